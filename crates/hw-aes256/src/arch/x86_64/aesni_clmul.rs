//! AES-256 on AES-NI (128-bit registers): the canonical kernel of this crate.
//!
//! Features: `aes`, `sse2`, `ssse3`, `sse4.1`, proven by the [`AesNiClmul`] token that every
//! function takes by value.
//!
//! Layout: [`RoundKeys`] holds the 15 round keys of FIPS 197 §5.2 in order, each as the 16
//! bytes of the state it is XORed with (column-major, the FIPS byte order). `AESENC` works on the
//! same byte order, so the keys are used exactly as expanded.
//!
//! Algorithm: the cipher is FIPS 197 §5.1 with the round function done by `AESENC` (SubBytes,
//! ShiftRows, MixColumns, AddRoundKey) and the last round by `AESENCLAST` (no MixColumns).
//! Multi-block functions work round-major over 8 independent blocks, so the AES unit's pipeline
//! (4-5 cycles of latency, 1-2 per cycle of throughput) stays full.
//!
//! Key expansion (FIPS 197 §5.2, Nk = 8): each new pair of round keys needs RotWord, SubWord
//! and Rcon of the previous odd key's last word (even key) and SubWord of the new even key's
//! last word (odd key), plus the running XOR of four words (three byte shifts). SubWord is
//! done by `AESENCLAST` on the word broadcast to all columns (see `next_even`), which is
//! shorter on the serial path than `AESKEYGENASSIST`. The key is never staged through memory
//! other than `out`.

// Safety contract of every `#[target_feature]` function here: the caller must run on a CPU
// with the features named in its attribute. Each takes the tier token by value, and holding
// the token is the proof (see `hw-cpu`), so callers state that in their `// SAFETY:` line.
#![allow(
    clippy::missing_safety_doc,
    reason = "the tier token argument is the safety proof"
)]

use crate::RoundKeys;
use core::arch::x86_64::*;
use hw_cpu::{AesNiClmul, Token as _};

/// Loads 16 bytes (unaligned load; the data may be anywhere).
#[inline(always)]
pub(crate) fn load(b: &[u8; 16]) -> __m128i {
    // SAFETY: mem: `b` is exactly 16 readable bytes; `loadu` has no alignment requirement.
    unsafe { _mm_loadu_si128(b.as_ptr().cast()) }
}

/// Stores 16 bytes.
#[inline(always)]
pub(crate) fn store(b: &mut [u8; 16], v: __m128i) {
    // SAFETY: mem: `b` is exactly 16 writable bytes; `storeu` has no alignment requirement.
    unsafe { _mm_storeu_si128(b.as_mut_ptr().cast(), v) }
}

/// `w0, w0^w1, w0^w1^w2, w0^w1^w2^w3` for the four 32-bit words of `k` (FIPS 197 §5.2: each
/// word of the new key is the word 8 back XOR the previous new word), in two shift-and-XOR
/// steps: `[w0, w0^w1, w1^w2, w2^w3]`, then that XOR itself shifted by two words.
#[inline]
#[target_feature(enable = "sse2")]
fn prefix_xor(k: __m128i) -> __m128i {
    let k = _mm_xor_si128(k, _mm_slli_si128::<4>(k));
    _mm_xor_si128(k, _mm_slli_si128::<8>(k))
}

/// The even key of the next pair: `prefix_xor(k_even) ^ broadcast(SubWord(RotWord(w7)) ^ Rcon)`.
///
/// `PSHUFB` puts `RotWord(w7)` in every column; with all four columns equal, `ShiftRows` is
/// the identity, so `AESENCLAST(x, r)` is `SubWord(x) ^ r` in every column. The round-key
/// operand `r` carries the rest of the sum, `prefix_xor(k_even) ^ Rcon`, which depends only
/// on the key two steps back and is ready before `k_odd` is. So the serial path of the
/// schedule is `PSHUFB` + `AESENCLAST` per step (1 + 4 cycles of latency on Zen 4), with no
/// `PXOR` after it, against `AESKEYGENASSIST` + `PSHUFD` + `PXOR`.
#[inline]
#[target_feature(enable = "aes,sse2,ssse3")]
fn next_even(k_even: __m128i, k_odd: __m128i, rcon: i32) -> __m128i {
    // Bytes 13, 14, 15, 12 of each column: RotWord of word 3, broadcast.
    let rot_w3 = _mm_set_epi8(
        12, 15, 14, 13, 12, 15, 14, 13, 12, 15, 14, 13, 12, 15, 14, 13,
    );
    let rest = _mm_xor_si128(prefix_xor(k_even), _mm_set1_epi32(rcon));
    _mm_aesenclast_si128(_mm_shuffle_epi8(k_odd, rot_w3), rest)
}

