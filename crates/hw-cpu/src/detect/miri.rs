//! Feature detection under Miri, which cannot execute CPUID.
//!
//! Under Miri, which cannot execute CPUID: the features this build was compiled with
//! (`-C target-feature=+aes,+pclmulqdq,+ssse3,+sse4.1` selects `aesni_clmul`, whose
//! intrinsics Miri implements), the same answer `std_detect` gives under Miri.

use crate::features::Feature;

pub(crate) fn detect() -> u32 {
    let mut out = 0;
    let mut set = |on: bool, f: Feature| {
        if on {
            out |= f as u32;
        }
    };
    set(cfg!(target_feature = "aes"), Feature::Aes);
    set(cfg!(target_feature = "pclmulqdq"), Feature::Pclmulqdq);
    set(cfg!(target_feature = "ssse3"), Feature::Ssse3);
    set(cfg!(target_feature = "sse4.1"), Feature::Sse41);
    set(cfg!(target_feature = "avx"), Feature::Avx);
    set(cfg!(target_feature = "avx"), Feature::OsYmm);
    set(cfg!(target_feature = "avx2"), Feature::Avx2);
    out
}
