//! Differential fuzzing of XAES-256-GCM against RustCrypto `xaes-256-gcm`, and of KC-XAES: any
//! input gives byte-identical seals (KC-XAES's is XAES's with the commitment after the tag),
//! never a panic, and a flipped bit never authenticates (the output is wiped;
//! `hw_crypto_fuzz::check`).
#![no_main]

use hw_crypto_fuzz::{check, Case};
use hw_xaes::{Xaes256Gcm, Xaes256GcmKc};
use libfuzzer_sys::fuzz_target;
use xaes_256_gcm::aead::{Aead, KeyInit, Payload};

fuzz_target!(|data: &[u8]| {
    let Some(case) = Case::<24>::split(data) else {
        return;
    };
    let ours = Xaes256Gcm::new(case.key).expect("fuzz on a CPU with AES and CLMUL");
    let theirs = xaes_256_gcm::Xaes256Gcm::new(case.key.into())
        .encrypt(
            case.nonce.into(),
            Payload {
                msg: case.msg,
                aad: case.aad,
            },
        )
        .unwrap();
    let sealed = check(&ours, &case, Some(&theirs));
    let kc = Xaes256GcmKc::new(case.key).unwrap();
    let kc_sealed = check(&kc, &case, None);
    assert_eq!(kc_sealed[..sealed.len()], sealed[..]);
});
