//! T-AES on VAES with 512-bit registers (AVX-512 F/BW).
//!
//! Follows `aesni_clmul.rs` (same schedule, same caller's contract, same results); differences:
//! - Four blocks per zmm register and four registers (16 blocks) in flight per iteration:
//!   `VAESENC` on zmm has 3 cycles of latency and issues once per cycle on Sapphire Rapids, so
//!   four independent chains keep the unit busy (as `hw-aes256`'s counter mode).
//! - A `VAESENC` round key is a full zmm, one 128-bit key per lane, so each lane carries its own
//!   block's tweaked middle key `K_m + T + j`. The keys are made in registers as little-endian
//!   128-bit integers: each register of a 16-block group is the group's base plus its lane
//!   offsets (add to the low 64-bit halves, the halves that wrapped found from the top bits
//!   and carried into the high halves: no branch on the key), then one per-lane byte
//!   reversal gives the FIPS byte order. Four instructions per four blocks, computed from the
//!   base independently (chaining register to register made a serial path that stalled round
//!   m), and asked for at round m so they hold no registers before it.
//! - VAES has no `VAESIMC`. Decryption gets InvMixColumns of the tweaked keys as
//!   `VAESDEC(VAESENCLAST(x, 0), 0)`: `AESENCLAST` with a zero key is ShiftRows(SubBytes(x)),
//!   and `AESDEC` with a zero key undoes both and applies InvMixColumns. Two instructions per
//!   four keys, against four `AESIMC` and three lane inserts.
//! - The tail (under 16 blocks) goes one register at a time, the last one read and written
//!   with a byte mask (AVX512BW).

#![allow(
    clippy::missing_safety_doc,
    reason = "the tier token argument is the safety proof"
)]
#![allow(unsafe_code, reason = "a kernel module: intrinsics and raw loads")]

use crate::schedule::{tweaked, Schedule};
use core::arch::x86_64::*;
use hw_aes256::kernel::vaes_avx512::bswap_lanes;
use hw_cpu::{Token as _, VaesAvx512};

// Safety contract of every `#[target_feature]` function here: the caller must run on a CPU
// with the features named in its attribute; the entry point takes the `VaesAvx512` token by
// value, and holding the token is the proof (see `hw-cpu`).

/// Adds `inc` (small values in the low 64-bit half of each lane, zero in the high half) to the
/// four little-endian 128-bit integers of `x`, with carry, branch-free, and without a mask
/// register: on AMD Zen 4 a compare into one beside `VAESENC` costs about 2 cycles (see
/// hw-aes256's counter mode).
#[inline]
#[target_feature(enable = "avx512f,avx512bw")]
fn add128(x: __m512i, inc: __m512i) -> __m512i {
    let sum = _mm512_add_epi64(x, inc);
    // With the top bit of `inc` clear, a qword carries out exactly when the top bit of `x` is
    // set and the sum's is clear (never in a high qword: it added 0, so the sum is `x`).
    let carry = _mm512_srli_epi64::<63>(_mm512_andnot_si512(sum, x));
    // Each low qword's carry moved into the high qword of its lane.
    _mm512_add_epi64(sum, _mm512_bslli_epi128::<8>(carry))
}

/// The round keys of one direction, each broadcast to all four lanes.
#[inline]
#[target_feature(enable = "avx512f")]
fn broadcast_keys(keys: &[[u8; 16]; 15]) -> [__m512i; 15] {
    core::array::from_fn(|i| {
        // SAFETY: mem: a round key is exactly 16 readable bytes; no alignment needed.
        _mm512_broadcast_i32x4(unsafe { _mm_loadu_si128(keys[i].as_ptr().cast()) })
    })
}

// `step` and `rounds` (see the macro in `arch/mod.rs`).
super::super::x86_rounds!(
    __m512i,
    "avx512f,vaes",
    _mm512_xor_si512,
    _mm512_aesenc_epi128,
    _mm512_aesdec_epi128,
    _mm512_aesenclast_epi128,
    _mm512_aesdeclast_epi128,
);

