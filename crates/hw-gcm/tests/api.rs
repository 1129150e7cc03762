//! The public API's contract, on every tier this CPU supports: the three surfaces (Vec, `_to`,
//! in-place detached) agree byte for byte; buffer and length errors are reported with the right
//! values and leave every buffer untouched; a wrong nonce or AAD fails authentication; `Debug`
//! never shows key material; the type is `Send + Sync` and not `Clone`; every `Error` has a
//! message; and ciphertexts depend on the key and only on it.
//!
//! The length limits (2^36 - 32 bytes of plaintext, 2^61 - 1 of AAD) need buffers too large to
//! allocate and are not tested here.

mod common;
use common::{cipher, tiers, Fill};
use std::collections::BTreeSet;

use hw_gcm::{Error, HardwareAes256Gcm, Tier, NONCE_LEN, TAG_LEN};

/// Runs `f` and returns its result with the tiers whose kernels it entered on this thread.
fn entered<R>(f: impl FnOnce() -> R) -> (R, Vec<Tier>) {
    let before = hw_cpu::counters::snapshot();
    let r = f();
    (r, hw_cpu::counters::grown_since(before).collect())
}

/// The non-zero pattern that output buffers start with.
const PATTERN: u8 = 0xa7;
/// Extra bytes past the needed length, which must stay untouched.
const SLACK: usize = 9;

#[test]
fn vec_to_and_in_place_agree() {
    let big = [
        511,
        512,
        513,
        1023,
        1024,
        1025,
        4095,
        4096,
        4097,
        65_536 + 3,
        (1 << 20) + 9,
    ];
    // Miri interprets every AES-NI and PCLMULQDQ instruction: under it the lengths stop at
    // 40 and at 4 KiB + 1 (every block-count path of the aesni_clmul kernel is still taken).
    let (short, big, expected) = if cfg!(miri) {
        (40, &big[..9], 41 + 9)
    } else {
        (300, &big[..], 301 + 11)
    };
    let lengths: Vec<usize> = (0..=short).chain(big.iter().copied()).collect();
    let aad_lengths = [0, 1, 13, 16, 17, 48, 129];
    let key: [u8; 32] = core::array::from_fn(|i| i as u8 ^ 0x3c);
    let mut fill = Fill(0xa91_0001);
    let cases: Vec<([u8; 12], Vec<u8>, Vec<u8>)> = lengths
        .iter()
        .enumerate()
        .map(|(i, &n)| {
            let aad_len = aad_lengths[i % aad_lengths.len()];
            (fill.array::<12>(), fill.bytes(aad_len), fill.bytes(n))
        })
        .collect();

    // What the uncapped constructor seals; every tier must produce the same bytes.
    let best = HardwareAes256Gcm::new(&key).unwrap();
    let reference: Vec<Vec<u8>> = cases
        .iter()
        .map(|(nonce, aad, pt)| best.encrypt_with_nonce(nonce, aad, pt).unwrap())
        .collect();

    let tiers = tiers();
    let mut ran_cases = 0;
    for &tier in &tiers {
        let c = cipher(&key, tier);
        let me = [c.tier()];
        for ((nonce, aad, pt), want) in cases.iter().zip(&reference) {
            let n = pt.len();
            let at = || format!("pt {n} B, aad {} B on {tier}", aad.len());

            // Seal: Vec.
            let (sealed, k) = entered(|| c.encrypt_with_nonce(nonce, aad, pt).unwrap());
            assert_eq!(k, me, "{}", at());
            assert_eq!(sealed.len(), n + TAG_LEN, "{}", at());
            assert!(sealed == *want, "tiers disagree: {}", at());

            // Seal: `_to`, into a longer buffer.
            let mut out = vec![PATTERN; n + TAG_LEN + SLACK];
            let (r, k) = entered(|| c.encrypt_with_nonce_to(nonce, aad, pt, &mut out));
            assert_eq!((r, k.as_slice()), (Ok(n + TAG_LEN), &me[..]), "{}", at());
            assert!(
                out[..n + TAG_LEN] == sealed[..],
                "_to seal differs: {}",
                at()
            );
            assert_eq!(out[n + TAG_LEN..], [PATTERN; SLACK], "{}", at());

            // Seal: in place.
            let mut buf = pt.clone();
            let (tag, k) = entered(|| c.seal_in_place_detached(nonce, aad, &mut buf).unwrap());
            assert_eq!(k, me, "{}", at());
            assert!(
                buf[..] == sealed[..n],
                "in-place ciphertext differs: {}",
                at()
            );
            assert_eq!(tag[..], sealed[n..], "{}", at());

            // Open: Vec.
            let (opened, k) = entered(|| c.decrypt_with_nonce(nonce, aad, &sealed).unwrap());
            assert_eq!(k, me, "{}", at());
            assert!(opened == *pt, "Vec open differs: {}", at());

            // Open: `_to`, into a longer buffer.
            let mut out = vec![PATTERN; n + SLACK];
            let (r, k) = entered(|| c.decrypt_with_nonce_to(nonce, aad, &sealed, &mut out));
            assert_eq!((r, k.as_slice()), (Ok(n), &me[..]), "{}", at());
            assert!(out[..n] == pt[..], "_to open differs: {}", at());
            assert_eq!(out[n..], [PATTERN; SLACK], "{}", at());

            // Open: in place (the buffer still holds the in-place ciphertext).
            let (r, k) = entered(|| c.open_in_place_detached(nonce, aad, &mut buf, &tag));
            assert_eq!((r, k.as_slice()), (Ok(()), &me[..]), "{}", at());
            assert!(buf == *pt, "in-place open differs: {}", at());

            ran_cases += 1;
        }
    }
    assert_eq!(lengths.len(), expected);
    assert_eq!(ran_cases, tiers.len() * expected);
}

