//! Per-thread counts of kernel entries by tier, so a test can assert which tier actually ran.
//!
//! Compiled only with the `dispatch-counters` feature (tests turn it on; release builds never
//! do). Counts are kept per thread so tests running in parallel cannot disturb each other.

extern crate std;

use crate::Tier;
use std::cell::Cell;

/// Every tier of every architecture, in slot order.
const EVERY: [Tier; 5] = [
    Tier::AesNiClmul,
    Tier::VaesAvx2,
    Tier::VaesAvx512,
    Tier::AesPmull,
    Tier::AesPmullEor3,
];

std::thread_local! {
    static HITS: [Cell<u64>; 5] = const { [const { Cell::new(0) }; 5] };
}

fn slot(tier: Tier) -> usize {
    match tier {
        Tier::AesNiClmul => 0,
        Tier::VaesAvx2 => 1,
        Tier::VaesAvx512 => 2,
        Tier::AesPmull => 3,
        Tier::AesPmullEor3 => 4,
    }
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
pub fn snapshot() -> [u64; 5] {
    EVERY.map(hits)
}

/// The tiers whose counts grew since `before` was taken on this thread.
pub fn grown_since(before: [u64; 5]) -> impl Iterator<Item = Tier> {
    let now = snapshot();
    EVERY
        .into_iter()
        .enumerate()
        .filter(move |&(i, _)| now[i] > before[i])
        .map(|(_, t)| t)
}
