//! T-AES: AES-128, AES-192 and AES-256 with a 128-bit tweak added to the middle round key,
//! in an ECB-style mode with a per-block tweak and ciphertext stealing, on CPU instructions
//! only.
//!
//! # Definition
//!
//! For a key `K` of 16, 24 or 32 bytes, expand it with the FIPS 197 §5.2 key schedule into the
//! round keys `K_0 ..= K_Nr` (`Nr` = 10, 12, 14). The middle round key is `K_m` with
//! `m = Nr / 2` (5, 6, 7). For a tweak `T` (a 128-bit integer), `E_T` is the AES cipher of
//! FIPS 197 §5.1 with `K_m` replaced by `K_m + T mod 2^128`, where the 16 bytes of `K_m` are
//! read as a big-endian integer and the sum is written back big-endian. `D_T` is its inverse
//! (the equivalent inverse cipher of §5.3.5, whose round key at that position is
//! `InvMixColumns(K_m + T)`).
//!
//! A message of `L` bytes is processed as `n = L / 16` full blocks `P_0 .. P_{n-1}` and, when
//! `M = L mod 16` is not zero, a partial block `P_n` of `M` bytes:
//!
//! - without a tweak (`None`): plain ECB, every block `E(P_i)` with the unmodified key;
//! - with a tweak `T` (`Some(T)`): block `i` uses the tweak `T + i mod 2^128`;
//! - when `M != 0` (ciphertext stealing, `L >= 16`): `C_{n-1} = E_{n-1}(P_{n-1})`,
//!   `C_n = E_n(P_n || last 16 - M bytes of C_{n-1})`, and the output is
//!   `C_0 .. C_{n-2}`, the first `M` bytes of `C_{n-1}`, then `C_n`. The output is exactly as
//!   long as the input.
//! - `L = 0` gives empty output; `0 < L < 16` is [`Error::InputTooShort`].
//!
//! With `T = 0` a single block is plain AES, so the FIPS 197 known answers apply.
//!
//! # Streaming
//!
//! Because the tweak of a block is its index added to `T`, a long message can be processed in
//! pieces: for `a` a multiple of 16 bytes and `b` empty or at least 16 bytes long,
//! `encrypt(Some(t), a || b) == encrypt(Some(t), a) || encrypt(Some(t + a.len() / 16), b)`,
//! and the same holds for `None` (where the tweak argument plays no role) and for
//! [`Taes::decrypt`]. Only the last piece may have a partial block.
//!
//! # Example
//!
//! ```
//! use hw_taes::{Error, Taes};
//!
//! # fn main() -> Result<(), Error> {
//! let taes = Taes::new(&[0x2b; 32])?;            // AES-256; Err(UnsupportedCpu) without AES-NI
//! assert_eq!(taes.bits(), 256);
//!
//! let mut buf = *b"forty bytes of secret sector data here..";
//! let tweak = u128::from_be_bytes([7; 16]);
//! taes.encrypt(Some(tweak), &mut buf)?;          // same length: ciphertext stealing
//! taes.decrypt(Some(tweak), &mut buf)?;
//! assert_eq!(&buf, b"forty bytes of secret sector data here..");
//!
//! // With tweak zero, one block is plain AES (FIPS 197 Appendix C.1).
//! let aes128 = Taes::new(&core::array::from_fn::<u8, 16, _>(|i| i as u8))?;
//! let mut block: [u8; 16] = core::array::from_fn(|i| i as u8 * 0x11);
//! aes128.encrypt(Some(0), &mut block)?;
//! assert_eq!(block[..4], [0x69, 0xc4, 0xe0, 0xd8]);
//!
//! assert!(matches!(aes128.encrypt(None, &mut [0u8; 15]), Err(Error::InputTooShort { len: 15 })));
//! # Ok(())
//! # }
//! ```
//!
//! # Hardware
//!
//! Every AES round is a CPU instruction: AES-NI (8 blocks in flight) or VAES on ymm or zmm
//! registers (16 blocks in flight, each 128-bit lane of the round-key operand holding its own
//! block's tweaked key) on x86_64, the ARMv8 AES instructions (8 blocks) on aarch64. There is
//! no software fallback: on a CPU without them, [`Taes::new`] returns
//! [`Error::UnsupportedCpu`] before it reads the key. The round keys are wiped when the
//! [`Taes`] is dropped. See `docs/user/taes.md` for the design.
#![no_std]
#![deny(unsafe_code)]
#![cfg_attr(docsrs, feature(doc_cfg))]

use core::fmt;

mod schedule;

mod arch;

use arch::Kernels;
use hw_cpu::{with_tier, Selected};
use schedule::{rounds_for, Schedule};

/// Picks the key expansion instance for the round count (Nk = Nr - 6).
fn expand_schedule<K: Kernels>(k: K, key: &[u8], nr: usize, out: &mut Schedule) {
    match nr {
        10 => k.expand::<4, 10>(key, out),
        12 => k.expand::<6, 12>(key, out),
        _ => k.expand::<8, 14>(key, out),
    }
}

