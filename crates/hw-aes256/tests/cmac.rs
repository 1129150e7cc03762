//! AES-256-CMAC against NIST CAVP CMACVS (generation and verification) and Wycheproof, and the
//! XAES-256-GCM key derivation and KC-XAES commitment against AWS-LC's vectors, on every tier
//! this CPU supports.

use hw_aes256::cmac::{Cmac256, MacError, MIN_TAG_LEN};
use hw_aes256::{Aes256, Tier};
use hw_test_vectors::{aws_lc_xaes, hex, parse_rsp, read};

use hw_test_vectors::{on_every_tier, tiers};

fn cmac(key: &[u8], tier: Tier) -> Cmac256 {
    let key: [u8; 32] = key.try_into().expect("a 256-bit key");
    let c = Cmac256::from_aes(Aes256::new_capped(&key, tier).expect("this CPU has AES"));
    assert_eq!(c.tier(), tier);
    c
}

/// One CMACVS record: key, message (`Mlen` bytes of `Msg`), and the `Tlen`-byte `Mac`.
struct Record {
    count: usize,
    key: Vec<u8>,
    msg: Vec<u8>,
    mac: Vec<u8>,
    result: Option<char>,
}

fn cmacvs(file: &str) -> Vec<Record> {
    let records = parse_rsp(&read(file)).expect("a CAVP rsp file");
    records
        .into_iter()
        .map(|mut r| {
            let count = r.take_usize("Count").unwrap();
            assert_eq!(r.take_usize("Klen").unwrap(), 32);
            let mlen = r.take_usize("Mlen").unwrap();
            let tlen = r.take_usize("Tlen").unwrap();
            let key = r.take_hex("Key").unwrap();
            let mut msg = r.take_hex("Msg").unwrap();
            let mac = r.take_hex("Mac").unwrap();
            // An empty message is written `Msg = 00`.
            assert!(
                msg.len() == mlen || (mlen == 0 && msg == [0]),
                "Count {count}"
            );
            msg.truncate(mlen);
            assert_eq!(mac.len(), tlen, "Count {count}");
            let result = r
                .take("Result")
                .ok()
                .map(|v| v.chars().next().expect("P or F"));
            r.finish().unwrap();
            Record {
                count,
                key,
                msg,
                mac,
                result,
            }
        })
        .collect()
}

#[test]
fn cavp_cmac_generate() {
    let records = cmacvs("nist_cavp/cmac/CMACGenAES256.rsp");
    on_every_tier(&records, 96, |tier, r| {
        assert!(r.result.is_none());
        let c = cmac(&r.key, tier);
        let tag = c.mac(&r.msg);
        assert_eq!(tag[..r.mac.len()], r.mac[..], "Count {} on {tier}", r.count);
        if r.mac.len() >= MIN_TAG_LEN {
            assert_eq!(c.verify_truncated(&r.msg, &r.mac), Ok(()));
        }
    });
}

#[test]
fn cavp_cmac_verify() {
    let records = cmacvs("nist_cavp/cmac/CMACVerAES256.rsp");
    assert_eq!(records.len(), 240);
    for tier in tiers() {
        let (mut pass, mut fail, mut short) = (0, 0, 0);
        for r in &records {
            let c = cmac(&r.key, tier);
            let want = match r.result {
                Some('P') => true,
                Some('F') => false,
                other => panic!("Count {}: Result {other:?}", r.count),
            };
            let prefix_matches = c.mac(&r.msg)[..r.mac.len()] == r.mac[..];
            assert_eq!(prefix_matches, want, "Count {} on {tier}", r.count);
            let verdict = c.verify_truncated(&r.msg, &r.mac);
            if r.mac.len() < MIN_TAG_LEN {
                // 4- and 5-byte tags: below SP 800-38B's 64-bit guidance, refused outright.
                assert_eq!(verdict, Err(MacError::TagLength { len: r.mac.len() }));
                short += 1;
            } else if want {
                assert_eq!(verdict, Ok(()), "Count {} on {tier}", r.count);
                pass += 1;
            } else {
                assert_eq!(verdict, Err(MacError::Mismatch), "Count {}", r.count);
                fail += 1;
            }
        }
        assert_eq!((pass, fail, short), (24, 96, 120), "on {tier}");
    }
}

#[test]
fn wycheproof_cmac_256() {
    let doc: serde_json::Value =
        serde_json::from_str(&read("wycheproof/aes_cmac_test.json")).expect("JSON");
    let groups = doc["testGroups"].as_array().expect("testGroups");
    for tier in tiers() {
        let (mut valid, mut invalid) = (0, 0);
        for g in groups.iter().filter(|g| g["keySize"] == 256) {
            assert_eq!(g["tagSize"], 128);
            for t in g["tests"].as_array().expect("tests") {
                let id = &t["tcId"];
                let field = |name: &str| hex(t[name].as_str().expect("hex string"));
                let c = cmac(&field("key"), tier);
                let (msg, tag) = (field("msg"), field("tag"));
                let tag: [u8; 16] = tag.try_into().expect("128-bit tags");
                match t["result"].as_str() {
                    Some("valid") => {
                        assert_eq!(c.mac(&msg), tag, "tcId {id} on {tier}");
                        assert_eq!(c.verify(&msg, &tag), Ok(()), "tcId {id}");
                        valid += 1;
                    }
                    Some("invalid") => {
                        assert_eq!(c.verify(&msg, &tag), Err(MacError::Mismatch), "tcId {id}");
                        assert_eq!(c.verify_truncated(&msg, &tag), Err(MacError::Mismatch));
                        invalid += 1;
                    }
                    other => panic!("tcId {id}: result {other:?}"),
                }
            }
        }
        assert_eq!((valid, invalid), (21, 81), "on {tier}");
    }
}

