//! AES-256-GCM on AES-NI + PCLMULQDQ (128-bit registers): the canonical GCM kernel.
//!
//! Features: `aes`, `pclmulqdq`, `sse2`, `ssse3`, `sse4.1`, proven by the [`AesNiClmul`] token.
//!
//! ## Caller's contract
//! [`seal`] and [`open`] take the prepared [`KeyState`], a 96-bit nonce, the AAD and an
//! [`InOut`] (one buffer in place, or two of equal length); lengths were checked against the
//! SP 800-38D limits by the caller. `seal` writes the ciphertext and returns the tag; `open`
//! writes the candidate plaintext and returns the tag it computed, which the caller compares in
//! constant time (and wipes the output on mismatch).
//!
//! ## Data layout
//! `KeyState::round_keys` holds the 15 AES-256 round keys (FIPS 197 §5.2). `h_powers[i]` holds
//! `H^(8-i)` as a POLYVAL element, where `H' = mulX(ByteReverse(E_K(0^128)))` (RFC 8452
//! Appendix A), so GHASH runs as POLYVAL on byte-reversed blocks.
//!
//! ## Algorithm (SP 800-38D §7.1)
//! `J0 = nonce || 0^31 || 1`; data block `i` (0-based) is XORed with `E_K(inc32^(i+1)(J0))`;
//! `S = GHASH_H(A || 0^v || C || 0^u || [len(A)]_64 || [len(C)]_64)`; `T = E_K(J0) ^ S`.
//! The counter is kept byte-reversed in a register, where `inc32` is a 32-bit add on lane 0.
//!
//! ## Design
//! - Eight blocks per iteration: 8 AES blocks round-major and 8 GHASH products summed
//!   unreduced against `H^8..H^1`, one reduction per 8 blocks.
//! - Sealing is software-pipelined: the loop hashes chunk `c - 1`'s ciphertext (already in
//!   registers) while chunk `c`'s AES rounds run, so the two chains are independent within an
//!   iteration. Opening needs no pipeline: the ciphertext it hashes is its input.
//! - The tail (up to 7 whole blocks and one partial block) runs as one batch that also
//!   encrypts `J0` when it fits, so a message of up to 112 bytes costs one batch of AES rounds.
//!   The length block joins the tail's aggregated GHASH when it fits.

// Safety contract of every `#[target_feature]` function here: the caller must run on a CPU
// with the features named in its attribute. Each takes the tier token by value, and holding
// the token is the proof (see `hw-cpu`), so callers state that in their `// SAFETY:` line.
#![allow(
    clippy::missing_safety_doc,
    reason = "the tier token argument is the safety proof"
)]

use crate::inout::InOut;
use crate::KeyState;
use core::arch::x86_64::*;
use hw_aes256::kernel::aesni::{self, Keys};
use hw_cpu::AesNiClmul;
use hw_polyval::kernel::clmul::{self, load, store};

/// Prepares the key state in place: round keys, then `H = E_K(0)`, then its 8 powers. `H`
/// stays in registers.
#[target_feature(enable = "aes,pclmulqdq,sse2,ssse3,sse4.1")]
pub(crate) fn init(cpu: AesNiClmul, key: &[u8; 32], st: &mut KeyState) {
    // The schedule stays in registers: `E_K(0)`'s rounds start as their round keys appear,
    // instead of after a store and reload of all fifteen.
    let (k0, k1) = aesni::load_key(key);
    let k = aesni::expand_regs(cpu, k0, k1);
    let h = aesni::encrypt1(cpu, &k, _mm_setzero_si128());
    k.store(cpu, &mut st.round_keys);
    clmul::powers_of(cpu, clmul::ghash_key(cpu, h), st.h_powers.get_mut());
}

/// Per-call values shared by the loops.
pub(crate) struct Ctx {
    k: Keys,
    h: [__m128i; 8],
    bswap: __m128i,
    /// `J0`, in GCM byte order.
    j0: __m128i,
}

#[inline]
#[target_feature(enable = "sse2,ssse3")]
pub(crate) fn ctx(cpu: AesNiClmul, st: &KeyState, nonce: &[u8; 12]) -> (Ctx, __m128i) {
    let mut j0 = [0u8; 16];
    j0[..12].copy_from_slice(nonce);
    j0[15] = 1;
    let bswap = clmul::bswap_mask();
    let j0 = load(&j0);
    // The first data counter, byte-reversed: inc32(J0) is lane 0 plus one.
    let ctr = _mm_add_epi32(_mm_shuffle_epi8(j0, bswap), _mm_set_epi32(0, 0, 0, 1));
    let c = Ctx {
        k: Keys::load(cpu, &st.round_keys),
        h: clmul::load_powers(cpu, st.h_powers.get()),
        bswap,
        j0,
    };
    (c, ctr)
}

