//! AES-256-GCM on VAES + VPCLMULQDQ with 256-bit registers (AVX2), for CPUs that have VAES but
//! not AVX-512 (AMD Zen 3, Intel Alder Lake and later client cores).
//!
//! Follows `vaes_avx512.rs`; differences:
//!
//! - **Two blocks per register**, so the 16-block iteration uses 8 ymm registers. VAESENC on
//!   ymm issues twice per cycle with a latency of 3 where it was measured (Sapphire Rapids:
//!   0.20 ns per ymm instruction), so 8 independent registers per round keep both units busy;
//!   AES throughput equals the zmm tier's there.
//! - **No masked byte loads** (those are AVX512BW). Whatever is left after the 256-byte
//!   iterations (fewer than 16 blocks) and whole messages under 256 bytes go to the 128-bit
//!   kernel's `rest`, which has its own 8-block step and its short-message tail; the counter
//!   and the GHASH sum carry over.
//! - The 16 powers are 8 registers of two: `[H^16, H^15] .. [H^2, H^1]`, the upper 8 derived
//!   per call from the stored `H^8..H^1` by lane-wise multiplies by `H^8`.
//! - **Stitched, in assembly.** The main loop (`main_loop`) is an `asm!` block, its text
//!   hw-polyval's `__vaes_avx2_ctr_polyval_loop!` (hw-gcm-siv's opening runs it too). With 16 ymm
//!   registers, 8 of them AES states, the 16 blocks it hashes are read from memory two at a time
//!   (the previous chunk's output when sealing, the chunk's own input when opening) and their
//!   powers are memory operands of VPCLMULQDQ; the eight products, the reduction and the lane
//!   fold sit between the AES rounds. The intrinsics version ran AES and GHASH as separate
//!   loops over registers and spilled 31 of them.
//! - **Karatsuba multiplies** in the main loop: three VPCLMULQDQ per pair of blocks (low halves,
//!   high halves, and the XOR of the halves by the XOR of the power's halves, which `wide`
//!   precomputes per call beside the powers) instead of four, 26 per 16 blocks with the
//!   reduction instead of 34. On AMD Zen 3 and 4, VPCLMULQDQ and VAESENC share the FP pipes
//!   that bound this loop; in-process A/B on a Zen 4 capped to this tier the loop ran 4-6%
//!   faster at 16 and 64 KiB, and `cargo xtask mca` puts it at 0.428 cycles/byte on znver3
//!   against 0.493 before (Sapphire Rapids, where AES alone is the bound, unchanged).

#![allow(
    clippy::missing_safety_doc,
    reason = "the tier token argument is the safety proof"
)]

use super::aesni_clmul;
use crate::inout::InOut;
use crate::xaes::XaesKeyState;
use crate::KeyState;
use core::arch::x86_64::*;
use hw_cpu::{Token as _, VaesAvx2};
use hw_polyval::kernel::aesni_clmul as clmul;
use hw_polyval::kernel::vaes_avx2::{
    aggregate, load_powers8, powers16, xored_halves, AVX2_LOOP_CONSTS,
};

// Safety contract of every `#[target_feature]` function here: the caller must run on a CPU
// with the features named in its attribute. The entry points take the `VaesAvx2` token by
// value, and holding the token is the proof (see `hw-cpu`).

/// Loads 32 bytes.
#[inline(always)]
fn load256(b: &[u8; 32]) -> __m256i {
    // SAFETY: mem: `b` is exactly 32 readable bytes; `loadu` has no alignment requirement.
    // cpu: callers are `avx` functions (this is inlined into them).
    unsafe { _mm256_loadu_si256(b.as_ptr().cast()) }
}

/// Stores 32 bytes.
#[inline(always)]
fn store256(b: &mut [u8; 32], v: __m256i) {
    // SAFETY: mem: `b` is exactly 32 writable bytes. cpu: as for `load256`.
    unsafe { _mm256_storeu_si256(b.as_mut_ptr().cast(), v) }
}

/// Per-call values for the wide loop.
struct Wide<'a> {
    /// The key state's round keys, broadcast where they are used (no per-call copy).
    rk: &'a [[u8; 16]; 15],
    bswap: __m256i,
    /// `[H^16, H^15], [H^14, H^13], ..., [H^2, H^1]`.
    h: [__m256i; 8],
    /// The same powers with each lane's halves XORed (low qword), for Karatsuba.
    hk: [__m256i; 8],
}

#[inline]
#[target_feature(enable = "avx2,vaes,vpclmulqdq,aes,pclmulqdq,ssse3,sse4.1")]
fn wide(st: &KeyState) -> Wide<'_> {
    let rk = st.round_keys.get();
    let h = powers16(load_powers8(st.h_powers.get()));
    Wide {
        rk,
        bswap: _mm256_broadcastsi128_si256(clmul::bswap_mask()),
        h,
        hk: xored_halves(&h),
    }
}

impl Wide<'_> {
    /// Round key `r` in both lanes, loaded from the key state.
    #[inline]
    #[target_feature(enable = "avx2")]
    fn key(&self, r: usize) -> __m256i {
        _mm256_broadcastsi128_si256(clmul::load(&self.rk[r]))
    }
}

