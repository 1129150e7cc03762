//! AES-256 block cipher known-answer tests and the SP 800-38A CTR example.

use crate::rsp::{parse_rsp, RspRecord};
use crate::{fixed, load, try_hex};

/// The four AESAVS ECB known-answer files for 256-bit keys, in
/// `nist_cavp/aes_kat/`.
const KAT_FILES: [&str; 4] = [
    "ECBVarKey256.rsp",
    "ECBVarTxt256.rsp",
    "ECBGFSbox256.rsp",
    "ECBKeySbox256.rsp",
];

/// BoringSSL-format file with the FIPS-197 Appendix C examples.
const FIPS197_FILE: &str = "fips197/aes_tests.txt";

/// Text dump of the SP 800-38A Appendix F CTR examples.
const CTR_FILE: &str = "nist_examples/AES_CTR.txt";

/// One AES-256 single-block known-answer test.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AesKat {
    /// 32-byte AES key.
    pub key: [u8; 32],
    /// Plaintext block.
    pub plaintext: [u8; 16],
    /// Ciphertext block, `AES-256(key, plaintext)`.
    pub ciphertext: [u8; 16],
    /// True if the vector comes from an encryption section (or FIPS-197),
    /// false if from a `[DECRYPT]` section.
    pub encrypt: bool,
    /// Where the case comes from, e.g. `"ECBVarKey256.rsp [ENCRYPT] COUNT = 3"`.
    pub source: String,
}

/// Parses one AESAVS ECB `.rsp` file (`[ENCRYPT]` / `[DECRYPT]` sections of
/// `COUNT/KEY/PLAINTEXT/CIPHERTEXT` records). `file_name` is used only to
/// label [`AesKat::source`].
pub fn parse_aes_kat_rsp(text: &str, file_name: &str) -> Result<Vec<AesKat>, String> {
    parse_rsp(text)?
        .into_iter()
        .map(|record| aes_kat(record, file_name))
        .collect()
}

/// Converts one AESAVS record into an [`AesKat`].
fn aes_kat(mut record: RspRecord, file_name: &str) -> Result<AesKat, String> {
    let line = record.line;
    let has = |name: &str| record.section.contains_key(name);
    let encrypt = match (has("ENCRYPT"), has("DECRYPT")) {
        (true, false) => true,
        (false, true) => false,
        _ => {
            return Err(format!(
                "record at line {line}: expected exactly one of [ENCRYPT] or [DECRYPT]"
            ))
        }
    };
    let count = record.take_usize("COUNT")?;
    let key = fixed(line, "KEY", record.take_hex("KEY")?)?;
    let plaintext = fixed(line, "PLAINTEXT", record.take_hex("PLAINTEXT")?)?;
    let ciphertext = fixed(line, "CIPHERTEXT", record.take_hex("CIPHERTEXT")?)?;
    record.finish()?;
    let direction = if encrypt { "ENCRYPT" } else { "DECRYPT" };
    Ok(AesKat {
        key,
        plaintext,
        ciphertext,
        encrypt,
        source: format!("{file_name} [{direction}] COUNT = {count}"),
    })
}

/// Parses a BoringSSL `aes_tests.txt` file and returns its `Mode = Raw`
/// blocks that have a 256-bit key.
///
/// `KeyWrap` and `KeyWrapWithPadding` blocks and Raw blocks with 128- or
/// 192-bit keys are checked for well-formedness and skipped; any other mode
/// is an error. `file_name` labels [`AesKat::source`].
pub fn parse_fips197_raw(text: &str, file_name: &str) -> Result<Vec<AesKat>, String> {
    let mut kats = Vec::new();
    for mut record in parse_rsp(text)? {
        let line = record.line;
        let mode = record.take("Mode")?;
        let key = record.take_hex("Key")?;
        let plaintext = record.take_hex("Plaintext")?;
        let ciphertext = record.take_hex("Ciphertext")?;
        record.finish()?;
        match mode.as_str() {
            "Raw" if key.len() == 32 => kats.push(AesKat {
                key: fixed(line, "Key", key)?,
                plaintext: fixed(line, "Plaintext", plaintext)?,
                ciphertext: fixed(line, "Ciphertext", ciphertext)?,
                encrypt: true,
                source: format!("{file_name} line {line}"),
            }),
            "Raw" | "KeyWrap" | "KeyWrapWithPadding" => {}
            other => return Err(format!("record at line {line}: unknown Mode {other:?}")),
        }
    }
    Ok(kats)
}

