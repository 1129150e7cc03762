//! Feature `xaes`: `hw_crypto::xaes_gcm` and `xaes_gcm_kc` on every tier this CPU supports
//! (the dispatch counters assert the tier). Envelopes round trip through the Vec and `_to`
//! forms and open through the explicit-nonce API; nonces differ per message; every envelope
//! byte flipped is rejected with the output wiped; length and buffer errors draw no nonce and
//! write nothing; the `aead` traits give `encrypt_with_nonce`'s bytes.
#![cfg(feature = "xaes")]

use aead::{Aead, AeadCore, Nonce, Payload, TagPosition};
use hw_crypto::xaes_gcm::{Error, Tier, Xaes256Gcm};
use hw_crypto::xaes_gcm_kc::Xaes256GcmKc;

use hw_test_vectors::tiers;

fn ran_on<R>(tier: Tier, f: impl FnOnce() -> R) -> R {
    let before = hw_cpu::counters::snapshot();
    let r = f();
    let grown: Vec<Tier> = hw_cpu::counters::grown_since(before).collect();
    assert!(
        grown.contains(&tier) && grown.iter().all(|t| *t <= tier),
        "{tier}: {grown:?}"
    );
    r
}

/// The envelope checks, written once for both ciphers (`$tag` bytes of tag).
macro_rules! envelope_checks {
    ($name:ident, $cipher:ty, $tag:literal) => {
        #[test]
        fn $name() {
            let mut ran = 0;
            for tier in tiers() {
                let c = <$cipher>::new_capped(&[0x33; 32], tier).unwrap();
                assert_eq!(c.tier(), tier);
                let msg = b"envelope message";
                // (Sealing also draws a nonce from the DRBG, which runs on the best tier, so the
                // tier is asserted on opening.)
                let env = c.encrypt(b"aad", msg).unwrap();
                assert_eq!(env.len(), msg.len() + $tag + 24);
                assert_eq!(ran_on(tier, || c.decrypt(b"aad", &env)).unwrap(), msg);
                // The explicit-nonce API opens it too.
                let (sealed, nonce) = env.split_at(env.len() - 24);
                let nonce: &[u8; 24] = nonce.try_into().unwrap();
                assert_eq!(c.decrypt_with_nonce(nonce, b"aad", sealed).unwrap(), msg);
                // `_to` forms.
                let mut out = [0xaa; 16 + $tag + 24 + 4];
                let n = c.encrypt_to(b"aad", msg, &mut out).unwrap();
                assert_eq!(n, 16 + $tag + 24);
                assert_eq!(out[n..], [0xaa; 4]);
                let mut back = [0u8; 16];
                assert_eq!(c.decrypt_to(b"aad", &out[..n], &mut back), Ok(16));
                assert_eq!(&back, msg);
                // Fresh nonces.
                let nonces: std::collections::HashSet<Vec<u8>> = (0..1000)
                    .map(|_| c.encrypt(b"", b"").unwrap()[$tag..].to_vec())
                    .collect();
                assert_eq!(nonces.len(), 1000);
                // Every byte flipped: rejected, output wiped.
                for i in 0..env.len() {
                    let mut bad = env.clone();
                    bad[i] ^= 0x80;
                    let mut out = [0xaa; 16];
                    assert_eq!(
                        c.decrypt_to(b"aad", &bad, &mut out),
                        Err(Error::Authentication)
                    );
                    assert_eq!(out, [0; 16], "byte {i}");
                    ran += 1;
                }
                assert_eq!(c.decrypt(b"aax", &env), Err(Error::Authentication));
                assert_eq!(
                    c.decrypt(b"aad", &env[..$tag + 23]),
                    Err(Error::InvalidLength)
                );
                // A short buffer: an error, nothing written.
                let mut small = [0xaa; 16 + $tag + 23];
                assert_eq!(
                    c.encrypt_to(b"", msg, &mut small),
                    Err(Error::BufferTooSmall {
                        needed: 16 + $tag + 24
                    })
                );
                assert_eq!(small, [0xaa; 16 + $tag + 23]);
                assert!(format!("{c:?}").contains("tier"));
            }
            assert_eq!(ran, tiers().len() * (16 + $tag + 24));
        }
    };
}

envelope_checks!(xaes_envelopes, Xaes256Gcm, 16);
envelope_checks!(kc_xaes_envelopes, Xaes256GcmKc, 48);

/// The `aead` traits give the explicit-nonce API's bytes, and reject a forgery.
#[test]
fn aead_traits_match_encrypt_with_nonce() {
    fn check<A: Aead>(a: &A, direct: Vec<u8>) {
        assert_eq!(A::TAG_POSITION, TagPosition::Postfix);
        let n = Nonce::<A>::try_from(&[9u8; 24][..]).unwrap();
        let sealed = a
            .encrypt(
                &n,
                Payload {
                    msg: b"trait",
                    aad: b"x",
                },
            )
            .unwrap();
        assert_eq!(sealed, direct);
        assert_eq!(
            a.decrypt(
                &n,
                Payload {
                    msg: &sealed,
                    aad: b"x"
                }
            )
            .unwrap(),
            b"trait"
        );
        let mut bad = sealed;
        bad[0] ^= 1;
        assert!(a
            .decrypt(
                &n,
                Payload {
                    msg: &bad,
                    aad: b"x"
                }
            )
            .is_err());
    }
    let mut ran = 0;
    for tier in tiers() {
        let x = Xaes256Gcm::new_capped(&[4; 32], tier).unwrap();
        let direct = x.encrypt_with_nonce(&[9; 24], b"x", b"trait").unwrap();
        ran_on(tier, || check(&x, direct));
        let k = Xaes256GcmKc::new_capped(&[4; 32], tier).unwrap();
        let direct = k.encrypt_with_nonce(&[9; 24], b"x", b"trait").unwrap();
        assert_eq!(direct.len(), 5 + 48);
        ran_on(tier, || check(&k, direct));
        ran += 2;
    }
    assert_eq!(ran, 2 * tiers().len());
    let _ = <Xaes256Gcm as AeadCore>::TAG_POSITION;
}
