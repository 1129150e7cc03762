//! AES-256 known answers (FIPS 197 C.3, NIST CAVP AESAVS KATs, SP 800-38A F.5.5) and counter-mode
//! properties, on every tier this CPU supports.

use hw_aes256::{Aes256, Ctr32Overflow, Tier};
use hw_cpu::counters;

/// The counter-mode kernel this crate runs for a tier: each tier has its own. Key expansion,
/// single blocks, ECB and the 32-bit counter run AES-NI on every tier.
fn kernel_for(tier: Tier) -> Tier {
    tier
}

/// Builds a key capped at `tier`; checks the tier, that key expansion ran AES-NI, and that
/// 128-bit counter mode runs the tier's own kernel.
fn key(k: &[u8; 32], tier: Tier) -> Aes256 {
    let before = counters::snapshot();
    let aes = Aes256::new_capped(k, tier).expect("this CPU has AES-NI");
    assert_eq!(aes.tier(), kernel_for(tier), "capped at {tier}");
    let ran: Vec<Tier> = counters::grown_since(before).collect();
    // The architecture's baseline kernel (AES-NI, or ARMv8 AES) expands keys on every tier.
    assert_eq!(ran, [Tier::ALL[0]], "key expansion");
    let before = counters::snapshot();
    aes.apply_ctr128(&[0; 16], &mut [0u8; 300]);
    let ran: Vec<Tier> = counters::grown_since(before).collect();
    assert_eq!(ran, [aes.tier()], "128-bit counter mode");
    aes
}

use hw_test_vectors::{on_every_tier, tiers};

#[test]
fn nist_and_fips197_known_answers() {
    let kats = hw_test_vectors::aes256_kats();
    // Cases: 512 VarKey + 256 VarTxt + 10 GFSbox + 32 KeySbox + FIPS-197 C.3.
    on_every_tier(&kats, 811, |tier, kat| {
        let aes = key(&kat.key, tier);
        let mut b = kat.plaintext;
        aes.encrypt_block(&mut b);
        assert_eq!(b, kat.ciphertext, "{} on {tier}", kat.source);
        // The same case through the multi-block path, at every position of an 8-block batch.
        let mut many = [kat.plaintext; 11];
        aes.encrypt_blocks(&mut many);
        assert!(
            many.iter().all(|c| *c == kat.ciphertext),
            "{} (batch)",
            kat.source
        );
    });
}

#[test]
fn sp800_38a_f55_ctr() {
    let (k, ctr, pt, ct) = hw_test_vectors::sp800_38a_ctr_aes256();
    for tier in tiers() {
        let aes = key(&k, tier);
        let mut d = pt.clone();
        let next = aes.apply_ctr128(&ctr, &mut d);
        assert_eq!(d, ct);
        assert_eq!(u128::from_be_bytes(next), u128::from_be_bytes(ctr) + 4);
        // No carry leaves the low 32 bits here, so inc32 gives the same keystream.
        let mut d = pt.clone();
        assert!(aes.apply_ctr32(&ctr, &mut d).is_ok());
        assert_eq!(d, ct);
    }
}

/// The keystream expected from encrypting the counter blocks one by one.
fn keystream(aes: &Aes256, counters: impl Iterator<Item = [u8; 16]>, len: usize) -> Vec<u8> {
    let mut out = Vec::new();
    for mut c in counters {
        aes.encrypt_block(&mut c);
        out.extend_from_slice(&c);
        if out.len() >= len {
            break;
        }
    }
    out.truncate(len);
    out
}

/// Counter blocks `start`, `start + 1`, ... with the increment in the low word only (`inc32`).
fn inc32_blocks(start: [u8; 16]) -> impl Iterator<Item = [u8; 16]> {
    let low = u32::from_be_bytes(start[12..].try_into().unwrap());
    (0u32..).map(move |i| {
        let mut c = start;
        c[12..].copy_from_slice(&low.wrapping_add(i).to_be_bytes());
        c
    })
}

#[test]
fn ctr32_carries_within_the_low_word_and_matches_blockwise() {
    let k: [u8; 32] = core::array::from_fn(|i| (i * 7 + 3) as u8);
    // 0x7fff_fffa: the carry runs through all four bytes of the low word after 6 blocks.
    let mut start = [0xabu8; 16];
    start[12..].copy_from_slice(&0x7fff_fffau32.to_be_bytes());
    let mut cases = 0;
    for tier in tiers() {
        let aes = key(&k, tier);
        for len in (0..=300).chain([1024, 1031]) {
            let mut d = vec![0u8; len];
            let next = aes.apply_ctr32(&start, &mut d).unwrap();
            assert_eq!(d, keystream(&aes, inc32_blocks(start), len), "len {len}");
            let blocks = len.div_ceil(16) as u32;
            assert_eq!(next[..12], start[..12], "inc32 must not touch the nonce");
            assert_eq!(next[12..], (0x7fff_fffa + blocks).to_be_bytes());
            cases += 1;
        }
    }
    assert_eq!(cases, 303 * tiers().len());
}

