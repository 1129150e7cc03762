//! Hardware-only AES-256-GCM and AES-256-GCM-SIV.
//!
//! Every AES round runs as an AES-NI instruction and every GHASH multiply as a PCLMULQDQ
//! instruction. There is no software fallback: on a CPU without them, construction returns
//! [`aes_gcm::Error::UnsupportedCpu`] before it touches key material.
//!
//! This crate is the facade over the micro-crates `hw-aes256`, `hw-polyval`, `hw-gcm`,
//! `hw-gcm-siv` ([`aes_gcm_siv`], nonce-misuse resistant), `hw-xaes` (`xaes_gcm` and
//! `xaes_gcm_kc`, 192-bit random nonces; feature `xaes`, default) and `hw-ctr-drbg`; it
//! succeeds the single-crate `hardware-rust-crypto` 1.x and keeps its method names.
//!
//! ```
//! use hw_crypto::aes_gcm::HardwareAes256Gcm;
//!
//! # fn main() -> Result<(), hw_crypto::aes_gcm::Error> {
//! let key = [0x11u8; 32]; // from your key store or hw_crypto::random::generate_key()
//! let cipher = HardwareAes256Gcm::new(&key)?;
//!
//! // The default: a generated nonce, returned in the envelope ciphertext || tag || nonce.
//! let envelope = cipher.encrypt(b"record 17", b"secret")?;
//! assert_eq!(cipher.decrypt(b"record 17", &envelope)?, b"secret");
//!
//! // Or your own nonce, unique per message under this key.
//! let nonce = [0u8; 12];
//! let sealed = cipher.encrypt_with_nonce(&nonce, b"record 17", b"secret")?;
//! let opened = cipher.decrypt_with_nonce(&nonce, b"record 17", &sealed)?;
//! assert_eq!(opened, b"secret");
//! # Ok(())
//! # }
//! ```
//!
//! The key state can also live in memory you place (locked, guarded, left out of core dumps):
//! see [`aes_gcm::HardwareAes256GcmIn`] and `cargo run --example guarded_keys`.
#![no_std]
#![forbid(unsafe_code)]

#[cfg(feature = "alloc")]
extern crate alloc;

/// A facade cipher built by `$build` around a lower crate's, on the tier `$cap` selects (the
/// lower crate's constructor selects the same one): [`hw_cpu::built_apart!`] with the tier's
/// widest stores over [`FACADE_WIPE`] bytes, the frame in which the lower crate's value is moved
/// into the facade's. Returns from the caller with `UnsupportedCpu` if no tier runs.
macro_rules! built_on_tier {
    ($cap:expr, $build:expr) => {{
        let kernel = hw_cpu::select($cap).map_err(hw_aead::Error::from)?;
        hw_cpu::built_apart!(kernel => crate::FACADE_WIPE, $build)
    }};
}
use built_on_tier;

/// The wipe after a facade constructor: its own frame, which holds the lower crate's cipher on
/// its way into the facade's (the lower constructor wiped below itself). On x86_64 512 bytes,
/// with the tier's widest stores (`tests/stack_residue.rs` found a key schedule left with 128:
/// that frame reaches about 900 bytes below the test's painted top); on an AMD EPYC Zen 4
/// (family 25 model 17) `aes_gcm::HardwareAes256Gcm::new` + drop took 71.7-72.8 ns with it,
/// 74-76 with 1 KiB of the same stores, 78.5 with 1 KiB of `rep stosb` (before). On aarch64
/// [`hw_cpu::WRAPPER_WIPE`], as before.
const FACADE_WIPE: usize = if cfg!(target_arch = "x86_64") {
    512
} else {
    hw_cpu::WRAPPER_WIPE
};

pub mod aes_gcm;
pub mod aes_gcm_siv;
#[cfg(feature = "random")]
mod envelope;
mod error;
#[cfg(feature = "key-wrap")]
pub mod key_wrap;
#[cfg(feature = "xaes")]
pub mod xaes_gcm;
#[cfg(feature = "xaes")]
pub mod xaes_gcm_kc;

