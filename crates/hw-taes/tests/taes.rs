//! T-AES on every tier this CPU supports: FIPS 197 / AESAVS known answers with tweak zero and
//! without a tweak, the committed reference vectors (`tests/taes_kat.txt`), random cross-checks
//! against the independent implementation in `support/reference.rs`, round trips for every
//! length 0..=1100 and some large ones, the streaming property, wrong keys and tweaks, and the
//! errors. Each test asserts which kernel tier ran and counts its cases.

#[path = "support/reference.rs"]
mod reference;

use hw_cpu::counters;
use hw_taes::{Error, Taes, Tier};
use hw_test_vectors::{on_every_tier, Fill};

const KEY_LENS: [usize; 3] = [16, 24, 32];

/// Every tier this CPU supports, each asserted to be the tier its kernel runs.
fn tiers() -> Vec<Tier> {
    let t = hw_test_vectors::tiers();
    #[cfg(target_arch = "x86_64")]
    if std::is_x86_feature_detected!("vaes") && std::is_x86_feature_detected!("avx512f") {
        assert_eq!(
            t,
            [Tier::AesNiClmul, Tier::VaesAvx2, Tier::VaesAvx512],
            "this CPU must run every x86_64 tier"
        );
    }
    t
}

/// The kernel tier a cap selects: every tier has its own.
fn kernel_for(cap: Tier) -> Tier {
    cap
}

/// A key capped at `tier`, checked to run that tier: key expansion on the baseline kernel,
/// encryption and decryption on the tier's own.
fn key(k: &[u8], tier: Tier) -> Taes {
    let before = counters::snapshot();
    let t = Taes::new_capped(k, tier).expect("this CPU has hardware AES");
    assert_eq!(t.tier(), kernel_for(tier));
    assert_eq!(t.bits() as usize, k.len() * 8);
    let ran: Vec<Tier> = counters::grown_since(before).collect();
    assert_eq!(ran, [Tier::ALL[0]], "key expansion");
    for dec in [false, true] {
        let before = counters::snapshot();
        let mut buf = [0u8; 16 * 37 + 5];
        if dec {
            t.decrypt(Some(1), &mut buf).unwrap();
        } else {
            t.encrypt(Some(1), &mut buf).unwrap();
        }
        let ran: Vec<Tier> = counters::grown_since(before).collect();
        assert_eq!(ran, [t.tier()], "kernel (decrypt: {dec})");
    }
    t
}

#[test]
fn every_cap_selects_its_kernel() {
    let mut n = 0;
    for &cap in Tier::ALL {
        if hw_cpu::select(cap).map(|s| s.tier()) == Ok(cap) {
            key(&[1; 32], cap);
            n += 1;
        }
    }
    assert!(n >= 1);
    #[cfg(target_arch = "x86_64")]
    if std::is_x86_feature_detected!("avx512f") && std::is_x86_feature_detected!("vaes") {
        assert_eq!(n, 3);
    }
}

#[test]
fn fips197_appendix_c_all_key_sizes() {
    let text = hw_test_vectors::read("fips197/aes_tests.txt");
    let mut sizes = Vec::new();
    for tier in tiers() {
        let mut ran = 0;
        for mut rec in hw_test_vectors::parse_rsp(&text).unwrap() {
            let mode = rec.take("Mode").unwrap();
            let k = rec.take_hex("Key").unwrap();
            let pt = rec.take_hex("Plaintext").unwrap();
            let ct = rec.take_hex("Ciphertext").unwrap();
            rec.finish().unwrap();
            if mode != "Raw" {
                continue;
            }
            let t = key(&k, tier);
            for tweak in [None, Some(0)] {
                let mut b = pt.clone();
                t.encrypt(tweak, &mut b).unwrap();
                assert_eq!(b, ct, "{}-bit key, tweak {tweak:?} on {tier}", k.len() * 8);
                t.decrypt(tweak, &mut b).unwrap();
                assert_eq!(b, pt);
            }
            sizes.push(k.len());
            ran += 1;
        }
        assert_eq!(ran, 3, "FIPS 197 C.1, C.2, C.3");
    }
    sizes.sort();
    sizes.dedup();
    assert_eq!(sizes, KEY_LENS);
}

