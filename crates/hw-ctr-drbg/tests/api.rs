//! The generator's behaviour beyond the known answers: which tier runs, how requests are split
//! and buffered (checked byte for byte against the mechanism), when it reseeds, prediction
//! resistance, the CPU RNG blend, input limits, errors, `Debug`, and the `rand_core` traits.

use std::collections::HashSet;

use hw_ctr_drbg::{
    Config, CtrDrbg, Error, HardwareCtrDrbg, Input, Mode, MAX_REQUEST_LEN, MAX_RESEED_INTERVAL,
};

#[path = "support/tiers.rs"]
mod tiers;
use tiers::{only_kernel, tiers};

#[test]
#[cfg_attr(miri, ignore = "400 KiB through interpreted AES-NI: hours under Miri")]
fn every_operation_runs_on_every_tier() {
    let mut ran = 0;
    for (cap, kernel) in tiers() {
        for mode in [Mode::NoDf, Mode::UseDf] {
            let config = Config::new().mode(mode);
            let mut d = only_kernel(kernel, "new", || {
                HardwareCtrDrbg::with_config_capped(config, b"tier test", cap).unwrap()
            });
            assert_eq!(d.tier(), kernel);
            let mut small = [0u8; 32];
            only_kernel(kernel, "small fill", || d.fill_bytes(&mut small).unwrap());
            let mut large = vec![0u8; 3 * MAX_REQUEST_LEN + 100];
            only_kernel(kernel, "split fill", || d.fill_bytes(&mut large).unwrap());
            only_kernel(kernel, "generate_with", || {
                d.generate_with(b"additional", &mut small).unwrap()
            });
            only_kernel(kernel, "reseed", || d.reseed(b"reseed input").unwrap());
            let pr = Config::new().mode(mode).prediction_resistance(true);
            let mut d = HardwareCtrDrbg::with_config_capped(pr, &[], cap).unwrap();
            only_kernel(kernel, "prediction resistance", || {
                d.fill_bytes(&mut small).unwrap()
            });
            ran += 1;
        }
    }
    assert_eq!(ran, 2 * hw_cpu::supported_tiers().count());
}

/// A mechanism with a fixed state, and the same state wrapped in a `HardwareCtrDrbg`.
fn twins(mode: Mode, config: Config) -> (CtrDrbg, HardwareCtrDrbg) {
    let (entropy, nonce): (&[u8], &[u8]) = match mode {
        Mode::NoDf => (&[0x5a; 48], &[]),
        Mode::UseDf => (&[0x5a; 32], &[0xa5; 16]),
    };
    let make = || CtrDrbg::instantiate(mode, entropy, nonce, b"twins").unwrap();
    let hw = HardwareCtrDrbg::from_ctr_drbg(make(), config.mode(mode)).unwrap();
    (make(), hw)
}

#[test]
#[cfg_attr(miri, ignore = "400 KiB through interpreted AES-NI: hours under Miri")]
fn large_requests_are_split_at_2_pow_19_bits() {
    for mode in [Mode::NoDf, Mode::UseDf] {
        let (mut reference, mut hw) = twins(mode, Config::new());
        let len = 3 * MAX_REQUEST_LEN + 4097;
        let mut got = vec![0u8; len];
        hw.generate_with(b"first part only", &mut got).unwrap();
        let mut want = vec![0u8; len];
        let mut additional: &[u8] = b"first part only";
        for part in want.chunks_mut(MAX_REQUEST_LEN) {
            reference.generate(additional, part).unwrap();
            additional = &[];
        }
        assert!(got == want, "{mode:?}: split into 64 KiB generate requests");
        assert_eq!(hw.reseed_stats().reseeds, 0);
        // Blocks never repeat across the splits.
        let blocks: HashSet<&[u8]> = got.chunks_exact(16).collect();
        assert_eq!(blocks.len(), len / 16);
    }
}

#[test]
fn small_requests_come_from_one_buffered_generate() {
    let (mut reference, mut hw) = twins(Mode::NoDf, Config::new());
    let mut want = [0u8; 1024];
    reference.generate(&[], &mut want).unwrap();
    // Whole 16-byte blocks are handed out in order; the rest of a partly used block is dropped.
    let mut a = [0u8; 8];
    hw.fill_bytes(&mut a).unwrap();
    assert_eq!(a, want[..8]);
    let mut b = [0u8; 20];
    hw.fill_bytes(&mut b).unwrap();
    assert_eq!(b, want[16..36]);
    let x = hw.next_u64().unwrap();
    assert_eq!(x.to_le_bytes(), want[48..56]);
    // A request larger than what is left takes the rest, then a fresh 1 KiB generate.
    let mut rest = [0u8; 256];
    for _ in 0..3 {
        hw.fill_bytes(&mut rest).unwrap();
    }
    let mut next = [0u8; 1024];
    reference.generate(&[], &mut next).unwrap();
    let mut c = [0u8; 256];
    hw.fill_bytes(&mut c).unwrap();
    assert_eq!(c[..192], want[64 + 768..]);
    assert_eq!(c[192..], next[..64]);
    // Larger requests bypass the buffer (and leave it as it is).
    let mut big = [0u8; 257];
    hw.fill_bytes(&mut big).unwrap();
    let mut direct = [0u8; 257];
    reference.generate(&[], &mut direct).unwrap();
    assert_eq!(big, direct);
    let mut d = [0u8; 16];
    hw.fill_bytes(&mut d).unwrap();
    assert_eq!(d, next[64..80]);
}

