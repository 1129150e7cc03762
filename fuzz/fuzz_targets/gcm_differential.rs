//! Differential fuzzing of AES-256-GCM against RustCrypto `aes-gcm`, plus every API surface of
//! ours against each other, and tampering: any input must give byte-identical results, never a
//! panic, and a flipped bit must never authenticate (`hw_crypto_fuzz::check`).
#![no_main]

use aes_gcm::aead::{Aead, KeyInit, Payload};

hw_crypto_fuzz::differential!(12, hw_gcm::HardwareAes256Gcm, aes_gcm::Aes256Gcm);
