//! AES-256-GCM-SIV (RFC 8452): nonce-misuse-resistant AEAD, 96-bit nonces, 128-bit tags.
//!
//! For services that cannot guarantee unique nonces (many writers, restored snapshots, VMs
//! cloned from one image): a repeated nonce reveals only that two (AAD, plaintext) pairs were
//! equal, where GCM would reveal their XOR and lose authenticity. It costs a second pass over
//! the message and a per-nonce key derivation; see docs/reports/benchmarks.md.
//!
//! [`HardwareAes256GcmSiv`] has every operation of hw-gcm-siv's cipher with a caller-chosen nonce
//! (through `Deref`: `encrypt_with_nonce`, `seal_in_place_detached`, ...) and, with feature
//! `random` (default), the same generated-nonce envelope API as
//! [`HardwareAes256Gcm`](crate::aes_gcm::HardwareAes256Gcm):
//!
//! ```
//! use hw_crypto::aes_gcm_siv::HardwareAes256GcmSiv;
//!
//! # fn main() -> Result<(), hw_crypto::aes_gcm_siv::Error> {
//! let cipher = HardwareAes256GcmSiv::new(&[0x11; 32])?;
//! let envelope = cipher.encrypt(b"header", b"secret")?; // ciphertext || tag || nonce
//! assert_eq!(envelope.len(), 6 + 16 + 12);
//! assert_eq!(cipher.decrypt(b"header", &envelope)?, b"secret");
//!
//! // With your own nonce: a repeat is safe up to revealing equal messages.
//! let a = cipher.encrypt_with_nonce(&[0; 12], b"", b"same")?;
//! assert_eq!(a, cipher.encrypt_with_nonce(&[0; 12], b"", b"same")?);
//! # Ok(())
//! # }
//! ```

use core::fmt;
use core::ops::Deref;

pub use crate::error::Error;
pub use hw_gcm_siv::{Tier, MAX_AAD_LEN, MAX_PLAINTEXT_LEN, NONCE_LEN, TAG_LEN};

/// The name 1.x gave [`Tier`].
#[deprecated(note = "renamed `Tier` (and `backend()` to `tier()`)")]
pub type Backend = Tier;

/// Bytes an envelope adds to its plaintext: the tag (16) and the nonce (12).
pub const ENVELOPE_OVERHEAD: usize = TAG_LEN + NONCE_LEN;

/// An AES-256-GCM-SIV key prepared for the CPU's instructions, with its generated-nonce
/// sequence. `Send + Sync`, not `Clone`; `Debug` shows only the backend.
pub struct HardwareAes256GcmSiv {
    cipher: hw_gcm_siv::HardwareAes256GcmSiv,
    #[cfg(feature = "random")]
    nonces: crate::aes_gcm::nonce::NonceSequence,
}

impl HardwareAes256GcmSiv {
    /// Prepares `key`. Fails with [`Error::UnsupportedCpu`] before reading `key` when the CPU
    /// lacks the AES and carry-less multiply instructions. Makes no system call.
    #[inline(always)]
    pub fn new(key: &[u8; 32]) -> Result<Self, Error> {
        crate::built_on_tier!(Tier::BEST, || Ok(Self::from_cipher(
            hw_gcm_siv::HardwareAes256GcmSiv::new(key)?
        )))
    }

    /// Like [`HardwareAes256GcmSiv::new`], capped at tier `cap` (tests and benchmarks).
    #[cfg(feature = "test-hooks")]
    #[doc(hidden)]
    #[inline(always)]
    pub fn new_capped(key: &[u8; 32], cap: Tier) -> Result<Self, Error> {
        crate::built_on_tier!(cap, || Ok(Self::from_cipher(
            hw_gcm_siv::HardwareAes256GcmSiv::new_capped(key, cap)?
        )))
    }

    #[inline]
    fn from_cipher(cipher: hw_gcm_siv::HardwareAes256GcmSiv) -> Self {
        HardwareAes256GcmSiv {
            cipher,
            #[cfg(feature = "random")]
            nonces: crate::aes_gcm::nonce::NonceSequence::new(),
        }
    }
}

/// The operations with a caller-chosen nonce are hw-gcm-siv's.
impl Deref for HardwareAes256GcmSiv {
    type Target = hw_gcm_siv::HardwareAes256GcmSiv;

    #[inline]
    fn deref(&self) -> &Self::Target {
        &self.cipher
    }
}

impl HardwareAes256GcmSiv {
    /// The name 1.x gave `tier()` (which `Deref` reaches on the cipher crate's type).
    #[deprecated(note = "renamed `tier()`")]
    pub fn backend(&self) -> Tier {
        self.cipher.tier()
    }
}

// The operations with a caller-chosen nonce: hw-gcm-siv's, reporting this crate's `Error`.
hw_aead::aead_methods! {
    HardwareAes256GcmSiv, core = |c| &c.cipher, nonce = NONCE_LEN, tag = TAG_LEN, error = Error
}

impl fmt::Debug for HardwareAes256GcmSiv {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("HardwareAes256GcmSiv")
            .field("tier", &self.cipher.tier())
            .finish_non_exhaustive()
    }
}

#[cfg(feature = "random")]
crate::aes_gcm::envelope_api!(
    HardwareAes256GcmSiv,
    "hw_crypto::aes_gcm_siv::HardwareAes256GcmSiv",
    "Under AES-GCM-SIV a repeated nonce reveals only which messages (with their AAD) were \
     equal."
);
