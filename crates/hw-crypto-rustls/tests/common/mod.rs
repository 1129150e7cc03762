//! What the connection tests share: self-signed certificates, configs on our provider or the
//! stock base provider, and an in-memory pair of connections.

#![allow(dead_code, reason = "each test file uses part of this")]

use std::sync::Arc;

use rustls::crypto::CryptoProvider;
use rustls::pki_types::{CertificateDer, PrivateKeyDer, PrivatePkcs8KeyDer};
use rustls::{
    ClientConfig, ClientConnection, ConnectionCommon, RootCertStore, ServerConfig,
    ServerConnection, SupportedCipherSuite, SupportedProtocolVersion,
};

/// A self-signed certificate for `localhost` and its key.
pub struct Identity {
    pub cert: CertificateDer<'static>,
    pub key: PrivatePkcs8KeyDer<'static>,
}

/// An ECDSA P-256 (`rsa == false`) or RSA 2048 identity.
pub fn identity(rsa: bool) -> Identity {
    let alg = if rsa {
        &rcgen::PKCS_RSA_SHA256
    } else {
        &rcgen::PKCS_ECDSA_P256_SHA256
    };
    let key = rcgen::KeyPair::generate_for(alg).expect("key generation");
    let params = rcgen::CertificateParams::new(vec!["localhost".to_owned()]).expect("params");
    let cert = params.self_signed(&key).expect("self-signed certificate");
    Identity {
        cert: cert.der().clone(),
        key: PrivatePkcs8KeyDer::from(key.serialize_der()),
    }
}

/// Our provider with only `suite` (so both ends must agree on it).
pub fn ours(suite: SupportedCipherSuite) -> CryptoProvider {
    CryptoProvider {
        cipher_suites: vec![suite],
        ..hw_crypto_rustls::provider()
    }
}

/// The stock base provider with only its suite of the same name.
pub fn stock(suite: SupportedCipherSuite) -> CryptoProvider {
    let p = rustls::crypto::aws_lc_rs::default_provider();
    let s = *p
        .cipher_suites
        .iter()
        .find(|s| s.suite() == suite.suite())
        .expect("the base provider has the suite");
    CryptoProvider {
        cipher_suites: vec![s],
        ..p
    }
}

pub fn server_config(
    p: CryptoProvider,
    version: &'static SupportedProtocolVersion,
    id: &Identity,
) -> Arc<ServerConfig> {
    Arc::new(
        ServerConfig::builder_with_provider(Arc::new(p))
            .with_protocol_versions(&[version])
            .expect("the provider supports the version")
            .with_no_client_auth()
            .with_single_cert(
                vec![id.cert.clone()],
                PrivateKeyDer::Pkcs8(id.key.clone_key()),
            )
            .expect("the key matches"),
    )
}

pub fn client_config(
    p: CryptoProvider,
    version: &'static SupportedProtocolVersion,
    id: &Identity,
) -> Arc<ClientConfig> {
    let mut roots = RootCertStore::empty();
    roots.add(id.cert.clone()).expect("a valid certificate");
    Arc::new(
        ClientConfig::builder_with_provider(Arc::new(p))
            .with_protocol_versions(&[version])
            .expect("the provider supports the version")
            .with_root_certificates(roots)
            .with_no_client_auth(),
    )
}

/// A client and a server connected through memory.
pub struct Pair {
    pub client: ClientConnection,
    pub server: ServerConnection,
    /// Plaintext the server / the client has received so far.
    pub at_server: Vec<u8>,
    pub at_client: Vec<u8>,
}

impl Pair {
    pub fn new(c: Arc<ClientConfig>, s: Arc<ServerConfig>) -> Pair {
        let mut p = Pair {
            client: ClientConnection::new(c, "localhost".try_into().unwrap()).unwrap(),
            server: ServerConnection::new(s).unwrap(),
            at_server: Vec::new(),
            at_client: Vec::new(),
        };
        // Writes of up to 70,000 bytes are buffered whole before they are moved.
        p.client.set_buffer_limit(None);
        p.server.set_buffer_limit(None);
        p.handshake();
        p
    }

    pub fn handshake(&mut self) {
        for _ in 0..20 {
            if !self.client.is_handshaking() && !self.server.is_handshaking() {
                return;
            }
            self.client_to_server().unwrap();
            self.server_to_client().unwrap();
        }
        panic!("handshake did not finish");
    }

    /// Moves the client's pending TLS bytes to the server and processes them.
    pub fn client_to_server(&mut self) -> Result<(), rustls::Error> {
        let buf = pending_tls(&mut self.client);
        self.deliver_to_server(&buf)
    }

    /// Feeds `bytes` to the server as received TLS data.
    pub fn deliver_to_server(&mut self, bytes: &[u8]) -> Result<(), rustls::Error> {
        receive(&mut self.server, bytes, &mut self.at_server)
    }

    pub fn server_to_client(&mut self) -> Result<(), rustls::Error> {
        let buf = pending_tls(&mut self.server);
        receive(&mut self.client, &buf, &mut self.at_client)
    }

    /// Sends `data` client -> server and server -> client; checks both arrive whole.
    pub fn both_ways(&mut self, data: &[u8]) {
        let (c, s) = (&mut *self.client, &mut *self.server);
        send(c, s, &mut self.at_server, data, "client -> server");
        send(s, c, &mut self.at_client, data, "server -> client");
    }
}

/// Everything `from` has to send as TLS data.
fn pending_tls<D>(from: &mut ConnectionCommon<D>) -> Vec<u8> {
    let mut buf = Vec::new();
    while from.wants_write() {
        from.write_tls(&mut buf).unwrap();
    }
    buf
}

/// Feeds `bytes` to `to` as received TLS data and appends the plaintext to `at`.
fn receive<D>(
    to: &mut ConnectionCommon<D>,
    mut bytes: &[u8],
    at: &mut Vec<u8>,
) -> Result<(), rustls::Error> {
    while !bytes.is_empty() {
        to.read_tls(&mut bytes).unwrap();
        to.process_new_packets()?;
        drain(&mut to.reader(), at);
    }
    Ok(())
}

/// Sends `data` from `from` to `to` (`what` names the direction) and checks that exactly it
/// arrived in `at`, which it then empties.
fn send<A, B>(
    from: &mut ConnectionCommon<A>,
    to: &mut ConnectionCommon<B>,
    at: &mut Vec<u8>,
    data: &[u8],
    what: &str,
) {
    use std::io::Write;
    from.writer().write_all(data).unwrap();
    let buf = pending_tls(from);
    receive(to, &buf, at).unwrap();
    assert!(*at == data, "{what}, {} bytes", data.len());
    at.clear();
}

/// Appends whatever plaintext `r` has ready to `out`.
fn drain(r: &mut rustls::Reader<'_>, out: &mut Vec<u8>) {
    use std::io::Read;
    let mut buf = [0u8; 8192];
    loop {
        match r.read(&mut buf) {
            Ok(0) | Err(_) => return,
            Ok(n) => out.extend_from_slice(&buf[..n]),
        }
    }
}
