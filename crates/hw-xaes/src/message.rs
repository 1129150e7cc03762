//! The per-key state and the per-message key: what both ciphers of this crate run on.
//!
//! Per key, [`KeyState`] keeps the AES-256 schedule of `K` and the CMAC subkey `K1` (through
//! [`Cmac256`]), and the GCM tier chosen once. Per message, [`KeyState::with_gcm`] derives
//! `Kx = AES_K(M1 xor K1) || AES_K(M2 xor K1)` (two AES blocks), prepares the AES-256-GCM key
//! of `Kx` in a slot on its own stack frame, runs the operation under the nonce `N[12..24]`,
//! and wipes all of it: `Kx` when the GCM key is prepared, the slot when the GCM key is
//! dropped, and the stack its callees used at the end.

use core::mem::MaybeUninit;

use hw_aes256::cmac::Cmac256;
use hw_aes256::Aes256;
use hw_gcm::{Backend, Error, HardwareAes256GcmIn, HardwareAes256GcmKeyState, UninitKeyStateSlot};

/// The key `K`, ready to derive message keys and commitments. Wiped on drop ([`Cmac256`]
/// wipes its subkeys and its [`Aes256`] its round keys).
pub(crate) struct KeyState {
    pub(crate) kdf: Cmac256,
    tier: Backend,
}

impl KeyState {
    /// Checks the CPU for the GCM tier (at most `cap`) before it reads `key`, then expands it.
    pub(crate) fn new(key: &[u8; 32], cap: Backend) -> Result<Self, Error> {
        let tier = hw_cpu::select(cap)?.tier();
        Ok(KeyState {
            kdf: Cmac256::from_aes(expand(key, tier)?),
            tier,
        })
    }

    /// The tier every message's GCM key runs on.
    pub(crate) fn backend(&self) -> Backend {
        self.tier
    }

    /// Runs `op` with the AES-256-GCM key of this message (`Kx` of `nonce[..12]`, prepared in a
    /// stack slot) and the GCM nonce `nonce[12..]`, then wipes the key and the stack below.
    #[inline(never)]
    pub(crate) fn with_gcm<R>(
        &self,
        nonce: &[u8; 24],
        op: impl FnOnce(&HardwareAes256GcmIn<'_>, &[u8; 12]) -> Result<R, Error>,
    ) -> Result<R, Error> {
        let (context, gcm_nonce) = split_nonce(nonce);
        let mut slot = MaybeUninit::<HardwareAes256GcmKeyState>::uninit();
        let result = {
            let gcm = {
                let kx = self.kdf.derive_xaes_key(&context);
                self.prepare(&kx, (&mut slot).into())?
                // `kx` (a `Zeroizing`) is wiped here, once the GCM key holds its schedule.
            };
            op(&gcm, &gcm_nonce)
            // `gcm` is dropped here, which wipes the slot.
        };
        wipe_callee_stack();
        result
    }

    #[cfg(not(feature = "test-hooks"))]
    fn prepare<'s>(
        &self,
        kx: &[u8; 32],
        slot: UninitKeyStateSlot<'s>,
    ) -> Result<HardwareAes256GcmIn<'s>, Error> {
        HardwareAes256GcmIn::new(kx, slot)
    }

    /// Capped at the tier chosen at construction, which then selects exactly it.
    #[cfg(feature = "test-hooks")]
    fn prepare<'s>(
        &self,
        kx: &[u8; 32],
        slot: UninitKeyStateSlot<'s>,
    ) -> Result<HardwareAes256GcmIn<'s>, Error> {
        HardwareAes256GcmIn::new_capped(kx, slot, self.tier)
    }
}

#[cfg(not(feature = "test-hooks"))]
fn expand(key: &[u8; 32], _tier: Backend) -> Result<Aes256, Error> {
    Ok(Aes256::new(key)?)
}

#[cfg(feature = "test-hooks")]
fn expand(key: &[u8; 32], tier: Backend) -> Result<Aes256, Error> {
    Ok(Aes256::new_capped(key, tier)?)
}

/// `N[0..12]` (the derivation's context) and `N[12..24]` (the GCM nonce). Public values.
fn split_nonce(nonce: &[u8; 24]) -> ([u8; 12], [u8; 12]) {
    (
        core::array::from_fn(|i| nonce[i]),
        core::array::from_fn(|i| nonce[12 + i]),
    )
}

/// Zeroes the stack below the caller's frame that the derivation, the GCM key setup and the
/// GCM kernels used (hw-gcm wipes below its own frames; this covers the frames between, such
/// as the one `derive_xaes_key` built `Kx` in). The depths are hw-gcm's deepest.
#[inline(always)]
fn wipe_callee_stack() {
    if cfg!(debug_assertions) {
        hw_cpu::wipe_stack::<{ 32 * 1024 }>();
    } else {
        hw_cpu::wipe_stack::<4096>();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn nonce_halves() {
        let n: [u8; 24] = core::array::from_fn(|i| i as u8);
        let (a, b) = split_nonce(&n);
        assert_eq!(a[..], n[..12]);
        assert_eq!(b[..], n[12..]);
    }
}
