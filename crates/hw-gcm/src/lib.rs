//! AES-256-GCM (NIST SP 800-38D) that runs only on CPU instructions.
//!
//! Every AES round runs on AES-NI and every GHASH multiply on PCLMULQDQ; there is no software
//! fallback. On a CPU without those instructions, [`HardwareAes256Gcm::new`] returns
//! [`Error::UnsupportedCpu`] before it reads the key.
//!
//! Nonces are 96 bits and tags 128 bits, the only sizes the API can express. Decryption never
//! releases unauthenticated plaintext: on a tag mismatch the output is wiped and
//! [`Error::Authentication`] is returned. The prepared key (round keys and GHASH key powers) is
//! wiped when dropped.
//!
//! The prepared key is a [`HardwareAes256GcmKeyState`]: 368 bytes, 16-byte aligned, no pointer.
//! [`HardwareAes256Gcm`] holds it inline; [`HardwareAes256GcmIn`] expands it straight into memory
//! you provide (an [`UninitKeyStateSlot`] of [`key_state_layout`]) and wipes that memory on drop.
//!
//! ```
//! use hw_gcm::HardwareAes256Gcm;
//!
//! # fn main() -> Result<(), hw_gcm::Error> {
//! let cipher = HardwareAes256Gcm::new(&[0x42; 32])?;
//! let nonce = [7u8; 12]; // never reuse a nonce with the same key
//! let sealed = cipher.encrypt_with_nonce(&nonce, b"header", b"attack at dawn")?;
//! assert_eq!(sealed.len(), 14 + 16);
//! let opened = cipher.decrypt_with_nonce(&nonce, b"header", &sealed)?;
//! assert_eq!(opened, b"attack at dawn");
//! # Ok(())
//! # }
//! ```
#![no_std]
#![cfg_attr(docsrs, feature(doc_cfg))]

#[cfg(feature = "alloc")]
extern crate alloc;

use core::fmt;
use hw_aes256::RoundKeys;
use hw_polyval::KeyPowers;

mod inout;
use inout::{InOut, InPlace, Separate};

mod slot;
pub use slot::{KeyStateSlotError, UninitKeyStateSlot};

pub mod xaes;

mod arch;

use arch::Kernels;
use hw_cpu::{with_tier, Selected};

/// Which hardware tier runs a key's operations (`Tier::AesNiClmul`, ...).
pub use hw_cpu::Tier;

/// Length of the authentication tag in bytes.
pub const TAG_LEN: usize = 16;
/// Length of the nonce in bytes.
pub const NONCE_LEN: usize = 12;
/// Largest plaintext (bytes): 2^39 - 256 bits (SP 800-38D §5.2.1.1), i.e. 2^32 - 2 blocks.
pub const MAX_PLAINTEXT_LEN: u64 = (1 << 36) - 32;
/// Largest AAD (bytes): 2^64 - 1 bits rounded down to whole bytes.
pub const MAX_AAD_LEN: u64 = (1 << 61) - 1;

/// What went wrong.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Error {
    /// The CPU lacks an instruction set this library needs; nothing was computed.
    UnsupportedCpu {
        /// The first missing feature (`"aes"`, `"pclmulqdq"`, ...).
        missing: &'static str,
    },
    /// The tag did not match: the ciphertext, AAD, nonce or tag was altered, or the key is
    /// wrong. Any output buffer has been wiped.
    Authentication,
    /// The output buffer is too short; nothing was written.
    BufferTooSmall {
        /// The number of bytes the output needs.
        needed: usize,
    },
    /// A length is outside what AES-GCM allows: a ciphertext shorter than its 16-byte tag, a
    /// plaintext over 2^36 - 32 bytes or AAD over 2^61 - 1 bytes. Nothing was written. It is
    /// reported before [`Error::BufferTooSmall`].
    InvalidLength,
    /// A cipher has used up its generated nonces (hw-crypto's `encrypt`: 2^62 - 1 nonce
    /// positions per cipher object and process). Nothing was written. Create a new cipher
    /// object, or better, rotate the key.
    NoncesExhausted,
    /// Generating a nonce needed the operating system and it failed: its random source
    /// (`getrandom`), its monotonic clock or fork detection (`pthread_atfork`). Nothing was
    /// written; retrying may succeed.
    NonceSource,
}

