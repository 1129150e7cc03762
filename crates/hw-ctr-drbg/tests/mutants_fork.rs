//! A test written to kill the `fork_generation` mutants that survived `cargo mutants` (issue
//! #11): the public generation number moves forward in a fork child. One `#[test]`, so
//! no other test thread runs during the fork.

#[path = "support/fork.rs"]
#[allow(dead_code, reason = "only fork_and_draw is used here")]
mod support;

#[test]
fn fork_generation_moves_forward_in_a_child() {
    // Set detection up before forking, as any generator does on creation.
    let before = hw_ctr_drbg::fork_generation().unwrap();
    assert_eq!(hw_ctr_drbg::fork_generation().unwrap(), before);
    let (parent, child) = support::fork_and_draw::<8>(|out| {
        *out = hw_ctr_drbg::fork_generation()?.to_le_bytes();
        Ok(())
    });
    let (parent, child) = (u64::from_le_bytes(parent), u64::from_le_bytes(child));
    assert_eq!(parent, before, "the parent's generation does not move");
    // On Linux both the wiped page and the pthread_atfork handler move it: by one or two.
    assert!(
        child > before,
        "the child's generation moves: {before} -> {child}"
    );
    assert!(before >= 1, "generations start at 1");
}
