//! AES-256 key wrap: KW and KWP (NIST SP 800-38F §6.2 and §6.3; RFC 3394 and RFC 5649), running
//! only on the CPU's AES instructions.
//!
//! Key wrapping encrypts key material under a key-encryption key (KEK) with integrity and no
//! nonce: the same key data always wraps to the same bytes, so it suits keys, which are
//! uniformly random, and nothing else. **KW** takes 16 bytes or more in whole 8-byte
//! semiblocks and adds 8 bytes; **KWP** takes any length from 1 byte and adds its padding and 8
//! bytes. Both are deterministic and byte-identical to other conforming implementations
//! (AWS-LC, OpenSSL, RustCrypto `aes-kw`).
//!
//! ```text
//! W(S), S = A || R[1] .. R[n]:   for t = 1 .. 6n (i = 1..n, six times):
//!     B = AES_K(A || R[i]);  A = MSB64(B) ^ [t]64;  R[i] = LSB64(B)
//! KW:  A = A6A6A6A6A6A6A6A6                                    C = W(A || P)
//! KWP: A = A65959A6 || [len(P)]32, P zero-padded to 8k bytes;  C = W(A || P), or for k = 1
//!      the single block AES_K(A || P)
//! ```
//!
//! Unwrapping runs W^-1 (the steps in reverse with the inverse cipher) and then checks the
//! recovered `A` against the initial value (for KWP also the length and the zero padding), in
//! constant time: the comparison has no early exit, and KWP's length and padding are checked
//! with masks, not branches on the secret length. Only the overall result is branched on. On
//! failure the output buffer is wiped and [`Error::Integrity`] returned, so no unauthenticated
//! key material is released.
//!
//! **Where it lives.** In hw-aes256, beside CMAC, because it needs the key's round keys, which
//! no other crate can read: [`RoundKeys`] is reachable only through this crate's kernels. The
//! decryption round keys (FIPS 197 §5.3.5) are derived from the encryption ones once, when the
//! [`KeyWrap`] is made; both are wiped on drop.
//!
//! **Speed.** The `6n` steps of one message are a chain, one AES latency each, so each wrap or
//! unwrap is one kernel call with the round keys in registers (a 32-byte key is 24 chained
//! blocks). [`KeyWrap::wrap_many`] and [`KeyWrap::unwrap_many`] interleave independent
//! 32-byte keys in one kernel call, which fills the AES pipeline: 16 per call on the VAES
//! tiers (two per ymm or four per zmm register), 8 on the others.
//!
//! ```
//! use hw_aes256::kw::KeyWrap;
//!
//! # fn main() -> Result<(), hw_aes256::kw::Error> {
//! let kek = KeyWrap::new(&[0x42; 32])?;
//! let data_key = [7u8; 32];
//! let wrapped = kek.wrap_key32(&data_key)?; // 40 bytes, store it anywhere
//! let unwrapped = kek.unwrap_key32(&wrapped)?; // a wiping `Zeroizing<[u8; 32]>`
//! assert_eq!(*unwrapped, data_key);
//!
//! let mut tampered = wrapped;
//! tampered[3] ^= 1;
//! assert_eq!(kek.unwrap_key32(&tampered), Err(hw_aes256::kw::Error::Integrity));
//! # Ok(())
//! # }
//! ```

use core::fmt;

use zeroize::{Zeroize, Zeroizing};

use crate::{Aes256, RoundKeys, Tier, UnsupportedCpu};

