//! Parsers for the public test vectors that `hw-crypto` is checked against.
//!
//! This is a development-only helper (`publish = false`). It reads the data
//! files vendored in `data/` beside this crate (`data/SOURCES.md` says where
//! each file comes from and what its format is; `data/SHA256SUMS` pins every
//! byte) and turns them into plain owned Rust values, with every hex string
//! already decoded.
//!
//! There are two layers:
//!
//! * `parse_*` functions take the text of a file and return
//!   `Result<_, String>`. They never panic on malformed data; an error names
//!   the line (or, for JSON, the test id) that is wrong.
//! * Loader functions such as [`gcm_encrypt_cases`] read a fixed file through
//!   [`read`] and **panic** with the file name and the parser's message if
//!   anything is wrong. They are meant for tests, which must fail loudly (never
//!   skip) when the vectors are missing or do not parse.
//!
//! Parsing is strict: every field of a NIST record must be consumed (see
//! [`RspRecord::finish`]) and lengths are checked against the section
//! headers, so a typo in a field name cannot silently skip a check.
//!
//! The directory is found by [`vectors_dir`]; set `HW_CRYPTO_VECTORS` to
//! override it (for example with a newer copy of the same files).
//!
//! Beside the parsers it holds what several crates' suites share: [`tiers`], the three-surface
//! AEAD checks ([`seal_all`], [`open_all`]), stack-residue helpers, and on Unix [`fork`], the
//! only module with `unsafe` (libc's fork, pipe and waitpid).

#![deny(unsafe_code)]

mod aes;
mod aws_lc;
mod drbg;
mod fill;
#[cfg(unix)]
pub mod fork;
mod gcm;
mod polyval;
mod residue;
mod rsp;
mod sha256;
mod surfaces;
mod wycheproof;

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

pub use aes::{aes256_kats, parse_aes_kat_rsp, parse_fips197_raw, parse_sp800_38a_ctr_aes256};
pub use aes::{sp800_38a_ctr_aes256, AesKat, CtrExample};
pub use aws_lc::{aws_lc_xaes, parse_aws_lc_xaes, XaesCase};
pub use drbg::{ctr_drbg_cases, parse_ctr_drbg, DrbgCase, DRBG_VARIANTS};
pub use fill::Fill;
pub use gcm::{gcm_decrypt_cases, gcm_encrypt_cases, parse_gcm, GcmCase};
pub use polyval::{parse_polyval_json, parse_polyval_rfc8452, polyval_cases, PolyvalCase};
pub use residue::{
    aes256_round_keys, aes_round_keys, assert_built_clean, masked_round_keys, stack_after, Masked,
    StackRegion,
};
pub use rsp::{parse_rsp, RspRecord};
pub use sha256::sha256;
pub use surfaces::{open_all, seal_all};
pub use wycheproof::{parse_wycheproof_aead, wycheproof_aead, WycheproofAead};

/// Name of the environment variable that overrides [`vectors_dir`].
pub const VECTORS_ENV: &str = "HW_CRYPTO_VECTORS";

/// The vendored copy of the vector files: `data/` in this crate's directory.
pub fn vendored_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("data")
}

/// Returns the directory that holds the test vector files.
///
/// If the environment variable `HW_CRYPTO_VECTORS` is set (and not empty), its
/// value is used as is. Otherwise it is [`vendored_dir`], so a clone of the
/// repository tests itself.
pub fn vectors_dir() -> PathBuf {
    match std::env::var_os(VECTORS_ENV).filter(|dir| !dir.is_empty()) {
        Some(dir) => PathBuf::from(dir),
        None => vendored_dir(),
    }
}

/// Checks every file that `SHA256SUMS` in `dir` lists against its digest, and that
/// `SHA256SUMS` lists every file in `dir` but itself and `SOURCES.md`. Returns the number of
/// files checked, or every discrepancy found, one per line.
pub fn check_sums(dir: &Path) -> Result<usize, String> {
    let sums = std::fs::read_to_string(dir.join("SHA256SUMS"))
        .map_err(|e| format!("{}: {e}", dir.join("SHA256SUMS").display()))?;
    let mut problems = Vec::new();
    let mut listed = BTreeSet::new();
    for (n, line) in sums.lines().enumerate() {
        let Some((digest, name)) = line.split_once("  ") else {
            problems.push(format!("SHA256SUMS:{}: expected `<digest>  <path>`", n + 1));
            continue;
        };
        listed.insert(name.to_owned());
        match std::fs::read(dir.join(name)) {
            Ok(bytes) => {
                if try_hex(digest).ok().as_deref() != Some(&sha256(&bytes)[..]) {
                    problems.push(format!("{name}: SHA-256 differs from SHA256SUMS"));
                }
            }
            Err(e) => problems.push(format!("{name}: {e}")),
        }
    }
    let mut present = BTreeSet::new();
    list_files(dir, dir, &mut present).map_err(|e| format!("{}: {e}", dir.display()))?;
    for name in present.difference(&listed) {
        if name != "SHA256SUMS" && name != "SOURCES.md" {
            problems.push(format!("{name}: not listed in SHA256SUMS"));
        }
    }
    if problems.is_empty() {
        Ok(listed.len())
    } else {
        Err(problems.join("\n"))
    }
}

