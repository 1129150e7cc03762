//! RustCrypto `aead` 0.6 traits (feature `aead`): `AeadCore` and `AeadInOut`, and through
//! `aead`'s blanket implementation `Aead` (with `alloc`), for both ciphers (and, through the
//! same macro, for XAES's in `xaes_gcm`). Output is that of
//! `seal_in_place_detached`: `ciphertext || tag` (tag postfix).
//!
//! `KeyInit` is not implemented. Its `new` cannot fail, and the one way construction fails
//! here, a CPU without AES-NI and PCLMULQDQ, could then only be a panic (this crate does not
//! panic) or a software fallback (it has none). Construct with `HardwareAes256Gcm::new(&key)?`
//! and pass the cipher to code generic over `AeadInOut` or `Aead`.
//!
//! An `InOutBuf` over two buffers is first copied to its output, then sealed or opened in place
//! there (one copy; the in-place kernels are the same ones).

use aead::consts::{U12, U16};

use super::{HardwareAes256Gcm, HardwareAes256GcmIn};

/// `AeadCore` (nonce and tag sizes, tag postfix) and `AeadInOut` for a cipher of the facade
/// whose `seal_in_place_detached`/`open_in_place_detached` take `&[u8; nonce]` and
/// `&[u8; tag]`: AES-GCM's, and XAES's in `xaes_gcm`.
macro_rules! aead_impl {
    ($cipher:ty, $nonce:ty, $tag:ty) => {
        impl ::aead::AeadCore for $cipher {
            type NonceSize = $nonce;
            type TagSize = $tag;
            const TAG_POSITION: ::aead::TagPosition = ::aead::TagPosition::Postfix;
        }

        impl ::aead::AeadInOut for $cipher {
            fn encrypt_inout_detached(
                &self,
                nonce: &::aead::Nonce<Self>,
                associated_data: &[u8],
                buffer: ::aead::inout::InOutBuf<'_, '_, u8>,
            ) -> ::aead::Result<::aead::Tag<Self>> {
                let nonce = nonce.as_slice().try_into().map_err(|_| ::aead::Error)?;
                let buffer = buffer.into_out_with_copied_in();
                let tag = self
                    .seal_in_place_detached(nonce, associated_data, buffer)
                    .map_err(|_| ::aead::Error)?;
                Ok(::aead::Tag::<Self>::from(tag))
            }

            fn decrypt_inout_detached(
                &self,
                nonce: &::aead::Nonce<Self>,
                associated_data: &[u8],
                buffer: ::aead::inout::InOutBuf<'_, '_, u8>,
                tag: &::aead::Tag<Self>,
            ) -> ::aead::Result<()> {
                let nonce = nonce.as_slice().try_into().map_err(|_| ::aead::Error)?;
                let tag = tag.as_slice().try_into().map_err(|_| ::aead::Error)?;
                let buffer = buffer.into_out_with_copied_in();
                self.open_in_place_detached(nonce, associated_data, buffer, tag)
                    .map_err(|_| ::aead::Error)
            }
        }
    };
}

pub(crate) use aead_impl;

aead_impl!(HardwareAes256Gcm, U12, U16);
aead_impl!(HardwareAes256GcmIn<'_>, U12, U16);
