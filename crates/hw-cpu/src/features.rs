//! The CPU features this crate tracks, detected once and cached (the per-target probes are in
//! [`crate::detect`]), and the feature sets of the tiers.

use core::fmt;
use core::sync::atomic::{AtomicU32, Ordering};

/// One detectable feature.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(
    not(target_arch = "x86_64"),
    allow(dead_code, reason = "the x86_64 features are never detected elsewhere")
)]
#[repr(u32)]
pub(crate) enum Feature {
    Aes = 1 << 0,
    Pclmulqdq = 1 << 1,
    Ssse3 = 1 << 2,
    Sse41 = 1 << 3,
    Avx = 1 << 4,
    Avx2 = 1 << 5,
    Vaes = 1 << 6,
    Vpclmulqdq = 1 << 7,
    Avx512f = 1 << 8,
    Avx512bw = 1 << 9,
    Avx512vl = 1 << 10,
    OsYmm = 1 << 11,
    OsZmm = 1 << 12,
    Rdrand = 1 << 13,
    Rdseed = 1 << 14,
    ArmAes = 1 << 15,
    ArmPmull = 1 << 16,
    ArmRng = 1 << 17,
    /// Rust's `sha3` target feature: FEAT_SHA3 (`EOR3`, `BCAX`, ...) and FEAT_SHA512, which it
    /// enables together, with the SHA-1/SHA-256 instructions it implies.
    ArmSha3 = 1 << 18,
}

#[cfg(target_arch = "aarch64")]
const FEATURE_NAMES: [(Feature, &str); 4] = [
    (Feature::ArmAes, "aes"),
    (Feature::ArmPmull, "pmull"),
    (Feature::ArmRng, "rand"),
    (Feature::ArmSha3, "sha3"),
];

#[cfg(not(target_arch = "aarch64"))]
const FEATURE_NAMES: [(Feature, &str); 15] = [
    (Feature::Aes, "aes"),
    (Feature::Pclmulqdq, "pclmulqdq"),
    (Feature::Ssse3, "ssse3"),
    (Feature::Sse41, "sse4.1"),
    (Feature::Avx, "avx"),
    (Feature::Avx2, "avx2"),
    (Feature::Vaes, "vaes"),
    (Feature::Vpclmulqdq, "vpclmulqdq"),
    (Feature::Avx512f, "avx512f"),
    (Feature::Avx512bw, "avx512bw"),
    (Feature::Avx512vl, "avx512vl"),
    (Feature::OsYmm, "os-ymm-state"),
    (Feature::OsZmm, "os-zmm-state"),
    (Feature::Rdrand, "rdrand"),
    (Feature::Rdseed, "rdseed"),
];

pub(crate) const AES_PMULL_NEEDS: &[Feature] = &[Feature::ArmAes, Feature::ArmPmull];
/// What `aes_pmull_eor3` needs beyond [`AES_PMULL_NEEDS`].
pub(crate) const AES_PMULL_EOR3_NEEDS: &[Feature] = &[Feature::ArmSha3];
pub(crate) const AESNI_CLMUL_NEEDS: &[Feature] = &[
    Feature::Aes,
    Feature::Pclmulqdq,
    Feature::Ssse3,
    Feature::Sse41,
];
pub(crate) const VAES_AVX2_NEEDS: &[Feature] = &[
    Feature::Avx,
    Feature::Avx2,
    Feature::OsYmm,
    Feature::Vaes,
    Feature::Vpclmulqdq,
];
pub(crate) const VAES_AVX512_NEEDS: &[Feature] = &[
    Feature::Avx512f,
    Feature::Avx512bw,
    Feature::Avx512vl,
    Feature::OsZmm,
];

/// The features found on this CPU, as a set.
#[derive(Clone, Copy, PartialEq, Eq)]
pub struct Features(pub(crate) u32);

impl Features {
    pub(crate) fn has(self, f: Feature) -> bool {
        self.0 & f as u32 != 0
    }

    #[inline]
    pub(crate) fn has_all(self, bits: u32) -> bool {
        self.0 & bits == bits
    }

