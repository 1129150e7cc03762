//! Two copies of a process that fork detection cannot tell apart, as after a VM or process
//! snapshot restored twice: here a raw `clone(SIGCHLD)` in a process that detects forks with
//! `pthread_atfork` only (a Unix without `MADV_WIPEONFORK`), which libc's handlers never see.
//! The copies repeat each other's nonces until the shared salt expires, after
//! `NONCE_SALT_MESSAGES` messages or `NONCE_SALT_SECONDS` seconds, and never after: each copy
//! then draws its own salt. A libc `fork`, which is detected, is the control.
//!
//! One `#[test]`, so no other test thread runs during a fork.
#![cfg(any(target_os = "linux", target_os = "android"))]

#[path = "support/nonce_fork.rs"]
mod fork;

use std::collections::HashSet;

use fork::{draw, fork_and_collect, is_a_counter_run, salt_of, How, Nonce};
use hw_crypto::aes_gcm::{
    test_hook_set_clock, HardwareAes256Gcm, NONCE_SALT_MESSAGES, NONCE_SALT_SECONDS,
};
use hw_crypto::random::{ForkDetection, HardwareCtrDrbg};

/// Nonces each copy makes before the shared salt expires, and after.
const BEFORE: usize = 64;
const AFTER: usize = 256;
const BOTH: usize = BEFORE + AFTER;

/// The test clock's reading when the copies are made.
const T0: u32 = 1000;

#[test]
fn undetected_copies_repeat_only_until_the_salt_expires() {
    hw_ctr_drbg::test_hook_refuse_wipe_on_fork();
    assert_eq!(
        HardwareCtrDrbg::fork_detection().unwrap(),
        ForkDetection::PthreadAtfork
    );
    let mut scenarios = 0;

    // By messages: the copies share a salt with BEFORE of its 2^16 messages left.
    test_hook_set_clock(Some(T0));
    let c = HardwareAes256Gcm::new(&[0x5e; 32]).unwrap();
    let salt = draw::<1>(&c).unwrap()[0];
    let start = NONCE_SALT_MESSAGES - BEFORE as u64;
    c.test_hook_skip_nonces_to(start);
    let (parent, child) = fork_and_collect(How::RawClone, || draw::<BOTH>(&c));
    check(&parent, &child, salt, start);
    scenarios += 1;

    // By time: the copies share a fresh salt; each makes BEFORE nonces, then its clock passes
    // NONCE_SALT_SECONDS.
    let c = HardwareAes256Gcm::new(&[0x5e; 32]).unwrap();
    let salt = draw::<1>(&c).unwrap()[0];
    let (parent, child) = fork_and_collect(How::RawClone, || {
        let mut out = [[0u8; 12]; BOTH];
        out[..BEFORE].copy_from_slice(&draw::<BEFORE>(&c)?);
        test_hook_set_clock(Some(T0 + NONCE_SALT_SECONDS));
        out[BEFORE..].copy_from_slice(&draw::<AFTER>(&c)?);
        Some(out)
    });
    check(&parent, &child, salt, 1);
    scenarios += 1;

    // Control: a libc fork is detected, so the child's first nonce already has its own salt.
    test_hook_set_clock(Some(T0));
    let c = HardwareAes256Gcm::new(&[0x5e; 32]).unwrap();
    let salt = draw::<1>(&c).unwrap()[0];
    let (parent, child) = fork_and_collect(How::Libc, || draw::<BOTH>(&c));
    assert!(is_a_counter_run(&parent, 1) && salt_of(parent[0], 1) == salt);
    assert!(is_a_counter_run(&child, 0) && child[0] != salt);
    assert_eq!(distinct(&[&parent, &child]), 2 * BOTH);
    scenarios += 1;

    assert_eq!(scenarios, 3);
}

/// Each copy made BEFORE nonces under the shared `salt` from index `start` on, the same in
/// both (the window), then AFTER under a salt of its own from index 0, which no other nonce
/// repeats.
fn check(parent: &[Nonce; BOTH], child: &[Nonce; BOTH], salt: Nonce, start: u64) {
    let (shared, parent_after) = parent.split_at(BEFORE);
    let (child_shared, child_after) = child.split_at(BEFORE);
    assert_eq!(shared, child_shared, "fork detection saw the copy");
    assert!(is_a_counter_run(shared, start));
    assert_eq!(salt_of(shared[0], start), salt);
    for after in [parent_after, child_after] {
        assert!(is_a_counter_run(after, 0), "one new salt from index 0");
        assert_ne!(after[0], salt, "salt kept");
    }
    assert_ne!(
        parent_after[0], child_after[0],
        "both copies drew the same salt"
    );
    assert_eq!(
        distinct(&[shared, parent_after, child_after]),
        BEFORE + 2 * AFTER,
        "a nonce repeated after the window"
    );
}

fn distinct(runs: &[&[Nonce]]) -> usize {
    runs.iter()
        .flat_map(|r| r.iter())
        .collect::<HashSet<_>>()
        .len()
}
