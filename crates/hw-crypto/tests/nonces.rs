//! Generated nonces and envelopes (`encrypt`, `decrypt`, `encrypt_to`, `decrypt_to`,
//! `encrypt_with_generated_nonce`), inline and placed, on every tier this CPU supports (the
//! dispatch counters show the tier ran): round trips, the `salt XOR counter` structure,
//! uniqueness across calls, threads and cipher objects, exhaustion as an error, length and
//! buffer errors that spend no nonce, and rejection of an envelope with any byte changed.

use std::collections::HashSet;
use std::mem::MaybeUninit;

use hw_crypto::aes_gcm::{
    Error, HardwareAes256Gcm, HardwareAes256GcmIn, HardwareAes256GcmKeyState, Tier,
    ENVELOPE_OVERHEAD, NONCE_LEN, TAG_LEN,
};

use hw_test_vectors::tiers;

/// The nonce of an envelope: its last 12 bytes.
fn nonce_of(envelope: &[u8]) -> [u8; 12] {
    *envelope.split_last_chunk::<NONCE_LEN>().unwrap().1
}

#[test]
fn round_trips_on_every_tier() {
    let mut cases = 0;
    for tier in tiers() {
        let key = [0x42; 32];
        let inline = HardwareAes256Gcm::new_capped(&key, tier).unwrap();
        let mut slot = MaybeUninit::<HardwareAes256GcmKeyState>::uninit();
        let placed = HardwareAes256GcmIn::new_capped(&key, (&mut slot).into(), tier).unwrap();
        for len in [0usize, 1, 16, 17, 100, 128, 1000, 4097] {
            let pt: Vec<u8> = (0..len).map(|i| i as u8).collect();
            let aad = &pt[..len.min(20)];

            let before = hw_cpu::counters::snapshot();
            let env = inline.encrypt(aad, &pt).unwrap();
            let ran: Vec<Tier> = hw_cpu::counters::grown_since(before).collect();
            assert_eq!(ran, vec![tier]);
            assert_eq!(env.len(), len + ENVELOPE_OVERHEAD);
            // Both ciphers share the key: each opens the other's envelopes.
            assert_eq!(placed.decrypt(aad, &env).unwrap(), pt);
            assert_eq!(inline.decrypt(aad, &env).unwrap(), pt);
            // The envelope is encrypt_with_nonce under its nonce, then the nonce.
            let nonce = nonce_of(&env);
            let sealed = inline.encrypt_with_nonce(&nonce, aad, &pt).unwrap();
            assert_eq!(&env[..len + TAG_LEN], &sealed[..]);

            let mut out = vec![0xa7; len + ENVELOPE_OVERHEAD + 5];
            let n = placed.encrypt_to(aad, &pt, &mut out).unwrap();
            assert_eq!(n, len + ENVELOPE_OVERHEAD);
            assert!(
                out[n..].iter().all(|&b| b == 0xa7),
                "wrote past the envelope"
            );
            let mut back = vec![0u8; len];
            assert_eq!(inline.decrypt_to(aad, &out[..n], &mut back), Ok(len));
            assert_eq!(back, pt);

            let (nonce, sealed) = placed.encrypt_with_generated_nonce(aad, &pt).unwrap();
            assert_eq!(inline.decrypt_with_nonce(&nonce, aad, &sealed).unwrap(), pt);
            cases += 1;
        }
    }
    assert_eq!(cases, 8 * tiers().len());
}

#[test]
fn nonces_are_salt_xor_counter() {
    // A frozen clock (process-wide; no other test here depends on time): no salt expires
    // during the run.
    hw_crypto::aes_gcm::test_hook_set_clock(Some(0));
    let c = HardwareAes256Gcm::new(&[1; 32]).unwrap();
    let first = nonce_of(&c.encrypt(b"", b"").unwrap());
    for i in 1u64..=1000 {
        let (n, _) = c.encrypt_with_generated_nonce(b"", b"").unwrap();
        let mut expect = first;
        for (e, b) in expect[4..].iter_mut().zip(i.to_be_bytes()) {
            *e ^= b;
        }
        assert_eq!(n, expect, "nonce {i}");
    }
}

#[test]
fn unique_across_calls_threads_and_ciphers() {
    const THREADS: usize = 4;
    // Under Miri (interpreted AES-NI) 200 per thread: still four threads racing on the counter.
    const PER_THREAD: usize = if cfg!(miri) { 200 } else { 20_000 };
    let c = HardwareAes256Gcm::new(&[2; 32]).unwrap();
    let other = HardwareAes256Gcm::new(&[2; 32]).unwrap();
    let per_thread: Vec<Vec<[u8; 12]>> = std::thread::scope(|s| {
        let handles: Vec<_> = (0..THREADS)
            .map(|_| {
                s.spawn(|| {
                    (0..PER_THREAD)
                        .map(|_| c.encrypt_with_generated_nonce(b"", b"").unwrap().0)
                        .collect::<Vec<_>>()
                })
            })
            .collect();
        handles.into_iter().map(|h| h.join().unwrap()).collect()
    });
    let mut seen = HashSet::new();
    for n in per_thread.iter().flatten() {
        assert!(seen.insert(*n), "repeated nonce {n:02x?}");
    }
    // Every counter value 0..THREADS*PER_THREAD was used exactly once.
    assert_eq!(seen.len(), THREADS * PER_THREAD);
    // A second cipher object (same key) has its own salt.
    for _ in 0..1000 {
        let n = nonce_of(&other.encrypt(b"", b"").unwrap());
        assert!(seen.insert(n), "second cipher repeated a nonce");
    }
}

