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
    lanes = |w| reduce(w),
);

/// Lane 0 of `v` in every lane.
#[inline]
#[target_feature(enable = "avx2")]
fn broadcast_lane0(v: __m256i) -> __m256i {
    _mm256_broadcastsi128_si256(_mm256_castsi256_si128(v))
}

/// `s` in lane 0, the other lanes zero.
#[inline]
#[target_feature(enable = "avx2")]
fn lift(s: __m128i) -> __m256i {
    _mm256_zextsi128_si256(s)
}

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

/// The stitched main loop of the VAES-AVX2 tier, shared by hw-gcm (sealing and opening) and
/// hw-gcm-siv (opening), as `asm!` template text. Per iteration: AES-256 of 16 counter blocks
/// (8 ymm registers of two) with the POLYVAL of the 16 blocks at `{hb}` (a 256-byte buffer of
/// the caller's; the pair with the running sum first) placed between the rounds, one
/// reduction per lane, the lanes folded into the sum, then the last round, which XORs in the
/// input and stores the output. A zero count runs no iteration.
///
/// What differs between the callers is theirs: `$counter!("ymmN")` puts the counter blocks of
/// state register `N` into it and steps the counters in ymm10 (round key 0, in ymm8, is added
/// here); `$prep` runs on each register of hashed blocks in ymm14 (GCM byte-reverses them).
/// `hash: input` hashes each iteration's own input, copied to `{hb}` first (the one read of
/// the caller's ciphertext when GCM opens); `hash: output` hashes the blocks the previous
/// iteration left at `{hb}` and leaves its own output there (GCM sealing; GCM-SIV opening,
/// whose tag covers the plaintext).
///
/// Multiplies are Karatsuba's: three `VPCLMULQDQ` per pair of blocks (low halves, high halves,
/// and the XOR of the halves by the XOR of the power's halves, read from `{hk}`), 24 per
/// iteration and 2 for the reduction. On AMD Zen 3 and 4, `VPCLMULQDQ` and `VAESENC` share the
/// FP pipes that bound this loop.
///
/// Operands: `{rk}` the 15 round keys (240 bytes), `{h}` the powers `[H^16, H^15] .. [H^2,
/// H^1]` and `{hk}` their XORed halves (256 bytes each), `{k}` [`AVX2_LOOP_CONSTS`], `{hb}`,
/// `{src}` and `{dst}` (moved by 256 bytes an iteration), `{n}` the count; no operand needs
/// alignment. Registers (AVX2 has 16): ymm0-7 AES states; ymm8 the current round key; ymm10
/// the counters; ymm11-13 the low, middle and high sums, and between iterations ymm11 holds
/// the sum (low lane; the high lane zero); ymm14-15 scratch; ymm9 is the caller's (GCM's
/// byte-reversal mask).
#[doc(hidden)]
#[macro_export]
macro_rules! __vaes_avx2_ctr_polyval_loop {
    (hash: $hash:ident, prep: $prep:literal, counter: $counter:ident) => {
        concat!(
            "test {n}, {n}\n",
            "jz 3f\n",
            // The loop on a cache-line boundary, wherever the function lands.
            ".p2align 6\n",
            "2:\n",
            $crate::__vaes_avx2_ctr_polyval_loop!(@copy_in $hash),
            $crate::__vaes_avx2_ctr_polyval_loop!(@counters $counter),
            // Blocks 0-1, with the running sum, start the three sums.
            "vmovdqu ymm14, ymmword ptr [{hb}]\n",
            $prep,
            "vpxor ymm14, ymm14, ymm11\n",
            "vpclmulqdq ymm11, ymm14, ymmword ptr [{h}], 0x00\n",
            "vpclmulqdq ymm13, ymm14, ymmword ptr [{h}], 0x11\n",
            "vpshufd ymm15, ymm14, 0x4e\n",
            "vpxor ymm14, ymm14, ymm15\n",
            "vpclmulqdq ymm12, ymm14, ymmword ptr [{hk}], 0x00\n",
            $crate::__vaes_avx2_ctr_polyval_loop!(@round "16"),
            $crate::__vaes_avx2_ctr_polyval_loop!(@pair $prep, "32"),
            $crate::__vaes_avx2_ctr_polyval_loop!(@round "32"),
            $crate::__vaes_avx2_ctr_polyval_loop!(@pair $prep, "64"),
            $crate::__vaes_avx2_ctr_polyval_loop!(@round "48"),
            $crate::__vaes_avx2_ctr_polyval_loop!(@pair $prep, "96"),
            $crate::__vaes_avx2_ctr_polyval_loop!(@round "64"),
            $crate::__vaes_avx2_ctr_polyval_loop!(@pair $prep, "128"),
            $crate::__vaes_avx2_ctr_polyval_loop!(@round "80"),
            $crate::__vaes_avx2_ctr_polyval_loop!(@pair $prep, "160"),
            $crate::__vaes_avx2_ctr_polyval_loop!(@round "96"),
            $crate::__vaes_avx2_ctr_polyval_loop!(@pair $prep, "192"),
            $crate::__vaes_avx2_ctr_polyval_loop!(@round "112"),
            $crate::__vaes_avx2_ctr_polyval_loop!(@pair $prep, "224"),
            $crate::__vaes_avx2_ctr_polyval_loop!(@round "128"),
            // Karatsuba's middle sum less the low and high sums is the middle term.
            "vpxor ymm12, ymm12, ymm11\n",
            "vpxor ymm12, ymm12, ymm13\n",
            // Reduction, lane by lane, in two 64-bit folds: the low sum, times x^-64 mod P
            // (halves swapped, its low half times P's constant added), onto the middle; the
            // middle, so folded, onto the high.
            "vpclmulqdq ymm15, ymm11, ymmword ptr [{k}], 0x00\n",
            "vpshufd ymm11, ymm11, 0x4e\n",
            "vpxor ymm12, ymm12, ymm11\n",
            "vpxor ymm12, ymm12, ymm15\n",
            $crate::__vaes_avx2_ctr_polyval_loop!(@round "144"),
            "vpclmulqdq ymm15, ymm12, ymmword ptr [{k}], 0x00\n",
            "vpshufd ymm12, ymm12, 0x4e\n",
            "vpxor ymm13, ymm13, ymm12\n",
            "vpxor ymm13, ymm13, ymm15\n",
            $crate::__vaes_avx2_ctr_polyval_loop!(@round "160"),
            // The two lanes into the running sum.
            "vextracti128 xmm15, ymm13, 1\n",
            "vpxor xmm11, xmm13, xmm15\n",
            $crate::__vaes_avx2_ctr_polyval_loop!(@round "176"),
            $crate::__vaes_avx2_ctr_polyval_loop!(@round "192"),
            $crate::__vaes_avx2_ctr_polyval_loop!(@round "208"),
            // Last round: the input XORed into round key 14.
            "vbroadcasti128 ymm8, xmmword ptr [{rk} + 224]\n",
            $crate::__vaes_avx2_ctr_polyval_loop!(
                @last $hash, "0", "32", "64", "96", "ymm0", "ymm1", "ymm2", "ymm3"
            ),
            $crate::__vaes_avx2_ctr_polyval_loop!(
                @last $hash, "128", "160", "192", "224", "ymm4", "ymm5", "ymm6", "ymm7"
            ),
            "add {src}, 256\n",
            "add {dst}, 256\n",
            "dec {n}\n",
            "jnz 2b\n",
            "3:\n",
        )
    };
    // Counter mode alone (GCM-SIV's sealing, whose POLYVAL must end before the counter
    // starts): the same counter blocks, rounds and last round, nothing hashed, `{hb}` unused.
    (ctr, counter: $counter:ident) => {
        concat!(
            "test {n}, {n}\n",
            "jz 3f\n",
            ".p2align 6\n",
            "2:\n",
            $crate::__vaes_avx2_ctr_polyval_loop!(@counters $counter),
            $crate::__vaes_avx2_ctr_polyval_loop!(@rounds),
            "vbroadcasti128 ymm8, xmmword ptr [{rk} + 224]\n",
            $crate::__vaes_avx2_ctr_polyval_loop!(
                @last none, "0", "32", "64", "96", "ymm0", "ymm1", "ymm2", "ymm3"
            ),
            $crate::__vaes_avx2_ctr_polyval_loop!(
                @last none, "128", "160", "192", "224", "ymm4", "ymm5", "ymm6", "ymm7"
            ),
            "add {src}, 256\n",
            "add {dst}, 256\n",
            "dec {n}\n",
            "jnz 2b\n",
            "3:\n",
        )
    };
    // Round key 0 into ymm8, the counter blocks of the eight states, and round 0.
    (@counters $counter:ident) => {
        concat!(
            "vbroadcasti128 ymm8, xmmword ptr [{rk}]\n",
            $counter!("ymm0"),
            $counter!("ymm1"),
            $counter!("ymm2"),
            $counter!("ymm3"),
            $counter!("ymm4"),
            $counter!("ymm5"),
            $counter!("ymm6"),
            $counter!("ymm7"),
            "vpxor ymm0, ymm0, ymm8\n",
            "vpxor ymm1, ymm1, ymm8\n",
            "vpxor ymm2, ymm2, ymm8\n",
            "vpxor ymm3, ymm3, ymm8\n",
            "vpxor ymm4, ymm4, ymm8\n",
            "vpxor ymm5, ymm5, ymm8\n",
            "vpxor ymm6, ymm6, ymm8\n",
            "vpxor ymm7, ymm7, ymm8\n",
        )
    };
    // Rounds 1-13, with nothing between them.
    (@rounds) => {
        concat!(
            $crate::__vaes_avx2_ctr_polyval_loop!(@round "16"),
            $crate::__vaes_avx2_ctr_polyval_loop!(@round "32"),
            $crate::__vaes_avx2_ctr_polyval_loop!(@round "48"),
            $crate::__vaes_avx2_ctr_polyval_loop!(@round "64"),
            $crate::__vaes_avx2_ctr_polyval_loop!(@round "80"),
            $crate::__vaes_avx2_ctr_polyval_loop!(@round "96"),
            $crate::__vaes_avx2_ctr_polyval_loop!(@round "112"),
            $crate::__vaes_avx2_ctr_polyval_loop!(@round "128"),
            $crate::__vaes_avx2_ctr_polyval_loop!(@round "144"),
            $crate::__vaes_avx2_ctr_polyval_loop!(@round "160"),
            $crate::__vaes_avx2_ctr_polyval_loop!(@round "176"),
            $crate::__vaes_avx2_ctr_polyval_loop!(@round "192"),
            $crate::__vaes_avx2_ctr_polyval_loop!(@round "208"),
        )
    };
    // Round key `$off / 16` broadcast into ymm8, then that round on the eight states.
    (@round $off:literal) => {
        concat!(
            "vbroadcasti128 ymm8, xmmword ptr [{rk} + ", $off, "]\n",
            "vaesenc ymm0, ymm0, ymm8\n",
            "vaesenc ymm1, ymm1, ymm8\n",
            "vaesenc ymm2, ymm2, ymm8\n",
            "vaesenc ymm3, ymm3, ymm8\n",
            "vaesenc ymm4, ymm4, ymm8\n",
            "vaesenc ymm5, ymm5, ymm8\n",
            "vaesenc ymm6, ymm6, ymm8\n",
            "vaesenc ymm7, ymm7, ymm8\n",
        )
    };
    // Blocks `2k, 2k + 1` (`$off = 32 k` bytes from `{hb}`), `$prep` applied, times their
    // powers (`{h}` + `$off`) in three multiplies, into the low, middle and high sums
    // (ymm11-13). The middle sum so made is the true middle term plus the low and high sums,
    // which the reduction removes once for all 16 blocks.
    (@pair $prep:literal, $off:literal) => {
        concat!(
            "vmovdqu ymm14, ymmword ptr [{hb} + ", $off, "]\n",
            $prep,
            "vpclmulqdq ymm15, ymm14, ymmword ptr [{h} + ", $off, "], 0x00\n",
            "vpxor ymm11, ymm11, ymm15\n",
            "vpclmulqdq ymm15, ymm14, ymmword ptr [{h} + ", $off, "], 0x11\n",
            "vpxor ymm13, ymm13, ymm15\n",
            "vpshufd ymm15, ymm14, 0x4e\n",
            "vpxor ymm14, ymm14, ymm15\n",
            "vpclmulqdq ymm15, ymm14, ymmword ptr [{hk} + ", $off, "], 0x00\n",
            "vpxor ymm12, ymm12, ymm15\n",
        )
    };
    // The last round of four state registers (`$a`.. at byte offsets `$o0`..): the input XORed
    // into round key 14 (ymm8) through ymm12-15, and the stores; `hash: output` also keeps
    // the output at `{hb}`.
    (@last $hash:ident, $o0:literal, $o1:literal, $o2:literal, $o3:literal,
     $a:literal, $b:literal, $c:literal, $d:literal) => {
        concat!(
            "vpxor ymm12, ymm8, ymmword ptr [",
            $crate::__vaes_avx2_ctr_polyval_loop!(@input $hash), " + ", $o0, "]\n",
            "vpxor ymm13, ymm8, ymmword ptr [",
            $crate::__vaes_avx2_ctr_polyval_loop!(@input $hash), " + ", $o1, "]\n",
            "vpxor ymm14, ymm8, ymmword ptr [",
            $crate::__vaes_avx2_ctr_polyval_loop!(@input $hash), " + ", $o2, "]\n",
            "vpxor ymm15, ymm8, ymmword ptr [",
            $crate::__vaes_avx2_ctr_polyval_loop!(@input $hash), " + ", $o3, "]\n",
            "vaesenclast ", $a, ", ", $a, ", ymm12\n",
            "vaesenclast ", $b, ", ", $b, ", ymm13\n",
            "vaesenclast ", $c, ", ", $c, ", ymm14\n",
            "vaesenclast ", $d, ", ", $d, ", ymm15\n",
            "vmovdqu ymmword ptr [{dst} + ", $o0, "], ", $a, "\n",
            "vmovdqu ymmword ptr [{dst} + ", $o1, "], ", $b, "\n",
            "vmovdqu ymmword ptr [{dst} + ", $o2, "], ", $c, "\n",
            "vmovdqu ymmword ptr [{dst} + ", $o3, "], ", $d, "\n",
            $crate::__vaes_avx2_ctr_polyval_loop!(@keep $hash, $o0, $a),
            $crate::__vaes_avx2_ctr_polyval_loop!(@keep $hash, $o1, $b),
            $crate::__vaes_avx2_ctr_polyval_loop!(@keep $hash, $o2, $c),
            $crate::__vaes_avx2_ctr_polyval_loop!(@keep $hash, $o3, $d),
        )
    };
    // Where the last round reads the input: the copy at `{hb}` (the one read of the caller's
    // memory) or `{src}`.
    (@input input) => {
        "{hb}"
    };
    (@input output) => {
        "{src}"
    };
    (@input none) => {
        "{src}"
    };
    (@keep input, $off:literal, $x:literal) => {
        ""
    };
    (@keep none, $off:literal, $x:literal) => {
        ""
    };
    (@keep output, $off:literal, $x:literal) => {
        concat!("vmovdqu ymmword ptr [{hb} + ", $off, "], ", $x, "\n")
    };
    // `hash: input` copies the iteration's input from `{src}` to `{hb}` first.
    (@copy_in input) => {
        concat!(
            $crate::__vaes_avx2_ctr_polyval_loop!(@copy "0"),
            $crate::__vaes_avx2_ctr_polyval_loop!(@copy "32"),
            $crate::__vaes_avx2_ctr_polyval_loop!(@copy "64"),
            $crate::__vaes_avx2_ctr_polyval_loop!(@copy "96"),
            $crate::__vaes_avx2_ctr_polyval_loop!(@copy "128"),
            $crate::__vaes_avx2_ctr_polyval_loop!(@copy "160"),
            $crate::__vaes_avx2_ctr_polyval_loop!(@copy "192"),
            $crate::__vaes_avx2_ctr_polyval_loop!(@copy "224"),
        )
    };
    (@copy_in output) => {
        ""
    };
    (@copy $off:literal) => {
        concat!(
            "vmovdqu ymm14, ymmword ptr [{src} + ", $off, "]\n",
            "vmovdqu ymmword ptr [{hb} + ", $off, "], ymm14\n",
        )
    };
}

