//! The tiers (named feature sets a family of kernels needs) and the error of a CPU without one.

use core::fmt;

/// A named set of CPU features that a family of kernels needs.
///
/// Tiers of one architecture are ordered from least to most capable, so a cap such as
/// `Tier::AesNiClmul` excludes the wider ones.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[non_exhaustive]
pub enum Tier {
    /// x86_64 with AES-NI and PCLMULQDQ on 128-bit registers.
    AesNiClmul,
    /// x86_64 with VAES and VPCLMULQDQ on 256-bit registers (AVX2).
    VaesAvx2,
    /// x86_64 with VAES and VPCLMULQDQ on 512-bit registers (AVX-512 F/BW/VL).
    VaesAvx512,
    /// aarch64 with the ARMv8 Cryptographic Extension's AES and PMULL instructions.
    AesPmull,
    /// [`Tier::AesPmull`] and the SHA3 extension, whose three-way `EOR3` the GCM loop uses
    /// (Neoverse V1/V2/N2, Apple M; not Neoverse N1 or Cortex-A72).
    AesPmullEor3,
}

impl Tier {
    /// The most capable tier; use it as the cap to select the best the CPU has.
    #[cfg(not(target_arch = "aarch64"))]
    pub const BEST: Tier = Tier::VaesAvx512;
    /// The most capable tier; use it as the cap to select the best the CPU has.
    #[cfg(target_arch = "aarch64")]
    pub const BEST: Tier = Tier::AesPmullEor3;

    /// Every tier of this architecture, least capable first.
    #[cfg(not(target_arch = "aarch64"))]
    pub const ALL: &'static [Tier] = &[Tier::AesNiClmul, Tier::VaesAvx2, Tier::VaesAvx512];
    /// Every tier of this architecture, least capable first.
    #[cfg(target_arch = "aarch64")]
    pub const ALL: &'static [Tier] = &[Tier::AesPmull, Tier::AesPmullEor3];

    /// Every tier of every architecture, in declaration order (for tools that read every
    /// target's source tree, and the dispatch counters' slots).
    pub const EVERY: &'static [Tier] = &[
        Tier::AesNiClmul,
        Tier::VaesAvx2,
        Tier::VaesAvx512,
        Tier::AesPmull,
        Tier::AesPmullEor3,
    ];

    /// The architecture the tier belongs to, as its kernels' directory names it
    /// (`arch/<arch>/<name>.rs`): `x86_64` or `aarch64`.
    pub const fn arch(self) -> &'static str {
        match self {
            Tier::AesNiClmul | Tier::VaesAvx2 | Tier::VaesAvx512 => "x86_64",
            Tier::AesPmull | Tier::AesPmullEor3 => "aarch64",
        }
    }

    /// The tier's name as used in the source tree (`aesni_clmul`, `vaes_avx2`, ...).
    pub const fn name(self) -> &'static str {
        match self {
            Tier::AesNiClmul => "aesni_clmul",
            Tier::VaesAvx2 => "vaes_avx2",
            Tier::VaesAvx512 => "vaes_avx512",
            Tier::AesPmull => "aes_pmull",
            Tier::AesPmullEor3 => "aes_pmull_eor3",
        }
    }
}

impl Tier {
    /// The features the tier's token proves, in the spelling of `#[target_feature]` and
    /// `is_x86_feature_detected!` / `is_aarch64_feature_detected!`: the most a kernel of the
    /// tier may enable (`cargo xtask tidy` checks every kernel file against it).
    pub const fn target_features(self) -> &'static [&'static str] {
        // Each x86_64 tier proves a prefix of this list: 5, 9 or all 12 features.
        const X86: &[&str] = &[
            "aes",
            "pclmulqdq",
            "sse2",
            "ssse3",
            "sse4.1",
            "avx",
            "avx2",
            "vaes",
            "vpclmulqdq",
            "avx512f",
            "avx512bw",
            "avx512vl",
        ];
        match self {
            Tier::AesNiClmul => X86.split_at(5).0,
            Tier::VaesAvx2 => X86.split_at(9).0,
            Tier::VaesAvx512 => X86,
            Tier::AesPmull => &["neon", "aes"],
            Tier::AesPmullEor3 => &["neon", "aes", "sha3"],
        }
    }
}

impl fmt::Display for Tier {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The CPU lacks an instruction set that every tier needs.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Unsupported {
    /// The first missing feature, in the spelling of `is_x86_feature_detected!`
    /// (for example `"aes"` or `"pclmulqdq"`).
    pub missing: &'static str,
}

impl fmt::Display for Unsupported {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "this CPU lacks `{}`; hw-crypto runs only on hardware AES and carry-less multiply \
             (x86_64 AES-NI + PCLMULQDQ, or aarch64 AES + PMULL) and has no software fallback",
            self.missing
        )
    }
}