/// Calls `to` with every output length from 0 (empty) to `needed - 1`, each of `PATTERN`
/// bytes: each must fail naming `needed`, enter no kernel and write nothing. Returns the number
/// of calls.
fn rejected_below(needed: usize, to: impl Fn(&mut [u8]) -> Result<usize, Error>) -> usize {
    for len in 0..needed {
        let mut out = vec![PATTERN; len];
        let (r, k) = entered(|| to(&mut out));
        assert_eq!(r, Err(Error::BufferTooSmall { needed }), "out {len} B");
        assert!(k.is_empty(), "a kernel ran for a short buffer");
        assert!(out.iter().all(|&b| b == PATTERN), "short out was written");
    }
    needed
}

/// Calls `to` with output lengths `want.len() ..= want.len() + 17` of `PATTERN` bytes: each
/// must return `want`'s length with `want` in front and the excess untouched. Returns 18.
fn result_in_front(want: &[u8], to: impl Fn(&mut [u8]) -> Result<usize, Error>) -> usize {
    let n = want.len();
    for len in n..=n + 17 {
        let mut out = vec![PATTERN; len];
        assert_eq!(to(&mut out), Ok(n));
        assert_eq!(out[..n], want[..]);
        assert!(out[n..].iter().all(|&b| b == PATTERN), "excess was written");
    }
    18
}

/// On every tier, with a cipher under a key drawn from `Fill(seed)`, seals one message per
/// plaintext length (a random nonce and 4 random AAD bytes) and runs `check` with the cipher,
/// the nonce, the AAD, the plaintext and the sealed message. Returns the number of tiers.
fn each_message(
    seed: u64,
    pt_lengths: &[usize],
    mut check: impl FnMut(&HardwareAes256Gcm, [u8; 12], &[u8], &[u8], &[u8]),
) -> usize {
    let mut fill = Fill(seed);
    let tiers = tiers();
    for &tier in &tiers {
        let c = cipher(&fill.array::<32>(), tier);
        for &n in pt_lengths {
            let (nonce, aad, pt) = (fill.array::<12>(), fill.bytes(4), fill.bytes(n));
            let sealed = c.encrypt_with_nonce(&nonce, &aad, &pt).unwrap();
            check(&c, nonce, &aad, &pt, &sealed);
        }
    }
    tiers.len()
}

#[test]
fn encrypt_to_short_buffer_is_reported_and_untouched() {
    let pt_lengths = [0, 1, 15, 16, 17, 100, 300];
    let (mut too_short, mut long_enough) = (0, 0);
    let tiers = each_message(0xa91_0002, &pt_lengths, |c, nonce, aad, pt, sealed| {
        let to = |out: &mut [u8]| c.encrypt_with_nonce_to(&nonce, aad, pt, out);
        too_short += rejected_below(pt.len() + TAG_LEN, to);
        long_enough += result_in_front(sealed, to);
    });
    let per_tier_short: usize = pt_lengths.iter().map(|n| n + TAG_LEN).sum();
    assert_eq!(too_short, tiers * per_tier_short);
    assert_eq!(long_enough, tiers * pt_lengths.len() * 18);
}

