//! AES-256-GCM-SIV on VAES with 256-bit registers (AVX2), for CPUs with VAES but without
//! AVX-512 (or with its use capped).
//!
//! Follows `aesni_clmul.rs` (same key derivation, same results); differences:
//! - Counter mode on ymm registers: two blocks per register, eight registers (16 blocks) per
//!   iteration of an `asm!` loop, each round key broadcast where it is used. Lane 1 of each
//!   register holds the counter one above lane 0. What is left (under 256 bytes) runs four
//!   registers at a time; AVX2 has no byte-masked store, so a tail under 128 bytes goes
//!   through one keystream group XORed block by block.
//! - POLYVAL on ymm registers with hw-polyval's `vaes_avx2` kernel: seal's pass is its
//!   `update` (16 blocks per reduction). Opening is one pass on the stitched `asm!` loop that
//!   hw-gcm runs on this tier (hw-polyval's `__vaes_avx2_ctr_polyval_loop!`), 256 bytes an
//!   iteration, each chunk's plaintext hashed (Karatsuba, one reduction) under the next one's
//!   rounds.

#![allow(
    clippy::missing_safety_doc,
    reason = "the tier token argument is the safety proof"
)]

use super::aesni_clmul::{self as a, xor_block};
use crate::arch::Kernels;
use crate::{Input, MessageKeys, OpenState};
use hw_aes256::kernel::aesni_clmul::{self as aesni, Keys};
use hw_aes256::RoundKeys;
use core::arch::x86_64::*;
use hw_aes256::kernel::vaes_avx2::broadcast_keys;
use hw_cpu::{Token as _, VaesAvx2};
use hw_polyval::kernel::vaes_avx2 as vpclmul;

// Safety contract of every `#[target_feature]` function here: the caller must run on a CPU
// with the features named in its attribute; the entry point takes the `VaesAvx2` token by
// value, and holding the token is the proof (see `hw-cpu`).

/// The first register of counter blocks: lane 0 holds `counter`, lane 1 `counter + 1`.
#[inline]
#[target_feature(enable = "avx2")]
fn first_counters(counter: &[u8; 16]) -> __m256i {
    // SAFETY: mem: `counter` is exactly 16 readable bytes.
    let c0 = _mm256_broadcastsi128_si256(unsafe { _mm_loadu_si128(counter.as_ptr().cast()) });
    // Lane 1: + 1 in its first dword (dword 4; listed from 7 down to 0).
    _mm256_add_epi32(c0, _mm256_set_epi32(0, 0, 0, 1, 0, 0, 0, 0))
}

/// The counter blocks of state register `$x`: ymm10 as it is (RFC 8452's increment is a
/// `vpaddd` on each lane's first word), then ymm10 stepped by 2.
macro_rules! counter {
    ($x:literal) => {
        concat!(
            "vmovdqa ", $x, ", ymm10\n",
            "vpaddd ymm10, ymm10, ymmword ptr [{k} + 32]\n",
        )
    };
}

/// GCM-SIV counter mode on ymm registers (see `aesni_clmul::ctr` for the counter): the
/// 256-byte chunks in assembly ([`ctr_loop`]), then at most one 128-byte group and the tail.
#[target_feature(enable = "avx2,vaes,aes,sse2")]
pub fn ctr(_cpu: VaesAvx2, rk: &RoundKeys, counter: &[u8; 16], data: &mut [u8]) {
    let mut c = first_counters(counter);
    let whole = data.len() / 256 * 256;
    let (wide, data) = data.split_at_mut(whole);
    ctr_loop(rk, &mut c, wide);
    let k = broadcast_keys(rk);
    let (groups, rest) = data.as_chunks_mut::<128>();
    for chunk in groups.iter_mut() {
        xor_in_place(chunk, keystream::<4>(&k, c));
        c = _mm256_add_epi32(c, _mm256_set_epi32(0, 0, 0, 8, 0, 0, 0, 8));
    }
    if !rest.is_empty() {
        let ks = keystream::<4>(&k, c);
        let halves = ks
            .iter()
            .flat_map(|&v| [_mm256_castsi256_si128(v), _mm256_extracti128_si256::<1>(v)]);
        for (blk, s) in rest.chunks_mut(16).zip(halves) {
            xor_block(blk, s);
        }
    }
}

