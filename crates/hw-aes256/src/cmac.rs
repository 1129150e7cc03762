//! AES-256-CMAC (NIST SP 800-38B) and the key derivations built on it: the SP 800-108r1
//! counter-mode KDF, the one-block derivation of XAES-256-GCM (C2SP) and its KC-XAES key
//! commitment.
//!
//! Safe code on top of [`Aes256::encrypt_block`] and [`Aes256::encrypt_blocks`], so it runs on
//! the AES instructions of every tier and nowhere else.
//!
//! ```
//! use hw_aes256::cmac::Cmac256;
//!
//! # fn main() -> Result<(), hw_aes256::UnsupportedCpu> {
//! // SP 800-38B Appendix D.3 (AES-256), Example 2: a 16-byte message.
//! let key: [u8; 32] = [
//!     0x60, 0x3d, 0xeb, 0x10, 0x15, 0xca, 0x71, 0xbe, 0x2b, 0x73, 0xae, 0xf0, 0x85, 0x7d, 0x77,
//!     0x81, 0x1f, 0x35, 0x2c, 0x07, 0x3b, 0x61, 0x08, 0xd7, 0x2d, 0x98, 0x10, 0xa3, 0x09, 0x14,
//!     0xdf, 0xf4,
//! ];
//! let msg = [
//!     0x6b, 0xc1, 0xbe, 0xe2, 0x2e, 0x40, 0x9f, 0x96, 0xe9, 0x3d, 0x7e, 0x11, 0x73, 0x93, 0x17,
//!     0x2a,
//! ];
//! let cmac = Cmac256::new(&key)?;
//! let tag = cmac.mac(&msg);
//! assert_eq!(tag[..4], [0x28, 0xa7, 0x02, 0x3f]);
//! assert!(cmac.verify(&msg, &tag).is_ok());
//! assert!(cmac.verify(b"another message", &tag).is_err());
//! # Ok(())
//! # }
//! ```

use core::fmt;

use zeroize::Zeroizing;

use crate::{Aes256, UnsupportedCpu};

/// `R_128` of SP 800-38B §5.3: the low byte of the reduction constant `x^7 + x^2 + x + 1`.
const RB: u8 = 0x87;

/// The shortest truncated tag [`Cmac256::verify_truncated`] accepts: 64 bits, the lower bound
/// SP 800-38B Appendix A gives for applications without a specific analysis.
pub const MIN_TAG_LEN: usize = 8;

/// Why a tag was rejected.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum MacError {
    /// The tag does not match the message under this key.
    Mismatch,
    /// A truncated tag of this many bytes: outside [`MIN_TAG_LEN`]`..=16`.
    TagLength {
        /// The length given.
        len: usize,
    },
}

impl fmt::Display for MacError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MacError::Mismatch => f.write_str("CMAC tag mismatch: wrong key, or altered data"),
            MacError::TagLength { len } => write!(
                f,
                "CMAC tag of {len} bytes: a tag must hold {MIN_TAG_LEN} to 16 bytes"
            ),
        }
    }
}

impl core::error::Error for MacError {}

/// AES-256-CMAC: the block cipher key and the two subkeys `K1`, `K2` (SP 800-38B §6.1).
///
/// The subkeys are wiped on drop, and so is the key schedule ([`Aes256`]). Not `Clone`.
pub struct Cmac256 {
    aes: Aes256,
    /// `[K1, K2]`.
    subkeys: [[u8; 16]; 2],
}

impl fmt::Debug for Cmac256 {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Cmac256")
            .field("tier", &self.aes.tier())
            .finish_non_exhaustive()
    }
}

impl Drop for Cmac256 {
    fn drop(&mut self) {
        hw_cpu::wipe_array(&mut self.subkeys);
    }
}

