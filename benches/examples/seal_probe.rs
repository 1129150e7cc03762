//! A second opinion on small-message and key-setup times: each figure is the minimum over 300
//! batches of the mean time per call within a batch (the harness of `interleaved` reports the
//! median over rounds instead), for one hw-gcm tier.
//!
//! `cargo run --release --manifest-path benches/Cargo.toml --example seal_probe [aesni|avx2|avx512]`
//!
//! Columns: in-place seal of 16 B to 1 MiB on one reused buffer, `lat16` (16-byte seals each
//! fed the previous tag: latency rather than throughput), `key` (new + drop), and
//! `newkey+seal1k` (new key, seal 1 KiB, drop).

use hw_crypto_benches::min_batch;
use hw_gcm::{HardwareAes256Gcm, Tier};
use std::hint::black_box;

fn main() {
    let cap = match std::env::args().nth(1).as_deref() {
        Some("aesni") => Tier::AesNiClmul,
        Some("avx2") => Tier::VaesAvx2,
        _ => Tier::VaesAvx512,
    };
    let key = [7u8; 32];
    let nonce = [1u8; 12];
    let c = HardwareAes256Gcm::new_capped(&key, cap).expect("AES-NI + PCLMULQDQ");
    let mut line = format!("{}:", c.tier());
    for len in [16usize, 64, 256, 1024, 16384, 65536, 1 << 20] {
        let mut buf = vec![0u8; len];
        let reps = (20_000 / len as u64).max(4);
        let t = min_batch(reps, |_| {
            black_box(c.seal_in_place_detached(black_box(&nonce), &[], black_box(&mut buf)))
                .unwrap();
        });
        line += &format!(" seal{len} {t:.1}");
    }
    // Latency: each 16-byte seal's input depends on the previous tag, so calls cannot overlap.
    let mut buf = [0u8; 16];
    let mut last = 0u8;
    let t = min_batch(200, |_| {
        buf[0] ^= last;
        let tag = c.seal_in_place_detached(&nonce, &[], &mut buf).unwrap();
        last = tag[0];
    });
    black_box(last);
    line += &format!(" lat16 {t:.1}");
    let t = min_batch(200, |i| {
        let mut k = key;
        k[0] = i as u8;
        let c = HardwareAes256Gcm::new_capped(black_box(&k), cap).unwrap();
        black_box(&c);
    });
    line += &format!(" key {t:.1}");
    let mut buf = vec![0u8; 1024];
    let t = min_batch(100, |i| {
        let mut k = key;
        k[0] = i as u8;
        let c = HardwareAes256Gcm::new_capped(black_box(&k), cap).unwrap();
        black_box(c.seal_in_place_detached(&nonce, &[], &mut buf)).unwrap();
    });
    line += &format!(" newkey+seal1k {t:.1}");
    println!("{line} (ns)");
}
