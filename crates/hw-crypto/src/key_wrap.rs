//! AES-256 key wrap: KW (RFC 3394) and KWP (RFC 5649), NIST SP 800-38F, on the CPU's AES
//! instructions only (crate `hw-aes256`, module `kw`).
//!
//! Envelope encryption stores each data key wrapped under a key-encryption key (KEK): KMS
//! data keys, JWE `A256KW`, PKCS#11 and HSM exports. Wrapping is deterministic and needs no
//! nonce, which is safe because what it wraps is random key material. Use **KW** for keys that
//! are a multiple of 8 bytes (16 or more: AES and HMAC keys), **KWP** for any length (RSA or
//! EC private keys in DER, odd-sized secrets).
//!
//! Unwrapping checks integrity in constant time and never releases key material that failed
//! it: the output is wiped and [`Error::Integrity`] returned. The KEK's encryption and
//! decryption round keys are wiped when the [`KeyWrap`] is dropped, and the `Vec` and
//! fixed-size unwrap forms return types that wipe themselves.
//!
//! ```
//! use hw_crypto::key_wrap::{Error, KeyWrap};
//! use hw_crypto::random;
//!
//! # fn main() -> Result<(), Box<dyn std::error::Error>> {
//! let kek_bytes = random::generate_key()?; // an `Aes256Key`, wiped on drop
//! let kek = KeyWrap::new(&kek_bytes)?;
//!
//! // A data key for AES-256-GCM, wrapped for storage beside the data it encrypts.
//! let data_key = random::generate_key()?;
//! let stored: [u8; 40] = kek.wrap_key32(&data_key)?;
//! assert_eq!(*kek.unwrap_key32(&stored)?, *data_key);
//!
//! // KWP: any length.
//! let wrapped = kek.wrap_with_padding_vec(b"a 27-byte secret of any len")?;
//! assert_eq!(wrapped.len(), 40);
//! assert_eq!(&kek.unwrap_with_padding_vec(&wrapped)?[..], b"a 27-byte secret of any len");
//!
//! // Many keys at once: 8 in flight per kernel call.
//! let keys = [[1u8; 32], [2; 32], [3; 32]];
//! let mut out = [[0u8; 40]; 3];
//! kek.wrap_many(&keys, &mut out)?;
//! let mut back = [[0u8; 32]; 3];
//! let mut valid = [false; 3];
//! out[1][5] ^= 1; // tampered
//! assert_eq!(kek.unwrap_many(&out, &mut back, &mut valid), Err(Error::Integrity));
//! assert_eq!(valid, [true, false, true]);
//! assert_eq!((back[0], back[1]), ([1; 32], [0; 32])); // the failed one is wiped
//! # Ok(())
//! # }
//! ```

pub use hw_aes256::kw::{Error, KeyWrap};
pub use hw_aes256::Tier;
