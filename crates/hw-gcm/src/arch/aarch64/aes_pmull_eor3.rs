//! AES-256-GCM on the `aes_pmull_eor3` tier: `aes_pmull.rs` with a main loop that uses the
//! SHA3 extension's three-way XOR, `EOR3`.
//!
//! The loop is the `aes_pmull` one (same registers, stitching, counters and reduction) with 23
//! vector instructions fewer per eight blocks (198 against 221), which on cores whose four
//! vector pipes are all busy (Neoverse V1, V2) is time:
//! - the output is `EOR3` of the input, round key 14 and the state: 8 instead of 16 `EOR`;
//! - blocks are hashed in pairs over two rounds ([`pair!`]): the four low and high products
//!   added with two `EOR3`, the two middle products from one `TRN1`/`TRN2`/`EOR` against a
//!   table that packs both powers' half-XORs ([`karatsuba_pairs`], which also holds the
//!   reduction's constant, so v27 is free for the pairs): 13 fewer;
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

use super::aes_pmull::{crypt_loop, init, key_state, xaes_derive, xaes_key, Ctx, Loop, Run};
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

/// The powers of `c` as [`pair!`]'s table: for each pair of blocks, `[b1, b0]` of each power,
/// then `[b0 ^ b1]` of both; after the four pairs, the reduction's constant in both halves.
#[inline]
#[target_feature(enable = "neon")]
fn karatsuba_pairs(c: &Ctx) -> [[u8; 16]; 13] {
    let mut t = [[0u8; 16]; 13];
    for p in 0..4 {
        let [a, b] = [c.h[2 * p], c.h[2 * p + 1]];
        let (sa, sb) = (vextq_u64::<1>(a, a), vextq_u64::<1>(b, b));
        pmull::store(&mut t[3 * p], sa);
        pmull::store(&mut t[3 * p + 1], sb);
        // [a0 ^ a1, b0 ^ b1]: the low lanes of each power XOR its swap.
        let (xa, xb) = (veorq_u64(a, sa), veorq_u64(b, sb));
        pmull::store(&mut t[3 * p + 2], vzip1q_u64(xa, xb));
    }
    pmull::store(&mut t[12], vdupq_n_u64(0xC200_0000_0000_0000));
    t
}

/// The wipe after sealing and opening: the chain reaches about 1.35 KiB below the call-in
/// (`tests/stack_residue.rs` with a 128-byte wipe, under `qemu-aarch64`).
const WIPE: usize = 2048;

super::super::own_kernels!(AesPmullEor3, setup as aes_pmull);
