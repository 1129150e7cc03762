//! RustCrypto `aead` 0.6 traits (feature `aead`): `AeadCore` and `AeadInOut`, and through
//! `aead`'s blanket implementation `Aead` (with `alloc`), for both ciphers. Output is that of
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
use aead::inout::InOutBuf;
use aead::{AeadCore, AeadInOut, Nonce, Tag, TagPosition};

use super::{HardwareAes256Gcm, HardwareAes256GcmIn};

macro_rules! aead_impl {
    ($cipher:ty) => {
        impl AeadCore for $cipher {
            type NonceSize = U12;
            type TagSize = U16;
            const TAG_POSITION: TagPosition = TagPosition::Postfix;
        }

        impl AeadInOut for $cipher {
            fn encrypt_inout_detached(
                &self,
                nonce: &Nonce<Self>,
                associated_data: &[u8],
                buffer: InOutBuf<'_, '_, u8>,
            ) -> aead::Result<Tag<Self>> {
                let nonce: &[u8; 12] = nonce.as_slice().try_into().map_err(|_| aead::Error)?;
                let buffer = buffer.into_out_with_copied_in();
                let tag = self
                    .seal_in_place_detached(nonce, associated_data, buffer)
                    .map_err(|_| aead::Error)?;
                Ok(Tag::<Self>::from(tag))
            }

            fn decrypt_inout_detached(
                &self,
                nonce: &Nonce<Self>,
                associated_data: &[u8],
                buffer: InOutBuf<'_, '_, u8>,
                tag: &Tag<Self>,
            ) -> aead::Result<()> {
                let nonce: &[u8; 12] = nonce.as_slice().try_into().map_err(|_| aead::Error)?;
                let tag: &[u8; 16] = tag.as_slice().try_into().map_err(|_| aead::Error)?;
                let buffer = buffer.into_out_with_copied_in();
                self.open_in_place_detached(nonce, associated_data, buffer, tag)
                    .map_err(|_| aead::Error)
            }
        }
    };
}

aead_impl!(HardwareAes256Gcm);
aead_impl!(HardwareAes256GcmIn<'_>);
