//! POLYVAL vectors (RFC 8452 Appendices A and C, google/hctr2 JSON) and the GHASH values implied
//! by the NIST CAVP GCM vectors, on every tier this CPU supports.

use hw_cpu::counters;
use hw_polyval::{Ghash, Polyval, Tier};

use hw_test_vectors::{on_every_tier, tiers};

/// The kernel this crate runs for a tier (`aes_pmull_eor3` has no POLYVAL kernel of its own).
fn kernel_for(tier: Tier) -> Tier {
    match tier {
        Tier::AesPmullEor3 => Tier::AesPmull,
        t => t,
    }
}

fn blocks(data: &[u8]) -> Vec<[u8; 16]> {
    let (b, rest) = data.as_chunks::<16>();
    assert!(rest.is_empty());
    b.to_vec()
}

#[test]
fn polyval_published_vectors() {
    let cases = hw_test_vectors::polyval_cases();
    // Cases: 51 RFC 8452 App. C + 45 hctr2 JSON + 2 RFC 8452 App. A.
    on_every_tier(&cases, 98, |tier, c| {
        let mut p = Polyval::new_capped(&c.h, tier).unwrap();
        assert_eq!(p.tier(), kernel_for(tier));
        let before = counters::snapshot();
        p.update(&blocks(&c.input));
        assert_eq!(
            counters::grown_since(before).collect::<Vec<_>>(),
            [p.tier()]
        );
        assert_eq!(p.finalize(), c.result, "{} on {tier}", c.source);
        // Block by block must agree with the aggregated path.
        let mut p = Polyval::new_capped(&c.h, tier).unwrap();
        for b in blocks(&c.input) {
            p.update(&[b]);
        }
        assert_eq!(p.finalize(), c.result, "{} one block at a time", c.source);
    });
}

/// GHASH(H, A || C || len) = tag ^ E(K, J0) for every 96-bit-IV encryption record (SP 800-38D
/// §7.1), with H = E(K, 0^128) computed by hw-aes256. Truncated tags compare their prefix.
#[test]
fn ghash_implied_by_cavp_gcm() {
    let cases = hw_test_vectors::gcm_encrypt_cases();
    for tier in tiers() {
        let mut ran = 0;
        for c in cases.iter().filter(|c| c.iv.len() == 12) {
            let key: [u8; 32] = c.key.as_slice().try_into().unwrap();
            let aes = hw_aes256::Aes256::new(&key).unwrap();
            let mut h = [0u8; 16];
            aes.encrypt_block(&mut h);
            let mut j0 = [0u8; 16];
            j0[..12].copy_from_slice(&c.iv);
            j0[15] = 1;
            aes.encrypt_block(&mut j0);

            let mut g = Ghash::new_capped(&h, tier).unwrap();
            g.update_padded(&c.aad);
            g.update_padded(&c.ct);
            let mut len = [0u8; 16];
            len[..8].copy_from_slice(&(c.aad.len() as u64 * 8).to_be_bytes());
            len[8..].copy_from_slice(&(c.ct.len() as u64 * 8).to_be_bytes());
            g.update(&[len]);
            let s = g.finalize();
            let tag: Vec<u8> = s.iter().zip(j0).map(|(a, b)| a ^ b).collect();
            assert_eq!(tag[..c.tag.len()], c.tag[..], "line {} on {tier}", c.line);
            ran += 1;
        }
        assert_eq!(
            ran,
            7875 / 3,
            "the 96-bit-IV third of gcmEncryptExtIV256.rsp"
        );
    }
}

#[test]
fn split_updates_match_one_update() {
    let h: [u8; 16] = core::array::from_fn(|i| (i * 29 + 1) as u8);
    let data: Vec<[u8; 16]> = (0..37u8).map(|i| [i.wrapping_mul(13); 16]).collect();
    for tier in tiers() {
        let mut whole = Ghash::new_capped(&h, tier).unwrap();
        whole.update(&data);
        let whole = whole.finalize();
        for split in 0..=data.len() {
            let mut g = Ghash::new_capped(&h, tier).unwrap();
            g.update(&data[..split]);
            g.update(&data[split..]);
            assert_eq!(g.finalize(), whole, "split at {split}");
        }
    }
}

/// The published vectors are all shorter than 16 blocks; this drives the wide tiers' 16-block
/// loop: every tier must give the 128-bit kernel's result for lengths around multiples of 16
/// blocks, in one update and split in two.
#[test]
fn every_tier_agrees_on_long_inputs() {
    let h: [u8; 16] = core::array::from_fn(|i| (i * 53 + 7) as u8);
    let mut x = 0x9e37_79b9_7f4a_7c15u64;
    let data: Vec<[u8; 16]> = (0..300)
        .map(|_| {
            core::array::from_fn(|_| {
                x ^= x << 13;
                x ^= x >> 7;
                x ^= x << 17;
                x as u8
            })
        })
        .collect();
    let mut ran = 0;
    for n in (0..=70).chain([127, 128, 129, 255, 256, 257, 300]) {
        let reference = {
            let mut g = Ghash::new_capped(&h, Tier::ALL[0]).unwrap();
            g.update(&data[..n]);
            g.finalize()
        };
        for tier in tiers() {
            let mut g = Ghash::new_capped(&h, tier).unwrap();
            g.update(&data[..n]);
            assert_eq!(g.finalize(), reference, "{n} blocks on {tier}");
            let mut g = Ghash::new_capped(&h, tier).unwrap();
            g.update(&data[..n / 3]);
            g.update(&data[n / 3..n]);
            assert_eq!(g.finalize(), reference, "{n} blocks split on {tier}");
            let mut p = Polyval::new_capped(&h, tier).unwrap();
            p.update(&data[..n]);
            let mut q = Polyval::new_capped(&h, Tier::ALL[0]).unwrap();
            q.update(&data[..n]);
            assert_eq!(p.finalize(), q.finalize(), "POLYVAL {n} blocks on {tier}");
            ran += 1;
        }
    }
    assert_eq!(ran, 78 * tiers().len());
}
