//! No per-message key stays behind in the thread's stack: after a short message (the path
//! that derives the keys and seals in one kernel call) and a long one are sealed and opened,
//! neither the message-authentication key nor the message-encryption key (its two halves, its
//! last round key) is left below the caller's frame, on every tier.
//!
//! The operation runs on its own thread below a painted region; this thread reads the region
//! through `/proc/self/mem` and searches it for the keys, which it derived itself (RFC 8452 §4
//! with the `aes` crate, and a plain FIPS 197 key expansion) and keeps XOR-masked.

#![cfg(target_os = "linux")]

use aes::cipher::{generic_array::GenericArray, BlockEncrypt, KeyInit};
use hw_gcm_siv::HardwareAes256GcmSiv;
use hw_test_vectors::{aes256_round_keys, stack_after, Masked};

/// The per-message keys of `key` and `nonce` (RFC 8452 §4), XOR-masked.
fn message_keys(key: &[u8; 32], nonce: &[u8; 12], seed: u64) -> Masked {
    let kgk = aes::Aes256::new(key.into());
    let mut halves = [[0u8; 8]; 6];
    for (i, half) in halves.iter_mut().enumerate() {
        let mut block = [0u8; 16];
        block[..4].copy_from_slice(&(i as u32).to_le_bytes());
        block[4..].copy_from_slice(nonce);
        let mut b = GenericArray::from(block);
        kgk.encrypt_block(&mut b);
        half.copy_from_slice(&b[..8]);
    }
    let mut m = Masked::new(seed);
    let mut auth = [0u8; 16];
    auth[..8].copy_from_slice(&halves[0]);
    auth[8..].copy_from_slice(&halves[1]);
    m.add("message-authentication key", &mut auth);
    let mut enc = [0u8; 32];
    for (i, half) in halves[2..].iter().enumerate() {
        enc[8 * i..8 * i + 8].copy_from_slice(half);
    }
    let mut rk = aes256_round_keys(&enc);
    m.add("message-encryption key, first half", &mut rk[0]);
    m.add("message-encryption key, second half", &mut rk[1]);
    m.add("message-encryption key, round key 14", &mut rk[14]);
    m
}

#[test]
fn no_message_key_left_in_the_stack() {
    let tiers = hw_test_vectors::tiers();
    let mut cases = 0;
    for &tier in &tiers {
        // On x86_64, 16 and 48 bytes take the short path's smallest wipe (up to 4 hashed
        // blocks), 64 bytes with 48 of AAD, 112 and 40 bytes the next (5-8 blocks), 256 bytes
        // with the most AAD the short path's largest, 1000 and 5000 the general one.
        let lens = [
            (16usize, 32usize),
            (48, 0),
            (64, 48),
            (112, 0),
            (40, 3),
            (256, 256),
            (1000, 3),
            (5000, 3),
        ];
        for (len, aad_len) in lens {
            let aad = vec![0x61u8; aad_len];
            let key = [0x29 ^ len as u8; 32];
            let nonce = [len as u8; 12];
            let masked = message_keys(&key, &nonce, len as u64);
            let c = Box::new(HardwareAes256GcmSiv::new_capped(&key, tier).expect("hardware"));
            assert_eq!(c.tier(), tier);
            let region = stack_after(|| {
                let mut buf = vec![0x5au8; len];
                let tag = c.seal_in_place_detached(&nonce, &aad, &mut buf).unwrap();
                c.open_in_place_detached(&nonce, &aad, &mut buf, &tag)
                    .unwrap();
            });
            masked.assert_none_in(&region, &format!("{tier}, {len} bytes"));
            cases += 1;
        }
    }
    assert_eq!(cases, 8 * tiers.len());
}

/// A key built by value (`HardwareAes256GcmSiv::new`) and dropped where it lies leaves no copy of
/// the key-generating key's schedule behind, on every tier.
// Optimized builds only: an unoptimized build gives every move its own stack slot, in the
// caller's frame too (the value returned by the inlined constructor, then moved), and no
// constructor can wipe its caller's frame. CI runs these with `--release`.
#[cfg(not(debug_assertions))]
#[test]
fn no_copy_left_by_a_key_built_by_value() {
    let tiers = hw_test_vectors::tiers();
    let mut cases = 0;
    for &tier in &tiers {
        let key = [0x47; 32];
        let masked = hw_test_vectors::masked_round_keys(&key, 5);
        hw_test_vectors::assert_built_clean(&masked, &format!("{tier}, by value"), || {
            HardwareAes256GcmSiv::new_capped(&key, tier)
        });
        cases += 1;
    }
    assert_eq!(cases, tiers.len());
}
