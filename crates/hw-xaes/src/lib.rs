//! XAES-256-GCM (C2SP `XAES-256-GCM` v1.0.0) and KC-XAES (its key-committing variant, as
//! AWS-LC defines it), running only on CPU instructions.
//!
//! XAES-256-GCM takes a 256-bit key `K` and a **192-bit nonce** `N`. Per message it derives the
//! AES-256-GCM key `Kx` from `K` and `N[0..12]` (NIST SP 800-108r1 counter KDF over
//! AES-256-CMAC, SP 800-38B, one AES block per half) and seals with AES-256-GCM under `Kx` and
//! the nonce `N[12..24]`:
//!
//! ```text
//! L  = AES_K(0^128)            K1 = L << 1, xor 0x87 into the last byte if L's top bit was set
//! M1 = 00 01 58 00 || N[0..12] M2 = 00 02 58 00 || N[0..12]
//! Kx = AES_K(M1 xor K1) || AES_K(M2 xor K1)
//! XAES-256-GCM(K, N, A, P) = AES-256-GCM(Kx, N[12..24], A, P)
//! ```
//!
//! Random nonces are safe: 192 bits can be drawn at random for about 2^80 messages under one
//! key, where GCM's 96 bits allow 2^32. [`Xaes256GcmKc`] adds a 32-byte commitment to the key
//! and nonce after the tag (a 48-byte tag in all), so a ciphertext opens under one key only.
//!
//! Every AES block (the derivation, the commitment's CMAC, GCM's counter mode) runs on the AES
//! instructions and every GHASH multiply on the carry-less multiply, on the tier chosen once
//! when the key is prepared. Per message, hw-gcm ([`hw_gcm::xaes`]) derives `Kx` in registers
//! and computes KC-XAES's commitment beside it; on x86_64 a message under 128 bytes (on the
//! `vaes_avx512` tier, every message) is sealed or opened in that same kernel call, without
//! writing `Kx`'s key state anywhere, and a longer one (or any on aarch64) with `Kx`'s
//! AES-256-GCM key prepared on the stack, in a second call. On a CPU without the
//! instructions, [`Xaes256Gcm::new`] returns [`Error::UnsupportedCpu`] before it reads the key.
//!
//! ```
//! use hw_xaes::Xaes256Gcm;
//!
//! # fn main() -> Result<(), hw_xaes::Error> {
//! let cipher = Xaes256Gcm::new(&[0x01; 32])?;
//! let nonce = *b"ABCDEFGHIJKLMNOPQRSTUVWX"; // 24 bytes: draw them at random per message
//! let sealed = cipher.encrypt_with_nonce(&nonce, b"", b"XAES-256-GCM")?;
//! // The first C2SP test vector: ciphertext || tag.
//! assert_eq!(sealed[..4], [0xce, 0x54, 0x6e, 0xf6]);
//! assert_eq!(cipher.decrypt_with_nonce(&nonce, b"", &sealed)?, b"XAES-256-GCM");
//! # Ok(())
//! # }
//! ```
//!
//! **Key state.** Per key: the AES-256 schedule of `K` and the CMAC subkey `K1` (256 bytes),
//! wiped on drop. Per message, `Kx` exists only in registers (and the kernel's frame), and its
//! expanded AES-256-GCM key (368 bytes on the stack, for messages of 128 bytes or more on the
//! other tiers) only during the call: it is wiped before the call returns, and so is the stack the
//! kernels used.
//!
//! **Errors and methods.** Both ciphers have the method set of every `hw-crypto` AEAD, from
//! the shared shell in `hw-aead`, and its [`Error`] (`UnsupportedCpu`, `Authentication`,
//! `InvalidLength`, `BufferTooSmall { needed }`), the one hw-gcm returns: XAES is AES-256-GCM
//! under a derived key. [`Xaes256GcmKc`] reports a ciphertext shorter than its 48-byte tag as
//! `InvalidLength`.
//!
//! ```
//! # fn main() -> Result<(), hw_xaes::Error> {
//! let cipher = hw_xaes::Xaes256Gcm::new(&[1; 32])?;
//! let mut buf = *b"in place";
//! let tag = cipher.seal_in_place_detached(&[0; 24], b"", &mut buf)?;
//! cipher.open_in_place_detached(&[0; 24], b"", &mut buf, &tag)?;
//! assert_eq!(&buf, b"in place");
//! # Ok(())
//! # }
//! ```
#![no_std]
#![cfg_attr(docsrs, feature(doc_cfg))]

