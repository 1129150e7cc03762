//! Forks the test process and compares what parent and child draw from the same generator
//! (used by `fork.rs` and `fork_atfork.rs`).
#![allow(unsafe_code, reason = "fork, clone, pipe, waitpid and _exit (libc)")]

use hw_ctr_drbg::{fill, generate_key, CtrDrbg, Error, HardwareCtrDrbg, Mode};

/// Child exit statuses.
const DRAW_FAILED: i32 = 2;
const DRAW_PANICKED: i32 = 3;
const PIPE_FAILED: i32 = 4;

/// Forks. The child runs `draw` into `N` bytes, writes them to a pipe and leaves with `_exit`
/// (no destructors, no test harness), with status 0, or `DRAW_FAILED` / `DRAW_PANICKED` /
/// `PIPE_FAILED`. The parent then runs `draw` into its own `N` bytes, reads the child's and
/// asserts the child exited with 0. Returns (parent's bytes, child's bytes).
///
/// The child allocates nothing unless `draw` does, so forking from a test thread is sound.
pub fn fork_and_draw<const N: usize>(
    draw: impl FnMut(&mut [u8; N]) -> Result<(), Error>,
) -> ([u8; N], [u8; N]) {
    split_and_draw(Fork::Libc, draw)
}

/// How to make the child process.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Fork {
    /// libc's `fork`, which runs the `pthread_atfork` handlers.
    Libc,
    /// The `clone` system call with fork semantics (`SIGCHLD`, no flags, no new stack), which
    /// bypasses libc and its `pthread_atfork` handlers: only the `MADV_WIPEONFORK` page can
    /// detect it. Linux only.
    #[cfg(any(target_os = "linux", target_os = "android"))]
    #[allow(dead_code, reason = "fork_atfork.rs does not use it")]
    RawClone,
}

/// `fork_and_draw` with the child made by `how`.
pub fn split_and_draw<const N: usize>(
    how: Fork,
    mut draw: impl FnMut(&mut [u8; N]) -> Result<(), Error>,
) -> ([u8; N], [u8; N]) {
    let mut fds = [0 as libc::c_int; 2];
    // SAFETY: ffi: `fds` is a writable array of two c_int, as pipe(2) requires.
    let rc = unsafe { libc::pipe(fds.as_mut_ptr()) };
    assert_eq!(rc, 0, "pipe");
    let [read_fd, write_fd] = fds;
    let pid = match how {
        // SAFETY: ffi: fork(2) has no memory preconditions; the child below only draws, writes
        // to a pipe and calls _exit.
        Fork::Libc => unsafe { libc::fork() },
        #[cfg(any(target_os = "linux", target_os = "android"))]
        Fork::RawClone => raw_clone(),
    };
    assert!(pid >= 0, "fork");
    if pid == 0 {
        let mut bytes = [0u8; N];
        let status =
            match std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| draw(&mut bytes))) {
                Ok(Ok(())) => {
                    if write_all(write_fd, &bytes) {
                        0
                    } else {
                        PIPE_FAILED
                    }
                }
                Ok(Err(_)) => DRAW_FAILED,
                Err(_) => DRAW_PANICKED,
            };
        // SAFETY: ffi: ends the child at once, without running the parent's atexit handlers or
        // returning into the test harness.
        unsafe { libc::_exit(status) };
    }
    // SAFETY: ffi: closes the parent's copy of the write end, a descriptor this function owns.
    unsafe { libc::close(write_fd) };
    let mut mine = [0u8; N];
    draw(&mut mine).expect("parent draw");
    let mut theirs = [0u8; N];
    let got = read_all(read_fd, &mut theirs);
    // SAFETY: ffi: closes the read end, a descriptor this function owns.
    unsafe { libc::close(read_fd) };
    let mut status = 0;
    // SAFETY: ffi: waits for the child forked above; `status` is a writable c_int.
    let waited = unsafe { libc::waitpid(pid, &mut status, 0) };
    assert_eq!(waited, pid, "waitpid");
    assert!(
        libc::WIFEXITED(status) && libc::WEXITSTATUS(status) == 0,
        "child failed: wait status {status:#x} (exit {DRAW_FAILED}: draw error, \
         {DRAW_PANICKED}: panic, {PIPE_FAILED}: pipe)"
    );
    assert_eq!(got, N, "bytes received from the child");
    (mine, theirs)
}

/// `clone(SIGCHLD, 0, ...)`: a fork that libc does not see. The child keeps libc's cached
/// thread id of the parent thread, which the draw below never consults.
#[cfg(any(target_os = "linux", target_os = "android"))]
fn raw_clone() -> libc::pid_t {
    // SAFETY: ffi: clone with only the exit signal set and a null stack copies the address
    // space like fork(2); the child below only draws, writes to a pipe and calls _exit.
    let pid = unsafe { libc::syscall(libc::SYS_clone, libc::SIGCHLD, 0, 0, 0, 0) };
    pid as libc::pid_t
}

fn write_all(fd: libc::c_int, mut bytes: &[u8]) -> bool {
    while !bytes.is_empty() {
        // SAFETY: ffi: `bytes` is a readable slice of exactly `bytes.len()` bytes.
        let n = unsafe { libc::write(fd, bytes.as_ptr().cast(), bytes.len()) };
        if n <= 0 {
            return false;
        }
        bytes = &bytes[n as usize..];
    }
    true
}

