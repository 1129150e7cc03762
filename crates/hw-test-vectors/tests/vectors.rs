//! Checks that every vector file parses into the number of cases that
//! `data/SOURCES.md` documents, plus a few spot values, and that the vendored files are
//! byte for byte those `data/SHA256SUMS` pins.

use hw_test_vectors::*;

/// The vendored copy is complete and unchanged: 35 files, each with the digest SHA256SUMS
/// gives, and no file beside them that SHA256SUMS does not list.
#[test]
fn vendored_files_match_sha256sums() {
    assert_eq!(check_sums(&vendored_dir()), Ok(35));
}

#[test]
fn gcm_encrypt_counts() {
    let cases = gcm_encrypt_cases();
    assert_eq!(cases.len(), 7875);
    assert!(cases.iter().all(|c| !c.fail && c.key.len() == 32));
    let first = &cases[0];
    assert_eq!(
        first.key,
        hex("b52c505a37d78eda5dd34f20c22540ea1b58963cf8e5bf8ffa85f9f2492505b4")
    );
    assert_eq!(first.tag, hex("bdc1ac884d332457a1d2664f168c76f0"));
    assert_eq!((first.count, first.line), (0, 13));
    // The IV lengths SOURCES.md lists, including the non-96-bit J0 path.
    for bits in [8, 96, 1024] {
        assert!(cases
            .iter()
            .any(|c| c.ivlen_bits == bits && c.iv.len() * 8 == bits));
    }
    for bits in [128, 120, 112, 104, 96, 64, 32] {
        assert!(cases.iter().any(|c| c.taglen_bits == bits));
    }
}

#[test]
fn gcm_decrypt_counts() {
    let cases = gcm_decrypt_cases();
    assert_eq!(cases.len(), 7875);
    assert_eq!(cases.iter().filter(|c| c.fail).count(), 3919);
    assert!(cases.iter().filter(|c| c.fail).all(|c| c.pt.is_empty()));
    let first = &cases[0];
    assert_eq!(
        first.key,
        hex("f5a2b27c74355872eb3ef6c5feafaa740e6ae990d9d48c3bd9bb8235e589f010")
    );
    assert_eq!(first.iv, hex("58d2240f580a31c1d24948e9"));
    assert_eq!(first.tag, hex("15e051a5e4a5f5da6cea92e2ebee5bac"));
    assert!(!first.fail);
    assert!(cases[1].fail);
    let last = cases.last().unwrap();
    assert_eq!(last.tag, hex("f905b7f7"));
    assert_eq!((last.taglen_bits, last.pt.len() * 8), (32, 408));
}

#[test]
fn aes_kat_counts() {
    let kats = aes256_kats();
    assert_eq!(kats.len(), 811);
    let count = |prefix: &str| kats.iter().filter(|k| k.source.starts_with(prefix)).count();
    assert_eq!(count("ECBVarKey256.rsp"), 512);
    assert_eq!(count("ECBVarTxt256.rsp"), 256);
    assert_eq!(count("ECBGFSbox256.rsp"), 10);
    assert_eq!(count("ECBKeySbox256.rsp"), 32);
    assert_eq!(count("fips197/aes_tests.txt"), 1);
    assert_eq!(kats.iter().filter(|k| k.encrypt).count(), 405 + 1);

    let gfsbox = &kats[512 + 256];
    assert_eq!(gfsbox.source, "ECBGFSbox256.rsp [ENCRYPT] COUNT = 0");
    assert_eq!(gfsbox.key, [0; 32]);
    assert_eq!(
        gfsbox.plaintext,
        hex_array("014730f80ac625fe84f026c60bfd547d")
    );
    assert_eq!(
        gfsbox.ciphertext,
        hex_array("5c9d844ed46f9885085e5d6a4f94c7d7")
    );

    // FIPS-197 Appendix C.3.
    let c3 = kats.last().unwrap();
    assert_eq!(
        c3.key,
        hex_array("000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f")
    );
    assert_eq!(c3.plaintext, hex_array("00112233445566778899aabbccddeeff"));
    assert_eq!(c3.ciphertext, hex_array("8ea2b7ca516745bfeafc49904b496089"));
}

/// SP 800-38A Appendix F.5.5 (CTR-AES256.Encrypt), typed in from the
/// publication to cross-check what is read from `nist_examples/AES_CTR.txt`.
#[test]
fn sp800_38a_ctr_matches_publication() {
    let (key, counter, pt, ct) = sp800_38a_ctr_aes256();
    assert_eq!(
        key,
        hex_array("603deb1015ca71be2b73aef0857d77811f352c073b6108d72d9810a30914dff4")
    );
    assert_eq!(counter, hex_array("f0f1f2f3f4f5f6f7f8f9fafbfcfdfeff"));
    assert_eq!(
        pt,
        hex(concat!(
            "6bc1bee22e409f96e93d7e117393172a",
            "ae2d8a571e03ac9c9eb76fac45af8e51",
            "30c81c46a35ce411e5fbc1191a0a52ef",
            "f69f2445df4f9b17ad2b417be66c3710",
        ))
    );
    assert_eq!(
        ct,
        hex(concat!(
            "601ec313775789a5b7a7f504bbf3d228",
            "f443e3ca4d62b59aca84e990cacaf5c5",
            "2b0930daa23de94ce87017ba2d84988d",
            "dfc9c58db67aada613c2dd08457941a6",
        ))
    );
}

