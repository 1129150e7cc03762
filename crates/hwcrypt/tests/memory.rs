//! Memory stays bounded: 256 MiB stream through `hwcrypt encrypt | hwcrypt decrypt`, and each
//! child's peak RSS (wait4's rusage.ru_maxrss) stays far under 64 MiB.
#![allow(unsafe_code, reason = "wait4 (libc): the child's peak memory")]

use std::io::{Read, Write};
use std::process::{Child, Stdio};

mod common;

use common::hwcrypt;

/// 256 MiB natively. Under an emulator runner (.ci/run's qemu-aarch64 step) a debug build
/// moves a few MB/s, so there the stream is 32 MiB: still 512 chunks, and what is measured,
/// the growth of RSS with the input, would show at that size too.
fn total() -> usize {
    if common::runner().is_some() {
        32 << 20
    } else {
        256 << 20
    }
}
const BLOCK: usize = 1 << 16;
const LIMIT_KIB: i64 = 64 << 10;

/// Block `i` of the generated plaintext: distinct 64-bit words.
fn block(i: usize, buf: &mut [u8]) {
    for (j, w) in buf.chunks_exact_mut(8).enumerate() {
        let x = ((i * BLOCK / 8 + j) as u64).wrapping_mul(0x9e37_79b9_7f4a_7c15);
        w.copy_from_slice(&(x ^ (x >> 29)).to_le_bytes());
    }
}

/// Waits for `child` and returns (exit code, peak RSS in KiB).
fn wait_rss(child: Child) -> (i32, i64) {
    let pid = libc::pid_t::try_from(child.id()).unwrap();
    let mut status: libc::c_int = 0;
    // SAFETY: rusage is a plain C struct of integers and timevals; all-zero is a valid value.
    let mut usage: libc::rusage = unsafe { std::mem::zeroed() };
    // SAFETY: pid is our own unreaped child (Child is dropped without waiting); status and
    // usage are valid, writable and live for the call.
    let r = unsafe { libc::wait4(pid, &mut status, 0, &mut usage) };
    assert_eq!(r, pid, "wait4 failed: {}", std::io::Error::last_os_error());
    drop(child);
    assert!(
        libc::WIFEXITED(status),
        "child did not exit: status {status}"
    );
    (libc::WEXITSTATUS(status), usage.ru_maxrss)
}

/// Writes `len` bytes of the [`block`] pattern to `stdin` on a thread of its own, then drops
/// it, which closes the child's input.
fn feed(mut stdin: std::process::ChildStdin, len: usize) -> std::thread::JoinHandle<()> {
    std::thread::spawn(move || {
        let mut buf = vec![0u8; BLOCK];
        for (i, start) in (0..len).step_by(BLOCK).enumerate() {
            block(i, &mut buf);
            let n = (len - start).min(BLOCK);
            stdin.write_all(&buf[..n]).unwrap();
        }
    })
}

#[test]
fn streaming_256_mib_keeps_rss_small() {
    // (The limit also holds for the emulator's own RSS under qemu-aarch64: 25 MiB measured.)
    let dir = std::env::temp_dir().join(format!("hwcrypt-rss-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let key = dir.join("k");
    let st = hwcrypt()
        .args(["keygen", "-o", key.to_str().unwrap()])
        .status()
        .unwrap();
    assert!(st.success());

    let mut enc = hwcrypt()
        .args(["encrypt", "-k", key.to_str().unwrap()])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    let mut dec = hwcrypt()
        .args(["decrypt", "-k", key.to_str().unwrap()])
        .stdin(Stdio::from(enc.stdout.take().unwrap()))
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    let writer = feed(enc.stdin.take().unwrap(), total());

    let mut from_dec = dec.stdout.take().unwrap();
    let (mut got, mut want) = (vec![0u8; BLOCK], vec![0u8; BLOCK]);
    let mut received = 0usize;
    for i in 0..total() / BLOCK {
        from_dec.read_exact(&mut got).unwrap();
        block(i, &mut want);
        assert!(got == want, "block {i} differs");
        received += BLOCK;
    }
    assert_eq!(
        from_dec.read(&mut got).unwrap(),
        0,
        "output longer than input"
    );
    writer.join().unwrap();

    let (enc_code, enc_rss) = wait_rss(enc);
    let (dec_code, dec_rss) = wait_rss(dec);
    let _ = std::fs::remove_dir_all(&dir);
    eprintln!("peak RSS: encrypt {enc_rss} KiB, decrypt {dec_rss} KiB");
    assert_eq!((enc_code, dec_code), (0, 0));
    assert_eq!(received, total());
    assert!(enc_rss > 0 && dec_rss > 0, "ru_maxrss not reported");
    assert!(enc_rss < LIMIT_KIB, "encrypt peak RSS {enc_rss} KiB");
    assert!(dec_rss < LIMIT_KIB, "decrypt peak RSS {dec_rss} KiB");
}

/// `hwcrypt taes` streams too: 64 MiB + 5 bytes (a stolen tail) in, the same length out, and
/// a small peak RSS.
#[test]
fn taes_streams_with_bounded_memory() {
    const LEN: usize = (64 << 20) + 5;
    let dir = std::env::temp_dir().join(format!("hwcrypt-rss-taes-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let key = dir.join("k");
    common::write_key(&key, &"00112233445566778899aabbccddeeff".repeat(2));
    let mut child = hwcrypt()
        .args([
            "taes",
            "encrypt",
            "--bits",
            "128",
            "-k",
            key.to_str().unwrap(),
            "--ecb",
        ])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    let writer = feed(child.stdin.take().unwrap(), LEN);
    let mut from_child = child.stdout.take().unwrap();
    let mut buf = vec![0u8; BLOCK];
    let mut received = 0usize;
    loop {
        let n = from_child.read(&mut buf).unwrap();
        if n == 0 {
            break;
        }
        received += n;
    }
    writer.join().unwrap();
    let (code, rss) = wait_rss(child);
    let _ = std::fs::remove_dir_all(&dir);
    eprintln!("peak RSS: taes encrypt {rss} KiB");
    assert_eq!(code, 0);
    assert_eq!(received, LEN);
    assert!(rss > 0 && rss < LIMIT_KIB, "taes peak RSS {rss} KiB");
}
