//! Differential fuzzing of XAES-256-GCM against RustCrypto `xaes-256-gcm`, and of KC-XAES: any
//! input gives byte-identical seals (KC-XAES's is XAES's with the commitment after the tag),
//! never a panic, and a flipped bit never authenticates (the output is wiped;
//! `hw_crypto_fuzz::check`).
#![no_main]

use hw_crypto_fuzz::{check, Case};
use xaes_256_gcm::aead::{Aead, KeyInit, Payload};

hw_crypto_fuzz::differential!(
    24,
    hw_xaes::Xaes256Gcm,
    xaes_256_gcm::Xaes256Gcm,
    |case: &Case<'_, 24>, sealed: &Vec<u8>| {
        let kc = hw_xaes::Xaes256GcmKc::new(case.key).unwrap();
        let kc_sealed = check(&kc, case, None);
        assert_eq!(kc_sealed[..sealed.len()], sealed[..]);
    }
);
