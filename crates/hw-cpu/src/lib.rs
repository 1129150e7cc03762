//! CPU feature detection and tier proof tokens for the `hw-crypto` crates.
//!
//! Every kernel in `hw-aes256`, `hw-polyval` and `hw-gcm` needs a set of CPU instructions
//! that are not part of the baseline target. This crate finds out, once, which of them the
//! CPU (and the operating system, for the AVX register state) makes usable, and hands out a
//! zero-sized token per **tier** — a named feature set — that can only be obtained from that
//! check. Holding a token is the proof that the kernels of its tier may run.
//!
//! | tier | token | needs |
//! |---|---|---|
//! | [`Tier::AesNiClmul`] | [`AesNiClmul`] | `aes`, `pclmulqdq`, `ssse3`, `sse4.1` |
//! | [`Tier::VaesAvx2`] | `VaesAvx2` | the above + `avx`, `avx2`, `vaes`, `vpclmulqdq`, OS YMM state |
//! | [`Tier::VaesAvx512`] | `VaesAvx512` | the above + `avx512f`, `avx512bw`, `avx512vl`, OS ZMM state |
//!
//! | [`Tier::AesPmull`] | [`AesPmull`] | aarch64 `aes`, `pmull` |
//! | [`Tier::AesPmullEor3`] | [`AesPmullEor3`] | the above + `sha3` (FEAT_SHA3 and FEAT_SHA512, for `EOR3`) |
//!
//! On aarch64 the features come from Linux's `AT_HWCAP` or Apple's `sysctl`.
//!
//! Detection is written directly on `CPUID` and `XGETBV` rather than through `cpufeatures`,
//! because that crate ties `vaes` and `vpclmulqdq` to the ZMM (AVX-512) register state, which
//! would hide the ymm-only `VaesAvx2` tier on CPUs and hypervisors that expose VAES without
//! AVX-512 (for example QEMU's `Icelake-Server` model).
//!
//! ```
//! match hw_cpu::select(hw_cpu::Tier::BEST) {
//!     Ok(selected) => println!("kernels will run on {:?}", selected.tier()),
//!     Err(e) => println!("no hardware AES here: {e}"),
//! }
//! ```
#![no_std]
#![cfg_attr(docsrs, feature(doc_cfg))]

pub mod block;
#[cfg(feature = "dispatch-counters")]
pub mod counters;
mod detect;
mod features;
mod secret;
mod tier;
mod tokens;

#[doc(hidden)]
pub use features::{aes_pmull_missing, features_from_hwcap};
pub use features::{features, Features};
pub use secret::{
    check_tag, is_zero_word, out_of_line, wipe_array, wipe_blocks, wipe_key_array, wipe_semiblocks,
    wipe_stack, wipe_stack_widest, CONSTRUCTOR_WIPE, WRAPPER_WIPE,
};
#[cfg(target_arch = "x86_64")]
pub use secret::{wipe_stack_avx, wipe_stack_avx512};
pub use tier::{Tier, Unsupported};
pub use tokens::{
    select, supported_tiers, AesNiClmul, AesPmull, AesPmullEor3, Selected, Token, VaesAvx2,
    VaesAvx512,
};

#[cfg(test)]
mod tests {
    use super::*;
    #[allow(unused_imports, reason = "each target's tests use some of them")]
    use crate::features::{
        Feature, AESNI_CLMUL_NEEDS, AES_PMULL_NEEDS, HWCAP2_RNG, HWCAP_AES, HWCAP_PMULL,
        HWCAP_SHA1, HWCAP_SHA2, HWCAP_SHA3, HWCAP_SHA512, VAES_AVX2_NEEDS, VAES_AVX512_NEEDS,
    };

    #[test]
    fn tiers_are_ordered_and_named() {
        assert!(Tier::AesNiClmul < Tier::VaesAvx2 && Tier::VaesAvx2 < Tier::VaesAvx512);
        assert!(Tier::AesPmull < Tier::AesPmullEor3);
        assert_eq!(Tier::BEST, *Tier::ALL.last().unwrap());
        assert_eq!(Tier::VaesAvx2.name(), "vaes_avx2");
        assert_eq!(Tier::AesPmull.name(), "aes_pmull");
        assert_eq!(Tier::AesPmullEor3.name(), "aes_pmull_eor3");
        // `EVERY` is the declaration order (the dispatch counters index it by discriminant)
        // and holds this architecture's tiers, `ALL`, under this architecture's name.
        assert!(Tier::EVERY
            .iter()
            .enumerate()
            .all(|(i, &t)| t as usize == i));
        let here = if cfg!(target_arch = "aarch64") {
            "aarch64"
        } else {
            "x86_64"
        };
        assert!(Tier::EVERY
            .iter()
            .filter(|t| t.arch() == here)
            .eq(Tier::ALL.iter()));
    }

    #[cfg(target_arch = "aarch64")]
    extern crate std;

