//! AES-256-GCM-SIV (RFC 8452), a nonce-misuse-resistant AEAD, that runs only on CPU
//! instructions.
//!
//! Every AES round runs on AES-NI/VAES (x86_64) or ARMv8 AES (aarch64), and every POLYVAL
//! multiply on PCLMULQDQ/VPCLMULQDQ or PMULL; there is no software fallback. On a CPU without
//! those instructions, [`HardwareAes256GcmSiv::new`] returns [`Error::UnsupportedCpu`] before it
//! reads the key.
//!
//! GCM-SIV derives a fresh message-authentication key and message-encryption key from the
//! key-generating key for every nonce (RFC 8452 §4), hashes the AAD and the plaintext with
//! POLYVAL, encrypts the masked hash into the tag, and uses the tag as the initial counter of
//! the encryption. A repeated nonce therefore reveals only whether two (AAD, plaintext) pairs
//! were equal, not their XOR as in GCM. Nonces are 96 bits and tags 128 bits. Decryption never
//! releases unauthenticated plaintext: on a tag mismatch the output is wiped and
//! [`Error::Authentication`] is returned.
//!
//! ```
//! use hw_gcm_siv::HardwareAes256GcmSiv;
//!
//! # fn main() -> Result<(), hw_gcm_siv::Error> {
//! let cipher = HardwareAes256GcmSiv::new(&[0x42; 32])?;
//! let nonce = [7u8; 12]; // unique nonces are still best; a repeat leaks only equality
//! let sealed = cipher.encrypt_with_nonce(&nonce, b"header", b"attack at dawn")?;
//! assert_eq!(sealed.len(), 14 + 16);
//! let opened = cipher.decrypt_with_nonce(&nonce, b"header", &sealed)?;
//! assert_eq!(opened, b"attack at dawn");
//! # Ok(())
//! # }
//! ```
//!
//! The key state is the 15 expanded round keys of the key-generating key (240 bytes, wiped on
//! drop); the per-message keys live on the stack for one call and are wiped before it returns.
//!
//! Encryption is two passes over the message, in the order RFC 8452 fixes (the tag is both the
//! MAC and the initial counter): POLYVAL of the plaintext, then counter mode. Decryption is one
//! pass: each group of blocks is decrypted and its plaintext, still in registers, hashed in the
//! same loop. Both run on the widest registers of the tier.
//!
//! The methods, with their checks and errors, are those of every `hw-crypto` AEAD (the shell in
//! `hw-aead`): in place with a detached tag, into a caller's buffer (`_to`), or into a `Vec`.
//!
//! ```
//! # fn main() -> Result<(), hw_gcm_siv::Error> {
//! let cipher = hw_gcm_siv::HardwareAes256GcmSiv::new(&[1; 32])?;
//! let mut buf = *b"in place";
//! let tag = cipher.seal_in_place_detached(&[0; 12], b"", &mut buf)?;
//! cipher.open_in_place_detached(&[0; 12], b"", &mut buf, &tag)?;
//! assert_eq!(&buf, b"in place");
//! let mut out = [0u8; 8 + 16];
//! assert_eq!(cipher.encrypt_with_nonce_to(&[0; 12], b"", &buf, &mut out[..23]),
//!            Err(hw_gcm_siv::Error::BufferTooSmall { needed: 24 }));
//! # Ok(())
//! # }
//! ```
#![no_std]
#![cfg_attr(docsrs, feature(doc_cfg))]

#[cfg(feature = "alloc")]
extern crate alloc;

use hw_aes256::RoundKeys;
use hw_polyval::Powers;

mod arch;

use arch::Kernels;
use hw_cpu::{with_tier, Selected};

/// Which hardware tier runs a key's operations (`Tier::AesNiClmul`, ...).
pub use hw_cpu::Tier;

/// Length of the key in bytes.
pub const KEY_LEN: usize = 32;
/// Length of the nonce in bytes.
pub const NONCE_LEN: usize = 12;
/// Length of the authentication tag in bytes.
pub const TAG_LEN: usize = 16;
/// Largest plaintext (bytes): P_MAX = 2^36 (RFC 8452 §6).
pub const MAX_PLAINTEXT_LEN: u64 = 1 << 36;
/// Largest AAD (bytes): A_MAX = 2^36 (RFC 8452 §6).
pub const MAX_AAD_LEN: u64 = 1 << 36;

/// What went wrong: the error of every `hw-crypto` AEAD ([`hw_aead::Error`]). For AES-GCM-SIV,
/// [`Error::InvalidLength`] means a ciphertext shorter than its 16-byte tag, or a plaintext or
/// AAD over 2^36 bytes (RFC 8452).
pub use hw_aead::Error;

