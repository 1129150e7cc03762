//! Throughput of the lower crates' kernels on every tier this CPU has: AES-256 counter-mode
//! keystream (`hw_aes256::Aes256::fill_ctr128`), GHASH (`hw_polyval::Ghash`) and AES-256
//! T-AES (`hw_taes::Taes`: ECB, tweaked encryption and decryption), 64 KiB each,
//! best of 5 runs of 2000. A quick look, not an interleaved peer comparison.
//!
//! `cargo run --release --manifest-path benches/Cargo.toml --example primitives`

use std::time::Instant;

/// Best of 5 runs of `n` calls of `f`, in seconds per call.
fn best(n: u32, mut f: impl FnMut()) -> f64 {
    (0..5)
        .map(|_| {
            let t = Instant::now();
            for _ in 0..n {
                f();
            }
            t.elapsed().as_secs_f64() / f64::from(n)
        })
        .fold(f64::MAX, f64::min)
}

fn main() {
    const LEN: usize = 65536;
    let mut buf = vec![0u8; LEN];
    let blocks = vec![[7u8; 16]; LEN / 16];
    println!("{:<28} {:>10} {:>8}", "kernel (64 KiB)", "time", "GB/s");
    for tier in hw_cpu::supported_tiers() {
        let aes = hw_aes256::Aes256::new_capped(&[3; 32], tier).expect("hardware present");
        let t = best(2000, || {
            std::hint::black_box(aes.fill_ctr128(&[1; 16], &mut buf));
        });
        println!(
            "{:<28} {:>8.2} us {:>8.2}",
            format!("aes256 ctr128 {}", aes.tier()),
            t * 1e6,
            LEN as f64 / t / 1e9
        );
        let g = hw_polyval::Ghash::new_capped(&[9; 16], tier).expect("hardware present");
        let kernel = g.tier();
        let t = best(2000, || {
            let mut g = hw_polyval::Ghash::new_capped(&[9; 16], tier).expect("hardware present");
            g.update(&blocks);
            std::hint::black_box(g.finalize());
        });
        println!(
            "{:<28} {:>8.2} us {:>8.2}",
            format!("ghash {kernel}"),
            t * 1e6,
            LEN as f64 / t / 1e9
        );
        let taes = hw_taes::Taes::new_capped(&[3; 32], tier).expect("hardware present");
        for (name, tweak, dec) in [
            ("taes256 ecb", None, false),
            ("taes256 tweaked enc", Some(5), false),
            ("taes256 tweaked dec", Some(5), true),
        ] {
            let t = best(2000, || {
                let r = if dec {
                    taes.decrypt(tweak, &mut buf)
                } else {
                    taes.encrypt(tweak, &mut buf)
                };
                std::hint::black_box(r).expect("whole blocks");
            });
            println!(
                "{:<28} {:>8.2} us {:>8.2}",
                format!("{name} {}", taes.tier()),
                t * 1e6,
                LEN as f64 / t / 1e9
            );
        }
    }
}