/// `x · 2` in GF(2^128) as SP 800-38B §6.1 writes it: shift left by one bit, and if the bit
/// shifted out was set, XOR `R_128` into the last byte. The conditional XOR is a mask, not a
/// branch (the value is key material). Public for hw-gcm's fused XAES kernels (`K1`).
#[doc(hidden)]
#[inline]
pub fn dbl(x: &[u8; 16]) -> [u8; 16] {
    let mut out = [0u8; 16];
    for i in 0..16 {
        let next = x.get(i + 1).map_or(0, |b| b >> 7);
        out[i] = (x[i] << 1) | next;
    }
    out[15] ^= RB & 0u8.wrapping_sub(x[0] >> 7);
    out
}

/// XAES-256-GCM's two key-derivation messages for the nonce half `n` (C2SP XAES-256-GCM,
/// SP 800-108r1 counter mode): `00 0i 58 00 || n` for `i` = 1, 2, before `K1` is XORed in.
/// Public values; public for hw-gcm's fused XAES kernels.
#[doc(hidden)]
#[inline]
pub fn xaes_kdf_blocks(n: &[u8; 12]) -> [[u8; 16]; 2] {
    let mut m = [[0u8; 16]; 2];
    for (i, block) in (1u8..).zip(m.iter_mut()) {
        block[..4].copy_from_slice(&[0, i, b'X', 0]);
        block[4..].copy_from_slice(n);
    }
    m
}

/// KC-XAES's commitment messages for the nonce `n`: the first block both CMACs share,
/// `"XCMT" || n[0..12]`, and their last blocks `n[12..24] || 00 01 00 0i` for `i` = 1, 2.
/// Public values; public for hw-gcm's fused XAES kernels.
#[doc(hidden)]
#[inline]
pub fn xaes_commitment_blocks(n: &[u8; 24]) -> ([u8; 16], [[u8; 16]; 2]) {
    let mut first = [0u8; 16];
    first[..4].copy_from_slice(b"XCMT");
    first[4..].copy_from_slice(&n[..12]);
    let mut last = [[0u8; 16]; 2];
    for (i, block) in (1u8..).zip(last.iter_mut()) {
        block[..12].copy_from_slice(&n[12..]);
        block[12..].copy_from_slice(&[0, 1, 0, i]);
    }
    (first, last)
}

fn xor_into(acc: &mut [u8; 16], b: &[u8; 16]) {
    for (a, b) in acc.iter_mut().zip(b) {
        *a ^= b;
    }
}

impl Cmac256 {
    /// Expands `key` and computes the subkeys.
    ///
    /// Fails with [`UnsupportedCpu`] before reading `key` when the CPU lacks AES instructions.
    #[inline(always)]
    pub fn new(key: &[u8; 32]) -> Result<Self, UnsupportedCpu> {
        hw_cpu::built_apart!(hw_cpu::WRAPPER_WIPE, || Ok(Self::from_aes(Aes256::new(
            key
        )?)))
    }

    /// CMAC under an already expanded key (which it takes over).
    pub fn from_aes(aes: Aes256) -> Self {
        // SP 800-38B §6.1: L = CIPH_K(0^128), K1 = dbl(L), K2 = dbl(K1).
        let mut l = [[0u8; 16]];
        aes.encrypt_blocks(&mut l);
        let k1 = dbl(&l[0]);
        let k2 = dbl(&k1);
        hw_cpu::wipe_array(&mut l);
        Cmac256 {
            aes,
            subkeys: [k1, k2],
        }
    }

    /// The hardware tier the block cipher runs on.
    pub fn tier(&self) -> crate::Tier {
        self.aes.tier()
    }

    /// The 16-byte tag of `msg` (SP 800-38B §6.2).
    pub fn mac(&self, msg: &[u8]) -> [u8; 16] {
        self.mac_parts(&[msg])
    }