#[test]
fn aesavs_256_known_answers_with_tweak_zero() {
    let kats = hw_test_vectors::aes256_kats();
    on_every_tier(&kats, 811, |tier, kat| {
        let t = Taes::new_capped(&kat.key, tier).unwrap();
        // Ten copies: the tweak is zero only for block 0 with Some(0), so use None for the
        // batch (every block plain AES) and Some(0) for a single block.
        let mut b = kat.plaintext;
        t.encrypt(Some(0), &mut b).unwrap();
        assert_eq!(b, kat.ciphertext, "{} on {tier}", kat.source);
        let mut many: Vec<u8> = kat.plaintext.repeat(21);
        t.encrypt(None, &mut many).unwrap();
        assert!(
            many.chunks(16).all(|c| c == kat.ciphertext),
            "{}",
            kat.source
        );
        t.decrypt(None, &mut many).unwrap();
        assert!(many.chunks(16).all(|c| c == kat.plaintext));
    });
}

#[test]
fn reference_agrees_with_aes_crate_for_tweak_zero() {
    use aes::cipher::{BlockEncrypt, KeyInit};
    let mut f = Fill(1);
    let mut ran = 0;
    for len in KEY_LENS {
        for _ in 0..50 {
            let k = f.bytes(len);
            let pt: [u8; 16] = f.bytes(16).try_into().unwrap();
            let mut want = aes::Block::clone_from_slice(&pt);
            match len {
                16 => aes::Aes128::new_from_slice(&k)
                    .unwrap()
                    .encrypt_block(&mut want),
                24 => aes::Aes192::new_from_slice(&k)
                    .unwrap()
                    .encrypt_block(&mut want),
                _ => aes::Aes256::new_from_slice(&k)
                    .unwrap()
                    .encrypt_block(&mut want),
            }
            assert_eq!(
                reference::encrypt(&k, Some(0), &pt).unwrap(),
                want.as_slice()
            );
            assert_eq!(reference::encrypt(&k, None, &pt).unwrap(), want.as_slice());
            ran += 1;
        }
    }
    assert_eq!(ran, 150);
}

#[test]
fn random_cross_check_against_reference() {
    let mut f = Fill(2);
    for tier in tiers() {
        let mut ran = 0;
        for len in KEY_LENS {
            for i in 0..60 {
                let k = f.bytes(len);
                let t = Taes::new_capped(&k, tier).unwrap();
                // Lengths around every batch size of every kernel; tweaks random and near the
                // 2^64 and 2^128 boundaries (the carries of the key sum itself are aimed at
                // below).
                let mlen = [16, 17, 31, 32, 127, 128, 129, 255, 256, 257, 300, 1024 + 15][i % 12];
                let tweak = match i % 4 {
                    0 => None,
                    1 => Some(f.u128()),
                    2 => Some((u64::MAX as u128) - (i as u128 % 20)),
                    _ => Some(u128::MAX - (i as u128 % 20)),
                };
                let pt = f.bytes(mlen);
                let want = reference::encrypt(&k, tweak, &pt).unwrap();
                let mut buf = pt.clone();
                t.encrypt(tweak, &mut buf).unwrap();
                assert_eq!(
                    buf, want,
                    "{len}-byte key, {mlen} bytes, {tweak:?} on {tier}"
                );
                t.decrypt(tweak, &mut buf).unwrap();
                assert_eq!(buf, pt);
                ran += 1;
            }
        }
        assert_eq!(ran, 180);
    }
}

/// One committed vector: key, tweak, plaintext, ciphertext.
type Kat = (Vec<u8>, Option<u128>, Vec<u8>, Vec<u8>);

/// Parses `tests/taes_kat.txt`: records `KEY`, `TWEAK` (hex or `none`), `PT`, `CT`.
fn committed_kats() -> Vec<Kat> {
    let text = include_str!("taes_kat.txt");
    hw_test_vectors::parse_rsp(text)
        .unwrap()
        .into_iter()
        .map(|mut r| {
            let k = r.take_hex("KEY").unwrap();
            let tw = r.take("TWEAK").unwrap();
            let pt = r.take_hex("PT").unwrap();
            let ct = r.take_hex("CT").unwrap();
            r.finish().unwrap();
            let tweak = (tw != "none")
                .then(|| u128::from_be_bytes(hw_test_vectors::hex(&tw).try_into().unwrap()));
            (k, tweak, pt, ct)
        })
        .collect()
}

