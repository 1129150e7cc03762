//! AES-256 on the ARMv8 Cryptographic Extension (`AESE`, `AESMC`).
//!
//! Follows `x86_64/aesni_clmul.rs` (same round keys, same results); differences:
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
use hw_cpu::{AesPmull, Token as _};

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

/// SubWord (FIPS 197 §5.2) of a little-endian word, with the S-box of the AES unit (also
/// hw-taes's key schedule's).
#[inline]
#[target_feature(enable = "aes")]
pub fn sub_word(w: u32) -> u32 {
    let x = vreinterpretq_u8_u32(vdupq_n_u32(w));
    let y = vaeseq_u8(x, vdupq_n_u8(0));
    vgetq_lane_u32::<0>(vreinterpretq_u32_u8(y))
}

/// Expands a 256-bit key into the 15 round keys (FIPS 197 §5.2, Nk = 8).
#[inline(never)]
#[target_feature(enable = "aes")]
pub fn expand_key(_cpu: AesPmull, key: &[u8; 32], out: &mut RoundKeys) {
    // Rcon[i / 8] for i / 8 = 1..7 (FIPS 197 §5.2); entry 0 is never used. Indexed by i / 8
    // (at most 7 for i < 60), the access needs no bounds check.
    const RCON: [u32; 8] = [0, 0x01, 0x02, 0x04, 0x08, 0x10, 0x20, 0x40];
    let mut w = [0u32; 60];
    for (i, word) in w.iter_mut().take(8).enumerate() {
        *word = u32::from_le_bytes([key[4 * i], key[4 * i + 1], key[4 * i + 2], key[4 * i + 3]]);
    }
    for i in 8..60 {
        let mut temp = w[i - 1];
        if i % 8 == 0 {
            // RotWord moves byte 0 to the end: a right rotation of the little-endian word.
            temp = sub_word(temp.rotate_right(8)) ^ RCON[i / 8];
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

/// Defines `$name`, the cipher on `N` independent blocks, round-major: `$round` (AddRoundKey
/// and the byte substitution and shift) and `$mix` (the column mix) with 13 round keys, `$round`
/// with the 14th, and the XOR of the last. (A macro rather than a function generic over the
/// direction: that extra call level made LLVM stop inlining the result into hw-gcm's kernels.)
macro_rules! rounds_n {
    ($(#[$doc:meta])* $name:ident: $round:ident, $mix:ident) => {
        $(#[$doc])*
        #[inline]
        #[target_feature(enable = "aes")]
        pub fn $name<const N: usize>(
            _cpu: AesPmull,
            k: &Keys,
            mut b: [uint8x16_t; N],
        ) -> [uint8x16_t; N] {
            for rk in &k.0[..13] {
                for x in b.iter_mut() {
                    *x = $mix($round(*x, *rk));
                }
            }
            for x in b.iter_mut() {
                *x = veorq_u8($round(*x, k.0[13]), k.0[14]);
            }
            b
        }
    };
}

rounds_n! {
    /// Encrypts `N` independent blocks (`AESE`, `AESMC`), round-major.
    encrypt_n: vaeseq_u8, vaesmcq_u8
}

rounds_n! {
    /// Decrypts `N` independent blocks with the inverse keys of [`expand_key_and_inverse`]
    /// (`AESD`: AddRoundKey, InvShiftRows, InvSubBytes; `AESIMC`: InvMixColumns), round-major.
    decrypt_n: vaesdq_u8, vaesimcq_u8
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

/// XORs `data` with (or, without `XOR`, overwrites it with) the encryptions of the counter
/// blocks that `next` produces, 8 per call; the final partial block uses a prefix of its
/// keystream.
#[inline]
#[target_feature(enable = "aes")]
fn ctr_xor<const XOR: bool>(
    cpu: AesPmull,
    rk: &RoundKeys,
    data: &mut [u8],
    mut next: impl FnMut() -> [uint8x16_t; 8],
) {
    let k = Keys::load(cpu, rk);
    let mut chunks = data.chunks_exact_mut(128);
    for chunk in &mut chunks {
        let ks = encrypt_n(cpu, &k, next());
        for (blk, s) in chunk.chunks_exact_mut(16).zip(ks) {
            put_block::<XOR>(blk, s);
        }
    }
    let rest = chunks.into_remainder();
    if !rest.is_empty() {
        let mut c = next().into_iter();
        for blk in rest.chunks_mut(16) {
            let [s] = encrypt_n(cpu, &k, [c.next().unwrap_or(vdupq_n_u8(0))]);
            put_block::<XOR>(blk, s);
        }
    }
}

/// Counter mode with SP 800-38D's `inc32` (see `aesni::ctr32_xor`).
#[inline(never)]
#[target_feature(enable = "aes")]
pub fn ctr32_xor(cpu: AesPmull, rk: &RoundKeys, counter: &[u8; 16], data: &mut [u8]) -> [u8; 16] {
    // Each 32-bit word byte-reversed: the counter word (the last) is lane 3 as a native
    // integer, and the nonce words go back unchanged when reversed again.
    let mut ctr = vreinterpretq_u32_u8(vrev32q_u8(load(counter)));
    ctr_xor::<true>(cpu, rk, data, || {
        let c = core::array::from_fn(|j| {
            let lane3 = vsetq_lane_u32::<3>(j as u32, vdupq_n_u32(0));
            vrev32q_u8(vreinterpretq_u8_u32(vaddq_u32(ctr, lane3)))
        });
        ctr = vaddq_u32(ctr, vsetq_lane_u32::<3>(8, vdupq_n_u32(0)));
        c
    });
    let blocks = data.len().div_ceil(16) as u32;
    let low = u32::from_be_bytes([counter[12], counter[13], counter[14], counter[15]]);
    let mut out = *counter;
    out[12..].copy_from_slice(&low.wrapping_add(blocks).to_be_bytes());
    out
}

/// Counter mode with the whole block as a 128-bit big-endian counter (see `aesni::ctr128`),
/// XORed into `data` (`XOR`) or written over it. The carry is a wrapping integer add in
/// general registers, with no branch. (The x86_64 kernels' vector counters, `arch::carry_at`,
/// came out 5-8% slower here in llvm-mca 22 on Neoverse V1 and V2 and Apple M1: their five
/// vector operations per block compete with `AESE`/`AESMC` for the SIMD pipes.)
#[inline(never)]
#[target_feature(enable = "aes")]
pub fn ctr128<const XOR: bool>(cpu: AesPmull, rk: &RoundKeys, mut c: u128, data: &mut [u8]) {
    ctr_xor::<XOR>(cpu, rk, data, || {
        core::array::from_fn(|_| {
            let b = load(&c.to_be_bytes());
            c = c.wrapping_add(1);
            b
        })
    });
}

/// XORs up to 16 bytes of keystream into `blk` (a full or final partial block), or without
/// `XOR` writes them over it; a partial block is read and written in place
/// ([`hw_cpu::block`]), with no copy of it or of the keystream in memory.
#[inline(always)]
fn put_block<const XOR: bool>(blk: &mut [u8], ks: uint8x16_t) {
    if let Ok(full) = <&mut [u8; 16]>::try_from(&mut *blk) {
        // SAFETY: cpu: NEON is part of every aarch64 target.
        let v = if XOR { unsafe { veorq_u8(load(full), ks) } } else { ks };
        store(full, v);
    } else {
        // SAFETY: cpu: as above.
        let q = unsafe { vreinterpretq_u64_u8(ks) };
        // SAFETY: cpu: as above.
        let ks = [unsafe { vgetq_lane_u64::<0>(q) }, unsafe { vgetq_lane_u64::<1>(q) }];
        hw_cpu::block::put_partial::<XOR>(blk, ks);
    }
}

/// `put_block` with `XOR`: counter mode's keystream into a full or final partial block (as
/// `x86_64/aesni_clmul.rs::xor_block`).
#[inline(always)]
pub fn xor_block(blk: &mut [u8], ks: uint8x16_t) {
    put_block::<true>(blk, ks);
}

/// [`expand_key`] into `out`, and the round keys of the equivalent inverse cipher (FIPS 197
/// §5.3.5) into `inverse` in the order `AESD` uses them: `w[14]`, `InvMixColumns(w[13])` ..
/// `InvMixColumns(w[1])` (`AESIMC`), `w[0]`.
#[target_feature(enable = "aes")]
pub fn expand_key_and_inverse(
    cpu: AesPmull,
    key: &[u8; 32],
    out: &mut RoundKeys,
    inverse: &mut RoundKeys,
) {
    expand_key(cpu, key, out);
    let k = Keys::load(cpu, out);
    store(&mut inverse.keys[0], k.0[14]);
    for r in 1..14 {
        store(&mut inverse.keys[r], vaesimcq_u8(k.0[14 - r]));
    }
    store(&mut inverse.keys[14], k.0[0]);
}

/// One step of the wrapping function W (or, with `DEC` and the inverse round keys, of W^-1)
/// on `L` messages, `ri` their semiblocks `R[i]` (replaced in place), as
/// `x86_64/aesni_clmul.rs::kw_step` but for `AESE`/`AESD`, which add the round key first.
///
/// `x[l]` is the previous step's output before its last round key (`k14`) was added; the
/// chain from one step to the next is the AES rounds and one lane insert. The step's first
/// round key is `((k14 ^ k0) ^ [fold]64) || k0` (low lane, high lane): on the low lane it
/// completes the previous output with `k14`, adds the counter and this step's `k0`; on the
/// inserted `R[i]` it is `k0`. W folds the previous step's `t` (0 before its first step),
/// W^-1 the current step's.
#[inline]
#[target_feature(enable = "aes")]
fn kw_step<const L: usize, const DEC: bool>(
    k: &Keys,
    x: &mut [uint8x16_t; L],
    ri: &mut [[u8; 8]; L],
    fold: u64,
) {
    let k0 = vreinterpretq_u64_u8(k.0[0]);
    let k14 = vreinterpretq_u64_u8(k.0[14]);
    let low = vgetq_lane_u64::<0>(k14) ^ vgetq_lane_u64::<0>(k0) ^ fold.swap_bytes();
    let first = vreinterpretq_u8_u64(vsetq_lane_u64::<0>(low, k0));
    let mut b: [uint8x16_t; L] = core::array::from_fn(|l| {
        let r = vdupq_n_u64(u64::from_le_bytes(ri[l]));
        vreinterpretq_u8_u64(vcopyq_laneq_u64::<1, 1>(vreinterpretq_u64_u8(x[l]), r))
    });
    for (j, rk) in k.0[..14].iter().enumerate() {
        let rk = if j == 0 { first } else { *rk };
        for v in b.iter_mut() {
            *v = match (DEC, j == 13) {
                (false, false) => vaesmcq_u8(vaeseq_u8(*v, rk)),
                (false, true) => vaeseq_u8(*v, rk),
                (true, false) => vaesimcq_u8(vaesdq_u8(*v, rk)),
                (true, true) => vaesdq_u8(*v, rk),
            };
        }
    }
    for ((x, r), b) in x.iter_mut().zip(ri.iter_mut()).zip(b) {
        let q = vreinterpretq_u64_u8(veorq_u8(b, k.0[14]));
        *r = vgetq_lane_u64::<1>(q).to_le_bytes();
        *x = b;
    }
}

/// The first step's `x` for [`kw_step`]: `a` in the low lane, less `k14` (which the first
/// round key adds back).
#[inline]
#[target_feature(enable = "neon")]
fn kw_start<const L: usize>(k: &Keys, a: &[[u8; 8]; L]) -> [uint8x16_t; L] {
    core::array::from_fn(|l| {
        let a = vdupq_n_u64(u64::from_le_bytes(a[l]));
        veorq_u8(vreinterpretq_u8_u64(a), k.0[14])
    })
}

/// The last step's `A`: the low lane of its output with `k14` added, and `[fold]64`.
#[inline]
#[target_feature(enable = "neon")]
fn kw_finish<const L: usize>(k: &Keys, a: &mut [[u8; 8]; L], x: [uint8x16_t; L], fold: u64) {
    for (a, v) in a.iter_mut().zip(x) {
        let lo = vgetq_lane_u64::<0>(vreinterpretq_u64_u8(veorq_u8(v, k.0[14])));
        *a = (lo ^ fold.swap_bytes()).to_le_bytes();
    }
}

/// The wrapping function W of SP 800-38F §6.1 or, with `DEC` and the inverse round keys `rk`,
/// the unwrapping function W^-1, on `L` messages of the same `n` semiblocks, `r[i][l]`
/// semiblock `i` of message `l` (as `x86_64/aesni_clmul.rs::kw`).
#[inline]
#[target_feature(enable = "aes")]
pub fn kw<const L: usize, const DEC: bool>(
    cpu: AesPmull,
    rk: &RoundKeys,
    a: &mut [[u8; 8]; L],
    r: &mut [[[u8; 8]; L]],
) {
    let k = Keys::load(cpu, rk);
    let mut x = kw_start(&k, a);
    let mut t = if DEC { 6 * r.len() as u64 } else { 0 };
    for _ in 0..6 {
        if DEC {
            for ri in r.iter_mut().rev() {
                kw_step::<L, true>(&k, &mut x, ri, t);
                t -= 1;
            }
        } else {
            for ri in r.iter_mut() {
                kw_step::<L, false>(&k, &mut x, ri, t);
                t += 1;
            }
        }
    }
    // `t` is the fold after the last step: `6n` after wrapping, 0 after unwrapping.
    kw_finish(&k, a, x, t);
}

/// Decrypts every block of `blocks` in place with the inverse keys of
/// [`expand_key_and_inverse`] (ECB).
#[inline(never)]
#[target_feature(enable = "aes")]
pub fn decrypt_blocks(cpu: AesPmull, dk: &RoundKeys, blocks: &mut [[u8; 16]]) {
    let k = Keys::load(cpu, dk);
    for b in blocks {
        let [x] = decrypt_n(cpu, &k, [load(b)]);
        store(b, x);
    }
}

super::super::own_kernels!(AesPmull);