/// KW's initial value (SP 800-38F §6.2, ICV1).
const ICV1: [u8; 8] = [0xa6; 8];
/// KWP's initial value prefix (SP 800-38F §6.3, ICV2); the last 4 bytes are the length.
const ICV2: [u8; 4] = [0xa6, 0x59, 0x59, 0xa6];
/// The messages [`KeyWrap::wrap_many`] and [`KeyWrap::unwrap_many`] keep in flight (in xmm
/// registers).
const LANES: usize = 8;
/// The same on the VAES tiers, two messages per ymm or four per zmm register (their kernels
/// take exactly this many; any other count runs the xmm kernel).
const WIDE_LANES: usize = 16;
/// What [`KeyWrap::unwrap_many`] has left to do: wrapped keys, their outputs and verdicts.
type Many<'o> = (&'o [[u8; 40]], &'o mut [[u8; 32]], &'o mut [bool]);
/// KW's longest plaintext in semiblocks (SP 800-38F Table 1: 2^54 - 1).
const KW_MAX_SEMIBLOCKS: u64 = (1 << 54) - 1;

/// What went wrong.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Error {
    /// The CPU lacks the AES instructions; nothing was computed.
    UnsupportedCpu {
        /// The first missing feature (`"aes"`, ...).
        missing: &'static str,
    },
    /// A length the mode does not allow: KW key data shorter than 16 bytes or not a multiple of
    /// 8 (wrapped: shorter than 24 or not a multiple of 8), KWP key data empty or over
    /// 2^32 - 1 bytes (wrapped: shorter than 16 or not a multiple of 8), or slices of
    /// different lengths given to the `_many` forms. Nothing was written.
    InvalidLength,
    /// The output buffer is too short; nothing was written.
    BufferTooSmall {
        /// The number of bytes the output needs.
        needed: usize,
    },
    /// The wrapped key failed the integrity check (it was altered, or wrapped under another
    /// key or mode). The output has been wiped.
    Integrity,
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::UnsupportedCpu { missing } => write!(
                f,
                "unsupported CPU: `{missing}` is missing; hw-crypto runs AES only on hardware \
                 AES instructions and has no software fallback"
            ),
            Error::InvalidLength => f.write_str(
                "invalid length: KW wraps 16 bytes or more in multiples of 8, KWP 1 to \
                 2^32 - 1 bytes; wrapped keys are multiples of 8 bytes (KW 24 or more, KWP 16 \
                 or more)",
            ),
            Error::BufferTooSmall { needed } => {
                write!(
                    f,
                    "output buffer too small: it needs at least {needed} bytes"
                )
            }
            Error::Integrity => f.write_str(
                "integrity check failed: the wrapped key was altered or wrapped under another \
                 key; no key material was released",
            ),
        }
    }
}

impl core::error::Error for Error {}

impl From<UnsupportedCpu> for Error {
    fn from(e: UnsupportedCpu) -> Self {
        Error::UnsupportedCpu { missing: e.missing }
    }
}

/// An AES-256 key-encryption key, with its encryption and decryption round keys (480 bytes),
/// both wiped on drop.
///
/// `Send + Sync`, not `Clone` (a clone would duplicate key material). `Debug` shows only the
/// tier.
pub struct KeyWrap {
    aes: Aes256,
    inverse: RoundKeys,
}

hw_cpu::debug_tier_only!(KeyWrap);

/// The semiblocks of `b` (whose length is a multiple of 8), as the kernels' one-lane layout.
fn semiblocks(b: &mut [u8]) -> &mut [[[u8; 8]; 1]] {
    b.as_chunks_mut::<8>().0.as_chunks_mut::<1>().0
}

impl KeyWrap {
    /// Prepares the key-encryption key `kek`: expands it and derives the decryption round keys.
    ///
    /// Fails with [`Error::UnsupportedCpu`] before reading `kek` when the CPU lacks the AES
    /// instructions.
    #[inline(always)]
    pub fn new(kek: &[u8; 32]) -> Result<Self, Error> {
        hw_cpu::built_apart!(hw_cpu::WRAPPER_WIPE, || Self::new_at_most(kek, Tier::BEST))
    }

