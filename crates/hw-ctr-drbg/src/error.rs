//! What can go wrong, as one typed enum.

use core::fmt;
use core::ops::RangeInclusive;

use crate::{Mode, SEED_LEN};

/// What went wrong. Nothing was written to the output when an error is returned (an output
/// buffer may have been zeroed).
// `repr(C)`: the tag, then every variant's fields at an 8-byte-aligned offset. With Rust's
// layout the one-byte fields packed in right after the tag, and moving a `Result<(), Error>`
// (every call returns one) took overlapping unaligned copies that stalled store forwarding.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
#[repr(C)]
pub enum Error {
    /// The CPU lacks an instruction set this library needs; no state was created and no entropy
    /// was read.
    UnsupportedCpu {
        /// The first missing feature (`"aes"`, ...).
        missing: &'static str,
    },
    /// The operating system's random source failed (see [`EntropyError`]); the generator's
    /// state is unchanged and nothing was generated.
    Entropy(EntropyError),
    /// Fork detection could not be set up (`MADV_WIPEONFORK` was refused and `pthread_atfork`
    /// failed). The generator refuses to run rather than risk repeating output in a child.
    ForkDetection {
        /// The error number `pthread_atfork` returned.
        os_error: i32,
    },
    /// An input to the mechanism has a length SP 800-90A does not allow in this mode;
    /// [`Input::allowed_len`] gives the range.
    InputLength {
        /// Which input.
        input: Input,
        /// The mode of the instance.
        mode: Mode,
        /// The length given, in bytes.
        len: usize,
    },
    /// [`CtrDrbg::generate`](crate::CtrDrbg::generate) was asked for more than
    /// [`MAX_REQUEST_LEN`](crate::MAX_REQUEST_LEN) bytes (2^19 bits, SP 800-90A Table 3).
    /// [`HardwareCtrDrbg`](crate::HardwareCtrDrbg) splits large requests and never returns it.
    RequestTooLarge {
        /// The length asked for, in bytes.
        len: usize,
    },
    /// [`CtrDrbg`](crate::CtrDrbg) has served
    /// [`MAX_RESEED_INTERVAL`](crate::MAX_RESEED_INTERVAL) requests since it was seeded and
    /// must be reseeded first. [`HardwareCtrDrbg`](crate::HardwareCtrDrbg) reseeds itself
    /// much earlier and never returns it.
    ReseedRequired,
    /// A [`Config`](crate::Config) value is out of range.
    InvalidConfig {
        /// Which setting, and its range.
        reason: &'static str,
    },
}

/// The instructions this target's AES needs, for the `UnsupportedCpu` message.
#[cfg(target_arch = "aarch64")]
const INSTRUCTIONS: &str = "ARMv8 AES";
#[cfg(not(target_arch = "aarch64"))]
const INSTRUCTIONS: &str = "x86_64 AES-NI";

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::UnsupportedCpu { missing } => write!(
                f,
                "unsupported CPU: `{missing}` is missing; hw-ctr-drbg runs AES only on hardware \
                 instructions ({INSTRUCTIONS}) and has no software fallback"
            ),
            Error::Entropy(e) => write!(
                f,
                "the operating system's random source failed ({e}); nothing was generated. \
                 Retry; if it persists, this environment has no usable OS RNG (getrandom)"
            ),
            Error::ForkDetection { os_error } => write!(
                f,
                "fork detection could not be set up (pthread_atfork returned {os_error}); the \
                 generator will not run without it"
            ),
            Error::InputLength { input, mode, len } => {
                let allowed = input.allowed_len(*mode);
                write!(
                    f,
                    "the {input} is {len} bytes; CTR_DRBG {mode:?} needs {}..={} bytes",
                    allowed.start(),
                    allowed.end()
                )
            }
            Error::RequestTooLarge { len } => write!(
                f,
                "a CTR_DRBG request of {len} bytes is over the 65536-byte limit (2^19 bits); \
                 split it, or use HardwareCtrDrbg, which splits for you"
            ),
            Error::ReseedRequired => f.write_str(
                "the CTR_DRBG reached its reseed interval (2^48 requests); reseed it with fresh \
                 entropy before generating more",
            ),
            Error::InvalidConfig { reason } => {
                write!(f, "invalid generator configuration: {reason}")
            }
        }
    }
}

impl core::error::Error for Error {
    fn source(&self) -> Option<&(dyn core::error::Error + 'static)> {
        match self {
            Error::Entropy(e) => Some(e),
            _ => None,
        }
    }
}

impl From<hw_cpu::Unsupported> for Error {
    fn from(e: hw_cpu::Unsupported) -> Self {
        Error::UnsupportedCpu { missing: e.missing }
    }
}

