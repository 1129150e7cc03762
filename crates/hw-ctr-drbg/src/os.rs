//! Operating-system pieces of fork detection (see `fork.rs`). All of this crate's `unsafe` for
//! the OS is in the files below this one, one FFI call or dereference per block.

use core::sync::atomic::AtomicU64;

use crate::Error;

// Under Miri, which has no `fork` and cannot call `mmap`/`madvise`/`pthread_atfork`, the marker
// is the never-wiped static of targets without `fork`; these modules are then unused.
#[cfg(any(target_os = "linux", target_os = "android"))]
#[cfg_attr(miri, allow(dead_code))]
mod linux;
#[cfg(all(unix, feature = "std"))]
pub(crate) mod process;
#[cfg(unix)]
#[cfg_attr(miri, allow(dead_code))]
mod unix;

/// How this process detects `fork`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ForkDetection {
    /// A marker page the kernel wipes in the child (`MADV_WIPEONFORK`).
    WipeOnForkPage,
    /// A `pthread_atfork` child handler.
    PthreadAtfork,
    /// This target has no `fork`.
    NotNeeded,
}

/// The word that is non-zero until this process forks (see `fork.rs`), set up on first use.
#[inline]
pub(crate) fn fork_marker() -> Result<&'static AtomicU64, Error> {
    #[cfg(all(any(target_os = "linux", target_os = "android"), not(miri)))]
    if let Some(marker) = linux::wipe_on_fork_marker() {
        return Ok(marker);
    }
    #[cfg(all(unix, not(miri)))]
    {
        unix::atfork_marker()
    }
    #[cfg(any(not(unix), miri))]
    {
        static NEVER_WIPED: AtomicU64 = AtomicU64::new(1);
        Ok(&NEVER_WIPED)
    }
}

/// Whole seconds of a monotonic clock read without a system call (see
/// `crate::coarse_monotonic_secs`).
#[cfg(feature = "std")]
#[inline]
pub(crate) fn coarse_monotonic_secs() -> Option<u64> {
    #[cfg(all(any(target_os = "linux", target_os = "android"), not(miri)))]
    {
        unix::clock_secs(libc::CLOCK_MONOTONIC_COARSE)
    }
    #[cfg(all(unix, not(any(target_os = "linux", target_os = "android")), not(miri)))]
    {
        unix::clock_secs(libc::CLOCK_MONOTONIC)
    }
    #[cfg(any(not(unix), miri))]
    {
        static START: std::sync::OnceLock<std::time::Instant> = std::sync::OnceLock::new();
        Some(
            START
                .get_or_init(std::time::Instant::now)
                .elapsed()
                .as_secs(),
        )
    }
}

/// The mechanism in use (setting it up if needed).
pub(crate) fn fork_detection() -> Result<ForkDetection, Error> {
    #[cfg(all(any(target_os = "linux", target_os = "android"), not(miri)))]
    if linux::wipe_on_fork_marker().is_some() {
        return Ok(ForkDetection::WipeOnForkPage);
    }
    #[cfg(all(unix, not(miri)))]
    {
        unix::atfork_marker().map(|_| ForkDetection::PthreadAtfork)
    }
    #[cfg(any(not(unix), miri))]
    {
        Ok(ForkDetection::NotNeeded)
    }
}

/// Makes this process use `pthread_atfork` even where `MADV_WIPEONFORK` works, so that tests
/// can exercise the fallback. Must run before the first generator is created.
#[cfg(feature = "test-hooks")]
pub(crate) fn refuse_wipe_on_fork() {
    #[cfg(any(target_os = "linux", target_os = "android"))]
    linux::refuse();
}
