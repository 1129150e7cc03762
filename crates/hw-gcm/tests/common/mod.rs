//! Helpers shared by the integration tests of hw-gcm.

use hw_gcm::{HardwareAes256Gcm, Tier};

pub use hw_test_vectors::tiers;

/// The cipher capped at `tier`. Every tier has its own kernel, so capping at a supported tier
/// selects exactly it (the tests also check, through the dispatch counters, that it is the
/// kernel that runs).
#[allow(dead_code, reason = "not every test binary uses it")]
pub fn cipher(key: &[u8; 32], tier: Tier) -> HardwareAes256Gcm {
    let c = HardwareAes256Gcm::new_capped(key, tier).expect("hardware present");
    assert_eq!(c.tier(), tier, "capped at {tier}");
    c
}

#[allow(unused_imports, reason = "not every test binary uses it")]
pub use hw_test_vectors::Fill;
