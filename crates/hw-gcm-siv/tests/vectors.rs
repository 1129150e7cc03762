//! Published AES-256-GCM-SIV vectors on every tier this CPU supports: the worked examples of
//! RFC 8452 Appendix C.2 (AES-256) and C.3 (counter wrap, the AES-256 ones), as the RFC text gives them, and
//! every 256-bit-key case of Wycheproof `aes_gcm_siv_test.json`. Each runs through every API
//! surface (Vec, `_to`, in place), counts the cases and asserts the count.

mod common;
use common::{cipher, open_all, seal_all, tiers};
use hw_test_vectors::{hex, read, wycheproof_aead};

/// One worked example of RFC 8452 Appendix C: the named fields, hex, continuation lines joined.
#[derive(Default, Debug)]
struct Example {
    plaintext: Vec<u8>,
    aad: Vec<u8>,
    key: Vec<u8>,
    nonce: Vec<u8>,
    tag: Vec<u8>,
    result: Vec<u8>,
}

/// Parses the RFC text: a record starts at `Plaintext`, each `Name (n bytes) = hex` or
/// `Name = hex` line may continue on indented lines holding only hex. Fields the test does not
/// check (intermediate values) are read and skipped; a record missing a checked field is an
/// error.
fn examples(text: &str) -> Vec<Example> {
    let mut out: Vec<Example> = Vec::new();
    let mut field: Option<String> = None;
    let mut cur: Option<Example> = None;
    let put = |cur: &mut Example, name: &str, v: &[u8]| match name {
        "Plaintext" => cur.plaintext.extend_from_slice(v),
        "AAD" => cur.aad.extend_from_slice(v),
        "Key" => cur.key.extend_from_slice(v),
        "Nonce" => cur.nonce.extend_from_slice(v),
        "Tag" => cur.tag.extend_from_slice(v),
        "Result" => cur.result.extend_from_slice(v),
        _ => {}
    };
    for line in text.lines() {
        let t = line.trim();
        if let Some((name, value)) = t.split_once('=') {
            let name = name.split('(').next().unwrap().trim().to_string();
            if name == "Plaintext" {
                out.extend(cur.take());
                cur = Some(Example::default());
            }
            if let Some(c) = cur.as_mut() {
                put(c, &name, &hex(value.trim()));
            }
            field = Some(name);
        } else if !t.is_empty() && t.chars().all(|c| c.is_ascii_hexdigit()) {
            if let (Some(c), Some(f)) = (cur.as_mut(), field.as_deref()) {
                put(c, f, &hex(t));
            }
        } else {
            field = None;
        }
    }
    out.extend(cur);
    out
}

#[test]
fn rfc8452_appendix_c_aes256() {
    let all = examples(&read("polyval/polyval_rfc8452.txt"));
    let aes256: Vec<&Example> = all.iter().filter(|e| e.key.len() == 32).collect();
    // The file's AES-256 worked examples (Appendix C.2 and the counter-wrap cases of C.3).
    assert_eq!(aes256.len(), 26, "AES-256 examples in the RFC text");
    for tier in tiers() {
        let mut n = 0;
        for e in &aes256 {
            let c = cipher(e.key.as_slice().try_into().unwrap(), tier);
            let nonce: [u8; 12] = e.nonce.as_slice().try_into().unwrap();
            let sealed = seal_all(&c, &nonce, &e.aad, &e.plaintext);
            assert_eq!(sealed, e.result, "{tier}: {e:?}");
            assert_eq!(sealed[e.plaintext.len()..], e.tag[..], "{tier}: tag");
            assert_eq!(open_all(&c, &nonce, &e.aad, &sealed).unwrap(), e.plaintext);
            n += 1;
        }
        assert_eq!(n, 26);
    }
}

#[test]
fn wycheproof_aes256_gcm_siv() {
    let cases: Vec<_> = wycheproof_aead("wycheproof/aes_gcm_siv_test.json")
        .into_iter()
        .filter(|c| c.key_size == 256)
        .collect();
    assert_eq!(cases.len(), 103, "256-bit-key cases");
    for tier in tiers() {
        let (mut valid, mut invalid) = (0, 0);
        for t in &cases {
            assert_eq!((t.iv_size, t.tag_size), (96, 128), "tcId {}", t.tc_id);
            let c = cipher(t.key.as_slice().try_into().unwrap(), tier);
            let nonce: [u8; 12] = t.iv.as_slice().try_into().unwrap();
            if t.check(&c, &nonce, seal_all, &tier.to_string()) {
                valid += 1;
            } else {
                invalid += 1;
            }
        }
        assert_eq!((valid, invalid), (69, 34), "{tier}");
    }
}
