//! AES-256-GCM on VAES + VPCLMULQDQ with 512-bit registers (AVX-512 F/BW/VL).
//!
//! Follows `aesni_clmul.rs` (same contract, key-state layout and algorithm); differences:
//!
//! - **Four blocks per register.** A zmm register holds four consecutive blocks, lane 0 first.
//!   The main loop handles 16 blocks (4 registers) per iteration: VAESENC on zmm has a latency
//!   of 3 cycles and issues once per cycle on the CPUs this was measured on (Intel Sapphire
//!   Rapids: 0.40 ns per zmm VAESENC, 1.16 ns latency), so at least three independent registers
//!   per round keep the AES unit busy; four round the iteration to 256 bytes.
//! - **16 blocks per reduction.** The loop multiplies 16 byte-reversed blocks by
//!   `H^16..H^1` (lanes of 4 registers) and reduces once, lane-wise, then XORs the four lanes.
//!   The key state stores only `H^8..H^1`; `H^16..H^9` are derived per call by two lane-wise
//!   multiplies by `H^8`, only for the main loop (messages of 256 bytes or more), so the stored
//!   state stays 368 bytes. Their latency overlaps the first AES rounds.
//! - **Stitched, in assembly.** The main loop (`main_loop`) is an `asm!` block (its text is
//!   hw-polyval's `__vaes_avx512_ctr_polyval_loop!`, which hw-gcm-siv's opening runs too):
//!   the sixteen GHASH multiplies, the reduction and the lane fold of an iteration sit between
//!   its AES rounds, two or three instructions per round, so the AES unit (port 0 for zmm
//!   VAESENC on Intel) never waits while the multiplier (port 5) works. Written with
//!   intrinsics, LLVM moved every GHASH instruction after the last AES round. Sealing hashes
//!   the previous iteration's ciphertext, opening its own input. The input is XORed into the
//!   last round key, as AESENCLAST ends with that XOR, which keeps it off the AES chain. The
//!   reduction folds the low part onto the middle and the middle onto the high part (two
//!   64-bit folds, no byte shifts). Counter blocks stay in memory byte order and step by
//!   adding to the lanes' top bytes, except in the one iteration in 16 where the counter's low
//!   byte carries.
//! - **Masked tails.** The last `< 256` bytes are loaded and stored with byte masks (AVX512BW),
//!   which read and write nothing outside the buffer. Their `m` blocks (and the length block
//!   when it fits) multiply `H^m..H^1` chosen from the power registers by a lane shift
//!   (`VPERMT2Q` over the powers followed by zeros), with one reduction; more than 8 in two
//!   halves, the first 8 times `H^8..H^1`, reduced and multiplied by `H^(m-8)`, so no tail
//!   derives `H^16..H^9`. A tail of at most 15 blocks takes the length block into the same
//!   sum (`H^1`, the data `H^(m+1)..H^2`).
//! - `E_K(J0)` runs on a 128-bit register beside the wide work.

#![allow(
    clippy::missing_safety_doc,
    reason = "the tier token argument is the safety proof"
)]

use super::aesni_clmul;
use crate::inout::InOut;
use crate::xaes::{KxInput, XaesKeyState};
use crate::KeyState;
use core::arch::x86_64::*;
use hw_aes256::kernel::vaes_avx512::byte_mask;
use hw_cpu::{Token as _, VaesAvx512};
use hw_polyval::kernel::aesni_clmul as clmul;
// The lane-wise multiply, reduction and fold are hw-polyval's zmm kernel API.
use hw_polyval::kernel::vaes_avx512::{
    self as vpclmul_avx512, fold, mul, mul_acc, reduce, xored_halves, Wide512, AVX512_LOOP_CONSTS,
};
use hw_polyval::Powers;

// Safety contract of every `#[target_feature]` function here: the caller must run on a CPU
// with the features named in its attribute. The entry points take the `VaesAvx512` token by
// value, and holding the token is the proof (see `hw-cpu`).

/// Loads 64 bytes.
#[inline(always)]
fn load512(b: &[u8; 64]) -> __m512i {
    // SAFETY: mem: `b` is exactly 64 readable bytes; `loadu` has no alignment requirement.
    // cpu: callers are `avx512f` functions (this is inlined into them).
    unsafe { _mm512_loadu_si512(b.as_ptr().cast()) }
}

/// Stores 64 bytes.
#[inline(always)]
fn store512(b: &mut [u8; 64], v: __m512i) {
    // SAFETY: mem: `b` is exactly 64 writable bytes. cpu: as for `load512`.
    unsafe { _mm512_storeu_si512(b.as_mut_ptr().cast(), v) }
}

/// Per-call values: the key state's round keys (by reference: broadcast where each round uses
/// them, so no per-call copy of the schedule is made; see [`main_loop`] for how that is kept
/// true across its `asm!` block), powers, the byte-reversal mask.
struct Ctx<'a> {
    rk: &'a [[u8; 16]; 15],
    bswap: __m512i,
    /// `[H^8, H^7, H^6, H^5]` and `[H^4, H^3, H^2, H^1]`.
    h8: [__m512i; 2],
    j0: __m128i,
}

