//! XAES-256-GCM's derivation fused with the AES-256-GCM key setup: one kernel call per message
//! takes the key `K` and the 192-bit nonce to the prepared GCM key of the message key `Kx`
//! (C2SP XAES-256-GCM v1.0.0), and for KC-XAES also computes the key commitment. On x86_64,
//! [`XaesKey::seal`] and [`XaesKey::open`] run a message under 128 bytes (on `vaes_avx512`, of
//! any length) in that same call, with `Kx`'s schedule and powers kept in the kernel's
//! registers and frame.
//!
//! ```text
//! K1 = dbl(AES_K(0^128))                                      per key (SP 800-38B subkey)
//! Kx = AES_K((00 01 58 00 || N[0..12]) ^ K1) || AES_K((00 02 58 00 || N[0..12]) ^ K1)
//! commitment = AES_K(X ^ (N[12..24] || 00 01 00 01) ^ K1) || AES_K(X ^ (N[12..24] || 00 01 00 02) ^ K1)
//!              where X = AES_K("XCMT" || N[0..12])            (two two-block CMACs)
//! ```
//!
//! The three first-stage blocks run together, the commitment's second stage overlaps the
//! expansion of `Kx`'s schedule, `E_Kx(0)` starts as `Kx`'s round keys appear, only the powers
//! of `H` that the message's lengths use are computed, and `Kx` itself never leaves the
//! kernel: only its prepared GCM key is written, into the caller's slot, which
//! [`HardwareAes256GcmIn`] wipes on drop (none, for a message run in the same call). The stack
//! the kernel used is wiped after it.
//! The tier is the one chosen when `K` was prepared, so a message does not detect the CPU
//! again.
//!
//! This is the engine of the `hw-xaes` crate, which holds the user-facing API.

use hw_aes256::RoundKeys;

use core::mem::MaybeUninit;

use crate::arch::Kernels;
use crate::inout::InOut;
use crate::{check_lengths, powers_needed, Crypt, Error, HardwareAes256GcmIn, Tier};
use crate::{HardwareAes256GcmKeyState, UninitKeyStateSlot};
use hw_aead::Msg;
use hw_cpu::{with_tier, Selected};

/// The per-key state of XAES-256-GCM: `K`'s 15 round keys and the CMAC subkey `K1` (256
/// bytes, 16-byte aligned, no pointer). Wiped on drop.
#[repr(C, align(16))]
pub(crate) struct XaesKeyState {
    pub(crate) round_keys: RoundKeys,
    pub(crate) k1: [u8; 16],
}

impl Drop for XaesKeyState {
    fn drop(&mut self) {
        // `round_keys` wipes itself.
        hw_cpu::wipe_blocks(core::slice::from_mut(&mut self.k1));
    }
}

/// An XAES-256-GCM key `K`, prepared to derive each message's AES-256-GCM key in one kernel
/// call on the tier chosen here. `Send + Sync`, not `Clone`; `Debug` shows only the tier.
pub struct XaesKey {
    state: XaesKeyState,
    kernel: Selected,
}

hw_cpu::debug_tier_only!(XaesKey);

impl XaesKey {
    hw_cpu::tier_constructors! {
        /// Prepares `K`: expands its AES-256 schedule and computes `K1`. Fails with
        /// [`Error::UnsupportedCpu`] before reading `key` on a CPU without AES and carry-less
        /// multiply.
        pub fn new(key: &[u8; 32]) -> Result<Self, Error>
    }

    fn with_kernel(key: &[u8; 32], kernel: Selected) -> Result<Self, Error> {
        let mut me = XaesKey {
            state: XaesKeyState {
                round_keys: RoundKeys::zeroed(),
                k1: [0; 16],
            },
            kernel,
        };
        with_tier!(kernel, |t| t.xaes_key(key, &mut me.state));
        Ok(me)
    }

    /// The tier every message runs on.
    pub fn tier(&self) -> Tier {
        self.kernel.tier()
    }

