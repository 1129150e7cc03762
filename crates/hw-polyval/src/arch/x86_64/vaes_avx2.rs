//! POLYVAL on the `vaes_avx2` tier: the 128-bit kernel of `aesni_clmul.rs`.
//!
//! A standalone POLYVAL has no AES work to interleave with its multiplies, and this tier's
//! kernel is the 128-bit one; the stitched GCM and GCM-SIV loops of this tier, in their own
//! crates, multiply on ymm registers.

use crate::arch::Kernels;
use hw_cpu::VaesAvx2;

impl Kernels for VaesAvx2 {
    const RUNS: hw_cpu::Tier = hw_cpu::Tier::AesNiClmul;
    #[inline]
    fn powers(self, h: &[u8; 16], out: &mut [[u8; 16]; 8]) {
        self.aesni_clmul().powers(h, out)
    }
    #[inline]
    fn update<const GHASH: bool>(
        self,
        powers: &[[u8; 16]; 8],
        acc: &mut [u8; 16],
        blocks: &[[u8; 16]],
    ) {
        self.aesni_clmul().update::<GHASH>(powers, acc, blocks)
    }
}