/// Picks the kernel instance for the round count and mode: the loops are unrolled per `NR`
/// and the tweak code is absent from plain ECB.
fn run_blocks<K: Kernels>(
    k: K,
    s: &Schedule,
    nr: usize,
    tweak: Option<u128>,
    dec: bool,
    blocks: &mut [[u8; 16]],
) {
    match nr {
        10 => run_mode::<K, 10>(k, s, tweak, dec, blocks),
        12 => run_mode::<K, 12>(k, s, tweak, dec, blocks),
        _ => run_mode::<K, 14>(k, s, tweak, dec, blocks),
    }
}

fn run_mode<K: Kernels, const NR: usize>(
    k: K,
    s: &Schedule,
    tweak: Option<u128>,
    dec: bool,
    blocks: &mut [[u8; 16]],
) {
    match (tweak, dec) {
        (Some(t), false) => k.crypt::<NR, true, false>(s, t, blocks),
        (Some(t), true) => k.crypt::<NR, true, true>(s, t, blocks),
        (None, false) => k.crypt::<NR, false, false>(s, 0, blocks),
        (None, true) => k.crypt::<NR, false, true>(s, 0, blocks),
    }
}

pub use hw_cpu::Tier;

/// What went wrong; each message says what to do about it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum Error {
    /// The CPU lacks the AES instructions (AES-NI on x86_64, the ARMv8 AES extension on
    /// aarch64). Raised before the key is read; there is no software fallback.
    UnsupportedCpu(hw_cpu::Unsupported),
    /// The key is not 16, 24 or 32 bytes long.
    InvalidKeyLength {
        /// The length that was given.
        len: usize,
    },
    /// The input is 1 to 15 bytes long: ciphertext stealing needs at least one full block.
    InputTooShort {
        /// The length that was given.
        len: usize,
    },
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::UnsupportedCpu(u) => write!(f, "T-AES needs hardware AES: {u}"),
            Error::InvalidKeyLength { len } => write!(
                f,
                "T-AES key is {len} bytes; it must be 16, 24 or 32 bytes \
                 (AES-128, AES-192, AES-256)"
            ),
            Error::InputTooShort { len } => write!(
                f,
                "T-AES input is {len} bytes; it must be empty or at least 16 bytes \
                 (ciphertext stealing needs one full block; pad short messages)"
            ),
        }
    }
}

impl core::error::Error for Error {}

impl From<hw_cpu::Unsupported> for Error {
    fn from(u: hw_cpu::Unsupported) -> Self {
        Error::UnsupportedCpu(u)
    }
}

/// A T-AES key (AES-128, AES-192 or AES-256), expanded for the CPU's AES instructions.
///
/// Holds the encryption and decryption round keys (wiped on drop). `Send + Sync`; cloning
/// would duplicate key material and is not offered.
pub struct Taes {
    schedule: Schedule,
    rounds: usize,
    kernel: Selected,
}

impl fmt::Debug for Taes {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Taes")
            .field("bits", &self.bits())
            .field("tier", &self.tier())
            .finish_non_exhaustive()
    }
}

impl Taes {
    hw_cpu::tier_constructors! {
        // The schedule (both directions, 480 bytes) is twice the others'.
        wipe = 1024;
        /// Expands `key`: 16, 24 or 32 bytes select AES-128, AES-192 or AES-256 (FIPS 197 §5.2).
        ///
        /// Fails with [`Error::UnsupportedCpu`] before reading the key when the CPU lacks the AES
        /// instructions, and with [`Error::InvalidKeyLength`] for any other key length.
        ///
        /// ```
        /// use hw_taes::{Error, Taes};
        ///
        /// let t = Taes::new(&[0u8; 24])?;
        /// assert_eq!(t.bits(), 192);
        /// println!("running on {}", t.tier());
        /// assert_eq!(Taes::new(&[0u8; 20]).unwrap_err(), Error::InvalidKeyLength { len: 20 });
        /// # Ok::<(), Error>(())
        /// ```
        pub fn new(key: &[u8]) -> Result<Self, Error>
    }

    fn with_kernel(key: &[u8], kernel: Selected) -> Result<Self, Error> {
        let rounds = rounds_for(key.len()).ok_or(Error::InvalidKeyLength { len: key.len() })?;
        let mut taes = Taes {
            schedule: Schedule::zeroed(),
            rounds,
            kernel,
        };
        with_tier!(kernel, |t| expand_schedule(
            t,
            key,
            rounds,
            &mut taes.schedule
        ));
        // The expansion kernels' frames, which hold round keys; the constructor
        // (`tier_constructors!`) wipes this frame, with its copy of the schedule, after.
        hw_cpu::wipe_after_kernel!(kernel, 512);
        Ok(taes)
    }

    /// The key size in bits: 128, 192 or 256.
    pub fn bits(&self) -> u32 {
        // Nr = Nk + 6 and Nk is the key length in 32-bit words (FIPS 197 §5).
        (self.rounds as u32 - 6) * 32
    }

    /// The hardware tier the kernels run on.
    pub fn tier(&self) -> Tier {
        self.kernel.tier()
    }

