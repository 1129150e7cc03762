//! Wycheproof AEAD test files (`aead_test_schema_v1.json`).

use serde_json::{Map, Value};

use crate::{load, try_hex};

/// Keys a Wycheproof AEAD test object may have; anything else is an error.
const TEST_KEYS: [&str; 10] = [
    "tcId", "comment", "flags", "key", "iv", "aad", "msg", "ct", "tag", "result",
];

/// One Wycheproof AEAD test case, with its group's sizes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WycheproofAead {
    /// Test case id, unique within the file.
    pub tc_id: u64,
    /// Free-text comment (often empty).
    pub comment: String,
    /// Flags naming the property under test, e.g. `"Ktv"`.
    pub flags: Vec<String>,
    /// Key of `key_size / 8` bytes.
    pub key: Vec<u8>,
    /// IV (nonce) of `iv_size / 8` bytes; may be empty.
    pub iv: Vec<u8>,
    /// Additional authenticated data.
    pub aad: Vec<u8>,
    /// Plaintext message.
    pub msg: Vec<u8>,
    /// Ciphertext without the tag.
    pub ct: Vec<u8>,
    /// Tag of `tag_size / 8` bytes.
    pub tag: Vec<u8>,
    /// True if `result` is `"valid"`: the implementation must produce
    /// exactly `ct`/`tag` and accept them.
    pub valid: bool,
    /// True if `result` is `"acceptable"`: either outcome is allowed.
    /// A case with neither `valid` nor `acceptable` must be rejected.
    pub acceptable: bool,
    /// Key size in bits, from the test group.
    pub key_size: usize,
    /// IV size in bits, from the test group.
    pub iv_size: usize,
    /// Tag size in bits, from the test group.
    pub tag_size: usize,
}

/// Parses a Wycheproof AEAD JSON text.
///
/// Checks that `numberOfTests` equals the number of tests found, that every
/// test has only known keys and a known `result`, and that key, IV and tag
/// lengths match their group's sizes. Errors name the `tcId`.
pub fn parse_wycheproof_aead(text: &str) -> Result<Vec<WycheproofAead>, String> {
    let root: Value = serde_json::from_str(text).map_err(|e| format!("invalid JSON: {e}"))?;
    let expected = root
        .get("numberOfTests")
        .and_then(Value::as_u64)
        .ok_or("no numeric `numberOfTests`")?;
    let groups = root
        .get("testGroups")
        .and_then(Value::as_array)
        .ok_or("no `testGroups` array")?;

    let mut cases = Vec::new();
    for (index, group) in groups.iter().enumerate() {
        let size = |name: &str| {
            group
                .get(name)
                .and_then(Value::as_u64)
                .and_then(|n| usize::try_from(n).ok())
                .ok_or_else(|| format!("testGroups[{index}]: no numeric `{name}`"))
        };
        let sizes = (size("keySize")?, size("ivSize")?, size("tagSize")?);
        let tests = group
            .get("tests")
            .and_then(Value::as_array)
            .ok_or_else(|| format!("testGroups[{index}]: no `tests` array"))?;
        for test in tests {
            let object = test
                .as_object()
                .ok_or_else(|| format!("testGroups[{index}]: a test is not an object"))?;
            let tc_id = object.get("tcId").and_then(Value::as_u64);
            let case = parse_test(object, sizes).map_err(|e| match tc_id {
                Some(id) => format!("tcId {id}: {e}"),
                None => format!("testGroups[{index}]: {e}"),
            })?;
            cases.push(case);
        }
    }
    if cases.len() as u64 != expected {
        return Err(format!(
            "numberOfTests is {expected} but {} tests were found",
            cases.len()
        ));
    }
    Ok(cases)
}

