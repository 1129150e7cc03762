//! AES-256-GCM on the `aes_pmull_eor3` tier: `aes_pmull.rs` with a main loop that uses the
//! SHA3 extension's three-way XOR, `EOR3`.
//!
//! The loop is the `aes_pmull` one (same registers, stitching, counters and reduction) with 23
//! vector instructions fewer per eight blocks (198 against 221), which on cores whose four
//! vector pipes are all busy (Neoverse V1, V2) is time:
//! - the output is `EOR3` of the input, round key 14 and the state: 8 instead of 16 `EOR`;
//! - blocks are hashed in pairs over two rounds (`@pair` of hw-polyval's loop text,
//!   `__neon_ctr_polyval_loop!`): the four low and high products added with two `EOR3`, the
//!   two middle products from one `TRN1`/`TRN2`/`EOR` against a table that packs both powers'
//!   half-XORs (hw-polyval's `karatsuba_pairs`, which also holds the reduction's constant, so
//!   v27 is free for the pairs): 13 fewer;
//! - the Karatsuba middle term and the reduction's last step take one `EOR3` each (2 fewer).
//!
//! Key setup, the XAES derivation, the first chunk, the tail and GHASH outside the loop are
//! `aes_pmull`'s, run with the narrower token this one implies; every entry is counted as this
//! tier. Tested on every run under `qemu-aarch64 -cpu max` (which has FEAT_SHA3); `.ci/run`
//! also hides SHA3 from a run (`HWCAP_CLEAR`) to check that `aes_pmull` is selected there and no
//! `EOR3` runs.

#![allow(
    clippy::missing_safety_doc,
    reason = "the tier token argument is the safety proof"
)]

use super::aes_pmull::{crypt_loop, init, key_state, xaes_derive, xaes_key, Loop, Run};
use crate::inout::InOut;
use crate::xaes::XaesKeyState;
use crate::KeyState;
use core::arch::aarch64::*;
use hw_polyval::kernel::aes_pmull as pmull;
use hw_cpu::{AesPmull, AesPmullEor3, Token as _};

gcm_tier!(
    #[target_feature(enable = "neon,aes,sha3")]
    AesPmullEor3 as AesPmullEor3::aes_pmull,
    eor3,
    karatsuba_pairs
);

/// The wipe after sealing and opening: the chain reaches about 1.35 KiB below the call-in
/// (`tests/stack_residue.rs` with a 128-byte wipe, under `qemu-aarch64`).
const WIPE: usize = 2048;

super::super::own_kernels!(AesPmullEor3, setup as aes_pmull);
