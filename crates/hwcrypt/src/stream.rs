//! The hwcrypt stream format, version 1 (docs/stream-format.md).
//!
//! ```text
//! header  = "hwcrypt" | version (1 byte, 1) | chunk size (u32 BE) | nonce prefix (7 bytes)
//! chunk i = AES-256-GCM(key, nonce = prefix | i (u32 BE) | last (0 or 1), aad = header,
//!                       plaintext bytes [i * size, (i + 1) * size))  ->  ciphertext | tag
//! ```
//!
//! Every chunk but the last holds exactly `chunk size` plaintext bytes; the last holds
//! 1..=`chunk size` bytes, or 0 when the whole input is empty (then it is the only chunk). This
//! is the nonce-based STREAM construction of Hoang, Reyhanitabar, Rogaway and Vizár (2015):
//! the counter in the nonce fixes each chunk's position, the last-chunk flag makes truncation at
//! a chunk boundary detectable, and the header, as AAD of every chunk, binds the parameters.

use std::fmt;
use std::io::{self, Read, Write};

use hw_crypto::aes_gcm::{HardwareAes256Gcm, NONCE_LEN, TAG_LEN};
use zeroize::Zeroizing;

/// The first seven bytes of every stream.
pub const MAGIC: [u8; 7] = *b"hwcrypt";
/// The format version this program writes and reads.
pub const VERSION: u8 = 1;
/// Bytes of the header.
pub const HEADER_LEN: usize = MAGIC.len() + 1 + 4 + PREFIX_LEN;
/// Bytes of the random nonce prefix.
pub const PREFIX_LEN: usize = 7;
/// The chunk size `encrypt` uses unless told otherwise: 64 KiB of plaintext.
pub const DEFAULT_CHUNK_SIZE: u32 = 64 * 1024;
/// The largest chunk size a stream may declare (16 MiB): what a reader is willing to buffer.
pub const MAX_CHUNK_SIZE: u32 = 1 << 24;
/// The most chunks one stream can have: the counter is 32 bits.
pub const MAX_CHUNKS: u64 = 1 << 32;

/// A parsed header.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Header {
    /// Plaintext bytes per chunk (the last may hold fewer).
    pub chunk_size: u32,
    /// The nonce prefix, drawn from the DRBG for each stream.
    pub prefix: [u8; PREFIX_LEN],
}

impl Header {
    /// The header's bytes, which are also every chunk's AAD.
    pub fn to_bytes(self) -> [u8; HEADER_LEN] {
        let mut h = [0u8; HEADER_LEN];
        h[..7].copy_from_slice(&MAGIC);
        h[7] = VERSION;
        h[8..12].copy_from_slice(&self.chunk_size.to_be_bytes());
        h[12..].copy_from_slice(&self.prefix);
        h
    }

    /// Parses and checks a header: magic, then version, then chunk size.
    pub fn parse(h: &[u8; HEADER_LEN]) -> Result<Header, StreamError> {
        if h[..7] != MAGIC {
            return Err(StreamError::NotAStream);
        }
        if h[7] != VERSION {
            return Err(StreamError::UnsupportedVersion(h[7]));
        }
        let chunk_size = u32::from_be_bytes([h[8], h[9], h[10], h[11]]);
        if chunk_size == 0 || chunk_size > MAX_CHUNK_SIZE {
            return Err(StreamError::InvalidChunkSize(chunk_size));
        }
        let mut prefix = [0u8; PREFIX_LEN];
        prefix.copy_from_slice(&h[12..]);
        Ok(Header { chunk_size, prefix })
    }

    /// The nonce of chunk `counter`: prefix | counter (u32 BE) | last-chunk flag.
    pub fn nonce(&self, counter: u32, last: bool) -> [u8; NONCE_LEN] {
        let mut n = [0u8; NONCE_LEN];
        n[..PREFIX_LEN].copy_from_slice(&self.prefix);
        n[PREFIX_LEN..PREFIX_LEN + 4].copy_from_slice(&counter.to_be_bytes());
        n[NONCE_LEN - 1] = u8::from(last);
        n
    }
}

