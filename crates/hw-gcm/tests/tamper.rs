//! Every alteration of a sealed message is rejected, with the right error, through all three
//! decrypt APIs (Vec, `_to`, in-place detached), on every tier this CPU supports; after an
//! authentication failure the output is wiped.
//!
//! For each message of a fixed set (plaintext lengths around the block and 8-block boundaries
//! crossed with a few AAD lengths), the alterations are:
//!
//! - every single bit of the ciphertext and of the tag flipped;
//! - every AAD byte XORed with 0x01, and for AAD of at most 16 bytes every AAD bit flipped;
//! - the AAD cut to every shorter length, and extended (a zero byte, a random byte, 16 zero
//!   bytes, 17 random bytes);
//! - every bit of the nonce flipped;
//! - the sealed message cut to every shorter length (below 16 bytes there is no room for the
//!   tag: [`Error::InvalidLength`]; from 16 up, [`Error::Authentication`]);
//! - the sealed message extended by 1, 16 and 17 bytes, zeros and random;
//! - every bit of the key flipped.
//!
//! The number of alterations and of API calls is computed from the message set and asserted.

mod common;
use common::{cipher, tiers, Fill};

/// `n` bytes, the low byte of each filler output (this file's data since it was written; the
/// shared `Fill::bytes` takes eight per output).
fn low_bytes(fill: &mut Fill, n: usize) -> Vec<u8> {
    (0..n).map(|_| fill.next_u64() as u8).collect()
}
use hw_gcm::{Error, HardwareAes256Gcm, Tier};

/// Plaintext lengths: empty, partial blocks, block boundaries, the 8-block (128-byte) boundary
/// and a multi-chunk message with a partial tail.
const PT_LENGTHS: [usize; 10] = [0, 1, 15, 16, 17, 64, 127, 128, 129, 300];
/// AAD lengths: none, partial block, one block, more than two blocks.
const AAD_LENGTHS: [usize; 4] = [0, 5, 16, 33];
/// AAD up to this length also gets every bit flipped (longer AAD: every byte XOR 0x01).
const SHORT_AAD: usize = 16;

/// What was tried, by outcome and by API.
#[derive(Debug, Default, PartialEq, Eq)]
struct Tally {
    alterations: usize,
    authentication: usize,
    invalid_length: usize,
    vec_calls: usize,
    to_calls: usize,
    in_place_calls: usize,
}

/// The non-zero pattern that output buffers start with.
const PATTERN: u8 = 0x5a;
/// Bytes past the output length in the `_to` buffer, which must stay untouched.
const SLACK: usize = 7;

/// Asserts that `sealed` (`ciphertext || tag`) fails to open under `nonce` and `aad` with
/// `want` through every API that can express it, that authentication failures wipe the output
/// and ran the cipher's kernel, and that length errors touch nothing and run no kernel.
fn expect_rejected(
    c: &HardwareAes256Gcm,
    nonce: &[u8; 12],
    aad: &[u8],
    sealed: &[u8],
    want: Error,
    what: &dyn Fn() -> String,
    tally: &mut Tally,
) {
    let ran_kernel: &[Tier] = if want == Error::Authentication {
        &[c.tier()]
    } else {
        &[]
    };

    // Vec.
    let before = hw_cpu::counters::snapshot();
    let r = c.decrypt_with_nonce(nonce, aad, sealed);
    assert_eq!(r, Err(want), "Vec API: {}", what());
    let grown: Vec<Tier> = hw_cpu::counters::grown_since(before).collect();
    assert_eq!(grown, ran_kernel, "Vec API kernel entries: {}", what());
    tally.vec_calls += 1;

    // `_to`, into a buffer pre-filled with a pattern and longer than needed.
    let len = sealed.len().saturating_sub(16);
    let mut out = vec![PATTERN; len + SLACK];
    let before = hw_cpu::counters::snapshot();
    let r = c.decrypt_with_nonce_to(nonce, aad, sealed, &mut out);
    assert_eq!(r, Err(want), "_to API: {}", what());
    let grown: Vec<Tier> = hw_cpu::counters::grown_since(before).collect();
    assert_eq!(grown, ran_kernel, "_to API kernel entries: {}", what());
    if want == Error::Authentication {
        assert!(
            out[..len].iter().all(|&b| b == 0),
            "_to API did not wipe out[..{len}]: {}",
            what()
        );
    } else {
        assert!(
            out[..len].iter().all(|&b| b == PATTERN),
            "_to API wrote on a length error: {}",
            what()
        );
    }
    assert!(
        out[len..].iter().all(|&b| b == PATTERN),
        "_to API wrote past out[..{len}]: {}",
        what()
    );
    tally.to_calls += 1;

    // In place, detached: only a sealed message with room for a tag has this form.
    if let Some(ct_len) = sealed.len().checked_sub(16) {
        let (ct, tag) = sealed.split_at(ct_len);
        let tag: &[u8; 16] = tag.try_into().expect("16-byte tag");
        let mut buf = ct.to_vec();
        let before = hw_cpu::counters::snapshot();
        let r = c.open_in_place_detached(nonce, aad, &mut buf, tag);
        assert_eq!(r, Err(want), "in-place API: {}", what());
        let grown: Vec<Tier> = hw_cpu::counters::grown_since(before).collect();
        assert_eq!(grown, ran_kernel, "in-place API kernel entries: {}", what());
        assert!(
            buf.iter().all(|&b| b == 0),
            "in-place API did not wipe the buffer: {}",
            what()
        );
        tally.in_place_calls += 1;
    }

    tally.alterations += 1;
    match want {
        Error::Authentication => tally.authentication += 1,
        Error::InvalidLength => tally.invalid_length += 1,
        other => panic!("unexpected expectation {other:?}"),
    }
}

