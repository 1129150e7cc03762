//! AES-256-GCM on AES-NI + PCLMULQDQ (128-bit registers): the canonical GCM kernel.
//!
//! Features: `aes`, `pclmulqdq`, `sse2`, `ssse3`, `sse4.1`, proven by the [`AesNiClmul`] token.
//!
//! ## Caller's contract
//! [`crypt`] takes the prepared [`KeyState`], a 96-bit nonce, the AAD and an [`InOut`] (one
//! buffer in place, or two of equal length); lengths were checked against the SP 800-38D
//! limits by the caller. Sealing writes the ciphertext and returns the tag; opening (`DECRYPT`)
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
//! - Stitched, in assembly (`main_loop`, SSE encodings only, as this tier serves CPUs without
//!   AVX; the loop text is hw-polyval's `__sse_ctr_polyval_loop!`, which hw-gcm-siv's opening
//!   shares): the 8 GHASH products (Karatsuba: three `PCLMULQDQ` per block), the reduction and
//!   the fold sit between the AES rounds of one iteration. Sealing hashes chunk `c - 1`'s
//!   ciphertext, kept in a stack buffer from the registers that computed it (never read back
//!   from the caller's output), while chunk `c`'s rounds run; opening copies its chunk to that
//!   buffer first and both hashes and decrypts the copy, so each ciphertext byte is read from
//!   the caller's memory once. Written with intrinsics the stitched loop spilled its AES state
//!   (16 XMM registers); the assembly keeps the 8 states, the current round key, the mask, the
//!   counter, three sums and two scratch registers, and reads powers and data as memory
//!   operands. Under Miri, which cannot run `asm!`, the same loop runs on the intrinsics
//!   kernels.
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
use crate::xaes::{KxInput, XaesKeyState};
use crate::{powers_needed, KeyState};
use core::arch::x86_64::*;
use hw_aes256::cmac;
use hw_aes256::kernel::aesni_clmul::{self as aesni, Keys};
use hw_cpu::{AesNiClmul, Token as _};
use hw_polyval::kernel::aesni_clmul::{self as clmul, load, store};

/// Prepares the key state in place: [`key_state`] written over `st`.
#[target_feature(enable = "aes,pclmulqdq,sse2,ssse3,sse4.1")]
pub(crate) fn init(cpu: AesNiClmul, key: &[u8; 32], st: &mut KeyState) {
    let value = key_state(cpu, key);
    // SAFETY: mem: `st` is a valid, exclusive reference. The old value is not dropped: it is
    // the all-zero state the slot was given, whose drop would only wipe it again.
    unsafe { core::ptr::write(st, value) }
}

/// The key state of `key`: round keys, then `H = E_K(0)`, then its 8 powers, all computed in
/// registers and returned by value. The schedule stays in registers, so `E_K(0)`'s rounds
/// start as their round keys appear; the value is built in the caller's destination (the
/// return slot), so a `HardwareAes256Gcm` is prepared where it is returned, with no zeroing
/// before and no copy after.
#[inline]
#[target_feature(enable = "aes,pclmulqdq,sse2,ssse3,sse4.1")]
pub(crate) fn key_state(cpu: AesNiClmul, key: &[u8; 32]) -> KeyState {
    let (k0, k1) = aesni::load_key(key);
    let k = aesni::expand_regs(cpu, k0, k1);
    let h = aesni::encrypt1(cpu, &k, _mm_setzero_si128());
    let p = clmul::powers_regs(cpu, clmul::ghash_key(cpu, h), 8);
    KeyState {
        round_keys: hw_aes256::RoundKeys::from_blocks(core::array::from_fn(|i| bytes(k.0[i]))),
        h_powers: hw_polyval::KeyPowers::from_powers(core::array::from_fn(|i| bytes(p[i]))),
    }
}

/// The 16 bytes of a register, as a value.
#[inline(always)]
fn bytes(v: __m128i) -> [u8; 16] {
    // SAFETY: `__m128i` and `[u8; 16]` are both 16 bytes of plain data, every bit pattern
    // valid; byte `i` of the array is byte `i` of the register in memory order.
    unsafe { core::mem::transmute(v) }
}

