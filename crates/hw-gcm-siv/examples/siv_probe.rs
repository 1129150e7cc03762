//! Instruction-count probe for short messages (run it under callgrind); not a benchmark.
//!
//! `cargo build --release -p hw-gcm-siv --features test-hooks --example siv_probe`, then
//! `valgrind --tool=callgrind target/release/examples/siv_probe [LEN]` (AES-NI tier: valgrind
//! does not execute VAES or AVX-512).

use hw_gcm_siv::{HardwareAes256GcmSiv, Tier};

fn main() {
    let len: usize = std::env::args()
        .nth(1)
        .map_or(16, |a| a.parse().expect("a length"));
    let c = HardwareAes256GcmSiv::new_capped(&[7; 32], Tier::AesNiClmul).expect("hardware tier");
    let mut buf = vec![0u8; len];
    let mut acc = 0u8;
    for i in 0..10_000u32 {
        let nonce: [u8; 12] = core::array::from_fn(|j| (i >> (j % 4 * 8)) as u8);
        let tag = c
            .seal_in_place_detached(&nonce, b"", std::hint::black_box(&mut buf))
            .expect("seal");
        acc ^= tag[0];
    }
    println!("{acc}");
}
