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

/// `update` and the [`Kernels`] impl of a wide x86_64 tier (`vaes_avx2`, `vaes_avx512`),
/// written once for both register widths: `$regs` registers of `$v` (`$bytes` bytes each) make
/// 16 blocks, multiplied by `H^16..H^1` with one reduction, and the `< 16` blocks left go to the
/// 128-bit kernel. The tier's file supplies `load_blocks` (a register of blocks, byte-reversed
/// for GHASH), `aggregate`, `load_powers8` and `powers16`.
#[cfg(target_arch = "x86_64")]
macro_rules! wide_update {
    ($token:ident, $v:ty, $regs:literal, $bytes:literal, $features:literal) => {
        /// [`clmul::update`] on this tier's registers: 16 blocks per reduction.
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
                for chunk in chunks {
                    let (regs, _) = chunk.as_flattened().as_chunks::<$bytes>();
                    let x: [$v; $regs] = core::array::from_fn(|k| load_blocks::<GHASH>(&regs[k]));
                    s = aggregate(s, &x, &h);
                }
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