    /// Prepares in `slot` the AES-256-GCM key of one message (`Kx` of `nonce[..12]`) of
    /// `aad_len` bytes of AAD and `text_len` bytes of plaintext; seal or open it with that key
    /// under the nonce `nonce[12..]`. The key holds only the GHASH key powers a message of these
    /// lengths uses (one multiply for a message of one block instead of seven), so its
    /// operations refuse a longer message with [`Error::InvalidLength`].
    #[inline]
    pub fn derive<'s>(
        &self,
        nonce: &[u8; 24],
        aad_len: usize,
        text_len: usize,
        slot: UninitKeyStateSlot<'s>,
    ) -> HardwareAes256GcmIn<'s> {
        self.prepare(nonce, aad_len, text_len, None, slot)
    }

    /// [`XaesKey::derive`], and also writes KC-XAES's 32-byte commitment to `K` and `nonce`
    /// into `commitment`, in the same kernel call.
    #[inline]
    pub fn derive_committed<'s>(
        &self,
        nonce: &[u8; 24],
        aad_len: usize,
        text_len: usize,
        slot: UninitKeyStateSlot<'s>,
        commitment: &mut [u8; 32],
    ) -> HardwareAes256GcmIn<'s> {
        self.prepare(nonce, aad_len, text_len, Some(commitment), slot)
    }

    /// Seals one XAES-256-GCM message (`m`'s nonce is the 24-byte `N`) and returns its tag;
    /// with `commitment`, also writes KC-XAES's commitment there. On `x86_64` a message under
    /// 128 bytes (on `vaes_avx512`, any message) is one kernel call (derivation, key schedule,
    /// the powers of `H` it uses, the message) and writes no key state; a longer one is sealed
    /// with its key prepared on the stack (in a local of the VAES tiers' call-in, elsewhere in a
    /// slot as by [`XaesKey::derive`]), which is wiped before this returns. Length errors come
    /// first, with nothing written.
    #[inline]
    pub fn seal(
        &self,
        m: Msg<'_, 24>,
        commitment: Option<&mut [u8; 32]>,
    ) -> Result<[u8; 16], Error> {
        check_lengths(m.aad.len(), m.dst.len())?;
        self.message(commitment).seal_msg(m)
    }

    /// Opens one XAES-256-GCM message under `tag` as [`XaesKey::seal`] seals it: on a mismatch
    /// the output is wiped and [`Error::Authentication`] returned. With `commitment`, KC-XAES's
    /// commitment for this key and nonce is written there, for the caller to compare.
    #[inline]
    pub fn open(
        &self,
        m: Msg<'_, 24>,
        tag: &[u8; 16],
        commitment: Option<&mut [u8; 32]>,
    ) -> Result<(), Error> {
        check_lengths(m.aad.len(), m.dst.len())?;
        self.message(commitment).open_msg(m, tag)
    }

    #[inline]
    fn message<'k>(&'k self, commitment: Option<&'k mut [u8; 32]>) -> Message<'k> {
        Message {
            key: self,
            commitment,
        }
    }

    #[inline]
    fn prepare<'s>(
        &self,
        nonce: &[u8; 24],
        aad_len: usize,
        text_len: usize,
        commitment: Option<&mut [u8; 32]>,
        slot: UninitKeyStateSlot<'s>,
    ) -> HardwareAes256GcmIn<'s> {
        let powers = powers_needed(aad_len, text_len);
        let state = slot.into_zeroed();
        let x = KxInput {
            xk: &self.state,
            nonce,
            commitment,
        };
        with_tier!(self.kernel, |t| t.xaes_derive(x, powers, state));
        // At most 8.
        HardwareAes256GcmIn::from_prepared(state, self.kernel, powers as u8)
    }
}

/// What an XAES message key `Kx` is derived from: the key's state and the 192-bit nonce (whose
/// first 12 bytes derive `Kx`, and whose last 12 are GCM's nonce), and where KC-XAES's
/// commitment goes.
pub(crate) struct KxInput<'a> {
    pub(crate) xk: &'a XaesKeyState,
    pub(crate) nonce: &'a [u8; 24],
    pub(crate) commitment: Option<&'a mut [u8; 32]>,
}

/// The GCM nonce under `Kx`: the XAES nonce's last 12 bytes.
#[inline(always)]
pub(crate) fn gcm_nonce(nonce: &[u8; 24]) -> &[u8; 12] {
    let (_, last) = nonce.split_last_chunk::<12>().expect("24 > 12");
    last
}

/// One message under an [`XaesKey`] (and where KC-XAES's commitment goes).
struct Message<'k> {
    key: &'k XaesKey,
    commitment: Option<&'k mut [u8; 32]>,
}

