//! Interoperability with two independent AES-256-GCM implementations, on every tier this CPU
//! supports: *ring* 0.17 (`LessSafeKey`) and RustCrypto `aes-gcm` 0.10.
//!
//! For every case the sealed output (`ciphertext || tag`) of this crate must be byte-identical
//! to both peers' output, this crate must open what the peers sealed, and both peers must open
//! what this crate sealed. Three families of cases:
//!
//! - a property test over random keys, nonces, plaintexts (0..=4200 bytes) and AAD
//!   (0..=600 bytes); the number of cases comes from `HW_CRYPTO_PROPTEST_CASES` (default 256);
//! - a deterministic sweep of the lengths where block and 8-block boundaries fall;
//! - a few large messages (1 MiB, 1 MiB + 1, 1 MiB + 15; and 3 MiB + 7 in optimized builds);
//! - all-zero and all-ones keys, nonces and plaintexts.
//!
//! Every test counts the cases it ran and asserts the count.

mod common;
use common::{cipher, tiers, Fill};
use std::sync::atomic::{AtomicUsize, Ordering};

use aes_gcm::aead::{Aead, KeyInit, Payload};
use aes_gcm::Aes256Gcm;
use hw_gcm::Tier;
use proptest::prelude::*;
use proptest::test_runner::{Config, TestCaseError, TestCaseResult, TestRunner};
use ring::aead::{Aad, LessSafeKey, Nonce, UnboundKey, AES_256_GCM};

/// The number of property-test cases: `HW_CRYPTO_PROPTEST_CASES`, or `default`.
fn proptest_cases(default: u32) -> u32 {
    match std::env::var("HW_CRYPTO_PROPTEST_CASES") {
        Ok(s) => s
            .trim()
            .parse()
            .unwrap_or_else(|_| panic!("HW_CRYPTO_PROPTEST_CASES={s:?} is not a whole number")),
        Err(_) => default,
    }
}

/// A runner with an explicit case count and no regression files (this suite writes nothing to
/// the source tree; a failure prints the minimal input instead).
fn runner(cases: u32) -> TestRunner {
    TestRunner::new(Config {
        cases,
        failure_persistence: None,
        ..Config::default()
    })
}

/// Both peers, keyed once.
struct Peers {
    ring: LessSafeKey,
    rc: Aes256Gcm,
}

impl Peers {
    fn new(key: &[u8; 32]) -> Self {
        let unbound = UnboundKey::new(&AES_256_GCM, key).expect("ring accepts a 32-byte key");
        Peers {
            ring: LessSafeKey::new(unbound),
            rc: Aes256Gcm::new(key.into()),
        }
    }

    fn ring_seal(&self, nonce: &[u8; 12], aad: &[u8], pt: &[u8]) -> Vec<u8> {
        let mut buf = pt.to_vec();
        self.ring
            .seal_in_place_append_tag(
                Nonce::assume_unique_for_key(*nonce),
                Aad::from(aad),
                &mut buf,
            )
            .expect("ring seals");
        buf
    }

    fn ring_open(&self, nonce: &[u8; 12], aad: &[u8], sealed: &[u8]) -> Option<Vec<u8>> {
        let mut buf = sealed.to_vec();
        let n = self
            .ring
            .open_in_place(
                Nonce::assume_unique_for_key(*nonce),
                Aad::from(aad),
                &mut buf,
            )
            .ok()?
            .len();
        buf.truncate(n);
        Some(buf)
    }

    fn rc_seal(&self, nonce: &[u8; 12], aad: &[u8], pt: &[u8]) -> Vec<u8> {
        self.rc
            .encrypt(nonce.into(), Payload { msg: pt, aad })
            .expect("aes-gcm seals")
    }

    fn rc_open(&self, nonce: &[u8; 12], aad: &[u8], sealed: &[u8]) -> Option<Vec<u8>> {
        self.rc
            .decrypt(nonce.into(), Payload { msg: sealed, aad })
            .ok()
    }
}

