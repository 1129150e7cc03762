//! AES-256-GCM on VAES + VPCLMULQDQ with 256-bit registers (AVX2), for CPUs that have VAES but
//! not AVX-512 (AMD Zen 3, Intel Alder Lake and later client cores).
//!
//! Follows `vaes_avx512.rs`; differences:
//!
//! - **Two blocks per register**, so the 16-block iteration uses 8 ymm registers. VAESENC on
//!   ymm issues twice per cycle with a latency of 3 where it was measured (Sapphire Rapids:
//!   0.20 ns per ymm instruction), so 8 independent registers per round keep both units busy;
//!   AES throughput equals the zmm tier's there.
//! - **No masked byte loads** (those are AVX512BW). Whatever is left after the 256-byte
//!   iterations (fewer than 16 blocks) and whole messages under 256 bytes go to the 128-bit
//!   kernel's `rest`, which has its own 8-block step and its short-message tail; the counter
//!   and the GHASH sum carry over.
//! - The 16 powers are 8 registers of two: `[H^16, H^15] .. [H^2, H^1]`, the upper 8 derived
//!   per call from the stored `H^8..H^1` by lane-wise multiplies by `H^8`.

#![allow(
    clippy::missing_safety_doc,
    reason = "the tier token argument is the safety proof"
)]

use super::aesni_clmul;
use crate::inout::InOut;
use crate::KeyState;
use core::arch::x86_64::*;
use hw_cpu::VaesAvx2;
use hw_polyval::kernel::clmul;

// Safety contract of every `#[target_feature]` function here: the caller must run on a CPU
// with the features named in its attribute. The entry points take the `VaesAvx2` token by
// value, and holding the token is the proof (see `hw-cpu`).

/// Loads 32 bytes.
#[inline(always)]
fn load256(b: &[u8; 32]) -> __m256i {
    // SAFETY: mem: `b` is exactly 32 readable bytes; `loadu` has no alignment requirement.
    // cpu: callers are `avx` functions (this is inlined into them).
    unsafe { _mm256_loadu_si256(b.as_ptr().cast()) }
}

/// Stores 32 bytes.
#[inline(always)]
fn store256(b: &mut [u8; 32], v: __m256i) {
    // SAFETY: mem: `b` is exactly 32 writable bytes. cpu: as for `load256`.
    unsafe { _mm256_storeu_si256(b.as_mut_ptr().cast(), v) }
}

/// Per-call values for the wide loop.
struct Wide {
    rk: [__m256i; 15],
    bswap: __m256i,
    /// `[H^16, H^15], [H^14, H^13], ..., [H^2, H^1]`.
    h: [__m256i; 8],
}

#[inline]
#[target_feature(enable = "avx2,vaes,vpclmulqdq,aes,pclmulqdq,ssse3,sse4.1")]
fn wide(st: &KeyState) -> Wide {
    let rk: [__m256i; 15] =
        core::array::from_fn(|i| _mm256_broadcastsi128_si256(clmul::load(&st.round_keys.get()[i])));
    let (low, _) = st.h_powers.get().as_flattened().as_chunks::<32>();
    let low: [__m256i; 4] = core::array::from_fn(|i| load256(&low[i]));
    // H^8 is lane 0 of [H^8, H^7].
    let h8 = _mm256_broadcastsi128_si256(_mm256_castsi256_si128(low[0]));
    let high: [__m256i; 4] = core::array::from_fn(|i| reduce(mul(low[i], h8)));
    Wide {
        rk,
        bswap: _mm256_broadcastsi128_si256(clmul::bswap_mask()),
        h: [
            high[0], high[1], high[2], high[3], low[0], low[1], low[2], low[3],
        ],
    }
}

/// Unreduced lane-wise sums of products.
struct Sum {
    lo: __m256i,
    mid: __m256i,
    hi: __m256i,
}

/// `a * b` lane by lane, unreduced.
#[inline]
#[target_feature(enable = "avx2,vpclmulqdq")]
fn mul(a: __m256i, b: __m256i) -> Sum {
    Sum {
        lo: _mm256_clmulepi64_epi128::<0x00>(a, b),
        hi: _mm256_clmulepi64_epi128::<0x11>(a, b),
        mid: _mm256_xor_si256(
            _mm256_clmulepi64_epi128::<0x01>(a, b),
            _mm256_clmulepi64_epi128::<0x10>(a, b),
        ),
    }
}

/// `acc += a * b`, lane by lane.
#[inline]
#[target_feature(enable = "avx2,vpclmulqdq")]
fn mul_acc(acc: &mut Sum, a: __m256i, b: __m256i) {
    let p = mul(a, b);
    acc.lo = _mm256_xor_si256(acc.lo, p.lo);
    acc.hi = _mm256_xor_si256(acc.hi, p.hi);
    acc.mid = _mm256_xor_si256(acc.mid, p.mid);
}

/// Lane-wise `acc * x^-128 mod P` (the reduction of `clmul::reduce` on each lane).
#[inline]
#[target_feature(enable = "avx2,vpclmulqdq")]
fn reduce(acc: Sum) -> __m256i {
    let l = _mm256_xor_si256(acc.lo, _mm256_slli_si256::<8>(acc.mid));
    let h = _mm256_xor_si256(acc.hi, _mm256_srli_si256::<8>(acc.mid));
    let poly = _mm256_broadcastsi128_si256(_mm_set_epi64x(0, 0xC200_0000_0000_0000_u64 as i64));
    let m = _mm256_clmulepi64_epi128::<0x00>(l, poly);
    let l = _mm256_xor_si256(_mm256_shuffle_epi32::<0x4e>(l), m);
    let n = _mm256_clmulepi64_epi128::<0x00>(l, poly);
    let l = _mm256_xor_si256(_mm256_shuffle_epi32::<0x4e>(l), n);
    _mm256_xor_si256(h, l)
}

