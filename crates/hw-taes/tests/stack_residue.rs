//! A T-AES key built by value (`Taes::new`) and dropped where it lies leaves no copy of its key
//! schedule in the thread's stack, on every tier.
//!
//! The construction runs on its own thread below a painted region; this thread reads the region
//! through `/proc/self/mem` and searches it for round keys 2, 7 and 14, which it computed with a
//! plain FIPS 197 key expansion and keeps XOR-masked.

// Optimized builds only: an unoptimized build gives every move its own stack slot, in the
// caller's frame too, and no constructor can wipe its caller's frame. CI runs this with
// `--release`.
#![cfg(all(target_os = "linux", not(debug_assertions)))]

use hw_test_vectors::{assert_built_clean, masked_round_keys};

#[test]
fn no_copy_left_by_a_key_built_by_value() {
    let tiers = hw_test_vectors::tiers();
    let mut cases = 0;
    for &tier in &tiers {
        let key = [0x5e; 32];
        let masked = masked_round_keys(&key, 2);
        assert_built_clean(&masked, &format!("{tier}"), || {
            hw_taes::Taes::new_capped(&key, tier)
        });
        cases += 1;
    }
    assert_eq!(cases, tiers.len());
}
