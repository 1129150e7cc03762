//! The tier proof tokens, obtainable only from a successful check of the CPU, and the
//! selection of the best tier under a cap.

use crate::features::{
    features, mask, AESNI_CLMUL_NEEDS, AES_PMULL_EOR3_NEEDS, AES_PMULL_NEEDS, VAES_AVX2_NEEDS,
    VAES_AVX512_NEEDS,
};
use crate::{Tier, Unsupported};

/// Keeps the tokens constructible only inside this crate.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Private(());

/// Proof that `aes`, `pclmulqdq`, `ssse3` and `sse4.1` are available.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct AesNiClmul(Private);

/// Proof that [`AesNiClmul`]'s features and `avx`, `avx2`, `vaes`, `vpclmulqdq` with OS-enabled
/// YMM state are available.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct VaesAvx2(Private);

/// Proof that [`VaesAvx2`]'s features and `avx512f`, `avx512bw`, `avx512vl` with OS-enabled
/// ZMM state are available.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct VaesAvx512(Private);

/// Proof that the ARMv8 Cryptographic Extension's AES (`AESE`/`AESMC`) and PMULL
/// instructions are available (aarch64).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct AesPmull(Private);

impl AesPmull {
    /// Checks the CPU; the token exists only if both `aes` and `pmull` are present.
    #[inline]
    pub fn detect() -> Result<Self, Unsupported> {
        baseline(AES_PMULL_NEEDS, const { mask(AES_PMULL_NEEDS) }).map(|()| AesPmull(Private(())))
    }
}

/// `Ok` if the CPU has every feature of `needs` (whose [`mask`] is `bits`), else the first one
/// missing: the check of an architecture's baseline tier.
#[inline]
fn baseline(needs: &[crate::features::Feature], bits: u32) -> Result<(), Unsupported> {
    let f = features();
    if f.has_all(bits) {
        Ok(())
    } else {
        Err(Unsupported {
            missing: f.first_missing(needs).unwrap_or("aes"),
        })
    }
}

/// Proof that [`AesPmull`]'s features and the SHA3 extension (Rust's `sha3` target feature:
/// FEAT_SHA3 with FEAT_SHA512, and the SHA-1/SHA-256 instructions it implies) are available
/// (aarch64): the three-way XOR `EOR3`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct AesPmullEor3(Private);

impl AesPmullEor3 {
    /// Checks the CPU; `None` if anything is missing.
    #[inline]
    pub fn detect() -> Option<Self> {
        features()
            .has_all(const { mask(AES_PMULL_NEEDS) } | const { mask(AES_PMULL_EOR3_NEEDS) })
            .then_some(AesPmullEor3(Private(())))
    }

    /// A wider tier implies the narrower one.
    pub const fn aes_pmull(self) -> AesPmull {
        AesPmull(Private(()))
    }
}

impl VaesAvx2 {
    /// A wider tier implies the narrower one.
    pub const fn aesni_clmul(self) -> AesNiClmul {
        AesNiClmul(Private(()))
    }
    /// The token itself, so that code for both VAES tiers can ask either for its ymm proof.
    pub const fn vaes_avx2(self) -> VaesAvx2 {
        self
    }
}

impl VaesAvx512 {
    /// A wider tier implies the narrower one.
    pub const fn vaes_avx2(self) -> VaesAvx2 {
        VaesAvx2(Private(()))
    }
    /// A wider tier implies the narrower one.
    pub const fn aesni_clmul(self) -> AesNiClmul {
        AesNiClmul(Private(()))
    }
}

impl AesNiClmul {
    /// Checks the CPU; the token exists only if every feature of the tier is present.
    #[inline]
    pub fn detect() -> Result<Self, Unsupported> {
        let bits = const { mask(AESNI_CLMUL_NEEDS) };
        baseline(AESNI_CLMUL_NEEDS, bits).map(|()| AesNiClmul(Private(())))
    }
}

impl VaesAvx2 {
    /// Checks the CPU and the OS register state; `None` if anything is missing.
    #[inline]
    pub fn detect() -> Option<Self> {
        features()
            .has_all(const { mask(AESNI_CLMUL_NEEDS) } | const { mask(VAES_AVX2_NEEDS) })
            .then_some(VaesAvx2(Private(())))
    }
}

impl VaesAvx512 {
    /// Checks the CPU and the OS register state; `None` if anything is missing.
    #[inline]
    pub fn detect() -> Option<Self> {
        features()
            .has_all(
                const { mask(AESNI_CLMUL_NEEDS) }
                    | const { mask(VAES_AVX2_NEEDS) }
                    | const { mask(VAES_AVX512_NEEDS) },
            )
            .then_some(VaesAvx512(Private(())))
    }
}

