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
    lanes = |w| reduce(w),
);

/// Lane 0 of `v` in every lane.
#[inline]
#[target_feature(enable = "avx512f")]
fn broadcast_lane0(v: __m512i) -> __m512i {
    _mm512_broadcast_i32x4(_mm512_castsi512_si128(v))
}

/// `s` in lane 0, the other lanes zero.
#[inline]
#[target_feature(enable = "avx512f")]
fn lift(s: __m128i) -> __m512i {
    _mm512_zextsi128_si512(s)
}

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

/// The stitched main loop of the VAES-AVX512 tier, shared by hw-gcm (sealing and opening) and
/// hw-gcm-siv (opening), as `asm!` template text: a prologue that loads round keys and
/// constants, then per iteration AES-256 of 16 counter blocks (4 zmm registers of four) with
/// the POLYVAL of the 16 blocks in zmm4..zmm7 (plus the running sum) placed between its
/// rounds, one reduction per lane, the lanes folded into the sum, and the last round, which
/// XORs in the input and stores the output. A zero count runs no iteration.
///
/// What differs between the callers is theirs: `$load` runs first in an iteration (GCM's
/// opening loads and byte-reverses its own input there), `$after` last (sealing, and
/// GCM-SIV's opening, put the output, byte-reversed for GCM, in zmm4..zmm7 for the next
/// iteration, with the sum just computed added to block 0). `$sum` adds the sum to block 0 at
/// the top of the iteration where `$after` did not (GCM's opening, into zmm21), and `$b0`
/// names the register that then holds block 0 with the sum. `$in01` and `$in23` XOR the input
/// of blocks 0-7 and 8-15 into round key 14 (zmm17), into zmm18-19 and zmm21-22 (`@src01` and
/// `@src23` read it from `{src}`). `counter: gcm` keeps the counter blocks in memory byte
/// order: while the counter's low byte does not carry, `+k` is a 32-bit add of `k << 24` to
/// each lane's last dword; otherwise a slow path steps them in counter order (through the
/// byte-reversal mask, zmm9). It makes counters `c .. c + 19` (the next iteration's first four
/// in zmm10), so it is exact for any start when `c`'s low byte (`{c}`, stepped by 16 an
/// iteration) is at most 236. `counter: plain` adds 4 to each lane's first 32-bit word (RFC
/// 8452's counter) and uses neither `{c}` nor the mask.
///
/// `keys: narrow` keeps the counter step in zmm11 and GCM's byte-reversal mask in zmm9, and
/// broadcasts round keys 1 and 2 from `{rk}` into zmm22 in each iteration; `keys: wide` holds
/// round keys 1 and 2 in zmm11 and zmm9 and reads the step and the mask from `{k}` (the
/// caller's own uses of the mask too). Wide, in-process A/B on an AMD EPYC Zen 4 (family 25
/// model 17): GCM opening of 4 KiB-1 MiB 0.979-0.991x the time, sealing 0.985-0.993x, GCM-SIV
/// opening 0.995-1.005x; but in llvm-mca 22 GCM sealing on Sapphire Rapids went from 56 to 57
/// `SPRPort00` cycles per 256 bytes (1.02x aws-lc's loop), opening stayed at 56. So GCM's
/// opening and GCM-SIV's run wide, GCM's sealing narrow.
///
/// The multiplies are Karatsuba's: per four blocks a low, a high and one middle product
/// (from each block's two halves XORed and the power's, which `{kh}` holds), 12 `VPCLMULQDQ`
/// per iteration and 2 for the reduction, where the schoolbook middle part took 16 and 2. On
/// AMD Zen 4 `VAESENC` and `VPCLMULQDQ` share the two pipes that bound this loop (measured
/// there: 8 `VAESENC` and 2 `VPCLMULQDQ` zmm take 10 cycles, as 10 `VAESENC` do).
///
/// Operands: `{rk}` the 15 round keys (240 bytes), `{kh}` (128 bytes: the XORed halves of
/// `H^16..H^13` and `H^12..H^9` in qwords 0 and 1 of each lane, then of `H^8..H^5` and
/// `H^4..H^1`), `{k}` [`AVX512_LOOP_CONSTS`], `{src}` and `{dst}` (moved by 256 bytes an
/// iteration), `{n}` the count, and `{c}` with `counter: gcm`. Registers: zmm0-3 AES states;
/// zmm4-7 blocks to hash; zmm8 the sum (lane 0; lanes 1-3 zero); zmm9 the byte-reversal mask
/// (`gcm`, narrow) or round key 2 (wide); zmm10 the counter blocks `[c, c+1, c+2, c+3]`, zmm11
/// their step (narrow) or round key 1 (wide); zmm12-15 `H^16..H^1`; zmm16 round key 0, zmm17
/// round key 14, zmm23-31 round keys 5-13 (each broadcast to four lanes); the other round keys
/// of 1-4 are broadcast from `{rk}` into zmm22 in the round that uses them; zmm18-20 the
/// products' low, middle and high parts, zmm21-22 scratch. Callers declare zmm9 and zmm11
/// written.
#[doc(hidden)]
#[macro_export]
macro_rules! __vaes_avx512_ctr_polyval_loop {
    (load: $load:expr, after: $after:expr, in01: $in01:expr, in23: $in23:expr, sum: $sum:expr,
        b0: $b0:literal, counter: $counter:ident, keys: $keys:ident) => {
        concat!(
            "test {n}, {n}\n",
            "jz 5f\n",
            // Round keys 0, 14 and 5-13 broadcast into registers; the constants.
            "vbroadcasti32x4 zmm16, xmmword ptr [{rk}]\n",
            "vbroadcasti32x4 zmm17, xmmword ptr [{rk} + 224]\n",
            "vbroadcasti32x4 zmm23, xmmword ptr [{rk} + 80]\n",
            "vbroadcasti32x4 zmm24, xmmword ptr [{rk} + 96]\n",
            "vbroadcasti32x4 zmm25, xmmword ptr [{rk} + 112]\n",
            "vbroadcasti32x4 zmm26, xmmword ptr [{rk} + 128]\n",
            "vbroadcasti32x4 zmm27, xmmword ptr [{rk} + 144]\n",
            "vbroadcasti32x4 zmm28, xmmword ptr [{rk} + 160]\n",
            "vbroadcasti32x4 zmm29, xmmword ptr [{rk} + 176]\n",
            "vbroadcasti32x4 zmm30, xmmword ptr [{rk} + 192]\n",
            "vbroadcasti32x4 zmm31, xmmword ptr [{rk} + 208]\n",
            $crate::__vaes_avx512_ctr_polyval_loop!(@step $counter, $keys),
            // The loop on a cache-line boundary, wherever the function lands.
            ".p2align 6\n",
            "2:\n",
            $load,
            // Counter blocks: zmm10 stepped by zmm11 three times, and for the next iteration
            // (`counter: gcm` may take the slow path at 3 instead); then XOR round key 0.
            $crate::__vaes_avx512_ctr_polyval_loop!(@check $counter),
            $crate::__vaes_avx512_ctr_polyval_loop!(@add "zmm1", "zmm10", $counter, $keys),
            "vpxorq zmm0, zmm10, zmm16\n",
            $crate::__vaes_avx512_ctr_polyval_loop!(@add "zmm2", "zmm1", $counter, $keys),
            "vpxorq zmm1, zmm1, zmm16\n",
            $crate::__vaes_avx512_ctr_polyval_loop!(@add "zmm3", "zmm2", $counter, $keys),
            "vpxorq zmm2, zmm2, zmm16\n",
            $crate::__vaes_avx512_ctr_polyval_loop!(@add "zmm10", "zmm3", $counter, $keys),
            "vpxorq zmm3, zmm3, zmm16\n",
            "4:\n",
            // Blocks 0-3 (with the sum) times H^16..H^13: low and high parts. (GCM's opening
            // adds the sum into zmm21: zmm4 stays as loaded, its last round takes its input
            // from it.)
            $sum,
            "vpclmulqdq zmm18, ", $b0, ", zmm12, 0x00\n",
            "vpclmulqdq zmm20, ", $b0, ", zmm12, 0x11\n",
            // Karatsuba: each block's two halves XORed, blocks 0-3 in qword 0 of each lane and
            // blocks 4-7 in qword 1, as `{kh}` holds the powers' XORed halves.
            "vpunpcklqdq zmm19, ", $b0, ", zmm5\n",
            "vpunpckhqdq zmm21, ", $b0, ", zmm5\n",
            $crate::__vaes_avx512_ctr_polyval_loop!(@key "16", "zmm11", $keys),
            "vpxorq zmm21, zmm19, zmm21\n",
            "vpclmulqdq zmm19, zmm21, zmmword ptr [{kh}], 0x00\n",
            "vpclmulqdq zmm21, zmm21, zmmword ptr [{kh}], 0x11\n",
            "vpxorq zmm19, zmm19, zmm21\n",
            $crate::__vaes_avx512_ctr_polyval_loop!(@key "32", "zmm9", $keys),
            // Blocks 4-7 and 8-11 times H^12..H^9 and H^8..H^5: low parts, high parts.
            "vpclmulqdq zmm21, zmm5, zmm13, 0x00\n",
            "vpclmulqdq zmm22, zmm6, zmm14, 0x00\n",
            "vpternlogq zmm18, zmm21, zmm22, 0x96\n",
            "vbroadcasti32x4 zmm22, xmmword ptr [{rk} + 48]\n",
            $crate::__vaes_avx512_ctr_polyval_loop!(@round "zmm22"),
            "vpclmulqdq zmm21, zmm5, zmm13, 0x11\n",
            "vpclmulqdq zmm22, zmm6, zmm14, 0x11\n",
            "vpternlogq zmm20, zmm21, zmm22, 0x96\n",
            "vbroadcasti32x4 zmm22, xmmword ptr [{rk} + 64]\n",
            $crate::__vaes_avx512_ctr_polyval_loop!(@round "zmm22"),
            // Karatsuba products of blocks 8-11 and 12-15.
            "vpunpcklqdq zmm21, zmm6, zmm7\n",
            "vpunpckhqdq zmm22, zmm6, zmm7\n",
            "vpxorq zmm21, zmm21, zmm22\n",
            $crate::__vaes_avx512_ctr_polyval_loop!(@round "zmm23"),
            "vpclmulqdq zmm22, zmm21, zmmword ptr [{kh} + 64], 0x00\n",
            "vpclmulqdq zmm21, zmm21, zmmword ptr [{kh} + 64], 0x11\n",
            "vpternlogq zmm19, zmm21, zmm22, 0x96\n",
            $crate::__vaes_avx512_ctr_polyval_loop!(@round "zmm24"),
            // Low and high parts of blocks 12-15 times H^4..H^1.
            "vpclmulqdq zmm21, zmm7, zmm15, 0x00\n",
            "vpxorq zmm18, zmm18, zmm21\n",
            "vpclmulqdq zmm22, zmm7, zmm15, 0x11\n",
            "vpxorq zmm20, zmm20, zmm22\n",
            $crate::__vaes_avx512_ctr_polyval_loop!(@round "zmm25"),
            // The middle part: the Karatsuba products plus the low and high parts.
            "vpternlogq zmm19, zmm18, zmm20, 0x96\n",
            $crate::__vaes_avx512_ctr_polyval_loop!(@round "zmm26"),
            // Reduction, lane by lane, in two 64-bit folds (the same result as hw-polyval's
            // `reduce`, which first splits the middle part onto the low and high parts): the
            // low part, times x^-64 mod P (swap its halves, XOR its low half times P's
            // constant), lands on the middle part; the middle part, so folded, on the high.
            "vpclmulqdq zmm21, zmm18, zmmword ptr [{k}], 0x00\n",
            "vpshufd zmm18, zmm18, 0x4e\n",
            "vpternlogq zmm19, zmm18, zmm21, 0x96\n",
            $crate::__vaes_avx512_ctr_polyval_loop!(@round "zmm27"),
            "vpclmulqdq zmm21, zmm19, zmmword ptr [{k}], 0x00\n",
            "vpshufd zmm19, zmm19, 0x4e\n",
            "vpternlogq zmm20, zmm19, zmm21, 0x96\n",
            $crate::__vaes_avx512_ctr_polyval_loop!(@round "zmm28"),
            // XOR of the four lanes into the sum; the input XORed into the last round key.
            "vextracti64x4 ymm21, zmm20, 1\n",
            "vpxorq ymm20, ymm20, ymm21\n",
            $crate::__vaes_avx512_ctr_polyval_loop!(@round "zmm29"),
            "vextracti32x4 xmm21, ymm20, 1\n",
            "vpxorq xmm8, xmm20, xmm21\n",
            $in01,
            $crate::__vaes_avx512_ctr_polyval_loop!(@round "zmm30"),
            $crate::__vaes_avx512_ctr_polyval_loop!(@round "zmm31"),
            $in23,
            "vaesenclast zmm0, zmm0, zmm18\n",
            "vaesenclast zmm1, zmm1, zmm19\n",
            "vaesenclast zmm2, zmm2, zmm21\n",
            "vaesenclast zmm3, zmm3, zmm22\n",
            "vmovdqu64 zmmword ptr [{dst}], zmm0\n",
            "vmovdqu64 zmmword ptr [{dst} + 64], zmm1\n",
            "vmovdqu64 zmmword ptr [{dst} + 128], zmm2\n",
            "vmovdqu64 zmmword ptr [{dst} + 192], zmm3\n",
            $after,
            "add {src}, 256\n",
            "add {dst}, 256\n",
            $crate::__vaes_avx512_ctr_polyval_loop!(@count $counter),
            "dec {n}\n",
            "jnz 2b\n",
            $crate::__vaes_avx512_ctr_polyval_loop!(@slow $counter, $keys),
            "5:\n",
                )
    };
    // One AES round on the four state registers with the round key operand `$k`.
    (@round $k:literal) => {
        concat!(
            "vaesenc zmm0, zmm0, ", $k, "\n",
            "vaesenc zmm1, zmm1, ", $k, "\n",
            "vaesenc zmm2, zmm2, ", $k, "\n",
            "vaesenc zmm3, zmm3, ", $k, "\n",
        )
    };
    // The input of blocks 0-7 and 8-15 from `{src}`, XORed into round key 14 (zmm17).
    (@src01) => {
        concat!(
            "vpxorq zmm18, zmm17, zmmword ptr [{src}]\n",
            "vpxorq zmm19, zmm17, zmmword ptr [{src} + 64]\n",
        )
    };
    (@src23) => {
        concat!(
            "vpxorq zmm21, zmm17, zmmword ptr [{src} + 128]\n",
            "vpxorq zmm22, zmm17, zmmword ptr [{src} + 192]\n",
        )
    };
    // `keys: narrow`: the counter step in zmm11 and, for GCM, the byte-reversal mask in zmm9;
    // round keys 1 and 2 broadcast from `{rk}` where they are used. `keys: wide`: round keys
    // 1 and 2 in zmm11 and zmm9, the step and the mask read from `{k}`.
    (@step gcm, narrow) => {
        concat!(
            "vmovdqa64 zmm9, zmmword ptr [{k} + 128]\n",
            "vmovdqa64 zmm11, zmmword ptr [{k} + 192]\n",
        )
    };
    (@step plain, narrow) => {
        "vmovdqa64 zmm11, zmmword ptr [{k} + 64]\n"
    };
    (@step $counter:ident, wide) => {
        concat!(
            "vbroadcasti32x4 zmm11, xmmword ptr [{rk} + 16]\n",
            "vbroadcasti32x4 zmm9, xmmword ptr [{rk} + 32]\n",
        )
    };
    (@inc $counter:ident, narrow) => {
        "zmm11"
    };
    (@inc gcm, wide) => {
        "zmmword ptr [{k} + 192]"
    };
    (@inc plain, wide) => {
        "zmmword ptr [{k} + 64]"
    };
    // A round with the key at byte `$off` of `{rk}`: broadcast into zmm22 (narrow), or the
    // register `$reg` holds it (wide).
    (@key $off:literal, $reg:literal, narrow) => {
        concat!(
            "vbroadcasti32x4 zmm22, xmmword ptr [{rk} + ", $off, "]\n",
            $crate::__vaes_avx512_ctr_polyval_loop!(@round "zmm22"),
        )
    };
    (@key $off:literal, $reg:literal, wide) => {
        $crate::__vaes_avx512_ctr_polyval_loop!(@round $reg)
    };
    // `$dst` = `$src` plus the counter step.
    (@add $dst:literal, $src:literal, $counter:ident, $keys:ident) => {
        concat!(
            "vpaddd ", $dst, ", ", $src, ", ",
            $crate::__vaes_avx512_ctr_polyval_loop!(@inc $counter, $keys),
            "\n",
        )
    };
    // The byte-reversal mask as an operand (GCM's callers use it too).
    (@mask narrow) => {
        "zmm9"
    };
    (@mask wide) => {
        "zmmword ptr [{k} + 128]"
    };
    (@check gcm) => {
        concat!("cmp {c:l}, 237\n", "jae 3f\n")
    };
    (@check plain) => {
        ""
    };
    (@count gcm) => {
        "add {c:e}, 16\n"
    };
    (@count plain) => {
        ""
    };
    // GCM's slow counter path: to counter order (byte-reversed), add, and back.
    (@slow gcm, $keys:ident) => {
        concat!(
            "jmp 5f\n",
            "3:\n",
            "vpshufb zmm21, zmm10, ", $crate::__vaes_avx512_ctr_polyval_loop!(@mask $keys), "\n",
            "vpxorq zmm0, zmm10, zmm16\n",
            "vpaddd zmm21, zmm21, zmmword ptr [{k} + 64]\n",
            "vpshufb zmm1, zmm21, ", $crate::__vaes_avx512_ctr_polyval_loop!(@mask $keys), "\n",
            "vpaddd zmm21, zmm21, zmmword ptr [{k} + 64]\n",
            "vpshufb zmm2, zmm21, ", $crate::__vaes_avx512_ctr_polyval_loop!(@mask $keys), "\n",
            "vpaddd zmm21, zmm21, zmmword ptr [{k} + 64]\n",
            "vpshufb zmm3, zmm21, ", $crate::__vaes_avx512_ctr_polyval_loop!(@mask $keys), "\n",
            "vpaddd zmm21, zmm21, zmmword ptr [{k} + 64]\n",
            "vpshufb zmm10, zmm21, ", $crate::__vaes_avx512_ctr_polyval_loop!(@mask $keys), "\n",
            "vpxorq zmm1, zmm1, zmm16\n",
            "vpxorq zmm2, zmm2, zmm16\n",
            "vpxorq zmm3, zmm3, zmm16\n",
            "jmp 4b\n",
        )
    };
    (@slow plain, $keys:ident) => {
        ""
    };
}

