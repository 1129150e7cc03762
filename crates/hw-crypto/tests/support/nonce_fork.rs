//! Forks the test process (libc `fork`, or on Linux a raw `clone` that libc's `pthread_atfork`
//! handlers never see), runs the same function on both sides and returns both results, the
//! child's through a pipe. The child only seals into stack buffers (no allocation: after a raw
//! `clone` no atfork handler has reset libc's locks), writes to the pipe and leaves with
//! `_exit`. Used by `nonce_fork.rs`, `nonce_fork_atfork.rs` and `nonce_snapshot.rs`.
#![allow(unsafe_code, reason = "fork, clone, pipe and _exit (libc)")]

use hw_crypto::aes_gcm::{HardwareAes256Gcm, ENVELOPE_OVERHEAD, NONCE_LEN};

pub type Nonce = [u8; NONCE_LEN];

#[derive(Clone, Copy)]
pub enum How {
    Libc,
    #[cfg(any(target_os = "linux", target_os = "android"))]
    RawClone,
}

/// Seals `N` empty messages with `c` and returns their nonces, without allocating.
pub fn draw<const N: usize>(c: &HardwareAes256Gcm) -> Option<[Nonce; N]> {
    let mut nonces = [[0u8; NONCE_LEN]; N];
    let mut env = [0u8; ENVELOPE_OVERHEAD];
    for n in nonces.iter_mut() {
        c.encrypt_to(b"", b"", &mut env).ok()?;
        n.copy_from_slice(&env[16..]);
    }
    Some(nonces)
}

/// Forks; both sides run `side`; returns (the parent's result, the child's).
pub fn fork_and_collect<const N: usize>(
    how: How,
    side: impl Fn() -> Option<[Nonce; N]>,
) -> ([Nonce; N], [Nonce; N]) {
    let mut fds = [0 as libc::c_int; 2];
    // SAFETY: ffi: `fds` is a writable array of two c_int, as pipe(2) requires.
    let rc = unsafe { libc::pipe(fds.as_mut_ptr()) };
    assert_eq!(rc, 0, "pipe");
    let [read_fd, write_fd] = fds;
    let pid = match how {
        // SAFETY: ffi: fork(2) has no memory preconditions; the child only seals into stack
        // buffers, writes to a pipe and calls _exit.
        How::Libc => unsafe { libc::fork() },
        #[cfg(any(target_os = "linux", target_os = "android"))]
        How::RawClone => raw_clone(),
    };
    assert!(pid >= 0, "fork");
    if pid == 0 {
        let status = match side() {
            Some(nonces) if write_all(write_fd, nonces.as_flattened()) => 0,
            Some(_) => 4,
            None => 2,
        };
        // SAFETY: ffi: ends the child at once, without destructors or the test harness.
        unsafe { libc::_exit(status) };
    }
    // SAFETY: ffi: closes the parent's copy of the write end, which this function owns.
    unsafe { libc::close(write_fd) };
    let mine = side().expect("parent side");
    let mut theirs = [[0u8; NONCE_LEN]; N];
    let got = read_all(read_fd, theirs.as_flattened_mut());
    // SAFETY: ffi: closes the read end, which this function owns.
    unsafe { libc::close(read_fd) };
    let mut status = 0;
    // SAFETY: ffi: waits for the child made above; `status` is a writable c_int.
    let waited = unsafe { libc::waitpid(pid, &mut status, 0) };
    assert_eq!(waited, pid, "waitpid");
    assert!(
        libc::WIFEXITED(status) && libc::WEXITSTATUS(status) == 0,
        "child failed: wait status {status:#x} (exit 2: seal error, 4: pipe)"
    );
    assert_eq!(got, N * NONCE_LEN, "bytes from the child");
    (mine, theirs)
}

/// `clone(SIGCHLD, 0, ...)`: a fork that libc does not see.
#[cfg(any(target_os = "linux", target_os = "android"))]
fn raw_clone() -> libc::pid_t {
    // SAFETY: ffi: clone with only the exit signal and a null stack copies the address space
    // like fork(2), without libc's atfork handlers; the child only seals into stack buffers,
    // writes to a pipe and calls _exit.
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

/// The nonces are `salt XOR index` for the indices `start, start + 1, ...` under one salt.
pub fn is_a_counter_run(nonces: &[Nonce], start: u64) -> bool {
    let salt = salt_of(nonces[0], start);
    nonces
        .iter()
        .enumerate()
        .all(|(i, n)| salt_of(*n, start + i as u64) == salt)
}

/// The salt of a nonce made at `index` (the nonce XOR the index in its last 8 bytes).
pub fn salt_of(mut nonce: Nonce, index: u64) -> Nonce {
    for (b, c) in nonce[4..].iter_mut().zip(index.to_be_bytes()) {
        *b ^= c;
    }
    nonce
}
