//! The kernels, one file per tier (`x86_64/aesni_clmul.rs`, `x86_64/vaes_avx2.rs`,
//! `x86_64/vaes_avx512.rs`, `aarch64/aes_pmull.rs`), and [`Kernels`], the operations every tier
//! implements. Each implementation holds its tier's `unsafe` call-ins: the crate's only
//! `unsafe` code, each block justified by the token it is called with.
#![allow(
    unsafe_code,
    reason = "the call-ins of the `#[target_feature]` kernels"
)]

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

/// The POLYVAL operations of one tier, reached through [`hw_cpu::with_tier!`].
pub(crate) trait Kernels: hw_cpu::Token {
    /// The tier whose kernel runs [`Kernels::update`]: the token's own unless it hands the
    /// work to a narrower tier ([`crate::Polyval::tier`] reports it).
    const RUNS: hw_cpu::Tier = Self::TIER;
    /// The key powers `H^8..H^1` of POLYVAL key `h` into `out` (`out[8 - k]` = `H^k`).
    fn powers(self, h: &[u8; 16], out: &mut [[u8; 16]; 8]);
    /// Absorbs `blocks` into `acc` with the key powers (GHASH's byte order if `GHASH`).
    fn update<const GHASH: bool>(
        self,
        powers: &[[u8; 16]; 8],
        acc: &mut [u8; 16],
        blocks: &[[u8; 16]],
    );
}
