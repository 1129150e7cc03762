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
//!
//! The methods, with their checks and errors, are those of every `hw-crypto` AEAD (the shell in
//! `hw-aead`): in place with a detached tag, into a caller's buffer (`_to`), or into a `Vec`.
//!
//! ```
//! # fn main() -> Result<(), hw_gcm::Error> {
//! let cipher = hw_gcm::HardwareAes256Gcm::new(&[1; 32])?;
//! let mut buf = *b"in place";
//! let tag = cipher.seal_in_place_detached(&[0; 12], b"", &mut buf)?;
//! cipher.open_in_place_detached(&[0; 12], b"", &mut buf, &tag)?;
//! assert_eq!(&buf, b"in place");
//! let mut out = [0u8; 8 + 16];
//! assert_eq!(cipher.encrypt_with_nonce_to(&[0; 12], b"", &buf, &mut out[..23]),
//!            Err(hw_gcm::Error::BufferTooSmall { needed: 24 }));
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
use hw_aead::Msg;
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

/// What went wrong: the error of every `hw-crypto` AEAD ([`hw_aead::Error`]). For AES-GCM,
/// [`Error::InvalidLength`] means a ciphertext shorter than its 16-byte tag, a plaintext over
/// 2^36 - 32 bytes or AAD over 2^61 - 1 bytes.
pub use hw_aead::Error;

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
}

impl Crypt<NONCE_LEN> for Key<'_> {
    #[inline]
    fn crypt<IO: InOut, const DECRYPT: bool>(
        self,
        nonce: &[u8; 12],
        aad: &[u8],
        io: &mut IO,
    ) -> [u8; 16] {
        with_tier!(self.kernel, |t| t
            .crypt::<IO, DECRYPT>(self.state, nonce, aad, io))
    }
}

/// Encryption (or, with `DECRYPT`, decryption) of a message's text under an `N`-byte nonce,
/// returning the tag computed over the ciphertext: what a cipher runs per message.
pub(crate) trait Crypt<const N: usize>: Sized {
    /// Runs over `io`.
    fn crypt<IO: InOut, const DECRYPT: bool>(
        self,
        nonce: &[u8; N],
        aad: &[u8],
        io: &mut IO,
    ) -> [u8; 16];

    /// Runs over `dst` in place, or from `src` (which must be as long) into `dst`.
    #[inline]
    fn crypt_text<const DECRYPT: bool>(
        self,
        nonce: &[u8; N],
        aad: &[u8],
        src: Option<&[u8]>,
        dst: &mut [u8],
    ) -> Result<[u8; 16], Error> {
        Ok(match src {
            None => self.crypt::<_, DECRYPT>(nonce, aad, &mut InPlace::new(dst)),
            Some(src) => {
                let mut io = separate(src, dst)?;
                self.crypt::<_, DECRYPT>(nonce, aad, &mut io)
            }
        })
    }

    /// Seals `m`: its tag.
    #[inline]
    fn seal_msg(self, m: Msg<'_, N>) -> Result<[u8; 16], Error> {
        self.crypt_text::<false>(m.nonce, m.aad, m.src, m.dst)
    }

