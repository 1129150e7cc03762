//! AES-256 counter mode on VAES with 256-bit registers (AVX2), for CPUs with VAES but without
//! AVX-512 (AMD Zen 3, Intel Alder Lake client cores).
//!
//! Follows `vaes_avx512.rs`; differences:
//! - Two blocks per ymm register, 16 blocks (8 registers) per iteration: VAESENC on ymm issues
//!   twice per cycle with a latency of 3 where measured, so 8 independent registers keep both
//!   AES units busy.
//! - AVX2 has no unsigned 64-bit compare: the branch-free carry flips the sign bits of both
//!   operands and uses the signed compare, and the all-ones result, moved to the high half of
//!   its lane, is subtracted (adding one).
//! - No masked byte loads in AVX2: the last `< 256` bytes go to the AES-NI kernel with the
//!   counter carried over.

#![allow(
    clippy::missing_safety_doc,
    reason = "the tier token argument is the safety proof"
)]

use super::aesni_clmul as aesni;
use crate::RoundKeys;
use core::arch::x86_64::*;
use hw_cpu::{Token as _, VaesAvx2};

// Safety contract of every `#[target_feature]` function here: the caller must run on a CPU
// with the features named in its attribute; the entry point takes the `VaesAvx2` token by value,
// and holding the token is the proof (see `hw-cpu`).

/// The counter blocks `c + first` and `c + first + 1` from `base`, the counter `c`
/// byte-reversed (a little-endian 128-bit integer) in both lanes, and `at`, its
/// [`carry_at`](crate::arch::carry_at) in every qword. Branch-free 128-bit addition.
#[inline]
#[target_feature(enable = "avx2")]
fn counters(base: __m256i, at: __m256i, first: i64, bswap: __m256i) -> __m256i {
    // Lane j adds first + j to its low 64 bits (qword 2j) and nothing to its high 64 bits.
    let inc = _mm256_set_epi64x(0, first + 1, 0, first);
    // All ones in the high qword of a lane whose block index is at least `at` (index + 1 >
    // at); never in a low qword (0 > at is false, at >= 1). Subtracting it adds the carry.
    let past = _mm256_set_epi64x(first + 2, 0, first + 1, 0);
    let carry = _mm256_cmpgt_epi64(past, at);
    let sum = _mm256_sub_epi64(_mm256_add_epi64(base, inc), carry);
    _mm256_shuffle_epi8(sum, bswap)
}

/// The 15 round keys, each broadcast to both lanes of a ymm register.
#[inline]
#[target_feature(enable = "avx2")]
pub fn broadcast_keys(rk: &RoundKeys) -> [__m256i; 15] {
    core::array::from_fn(|i| {
        // SAFETY: mem: a round key is exactly 16 readable bytes; no alignment needed.
        _mm256_broadcastsi128_si256(unsafe { _mm_loadu_si128(rk.keys[i].as_ptr().cast()) })
    })
}

/// Round `$r` (key at byte offset `16 * r` of `{rk}`, broadcast into `{k}`) on the eight
/// registers `{b0}`..`{b7}`.
macro_rules! ymm_round {
    ($off:literal) => {
        concat!(
            "vbroadcasti128 {k}, xmmword ptr [{rk} + ", $off, "]\n",
            "vaesenc {b0}, {b0}, {k}\n",
            "vaesenc {b1}, {b1}, {k}\n",
            "vaesenc {b2}, {b2}, {k}\n",
            "vaesenc {b3}, {b3}, {k}\n",
            "vaesenc {b4}, {b4}, {k}\n",
            "vaesenc {b5}, {b5}, {k}\n",
            "vaesenc {b6}, {b6}, {k}\n",
            "vaesenc {b7}, {b7}, {k}\n",
        )
    };
}

