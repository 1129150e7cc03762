//! POLYVAL on ARMv8 PMULL (64 x 64 -> 128-bit carry-less multiply).
//!
//! Follows `x86_64/clmul.rs` (same field, representation, key-power layout and reduction; see
//! its header for the derivation); differences:
//! - `PMULL`/`PMULL2` multiply the low or the high 64-bit lanes only, so the cross terms take
//!   the low lane of one operand and the high lane of the other (extracted as scalars).
//! - NEON has no whole-register byte shift: the middle sum is split across the halves with
//!   `EXT` against zero, and the halves are swapped with `EXT` of a register with itself.
//! - GHASH's byte reversal is `REV64` (bytes within each half) followed by a swap of halves.

#![allow(
    clippy::missing_safety_doc,
    reason = "the tier token argument is the safety proof"
)]

use crate::Powers;
use core::arch::aarch64::*;
use hw_cpu::{AesPmull, Token as _};

// Safety contract of every `#[target_feature]` function here: the caller must run on a CPU
// with the features named in its attribute; each takes the `AesPmull` token (which proves
// `aes` and `pmull`) by value.

/// Loads 16 bytes as two little-endian 64-bit lanes.
#[inline(always)]
pub fn load(b: &[u8; 16]) -> uint64x2_t {
    // SAFETY: mem: `b` is exactly 16 readable bytes and `vld1q_u64` reads them unaligned.
    // cpu: NEON is part of every aarch64 target.
    unsafe { vld1q_u64(b.as_ptr().cast()) }
}

/// Stores 16 bytes.
#[inline(always)]
pub fn store(b: &mut [u8; 16], v: uint64x2_t) {
    // SAFETY: mem: `b` is exactly 16 writable bytes, written unaligned. cpu: as for `load`.
    unsafe { vst1q_u64(b.as_mut_ptr().cast(), v) }
}

/// `data` (at most 16 bytes) zero-padded to a block in a register, read from `data` itself
/// ([`hw_cpu::block::read_padded`]).
#[inline(always)]
pub fn load_padded(data: &[u8]) -> uint64x2_t {
    let b = hw_cpu::block::read_padded(data);
    // SAFETY: mem: `b` is two readable `u64`s. cpu: NEON is part of every aarch64 target.
    unsafe { vld1q_u64(b.as_ptr()) }
}

/// Unreduced sums of products: `a0 * b0`, `a0 * b1 + a1 * b0`, `a1 * b1`.
#[derive(Clone, Copy)]
pub struct Wide {
    /// Sum of `a0 * b0`.
    pub lo: uint64x2_t,
    /// Sum of `a0 * b1 + a1 * b0`.
    pub mid: uint64x2_t,
    /// Sum of `a1 * b1`.
    pub hi: uint64x2_t,
}

/// The carry-less product of two 64-bit values as a 128-bit register.
#[inline]
#[target_feature(enable = "neon,aes")]
fn pmull(a: u64, b: u64) -> uint64x2_t {
    vreinterpretq_u64_p128(vmull_p64(a, b))
}

/// Adds the unreduced product `a * b` to `acc` (4 carry-less multiplies).
#[inline]
#[target_feature(enable = "neon,aes")]
pub fn mul_acc(_cpu: AesPmull, acc: &mut Wide, a: uint64x2_t, b: uint64x2_t) {
    let (a0, a1) = (vgetq_lane_u64::<0>(a), vgetq_lane_u64::<1>(a));
    let (b0, b1) = (vgetq_lane_u64::<0>(b), vgetq_lane_u64::<1>(b));
    acc.lo = veorq_u64(acc.lo, pmull(a0, b0)); // a0 * b0
                                               // a1 * b1 (PMULL2 on the high lanes).
    let hi = vmull_high_p64(vreinterpretq_p64_u64(a), vreinterpretq_p64_u64(b));
    acc.hi = veorq_u64(acc.hi, vreinterpretq_u64_p128(hi));
    acc.mid = veor3q_u64_or(acc.mid, pmull(a0, b1), pmull(a1, b0)); // a0 * b1 + a1 * b0
}

/// `a ^ b ^ c` (EOR3 needs the SHA3 extension, which is not part of this tier; two EORs).
#[inline]
#[target_feature(enable = "neon")]
fn veor3q_u64_or(a: uint64x2_t, b: uint64x2_t, c: uint64x2_t) -> uint64x2_t {
    veorq_u64(veorq_u64(a, b), c)
}

/// Reduces `acc` to `acc * x^-128 mod P` (`x86_64/clmul.rs` has the derivation).
#[inline]
#[target_feature(enable = "neon,aes")]
pub fn reduce(_cpu: AesPmull, acc: Wide) -> uint64x2_t {
    let zero = vdupq_n_u64(0);
    // Fold MID into the halves: L = [T0:T1] ^ [0:m0], H = [T2:T3] ^ [m1:0] (lanes low first).
    let l = veorq_u64(acc.lo, vextq_u64::<1>(zero, acc.mid));
    let h = veorq_u64(acc.hi, vextq_u64::<1>(acc.mid, zero));
    // x^57 + x^62 + x^63 (RFC 8452 §3: P = x^128 + x^127 + x^126 + x^121 + 1).
    const POLY: u64 = 0xC200_0000_0000_0000;
    // M = T0 * poly; swap halves: [T1:T0] ^ [M0:M1] clears word 0.
    let m = pmull(vgetq_lane_u64::<0>(l), POLY);
    let l = veorq_u64(vextq_u64::<1>(l, l), m);
    // N = (T1 ^ M0) * poly; swap again: word 1 cleared.
    let n = pmull(vgetq_lane_u64::<0>(l), POLY);
    let l = veorq_u64(vextq_u64::<1>(l, l), n);
    veorq_u64(h, l)
}

