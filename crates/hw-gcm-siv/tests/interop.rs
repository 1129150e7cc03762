//! Differential tests against RustCrypto `aes-gcm-siv` (an independent implementation) on every
//! tier, across message and AAD sizes that cover every kernel path (empty, partial blocks, the
//! 8-block and 16-block groups and their tails, several MiB-scale messages), plus tamper tests:
//! every single-bit change of nonce, AAD, ciphertext or tag is rejected and wipes the output.

mod common;
use aes_gcm_siv::aead::{Aead, KeyInit, Payload};
use aes_gcm_siv::{Aes256GcmSiv, Nonce};
use common::{cipher, open_all, seal_all, tiers, Fill};
use hw_gcm_siv::Error;

fn oracle(key: &[u8; 32], nonce: &[u8; 12], aad: &[u8], pt: &[u8]) -> Vec<u8> {
    Aes256GcmSiv::new(key.into())
        .encrypt(Nonce::from_slice(nonce), Payload { msg: pt, aad })
        .expect("oracle seals")
}

/// Sizes around every boundary of the kernels: blocks, 8-block (128 B), 16-block (256 B)
/// groups, and a few large messages.
fn sizes() -> Vec<usize> {
    let mut v: Vec<usize> = (0..=300).collect();
    v.extend([
        383, 384, 385, 511, 512, 513, 1023, 1024, 1025, 4095, 4096, 4097,
    ]);
    v.extend([16 * 1024 + 13, 65536, 1 << 20, (1 << 20) + 7]);
    v
}

#[test]
fn matches_rustcrypto_on_every_tier() {
    let mut f = Fill(1);
    let mut cases = 0;
    for tier in tiers() {
        for (i, &len) in sizes().iter().enumerate() {
            let key = f.array::<32>();
            let nonce = f.array::<12>();
            let aad = f.bytes([0, 1, 15, 16, 17, 40, 129, 300][i % 8]);
            let pt = f.bytes(len);
            let c = cipher(&key, tier);
            let sealed = seal_all(&c, &nonce, &aad, &pt);
            assert_eq!(sealed, oracle(&key, &nonce, &aad, &pt), "{tier} len {len}");
            assert_eq!(
                open_all(&c, &nonce, &aad, &sealed).unwrap(),
                pt,
                "{tier} len {len}"
            );
            cases += 1;
        }
    }
    assert_eq!(cases, tiers().len() * sizes().len());
}

#[test]
fn tiers_agree_on_long_aad() {
    // AAD long enough for the wide POLYVAL kernel (and its 16-block groups) on its own.
    let mut f = Fill(2);
    let key = f.array::<32>();
    let nonce = f.array::<12>();
    for aad_len in [255, 256, 257, 4096 + 3] {
        let aad = f.bytes(aad_len);
        let pt = f.bytes(100);
        let want = oracle(&key, &nonce, &aad, &pt);
        for tier in tiers() {
            assert_eq!(
                seal_all(&cipher(&key, tier), &nonce, &aad, &pt),
                want,
                "{tier}"
            );
        }
    }
}

#[test]
fn counter_wraps_in_its_first_word_only() {
    // RFC 8452 §4: the first 32 bits are a little-endian counter mod 2^32; the other 96 bits
    // never change. The counter kernel of each tier, started just below the wrap so that it
    // falls at every position of a group (and in the tails), against AES-256 blocks from
    // RustCrypto `aes`.
    use aes::cipher::{BlockEncrypt, KeyInit as _};
    let mut f = Fill(3);
    let key = f.array::<32>();
    let reference = aes::Aes256::new(&key.into());
    let mut cases = 0;
    for tier in tiers() {
        let c = cipher(&key, tier);
        for below in 1..=20u32 {
            for len in [16 * 20, 16 * 20 + 7, 300, 600] {
                let mut counter = f.array::<16>();
                counter[..4].copy_from_slice(&0u32.wrapping_sub(below).to_le_bytes());
                let data = f.bytes(len);
                let mut got = data.clone();
                c.test_hook_ctr(&counter, &mut got);
                let mut want = data.clone();
                for (i, chunk) in want.chunks_mut(16).enumerate() {
                    let mut blk = counter;
                    let w = u32::from_le_bytes(counter[..4].try_into().unwrap());
                    blk[..4].copy_from_slice(&w.wrapping_add(i as u32).to_le_bytes());
                    let mut b = blk.into();
                    reference.encrypt_block(&mut b);
                    for (d, k) in chunk.iter_mut().zip(b.iter()) {
                        *d ^= k;
                    }
                }
                assert_eq!(got, want, "{tier}: {below} below the wrap, {len} bytes");
                cases += 1;
            }
        }
    }
    assert_eq!(cases, tiers().len() * 80);
}

