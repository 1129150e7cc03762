//! XAES-256-GCM against the two C2SP worked examples and AWS-LC's XAES and KC-XAES files (3
//! cases each), through every API surface, on every tier this CPU supports.

mod common;

use common::{kc, ran_on, tiers, xaes};
use hw_test_vectors::{aws_lc_xaes, hex, XaesCase};
use hw_xaes::Error;

/// Seals `pt` through the Vec, `_to` and in-place surfaces of a cipher with a `$tag`-byte
/// tag, opens it again through each, and returns `ciphertext || tag`.
macro_rules! surfaces {
    ($name:ident, $cipher:ty, $tag:literal) => {
        fn $name(c: &$cipher, n: &[u8; 24], aad: &[u8], pt: &[u8]) -> Vec<u8> {
            let sealed = c.encrypt_with_nonce(n, aad, pt).unwrap();
            let mut out = vec![0u8; pt.len() + $tag + 3];
            assert_eq!(
                c.encrypt_with_nonce_to(n, aad, pt, &mut out),
                Ok(pt.len() + $tag)
            );
            assert_eq!(out[..pt.len() + $tag], sealed[..]);
            let mut buf = pt.to_vec();
            let tag = c.seal_in_place_detached(n, aad, &mut buf).unwrap();
            assert_eq!([&buf[..], &tag].concat(), sealed);
            assert_eq!(c.decrypt_with_nonce(n, aad, &sealed).unwrap(), pt);
            let mut back = vec![0u8; pt.len()];
            assert_eq!(
                c.decrypt_with_nonce_to(n, aad, &sealed, &mut back),
                Ok(pt.len())
            );
            assert_eq!(back, pt);
            c.open_in_place_detached(n, aad, &mut buf, &tag).unwrap();
            assert_eq!(buf, pt);
            sealed
        }
    };
}

surfaces!(xaes_surfaces, hw_xaes::Xaes256Gcm, 16);
surfaces!(kc_surfaces, hw_xaes::Xaes256GcmKc, 48);

#[test]
fn c2sp_worked_examples() {
    let nonce = *b"ABCDEFGHIJKLMNOPQRSTUVWX";
    let cases: [(u8, &[u8], &str, &str); 2] = [
        (
            0x01,
            b"",
            "ce546ef63c9cc60765923609",
            "b33a9a1974e96e52daf2fcf7075e2271",
        ),
        (
            0x03,
            b"c2sp.org/XAES-256-GCM",
            "986ec1832593df5443a17943",
            "7fd083bf3fdb41abd740a21f71eb769d",
        ),
    ];
    let mut ran = 0;
    for tier in tiers() {
        for (k, aad, ct, tag) in cases {
            let c = xaes(&[k; 32], tier);
            let sealed = ran_on(tier, || xaes_surfaces(&c, &nonce, aad, b"XAES-256-GCM"));
            assert_eq!(sealed, [hex(ct), hex(tag)].concat(), "key {k:#x} on {tier}");
            ran += 1;
        }
    }
    assert_eq!(ran, 2 * tiers().len());
}

fn check_file(file: &str, kc_file: bool) -> usize {
    let cases: Vec<XaesCase> = aws_lc_xaes(file);
    assert_eq!(cases.len(), 3, "{file}");
    let mut ran = 0;
    for tier in tiers() {
        for (i, v) in cases.iter().enumerate() {
            let want = [&v.ct[..], &v.tag].concat();
            let sealed = ran_on(tier, || {
                if kc_file {
                    kc_surfaces(&kc(&v.key, tier), &v.nonce, &v.ad, &v.input)
                } else {
                    xaes_surfaces(&xaes(&v.key, tier), &v.nonce, &v.ad, &v.input)
                }
            });
            assert_eq!(sealed, want, "{file} case {i} on {tier}");
            ran += 1;
        }
    }
    assert_eq!(ran, 3 * tiers().len());
    ran
}

#[test]
fn aws_lc_xaes_file() {
    check_file("aws-lc/xaes_256_gcm_tests.txt", false);
}

#[test]
fn aws_lc_kc_xaes_file() {
    check_file("aws-lc/xaes_256_gcm_kc_tests.txt", true);
}

/// Lengths are checked first, and a short buffer writes nothing.
#[test]
fn length_and_buffer_errors() {
    for tier in tiers() {
        let x = xaes(&[9; 32], tier);
        let k = kc(&[9; 32], tier);
        let n = [0u8; 24];
        assert_eq!(
            x.decrypt_with_nonce(&n, b"", &[0; 15]),
            Err(Error::InvalidLength)
        );
        assert_eq!(
            k.decrypt_with_nonce(&n, b"", &[0; 47]),
            Err(Error::InvalidLength)
        );
        let mut out = [0xaa; 20];
        assert_eq!(
            x.encrypt_with_nonce_to(&n, b"", &[1; 5], &mut out),
            Err(Error::BufferTooSmall { needed: 21 })
        );
        assert_eq!(
            k.encrypt_with_nonce_to(&n, b"", &[1; 5], &mut out),
            Err(Error::BufferTooSmall { needed: 53 })
        );
        assert_eq!(
            k.decrypt_with_nonce_to(&n, b"", &[0; 60], &mut out[..11]),
            Err(Error::BufferTooSmall { needed: 12 })
        );
        assert_eq!(out, [0xaa; 20]);
        // An empty message seals to its tag alone, and opens.
        let sealed = k.encrypt_with_nonce(&n, b"a", b"").unwrap();
        assert_eq!(sealed.len(), 48);
        assert_eq!(k.decrypt_with_nonce(&n, b"a", &sealed).unwrap(), b"");
    }
}

#[test]
fn debug_shows_only_the_backend() {
    let tier = *tiers().last().unwrap();
    let s = format!("{:?} {:?}", xaes(&[5; 32], tier), kc(&[5; 32], tier));
    assert!(s.contains("tier") && !s.contains("05"), "{s}");
}
