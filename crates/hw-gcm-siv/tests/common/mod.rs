//! Helpers shared by the integration tests of hw-gcm-siv.

use hw_gcm_siv::{Error, HardwareAes256GcmSiv, Tier};

/// Every tier the CPU supports (at least one, or this machine cannot run the crate at all).
pub fn tiers() -> Vec<Tier> {
    let all: Vec<Tier> = hw_cpu::supported_tiers().collect();
    assert!(
        !all.is_empty(),
        "no hardware tier: this CPU lacks the AES instructions"
    );
    all
}

/// The cipher capped at `tier`; asserts that exactly that tier was selected.
pub fn cipher(key: &[u8; 32], tier: Tier) -> HardwareAes256GcmSiv {
    let c = HardwareAes256GcmSiv::new_capped(key, tier).expect("hardware present");
    assert_eq!(c.tier(), tier, "capped at {tier}");
    c
}

/// The kernel a message runs on: on x86_64, messages of at most 256 bytes with at most 256
/// bytes of AAD take the short path, which is the zmm tier's own kernel on `vaes_avx512` and
/// the AES-NI kernel on the other tiers; all others run the selected tier's kernels.
pub fn expected_kernel(c: &HardwareAes256GcmSiv, aad: usize, msg: usize) -> Tier {
    if cfg!(target_arch = "x86_64") && msg <= 256 && aad <= 256 && c.tier() != Tier::VaesAvx512 {
        Tier::AesNiClmul
    } else {
        c.tier()
    }
}

/// Seals through all three surfaces (Vec, `_to`, in place); asserts they agree and that the
/// selected tier's kernel is the one that ran; returns `ct || tag`.
pub fn seal_all(c: &HardwareAes256GcmSiv, nonce: &[u8; 12], aad: &[u8], pt: &[u8]) -> Vec<u8> {
    let before = hw_cpu::counters::snapshot();
    let v = c.encrypt_with_nonce(nonce, aad, pt).unwrap();
    let ran: Vec<Tier> = hw_cpu::counters::grown_since(before).collect();
    assert_eq!(
        ran,
        [expected_kernel(c, aad.len(), pt.len())],
        "the kernel that ran"
    );

    let mut out = vec![0xeeu8; pt.len() + 16 + 5];
    let n = c.encrypt_with_nonce_to(nonce, aad, pt, &mut out).unwrap();
    assert_eq!(n, pt.len() + 16);
    assert_eq!(out[..n], v[..]);
    assert_eq!(out[n..], [0xee; 5], "bytes past the result are untouched");

    let mut buf = pt.to_vec();
    let tag = c.seal_in_place_detached(nonce, aad, &mut buf).unwrap();
    assert_eq!(buf[..], v[..pt.len()]);
    assert_eq!(tag[..], v[pt.len()..]);
    v
}

/// Opens through all three surfaces; asserts they agree and that every failure wiped its
/// output.
pub fn open_all(
    c: &HardwareAes256GcmSiv,
    nonce: &[u8; 12],
    aad: &[u8],
    sealed: &[u8],
) -> Result<Vec<u8>, Error> {
    let before = hw_cpu::counters::snapshot();
    let v = c.decrypt_with_nonce(nonce, aad, sealed);
    if sealed.len() >= 16 {
        let ran: Vec<Tier> = hw_cpu::counters::grown_since(before).collect();
        assert_eq!(
            ran,
            [expected_kernel(c, aad.len(), sealed.len() - 16)],
            "the kernel that ran"
        );
    }

    let len = sealed.len().saturating_sub(16);
    let mut out = vec![0xeeu8; len + 3];
    let to = c.decrypt_with_nonce_to(nonce, aad, sealed, &mut out);
    match (&v, to) {
        (Ok(p), Ok(n)) => assert_eq!(out[..n], p[..]),
        (Err(e1), Err(e2)) => {
            assert_eq!(*e1, e2);
            if *e1 == Error::Authentication {
                assert!(
                    out[..len].iter().all(|&b| b == 0),
                    "failed open must wipe out"
                );
            }
        }
        (a, b) => panic!("Vec and _to APIs disagree: {a:?} vs {b:?}"),
    }

    if let Some((ct, tag)) = sealed.len().checked_sub(16).map(|n| sealed.split_at(n)) {
        let tag: &[u8; 16] = tag.try_into().unwrap();
        let mut buf = ct.to_vec();
        let r = c.open_in_place_detached(nonce, aad, &mut buf, tag);
        match (&v, r) {
            (Ok(p), Ok(())) => assert_eq!(&buf, p),
            (Err(e1), Err(e2)) => {
                assert_eq!(*e1, e2);
                assert!(
                    buf.iter().all(|&b| b == 0),
                    "failed in-place open must wipe"
                );
            }
            (a, b) => panic!("Vec and in-place APIs disagree: {a:?} vs {b:?}"),
        }
    }
    v
}

#[allow(unused_imports, reason = "not every test binary uses it")]
pub use hw_test_vectors::Fill;
