//! XAES-256-GCM (C2SP): AES-256-GCM under a key derived per message from a **192-bit nonce**,
//! so nonces can be drawn at random for about 2^80 messages per key (crate `hw-xaes`).
//!
//! [`Xaes256Gcm`] has every operation of hw-xaes's cipher with a caller-chosen 24-byte nonce
//! (through `Deref`: `encrypt_with_nonce`, `seal_in_place_detached`, ...) and, with feature
//! `random` (default), an envelope API whose nonce comes from [`crate::random`]:
//!
//! | method | returns |
//! |---|---|
//! | `encrypt(aad, plaintext)` | `ciphertext \|\| tag \|\| nonce` (16-byte tag, 24-byte nonce) |
//! | `decrypt(aad, envelope)` | the plaintext |
//! | `encrypt_to` / `decrypt_to` | the same into your buffer, no allocation |
//!
//! ```
//! use hw_crypto::xaes_gcm::Xaes256Gcm;
//!
//! # fn main() -> Result<(), hw_crypto::xaes_gcm::Error> {
//! let cipher = Xaes256Gcm::new(&[0x11; 32])?;
//! let envelope = cipher.encrypt(b"header", b"secret")?; // ciphertext || tag || nonce
//! assert_eq!(envelope.len(), 6 + 16 + 24);
//! assert_eq!(cipher.decrypt(b"header", &envelope)?, b"secret");
//! # Ok(())
//! # }
//! ```
//!
//! **The nonces.** Each is 24 bytes of this thread's CTR_DRBG ([`crate::random::fill`]): seeded
//! from the OS, reseeded every 2^16 requests (or 16 MiB), and reseeded in a `fork` child
//! before its first output. Random 192-bit nonces collide with probability at most
//! `m^2 / 2^193` over `m` messages: below 2^-33 at 2^80 messages under one key, and 2^-129 at
//! GCM's 2^32. There is no per-object nonce state, so any number of objects, threads and
//! processes may share the key.
//!
//! **Snapshots.** Two copies of a process or VM restored from one snapshot hold the same DRBG
//! state and draw the same nonces until it reseeds from the OS: at its next reseed, within
//! 2^16 requests of the snapshot (sooner where the OS reseed interval or 16 MiB is reached
//! first). After that they draw different nonces, provided the OS random source differs
//! between the copies (Linux reseeds it on a vmgenid restore signal and mixes in interrupt
//! timing). This is the same window as AES-GCM's generated nonces; what differs is the
//! cost of the repeats inside it. A repeated XAES nonce repeats `Kx` and the GCM nonce, so it
//! costs what a GCM nonce repeat costs, for that one derived key only: the other messages,
//! under other derived keys, are unaffected. Where repeats must cost nothing but equality, use
//! [`crate::aes_gcm_siv`].
//!
//! [`crate::xaes_gcm_kc`] is the same with a 48-byte key-committing tag.

pub use crate::error::Error;
pub use hw_xaes::{Tier, MAX_AAD_LEN, MAX_PLAINTEXT_LEN, NONCE_LEN, TAG_LEN};

/// Bytes an envelope adds to its plaintext: the tag (16) and the nonce (24).
pub const ENVELOPE_OVERHEAD: usize = TAG_LEN + NONCE_LEN;

/// An XAES-256-GCM key prepared for the CPU's instructions. `Send + Sync`, not `Clone`;
/// `Debug` shows only the backend.
pub struct Xaes256Gcm {
    cipher: hw_xaes::Xaes256Gcm,
}

