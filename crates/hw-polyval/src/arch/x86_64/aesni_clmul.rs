//! POLYVAL on PCLMULQDQ (128-bit registers): the canonical kernel of this crate.
//!
//! Features: `pclmulqdq`, `sse2`, `ssse3` (for the GHASH byte reversal), proven by the
//! [`AesNiClmul`] token.
//!
//! ## Field and representation (RFC 8452 §3)
//! POLYVAL works in GF(2^128) defined by P(x) = x^128 + x^127 + x^126 + x^121 + 1. A 16-byte
//! string is the polynomial whose coefficient of x^i is bit (i mod 8) of byte (i / 8), i.e. the
//! little-endian 128-bit integer. An XMM register loaded from those bytes therefore holds the
//! polynomial with x^i at bit i, which is what `PCLMULQDQ` multiplies: no bit reflection.
//!
//! The POLYVAL product is `dot(a, b) = a * b * x^-128 mod P`, and
//! `POLYVAL(H, X_1..X_n) = S_n` with `S_0 = 0`, `S_j = dot(S_{j-1} + X_j, H)`.
//!
//! ## Multiply
//! Schoolbook on 64-bit halves: `LO = a0*b0`, `HI = a1*b1`, `MID = a0*b1 + a1*b0` (4 carry-less
//! multiplies). Sums of several products are accumulated unreduced in (LO, MID, HI) and
//! reduced once: reduction is linear, so `sum(dot(x_i, h_i)) = reduce(sum(x_i * h_i))`.
//! Karatsuba (3 multiplies) was not chosen: it needs `h0 + h1` per power, which the compact
//! key state (8 powers, 128 bytes) does not store, and these CPUs issue one carry-less multiply
//! per cycle, so the extra multiply costs less than the extra XORs and shuffles.
//!
//! ## Reduction (the `x^-128` factor)
//! With the 256-bit product T = `[T3:T2:T1:T0]` (64-bit words), find Q with T + Q*P = 0 mod x^128;
//! then (T + Q*P) / x^128 = T * x^-128 mod P. Because P = 1 + x^128 + x^64 * x^64 *
//! (x^57 + x^62 + x^63), adding `T0 * P` clears word 0 and adds `T0 * (x^57+x^62+x^63)` at word 1
//! and `T0` at word 2; `x^57+x^62+x^63` is the 64-bit constant `0xC200_0000_0000_0000`. The same
//! step on the new word 1 clears it. What remains in words 2..3 is the result: two multiplies,
//! two half-swaps and XORs.
//!
//! ## GHASH (SP 800-38D) through POLYVAL (RFC 8452 Appendix A)
//! `GHASH(H, X_1..X_n) = ByteReverse(POLYVAL(mulX(ByteReverse(H)), ByteReverse(X_1), ...))`,
//! so GHASH blocks are byte-reversed with one `PSHUFB` on the way in and the result on the way
//! out; the key is converted once.

// Safety contract of every `#[target_feature]` function here: the caller must run on a CPU
// with the features named in its attribute. Each takes the tier token by value, and holding
// the token is the proof (see `hw-cpu`), so callers state that in their `// SAFETY:` line.
#![allow(
    clippy::missing_safety_doc,
    reason = "the tier token argument is the safety proof"
)]

use crate::Powers;
use core::arch::x86_64::*;
use hw_cpu::{AesNiClmul, Token as _};

/// Loads 16 bytes.
#[inline(always)]
pub fn load(b: &[u8; 16]) -> __m128i {
    // SAFETY: mem: `b` is exactly 16 readable bytes; `loadu` has no alignment requirement.
    unsafe { _mm_loadu_si128(b.as_ptr().cast()) }
}

/// Stores 16 bytes.
#[inline(always)]
pub fn store(b: &mut [u8; 16], v: __m128i) {
    // SAFETY: mem: `b` is exactly 16 writable bytes; `storeu` has no alignment requirement.
    unsafe { _mm_storeu_si128(b.as_mut_ptr().cast(), v) }
}

/// An unreduced 256-bit sum of products, as the three Karatsuba-free partial sums.
#[derive(Clone, Copy)]
pub struct Wide {
    /// Sum of `a0 * b0`.
    pub lo: __m128i,
    /// Sum of `a0 * b1 + a1 * b0`.
    pub mid: __m128i,
    /// Sum of `a1 * b1`.
    pub hi: __m128i,
}

