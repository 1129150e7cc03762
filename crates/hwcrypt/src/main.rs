//! `hwcrypt`: a streaming AES-256-GCM encryptor for files and pipes on hw-crypto, which runs
//! every AES round and GHASH multiply on the CPU's instructions (no software fallback).
//!
//! Commands: `info`, `keygen`, `encrypt`, `decrypt`, `speed`. The stream format is in
//! docs/stream-format.md, the user guide in docs/cli.md.
#![forbid(unsafe_code)]

mod files;
mod info;
mod keyfile;
mod speed;
mod stream;

use std::fmt;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use clap::{Parser, Subcommand};
use hw_crypto::aes_gcm::HardwareAes256Gcm;

use files::Output;
use stream::{Header, StreamError};

/// A failure: one line for stderr.
#[derive(Debug)]
pub struct Failure(pub String);

impl fmt::Display for Failure {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl From<StreamError> for Failure {
    fn from(e: StreamError) -> Self {
        Failure(e.to_string())
    }
}

#[derive(Parser)]
#[command(
    name = "hwcrypt",
    version,
    about = "Streaming AES-256-GCM for files and pipes, on the CPU's AES instructions only",
    long_about = "Streaming AES-256-GCM for files and pipes, on the CPU's AES instructions only \
                  (AES-NI + PCLMULQDQ, or VAES on AVX2/AVX-512). There is no software fallback: \
                  on a CPU without them every command fails with a clear message.\n\n\
                  Keys are 256-bit random keys in hex files (`hwcrypt keygen`), never passwords.\n\
                  Example: tar c dir | hwcrypt encrypt -k key.hex | ssh host 'cat > dir.tar.hwc'"
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Show the CPU features found, the backend of each primitive and the key-state sizes
    /// (fails on a CPU without the instructions).
    Info,
    /// Write a new 256-bit key from the CTR_DRBG, as 64 hex digits.
    Keygen {
        /// Key file to create (mode 0600); stdout if omitted.
        #[arg(short, long, value_name = "FILE")]
        output: Option<PathBuf>,
        /// Replace FILE if it exists.
        #[arg(long)]
        force: bool,
    },
    /// Encrypt IN (default stdin) to OUT (default stdout) as an hwcrypt stream.
    Encrypt {
        /// Key file (64 hex digits, from `hwcrypt keygen`).
        #[arg(short, long, value_name = "KEYFILE")]
        key: PathBuf,
        /// Input file; stdin if omitted or `-`.
        #[arg(short, long, value_name = "IN")]
        input: Option<PathBuf>,
        /// Output file, written beside itself and renamed into place when complete; stdout if
        /// omitted or `-`.
        #[arg(short, long, value_name = "OUT")]
        output: Option<PathBuf>,
        /// Plaintext bytes per chunk (1 to 16777216).
        #[arg(long, value_name = "BYTES", default_value_t = stream::DEFAULT_CHUNK_SIZE,
              value_parser = clap::value_parser!(u32).range(1..=i64::from(stream::MAX_CHUNK_SIZE)))]
        chunk_size: u32,
    },
    /// Decrypt an hwcrypt stream from IN (default stdin) to OUT (default stdout); each chunk
    /// is released only after it authenticated.
    Decrypt {
        /// Key file (64 hex digits).
        #[arg(short, long, value_name = "KEYFILE")]
        key: PathBuf,
        /// Input file; stdin if omitted or `-`.
        #[arg(short, long, value_name = "IN")]
        input: Option<PathBuf>,
        /// Output file, written beside itself and renamed into place only after the last chunk
        /// authenticated (an existing OUT is untouched on failure); stdout if omitted or `-`.
        #[arg(short, long, value_name = "OUT")]
        output: Option<PathBuf>,
    },
    /// Measure this machine's backends (AES-256-GCM seal/open, CTR_DRBG) at a range of sizes.
    Speed {
        /// Seconds per measurement.
        #[arg(long, value_name = "SECONDS", default_value_t = 0.3)]
        seconds: f64,
    },
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let result = match cli.command {
        Command::Info => info::run(),
        Command::Keygen { output, force } => keygen(output.as_deref(), force),
        Command::Encrypt {
            key,
            input,
            output,
            chunk_size,
        } => encrypt(&key, input.as_deref(), output.as_deref(), chunk_size),
        Command::Decrypt { key, input, output } => {
            decrypt(&key, input.as_deref(), output.as_deref())
        }
        Command::Speed { seconds } => speed::run(seconds),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("hwcrypt: {e}");
            ExitCode::FAILURE
        }
    }
}

