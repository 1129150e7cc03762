//! Differential fuzzing of AES-256-GCM against RustCrypto `aes-gcm`, plus every API surface of
//! ours against each other, and tampering: any input must give byte-identical results, never a
//! panic, and a flipped bit must never authenticate (`hw_crypto_fuzz::check`).
#![no_main]

use aes_gcm::aead::{Aead, KeyInit, Payload};
use hw_crypto_fuzz::{check, Case};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Some(case) = Case::<12>::split(data) else {
        return;
    };
    let ours = hw_gcm::HardwareAes256Gcm::new(case.key).expect("fuzz on a CPU with AES-NI");
    let theirs = aes_gcm::Aes256Gcm::new(case.key.into())
        .encrypt(
            case.nonce.into(),
            Payload {
                msg: case.msg,
                aad: case.aad,
            },
        )
        .unwrap();
    check(&ours, &case, Some(&theirs));
});
