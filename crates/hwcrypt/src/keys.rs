//! Key separation: the key file's 32 bytes feed only a KDF, and each use runs AES under its own
//! derived key (docs/stream-format.md, "Keys").
//!
//! ```text
//! stream key  Ks = KDF(K, label "hwcrypt/stream", context "", 256 bits)
//! T-AES key   Kt = KDF(K, label "hwcrypt/taes",   context "", 128, 192 or 256 bits)
//! KDF         NIST SP 800-108r1 counter mode over AES-256-CMAC (hw_aes256::cmac):
//!             block i = CMAC_K([i]_32 || label || 00 || context || [L]_32)
//! ```
//!
//! The one exception is reading a version 1 stream, which was sealed with AES-256-GCM under `K`
//! itself: [`KeyFile::v1_cipher`] gives that cipher, and it only ever opens (never seals).
//! Nothing in hwcrypt encrypts under `K` any more, so no AES output under `K` (such as the
//! GHASH key `AES_K(0)` of version 1 streams) can be obtained from another command.

use std::path::Path;

use hw_aes256::cmac::Cmac256;
use hw_crypto::aes_gcm::HardwareAes256Gcm;
use zeroize::Zeroizing;

use crate::{keyfile, Failure};

/// The SP 800-108r1 label of the stream purpose key.
pub const STREAM_LABEL: &[u8] = b"hwcrypt/stream";

/// The 256-bit key of a key file, on the heap (so moving the handle copies no key bytes), wiped
/// on drop.
pub struct KeyFile {
    raw: Box<Zeroizing<[u8; 32]>>,
}

/// Fails on a CPU without the instructions. Checked before the key file is read, so an
/// unsupported CPU says so even when the key file is also bad.
fn check_cpu() -> Result<(), Failure> {
    HardwareAes256Gcm::new(&[0; 32]).map_err(|e| Failure(e.to_string()))?;
    Ok(())
}

impl KeyFile {
    /// Reads a key file of 64 hex digits (after checking the CPU).
    pub fn read(path: &Path) -> Result<KeyFile, Failure> {
        check_cpu()?;
        let mut raw = Box::new(Zeroizing::new([0u8; 32]));
        keyfile::read_hex_into(path, "key", &mut raw[..])?;
        Ok(KeyFile { raw })
    }

    /// A key given directly (tests).
    #[cfg(test)]
    pub fn from_bytes(key: &[u8; 32]) -> KeyFile {
        KeyFile {
            raw: Box::new(Zeroizing::new(*key)),
        }
    }

    /// The KDF keyed with the key file's key.
    fn kdf(&self) -> Result<Cmac256, Failure> {
        Cmac256::new(&self.raw).map_err(|e| Failure(e.to_string()))
    }

    /// The stream purpose key `Ks`, ready for the per-stream derivations.
    pub fn stream_key(&self) -> Result<StreamKey, Failure> {
        let mut ks = Zeroizing::new([0u8; 32]);
        self.kdf()?.derive_counter(STREAM_LABEL, b"", &mut ks[..]);
        Ok(StreamKey(
            Cmac256::new(&ks).map_err(|e| Failure(e.to_string()))?,
        ))
    }

    /// AES-256-GCM under the key file's key itself, for opening version 1 streams only.
    pub fn v1_cipher(&self) -> Result<HardwareAes256Gcm, hw_crypto::aes_gcm::Error> {
        HardwareAes256Gcm::new(&self.raw)
    }
}

/// The stream purpose key `Ks` as a CMAC key: it derives each stream's AES-256-GCM key and
/// computes its key commitment, and does nothing else.
pub struct StreamKey(Cmac256);

impl StreamKey {
    /// The AES-256-GCM key of the stream whose salt starts with `n` (XAES-256-GCM's derivation).
    pub fn chunk_key(&self, n: &[u8; 12]) -> Zeroizing<[u8; 32]> {
        self.0.derive_xaes_key(n)
    }

    /// The KC-XAES key commitment of `salt`.
    pub fn commitment(&self, salt: &[u8; 24]) -> [u8; 32] {
        self.0.xaes_commitment(salt)
    }

    /// Checks a commitment in constant time.
    pub fn check_commitment(&self, salt: &[u8; 24], commitment: &[u8; 32]) -> bool {
        self.0.verify_xaes_commitment(salt, commitment).is_ok()
    }
}