    #[cfg(target_arch = "aarch64")]
    #[test]
    fn aarch64_selection_agrees_with_std_detection() {
        let has = std::arch::is_aarch64_feature_detected!("aes")
            && std::arch::is_aarch64_feature_detected!("pmull");
        assert_eq!(aes_pmull_missing(features()).is_none(), has);
        let sha3 = std::arch::is_aarch64_feature_detected!("sha3");
        assert_eq!(features().has(Feature::ArmSha3), sha3);
        match select(Tier::BEST) {
            Ok(s) if sha3 => assert_eq!(s.tier(), Tier::AesPmullEor3),
            Ok(s) => assert_eq!(s.tier(), Tier::AesPmull),
            Err(e) => assert_eq!(Some(e.missing), aes_pmull_missing(features())),
        }
        if let Ok(s) = select(Tier::AesPmull) {
            assert_eq!(s.tier(), Tier::AesPmull, "the cap holds");
        }
        assert_eq!(
            features().has(Feature::ArmRng),
            std::arch::is_aarch64_feature_detected!("rand")
        );
    }

    #[cfg(target_arch = "x86_64")]
    #[test]
    fn selection_respects_cap_and_matches_features() {
        let f = features();
        for &cap in Tier::ALL {
            match select(cap) {
                Ok(s) => {
                    assert!(s.tier() <= cap);
                    assert!(f.first_missing(AESNI_CLMUL_NEEDS).is_none());
                    if s.tier() >= Tier::VaesAvx2 {
                        assert!(f.first_missing(VAES_AVX2_NEEDS).is_none());
                    }
                    if s.tier() == Tier::VaesAvx512 {
                        assert!(f.first_missing(VAES_AVX512_NEEDS).is_none());
                    }
                }
                Err(e) => assert_eq!(Some(e.missing), f.first_missing(AESNI_CLMUL_NEEDS)),
            }
        }
    }

    #[cfg(target_arch = "x86_64")]
    extern crate std;

    #[cfg(target_arch = "x86_64")]
    #[test]
    fn agrees_with_std_detection() {
        let f = features();
        macro_rules! agree {
            ($($feature:ident = $name:tt),+) => {
                $(assert_eq!(
                    f.has(Feature::$feature),
                    std::is_x86_feature_detected!($name),
                    $name
                );)+
            };
        }
        // std ties vaes/vpclmulqdq to the AVX state they need; so do we.
        agree! {
            Aes = "aes", Pclmulqdq = "pclmulqdq", Ssse3 = "ssse3", Sse41 = "sse4.1",
            Avx2 = "avx2", Avx512f = "avx512f", Avx512bw = "avx512bw", Avx512vl = "avx512vl",
            Rdseed = "rdseed", Vaes = "vaes"
        }
    }

    #[test]
    fn aarch64_hwcap_decoding_on_synthetic_values() {
        let both = features_from_hwcap(HWCAP_AES | HWCAP_PMULL | 0b11, 0);
        assert_eq!(aes_pmull_missing(both), None);
        assert_eq!(
            aes_pmull_missing(features_from_hwcap(HWCAP_PMULL, 0)),
            Some("aes")
        );
        assert_eq!(
            aes_pmull_missing(features_from_hwcap(HWCAP_AES, 0)),
            Some("pmull")
        );
        assert_eq!(
            aes_pmull_missing(features_from_hwcap(0, HWCAP2_RNG)),
            Some("aes")
        );
        assert!(features_from_hwcap(0, HWCAP2_RNG).has(Feature::ArmRng));
        // RNG is an AT_HWCAP2 bit: every AT_HWCAP bit set still says nothing about it.
        assert!(!features_from_hwcap(u64::MAX, 0).has(Feature::ArmRng));
        // Rust's `sha3` needs SHA-1, SHA-256, SHA3 and SHA-512: without any one, no EOR3 tier.
        let sha = [HWCAP_SHA1, HWCAP_SHA2, HWCAP_SHA3, HWCAP_SHA512];
        let all = sha.iter().fold(HWCAP_AES | HWCAP_PMULL, |a, b| a | b);
        assert!(features_from_hwcap(all, 0).has(Feature::ArmSha3));
        for bit in sha {
            assert!(!features_from_hwcap(all & !bit, 0).has(Feature::ArmSha3));
        }
        assert_eq!(
            HWCAP_SHA3, 0x20000,
            "the bit .ci/run clears for the aes_pmull run"
        );
    }

    #[test]
    fn check_tag_matches_only_the_same_tag_and_wipes_on_mismatch() {
        let tag: [u8; 16] = core::array::from_fn(|i| (i as u8).wrapping_mul(37) ^ 0xa5);
        let mut out = [0x5au8; 33];
        assert!(check_tag(tag, &tag, &mut out));
        assert!(
            out.iter().all(|&b| b == 0x5a),
            "a match leaves the output alone"
        );
        // Every single-bit difference, in either half, is a mismatch, and wipes the output.
        for bit in 0..128 {
            let mut other = tag;
            other[bit / 8] ^= 1 << (bit % 8);
            let mut out = [0x5au8; 33];
            assert!(!check_tag(tag, &other, &mut out), "bit {bit}");
            assert_eq!(out, [0; 33], "bit {bit}");
            assert!(!check_tag(other, &tag, &mut [0u8; 0]), "bit {bit}");
        }
        assert!(!check_tag([0; 16], &[0xff; 16], &mut []));
        assert!(check_tag([0; 16], &[0; 16], &mut []));
    }

    #[test]
    fn wipe_blocks_zeroes_everything() {
        let mut b = [[0xa5u8; 16]; 23];
        wipe_blocks(&mut b);
        assert!(b.iter().flatten().all(|&x| x == 0));
    }

    #[test]
    fn supported_tiers_are_selectable() {
        for t in supported_tiers() {
            assert_eq!(select(t).unwrap().tier(), t);
        }
    }
}
