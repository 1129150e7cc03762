//! Key separation (docs/dev/security.md, finding F1), end to end: `hwcrypt taes` on a zero block
//! under key file K once printed AES_K(0^128) = H, the GHASH key of every stream under K, and H
//! plus one chunk of known plaintext let anyone replace that chunk and fix its tag. Each use now
//! runs under its own derived key, so the T-AES output is useless for the forgery.
//!
//! The forgery is implemented here (GHASH with a bit-serial GF(2^128) multiply, SP 800-38D
//! §6.3-6.4), and shown to work whenever H is right: against a version 1 stream with
//! H = AES_K(0) from the key directly, and against a version 2 stream with its real H derived
//! from the key as docs/user/stream-format.md specifies. With the H that `taes` prints, `decrypt`
//! rejects the forged stream and releases nothing.

mod common;

use common::{data, fails, keygen, ok, run, s, Scratch};
use hw_aes256::cmac::Cmac256;
use hw_aes256::Aes256;

const TAG: usize = 16;

/// X · Y in GF(2^128), SP 800-38D §6.3 Algorithm 1: bit 0 is the most significant bit of the
/// big-endian integer, R = 11100001 || 0^120.
fn gf_mul(x: u128, y: u128) -> u128 {
    const R: u128 = 0xe1 << 120;
    let (mut z, mut v) = (0u128, y);
    for i in 0..128 {
        if (x >> (127 - i)) & 1 == 1 {
            z ^= v;
        }
        v = if v & 1 == 1 { (v >> 1) ^ R } else { v >> 1 };
    }
    z
}

/// GHASH_H(A, C) of SP 800-38D §7.1: A and C each zero-padded to whole blocks, then the block
/// [len(A)]_64 || [len(C)]_64 in bits.
fn ghash(h: &[u8; 16], aad: &[u8], ct: &[u8]) -> [u8; 16] {
    let h = u128::from_be_bytes(*h);
    let mut y = 0u128;
    for part in [aad, ct] {
        for block in part.chunks(16) {
            let mut b = [0u8; 16];
            b[..block.len()].copy_from_slice(block);
            y = gf_mul(y ^ u128::from_be_bytes(b), h);
        }
    }
    let lengths = ((aad.len() as u128 * 8) << 64) | (ct.len() as u128 * 8);
    gf_mul(y ^ lengths, h).to_be_bytes()
}

/// Replaces the plaintext `known` of the GCM record `record` (ciphertext || tag, sealed with
/// `aad`) by `wanted` of the same length, and fixes the tag with `h`: the keystream part of
/// the tag, E_K(J0), cancels, so tag' = tag xor GHASH(A, C) xor GHASH(A, C').
fn forge(h: &[u8; 16], aad: &[u8], record: &mut [u8], known: &[u8], wanted: &[u8]) {
    let (ct, tag) = record.split_at_mut(record.len() - TAG);
    assert_eq!((ct.len(), known.len()), (wanted.len(), wanted.len()));
    let before = ghash(h, aad, ct);
    for ((c, k), w) in ct.iter_mut().zip(known).zip(wanted) {
        *c ^= k ^ w;
    }
    let after = ghash(h, aad, ct);
    for ((t, a), b) in tag.iter_mut().zip(before).zip(after) {
        *t ^= a ^ b;
    }
}

fn aes_zero_block(key: &[u8; 32]) -> [u8; 16] {
    let mut h = [0u8; 16];
    Aes256::new(key).unwrap().encrypt_block(&mut h);
    h
}

fn unhex(h: &str) -> Vec<u8> {
    let h: Vec<u8> = h.bytes().filter(|b| !b.is_ascii_whitespace()).collect();
    h.chunks(2)
        .map(|p| u8::from_str_radix(std::str::from_utf8(p).unwrap(), 16).unwrap())
        .collect()
}

const WANTED: &[u8; 32] = b"forged by someone holding H !!!!";