/// Rounds 1-13 of eight registers of blocks, round-major, in assembly, each round key
/// broadcast from `rk` where it is used. Written with intrinsics, LLVM ran each register's
/// 13 rounds before the next register's (a chain of 13 `VAESENC` at 4 cycles each on AMD Zen
/// 4, which the out-of-order window overlaps only in part) and kept the broadcast keys in the
/// frame: `fill_ctr128` of 64 KiB on an AMD EPYC Zen 4 (family 25 model 17) ran at 7.9 GB/s,
/// where eight independent ymm `VAESENC` take 0.56 cycles each (14.6 GB/s for AES-256).
#[inline]
#[target_feature(enable = "avx2,vaes")]
pub fn middle_rounds(rk: &RoundKeys, b: [__m256i; 8]) -> [__m256i; 8] {
    let [mut b0, mut b1, mut b2, mut b3, mut b4, mut b5, mut b6, mut b7] = b;
    // SAFETY: mem: reads at `{rk}` stay inside the 240 bytes of round keys (offsets 16-208,
    // 16 bytes each; no alignment needed). cpu: this function's features. Every register
    // written is declared; no stack use, no flags.
    unsafe {
        core::arch::asm!(
            ymm_round!("16"),
            ymm_round!("32"),
            ymm_round!("48"),
            ymm_round!("64"),
            ymm_round!("80"),
            ymm_round!("96"),
            ymm_round!("112"),
            ymm_round!("128"),
            ymm_round!("144"),
            ymm_round!("160"),
            ymm_round!("176"),
            ymm_round!("192"),
            ymm_round!("208"),
            rk = in(reg) rk.keys.as_ptr(),
            k = out(ymm_reg) _,
            b0 = inout(ymm_reg) b0, b1 = inout(ymm_reg) b1,
            b2 = inout(ymm_reg) b2, b3 = inout(ymm_reg) b3,
            b4 = inout(ymm_reg) b4, b5 = inout(ymm_reg) b5,
            b6 = inout(ymm_reg) b6, b7 = inout(ymm_reg) b7,
            options(pure, readonly, nostack, preserves_flags),
        );
    }
    [b0, b1, b2, b3, b4, b5, b6, b7]
}

/// XORs `data` with (or, without `XOR`, overwrites it with) the AES-256-CTR keystream from the
/// 128-bit big-endian counter block whose integer value is `c`.
#[target_feature(enable = "avx2,vaes,aes,sse2,ssse3,sse4.1")]
pub fn ctr128<const XOR: bool>(t: VaesAvx2, rk: &RoundKeys, mut c: u128, data: &mut [u8]) {
    let k = broadcast_keys(rk);
    let bswap = _mm256_broadcastsi128_si256(aesni::bswap_mask());
    let mut chunks = data.chunks_exact_mut(256);
    for chunk in &mut chunks {
        let le = c.to_le_bytes();
        // SAFETY: mem: `le` is exactly 16 readable bytes on the stack.
        let base = _mm256_broadcastsi128_si256(unsafe { _mm_loadu_si128(le.as_ptr().cast()) });
        let at = _mm256_set1_epi64x(crate::arch::carry_at(c as u64));
        c = c.wrapping_add(16);
        let b: [__m256i; 8] = core::array::from_fn(|j| {
            _mm256_xor_si256(counters(base, at, 2 * j as i64, bswap), k[0])
        });
        let b = middle_rounds(rk, b);
        let (regs, _) = chunk.as_chunks_mut::<32>();
        for (r, v) in regs.iter_mut().zip(b) {
            let last = if XOR {
                // SAFETY: mem: `r` is exactly 32 readable bytes; no alignment needed.
                _mm256_xor_si256(k[14], unsafe { _mm256_loadu_si256(r.as_ptr().cast()) })
            } else {
                k[14]
            };
            // AESENCLAST ends with XOR by its key: the input folded into it gives the output.
            let out = _mm256_aesenclast_epi128(v, last);
            // SAFETY: mem: `r` is exactly 32 writable bytes.
            unsafe { _mm256_storeu_si256(r.as_mut_ptr().cast(), out) };
        }
    }
    let rest = chunks.into_remainder();
    if !rest.is_empty() {
        aesni::ctr128::<XOR>(t.aesni_clmul(), rk, c, rest);
    }
}