    /// Like [`KeyWrap::new`], but never selects a tier above `cap`.
    #[cfg(feature = "test-hooks")]
    #[doc(hidden)]
    #[inline(always)]
    pub fn new_capped(kek: &[u8; 32], cap: Tier) -> Result<Self, Error> {
        hw_cpu::built_apart!(hw_cpu::WRAPPER_WIPE, || Self::new_at_most(kek, cap))
    }

    fn new_at_most(kek: &[u8; 32], cap: Tier) -> Result<Self, Error> {
        let mut inverse = RoundKeys::zeroed();
        let aes = Aes256::new_with_inverse(kek, cap, &mut inverse)?;
        Ok(KeyWrap { aes, inverse })
    }

    /// The hardware tier this key runs on (on x86_64 every tier runs the AES-NI kernel).
    pub fn tier(&self) -> Tier {
        self.aes.tier()
    }

    /// KW (RFC 3394): writes the wrapped `key_data` (its length + 8 bytes) into `out` and
    /// returns that length. `key_data` is 16 bytes or more, a multiple of 8. Errors:
    /// [`Error::InvalidLength`], then [`Error::BufferTooSmall`]; nothing is written then.
    pub fn wrap(&self, key_data: &[u8], out: &mut [u8]) -> Result<usize, Error> {
        let len = key_data.len();
        if len < 16 || !len.is_multiple_of(8) || (len / 8) as u64 > KW_MAX_SEMIBLOCKS {
            return Err(Error::InvalidLength);
        }
        let out = output(out, len + 8)?;
        out[8..].copy_from_slice(key_data);
        self.w(ICV1, out);
        Ok(len + 8)
    }

    /// KW (RFC 3394): unwraps `wrapped` into `out` (its length - 8 bytes) and returns that
    /// length. On [`Error::Integrity`] those bytes of `out` have been wiped. Errors before any
    /// write: [`Error::InvalidLength`], then [`Error::BufferTooSmall`].
    pub fn unwrap(&self, wrapped: &[u8], out: &mut [u8]) -> Result<usize, Error> {
        let len = wrapped.len();
        if len < 24 || !len.is_multiple_of(8) || (len / 8 - 1) as u64 > KW_MAX_SEMIBLOCKS {
            return Err(Error::InvalidLength);
        }
        let out = output(out, len - 8)?;
        let mut a = [[0u8; 8]];
        self.w_inv(wrapped, &mut a, out);
        let ok = is_icv1(&a[0]);
        verdict(ok, len - 8, &mut a, out)
    }

    /// KWP (RFC 5649): writes the wrapped `key_data` (its length rounded up to a multiple of
    /// 8, plus 8 bytes) into `out` and returns that length. `key_data` is 1 to 2^32 - 1 bytes.
    /// Errors: [`Error::InvalidLength`], then [`Error::BufferTooSmall`]; nothing is written.
    pub fn wrap_with_padding(&self, key_data: &[u8], out: &mut [u8]) -> Result<usize, Error> {
        let len = key_data.len();
        let Ok(mli) = u32::try_from(len) else {
            return Err(Error::InvalidLength);
        };
        if len == 0 {
            return Err(Error::InvalidLength);
        }
        let padded = len.div_ceil(8) * 8;
        let out = output(out, padded + 8)?;
        let mut aiv = [0u8; 8];
        aiv[..4].copy_from_slice(&ICV2);
        aiv[4..].copy_from_slice(&mli.to_be_bytes());
        out[8..8 + len].copy_from_slice(key_data);
        out[8 + len..].fill(0);
        if padded == 8 {
            // One semiblock: a single AES block, `AIV || P`.
            let mut block = [0u8; 16];
            block[..8].copy_from_slice(&aiv);
            block[8..].copy_from_slice(&out[8..]);
            self.aes.encrypt_block(&mut block);
            out.copy_from_slice(&block);
            hw_cpu::wipe_blocks(core::slice::from_mut(&mut block));
        } else {
            self.w(aiv, out);
        }
        Ok(padded + 8)
    }