/// `dot(a, b) = a * b * x^-128 mod P`.
#[inline]
#[target_feature(enable = "neon,aes")]
pub fn dot(cpu: AesPmull, a: uint64x2_t, b: uint64x2_t) -> uint64x2_t {
    let zero = vdupq_n_u64(0);
    let mut w = Wide {
        lo: zero,
        mid: zero,
        hi: zero,
    };
    mul_acc(cpu, &mut w, a, b);
    reduce(cpu, w)
}

/// Reverses all 16 bytes (the GHASH-to-POLYVAL mapping of RFC 8452 Appendix A).
#[inline]
#[target_feature(enable = "neon")]
pub fn byte_reverse(v: uint64x2_t) -> uint64x2_t {
    let r = vrev64q_u8(vreinterpretq_u8_u64(v));
    vreinterpretq_u64_u8(vextq_u8::<8>(r, r))
}

/// Fills `out` with `H^8, ..., H^1` (descending, as `x86_64/clmul.rs::powers`), as a tree
/// three multiplies deep.
#[target_feature(enable = "neon,aes")]
pub fn powers(cpu: AesPmull, h: &[u8; 16], out: &mut Powers) {
    powers_upto(cpu, h, 8, out)
}

/// [`powers`] up to `H^m` only (`1 <= m <= 8`, as `x86_64/aesni_clmul.rs::powers_upto`):
/// `out[8 - k]` = `H^k` for `k <= m`, zero for `k > m`. `H^2`, then `H^3` and
/// `H^4` from it, then `H^5..H^8` from `H^4`.
#[target_feature(enable = "neon,aes")]
pub fn powers_upto(cpu: AesPmull, h: &[u8; 16], m: usize, out: &mut Powers) {
    let mut p = [vdupq_n_u64(0); 8];
    p[7] = load(h);
    if m >= 2 {
        p[6] = dot(cpu, p[7], p[7]);
    }
    if m >= 3 {
        p[5] = dot(cpu, p[6], p[7]);
    }
    if m >= 4 {
        p[4] = dot(cpu, p[6], p[6]);
    }
    // H^(4+j) = H^4 H^j.
    for j in 1..m.saturating_sub(4).min(4) + 1 {
        p[4 - j] = dot(cpu, p[4], p[8 - j]);
    }
    for i in 0..8 {
        store(&mut out[i], p[i]);
    }
}

/// Absorbs `blocks` into `acc` with the key powers (`powers[i]` = `H^(8-i)`), 8 blocks per
/// reduction ([`aggregate8`] for whole groups of 8); with `GHASH`, each block is byte-reversed
/// first.
#[target_feature(enable = "neon,aes")]
pub fn update<const GHASH: bool>(
    cpu: AesPmull,
    powers: &Powers,
    acc: &mut [u8; 16],
    blocks: &[[u8; 16]],
) {
    let h: [uint64x2_t; 8] = core::array::from_fn(|i| load(&powers[i]));
    let prep = |b: &[u8; 16]| {
        let v = load(b);
        if GHASH {
            byte_reverse(v)
        } else {
            v
        }
    };
    let mut s = load(acc);
    let (whole, rest) = blocks.as_chunks::<8>();
    if !whole.is_empty() {
        let hk = h.map(|v| veorq_u64(v, vextq_u64::<1>(v, v)));
        for chunk in whole {
            s = aggregate8(cpu, &h, &hk, s, chunk.each_ref().map(prep));
        }
    }
    if !rest.is_empty() {
        s = aggregate(cpu, &h, s, rest.iter().map(prep));
    }
    store(acc, s);
}

/// [`aggregate`] of exactly 8 blocks by Karatsuba, unrolled: per block a low, a high and one
/// middle product (the block's halves XORed by `hk[i]`'s low lane, the power's halves XORed),
/// 24 `PMULL` and 2 for the reduction where the schoolbook loop took 32 and 2, with the powers
/// in registers. Block 0, which waits on `s`, joins the sums last.
#[inline]
#[target_feature(enable = "neon,aes")]
fn aggregate8(
    cpu: AesPmull,
    h: &[uint64x2_t; 8],
    hk: &[uint64x2_t; 8],
    s: uint64x2_t,
    x: [uint64x2_t; 8],
) -> uint64x2_t {
    let zero = vdupq_n_u64(0);
    let mut w = Wide {
        lo: zero,
        mid: zero,
        hi: zero,
    };
    let mut add = |xi: uint64x2_t, i: usize| {
        let xk = veorq_u64(xi, vextq_u64::<1>(xi, xi));
        w.lo = veorq_u64(w.lo, pmull(vgetq_lane_u64::<0>(xi), vgetq_lane_u64::<0>(h[i])));
        let hi = vmull_high_p64(vreinterpretq_p64_u64(xi), vreinterpretq_p64_u64(h[i]));
        w.hi = veorq_u64(w.hi, vreinterpretq_u64_p128(hi));
        w.mid = veorq_u64(w.mid, pmull(vgetq_lane_u64::<0>(xk), vgetq_lane_u64::<0>(hk[i])));
    };
    for (i, xi) in x.iter().enumerate().skip(1) {
        add(*xi, i);
    }
    add(veorq_u64(x[0], s), 0);
    // The middle sum less the outer ones is the sum of the cross products.
    w.mid = veor3q_u64_or(w.mid, w.lo, w.hi);
    reduce(cpu, w)
}

