//! Placeable key state: `HardwareAes256GcmIn` in caller memory agrees byte for byte with the
//! inline `HardwareAes256Gcm` on every tier this CPU supports (the dispatch counters show the
//! tier ran); the slot holds the state while the cipher lives and is all zero after it is
//! dropped; short and misaligned byte slots are rejected with a typed error and left untouched.

mod common;
use common::{cipher, tiers};

use core::mem::MaybeUninit;
use hw_gcm::{
    key_state_layout, Error, HardwareAes256GcmIn, HardwareAes256GcmKeyState, KeyStateSlotError,
    Tier, UninitKeyStateSlot,
};

const SIZE: usize = HardwareAes256GcmKeyState::SIZE;

/// Memory for `N` slots, 16-byte aligned, with slack so misaligned starts fit too.
#[repr(C, align(16))]
struct Arena<const N: usize>([u8; N]);

fn placed<'a>(key: &[u8; 32], bytes: &'a mut [u8], tier: Tier) -> HardwareAes256GcmIn<'a> {
    let slot = UninitKeyStateSlot::from_bytes(bytes).expect("aligned slot of SIZE bytes");
    let c = HardwareAes256GcmIn::new_capped(key, slot, tier).expect("hardware present");
    assert_eq!(c.tier(), tier, "capped at {tier}");
    c
}

