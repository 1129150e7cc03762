//! AES-256's kernels: one file per tier (`hw_cpu::tier_modules!`) implementing [`Kernels`],
//! with the crate's only `unsafe` code, the call-ins, each justified by its token.
#![allow(
    unsafe_code,
    reason = "the call-ins of the `#[target_feature]` kernels"
)]

use crate::RoundKeys;

hw_cpu::tier_modules!();

/// The AES-256 operations of one tier. `lib.rs` reaches them through [`hw_cpu::with_tier!`];
/// on x86_64 the wide tiers run only counter mode themselves and hand everything else (single
/// blocks and chains, where wider registers gain nothing) to `aesni_clmul`.
pub(crate) trait Kernels: hw_cpu::Token {
    /// FIPS 197 §5.2 key expansion of `key` into `out`.
    fn expand_key(self, key: &[u8; 32], out: &mut RoundKeys);
    /// [`Kernels::expand_key`], plus the equivalent inverse cipher's round keys into `inverse`.
    fn expand_key_and_inverse(self, key: &[u8; 32], out: &mut RoundKeys, inverse: &mut RoundKeys);
    /// Encrypts each block in place (ECB).
    fn encrypt_blocks(self, rk: &RoundKeys, blocks: &mut [[u8; 16]]);
    /// Decrypts each block in place with inverse round keys `dk` (ECB).
    fn decrypt_blocks(self, dk: &RoundKeys, blocks: &mut [[u8; 16]]);
    /// Counter mode with a 32-bit counter that the caller has checked does not wrap.
    fn ctr32_xor(self, rk: &RoundKeys, counter: &[u8; 16], data: &mut [u8]) -> [u8; 16];
    /// Counter mode with a 128-bit counter: XORs the keystream into `data` (`XOR`) or
    /// overwrites `data` with it.
    fn ctr128<const XOR: bool>(
        self,
        rk: &RoundKeys,
        counter: &[u8; 16],
        data: &mut [u8],
    ) -> [u8; 16];
    /// SP 800-38F's W on `L` messages of the same length.
    fn kw_wrap<const L: usize>(self, rk: &RoundKeys, a: &mut [[u8; 8]; L], r: &mut [[[u8; 8]; L]]);
    /// SP 800-38F's W^-1 on `L` messages of the same length, with inverse round keys `dk`.
    fn kw_unwrap<const L: usize>(
        self,
        dk: &RoundKeys,
        a: &mut [[u8; 8]; L],
        r: &mut [[[u8; 8]; L]],
    );
}

/// [`Kernels::ctr128`] of every tier: the call-in of its file's `ctr128` (which takes the
/// counter as an integer), counted as the tier; the counter after the last block is computed
/// here, once for every tier.
macro_rules! ctr128_method {
    () => {
        #[inline]
        fn ctr128<const XOR: bool>(
            self,
            rk: &RoundKeys,
            counter: &[u8; 16],
            data: &mut [u8],
        ) -> [u8; 16] {
            self.entered();
            let c = u128::from_be_bytes(*counter);
            // SAFETY: cpu: the token of this tier proves the features its `ctr128` enables.
            unsafe { ctr128::<XOR>(self, rk, c, data) };
            c.wrapping_add(data.len().div_ceil(16) as u128)
                .to_be_bytes()
        }
    };
}
use ctr128_method;