    /// The tag of the concatenation of `parts`, without assembling it.
    ///
    /// The CBC chain runs over every complete block but the message's last; that one (complete,
    /// or padded with `10*`) is XORed with `K1` (complete) or `K2` (padded) before the final
    /// encryption. An empty message is one padded block.
    pub fn mac_parts(&self, parts: &[&[u8]]) -> [u8; 16] {
        // [chain, pending block]; the pending block holds `have` bytes.
        let mut st = [[0u8; 16]; 2];
        let mut have = 0usize;
        for part in parts {
            let mut rest: &[u8] = part;
            while !rest.is_empty() {
                if have == 16 {
                    // More input follows, so the pending block is not the last: chain it.
                    let [chain, block] = &mut st;
                    xor_into(chain, block);
                    self.aes.encrypt_block(chain);
                    have = 0;
                }
                let take = rest.len().min(16 - have);
                st[1][have..have + take].copy_from_slice(&rest[..take]);
                have += take;
                rest = &rest[take..];
            }
        }
        let [chain, block] = &mut st;
        let subkey = if have == 16 {
            &self.subkeys[0]
        } else {
            block[have] = 0x80;
            block[have + 1..].fill(0);
            &self.subkeys[1]
        };
        xor_into(chain, block);
        xor_into(chain, subkey);
        self.aes.encrypt_block(chain);
        let tag = *chain;
        hw_cpu::wipe_array(&mut st);
        tag
    }

    /// Checks a 16-byte tag in constant time.
    pub fn verify(&self, msg: &[u8], tag: &[u8; 16]) -> Result<(), MacError> {
        if hw_cpu::check_tag(self.mac(msg), tag, &mut []) {
            Ok(())
        } else {
            Err(MacError::Mismatch)
        }
    }

    /// Checks a tag truncated to its first `tag.len()` bytes (SP 800-38B §6.3 with
    /// `Tlen = 8 · tag.len()`), in constant time. Lengths below [`MIN_TAG_LEN`] or above 16 are
    /// refused with [`MacError::TagLength`] before any comparison.
    pub fn verify_truncated(&self, msg: &[u8], tag: &[u8]) -> Result<(), MacError> {
        let len = tag.len();
        if !(MIN_TAG_LEN..=16).contains(&len) {
            return Err(MacError::TagLength { len });
        }
        // Both sides zero beyond the (public) length, so the full-block comparison compares the
        // prefixes.
        let mut computed = self.mac(msg);
        computed[len..].fill(0);
        let mut received = [0u8; 16];
        received[..len].copy_from_slice(tag);
        if hw_cpu::check_tag(computed, &received, &mut []) {
            Ok(())
        } else {
            Err(MacError::Mismatch)
        }
    }

    /// SP 800-108r1 §4.1 KDF in counter mode with this CMAC as the PRF: block `i` (from 1) is
    /// `CMAC([i]_32 || label || 0x00 || context || [L]_32)`, `L` the output length in bits,
    /// and `out` receives the first `out.len()` bytes of the blocks.
    ///
    /// # Panics
    ///
    /// If `out` is 2^29 bytes or longer (`L` must fit its 32-bit field); a derivation of a few
    /// keys is a few dozen bytes.
    ///
    /// ```
    /// # fn main() -> Result<(), hw_aes256::UnsupportedCpu> {
    /// let kdf = hw_aes256::cmac::Cmac256::new(&[7; 32])?;
    /// let mut a = [0u8; 32];
    /// let mut b = [0u8; 32];
    /// kdf.derive_counter(b"purpose one", b"", &mut a);
    /// kdf.derive_counter(b"purpose two", b"", &mut b);
    /// assert_ne!(a, b);
    /// # Ok(())
    /// # }
    /// ```
    pub fn derive_counter(&self, label: &[u8], context: &[u8], out: &mut [u8]) {
        let bits = u32::try_from(out.len())
            .ok()
            .and_then(|n| n.checked_mul(8))
            .expect("SP 800-108r1 output length fits 32 bits");
        for (i, piece) in (1u32..).zip(out.chunks_mut(16)) {
            let mut k =
                [self.mac_parts(&[&i.to_be_bytes(), label, &[0], context, &bits.to_be_bytes()])];
            piece.copy_from_slice(&k[0][..piece.len()]);
            hw_cpu::wipe_array(&mut k);
        }
    }