    /// Opens `m` under `tag`: on a mismatch its output is wiped.
    #[inline]
    fn open_msg(self, m: Msg<'_, N>, tag: &[u8; 16]) -> Result<(), Error> {
        let computed = self.crypt_text::<true>(m.nonce, m.aad, m.src, &mut *m.dst)?;
        hw_aead::verify(computed, tag, m.dst)
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

hw_cpu::debug_tier_only!(HardwareAes256Gcm);

hw_cpu::debug_tier_only!(HardwareAes256GcmIn<'_>);

/// How many of the powers `H^1..H^8` the kernels multiply by for a message of these lengths:
/// every kernel hashes the AAD, and the ciphertext with the length block, in groups of at most
/// 8 blocks (the VAES kernels' 16-block groups only run on messages of 8 blocks or more, with
/// `H^16..H^9` derived from `H^8`), and a group of `k` blocks multiplies by `H^k..H^1`.
#[inline]
pub(crate) fn powers_needed(aad_len: usize, text_len: usize) -> usize {
    aad_len.div_ceil(16).max(text_len.div_ceil(16) + 1).min(8)
}

/// Checks the SP 800-38D length limits.
pub(crate) fn check_lengths(aad_len: usize, text_len: usize) -> Result<(), Error> {
    hw_aead::check_limits(aad_len, text_len, MAX_AAD_LEN, MAX_PLAINTEXT_LEN)
}

/// The wipe after [`HardwareAes256Gcm::new`] on x86_64: 128 bytes, the least the wipe takes,
/// instead of [`hw_cpu::CONSTRUCTOR_WIPE`]'s 640. Its key setup (`aesni_clmul::key_state`, for
/// every x86_64 tier) has no stack frame and builds the state in the return slot itself, so
/// nothing of the key lies below the constructor's frame but in registers: `tests/
/// stack_residue.rs` (`no_copy_left_by_a_key_built_by_value`, release) passes even with no
/// wipe at all. On an AMD EPYC Zen 4 (family 25 model 17), with the key state's wider drop
/// (`hw_cpu::wipe_key_array`), `new` + drop went from 55.5-56.7 to 47.8-49.5 ns (a scratch
/// probe, builds alternated as processes 5 times, fastest batch of each).
const NEW_WIPE: usize = if cfg!(target_arch = "x86_64") {
    128
} else {
    hw_cpu::CONSTRUCTOR_WIPE
};

impl HardwareAes256Gcm {
    hw_cpu::tier_constructors! {
        wipe = NEW_WIPE;
        /// Prepares `key`: expands the AES key schedule and computes the GHASH key powers.
        ///
        /// Fails with [`Error::UnsupportedCpu`] before reading `key` when the CPU lacks AES-NI or
        /// PCLMULQDQ (or SSSE3/SSE4.1, which every such CPU has).
        pub fn new(key: &[u8; 32]) -> Result<Self, Error>
    }

    #[inline]
    fn with_kernel(key: &[u8; 32], kernel: Selected) -> Result<Self, Error> {
        Ok(HardwareAes256Gcm {
            state: with_tier!(kernel, |t| t.key_state(key)),
            kernel,
        })
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
    hw_cpu::tier_constructors! {
        /// Prepares `key` in `slot`: zeroes the slot, then expands the AES key schedule and
        /// computes the GHASH key powers in it. The slot is borrowed until this value is dropped,
        /// which wipes it.
        ///
        /// Fails with [`Error::UnsupportedCpu`] before reading `key` or touching `slot` when the
        /// CPU lacks AES-NI or PCLMULQDQ.
        pub fn new(key: &[u8; 32], slot: UninitKeyStateSlot<'a>) -> Result<Self, Error>
    }

    #[inline]
    fn with_kernel(
        key: &[u8; 32],
        slot: UninitKeyStateSlot<'a>,
        kernel: Selected,
    ) -> Result<Self, Error> {
        let state = slot.into_zeroed();
        with_tier!(kernel, |t| t.init(key, state));
        Ok(HardwareAes256GcmIn {
            state,
            kernel,
            powers: 8,
        })
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

/// `src` read into `dst`, which must be as long.
fn separate<'a>(src: &'a [u8], dst: &'a mut [u8]) -> Result<Separate<'a>, Error> {
    let needed = dst.len();
    Separate::new(src, dst).ok_or(Error::BufferTooSmall { needed })
}

/// The AEAD operations of both ciphers: hw-aead's shell over [`Key`] (each lends its state
/// through `key()`), plus `tier()`.
macro_rules! cipher_api {
    ($cipher:ty) => {
        impl $cipher {
            /// The hardware tier this key runs on.
            pub fn tier(&self) -> Tier {
                self.kernel.tier()
            }
        }

        impl hw_aead::Core<NONCE_LEN, TAG_LEN> for $cipher {
            #[inline]
            fn check(&self, aad_len: usize, text_len: usize) -> Result<(), Error> {
                self.key().check(aad_len, text_len)
            }

            #[inline]
            fn seal(&self, m: Msg<'_, NONCE_LEN>) -> Result<[u8; TAG_LEN], Error> {
                self.key().seal_msg(m)
            }

            #[inline]
            fn open(&self, m: Msg<'_, NONCE_LEN>, tag: &[u8; TAG_LEN]) -> Result<(), Error> {
                self.key().open_msg(m, tag)
            }
        }

        hw_aead::aead_methods! {
            $cipher, core = |c| c, nonce = NONCE_LEN, tag = TAG_LEN, error = Error
        }
    };
}

cipher_api!(HardwareAes256Gcm);
cipher_api!(HardwareAes256GcmIn<'_>);

hw_cpu::assert_key_type!(HardwareAes256Gcm; KeyState = 368);
const _: () = assert!(core::mem::align_of::<KeyState>() == 16);

#[cfg(test)]
mod tests {
    use super::*;

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
