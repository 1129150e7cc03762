//! AES-256-GCM-SIV on ARMv8 AES and PMULL.
//!
//! Follows `x86_64/aesni_clmul.rs` (same derivation, counter and composition); differences:
//! the AES rounds are `AESE`+`AESMC` pairs (hw-aes256's aarch64 kernel, whose round-key
//! alignment differs from AES-NI's by one `EOR`), POLYVAL is hw-polyval's PMULL kernel, and the
//! counter's first word is incremented with `ADD` on a `uint32x4_t` lane (little-endian, as the
//! counter block's first four bytes read on aarch64). Opening's loop is hw-gcm's stitched
//! `asm!` loop, whose text hw-polyval holds (see `open_groups_fn!`).

#![allow(
    clippy::missing_safety_doc,
    reason = "the tier token argument is the safety proof"
)]

use crate::{MessageKeys, OpenState};
use core::arch::aarch64::*;
pub(super) use hw_aes256::kernel::aes_pmull::{self as aes, Keys};
use hw_aes256::RoundKeys;
use hw_cpu::{AesPmull, Token as _};
pub(super) use hw_polyval::kernel::aes_pmull as pmull;

// Safety contract of every `#[target_feature]` function here: the caller must run on a CPU
// with the features named in its attribute. Each takes the tier token by value, and holding
// the token is the proof (see `hw-cpu`).

/// RFC 8452 §4 for a 256-bit key-generating key (see `x86_64/aesni_clmul::derive`).
#[target_feature(enable = "aes")]
pub fn derive(
    cpu: AesPmull,
    kgk: &RoundKeys,
    nonce: &[u8; 12],
    auth: &mut [u8; 16],
    enc: &mut RoundKeys,
) {
    let mut nb = [0u8; 16];
    nb[4..].copy_from_slice(nonce);
    let n = vreinterpretq_u32_u8(aes::load(&nb));
    let blocks =
        core::array::from_fn::<_, 6, _>(|i| vreinterpretq_u8_u32(vsetq_lane_u32::<0>(i as u32, n)));
    let b = aes::encrypt_n(cpu, &Keys::load(cpu, kgk), blocks);
    let lo = |x: uint8x16_t, y: uint8x16_t| {
        vreinterpretq_u8_u64(vzip1q_u64(vreinterpretq_u64_u8(x), vreinterpretq_u64_u8(y)))
    };
    aes::store(auth, lo(b[0], b[1]));
    let mut key = [[0u8; 16]; 2];
    aes::store(&mut key[0], lo(b[2], b[3]));
    aes::store(&mut key[1], lo(b[4], b[5]));
    let (whole, _) = key.as_flattened().as_chunks::<32>();
    aes::expand_key(cpu, &whole[0], enc);
    hw_cpu::wipe_array(&mut key);
}

/// Encrypts one block under `rk`.
#[target_feature(enable = "aes")]
pub fn encrypt_block(cpu: AesPmull, rk: &RoundKeys, block: &mut [u8; 16]) {
    let [v] = aes::encrypt_n(cpu, &Keys::load(cpu, rk), [aes::load(block)]);
    aes::store(block, v);
}

/// GCM-SIV counter mode, 8 blocks per iteration; a tail of 1-7 blocks is one group of 1, 2, 4
/// or 8.
#[target_feature(enable = "aes")]
pub fn ctr(cpu: AesPmull, rk: &RoundKeys, counter: &[u8; 16], data: &mut [u8]) {
    let k = Keys::load(cpu, rk);
    let one = vsetq_lane_u32::<0>(1, vdupq_n_u32(0));
    let mut c = vreinterpretq_u32_u8(aes::load(counter));
    let mut next8 = || {
        core::array::from_fn::<_, 8, _>(|_| {
            let v = vreinterpretq_u8_u32(c);
            c = vaddq_u32(c, one);
            v
        })
    };
    let mut chunks = data.chunks_exact_mut(128);
    for chunk in &mut chunks {
        let ks = aes::encrypt_n(cpu, &k, next8());
        for (blk, s) in chunk.chunks_exact_mut(16).zip(ks) {
            aes::xor_block(blk, s);
        }
    }
    // The tail: as many blocks in flight as it has, rounded up to 1, 2, 4 or 8.
    let rest = chunks.into_remainder();
    match rest.len().div_ceil(16) {
        0 => {}
        1 => tail::<1>(cpu, &k, c, rest),
        2 => tail::<2>(cpu, &k, c, rest),
        3 | 4 => tail::<4>(cpu, &k, c, rest),
        _ => tail::<8>(cpu, &k, c, rest),
    }
}