/// Counter mode over the 256-byte chunks of `data` in assembly (hw-polyval's
/// `__vaes_avx2_ctr_polyval_loop!(ctr, ..)`: eight ymm registers of counter blocks per
/// iteration, each round key broadcast from `rk` where it is used). Written with intrinsics,
/// LLVM kept the 15 broadcast keys in its frame and ran one register's 14 rounds before the
/// others'. `c` (counters `[c, c + 1]`) advances.
#[inline]
#[target_feature(enable = "avx2,vaes")]
fn ctr_loop(rk: &RoundKeys, c: &mut __m256i, data: &mut [u8]) {
    let n = data.len() / 256;
    let p = data.as_mut_ptr();
    // SAFETY: mem: `data` has `256 * n` bytes from `p`; the loop runs `n` times (none when `n`
    // is 0) and moves `src` and `dst` (both `p`) by 256 bytes a time, each iteration reading
    // its 256 bytes before it writes them. Reads at `{rk}` stay inside the 240 bytes of round
    // keys and at `{k}` inside hw-polyval's `AVX2_LOOP_CONSTS` (no load needs alignment). cpu:
    // this function's features (the `VaesAvx2` token proves them for its callers). Every
    // register written is declared; no stack use.
    unsafe {
        core::arch::asm!(
            hw_polyval::__vaes_avx2_ctr_polyval_loop!(ctr, counter: counter),
            rk = in(reg) rk.get().as_ptr(),
            k = in(reg) vpclmul::AVX2_LOOP_CONSTS.0.as_ptr(),
            src = inout(reg) p.cast_const() => _,
            dst = inout(reg) p => _,
            n = inout(reg) n => _,
            out("ymm0") _, out("ymm1") _, out("ymm2") _, out("ymm3") _,
            out("ymm4") _, out("ymm5") _, out("ymm6") _, out("ymm7") _,
            out("ymm8") _,
            inout("ymm10") *c,
            out("ymm12") _, out("ymm13") _, out("ymm14") _, out("ymm15") _,
            options(nostack),
        );
    }
}

/// One pass of decryption over the leading whole 128-byte groups of `data` (see
/// `aesni_clmul::open_groups`). From 256 bytes, the first 256-byte chunk is decrypted alone and
/// the rest run on hw-polyval's stitched loop (`open_loop`), which hashes each chunk's
/// plaintext under the next chunk's rounds; the last chunk's plaintext is absorbed after it
/// (against `H^16..H^1`, one reduction). Then at most one 128-byte group, against `H^8..H^1`.
/// Returns the bytes done.
#[target_feature(enable = "avx2,vaes,vpclmulqdq,aes,sse2")]
pub fn open_groups(_cpu: VaesAvx2, mk: &MessageKeys, st: &mut OpenState, data: &mut [u8]) -> usize {
    let k = &mk.enc;
    let h8 = vpclmul::load_powers8(&mk.powers);
    let mut c = first_counters(&st.counter);
    // SAFETY: mem: `st.acc` is exactly 16 readable bytes.
    let mut s = unsafe { _mm_loadu_si128(st.acc.as_ptr().cast()) };
    let (wide, rest) = data.as_chunks_mut::<256>();
    let chunks = wide.len();
    if let Some((first, more)) = wide.split_first_mut() {
        let h16 = vpclmul::powers16(h8);
        // The plaintext of the chunk before the one being decrypted (unauthenticated: wiped
        // below).
        let mut prev = [[0u8; 16]; 16];
        let pt = xor_in_place(first, keystream_at::<8>(k, c));
        c = _mm256_add_epi32(c, _mm256_set_epi32(0, 0, 0, 16, 0, 0, 0, 16));
        for (p, v) in prev.as_chunks_mut::<2>().0.iter_mut().zip(pt) {
            // SAFETY: mem: `p` is two blocks, exactly 32 writable bytes.
            unsafe { _mm256_storeu_si256(p.as_mut_ptr().cast(), v) };
        }
        open_loop(k, &h16, &mut c, &mut s, more.as_flattened_mut(), &mut prev);
        let last: [__m256i; 8] = core::array::from_fn(|j| {
            // SAFETY: mem: blocks `2j, 2j + 1` of `prev` are 32 readable bytes.
            unsafe { _mm256_loadu_si256(prev[2 * j..].as_ptr().cast()) }
        });
        s = vpclmul::aggregate(s, &last, &h16);
        hw_cpu::wipe_array(&mut prev);
    }
    let (groups, _) = rest.as_chunks_mut::<128>();
    for g in groups.iter_mut() {
        let ks = keystream_at::<4>(k, c);
        c = _mm256_add_epi32(c, _mm256_set_epi32(0, 0, 0, 8, 0, 0, 0, 8));
        s = vpclmul::aggregate(s, &xor_in_place(g, ks), &h8);
    }
    // SAFETY: mem: `st.acc` is exactly 16 writable bytes.
    unsafe { _mm_storeu_si128(st.acc.as_mut_ptr().cast(), s) };
    chunks * 256 + groups.len() * 128
}