/// XAES-256-GCM's per-key state of `key`: its round keys and `K1 = dbl(E_K(0))`.
#[target_feature(enable = "aes,pclmulqdq,sse2,ssse3,sse4.1")]
pub(crate) fn xaes_key(cpu: AesNiClmul, key: &[u8; 32], xk: &mut XaesKeyState) {
    let (k0, k1) = aesni::load_key(key);
    let k = aesni::expand_regs(cpu, k0, k1);
    let mut l = [0u8; 16];
    store(&mut l, aesni::encrypt1(cpu, &k, _mm_setzero_si128()));
    k.store(cpu, &mut xk.round_keys);
    xk.k1 = cmac::dbl(&l);
}

/// One message of XAES-256-GCM: derives `Kx` from `xk` and `nonce[..12]` (two AES blocks, in
/// registers), writes its prepared GCM key (round keys, then `H^1..H^powers`) into `st`, and for
/// KC-XAES the commitment into `commitment`.
#[target_feature(enable = "aes,pclmulqdq,sse2,ssse3,sse4.1")]
pub(crate) fn xaes_derive(cpu: AesNiClmul, x: KxInput<'_>, powers: usize, st: &mut KeyState) {
    let kx = derive_kx(cpu, x);
    let h = aesni::encrypt1(cpu, &kx, _mm_setzero_si128());
    kx.store(cpu, &mut st.round_keys);
    clmul::powers_upto(cpu, clmul::ghash_key(cpu, h), powers, st.h_powers.get_mut());
}

/// XAES-256-GCM (with `commitment`, KC-XAES) of a message of fewer than [`SHORT`] bytes in one
/// kernel: `Kx`, its schedule, `H` and the powers of `H` the message uses stay in registers
/// (or this frame, which the caller wipes) and no key state is written. In one function the
/// counter blocks' rounds can run as `Kx`'s round keys appear, and `E_Kx(0)`'s beside them.
#[inline(never)]
#[target_feature(enable = "aes,pclmulqdq,sse2,ssse3,sse4.1")]
pub(crate) fn xaes_short<IO: InOut, const DECRYPT: bool>(
    cpu: AesNiClmul,
    x: KxInput<'_>,
    aad: &[u8],
    io: &mut IO,
) -> [u8; 16] {
    let gcm_nonce = crate::xaes::gcm_nonce(x.nonce);
    let kx = derive_kx(cpu, x);
    let h = clmul::ghash_key(cpu, aesni::encrypt1(cpu, &kx, _mm_setzero_si128()));
    let powers = clmul::powers_regs(cpu, h, powers_needed(aad.len(), io.input().len()));
    let (c, ctr) = ctx_regs(kx, powers, gcm_nonce);
    let s = ghash_aad(cpu, &c, aad);
    tail::<IO, DECRYPT>(cpu, &c, ctr, s, io, 0, aad.len())
}

