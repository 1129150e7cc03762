//! Tests written to kill mutants that survived `cargo mutants` (docs/dev/assurance.md; the
//! remaining survivors and why each is equivalent: docs/dev/assurance.md).

use hw_gcm::{MAX_AAD_LEN, MAX_PLAINTEXT_LEN, NONCE_LEN, TAG_LEN};

/// SP 800-38D §5.2.1.1: len(A) <= 2^64 - 1 bits. The limit in bytes is the largest whole byte
/// count whose bit length fits in 64 bits.
#[test]
fn aad_limit_is_sp800_38d_in_whole_bytes() {
    let mut cases = 0;
    assert!(MAX_AAD_LEN.checked_mul(8).is_some());
    cases += 1;
    assert!((MAX_AAD_LEN + 1).checked_mul(8).is_none());
    cases += 1;
    assert_eq!(MAX_AAD_LEN.checked_mul(8), Some(u64::MAX - 7));
    cases += 1;
    assert_eq!(cases, 3);
}

/// SP 800-38D §5.2.1.1: len(P) <= 2^39 - 256 bits, i.e. 2^32 - 2 whole blocks.
#[test]
fn plaintext_limit_is_sp800_38d() {
    assert_eq!(MAX_PLAINTEXT_LEN.checked_mul(8), Some((1u64 << 39) - 256));
    assert_eq!(MAX_PLAINTEXT_LEN % 16, 0);
    assert_eq!(MAX_PLAINTEXT_LEN / 16, (1u64 << 32) - 2);
    assert_eq!((TAG_LEN, NONCE_LEN), (16, 12));
}