/// [`check`] on a key, nonce, AAD of `aad_len` bytes and plaintext of `pt_len` bytes drawn
/// from `fill`.
fn check_random(fill: &mut Fill, pt_len: usize, aad_len: usize, tiers: &[Tier]) {
    let key = fill.array::<32>();
    let nonce = fill.array::<12>();
    let aad = fill.bytes(aad_len);
    let pt = fill.bytes(pt_len);
    check(&key, &nonce, &aad, &pt, tiers).unwrap_or_else(|e| panic!("{e}"));
}

/// Runs `op` (a seal or open of a cipher whose kernel tier is `ran`) and checks that it
/// succeeded and entered exactly that tier's kernel.
fn on_kernel<T, E: std::fmt::Display>(
    ran: Tier,
    what: &str,
    op: impl FnOnce() -> Result<T, E>,
) -> Result<T, TestCaseError> {
    let before = hw_cpu::counters::snapshot();
    let out = op().map_err(|e| TestCaseError::fail(format!("{what} on {ran}: {e}")))?;
    let grown: Vec<Tier> = hw_cpu::counters::grown_since(before).collect();
    prop_assert_eq!(&grown, &[ran], "{} must run the selected kernel", what);
    Ok(out)
}
/// The full comparison for one message on every tier in `tiers`:
/// ours == ring == aes-gcm byte for byte; ours opens both peers' output; both peers open ours.
/// Also asserts that exactly the selected tier's kernel ran for each of our operations.
fn check(
    key: &[u8; 32],
    nonce: &[u8; 12],
    aad: &[u8],
    pt: &[u8],
    tiers: &[Tier],
) -> TestCaseResult {
    let peers = Peers::new(key);
    let by_ring = peers.ring_seal(nonce, aad, pt);
    let by_rc = peers.rc_seal(nonce, aad, pt);
    prop_assert_eq!(by_ring.len(), pt.len() + 16);
    prop_assert!(by_ring == by_rc, "ring and aes-gcm disagree");

    // The peers' outputs are equal (asserted above), so ours opens that one output; and the
    // peers open each distinct output of ours once (one today: every tier must agree). This
    // keeps the slow debug build of aes-gcm to one seal and one open per message.
    let mut opened_by_peers: Vec<Vec<u8>> = Vec::new();
    for &tier in tiers {
        let c = cipher(key, tier);
        let ran = c.tier();

        let sealed = on_kernel(ran, "seal", || c.encrypt_with_nonce(nonce, aad, pt))?;
        prop_assert!(
            sealed == by_ring,
            "ours differs from ring/aes-gcm on {} (pt {} B, aad {} B)",
            tier,
            pt.len(),
            aad.len()
        );

        // Ours opens the peers' output.
        let opened = on_kernel(ran, "opening the peers' output", || {
            c.decrypt_with_nonce(nonce, aad, &by_rc)
        })?;
        prop_assert!(
            opened == pt,
            "opening the peers' output on {} changed it",
            tier
        );

        // Both peers open ours.
        if !opened_by_peers.contains(&sealed) {
            prop_assert!(
                peers.ring_open(nonce, aad, &sealed).as_deref() == Some(pt),
                "ring cannot open ours from {}",
                tier
            );
            prop_assert!(
                peers.rc_open(nonce, aad, &sealed).as_deref() == Some(pt),
                "aes-gcm cannot open ours from {}",
                tier
            );
            opened_by_peers.push(sealed);
        }
    }
    prop_assert_eq!(
        opened_by_peers.len(),
        1,
        "every tier must seal the same bytes"
    );
    Ok(())
}

#[test]
fn random_messages_match_ring_and_aes_gcm() {
    static RAN: AtomicUsize = AtomicUsize::new(0);
    let cases = proptest_cases(256);
    let tiers = tiers();
    let strategy = (
        any::<[u8; 32]>(),
        any::<[u8; 12]>(),
        prop::collection::vec(any::<u8>(), 0..=4200),
        prop::collection::vec(any::<u8>(), 0..=600),
    );
    let result = runner(cases).run(&strategy, |(key, nonce, pt, aad)| {
        RAN.fetch_add(1, Ordering::Relaxed);
        check(&key, &nonce, &aad, &pt, &tiers)
    });
    if let Err(e) = result {
        panic!("{e}");
    }
    assert_eq!(RAN.load(Ordering::Relaxed), cases as usize);
}

