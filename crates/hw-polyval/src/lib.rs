//! POLYVAL (RFC 8452) and GHASH (NIST SP 800-38D) that run only on carry-less multiply
//! instructions.
//!
//! Both universal hashes run on one kernel: GHASH is computed as POLYVAL through the mapping of
//! RFC 8452 Appendix A (byte-reversed blocks, key multiplied by x). Blocks are absorbed eight at
//! a time against precomputed key powers `H^1..H^8` with a single reduction per eight blocks
//! (sixteen, with `H^9..H^16` derived per call, on the VPCLMULQDQ tiers `vaes_avx2` and
//! `vaes_avx512`). There is no software implementation: on a CPU without PCLMULQDQ,
//! construction returns [`UnsupportedCpu`]. The key powers are wiped on drop, and the stack the
//! kernels used after key setup and every update.
//!
//! ```
//! use hw_polyval::Polyval;
//!
//! # fn main() -> Result<(), hw_polyval::UnsupportedCpu> {
//! // RFC 8452 Appendix A.
//! let h = hex16("25629347589242761d31f826ba4b757b");
//! let mut p = Polyval::new(&h)?;
//! p.update(&[hex16("4f4f95668c83dfb6401762bb2d01a262"), hex16("d1a24ddd2721d006bbe45f20d3c9f362")]);
//! assert_eq!(p.finalize(), hex16("f7a3b47b846119fae5b7866cf5e5b77e"));
//! # Ok(())
//! # }
//! # fn hex16(s: &str) -> [u8; 16] {
//! #     core::array::from_fn(|i| u8::from_str_radix(&s[2 * i..2 * i + 2], 16).unwrap())
//! # }
//! ```
#![no_std]
#![cfg_attr(docsrs, feature(doc_cfg))]

use core::fmt;

mod arch;

use arch::Kernels;
use hw_cpu::{with_tier, Selected};

pub use hw_cpu::{Tier, Unsupported as UnsupportedCpu};

hw_cpu::kernel_module! {
    //! Kernel-level access for the other `hw-crypto` crates (stitched GCM loops interleave the
    //! multiplies with AES rounds). Not a stable API.
    pub use crate::ghash_key_to_polyval;
}

/// The eight powers `H^8, H^7, ..., H^1` of a POLYVAL key as the kernels take them (`H^k` at
/// index `8 - k`): the contents of a [`KeyPowers`].
pub type Powers = [[u8; 16]; 8];

/// The powers `H^8, H^7, ..., H^1` of a POLYVAL key (in the `dot` sense of RFC 8452 §3), in
/// descending order, 128 bytes.
///
/// Wiped on drop, and not `Clone` (a clone would be a second copy of key-equivalent state).
/// [`KeyPowers::get`] and [`KeyPowers::get_mut`] serve the kernels of the other `hw-crypto`
/// crates; they are hidden from the documentation and outside the semver promise (Rust has no
/// visibility for a workspace's crates only), and no public API hands out the `KeyPowers` of a
/// key that the caller did not prepare itself.
#[repr(C, align(16))]
pub struct KeyPowers {
    powers: Powers,
}

impl KeyPowers {
    /// Powers a kernel computed in registers (`H^(8-i)` at index `i`), for the kernels of the
    /// other `hw-crypto` crates that return a key state by value.
    #[doc(hidden)]
    #[inline(always)]
    pub const fn from_powers(powers: Powers) -> Self {
        KeyPowers { powers }
    }

    /// All-zero powers, to be filled in place by a kernel.
    pub const fn zeroed() -> Self {
        KeyPowers {
            powers: [[0; 16]; 8],
        }
    }

    /// `H^(8-i)` at index `i` (for the kernels).
    #[doc(hidden)]
    pub fn get(&self) -> &Powers {
        &self.powers
    }

    /// Mutable access for in-place initialization by a kernel.
    #[doc(hidden)]
    pub fn get_mut(&mut self) -> &mut Powers {
        &mut self.powers
    }
}

