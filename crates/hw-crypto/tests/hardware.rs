//! What hardware runs, asserted rather than assumed.
//!
//! Natively (no environment variable): the backend is a hardware tier, the CPU has every
//! feature that tier needs (cross-checked with `std::is_x86_feature_detected!`), and a seal
//! actually enters that tier's kernel.
//!
//! Under a QEMU CPU model, CI sets `HW_CRYPTO_EXPECT`:
//! - `unsupported:<feature>`: `new` must fail with `UnsupportedCpu { missing: <feature> }`
//!   (e.g. `qemu-x86_64 -cpu qemu64`, which has no AES-NI);
//! - `tier:<name>`: detection must select exactly that tier as the best one, the cipher must run
//!   the kernel implemented for it, and a known answer must come out (`-cpu Westmere` selects
//!   `aesni_clmul`, `-cpu Icelake-Server` selects `vaes_avx2`; on aarch64 `-cpu max` selects
//!   `aes_pmull_eor3`, and the same with SHA3 hidden from `AT_HWCAP` selects `aes_pmull`).

use hw_crypto::aes_gcm::{Error, HardwareAes256Gcm, Tier};

/// The GCM kernel that runs for a detected tier: each tier has its own.
fn kernel_for(tier: Tier) -> Tier {
    match tier {
        Tier::AesNiClmul => Tier::AesNiClmul,
        Tier::VaesAvx2 => Tier::VaesAvx2,
        Tier::VaesAvx512 => Tier::VaesAvx512,
        Tier::AesPmull => Tier::AesPmull,
        Tier::AesPmullEor3 => Tier::AesPmullEor3,
        other => panic!("unknown tier {other:?}"),
    }
}

/// The features each tier needs: what its kernels may enable (`Tier::target_features`, which
/// `cargo xtask tidy` holds every kernel to), and on aarch64 PMULL, which Rust's `aes` feature
/// includes.
fn needs(tier: Tier) -> Vec<&'static str> {
    let mut f = tier.target_features().to_vec();
    if matches!(tier, Tier::AesPmull | Tier::AesPmullEor3) {
        f.push("pmull");
    }
    f
}

/// What std's run-time detection says of the feature `name` (one the tiers need).
fn std_detects(name: &str) -> bool {
    #[cfg(target_arch = "aarch64")]
    use std::arch::is_aarch64_feature_detected as detected;
    #[cfg(target_arch = "x86_64")]
    use std::arch::is_x86_feature_detected as detected;
    macro_rules! detect {
        ($($feature:tt),+) => {
            match name {
                $($feature => detected!($feature),)+
                other => panic!("unknown feature {other}"),
            }
        };
    }
    #[cfg(target_arch = "aarch64")]
    return detect! { "aes", "pmull", "neon", "sha3" };
    #[cfg(target_arch = "x86_64")]
    return detect! {
        "aes", "pclmulqdq", "sse2", "ssse3", "sse4.1", "avx", "avx2", "vaes", "vpclmulqdq",
        "avx512f", "avx512bw", "avx512vl"
    };
}

/// One known answer, so a run under emulation proves output and not only dispatch: NIST CAVP
/// `gcmEncryptExtIV256.rsp`, section [IVlen = 96] [PTlen = 128] [AADlen = 0] [Taglen = 128],
/// Count = 0 (line 4423 of the vendored file).
fn known_answer(c: &HardwareAes256Gcm) {
    let key = hex("31bdadd96698c204aa9ce1448ea94ae1fb4a9a0b3c9d773b51bb1822666b8f22");
    let c2 = HardwareAes256Gcm::new(&key.try_into().unwrap()).unwrap();
    assert_eq!(c2.tier(), c.tier());
    let nonce: [u8; 12] = hex("0d18e06c7c725ac9e362e1ce").try_into().unwrap();
    let pt = hex("2db5168e932556f8089a0622981d017d");
    let sealed = c2.encrypt_with_nonce(&nonce, b"", &pt).unwrap();
    assert_eq!(
        sealed,
        hex("fa4362189661d163fcd6a56d8bf0405ad636ac1bbedd5cc3ee727dc2ab4a9489")
    );
}

fn hex(s: &str) -> Vec<u8> {
    (0..s.len())
        .step_by(2)
        .map(|i| u8::from_str_radix(&s[i..i + 2], 16).unwrap())
        .collect()
}

#[test]
fn hardware_expectation() {
    let expect = std::env::var("HW_CRYPTO_EXPECT").unwrap_or_default();
    if let Some(feature) = expect.strip_prefix("unsupported:") {
        assert!(
            !std_detects(feature),
            "the CPU model was supposed to lack {feature}"
        );
        let err = HardwareAes256Gcm::new(&[0; 32]).unwrap_err();
        assert_eq!(
            err,
            Error::UnsupportedCpu {
                missing: leak(feature)
            }
        );
        assert!(err.to_string().contains(feature));
        println!("unsupported CPU correctly refused: {err}");
        return;
    }

    let best = hw_cpu::select(Tier::BEST)
        .expect("hardware tier present")
        .tier();
    if let Some(name) = expect.strip_prefix("tier:") {
        assert_eq!(best.name(), name, "detection under this CPU model");
    } else {
        assert!(expect.is_empty(), "unknown HW_CRYPTO_EXPECT={expect}");
    }
    for f in needs(best) {
        assert!(
            std_detects(f),
            "tier {best} selected but std does not see {f}"
        );
    }

    let before = hw_cpu::counters::snapshot();
    let cipher = HardwareAes256Gcm::new(&[1; 32]).unwrap();
    assert_eq!(cipher.tier(), kernel_for(best));
    // 1 KiB reaches every kernel's main loop (which a CI run may look for in a trace).
    let msg: Vec<u8> = (0..1024u32).map(|i| i as u8).collect();
    let sealed = cipher.encrypt_with_nonce(&[0; 12], b"", &msg).unwrap();
    assert_eq!(
        cipher.decrypt_with_nonce(&[0; 12], b"", &sealed).unwrap(),
        msg
    );
    let ran: Vec<Tier> = hw_cpu::counters::grown_since(before).collect();
    assert_eq!(ran, [cipher.tier()], "the kernel that ran");
    known_answer(&cipher);
    println!("detected tier {best}, GCM backend {} ran", cipher.tier());
}

fn leak(s: &str) -> &'static str {
    Box::leak(s.to_owned().into_boxed_str())
}