/// Plaintext lengths where the kernel changes path: every length up to 3 blocks, both sides of
/// every block boundary up to 70 blocks (1120 bytes), and both sides of every 8-block
/// (128-byte) boundary up to 33 chunks (4224 bytes). Sorted, no duplicates.
fn edge_pt_lengths() -> Vec<usize> {
    let mut v: Vec<usize> = (0..=48).collect();
    for k in 1..=70 {
        v.extend([k * 16 - 1, k * 16, k * 16 + 1]);
    }
    for k in 1..=33 {
        v.extend([k * 128 - 1, k * 128, k * 128 + 1]);
    }
    v.sort_unstable();
    v.dedup();
    v
}

/// AAD lengths around the block boundaries and the 8-block aggregation width.
// 63-65: the AAD limit of `vaes_avx512`'s short path (and of its one-register AAD hash).
const EDGE_AAD_LENGTHS: [usize; 17] = [
    0, 1, 12, 13, 15, 16, 17, 31, 32, 33, 63, 64, 65, 127, 128, 129, 600,
];

#[test]
fn edge_lengths_match_ring_and_aes_gcm() {
    let pts = edge_pt_lengths();
    // 0..=48 (49); the block-boundary triples beyond 48: 49 (k = 3) and 3 each for
    // k = 4..=70 (202); the 8-block triples beyond 1121: 3 each for k = 9..=33 (75). The
    // 8-block triples for k <= 8 are block-boundary triples already.
    assert_eq!(pts.len(), 49 + (1 + 3 * 67) + 3 * 25);
    assert_eq!(*pts.last().unwrap(), 33 * 128 + 1);

    // The full cross product: every plaintext length with every AAD length.
    let tiers = tiers();
    let mut fill = Fill(0x5eed_0001);
    let mut ran = 0;
    for &aad_len in &EDGE_AAD_LENGTHS {
        for &pt_len in &pts {
            check_random(&mut fill, pt_len, aad_len, &tiers);
            ran += 1;
        }
    }
    assert_eq!(ran, EDGE_AAD_LENGTHS.len() * pts.len());
    assert_eq!(ran, 17 * 326);
}

#[test]
fn large_messages_match_ring_and_aes_gcm() {
    const MIB: usize = 1 << 20;
    // (plaintext length, AAD length). The 3 MiB message (with 64 KiB + 3 of AAD) runs only in
    // optimized builds: unoptimized aes-gcm 0.10 manages about 3 MB/s, which would make it
    // the slowest test of the crate by far.
    let mut sizes = vec![(MIB, 0), (MIB + 1, 13), (MIB + 15, 600)];
    if !cfg!(debug_assertions) {
        sizes.push((3 * MIB + 7, 64 * 1024 + 3));
    }
    let tiers = tiers();
    let mut fill = Fill(0x5eed_0002);
    let mut ran = 0;
    for (pt_len, aad_len) in sizes {
        check_random(&mut fill, pt_len, aad_len, &tiers);
        ran += 1;
    }
    assert_eq!(ran, if cfg!(debug_assertions) { 3 } else { 4 });
}

#[test]
fn counter_block_edges_match_ring_and_aes_gcm() {
    // All-zero and all-ones keys, nonces and plaintexts, where a byte-order or carry slip in
    // the counter or GHASH tends to show.
    let tiers = tiers();
    let mut ran = 0;
    for key in [[0u8; 32], [0xff; 32]] {
        for nonce in [[0u8; 12], [0xff; 12]] {
            for len in [0, 1, 16, 129, 1000] {
                let pt = vec![0xffu8; len];
                check(&key, &nonce, &pt[..len.min(17)], &pt, &tiers)
                    .unwrap_or_else(|e| panic!("{e}"));
                ran += 1;
            }
        }
    }
    assert_eq!(ran, 2 * 2 * 5);
}
