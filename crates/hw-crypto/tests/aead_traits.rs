//! Feature `aead`: the RustCrypto `aead` 0.6 traits on both ciphers, on every tier this CPU
//! supports. Code generic over `AeadInOut` / `Aead` gets the same bytes as
//! `encrypt_with_nonce`, in place and between two buffers; a forged message is rejected with
//! `aead::Error` and the output wiped. `KeyInit` is deliberately not implemented (its `new`
//! cannot report a CPU without AES-NI); construction stays `HardwareAes256Gcm::new(&key)?`.
#![cfg(feature = "aead")]

use aead::inout::InOutBuf;
use aead::{Aead, AeadCore, AeadInOut, Nonce, Payload, Tag, TagPosition};
use std::mem::MaybeUninit;

use hw_crypto::aes_gcm::{HardwareAes256Gcm, HardwareAes256GcmIn, HardwareAes256GcmKeyState, Tier};

use hw_test_vectors::tiers;

/// Seals and opens through the traits only; returns `ciphertext || tag`.
fn generic_round_trip<A: AeadInOut + Aead>(
    a: &A,
    nonce: &[u8; 12],
    aad: &[u8],
    pt: &[u8],
) -> Vec<u8> {
    assert_eq!(A::TAG_POSITION, TagPosition::Postfix);
    let n = Nonce::<A>::try_from(&nonce[..]).unwrap();

    // Vec API (blanket `Aead`).
    let sealed = a.encrypt(&n, Payload { msg: pt, aad }).unwrap();
    assert_eq!(a.decrypt(&n, Payload { msg: &sealed, aad }).unwrap(), pt);

    // In place, detached.
    let mut buf = pt.to_vec();
    let tag = a
        .encrypt_inout_detached(&n, aad, InOutBuf::from(&mut buf[..]))
        .unwrap();
    assert_eq!([&buf[..], &tag[..]].concat(), sealed);

    // Two buffers.
    let mut out = vec![0u8; pt.len()];
    let tag2 = a
        .encrypt_inout_detached(&n, aad, InOutBuf::new(pt, &mut out).unwrap())
        .unwrap();
    assert_eq!((&out[..], &tag2[..]), (&buf[..], &tag[..]));
    let mut back = vec![0u8; pt.len()];
    a.decrypt_inout_detached(&n, aad, InOutBuf::new(&out, &mut back).unwrap(), &tag2)
        .unwrap();
    assert_eq!(back, pt);

    // Forged: rejected, output wiped.
    if !pt.is_empty() {
        let mut forged = out.clone();
        forged[0] ^= 1;
        let mut back = vec![0x55u8; pt.len()];
        assert_eq!(
            a.decrypt_inout_detached(&n, aad, InOutBuf::new(&forged, &mut back).unwrap(), &tag2),
            Err(aead::Error)
        );
        assert!(back.iter().all(|&b| b == 0));
        let mut bad_tag: Tag<A> = tag2.clone();
        bad_tag[15] ^= 0x80;
        let mut inplace = out.clone();
        assert_eq!(
            a.decrypt_inout_detached(&n, aad, InOutBuf::from(&mut inplace[..]), &bad_tag),
            Err(aead::Error)
        );
        assert!(inplace.iter().all(|&b| b == 0));
    }
    sealed
}

#[test]
fn traits_agree_with_the_inherent_api_on_every_tier() {
    let key = [0x24; 32];
    let mut cases = 0;
    for tier in tiers() {
        let inline = HardwareAes256Gcm::new_capped(&key, tier).unwrap();
        let mut slot = MaybeUninit::<HardwareAes256GcmKeyState>::uninit();
        let placed = HardwareAes256GcmIn::new_capped(&key, (&mut slot).into(), tier).unwrap();
        for len in [0usize, 1, 16, 31, 128, 129, 1000] {
            let pt: Vec<u8> = (0..len).map(|i| (i * 3) as u8).collect();
            let nonce = [len as u8; 12];
            let before = hw_cpu::counters::snapshot();
            let a = generic_round_trip(&inline, &nonce, b"aad", &pt);
            let ran: Vec<Tier> = hw_cpu::counters::grown_since(before).collect();
            assert_eq!(ran, vec![tier]);
            let b = generic_round_trip(&placed, &nonce, b"aad", &pt);
            let expect = inline.encrypt_with_nonce(&nonce, b"aad", &pt).unwrap();
            assert_eq!(a, expect);
            assert_eq!(b, expect);
            cases += 1;
        }
    }
    assert_eq!(cases, 7 * tiers().len());
}

#[test]
fn sizes_are_those_of_gcm() {
    use aead::array::typenum::Unsigned;
    assert_eq!(<HardwareAes256Gcm as AeadCore>::NonceSize::USIZE, 12);
    assert_eq!(<HardwareAes256Gcm as AeadCore>::TagSize::USIZE, 16);
}