#[test]
fn decrypt_to_short_buffer_is_reported_and_untouched() {
    let pt_lengths = [1, 15, 16, 17, 100, 300];
    let (mut too_short, mut long_enough) = (0, 0);
    let tiers = each_message(0xa91_0003, &pt_lengths, |c, nonce, aad, pt, sealed| {
        let mut forged = sealed.to_vec();
        *forged.last_mut().unwrap() ^= 0x80;
        // Genuine or forged, a short buffer is reported first: nothing is computed.
        for input in [sealed, &forged] {
            too_short += rejected_below(pt.len(), |out| {
                c.decrypt_with_nonce_to(&nonce, aad, input, out)
            });
        }
        let to = |out: &mut [u8]| c.decrypt_with_nonce_to(&nonce, aad, sealed, out);
        long_enough += result_in_front(pt, to);
        // An empty plaintext needs no output at all.
        let empty = c.encrypt_with_nonce(&nonce, aad, b"").unwrap();
        assert_eq!(c.decrypt_with_nonce_to(&nonce, aad, &empty, &mut []), Ok(0));
    });
    let per_tier_short: usize = pt_lengths.iter().map(|n| 2 * n).sum();
    assert_eq!(too_short, tiers * per_tier_short);
    assert_eq!(long_enough, tiers * pt_lengths.len() * 18);
}

#[test]
fn input_shorter_than_a_tag_is_invalid_length() {
    let mut checked = 0;
    let tiers = tiers();
    for &tier in &tiers {
        let c = cipher(&[0x33; 32], tier);
        let nonce = [0x44; 12];
        let genuine = c.encrypt_with_nonce(&nonce, b"hdr", b"").unwrap();
        for n in 0..TAG_LEN {
            // Both a prefix of a genuine (empty-plaintext) message and arbitrary bytes.
            for input in [genuine[..n].to_vec(), vec![0x99; n]] {
                let (r, k) = entered(|| c.decrypt_with_nonce(&nonce, b"hdr", &input));
                assert_eq!(r, Err(Error::InvalidLength), "Vec, {n} B");
                assert!(k.is_empty(), "a kernel ran for a {n}-byte input");
                for out_len in [0, 1, 16, 64] {
                    let mut out = vec![PATTERN; out_len];
                    let (r, k) =
                        entered(|| c.decrypt_with_nonce_to(&nonce, b"hdr", &input, &mut out));
                    assert_eq!(r, Err(Error::InvalidLength), "_to, {n} B, out {out_len} B");
                    assert!(k.is_empty(), "a kernel ran for a {n}-byte input");
                    assert!(
                        out.iter().all(|&b| b == PATTERN),
                        "_to wrote on InvalidLength"
                    );
                }
                checked += 1;
            }
        }
        // In place takes the tag separately, so every buffer length is representable: short
        // buffers round-trip, and a wrong tag is an authentication failure, not a length error.
        for n in 0..TAG_LEN {
            let pt = vec![0x5c; n];
            let mut buf = pt.clone();
            let tag = c.seal_in_place_detached(&nonce, b"", &mut buf).unwrap();
            let mut copy = buf.clone();
            c.open_in_place_detached(&nonce, b"", &mut copy, &tag)
                .unwrap();
            assert_eq!(copy, pt);
            let mut bad_tag = tag;
            bad_tag[n] ^= 1;
            assert_eq!(
                c.open_in_place_detached(&nonce, b"", &mut buf, &bad_tag),
                Err(Error::Authentication)
            );
            assert!(buf.iter().all(|&b| b == 0));
        }
    }
    assert_eq!(checked, tiers.len() * 2 * TAG_LEN);
}