/// The instructions this target's tiers need, for the `UnsupportedCpu` message.
#[cfg(target_arch = "aarch64")]
const INSTRUCTIONS: &str = "ARMv8 AES + PMULL";
#[cfg(not(target_arch = "aarch64"))]
const INSTRUCTIONS: &str = "x86_64 AES-NI + PCLMULQDQ";

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::UnsupportedCpu { missing } => write!(
                f,
                "unsupported CPU: `{missing}` is missing; hw-crypto runs AES-GCM only on \
                 hardware AES and carry-less multiply ({INSTRUCTIONS}) and has no software \
                 fallback"
            ),
            Error::Authentication => f.write_str(
                "authentication failed: the ciphertext, AAD, nonce or tag does not match this \
                 key; no plaintext was released",
            ),
            Error::BufferTooSmall { needed } => {
                write!(
                    f,
                    "output buffer too small: it needs at least {needed} bytes"
                )
            }
            Error::InvalidLength => f.write_str(
                "invalid length: ciphertexts carry a 16-byte tag, plaintexts are limited to \
                 2^36 - 32 bytes and AAD to 2^61 - 1 bytes",
            ),
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

impl From<hw_cpu::Unsupported> for Error {
    #[inline]
    fn from(e: hw_cpu::Unsupported) -> Self {
        Error::UnsupportedCpu { missing: e.missing }
    }
}

/// The prepared key: the 15 AES-256 round keys (FIPS 197 §5.2, 240 bytes) followed by the
/// powers `H^8..H^1` of the GHASH key (8 x 16 bytes): [`SIZE`](Self::SIZE) = 368 bytes,
/// aligned to [`ALIGN`](Self::ALIGN) = 16, `#[repr(C)]`, inline, with no pointer.
///
/// It is the whole secret state of a [`HardwareAes256Gcm`] (which holds it inline) or of a
/// [`HardwareAes256GcmIn`] (which holds it in memory the caller placed, see
/// [`UninitKeyStateSlot`]). Its contents are reachable only through the kernels; both halves
/// are wiped (volatile stores) when it is dropped. `Debug` prints no key material.
///
/// ```
/// use hw_gcm::{key_state_layout, HardwareAes256GcmKeyState};
///
/// assert_eq!(HardwareAes256GcmKeyState::SIZE, 368);
/// assert_eq!(key_state_layout().size(), 368);
/// assert_eq!(key_state_layout().align(), 16);
/// ```
#[repr(C, align(16))]
pub struct HardwareAes256GcmKeyState {
    pub(crate) round_keys: RoundKeys,
    pub(crate) h_powers: KeyPowers,
}

/// The name the kernels use.
pub(crate) type KeyState = HardwareAes256GcmKeyState;

impl HardwareAes256GcmKeyState {
    /// Size in bytes: 15 round keys x 16 + 8 key powers x 16 = 368.
    pub const SIZE: usize = 15 * 16 + 8 * 16;
    /// Alignment in bytes (one 128-bit register).
    pub const ALIGN: usize = 16;

    /// All zeros: what a slot holds before `init` and after the cipher is dropped.
    #[inline]
    pub(crate) const fn zeroed() -> Self {
        HardwareAes256GcmKeyState {
            round_keys: RoundKeys::zeroed(),
            h_powers: KeyPowers::zeroed(),
        }
    }
}

const _: () = assert!(core::mem::size_of::<KeyState>() == KeyState::SIZE);
const _: () = assert!(core::mem::align_of::<KeyState>() == KeyState::ALIGN);
const _: () = assert!(KeyState::SIZE == 368);

impl fmt::Debug for HardwareAes256GcmKeyState {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("HardwareAes256GcmKeyState")
            .finish_non_exhaustive()
    }
}