    /// KWP (RFC 5649): unwraps `wrapped` and returns the length of the key data, which is at
    /// the start of `out`. `out` needs `wrapped.len() - 8` bytes (the padded length). On
    /// [`Error::Integrity`] those bytes of `out` have been wiped. Errors before any write:
    /// [`Error::InvalidLength`], then [`Error::BufferTooSmall`].
    pub fn unwrap_with_padding(&self, wrapped: &[u8], out: &mut [u8]) -> Result<usize, Error> {
        let len = wrapped.len();
        if len < 16 || !len.is_multiple_of(8) || len - 8 > u32::MAX as usize + 7 {
            return Err(Error::InvalidLength);
        }
        let padded = len - 8;
        let out = output(out, padded)?;
        let mut a = [[0u8; 8]];
        if len == 16 {
            let mut block: [u8; 16] = wrapped.try_into().expect("16 bytes");
            self.aes
                .decrypt_blocks_with(&self.inverse, core::slice::from_mut(&mut block));
            a[0].copy_from_slice(&block[..8]);
            out.copy_from_slice(&block[8..]);
            hw_cpu::wipe_blocks(core::slice::from_mut(&mut block));
        } else {
            self.w_inv(wrapped, &mut a, out);
        }
        let (ok, mli) = check_kwp(&a[0], out);
        verdict(ok, mli, &mut a, out)
    }

    /// W with the initial value `iv` on the semiblocks of `out` after its first, which gets
    /// the final `A`.
    fn w(&self, iv: [u8; 8], out: &mut [u8]) {
        let (a, r) = out.split_at_mut(8);
        let mut iv = [iv];
        self.aes.kw_wrap(&mut iv, semiblocks(r));
        a.copy_from_slice(&iv[0]);
    }

    /// W^-1 of `wrapped` (three semiblocks or more): its semiblocks after the first into
    /// `out`, and the recovered `A` into `a`.
    fn w_inv(&self, wrapped: &[u8], a: &mut [[u8; 8]; 1], out: &mut [u8]) {
        let (c0, rest) = wrapped.split_at(8);
        out.copy_from_slice(rest);
        a[0].copy_from_slice(c0);
        self.aes.kw_unwrap(&self.inverse, a, semiblocks(out));
    }

    /// KW of a 32-byte data key: the 40-byte wrapped key.
    pub fn wrap_key32(&self, key: &[u8; 32]) -> Result<[u8; 40], Error> {
        let mut out = [0u8; 40];
        self.wrap(key, &mut out)?;
        Ok(out)
    }

    /// KW unwrap of a 40-byte wrapped key: the 32-byte data key, in a type that wipes it on
    /// drop.
    pub fn unwrap_key32(&self, wrapped: &[u8; 40]) -> Result<Zeroizing<[u8; 32]>, Error> {
        let mut out = Zeroizing::new([0u8; 32]);
        self.unwrap(wrapped, out.as_mut_slice())?;
        Ok(out)
    }

    /// KW of many 32-byte data keys: `out[i]` = the 40-byte wrapping of `keys[i]`, 16 keys per
    /// kernel call on the VAES tiers and 8 on the others, their AES blocks interleaved.
    /// `keys` and `out` have the same length (else [`Error::InvalidLength`], nothing written).
    pub fn wrap_many(&self, keys: &[[u8; 32]], out: &mut [[u8; 40]]) -> Result<(), Error> {
        if keys.len() != out.len() {
            return Err(Error::InvalidLength);
        }
        for (k, o) in keys.iter().zip(out.iter_mut()) {
            o[8..].copy_from_slice(k);
        }
        let mut rest = out;
        if self.wide() {
            rest = self.wrap_groups::<WIDE_LANES>(rest);
        }
        let rest = self.wrap_groups::<LANES>(rest);
        self.wrap_groups::<1>(rest);
        Ok(())
    }

