//! Operating-system pieces of fork detection (see `fork.rs`). All of this crate's `unsafe` for
//! the OS is in the files below this one, one FFI call or dereference per block.

use core::sync::atomic::AtomicU64;

use crate::Error;

#[cfg(any(target_os = "linux", target_os = "android"))]
mod linux;
#[cfg(unix)]
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
    #[cfg(any(target_os = "linux", target_os = "android"))]
    if let Some(marker) = linux::wipe_on_fork_marker() {
        return Ok(marker);
    }
    #[cfg(unix)]
    {
        unix::atfork_marker()
    }
    #[cfg(not(unix))]
    {
        static NEVER_WIPED: AtomicU64 = AtomicU64::new(1);
        Ok(&NEVER_WIPED)
    }
}

/// The mechanism in use (setting it up if needed).
pub(crate) fn fork_detection() -> Result<ForkDetection, Error> {
    #[cfg(any(target_os = "linux", target_os = "android"))]
    if linux::wipe_on_fork_marker().is_some() {
        return Ok(ForkDetection::WipeOnForkPage);
    }
    #[cfg(unix)]
    {
        unix::atfork_marker().map(|_| ForkDetection::PthreadAtfork)
    }
    #[cfg(not(unix))]
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