/// `Kx` for `nonce[..12]` under `xk`, expanded, in registers (`Keys`); with `commitment`, also
/// KC-XAES's commitment, whose blocks run beside the derivation's and whose second stage
/// overlaps `Kx`'s expansion. A macro, so that it is part of `vaes_avx512::xaes`: as an
/// `#[inline]` function LLVM kept it out of line in the crates that instantiate every XAES
/// kernel and returned the 15 round keys through memory, so `E_Kx(0)` started only after the
/// whole expansion (inlined, XAES seals 5-7 ns faster from 16 bytes to 1 KiB, in one process on
/// an Intel Xeon, family 6 model 207).
macro_rules! inline_derive_kx {
    ($cpu:expr, $x:expr) => {{
        use core::arch::x86_64::_mm_xor_si128;
        use hw_aes256::cmac;
        use hw_aes256::kernel::aesni_clmul as aesni;
        use hw_polyval::kernel::aesni_clmul::{load, store};
        let (cpu, x): (hw_cpu::AesNiClmul, $crate::xaes::KxInput<'_>) = ($cpu, $x);
        let $crate::xaes::KxInput {
            xk,
            nonce,
            commitment,
        } = x;
        let k = aesni::Keys::load(cpu, &xk.round_keys);
        let k1 = load(&xk.k1);
        let first = cmac::xaes_kdf_blocks(nonce[..12].try_into().expect("12 bytes"));
        let (shared, last) = cmac::xaes_commitment_blocks(nonce);
        let m1 = _mm_xor_si128(load(&first[0]), k1);
        let m2 = _mm_xor_si128(load(&first[1]), k1);
        match commitment {
            None => {
                let [y0, y1] = aesni::encrypt_n(cpu, &k, [m1, m2]);
                aesni::expand_regs(cpu, y0, y1)
            }
            Some(out) => {
                let [y0, y1, x] = aesni::encrypt_n(cpu, &k, [m1, m2, load(&shared)]);
                let x = _mm_xor_si128(x, k1);
                let c = [
                    _mm_xor_si128(x, load(&last[0])),
                    _mm_xor_si128(x, load(&last[1])),
                ];
                let kx = aesni::expand_regs(cpu, y0, y1);
                let [c0, c1] = aesni::encrypt_n(cpu, &k, c);
                let (a, b) = out.split_at_mut(16);
                store(a.try_into().expect("16 bytes"), c0);
                store(b.try_into().expect("16 bytes"), c1);
                kx
            }
        }
    }};
}
pub(crate) use inline_derive_kx;

/// [`inline_derive_kx!`] as a function, for `xaes_derive` and `xaes_short` (with the macro in
/// `xaes_short`, a 16-byte XAES seal was slower: about 171 against 145 ns, in one process).
#[inline]
#[target_feature(enable = "aes,pclmulqdq,sse2,ssse3,sse4.1")]
pub(crate) fn derive_kx(cpu: AesNiClmul, x: KxInput<'_>) -> Keys {
    inline_derive_kx!(cpu, x)
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
    ctx_regs(
        Keys::load(cpu, &st.round_keys),
        clmul::load_powers(cpu, st.h_powers.get()),
        nonce,
    )
}

/// [`ctx`] from round keys and powers already in registers.
#[inline]
#[target_feature(enable = "sse2,ssse3")]
fn ctx_regs(k: Keys, h: [__m128i; 8], nonce: &[u8; 12]) -> (Ctx, __m128i) {
    let (j0, ctr) = j0(nonce);
    let bswap = clmul::bswap_mask();
    (Ctx { k, h, bswap, j0 }, ctr)
}

/// `J0` (GCM byte order) for a 96-bit nonce, and the first data counter `inc32(J0)`,
/// byte-reversed.
#[inline]
#[target_feature(enable = "sse2,ssse3")]
pub(crate) fn j0(nonce: &[u8; 12]) -> (__m128i, __m128i) {
    let mut j0 = [0u8; 16];
    j0[..12].copy_from_slice(nonce);
    j0[15] = 1;
    let j0 = load(&j0);
    // inc32(J0) is lane 0 plus one, byte-reversed.
    let ctr = _mm_add_epi32(
        _mm_shuffle_epi8(j0, clmul::bswap_mask()),
        _mm_set_epi32(0, 0, 0, 1),
    );
    (j0, ctr)
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

/// GHASH of the AAD, zero-padded to whole blocks (no call to hw-polyval for none).
#[inline]
#[target_feature(enable = "pclmulqdq,sse2,ssse3")]
pub(crate) fn ghash_aad(cpu: AesNiClmul, c: &Ctx, aad: &[u8]) -> __m128i {
    if aad.is_empty() {
        return _mm_setzero_si128();
    }
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
        let (inb, _) = io.input_at::<128>(16 * first).as_chunks::<16>();
        core::array::from_fn(|i| load(&inb[i]))
    };
    let ks: [__m128i; 8] =
        aesni::encrypt_n(cpu, &c.k, core::array::from_fn(|i| counter(c, ctr, i)));
    let mut hashed = [_mm_setzero_si128(); 8];
    let (out, _) = io.output_at::<128>(16 * first).as_chunks_mut::<16>();
    for i in 0..8 {
        let y = _mm_xor_si128(x[i], ks[i]);
        store(&mut out[i], y);
        hashed[i] = _mm_shuffle_epi8(if DECRYPT { x[i] } else { y }, c.bswap);
    }
    hashed
}

/// Seals `io` (or, with `DECRYPT`, decrypts it) in place or into its output; returns the tag
/// computed over the ciphertext.
#[target_feature(enable = "aes,pclmulqdq,sse2,ssse3,sse4.1")]
pub(crate) fn crypt<IO: InOut, const DECRYPT: bool>(
    cpu: AesNiClmul,
    st: &KeyState,
    nonce: &[u8; 12],
    aad: &[u8],
    io: &mut IO,
) -> [u8; 16] {
    let (c, ctr) = ctx(cpu, st, nonce);
    let s = ghash_aad(cpu, &c, aad);
    rest::<IO, DECRYPT>(cpu, &c, ctr, s, io, 0, aad.len())
}

/// Messages of fewer bytes than this (fewer than 8 blocks, so no main loop) run [`short`].
pub(crate) const SHORT: usize = 128;

/// The wipe after [`crypt`]: its chain (this frame, `rest`'s or `tail`'s, and
/// hw-polyval's `absorb_padded`) reaches about 1.2 KiB below the call-in
/// (`tests/stack_residue.rs` with a 128-byte wipe, 128 bytes to 4 KiB). A/B against 2048 on an
/// Intel Xeon (family 6 model 207): seal and open of 128-256 bytes 3-10 ns faster.
pub(crate) const WIPE: usize = 1536;

/// The stack [`short`] reaches, rounded up: its frame, `ghash_aad`'s and the return addresses
/// (`tests/stack_residue.rs` checks it); [`crypt`] reaches [`WIPE`].
pub(crate) const SHORT_WIPE: usize = 1280;

/// Seals (or, with `DECRYPT`, opens) a message of fewer than [`SHORT`] bytes: [`tail`] alone,
/// in a frame of its own without the main loop's buffers, so the wipe after it is
/// [`SHORT_WIPE`] bytes instead of 2 KiB (at 64 bytes the wipe was a third of the time).
#[inline(never)]
#[target_feature(enable = "aes,pclmulqdq,sse2,ssse3,sse4.1")]
pub(crate) fn short<IO: InOut, const DECRYPT: bool>(
    cpu: AesNiClmul,
    st: &KeyState,
    nonce: &[u8; 12],
    aad: &[u8],
    io: &mut IO,
) -> [u8; 16] {
    let (c, ctr) = ctx(cpu, st, nonce);
    let s = ghash_aad(cpu, &c, aad);
    tail::<IO, DECRYPT>(cpu, &c, ctr, s, io, 0, aad.len())
}

/// The wipe after [`xaes_short`]: [`SHORT_WIPE`], which covers the same chain of frames
/// (`tests/stack_residue.rs` of hw-xaes finds `Kx` in the stack with 512 bytes, none with 768,
/// in a release build on an Intel Xeon).
pub(crate) const XAES_SHORT_WIPE: usize = SHORT_WIPE;

/// The counter block for state register `$x` with round key 0 (xmm8) added. xmm10 holds the
/// next block's counter in memory byte order (big-endian), so the step is a `PADDD` of 1 on the
/// last byte (the top byte of the last 32-bit word), with no `PSHUFB` per block (on Intel
/// before Ice Lake `PSHUFB` issues on port 5 with `AESENC` and `PCLMULQDQ`). That holds while
/// the 32-bit counter's low byte does not wrap within the iteration: `{c}` is the counter of
/// the iteration's first block, and from a low byte of 248 on (`@begin`) the iteration takes
/// the slow path (`@slow`), which steps the counter byte-reversed as a 32-bit integer (inc32).
#[cfg(not(miri))]
macro_rules! counter8 {
    (@begin) => {
        concat!("cmp {c:l}, 248\n", "jae 6f\n")
    };
    (@end) => {
        "5:\n"
    };
    (@step) => {
        "add {c:e}, 8\n"
    };
    (@slow) => {
        concat!(
            "jmp 3f\n",
            "6:\n",
            "movdqa xmm15, xmm10\n",
            "pshufb xmm15, xmm9\n",
            slow_counter8!("xmm0"),
            slow_counter8!("xmm1"),
            slow_counter8!("xmm2"),
            slow_counter8!("xmm3"),
            slow_counter8!("xmm4"),
            slow_counter8!("xmm5"),
            slow_counter8!("xmm6"),
            slow_counter8!("xmm7"),
            "movdqa xmm10, xmm15\n",
            "pshufb xmm10, xmm9\n",
            "jmp 5b\n",
        )
    };
    ($x:literal) => {
        concat!(
            "movdqa ", $x, ", xmm10\n",
            "paddd xmm10, xmmword ptr [{k} + 32]\n",
            "pxor ", $x, ", xmm8\n",
        )
    };
}

/// `counter8!`'s slow path for state register `$x`: the counter byte-reversed in xmm15 (a
/// 32-bit integer in its first word), byte-reversed back into `$x`, stepped, round key 0 added.
#[cfg(not(miri))]
macro_rules! slow_counter8 {
    ($x:literal) => {
        concat!(
            "movdqa ", $x, ", xmm15\n",
            "pshufb ", $x, ", xmm9\n",
            "paddd xmm15, xmmword ptr [{k} + 16]\n",
            "pxor ", $x, ", xmm8\n",
        )
    };
}

/// The last round of state register `$x` (block `$off / 16`) with the input XORed into round
/// key 14 (xmm8), through scratch register `$t`, and its store. Opening takes the input from
/// the chunk's copy at `{gh}` (the one read of the caller's ciphertext, which GHASH also
/// hashed), sealing from `{src}` (the plaintext, read once), and sealing also keeps the
/// ciphertext at `{gh}` for the next iteration's GHASH.
#[cfg(not(miri))]
macro_rules! last8 {
    ($x:literal, $t:literal, $off:literal, $dir:ident) => {
        concat!(
            "movdqu ",
            $t,
            ", xmmword ptr [",
            input!($dir),
            " + ",
            $off,
            "]\n",
            "pxor ",
            $t,
            ", xmm8\n",
            "aesenclast ",
            $x,
            ", ",
            $t,
            "\n",
            "movdqu xmmword ptr [{dst} + ",
            $off,
            "], ",
            $x,
            "\n",
            keep!($dir, $off, $x),
        )
    };
}

/// Where the last round reads the input.
#[cfg(not(miri))]
macro_rules! input {
    (open) => {
        "{gh}"
    };
    (seal) => {
        "{src}"
    };
}

/// Sealing keeps output register `$x` (byte offset `$off`) at `{gh}`.
#[cfg(not(miri))]
macro_rules! keep {
    (open, $off:literal, $x:literal) => {
        ""
    };
    (seal, $off:literal, $x:literal) => {
        concat!("movdqu xmmword ptr [{gh} + ", $off, "], ", $x, "\n")
    };
}

/// Opening: copies the chunk at `{src}` to `{gh}` (the one read of the caller's ciphertext).
/// Sealing: nothing (`{gh}` holds the previous chunk's ciphertext).
#[cfg(not(miri))]
macro_rules! copy_in {
    (open) => {
        concat!(
            copy_block!("0"),
            copy_block!("16"),
            copy_block!("32"),
            copy_block!("48"),
            copy_block!("64"),
            copy_block!("80"),
            copy_block!("96"),
            copy_block!("112"),
        )
    };
    (seal) => {
        ""
    };
}

/// Block `$off / 16` of the chunk at `{src}` to `{gh}`.
#[cfg(not(miri))]
macro_rules! copy_block {
    ($off:literal) => {
        concat!(
            "movdqu xmm14, xmmword ptr [{src} + ",
            $off,
            "]\n",
            "movdqu xmmword ptr [{gh} + ",
            $off,
            "], xmm14\n",
        )
    };
}

/// The main loop: hw-polyval's stitched SSE loop (`__sse_ctr_polyval_loop!`, which hw-gcm-siv's
/// opening shares) with GCM's parts. Per iteration, AES-256 of 8 counter blocks with the GHASH
/// of the 8 blocks at `{gh}` (a 128-byte buffer of the caller's: the previous chunk's
/// ciphertext as sealing computed it in registers, or, when opening, the chunk's own input
/// copied there first), byte-reversed (xmm9 holds the mask), placed between the rounds, then
/// the last round, which XORs in the input and stores the output. So each ciphertext block is
/// read from the caller's memory once, and what GHASH covers is what was decrypted (or what
/// sealing wrote), even if another thread or process changes the caller's buffer meanwhile.
/// The counter is in xmm10 in memory byte order (see `counter8!`).
#[cfg(not(miri))]
macro_rules! main_loop {
    ($dir:ident) => {
        hw_polyval::__sse_ctr_polyval_loop!(
            top: copy_in!($dir),
            hashed: "{gh}",
            prep: "pshufb xmm14, xmm9\n",
            counter: counter8,
            last: last8($dir)
        )
    };
}

/// Runs `n` iterations of the main loop over the 8-block chunks from byte `off`, in assembly
/// (written with intrinsics, the stitched loop spilled its AES state: 16 XMM registers). Each
/// iteration hashes the 8 blocks in `hb`: when sealing, the previous chunk's ciphertext (the
/// caller puts the chunk before `off` there; each iteration leaves its own); when opening, its
/// own input, copied there first. `ctr` and `s` advance.
#[cfg(not(miri))]
#[inline]
#[target_feature(enable = "aes,pclmulqdq,sse2,ssse3,sse4.1")]
#[allow(clippy::too_many_arguments, reason = "one loop's whole register state")]
fn main_loop<IO: InOut, const DECRYPT: bool>(
    cpu: AesNiClmul,
    c: &Ctx,
    ctr: &mut __m128i,
    io: &mut IO,
    off: usize,
    n: usize,
    s: &mut __m128i,
    hb: &mut [u8; 128],
) {
    let r = io.loop_at(off, 128, n);
    let hk = clmul::xored_halves(cpu, &c.h);
    // The loop steps the counter in memory byte order; `first` is its first block's counter
    // (data block `i` has counter `i + 2`; J0's is 1 with a 96-bit nonce), from the position,
    // which is public, for the loop's test of its low byte.
    let first = 2 + off / 16;
    debug_assert_eq!(_mm_cvtsi128_si32(*ctr) as u32, first as u32);
    let mut be = _mm_shuffle_epi8(*ctr, c.bswap);
    macro_rules! run {
        ($dir:ident) => {
            // SAFETY: mem: `loop_at` checked `src` and `dst` for `128 * n` bytes; the loop runs
            // `n` times (none when `n` is 0) and moves `src` and `dst` by 128 bytes a time;
            // `{gh}` is `hb`, 128 bytes, read and written in place. `{rk}` (15 round keys), `{h}`
            // (8 powers) and `{hk}` (8 values) are `__m128i` arrays and `{k}` is hw-polyval's
            // `SSE_LOOP_CONSTS`, all 16-byte aligned as the aligned loads and SSE memory operands
            // need, and reads stay inside them. In place each iteration reads its 128 bytes
            // before it writes them. cpu: this function's features (the `AesNiClmul` token
            // proves them for its callers). Every register written is declared; no stack use.
            unsafe {
                core::arch::asm!(
                    main_loop!($dir),
                    rk = in(reg) c.k.0.as_ptr(),
                    h = in(reg) c.h.as_ptr(),
                    hk = in(reg) hk.as_ptr(),
                    k = in(reg) clmul::SSE_LOOP_CONSTS.0.as_ptr(),
                    c = inout(reg) first => _,
                    gh = in(reg) hb.as_mut_ptr(),
                    src = inout(reg) r.src => _,
                    dst = inout(reg) r.dst => _,
                    n = inout(reg) r.n => _,
                    out("xmm0") _, out("xmm1") _, out("xmm2") _, out("xmm3") _,
                    out("xmm4") _, out("xmm5") _, out("xmm6") _, out("xmm7") _,
                    out("xmm8") _,
                    in("xmm9") c.bswap,
                    inout("xmm10") be,
                    inout("xmm11") *s,
                    out("xmm12") _, out("xmm13") _, out("xmm14") _, out("xmm15") _,
                    options(nostack),
                )
            }
        };
    }
    if DECRYPT {
        run!(open);
    } else {
        run!(seal);
    }
    *ctr = _mm_shuffle_epi8(be, c.bswap);
}

#[cfg(miri)]
use main_loop_on_intrinsics as main_loop;

/// [`main_loop`] under Miri, which cannot run `asm!`: the same contract (sealing hashes `hb`
/// and leaves its chunk's ciphertext there; opening hashes the blocks it decrypts, from one
/// read) on the intrinsics kernels, so Miri checks the code around the loop.
#[cfg(miri)]
#[inline]
#[target_feature(enable = "aes,pclmulqdq,sse2,ssse3,sse4.1")]
#[allow(
    clippy::too_many_arguments,
    reason = "the contract of the asm loop it stands in for"
)]
fn main_loop_on_intrinsics<IO: InOut, const DECRYPT: bool>(
    cpu: AesNiClmul,
    c: &Ctx,
    ctr: &mut __m128i,
    io: &mut IO,
    off: usize,
    n: usize,
    s: &mut __m128i,
    hb: &mut [u8; 128],
) {
    let first = off / 16;
    for i in 0..n {
        let mut hashed = chunk8::<IO, DECRYPT>(cpu, c, *ctr, io, first + 8 * i);
        *ctr = _mm_add_epi32(*ctr, _mm_set_epi32(0, 0, 0, 8));
        if !DECRYPT {
            let prev = from_hb(c, hb);
            to_hb(c, hb, hashed);
            hashed = prev;
        }
        *s = clmul::aggregate(cpu, &c.h, *s, hashed.into_iter());
    }
}

