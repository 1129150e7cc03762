//! rustls client and server over memory: our provider against itself and against the stock
//! base provider (aws-lc-rs), TLS 1.3 and TLS 1.2 (ECDSA and RSA suites), application data
//! from 0 to 70,000 bytes with records at the 16 KiB limit, key updates, a tampered record, and
//! the tier that ran, on every tier this CPU supports.

mod common;

use common::{client_config, identity, ours, server_config, stock, Identity, Pair};
use hw_crypto_rustls::{
    test_hooks, Tier, TLS13_AES_256_GCM_SHA384, TLS_ECDHE_ECDSA_WITH_AES_256_GCM_SHA384,
    TLS_ECDHE_RSA_WITH_AES_256_GCM_SHA384,
};
use rustls::version::{TLS12, TLS13};
use rustls::{SupportedCipherSuite, SupportedProtocolVersion};

use hw_test_vectors::tiers;

/// The sizes every configuration carries both ways: empty, around the 16 KiB record limit, and
/// every 997th size up to 70,000.
fn sizes() -> Vec<usize> {
    let mut v: Vec<usize> = (0..=70_000).step_by(997).collect();
    v.extend([
        1, 15, 16, 17, 16_383, 16_384, 16_385, 32_768, 49_152, 70_000,
    ]);
    v
}

/// (suite, version, RSA certificate?) of each configuration.
fn configs() -> [(
    SupportedCipherSuite,
    &'static SupportedProtocolVersion,
    bool,
); 3] {
    [
        (TLS13_AES_256_GCM_SHA384, &TLS13, false),
        (TLS_ECDHE_ECDSA_WITH_AES_256_GCM_SHA384, &TLS12, false),
        (TLS_ECDHE_RSA_WITH_AES_256_GCM_SHA384, &TLS12, true),
    ]
}

fn pair(
    suite: SupportedCipherSuite,
    v: &'static SupportedProtocolVersion,
    id: &Identity,
    client_ours: bool,
    server_ours: bool,
) -> Pair {
    let p = |o: bool| if o { ours(suite) } else { stock(suite) };
    let pair = Pair::new(
        client_config(p(client_ours), v, id),
        server_config(p(server_ours), v, id),
    );
    assert_eq!(
        pair.client.negotiated_cipher_suite().map(|s| s.suite()),
        Some(suite.suite())
    );
    pair
}

#[test]
fn data_both_ways_on_every_combination_and_tier() {
    let ids = [identity(false), identity(true)];
    let mut transfers = 0;
    for tier in tiers() {
        test_hooks::set_cap(tier);
        for (suite, v, rsa) in configs() {
            let id = &ids[usize::from(rsa)];
            for (c, s) in [(true, true), (true, false), (false, true)] {
                let before = hw_cpu::counters::snapshot();
                let mut pair = pair(suite, v, id, c, s);
                for n in sizes() {
                    let data: Vec<u8> = (0..n).map(|i| (i * 7 + n) as u8).collect();
                    pair.both_ways(&data);
                    transfers += 1;
                }
                // Our record protection ran, on the tier capped (short records on the VAES
                // tiers also run the AES-NI kernel, which records the key's tier too).
                let ran: Vec<Tier> = hw_cpu::counters::grown_since(before).collect();
                assert_eq!(ran, [tier], "{:?} {c}/{s} on {tier}", suite.suite());
            }
        }
    }
    assert_eq!(transfers, tiers().len() * 3 * 3 * sizes().len());
}

#[test]
fn key_updates_keep_the_connection_working() {
    let id = identity(false);
    for tier in tiers() {
        test_hooks::set_cap(tier);
        for (c, s) in [(true, true), (true, false), (false, true)] {
            let mut pair = pair(TLS13_AES_256_GCM_SHA384, &TLS13, &id, c, s);
            for round in 0..4 {
                pair.client.refresh_traffic_keys().unwrap();
                pair.server.refresh_traffic_keys().unwrap();
                pair.both_ways(&vec![round as u8; 20_000]);
            }
        }
    }
}

#[test]
fn a_tampered_record_is_refused_and_nothing_is_delivered() {
    use std::io::{Read, Write};
    let ids = [identity(false), identity(true)];
    for (suite, v, rsa) in configs() {
        let mut pair = pair(suite, v, &ids[usize::from(rsa)], true, true);
        pair.client.writer().write_all(b"attack at dawn").unwrap();
        let mut wire = Vec::new();
        pair.client.write_tls(&mut wire).unwrap();
        let last = wire.len() - 3;
        wire[last] ^= 0x01;
        let err = pair.deliver_to_server(&wire).unwrap_err();
        assert_eq!(err, rustls::Error::DecryptError, "{:?}", suite.suite());
        assert!(pair.at_server.is_empty(), "nothing delivered");
        let mut buf = [0u8; 64];
        assert!(!matches!(pair.server.reader().read(&mut buf), Ok(n) if n > 0));
        // The server closes: its next output is the fatal alert.
        assert!(pair.server.wants_write());
    }
}

#[test]
fn provider_replaces_exactly_the_aes_256_gcm_suites() {
    let base = rustls::crypto::aws_lc_rs::default_provider();
    let ours = hw_crypto_rustls::provider();
    let names = |p: &rustls::crypto::CryptoProvider| -> Vec<_> {
        p.cipher_suites.iter().map(|s| s.suite()).collect()
    };
    assert_eq!(names(&ours), names(&base), "same suites, same order");
    let mut replaced = 0;
    for (o, b) in ours.cipher_suites.iter().zip(&base.cipher_suites) {
        let is_ours = [
            TLS13_AES_256_GCM_SHA384,
            TLS_ECDHE_ECDSA_WITH_AES_256_GCM_SHA384,
            TLS_ECDHE_RSA_WITH_AES_256_GCM_SHA384,
        ]
        .iter()
        .any(|s| s.suite() == o.suite());
        let same = format!("{o:?}") == format!("{b:?}") && std::ptr::eq(suite_ptr(o), suite_ptr(b));
        assert_eq!(!same, is_ours, "{:?}", o.suite());
        replaced += usize::from(is_ours);
    }
    assert_eq!(replaced, 3);
    assert_eq!(ours.kx_groups.len(), base.kx_groups.len());
    assert_eq!(hw_crypto_rustls::tier().unwrap(), *tiers().last().unwrap());
}

fn suite_ptr(s: &SupportedCipherSuite) -> *const u8 {
    match s {
        SupportedCipherSuite::Tls13(t) => (*t as *const rustls::Tls13CipherSuite).cast(),
        SupportedCipherSuite::Tls12(t) => (*t as *const rustls::Tls12CipherSuite).cast(),
    }
}

#[test]
fn extract_keys_for_ktls() {
    let id = identity(false);
    for (suite, v, _) in configs().into_iter().take(2) {
        let c = client_config(ours(suite), v, &id);
        let mut c = (*c).clone();
        c.enable_secret_extraction = true;
        let mut s = (*server_config(ours(suite), v, &id)).clone();
        s.enable_secret_extraction = true;
        let pair = Pair::new(std::sync::Arc::new(c), std::sync::Arc::new(s));
        let secrets = pair.client.dangerous_extract_secrets().unwrap();
        assert!(matches!(
            secrets.tx.1,
            rustls::ConnectionTrafficSecrets::Aes256Gcm { .. }
        ));
    }
}
