//! What the differential AEAD targets share: the split of an input into key, nonce, AAD and
//! message, and the checks of one cipher's API surfaces against each other, against a reference
//! seal, and under tampering (the cipher is used through `hw_aead`'s generic method bodies,
//! which every cipher's methods are).

use hw_aead::{Core, Error};
use hw_test_vectors::{open_all, seal_all};

/// One input: key (32 bytes), nonce (`N`), an AAD length byte, then AAD and message; the first
/// two bytes of the input also pick the byte and bit a forgery flips.
pub struct Case<'a, const N: usize> {
    pub key: &'a [u8; 32],
    pub nonce: &'a [u8; N],
    pub aad: &'a [u8],
    pub msg: &'a [u8],
    flip: (u8, u8),
}

impl<'a, const N: usize> Case<'a, N> {
    /// `None` when `data` is too short to hold a key, a nonce and the length byte.
    pub fn split(data: &'a [u8]) -> Option<Self> {
        let (key, rest) = data.split_first_chunk::<32>()?;
        let (nonce, rest) = rest.split_first_chunk::<N>()?;
        let (&len, rest) = rest.split_first()?;
        let (aad, msg) = rest.split_at(usize::from(len) % (rest.len() + 1));
        Some(Case {
            key,
            nonce,
            aad,
            msg,
            flip: (data[0], data[1]),
        })
    }

    /// `sealed` with one bit flipped.
    pub fn forge(&self, sealed: &[u8]) -> Vec<u8> {
        let mut forged = sealed.to_vec();
        let i = usize::from(self.flip.0) % forged.len();
        forged[i] ^= 1 << (self.flip.1 % 8);
        forged
    }
}

/// Seals the case with `ours` through every surface and requires one answer, equal to `theirs`
/// (a reference implementation's ciphertext || tag) when given; opens it; requires the message
/// read as a seal to fail (overwhelmingly) with its output wiped, and a forged seal to fail with
/// the output wiped (`hw_test_vectors::{seal_all, open_all}` check every surface, the wipes and
/// the bytes past each output). Returns our seal.
pub fn check<C: Core<N, T>, const N: usize, const T: usize>(
    ours: &C,
    case: &Case<'_, N>,
    theirs: Option<&[u8]>,
) -> Vec<u8> {
    let (nonce, aad, msg) = (case.nonce, case.aad, case.msg);
    let sealed = seal_all(ours, nonce, aad, msg);
    if let Some(theirs) = theirs {
        assert_eq!(sealed, theirs);
    }
    assert_eq!(open_all(ours, nonce, aad, &sealed).unwrap(), msg);
    match open_all(ours, nonce, aad, msg) {
        Ok(p) => assert_eq!(p.len() + T, msg.len()),
        Err(Error::InvalidLength) => assert!(msg.len() < T),
        Err(Error::Authentication) => {}
        Err(e) => panic!("unexpected {e:?}"),
    }
    assert_eq!(
        open_all(ours, nonce, aad, &case.forge(&sealed)),
        Err(Error::Authentication)
    );
    sealed
}

/// A differential fuzz target: `$ours` (one of our ciphers, `new(&[u8; 32])`) against `$theirs`
/// (a RustCrypto AEAD, whose `Aead`, `KeyInit` and `Payload` the invoking file imports) on
/// [`Case`]s with `$nonce`-byte nonces, through [`check`]. `$more`, if given, runs after with
/// the case and our seal.
#[macro_export]
macro_rules! differential {
    ($nonce:literal, $ours:ty, $theirs:ty $(, $more:expr)?) => {
        libfuzzer_sys::fuzz_target!(|data: &[u8]| {
            let Some(case) = $crate::Case::<$nonce>::split(data) else {
                return;
            };
            let ours = <$ours>::new(case.key).expect("a CPU with AES and carry-less multiply");
            let theirs = <$theirs>::new(case.key.into())
                .encrypt(case.nonce.into(), Payload { msg: case.msg, aad: case.aad })
                .unwrap();
            let _sealed = $crate::check(&ours, &case, Some(&theirs));
            $(($more)(&case, &_sealed);)?
        });
    };
}