/// The best tier found, with its proof token.
///
/// Only this architecture's tiers are variants (none on a target without a tier), so a
/// `match` over it, written once by [`with_tier!`](crate::with_tier), covers every tier
/// that can run here and has no arm that cannot be reached.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Selected {
    /// See [`AesNiClmul`].
    #[cfg(target_arch = "x86_64")]
    AesNiClmul(AesNiClmul),
    /// See [`VaesAvx2`].
    #[cfg(target_arch = "x86_64")]
    VaesAvx2(VaesAvx2),
    /// See [`VaesAvx512`].
    #[cfg(target_arch = "x86_64")]
    VaesAvx512(VaesAvx512),
    /// See [`AesPmull`].
    #[cfg(target_arch = "aarch64")]
    AesPmull(AesPmull),
    /// See [`AesPmullEor3`].
    #[cfg(target_arch = "aarch64")]
    AesPmullEor3(AesPmullEor3),
}

impl Selected {
    /// The baseline token, which every x86_64 tier implies.
    #[cfg(target_arch = "x86_64")]
    pub const fn aesni_clmul(self) -> AesNiClmul {
        AesNiClmul(Private(()))
    }

    /// The tier this selection stands for.
    pub fn tier(self) -> Tier {
        crate::with_tier!(self, |t| t.tier())
    }

    /// The tier's [`Token::wipe_stack`] of `N` bytes.
    #[inline(always)]
    pub fn wipe_stack<const N: usize>(self) {
        crate::with_tier!(self, |t| t.wipe_stack::<N>())
    }
}

mod sealed {
    pub trait Sealed {}
}

/// A tier's proof token. Each crate implements its trait of kernel operations once per token,
/// in `arch/<arch>/<tier>.rs`, and reaches the implementation through
/// [`with_tier!`](crate::with_tier).
pub trait Token: Copy + Send + Sync + core::fmt::Debug + sealed::Sealed + 'static {
    /// The tier this token proves.
    const TIER: Tier;

    /// [`Token::TIER`], from a value (where the token's type is not named, as in
    /// [`with_tier!`](crate::with_tier)'s body).
    #[inline(always)]
    fn tier(self) -> Tier {
        Self::TIER
    }

    /// Counts, with the `dispatch-counters` feature, an entry into one of this tier's kernels
    /// (a no-op otherwise). Each kernel call-in calls it, so tests can assert which tier ran.
    #[inline(always)]
    fn entered(self) {
        #[cfg(feature = "dispatch-counters")]
        crate::counters::record(Self::TIER);
    }

    /// [`wipe_stack`](crate::wipe_stack) of `N` bytes (a multiple of 128) with the widest
    /// stores the tier has: 64-byte on `vaes_avx512`
    /// ([`wipe_stack_avx512`](crate::wipe_stack_avx512)), 32-byte on `vaes_avx2`
    /// ([`wipe_stack_avx`](crate::wipe_stack_avx)), otherwise
    /// [`wipe_stack_widest`](crate::wipe_stack_widest): on `aesni_clmul` 32-byte where the CPU
    /// has AVX, `rep stosb` where it has not; 16-byte pairs on aarch64.
    #[inline(always)]
    fn wipe_stack<const N: usize>(self) {
        crate::wipe_stack_widest::<N>()
    }
}

/// [`Token`] (and the seal) for each token type, proving the tier of the same name; `=> wipe`
/// names the tier's wider-store stack wipe (x86_64).
macro_rules! tokens {
    ($($t:ident $(=> $wipe:ident)?;)*) => {$(
        impl sealed::Sealed for $t {}
        impl Token for $t {
            const TIER: Tier = Tier::$t;
            $(
                #[cfg(target_arch = "x86_64")]
                #[inline(always)]
                fn wipe_stack<const N: usize>(self) {
                    crate::$wipe::<N>(self)
                }
            )?
        }
    )*};
}

tokens! {
    AesNiClmul;
    VaesAvx2 => wipe_stack_avx;
    VaesAvx512 => wipe_stack_avx512;
    AesPmull;
    AesPmullEor3;
}

/// A compile-time check that each key type can be shared between threads (`Send + Sync`), and
/// optionally that a type has the size (in bytes) the docs promise:
/// `hw_cpu::assert_key_type!(Aes256; RoundKeys = 240)`.
#[macro_export]
macro_rules! assert_key_type {
    ($($t:ty),+ $(; $($sized:ty = $size:expr),+)?) => {
        const _: () = {
            const fn send_sync<T: Send + Sync + ?Sized>() {}
            $(send_sync::<$t>();)+
            $($(assert!(core::mem::size_of::<$sized>() == $size);)+)?
        };
    };
}

