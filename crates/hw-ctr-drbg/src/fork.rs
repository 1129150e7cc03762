//! Fork detection: a process-wide generation number that changes in a child process.
//!
//! A generator remembers the generation it was last seeded in and compares it on every call;
//! when it differs, the process is a child of a `fork` and the generator reseeds before it
//! produces anything, so parent and child never share output.
//!
//! The generation changes through one of:
//! - **Linux, Android**: a marker word in a private anonymous page marked `MADV_WIPEONFORK`
//!   (Linux 4.14+). The kernel gives the child that page zero-filled, so a zero marker means "this
//!   is a child". It needs no cooperation from libc and also catches `clone` without `CLONE_VM`.
//!   The check costs three loads and a compare. The `pthread_atfork` handler below is registered
//!   too, for environments that accept `MADV_WIPEONFORK` without honouring it (QEMU user mode).
//! - **other Unix, or a kernel that refuses `MADV_WIPEONFORK`**: a `pthread_atfork` child
//!   handler that bumps the generation (libc's `fork` runs it; a raw `clone` system call does
//!   not). The marker word is then a static that is never zero.
//! - **elsewhere** (no `fork`): the generation never changes.

use core::sync::atomic::{AtomicU64, Ordering};

use crate::{os, Error};

/// Starts at 1; +1 for every fork detected in this process's line of descent.
static GENERATION: AtomicU64 = AtomicU64::new(1);

/// Marker values. The kernel wipes the page to `WIPED` in a child; the first thread to see that
/// claims it (`CLAIMED`), bumps the generation and re-arms it (`ARMED`).
const WIPED: u64 = 0;
const ARMED: u64 = 1;
const CLAIMED: u64 = 2;

/// The current fork generation of this process; sets detection up on first use.
///
/// Within one process every call returns the same value once the first call has returned:
/// a wiped marker is claimed by exactly one thread, which moves the generation once, and every
/// other thread waits for it. (The generation-stamped lock of hw-crypto's nonce sequence relies
/// on this: a stamp from another generation is a holder in an ancestor process.)
#[inline]
pub(crate) fn generation() -> Result<u64, Error> {
    let marker = os::fork_marker()?;
    if marker.load(Ordering::Acquire) != ARMED {
        forked(marker);
    }
    Ok(GENERATION.load(Ordering::Acquire))
}

/// The marker page was wiped: this process is a fork child. One thread claims the marker, moves
/// the generation and then re-arms it (in this order, so that a thread which sees the re-armed
/// marker also sees the new generation); the others wait for the re-arm, which is two
/// instructions away. A fork in the middle leaves the child a wiped page again (`WIPED`), never
/// a `CLAIMED` one without its claimer: the marker is only ever `WIPED` where the page works.
#[cold]
#[inline(never)]
fn forked(marker: &AtomicU64) {
    loop {
        match marker.compare_exchange(WIPED, CLAIMED, Ordering::Acquire, Ordering::Acquire) {
            Ok(_) => {
                note_fork();
                marker.store(ARMED, Ordering::Release);
                return;
            }
            Err(ARMED) => return,
            Err(_) => core::hint::spin_loop(),
        }
    }
}

/// Records a fork (called in the child; async-signal-safe: one atomic add).
pub(crate) fn note_fork() {
    GENERATION.fetch_add(1, Ordering::AcqRel);
}
