//! Forks the test process and compares the generated nonces of parent and child (used by
//! `nonce_fork.rs` and `nonce_fork_atfork.rs`). The child seals into stack buffers (no
//! allocation), writes its nonces to a pipe and leaves with `_exit`.

use std::collections::HashSet;

use hw_crypto::aes_gcm::{HardwareAes256Gcm, ENVELOPE_OVERHEAD, NONCE_LEN};

/// Nonces each side draws after the fork.
const M: usize = 512;
type Nonces = [[u8; NONCE_LEN]; M];

/// Seals `M` empty messages and returns their nonces, without allocating.
fn draw(c: &HardwareAes256Gcm) -> Option<Nonces> {
    let mut nonces = [[0u8; NONCE_LEN]; M];
    let mut env = [0u8; ENVELOPE_OVERHEAD];
    for n in nonces.iter_mut() {
        c.encrypt_to(b"", b"", &mut env).ok()?;
        n.copy_from_slice(&env[16..]);
    }
    Some(nonces)
}

#[derive(Clone, Copy)]
enum How {
    Libc,
    #[cfg(any(target_os = "linux", target_os = "android"))]
    RawClone,
}

/// Forks; both sides draw `M` nonces from `c`; returns (parent's, child's).
fn fork_and_draw(c: &HardwareAes256Gcm, how: How) -> (Nonces, Nonces) {
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
        let status = match draw(c) {
            Some(nonces) if write_all(write_fd, nonces.as_flattened()) => 0,
            Some(_) => 4,
            None => 2,
        };
        // SAFETY: ffi: ends the child at once, without destructors or the test harness.
        unsafe { libc::_exit(status) };
    }
    // SAFETY: ffi: closes the parent's copy of the write end, which this function owns.
    unsafe { libc::close(write_fd) };
    let mine = draw(c).expect("parent draw");
    let mut theirs = [[0u8; NONCE_LEN]; M];
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
    assert_eq!(got, M * NONCE_LEN, "bytes from the child");
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

/// The nonces of one side are `salt XOR i` for `i = 0, 1, ...` after `start`.
fn is_a_counter_run(nonces: &Nonces, start: u64) -> bool {
    let salt = xor_counter(nonces[0], start);
    nonces
        .iter()
        .enumerate()
        .all(|(i, n)| xor_counter(*n, start + i as u64) == salt)
}

fn xor_counter(mut nonce: [u8; NONCE_LEN], counter: u64) -> [u8; NONCE_LEN] {
    for (b, c) in nonce[4..].iter_mut().zip(counter.to_be_bytes()) {
        *b ^= c;
    }
    nonce
}

/// Every scenario: libc `fork`, and with `raw_clone` also a raw `clone` (which only the
/// `MADV_WIPEONFORK` page detects); each with a cipher used and unused before the fork.
pub fn check_all(raw_clone: bool) {
    let mut scenarios = 0;
    #[allow(unused_mut, reason = "one element off Linux")]
    let mut hows = vec![How::Libc];
    #[cfg(any(target_os = "linux", target_os = "android"))]
    if raw_clone {
        hows.push(How::RawClone);
    }
    #[cfg(not(any(target_os = "linux", target_os = "android")))]
    let _ = raw_clone;
    for how in hows {
        for used_before in [true, false] {
            let c = HardwareAes256Gcm::new(&[0x77; 32]).unwrap();
            let mut before = Vec::new();
            if used_before {
                before = draw(&c).unwrap().to_vec();
            }
            let (parent, child) = fork_and_draw(&c, how);
            let mut seen: HashSet<[u8; NONCE_LEN]> = before.iter().copied().collect();
            for n in parent.iter().chain(child.iter()) {
                assert!(seen.insert(*n), "nonce repeated across the fork");
            }
            assert_eq!(seen.len(), before.len() + 2 * M);
            // The parent continued its run; the child started a new one at counter 0 under
            // a new salt. Without fork detection the child would have continued the parent's
            // run and repeated every nonce the parent drew.
            assert!(is_a_counter_run(&parent, before.len() as u64));
            assert!(is_a_counter_run(&child, 0));
            if used_before {
                assert_ne!(
                    xor_counter(child[0], 0),
                    xor_counter(before[0], 0),
                    "salt kept"
                );
            }
            scenarios += 1;
        }
    }
    assert_eq!(scenarios, 2 * hows_len(raw_clone));
}

fn hows_len(raw_clone: bool) -> usize {
    if raw_clone && cfg!(any(target_os = "linux", target_os = "android")) {
        2
    } else {
        1
    }
}
