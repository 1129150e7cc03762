//! `hwcrypt taes`: streamed output equals hw-taes' one-shot call on the whole input, for every
//! key size, with and without a tweak, across the lengths where ciphertext stealing and the
//! streaming hold-back meet.

mod common;

use common::{data, fails, hex, ok, s, Scratch};
use hw_aes256::cmac::Cmac256;
use hw_taes::Taes;

/// The batch of the streaming loop (src/taes.rs) and its hold-back.
const BATCH: usize = 64 * 1024;
const HOLD: usize = 32;

#[test]
fn streamed_equals_one_shot_for_every_size_and_length() {
    let dir = Scratch::new("taes");
    let tweak_bytes: [u8; 16] = core::array::from_fn(|i| 0xf0 + i as u8);
    // A tweak near 2^128 so the block counter wraps inside the large inputs.
    let wrap_bytes = [0xff; 16];
    let (tw, wrap) = (dir.path("tweak"), dir.path("wrap"));
    std::fs::write(&tw, hex(&tweak_bytes) + "\n").unwrap();
    std::fs::write(&wrap, hex(&wrap_bytes)).unwrap();
    let lengths = [
        0,
        16,
        17,
        31,
        32,
        33,
        47,
        BATCH - 1,
        BATCH,
        BATCH + 1,
        BATCH + HOLD - 1,
        BATCH + HOLD,
        BATCH + HOLD + 1,
        BATCH + HOLD + 15,
        BATCH + HOLD + 16,
        3 * BATCH + 5,
        3 * BATCH + HOLD,
    ];
    let mut cases = 0;
    let file_key: [u8; 32] = data(32, 3).try_into().unwrap();
    let kp = dir.path("k");
    common::write_key(&kp, &hex(&file_key));
    for key_len in [16usize, 24, 32] {
        // The T-AES key is derived from the key file's (docs/user/taes.md, "Keys in the CLI").
        let mut key = [0u8; 32];
        Cmac256::new(&file_key)
            .unwrap()
            .derive_counter(b"hwcrypt/taes", b"", &mut key[..key_len]);
        let taes = Taes::new(&key[..key_len]).unwrap();
        let bits = (key_len * 8).to_string();
        for (tweak_file, tweak) in [
            (None, None),
            (Some(&tw), Some(u128::from_be_bytes(tweak_bytes))),
            (Some(&wrap), Some(u128::MAX)),
        ] {
            for &len in &lengths {
                let pt = data(len, len as u64 + 7);
                let mut args = vec!["taes", "encrypt", "--bits", &bits, "-k", s(&kp)];
                match tweak_file {
                    Some(t) => args.extend(["--tweak-file", s(t)]),
                    None => args.push("--ecb"),
                }
                let ct = ok(&args, &pt);
                assert_eq!(ct.len(), pt.len(), "length {len}");
                let mut want = pt.clone();
                taes.encrypt(tweak, &mut want).unwrap();
                assert!(ct == want, "{bits} bits, tweak {tweak:?}, length {len}");
                if len >= 16 {
                    assert_ne!(ct, pt);
                }
                args[1] = "decrypt";
                assert!(
                    ok(&args, &ct) == pt,
                    "{bits} bits, length {len}: round trip"
                );
                cases += 1;
            }
        }
    }
    assert_eq!(cases, 3 * 3 * lengths.len());
}

#[test]
fn short_inputs_mismatched_bits_and_bad_files_fail_cleanly() {
    let dir = Scratch::new("taes-bad");
    let k = dir.path("k");
    common::write_key(&k, &hex(&[7; 32]));
    for len in [1, 15] {
        let (out, err) = fails(
            &["taes", "encrypt", "--bits", "256", "-k", s(&k), "--ecb"],
            &data(len, 1),
        );
        assert!(out.is_empty());
        assert!(err.contains(&format!("input is {len} bytes")), "{err}");
    }
    // Key files are 256-bit keys whatever --bits is: the T-AES key is derived from them.
    let short = dir.path("short");
    common::write_key(&short, &hex(&[7; 16]));
    let (_, err) = fails(
        &["taes", "decrypt", "--bits", "128", "-k", s(&short), "--ecb"],
        b"",
    );
    assert!(
        err.contains("holds 32 hex digits; it must hold 64 (256 bits)"),
        "{err}"
    );
    let tw = dir.path("tw");
    std::fs::write(&tw, hex(&[1; 15])).unwrap();
    let (_, err) = fails(
        &[
            "taes",
            "encrypt",
            "--bits",
            "256",
            "-k",
            s(&k),
            "--tweak-file",
            s(&tw),
        ],
        &[0; 32],
    );
    assert!(
        err.contains("tweak file") && err.contains("30 hex digits"),
        "{err}"
    );
    let out = common::run(
        &["taes", "encrypt", "--bits", "512", "-k", s(&k), "--ecb"],
        b"",
    );
    assert_eq!(out.status.code(), Some(2));
    let help = String::from_utf8(common::run(&["taes", "--help"], b"").stdout).unwrap();
    assert!(help.contains("never from passwords"), "{help}");
    assert!(help.contains("Research status"), "{help}");
    assert!(help.contains("one-byte related-key difference"), "{help}");
}

/// F6: without a tweak file, ECB must be asked for; `--ecb` and a tweak file exclude each other.
#[test]
fn ecb_is_an_explicit_opt_in() {
    let dir = Scratch::new("taes-ecb");
    let (k, tw) = (dir.path("k"), dir.path("tw"));
    common::write_key(&k, &hex(&[7; 32]));
    std::fs::write(&tw, hex(&[0; 16])).unwrap();
    let base = ["taes", "encrypt", "--bits", "256", "-k", s(&k)];
    let out = common::run(&base, &[0; 32]);
    assert_eq!(out.status.code(), Some(2));
    assert!(out.stdout.is_empty());
    let err = String::from_utf8(out.stderr).unwrap();
    assert!(err.contains("--ecb"), "{err}");
    let both = [&base[..], &["--ecb", "--tweak-file", s(&tw)]].concat();
    let out = common::run(&both, &[0; 32]);
    assert_eq!(out.status.code(), Some(2));
    assert!(out.stdout.is_empty());
    // With --ecb, equal blocks give equal output blocks; with a tweak they differ.
    let ecb = ok(&[&base[..], &["--ecb"]].concat(), &[0; 32]);
    assert_eq!(ecb[..16], ecb[16..]);
    let tweaked = ok(&[&base[..], &["--tweak-file", s(&tw)]].concat(), &[0; 32]);
    assert_ne!(tweaked[..16], tweaked[16..]);
    // Tweak 0 makes block 0 plain AES under the T-AES key.
    assert_eq!(tweaked[..16], ecb[..16]);
}
