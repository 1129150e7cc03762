//! AES-256-GCM (NIST SP 800-38D) with 96-bit nonces and 128-bit tags.
//!
//! [`HardwareAes256Gcm`] keeps its key state inline; [`HardwareAes256GcmIn`] keeps it in memory
//! you place (an [`UninitKeyStateSlot`] of [`key_state_layout`]). Both have every operation of
//! hw-gcm's ciphers with a caller-chosen nonce (through `Deref`: `encrypt_with_nonce`,
//! `seal_in_place_detached`, ...) and, with feature `random` (default), the safe default API
//! with generated nonces:
//!
//! | method | returns |
//! |---|---|
//! | `encrypt(aad, plaintext)` | `ciphertext \|\| tag \|\| nonce` |
//! | `decrypt(aad, envelope)` | the plaintext |
//! | `encrypt_to` / `decrypt_to` | the same into your buffer, no allocation |
//! | `encrypt_with_generated_nonce(aad, plaintext)` | `(nonce, ciphertext \|\| tag)` |
//!
//! A generated nonce is a 96-bit salt drawn from the OS, XORed with the 16-bit index of the
//! message under that salt. A salt serves at most [`NONCE_SALT_MESSAGES`] (2^16) messages and
//! [`NONCE_SALT_SECONDS`] (2) seconds, then the next message draws a new one; the child of a
//! `fork` draws its own before its first nonce. A salt never repeats a nonce. Different salts,
//! of one cipher object or of several that share the key, meet with probability at most
//! `m^2 / 2^97` over `m` messages in all (the random-nonce bound; `2^-49` at 2^32 messages
//! when salts are used up by messages), and at most `2^-80` per pair of salts.
//!
//! Copies of one process or VM restored from a snapshot (or a raw `clone` that fork detection
//! misses) share the salt and repeat each other's nonces until it expires: at most 2^16
//! messages and 2 seconds of running time each. Use [`crate::aes_gcm_siv`] where that can
//! happen, or [`crate::xaes_gcm`], whose random 192-bit nonces differ between the copies once
//! its generator reseeds. After 2^62 - 1 positions
//! (at least 2^46 salts) a cipher object returns [`Error::NoncesExhausted`].
//!
//! ```
//! use hw_crypto::aes_gcm::HardwareAes256Gcm;
//!
//! # fn main() -> Result<(), hw_crypto::aes_gcm::Error> {
//! let cipher = HardwareAes256Gcm::new(&[0x11; 32])?;
//! let envelope = cipher.encrypt(b"header", b"secret")?; // ciphertext || tag || nonce
//! assert_eq!(envelope.len(), 6 + 16 + 12);
//! assert_eq!(cipher.decrypt(b"header", &envelope)?, b"secret");
//! # Ok(())
//! # }
//! ```

use core::fmt;
use core::ops::Deref;

pub use crate::error::Error;
pub use hw_gcm::{
    key_state_layout, HardwareAes256GcmKeyState, KeyStateSlotError, Tier, UninitKeyStateSlot,
    MAX_AAD_LEN, MAX_PLAINTEXT_LEN, NONCE_LEN, TAG_LEN,
};

/// The name 1.x gave [`Tier`].
#[deprecated(note = "renamed `Tier` (and `backend()` to `tier()`)")]
pub type Backend = Tier;

#[cfg(feature = "aead")]
pub(crate) mod aead_traits;
#[cfg(feature = "random")]
pub(crate) mod nonce;

#[cfg(all(feature = "random", feature = "test-hooks"))]
#[doc(hidden)]
pub use nonce::test_hook_set_clock;
#[cfg(feature = "random")]
pub use nonce::{NONCE_SALT_MESSAGES, NONCE_SALT_SECONDS};

/// Bytes an envelope adds to its plaintext: the tag (16) and the nonce (12).
pub const ENVELOPE_OVERHEAD: usize = TAG_LEN + NONCE_LEN;

/// An AES-256-GCM key prepared for the CPU's instructions, with its generated-nonce sequence.
///
/// 416 bytes, no heap: hw-gcm's cipher (the 368-byte key state and the tier, 384 bytes) and,
/// with feature `random`, the nonce state (fork generation, position, salt and its time: 32
/// bytes). `Send + Sync`, not `Clone` (a clone would share key and nonce sequence). `Debug`
/// shows only the backend.
pub struct HardwareAes256Gcm {
    cipher: hw_gcm::HardwareAes256Gcm,
    #[cfg(feature = "random")]
    nonces: nonce::NonceSequence,
}

