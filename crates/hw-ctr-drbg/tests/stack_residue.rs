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

use hw_ctr_drbg::{CtrDrbg, Mode};
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
