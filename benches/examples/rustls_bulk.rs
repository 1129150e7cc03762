//! rustls in-memory bulk transfer, TLS 1.3 with TLS13_AES_256_GCM_SHA384 and full 16 KiB
//! records: hw-crypto-rustls's provider against the same rustls on aws-lc-rs and on ring, and
//! the cost of a full handshake (ECDHE X25519, ECDSA P-256 certificate) on each.
//!
//! ```text
//! cargo run --release --manifest-path benches/Cargo.toml --example rustls_bulk -- [--quick] [--md PATH]
//! ```
//!
//! Method (BENCHMARKING.md rule 1, as `gcm_siv.rs`): per case, each entry's batch is calibrated
//! to about 2 ms, then 21 rounds (`--quick`: 5) run every entry once in rotated order; a figure
//! is the median of the per-batch means. One bulk operation moves 1 MiB client to server in
//! 16 KiB writes: the client seals the records (write, write_tls) and the server opens them
//! (read_tls, process_new_packets, read), all on one thread, so the time is sealing plus
//! opening plus rustls's own record handling and copies. MB/s counts the 1 MiB once.

use std::fmt::Write as _;
use std::hint::black_box;
use std::io::{Read, Write};
use std::sync::Arc;

use hw_crypto_benches::{clock_ghz, cpu_name, interleave, timed, ReportArgs, Runner};
use rustls::crypto::CryptoProvider;
use rustls::pki_types::{CertificateDer, PrivateKeyDer, PrivatePkcs8KeyDer};
use rustls::{ClientConfig, ClientConnection, Connection, ServerConfig, ServerConnection};

const MIB: usize = 1 << 20;
const RECORD: usize = 16 << 10;

struct Identity {
    cert: CertificateDer<'static>,
    key: PrivatePkcs8KeyDer<'static>,
}

fn identity() -> Identity {
    let key = rcgen::KeyPair::generate_for(&rcgen::PKCS_ECDSA_P256_SHA256).unwrap();
    let cert = rcgen::CertificateParams::new(vec!["localhost".to_owned()])
        .unwrap()
        .self_signed(&key)
        .unwrap();
    Identity {
        cert: cert.der().clone(),
        key: PrivatePkcs8KeyDer::from(key.serialize_der()),
    }
}

/// `p` restricted to its TLS13_AES_256_GCM_SHA384 suite.
fn only_aes256(p: CryptoProvider) -> Arc<CryptoProvider> {
    let s = *p
        .cipher_suites
        .iter()
        .find(|s| s.suite() == rustls::CipherSuite::TLS13_AES_256_GCM_SHA384)
        .unwrap();
    Arc::new(CryptoProvider {
        cipher_suites: vec![s],
        ..p
    })
}

fn configs(p: Arc<CryptoProvider>, id: &Identity) -> (Arc<ClientConfig>, Arc<ServerConfig>) {
    let mut roots = rustls::RootCertStore::empty();
    roots.add(id.cert.clone()).unwrap();
    let c = ClientConfig::builder_with_provider(p.clone())
        .with_protocol_versions(&[&rustls::version::TLS13])
        .unwrap()
        .with_root_certificates(roots)
        .with_no_client_auth();
    let s = ServerConfig::builder_with_provider(p)
        .with_protocol_versions(&[&rustls::version::TLS13])
        .unwrap()
        .with_no_client_auth()
        .with_single_cert(
            vec![id.cert.clone()],
            PrivateKeyDer::Pkcs8(id.key.clone_key()),
        )
        .unwrap();
    (Arc::new(c), Arc::new(s))
}

/// Moves everything `from` has to send into `to` and processes it.
fn pump(from: &mut Connection, to: &mut Connection, wire: &mut Vec<u8>) {
    wire.clear();
    while from.wants_write() {
        from.write_tls(wire).unwrap();
    }
    let mut bytes = &wire[..];
    while !bytes.is_empty() {
        to.read_tls(&mut bytes).unwrap();
        to.process_new_packets().unwrap();
    }
}

