//! Decrypting from memory another process writes (an mmap'd file, a `MAP_SHARED` or io_uring
//! buffer): every `Ok` must carry the plaintext of the ciphertext the tag covers. A kernel that
//! hashes one read of a block and decrypts a second read returns `Ok` with the plaintext of a
//! changed ciphertext whenever the change lands between the two reads.
//!
//! A child process flips one ciphertext bit in a `MAP_SHARED` page as fast as it can while the
//! parent opens the message from that page, on every tier, for a bounded time. The flipped bit
//! sits in the main loop's blocks and, in a second run, in the tail's partial block.
#![allow(
    unsafe_code,
    reason = "fork, mmap, kill and waitpid (libc): memory another process writes"
)]
#![cfg(unix)]

mod common;

use std::time::{Duration, Instant};

use common::{cipher, tiers};
use hw_gcm::Error;

/// One message long enough for every tier's main loop (several 256-byte chunks) with a partial
/// final block.
const LEN: usize = 4096 + 8;
/// How long each tier and position is raced.
const RACE: Duration = Duration::from_millis(300);

/// A `MAP_SHARED` anonymous mapping of `len` bytes, unmapped on drop.
struct Shared {
    ptr: *mut u8,
    len: usize,
}

impl Shared {
    fn new(len: usize) -> Shared {
        // SAFETY: an anonymous shared mapping with no address hint; the result is checked.
        let ptr = unsafe {
            libc::mmap(
                core::ptr::null_mut(),
                len,
                libc::PROT_READ | libc::PROT_WRITE,
                libc::MAP_SHARED | libc::MAP_ANONYMOUS,
                -1,
                0,
            )
        };
        assert_ne!(ptr, libc::MAP_FAILED, "mmap");
        Shared {
            ptr: ptr.cast(),
            len,
        }
    }
}

impl Drop for Shared {
    fn drop(&mut self) {
        // SAFETY: the mapping made in `new`, unmapped once.
        unsafe { libc::munmap(self.ptr.cast(), self.len) };
    }
}

/// Races `open` against a child flipping bit 0 of byte `flip` of the sealed message; returns
/// how many opens succeeded and how many failed. Panics if a success released other plaintext.
fn race(tier: hw_gcm::Tier, flip: usize) -> (u64, u64) {
    let key = [0x42; 32];
    let nonce = [7; 12];
    let c = cipher(&key, tier);
    let plaintext: Vec<u8> = (0..LEN).map(|i| (i * 31 + 5) as u8).collect();
    let sealed = c.encrypt_with_nonce(&nonce, b"aad", &plaintext).unwrap();
    let shared = Shared::new(sealed.len());
    // SAFETY: the mapping holds `sealed.len()` bytes, none of which another process writes yet.
    unsafe { core::ptr::copy_nonoverlapping(sealed.as_ptr(), shared.ptr, sealed.len()) };

    // SAFETY: the child only flips a byte of the shared mapping with volatile accesses until it
    // is killed: no allocation, no lock, nothing another thread of this process could hold.
    let child = unsafe { libc::fork() };
    assert!(child >= 0, "fork");
    if child == 0 {
        let byte = shared.ptr.wrapping_add(flip);
        loop {
            // SAFETY: `flip` is inside the mapping, which stays mapped in the child.
            let b = unsafe { byte.read_volatile() };
            // SAFETY: as above.
            unsafe { byte.write_volatile(b ^ 1) };
        }
    }

    // The parent reads the message through a slice while the child writes it. That is the
    // situation under test: the library must treat its input as memory that can change between
    // two reads, so it reads each byte once.
    // SAFETY: the mapping is `sealed.len()` bytes, mapped until `shared` drops after the race.
    let input = unsafe { core::slice::from_raw_parts(shared.ptr.cast_const(), sealed.len()) };
    let mut out = vec![0u8; LEN];
    let (mut ok, mut failed) = (0u64, 0u64);
    let start = Instant::now();
    while start.elapsed() < RACE {
        match c.decrypt_with_nonce_to(&nonce, b"aad", input, &mut out) {
            Ok(n) => {
                assert_eq!(n, LEN);
                if out != plaintext {
                    let at = out.iter().zip(&plaintext).position(|(a, b)| a != b);
                    // SAFETY: the child was forked above and is killed once.
                    unsafe { libc::kill(child, libc::SIGKILL) };
                    panic!("{tier}: Ok with other plaintext (first difference at byte {at:?})");
                }
                ok += 1;
            }
            Err(Error::Authentication) => {
                assert!(out.iter().all(|&b| b == 0), "{tier}: failed open not wiped");
                failed += 1;
            }
            Err(e) => panic!("{tier}: {e}"),
        }
    }
    // SAFETY: the child forked above, killed once.
    unsafe { libc::kill(child, libc::SIGKILL) };
    // SAFETY: and reaped once.
    unsafe { libc::waitpid(child, core::ptr::null_mut(), 0) };
    (ok, failed)
}

#[test]
fn open_from_memory_another_process_writes_never_releases_other_plaintext() {
    for tier in tiers() {
        // A block of the main loop (byte 1000 of 4104), then the partial final block.
        for flip in [1000, LEN - 3] {
            let (ok, failed) = race(tier, flip);
            println!("{tier}, flipping byte {flip}: {ok} authentic opens, {failed} rejected");
            assert!(ok + failed > 0, "{tier}: no open ran");
        }
    }
}
