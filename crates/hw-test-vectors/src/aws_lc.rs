//! AWS-LC's XAES-256-GCM files (`aws-lc/xaes_256_gcm_tests.txt`, `xaes_256_gcm_kc_tests.txt`):
//! blank-line separated records of `NAME: hex` lines in the fixed order `KEY`, `NONCE`, `IN`,
//! `AD`, `CT`, `TAG`; `#` lines are comments. In the KC file `TAG` is 48 bytes: the GCM tag,
//! then the key commitment.

use crate::{try_hex, try_hex_array};

/// One XAES-256-GCM (or KC-XAES) case.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct XaesCase {
    /// 256-bit key.
    pub key: [u8; 32],
    /// 192-bit nonce.
    pub nonce: [u8; 24],
    /// Plaintext.
    pub input: Vec<u8>,
    /// Additional data.
    pub ad: Vec<u8>,
    /// Ciphertext without the tag.
    pub ct: Vec<u8>,
    /// Tag: 16 bytes, or 48 (tag then commitment) in the KC file.
    pub tag: Vec<u8>,
}

const FIELDS: [&str; 6] = ["KEY", "NONCE", "IN", "AD", "CT", "TAG"];

/// Parses the text of an AWS-LC XAES file. Every record must hold exactly the six fields, in
/// order; an error names the line.
pub fn parse_aws_lc_xaes(text: &str) -> Result<Vec<XaesCase>, String> {
    let mut cases = Vec::new();
    let mut fields: Vec<(usize, String)> = Vec::new();
    let lines = text.lines().chain(core::iter::once(""));
    for (no, line) in (1..).zip(lines) {
        let line = line.trim();
        if line.starts_with('#') {
            continue;
        }
        if line.is_empty() {
            if !fields.is_empty() {
                cases.push(record(&fields)?);
                fields.clear();
            }
            continue;
        }
        let Some((name, value)) = line.split_once(':') else {
            return Err(format!("line {no}: expected `NAME: hex`, got {line:?}"));
        };
        let want = FIELDS.get(fields.len()).copied().unwrap_or("end of record");
        if name.trim() != want {
            return Err(format!("line {no}: expected {want}, got {:?}", name.trim()));
        }
        fields.push((no, value.trim().to_owned()));
    }
    Ok(cases)
}

fn record(fields: &[(usize, String)]) -> Result<XaesCase, String> {
    let &[(k, ref key), (n, ref nonce), (i, ref input), (a, ref ad), (c, ref ct), (t, ref tag)] =
        fields
    else {
        let line = fields.last().map_or(0, |f| f.0);
        return Err(format!("line {line}: record ends before TAG"));
    };
    let at = |line: usize| move |e: String| format!("line {line}: {e}");
    Ok(XaesCase {
        key: try_hex_array(key).map_err(at(k))?,
        nonce: try_hex_array(nonce).map_err(at(n))?,
        input: try_hex(input).map_err(at(i))?,
        ad: try_hex(ad).map_err(at(a))?,
        ct: try_hex(ct).map_err(at(c))?,
        tag: try_hex(tag).map_err(at(t))?,
    })
}

/// Reads and parses `rel` (an AWS-LC XAES file under the vectors directory).
///
/// # Panics
///
/// If the file is missing or does not parse (tests must fail, never skip).
pub fn aws_lc_xaes(rel: &str) -> Vec<XaesCase> {
    crate::load(rel, parse_aws_lc_xaes)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn strict_records() {
        let one = "# c\nKEY: 00\nNONCE: 01\nIN:\nAD: \nCT: 02\nTAG: 03\n";
        assert!(parse_aws_lc_xaes(one).unwrap_err().contains("32 bytes"));
        let good = format!(
            "KEY: {}\nNONCE: {}\nIN:\nAD:\nCT:\nTAG: 03\n\n",
            "00".repeat(32),
            "11".repeat(24)
        );
        let cases = parse_aws_lc_xaes(&good).unwrap();
        assert_eq!(cases.len(), 1);
        assert_eq!(
            (cases[0].nonce, cases[0].tag.clone()),
            ([0x11; 24], vec![3])
        );
        assert!(parse_aws_lc_xaes("KEY: 00\nIN: 00\n")
            .unwrap_err()
            .contains("NONCE"));
        assert!(parse_aws_lc_xaes("KEY: 00\n")
            .unwrap_err()
            .contains("before TAG"));
    }
}
