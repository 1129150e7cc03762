//! Forks the test process and compares what parent and child draw from the same generator
//! (used by `fork.rs` and `fork_atfork.rs`).

use hw_ctr_drbg::{fill, generate_key, CtrDrbg, Error, HardwareCtrDrbg, Mode};
pub use hw_test_vectors::fork::Fork;

/// Forks with libc's `fork`; both sides run `draw` into `N` bytes (see
/// `hw_test_vectors::fork::fork_both`). Returns (parent's bytes, child's bytes).
pub fn fork_and_draw<const N: usize>(
    draw: impl FnMut(&mut [u8; N]) -> Result<(), Error>,
) -> ([u8; N], [u8; N]) {
    split_and_draw(Fork::Libc, draw)
}

/// `fork_and_draw` with the child made by `how`.
pub fn split_and_draw<const N: usize>(
    how: Fork,
    mut draw: impl FnMut(&mut [u8; N]) -> Result<(), Error>,
) -> ([u8; N], [u8; N]) {
    let (mut mine, mut theirs) = ([0u8; N], [0u8; N]);
    hw_test_vectors::fork::fork_both(how, &mut mine, &mut theirs, |b| {
        draw(b.try_into().expect("N bytes"))
    });
    (mine, theirs)
}

/// Every check, in one thread, one fork at a time.
pub fn check_all() {
    control_without_detection_repeats();
    explicit_small_draws();
    explicit_large_draws();
    thread_local_generator();
    repeated_forks();
    grandchild();
    child_reseeds_once();
}

/// The deterministic mechanism has no fork detection: parent and child repeat each other. This
/// is what every other check here would see if detection did nothing.
fn control_without_detection_repeats() {
    let mut d = CtrDrbg::instantiate(Mode::NoDf, &[7; 48], &[], &[]).unwrap();
    let (parent, child) = fork_and_draw::<64>(|b| d.generate(&[], b));
    assert_eq!(parent, child, "the control must repeat");
}

/// Small requests come from the output buffer, which was filled before the fork.
fn explicit_small_draws() {
    let mut d = HardwareCtrDrbg::new().unwrap();
    let mut warm = [0u8; 32];
    d.fill_bytes(&mut warm).unwrap(); // leaves 1 KiB - 32 bytes buffered
    let (parent, child) = fork_and_draw::<32>(|b| d.fill_bytes(b));
    assert_ne!(parent, child, "buffered path");
    let (parent, child) = fork_and_draw::<8>(|b| d.next_u64().map(|x| *b = x.to_le_bytes()));
    assert_ne!(parent, child, "next_u64");
}

/// Large requests are generate calls on the state itself.
fn explicit_large_draws() {
    let mut d = HardwareCtrDrbg::new().unwrap();
    let (parent, child) = fork_and_draw::<4096>(|b| d.fill_bytes(b));
    assert_ne!(parent, child, "unbuffered path");
    let (parent, child) = fork_and_draw::<4096>(|b| d.generate_with(b"same input", b));
    assert_ne!(parent, child, "with additional input");
}

/// The thread-local generator, already created in this (the forking) thread.
fn thread_local_generator() {
    let mut warm = [0u8; 16];
    fill(&mut warm).unwrap();
    let (parent, child) = fork_and_draw::<32>(|b| fill(b));
    assert_ne!(parent, child, "thread-local fill");
    let (parent, child) = fork_and_draw::<32>(|b| generate_key().map(|k| *b = *k));
    assert_ne!(parent, child, "thread-local generate_key");
    let (parent, child) = fork_and_draw::<1000>(|b| fill(b));
    assert_ne!(parent, child, "thread-local large fill");
}

/// Two children of one parent differ from the parent and from each other.
fn repeated_forks() {
    let mut d = HardwareCtrDrbg::new().unwrap();
    let (p1, c1) = fork_and_draw::<32>(|b| d.fill_bytes(b));
    let (p2, c2) = fork_and_draw::<32>(|b| d.fill_bytes(b));
    assert_ne!(p1, c1);
    assert_ne!(p2, c2);
    assert_ne!(c1, c2, "the second child must not repeat the first");
}

/// A child that forks again: the grandchild must differ from the child (the child re-armed the
/// marker after its own fork was detected).
fn grandchild() {
    let mut d = HardwareCtrDrbg::new().unwrap();
    let (_, child_pair) = fork_and_draw::<64>(|b| {
        // In the child: draw once (detects the first fork), then fork again and compare.
        let mut first = [0u8; 32];
        d.fill_bytes(&mut first)?;
        let (child, grandchild) = fork_and_draw::<32>(|g| d.fill_bytes(g));
        b[..32].copy_from_slice(&child);
        b[32..].copy_from_slice(&grandchild);
        Ok(())
    });
    assert_ne!(
        child_pair[..32],
        child_pair[32..],
        "grandchild repeats its parent"
    );
}

/// Detection costs one reseed in the child, not one per call: the marker is re-armed.
fn child_reseeds_once() {
    let mut d = HardwareCtrDrbg::new().unwrap();
    let before = d.reseed_stats().reseeds;
    let (_, counts) = fork_and_draw::<16>(|b| {
        let mut x = [0u8; 300];
        d.fill_bytes(&mut x)?; // unbuffered; detects the fork
        let after_first = d.reseed_stats().reseeds;
        d.fill_bytes(&mut x)?;
        d.fill_bytes(&mut x[..8])?; // buffered
        b[..8].copy_from_slice(&after_first.to_le_bytes());
        b[8..].copy_from_slice(&d.reseed_stats().reseeds.to_le_bytes());
        Ok(())
    });
    let first = u64::from_le_bytes(counts[..8].try_into().unwrap());
    let last = u64::from_le_bytes(counts[8..].try_into().unwrap());
    assert_eq!(
        (first, last),
        (before + 1, before + 1),
        "reseeds in the child"
    );
    assert_eq!(
        d.reseed_stats().reseeds,
        before,
        "the parent does not reseed"
    );
}