/// A facade cipher of the XAES family over hw-xaes's `$inner`, with its `new`, `new_capped`,
/// `Deref` and `Debug`.
macro_rules! xaes_wrapper {
    ($cipher:ident, $inner:ty, tag = $tag:expr) => {
        impl $cipher {
            /// Prepares `key`. Fails with `Error::UnsupportedCpu` before reading `key` when
            /// the CPU lacks the AES and carry-less multiply instructions. Makes no system call.
            #[inline(always)]
            pub fn new(key: &[u8; 32]) -> Result<Self, Error> {
                crate::built_on_tier!(Tier::BEST, || Ok($cipher {
                    cipher: <$inner>::new(key)?,
                }))
            }

            /// Like `new`, capped at tier `cap` (tests and benchmarks).
            #[cfg(feature = "test-hooks")]
            #[doc(hidden)]
            #[inline(always)]
            pub fn new_capped(key: &[u8; 32], cap: Tier) -> Result<Self, Error> {
                crate::built_on_tier!(cap, || Ok($cipher {
                    cipher: <$inner>::new_capped(key, cap)?,
                }))
            }
        }

        /// The operations with a caller-chosen nonce are hw-xaes's.
        impl core::ops::Deref for $cipher {
            type Target = $inner;

            #[inline]
            fn deref(&self) -> &Self::Target {
                &self.cipher
            }
        }

        // The operations with a caller-chosen nonce: hw-xaes's, reporting this crate's
        // `Error`.
        hw_aead::aead_methods! {
            $cipher, core = |c| &c.cipher,
            nonce = $crate::xaes_gcm::NONCE_LEN, tag = $tag, error = Error
        }

        impl core::fmt::Debug for $cipher {
            fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
                f.debug_struct(stringify!($cipher))
                    .field("tier", &self.cipher.tier())
                    .finish_non_exhaustive()
            }
        }
    };
}

pub(crate) use xaes_wrapper;

xaes_wrapper!(Xaes256Gcm, hw_xaes::Xaes256Gcm, tag = TAG_LEN);

/// The envelope API with random 24-byte nonces from [`crate::random`], over the cipher's
/// explicit-nonce operations (`ciphertext || tag`, its tag 16 or 48 bytes).
#[cfg(feature = "random")]
macro_rules! xaes_envelope_api {
    ($cipher:ty, $path:literal) => {
        $crate::envelope::envelope_api!(
            $cipher,
            nonce = $crate::xaes_gcm::NONCE_LEN,
            draw = |_: &Self| {
                let mut nonce = [0; $crate::xaes_gcm::NONCE_LEN];
                $crate::random::fill(&mut nonce).map_err(|_| Error::NonceSource)?;
                Ok(nonce)
            },
            /// Encrypts under a fresh random 24-byte nonce and writes the envelope
            /// `ciphertext || tag || nonce` into the start of `out`; returns its length.
            /// Allocates nothing; the rest of `out` is untouched.
            ///
            /// Errors: [`Error::InvalidLength`], then [`Error::BufferTooSmall`] (nothing
            /// written, no nonce drawn); [`Error::NonceSource`] if the random generator failed
            /// (retry).
            fn encrypt_to;
            /// Encrypts under a fresh random 24-byte nonce; returns
            /// `ciphertext || tag || nonce`.
            ///
            /// ```
            /// # fn main() -> Result<(), Box<dyn std::error::Error>> {
            #[doc = concat!("let cipher = ", $path, "::new(&[3; 32])?;")]
            /// let a = cipher.encrypt(b"", b"same")?;
            /// let b = cipher.encrypt(b"", b"same")?;
            /// assert_ne!(a, b); // a new nonce each time
            /// assert_eq!(cipher.decrypt(b"", &a)?, b"same");
            /// # Ok(())
            /// # }
            /// ```
            fn encrypt;
        );
    };
}

#[cfg(feature = "random")]
pub(crate) use xaes_envelope_api;

#[cfg(feature = "random")]
xaes_envelope_api!(Xaes256Gcm, "hw_crypto::xaes_gcm::Xaes256Gcm");

#[cfg(feature = "aead")]
crate::aes_gcm::aead_traits::aead_impl!(Xaes256Gcm, aead::consts::U24, aead::consts::U16);
