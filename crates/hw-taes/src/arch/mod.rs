//! The kernels, one file per tier (`x86_64/aesni_clmul.rs`, `x86_64/vaes_avx2.rs`,
//! `x86_64/vaes_avx512.rs`, `aarch64/aes_pmull.rs`), and [`Kernels`], the operations every tier
//! implements. Each implementation holds its tier's `unsafe` call-ins: the crate's only
//! `unsafe` code, each block justified by the token it is called with.
#![allow(
    unsafe_code,
    reason = "the call-ins of the `#[target_feature]` kernels"
)]

use crate::schedule::Schedule;

#[cfg(target_arch = "aarch64")]
pub mod aarch64 {
    pub mod aes_pmull;
}
#[cfg(target_arch = "x86_64")]
pub mod x86_64 {
    pub mod aesni_clmul;
    pub mod vaes_avx2;
    pub mod vaes_avx512;
}

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