/// Random AES-256-GCM keys and nonces, and random bytes: NIST SP 800-90A CTR_DRBG with AES-256,
/// every AES operation on the CPU's AES instructions (crate `hw-ctr-drbg`).
///
/// [`fill`](random::fill), [`generate_key`](random::generate_key) and
/// [`generate_nonce`](random::generate_nonce) use a generator per thread, created on first use,
/// seeded from the operating system, reseeded every 16 MiB or 2^16 requests (with RDSEED
/// mixed in when the CPU has it) and reseeded in a child after `fork`.
/// [`HardwareCtrDrbg`](random::HardwareCtrDrbg) is the same generator as a value you own,
/// with a [`Config`](random::Config) (reseed interval, prediction resistance, derivation
/// function).
///
/// An [`Aes256Key`](random::Aes256Key) dereferences to `[u8; 32]`, so it goes straight into
/// [`HardwareAes256Gcm::new`](aes_gcm::HardwareAes256Gcm::new), and it is wiped when dropped:
///
/// ```
/// use hw_crypto::aes_gcm::HardwareAes256Gcm;
/// use hw_crypto::random;
///
/// # fn main() -> Result<(), Box<dyn std::error::Error>> {
/// let key = random::generate_key()?;
/// let cipher = HardwareAes256Gcm::new(&key)?; // &Aes256Key -> &[u8; 32]
/// let nonce = random::generate_nonce()?;     // random 96-bit nonce: at most 2^32 per key
/// let sealed = cipher.encrypt_with_nonce(&nonce, b"", b"secret")?;
/// assert_eq!(cipher.decrypt_with_nonce(&nonce, b"", &sealed)?, b"secret");
///
/// let mut drbg = random::HardwareCtrDrbg::new()?;
/// let mut salt = [0u8; 16];
/// drbg.fill_bytes(&mut salt)?;
/// # Ok(())
/// # }
/// ```
#[cfg(feature = "random")]
pub mod random {
    pub use hw_ctr_drbg::{
        fill, generate_key, generate_nonce, Aes256Key, Config, CtrDrbg, EntropyError, Error,
        ForkDetection, HardwareCtrDrbg, Mode, Tier, MAX_REQUEST_LEN, MAX_RESEED_INTERVAL, SEED_LEN,
    };

    #[cfg(feature = "rand_core")]
    pub use hw_ctr_drbg::ThreadDrbg;
}

/// Process hardening for programs that hold keys (Unix): `disable_core_dumps` sets
/// `RLIMIT_CORE` to 0 and, on Linux, `PR_SET_DUMPABLE` to 0; `effective_uid` is `geteuid`, for
/// checking who owns a key file.
///
/// ```
/// # fn main() -> std::io::Result<()> {
/// hw_crypto::process::disable_core_dumps()?;
/// # Ok(())
/// # }
/// ```
#[cfg(all(unix, feature = "random"))]
pub mod process {
    pub use hw_ctr_drbg::process::{disable_core_dumps, effective_uid};
}

/// The CPU features this library looks at, as found on this machine (name, present).
///
/// ```
/// for (name, present) in hw_crypto::cpu_features() {
///     println!("{name:>14}: {}", if present { "yes" } else { "no" });
/// }
/// ```
pub fn cpu_features() -> impl Iterator<Item = (&'static str, bool)> {
    hw_cpu::features().iter()
}

/// The README's examples, compiled and run as doc tests.
#[cfg(doctest)]
#[doc = include_str!("../../../README.md")]
pub struct ReadmeDoctests;

/// The examples of docs/user/examples.md, compiled and run as doc tests.
#[cfg(doctest)]
#[doc = include_str!("../../../docs/user/examples.md")]
pub struct ExamplesDoctests;