impl Wide {
    /// The empty sum.
    #[inline]
    #[target_feature(enable = "sse2")]
    pub fn zero() -> Self {
        Wide {
            lo: _mm_setzero_si128(),
            mid: _mm_setzero_si128(),
            hi: _mm_setzero_si128(),
        }
    }
}

/// Adds the unreduced product `a * b` to `acc`.
#[inline]
#[target_feature(enable = "pclmulqdq,sse2")]
pub fn mul_acc(_cpu: AesNiClmul, acc: &mut Wide, a: __m128i, b: __m128i) {
    acc.lo = _mm_xor_si128(acc.lo, _mm_clmulepi64_si128::<0x00>(a, b)); // a0 * b0
    acc.hi = _mm_xor_si128(acc.hi, _mm_clmulepi64_si128::<0x11>(a, b)); // a1 * b1
    acc.mid = _mm_xor_si128(acc.mid, _mm_clmulepi64_si128::<0x01>(a, b)); // a1 * b0
    acc.mid = _mm_xor_si128(acc.mid, _mm_clmulepi64_si128::<0x10>(a, b)); // a0 * b1
}

/// Reduces `acc` to `acc * x^-128 mod P` (see the module header for the derivation).
#[inline]
#[target_feature(enable = "pclmulqdq,sse2")]
pub fn reduce(cpu: AesNiClmul, acc: Wide) -> __m128i {
    reduce_with::<false>(cpu, acc)
}

/// [`reduce`]; with `LO_FIRST`, its first multiply reads LO, whose low qword is T0, directly
/// instead of after MID's fold: 2-3 cycles less latency for one product ([`dot`]: GCM-SIV's
/// Horner chain, the powers of `H`). Not for the aggregated sums: in GCM-SIV's stitched
/// `open_groups` it changed the register allocation, and opening 1-16 KiB was 1.10-1.23x slower
/// on a Zen 4.
#[inline]
#[target_feature(enable = "pclmulqdq,sse2")]
fn reduce_with<const LO_FIRST: bool>(_cpu: AesNiClmul, acc: Wide) -> __m128i {
    // Fold MID into the 128-bit halves: L = [T1:T0], H = [T3:T2].
    let l = _mm_xor_si128(acc.lo, _mm_slli_si128::<8>(acc.mid));
    let h = _mm_xor_si128(acc.hi, _mm_srli_si128::<8>(acc.mid));
    // x^57 + x^62 + x^63 in the low qword (RFC 8452 §3: P = x^128 + x^127 + x^126 + x^121 + 1).
    let poly = _mm_set_epi64x(0, 0xC200_0000_0000_0000_u64 as i64);
    // M = T0 * poly; swap halves: [T0:T1] ^ [M1:M0] = [T0^M1 : T1^M0] (word 0 cleared).
    let m = _mm_clmulepi64_si128::<0x00>(if LO_FIRST { acc.lo } else { l }, poly);
    let l = _mm_xor_si128(_mm_shuffle_epi32::<0x4e>(l), m);
    // N = (T1^M0) * poly; swap again: [T1^M0^N1 : T0^M1^N0] (word 1 cleared).
    let n = _mm_clmulepi64_si128::<0x00>(l, poly);
    let l = _mm_xor_si128(_mm_shuffle_epi32::<0x4e>(l), n);
    // Words 2 and 3 of the sum are the result.
    _mm_xor_si128(h, l)
}

/// `dot(a, b) = a * b * x^-128 mod P`.
#[inline]
#[target_feature(enable = "pclmulqdq,sse2")]
pub fn dot(cpu: AesNiClmul, a: __m128i, b: __m128i) -> __m128i {
    let mut w = Wide::zero();
    mul_acc(cpu, &mut w, a, b);
    reduce_with::<true>(cpu, w)
}

/// `dot(a, a)`: a square has no middle term (`a1 * a0` twice cancels), so two multiplies.
#[inline]
#[target_feature(enable = "pclmulqdq,sse2")]
pub fn square(cpu: AesNiClmul, a: __m128i) -> __m128i {
    let w = Wide {
        lo: _mm_clmulepi64_si128::<0x00>(a, a),
        mid: _mm_setzero_si128(),
        hi: _mm_clmulepi64_si128::<0x11>(a, a),
    };
    reduce(cpu, w)
}

