//! The checks of `nonce_fork.rs` with fork detection forced onto the `pthread_atfork` fallback
//! (the mechanism on Unix systems without `MADV_WIPEONFORK`, and on Linux older than 4.14).
#![cfg(unix)]

#[path = "support/nonce_fork.rs"]
mod fork;
#[path = "support/nonce_fork_check.rs"]
mod support;

use hw_crypto::random::{ForkDetection, HardwareCtrDrbg};

#[test]
fn parent_and_child_never_repeat_a_nonce_with_pthread_atfork() {
    hw_ctr_drbg::test_hook_refuse_wipe_on_fork();
    assert_eq!(
        HardwareCtrDrbg::fork_detection().unwrap(),
        ForkDetection::PthreadAtfork
    );
    support::check_all(false);
}
