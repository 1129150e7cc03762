//! Hardware-only AES-256-GCM.
//!
//! Every AES round runs as an AES-NI instruction and every GHASH multiply as a PCLMULQDQ
//! instruction. There is no software fallback: on a CPU without them, construction returns
//! [`aes_gcm::Error::UnsupportedCpu`] before it touches key material.
//!
//! This crate is the facade over the micro-crates `hw-aes256`, `hw-polyval` and `hw-gcm`; it
//! succeeds the single-crate `hardware-rust-crypto` 1.x and keeps its method names.
//!
//! ```
//! use hw_crypto::aes_gcm::HardwareAes256Gcm;
//!
//! # fn main() -> Result<(), hw_crypto::aes_gcm::Error> {
//! let key = [0x11u8; 32]; // from your key store or a CSPRNG
//! let cipher = HardwareAes256Gcm::new(&key)?;
//! let nonce = [0u8; 12]; // unique per message under this key
//! let sealed = cipher.encrypt_with_nonce(&nonce, b"record 17", b"secret")?;
//! let opened = cipher.decrypt_with_nonce(&nonce, b"record 17", &sealed)?;
//! assert_eq!(opened, b"secret");
//! # Ok(())
//! # }
//! ```
#![no_std]
#![forbid(unsafe_code)]

/// AES-256-GCM (NIST SP 800-38D) with 96-bit nonces and 128-bit tags.
///
/// See [`HardwareAes256Gcm`](aes_gcm::HardwareAes256Gcm) for the operations and
/// [`Error`](aes_gcm::Error) for what can fail.
pub mod aes_gcm {
    pub use hw_gcm::{
        Backend, Error, HardwareAes256Gcm, MAX_AAD_LEN, MAX_PLAINTEXT_LEN, NONCE_LEN, TAG_LEN,
    };
}

/// The CPU features this library looks at, as found on this machine (name, present).
///
/// ```
/// for (name, present) in hw_crypto::cpu_features() {
///     println!("{name:>14}: {}", if present { "yes" } else { "no" });
/// }
/// ```
pub fn cpu_features() -> impl Iterator<Item = (&'static str, bool)> {
    hw_cpu::features().iter()
}

/// The README's examples, compiled and run as doc tests.
#[cfg(doctest)]
#[doc = include_str!("../../../README.md")]
pub struct ReadmeDoctests;
