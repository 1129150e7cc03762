//! AES-256 (FIPS 197) that runs only on CPU instructions.
//!
//! Key expansion, single blocks, independent blocks and counter mode, each done by the AES
//! instructions of the CPU (AES-NI on x86_64). There is no software implementation: on a CPU
//! without the instructions, [`Aes256::new`] returns [`UnsupportedCpu`] before it reads the key.
//!
//! ```
//! use hw_aes256::Aes256;
//!
//! # fn main() -> Result<(), hw_aes256::UnsupportedCpu> {
//! // FIPS 197 Appendix C.3.
//! let key: [u8; 32] = core::array::from_fn(|i| i as u8);
//! let aes = Aes256::new(&key)?;
//! let mut block: [u8; 16] = core::array::from_fn(|i| (i as u8) * 0x11);
//! aes.encrypt_block(&mut block);
//! assert_eq!(block[..4], [0x8e, 0xa2, 0xb7, 0xca]);
//! # Ok(())
//! # }
//! ```
//!
//! The expanded key is 240 bytes ([`RoundKeys`]) and is wiped when dropped. Decryption (the
//! inverse cipher) is not provided: counter-based modes never need it.
//!
//! Counter mode comes in two widths: [`Aes256::apply_ctr32`] increments only the low 32 bits
//! (GCM's `inc32`) and returns [`Ctr32Overflow`], writing nothing, for data that would wrap
//! them; [`Aes256::apply_ctr128`] carries across the whole block.
#![no_std]
#![cfg_attr(docsrs, feature(doc_cfg))]

use core::fmt;

use arch::Kernels as _;
use hw_cpu::{with_tier, Selected};

mod arch;

pub mod cmac;
pub mod kw;

#[cfg(feature = "alloc")]
extern crate alloc;

pub use hw_cpu::{Tier, Unsupported as UnsupportedCpu};

hw_cpu::kernel_module! {
    //! Kernel-level access for the other `hw-crypto` crates (stitched GCM loops need the AES
    //! rounds in registers). Not a stable API.
}

/// The 15 round keys of AES-256 (FIPS 197 §5.2), 240 bytes, in the byte order of the state.
///
/// Wiped on drop, and not `Clone` (a clone would be a second copy of key-equivalent state).
/// Its contents are reachable only through the kernels of the `hw-crypto` crates
/// ([`RoundKeys::get`], hidden from the documentation and outside the semver promise: Rust has
/// no visibility for a workspace's crates only). No public API hands out the `RoundKeys` of a
/// key that the caller did not expand itself.
#[repr(C, align(16))]
pub struct RoundKeys {
    pub(crate) keys: [[u8; 16]; 15],
}

impl RoundKeys {
    /// The round keys in order (for the kernels of the other `hw-crypto` crates).
    #[doc(hidden)]
    pub fn get(&self) -> &[[u8; 16]; 15] {
        &self.keys
    }

    /// Round keys a kernel computed in registers, for the kernels of the other `hw-crypto`
    /// crates that return a key state by value (built straight into the caller's destination).
    #[doc(hidden)]
    #[inline(always)]
    pub const fn from_blocks(keys: [[u8; 16]; 15]) -> Self {
        RoundKeys { keys }
    }

    /// All-zero round keys, to be filled in place by a kernel's key expansion.
    pub const fn zeroed() -> Self {
        RoundKeys {
            keys: [[0; 16]; 15],
        }
    }
}

impl Drop for RoundKeys {
    fn drop(&mut self) {
        hw_cpu::wipe_key_array(&mut self.keys);
    }
}

impl fmt::Debug for RoundKeys {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("RoundKeys([redacted])")
    }
}

/// An AES-256 key, expanded for the CPU's AES instructions.
///
/// `Send + Sync`; cloning duplicates key material and is therefore not offered.
pub struct Aes256 {
    keys: RoundKeys,
    kernel: Selected,
}

