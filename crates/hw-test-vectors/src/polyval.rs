//! POLYVAL (RFC 8452) test cases.

use serde_json::Value;

use crate::{fixed, load, try_hex};

/// RFC 8452 Appendix C text, relative to [`crate::vectors_dir`].
const RFC_FILE: &str = "polyval/polyval_rfc8452.txt";
/// google/hctr2 POLYVAL JSON vectors, relative to [`crate::vectors_dir`].
const JSON_FILE: &str = "polyval/Polyval.json";

/// One POLYVAL computation: `POLYVAL(h, input) == result`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PolyvalCase {
    /// The POLYVAL key H.
    pub h: [u8; 16],
    /// The input, a whole number of 16-byte blocks (possibly none).
    pub input: Vec<u8>,
    /// The expected POLYVAL value.
    pub result: [u8; 16],
    /// Where the case comes from (file and line, or description).
    pub source: String,
}

/// Parses the RFC 8452 Appendix C text: each case is the triple of
/// `Record authentication key = <hex>` (H), `POLYVAL input = <hex>` (which
/// continues over the following hex-only lines) and `POLYVAL result = <hex>`.
///
/// Other labelled lines (such as `POLYVAL result XOR nonce`) are ignored.
/// `file_name` labels [`PolyvalCase::source`].
pub fn parse_polyval_rfc8452(text: &str, file_name: &str) -> Result<Vec<PolyvalCase>, String> {
    let mut cases = Vec::new();
    let mut h: Option<[u8; 16]> = None;
    // Hex digits of the input being read, and whether more lines may follow.
    let mut input: Option<String> = None;
    let mut continuing = false;

    for (index, raw) in text.lines().enumerate() {
        let line_no = index + 1;
        let line = raw.trim();
        let Some((label, value)) = line.split_once('=') else {
            if continuing && is_hex(line) {
                if let Some(digits) = input.as_mut() {
                    digits.push_str(line);
                }
            } else {
                continuing = false;
            }
            continue;
        };
        continuing = false;
        let value = value.trim();
        let decode =
            |what: &str| try_hex(value).map_err(|e| format!("line {line_no}: {what}: {e}"));
        match label.trim() {
            "Record authentication key" => {
                h = Some(fixed(line_no, "authentication key", decode("key")?)?);
            }
            "POLYVAL input" => {
                if input.is_some() {
                    return Err(format!(
                        "line {line_no}: POLYVAL input without a result before it"
                    ));
                }
                if !is_hex(value) {
                    return Err(format!("line {line_no}: POLYVAL input is not hex"));
                }
                input = Some(value.to_string());
                continuing = true;
            }
            "POLYVAL result" => {
                let result = fixed(line_no, "POLYVAL result", decode("result")?)?;
                let digits = input
                    .take()
                    .ok_or_else(|| format!("line {line_no}: POLYVAL result without an input"))?;
                let key = h
                    .take()
                    .ok_or_else(|| format!("line {line_no}: POLYVAL result without a key"))?;
                let input = try_hex(&digits).map_err(|e| format!("line {line_no}: input: {e}"))?;
                cases.push(checked(
                    key,
                    input,
                    result,
                    format!("{file_name} line {line_no}"),
                )?);
            }
            _ => {}
        }
    }
    if input.is_some() {
        return Err("POLYVAL input at the end of the file has no result".to_string());
    }
    Ok(cases)
}

/// Parses the google/hctr2 `Polyval.json` array of
/// `{cipher, description, input: {key_hex, message_hex}, hash_hex}`.
pub fn parse_polyval_json(text: &str) -> Result<Vec<PolyvalCase>, String> {
    let root: Value = serde_json::from_str(text).map_err(|e| format!("invalid JSON: {e}"))?;
    let entries = root.as_array().ok_or("top level is not an array")?;
    entries
        .iter()
        .enumerate()
        .map(|(index, entry)| {
            let string = |path: &str| {
                entry
                    .pointer(path)
                    .and_then(Value::as_str)
                    .ok_or_else(|| format!("entry {index}: no string at {path}"))
            };
            let bytes = |path: &str| {
                string(path)
                    .and_then(|s| try_hex(s).map_err(|e| format!("entry {index}: {path}: {e}")))
            };
            let block = |path: &str| -> Result<[u8; 16], String> {
                let value = bytes(path)?;
                let len = value.len();
                value
                    .try_into()
                    .map_err(|_| format!("entry {index}: {path} is {len} bytes, expected 16"))
            };
            let cipher = string("/cipher/cipher")?;
            if cipher != "Polyval" {
                return Err(format!(
                    "entry {index}: cipher is {cipher:?}, not \"Polyval\""
                ));
            }
            let source = format!("{JSON_FILE}: {}", string("/description")?);
            checked(
                block("/input/key_hex")?,
                bytes("/input/message_hex")?,
                block("/hash_hex")?,
                source,
            )
        })
        .collect()
}