#[cfg(feature = "alloc")]
extern crate alloc;

use hw_aead::Msg;
use hw_gcm::xaes::XaesKey;

pub use hw_gcm::{Error, Tier, MAX_AAD_LEN, MAX_PLAINTEXT_LEN, TAG_LEN};

/// Length of the XAES nonce in bytes (192 bits).
pub const NONCE_LEN: usize = 24;
/// Length of the KC-XAES key commitment in bytes.
pub const COMMITMENT_LEN: usize = 32;
/// Length of the KC-XAES tag in bytes: the GCM tag, then the commitment.
pub const KC_TAG_LEN: usize = TAG_LEN + COMMITMENT_LEN;

/// An XAES-256-GCM key prepared for the CPU's instructions.
///
/// Every operation reports length errors ([`Error::InvalidLength`], then
/// [`Error::BufferTooSmall`]) with nothing written, as hw-gcm does.
///
/// `Send + Sync`, not `Clone` (a clone would duplicate key material). `Debug` shows only the
/// backend. The operations have the shapes of [`hw_gcm::HardwareAes256Gcm`]'s, with a 24-byte
/// nonce.
pub struct Xaes256Gcm {
    /// hw-gcm's per-key state: `K`'s schedule, the CMAC subkey `K1` and the tier; it runs
    /// each message ([`XaesKey::seal`], [`XaesKey::open`]) and wipes itself on drop.
    key: XaesKey,
}

/// A KC-XAES key: XAES-256-GCM whose 48-byte tag is the GCM tag followed by the 32-byte
/// commitment `CMAC_K("XCMT" || N || 00 01 00 01) || CMAC_K("XCMT" || N || 00 01 00 02)`.
///
/// Opening checks the commitment (in constant time) and the GCM tag, and wipes the output if
/// either fails, so a ciphertext crafted to open under two keys is rejected under all but the
/// one it commits to.
///
/// ```
/// use hw_xaes::Xaes256GcmKc;
///
/// # fn main() -> Result<(), hw_xaes::Error> {
/// let cipher = Xaes256GcmKc::new(&[0x01; 32])?;
/// let nonce = [7u8; 24];
/// let mut buf = *b"in place";
/// let tag = cipher.seal_in_place_detached(&nonce, b"aad", &mut buf)?; // [u8; 48]
/// cipher.open_in_place_detached(&nonce, b"aad", &mut buf, &tag)?;
/// assert_eq!(&buf, b"in place");
///
/// let other = Xaes256GcmKc::new(&[0x02; 32])?;
/// assert_eq!(
///     other.open_in_place_detached(&nonce, b"aad", &mut buf, &tag),
///     Err(hw_xaes::Error::Authentication)
/// );
/// assert_eq!(buf, [0; 8]); // wiped
/// # Ok(())
/// # }
/// ```
pub struct Xaes256GcmKc {
    xaes: Xaes256Gcm,
}

hw_cpu::debug_tier_only!(Xaes256Gcm);

hw_cpu::debug_tier_only!(Xaes256GcmKc);

