//! The envelope API (`ciphertext || tag || nonce`, the nonce drawn by the library), written once
//! for every cipher of the facade: AES-GCM and AES-GCM-SIV with their salted nonce sequence,
//! XAES and KC-XAES with random 24-byte nonces.

use crate::error::Error;

/// Checks an envelope before a nonce is spent: the cipher's own limits (its
/// [`hw_aead::Core::check`]), then that `out_len` bytes hold `ciphertext || tag || nonce`.
/// Returns the length of `ciphertext || tag`.
pub(crate) fn check_seal<C: hw_aead::Core<N, T>, const N: usize, const T: usize>(
    cipher: &C,
    aad: &[u8],
    plaintext: &[u8],
    out_len: usize,
) -> Result<usize, Error> {
    cipher.check(aad.len(), plaintext.len())?;
    let sealed = plaintext.len() + T;
    if out_len < sealed + N {
        return Err(Error::BufferTooSmall { needed: sealed + N });
    }
    Ok(sealed)
}

/// `encrypt_to`, `decrypt_to`, `encrypt` and `decrypt` for `$cipher`, whose field `cipher` has
/// the explicit-nonce operations. `draw` makes a message's `$n`-byte nonce from `&Self`; the
/// two `encrypt` methods take the doc comments given (they say where the nonce comes from and
/// what a repeat costs). `Error` at the call site is the family's error type.
macro_rules! envelope_api {
    (
        $cipher:ty,
        nonce = $n:expr,
        draw = $draw:expr,
        $(#[$encrypt_to:meta])*
        fn encrypt_to;
        $(#[$encrypt:meta])*
        fn encrypt;
    ) => {
        impl $cipher {
            $(#[$encrypt_to])*
            pub fn encrypt_to(
                &self,
                aad: &[u8],
                plaintext: &[u8],
                out: &mut [u8],
            ) -> Result<usize, Error> {
                let sealed_len =
                    $crate::envelope::check_seal(&self.cipher, aad, plaintext, out.len())?;
                let draw: fn(&Self) -> Result<[u8; $n], Error> = $draw;
                let nonce = draw(self)?;
                let (sealed, nonce_out) = out[..sealed_len + $n].split_at_mut(sealed_len);
                self.cipher
                    .encrypt_with_nonce_to(&nonce, aad, plaintext, sealed)?;
                nonce_out.copy_from_slice(&nonce);
                Ok(sealed_len + $n)
            }

            /// Opens an envelope `ciphertext || tag || nonce` made under this key into
            /// `out[..len]` and returns `len`, the envelope's length less tag and nonce. On
            /// authentication failure `out[..len]` is wiped and [`Error::Authentication`]
            /// returned.
            pub fn decrypt_to(
                &self,
                aad: &[u8],
                envelope: &[u8],
                out: &mut [u8],
            ) -> Result<usize, Error> {
                let Some((sealed, nonce)) = envelope.split_last_chunk::<{ $n }>() else {
                    return Err(Error::InvalidLength);
                };
                Ok(self.cipher.decrypt_with_nonce_to(nonce, aad, sealed, out)?)
            }

            $(#[$encrypt])*
            #[cfg(feature = "alloc")]
            pub fn encrypt(
                &self,
                aad: &[u8],
                plaintext: &[u8],
            ) -> Result<alloc::vec::Vec<u8>, Error> {
                let len =
                    $crate::envelope::check_seal(&self.cipher, aad, plaintext, usize::MAX)? + $n;
                let mut out = alloc::vec![0u8; len];
                self.encrypt_to(aad, plaintext, &mut out)?;
                Ok(out)
            }

            /// Opens an envelope `ciphertext || tag || nonce`; returns the plaintext, or
            /// [`Error::Authentication`] (having wiped the candidate plaintext).
            #[cfg(feature = "alloc")]
            pub fn decrypt(&self, aad: &[u8], envelope: &[u8]) -> Result<alloc::vec::Vec<u8>, Error> {
                let Some((sealed, nonce)) = envelope.split_last_chunk::<{ $n }>() else {
                    return Err(Error::InvalidLength);
                };
                Ok(self.cipher.decrypt_with_nonce(nonce, aad, sealed)?)
            }
        }
    };
}

pub(crate) use envelope_api;
