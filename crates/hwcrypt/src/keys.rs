//! Key separation: the key file's 32 bytes feed only a KDF, and each use runs AES under its own
//! derived key (docs/user/stream-format.md, "Keys").
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
/// The SP 800-108r1 label of the T-AES purpose key.
pub const TAES_LABEL: &[u8] = b"hwcrypt/taes";

/// The 256-bit key of a key file, on the heap (so moving the handle copies no key bytes), wiped
/// on drop.
pub struct KeyFile {
    raw: Box<Zeroizing<[u8; 32]>>,
}

/// Keeps keys out of core dumps (and, on Linux, from other processes' ptrace) from now on:
/// called before any key is read or made.
pub fn no_core_dumps() -> Result<(), Failure> {
    hw_crypto::process::disable_core_dumps().map_err(|e| {
        Failure(format!(
            "cannot disable core dumps before loading a key: {e}"
        ))
    })
}

impl KeyFile {
    /// Reads a key file of 64 hex digits, after checking that the CPU has AES instructions (so
    /// an unsupported CPU says so even when the key file is also bad; callers that need more,
    /// such as carry-less multiply for GCM, check that first).
    pub fn read(path: &Path) -> Result<KeyFile, Failure> {
        hw_aes256::Aes256::new(&[0; 32]).map_err(|e| Failure(e.to_string()))?;
        no_core_dumps()?;
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

    /// The T-AES purpose key `Kt` of `bits` (128, 192 or 256): its first `bits / 8` bytes.
    pub fn taes_key(&self, bits: u32) -> Result<Zeroizing<[u8; 32]>, Failure> {
        let mut kt = Zeroizing::new([0u8; 32]);
        let len = (bits / 8) as usize;
        self.kdf()?.derive_counter(TAES_LABEL, b"", &mut kt[..len]);
        Ok(kt)
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

#[cfg(test)]
mod tests {
    use super::*;

    /// The derived T-AES keys documented in docs/user/taes.md for the key file key 000102...1f.
    #[test]
    fn documented_taes_keys() {
        let doc = include_str!("../../../docs/user/taes.md");
        let k = KeyFile::from_bytes(&core::array::from_fn(|i| i as u8));
        let mut cases = 0;
        for bits in [128u32, 192, 256] {
            let label = format!("taes{bits} ");
            let hex = doc
                .lines()
                .find_map(|l| l.strip_prefix(&label))
                .expect("documented")
                .trim();
            let len = (bits / 8) as usize;
            let mut want = [0u8; 32];
            keyfile::from_hex(hex.as_bytes(), &mut want[..len]).unwrap();
            let got = k.taes_key(bits).unwrap();
            assert_eq!(got[..], want[..], "{bits}");
            cases += 1;
        }
        assert_eq!(cases, 3);
    }

    /// Each purpose key differs from the key file's key and from the other purposes' keys.
    #[test]
    fn purposes_get_unrelated_keys() {
        let raw = [0x33u8; 32];
        let k = KeyFile::from_bytes(&raw);
        let t256 = k.taes_key(256).unwrap();
        let t128 = k.taes_key(128).unwrap();
        let mut ks = [0u8; 32];
        Cmac256::new(&raw)
            .unwrap()
            .derive_counter(STREAM_LABEL, b"", &mut ks);
        assert_ne!(*t256, raw);
        assert_ne!(ks, raw);
        assert_ne!(*t256, ks);
        // Another length is another derivation, not a prefix of the longer key.
        assert_ne!(t128[..16], t256[..16]);
        assert_eq!(t128[16..], [0; 16]);
    }
}
