//! No per-message key stays behind in the thread's stack: after a message is sealed and opened
//! with XAES-256-GCM and KC-XAES, neither half of the derived key `Kx`, its last round key nor
//! its GHASH key `E_Kx(0)` is left below the caller's frame, on every tier.
//!
//! The operation runs on its own thread below a painted region; this thread reads the region
//! through `/proc/self/mem` and searches it for the values, which it derived itself (C2SP's
//! steps with the `aes` crate, and a plain FIPS 197 key expansion) and keeps XOR-masked.

#![cfg(target_os = "linux")]

use aes::cipher::{generic_array::GenericArray, BlockEncrypt, KeyInit};
use hw_test_vectors::{aes256_round_keys, stack_after, Masked};
use hw_xaes::{Xaes256Gcm, Xaes256GcmKc};

fn encrypt(k: &aes::Aes256, block: [u8; 16]) -> [u8; 16] {
    let mut b = GenericArray::from(block);
    k.encrypt_block(&mut b);
    b.into()
}

/// `Kx` for `key` and `nonce` (C2SP XAES-256-GCM steps 1-4), its last round key and
/// `E_Kx(0)`, XOR-masked.
fn message_keys(key: &[u8; 32], nonce: &[u8; 24], seed: u64) -> Masked {
    let k = aes::Aes256::new(key.into());
    let l = u128::from_be_bytes(encrypt(&k, [0; 16]));
    let k1 = (l << 1) ^ ((l >> 127) * 0x87);
    let half = |i: u8| {
        let mut m = [0u8; 16];
        m[..4].copy_from_slice(&[0, i, 0x58, 0]);
        m[4..].copy_from_slice(&nonce[..12]);
        encrypt(&k, (u128::from_be_bytes(m) ^ k1).to_be_bytes())
    };
    let (mut a, mut b) = (half(1), half(2));
    let mut kx = [0u8; 32];
    kx[..16].copy_from_slice(&a);
    kx[16..].copy_from_slice(&b);
    // The derivation above agrees with the library's (so the search looks for the right bytes).
    let lib = hw_aes256::cmac::Cmac256::new(key).expect("hardware");
    assert_eq!(*lib.derive_xaes_key(nonce[..12].try_into().unwrap()), kx);
    let mut h = encrypt(&aes::Aes256::new((&kx).into()), [0; 16]);
    let mut m = Masked::new(seed);
    m.add("Kx, first half", &mut a);
    m.add("Kx, second half", &mut b);
    let mut rks = aes256_round_keys(&kx);
    for (i, rk) in rks.iter_mut().enumerate().skip(2) {
        m.add(&format!("Kx round key {i}"), rk);
    }
    m.add("E_Kx(0)", &mut h);
    kx.fill(0);
    m
}

#[test]
fn no_message_key_left_in_the_stack() {
    let tiers = hw_test_vectors::tiers();
    let mut cases = 0;
    for &tier in &tiers {
        for len in [16usize, 100, 256, 300, 1000, 5000] {
            let key = [0x4d ^ len as u8; 32];
            let nonce = [len as u8 ^ 0x21; 24];
            let masked = message_keys(&key, &nonce, len as u64);
            let x = Box::new(Xaes256Gcm::new_capped(&key, tier).expect("hardware"));
            let kc = Box::new(Xaes256GcmKc::new_capped(&key, tier).expect("hardware"));
            assert_eq!((x.tier(), kc.tier()), (tier, tier));
            let region = stack_after(|| {
                let mut buf = vec![0x5au8; len];
                let tag = x.seal_in_place_detached(&nonce, b"aad", &mut buf).unwrap();
                x.open_in_place_detached(&nonce, b"aad", &mut buf, &tag)
                    .unwrap();
                let tag = kc.seal_in_place_detached(&nonce, b"aad", &mut buf).unwrap();
                kc.open_in_place_detached(&nonce, b"aad", &mut buf, &tag)
                    .unwrap();
            });
            masked.assert_none_in(&region, &format!("{tier}, {len} bytes"));
            cases += 1;
            // Control: a derived key that the code leaves in a local unwiped is found.
            let lib = hw_aes256::cmac::Cmac256::new(&key).expect("hardware");
            let control = stack_after(|| {
                let kx: [u8; 32] = *lib.derive_xaes_key(nonce[..12].try_into().unwrap());
                std::hint::black_box(&kx);
            });
            assert!(
                !masked.found_in(&control.bytes).is_empty(),
                "{tier}: control not found"
            );
        }
    }
    assert_eq!(cases, 6 * tiers.len());
}

/// Keys built by value (`Xaes256Gcm::new`, `Xaes256GcmKc::new`) and dropped where they lie leave
/// no copy of the root key's schedule behind, on every tier.
// Optimized builds only: an unoptimized build gives every move its own stack slot, in the
// caller's frame too (the value returned by the inlined constructor, then moved), and no
// constructor can wipe its caller's frame. CI runs these with `--release`.
#[cfg(not(debug_assertions))]
#[test]
fn no_copy_left_by_keys_built_by_value() {
    let tiers = hw_test_vectors::tiers();
    let mut cases = 0;
    for &tier in &tiers {
        let key = [0x3e; 32];
        let masked = hw_test_vectors::masked_round_keys(&key, 12);
        hw_test_vectors::assert_built_clean(&masked, &format!("{tier}, XAES"), || {
            Xaes256Gcm::new_capped(&key, tier)
        });
        hw_test_vectors::assert_built_clean(&masked, &format!("{tier}, KC-XAES"), || {
            Xaes256GcmKc::new_capped(&key, tier)
        });
        cases += 2;
    }
    assert_eq!(cases, 2 * tiers.len());
}
