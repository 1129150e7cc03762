//! Tests written to kill mutants that survived `cargo mutants` (issue #11; the remaining
//! survivors and why each is equivalent: docs/assurance.md).

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