#[test]
fn committed_reference_vectors() {
    let kats = committed_kats();
    for (k, tweak, pt, ct) in &kats {
        assert_eq!(&reference::encrypt(k, *tweak, pt).unwrap(), ct, "reference");
    }
    on_every_tier(&kats, 18, |tier, (k, tweak, pt, ct)| {
        let t = key(k, tier);
        let mut buf = pt.clone();
        t.encrypt(*tweak, &mut buf).unwrap();
        assert_eq!(
            &buf,
            ct,
            "{}-byte key {tweak:?} len {} on {tier}",
            k.len(),
            pt.len()
        );
        t.decrypt(*tweak, &mut buf).unwrap();
        assert_eq!(&buf, pt);
    });
}

/// Prints the committed vectors from the reference (run with `--ignored --nocapture` to
/// regenerate `tests/taes_kat.txt`).
#[test]
#[ignore]
fn print_reference_vectors() {
    let mut f = Fill(0x7ae5);
    for (i, len) in KEY_LENS.into_iter().enumerate() {
        // (tweak, message length); a `Sum(s)` tweak is chosen so that K_m + T = s, which puts
        // the key sum's own carry (64-bit, 2^128 wrap) inside the message.
        enum Tw {
            None,
            Fixed(u128),
            Sum(u128),
        }
        let cases = [
            (Tw::None, 48),
            (Tw::Fixed(0x0001_0203_0405_0607_0809_0a0b_0c0d_0e0f), 64),
            (Tw::Fixed(u128::MAX - 1), 37),
            (Tw::Fixed((u64::MAX as u128) - 2), 16 * 9 + 7 + i),
            (Tw::Sum((1u128 << 64) - 3), 16 * 9 + 7 + i),
            (Tw::Sum(u128::MAX - 1), 16 * 3 + 1),
        ];
        for (tw, mlen) in cases {
            let k = f.bytes(len);
            let rk = reference::expand(&k);
            let mid = u128::from_be_bytes(rk[(rk.len() - 1) / 2]);
            let tweak = match tw {
                Tw::None => None,
                Tw::Fixed(t) => Some(t),
                Tw::Sum(s) => Some(s.wrapping_sub(mid)),
            };
            let pt = f.bytes(mlen);
            let ct = reference::encrypt(&k, tweak, &pt).unwrap();
            let hex = |b: &[u8]| b.iter().map(|x| format!("{x:02x}")).collect::<String>();
            println!("KEY = {}", hex(&k));
            match tweak {
                Some(t) => println!("TWEAK = {}", hex(&t.to_be_bytes())),
                None => println!("TWEAK = none"),
            }
            println!("PT = {}\nCT = {}\n", hex(&pt), hex(&ct));
        }
    }
}

#[test]
fn round_trip_every_length() {
    let mut f = Fill(3);
    let lens: Vec<usize> = (0..=1100)
        .chain([4096, 4096 + 15, 65536 + 33, 1 << 20])
        .collect();
    for tier in tiers() {
        let mut ran = 0;
        for klen in KEY_LENS {
            let k = f.bytes(klen);
            let t = key(&k, tier);
            let data = f.bytes(1 << 20);
            for tweak in [None, Some(f.u128())] {
                for &len in &lens {
                    let pt = &data[..len];
                    let mut buf = pt.to_vec();
                    let r = t.encrypt(tweak, &mut buf);
                    if (1..16).contains(&len) {
                        assert_eq!(r, Err(Error::InputTooShort { len }));
                        assert_eq!(
                            t.decrypt(tweak, &mut buf),
                            Err(Error::InputTooShort { len })
                        );
                        assert_eq!(buf, pt, "untouched on error");
                        ran += 1;
                        continue;
                    }
                    r.unwrap();
                    assert_eq!(buf.len(), len);
                    if len >= 16 {
                        assert_ne!(buf, pt, "len {len}");
                    }
                    t.decrypt(tweak, &mut buf).unwrap();
                    assert_eq!(buf, pt, "len {len} {tweak:?} on {tier}");
                    ran += 1;
                }
            }
        }
        assert_eq!(ran, 3 * 2 * (1101 + 4));
    }
}

