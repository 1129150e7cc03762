//! No key material stays behind in the thread's stack: after a key is prepared in a slot of
//! the caller's (and dropped at once, or used to seal and open and then dropped), neither its last round key nor the GHASH
//! key `H` (in any of the byte orders the kernels hold it in) is left below the caller's frame,
//! on every tier, for short messages and for ones that run the main loops.
//!
//! The operation runs on its own thread below a painted region; this thread reads the region
//! through `/proc/self/mem` and searches it for the values, which it computed itself (with a
//! plain FIPS 197 key expansion and the `aes` crate) and keeps XOR-masked.

#![cfg(target_os = "linux")]

mod common;

use core::mem::MaybeUninit;

use aes_gcm::aes::cipher::{generic_array::GenericArray, BlockEncrypt, KeyInit};
use common::tiers;
use hw_gcm::{HardwareAes256GcmIn, HardwareAes256GcmKeyState, UninitKeyStateSlot};
use hw_test_vectors::{aes256_round_keys, stack_after, Masked};

/// The values to look for: the last round key, `H = E_K(0)`, and `H` as POLYVAL holds it
/// (`mulX(ByteReverse(H))`, RFC 8452 Appendix A), each also byte-reversed.
fn secrets(key: &[u8; 32], seed: u64) -> Masked {
    let mut m = Masked::new(seed);
    m.add("round key 14", &mut aes256_round_keys(key)[14]);
    let mut h = GenericArray::from([0u8; 16]);
    aes_gcm::aes::Aes256::new(key.into()).encrypt_block(&mut h);
    let mut h: [u8; 16] = h.into();
    let mut x = u128::from_le_bytes(h).swap_bytes();
    // mulX in POLYVAL's field: x^128 = x^127 + x^126 + x^121 + 1.
    let carry = x >> 127;
    x = (x << 1) ^ (carry * 0xc200_0000_0000_0000_0000_0000_0000_0001);
    m.add("H", &mut h);
    m.add("H (POLYVAL)", &mut x.to_le_bytes());
    m
}

#[test]
fn no_round_key_or_ghash_key_left_in_the_stack() {
    let mut cases = 0;
    for tier in tiers() {
        // Key setup alone (no message), a short message, one of 300 bytes (one chunk and a tail,
        // without the main loop, on `vaes_avx512`) and two that run the main loops.
        for len in [None, Some(16usize), Some(300), Some(1000), Some(4096 + 5)] {
            let key = [0x61 ^ len.unwrap_or(7) as u8; 32];
            let masked = secrets(&key, len.unwrap_or(7) as u64);
            let region = stack_after(|| {
                let mut slot = Box::new(MaybeUninit::<HardwareAes256GcmKeyState>::uninit());
                let c = HardwareAes256GcmIn::new_capped(
                    &key,
                    UninitKeyStateSlot::from_uninit(&mut slot),
                    tier,
                )
                .expect("hardware present");
                assert_eq!(c.tier(), tier);
                let Some(len) = len else { return };
                let mut buf = vec![0x11u8; len];
                let nonce = [3; 12];
                let tag = c.seal_in_place_detached(&nonce, b"aad", &mut buf).unwrap();
                c.open_in_place_detached(&nonce, b"aad", &mut buf, &tag)
                    .unwrap();
            });
            let what = len.map_or("key setup only".into(), |n| format!("{n} bytes"));
            masked.assert_none_in(&region, &format!("{tier}, {what}"));
            cases += 1;
        }
    }
    assert_eq!(cases, 5 * tiers().len());
}

/// A key built by value (`HardwareAes256Gcm::new`) and dropped where it lies leaves no copy of
/// its state behind: the constructor builds it in a frame of its own and wipes that frame.
// Optimized builds only: an unoptimized build gives every move its own stack slot, in the
// caller's frame too (the value returned by the inlined constructor, then moved), and no
// constructor can wipe its caller's frame. CI runs these with `--release`.
#[cfg(not(debug_assertions))]
#[test]
fn no_copy_left_by_a_key_built_by_value() {
    let mut cases = 0;
    for tier in tiers() {
        let key = [0x2d; 32];
        let masked = secrets(&key, 11);
        hw_test_vectors::assert_built_clean(&masked, &format!("{tier}, by value"), || {
            hw_gcm::HardwareAes256Gcm::new_capped(&key, tier)
        });
        cases += 1;
    }
    assert_eq!(cases, tiers().len());
}