/// Byte reversal of a whole block (`PSHUFB` mask 15..0): the GHASH-to-POLYVAL mapping.
#[inline]
#[target_feature(enable = "sse2")]
pub fn bswap_mask() -> __m128i {
    _mm_set_epi8(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15)
}

/// Fills `out` with `H^8, H^7, ..., H^1` (descending, so that a wide register loaded from
/// `out[4*j..]` holds the powers its lanes multiply) in the `dot` sense (`H^(k+1) = dot(H^k, H)`).
#[target_feature(enable = "pclmulqdq,sse2,ssse3")]
pub fn powers(cpu: AesNiClmul, h: &[u8; 16], out: &mut Powers) {
    powers_of(cpu, load(h), out)
}

/// [`powers`] from a key held in a register (so the key need not pass through memory).
#[inline]
#[target_feature(enable = "pclmulqdq,sse2")]
pub fn powers_of(cpu: AesNiClmul, h: __m128i, out: &mut Powers) {
    powers_upto(cpu, h, 8, out)
}

/// [`powers_of`] up to `H^m` only (`1 <= m <= 8`; public: it comes from a message length):
/// `out[8 - k]` = `H^k` for `k <= m`, zero for `k > m`.
#[inline]
#[target_feature(enable = "pclmulqdq,sse2")]
pub fn powers_upto(cpu: AesNiClmul, h: __m128i, m: usize, out: &mut Powers) {
    let p = powers_regs(cpu, h, m);
    for i in 0..8 {
        store(&mut out[i], p[i]);
    }
}

/// The powers `H^8..H^1` in registers, as [`load_powers`] returns them, computed up to `H^m`
/// only (`m` as in [`powers_upto`]; the others are zero). A tree, not a chain: `H^2`, then
/// `H^3` and `H^4` from it, then `H^5..H^8` from `H^4`, three multiplies deep for 8 powers;
/// `H^2`, `H^4` and `H^8` are squares.
#[inline]
#[target_feature(enable = "pclmulqdq,sse2")]
pub fn powers_regs(cpu: AesNiClmul, h: __m128i, m: usize) -> [__m128i; 8] {
    let mut p = [_mm_setzero_si128(); 8];
    p[7] = h;
    if m >= 2 {
        p[6] = square(cpu, h);
    }
    if m >= 3 {
        p[5] = dot(cpu, p[6], h);
    }
    if m >= 4 {
        p[4] = square(cpu, p[6]);
    }
    // H^(4+j) = H^4 H^j.
    for j in 1..m.saturating_sub(4).min(4) + 1 {
        p[4 - j] = if j == 4 {
            square(cpu, p[4])
        } else {
            dot(cpu, p[4], p[8 - j])
        };
    }
    p
}

/// The POLYVAL key `mulX(ByteReverse(H))` for the GHASH key `H` held in a register (RFC 8452
/// Appendix A); the same function as `ghash_key_to_polyval`, without leaving registers.
#[inline]
#[target_feature(enable = "sse2,ssse3")]
pub fn ghash_key(_cpu: AesNiClmul, h: __m128i) -> __m128i {
    let v = _mm_shuffle_epi8(h, bswap_mask());
    // v << 1 across the whole 128 bits: shift each qword, carry bit 63 into bit 64.
    let shifted = _mm_or_si128(
        _mm_slli_epi64::<1>(v),
        _mm_slli_si128::<8>(_mm_srli_epi64::<63>(v)),
    );
    // All ones if bit 127 of v was set (arithmetic shift of the top dword), else zero.
    let carry = _mm_srai_epi32::<31>(_mm_shuffle_epi32::<0xff>(v));
    // x^128 = x^127 + x^126 + x^121 + 1 (mod P).
    let poly = _mm_set_epi64x(0xC200_0000_0000_0000_u64 as i64, 1);
    _mm_xor_si128(shifted, _mm_and_si128(carry, poly))
}

/// Absorbs `blocks` into the accumulator `acc` with the key powers `powers` (`powers[i]` =
/// `H^(8-i)`). With `GHASH`, each block is byte-reversed first (RFC 8452 Appendix A).
#[target_feature(enable = "pclmulqdq,sse2,ssse3")]
pub fn update<const GHASH: bool>(
    cpu: AesNiClmul,
    powers: &Powers,
    acc: &mut [u8; 16],
    blocks: &[[u8; 16]],
) {
    let h = load_powers(cpu, powers);
    store(acc, absorb::<GHASH>(cpu, &h, load(acc), blocks));
}

