//! `hwcrypt`: a streaming AES-256-GCM encryptor for files and pipes on hw-crypto, which runs
//! every AES round and GHASH multiply on the CPU's instructions (no software fallback).
//!
//! Commands: `info`, `keygen`, `encrypt`, `decrypt`, `speed`, and `taes` (T-AES, length-
//! preserving, unauthenticated). The stream format is in
//! docs/user/stream-format.md, the user guide in docs/user/cli.md.
#![forbid(unsafe_code)]

/// `println!` that returns a [`Failure`] from the enclosing function when stdout is closed
/// (`hwcrypt info | head -1`), where `println!` would panic.
macro_rules! say {
    ($($arg:tt)*) => {{
        use std::io::Write as _;
        writeln!(std::io::stdout().lock(), $($arg)*)
            .map_err(|e| $crate::Failure(format!("cannot write the output: {e}")))?;
    }};
}

mod files;
mod info;
mod keyfile;
mod keys;
mod speed;
mod stream;
mod taes;

use std::fmt;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use clap::{value_parser, Arg, ArgAction, ArgGroup, ArgMatches, Command};

use files::Output;
use keys::KeyFile;
use stream::StreamError;

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

const ABOUT: &str = "Streaming AES-256-GCM for files and pipes, on the CPU's AES instructions only";
const LONG_ABOUT: &str = "Streaming AES-256-GCM for files and pipes, on the CPU's AES \
    instructions only (AES-NI + PCLMULQDQ, or VAES on AVX2/AVX-512). There is no software \
    fallback: on a CPU without them every command fails with a clear message.\n\n\
    Keys are 256-bit random keys in hex files (`hwcrypt keygen`), never passwords.\n\
    Example: tar c dir | hwcrypt encrypt -k key.hex | ssh host 'cat > dir.tar.hwc'";

/// The required `-k KEYFILE`.
fn key_arg(help: &'static str) -> Arg {
    Arg::new("key")
        .short('k')
        .long("key")
        .value_name("KEYFILE")
        .required(true)
        .value_parser(value_parser!(PathBuf))
        .help(help)
}

/// `-k KEYFILE`, `-i IN`, `-o OUT`, as encrypt and decrypt take them.
fn key_in_out(cmd: Command, out_help: &'static str) -> Command {
    cmd.arg(key_arg("Key file (64 hex digits, from `hwcrypt keygen`)"))
        .arg(
            Arg::new("input")
                .short('i')
                .long("input")
                .value_name("IN")
                .value_parser(value_parser!(PathBuf))
                .help("Input file; stdin if omitted or `-`"),
        )
        .arg(
            Arg::new("output")
                .short('o')
                .long("output")
                .value_name("OUT")
                .value_parser(value_parser!(PathBuf))
                .help(out_help),
        )
}

/// The command line. (clap's builder API: the derive macros would bring proc-macro crates,
/// unicode-ident among them, whose licence deny.toml does not allow.)
fn cli() -> Command {
    Command::new("hwcrypt")
        .version(env!("CARGO_PKG_VERSION"))
        .about(ABOUT)
        .long_about(LONG_ABOUT)
        .subcommand_required(true)
        .arg_required_else_help(true)
        .subcommand(Command::new("info").about(
            "Show the CPU features found, the backend of each primitive and the key-state \
             sizes (fails on a CPU without the instructions)",
        ))
        .subcommand(
            Command::new("keygen")
                .about("Write a new 256-bit key from the CTR_DRBG, as 64 hex digits")
                .arg(
                    Arg::new("output")
                        .short('o')
                        .long("output")
                        .value_name("FILE")
                        .value_parser(value_parser!(PathBuf))
                        .help("Key file to create (mode 0600); stdout if omitted"),
                )
                .arg(
                    Arg::new("force")
                        .long("force")
                        .action(ArgAction::SetTrue)
                        .help("Replace FILE if it exists"),
                ),
        )
        .subcommand(
            key_in_out(
                Command::new("encrypt").about(
                    "Encrypt IN (default stdin) to OUT (default stdout) as an hwcrypt stream",
                ),
                "Output file, written beside itself and renamed into place when complete; \
                 stdout if omitted or `-`",
            )
            .arg(
                Arg::new("chunk-size")
                    .long("chunk-size")
                    .value_name("BYTES")
                    .default_value("65536")
                    .value_parser(value_parser!(u32).range(1..=i64::from(stream::MAX_CHUNK_SIZE)))
                    .help("Plaintext bytes per chunk (1 to 16777216)"),
            ),
        )
        .subcommand(key_in_out(
            Command::new("decrypt").about(
                "Decrypt an hwcrypt stream from IN (default stdin) to OUT (default stdout); \
                 each chunk is released only after it authenticated",
            ),
            "Output file, written beside itself and renamed into place only after the last \
             chunk authenticated (an existing OUT is untouched on failure); stdout if omitted \
             or `-`",
        ))
        .subcommand(taes_command())
        .subcommand(
            Command::new("speed")
                .about(
                    "Measure this machine's backends (AES-256-GCM seal/open, CTR_DRBG) at a \
                     range of sizes",
                )
                .arg(
                    Arg::new("seconds")
                        .long("seconds")
                        .value_name("SECONDS")
                        .default_value("0.3")
                        .value_parser(value_parser!(f64))
                        .help("Seconds per measurement"),
                ),
        )
}