fn read_all(fd: libc::c_int, buf: &mut [u8]) -> usize {
    let mut got = 0;
    while got < buf.len() {
        let rest = &mut buf[got..];
        // SAFETY: ffi: `rest` is a writable slice of exactly `rest.len()` bytes.
        let n = unsafe { libc::read(fd, rest.as_mut_ptr().cast(), rest.len()) };
        if n <= 0 {
            break;
        }
        got += n as usize;
    }
    got
}

/// Every check, in one thread, one fork at a time.
pub fn check_all() {
    control_without_detection_repeats();
    explicit_small_draws();
    explicit_large_draws();
    thread_local_generator();
    repeated_forks();
    grandchild();
    child_reseeds_once();
}

/// The deterministic mechanism has no fork detection: parent and child repeat each other. This
/// is what every other check here would see if detection did nothing.
fn control_without_detection_repeats() {
    let mut d = CtrDrbg::instantiate(Mode::NoDf, &[7; 48], &[], &[]).unwrap();
    let (parent, child) = fork_and_draw::<64>(|b| d.generate(&[], b));
    assert_eq!(parent, child, "the control must repeat");
}

/// Small requests come from the output buffer, which was filled before the fork.
fn explicit_small_draws() {
    let mut d = HardwareCtrDrbg::new().unwrap();
    let mut warm = [0u8; 32];
    d.fill_bytes(&mut warm).unwrap(); // leaves 1 KiB - 32 bytes buffered
    let (parent, child) = fork_and_draw::<32>(|b| d.fill_bytes(b));
    assert_ne!(parent, child, "buffered path");
    let (parent, child) = fork_and_draw::<8>(|b| d.next_u64().map(|x| *b = x.to_le_bytes()));
    assert_ne!(parent, child, "next_u64");
}

/// Large requests are generate calls on the state itself.
fn explicit_large_draws() {
    let mut d = HardwareCtrDrbg::new().unwrap();
    let (parent, child) = fork_and_draw::<4096>(|b| d.fill_bytes(b));
    assert_ne!(parent, child, "unbuffered path");
    let (parent, child) = fork_and_draw::<4096>(|b| d.generate_with(b"same input", b));
    assert_ne!(parent, child, "with additional input");
}

/// The thread-local generator, already created in this (the forking) thread.
fn thread_local_generator() {
    let mut warm = [0u8; 16];
    fill(&mut warm).unwrap();
    let (parent, child) = fork_and_draw::<32>(|b| fill(b));
    assert_ne!(parent, child, "thread-local fill");
    let (parent, child) = fork_and_draw::<32>(|b| generate_key().map(|k| *b = *k));
    assert_ne!(parent, child, "thread-local generate_key");
    let (parent, child) = fork_and_draw::<1000>(|b| fill(b));
    assert_ne!(parent, child, "thread-local large fill");
}

/// Two children of one parent differ from the parent and from each other.
fn repeated_forks() {
    let mut d = HardwareCtrDrbg::new().unwrap();
    let (p1, c1) = fork_and_draw::<32>(|b| d.fill_bytes(b));
    let (p2, c2) = fork_and_draw::<32>(|b| d.fill_bytes(b));
    assert_ne!(p1, c1);
    assert_ne!(p2, c2);
    assert_ne!(c1, c2, "the second child must not repeat the first");
}

/// A child that forks again: the grandchild must differ from the child (the child re-armed the
/// marker after its own fork was detected).
fn grandchild() {
    let mut d = HardwareCtrDrbg::new().unwrap();
    let (_, child_pair) = fork_and_draw::<64>(|b| {
        // In the child: draw once (detects the first fork), then fork again and compare.
        let mut first = [0u8; 32];
        d.fill_bytes(&mut first)?;
        let (child, grandchild) = fork_and_draw::<32>(|g| d.fill_bytes(g));
        b[..32].copy_from_slice(&child);
        b[32..].copy_from_slice(&grandchild);
        Ok(())
    });
    assert_ne!(
        child_pair[..32],
        child_pair[32..],
        "grandchild repeats its parent"
    );
}

/// Detection costs one reseed in the child, not one per call: the marker is re-armed.
fn child_reseeds_once() {
    let mut d = HardwareCtrDrbg::new().unwrap();
    let before = d.reseed_stats().reseeds;
    let (_, counts) = fork_and_draw::<16>(|b| {
        let mut x = [0u8; 300];
        d.fill_bytes(&mut x)?; // unbuffered; detects the fork
        let after_first = d.reseed_stats().reseeds;
        d.fill_bytes(&mut x)?;
        d.fill_bytes(&mut x[..8])?; // buffered
        b[..8].copy_from_slice(&after_first.to_le_bytes());
        b[8..].copy_from_slice(&d.reseed_stats().reseeds.to_le_bytes());
        Ok(())
    });
    let first = u64::from_le_bytes(counts[..8].try_into().unwrap());
    let last = u64::from_le_bytes(counts[8..].try_into().unwrap());
    assert_eq!(
        (first, last),
        (before + 1, before + 1),
        "reseeds in the child"
    );
    assert_eq!(
        d.reseed_stats().reseeds,
        before,
        "the parent does not reseed"
    );
}
