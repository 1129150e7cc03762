//! Forks the test process (libc `fork`, or on Linux a raw `clone` that libc's `pthread_atfork`
//! handlers never see), runs the same function on both sides and returns both results, the
//! child's through a pipe. The child only seals into stack buffers (no allocation: after a raw
//! `clone` no atfork handler has reset libc's locks), writes to the pipe and leaves with
//! `_exit`. Used by `nonce_fork.rs`, `nonce_fork_atfork.rs` and `nonce_snapshot.rs`.

use hw_crypto::aes_gcm::{HardwareAes256Gcm, ENVELOPE_OVERHEAD, NONCE_LEN};
pub use hw_test_vectors::fork::Fork as How;

pub type Nonce = [u8; NONCE_LEN];

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

/// Forks; both sides run `side` (`hw_test_vectors::fork::fork_both`); returns (the parent's
/// result, the child's).
pub fn fork_and_collect<const N: usize>(
    how: How,
    side: impl Fn() -> Option<[Nonce; N]>,
) -> ([Nonce; N], [Nonce; N]) {
    let (mut mine, mut theirs) = ([[0u8; NONCE_LEN]; N], [[0u8; NONCE_LEN]; N]);
    hw_test_vectors::fork::fork_both(
        how,
        mine.as_flattened_mut(),
        theirs.as_flattened_mut(),
        |out| {
            out.copy_from_slice(side().ok_or(())?.as_flattened());
            Ok::<(), ()>(())
        },
    );
    (mine, theirs)
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
