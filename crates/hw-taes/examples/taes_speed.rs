//! T-AES throughput on 4 KiB buffers: every key size, with and without a tweak, encrypt and
//! decrypt, on every tier this CPU supports; min/avg/max time per operation and GB/s, beside
//! OpenSSL's AES-XTS (`openssl speed -evp aes-128-xts` / `aes-256-xts` on 4096-byte
//! buffers) when `openssl` is on the PATH.
//!
//! ```sh
//! cargo run --release -p hw-taes --example taes_speed            # about 10 s
//! cargo run --release -p hw-taes --example taes_speed -- --short # ~1 s (CI smoke)
//! TAES_SPEED_SHORT=1 cargo run --release -p hw-taes --example taes_speed
//! cargo run --release -p hw-taes --example taes_speed -- --tier aesni_clmul
//! ```
//!
//! Each row comes from 200 timed batches of 200 operations on the same buffer (warm caches;
//! 5 x 50 with `--short`); min/median/avg/max are per operation over the batches, and GB/s is
//! from the median, which a busy machine disturbs least (preemption shows up in avg and max).
//! `openssl speed` reports an average over wall-clock time, so on a loaded machine compare it
//! with the avg column.

use hw_taes::{Taes, Tier};
use std::hint::black_box;
use std::process::Command;
use std::time::{Duration, Instant};

const LEN: usize = 4096;

struct Stats {
    min: Duration,
    median: Duration,
    avg: Duration,
    max: Duration,
}

/// Times `samples` batches of `batch` calls of `op`; per-operation statistics.
fn measure(samples: usize, batch: u32, mut op: impl FnMut()) -> Stats {
    for _ in 0..batch {
        op(); // warm-up
    }
    let mut times = Vec::with_capacity(samples);
    for _ in 0..samples {
        let t = Instant::now();
        for _ in 0..batch {
            op();
        }
        times.push(t.elapsed() / batch);
    }
    let total: Duration = times.iter().sum();
    times.sort();
    Stats {
        min: times[0],
        median: times[samples / 2],
        avg: total / samples as u32,
        max: times[samples - 1],
    }
}

fn gbps(d: Duration) -> f64 {
    LEN as f64 / d.as_secs_f64() / 1e9
}

/// OpenSSL's AES-XTS throughput on 4096-byte buffers in GB/s, or why there is none.
fn openssl_xts(bits: u32, seconds: u32) -> Result<f64, String> {
    let alg = format!("aes-{bits}-xts");
    let out = Command::new("openssl")
        .args(["speed", "-evp", &alg, "-bytes", "4096", "-seconds"])
        .arg(seconds.to_string())
        .output()
        .map_err(|e| format!("openssl not run: {e}"))?;
    let text = String::from_utf8_lossy(&out.stdout);
    // The result line: "AES-128-XTS    3135868.34k" (thousands of bytes per second).
    let line = text
        .lines()
        .find(|l| l.to_ascii_lowercase().starts_with(&alg))
        .ok_or_else(|| format!("no `{alg}` line in openssl speed output"))?;
    let value = line
        .split_whitespace()
        .last()
        .and_then(|v| v.strip_suffix('k'))
        .and_then(|v| v.parse::<f64>().ok())
        .ok_or_else(|| format!("cannot parse `{line}`"))?;
    Ok(value * 1e3 / 1e9)
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let short = args.iter().any(|a| a == "--short")
        || std::env::var_os("TAES_SPEED_SHORT").is_some_and(|v| !v.is_empty() && v != "0");
    let only: Option<String> = args
        .iter()
        .position(|a| a == "--tier")
        .map(|i| args.get(i + 1).cloned().expect("--tier needs a tier name"));
    let (samples, batch) = if short { (5, 50) } else { (200, 200) };

    let tiers: Vec<Tier> = hw_cpu::supported_tiers()
        .filter(|t| only.as_deref().is_none_or(|o| o == t.name()))
        .collect();
    if tiers.is_empty() {
        eprintln!("no tier to run (this CPU has no hardware AES, or --tier names none it has)");
        std::process::exit(1);
    }
    println!(
        "T-AES, {LEN}-byte buffers, {samples} x {batch} operations per row{}",
        if short { " (short run)" } else { "" }
    );
    println!(
        "{:<12} {:>4} {:<8} {:<8} {:>8} {:>8} {:>8} {:>8} {:>10} {:>9}",
        "tier",
        "bits",
        "tweak",
        "op",
        "min ns",
        "med ns",
        "avg ns",
        "max ns",
        "GB/s(med)",
        "GB/s(avg)"
    );
    let mut buf = vec![0x5au8; LEN];
    for &tier in &tiers {
        for bits in [128u32, 192, 256] {
            let key: Vec<u8> = (0..bits / 8).map(|i| i as u8).collect();
            let taes = Taes::new_capped(&key, tier).expect("hardware AES");
            for tweak in [None, Some(0x0123_4567_89ab_cdef_0123_4567_89ab_cdefu128)] {
                for dec in [false, true] {
                    let s = measure(samples, batch, || {
                        if dec {
                            taes.decrypt(black_box(tweak), black_box(&mut buf)).unwrap();
                        } else {
                            taes.encrypt(black_box(tweak), black_box(&mut buf)).unwrap();
                        }
                    });
                    println!(
                        "{:<12} {:>4} {:<8} {:<8} {:>8.0} {:>8.0} {:>8.0} {:>8.0} {:>10.2} {:>9.2}",
                        taes.tier().name(),
                        bits,
                        if tweak.is_some() { "yes" } else { "none" },
                        if dec { "decrypt" } else { "encrypt" },
                        s.min.as_nanos() as f64,
                        s.median.as_nanos() as f64,
                        s.avg.as_nanos() as f64,
                        s.max.as_nanos() as f64,
                        gbps(s.median),
                        gbps(s.avg),
                    );
                }
            }
        }
    }
    match Command::new("sh")
        .args(["-c", "command -v openssl"])
        .output()
    {
        Ok(o) if o.status.success() => {
            // The short run compares AES-128 only (`openssl speed` runs at least a second).
            let sizes: &[u32] = if short { &[128] } else { &[128, 256] };
            for &bits in sizes {
                match openssl_xts(bits, if short { 1 } else { 3 }) {
                    Ok(g) => println!("openssl speed -evp aes-{bits}-xts, 4096 bytes: {g:.2} GB/s"),
                    Err(e) => println!("openssl aes-{bits}-xts: {e}"),
                }
            }
        }
        _ => println!("openssl not installed: no AES-XTS comparison"),
    }
}
