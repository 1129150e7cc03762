//! The tier proof tokens, obtainable only from a successful check of the CPU, and the
//! selection of the best tier under a cap.

use crate::features::{
    features, mask, AESNI_CLMUL_NEEDS, AES_PMULL_NEEDS, VAES_AVX2_NEEDS, VAES_AVX512_NEEDS,
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
        let f = features();
        if f.has_all(const { mask(AES_PMULL_NEEDS) }) {
            Ok(AesPmull(Private(())))
        } else {
            Err(Unsupported {
                missing: f.first_missing(AES_PMULL_NEEDS).unwrap_or("aes"),
            })
        }
    }
}

impl VaesAvx2 {
    /// A wider tier implies the narrower one.
    pub const fn aesni_clmul(self) -> AesNiClmul {
        AesNiClmul(Private(()))
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
        let f = features();
        if f.has_all(const { mask(AESNI_CLMUL_NEEDS) }) {
            Ok(AesNiClmul(Private(())))
        } else {
            Err(Unsupported {
                missing: f.first_missing(AESNI_CLMUL_NEEDS).unwrap_or("aes"),
            })
        }
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
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum Selected {
    /// See [`AesNiClmul`].
    AesNiClmul(AesNiClmul),
    /// See [`VaesAvx2`].
    VaesAvx2(VaesAvx2),
    /// See [`VaesAvx512`].
    VaesAvx512(VaesAvx512),
    /// See [`AesPmull`].
    AesPmull(AesPmull),
}

impl Selected {
    /// The baseline token, which every x86_64 tier implies. (Only x86_64 selections exist on
    /// x86_64, so this never turns an aarch64 selection into an x86 proof.)
    #[cfg(target_arch = "x86_64")]
    pub const fn aesni_clmul(self) -> AesNiClmul {
        AesNiClmul(Private(()))
    }

    /// The tier this selection stands for.
    pub const fn tier(self) -> Tier {
        match self {
            Selected::AesNiClmul(_) => Tier::AesNiClmul,
            Selected::VaesAvx2(_) => Tier::VaesAvx2,
            Selected::VaesAvx512(_) => Tier::VaesAvx512,
            Selected::AesPmull(_) => Tier::AesPmull,
        }
    }
}

/// Selects the most capable tier that the CPU supports and that does not exceed `cap`.
///
/// Returns [`Unsupported`] naming the first missing feature when not even the baseline tier
/// ([`Tier::AesNiClmul`]) is available; wider tiers are optional. Costs a few mask tests on
/// the cached feature word.
#[cfg(target_arch = "aarch64")]
#[inline]
pub fn select(cap: Tier) -> Result<Selected, Unsupported> {
    let _ = cap; // one tier on aarch64
    Ok(Selected::AesPmull(AesPmull::detect()?))
}

/// Selects the most capable tier that the CPU supports and that does not exceed `cap`.
///
/// Returns [`Unsupported`] naming the first missing feature when not even the baseline tier
/// ([`Tier::AesNiClmul`]) is available; wider tiers are optional. Costs a few mask tests on
/// the cached feature word.
#[cfg(not(target_arch = "aarch64"))]
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

/// Every tier the CPU supports, least capable first (for tests that loop over tiers).
pub fn supported_tiers() -> impl Iterator<Item = Tier> {
    Tier::ALL
        .iter()
        .copied()
        .filter(|&t| select(t).map(|s| s.tier() == t).unwrap_or(false))
}
