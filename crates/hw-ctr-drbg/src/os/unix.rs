//! Any Unix: a `pthread_atfork` child handler bumps the fork generation. The marker word is a
//! static that no fork clears, so the check is the same as with the wiped page.

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
