//! POLYVAL on the `aes_pmull_eor3` tier: the kernel of `aes_pmull.rs`.
//!
//! `EOR3` would merge two XORs per reduction of eight blocks, which the multiplies' latency
//! hides; the tier's stitched GCM loop, in hw-gcm, is where it pays. [`Kernels::RUNS`] names
//! `aes_pmull`, which [`crate::Polyval::tier`] reports.

use crate::arch::Kernels;
use crate::Powers;
use hw_cpu::AesPmullEor3;

impl Kernels for AesPmullEor3 {
    const RUNS: hw_cpu::Tier = hw_cpu::Tier::AesPmull;
    #[inline]
    fn powers(self, h: &[u8; 16], out: &mut Powers) {
        self.aes_pmull().powers(h, out)
    }
    #[inline]
    fn update<const GHASH: bool>(self, powers: &Powers, acc: &mut [u8; 16], blocks: &[[u8; 16]]) {
        self.aes_pmull().update::<GHASH>(powers, acc, blocks)
    }
}
