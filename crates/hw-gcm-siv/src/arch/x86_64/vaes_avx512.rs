//! AES-256-GCM-SIV on VAES and VPCLMULQDQ with 512-bit registers (AVX-512 F/BW/VL).
//!
//! Follows `aesni_clmul.rs` (same key derivation, same results); differences:
//! - Counter mode on zmm registers: four blocks per register, four registers (16 blocks) per
//!   iteration, so the AES unit sees four independent dependency chains per round. Lane `j` of
//!   the first register holds `counter + j` (a `vpaddd` on dword `4j`), and each register of the
//!   next group adds 16. The tail (under 256 bytes) is read and written with byte masks. The
//!   whole groups run through hw-aes256's round-major `asm!` block (`encrypt4`):
//!   LLVM ran the four registers' rounds unevenly (sealing of 1-64 KiB 0.973-0.985x the time
//!   with it, AMD EPYC Zen 4, family 25 model 17, builds alternated as processes).
//! - POLYVAL is hw-polyval's zmm kernel: 16 blocks per reduction against `H^16..H^1`, the upper
//!   eight powers derived per call from the eight stored ones. Opening is one pass on the
//!   stitched `asm!` loop that hw-gcm runs on this tier (hw-polyval's
//!   `__vaes_avx512_ctr_polyval_loop!`), each 256-byte group's plaintext hashed under the next
//!   group's rounds.
//! - Key derivation, the tag block and the last POLYVAL blocks are single blocks and run the
//!   AES-NI/PCLMULQDQ kernels, and so does a whole short message (see `short`).

#![allow(
    clippy::missing_safety_doc,
    reason = "the tier token argument is the safety proof"
)]

use crate::arch::Kernels;
use crate::{MessageKeys, OpenState};
use core::arch::x86_64::*;
use hw_aes256::kernel::vaes_avx512::{broadcast_keys, byte_mask, encrypt4};
use hw_aes256::RoundKeys;
use hw_cpu::{Token as _, VaesAvx512};
use hw_polyval::kernel::vaes_avx512 as vpclmul_avx512;

// Safety contract of every `#[target_feature]` function here: the caller must run on a CPU
// with the features named in its attribute; the entry point takes the `VaesAvx512` token by
// value, and holding the token is the proof (see `hw-cpu`).

/// The first register of counter blocks: lane `j` holds `counter + j`.
#[inline]
#[target_feature(enable = "avx512f")]
fn first_counters(counter: __m128i) -> __m512i {
    // Lane j: + j in its first dword (dwords are listed from 15 down to 0).
    _mm512_add_epi32(
        _mm512_broadcast_i32x4(counter),
        _mm512_set_epi32(0, 0, 0, 3, 0, 0, 0, 2, 0, 0, 0, 1, 0, 0, 0, 0),
    )
}

/// GCM-SIV counter mode on zmm registers (see `aesni_clmul::ctr` for the counter).
#[target_feature(enable = "avx512f,avx512bw,vaes,aes,sse2")]
pub fn ctr(_cpu: VaesAvx512, rk: &RoundKeys, counter: &[u8; 16], data: &mut [u8]) {
    let k = broadcast_keys(rk);
    // SAFETY: mem: `counter` is exactly 16 readable bytes.
    ctr_regs(
        &k,
        unsafe { _mm_loadu_si128(counter.as_ptr().cast()) },
        data,
    );
}

/// [`ctr`] with the round keys broadcast in registers and the counter block in `counter`.
#[inline]
#[target_feature(enable = "avx512f,avx512bw,vaes,aes,sse2")]
fn ctr_regs(k: &[__m512i; 15], counter: __m128i, data: &mut [u8]) {
    let mut c = first_counters(counter);
    let sixteen = _mm512_set_epi32(0, 0, 0, 16, 0, 0, 0, 16, 0, 0, 0, 16, 0, 0, 0, 16);
    let mut chunks = data.chunks_exact_mut(256);
    let four = _mm512_set_epi32(0, 0, 0, 4, 0, 0, 0, 4, 0, 0, 0, 4, 0, 0, 0, 4);
    for chunk in &mut chunks {
        // hw-aes256's round-major rounds (LLVM ran the registers' rounds unevenly).
        let mut d = c;
        let ks = encrypt4(
            k,
            core::array::from_fn(|_| {
                let v = d;
                d = _mm512_add_epi32(d, four);
                v
            }),
        );
        c = _mm512_add_epi32(c, sixteen);
        let (regs, _) = chunk.as_chunks_mut::<64>();
        for (r, s) in regs.iter_mut().zip(ks) {
            // SAFETY: mem: `r` is exactly 64 readable bytes; no alignment needed.
            let x = _mm512_xor_si512(unsafe { _mm512_loadu_si512(r.as_ptr().cast()) }, s);
            // SAFETY: mem: `r` is exactly 64 writable bytes.
            unsafe { _mm512_storeu_si512(r.as_mut_ptr().cast(), x) };
        }
    }
    // The tail (under 256 bytes): only the registers it covers.
    let rest = chunks.into_remainder();
    match rest.len().div_ceil(64) {
        0 => {}
        1 => tail(keystream::<1>(k, c), rest),
        2 => tail(keystream::<2>(k, c), rest),
        3 => tail(keystream::<3>(k, c), rest),
        _ => tail(keystream::<4>(k, c), rest),
    }
}

