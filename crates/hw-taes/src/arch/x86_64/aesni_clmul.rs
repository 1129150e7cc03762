//! T-AES on AES-NI (128-bit registers): the canonical kernel of this crate.
//!
//! Features: `aes`, `sse2`, `ssse3`, `sse4.1`, proven by the [`AesNiClmul`] token that every
//! kernel takes by value.
//!
//! Caller's contract: `blocks` is whole 16-byte blocks, encrypted or decrypted in place; block
//! `j` of the call uses the tweak `tweak + j` (mod 2^128). Ciphertext stealing and the
//! tweak offset of a partial call are done by the safe code in `lib.rs`, which calls these
//! kernels on whole blocks only.
//!
//! Layout: [`Schedule`] holds `enc[0..=nr]` (FIPS 197 §5.2, the state's byte order, which is
//! `AESENC`'s) and `dec[0..=nr]` for the equivalent inverse cipher (FIPS 197 §5.3.5, the order
//! `AESDEC` consumes). The tweaked key sits at index `m = nr / 2` of both (5, 6, 7).
//!
//! Algorithm: FIPS 197 §5.1 with `AESENC` per round and `AESENCLAST` for the last; §5.3.5 with
//! `AESDEC`/`AESDECLAST`. With a tweak, round `m` takes the block's own key
//! `K_m + T + j`, read and written big-endian. The sum is kept as a `u128` that is
//! incremented once per block (add/adc, no branch on the key) and moved into a register with
//! one byte swap per 64-bit half; decryption applies `AESIMC` to it (InvMixColumns is linear
//! over XOR, but not over integer addition, so the precomputed `dec[m]` cannot be reused).
//! The kernel asks for the keys at round `m`, in program order; they depend only on the
//! running sum, so the out-of-order core computes them while rounds 1..m-1 run, and they do not
//! hold registers through those rounds (the VAES kernels measurably spilled and serialised when
//! the keys were made before round 1).
//!
//! Cost, 4 KiB on Sapphire Rapids (`taes_speed`): AES-128 ECB 499 ns, tweaked encryption
//! 622 ns (the GPR-to-xmm moves and byte swaps: about 6 more uops per block beside 10 AES
//! rounds), tweaked decryption 748 ns (plus one `AESIMC` per block on the AES unit).
//! Rejected: keeping the keys in xmm registers and carrying with a vector compare, since the
//! unsigned 64-bit compare needs SSE4.2 (`pcmpgtq` with flipped signs), which the
//! `AesNiClmul` token does not prove; the VAES kernels do exactly that.
//!
//! Eight blocks in flight, round-major: `AESENC` has 3-4 cycles of latency and issues once or
//! twice per cycle on the cores of interest, so eight independent blocks keep the unit busy.
//! Key expansion follows FIPS 197 §5.2 in `schedule.rs`; SubWord is `AESENCLAST` with a zero
//! key on the word broadcast to all four columns (ShiftRows moves nothing when the columns are
//! equal), so there is no S-box table.

// Safety contract of every `#[target_feature]` function here: the caller must run on a CPU
// with the features named in its attribute. Each takes the tier token by value, and holding
// the token is the proof (see `hw-cpu`), so callers state that in their `// SAFETY:` line.
#![allow(
    clippy::missing_safety_doc,
    reason = "the tier token argument is the safety proof"
)]
#![allow(unsafe_code, reason = "a kernel module: intrinsics and raw loads")]

use crate::schedule::{derive_dec, expand_enc, tweaked, Schedule};
use core::arch::x86_64::*;
use hw_cpu::{AesNiClmul, Token as _};

/// Loads 16 bytes (unaligned load).
#[inline(always)]
fn load(b: &[u8; 16]) -> __m128i {
    // SAFETY: mem: `b` is exactly 16 readable bytes; `loadu` has no alignment requirement.
    // cpu: sse2 is part of the x86_64 baseline.
    unsafe { _mm_loadu_si128(b.as_ptr().cast()) }
}

/// Stores 16 bytes.
#[inline(always)]
fn store(b: &mut [u8; 16], v: __m128i) {
    // SAFETY: mem: `b` is exactly 16 writable bytes; `storeu` has no alignment requirement.
    // cpu: sse2 is part of the x86_64 baseline.
    unsafe { _mm_storeu_si128(b.as_mut_ptr().cast(), v) }
}

/// The 16 big-endian bytes of `v` as a register (byte 0 = most significant byte of `v`).
#[inline(always)]
pub(crate) fn be_block(v: u128) -> __m128i {
    // After the swap the least significant byte of `s` is byte 0 of the block.
    let s = v.swap_bytes();
    // SAFETY: cpu: sse2 (`movq`/`punpcklqdq`) is part of the x86_64 baseline; no memory.
    unsafe { _mm_set_epi64x((s >> 64) as u64 as i64, s as u64 as i64) }
}

/// SubWord (FIPS 197 §5.2) of a little-endian word: `AESENCLAST` with a zero key on the word
/// broadcast to every column is SubBytes of each column (ShiftRows permutes equal columns).
#[inline]
#[target_feature(enable = "aes,sse2")]
fn sub_word(w: u32) -> u32 {
    let x = _mm_aesenclast_si128(_mm_set1_epi32(w as i32), _mm_setzero_si128());
    _mm_cvtsi128_si32(x) as u32
}

/// InvMixColumns of one round key (`AESIMC`).
#[inline]
#[target_feature(enable = "aes,sse2")]
fn inv_mix_columns(k: &[u8; 16]) -> [u8; 16] {
    let mut out = [0u8; 16];
    store(&mut out, _mm_aesimc_si128(load(k)));
    out
}

/// Expands a 16-, 24- or 32-byte key into `out` (encryption and decryption round keys).
#[target_feature(enable = "aes,sse2,ssse3,sse4.1")]
fn expand_key<const NK: usize, const NR: usize>(_cpu: AesNiClmul, key: &[u8], out: &mut Schedule) {
    expand_enc::<NK>(key, &mut out.enc, |w| sub_word(w));
    derive_dec::<NR>(&out.enc, &mut out.dec, |k| inv_mix_columns(k));
}

// `step` and `rounds` (see the macro in `arch/mod.rs`).
super::super::x86_rounds!(
    __m128i,
    "aes,sse2",
    _mm_xor_si128,
    _mm_aesenc_si128,
    _mm_aesdec_si128,
    _mm_aesenclast_si128,
    _mm_aesdeclast_si128,
);

/// The middle key of the next block from the running sum `t` (then advanced by one), with
/// InvMixColumns applied for decryption.
#[inline]
#[target_feature(enable = "aes,sse2")]
fn next_key<const DEC: bool>(t: &mut u128) -> __m128i {
    let v = be_block(*t);
    *t = t.wrapping_add(1); // add/adc: the carry never branches
    if DEC {
        _mm_aesimc_si128(v)
    } else {
        v
    }
}

// `crypt` and the tier's implementation (see the macro in `arch/mod.rs`).
super::super::base_tier_kernels!(AesNiClmul, __m128i, "aes,sse2,ssse3,sse4.1");
