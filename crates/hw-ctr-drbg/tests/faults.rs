//! Fault injection (`hw_ctr_drbg::faults`, feature `test-hooks`): what the generator does when
//! the OS entropy source fails, and what a reseed mixes in from a CPU RNG that works, fails or
//! is stuck, checked byte for byte against the mechanism. These paths are out of reach on a
//! working machine; the tests kill the mutants docs/dev/assurance.md used to list as `untestable`.

use std::error::Error as _;

use hw_ctr_drbg::faults::{self, CpuRng, OsEntropy};
use hw_ctr_drbg::{Config, CtrDrbg, EntropyError, Error, HardwareCtrDrbg, Mode, ReseedStats};

/// The "OS entropy" every test generator is instantiated and reseeded with.
const OS_BYTES: [u8; 48] = {
    let mut b = [0u8; 48];
    let mut i = 0;
    while i < 48 {
        b[i] = (i as u8).wrapping_mul(37).wrapping_add(11);
        i += 1;
    }
    b
};
/// Plausible CPU RNG output: four distinct words, none all zeros or all ones.
const WORDS: [u64; 4] = [
    0x0123_4567_89ab_cdef,
    0xfedc_ba98_7654_3210,
    0x0f1e_2d3c_4b5a_6978,
    0x8796_a5b4_c3d2_e1f0,
];
/// An OS error code that none of `None`, `Some(0)`, `Some(1)`, `Some(-1)` is.
const ERRNO: i32 = 4242;
const PERSONALIZATION: &[u8] = b"hw-ctr-drbg faults";

/// The mechanism instantiated the way `HardwareCtrDrbg` instantiates it from `OS_BYTES`.
fn mechanism(mode: Mode) -> CtrDrbg {
    let (entropy, nonce) = match mode {
        Mode::NoDf => (&OS_BYTES[..], &[][..]),
        Mode::UseDf => OS_BYTES.split_at(32),
    };
    CtrDrbg::instantiate(mode, entropy, nonce, PERSONALIZATION).unwrap()
}

/// The CPU RNG words as the reseed's additional input sees them.
fn cpu_bytes(words: &[u64; 4]) -> Vec<u8> {
    words.iter().flat_map(|w| w.to_ne_bytes()).collect()
}

/// 64 bytes from a generator instantiated from `OS_BYTES`, after one reseed from `OS_BYTES`
/// with the CPU RNG reporting `cpu`; and the generator's reseed counts.
fn output_after_reseed(mode: Mode, cpu: CpuRng) -> ([u8; 64], ReseedStats) {
    let _os = faults::set_os_entropy(OsEntropy::Bytes(OS_BYTES));
    let _cpu = faults::set_cpu_rng(cpu);
    let mut d = HardwareCtrDrbg::with_config(Config::new().mode(mode), PERSONALIZATION).unwrap();
    d.reseed(b"").unwrap();
    let mut out = [0u8; 64];
    d.fill_bytes(&mut out).unwrap();
    (out, d.reseed_stats())
}

/// 64 bytes of the mechanism after a reseed from `OS_BYTES` with `additional_input`.
fn expected_after_reseed(mode: Mode, additional_input: &[u8]) -> [u8; 64] {
    let mut m = mechanism(mode);
    m.reseed(&OS_BYTES, additional_input).unwrap();
    let mut out = [0u8; 64];
    m.generate(&[], &mut out).unwrap();
    out
}

/// A reseed mixes all four CPU RNG words (32 bytes) into its additional input, byte for byte
/// as the mechanism's Reseed does with them, in both modes.
#[cfg(any(target_arch = "x86_64", target_arch = "aarch64"))]
#[test]
fn reseed_mixes_in_all_four_cpu_rng_words() {
    let healthy = CpuRng {
        filled: true,
        words: WORDS,
    };
    let mut modes = 0;
    for mode in [Mode::NoDf, Mode::UseDf] {
        let (out, stats) = output_after_reseed(mode, healthy);
        assert_eq!(
            stats,
            ReseedStats {
                reseeds: 1,
                with_cpu_rng: 1
            },
            "{mode:?}"
        );
        assert_eq!(
            out,
            expected_after_reseed(mode, &cpu_bytes(&WORDS)),
            "{mode:?}"
        );
        assert_ne!(out, expected_after_reseed(mode, b""), "{mode:?}");
        modes += 1;
    }
    assert_eq!(modes, 2);
}

