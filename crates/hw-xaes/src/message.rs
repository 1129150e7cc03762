//! The per-key state and the per-message key: what both ciphers of this crate run on.
//!
//! Per key, [`KeyState`] is hw-gcm's [`XaesKey`]: the AES-256 schedule of `K`, the CMAC
//! subkey `K1`, and the tier chosen once. Per message, [`KeyState::with_gcm`] has one kernel
//! call derive `Kx` (in registers) and prepare its AES-256-GCM key in a slot on its own stack
//! frame, with KC-XAES's commitment when asked, then runs the operation under the nonce
//! `N[12..24]`. hw-gcm wipes the stack below each of its kernel calls, and the slot when the
//! GCM key is dropped.

use core::mem::MaybeUninit;

use hw_gcm::xaes::XaesKey;
use hw_gcm::{Error, HardwareAes256GcmIn, HardwareAes256GcmKeyState, Tier};

/// The key `K`, ready to derive message keys and commitments. Wiped on drop.
pub(crate) struct KeyState {
    key: XaesKey,
}

impl KeyState {
    /// Checks the CPU for the GCM tier (at most `cap`) before it reads `key`, then expands it.
    pub(crate) fn new(key: &[u8; 32], cap: Tier) -> Result<Self, Error> {
        Ok(KeyState {
            key: prepare(key, cap)?,
        })
    }

    /// The tier every message's GCM key runs on.
    pub(crate) fn tier(&self) -> Tier {
        self.key.tier()
    }

    /// Runs `op` with the AES-256-GCM key of this message (`Kx` of `nonce[..12]`, prepared in a
    /// stack slot for `aad_len` bytes of AAD and `text_len` of plaintext) and the GCM nonce
    /// `nonce[12..]`; with `commitment`, also writes KC-XAES's commitment to `K` and `nonce`
    /// there before `op` runs.
    #[inline(never)]
    pub(crate) fn with_gcm<R>(
        &self,
        nonce: &[u8; 24],
        (aad_len, text_len): (usize, usize),
        commitment: Option<&mut [u8; 32]>,
        op: impl FnOnce(&HardwareAes256GcmIn<'_>, &[u8; 12]) -> Result<R, Error>,
    ) -> Result<R, Error> {
        let gcm_nonce: [u8; 12] = core::array::from_fn(|i| nonce[12 + i]);
        let mut slot = MaybeUninit::<HardwareAes256GcmKeyState>::uninit();
        let gcm = match commitment {
            None => self
                .key
                .derive(nonce, aad_len, text_len, (&mut slot).into()),
            Some(c) => self
                .key
                .derive_committed(nonce, aad_len, text_len, (&mut slot).into(), c),
        };
        op(&gcm, &gcm_nonce)
        // `gcm` is dropped here, which wipes the slot.
    }
}

#[cfg(not(feature = "test-hooks"))]
fn prepare(key: &[u8; 32], _cap: Tier) -> Result<XaesKey, Error> {
    XaesKey::new(key)
}

#[cfg(feature = "test-hooks")]
fn prepare(key: &[u8; 32], cap: Tier) -> Result<XaesKey, Error> {
    XaesKey::new_capped(key, cap)
}