fn connect(c: &Arc<ClientConfig>, s: &Arc<ServerConfig>) -> (Connection, Connection) {
    let mut client = Connection::from(
        ClientConnection::new(c.clone(), "localhost".try_into().unwrap()).unwrap(),
    );
    let mut server = Connection::from(ServerConnection::new(s.clone()).unwrap());
    let mut wire = Vec::new();
    while client.is_handshaking() || server.is_handshaking() {
        pump(&mut client, &mut server, &mut wire);
        pump(&mut server, &mut client, &mut wire);
    }
    (client, server)
}

fn bulk(c: Arc<ClientConfig>, s: Arc<ServerConfig>) -> Runner {
    let (mut client, mut server) = connect(&c, &s);
    let data = vec![0x5au8; RECORD];
    let mut sink = vec![0u8; RECORD];
    let mut wire = Vec::with_capacity(2 * RECORD);
    timed(move || {
        for _ in 0..MIB / RECORD {
            client.writer().write_all(&data).unwrap();
            pump(&mut client, &mut server, &mut wire);
            server.reader().read_exact(&mut sink).unwrap();
        }
        black_box(&sink);
    })
}

fn handshake(c: Arc<ClientConfig>, s: Arc<ServerConfig>) -> Runner {
    timed(move || {
        black_box(connect(&c, &s));
    })
}

fn main() {
    let ReportArgs { quick, md, rounds } = ReportArgs::parse();
    let id = identity();
    let providers: Vec<(&str, Arc<CryptoProvider>)> = vec![
        (
            "hw-crypto-rustls",
            only_aes256(hw_crypto_rustls::provider()),
        ),
        (
            "rustls + aws-lc-rs",
            only_aes256(rustls::crypto::aws_lc_rs::default_provider()),
        ),
        (
            "rustls + ring",
            only_aes256(rustls::crypto::ring::default_provider()),
        ),
    ];
    let cfgs: Vec<_> = providers
        .iter()
        .map(|(_, p)| configs(p.clone(), &id))
        .collect();
    let ghz = clock_ghz();
    let mut bulk_runners: Vec<Runner> = cfgs
        .iter()
        .map(|(c, s)| bulk(c.clone(), s.clone()))
        .collect();
    let b = interleave(&mut bulk_runners, rounds);
    let mut hs_runners: Vec<Runner> = cfgs
        .iter()
        .map(|(c, s)| handshake(c.clone(), s.clone()))
        .collect();
    let h = interleave(&mut hs_runners, rounds);
    let mut out = String::new();
    let _ = writeln!(
        out,
        "Generated by `cargo run --release --manifest-path benches/Cargo.toml --example \
         rustls_bulk{}` on {} ({} logical CPUs), hw-crypto tier {}. Core clock {ghz:.2} GHz \
         (dependent multiply chain). Median of {rounds} interleaved rounds. Bulk: 1 MiB client \
         to server in 16 KiB records, sealed and opened on one thread.\n",
        if quick { " -- --quick" } else { "" },
        cpu_name(),
        std::thread::available_parallelism().map_or(0, |n| n.get()),
        hw_crypto_rustls::tier().map_or_else(|e| e.to_string(), |t| t.to_string()),
    );
    let _ = writeln!(out, "| TLS 1.3, TLS13_AES_256_GCM_SHA384 | bulk MB/s | cycles/byte | bulk ratio | handshake | handshake ratio |");
    let _ = writeln!(out, "|---|---:|---:|---:|---:|---:|");
    for (i, (name, _)) in providers.iter().enumerate() {
        let _ = writeln!(
            out,
            "| {name} | {:.0} | {:.3} | {:.2} | {:.1} us | {:.2} |",
            MIB as f64 / b[i] * 1e3,
            b[i] * ghz / MIB as f64,
            b[i] / b[0],
            h[i] / 1e3,
            h[i] / h[0],
        );
    }
    let _ = writeln!(
        out,
        "\nRatios: time / hw-crypto-rustls's time (above 1: hw-crypto-rustls is faster)."
    );
    print!("{out}");
    if let Some(path) = md {
        std::fs::write(&path, format!("# rustls benchmarks\n\n{out}")).unwrap();
    }
}
