//! AES-256-GCM-SIV on AES-NI and PCLMULQDQ (128-bit registers): the canonical kernel of this
//! crate.
//!
//! Features: `aes`, `pclmulqdq`, `sse2`, `ssse3`, `sse4.1`, proven by the [`AesNiClmul`] token.
//!
//! What is here: the per-nonce key derivation (RFC 8452 §4), the counter mode of GCM-SIV and
//! its one-pass opening (`open_groups`, on hw-polyval's stitched `asm!` loop text). POLYVAL is
//! hw-polyval's aggregated kernel (8 blocks per reduction) and the key expansion hw-aes256's;
//! the composition (hash, tag, counter mode, comparison) is `lib.rs`.
//!
//! Key derivation: the six blocks `LE32(i) || nonce`, `i = 0..6`, differ only in their first
//! 32-bit lane, so they are one register plus `paddd` each; they are encrypted together
//! (round-major, one pipeline fill) and the low 64 bits of each are gathered with
//! `punpcklqdq`: blocks 0-1 make the authentication key, 2-5 the encryption key, which is
//! staged on the stack only for the key expansion and wiped after it.
//!
//! Counter mode: RFC 8452 increments the first 32 bits of the counter block as a little-endian
//! integer, mod 2^32. Loaded into a register that is lane 0 as a native integer, so the
//! increment is one `paddd` with no byte swap (GCM's big-endian `inc32` needs two). Eight
//! blocks per iteration keep the AES unit busy; a tail of 1-7 blocks is encrypted as one group
//! of 1, 2, 4 or 8 rather than serially, so a short message pays one pipeline fill and no
//! more blocks than it rounds up to.

#![allow(
    clippy::missing_safety_doc,
    reason = "the tier token argument is the safety proof"
)]

use crate::arch::Kernels;
use crate::{Input, MessageKeys, OpenState};
use core::arch::x86_64::*;
use hw_aes256::kernel::aesni_clmul::{self as aesni, Keys};
use hw_aes256::RoundKeys;
use hw_cpu::{AesNiClmul, Token as _};
pub(crate) use hw_polyval::kernel::aesni_clmul::{load, store};
use hw_polyval::kernel::aesni_clmul as clmul;
use hw_polyval::Powers;

// Safety contract of every `#[target_feature]` function here: the caller must run on a CPU
// with the features named in its attribute. Each takes the tier token by value, and holding
// the token is the proof (see `hw-cpu`), so callers state that in their `// SAFETY:` line.

/// The per-message keys of a short message, in registers: the POLYVAL key `h`, the expanded
/// encryption key, and the derivation block `0^32 || nonce` (RFC 8452 §4).
///
/// The six derivation blocks differ only in their first lane (one `paddd` each) and go through
/// the rounds together; the encryption key is expanded in registers (`expand_regs`), so a
/// caller's first rounds under it can start before its last round keys exist. A macro, so that
/// it is part of its caller: as an `#[inline]` function LLVM kept it out of line and returned
/// the 15 round keys through memory (16-byte seal 125 ns, 108 ns inlined, on a Zen 4).
macro_rules! short_keys {
    ($cpu:expr, $kgk:expr, $nonce:expr) => {{
        let (cpu, kgk, nonce): (hw_cpu::AesNiClmul, &RoundKeys, &[u8; 12]) = ($cpu, $kgk, $nonce);
        // `0^32 || nonce` built from three 32-bit loads (a copy into a zeroed block and a
        // 16-byte load of it would stall on store forwarding).
        let word =
            |i: usize| i32::from_le_bytes([nonce[i], nonce[i + 1], nonce[i + 2], nonce[i + 3]]);
        let n = _mm_set_epi32(word(8), word(4), word(0), 0);
        // LE32(i) || nonce: bytes 0..4 of `n` are zero, so adding i to lane 0 writes LE32(i).
        let b = aesni::encrypt_n(
            cpu,
            &aesni::Keys::load(cpu, kgk),
            core::array::from_fn::<_, 6, _>(|i| {
                _mm_add_epi32(n, _mm_set_epi32(0, 0, 0, i as i32))
            }),
        );
        // The first 8 bytes of each: auth = T0[..8] || T1[..8]; enc = T2..T5 likewise.
        let h = _mm_unpacklo_epi64(b[0], b[1]);
        let enc = aesni::expand_regs(
            cpu,
            _mm_unpacklo_epi64(b[2], b[3]),
            _mm_unpacklo_epi64(b[4], b[5]),
        );
        (h, enc, n)
    }};
}