    /// Encrypts `buf` in place.
    ///
    /// `tweak` `None` is plain ECB; `Some(t)` gives block `i` the tweak `t + i mod 2^128`
    /// (`t` is the 16 tweak bytes read big-endian, `u128::from_be_bytes`). A length that is not
    /// a multiple of 16 uses ciphertext stealing, so the output is as long as the input. An
    /// empty buffer is fine; 1 to 15 bytes is [`Error::InputTooShort`] and leaves `buf`
    /// untouched. See the crate documentation for the streaming property.
    ///
    /// ```
    /// # fn main() -> Result<(), hw_taes::Error> {
    /// let t = hw_taes::Taes::new(&[9u8; 16])?;
    /// let tweak = 1000u128;
    /// // 5 blocks and 3 bytes in one call ...
    /// let mut whole = [0x61u8; 83];
    /// t.encrypt(Some(tweak), &mut whole)?;
    /// // ... equal 2 blocks, then the rest with the tweak advanced by 2.
    /// let (mut a, mut b) = ([0x61u8; 32], [0x61u8; 51]);
    /// t.encrypt(Some(tweak), &mut a)?;
    /// t.encrypt(Some(tweak + 2), &mut b)?;
    /// assert_eq!(whole[..32], a);
    /// assert_eq!(whole[32..], b);
    /// # Ok(())
    /// # }
    /// ```
    pub fn encrypt(&self, tweak: Option<u128>, buf: &mut [u8]) -> Result<(), Error> {
        self.process(tweak, buf, false)
    }

    /// Decrypts `buf` in place: the inverse of [`Taes::encrypt`] with the same `tweak`.
    pub fn decrypt(&self, tweak: Option<u128>, buf: &mut [u8]) -> Result<(), Error> {
        self.process(tweak, buf, true)
    }

    /// Whole blocks `first..` of the message, with the tweak advanced by `first`.
    fn blocks(&self, tweak: Option<u128>, first: usize, dec: bool, blocks: &mut [[u8; 16]]) {
        if blocks.is_empty() {
            return;
        }
        let tweak = tweak.map(|t| t.wrapping_add(first as u128));
        let (s, nr) = (&self.schedule, self.rounds);
        with_tier!(self.kernel, |t| run_blocks(t, s, nr, tweak, dec, blocks));
    }

    fn process(&self, tweak: Option<u128>, buf: &mut [u8], dec: bool) -> Result<(), Error> {
        let len = buf.len();
        if len == 0 {
            return Ok(());
        }
        if len < 16 {
            return Err(Error::InputTooShort { len });
        }
        let n = len / 16;
        let m = len % 16;
        if m == 0 {
            let (blocks, _) = buf.as_chunks_mut::<16>();
            self.blocks(tweak, 0, dec, blocks);
            return Ok(());
        }
        // Ciphertext stealing: blocks 0..n-1 as usual, then the last full block n-1 and the
        // final block n (the M bytes of P_n followed by 16 - M stolen bytes).
        let (head, tail) = buf.split_at_mut(16 * (n - 1));
        let (head_blocks, _) = head.as_chunks_mut::<16>();
        self.blocks(tweak, 0, dec, head_blocks);
        // tail = the 16 bytes of block n-1, then M bytes.
        let mut last = [[0u8; 16]; 1];
        let mut prev = [[0u8; 16]; 1];
        if !dec {
            // C_{n-1} = E_{n-1}(P_{n-1})
            prev[0].copy_from_slice(&tail[..16]);
            self.blocks(tweak, n - 1, dec, &mut prev);
            // C_n = E_n(P_n || C_{n-1}[M..])
            last[0][..m].copy_from_slice(&tail[16..]);
            last[0][m..].copy_from_slice(&prev[0][m..]);
            self.blocks(tweak, n, dec, &mut last);
            // Output: C_{n-1}[..M], then C_n.
            tail[..m].copy_from_slice(&prev[0][..m]);
            tail[m..].copy_from_slice(&last[0]);
        } else {
            // The stored layout is C_{n-1}[..M] || C_n. D_n(C_n) = P_n || C_{n-1}[M..].
            last[0].copy_from_slice(&tail[m..]);
            self.blocks(tweak, n, dec, &mut last);
            prev[0][..m].copy_from_slice(&tail[..m]);
            prev[0][m..].copy_from_slice(&last[0][m..]);
            // P_{n-1} = D_{n-1}(C_{n-1})
            self.blocks(tweak, n - 1, dec, &mut prev);
            tail[..16].copy_from_slice(&prev[0]);
            tail[16..].copy_from_slice(&last[0][..m]);
        }
        // The temporaries hold plaintext.
        hw_cpu::wipe_blocks(&mut last);
        hw_cpu::wipe_blocks(&mut prev);
        Ok(())
    }
}

hw_cpu::assert_key_type!(Taes);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rounds_and_bits() {
        assert_eq!(rounds_for(16), Some(10));
        assert_eq!(rounds_for(24), Some(12));
        assert_eq!(rounds_for(32), Some(14));
        assert_eq!(rounds_for(20), None);
    }
}
