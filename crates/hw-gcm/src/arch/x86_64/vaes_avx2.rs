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
//! - **Stitched, in assembly.** The main loop (`main_loop`) is an `asm!` block. With 16 ymm
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
use hw_polyval::kernel::vaes_avx2::{aggregate, load_powers8, powers16};

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
        hk: h.map(|v| _mm256_xor_si256(v, _mm256_shuffle_epi32::<0x4e>(v))),
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

/// Constants of [`main_loop`]: `x^57 + x^62 + x^63` in the low qword of each lane (RFC 8452
/// §3, for the reduction) and `+2` in each lane's counter dword (32 bytes each), then the
/// byte-reversal mask (16 bytes).
#[repr(C, align(32))]
struct LoopConsts([u64; 10]);

const P: u64 = 0xC200_0000_0000_0000;
static CONSTS: LoopConsts = LoopConsts([
    P,
    0,
    P,
    0,
    2,
    0,
    2,
    0,
    0x0809_0a0b_0c0d_0e0f,
    0x0001_0203_0405_0607,
]);

/// One AES round (`vaesenc`) on the eight state registers with the round key in ymm8.
macro_rules! round {
    () => {
        concat!(
            "vaesenc ymm0, ymm0, ymm8\n",
            "vaesenc ymm1, ymm1, ymm8\n",
            "vaesenc ymm2, ymm2, ymm8\n",
            "vaesenc ymm3, ymm3, ymm8\n",
            "vaesenc ymm4, ymm4, ymm8\n",
            "vaesenc ymm5, ymm5, ymm8\n",
            "vaesenc ymm6, ymm6, ymm8\n",
            "vaesenc ymm7, ymm7, ymm8\n",
        )
    };
}

/// Round key `$r` (byte offset `16 * r`) broadcast into ymm8, then that round.
macro_rules! keyed_round {
    ($off:literal) => {
        concat!(
            "vbroadcasti128 ymm8, xmmword ptr [{rk} + ",
            $off,
            "]\n",
            round!()
        )
    };
}

/// Blocks `2k, 2k + 1` of the 16 to hash (`$off = 32 k` bytes from `{gh}`): loaded,
/// byte-reversed, multiplied by their powers (`{h}` + `$off`) in three carry-less multiplies
/// (Karatsuba: low halves, high halves, and the XOR of the halves by the XOR of the power's
/// halves at `{hk}` + `$off`), and added to the low, middle and high sums (ymm11-13). The
/// middle sum so made is the true middle term plus the low and high sums, which the reduction
/// removes once for all 16 blocks.
macro_rules! ghash_pair {
    ($off:literal) => {
        concat!(
            "vmovdqu ymm14, ymmword ptr [{gh} + ",
            $off,
            "]\n",
            "vpshufb ymm14, ymm14, ymm9\n",
            karatsuba!($off),
        )
    };
}

/// ymm14 (byte-reversed blocks) times the powers at `$off`, into the three sums.
macro_rules! karatsuba {
    ($off:literal) => {
        concat!(
            "vpclmulqdq ymm15, ymm14, ymmword ptr [{h} + ",
            $off,
            "], 0x00\n",
            "vpxor ymm11, ymm11, ymm15\n",
            "vpclmulqdq ymm15, ymm14, ymmword ptr [{h} + ",
            $off,
            "], 0x11\n",
            "vpxor ymm13, ymm13, ymm15\n",
            "vpshufd ymm15, ymm14, 0x4e\n",
            "vpxor ymm14, ymm14, ymm15\n",
            "vpclmulqdq ymm15, ymm14, ymmword ptr [{hk} + ",
            $off,
            "], 0x00\n",
            "vpxor ymm12, ymm12, ymm15\n",
        )
    };
}

/// The last round of four state registers (`$a`.. at byte offsets `$o0`..): the input XORed
/// into round key 14 (ymm8) through ymm12-15, and the stores. Opening takes the input from the
/// chunk's copy at `{gh}` (the one read of the caller's ciphertext, which GHASH also hashed);
/// sealing takes the plaintext from `{src}` and also keeps the ciphertext at `{gh}` for the
/// next iteration's GHASH.
macro_rules! last_round {
    ($dir:ident, $o0:literal, $o1:literal, $o2:literal, $o3:literal,
     $a:literal, $b:literal, $c:literal, $d:literal) => {
        concat!(
            "vpxor ymm12, ymm8, ymmword ptr [",
            input!($dir),
            " + ",
            $o0,
            "]\n",
            "vpxor ymm13, ymm8, ymmword ptr [",
            input!($dir),
            " + ",
            $o1,
            "]\n",
            "vpxor ymm14, ymm8, ymmword ptr [",
            input!($dir),
            " + ",
            $o2,
            "]\n",
            "vpxor ymm15, ymm8, ymmword ptr [",
            input!($dir),
            " + ",
            $o3,
            "]\n",
            "vaesenclast ",
            $a,
            ", ",
            $a,
            ", ymm12\n",
            "vaesenclast ",
            $b,
            ", ",
            $b,
            ", ymm13\n",
            "vaesenclast ",
            $c,
            ", ",
            $c,
            ", ymm14\n",
            "vaesenclast ",
            $d,
            ", ",
            $d,
            ", ymm15\n",
            "vmovdqu ymmword ptr [{dst} + ",
            $o0,
            "], ",
            $a,
            "\n",
            "vmovdqu ymmword ptr [{dst} + ",
            $o1,
            "], ",
            $b,
            "\n",
            "vmovdqu ymmword ptr [{dst} + ",
            $o2,
            "], ",
            $c,
            "\n",
            "vmovdqu ymmword ptr [{dst} + ",
            $o3,
            "], ",
            $d,
            "\n",
            keep!($dir, $o0, $a),
            keep!($dir, $o1, $b),
            keep!($dir, $o2, $c),
            keep!($dir, $o3, $d),
        )
    };
}

