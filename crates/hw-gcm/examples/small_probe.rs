//! Instruction-count probe for short messages and key setup (run it under callgrind); not a
//! benchmark.
//!
//! `cargo build --release -p hw-gcm --features test-hooks --example small_probe`, then
//! `valgrind --tool=callgrind target/release/examples/small_probe [aesni|avx512] [LEN|key]`.

use hw_gcm::{HardwareAes256Gcm, Tier};

fn main() {
    let mut args = std::env::args().skip(1);
    let tier = match args.next().as_deref() {
        Some("avx512") => Tier::VaesAvx512,
        _ => Tier::AesNiClmul,
    };
    let what = args.next().unwrap_or_else(|| "16".into());
    let mut acc = 0u8;
    if what == "key" {
        for i in 0..10_000u32 {
            let c = HardwareAes256Gcm::new_capped(&[i as u8; 32], tier).expect("hardware tier");
            acc ^= std::hint::black_box(&c).tier() as u8;
        }
        println!("{acc}");
        return;
    }
    let len: usize = what.parse().expect("a length or `key`");
    let c = HardwareAes256Gcm::new_capped(&[7; 32], tier).expect("hardware tier");
    let mut buf = vec![0u8; len];
    for i in 0..10_000u32 {
        if let Some(b) = buf.first_mut() {
            *b = i as u8;
        }
        let tag = c
            .seal_in_place_detached(&[1; 12], b"", &mut buf)
            .expect("seal");
        acc ^= tag[0];
    }
    println!("{acc} {}", c.tier());
}
