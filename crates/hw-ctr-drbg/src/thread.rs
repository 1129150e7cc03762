//! The thread-local generator behind [`fill`], [`generate_key`] and [`generate_nonce`].
//!
//! Each thread gets its own [`HardwareCtrDrbg`] with the default [`Config`](crate::Config),
//! created on its first use (so a thread that never asks costs nothing) and wiped when the
//! thread exits. It is fork-safe like any `HardwareCtrDrbg`: the child's first call reseeds it.

use core::cell::RefCell;

use crate::mechanism::GENERATOR_WIPE;
use crate::{Aes256Key, Error, HardwareCtrDrbg};

std::thread_local! {
    static THREAD_DRBG: RefCell<Option<HardwareCtrDrbg>> = const { RefCell::new(None) };
}

/// Runs `f` on this thread's generator, creating it on first use.
///
/// During thread teardown (a destructor asking for randomness after the generator is gone)
/// `f` runs on a one-off generator instead, so this never panics.
fn with_thread_drbg<T>(
    mut f: impl FnMut(&mut HardwareCtrDrbg) -> Result<T, Error>,
) -> Result<T, Error> {
    let on_thread = THREAD_DRBG.try_with(|cell| {
        // Nothing in this crate re-enters while the generator is borrowed; if that ever
        // changes, the one-off generator below keeps it correct.
        let mut slot = cell.try_borrow_mut().ok()?;
        Some(match &mut *slot {
            Some(drbg) => f(drbg),
            // Made and moved into the slot in a frame of its own, wiped after: the move's
            // source would otherwise stay behind, a copy of the key schedule.
            empty => hw_cpu::built_apart!(GENERATOR_WIPE, move || {
                HardwareCtrDrbg::new().map(|drbg| empty.insert(drbg))
            })
            .and_then(&mut f),
        })
    });
    match on_thread {
        Ok(Some(result)) => result,
        // Used where it lies and dropped (wiped) there: no move out of the `Result`.
        _ => match &mut HardwareCtrDrbg::new() {
            Ok(drbg) => f(drbg),
            Err(e) => Err(*e),
        },
    }
}

/// Fills `dest` with random bytes from this thread's generator.
///
/// ```
/// # fn main() -> Result<(), hw_ctr_drbg::Error> {
/// let mut salt = [0u8; 16];
/// hw_ctr_drbg::fill(&mut salt)?;
/// # Ok(())
/// # }
/// ```
pub fn fill(dest: &mut [u8]) -> Result<(), Error> {
    with_thread_drbg(|drbg| drbg.fill_bytes(dest))
}

/// A fresh random AES-256 key from this thread's generator.
///
/// ```
/// # fn main() -> Result<(), hw_ctr_drbg::Error> {
/// let key = hw_ctr_drbg::generate_key()?; // wiped when dropped
/// assert_ne!(*key, [0u8; 32]);
/// # Ok(())
/// # }
/// ```
#[inline(always)]
pub fn generate_key() -> Result<Aes256Key, Error> {
    Aes256Key::generated(|bytes| fill(bytes))
}

/// A random 96-bit nonce from this thread's generator.
///
/// Random nonces are safe for up to 2^32 messages under one AES-GCM key (NIST SP 800-38D
/// §8.3); past that, rotate the key.
///
/// ```
/// # fn main() -> Result<(), hw_ctr_drbg::Error> {
/// let a = hw_ctr_drbg::generate_nonce()?;
/// let b = hw_ctr_drbg::generate_nonce()?;
/// assert_ne!(a, b);
/// # Ok(())
/// # }
/// ```
pub fn generate_nonce() -> Result<[u8; 12], Error> {
    let mut nonce = [0u8; 12];
    fill(&mut nonce)?;
    Ok(nonce)
}

/// A handle to this thread's generator, for APIs that take a `rand_core` RNG (feature
/// `rand_core`). Zero-sized; `ThreadDrbg::default()` or `ThreadDrbg`.
///
/// It implements `TryRng + TryCryptoRng` with this crate's [`Error`]; wrap it in
/// `rand_core::UnwrapErr` for the infallible `Rng + CryptoRng`, which panics if the OS
/// random source fails.
#[cfg(feature = "rand_core")]
#[derive(Clone, Copy, Debug, Default)]
pub struct ThreadDrbg;

#[cfg(feature = "rand_core")]
impl rand_core::TryRng for ThreadDrbg {
    type Error = Error;

    fn try_next_u32(&mut self) -> Result<u32, Error> {
        with_thread_drbg(HardwareCtrDrbg::next_u32)
    }

    fn try_next_u64(&mut self) -> Result<u64, Error> {
        with_thread_drbg(HardwareCtrDrbg::next_u64)
    }

    fn try_fill_bytes(&mut self, dst: &mut [u8]) -> Result<(), Error> {
        fill(dst)
    }
}

#[cfg(feature = "rand_core")]
impl rand_core::TryCryptoRng for ThreadDrbg {}