#[test]
fn exhaustion_is_an_error_not_a_wrap() {
    let c = HardwareAes256Gcm::new(&[3; 32]).unwrap();
    c.encrypt(b"", b"x").unwrap();
    // Positions 0 ..= 2^62 - 2 are usable: the last one is index 0xfffe of its salt.
    c.test_hook_skip_nonces_to((1 << 62) - 3);
    let (before, _) = c.encrypt_with_generated_nonce(b"", b"x").unwrap();
    let (last, _) = c.encrypt_with_generated_nonce(b"", b"x").unwrap();
    let mut expect = before;
    expect[11] ^= 0xfd ^ 0xfe;
    assert_eq!(last, expect, "one salt, indices 0xfffd and 0xfffe");
    let mut out = [0x55u8; 64];
    for _ in 0..3 {
        assert_eq!(c.encrypt(b"", b"x"), Err(Error::NoncesExhausted));
        assert_eq!(
            c.encrypt_to(b"", b"x", &mut out),
            Err(Error::NoncesExhausted)
        );
        assert_eq!(
            c.encrypt_with_generated_nonce(b"", b"x").map(|_| ()),
            Err(Error::NoncesExhausted)
        );
    }
    assert_eq!(out, [0x55; 64], "nothing written after exhaustion");
    assert!(Error::NoncesExhausted
        .to_string()
        .contains("rotate the key"));
    // Decryption does not need nonces.
    let env = HardwareAes256Gcm::new(&[3; 32])
        .unwrap()
        .encrypt(b"", b"y")
        .unwrap();
    assert_eq!(c.decrypt(b"", &env).unwrap(), b"y");
}

#[test]
fn length_and_buffer_errors_spend_no_nonce() {
    let c = HardwareAes256Gcm::new(&[4; 32]).unwrap();
    let first = nonce_of(&c.encrypt(b"", b"").unwrap());
    let mut short = [0x55u8; 10 + ENVELOPE_OVERHEAD - 1];
    assert_eq!(
        c.encrypt_to(b"", &[0; 10], &mut short),
        Err(Error::BufferTooSmall {
            needed: 10 + ENVELOPE_OVERHEAD
        })
    );
    assert!(short.iter().all(|&b| b == 0x55));
    // The next nonce is counter 1: the failed call spent none.
    let next = nonce_of(&c.encrypt(b"", b"").unwrap());
    let mut expect = first;
    expect[11] ^= 1;
    assert_eq!(next, expect);

    let mut out = [0x55u8; 8];
    for len in 0..ENVELOPE_OVERHEAD {
        let env = vec![0u8; len];
        assert_eq!(c.decrypt(b"", &env), Err(Error::InvalidLength), "len {len}");
        assert_eq!(
            c.decrypt_to(b"", &env, &mut out),
            Err(Error::InvalidLength),
            "len {len}"
        );
    }
    let env = c.encrypt(b"", &[9; 20]).unwrap();
    assert_eq!(
        c.decrypt_to(b"", &env, &mut out),
        Err(Error::BufferTooSmall { needed: 20 })
    );
    assert_eq!(out, [0x55; 8]);
}

#[test]
fn any_changed_byte_is_rejected_and_output_wiped() {
    for tier in tiers() {
        let c = HardwareAes256Gcm::new_capped(&[5; 32], tier).unwrap();
        let pt = b"thirty-three bytes of plaintext!!";
        let aad = b"header";
        let env = c.encrypt(aad, pt).unwrap();
        let mut rejected = 0;
        for i in 0..env.len() {
            for flip in [0x01u8, 0x80, 0xff] {
                let mut bad = env.clone();
                bad[i] ^= flip;
                assert_eq!(c.decrypt(aad, &bad), Err(Error::Authentication));
                let mut out = [0x55u8; 33];
                assert_eq!(
                    c.decrypt_to(aad, &bad, &mut out),
                    Err(Error::Authentication)
                );
                assert_eq!(out, [0; 33], "output not wiped (byte {i})");
                rejected += 1;
            }
        }
        assert_eq!(rejected, 3 * (pt.len() + ENVELOPE_OVERHEAD));
        // Truncated, extended, or under other AAD: rejected too.
        assert!(c.decrypt(aad, &env[..env.len() - 1]).is_err());
        assert!(c.decrypt(aad, &[&env[..], &[0]].concat()).is_err());
        assert_eq!(c.decrypt(b"other", &env), Err(Error::Authentication));
        assert_eq!(c.decrypt(aad, &env).unwrap(), pt);
    }
}

#[test]
fn debug_shows_no_key_and_sizes_are_as_documented() {
    fn send_sync<T: Send + Sync>() {}
    send_sync::<HardwareAes256Gcm>();
    send_sync::<HardwareAes256GcmIn<'static>>();
    let c = HardwareAes256Gcm::new(&[0xab; 32]).unwrap();
    c.encrypt(b"", b"").unwrap();
    let shown = format!("{c:?}");
    assert!(shown.starts_with("HardwareAes256Gcm { tier:"), "{shown}");
    assert!(!shown.contains("171"), "{shown}");
    assert_eq!(size_of::<HardwareAes256GcmKeyState>(), 368);
    // hw-gcm's cipher is the state plus its tier tag, padded to 16 bytes; the nonce state adds
    // 32 bytes (salt, counter, fork generation, padded).
    assert_eq!(size_of::<hw_gcm::HardwareAes256Gcm>(), 384);
    assert_eq!(size_of::<HardwareAes256Gcm>(), 384 + 32);
    assert_eq!(
        size_of::<HardwareAes256GcmIn<'static>>(),
        size_of::<hw_gcm::HardwareAes256GcmIn<'static>>() + 32
    );
}