/// The implementation of a tier above its architecture's baseline (the VAES tiers,
/// `aes_pmull_eor3`): counter mode from its own file, everything else from the baseline tier
/// that it implies (`self.$narrow()`, counted as that tier). Invoked in the tier's file, whose
/// `ctr128` it calls.
macro_rules! wide_tier_kernels {
    // An operation handed to the baseline.
    (@aesni $narrow:ident, $op:ident($($a:ident: $t:ty),*) $(-> $r:ty)?) => {
        #[inline]
        fn $op(self, $($a: $t),*) $(-> $r)? {
            self.$narrow().$op($($a),*)
        }
    };
    (@aesni_kw $narrow:ident, $op:ident) => {
        #[inline]
        fn $op<const L: usize>(self, rk: &RoundKeys, a: &mut [[u8; 8]; L], r: &mut [[[u8; 8]; L]]) {
            self.$narrow().$op(rk, a, r)
        }
    };
    // Key wrap on the baseline's kernel, or (`own_kw`) on this file's `kw_lanes` too.
    (@kw $narrow:ident) => {
        super::super::wide_tier_kernels!(@aesni_kw $narrow, kw_wrap);
        super::super::wide_tier_kernels!(@aesni_kw $narrow, kw_unwrap);
    };
    (@kw $narrow:ident, own_kw) => {
        super::super::wide_tier_kernels!(@own_kw $narrow, kw_wrap, false);
        super::super::wide_tier_kernels!(@own_kw $narrow, kw_unwrap, true);
    };
    // The file's `kw_lanes` for exactly `KW_LANES` messages, else the baseline's kernel
    // (counted as that tier).
    (@own_kw $narrow:ident, $op:ident, $dec:literal) => {
        #[inline]
        fn $op<const L: usize>(self, rk: &RoundKeys, a: &mut [[u8; 8]; L], r: &mut [[[u8; 8]; L]]) {
            match <&mut [[u8; 8]; KW_LANES]>::try_from(a.as_mut_slice()) {
                Ok(a) => {
                    self.entered();
                    let (r, _) = r.as_flattened_mut().as_chunks_mut::<KW_LANES>();
                    // SAFETY: cpu: the token proves the features of every kernel in this file.
                    unsafe { kw_lanes::<$dec>(rk, a, r) }
                }
                Err(_) => self.$narrow().$op(rk, a, r),
            }
        }
    };
    ($token:ty, $narrow:ident $(, $own:ident)?) => {
        impl crate::arch::Kernels for $token {
            super::super::wide_tier_kernels!(@aesni $narrow, expand_key(
                key: &[u8; 32],
                out: &mut RoundKeys
            ));
            super::super::wide_tier_kernels!(@aesni $narrow, expand_key_and_inverse(
                key: &[u8; 32],
                out: &mut RoundKeys,
                inverse: &mut RoundKeys
            ));
            super::super::wide_tier_kernels!(@aesni $narrow, encrypt_blocks(
                rk: &RoundKeys,
                blocks: &mut [[u8; 16]]
            ));
            super::super::wide_tier_kernels!(@aesni $narrow, decrypt_blocks(
                rk: &RoundKeys,
                blocks: &mut [[u8; 16]]
            ));
            super::super::wide_tier_kernels!(@aesni $narrow, ctr32_xor(
                rk: &RoundKeys,
                counter: &[u8; 16],
                data: &mut [u8]
            ) -> [u8; 16]);
            super::super::ctr128_method!();
            super::super::wide_tier_kernels!(@kw $narrow $(, $own)?);
        }
    };
}
use wide_tier_kernels;

/// The implementation of a tier with a kernel of its own for every operation, in the tier's
/// file, whose functions have the operations' names and take the token first.
macro_rules! own_kernels {
    // `encrypt_blocks` or `decrypt_blocks` (`rk`: the direction's round keys).
    (@blocks $op:ident) => {
        #[inline]
        fn $op(self, rk: &RoundKeys, blocks: &mut [[u8; 16]]) {
            self.entered();
            // SAFETY: cpu: the token proves the features of every kernel in this file.
            unsafe { $op(self, rk, blocks) }
        }
    };
    // `kw_wrap` or (`$dec`) `kw_unwrap` on the file's `kw` (`rk`: the direction's round keys).
    (@kw $op:ident, $dec:literal) => {
        #[inline]
        fn $op<const L: usize>(self, rk: &RoundKeys, a: &mut [[u8; 8]; L], r: &mut [[[u8; 8]; L]]) {
            self.entered();
            // SAFETY: cpu: the token proves the features of every kernel in this file.
            unsafe { kw::<L, $dec>(self, rk, a, r) }
        }
    };
    ($token:ty) => {
        impl crate::arch::Kernels for $token {
            #[inline]
            fn expand_key(self, key: &[u8; 32], out: &mut RoundKeys) {
                self.entered();
                // SAFETY: cpu: the token proves the features of every kernel in this file.
                unsafe { expand_key(self, key, out) }
            }
            #[inline]
            fn expand_key_and_inverse(
                self,
                key: &[u8; 32],
                out: &mut RoundKeys,
                inverse: &mut RoundKeys,
            ) {
                self.entered();
                // SAFETY: cpu: the token proves the features of every kernel in this file.
                unsafe { expand_key_and_inverse(self, key, out, inverse) }
            }
            super::super::own_kernels!(@blocks encrypt_blocks);
            super::super::own_kernels!(@blocks decrypt_blocks);
            #[inline]
            fn ctr32_xor(self, rk: &RoundKeys, counter: &[u8; 16], data: &mut [u8]) -> [u8; 16] {
                self.entered();
                // SAFETY: cpu: the token proves the features of every kernel in this file.
                unsafe { ctr32_xor(self, rk, counter, data) }
            }
            super::super::ctr128_method!();
            super::super::own_kernels!(@kw kw_wrap, false);
            super::super::own_kernels!(@kw kw_unwrap, true);
        }
    };
}
use own_kernels;

/// Where a run of 128-bit counter blocks starting at a block whose low 64 bits are `lo`
/// carries into its high 64 bits: block `j` of the run (`c + j`) has the high half plus one
/// iff `j >= carry_at(lo)`. Capped at 16 (no carry within 16 blocks), the most one step of
/// the counter-mode kernels makes. Branch-free: the counter is secret in CTR_DRBG.
#[cfg(target_arch = "x86_64")]
#[inline(always)]
pub(crate) fn carry_at(lo: u64) -> i64 {
    // 2^64 - lo blocks fit below the wrap; lo = 0 gives 2^64, capped like any count over 16.
    (lo.wrapping_neg().wrapping_sub(1).min(15) + 1) as i64
}
