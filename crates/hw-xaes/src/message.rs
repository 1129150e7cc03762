//! The per-key state: what both ciphers of this crate run on.
//!
//! [`KeyState`] is hw-gcm's [`XaesKey`]: the AES-256 schedule of `K`, the CMAC subkey `K1`,
//! and the tier chosen once. Per message, [`XaesKey::seal`] and [`XaesKey::open`] derive `Kx`
//! in registers (with KC-XAES's commitment when asked) and run AES-256-GCM under it and the
//! nonce `N[12..24]`: a short message in the same kernel call, a longer one with `Kx`'s key
//! prepared on the stack. hw-gcm wipes the stack below each of its kernel calls, and the
//! prepared key when it is done with it.

use hw_aead::Msg;
use hw_gcm::xaes::XaesKey;
use hw_gcm::{Error, Tier};

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

    /// Seals `m` (see [`XaesKey::seal`]); with `commitment`, also writes KC-XAES's
    /// commitment there.
    #[inline]
    pub(crate) fn seal(
        &self,
        m: Msg<'_, 24>,
        commitment: Option<&mut [u8; 32]>,
    ) -> Result<[u8; 16], Error> {
        self.key.seal(m, commitment)
    }

    /// Opens `m` under the GCM `tag` (see [`XaesKey::open`]); with `commitment`, also writes
    /// the commitment this key and nonce give there.
    #[inline]
    pub(crate) fn open(
        &self,
        m: Msg<'_, 24>,
        tag: &[u8; 16],
        commitment: Option<&mut [u8; 32]>,
    ) -> Result<(), Error> {
        self.key.open(m, tag, commitment)
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