/// Where the last round reads the input.
macro_rules! input {
    (open) => {
        "{gh}"
    };
    (seal) => {
        "{src}"
    };
}

/// Sealing keeps output register `$x` (byte offset `$off`) at `{gh}`.
macro_rules! keep {
    (open, $off:literal, $x:literal) => {
        ""
    };
    (seal, $off:literal, $x:literal) => {
        concat!("vmovdqu ymmword ptr [{gh} + ", $off, "], ", $x, "\n")
    };
}

/// Opening copies the chunk at `{src}` to `{gh}` first (the one read of the caller's
/// ciphertext); sealing finds the previous chunk's ciphertext there.
macro_rules! copy_in {
    (open) => {
        concat!(
            copy_pair!("0"),
            copy_pair!("32"),
            copy_pair!("64"),
            copy_pair!("96"),
            copy_pair!("128"),
            copy_pair!("160"),
            copy_pair!("192"),
            copy_pair!("224"),
        )
    };
    (seal) => {
        ""
    };
}

/// Blocks `$off / 16` and the next of the chunk at `{src}` to `{gh}`.
macro_rules! copy_pair {
    ($off:literal) => {
        concat!(
            "vmovdqu ymm14, ymmword ptr [{src} + ",
            $off,
            "]\n",
            "vmovdqu ymmword ptr [{gh} + ",
            $off,
            "], ymm14\n",
        )
    };
}

