//! Helpers shared by the integration tests of hw-gcm.

use hw_gcm::{Backend, HardwareAes256Gcm};

/// Every tier the CPU supports (at least one, or this machine cannot run the crate at all).
pub fn tiers() -> Vec<Backend> {
    let all: Vec<Backend> = hw_cpu::supported_tiers().collect();
    assert!(
        !all.is_empty(),
        "no hardware tier: this CPU lacks AES-NI/PCLMULQDQ"
    );
    all
}

/// The cipher capped at `tier`. Every tier has its own kernel, so capping at a supported tier
/// selects exactly it (the tests also check, through the dispatch counters, that it is the
/// kernel that runs).
pub fn cipher(key: &[u8; 32], tier: Backend) -> HardwareAes256Gcm {
    let c = HardwareAes256Gcm::new_capped(key, tier).expect("hardware present");
    assert_eq!(c.backend(), tier, "capped at {tier}");
    c
}

/// Deterministic filler (SplitMix64), so sweeps are reproducible without a seed.
#[allow(dead_code, reason = "not every test binary uses it")]
pub struct Fill(pub u64);

#[allow(dead_code, reason = "not every test binary uses every method")]
impl Fill {
    /// The next SplitMix64 output.
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    /// `n` bytes, eight from each output.
    pub fn bytes(&mut self, n: usize) -> Vec<u8> {
        let mut v = Vec::with_capacity(n + 8);
        while v.len() < n {
            v.extend_from_slice(&self.next_u64().to_le_bytes());
        }
        v.truncate(n);
        v
    }

    /// `N` bytes as an array.
    pub fn array<const N: usize>(&mut self) -> [u8; N] {
        self.bytes(N).try_into().expect("N bytes")
    }
}