/// Why a stream could not be written or read.
#[derive(Debug)]
pub enum StreamError {
    /// Reading the input failed.
    Read(io::Error),
    /// Writing the output failed.
    Write(io::Error),
    /// The input is empty.
    Empty,
    /// The input does not start with the magic bytes.
    NotAStream,
    /// The input ends inside the header (this many bytes).
    TruncatedHeader(usize),
    /// The header names a version this program does not read.
    UnsupportedVersion(u8),
    /// The header's chunk size is 0 or over [`MAX_CHUNK_SIZE`].
    InvalidChunkSize(u32),
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
            StreamError::Empty => f.write_str("the input is empty: it is not an hwcrypt stream"),
            StreamError::NotAStream => f.write_str(
                "the input is not an hwcrypt stream (it does not start with \"hwcrypt\")",
            ),
            StreamError::TruncatedHeader(n) => write!(
                f,
                "the input is truncated: it ends inside the {HEADER_LEN}-byte header, after {n} bytes"
            ),
            StreamError::UnsupportedVersion(v) => write!(
                f,
                "unsupported stream format version {v}: this hwcrypt reads version {VERSION}; \
                 use the hwcrypt that wrote it"
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
    /// For a failure inside the chunks: the plaintext bytes written before it, all from
    /// authenticated chunks.
    pub fn released(&self) -> Option<u64> {
        match self {
            StreamError::TruncatedChunk { released, .. }
            | StreamError::Authentication { released, .. } => Some(*released),
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

/// Encrypts `input` to `output` as one stream with `header`; returns the plaintext bytes read.
///
/// Memory: two chunk buffers. A chunk is sealed once the next one has been read (or the input
/// has ended), which tells whether it is the last.
pub fn encrypt<R: Read + ?Sized, W: Write + ?Sized>(
    cipher: &HardwareAes256Gcm,
    header: Header,
    input: &mut R,
    output: &mut W,
) -> Result<u64, StreamError> {
    let aad = header.to_bytes();
    output.write_all(&aad).map_err(StreamError::Write)?;
    let size = header.chunk_size as usize;
    // Each buffer holds a chunk's plaintext, sealed in place, and then its tag.
    let mut cur = Zeroizing::new(vec![0u8; size + TAG_LEN]);
    let mut next = Zeroizing::new(vec![0u8; size + TAG_LEN]);
    let mut n = read_full(input, &mut cur[..size]).map_err(StreamError::Read)?;
    let mut total = 0u64;
    let mut counter = 0u64;
    loop {
        let m = if n == size {
            read_full(input, &mut next[..size]).map_err(StreamError::Read)?
        } else {
            0
        };
        let last = m == 0;
        let Ok(ctr) = u32::try_from(counter) else {
            return Err(StreamError::TooLong);
        };
        let (pt, rest) = cur.split_at_mut(n);
        let tag = cipher
            .seal_in_place_detached(&header.nonce(ctr, last), &aad, pt)
            .map_err(StreamError::Cipher)?;
        rest[..TAG_LEN].copy_from_slice(&tag);
        output
            .write_all(&cur[..n + TAG_LEN])
            .map_err(StreamError::Write)?;
        total += n as u64;
        counter += 1;
        if last {
            break;
        }
        std::mem::swap(&mut cur, &mut next);
        n = m;
    }
    output.flush().map_err(StreamError::Write)?;
    Ok(total)
}

/// Decrypts the stream `input` to `output`; returns the plaintext bytes written.
///
/// Each chunk's plaintext is written only after its tag verified, so on an error `output` holds
/// exactly the authentic plaintext of the chunks before the failing one. Memory: two record
/// buffers and one plaintext buffer.
pub fn decrypt<R: Read + ?Sized, W: Write + ?Sized>(
    cipher: &HardwareAes256Gcm,
    input: &mut R,
    output: &mut W,
) -> Result<u64, StreamError> {
    let mut aad = [0u8; HEADER_LEN];
    match read_full(input, &mut aad).map_err(StreamError::Read)? {
        0 => return Err(StreamError::Empty),
        // Say "not a stream" or "unsupported version" rather than "truncated" when the bytes
        // there already say so.
        n if n < HEADER_LEN => {
            let m = n.min(MAGIC.len());
            if aad[..m] != MAGIC[..m] {
                return Err(StreamError::NotAStream);
            }
            if n > MAGIC.len() && aad[MAGIC.len()] != VERSION {
                return Err(StreamError::UnsupportedVersion(aad[MAGIC.len()]));
            }
            return Err(StreamError::TruncatedHeader(n));
        }
        _ => {}
    }
    let header = Header::parse(&aad)?;
    let size = header.chunk_size as usize;
    let record = size + TAG_LEN;
    let mut cur = vec![0u8; record];
    let mut next = vec![0u8; record];
    let mut plain = Zeroizing::new(vec![0u8; size]);
    let mut n = read_full(input, &mut cur).map_err(StreamError::Read)?;
    if n == 0 {
        return Err(StreamError::NoChunks);
    }
    let mut released = 0u64;
    let mut counter = 0u64;
    loop {
        // A full record may be followed by more; anything shorter ends the input.
        let m = if n == record {
            read_full(input, &mut next).map_err(StreamError::Read)?
        } else {
            0
        };
        let last = m == 0;
        if n < TAG_LEN {
            return Err(StreamError::TruncatedChunk {
                chunk: counter,
                released,
            });
        }
        let Ok(ctr) = u32::try_from(counter) else {
            return Err(StreamError::TooLong);
        };
        let sealed = &cur[..n];
        let len = n - TAG_LEN;
        match cipher.decrypt_with_nonce_to(&header.nonce(ctr, last), &aad, sealed, &mut plain) {
            Ok(_) => {}
            Err(hw_crypto::aes_gcm::Error::Authentication) => {
                // A second look, to name the failure; its plaintext is wiped, never released.
                let other = cipher.decrypt_with_nonce_to(
                    &header.nonce(ctr, !last),
                    &aad,
                    sealed,
                    &mut plain,
                );
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
            .map_err(StreamError::Write)?;
        released += len as u64;
        counter += 1;
        if last {
            break;
        }
        std::mem::swap(&mut cur, &mut next);
        n = m;
    }
    output.flush().map_err(StreamError::Write)?;
    Ok(released)
}

#[cfg(test)]
mod tests {
    use super::*;

    const KEY: [u8; 32] = [0x42; 32];

    fn seal(pt: &[u8], chunk_size: u32) -> Vec<u8> {
        let cipher = HardwareAes256Gcm::new(&KEY).unwrap();
        let header = Header {
            chunk_size,
            prefix: [1, 2, 3, 4, 5, 6, 7],
        };
        let mut out = Vec::new();
        encrypt(&cipher, header, &mut &pt[..], &mut out).unwrap();
        out
    }

    fn open(ct: &[u8]) -> (Result<u64, StreamError>, Vec<u8>) {
        let cipher = HardwareAes256Gcm::new(&KEY).unwrap();
        let mut out = Vec::new();
        let r = decrypt(&cipher, &mut &ct[..], &mut out);
        (r, out)
    }

    #[test]
    fn header_round_trip_and_nonce_layout() {
        let h = Header {
            chunk_size: 0x0001_0000,
            prefix: *b"ABCDEFG",
        };
        let b = h.to_bytes();
        assert_eq!(&b, b"hwcrypt\x01\x00\x01\x00\x00ABCDEFG");
        assert_eq!(Header::parse(&b).unwrap(), h);
        assert_eq!(&h.nonce(0x0102_0304, true), b"ABCDEFG\x01\x02\x03\x04\x01");
        assert_eq!(&h.nonce(5, false), b"ABCDEFG\x00\x00\x00\x05\x00");
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
        let cipher = HardwareAes256Gcm::new(&KEY).unwrap();
        let header = Header {
            chunk_size: 4,
            prefix: [9; 7],
        };
        let aad = header.to_bytes();
        let mut ct = aad.to_vec();
        let mut c0 = *b"abcd";
        let t0 = cipher
            .seal_in_place_detached(&header.nonce(0, false), &aad, &mut c0)
            .unwrap();
        ct.extend_from_slice(&c0);
        ct.extend_from_slice(&t0);
        let t1 = cipher
            .seal_in_place_detached(&header.nonce(1, true), &aad, &mut [])
            .unwrap();
        ct.extend_from_slice(&t1);
        let (r, out) = open(&ct);
        assert!(
            matches!(r, Err(StreamError::Authentication { chunk: 1, .. })),
            "{r:?}"
        );
        assert_eq!(out, b"abcd");
    }

    /// The concatenated hex of every line labelled `label` in docs/stream-format.md.
    fn doc_field(label: &str) -> Vec<u8> {
        let doc = include_str!("../../../docs/stream-format.md");
        let hex: String = doc
            .lines()
            .filter_map(|l| l.strip_prefix(label))
            .filter(|rest| rest.starts_with(' '))
            .map(str::trim)
            .collect();
        assert!(!hex.is_empty(), "no `{label}` line");
        let mut out = vec![0u8; hex.len() / 2];
        crate::keyfile::from_hex(hex.as_bytes(), &mut out).unwrap();
        out
    }

    #[test]
    fn documented_test_vector() {
        let key: [u8; 32] = doc_field("key").try_into().unwrap();
        let cipher = HardwareAes256Gcm::new(&key).unwrap();
        let header = Header {
            chunk_size: 32,
            prefix: [0xa0, 0xa1, 0xa2, 0xa3, 0xa4, 0xa5, 0xa6],
        };
        assert_eq!(header.to_bytes().to_vec(), doc_field("header"));
        for (i, last) in [(0u32, false), (1, false), (2, true)] {
            assert_eq!(
                header.nonce(i, last).to_vec(),
                doc_field(&format!("nonce{i}"))
            );
        }
        let pt = doc_field("plaintext");
        assert_eq!(
            &pt[..],
            b"hwcrypt stream format, version 1: three chunks of at most 32 bytes."
        );
        let mut out = Vec::new();
        encrypt(&cipher, header, &mut &pt[..], &mut out).unwrap();
        let records: Vec<u8> = (0..3)
            .flat_map(|i| doc_field(&format!("record{i}")))
            .collect();
        assert_eq!(out, doc_field("stream"));
        assert_eq!(out[HEADER_LEN..], records[..]);
        let mut empty = Vec::new();
        encrypt(&cipher, header, &mut &[][..], &mut empty).unwrap();
        assert_eq!(empty, doc_field("empty"));
        let mut back = Vec::new();
        decrypt(&cipher, &mut &out[..], &mut back).unwrap();
        assert_eq!(back, pt);
    }
}