/// `taes encrypt|decrypt --bits N -k KEYFILE (--tweak-file FILE | --ecb)`.
fn taes_command() -> Command {
    let direction = |name: &'static str, about: &'static str| {
        Command::new(name)
            .about(about)
            .arg(
                Arg::new("bits")
                    .long("bits")
                    .value_name("BITS")
                    .required(true)
                    .value_parser(["128", "192", "256"])
                    .help("AES key size of the T-AES key derived from the key file"),
            )
            .arg(key_arg(
                "Key file: 64 hex digits from `hwcrypt keygen` (a random key, never a \
                 password); T-AES runs under a key derived from it, never under it directly",
            ))
            .arg(
                Arg::new("tweak-file")
                    .long("tweak-file")
                    .value_name("FILE")
                    .value_parser(value_parser!(PathBuf))
                    .help(
                        "Tweak file: 32 hex digits, read as a big-endian 128-bit integer T; \
                         block i uses T + i",
                    ),
            )
            .arg(Arg::new("ecb").long("ecb").action(ArgAction::SetTrue).help(
                "No tweak: plain ECB, where equal 16-byte blocks give equal output \
                         blocks. Required when there is no --tweak-file",
            ))
            .group(
                ArgGroup::new("mode")
                    .args(["tweak-file", "ecb"])
                    .required(true),
            )
    };
    Command::new("taes")
        .about(
            "T-AES (AES with a tweak in the middle round key, ciphertext stealing) from stdin \
             to stdout: same length out as in, NOT authenticated, a research construction",
        )
        .long_about(
            "T-AES (crate hw-taes): AES-128/192/256 with a 128-bit tweak added to the middle \
             round key, block i tweaked with T + i, and ciphertext stealing, so the output is \
             exactly as long as the input (which must be empty or at least 16 bytes). Streams \
             stdin to stdout with bounded memory. Give --tweak-file, or --ecb for plain ECB.\n\n\
             Research status: T-AES is not a standard mode. Adding the tweak to a round key is a \
             related-key use of AES, and its security rests on AES resisting related-key \
             attacks through the middle round. Adjacent tweaks T + i and T + i + 1 make \
             consecutive blocks use middle round keys that, unless the addition carries, differ \
             in one byte only: a one-byte related-key difference, the kind of input \
             related-key cryptanalysis starts from. Use it only where that is acceptable.\n\n\
             Keys and tweaks come from hex files, never from passwords: make a key with \
             `hwcrypt keygen`. T-AES runs under its own key, derived from the key file's (NIST \
             SP 800-108r1 KDF over AES-CMAC, label \"hwcrypt/taes\"), so its output never \
             reveals anything computed under the keys of `hwcrypt encrypt` streams. T-AES has \
             no tag: it does not detect changes. For files and pipes use `hwcrypt encrypt`.",
        )
        .subcommand_required(true)
        .subcommand(direction("encrypt", "Encrypt stdin to stdout"))
        .subcommand(direction("decrypt", "Decrypt stdin to stdout"))
}

fn main() -> ExitCode {
    let matches = cli().get_matches();
    let path = |m: &ArgMatches, id: &str| m.get_one::<PathBuf>(id).cloned();
    let result = match matches.subcommand() {
        Some(("info", _)) => info::run(),
        Some(("keygen", m)) => keygen(path(m, "output").as_deref(), m.get_flag("force")),
        Some(("encrypt", m)) => encrypt(
            &path(m, "key").expect("required"),
            path(m, "input").as_deref(),
            path(m, "output").as_deref(),
            *m.get_one::<u32>("chunk-size").expect("has a default"),
        ),
        Some(("decrypt", m)) => decrypt(
            &path(m, "key").expect("required"),
            path(m, "input").as_deref(),
            path(m, "output").as_deref(),
        ),
        Some(("taes", t)) => {
            let (dir, m) = t.subcommand().expect("subcommand required");
            taes::run(
                dir == "decrypt",
                m.get_one::<String>("bits")
                    .and_then(|b| b.parse().ok())
                    .expect("one of 128, 192, 256"),
                &path(m, "key").expect("required"),
                path(m, "tweak-file").as_deref(),
            )
        }
        Some(("speed", m)) => speed::run(*m.get_one::<f64>("seconds").expect("has a default")),
        _ => unreachable!("clap requires a known subcommand"),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("hwcrypt: {e}");
            ExitCode::FAILURE
        }
    }
}

