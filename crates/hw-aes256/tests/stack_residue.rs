//! No round key stays behind in the thread's stack after a key is expanded, used for blocks
//! and counter mode, and dropped, on every tier (the key itself lives in a `Box`).
//!
//! The operation runs on its own thread below a painted region; this thread reads the region
//! through `/proc/self/mem` and searches it for round keys 2, 7 and 14, which it computed with
//! a plain FIPS 197 key expansion and keeps XOR-masked.

#![cfg(target_os = "linux")]

use hw_aes256::Aes256;
use hw_test_vectors::{aes256_round_keys, stack_after, Masked};

/// A key on the heap (a move would copy its schedule into the stack) expanded on `tier`, after
/// a batch of blocks.
fn keyed_with_blocks(key: &[u8; 32], tier: hw_aes256::Tier) -> Box<Aes256> {
    let mut aes = Box::new(Aes256::new_capped(&[0; 32], tier).expect("hardware"));
    aes.set_key(key);
    assert_eq!(aes.tier(), tier);
    aes.encrypt_blocks(&mut [[7u8; 16]; 9]);
    aes
}

#[test]
fn no_round_key_left_in_the_stack() {
    let tiers = hw_test_vectors::tiers();
    for (i, &tier) in tiers.iter().enumerate() {
        let key = [0x3b ^ i as u8; 32];
        let mut masked = Masked::new(i as u64);
        let mut rk = aes256_round_keys(&key);
        for r in [2, 7, 14] {
            masked.add(&format!("round key {r}"), &mut rk[r]);
        }
        // The expansion and the block kernel alone (their own, smaller wipe), then counter mode.
        let region = stack_after(|| {
            let aes = keyed_with_blocks(&key, tier);
            aes.encrypt_block(&mut [7u8; 16]);
        });
        masked.assert_none_in(&region, &format!("{tier}, expansion and blocks"));
        let region = stack_after(|| {
            let aes = keyed_with_blocks(&key, tier);
            let mut data = vec![0u8; 3000];
            aes.fill_ctr128(&[0; 16], &mut data);
            aes.apply_ctr128(&[1; 16], &mut data);
            aes.apply_ctr32(&[2; 16], &mut data)
                .expect("fits the 32-bit counter");
        });
        masked.assert_none_in(&region, &format!("{tier}, all operations"));
    }
}

/// Key wrap: after wrapping and unwrapping (one key, a batch of 20, KW and KWP), neither the
/// key-encryption key's round keys nor the unwrapped data keys are left in the stack. The
/// `KeyWrap` is made outside the checked region (a move of it would copy its schedule there),
/// and every output goes to the heap.
#[test]
fn no_key_wrap_secret_left_in_the_stack() {
    use hw_aes256::kw::KeyWrap;
    let tiers = hw_test_vectors::tiers();
    for (i, &tier) in tiers.iter().enumerate() {
        let kek = [0x5a ^ i as u8; 32];
        let keys: Vec<[u8; 32]> = (0..20u8)
            .map(|k| core::array::from_fn(|j| k.wrapping_mul(29) ^ j as u8 ^ 0xc3))
            .collect();
        let mut masked = Masked::new(100 + i as u64);
        let mut rk = aes256_round_keys(&kek);
        for r in [2, 7, 14] {
            masked.add(&format!("round key {r}"), &mut rk[r]);
        }
        for k in [0, 13, 19] {
            for (h, half) in keys[k].chunks_exact(16).enumerate() {
                let mut v: [u8; 16] = half.try_into().unwrap();
                masked.add(&format!("data key {k}, half {h}"), &mut v);
            }
        }
        let kw = Box::new(KeyWrap::new_capped(&kek, tier).expect("hardware"));
        let mut wrapped = vec![[0u8; 40]; 20];
        let mut out = vec![[0u8; 32]; 20];
        let mut valid = vec![false; 20];
        let mut one = vec![0u8; 48];
        let region = stack_after(|| {
            kw.wrap_many(&keys, &mut wrapped).expect("lengths");
            kw.unwrap_many(&wrapped, &mut out, &mut valid)
                .expect("valid");
            kw.unwrap(&wrapped[0], &mut one).expect("valid");
            let n = kw.wrap_with_padding(&keys[13], &mut one).expect("lengths");
            let c = one[..n].to_vec();
            kw.unwrap_with_padding(&c, &mut one).expect("valid");
            kw.wrap(&keys[19], &mut one).expect("lengths");
        });
        assert_eq!(out, keys);
        masked.assert_none_in(&region, &format!("{tier}, key wrap"));
    }
}

/// A key schedule and a key-wrap key built by value (`Aes256::new`, `KeyWrap::new`) and dropped
/// where they lie leave no copy of the round keys behind, on every tier.
// Optimized builds only: an unoptimized build gives every move its own stack slot, in the
// caller's frame too (the value returned by the inlined constructor, then moved), and no
// constructor can wipe its caller's frame. CI runs these with `--release`.
#[cfg(not(debug_assertions))]
#[test]
fn no_copy_left_by_keys_built_by_value() {
    let tiers = hw_test_vectors::tiers();
    let mut cases = 0;
    for (i, &tier) in tiers.iter().enumerate() {
        let key = [0x6e ^ i as u8; 32];
        let masked = hw_test_vectors::masked_round_keys(&key, 9);
        hw_test_vectors::assert_built_clean(&masked, &format!("{tier}, Aes256"), || {
            Aes256::new_capped(&key, tier)
        });
        hw_test_vectors::assert_built_clean(&masked, &format!("{tier}, KeyWrap"), || {
            hw_aes256::kw::KeyWrap::new_capped(&key, tier)
        });
        cases += 2;
    }
    // CMAC on the best tier (it has no capped constructor).
    let key = [0x19; 32];
    let mut masked = Masked::new(10);
    masked.add("round key 14", &mut aes256_round_keys(&key)[14]);
    hw_test_vectors::assert_built_clean(&masked, "Cmac256", || hw_aes256::cmac::Cmac256::new(&key));
    assert_eq!(cases, 2 * tiers.len());
}
