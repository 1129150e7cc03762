//! Decryption of arbitrary input through every decrypt API: never a panic, the same verdict and
//! plaintext as RustCrypto `aes-gcm`, and never any unauthenticated plaintext left behind (the
//! output is zero after `Authentication`; nothing is written on a length error).
//!
//! Input: key (32) || nonce (12) || selector (1) || aad length (1) || aad || ciphertext || tag.
#![no_main]

use aes_gcm::aead::{Aead, KeyInit, Payload};
use hw_gcm::{Error, HardwareAes256Gcm};
use libfuzzer_sys::fuzz_target;

const TAG: usize = 16;

fuzz_target!(|data: &[u8]| {
    if data.len() < 32 + 12 + 2 {
        return;
    }
    let (key, rest) = data.split_at(32);
    let (nonce, rest) = rest.split_at(12);
    let (sel, aad_len, rest) = (rest[0], usize::from(rest[1]), &rest[2..]);
    let (aad, ct) = rest.split_at(aad_len.min(rest.len()));
    let key: &[u8; 32] = key.try_into().unwrap();
    let nonce: &[u8; 12] = nonce.try_into().unwrap();

    let ours = HardwareAes256Gcm::new(key).expect("fuzz on a CPU with AES-NI");
    let theirs =
        aes_gcm::Aes256Gcm::new(key.into()).decrypt(nonce.into(), Payload { msg: ct, aad });

    // Vec API: same verdict and bytes as the oracle.
    let v = ours.decrypt_with_nonce(nonce, aad, ct);
    match (&v, &theirs) {
        (Ok(a), Ok(b)) => assert_eq!(a, b),
        (Err(Error::InvalidLength), Err(_)) => assert!(ct.len() < TAG),
        (Err(Error::Authentication), Err(_)) => assert!(ct.len() >= TAG),
        (ours, theirs) => panic!("disagree: ours {ours:?}, aes-gcm {:?}", theirs.is_ok()),
    }

    // `_to` API with a short, exact or long output buffer, prefilled.
    let want = ct.len().saturating_sub(TAG);
    let out_len = match sel % 3 {
        0 => want.saturating_sub(1 + usize::from(sel >> 2)),
        1 => want,
        _ => want + 1 + usize::from(sel >> 2),
    };
    let mut out = vec![0xa5; out_len];
    match ours.decrypt_with_nonce_to(nonce, aad, ct, &mut out) {
        Ok(n) => {
            assert_eq!(n, want);
            assert_eq!(&out[..n], theirs.as_deref().unwrap());
            assert!(
                out[n..].iter().all(|&b| b == 0xa5),
                "wrote past the plaintext"
            );
        }
        Err(Error::InvalidLength) => {
            assert!(ct.len() < TAG);
            assert!(out.iter().all(|&b| b == 0xa5), "wrote on a length error");
        }
        Err(Error::BufferTooSmall { needed }) => {
            assert_eq!(needed, want);
            assert!(out_len < want);
            assert!(out.iter().all(|&b| b == 0xa5), "wrote into a short buffer");
        }
        Err(Error::Authentication) => {
            assert!(theirs.is_err());
            assert!(
                out[..want].iter().all(|&b| b == 0),
                "unauthenticated plaintext released"
            );
            assert!(
                out[want..].iter().all(|&b| b == 0xa5),
                "wrote past the plaintext"
            );
        }
        Err(e) => panic!("unexpected {e:?}"),
    }

    // In place, detached tag.
    if let Some((c, tag)) = ct.split_last_chunk::<TAG>() {
        let mut buf = c.to_vec();
        match ours.open_in_place_detached(nonce, aad, &mut buf, tag) {
            Ok(()) => assert_eq!(buf, theirs.unwrap()),
            Err(Error::Authentication) => {
                assert!(theirs.is_err());
                assert!(
                    buf.iter().all(|&b| b == 0),
                    "unauthenticated plaintext released"
                );
            }
            Err(e) => panic!("unexpected {e:?}"),
        }
    }
});
