//! Encrypts and decrypts one message and prints which hardware tier ran.
//!
//! `cargo run --release --example quickstart`

use hw_crypto::aes_gcm::{Error, HardwareAes256Gcm};
use std::process::ExitCode;

fn main() -> ExitCode {
    match run() {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("error: {e}");
            ExitCode::FAILURE
        }
    }
}

fn run() -> Result<(), Error> {
    // A fixed key for the demo only: real keys come from a key store or a CSPRNG.
    let key = [0x42u8; 32];
    let cipher = HardwareAes256Gcm::new(&key)?;
    println!("tier: {}", cipher.tier());

    let nonce = [0x24u8; 12]; // must never repeat under one key
    let aad = b"message 1 of the quickstart";
    let plaintext = b"AES-256-GCM, every round in hardware";

    let sealed = cipher.encrypt_with_nonce(&nonce, aad, plaintext)?;
    println!(
        "sealed {} bytes into {} (ciphertext || tag): {}",
        plaintext.len(),
        sealed.len(),
        hex(&sealed)
    );

    let opened = cipher.decrypt_with_nonce(&nonce, aad, &sealed)?;
    assert_eq!(opened, plaintext);
    println!("opened: {}", String::from_utf8_lossy(&opened));

    let mut forged = sealed.clone();
    forged[0] ^= 1;
    match cipher.decrypt_with_nonce(&nonce, aad, &forged) {
        Err(Error::Authentication) => println!("a flipped bit is rejected: ok"),
        other => panic!("forgery not rejected: {other:?}"),
    }
    Ok(())
}

fn hex(b: &[u8]) -> String {
    b.iter().map(|x| format!("{x:02x}")).collect()
}