/// The size and alignment of a [`HardwareAes256GcmKeyState`] (368 bytes, 16-byte aligned), for
/// callers that allocate the memory a [`HardwareAes256GcmIn`] keeps its state in.
#[inline]
pub const fn key_state_layout() -> core::alloc::Layout {
    core::alloc::Layout::new::<HardwareAes256GcmKeyState>()
}

/// A prepared key wherever it lives, with its tier: what every operation runs on. Both
/// public ciphers lend one out, so the operations are written once (in `cipher_api!`).
#[derive(Clone, Copy)]
struct Key<'s> {
    state: &'s KeyState,
    kernel: Selected,
    /// How many of the powers `H^1..H^8` the state holds: 8, or for an XAES message key
    /// ([`xaes::XaesKey::derive`]) those its message's lengths use.
    powers: u8,
}

impl Key<'_> {
    /// The SP 800-38D limits, and that this key holds the GHASH powers a message of these
    /// lengths multiplies by (always, except for an XAES message key used for another message).
    #[inline]
    fn check(self, aad_len: usize, text_len: usize) -> Result<(), Error> {
        check_lengths(aad_len, text_len)?;
        if powers_needed(aad_len, text_len) > usize::from(self.powers) {
            return Err(Error::InvalidLength);
        }
        Ok(())
    }

    fn seal_io<IO: InOut>(self, nonce: &[u8; 12], aad: &[u8], io: &mut IO) -> [u8; 16] {
        with_tier!(self.kernel, |t| t.seal(self.state, nonce, aad, io))
    }

    fn open_io<IO: InOut>(self, nonce: &[u8; 12], aad: &[u8], io: &mut IO) -> [u8; 16] {
        with_tier!(self.kernel, |t| t.open(self.state, nonce, aad, io))
    }
}

/// An AES-256-GCM key prepared for the CPU's instructions, held inline: 368 bytes of
/// [`HardwareAes256GcmKeyState`] and the tier, 384 bytes in all, no heap.
///
/// `Send + Sync`, not `Clone` (a clone would duplicate key material). `Debug` shows only the
/// backend. To keep the key state in memory you choose (locked, guarded, not dumped), use
/// [`HardwareAes256GcmIn`].
pub struct HardwareAes256Gcm {
    state: KeyState,
    kernel: Selected,
}

/// An AES-256-GCM key whose [`HardwareAes256GcmKeyState`] lives in caller-provided memory (an
/// [`UninitKeyStateSlot`]). The key is expanded straight into that memory, never on the stack,
/// and the memory is wiped when this value is dropped. The operations are those of
/// [`HardwareAes256Gcm`], with identical output.
///
/// `Send + Sync`, not `Clone`. `Debug` shows only the backend. If it is leaked (for example
/// with `core::mem::forget`), the slot is not wiped.
///
/// ```
/// use core::mem::MaybeUninit;
/// use hw_gcm::{HardwareAes256Gcm, HardwareAes256GcmIn, HardwareAes256GcmKeyState};
///
/// # fn main() -> Result<(), hw_gcm::Error> {
/// let mut slot = MaybeUninit::<HardwareAes256GcmKeyState>::uninit();
/// let placed = HardwareAes256GcmIn::new(&[7; 32], (&mut slot).into())?;
/// let inline = HardwareAes256Gcm::new(&[7; 32])?;
/// let sealed = placed.encrypt_with_nonce(&[0; 12], b"", b"same bytes")?;
/// assert_eq!(sealed, inline.encrypt_with_nonce(&[0; 12], b"", b"same bytes")?);
/// # Ok(())
/// # }
/// ```
pub struct HardwareAes256GcmIn<'a> {
    state: &'a mut KeyState,
    kernel: Selected,
    /// See [`Key::powers`].
    powers: u8,
}

impl fmt::Debug for HardwareAes256Gcm {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("HardwareAes256Gcm")
            .field("tier", &self.tier())
            .finish_non_exhaustive()
    }
}

impl fmt::Debug for HardwareAes256GcmIn<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("HardwareAes256GcmIn")
            .field("tier", &self.tier())
            .finish_non_exhaustive()
    }
}