#[test]
fn additional_input_discards_the_buffer() {
    let (mut reference, mut hw) = twins(Mode::NoDf, Config::new());
    let mut skip = [0u8; 1024];
    reference.generate(&[], &mut skip).unwrap();
    hw.fill_bytes(&mut [0u8; 16]).unwrap();
    let mut got = [0u8; 32];
    hw.generate_with(b"ai", &mut got).unwrap();
    let mut want = [0u8; 32];
    reference.generate(b"ai", &mut want).unwrap();
    assert_eq!(got, want);
    // The next small request refills rather than serving pre-input bytes.
    hw.fill_bytes(&mut got).unwrap();
    let mut refill = [0u8; 1024];
    reference.generate(&[], &mut refill).unwrap();
    assert_eq!(got, refill[..32]);
}

#[test]
#[cfg_attr(miri, ignore = "320 KiB through interpreted AES-NI: hours under Miri")]
fn reseeds_after_the_request_interval() {
    let mut d = HardwareCtrDrbg::with_config(Config::new().reseed_after_requests(3), &[]).unwrap();
    let mut buf = [0u8; 300]; // unbuffered: one request each
    for _ in 0..3 {
        d.fill_bytes(&mut buf).unwrap();
    }
    assert_eq!(d.reseed_stats().reseeds, 0);
    d.fill_bytes(&mut buf).unwrap();
    assert_eq!(d.reseed_stats().reseeds, 1, "the 4th request reseeds first");
    let mut big = vec![0u8; 5 * MAX_REQUEST_LEN]; // 5 requests
    d.fill_bytes(&mut big).unwrap();
    assert_eq!(d.reseed_stats().reseeds, 2);
}

#[test]
#[cfg_attr(miri, ignore = "100 KB through interpreted AES-NI: hours under Miri")]
fn reseeds_after_the_byte_interval() {
    let mut d =
        HardwareCtrDrbg::with_config(Config::new().reseed_after_bytes(100_000), &[]).unwrap();
    let mut buf = vec![0u8; 100_000]; // 65536 + 34464: exactly the interval
    d.fill_bytes(&mut buf).unwrap();
    assert_eq!(d.reseed_stats().reseeds, 0);
    d.fill_bytes(&mut buf[..1]).unwrap(); // a 1 KiB buffer refill would cross it
    assert_eq!(d.reseed_stats().reseeds, 1);

    // An interval shorter than 64 KiB shortens the requests, and one below 1 KiB turns off the
    // buffer, so that no request crosses it.
    let mut d = HardwareCtrDrbg::with_config(Config::new().reseed_after_bytes(1000), &[]).unwrap();
    d.fill_bytes(&mut buf[..5000]).unwrap();
    assert_eq!(d.reseed_stats().reseeds, 4, "5 requests of 1000 bytes");
    d.fill_bytes(&mut buf[..8]).unwrap();
    assert_eq!(d.reseed_stats().reseeds, 5);
}

#[test]
#[cfg_attr(miri, ignore = "16 MiB through interpreted AES-NI: days under Miri")]
fn default_interval_is_16_mib() {
    assert_eq!(Config::DEFAULT_RESEED_BYTES, 1 << 24);
    assert_eq!(Config::DEFAULT_RESEED_REQUESTS, 1 << 16);
    assert_eq!(Config::default(), Config::new());
    let mut d = HardwareCtrDrbg::new().unwrap();
    let mut buf = vec![0u8; 1 << 24];
    d.fill_bytes(&mut buf).unwrap();
    assert_eq!(d.reseed_stats().reseeds, 0);
    d.fill_bytes(&mut buf[..1]).unwrap();
    assert_eq!(d.reseed_stats().reseeds, 1);
}

