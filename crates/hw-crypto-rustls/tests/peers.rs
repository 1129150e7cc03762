//! Real peers on 127.0.0.1: OpenSSL's `s_client` and curl against the example server's code on
//! our provider, and a rustls client on our provider against `openssl s_server`, TLS 1.3 and
//! TLS 1.2, each moving 3 MiB both ways. Needs `openssl` and `curl` on `PATH` (`.ci/run`
//! installs them); without them these tests fail, they never skip. Every child process and
//! socket has a time limit.

#[path = "../examples/https_server.rs"]
#[allow(dead_code, reason = "the example's main is not used here")]
mod server;

use std::io::{Read, Write};
use std::net::{TcpListener, TcpStream};
use std::path::PathBuf;
use std::process::{Child, Command, Stdio};
use std::sync::mpsc;
use std::sync::Arc;
use std::time::{Duration, Instant};

use hw_crypto_rustls::Tier;

const SIZE: usize = 3 << 20;

fn data(seed: u8) -> Vec<u8> {
    (0..SIZE)
        .map(|i| (i as u8).wrapping_mul(31) ^ (i >> 9) as u8 ^ seed)
        .collect()
}

/// A temporary directory with the server's certificate and key as PEM files.
struct Files {
    dir: PathBuf,
}

impl Files {
    fn new(id: &server::Identity, name: &str) -> Files {
        let dir =
            std::env::temp_dir().join(format!("hw-crypto-rustls-{name}-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        std::fs::write(dir.join("cert.pem"), &id.cert_pem).unwrap();
        std::fs::write(dir.join("key.pem"), &id.key_pem).unwrap();
        Files { dir }
    }
    fn path(&self, f: &str) -> String {
        self.dir.join(f).to_str().unwrap().to_owned()
    }
}

impl Drop for Files {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.dir);
    }
}

/// Runs `cmd` with `input` on stdin; its stdout, or a panic after 60 s.
fn run(cmd: &mut Command, input: Vec<u8>) -> Vec<u8> {
    let mut child = cmd
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap_or_else(|e| panic!("cannot run {cmd:?} (is it installed?): {e}"));
    let mut stdin = child.stdin.take().unwrap();
    let writer = std::thread::spawn(move || {
        let _ = stdin.write_all(&input);
    });
    let mut stdout = child.stdout.take().unwrap();
    let reader = std::thread::spawn(move || {
        let mut out = Vec::new();
        let _ = stdout.read_to_end(&mut out);
        out
    });
    let deadline = Instant::now() + Duration::from_secs(60);
    loop {
        if let Some(status) = child.try_wait().unwrap() {
            let out = reader.join().unwrap();
            writer.join().unwrap();
            let mut err = String::new();
            child
                .stderr
                .take()
                .unwrap()
                .read_to_string(&mut err)
                .unwrap();
            assert!(status.success(), "{cmd:?} failed: {status}\n{err}");
            return out;
        }
        if Instant::now() > deadline {
            let _ = child.kill();
            panic!("{cmd:?} did not finish in 60 s");
        }
        std::thread::sleep(Duration::from_millis(20));
    }
}

/// The example server on an ephemeral port for `n` connections, on its own thread; returns the
/// port and a receiver of each connection's log line and the tiers its record protection ran
/// on.
fn start_server(id: &server::Identity, n: usize) -> (u16, mpsc::Receiver<(String, Vec<Tier>)>) {
    let listener = TcpListener::bind("127.0.0.1:0").unwrap();
    let port = listener.local_addr().unwrap().port();
    let config = server::config(id);
    let (tx, rx) = mpsc::channel();
    std::thread::spawn(move || {
        for tcp in listener.incoming().take(n) {
            let before = hw_cpu::counters::snapshot();
            let line = server::handle(tcp.unwrap(), config.clone()).unwrap();
            let ran: Vec<Tier> = hw_cpu::counters::grown_since(before).collect();
            tx.send((line, ran)).unwrap();
        }
    });
    (port, rx)
}