/// Each of the four words reaches the output: changing any one of them changes it.
#[cfg(any(target_arch = "x86_64", target_arch = "aarch64"))]
#[test]
fn every_cpu_rng_word_reaches_the_output() {
    let (base, _) = output_after_reseed(
        Mode::NoDf,
        CpuRng {
            filled: true,
            words: WORDS,
        },
    );
    let mut words_checked = 0;
    for i in 0..4 {
        let mut words = WORDS;
        words[i] ^= 1 << 63;
        let (out, stats) = output_after_reseed(
            Mode::NoDf,
            CpuRng {
                filled: true,
                words,
            },
        );
        assert_eq!(stats.with_cpu_rng, 1, "word {i}");
        assert_ne!(out, base, "word {i} was not mixed in");
        words_checked += 1;
    }
    assert_eq!(words_checked, 4);
}

/// CPU RNG output is skipped when the CPU reports failure, however plausible the words, and
/// when it reports success with stuck words: the reseed then uses the OS entropy alone.
#[cfg(any(target_arch = "x86_64", target_arch = "aarch64"))]
#[test]
fn failed_or_stuck_cpu_rng_output_is_not_mixed_in() {
    let rejected = [
        CpuRng {
            filled: false,
            words: WORDS,
        },
        CpuRng {
            filled: true,
            words: [0; 4],
        },
        CpuRng {
            filled: true,
            words: [WORDS[0], WORDS[1], WORDS[2], u64::MAX],
        },
        CpuRng {
            filled: true,
            words: [WORDS[0], WORDS[1], WORDS[2], WORDS[0]],
        },
    ];
    let mut cases = 0;
    for mode in [Mode::NoDf, Mode::UseDf] {
        let alone = expected_after_reseed(mode, b"");
        for cpu in rejected {
            let (out, stats) = output_after_reseed(mode, cpu);
            assert_eq!(
                stats,
                ReseedStats {
                    reseeds: 1,
                    with_cpu_rng: 0
                },
                "{mode:?} {cpu:x?}"
            );
            assert_eq!(out, alone, "{mode:?} {cpu:x?}");
            cases += 1;
        }
    }
    assert_eq!(cases, 8);
}

/// The `Error::Entropy` of a generator whose OS source fails with `ERRNO`, checked in full:
/// the code, `Display`, `Debug` and the `source` chain.
fn assert_entropy_error_with_errno(err: Error) {
    let Error::Entropy(e) = err else {
        panic!("expected Error::Entropy, got {err:?}");
    };
    assert_eq!(e.raw_os_error(), Some(ERRNO));
    assert_eq!(e.to_string(), format!("getrandom: OS Error: {ERRNO}"));
    assert_eq!(format!("{e:?}"), format!("EntropyError({e})"));
    assert!(e.source().is_some(), "the getrandom error is the source");
    let shown = err.to_string();
    let cause = format!("the operating system's random source failed ({e});");
    assert!(shown.starts_with(&cause), "{shown}");
    assert!(format!("{err:?}").contains(&format!("{e:?}")), "{err:?}");
    let source = err
        .source()
        .expect("Error::Entropy has its EntropyError as source");
    assert_eq!(source.downcast_ref::<EntropyError>(), Some(&e));
}