    /// Whether this key's tier has a VAES key-wrap kernel (ymm or zmm), which takes
    /// [`WIDE_LANES`] messages per call.
    fn wide(&self) -> bool {
        matches!(self.tier(), Tier::VaesAvx2 | Tier::VaesAvx512)
    }

    /// [`KeyWrap::wrap_group`] over the leading groups of `G` in `out`; returns the rest.
    fn wrap_groups<'o, const G: usize>(&self, out: &'o mut [[u8; 40]]) -> &'o mut [[u8; 40]] {
        let (groups, rest) = out.as_chunks_mut::<G>();
        for g in groups {
            self.wrap_group(g);
        }
        rest
    }

    /// KW unwrap of many 40-byte wrapped keys: `out[i]` = the data key of `wrapped[i]`, and
    /// `valid[i]` whether it passed the integrity check (a failed one's `out[i]` is wiped), as
    /// many keys per kernel call as [`KeyWrap::wrap_many`]. Returns [`Error::Integrity`] if any
    /// failed (the others are in `out`), [`Error::InvalidLength`] (nothing written) if the
    /// three slices differ in length.
    pub fn unwrap_many(
        &self,
        wrapped: &[[u8; 40]],
        out: &mut [[u8; 32]],
        valid: &mut [bool],
    ) -> Result<(), Error> {
        if wrapped.len() != out.len() || wrapped.len() != valid.len() {
            return Err(Error::InvalidLength);
        }
        let mut rest = (wrapped, &mut *out, &mut *valid);
        if self.wide() {
            rest = self.unwrap_groups::<WIDE_LANES>(rest);
        }
        let rest = self.unwrap_groups::<LANES>(rest);
        self.unwrap_groups::<1>(rest);
        if valid.iter().all(|&v| v) {
            Ok(())
        } else {
            Err(Error::Integrity)
        }
    }

    /// KW of `L` keys already placed at `o[l][8..]`, in one kernel call. The kernel takes the
    /// keys' semiblocks interleaved (`r[i][l]`), staged here and wiped after.
    fn wrap_group<const L: usize>(&self, o: &mut [[u8; 40]; L]) {
        let mut a = [ICV1; L];
        let mut r = [[[0u8; 8]; L]; 4];
        for (l, o) in o.iter().enumerate() {
            for (i, s) in o[8..].as_chunks::<8>().0.iter().enumerate() {
                r[i][l] = *s;
            }
        }
        self.aes.kw_wrap(&mut a, &mut r);
        for (l, o) in o.iter_mut().enumerate() {
            o[..8].copy_from_slice(&a[l]);
            for (i, s) in o[8..].as_chunks_mut::<8>().0.iter_mut().enumerate() {
                *s = r[i][l];
            }
        }
        hw_cpu::wipe_semiblocks(r.as_flattened_mut());
    }

    /// [`KeyWrap::unwrap_group`] over the leading groups of `G` of the three slices (of equal
    /// length); returns the rest of each.
    fn unwrap_groups<'o, const G: usize>(&self, s: Many<'o>) -> Many<'o> {
        let (wg, wr) = s.0.as_chunks::<G>();
        let (og, or) = s.1.as_chunks_mut::<G>();
        let (vg, vr) = s.2.as_chunks_mut::<G>();
        for ((w, o), v) in wg.iter().zip(og).zip(vg) {
            self.unwrap_group(w, o, v);
        }
        (wr, or, vr)
    }

    /// KW unwrap of `L` keys in one kernel call, each checked and wiped on failure on its own.
    fn unwrap_group<const L: usize>(
        &self,
        w: &[[u8; 40]; L],
        o: &mut [[u8; 32]; L],
        v: &mut [bool; L],
    ) {
        let mut a = [[0u8; 8]; L];
        let mut r = [[[0u8; 8]; L]; 4];
        for (l, w) in w.iter().enumerate() {
            let (c0, rest) = w.as_chunks::<8>().0.split_at(1);
            a[l] = c0[0];
            for (i, s) in rest.iter().enumerate() {
                r[i][l] = *s;
            }
        }
        self.aes.kw_unwrap(&self.inverse, &mut a, &mut r);
        for (l, (o, v)) in o.iter_mut().zip(v.iter_mut()).enumerate() {
            *v = is_icv1(&a[l]);
            for (i, s) in o.as_chunks_mut::<8>().0.iter_mut().enumerate() {
                // Failed keys get zeros (a copy of `r` masked by the public verdict).
                *s = if *v { r[i][l] } else { [0; 8] };
            }
        }
        hw_cpu::wipe_semiblocks(r.as_flattened_mut());
        hw_cpu::wipe_semiblocks(&mut a);
    }
}

