//! AES-256-GCM-SIV (RFC 8452): nonce-misuse-resistant AEAD, 96-bit nonces, 128-bit tags.
//!
//! For services that cannot guarantee unique nonces (many writers, restored snapshots, VMs
//! cloned from one image): a repeated nonce reveals only that two (AAD, plaintext) pairs were
//! equal, where GCM would reveal their XOR and lose authenticity. It costs a second pass over
//! the message and a per-nonce key derivation; see docs/benchmarks.md.
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

pub use hw_gcm_siv::{Backend, Error, MAX_AAD_LEN, MAX_PLAINTEXT_LEN, NONCE_LEN, TAG_LEN};

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
    #[inline]
    pub fn new(key: &[u8; 32]) -> Result<Self, Error> {
        Ok(Self::from_cipher(hw_gcm_siv::HardwareAes256GcmSiv::new(
            key,
        )?))
    }

    /// Like [`HardwareAes256GcmSiv::new`], capped at tier `cap` (tests and benchmarks).
    #[cfg(feature = "test-hooks")]
    #[doc(hidden)]
    pub fn new_capped(key: &[u8; 32], cap: Backend) -> Result<Self, Error> {
        Ok(Self::from_cipher(
            hw_gcm_siv::HardwareAes256GcmSiv::new_capped(key, cap)?,
        ))
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

impl fmt::Debug for HardwareAes256GcmSiv {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("HardwareAes256GcmSiv")
            .field("backend", &self.cipher.backend())
            .finish_non_exhaustive()
    }
}

#[cfg(feature = "random")]
impl HardwareAes256GcmSiv {
    /// The next generated nonce, with the nonce sequence's errors in this module's terms.
    fn next_nonce(&self) -> Result<[u8; NONCE_LEN], Error> {
        self.nonces.next().map_err(|e| match e {
            crate::aes_gcm::Error::NoncesExhausted => Error::NoncesExhausted,
            _ => Error::NonceSource,
        })
    }

    /// Encrypts under a fresh generated nonce and writes the envelope
    /// `ciphertext || tag || nonce` into `out[..plaintext.len() + 28]`; returns that length.
    /// Allocates nothing; the rest of `out` is untouched.
    ///
    /// Errors: [`Error::InvalidLength`], then [`Error::BufferTooSmall`] (nothing written, no
    /// nonce used), [`Error::NoncesExhausted`], [`Error::NonceSource`].
    pub fn encrypt_to(&self, aad: &[u8], plaintext: &[u8], out: &mut [u8]) -> Result<usize, Error> {
        let sealed_len = check_seal(aad, plaintext, out.len())?;
        let nonce = self.next_nonce()?;
        let (sealed, nonce_out) = out[..sealed_len + NONCE_LEN].split_at_mut(sealed_len);
        self.cipher
            .encrypt_with_nonce_to(&nonce, aad, plaintext, sealed)?;
        nonce_out.copy_from_slice(&nonce);
        Ok(sealed_len + NONCE_LEN)
    }

    /// Opens an envelope `ciphertext || tag || nonce` into `out[..len]` (`len` = envelope
    /// length - 28) and returns `len`. On authentication failure `out[..len]` is wiped and
    /// [`Error::Authentication`] returned.
    pub fn decrypt_to(&self, aad: &[u8], envelope: &[u8], out: &mut [u8]) -> Result<usize, Error> {
        let Some((sealed, nonce)) = envelope.split_last_chunk::<NONCE_LEN>() else {
            return Err(Error::InvalidLength);
        };
        self.cipher.decrypt_with_nonce_to(nonce, aad, sealed, out)
    }

    /// Encrypts under a fresh generated nonce; returns `ciphertext || tag || nonce`.
    #[cfg(feature = "alloc")]
    pub fn encrypt(&self, aad: &[u8], plaintext: &[u8]) -> Result<alloc::vec::Vec<u8>, Error> {
        let len = check_seal(aad, plaintext, usize::MAX)? + NONCE_LEN;
        let mut out = alloc::vec![0u8; len];
        self.encrypt_to(aad, plaintext, &mut out)?;
        Ok(out)
    }

    /// Opens an envelope `ciphertext || tag || nonce`; returns the plaintext, or
    /// [`Error::Authentication`] (having wiped the candidate plaintext).
    #[cfg(feature = "alloc")]
    pub fn decrypt(&self, aad: &[u8], envelope: &[u8]) -> Result<alloc::vec::Vec<u8>, Error> {
        let Some((sealed, nonce)) = envelope.split_last_chunk::<NONCE_LEN>() else {
            return Err(Error::InvalidLength);
        };
        self.cipher.decrypt_with_nonce(nonce, aad, sealed)
    }

    /// Encrypts under a fresh generated nonce; returns the nonce and `ciphertext || tag`
    /// separately (open with `decrypt_with_nonce`).
    #[cfg(feature = "alloc")]
    pub fn encrypt_with_generated_nonce(
        &self,
        aad: &[u8],
        plaintext: &[u8],
    ) -> Result<([u8; NONCE_LEN], alloc::vec::Vec<u8>), Error> {
        let len = check_seal(aad, plaintext, usize::MAX)?;
        let nonce = self.next_nonce()?;
        let mut out = alloc::vec![0u8; len];
        self.cipher
            .encrypt_with_nonce_to(&nonce, aad, plaintext, &mut out)?;
        Ok((nonce, out))
    }
}

/// Checks lengths before a nonce is spent: RFC 8452's limits, then that `out_len` bytes hold
/// the envelope. Returns the length of `ciphertext || tag`.
#[cfg(feature = "random")]
fn check_seal(aad: &[u8], plaintext: &[u8], out_len: usize) -> Result<usize, Error> {
    if plaintext.len() as u64 > MAX_PLAINTEXT_LEN || aad.len() as u64 > MAX_AAD_LEN {
        return Err(Error::InvalidLength);
    }
    let sealed = plaintext.len() + TAG_LEN;
    if out_len < sealed + NONCE_LEN {
        return Err(Error::BufferTooSmall {
            needed: sealed + NONCE_LEN,
        });
    }
    Ok(sealed)
}
