//! Making record, packet and header-protection keys leaves no copy of the AES-256 key schedule
//! in the thread's stack, on every tier: rustls calls these once per connection and key update,
//! and the key objects are built in frames that are wiped before the boxed key is returned.
//!
//! Each key is made (and dropped where it lies) on its own thread below a painted region; this
//! thread reads the region through `/proc/self/mem` and searches it for round keys 2, 7 and 14,
//! computed with a plain FIPS 197 key expansion and kept XOR-masked.

// Optimized builds only: an unoptimized build gives every move its own stack slot, in the
// caller's frame too. CI runs this with `--release`.
#![cfg(all(target_os = "linux", not(debug_assertions)))]

use hw_crypto_rustls::test_hooks::set_cap;
use hw_crypto_rustls::{TLS13_AES_256_GCM_SHA384, TLS_ECDHE_RSA_WITH_AES_256_GCM_SHA384};
use hw_test_vectors::{assert_built_clean, masked_round_keys};
use rustls::crypto::cipher::{AeadKey, Iv};
use rustls::SupportedCipherSuite;

#[test]
fn no_copy_left_by_key_objects() {
    let SupportedCipherSuite::Tls13(tls13) = TLS13_AES_256_GCM_SHA384 else {
        panic!("a TLS 1.3 suite")
    };
    let SupportedCipherSuite::Tls12(tls12) = TLS_ECDHE_RSA_WITH_AES_256_GCM_SHA384 else {
        panic!("a TLS 1.2 suite")
    };
    let quic = tls13.quic.expect("the suite has QUIC");
    let tiers = hw_test_vectors::tiers();
    let mut cases = 0;
    for &tier in &tiers {
        let key = [0x52; 32];
        let masked = masked_round_keys(&key, 13);
        let iv = || Iv::new([7; 12]);
        let check = |what: &str, make: &(dyn Fn() + Sync)| {
            assert_built_clean(&masked, &format!("{tier}, {what}"), || {
                set_cap(tier);
                make();
                Ok::<(), ()>(())
            });
        };
        check("TLS 1.3 encrypter", &|| {
            drop(tls13.aead_alg.encrypter(AeadKey::from(key), iv()));
        });
        check("TLS 1.3 decrypter", &|| {
            drop(tls13.aead_alg.decrypter(AeadKey::from(key), iv()));
        });
        check("TLS 1.2 encrypter", &|| {
            drop(
                tls12
                    .aead_alg
                    .encrypter(AeadKey::from(key), &[1; 4], &[2; 8]),
            );
        });
        check("TLS 1.2 decrypter", &|| {
            drop(tls12.aead_alg.decrypter(AeadKey::from(key), &[1; 4]));
        });
        check("QUIC packet key", &|| {
            drop(quic.packet_key(AeadKey::from(key), iv()));
        });
        check("QUIC header protection key", &|| {
            drop(quic.header_protection_key(AeadKey::from(key)));
        });
        cases += 6;
    }
    assert_eq!(cases, 6 * tiers.len());
}
