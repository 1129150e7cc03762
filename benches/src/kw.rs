//! AES-256 key wrap: hw-aes256's `KeyWrap`, aws-lc-rs `key_wrap` and RustCrypto `aes-kw` behind
//! one interface, and the guard that they produce the same bytes both ways (example `key_wrap`).

use aws_lc_rs::key_wrap::{AesKek, KeyWrap as _, KeyWrapPadded as _, AES_256};

/// One key-wrap implementation: KW or KWP wrap and unwrap of `data` under `kek`, making the
/// key object inside the call (aws-lc-rs's API consumes it per operation).
pub trait Kw {
    /// KW (`padded == false`) or KWP wrap.
    fn wrap(kek: &[u8; 32], padded: bool, data: &[u8]) -> Vec<u8>;
    /// KW or KWP unwrap; `None` on an integrity failure.
    fn unwrap(kek: &[u8; 32], padded: bool, wrapped: &[u8]) -> Option<Vec<u8>>;
}

/// hw-aes256.
pub struct Ours;
/// aws-lc-rs.
pub struct AwsLc;
/// RustCrypto `aes-kw` 0.2.
pub struct RustCrypto;

impl Kw for Ours {
    fn wrap(kek: &[u8; 32], padded: bool, data: &[u8]) -> Vec<u8> {
        let k = hw_aes256::kw::KeyWrap::new(kek).unwrap();
        if padded {
            k.wrap_with_padding_vec(data).unwrap()
        } else {
            k.wrap_vec(data).unwrap()
        }
    }
    fn unwrap(kek: &[u8; 32], padded: bool, wrapped: &[u8]) -> Option<Vec<u8>> {
        let k = hw_aes256::kw::KeyWrap::new(kek).unwrap();
        let r = if padded {
            k.unwrap_with_padding_vec(wrapped)
        } else {
            k.unwrap_vec(wrapped)
        };
        r.ok().map(|z| z.to_vec())
    }
}

impl Kw for AwsLc {
    fn wrap(kek: &[u8; 32], padded: bool, data: &[u8]) -> Vec<u8> {
        let k = AesKek::new(&AES_256, kek).unwrap();
        let mut out = vec![0u8; data.len() + 16];
        let n = if padded {
            k.wrap_with_padding(data, &mut out).unwrap().len()
        } else {
            k.wrap(data, &mut out).unwrap().len()
        };
        out.truncate(n);
        out
    }
    fn unwrap(kek: &[u8; 32], padded: bool, wrapped: &[u8]) -> Option<Vec<u8>> {
        let k = AesKek::new(&AES_256, kek).unwrap();
        let mut out = vec![0u8; wrapped.len()];
        let r = if padded {
            k.unwrap_with_padding(wrapped, &mut out).map(|p| p.len())
        } else {
            k.unwrap(wrapped, &mut out).map(|p| p.len())
        };
        let n = r.ok()?;
        out.truncate(n);
        Some(out)
    }
}

impl Kw for RustCrypto {
    fn wrap(kek: &[u8; 32], padded: bool, data: &[u8]) -> Vec<u8> {
        let k = aes_kw::KekAes256::from(*kek);
        if padded {
            k.wrap_with_padding_vec(data).unwrap()
        } else {
            k.wrap_vec(data).unwrap()
        }
    }
    fn unwrap(kek: &[u8; 32], padded: bool, wrapped: &[u8]) -> Option<Vec<u8>> {
        let k = aes_kw::KekAes256::from(*kek);
        if padded {
            k.unwrap_with_padding_vec(wrapped).ok()
        } else {
            k.unwrap_vec(wrapped).ok()
        }
    }
}

/// Every implementation wraps to the same bytes and unwraps every other's output, for KW
/// (16 to 256 bytes) and KWP (1 to 256 bytes), and refuses a tampered wrapping. Returns the
/// number of (length, mode) cases checked.
pub fn guard() -> usize {
    let mut cases = 0;
    for padded in [false, true] {
        for len in 1..=256usize {
            if !padded && (len < 16 || len % 8 != 0) {
                continue;
            }
            let kek: [u8; 32] = core::array::from_fn(|i| (i * 7 + len) as u8);
            let data: Vec<u8> = (0..len).map(|i| (i * 13 + len) as u8).collect();
            let ours = Ours::wrap(&kek, padded, &data);
            assert_eq!(AwsLc::wrap(&kek, padded, &data), ours, "aws-lc-rs, {len}");
            assert_eq!(RustCrypto::wrap(&kek, padded, &data), ours, "aes-kw, {len}");
            for p in [
                Ours::unwrap(&kek, padded, &ours),
                AwsLc::unwrap(&kek, padded, &ours),
                RustCrypto::unwrap(&kek, padded, &ours),
            ] {
                assert_eq!(p.as_deref(), Some(&data[..]), "{len} padded {padded}");
            }
            let mut bad = ours.clone();
            let at = len % bad.len();
            bad[at] ^= 0x20;
            assert_eq!(Ours::unwrap(&kek, padded, &bad), None);
            assert_eq!(AwsLc::unwrap(&kek, padded, &bad), None);
            cases += 1;
        }
    }
    cases
}

#[cfg(test)]
mod tests {
    #[test]
    fn key_wrap_is_byte_identical_to_aws_lc_rs_and_aes_kw() {
        // KW: 16..=256 in steps of 8 (31 lengths); KWP: 1..=256.
        assert_eq!(super::guard(), 31 + 256);
    }
}
