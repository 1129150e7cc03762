//! NIST CAVP GCM vectors (`gcmtestvectors.zip`, 256-bit keys).

use crate::rsp::{parse_rsp, RspRecord};
use crate::{check_bits, load};

/// File with the GCM encryption vectors, relative to [`crate::vectors_dir`].
const ENCRYPT_FILE: &str = "nist_cavp/gcm/gcmEncryptExtIV256.rsp";
/// File with the GCM decryption vectors, relative to [`crate::vectors_dir`].
const DECRYPT_FILE: &str = "nist_cavp/gcm/gcmDecrypt256.rsp";

/// One AES-256-GCM test case from a CAVP file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GcmCase {
    /// 32-byte AES key.
    pub key: Vec<u8>,
    /// IV of `ivlen_bits / 8` bytes (1, 12 or 128 bytes in these files).
    pub iv: Vec<u8>,
    /// Plaintext; empty for a decryption case marked `FAIL`.
    pub pt: Vec<u8>,
    /// Additional authenticated data.
    pub aad: Vec<u8>,
    /// Ciphertext.
    pub ct: Vec<u8>,
    /// Tag, truncated to `taglen_bits`.
    pub tag: Vec<u8>,
    /// True for a decryption case whose tag must be rejected (`FAIL`).
    pub fail: bool,
    /// Tag length in bits, from the `[Taglen]` header.
    pub taglen_bits: usize,
    /// IV length in bits, from the `[IVlen]` header.
    pub ivlen_bits: usize,
    /// The record's `Count`.
    pub count: usize,
    /// 1-based line number of the record in its file.
    pub line: usize,
}

/// Parses a CAVP GCM `.rsp` text.
///
/// With `decrypt == false` records are `Count/Key/IV/PT/AAD/CT/Tag`; with
/// `decrypt == true` they are `Count/Key/IV/CT/AAD/Tag` followed by `PT` or a
/// bare `FAIL`. Every field must be consumed and every length must match its
/// section header.
pub fn parse_gcm(text: &str, decrypt: bool) -> Result<Vec<GcmCase>, String> {
    parse_rsp(text)?
        .into_iter()
        .map(|record| gcm_case(record, decrypt))
        .collect()
}

/// Converts one record into a [`GcmCase`].
fn gcm_case(mut record: RspRecord, decrypt: bool) -> Result<GcmCase, String> {
    let line = record.line;
    let keylen = record.header_usize("Keylen")?;
    let ivlen_bits = record.header_usize("IVlen")?;
    let ptlen = record.header_usize("PTlen")?;
    let aadlen = record.header_usize("AADlen")?;
    let taglen_bits = record.header_usize("Taglen")?;

    let count = record.take_usize("Count")?;
    let key = record.take_hex("Key")?;
    let iv = record.take_hex("IV")?;
    let ct = record.take_hex("CT")?;
    let aad = record.take_hex("AAD")?;
    let tag = record.take_hex("Tag")?;
    let fail = decrypt && record.take_flag("FAIL");
    let pt = if fail {
        Vec::new()
    } else {
        record.take_hex("PT")?
    };
    record.finish()?;

    check_bits(line, "Key", &key, keylen)?;
    check_bits(line, "Key", &key, 256)?;
    check_bits(line, "IV", &iv, ivlen_bits)?;
    check_bits(line, "CT", &ct, ptlen)?;
    if !fail {
        check_bits(line, "PT", &pt, ptlen)?;
    }
    check_bits(line, "AAD", &aad, aadlen)?;
    check_bits(line, "Tag", &tag, taglen_bits)?;

    Ok(GcmCase {
        key,
        iv,
        pt,
        aad,
        ct,
        tag,
        fail,
        taglen_bits,
        ivlen_bits,
        count,
        line,
    })
}

/// All 7875 encryption cases of `nist_cavp/gcm/gcmEncryptExtIV256.rsp`.
///
/// # Panics
///
/// Panics if the file is missing or malformed.
pub fn gcm_encrypt_cases() -> Vec<GcmCase> {
    load(ENCRYPT_FILE, |text| parse_gcm(text, false))
}

/// All 7875 decryption cases of `nist_cavp/gcm/gcmDecrypt256.rsp`
/// (3919 of them with [`GcmCase::fail`] set).
///
/// # Panics
///
/// Panics if the file is missing or malformed.
pub fn gcm_decrypt_cases() -> Vec<GcmCase> {
    load(DECRYPT_FILE, |text| parse_gcm(text, true))
}

#[cfg(test)]
mod tests {
    use super::*;

    const HEADERS: &str =
        "[Keylen = 256]\n[IVlen = 8]\n[PTlen = 8]\n[AADlen = 0]\n[Taglen = 32]\n\n";
    const KEY: &str = "Key = 0000000000000000000000000000000000000000000000000000000000000000\n";

    #[test]
    fn parses_pass_and_fail_records() {
        let text = format!(
            "{HEADERS}Count = 0\n{KEY}IV = 01\nCT = 02\nAAD = \nTag = 03040506\nPT = 07\n\n\
             Count = 1\n{KEY}IV = 01\nCT = 02\nAAD = \nTag = 03040506\nFAIL\n"
        );
        let cases = parse_gcm(&text, true).unwrap();
        assert_eq!(cases.len(), 2);
        assert_eq!(cases[0].pt, vec![7]);
        assert!(!cases[0].fail);
        assert!(cases[1].fail && cases[1].pt.is_empty());
        assert_eq!(
            (cases[1].count, cases[1].ivlen_bits, cases[1].taglen_bits),
            (1, 8, 32)
        );
    }

    #[test]
    fn rejects_wrong_length_and_fail_in_encrypt_file() {
        let short_tag =
            format!("{HEADERS}Count = 0\n{KEY}IV = 01\nCT = 02\nAAD = \nTag = 03\nPT = 07\n");
        assert!(parse_gcm(&short_tag, false)
            .unwrap_err()
            .contains("Tag is 8 bits"));
        let fail = format!(
            "{HEADERS}Count = 0\n{KEY}IV = 01\nCT = 02\nAAD = \nTag = 03040506\nPT = 07\nFAIL\n"
        );
        assert!(parse_gcm(&fail, false).unwrap_err().contains("FAIL"));
    }
}