    pub(crate) fn first_missing(self, needs: &[Feature]) -> Option<&'static str> {
        needs.iter().find(|&&f| !self.has(f)).map(|&f| name_of(f))
    }

    /// Each feature this crate looks at, with whether it is present, in a fixed order.
    pub fn iter(self) -> impl Iterator<Item = (&'static str, bool)> {
        FEATURE_NAMES
            .into_iter()
            .map(move |(f, n)| (n, self.has(f)))
    }

    /// Whether the feature named as in `is_x86_feature_detected!` is present (`false` for a
    /// name this crate does not track).
    pub fn has_named(self, name: &str) -> bool {
        FEATURE_NAMES.iter().any(|&(f, n)| n == name && self.has(f))
    }
}

impl fmt::Debug for Features {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_set()
            .entries(self.iter().filter(|&(_, on)| on).map(|(n, _)| n))
            .finish()
    }
}

fn name_of(f: Feature) -> &'static str {
    FEATURE_NAMES
        .iter()
        .find(|&&(g, _)| g == f)
        .map_or("unknown", |&(_, n)| n)
}

/// Bit set in the cache once detection has run.
const DETECTED: u32 = 1 << 31;
static CACHE: AtomicU32 = AtomicU32::new(0);

/// The features of this CPU, detected on first use and cached. Inlined: after the first call
/// it is one load and a test in the caller (key setup calls it every time).
#[inline]
pub fn features() -> Features {
    let cached = CACHE.load(Ordering::Relaxed);
    if cached & DETECTED != 0 {
        return Features(cached & !DETECTED);
    }
    detect_and_cache()
}

#[cold]
#[inline(never)]
fn detect_and_cache() -> Features {
    let found = crate::detect::detect();
    CACHE.store(found | DETECTED, Ordering::Relaxed);
    Features(found)
}

/// Linux `AT_HWCAP` bits (arch/arm64/include/uapi/asm/hwcap.h).
pub(crate) const HWCAP_AES: u64 = 1 << 3;
pub(crate) const HWCAP_PMULL: u64 = 1 << 4;
/// Linux `AT_HWCAP` bits of the SHA instructions: SHA-1, SHA-256, SHA3 (`EOR3`), SHA-512.
/// Rust's `sha3` target feature needs all four.
pub(crate) const HWCAP_SHA1: u64 = 1 << 5;
pub(crate) const HWCAP_SHA2: u64 = 1 << 6;
pub(crate) const HWCAP_SHA3: u64 = 1 << 17;
pub(crate) const HWCAP_SHA512: u64 = 1 << 21;
/// Linux `AT_HWCAP2` bit for FEAT_RNG (RNDR/RNDRRS).
pub(crate) const HWCAP2_RNG: u64 = 1 << 16;

/// The feature bits for aarch64 Linux's `AT_HWCAP` and `AT_HWCAP2` words. A pure function, so
/// tests on any machine can check the decoding on synthetic values.
#[doc(hidden)]
pub fn features_from_hwcap(hwcap: u64, hwcap2: u64) -> Features {
    let mut out = 0;
    if hwcap & HWCAP_AES != 0 {
        out |= Feature::ArmAes as u32;
    }
    if hwcap & HWCAP_PMULL != 0 {
        out |= Feature::ArmPmull as u32;
    }
    if hwcap2 & HWCAP2_RNG != 0 {
        out |= Feature::ArmRng as u32;
    }
    let sha3 = HWCAP_SHA1 | HWCAP_SHA2 | HWCAP_SHA3 | HWCAP_SHA512;
    if hwcap & sha3 == sha3 {
        out |= Feature::ArmSha3 as u32;
    }
    Features(out)
}

/// Whether these features make the aarch64 tier available, and else the first missing one.
#[doc(hidden)]
pub fn aes_pmull_missing(f: Features) -> Option<&'static str> {
    AES_PMULL_NEEDS
        .iter()
        .find(|&&n| !f.has(n))
        .map(|&n| match n {
            Feature::ArmAes => "aes",
            _ => "pmull",
        })
}

/// The bits of a list of features.
pub(crate) const fn mask(needs: &[Feature]) -> u32 {
    let mut m = 0;
    let mut i = 0;
    while i < needs.len() {
        m |= needs[i] as u32;
        i += 1;
    }
    m
}