#[test]
fn published_layout() {
    assert_eq!(SIZE, 368);
    assert_eq!(HardwareAes256GcmKeyState::ALIGN, 16);
    assert_eq!(key_state_layout().size(), 368);
    assert_eq!(key_state_layout().align(), 16);
    assert_eq!(size_of::<HardwareAes256GcmKeyState>(), 368);
    // The inline cipher is the state plus the tier tag, padded to the state's alignment.
    assert_eq!(size_of::<hw_gcm::HardwareAes256Gcm>(), 384);
    // The placed cipher is a pointer, the tier tag and the count of prepared powers (all 8,
    // except in an XAES message key), padded to the pointer's alignment.
    assert_eq!(size_of::<HardwareAes256GcmIn<'static>>(), 16);
}

#[test]
fn placed_and_inline_agree_on_every_tier() {
    let lens = [
        0usize, 1, 15, 16, 17, 64, 127, 128, 129, 255, 256, 257, 1000, 4099,
    ];
    let mut cases = 0;
    for tier in tiers() {
        for (k, &len) in lens.iter().enumerate() {
            let key = [k as u8 ^ 0x5c; 32];
            let nonce = [len as u8; 12];
            let aad: Vec<u8> = (0..len % 37).map(|i| i as u8).collect();
            let pt: Vec<u8> = (0..len).map(|i| (i * 7 + k) as u8).collect();

            let inline = cipher(&key, tier);
            let mut arena = Arena([0xee; SIZE]);
            let before = hw_cpu::counters::snapshot();
            let placed = placed(&key, &mut arena.0, tier);
            let sealed = placed.encrypt_with_nonce(&nonce, &aad, &pt).unwrap();
            let ran: Vec<Tier> = hw_cpu::counters::grown_since(before).collect();
            assert_eq!(ran, vec![tier], "placed cipher ran on {ran:?}, not {tier}");

            assert_eq!(
                sealed,
                inline.encrypt_with_nonce(&nonce, &aad, &pt).unwrap()
            );
            assert_eq!(
                placed.decrypt_with_nonce(&nonce, &aad, &sealed).unwrap(),
                pt
            );
            let mut out = vec![0u8; len + 16];
            placed
                .encrypt_with_nonce_to(&nonce, &aad, &pt, &mut out)
                .unwrap();
            assert_eq!(out, sealed);
            let mut buf = pt.clone();
            let tag = placed
                .seal_in_place_detached(&nonce, &aad, &mut buf)
                .unwrap();
            assert_eq!([&buf[..], &tag[..]].concat(), sealed);
            inline
                .open_in_place_detached(&nonce, &aad, &mut buf, &tag)
                .unwrap();
            assert_eq!(buf, pt);
            cases += 1;
        }
    }
    assert_eq!(cases, lens.len() * tiers().len());
}

#[test]
fn slot_is_wiped_after_drop_on_every_tier() {
    for tier in tiers() {
        let mut arena = Arena([0xee; SIZE + 16]);
        {
            let c = placed(&[0x33; 32], &mut arena.0[..SIZE], tier);
            let sealed = c.encrypt_with_nonce(&[1; 12], b"aad", b"message").unwrap();
            assert_eq!(sealed.len(), 7 + 16);
        }
        // While it lived, the state was in the slot; afterwards every byte is zero, and the
        // bytes past the slot were never touched.
        assert!(
            arena.0[..SIZE].iter().all(|&b| b == 0),
            "{tier}: slot not wiped"
        );
        assert!(
            arena.0[SIZE..].iter().all(|&b| b == 0xee),
            "{tier}: wrote past slot"
        );
    }
}

#[test]
fn a_slot_can_be_reused_and_is_wiped_each_time() {
    let mut arena = Arena([0u8; SIZE]);
    let c = placed(&[0x33; 32], &mut arena.0, tiers()[0]);
    let sealed = c.encrypt_with_nonce(&[1; 12], b"", b"x").unwrap();
    drop(c);
    assert!(arena.0.iter().all(|&b| b == 0));
    // The same memory holds the next key: its ciphertext is that key's, and the slot is zero
    // again after the drop.
    let c2 = placed(&[0x34; 32], &mut arena.0, tiers()[0]);
    let again = c2.encrypt_with_nonce(&[1; 12], b"", b"x").unwrap();
    assert_ne!(again, sealed);
    let inline = cipher(&[0x34; 32], tiers()[0]);
    assert_eq!(
        again,
        inline.encrypt_with_nonce(&[1; 12], b"", b"x").unwrap()
    );
    drop(c2);
    assert!(arena.0.iter().all(|&b| b == 0));
}

#[test]
fn short_and_misaligned_slots_are_rejected() {
    let mut arena = Arena([0xee; SIZE + 32]);
    for len in [0, 1, 16, SIZE - 16, SIZE - 1] {
        assert_eq!(
            UninitKeyStateSlot::from_bytes(&mut arena.0[..len]).map(|_| ()),
            Err(KeyStateSlotError::TooShort {
                needed: SIZE,
                got: len
            })
        );
    }
    for offset in 1..16 {
        assert_eq!(
            UninitKeyStateSlot::from_bytes(&mut arena.0[offset..offset + SIZE]).map(|_| ()),
            Err(KeyStateSlotError::Misaligned { align: 16 })
        );
    }
    // Aligned at 16 and 32, and longer than needed: accepted (only the first SIZE bytes used).
    for offset in [0, 16, 32] {
        let slot = UninitKeyStateSlot::from_bytes(&mut arena.0[offset..]);
        assert!(slot.is_ok(), "offset {offset}");
    }
    assert!(
        arena.0.iter().all(|&b| b == 0xee),
        "a rejected slot was written"
    );
    let msg = KeyStateSlotError::Misaligned { align: 16 }.to_string();
    assert!(msg.contains("key_state_layout"), "{msg}");
}

#[test]
fn placed_cipher_is_send_sync_and_debug_hides_the_key() {
    fn send_sync<T: Send + Sync>() {}
    send_sync::<HardwareAes256GcmIn<'static>>();
    send_sync::<HardwareAes256GcmKeyState>();
    let mut arena = Arena([0u8; SIZE]);
    let c = placed(&[0xab; 32], &mut arena.0, tiers()[0]);
    let shown = format!("{c:?}");
    assert!(shown.starts_with("HardwareAes256GcmIn"), "{shown}");
    assert!(
        !shown.contains("171") && !shown.to_lowercase().contains("ab, "),
        "{shown}"
    );
    let slot_shown = format!(
        "{:?}",
        UninitKeyStateSlot::from_uninit(&mut MaybeUninit::uninit())
    );
    assert_eq!(slot_shown, "UninitKeyStateSlot { .. }");
}

#[test]
fn forged_messages_wipe_output_in_placed_cipher() {
    let mut arena = Arena([0u8; SIZE]);
    let c = placed(&[5; 32], &mut arena.0, tiers()[0]);
    let mut sealed = c
        .encrypt_with_nonce(&[2; 12], b"", b"sixteen bytes!!!")
        .unwrap();
    sealed[3] ^= 1;
    let mut out = [0x55u8; 16];
    assert_eq!(
        c.decrypt_with_nonce_to(&[2; 12], b"", &sealed, &mut out),
        Err(Error::Authentication)
    );
    assert_eq!(out, [0; 16]);
}