fn best() -> Tier {
    hw_crypto_rustls::tier().expect("a CPU with AES and carry-less multiply")
}

#[test]
fn openssl_s_client_against_our_server() {
    let id = server::identity();
    let files = Files::new(&id, "s_client");
    let cases = [
        (
            "-tls1_3",
            "-ciphersuites",
            "TLS_AES_256_GCM_SHA384",
            "TLSv1_3 TLS13_AES_256_GCM_SHA384",
        ),
        (
            "-tls1_2",
            "-cipher",
            "ECDHE-ECDSA-AES256-GCM-SHA384",
            "TLSv1_2 TLS_ECDHE_ECDSA_WITH_AES_256_GCM_SHA384",
        ),
    ];
    let (port, logs) = start_server(&id, cases.len());
    for (i, (version, flag, suite, named)) in cases.into_iter().enumerate() {
        let sent = data(i as u8);
        let mut input = format!("ECHO {SIZE}\n").into_bytes();
        input.extend_from_slice(&sent);
        let got = run(
            Command::new("openssl").args([
                "s_client",
                "-connect",
                &format!("127.0.0.1:{port}"),
                "-servername",
                "localhost",
                "-CAfile",
                &files.path("cert.pem"),
                "-verify_return_error",
                "-quiet",
                version,
                flag,
                suite,
            ]),
            input,
        );
        assert!(got == sent, "{version}: {} bytes back of {SIZE}", got.len());
        let (line, ran) = logs.recv_timeout(Duration::from_secs(60)).unwrap();
        assert!(line.contains(named) && line.contains("ECHO"), "{line}");
        assert_eq!(ran, [best()], "{line}");
    }
}

#[test]
fn curl_against_our_server() {
    let id = server::identity();
    let files = Files::new(&id, "curl");
    let (port, logs) = start_server(&id, 2);
    let sent = data(7);
    std::fs::write(files.path("in"), &sent).unwrap();
    let url = |p: &str| format!("https://localhost:{port}{p}");
    let curl = |extra: &[&str]| {
        let mut c = Command::new("curl");
        c.args(["-sS", "--max-time", "60", "--tlsv1.3", "--tls13-ciphers"])
            .arg("TLS_AES_256_GCM_SHA384")
            .args(["--cacert", &files.path("cert.pem")])
            .args(["--resolve", &format!("localhost:{port}:127.0.0.1")])
            .args(extra);
        c
    };
    let page = run(&mut curl(&[&url("/")]), Vec::new());
    let page = String::from_utf8(page).unwrap();
    assert_eq!(
        page.trim(),
        format!("TLSv1_3 TLS13_AES_256_GCM_SHA384 {}", best())
    );
    let (line, ran) = logs.recv_timeout(Duration::from_secs(60)).unwrap();
    assert!(line.contains("GET /"), "{line}");
    assert_eq!(ran, [best()]);
    let echoed = run(
        &mut curl(&[
            "-H",
            "Expect:",
            "--data-binary",
            &format!("@{}", files.path("in")),
            &url("/echo"),
        ]),
        Vec::new(),
    );
    assert!(echoed == sent, "{} bytes back of {SIZE}", echoed.len());
    let (line, ran) = logs.recv_timeout(Duration::from_secs(60)).unwrap();
    assert!(line.contains(&format!("POST /echo {SIZE} bytes")), "{line}");
    assert_eq!(ran, [best()]);
}

/// A free port (bound and released: `openssl s_server` binds it next).
fn free_port() -> u16 {
    TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port()
}

/// `openssl s_server` in `-rev` mode, killed on drop.
struct SServer(Child);