/// Asserts that the unaltered message opens through all three APIs (the control case).
fn expect_opens(c: &HardwareAes256Gcm, nonce: &[u8; 12], aad: &[u8], sealed: &[u8], pt: &[u8]) {
    assert_eq!(c.decrypt_with_nonce(nonce, aad, sealed).as_deref(), Ok(pt));
    let mut out = vec![PATTERN; pt.len() + SLACK];
    assert_eq!(
        c.decrypt_with_nonce_to(nonce, aad, sealed, &mut out),
        Ok(pt.len())
    );
    assert_eq!(&out[..pt.len()], pt);
    let (ct, tag) = sealed.split_at(pt.len());
    let mut buf = ct.to_vec();
    c.open_in_place_detached(nonce, aad, &mut buf, tag.try_into().unwrap())
        .unwrap();
    assert_eq!(buf, pt);
}

/// The alterations of one message, as listed in the module documentation.
fn expected_alterations(pt_len: usize, aad_len: usize) -> usize {
    let sealed = pt_len + 16;
    let ct_and_tag_bits = 8 * sealed;
    let aad_bytes = aad_len;
    let aad_bits = if aad_len <= SHORT_AAD { 8 * aad_len } else { 0 };
    let aad_cut = aad_len;
    let aad_extended = 4;
    let nonce_bits = 96;
    let truncated = sealed; // every length 0..sealed
    let extended = 6;
    let key_bits = 256;
    ct_and_tag_bits
        + aad_bytes
        + aad_bits
        + aad_cut
        + aad_extended
        + nonce_bits
        + truncated
        + extended
        + key_bits
}