/// The main loop: per iteration, AES-256 of 16 counter blocks (8 registers of two) with the
/// GHASH of the 16 blocks at `{gh}` (a 256-byte buffer of the caller's: the previous chunk's
/// ciphertext as sealing computed it in registers, or, when opening, the chunk's own input
/// copied there first) placed between the rounds, then the last round, which XORs in the input
/// and stores the output. So each ciphertext block is read from the caller's memory once, and
/// GHASH covers what was decrypted (or what sealing wrote), even if another thread or process
/// changes the caller's buffer meanwhile. A zero count runs no iteration.
///
/// Registers (AVX2 has 16): ymm0-7 AES states; ymm8 the round key of the current round; ymm9
/// the byte-reversal mask; ymm10 the counters `[c, c + 1]` (byte-reversed); ymm11-13 the low,
/// middle and high sums, and between iterations ymm11 holds the GHASH sum (low lane; the high
/// lane zero); ymm14-15 scratch. `{h}`: the powers `[H^16, H^15] .. [H^2, H^1]`, 256 bytes.
macro_rules! main_loop {
    ($dir:ident) => {
        concat!(
            "vbroadcasti128 ymm9, xmmword ptr [{k} + 64]\n",
            "test {n}, {n}\n",
            "jz 3f\n",
            // The loop on a cache-line boundary, wherever the function lands (`vaes_avx512`).
            ".p2align 6\n",
            "2:\n",
            copy_in!($dir),
            // Counter blocks: byte-reverse, step, XOR round key 0.
            "vbroadcasti128 ymm8, xmmword ptr [{rk}]\n",
            "vpshufb ymm0, ymm10, ymm9\n",
            "vpaddd ymm10, ymm10, ymmword ptr [{k} + 32]\n",
            "vpshufb ymm1, ymm10, ymm9\n",
            "vpaddd ymm10, ymm10, ymmword ptr [{k} + 32]\n",
            "vpshufb ymm2, ymm10, ymm9\n",
            "vpaddd ymm10, ymm10, ymmword ptr [{k} + 32]\n",
            "vpshufb ymm3, ymm10, ymm9\n",
            "vpaddd ymm10, ymm10, ymmword ptr [{k} + 32]\n",
            "vpshufb ymm4, ymm10, ymm9\n",
            "vpaddd ymm10, ymm10, ymmword ptr [{k} + 32]\n",
            "vpshufb ymm5, ymm10, ymm9\n",
            "vpaddd ymm10, ymm10, ymmword ptr [{k} + 32]\n",
            "vpshufb ymm6, ymm10, ymm9\n",
            "vpaddd ymm10, ymm10, ymmword ptr [{k} + 32]\n",
            "vpshufb ymm7, ymm10, ymm9\n",
            "vpaddd ymm10, ymm10, ymmword ptr [{k} + 32]\n",
            "vpxor ymm0, ymm0, ymm8\n",
            "vpxor ymm1, ymm1, ymm8\n",
            "vpxor ymm2, ymm2, ymm8\n",
            "vpxor ymm3, ymm3, ymm8\n",
            "vpxor ymm4, ymm4, ymm8\n",
            "vpxor ymm5, ymm5, ymm8\n",
            "vpxor ymm6, ymm6, ymm8\n",
            "vpxor ymm7, ymm7, ymm8\n",
            // Blocks 0-1, with the running sum, start the three sums.
            "vmovdqu ymm14, ymmword ptr [{gh}]\n",
            "vpshufb ymm14, ymm14, ymm9\n",
            "vpxor ymm14, ymm14, ymm11\n",
            "vpclmulqdq ymm11, ymm14, ymmword ptr [{h}], 0x00\n",
            "vpclmulqdq ymm13, ymm14, ymmword ptr [{h}], 0x11\n",
            "vpshufd ymm15, ymm14, 0x4e\n",
            "vpxor ymm14, ymm14, ymm15\n",
            "vpclmulqdq ymm12, ymm14, ymmword ptr [{hk}], 0x00\n",
            keyed_round!("16"),
            ghash_pair!("32"),
            keyed_round!("32"),
            ghash_pair!("64"),
            keyed_round!("48"),
            ghash_pair!("96"),
            keyed_round!("64"),
            ghash_pair!("128"),
            keyed_round!("80"),
            ghash_pair!("160"),
            keyed_round!("96"),
            ghash_pair!("192"),
            keyed_round!("112"),
            ghash_pair!("224"),
            keyed_round!("128"),
            // Karatsuba's middle sum less the low and high sums is the middle term.
            "vpxor ymm12, ymm12, ymm11\n",
            "vpxor ymm12, ymm12, ymm13\n",
            // Reduction, lane by lane, in two 64-bit folds: the low sum, times x^-64 mod P
            // (halves swapped, its low half times P's constant added), onto the middle; the
            // middle, so folded, onto the high.
            "vpclmulqdq ymm15, ymm11, ymmword ptr [{k}], 0x00\n",
            "vpshufd ymm11, ymm11, 0x4e\n",
            "vpxor ymm12, ymm12, ymm11\n",
            "vpxor ymm12, ymm12, ymm15\n",
            keyed_round!("144"),
            "vpclmulqdq ymm15, ymm12, ymmword ptr [{k}], 0x00\n",
            "vpshufd ymm12, ymm12, 0x4e\n",
            "vpxor ymm13, ymm13, ymm12\n",
            "vpxor ymm13, ymm13, ymm15\n",
            keyed_round!("160"),
            // The two lanes into the running sum.
            "vextracti128 xmm15, ymm13, 1\n",
            "vpxor xmm11, xmm13, xmm15\n",
            keyed_round!("176"),
            keyed_round!("192"),
            keyed_round!("208"),
            // Last round: the input XORed into round key 14.
            "vbroadcasti128 ymm8, xmmword ptr [{rk} + 224]\n",
            last_round!($dir, "0", "32", "64", "96", "ymm0", "ymm1", "ymm2", "ymm3"),
            last_round!($dir, "128", "160", "192", "224", "ymm4", "ymm5", "ymm6", "ymm7"),
            "add {src}, 256\n",
            "add {dst}, 256\n",
            "dec {n}\n",
            "jnz 2b\n",
            "3:\n",
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
        ($dir:ident) => {
            // SAFETY: mem: `loop_at` checked `src` and `dst` for `256 * n` bytes; the loop runs
            // `n` times (none when `n` is 0) and moves `src` and `dst` by 256 bytes a time;
            // `{gh}` is `hb`, 256 bytes, read and written in place; reads at `{rk}` stay inside
            // the 240 bytes of round keys, at `{h}` and `{hk}` inside the 8 powers each and at `{k}` inside
            // `CONSTS` (80 bytes; no load needs alignment). In place each iteration reads its
            // 256 bytes before it writes them. cpu: this function's features (the `VaesAvx2`
            // token proves them for its callers). Every register written is declared; no stack
            // use.
            unsafe {
                core::arch::asm!(
                    main_loop!($dir),
                    rk = in(reg) rk.as_ptr(),
                    h = in(reg) h.as_ptr(),
                    hk = in(reg) hk.as_ptr(),
                    k = in(reg) CONSTS.0.as_ptr(),
                    gh = in(reg) hb.as_mut_ptr(),
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
        run!(open);
    } else {
        run!(seal);
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
