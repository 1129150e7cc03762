//! `hw_crypto::random` through the facade: keys go into `HardwareAes256Gcm`, generators run on
//! the hardware tier the CPU selects, and an unsupported CPU is refused.
//!
//! Under a QEMU CPU model without AES-NI, `HW_CRYPTO_EXPECT=unsupported:aes` makes this check
//! that every entry point returns `UnsupportedCpu { missing: "aes" }` (as `hardware.rs` does for
//! AES-GCM).

use hw_crypto::aes_gcm::HardwareAes256Gcm;
use hw_crypto::random::{self, Config, Error, HardwareCtrDrbg, Mode};

#[test]
fn keys_and_nonces_feed_aes_gcm() {
    if unsupported_expected() {
        return;
    }
    let key = random::generate_key().unwrap();
    let cipher = HardwareAes256Gcm::new(&key).unwrap();
    let nonce = random::generate_nonce().unwrap();
    let sealed = cipher.encrypt_with_nonce(&nonce, b"ad", b"pt").unwrap();
    assert_eq!(
        cipher.decrypt_with_nonce(&nonce, b"ad", &sealed).unwrap(),
        b"pt"
    );
    // A different random key does not open it.
    let other = HardwareAes256Gcm::new(&random::generate_key().unwrap()).unwrap();
    assert!(other.decrypt_with_nonce(&nonce, b"ad", &sealed).is_err());
}

#[test]
fn generators_run_the_selected_kernel() {
    if unsupported_expected() {
        return;
    }
    let before = hw_cpu::counters::snapshot();
    let mut d = HardwareCtrDrbg::with_config(Config::new().mode(Mode::UseDf), b"facade").unwrap();
    let mut buf = vec![0u8; 100_000];
    d.fill_bytes(&mut buf).unwrap();
    // The generator's tier ran its counter-mode kernel; besides it only the architecture's
    // baseline kernel may run (key expansion and the derivation function's blocks).
    let ran: Vec<_> = hw_cpu::counters::grown_since(before).collect();
    assert!(ran.contains(&d.tier()), "ran {ran:?}");
    let base = hw_cpu::Tier::ALL[0];
    assert!(
        ran.iter().all(|&t| t == d.tier() || t == base),
        "ran {ran:?}"
    );
    let mut small = [0u8; 8];
    random::fill(&mut small).unwrap();
}

#[test]
fn rand_core_handle() {
    if unsupported_expected() {
        return;
    }
    use rand_core::TryRng;
    let mut t = random::ThreadDrbg;
    assert_ne!(t.try_next_u64().unwrap(), t.try_next_u64().unwrap());
}

#[test]
fn unsupported_cpu_is_refused() {
    if !unsupported_expected() {
        return;
    }
    let want = Error::UnsupportedCpu { missing: "aes" };
    assert_eq!(random::generate_key().unwrap_err(), want);
    assert_eq!(random::generate_nonce().unwrap_err(), want);
    assert_eq!(random::fill(&mut [0u8; 4]).unwrap_err(), want);
    assert_eq!(HardwareCtrDrbg::new().unwrap_err(), want);
    assert_eq!(
        random::CtrDrbg::instantiate(Mode::NoDf, &[0; 48], &[], &[]).unwrap_err(),
        want
    );
    println!("unsupported CPU correctly refused: {want}");
}

fn unsupported_expected() -> bool {
    std::env::var("HW_CRYPTO_EXPECT").is_ok_and(|e| e == "unsupported:aes")
}