/// One aggregated step: `s` XORed into the first of `blocks` (at most 8), block `i` of `n`
/// multiplied by `H^(n-i)` (`h[i]` = `H^(8-i)`), the products summed and reduced once.
#[inline]
#[target_feature(enable = "neon,aes")]
pub fn aggregate<I>(cpu: AesPmull, h: &[uint64x2_t; 8], s: uint64x2_t, blocks: I) -> uint64x2_t
where
    I: ExactSizeIterator<Item = uint64x2_t>,
{
    let n = blocks.len();
    let zero = vdupq_n_u64(0);
    let mut w = Wide {
        lo: zero,
        mid: zero,
        hi: zero,
    };
    for (i, x) in blocks.enumerate() {
        let x = if i == 0 { veorq_u64(x, s) } else { x };
        // Block i of n is multiplied by H^(n-i), stored at index 8-(n-i).
        // `& 7` keeps the index for every n <= 8 and lets the compiler drop the bounds check.
        mul_acc(cpu, &mut w, x, h[(8 - n + i) & 7]);
    }
    reduce(cpu, w)
}

/// The stitched 8-block loop of the aarch64 tiers of hw-gcm (sealing and opening) and hw-gcm-siv
/// (opening), as `asm!` template text: per iteration, AES-256 of eight counter blocks with the
/// POLYVAL of eight blocks stitched between the rounds (one block after each of rounds 0-7, the
/// reduction after rounds 8 and 9), then the last round, which XORs in the input, and the
/// stores. With `dir: seal` it hashes the previous chunk's output, which is in v8-v15 from the
/// last iteration (or the caller), and leaves its own there (GCM's sealing, and GCM-SIV's
/// opening, which hashes plaintext); with `dir: open` it hashes the chunk it reads (GCM's
/// opening). So each input block is read from the caller's memory once, and what is hashed is
/// what was computed, even if another thread changes the caller's buffer meanwhile. A zero count
/// runs no iteration. `prep: rev64` byte-reverses each block for GHASH, `prep: ext` takes it as
/// POLYVAL's; `counter: carry` is GCM's big-endian counter (v26 `[0, 0, 0, 1 << 24]`, operands
/// `{c}` and `{t}`), `counter: plain` GCM-SIV's first-word one (v26 `[1, 0, 0, 0]`); `x: eor`
/// is the `aes_pmull` loop, `x: eor3` the `aes_pmull_eor3` one (SHA3's `EOR3`).
///
/// Registers: v0-v7 AES states; v8-v15 the data blocks; v16-v18 the low, middle and high sums;
/// v19 the running sum (POLYVAL order); v20-v22 scratch; v23-v24 a power and its halves' XOR;
/// v25 the next counter block (memory order), v26 its step; v27 with `eor3` scratch, then the
/// reduction's constant `x^57 + x^62 + x^63` (RFC 8452 §3) from its table, with `eor` unused
/// (x9-x11 hold its reduction); v28-v31 round keys, each loaded three rounds ahead. `{tab}`:
/// [`karatsuba_table`] with `eor`, [`karatsuba_pairs`] with `eor3`.
#[doc(hidden)]
#[macro_export]
macro_rules! __neon_ctr_polyval_loop {
    (prep: $p:ident, counter: $cm:ident, dir: $dir:ident, x: $x:ident) => {
        concat!(
            "cbz {n}, 9f\n",
            "2:\n",
            $crate::__neon_ctr_polyval_loop!(@key "q28", "0"),
            $crate::__neon_ctr_polyval_loop!(@key "q29", "16"),
            $crate::__neon_ctr_polyval_loop!(@key "q30", "32"),
            $crate::__neon_ctr_polyval_loop!(@load_early $dir),
            // Counter blocks (v25: this iteration's first), each `+1` an add of v26; with
            // `carry`, the test for the path that steps them otherwise (see `@ctr_test`).
            $crate::__neon_ctr_polyval_loop!(@ctr_test $cm),
            // Block 0's first round takes its counter block as the AESE operand and round key
            // 0 as the state (AESE adds the two), loaded into v0: no register copy of v25.
            $crate::__neon_ctr_polyval_loop!(@key "q0", "0"),
            "add v1.4s, v25.4s, v26.4s\n",
            "add v2.4s, v1.4s, v26.4s\n",
            "add v3.4s, v2.4s, v26.4s\n",
            "add v4.4s, v3.4s, v26.4s\n",
            "add v5.4s, v4.4s, v26.4s\n",
            "add v6.4s, v5.4s, v26.4s\n",
            "add v7.4s, v6.4s, v26.4s\n",
            "aese v0.16b, v25.16b\n", "aesmc v0.16b, v0.16b\n",
            "add v25.4s, v7.4s, v26.4s\n",
            $crate::__neon_ctr_polyval_loop!(@round 1.., "v28"),
            "4:\n",
            $crate::__neon_ctr_polyval_loop!(@key "q31", "48"),
            $crate::__neon_ctr_polyval_loop!(@hashes $p, $x, 0),
            $crate::__neon_ctr_polyval_loop!(@round "v29"),
            $crate::__neon_ctr_polyval_loop!(@key "q28", "64"),
            $crate::__neon_ctr_polyval_loop!(@hashes $p, $x, 1),
            $crate::__neon_ctr_polyval_loop!(@round "v30"),
            $crate::__neon_ctr_polyval_loop!(@key "q29", "80"),
            $crate::__neon_ctr_polyval_loop!(@hashes $p, $x, 2),
            $crate::__neon_ctr_polyval_loop!(@round "v31"),
            $crate::__neon_ctr_polyval_loop!(@key "q30", "96"),
            $crate::__neon_ctr_polyval_loop!(@hashes $p, $x, 3),
            $crate::__neon_ctr_polyval_loop!(@round "v28"),
            $crate::__neon_ctr_polyval_loop!(@key "q31", "112"),
            $crate::__neon_ctr_polyval_loop!(@hashes $p, $x, 4),
            $crate::__neon_ctr_polyval_loop!(@round "v29"),
            $crate::__neon_ctr_polyval_loop!(@key "q28", "128"),
            $crate::__neon_ctr_polyval_loop!(@hashes $p, $x, 5),
            $crate::__neon_ctr_polyval_loop!(@round "v30"),
            $crate::__neon_ctr_polyval_loop!(@key "q29", "144"),
            $crate::__neon_ctr_polyval_loop!(@hashes $p, $x, 6),
            $crate::__neon_ctr_polyval_loop!(@round "v31"),
            $crate::__neon_ctr_polyval_loop!(@key "q30", "160"),
            $crate::__neon_ctr_polyval_loop!(@hashes $p, $x, 7),
            $crate::__neon_ctr_polyval_loop!(@round "v28"),
            $crate::__neon_ctr_polyval_loop!(@key "q31", "176"),
            $crate::__neon_ctr_polyval_loop!(@reduce $x, a),
            $crate::__neon_ctr_polyval_loop!(@load_late $dir),
            $crate::__neon_ctr_polyval_loop!(@round "v29"),
            $crate::__neon_ctr_polyval_loop!(@key "q28", "192"),
            $crate::__neon_ctr_polyval_loop!(@reduce $x, b),
            $crate::__neon_ctr_polyval_loop!(@round "v30"),
            $crate::__neon_ctr_polyval_loop!(@key "q29", "208"),
            $crate::__neon_ctr_polyval_loop!(@round "v31"),
            $crate::__neon_ctr_polyval_loop!(@key "q30", "224"),
            $crate::__neon_ctr_polyval_loop!(@round "v28"),
            $crate::__neon_ctr_polyval_loop!(@last_round $x),
            "add {src}, {src}, #128\n",
            "add {dst}, {dst}, #128\n",
            $crate::__neon_ctr_polyval_loop!(@ctr_step $cm),
            "subs {n}, {n}, #1\n",
            "b.ne 2b\n",
            $crate::__neon_ctr_polyval_loop!(@ctr_slow $cm),
            "9:\n",
        )
    };
    // One AES round (`AESE` + `AESMC`, adjacent so the cores that fuse the pair do) on the eight
    // states v0-v7 with the round key in `$k`.
    (@round $k:literal) => {
        concat!(
            "aese v0.16b, ", $k, ".16b\n", "aesmc v0.16b, v0.16b\n",
            $crate::__neon_ctr_polyval_loop!(@round 1.., $k),
        )
    };
    // States v1-v7 only.
    (@round 1.., $k:literal) => {
        concat!(
            "aese v1.16b, ", $k, ".16b\n", "aesmc v1.16b, v1.16b\n",
            "aese v2.16b, ", $k, ".16b\n", "aesmc v2.16b, v2.16b\n",
            "aese v3.16b, ", $k, ".16b\n", "aesmc v3.16b, v3.16b\n",
            "aese v4.16b, ", $k, ".16b\n", "aesmc v4.16b, v4.16b\n",
            "aese v5.16b, ", $k, ".16b\n", "aesmc v5.16b, v5.16b\n",
            "aese v6.16b, ", $k, ".16b\n", "aesmc v6.16b, v6.16b\n",
            "aese v7.16b, ", $k, ".16b\n", "aesmc v7.16b, v7.16b\n",
        )
    };
    // Loads round key `$off / 16` into `$q` (issued three rounds before its use).
    (@key $q:literal, $off:literal) => {
        concat!("ldr ", $q, ", [{rk}, #", $off, "]\n")
    };
    // Block `$v` (its bytes as in memory) times its power from the table at `$off`, added to the
    // low, middle and high sums v16-v18, in three PMULLs (Karatsuba). `REV64` alone gives the
    // POLYVAL value with its 64-bit halves swapped, `[a1, a0]`; the table holds each power
    // likewise swapped, `[b1, b0]`, beside `b0 ^ b1`, so PMULL2 is `a0 b0`, PMULL `a1 b1`, and the
    // XOR of the block's halves times `b0 ^ b1` the middle term plus both (removed once, before
    // the reduction).
    (@hash $p:ident, $v:literal, $off:literal) => {
        concat!(
            $crate::__neon_ctr_polyval_loop!(@prep $p, "v22", $v),
            "ldp q23, q24, [{tab}, #", $off, "]\n",
            "pmull2 v21.1q, v22.2d, v23.2d\n",
            "eor v16.16b, v16.16b, v21.16b\n",
            "pmull v21.1q, v22.1d, v23.1d\n",
            "eor v18.16b, v18.16b, v21.16b\n",
            "ext v20.16b, v22.16b, v22.16b, #8\n",
            "eor v20.16b, v20.16b, v22.16b\n",
            "pmull v20.1q, v20.1d, v24.1d\n",
            "eor v17.16b, v17.16b, v20.16b\n",
        )
    };
    // `@hash` for the first block (v8), with the running sum v19 added to it, starting the sums.
    (@hash_first $p:ident) => {
        concat!(
            $crate::__neon_ctr_polyval_loop!(@prep $p, "v22", "v8"),
            "ext v21.16b, v19.16b, v19.16b, #8\n",
            "eor v22.16b, v22.16b, v21.16b\n",
            "ldp q23, q24, [{tab}]\n",
            "pmull2 v16.1q, v22.2d, v23.2d\n",
            "pmull v18.1q, v22.1d, v23.1d\n",
            "ext v20.16b, v22.16b, v22.16b, #8\n",
            "eor v20.16b, v20.16b, v22.16b\n",
            "pmull v17.1q, v20.1d, v24.1d\n",
        )
    };
    // `aes_pmull_eor3`'s GHASH of two blocks `$a`, `$b` over two AES rounds, against the pair's
    // part of `karatsuba_pairs`' table at `$off`: `[b1, b0]` of each power, then both powers'
    // `b0 ^ b1`. Part `a` multiplies the halves (four PMULL) and adds both blocks' low and high
    // products to v16 and v18 with one `EOR3` each; part `b` gathers the XOR of each block's halves
    // into one register (`TRN1`, `TRN2`, `EOR`) for the two middle products, added to v17 with one
    // `EOR3`. Scratch: v20-v24 and v27 (the reduction's constant, reloaded after the last pair).
    // `first` (v8, v9) adds the running sum v19 into v8 and starts the sums.
    (@pair $p:ident, a, $a:literal, $b:literal, $off:literal) => {
        concat!(
            $crate::__neon_ctr_polyval_loop!(@prep $p, "v22", $a),
            $crate::__neon_ctr_polyval_loop!(@prep $p, "v23", $b),
            "ldp q24, q27, [{tab}, #", $off, "]\n",
            "pmull2 v20.1q, v22.2d, v24.2d\n",
            "pmull2 v21.1q, v23.2d, v27.2d\n",
            "eor3 v16.16b, v16.16b, v20.16b, v21.16b\n",
            "pmull v20.1q, v22.1d, v24.1d\n",
            "pmull v21.1q, v23.1d, v27.1d\n",
            "eor3 v18.16b, v18.16b, v20.16b, v21.16b\n",
        )
    };
    (@pair $p:ident, first a) => {
        concat!(
            $crate::__neon_ctr_polyval_loop!(@prep $p, "v22", "v8"),
            "ext v21.16b, v19.16b, v19.16b, #8\n",
            "eor v22.16b, v22.16b, v21.16b\n",
            $crate::__neon_ctr_polyval_loop!(@prep $p, "v23", "v9"),
            "ldp q24, q27, [{tab}]\n",
            "pmull2 v16.1q, v22.2d, v24.2d\n",
            "pmull2 v21.1q, v23.2d, v27.2d\n",
            "eor v16.16b, v16.16b, v21.16b\n",
            "pmull v18.1q, v22.1d, v24.1d\n",
            "pmull v21.1q, v23.1d, v27.1d\n",
            "eor v18.16b, v18.16b, v21.16b\n",
        )
    };
    (@pair b, $mid:literal) => {
        concat!(
            $crate::__neon_ctr_polyval_loop!(@pair halves, $mid),
            "pmull v21.1q, v20.1d, v24.1d\n",
            "pmull2 v20.1q, v20.2d, v24.2d\n",
            "eor3 v17.16b, v17.16b, v20.16b, v21.16b\n",
        )
    };
    (@pair first b) => {
        concat!(
            $crate::__neon_ctr_polyval_loop!(@pair halves, "32"),
            "pmull v17.1q, v20.1d, v24.1d\n",
            "pmull2 v20.1q, v20.2d, v24.2d\n",
            "eor v17.16b, v17.16b, v20.16b\n",
        )
    };
    (@pair halves, $mid:literal) => {
        concat!(
            "trn1 v20.2d, v22.2d, v23.2d\n",
            "trn2 v21.2d, v22.2d, v23.2d\n",
            "eor v20.16b, v20.16b, v21.16b\n",
            "ldr q24, [{tab}, #", $mid, "]\n",
        )
    };
    // The GHASH work stitched after AES round `$r` (0-7) of the main loop: one block a round
    // (`@hash`) on `aes_pmull`, half a pair a round (`@pair`) on `aes_pmull_eor3`, which
    // reloads the reduction's constant v27 after the last pair.
    (@hashes $p:ident, eor, 0) => { $crate::__neon_ctr_polyval_loop!(@hash_first $p) };
    (@hashes $p:ident, eor, 1) => { $crate::__neon_ctr_polyval_loop!(@hash $p, "v9", "32") };
    (@hashes $p:ident, eor, 2) => { $crate::__neon_ctr_polyval_loop!(@hash $p, "v10", "64") };
    (@hashes $p:ident, eor, 3) => { $crate::__neon_ctr_polyval_loop!(@hash $p, "v11", "96") };
    (@hashes $p:ident, eor, 4) => { $crate::__neon_ctr_polyval_loop!(@hash $p, "v12", "128") };
    (@hashes $p:ident, eor, 5) => { $crate::__neon_ctr_polyval_loop!(@hash $p, "v13", "160") };
    (@hashes $p:ident, eor, 6) => { $crate::__neon_ctr_polyval_loop!(@hash $p, "v14", "192") };
    (@hashes $p:ident, eor, 7) => { $crate::__neon_ctr_polyval_loop!(@hash $p, "v15", "224") };
    (@hashes $p:ident, eor3, 0) => { $crate::__neon_ctr_polyval_loop!(@pair $p, first a) };
    (@hashes $p:ident, eor3, 1) => { $crate::__neon_ctr_polyval_loop!(@pair first b) };
    (@hashes $p:ident, eor3, 2) => {
        $crate::__neon_ctr_polyval_loop!(@pair $p, a, "v10", "v11", "48")
    };
    (@hashes $p:ident, eor3, 3) => { $crate::__neon_ctr_polyval_loop!(@pair b, "80") };
    (@hashes $p:ident, eor3, 4) => {
        $crate::__neon_ctr_polyval_loop!(@pair $p, a, "v12", "v13", "96")
    };
    (@hashes $p:ident, eor3, 5) => { $crate::__neon_ctr_polyval_loop!(@pair b, "128") };
    (@hashes $p:ident, eor3, 6) => {
        $crate::__neon_ctr_polyval_loop!(@pair $p, a, "v14", "v15", "144")
    };
    (@hashes $p:ident, eor3, 7) => {
        concat!($crate::__neon_ctr_polyval_loop!(@pair b, "176"), "ldr q27, [{tab}, #192]\n")
    };
    // The reduction of the low, middle and high sums v16-v18 to the GHASH sum v19, in two parts
    // (`a` after AES round 9, `b` after round 10). With `L` the low, `H` the high sum, `M` the
    // middle term (the middle sum less `L` and `H`, Karatsuba) and `c = x^57 + x^62 + x^63`,
    // POLYVAL's Montgomery reduction of `H x^128 + M x^64 + L` (hw-polyval's `reduce`: twice, the
    // low word times `c` onto the halves swapped, then onto the high half) comes to
    // `H ^ V ^ (V_hi * c)` with `V = L ^ swap(M ^ L_lo * c)`: two products by `c` (on
    // `aes_pmull_eor3` two PMULL against `c` in both halves of v27), one `EXT`, and no splitting
    // of `M` into halves.
    // On `aes_pmull` the two products by `c` are shifts and XORs in general registers (x9-x11):
    // `X c` is `X << 57 ^ X << 62 ^ X << 63` in the low word and `X >> 7 ^ X >> 2 ^ X >> 1` in
    // the high word. The cores without SHA3 this tier serves (Neoverse N1, Cortex-A72) run
    // AESE and PMULL on one vector pipe, which the loop saturates; the moves to and from general
    // registers and the integer ALUs are elsewhere. llvm-mca 22 on N1: open 144 to 142 cycles
    // per iteration, seal 146 to 144.
    (@reduce eor, a) => {
        concat!(
            "eor v17.16b, v17.16b, v16.16b\n",
            "eor v17.16b, v17.16b, v18.16b\n",
            $crate::__neon_ctr_polyval_loop!(@reduce by_c, "d16"),
            "ext v17.16b, v17.16b, v17.16b, #8\n",
            // `swap(L_lo c)`: its high word low.
            "fmov d20, x11\n",
            "fmov v20.d[1], x10\n",
            "eor v16.16b, v16.16b, v17.16b\n",
            "eor v16.16b, v16.16b, v20.16b\n",
        )
    };
    (@reduce eor3, a) => {
        concat!(
            "eor3 v17.16b, v17.16b, v16.16b, v18.16b\n",
            $crate::__neon_ctr_polyval_loop!(@reduce a),
        )
    };
    (@reduce a) => {
        concat!(
            "pmull v20.1q, v16.1d, v27.1d\n",
            "eor v17.16b, v17.16b, v20.16b\n",
            "ext v17.16b, v17.16b, v17.16b, #8\n",
            "eor v16.16b, v16.16b, v17.16b\n",
        )
    };
    (@reduce eor, b) => {
        concat!(
            $crate::__neon_ctr_polyval_loop!(@reduce by_c, "v16.d[1]"),
            "fmov d20, x10\n",
            "fmov v20.d[1], x11\n",
            "eor v16.16b, v16.16b, v20.16b\n",
            "eor v19.16b, v18.16b, v16.16b\n",
        )
    };
    // `X c` for the 64-bit word `X` in `$x` (a vector register's word): its low word in x10,
    // its high word in x11.
    (@reduce by_c, $x:literal) => {
        concat!(
            "fmov x9, ", $x, "\n",
            "lsl x10, x9, #57\n",
            "eor x10, x10, x9, lsl #62\n",
            "eor x10, x10, x9, lsl #63\n",
            "lsr x11, x9, #1\n",
            "eor x11, x11, x9, lsr #2\n",
            "eor x11, x11, x9, lsr #7\n",
        )
    };
    (@reduce eor3, b) => {
        concat!(
            "pmull2 v20.1q, v16.2d, v27.2d\n",
            "eor3 v19.16b, v18.16b, v16.16b, v20.16b\n",
        )
    };
    // Round 13 (`AESE`, no MixColumns) of the states v0-v7, the output blocks (the input v8-v15
    // XOR round key 14 (v30) XOR the state) and their stores to `{dst}`, a pair of blocks at a
    // time: each pair is stored as soon as it is computed. In llvm-mca 22 that order took
    // Neoverse N1's `aes_pmull` loops from 144 to 140 cycles per iteration (seal; open 142 to 140)
    // against all eight rounds, then the XORs, then the stores (the model had put the stores' data
    // on the pipe the AES rounds use, behind the XORs on the other), and `aes_pmull_eor3`'s seal
    // loop from 50.0 to 49.6 on Neoverse V1 (51.0 to 50.6 on V2) against the `EOR3`s after all
    // eight rounds.
    (@last_round eor) => {
        concat!(
            // The input takes round key 14 first (it does not wait for the rounds).
            "eor v8.16b, v8.16b, v30.16b\n",
            "eor v9.16b, v9.16b, v30.16b\n",
            "eor v10.16b, v10.16b, v30.16b\n",
            "eor v11.16b, v11.16b, v30.16b\n",
            "eor v12.16b, v12.16b, v30.16b\n",
            "eor v13.16b, v13.16b, v30.16b\n",
            "eor v14.16b, v14.16b, v30.16b\n",
            "eor v15.16b, v15.16b, v30.16b\n",
            $crate::__neon_ctr_polyval_loop!(@last_round eor, 0, 1, 8, 9, 0),
            $crate::__neon_ctr_polyval_loop!(@last_round eor, 2, 3, 10, 11, 32),
            $crate::__neon_ctr_polyval_loop!(@last_round eor, 4, 5, 12, 13, 64),
            $crate::__neon_ctr_polyval_loop!(@last_round eor, 6, 7, 14, 15, 96),
        )
    };
    (@last_round eor3) => {
        concat!(
            $crate::__neon_ctr_polyval_loop!(@last_round eor3, 0, 1, 8, 9, 0),
            $crate::__neon_ctr_polyval_loop!(@last_round eor3, 2, 3, 10, 11, 32),
            $crate::__neon_ctr_polyval_loop!(@last_round eor3, 4, 5, 12, 13, 64),
            $crate::__neon_ctr_polyval_loop!(@last_round eor3, 6, 7, 14, 15, 96),
        )
    };
    // States v`$s`, v`$t` into the outputs v`$d`, v`$e`, stored at `{dst}` + `$off`.
    (@last_round eor, $s:literal, $t:literal, $d:literal, $e:literal, $off:literal) => {
        concat!(
            "aese v", $s, ".16b, v29.16b\n",
            "aese v", $t, ".16b, v29.16b\n",
            "eor v", $d, ".16b, v", $d, ".16b, v", $s, ".16b\n",
            "eor v", $e, ".16b, v", $e, ".16b, v", $t, ".16b\n",
            "stp q", $d, ", q", $e, ", [{dst}, #", $off, "]\n",
        )
    };
    (@last_round eor3, $s:literal, $t:literal, $d:literal, $e:literal, $off:literal) => {
        concat!(
            "aese v", $s, ".16b, v29.16b\n",
            "eor3 v", $d, ".16b, v", $d, ".16b, v30.16b, v", $s, ".16b\n",
            "aese v", $t, ".16b, v29.16b\n",
            "eor3 v", $e, ".16b, v", $e, ".16b, v30.16b, v", $t, ".16b\n",
            "stp q", $d, ", q", $e, ", [{dst}, #", $off, "]\n",
        )
    };
    // The eight data blocks v8-v15 from `{src}` (`@last_round` stores them to `{dst}`).
    (@data ld) => {
        concat!(
            "ldp q8, q9, [{src}]\n",
            "ldp q10, q11, [{src}, #32]\n",
            "ldp q12, q13, [{src}, #64]\n",
            "ldp q14, q15, [{src}, #96]\n",
        )
    };
    // Opening reads the chunk first (it hashes it); sealing hashes the previous chunk's output,
    // already in v8-v15, and reads its input after the hashing.
    (@load_early open) => {
        $crate::__neon_ctr_polyval_loop!(@data ld)
    };
    (@load_early seal) => {
        ""
    };
    (@load_late open) => {
        ""
    };
    (@load_late seal) => {
        $crate::__neon_ctr_polyval_loop!(@data ld)
    };
    // The block prepared for the multiplies in v22 or v23: POLYVAL's value with its 64-bit
    // halves swapped, `[a1, a0]`. GHASH (hw-gcm) byte-reverses each half of its block with
    // `REV64`; POLYVAL (hw-gcm-siv) swaps the halves of its block with `EXT`.
    (@prep rev64, $d:literal, $s:literal) => {
        concat!("rev64 ", $d, ".16b, ", $s, ".16b\n")
    };
    (@prep ext, $d:literal, $s:literal) => {
        concat!("ext ", $d, ".16b, ", $s, ".16b, ", $s, ".16b, #8\n")
    };
    // The counter: GCM's (`carry`) keeps its blocks in memory byte order and leaves the loop's
    // fast path when the low byte of its big-endian counter would carry (at 3, which steps
    // them as integers); GCM-SIV's (`plain`) counts in the first 32-bit lane, little-endian,
    // so `+1` in lane 0 of v26 is exact and wraps mod 2^32 as RFC 8452 says, with no other
    // path.
    (@ctr_test carry) => {
        concat!(
            "and {t:w}, {c:w}, #0xff\n",
            "cmp {t:w}, #248\n",
            "b.hi 3f\n",
        )
    };
    (@ctr_step carry) => {
        "add {c:w}, {c:w}, #8\n"
    };
    (@ctr_slow carry) => {
        concat!(
            "b 9f\n",
            // The carrying path: each 32-bit lane byte-reversed (lane 3 the counter as an
            // integer), `+1` there, and back.
            "3:\n",
            "rev32 v21.16b, v25.16b\n",
            "ushr v20.4s, v26.4s, #24\n",
            "rev32 v0.16b, v21.16b\n", "add v21.4s, v21.4s, v20.4s\n",
            "rev32 v1.16b, v21.16b\n", "add v21.4s, v21.4s, v20.4s\n",
            "rev32 v2.16b, v21.16b\n", "add v21.4s, v21.4s, v20.4s\n",
            "rev32 v3.16b, v21.16b\n", "add v21.4s, v21.4s, v20.4s\n",
            "rev32 v4.16b, v21.16b\n", "add v21.4s, v21.4s, v20.4s\n",
            "rev32 v5.16b, v21.16b\n", "add v21.4s, v21.4s, v20.4s\n",
            "rev32 v6.16b, v21.16b\n", "add v21.4s, v21.4s, v20.4s\n",
            "rev32 v7.16b, v21.16b\n", "add v21.4s, v21.4s, v20.4s\n",
            "rev32 v25.16b, v21.16b\n",
            $crate::__neon_ctr_polyval_loop!(@round "v28"),
            "b 4b\n",
        )
    };
    (@ctr_test plain) => {
        ""
    };
    (@ctr_step plain) => {
        ""
    };
    (@ctr_slow plain) => {
        ""
    };
}

