//! The facade's AES-256-GCM-SIV: envelope API with generated nonces on every tier, and its
//! agreement with the explicit-nonce API of hw-gcm-siv.

use hw_crypto::aes_gcm_siv::{Error, HardwareAes256GcmSiv, ENVELOPE_OVERHEAD, NONCE_LEN};

#[test]
fn envelopes_round_trip_on_every_tier() {
    let mut cases = 0;
    for tier in hw_cpu::supported_tiers() {
        let c = HardwareAes256GcmSiv::new_capped(&[7; 32], tier).unwrap();
        assert_eq!(c.tier(), tier);
        for len in [0usize, 1, 15, 16, 17, 255, 256, 257, 5000] {
            let pt: Vec<u8> = (0..len).map(|i| i as u8).collect();
            let env = c.encrypt(b"aad", &pt).unwrap();
            assert_eq!(env.len(), len + ENVELOPE_OVERHEAD);
            assert_eq!(c.decrypt(b"aad", &env).unwrap(), pt);
            // The envelope is the explicit-nonce output with the nonce appended.
            let (sealed, nonce) = env.split_at(env.len() - NONCE_LEN);
            let nonce: &[u8; 12] = nonce.try_into().unwrap();
            assert_eq!(c.encrypt_with_nonce(nonce, b"aad", &pt).unwrap(), sealed);
            // _to variants, and a tampered envelope wipes its output.
            let mut out = vec![0u8; env.len()];
            assert_eq!(c.encrypt_to(b"aad", &pt, &mut out), Ok(env.len()));
            let mut back = vec![0xaa; len];
            assert_eq!(c.decrypt_to(b"aad", &out, &mut back), Ok(len));
            assert_eq!(back, pt);
            out[0] ^= 1;
            assert_eq!(
                c.decrypt_to(b"aad", &out, &mut back),
                Err(Error::Authentication)
            );
            assert!(back.iter().all(|&b| b == 0));
            cases += 1;
        }
    }
    assert_eq!(cases, 9 * hw_cpu::supported_tiers().count());
}

#[test]
fn generated_nonces_differ_and_errors_are_typed() {
    let c = HardwareAes256GcmSiv::new(&[8; 32]).unwrap();
    let (n1, a) = c.encrypt_with_generated_nonce(b"", b"same").unwrap();
    let (n2, b) = c.encrypt_with_generated_nonce(b"", b"same").unwrap();
    assert_ne!(n1, n2);
    assert_ne!(a, b);
    assert_eq!(c.decrypt(b"", &[0; 27]), Err(Error::InvalidLength));
    let mut small = [0u8; 10];
    assert_eq!(
        c.encrypt_to(b"", b"abc", &mut small),
        Err(Error::BufferTooSmall { needed: 31 })
    );
    assert!(format!("{c:?}").contains("tier"));
}
