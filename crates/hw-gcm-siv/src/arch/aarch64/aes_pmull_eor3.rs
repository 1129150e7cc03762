//! AES-256-GCM-SIV on the `aes_pmull_eor3` tier: the kernels of `aes_pmull.rs`, with its own
//! token, counted as its own tier, except the opening's loop, which is the `EOR3` flavour of
//! hw-polyval's stitched loop text (hw-gcm's `aes_pmull_eor3` loop). Sealing's passes are not
//! stitched (POLYVAL, then CTR), and neither has XORs for `EOR3` to merge that its multiplies'
//! latency does not hide.

#![allow(
    clippy::missing_safety_doc,
    reason = "the tier token argument is the safety proof"
)]

use super::aes_pmull::{aes, pmull, Keys};
use crate::{MessageKeys, OpenState};
use core::arch::aarch64::*;
use hw_cpu::{AesPmull, AesPmullEor3, Token as _};

open_groups_fn!(
    /// `open_groups_fn!` on the `aes_pmull_eor3` tier (its `EOR3` loop).
    #[target_feature(enable = "neon,aes,sha3")]
    open_groups(AesPmullEor3, AesPmullEor3::aes_pmull),
    eor3,
    karatsuba_pairs
);

super::aes_pmull::aarch64_kernels!(AesPmullEor3 as aes_pmull);
