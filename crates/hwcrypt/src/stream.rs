//! The hwcrypt stream format, version 2 (docs/user/stream-format.md), and reading version 1.
//!
//! ```text
//! header  = "hwcrypt" | version (1 byte, 2) | chunk size (u32 BE) | salt N (24 bytes)
//!           | commitment (32 bytes) = KC-XAES commitment of N under the stream key Ks
//! Kx      = XAES-256-GCM key of N[0..12] under Ks;   base = N[12..24]
//! chunk i = AES-256-GCM(Kx, nonce = base xor (0^7 | i (u32 BE) | last (0 or 1)), aad = header,
//!                       plaintext bytes [i * size, (i + 1) * size))  ->  ciphertext | tag
//! ```
//!
//! So chunk `i` is XAES-256-GCM under `Ks` with the 24-byte nonce `N[0..12] | nonce_i`, and the
//! key derivation runs once per stream. Every chunk but the last holds exactly `chunk size`
//! plaintext bytes; the last holds 1..=`chunk size` bytes, or 0 when the whole input is empty
//! (then it is the only chunk). This is the nonce-based STREAM construction of Hoang,
//! Reyhanitabar, Rogaway and Vizár (2015): the counter in the nonce fixes each chunk's position,
//! the last-chunk flag makes truncation at a chunk boundary detectable, and the header, as AAD
//! of every chunk, binds the parameters.
//!
//! Version 1 (read only): a 19-byte header `"hwcrypt" | 01 | chunk size | prefix (7 bytes)`,
//! AES-256-GCM under the key file's key itself, nonce `prefix | i | last`, which is the same
//! XOR layout with base `prefix | 00 00 00 00 00`.

use std::fmt;
use std::io::{self, Read, Write};

use hw_crypto::aes_gcm::{HardwareAes256Gcm, NONCE_LEN, TAG_LEN};
use zeroize::Zeroizing;

use crate::keys::{KeyFile, StreamKey};

/// The first seven bytes of every stream.
pub const MAGIC: [u8; 7] = *b"hwcrypt";
/// The format version this program writes.
pub const VERSION: u8 = 2;
/// The older format version this program still reads.
pub const VERSION_1: u8 = 1;
/// Bytes of the random salt.
pub const SALT_LEN: usize = 24;
/// Bytes of the key commitment.
pub const COMMITMENT_LEN: usize = 32;
/// Bytes of magic, version and chunk size, common to both versions.
const FIXED_LEN: usize = MAGIC.len() + 1 + 4;
/// Bytes of the header.
pub const HEADER_LEN: usize = FIXED_LEN + SALT_LEN + COMMITMENT_LEN;
/// Bytes of the version 1 nonce prefix.
const V1_PREFIX_LEN: usize = 7;
/// Bytes of a version 1 header.
pub const V1_HEADER_LEN: usize = FIXED_LEN + V1_PREFIX_LEN;
/// The chunk size `encrypt` uses unless told otherwise: 64 KiB of plaintext.
pub const DEFAULT_CHUNK_SIZE: u32 = 64 * 1024;
/// The largest chunk size a stream may declare (16 MiB): what a reader is willing to buffer.
pub const MAX_CHUNK_SIZE: u32 = 1 << 24;
/// The most chunks one stream can have: the counter is 32 bits.
pub const MAX_CHUNKS: u64 = 1 << 32;

/// The header's bytes for version 2.
fn header_v2(chunk_size: u32, salt: &[u8; SALT_LEN], commitment: &[u8; 32]) -> Vec<u8> {
    let mut h = Vec::with_capacity(HEADER_LEN);
    h.extend_from_slice(&MAGIC);
    h.push(VERSION);
    h.extend_from_slice(&chunk_size.to_be_bytes());
    h.extend_from_slice(salt);
    h.extend_from_slice(commitment);
    h
}

/// One stream's chunk cipher: the AES-256-GCM key, the base nonce, the chunk size and the
/// header (every chunk's AAD).
pub struct Stream {
    gcm: HardwareAes256Gcm,
    base: [u8; NONCE_LEN],
    chunk_size: u32,
    header: Vec<u8>,
}

impl Stream {
    /// A version 2 stream under `key` with `salt` (fresh from the DRBG for every stream).
    pub fn v2(
        key: &StreamKey,
        chunk_size: u32,
        salt: &[u8; SALT_LEN],
    ) -> Result<Self, StreamError> {
        let (n, base) = split_salt(salt);
        let kx = key.chunk_key(n);
        Ok(Stream {
            gcm: HardwareAes256Gcm::new(&kx).map_err(StreamError::Cipher)?,
            base: *base,
            chunk_size,
            header: header_v2(chunk_size, salt, &key.commitment(salt)),
        })
    }

