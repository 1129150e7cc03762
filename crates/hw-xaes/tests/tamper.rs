//! Tampering: every bit of the ciphertext, the tag, the KC commitment and the nonce flipped in
//! turn, and other AAD, truncation and another key; each is rejected with
//! `Error::Authentication` and the output wiped, through the `_to` and in-place surfaces, on
//! every tier.

mod common;

use common::{kc, ran_on, tiers, xaes};
use hw_xaes::Error;

/// `decrypt_with_nonce_to` of one cipher.
type OpenTo<'a> = &'a dyn Fn(&[u8; 24], &[u8], &[u8], &mut [u8]) -> Result<usize, Error>;
/// `open_in_place_detached` of one cipher, its tag as a slice.
type OpenInPlace<'a> = &'a dyn Fn(&[u8; 24], &[u8], &mut [u8], &[u8]) -> Result<(), Error>;

/// The two openers of cipher `$c`, as [`OpenTo`] and [`OpenInPlace`] closures.
macro_rules! openers {
    ($c:expr) => {
        (
            |n: &[u8; 24], a: &[u8], s: &[u8], o: &mut [u8]| $c.decrypt_with_nonce_to(n, a, s, o),
            |n: &[u8; 24], a: &[u8], b: &mut [u8], t: &[u8]| {
                $c.open_in_place_detached(n, a, b, t.try_into().unwrap())
            },
        )
    };
}

const MSG: &[u8] = b"a message of 21 bytes";
const AAD: &[u8] = b"header";

/// Opens `sealed` (as altered) under `nonce` through `_to` into a dirty buffer and in place;
/// both must fail and leave zeros.
fn rejected(
    open_to: OpenTo<'_>,
    open_in_place: OpenInPlace<'_>,
    tag_len: usize,
    nonce: &[u8; 24],
    aad: &[u8],
    sealed: &[u8],
) {
    let len = sealed.len() - tag_len;
    let mut out = vec![0xaa; len];
    assert_eq!(
        open_to(nonce, aad, sealed, &mut out),
        Err(Error::Authentication)
    );
    assert!(
        out.iter().all(|&b| b == 0),
        "unauthenticated plaintext released"
    );
    let (ct, tag) = sealed.split_at(len);
    let mut buf = ct.to_vec();
    assert_eq!(
        open_in_place(nonce, aad, &mut buf, tag),
        Err(Error::Authentication)
    );
    assert!(
        buf.iter().all(|&b| b == 0),
        "unauthenticated plaintext released"
    );
}

/// Flips every bit of `sealed` and of the nonce, then tries other AAD; returns the count.
fn every_bit(
    open_to: OpenTo<'_>,
    open_in_place: OpenInPlace<'_>,
    tag_len: usize,
    nonce: &[u8; 24],
    sealed: &[u8],
) -> usize {
    let mut n = 0;
    for bit in 0..sealed.len() * 8 {
        let mut bad = sealed.to_vec();
        bad[bit / 8] ^= 1 << (bit % 8);
        rejected(open_to, open_in_place, tag_len, nonce, AAD, &bad);
        n += 1;
    }
    for bit in 0..24 * 8 {
        let mut other = *nonce;
        other[bit / 8] ^= 1 << (bit % 8);
        rejected(open_to, open_in_place, tag_len, &other, AAD, sealed);
        n += 1;
    }
    rejected(open_to, open_in_place, tag_len, nonce, b"headex", sealed);
    n + 1
}

#[test]
fn xaes_every_bit() {
    let nonce = [0x24; 24];
    for tier in tiers() {
        let c = xaes(&[0x42; 32], tier);
        let sealed = c.encrypt_with_nonce(&nonce, AAD, MSG).unwrap();
        let (to, in_place) = openers!(c);
        let n = ran_on(tier, || every_bit(&to, &in_place, 16, &nonce, &sealed));
        assert_eq!(n, (21 + 16) * 8 + 24 * 8 + 1);
        // Another key: wiped too; truncated: a length error or a mismatch, never plaintext.
        let other = xaes(&[0x43; 32], tier);
        let (to2, ip2) = openers!(other);
        rejected(&to2, &ip2, 16, &nonce, AAD, &sealed);
        assert_eq!(
            c.decrypt_with_nonce(&nonce, AAD, &sealed[..sealed.len() - 1]),
            Err(Error::Authentication)
        );
        assert_eq!(
            c.decrypt_with_nonce(&nonce, AAD, &sealed[..15]),
            Err(Error::InvalidLength)
        );
    }
}

#[test]
fn kc_xaes_every_bit_of_ciphertext_tag_commitment_and_nonce() {
    let nonce = [0x24; 24];
    for tier in tiers() {
        let c = kc(&[0x42; 32], tier);
        let sealed = c.encrypt_with_nonce(&nonce, AAD, MSG).unwrap();
        assert_eq!(sealed.len(), 21 + 48);
        let (to, in_place) = openers!(c);
        let n = ran_on(tier, || every_bit(&to, &in_place, 48, &nonce, &sealed));
        assert_eq!(n, (21 + 48) * 8 + 24 * 8 + 1);
        // The commitment alone is checked: another key's commitment on a valid GCM seal fails.
        let other = kc(&[0x43; 32], tier);
        let mut mixed = sealed.clone();
        let theirs = other.encrypt_with_nonce(&nonce, AAD, MSG).unwrap();
        mixed[21 + 16..].copy_from_slice(&theirs[21 + 16..]);
        rejected(&to, &in_place, 48, &nonce, AAD, &mixed);
        assert_eq!(
            c.decrypt_with_nonce(&nonce, AAD, &sealed[..47]),
            Err(Error::InvalidLength)
        );
    }
}
