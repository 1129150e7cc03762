//! Fork safety, for real: the test process forks, parent and child draw from the same generator
//! state, the child sends its bytes back through a pipe, and they must differ. Covered: an
//! explicit `HardwareCtrDrbg` on its buffered (small) and unbuffered (large) paths, the
//! thread-local generator (`fill`, `generate_key`), repeated forks, and a grandchild (the
//! marker is re-armed in the child). A control shows that the same procedure on the
//! deterministic `CtrDrbg`, which has no fork detection, yields identical bytes, so the test
//! would catch a detector that does nothing (see `support/fork.rs`).
//!
//! On Linux this binary detects forks with the `MADV_WIPEONFORK` page and, as a backup, the
//! `pthread_atfork` handler; a raw `clone` system call, which libc and its handler never see,
//! shows that the page works alone. `fork_atfork.rs` repeats the checks with the handler alone.
//! One `#[test]`, so no other test thread runs during a fork.

#[path = "support/fork.rs"]
mod support;

use hw_ctr_drbg::{ForkDetection, HardwareCtrDrbg};

#[test]
fn parent_and_child_never_share_output() {
    let how = HardwareCtrDrbg::fork_detection().unwrap();
    #[cfg(any(target_os = "linux", target_os = "android"))]
    assert_eq!(how, ForkDetection::WipeOnForkPage);
    #[cfg(not(any(target_os = "linux", target_os = "android")))]
    assert_eq!(how, ForkDetection::PthreadAtfork);
    support::check_all();
    #[cfg(any(target_os = "linux", target_os = "android"))]
    the_page_alone_detects_a_fork_libc_never_saw();
}

/// A `clone` system call skips the `pthread_atfork` handler that is registered beside the page,
/// so here the wiped page alone must tell the child. (QEMU user mode accepts
/// `MADV_WIPEONFORK` without honouring it, so this check fails there; the libc `fork` checks
/// above pass there through the handler.)
#[cfg(any(target_os = "linux", target_os = "android"))]
fn the_page_alone_detects_a_fork_libc_never_saw() {
    use hw_ctr_drbg::{fill, CtrDrbg, Mode};
    use support::{split_and_draw, Fork};

    // The control repeats through a raw clone too, so the pipe shows what the child drew.
    let mut c = CtrDrbg::instantiate(Mode::NoDf, &[8; 48], &[], &[]).unwrap();
    let (parent, child) = split_and_draw::<32>(Fork::RawClone, |b| c.generate(&[], b));
    assert_eq!(parent, child, "the control must repeat");

    let mut d = HardwareCtrDrbg::new().unwrap();
    d.fill_bytes(&mut [0u8; 8]).unwrap();
    let (parent, child) = split_and_draw::<32>(Fork::RawClone, |b| d.fill_bytes(b));
    assert_ne!(parent, child, "explicit generator, raw clone");
    let (parent, child) = split_and_draw::<32>(Fork::RawClone, |b| fill(b));
    assert_ne!(parent, child, "thread-local generator, raw clone");
}