#[test]
fn ctr32_refuses_data_that_would_wrap_the_low_word() {
    let k: [u8; 32] = core::array::from_fn(|i| (i * 5 + 1) as u8);
    let mut cases = 0;
    for tier in tiers() {
        let aes = key(&k, tier);
        // `left` counter values remain before the low word would wrap: 16 * left bytes fit
        // (the last one uses 0xffff_ffff and the returned block wraps to low word 0), one more
        // byte needs a block too many.
        for left in [1u32, 2, 6, 9, 17] {
            let mut start = [0x5cu8; 16];
            start[12..].copy_from_slice(&0u32.wrapping_sub(left).to_be_bytes());
            let fits = 16 * left as usize;
            for len in [0, 1, fits - 1, fits] {
                let mut d = vec![0u8; len];
                let next = aes.apply_ctr32(&start, &mut d);
                let mut expect_next = start;
                let low = 0u32
                    .wrapping_sub(left)
                    .wrapping_add(len.div_ceil(16) as u32);
                expect_next[12..].copy_from_slice(&low.to_be_bytes());
                assert_eq!(next, Ok(expect_next), "left {left} len {len} on {tier}");
                assert_eq!(d, keystream(&aes, inc32_blocks(start), len));
                cases += 1;
            }
            for len in [fits + 1, fits + 16, fits + 17, 4096] {
                let mut d = vec![0x33u8; len];
                assert_eq!(
                    aes.apply_ctr32(&start, &mut d),
                    Err(Ctr32Overflow {
                        blocks_needed: len.div_ceil(16) as u64,
                        blocks_left: u64::from(left),
                    }),
                    "left {left} len {len} on {tier}"
                );
                assert!(d.iter().all(|&b| b == 0x33), "wrote on overflow");
                cases += 1;
            }
        }
        // The message says what happened and what to do.
        let err = aes.apply_ctr32(&[0xff; 16], &mut [0; 17]).unwrap_err();
        assert!(err
            .to_string()
            .contains("needs 2 blocks and only 1 are left"));
        assert!(err.to_string().contains("nothing was encrypted"));
    }
    assert_eq!(cases, 5 * 8 * tiers().len());
}

#[test]
fn ctr128_carries_across_the_whole_block() {
    let k = [0x42u8; 32];
    let start = (u64::MAX as u128 - 2).to_be_bytes();
    for tier in tiers() {
        let aes = key(&k, tier);
        for len in [0, 1, 16, 47, 128, 200] {
            let mut d = vec![0u8; len];
            aes.apply_ctr128(&start, &mut d);
            let base = u128::from_be_bytes(start);
            let expect = keystream(&aes, (0u128..).map(|i| (base + i).to_be_bytes()), len);
            assert_eq!(d, expect, "len {len}");
        }
    }
}

#[test]
fn ctr128_carries_at_every_lane_position_and_wraps_at_2_128() {
    let k: [u8; 32] = core::array::from_fn(|i| (i * 3 + 1) as u8);
    // Starts just below a 64-bit carry (at each of the 16 positions of a 256-byte iteration and
    // in the tail) and just below the 2^128 wrap.
    let starts = (1..=20u128)
        .map(|d| (1u128 << 64) - d)
        .chain((1..=20u128).map(|d| 0u128.wrapping_sub(d)));
    for tier in tiers() {
        let aes = key(&k, tier);
        for start in starts.clone() {
            for len in [16 * 5, 255, 256, 257, 16 * 37 + 3] {
                let mut d = vec![0u8; len];
                let next = aes.apply_ctr128(&start.to_be_bytes(), &mut d);
                let expect = keystream(
                    &aes,
                    (0u128..).map(|i| start.wrapping_add(i).to_be_bytes()),
                    len,
                );
                assert_eq!(d, expect, "start {start:#x} len {len} on {tier}");
                let blocks = len.div_ceil(16) as u128;
                assert_eq!(u128::from_be_bytes(next), start.wrapping_add(blocks));
            }
        }
    }
}

#[test]
fn fill_ctr128_writes_the_keystream_apply_ctr128_xors() {
    let k = [0x5au8; 32];
    let ctr = [0x11u8; 16];
    for tier in tiers() {
        let aes = key(&k, tier);
        for len in (0..=300).chain([4096, 65536 + 17]) {
            let mut a = vec![0u8; len];
            let na = aes.apply_ctr128(&ctr, &mut a);
            let mut b = vec![0xa5u8; len];
            let nb = aes.fill_ctr128(&ctr, &mut b);
            assert_eq!(a, b, "len {len} on {tier}");
            assert_eq!(na, nb);
        }
    }
}

#[test]
fn default_constructor_picks_hardware() {
    let aes = Aes256::new(&[0; 32]).expect("this CPU has AES-NI");
    let best = hw_cpu::select(Tier::BEST).unwrap().tier();
    assert_eq!(aes.tier(), kernel_for(best));
    #[cfg(target_arch = "x86_64")]
    assert!(std::is_x86_feature_detected!("aes"));
    #[cfg(target_arch = "aarch64")]
    assert!(std::arch::is_aarch64_feature_detected!("aes"));
    assert!(
        !format!("{aes:?}").contains("0, 0"),
        "Debug must not print key material"
    );
}