/// The one-line warning `decrypt` prints before reading a version 1 stream.
pub const V1_WARNING: &str = "hwcrypt: warning: this is a version 1 stream (56-bit nonce prefix \
    under the key file's key); re-encrypt it to version 2";

/// Fails on a CPU without AES-GCM's instructions, before any file is read.
fn check_gcm_cpu() -> Result<(), Failure> {
    hw_crypto::aes_gcm::HardwareAes256Gcm::new(&[0; 32]).map_err(|e| Failure(e.to_string()))?;
    Ok(())
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
    check_gcm_cpu()?;
    let keys = KeyFile::read(key)?;
    check_paths(key, input, output)?;
    let mut salt = [0u8; stream::SALT_LEN];
    hw_crypto::random::fill(&mut salt).map_err(|e| Failure(e.to_string()))?;
    let sealer = stream::Stream::v2(&keys.stream_key()?, chunk_size, &salt)?;
    drop(keys);
    let mut reader = files::open_input(input)?;
    let mut out = Output::open(output)?;
    match stream::encrypt(&sealer, &mut reader, out.writer()) {
        Ok(_) => out.commit(),
        Err(e) => {
            // A file is renamed into place only on success; stdout got whole sealed chunks,
            // which `decrypt` rejects as a truncated stream.
            let note = match (&out, e.released()) {
                (Output::Stream(_), Some(n)) => format!(
                    ", after the sealed chunks of {n} plaintext bytes were written; the output \
                     is a truncated stream, which decrypt rejects"
                ),
                (Output::File(_), _) => format!(
                    "; {} was not written",
                    output.map_or(String::new(), |p| p.display().to_string())
                ),
                (Output::Stream(_), None) => String::new(),
            };
            Err(Failure(format!("{e}{note}")))
        }
    }
}

fn decrypt(key: &Path, input: Option<&Path>, output: Option<&Path>) -> Result<(), Failure> {
    check_gcm_cpu()?;
    let keys = KeyFile::read(key)?;
    check_paths(key, input, output)?;
    let mut reader = files::open_input(input)?;
    let mut out = Output::open(output)?;
    let mut warn = || eprintln!("{V1_WARNING}");
    match stream::decrypt(&keys, &mut reader, out.writer(), &mut warn) {
        Ok(_) => out.commit(),
        Err(e) => {
            // Say what became of the output: a file is never written; stdout got the
            // authenticated chunks before the failure.
            let note = match (&out, e.released()) {
                (Output::File(_), _) => {
                    let path = output.map_or(String::new(), |p| p.display().to_string());
                    if Path::new(&path).exists() {
                        format!("; {path} was left unchanged")
                    } else {
                        format!("; {path} was not created")
                    }
                }
                (Output::Stream(_), Some(0)) => "; nothing was written".to_owned(),
                (Output::Stream(_), Some(n)) if e.is_io() => format!(
                    ", after {n} authenticated bytes were written; the output is incomplete"
                ),
                (Output::Stream(_), Some(n)) => format!(
                    "; the {n} bytes written before it are authentic, but the output is incomplete"
                ),
                (Output::Stream(_), None) => String::new(),
            };
            Err(Failure(format!("{e}{note}")))
        }
    }
}

/// `keygen > FILE`: warns when FILE (stdout redirected to a regular file) lets others read or
/// change the key, since the shell, not hwcrypt, created it with the umask's mode.
fn warn_if_shared(stdout: &std::fs::File) {
    use std::os::unix::fs::MetadataExt;
    if let Ok(m) = stdout.metadata() {
        let mode = m.mode() & 0o7777;
        if m.is_file() && mode & 0o077 != 0 {
            eprintln!(
                "hwcrypt: warning: stdout is a file with mode {mode:04o}, which users other than \
                 its owner can access, and hwcrypt refuses such key files: run `chmod 600` on \
                 it, or use `hwcrypt keygen -o FILE`, which creates FILE with mode 0600"
            );
        }
    }
}

fn keygen(output: Option<&Path>, force: bool) -> Result<(), Failure> {
    keys::no_core_dumps()?;
    let key = hw_crypto::random::generate_key().map_err(|e| Failure(e.to_string()))?;
    let mut hex = keyfile::to_hex(&key[..]);
    hex.push('\n');
    match output.filter(|o| !files::is_std(Some(o))) {
        None => {
            let mut out = files::stdout_file()?;
            warn_if_shared(&out);
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