/// A message's inputs besides its text: the key-generating key, the nonce and the AAD.
struct Input<'a> {
    kgk: &'a RoundKeys,
    nonce: &'a [u8; 12],
    aad: &'a [u8],
}

/// Where a decryption pass over whole groups starts: the counter block of its first byte and
/// the POLYVAL accumulator of everything hashed before it, which the pass updates.
struct OpenState {
    counter: [u8; 16],
    acc: [u8; 16],
}

/// The per-message keys of RFC 8452 §4, wiped on drop (`enc` wipes itself).
struct MessageKeys {
    powers: Powers,
    enc: RoundKeys,
}

impl MessageKeys {
    /// The keys for `m.nonce`, with the key powers that absorbing `m.aad` and a message of
    /// `msg` bytes needs.
    fn derive<O: Kernels>(o: O, m: &Input<'_>, msg: usize) -> Self {
        let aad = m.aad.len();
        let mut auth = [0u8; 16];
        let mut mk = MessageKeys {
            powers: [[0; 16]; 8],
            enc: RoundKeys::zeroed(),
        };
        o.derive(m.kgk, m.nonce, &mut auth, &mut mk.enc);
        // The largest `absorb` call of `polyval`: the whole blocks of the AAD or the message,
        // or the message's padded last block with the length block.
        let n = (aad / 16).max(msg / 16).max(2);
        o.powers(&auth, &mut mk.powers, n);
        hw_cpu::wipe_blocks(core::slice::from_mut(&mut auth));
        mk
    }
}

impl Drop for MessageKeys {
    fn drop(&mut self) {
        hw_cpu::wipe_array(&mut self.powers);
    }
}

/// The first part of POLYVAL (RFC 8452 §4): the AAD, zero-padded to whole blocks.
fn hash_aad<O: Kernels>(o: O, mk: &MessageKeys, acc: &mut [u8; 16], aad: &[u8]) {
    let (blocks, rest) = aad.as_chunks::<16>();
    o.absorb(&mk.powers, acc, blocks);
    if !rest.is_empty() {
        let mut last = [0u8; 16];
        last[..rest.len()].copy_from_slice(rest);
        o.absorb(&mk.powers, acc, &[last]);
    }
}

/// The rest of POLYVAL: `msg` (the part of the message not yet absorbed, which starts on a
/// block boundary), zero-padded, then the length block of the whole AAD and message. The padded
/// block (plaintext) is wiped.
fn hash_msg<O: Kernels>(
    o: O,
    mk: &MessageKeys,
    acc: &mut [u8; 16],
    msg: &[u8],
    aad_len: usize,
    msg_len: usize,
) {
    let (blocks, rest) = msg.as_chunks::<16>();
    o.absorb(&mk.powers, acc, blocks);
    // The message's padded last block (if any) and the length block in one call.
    let mut tail = [[0u8; 16]; 2];
    let mut n = 0;
    if !rest.is_empty() {
        tail[0][..rest.len()].copy_from_slice(rest);
        n = 1;
    }
    tail[n][..8].copy_from_slice(&(aad_len as u64 * 8).to_le_bytes());
    tail[n][8..].copy_from_slice(&(msg_len as u64 * 8).to_le_bytes());
    o.absorb(&mk.powers, acc, &tail[..=n]);
    hw_cpu::wipe_array(&mut tail);
}

/// The tag of RFC 8452 §4: AES of the POLYVAL result XOR the nonce, top bit cleared.
fn tag<O: Kernels>(o: O, mk: &MessageKeys, nonce: &[u8; 12], mut s: [u8; 16]) -> [u8; 16] {
    for (b, n) in s.iter_mut().zip(nonce) {
        *b ^= n;
    }
    s[15] &= 0x7f;
    o.encrypt_block(&mk.enc, &mut s);
    s
}

/// The initial counter block: the tag with its top bit set (RFC 8452 §4).
fn initial_counter(tag: &[u8; 16]) -> [u8; 16] {
    let mut c = *tag;
    c[15] |= 0x80;
    c
}

/// Encrypts `buf` in place; returns the tag. Two passes: POLYVAL of the plaintext, then
/// counter mode from the tag. Out of line, so its frame (with the per-message keys) lies below
/// the caller's [`wipe_stack`].
#[inline(never)]
fn seal<O: Kernels>(o: O, m: &Input<'_>, buf: &mut [u8]) -> [u8; 16] {
    match o.short(m, buf, None) {
        Some(tag) => tag,
        None => seal_long(o, m, buf),
    }
}