/// The SP 800-38D limits, which XAES inherits. `Xaes256Gcm` leaves them to hw-gcm (checked
/// after the two-block derivation, before anything is written); KC-XAES checks them first,
/// so that they are reported before a buffer of the 48-byte tag's size is asked for.
fn check_lengths(aad_len: usize, text_len: usize) -> Result<(), Error> {
    hw_aead::check_limits(aad_len, text_len, MAX_AAD_LEN, MAX_PLAINTEXT_LEN)
}

impl Xaes256Gcm {
    /// Prepares `key`: expands its AES-256 schedule and computes the CMAC subkey `K1`.
    ///
    /// Fails with [`Error::UnsupportedCpu`] before reading `key` when the CPU lacks the AES or
    /// carry-less multiply instructions.
    #[inline(always)]
    pub fn new(key: &[u8; 32]) -> Result<Self, Error> {
        hw_cpu::built_apart!(hw_cpu::WRAPPER_WIPE, || Ok(Xaes256Gcm {
            key: XaesKey::new(key)?,
        }))
    }

    /// Like [`Xaes256Gcm::new`], but never selects a tier above `cap`, so tests and benchmarks
    /// can run every tier on one machine.
    #[cfg(feature = "test-hooks")]
    #[doc(hidden)]
    #[inline(always)]
    pub fn new_capped(key: &[u8; 32], cap: Tier) -> Result<Self, Error> {
        hw_cpu::built_apart!(hw_cpu::WRAPPER_WIPE, || Ok(Xaes256Gcm {
            key: XaesKey::new_capped(key, cap)?,
        }))
    }

    /// The hardware tier every message's AES-256-GCM runs on.
    pub fn tier(&self) -> Tier {
        self.key.tier()
    }
}

impl hw_aead::Core<NONCE_LEN, TAG_LEN> for Xaes256Gcm {
    #[inline]
    fn check(&self, aad_len: usize, text_len: usize) -> Result<(), Error> {
        check_lengths(aad_len, text_len)
    }

    #[inline]
    fn seal(&self, m: Msg<'_, NONCE_LEN>) -> Result<[u8; TAG_LEN], Error> {
        self.key.seal(m, None)
    }

    #[inline]
    fn open(&self, m: Msg<'_, NONCE_LEN>, tag: &[u8; TAG_LEN]) -> Result<(), Error> {
        self.key.open(m, tag, None)
    }
}

hw_aead::aead_methods! {
    Xaes256Gcm, core = |c| c, nonce = NONCE_LEN, tag = TAG_LEN, error = Error
}

impl Xaes256GcmKc {
    /// Prepares `key` (see [`Xaes256Gcm::new`]).
    #[inline(always)]
    pub fn new(key: &[u8; 32]) -> Result<Self, Error> {
        hw_cpu::built_apart!(hw_cpu::WRAPPER_WIPE, || Ok(Xaes256GcmKc {
            // The key itself, not `Xaes256Gcm::new`: one wrapper frame to wipe, not two.
            xaes: Xaes256Gcm {
                key: XaesKey::new(key)?
            },
        }))
    }

    /// Like [`Xaes256GcmKc::new`], but never selects a tier above `cap`.
    #[cfg(feature = "test-hooks")]
    #[doc(hidden)]
    #[inline(always)]
    pub fn new_capped(key: &[u8; 32], cap: Tier) -> Result<Self, Error> {
        hw_cpu::built_apart!(hw_cpu::WRAPPER_WIPE, || Ok(Xaes256GcmKc {
            // The key itself, not `Xaes256Gcm::new`: one wrapper frame to wipe, not two.
            xaes: Xaes256Gcm {
                key: XaesKey::new_capped(key, cap)?
            },
        }))
    }

    /// The hardware tier every message's AES-256-GCM runs on.
    pub fn tier(&self) -> Tier {
        self.xaes.tier()
    }
}

/// The 48-byte tag is the GCM tag, then the commitment. Opening checks both (the commitment in
/// constant time) and wipes the output if either fails.
impl hw_aead::Core<NONCE_LEN, KC_TAG_LEN> for Xaes256GcmKc {
    #[inline]
    fn check(&self, aad_len: usize, text_len: usize) -> Result<(), Error> {
        check_lengths(aad_len, text_len)
    }