/// Stores 8 byte-reversed blocks into `hb` in GCM byte order.
#[inline]
#[target_feature(enable = "sse2,ssse3")]
fn to_hb(c: &Ctx, hb: &mut [u8; 128], blocks: [__m128i; 8]) {
    let (hb, _) = hb.as_chunks_mut::<16>();
    for (b, v) in hb.iter_mut().zip(blocks) {
        store(b, _mm_shuffle_epi8(v, c.bswap));
    }
}

/// The 8 blocks of `hb`, byte-reversed for GHASH.
#[inline]
#[target_feature(enable = "sse2,ssse3")]
fn from_hb(c: &Ctx, hb: &[u8; 128]) -> [__m128i; 8] {
    let (hb, _) = hb.as_chunks::<16>();
    core::array::from_fn(|i| _mm_shuffle_epi8(load(&hb[i]), c.bswap))
}

/// [`rest`] out of line, for `vaes_avx2`, whose remainder it takes after the ymm loop. The
/// 8-block loop of `rest` is `asm!` in SSE encodings, and the compiler puts no `vzeroupper`
/// before an `asm!` block: inlined into the ymm function, it ran with the upper halves of the
/// registers dirty, which on an Intel Xeon (family 6 model 207) doubled the time of a 384-byte
/// open (the SSE/AVX transition penalty; AMD cores have none). The compiler puts a
/// `vzeroupper` before this call. It loads its round keys and powers from `st` itself, so the
/// caller's frame holds no 128-bit copy of them.
#[inline(never)]
#[target_feature(enable = "aes,pclmulqdq,sse2,ssse3,sse4.1")]
#[allow(clippy::too_many_arguments, reason = "the remainder's whole state")]
pub(crate) fn rest_after_avx<IO: InOut, const DECRYPT: bool>(
    cpu: AesNiClmul,
    st: &KeyState,
    nonce: &[u8; 12],
    ctr: __m128i,
    s: __m128i,
    io: &mut IO,
    first: usize,
    aad_len: usize,
) -> [u8; 16] {
    let (c, _) = ctx(cpu, st, nonce);
    rest::<IO, DECRYPT>(cpu, &c, ctr, s, io, first, aad_len)
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
    // The chunk GHASH covers next, so that it is the one read of the ciphertext (opening) or
    // what was computed in registers (sealing), never the caller's memory read again.
    let mut hb = [0u8; 128];
    if DECRYPT {
        // Each chunk hashes its own input between its rounds.
        main_loop::<IO, true>(cpu, c, &mut ctr, io, 16 * first, chunks, &mut s, &mut hb);
    } else if chunks > 0 {
        // Chunk i hashes chunk i - 1's ciphertext between its rounds.
        let mut last = chunk8::<IO, false>(cpu, c, ctr, io, first);
        ctr = _mm_add_epi32(ctr, _mm_set_epi32(0, 0, 0, 8));
        if chunks > 1 {
            to_hb(c, &mut hb, last);
            let off = 16 * (first + 8);
            main_loop::<IO, false>(cpu, c, &mut ctr, io, off, chunks - 1, &mut s, &mut hb);
            last = from_hb(c, &hb);
        }
        s = clmul::aggregate(cpu, &c.h, s, last.into_iter());
    }
    tail::<IO, DECRYPT>(cpu, c, ctr, s, io, first + 8 * chunks, aad_len)
}