/// Adds the paths (relative to `root`, with `/`) of every file below `dir` to `out`.
fn list_files(root: &Path, dir: &Path, out: &mut BTreeSet<String>) -> std::io::Result<()> {
    for entry in std::fs::read_dir(dir)? {
        let path = entry?.path();
        if path.is_dir() {
            list_files(root, &path, out)?;
        } else if let Ok(rel) = path.strip_prefix(root) {
            let parts: Vec<_> = rel.iter().map(|p| p.to_string_lossy()).collect();
            out.insert(parts.join("/"));
        }
    }
    Ok(())
}

/// Reads the file `rel` (a path relative to [`vectors_dir`]) as text.
///
/// # Panics
///
/// Panics if the file cannot be read, with the full path and a hint to set
/// `HW_CRYPTO_VECTORS`. Tests that need vectors must fail, not skip, when the
/// vectors are absent.
pub fn read(rel: &str) -> String {
    let path = vectors_dir().join(rel);
    match std::fs::read_to_string(&path) {
        Ok(text) => text,
        Err(err) => panic!(
            "cannot read test vector file {}: {err}; set {VECTORS_ENV} to the \
             directory that holds the vectors (default: data/ in crates/hw-test-vectors)",
            path.display()
        ),
    }
}

/// Reads `rel` and parses it with `parse`, panicking with the file name and
/// the parser's error message on failure.
fn load<T>(rel: &str, parse: impl FnOnce(&str) -> Result<T, String>) -> T {
    let text = read(rel);
    match parse(&text) {
        Ok(value) => value,
        Err(err) => panic!("{rel}: {err}"),
    }
}

/// Decodes a hex string (upper or lower case, no separators) into bytes.
///
/// An empty string decodes to an empty vector.
pub fn try_hex(s: &str) -> Result<Vec<u8>, String> {
    let digits = s.as_bytes();
    if !digits.len().is_multiple_of(2) {
        return Err(format!("hex string has odd length {}: {s:?}", digits.len()));
    }
    digits
        .chunks_exact(2)
        .map(|pair| match (hex_digit(pair[0]), hex_digit(pair[1])) {
            (Some(hi), Some(lo)) => Ok((hi << 4) | lo),
            _ => Err(format!("invalid hex digit in {s:?}")),
        })
        .collect()
}

/// Like [`try_hex`], but also requires exactly `N` bytes.
pub fn try_hex_array<const N: usize>(s: &str) -> Result<[u8; N], String> {
    let bytes = try_hex(s)?;
    let len = bytes.len();
    bytes
        .try_into()
        .map_err(|_| format!("expected {N} bytes of hex, got {len}: {s:?}"))
}

/// Decodes a hex string into bytes.
///
/// # Panics
///
/// Panics with a message naming the string if it is not valid hex. Use
/// [`try_hex`] for untrusted input.
pub fn hex(s: &str) -> Vec<u8> {
    try_hex(s).unwrap_or_else(|err| panic!("{err}"))
}

/// Decodes a hex string into exactly `N` bytes.
///
/// # Panics
///
/// Panics if the string is not valid hex or does not hold exactly `N` bytes.
/// Use [`try_hex_array`] for untrusted input.
pub fn hex_array<const N: usize>(s: &str) -> [u8; N] {
    try_hex_array(s).unwrap_or_else(|err| panic!("{err}"))
}

/// Value of one ASCII hex digit, or `None`.
fn hex_digit(c: u8) -> Option<u8> {
    match c {
        b'0'..=b'9' => Some(c - b'0'),
        b'a'..=b'f' => Some(c - b'a' + 10),
        b'A'..=b'F' => Some(c - b'A' + 10),
        _ => None,
    }
}