#[inline]
#[target_feature(
    enable = "avx512f,avx512bw,avx512vl,vaes,vpclmulqdq,aes,pclmulqdq,avx2,ssse3,sse4.1"
)]
fn ctx<'a>(rk: &'a [[u8; 16]; 15], h8: [__m512i; 2], nonce: &[u8; 12]) -> (Ctx<'a>, __m512i) {
    let bswap = _mm512_broadcast_i32x4(clmul::bswap_mask());
    let (j0, ctr1) = aesni_clmul::j0(nonce);
    // Lanes [J0+1, J0+2, J0+3, J0+4], byte-reversed: inc32 is a 32-bit add on dword 0 of a lane.
    let ctr = _mm512_add_epi32(
        _mm512_broadcast_i32x4(ctr1),
        _mm512_set_epi32(0, 0, 0, 3, 0, 0, 0, 2, 0, 0, 0, 1, 0, 0, 0, 0),
    );
    (Ctx { rk, bswap, h8, j0 }, ctr)
}

/// `lanes + 4 * k` for every lane (the counter `k` registers further on).
#[inline]
#[target_feature(enable = "avx512f")]
fn ctr_add(ctr: __m512i, blocks: i32) -> __m512i {
    _mm512_add_epi32(
        ctr,
        _mm512_set_epi32(
            0, 0, 0, blocks, 0, 0, 0, blocks, 0, 0, 0, blocks, 0, 0, 0, blocks,
        ),
    )
}

/// AES-256 of `N` registers of counter blocks (byte-reversed counters in, keystream out),
/// round-major.
#[inline]
#[target_feature(enable = "avx512f,avx512bw,vaes")]
fn keystream<const N: usize>(c: &Ctx, ctr: __m512i) -> [__m512i; N] {
    let rk0 = c.key(0);
    let mut b: [__m512i; N] = core::array::from_fn(|k| {
        _mm512_xor_si512(
            _mm512_shuffle_epi8(ctr_add(ctr, 4 * k as i32), c.bswap),
            rk0,
        )
    });
    for r in 1..14 {
        let rk = c.key(r);
        for x in b.iter_mut() {
            *x = _mm512_aesenc_epi128(*x, rk);
        }
    }
    let rk14 = c.key(14);
    for x in b.iter_mut() {
        *x = _mm512_aesenclast_epi128(*x, rk14);
    }
    b
}

impl Ctx<'_> {
    /// Round key `r` in all four lanes, loaded from the key state.
    #[inline]
    #[target_feature(enable = "avx512f")]
    fn key(&self, r: usize) -> __m512i {
        _mm512_broadcast_i32x4(clmul::load(&self.rk[r]))
    }
}

/// `E_K(J0)` on a 128-bit register.
#[inline]
#[target_feature(enable = "avx512f,aes")]
fn tag_mask(c: &Ctx) -> __m128i {
    let mut b = _mm_xor_si128(c.j0, clmul::load(&c.rk[0]));
    for rk in &c.rk[1..14] {
        b = _mm_aesenc_si128(b, clmul::load(rk));
    }
    _mm_aesenclast_si128(b, clmul::load(&c.rk[14]))
}

/// Encrypts (or decrypts) the 256 bytes at `off`; returns what GHASH takes (the ciphertext),
/// byte-reversed.
#[inline]
#[target_feature(enable = "avx512f,avx512bw,vaes")]
fn chunk16<IO: InOut, const DECRYPT: bool>(
    c: &Ctx,
    ctr: __m512i,
    io: &mut IO,
    off: usize,
) -> [__m512i; 4] {
    let x: [__m512i; 4] = {
        let (inb, _) = io.input_at::<256>(off).as_chunks::<64>();
        core::array::from_fn(|k| load512(&inb[k]))
    };
    let ks = keystream::<4>(c, ctr);
    let (out, _) = io.output_at::<256>(off).as_chunks_mut::<64>();
    let mut g = [_mm512_setzero_si512(); 4];
    for k in 0..4 {
        let y = _mm512_xor_si512(x[k], ks[k]);
        store512(&mut out[k], y);
        g[k] = _mm512_shuffle_epi8(if DECRYPT { x[k] } else { y }, c.bswap);
    }
    g
}

/// A value that starts a cache line (`xaes`'s round keys and powers of `H`).
#[repr(C, align(64))]
struct Lines<T>(T);

/// The main loop: hw-polyval's stitched VAES-AVX512 loop (`__vaes_avx512_ctr_polyval_loop!`,
/// which hw-gcm-siv's opening shares) with GCM's parts: counters in memory byte order, and the
/// byte reversal of the blocks hashed (the mask in zmm9 when sealing, which runs the loop
/// with `keys: narrow`, read from `{k}` when opening, `keys: wide`). Sealing hashes the previous
/// iteration's ciphertext, opening its own input. Moving the XOR of the sum into block 0 to the
/// end of the previous iteration (sealing) took the seal loop from 57 to 56 cycles per 256
/// bytes in llvm-mca 22 on Sapphire Rapids (the AES port had taken it beside its 56
/// `VAESENC`), and timed the same as before on an Intel Xeon, family 6 model 207 (old and new
/// loop in one process, 1 KiB-1 MiB, 0.98-1.02x). Karatsuba's multiplies against the
/// schoolbook's, in-process A/B on an AMD EPYC Zen 4 (family 25 model 17): seal and open of 4
/// KiB-64 KiB 3-4% faster, 1 KiB 2-3%, 256 B 0-2%.
macro_rules! main_loop {
    ($load:expr, $after:expr, $in01:expr, $in23:expr, $sum:expr, $b0:literal, $keys:ident) => {
        hw_polyval::__vaes_avx512_ctr_polyval_loop!(
            load: $load,
            after: $after,
            in01: $in01,
            in23: $in23,
            sum: $sum,
            b0: $b0,
            counter: gcm,
            keys: $keys
        )
    };
}