/// How many of the powers `H^1..H^8` the kernels multiply by for a message of these lengths:
/// every kernel hashes the AAD, and the ciphertext with the length block, in groups of at most
/// 8 blocks (the VAES kernels' 16-block groups only run on messages of 8 blocks or more, with
/// `H^16..H^9` derived from `H^8`), and a group of `k` blocks multiplies by `H^k..H^1`.
pub(crate) fn powers_needed(aad_len: usize, text_len: usize) -> usize {
    aad_len.div_ceil(16).max(text_len.div_ceil(16) + 1).min(8)
}

/// Checks the SP 800-38D length limits.
fn check_lengths(aad_len: usize, text_len: usize) -> Result<(), Error> {
    if text_len as u64 > MAX_PLAINTEXT_LEN || aad_len as u64 > MAX_AAD_LEN {
        return Err(Error::InvalidLength);
    }
    Ok(())
}

impl HardwareAes256Gcm {
    /// Prepares `key`: expands the AES key schedule and computes the GHASH key powers.
    ///
    /// Fails with [`Error::UnsupportedCpu`] before reading `key` when the CPU lacks AES-NI or
    /// PCLMULQDQ (or SSSE3/SSE4.1, which every such CPU has).
    #[inline]
    pub fn new(key: &[u8; 32]) -> Result<Self, Error> {
        Ok(Self::with_kernel(key, hw_cpu::select(Tier::BEST)?))
    }

    /// Like [`HardwareAes256Gcm::new`], but never selects a tier above `cap`, so tests and
    /// benchmarks can run every tier on one machine.
    #[cfg(feature = "test-hooks")]
    #[doc(hidden)]
    pub fn new_capped(key: &[u8; 32], cap: Tier) -> Result<Self, Error> {
        Ok(Self::with_kernel(key, hw_cpu::select(cap)?))
    }

    #[inline]
    fn with_kernel(key: &[u8; 32], kernel: Selected) -> Self {
        let mut me = HardwareAes256Gcm {
            state: KeyState::zeroed(),
            kernel,
        };
        with_tier!(kernel, |t| t.init(key, &mut me.state));
        me
    }

    #[inline]
    fn key(&self) -> Key<'_> {
        Key {
            state: &self.state,
            kernel: self.kernel,
            powers: 8,
        }
    }
}

impl<'a> HardwareAes256GcmIn<'a> {
    /// Prepares `key` in `slot`: zeroes the slot, then expands the AES key schedule and computes
    /// the GHASH key powers in it. The slot is borrowed until this value is dropped, which wipes
    /// it.
    ///
    /// Fails with [`Error::UnsupportedCpu`] before reading `key` or touching `slot` when the
    /// CPU lacks AES-NI or PCLMULQDQ.
    #[inline]
    pub fn new(key: &[u8; 32], slot: UninitKeyStateSlot<'a>) -> Result<Self, Error> {
        Ok(Self::with_kernel(key, slot, hw_cpu::select(Tier::BEST)?))
    }

    /// Like [`HardwareAes256GcmIn::new`], but never selects a tier above `cap`.
    #[cfg(feature = "test-hooks")]
    #[doc(hidden)]
    pub fn new_capped(
        key: &[u8; 32],
        slot: UninitKeyStateSlot<'a>,
        cap: Tier,
    ) -> Result<Self, Error> {
        Ok(Self::with_kernel(key, slot, hw_cpu::select(cap)?))
    }

    #[inline]
    fn with_kernel(key: &[u8; 32], slot: UninitKeyStateSlot<'a>, kernel: Selected) -> Self {
        let state = slot.into_zeroed();
        with_tier!(kernel, |t| t.init(key, state));
        HardwareAes256GcmIn {
            state,
            kernel,
            powers: 8,
        }
    }

    /// A key another kernel call of this crate prepared in `state` (XAES's derivation), with
    /// the powers `H^1..H^powers`.
    #[inline]
    pub(crate) fn from_prepared(state: &'a mut KeyState, kernel: Selected, powers: u8) -> Self {
        HardwareAes256GcmIn {
            state,
            kernel,
            powers,
        }
    }