    /// The header's bytes.
    pub fn header(&self) -> &[u8] {
        &self.header
    }

    /// The nonce of chunk `counter`: the base XOR (0^7 | counter (u32 BE) | last-chunk flag).
    pub fn nonce(&self, counter: u32, last: bool) -> [u8; NONCE_LEN] {
        let mut n = self.base;
        for (b, c) in n[7..11].iter_mut().zip(counter.to_be_bytes()) {
            *b ^= c;
        }
        n[NONCE_LEN - 1] ^= u8::from(last);
        n
    }
}

/// `N[0..12]` (the key derivation's context) and `N[12..24]` (the base nonce).
fn split_salt(salt: &[u8; SALT_LEN]) -> (&[u8; 12], &[u8; NONCE_LEN]) {
    let (n, base) = salt.split_at(12);
    (
        n.try_into().expect("12 bytes"),
        base.try_into().expect("12 bytes"),
    )
}

/// Why a stream could not be written or read.
#[derive(Debug)]
pub enum StreamError {
    /// Reading the input failed.
    Read(io::Error),
    /// Writing the output failed.
    Write(io::Error),
    /// Reading the input (`write` false) or writing the output failed after the header: when
    /// decrypting, after `released` authenticated plaintext bytes had been written; when
    /// encrypting, after the sealed chunks of `released` plaintext bytes had been written.
    MidStream {
        /// Whether writing (not reading) failed.
        write: bool,
        /// The error.
        error: io::Error,
        /// Plaintext bytes written before it (decrypting: all from authenticated chunks;
        /// encrypting: their sealed chunks).
        released: u64,
    },
    /// The input is empty.
    Empty,
    /// The input does not start with the magic bytes.
    NotAStream,
    /// The input ends inside the header.
    TruncatedHeader {
        /// The bytes there are.
        got: usize,
        /// The header's length for its version.
        len: usize,
    },
    /// The header names a version this program does not read.
    UnsupportedVersion(u8),
    /// The header's chunk size is 0 or over [`MAX_CHUNK_SIZE`].
    InvalidChunkSize(u32),
    /// The key commitment in the header does not match the key.
    WrongKey,
    /// The key could not be prepared.
    Key(String),
    /// The input ends right after the header, with no chunk.
    NoChunks,
    /// Chunk `chunk` is shorter than a tag: the input was cut inside it.
    TruncatedChunk {
        /// The chunk's index.
        chunk: u64,
        /// Plaintext bytes released before it.
        released: u64,
    },
    /// Chunk `chunk` did not authenticate.
    Authentication {
        /// The chunk's index.
        chunk: u64,
        /// Plaintext bytes released before it (all authenticated).
        released: u64,
        /// Whether it was the last record of the input.
        last: bool,
        /// What a second look found.
        cause: Cause,
    },
    /// More than [`MAX_CHUNKS`] chunks.
    TooLong,
    /// AES-256-GCM refused (an unsupported CPU is caught earlier).
    Cipher(hw_crypto::aes_gcm::Error),
}

/// What a failed chunk turned out to be, from opening it once more with the other flag.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cause {
    /// Nothing more is known.
    Unknown,
    /// The input ended after a chunk that is not the final one.
    Truncated,
    /// The final chunk authenticated, and more bytes follow it.
    Appended,
}

impl fmt::Display for StreamError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            StreamError::Read(e) => write!(f, "cannot read the input: {e}"),
            StreamError::Write(e) => write!(f, "cannot write the output: {e}"),
            StreamError::MidStream {
                write: false,
                error,
                ..
            } => write!(f, "cannot read the input: {error}"),
            StreamError::MidStream {
                write: true,
                error,
                ..
            } => write!(f, "cannot write the output: {error}"),
            StreamError::Empty => f.write_str("the input is empty: it is not an hwcrypt stream"),
            StreamError::NotAStream => f.write_str(
                "the input is not an hwcrypt stream (it does not start with \"hwcrypt\")",
            ),
            StreamError::TruncatedHeader { got, len } => write!(
                f,
                "the input is truncated: it ends inside the {len}-byte header, after {got} bytes"
            ),
            StreamError::WrongKey => f.write_str(
                "wrong key: the stream's key commitment does not match this key file (or the \
                 header was altered); nothing was decrypted",
            ),
            StreamError::Key(e) => f.write_str(e),
            StreamError::UnsupportedVersion(v) => write!(
                f,
                "unsupported stream format version {v}: this hwcrypt reads versions \
                 {VERSION_1} and {VERSION}; use the hwcrypt that wrote it"
            ),
            StreamError::InvalidChunkSize(c) => write!(
                f,
                "corrupted header: chunk size {c} is outside 1..={MAX_CHUNK_SIZE}"
            ),
            StreamError::NoChunks => f.write_str(
                "the input is truncated: it ends right after the header; nothing was released",
            ),
            StreamError::TruncatedChunk { chunk, .. } => {
                write!(f, "the input is truncated inside chunk {chunk}")
            }
            StreamError::Authentication {
                chunk, last, cause, ..
            } => match (cause, chunk, last) {
                (Cause::Truncated, _, _) => write!(
                    f,
                    "the input is truncated: it ends after chunk {chunk}, which is not the final chunk"
                ),
                (Cause::Appended, _, _) => write!(
                    f,
                    "the input has data appended after its final chunk (chunk {chunk})"
                ),
                (Cause::Unknown, 0, false) => f.write_str(
                    "chunk 0 failed authentication: wrong key, or the header or data was altered",
                ),
                (Cause::Unknown, 0, true) => f.write_str(
                    "chunk 0, the only one in the input, failed authentication: wrong key, or \
                     the input was altered or truncated",
                ),
                (Cause::Unknown, _, true) => write!(
                    f,
                    "chunk {chunk}, the last in the input, failed authentication: the input was \
                     altered, truncated or extended"
                ),
                (Cause::Unknown, _, false) => write!(
                    f,
                    "chunk {chunk} failed authentication: the input was altered, reordered or \
                     spliced"
                ),
            },
            StreamError::TooLong => write!(
                f,
                "the input is too long for one stream ({MAX_CHUNKS} chunks); split it or use a \
                 larger --chunk-size"
            ),
            StreamError::Cipher(e) => write!(f, "{e}"),
        }
    }
}

