//! QUIC packet and header protection for TLS13_AES_256_GCM_SHA384 (RFC 9001 §5.3-5.4): packets
//! are AES-256-GCM with nonce = IV XOR packet number and the header as AAD; the header
//! protection mask is one AES-256 block over the 16-byte sample (§5.4.3).

use rustls::crypto::cipher::{AeadKey, Iv, Nonce};
use rustls::quic::{Algorithm, HeaderProtectionKey, PacketKey, Tag};
use rustls::Error;

/// The QUIC half of the suite.
pub(crate) struct Aes256GcmQuic;

impl Algorithm for Aes256GcmQuic {
    fn packet_key(&self, key: AeadKey, iv: Iv) -> Box<dyn PacketKey> {
        crate::boxed(move || {
            Box::new(Packet {
                key: crate::gcm_key(&key),
                iv,
            })
        })
    }

    fn header_protection_key(&self, key: AeadKey) -> Box<dyn HeaderProtectionKey> {
        crate::boxed(move || {
            Box::new(Header {
                aes: crate::key32(&key).and_then(|k| aes(&k)),
            })
        })
    }

    fn aead_key_len(&self) -> usize {
        32
    }
}

#[cfg(feature = "test-hooks")]
fn aes(k: &[u8; 32]) -> Option<hw_aes256::Aes256> {
    hw_aes256::Aes256::new_capped(k, crate::test_hooks::cap()).ok()
}

#[cfg(not(feature = "test-hooks"))]
fn aes(k: &[u8; 32]) -> Option<hw_aes256::Aes256> {
    hw_aes256::Aes256::new(k).ok()
}

/// A packet key (`None` on a CPU without the instructions: every packet then fails).
struct Packet {
    key: Option<hw_gcm::HardwareAes256Gcm>,
    iv: Iv,
}

impl PacketKey for Packet {
    fn encrypt_in_place(
        &self,
        packet_number: u64,
        header: &[u8],
        payload: &mut [u8],
    ) -> Result<Tag, Error> {
        let key = self.key.as_ref().ok_or(Error::EncryptError)?;
        let nonce = Nonce::new(&self.iv, packet_number).0;
        let tag = key
            .seal_in_place_detached(&nonce, header, payload)
            .map_err(|_| Error::EncryptError)?;
        Ok(Tag::from(&tag[..]))
    }

    fn decrypt_in_place<'a>(
        &self,
        packet_number: u64,
        header: &[u8],
        payload: &'a mut [u8],
    ) -> Result<&'a [u8], Error> {
        let key = self.key.as_ref().ok_or(Error::DecryptError)?;
        let Some(text_len) = payload.len().checked_sub(16) else {
            return Err(Error::DecryptError);
        };
        let nonce = Nonce::new(&self.iv, packet_number).0;
        let (text, tag) = payload.split_at_mut(text_len);
        let tag: &[u8; 16] = (&*tag).try_into().map_err(|_| Error::DecryptError)?;
        key.open_in_place_detached(&nonce, header, text, tag)
            .map_err(|_| Error::DecryptError)?;
        Ok(&payload[..text_len])
    }

    fn tag_len(&self) -> usize {
        16
    }

    // RFC 9001 §6.6 and Appendix B.1: the limits of AEAD_AES_256_GCM.
    fn confidentiality_limit(&self) -> u64 {
        1 << 23
    }

    fn integrity_limit(&self) -> u64 {
        1 << 52
    }
}

/// A header protection key.
struct Header {
    aes: Option<hw_aes256::Aes256>,
}

impl Header {
    /// XORs the mask of `sample` into the first byte's protected bits and the packet number
    /// (RFC 9001 §5.4.1). `masked`: the first byte is protected now (so the packet number
    /// length is read after unmasking it).
    fn xor(
        &self,
        sample: &[u8],
        first: &mut u8,
        packet_number: &mut [u8],
        masked: bool,
    ) -> Result<(), Error> {
        let aes = self
            .aes
            .as_ref()
            .ok_or(Error::General("unsupported CPU".into()))?;
        let mut mask: [u8; 16] = sample
            .try_into()
            .map_err(|_| Error::General("sample of invalid length".into()))?;
        aes.encrypt_block(&mut mask);
        if packet_number.len() > 4 {
            hw_cpu::wipe_blocks(core::slice::from_mut(&mut mask));
            return Err(Error::General("packet number too long".into()));
        }
        // Long header (top bit set): 4 bits protected; short header: 5.
        let bits = if *first & 0x80 != 0 { 0x0f } else { 0x1f };
        let plain_first = if masked {
            *first ^ (mask[0] & bits)
        } else {
            *first
        };
        let pn_len = usize::from(plain_first & 0x03) + 1;
        *first ^= mask[0] & bits;
        for (b, m) in packet_number.iter_mut().zip(&mask[1..]).take(pn_len) {
            *b ^= m;
        }
        hw_cpu::wipe_blocks(core::slice::from_mut(&mut mask));
        Ok(())
    }
}

impl HeaderProtectionKey for Header {
    fn encrypt_in_place(
        &self,
        sample: &[u8],
        first: &mut u8,
        packet_number: &mut [u8],
    ) -> Result<(), Error> {
        self.xor(sample, first, packet_number, false)
    }

    fn decrypt_in_place(
        &self,
        sample: &[u8],
        first: &mut u8,
        packet_number: &mut [u8],
    ) -> Result<(), Error> {
        self.xor(sample, first, packet_number, true)
    }

    fn sample_len(&self) -> usize {
        16
    }
}