/// Converts one test object; `sizes` is `(keySize, ivSize, tagSize)`.
fn parse_test(
    test: &Map<String, Value>,
    (key_size, iv_size, tag_size): (usize, usize, usize),
) -> Result<WycheproofAead, String> {
    if let Some(unknown) = test.keys().find(|k| !TEST_KEYS.contains(&k.as_str())) {
        return Err(format!("unexpected key `{unknown}`"));
    }
    let string = |name: &str| {
        test.get(name)
            .and_then(Value::as_str)
            .ok_or_else(|| format!("no string `{name}`"))
    };
    let bytes =
        |name: &str| string(name).and_then(|s| try_hex(s).map_err(|e| format!("`{name}`: {e}")));
    let sized = |name: &str, bits: usize| {
        let value = bytes(name)?;
        if value.len() * 8 == bits {
            Ok(value)
        } else {
            Err(format!(
                "`{name}` is {} bits, group says {bits}",
                value.len() * 8
            ))
        }
    };

    let flags = test
        .get("flags")
        .and_then(Value::as_array)
        .ok_or("no `flags` array")?
        .iter()
        .map(|f| {
            f.as_str()
                .map(str::to_string)
                .ok_or("a flag is not a string")
        })
        .collect::<Result<Vec<_>, _>>()?;
    let (valid, acceptable) = match string("result")? {
        "valid" => (true, false),
        "acceptable" => (false, true),
        "invalid" => (false, false),
        other => return Err(format!("unknown result {other:?}")),
    };
    Ok(WycheproofAead {
        tc_id: test
            .get("tcId")
            .and_then(Value::as_u64)
            .ok_or("no numeric `tcId`")?,
        comment: string("comment")?.to_string(),
        flags,
        key: sized("key", key_size)?,
        iv: sized("iv", iv_size)?,
        aad: bytes("aad")?,
        msg: bytes("msg")?,
        ct: bytes("ct")?,
        tag: sized("tag", tag_size)?,
        valid,
        acceptable,
        key_size,
        iv_size,
        tag_size,
    })
}

/// Loads a Wycheproof AEAD file, e.g. `wycheproof/aes_gcm_test.json` or
/// `wycheproof/aes_gcm_siv_test.json` (`rel` is relative to
/// [`crate::vectors_dir`]).
///
/// # Panics
///
/// Panics if the file is missing or malformed, including when its
/// `numberOfTests` does not match the number of tests parsed.
pub fn wycheproof_aead(rel: &str) -> Vec<WycheproofAead> {
    load(rel, parse_wycheproof_aead)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn file(number: u64, result: &str, extra: &str) -> String {
        format!(
            r#"{{"numberOfTests": {number}, "testGroups": [{{"keySize": 16, "ivSize": 8, "tagSize": 8,
               "tests": [{{"tcId": 7, "comment": "c", "flags": ["F"], "key": "0102", "iv": "03",
               "aad": "", "msg": "04", "ct": "05", "tag": "06", "result": "{result}"{extra}}}]}}]}}"#
        )
    }

    #[test]
    fn parses_a_minimal_file() {
        let cases = parse_wycheproof_aead(&file(1, "acceptable", "")).unwrap();
        assert_eq!(cases.len(), 1);
        let case = &cases[0];
        assert_eq!((case.tc_id, case.valid, case.acceptable), (7, false, true));
        assert_eq!(case.key, vec![1, 2]);
        assert_eq!(case.flags, vec!["F".to_string()]);
        assert_eq!((case.key_size, case.iv_size, case.tag_size), (16, 8, 8));
    }

    #[test]
    fn rejects_count_mismatch_and_unknown_data() {
        assert!(parse_wycheproof_aead(&file(2, "valid", ""))
            .unwrap_err()
            .contains("numberOfTests"));
        assert!(parse_wycheproof_aead(&file(1, "maybe", ""))
            .unwrap_err()
            .contains("tcId 7"));
        assert!(parse_wycheproof_aead(&file(1, "valid", r#", "extra": 1"#))
            .unwrap_err()
            .contains("extra"));
    }
}
