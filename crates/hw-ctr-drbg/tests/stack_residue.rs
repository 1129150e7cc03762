//! A mechanism instantiated by value (`CtrDrbg::instantiate`) and dropped where it lies leaves
//! no copy of its working key's schedule in the thread's stack, with and without the derivation
//! function, on every tier.
//!
//! The instantiation runs on its own thread below a painted region; this thread reads the
//! region through `/proc/self/mem` and searches it for round keys 2, 7 and 14 of `Key` (read
//! from an identical instance through the test hook, expanded with a plain FIPS 197 key
//! expansion) and keeps them XOR-masked.

// Optimized builds only: an unoptimized build gives every move its own stack slot, in the
// caller's frame too, and no constructor can wipe its caller's frame. CI runs this with
// `--release`.
#![cfg(all(target_os = "linux", not(debug_assertions)))]

use hw_ctr_drbg::{CtrDrbg, HardwareCtrDrbg, Mode};
use hw_test_vectors::{assert_built_clean, masked_round_keys};

#[test]
fn no_copy_left_by_an_instantiation() {
    let tiers = hw_test_vectors::tiers();
    let mut cases = 0;
    for &tier in &tiers {
        for mode in [Mode::NoDf, Mode::UseDf] {
            let entropy = [0x2bu8; 48];
            let (entropy, nonce): (&[u8], &[u8]) = match mode {
                Mode::NoDf => (&entropy, &[]),
                Mode::UseDf => (&entropy[..32], &[0x17; 16]),
            };
            let instantiate = || CtrDrbg::instantiate_capped(mode, entropy, nonce, b"p", tier);
            let (key, _) = instantiate().expect("hardware").key_and_v();
            let masked = masked_round_keys(&key, 6);
            assert_built_clean(&masked, &format!("{tier}, {mode:?}"), instantiate);
            cases += 1;
        }
    }
    assert_eq!(cases, 2 * tiers.len());
}

/// A key from the thread's generator and from an explicit one leaves no copy of its bytes in
/// the stack once dropped: served from the output buffer memory to memory, and returned as a
/// new value rather than a move of the local it was filled in.
#[test]
fn no_copy_left_by_a_generated_key() {
    let mask: [u8; 32] = core::array::from_fn(|i| (i as u8).wrapping_mul(37) ^ 0x5c);
    let mut cases = 0;
    for explicit in [false, true] {
        for warm in [false, true] {
            // The key's bytes, XOR-masked, in this thread's stack (not the probed one).
            let mut seen = [0u8; 32];
            let region = hw_test_vectors::stack_after(|| {
                let mut drbg = explicit.then(|| HardwareCtrDrbg::new().expect("hardware"));
                let mut key = || match &mut drbg {
                    Some(d) => d.generate_key(),
                    None => hw_ctr_drbg::generate_key(),
                };
                if warm {
                    drop(key());
                }
                // Borrowed where it lies, so that it is dropped (wiped) there; `expect` would
                // move it out of the `Result`, which the `Result` would keep.
                let made = key();
                let k = made.as_ref().expect("a key");
                for (s, (b, m)) in seen.iter_mut().zip(k.iter().zip(&mask)) {
                    *s = b ^ m;
                }
            });
            let mut masked = hw_test_vectors::Masked::new(21);
            let mut half = [0u8; 16];
            for (i, part) in seen.chunks(16).enumerate() {
                for (h, (s, m)) in half.iter_mut().zip(part.iter().zip(&mask[16 * i..])) {
                    *h = s ^ m;
                }
                masked.add(&format!("key bytes {}..{}", 16 * i, 16 * i + 16), &mut half);
            }
            let what = format!("explicit generator {explicit}, warmed up {warm}");
            masked.assert_none_in(&region, &what);
            cases += 1;
        }
    }
    assert_eq!(cases, 4);
}