/// Counter block `ctr + i` in GCM byte order (`ctr` byte-reversed; `inc32` semantics).
#[inline]
#[target_feature(enable = "sse2,ssse3")]
fn counter(c: &Ctx, ctr: __m128i, i: usize) -> __m128i {
    _mm_shuffle_epi8(
        _mm_add_epi32(ctr, _mm_set_epi32(0, 0, 0, i as i32)),
        c.bswap,
    )
}

/// GHASH of the AAD, zero-padded to whole blocks.
#[inline]
#[target_feature(enable = "pclmulqdq,sse2,ssse3")]
pub(crate) fn ghash_aad(cpu: AesNiClmul, c: &Ctx, aad: &[u8]) -> __m128i {
    clmul::absorb_padded::<true>(cpu, &c.h, _mm_setzero_si128(), aad)
}

/// Encrypts (or decrypts) the 8 blocks from `first`, returning the ciphertext (the input when
/// `DECRYPT`) byte-reversed for GHASH.
#[inline]
#[target_feature(enable = "aes,sse2,ssse3")]
fn chunk8<IO: InOut, const DECRYPT: bool>(
    cpu: AesNiClmul,
    c: &Ctx,
    ctr: __m128i,
    io: &mut IO,
    first: usize,
) -> [__m128i; 8] {
    // One bounds check per direction, so the AES batch is a single basic block.
    let x: [__m128i; 8] = {
        let (inb, _) = io.input8(first).as_chunks::<16>();
        core::array::from_fn(|i| load(&inb[i]))
    };
    let ks: [__m128i; 8] =
        aesni::encrypt_n(cpu, &c.k, core::array::from_fn(|i| counter(c, ctr, i)));
    let mut hashed = [_mm_setzero_si128(); 8];
    let (out, _) = io.output8(first).as_chunks_mut::<16>();
    for i in 0..8 {
        let y = _mm_xor_si128(x[i], ks[i]);
        store(&mut out[i], y);
        hashed[i] = _mm_shuffle_epi8(if DECRYPT { x[i] } else { y }, c.bswap);
    }
    hashed
}

/// Seals `io` in place or into its output; returns the tag.
#[target_feature(enable = "aes,pclmulqdq,sse2,ssse3,sse4.1")]
pub(crate) fn seal<IO: InOut>(
    cpu: AesNiClmul,
    st: &KeyState,
    nonce: &[u8; 12],
    aad: &[u8],
    io: &mut IO,
) -> [u8; 16] {
    let (c, ctr) = ctx(cpu, st, nonce);
    let s = ghash_aad(cpu, &c, aad);
    rest::<IO, false>(cpu, &c, ctr, s, io, 0, aad.len())
}

/// Decrypts `io` in place or into its output; returns the tag computed over the ciphertext.
#[target_feature(enable = "aes,pclmulqdq,sse2,ssse3,sse4.1")]
pub(crate) fn open<IO: InOut>(
    cpu: AesNiClmul,
    st: &KeyState,
    nonce: &[u8; 12],
    aad: &[u8],
    io: &mut IO,
) -> [u8; 16] {
    let (c, ctr) = ctx(cpu, st, nonce);
    let s = ghash_aad(cpu, &c, aad);
    rest::<IO, true>(cpu, &c, ctr, s, io, 0, aad.len())
}

/// Everything from block `first` on: the 8-block loop, the tail, the length block and the tag.
/// `ctr` is the (byte-reversed) counter of block `first` and `s` the GHASH of what came before;
/// the wide tiers hand their remainder to this.
#[inline]
#[target_feature(enable = "aes,pclmulqdq,sse2,ssse3,sse4.1")]
pub(crate) fn rest<IO: InOut, const DECRYPT: bool>(
    cpu: AesNiClmul,
    c: &Ctx,
    mut ctr: __m128i,
    mut s: __m128i,
    io: &mut IO,
    first: usize,
    aad_len: usize,
) -> [u8; 16] {
    let chunks = (io.blocks() - first) / 8;
    if DECRYPT {
        for i in 0..chunks {
            // GHASH of the input and AES of the counters are independent: both chains overlap.
            let hashed = chunk8::<IO, true>(cpu, c, ctr, io, first + 8 * i);
            ctr = _mm_add_epi32(ctr, _mm_set_epi32(0, 0, 0, 8));
            s = clmul::aggregate(cpu, &c.h, s, hashed.into_iter());
        }
    } else if chunks > 0 {
        // Pipeline: AES of chunk i beside GHASH of chunk i - 1.
        let mut prev = chunk8::<IO, false>(cpu, c, ctr, io, first);
        ctr = _mm_add_epi32(ctr, _mm_set_epi32(0, 0, 0, 8));
        for i in 1..chunks {
            let cur = chunk8::<IO, false>(cpu, c, ctr, io, first + 8 * i);
            ctr = _mm_add_epi32(ctr, _mm_set_epi32(0, 0, 0, 8));
            s = clmul::aggregate(cpu, &c.h, s, prev.into_iter());
            prev = cur;
        }
        s = clmul::aggregate(cpu, &c.h, s, prev.into_iter());
    }
    tail::<IO, DECRYPT>(cpu, c, ctr, s, io, first + 8 * chunks, aad_len)
}