/// The per-lane tweaked middle keys. `base` holds `K_m + T + j0` (little-endian) in every
/// lane, `j0` the first block not yet given a key; register `i` of a group gets
/// `base + 4i + lane` and the group then advances `base`. The keys of one group depend only
/// on `base`, not on each other, so they compute in parallel: one `add128` per group is the
/// only serial step.
struct KeyStream {
    base: __m512i,
    bswap: __m512i,
}

impl KeyStream {
    #[inline]
    #[target_feature(enable = "avx512f,avx512bw")]
    fn new(start: u128) -> Self {
        let le = _mm_set_epi64x((start >> 64) as u64 as i64, start as u64 as i64);
        KeyStream {
            base: _mm512_broadcast_i32x4(le),
            // Per-lane byte reversal: little-endian integer -> FIPS byte order.
            bswap: bswap_lanes(),
        }
    }

    /// The tweaked middle keys of the next `N` registers (4N blocks), in the FIPS byte order,
    /// with InvMixColumns applied for decryption: `VAESDEC(VAESENCLAST(k, 0), 0)` (see the
    /// module header).
    #[inline]
    #[target_feature(enable = "avx512f,avx512bw,vaes")]
    fn take<const N: usize, const DEC: bool>(&mut self) -> [__m512i; N] {
        let keys = core::array::from_fn(|i| {
            let o = (4 * i) as i64;
            let k = _mm512_shuffle_epi8(
                add128(
                    self.base,
                    _mm512_set_epi64(0, o + 3, 0, o + 2, 0, o + 1, 0, o),
                ),
                self.bswap,
            );
            if DEC {
                let z = _mm512_setzero_si512();
                _mm512_aesdec_epi128(_mm512_aesenclast_epi128(k, z), z)
            } else {
                k
            }
        });
        let n = (4 * N) as i64;
        self.base = add128(self.base, _mm512_set_epi64(0, n, 0, n, 0, n, 0, n));
        keys
    }
}

/// T-AES over whole blocks in place, 16 at a time; block `j` uses tweak `tweak + j`.
#[target_feature(enable = "avx512f,avx512bw,vaes,aes,sse2")]
fn crypt<const NR: usize, const TWEAKED: bool, const DEC: bool>(
    _cpu: VaesAvx512,
    s: &Schedule,
    tweak: u128,
    blocks: &mut [[u8; 16]],
) {
    let k = broadcast_keys(if DEC { &s.dec } else { &s.enc });
    let start = if TWEAKED {
        tweaked(&s.enc[NR / 2], tweak)
    } else {
        0
    };
    let mut ks = KeyStream::new(start);
    // Called by `rounds` at round m, once per register in order (never without `TWEAKED`).
    let (groups, rest) = blocks.as_chunks_mut::<16>();
    for g in groups {
        let (quads, _) = g.as_chunks_mut::<4>();
        // SAFETY: mem: each quad is exactly 64 readable bytes; loadu needs no alignment.
        let b = core::array::from_fn(|i| unsafe { _mm512_loadu_si512(quads[i].as_ptr().cast()) });
        let b = rounds::<4, NR, TWEAKED, DEC>(&k, &mut || ks.take::<4, DEC>(), b);
        for (q, x) in quads.iter_mut().zip(b) {
            // SAFETY: mem: each quad is exactly 64 writable bytes; storeu needs no alignment.
            unsafe { _mm512_storeu_si512(q.as_mut_ptr().cast(), x) };
        }
    }
    // Under 16 blocks: one register (up to 4 blocks) at a time, masked to the blocks present.
    for part in rest.chunks_mut(4) {
        let bytes = 16 * part.len();
        let mask: __mmask64 = if bytes == 64 {
            u64::MAX
        } else {
            (1u64 << bytes) - 1
        };
        // SAFETY: mem: the mask selects the first `bytes` bytes, which are `part`'s, and masked-off
        // bytes are neither read nor faulted on.
        let b = unsafe { _mm512_maskz_loadu_epi8(mask, part.as_ptr().cast()) };
        let [x] = rounds::<1, NR, TWEAKED, DEC>(&k, &mut || ks.take::<1, DEC>(), [b]);
        // SAFETY: mem: as above; only the first `bytes` bytes are written.
        unsafe { _mm512_mask_storeu_epi8(part.as_mut_ptr().cast(), mask, x) };
    }
}

super::super::upper_tier_kernels!(VaesAvx512, aesni_clmul);