/// Byte-reverses the output blocks into zmm4..zmm7 (sealing hashes them next iteration), the
/// sum just computed added to block 0.
macro_rules! bswap_output {
    () => {
        concat!(
            "vpshufb zmm4, zmm0, zmm9\n",
            "vpxorq zmm4, zmm4, zmm8\n",
            "vpshufb zmm5, zmm1, zmm9\n",
            "vpshufb zmm6, zmm2, zmm9\n",
            "vpshufb zmm7, zmm3, zmm9\n",
        )
    };
}

/// Opening: the ciphertext XORed into the last round key (zmm17), taken from the load GHASH
/// hashed (zmm4-7, byte-reversed back), not read from the caller's memory again.
macro_rules! open_in01 {
    () => {
        concat!(
            "vpshufb zmm18, zmm4, zmmword ptr [{k} + 128]\n",
            "vpshufb zmm19, zmm5, zmmword ptr [{k} + 128]\n",
            "vpxorq zmm18, zmm18, zmm17\n",
            "vpxorq zmm19, zmm19, zmm17\n",
        )
    };
}
macro_rules! open_in23 {
    () => {
        concat!(
            "vpshufb zmm21, zmm6, zmmword ptr [{k} + 128]\n",
            "vpshufb zmm22, zmm7, zmmword ptr [{k} + 128]\n",
            "vpxorq zmm21, zmm21, zmm17\n",
            "vpxorq zmm22, zmm22, zmm17\n",
        )
    };
}

/// Loads and byte-reverses the input blocks into zmm4..zmm7 (opening hashes its own input,
/// and its last round takes the input from these registers: one read of the ciphertext).
macro_rules! load_input {
    () => {
        concat!(
            "vmovdqu64 zmm4, zmmword ptr [{src}]\n",
            "vmovdqu64 zmm5, zmmword ptr [{src} + 64]\n",
            "vmovdqu64 zmm6, zmmword ptr [{src} + 128]\n",
            "vmovdqu64 zmm7, zmmword ptr [{src} + 192]\n",
            "vpshufb zmm4, zmm4, zmmword ptr [{k} + 128]\n",
            "vpshufb zmm5, zmm5, zmmword ptr [{k} + 128]\n",
            "vpshufb zmm6, zmm6, zmmword ptr [{k} + 128]\n",
            "vpshufb zmm7, zmm7, zmmword ptr [{k} + 128]\n",
        )
    };
}

/// Runs `n >= 1` iterations of the main loop over the 256-byte chunks from `off`, in
/// assembly: LLVM moved every GHASH instruction of the intrinsics version after all the AES
/// rounds (checked in the asm snapshot), which left the AES unit idle at each iteration's end.
/// Sealing (`DECRYPT = false`) hashes `prev` (the previous chunk's output, byte-reversed) and
/// returns its last chunk's output in `prev`; opening hashes each chunk's own input and uses
/// `prev` as scratch. `ctr` and `s` are advanced, and `c.rk` is replaced by the same
/// reference taken back from the block (see the comment there).
#[inline]
#[target_feature(enable = "avx512f,avx512bw,avx512vl,vaes,vpclmulqdq")]
#[allow(clippy::too_many_arguments, reason = "one loop's whole register state")]
fn main_loop<IO: InOut, const DECRYPT: bool>(
    c: &mut Ctx,
    ctr: &mut __m512i,
    io: &mut IO,
    off: usize,
    n: usize,
    s: &mut __m128i,
    prev: &mut [__m512i; 4],
    h: &[__m512i; 4],
) {
    let r = io.loop_at(off, 256, n);
    debug_assert!(r.n >= 1);
    let mut be = _mm512_shuffle_epi8(*ctr, c.bswap);
    // The counter of the first block, whose low byte the loop tests: data block `i` has counter
    // `i + 2` (J0's is 1 with a 96-bit nonce). Computed from the position, which is public, not
    // read out of the counter register.
    let first = 2 + off / 16;
    debug_assert_eq!(
        _mm_cvtsi128_si32(_mm512_castsi512_si128(*ctr)) as u32,
        first as u32
    );
    let mut sum = _mm512_zextsi128_si512(*s);
    let [mut p0, mut p1, mut p2, mut p3] = *prev;
    let mut rk = c.rk.as_ptr();
    // The powers' XORed halves for the Karatsuba middle products: `H^16..H^13` in qword 0 of
    // each lane and `H^12..H^9` in qword 1, then `H^8..H^5` and `H^4..H^1` likewise. The block
    // reads them from this frame (no vector register is left for them), which the wipe after
    // the kernel covers like the rest of it.
    let kh = xored_halves(h);
    macro_rules! run {
        ($load:expr, $after:expr, $in01:expr, $in23:expr, $sum:expr, $b0:literal, $keys:ident) => {
            // SAFETY: mem: `loop_at` checked that `src` and `dst` each have `256 * n` bytes (the
            // loop runs `n` times, none when `n` is 0, and moves both by 256 bytes a time), reads
            // at `{rk}` stay inside the 15 round keys (240 bytes), at `{kh}` inside `kh` (128
            // bytes) and at `{k}` inside hw-polyval's `AVX512_LOOP_CONSTS` (256 bytes, 64-byte
            // aligned for `vmovdqa64`); in place each iteration reads its 256 bytes before it
            // writes them. cpu: this function's features (the `VaesAvx512` token proves them
            // for its callers). Every register written is declared; no stack use.
            unsafe {
                core::arch::asm!(
                    main_loop!($load, $after, $in01, $in23, $sum, $b0, $keys),
                    rk = inout(reg) rk,
                    kh = in(reg) kh.as_ptr(),
                    k = in(reg) AVX512_LOOP_CONSTS.0.as_ptr(),
                    c = inout(reg) first => _,
                    src = inout(reg) r.src => _,
                    dst = inout(reg) r.dst => _,
                    n = inout(reg) r.n => _,
                    out("zmm0") _, out("zmm1") _, out("zmm2") _, out("zmm3") _,
                    inout("zmm4") p0, inout("zmm5") p1, inout("zmm6") p2, inout("zmm7") p3,
                    inout("zmm8") sum,
                    out("zmm9") _,
                    inout("zmm10") be,
                    out("zmm11") _,
                    in("zmm12") h[0], in("zmm13") h[1], in("zmm14") h[2], in("zmm15") h[3],
                    out("zmm16") _, out("zmm17") _, out("zmm18") _, out("zmm19") _,
                    out("zmm20") _, out("zmm21") _, out("zmm22") _, out("zmm23") _,
                    out("zmm24") _, out("zmm25") _, out("zmm26") _, out("zmm27") _,
                    out("zmm28") _, out("zmm29") _, out("zmm30") _, out("zmm31") _,
                    options(nostack),
                )
            }
        };
    }
    if DECRYPT {
        run!(
            load_input!(),
            "",
            open_in01!(),
            open_in23!(),
            "vpxorq zmm21, zmm4, zmm8\n",
            "zmm21",
            wide
        );
    } else {
        // Sealing carries the sum in block 0 of the blocks to hash, into the loop and out of it.
        p0 = _mm512_xor_si512(p0, sum);
        run!(
            "",
            bswap_output!(),
            hw_polyval::__vaes_avx512_ctr_polyval_loop!(@src01),
            hw_polyval::__vaes_avx512_ctr_polyval_loop!(@src23),
            "",
            "zmm4",
            narrow
        );
    }
    // SAFETY: mem: the block leaves `{rk}` as it found it, so `rk` is still the address of
    // `c.rk`'s round keys, borrowed for as long as `c.rk` is. Taking the reference back from the
    // block's output hides that equality from the compiler: the round keys used after the loop
    // (the tail's keystream, `E_K(J0)`) are then loaded again where they are used, instead of
    // being loaded once above the block and spilled across it (it clobbers every vector
    // register), which made a copy of the schedule in this frame and a deeper stack to wipe.
    c.rk = unsafe { &*rk.cast::<[[u8; 16]; 15]>() };
    *prev = [p0, p1, p2, p3];
    // Sealing's sum went out in block 0 of `prev`.
    let sum = if DECRYPT { sum } else { _mm512_setzero_si512() };
    *s = _mm512_castsi512_si128(sum);
    *ctr = _mm512_shuffle_epi8(be, c.bswap);
}

