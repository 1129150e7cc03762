//! Per-thread counts of kernel entries by tier, so a test can assert which tier actually ran.
//!
//! Compiled only with the `dispatch-counters` feature (tests turn it on; release builds never
//! do). Counts are kept per thread so tests running in parallel cannot disturb each other.

extern crate std;

use crate::Tier;
use std::cell::Cell;

/// One slot per tier of every architecture ([`Tier::EVERY`], whose order is the declaration's).
const N: usize = Tier::EVERY.len();

std::thread_local! {
    static HITS: [Cell<u64>; N] = const { [const { Cell::new(0) }; N] };
}

fn slot(tier: Tier) -> usize {
    tier as usize
}

/// Records that a kernel of `tier` was entered on this thread.
#[inline]
pub fn record(tier: Tier) {
    HITS.with(|h| h[slot(tier)].set(h[slot(tier)].get() + 1));
}

/// How many kernel entries of `tier` this thread has recorded.
pub fn hits(tier: Tier) -> u64 {
    HITS.with(|h| h[slot(tier)].get())
}

/// A snapshot of this thread's counts for every tier.
pub fn snapshot() -> [u64; N] {
    core::array::from_fn(|i| hits(Tier::EVERY[i]))
}

/// The tiers whose counts grew since `before` was taken on this thread.
pub fn grown_since(before: [u64; N]) -> impl Iterator<Item = Tier> {
    let now = snapshot();
    Tier::EVERY
        .iter()
        .copied()
        .enumerate()
        .filter(move |&(i, _)| now[i] > before[i])
        .map(|(_, t)| t)
}
