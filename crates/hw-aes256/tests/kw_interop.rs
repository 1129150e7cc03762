//! Key wrap against RustCrypto `aes-kw` 0.2, both ways, over random keys and lengths: KW from
//! 16 to 512 bytes in semiblocks, KWP from 1 to 512 bytes, on every tier this CPU supports.

use aes_kw::KekAes256;
use hw_aes256::kw::KeyWrap;
use proptest::prelude::*;

use hw_test_vectors::tiers;

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn kw_matches_aes_kw(kek in any::<[u8; 32]>(), semiblocks in 2usize..=64, seed in any::<u64>()) {
        let data: Vec<u8> = (0..semiblocks * 8).map(|i| (seed >> (i % 57)) as u8 ^ i as u8).collect();
        let peer = KekAes256::from(kek);
        let theirs = peer.wrap_vec(&data).unwrap();
        for tier in tiers() {
            let ours = KeyWrap::new_capped(&kek, tier).unwrap();
            prop_assert_eq!(&ours.wrap_vec(&data).unwrap(), &theirs);
            prop_assert_eq!(&ours.unwrap_vec(&theirs).unwrap()[..], &data[..]);
        }
        prop_assert_eq!(peer.unwrap_vec(&theirs).unwrap(), data);
    }

    #[test]
    fn kwp_matches_aes_kw(kek in any::<[u8; 32]>(), len in 1usize..=512, seed in any::<u64>()) {
        let data: Vec<u8> = (0..len).map(|i| (seed >> (i % 57)) as u8 ^ i as u8).collect();
        let peer = KekAes256::from(kek);
        let theirs = peer.wrap_with_padding_vec(&data).unwrap();
        for tier in tiers() {
            let ours = KeyWrap::new_capped(&kek, tier).unwrap();
            prop_assert_eq!(&ours.wrap_with_padding_vec(&data).unwrap(), &theirs);
            prop_assert_eq!(&ours.unwrap_with_padding_vec(&theirs).unwrap()[..], &data[..]);
        }
        prop_assert_eq!(peer.unwrap_with_padding_vec(&theirs).unwrap(), data);
    }
}