hw_cpu::debug_tier_only!(Aes256);

impl Aes256 {
    hw_cpu::tier_constructors! {
        /// Expands `key` (FIPS 197 §5.2).
        ///
        /// Fails with [`UnsupportedCpu`] naming the missing feature before reading `key` when the
        /// CPU lacks the instructions.
        pub fn new(key: &[u8; 32]) -> Result<Self, UnsupportedCpu>
    }

    fn with_kernel(key: &[u8; 32], kernel: Selected) -> Result<Self, UnsupportedCpu> {
        let mut aes = Aes256 {
            keys: RoundKeys::zeroed(),
            kernel,
        };
        aes.expand(key);
        Ok(aes)
    }

    /// Replaces the key in place, on the same tier: the new schedule overwrites the old one,
    /// with no copy of either left elsewhere (re-keying generators such as CTR_DRBG do this on
    /// every request).
    ///
    /// ```
    /// # fn main() -> Result<(), hw_aes256::UnsupportedCpu> {
    /// let mut aes = hw_aes256::Aes256::new(&[1; 32])?;
    /// aes.set_key(&[2; 32]);
    /// let (mut a, mut b) = ([0u8; 16], [0u8; 16]);
    /// aes.encrypt_block(&mut a);
    /// hw_aes256::Aes256::new(&[2; 32])?.encrypt_block(&mut b);
    /// assert_eq!(a, b);
    /// # Ok(())
    /// # }
    /// ```
    pub fn set_key(&mut self, key: &[u8; 32]) {
        self.expand(key);
    }

    /// Expands `key` into `self.keys` on this key's kernel.
    fn expand(&mut self, key: &[u8; 32]) {
        with_tier!(self.kernel, |t| t.expand_key(key, &mut self.keys));
        wipe_stack_small(self.kernel);
    }

    /// The hardware tier this key runs on.
    pub fn tier(&self) -> Tier {
        self.kernel.tier()
    }

    /// The expanded round keys, for the known-answer tests of the generators built on this
    /// type (CTR_DRBG compares its working state with the CAVP intermediate values). Only with
    /// feature `test-hooks`: no release build hands out a key's schedule.
    #[cfg(feature = "test-hooks")]
    #[doc(hidden)]
    pub fn round_keys(&self) -> &RoundKeys {
        &self.keys
    }

    /// Encrypts one block in place.
    pub fn encrypt_block(&self, block: &mut [u8; 16]) {
        self.encrypt_blocks(core::slice::from_mut(block));
    }

    /// Encrypts each block independently, in place (ECB).
    pub fn encrypt_blocks(&self, blocks: &mut [[u8; 16]]) {
        with_tier!(self.kernel, |t| t.encrypt_blocks(&self.keys, blocks));
        wipe_stack_small(self.kernel);
    }