/// The powers `h` (`H^8..H^1`) as the `eor` loop's table
/// ([`__neon_ctr_polyval_loop!`](crate::__neon_ctr_polyval_loop)): each `[b1, b0]`, then
/// `[b0 ^ b1, 0]`.
#[inline]
#[target_feature(enable = "neon")]
pub fn karatsuba_table(h: &[uint64x2_t; 8]) -> [[u8; 16]; 16] {
    let mut t = [[0u8; 16]; 16];
    for (i, h) in h.iter().enumerate() {
        let swapped = vextq_u64::<1>(*h, *h);
        store(&mut t[2 * i], swapped);
        let x = veorq_u64(*h, swapped);
        store(&mut t[2 * i + 1], vsetq_lane_u64::<1>(0, x));
    }
    t
}

/// The powers `h` as the `eor3` loop's table: for each pair of blocks, `[b1, b0]` of each
/// power, then `[b0 ^ b1]` of both; after the four pairs, the reduction's constant in both
/// halves.
#[inline]
#[target_feature(enable = "neon")]
pub fn karatsuba_pairs(h: &[uint64x2_t; 8]) -> [[u8; 16]; 13] {
    let mut t = [[0u8; 16]; 13];
    for p in 0..4 {
        let [a, b] = [h[2 * p], h[2 * p + 1]];
        let (sa, sb) = (vextq_u64::<1>(a, a), vextq_u64::<1>(b, b));
        store(&mut t[3 * p], sa);
        store(&mut t[3 * p + 1], sb);
        // [a0 ^ a1, b0 ^ b1]: the low lanes of each power XOR its swap.
        let (xa, xb) = (veorq_u64(a, sa), veorq_u64(b, sb));
        store(&mut t[3 * p + 2], vzip1q_u64(xa, xb));
    }
    store(&mut t[12], vdupq_n_u64(0xC200_0000_0000_0000));
    t
}

impl crate::arch::Kernels for AesPmull {
    #[inline]
    fn powers(self, h: &[u8; 16], out: &mut Powers) {
        self.entered();
        // SAFETY: cpu: the AesPmull token proves aes and pmull (and NEON).
        unsafe { powers(self, h, out) }
    }
    #[inline]
    fn update<const GHASH: bool>(self, powers: &Powers, acc: &mut [u8; 16], blocks: &[[u8; 16]]) {
        self.entered();
        // SAFETY: cpu: the AesPmull token proves aes and pmull (and NEON).
        unsafe { update::<GHASH>(self, powers, acc, blocks) }
    }
}