#[test]
fn truncated_tag_lengths() {
    let c = Cmac256::new(&[9; 32]).unwrap();
    let tag = c.mac(b"m");
    for len in 0..=20 {
        let mut t = [0u8; 20];
        t[..len.min(16)].copy_from_slice(&tag[..len.min(16)]);
        let got = c.verify_truncated(b"m", &t[..len]);
        if (MIN_TAG_LEN..=16).contains(&len) {
            assert_eq!(got, Ok(()), "len {len}");
            t[len - 1] ^= 1;
            assert_eq!(c.verify_truncated(b"m", &t[..len]), Err(MacError::Mismatch));
        } else {
            assert_eq!(got, Err(MacError::TagLength { len }));
        }
    }
}

/// XAES-256-GCM seal = AES-256-GCM under `derive_xaes_key(N[..12])` with nonce `N[12..]`. The
/// three AWS-LC cases include both C2SP worked examples (keys 01.. and 03.., nonce
/// `ABCDEFGHIJKLMNOPQRSTUVWX`), so a wrong derived key fails them.
#[test]
fn xaes_derivation_through_whole_seals() {
    let cases = aws_lc_xaes("aws-lc/xaes_256_gcm_tests.txt");
    assert_eq!(cases.len(), 3);
    for tier in tiers() {
        let mut ran = 0;
        for c in &cases {
            let kdf = cmac(&c.key, tier);
            let (n1, n2) = c.nonce.split_at(12);
            let kx = kdf.derive_xaes_key(n1.try_into().unwrap());
            let gcm = hw_gcm::HardwareAes256Gcm::new(&kx).unwrap();
            let sealed = gcm
                .encrypt_with_nonce(n2.try_into().unwrap(), &c.ad, &c.input)
                .unwrap();
            let mut want = c.ct.clone();
            want.extend_from_slice(&c.tag);
            assert_eq!(sealed, want, "case {ran} on {tier}");
            ran += 1;
        }
        assert_eq!(ran, 3);
    }
    assert_eq!(cases[1].nonce, *b"ABCDEFGHIJKLMNOPQRSTUVWX");
    assert_eq!((cases[1].key, cases[2].key), ([1; 32], [3; 32]));
}

/// KC-XAES: the 48-byte TAG is the GCM tag, then the 32-byte commitment.
#[test]
fn kc_xaes_commitment() {
    let cases = aws_lc_xaes("aws-lc/xaes_256_gcm_kc_tests.txt");
    assert_eq!(cases.len(), 3);
    let plain = aws_lc_xaes("aws-lc/xaes_256_gcm_tests.txt");
    for tier in tiers() {
        let mut ran = 0;
        for (c, p) in cases.iter().zip(&plain) {
            assert_eq!(c.tag.len(), 48);
            assert_eq!((&c.ct, &c.tag[..16]), (&p.ct, &p.tag[..]));
            let commitment = cmac(&c.key, tier).xaes_commitment(&c.nonce);
            assert_eq!(commitment[..], c.tag[16..], "case {ran} on {tier}");
            let kdf = cmac(&c.key, tier);
            assert_eq!(kdf.verify_xaes_commitment(&c.nonce, &commitment), Ok(()));
            for bit in 0..256 {
                let mut bad = commitment;
                bad[bit / 8] ^= 1 << (bit % 8);
                assert_eq!(
                    kdf.verify_xaes_commitment(&c.nonce, &bad),
                    Err(MacError::Mismatch),
                    "bit {bit}"
                );
            }
            // Another key or another nonce commits to something else.
            let mut other = c.nonce;
            other[23] ^= 1;
            assert_ne!(cmac(&c.key, tier).xaes_commitment(&other), commitment);
            let mut key = c.key;
            key[0] ^= 1;
            assert_ne!(cmac(&key, tier).xaes_commitment(&c.nonce), commitment);
            ran += 1;
        }
        assert_eq!(ran, 3);
    }
}

/// SP 800-108r1 counter mode: one block is one CMAC of the fixed input layout, and longer
/// outputs continue with counter 2 (the length field changes with the output length).
#[test]
fn counter_kdf_layout() {
    let c = Cmac256::new(&[0x11; 32]).unwrap();
    let mut out = [0u8; 40];
    c.derive_counter(b"label", b"ctx", &mut out);
    let block = |i: u32, bits: u32| {
        let mut m = i.to_be_bytes().to_vec();
        m.extend_from_slice(b"label\0ctx");
        m.extend_from_slice(&bits.to_be_bytes());
        c.mac(&m)
    };
    assert_eq!(out[..16], block(1, 320));
    assert_eq!(out[16..32], block(2, 320));
    assert_eq!(out[32..], block(3, 320)[..8]);
    let mut short = [0u8; 16];
    c.derive_counter(b"label", b"ctx", &mut short);
    assert_eq!(short, block(1, 128));
}
