//! Published AES-256-GCM vectors on every tier this CPU supports: NIST CAVP
//! `gcmEncryptExtIV256.rsp` and `gcmDecrypt256.rsp` (every 96-bit-IV, 128-bit-tag record,
//! FAIL records included) and Wycheproof `aes_gcm_test.json` (every 256-bit-key case; the cases
//! the API cannot express are counted and shown to be unrepresentable).
//!
//! Each suite runs through every API surface (Vec, `_to`, in-place detached), counts the cases
//! and asserts the count.

mod common;
use common::tiers;
use hw_gcm::{Error, HardwareAes256Gcm, Tier};
use hw_test_vectors::{GcmCase, WycheproofAead};

/// The cipher capped at `tier`, from a key read out of a vector file.
fn cipher(key: &[u8], tier: Tier) -> HardwareAes256Gcm {
    common::cipher(key.try_into().expect("256-bit key"), tier)
}

/// Seals through all three surfaces (`hw_test_vectors::seal_all`), asserting that the
/// selected tier's kernel is the one that ran; returns `ct || tag`.
fn seal_all(c: &HardwareAes256Gcm, nonce: &[u8; 12], aad: &[u8], pt: &[u8]) -> Vec<u8> {
    let before = hw_cpu::counters::snapshot();
    let v = hw_test_vectors::seal_all(c, nonce, aad, pt);
    let ran: Vec<Tier> = hw_cpu::counters::grown_since(before).collect();
    assert_eq!(
        ran,
        [c.tier()],
        "the selected kernel must be the one that ran"
    );
    v
}

use hw_test_vectors::open_all;

fn nonce(iv: &[u8]) -> [u8; 12] {
    iv.try_into().expect("96-bit IV")
}

#[test]
fn cavp_encrypt_ext_iv_256() {
    let cases: Vec<GcmCase> = hw_test_vectors::gcm_encrypt_cases();
    assert_eq!(cases.len(), 7875);
    for tier in tiers() {
        let mut ran = 0;
        let mut unrepresentable = 0;
        for t in &cases {
            if t.iv.len() != 12 || t.tag.len() != 16 {
                // Other IV and tag sizes have no type in this API ([u8; 12] and [u8; 16]).
                unrepresentable += 1;
                continue;
            }
            let c = cipher(&t.key, tier);
            let n = nonce(&t.iv);
            let sealed = seal_all(&c, &n, &t.aad, &t.pt);
            assert_eq!(
                sealed[..t.pt.len()],
                t.ct[..],
                "CT, line {} on {tier}",
                t.line
            );
            assert_eq!(
                sealed[t.pt.len()..],
                t.tag[..],
                "Tag, line {} on {tier}",
                t.line
            );
            assert_eq!(open_all(&c, &n, &t.aad, &sealed).unwrap(), t.pt);
            ran += 1;
        }
        // 1/3 of the file has 96-bit IVs, 1/7 of those 128-bit tags.
        assert_eq!(ran, 375, "on {tier}");
        assert_eq!(ran + unrepresentable, 7875);
    }
}

#[test]
fn cavp_decrypt_256_with_fail_records() {
    let cases = hw_test_vectors::gcm_decrypt_cases();
    assert_eq!(cases.len(), 7875);
    for tier in tiers() {
        let (mut ok, mut rejected) = (0, 0);
        for t in cases
            .iter()
            .filter(|t| t.iv.len() == 12 && t.tag.len() == 16)
        {
            let c = cipher(&t.key, tier);
            let sealed = [t.ct.as_slice(), &t.tag].concat();
            match open_all(&c, &nonce(&t.iv), &t.aad, &sealed) {
                Ok(pt) => {
                    assert!(!t.fail, "accepted a FAIL record, line {} on {tier}", t.line);
                    assert_eq!(pt, t.pt, "line {}", t.line);
                    ok += 1;
                }
                Err(e) => {
                    assert!(
                        t.fail,
                        "rejected a valid record, line {} on {tier}: {e}",
                        t.line
                    );
                    assert_eq!(e, Error::Authentication);
                    rejected += 1;
                }
            }
        }
        assert_eq!((ok + rejected, rejected), (375, 191), "on {tier}");
    }
}

#[test]
fn wycheproof_aes_gcm_256() {
    let all: Vec<WycheproofAead> = hw_test_vectors::wycheproof_aead("wycheproof/aes_gcm_test.json");
    let cases: Vec<&WycheproofAead> = all.iter().filter(|t| t.key_size == 256).collect();
    assert_eq!(cases.len(), 105);
    for tier in tiers() {
        let (mut valid, mut invalid, mut other_iv) = (0, 0, 0);
        for t in &cases {
            assert_eq!(
                t.tag_size, 128,
                "tcId {}: every 256-bit case has a 128-bit tag",
                t.tc_id
            );
            let c = cipher(&t.key, tier);
            let Ok(n) = <[u8; 12]>::try_from(t.iv.as_slice()) else {
                // A nonce that is not 12 bytes cannot be passed: `&[u8; 12]` is the only form.
                other_iv += 1;
                continue;
            };
            if t.check(&c, &n, seal_all, &tier.to_string()) {
                valid += 1;
            } else {
                invalid += 1;
            }
        }
        assert_eq!(
            (valid, invalid, other_iv),
            (VALID_96, INVALID_96, OTHER_IV),
            "on {tier}"
        );
    }
}

// Counted from the file independently of this code (aes_gcm_test.json at the pinned Wycheproof
// commit, keySize 256): 39 valid and 27 invalid cases with 96-bit IVs, 39 with other IV sizes.
const VALID_96: usize = 39;
const INVALID_96: usize = 27;
const OTHER_IV: usize = 39;