/// The cipher for a key file. The CPU is checked first, so an unsupported CPU says so even
/// when the key file is also bad.
fn cipher_from(key_path: &Path) -> Result<HardwareAes256Gcm, Failure> {
    HardwareAes256Gcm::new(&[0; 32]).map_err(|e| Failure(e.to_string()))?;
    let key = keyfile::read_hex_file::<32>(key_path, "key")?;
    HardwareAes256Gcm::new(&key).map_err(|e| Failure(e.to_string()))
}

/// The checks shared by encrypt and decrypt before anything is created.
fn check_paths(key: &Path, input: Option<&Path>, output: Option<&Path>) -> Result<(), Failure> {
    if let Some(out) = output.filter(|o| !files::is_std(Some(o))) {
        if let Some(inp) = input.filter(|i| !files::is_std(Some(i))) {
            files::refuse_same_file(out, inp, "input")?;
        }
        files::refuse_same_file(out, key, "key file")?;
    }
    Ok(())
}

fn encrypt(
    key: &Path,
    input: Option<&Path>,
    output: Option<&Path>,
    chunk_size: u32,
) -> Result<(), Failure> {
    let cipher = cipher_from(key)?;
    check_paths(key, input, output)?;
    let mut prefix = [0u8; stream::PREFIX_LEN];
    hw_crypto::random::fill(&mut prefix).map_err(|e| Failure(e.to_string()))?;
    let header = Header { chunk_size, prefix };
    let mut reader = files::open_input(input)?;
    let mut out = Output::open(output)?;
    stream::encrypt(&cipher, header, &mut reader, out.writer())?;
    out.commit()
}

fn decrypt(key: &Path, input: Option<&Path>, output: Option<&Path>) -> Result<(), Failure> {
    let cipher = cipher_from(key)?;
    check_paths(key, input, output)?;
    let mut reader = files::open_input(input)?;
    let mut out = Output::open(output)?;
    stream::decrypt(&cipher, &mut reader, out.writer())?;
    out.commit()
}

fn keygen(output: Option<&Path>, force: bool) -> Result<(), Failure> {
    let key = hw_crypto::random::generate_key().map_err(|e| Failure(e.to_string()))?;
    let mut hex = keyfile::to_hex(&key[..]);
    hex.push('\n');
    match output.filter(|o| !files::is_std(Some(o))) {
        None => {
            let mut out = files::stdout_file()?;
            out.write_all(hex.as_bytes())
                .map_err(|e| Failure(format!("cannot write the key to stdout: {e}")))
        }
        Some(path) if force => {
            let mut out = files::AtomicFile::create(path)?;
            out.file()
                .write_all(hex.as_bytes())
                .map_err(|e| Failure(format!("cannot write {}: {e}", path.display())))?;
            out.commit()
        }
        Some(path) => {
            use std::os::unix::fs::OpenOptionsExt;
            let mut f = std::fs::OpenOptions::new()
                .write(true)
                .create_new(true)
                .mode(0o600)
                .open(path)
                .map_err(|e| {
                    if e.kind() == std::io::ErrorKind::AlreadyExists {
                        Failure(format!(
                            "{} exists; refusing to overwrite a key file (use --force)",
                            path.display()
                        ))
                    } else {
                        Failure(format!("cannot create {}: {e}", path.display()))
                    }
                })?;
            let written = f.write_all(hex.as_bytes()).and_then(|()| f.sync_all());
            written.map_err(|e| {
                let _ = std::fs::remove_file(path);
                Failure(format!("cannot write {}: {e}", path.display()))
            })
        }
    }
}