/// Decrypts the 256-byte chunks of `data` in assembly, on hw-polyval's stitched VAES-AVX2 loop
/// (`__vaes_avx2_ctr_polyval_loop!`, hw-gcm's main loop on this tier) with GCM-SIV's parts (no
/// byte reversal): each iteration absorbs `prev` (the previous chunk's plaintext) into `s`
/// between its AES rounds and leaves its own plaintext in `prev`. `c` (counters `[c, c + 1]`)
/// advances.
#[inline]
#[target_feature(enable = "avx2,vaes,vpclmulqdq")]
fn open_loop(
    rk: &RoundKeys,
    h: &[__m256i; 8],
    c: &mut __m256i,
    s: &mut __m128i,
    data: &mut [u8],
    prev: &mut [[u8; 16]; 16],
) {
    let n = data.len() / 256;
    let p = data.as_mut_ptr();
    let hk = vpclmul::xored_halves(h);
    let mut sum = _mm256_zextsi128_si256(*s);
    // SAFETY: mem: `data` has `256 * n` bytes from `p`; the loop runs `n` times (none when `n`
    // is 0) and moves `src` and `dst` (both `p`) by 256 bytes a time, each iteration reading
    // its 256 bytes before it writes them. `{hb}` is `prev`, 256 bytes, read and then written
    // in each iteration. Reads at `{rk}` stay inside the 240 bytes of round keys, at `{h}` and
    // `{hk}` inside the 8 registers each and at `{k}` inside hw-polyval's `AVX2_LOOP_CONSTS`
    // (no load needs alignment). cpu: this function's features (the `VaesAvx2` token proves
    // them for its callers). Every register written is declared; no stack use.
    unsafe {
        core::arch::asm!(
            hw_polyval::__vaes_avx2_ctr_polyval_loop!(hash: output, prep: "", counter: counter),
            rk = in(reg) rk.get().as_ptr(),
            h = in(reg) h.as_ptr(),
            hk = in(reg) hk.as_ptr(),
            k = in(reg) vpclmul::AVX2_LOOP_CONSTS.0.as_ptr(),
            hb = in(reg) prev.as_mut_ptr(),
            src = inout(reg) p.cast_const() => _,
            dst = inout(reg) p => _,
            n = inout(reg) n => _,
            out("ymm0") _, out("ymm1") _, out("ymm2") _, out("ymm3") _,
            out("ymm4") _, out("ymm5") _, out("ymm6") _, out("ymm7") _,
            out("ymm8") _,
            inout("ymm10") *c,
            inout("ymm11") sum,
            out("ymm12") _, out("ymm13") _, out("ymm14") _, out("ymm15") _,
            options(nostack),
        );
    }
    *s = _mm256_castsi256_si128(sum);
}

/// `g ^= ks`, 32 bytes per register, and the result in registers.
#[inline]
#[target_feature(enable = "avx2")]
fn xor_in_place<const B: usize, const N: usize>(g: &mut [u8; B], ks: [__m256i; N]) -> [__m256i; N] {
    let (regs, _) = g.as_chunks_mut::<32>();
    core::array::from_fn(|j| {
        // SAFETY: mem: `regs[j]` is exactly 32 readable bytes; no alignment needed.
        let v = _mm256_xor_si256(unsafe { _mm256_loadu_si256(regs[j].as_ptr().cast()) }, ks[j]);
        // SAFETY: mem: `regs[j]` is exactly 32 writable bytes.
        unsafe { _mm256_storeu_si256(regs[j].as_mut_ptr().cast(), v) };
        v
    })
}

