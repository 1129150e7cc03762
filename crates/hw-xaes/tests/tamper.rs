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

/// One cipher's two ways to open, and its tag length.
#[derive(Clone, Copy)]
struct Openers<'a> {
    to: OpenTo<'a>,
    in_place: OpenInPlace<'a>,
    tag_len: usize,
}

/// The two openers of cipher `$c` (tag of `$tag_len` bytes) as [`Openers`].
macro_rules! openers {
    ($c:expr, $tag_len:expr) => {
        Openers {
            to: &|n: &[u8; 24], a: &[u8], s: &[u8], o: &mut [u8]| {
                $c.decrypt_with_nonce_to(n, a, s, o)
            },
            in_place: &|n: &[u8; 24], a: &[u8], b: &mut [u8], t: &[u8]| {
                $c.open_in_place_detached(n, a, b, t.try_into().unwrap())
            },
            tag_len: $tag_len,
        }
    };
}

const MSG: &[u8] = b"a message of 21 bytes";
const AAD: &[u8] = b"header";
const NONCE: [u8; 24] = [0x24; 24];

/// Opens `sealed` (as altered) under `nonce` through `_to` into a dirty buffer and in place;
/// both must fail and leave zeros.
fn rejected(o: Openers<'_>, nonce: &[u8; 24], aad: &[u8], sealed: &[u8]) {
    let len = sealed.len() - o.tag_len;
    let mut out = vec![0xaa; len];
    let to = (o.to)(nonce, aad, sealed, &mut out).map(|_| ());
    let (ct, tag) = sealed.split_at(len);
    let mut buf = ct.to_vec();
    let in_place = (o.in_place)(nonce, aad, &mut buf, tag);
    for (result, output) in [(to, &out), (in_place, &buf)] {
        assert_eq!(result, Err(Error::Authentication));
        assert!(
            output.iter().all(|&b| b == 0),
            "unauthenticated plaintext released"
        );
    }
}

/// Flips every bit of `sealed` and of the nonce, then tries other AAD; returns the count.
fn every_bit(o: Openers<'_>, nonce: &[u8; 24], sealed: &[u8]) -> usize {
    let mut n = 0;
    for bit in 0..sealed.len() * 8 {
        let mut bad = sealed.to_vec();
        bad[bit / 8] ^= 1 << (bit % 8);
        rejected(o, nonce, AAD, &bad);
        n += 1;
    }
    for bit in 0..24 * 8 {
        let mut other = *nonce;
        other[bit / 8] ^= 1 << (bit % 8);
        rejected(o, &other, AAD, sealed);
        n += 1;
    }
    rejected(o, nonce, b"headex", sealed);
    n + 1
}

/// Seals [`MSG`] under [`NONCE`] with cipher `$c` (tag `$tag_len` bytes) on `$tier`, checks
/// [`every_bit`] of it and its case count, and gives the sealed message.
macro_rules! sealed_every_bit {
    ($c:expr, $tier:expr, $tag_len:expr) => {{
        let sealed = $c.encrypt_with_nonce(&NONCE, AAD, MSG).unwrap();
        assert_eq!(sealed.len(), MSG.len() + $tag_len);
        let n = ran_on($tier, || every_bit(openers!($c, $tag_len), &NONCE, &sealed));
        assert_eq!(n, (MSG.len() + $tag_len) * 8 + 24 * 8 + 1);
        sealed
    }};
}

#[test]
fn xaes_every_bit() {
    for tier in tiers() {
        let c = xaes(&[0x42; 32], tier);
        let sealed = sealed_every_bit!(c, tier, 16);
        // Another key: wiped too; truncated: a length error or a mismatch, never plaintext.
        let other = xaes(&[0x43; 32], tier);
        rejected(openers!(other, 16), &NONCE, AAD, &sealed);
        assert_eq!(
            c.decrypt_with_nonce(&NONCE, AAD, &sealed[..sealed.len() - 1]),
            Err(Error::Authentication)
        );
        assert_eq!(
            c.decrypt_with_nonce(&NONCE, AAD, &sealed[..15]),
            Err(Error::InvalidLength)
        );
    }
}

#[test]
fn kc_xaes_every_bit_of_ciphertext_tag_commitment_and_nonce() {
    for tier in tiers() {
        let c = kc(&[0x42; 32], tier);
        let sealed = sealed_every_bit!(c, tier, 48);
        assert_eq!(
            c.decrypt_with_nonce(&NONCE, AAD, &sealed[..47]),
            Err(Error::InvalidLength)
        );
        // The commitment alone is checked: another key's commitment on a valid GCM seal fails.
        let theirs = kc(&[0x43; 32], tier)
            .encrypt_with_nonce(&NONCE, AAD, MSG)
            .unwrap();
        let mut mixed = sealed.clone();
        mixed[21 + 16..].copy_from_slice(&theirs[21 + 16..]);
        rejected(openers!(c, 48), &NONCE, AAD, &mixed);
    }
}