/// [`update`] on registers: returns the new sum.
///
/// Eight blocks at a time are multiplied by `H^8..H^1` and reduced once; the last `n < 8` by
/// `H^n..H^1`, also with one reduction.
#[inline]
#[target_feature(enable = "pclmulqdq,sse2,ssse3")]
pub fn absorb<const GHASH: bool>(
    cpu: AesNiClmul,
    h: &[__m128i; 8],
    mut s: __m128i,
    blocks: &[[u8; 16]],
) -> __m128i {
    let bswap = bswap_mask();
    let prep = |b: &[u8; 16]| {
        let v = load(b);
        if GHASH {
            _mm_shuffle_epi8(v, bswap)
        } else {
            v
        }
    };
    let mut chunks = blocks.chunks_exact(8);
    if blocks.len() >= 16 {
        // Karatsuba: 26 `PCLMULQDQ` per 8 blocks instead of 34. On Zen 4 one issues every
        // other cycle, so they are this loop's bound (see `karatsuba!` in `arch/mod.rs`). A
        // single chunk keeps the schoolbook sum below, which needs no halves of the powers.
        let hk = karatsuba_halves(h);
        for chunk in &mut chunks {
            let x = core::array::from_fn(|i| prep(&chunk[i]));
            s = aggregate_karatsuba(cpu, s, &x, h, &hk);
        }
    }
    for chunk in &mut chunks {
        s = aggregate(cpu, h, s, chunk.iter().map(prep));
    }
    let rest = chunks.remainder();
    if !rest.is_empty() {
        s = aggregate(cpu, h, s, rest.iter().map(prep));
    }
    s
}

super::super::karatsuba!(
    __m128i, Wide, "pclmulqdq,sse2",
    xor = _mm_xor_si128, zero = _mm_setzero_si128, clmul = _mm_clmulepi64_si128,
    swap = |v| _mm_shuffle_epi32::<0x4e>(v),
    lift = |s| s,
    finish = |w, cpu: AesNiClmul| reduce(cpu, w),
);

/// [`absorb`] of `data` zero-padded to whole blocks (as GCM hashes its AAD and ciphertext).
/// The last, partial block is read by [`load_padded`] and multiplied on its own.
#[inline]
#[target_feature(enable = "pclmulqdq,sse2,ssse3")]
pub fn absorb_padded<const GHASH: bool>(
    cpu: AesNiClmul,
    h: &[__m128i; 8],
    s: __m128i,
    data: &[u8],
) -> __m128i {
    let (blocks, rest) = data.as_chunks::<16>();
    // No call for an empty run of whole blocks (TLS's 13-byte AAD has none).
    let mut s = if blocks.is_empty() {
        s
    } else {
        absorb::<GHASH>(cpu, h, s, blocks)
    };
    if !rest.is_empty() {
        let last = load_padded(rest);
        let last = if GHASH {
            _mm_shuffle_epi8(last, bswap_mask())
        } else {
            last
        };
        s = aggregate(cpu, h, s, core::iter::once(last));
    }
    s
}

/// `data` (at most 16 bytes) zero-padded to a block in a register, read from `data` itself
/// ([`hw_cpu::block::read_padded`]).
#[inline(always)]
pub fn load_padded(data: &[u8]) -> __m128i {
    let [lo, hi] = hw_cpu::block::read_padded(data);
    // SAFETY: cpu: SSE2 is part of the x86_64 baseline.
    unsafe { _mm_set_epi64x(hi as i64, lo as i64) }
}

/// Writes the first `out.len()` bytes (at most 16) of `v` into `out` itself
/// ([`hw_cpu::block::write_partial`]).
#[inline(always)]
pub fn store_partial(out: &mut [u8], v: __m128i) {
    // SAFETY: `__m128i` and `[u64; 2]` are both 16 bytes of plain data, every bit pattern
    // valid; lane 0 is the low half, as x86 is little-endian.
    let v: [u64; 2] = unsafe { core::mem::transmute(v) };
    hw_cpu::block::write_partial(out, v);
}

