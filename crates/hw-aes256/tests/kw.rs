//! AES-256 key wrap (KW and KWP) against NIST SP 800-38F KWVS and Wycheproof, through every API
//! form, with tampering, wiping and the batched forms, on every tier this CPU supports.

use hw_aes256::kw::{Error, KeyWrap};
use hw_aes256::Tier;
use hw_cpu::counters;
use hw_test_vectors::{hex, parse_rsp, read};

use hw_test_vectors::{on_every_tier, tiers};

/// A key-encryption key capped at `tier`: checks the tier it reports and that making it ran the
/// architecture's baseline AES kernel (AES-NI on x86_64, where every tier runs key wrap on it;
/// ARMv8 AES on aarch64).
fn kek(key: &[u8], tier: Tier) -> KeyWrap {
    let key: [u8; 32] = key.try_into().expect("a 256-bit key");
    let before = counters::snapshot();
    let k = KeyWrap::new_capped(&key, tier).expect("this CPU has AES");
    assert_eq!(k.tier(), tier);
    let ran: Vec<Tier> = counters::grown_since(before).collect();
    assert_eq!(ran, [Tier::ALL[0]], "key expansion and inverse keys");
    k
}

/// Which mode a record is for.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Mode {
    Kw,
    Kwp,
}

/// Wraps through both the slice API and the `Vec` API and checks that they agree.
fn wrap(k: &KeyWrap, mode: Mode, p: &[u8]) -> Result<Vec<u8>, Error> {
    both_apis(p, p.len() + 16, |i, o| match mode {
        Mode::Kw => (k.wrap(i, o), k.wrap_vec(i)),
        Mode::Kwp => (k.wrap_with_padding(i, o), k.wrap_with_padding_vec(i)),
    })
}

/// Unwraps through both APIs; on failure checks that the slice output was wiped (or, for a
/// length error, untouched).
fn unwrap(k: &KeyWrap, mode: Mode, c: &[u8]) -> Result<Vec<u8>, Error> {
    both_apis(c, c.len(), |i, o| {
        let (r, v) = match mode {
            Mode::Kw => (k.unwrap(i, o), k.unwrap_vec(i)),
            Mode::Kwp => (k.unwrap_with_padding(i, o), k.unwrap_with_padding_vec(i)),
        };
        (r, v.map(|z| z.to_vec()))
    })
}

/// Runs `op` on `input` with a slice output of `cap` bytes of `0x55` and through the `Vec`
/// API, and checks that both agree. On a failed integrity check the output's first
/// `input.len() - 8` bytes must be wiped and the rest untouched; on any other error nothing
/// may be written.
fn both_apis(
    input: &[u8],
    cap: usize,
    op: impl FnOnce(&[u8], &mut [u8]) -> (Result<usize, Error>, Result<Vec<u8>, Error>),
) -> Result<Vec<u8>, Error> {
    let mut out = vec![0x55u8; cap];
    let (r, v) = op(input, &mut out);
    let r = r.map(|n| out[..n].to_vec());
    assert_eq!(v, r, "the slice and Vec APIs agree");
    let written = match r {
        Err(Error::Integrity) => input.len() - 8,
        _ => 0,
    };
    if let Err(e) = r {
        assert!(out[..written].iter().all(|&b| b == 0), "wiped on {e:?}");
        assert!(
            out[written..].iter().all(|&b| b == 0x55),
            "nothing else written on {e:?}"
        );
    }
    r
}

/// One KWVS record: `P` and `C`, or `C` and `FAIL`.
struct Record {
    count: usize,
    key: Vec<u8>,
    p: Option<Vec<u8>>,
    c: Vec<u8>,
}

fn kwvs(file: &str) -> Vec<Record> {
    parse_rsp(&read(file))
        .expect("a KWVS file")
        .into_iter()
        .map(|mut r| {
            let count = r.take_usize("COUNT").unwrap();
            let bits = r.header_usize("PLAINTEXT LENGTH").unwrap();
            let key = r.take_hex("K").unwrap();
            let c = r.take_hex("C").unwrap();
            let p = if r.take_flag("FAIL") {
                None
            } else {
                let p = r.take_hex("P").unwrap();
                assert_eq!(p.len() * 8, bits, "COUNT {count}");
                Some(p)
            };
            r.finish().unwrap();
            Record { count, key, p, c }
        })
        .collect()
}

/// The AE (encrypt) files: every record wraps to `C` and unwraps back.
fn authenticated_encryption(file: &str, mode: Mode) {
    let records = kwvs(file);
    on_every_tier(&records, 500, |tier, r| {
        let k = kek(&r.key, tier);
        let p = r.p.as_ref().expect("AE records have P");
        assert_eq!(
            wrap(&k, mode, p).as_ref(),
            Ok(&r.c),
            "COUNT {} on {tier}",
            r.count
        );
        assert_eq!(unwrap(&k, mode, &r.c).as_ref(), Ok(p), "COUNT {}", r.count);
    });
}