/// [`seal`] of a message the tier's short kernel does not take. Out of line, so that a short
/// message's chain of frames does not include this one (its per-message keys and buffers):
/// the short path's stack, which the caller wipes, stays under 1.5 KiB.
#[inline(never)]
fn seal_long<O: Kernels>(o: O, m: &Input<'_>, buf: &mut [u8]) -> [u8; 16] {
    let mk = MessageKeys::derive(o, m, buf.len());
    let mut acc = [0u8; 16];
    hash_aad(o, &mk, &mut acc, m.aad);
    hash_msg(o, &mk, &mut acc, buf, m.aad.len(), buf.len());
    let tag = tag(o, &mk, m.nonce, acc);
    o.ctr(&mk.enc, &initial_counter(&tag), buf);
    tag
}

/// Decrypts `buf` in place under `tag`; returns the tag the recovered plaintext has (the
/// caller compares and wipes). The tier's whole groups are decrypted and hashed in one pass;
/// the remainder is decrypted, then hashed. Out of line, as [`seal`].
#[inline(never)]
fn open<O: Kernels>(o: O, m: &Input<'_>, buf: &mut [u8], tag_in: &[u8; 16]) -> [u8; 16] {
    match o.short(m, buf, Some(tag_in)) {
        Some(tag) => tag,
        None => open_long(o, m, buf, tag_in),
    }
}

/// [`open`] of a message the tier's short kernel does not take; out of line as [`seal_long`].
#[inline(never)]
fn open_long<O: Kernels>(o: O, m: &Input<'_>, buf: &mut [u8], tag_in: &[u8; 16]) -> [u8; 16] {
    let len = buf.len();
    let mk = MessageKeys::derive(o, m, len);
    let mut st = OpenState {
        counter: initial_counter(tag_in),
        acc: [0u8; 16],
    };
    hash_aad(o, &mk, &mut st.acc, m.aad);
    let done = o.open_groups(&mk, &mut st, buf);
    let rest = &mut buf[done..];
    o.ctr(&mk.enc, &advance(&st.counter, done / 16), rest);
    hash_msg(o, &mk, &mut st.acc, rest, m.aad.len(), len);
    tag(o, &mk, m.nonce, st.acc)
}

/// Zeroes the stack that [`seal`], [`open`] and the key expansion reached below their caller,
/// so the per-message keys, the round keys and key powers the compiler spilled, and the copies
/// left by moves of [`MessageKeys`], do not stay behind. In release builds a message within the
/// short path's limits (`short`: at most 256 bytes of message and of AAD) reaches
/// [`SHORT_WIPE`]'s depth, anything else under 2 KiB (the long path's deepest
/// chain, on `vaes_avx2`, is about 1.8 KiB: `tests/stack_residue.rs` with a 128-byte wipe, over
/// lengths from 0 to 70000 bytes of message and AAD); the smaller wipes matter, since 4 KiB of
/// zeros took about 35 ns, a quarter of a 16-byte seal, on a Zen 4. Each tier wipes with its
/// widest stores ([`hw_cpu::Token::wipe_stack`]). Unoptimized builds keep every temporary in
/// its own stack slot, several times deeper. `tests/stack_residue.rs` checks that nothing is
/// left on every tier.
#[inline(always)]
fn wipe_stack(kernel: Selected, depth: Depth) {
    match depth {
        Depth::Tiny => hw_cpu::wipe_after_kernel!(kernel, TINY_WIPE),
        Depth::Mid => hw_cpu::wipe_after_kernel!(kernel, MID_WIPE),
        Depth::Short => hw_cpu::wipe_after_kernel!(kernel, SHORT_WIPE),
        Depth::Long => hw_cpu::wipe_after_kernel!(kernel, 2048),
    }
}

/// Which wipe a message of these lengths needs (a function of public lengths only).
#[derive(Clone, Copy)]
enum Depth {
    /// x86_64's short path hashing at most 4 blocks (AAD, message and the length block) by
    /// Horner's rule, with no powers of the key: [`TINY_WIPE`].
    Tiny,
    /// x86_64's short path hashing 5-8 blocks in one sum: [`MID_WIPE`].
    Mid,
    /// The rest of the short path: [`SHORT_WIPE`].
    Short,
    /// Everything else: 2 KiB.
    Long,
}

