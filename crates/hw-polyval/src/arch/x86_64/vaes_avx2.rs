//! POLYVAL on VPCLMULQDQ with 256-bit registers (AVX2), for CPUs with VPCLMULQDQ but without
//! AVX-512 (AMD Zen 3, Intel client cores), or with it capped.
//!
//! Follows `vaes_avx512.rs` (same field, same reduction, same key-power layout) with two blocks
//! per ymm register instead of four:
//! - 16 blocks (8 registers) per reduction with `H^16..H^1`: the stored `H^8..H^1` are four
//!   registers as they lie in memory, and `H^16..H^9` are derived per call (four lane-wise
//!   multiplies by `H^8`) when at least 16 blocks are absorbed.
//! - The reduction runs on each lane, then the two lanes are XORed (reduction is linear).
//! - Fewer than 16 blocks at the end go to the 128-bit kernel.
//!
//! Where VPCLMULQDQ on ymm issues once per cycle (Intel Ice Lake and later), this is two blocks'
//! multiplies per instruction where `aesni_clmul.rs` does one. hw-gcm's stitched loop on this
//! tier uses the same lane-wise multiply, reduction and powers.

#![allow(
    clippy::missing_safety_doc,
    reason = "the tier token argument is the safety proof"
)]

use super::aesni_clmul as clmul;
use crate::Powers;
use core::arch::x86_64::*;
use hw_cpu::{Token as _, VaesAvx2};

// Safety contract of every `#[target_feature]` function here: the caller must run on a CPU
// with the features named in its attribute; the entry point takes the `VaesAvx2` token (which
// proves vpclmulqdq and AVX2) by value.

/// Unreduced lane-wise sums of products.
#[derive(Clone, Copy)]
pub struct Wide256 {
    /// Sum of `a0 * b0` per lane.
    pub lo: __m256i,
    /// Sum of `a0 * b1 + a1 * b0` per lane.
    pub mid: __m256i,
    /// Sum of `a1 * b1` per lane.
    pub hi: __m256i,
}

/// `a * b` lane by lane, unreduced (4 carry-less multiplies per lane).
#[inline]
#[target_feature(enable = "avx2,vpclmulqdq")]
pub fn mul(a: __m256i, b: __m256i) -> Wide256 {
    Wide256 {
        lo: _mm256_clmulepi64_epi128::<0x00>(a, b), // a0 * b0
        hi: _mm256_clmulepi64_epi128::<0x11>(a, b), // a1 * b1
        mid: _mm256_xor_si256(
            _mm256_clmulepi64_epi128::<0x01>(a, b), // a1 * b0
            _mm256_clmulepi64_epi128::<0x10>(a, b), // a0 * b1
        ),
    }
}

/// `acc += a * b`, lane by lane.
#[inline]
#[target_feature(enable = "avx2,vpclmulqdq")]
pub fn mul_acc(acc: &mut Wide256, a: __m256i, b: __m256i) {
    let p = mul(a, b);
    acc.lo = _mm256_xor_si256(acc.lo, p.lo);
    acc.hi = _mm256_xor_si256(acc.hi, p.hi);
    acc.mid = _mm256_xor_si256(acc.mid, p.mid);
}

/// Lane-wise `acc * x^-128 mod P`: `clmul::reduce` on each lane.
#[inline]
#[target_feature(enable = "avx2,vpclmulqdq")]
pub fn reduce(acc: Wide256) -> __m256i {
    let l = _mm256_xor_si256(acc.lo, _mm256_slli_si256::<8>(acc.mid));
    let h = _mm256_xor_si256(acc.hi, _mm256_srli_si256::<8>(acc.mid));
    // x^57 + x^62 + x^63 in the low qword of each lane (RFC 8452 §3).
    let poly = _mm256_broadcastsi128_si256(_mm_set_epi64x(0, 0xC200_0000_0000_0000_u64 as i64));
    let m = _mm256_clmulepi64_epi128::<0x00>(l, poly);
    let l = _mm256_xor_si256(_mm256_shuffle_epi32::<0x4e>(l), m);
    let n = _mm256_clmulepi64_epi128::<0x00>(l, poly);
    let l = _mm256_xor_si256(_mm256_shuffle_epi32::<0x4e>(l), n);
    _mm256_xor_si256(h, l)
}

/// XOR of the two lanes.
#[inline]
#[target_feature(enable = "avx2")]
pub fn fold(v: __m256i) -> __m128i {
    _mm_xor_si128(_mm256_castsi256_si128(v), _mm256_extracti128_si256::<1>(v))
}

/// The stored powers as four registers: `[H^8, H^7], [H^6, H^5], [H^4, H^3], [H^2, H^1]`.
#[inline]
#[target_feature(enable = "avx2")]
pub fn load_powers8(powers: &Powers) -> [__m256i; 4] {
    let (pairs, _) = powers.as_flattened().as_chunks::<32>();
    // SAFETY: mem: each pair is exactly 32 readable bytes; no alignment needed.
    core::array::from_fn(|i| unsafe { _mm256_loadu_si256(pairs[i].as_ptr().cast()) })
}

/// `[H^16, H^15] .. [H^2, H^1]` from the stored eight.
#[inline]
#[target_feature(enable = "avx2,vpclmulqdq")]
pub fn powers16(h8: [__m256i; 4]) -> [__m256i; 8] {
    // H^8 is lane 0 of [H^8, H^7].
    let top = _mm256_broadcastsi128_si256(_mm256_castsi256_si128(h8[0]));
    let high = h8.map(|v| reduce(mul(v, top)));
    [
        high[0], high[1], high[2], high[3], h8[0], h8[1], h8[2], h8[3],
    ]
}

super::super::karatsuba!(
    __m256i, Wide256, "avx2,vpclmulqdq" + schoolbook,
    xor = _mm256_xor_si256, zero = _mm256_setzero_si256, clmul = _mm256_clmulepi64_epi128,
    swap = |v| _mm256_shuffle_epi32::<0x4e>(v),
    lift = |s| _mm256_zextsi128_si256(s),
    finish = |w| fold(reduce(w)),
);

/// A register of blocks from memory (lane 0 first), byte-reversed for GHASH.
#[inline]
#[target_feature(enable = "avx2,ssse3")]
fn load_blocks<const GHASH: bool>(b: &[u8; 32]) -> __m256i {
    // SAFETY: mem: `b` is exactly 32 readable bytes; no alignment needed.
    let v = unsafe { _mm256_loadu_si256(b.as_ptr().cast()) };
    if GHASH {
        _mm256_shuffle_epi8(v, _mm256_broadcastsi128_si256(clmul::bswap_mask()))
    } else {
        v
    }
}

super::super::wide_update!(VaesAvx2, __m256i, 8, 32, "avx2,vpclmulqdq,pclmulqdq,sse2,ssse3");
