//! Prints the CPU features found and the backend chosen; exits non-zero without the hardware.
//!
//! `cargo run --example assert_hardware`

use hw_crypto::aes_gcm::HardwareAes256Gcm;
use std::process::ExitCode;

fn main() -> ExitCode {
    println!("CPU features:");
    for (name, present) in hw_crypto::cpu_features() {
        println!("  {name:<14} {}", if present { "yes" } else { "no" });
    }
    // An all-zero key: this program only checks the hardware.
    match HardwareAes256Gcm::new(&[0; 32]) {
        Ok(cipher) => {
            println!("AES-256-GCM tier: {}", cipher.tier());
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("{e}");
            ExitCode::FAILURE
        }
    }
}