    /// The XAES-256-GCM key derivation (C2SP `XAES-256-GCM`): the SP 800-108r1 counter KDF over
    /// this CMAC with a 16-bit counter, label `"X"`, no `[L]` field and context `n` (the first
    /// 12 bytes of the 24-byte XAES nonce). Each message is a single complete block, so each
    /// half of the key is one AES call:
    ///
    /// ```text
    /// Kx = AES_K((00 01 58 00 || n) xor K1) || AES_K((00 02 58 00 || n) xor K1)
    /// ```
    ///
    /// AES-256-GCM under `Kx` with nonce `N[12..24]` is XAES-256-GCM with nonce `N`.
    pub fn derive_xaes_key(&self, n: &[u8; 12]) -> Zeroizing<[u8; 32]> {
        let mut m = xaes_kdf_blocks(n);
        for block in &mut m {
            xor_into(block, &self.subkeys[0]);
        }
        self.aes.encrypt_blocks(&mut m);
        let mut key = Zeroizing::new([0u8; 32]);
        key[..16].copy_from_slice(&m[0]);
        key[16..].copy_from_slice(&m[1]);
        hw_cpu::wipe_array(&mut m);
        key
    }

    /// The KC-XAES key commitment of the 24-byte XAES nonce `n` (as AWS-LC computes it):
    /// `CMAC("XCMT" || n || 00 01 00 01) || CMAC("XCMT" || n || 00 01 00 02)`, two CMACs of two
    /// complete blocks each. It depends only on the key and `n`, so a reader compares it (in
    /// constant time) before decrypting anything.
    pub fn xaes_commitment(&self, n: &[u8; 24]) -> [u8; 32] {
        // Both messages share their first block, `"XCMT" || n[0..12]`, so the chain after it is
        // one AES call; the two last blocks (complete, so XORed with `K1`) are one more call of
        // two.
        let (mut first, mut last) = xaes_commitment_blocks(n);
        self.aes.encrypt_block(&mut first);
        for block in &mut last {
            xor_into(block, &first);
            xor_into(block, &self.subkeys[0]);
        }
        self.aes.encrypt_blocks(&mut last);
        let mut out = [0u8; 32];
        out[..16].copy_from_slice(&last[0]);
        out[16..].copy_from_slice(&last[1]);
        hw_cpu::wipe_array(&mut last);
        hw_cpu::wipe_blocks(core::slice::from_mut(&mut first));
        out
    }

    /// Checks a KC-XAES commitment ([`Cmac256::xaes_commitment`]) in constant time.
    pub fn verify_xaes_commitment(
        &self,
        n: &[u8; 24],
        commitment: &[u8; 32],
    ) -> Result<(), MacError> {
        let computed = self.xaes_commitment(n);
        let mut ok = true;
        for (c, r) in computed.chunks_exact(16).zip(commitment.chunks_exact(16)) {
            let c: [u8; 16] = c.try_into().expect("16-byte halves");
            let received: &[u8; 16] = r.try_into().expect("16-byte halves");
            // `&` (no short circuit): both halves are always compared.
            ok &= hw_cpu::check_tag(c, received, &mut []);
        }
        if ok {
            Ok(())
        } else {
            Err(MacError::Mismatch)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dbl_shifts_and_reduces() {
        let mut one = [0u8; 16];
        one[15] = 1;
        assert_eq!(dbl(&one)[15], 2);
        let mut top = [0u8; 16];
        top[0] = 0x80;
        let mut want = [0u8; 16];
        want[15] = RB;
        assert_eq!(dbl(&top), want);
        let mut carry = [0u8; 16];
        carry[1] = 0x80;
        assert_eq!(dbl(&carry)[0], 1);
    }

    #[test]
    fn parts_equal_the_whole_message() {
        let cmac = Cmac256::new(&[0x5a; 32]).unwrap();
        let msg: [u8; 70] = core::array::from_fn(|i| i as u8);
        let mut cases = 0;
        for len in 0..=msg.len() {
            let whole = cmac.mac(&msg[..len]);
            for cut in 0..=len {
                let (a, b) = msg[..len].split_at(cut);
                assert_eq!(cmac.mac_parts(&[a, &[], b]), whole, "len {len} cut {cut}");
                cases += 1;
            }
        }
        assert_eq!(cases, 71 * 72 / 2);
    }
}
