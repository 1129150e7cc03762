//! Key and tweak files: hex text, read into wiped buffers.

use std::fs::File;
use std::os::unix::fs::MetadataExt;
use std::path::Path;

use zeroize::Zeroizing;

use crate::Failure;

/// The longest key or tweak file accepted (64 hex digits, whitespace and a comment's worth).
const MAX_FILE_LEN: usize = 512;

/// Lowercase hex of `bytes`, in a buffer wiped on drop.
pub fn to_hex(bytes: &[u8]) -> Zeroizing<String> {
    const DIGITS: &[u8; 16] = b"0123456789abcdef";
    let mut s = Zeroizing::new(String::with_capacity(bytes.len() * 2 + 1));
    for b in bytes {
        s.push(char::from(DIGITS[usize::from(b >> 4)]));
        s.push(char::from(DIGITS[usize::from(b & 15)]));
    }
    s
}

fn nibble(c: u8) -> Option<u8> {
    match c {
        b'0'..=b'9' => Some(c - b'0'),
        b'a'..=b'f' => Some(c - b'a' + 10),
        b'A'..=b'F' => Some(c - b'A' + 10),
        _ => None,
    }
}

/// Decodes hex digits (ASCII whitespace anywhere is ignored) into `out`, which must be filled
/// exactly. Returns the number of bytes the text holds when that is not `out.len()`.
pub fn from_hex(text: &[u8], out: &mut [u8]) -> Result<(), HexError> {
    let mut digits = 0usize;
    let mut acc = 0u8;
    for &c in text.iter().filter(|c| !c.is_ascii_whitespace()) {
        let Some(v) = nibble(c) else {
            return Err(HexError::NotHex);
        };
        if let Some(slot) = out.get_mut(digits / 2) {
            acc = (acc << 4) | v;
            if digits % 2 == 1 {
                *slot = acc;
                acc = 0;
            }
        }
        digits += 1;
    }
    if digits != out.len() * 2 {
        return Err(HexError::Length { digits });
    }
    Ok(())
}

/// Why hex text did not decode.
#[derive(Debug, PartialEq, Eq)]
pub enum HexError {
    /// A character that is neither a hex digit nor whitespace.
    NotHex,
    /// The wrong number of hex digits.
    Length {
        /// The digits found.
        digits: usize,
    },
}

/// Reads a hex file of exactly `N` bytes (`what` names it in errors: "key", "tweak").
pub fn read_hex_file<const N: usize>(
    path: &Path,
    what: &str,
) -> Result<Zeroizing<[u8; N]>, Failure> {
    let mut out = Zeroizing::new([0u8; N]);
    read_hex_into(path, what, &mut out[..])?;
    Ok(out)
}

/// Reads a hex file of exactly `out.len()` bytes into `out`.
pub fn read_hex_into(path: &Path, what: &str, out: &mut [u8]) -> Result<(), Failure> {
    let n = out.len();
    let cannot =
        |e: std::io::Error| Failure(format!("cannot read {what} file {}: {e}", path.display()));
    let mut file = File::open(path).map_err(cannot)?;
    if what == "key" {
        check_private(&file, path)?;
    }
    let mut text = Zeroizing::new([0u8; MAX_FILE_LEN + 1]);
    let len = crate::stream::read_full(&mut file, &mut text[..]).map_err(cannot)?;
    if len > MAX_FILE_LEN {
        return Err(Failure(format!(
            "{what} file {} is too long: a {what} file holds {} hex digits",
            path.display(),
            n * 2
        )));
    }
    match from_hex(&text[..len], out) {
        Ok(()) => Ok(()),
        Err(HexError::NotHex) => Err(Failure(format!(
            "{what} file {} is not hex: it must hold {} hex digits ({} bits){}",
            path.display(),
            n * 2,
            n * 8,
            if what == "key" {
                ", as written by `hwcrypt keygen`"
            } else {
                ""
            }
        ))),
        Err(HexError::Length { digits }) => Err(Failure(format!(
            "{what} file {} holds {digits} hex digits; it must hold {} ({} bits)",
            path.display(),
            n * 2,
            n * 8
        ))),
    }
}

/// Refuses a key file that others could read or change, or that belongs to another user, as
/// ssh does for private keys: a regular file must have no group or other permission bits and
/// belong to this user (or to root, who can read every file anyway). Checked on the open file
/// (`fstat`), so the file checked is the file read. Other kinds of file (a pipe from `<(...)`,
/// a device) are not checked.
fn check_private(file: &File, path: &Path) -> Result<(), Failure> {
    let m = file
        .metadata()
        .map_err(|e| Failure(format!("cannot read key file {}: {e}", path.display())))?;
    if !m.is_file() {
        return Ok(());
    }
    let mode = m.mode() & 0o7777;
    if mode & 0o077 != 0 {
        let who = if mode & 0o044 != 0 { "read" } else { "change" };
        return Err(Failure(format!(
            "key file {p} has mode {mode:04o}: users other than its owner can {who} it; \
             refusing to use it (run `chmod 600 {p}`)",
            p = path.display()
        )));
    }
    let me = hw_crypto::process::effective_uid();
    if m.uid() != me && m.uid() != 0 {
        return Err(Failure(format!(
            "key file {} belongs to user {}, not to you (user {me}); refusing to use it (copy \
             it to a file of your own with mode 0600)",
            path.display(),
            m.uid()
        )));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hex_round_trip_and_errors() {
        let bytes: Vec<u8> = (0..=255u8).collect();
        let hex = to_hex(&bytes);
        let mut back = vec![0u8; 256];
        from_hex(hex.as_bytes(), &mut back).unwrap();
        assert_eq!(back, bytes);
        let mut two = [0u8; 2];
        from_hex(b" aB\n0f \r\n", &mut two).unwrap();
        assert_eq!(two, [0xab, 0x0f]);
        assert_eq!(
            from_hex(b"abc", &mut two),
            Err(HexError::Length { digits: 3 })
        );
        assert_eq!(
            from_hex(b"abcdef", &mut two),
            Err(HexError::Length { digits: 6 })
        );
        assert_eq!(from_hex(b"abxd", &mut two), Err(HexError::NotHex));
    }
}