    #[inline]
    fn key(&self) -> Key<'_> {
        Key {
            state: self.state,
            kernel: self.kernel,
            powers: self.powers,
        }
    }
}

impl Drop for HardwareAes256GcmIn<'_> {
    /// Wipes the slot: the assignment drops the old state in place (its halves wipe themselves
    /// with volatile stores) and leaves an all-zero state behind, which needs no drop.
    fn drop(&mut self) {
        *self.state = KeyState::zeroed();
    }
}

/// The operations, written once for both ciphers (each lends its state through `key()`).
macro_rules! cipher_api {
    ($cipher:ty) => {
        impl $cipher {
            /// The hardware tier this key runs on.
            pub fn tier(&self) -> Tier {
                self.kernel.tier()
            }

    /// Encrypts `buffer` in place and returns the tag.
    ///
    /// ```
    /// # fn main() -> Result<(), hw_gcm::Error> {
    /// let cipher = hw_gcm::HardwareAes256Gcm::new(&[1; 32])?;
    /// let mut buf = *b"in place";
    /// let tag = cipher.seal_in_place_detached(&[0; 12], b"", &mut buf)?;
    /// cipher.open_in_place_detached(&[0; 12], b"", &mut buf, &tag)?;
    /// assert_eq!(&buf, b"in place");
    /// # Ok(())
    /// # }
    /// ```
    pub fn seal_in_place_detached(
        &self,
        nonce: &[u8; 12],
        aad: &[u8],
        buffer: &mut [u8],
    ) -> Result<[u8; 16], Error> {
        self.key().check(aad.len(), buffer.len())?;
        Ok(self.key().seal_io(nonce, aad, &mut InPlace::new(buffer)))
    }

    /// Decrypts `buffer` in place if `tag` authenticates it; otherwise wipes `buffer` and
    /// returns [`Error::Authentication`].
    pub fn open_in_place_detached(
        &self,
        nonce: &[u8; 12],
        aad: &[u8],
        buffer: &mut [u8],
        tag: &[u8; 16],
    ) -> Result<(), Error> {
        self.key().check(aad.len(), buffer.len())?;
        let computed = self.key().open_io(nonce, aad, &mut InPlace::new(buffer));
        verify(computed, tag, buffer)
    }

    /// Writes `ciphertext || tag` into `out[..plaintext.len() + 16]` and returns that length.
    /// Allocates nothing; `out` may be longer than needed (the rest is untouched).
    pub fn encrypt_with_nonce_to(
        &self,
        nonce: &[u8; 12],
        aad: &[u8],
        plaintext: &[u8],
        out: &mut [u8],
    ) -> Result<usize, Error> {
        self.key().check(aad.len(), plaintext.len())?;
        let needed = plaintext.len() + TAG_LEN;
        let Some(out) = out.get_mut(..needed) else {
            return Err(Error::BufferTooSmall { needed });
        };
        let (ct, tag_out) = out.split_at_mut(plaintext.len());
        let Some(mut io) = Separate::new(plaintext, ct) else {
            return Err(Error::BufferTooSmall { needed });
        };
        tag_out.copy_from_slice(&self.key().seal_io(nonce, aad, &mut io));
        Ok(needed)
    }

    /// Writes the plaintext of `ciphertext_and_tag` into `out[..len]` (`len` = input length
    /// minus 16) and returns `len`. On authentication failure `out[..len]` is wiped and
    /// [`Error::Authentication`] returned.
    pub fn decrypt_with_nonce_to(
        &self,
        nonce: &[u8; 12],
        aad: &[u8],
        ciphertext_and_tag: &[u8],
        out: &mut [u8],
    ) -> Result<usize, Error> {
        let Some((ct, tag)) = ciphertext_and_tag.split_last_chunk::<TAG_LEN>() else {
            return Err(Error::InvalidLength);
        };
        let len = ct.len();
        self.key().check(aad.len(), len)?;
        let Some(out) = out.get_mut(..len) else {
            return Err(Error::BufferTooSmall { needed: len });
        };
        let Some(mut io) = Separate::new(ct, out) else {
            return Err(Error::BufferTooSmall { needed: len });
        };
        let computed = self.key().open_io(nonce, aad, &mut io);
        verify(computed, tag, out)?;
        Ok(len)
    }

    /// Returns `ciphertext || tag`.
    #[cfg(feature = "alloc")]
    pub fn encrypt_with_nonce(
        &self,
        nonce: &[u8; 12],
        aad: &[u8],
        plaintext: &[u8],
    ) -> Result<alloc::vec::Vec<u8>, Error> {
        self.key().check(aad.len(), plaintext.len())?;
        let mut out = alloc::vec![0u8; plaintext.len() + TAG_LEN];
        self.encrypt_with_nonce_to(nonce, aad, plaintext, &mut out)?;
        Ok(out)
    }

    /// Returns the plaintext of `ciphertext_and_tag`, or [`Error::Authentication`] (having
    /// wiped the candidate plaintext) if the tag does not match.
    #[cfg(feature = "alloc")]
    pub fn decrypt_with_nonce(
        &self,
        nonce: &[u8; 12],
        aad: &[u8],
        ciphertext_and_tag: &[u8],
    ) -> Result<alloc::vec::Vec<u8>, Error> {
        let Some(len) = ciphertext_and_tag.len().checked_sub(TAG_LEN) else {
            return Err(Error::InvalidLength);
        };
        self.key().check(aad.len(), len)?;
        let mut out = alloc::vec![0u8; len];
        match self.decrypt_with_nonce_to(nonce, aad, ciphertext_and_tag, &mut out) {
            Ok(_) => Ok(out),
            Err(e) => {
                zeroize::Zeroize::zeroize(out.as_mut_slice());
                Err(e)
            }
        }
    }
        }
    };
}

