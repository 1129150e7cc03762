//! One seal or open through all three API surfaces of an AEAD (Vec, `_to`, in-place detached),
//! through `hw_aead`'s generic method bodies, which every cipher's methods are: the surfaces
//! must agree, bytes past a result stay untouched, and every failure wipes its output.

use hw_aead::{Core, Error};

/// Seals through all three surfaces; asserts they agree; returns `ct || tag`.
pub fn seal_all<C: Core<N, T>, const N: usize, const T: usize>(
    c: &C,
    nonce: &[u8; N],
    aad: &[u8],
    pt: &[u8],
) -> Vec<u8> {
    let v = hw_aead::encrypt_vec(c, nonce, aad, pt).unwrap();

    let mut out = vec![0xeeu8; pt.len() + T + 5];
    let n = hw_aead::encrypt_to(c, nonce, aad, pt, &mut out).unwrap();
    assert_eq!(n, pt.len() + T);
    assert_eq!(out[..n], v[..]);
    assert_eq!(out[n..], [0xee; 5], "bytes past the result are untouched");

    let mut buf = pt.to_vec();
    let tag = hw_aead::seal_in_place_detached(c, nonce, aad, &mut buf).unwrap();
    assert_eq!(buf[..], v[..pt.len()]);
    assert_eq!(tag[..], v[pt.len()..]);
    v
}

/// Opens through all three surfaces; asserts they agree, that no bytes past the output were
/// written, and that every failure wiped its output.
pub fn open_all<C: Core<N, T>, const N: usize, const T: usize>(
    c: &C,
    nonce: &[u8; N],
    aad: &[u8],
    sealed: &[u8],
) -> Result<Vec<u8>, Error> {
    let v = hw_aead::decrypt_vec(c, nonce, aad, sealed);

    let len = sealed.len().saturating_sub(T);
    let mut out = vec![0xeeu8; len + 3];
    let to = hw_aead::decrypt_to(c, nonce, aad, sealed, &mut out);
    assert_eq!(out[len..], [0xee; 3], "bytes past the output are untouched");
    match (&v, to) {
        (Ok(p), Ok(n)) => assert_eq!(out[..n], p[..]),
        (Err(e1), Err(e2)) => {
            assert_eq!(*e1, e2);
            if *e1 == Error::Authentication {
                assert!(
                    out[..len].iter().all(|&b| b == 0),
                    "failed open must wipe out"
                );
            }
        }
        (a, b) => panic!("Vec and _to APIs disagree: {a:?} vs {b:?}"),
    }

    if let Some((ct, tag)) = sealed.split_last_chunk::<T>() {
        let mut buf = ct.to_vec();
        let r = hw_aead::open_in_place_detached(c, nonce, aad, &mut buf, tag);
        match (&v, r) {
            (Ok(p), Ok(())) => assert_eq!(&buf, p),
            (Err(e1), Err(e2)) => {
                assert_eq!(*e1, e2);
                assert!(
                    buf.iter().all(|&b| b == 0),
                    "failed in-place open must wipe"
                );
            }
            (a, b) => panic!("Vec and in-place APIs disagree: {a:?} vs {b:?}"),
        }
    }
    v
}

impl crate::WycheproofAead {
    /// Checks this case (its nonce must be `nonce`) through all three surfaces: a valid case
    /// must seal (through `seal`, [`seal_all`] or a wrapper of it) to `ct || tag` and open back
    /// to `msg`; any other must fail authentication with its output wiped. Returns whether the
    /// case was valid. `at` names the tier in failure messages.
    pub fn check<C: Core<12, 16>>(
        &self,
        c: &C,
        nonce: &[u8; 12],
        seal: impl FnOnce(&C, &[u8; 12], &[u8], &[u8]) -> Vec<u8>,
        at: &str,
    ) -> bool {
        let id = format!("tcId {} ({}) on {at}", self.tc_id, self.comment);
        let sealed = [self.ct.as_slice(), &self.tag].concat();
        if self.valid {
            assert_eq!(seal(c, nonce, &self.aad, &self.msg), sealed, "{id}");
            assert_eq!(
                open_all(c, nonce, &self.aad, &sealed).as_ref(),
                Ok(&self.msg),
                "{id}"
            );
        } else {
            assert!(!self.acceptable, "{id}: no acceptable cases expected");
            let r = open_all(c, nonce, &self.aad, &sealed);
            assert_eq!(r, Err(Error::Authentication), "{id}");
        }
        self.valid
    }
}