#[test]
fn every_bit_flip_is_rejected_and_wipes() {
    let mut f = Fill(4);
    let key = f.array::<32>();
    let nonce = f.array::<12>();
    let aad = f.bytes(21);
    let pt = f.bytes(37);
    let mut rejected = 0;
    for tier in tiers() {
        let c = cipher(&key, tier);
        let sealed = seal_all(&c, &nonce, &aad, &pt);
        for bit in 0..sealed.len() * 8 {
            let mut s = sealed.clone();
            s[bit / 8] ^= 1 << (bit % 8);
            assert_eq!(open_all(&c, &nonce, &aad, &s), Err(Error::Authentication));
            rejected += 1;
        }
        for bit in 0..aad.len() * 8 {
            let mut a = aad.clone();
            a[bit / 8] ^= 1 << (bit % 8);
            assert_eq!(
                open_all(&c, &nonce, &a, &sealed),
                Err(Error::Authentication)
            );
            rejected += 1;
        }
        for bit in 0..96 {
            let mut n = nonce;
            n[bit / 8] ^= 1 << (bit % 8);
            assert_eq!(open_all(&c, &n, &aad, &sealed), Err(Error::Authentication));
            rejected += 1;
        }
        // A wrong key, a truncated and an extended message.
        let other = cipher(&f.array::<32>(), tier);
        assert_eq!(
            open_all(&other, &nonce, &aad, &sealed),
            Err(Error::Authentication)
        );
        assert_eq!(
            open_all(&c, &nonce, &aad, &sealed[..sealed.len() - 1]),
            Err(Error::Authentication)
        );
        assert_eq!(
            open_all(&c, &nonce, &aad, &[&sealed[..], &[0]].concat()),
            Err(Error::Authentication)
        );
        rejected += 3;
    }
    assert_eq!(rejected, tiers().len() * ((37 + 16) * 8 + 21 * 8 + 96 + 3));
}

#[test]
fn bad_lengths_and_buffers_are_errors_not_panics() {
    let c = cipher(&[9; 32], tiers()[0]);
    let n = [0u8; 12];
    assert_eq!(
        c.decrypt_with_nonce(&n, b"", &[0; 15]),
        Err(Error::InvalidLength)
    );
    let mut small = [0u8; 20];
    assert_eq!(
        c.encrypt_with_nonce_to(&n, b"", &[1; 5], &mut small[..20]),
        Err(Error::BufferTooSmall { needed: 21 })
    );
    assert_eq!(
        c.decrypt_with_nonce_to(&n, b"", &[0; 40], &mut small[..10]),
        Err(Error::BufferTooSmall { needed: 24 })
    );
    // A repeated nonce leaks equality only: same inputs, same output; different AAD, different.
    let a = c.encrypt_with_nonce(&n, b"a", b"same").unwrap();
    assert_eq!(a, c.encrypt_with_nonce(&n, b"a", b"same").unwrap());
    assert_ne!(a, c.encrypt_with_nonce(&n, b"b", b"same").unwrap());
    assert!(format!("{c:?}").contains("tier"));
}
