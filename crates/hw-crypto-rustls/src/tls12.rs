//! TLS 1.2 record protection with AES-256-GCM (RFC 5288): the 12-byte nonce is the 4-byte
//! implicit salt from the key block followed by the 8-byte explicit part that each record
//! carries before its ciphertext. As rustls's own providers do (and RFC 7905 for ChaCha20),
//! the explicit part is the key block's 8 further IV bytes XORed with the sequence number, so
//! nonces never repeat under a key; the AAD is sequence number, type, version and length.

use rustls::crypto::cipher::{
    make_tls12_aad, AeadKey, InboundOpaqueMessage, InboundPlainMessage, Iv, KeyBlockShape,
    MessageDecrypter, MessageEncrypter, Nonce, OutboundOpaqueMessage, OutboundPlainMessage,
    PrefixedPayload, Tls12AeadAlgorithm, UnsupportedOperationError, NONCE_LEN,
};
use rustls::crypto::{CipherSuiteCommon, KeyExchangeAlgorithm};
use rustls::{ConnectionTrafficSecrets, Error, SupportedCipherSuite, Tls12CipherSuite};

use crate::base;

/// `TLS_ECDHE_ECDSA_WITH_AES_256_GCM_SHA384` with hw-crypto's AES-256-GCM for records, and the
/// base provider's SHA-384 PRF and ECDSA signature schemes.
pub static TLS_ECDHE_ECDSA_WITH_AES_256_GCM_SHA384: SupportedCipherSuite =
    SupportedCipherSuite::Tls12(&ECDSA);

/// `TLS_ECDHE_RSA_WITH_AES_256_GCM_SHA384` with hw-crypto's AES-256-GCM for records, and the
/// base provider's SHA-384 PRF and RSA signature schemes.
pub static TLS_ECDHE_RSA_WITH_AES_256_GCM_SHA384: SupportedCipherSuite =
    SupportedCipherSuite::Tls12(&RSA);

static ECDSA: Tls12CipherSuite = ours(BASE_ECDSA);
static RSA: Tls12CipherSuite = ours(BASE_RSA);

static BASE_ECDSA: &Tls12CipherSuite =
    tls12(base::cipher_suite::TLS_ECDHE_ECDSA_WITH_AES_256_GCM_SHA384);
static BASE_RSA: &Tls12CipherSuite =
    tls12(base::cipher_suite::TLS_ECDHE_RSA_WITH_AES_256_GCM_SHA384);

const fn tls12(s: SupportedCipherSuite) -> &'static Tls12CipherSuite {
    match s {
        SupportedCipherSuite::Tls12(s) => s,
        SupportedCipherSuite::Tls13(_) => panic!("a TLS 1.2 suite"),
    }
}

/// The base suite `b` with our record protection.
const fn ours(b: &'static Tls12CipherSuite) -> Tls12CipherSuite {
    Tls12CipherSuite {
        common: CipherSuiteCommon {
            suite: b.common.suite,
            hash_provider: b.common.hash_provider,
            confidentiality_limit: 1 << 24,
        },
        kx: KeyExchangeAlgorithm::ECDHE,
        sign: b.sign,
        aead_alg: &Aes256Gcm,
        prf_provider: b.prf_provider,
    }
}

/// The record-protection algorithm.
struct Aes256Gcm;

/// The explicit nonce each record carries.
const EXPLICIT_LEN: usize = 8;
const TAG_LEN: usize = 16;

/// `salt || explicit`: the IV that the sequence number is XORed into.
fn gcm_iv(salt: &[u8], explicit: &[u8]) -> Option<Iv> {
    let mut iv = [0u8; NONCE_LEN];
    iv.get_mut(..4)?.copy_from_slice(salt.get(..4)?);
    iv.get_mut(4..)?
        .copy_from_slice(explicit.get(..EXPLICIT_LEN)?);
    Some(Iv::new(iv))
}

impl Tls12AeadAlgorithm for Aes256Gcm {
    fn encrypter(&self, key: AeadKey, iv: &[u8], extra: &[u8]) -> Box<dyn MessageEncrypter> {
        crate::boxed::<dyn MessageEncrypter>(move || {
            match (crate::gcm_key(&key), gcm_iv(iv, extra)) {
                (Some(key), Some(iv)) => Box::new(Sealer { key, iv }),
                _ => Box::new(Unavailable),
            }
        })
    }

    fn decrypter(&self, key: AeadKey, iv: &[u8]) -> Box<dyn MessageDecrypter> {
        crate::boxed::<dyn MessageDecrypter>(move || match (crate::gcm_key(&key), iv.try_into()) {
            (Some(key), Ok(salt)) => Box::new(Opener { key, salt }),
            _ => Box::new(Unavailable),
        })
    }