/// Seals `io` (or, with `DECRYPT`, decrypts it) in place or into its output; returns the tag
/// computed over the ciphertext.
#[target_feature(
    enable = "avx512f,avx512bw,avx512vl,vaes,vpclmulqdq,aes,pclmulqdq,avx2,ssse3,sse4.1"
)]
pub(crate) fn crypt<IO: InOut, const DECRYPT: bool>(
    t: VaesAvx512,
    st: &KeyState,
    nonce: &[u8; 12],
    aad: &[u8],
    io: &mut IO,
) -> [u8; 16] {
    crypt_keys::<IO, DECRYPT>(t, st.round_keys.get(), st.h_powers.get(), nonce, aad, io)
}

/// The longest message (bytes) that runs [`finish`] alone, with at most [`SHORT_AAD`] bytes
/// of AAD: no main loop (its 16 blocks in [`tail`]'s four registers), and the AAD in one
/// register. Called so, without `crypt`'s frame (448-512 bytes: the main loop clobbers every
/// vector register, so `crypt` spills its state around it) and without the call for longer
/// AAD, its wipe is [`SHORT_WIPE`] bytes instead of 1280.
pub(crate) const SHORT_MSG: usize = 256;
/// The most AAD (bytes) of a message [`finish`] takes alone.
pub(crate) const SHORT_AAD: usize = 64;

/// XAES-256-GCM (with `commitment`, KC-XAES) of a message in one kernel: `Kx` derived and
/// expanded on the 128-bit kernel, its round keys and the powers of `H` written into this
/// frame (which the call-in wipes) instead of a key state of the caller's, then sealed or
/// opened as GCM is. In one function the first chunk's rounds can run while the powers of `H`
/// are still being computed. With `ALONE`, for a message that [`finish`] takes alone (at most
/// [`SHORT_MSG`] bytes and [`SHORT_AAD`] bytes of AAD), `finish` only: a frame without
/// `crypt_keys`'s, so the wipe after it is [`XAES_SHORT_WIPE`] bytes instead of 2 KiB.
#[inline(never)]
#[target_feature(
    enable = "avx512f,avx512bw,avx512vl,vaes,vpclmulqdq,aes,pclmulqdq,avx2,ssse3,sse4.1"
)]
pub(crate) fn xaes<IO: InOut, const DECRYPT: bool, const ALONE: bool>(
    t: VaesAvx512,
    x: KxInput<'_>,
    aad: &[u8],
    io: &mut IO,
) -> [u8; 16] {
    let cpu = t.aesni_clmul();
    let gcm_nonce = crate::xaes::gcm_nonce(x.nonce);
    let kx = aesni_clmul::inline_derive_kx!(cpu, x);
    // Both on cache-line boundaries, so no load of them is split across two lines.
    let (mut rk, mut powers) = (Lines([[0u8; 16]; 15]), Lines([[0u8; 16]; 8]));
    let (rk, powers) = (&mut rk.0, &mut powers.0);
    for (dst, k) in rk.iter_mut().zip(kx.0) {
        clmul::store(dst, k);
    }
    let h = clmul::ghash_key(
        cpu,
        hw_aes256::kernel::aesni_clmul::encrypt1(cpu, &kx, _mm_setzero_si128()),
    );
    let m = crate::powers_needed(aad.len(), io.input().len());
    let p = clmul::powers_regs(cpu, h, m);
    // Stored as the two zmm registers the kernel loads them back as: each 64-byte load then
    // forwards from one store (from the eight 16-byte stores it waited for all four).
    let (halves, _) = powers.as_flattened_mut().as_chunks_mut::<64>();
    store512(&mut halves[0], zmm_of(p[0], p[1], p[2], p[3]));
    store512(&mut halves[1], zmm_of(p[4], p[5], p[6], p[7]));
    if ALONE {
        finish::<IO, DECRYPT>(rk, powers, gcm_nonce, aad, io, 0, None, None)
    } else {
        crypt_keys::<IO, DECRYPT>(t, rk, powers, gcm_nonce, aad, io)
    }
}

