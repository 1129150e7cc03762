//! Parent and child after a real `fork` never repeat a generated nonce: the child draws a new
//! salt and restarts its counter before its first nonce. Covered: a cipher that sealed before the
//! fork, one that had not (no salt yet), and on Linux a raw `clone` that libc's `pthread_atfork`
//! handlers never see (the `MADV_WIPEONFORK` page alone detects it).
//!
//! One `#[test]`, so no other test thread runs during a fork.
#![cfg(unix)]

#[path = "support/nonce_fork.rs"]
mod fork;
#[path = "support/nonce_fork_check.rs"]
mod support;

#[test]
fn parent_and_child_never_repeat_a_nonce() {
    support::check_all(true);
}
