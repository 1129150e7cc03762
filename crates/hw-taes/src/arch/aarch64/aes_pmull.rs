//! T-AES on the ARMv8 Cryptographic Extension (`AESE`/`AESMC`, `AESD`/`AESIMC`).
//!
//! Follows `x86_64/aesni_clmul.rs` (same schedule, same caller's contract, same results);
//! differences:
//! - `AESE(s, k)` is AddRoundKey, ShiftRows, SubBytes: the key is XORed *before* the S-boxes,
//!   and `AESMC` is MixColumns. So a round key enters one instruction earlier than on x86:
//!   encryption is `AESMC(AESE(s, K_r))` for r = 0..Nr-2, then `AESE(s, K_{Nr-1})` and a final
//!   XOR with `K_Nr` (FIPS 197 §5.1 regrouped). The tweaked key `K_m` (m = Nr/2 <= Nr-2) is
//!   the key of the `AESE` at index m, not of the x86 round m.
//! - Decryption: `AESD(s, k)` is AddRoundKey, InvShiftRows, InvSubBytes and `AESIMC` is
//!   InvMixColumns, so the equivalent inverse cipher's keys `dec[0..=Nr]` (FIPS 197 §5.3.5,
//!   the same array as on x86) are used as `AESIMC(AESD(s, dec[j]))` for j = 0..Nr-2, then
//!   `AESD(s, dec[Nr-1])` and XOR `dec[Nr]`. The tweaked key is `AESIMC(K_m + T + j)` at index
//!   m; `AESIMC` of a key is one instruction.
//! - The per-block key `K_m + T + j` goes from the `u128` into a vector register through two
//!   64-bit general-purpose moves and a byte reversal (`REV64` + the half swap of `EXT`), never
//!   through memory.
//! - Key expansion: SubWord is `AESE` with a zero key on the word broadcast to all columns.

#![allow(
    clippy::missing_safety_doc,
    reason = "the tier token argument is the safety proof"
)]
#![allow(unsafe_code, reason = "a kernel module: intrinsics and raw loads")]

use crate::schedule::{derive_dec, expand_enc, tweaked, Schedule};
use core::arch::aarch64::*;
use hw_aes256::kernel::aes_pmull::sub_word;
use hw_cpu::{AesPmull, Token as _};

// Safety contract of every `#[target_feature]` function here: the caller must run on a CPU
// with the features named in its attribute. Each takes the `AesPmull` token by value, and
// holding the token is the proof (see `hw-cpu`).

/// Loads 16 bytes.
#[inline(always)]
fn load(b: &[u8; 16]) -> uint8x16_t {
    // SAFETY: mem: `b` is exactly 16 readable bytes; `vld1q_u8` has no alignment requirement.
    // cpu: NEON is part of every aarch64 target.
    unsafe { vld1q_u8(b.as_ptr()) }
}

/// Stores 16 bytes.
#[inline(always)]
fn store(b: &mut [u8; 16], v: uint8x16_t) {
    // SAFETY: mem: `b` is exactly 16 writable bytes. cpu: as for `load`.
    unsafe { vst1q_u8(b.as_mut_ptr(), v) }
}

/// The 16 big-endian bytes of `v` as a register (byte 0 = most significant byte of `v`).
#[inline]
#[target_feature(enable = "neon")]
fn be_block(v: u128) -> uint8x16_t {
    // Lane 0 holds the high half: byte-reversed, its most significant byte comes first.
    let halves = vcombine_u64(vcreate_u64((v >> 64) as u64), vcreate_u64(v as u64));
    vrev64q_u8(vreinterpretq_u8_u64(halves))
}

/// InvMixColumns of one round key (`AESIMC`).
#[inline]
#[target_feature(enable = "aes")]
fn inv_mix_columns(k: &[u8; 16]) -> [u8; 16] {
    let mut out = [0u8; 16];
    store(&mut out, vaesimcq_u8(load(k)));
    out
}

/// Expands a 16-, 24- or 32-byte key into `out` (encryption and decryption round keys).
#[target_feature(enable = "aes")]
fn expand_key<const NK: usize, const NR: usize>(_cpu: AesPmull, key: &[u8], out: &mut Schedule) {
    expand_enc::<NK>(key, &mut out.enc, |w| sub_word(w));
    derive_dec::<NR>(&out.enc, &mut out.dec, |k| inv_mix_columns(k));
}

/// One `AESE`+`AESMC` (or `AESD`+`AESIMC` for decryption) with `key` XORed first.
#[inline]
#[target_feature(enable = "aes")]
fn step<const DEC: bool>(x: uint8x16_t, key: uint8x16_t) -> uint8x16_t {
    if DEC {
        vaesimcq_u8(vaesdq_u8(x, key))
    } else {
        vaesmcq_u8(vaeseq_u8(x, key))
    }
}

/// T-AES encryption or (equivalent inverse) decryption of `N` independent blocks,
/// round-major. With `TWEAKED`, the key of `AESE`/`AESD` number m = Nr/2 is each block's own
/// middle key from `tk`, called right there (already InvMixColumns'ed for decryption).
#[inline]
#[target_feature(enable = "aes")]
fn rounds<const N: usize, const NR: usize, const TWEAKED: bool, const DEC: bool>(
    k: &[uint8x16_t; 15],
    tk: &mut impl FnMut() -> [uint8x16_t; N],
    mut b: [uint8x16_t; N],
) -> [uint8x16_t; N] {
    let m = NR / 2;
    #[allow(clippy::needless_range_loop, reason = "plain index loops unroll fully")]
    for r in 0..m {
        for x in b.iter_mut() {
            *x = step::<DEC>(*x, k[r]);
        }
    }
    let mid = if TWEAKED { tk() } else { [k[m]; N] };
    for (x, key) in b.iter_mut().zip(mid) {
        *x = step::<DEC>(*x, key); // K_m + T + j
    }
    #[allow(clippy::needless_range_loop, reason = "plain index loops unroll fully")]
    for r in m + 1..NR - 1 {
        for x in b.iter_mut() {
            *x = step::<DEC>(*x, k[r]);
        }
    }
    for x in b.iter_mut() {
        *x = if DEC {
            veorq_u8(vaesdq_u8(*x, k[NR - 1]), k[NR])
        } else {
            veorq_u8(vaeseq_u8(*x, k[NR - 1]), k[NR])
        };
    }
    b
}

/// The middle key of the next block from the running sum `t` (then advanced by one), with
/// InvMixColumns applied for decryption.
#[inline]
#[target_feature(enable = "aes")]
fn next_key<const DEC: bool>(t: &mut u128) -> uint8x16_t {
    let v = be_block(*t);
    *t = t.wrapping_add(1); // adds/adc: the carry never branches
    if DEC {
        vaesimcq_u8(v)
    } else {
        v
    }
}

// `crypt` and the tier's implementation (see the macro in `arch/mod.rs`).
super::super::base_tier_kernels!(AesPmull, uint8x16_t, "aes");