impl StreamError {
    /// Whether reading the input or writing the output failed.
    pub fn is_io(&self) -> bool {
        matches!(
            self,
            StreamError::Read(_) | StreamError::Write(_) | StreamError::MidStream { .. }
        )
    }

    /// For a failure inside the chunks: the plaintext bytes written before it, all from
    /// authenticated chunks.
    pub fn released(&self) -> Option<u64> {
        match self {
            StreamError::TruncatedChunk { released, .. }
            | StreamError::Authentication { released, .. }
            | StreamError::MidStream { released, .. } => Some(*released),
            _ => None,
        }
    }
}

/// Reads until `buf` is full or the input ends; returns the bytes read.
pub fn read_full<R: Read + ?Sized>(r: &mut R, buf: &mut [u8]) -> io::Result<usize> {
    let mut n = 0;
    while n < buf.len() {
        match r.read(&mut buf[n..]) {
            Ok(0) => break,
            Ok(k) => n += k,
            Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
            Err(e) => return Err(e),
        }
    }
    Ok(n)
}

/// An I/O error in mid-stream, after `released` bytes went out.
fn mid(write: bool, released: u64) -> impl FnOnce(io::Error) -> StreamError {
    move |error| StreamError::MidStream {
        write,
        error,
        released,
    }
}

/// The chunk loop of both directions. Reads `input` in pieces of `piece` bytes into buffers of
/// `buf_len` bytes (wiped when dropped), one piece ahead: a short piece, or a full one with
/// nothing after it, is the last. Hands each to `chunk` with `output`, the buffer, the piece's
/// length, its counter, whether it is the last and the bytes released before it; `chunk`
/// returns the bytes it released. Then flushes `output`; returns the bytes released.
fn each_chunk<R: Read + ?Sized, W: Write + ?Sized>(
    input: &mut R,
    output: &mut W,
    piece: usize,
    buf_len: usize,
    mut chunk: impl FnMut(&mut W, &mut [u8], usize, u32, bool, u64) -> Result<u64, StreamError>,
) -> Result<u64, StreamError> {
    let mut cur = Zeroizing::new(vec![0u8; buf_len]);
    let mut next = Zeroizing::new(vec![0u8; buf_len]);
    let mut n = read_full(input, &mut cur[..piece]).map_err(mid(false, 0))?;
    let mut released = 0u64;
    for counter in 0u64.. {
        let m = if n == piece {
            read_full(input, &mut next[..piece]).map_err(mid(false, released))?
        } else {
            0
        };
        let last = m == 0;
        let Ok(ctr) = u32::try_from(counter) else {
            return Err(StreamError::TooLong);
        };
        released += chunk(output, &mut cur, n, ctr, last, released)?;
        if last {
            break;
        }
        std::mem::swap(&mut cur, &mut next);
        n = m;
    }
    output.flush().map_err(mid(true, released))?;
    Ok(released)
}