#[test]
#[cfg_attr(miri, ignore = "390 KiB through interpreted AES-NI: hours under Miri")]
fn prediction_resistance_reseeds_before_every_request() {
    for mode in [Mode::NoDf, Mode::UseDf] {
        let config = Config::new().prediction_resistance(true).mode(mode);
        let mut d = HardwareCtrDrbg::with_config(config, &[]).unwrap();
        let mut small = [0u8; 8];
        for i in 1..=3 {
            d.fill_bytes(&mut small).unwrap();
            assert_eq!(d.reseed_stats().reseeds, i, "no buffering");
        }
        let mut big = vec![0u8; 3 * MAX_REQUEST_LEN + 1];
        d.generate_with(b"into the reseed", &mut big).unwrap();
        assert_eq!(d.reseed_stats().reseeds, 3 + 4);
    }
}

#[test]
fn cpu_rng_is_blended_into_reseeds_when_present() {
    let mut d = HardwareCtrDrbg::new().unwrap();
    for _ in 0..8 {
        d.reseed(&[]).unwrap();
    }
    let s = d.reseed_stats();
    assert_eq!(s.reseeds, 8);
    // RDSEED on x86_64, RNDRRS (FEAT_RNG, "rand") on aarch64.
    let has_cpu_rng = (cfg!(target_arch = "x86_64") && hw_cpu::features().has_named("rdseed"))
        || (cfg!(target_arch = "aarch64") && hw_cpu::features().has_named("rand"));
    if has_cpu_rng {
        // A CPU RNG may fail transiently even after retries; it must not fail every time.
        assert!(s.with_cpu_rng >= 1, "the CPU RNG was never mixed in: {s:?}");
    } else {
        assert_eq!(s.with_cpu_rng, 0);
    }
}

#[test]
#[cfg_attr(miri, ignore = "160 KB through interpreted AES-NI: hours under Miri")]
fn outputs_do_not_repeat() {
    let mut d = HardwareCtrDrbg::new().unwrap();
    let draws: HashSet<u64> = (0..20_000).map(|_| d.next_u64().unwrap()).collect();
    assert_eq!(draws.len(), 20_000);
    let mut a = HardwareCtrDrbg::new().unwrap();
    let mut b = HardwareCtrDrbg::new().unwrap();
    assert_ne!(
        a.next_u64().unwrap(),
        b.next_u64().unwrap(),
        "independent seeds"
    );
}

#[test]
fn mechanism_input_lengths() {
    let len_err = |r: Result<CtrDrbg, Error>| match r {
        Err(Error::InputLength { input, .. }) => input,
        other => panic!("expected InputLength, got {other:?}"),
    };
    assert_eq!(
        len_err(CtrDrbg::instantiate(Mode::NoDf, &[1; 47], &[], &[])),
        Input::EntropyInput
    );
    assert_eq!(
        len_err(CtrDrbg::instantiate(Mode::NoDf, &[1; 48], &[1], &[])),
        Input::Nonce
    );
    assert_eq!(
        len_err(CtrDrbg::instantiate(Mode::NoDf, &[1; 48], &[], &[1; 49])),
        Input::PersonalizationString
    );
    assert_eq!(
        len_err(CtrDrbg::instantiate(Mode::UseDf, &[1; 31], &[1; 16], &[])),
        Input::EntropyInput
    );
    assert_eq!(
        len_err(CtrDrbg::instantiate(Mode::UseDf, &[1; 32], &[1; 15], &[])),
        Input::Nonce
    );
    // The df mode takes long inputs.
    let long = vec![3u8; 10_000];
    let mut d = CtrDrbg::instantiate(Mode::UseDf, &long, &long, &long).unwrap();
    d.reseed(&long, &long).unwrap();
    d.generate(&long, &mut [0u8; 64]).unwrap();

    // A rejected additional input leaves the state unchanged.
    let make = || CtrDrbg::instantiate(Mode::NoDf, &[2; 48], &[], &[]).unwrap();
    let (mut a, mut b) = (make(), make());
    let err = a.generate(&[0; 49], &mut [0u8; 16]).unwrap_err();
    assert_eq!(
        err,
        Error::InputLength {
            input: Input::AdditionalInput,
            mode: Mode::NoDf,
            len: 49
        }
    );
    assert_eq!(
        err.to_string(),
        "the additional input is 49 bytes; CTR_DRBG NoDf needs 0..=48 bytes"
    );
    assert!(a.reseed(&[2; 48], &[0; 49]).is_err());
    let (mut x, mut y) = ([0u8; 32], [0u8; 32]);
    a.generate(&[], &mut x).unwrap();
    b.generate(&[], &mut y).unwrap();
    assert_eq!(x, y);
}

