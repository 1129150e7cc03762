//! T-AES on VAES with 256-bit registers (AVX2), for CPUs with VAES but without AVX-512 (AMD
//! Zen 3, Intel client cores), and as the `VaesAvx2` cap elsewhere.
//!
//! Follows `vaes_avx512.rs` (same schedule, same caller's contract, same results); differences:
//! - Two blocks per ymm register, eight registers (16 blocks) in flight per iteration:
//!   `VAESENC` on ymm issues up to twice per cycle with 3-4 cycles of latency, so eight
//!   independent chains keep both AES units busy. With 8 states and 8 tweaked keys live, the
//!   round keys do not all fit in the 16 ymm registers; the compiler takes them as memory
//!   operands of `VAESENC`, which costs no extra instruction.
//! - AVX2 has no unsigned 64-bit compare: the lane-wise carry of the tweaked keys flips the sign
//!   bits of both operands and uses the signed compare; the all-ones result, shifted into the
//!   high half of its lane, is subtracted (adding one). Still branch-free.
//! - No masked byte loads in AVX2: the tail goes a register (two blocks) at a time, and a
//!   last single block through the low lane of a register.

#![allow(
    clippy::missing_safety_doc,
    reason = "the tier token argument is the safety proof"
)]
#![allow(unsafe_code, reason = "a kernel module: intrinsics and raw loads")]

use crate::schedule::{tweaked, Schedule};
use core::arch::x86_64::*;
use hw_cpu::{Token as _, VaesAvx2};

// Safety contract of every `#[target_feature]` function here: the caller must run on a CPU
// with the features named in its attribute; the entry point takes the `VaesAvx2` token by
// value, and holding the token is the proof (see `hw-cpu`).

/// Adds `inc` (small values in the low 64-bit half of each lane, zero in the high half) to the
/// two little-endian 128-bit integers of `x`, with carry, branch-free.
#[inline]
#[target_feature(enable = "avx2")]
fn add128(x: __m256i, inc: __m256i) -> __m256i {
    let sum = _mm256_add_epi64(x, inc);
    // Unsigned `sum < inc` as a signed compare with both sign bits flipped: all ones in the low
    // qword of a lane that wrapped (the high qwords added 0 and never compare below).
    let sign = _mm256_set1_epi64x(i64::MIN);
    let wrapped = _mm256_cmpgt_epi64(_mm256_xor_si256(inc, sign), _mm256_xor_si256(sum, sign));
    // Move the all-ones into the high qword of its lane; subtracting -1 adds the carry.
    _mm256_sub_epi64(sum, _mm256_slli_si256::<8>(wrapped))
}

// `step` and `rounds` (see the macro in `arch/mod.rs`).
super::super::x86_rounds!(
    __m256i,
    "avx2,vaes",
    _mm256_xor_si256,
    _mm256_aesenc_epi128,
    _mm256_aesdec_epi128,
    _mm256_aesenclast_epi128,
    _mm256_aesdeclast_epi128,
);

/// The per-lane tweaked middle keys. `base` holds `K_m + T + j0` (little-endian) in every
/// lane, `j0` the first block not yet given a key; register `i` of a group gets
/// `base + 2i + lane` and the group then advances `base`. The keys of one group depend only
/// on `base`, not on each other, so they compute in parallel: one `add128` per group is the
/// only serial step.
struct KeyStream {
    base: __m256i,
    bswap: __m256i,
}

impl KeyStream {
    #[inline]
    #[target_feature(enable = "avx2")]
    fn new(start: u128) -> Self {
        let le = _mm_set_epi64x((start >> 64) as u64 as i64, start as u64 as i64);
        KeyStream {
            base: _mm256_broadcastsi128_si256(le),
            // Per-lane byte reversal: little-endian integer -> FIPS byte order.
            bswap: _mm256_broadcastsi128_si256(_mm_set_epi8(
                0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15,
            )),
        }
    }