impl Depth {
    fn of(aad_len: usize, msg_len: usize) -> Depth {
        // The blocks POLYVAL takes, the length block included.
        let blocks = aad_len.div_ceil(16) + msg_len.div_ceil(16) + 1;
        if !is_short(aad_len, msg_len) {
            Depth::Long
        } else if cfg!(target_arch = "x86_64") && blocks <= 4 {
            Depth::Tiny
        } else if cfg!(target_arch = "x86_64") && blocks <= 8 {
            Depth::Mid
        } else {
            Depth::Short
        }
    }
}

/// The wipes after x86_64's short messages of at most 4 and of 5-8 hashed blocks (a 16-byte
/// message with up to 32 bytes of AAD; up to 112 bytes of AAD and message together). With a
/// 128-byte wipe `tests/stack_residue.rs` finds message keys down to 352 and 432 bytes below
/// the caller and sees writes down to 576 and 784, so 640 and 896, all of it. On an AMD EPYC
/// Zen 4 (family 25 model 17), `vaes_avx512`, builds alternated as processes: with 896 and
/// 1024 against 1152 for both, seal 16 / 32 B took 0.80 / 0.84x the time (0.95x at 16 B with
/// 1024), 64 B 0.99x; with one copy of the message-encryption key's schedule in the frame
/// (`short_body!`) and these wipes, 16-256 B another 0.97-0.99x.
const TINY_WIPE: usize = 640;
/// See [`TINY_WIPE`].
const MID_WIPE: usize = 896;

/// The wipe after a short message. On x86_64 (one AES-NI kernel call) `tests/stack_residue.rs`
/// with a 128-byte wipe finds message keys down to 624 bytes below the caller and sees writes
/// down to 976, so 1024 (1152 before the frame held one copy of the schedule; the 1536 before
/// that cost a 16- or 64-byte seal 3-5% more on an AMD EPYC Zen 4). On aarch64 (the general
/// path on small inputs) it finds one with 1024 and none with 1152 under `qemu-aarch64`, so
/// 1536 keeps a margin.
const SHORT_WIPE: usize = if cfg!(target_arch = "x86_64") {
    1024
} else {
    1536
};

/// Largest message (bytes) of the short path: one kernel call on x86_64, and the smaller wipe.
const SHORT_MSG: usize = 256;
/// Largest AAD (bytes) of the short path.
const SHORT_AAD: usize = 256;

/// Whether a message of these lengths takes the short path (and its smaller stack depth).
fn is_short(aad_len: usize, msg_len: usize) -> bool {
    aad_len <= SHORT_AAD && msg_len <= SHORT_MSG
}

/// The counter block `blocks` after `counter` (first word, little-endian, mod 2^32).
fn advance(counter: &[u8; 16], blocks: usize) -> [u8; 16] {
    let mut c = *counter;
    let (word, _) = c.split_first_chunk_mut::<4>().expect("16 > 4");
    *word = u32::from_le_bytes(*word)
        .wrapping_add(blocks as u32)
        .to_le_bytes();
    c
}

/// An AES-256-GCM-SIV key prepared for the CPU's instructions: the expanded key-generating key
/// (240 bytes, wiped on drop) and the tier: 256 bytes, no heap.
///
/// `Send + Sync`; not `Clone` (a clone would duplicate key material). `Debug` shows only the
/// backend.
pub struct HardwareAes256GcmSiv {
    kgk: RoundKeys,
    kernel: Selected,
}

hw_cpu::debug_tier_only!(HardwareAes256GcmSiv);

/// Checks RFC 8452's limits on the AAD and plaintext lengths.
fn check_lengths(aad_len: usize, msg_len: usize) -> Result<(), Error> {
    hw_aead::check_limits(aad_len, msg_len, MAX_AAD_LEN, MAX_PLAINTEXT_LEN)
}

impl HardwareAes256GcmSiv {
    hw_cpu::tier_constructors! {
        /// Prepares `key` (the key-generating key of RFC 8452). Fails with
        /// [`Error::UnsupportedCpu`] before reading `key` when the CPU lacks the instructions.
        pub fn new(key: &[u8; 32]) -> Result<Self, Error>
    }

    fn with_kernel(key: &[u8; 32], kernel: Selected) -> Result<Self, Error> {
        let mut kgk = RoundKeys::zeroed();
        with_tier!(kernel, |o| o.expand(key, &mut kgk));
        // The expansion's frame (none on x86_64, 272 bytes on aarch64); the constructor
        // (`tier_constructors!`) wipes this frame, with its copy of the schedule, after.
        hw_cpu::wipe_after_kernel!(kernel, 512);
        Ok(HardwareAes256GcmSiv { kgk, kernel })
    }