/// Checks that `bytes` is exactly `bits` bits long; `what` and `line` go into
/// the error message.
fn check_bits(line: usize, what: &str, bytes: &[u8], bits: usize) -> Result<(), String> {
    if bytes.len() * 8 == bits {
        Ok(())
    } else {
        Err(format!(
            "line {line}: {what} is {} bits, header says {bits}",
            bytes.len() * 8
        ))
    }
}

/// Converts `bytes` into an array of exactly `N` bytes; `what` and `line` go
/// into the error message.
fn fixed<const N: usize>(line: usize, what: &str, bytes: Vec<u8>) -> Result<[u8; N], String> {
    let len = bytes.len();
    bytes
        .try_into()
        .map_err(|_| format!("line {line}: {what} is {len} bytes, expected {N}"))
}

/// Every hardware tier this CPU runs, for the suites that run on each. At least one, or the
/// CPU cannot run the crates at all: a suite that found none would pass having run nothing.
pub fn tiers() -> Vec<hw_cpu::Tier> {
    let t: Vec<hw_cpu::Tier> = hw_cpu::supported_tiers().collect();
    assert!(
        !t.is_empty(),
        "no hardware tier: this CPU lacks the AES or carry-less multiply instructions"
    );
    t
}

/// Runs `check` on every case on every tier this CPU runs ([`tiers`]), after asserting that
/// there are `expected` cases: a vector file that lost records, or a parser that skipped them,
/// fails the suite instead of passing on fewer.
pub fn on_every_tier<C>(cases: &[C], expected: usize, mut check: impl FnMut(hw_cpu::Tier, &C)) {
    assert_eq!(cases.len(), expected, "number of cases");
    for tier in tiers() {
        for c in cases {
            check(tier, c);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hex_decodes_both_cases() {
        assert_eq!(hex(""), Vec::<u8>::new());
        assert_eq!(hex("00ff7Fa0"), vec![0x00, 0xff, 0x7f, 0xa0]);
        assert_eq!(hex_array::<2>("BEef"), [0xbe, 0xef]);
    }

    #[test]
    fn hex_rejects_bad_input() {
        assert!(try_hex("abc").is_err());
        assert!(try_hex("zz").is_err());
        assert!(try_hex("0 ").is_err());
        assert!(try_hex_array::<3>("0011").is_err());
    }

    #[test]
    #[should_panic(expected = "invalid hex digit")]
    fn hex_panics_on_bad_digit() {
        hex("0g");
    }

    #[test]
    fn default_dir_is_the_vendored_copy() {
        if std::env::var_os(VECTORS_ENV).is_none_or(|dir| dir.is_empty()) {
            assert_eq!(vectors_dir(), vendored_dir());
        }
        assert!(vendored_dir().ends_with("crates/hw-test-vectors/data"));
    }

    /// A changed byte, a missing file and an unlisted file are each reported.
    #[test]
    fn check_sums_finds_every_discrepancy() {
        let dir = std::env::temp_dir().join(format!("hw-test-vectors-sums-{}", std::process::id()));
        std::fs::create_dir_all(dir.join("sub")).unwrap();
        std::fs::write(dir.join("sub/a.txt"), b"abc").unwrap();
        std::fs::write(dir.join("b.txt"), b"").unwrap();
        let sums = "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad  sub/a.txt\n\
                    e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855  b.txt\n";
        std::fs::write(dir.join("SHA256SUMS"), sums).unwrap();
        assert_eq!(check_sums(&dir), Ok(2));
        std::fs::write(dir.join("b.txt"), b"x").unwrap();
        std::fs::write(dir.join("c.txt"), b"").unwrap();
        std::fs::remove_file(dir.join("sub/a.txt")).unwrap();
        let err = check_sums(&dir).unwrap_err();
        std::fs::remove_dir_all(&dir).unwrap();
        let lines: Vec<_> = err.lines().collect();
        assert_eq!(lines.len(), 3, "{err}");
        assert!(lines[0].starts_with("sub/a.txt: "), "{err}");
        assert_eq!(lines[1], "b.txt: SHA-256 differs from SHA256SUMS");
        assert_eq!(lines[2], "c.txt: not listed in SHA256SUMS");
    }

    #[test]
    #[should_panic(expected = "HW_CRYPTO_VECTORS")]
    fn read_panics_with_hint_when_missing() {
        read("no/such/file.rsp");
    }
}
