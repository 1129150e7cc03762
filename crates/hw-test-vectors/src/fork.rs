//! Forks the test process and runs the same function on both sides, for the fork-safety suites
//! of hw-ctr-drbg and hw-crypto (Unix only).
//!
//! The child runs `side` into its copy of the caller's buffer, writes it to a pipe and leaves
//! with `_exit` (no destructors, no test harness), with status 0, [`SIDE_FAILED`],
//! [`SIDE_PANICKED`] or [`PIPE_FAILED`]. It allocates nothing unless `side` does, so forking
//! from a test thread is sound even after a raw `clone` that left libc's locks as they were.
#![allow(unsafe_code, reason = "fork, clone, pipe, waitpid and _exit (libc)")]

/// Child exit status: `side` returned an error.
pub const SIDE_FAILED: i32 = 2;
/// Child exit status: `side` panicked.
pub const SIDE_PANICKED: i32 = 3;
/// Child exit status: the pipe to the parent failed.
pub const PIPE_FAILED: i32 = 4;

/// How to make the child process.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Fork {
    /// libc's `fork`, which runs the `pthread_atfork` handlers.
    Libc,
    /// The `clone` system call with fork semantics (`SIGCHLD`, no flags, no new stack), which
    /// bypasses libc and its `pthread_atfork` handlers: only a `MADV_WIPEONFORK` page can
    /// detect it. Linux only.
    #[cfg(any(target_os = "linux", target_os = "android"))]
    RawClone,
}

/// Forks by `how`. Both sides run `side` into `mine` (the child into its own copy); the parent
/// then reads the child's bytes into `theirs` and asserts that the child exited with 0.
pub fn fork_both<E>(
    how: Fork,
    mine: &mut [u8],
    theirs: &mut [u8],
    mut side: impl FnMut(&mut [u8]) -> Result<(), E>,
) {
    assert_eq!(mine.len(), theirs.len());
    let mut fds = [0 as libc::c_int; 2];
    // SAFETY: ffi: `fds` is a writable array of two c_int, as pipe(2) requires.
    let rc = unsafe { libc::pipe(fds.as_mut_ptr()) };
    assert_eq!(rc, 0, "pipe");
    let [read_fd, write_fd] = fds;
    let pid = match how {
        // SAFETY: ffi: fork(2) has no memory preconditions; the child below only runs `side`,
        // writes to a pipe and calls _exit.
        Fork::Libc => unsafe { libc::fork() },
        #[cfg(any(target_os = "linux", target_os = "android"))]
        Fork::RawClone => raw_clone(),
    };
    assert!(pid >= 0, "fork");
    if pid == 0 {
        let ran = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| side(mine)));
        let status = match ran {
            Ok(Ok(())) if write_all(write_fd, mine) => 0,
            Ok(Ok(())) => PIPE_FAILED,
            Ok(Err(_)) => SIDE_FAILED,
            Err(_) => SIDE_PANICKED,
        };
        // SAFETY: ffi: ends the child at once, without running the parent's atexit handlers or
        // returning into the test harness.
        unsafe { libc::_exit(status) };
    }
    // SAFETY: ffi: closes the parent's copy of the write end, a descriptor this function owns.
    unsafe { libc::close(write_fd) };
    assert!(side(mine).is_ok(), "the parent's side failed");
    let got = read_all(read_fd, theirs);
    // SAFETY: ffi: closes the read end, a descriptor this function owns.
    unsafe { libc::close(read_fd) };
    let mut status = 0;
    // SAFETY: ffi: waits for the child made above; `status` is a writable c_int.
    let waited = unsafe { libc::waitpid(pid, &mut status, 0) };
    assert_eq!(waited, pid, "waitpid");
    assert!(
        libc::WIFEXITED(status) && libc::WEXITSTATUS(status) == 0,
        "child failed: wait status {status:#x} (exit {SIDE_FAILED}: error, {SIDE_PANICKED}: \
         panic, {PIPE_FAILED}: pipe)"
    );
    assert_eq!(got, theirs.len(), "bytes received from the child");
}

/// `clone(SIGCHLD, 0, ...)`: a fork that libc does not see. The child keeps libc's cached
/// thread id of the parent thread.
#[cfg(any(target_os = "linux", target_os = "android"))]
fn raw_clone() -> libc::pid_t {
    // SAFETY: ffi: clone with only the exit signal set and a null stack copies the address
    // space like fork(2); the child only runs `side`, writes to a pipe and calls _exit.
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
