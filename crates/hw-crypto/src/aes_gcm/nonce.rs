//! Generated nonces: `nonce = salt XOR (0^32 || counter)`, a 96-bit salt drawn from the OS per
//! cipher object and process, and a 64-bit counter that never wraps.
//!
//! - Within one process, distinct counter values under one salt give distinct nonces (XOR with a
//!   constant is a bijection), so a cipher object never repeats a nonce: 2^64 - 1 messages, then
//!   [`Error::NoncesExhausted`].
//! - Across cipher objects (or processes) that share a key, two sequences of `n1` and `n2`
//!   messages overlap only if `salt1 XOR salt2` is one of the at most `n1 * n2` values
//!   `c1 XOR c2`, with probability at most `n1 * n2 / 2^96`; over `q` messages in all, at most
//!   `q^2 / 2^97`.
//! - After `fork` the child (fork generation differs, `hw_ctr_drbg::fork_generation`) draws a
//!   new salt and restarts its counter before it makes a nonce; parent and child are then two
//!   independent sequences as above.
//!
//! **Concurrency.** `&self` from any thread. The state is three atomics: `salted` (the fork
//! generation the salt belongs to; 0 before the first salt; `BUSY | g` while a thread of
//! generation `g` draws one), the salt and the counter. The fast path is one load of `salted`,
//! one compare-and-swap loop on the counter and three loads of the salt. Within one process the
//! salt is written once (the fork generation is the same for every call in a process), before
//! `salted` is published with `Release`, and never changes after, so a thread that read its own
//! generation in `salted` (`Acquire`) reads the whole salt. A `BUSY` stamp of another generation
//! was left by a thread of an ancestor process that was drawing a salt when the process forked;
//! that thread does not exist here, so the stamp is taken over rather than waited for.

use core::sync::atomic::{AtomicU32, AtomicU64, Ordering};

use super::EnvelopeError;

/// Set in `salted` while a thread draws a salt; the low bits carry its fork generation.
const BUSY: u64 = 1 << 63;

pub(crate) struct NonceSequence {
    salted: AtomicU64,
    salt: [AtomicU32; 3],
    counter: AtomicU64,
}

impl NonceSequence {
    /// No salt yet: the first nonce draws it (construction makes no system call).
    pub(crate) const fn new() -> Self {
        NonceSequence {
            salted: AtomicU64::new(0),
            salt: [AtomicU32::new(0), AtomicU32::new(0), AtomicU32::new(0)],
            counter: AtomicU64::new(0),
        }
    }

    /// The next nonce of this cipher object in this process.
    pub(crate) fn next<E: EnvelopeError>(&self) -> Result<[u8; 12], E> {
        let generation = hw_ctr_drbg::fork_generation().map_err(|_| E::NONCE_SOURCE)?;
        self.salt_for(generation)?;
        let Ok(counter) = self
            .counter
            .fetch_update(Ordering::Relaxed, Ordering::Relaxed, |c| c.checked_add(1))
        else {
            return Err(E::NONCES_EXHAUSTED);
        };
        let mut nonce = [0u8; 12];
        for (out, word) in nonce.chunks_exact_mut(4).zip(&self.salt) {
            out.copy_from_slice(&word.load(Ordering::Relaxed).to_be_bytes());
        }
        for (n, c) in nonce[4..].iter_mut().zip(counter.to_be_bytes()) {
            *n ^= c;
        }
        Ok(nonce)
    }

    /// Returns once the salt belongs to `generation`, drawing it if needed.
    fn salt_for<E: EnvelopeError>(&self, generation: u64) -> Result<(), E> {
        loop {
            let seen = self.salted.load(Ordering::Acquire);
            if seen == generation {
                return Ok(());
            }
            if seen == BUSY | generation {
                // A thread of this process is drawing the salt (one getrandom call).
                core::hint::spin_loop();
                continue;
            }
            // No salt, the salt of an ancestor process, or a draw that an ancestor process
            // left unfinished: claim the draw for this generation.
            if self
                .salted
                .compare_exchange(
                    seen,
                    BUSY | generation,
                    Ordering::Acquire,
                    Ordering::Relaxed,
                )
                .is_err()
            {
                continue;
            }
            let mut salt = [0u8; 12];
            if getrandom::fill(&mut salt).is_err() {
                self.salted.store(0, Ordering::Release);
                return Err(E::NONCE_SOURCE);
            }
            for (word, bytes) in self.salt.iter().zip(salt.chunks_exact(4)) {
                let mut b = [0u8; 4];
                b.copy_from_slice(bytes);
                word.store(u32::from_be_bytes(b), Ordering::Relaxed);
            }
            self.counter.store(0, Ordering::Relaxed);
            self.salted.store(generation, Ordering::Release);
            return Ok(());
        }
    }

    /// Test hook: moves the counter, to show that exhaustion is an error and not a wrap.
    #[cfg(feature = "test-hooks")]
    pub(crate) fn skip_to(&self, counter: u64) {
        self.counter.store(counter, Ordering::Relaxed);
    }
}