pub(crate) use short_keys;

/// RFC 8452 §4 for a 256-bit key-generating key, into memory: `short_keys!` with the
/// authentication key and the expanded encryption key stored.
#[target_feature(enable = "aes,sse2,ssse3,sse4.1")]
pub fn derive(
    cpu: AesNiClmul,
    kgk: &RoundKeys,
    nonce: &[u8; 12],
    auth: &mut [u8; 16],
    enc: &mut RoundKeys,
) {
    let (h, k, _) = short_keys!(cpu, kgk, nonce);
    store(auth, h);
    k.store(cpu, enc);
}

/// Loads up to 16 bytes, zero-padded: a whole block with one load, a partial one with
/// hw-polyval's [`clmul::load_padded`] (no copy in memory; the bytes may be plaintext).
#[inline(always)]
fn load_padded(b: &[u8]) -> __m128i {
    match <&[u8; 16]>::try_from(b) {
        Ok(full) => load(full),
        Err(_) => clmul::load_padded(b),
    }
}


/// POLYVAL of a short message (AAD and message zero-padded, then the length block) under `h`,
/// in registers. Up to four blocks in all: Horner's rule (one multiply per block, the shortest
/// chain for so few). More: the powers of `H` up to the block count (at most `H^8`) as a tree
/// three multiplies deep, then, up to eight blocks in all, every block in one aggregated
/// multiply with one reduction; beyond that, 8 blocks per reduction (hw-polyval's `absorb`).
/// A partial block is read zero-padded straight into a register ([`load_padded`]).
#[inline]
#[target_feature(enable = "pclmulqdq,sse2,ssse3")]
pub(crate) fn short_hash(cpu: AesNiClmul, h: __m128i, aad: &[u8], msg: &[u8]) -> __m128i {
    let lens = _mm_set_epi64x((msg.len() as u64 * 8) as i64, (aad.len() as u64 * 8) as i64);
    let blocks = aad.len().div_ceil(16) + msg.len().div_ceil(16) + 1;
    if blocks <= 4 {
        let mut s = _mm_setzero_si128();
        for part in [aad, msg] {
            for blk in part.chunks(16) {
                s = clmul::dot(cpu, _mm_xor_si128(s, load_padded(blk)), h);
            }
        }
        return clmul::dot(cpu, _mm_xor_si128(s, lens), h);
    }
    // Only the powers this message multiplies by (a 64-byte seal or open 5% faster than with
    // all eight, in one process on an Intel Xeon, family 6 model 207).
    let hp = clmul::powers_regs(cpu, h, blocks);
    if blocks <= 8 {
        // One reduction for the whole message, not a second, dependent multiply for the
        // length block (a 64-byte seal 4-10% faster, in one process on an Intel Xeon).
        let mut g = [_mm_setzero_si128(); 8];
        let parts = aad.chunks(16).chain(msg.chunks(16));
        for (slot, blk) in g.iter_mut().zip(parts) {
            *slot = load_padded(blk);
        }
        g[blocks - 1] = lens;
        return match blocks {
            // Five blocks (a 64-byte message alone) measured no faster by Karatsuba: opening
            // 1.02-1.04x the time, sealing 0.98-0.99x.
            5 => clmul::aggregate(cpu, &hp, _mm_setzero_si128(), g[..5].iter().copied()),
            6 => aggregate_n::<6>(cpu, &hp, &g),
            7 => aggregate_n::<7>(cpu, &hp, &g),
            _ => aggregate_n::<8>(cpu, &hp, &g),
        };
    }
    let s = clmul::absorb_padded::<false>(cpu, &hp, _mm_setzero_si128(), aad);
    let (whole, rest) = msg.as_chunks::<16>();
    let s = clmul::absorb::<false>(cpu, &hp, s, whole);
    if rest.is_empty() {
        clmul::aggregate(cpu, &hp, s, [lens].into_iter())
    } else {
        clmul::aggregate(cpu, &hp, s, [load_padded(rest), lens].into_iter())
    }
}

