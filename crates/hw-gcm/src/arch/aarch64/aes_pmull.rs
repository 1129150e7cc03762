//! AES-256-GCM on the ARMv8 Cryptographic Extension (`AESE`/`AESMC` + `PMULL`).
//!
//! Follows `x86_64/aesni_clmul.rs` (same contract, key-state layout and algorithm: J0 from the
//! 96-bit nonce, `inc32` counters, GHASH as POLYVAL on byte-reversed blocks with the key
//! powers `H'^8..H'^1` of the stored state); differences:
//! - The AES rounds and multiplies are those of `hw-aes256`'s `aarch64::aes` and
//!   `hw-polyval`'s `aarch64::pmull` kernels.
//! - Counter blocks live in a register: the block `nonce || BE32(c)` is kept with each 32-bit
//!   lane byte-reversed (`REV32`), so the counter is lane 3 as a native integer; a block is one
//!   `ADD` and one `REV32` (the other lanes are reversed twice, unchanged).
//! - Eight blocks per iteration, stitched: the eight PMULL multiply-accumulates of one chunk
//!   sit between the AES rounds of eight blocks (one after each of rounds 1-8), so the AES and
//!   PMULL pipes work side by side in program order, not only as far as the out-of-order
//!   window reaches. Sealing hashes the previous chunk's ciphertext during this chunk's rounds
//!   (the ciphertext of this chunk does not exist yet); opening hashes this chunk's ciphertext,
//!   which it has before the rounds start.
//!   Performance on aarch64 hardware has not been measured (only emulation is available here):
//!   see docs/reports/benchmarks.md for the instruction counts.

#![allow(
    clippy::missing_safety_doc,
    reason = "the tier token argument is the safety proof"
)]

use crate::arch::wipe_stack;
use crate::inout::InOut;
use crate::xaes::XaesKeyState;
use crate::KeyState;
use core::arch::aarch64::*;
use hw_aes256::cmac;
use hw_aes256::kernel::aes_pmull::{self as aes, Keys};
use hw_cpu::{AesPmull, Token as _};
use hw_polyval::kernel::aes_pmull::{self as pmull, Wide};

// The entry points (`init`, `seal`, `open`) are never inlined: on targets where AES and NEON are
// baseline (Apple's), LLVM could otherwise inline them into the API functions, and their
// frames, which hold copies of key material, would then lie above `wipe_stack`'s region.
//
// Safety contract of every `#[target_feature]` function here: the caller must run on a CPU
// with the features named in its attribute; the entry points take the `AesPmull` token by
// value, and holding the token is the proof (see `hw-cpu`).

/// Prepares the key state in place: round keys, `H = E_K(0)`, the POLYVAL key
/// `mulX(ByteReverse(H))` (RFC 8452 Appendix A) and its 8 powers.
#[inline(never)]
#[target_feature(enable = "neon,aes")]
pub(crate) fn init(cpu: AesPmull, key: &[u8; 32], st: &mut KeyState) {
    prepare(cpu, key, 8, st);
}

/// [`init`] with the powers `H^1..H^powers` only (XAES's message keys).
#[inline]
#[target_feature(enable = "neon,aes")]
fn prepare(cpu: AesPmull, key: &[u8; 32], powers: usize, st: &mut KeyState) {
    aes::expand_key(cpu, key, &mut st.round_keys);
    let k = Keys::load(cpu, &st.round_keys);
    let [h] = aes::encrypt_n(cpu, &k, [vdupq_n_u8(0)]);
    let mut hb = [0u8; 16];
    aes::store(&mut hb, h);
    let mut hp = hw_polyval::kernel::ghash_key_to_polyval(&hb);
    pmull::powers_upto(cpu, &hp, powers, st.h_powers.get_mut());
    hw_cpu::wipe_blocks(core::slice::from_mut(&mut hb));
    hw_cpu::wipe_blocks(core::slice::from_mut(&mut hp));
}

/// XAES-256-GCM's per-key state of `key`: its round keys and `K1 = dbl(E_K(0))`.
#[target_feature(enable = "neon,aes")]
pub(crate) fn xaes_key(cpu: AesPmull, key: &[u8; 32], xk: &mut XaesKeyState) {
    aes::expand_key(cpu, key, &mut xk.round_keys);
    let k = Keys::load(cpu, &xk.round_keys);
    let [l] = aes::encrypt_n(cpu, &k, [vdupq_n_u8(0)]);
    let mut lb = [0u8; 16];
    aes::store(&mut lb, l);
    xk.k1 = cmac::dbl(&lb);
    hw_cpu::wipe_blocks(core::slice::from_mut(&mut lb));
}

