//! AES-256 counter mode on VAES with 512-bit registers (AVX-512 F/BW).
//!
//! Follows `aesni_clmul.rs` (same round keys, same results); differences:
//! - Four blocks per zmm register, 16 blocks (4 registers) per iteration: VAESENC on zmm has a
//!   latency of 3 cycles (Sapphire Rapids) or 4 (AMD Zen 4) and issues once per cycle where
//!   measured, so four independent registers per round keep the AES unit busy, provided they
//!   go round by round (`middle_rounds`).
//! - The 128-bit counter (SP 800-38A B.1 with m = 128, as SP 800-90A CTR_DRBG uses) is a secret
//!   in the DRBG, so its carry is computed without a branch: the counters are added to the low
//!   64-bit halves, an unsigned compare marks the lanes that wrapped, and a masked add carries
//!   into the high halves.
//! - The tail (under 256 bytes) is read and written with byte masks (AVX512BW).

#![allow(
    clippy::missing_safety_doc,
    reason = "the tier token argument is the safety proof"
)]

use crate::RoundKeys;
use core::arch::x86_64::*;
use hw_cpu::{Token as _, VaesAvx512};

// Safety contract of every `#[target_feature]` function here: the caller must run on a CPU
// with the features named in its attribute; the entry point takes the `VaesAvx512` token by
// value, and holding the token is the proof (see `hw-cpu`).

/// A mask of the first `n` bytes of a 64-byte register (`n <= 64`; more selects all 64).
#[inline(always)]
pub fn byte_mask(n: usize) -> __mmask64 {
    if n >= 64 {
        u64::MAX
    } else {
        (1u64 << n) - 1
    }
}

/// Per-lane byte reversal (each 128-bit lane reversed on its own; also hw-taes's).
#[inline]
#[target_feature(enable = "avx512f,avx512bw")]
pub fn bswap_lanes() -> __m512i {
    _mm512_broadcast_i32x4(_mm_set_epi8(
        0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15,
    ))
}

/// The counter blocks `c + first .. c + first + 4`, from `base`, the counter `c` byte-reversed
/// (a little-endian 128-bit integer) in every lane, and `at`, its
/// [`carry_at`](crate::arch::carry_at) in every qword. Branch-free 128-bit addition.
#[inline]
#[target_feature(enable = "avx512f,avx512bw")]
fn counters(base: __m512i, at: __m512i, first: i64, bswap: __m512i) -> __m512i {
    // Lane j adds first + j to its low 64 bits (qword 2j) and nothing to its high 64 bits.
    let inc = _mm512_set_epi64(0, first + 3, 0, first + 2, 0, first + 1, 0, first);
    // The high qword of a lane whose block index is at least `at` (index + 1 > at) gets the
    // carry; never a low qword (0 > at is false, at >= 1).
    let past = _mm512_set_epi64(first + 4, 0, first + 3, 0, first + 2, 0, first + 1, 0);
    let carry = _mm512_cmpgt_epi64_mask(past, at);
    let sum = _mm512_add_epi64(base, inc);
    let sum = _mm512_mask_add_epi64(sum, carry, sum, _mm512_set1_epi64(1));
    _mm512_shuffle_epi8(sum, bswap)
}

/// The 15 round keys, each broadcast to the four lanes of a zmm register.
#[inline]
#[target_feature(enable = "avx512f")]
pub fn broadcast_keys(rk: &RoundKeys) -> [__m512i; 15] {
    core::array::from_fn(|i| {
        // SAFETY: mem: a round key is exactly 16 readable bytes; no alignment needed.
        _mm512_broadcast_i32x4(unsafe { _mm_loadu_si128(rk.keys[i].as_ptr().cast()) })
    })
}

/// Round key `$k` (an operand name) on the four registers `{b0}`..`{b3}`.
macro_rules! zmm_round {
    ($k:literal) => {
        concat!(
            "vaesenc {b0}, {b0}, {", $k, "}\n",
            "vaesenc {b1}, {b1}, {", $k, "}\n",
            "vaesenc {b2}, {b2}, {", $k, "}\n",
            "vaesenc {b3}, {b3}, {", $k, "}\n",
        )
    };
}

/// AES-256 of four registers of blocks (16 blocks) under the broadcast round keys `k`: round
/// key 0, rounds 1-13 round-major in assembly (`middle_rounds`), then the last round.
#[inline]
#[target_feature(enable = "avx512f,vaes")]
pub fn encrypt4(k: &[__m512i; 15], b: [__m512i; 4]) -> [__m512i; 4] {
    middle_rounds(k, b.map(|v| _mm512_xor_si512(v, k[0])))
        .map(|v| _mm512_aesenclast_epi128(v, k[14]))
}

