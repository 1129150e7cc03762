//! The shell every `hw-crypto` AEAD shares: the error type, the length and buffer checks, the
//! verify-and-wipe rule, and the public method set, written once.
//!
//! A cipher crate implements [`Core`]: a length check and two operations, `seal` and `open`,
//! that work in place or from a source slice into a destination of the same length. The
//! [`aead_methods!`] macro then gives its type the methods users call, with the same shapes,
//! checks and errors in every crate:
//!
//! | method | does |
//! |---|---|
//! | `seal_in_place_detached(nonce, aad, buffer) -> tag` | encrypts in place |
//! | `open_in_place_detached(nonce, aad, buffer, tag)` | decrypts in place, or wipes `buffer` |
//! | `encrypt_with_nonce_to(nonce, aad, plaintext, out) -> len` | `ciphertext \|\| tag` into `out` |
//! | `decrypt_with_nonce_to(nonce, aad, sealed, out) -> len` | the plaintext into `out`, or wipes it |
//! | `encrypt_with_nonce(nonce, aad, plaintext) -> Vec` | `ciphertext \|\| tag` (feature `alloc`) |
//! | `decrypt_with_nonce(nonce, aad, sealed) -> Vec` | the plaintext (feature `alloc`) |
//!
//! Errors come in a fixed order, and nothing is written before the last check passes:
//! [`Error::InvalidLength`] (a length over the algorithm's limits, or a sealed input shorter
//! than its tag), then [`Error::BufferTooSmall`], then, when opening, [`Error::Authentication`]
//! with the output wiped. Unauthenticated plaintext is never released.
#![no_std]

#[cfg(feature = "alloc")]
extern crate alloc;

#[doc(hidden)]
pub use zeroize;

use core::fmt;

/// Why an AEAD operation failed. Nothing was released: on [`Error::Authentication`] the output
/// was wiped; on the others nothing was written.
///
/// Exhaustive, so that `hw-crypto` maps every variant into its own error (which adds the
/// generated-nonce errors and is the one marked `#[non_exhaustive]`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Error {
    /// The CPU lacks an instruction set this library needs; nothing was computed.
    UnsupportedCpu {
        /// The first missing feature (`"aes"`, `"pclmulqdq"`, ...).
        missing: &'static str,
    },
    /// The tag (or the key commitment) did not match: the ciphertext, AAD, nonce or tag was
    /// altered, or the key is wrong.
    Authentication,
    /// The output buffer is shorter than the result.
    BufferTooSmall {
        /// The bytes the output needs.
        needed: usize,
    },
    /// A length is outside the algorithm's limits, or a sealed input is shorter than its tag.
    InvalidLength,
}

#[cfg(target_arch = "aarch64")]
const INSTRUCTIONS: &str = "ARMv8 AES + PMULL";
#[cfg(not(target_arch = "aarch64"))]
const INSTRUCTIONS: &str = "x86_64 AES-NI + PCLMULQDQ";

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::UnsupportedCpu { missing } => write!(
                f,
                "unsupported CPU: `{missing}` is missing; hw-crypto runs only on hardware AES \
                 and carry-less multiply ({INSTRUCTIONS}) and has no software fallback"
            ),
            Error::Authentication => f.write_str(
                "authentication failed: the ciphertext, AAD, nonce or tag does not match this \
                 key; no plaintext was released",
            ),
            Error::BufferTooSmall { needed } => {
                write!(
                    f,
                    "output buffer too small: it needs at least {needed} bytes"
                )
            }
            Error::InvalidLength => f.write_str(
                "invalid length: the sealed input is shorter than its tag, or the plaintext or \
                 AAD is longer than the algorithm allows",
            ),
        }
    }
}

impl core::error::Error for Error {}

impl From<hw_cpu::Unsupported> for Error {
    #[inline]
    fn from(e: hw_cpu::Unsupported) -> Self {
        Error::UnsupportedCpu { missing: e.missing }
    }
}

/// One message for [`Core`]: the nonce, the AAD, and the text, read from `src` and written to
/// `dst` (in place, in `dst`, when `src` is `None`; `src`, when given, has `dst`'s length).
pub struct Msg<'a, const NONCE: usize> {
    /// The nonce.
    pub nonce: &'a [u8; NONCE],
    /// The additional authenticated data.
    pub aad: &'a [u8],
    /// The input text, or `None` to work on `dst` in place.
    pub src: Option<&'a [u8]>,
    /// The output text (and the input, in place).
    pub dst: &'a mut [u8],
}