#[test]
fn wrong_nonce_or_aad_fails_authentication() {
    let mut fill = Fill(0xa91_0004);
    let mut rejected = 0;
    let tiers = tiers();
    let pt_lengths = [0, 1, 16, 33, 128, 200];
    for &tier in &tiers {
        let c = cipher(&[0x71; 32], tier);
        for &n in &pt_lengths {
            let (nonce, aad, pt) = (fill.array::<12>(), fill.bytes(20), fill.bytes(n));
            let sealed = c.encrypt_with_nonce(&nonce, &aad, &pt).unwrap();
            let (ct, tag) = sealed.split_at(n);
            let tag: &[u8; 16] = tag.try_into().unwrap();

            let mut other_nonce = nonce;
            other_nonce[NONCE_LEN - 1] ^= 0x01;
            // GHASH zero-pads the AAD to whole blocks, so an appended zero byte differs only in
            // the length block.
            let mut aad_zero = aad.clone();
            aad_zero.push(0);
            let variants: [(&[u8; 12], &[u8], &str); 6] = [
                (&other_nonce, &aad, "nonce's last byte changed"),
                (&fill.array::<12>(), &aad, "an unrelated nonce"),
                (&nonce, b"", "the AAD left out"),
                (&nonce, &aad[..19], "the AAD's last byte left out"),
                (&nonce, &aad_zero, "a zero byte appended to the AAD"),
                (&nonce, &fill.bytes(20), "unrelated AAD of the same length"),
            ];
            for (nonce, aad, what) in variants {
                assert_eq!(
                    c.decrypt_with_nonce(nonce, aad, &sealed),
                    Err(Error::Authentication),
                    "Vec: {what}"
                );
                let mut out = vec![PATTERN; n];
                assert_eq!(
                    c.decrypt_with_nonce_to(nonce, aad, &sealed, &mut out),
                    Err(Error::Authentication),
                    "_to: {what}"
                );
                assert!(out.iter().all(|&b| b == 0), "_to did not wipe: {what}");
                let mut buf = ct.to_vec();
                assert_eq!(
                    c.open_in_place_detached(nonce, aad, &mut buf, tag),
                    Err(Error::Authentication),
                    "in place: {what}"
                );
                assert!(buf.iter().all(|&b| b == 0), "in place did not wipe: {what}");
                rejected += 1;
            }
            // The genuine inputs still open (the cipher keeps no state between calls).
            assert_eq!(c.decrypt_with_nonce(&nonce, &aad, &sealed), Ok(pt));
        }
    }
    assert_eq!(rejected, tiers.len() * pt_lengths.len() * 6);
}

#[test]
fn debug_shows_the_backend_and_no_key_material() {
    let tiers = tiers();
    for &tier in &tiers {
        let c = cipher(&[0xa5; 32], tier);
        let backend = format!("{:?}", c.tier());
        for s in [format!("{c:?}"), format!("{c:#?}")] {
            assert!(s.contains("HardwareAes256Gcm"), "{s}");
            assert!(s.contains(&backend), "{s} does not name {backend}");
            for needle in ["a5", "A5", "165"] {
                assert!(!s.contains(needle), "{s} contains {needle}");
            }
        }
        // Nothing in the output depends on the key.
        let other = cipher(&[0x5a; 32], tier);
        assert_eq!(format!("{c:?}"), format!("{other:?}"));
        assert_eq!(format!("{c:#?}"), format!("{other:#?}"));
    }
}

/// Autoref specialisation: `(&Probe::<T>::new()).is_clone()` resolves to `ViaClone` when
/// `T: Clone` (method on `Probe<T>`, found first) and to `ViaRef` otherwise.
struct Probe<T>(std::marker::PhantomData<T>);

trait ViaClone {
    fn is_clone(&self) -> bool {
        true
    }
}
impl<T: Clone> ViaClone for Probe<T> {}

trait ViaRef {
    fn is_clone(&self) -> bool {
        false
    }
}
impl<T> ViaRef for &Probe<T> {}

/// Whether `$t: Clone`, decided at compile time by the probe above. The receiver must be a
/// `&Probe<$t>` for the fallback to `ViaRef` to exist.
macro_rules! is_clone {
    ($t:ty) => {{
        let probe: &Probe<$t> = &Probe(std::marker::PhantomData);
        probe.is_clone()
    }};
}

#[test]
fn cipher_is_send_and_sync_but_not_clone() {
    fn send_sync<T: Send + Sync + 'static>() {}
    send_sync::<HardwareAes256Gcm>();

    // The probe itself works: it sees `Clone` where there is one.
    assert!(is_clone!(Vec<u8>));
    assert!(is_clone!(Tier));
    assert!(is_clone!(Error));
    assert!(!is_clone!(HardwareAes256Gcm));

    // A key can be shared across threads by reference.
    let c = HardwareAes256Gcm::new(&[0x19; 32]).unwrap();
    let sealed = std::thread::scope(|s| {
        let h = s.spawn(|| c.encrypt_with_nonce(&[0; 12], b"", b"shared").unwrap());
        h.join().unwrap()
    });
    assert_eq!(
        c.decrypt_with_nonce(&[0; 12], b"", &sealed).unwrap(),
        b"shared"
    );
}