/// Loads the key powers into registers.
#[inline]
#[target_feature(enable = "sse2")]
pub fn load_powers(_cpu: AesNiClmul, powers: &Powers) -> [__m128i; 8] {
    // Index, not `map`: `map` takes the array by value and copies it first.
    core::array::from_fn(|i| load(&powers[i]))
}

/// `dot(s + x_1, H^n) + dot(x_2, H^(n-1)) + ... + dot(x_n, H)` with one reduction, for
/// `1 <= n <= 8` blocks.
#[inline]
#[target_feature(enable = "pclmulqdq,sse2")]
pub fn aggregate<I>(cpu: AesNiClmul, h: &[__m128i; 8], s: __m128i, blocks: I) -> __m128i
where
    I: ExactSizeIterator<Item = __m128i>,
{
    // Block i (0-based) of n is multiplied by H^(n-i), stored at index 8-(n-i). (`& 7` keeps
    // that index for every n <= 8 and lets the compiler drop the bounds check.)
    let n = blocks.len();
    let mut w = Wide::zero();
    for (i, x) in blocks.enumerate() {
        let x = if i == 0 { _mm_xor_si128(x, s) } else { x };
        mul_acc(cpu, &mut w, x, h[(8 - n + i) & 7]);
    }
    reduce(cpu, w)
}

impl crate::arch::Kernels for AesNiClmul {
    #[inline]
    fn powers(self, h: &[u8; 16], out: &mut Powers) {
        self.entered();
        // SAFETY: cpu: the AesNiClmul token proves pclmulqdq, sse2 and ssse3.
        unsafe { powers(self, h, out) }
    }
    #[inline]
    fn update<const GHASH: bool>(self, powers: &Powers, acc: &mut [u8; 16], blocks: &[[u8; 16]]) {
        self.entered();
        // SAFETY: cpu: the AesNiClmul token proves pclmulqdq, sse2 and ssse3.
        unsafe { update::<GHASH>(self, powers, acc, blocks) }
    }
}