/// The odd key of the next pair: `prefix_xor(k_odd) ^ broadcast(SubWord(w3 of new even))`,
/// with `prefix_xor(k_odd)` as `AESENCLAST`'s round-key operand as in [`next_even`].
#[inline]
#[target_feature(enable = "aes,sse2,ssse3")]
fn next_odd(k_odd: __m128i, new_even: __m128i) -> __m128i {
    // Bytes 12..15 of each column: word 3, broadcast, no rotation, no Rcon.
    let w3 = _mm_set_epi8(
        15, 14, 13, 12, 15, 14, 13, 12, 15, 14, 13, 12, 15, 14, 13, 12,
    );
    _mm_aesenclast_si128(_mm_shuffle_epi8(new_even, w3), prefix_xor(k_odd))
}

/// Expands a 256-bit key into the 15 round keys (FIPS 197 §5.2, Rcon values from §5.2 table).
#[target_feature(enable = "aes,sse2,ssse3,sse4.1")]
pub fn expand_key(cpu: AesNiClmul, key: &[u8; 32], out: &mut RoundKeys) {
    let (k0, k1) = load_key(key);
    expand_regs(cpu, k0, k1).store(cpu, out);
}

/// The two halves of a 256-bit key (bytes 0..16 and 16..32), for [`expand_regs`].
#[inline]
#[target_feature(enable = "sse2")]
pub fn load_key(key: &[u8; 32]) -> (__m128i, __m128i) {
    // SAFETY: mem: `key` is 32 readable bytes, so bytes 0..16 are in bounds; no alignment needed.
    let k0 = unsafe { _mm_loadu_si128(key[..16].as_ptr().cast()) };
    // SAFETY: mem: `key` is 32 readable bytes, so bytes 16..32 are in bounds.
    let k1 = unsafe { _mm_loadu_si128(key[16..].as_ptr().cast()) };
    (k0, k1)
}

/// [`expand_key`] from a key held in two registers (bytes 0..16 and 16..32), to registers: a
/// caller that derives the key (AES-GCM-SIV's per-nonce key) never stages it in memory, and its
/// first rounds can start while the later round keys are still being computed.
#[inline]
#[target_feature(enable = "aes,sse2,ssse3,sse4.1")]
pub fn expand_regs(_cpu: AesNiClmul, k0: __m128i, k1: __m128i) -> Keys {
    let mut k = [k0; 15];
    k[1] = k1;
    // Keys 2, 4, ..., 14 with Rcon 0x01, 0x02, ..., 0x40; each odd key after its even one.
    for (i, rcon) in (2..15).step_by(2).zip(0..) {
        k[i] = next_even(k[i - 2], k[i - 1], 1 << rcon);
        if i < 14 {
            k[i + 1] = next_odd(k[i - 1], k[i]);
        }
    }
    Keys(k)
}

/// The 15 round keys loaded into registers (the compiler spills what does not fit).
#[derive(Clone, Copy)]
pub struct Keys(pub [__m128i; 15]);

impl Keys {
    /// Loads the round keys.
    #[inline]
    #[target_feature(enable = "sse2")]
    pub fn load(_cpu: AesNiClmul, rk: &RoundKeys) -> Self {
        // Index, not `map`: `map` takes the array by value and copies 240 bytes first.
        Keys(core::array::from_fn(|i| load(&rk.keys[i])))
    }

    /// Stores the round keys into `out` (the inverse of [`Keys::load`]).
    #[inline]
    #[target_feature(enable = "sse2")]
    pub fn store(&self, _cpu: AesNiClmul, out: &mut RoundKeys) {
        for (dst, v) in out.keys.iter_mut().zip(self.0) {
            store(dst, v);
        }
    }
}

/// Encrypts one block held in a register.
#[inline]
#[target_feature(enable = "aes,sse2")]
pub fn encrypt1(_cpu: AesNiClmul, k: &Keys, block: __m128i) -> __m128i {
    let mut b = _mm_xor_si128(block, k.0[0]);
    for rk in &k.0[1..14] {
        b = _mm_aesenc_si128(b, *rk);
    }
    _mm_aesenclast_si128(b, k.0[14])
}