/// Control: the forgery works when H is right. A version 1 stream was sealed under the key
/// file's key itself, so H = AES_K(0); the forged stream decrypts, exit 0, to the chosen text.
#[test]
fn forgery_succeeds_on_a_v1_stream_with_h_from_the_key() {
    let doc = include_str!("../../../docs/user/stream-format.md");
    let field = |label: &str| -> Vec<u8> {
        unhex(
            &doc.lines()
                .filter_map(|l| l.strip_prefix(label))
                .filter(|r| r.starts_with(' '))
                .map(str::trim)
                .filter(|v| v.bytes().all(|b| b.is_ascii_hexdigit()))
                .collect::<String>(),
        )
    };
    let key: [u8; 32] = field("v1key").try_into().unwrap();
    let (pt, mut stream) = (field("v1plaintext"), field("v1stream"));
    const V1_HEADER: usize = 19;
    let (header, records) = stream.split_at_mut(V1_HEADER);
    forge(
        &aes_zero_block(&key),
        header,
        &mut records[..32 + TAG],
        &pt[..32],
        WANTED,
    );
    let dir = Scratch::new("forge-v1");
    let kp = dir.path("key");
    common::write_key(&kp, &common::hex(&key));
    let out = run(&["decrypt", "-k", s(&kp)], &stream);
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{err}");
    assert!(err.contains("warning: this is a version 1 stream"), "{err}");
    assert_eq!(out.stdout, [&WANTED[..], &pt[32..]].concat());
}

#[test]
fn taes_output_does_not_forge_streams_under_the_same_key_file() {
    let dir = Scratch::new("forge");
    let kp = keygen(&dir, "k");
    let key: [u8; 32] = unhex(&std::fs::read_to_string(&kp).unwrap())
        .try_into()
        .unwrap();
    // The attack's H: T-AES of a zero block, in ECB and with tweak 0 (block 0 is plain AES).
    let h_ecb: [u8; 16] = ok(
        &["taes", "encrypt", "--bits", "256", "-k", &kp, "--ecb"],
        &[0; 16],
    )
    .try_into()
    .unwrap();
    let tw = dir.path("zero.tweak");
    std::fs::write(&tw, "00".repeat(16)).unwrap();
    let h_tweak0 = ok(
        &[
            "taes",
            "encrypt",
            "--bits",
            "256",
            "-k",
            &kp,
            "--tweak-file",
            s(&tw),
        ],
        &[0; 16],
    );
    assert_eq!(h_tweak0, h_ecb);
    // Before key separation this was AES_K(0), the GHASH key of every (v1) stream under K.
    assert_ne!(h_ecb, aes_zero_block(&key));

    let pt = data(100, 5);
    let stream = ok(&["encrypt", "-k", &kp, "--chunk-size", "32"], &pt);
    const HEADER: usize = 68;
    assert_eq!(stream.len(), HEADER + 100 + 4 * TAG);
    // The stream's real H, derived as docs/user/stream-format.md specifies: Ks from the key file's
    // key, Kx from Ks and the first 12 salt bytes, H = AES_Kx(0).
    let mut ks = [0u8; 32];
    Cmac256::new(&key)
        .unwrap()
        .derive_counter(b"hwcrypt/stream", b"", &mut ks);
    let salt_head: [u8; 12] = stream[12..24].try_into().unwrap();
    let kx = Cmac256::new(&ks).unwrap().derive_xaes_key(&salt_head);
    let h_real = aes_zero_block(&kx);
    assert_ne!(h_ecb, h_real);

    let forged_with = |h: &[u8; 16]| {
        let mut v = stream.clone();
        let (header, records) = v.split_at_mut(HEADER);
        forge(h, header, &mut records[..32 + TAG], &pt[..32], WANTED);
        v
    };
    // Control: with the real H the forgery code works, and decrypt accepts the forged chunk.
    let accepted = ok(&["decrypt", "-k", &kp], &forged_with(&h_real));
    assert_eq!(accepted, [&WANTED[..], &pt[32..]].concat());
    // The attack: with the H that T-AES printed, decrypt rejects chunk 0 and releases nothing.
    let (out, err) = fails(&["decrypt", "-k", &kp], &forged_with(&h_ecb));
    assert!(out.is_empty());
    assert!(err.contains("chunk 0 failed authentication"), "{err}");
    let plain = ok(&["decrypt", "-k", &kp], &stream);
    assert_eq!(plain, pt);
}