/// An AES-256-GCM key whose 368-byte key state lives in memory you placed (see
/// [`UninitKeyStateSlot`]), with its generated-nonce sequence: the operations of
/// [`HardwareAes256Gcm`], the same output. Wipes the slot when dropped.
///
/// 48 bytes itself (a pointer to the slot, the tier and the nonce state).
///
/// ```
/// use core::mem::MaybeUninit;
/// use hw_crypto::aes_gcm::{HardwareAes256GcmIn, HardwareAes256GcmKeyState};
///
/// # fn main() -> Result<(), hw_crypto::aes_gcm::Error> {
/// let mut slot = MaybeUninit::<HardwareAes256GcmKeyState>::uninit();
/// let cipher = HardwareAes256GcmIn::new(&[0x11; 32], (&mut slot).into())?;
/// let envelope = cipher.encrypt(b"", b"secret")?;
/// assert_eq!(cipher.decrypt(b"", &envelope)?, b"secret");
/// # Ok(())
/// # }
/// ```
pub struct HardwareAes256GcmIn<'a> {
    cipher: hw_gcm::HardwareAes256GcmIn<'a>,
    #[cfg(feature = "random")]
    nonces: nonce::NonceSequence,
}

impl HardwareAes256Gcm {
    /// Prepares `key`. Fails with [`Error::UnsupportedCpu`] before reading `key` when the CPU
    /// lacks AES-NI or PCLMULQDQ. Makes no system call: the nonce salt is drawn on first use.
    #[inline(always)]
    pub fn new(key: &[u8; 32]) -> Result<Self, Error> {
        crate::built_on_tier!(Tier::BEST, || Ok(Self::from_cipher(
            hw_gcm::HardwareAes256Gcm::new(key)?
        )))
    }

    /// Like [`HardwareAes256Gcm::new`], capped at tier `cap` (tests and benchmarks).
    #[cfg(feature = "test-hooks")]
    #[doc(hidden)]
    #[inline(always)]
    pub fn new_capped(key: &[u8; 32], cap: Tier) -> Result<Self, Error> {
        crate::built_on_tier!(cap, || Ok(Self::from_cipher(
            hw_gcm::HardwareAes256Gcm::new_capped(key, cap)?
        )))
    }

    #[inline]
    fn from_cipher(cipher: hw_gcm::HardwareAes256Gcm) -> Self {
        HardwareAes256Gcm {
            cipher,
            #[cfg(feature = "random")]
            nonces: nonce::NonceSequence::new(),
        }
    }
}

impl<'a> HardwareAes256GcmIn<'a> {
    /// Prepares `key` in `slot` (see [`hw_gcm::HardwareAes256GcmIn::new`]).
    #[inline]
    pub fn new(key: &[u8; 32], slot: UninitKeyStateSlot<'a>) -> Result<Self, Error> {
        Ok(Self::from_cipher(hw_gcm::HardwareAes256GcmIn::new(
            key, slot,
        )?))
    }

    /// Like [`HardwareAes256GcmIn::new`], capped at tier `cap` (tests and benchmarks).
    #[cfg(feature = "test-hooks")]
    #[doc(hidden)]
    pub fn new_capped(
        key: &[u8; 32],
        slot: UninitKeyStateSlot<'a>,
        cap: Tier,
    ) -> Result<Self, Error> {
        Ok(Self::from_cipher(hw_gcm::HardwareAes256GcmIn::new_capped(
            key, slot, cap,
        )?))
    }

    #[inline]
    fn from_cipher(cipher: hw_gcm::HardwareAes256GcmIn<'a>) -> Self {
        HardwareAes256GcmIn {
            cipher,
            #[cfg(feature = "random")]
            nonces: nonce::NonceSequence::new(),
        }
    }
}

/// The operations with a caller-chosen nonce are hw-gcm's.
impl Deref for HardwareAes256Gcm {
    type Target = hw_gcm::HardwareAes256Gcm;

    #[inline]
    fn deref(&self) -> &Self::Target {
        &self.cipher
    }
}

/// The operations with a caller-chosen nonce are hw-gcm's.
impl<'a> Deref for HardwareAes256GcmIn<'a> {
    type Target = hw_gcm::HardwareAes256GcmIn<'a>;

    #[inline]
    fn deref(&self) -> &Self::Target {
        &self.cipher
    }
}

impl HardwareAes256Gcm {
    /// The name 1.x gave `tier()` (which `Deref` reaches on the cipher crate's type).
    #[deprecated(note = "renamed `tier()`")]
    pub fn backend(&self) -> Tier {
        self.cipher.tier()
    }
}

impl HardwareAes256GcmIn<'_> {
    /// The name 1.x gave `tier()` (which `Deref` reaches on the cipher crate's type).
    #[deprecated(note = "renamed `tier()`")]
    pub fn backend(&self) -> Tier {
        self.cipher.tier()
    }
}

// The operations with a caller-chosen nonce: hw-gcm's, reporting this crate's `Error`.
hw_aead::aead_methods! {
    HardwareAes256Gcm, core = |c| &c.cipher, nonce = NONCE_LEN, tag = TAG_LEN, error = Error
}
hw_aead::aead_methods! {
    HardwareAes256GcmIn<'_>, core = |c| &c.cipher, nonce = NONCE_LEN, tag = TAG_LEN, error = Error
}

impl fmt::Debug for HardwareAes256Gcm {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("HardwareAes256Gcm")
            .field("tier", &self.cipher.tier())
            .finish_non_exhaustive()
    }
}

impl fmt::Debug for HardwareAes256GcmIn<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("HardwareAes256GcmIn")
            .field("tier", &self.cipher.tier())
            .finish_non_exhaustive()
    }
}