/// Encrypts `N` independent blocks, round-major so the AES pipeline stays full.
#[inline]
#[target_feature(enable = "aes,sse2")]
pub fn encrypt_n<const N: usize>(_cpu: AesNiClmul, k: &Keys, b: [__m128i; N]) -> [__m128i; N] {
    rounds_n::<N, false>(k, b)
}

/// One AES instruction on each of the 8 states `{x0}`..`{x7}` with the round key in the
/// register operand `$reg`, or at byte offset `$off` of `{k}` as a memory operand (legacy SSE
/// encoding: the key array is 16-byte aligned, as SSE memory operands must be).
macro_rules! round8 {
    ($op:literal, $reg:ident) => {
        concat!(
            $op, " {x0}, {", stringify!($reg), "}\n",
            $op, " {x1}, {", stringify!($reg), "}\n",
            $op, " {x2}, {", stringify!($reg), "}\n",
            $op, " {x3}, {", stringify!($reg), "}\n",
            $op, " {x4}, {", stringify!($reg), "}\n",
            $op, " {x5}, {", stringify!($reg), "}\n",
            $op, " {x6}, {", stringify!($reg), "}\n",
            $op, " {x7}, {", stringify!($reg), "}\n",
        )
    };
    ($op:literal, $off:literal) => {
        concat!(
            $op, " {x0}, xmmword ptr [{k} + ", $off, "]\n",
            $op, " {x1}, xmmword ptr [{k} + ", $off, "]\n",
            $op, " {x2}, xmmword ptr [{k} + ", $off, "]\n",
            $op, " {x3}, xmmword ptr [{k} + ", $off, "]\n",
            $op, " {x4}, xmmword ptr [{k} + ", $off, "]\n",
            $op, " {x5}, xmmword ptr [{k} + ", $off, "]\n",
            $op, " {x6}, xmmword ptr [{k} + ", $off, "]\n",
            $op, " {x7}, xmmword ptr [{k} + ", $off, "]\n",
        )
    };
}

/// [`encrypt_n`] of 8 blocks, the rounds in one `asm!` block: the 8 states stay in registers,
/// round-major; round keys 1-8 are loaded into the other 8 registers, the rest are memory
/// operands. Written with intrinsics, LLVM ran the counter-mode loops' 8 blocks as two groups
/// of 4 one after the other (4 states in flight against `AESENC`'s 4-cycle latency at 2 per
/// cycle on Zen 4). With every round key a memory operand, the loads bound the loop on AMD
/// Zen 4 (a scratch probe of 8-block counter mode: 8.55 cycles a block against 6.99 with 6
/// keys in registers, the `AESENC` bound being 7). Under Miri, which runs no `asm!`, it is
/// `encrypt_n`.
#[inline]
#[target_feature(enable = "aes,sse2")]
pub fn encrypt8(cpu: AesNiClmul, k: &Keys, b: [__m128i; 8]) -> [__m128i; 8] {
    #[cfg(miri)]
    {
        encrypt_n(cpu, k, b)
    }
    #[cfg(not(miri))]
    {
        // `Keys` is 15 `__m128i`: 240 bytes, 16-byte aligned.
        rounds8(cpu, k.0.as_ptr().cast(), b)
    }
}

/// [`encrypt8`] with the round keys where they are stored (no copy of them into a `Keys`).
#[inline]
#[target_feature(enable = "aes,sse2")]
pub fn encrypt8_stored(cpu: AesNiClmul, rk: &RoundKeys, b: [__m128i; 8]) -> [__m128i; 8] {
    #[cfg(miri)]
    {
        encrypt_n(cpu, &Keys::load(cpu, rk), b)
    }
    #[cfg(not(miri))]
    {
        // `RoundKeys` is 240 bytes, 16-byte aligned (`repr(align(16))`).
        rounds8(cpu, rk.keys.as_ptr().cast(), b)
    }
}

