//! T-AES on the `aes_pmull_eor3` tier: the kernels of `aes_pmull.rs`.
//!
//! `AESE` and `AESD` XOR the round key themselves, and the tweak's XOR per block is one `EOR`,
//! so the SHA3 extension's `EOR3` has nothing to merge here: this tier runs the `aes_pmull`
//! kernels, with its own token, counted as its own tier (key expansion as the baseline's, as on
//! every tier).

use super::aes_pmull::crypt;
use crate::schedule::Schedule;
use hw_cpu::{AesPmullEor3, Token as _};

super::super::upper_tier_kernels!(AesPmullEor3, aes_pmull as aes_pmull);