/// Encrypts (or decrypts) the 256 bytes at `off` with counters `ctr + 0..16` (`ctr` is the
/// byte-reversed counter of the first block, in both lanes); returns the ciphertext
/// byte-reversed for GHASH.
#[inline]
#[target_feature(enable = "avx2,vaes")]
fn chunk16<IO: InOut, const DECRYPT: bool>(
    w: &Wide,
    ctr: __m256i,
    io: &mut IO,
    off: usize,
) -> [__m256i; 8] {
    let x: [__m256i; 8] = {
        let (inb, _) = io.input_at::<256>(off).as_chunks::<32>();
        core::array::from_fn(|k| load256(&inb[k]))
    };
    // Lanes [ctr + 2k, ctr + 2k + 1].
    let mut b: [__m256i; 8] = core::array::from_fn(|k| {
        let step = _mm256_set_epi32(0, 0, 0, 2 * k as i32 + 1, 0, 0, 0, 2 * k as i32);
        _mm256_xor_si256(
            _mm256_shuffle_epi8(_mm256_add_epi32(ctr, step), w.bswap),
            w.key(0),
        )
    });
    for r in 1..14 {
        let rk = w.key(r);
        for v in b.iter_mut() {
            *v = _mm256_aesenc_epi128(*v, rk);
        }
    }
    let rk = w.key(14);
    for v in b.iter_mut() {
        *v = _mm256_aesenclast_epi128(*v, rk);
    }
    let (out, _) = io.output_at::<256>(off).as_chunks_mut::<32>();
    let mut g = [_mm256_setzero_si256(); 8];
    for k in 0..8 {
        let y = _mm256_xor_si256(x[k], b[k]);
        store256(&mut out[k], y);
        g[k] = _mm256_shuffle_epi8(if DECRYPT { x[k] } else { y }, w.bswap);
    }
    g
}

/// The counter blocks of state register `$x` (byte-reversed from ymm10, which holds the
/// counters `[c, c + 1]` in counting order) and the counters stepped by 2.
macro_rules! counter {
    ($x:literal) => {
        concat!(
            "vpshufb ", $x, ", ymm10, ymm9\n",
            "vpaddd ymm10, ymm10, ymmword ptr [{k} + 32]\n",
        )
    };
}

/// The main loop: hw-polyval's stitched VAES-AVX2 loop (`__vaes_avx2_ctr_polyval_loop!`, which
/// hw-gcm-siv's opening shares) with GCM's byte reversal (the mask in ymm9) of the counters and
/// of the hashed blocks. Sealing hashes the previous chunk's ciphertext, which each iteration
/// leaves at `{hb}`; opening hashes the chunk's own input, copied there first (the one read of
/// the caller's ciphertext). So GHASH covers what was decrypted (or what sealing wrote), even if
/// another thread or process changes the caller's buffer meanwhile.
macro_rules! main_loop {
    ($hash:ident) => {
        concat!(
            "vbroadcasti128 ymm9, xmmword ptr [{k} + 64]\n",
            hw_polyval::__vaes_avx2_ctr_polyval_loop!(
                hash: $hash,
                prep: "vpshufb ymm14, ymm14, ymm9\n",
                counter: counter
            ),
        )
    };
}

/// Runs `n` iterations of the main loop over the 256-byte chunks from `off`, in assembly (the
/// intrinsics version kept AES and GHASH in separate loops, and spilled). Each iteration hashes
/// the 16 blocks in `hb`: when sealing, the previous chunk's ciphertext (the caller puts the
/// chunk before `off` there; each iteration leaves its own); when opening, its own input,
/// copied there first. `ctr` (byte-reversed counter of the chunk's first block, in both lanes)
/// and `s` are advanced.
#[inline]
#[target_feature(enable = "avx2,vaes,vpclmulqdq")]
#[allow(clippy::too_many_arguments, reason = "one loop's whole register state")]
fn main_loop<IO: InOut, const DECRYPT: bool>(
    rk: &[[u8; 16]; 15],
    h: &[__m256i; 8],
    hk: &[__m256i; 8],
    ctr: &mut __m256i,
    io: &mut IO,
    off: usize,
    n: usize,
    s: &mut __m128i,
    hb: &mut [u8; 256],
) {
    let r = io.loop_at(off, 256, n);
    // Lanes [c, c + 1].
    let mut c = _mm256_add_epi32(*ctr, _mm256_set_epi32(0, 0, 0, 1, 0, 0, 0, 0));
    let mut sum = _mm256_zextsi128_si256(*s);
    macro_rules! run {
        ($hash:ident) => {
            // SAFETY: mem: `loop_at` checked `src` and `dst` for `256 * n` bytes; the loop runs
            // `n` times (none when `n` is 0) and moves `src` and `dst` by 256 bytes a time;
            // `{hb}` is `hb`, 256 bytes, read and written in place; reads at `{rk}` stay inside
            // the 240 bytes of round keys, at `{h}` and `{hk}` inside the 8 registers each and
            // at `{k}` inside hw-polyval's `AVX2_LOOP_CONSTS` (80 bytes; no load needs
            // alignment). In place each iteration reads its
            // 256 bytes before it writes them. cpu: this function's features (the `VaesAvx2`
            // token proves them for its callers). Every register written is declared; no stack
            // use.
            unsafe {
                core::arch::asm!(
                    main_loop!($hash),
                    rk = in(reg) rk.as_ptr(),
                    h = in(reg) h.as_ptr(),
                    hk = in(reg) hk.as_ptr(),
                    k = in(reg) AVX2_LOOP_CONSTS.0.as_ptr(),
                    hb = in(reg) hb.as_mut_ptr(),
                    src = inout(reg) r.src => _,
                    dst = inout(reg) r.dst => _,
                    n = inout(reg) r.n => _,
                    out("ymm0") _, out("ymm1") _, out("ymm2") _, out("ymm3") _,
                    out("ymm4") _, out("ymm5") _, out("ymm6") _, out("ymm7") _,
                    out("ymm8") _, out("ymm9") _,
                    inout("ymm10") c,
                    inout("ymm11") sum,
                    out("ymm12") _, out("ymm13") _, out("ymm14") _, out("ymm15") _,
                    options(nostack),
                )
            }
        };
    }
    if DECRYPT {
        run!(input);
    } else {
        run!(output);
    }
    *s = _mm256_castsi256_si128(sum);
    // Lane 0 of [c, c + 1] is the next chunk's first counter.
    *ctr = _mm256_broadcastsi128_si256(_mm256_castsi256_si128(c));
}