impl Drop for KeyPowers {
    fn drop(&mut self) {
        hw_cpu::wipe_key_array(&mut self.powers);
    }
}

impl fmt::Debug for KeyPowers {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("KeyPowers([redacted])")
    }
}

/// Converts a GHASH key `H` into the POLYVAL key `mulX_POLYVAL(ByteReverse(H))` of RFC 8452
/// Appendix A. Constant time: the conditional reduction is a mask, not a branch.
pub fn ghash_key_to_polyval(h: &[u8; 16]) -> [u8; 16] {
    // ByteReverse(H) read little-endian is H read big-endian.
    let v = u128::from_be_bytes(*h);
    // v * x mod P: shift, and if x^128 appeared, add x^127 + x^126 + x^121 + 1 (RFC 8452 §3).
    let carry = v >> 127;
    let reduce = 0u128.wrapping_sub(carry) & 0xC200_0000_0000_0000_0000_0000_0000_0001;
    ((v << 1) ^ reduce).to_le_bytes()
}

/// The tier whose kernel runs `update` for a selection.
fn runs(sel: Selected) -> Tier {
    fn of<K: Kernels>(_: K) -> Tier {
        K::RUNS
    }
    with_tier!(sel, |t| of(t))
}

/// The state shared by [`Polyval`] and [`Ghash`]: key powers and the running sum.
struct State {
    powers: KeyPowers,
    acc: [u8; 16],
    /// The tier selected at construction.
    kernel: Selected,
}

impl State {
    fn new(polyval_key: &[u8; 16], kernel: Selected) -> Self {
        let mut s = State {
            powers: KeyPowers::zeroed(),
            acc: [0; 16],
            kernel,
        };
        with_tier!(kernel, |t| t.powers(polyval_key, &mut s.powers.powers));
        wipe_stack(kernel);
        s
    }

    fn update<const GHASH: bool>(&mut self, blocks: &[[u8; 16]]) {
        self.absorb::<GHASH>(blocks);
        wipe_stack(self.kernel);
    }

    fn absorb<const GHASH: bool>(&mut self, blocks: &[[u8; 16]]) {
        with_tier!(self.kernel, |t| {
            t.update::<GHASH>(&self.powers.powers, &mut self.acc, blocks)
        });
    }

    fn update_padded<const GHASH: bool>(&mut self, data: &[u8]) {
        let (blocks, rest) = data.as_chunks::<16>();
        self.absorb::<GHASH>(blocks);
        if !rest.is_empty() {
            let mut last = [0u8; 16];
            last[..rest.len()].copy_from_slice(rest);
            self.absorb::<GHASH>(&[last]);
            hw_cpu::wipe_blocks(core::slice::from_mut(&mut last));
        }
        wipe_stack(self.kernel);
    }
}

/// Zeroes the stack that the kernels reached below their caller, so the powers of `H` they
/// spilled (every tier keeps some of `H^1..H^16` in its frame) do not stay behind. In release
/// builds `update` writes at most 512 bytes below its caller (`vaes_avx512` with a tail; 448
/// on `vaes_avx2`, 320 on `aesni_clmul`, 120 on aarch64: `tests/stack_residue.rs` with a
/// 128-byte wipe); each tier wipes with its widest stores ([`hw_cpu::wipe_after_kernel`]).
#[inline(always)]
fn wipe_stack(kernel: Selected) {
    hw_cpu::wipe_after_kernel!(kernel, 768);
}

impl Drop for State {
    fn drop(&mut self) {
        hw_cpu::wipe_blocks(core::slice::from_mut(&mut self.acc));
    }
}