#[test]
fn mechanism_request_and_reseed_limits() {
    let mut d = CtrDrbg::instantiate(Mode::NoDf, &[4; 48], &[], &[]).unwrap();
    let mut big = vec![0u8; MAX_REQUEST_LEN + 1];
    assert_eq!(
        d.generate(&[], &mut big).unwrap_err(),
        Error::RequestTooLarge {
            len: MAX_REQUEST_LEN + 1
        }
    );
    d.generate(&[], &mut big[..MAX_REQUEST_LEN]).unwrap();
    d.generate(&[], &mut []).unwrap();

    d.set_reseed_counter(MAX_RESEED_INTERVAL);
    d.generate(&[], &mut [0u8; 16]).unwrap(); // the 2^48-th request is allowed
    assert_eq!(
        d.generate(&[], &mut [0u8; 16]).unwrap_err(),
        Error::ReseedRequired
    );
    d.reseed(&[5; 48], &[]).unwrap();
    d.generate(&[], &mut [0u8; 16]).unwrap();
}

#[test]
fn config_is_validated() {
    for bad in [
        Config::new().reseed_after_requests(0),
        Config::new().reseed_after_requests(MAX_RESEED_INTERVAL + 1),
        Config::new().reseed_after_bytes(0),
    ] {
        let err = HardwareCtrDrbg::with_config(bad, &[]).unwrap_err();
        assert!(matches!(err, Error::InvalidConfig { .. }), "{err:?}");
    }
    HardwareCtrDrbg::with_config(
        Config::new().reseed_after_requests(MAX_RESEED_INTERVAL),
        &[],
    )
    .unwrap();
    // Personalization limits follow the mode.
    let long = [0u8; 49];
    assert!(matches!(
        HardwareCtrDrbg::with_config(Config::new(), &long),
        Err(Error::InputLength { .. })
    ));
    HardwareCtrDrbg::with_config(Config::new().mode(Mode::UseDf), &long).unwrap();
}

#[test]
fn debug_prints_no_state() {
    let d = CtrDrbg::instantiate(Mode::NoDf, &[0x77; 48], &[], &[]).unwrap();
    let tier = d.tier();
    assert_eq!(
        format!("{d:?}"),
        format!("CtrDrbg {{ mode: NoDf, tier: {tier:?}, .. }}")
    );
    let h = HardwareCtrDrbg::new().unwrap();
    let s = format!("{h:?}");
    assert!(s.starts_with("HardwareCtrDrbg { tier: "), "{s}");
    assert!(
        s.ends_with(", .. }") && !s.contains("v:") && !s.contains("key"),
        "{s}"
    );
    let k = hw_ctr_drbg::generate_key().unwrap();
    assert_eq!(format!("{k:?}"), "Aes256Key([redacted])");
}

#[test]
fn errors_display_and_chain() {
    // Small enough to move cheaply: `Result<(), Error>` is returned on every call.
    assert_eq!(std::mem::size_of::<Error>(), 24);
    let e = Error::UnsupportedCpu { missing: "aes" };
    assert!(e.to_string().contains("`aes`"));
    assert!(std::error::Error::source(&e).is_none());
    let e = Error::InvalidConfig { reason: "x" };
    assert!(e.to_string().contains("x"));
}

#[test]
#[cfg_attr(miri, ignore = "200 KB through interpreted AES-NI: hours under Miri")]
fn thread_local_functions() {
    let k1 = hw_ctr_drbg::generate_key().unwrap();
    let k2 = hw_ctr_drbg::generate_key().unwrap();
    assert_ne!(*k1, *k2);
    assert_ne!(
        hw_ctr_drbg::generate_nonce().unwrap(),
        hw_ctr_drbg::generate_nonce().unwrap()
    );
    let mut big = vec![0u8; 200_000];
    hw_ctr_drbg::fill(&mut big).unwrap();
    assert!(big.iter().any(|&b| b != 0));
    hw_ctr_drbg::fill(&mut []).unwrap();
    // Each thread has its own generator.
    let other = std::thread::spawn(|| *hw_ctr_drbg::generate_key().unwrap())
        .join()
        .unwrap();
    assert_ne!(other, *k1);
}

#[test]
fn rand_core_traits() {
    use rand_core::{Rng, TryCryptoRng, TryRng, UnwrapErr};
    fn crypto<R: TryCryptoRng>(_: &R) {}

    let mut d = HardwareCtrDrbg::new().unwrap();
    crypto(&d);
    let a = d.try_next_u64().unwrap();
    let b = d.try_next_u32().unwrap();
    let mut buf = [0u8; 40];
    d.try_fill_bytes(&mut buf).unwrap();
    assert_ne!(a, u64::from(b));

    let mut rng = UnwrapErr(d);
    assert_ne!(rng.next_u64(), rng.next_u64());
    let mut t = hw_ctr_drbg::ThreadDrbg;
    crypto(&t);
    assert_ne!(t.try_next_u64().unwrap(), t.try_next_u64().unwrap());
    UnwrapErr(t).fill_bytes(&mut buf);
}
