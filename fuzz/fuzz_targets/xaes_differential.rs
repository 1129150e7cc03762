//! Differential fuzzing of XAES-256-GCM against RustCrypto `xaes-256-gcm`, of our API surfaces
//! against each other, and of KC-XAES's opening: any input gives byte-identical seals, never a
//! panic, and a flipped bit never authenticates (the output is wiped).
#![no_main]

use hw_xaes::{Error, Xaes256Gcm, Xaes256GcmKc};
use libfuzzer_sys::fuzz_target;
use xaes_256_gcm::aead::{Aead, KeyInit, Payload};

fuzz_target!(|data: &[u8]| {
    if data.len() < 32 + 24 + 2 {
        return;
    }
    let (key, rest) = data.split_at(32);
    let (nonce, rest) = rest.split_at(24);
    let aad_len = usize::from(rest[0]) % (rest.len() - 1).max(1);
    let (aad, msg) = rest[1..].split_at(aad_len.min(rest.len() - 1));
    let key: &[u8; 32] = key.try_into().unwrap();
    let nonce: &[u8; 24] = nonce.try_into().unwrap();

    let ours = Xaes256Gcm::new(key).expect("fuzz on a CPU with AES and CLMUL");
    let sealed = ours.encrypt_with_nonce(nonce, aad, msg).unwrap();
    let theirs = xaes_256_gcm::Xaes256Gcm::new(key.into())
        .encrypt(nonce.into(), Payload { msg, aad })
        .unwrap();
    assert_eq!(sealed, theirs);
    assert_eq!(ours.decrypt_with_nonce(nonce, aad, &sealed).unwrap(), msg);

    let kc = Xaes256GcmKc::new(key).unwrap();
    let mut buf = msg.to_vec();
    let tag = kc.seal_in_place_detached(nonce, aad, &mut buf).unwrap();
    assert_eq!([&buf[..], &tag[..16]].concat(), sealed);
    let kc_sealed = kc.encrypt_with_nonce(nonce, aad, msg).unwrap();
    assert_eq!([&buf[..], &tag[..]].concat(), kc_sealed);

    // One bit of the KC seal flipped (ciphertext, tag or commitment): rejected, output wiped.
    let mut forged = kc_sealed;
    let i = usize::from(data[0]) % forged.len();
    forged[i] ^= 1 << (data[1] % 8);
    let mut out = vec![0xaa; msg.len()];
    assert_eq!(
        kc.decrypt_with_nonce_to(nonce, aad, &forged, &mut out),
        Err(Error::Authentication)
    );
    assert!(out.iter().all(|&b| b == 0), "unauthenticated plaintext released");
});