/// All AES-256 single-block known-answer tests: the four AESAVS ECB files
/// (512 + 256 + 10 + 32 = 810 cases) followed by the FIPS-197 Appendix C.3
/// example from `fips197/aes_tests.txt` (1 case), 811 in all.
///
/// # Panics
///
/// Panics if a file is missing or malformed.
pub fn aes256_kats() -> Vec<AesKat> {
    let mut kats = Vec::new();
    for file in KAT_FILES {
        let rel = format!("nist_cavp/aes_kat/{file}");
        kats.extend(load(&rel, |text| parse_aes_kat_rsp(text, file)));
    }
    kats.extend(load(FIPS197_FILE, |text| {
        parse_fips197_raw(text, FIPS197_FILE)
    }));
    kats
}

/// A CTR-mode example: `(key, initial counter block, plaintext, ciphertext)`.
pub type CtrExample = ([u8; 32], [u8; 16], Vec<u8>, Vec<u8>);

/// Title line of the example that [`parse_sp800_38a_ctr_aes256`] extracts.
const CTR_TITLE: &str = "CTR-AES256 (Encryption)";

/// Extracts SP 800-38A Appendix F.5.5 (CTR-AES256.Encrypt) from the text
/// dump `nist_examples/AES_CTR.txt`.
///
/// The section starts at the line `CTR-AES256 (Encryption)` and ends at the
/// next `=====` line. The key, plaintext and ciphertext are the
/// space-grouped hex lines after `Key is`, `Plaintext is` and
/// `Ciphertext is`; the initial counter block is the first `InputBlock`.
pub fn parse_sp800_38a_ctr_aes256(text: &str) -> Result<CtrExample, String> {
    let lines: Vec<(usize, &str)> = text
        .lines()
        .enumerate()
        .map(|(i, line)| (i + 1, line.trim()))
        .collect();
    let start = lines
        .iter()
        .position(|&(_, line)| line == CTR_TITLE)
        .ok_or_else(|| format!("no line {CTR_TITLE:?}"))?;
    let rest = &lines[start + 1..];
    let end = rest
        .iter()
        .position(|(_, line)| line.starts_with("====="))
        .unwrap_or(rest.len());
    let section = &rest[..end];
    let title_line = lines[start].0;

    let key = hex_after_label(section, "Key is", title_line)?;
    let plaintext = hex_after_label(section, "Plaintext is", title_line)?;
    let ciphertext = hex_after_label(section, "Ciphertext is", title_line)?;
    let (counter_line, counter) = section
        .iter()
        .find_map(|&(n, line)| line.strip_prefix("InputBlock").map(|rest| (n, rest)))
        .ok_or_else(|| format!("line {title_line}: section has no InputBlock"))?;
    let counter = hex_words(counter)
        .ok_or_else(|| format!("line {counter_line}: InputBlock is not hex"))
        .and_then(|digits| try_hex(&digits).map_err(|e| format!("line {counter_line}: {e}")))?;

    if plaintext.is_empty()
        || !plaintext.len().is_multiple_of(16)
        || plaintext.len() != ciphertext.len()
    {
        return Err(format!(
            "line {title_line}: plaintext ({}) and ciphertext ({}) must be equal whole blocks",
            plaintext.len(),
            ciphertext.len()
        ));
    }
    Ok((
        fixed(title_line, "Key", key)?,
        fixed(counter_line, "InputBlock", counter)?,
        plaintext,
        ciphertext,
    ))
}

