//! AES-256-GCM-SIV's kernels: one file per tier (`hw_cpu::tier_modules!`) implementing
//! [`Kernels`], with the crate's only `unsafe` code, the call-ins, each justified by its token.
#![allow(
    unsafe_code,
    reason = "the call-ins of the `#[target_feature]` kernels"
)]

use crate::{Input, MessageKeys, OpenState};
use hw_aes256::RoundKeys;
use hw_polyval::Powers;

/// The operations a VAES tier hands to the AES-NI kernels, as `Kernels` methods (inside the
/// tier's impl): single blocks and serial work, where wider registers buy nothing. `short`
/// among them: a zmm version of the short path ran slower up to 64 bytes and level at 256
/// (Zen 4), and spilled its broadcast keys into a stack frame twice as deep.
#[cfg(target_arch = "x86_64")]
macro_rules! aesni_ops {
    (expand) => {
        #[inline]
        fn expand(self, key: &[u8; 32], out: &mut RoundKeys) {
            self.aesni_clmul().expand(key, out)
        }
    };
    (derive) => {
        #[inline]
        fn derive(
            self,
            kgk: &RoundKeys,
            nonce: &[u8; 12],
            auth: &mut [u8; 16],
            enc: &mut RoundKeys,
        ) {
            self.aesni_clmul().derive(kgk, nonce, auth, enc)
        }
    };
    (powers) => {
        #[inline]
        fn powers(self, h: &[u8; 16], out: &mut hw_polyval::Powers, n: usize) {
            self.aesni_clmul().powers(h, out, n)
        }
    };
    (absorb) => {
        #[inline]
        fn absorb(self, powers: &hw_polyval::Powers, acc: &mut [u8; 16], blocks: &[[u8; 16]]) {
            self.aesni_clmul().absorb(powers, acc, blocks)
        }
    };
    (encrypt_block) => {
        #[inline]
        fn encrypt_block(self, rk: &RoundKeys, block: &mut [u8; 16]) {
            self.aesni_clmul().encrypt_block(rk, block)
        }
    };
    // The VAES tiers' short path: a message over 128 bytes on `vaes_avx2::short` (its counter
    // mode on ymm registers) with the `VaesAvx2` token this tier's gives, counted as this
    // tier; up to 128 bytes on the AES-NI kernel, as before (through the ymm kernel, 16-byte
    // messages took 1-2 ns longer on a Zen 4, 128-byte ones 0-3% less).
    (short) => {
        #[inline]
        fn short(
            self,
            m: &crate::Input<'_>,
            buf: &mut [u8],
            open: Option<&[u8; 16]>,
        ) -> Option<[u8; 16]> {
            if buf.len() <= 128 || !crate::is_short(m.aad.len(), buf.len()) {
                return self.aesni_clmul().short(m, buf, open);
            }
            self.entered();
            let t = self.vaes_avx2();
            Some(match open {
                // SAFETY: cpu: the token proves (or implies) the VaesAvx2 features.
                Some(tag) => unsafe { super::vaes_avx2::short::<true>(t, m, buf, tag) },
                // SAFETY: as above.
                None => unsafe { super::vaes_avx2::short::<false>(t, m, buf, &[0; 16]) },
            })
        }
    };
    // A wide tier's own operations: POLYVAL from 16 blocks on hw-polyval's kernel of the tier
    // (`$vpclmul`), counter mode and open's one pass from the tier's file.
    (wide $vpclmul:ident) => {
        #[inline]
        fn absorb(self, powers: &hw_polyval::Powers, acc: &mut [u8; 16], blocks: &[[u8; 16]]) {
            if blocks.len() < 16 {
                return self.aesni_clmul().absorb(powers, acc, blocks);
            }
            // SAFETY: cpu: the token proves the features of hw-polyval's kernel of its tier.
            unsafe { $vpclmul::update::<false>(self, powers, acc, blocks) }
        }
        #[inline]
        fn ctr(self, rk: &RoundKeys, counter: &[u8; 16], data: &mut [u8]) {
            self.entered();
            // SAFETY: cpu: the token proves the features of the tier's `ctr`.
            unsafe { ctr(self, rk, counter, data) }
        }
        #[inline]
        fn open_groups(
            self,
            mk: &crate::MessageKeys,
            st: &mut crate::OpenState,
            data: &mut [u8],
        ) -> usize {
            // SAFETY: cpu: the token proves the features of the tier's `open_groups`.
            unsafe { open_groups(self, mk, st, data) }
        }
    };
    ($($op:ident),+ $(,)?) => {
        $(super::super::aesni_ops!($op);)+
    };
}
#[cfg(target_arch = "x86_64")]
use aesni_ops;

hw_cpu::tier_modules!();

/// What one tier provides. The RFC 8452 composition (`seal` and `open` in `lib.rs`) is written
/// once over it; each tier implements it on its proof token (`arch/*/*.rs`), so every call
/// below runs on a kernel whose CPU features the token proves.
pub(crate) trait Kernels: hw_cpu::Token {
    /// AES-256 key expansion (FIPS 197 §5.2).
    fn expand(self, key: &[u8; 32], out: &mut RoundKeys);
    /// RFC 8452 §4 with a 256-bit key: the message-authentication key into `auth` and the
    /// expanded message-encryption key into `enc`.
    fn derive(self, kgk: &RoundKeys, nonce: &[u8; 12], auth: &mut [u8; 16], enc: &mut RoundKeys);
    /// `H^8..H^1` (descending, as `out[8 - k]` = `H^k`) of the POLYVAL key `h`, computed up to
    /// `H^n` only (at least `H^2`, at most `H^8`; the others zero): all a message whose every
    /// `absorb` call has at most `n` blocks needs.
    fn powers(self, h: &[u8; 16], out: &mut Powers, n: usize);
    /// POLYVAL-absorbs whole blocks into `acc`.
    fn absorb(self, powers: &Powers, acc: &mut [u8; 16], blocks: &[[u8; 16]]);
    /// Encrypts one block.
    fn encrypt_block(self, rk: &RoundKeys, block: &mut [u8; 16]);
    /// XORs `data` with the keystream of the counter blocks `counter`, `counter + 1`, ...
    /// where `+` adds to the first 32-bit word as a little-endian integer, mod 2^32 (RFC 8452
    /// §4, the other 96 bits never change).
    fn ctr(self, rk: &RoundKeys, counter: &[u8; 16], data: &mut [u8]);
    /// The whole operation for a short message in one kernel, if this tier has one and the
    /// lengths are within it: seals `buf` (`open` is `None`) and returns the tag, or decrypts
    /// it under the tag `open` and returns the tag its plaintext has. `None`: not handled.
    fn short(self, m: &Input<'_>, buf: &mut [u8], open: Option<&[u8; 16]>) -> Option<[u8; 16]> {
        let _ = (m, buf, open);
        None
    }
    /// One pass of decryption: counter mode from `st.counter` over the leading whole groups of
    /// `data` (the tier's group size) with their recovered plaintext POLYVAL-absorbed into
    /// `st.acc` in the same loop. Returns the bytes done; the caller finishes the rest with
    /// [`Kernels::ctr`] and [`Kernels::absorb`]. `mk.powers` must be all eight (a message of a
    /// group or more has them).
    fn open_groups(self, mk: &MessageKeys, st: &mut OpenState, data: &mut [u8]) -> usize;
}