    /// The hardware tier this key runs on.
    pub fn tier(&self) -> Tier {
        self.kernel.tier()
    }

    /// Test hook: the tier's counter-mode kernel under the key-generating key, so tests can
    /// start the counter anywhere (the wrap of its first word at any position in a group).
    #[cfg(feature = "test-hooks")]
    #[doc(hidden)]
    pub fn test_hook_ctr(&self, counter: &[u8; 16], data: &mut [u8]) {
        with_tier!(self.kernel, |o| o.ctr(&self.kgk, counter, data))
    }

    /// Test hook: the per-nonce key derivation alone (RFC 8452 §4: six AES blocks and the
    /// expansion of the encryption key), for benchmarks; returns the first byte of the
    /// authentication key so the work cannot be optimized away.
    #[cfg(feature = "test-hooks")]
    #[doc(hidden)]
    pub fn test_hook_derive(&self, nonce: &[u8; 12]) -> u8 {
        with_tier!(self.kernel, |o| {
            let mut auth = [0u8; 16];
            let mut enc = RoundKeys::zeroed();
            o.derive(&self.kgk, nonce, &mut auth, &mut enc);
            auth[0] ^ enc.get()[14][0]
        })
    }

    fn seal_buf(&self, nonce: &[u8; 12], aad: &[u8], buf: &mut [u8]) -> [u8; 16] {
        let m = Input {
            kgk: &self.kgk,
            nonce,
            aad,
        };
        let tag = with_tier!(self.kernel, |o| seal(o, &m, buf));
        wipe_stack(self.kernel, Depth::of(aad.len(), buf.len()));
        tag
    }

    fn open_buf(&self, nonce: &[u8; 12], aad: &[u8], buf: &mut [u8], tag: &[u8; 16]) -> [u8; 16] {
        let m = Input {
            kgk: &self.kgk,
            nonce,
            aad,
        };
        let computed = with_tier!(self.kernel, |o| open(o, &m, buf, tag));
        wipe_stack(self.kernel, Depth::of(aad.len(), buf.len()));
        computed
    }
}

impl hw_aead::Core<NONCE_LEN, TAG_LEN> for HardwareAes256GcmSiv {
    #[inline]
    fn check(&self, aad_len: usize, text_len: usize) -> Result<(), Error> {
        check_lengths(aad_len, text_len)
    }

    /// RFC 8452 hashes the plaintext before it encrypts, so a separate input is copied to the
    /// output first and sealed there.
    #[inline]
    fn seal(&self, m: hw_aead::Msg<'_, NONCE_LEN>) -> Result<[u8; TAG_LEN], Error> {
        let (nonce, aad, buf) = m.into_place();
        Ok(self.seal_buf(nonce, aad, buf))
    }

    #[inline]
    fn open(&self, m: hw_aead::Msg<'_, NONCE_LEN>, tag: &[u8; TAG_LEN]) -> Result<(), Error> {
        let (nonce, aad, buf) = m.into_place();
        let computed = self.open_buf(nonce, aad, buf, tag);
        hw_aead::verify(computed, tag, buf)
    }
}

hw_aead::aead_methods! {
    HardwareAes256GcmSiv, core = |c| c, nonce = NONCE_LEN, tag = TAG_LEN, error = Error
}

// The tier tag takes a padded 16 bytes where there are several tiers (x86_64).
hw_cpu::assert_key_type!(
    HardwareAes256GcmSiv;
    HardwareAes256GcmSiv = 256
);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn length_limits_of_rfc8452() {
        assert_eq!(check_lengths(0, 1 << 36), Ok(()));
        assert_eq!(check_lengths(0, (1 << 36) + 1), Err(Error::InvalidLength));
        assert_eq!(check_lengths(1 << 36, 0), Ok(()));
        assert_eq!(check_lengths((1 << 36) + 1, 0), Err(Error::InvalidLength));
    }

    #[test]
    fn counter_advances_in_the_first_word_only() {
        let mut c = [0xffu8; 16];
        c[..4].copy_from_slice(&(u32::MAX - 1).to_le_bytes());
        let a = advance(&c, 3);
        assert_eq!(a[..4], 1u32.to_le_bytes());
        assert_eq!(a[4..], c[4..]);
        assert_eq!(advance(&c, 0), c);
    }

    #[test]
    fn counter_and_tag_bits() {
        let t = [0x01u8; 16];
        let c = initial_counter(&t);
        assert_eq!(c[15], 0x81);
        assert_eq!(c[..15], t[..15]);
    }
}
