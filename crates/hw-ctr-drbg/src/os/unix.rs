//! Any Unix: a `pthread_atfork` child handler bumps the fork generation. The marker word is a
//! static that no fork clears, so the check is the same as with the wiped page.
#![allow(unsafe_code, reason = "pthread_atfork and clock_gettime (libc)")]

use core::sync::atomic::{AtomicU64, AtomicU8, Ordering};

use crate::Error;

/// Never zero: with this mechanism the handler, not the marker, signals a fork.
static ARMED: AtomicU64 = AtomicU64::new(1);

const UNREGISTERED: u8 = 0;
const REGISTERING: u8 = 1;
const REGISTERED: u8 = 2;
static STATE: AtomicU8 = AtomicU8::new(UNREGISTERED);

/// Runs in the child of every `fork` made through libc, before `fork` returns there.
extern "C" fn in_child() {
    crate::fork::note_fork();
}

/// The (never-zero) marker, once the child handler is registered; registers it on first use.
#[inline]
pub(super) fn atfork_marker() -> Result<&'static AtomicU64, Error> {
    register_atfork().map(|()| &ARMED)
}

/// Registers the child handler once per process; returns when it is registered.
#[inline]
pub(super) fn register_atfork() -> Result<(), Error> {
    if STATE.load(Ordering::Acquire) == REGISTERED {
        return Ok(());
    }
    loop {
        match STATE.compare_exchange(
            UNREGISTERED,
            REGISTERING,
            Ordering::Acquire,
            Ordering::Acquire,
        ) {
            Ok(_) => {
                // SAFETY: ffi: registers only a child handler, `in_child`, which performs one
                // atomic add (async-signal-safe, as a handler run after fork must be).
                let rc = unsafe { libc::pthread_atfork(None, None, Some(in_child)) };
                if rc != 0 {
                    STATE.store(UNREGISTERED, Ordering::Release);
                    return Err(Error::ForkDetection { os_error: rc });
                }
                STATE.store(REGISTERED, Ordering::Release);
                return Ok(());
            }
            Err(REGISTERED) => return Ok(()),
            // Another thread is registering: a generator must not start before the handler
            // exists, so wait for it (one libc call).
            Err(_) => core::hint::spin_loop(),
        }
    }
}

/// Whole seconds of `clock` (`CLOCK_MONOTONIC_COARSE` on Linux, `CLOCK_MONOTONIC` elsewhere;
/// see `crate::coarse_monotonic_secs`), or `None` if `clock_gettime` fails.
#[cfg(feature = "std")]
#[inline]
pub(super) fn clock_secs(clock: libc::clockid_t) -> Option<u64> {
    let mut now = libc::timespec {
        tv_sec: 0,
        tv_nsec: 0,
    };
    // SAFETY: ffi: `now` is a writable timespec owned by this frame, the only memory
    // clock_gettime(2) writes; an unknown clock id is an EINVAL return, not undefined behaviour.
    let rc = unsafe { libc::clock_gettime(clock, &mut now) };
    if rc != 0 {
        return None;
    }
    u64::try_from(now.tv_sec).ok()
}