cipher_api!(HardwareAes256Gcm);
cipher_api!(HardwareAes256GcmIn<'_>);

/// [`hw_cpu::check_tag`] (constant-time comparison; on mismatch `out` is wiped, and the computed
/// tag is wiped either way) with this crate's error.
fn verify(computed: [u8; 16], tag: &[u8; 16], out: &mut [u8]) -> Result<(), Error> {
    if hw_cpu::check_tag(computed, tag, out) {
        Ok(())
    } else {
        Err(Error::Authentication)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn traits_and_sizes() {
        fn send_sync<T: Send + Sync>() {}
        send_sync::<HardwareAes256Gcm>();
        assert_eq!(core::mem::size_of::<KeyState>(), 368);
        assert_eq!(core::mem::align_of::<KeyState>(), 16);
    }

    #[test]
    fn length_limits_of_sp800_38d() {
        // 2^39 - 256 bits of plaintext, 2^64 - 1 bits of AAD (whole bytes).
        assert_eq!(MAX_PLAINTEXT_LEN, (1u64 << 36) - 32);
        assert_eq!(check_lengths(0, MAX_PLAINTEXT_LEN as usize), Ok(()));
        assert_eq!(
            check_lengths(0, MAX_PLAINTEXT_LEN as usize + 1),
            Err(Error::InvalidLength)
        );
        assert_eq!(check_lengths(MAX_AAD_LEN as usize, 0), Ok(()));
        assert_eq!(
            check_lengths(MAX_AAD_LEN as usize + 1, 0),
            Err(Error::InvalidLength)
        );
        assert_eq!(
            check_lengths(usize::MAX, usize::MAX),
            Err(Error::InvalidLength)
        );
        // The largest plaintext uses counters 2 ..= 2^32 - 1: inc32 never wraps into J0.
        assert_eq!(1 + MAX_PLAINTEXT_LEN / 16, u64::from(u32::MAX));
    }

    #[test]
    fn error_messages_say_what_to_do() {
        extern crate alloc;
        use alloc::string::ToString;
        let e = Error::UnsupportedCpu { missing: "aes" }.to_string();
        assert!(
            e.contains("`aes`") && e.contains("no software fallback"),
            "{e}"
        );
        assert!(Error::BufferTooSmall { needed: 42 }
            .to_string()
            .contains("42"));
    }
}