/// The `{k}` operand of [`__vaes_avx2_ctr_polyval_loop!`](crate::__vaes_avx2_ctr_polyval_loop):
/// `x^57 + x^62 + x^63` in the low qword of each lane (RFC 8452 §3, for the reduction), `+2`
/// in each lane's first 32-bit word (the counter step of both callers: hw-gcm's counter is
/// byte-reversed there, GCM-SIV's counts in its first word), 32 bytes each, then GCM's
/// byte-reversal mask (16 bytes).
#[repr(C, align(32))]
pub struct Avx2LoopConsts(pub [u64; 10]);

/// See [`Avx2LoopConsts`].
pub static AVX2_LOOP_CONSTS: Avx2LoopConsts = Avx2LoopConsts([
    0xC200_0000_0000_0000,
    0,
    0xC200_0000_0000_0000,
    0,
    2,
    0,
    2,
    0,
    0x0809_0a0b_0c0d_0e0f,
    0x0001_0203_0405_0607,
]);

/// Each power's two 64-bit halves XORed, lane by lane: the `{hk}` operand of
/// [`__vaes_avx2_ctr_polyval_loop!`](crate::__vaes_avx2_ctr_polyval_loop), for its Karatsuba
/// middle products.
#[inline]
#[target_feature(enable = "avx2")]
pub fn xored_halves(h: &[__m256i; 8]) -> [__m256i; 8] {
    h.map(|v| _mm256_xor_si256(v, _mm256_shuffle_epi32::<0x4e>(v)))
}