#[test]
fn tiers_agree_on_large_inputs() {
    let mut f = Fill(4);
    let tiers = tiers();
    let mut ran = 0;
    for klen in KEY_LENS {
        let k = f.bytes(klen);
        for tweak in [None, Some(f.u128()), Some(u128::MAX - 40)] {
            for len in [16 * 16, 16 * 17 + 1, 16 * 63 + 15, 100_000] {
                let pt = f.bytes(len);
                let outs: Vec<Vec<u8>> = tiers
                    .iter()
                    .map(|&tier| {
                        let mut b = pt.clone();
                        Taes::new_capped(&k, tier)
                            .unwrap()
                            .encrypt(tweak, &mut b)
                            .unwrap();
                        b
                    })
                    .collect();
                assert!(
                    outs.windows(2).all(|w| w[0] == w[1]),
                    "{klen} {tweak:?} {len}"
                );
                if len <= 16 * 63 + 15 {
                    assert_eq!(outs[0], reference::encrypt(&k, tweak, &pt).unwrap());
                }
                ran += 1;
            }
        }
    }
    assert_eq!(ran, 3 * 3 * 4);
}

#[test]
fn streaming_property() {
    let mut f = Fill(5);
    for tier in tiers() {
        let mut ran = 0;
        for klen in KEY_LENS {
            let t = Taes::new_capped(&f.bytes(klen), tier).unwrap();
            for (a_blocks, b_len) in [
                (0, 16),
                (1, 0),
                (1, 16),
                (3, 17),
                (8, 33),
                (17, 1000),
                (64, 255),
            ] {
                let a = f.bytes(16 * a_blocks);
                let b = f.bytes(b_len);
                let whole: Vec<u8> = [a.clone(), b.clone()].concat();
                for tweak in [None, Some(f.u128()), Some(u128::MAX)] {
                    let next = tweak.map(|t| t.wrapping_add(a_blocks as u128));
                    let mut one = whole.clone();
                    t.encrypt(tweak, &mut one).unwrap();
                    let (mut pa, mut pb) = (a.clone(), b.clone());
                    t.encrypt(tweak, &mut pa).unwrap();
                    t.encrypt(next, &mut pb).unwrap();
                    assert_eq!(one, [pa, pb].concat(), "encrypt {a_blocks} + {b_len}");
                    let (mut da, mut db) =
                        (one[..16 * a_blocks].to_vec(), one[16 * a_blocks..].to_vec());
                    t.decrypt(tweak, &mut da).unwrap();
                    t.decrypt(next, &mut db).unwrap();
                    assert_eq!([da, db].concat(), whole, "decrypt {a_blocks} + {b_len}");
                    ran += 1;
                }
            }
        }
        assert_eq!(ran, 3 * 7 * 3);
    }
}

#[test]
fn tweak_changes_every_block_and_none_is_ecb() {
    let mut f = Fill(6);
    for tier in tiers() {
        for klen in KEY_LENS {
            let t = Taes::new_capped(&f.bytes(klen), tier).unwrap();
            let block = f.bytes(16);
            let pt = block.repeat(40);
            let mut ecb = pt.clone();
            t.encrypt(None, &mut ecb).unwrap();
            assert!(
                ecb.chunks(16).all(|c| c == &ecb[..16]),
                "ECB: equal blocks, equal output"
            );
            let mut tw = pt.clone();
            t.encrypt(Some(0), &mut tw).unwrap();
            assert_eq!(&tw[..16], &ecb[..16], "tweak 0 on block 0 is plain AES");
            let mut seen: Vec<&[u8]> = tw.chunks(16).collect();
            seen.sort();
            seen.dedup();
            assert_eq!(seen.len(), 40, "each block has its own tweak");
        }
    }
}

