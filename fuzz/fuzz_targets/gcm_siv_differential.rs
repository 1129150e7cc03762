//! Differential fuzzing of AES-256-GCM-SIV against RustCrypto `aes-gcm-siv`, every API surface
//! of ours against each other, and tampering: any input gives byte-identical results, never a
//! panic; a flipped bit never authenticates and a failed open leaves nothing behind
//! (`hw_crypto_fuzz::check`).
#![no_main]

use aes_gcm_siv::aead::{Aead, KeyInit, Payload};
use hw_crypto_fuzz::{check, Case};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Some(case) = Case::<12>::split(data) else {
        return;
    };
    let ours = hw_gcm_siv::HardwareAes256GcmSiv::new(case.key).expect("fuzz on a CPU with AES-NI");
    let theirs = aes_gcm_siv::Aes256GcmSiv::new(case.key.into())
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