#[test]
fn every_alteration_is_rejected_and_wiped() {
    let key: [u8; 32] = core::array::from_fn(|i| (i as u8).wrapping_mul(37) ^ 0xc3);
    let mut fill = Fill(0x7a3b_0001);

    // The expected tally for one tier, from the message set alone.
    let mut want = Tally::default();
    for &pt_len in &PT_LENGTHS {
        for &aad_len in &AAD_LENGTHS {
            let n = expected_alterations(pt_len, aad_len);
            want.alterations += n;
            // Truncations to 0..=15 bytes cannot hold a tag.
            want.invalid_length += 16;
            want.authentication += n - 16;
            want.vec_calls += n;
            want.to_calls += n;
            want.in_place_calls += n - 16;
        }
    }
    // A hand check of the arithmetic: sum(pt) = 797, so the sealed bytes total 957 per AAD
    // length; per message 9 * sealed + 362 fixed, plus 2 * aad (+ 8 * aad when short).
    let per_aad = 9 * 957 + 10 * 362;
    let aad_terms = 10 * ((2 * 5 + 8 * 5) + (2 * 16 + 8 * 16) + (2 * 33));
    assert_eq!(want.alterations, 4 * per_aad + aad_terms);

    for tier in tiers() {
        let c = cipher(&key, tier);
        // The 256 keys one bit away from `key`, prepared once per tier.
        let wrong_keys: Vec<HardwareAes256Gcm> = (0..256)
            .map(|bit| {
                let mut k = key;
                k[bit / 8] ^= 1 << (bit % 8);
                cipher(&k, tier)
            })
            .collect();

        let mut tally = Tally::default();
        for &pt_len in &PT_LENGTHS {
            for &aad_len in &AAD_LENGTHS {
                let nonce: [u8; 12] = low_bytes(&mut fill, 12).try_into().unwrap();
                let aad = low_bytes(&mut fill, aad_len);
                let pt = low_bytes(&mut fill, pt_len);
                let sealed = c.encrypt_with_nonce(&nonce, &aad, &pt).unwrap();
                assert_eq!(sealed.len(), pt_len + 16);
                expect_opens(&c, &nonce, &aad, &sealed, &pt);
                let before = tally.alterations;
                let ctx = |s: String| format!("{s} (pt {pt_len} B, aad {aad_len} B, {tier})");
                let auth = Error::Authentication;

                // Every bit of the ciphertext and the tag.
                for bit in 0..8 * sealed.len() {
                    let mut m = sealed.clone();
                    m[bit / 8] ^= 1 << (bit % 8);
                    let what = || ctx(format!("sealed bit {bit} flipped"));
                    expect_rejected(&c, &nonce, &aad, &m, auth, &what, &mut tally);
                }

                // Every AAD byte XOR 0x01; every AAD bit when the AAD is short.
                for i in 0..aad_len {
                    let mut a = aad.clone();
                    a[i] ^= 0x01;
                    let what = || ctx(format!("aad byte {i} ^ 0x01"));
                    expect_rejected(&c, &nonce, &a, &sealed, auth, &what, &mut tally);
                }
                if aad_len <= SHORT_AAD {
                    for bit in 0..8 * aad_len {
                        let mut a = aad.clone();
                        a[bit / 8] ^= 1 << (bit % 8);
                        let what = || ctx(format!("aad bit {bit} flipped"));
                        expect_rejected(&c, &nonce, &a, &sealed, auth, &what, &mut tally);
                    }
                }

                // The AAD cut short, and extended (zeros and random).
                for n in 0..aad_len {
                    let what = || ctx(format!("aad cut to {n} B"));
                    expect_rejected(&c, &nonce, &aad[..n], &sealed, auth, &what, &mut tally);
                }
                let zero = |n: usize| vec![0u8; n];
                for tail in [
                    zero(1),
                    low_bytes(&mut fill, 1),
                    zero(16),
                    low_bytes(&mut fill, 17),
                ] {
                    let a = [aad.as_slice(), &tail].concat();
                    let what = || ctx(format!("aad extended by {} B {tail:02x?}", tail.len()));
                    expect_rejected(&c, &nonce, &a, &sealed, auth, &what, &mut tally);
                }

                // Every bit of the nonce.
                for bit in 0..96 {
                    let mut n = nonce;
                    n[bit / 8] ^= 1 << (bit % 8);
                    let what = || ctx(format!("nonce bit {bit} flipped"));
                    expect_rejected(&c, &n, &aad, &sealed, auth, &what, &mut tally);
                }

                // The sealed message cut to every shorter length.
                for n in 0..sealed.len() {
                    let want_err = if n < 16 {
                        Error::InvalidLength
                    } else {
                        Error::Authentication
                    };
                    let what = || ctx(format!("sealed cut to {n} B"));
                    expect_rejected(&c, &nonce, &aad, &sealed[..n], want_err, &what, &mut tally);
                }

                // The sealed message extended by 1, 16 and 17 bytes, zeros and random.
                for extra in [1, 16, 17] {
                    for tail in [zero(extra), low_bytes(&mut fill, extra)] {
                        let m = [sealed.as_slice(), &tail].concat();
                        let what = || ctx(format!("sealed extended by {tail:02x?}"));
                        expect_rejected(&c, &nonce, &aad, &m, auth, &what, &mut tally);
                    }
                }

                // Every key one bit away.
                for (bit, wrong) in wrong_keys.iter().enumerate() {
                    let what = || ctx(format!("key bit {bit} flipped"));
                    expect_rejected(wrong, &nonce, &aad, &sealed, auth, &what, &mut tally);
                }

                assert_eq!(
                    tally.alterations - before,
                    expected_alterations(pt_len, aad_len),
                    "pt {pt_len} B, aad {aad_len} B on {tier}"
                );
            }
        }
        assert_eq!(tally, want, "on {tier}");
    }
}

#[test]
fn forged_empty_messages_are_rejected() {
    // With no plaintext and no AAD the tag is E_K(J0) ^ GHASH(lengths block of zeros), i.e.
    // E_K(J0): the all-zero tag, the all-ones tag and the tag of another nonce must all fail.
    let mut tally = Tally::default();
    let mut tiers_run = 0;
    for tier in tiers() {
        let c = cipher(&[0x11; 32], tier);
        let nonce = [0x22; 12];
        let genuine = c.encrypt_with_nonce(&nonce, b"", b"").unwrap();
        let other = c.encrypt_with_nonce(&[0x23; 12], b"", b"").unwrap();
        assert_ne!(genuine, other);
        for forged in [[0u8; 16], [0xff; 16], other.try_into().unwrap()] {
            let what = || format!("forged tag {forged:02x?} on {tier}");
            expect_rejected(
                &c,
                &nonce,
                b"",
                &forged,
                Error::Authentication,
                &what,
                &mut tally,
            );
        }
        tiers_run += 1;
    }
    assert_eq!(tally.alterations, 3 * tiers_run);
    assert_eq!(tally.in_place_calls, 3 * tiers_run);
}
