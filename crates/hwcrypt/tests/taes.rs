//! `hwcrypt taes`: streamed output equals hw-taes' one-shot call on the whole input, for every
//! key size, with and without a tweak, across the lengths where ciphertext stealing and the
//! streaming hold-back meet.

mod common;

use common::{data, fails, ok, s, Scratch};
use hw_taes::Taes;

/// The batch of the streaming loop (src/taes.rs) and its hold-back.
const BATCH: usize = 64 * 1024;
const HOLD: usize = 32;

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

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
    for key_len in [16usize, 24, 32] {
        let key = data(key_len, key_len as u64);
        let kp = dir.path(&format!("k{key_len}"));
        std::fs::write(&kp, hex(&key)).unwrap();
        let taes = Taes::new(&key).unwrap();
        let bits = (key_len * 8).to_string();
        for (tweak_file, tweak) in [
            (None, None),
            (Some(&tw), Some(u128::from_be_bytes(tweak_bytes))),
            (Some(&wrap), Some(u128::MAX)),
        ] {
            for &len in &lengths {
                let pt = data(len, len as u64 + 7);
                let mut args = vec!["taes", "encrypt", "--bits", &bits, "-k", s(&kp)];
                if let Some(t) = tweak_file {
                    args.extend(["--tweak-file", s(t)]);
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
    std::fs::write(&k, hex(&[7; 32])).unwrap();
    for len in [1, 15] {
        let (out, err) = fails(
            &["taes", "encrypt", "--bits", "256", "-k", s(&k)],
            &data(len, 1),
        );
        assert!(out.is_empty());
        assert!(err.contains(&format!("input is {len} bytes")), "{err}");
    }
    let (_, err) = fails(&["taes", "encrypt", "--bits", "128", "-k", s(&k)], b"");
    assert!(
        err.contains("holds a 256-bit key, but --bits is 128"),
        "{err}"
    );
    let short = dir.path("short");
    std::fs::write(&short, "0011").unwrap();
    let (_, err) = fails(&["taes", "decrypt", "--bits", "128", "-k", s(&short)], b"");
    assert!(err.contains("32, 48 or 64 hex digits"), "{err}");
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
    let out = common::run(&["taes", "encrypt", "--bits", "512", "-k", s(&k)], b"");
    assert_eq!(out.status.code(), Some(2));
    let help = String::from_utf8(common::run(&["taes", "--help"], b"").stdout).unwrap();
    assert!(help.contains("never from passwords"), "{help}");
}
