//! Helpers shared by the integration tests of hw-gcm-siv.

use hw_gcm_siv::{Error, HardwareAes256GcmSiv, Tier};

pub use hw_test_vectors::tiers;

/// The cipher capped at `tier`; asserts that exactly that tier was selected.
pub fn cipher(key: &[u8; 32], tier: Tier) -> HardwareAes256GcmSiv {
    let c = HardwareAes256GcmSiv::new_capped(key, tier).expect("hardware present");
    assert_eq!(c.tier(), tier, "capped at {tier}");
    c
}

/// The kernel a message runs on: on x86_64, messages of at most 256 bytes with at most 256
/// bytes of AAD take the short path, the AES-NI kernel on every tier up to 128 bytes of
/// message and the selected tier's beyond (the VAES tiers run its counter mode on ymm
/// registers); all others run the selected tier's kernels.
pub fn expected_kernel(c: &HardwareAes256GcmSiv, aad: usize, msg: usize) -> Tier {
    if cfg!(target_arch = "x86_64") && msg <= 128 && aad <= 256 {
        Tier::AesNiClmul
    } else {
        c.tier()
    }
}

/// Seals through all three surfaces (`hw_test_vectors::seal_all`); asserts that the selected
/// tier's kernel is the one that ran; returns `ct || tag`.
pub fn seal_all(c: &HardwareAes256GcmSiv, nonce: &[u8; 12], aad: &[u8], pt: &[u8]) -> Vec<u8> {
    let before = hw_cpu::counters::snapshot();
    let v = hw_test_vectors::seal_all(c, nonce, aad, pt);
    let ran: Vec<Tier> = hw_cpu::counters::grown_since(before).collect();
    // Three seals ran; each surface is the same kernel.
    assert!(
        ran.iter()
            .all(|&t| t == expected_kernel(c, aad.len(), pt.len()))
            && !ran.is_empty(),
        "the kernel that ran: {ran:?}"
    );
    v
}

/// Opens through all three surfaces (`hw_test_vectors::open_all`); asserts that they agree,
/// that every failure wiped its output, and which kernel ran.
pub fn open_all(
    c: &HardwareAes256GcmSiv,
    nonce: &[u8; 12],
    aad: &[u8],
    sealed: &[u8],
) -> Result<Vec<u8>, Error> {
    let before = hw_cpu::counters::snapshot();
    let v = hw_test_vectors::open_all(c, nonce, aad, sealed);
    if sealed.len() >= 16 {
        let ran: Vec<Tier> = hw_cpu::counters::grown_since(before).collect();
        let want = expected_kernel(c, aad.len(), sealed.len() - 16);
        assert!(
            ran.iter().all(|&t| t == want) && !ran.is_empty(),
            "the kernel that ran: {ran:?}"
        );
    }
    v
}

#[allow(unused_imports, reason = "not every test binary uses it")]
pub use hw_test_vectors::Fill;
