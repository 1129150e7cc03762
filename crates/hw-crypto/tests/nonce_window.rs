//! A generated-nonce salt serves at most `NONCE_SALT_MESSAGES` messages and
//! `NONCE_SALT_SECONDS` seconds; the next message draws a new salt and starts again at index 0.
//! The clock is the test hook's (process-wide), so this is its own test binary with one test.

use std::collections::HashSet;

use hw_crypto::aes_gcm::{
    test_hook_set_clock, HardwareAes256Gcm, ENVELOPE_OVERHEAD, NONCE_LEN, NONCE_SALT_MESSAGES,
    NONCE_SALT_SECONDS,
};

type Nonce = [u8; NONCE_LEN];

fn next(c: &HardwareAes256Gcm) -> Nonce {
    let mut env = [0u8; ENVELOPE_OVERHEAD];
    c.encrypt_to(b"", b"", &mut env).unwrap();
    env[16..].try_into().unwrap()
}

/// The salt of a nonce made at `index`.
fn salt_of(mut nonce: Nonce, index: u64) -> Nonce {
    for (b, i) in nonce[4..].iter_mut().zip(index.to_be_bytes()) {
        *b ^= i;
    }
    nonce
}

#[test]
fn salt_expires_after_its_messages_and_after_its_seconds() {
    const T0: u32 = 500;
    test_hook_set_clock(Some(T0));

    // By messages: every index of the first salt, then a new salt from index 0.
    let c = HardwareAes256Gcm::new(&[9; 32]).unwrap();
    let n = NONCE_SALT_MESSAGES as usize;
    let nonces: Vec<Nonce> = (0..n + 3).map(|_| next(&c)).collect();
    let first = nonces[0];
    for (i, nonce) in nonces[..n].iter().enumerate() {
        assert_eq!(
            salt_of(*nonce, i as u64),
            first,
            "index {i} under the first salt"
        );
    }
    let second = nonces[n];
    assert_ne!(second, first, "salt kept after 2^16 messages");
    for (i, nonce) in nonces[n..].iter().enumerate() {
        assert_eq!(salt_of(*nonce, i as u64), second);
    }
    assert_eq!(nonces.iter().collect::<HashSet<_>>().len(), n + 3);

    // The skip hook lands in the same place: the last two indices of a salt, then a new one.
    c.test_hook_skip_nonces_to(3 * NONCE_SALT_MESSAGES - 2);
    let last = [next(&c), next(&c)];
    assert_eq!(salt_of(last[0], 0xfffe), salt_of(last[1], 0xffff));
    let fresh = next(&c);
    assert_ne!(fresh, salt_of(last[0], 0xfffe));
    assert_eq!(salt_of(next(&c), 1), fresh);

    // By time: a salt drawn at T0 serves until the clock reads T0 + NONCE_SALT_SECONDS.
    let c = HardwareAes256Gcm::new(&[9; 32]).unwrap();
    let mut salts = Vec::new();
    for t in 0..3 * NONCE_SALT_SECONDS {
        test_hook_set_clock(Some(T0 + t));
        let nonce = next(&c);
        let index = u64::from(t % NONCE_SALT_SECONDS);
        if index == 0 {
            salts.push(nonce);
        }
        assert_eq!(
            salt_of(nonce, index),
            *salts.last().unwrap(),
            "at T0 + {t} s"
        );
    }
    assert_eq!(salts.len(), 3);
    assert_eq!(salts.iter().collect::<HashSet<_>>().len(), 3, "salt kept");

    // A clock that stands still never expires a salt.
    let c = HardwareAes256Gcm::new(&[9; 32]).unwrap();
    let run: Vec<Nonce> = (0..100).map(|_| next(&c)).collect();
    assert!(run
        .iter()
        .enumerate()
        .all(|(i, n)| salt_of(*n, i as u64) == run[0]));
}