/// The `asm!` block of [`encrypt8`]: `k` points to 15 round keys, 240 bytes, 16-byte aligned.
#[cfg(not(miri))]
#[inline]
#[target_feature(enable = "aes,sse2")]
fn rounds8(_cpu: AesNiClmul, k: *const u8, b: [__m128i; 8]) -> [__m128i; 8] {
    let [mut x0, mut x1, mut x2, mut x3, mut x4, mut x5, mut x6, mut x7] = b;
    // SAFETY: cpu: AES-NI and SSE2 are this function's features (the `AesNiClmul` token
    // proves them for its callers). mem: both callers pass 15 round keys, 240 readable bytes,
    // 16-byte aligned; every register written is declared; no stack use.
    unsafe {
        core::arch::asm!(
            "movdqa {r1}, xmmword ptr [{k} + 16]",
            "movdqa {r2}, xmmword ptr [{k} + 32]",
            "movdqa {r3}, xmmword ptr [{k} + 48]",
            "movdqa {r4}, xmmword ptr [{k} + 64]",
            "movdqa {r5}, xmmword ptr [{k} + 80]",
            "movdqa {r6}, xmmword ptr [{k} + 96]",
            "movdqa {r7}, xmmword ptr [{k} + 112]",
            "movdqa {r8}, xmmword ptr [{k} + 128]",
            round8!("pxor", "0"),
            round8!("aesenc", r1),
            round8!("aesenc", r2),
            round8!("aesenc", r3),
            round8!("aesenc", r4),
            round8!("aesenc", r5),
            round8!("aesenc", r6),
            round8!("aesenc", r7),
            round8!("aesenc", r8),
            round8!("aesenc", "144"),
            round8!("aesenc", "160"),
            round8!("aesenc", "176"),
            round8!("aesenc", "192"),
            round8!("aesenc", "208"),
            round8!("aesenclast", "224"),
            k = in(reg) k,
            x0 = inout(xmm_reg) x0,
            x1 = inout(xmm_reg) x1,
            x2 = inout(xmm_reg) x2,
            x3 = inout(xmm_reg) x3,
            x4 = inout(xmm_reg) x4,
            x5 = inout(xmm_reg) x5,
            x6 = inout(xmm_reg) x6,
            x7 = inout(xmm_reg) x7,
            r1 = out(xmm_reg) _,
            r2 = out(xmm_reg) _,
            r3 = out(xmm_reg) _,
            r4 = out(xmm_reg) _,
            r5 = out(xmm_reg) _,
            r6 = out(xmm_reg) _,
            r7 = out(xmm_reg) _,
            r8 = out(xmm_reg) _,
            options(nostack, readonly, preserves_flags),
        );
    }
    [x0, x1, x2, x3, x4, x5, x6, x7]
}

/// The cipher (`AESENC`) or, with `DEC` and inverse round keys, the equivalent inverse cipher
/// (`AESDEC`) on `N` independent blocks, round-major.
#[inline]
#[target_feature(enable = "aes,sse2")]
fn rounds_n<const N: usize, const DEC: bool>(k: &Keys, mut b: [__m128i; N]) -> [__m128i; N] {
    for x in b.iter_mut() {
        *x = _mm_xor_si128(*x, k.0[0]);
    }
    rounds_after_0::<N, DEC>(k, b, k.0[14])
}

/// [`rounds_n`] on blocks that already hold round key 0, with `last` as the last round key.
#[inline]
#[target_feature(enable = "aes,sse2")]
fn rounds_after_0<const N: usize, const DEC: bool>(
    k: &Keys,
    mut b: [__m128i; N],
    last: __m128i,
) -> [__m128i; N] {
    for rk in &k.0[1..14] {
        for x in b.iter_mut() {
            *x = if DEC {
                _mm_aesdec_si128(*x, *rk)
            } else {
                _mm_aesenc_si128(*x, *rk)
            };
        }
    }
    for x in b.iter_mut() {
        *x = if DEC {
            _mm_aesdeclast_si128(*x, last)
        } else {
            _mm_aesenclast_si128(*x, last)
        };
    }
    b
}

/// Encrypts every block of `blocks` in place (ECB: each block independently).
#[target_feature(enable = "aes,sse2,ssse3,sse4.1")]
pub fn encrypt_blocks(cpu: AesNiClmul, rk: &RoundKeys, blocks: &mut [[u8; 16]]) {
    let k = Keys::load(cpu, rk);
    let mut chunks = blocks.chunks_exact_mut(8);
    for chunk in &mut chunks {
        let mut b = [_mm_setzero_si128(); 8];
        for (x, blk) in b.iter_mut().zip(chunk.iter()) {
            *x = load(blk);
        }
        let b = encrypt_n(cpu, &k, b);
        for (blk, x) in chunk.iter_mut().zip(b) {
            store(blk, x);
        }
    }
    for blk in chunks.into_remainder() {
        store(blk, encrypt1(cpu, &k, load(blk)));
    }
}