/// Key wrap's W (or, with `DEC` and the inverse round keys, W^-1) on [`KW_LANES`] messages
/// at once, two per ymm register: `vaes_avx512::kw_lanes` with 256-bit registers. Eight
/// registers of 14 VAESENC per step are above one chain's latency, so the batch runs at the
/// VAES unit's throughput (the xmm kernel's 8 messages run at half of it).
#[inline]
#[target_feature(enable = "avx2,vaes,aes,sse2,sse4.1")]
fn kw_lanes<const DEC: bool>(
    rk: &RoundKeys,
    a: &mut [[u8; 8]; KW_LANES],
    r: &mut [[[u8; 8]; KW_LANES]],
) {
    const REGS: usize = KW_LANES / 2;
    let k = broadcast_keys(rk);
    let k0 = _mm256_castsi256_si128(k[0]);
    // Two semiblocks (16 bytes) as `s0, s0, s1, s1` (qwords), for a blend into the low
    // (`0x33`) or high (`0xcc`) halves of the two lanes; and the halves back.
    let spread = |q: &[[u8; 8]; 2]| {
        // SAFETY: mem: `q` is exactly 16 readable bytes; no alignment needed.
        let v = unsafe { _mm_loadu_si128(q.as_ptr().cast()) };
        _mm256_permute4x64_epi64::<0x50>(_mm256_castsi128_si256(v))
    };
    let store = |q: &mut [[u8; 8]; 2], v: __m128i| {
        // SAFETY: mem: `q` is exactly 16 writable bytes.
        unsafe { _mm_storeu_si128(q.as_mut_ptr().cast(), v) };
    };
    let high = |v: __m256i| _mm256_castsi256_si128(_mm256_permute4x64_epi64::<0x0d>(v));
    let low = |v: __m256i| _mm256_castsi256_si128(_mm256_permute4x64_epi64::<0x08>(v));
    let counter = |t: u64| _mm_cvtsi64_si128(i64::from_le_bytes(t.to_be_bytes()));
    let n = r.len();
    let mut t = if DEC { 6 * n as u64 } else { 0 };
    // W^-1's first block has `[6n]64` added to its left half.
    let t0 = if DEC { counter(t) } else { _mm_setzero_si128() };
    let first = _mm256_broadcastsi128_si256(_mm_xor_si128(k0, t0));
    let (aq, _) = a.as_chunks_mut::<2>();
    let mut x: [__m256i; REGS] = core::array::from_fn(|j| _mm256_xor_si256(spread(&aq[j]), first));
    for _ in 0..6 {
        for step in 0..n {
            let i = if DEC { n - 1 - step } else { step };
            t = if DEC { t - 1 } else { t + 1 };
            let fold = _mm_move_epi64(_mm_xor_si128(k0, counter(t)));
            let last = _mm256_xor_si256(k[14], _mm256_broadcastsi128_si256(fold));
            let (rq, _) = r[i].as_chunks_mut::<2>();
            let mut b: [__m256i; REGS] = core::array::from_fn(|j| {
                let rv = _mm256_xor_si256(spread(&rq[j]), k[0]);
                _mm256_blend_epi32::<0xcc>(x[j], rv)
            });
            for rk in &k[1..14] {
                for v in b.iter_mut() {
                    *v = if DEC {
                        _mm256_aesdec_epi128(*v, *rk)
                    } else {
                        _mm256_aesenc_epi128(*v, *rk)
                    };
                }
            }
            for (j, v) in b.into_iter().enumerate() {
                let v = if DEC {
                    _mm256_aesdeclast_epi128(v, last)
                } else {
                    _mm256_aesenclast_epi128(v, last)
                };
                store(&mut rq[j], high(v));
                x[j] = v;
            }
        }
    }
    for (q, v) in aq.iter_mut().zip(x) {
        store(q, low(_mm256_xor_si256(v, k[0])));
    }
}

/// The messages `kw_lanes` takes at once.
pub const KW_LANES: usize = 16;

super::super::wide_tier_kernels!(VaesAvx2, aesni_clmul, own_kw);