/// GHASH of 16 byte-reversed blocks (`x[k]` lane `j` = block `2k + j`) into `s`, one reduction.
#[inline]
#[target_feature(enable = "avx2,vpclmulqdq")]
fn ghash16(s: __m128i, x: &[__m256i; 8], h: &[__m256i; 8]) -> __m128i {
    let mut acc = mul(_mm256_xor_si256(x[0], _mm256_zextsi128_si256(s)), h[0]);
    for k in 1..8 {
        mul_acc(&mut acc, x[k], h[k]);
    }
    let r = reduce(acc);
    _mm_xor_si128(_mm256_castsi256_si128(r), _mm256_extracti128_si256::<1>(r))
}

/// Encrypts (or decrypts) the 256 bytes at `off` with counters `ctr + 0..16` (`ctr` is the
/// byte-reversed counter of the first block, in both lanes); returns the ciphertext
/// byte-reversed for GHASH.
#[inline]
#[target_feature(enable = "avx2,vaes")]
fn chunk16<IO: InOut, const DECRYPT: bool>(
    w: &Wide,
    ctr: __m256i,
    io: &mut IO,
    off: usize,
) -> [__m256i; 8] {
    let x: [__m256i; 8] = {
        let (inb, _) = io.input_at::<256>(off).as_chunks::<32>();
        core::array::from_fn(|k| load256(&inb[k]))
    };
    // Lanes [ctr + 2k, ctr + 2k + 1].
    let mut b: [__m256i; 8] = core::array::from_fn(|k| {
        let step = _mm256_set_epi32(0, 0, 0, 2 * k as i32 + 1, 0, 0, 0, 2 * k as i32);
        _mm256_xor_si256(
            _mm256_shuffle_epi8(_mm256_add_epi32(ctr, step), w.bswap),
            w.rk[0],
        )
    });
    for rk in &w.rk[1..14] {
        for v in b.iter_mut() {
            *v = _mm256_aesenc_epi128(*v, *rk);
        }
    }
    for v in b.iter_mut() {
        *v = _mm256_aesenclast_epi128(*v, w.rk[14]);
    }
    let (out, _) = io.output_at::<256>(off).as_chunks_mut::<32>();
    let mut g = [_mm256_setzero_si256(); 8];
    for k in 0..8 {
        let y = _mm256_xor_si256(x[k], b[k]);
        store256(&mut out[k], y);
        g[k] = _mm256_shuffle_epi8(if DECRYPT { x[k] } else { y }, w.bswap);
    }
    g
}

/// Seals `io` in place or into its output; returns the tag.
#[target_feature(enable = "avx2,vaes,vpclmulqdq,aes,pclmulqdq,ssse3,sse4.1")]
pub(crate) fn seal<IO: InOut>(
    t: VaesAvx2,
    st: &KeyState,
    nonce: &[u8; 12],
    aad: &[u8],
    io: &mut IO,
) -> [u8; 16] {
    crypt::<IO, false>(t, st, nonce, aad, io)
}

/// Decrypts `io` in place or into its output; returns the tag computed over the ciphertext.
#[target_feature(enable = "avx2,vaes,vpclmulqdq,aes,pclmulqdq,ssse3,sse4.1")]
pub(crate) fn open<IO: InOut>(
    t: VaesAvx2,
    st: &KeyState,
    nonce: &[u8; 12],
    aad: &[u8],
    io: &mut IO,
) -> [u8; 16] {
    crypt::<IO, true>(t, st, nonce, aad, io)
}

#[inline]
#[target_feature(enable = "avx2,vaes,vpclmulqdq,aes,pclmulqdq,ssse3,sse4.1")]
fn crypt<IO: InOut, const DECRYPT: bool>(
    t: VaesAvx2,
    st: &KeyState,
    nonce: &[u8; 12],
    aad: &[u8],
    io: &mut IO,
) -> [u8; 16] {
    let cpu = t.aesni_clmul();
    let (c, mut ctr) = aesni_clmul::ctx(cpu, st, nonce);
    let mut s = aesni_clmul::ghash_aad(cpu, &c, aad);
    let chunks = io.input().len() / 256;
    if chunks > 0 {
        let w = wide(st);
        let mut wctr = _mm256_broadcastsi128_si256(ctr);
        let step = _mm256_set_epi32(0, 0, 0, 16, 0, 0, 0, 16);
        // Pipeline (both directions): AES of chunk i beside GHASH of chunk i - 1.
        let mut prev = chunk16::<IO, DECRYPT>(&w, wctr, io, 0);
        wctr = _mm256_add_epi32(wctr, step);
        for i in 1..chunks {
            let cur = chunk16::<IO, DECRYPT>(&w, wctr, io, 256 * i);
            wctr = _mm256_add_epi32(wctr, step);
            s = ghash16(s, &prev, &w.h);
            prev = cur;
        }
        s = ghash16(s, &prev, &w.h);
        ctr = _mm256_castsi256_si128(wctr);
    }
    aesni_clmul::rest::<IO, DECRYPT>(cpu, &c, ctr, s, io, 16 * chunks, aad.len())
}