/// The first `N` blocks of `g` times `H^N..H^1` (the last `N` of `hp`) with one reduction, by
/// Karatsuba: three `PCLMULQDQ` per block instead of four, where they issue every other cycle
/// (AMD Zen 4) and this sum, after the powers, is on the chain to the tag.
#[inline]
#[target_feature(enable = "pclmulqdq,sse2")]
fn aggregate_n<const N: usize>(cpu: AesNiClmul, hp: &[__m128i; 8], g: &[__m128i; 8]) -> __m128i {
    let x: [__m128i; N] = core::array::from_fn(|i| g[i]);
    let h: [__m128i; N] = core::array::from_fn(|i| hp[8 - N + i]);
    let hk = clmul::karatsuba_halves(&h);
    clmul::aggregate_karatsuba(cpu, _mm_setzero_si128(), &x, &h, &hk)
}

/// The tag (RFC 8452 §4): `s` XOR the nonce, bit 127 cleared, encrypted under `enc`. `n` is
/// the derivation block `0^32 || nonce`.
#[inline]
#[target_feature(enable = "aes,sse2")]
pub(crate) fn short_tag(cpu: AesNiClmul, enc: &Keys, s: __m128i, n: __m128i) -> __m128i {
    // The nonce in bytes 0..12: the derivation block shifted down by four bytes.
    let s = _mm_andnot_si128(top(), _mm_xor_si128(s, _mm_srli_si128::<4>(n)));
    aesni::encrypt1(cpu, enc, s)
}

/// Bit 127 (byte 15's top bit): the counter's set bit and the tag input's cleared bit.
#[inline]
#[target_feature(enable = "sse2")]
pub(crate) fn top() -> __m128i {
    _mm_set_epi32(i32::MIN, 0, 0, 0)
}

/// The whole of GCM-SIV for a short message (at most [`SHORT_MSG`] bytes, AAD at most
/// [`SHORT_AAD`]), in registers: seals `buf` in place and returns the tag or, with `OPEN`,
/// decrypts it under `tag_in` and returns the tag its plaintext has.
///
/// For a short message the cost is the dependency chain, not throughput: the six derivation
/// blocks, then the key expansion of the encryption key, then the tag's rounds, then the
/// counter blocks'. Here the derived key never leaves registers, so the tag's first rounds run
/// while its last round keys are still being computed, and POLYVAL runs beside the expansion.
/// The general path (`lib.rs`) stores and reloads both key schedules and the key powers.
#[target_feature(enable = "aes,pclmulqdq,sse2,ssse3,sse4.1")]
pub fn short<const OPEN: bool>(
    cpu: AesNiClmul,
    m: &Input<'_>,
    buf: &mut [u8],
    tag_in: &[u8; 16],
) -> [u8; 16] {
    short_body!(OPEN, cpu, m, buf, tag_in, ctr_keys(cpu))
}

