//! Differential fuzzing of AES-256-GCM-SIV against RustCrypto `aes-gcm-siv`, every API surface
//! of ours against each other, and tampering: any input gives byte-identical results, never a
//! panic; a flipped bit never authenticates and a failed open leaves nothing behind.
//!
//! Input: key (32), nonce (12), an AAD length byte, then AAD and message.
#![no_main]

use aes_gcm_siv::aead::{Aead, KeyInit, Payload};
use hw_gcm_siv::{Error, HardwareAes256GcmSiv};
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

    let ours = HardwareAes256GcmSiv::new(key).expect("fuzz on a CPU with AES-NI");
    let sealed = ours.encrypt_with_nonce(nonce, aad, msg).unwrap();
    let theirs = aes_gcm_siv::Aes256GcmSiv::new(key.into())
        .encrypt(nonce.into(), Payload { msg, aad })
        .unwrap();
    assert_eq!(sealed, theirs);

    let mut buf = msg.to_vec();
    let tag = ours.seal_in_place_detached(nonce, aad, &mut buf).unwrap();
    assert_eq!([buf.as_slice(), &tag].concat(), sealed);
    assert_eq!(ours.decrypt_with_nonce(nonce, aad, &sealed).unwrap(), msg);

    // The message read as ciphertext || tag must (overwhelmingly) fail and leave nothing.
    let mut out = vec![0xaa; msg.len()];
    match ours.decrypt_with_nonce_to(nonce, aad, msg, &mut out) {
        Ok(n) => assert_eq!(n + 16, msg.len()),
        Err(Error::InvalidLength) => assert!(msg.len() < 16),
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
