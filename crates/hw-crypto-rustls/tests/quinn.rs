//! quinn client and server on 127.0.0.1 with our provider: a bidirectional stream of 4 MiB each
//! way, with 1-RTT packets on TLS13_AES_256_GCM_SHA384 (Initial packets keep the base
//! provider's AES-128-GCM, which QUIC requires). The dispatch counters show that our AES-256-GCM
//! protected the packets, on the best tier of this CPU.

use std::sync::Arc;

use quinn::crypto::rustls::{QuicClientConfig, QuicServerConfig};
use rustls::crypto::CryptoProvider;
use rustls::pki_types::{PrivateKeyDer, PrivatePkcs8KeyDer};
use rustls::CipherSuite;

const SIZE: usize = 4 << 20;

/// Our TLS 1.3 suite first, and the base provider's AES-128-GCM for Initial packets.
fn provider() -> Arc<CryptoProvider> {
    let p = hw_crypto_rustls::provider();
    let aes128 = *p
        .cipher_suites
        .iter()
        .find(|s| s.suite() == CipherSuite::TLS13_AES_128_GCM_SHA256)
        .unwrap();
    Arc::new(CryptoProvider {
        cipher_suites: vec![hw_crypto_rustls::TLS13_AES_256_GCM_SHA384, aes128],
        ..p
    })
}

#[test]
fn bidirectional_stream_over_quic() {
    let key = rcgen::KeyPair::generate_for(&rcgen::PKCS_ECDSA_P256_SHA256).unwrap();
    let cert = rcgen::CertificateParams::new(vec!["localhost".to_owned()])
        .unwrap()
        .self_signed(&key)
        .unwrap();
    let server_tls = rustls::ServerConfig::builder_with_provider(provider())
        .with_protocol_versions(&[&rustls::version::TLS13])
        .unwrap()
        .with_no_client_auth()
        .with_single_cert(
            vec![cert.der().clone()],
            PrivateKeyDer::Pkcs8(PrivatePkcs8KeyDer::from(key.serialize_der())),
        )
        .unwrap();
    let mut roots = rustls::RootCertStore::empty();
    roots.add(cert.der().clone()).unwrap();
    let client_tls = rustls::ClientConfig::builder_with_provider(provider())
        .with_protocol_versions(&[&rustls::version::TLS13])
        .unwrap()
        .with_root_certificates(roots)
        .with_no_client_auth();
    let server_config = quinn::ServerConfig::with_crypto(Arc::new(
        QuicServerConfig::try_from(server_tls).expect("our provider has the Initial suite"),
    ));
    let client_config = quinn::ClientConfig::new(Arc::new(
        QuicClientConfig::try_from(client_tls).expect("our provider has the Initial suite"),
    ));

    let sent: Vec<u8> = (0..SIZE).map(|i| (i * 13 + (i >> 10)) as u8).collect();
    let rt = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .unwrap();
    let best = hw_crypto_rustls::tier().unwrap();
    let (before, best_before) = (hw_cpu::counters::snapshot(), hw_cpu::counters::hits(best));
    let echoed = rt.block_on(async {
        let server =
            quinn::Endpoint::server(server_config, "127.0.0.1:0".parse().unwrap()).unwrap();
        let addr = server.local_addr().unwrap();
        let serving = tokio::spawn(async move {
            let conn = server.accept().await.unwrap().await.unwrap();
            let (mut send, mut recv) = conn.accept_bi().await.unwrap();
            let got = recv.read_to_end(SIZE).await.unwrap();
            send.write_all(&got).await.unwrap();
            send.finish().unwrap();
            // Wait for the client to have read it all.
            conn.closed().await;
        });
        let mut client = quinn::Endpoint::client("127.0.0.1:0".parse().unwrap()).unwrap();
        client.set_default_client_config(client_config);
        let conn = client.connect(addr, "localhost").unwrap().await.unwrap();
        let (mut send, mut recv) = conn.open_bi().await.unwrap();
        send.write_all(&sent).await.unwrap();
        send.finish().unwrap();
        let echoed = recv.read_to_end(SIZE).await.unwrap();
        conn.close(0u32.into(), b"done");
        serving.await.unwrap();
        client.wait_idle().await;
        echoed
    });
    assert!(echoed == sent, "{} bytes back of {SIZE}", echoed.len());
    // hw-gcm counted its seals and opens of the 1-RTT packets at the best tier (header
    // protection is hw-aes256's single blocks, which count as the AES-NI kernel).
    let ran: Vec<_> = hw_cpu::counters::grown_since(before).collect();
    assert!(ran.contains(&best), "ran {ran:?}");
    assert!(
        hw_cpu::counters::hits(best) > best_before + 100,
        "a few hundred packets each way ran on our AES-256-GCM"
    );
}
