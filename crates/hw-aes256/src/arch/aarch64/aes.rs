//! AES-256 on the ARMv8 Cryptographic Extension (`AESE`, `AESMC`).
//!
//! Follows `x86_64/aesni.rs` (same round keys, same results); differences:
//! - `AESE` is AddRoundKey, ShiftRows and SubBytes (the key is XORed first) and `AESMC` is
//!   MixColumns, so AES-256 is 13 x (`AESE` + `AESMC`) with round keys 0..12, `AESE` with round
//!   key 13, and a final XOR with round key 14 (FIPS 197 §5.1 regrouped).
//! - Key expansion (FIPS 197 §5.2) runs on 32-bit words; SubWord is `AESE` with a zero key on
//!   the word broadcast to all four columns (ShiftRows has no effect when the columns are
//!   equal).
//! - Multi-block functions work round-major over 8 independent blocks, as on x86_64.

#![allow(
    clippy::missing_safety_doc,
    reason = "the tier token argument is the safety proof"
)]

use crate::RoundKeys;
use core::arch::aarch64::*;
use hw_cpu::AesPmull;

// Safety contract of every `#[target_feature]` function here: the caller must run on a CPU
// with the features named in its attribute. Each takes the `AesPmull` token by value, and
// holding the token is the proof (see `hw-cpu`).

/// Loads 16 bytes.
#[inline(always)]
pub fn load(b: &[u8; 16]) -> uint8x16_t {
    // SAFETY: mem: `b` is exactly 16 readable bytes; `vld1q_u8` has no alignment requirement.
    // cpu: NEON is part of every aarch64 target.
    unsafe { vld1q_u8(b.as_ptr()) }
}

/// Stores 16 bytes.
#[inline(always)]
pub fn store(b: &mut [u8; 16], v: uint8x16_t) {
    // SAFETY: mem: `b` is exactly 16 writable bytes. cpu: as for `load`.
    unsafe { vst1q_u8(b.as_mut_ptr(), v) }
}

/// SubWord (FIPS 197 §5.2) of a little-endian word, with the S-box of the AES unit.
#[inline]
#[target_feature(enable = "aes")]
fn sub_word(w: u32) -> u32 {
    let x = vreinterpretq_u8_u32(vdupq_n_u32(w));
    let y = vaeseq_u8(x, vdupq_n_u8(0));
    vgetq_lane_u32::<0>(vreinterpretq_u32_u8(y))
}

/// Expands a 256-bit key into the 15 round keys (FIPS 197 §5.2, Nk = 8).
#[inline(never)]
#[target_feature(enable = "aes")]
pub fn expand_key(_cpu: AesPmull, key: &[u8; 32], out: &mut RoundKeys) {
    // Rcon for i / 8 = 1..7 (FIPS 197 §5.2).
    const RCON: [u32; 7] = [0x01, 0x02, 0x04, 0x08, 0x10, 0x20, 0x40];
    let mut w = [0u32; 60];
    for (i, word) in w.iter_mut().take(8).enumerate() {
        *word = u32::from_le_bytes([key[4 * i], key[4 * i + 1], key[4 * i + 2], key[4 * i + 3]]);
    }
    for i in 8..60 {
        let mut temp = w[i - 1];
        if i % 8 == 0 {
            // RotWord moves byte 0 to the end: a right rotation of the little-endian word.
            temp = sub_word(temp.rotate_right(8)) ^ RCON[i / 8 - 1];
        } else if i % 8 == 4 {
            temp = sub_word(temp);
        }
        w[i] = w[i - 8] ^ temp;
    }
    for (rk, words) in out.keys.iter_mut().zip(w.chunks_exact(4)) {
        for (dst, word) in rk.chunks_exact_mut(4).zip(words) {
            dst.copy_from_slice(&word.to_le_bytes());
        }
    }
    w.fill(0);
    core::hint::black_box(&mut w);
}

/// The 15 round keys loaded into registers.
#[derive(Clone, Copy)]
pub struct Keys(pub [uint8x16_t; 15]);

impl Keys {
    /// Loads the round keys.
    #[inline]
    pub fn load(_cpu: AesPmull, rk: &RoundKeys) -> Self {
        Keys(core::array::from_fn(|i| load(&rk.keys[i])))
    }
}

