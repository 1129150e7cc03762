//! Key wrap against RustCrypto `aes-kw` 0.2, both ways, over random keys and lengths: KW from
//! 16 to 512 bytes in semiblocks, KWP from 1 to 512 bytes, on every tier this CPU supports.

use aes_kw::KekAes256;
use hw_aes256::kw::KeyWrap;
use proptest::prelude::*;

use hw_test_vectors::tiers;

/// `data` wrapped by `aes-kw` under `kek` (KWP with `padded`): ours, on every tier, makes the
/// same bytes and unwraps them, and `aes-kw` unwraps its own.
fn both_ways(kek: [u8; 32], data: &[u8], padded: bool) -> Result<(), TestCaseError> {
    let peer = KekAes256::from(kek);
    let theirs = if padded {
        peer.wrap_with_padding_vec(data)
    } else {
        peer.wrap_vec(data)
    }
    .unwrap();
    for tier in tiers() {
        let ours = KeyWrap::new_capped(&kek, tier).unwrap();
        let (wrapped, unwrapped) = if padded {
            (
                ours.wrap_with_padding_vec(data),
                ours.unwrap_with_padding_vec(&theirs),
            )
        } else {
            (ours.wrap_vec(data), ours.unwrap_vec(&theirs))
        };
        prop_assert_eq!(&wrapped.unwrap(), &theirs, "on {}", tier);
        prop_assert_eq!(&unwrapped.unwrap()[..], data, "on {}", tier);
    }
    let back = if padded {
        peer.unwrap_with_padding_vec(&theirs)
    } else {
        peer.unwrap_vec(&theirs)
    };
    prop_assert_eq!(back.unwrap(), data);
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn kw_matches_aes_kw(kek in any::<[u8; 32]>(), semiblocks in 2usize..=64, seed in any::<u64>()) {
        let data: Vec<u8> = (0..semiblocks * 8).map(|i| (seed >> (i % 57)) as u8 ^ i as u8).collect();
        both_ways(kek, &data, false)?;
    }

    #[test]
    fn kwp_matches_aes_kw(kek in any::<[u8; 32]>(), len in 1usize..=512, seed in any::<u64>()) {
        let data: Vec<u8> = (0..len).map(|i| (seed >> (i % 57)) as u8 ^ i as u8).collect();
        both_ways(kek, &data, true)?;
    }
}
