//! `hwcrypt speed`: throughput of this machine's backends, like `openssl speed`.

use std::hint::black_box;
use std::time::{Duration, Instant};

use hw_crypto::aes_gcm::{HardwareAes256Gcm, TAG_LEN};
use hw_crypto::random::HardwareCtrDrbg;

use crate::Failure;

/// The message sizes measured.
const SIZES: &[usize] = &[16, 256, 1024, 8192, 16384, 65536, 1 << 20];

fn size_name(n: usize) -> String {
    match n {
        n if n >= 1 << 20 => format!("{} MiB", n >> 20),
        n if n >= 1024 => format!("{} KiB", n >> 10),
        n => format!("{n} B"),
    }
}

/// Runs `op` (which processes `bytes` bytes) until `budget` has passed; returns MB/s (10^6).
fn measure(
    budget: Duration,
    bytes: usize,
    mut op: impl FnMut() -> Result<(), Failure>,
) -> Result<f64, Failure> {
    op()?; // warm up, and fail early
    let start = Instant::now();
    let mut done = 0u64;
    let mut batch = 1u64;
    loop {
        for _ in 0..batch {
            op()?;
        }
        done += batch;
        let t = start.elapsed();
        if t >= budget {
            return Ok(done as f64 * bytes as f64 / t.as_secs_f64() / 1e6);
        }
        batch = batch.saturating_mul(2).min(1 << 16);
    }
}

/// Prints one table: rows AES-256-GCM seal, open and CTR_DRBG, columns the sizes.
pub fn run(seconds: f64) -> Result<(), Failure> {
    if !(seconds.is_finite() && seconds > 0.0 && seconds <= 60.0) {
        return Err(Failure("--seconds must be in (0, 60]".into()));
    }
    let budget = Duration::from_secs_f64(seconds);
    let key = hw_crypto::random::generate_key().map_err(|e| Failure(e.to_string()))?;
    let cipher = HardwareAes256Gcm::new(&key).map_err(|e| Failure(e.to_string()))?;
    let mut drbg = HardwareCtrDrbg::new().map_err(|e| Failure(e.to_string()))?;
    say!(
        "AES-256-GCM on {}, CTR_DRBG on {}; {seconds} s per cell; MB/s (10^6 bytes per second)",
        cipher.tier(),
        drbg.tier()
    );
    let mut head = format!("{:<20}", "operation");
    for &n in SIZES {
        head.push_str(&format!("{:>10}", size_name(n)));
    }
    say!("{head}");
    let nonce = [7u8; 12];
    let fail = |e: &dyn std::fmt::Display| Failure(e.to_string());
    for row in ["aes-256-gcm seal", "aes-256-gcm open", "ctr_drbg generate"] {
        let mut line = format!("{row:<20}");
        for &n in SIZES {
            let mut buf = vec![0u8; n + TAG_LEN];
            let mut out = vec![0u8; n];
            let rate = match row {
                "aes-256-gcm seal" => measure(budget, n, || {
                    let tag = cipher
                        .seal_in_place_detached(&nonce, b"", &mut buf[..n])
                        .map_err(|e| fail(&e))?;
                    black_box(tag);
                    Ok(())
                })?,
                "aes-256-gcm open" => {
                    let tag = cipher
                        .seal_in_place_detached(&nonce, b"", &mut buf[..n])
                        .map_err(|e| fail(&e))?;
                    buf[n..].copy_from_slice(&tag);
                    measure(budget, n, || {
                        cipher
                            .decrypt_with_nonce_to(&nonce, b"", &buf, &mut out)
                            .map_err(|e| fail(&e))?;
                        black_box(&out);
                        Ok(())
                    })?
                }
                _ => measure(budget, n, || {
                    drbg.fill_bytes(&mut out).map_err(|e| fail(&e))?;
                    black_box(&out);
                    Ok(())
                })?,
            };
            // Emulators (qemu in CI) run at a tiny fraction of a MB/s: keep digits there.
            if rate >= 1.0 {
                line.push_str(&format!("{rate:>10.1}"));
            } else {
                line.push_str(&format!("{rate:>10.4}"));
            }
        }
        say!("{line}");
    }
    Ok(())
}