/// Rounds 1-13 of four registers of blocks, round-major, in assembly, the round keys
/// `k[1..14]` in registers. Written with intrinsics, LLVM interleaved three registers' rounds
/// and ran most of the fourth's after them, where `VAESENC` on zmm has a latency of 4 cycles
/// and issues once a cycle (AMD Zen 4, `ceilings`), so four registers must stay in step:
/// `fill_ctr128` of 64 KiB on an AMD EPYC Zen 4 (family 25 model 17) took 4.56-4.58 µs
/// (14.3 GB/s) before, 4.44-4.45 µs (14.8 GB/s) after, against a ceiling of 16.7 GB/s. Eight
/// registers a step (512 bytes) through the same kind of block ran slower there (4.76 µs).
/// hw-gcm-siv's counter mode runs it too ([`encrypt4`]).
#[inline]
#[target_feature(enable = "avx512f,vaes")]
fn middle_rounds(k: &[__m512i; 15], b: [__m512i; 4]) -> [__m512i; 4] {
    let [mut b0, mut b1, mut b2, mut b3] = b;
    // SAFETY: cpu: this function's features. Registers only: every register written is
    // declared; no memory, no stack use, no flags.
    unsafe {
        core::arch::asm!(
            zmm_round!("k1"),
            zmm_round!("k2"),
            zmm_round!("k3"),
            zmm_round!("k4"),
            zmm_round!("k5"),
            zmm_round!("k6"),
            zmm_round!("k7"),
            zmm_round!("k8"),
            zmm_round!("k9"),
            zmm_round!("k10"),
            zmm_round!("k11"),
            zmm_round!("k12"),
            zmm_round!("k13"),
            k1 = in(zmm_reg) k[1], k2 = in(zmm_reg) k[2], k3 = in(zmm_reg) k[3],
            k4 = in(zmm_reg) k[4], k5 = in(zmm_reg) k[5], k6 = in(zmm_reg) k[6],
            k7 = in(zmm_reg) k[7], k8 = in(zmm_reg) k[8], k9 = in(zmm_reg) k[9],
            k10 = in(zmm_reg) k[10], k11 = in(zmm_reg) k[11], k12 = in(zmm_reg) k[12],
            k13 = in(zmm_reg) k[13],
            b0 = inout(zmm_reg) b0, b1 = inout(zmm_reg) b1,
            b2 = inout(zmm_reg) b2, b3 = inout(zmm_reg) b3,
            options(pure, nomem, nostack, preserves_flags),
        );
    }
    [b0, b1, b2, b3]
}

/// XORs `data` with (or, without `XOR`, overwrites it with) the AES-256-CTR keystream from the
/// 128-bit big-endian counter block whose integer value is `c`.
#[target_feature(enable = "avx512f,avx512bw,vaes,aes,sse2")]
pub fn ctr128<const XOR: bool>(_cpu: VaesAvx512, rk: &RoundKeys, mut c: u128, data: &mut [u8]) {
    let k = broadcast_keys(rk);
    let bswap = bswap_lanes();
    let keystream = |c: u128| -> [__m512i; 4] {
        let le = c.to_le_bytes();
        // SAFETY: mem: `le` is exactly 16 readable bytes on the stack.
        let base = _mm512_broadcast_i32x4(unsafe { _mm_loadu_si128(le.as_ptr().cast()) });
        let at = _mm512_set1_epi64(crate::arch::carry_at(c as u64));
        encrypt4(
            &k,
            core::array::from_fn(|j| counters(base, at, 4 * j as i64, bswap)),
        )
    };
    let mut chunks = data.chunks_exact_mut(256);
    for chunk in &mut chunks {
        let ks = keystream(c);
        c = c.wrapping_add(16);
        let (regs, _) = chunk.as_chunks_mut::<64>();
        for (r, s) in regs.iter_mut().zip(ks) {
            let out = if XOR {
                // SAFETY: mem: `r` is exactly 64 readable bytes; no alignment needed.
                _mm512_xor_si512(unsafe { _mm512_loadu_si512(r.as_ptr().cast()) }, s)
            } else {
                s
            };
            // SAFETY: mem: `r` is exactly 64 writable bytes.
            unsafe { _mm512_storeu_si512(r.as_mut_ptr().cast(), out) };
        }
    }
    let rest = chunks.into_remainder();
    if !rest.is_empty() {
        let ks = keystream(c);
        for (part, s) in rest.chunks_mut(64).zip(ks) {
            let m = byte_mask(part.len());
            let out = if XOR {
                // SAFETY: mem: the mask selects exactly the `part.len()` bytes of `part`;
                // masked-off bytes are not read and cannot fault.
                _mm512_xor_si512(
                    unsafe { _mm512_maskz_loadu_epi8(m, part.as_ptr().cast()) },
                    s,
                )
            } else {
                s
            };
            // SAFETY: mem: the same mask writes exactly the bytes of `part`.
            unsafe { _mm512_mask_storeu_epi8(part.as_mut_ptr().cast(), m, out) };
        }
    }
}

