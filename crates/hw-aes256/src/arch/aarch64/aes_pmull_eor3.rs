//! AES-256 on the `aes_pmull_eor3` tier: the kernels of `aes_pmull.rs`.
//!
//! The SHA3 extension's `EOR3` merges XORs, and AES alone has one per block and round key
//! (`AESE` XORs the key itself), so this tier runs the `aes_pmull` kernels. As on the wide x86
//! tiers, 128-bit counter mode (the DRBG's output) is counted as this tier and everything else
//! is handed to `aes_pmull`. The GCM loop of this tier, in hw-gcm, is where `EOR3` pays.

#![allow(
    clippy::missing_safety_doc,
    reason = "the tier token argument is the safety proof"
)]

use crate::RoundKeys;
use hw_cpu::{AesPmullEor3, Token as _};

/// 128-bit counter mode: `aes_pmull`'s.
#[inline]
#[target_feature(enable = "neon,aes,sha3")]
fn ctr128<const XOR: bool>(cpu: AesPmullEor3, rk: &RoundKeys, c: u128, data: &mut [u8]) {
    super::aes_pmull::ctr128::<XOR>(cpu.aes_pmull(), rk, c, data)
}

super::super::wide_tier_kernels!(AesPmullEor3, aes_pmull);
