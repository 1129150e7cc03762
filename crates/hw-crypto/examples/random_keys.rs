//! Generates AES-256-GCM keys and nonces with the hardware CTR_DRBG and uses them.
//!
//! `cargo run --example random_keys`

use std::error::Error;

use hw_crypto::aes_gcm::HardwareAes256Gcm;
use hw_crypto::random::{self, Config, HardwareCtrDrbg};

fn main() -> Result<(), Box<dyn Error>> {
    // The thread-local generator: created on first use, seeded from the OS.
    let key = random::generate_key()?; // Aes256Key, wiped when dropped
    let cipher = HardwareAes256Gcm::new(&key)?; // derefs to &[u8; 32]
    println!("AES-256-GCM tier: {}", cipher.tier());

    for i in 0..3 {
        let nonce = random::generate_nonce()?; // never reuse a nonce under one key
        let msg = format!("message {i}");
        let sealed = cipher.encrypt_with_nonce(&nonce, b"random_keys", msg.as_bytes())?;
        let opened = cipher.decrypt_with_nonce(&nonce, b"random_keys", &sealed)?;
        assert_eq!(opened, msg.as_bytes());
        println!("nonce {} sealed {:>2} bytes: ok", hex(&nonce), msg.len());
    }

    // An explicit generator with its own configuration.
    let config = Config::new()
        .reseed_after_bytes(1 << 20)
        .prediction_resistance(false);
    let mut drbg = HardwareCtrDrbg::with_config(config, b"random_keys example")?;
    println!(
        "explicit generator: {drbg:?}; fork detection: {:?}",
        HardwareCtrDrbg::fork_detection()?
    );
    let session_key = drbg.generate_key()?;
    let mut bulk = vec![0u8; 1 << 20];
    drbg.fill_bytes(&mut bulk)?; // 16 generate requests of 64 KiB
    println!(
        "session key {}..., 1 MiB of random bytes starting {}",
        hex(&session_key[..4]),
        hex(&bulk[..8])
    );
    Ok(())
}

fn hex(b: &[u8]) -> String {
    b.iter().map(|x| format!("{x:02x}")).collect()
}
