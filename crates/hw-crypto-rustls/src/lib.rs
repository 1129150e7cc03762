//! A [rustls](https://docs.rs/rustls/0.23) crypto provider whose AES-256-GCM cipher suites run on
//! hw-crypto: every AES round and every GHASH multiply of their record protection (TLS 1.3,
//! TLS 1.2 and QUIC packets) is a CPU instruction, with no software fallback.
//!
//! [`provider()`] is the base provider (aws-lc-rs by default, ring with the `ring` feature and
//! without `aws-lc-rs`) with three cipher suites replaced, in the same preference order:
//!
//! - `TLS13_AES_256_GCM_SHA384` ([`TLS13_AES_256_GCM_SHA384`], with QUIC packet and header
//!   protection);
//! - `TLS_ECDHE_ECDSA_WITH_AES_256_GCM_SHA384` and `TLS_ECDHE_RSA_WITH_AES_256_GCM_SHA384`
//!   (TLS 1.2).
//!
//! Key exchange, signatures, certificate verification, the hash and HKDF/PRF of these suites,
//! the random source, and every other suite (AES-128-GCM, ChaCha20-Poly1305) come from the
//! base provider. Nothing here is FIPS-validated ([`rustls::crypto::CryptoProvider::fips`] is
//! `false` for these suites).
//!
//! ```no_run
//! use std::sync::Arc;
//!
//! # fn main() -> Result<(), Box<dyn std::error::Error>> {
//! let config = rustls::ClientConfig::builder_with_provider(Arc::new(hw_crypto_rustls::provider()))
//!     .with_safe_default_protocol_versions()?
//!     .with_root_certificates(rustls::RootCertStore::empty())
//!     .with_no_client_auth();
//! # let _ = config;
//! # Ok(())
//! # }
//! ```
//!
//! Records are sealed and opened in place, in rustls's own buffer: the nonce is the traffic
//! IV XORed with the record sequence number, and a record that fails authentication is
//! refused with `DecryptError` (rustls then closes the connection) with its plaintext wiped.
//! The key of each direction lives in hw-gcm's 368-byte key state, wiped when rustls drops it
//! (at a key update or the end of the connection). `extract_keys` hands the traffic secrets to
//! kernel TLS as `ConnectionTrafficSecrets::Aes256Gcm`, as the base provider does.
//!
//! On a CPU without AES and carry-less multiply instructions [`provider()`] returns the base
//! provider without the AES-256-GCM suites (so no connection negotiates a software
//! AES-256-GCM) and [`try_provider()`] returns the error.

use std::sync::Arc;

use rustls::crypto::CryptoProvider;
use rustls::SupportedCipherSuite;

mod quic;
mod tls12;
mod tls13;

#[cfg(not(any(feature = "aws-lc-rs", feature = "ring")))]
compile_error!("hw-crypto-rustls needs a base provider: feature `aws-lc-rs` (default) or `ring`");

#[cfg(feature = "aws-lc-rs")]
use rustls::crypto::aws_lc_rs as base;
#[cfg(all(feature = "ring", not(feature = "aws-lc-rs")))]
use rustls::crypto::ring as base;

pub use hw_gcm::Tier;
pub use tls12::{TLS_ECDHE_ECDSA_WITH_AES_256_GCM_SHA384, TLS_ECDHE_RSA_WITH_AES_256_GCM_SHA384};
pub use tls13::TLS13_AES_256_GCM_SHA384;

/// The error of a CPU without the instructions (hw-gcm's).
pub use hw_gcm::Error;

/// The base provider with its AES-256-GCM suites replaced by ours (see the crate docs). On a
/// CPU without the instructions, the base provider without its AES-256-GCM suites.
pub fn provider() -> CryptoProvider {
    let mut p = base::default_provider();
    let ours = our_suites();
    p.cipher_suites = p
        .cipher_suites
        .into_iter()
        .filter_map(|s| match ours.iter().find(|o| o.suite() == s.suite()) {
            Some(o) if tier().is_ok() => Some(*o),
            Some(_) => None,
            None => Some(s),
        })
        .collect();
    p
}

/// [`provider()`], or [`Error::UnsupportedCpu`] on a CPU without the instructions.
pub fn try_provider() -> Result<CryptoProvider, Error> {
    tier()?;
    Ok(provider())
}

/// [`provider()`] as an `Arc`, for `ClientConfig::builder_with_provider` and
/// `ServerConfig::builder_with_provider`.
pub fn provider_arc() -> Arc<CryptoProvider> {
    Arc::new(provider())
}

/// The hardware tier that record protection runs on, on this CPU.
pub fn tier() -> Result<Tier, Error> {
    Ok(hw_cpu::select(Tier::BEST)?.tier())
}

/// The suites this crate provides, as the statics exported above.
fn our_suites() -> [SupportedCipherSuite; 3] {
    [
        TLS13_AES_256_GCM_SHA384,
        TLS_ECDHE_ECDSA_WITH_AES_256_GCM_SHA384,
        TLS_ECDHE_RSA_WITH_AES_256_GCM_SHA384,
    ]
}

/// A 32-byte AES-256 key out of rustls's `AeadKey` (always 32 bytes for these suites, which
/// declare that length); the copy is the caller's to wipe.
fn key32(key: &rustls::crypto::cipher::AeadKey) -> Option<zeroize::Zeroizing<[u8; 32]>> {
    let k: [u8; 32] = key.as_ref().try_into().ok()?;
    Some(zeroize::Zeroizing::new(k))
}

/// A boxed key object made by `make` in a frame of its own, which is wiped (with everything
/// below it) before the box is returned: the key object is built on the stack and moved into
/// the box, and the source of that move would otherwise stay behind, a copy of the key
/// schedule in the frame of rustls's call (`tests/stack_residue.rs`). 2 KiB: the frame of the
/// largest object's construction with room.
#[inline(always)]
fn boxed<T: ?Sized>(make: impl FnOnce() -> Box<T>) -> Box<T> {
    hw_cpu::built_apart!(2048, make)
}

/// The hw-gcm key for `key`, capped at the tier tests select (see [`test_hooks`]).
fn gcm_key(key: &rustls::crypto::cipher::AeadKey) -> Option<hw_gcm::HardwareAes256Gcm> {
    let k = key32(key)?;
    #[cfg(feature = "test-hooks")]
    {
        hw_gcm::HardwareAes256Gcm::new_capped(&k, test_hooks::cap()).ok()
    }
    #[cfg(not(feature = "test-hooks"))]
    {
        hw_gcm::HardwareAes256Gcm::new(&k).ok()
    }
}

/// Tests cap the tier of the keys made on the current thread, to run every tier on one
/// machine.
#[cfg(feature = "test-hooks")]
#[doc(hidden)]
pub mod test_hooks {
    use std::cell::Cell;

    use crate::Tier;

    thread_local! {
        static CAP: Cell<Tier> = const { Cell::new(Tier::BEST) };
    }

    /// Caps the tier of the record keys this thread makes from now on.
    pub fn set_cap(tier: Tier) {
        CAP.with(|c| c.set(tier));
    }

    pub(crate) fn cap() -> Tier {
        CAP.with(Cell::get)
    }
}