/// Byte order reversal of a whole block (`PSHUFB` mask 15..0).
#[inline]
#[target_feature(enable = "sse2")]
pub fn bswap_mask() -> __m128i {
    _mm_set_epi8(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15)
}

/// Counter-mode keystream XOR with a 32-bit big-endian counter in the last four bytes of the
/// counter block (SP 800-38D §6.2 `inc32`; the other 96 bits never change). Returns the counter
/// block that follows the last one used. The final partial block uses a prefix of its keystream.
#[target_feature(enable = "aes,sse2,ssse3,sse4.1")]
pub fn ctr32_xor(cpu: AesNiClmul, rk: &RoundKeys, counter: &[u8; 16], data: &mut [u8]) -> [u8; 16] {
    let bswap = bswap_mask();
    // Byte-reversed, the counter is the low 32-bit lane as a native integer, so `paddd` on lane 0
    // is exactly inc32 (wrapping, no carry into the nonce).
    let mut ctr = _mm_shuffle_epi8(load(counter), bswap);
    ctr_xor::<true>(cpu, rk, data, || {
        let c = core::array::from_fn(|j| {
            _mm_shuffle_epi8(_mm_add_epi32(ctr, _mm_set_epi32(0, 0, 0, j as i32)), bswap)
        });
        ctr = _mm_add_epi32(ctr, _mm_set_epi32(0, 0, 0, 8));
        c
    });
    let blocks = data.len().div_ceil(16) as u32;
    let low = u32::from_be_bytes([counter[12], counter[13], counter[14], counter[15]]);
    let mut out = *counter;
    out[12..].copy_from_slice(&low.wrapping_add(blocks).to_be_bytes());
    out
}

/// Counter-mode keystream with the whole block as a 128-bit big-endian counter (SP 800-38A
/// §B.1 standard incrementing function with m = 128, as SP 800-90A CTR_DRBG uses), XORed into
/// `data` (`XOR`) or written over it; `c` is the first counter block as an integer. The carry is
/// branch-free (`arch::carry_at`): the counter may be secret.
#[target_feature(enable = "aes,sse2,ssse3,sse4.1")]
pub fn ctr128<const XOR: bool>(cpu: AesNiClmul, rk: &RoundKeys, mut c: u128, data: &mut [u8]) {
    let bswap = bswap_mask();
    ctr_xor::<XOR>(cpu, rk, data, || {
        let base = load(&c.to_le_bytes());
        // Every dword is the index of the first block that carries; the compare below sees it
        // in the high qword's two dwords (both all ones: a 64-bit -1).
        let at = _mm_set1_epi32(crate::arch::carry_at(c as u64) as i32);
        c = c.wrapping_add(8);
        core::array::from_fn(|j| {
            let past = _mm_set_epi32(j as i32 + 1, j as i32 + 1, 0, 0);
            let carry = _mm_cmpgt_epi32(past, at);
            let sum = _mm_sub_epi64(_mm_add_epi64(base, _mm_set_epi64x(0, j as i64)), carry);
            _mm_shuffle_epi8(sum, bswap)
        })
    });
}

/// XORs `data` with (or, without `XOR`, overwrites it with) the encryptions of the counter
/// blocks that `next` produces, 8 per call; the final partial block uses a prefix of its
/// keystream.
#[inline]
#[target_feature(enable = "aes,sse2,ssse3,sse4.1")]
fn ctr_xor<const XOR: bool>(
    cpu: AesNiClmul,
    rk: &RoundKeys,
    data: &mut [u8],
    mut next: impl FnMut() -> [__m128i; 8],
) {
    let mut chunks = data.chunks_exact_mut(128);
    for chunk in &mut chunks {
        let ks = encrypt8_stored(cpu, rk, next());
        for (blk, s) in chunk.chunks_exact_mut(16).zip(ks) {
            put_block::<XOR>(blk, s);
        }
    }
    let rest = chunks.into_remainder();
    if !rest.is_empty() {
        let k = Keys::load(cpu, rk);
        let mut c = next().into_iter();
        for blk in rest.chunks_mut(16) {
            let s = encrypt1(cpu, &k, c.next().unwrap_or(_mm_setzero_si128()));
            put_block::<XOR>(blk, s);
        }
    }
}