#[test]
fn wycheproof_gcm_counts() {
    let cases = wycheproof_aead_counted("wycheproof/aes_gcm_test.json", [316, 105, 229]);
    assert!(!cases.iter().any(|c| c.acceptable));
    assert!(cases.iter().any(|c| c.iv.is_empty() && !c.valid));
    let first = &cases[0];
    assert_eq!(
        (first.tc_id, first.flags.as_slice()),
        (1, &["Ktv".to_string()][..])
    );
    assert_eq!(first.tag, hex("0a3ea7a5487cb5f7d70fb6c58d038554"));
}

#[test]
fn wycheproof_gcm_siv_counts() {
    wycheproof_aead_counted("wycheproof/aes_gcm_siv_test.json", [202, 103, 136]);
}

/// The cases of a Wycheproof AEAD file, after asserting `[all, with 256-bit keys, valid]`.
fn wycheproof_aead_counted(file: &str, [all, aes256, valid]: [usize; 3]) -> Vec<WycheproofAead> {
    let cases = wycheproof_aead(file);
    assert_eq!(cases.len(), all, "{file}");
    assert_eq!(
        cases.iter().filter(|c| c.key_size == 256).count(),
        aes256,
        "{file}"
    );
    assert_eq!(cases.iter().filter(|c| c.valid).count(), valid, "{file}");
    cases
}

#[test]
fn polyval_counts() {
    let cases = polyval_cases();
    assert_eq!(cases.len(), 51 + 45 + 2);
    let from = |prefix: &str| {
        cases
            .iter()
            .filter(|c| c.source.starts_with(prefix))
            .count()
    };
    assert_eq!(from("polyval/polyval_rfc8452.txt"), 51);
    assert_eq!(from("polyval/Polyval.json"), 45);
    assert_eq!(from("RFC 8452 Appendix A"), 2);

    let first = &cases[0];
    assert_eq!(first.h, hex_array("310728d9911f1f3837b24316c3fab9a0"));
    assert_eq!(first.input.len(), 48);
    assert_eq!(first.result, hex_array("ad7fcf0b5169851662672f3c5f95138f"));
    let json_first = &cases[51];
    assert_eq!(json_first.h, hex_array("90ccaceebad7d46898a67970df66156c"));
    assert!(json_first.input.is_empty());
    assert_eq!(json_first.result, [0; 16]);
}

#[test]
fn ctr_drbg_counts() {
    for variant in DRBG_VARIANTS {
        for use_df in [false, true] {
            let cases = ctr_drbg_cases(variant, use_df);
            assert_eq!(cases.len(), 240, "{variant} use_df={use_df}");
            assert_eq!(cases.iter().filter(|c| c.count == 0).count(), 16);
            for case in &cases {
                assert_eq!((case.variant, case.use_df), (variant, use_df));
                assert_eq!(case.prediction_resistance, variant == "pr_true");
                assert_eq!(case.returned_bits.len(), 64);
                assert_eq!(case.entropy.len(), if use_df { 32 } else { 48 });
                assert_eq!(case.nonce.len(), if use_df { 16 } else { 0 });
                assert_eq!(!case.entropy_reseed.is_empty(), variant == "pr_false");
                assert_eq!(!case.entropy_pr[1].is_empty(), variant == "pr_true");
            }
        }
    }
    let first = &ctr_drbg_cases("pr_true", true)[0];
    assert_eq!(
        first.entropy_pr[0],
        hex("cf140bcd4d7130e7e3ea14046c56442b57c43b34ad219553e7105c18f6e561af")
    );
    assert_eq!(
        first.entropy_pr[1],
        hex("e27c9f0be60d82d6cc474efb7fc737b16a6895d9a3a45b971d19b743c1a4ac8f")
    );
}

#[test]
fn strict_record_rejects_unconsumed_field() {
    let text = "[Keylen = 256]\r\n\r\nCount = 0\r\nKey = 00\r\nKye = 01\r\n\r\n";
    let mut record = parse_rsp(text).unwrap().remove(0);
    record.take("Count").unwrap();
    record.take("Key").unwrap();
    let err = record.finish().unwrap_err();
    assert!(err.contains("Kye") && err.contains("line 3"), "{err}");
}