    #[inline]
    fn seal(&self, m: Msg<'_, NONCE_LEN>) -> Result<[u8; KC_TAG_LEN], Error> {
        let mut out = [0u8; KC_TAG_LEN];
        let (t, c) = out.split_at_mut(TAG_LEN);
        let c: &mut [u8; COMMITMENT_LEN] = c.try_into().expect("32 bytes");
        t.copy_from_slice(&self.xaes.key.seal(m, Some(c))?);
        Ok(out)
    }

    #[inline]
    fn open(&self, m: Msg<'_, NONCE_LEN>, tag: &[u8; KC_TAG_LEN]) -> Result<(), Error> {
        let (gcm_tag, commitment) = split_tag(tag);
        let mut computed = [0u8; COMMITMENT_LEN];
        // The output is reborrowed for the wipe after both checks.
        let Msg {
            nonce,
            aad,
            src,
            dst,
        } = m;
        let m = Msg {
            nonce,
            aad,
            src,
            dst: &mut *dst,
        };
        let opened = self.xaes.key.open(m, &gcm_tag, Some(&mut computed));
        let committed = same_commitment(computed, &commitment);
        both(committed, opened, dst)
    }
}

hw_aead::aead_methods! {
    Xaes256GcmKc, core = |c| c, nonce = NONCE_LEN, tag = KC_TAG_LEN, error = Error
}

/// The 48-byte KC tag's halves: the GCM tag and the commitment.
fn split_tag(tag: &[u8; KC_TAG_LEN]) -> ([u8; TAG_LEN], [u8; COMMITMENT_LEN]) {
    (
        core::array::from_fn(|i| tag[i]),
        core::array::from_fn(|i| tag[TAG_LEN + i]),
    )
}

/// Whether the commitment computed for this key and nonce equals the received one, compared
/// in constant time (both halves always).
fn same_commitment(computed: [u8; COMMITMENT_LEN], received: &[u8; COMMITMENT_LEN]) -> bool {
    let half = |c: &[u8; COMMITMENT_LEN], i: usize| -> [u8; 16] {
        core::array::from_fn(|j| c[16 * i + j])
    };
    // `&` (no short circuit): both halves are always compared.
    hw_cpu::check_tag(half(&computed, 0), &half(received, 0), &mut [])
        & hw_cpu::check_tag(half(&computed, 1), &half(received, 1), &mut [])
}

/// Combines the commitment check with GCM's result: `Ok` only if both passed. A GCM failure
/// has already wiped the output; a commitment failure wipes `out` here. Length and buffer
/// errors come through unchanged (nothing was written).
fn both(committed: bool, opened: Result<(), Error>, out: &mut [u8]) -> Result<(), Error> {
    match opened {
        Ok(()) if committed => Ok(()),
        Ok(()) => {
            out.iter_mut().for_each(|b| *b = 0);
            Err(Error::Authentication)
        }
        Err(e) => Err(e),
    }
}

hw_cpu::assert_key_type!(Xaes256Gcm, Xaes256GcmKc);
const _: () = assert!(NONCE_LEN == 24 && TAG_LEN == 16 && KC_TAG_LEN == 48);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_failed_commitment_wipes_what_gcm_released() {
        let mut out = [7u8; 5];
        assert_eq!(both(false, Ok(()), &mut out), Err(Error::Authentication));
        assert_eq!(out, [0; 5]);
        assert_eq!(both(true, Ok(()), &mut out), Ok(()));
        let mut out = [7u8; 5];
        assert_eq!(
            both(false, Err(Error::InvalidLength), &mut out),
            Err(Error::InvalidLength)
        );
        assert_eq!(out, [7; 5]);
    }
}
