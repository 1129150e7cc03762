//! Tests written to kill mutants that survived `cargo mutants` (docs/dev/assurance.md; the
//! remaining survivors and why each is equivalent: docs/dev/assurance.md).

use hw_ctr_drbg::{Config, HardwareCtrDrbg};

/// Small requests come from 1 KiB generate requests, and each refill counts 1024 bytes against
/// the byte interval: with an interval of 4 KiB, four refills (256 requests of 16 bytes) fit,
/// and the fifth refill reseeds first.
#[test]
fn buffer_refills_count_a_whole_kib_against_the_byte_interval() {
    let mut d =
        HardwareCtrDrbg::with_config(Config::new().reseed_after_bytes(4096), b"mutants").unwrap();
    let mut block = [0u8; 16];
    let mut requests = 0;
    for _ in 0..256 {
        d.fill_bytes(&mut block).unwrap();
        requests += 1;
    }
    assert_eq!(
        d.reseed_stats().reseeds,
        0,
        "4 KiB served from four refills"
    );
    d.fill_bytes(&mut block).unwrap();
    requests += 1;
    assert_eq!(
        d.reseed_stats().reseeds,
        1,
        "the fifth refill crosses the interval"
    );
    for _ in 0..255 {
        d.fill_bytes(&mut block).unwrap();
        requests += 1;
    }
    assert_eq!(d.reseed_stats().reseeds, 1);
    assert_eq!(requests, 512);
}

/// An interval just below 1 KiB turns the buffer off: every small request is its own generate
/// request of its own length, so 8-byte requests reseed after 127 of them (1016 bytes).
#[test]
fn an_interval_below_one_kib_turns_the_buffer_off() {
    let mut d =
        HardwareCtrDrbg::with_config(Config::new().reseed_after_bytes(1023), b"mutants").unwrap();
    let mut small = [0u8; 8];
    for _ in 0..127 {
        d.fill_bytes(&mut small).unwrap();
    }
    assert_eq!(d.reseed_stats().reseeds, 0, "127 x 8 = 1016 bytes fit");
    d.fill_bytes(&mut small).unwrap();
    assert_eq!(d.reseed_stats().reseeds, 1, "the 128th would make 1024");
}

/// `next_u32` hands out fresh output: eight draws are not all the same value.
#[test]
fn next_u32_draws_differ() {
    let mut d = HardwareCtrDrbg::new().unwrap();
    let draws: Vec<u32> = (0..8).map(|_| d.next_u32().unwrap()).collect();
    assert_eq!(draws.len(), 8);
    assert!(
        draws.iter().any(|&x| x != draws[0]),
        "eight equal draws: {draws:?}"
    );
    assert!(draws.iter().any(|&x| x > 1), "{draws:?}");
}

/// `config` returns the configuration the generator was built with, not the default.
#[test]
fn config_is_the_one_given() {
    let mut checked = 0;
    for config in [
        Config::new().reseed_after_bytes(4096),
        Config::new().reseed_after_requests(7),
        Config::new().prediction_resistance(true),
    ] {
        let d = HardwareCtrDrbg::with_config(config, b"mutants").unwrap();
        assert_eq!(d.config(), config);
        assert_ne!(d.config(), Config::new());
        checked += 1;
    }
    assert_eq!(checked, 3);
}

/// The rand_core `TryRng` methods of both generators hand out fresh output.
#[test]
fn rand_core_methods_give_fresh_output() {
    use rand_core::TryRng;

    fn check(rng: &mut impl TryRng<Error = hw_ctr_drbg::Error>, what: &str) {
        let draws: Vec<u32> = (0..8).map(|_| rng.try_next_u32().unwrap()).collect();
        assert!(draws.iter().any(|&x| x != draws[0]), "{what}: {draws:?}");
        assert!(draws.iter().any(|&x| x > 1), "{what}: {draws:?}");
        let mut buf = [0u8; 64];
        rng.try_fill_bytes(&mut buf).unwrap();
        assert!(
            buf.iter().any(|&b| b != 0),
            "{what}: try_fill_bytes wrote nothing"
        );
    }
    check(&mut HardwareCtrDrbg::new().unwrap(), "HardwareCtrDrbg");
    check(&mut hw_ctr_drbg::ThreadDrbg, "ThreadDrbg");
}
