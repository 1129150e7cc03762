//! Differential fuzzing of AES-256-GCM against RustCrypto `aes-gcm`, plus every API surface of
//! ours against each other, and tampering: any input must give byte-identical results, never a
//! panic, and a flipped byte must never authenticate.
#![no_main]

use aes_gcm::aead::{Aead, KeyInit, Payload};
use hw_gcm::{Error, HardwareAes256Gcm};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    if data.len() < 32 + 12 + 2 {
        return;
    }
    let (key, rest) = data.split_at(32);
    let (nonce, rest) = rest.split_at(12);
    let aad_len = usize::from(rest[0]) % (rest.len() - 1).max(1);
    let (aad, msg) = rest[1..].split_at(aad_len.min(rest.len() - 1));
    let key: &[u8; 32] = key.try_into().unwrap();
    let nonce: &[u8; 12] = nonce.try_into().unwrap();

    let ours = HardwareAes256Gcm::new(key).expect("fuzz on a CPU with AES-NI");
    let sealed = ours.encrypt_with_nonce(nonce, aad, msg).unwrap();
    let theirs = aes_gcm::Aes256Gcm::new(key.into())
        .encrypt(nonce.into(), Payload { msg, aad })
        .unwrap();
    assert_eq!(sealed, theirs);

    let mut buf = msg.to_vec();
    let tag = ours.seal_in_place_detached(nonce, aad, &mut buf).unwrap();
    assert_eq!([buf.as_slice(), &tag].concat(), sealed);

    assert_eq!(ours.decrypt_with_nonce(nonce, aad, &sealed).unwrap(), msg);

    // The message itself, read as ciphertext || tag, must not open (overwhelmingly likely) and,
    // when it does not, must leave nothing behind.
    let mut out = vec![0xaa; msg.len()];
    match ours.decrypt_with_nonce_to(nonce, aad, msg, &mut out) {
        Ok(n) => assert_eq!(n + 16, msg.len()),
        Err(Error::InvalidLength) => assert!(msg.len() < 16),
        // The plaintext's bytes are wiped; the 16 bytes beyond it were never the API's to touch.
        Err(Error::Authentication) => {
            let (pt, beyond) = out.split_at(msg.len() - 16);
            assert!(
                pt.iter().all(|&b| b == 0),
                "unauthenticated plaintext released"
            );
            assert!(
                beyond.iter().all(|&b| b == 0xaa),
                "wrote past the plaintext"
            );
        }
        Err(e) => panic!("unexpected {e:?}"),
    }

    let mut forged = sealed.clone();
    let i = usize::from(data[0]) % forged.len();
    forged[i] ^= 1 << (data[1] % 8);
    assert_eq!(
        ours.decrypt_with_nonce(nonce, aad, &forged),
        Err(Error::Authentication)
    );
});
