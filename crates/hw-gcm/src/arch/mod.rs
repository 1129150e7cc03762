//! AES-256-GCM's kernels: one file per tier (`hw_cpu::tier_modules!`) implementing
//! [`Kernels`], with the call-ins, each justified by its token: with the key-state slot's cast,
//! the crate's only `unsafe` code.
#![allow(
    unsafe_code,
    reason = "the call-ins of the `#[target_feature]` kernels"
)]

use crate::inout::InOut;
use crate::xaes::{KxInput, XaesKeyState};
use crate::KeyState;

hw_cpu::tier_modules!();

/// The AES-256-GCM operations of one tier, reached through [`hw_cpu::with_tier!`]. Each counts
/// one entry into its tier (`dispatch-counters`) and wipes the stack its kernels reached
/// (see [`wipe_stack`]) before it returns.
pub(crate) trait Kernels: hw_cpu::Token {
    /// Expands `key` and computes the GHASH key powers `H^8..H^1`, straight into `st`.
    fn init(self, key: &[u8; 32], st: &mut KeyState);
    /// [`Kernels::init`] returning the key state by value, built in the caller's destination.
    fn key_state(self, key: &[u8; 32]) -> KeyState;
    /// XAES-256-GCM's per-key state: `K`'s schedule and the CMAC subkey `K1`.
    fn xaes_key(self, key: &[u8; 32], xk: &mut XaesKeyState);
    /// XAES-256-GCM's per-message key `Kx` (and KC-XAES's commitment), prepared into `st` with
    /// `powers` GHASH key powers, in one kernel call.
    fn xaes_derive(self, x: KxInput<'_>, powers: usize, st: &mut KeyState);
    /// XAES-256-GCM (with `commitment`, KC-XAES) of a whole message in one kernel call, where
    /// the tier has a fused kernel for its length: `Some` of the tag (sealing, or with
    /// `DECRYPT` the tag computed over the ciphertext); otherwise `None`, with nothing done.
    #[inline]
    fn xaes_message<IO: InOut, const DECRYPT: bool>(
        self,
        x: KxInput<'_>,
        aad: &[u8],
        io: &mut IO,
    ) -> Option<[u8; 16]> {
        let _ = (x, aad, io);
        None
    }
    /// Encrypts `io` (SP 800-38D GCM-AE with a 96-bit IV) or, with `DECRYPT`, decrypts it, and
    /// returns the tag computed over the ciphertext (for opening, the caller compares it).
    fn crypt<IO: InOut, const DECRYPT: bool>(
        self,
        st: &KeyState,
        nonce: &[u8; 12],
        aad: &[u8],
        io: &mut IO,
    ) -> [u8; 16];
}

/// Zeroes the stack the kernels' frames reached below the calling function, so the round keys, key
/// powers and counter blocks the compiler spilled there (and the per-call copies the kernels keep)
/// do not stay behind in the caller's stack. Release builds wipe `RELEASE` bytes, each tier's
/// deepest chain rounded up: the XAES derivation keeps everything in registers (no frame; at
/// most the 128-byte red zone), so 512 (key setup has no wipe of its own: its constructor's,
/// `hw_cpu::CONSTRUCTOR_WIPE`, covers it); sealing and opening on `aesni_clmul` reach
/// about 1.2 KiB (its frame, `rest`'s and hw-polyval's `absorb_padded`), its `short` (fewer than 8
/// blocks) about 0.9 KiB, on `vaes_avx2` about 2.3 KiB (its frame, `rest_after_avx`'s and
/// `rest`'s), on `vaes_avx512` about 1.1 KiB (a frame of at most 512 bytes, which holds no copy of
/// the schedule, and `finish`'s or `absorb`'s), `finish` alone under 0.1 KiB (no frame: its
/// stack arguments, return address and pushes; 256 wiped), on `aes_pmull` 1.7
/// KiB. Unoptimized builds keep every temporary in its own stack slot, several times deeper. Each
/// tier wipes with its widest stores ([`hw_cpu::Token::wipe_stack`]). `tests/stack_residue.rs`
/// checks on every tier that nothing is left, after key setup alone and after sealing and opening.
#[inline(always)]
pub(crate) fn wipe_stack<const RELEASE: usize>(t: impl hw_cpu::Token) {
    hw_cpu::wipe_after_kernel!(t, RELEASE);
}

/// XAES-256-GCM of a message under `aesni_clmul::SHORT` bytes on `aesni_clmul`'s fused kernel
/// (`cpu`), counted and the stack below wiped as the tier `t` that called it.
#[cfg(target_arch = "x86_64")]
#[inline(always)]
fn xaes_short<T: hw_cpu::Token, IO: InOut, const DECRYPT: bool>(
    t: T,
    cpu: hw_cpu::AesNiClmul,
    x: KxInput<'_>,
    aad: &[u8],
    io: &mut IO,
) -> [u8; 16] {
    use x86_64::aesni_clmul as k;
    t.entered();
    // SAFETY: cpu: the `AesNiClmul` token proves the kernel's features.
    let tag = unsafe { k::xaes_short::<IO, DECRYPT>(cpu, x, aad, io) };
    wipe_stack::<{ k::XAES_SHORT_WIPE }>(t);
    tag
}

/// The implementation of a tier with a kernel of its own for every operation (`aesni_clmul`,
/// `aes_pmull`), in the tier's file, whose functions have the operations' names and take the
/// token first. With `setup as <method>` (`aes_pmull_eor3`), the key setup functions in scope
/// are a narrower tier's, called with the token `self.<method>()` gives; sealing and opening
/// are the tier's own, with the file's `WIPE`-byte wipe after them. With `with short`
/// (`aesni_clmul`), messages shorter than the file's `SHORT` run its `short`, with a
/// `SHORT_WIPE`-byte wipe after it. Every entry is counted as this tier.
macro_rules! own_kernels {
    // Sealing and opening, for this macro and `vaes_kernels!`: with `short`, messages under
    // `aesni_clmul::SHORT` bytes run on its `short` (with the narrower token `self.$narrow()`
    // when given), and with `under $under` those under `$under` bytes on its `crypt`; with `own
    // $own`, messages of at most the file's `SHORT_MSG` bytes and `SHORT_AAD` bytes of AAD on
    // the file's `$own` alone; the rest on the file's `crypt`, with a `$wipe`-byte wipe after it.
    (@crypt $(short $($narrow:ident)? $(, under $under:literal)?)?;
        $(own $own:ident)?; $wipe:expr) => {
        #[inline]
        fn crypt<IO: InOut, const DECRYPT: bool>(
            self,
            st: &KeyState,
            nonce: &[u8; 12],
            aad: &[u8],
            io: &mut IO,
        ) -> [u8; 16] {
            self.entered();
            $(
                let (len, cpu) = (io.input().len(), self$(.$narrow())?);
                if len < super::aesni_clmul::SHORT {
                    // SAFETY: cpu: the token is (or implies) the AesNiClmul features.
                    let tag = unsafe {
                        super::aesni_clmul::short::<IO, DECRYPT>(cpu, st, nonce, aad, io)
                    };
                    crate::arch::wipe_stack::<{ super::aesni_clmul::SHORT_WIPE }>(self);
                    return tag;
                }
                $(
                    if len < $under {
                        // SAFETY: cpu: the token implies the AesNiClmul features.
                        let tag = unsafe {
                            super::aesni_clmul::crypt::<IO, DECRYPT>(cpu, st, nonce, aad, io)
                        };
                        crate::arch::wipe_stack::<{ super::aesni_clmul::WIPE }>(self);
                        return tag;
                    }
                )?
            )?
            $(
                if io.input().len() <= SHORT_MSG && aad.len() <= SHORT_AAD {
                    let (rk, powers) = (st.round_keys.get(), st.h_powers.get());
                    // SAFETY: cpu: the token proves the features of every kernel in this file.
                    let tag = unsafe {
                        $own::<IO, DECRYPT>(rk, powers, nonce, aad, io, 0, None, None)
                    };
                    crate::arch::wipe_stack::<SHORT_WIPE>(self);
                    return tag;
                }
            )?
            // SAFETY: cpu: the token proves the features of every kernel in this file.
            let tag = unsafe { crypt::<IO, DECRYPT>(self, st, nonce, aad, io) };
            crate::arch::wipe_stack::<{ $wipe }>(self);
            tag
        }
    };
    // Key setup and the XAES derivation: the functions of that name in `$module` (or in scope),
    // called with the token, or with the narrower one `self.$base()` gives.
    (@setup $($module:ident)? ; $($base:ident)?) => {
        // Key setup runs only inside a constructor (`hw_cpu::tier_constructors!`), whose wipe
        // after it covers these kernels' frames too; the per-message derivation wipes its own.
        super::super::own_kernels!(@setup_fn [$($module)?] [$($base)?]
            init(key: &[u8; 32], st: &mut KeyState); none);
        super::super::own_kernels!(@setup_fn [$($module)?] [$($base)?]
            key_state(key: &[u8; 32]) -> KeyState; none);
        super::super::own_kernels!(@setup_fn [$($module)?] [$($base)?]
            xaes_key(key: &[u8; 32], xk: &mut XaesKeyState); none);
        super::super::own_kernels!(@setup_fn [$($module)?] [$($base)?]
            xaes_derive(x: crate::xaes::KxInput<'_>, powers: usize, st: &mut KeyState); 512);
    };
    // One of them: counted as this tier, with a `$wipe`-byte wipe after it (or `none`).
    (@setup_fn [$($module:ident)?] [$($base:ident)?]
        $name:ident($($arg:ident: $ty:ty),*) $(-> $ret:ty)?; $wipe:tt) => {
        #[inline]
        #[allow(clippy::let_unit_value, reason = "the same body for every return type")]
        fn $name(self, $($arg: $ty),*) $(-> $ret)? {
            self.entered();
            // SAFETY: cpu: the token proves (with `$base`, implies) the kernel's features.
            let out = unsafe { $($module::)?$name(self$(.$base())?, $($arg),*) };
            super::super::own_kernels!(@wipe self, $wipe);
            out
        }
    };
    (@wipe $t:expr, none) => {};
    (@wipe $t:expr, $wipe:literal) => {
        crate::arch::wipe_stack::<$wipe>($t);
    };
    // XAES messages shorter than `SHORT` in this file's fused kernel (`aesni_clmul`, the tier
    // `with` a `short` kernel).
    (@xaes_short $_short:ident) => {
        super::super::own_kernels!(@xaes_message |t, x, aad, io| (io.input().len() < SHORT)
            .then(|| crate::arch::xaes_short::<_, IO, DECRYPT>(t, t, x, aad, io)));
    };
    // The XAES entry, for this macro and `vaes_kernels!`: `$body`, the tag when this tier seals
    // or opens the message in one call-in (`None`: derive, then `crypt`), with the token `$t`.
    (@xaes_message |$t:ident, $x:ident, $aad:ident, $io:ident| $body:expr) => {
        #[inline]
        fn xaes_message<IO: InOut, const DECRYPT: bool>(
            self,
            $x: crate::xaes::KxInput<'_>,
            $aad: &[u8],
            $io: &mut IO,
        ) -> Option<[u8; 16]> {
            let $t = self;
            $body
        }
    };
    ($token:ty $(, setup as $base:ident)? $(, with $short:ident)?) => {
        impl crate::arch::Kernels for $token {
            super::super::own_kernels!(@setup ; $($base)?);
            // With a `short` kernel (`aesni_clmul`), also the fused XAES one.
            $(super::super::own_kernels!(@xaes_short $short);)?
            super::super::own_kernels!(@crypt $($short)?; ; WIPE);
        }
    };
}
use own_kernels;

/// The implementation of a VAES tier, in the tier's file: key setup on `aesni_clmul`'s kernels
/// (their token implies its features; the wipe after them uses ymm stores), sealing and
/// opening on the tier's own kernels, with a `$wipe`-byte wipe after them. With `short =
/// $short`, messages under `$short` bytes run on `aesni_clmul`'s kernels instead, whose chain
/// of frames is shallower, so the wipe after them is 1.5 KiB, and those of fewer than 8 blocks
/// on its `short`, with its smaller wipe. With `own finish` (`vaes_avx512`), messages of at
/// most the file's `SHORT_MSG` bytes with at most `SHORT_AAD` bytes of AAD run its `finish`
/// alone, with its `SHORT_WIPE`-byte wipe. The tier recorded stays this one.
#[cfg(target_arch = "x86_64")]
macro_rules! vaes_kernels {
    // An XAES message in one call-in: the tier's fused kernel `$fused` at every length when it
    // has one; otherwise `aesni_clmul`'s under `SHORT` bytes (`@xaes_any` below).
    (@xaes $($fused:ident, $wipe:literal)?) => {
        super::super::own_kernels!(@xaes_message |t, x, aad, io|
            Some(super::super::vaes_kernels!(@xaes_any t, x, aad, io $(, $fused, $wipe)?)));
    };
    // The tier's fused kernel, counted and the stack below wiped (`xaes_wipe` bytes). Also under
    // `SHORT` bytes, where it ran 64- and 100-byte seals 6-45 ns faster than `aesni_clmul`'s
    // (Intel Xeon, family 6 model 207, in one process).
    // Messages `finish` takes alone run `$fused` with `ALONE`, and the file's `XAES_SHORT_WIPE`.
    (@xaes_any $t:ident, $x:ident, $aad:ident, $io:ident, $fused:ident, $wipe:literal) => {{
        $t.entered();
        if $io.input().len() <= SHORT_MSG && $aad.len() <= SHORT_AAD {
            // SAFETY: cpu: the token proves the features of every kernel in this file.
            let tag = unsafe { $fused::<IO, DECRYPT, true>($t, $x, $aad, $io) };
            crate::arch::wipe_stack::<XAES_SHORT_WIPE>($t);
            return Some(tag);
        }
        // SAFETY: cpu: the token proves the features of every kernel in this file.
        let tag = unsafe { $fused::<IO, DECRYPT, false>($t, $x, $aad, $io) };
        crate::arch::wipe_stack::<$wipe>($t);
        tag
    }};
    // Without one: under `SHORT` bytes `aesni_clmul`'s fused kernel; longer, `Kx`'s key prepared
    // in a local (wiped when dropped) and sealed or opened by the tier's own `crypt` above, which
    // counts the entry and wipes the stack below.
    (@xaes_any $t:ident, $x:ident, $aad:ident, $io:ident) => {{
        if $io.input().len() < aesni_clmul::SHORT {
            let cpu = $t.aesni_clmul();
            return Some(crate::arch::xaes_short::<_, IO, DECRYPT>($t, cpu, $x, $aad, $io));
        }
        let gcm_nonce = crate::xaes::gcm_nonce($x.nonce);
        // Dropped in place when this returns, where it wipes itself (a `drop(st)` would
        // move it first, and could leave a copy behind).
        let mut st = KeyState::zeroed();
        let powers = crate::powers_needed($aad.len(), $io.input().len());
        // SAFETY: cpu: the token implies the AesNiClmul features.
        unsafe { aesni_clmul::xaes_derive($t.aesni_clmul(), $x, powers, &mut st) };
        <Self as crate::arch::Kernels>::crypt::<IO, DECRYPT>($t, &st, gcm_nonce, $aad, $io)
    }};
    ($token:ty, $(short = $short:literal,)? $(own $own:ident,)? wipe = $wipe:literal
        $(, xaes = $fused:ident, xaes_wipe = $xwipe:literal)?) => {
        impl crate::arch::Kernels for $token {
            // Key setup on `aesni_clmul`'s kernels.
            super::super::own_kernels!(@setup aesni_clmul ; aesni_clmul);
            super::super::vaes_kernels!(@xaes $($fused, $xwipe)?);
            super::super::own_kernels!(
                @crypt $(short aesni_clmul, under $short)?; $(own $own)?; $wipe
            );
        }
    };
}
#[cfg(target_arch = "x86_64")]
use vaes_kernels;
