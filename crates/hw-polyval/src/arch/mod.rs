//! POLYVAL's kernels: one file per tier (`hw_cpu::tier_modules!`) implementing [`Kernels`],
//! with the crate's only `unsafe` code, the call-ins, each justified by its token.
#![allow(
    unsafe_code,
    reason = "the call-ins of the `#[target_feature]` kernels"
)]

hw_cpu::tier_modules!();

/// The POLYVAL operations of one tier, reached through [`hw_cpu::with_tier!`].
pub(crate) trait Kernels: hw_cpu::Token {
    /// The tier whose kernel runs [`Kernels::update`]: the token's own unless it hands the
    /// work to a narrower tier ([`crate::Polyval::tier`] reports it).
    const RUNS: hw_cpu::Tier = Self::TIER;
    /// The key powers `H^8..H^1` of POLYVAL key `h` into `out` (`out[8 - k]` = `H^k`).
    fn powers(self, h: &[u8; 16], out: &mut Powers);
    /// Absorbs `blocks` into `acc` with the key powers (GHASH's byte order if `GHASH`).
    fn update<const GHASH: bool>(self, powers: &Powers, acc: &mut [u8; 16], blocks: &[[u8; 16]]);
}

use crate::Powers;

/// Karatsuba aggregation on one x86_64 tier's registers, written once for the three widths:
/// `karatsuba_halves(h)`, each power XOR its qword-swapped self (both qwords of a lane then
/// hold `H_lo ^ H_hi`, the second factor of the middle product), and
/// `aggregate_karatsuba(s, x, h, hk)`, the running sum `s` absorbed with the blocks of `x`
/// times the powers `h` in one reduction, three carry-less multiplies per block instead of
/// four. Register 0, which waits on `s`, joins the sums last. The tier names its register
/// type, its sums (`lo`, `mid`, `hi`) and intrinsics, how `s` enters register 0 (`lift`) and
/// how the sums become the result (`finish`, given the sums as `$w`).
#[cfg(target_arch = "x86_64")]
macro_rules! karatsuba {
    // A wide tier's schoolbook `aggregate` (four multiplies per lane, its `mul` and `mul_acc`),
    // for the stitched loops that measured faster with it.
    (
        @schoolbook $v:ty, $features:literal, xor = $xor:ident, lift = $lift:expr $(,)?
    ) => {
        /// The running sum `s` absorbed with the blocks of `x` (lane by lane, register 0
        /// first) multiplied by the matching powers `h`, one reduction: `clmul::aggregate` on
        /// registers.
        #[inline]
        #[target_feature(enable = $features)]
        pub fn aggregate<const N: usize>(s: __m128i, x: &[$v; N], h: &[$v; N]) -> __m128i {
            let mut w = mul($xor(x[0], $lift(s)), h[0]);
            for k in 1..N {
                mul_acc(&mut w, x[k], h[k]);
            }
            fold(reduce(w))
        }
    };
    // With `+ schoolbook` (the wide tiers), also the `@schoolbook` arm's `aggregate`.
    (
        $v:ty, $wide:ident, $features:literal $(+ $school:ident)?,
        xor = $xor:ident, zero = $zero:ident, clmul = $clmul:ident, swap = $swap:expr,
        lift = $lift:expr, finish = |$w:ident $(, $cpu:ident: $tok:ty)?| $finish:expr
        $(, lanes = |$lw:ident| $lanes:expr)? $(,)?
    ) => {
        $(super::super::karatsuba!(@$school $v, $features, xor = $xor, lift = $lift);)?

        $(
        /// One step of a wide tier's `update` with the running sum kept as a register whose
        /// lanes XOR to it (`a`): `a` times `top` (`H^16` in every lane; `topk` its halves
        /// XORed) plus the blocks of `x` times the powers `h` (`hk` their halves XORed), by
        /// Karatsuba, reduced lane by lane and not folded. So the lane fold is out of the
        /// chain from one step to the next (it runs once, after the last).
        #[inline]
        #[target_feature(enable = $features)]
        pub fn aggregate_lanes<const N: usize>(
            a: $v,
            top: $v,
            topk: $v,
            x: &[$v; N],
            h: &[$v; N],
            hk: &[$v; N],
        ) -> $v {
            let $lw = karatsuba_sums(x, h, hk, 0, [a, top, topk]);
            $lanes
        }
        )?

        /// The Karatsuba sums of blocks `from..N` of `x` times the powers `h` (`hk` their
        /// halves XORed), then of `last` (a block, its power and the power's halves XORed),
        /// which joins last as it is the one that waits (on the running sum); the middle sum
        /// less the outer ones, so that it is the sum of the cross products.
        #[inline]
        #[target_feature(enable = $features)]
        fn karatsuba_sums<const N: usize>(
            x: &[$v; N],
            h: &[$v; N],
            hk: &[$v; N],
            from: usize,
            last: [$v; 3],
        ) -> $wide {
            let mut w = $wide {
                lo: $zero(),
                mid: $zero(),
                hi: $zero(),
            };
            let mut add = |xi: $v, p: $v, pk: $v| {
                let xk = $xor(xi, $swap(xi));
                w.lo = $xor(w.lo, $clmul::<0x00>(xi, p));
                w.hi = $xor(w.hi, $clmul::<0x11>(xi, p));
                w.mid = $xor(w.mid, $clmul::<0x00>(xk, pk));
            };
            #[allow(
                clippy::needless_range_loop,
                reason = "the index also picks the power; `enumerate().skip(1)` measured 2% \
                          slower on `aesni_clmul`"
            )]
            for k in from..N {
                add(x[k], h[k], hk[k]);
            }
            add(last[0], last[1], last[2]);
            w.mid = $xor(w.mid, $xor(w.lo, w.hi));
            w
        }

        /// The Karatsuba halves of the powers `h` (see `karatsuba!` in `arch/mod.rs`).
        #[inline]
        #[target_feature(enable = $features)]
        pub fn karatsuba_halves<const N: usize>(h: &[$v; N]) -> [$v; N] {
            core::array::from_fn(|i| $xor(h[i], $swap(h[i])))
        }

        /// `aggregate` by Karatsuba, with `hk = karatsuba_halves(h)` (see `karatsuba!` in
        /// `arch/mod.rs`).
        #[inline]
        #[target_feature(enable = $features)]
        pub fn aggregate_karatsuba<const N: usize>(
            $($cpu: $tok,)?
            s: __m128i,
            x: &[$v; N],
            h: &[$v; N],
            hk: &[$v; N],
        ) -> __m128i {
            let $w = karatsuba_sums(x, h, hk, 1, [$xor(x[0], $lift(s)), h[0], hk[0]]);
            $finish
        }
    };
}
#[cfg(target_arch = "x86_64")]
use karatsuba;

