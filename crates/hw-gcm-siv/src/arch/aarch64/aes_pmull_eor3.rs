//! AES-256-GCM-SIV on the `aes_pmull_eor3` tier: the kernels of `aes_pmull.rs`.
//!
//! GCM-SIV's aarch64 passes are not stitched (POLYVAL, then CTR), and neither has XORs for the
//! SHA3 extension's `EOR3` to merge that its multiplies' latency does not hide, so this tier
//! runs the `aes_pmull` kernels, with its own token, counted as its own tier.

use hw_cpu::{AesPmullEor3, Token as _};

super::aes_pmull::aarch64_kernels!(AesPmullEor3 as aes_pmull);