impl Crypt<24> for Message<'_> {
    #[inline]
    fn crypt<IO: InOut, const DECRYPT: bool>(
        mut self,
        nonce: &[u8; 24],
        aad: &[u8],
        io: &mut IO,
    ) -> [u8; 16] {
        let (key, c) = (self.key, self.commitment.as_deref_mut());
        let x = KxInput {
            xk: &key.state,
            nonce,
            commitment: c,
        };
        let fused = with_tier!(key.kernel, |t| t.xaes_message::<IO, DECRYPT>(x, aad, io));
        if let Some(tag) = fused {
            return tag;
        }
        let gcm_nonce = gcm_nonce(nonce);
        let mut slot = MaybeUninit::<HardwareAes256GcmKeyState>::uninit();
        let (aad_len, text_len) = (aad.len(), io.input().len());
        let gcm = key.prepare(
            nonce,
            aad_len,
            text_len,
            self.commitment,
            (&mut slot).into(),
        );
        gcm.key().crypt::<IO, DECRYPT>(gcm_nonce, aad, io)
        // `gcm` is dropped here, which wipes the slot.
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use core::mem::MaybeUninit;

    #[test]
    fn a_message_key_refuses_a_message_longer_than_it_was_prepared_for() {
        let key = XaesKey::new(&[3; 32]).expect("hardware");
        let nonce = [4u8; 24];
        let mut slot = MaybeUninit::uninit();
        // One block of plaintext, no AAD: H and H^2 only.
        let gcm = key.derive(&nonce, 0, 16, (&mut slot).into());
        let n: &[u8; 12] = nonce[12..].try_into().unwrap();
        let mut one = [7u8; 16];
        assert!(gcm.seal_in_place_detached(n, b"", &mut one).is_ok());
        let mut two = [7u8; 17];
        assert_eq!(
            gcm.seal_in_place_detached(n, b"", &mut two),
            Err(Error::InvalidLength)
        );
        assert_eq!(two, [7; 17], "nothing written");
        assert_eq!(
            gcm.seal_in_place_detached(n, &[0; 33], &mut one),
            Err(Error::InvalidLength)
        );
        // The same message through a key with every power gives the same bytes.
        let mut full = MaybeUninit::uninit();
        let gcm8 = key.derive(&nonce, 1 << 20, 1 << 20, (&mut full).into());
        let mut again = [7u8; 16];
        let mut once = [7u8; 16];
        let t1 = gcm.seal_in_place_detached(n, b"", &mut once).unwrap();
        let t8 = gcm8.seal_in_place_detached(n, b"", &mut again).unwrap();
        assert_eq!((once, t1), (again, t8));
    }

    #[test]
    fn powers_needed_by_length() {
        assert_eq!(powers_needed(0, 0), 1);
        assert_eq!(powers_needed(0, 16), 2);
        assert_eq!(powers_needed(0, 17), 3);
        assert_eq!(powers_needed(48, 16), 3);
        assert_eq!(powers_needed(49, 0), 4);
        assert_eq!(powers_needed(0, 112), 8);
        assert_eq!(powers_needed(0, 1 << 30), 8);
        assert_eq!(powers_needed(1 << 30, 0), 8);
    }

    #[test]
    fn blocks_and_dbl() {
        use hw_aes256::cmac::{dbl, xaes_commitment_blocks, xaes_kdf_blocks};
        let n: [u8; 24] = *b"ABCDEFGHIJKLMNOPQRSTUVWX";
        let m = xaes_kdf_blocks(n[..12].try_into().unwrap());
        let (shared, last) = xaes_commitment_blocks(&n);
        assert_eq!(&m[0], b"\x00\x01X\x00ABCDEFGHIJKL");
        assert_eq!(&m[1], b"\x00\x02X\x00ABCDEFGHIJKL");
        assert_eq!(&shared, b"XCMTABCDEFGHIJKL");
        assert_eq!(&last[0], b"MNOPQRSTUVWX\x00\x01\x00\x01");
        assert_eq!(&last[1], b"MNOPQRSTUVWX\x00\x01\x00\x02");
        let mut top = [0u8; 16];
        top[0] = 0x80;
        top[15] = 1;
        let mut want = [0u8; 16];
        want[15] = 0x87 ^ 2;
        assert_eq!(dbl(&top), want);
        let mut carry = [0u8; 16];
        carry[1] = 0x80;
        assert_eq!(dbl(&carry)[0], 1);
    }
}
