//! Forks the test process and compares the generated nonces of parent and child (used by
//! `nonce_fork.rs` and `nonce_fork_atfork.rs`, with `support/nonce_fork.rs` as `crate::fork`).

use std::collections::HashSet;

use hw_crypto::aes_gcm::{HardwareAes256Gcm, NONCE_LEN};

use crate::fork::{draw, fork_and_collect, is_a_counter_run, salt_of, How};

/// Nonces each side draws after the fork.
const M: usize = 512;

/// Every scenario: libc `fork`, and with `raw_clone` also a raw `clone` (which only the
/// `MADV_WIPEONFORK` page detects); each with a cipher used and unused before the fork.
pub fn check_all(raw_clone: bool) {
    // A frozen clock: no salt expires by time, so each side's nonces form one run.
    hw_crypto::aes_gcm::test_hook_set_clock(Some(0));
    let mut scenarios = 0;
    #[allow(unused_mut, reason = "one element off Linux")]
    let mut hows = vec![How::Libc];
    #[cfg(any(target_os = "linux", target_os = "android"))]
    if raw_clone {
        hows.push(How::RawClone);
    }
    #[cfg(not(any(target_os = "linux", target_os = "android")))]
    let _ = raw_clone;
    for how in hows {
        for used_before in [true, false] {
            let c = HardwareAes256Gcm::new(&[0x77; 32]).unwrap();
            let mut before = Vec::new();
            if used_before {
                before = draw::<M>(&c).unwrap().to_vec();
            }
            let (parent, child) = fork_and_collect(how, || draw::<M>(&c));
            let mut seen: HashSet<[u8; NONCE_LEN]> = before.iter().copied().collect();
            for n in parent.iter().chain(child.iter()) {
                assert!(seen.insert(*n), "nonce repeated across the fork");
            }
            assert_eq!(seen.len(), before.len() + 2 * M);
            // The parent continued its run; the child started a new one at counter 0 under
            // a new salt. Without fork detection the child would have continued the parent's
            // run and repeated every nonce the parent drew.
            assert!(is_a_counter_run(&parent, before.len() as u64));
            assert!(is_a_counter_run(&child, 0));
            if used_before {
                assert_ne!(salt_of(child[0], 0), salt_of(before[0], 0), "salt kept");
            }
            scenarios += 1;
        }
    }
    assert_eq!(scenarios, 2 * hows_len(raw_clone));
}

fn hows_len(raw_clone: bool) -> usize {
    if raw_clone && cfg!(any(target_os = "linux", target_os = "android")) {
        2
    } else {
        1
    }
}
