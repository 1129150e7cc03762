//! T-AES's kernels: one file per tier (`hw_cpu::tier_modules!`) implementing [`Kernels`],
//! with the crate's only `unsafe` code, the call-ins, each justified by its token.
#![allow(
    unsafe_code,
    reason = "the call-ins of the `#[target_feature]` kernels"
)]

use crate::schedule::Schedule;

hw_cpu::tier_modules!();

/// The T-AES operations of one tier, reached through [`hw_cpu::with_tier!`].
pub(crate) trait Kernels: hw_cpu::Token {
    /// Expands a key of `4 * NK` bytes into `out` for `NR` rounds.
    fn expand<const NK: usize, const NR: usize>(self, key: &[u8], out: &mut Schedule);

    /// T-AES on whole blocks in place with `NR` rounds. Block `j` uses the tweak `tweak + j`;
    /// without `TWEAKED` the tweak is ignored (plain ECB).
    fn crypt<const NR: usize, const TWEAKED: bool, const DEC: bool>(
        self,
        s: &Schedule,
        tweak: u128,
        blocks: &mut [[u8; 16]],
    );
}
