//! Writes the output of `hw_crypto::random` (the thread-local CTR_DRBG, as `random::fill` uses
//! it) to stdout as raw bytes, for statistical test suites:
//!
//! ```sh
//! cargo run --release -p hw-crypto --example rng_dump | dieharder -a -g 200
//! cargo run --release -p hw-crypto --example rng_dump -- --bytes 1048576 > sample.bin
//! ```
//!
//! Without `--bytes` it writes until the reader closes the pipe, then exits 0. The generator
//! reseeds from the OS on its normal schedule (every 16 MiB), so the stream is what callers get.
//! `--explicit` uses an owned `HardwareCtrDrbg` with the default configuration instead.

use std::io::{self, Write};
use std::process::ExitCode;

use hw_crypto::random::{self, HardwareCtrDrbg};

/// One 64 KiB request per write: the size `random::fill` is tuned for.
const CHUNK: usize = 1 << 16;

fn main() -> ExitCode {
    let mut limit: Option<u64> = None;
    let mut explicit = false;
    let mut args = std::env::args().skip(1);
    while let Some(a) = args.next() {
        match a.as_str() {
            "--bytes" => match args.next().and_then(|n| n.parse().ok()) {
                Some(n) => limit = Some(n),
                None => return usage("--bytes needs a number"),
            },
            "--explicit" => explicit = true,
            other => return usage(&format!("unknown argument `{other}`")),
        }
    }
    match dump(limit, explicit) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("rng_dump: {e}");
            ExitCode::FAILURE
        }
    }
}

fn usage(why: &str) -> ExitCode {
    eprintln!("rng_dump: {why}\nusage: rng_dump [--bytes N] [--explicit]");
    ExitCode::from(2)
}

fn dump(limit: Option<u64>, explicit: bool) -> Result<(), Box<dyn std::error::Error>> {
    let mut drbg = if explicit {
        Some(HardwareCtrDrbg::new()?)
    } else {
        None
    };
    let stdout = io::stdout();
    let mut out = stdout.lock();
    let mut buf = vec![0u8; CHUNK];
    let mut left = limit.unwrap_or(u64::MAX);
    while left > 0 {
        let n = CHUNK.min(usize::try_from(left).unwrap_or(CHUNK));
        let chunk = &mut buf[..n];
        match drbg.as_mut() {
            Some(d) => d.fill_bytes(chunk)?,
            None => random::fill(chunk)?,
        }
        match out.write_all(chunk) {
            Ok(()) => {}
            // The reader (dieharder, head) has what it wanted.
            Err(e) if e.kind() == io::ErrorKind::BrokenPipe => return Ok(()),
            Err(e) => return Err(e.into()),
        }
        if limit.is_some() {
            left -= n as u64;
        }
    }
    match out.flush() {
        Err(e) if e.kind() != io::ErrorKind::BrokenPipe => Err(e.into()),
        _ => Ok(()),
    }
}
