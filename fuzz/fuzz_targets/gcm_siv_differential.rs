//! Differential fuzzing of AES-256-GCM-SIV against RustCrypto `aes-gcm-siv`, every API surface
//! of ours against each other, and tampering: any input gives byte-identical results, never a
//! panic; a flipped bit never authenticates and a failed open leaves nothing behind
//! (`hw_crypto_fuzz::check`).
#![no_main]

use aes_gcm_siv::aead::{Aead, KeyInit, Payload};

hw_crypto_fuzz::differential!(
    12,
    hw_gcm_siv::HardwareAes256GcmSiv,
    aes_gcm_siv::Aes256GcmSiv
);
