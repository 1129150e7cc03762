//! POLYVAL on VPCLMULQDQ with 512-bit registers (AVX-512 F/BW).
//!
//! Follows `aesni_clmul.rs` (same field, same reduction, same key-power layout); differences:
//! - Four blocks per zmm register, lane 0 first, multiplied lane by lane by the matching key
//!   powers; 16 blocks (4 registers) per reduction with `H^16..H^1`. The stored powers are
//!   `H^8..H^1`; `H^16..H^9` are derived per call (two lane-wise multiplies by `H^8`) when at
//!   least 16 blocks are absorbed.
//! - The reduction runs on each lane, then the four lanes are XORed (reduction is linear).
//! - Fewer than 16 blocks at the end go to the 128-bit kernel.

#![allow(
    clippy::missing_safety_doc,
    reason = "the tier token argument is the safety proof"
)]

use super::aesni_clmul as clmul;
use crate::Powers;
use core::arch::x86_64::*;
use hw_cpu::{Token as _, VaesAvx512};

// Safety contract of every `#[target_feature]` function here: the caller must run on a CPU
// with the features named in its attribute; the entry point takes the `VaesAvx512` token (which
// proves vpclmulqdq and AVX-512 F/BW) by value.

/// Unreduced lane-wise sums of products.
#[derive(Clone, Copy)]
pub struct Wide512 {
    /// Sum of `a0 * b0` per lane.
    pub lo: __m512i,
    /// Sum of `a0 * b1 + a1 * b0` per lane.
    pub mid: __m512i,
    /// Sum of `a1 * b1` per lane.
    pub hi: __m512i,
}

/// `a * b` lane by lane, unreduced (4 carry-less multiplies per lane).
#[inline]
#[target_feature(enable = "avx512f,vpclmulqdq")]
pub fn mul(a: __m512i, b: __m512i) -> Wide512 {
    Wide512 {
        lo: _mm512_clmulepi64_epi128::<0x00>(a, b), // a0 * b0
        hi: _mm512_clmulepi64_epi128::<0x11>(a, b), // a1 * b1
        mid: _mm512_xor_si512(
            _mm512_clmulepi64_epi128::<0x01>(a, b), // a1 * b0
            _mm512_clmulepi64_epi128::<0x10>(a, b), // a0 * b1
        ),
    }
}

/// `acc += a * b`, lane by lane.
#[inline]
#[target_feature(enable = "avx512f,vpclmulqdq")]
pub fn mul_acc(acc: &mut Wide512, a: __m512i, b: __m512i) {
    acc.lo = _mm512_xor_si512(acc.lo, _mm512_clmulepi64_epi128::<0x00>(a, b));
    acc.hi = _mm512_xor_si512(acc.hi, _mm512_clmulepi64_epi128::<0x11>(a, b));
    // 0x96: three-way XOR.
    acc.mid = _mm512_ternarylogic_epi64::<0x96>(
        acc.mid,
        _mm512_clmulepi64_epi128::<0x01>(a, b),
        _mm512_clmulepi64_epi128::<0x10>(a, b),
    );
}

/// Lane-wise `acc * x^-128 mod P`: `clmul::reduce` on each lane.
#[inline]
#[target_feature(enable = "avx512f,avx512bw,vpclmulqdq")]
pub fn reduce(acc: Wide512) -> __m512i {
    let l = _mm512_xor_si512(acc.lo, _mm512_bslli_epi128::<8>(acc.mid));
    let h = _mm512_xor_si512(acc.hi, _mm512_bsrli_epi128::<8>(acc.mid));
    // x^57 + x^62 + x^63 in the low qword of each lane (RFC 8452 §3).
    let poly = _mm512_broadcast_i32x4(_mm_set_epi64x(0, 0xC200_0000_0000_0000_u64 as i64));
    let m = _mm512_clmulepi64_epi128::<0x00>(l, poly);
    let l = _mm512_xor_si512(_mm512_shuffle_epi32::<_MM_PERM_BADC>(l), m);
    let n = _mm512_clmulepi64_epi128::<0x00>(l, poly);
    _mm512_ternarylogic_epi64::<0x96>(h, _mm512_shuffle_epi32::<_MM_PERM_BADC>(l), n)
}

/// XOR of the four lanes.
#[inline]
#[target_feature(enable = "avx512f,avx2")]
pub fn fold(v: __m512i) -> __m128i {
    let y = _mm256_xor_si256(_mm512_castsi512_si256(v), _mm512_extracti64x4_epi64::<1>(v));
    _mm_xor_si128(_mm256_castsi256_si128(y), _mm256_extracti128_si256::<1>(y))
}

/// The stored powers as two registers: `[H^8, H^7, H^6, H^5]` and `[H^4, H^3, H^2, H^1]`.
#[inline]
#[target_feature(enable = "avx512f")]
pub fn load_powers8(powers: &Powers) -> [__m512i; 2] {
    let (halves, _) = powers.as_flattened().as_chunks::<64>();
    // SAFETY: mem: each half is exactly 64 readable bytes; no alignment needed.
    let lo = unsafe { _mm512_loadu_si512(halves[0].as_ptr().cast()) };
    // SAFETY: as above.
    let hi = unsafe { _mm512_loadu_si512(halves[1].as_ptr().cast()) };
    [lo, hi]
}

/// `[H^16..H^13], [H^12..H^9], [H^8..H^5], [H^4..H^1]` from the stored eight.
#[inline]
#[target_feature(enable = "avx512f,avx512bw,vpclmulqdq")]
pub fn powers16(h8: [__m512i; 2]) -> [__m512i; 4] {
    let top = _mm512_broadcast_i32x4(_mm512_castsi512_si128(h8[0]));
    [
        reduce(mul(h8[0], top)),
        reduce(mul(h8[1], top)),
        h8[0],
        h8[1],
    ]
}

super::super::karatsuba!(
    __m512i, Wide512, "avx512f,avx512bw,avx2,vpclmulqdq" + schoolbook,
    xor = _mm512_xor_si512, zero = _mm512_setzero_si512, clmul = _mm512_clmulepi64_epi128,
    swap = |v| _mm512_shuffle_epi32::<{ _MM_PERM_BADC }>(v),
    lift = |s| _mm512_zextsi128_si512(s),
    finish = |w| fold(reduce(w)),
);

/// A register of blocks from memory (lane 0 first), byte-reversed for GHASH.
#[inline]
#[target_feature(enable = "avx512f,avx512bw")]
fn load_blocks<const GHASH: bool>(b: &[u8; 64]) -> __m512i {
    // SAFETY: mem: `b` is exactly 64 readable bytes; no alignment needed.
    let v = unsafe { _mm512_loadu_si512(b.as_ptr().cast()) };
    if GHASH {
        _mm512_shuffle_epi8(v, _mm512_broadcast_i32x4(clmul::bswap_mask()))
    } else {
        v
    }
}

super::super::wide_update!(VaesAvx512, __m512i, 4, 64, "avx512f,avx512bw,avx2,vpclmulqdq,pclmulqdq,sse2,ssse3");