/// One message of XAES-256-GCM: derives `Kx` from `xk` and `nonce[..12]`, prepares its GCM key
/// with the powers `H^1..H^powers` into `st` (as [`init`]), and for KC-XAES writes the commitment; the commitment's blocks run
/// beside the derivation's.
#[target_feature(enable = "neon,aes")]
pub(crate) fn xaes_derive(
    cpu: AesPmull,
    xk: &XaesKeyState,
    nonce: &[u8; 24],
    commitment: Option<&mut [u8; 32]>,
    powers: usize,
    st: &mut KeyState,
) {
    let k = Keys::load(cpu, &xk.round_keys);
    let k1 = aes::load(&xk.k1);
    let first = cmac::xaes_kdf_blocks(nonce[..12].try_into().expect("12 bytes"));
    let (shared, last) = cmac::xaes_commitment_blocks(nonce);
    let m1 = veorq_u8(aes::load(&first[0]), k1);
    let m2 = veorq_u8(aes::load(&first[1]), k1);
    let mut kx = [0u8; 32];
    let (y0, y1) = match commitment {
        None => {
            let [y0, y1] = aes::encrypt_n(cpu, &k, [m1, m2]);
            (y0, y1)
        }
        Some(out) => {
            let [y0, y1, x] = aes::encrypt_n(cpu, &k, [m1, m2, aes::load(&shared)]);
            let x = veorq_u8(x, k1);
            let c = [
                veorq_u8(x, aes::load(&last[0])),
                veorq_u8(x, aes::load(&last[1])),
            ];
            let [c0, c1] = aes::encrypt_n(cpu, &k, c);
            let (a, b) = out.split_at_mut(16);
            aes::store(a.try_into().expect("16 bytes"), c0);
            aes::store(b.try_into().expect("16 bytes"), c1);
            (y0, y1)
        }
    };
    {
        let (a, b) = kx.split_at_mut(16);
        aes::store(a.try_into().expect("16 bytes"), y0);
        aes::store(b.try_into().expect("16 bytes"), y1);
    }
    prepare(cpu, &kx, powers, st);
    hw_cpu::wipe_blocks(kx.as_chunks_mut::<16>().0);
}

/// Per-call values.
struct Ctx {
    k: Keys,
    h: [uint64x2_t; 8],
    /// `nonce || BE32(0)` with each 32-bit lane byte-reversed: lane 3 is the counter.
    base: uint32x4_t,
}

impl Ctx {
    /// The counter block `nonce || BE32(c)`.
    #[inline]
    #[target_feature(enable = "neon")]
    fn block(&self, c: u32) -> uint8x16_t {
        vrev32q_u8(vreinterpretq_u8_u32(vsetq_lane_u32::<3>(c, self.base)))
    }

    /// The eight counter blocks `c .. c + 8`.
    #[inline]
    #[target_feature(enable = "neon")]
    fn blocks8(&self, c: u32) -> [uint8x16_t; 8] {
        let first = vsetq_lane_u32::<3>(c, self.base);
        core::array::from_fn(|i| {
            let inc = vsetq_lane_u32::<3>(i as u32, vdupq_n_u32(0));
            vrev32q_u8(vreinterpretq_u8_u32(vaddq_u32(first, inc)))
        })
    }
}

/// One AES round (`AESE` + `AESMC`) on eight blocks.
#[inline]
#[target_feature(enable = "neon,aes")]
fn round8(b: &mut [uint8x16_t; 8], rk: uint8x16_t) {
    for x in b.iter_mut() {
        *x = vaesmcq_u8(vaeseq_u8(*x, rk));
    }
}