/// Encrypts `input` to `output` as one stream; returns the plaintext bytes read.
///
/// Memory: two chunk buffers. A chunk is sealed once the next one has been read (or the input
/// has ended), which tells whether it is the last.
pub fn encrypt<R: Read + ?Sized, W: Write + ?Sized>(
    stream: &Stream,
    input: &mut R,
    output: &mut W,
) -> Result<u64, StreamError> {
    let aad = stream.header();
    output.write_all(aad).map_err(StreamError::Write)?;
    let size = stream.chunk_size as usize;
    // Each buffer holds a chunk's plaintext, sealed in place, and then its tag.
    each_chunk(
        input,
        output,
        size,
        size + TAG_LEN,
        |output, buf, n, ctr, last, total| {
            let (pt, rest) = buf.split_at_mut(n);
            let tag = stream
                .gcm
                .seal_in_place_detached(&stream.nonce(ctr, last), aad, pt)
                .map_err(StreamError::Cipher)?;
            rest[..TAG_LEN].copy_from_slice(&tag);
            output
                .write_all(&buf[..n + TAG_LEN])
                .map_err(mid(true, total))?;
            Ok(n as u64)
        },
    )
}

/// Reads the header and sets up the chunk cipher: version 2 under the stream key, after its key
/// commitment matched; version 1 under the key file's key, after calling `on_v1`.
fn open_header<R: Read + ?Sized>(
    key: &KeyFile,
    input: &mut R,
    on_v1: &mut dyn FnMut(),
) -> Result<Stream, StreamError> {
    let mut h = [0u8; HEADER_LEN];
    let n = read_full(input, &mut h[..FIXED_LEN]).map_err(StreamError::Read)?;
    // Say "not a stream" or "unsupported version" rather than "truncated" when the bytes there
    // already say so.
    if n == 0 {
        return Err(StreamError::Empty);
    }
    let m = n.min(MAGIC.len());
    if h[..m] != MAGIC[..m] {
        return Err(StreamError::NotAStream);
    }
    let version = h[MAGIC.len()];
    let len = match version {
        _ if n <= MAGIC.len() => HEADER_LEN,
        VERSION => HEADER_LEN,
        VERSION_1 => V1_HEADER_LEN,
        v => return Err(StreamError::UnsupportedVersion(v)),
    };
    let n = n + read_full(input, &mut h[n..len]).map_err(StreamError::Read)?;
    if n < len {
        return Err(StreamError::TruncatedHeader { got: n, len });
    }
    let chunk_size = u32::from_be_bytes([h[8], h[9], h[10], h[11]]);
    if chunk_size == 0 || chunk_size > MAX_CHUNK_SIZE {
        return Err(StreamError::InvalidChunkSize(chunk_size));
    }
    if version == VERSION_1 {
        on_v1();
        let mut base = [0u8; NONCE_LEN];
        base[..V1_PREFIX_LEN].copy_from_slice(&h[FIXED_LEN..V1_HEADER_LEN]);
        return Ok(Stream {
            gcm: key.v1_cipher().map_err(StreamError::Cipher)?,
            base,
            chunk_size,
            header: h[..V1_HEADER_LEN].to_vec(),
        });
    }
    let salt: &[u8; SALT_LEN] = h[FIXED_LEN..FIXED_LEN + SALT_LEN]
        .try_into()
        .expect("24 bytes");
    let commitment: &[u8; COMMITMENT_LEN] = h[FIXED_LEN + SALT_LEN..].try_into().expect("32 bytes");
    let ks = key.stream_key().map_err(|e| StreamError::Key(e.0))?;
    if !ks.check_commitment(salt, commitment) {
        return Err(StreamError::WrongKey);
    }
    let stream = Stream::v2(&ks, chunk_size, salt)?;
    debug_assert_eq!(stream.header[..], h[..]);
    Ok(stream)
}

