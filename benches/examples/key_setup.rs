//! What bounds AES-256-GCM key setup on this CPU (against the goal of 60 ns per key setup).
//!
//! Each figure is the minimum over 300 batches of the mean time per operation in the batch, so
//! a batch that another process interrupted does not count; run it on a quiet machine anyway.
//!
//! - `new + drop`: `HardwareAes256Gcm::new` on a fresh key and the drop of the object, back to
//!   back (what `cargo xtask bench` times as `key_setup`).
//! - `setup, chained`: the key setup's own work (AES-256 expansion, `H = E_K(0)`, 8 powers of
//!   `H`, stores) where each key is taken from the previous state, so no two setups overlap:
//!   the latency of its dependency chain.
//! - `expansion, chained`: the same for the AES-256 key expansion alone.
//! - `schedule step`: one link of the expansion's serial chain, `PSHUFB` -> `AESENCLAST`
//!   (whose round-key operand carries the rest of the sum), repeated; the expansion has 13.
//! - `setup, then copy 368 B`: the setup into one buffer, then a copy of it into another, as a
//!   Rust move of the returned key object does.
//!
//! `cargo run --release --manifest-path benches/Cargo.toml --example key_setup`

hw_crypto_benches::x86_64_only_main!();

#[cfg(target_arch = "x86_64")]
mod x86 {
    use core::arch::x86_64::*;
    use hw_aes256::kernel::aesni_clmul as aesni;
    use hw_cpu::AesNiClmul;
    use hw_crypto_benches::min_batch;
    use hw_gcm::HardwareAes256Gcm;
    use hw_polyval::kernel::aesni_clmul as clmul;
    use std::hint::black_box;

    /// The GCM key state's layout: 15 round keys, then `H^8..H^1`.
    #[repr(C, align(16))]
    #[derive(Clone, Copy)]
    struct State {
        rk: [[u8; 16]; 15],
        hp: [[u8; 16]; 8],
    }

    const ZERO: State = State {
        rk: [[0; 16]; 15],
        hp: [[0; 16]; 8],
    };

    /// The key setup's work, as hw-gcm's `aesni_clmul::key_state` does it (expansion, `E_K(0)`,
    /// the 8 powers of `H`), stored into `out` as `init` stores it.
    #[inline(never)]
    #[target_feature(enable = "aes,pclmulqdq,sse2,ssse3,sse4.1")]
    fn setup(cpu: AesNiClmul, key: &[u8; 32], out: &mut State) {
        let (k0, k1) = aesni::load_key(key);
        let k = aesni::expand_regs(cpu, k0, k1);
        let h = aesni::encrypt1(cpu, &k, _mm_setzero_si128());
        for (dst, v) in out.rk.iter_mut().zip(k.0) {
            // SAFETY: `dst` is 16 writable bytes.
            unsafe { _mm_storeu_si128(dst.as_mut_ptr().cast(), v) };
        }
        clmul::powers_of(cpu, clmul::ghash_key(cpu, h), &mut out.hp);
    }

    #[inline(never)]
    #[target_feature(enable = "aes,sse2,ssse3,sse4.1")]
    fn expansion(cpu: AesNiClmul, key: &[u8; 32], out: &mut State) {
        let (k0, k1) = aesni::load_key(key);
        for (dst, v) in out.rk.iter_mut().zip(aesni::expand_regs(cpu, k0, k1).0) {
            // SAFETY: `dst` is 16 writable bytes.
            unsafe { _mm_storeu_si128(dst.as_mut_ptr().cast(), v) };
        }
    }

    #[inline(never)]
    #[target_feature(enable = "aes,sse2,ssse3")]
    fn schedule_steps(n: u64, x: __m128i) -> __m128i {
        let rot = _mm_set1_epi32(0x0C0F_0E0D);
        // The rest of the sum, ready early (in the schedule: `prefix_xor` of the key two
        // steps back, XOR Rcon), is `AESENCLAST`'s round-key operand.
        let rest = _mm_set1_epi32(black_box(1));
        let mut x = x;
        for _ in 0..n {
            x = _mm_aesenclast_si128(_mm_shuffle_epi8(x, rot), rest);
        }
        x
    }

    /// The next key of a chain: the last two powers of the previous state.
    fn chained_key(st: &State) -> [u8; 32] {
        let mut k = [0u8; 32];
        k[..16].copy_from_slice(&st.hp[7]);
        k[16..].copy_from_slice(&st.rk[14]);
        k
    }

    pub fn run() {
        let Ok(cpu) = AesNiClmul::detect() else {
            println!("no AES-NI + PCLMULQDQ");
            return;
        };
        // Keys written long before they are read: a key built just before the call (a byte
        // store into a copy) made the setup's first 16-byte load wait on store forwarding.
        let keys: Vec<[u8; 32]> = (0..64u8)
            .map(|j| core::array::from_fn(|b| if b == 0 { j } else { 7 }))
            .collect();
        let key_for = |i: u64| &keys[i as usize % keys.len()];
        let mut st = ZERO;
        let mut copy = ZERO;
        for round in 0..3 {
            let new_drop = min_batch(500, |i| {
                let c = HardwareAes256Gcm::new(black_box(key_for(i))).unwrap();
                black_box(&c);
            });
            // SAFETY (all calls below): the token proves AES-NI, PCLMULQDQ, SSSE3, SSE4.1.
            let chained = min_batch(500, |_| unsafe { setup(cpu, &chained_key(&st), &mut st) });
            let exp_chained = min_batch(500, |_| unsafe {
                expansion(cpu, &chained_key(&st), &mut st)
            });
            let step = min_batch(1, |_| {
                black_box(unsafe { schedule_steps(10_000, _mm_set1_epi32(black_box(3))) });
            }) / 10_000.0;
            let setup_only = min_batch(500, |i| {
                unsafe { setup(cpu, black_box(key_for(i)), &mut st) };
                black_box(&mut st);
            });
            let setup_copy = min_batch(500, |i| {
                unsafe { setup(cpu, black_box(key_for(i)), &mut st) };
                copy = *black_box(&st);
                black_box(&mut copy);
            });
            println!(
                "round {round}: new + drop {new_drop:.1} ns | setup, chained {chained:.1} ns | \
                 expansion, chained {exp_chained:.1} ns | schedule step {step:.2} ns | \
                 setup back to back {setup_only:.1} ns | setup, then copy 368 B {setup_copy:.1} ns"
            );
        }
    }
}