/// `[a, b, c, d]` as the four lanes of a zmm register (lane 0 first), built in registers.
#[inline]
#[target_feature(enable = "avx512f")]
fn zmm_of(a: __m128i, b: __m128i, c: __m128i, d: __m128i) -> __m512i {
    let lo = _mm512_inserti32x4::<1>(_mm512_castsi128_si512(a), b);
    let lo = _mm512_inserti32x4::<2>(lo, c);
    _mm512_inserti32x4::<3>(lo, d)
}

#[inline]
#[target_feature(
    enable = "avx512f,avx512bw,avx512vl,vaes,vpclmulqdq,aes,pclmulqdq,avx2,ssse3,sse4.1"
)]
fn crypt_keys<IO: InOut, const DECRYPT: bool>(
    t: VaesAvx512,
    rk: &[[u8; 16]; 15],
    powers: &Powers,
    nonce: &[u8; 12],
    aad: &[u8],
    io: &mut IO,
) -> [u8; 16] {
    let (mut c, mut ctr) = ctx(rk, vpclmul_avx512::load_powers8(powers), nonce);
    let len = io.input().len();
    let chunks = len / 256;
    // `E_K(J0)`: opening, first, where its 14 rounds overlap the rest (its GHASH reads the
    // input, so nothing waits on the keystream); sealing, last (its GHASH waits on the
    // keystream, which these rounds would delay). In-process A/B on an AMD EPYC Zen 4, against
    // last in both: open 16 B-512 B 4-10% faster, 1 KiB 3%; seal first 0-4% slower.
    let early_mask = DECRYPT.then(|| tag_mask(&c));
    // No call for no AAD (the compiler keeps `ghash_aad` out of line).
    let mut s = if aad.is_empty() {
        _mm_setzero_si128()
    } else {
        ghash_aad(t, powers, &c, aad)
    };
    if chunks > 0 {
        let h16 = vpclmul_avx512::powers16(c.h8);
        // Sealing hashes chunk i - 1's ciphertext (in registers) between the AES rounds of
        // chunk i; opening hashes chunk i's own input between its rounds. Measured against
        // aws-lc-rs in one interleaved run each: carrying the previous chunk when opening gave
        // 0.96 / 0.92 at 16 / 64 KiB, hashing its own input 0.99-1.00 / 0.96.
        if DECRYPT {
            let mut scratch = [_mm512_setzero_si512(); 4];
            main_loop::<IO, true>(
                &mut c,
                &mut ctr,
                io,
                0,
                chunks,
                &mut s,
                &mut scratch,
                &h16,
            );
        } else {
            let mut prev = chunk16::<IO, false>(&c, ctr, io, 0);
            ctr = ctr_add(ctr, 16);
            if chunks > 1 {
                main_loop::<IO, false>(
                    &mut c,
                    &mut ctr,
                    io,
                    256,
                    chunks - 1,
                    &mut s,
                    &mut prev,
                    &h16,
                );
            }
            s = vpclmul_avx512::aggregate(s, &prev, &h16);
        }
    }
    finish::<IO, DECRYPT>(c.rk, powers, nonce, aad, io, 256 * chunks, Some(s), early_mask)
}