/// `N` ymm registers of keystream from `c` (lane `j` of register `r` is `c + 2r + j`).
#[inline]
#[target_feature(enable = "avx2,vaes")]
fn keystream<const N: usize>(k: &[__m256i; 15], c: __m256i) -> [__m256i; N] {
    keystream_by(|r| k[r], c)
}

/// [`keystream`] with each round key broadcast from `rk` where it is used, so that no copy of
/// the 15 broadcast keys takes 480 bytes of the caller's frame.
#[inline]
#[target_feature(enable = "avx2,vaes")]
fn keystream_at<const N: usize>(rk: &RoundKeys, c: __m256i) -> [__m256i; N] {
    keystream_by(
        // SAFETY: mem: a round key is exactly 16 readable bytes; no alignment needed.
        |r| _mm256_broadcastsi128_si256(unsafe { _mm_loadu_si128(rk.get()[r].as_ptr().cast()) }),
        c,
    )
}

/// The keystream of [`keystream`] with round key `r` from `key(r)`.
#[inline]
#[target_feature(enable = "avx2,vaes")]
fn keystream_by<const N: usize>(key: impl Fn(usize) -> __m256i, c: __m256i) -> [__m256i; N] {
    let two = _mm256_set_epi32(0, 0, 0, 2, 0, 0, 0, 2);
    let mut c = c;
    let mut b: [__m256i; N] = core::array::from_fn(|_| {
        let v = _mm256_xor_si256(c, key(0));
        c = _mm256_add_epi32(c, two);
        v
    });
    for r in 1..14 {
        let k = key(r);
        for v in b.iter_mut() {
            *v = _mm256_aesenc_epi128(*v, k);
        }
    }
    let k = key(14);
    for v in b.iter_mut() {
        *v = _mm256_aesenclast_epi128(*v, k);
    }
    b
}

/// The whole of GCM-SIV for a short message (`aesni_clmul::short`), with the counter mode of a
/// message over 128 bytes on ymm registers: its up to 16 blocks in eight registers, whose
/// VAESENC issue two a cycle (four blocks), where the xmm kernel ran two groups of eight
/// blocks one after the other.
#[target_feature(enable = "avx2,vaes,aes,pclmulqdq,sse2,ssse3,sse4.1")]
pub fn short<const OPEN: bool>(
    cpu: VaesAvx2,
    m: &Input<'_>,
    buf: &mut [u8],
    tag_in: &[u8; 16],
) -> [u8; 16] {
    a::short_body!(OPEN, cpu.aesni_clmul(), m, buf, tag_in, ctr_short(cpu))
}

/// Counter mode for [`short`] from counter block `c` with the round keys in registers: over
/// 128 bytes (the messages it takes), 16 blocks of keystream in eight ymm registers; otherwise
/// the xmm kernel's.
#[inline]
#[target_feature(enable = "avx2,vaes,aes,sse2,ssse3,sse4.1")]
fn ctr_short(cpu: VaesAvx2, k: &Keys, c: __m128i, buf: &mut [u8]) {
    if buf.len() <= 128 {
        return a::ctr_keys(cpu.aesni_clmul(), k, c, buf);
    }
    let kw: [__m256i; 15] = core::array::from_fn(|i| _mm256_broadcastsi128_si256(k.0[i]));
    let c = _mm256_add_epi32(
        _mm256_broadcastsi128_si256(c),
        _mm256_set_epi32(0, 0, 0, 1, 0, 0, 0, 0),
    );
    // 32 bytes a register, the last part (up to 31 bytes) by blocks in place.
    for (part, v) in buf.chunks_mut(32).zip(keystream::<8>(&kw, c)) {
        if let Ok(whole) = <&mut [u8; 32]>::try_from(&mut *part) {
            xor_in_place(whole, [v]);
        } else {
            let (lo, hi) = part.split_at_mut(part.len().min(16));
            xor_block(lo, _mm256_castsi256_si128(v));
            if !hi.is_empty() {
                xor_block(hi, _mm256_extracti128_si256::<1>(v));
            }
        }
    }
}

impl Kernels for VaesAvx2 {
    super::super::aesni_ops!(expand, derive, powers, encrypt_block);
    super::super::aesni_ops!(wide vpclmul);
    super::super::aesni_ops!(short);
}