#[test]
fn every_error_has_a_message() {
    fn std_error<E: std::error::Error + Send + Sync + Copy + Eq + std::hash::Hash + 'static>() {}
    std_error::<Error>();

    let all = [
        Error::UnsupportedCpu { missing: "aes" },
        Error::UnsupportedCpu {
            missing: "pclmulqdq",
        },
        Error::Authentication,
        Error::BufferTooSmall { needed: 42 },
        Error::InvalidLength,
    ];
    let mut messages = BTreeSet::new();
    for e in all {
        let msg = e.to_string();
        assert!(!msg.trim().is_empty(), "{e:?} has an empty message");
        assert!(!format!("{e:?}").is_empty());
        let boxed: Box<dyn std::error::Error + Send + Sync> = Box::new(e);
        assert_eq!(boxed.to_string(), msg);
        assert!(boxed.source().is_none());
        messages.insert(msg);
    }
    assert_eq!(messages.len(), all.len(), "two variants share a message");

    let aes = Error::UnsupportedCpu { missing: "aes" }.to_string();
    assert!(aes.contains("`aes`"), "{aes}");
    let clmul = Error::UnsupportedCpu {
        missing: "pclmulqdq",
    }
    .to_string();
    assert!(clmul.contains("`pclmulqdq`"), "{clmul}");
    assert!(Error::BufferTooSmall { needed: 42 }
        .to_string()
        .contains("42"));

    // The conversion from the detection crate's error keeps the missing feature.
    let from: Error = hw_cpu::Unsupported { missing: "sse4.1" }.into();
    assert_eq!(from, Error::UnsupportedCpu { missing: "sse4.1" });
}

#[test]
fn ciphertext_depends_on_the_key_and_nothing_else() {
    let mut fill = Fill(0xa91_0005);
    let tiers = tiers();
    let mut compared = 0;
    for &n in &[0usize, 1, 16, 100] {
        let (nonce, aad, pt) = (fill.array::<12>(), fill.bytes(7), fill.bytes(n));
        let key_a = [0x01; 32];
        let mut key_b = key_a;
        key_b[31] ^= 0x80;

        // Two independent `new` calls with the same key agree.
        let a1 = HardwareAes256Gcm::new(&key_a).unwrap();
        let a2 = HardwareAes256Gcm::new(&key_a).unwrap();
        let b = HardwareAes256Gcm::new(&key_b).unwrap();
        let sa1 = a1.encrypt_with_nonce(&nonce, &aad, &pt).unwrap();
        let sa2 = a2.encrypt_with_nonce(&nonce, &aad, &pt).unwrap();
        let sb = b.encrypt_with_nonce(&nonce, &aad, &pt).unwrap();
        assert_eq!(sa1, sa2);
        // A one-bit key change changes the tag and, when there is one, the ciphertext.
        assert_ne!(sa1[n..], sb[n..], "tag independent of the key (pt {n} B)");
        assert!(
            n == 0 || sa1[..n] != sb[..n],
            "ciphertext independent of the key"
        );
        // The same key opens across instances; the other key does not.
        assert_eq!(
            a2.decrypt_with_nonce(&nonce, &aad, &sa1).as_deref(),
            Ok(&pt[..])
        );
        assert_eq!(
            b.decrypt_with_nonce(&nonce, &aad, &sa1),
            Err(Error::Authentication)
        );
        // A different nonce changes the output too.
        let other_nonce = fill.array::<12>();
        assert_ne!(a1.encrypt_with_nonce(&other_nonce, &aad, &pt).unwrap(), sa1);
        // Repeating the call repeats the output (no hidden state).
        assert_eq!(a1.encrypt_with_nonce(&nonce, &aad, &pt).unwrap(), sa1);

        // Every tier, capped or not, seals the same bytes.
        for &tier in &tiers {
            let c = cipher(&key_a, tier);
            assert_eq!(
                c.encrypt_with_nonce(&nonce, &aad, &pt).unwrap(),
                sa1,
                "{tier}"
            );
            let c = cipher(&key_b, tier);
            assert_eq!(
                c.encrypt_with_nonce(&nonce, &aad, &pt).unwrap(),
                sb,
                "{tier}"
            );
            compared += 1;
        }
    }
    assert_eq!(compared, 4 * tiers.len());
}

#[test]
fn constructors_select_a_supported_tier() {
    let tiers = tiers();
    let best = HardwareAes256Gcm::new(&[7; 32]).unwrap().tier();
    assert!(tiers.contains(&best), "new() selected unsupported {best}");
    // new() picks what the widest cap picks.
    // (Not through `cipher`, which requires the cap itself: the best tier may be missing.)
    let capped = HardwareAes256Gcm::new_capped(&[7; 32], Tier::BEST)
        .unwrap()
        .tier();
    assert_eq!(best, capped);
    // The narrowest cap gets exactly the narrowest tier (every supported CPU has it).
    let narrowest = Tier::ALL[0];
    assert_eq!(cipher(&[7; 32], narrowest).tier(), narrowest);
    // Building a key enters the selected tier's kernel and no other.
    for &tier in &tiers {
        let (c, k) = entered(|| HardwareAes256Gcm::new_capped(&[7; 32], tier).unwrap());
        assert_eq!(k, [c.tier()], "key setup capped at {tier}");
    }
}
