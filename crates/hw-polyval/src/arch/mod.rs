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