macro_rules! universal_hash {
    ($(#[$doc:meta])* $name:ident, ghash = $ghash:literal, key = $key:expr) => {
        $(#[$doc])*
        pub struct $name(State);

        hw_cpu::debug_tier_only!($name);

        impl $name {
            /// Prepares the key powers for key `h`.
            ///
            /// Fails with [`UnsupportedCpu`] before reading `h` when the CPU lacks carry-less
            /// multiply.
            #[inline(always)]
            pub fn new(h: &[u8; 16]) -> Result<Self, UnsupportedCpu> {
                let kernel = hw_cpu::select(Tier::BEST)?;
                let build = || Ok(Self(State::new(&$key(h), kernel)));
                hw_cpu::built_apart!(hw_cpu::WRAPPER_WIPE, build)
            }

            /// Like `new`, but never selects a tier above `cap`.
            #[cfg(feature = "test-hooks")]
            #[doc(hidden)]
            #[inline(always)]
            pub fn new_capped(h: &[u8; 16], cap: Tier) -> Result<Self, UnsupportedCpu> {
                let kernel = hw_cpu::select(cap)?;
                let build = || Ok(Self(State::new(&$key(h), kernel)));
                hw_cpu::built_apart!(hw_cpu::WRAPPER_WIPE, build)
            }

            /// The hardware tier this instance runs on.
            pub fn tier(&self) -> Tier {
                runs(self.0.kernel)
            }

            /// Absorbs whole blocks.
            pub fn update(&mut self, blocks: &[[u8; 16]]) {
                self.0.update::<$ghash>(blocks)
            }

            /// Absorbs `data`, zero-padding its final partial block to 16 bytes (as GCM does
            /// for the AAD and the ciphertext). Only the last call before `finalize` should
            /// have a length that is not a multiple of 16.
            pub fn update_padded(&mut self, data: &[u8]) {
                self.0.update_padded::<$ghash>(data)
            }

            /// The hash value; the state (key powers and sum) is wiped when it is dropped.
            pub fn finalize(self) -> [u8; 16] {
                let acc = self.0.acc;
                if $ghash {
                    let mut out = acc;
                    out.reverse();
                    out
                } else {
                    acc
                }
            }
        }
    };
}

universal_hash!(
    /// POLYVAL of RFC 8452 §3: `S_j = dot(S_{j-1} + X_j, H)`.
    Polyval,
    ghash = false,
    key = |h: &[u8; 16]| *h
);

universal_hash!(
    /// GHASH of NIST SP 800-38D §6.4 (the hash subkey `H` is `AES_K(0^128)` in GCM), computed
    /// as POLYVAL through RFC 8452 Appendix A.
    ///
    /// ```
    /// # fn main() -> Result<(), hw_polyval::UnsupportedCpu> {
    /// // With H = 1 (as a GHASH field element: byte 0 = 0x80), GHASH of one block is the block.
    /// let mut h = [0u8; 16];
    /// h[0] = 0x80;
    /// let mut g = hw_polyval::Ghash::new(&h)?;
    /// g.update(&[[0x5a; 16]]);
    /// assert_eq!(g.finalize(), [0x5a; 16]);
    /// # Ok(())
    /// # }
    /// ```
    Ghash,
    ghash = true,
    key = ghash_key_to_polyval
);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ghash_key_mapping_is_mulx_of_reversed_key() {
        // H = 1 in GHASH's bit order is 0x80 00 .. 00; reversed it is x^127; times x is
        // x^128 = x^127 + x^126 + x^121 + 1.
        let mut h = [0u8; 16];
        h[0] = 0x80;
        let p = ghash_key_to_polyval(&h);
        assert_eq!(
            u128::from_le_bytes(p),
            0xC200_0000_0000_0000_0000_0000_0000_0001
        );
        // Without a carry it is a plain shift.
        let mut h = [0u8; 16];
        h[15] = 0x01;
        assert_eq!(u128::from_le_bytes(ghash_key_to_polyval(&h)), 2);
    }

    #[test]
    fn sizes() {
        assert_eq!(core::mem::size_of::<KeyPowers>(), 128);
    }
}