/// The end of every message: its last `len - base` bytes from `base`, where its whole 256-byte
/// chunks ended (fewer than 256; up to 256 when called alone, at 0), in [`tail`], then the length
/// block and the tag. `s` is the GHASH sum of what came before; `None` for a message of no chunk
/// with at most [`SHORT_AAD`] bytes of AAD, whose AAD this hashes. `mask` is `E_K(J0)` if the
/// caller computed it. One function for every caller, so that each `tail` has one call site and is
/// inlined into it (called from a short-message copy of `crypt_keys` and from `crypt_keys`, LLVM
/// kept the `tail`s out of line, and the short copy in a frame of 1088 bytes).
#[allow(clippy::too_many_arguments, reason = "the message's state at the last chunk")]
#[inline(never)]
#[target_feature(
    enable = "avx512f,avx512bw,avx512vl,vaes,vpclmulqdq,aes,pclmulqdq,avx2,ssse3,sse4.1"
)]
pub(crate) fn finish<IO: InOut, const DECRYPT: bool>(
    rk: &[[u8; 16]; 15],
    powers: &Powers,
    nonce: &[u8; 12],
    aad: &[u8],
    io: &mut IO,
    base: usize,
    s: Option<__m128i>,
    mask: Option<__m128i>,
) -> [u8; 16] {
    let (c, ctr) = ctx(rk, vpclmul_avx512::load_powers8(powers), nonce);
    // Opening computes `E_K(J0)` first (see `crypt_keys`).
    let early_mask = mask.or_else(|| DECRYPT.then(|| tag_mask(&c)));
    let len = io.input().len();
    let rem = len - base;
    // `tail` takes at most four registers: the short path's callers checked `SHORT_MSG`.
    debug_assert!(rem <= SHORT_MSG && (s.is_some() || aad.len() <= SHORT_AAD));
    // Block `base / 16`'s counter (inc32: mod 2^32, as the truncation gives).
    let ctr = ctr_add(ctr, (base / 16) as i32);
    let mut s = match s {
        Some(s) => s,
        None if aad.is_empty() => _mm_setzero_si128(),
        None => aad_in_register(&c, aad),
    };
    // The length block, [len(A)]_64 || [len(C)]_64 in bits (byte-reversed: halves swapped).
    let bits = |n: usize| (n as u64).wrapping_mul(8) as i64;
    let lens = _mm_set_epi64x(bits(aad.len()), bits(len));
    // A tail of at most 15 blocks takes the length block into its own aggregated multiply, which
    // saves a dependent multiply and reduction at the end of every short message.
    let joined = (rem > 0 && rem <= 240).then_some(lens);
    s = match rem.div_ceil(64) {
        0 => s,
        1 => tail::<IO, DECRYPT, 1>(&c, ctr, s, io, base, joined),
        2 => tail::<IO, DECRYPT, 2>(&c, ctr, s, io, base, joined),
        3 => tail::<IO, DECRYPT, 3>(&c, ctr, s, io, base, joined),
        _ => tail::<IO, DECRYPT, 4>(&c, ctr, s, io, base, joined),
    };
    if joined.is_none() {
        // H^1 is lane 3 of [H^4, H^3, H^2, H^1].
        s = dot128(
            _mm_xor_si128(s, lens),
            _mm512_extracti32x4_epi32::<3>(c.h8[1]),
        );
    }
    let mask = early_mask.unwrap_or_else(|| tag_mask(&c));
    let mut tag = [0u8; 16];
    clmul::store(
        &mut tag,
        _mm_xor_si128(_mm_shuffle_epi8(s, clmul::bswap_mask()), mask),
    );
    tag
}

/// `dot(a, b)` on 128-bit registers.
#[inline]
#[target_feature(enable = "avx512f,avx512bw,vpclmulqdq")]
fn dot128(a: __m128i, b: __m128i) -> __m128i {
    // Lane 0 of a 512-bit multiply; the other lanes are zero.
    let r = reduce(mul(_mm512_zextsi128_si512(a), _mm512_zextsi128_si512(b)));
    _mm512_castsi512_si128(r)
}

/// GHASH of the (non-empty) AAD, zero-padded: up to 64 bytes in one register (a masked load,
/// one aggregated multiply by `H^a..H^1`), longer on the 128-bit kernel.
#[inline]
#[target_feature(enable = "avx512f,avx512bw,avx512vl,vpclmulqdq,pclmulqdq,sse2,ssse3")]
fn ghash_aad(t: VaesAvx512, powers: &Powers, c: &Ctx, aad: &[u8]) -> __m128i {
    if aad.len() <= SHORT_AAD {
        return aad_in_register(c, aad);
    }
    let cpu = t.aesni_clmul();
    let h = clmul::load_powers(cpu, powers);
    clmul::absorb_padded::<true>(cpu, &h, _mm_setzero_si128(), aad)
}

/// GHASH of at most [`SHORT_AAD`] (non-empty) bytes of AAD, zero-padded, in one register.
#[inline]
#[target_feature(enable = "avx512f,avx512bw,avx512vl,vpclmulqdq,sse2")]
fn aad_in_register(c: &Ctx, aad: &[u8]) -> __m128i {
    let n = aad.len();
    debug_assert!(n > 0 && n <= SHORT_AAD);
    // SAFETY: mem: the mask selects only the first `n` bytes from `aad`'s start, which lie
    // inside it; masked-off bytes are not read and cannot fault.
    let x = unsafe { _mm512_maskz_loadu_epi8(byte_mask(n), aad.as_ptr().cast()) };
    let x = _mm512_shuffle_epi8(x, c.bswap);
    // Block j of the `a` blocks multiplies H^(a-j): [H^4, H^3, H^2, H^1] followed by zeros,
    // shifted right by 4 - a lanes (the lanes past the AAD are zero).
    let a = n.div_ceil(16);
    let idx = _mm512_add_epi64(
        _mm512_set_epi64(7, 6, 5, 4, 3, 2, 1, 0),
        _mm512_set1_epi64(2 * (4 - a) as i64),
    );
    let p = _mm512_permutex2var_epi64(c.h8[1], idx, _mm512_setzero_si512());
    fold(reduce(mul(x, p)))
}