/// Key wrap's W (or, with `DEC` and the inverse round keys, W^-1) on [`KW_LANES`] messages
/// of the same length at once, four per zmm register: each 128-bit lane runs one message's
/// chain exactly as `aesni_clmul::kw_step` does (its left semiblock in the low half, with round
/// key 0 and the step counter folded into the last round key). One message's steps are a
/// chain of AES latencies; four registers of four messages keep the AES unit busy where one
/// message alone leaves it idle. `a[l]` and `r[i][l]` as in `aesni_clmul::kw`.
#[inline]
#[target_feature(enable = "avx512f,avx512bw,avx512vl,vaes,aes,sse2")]
fn kw_lanes<const DEC: bool>(
    rk: &RoundKeys,
    a: &mut [[u8; 8]; KW_LANES],
    r: &mut [[[u8; 8]; KW_LANES]],
) {
    let k = broadcast_keys(rk);
    let k0 = _mm512_castsi512_si128(k[0]);
    // Four semiblocks (32 bytes) spread to the low (`0x55`) or high (`0xaa`) halves of the
    // four lanes, and back.
    let spread = |q: &[[u8; 8]; 4], halves: __mmask8| {
        // SAFETY: mem: `q` is exactly 32 readable bytes; no alignment needed.
        let v = unsafe { _mm256_loadu_si256(q.as_ptr().cast()) };
        _mm512_maskz_expand_epi64(halves, _mm512_castsi256_si512(v))
    };
    let gather = |q: &mut [[u8; 8]; 4], v: __m512i, halves: __mmask8| {
        let v = _mm512_castsi512_si256(_mm512_maskz_compress_epi64(halves, v));
        // SAFETY: mem: `q` is exactly 32 writable bytes.
        unsafe { _mm256_storeu_si256(q.as_mut_ptr().cast(), v) };
    };
    let counter = |t: u64| _mm_cvtsi64_si128(i64::from_le_bytes(t.to_be_bytes()));
    let n = r.len();
    let mut t = if DEC { 6 * n as u64 } else { 0 };
    // W^-1's first block has `[6n]64` added to its left half.
    let t0 = if DEC { counter(t) } else { _mm_setzero_si128() };
    let first = _mm512_broadcast_i32x4(_mm_xor_si128(k0, t0));
    let (aq, _) = a.as_chunks_mut::<4>();
    let mut x: [__m512i; 4] =
        core::array::from_fn(|j| _mm512_xor_si512(spread(&aq[j], 0x55), first));
    for _ in 0..6 {
        for step in 0..n {
            let i = if DEC { n - 1 - step } else { step };
            t = if DEC { t - 1 } else { t + 1 };
            let fold = _mm_move_epi64(_mm_xor_si128(k0, counter(t)));
            let last = _mm512_xor_si512(k[14], _mm512_broadcast_i32x4(fold));
            let (rq, _) = r[i].as_chunks_mut::<4>();
            let mut b: [__m512i; 4] = core::array::from_fn(|j| {
                let rv = _mm512_xor_si512(spread(&rq[j], 0xaa), k[0]);
                _mm512_mask_blend_epi64(0xaa, x[j], rv)
            });
            for rk in &k[1..14] {
                for v in b.iter_mut() {
                    *v = if DEC {
                        _mm512_aesdec_epi128(*v, *rk)
                    } else {
                        _mm512_aesenc_epi128(*v, *rk)
                    };
                }
            }
            for (j, v) in b.into_iter().enumerate() {
                let v = if DEC {
                    _mm512_aesdeclast_epi128(v, last)
                } else {
                    _mm512_aesenclast_epi128(v, last)
                };
                gather(&mut rq[j], v, 0xaa);
                x[j] = v;
            }
        }
    }
    for (q, v) in aq.iter_mut().zip(x) {
        gather(q, _mm512_xor_si512(v, k[0]), 0x55);
    }
}

/// The messages `kw_lanes` takes at once.
pub const KW_LANES: usize = 16;

super::super::wide_tier_kernels!(VaesAvx512, aesni_clmul, own_kw);