/// KWP's integrity check of the recovered `a` and padded data `p` (SP 800-38F §6.3 KWP-AD
/// steps 4-6), without a branch on secret data: `a = ICV2 || [mli]32` with
/// `8(n-1) < mli <= 8n` for the `n` semiblocks of `p`, and the `8n - mli` bytes after `mli`
/// all zero. Returns whether it passed and `mli` (meaningful only if it passed).
///
/// The range check is `d = 8n - mli < 8` (as a wrapping `u64`, so `mli > 8n` fails too), and
/// `d` is then the padding length. Only the last semiblock can hold padding: read as a
/// big-endian `u64`, its padding is the low `8d` bits, masked with a shift by the secret `d`
/// (constant time on the CPUs this crate runs on: the shift instructions take the same time
/// for every count). Every condition ORs its mismatch bits into one word, compared with zero
/// once. The check is short on purpose: it waits for the end of the AES chain, and the fewer
/// instructions wait, the sooner the next call's chain can start.
fn check_kwp(a: &[u8; 8], p: &[u8]) -> (bool, usize) {
    let n8 = p.len() as u64;
    let icv = u32::from_le_bytes(a[..4].try_into().expect("4 bytes"));
    let mli = u64::from(u32::from_be_bytes(a[4..].try_into().expect("4 bytes")));
    let d = n8.wrapping_sub(mli);
    let mask = (1u64 << (8 * (d & 7))).wrapping_sub(1);
    let last = u64::from_be_bytes(p[p.len() - 8..].try_into().expect("8 bytes"));
    let bad = u64::from(icv ^ u32::from_le_bytes(ICV2)) | (d >> 3) | (last & mask);
    // `mli <= n8` when the check passed; a failed check's value is never used.
    (hw_cpu::is_zero_word(bad), mli as usize)
}

/// Whether the recovered `a` is KW's initial value, compared as one 64-bit word in constant
/// time (`subtle`'s byte-slice comparison costs a barrier per byte; `hw_cpu::is_zero_word`
/// keeps the word in a register).
fn is_icv1(a: &[u8; 8]) -> bool {
    hw_cpu::is_zero_word(u64::from_le_bytes(*a) ^ u64::from_le_bytes(ICV1))
}

/// The end of an unwrap, `ok` being its constant-time integrity verdict: `Ok(n)`, or `out`
/// wiped and [`Error::Integrity`]. `a` (the recovered `A`) is wiped either way, by one 8-byte
/// store (see `hw_cpu::wipe_semiblocks`: the next call's `A` sits at the same address).
fn verdict(ok: bool, n: usize, a: &mut [[u8; 8]; 1], out: &mut [u8]) -> Result<usize, Error> {
    hw_cpu::wipe_semiblocks(a);
    if ok {
        Ok(n)
    } else {
        out.zeroize();
        Err(Error::Integrity)
    }
}

/// `out[..needed]`, or [`Error::BufferTooSmall`].
fn output(out: &mut [u8], needed: usize) -> Result<&mut [u8], Error> {
    out.get_mut(..needed)
        .ok_or(Error::BufferTooSmall { needed })
}