/// The last `rem <= 256` bytes at `base`, in `N = ceil(rem / 64)` registers: keystream, masked
/// load and store, and GHASH of the `m = ceil(rem / 16)` blocks with `H^m..H^1`. With `lens`
/// (the caller passes it when `m <= 15`), the length block is block `m + 1` of the same sum (the
/// data blocks then take `H^(m+1)..H^2` and it takes `H^1`), and the result is the final GHASH
/// value.
#[inline]
#[target_feature(enable = "avx512f,avx512bw,avx512vl,vaes,vpclmulqdq,avx2")]
fn tail<IO: InOut, const DECRYPT: bool, const N: usize>(
    c: &Ctx,
    ctr: __m512i,
    s: __m128i,
    io: &mut IO,
    base: usize,
    lens: Option<__m128i>,
) -> __m128i {
    let rem = io.input().len() - base;
    let ks = keystream::<N>(c, ctr);
    let mut g = [_mm512_setzero_si512(); N];
    for k in 0..N {
        let off = base + 64 * k;
        let m = byte_mask(rem - 64 * k);
        let src = io.input()[off..].as_ptr();
        // SAFETY: mem: the mask selects only the first min(64, rem - 64k) bytes from `off`,
        // which lie inside the input; masked-off bytes are not read and cannot fault.
        let x = unsafe { _mm512_maskz_loadu_epi8(m, src.cast()) };
        let y = _mm512_xor_si512(x, ks[k]);
        let dst = io.output()[off..].as_mut_ptr();
        // SAFETY: mem: the same mask selects bytes inside the output (same length as input).
        unsafe { _mm512_mask_storeu_epi8(dst.cast(), m, y) };
        // GHASH takes the ciphertext zero-padded: clear the bytes past the end.
        g[k] = _mm512_shuffle_epi8(
            _mm512_maskz_mov_epi8(m, if DECRYPT { x } else { y }),
            c.bswap,
        );
    }
    let m = rem.div_ceil(16);
    // The length block goes in lane m % 4 of register m / 4, where the data has left zeros.
    let lens = lens.map(|l| _mm512_maskz_broadcast_i32x4(0xf << (4 * (m % 4)), l));
    let extra = m / 4 == N;
    if let (Some(l), false) = (lens, extra) {
        // Into register `m / 4`, chosen by comparing each index rather than by indexing `g`
        // with it (an index not known at compile time kept `g` in this frame).
        for (k, gk) in g.iter_mut().enumerate() {
            if k == m / 4 {
                *gk = _mm512_xor_si512(*gk, l);
            }
        }
    }
    // Block j of the n hashed blocks (lane j % 4 of g[j / 4]) multiplies H^(n-j). With more
    // than 8, blocks 0..8 (g[0], g[1]) multiply H^8..H^1 (the stored powers as they are), their
    // sum is reduced lane by lane and multiplied by H^(n-8), and the rest (n - 8 <= 8 blocks,
    // from g[2]) multiply H^(n-8)..H^1. So no tail derives H^16..H^9 (`powers16`: 12
    // multiplies before the first AES round, where on Zen 4 each takes an AES slot; this way 6
    // more after the AES rounds, beside the second half's multiplies). In one process switching
    // between the two on an AMD EPYC Zen 4 (family 25 model 17), fastest of 30 alternations:
    // seal 144 / 200 / 240 / 256 B 0.91-0.95x the time, open 0.91-0.97x (256 B 0.97-1.00x),
    // 1420 B 0.97-0.99x, 16 / 64 / 512 B unchanged. Joining the length block to a 16-block
    // tail too (17 blocks: H^9 derived, the second half times H^9..H^2) measured the same.
    let n = if lens.is_some() { m + 1 } else { m };
    let [h8, h4] = c.h8;
    let first = _mm512_xor_si512(g[0], _mm512_zextsi128_si512(s));
    // The length block when it starts a register of its own (m = 4N, N <= 3).
    let l = lens.filter(|_| extra);
    let acc = if N >= 2 && n > 8 {
        let mut f = mul(first, h8);
        mul_acc(&mut f, g[1], h4);
        // H^(n-8) in every lane: qwords 2l, 2l + 1 of [h8, h4] for lane l = 16 - n.
        let q = 2 * (16 - n) as i64;
        let idx = _mm512_set_epi64(q + 1, q, q + 1, q, q + 1, q, q + 1, q);
        let mut acc = mul(reduce(f), _mm512_permutex2var_epi64(h8, idx, h4));
        last_powers(&mut acc, c, n - 8, &g[2..], l);
        acc
    } else {
        let z = _mm512_setzero_si512();
        let mut acc = Wide512 { lo: z, mid: z, hi: z };
        let mut regs = g;
        regs[0] = first;
        last_powers(&mut acc, c, n, &regs, l);
        acc
    };
    fold(reduce(acc))
}

/// `acc +=` the `rest <= 8` blocks in `regs` (lane j % 4 of register j / 4, then the length
/// block `l` in lane 0 of a register of its own if given) times `H^rest..H^1`: the stored
/// powers, followed by zeros, shifted right by `d = 8 - rest` lanes.
#[inline]
#[target_feature(enable = "avx512f,vpclmulqdq")]
fn last_powers(acc: &mut Wide512, c: &Ctx, rest: usize, regs: &[__m512i], l: Option<__m512i>) {
    let [h8, h4] = c.h8;
    let z = _mm512_setzero_si512();
    let d = 8 - rest;
    // The registers from `d / 4` on, chosen by a branch on the public length rather than by
    // indexing an array of them, which the compiler kept in this frame.
    let v = if d / 4 == 0 { [h8, h4, z, z, z, z] } else { [h4, z, z, z, z, z] };
    let idx = _mm512_add_epi64(
        _mm512_set_epi64(7, 6, 5, 4, 3, 2, 1, 0),
        _mm512_set1_epi64(2 * (d % 4) as i64),
    );
    let power = |k: usize| _mm512_permutex2var_epi64(v[k], idx, v[k + 1]);
    for (k, gk) in regs.iter().enumerate() {
        mul_acc(acc, *gk, power(k));
    }
    if let Some(l) = l {
        mul_acc(acc, l, power(regs.len()));
    }
}

