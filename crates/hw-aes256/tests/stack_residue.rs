//! No round key stays behind in the thread's stack after a key is expanded, used for blocks
//! and counter mode, and dropped, on every tier (the key itself lives in a `Box`).
//!
//! The operation runs on its own thread below a painted region; this thread reads the region
//! through `/proc/self/mem` and searches it for round keys 2, 7 and 14, which it computed with
//! a plain FIPS 197 key expansion and keeps XOR-masked.

#![cfg(target_os = "linux")]

use hw_aes256::Aes256;
use hw_test_vectors::{aes256_round_keys, stack_after, Masked};

#[test]
fn no_round_key_left_in_the_stack() {
    let tiers: Vec<_> = hw_cpu::supported_tiers().collect();
    assert!(!tiers.is_empty());
    for (i, &tier) in tiers.iter().enumerate() {
        let key = [0x3b ^ i as u8; 32];
        let mut masked = Masked::new(i as u64);
        let mut rk = aes256_round_keys(&key);
        for r in [2, 7, 14] {
            masked.add(&format!("round key {r}"), &mut rk[r]);
        }
        // The expansion and the block kernel alone (their own, smaller wipe), then counter mode.
        let region = stack_after(|| {
            let mut aes = Box::new(Aes256::new_capped(&[0; 32], tier).expect("hardware"));
            aes.set_key(&key);
            assert_eq!(aes.tier(), tier);
            let mut blocks = [[7u8; 16]; 9];
            aes.encrypt_blocks(&mut blocks);
            aes.encrypt_block(&mut blocks[0]);
        });
        masked.assert_none_in(&region, &format!("{tier}, expansion and blocks"));
        let region = stack_after(|| {
            let mut aes = Box::new(Aes256::new_capped(&[0; 32], tier).expect("hardware"));
            aes.set_key(&key);
            assert_eq!(aes.tier(), tier);
            let mut blocks = [[7u8; 16]; 9];
            aes.encrypt_blocks(&mut blocks);
            let mut data = vec![0u8; 3000];
            aes.fill_ctr128(&[0; 16], &mut data);
            aes.apply_ctr128(&[1; 16], &mut data);
            aes.apply_ctr32(&[2; 16], &mut data)
                .expect("fits the 32-bit counter");
        });
        masked.assert_none_in(&region, &format!("{tier}, all operations"));
    }
}
