//! The facade's ciphers built by value (`new`) and dropped where they lie leave no copy of the
//! key's schedule in the thread's stack, on every tier: each wraps a lower crate's cipher, and
//! the wrapping is done in a frame that is wiped too.
//!
//! The construction runs on its own thread below a painted region; this thread reads the region
//! through `/proc/self/mem` and searches it for round keys 2, 7 and 14, which it computed with a
//! plain FIPS 197 key expansion and keeps XOR-masked.

// Optimized builds only: an unoptimized build gives every move its own stack slot, in the
// caller's frame too, and no constructor can wipe its caller's frame. CI runs this with
// `--release`.
#![cfg(all(target_os = "linux", not(debug_assertions)))]

use hw_crypto::{aes_gcm, aes_gcm_siv, xaes_gcm, xaes_gcm_kc};
use hw_test_vectors::{assert_built_clean, masked_round_keys};

#[test]
fn no_copy_left_by_ciphers_built_by_value() {
    let tiers = hw_test_vectors::tiers();
    let mut cases = 0;
    for &tier in &tiers {
        let key = [0x35; 32];
        let masked = masked_round_keys(&key, 8);
        assert_built_clean(&masked, &format!("{tier}, aes_gcm"), || {
            aes_gcm::HardwareAes256Gcm::new_capped(&key, tier)
        });
        assert_built_clean(&masked, &format!("{tier}, aes_gcm_siv"), || {
            aes_gcm_siv::HardwareAes256GcmSiv::new_capped(&key, tier)
        });
        assert_built_clean(&masked, &format!("{tier}, xaes_gcm"), || {
            xaes_gcm::Xaes256Gcm::new_capped(&key, tier)
        });
        assert_built_clean(&masked, &format!("{tier}, xaes_gcm_kc"), || {
            xaes_gcm_kc::Xaes256GcmKc::new_capped(&key, tier)
        });
        cases += 4;
    }
    assert_eq!(cases, 4 * tiers.len());
}