impl Drop for SServer {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

#[test]
fn our_client_against_openssl_s_server() {
    let id = server::identity();
    let files = Files::new(&id, "s_server");
    let versions: [(&'static rustls::SupportedProtocolVersion, &[&str], &str); 2] = [
        (
            &rustls::version::TLS13,
            &["-tls1_3", "-ciphersuites", "TLS_AES_256_GCM_SHA384"],
            "TLS13_AES_256_GCM_SHA384",
        ),
        (
            &rustls::version::TLS12,
            &["-tls1_2", "-cipher", "ECDHE-ECDSA-AES256-GCM-SHA384"],
            "TLS_ECDHE_ECDSA_WITH_AES_256_GCM_SHA384",
        ),
    ];
    for (version, flags, suite) in versions {
        let port = free_port();
        let _server = SServer(
            Command::new("openssl")
                .args(["s_server", "-rev", "-accept", &port.to_string()])
                .args([
                    "-cert",
                    &files.path("cert.pem"),
                    "-key",
                    &files.path("key.pem"),
                ])
                .args(flags)
                .stdin(Stdio::null())
                .stdout(Stdio::null())
                .stderr(Stdio::null())
                .spawn()
                .expect("cannot run openssl (is it installed?)"),
        );
        // Wait until it listens.
        let deadline = Instant::now() + Duration::from_secs(20);
        let tcp = loop {
            match TcpStream::connect(("127.0.0.1", port)) {
                Ok(t) => break t,
                Err(_) if Instant::now() < deadline => {
                    std::thread::sleep(Duration::from_millis(50))
                }
                Err(e) => panic!("openssl s_server did not listen: {e}"),
            }
        };
        tcp.set_read_timeout(Some(Duration::from_secs(60))).unwrap();
        tcp.set_write_timeout(Some(Duration::from_secs(60)))
            .unwrap();
        let mut roots = rustls::RootCertStore::empty();
        roots.add(id.cert.clone()).unwrap();
        let config = rustls::ClientConfig::builder_with_provider(hw_crypto_rustls::provider_arc())
            .with_protocol_versions(&[version])
            .unwrap()
            .with_root_certificates(roots)
            .with_no_client_auth();
        let conn = rustls::ClientConnection::new(Arc::new(config), "localhost".try_into().unwrap())
            .unwrap();
        let mut tls = rustls::StreamOwned::new(conn, tcp);
        // 3 MiB of text lines; `-rev` sends each line back reversed.
        let lines: Vec<String> = (0..SIZE / 64)
            .map(|i| {
                format!(
                    "{:063x}",
                    (i as u128).wrapping_mul(0x9e37_79b9_7f4a_7c15_f39c)
                )
            })
            .map(|l| l[..63].to_owned())
            .collect();
        let before = hw_cpu::counters::snapshot();
        let writer_lines = lines.clone();
        let mut expected = Vec::with_capacity(SIZE);
        for l in &lines {
            expected.extend(l.bytes().rev());
            expected.push(b'\n');
        }
        // Writing all first would fill both directions' buffers: write and read in turns.
        let mut got = Vec::with_capacity(SIZE);
        let mut buf = vec![0u8; 1 << 16];
        for chunk in writer_lines.chunks(256) {
            let mut text = chunk.join("\n");
            text.push('\n');
            tls.write_all(text.as_bytes()).unwrap();
            tls.flush().unwrap();
            let want = got.len() + text.len();
            while got.len() < want {
                let n = tls.read(&mut buf).unwrap();
                assert!(n > 0, "s_server closed early");
                got.extend_from_slice(&buf[..n]);
            }
        }
        assert!(
            got == expected,
            "{suite}: {} bytes back of {}",
            got.len(),
            expected.len()
        );
        assert_eq!(
            tls.conn
                .negotiated_cipher_suite()
                .map(|s| format!("{:?}", s.suite())),
            Some(suite.to_owned())
        );
        let ran: Vec<Tier> = hw_cpu::counters::grown_since(before).collect();
        assert_eq!(ran, [best()], "{suite}");
    }
}