/// `E_K(J0)` and the keystream of the `N - 1` counter blocks from `ctr`, in one batch: the
/// keystream into `ks[1..N]` and `E_K(J0)` into `ks[0]`; returns `(E_K(J0), 1)`, the offset of
/// the keystream in `ks`.
#[inline]
#[target_feature(enable = "aes,sse2,ssse3")]
fn with_j0<const N: usize>(
    cpu: AesNiClmul,
    c: &Ctx,
    ctr: __m128i,
    ks: &mut [__m128i; 8],
) -> (__m128i, usize) {
    let blocks: [__m128i; N] =
        core::array::from_fn(|i| if i == 0 { c.j0 } else { counter(c, ctr, i - 1) });
    let b = aesni::encrypt_n(cpu, &c.k, blocks);
    ks[..N].copy_from_slice(&b);
    (b[0], 1)
}

/// Bytes `0..n` set (`n <= 16`), the rest clear.
#[inline]
#[target_feature(enable = "sse2")]
fn prefix_mask(n: usize) -> __m128i {
    _mm_cmpgt_epi8(
        _mm_set1_epi8(n as i8),
        _mm_setr_epi8(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15),
    )
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

    // One batch of AES for the keystream, and for E_K(J0) when it fits beside it: with
    // `E_K(J0)`, 4 blocks up to 3 needed, then exactly as many as needed up to 5 (at 64 and 80
    // bytes, 5 and 6 blocks instead of 8 made a seal or open 5-18% faster on an Intel Xeon,
    // family 6 model 207, in one process switched by a flag), 8 for 6-7, 9 for a whole chunk.
    let mut ks = [_mm_setzero_si128(); 8];
    let (mask, off) = match needed {
        0..=3 => with_j0::<4>(cpu, c, ctr, &mut ks),
        4 => with_j0::<5>(cpu, c, ctr, &mut ks),
        5 => with_j0::<6>(cpu, c, ctr, &mut ks),
        6 | 7 => with_j0::<8>(cpu, c, ctr, &mut ks),
        _ => {
            let blocks: [__m128i; 9] =
                core::array::from_fn(|i| if i == 8 { c.j0 } else { counter(c, ctr, i) });
            let b = aesni::encrypt_n(cpu, &c.k, blocks);
            ks.copy_from_slice(&b[..8]);
            (b[8], 0)
        }
    };

    // Blocks for GHASH: the tail's ciphertext and the length block, at most 9.
    let mut g = [_mm_setzero_si128(); 9];
    for i in 0..whole {
        let x = load(io.input_at::<16>(16 * (first + i)));
        let y = _mm_xor_si128(x, ks[off + i]);
        store(io.output_at::<16>(16 * (first + i)), y);
        g[i] = _mm_shuffle_epi8(if DECRYPT { x } else { y }, c.bswap);
    }
    if partial > 0 {
        let x = clmul::load_padded(io.tail_input());
        let y = _mm_xor_si128(x, ks[off + whole]);
        clmul::store_partial(io.tail_output(), y);
        // GHASH takes the ciphertext zero-padded: the input when opening; when sealing, the
        // output with the keystream past `partial` cleared.
        let y = _mm_and_si128(y, prefix_mask(partial));
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

super::super::own_kernels!(AesNiClmul, with short);