/// XORs up to 16 bytes of keystream into `blk` (a full or final partial block), or without
/// `XOR` writes them over it. A partial block is read and written in place
/// ([`hw_cpu::block`]), with no copy of it or of the keystream in memory.
#[inline(always)]
fn put_block<const XOR: bool>(blk: &mut [u8], ks: __m128i) {
    if let Ok(full) = <&mut [u8; 16]>::try_from(&mut *blk) {
        // SAFETY: cpu: SSE2 is part of the x86_64 baseline.
        let v = if XOR { unsafe { _mm_xor_si128(load(full), ks) } } else { ks };
        store(full, v);
    } else {
        // SAFETY: `__m128i` and `[u64; 2]` are both 16 bytes of plain data, every bit pattern
        // valid; lane 0 is the low half, as x86 is little-endian.
        let ks: [u64; 2] = unsafe { core::mem::transmute(ks) };
        hw_cpu::block::put_partial::<XOR>(blk, ks);
    }
}

/// `put_block` with `XOR`: counter mode's keystream into a full or final partial block.
#[inline(always)]
pub fn xor_block(blk: &mut [u8], ks: __m128i) {
    put_block::<true>(blk, ks);
}

/// [`expand_key`] into `out`, and the round keys of the equivalent inverse cipher (FIPS 197
/// §5.3.5) into `inverse` in the order `AESDEC` uses them: `w[14]`, `InvMixColumns(w[13])` ..
/// `InvMixColumns(w[1])` (`AESIMC`), `w[0]`. One pass with the schedule in registers.
#[target_feature(enable = "aes,sse2,ssse3,sse4.1")]
pub fn expand_key_and_inverse(
    cpu: AesNiClmul,
    key: &[u8; 32],
    out: &mut RoundKeys,
    inverse: &mut RoundKeys,
) {
    let (k0, k1) = load_key(key);
    let k = expand_regs(cpu, k0, k1);
    k.store(cpu, out);
    store(&mut inverse.keys[0], k.0[14]);
    for r in 1..14 {
        store(&mut inverse.keys[r], _mm_aesimc_si128(k.0[14 - r]));
    }
    store(&mut inverse.keys[14], k.0[0]);
}

/// Decrypts `N` independent blocks with the inverse keys of [`expand_key_and_inverse`],
/// round-major.
#[inline]
#[target_feature(enable = "aes,sse2")]
pub fn decrypt_n<const N: usize>(_cpu: AesNiClmul, dk: &Keys, b: [__m128i; N]) -> [__m128i; N] {
    rounds_n::<N, true>(dk, b)
}

/// A semiblock (8 bytes) in the low half of a register.
#[inline]
#[target_feature(enable = "sse2")]
fn semiblock(s: &[u8; 8]) -> __m128i {
    _mm_cvtsi64_si128(i64::from_le_bytes(*s))
}

/// The high half (bytes 8..16) of `b`.
#[inline]
#[target_feature(enable = "sse2")]
fn high(b: __m128i) -> [u8; 8] {
    _mm_cvtsi128_si64(_mm_unpackhi_epi64(b, b)).to_le_bytes()
}

/// The step counter `t` as the 64-bit big-endian semiblock `[t]64`, in the low half.
#[inline]
#[target_feature(enable = "sse2")]
fn counter(t: u64) -> __m128i {
    _mm_cvtsi64_si128(i64::from_le_bytes(t.to_be_bytes()))
}

