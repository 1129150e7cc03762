//! NIST SP 800-90A Rev. 1 CTR_DRBG with AES-256, every AES operation on CPU instructions.
//!
//! The generator applications use for AES-256-GCM keys and nonces. Every block encryption of
//! the mechanism (output, state update, derivation function) runs on the AES instructions of
//! the CPU through `hw-aes256`, bulk output on its widest counter-mode kernel. There is no
//! software AES: on a CPU without the instructions, construction returns
//! [`Error::UnsupportedCpu`].
//!
//! - [`fill`], [`generate_key`], [`generate_nonce`]: a lazily created, fork-safe generator per
//!   thread (feature `std`, default).
//! - [`HardwareCtrDrbg`]: an explicit generator, seeded from the OS (`getrandom`), reseeded on a
//!   [`Config`]urable schedule or before every request (prediction resistance), fork-safe.
//! - [`CtrDrbg`]: the deterministic mechanism with caller-supplied entropy, exactly as the
//!   standard specifies it, with ([`Mode::UseDf`]) or without ([`Mode::NoDf`]) the derivation
//!   function; checked against every NIST CAVP AES-256 vector. `no_std`, no OS needed.
//!
//! ```
//! use hw_ctr_drbg::{generate_key, generate_nonce};
//!
//! # fn main() -> Result<(), hw_ctr_drbg::Error> {
//! let key = generate_key()?; // Aes256Key: derefs to [u8; 32], wiped on drop
//! let nonce: [u8; 12] = generate_nonce()?;
//! # let _ = (key, nonce);
//! # Ok(())
//! # }
//! ```
//!
//! Features: `std` (the thread-local functions), `getrandom` ([`HardwareCtrDrbg`]),
//! `cpu-rng-reseed` (RDSEED mixed into reseeds), all default; `rand_core` (rand_core 0.10
//! `TryRng + TryCryptoRng`), off by default.
#![no_std]
#![cfg_attr(docsrs, feature(doc_cfg))]

#[cfg(feature = "std")]
extern crate std;

mod aes;
#[cfg(test)]
mod after_drop;
mod df;
mod error;
mod key;
mod mechanism;
mod seed;

#[cfg(feature = "getrandom")]
mod entropy;
#[cfg(feature = "getrandom")]
mod fork;
#[cfg(feature = "getrandom")]
mod generator;
#[cfg(feature = "getrandom")]
mod os;
#[cfg(all(feature = "rand_core", feature = "getrandom"))]
mod rng_traits;
#[cfg(feature = "std")]
mod thread;

/// Fault injection for tests: a failing OS entropy source, chosen entropy, a stuck CPU RNG.
#[cfg(all(feature = "std", feature = "test-hooks"))]
#[doc(hidden)]
pub mod faults;

#[cfg(all(
    feature = "getrandom",
    feature = "cpu-rng-reseed",
    any(target_arch = "x86_64", target_arch = "aarch64")
))]
mod arch {
    #[cfg(target_arch = "aarch64")]
    pub mod aarch64 {
        pub mod rndrrs;
    }
    #[cfg(target_arch = "x86_64")]
    pub mod x86_64 {
        pub mod rdseed;
    }
}

pub use error::{EntropyError, Error, Input};
pub use hw_cpu::Tier;
pub use key::Aes256Key;
pub use mechanism::{CtrDrbg, Mode};

#[cfg(all(feature = "getrandom", feature = "test-hooks"))]
#[doc(hidden)]
pub use generator::ReseedStats;
#[cfg(feature = "getrandom")]
pub use generator::{Config, HardwareCtrDrbg};
#[cfg(feature = "getrandom")]
pub use os::ForkDetection;
#[cfg(all(feature = "std", feature = "rand_core"))]
pub use thread::ThreadDrbg;
#[cfg(feature = "std")]
pub use thread::{fill, generate_key, generate_nonce};

/// Process hardening for programs that hold keys (Unix).
///
/// ```
/// # fn main() -> std::io::Result<()> {
/// hw_ctr_drbg::process::disable_core_dumps()?; // before reading a key file
/// let owner_ok = |file_uid: u32| file_uid == hw_ctr_drbg::process::effective_uid();
/// # let _ = owner_ok;
/// # Ok(())
/// # }
/// ```
#[cfg(all(unix, feature = "std"))]
pub mod process {
    pub use crate::os::process::{disable_core_dumps, effective_uid};
}

/// The fork generation of this process: a number that is the same for every call within one
/// process and different in a child process after `fork` (and in its children), detected the
/// way the generators detect it (a `MADV_WIPEONFORK` page on Linux, `pthread_atfork`).
///
/// Anything that must not repeat across a fork (a nonce counter, a cached random value) can
/// remember the generation it was created under and renew itself when this differs.
/// hw-crypto's generated nonces do.
///
/// ```
/// let g = hw_ctr_drbg::fork_generation()?;
/// assert_eq!(hw_ctr_drbg::fork_generation()?, g);
/// # Ok::<(), hw_ctr_drbg::Error>(())
/// ```
#[cfg(feature = "getrandom")]
#[inline]
pub fn fork_generation() -> Result<u64, Error> {
    fork::generation()
}

/// Whole seconds of a monotonic clock that is cheap enough to read on every call, for state
/// that must be renewed on a schedule (hw-crypto's generated nonces redraw their salt with it).
/// `None` if the operating system's clock call failed.
///
/// - **Linux, Android**: `clock_gettime(CLOCK_MONOTONIC_COARSE)`. The vDSO answers it from the
///   time the kernel stored at its last tick (a few tens of instructions: one call, a
///   sequence-counter read of the vDSO data page, no system call and no hardware counter read),
///   so it lags real time by at most one tick (1 to 10 ms, by `CONFIG_HZ`).
/// - **other Unix**: `clock_gettime(CLOCK_MONOTONIC)` (its cost is the platform's).
/// - **elsewhere**: `std::time::Instant`, counted from the first call.
///
/// Monotonic, not boot time: it stops while the machine is suspended (Linux has no coarse
/// boot-time clock, and a suspended machine makes no copies). A virtual machine restored from
/// a snapshot usually resumes it from the value it had when the snapshot was taken, though a
/// hypervisor may step it forward; it never goes back within one running system.
///
/// ```
/// let a = hw_ctr_drbg::coarse_monotonic_secs().unwrap();
/// assert!(hw_ctr_drbg::coarse_monotonic_secs().unwrap() >= a);
/// ```
#[cfg(feature = "std")]
#[inline]
pub fn coarse_monotonic_secs() -> Option<u64> {
    os::coarse_monotonic_secs()
}

/// `seedlen` of AES-256 CTR_DRBG in bytes (384 bits, SP 800-90A Table 3).
pub const SEED_LEN: usize = 48;
/// `max_number_of_bits_per_request` in bytes: 2^19 bits (SP 800-90A Table 3).
pub const MAX_REQUEST_LEN: usize = 1 << 16;
/// The largest `reseed_interval` SP 800-90A allows (Table 3): 2^48 generate requests.
pub const MAX_RESEED_INTERVAL: u64 = 1 << 48;

/// Makes this process detect `fork` with `pthread_atfork` even where `MADV_WIPEONFORK` works,
/// so that a test can exercise the fallback. Call it before the first generator is created.
#[cfg(all(feature = "getrandom", feature = "test-hooks"))]
#[doc(hidden)]
pub fn test_hook_refuse_wipe_on_fork() {
    os::refuse_wipe_on_fork();
}