/// Decrypts the stream `input` to `output` with the key file's key; returns the plaintext bytes
/// written. `on_v1` is called once the header says version 1, before any output.
///
/// A version 2 stream's key commitment is checked first, so a wrong key fails before any chunk
/// is opened. Each chunk's plaintext is written only after its tag verified, so on an error
/// `output` holds exactly the authentic plaintext of the chunks before the failing one.
/// Memory: two record buffers and one plaintext buffer.
pub fn decrypt<R: Read + ?Sized, W: Write + ?Sized>(
    key: &KeyFile,
    input: &mut R,
    output: &mut W,
    on_v1: &mut dyn FnMut(),
) -> Result<u64, StreamError> {
    let stream = open_header(key, input, on_v1)?;
    let aad = stream.header();
    let size = stream.chunk_size as usize;
    let record = size + TAG_LEN;
    let mut plain = Zeroizing::new(vec![0u8; size]);
    each_chunk(
        input,
        output,
        record,
        record,
        |output, buf, n, ctr, last, released| {
            let counter = u64::from(ctr);
            if n == 0 {
                return Err(StreamError::NoChunks);
            }
            if n < TAG_LEN {
                return Err(StreamError::TruncatedChunk {
                    chunk: counter,
                    released,
                });
            }
            let sealed = &buf[..n];
            let len = n - TAG_LEN;
            let open = |last: bool, plain: &mut [u8]| {
                stream
                    .gcm
                    .decrypt_with_nonce_to(&stream.nonce(ctr, last), aad, sealed, plain)
            };
            match open(last, &mut plain) {
                Ok(_) => {}
                Err(hw_crypto::aes_gcm::Error::Authentication) => {
                    // A second look, to name the failure; its plaintext is wiped, never released.
                    let other = open(!last, &mut plain);
                    zeroize::Zeroize::zeroize(&mut plain[..len]);
                    let cause = match (other, last) {
                        (Ok(_), true) => Cause::Truncated,
                        (Ok(_), false) => Cause::Appended,
                        _ => Cause::Unknown,
                    };
                    return Err(StreamError::Authentication {
                        chunk: counter,
                        released,
                        last,
                        cause,
                    });
                }
                Err(e) => return Err(StreamError::Cipher(e)),
            }
            // An empty final chunk is allowed only as the whole (empty) stream.
            if len == 0 && counter != 0 {
                return Err(StreamError::Authentication {
                    chunk: counter,
                    released,
                    last,
                    cause: Cause::Unknown,
                });
            }
            output
                .write_all(&plain[..len])
                .map_err(mid(true, released))?;
            Ok(len as u64)
        },
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    const KEY: [u8; 32] = [0x42; 32];
    const SALT: [u8; SALT_LEN] = [7; SALT_LEN];

    fn stream_with(key: &[u8; 32], chunk_size: u32, salt: &[u8; SALT_LEN]) -> Stream {
        let ks = KeyFile::from_bytes(key).stream_key().unwrap();
        Stream::v2(&ks, chunk_size, salt).unwrap()
    }

    fn seal_with(key: &[u8; 32], salt: &[u8; SALT_LEN], pt: &[u8], chunk_size: u32) -> Vec<u8> {
        let mut out = Vec::new();
        encrypt(&stream_with(key, chunk_size, salt), &mut &pt[..], &mut out).unwrap();
        out
    }

    fn seal(pt: &[u8], chunk_size: u32) -> Vec<u8> {
        seal_with(&KEY, &SALT, pt, chunk_size)
    }

    /// Decrypts with `key`; returns the result, the output and whether the v1 warning ran.
    fn open_with(key: &[u8; 32], ct: &[u8]) -> (Result<u64, StreamError>, Vec<u8>, bool) {
        let mut out = Vec::new();
        let mut v1 = false;
        let r = decrypt(
            &KeyFile::from_bytes(key),
            &mut &ct[..],
            &mut out,
            &mut || v1 = true,
        );
        (r, out, v1)
    }

    fn open(ct: &[u8]) -> (Result<u64, StreamError>, Vec<u8>) {
        let (r, out, v1) = open_with(&KEY, ct);
        assert!(!v1);
        (r, out)
    }

    #[test]
    fn header_and_nonce_layout() {
        let salt: [u8; SALT_LEN] = *b"ABCDEFGHIJKLMNOPQRSTUVWX";
        let s = stream_with(&KEY, 0x0001_0000, &salt);
        let h = s.header();
        assert_eq!(h.len(), HEADER_LEN);
        assert_eq!(
            &h[..36],
            b"hwcrypt\x02\x00\x01\x00\x00ABCDEFGHIJKLMNOPQRSTUVWX"
        );
        let ks = KeyFile::from_bytes(&KEY).stream_key().unwrap();
        assert_eq!(h[36..], ks.commitment(&salt));
        let x = |a: &[u8; 12], b: &[u8; 12]| -> [u8; 12] { core::array::from_fn(|i| a[i] ^ b[i]) };
        let base = *b"MNOPQRSTUVWX";
        assert_eq!(
            s.nonce(0x0102_0304, true),
            x(&base, b"\0\0\0\0\0\0\0\x01\x02\x03\x04\x01")
        );
        assert_eq!(s.nonce(5, false), x(&base, b"\0\0\0\0\0\0\0\0\0\0\x05\0"));
        assert_eq!(s.nonce(0, false), base);
    }

    #[test]
    fn lengths_round_trip_and_sizes() {
        let mut cases = 0;
        for cs in [1u32, 16, 100] {
            let c = cs as usize;
            for len in [0, 1, c - 1, c, c + 1, 7 * c, 7 * c + 3] {
                let pt: Vec<u8> = (0..len).map(|i| (i * 31 % 251) as u8).collect();
                let ct = seal(&pt, cs);
                let chunks = len.div_ceil(c).max(1);
                assert_eq!(ct.len(), HEADER_LEN + len + chunks * TAG_LEN);
                let (r, out) = open(&ct);
                assert_eq!(r.unwrap(), len as u64);
                assert_eq!(out, pt);
                cases += 1;
            }
        }
        assert_eq!(cases, 21);
    }

    #[test]
    fn an_empty_non_first_final_chunk_is_rejected() {
        // A writer that emits an empty final chunk after full ones is not this format.
        let s = stream_with(&KEY, 4, &SALT);
        let mut ct = s.header().to_vec();
        let mut c0 = *b"abcd";
        let t0 = s
            .gcm
            .seal_in_place_detached(&s.nonce(0, false), s.header(), &mut c0)
            .unwrap();
        ct.extend_from_slice(&c0);
        ct.extend_from_slice(&t0);
        let t1 = s
            .gcm
            .seal_in_place_detached(&s.nonce(1, true), s.header(), &mut [])
            .unwrap();
        ct.extend_from_slice(&t1);
        let (r, out) = open(&ct);
        assert!(
            matches!(r, Err(StreamError::Authentication { chunk: 1, .. })),
            "{r:?}"
        );
        assert_eq!(out, b"abcd");
    }

    #[test]
    fn a_wrong_key_or_an_edited_salt_fails_at_the_commitment() {
        let ct = seal(b"secret", 16);
        let mut other = KEY;
        other[31] ^= 1;
        let (r, out, _) = open_with(&other, &ct);
        assert!(matches!(r, Err(StreamError::WrongKey)), "{r:?}");
        assert!(out.is_empty());
        let mut cases = 0;
        for i in FIXED_LEN..HEADER_LEN {
            let mut bad = ct.clone();
            bad[i] ^= 0x10;
            let (r, out) = open(&bad);
            assert!(matches!(r, Err(StreamError::WrongKey)), "byte {i}: {r:?}");
            assert!(out.is_empty());
            cases += 1;
        }
        assert_eq!(cases, SALT_LEN + COMMITMENT_LEN);
    }

    /// The 16-byte keystream blocks of a stream of `chunks` zero chunks: its ciphertext with the
    /// header and tags removed.
    fn keystream(key: &[u8; 32], salt: &[u8; SALT_LEN], chunks: usize) -> Vec<[u8; 16]> {
        let ct = seal_with(key, salt, &vec![0u8; 64 * chunks], 64);
        assert_eq!(ct.len(), HEADER_LEN + chunks * (64 + TAG_LEN));
        ct[HEADER_LEN..]
            .chunks(64 + TAG_LEN)
            .flat_map(|r| r[..64].chunks(16))
            .map(|b| b.try_into().unwrap())
            .collect()
    }

    fn shared_blocks(a: &[[u8; 16]], b: &[[u8; 16]]) -> usize {
        let set: std::collections::HashSet<_> = a.iter().collect();
        b.iter().filter(|x| set.contains(x)).count()
    }

    /// F2: two streams whose salts collide the way version 1 prefixes could (equal in the first
    /// 7 bytes), or equal in either half (the same `Kx`, or the same base nonce), share no
    /// keystream block; nor do streams under different keys with the same salt. A salt equal in
    /// all 24 bytes under the same key is the same stream by design. The control: two version 1
    /// streams with the same prefix share every keystream block, so the comparison does detect
    /// reuse.
    #[test]
    fn colliding_salts_share_no_keystream() {
        const CHUNKS: usize = 20;
        let salt: [u8; SALT_LEN] = core::array::from_fn(|i| 0x30 + i as u8);
        let with = |from: usize, to: usize| {
            let mut s = salt;
            s[from..to].iter_mut().for_each(|b| *b ^= 0xa5);
            s
        };
        let base = keystream(&KEY, &salt, CHUNKS);
        let mut cases = 0;
        for (what, other) in [
            ("equal first 7 bytes (a v1 prefix collision)", with(7, 24)),
            ("equal first 12 bytes (same Kx)", with(12, 24)),
            ("equal last 12 bytes (same base nonce)", with(0, 12)),
            ("equal but the last byte", with(23, 24)),
            ("equal but the first byte", with(0, 1)),
        ] {
            let ks = keystream(&KEY, &other, CHUNKS);
            assert_eq!(shared_blocks(&base, &ks), 0, "{what}");
            cases += 1;
        }
        let mut key2 = KEY;
        key2[0] ^= 0x80;
        assert_eq!(shared_blocks(&base, &keystream(&key2, &salt, CHUNKS)), 0);
        assert_eq!(keystream(&KEY, &salt, CHUNKS), base, "same key, same salt");
        assert_eq!(cases, 5);

        // Control: version 1, two streams with equal prefixes under one key.
        // Their headers (the AAD) differ in the chunk size; the keystream does not.
        let v1 = |chunk_size: u8| {
            let gcm = HardwareAes256Gcm::new(&KEY).unwrap();
            let header = [&MAGIC[..], &[1, 0, 0, 0, chunk_size], &[9; 7]].concat();
            let mut zero = [0u8; 64];
            let mut n = [0u8; NONCE_LEN];
            n[..7].fill(9);
            gcm.seal_in_place_detached(&n, &header, &mut zero).unwrap();
            zero.chunks(16)
                .map(|b| b.try_into().unwrap())
                .collect::<Vec<[u8; 16]>>()
        };
        assert_eq!(shared_blocks(&v1(64), &v1(128)), 4);
    }

    /// A writer that takes `room` bytes and then fails.
    struct FullAfter(usize);

    impl Write for FullAfter {
        fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
            if self.0 == 0 {
                return Err(io::Error::from(io::ErrorKind::StorageFull));
            }
            let n = buf.len().min(self.0);
            self.0 -= n;
            Ok(n)
        }
        fn flush(&mut self) -> io::Result<()> {
            Ok(())
        }
    }

    /// A reader that gives `data` and then fails.
    struct FailsAfter<'a>(&'a [u8]);

    impl Read for FailsAfter<'_> {
        fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
            if self.0.is_empty() {
                return Err(io::Error::other("device gone"));
            }
            let n = buf.len().min(self.0.len());
            buf[..n].copy_from_slice(&self.0[..n]);
            self.0 = &self.0[n..];
            Ok(n)
        }
    }

    /// F10: a read or write error inside the chunks reports the authenticated bytes already
    /// released.
    #[test]
    fn io_errors_mid_stream_count_the_released_bytes() {
        let pt: Vec<u8> = (0..1000u32).map(|i| i as u8).collect();
        let ct = seal(&pt, 100);
        let keys = KeyFile::from_bytes(&KEY);
        let mut cases = 0;
        for room in [0usize, 99, 100, 250, 999] {
            let r = decrypt(&keys, &mut &ct[..], &mut FullAfter(room), &mut || {});
            let want = (room / 100 * 100) as u64;
            match r {
                Err(StreamError::MidStream {
                    write: true,
                    released,
                    ref error,
                }) => {
                    assert_eq!(released, want, "room {room}");
                    assert_eq!(error.kind(), io::ErrorKind::StorageFull);
                }
                other => panic!("room {room}: {other:?}"),
            }
            cases += 1;
        }
        // The input fails after 3 whole records and part of the fourth: the reader is one
        // record ahead, so 2 chunks (200 bytes) were released when the error came.
        let cut = HEADER_LEN + 3 * (100 + TAG_LEN) + 7;
        let mut out = Vec::new();
        let r = decrypt(&keys, &mut FailsAfter(&ct[..cut]), &mut out, &mut || {});
        match r {
            Err(e @ StreamError::MidStream { write: false, .. }) => {
                assert_eq!(e.released(), Some(200));
                assert_eq!(e.to_string(), "cannot read the input: device gone");
            }
            other => panic!("{other:?}"),
        }
        assert_eq!(out, &pt[..200]);
        assert_eq!(cases, 5);
    }

    /// F10 for encrypting: a read or write error after the header reports how many plaintext
    /// bytes' sealed chunks were already written.
    #[test]
    fn io_errors_mid_stream_count_the_sealed_bytes() {
        let pt: Vec<u8> = (0..1000u32).map(|i| i as u8).collect();
        let st = stream_with(&KEY, 100, &SALT);
        let mut cases = 0;
        // Room for the header and then 0, 1 (partly), 2 and 9 whole records.
        for records in [0usize, 1, 2, 9] {
            let room = HEADER_LEN + records * (100 + TAG_LEN) + usize::from(records == 1) * 50;
            match encrypt(&st, &mut &pt[..], &mut FullAfter(room)) {
                Err(StreamError::MidStream {
                    write: true,
                    released,
                    ref error,
                }) => {
                    assert_eq!(released, 100 * records as u64, "{records} records");
                    assert_eq!(error.kind(), io::ErrorKind::StorageFull);
                }
                other => panic!("{records} records: {other:?}"),
            }
            cases += 1;
        }
        // The input fails after 350 bytes: three chunks were read, and the encryptor, which
        // reads one chunk ahead, had written two when the error came.
        let mut out = Vec::new();
        match encrypt(&st, &mut FailsAfter(&pt[..350]), &mut out) {
            Err(e @ StreamError::MidStream { write: false, .. }) => {
                assert_eq!(e.released(), Some(200));
                assert_eq!(e.to_string(), "cannot read the input: device gone");
            }
            other => panic!("{other:?}"),
        }
        assert_eq!(out.len(), HEADER_LEN + 2 * (100 + TAG_LEN));
        assert_eq!(cases, 4);
    }

    /// The concatenated hex of every line labelled `label` in docs/user/stream-format.md.
    fn doc_field(label: &str) -> Vec<u8> {
        let doc = include_str!("../../../docs/user/stream-format.md");
        let hex: String = doc
            .lines()
            .filter_map(|l| l.strip_prefix(label))
            .filter(|rest| rest.starts_with(' '))
            .map(str::trim)
            .filter(|v| v.bytes().all(|b| b.is_ascii_hexdigit()))
            .collect();
        assert!(!hex.is_empty(), "no `{label}` line");
        let mut out = vec![0u8; hex.len() / 2];
        crate::keyfile::from_hex(hex.as_bytes(), &mut out).unwrap();
        out
    }

    #[test]
    fn documented_test_vector() {
        let key: [u8; 32] = doc_field("key").try_into().unwrap();
        let salt: [u8; SALT_LEN] = doc_field("salt").try_into().unwrap();
        assert_eq!(salt[0], 0xa0);
        let keys = KeyFile::from_bytes(&key);
        let mut ks = [0u8; 32];
        hw_aes256::cmac::Cmac256::new(&key).unwrap().derive_counter(
            crate::keys::STREAM_LABEL,
            b"",
            &mut ks,
        );
        assert_eq!(ks.to_vec(), doc_field("ks"));
        let sk = keys.stream_key().unwrap();
        let (n, _) = split_salt(&salt);
        assert_eq!(sk.chunk_key(n).to_vec(), doc_field("kx"));
        assert_eq!(sk.commitment(&salt).to_vec(), doc_field("commitment"));
        let s = Stream::v2(&sk, 32, &salt).unwrap();
        assert_eq!(s.header().to_vec(), doc_field("header"));
        for (i, last) in [(0u32, false), (1, false), (2, true)] {
            assert_eq!(s.nonce(i, last).to_vec(), doc_field(&format!("nonce{i}")));
        }
        let pt = doc_field("plaintext");
        assert_eq!(
            &pt[..],
            b"hwcrypt stream format, version 2: three chunks of at most 32 bytes."
        );
        let mut out = Vec::new();
        encrypt(&s, &mut &pt[..], &mut out).unwrap();
        let records: Vec<u8> = (0..3)
            .flat_map(|i| doc_field(&format!("record{i}")))
            .collect();
        assert_eq!(out, doc_field("stream"));
        assert_eq!(out[HEADER_LEN..], records[..]);
        let mut empty = Vec::new();
        encrypt(&s, &mut &[][..], &mut empty).unwrap();
        assert_eq!(empty, doc_field("empty"));
        let (r, back, v1) = open_with(&key, &out);
        assert_eq!((r.unwrap(), back, v1), (67, pt, false));
    }

    /// Version 1 stays readable (with the warning), under the key file's key itself.
    #[test]
    fn documented_v1_test_vector_is_read() {
        let key: [u8; 32] = doc_field("v1key").try_into().unwrap();
        let pt = doc_field("v1plaintext");
        assert_eq!(
            &pt[..],
            b"hwcrypt stream format, version 1: three chunks of at most 32 bytes."
        );
        let stream = doc_field("v1stream");
        let records: Vec<u8> = (0..3)
            .flat_map(|i| doc_field(&format!("v1record{i}")))
            .collect();
        assert_eq!(stream[..V1_HEADER_LEN], doc_field("v1header")[..]);
        assert_eq!(stream[V1_HEADER_LEN..], records[..]);
        let (r, back, v1) = open_with(&key, &stream);
        assert_eq!((r.unwrap(), &back[..], v1), (67, &pt[..], true));
        let (r, back, v1) = open_with(&key, &doc_field("v1empty"));
        assert_eq!((r.unwrap(), back.len(), v1), (0, 0, true));
        // The nonces are the version 2 XOR layout over a prefix-and-zeros base.
        let mut warned = 0;
        let s = open_header(&KeyFile::from_bytes(&key), &mut &stream[..], &mut || {
            warned += 1
        })
        .unwrap();
        for (i, last) in [(0u32, false), (1, false), (2, true)] {
            assert_eq!(s.nonce(i, last).to_vec(), doc_field(&format!("v1nonce{i}")));
        }
        assert_eq!(warned, 1);
        // A version 1 chunk edited anywhere fails; a wrong key fails at chunk 0.
        let mut bad = stream.clone();
        bad[V1_HEADER_LEN + 48 + 5] ^= 1;
        let (r, out, _) = open_with(&key, &bad);
        assert!(
            matches!(r, Err(StreamError::Authentication { chunk: 1, .. })),
            "{r:?}"
        );
        assert_eq!(out, &pt[..32]);
        let (r, out, _) = open_with(&KEY, &stream);
        assert!(
            matches!(r, Err(StreamError::Authentication { chunk: 0, .. })),
            "{r:?}"
        );
        assert!(out.is_empty());
    }
}