    /// XORs `data` in place with the AES-CTR keystream whose counter is the last 32 bits of
    /// `counter`, big-endian, incremented by one per 16-byte block (the `inc32` of SP 800-38D;
    /// the first 96 bits stay fixed). Returns the next unused counter block.
    ///
    /// The low word is never wrapped: `data` may use the counter values from the low word `c`
    /// of `counter` up to `0xffff_ffff`, that is `2^32 - c` blocks (`ceil(data.len() / 16)`
    /// blocks are needed; empty data needs none). Data that needs more returns
    /// [`Ctr32Overflow`] and is left untouched. Data that uses `0xffff_ffff` itself is
    /// allowed; the returned block then has low word 0 (`inc32` of the last counter), which
    /// ends that keystream: starting a call from it would reuse counter values.
    ///
    /// ```
    /// use hw_aes256::{Aes256, Ctr32Overflow};
    ///
    /// # fn main() -> Result<(), hw_aes256::UnsupportedCpu> {
    /// let aes = Aes256::new(&[7; 32])?;
    /// let mut data = *b"attack at dawn";
    /// let next = aes.apply_ctr32(&[0; 16], &mut data);
    /// assert_eq!(next.map(|n| n[15]), Ok(1));
    /// assert!(aes.apply_ctr32(&[0; 16], &mut data).is_ok());
    /// assert_eq!(&data, b"attack at dawn");
    ///
    /// // One block left before the low word would wrap: 16 bytes fit, 17 do not.
    /// let mut last = [0xff; 16];
    /// last[..12].fill(0);
    /// assert!(aes.apply_ctr32(&last, &mut [0; 16]).is_ok());
    /// let err = aes.apply_ctr32(&last, &mut [0; 17]);
    /// assert_eq!(err, Err(Ctr32Overflow { blocks_needed: 2, blocks_left: 1 }));
    /// # Ok(())
    /// # }
    /// ```
    pub fn apply_ctr32(
        &self,
        counter: &[u8; 16],
        data: &mut [u8],
    ) -> Result<[u8; 16], Ctr32Overflow> {
        let low = u32::from_be_bytes([counter[12], counter[13], counter[14], counter[15]]);
        let blocks_left = (1u64 << 32) - u64::from(low);
        let blocks_needed = data.len().div_ceil(16) as u64;
        if blocks_needed > blocks_left {
            return Err(Ctr32Overflow {
                blocks_needed,
                blocks_left,
            });
        }
        let next = with_tier!(self.kernel, |t| t.ctr32_xor(&self.keys, counter, data));
        wipe_stack(self.kernel);
        Ok(next)
    }

    /// XORs `data` in place with the AES-CTR keystream whose counter is the whole 128-bit
    /// block, big-endian, incremented modulo 2^128 (SP 800-38A Appendix B.1 with m = 128, as in
    /// SP 800-38A F.5 and SP 800-90A CTR_DRBG). Returns the next unused counter block.
    pub fn apply_ctr128(&self, counter: &[u8; 16], data: &mut [u8]) -> [u8; 16] {
        self.ctr128::<true>(counter, data)
    }

    /// Overwrites `out` with the AES-CTR keystream of [`Aes256::apply_ctr128`] (without reading
    /// it first: the way to generate random bytes, as CTR_DRBG does). Returns the next unused
    /// counter block.
    pub fn fill_ctr128(&self, counter: &[u8; 16], out: &mut [u8]) -> [u8; 16] {
        self.ctr128::<false>(counter, out)
    }

    fn ctr128<const XOR: bool>(&self, counter: &[u8; 16], data: &mut [u8]) -> [u8; 16] {
        let next = with_tier!(self.kernel, |t| t.ctr128::<XOR>(&self.keys, counter, data));
        wipe_stack(self.kernel);
        next
    }
}

/// Zeroes the stack the counter-mode kernels reached below their caller, so round keys they
/// spilled do not stay behind (see [`hw_cpu::Token::wipe_stack`], the tier's widest stores):
/// 2 KiB covers the deepest chain in
/// release builds (`vaes_avx2` counter mode: a 728-byte frame, and 1 KiB did not cover what it
/// left); unoptimized builds are several times deeper. `tests/stack_residue.rs` checks that
/// nothing is left.
#[inline(always)]
fn wipe_stack(kernel: Selected) {
    hw_cpu::wipe_after_kernel!(kernel, 2048);
}

/// [`wipe_stack`] after the key expansion and the block kernels, whose frames are small (none
/// for the x86_64 expansion, 120 bytes for its blocks, 272 for the aarch64 expansion): 512
/// bytes. CMAC and the XAES derivation call the block kernel a few times per message, where a
/// 2 KiB wipe each time cost more than the AES.
#[inline(always)]
fn wipe_stack_small(kernel: Selected) {
    hw_cpu::wipe_after_kernel!(kernel, 512);
}

