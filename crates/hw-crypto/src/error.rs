//! The facade's error: the AEAD errors of the cipher crates ([`hw_aead::Error`]) and the two
//! that only the facade's generated-nonce API reports. Every cipher module re-exports it as
//! its `Error`.

use core::fmt;

/// What went wrong. Nothing was released: on [`Error::Authentication`] the output was wiped;
/// on the others nothing was written.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Error {
    /// The CPU lacks an instruction set this library needs; nothing was computed.
    UnsupportedCpu {
        /// The first missing feature (`"aes"`, `"pclmulqdq"`, ...).
        missing: &'static str,
    },
    /// The tag (or KC-XAES's key commitment) did not match: the ciphertext, AAD, nonce or tag
    /// was altered, or the key is wrong. Any output buffer has been wiped.
    Authentication,
    /// The output buffer is too short; nothing was written.
    BufferTooSmall {
        /// The number of bytes the output needs.
        needed: usize,
    },
    /// A length is outside what the algorithm allows: a sealed input shorter than its tag (and
    /// nonce, for an envelope), or a plaintext or AAD over its limit (AES-GCM: 2^36 - 32 and
    /// 2^61 - 1 bytes; AES-GCM-SIV: 2^36 and 2^36). Nothing was written. It is reported before
    /// [`Error::BufferTooSmall`].
    InvalidLength,
    /// A cipher has used up its generated nonces (`encrypt`: 2^62 - 1 nonce positions per
    /// cipher object and process). Nothing was written. Create a new cipher object, or better,
    /// rotate the key.
    NoncesExhausted,
    /// Generating a nonce needed the operating system and it failed: its random source
    /// (`getrandom`), its monotonic clock or fork detection (`pthread_atfork`). Nothing was
    /// written; retrying may succeed.
    NonceSource,
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Error::UnsupportedCpu { missing } => {
                fmt::Display::fmt(&hw_aead::Error::UnsupportedCpu { missing }, f)
            }
            Error::Authentication => fmt::Display::fmt(&hw_aead::Error::Authentication, f),
            Error::BufferTooSmall { needed } => {
                fmt::Display::fmt(&hw_aead::Error::BufferTooSmall { needed }, f)
            }
            Error::InvalidLength => fmt::Display::fmt(&hw_aead::Error::InvalidLength, f),
            Error::NoncesExhausted => f.write_str(
                "generated nonces exhausted: this cipher object has used its 2^62 - 1 nonce \
                 positions; create a new one or rotate the key",
            ),
            Error::NonceSource => f.write_str(
                "could not generate a nonce: the OS random source, clock or fork detection \
                 failed; nothing was encrypted, retry",
            ),
        }
    }
}

impl core::error::Error for Error {}

impl From<hw_aead::Error> for Error {
    #[inline]
    fn from(e: hw_aead::Error) -> Self {
        match e {
            hw_aead::Error::UnsupportedCpu { missing } => Error::UnsupportedCpu { missing },
            hw_aead::Error::Authentication => Error::Authentication,
            hw_aead::Error::BufferTooSmall { needed } => Error::BufferTooSmall { needed },
            hw_aead::Error::InvalidLength => Error::InvalidLength,
        }
    }
}