/// Finds the line `label` in `section` and decodes the run of hex-only lines
/// right after it.
fn hex_after_label(
    section: &[(usize, &str)],
    label: &str,
    title_line: usize,
) -> Result<Vec<u8>, String> {
    let at = section
        .iter()
        .position(|&(_, line)| line == label)
        .ok_or_else(|| format!("section at line {title_line}: no line {label:?}"))?;
    let label_line = section[at].0;
    let digits: String = section[at + 1..]
        .iter()
        .map_while(|&(_, line)| hex_words(line))
        .collect();
    if digits.is_empty() {
        return Err(format!("line {label_line}: no hex after {label:?}"));
    }
    try_hex(&digits).map_err(|e| format!("line {label_line}: {e}"))
}

/// If `line` consists only of whitespace-separated hex words (at least one),
/// returns them joined; otherwise `None`.
fn hex_words(line: &str) -> Option<String> {
    let mut joined = String::new();
    for word in line.split_whitespace() {
        if !word.bytes().all(|c| c.is_ascii_hexdigit()) {
            return None;
        }
        joined.push_str(word);
    }
    (!joined.is_empty()).then_some(joined)
}

/// SP 800-38A Appendix F.5.5, CTR-AES256.Encrypt, read from
/// `nist_examples/AES_CTR.txt`: `(key, initial counter block, plaintext,
/// ciphertext)` with four 16-byte blocks of text.
///
/// # Panics
///
/// Panics if the file is missing or the example cannot be found in it.
pub fn sp800_38a_ctr_aes256() -> CtrExample {
    load(CTR_FILE, parse_sp800_38a_ctr_aes256)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn kat_rsp_requires_a_direction() {
        let record =
            "COUNT = 0\nKEY = 00000000000000000000000000000000000000000000000000000000000000ff\n\
                      PLAINTEXT = 00000000000000000000000000000000\n\
                      CIPHERTEXT = 11111111111111111111111111111111\n";
        assert!(parse_aes_kat_rsp(record, "x.rsp")
            .unwrap_err()
            .contains("ENCRYPT"));
        let kats = parse_aes_kat_rsp(&format!("[DECRYPT]\n\n{record}"), "x.rsp").unwrap();
        assert_eq!(kats.len(), 1);
        assert!(!kats[0].encrypt);
        assert_eq!(kats[0].key[31], 0xff);
        assert_eq!(kats[0].source, "x.rsp [DECRYPT] COUNT = 0");
    }

    #[test]
    fn fips197_rejects_unknown_mode() {
        let text = "Mode = Fancy\nKey = 00\nPlaintext = 00\nCiphertext = 00\n";
        assert!(parse_fips197_raw(text, "t").unwrap_err().contains("Fancy"));
    }

    #[test]
    fn ctr_example_parser_reads_grouped_hex() {
        let text = "junk\nCTR-AES256 (Encryption)\nKey is\n00010203 04050607 08090A0B 0C0D0E0F\n\
                    10111213 14151617 18191A1B 1C1D1E1F\nPlaintext is\n\
                    00000000 00000000 00000000 00000001\nBlock #1\n\n\
                    InputBlock F0F1F2F3 F4F5F6F7 F8F9FAFB FCFDFEFF \n\n\
                    Ciphertext is\nFFFFFFFF FFFFFFFF FFFFFFFF FFFFFFFE\n=====\nKey is\n00\n";
        let (key, counter, pt, ct) = parse_sp800_38a_ctr_aes256(text).unwrap();
        assert_eq!(key[0x1f], 0x1f);
        assert_eq!(counter[0], 0xf0);
        assert_eq!(pt.len(), 16);
        assert_eq!(ct[15], 0xfe);
        assert!(parse_sp800_38a_ctr_aes256("nothing here").is_err());
    }
}
