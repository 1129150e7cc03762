//! Byte-identical to RustCrypto `xaes-256-gcm` 0.1, both ways: our seal opens there and theirs
//! opens here, over a proptest sweep of plaintexts 0..600 and AAD 0..80 bytes, random keys and
//! nonces, on every tier.

mod common;

use std::cell::Cell;

use common::{ran_on, tiers, xaes};
use proptest::prelude::*;
use proptest::test_runner::{Config, TestRunner};
use xaes_256_gcm::aead::{Aead, KeyInit, Payload};

const CASES: u32 = 96;

#[test]
fn byte_identical_to_rustcrypto_both_ways() {
    for tier in tiers() {
        let ran = Cell::new(0u32);
        let mut runner = TestRunner::new(Config {
            cases: CASES,
            failure_persistence: None,
            ..Config::default()
        });
        let strategy = (
            any::<[u8; 32]>(),
            any::<[u8; 24]>(),
            proptest::collection::vec(any::<u8>(), 0..600),
            proptest::collection::vec(any::<u8>(), 0..80),
        );
        runner
            .run(&strategy, |(key, nonce, msg, aad)| {
                let ours = xaes(&key, tier);
                let theirs = xaes_256_gcm::Xaes256Gcm::new(&key.into());
                let sealed = ran_on(tier, || {
                    ours.encrypt_with_nonce(&nonce, &aad, &msg).unwrap()
                });
                let payload = Payload {
                    msg: &msg,
                    aad: &aad,
                };
                let expected = theirs.encrypt(&nonce.into(), payload).unwrap();
                prop_assert_eq!(&sealed, &expected);
                let opened = theirs
                    .decrypt(
                        &nonce.into(),
                        Payload {
                            msg: &sealed,
                            aad: &aad,
                        },
                    )
                    .unwrap();
                prop_assert_eq!(&opened, &msg);
                prop_assert_eq!(
                    &ours.decrypt_with_nonce(&nonce, &aad, &expected).unwrap(),
                    &msg
                );
                ran.set(ran.get() + 1);
                Ok(())
            })
            .unwrap();
        assert_eq!(ran.get(), CASES, "on {tier}");
    }
}

/// Every length 0..=144, across the block boundaries and the 128-byte line below which a
/// message is one kernel call on x86_64, with a 2-byte and a 150-byte AAD (9 whole blocks:
/// every power of `H`), sealed into a new buffer and opened in place, on every tier.
#[test]
fn every_short_length() {
    let key = [0x5c; 32];
    let theirs = xaes_256_gcm::Xaes256Gcm::new(&key.into());
    let long_aad = [0xa7u8; 150];
    let mut ran = 0;
    for tier in tiers() {
        let ours = xaes(&key, tier);
        for len in 0..=144usize {
            let aad: &[u8] = if len % 2 == 0 { b"ad" } else { &long_aad };
            let msg: Vec<u8> = (0..len).map(|i| i as u8).collect();
            let nonce: [u8; 24] = core::array::from_fn(|i| (i + len) as u8);
            let sealed = ran_on(tier, || ours.encrypt_with_nonce(&nonce, aad, &msg).unwrap());
            let payload = Payload { msg: &msg, aad };
            assert_eq!(
                sealed,
                theirs.encrypt(&nonce.into(), payload).unwrap(),
                "len {len}"
            );
            let (mut buf, tag) = (sealed[..len].to_vec(), &sealed[len..]);
            ran_on(tier, || {
                ours.open_in_place_detached(&nonce, aad, &mut buf, tag.try_into().unwrap())
            })
            .unwrap();
            assert_eq!(buf, msg, "len {len}");
            ran += 1;
        }
    }
    assert_eq!(ran, 145 * tiers().len());
}