/// Builds a case after checking that the input is whole blocks.
fn checked(
    h: [u8; 16],
    input: Vec<u8>,
    result: [u8; 16],
    source: String,
) -> Result<PolyvalCase, String> {
    if !input.len().is_multiple_of(16) {
        return Err(format!(
            "{source}: input is {} bytes, not whole blocks",
            input.len()
        ));
    }
    Ok(PolyvalCase {
        h,
        input,
        result,
        source,
    })
}

/// True if `s` is a non-empty string of hex digits.
fn is_hex(s: &str) -> bool {
    !s.is_empty() && s.bytes().all(|c| c.is_ascii_hexdigit())
}

/// The worked example of RFC 8452 Appendix A, as two cases.
///
/// Excerpt of RFC 8452, "AES-GCM-SIV: Nonce Misuse-Resistant Authenticated
/// Encryption", Appendix A: with H = 25629347589242761d31f826ba4b757b,
/// X_1 = 4f4f95668c83dfb6401762bb2d01a262 and
/// X_2 = d1a24ddd2721d006bbe45f20d3c9f362,
/// POLYVAL(H, X_1) = dot(X_1, H) = cedac64537ff50989c16011551086d77 and
/// POLYVAL(H, X_1, X_2) = f7a3b47b846119fae5b7866cf5e5b77e.
/// No data file with these values exists among the vendored vectors.
fn rfc8452_appendix_a() -> Vec<PolyvalCase> {
    const H: &str = "25629347589242761d31f826ba4b757b";
    const X1: &str = "4f4f95668c83dfb6401762bb2d01a262";
    const X2: &str = "d1a24ddd2721d006bbe45f20d3c9f362";
    vec![
        PolyvalCase {
            h: crate::hex_array(H),
            input: crate::hex(X1),
            result: crate::hex_array("cedac64537ff50989c16011551086d77"),
            source: "RFC 8452 Appendix A: POLYVAL(H, X_1)".to_string(),
        },
        PolyvalCase {
            h: crate::hex_array(H),
            input: crate::hex(&format!("{X1}{X2}")),
            result: crate::hex_array("f7a3b47b846119fae5b7866cf5e5b77e"),
            source: "RFC 8452 Appendix A: POLYVAL(H, X_1, X_2)".to_string(),
        },
    ]
}

/// All POLYVAL cases: 51 from RFC 8452 Appendix C
/// (`polyval/polyval_rfc8452.txt`), then 45 from `polyval/Polyval.json`,
/// then the 2 RFC 8452 Appendix A examples; 98 in all.
///
/// # Panics
///
/// Panics if a file is missing or malformed.
pub fn polyval_cases() -> Vec<PolyvalCase> {
    let mut cases = load(RFC_FILE, |text| parse_polyval_rfc8452(text, RFC_FILE));
    cases.extend(load(JSON_FILE, parse_polyval_json));
    cases.extend(rfc8452_appendix_a());
    cases
}

#[cfg(test)]
mod tests {
    use super::*;

    const KEY: &str = "000102030405060708090a0b0c0d0e0f";

    #[test]
    fn rfc_parser_joins_continuation_lines() {
        let text = format!(
            "   Record authentication key = {KEY}\n   POLYVAL input =   {KEY}\n\
             \x20                {KEY}\n   POLYVAL result =  {KEY}\n\
             \x20  POLYVAL result XOR nonce = 00\n   Tag = 11\n"
        );
        let cases = parse_polyval_rfc8452(&text, "t.txt").unwrap();
        assert_eq!(cases.len(), 1);
        assert_eq!(cases[0].input.len(), 32);
        assert_eq!(cases[0].result[15], 0x0f);
        assert_eq!(cases[0].source, "t.txt line 4");
    }

    #[test]
    fn rfc_parser_rejects_incomplete_cases() {
        let no_key = format!("POLYVAL input = {KEY}\nPOLYVAL result = {KEY}\n");
        assert!(parse_polyval_rfc8452(&no_key, "t")
            .unwrap_err()
            .contains("line 2"));
        let no_result = format!("Record authentication key = {KEY}\nPOLYVAL input = {KEY}\n");
        assert!(parse_polyval_rfc8452(&no_result, "t").is_err());
        let partial = format!(
            "Record authentication key = {KEY}\nPOLYVAL input = 00\nPOLYVAL result = {KEY}\n"
        );
        assert!(parse_polyval_rfc8452(&partial, "t")
            .unwrap_err()
            .contains("whole blocks"));
    }

    #[test]
    fn json_parser_checks_cipher() {
        let entry = |cipher: &str| {
            format!(
                r#"[{{"cipher": {{"cipher": "{cipher}"}}, "description": "d",
                   "input": {{"key_hex": "{KEY}", "message_hex": ""}}, "hash_hex": "{KEY}"}}]"#
            )
        };
        assert_eq!(parse_polyval_json(&entry("Polyval")).unwrap().len(), 1);
        assert!(parse_polyval_json(&entry("GHASH")).is_err());
    }
}
