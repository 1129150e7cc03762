//! AES-256-GCM-SIV: hw-gcm-siv, RustCrypto `aes-gcm-siv`, aws-lc-rs and rscrypto behind one in-place
//! interface, and the guard that they produce the same bytes (example `gcm_siv`).

use aes_gcm_siv::aead::{AeadInPlace, KeyInit};

use crate::{cases, KEY, NONCE};

/// One AEAD behind a common in-place interface.
pub trait Siv {
    /// Seals `buf` in place; returns the tag.
    fn seal(&self, aad: &[u8], buf: &mut [u8]) -> [u8; 16];
    /// Opens `ciphertext || tag` in place.
    fn open(&self, aad: &[u8], sealed: &mut [u8]) -> bool;
}

/// Splits `ciphertext || tag`.
fn split(sealed: &mut [u8]) -> (&mut [u8], [u8; 16]) {
    let (ct, tag) = sealed.split_at_mut(sealed.len() - 16);
    (ct, (&*tag).try_into().unwrap())
}

/// `Siv` for a hw-crypto AEAD type (their detached in-place methods have the same names).
macro_rules! ours {
    ($t:ty) => {
        impl Siv for $t {
            fn seal(&self, aad: &[u8], buf: &mut [u8]) -> [u8; 16] {
                self.seal_in_place_detached(&NONCE, aad, buf).unwrap()
            }
            fn open(&self, aad: &[u8], sealed: &mut [u8]) -> bool {
                let (buf, tag) = split(sealed);
                self.open_in_place_detached(&NONCE, aad, buf, &tag).is_ok()
            }
        }
    };
}

ours!(hw_gcm_siv::HardwareAes256GcmSiv);
// hw-gcm's AES-256-GCM, for the cost of misuse resistance.
ours!(hw_gcm::HardwareAes256Gcm);

impl Siv for aes_gcm_siv::Aes256GcmSiv {
    fn seal(&self, aad: &[u8], buf: &mut [u8]) -> [u8; 16] {
        let t = self
            .encrypt_in_place_detached(&NONCE.into(), aad, buf)
            .unwrap();
        t.into()
    }
    fn open(&self, aad: &[u8], sealed: &mut [u8]) -> bool {
        let (buf, tag) = split(sealed);
        self.decrypt_in_place_detached(&NONCE.into(), aad, buf, (&tag).into())
            .is_ok()
    }
}

/// aws-lc-rs with a given algorithm (GCM-SIV here).
pub struct AwsLc(pub aws_lc_rs::aead::LessSafeKey);

impl Siv for AwsLc {
    fn seal(&self, aad: &[u8], buf: &mut [u8]) -> [u8; 16] {
        let n = aws_lc_rs::aead::Nonce::assume_unique_for_key(NONCE);
        let t = self
            .0
            .seal_in_place_separate_tag(n, aws_lc_rs::aead::Aad::from(aad), buf)
            .unwrap();
        t.as_ref().try_into().unwrap()
    }
    fn open(&self, aad: &[u8], sealed: &mut [u8]) -> bool {
        let n = aws_lc_rs::aead::Nonce::assume_unique_for_key(NONCE);
        self.0
            .open_in_place(n, aws_lc_rs::aead::Aad::from(aad), sealed)
            .is_ok()
    }
}

/// aws-lc-rs's AES-256-GCM-SIV key.
pub fn aws_lc(key: &[u8; 32]) -> AwsLc {
    let k = aws_lc_rs::aead::UnboundKey::new(&aws_lc_rs::aead::AES_256_GCM_SIV, key).unwrap();
    AwsLc(aws_lc_rs::aead::LessSafeKey::new(k))
}

/// rscrypto's AES-256-GCM-SIV key.
pub fn rscrypto(key: &[u8; 32]) -> rscrypto::Aes256GcmSiv {
    rscrypto::Aes256GcmSiv::new(&rscrypto::Aes256GcmSivKey::from_bytes(*key))
}

impl Siv for rscrypto::Aes256GcmSiv {
    fn seal(&self, aad: &[u8], buf: &mut [u8]) -> [u8; 16] {
        use rscrypto::aead::expert::AeadWithNonce;
        let n = rscrypto::aead::Nonce96::from_bytes(NONCE);
        self.encrypt_in_place(&n, aad, buf).unwrap().to_bytes()
    }
    fn open(&self, aad: &[u8], sealed: &mut [u8]) -> bool {
        let (buf, tag) = split(sealed);
        let n = rscrypto::aead::Nonce96::from_bytes(NONCE);
        let tag = rscrypto::Aes256GcmSivTag::from_bytes(tag);
        self.decrypt_in_place(&n, aad, buf, &tag).is_ok()
    }
}

/// Every implementation must produce hw-gcm-siv's bytes (the GCM row excepted) and open them.
pub fn guard() {
    let ours = hw_gcm_siv::HardwareAes256GcmSiv::new(&KEY).unwrap();
    let peers: Vec<(&str, Box<dyn Siv>)> = vec![
        ("aws-lc-rs", Box::new(aws_lc(&KEY))),
        (
            "aes-gcm-siv",
            Box::new(aes_gcm_siv::Aes256GcmSiv::new(&KEY.into())),
        ),
        ("rscrypto", Box::new(rscrypto(&KEY))),
    ];
    for c in cases() {
        let (len, aad) = (c.len, c.aad);
        let pt: Vec<u8> = (0..len).map(|i| i as u8).collect();
        let mut want = pt.clone();
        let tag = ours.seal(aad, &mut want);
        for (name, p) in &peers {
            let mut got = pt.clone();
            assert_eq!(p.seal(aad, &mut got), tag, "{name} tag at {len}");
            assert_eq!(got, want, "{name} ciphertext at {len}");
            got.extend_from_slice(&tag);
            assert!(p.open(aad, &mut got), "{name} opens at {len}");
            assert_eq!(got[..len], pt[..]);
        }
    }
    eprintln!(
        "guard: aws-lc-rs, aes-gcm-siv and rscrypto produce hw-gcm-siv's bytes in every case"
    );
}

#[cfg(test)]
mod tests {
    #[test]
    fn peers_produce_our_bytes() {
        super::guard();
    }
}