/// The body of [`short`], with the counter mode `$ctr($t, keys, counter block, buf)` (the VAES
/// tiers run theirs on wider registers, in a function with their own features).
macro_rules! short_body {
    ($open:ident, $cpu:expr, $m:expr, $buf:expr, $tag_in:expr, $ctr:ident($t:expr)) => {{
        use $crate::arch::x86_64::aesni_clmul as a;
        let (cpu, m, buf, tag_in): (hw_cpu::AesNiClmul, &$crate::Input<'_>, &mut [u8], &[u8; 16]) =
            ($cpu, $m, $buf, $tag_in);
        let aad = m.aad;
        debug_assert!(buf.len() <= $crate::SHORT_MSG && aad.len() <= $crate::SHORT_AAD);
        let (h, enc, n) = a::short_keys!(cpu, m.kgk, m.nonce);
        // One copy of the schedule in the frame, read by the tag's rounds and the counter
        // mode alike (otherwise LLVM kept the tag's keys apart from the copy it passes to the
        // counter mode: 240 bytes more frame, and of wipe).
        let enc = core::hint::black_box(&enc);
        if $open {
            $ctr($t, enc, _mm_or_si128(a::load(tag_in), a::top()), buf);
        }
        let s = a::short_hash(cpu, h, aad, buf);
        let tag = a::short_tag(cpu, enc, s, n);
        if !$open {
            $ctr($t, enc, _mm_or_si128(tag, a::top()), buf);
        }
        let mut out = [0u8; 16];
        a::store(&mut out, tag);
        out
    }};
}
pub(crate) use short_body;

/// Counter mode from counter block `c` with round keys in registers: 8 blocks at a time, then
/// the tail as one group of 1, 2, 4 or 8.
#[inline]
#[target_feature(enable = "aes,sse2,ssse3,sse4.1")]
pub(crate) fn ctr_keys(cpu: AesNiClmul, k: &Keys, mut c: __m128i, buf: &mut [u8]) {
    let one = _mm_set_epi32(0, 0, 0, 1);
    let mut chunks = buf.chunks_exact_mut(128);
    for chunk in &mut chunks {
        let ctrs = core::array::from_fn::<_, 8, _>(|_| {
            let v = c;
            c = _mm_add_epi32(c, one);
            v
        });
        let ks = aesni::encrypt8(cpu, k, ctrs);
        for (blk, s) in chunk.chunks_exact_mut(16).zip(ks) {
            xor_block(blk, s);
        }
    }
    let rest = chunks.into_remainder();
    match rest.len().div_ceil(16) {
        0 => {}
        1 => tail::<1>(cpu, k, c, rest),
        2 => tail::<2>(cpu, k, c, rest),
        3 | 4 => tail::<4>(cpu, k, c, rest),
        _ => tail::<8>(cpu, k, c, rest),
    }
}

/// Encrypts one block under `rk`.
#[target_feature(enable = "aes,sse2")]
pub fn encrypt_block(cpu: AesNiClmul, rk: &RoundKeys, block: &mut [u8; 16]) {
    let v = aesni::encrypt1(cpu, &Keys::load(cpu, rk), load(block));
    store(block, v);
}

/// XORs a full block of keystream into `blk`, or a prefix of it into a shorter final block
/// (hw-aes256's, which reads and writes a partial block in place).
pub(crate) use aesni::xor_block;

/// GCM-SIV counter mode (see the module header): XORs `data` with the keystream of `counter`,
/// `counter + 1`, ... (first 32-bit word, little-endian, mod 2^32).
#[target_feature(enable = "aes,sse2,ssse3,sse4.1")]
pub fn ctr(cpu: AesNiClmul, rk: &RoundKeys, counter: &[u8; 16], data: &mut [u8]) {
    ctr_keys(cpu, &Keys::load(cpu, rk), load(counter), data);
}

/// Counter mode over `rest` (at most `N` blocks) from counter block `c`, `N` blocks at once.
#[inline]
#[target_feature(enable = "aes,sse2")]
fn tail<const N: usize>(cpu: AesNiClmul, k: &Keys, c: __m128i, rest: &mut [u8]) {
    let ctrs = core::array::from_fn(|i| _mm_add_epi32(c, _mm_set_epi32(0, 0, 0, i as i32)));
    let ks = aesni::encrypt_n::<N>(cpu, k, ctrs);
    for (blk, s) in rest.chunks_mut(16).zip(ks) {
        xor_block(blk, s);
    }
}

/// One pass of decryption over the leading whole 128-byte groups of `data`: each group's eight
/// keystream blocks, XORed into the ciphertext, are stored, and its plaintext, kept from the
/// registers that computed it, is absorbed into `st.acc` with one aggregated reduction
/// (`H^8..H^1`) while the next group's rounds run. Returns the bytes done.
///
/// The first group is decrypted on the intrinsics kernels; [`open_loop`] then takes the rest,
/// hashing each previous group's plaintext between the current group's AES rounds (the shape
/// of hw-gcm's AES-NI sealing loop, which hashes its previous output), and the last group's
/// plaintext is absorbed after it. What POLYVAL covers is what was decrypted, never read back
/// from the caller's buffer.
#[target_feature(enable = "aes,pclmulqdq,sse2,ssse3,sse4.1")]
pub fn open_groups(
    cpu: AesNiClmul,
    mk: &MessageKeys,
    st: &mut OpenState,
    data: &mut [u8],
) -> usize {
    let (groups, _) = data.as_chunks_mut::<128>();
    let Some((first, rest)) = groups.split_first_mut() else {
        return 0;
    };
    let n = 1 + rest.len();
    let k = Keys::load(cpu, &mk.enc);
    let h = clmul::load_powers(cpu, &mk.powers);
    let one = _mm_set_epi32(0, 0, 0, 1);
    let mut c = load(&st.counter);
    let mut s = load(&st.acc);
    let ks = aesni::encrypt_n(
        cpu,
        &k,
        core::array::from_fn::<_, 8, _>(|_| {
            let v = c;
            c = _mm_add_epi32(c, one);
            v
        }),
    );
    // The plaintext of the group before the one being decrypted (unauthenticated: wiped below).
    let mut prev = [[0u8; 16]; 8];
    let (blocks, _) = first.as_chunks_mut::<16>();
    for ((b, p), ks) in blocks.iter_mut().zip(prev.iter_mut()).zip(ks) {
        let v = _mm_xor_si128(load(b), ks);
        store(b, v);
        store(p, v);
    }
    open_loop(cpu, &k, &h, &mut c, &mut s, rest.as_flattened_mut(), &mut prev);
    s = clmul::aggregate(cpu, &h, s, prev.iter().map(load));
    hw_cpu::wipe_array(&mut prev);
    store(&mut st.acc, s);
    n * 128
}

/// The counter block for state register `$x`, round key 0 (xmm8) added, and the counter
/// (xmm10) stepped: RFC 8452's increment is a `paddd` on the first word.
macro_rules! counter8 {
    (@$hook:ident) => {
        ""
    };
    ($x:literal) => {
        concat!(
            "movdqa ", $x, ", xmm10\n",
            "paddd xmm10, xmmword ptr [{k} + 16]\n",
            "pxor ", $x, ", xmm8\n",
        )
    };
}

/// The last round of state register `$x` (block `$off / 16`), the ciphertext XORed into round
/// key 14 (xmm8) through scratch register `$t`; the plaintext stored, and kept at `{pt}` for
/// the next iteration's POLYVAL.
macro_rules! last8 {
    ($x:literal, $t:literal, $off:literal) => {
        concat!(
            "movdqu ", $t, ", xmmword ptr [{src} + ", $off, "]\n",
            "pxor ", $t, ", xmm8\n",
            "aesenclast ", $x, ", ", $t, "\n",
            "movdqu xmmword ptr [{dst} + ", $off, "], ", $x, "\n",
            "movdqu xmmword ptr [{pt} + ", $off, "], ", $x, "\n",
        )
    };
}

/// Decrypts the 128-byte groups of `data` in assembly, on hw-polyval's stitched SSE loop
/// (`__sse_ctr_polyval_loop!`, which hw-gcm's AES-NI loop shares) with GCM-SIV's parts: each
/// iteration absorbs `prev` (the previous group's plaintext, with no byte reversal) into `s`
/// between its AES rounds and leaves its own plaintext in `prev`. The counter block stays in
/// xmm10 as loaded; `c` advances.
#[inline]
#[target_feature(enable = "aes,pclmulqdq,sse2,ssse3,sse4.1")]
fn open_loop(
    cpu: AesNiClmul,
    k: &Keys,
    h: &[__m128i; 8],
    c: &mut __m128i,
    s: &mut __m128i,
    data: &mut [u8],
    prev: &mut [[u8; 16]; 8],
) {
    let n = data.len() / 128;
    let p = data.as_mut_ptr();
    let hk = clmul::xored_halves(cpu, h);
    // SAFETY: mem: `data` has `128 * n` bytes from `p`; the loop runs `n` times (none when `n`
    // is 0) and moves `src` and `dst` (both `p`) by 128 bytes a time, each iteration reading
    // its 128 bytes before it writes them. `{pt}` is `prev`, 128 bytes, read and then written
    // in each iteration. `{rk}` (15 round keys), `{h}` (8 powers) and `{hk}` (8 values) are
    // `__m128i` arrays and `{k}` is hw-polyval's `SSE_LOOP_CONSTS`, all 16-byte aligned as the
    // aligned loads and SSE memory operands need, and reads stay inside them. cpu: this
    // function's features (the `AesNiClmul` token proves them for its callers). Every register
    // written is declared; no stack use.
    unsafe {
        core::arch::asm!(
            hw_polyval::__sse_ctr_polyval_loop!(
                top: "",
                hashed: "{pt}",
                prep: "",
                counter: counter8,
                last: last8
            ),
            rk = in(reg) k.0.as_ptr(),
            h = in(reg) h.as_ptr(),
            hk = in(reg) hk.as_ptr(),
            k = in(reg) clmul::SSE_LOOP_CONSTS.0.as_ptr(),
            pt = in(reg) prev.as_mut_ptr(),
            src = inout(reg) p.cast_const() => _,
            dst = inout(reg) p => _,
            n = inout(reg) n => _,
            out("xmm0") _, out("xmm1") _, out("xmm2") _, out("xmm3") _,
            out("xmm4") _, out("xmm5") _, out("xmm6") _, out("xmm7") _,
            out("xmm8") _,
            inout("xmm10") *c,
            inout("xmm11") *s,
            out("xmm12") _, out("xmm13") _, out("xmm14") _, out("xmm15") _,
            options(nostack),
        );
    }
}

impl Kernels for AesNiClmul {
    #[inline]
    fn expand(self, key: &[u8; 32], out: &mut RoundKeys) {
        // SAFETY: cpu: the AesNiClmul token proves aes, sse2, ssse3 and sse4.1.
        unsafe { aesni::expand_key(self, key, out) }
    }

    #[inline]
    fn derive(self, kgk: &RoundKeys, nonce: &[u8; 12], auth: &mut [u8; 16], enc: &mut RoundKeys) {
        // SAFETY: cpu: the AesNiClmul token proves aes, sse2, ssse3 and sse4.1.
        unsafe { derive(self, kgk, nonce, auth, enc) }
    }

    #[inline]
    fn powers(self, h: &[u8; 16], out: &mut Powers, n: usize) {
        // SAFETY: cpu: the AesNiClmul token proves pclmulqdq and sse2.
        unsafe { clmul::powers_upto(self, clmul::load(h), n.clamp(2, 8), out) }
    }

    #[inline]
    fn absorb(self, powers: &Powers, acc: &mut [u8; 16], blocks: &[[u8; 16]]) {
        if blocks.is_empty() {
            return;
        }
        // SAFETY: cpu: the AesNiClmul token proves pclmulqdq, sse2 and ssse3.
        unsafe { clmul::update::<false>(self, powers, acc, blocks) }
    }

    #[inline]
    fn encrypt_block(self, rk: &RoundKeys, block: &mut [u8; 16]) {
        // SAFETY: cpu: the AesNiClmul token proves aes and sse2.
        unsafe { encrypt_block(self, rk, block) }
    }

    #[inline]
    fn ctr(self, rk: &RoundKeys, counter: &[u8; 16], data: &mut [u8]) {
        self.entered();
        // SAFETY: cpu: the AesNiClmul token proves aes, sse2, ssse3 and sse4.1.
        unsafe { ctr(self, rk, counter, data) }
    }

    #[inline]
    fn short(self, m: &Input<'_>, buf: &mut [u8], open: Option<&[u8; 16]>) -> Option<[u8; 16]> {
        if !crate::is_short(m.aad.len(), buf.len()) {
            return None;
        }
        self.entered();
        Some(match open {
            // SAFETY: cpu: the AesNiClmul token proves aes, pclmulqdq, sse2, ssse3, sse4.1.
            Some(tag) => unsafe { short::<true>(self, m, buf, tag) },
            // SAFETY: as above.
            None => unsafe { short::<false>(self, m, buf, &[0; 16]) },
        })
    }

    #[inline]
    fn open_groups(self, mk: &MessageKeys, st: &mut OpenState, data: &mut [u8]) -> usize {
        // SAFETY: cpu: the AesNiClmul token proves aes, pclmulqdq, sse2, ssse3 and sse4.1.
        unsafe { open_groups(self, mk, st, data) }
    }
}
