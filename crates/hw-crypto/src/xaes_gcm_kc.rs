//! KC-XAES: XAES-256-GCM with a key-committing 48-byte tag (the GCM tag, then
//! `CMAC_K("XCMT" || N || 00 01 00 01) || CMAC_K("XCMT" || N || 00 01 00 02)`), as AWS-LC
//! defines it (crate `hw-xaes`).
//!
//! Plain AEADs (GCM, GCM-SIV, XAES) are not committing: a ciphertext can be crafted that opens
//! under two chosen keys, to two different plaintexts. Where the key is not fixed by context
//! (a password among several, key rotation with trial decryption, a message for several
//! recipients), KC-XAES makes a ciphertext open under one key only. The commitment is checked
//! in constant time together with the tag; either failing wipes the output.
//!
//! The API is [`crate::xaes_gcm`]'s, with the 48-byte tag; the envelope is
//! `ciphertext || tag || commitment || nonce`:
//!
//! ```
//! use hw_crypto::xaes_gcm_kc::Xaes256GcmKc;
//!
//! # fn main() -> Result<(), hw_crypto::xaes_gcm::Error> {
//! let cipher = Xaes256GcmKc::new(&[0x11; 32])?;
//! let envelope = cipher.encrypt(b"header", b"secret")?;
//! assert_eq!(envelope.len(), 6 + 48 + 24);
//! assert_eq!(cipher.decrypt(b"header", &envelope)?, b"secret");
//! let other = Xaes256GcmKc::new(&[0x22; 32])?;
//! assert!(other.decrypt(b"header", &envelope).is_err());
//! # Ok(())
//! # }
//! ```

pub use crate::error::Error;
pub use hw_xaes::{Tier, COMMITMENT_LEN, KC_TAG_LEN, NONCE_LEN};

/// Bytes an envelope adds to its plaintext: the 48-byte tag and the 24-byte nonce.
pub const ENVELOPE_OVERHEAD: usize = KC_TAG_LEN + NONCE_LEN;

/// A KC-XAES key prepared for the CPU's instructions. `Send + Sync`, not `Clone`; `Debug`
/// shows only the backend.
pub struct Xaes256GcmKc {
    cipher: hw_xaes::Xaes256GcmKc,
}

crate::xaes_gcm::xaes_wrapper!(Xaes256GcmKc, hw_xaes::Xaes256GcmKc, tag = KC_TAG_LEN);

#[cfg(feature = "random")]
crate::xaes_gcm::xaes_envelope_api!(Xaes256GcmKc, "hw_crypto::xaes_gcm_kc::Xaes256GcmKc");

#[cfg(feature = "aead")]
crate::aes_gcm::aead_traits::aead_impl!(Xaes256GcmKc, aead::consts::U24, aead::consts::U48);