/// The AD (decrypt) files: 400 records unwrap to `P`, 100 are refused with the output wiped.
fn authenticated_decryption(file: &str, mode: Mode) {
    let records = kwvs(file);
    assert_eq!(records.len(), 500);
    for tier in tiers() {
        let (mut pass, mut fail) = (0, 0);
        for r in &records {
            let k = kek(&r.key, tier);
            match &r.p {
                Some(p) => {
                    assert_eq!(unwrap(&k, mode, &r.c).as_ref(), Ok(p), "COUNT {}", r.count);
                    pass += 1;
                }
                None => {
                    assert_eq!(
                        unwrap(&k, mode, &r.c),
                        Err(Error::Integrity),
                        "COUNT {} on {tier}",
                        r.count
                    );
                    fail += 1;
                }
            }
        }
        assert_eq!((pass, fail), (400, 100), "on {tier}");
    }
}

/// One test per KWVS file: `name: check(file under nist_cavp/kw/, mode)`.
macro_rules! kwvs_tests {
    ($($name:ident: $check:ident($file:literal, $mode:ident);)*) => {$(
        #[test]
        fn $name() {
            $check(concat!("nist_cavp/kw/", $file), Mode::$mode);
        }
    )*};
}

kwvs_tests! {
    kwvs_kw_ae: authenticated_encryption("KW_AE_256.txt", Kw);
    kwvs_kw_ad: authenticated_decryption("KW_AD_256.txt", Kw);
    kwvs_kwp_ae: authenticated_encryption("KWP_AE_256.txt", Kwp);
    kwvs_kwp_ad: authenticated_decryption("KWP_AD_256.txt", Kwp);
}

/// Every 256-bit-key case of a Wycheproof key-wrap file: valid ones wrap to `ct` and unwrap
/// back; invalid ones are refused (wrapping an invalid `msg` length, or unwrapping `ct`);
/// returns (valid, invalid, acceptable) counts.
fn wycheproof(file: &str, mode: Mode, tier: Tier) -> (usize, usize, usize) {
    let doc: serde_json::Value = serde_json::from_str(&read(file)).expect("JSON");
    let (mut valid, mut invalid, mut acceptable) = (0, 0, 0);
    for g in doc["testGroups"].as_array().expect("testGroups") {
        if g["keySize"] != 256 {
            continue;
        }
        for t in g["tests"].as_array().expect("tests") {
            let id = &t["tcId"];
            let field = |name: &str| hex(t[name].as_str().expect("hex string"));
            let k = kek(&field("key"), tier);
            let (msg, ct) = (field("msg"), field("ct"));
            match t["result"].as_str() {
                Some("valid") => {
                    assert_eq!(wrap(&k, mode, &msg), Ok(ct.clone()), "tcId {id} on {tier}");
                    assert_eq!(unwrap(&k, mode, &ct), Ok(msg), "tcId {id}");
                    valid += 1;
                }
                Some("invalid") => {
                    // The ciphertext must be refused; where `msg` is a length the mode cannot
                    // wrap, wrapping it must be refused too.
                    let refused = unwrap(&k, mode, &ct);
                    assert!(
                        matches!(refused, Err(Error::Integrity | Error::InvalidLength)),
                        "tcId {id} on {tier}: {refused:?}"
                    );
                    let wraps = wrap(&k, mode, &msg);
                    if let Ok(c) = &wraps {
                        assert_ne!(c, &ct, "tcId {id}");
                    }
                    invalid += 1;
                }
                Some("acceptable") => {
                    // Either outcome is allowed; ours must be consistent both ways.
                    if let Ok(p) = unwrap(&k, mode, &ct) {
                        assert_eq!(p, msg, "tcId {id}");
                        assert_eq!(wrap(&k, mode, &msg), Ok(ct.clone()), "tcId {id}");
                    }
                    acceptable += 1;
                }
                other => panic!("tcId {id}: result {other:?}"),
            }
        }
    }
    (valid, invalid, acceptable)
}

/// Every 256-bit-key case of both files: KW 68 (valid, invalid, acceptable: 13, 54, 1), KWP 94
/// (25, 69, 0).
#[test]
fn wycheproof_kw_and_kwp_256() {
    let files = [
        ("wycheproof/aes_wrap_test.json", Mode::Kw, (13, 54, 1)),
        ("wycheproof/aes_kwp_test.json", Mode::Kwp, (25, 69, 0)),
    ];
    for (file, mode, counts) in files {
        for tier in tiers() {
            assert_eq!(wycheproof(file, mode, tier), counts, "{file} on {tier}");
        }
    }
}

/// Every bit of a wrapped 32-byte key flipped, KW and KWP: refused, output wiped.
#[test]
fn every_bit_flip_is_refused() {
    for tier in tiers() {
        let k = kek(&[0x3c; 32], tier);
        let data: [u8; 32] = core::array::from_fn(|i| i as u8 ^ 0xa5);
        let mut flips = 0;
        for mode in [Mode::Kw, Mode::Kwp] {
            let c = wrap(&k, mode, &data).unwrap();
            for bit in 0..c.len() * 8 {
                let mut t = c.clone();
                t[bit / 8] ^= 1 << (bit % 8);
                assert_eq!(
                    unwrap(&k, mode, &t),
                    Err(Error::Integrity),
                    "{mode:?} bit {bit}"
                );
                flips += 1;
            }
            // And under the other mode, and under another key.
            let other = match mode {
                Mode::Kw => Mode::Kwp,
                Mode::Kwp => Mode::Kw,
            };
            assert_eq!(unwrap(&k, other, &c), Err(Error::Integrity));
            let k2 = kek(&[0x3d; 32], tier);
            assert_eq!(unwrap(&k2, mode, &c), Err(Error::Integrity));
        }
        assert_eq!(flips, 2 * 40 * 8);
    }
}