/// The `Vec` forms (feature `alloc`).
#[cfg(feature = "alloc")]
impl KeyWrap {
    /// [`KeyWrap::wrap`] into a new `Vec`.
    pub fn wrap_vec(&self, key_data: &[u8]) -> Result<alloc::vec::Vec<u8>, Error> {
        let mut out = alloc::vec![0u8; key_data.len().saturating_add(8)];
        let n = self.wrap(key_data, &mut out)?;
        out.truncate(n);
        Ok(out)
    }

    /// [`KeyWrap::unwrap`] into a new `Vec` that wipes itself on drop.
    pub fn unwrap_vec(&self, wrapped: &[u8]) -> Result<Zeroizing<alloc::vec::Vec<u8>>, Error> {
        let mut out = Zeroizing::new(alloc::vec![0u8; wrapped.len().saturating_sub(8)]);
        let n = self.unwrap(wrapped, &mut out)?;
        out.truncate(n);
        Ok(out)
    }

    /// [`KeyWrap::wrap_with_padding`] into a new `Vec`.
    pub fn wrap_with_padding_vec(&self, key_data: &[u8]) -> Result<alloc::vec::Vec<u8>, Error> {
        let mut out =
            alloc::vec![0u8; key_data.len().div_ceil(8).saturating_mul(8).saturating_add(8)];
        let n = self.wrap_with_padding(key_data, &mut out)?;
        out.truncate(n);
        Ok(out)
    }

    /// [`KeyWrap::unwrap_with_padding`] into a new `Vec` (of the key data's length) that wipes
    /// itself on drop.
    pub fn unwrap_with_padding_vec(
        &self,
        wrapped: &[u8],
    ) -> Result<Zeroizing<alloc::vec::Vec<u8>>, Error> {
        let mut out = Zeroizing::new(alloc::vec![0u8; wrapped.len().saturating_sub(8)]);
        let n = self.unwrap_with_padding(wrapped, &mut out)?;
        // Wipes the padding (zeros already, when the check passed) before shortening.
        out[n..].zeroize();
        out.truncate(n);
        Ok(out)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn kwp_check_accepts_only_the_right_length_and_zero_padding() {
        let a = |mli: u32| {
            let mut a = [0u8; 8];
            a[..4].copy_from_slice(&ICV2);
            a[4..].copy_from_slice(&mli.to_be_bytes());
            a
        };
        let mut p = [0u8; 16];
        p[..9].fill(0xff);
        assert_eq!(check_kwp(&a(9), &p), (true, 9));
        // Lengths outside (8, 16], or a non-zero byte in the padding.
        for mli in [0, 8, 17, 1 << 31] {
            assert!(!check_kwp(&a(mli), &p).0, "mli {mli}");
        }
        p[15] = 1;
        assert!(!check_kwp(&a(9), &p).0);
        assert_eq!(check_kwp(&a(16), &p), (true, 16));
        let mut wrong = a(16);
        wrong[0] ^= 1;
        assert!(!check_kwp(&wrong, &p).0);
        // One semiblock: 1 to 8 bytes.
        let one = [5u8, 0, 0, 0, 0, 0, 0, 0];
        assert_eq!(check_kwp(&a(1), &one), (true, 1));
        assert!(!check_kwp(&a(0), &one).0);
    }

    #[test]
    fn errors_display() {
        let e = Error::BufferTooSmall { needed: 40 };
        let mut s = [0u8; 64];
        let mut w = Writer(&mut s, 0);
        fmt::write(&mut w, format_args!("{e}")).unwrap();
        let n = w.1;
        assert!(s[..n].starts_with(b"output buffer too small"));
    }

    struct Writer<'a>(&'a mut [u8], usize);

    impl fmt::Write for Writer<'_> {
        fn write_str(&mut self, s: &str) -> fmt::Result {
            let b = s.as_bytes();
            self.0
                .get_mut(self.1..self.1 + b.len())
                .ok_or(fmt::Error)?
                .copy_from_slice(b);
            self.1 += b.len();
            Ok(())
        }
    }
}