impl<'a, const NONCE: usize> Msg<'a, NONCE> {
    /// For a cipher that works in place: copies `src`, if given, into `dst` and returns the
    /// nonce, the AAD and `dst`.
    pub fn into_place(self) -> (&'a [u8; NONCE], &'a [u8], &'a mut [u8]) {
        if let Some(src) = self.src {
            self.dst.copy_from_slice(src);
        }
        (self.nonce, self.aad, self.dst)
    }
}

/// What a cipher provides for [`aead_methods!`]: a `NONCE`-byte nonce and a `TAG`-byte tag.
/// The shell calls `check` first and the operations only with lengths it passed.
pub trait Core<const NONCE: usize, const TAG: usize> {
    /// [`Error::InvalidLength`] if a message of `text_len` bytes with `aad_len` bytes of AAD is
    /// outside the limits.
    fn check(&self, aad_len: usize, text_len: usize) -> Result<(), Error>;

    /// Encrypts the message into its `dst` and returns the tag.
    fn seal(&self, m: Msg<'_, NONCE>) -> Result<[u8; TAG], Error>;

    /// Decrypts the message into its `dst` if `tag` authenticates it; otherwise wipes `dst` and
    /// returns [`Error::Authentication`].
    fn open(&self, m: Msg<'_, NONCE>, tag: &[u8; TAG]) -> Result<(), Error>;
}

/// [`Error::InvalidLength`] if the AAD or the text is longer than the algorithm allows
/// (`max_aad`, `max_text` bytes): the check behind every [`Core::check`].
#[inline]
pub fn check_limits(
    aad_len: usize,
    text_len: usize,
    max_aad: u64,
    max_text: u64,
) -> Result<(), Error> {
    if aad_len as u64 > max_aad || text_len as u64 > max_text {
        return Err(Error::InvalidLength);
    }
    Ok(())
}

/// Compares a computed tag with the received one in constant time; on a mismatch wipes `out`
/// and returns [`Error::Authentication`]. The computed tag is wiped either way.
#[inline]
pub fn verify(computed: [u8; 16], received: &[u8; 16], out: &mut [u8]) -> Result<(), Error> {
    if hw_cpu::check_tag(computed, received, out) {
        Ok(())
    } else {
        Err(Error::Authentication)
    }
}

/// `seal_in_place_detached`.
#[inline]
pub fn seal_in_place_detached<C: Core<N, T>, const N: usize, const T: usize>(
    c: &C,
    nonce: &[u8; N],
    aad: &[u8],
    buffer: &mut [u8],
) -> Result<[u8; T], Error> {
    c.check(aad.len(), buffer.len())?;
    c.seal(Msg {
        nonce,
        aad,
        src: None,
        dst: buffer,
    })
}

/// `open_in_place_detached`.
#[inline]
pub fn open_in_place_detached<C: Core<N, T>, const N: usize, const T: usize>(
    c: &C,
    nonce: &[u8; N],
    aad: &[u8],
    buffer: &mut [u8],
    tag: &[u8; T],
) -> Result<(), Error> {
    c.check(aad.len(), buffer.len())?;
    c.open(
        Msg {
            nonce,
            aad,
            src: None,
            dst: buffer,
        },
        tag,
    )
}

/// `encrypt_with_nonce_to`.
#[inline]
pub fn encrypt_to<C: Core<N, T>, const N: usize, const T: usize>(
    c: &C,
    nonce: &[u8; N],
    aad: &[u8],
    plaintext: &[u8],
    out: &mut [u8],
) -> Result<usize, Error> {
    c.check(aad.len(), plaintext.len())?;
    let needed = plaintext.len() + T;
    let Some(out) = out.get_mut(..needed) else {
        return Err(Error::BufferTooSmall { needed });
    };
    let (ct, tag_out) = out.split_at_mut(plaintext.len());
    let tag = c.seal(Msg {
        nonce,
        aad,
        src: Some(plaintext),
        dst: ct,
    })?;
    tag_out.copy_from_slice(&tag);
    Ok(needed)
}

/// `decrypt_with_nonce_to`.
#[inline]
pub fn decrypt_to<C: Core<N, T>, const N: usize, const T: usize>(
    c: &C,
    nonce: &[u8; N],
    aad: &[u8],
    sealed: &[u8],
    out: &mut [u8],
) -> Result<usize, Error> {
    let Some((ct, tag)) = sealed.split_last_chunk::<T>() else {
        return Err(Error::InvalidLength);
    };
    let len = ct.len();
    c.check(aad.len(), len)?;
    let Some(out) = out.get_mut(..len) else {
        return Err(Error::BufferTooSmall { needed: len });
    };
    c.open(
        Msg {
            nonce,
            aad,
            src: Some(ct),
            dst: out,
        },
        tag,
    )?;
    Ok(len)
}

/// `encrypt_with_nonce`.
#[cfg(feature = "alloc")]
#[inline]
pub fn encrypt_vec<C: Core<N, T>, const N: usize, const T: usize>(
    c: &C,
    nonce: &[u8; N],
    aad: &[u8],
    plaintext: &[u8],
) -> Result<alloc::vec::Vec<u8>, Error> {
    c.check(aad.len(), plaintext.len())?;
    let mut out = alloc::vec![0u8; plaintext.len() + T];
    encrypt_to(c, nonce, aad, plaintext, &mut out)?;
    Ok(out)
}

/// `decrypt_with_nonce`: the candidate plaintext is wiped before its buffer is freed on any
/// failure.
#[cfg(feature = "alloc")]
#[inline]
pub fn decrypt_vec<C: Core<N, T>, const N: usize, const T: usize>(
    c: &C,
    nonce: &[u8; N],
    aad: &[u8],
    sealed: &[u8],
) -> Result<alloc::vec::Vec<u8>, Error> {
    let Some(len) = sealed.len().checked_sub(T) else {
        return Err(Error::InvalidLength);
    };
    c.check(aad.len(), len)?;
    let mut out = alloc::vec![0u8; len];
    match decrypt_to(c, nonce, aad, sealed, &mut out) {
        Ok(_) => Ok(out),
        Err(e) => {
            zeroize::Zeroize::zeroize(out.as_mut_slice());
            Err(e)
        }
    }
}

/// Gives `$ty` the public AEAD methods (see the crate documentation) over the [`Core`] that
/// `$core` names (`self` itself, or a field of it), returning `$err` (which must implement
/// `From<hw_aead::Error>`). The `Vec` forms exist when the invoking crate's `alloc` feature is
/// on, which must turn on `hw-aead/alloc`. The methods are not `#[inline]`: each is compiled
/// in the cipher's own crate, so its kernels appear in that crate's assembly, which
/// `cargo xtask asm` audits.
#[macro_export]
macro_rules! aead_methods {
    // One method: `$name(args) -> $ret` over this crate's generic `$f`, which takes the core and
    // the same arguments.
    (@method $s:ident, $core:expr, $err:ty;
        $(#[$a:meta])* $name:ident($($arg:ident: $t:ty),*) -> $ret:ty = $f:ident) => {
        $(#[$a])*
        pub fn $name(&self, $($arg: $t),*) -> ::core::result::Result<$ret, $err> {
            let $s = self;
            Ok($crate::$f($core, $($arg),*)?)
        }
    };
    ($ty:ty, core = |$s:ident| $core:expr, nonce = $n:expr, tag = $t:expr, error = $err:ty) => {
        #[allow(
            clippy::needless_question_mark,
            reason = "`?` converts into `$err`, which is `hw_aead::Error` itself in the cipher crates"
        )]
        impl $ty {
            $crate::aead_methods! { @method $s, $core, $err;
                /// Encrypts `buffer` in place and returns the tag.
                seal_in_place_detached(nonce: &[u8; $n], aad: &[u8], buffer: &mut [u8])
                    -> [u8; $t] = seal_in_place_detached
            }
            $crate::aead_methods! { @method $s, $core, $err;
                /// Decrypts `buffer` in place if `tag` authenticates it; otherwise wipes
                /// `buffer` and returns the authentication error.
                open_in_place_detached(
                    nonce: &[u8; $n], aad: &[u8], buffer: &mut [u8], tag: &[u8; $t]
                ) -> () = open_in_place_detached
            }
            $crate::aead_methods! { @method $s, $core, $err;
                /// Writes `ciphertext || tag` into the start of `out` and returns its length
                /// (the plaintext's plus the tag's). Allocates nothing; the rest of `out` is
                /// untouched. A length error, then a too-small `out`, is reported with nothing
                /// written.
                encrypt_with_nonce_to(
                    nonce: &[u8; $n], aad: &[u8], plaintext: &[u8], out: &mut [u8]
                ) -> usize = encrypt_to
            }
            $crate::aead_methods! { @method $s, $core, $err;
                /// Writes the plaintext of `ciphertext || tag` into the start of `out` and
                /// returns its length. If the tag does not match, that part of `out` is wiped
                /// and the authentication error returned.
                decrypt_with_nonce_to(
                    nonce: &[u8; $n], aad: &[u8], sealed: &[u8], out: &mut [u8]
                ) -> usize = decrypt_to
            }
            $crate::aead_methods! { @method $s, $core, $err;
                /// Returns `ciphertext || tag`.
                #[cfg(feature = "alloc")]
                encrypt_with_nonce(nonce: &[u8; $n], aad: &[u8], plaintext: &[u8])
                    -> ::alloc::vec::Vec<u8> = encrypt_vec
            }
            $crate::aead_methods! { @method $s, $core, $err;
                /// Returns the plaintext of `ciphertext || tag`, or the authentication error
                /// (having wiped the candidate plaintext) if the tag does not match.
                #[cfg(feature = "alloc")]
                decrypt_with_nonce(nonce: &[u8; $n], aad: &[u8], sealed: &[u8])
                    -> ::alloc::vec::Vec<u8> = decrypt_vec
            }
        }
    };
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A stand-in cipher: XOR with the nonce's first byte, the tag the byte sum of the output;
    /// at most 8 bytes of plaintext and 4 of AAD.
    struct Toy;

    impl Core<1, 2> for Toy {
        fn check(&self, aad_len: usize, text_len: usize) -> Result<(), Error> {
            if aad_len > 4 || text_len > 8 {
                return Err(Error::InvalidLength);
            }
            Ok(())
        }
        fn seal(&self, m: Msg<'_, 1>) -> Result<[u8; 2], Error> {
            let (nonce, _, dst) = m.into_place();
            dst.iter_mut().for_each(|b| *b ^= nonce[0]);
            Ok([dst.iter().fold(0u8, |a, b| a.wrapping_add(*b)), 0xee])
        }
        fn open(&self, m: Msg<'_, 1>, tag: &[u8; 2]) -> Result<(), Error> {
            let (nonce, _, dst) = m.into_place();
            let sum = dst.iter().fold(0u8, |a, b| a.wrapping_add(*b));
            dst.iter_mut().for_each(|b| *b ^= nonce[0]);
            if [sum, 0xee] != *tag {
                dst.fill(0);
                return Err(Error::Authentication);
            }
            Ok(())
        }
    }

    #[test]
    fn errors_come_in_order_and_nothing_is_written_before_the_last_check() {
        let mut out = [0x55u8; 16];
        // Length first, even with a buffer that is also too small.
        assert_eq!(
            encrypt_to(&Toy, &[1], b"", &[0; 9], &mut out[..3]),
            Err(Error::InvalidLength)
        );
        assert_eq!(
            encrypt_to(&Toy, &[1], b"aaaaa", b"", &mut out),
            Err(Error::InvalidLength)
        );
        assert_eq!(
            encrypt_to(&Toy, &[1], b"", b"abc", &mut out[..4]),
            Err(Error::BufferTooSmall { needed: 5 })
        );
        assert_eq!(out, [0x55; 16]);
        // A sealed input shorter than the tag, then the limits, then the buffer.
        assert_eq!(
            decrypt_to(&Toy, &[1], b"", &[7], &mut out),
            Err(Error::InvalidLength)
        );
        assert_eq!(
            decrypt_to(&Toy, &[1], b"", &[0; 11], &mut out),
            Err(Error::InvalidLength)
        );
        assert_eq!(
            decrypt_to(&Toy, &[1], b"", &[0; 5], &mut out[..2]),
            Err(Error::BufferTooSmall { needed: 3 })
        );
        assert_eq!(out, [0x55; 16]);
    }

    #[test]
    fn round_trips_and_a_failed_open_wipes_the_output() {
        let mut sealed = [0u8; 16];
        let n = encrypt_to(&Toy, &[9], b"ad", b"hello", &mut sealed).unwrap();
        assert_eq!(n, 7);
        let mut out = [0x55u8; 8];
        assert_eq!(decrypt_to(&Toy, &[9], b"ad", &sealed[..n], &mut out), Ok(5));
        assert_eq!(&out[..5], b"hello");
        assert_eq!(out[5..], [0x55; 3], "the rest of `out` is untouched");
        sealed[6] ^= 1;
        assert_eq!(
            decrypt_to(&Toy, &[9], b"ad", &sealed[..n], &mut out),
            Err(Error::Authentication)
        );
        assert_eq!(out[..5], [0; 5]);

        let mut buf = *b"abc";
        let tag = seal_in_place_detached(&Toy, &[3], b"", &mut buf).unwrap();
        assert_eq!(
            open_in_place_detached(&Toy, &[3], b"", &mut buf, &tag),
            Ok(())
        );
        assert_eq!(&buf, b"abc");
        assert_eq!(
            open_in_place_detached(&Toy, &[3], b"", &mut buf, &[0, 0]),
            Err(Error::Authentication)
        );
        assert_eq!(buf, [0; 3]);
    }

    #[test]
    fn verify_wipes_on_mismatch_only() {
        let mut out = [1u8; 4];
        assert_eq!(verify([5; 16], &[5; 16], &mut out), Ok(()));
        assert_eq!(out, [1; 4]);
        assert_eq!(
            verify([5; 16], &[6; 16], &mut out),
            Err(Error::Authentication)
        );
        assert_eq!(out, [0; 4]);
    }
}