/// Lengths: what each mode refuses, and the padding boundaries KWP crosses.
#[test]
fn lengths_and_buffers() {
    let k = KeyWrap::new(&[1; 32]).unwrap();
    let mut out = [0u8; 64];
    for len in [0, 8, 15, 17, 23] {
        assert_eq!(
            k.wrap(&[0; 24][..len.min(24)], &mut out),
            Err(Error::InvalidLength),
            "{len}"
        );
    }
    assert_eq!(
        k.wrap_with_padding(&[], &mut out),
        Err(Error::InvalidLength)
    );
    for len in [0, 8, 16, 17, 31] {
        assert_eq!(
            k.unwrap(&[0; 31][..len], &mut out),
            Err(Error::InvalidLength),
            "{len}"
        );
    }
    for len in [0, 8, 15, 17] {
        assert_eq!(
            k.unwrap_with_padding(&[0; 17][..len], &mut out),
            Err(Error::InvalidLength),
            "{len}"
        );
    }
    assert_eq!(
        k.wrap(&[0; 16], &mut out[..23]),
        Err(Error::BufferTooSmall { needed: 24 })
    );
    assert_eq!(
        k.unwrap(&[0; 24], &mut out[..15]),
        Err(Error::BufferTooSmall { needed: 16 })
    );
    // KWP: every length from 1 to 40 round-trips; 1..=8 is the single-block case.
    for len in 1..=40usize {
        let data: Vec<u8> = (0..len as u8).map(|b| b.wrapping_mul(37)).collect();
        let c = k.wrap_with_padding_vec(&data).unwrap();
        assert_eq!(c.len(), len.div_ceil(8) * 8 + 8);
        assert_eq!(&k.unwrap_with_padding_vec(&c).unwrap()[..], &data[..]);
    }
}

/// The batched forms give the single forms' bytes, for every count from 0 to 20 (so whole
/// groups of 8 and every remainder), and a failed item is wiped and reported alone.
#[test]
fn many_equals_one_by_one() {
    for tier in tiers() {
        let k = kek(&[0x77; 32], tier);
        // The VAES tiers take 16 keys per kernel call, `aesni_clmul` and aarch64 8; up to 40
        // covers a wide group, a narrow one and single keys after them.
        for count in 0..=40usize {
            let keys: Vec<[u8; 32]> = (0..count)
                .map(|i| core::array::from_fn(|j| (i * 31 + j) as u8))
                .collect();
            let mut wrapped = vec![[0u8; 40]; count];
            k.wrap_many(&keys, &mut wrapped).unwrap();
            for (key, w) in keys.iter().zip(&wrapped) {
                assert_eq!(&k.wrap_key32(key).unwrap(), w, "{count} on {tier}");
            }
            let mut tampered = wrapped.clone();
            let bad: Vec<usize> = (0..count).filter(|i| i % 7 == 3).collect();
            for &i in &bad {
                tampered[i][i % 40] ^= 0x10;
            }
            let mut out = vec![[0xeeu8; 32]; count];
            let mut valid = vec![false; count];
            let r = k.unwrap_many(&tampered, &mut out, &mut valid);
            assert_eq!(r.is_ok(), bad.is_empty());
            for i in 0..count {
                if bad.contains(&i) {
                    assert!(!valid[i] && out[i] == [0; 32], "{i} of {count}");
                } else {
                    assert!(valid[i] && out[i] == keys[i], "{i} of {count}");
                }
            }
        }
        // Which kernel a batch of 16 runs: a VAES tier's own, or the baseline's.
        let before = counters::snapshot();
        k.wrap_many(&[[1; 32]; 16], &mut [[0; 40]; 16]).unwrap();
        k.unwrap_many(&[[1; 40]; 16], &mut [[0; 32]; 16], &mut [false; 16])
            .unwrap_err();
        let ran: Vec<Tier> = counters::grown_since(before).collect();
        // The VAES tiers (every x86_64 tier above the first) have their own batch kernel.
        let wide = cfg!(target_arch = "x86_64") && tier != Tier::ALL[0];
        assert_eq!(
            ran,
            [if wide { tier } else { Tier::ALL[0] }],
            "16 keys on {tier}"
        );
        assert_eq!(
            k.wrap_many(&[[0; 32]; 2], &mut [[0; 40]; 3]),
            Err(Error::InvalidLength)
        );
        assert_eq!(
            k.unwrap_many(&[[0; 40]; 2], &mut [[0; 32]; 2], &mut [false; 1]),
            Err(Error::InvalidLength)
        );
    }
}