/// Seals `io` (or, with `DECRYPT`, decrypts it) in place or into its output; returns the tag
/// computed over the ciphertext.
#[target_feature(enable = "avx2,vaes,vpclmulqdq,aes,pclmulqdq,ssse3,sse4.1")]
pub(crate) fn crypt<IO: InOut, const DECRYPT: bool>(
    t: VaesAvx2,
    st: &KeyState,
    nonce: &[u8; 12],
    aad: &[u8],
    io: &mut IO,
) -> [u8; 16] {
    let cpu = t.aesni_clmul();
    // No 128-bit context here: `rest_after_avx` loads its own from `st`, so this frame holds
    // no copy of the round keys or powers across the main loop.
    let (_, mut ctr) = aesni_clmul::j0(nonce);
    let mut s = {
        let h = clmul::load_powers(cpu, st.h_powers.get());
        clmul::absorb_padded::<true>(cpu, &h, _mm_setzero_si128(), aad)
    };
    let chunks = io.input().len() / 256;
    if chunks > 0 {
        let w = wide(st);
        let mut wctr = _mm256_broadcastsi128_si256(ctr);
        // The chunk GHASH covers next, so that it is the one read of the ciphertext (opening)
        // or what was computed in registers (sealing), never the caller's memory read again.
        let mut hb = [0u8; 256];
        if DECRYPT {
            // Each chunk hashes its own input between its rounds.
            let rk = st.round_keys.get();
            main_loop::<IO, true>(rk, &w.h, &w.hk, &mut wctr, io, 0, chunks, &mut s, &mut hb);
        } else {
            // Chunk i hashes chunk i - 1's ciphertext between its rounds.
            let mut last = chunk16::<IO, false>(&w, wctr, io, 0);
            wctr = _mm256_add_epi32(wctr, _mm256_set_epi32(0, 0, 0, 16, 0, 0, 0, 16));
            if chunks > 1 {
                let (b, _) = hb.as_chunks_mut::<32>();
                for (b, v) in b.iter_mut().zip(last) {
                    store256(b, _mm256_shuffle_epi8(v, w.bswap));
                }
                let rk = st.round_keys.get();
                main_loop::<IO, false>(
                    rk,
                    &w.h,
                    &w.hk,
                    &mut wctr,
                    io,
                    256,
                    chunks - 1,
                    &mut s,
                    &mut hb,
                );
                let (b, _) = hb.as_chunks::<32>();
                last = core::array::from_fn(|k| _mm256_shuffle_epi8(load256(&b[k]), w.bswap));
            }
            s = aggregate(s, &last, &w.h);
        }
        ctr = _mm256_castsi256_si128(wctr);
    }
    aesni_clmul::rest_after_avx::<IO, DECRYPT>(cpu, st, nonce, ctr, s, io, 16 * chunks, aad.len())
}

// Under 256 bytes this tier's kernel would hand the whole message to `aesni_clmul`'s anyway.
// The wipe: `crypt` has frames of 928-960 bytes (the 16 powers and their Karatsuba
// halves, which the main loop reads from memory, and the 256-byte hash buffer) and call
// `rest_after_avx` (its frame holds the 128-bit context), which calls `rest`: about 2.3 KiB
// below the call-in, measured by `tests/stack_residue.rs` with a 128-byte wipe.
super::super::vaes_kernels!(VaesAvx2, short = 256, wipe = 2560);