/// The stitched 8-block loop of the AES-NI tiers of hw-gcm (sealing and opening) and
/// hw-gcm-siv (opening), as `asm!` template text in SSE encodings (that tier serves CPUs
/// without AVX). Per iteration: `$top`, then AES-256 of 8 counter blocks with the POLYVAL of
/// the 8 blocks at `$hashed` (the block with the running sum first) placed between the rounds,
/// one reduction, and the last round. What differs between the callers is theirs, as macros:
/// `$counter!("xmmN")` puts counter block `N` into `xmmN` with round key 0 (in xmm8) added and
/// steps the counter in xmm10 (`$counter!(@begin)` before the eight and `@end` after them,
/// `@step` at the end of each iteration and `@slow` after the loop, for a counter with a fast
/// and a slow path: GCM's; GCM-SIV's expand to nothing); `$prep` runs on each hashed block in
/// xmm14 (GCM byte-reverses it); `$last!("xmmN", scratch, offset $(, extra)*)` is the last
/// round (round key 14 in xmm8) and the stores. A zero count runs no iteration.
///
/// Multiplies are Karatsuba's: per block a low, a high and one middle product (from the
/// block's two halves XORed and the power's, read from `{hk}`), 24 `PCLMULQDQ` per iteration
/// and 2 for the reduction, where the schoolbook middle part took 32 and 2. In-process A/B on
/// an AMD EPYC Zen 4 (family 25 model 17), capped to this tier: hw-gcm sealing 16 KiB-1 MiB
/// 10% faster and 1 KiB 7%, opening 1 KiB-1 MiB 11-12%; hw-gcm-siv opening (this loop
/// against its former intrinsics loop) 16-64 KiB 15% faster, 4 KiB 12%, 1 KiB 6%.
///
/// Operands: `{rk}` the 15 round keys, `{h}` `H^8..H^1` and `{hk}` their XORed halves (all
/// 16-byte aligned `__m128i` arrays), `{k}` [`SSE_LOOP_CONSTS`] (`x^57 + x^62 + x^63`, then
/// the counter step at byte 16), `{src}` and `{dst}` (moved by 128 bytes an iteration),
/// `{n}` the count, and the caller's own. Registers: xmm0-7 AES states; xmm8 the current round
/// key; xmm10 the counter; xmm11-13 the low, middle and high sums, and between iterations xmm11
/// holds the sum; xmm14-15 scratch; xmm9 is the caller's (GCM's byte-reversal mask).
#[doc(hidden)]
#[macro_export]
macro_rules! __sse_ctr_polyval_loop {
    (top: $top:expr, hashed: $hashed:literal, prep: $prep:literal, counter: $counter:ident,
        last: $last:ident $(($($extra:tt)*))?) => {
        concat!(
            "test {n}, {n}\n",
            "jz 3f\n",
            // The loop on a cache-line boundary, wherever the function lands.
            ".p2align 6\n",
            "2:\n",
            $top,
            "movdqa xmm8, xmmword ptr [{rk}]\n",
            $counter!(@begin),
            $counter!("xmm0"),
            $counter!("xmm1"),
            $counter!("xmm2"),
            $counter!("xmm3"),
            $counter!("xmm4"),
            $counter!("xmm5"),
            $counter!("xmm6"),
            $counter!("xmm7"),
            $counter!(@end),
            // Block 0, with the running sum, starts the three sums.
            "movdqu xmm14, xmmword ptr [", $hashed, "]\n",
            $prep,
            "pxor xmm14, xmm11\n",
            "pshufd xmm12, xmm14, 0x4e\n",
            "pxor xmm12, xmm14\n",
            "pclmulqdq xmm12, xmmword ptr [{hk}], 0x00\n",
            "movdqa xmm11, xmm14\n",
            "pclmulqdq xmm11, xmmword ptr [{h}], 0x00\n",
            "movdqa xmm13, xmm14\n",
            "pclmulqdq xmm13, xmmword ptr [{h}], 0x11\n",
            $crate::__sse_ctr_polyval_loop!(@round "16"),
            $crate::__sse_ctr_polyval_loop!(@block $hashed, $prep, "16"),
            $crate::__sse_ctr_polyval_loop!(@round "32"),
            $crate::__sse_ctr_polyval_loop!(@block $hashed, $prep, "32"),
            $crate::__sse_ctr_polyval_loop!(@round "48"),
            $crate::__sse_ctr_polyval_loop!(@block $hashed, $prep, "48"),
            $crate::__sse_ctr_polyval_loop!(@round "64"),
            $crate::__sse_ctr_polyval_loop!(@block $hashed, $prep, "64"),
            $crate::__sse_ctr_polyval_loop!(@round "80"),
            $crate::__sse_ctr_polyval_loop!(@block $hashed, $prep, "80"),
            $crate::__sse_ctr_polyval_loop!(@round "96"),
            $crate::__sse_ctr_polyval_loop!(@block $hashed, $prep, "96"),
            $crate::__sse_ctr_polyval_loop!(@round "112"),
            $crate::__sse_ctr_polyval_loop!(@block $hashed, $prep, "112"),
            $crate::__sse_ctr_polyval_loop!(@round "128"),
            // The middle part: the Karatsuba products plus the low and high parts; then the
            // reduction in two 64-bit folds: low onto middle, middle onto high.
            "pxor xmm12, xmm11\n",
            "pxor xmm12, xmm13\n",
            "movdqa xmm15, xmm11\n",
            "pclmulqdq xmm15, xmmword ptr [{k}], 0x00\n",
            "pshufd xmm11, xmm11, 0x4e\n",
            "pxor xmm12, xmm11\n",
            "pxor xmm12, xmm15\n",
            $crate::__sse_ctr_polyval_loop!(@round "144"),
            "movdqa xmm15, xmm12\n",
            "pclmulqdq xmm15, xmmword ptr [{k}], 0x00\n",
            "pshufd xmm12, xmm12, 0x4e\n",
            "pxor xmm13, xmm12\n",
            "pxor xmm13, xmm15\n",
            "movdqa xmm11, xmm13\n",
            $crate::__sse_ctr_polyval_loop!(@round "160"),
            $crate::__sse_ctr_polyval_loop!(@round "176"),
            $crate::__sse_ctr_polyval_loop!(@round "192"),
            $crate::__sse_ctr_polyval_loop!(@round "208"),
            "movdqa xmm8, xmmword ptr [{rk} + 224]\n",
            $last!("xmm0", "xmm12", "0" $(, $($extra)*)?),
            $last!("xmm1", "xmm13", "16" $(, $($extra)*)?),
            $last!("xmm2", "xmm14", "32" $(, $($extra)*)?),
            $last!("xmm3", "xmm15", "48" $(, $($extra)*)?),
            $last!("xmm4", "xmm12", "64" $(, $($extra)*)?),
            $last!("xmm5", "xmm13", "80" $(, $($extra)*)?),
            $last!("xmm6", "xmm14", "96" $(, $($extra)*)?),
            $last!("xmm7", "xmm15", "112" $(, $($extra)*)?),
            $counter!(@step),
            "add {src}, 128\n",
            "add {dst}, 128\n",
            "dec {n}\n",
            "jnz 2b\n",
            $counter!(@slow),
            "3:\n",
        )
    };
    // One AES round on the eight states with round key `$off / 16`, through xmm8.
    (@round $off:literal) => {
        concat!(
            "movdqa xmm8, xmmword ptr [{rk} + ", $off, "]\n",
            "aesenc xmm0, xmm8\n",
            "aesenc xmm1, xmm8\n",
            "aesenc xmm2, xmm8\n",
            "aesenc xmm3, xmm8\n",
            "aesenc xmm4, xmm8\n",
            "aesenc xmm5, xmm8\n",
            "aesenc xmm6, xmm8\n",
            "aesenc xmm7, xmm8\n",
        )
    };
    // Block `$off / 16` at `$hashed` (its power `H^(8 - k)` at `{h}` + `$off`, the power's
    // halves XORed at `{hk}` + `$off`): its middle, low and high products added to the sums.
    (@block $hashed:literal, $prep:literal, $off:literal) => {
        concat!(
            "movdqu xmm14, xmmword ptr [", $hashed, " + ", $off, "]\n",
            $prep,
            "pshufd xmm15, xmm14, 0x4e\n",
            "pxor xmm15, xmm14\n",
            "pclmulqdq xmm15, xmmword ptr [{hk} + ", $off, "], 0x00\n",
            "pxor xmm12, xmm15\n",
            "movdqa xmm15, xmm14\n",
            "pclmulqdq xmm15, xmmword ptr [{h} + ", $off, "], 0x00\n",
            "pxor xmm11, xmm15\n",
            "pclmulqdq xmm14, xmmword ptr [{h} + ", $off, "], 0x11\n",
            "pxor xmm13, xmm14\n",
        )
    };
}

