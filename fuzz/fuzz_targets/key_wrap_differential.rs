//! Differential fuzzing of AES-256 key wrap (KW and KWP) against RustCrypto `aes-kw`, and of
//! unwrapping arbitrary bytes: byte-identical wrappings both ways, never a panic, and a failed
//! unwrap leaves its output wiped.
#![no_main]

use hw_aes256::kw::{Error, KeyWrap};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    if data.len() < 33 {
        return;
    }
    let (kek, rest) = data.split_at(32);
    let (mode, input) = (rest[0], &rest[1..]);
    let kek: &[u8; 32] = kek.try_into().unwrap();
    let ours = KeyWrap::new(kek).expect("fuzz on a CPU with AES");
    let theirs = aes_kw::KekAes256::from(*kek);

    // Wrapping: the same bytes as aes-kw, or the same refusal.
    if mode & 1 == 0 {
        match (ours.wrap_vec(input), theirs.wrap_vec(input)) {
            (Ok(a), Ok(b)) => {
                assert_eq!(a, b);
                assert_eq!(&ours.unwrap_vec(&a).unwrap()[..], input);
            }
            (Err(Error::InvalidLength), Err(_)) => {}
            // aes-kw also wraps 0 or 1 semiblock, which SP 800-38F KW (and RFC 3394) does not
            // allow: n >= 2.
            (Err(Error::InvalidLength), Ok(_)) if input.len() < 16 => {}
            other => panic!("KW wrap disagrees: {other:?}"),
        }
    } else {
        match (
            ours.wrap_with_padding_vec(input),
            theirs.wrap_with_padding_vec(input),
        ) {
            (Ok(a), Ok(b)) => {
                assert_eq!(a, b);
                assert_eq!(&ours.unwrap_with_padding_vec(&a).unwrap()[..], input);
            }
            (Err(Error::InvalidLength), Err(_)) => {}
            // An empty key: SP 800-38F KWP needs at least one byte.
            (Err(Error::InvalidLength), Ok(_)) if input.is_empty() => {}
            other => panic!("KWP wrap disagrees: {other:?}"),
        }
    }

    // Unwrapping the input as a wrapped key: the same verdict as aes-kw, and on failure the
    // output buffer is all zeros up to the padded length.
    let mut out = vec![0xaa; input.len()];
    let (ours_r, theirs_ok) = if mode & 2 == 0 {
        (ours.unwrap(input, &mut out), theirs.unwrap_vec(input).ok())
    } else {
        // aes-kw 0.2.1 panics (an integer underflow) unwrapping fewer than 16 bytes with
        // padding; ours refuses them with `InvalidLength`, which the arm below checks.
        let t = (input.len() >= 16)
            .then(|| theirs.unwrap_with_padding_vec(input).ok())
            .flatten();
        (ours.unwrap_with_padding(input, &mut out), t)
    };
    match ours_r {
        Ok(n) => assert_eq!(Some(&out[..n]), theirs_ok.as_deref()),
        Err(Error::Integrity) => {
            assert!(theirs_ok.is_none());
            assert!(out[..input.len() - 8].iter().all(|&b| b == 0), "not wiped");
        }
        Err(e) => {
            assert_eq!(e, Error::InvalidLength);
            // aes-kw's KW of 0 or 1 semiblock aside (8 or 16 bytes wrapped), lengths agree.
            assert!(theirs_ok.is_none() || (mode & 2 == 0 && input.len() < 24));
            assert!(
                out.iter().all(|&b| b == 0xaa),
                "written before a length error"
            );
        }
    }
});
