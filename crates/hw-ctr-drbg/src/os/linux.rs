//! Linux and Android: the fork marker lives in a page marked `MADV_WIPEONFORK` (Linux 4.14+),
//! which a child process receives zero-filled.
//!
//! The `pthread_atfork` handler of `unix.rs` is registered as well when the page is set up. A
//! kernel that honours `MADV_WIPEONFORK` makes it redundant, but an environment may accept the
//! advice without honouring it: QEMU's user-mode emulation does (measured with QEMU 7.2: the
//! child sees the page unchanged). The handler costs nothing on the hot path; each detected
//! fork then moves the generation by two, which is harmless.
#![allow(
    unsafe_code,
    reason = "mmap, madvise and munmap (libc): the fork-wiped page"
)]

use core::ptr;
use core::sync::atomic::{AtomicBool, AtomicPtr, AtomicU64, Ordering};

/// The marker, once mapped and armed (never unmapped afterwards).
static MARKER: AtomicPtr<AtomicU64> = AtomicPtr::new(ptr::null_mut());
/// Set when the kernel refused `MADV_WIPEONFORK` (or a test asked): use `pthread_atfork`.
static REFUSED: AtomicBool = AtomicBool::new(false);

/// Bytes to map: the kernel rounds a mapping up to whole pages of its own size.
const MAP_LEN: usize = 4096;

/// The armed marker word, mapping it on first use; `None` if the kernel has no
/// `MADV_WIPEONFORK`.
#[inline]
pub(super) fn wipe_on_fork_marker() -> Option<&'static AtomicU64> {
    match published() {
        Some(marker) => Some(marker),
        None => set_up(),
    }
}

/// First use (or the kernel refused): map and publish the marker page.
#[cold]
#[inline(never)]
fn set_up() -> Option<&'static AtomicU64> {
    if REFUSED.load(Ordering::Relaxed) {
        return None;
    }
    // Set up once per process. Should the registration fail, the page alone still works.
    let _ = super::unix::register_atfork();
    let Some(fresh) = map_armed_marker() else {
        REFUSED.store(true, Ordering::Relaxed);
        return None;
    };
    let won = MARKER.compare_exchange(ptr::null_mut(), fresh, Ordering::AcqRel, Ordering::Acquire);
    if won.is_err() {
        // Another thread published its page first; ours was never shared.
        // SAFETY: ffi: `fresh` is the MAP_LEN-byte mapping `map_armed_marker` just created, and
        // no reference to it exists. A failure would only leak the page.
        unsafe { libc::munmap(fresh.cast(), MAP_LEN) };
    }
    published()
}

/// Stops this process from using the page (tests of the `pthread_atfork` fallback).
#[cfg(feature = "test-hooks")]
pub(super) fn refuse() {
    REFUSED.store(true, Ordering::Relaxed);
}

/// The published marker, if any.
#[inline]
fn published() -> Option<&'static AtomicU64> {
    let p = MARKER.load(Ordering::Acquire);
    if p.is_null() {
        return None;
    }
    // SAFETY: mem: only `map_armed_marker` pages are stored in MARKER, and a published page is
    // never unmapped, so the reference may be 'static; the page is read-write, its alignment
    // satisfies AtomicU64's, it was initialized before publication (AcqRel exchange, Acquire
    // load here), and it is only ever accessed atomically.
    Some(unsafe { &*p })
}

/// Maps one private anonymous read-write page, marks it `MADV_WIPEONFORK`, stores 1 in its first
/// word and returns that word; `None` (nothing left mapped) if either system call fails.
fn map_armed_marker() -> Option<*mut AtomicU64> {
    let prot = libc::PROT_READ | libc::PROT_WRITE;
    let flags = libc::MAP_PRIVATE | libc::MAP_ANONYMOUS;
    // SAFETY: ffi: a new anonymous private mapping at an address of the kernel's choice (null
    // hint, no MAP_FIXED), so no existing memory is affected; fd -1 and offset 0 as
    // MAP_ANONYMOUS requires.
    let page = unsafe { libc::mmap(ptr::null_mut(), MAP_LEN, prot, flags, -1, 0) };
    if page == libc::MAP_FAILED {
        return None;
    }
    // SAFETY: ffi: `page..page + MAP_LEN` is exactly the mapping created above, owned here;
    // MADV_WIPEONFORK only changes what a future child sees there.
    let rc = unsafe { libc::madvise(page, MAP_LEN, libc::MADV_WIPEONFORK) };
    if rc != 0 {
        // SAFETY: ffi: unmaps exactly the mapping created above; nothing refers to it.
        unsafe { libc::munmap(page, MAP_LEN) };
        return None;
    }
    let marker = page.cast::<AtomicU64>();
    // SAFETY: mem: `marker` is the first word of the fresh read-write page above, page-aligned
    // (so aligned for AtomicU64) and not yet shared with any other thread.
    unsafe { marker.write(AtomicU64::new(1)) };
    Some(marker)
}