/// The keystream of `N` registers from `c` (lane `j` of register `r` is `c + 4r + j`).
#[inline]
#[target_feature(enable = "avx512f,avx512bw,vaes")]
fn keystream<const N: usize>(k: &[__m512i; 15], c: __m512i) -> [__m512i; N] {
    keystream_by(|r| k[r], c)
}

/// XORs `ks` into `rest` (at most `64 * N` bytes) with byte-masked loads and stores.
#[inline]
#[target_feature(enable = "avx512f,avx512bw")]
fn tail<const N: usize>(ks: [__m512i; N], rest: &mut [u8]) {
    for (part, s) in rest.chunks_mut(64).zip(ks) {
        let m = byte_mask(part.len());
        // SAFETY: mem: the mask selects exactly the `part.len()` bytes of `part`;
        // masked-off bytes are not read and cannot fault.
        let x = _mm512_xor_si512(
            unsafe { _mm512_maskz_loadu_epi8(m, part.as_ptr().cast()) },
            s,
        );
        // SAFETY: mem: the same mask writes exactly the bytes of `part`.
        unsafe { _mm512_mask_storeu_epi8(part.as_mut_ptr().cast(), m, x) };
    }
}

/// One pass of decryption over the leading whole 256-byte groups of `data` (see
/// `aesni_clmul::open_groups`): the first group decrypted alone (four zmm registers of
/// keystream), the rest on hw-polyval's stitched loop (`open_loop`), which hashes each group's
/// plaintext under the next group's rounds; the last group's plaintext is absorbed after it
/// against `H^16..H^1` with one reduction. Returns the bytes done.
#[target_feature(enable = "avx512f,avx512bw,avx512vl,avx2,vaes,vpclmulqdq,aes,sse2")]
pub fn open_groups(_cpu: VaesAvx512, mk: &MessageKeys, st: &mut OpenState, d: &mut [u8]) -> usize {
    let (groups, _) = d.as_chunks_mut::<256>();
    let n = groups.len();
    let Some((first, more)) = groups.split_first_mut() else {
        // A message under 256 bytes with AAD over the short path's limit: no powers to derive.
        return 0;
    };
    let h = vpclmul_avx512::powers16(vpclmul_avx512::load_powers8(&mk.powers));
    // SAFETY: mem: `st.counter` is exactly 16 readable bytes.
    let mut c = first_counters(unsafe { _mm_loadu_si128(st.counter.as_ptr().cast()) });
    // SAFETY: mem: `st.acc` is exactly 16 readable bytes.
    let s = unsafe { _mm_loadu_si128(st.acc.as_ptr().cast()) };
    let ks = keystream_at::<4>(&mk.enc, c);
    c = _mm512_add_epi32(c, _mm512_set_epi32(0, 0, 0, 16, 0, 0, 0, 16, 0, 0, 0, 16, 0, 0, 0, 16));
    let (regs, _) = first.as_chunks_mut::<64>();
    let mut pt: [__m512i; 4] = core::array::from_fn(|j| {
        // SAFETY: mem: `regs[j]` is exactly 64 readable bytes; no alignment needed.
        let v = _mm512_xor_si512(unsafe { _mm512_loadu_si512(regs[j].as_ptr().cast()) }, ks[j]);
        // SAFETY: mem: `regs[j]` is exactly 64 writable bytes.
        unsafe { _mm512_storeu_si512(regs[j].as_mut_ptr().cast(), v) };
        v
    });
    // The sum rides in block 0 of the blocks to hash, into the loop and out of it.
    pt[0] = _mm512_xor_si512(pt[0], _mm512_zextsi128_si512(s));
    open_loop(&mk.enc, &h, &mut c, more.as_flattened_mut(), &mut pt);
    let s = vpclmul_avx512::aggregate(_mm_setzero_si128(), &pt, &h);
    // SAFETY: mem: `st.acc` is exactly 16 writable bytes.
    unsafe { _mm_storeu_si128(st.acc.as_mut_ptr().cast(), s) };
    n * 256
}

/// [`keystream`] with each round key broadcast from `rk` where it is used, so that no copy of
/// the 15 broadcast keys takes 960 bytes of the caller's frame.
#[inline]
#[target_feature(enable = "avx512f,avx512bw,vaes")]
fn keystream_at<const N: usize>(rk: &RoundKeys, c: __m512i) -> [__m512i; N] {
    keystream_by(
        // SAFETY: mem: a round key is exactly 16 readable bytes; no alignment needed.
        |r| _mm512_broadcast_i32x4(unsafe { _mm_loadu_si128(rk.get()[r].as_ptr().cast()) }),
        c,
    )
}