/// A key type's constructors, inside its `impl`: `new` on the best tier this CPU has and, with
/// the invoking crate's `test-hooks` feature, a hidden `new_capped` with an extra `cap: Tier`
/// that never selects a tier above `cap` (tests and benchmarks run every tier on one machine
/// with it). Both pass their arguments and the [`Selected`] tier to `Self::with_kernel`, which
/// returns `Result<Self, E>`; selection fails with [`crate::Unsupported`] (converted to `E`)
/// before any argument is read. `with_kernel` runs in a frame of its own, which is wiped after
/// it returns ([`built_apart!`](crate::built_apart), [`CONSTRUCTOR_WIPE`](crate::CONSTRUCTOR_WIPE)
/// bytes, or `wipe = N;` before the doc comment), so the state it built and moved out leaves
/// no copy behind.
///
/// ```
/// struct Key(u8, hw_cpu::Selected);
/// impl Key {
///     hw_cpu::tier_constructors! {
///         /// Makes a key.
///         pub fn new(byte: u8) -> Result<Self, hw_cpu::Unsupported>
///     }
///     fn with_kernel(byte: u8, kernel: hw_cpu::Selected) -> Result<Self, hw_cpu::Unsupported> {
///         Ok(Key(byte, kernel))
///     }
/// }
/// # if hw_cpu::supported_tiers().next().is_some() {
/// assert_eq!(Key::new(7).unwrap().0, 7);
/// # }
/// ```
#[macro_export]
macro_rules! tier_constructors {
    ($(#[$doc:meta])* $vis:vis fn new($($a:ident: $t:ty),*) -> Result<Self, $e:ty>) => {
        $crate::tier_constructors! {
            wipe = $crate::CONSTRUCTOR_WIPE;
            $(#[$doc])* $vis fn new($($a: $t),*) -> Result<Self, $e>
        }
    };
    (wipe = $wipe:expr;
        $(#[$doc:meta])* $vis:vis fn new($($a:ident: $t:ty),*) -> Result<Self, $e:ty>) => {
        $(#[$doc])*
        #[inline(always)]
        $vis fn new($($a: $t),*) -> ::core::result::Result<Self, $e> {
            let kernel = $crate::select($crate::Tier::BEST)?;
            $crate::built_apart!(kernel => $wipe, move || Self::with_kernel($($a,)* kernel))
        }

        /// Like `new`, but never selects a tier above `cap`, so tests and benchmarks can run
        /// every tier on one machine.
        #[cfg(feature = "test-hooks")]
        #[doc(hidden)]
        #[inline(always)]
        $vis fn new_capped($($a: $t,)* cap: $crate::Tier) -> ::core::result::Result<Self, $e> {
            let kernel = $crate::select(cap)?;
            $crate::built_apart!(kernel => $wipe, move || Self::with_kernel($($a,)* kernel))
        }
    };
}

/// Implements `Debug` for key-holding types as their name and tier only
/// (`Aes256 { tier: VaesAvx512, .. }`), so key material never reaches a formatter. Each type
/// has a `tier()` method; a lifetime parameter is written `Name<'_>`.
///
/// ```
/// struct Key([u8; 32]);
/// impl Key {
///     fn tier(&self) -> hw_cpu::Tier {
///         hw_cpu::Tier::BEST
///     }
/// }
/// hw_cpu::debug_tier_only!(Key);
/// assert!(!format!("{:?}", Key([7; 32])).contains('7'));
/// ```
#[macro_export]
macro_rules! debug_tier_only {
    ($($name:ident $(<$lt:lifetime>)?),+ $(,)?) => {$(
        impl ::core::fmt::Debug for $name $(<$lt>)? {
            fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
                f.debug_struct(stringify!($name))
                    .field("tier", &self.tier())
                    .finish_non_exhaustive()
            }
        }
    )+};
}

/// Declares a crate's kernel modules, one file per tier of the target:
/// `x86_64/{aesni_clmul,vaes_avx2,vaes_avx512}.rs` and `aarch64/{aes_pmull,aes_pmull_eor3}.rs`
/// under the module
/// it is invoked in (each crate's `arch/mod.rs`). Every crate has a file for every tier, even
/// one that only hands its work to a narrower tier, so `grep -r vaes_avx2 crates/*/src/arch`
/// finds each crate's answer for that tier.
#[macro_export]
macro_rules! tier_modules {
    () => {
        #[cfg(target_arch = "aarch64")]
        pub mod aarch64 {
            // Its macros (a loop's `asm!` text) stay in scope for the wider tier's file.
            #[macro_use]
            pub mod aes_pmull;
            pub mod aes_pmull_eor3;
        }
        #[cfg(target_arch = "x86_64")]
        pub mod x86_64 {
            pub mod aesni_clmul;
            pub mod vaes_avx2;
            pub mod vaes_avx512;
        }
    };
}

/// Declares `pub mod kernel` (hidden from the documentation, outside the semver promise): the
/// tier modules that [`tier_modules!`] declared under the crate's `arch`, re-exported for the
/// other `hw-crypto` crates, whose stitched loops call into them. Takes the module's inner doc
/// comment (`//!`), then any further items of the module. `crate` is the invoking crate.
#[macro_export]
#[allow(
    clippy::crate_in_macro_def,
    reason = "the modules re-exported are the invoking crate's"
)]
macro_rules! kernel_module {
    ($($body:tt)*) => {
        #[doc(hidden)]
        pub mod kernel {
            $($body)*
            #[cfg(target_arch = "aarch64")]
            pub use crate::arch::aarch64::{aes_pmull, aes_pmull_eor3};
            #[cfg(target_arch = "x86_64")]
            pub use crate::arch::x86_64::{aesni_clmul, vaes_avx2, vaes_avx512};
        }
    };
}

/// Runs `$body` with `$t` bound to the token inside a [`Selected`]: the one dispatch of every
/// `hw-crypto` crate. The body is compiled once per tier of the target, so a call such as
/// `with_tier!(sel, |t| t.seal(..))` reaches each tier's implementation of the crate's kernel
/// trait with that tier's token, and nothing else.
///
/// ```
/// use hw_cpu::Token as _;
///
/// fn tier_name(sel: hw_cpu::Selected) -> &'static str {
///     hw_cpu::with_tier!(sel, |t| t.tier().name())
/// }
/// if let Ok(sel) = hw_cpu::select(hw_cpu::Tier::BEST) {
///     assert_eq!(tier_name(sel), sel.tier().name());
/// }
/// ```
#[macro_export]
macro_rules! with_tier {
    ($selected:expr, |$t:ident| $body:expr) => {
        match $selected {
            #[cfg(target_arch = "x86_64")]
            $crate::Selected::AesNiClmul($t) => $body,
            #[cfg(target_arch = "x86_64")]
            $crate::Selected::VaesAvx2($t) => $body,
            #[cfg(target_arch = "x86_64")]
            $crate::Selected::VaesAvx512($t) => $body,
            #[cfg(target_arch = "aarch64")]
            $crate::Selected::AesPmull($t) => $body,
            #[cfg(target_arch = "aarch64")]
            $crate::Selected::AesPmullEor3($t) => $body,
        }
    };
}

/// Selects the most capable tier that the CPU supports and that does not exceed `cap`.
///
/// Returns [`Unsupported`] naming the first missing feature when not even the baseline tier
/// ([`Tier::AesNiClmul`]) is available; wider tiers are optional. Costs a few mask tests on
/// the cached feature word.
#[cfg(target_arch = "aarch64")]
#[inline]
pub fn select(cap: Tier) -> Result<Selected, Unsupported> {
    let base = AesPmull::detect()?;
    if cap >= Tier::AesPmullEor3 {
        if let Some(t) = AesPmullEor3::detect() {
            return Ok(Selected::AesPmullEor3(t));
        }
    }
    Ok(Selected::AesPmull(base))
}

/// Selects the most capable tier that the CPU supports and that does not exceed `cap`.
///
/// Returns [`Unsupported`] naming the first missing feature when not even the baseline tier
/// ([`Tier::AesNiClmul`]) is available; wider tiers are optional. Costs a few mask tests on
/// the cached feature word.
#[cfg(target_arch = "x86_64")]
#[inline]
pub fn select(cap: Tier) -> Result<Selected, Unsupported> {
    let base = AesNiClmul::detect()?;
    if cap >= Tier::VaesAvx512 {
        if let Some(t) = VaesAvx512::detect() {
            return Ok(Selected::VaesAvx512(t));
        }
    }
    if cap >= Tier::VaesAvx2 {
        if let Some(t) = VaesAvx2::detect() {
            return Ok(Selected::VaesAvx2(t));
        }
    }
    Ok(Selected::AesNiClmul(base))
}

/// Selects the most capable tier that the CPU supports: on a target without a tier, none.
#[cfg(not(any(target_arch = "x86_64", target_arch = "aarch64")))]
#[inline]
pub fn select(cap: Tier) -> Result<Selected, Unsupported> {
    let _ = cap;
    Err(Unsupported { missing: "aes" })
}

/// Every tier the CPU supports, least capable first (for tests that loop over tiers).
pub fn supported_tiers() -> impl Iterator<Item = Tier> {
    Tier::ALL
        .iter()
        .copied()
        .filter(|&t| select(t).map(|s| s.tier() == t).unwrap_or(false))
}