/// Eight blocks of AES (round-major) with the eight GHASH multiply-accumulates of `g` (byte-
/// reversed blocks, the running sum already XORed into `g[0]`) placed one after each of rounds
/// 1-8: `stitched8!(cpu, ctx, blocks, g)` is `(encrypted blocks, unreduced sum of products)`.
///
/// A macro, not a function: written as an `#[inline]` function LLVM kept it out of line (the
/// blocks and `g` then go through the stack), and `#[inline(always)]` is not allowed with
/// `#[target_feature]`. Written round by round, not as a loop over the rounds, which the
/// compiler kept rolled with the round keys reloaded every round.
macro_rules! stitched8 {
    ($cpu:expr, $c:expr, $b:expr, $g:expr) => {{
        let (cpu, c, g): (AesPmull, &Ctx, &[uint64x2_t; 8]) = ($cpu, $c, $g);
        let mut b: [uint8x16_t; 8] = $b;
        let zero = vdupq_n_u64(0);
        let mut w = Wide {
            lo: zero,
            mid: zero,
            hi: zero,
        };
        let k = &c.k.0;
        // Block i of 8 is multiplied by H^(8-i), stored at index i.
        round8(&mut b, k[0]);
        pmull::mul_acc(cpu, &mut w, g[0], c.h[0]);
        round8(&mut b, k[1]);
        pmull::mul_acc(cpu, &mut w, g[1], c.h[1]);
        round8(&mut b, k[2]);
        pmull::mul_acc(cpu, &mut w, g[2], c.h[2]);
        round8(&mut b, k[3]);
        pmull::mul_acc(cpu, &mut w, g[3], c.h[3]);
        round8(&mut b, k[4]);
        pmull::mul_acc(cpu, &mut w, g[4], c.h[4]);
        round8(&mut b, k[5]);
        pmull::mul_acc(cpu, &mut w, g[5], c.h[5]);
        round8(&mut b, k[6]);
        pmull::mul_acc(cpu, &mut w, g[6], c.h[6]);
        round8(&mut b, k[7]);
        pmull::mul_acc(cpu, &mut w, g[7], c.h[7]);
        round8(&mut b, k[8]);
        round8(&mut b, k[9]);
        round8(&mut b, k[10]);
        round8(&mut b, k[11]);
        round8(&mut b, k[12]);
        for x in b.iter_mut() {
            *x = veorq_u8(vaeseq_u8(*x, k[13]), k[14]);
        }
        (b, w)
    }};
}

/// GHASH multiply-accumulate of one byte-reversed block.
#[inline]
#[target_feature(enable = "neon,aes")]
fn absorb_n(cpu: AesPmull, c: &Ctx, s: uint64x2_t, x: &[uint64x2_t]) -> uint64x2_t {
    let n = x.len();
    let zero = vdupq_n_u64(0);
    let mut w = Wide {
        lo: zero,
        mid: zero,
        hi: zero,
    };
    for (i, &v) in x.iter().enumerate() {
        let v = if i == 0 { veorq_u64(v, s) } else { v };
        // Block i of n is multiplied by H^(n-i), stored at index 8-(n-i).
        pmull::mul_acc(cpu, &mut w, v, c.h[8 - n + i]);
    }
    pmull::reduce(cpu, w)
}

/// GHASH of `data` (whole blocks, then a zero-padded partial one), 8 blocks per reduction.
#[inline]
#[target_feature(enable = "neon,aes")]
fn absorb_bytes(cpu: AesPmull, c: &Ctx, mut s: uint64x2_t, data: &[u8]) -> uint64x2_t {
    let (blocks, rest) = data.as_chunks::<16>();
    for chunk in blocks.chunks(8) {
        let mut x = [vdupq_n_u64(0); 8];
        for (v, b) in x.iter_mut().zip(chunk) {
            *v = pmull::byte_reverse(pmull::load(b));
        }
        s = absorb_n(cpu, c, s, &x[..chunk.len()]);
    }
    if !rest.is_empty() {
        let mut last = [0u8; 16];
        last[..rest.len()].copy_from_slice(rest);
        s = absorb_n(cpu, c, s, &[pmull::byte_reverse(pmull::load(&last))]);
    }
    s
}

/// Seals `io` in place or into its output; returns the tag.
#[inline(never)]
#[target_feature(enable = "neon,aes")]
pub(crate) fn seal<IO: InOut>(
    cpu: AesPmull,
    st: &KeyState,
    nonce: &[u8; 12],
    aad: &[u8],
    io: &mut IO,
) -> [u8; 16] {
    crypt::<IO, false>(cpu, st, nonce, aad, io)
}

/// Decrypts `io` in place or into its output; returns the tag computed over the ciphertext.
#[inline(never)]
#[target_feature(enable = "neon,aes")]
pub(crate) fn open<IO: InOut>(
    cpu: AesPmull,
    st: &KeyState,
    nonce: &[u8; 12],
    aad: &[u8],
    io: &mut IO,
) -> [u8; 16] {
    crypt::<IO, true>(cpu, st, nonce, aad, io)
}