/// Encrypts `N` independent blocks, round-major.
#[inline]
#[target_feature(enable = "aes")]
pub fn encrypt_n<const N: usize>(
    _cpu: AesPmull,
    k: &Keys,
    mut b: [uint8x16_t; N],
) -> [uint8x16_t; N] {
    for rk in &k.0[..13] {
        for x in b.iter_mut() {
            *x = vaesmcq_u8(vaeseq_u8(*x, *rk));
        }
    }
    for x in b.iter_mut() {
        *x = veorq_u8(vaeseq_u8(*x, k.0[13]), k.0[14]);
    }
    b
}

/// Encrypts every block of `blocks` in place (ECB: each block independently).
#[inline(never)]
#[target_feature(enable = "aes")]
pub fn encrypt_blocks(cpu: AesPmull, rk: &RoundKeys, blocks: &mut [[u8; 16]]) {
    let k = Keys::load(cpu, rk);
    let mut chunks = blocks.chunks_exact_mut(8);
    for chunk in &mut chunks {
        let b: [uint8x16_t; 8] = core::array::from_fn(|i| load(&chunk[i]));
        for (blk, x) in chunk.iter_mut().zip(encrypt_n(cpu, &k, b)) {
            store(blk, x);
        }
    }
    for blk in chunks.into_remainder() {
        let [x] = encrypt_n(cpu, &k, [load(blk)]);
        store(blk, x);
    }
}

/// XORs `data` with the encryptions of the counter blocks that `next` produces, 8 at a time;
/// the final partial block uses a prefix of its keystream.
#[inline]
#[target_feature(enable = "aes")]
fn ctr_xor(cpu: AesPmull, rk: &RoundKeys, data: &mut [u8], mut next: impl FnMut() -> [u8; 16]) {
    let k = Keys::load(cpu, rk);
    let mut chunks = data.chunks_exact_mut(128);
    for chunk in &mut chunks {
        let ks = encrypt_n(cpu, &k, core::array::from_fn::<_, 8, _>(|_| load(&next())));
        for (blk, s) in chunk.chunks_exact_mut(16).zip(ks) {
            xor_block(blk, s);
        }
    }
    for blk in chunks.into_remainder().chunks_mut(16) {
        let [s] = encrypt_n(cpu, &k, [load(&next())]);
        xor_block(blk, s);
    }
}

/// Counter mode with SP 800-38D's `inc32` (see `aesni::ctr32_xor`).
#[inline(never)]
#[target_feature(enable = "aes")]
pub fn ctr32_xor(cpu: AesPmull, rk: &RoundKeys, counter: &[u8; 16], data: &mut [u8]) -> [u8; 16] {
    let mut block = *counter;
    let mut c = u32::from_be_bytes([counter[12], counter[13], counter[14], counter[15]]);
    ctr_xor(cpu, rk, data, || {
        block[12..].copy_from_slice(&c.to_be_bytes());
        c = c.wrapping_add(1);
        block
    });
    block[12..].copy_from_slice(&c.to_be_bytes());
    block
}

/// Counter mode with the whole block as a 128-bit big-endian counter (see
/// `aesni::ctr128_xor`); the carry is a wrapping integer add, with no branch.
#[inline(never)]
#[target_feature(enable = "aes")]
pub fn ctr128_xor(cpu: AesPmull, rk: &RoundKeys, counter: &[u8; 16], data: &mut [u8]) -> [u8; 16] {
    let mut c = u128::from_be_bytes(*counter);
    ctr_xor(cpu, rk, data, || {
        let b = c.to_be_bytes();
        c = c.wrapping_add(1);
        b
    });
    c.to_be_bytes()
}

/// XORs up to 16 bytes of keystream into `blk` (a full or final partial block).
#[inline]
#[target_feature(enable = "neon")]
fn xor_block(blk: &mut [u8], ks: uint8x16_t) {
    if let Ok(full) = <&mut [u8; 16]>::try_from(&mut *blk) {
        let x = veorq_u8(load(full), ks);
        store(full, x);
    } else {
        let mut tmp = [0u8; 16];
        let n = blk.len().min(16);
        tmp[..n].copy_from_slice(&blk[..n]);
        let x = veorq_u8(load(&tmp), ks);
        store(&mut tmp, x);
        blk.copy_from_slice(&tmp[..n]);
        // The keystream past `n` is not secret-free; wipe it.
        hw_cpu::wipe_blocks(core::slice::from_mut(&mut tmp));
    }
}