/// [`wipe_stack`] after the key-wrap kernels: for one message (`L` = 1), whose kernel keeps
/// its state and nearly all round keys in registers, 128 bytes; for several, as
/// [`wipe_stack_small`]. The wipe's stores sit between one call's chain and the next call's:
/// on an AMD EPYC Zen 4 capped to the AES-NI tier, where a 512-byte wipe is 32 stores (or
/// `rep stosb`), back-to-back 32-byte KW wraps and unwraps took 384-388 ns, the length of one
/// call's chain, and 329-341 ns with 128 bytes, as on the tiers with 64-byte stores.
#[inline(always)]
fn wipe_stack_kw<const L: usize>(kernel: Selected) {
    if L == 1 {
        hw_cpu::wipe_after_kernel!(kernel, 128);
    } else {
        wipe_stack_small(kernel);
    }
}

/// The kernel calls of key wrap ([`kw`]): the chains of SP 800-38F's W and W^-1 run inside
/// one call each, with the round keys in registers. On x86_64 every tier runs the AES-NI
/// kernel (a chain of single blocks gains nothing from wider registers; `wrap_many` fills the
/// pipeline with independent messages instead).
impl Aes256 {
    /// A key for key wrap: expands `key` at a tier of at most `cap`, with the equivalent
    /// inverse cipher's round keys into `inverse`, in one kernel call.
    pub(crate) fn new_with_inverse(
        key: &[u8; 32],
        cap: Tier,
        inverse: &mut RoundKeys,
    ) -> Result<Self, UnsupportedCpu> {
        let kernel = hw_cpu::select(cap)?;
        let mut aes = Aes256 {
            keys: RoundKeys::zeroed(),
            kernel,
        };
        with_tier!(kernel, |t| t.expand_key_and_inverse(
            key,
            &mut aes.keys,
            inverse
        ));
        wipe_stack_small(kernel);
        Ok(aes)
    }

    /// W on `L` messages of the same length (see `kernel::aesni::kw_wrap`).
    pub(crate) fn kw_wrap<const L: usize>(&self, a: &mut [[u8; 8]; L], r: &mut [[[u8; 8]; L]]) {
        with_tier!(self.kernel, |t| t.kw_wrap(&self.keys, a, r));
        wipe_stack_kw::<L>(self.kernel);
    }

    /// W^-1 on `L` messages of the same length, with this key's inverse round keys `dk`.
    pub(crate) fn kw_unwrap<const L: usize>(
        &self,
        dk: &RoundKeys,
        a: &mut [[u8; 8]; L],
        r: &mut [[[u8; 8]; L]],
    ) {
        with_tier!(self.kernel, |t| t.kw_unwrap(dk, a, r));
        wipe_stack_kw::<L>(self.kernel);
    }

    /// Decrypts each block in place with this key's inverse round keys `dk` (ECB).
    pub(crate) fn decrypt_blocks_with(&self, dk: &RoundKeys, blocks: &mut [[u8; 16]]) {
        with_tier!(self.kernel, |t| t.decrypt_blocks(dk, blocks));
        wipe_stack_small(self.kernel);
    }
}

/// [`Aes256::apply_ctr32`] was given more data than the 32-bit block counter has values left
/// before it would wrap; nothing was written. Split the data under a new nonce (counter
/// block), or use a mode with a wider counter ([`Aes256::apply_ctr128`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Ctr32Overflow {
    /// 16-byte blocks the data needs (`ceil(len / 16)`).
    pub blocks_needed: u64,
    /// Counter values left from the given one up to `0xffff_ffff`: `2^32 - low word`.
    pub blocks_left: u64,
}

impl fmt::Display for Ctr32Overflow {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "32-bit CTR counter would wrap: the data needs {} blocks and only {} are left \
             before the counter's low word reaches 2^32; nothing was encrypted, use a new \
             counter block for the rest",
            self.blocks_needed, self.blocks_left
        )
    }
}

impl core::error::Error for Ctr32Overflow {}

hw_cpu::assert_key_type!(Aes256; RoundKeys = 240);