/// The generated-nonce API of AES-GCM and AES-GCM-SIV (each has `cipher`, with the
/// explicit-nonce operations, and `nonces`): the envelope methods with the salted nonce
/// sequence, and `encrypt_with_generated_nonce`. `Error` at the call site is the family's error
/// type, `$path` names the type in the doc example and `$repeat` says what a repeated nonce
/// costs.
#[cfg(feature = "random")]
macro_rules! envelope_api {
    ($cipher:ty, $path:literal, $repeat:literal) => {
        $crate::envelope::envelope_api!(
            $cipher,
            nonce = $crate::aes_gcm::NONCE_LEN,
            draw = |c: &Self| c.nonces.next(),
            /// Encrypts under a fresh generated nonce and writes the envelope
            /// `ciphertext || tag || nonce` into `out[..plaintext.len() + 28]`; returns that
            /// length. Allocates nothing; the rest of `out` is untouched.
            ///
            /// Errors: [`Error::InvalidLength`], then [`Error::BufferTooSmall`] (nothing
            /// written, no nonce used), [`Error::NoncesExhausted`], [`Error::NonceSource`].
            fn encrypt_to;
            /// Encrypts under a fresh generated nonce; returns `ciphertext || tag || nonce`.
            ///
            /// The nonce is the object's current salt XOR the message's index under it. A
            /// salt serves at most 2^16 messages and 2 seconds
            /// ([`NONCE_SALT_MESSAGES`](crate::aes_gcm::NONCE_SALT_MESSAGES),
            /// [`NONCE_SALT_SECONDS`](crate::aes_gcm::NONCE_SALT_SECONDS)); a new one costs
            /// one `getrandom` call, and every call reads a coarse monotonic clock (on Linux
            /// one vDSO call, no system call). Nonces never repeat under one salt, and
            /// different salts meet with probability at most `m^2 / 2^97` over `m` messages.
            /// A `fork` child draws its own salt, but copies restored from one snapshot (or a
            /// raw `clone` that fork detection misses) repeat each other's nonces until the
            /// salt expires, at most 2^16 messages and 2 seconds of running time each.
            #[doc = $repeat]
            ///
            /// Errors: [`Error::InvalidLength`]; [`Error::NoncesExhausted`] after 2^62 - 1
            /// positions (at least 2^46 salts); [`Error::NonceSource`] if `getrandom`, the
            /// clock or fork detection failed (retry).
            ///
            /// ```
            /// # fn main() -> Result<(), Box<dyn std::error::Error>> {
            #[doc = concat!("let cipher = ", $path, "::new(&[3; 32])?;")]
            /// let a = cipher.encrypt(b"", b"same")?;
            /// let b = cipher.encrypt(b"", b"same")?;
            /// assert_ne!(a, b); // a new nonce each time
            /// # Ok(())
            /// # }
            /// ```
            fn encrypt;
        );

        impl $cipher {
            /// Encrypts under a fresh generated nonce; returns the nonce and
            /// `ciphertext || tag` separately (open with `decrypt_with_nonce`).
            #[cfg(feature = "alloc")]
            pub fn encrypt_with_generated_nonce(
                &self,
                aad: &[u8],
                plaintext: &[u8],
            ) -> Result<([u8; NONCE_LEN], alloc::vec::Vec<u8>), Error> {
                let len =
                    $crate::envelope::check_seal(&self.cipher, aad, plaintext, usize::MAX)?;
                let nonce = self.nonces.next()?;
                let mut out = alloc::vec![0u8; len];
                self.cipher
                    .encrypt_with_nonce_to(&nonce, aad, plaintext, &mut out)?;
                Ok((nonce, out))
            }

            /// Test hook: moves the nonce sequence to `position` (after its first use, forward
            /// only; a position outside the current salt's 2^16 gets a new salt; 2^62 - 1 and
            /// above are exhausted), to test the salt's expiry and exhaustion.
            #[cfg(feature = "test-hooks")]
            #[doc(hidden)]
            pub fn test_hook_skip_nonces_to(&self, position: u64) {
                self.nonces.skip_to(position);
            }
        }
    };
}

#[cfg(feature = "random")]
pub(crate) use envelope_api;

#[cfg(feature = "random")]
envelope_api!(
    HardwareAes256Gcm,
    "hw_crypto::aes_gcm::HardwareAes256Gcm",
    "A repeated GCM nonce reveals the XOR of the two plaintexts and the GHASH key: where \
     snapshots or VM clones happen, use XAES-256-GCM (`hw_crypto::xaes_gcm`), or AES-GCM-SIV."
);
#[cfg(feature = "random")]
envelope_api!(
    HardwareAes256GcmIn<'_>,
    "hw_crypto::aes_gcm::HardwareAes256Gcm",
    "A repeated GCM nonce reveals the XOR of the two plaintexts and the GHASH key: where \
     snapshots or VM clones happen, use XAES-256-GCM (`hw_crypto::xaes_gcm`), or AES-GCM-SIV."
);
