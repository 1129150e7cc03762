//! The C2SP accumulated test of XAES-256-GCM: a SHAKE-128 stream (empty input) supplies each
//! iteration's key (32 bytes), nonce (24), a length byte and that many plaintext bytes, then a
//! length byte and that many AAD bytes; a second SHAKE-128 absorbs every `ciphertext || tag`,
//! and its first 32 output bytes after N iterations are the published digest. Every sealed
//! message is also opened again. Runs on every tier; the 1,000,000-iteration form is
//! `#[ignore]`d (`cargo test -p hw-xaes --release --test accumulated -- --ignored`).

mod common;

use common::{ran_on, tiers, xaes};
use hw_test_vectors::hex;
use hw_xaes::Tier;
use shake::digest::{ExtendableOutput, Update, XofReader};
use shake::Shake128;

fn accumulate(iterations: usize, tier: Tier) -> [u8; 32] {
    let mut source = Shake128::default().finalize_xof();
    let mut sink = Shake128::default();
    let mut ran = 0;
    for _ in 0..iterations {
        let mut key = [0u8; 32];
        let mut nonce = [0u8; 24];
        let mut len = [0u8; 1];
        source.read(&mut key);
        source.read(&mut nonce);
        source.read(&mut len);
        let mut plaintext = vec![0u8; usize::from(len[0])];
        source.read(&mut plaintext);
        source.read(&mut len);
        let mut aad = vec![0u8; usize::from(len[0])];
        source.read(&mut aad);

        let c = xaes(&key, tier);
        let sealed = c.encrypt_with_nonce(&nonce, &aad, &plaintext).unwrap();
        sink.update(&sealed);
        assert_eq!(
            c.decrypt_with_nonce(&nonce, &aad, &sealed).unwrap(),
            plaintext
        );
        ran += 1;
    }
    assert_eq!(ran, iterations);
    let mut out = [0u8; 32];
    sink.finalize_xof().read(&mut out);
    out
}

#[test]
fn c2sp_accumulated_10_000() {
    let want = hex("e6b9edf2df6cec60c8cbd864e2211b597fb69a529160cd040d56c0c210081939");
    for tier in tiers() {
        let got = ran_on(tier, || accumulate(10_000, tier));
        assert_eq!(got[..], want[..], "on {tier}");
    }
}

#[test]
#[ignore = "1,000,000 seals per tier: minutes in a debug build; run with --release --ignored"]
fn c2sp_accumulated_1_000_000() {
    let want = hex("2163ae1445985a30b60585ee67daa55674df06901b890593e824b8a7c885ab15");
    for tier in tiers() {
        let got = ran_on(tier, || accumulate(1_000_000, tier));
        assert_eq!(got[..], want[..], "on {tier}");
    }
}