/// Construction fails with `Error::Entropy` carrying the OS error, in both modes.
#[test]
fn construction_fails_with_the_os_error() {
    let _os = faults::set_os_entropy(OsEntropy::Errno(ERRNO));
    let mut configs = 0;
    for config in [Config::new(), Config::new().mode(Mode::UseDf)] {
        let err = HardwareCtrDrbg::with_config(config, b"").unwrap_err();
        assert_entropy_error_with_errno(err);
        configs += 1;
    }
    assert_entropy_error_with_errno(HardwareCtrDrbg::new().unwrap_err());
    assert_eq!(configs, 2);
}

/// A getrandom error without an OS code: `raw_os_error` is `None`, and the error shows
/// getrandom's own description, which is also its `source`.
#[test]
fn a_getrandom_error_without_an_os_code() {
    let _os = faults::set_os_entropy(OsEntropy::Custom(7));
    let err = HardwareCtrDrbg::new().unwrap_err();
    let Error::Entropy(e) = err else {
        panic!("expected Error::Entropy, got {err:?}");
    };
    assert_eq!(e.raw_os_error(), None);
    let source = e.source().expect("the getrandom error is the source");
    let described = source.to_string();
    assert!(!described.is_empty());
    assert_eq!(e.to_string(), format!("getrandom: {described}"));
    assert_eq!(
        format!("{e:?}"),
        format!("EntropyError(getrandom: {described})")
    );
    assert_eq!(
        err.source().and_then(|s| s.downcast_ref::<EntropyError>()),
        Some(&e)
    );
}

/// A reseed that cannot get OS entropy returns the error and leaves the state as it was: the
/// next output is the mechanism's without that reseed. With prediction resistance, every
/// request reseeds, so every request fails.
#[test]
fn a_failed_reseed_returns_the_error_and_keeps_the_state() {
    let _os = faults::set_os_entropy(OsEntropy::Bytes(OS_BYTES));
    let mut d = HardwareCtrDrbg::with_config(Config::new(), PERSONALIZATION).unwrap();
    let mut resistant =
        HardwareCtrDrbg::with_config(Config::new().prediction_resistance(true), b"").unwrap();
    {
        let _failing = faults::set_os_entropy(OsEntropy::Errno(ERRNO));
        assert_entropy_error_with_errno(d.reseed(b"").unwrap_err());
        let mut block = [0u8; 16];
        assert_entropy_error_with_errno(resistant.fill_bytes(&mut block).unwrap_err());
    }
    assert_eq!(d.reseed_stats().reseeds, 0);
    let mut out = [0u8; 64];
    d.fill_bytes(&mut out).unwrap();
    let mut expected = [0u8; 64];
    mechanism(Mode::NoDf).generate(&[], &mut expected).unwrap();
    assert_eq!(out, expected);
}

/// The thread-local generator reports the failure too (created on first use, in a thread of
/// its own so that this test's thread has none yet).
#[test]
fn the_thread_generator_reports_the_os_error() {
    std::thread::spawn(|| {
        let _os = faults::set_os_entropy(OsEntropy::Errno(ERRNO));
        let mut salt = [0u8; 16];
        assert_entropy_error_with_errno(hw_ctr_drbg::fill(&mut salt).unwrap_err());
        assert_entropy_error_with_errno(hw_ctr_drbg::generate_key().unwrap_err());
    })
    .join()
    .unwrap();
}

/// A fault affects only the thread that set it, and only until its guard is dropped; nested
/// guards restore the setting they replaced.
#[test]
fn faults_are_per_thread_and_lifted_by_their_guard() {
    let outer = faults::set_os_entropy(OsEntropy::Errno(ERRNO));
    std::thread::spawn(|| assert!(HardwareCtrDrbg::new().is_ok()))
        .join()
        .unwrap();
    {
        let _inner = faults::set_os_entropy(OsEntropy::Bytes(OS_BYTES));
        assert!(HardwareCtrDrbg::new().is_ok());
    }
    assert_entropy_error_with_errno(HardwareCtrDrbg::new().unwrap_err());
    drop(outer);
    assert!(HardwareCtrDrbg::new().is_ok());
}