/// The `{k}` operand of
/// [`__vaes_avx512_ctr_polyval_loop!`](crate::__vaes_avx512_ctr_polyval_loop), 64 bytes each:
/// `x^57 + x^62 + x^63` in the low qword of each lane (RFC 8452 §3, for the reduction), `+4`
/// in each lane's first 32-bit word (GCM-SIV's counter step, and GCM's slow counter path), the
/// byte-reversal mask, and `+4` on a GCM counter in memory byte order (its low byte is the
/// lane's top byte).
#[repr(C, align(64))]
pub struct Avx512LoopConsts(pub [u64; 32]);

const P: u64 = 0xC200_0000_0000_0000;
const BSWAP_LO: u64 = 0x0809_0a0b_0c0d_0e0f;
const BSWAP_HI: u64 = 0x0001_0203_0405_0607;
const INC_BE: u64 = 4 << 56;

/// See [`Avx512LoopConsts`].
pub static AVX512_LOOP_CONSTS: Avx512LoopConsts = Avx512LoopConsts([
    P, 0, P, 0, P, 0, P, 0, //
    4, 0, 4, 0, 4, 0, 4, 0, //
    BSWAP_LO, BSWAP_HI, BSWAP_LO, BSWAP_HI, BSWAP_LO, BSWAP_HI, BSWAP_LO, BSWAP_HI, //
    0, INC_BE, 0, INC_BE, 0, INC_BE, 0, INC_BE,
]);

/// The `{kh}` operand of
/// [`__vaes_avx512_ctr_polyval_loop!`](crate::__vaes_avx512_ctr_polyval_loop) from the powers
/// `H^16..H^1` (four registers): each power's two halves XORed, `H^16..H^13` in qword 0 of
/// each lane and `H^12..H^9` in qword 1, then `H^8..H^5` and `H^4..H^1` likewise.
#[inline]
#[target_feature(enable = "avx512f")]
pub fn xored_halves(h: &[__m512i; 4]) -> [__m512i; 2] {
    let halves = |a: __m512i, b: __m512i| {
        _mm512_xor_si512(_mm512_unpacklo_epi64(a, b), _mm512_unpackhi_epi64(a, b))
    };
    [halves(h[0], h[1]), halves(h[2], h[3])]
}
