//! Interleaved AES-256-GCM-SIV benchmark: hw-gcm-siv (every tier this CPU has) against RustCrypto
//! `aes-gcm-siv` 0.11, aws-lc-rs's `AES_256_GCM_SIV` and rscrypto 0.9, with hw-gcm's AES-256-GCM
//! (best tier) as the price of misuse resistance.
//!
//! ```text
//! cargo run --release --manifest-path benches/Cargo.toml --example gcm_siv -- [--quick]
//! ```
//!
//! Method (BENCHMARKING.md rule 1, as `interleaved.rs`): per case, each entry's batch size is
//! calibrated to about 2 ms; then 21 rounds (`--quick`: 5) in which every entry runs one batch,
//! in rotated order; an entry's figure is the median of its per-batch mean times. `seal/<len>`
//! (the GCM benchmark's cases: 16 B to 1 MiB with empty AAD, and 1 KiB with 13 bytes of AAD)
//! seals in place with a detached tag; `open/<len>` copies `ciphertext` into a buffer and opens
//! it in place (every open includes that memcpy of `len + 16` bytes, as in the GCM tables); `key_setup` builds and
//! drops a key object. Before timing, every implementation must produce hw-gcm-siv's exact bytes
//! for every case and open them. Output: a markdown table on stdout.

use std::hint::black_box;
use std::time::Instant;

use aes_gcm_siv::aead::KeyInit;
use hw_crypto_benches::siv::{aws_lc, guard, rscrypto, Siv};
use hw_crypto_benches::{cases, fmt_ns, Case};
use hw_crypto_benches::{interleave, timed, Runner, KEY};

#[derive(Clone, Copy)]
enum Op {
    Seal(Case),
    Open(Case),
    KeySetup,
}

fn runner<T: Siv + 'static>(make: fn(&[u8; 32]) -> T, op: Op) -> Runner {
    match op {
        Op::Seal(Case { len, aad }) => {
            let k = make(&KEY);
            let mut buf = vec![0x5au8; len];
            timed(move || {
                black_box(k.seal(aad, black_box(&mut buf)));
            })
        }
        Op::Open(Case { len, aad }) => {
            let k = make(&KEY);
            let mut sealed = vec![0x5au8; len + 16];
            let tag = k.seal(aad, &mut sealed[..len]);
            sealed[len..].copy_from_slice(&tag);
            let mut buf = vec![0u8; len + 16];
            timed(move || {
                buf.copy_from_slice(&sealed);
                assert!(k.open(aad, black_box(&mut buf)));
            })
        }
        Op::KeySetup => timed(move || {
            black_box(make(black_box(&KEY)));
        }),
    }
}

fn entries(op: Op) -> Vec<(String, Runner)> {
    let mut v: Vec<(String, Runner)> = Vec::new();
    for tier in hw_cpu::supported_tiers() {
        let make: fn(&[u8; 32]) -> hw_gcm_siv::HardwareAes256GcmSiv = match tier {
            hw_cpu::Tier::VaesAvx512 => |k| {
                hw_gcm_siv::HardwareAes256GcmSiv::new_capped(k, hw_cpu::Tier::VaesAvx512).unwrap()
            },
            hw_cpu::Tier::VaesAvx2 => {
                |k| hw_gcm_siv::HardwareAes256GcmSiv::new_capped(k, hw_cpu::Tier::VaesAvx2).unwrap()
            }
            _ => |k| {
                hw_gcm_siv::HardwareAes256GcmSiv::new_capped(k, hw_cpu::Tier::AesNiClmul).unwrap()
            },
        };
        v.push((format!("hw-gcm-siv ({tier})"), runner(make, op)));
    }
    v.push(("aws-lc-rs".into(), runner(aws_lc, op)));
    v.push((
        "aes-gcm-siv 0.11".into(),
        runner(|k| aes_gcm_siv::Aes256GcmSiv::new(k.into()), op),
    ));
    v.push(("rscrypto 0.9".into(), runner(rscrypto, op)));
    v.push((
        "hw-gcm (GCM, best tier)".into(),
        runner(|k| hw_gcm::HardwareAes256Gcm::new(k).unwrap(), op),
    ));
    v
}

fn median(mut v: Vec<f64>) -> f64 {
    v.sort_by(f64::total_cmp);
    v[v.len() / 2]
}

fn main() {
    let quick = std::env::args().any(|a| a == "--quick");
    let rounds = if quick { 5 } else { 21 };
    guard();
    let mut ops: Vec<(String, Op, usize)> = Vec::new();
    // The GCM benchmark's cases: every size with empty AAD, and 1 KiB with 13 bytes of AAD.
    for c in cases() {
        ops.push((format!("seal {}", c.name()), Op::Seal(c), c.len));
    }
    for c in cases() {
        ops.push((format!("open {}", c.name()), Op::Open(c), c.len));
    }
    ops.push(("key setup".into(), Op::KeySetup, 0));
    let names: Vec<String> = entries(Op::KeySetup).into_iter().map(|(n, _)| n).collect();
    println!("| AES-256-GCM-SIV | {} |", names.join(" | "));
    println!("|---|{}", "---:|".repeat(names.len()));
    for (label, op, len) in ops {
        let mut es: Vec<Runner> = entries(op).into_iter().map(|(_, r)| r).collect();
        let cells: Vec<String> = interleave(&mut es, rounds)
            .into_iter()
            .map(|m| {
                if len >= 16384 {
                    format!("{} ({:.2} GB/s)", fmt_ns(m), len as f64 / m)
                } else {
                    fmt_ns(m)
                }
            })
            .collect();
        println!("| {label} | {} |", cells.join(" | "));
        eprintln!("done: {label}");
    }
    derivation(rounds);
}

/// The per-nonce key derivation alone (hw-gcm-siv's test hook): six AES blocks under the
/// key-generating key and the expansion of the message-encryption key, the same AES-NI kernel on
/// every tier. Median of `rounds` batches of 100,000.
fn derivation(rounds: usize) {
    let c = hw_gcm_siv::HardwareAes256GcmSiv::new(&KEY).unwrap();
    let mut per = Vec::new();
    let mut nonce = [0u8; 12];
    for _ in 0..rounds {
        let t = Instant::now();
        let mut acc = 0u8;
        for i in 0..100_000u32 {
            nonce[..4].copy_from_slice(&i.to_le_bytes());
            acc ^= c.test_hook_derive(black_box(&nonce));
        }
        black_box(acc);
        per.push(t.elapsed().as_nanos() as f64 / 100_000.0);
    }
    println!();
    println!(
        "per-nonce key derivation (6 AES blocks + key expansion), hw-gcm-siv: {}",
        fmt_ns(median(per))
    );
}