/// The keystream of [`keystream`] with round key `r` from `key(r)`.
#[inline]
#[target_feature(enable = "avx512f,avx512bw,vaes")]
fn keystream_by<const N: usize>(key: impl Fn(usize) -> __m512i, c: __m512i) -> [__m512i; N] {
    let four = _mm512_set_epi32(0, 0, 0, 4, 0, 0, 0, 4, 0, 0, 0, 4, 0, 0, 0, 4);
    let mut c = c;
    let mut b: [__m512i; N] = core::array::from_fn(|_| {
        let v = _mm512_xor_si512(c, key(0));
        c = _mm512_add_epi32(c, four);
        v
    });
    for r in 1..14 {
        let k = key(r);
        for v in b.iter_mut() {
            *v = _mm512_aesenc_epi128(*v, k);
        }
    }
    let k = key(14);
    for v in b.iter_mut() {
        *v = _mm512_aesenclast_epi128(*v, k);
    }
    b
}

/// Decrypts the 256-byte groups of `data` in assembly, on hw-polyval's stitched VAES-AVX512
/// loop (`__vaes_avx512_ctr_polyval_loop!`, hw-gcm's main loop on this tier) with GCM-SIV's
/// parts: RFC 8452's counter (a `vpaddd` on each lane's first word) and no byte reversal. Each
/// iteration absorbs `pt` (the previous group's plaintext, the sum in block 0) between its AES
/// rounds and leaves its own plaintext there, with the new sum in block 0. `c` (counters
/// `[c .. c + 3]`) advances.
#[inline]
#[target_feature(enable = "avx512f,avx512bw,avx512vl,vaes,vpclmulqdq")]
fn open_loop(
    rk: &RoundKeys,
    h: &[__m512i; 4],
    c: &mut __m512i,
    data: &mut [u8],
    pt: &mut [__m512i; 4],
) {
    let n = data.len() / 256;
    let p = data.as_mut_ptr();
    let kh = vpclmul_avx512::xored_halves(h);
    let [mut p0, mut p1, mut p2, mut p3] = *pt;
    // SAFETY: mem: `data` has `256 * n` bytes from `p`; the loop runs `n` times (none when `n`
    // is 0) and moves `src` and `dst` (both `p`) by 256 bytes a time, each iteration reading
    // its 256 bytes before it writes them. Reads at `{rk}` stay inside the 240 bytes of round
    // keys, at `{kh}` inside `kh` (128 bytes) and at `{k}` inside hw-polyval's
    // `AVX512_LOOP_CONSTS` (256 bytes, 64-byte aligned for `vmovdqa64`). cpu: this function's
    // features (the `VaesAvx512` token proves them for its callers). Every register written
    // is declared; no stack use.
    unsafe {
        core::arch::asm!(
            hw_polyval::__vaes_avx512_ctr_polyval_loop!(
                load: "",
                after: concat!(
                    "vpxorq zmm4, zmm0, zmm8\n",
                    "vmovdqa64 zmm5, zmm1\n",
                    "vmovdqa64 zmm6, zmm2\n",
                    "vmovdqa64 zmm7, zmm3\n",
                ),
                in01: hw_polyval::__vaes_avx512_ctr_polyval_loop!(@src01),
                in23: hw_polyval::__vaes_avx512_ctr_polyval_loop!(@src23),
                sum: "",
                b0: "zmm4",
                counter: plain,
                keys: wide
            ),
            rk = in(reg) rk.get().as_ptr(),
            kh = in(reg) kh.as_ptr(),
            k = in(reg) vpclmul_avx512::AVX512_LOOP_CONSTS.0.as_ptr(),
            src = inout(reg) p.cast_const() => _,
            dst = inout(reg) p => _,
            n = inout(reg) n => _,
            out("zmm0") _, out("zmm1") _, out("zmm2") _, out("zmm3") _,
            inout("zmm4") p0, inout("zmm5") p1, inout("zmm6") p2, inout("zmm7") p3,
            out("zmm8") _, out("zmm9") _,
            inout("zmm10") *c,
            out("zmm11") _,
            in("zmm12") h[0], in("zmm13") h[1], in("zmm14") h[2], in("zmm15") h[3],
            out("zmm16") _, out("zmm17") _, out("zmm18") _, out("zmm19") _,
            out("zmm20") _, out("zmm21") _, out("zmm22") _, out("zmm23") _,
            out("zmm24") _, out("zmm25") _, out("zmm26") _, out("zmm27") _,
            out("zmm28") _, out("zmm29") _, out("zmm30") _, out("zmm31") _,
            options(nostack),
        );
    }
    *pt = [p0, p1, p2, p3];
}

impl Kernels for VaesAvx512 {
    super::super::aesni_ops!(expand, derive, powers, encrypt_block);
    super::super::aesni_ops!(wide vpclmul_avx512);
    super::super::aesni_ops!(short);
}
