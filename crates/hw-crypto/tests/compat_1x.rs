//! The names `hardware-rust-crypto` 1.x used, kept deprecated: `Backend` is `Tier` and
//! `backend()` is `tier()`.
#![allow(
    deprecated,
    reason = "the deprecated 1.x names are what this file tests"
)]

use hw_crypto::aes_gcm::{self, HardwareAes256Gcm, HardwareAes256GcmIn, HardwareAes256GcmKeyState};
use hw_crypto::aes_gcm_siv::{self, HardwareAes256GcmSiv};

#[test]
fn backend_is_tier() {
    let gcm = HardwareAes256Gcm::new(&[1; 32]).expect("this CPU has AES and carry-less multiply");
    let b: aes_gcm::Backend = gcm.backend();
    assert_eq!(b, gcm.tier());
    assert_eq!(b, hw_cpu::select(aes_gcm::Tier::BEST).unwrap().tier());

    let mut state = core::mem::MaybeUninit::<HardwareAes256GcmKeyState>::uninit();
    let slot = hw_crypto::aes_gcm::UninitKeyStateSlot::from_uninit(&mut state);
    let placed = HardwareAes256GcmIn::new(&[1; 32], slot).unwrap();
    assert_eq!(placed.backend(), gcm.tier());

    let siv = HardwareAes256GcmSiv::new(&[1; 32]).unwrap();
    let b: aes_gcm_siv::Backend = siv.backend();
    assert_eq!(b, siv.tier());
}