#[test]
fn wrong_key_or_tweak_never_yields_the_plaintext() {
    let mut f = Fill(7);
    for tier in tiers() {
        let mut ran = 0;
        for klen in KEY_LENS {
            let k = f.bytes(klen);
            let t = Taes::new_capped(&k, tier).unwrap();
            for len in [16, 23, 64, 100, 1000] {
                let pt = f.bytes(len);
                let tweak = f.u128();
                let mut ct = pt.clone();
                t.encrypt(Some(tweak), &mut ct).unwrap();
                // One bit of the key, of the tweak, or no tweak at all.
                let mut k2 = k.clone();
                k2[len % klen] ^= 1;
                let other = Taes::new_capped(&k2, tier).unwrap();
                let attempts: [(&Taes, Option<u128>); 5] = [
                    (&other, Some(tweak)),
                    (&t, Some(tweak ^ 1)),
                    (&t, Some(tweak.wrapping_add(1))),
                    (&t, Some(tweak ^ (1 << 127))),
                    (&t, None),
                ];
                for (key, tw) in attempts {
                    let mut b = ct.clone();
                    key.decrypt(tw, &mut b).unwrap();
                    assert_ne!(b, pt);
                    // No full block of the plaintext comes out either.
                    assert!(b
                        .chunks_exact(16)
                        .zip(pt.chunks_exact(16))
                        .all(|(x, y)| x != y));
                    ran += 1;
                }
            }
        }
        assert_eq!(ran, 3 * 5 * 5);
    }
}

#[test]
fn errors_are_typed_and_explained() {
    for bad in [0, 1, 15, 17, 20, 31, 33, 64] {
        let e = Taes::new(&vec![0u8; bad]).unwrap_err();
        assert_eq!(e, Error::InvalidKeyLength { len: bad });
        assert!(e.to_string().contains("16, 24 or 32"), "{e}");
    }
    let t = Taes::new(&[0; 16]).unwrap();
    for len in 1..16 {
        let mut b = vec![0xa5; len];
        let e = t.encrypt(None, &mut b).unwrap_err();
        assert_eq!(e, Error::InputTooShort { len });
        assert!(e.to_string().contains("at least 16 bytes"), "{e}");
        assert_eq!(t.decrypt(Some(3), &mut b), Err(e));
        assert_eq!(b, vec![0xa5; len]);
    }
    assert_eq!(t.encrypt(Some(1), &mut []), Ok(()));
    assert_eq!(t.decrypt(None, &mut []), Ok(()));
    let u = Error::UnsupportedCpu(hw_cpu::Unsupported { missing: "aes" });
    assert!(u.to_string().contains("aes"));
    let _: &dyn std::error::Error = &u;
    let dbg = format!("{t:?}");
    assert!(dbg.contains("bits: 128") && !dbg.contains("0, 0"), "{dbg}");
}

#[test]
fn default_constructor_picks_the_best_tier() {
    let t = Taes::new(&[0; 24]).unwrap();
    assert_eq!(t.bits(), 192);
    assert_eq!(
        t.tier(),
        kernel_for(hw_cpu::select(Tier::BEST).unwrap().tier())
    );
}

#[test]
fn key_sum_carries_at_every_lane_position_and_wraps_at_2_128() {
    let mut f = Fill(8);
    // The kernels add T + j to K_m, so the carries that matter are those of the sum K_m + T + j.
    // Aim the sum just below a carry out of the low 64 bits and just below the 2^128 wrap, at
    // each of the 16 positions of a VAES group and in the tails; lengths that use groups,
    // pairs, single blocks and stealing.
    let sums: Vec<u128> = (1..=20u128)
        .map(|d| (1u128 << 64) - d)
        .chain((1..=20u128).map(|d| 0u128.wrapping_sub(d)))
        .collect();
    for tier in tiers() {
        let mut ran = 0;
        for klen in KEY_LENS {
            let k = f.bytes(klen);
            let rk = reference::expand(&k);
            let mid = u128::from_be_bytes(rk[(rk.len() - 1) / 2]);
            let t = Taes::new_capped(&k, tier).unwrap();
            for &sum in &sums {
                let start = sum.wrapping_sub(mid);
                for len in [16 * 5, 16 * 16, 16 * 37 + 5] {
                    let pt = f.bytes(len);
                    let mut buf = pt.clone();
                    t.encrypt(Some(start), &mut buf).unwrap();
                    let want = reference::encrypt(&k, Some(start), &pt).unwrap();
                    assert_eq!(buf, want, "K_m + T = {sum:#x}, len {len} on {tier}");
                    t.decrypt(Some(start), &mut buf).unwrap();
                    assert_eq!(buf, pt);
                    ran += 1;
                }
            }
        }
        assert_eq!(ran, 3 * 40 * 3);
    }
}