#[inline]
#[target_feature(enable = "neon,aes")]
fn crypt<IO: InOut, const DECRYPT: bool>(
    cpu: AesPmull,
    st: &KeyState,
    nonce: &[u8; 12],
    aad: &[u8],
    io: &mut IO,
) -> [u8; 16] {
    let mut nb = [0u8; 16];
    nb[..12].copy_from_slice(nonce);
    let c = Ctx {
        k: Keys::load(cpu, &st.round_keys),
        h: core::array::from_fn(|i| pmull::load(&st.h_powers.get()[i])),
        base: vreinterpretq_u32_u8(vrev32q_u8(aes::load(&nb))),
    };
    let mask = {
        let [m] = aes::encrypt_n(cpu, &c.k, [c.block(1)]);
        m
    };
    let mut s = absorb_bytes(cpu, &c, vdupq_n_u64(0), aad);
    let len = io.input().len();
    // Data block i uses counter i + 2 (J0 + 1 + i).
    let mut ctr: u32 = 2;
    let mut off = 0;
    // Sealing: the byte-reversed ciphertext of the previous chunk, hashed during this chunk's
    // rounds. The first chunk has none, so it is encrypted before the loop.
    let zero = vdupq_n_u64(0);
    let mut prev = [zero; 8];
    let mut has_prev = false;
    if !DECRYPT && len - off >= 128 {
        let x: [uint8x16_t; 8] = {
            let (inb, _) = io.input_at::<128>(off).as_chunks::<16>();
            core::array::from_fn(|i| aes::load(&inb[i]))
        };
        let ks = aes::encrypt_n(cpu, &c.k, c.blocks8(ctr));
        ctr = ctr.wrapping_add(8);
        let (out, _) = io.output_at::<128>(off).as_chunks_mut::<16>();
        for i in 0..8 {
            let y = veorq_u8(x[i], ks[i]);
            aes::store(&mut out[i], y);
            prev[i] = pmull::byte_reverse(vreinterpretq_u64_u8(y));
        }
        has_prev = true;
        off += 128;
    }
    while len - off >= 128 {
        let x: [uint8x16_t; 8] = {
            let (inb, _) = io.input_at::<128>(off).as_chunks::<16>();
            core::array::from_fn(|i| aes::load(&inb[i]))
        };
        let mut g = if DECRYPT {
            core::array::from_fn(|i| pmull::byte_reverse(vreinterpretq_u64_u8(x[i])))
        } else {
            prev
        };
        g[0] = veorq_u64(g[0], s);
        let (ks, w) = stitched8!(cpu, &c, c.blocks8(ctr), &g);
        s = pmull::reduce(cpu, w);
        ctr = ctr.wrapping_add(8);
        let (out, _) = io.output_at::<128>(off).as_chunks_mut::<16>();
        for i in 0..8 {
            let y = veorq_u8(x[i], ks[i]);
            aes::store(&mut out[i], y);
            if !DECRYPT {
                prev[i] = pmull::byte_reverse(vreinterpretq_u64_u8(y));
            }
        }
        off += 128;
    }
    if has_prev {
        s = absorb_n(cpu, &c, s, &prev);
    }
    // The tail: fewer than 8 blocks, the last possibly partial.
    let rest = len - off;
    if rest > 0 {
        let n = rest.div_ceil(16);
        let ks = aes::encrypt_n(cpu, &c.k, c.blocks8(ctr));
        let mut g = [vdupq_n_u64(0); 8];
        for (i, gi) in g.iter_mut().enumerate().take(n) {
            let start = off + 16 * i;
            let m = (len - start).min(16);
            let mut buf = [0u8; 16];
            buf[..m].copy_from_slice(&io.input()[start..start + m]);
            let x = aes::load(&buf);
            let y = veorq_u8(x, ks[i]);
            aes::store(&mut buf, y);
            io.output()[start..start + m].copy_from_slice(&buf[..m]);
            // GHASH takes the ciphertext zero-padded.
            buf[m..].fill(0);
            let hashed = if DECRYPT { x } else { aes::load(&buf) };
            *gi = pmull::byte_reverse(vreinterpretq_u64_u8(hashed));
            hw_cpu::wipe_blocks(core::slice::from_mut(&mut buf));
        }
        s = absorb_n(cpu, &c, s, &g[..n]);
    }
    // [len(A)]_64 || [len(C)]_64 in bits, as a GHASH block, byte-reversed for POLYVAL.
    let mut lens = [0u8; 16];
    lens[..8].copy_from_slice(&(aad.len() as u64).wrapping_mul(8).to_be_bytes());
    lens[8..].copy_from_slice(&(len as u64).wrapping_mul(8).to_be_bytes());
    s = absorb_n(cpu, &c, s, &[pmull::byte_reverse(pmull::load(&lens))]);
    let t = veorq_u8(vreinterpretq_u8_u64(pmull::byte_reverse(s)), mask);
    let mut tag = [0u8; 16];
    aes::store(&mut tag, t);
    tag
}

super::super::own_kernels!(AesPmull);
