//! Shared helpers: run the built binary, scratch directories, generated data.
#![allow(dead_code)]

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};
use std::sync::atomic::{AtomicU32, Ordering};

/// The binary under test.
pub const BIN: &str = env!("CARGO_BIN_EXE_hwcrypt");

/// The runner cargo runs this test through when it is cross-testing
/// (`CARGO_TARGET_<TRIPLE>_RUNNER` for this test's architecture and OS, such as
/// `qemu-aarch64 -cpu max -L /usr/aarch64-linux-gnu` in .ci/run), split into words.
pub fn runner() -> Option<Vec<String>> {
    std::env::vars().find_map(|(key, value)| {
        let triple = key
            .strip_prefix("CARGO_TARGET_")?
            .strip_suffix("_RUNNER")?
            .to_ascii_lowercase();
        let ours =
            triple.starts_with(std::env::consts::ARCH) && triple.contains(std::env::consts::OS);
        ours.then(|| value.split_whitespace().map(str::to_owned).collect())
    })
}

/// A command that runs the binary under test, through the same runner as this test (a
/// cross-compiled `hwcrypt` cannot be executed directly).
pub fn hwcrypt() -> Command {
    match runner() {
        Some(words) if !words.is_empty() => {
            let mut c = Command::new(&words[0]);
            c.args(&words[1..]).arg(BIN);
            c
        }
        _ => Command::new(BIN),
    }
}

/// A scratch directory, removed on drop.
pub struct Scratch(pub PathBuf);

impl Scratch {
    /// A new scratch directory with a key file `k` made by `hwcrypt keygen`; returns the
    /// directory and the key file's path.
    pub fn with_key(tag: &str) -> (Scratch, String) {
        let dir = Scratch::new(tag);
        let key = keygen(&dir, "k");
        (dir, key)
    }

    pub fn new(tag: &str) -> Scratch {
        static N: AtomicU32 = AtomicU32::new(0);
        let dir = std::env::temp_dir().join(format!(
            "hwcrypt-test-{}-{tag}-{}",
            std::process::id(),
            N.fetch_add(1, Ordering::Relaxed)
        ));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        Scratch(dir)
    }

    pub fn path(&self, name: &str) -> PathBuf {
        self.0.join(name)
    }

    /// The names in the directory, sorted.
    pub fn names(&self) -> Vec<String> {
        let mut v: Vec<String> = std::fs::read_dir(&self.0)
            .unwrap()
            .map(|e| e.unwrap().file_name().into_string().unwrap())
            .collect();
        v.sort();
        v
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// Starts `hwcrypt args` with stdin, stdout and stderr piped.
pub fn spawn(args: &[&str]) -> std::process::Child {
    hwcrypt()
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap()
}

/// Runs `hwcrypt args` with `stdin` piped in (written from a thread, so large inputs cannot
/// deadlock against the output).
pub fn run(args: &[&str], stdin: &[u8]) -> Output {
    let mut child = spawn(args);
    let mut input = child.stdin.take().unwrap();
    let data = stdin.to_vec();
    let writer = std::thread::spawn(move || {
        // The child may exit early (an error) and close its stdin: ignore EPIPE.
        let _ = input.write_all(&data);
    });
    let out = child.wait_with_output().unwrap();
    writer.join().unwrap();
    out
}

/// Runs and asserts success; returns stdout.
pub fn ok(args: &[&str], stdin: &[u8]) -> Vec<u8> {
    let out = run(args, stdin);
    assert!(
        out.status.success(),
        "hwcrypt {args:?} failed: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    out.stdout
}

/// Runs and asserts failure with exactly one line on stderr; returns (stdout, that line).
pub fn fails(args: &[&str], stdin: &[u8]) -> (Vec<u8>, String) {
    let out = run(args, stdin);
    let err = String::from_utf8(out.stderr).unwrap();
    assert!(
        !out.status.success(),
        "hwcrypt {args:?} succeeded; stderr {err:?}"
    );
    assert_eq!(out.status.code(), Some(1), "{err}");
    assert!(
        err.ends_with('\n') && err.lines().count() == 1,
        "not one line: {err:?}"
    );
    assert!(err.starts_with("hwcrypt: "), "{err}");
    (out.stdout, err.trim_end().to_owned())
}

/// A new key file in `dir`; returns its path as a string.
pub fn keygen(dir: &Scratch, name: &str) -> String {
    let p = dir.path(name);
    ok(&["keygen", "-o", p.to_str().unwrap()], b"");
    p.to_str().unwrap().to_owned()
}

/// Lowercase hex.
pub fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

/// Writes a key file (hex text) with mode 0600, as `hwcrypt keygen` makes them.
pub fn write_key(path: &Path, hex: &str) {
    use std::io::Write as _;
    use std::os::unix::fs::OpenOptionsExt;
    let mut f = std::fs::OpenOptions::new()
        .write(true)
        .create(true)
        .truncate(true)
        .mode(0o600)
        .open(path)
        .unwrap();
    f.write_all(hex.as_bytes()).unwrap();
}

/// `len` bytes of deterministic, not-all-equal data.
pub fn data(len: usize, seed: u64) -> Vec<u8> {
    let mut x = seed.wrapping_mul(0x9e37_79b9_7f4a_7c15) | 1;
    (0..len)
        .map(|_| {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            (x >> 24) as u8
        })
        .collect()
}

pub fn s(p: &Path) -> &str {
    p.to_str().unwrap()
}