    fn key_block_shape(&self) -> KeyBlockShape {
        KeyBlockShape {
            enc_key_len: 32,
            fixed_iv_len: 4,
            explicit_nonce_len: EXPLICIT_LEN,
        }
    }

    fn extract_keys(
        &self,
        key: AeadKey,
        iv: &[u8],
        explicit: &[u8],
    ) -> Result<ConnectionTrafficSecrets, UnsupportedOperationError> {
        let iv = gcm_iv(iv, explicit).ok_or(UnsupportedOperationError)?;
        Ok(ConnectionTrafficSecrets::Aes256Gcm { key, iv })
    }
}

struct Sealer {
    key: hw_gcm::HardwareAes256Gcm,
    iv: Iv,
}

struct Opener {
    key: hw_gcm::HardwareAes256Gcm,
    salt: [u8; 4],
}

impl MessageEncrypter for Sealer {
    fn encrypt(
        &mut self,
        msg: OutboundPlainMessage<'_>,
        seq: u64,
    ) -> Result<OutboundOpaqueMessage, Error> {
        let total_len = self.encrypted_payload_len(msg.payload.len());
        let mut payload = PrefixedPayload::with_capacity(total_len);
        let nonce = Nonce::new(&self.iv, seq).0;
        let aad = make_tls12_aad(seq, msg.typ, msg.version, msg.payload.len());
        payload.extend_from_slice(&nonce[4..]);
        payload.extend_from_chunks(&msg.payload);
        let tag = self
            .key
            .seal_in_place_detached(&nonce, &aad, &mut payload.as_mut()[EXPLICIT_LEN..])
            .map_err(|_| Error::EncryptError)?;
        payload.extend_from_slice(&tag);
        Ok(OutboundOpaqueMessage::new(msg.typ, msg.version, payload))
    }

    fn encrypted_payload_len(&self, payload_len: usize) -> usize {
        payload_len + EXPLICIT_LEN + TAG_LEN
    }
}

impl MessageDecrypter for Opener {
    fn decrypt<'a>(
        &mut self,
        mut msg: InboundOpaqueMessage<'a>,
        seq: u64,
    ) -> Result<InboundPlainMessage<'a>, Error> {
        let Some(text_len) = msg.payload.len().checked_sub(EXPLICIT_LEN + TAG_LEN) else {
            return Err(Error::DecryptError);
        };
        let mut nonce = [0u8; NONCE_LEN];
        nonce[..4].copy_from_slice(&self.salt);
        nonce[4..].copy_from_slice(&msg.payload[..EXPLICIT_LEN]);
        let aad = make_tls12_aad(seq, msg.typ, msg.version, text_len);
        let (text, tag) = msg.payload[EXPLICIT_LEN..].split_at_mut(text_len);
        let tag: &[u8; TAG_LEN] = (&*tag).try_into().map_err(|_| Error::DecryptError)?;
        // On a mismatch hw-gcm wipes `text` before it returns the error.
        self.key
            .open_in_place_detached(&nonce, &aad, text, tag)
            .map_err(|_| Error::DecryptError)?;
        if text_len > MAX_FRAGMENT_LEN {
            return Err(Error::PeerSentOversizedRecord);
        }
        Ok(msg.into_plain_message_range(EXPLICIT_LEN..EXPLICIT_LEN + text_len))
    }
}

/// TLSPlaintext.length's limit (RFC 5246 §6.2.1).
const MAX_FRAGMENT_LEN: usize = 16384;

/// The record protection of a key that could not be made (a CPU without the instructions,
/// reached only through the statics, since [`crate::provider()`] leaves our suites out there):
/// every record fails, so the connection ends instead of sending anything unprotected.
pub(crate) struct Unavailable;

impl MessageEncrypter for Unavailable {
    fn encrypt(
        &mut self,
        _: OutboundPlainMessage<'_>,
        _: u64,
    ) -> Result<OutboundOpaqueMessage, Error> {
        Err(Error::EncryptError)
    }

    fn encrypted_payload_len(&self, payload_len: usize) -> usize {
        payload_len + EXPLICIT_LEN + TAG_LEN
    }
}

impl MessageDecrypter for Unavailable {
    fn decrypt<'a>(
        &mut self,
        _: InboundOpaqueMessage<'a>,
        _: u64,
    ) -> Result<InboundPlainMessage<'a>, Error> {
        Err(Error::DecryptError)
    }
}
