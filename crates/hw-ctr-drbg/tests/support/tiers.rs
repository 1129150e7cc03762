//! The tiers to test and the check of which AES kernels ran (used by `api.rs` and `kat.rs`).

use hw_aes256::Aes256;
use hw_cpu::counters;
use hw_ctr_drbg::Tier;

/// Every tier the CPU supports, each with the AES kernel tier that hw-aes256 runs when capped
/// at it (the DRBG must run exactly that kernel).
pub fn tiers() -> Vec<(Tier, Tier)> {
    let t: Vec<(Tier, Tier)> = hw_cpu::supported_tiers()
        .map(|cap| {
            let aes = Aes256::new_capped(&[0; 32], cap).expect("AES instructions present");
            (cap, aes.tier())
        })
        .collect();
    assert!(!t.is_empty(), "no hardware tier: this CPU lacks AES-NI");
    t
}

/// Asserts that `f` ran the `kernel` tier's counter-mode code, and no AES code but that and
/// the architecture's baseline (AES-NI or `aes_pmull`, which runs key expansion, the derivation
/// function's blocks and single blocks on every tier).
pub fn only_kernel<T>(kernel: Tier, what: &str, f: impl FnOnce() -> T) -> T {
    let before = counters::snapshot();
    let r = f();
    let ran: Vec<Tier> = counters::grown_since(before).collect();
    assert!(
        ran.contains(&kernel),
        "{what}: the {kernel} kernel must run, ran {ran:?}"
    );
    assert!(
        ran.iter().all(|&t| t == kernel || t == Tier::ALL[0]),
        "{what}: only the {kernel} and baseline kernels may run, ran {ran:?}"
    );
    r
}
