//! No power of the hash key stays behind in the thread's stack: after `update` over inputs
//! long enough for every tier's widest path (and its 128-bit tail), none of `H^1..H^16` (the
//! stored eight and the eight the wide tiers derive per call) is left below the caller's
//! frame, on every tier, for POLYVAL and for GHASH.
//!
//! The update runs on its own thread below a painted region; this thread reads the region
//! through `/proc/self/mem` and searches it for the powers, which it computes beforehand
//! through single-block hashes (`H^(k+1)` = POLYVAL of the block `H^k` under `H`) and keeps
//! XOR-masked.

#![cfg(target_os = "linux")]

use hw_polyval::{ghash_key_to_polyval, Ghash, Polyval, Tier};
use hw_test_vectors::{stack_after, Masked};

/// `H^1..H^16` of POLYVAL key `h` (POLYVAL's `dot` powers, as the kernels store them),
/// XOR-masked.
fn powers(h: &[u8; 16], seed: u64) -> Masked {
    let mut m = Masked::new(seed);
    let mut p = *h;
    for k in 1..=16 {
        let mut v = p;
        let mut next = Polyval::new(h).expect("hardware");
        next.update(&[p]);
        p = next.finalize();
        m.add(&format!("H^{k}"), &mut v);
    }
    m
}

/// The kernel this crate runs for a tier (`aes_pmull_eor3` has no POLYVAL kernel of its own).
fn kernel_for(tier: Tier) -> Tier {
    match tier {
        Tier::AesPmullEor3 => Tier::AesPmull,
        t => t,
    }
}

#[test]
fn no_key_power_left_in_the_stack() {
    let tiers = hw_test_vectors::tiers();
    let mut cases = 0;
    for &tier in &tiers {
        // 7 blocks: the 128-bit kernel only; 40 and 300: the wide kernels' chunks and a tail.
        for blocks in [7usize, 40, 300] {
            for ghash in [false, true] {
                let h = [0x3c ^ blocks as u8 ^ u8::from(ghash); 16];
                let masked = powers(&if ghash { ghash_key_to_polyval(&h) } else { h }, 7);
                let input = vec![[0x5au8; 16]; blocks];
                let region = if ghash {
                    let mut g = Box::new(Ghash::new_capped(&h, tier).expect("hardware"));
                    assert_eq!(g.tier(), kernel_for(tier));
                    stack_after(|| g.update(&input))
                } else {
                    let mut p = Box::new(Polyval::new_capped(&h, tier).expect("hardware"));
                    assert_eq!(p.tier(), kernel_for(tier));
                    stack_after(|| p.update(&input))
                };
                let what = if ghash { "GHASH" } else { "POLYVAL" };
                masked.assert_none_in(&region, &format!("{what} on {tier}, {blocks} blocks"));
                cases += 1;
            }
        }
    }
    assert_eq!(cases, 6 * tiers.len());
}

/// Key powers built by value (`Polyval::new`, `Ghash::new`) and dropped where they lie leave no
/// copy behind, on every tier.
// Optimized builds only: an unoptimized build gives every move its own stack slot, in the
// caller's frame too (the value returned by the inlined constructor, then moved), and no
// constructor can wipe its caller's frame. CI runs these with `--release`.
#[cfg(not(debug_assertions))]
#[test]
fn no_copy_left_by_powers_built_by_value() {
    let tiers = hw_test_vectors::tiers();
    let mut cases = 0;
    for &tier in &tiers {
        let h = [0x71; 16];
        let masked = powers(&h, 3);
        hw_test_vectors::assert_built_clean(&masked, &format!("POLYVAL on {tier}"), || {
            Polyval::new_capped(&h, tier)
        });
        let masked = powers(&ghash_key_to_polyval(&h), 4);
        hw_test_vectors::assert_built_clean(&masked, &format!("GHASH on {tier}"), || {
            Ghash::new_capped(&h, tier)
        });
        cases += 2;
    }
    assert_eq!(cases, 2 * tiers.len());
}