/// The operating system's random source (`getrandom`) failed.
///
/// [`raw_os_error`](EntropyError::raw_os_error) gives the OS error code when there is one;
/// `Display` describes it.
#[derive(Clone, Copy, PartialEq, Eq)]
pub struct EntropyError {
    #[cfg(feature = "getrandom")]
    os: getrandom::Error,
    /// The OS error code of a failure injected by a fault-injection test
    /// ([`faults`](crate::faults)): `getrandom::Error` has no public constructor for one.
    #[cfg(all(feature = "std", feature = "test-hooks"))]
    injected_errno: Option<i32>,
    // Without an OS source this error cannot occur.
    #[cfg(not(feature = "getrandom"))]
    never: core::convert::Infallible,
}

impl EntropyError {
    #[cfg(feature = "getrandom")]
    pub(crate) fn from_os(os: getrandom::Error) -> Self {
        EntropyError {
            os,
            #[cfg(all(feature = "std", feature = "test-hooks"))]
            injected_errno: None,
        }
    }

    /// A failure with OS error code `errno`, injected by a fault-injection test. Its source is
    /// `getrandom::Error::UNEXPECTED`; it displays as getrandom (without `std`) displays an OS
    /// error.
    #[cfg(all(feature = "std", feature = "test-hooks"))]
    pub(crate) fn injected(errno: i32) -> Self {
        EntropyError {
            os: getrandom::Error::UNEXPECTED,
            injected_errno: Some(errno),
        }
    }

    /// The OS error code (`errno` on Unix), if the failure came from the OS.
    pub fn raw_os_error(&self) -> Option<i32> {
        #[cfg(feature = "getrandom")]
        {
            #[cfg(all(feature = "std", feature = "test-hooks"))]
            if self.injected_errno.is_some() {
                return self.injected_errno;
            }
            self.os.raw_os_error()
        }
        #[cfg(not(feature = "getrandom"))]
        {
            match self.never {}
        }
    }
}

impl fmt::Display for EntropyError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        #[cfg(feature = "getrandom")]
        {
            #[cfg(all(feature = "std", feature = "test-hooks"))]
            if let Some(errno) = self.injected_errno {
                return write!(f, "getrandom: OS Error: {errno}");
            }
            write!(f, "getrandom: {}", self.os)
        }
        #[cfg(not(feature = "getrandom"))]
        {
            let _ = f;
            match self.never {}
        }
    }
}

impl fmt::Debug for EntropyError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_tuple("EntropyError")
            .field(&format_args!("{self}"))
            .finish()
    }
}

impl core::error::Error for EntropyError {
    fn source(&self) -> Option<&(dyn core::error::Error + 'static)> {
        #[cfg(feature = "getrandom")]
        {
            Some(&self.os)
        }
        #[cfg(not(feature = "getrandom"))]
        {
            match self.never {}
        }
    }
}

/// An input of the CTR_DRBG mechanism, as named in SP 800-90A.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Input {
    /// `entropy_input` (Instantiate, Reseed).
    EntropyInput,
    /// `nonce` (Instantiate).
    Nonce,
    /// `personalization_string` (Instantiate).
    PersonalizationString,
    /// `additional_input` (Reseed, Generate).
    AdditionalInput,
    /// Everything one call passes through the derivation function together.
    DerivationFunctionInput,
}

/// Security strength of AES-256 CTR_DRBG in bytes (256 bits).
const SECURITY_STRENGTH: usize = 32;
/// Longest input of `Block_Cipher_df`: its length `L` is a 32-bit byte count (§10.3.2).
const MAX_DF_INPUT_LEN: usize = u32::MAX as usize;

impl Input {
    /// The lengths, in bytes, this input may have in `mode` (SP 800-90A §10.2.1, Table 3):
    ///
    /// ```
    /// use hw_ctr_drbg::{Input, Mode};
    ///
    /// assert_eq!(Input::EntropyInput.allowed_len(Mode::NoDf), 48..=48);
    /// assert_eq!(Input::Nonce.allowed_len(Mode::NoDf), 0..=0);
    /// assert_eq!(*Input::Nonce.allowed_len(Mode::UseDf).start(), 16);
    /// ```
    pub const fn allowed_len(self, mode: Mode) -> RangeInclusive<usize> {
        match (mode, self) {
            // Full-entropy seedlen bits; no nonce; the others XORed into seedlen bits.
            (Mode::NoDf, Input::EntropyInput) => SEED_LEN..=SEED_LEN,
            (Mode::NoDf, Input::Nonce) => 0..=0,
            (Mode::NoDf, _) => 0..=SEED_LEN,
            // At least the security strength of entropy and half of it of nonce (§8.6.7).
            (Mode::UseDf, Input::EntropyInput) => SECURITY_STRENGTH..=MAX_DF_INPUT_LEN,
            (Mode::UseDf, Input::Nonce) => SECURITY_STRENGTH / 2..=MAX_DF_INPUT_LEN,
            (Mode::UseDf, _) => 0..=MAX_DF_INPUT_LEN,
        }
    }
}

impl fmt::Display for Input {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Input::EntropyInput => "entropy input",
            Input::Nonce => "nonce",
            Input::PersonalizationString => "personalization string",
            Input::AdditionalInput => "additional input",
            Input::DerivationFunctionInput => "derivation function input",
        })
    }
}
