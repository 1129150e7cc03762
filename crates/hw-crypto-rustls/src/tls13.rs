//! TLS 1.3 record protection with AES-256-GCM (RFC 8446 §5.2-5.3): the per-record nonce is the
//! traffic IV XORed with the 64-bit sequence number; the AAD is the record header; the
//! plaintext is the content followed by its one-byte content type.

use rustls::crypto::cipher::{
    make_tls13_aad, AeadKey, InboundOpaqueMessage, InboundPlainMessage, Iv, MessageDecrypter,
    MessageEncrypter, Nonce, OutboundOpaqueMessage, OutboundPlainMessage, PrefixedPayload,
    Tls13AeadAlgorithm, UnsupportedOperationError,
};
use rustls::crypto::CipherSuiteCommon;
use rustls::{
    CipherSuite, ConnectionTrafficSecrets, ContentType, Error, ProtocolVersion,
    SupportedCipherSuite, Tls13CipherSuite,
};

use crate::base;

/// `TLS13_AES_256_GCM_SHA384` with hw-crypto's AES-256-GCM for records and QUIC packets, and the
/// base provider's SHA-384 and HKDF.
pub static TLS13_AES_256_GCM_SHA384: SupportedCipherSuite = SupportedCipherSuite::Tls13(&SUITE);

static SUITE: Tls13CipherSuite = Tls13CipherSuite {
    common: CipherSuiteCommon {
        suite: CipherSuite::TLS13_AES_256_GCM_SHA384,
        hash_provider: BASE.common.hash_provider,
        // RFC 8446 §5.5 and the AEAD limits draft: 2^24.5 full records; rustls's own value.
        confidentiality_limit: 1 << 24,
    },
    hkdf_provider: BASE.hkdf_provider,
    aead_alg: &Aes256Gcm,
    quic: Some(&crate::quic::Aes256GcmQuic),
};

/// The base provider's suite, whose hash and HKDF ours reuse.
static BASE: &Tls13CipherSuite = match base::cipher_suite::TLS13_AES_256_GCM_SHA384 {
    SupportedCipherSuite::Tls13(s) => s,
    SupportedCipherSuite::Tls12(_) => panic!("a TLS 1.3 suite"),
};

/// The record-protection algorithm.
pub(crate) struct Aes256Gcm;

impl Tls13AeadAlgorithm for Aes256Gcm {
    fn encrypter(&self, key: AeadKey, iv: Iv) -> Box<dyn MessageEncrypter> {
        crate::boxed::<dyn MessageEncrypter>(move || match crate::gcm_key(&key) {
            Some(key) => Box::new(Record { key, iv }),
            None => Box::new(crate::tls12::Unavailable),
        })
    }

    fn decrypter(&self, key: AeadKey, iv: Iv) -> Box<dyn MessageDecrypter> {
        crate::boxed::<dyn MessageDecrypter>(move || match crate::gcm_key(&key) {
            Some(key) => Box::new(Record { key, iv }),
            None => Box::new(crate::tls12::Unavailable),
        })
    }

    fn key_len(&self) -> usize {
        32
    }

    fn extract_keys(
        &self,
        key: AeadKey,
        iv: Iv,
    ) -> Result<ConnectionTrafficSecrets, UnsupportedOperationError> {
        Ok(ConnectionTrafficSecrets::Aes256Gcm { key, iv })
    }
}

/// One direction's record key and IV.
struct Record {
    key: hw_gcm::HardwareAes256Gcm,
    iv: Iv,
}

const TAG_LEN: usize = 16;

impl MessageEncrypter for Record {
    fn encrypt(
        &mut self,
        msg: OutboundPlainMessage<'_>,
        seq: u64,
    ) -> Result<OutboundOpaqueMessage, Error> {
        let total_len = self.encrypted_payload_len(msg.payload.len());
        let mut payload = PrefixedPayload::with_capacity(total_len);
        let nonce = Nonce::new(&self.iv, seq).0;
        let aad = make_tls13_aad(total_len);
        payload.extend_from_chunks(&msg.payload);
        payload.extend_from_slice(&msg.typ.to_array());
        let tag = self
            .key
            .seal_in_place_detached(&nonce, &aad, payload.as_mut())
            .map_err(|_| Error::EncryptError)?;
        payload.extend_from_slice(&tag);
        Ok(OutboundOpaqueMessage::new(
            ContentType::ApplicationData,
            // RFC 8446 §5.1: the legacy record version of every protected record.
            ProtocolVersion::TLSv1_2,
            payload,
        ))
    }

    fn encrypted_payload_len(&self, payload_len: usize) -> usize {
        payload_len + 1 + TAG_LEN
    }
}

impl MessageDecrypter for Record {
    fn decrypt<'a>(
        &mut self,
        mut msg: InboundOpaqueMessage<'a>,
        seq: u64,
    ) -> Result<InboundPlainMessage<'a>, Error> {
        let payload = &mut msg.payload;
        let Some(text_len) = payload.len().checked_sub(TAG_LEN) else {
            return Err(Error::DecryptError);
        };
        let nonce = Nonce::new(&self.iv, seq).0;
        let aad = make_tls13_aad(payload.len());
        let (text, tag) = payload.split_at_mut(text_len);
        let tag: &[u8; TAG_LEN] = (&*tag).try_into().map_err(|_| Error::DecryptError)?;
        // On a mismatch hw-gcm wipes `text` before it returns the error.
        self.key
            .open_in_place_detached(&nonce, &aad, text, tag)
            .map_err(|_| Error::DecryptError)?;
        payload.truncate(text_len);
        msg.into_tls13_unpadded_message()
    }
}