/// Counter mode over `rest` (at most `N` blocks) from counter block `c`, `N` blocks at once.
#[inline]
#[target_feature(enable = "aes")]
fn tail<const N: usize>(cpu: AesPmull, k: &Keys, c: uint32x4_t, rest: &mut [u8]) {
    let ctrs = core::array::from_fn(|i| {
        vreinterpretq_u8_u32(vaddq_u32(c, vsetq_lane_u32::<0>(i as u32, vdupq_n_u32(0))))
    });
    let ks = aes::encrypt_n::<N>(cpu, k, ctrs);
    for (blk, s) in rest.chunks_mut(16).zip(ks) {
        aes::xor_block(blk, s);
    }
}

/// Defines an `open_groups` (see `x86_64/aesni_clmul::open_groups`) with the tier's features
/// and loop flavour: the first 128-byte group decrypted on the intrinsics kernels, the rest on
/// hw-polyval's stitched loop text (`__neon_ctr_polyval_loop!`, hw-gcm's aarch64 loop, which
/// hashes each previous group's output while the next group's rounds run: GCM's sealing,
/// here with POLYVAL's blocks (`EXT`, no byte reversal) and the counter in the first word), and
/// the last group's plaintext, kept in registers, absorbed after it. What POLYVAL covers is
/// what was decrypted, never read back from the caller's buffer.
macro_rules! open_groups_fn {
    ($(#[$attr:meta])* $name:ident($token:ty, $base:expr), $x:ident, $table:ident) => {
        $(#[$attr])*
        pub fn $name(cpu: $token, mk: &MessageKeys, st: &mut OpenState, data: &mut [u8]) -> usize {
            let base: AesPmull = $base(cpu);
            let (groups, _) = data.as_chunks_mut::<128>();
            let Some((first, rest)) = groups.split_first_mut() else {
                // The general path also takes short messages on this tier: no keys to load.
                return 0;
            };
            let groups = 1 + rest.len();
            let k = Keys::load(base, &mk.enc);
            let h: [uint64x2_t; 8] = core::array::from_fn(|i| pmull::load(&mk.powers[i]));
            let one = vsetq_lane_u32::<0>(1, vdupq_n_u32(0));
            let mut c = vreinterpretq_u32_u8(aes::load(&st.counter));
            let ctrs = core::array::from_fn::<_, 8, _>(|_| {
                let v = vreinterpretq_u8_u32(c);
                c = vaddq_u32(c, one);
                v
            });
            let ks = aes::encrypt_n(base, &k, ctrs);
            let (blocks, _) = first.as_chunks_mut::<16>();
            let [mut p0, mut p1, mut p2, mut p3, mut p4, mut p5, mut p6, mut p7]: [uint8x16_t; 8] =
                core::array::from_fn(|j| {
                    let v = veorq_u8(aes::load(&blocks[j]), ks[j]);
                    aes::store(&mut blocks[j], v);
                    v
                });
            let rest = rest.as_flattened_mut();
            let n = rest.len() / 128;
            let p = rest.as_mut_ptr();
            let mut tab = pmull::$table(&h);
            let mut sum = pmull::load(&st.acc);
            // SAFETY: mem: `rest` has `128 * n` bytes from `p`; the loop runs `n` times (none
            // when `n` is 0) and moves `src` and `dst` (both `p`) by 128 bytes a time, each
            // iteration reading its 128 bytes before it writes them; reads at `{rk}` stay inside
            // the 240 bytes of round keys and at `{tab}` inside the table. cpu: this function's
            // features (the tier's token proves them for its callers). Every register written is
            // declared; no stack use.
            unsafe {
                core::arch::asm!(
                    hw_polyval::__neon_ctr_polyval_loop!(
                        prep: ext,
                        counter: plain,
                        dir: seal,
                        x: $x
                    ),
                    rk = in(reg) mk.enc.get().as_ptr(),
                    tab = in(reg) tab.as_ptr(),
                    src = inout(reg) p.cast_const() => _,
                    dst = inout(reg) p => _,
                    n = inout(reg) n => _,
                    out("x9") _, out("x10") _, out("x11") _,
                    out("v0") _, out("v1") _, out("v2") _, out("v3") _,
                    out("v4") _, out("v5") _, out("v6") _, out("v7") _,
                    inout("v8") p0, inout("v9") p1, inout("v10") p2, inout("v11") p3,
                    inout("v12") p4, inout("v13") p5, inout("v14") p6, inout("v15") p7,
                    out("v16") _, out("v17") _, out("v18") _,
                    inout("v19") sum,
                    out("v20") _, out("v21") _, out("v22") _, out("v23") _, out("v24") _,
                    inout("v25") vreinterpretq_u8_u32(c) => _,
                    in("v26") one,
                    out("v27") _,
                    out("v28") _, out("v29") _, out("v30") _, out("v31") _,
                    options(nostack),
                );
            }
            let last = [p0, p1, p2, p3, p4, p5, p6, p7];
            let s = pmull::aggregate(base, &h, sum, last.into_iter().map(|v| {
                vreinterpretq_u64_u8(v)
            }));
            hw_cpu::wipe_blocks(&mut tab);
            pmull::store(&mut st.acc, s);
            groups * 128
        }
    };
}

open_groups_fn!(
    /// `open_groups_fn!` on the `aes_pmull` tier (its `EOR` loop).
    #[target_feature(enable = "neon,aes")]
    open_groups(AesPmull, core::convert::identity),
    eor,
    karatsuba_table
);

/// The implementation of an aarch64 tier on this file's kernels: `AesPmull`'s, and, with
/// `as aes_pmull`, a wider tier's that runs them with the narrower token its own implies
/// (counted as the wider tier).
macro_rules! aarch64_kernels {
    ($token:ty $(as $base:ident)?) => {
        const _: () = {
        use $crate::arch::aarch64::aes_pmull as k;
        use hw_aes256::RoundKeys;
        impl $crate::arch::Kernels for $token {
            #[inline]
            fn expand(self, key: &[u8; 32], out: &mut RoundKeys) {
                // SAFETY: cpu: the token proves (with `as`, implies) aes (and NEON).
                unsafe { k::aes::expand_key(self$(.$base())?, key, out) }
            }

            #[inline]
            fn derive(self, kgk: &RoundKeys, nonce: &[u8; 12], auth: &mut [u8; 16], enc: &mut RoundKeys) {
                // SAFETY: cpu: the token proves (with `as`, implies) aes (and NEON).
                unsafe { k::derive(self$(.$base())?, kgk, nonce, auth, enc) }
            }

            #[inline]
            fn powers(self, h: &[u8; 16], out: &mut hw_polyval::Powers, n: usize) {
                // SAFETY: cpu: the token proves (with `as`, implies) aes and pmull (and NEON).
                unsafe { k::pmull::powers_upto(self$(.$base())?, h, n.clamp(2, 8), out) }
            }

            #[inline]
            fn absorb(self, powers: &hw_polyval::Powers, acc: &mut [u8; 16], blocks: &[[u8; 16]]) {
                if blocks.is_empty() {
                    return;
                }
                // SAFETY: cpu: the token proves (with `as`, implies) aes and pmull (and NEON).
                unsafe { k::pmull::update::<false>(self$(.$base())?, powers, acc, blocks) }
            }

            #[inline]
            fn encrypt_block(self, rk: &RoundKeys, block: &mut [u8; 16]) {
                // SAFETY: cpu: the token proves (with `as`, implies) aes (and NEON).
                unsafe { k::encrypt_block(self$(.$base())?, rk, block) }
            }

            #[inline]
            fn ctr(self, rk: &RoundKeys, counter: &[u8; 16], data: &mut [u8]) {
                self.entered();
                // SAFETY: cpu: the token proves (with `as`, implies) aes (and NEON).
                unsafe { k::ctr(self$(.$base())?, rk, counter, data) }
            }

            #[inline]
            fn open_groups(
                self,
                mk: &$crate::MessageKeys,
                st: &mut $crate::OpenState,
                data: &mut [u8],
            ) -> usize {
                // SAFETY: cpu: the token proves the features of the tier file's `open_groups`.
                unsafe { open_groups(self, mk, st, data) }
            }
        }
        };
    };
}
pub(super) use aarch64_kernels;

aarch64_kernels!(AesPmull);
