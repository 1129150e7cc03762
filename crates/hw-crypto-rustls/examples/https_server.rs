//! A small blocking HTTPS server on hw-crypto-rustls's provider, with a self-signed ECDSA
//! P-256 certificate for `localhost` made at start:
//!
//! ```text
//! cargo run --release -p hw-crypto-rustls --example https_server -- --addr 127.0.0.1:8443 [--cert-out cert.pem]
//! curl --cacert cert.pem --resolve localhost:8443:127.0.0.1 https://localhost:8443/
//! ```
//!
//! `GET /` answers with the negotiated protocol version and suite as rustls names them and the
//! hw-crypto tier (`TLSv1_3 TLS13_AES_256_GCM_SHA384 vaes_avx512`); `POST /echo` answers with
//! its request body. A connection that starts with `ECHO <n>\n` instead of HTTP gets the next
//! `n` bytes echoed back raw and is then closed (for `openssl s_client`). One log line per
//! connection goes to stderr. The tests in `tests/peers.rs` run this same code against
//! OpenSSL and curl.

use std::io::{self, BufRead, BufReader, Read, Write};
use std::net::{TcpListener, TcpStream};
use std::sync::Arc;
use std::time::Duration;

use rustls::pki_types::{CertificateDer, PrivateKeyDer, PrivatePkcs8KeyDer};
use rustls::{ServerConfig, ServerConnection, StreamOwned};

/// The server's certificate (DER and PEM) and key.
pub struct Identity {
    /// The certificate, DER.
    pub cert: CertificateDer<'static>,
    /// The certificate, PEM (for `--cacert` and `-CAfile`).
    pub cert_pem: String,
    /// The private key, PKCS#8 DER.
    pub key: PrivatePkcs8KeyDer<'static>,
    /// The private key, PEM (for `openssl s_server -key`).
    pub key_pem: String,
}

/// A self-signed ECDSA P-256 certificate for `localhost`.
pub fn identity() -> Identity {
    let key = rcgen::KeyPair::generate_for(&rcgen::PKCS_ECDSA_P256_SHA256).expect("key");
    let params = rcgen::CertificateParams::new(vec!["localhost".to_owned()]).expect("params");
    let cert = params.self_signed(&key).expect("certificate");
    Identity {
        cert: cert.der().clone(),
        cert_pem: cert.pem(),
        key: PrivatePkcs8KeyDer::from(key.serialize_der()),
        key_pem: key.serialize_pem(),
    }
}

/// TLS 1.3 and 1.2 on hw-crypto-rustls's provider.
pub fn config(id: &Identity) -> Arc<ServerConfig> {
    Arc::new(
        ServerConfig::builder_with_provider(hw_crypto_rustls::provider_arc())
            .with_safe_default_protocol_versions()
            .expect("TLS 1.2 and 1.3")
            .with_no_client_auth()
            .with_single_cert(
                vec![id.cert.clone()],
                PrivateKeyDer::Pkcs8(id.key.clone_key()),
            )
            .expect("the key matches the certificate"),
    )
}

/// Serves one connection; returns its log line.
pub fn handle(tcp: TcpStream, config: Arc<ServerConfig>) -> io::Result<String> {
    let peer = tcp.peer_addr()?;
    tcp.set_read_timeout(Some(Duration::from_secs(30)))?;
    tcp.set_write_timeout(Some(Duration::from_secs(30)))?;
    let conn = ServerConnection::new(config).map_err(io::Error::other)?;
    let mut tls = BufReader::new(StreamOwned::new(conn, tcp));
    let mut first = String::new();
    tls.read_line(&mut first)?;
    let names = |s: &StreamOwned<ServerConnection, TcpStream>| {
        format!(
            "{:?} {:?}",
            s.conn.protocol_version().expect("after the handshake"),
            s.conn
                .negotiated_cipher_suite()
                .expect("after the handshake")
                .suite()
        )
    };
    let (what, bytes) = if let Some(n) = first.strip_prefix("ECHO ") {
        let n: usize = n.trim().parse().map_err(io::Error::other)?;
        let mut data = vec![0u8; n];
        tls.read_exact(&mut data)?;
        let s = tls.get_mut();
        s.write_all(&data)?;
        s.conn.send_close_notify();
        s.flush()?;
        ("ECHO".to_owned(), n)
    } else {
        // HTTP/1.1: the request line, then headers up to a blank line.
        let mut content_len = 0usize;
        loop {
            let mut h = String::new();
            tls.read_line(&mut h)?;
            if h.trim().is_empty() {
                break;
            }
            if let Some((k, v)) = h.split_once(':') {
                if k.eq_ignore_ascii_case("content-length") {
                    content_len = v.trim().parse().map_err(io::Error::other)?;
                }
            }
        }
        let mut parts = first.split_whitespace();
        let (method, path) = (parts.next().unwrap_or(""), parts.next().unwrap_or(""));
        let body = match (method, path) {
            ("GET", "/") => {
                let tier =
                    hw_crypto_rustls::tier().map_or_else(|e| e.to_string(), |t| t.to_string());
                format!("{} {tier}\n", names(tls.get_ref())).into_bytes()
            }
            ("POST", "/echo") => {
                let mut body = vec![0u8; content_len];
                tls.read_exact(&mut body)?;
                body
            }
            _ => b"not found\n".to_vec(),
        };
        let s = tls.get_mut();
        write!(
            s,
            "HTTP/1.1 200 OK\r\nContent-Type: application/octet-stream\r\nContent-Length: {}\r\nConnection: close\r\n\r\n",
            body.len()
        )?;
        s.write_all(&body)?;
        s.conn.send_close_notify();
        s.flush()?;
        (format!("{method} {path}"), body.len())
    };
    Ok(format!(
        "{peer} {} {what} {bytes} bytes",
        names(tls.get_ref())
    ))
}

#[allow(dead_code, reason = "the tests include this file for its functions")]
fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let arg = |name: &str| {
        args.iter()
            .position(|a| a == name)
            .and_then(|i| args.get(i + 1).cloned())
    };
    let addr = arg("--addr").unwrap_or_else(|| "127.0.0.1:8443".into());
    let id = identity();
    if let Some(path) = arg("--cert-out") {
        if let Err(e) = std::fs::write(&path, &id.cert_pem) {
            eprintln!("cannot write {path}: {e}");
            std::process::exit(1);
        }
    }
    let listener = match TcpListener::bind(&addr) {
        Ok(l) => l,
        Err(e) => {
            eprintln!("cannot listen on {addr}: {e}");
            std::process::exit(1);
        }
    };
    let tier = hw_crypto_rustls::tier().map_or_else(|e| e.to_string(), |t| t.to_string());
    eprintln!("listening on https://{addr}/ (hw-crypto tier {tier})");
    let config = config(&id);
    for tcp in listener.incoming() {
        let Ok(tcp) = tcp else { continue };
        let config = config.clone();
        std::thread::spawn(move || match handle(tcp, config) {
            Ok(line) => eprintln!("{line}"),
            Err(e) => eprintln!("connection failed: {e}"),
        });
    }
}
