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
/// reduction; with `GHASH`, each block is byte-reversed first.
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
    for chunk in blocks.chunks(8) {
        s = aggregate(cpu, &h, s, chunk.iter().map(prep));
    }
    store(acc, s);
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
