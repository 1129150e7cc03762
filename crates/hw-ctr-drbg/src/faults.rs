//! Fault injection, for fault-injection tests only (features `test-hooks` and `std`; normal
//! builds compile none of it): makes the operating system's entropy source fail or return
//! chosen bytes, and replaces what the CPU RNG reports, so that tests can reach the paths a
//! working machine never takes (a failing `getrandom`, a stuck or failing RDSEED) and can
//! compute a reseed's expected output.
//!
//! A fault affects only the thread that sets it (tests run in parallel), and only until the
//! [`FaultGuard`] it returns is dropped, which restores the previous setting. The guard is not
//! `Send`, so it is dropped on the thread whose setting it restores.
//!
//! ```
//! use hw_ctr_drbg::faults::{self, OsEntropy};
//! use hw_ctr_drbg::{Error, HardwareCtrDrbg};
//!
//! let guard = faults::set_os_entropy(OsEntropy::Errno(5)); // EIO
//! let Err(Error::Entropy(e)) = HardwareCtrDrbg::new() else { panic!("getrandom should fail") };
//! assert_eq!(e.raw_os_error(), Some(5));
//! drop(guard);
//! assert!(HardwareCtrDrbg::new().is_ok());
//! ```

use core::cell::Cell;
use core::marker::PhantomData;

use crate::entropy::CPU_RNG_WORDS;
use crate::{EntropyError, Error, SEED_LEN};

/// What the operating system's entropy source (`getrandom`) does on this thread.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum OsEntropy {
    /// Fails with this OS error code (`errno`), as a failing `getrandom(2)` would.
    /// (`getrandom::Error` has no public constructor for such an error, so the
    /// [`EntropyError`] carries the code itself.)
    Errno(i32),
    /// Fails with `getrandom::Error::new_custom(code)`: an error without an OS error code.
    Custom(u16),
    /// Succeeds, filling every request with these bytes from the first (every request of the
    /// generator is at most [`SEED_LEN`] bytes): instantiation and each reseed then use them as
    /// the entropy input.
    Bytes([u8; SEED_LEN]),
}

/// What the CPU RNG (RDSEED, RNDRRS) reports on this thread, in place of the instruction.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CpuRng {
    /// Whether it reports success (RDSEED's carry flag for every word).
    pub filled: bool,
    /// The words it returns, in the order read.
    pub words: [u64; CPU_RNG_WORDS],
}

std::thread_local! {
    static OS: Cell<Option<OsEntropy>> = const { Cell::new(None) };
    static CPU: Cell<Option<CpuRng>> = const { Cell::new(None) };
}

/// Restores a setting of this thread when dropped. Drop guards in the reverse order of the
/// calls that returned them (leaving scope does).
#[must_use = "the fault is lifted as soon as the guard is dropped"]
pub struct FaultGuard {
    restore: Restore,
    /// Not `Send`: the setting belongs to the thread that made it.
    _thread: PhantomData<*const ()>,
}

enum Restore {
    Os(Option<OsEntropy>),
    Cpu(Option<CpuRng>),
}

impl Drop for FaultGuard {
    fn drop(&mut self) {
        match self.restore {
            Restore::Os(previous) => OS.with(|os| os.set(previous)),
            Restore::Cpu(previous) => CPU.with(|cpu| cpu.set(previous)),
        }
    }
}

/// Makes this thread's OS entropy source behave as `fault` until the guard is dropped.
pub fn set_os_entropy(fault: OsEntropy) -> FaultGuard {
    FaultGuard {
        restore: Restore::Os(OS.with(|os| os.replace(Some(fault)))),
        _thread: PhantomData,
    }
}

/// Makes this thread's CPU RNG report `output` until the guard is dropped (with feature
/// `cpu-rng-reseed` on x86_64 and aarch64, whether or not the CPU has an RNG; elsewhere reseeds
/// never read one).
pub fn set_cpu_rng(output: CpuRng) -> FaultGuard {
    FaultGuard {
        restore: Restore::Cpu(CPU.with(|cpu| cpu.replace(Some(output)))),
        _thread: PhantomData,
    }
}

/// The injected result of filling `dest` from the OS, or `None` to call `getrandom`.
pub(crate) fn os_fill(dest: &mut [u8]) -> Option<Result<(), Error>> {
    let fault = OS.with(Cell::get)?;
    Some(match fault {
        OsEntropy::Errno(errno) => Err(Error::Entropy(EntropyError::injected(errno))),
        OsEntropy::Custom(code) => Err(Error::Entropy(EntropyError::from_os(
            getrandom::Error::new_custom(code),
        ))),
        OsEntropy::Bytes(bytes) => {
            for (d, s) in dest.iter_mut().zip(bytes.iter().cycle()) {
                *d = *s;
            }
            Ok(())
        }
    })
}

/// The injected CPU RNG read: fills `words` and returns whether it reported success, or `None`
/// to run the instruction.
#[cfg_attr(
    not(all(
        feature = "cpu-rng-reseed",
        any(target_arch = "x86_64", target_arch = "aarch64")
    )),
    allow(dead_code)
)]
pub(crate) fn cpu_rng(words: &mut [u64; CPU_RNG_WORDS]) -> Option<bool> {
    let output = CPU.with(Cell::get)?;
    *words = output.words;
    Some(output.filled)
}