    /// The tweaked middle keys of the next `N` registers (2N blocks), in the FIPS byte order,
    /// with InvMixColumns applied for decryption: `VAESDEC(VAESENCLAST(k, 0), 0)` (see the
    /// module header).
    #[inline]
    #[target_feature(enable = "avx2,vaes")]
    fn take<const N: usize, const DEC: bool>(&mut self) -> [__m256i; N] {
        let keys = core::array::from_fn(|i| {
            let o = (2 * i) as i64;
            let k = _mm256_shuffle_epi8(
                add128(self.base, _mm256_set_epi64x(0, o + 1, 0, o)),
                self.bswap,
            );
            if DEC {
                let z = _mm256_setzero_si256();
                _mm256_aesdec_epi128(_mm256_aesenclast_epi128(k, z), z)
            } else {
                k
            }
        });
        let n = (2 * N) as i64;
        self.base = add128(self.base, _mm256_set_epi64x(0, n, 0, n));
        keys
    }
}

/// T-AES over whole blocks in place, 16 at a time; block `j` uses tweak `tweak + j`.
#[target_feature(enable = "avx2,vaes,aes,sse2")]
fn crypt<const NR: usize, const TWEAKED: bool, const DEC: bool>(
    _cpu: VaesAvx2,
    s: &Schedule,
    tweak: u128,
    blocks: &mut [[u8; 16]],
) {
    let keys = if DEC { &s.dec } else { &s.enc };
    let k: [__m256i; 15] = core::array::from_fn(|i| {
        // SAFETY: mem: a round key is exactly 16 readable bytes; no alignment needed.
        _mm256_broadcastsi128_si256(unsafe { _mm_loadu_si128(keys[i].as_ptr().cast()) })
    });
    let start = if TWEAKED {
        tweaked(&s.enc[NR / 2], tweak)
    } else {
        0
    };
    let mut ks = KeyStream::new(start);
    // Called by `rounds` at round m, once per register in order (never without `TWEAKED`).
    let (groups, rest) = blocks.as_chunks_mut::<16>();
    for g in groups {
        let (pairs, _) = g.as_chunks_mut::<2>();
        // SAFETY: mem: each pair is exactly 32 readable bytes; loadu needs no alignment.
        let b = core::array::from_fn(|i| unsafe { _mm256_loadu_si256(pairs[i].as_ptr().cast()) });
        let b = rounds::<8, NR, TWEAKED, DEC>(&k, &mut || ks.take::<8, DEC>(), b);
        for (p, x) in pairs.iter_mut().zip(b) {
            // SAFETY: mem: each pair is exactly 32 writable bytes; storeu needs no alignment.
            unsafe { _mm256_storeu_si256(p.as_mut_ptr().cast(), x) };
        }
    }
    // Under 16 blocks: one register (two blocks) at a time, then a last single block.
    let (pairs, single) = rest.as_chunks_mut::<2>();
    for p in pairs {
        // SAFETY: mem: `p` is exactly 32 readable bytes; loadu needs no alignment.
        let b = unsafe { _mm256_loadu_si256(p.as_ptr().cast()) };
        let [x] = rounds::<1, NR, TWEAKED, DEC>(&k, &mut || ks.take::<1, DEC>(), [b]);
        // SAFETY: mem: `p` is exactly 32 writable bytes.
        unsafe { _mm256_storeu_si256(p.as_mut_ptr().cast(), x) };
    }
    for blk in single {
        // SAFETY: mem: `blk` is exactly 16 readable bytes; loadu needs no alignment.
        let b = _mm256_zextsi128_si256(unsafe { _mm_loadu_si128(blk.as_ptr().cast()) });
        let [x] = rounds::<1, NR, TWEAKED, DEC>(&k, &mut || ks.take::<1, DEC>(), [b]);
        // The block is in the low lane.
        let low = _mm256_castsi256_si128(x);
        // SAFETY: mem: `blk` is exactly 16 writable bytes; storeu needs no alignment.
        unsafe { _mm_storeu_si128(blk.as_mut_ptr().cast(), low) };
    }
}

super::super::upper_tier_kernels!(VaesAvx2, aesni_clmul);