/// One step of the wrapping function W (or, with `DEC` and the inverse round keys, of W^-1)
/// on `L` messages, `ri` their semiblocks `R[i]` (replaced in place).
///
/// The chain from one step to the next is kept to the AES rounds and one blend. Each `x[l]`
/// carries `A' ^ k0` in its low half, where `A'` is the next block's left semiblock (`A` for W,
/// `A ^ [t]64` for W^-1) and `k0` round key 0; the high half is replaced by `R[i] ^ k0` (off
/// the chain), which makes the whole block with round key 0 added. The last round key is
/// `k14 ^ (([fold]64 ^ k0) || 0)`: its low half adds the step counter and the next step's
/// round key 0 to the output's left semiblock, its high half is `k14`'s, so the right
/// semiblock comes out as `LSB64(B)`. W folds its own `t` (`A = MSB64(B) ^ [t]64`); W^-1 folds
/// the next step's `t`, and 0 after its last step.
#[inline]
#[target_feature(enable = "aes,sse2,sse4.1")]
fn kw_step<const L: usize, const DEC: bool>(
    k: &Keys,
    x: &mut [__m128i; L],
    ri: &mut [[u8; 8]; L],
    fold: u64,
) {
    let k0 = k.0[0];
    let last = _mm_xor_si128(k.0[14], _mm_move_epi64(_mm_xor_si128(k0, counter(fold))));
    let b: [__m128i; L] = core::array::from_fn(|l| {
        let r = _mm_xor_si128(_mm_slli_si128::<8>(semiblock(&ri[l])), k0);
        _mm_blend_epi16::<0xf0>(x[l], r)
    });
    let b = rounds_after_0::<L, DEC>(k, b, last);
    for ((x, r), b) in x.iter_mut().zip(ri.iter_mut()).zip(b) {
        *r = high(b);
        *x = b;
    }
}

/// The wrapping function W of SP 800-38F §6.1 (RFC 3394 §2.2.1) on `L` independent messages
/// of the same `n >= 2` semiblocks: `a[l]` is message `l`'s initial value on entry and the
/// first semiblock of the result on return; `r[i][l]` is its semiblock `i`, replaced in place.
/// Step `t` of each message is `B = AES(A || R[i])`, `A = MSB64(B) ^ [t]64`,
/// `R[i] = LSB64(B)`: a chain of `6n` AES calls per message, with the `L` messages' blocks in
/// flight together. `A` stays in a register (see `kw_step`).
///
/// With `DEC`, the unwrapping function W^-1 (RFC 3394 §2.2.2): the steps undone in reverse
/// order with the inverse keys `rk` of [`expand_key_and_inverse`], `B = AES^-1((A ^ [t]64) ||
/// R[i])`, `A = MSB64(B)`, `R[i] = LSB64(B)`. `a[l]` holds `C[0]` on entry and the recovered
/// initial value on return (the caller checks it).
#[inline]
#[target_feature(enable = "aes,sse2,ssse3,sse4.1")]
pub fn kw<const L: usize, const DEC: bool>(
    cpu: AesNiClmul,
    rk: &RoundKeys,
    a: &mut [[u8; 8]; L],
    r: &mut [[[u8; 8]; L]],
) {
    let k = Keys::load(cpu, rk);
    let mut t = if DEC { 6 * r.len() as u64 } else { 0 };
    let first = if DEC {
        _mm_xor_si128(counter(t), k.0[0])
    } else {
        k.0[0]
    };
    let mut x = core::array::from_fn(|l| _mm_xor_si128(semiblock(&a[l]), first));
    for _ in 0..6 {
        if DEC {
            for ri in r.iter_mut().rev() {
                t -= 1;
                kw_step::<L, true>(&k, &mut x, ri, t);
            }
        } else {
            for ri in r.iter_mut() {
                t += 1;
                kw_step::<L, false>(&k, &mut x, ri, t);
            }
        }
    }
    kw_finish(&k, a, x);
}

/// `A` out of each message's last step (its low half, which carries round key 0).
#[inline]
#[target_feature(enable = "sse2")]
fn kw_finish<const L: usize>(k: &Keys, a: &mut [[u8; 8]; L], x: [__m128i; L]) {
    for (a, v) in a.iter_mut().zip(x) {
        *a = _mm_cvtsi128_si64(_mm_xor_si128(v, k.0[0])).to_le_bytes();
    }
}

/// Decrypts every block of `blocks` in place with the inverse keys of
/// [`expand_key_and_inverse`] (ECB; KWP's single-block case).
#[target_feature(enable = "aes,sse2,ssse3,sse4.1")]
pub fn decrypt_blocks(cpu: AesNiClmul, dk: &RoundKeys, blocks: &mut [[u8; 16]]) {
    let k = Keys::load(cpu, dk);
    for b in blocks {
        let [x] = decrypt_n(cpu, &k, [load(b)]);
        store(b, x);
    }
}

super::super::own_kernels!(AesNiClmul);