/// `update` and the [`Kernels`] impl of a wide x86_64 tier (`vaes_avx2`, `vaes_avx512`),
/// written once for both register widths: `$regs` registers of `$v` (`$bytes` bytes each) make
/// 16 blocks, multiplied by `H^16..H^1` with one reduction, and the `< 16` blocks left go to the
/// 128-bit kernel. The tier's file supplies `load_blocks` (a register of blocks, byte-reversed
/// for GHASH), `aggregate`, `load_powers8`, `powers16` and (`karatsuba!`) the Karatsuba
/// aggregation, which the 16-block loop uses.
#[cfg(target_arch = "x86_64")]
macro_rules! wide_update {
    ($token:ident, $v:ty, $regs:literal, $bytes:literal, $features:literal) => {
        /// [`clmul::update`] on this tier's registers: 16 blocks per reduction, the running
        /// sum kept lane by lane between steps (`aggregate_lanes`) and folded once at the end.
        /// With the fold in each step the loop waited on that chain: on an AMD EPYC Zen 4
        /// (family 25 model 17), builds alternated as processes, GCM-SIV sealing on
        /// `vaes_avx512` (this pass and counter mode) of 4 / 16 / 64 KiB took 0.97 / 0.94 /
        /// 0.95x the time.
        #[target_feature(enable = $features)]
        pub fn update<const GHASH: bool>(
            t: $token,
            powers: &Powers,
            acc: &mut [u8; 16],
            blocks: &[[u8; 16]],
        ) {
            let mut s = clmul::load(acc);
            let (chunks, rest) = blocks.as_chunks::<16>();
            if !chunks.is_empty() {
                let h = powers16(load_powers8(powers));
                let hk = karatsuba_halves(&h);
                let load = |chunk: &[[u8; 16]; 16]| -> [$v; $regs] {
                    let (regs, _) = chunk.as_flattened().as_chunks::<$bytes>();
                    core::array::from_fn(|k| load_blocks::<GHASH>(&regs[k]))
                };
                // `H^16` (lane 0 of the first register) in every lane.
                let top = broadcast_lane0(h[0]);
                let topk = karatsuba_halves(&[top])[0];
                // The sum so far, its lanes to be XORed.
                let mut r = lift(s);
                for chunk in chunks {
                    r = aggregate_lanes(r, top, topk, &load(chunk), &h, &hk);
                }
                s = fold(r);
            }
            let cpu = t.aesni_clmul();
            let h = clmul::load_powers(cpu, powers);
            s = clmul::absorb::<GHASH>(cpu, &h, s, rest);
            clmul::store(acc, s);
        }

        impl crate::arch::Kernels for $token {
            /// The powers are a short serial chain: the 128-bit kernel computes them.
            #[inline]
            fn powers(self, h: &[u8; 16], out: &mut Powers) {
                self.aesni_clmul().powers(h, out)
            }
            #[inline]
            fn update<const GHASH: bool>(
                self,
                powers: &Powers,
                acc: &mut [u8; 16],
                blocks: &[[u8; 16]],
            ) {
                self.entered();
                // SAFETY: cpu: the token proves the features `update` enables.
                unsafe { update::<GHASH>(self, powers, acc, blocks) }
            }
        }
    };
}
#[cfg(target_arch = "x86_64")]
use wide_update;
