//! T-AES's kernels: one file per tier (`hw_cpu::tier_modules!`) implementing [`Kernels`],
//! with the crate's only `unsafe` code, the call-ins, each justified by its token.
#![allow(
    unsafe_code,
    reason = "the call-ins of the `#[target_feature]` kernels"
)]

use crate::schedule::Schedule;

/// `step` (one round on a register) and `rounds` (T-AES of `N` registers, round-major) of an
/// x86_64 tier, for its register type `$v`, its features `$f` and its XOR and AES intrinsics.
///
/// `rounds` is T-AES encryption (`DEC = false`) or equivalent-inverse decryption (`DEC = true`)
/// of `N` independent registers; `k` are the round keys of the direction (each broadcast to
/// every lane). With `TWEAKED`, round m = Nr/2 takes the blocks' own middle keys from `tk`,
/// called right there so they are not live across the first rounds (already InvMixColumns'ed
/// for decryption).
#[cfg(target_arch = "x86_64")]
macro_rules! x86_rounds {
    ($v:ty, $f:literal, $xor:ident, $enc:ident, $dec:ident, $enclast:ident, $declast:ident $(,)?) => {
        /// One cipher round on every register: `AESENC` (or `AESDEC` for decryption) with `key`.
        #[inline]
        #[target_feature(enable = $f)]
        fn step<const DEC: bool>(x: $v, key: $v) -> $v {
            if DEC {
                $dec(x, key)
            } else {
                $enc(x, key)
            }
        }

        /// See `x86_rounds!` in `arch/mod.rs`.
        #[inline]
        #[target_feature(enable = $f)]
        fn rounds<const N: usize, const NR: usize, const TWEAKED: bool, const DEC: bool>(
            k: &[$v; 15],
            tk: &mut impl FnMut() -> [$v; N],
            mut b: [$v; N],
        ) -> [$v; N] {
            let m = NR / 2;
            for x in b.iter_mut() {
                *x = $xor(*x, k[0]); // AddRoundKey(K_0), or K_Nr for decryption
            }
            #[allow(clippy::needless_range_loop, reason = "plain index loops unroll fully")]
            for r in 1..m {
                for x in b.iter_mut() {
                    *x = step::<DEC>(*x, k[r]);
                }
            }
            let mid = if TWEAKED { tk() } else { [k[m]; N] };
            for (x, key) in b.iter_mut().zip(mid) {
                *x = step::<DEC>(*x, key); // round m: K_m + T + j
            }
            #[allow(clippy::needless_range_loop, reason = "plain index loops unroll fully")]
            for r in m + 1..NR {
                for x in b.iter_mut() {
                    *x = step::<DEC>(*x, k[r]);
                }
            }
            for x in b.iter_mut() {
                *x = if DEC {
                    $declast(*x, k[NR])
                } else {
                    $enclast(*x, k[NR])
                };
            }
            b
        }
    };
}
#[cfg(target_arch = "x86_64")]
use x86_rounds;

hw_cpu::tier_modules!();

/// The T-AES operations of one tier, reached through [`hw_cpu::with_tier!`].
pub(crate) trait Kernels: hw_cpu::Token {
    /// Expands a key of `4 * NK` bytes into `out` for `NR` rounds.
    fn expand<const NK: usize, const NR: usize>(self, key: &[u8], out: &mut Schedule);

    /// T-AES on whole blocks in place with `NR` rounds. Block `j` uses the tweak `tweak + j`;
    /// without `TWEAKED` the tweak is ignored (plain ECB).
    fn crypt<const NR: usize, const TWEAKED: bool, const DEC: bool>(
        self,
        s: &Schedule,
        tweak: u128,
        blocks: &mut [[u8; 16]],
    );
}

/// A baseline tier's `crypt` and implementation (`aesni_clmul`, `aes_pmull`), in the tier's
/// file, on 128-bit registers `$v` with the features `$f`: T-AES over whole blocks in place,
/// eight at a time (block `j` with tweak `tweak + j`), on the file's `load`, `store`, `rounds`
/// and `next_key`; key expansion on the file's `expand_key`.
macro_rules! base_tier_kernels {
    ($token:ty, $v:ty, $f:literal) => {
        /// T-AES over whole blocks in place, eight at a time; block `j` uses tweak `tweak + j`.
        #[target_feature(enable = $f)]
        pub(super) fn crypt<const NR: usize, const TWEAKED: bool, const DEC: bool>(
            _cpu: $token,
            s: &Schedule,
            tweak: u128,
            blocks: &mut [[u8; 16]],
        ) {
            let keys = if DEC { &s.dec } else { &s.enc };
            let k: [$v; 15] = core::array::from_fn(|i| load(&keys[i]));
            // K_m + T: incremented once per block below.
            let mut t = if TWEAKED {
                tweaked(&s.enc[NR / 2], tweak)
            } else {
                0
            };
            // Called by `rounds` at round m, once per block in order (never without `TWEAKED`).
            let (batches, rest) = blocks.as_chunks_mut::<8>();
            for batch in batches {
                let b = rounds::<8, NR, TWEAKED, DEC>(
                    &k,
                    &mut || core::array::from_fn(|_| next_key::<DEC>(&mut t)),
                    batch.each_ref().map(load),
                );
                for (blk, x) in batch.iter_mut().zip(b) {
                    store(blk, x);
                }
            }
            for blk in rest {
                let tk = &mut || [next_key::<DEC>(&mut t)];
                let [x] = rounds::<1, NR, TWEAKED, DEC>(&k, tk, [load(blk)]);
                store(blk, x);
            }
        }

        impl crate::arch::Kernels for $token {
            #[inline]
            fn expand<const NK: usize, const NR: usize>(self, key: &[u8], out: &mut Schedule) {
                self.entered();
                // SAFETY: cpu: the token proves the features of this file's kernels; mem: safe
                // references only.
                unsafe { expand_key::<NK, NR>(self, key, out) }
            }

            super::super::crypt_method!();
        }
    };
}
use base_tier_kernels;

/// [`Kernels::crypt`] on the `crypt` in scope, counted as this tier, called with the token or,
/// with `$base`, with the narrower token `self.$base()`.
macro_rules! crypt_method {
    ($($base:ident)?) => {
        #[inline]
        fn crypt<const NR: usize, const TWEAKED: bool, const DEC: bool>(
            self,
            s: &Schedule,
            tweak: u128,
            blocks: &mut [[u8; 16]],
        ) {
            self.entered();
            // SAFETY: cpu: the token proves the features of the `crypt` in scope (with a
            // `$base`, it implies the narrower token's); mem: safe references only.
            unsafe { crypt::<NR, TWEAKED, DEC>(self$(.$base())?, s, tweak, blocks) }
        }
    };
}
use crypt_method;

/// The implementation of a tier above its architecture's baseline, in the tier's file: key
/// expansion (serial and short) on the baseline's kernel through `self.$narrow()`, counted as
/// the baseline; T-AES on the `crypt` in scope, counted as this tier, called with the token or,
/// with `as $base`, with the narrower token `self.$base()` (a tier that runs the narrower
/// tier's code).
macro_rules! upper_tier_kernels {
    ($token:ty, $narrow:ident $(as $base:ident)?) => {
        impl crate::arch::Kernels for $token {
            #[inline]
            fn expand<const NK: usize, const NR: usize>(self, key: &[u8], out: &mut Schedule) {
                crate::arch::Kernels::expand::<NK, NR>(self.$narrow(), key, out);
            }

            super::super::crypt_method!($($base)?);
        }
    };
}
use upper_tier_kernels;