/// The `{k}` operand of [`__sse_ctr_polyval_loop!`](crate::__sse_ctr_polyval_loop), 16-byte
/// aligned as SSE memory operands must be: `x^57 + x^62 + x^63` in the low qword (RFC 8452
/// §3, for the reduction), then `+1` in the first 32-bit word, the counter step of both
/// callers (hw-gcm's counter byte-reversed on its slow path, GCM-SIV's counting in its first
/// word), then `+1` in the last byte, hw-gcm's step of a counter in memory byte order.
#[repr(C, align(16))]
pub struct SseLoopConsts(pub [u64; 6]);

/// See [`SseLoopConsts`].
pub static SSE_LOOP_CONSTS: SseLoopConsts =
    SseLoopConsts([0xC200_0000_0000_0000, 0, 1, 0, 0, 1 << 56]);

/// Each power's two 64-bit halves XORed (in both halves): the `{hk}` operand of
/// [`__sse_ctr_polyval_loop!`](crate::__sse_ctr_polyval_loop), for its Karatsuba middle
/// products.
#[inline]
#[target_feature(enable = "sse2")]
pub fn xored_halves(_cpu: AesNiClmul, h: &[__m128i; 8]) -> [__m128i; 8] {
    core::array::from_fn(|i| _mm_xor_si128(h[i], _mm_shuffle_epi32::<0x4e>(h[i])))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn register_key_mapping_matches_scalar() {
        let Ok(cpu) = hw_cpu::AesNiClmul::detect() else {
            panic!("this CPU lacks AES-NI/PCLMULQDQ");
        };
        for seed in 0..64u8 {
            let h: [u8; 16] = core::array::from_fn(|i| {
                seed.wrapping_mul(37)
                    .wrapping_add((i as u8).wrapping_mul(101))
            });
            let mut out = [0u8; 16];
            // SAFETY: cpu: the AesNiClmul token proves sse2 and ssse3.
            let v = unsafe { ghash_key(cpu, load(&h)) };
            store(&mut out, v);
            assert_eq!(out, crate::ghash_key_to_polyval(&h), "seed {seed}");
        }
    }
}