/// The last `< 8` whole blocks, the partial block, the length block and the tag.
#[inline]
#[target_feature(enable = "aes,pclmulqdq,sse2,ssse3,sse4.1")]
fn tail<IO: InOut, const DECRYPT: bool>(
    cpu: AesNiClmul,
    c: &Ctx,
    ctr: __m128i,
    mut s: __m128i,
    io: &mut IO,
    first: usize,
    aad_len: usize,
) -> [u8; 16] {
    let whole = io.blocks() - first;
    let partial = io.tail_input().len();
    let needed = whole + usize::from(partial > 0);

    // One batch of AES for the keystream, and for E_K(J0) when it fits beside it.
    let mut ks = [_mm_setzero_si128(); 8];
    let (mask, off) = if needed < 4 {
        let b = aesni::encrypt_n(
            cpu,
            &c.k,
            [
                c.j0,
                counter(c, ctr, 0),
                counter(c, ctr, 1),
                counter(c, ctr, 2),
            ],
        );
        ks[..4].copy_from_slice(&b);
        (b[0], 1)
    } else if needed < 8 {
        let blocks = core::array::from_fn(|i| if i == 0 { c.j0 } else { counter(c, ctr, i - 1) });
        ks = aesni::encrypt_n(cpu, &c.k, blocks);
        (ks[0], 1)
    } else {
        let blocks: [__m128i; 9] =
            core::array::from_fn(|i| if i == 8 { c.j0 } else { counter(c, ctr, i) });
        let b = aesni::encrypt_n(cpu, &c.k, blocks);
        ks.copy_from_slice(&b[..8]);
        (b[8], 0)
    };

    // Blocks for GHASH: the tail's ciphertext and the length block, at most 9.
    let mut g = [_mm_setzero_si128(); 9];
    for i in 0..whole {
        let x = load(io.input_block(first + i));
        let y = _mm_xor_si128(x, ks[off + i]);
        store(io.output_block(first + i), y);
        g[i] = _mm_shuffle_epi8(if DECRYPT { x } else { y }, c.bswap);
    }
    if partial > 0 {
        let mut buf = [0u8; 16];
        buf[..partial].copy_from_slice(io.tail_input());
        let x = load(&buf);
        store(&mut buf, _mm_xor_si128(x, ks[off + whole]));
        io.tail_output().copy_from_slice(&buf[..partial]);
        // GHASH takes the ciphertext zero-padded: the input when opening; when sealing, the
        // output with the keystream past `partial` cleared.
        buf[partial..].fill(0);
        let y = load(&buf);
        hw_cpu::wipe_blocks(core::slice::from_mut(&mut buf));
        g[whole] = _mm_shuffle_epi8(if DECRYPT { x } else { y }, c.bswap);
    }
    // [len(A)]_64 || [len(C)]_64 in bits; byte-reversed, the two halves swap places.
    let ct_len = io.blocks() * 16 + partial;
    let bits = |n: usize| (n as u64).wrapping_mul(8) as i64;
    g[needed] = _mm_set_epi64x(bits(aad_len), bits(ct_len));
    let n = needed + 1;
    if n <= 8 {
        s = clmul::aggregate(cpu, &c.h, s, g[..n].iter().copied());
    } else {
        s = clmul::aggregate(cpu, &c.h, s, g[..8].iter().copied());
        s = clmul::aggregate(cpu, &c.h, s, g[8..n].iter().copied());
    }
    let mut tag = [0u8; 16];
    store(&mut tag, _mm_xor_si128(_mm_shuffle_epi8(s, c.bswap), mask));
    tag
}
