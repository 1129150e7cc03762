//! Helpers shared by the integration tests of hw-xaes.

use hw_xaes::{Tier, Xaes256Gcm, Xaes256GcmKc};

pub use hw_test_vectors::tiers;

/// XAES capped at `tier`, which it must then run on.
#[allow(dead_code, reason = "not every test binary uses it")]
pub fn xaes(key: &[u8; 32], tier: Tier) -> Xaes256Gcm {
    let c = Xaes256Gcm::new_capped(key, tier).expect("hardware present");
    assert_eq!(c.tier(), tier, "capped at {tier}");
    c
}

/// KC-XAES capped at `tier`.
#[allow(dead_code, reason = "not every test binary uses it")]
pub fn kc(key: &[u8; 32], tier: Tier) -> Xaes256GcmKc {
    let c = Xaes256GcmKc::new_capped(key, tier).expect("hardware present");
    assert_eq!(c.tier(), tier, "capped at {tier}");
    c
}

/// Runs `f` and asserts, through the dispatch counters, that `tier`'s GCM kernel ran and no
/// kernel of a higher tier did (the derivation's AES blocks count on the baseline tier).
#[allow(dead_code, reason = "not every test binary uses it")]
pub fn ran_on<R>(tier: Tier, f: impl FnOnce() -> R) -> R {
    let before = hw_cpu::counters::snapshot();
    let r = f();
    let grown: Vec<Tier> = hw_cpu::counters::grown_since(before).collect();
    assert!(grown.contains(&tier), "{tier} did not run: {grown:?}");
    assert!(grown.iter().all(|t| *t <= tier), "above {tier}: {grown:?}");
    r
}