/// The wipe after [`finish`] called alone (the comment below says how deep it reaches).
pub(crate) const SHORT_WIPE: usize = 256;

/// The wipe after [`xaes`] with `ALONE` (the comment below says how deep it reaches).
pub(crate) const XAES_SHORT_WIPE: usize = 1280;

// Every length on this file's kernels. Under 128 bytes `aesni_clmul`'s `short` was faster while
// this kernel kept a 2.2 KiB frame and a 3 KiB wipe (AMD Zen 4: 58-62 ns against 77-92 ns at 16-64
// bytes); with the 0.8 KiB frame, the 1.5 KiB wipe and the AAD in one register, in-process A/B on
// an Intel Xeon (family 6 model 207) took seal and open of 16 / 64 bytes from 46.8-51.1 / 57.4-62.7
// ns (`short`) to 34.6-36.9 / 34.3-37.1 ns, with 0, 13 or 40 bytes of AAD. On an AMD EPYC Zen 4
// (family 25 model 17), one interleaved `cargo xtask bench` run: the `aesni_clmul` tier (`short`)
// took 1.07-1.21x this kernel's time at 16 and 64 bytes. Messages up to 256 bytes then left
// `crypt`'s frame for `finish` alone: on that Zen 4, where the 1.5 KiB wipe took 11-15 ns of a
// 50-85 ns message (measured by leaving it out), the build before and after, alternated as
// processes 8-12 times, fastest run of each (no AAD): seal 16-200 B 0.78-0.92x the time, open
// 16-256 B 0.62-0.88x; seal 256 B-1 KiB 0.98-1.05x, open 512 B-1 KiB 0.90-0.97x (the longer
// messages call `finish` now). The wipes: `crypt` has frames of 448-512 bytes and calls `finish`
// (a 320-byte frame then, none since: below) or hw-polyval's `absorb` (152), about 1.1 KiB below
// the call-in in all, so 1280; `finish` alone about 0.5 KiB then, so 640 (256 since).
// `tests/stack_residue.rs` passes with both. XAES at every length on this file's kernels
// (under 128 bytes it was `aesni_clmul`'s `xaes_short`, 6-45 ns
// slower at 64 and 100 bytes in one process on the Xeon above): messages `finish` takes alone in
// `xaes` with `ALONE` (its frame of 576 bytes on a cache line, `Kx`'s round keys and the powers
// of `H`, then `finish`'s: with a 128-byte wipe `hw-xaes`'s `tests/stack_residue.rs` saw writes
// 1760 bytes into its region, where a 1 KiB wipe reaches 2192; 1280 for margin), the rest in
// `xaes` without (with `crypt_keys` inlined, about 1.2 KiB below the call-in: the same test with
// a 128-byte wipe, against 2 KiB wiped). Against the build without `ALONE`, on an AMD EPYC Zen 4
// (family 25 model 17), builds alternated as processes 12 times, fastest of each: XAES / KC-XAES
// seal of 16, 64 and 100 bytes took 0.89-0.95x the time (16 bytes 94.7 -> 84.2 ns, KC-XAES 108.2
// -> 96.6 ns), 256 bytes 0.97-1.00x, 1 KiB 1.01x. But in the `xaes` benchmark that build sealed
// 1-8 KiB 15-24 ns slower (1 KiB 215 -> 230 ns, fastest of 10 runs per build), while its `xaes`
// was the same code, 16 bytes further into a cache line: the main loop's start moved with it.
// With the loop on a cache line (`.p2align 6` in `main_loop!`), the same 10 runs against the
// build before `ALONE`: 1 KiB 211-216 against 214-217 ns, 4 KiB 473-481 against 473-479, 16 B
// 92-95 against 100-103; GCM seal (`seal_probe`) 16 B-1 MiB 0.99-1.02x. The round keys and
// powers also start cache lines (`Lines`), so that no load of them crosses two.
// `finish` without a frame (2026-11-29): `tail` put the length block into register `m / 4` of
// its blocks by indexing them with that run-time number, which kept all of them in `finish`'s
// frame (320 bytes: each register stored after its masked store and loaded back for the
// multiply). Chosen by comparing each index instead, they stay in registers and `finish` has no
// frame, only its five pushes below its stack arguments, so its wipe went from 640 bytes to
// 256. The stored blocks had been the 640-byte wipe's deepest lines, and each message's stores
// and loads of them came right after the last message's wipe stores to the same addresses: in
// one process switching the wipe between sizes on an AMD EPYC Zen 4 (family 25 model 17),
// 384 bytes or less took seal of 16 / 64 bytes from 40.8 / 41.0 ns to 32-33 ns, 512 did not.
// The build before and after, alternated as processes 10 times (fastest of each), seal 16 / 64 /
// 100 / 200 / 256 B 0.722 / 0.727 / 0.667 / 0.889 / 0.905x the time, open 0.893 / 0.851 /
// 0.805 / 0.914 / 0.861x, 1 KiB 1.00-1.01x; `interleaved --only` (6 alternations) seal and
// open of 16 / 64 B 0.78-0.81x, 256 B 0.94x, rscrypto's 0.99-1.02x.
super::super::vaes_kernels!(VaesAvx512, own finish, wipe = 1280, xaes = xaes, xaes_wipe = 2048);
