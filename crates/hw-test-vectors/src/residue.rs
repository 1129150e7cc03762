//! Finding key material left behind in a thread's stack, for the tests that check the kernels
//! wipe what they spill (round keys, GHASH/POLYVAL key powers, GCM-SIV's per-message keys).
//!
//! [`stack_after`] runs an operation on a new thread below a painted stack region and returns
//! the region as it is once the operation has returned. The test thread reads it through
//! `/proc/self/mem` (plain file I/O) while the operation's thread waits, spinning, in the frame
//! that called it: nothing of its own runs below that frame any more. [`Masked`] holds the
//! values to look for XOR-masked, so the search itself leaves no unmasked copy on a stack.
//!
//! [`aes_round_keys`] is the FIPS 197 §5.2 key expansion over an S-box computed from its
//! definition, written plainly here as a test oracle (the library's own expansion runs on the
//! CPU's instructions); the T-AES reference uses it too.

use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};

/// How many bytes below the calling frame are painted and read back.
pub const SPAN: usize = 64 * 1024;
/// The paint.
const PAINT: u8 = 0xA5;

/// A stack region after an operation ran in it.
pub struct StackRegion {
    /// The region's bytes, lowest address first.
    pub bytes: Vec<u8>,
    /// How far below the calling frame the operation (or anything it called) wrote.
    pub depth: usize,
}

/// Paints `SPAN` bytes just below the caller's frame and returns the lowest address painted.
#[inline(never)]
fn paint() -> usize {
    let mut buf = [PAINT; SPAN];
    std::hint::black_box(&mut buf);
    buf.as_ptr() as usize
}

/// Runs `op` out of line, so its frames lie below the caller's.
#[inline(never)]
fn call(op: &mut dyn FnMut()) {
    op();
}

/// Runs `op` on a new thread, below a region painted just before, and returns that region as
/// it is after `op` returned (with everything it created dropped).
///
/// # Panics
///
/// If `/proc/self/mem` cannot be read (Linux only), or if `op` wrote all the way down to the
/// end of the region (it may have used more stack than is read back).
pub fn stack_after<F: FnMut() + Send>(mut op: F) -> StackRegion {
    let low = AtomicUsize::new(0);
    let done = AtomicBool::new(false);
    let read = AtomicBool::new(false);
    std::thread::scope(|s| {
        let worker = std::thread::Builder::new()
            .stack_size(1 << 20)
            .spawn_scoped(s, || {
                low.store(paint(), Ordering::SeqCst);
                call(&mut op);
                done.store(true, Ordering::SeqCst);
                while !read.load(Ordering::SeqCst) {
                    std::hint::spin_loop();
                }
            })
            .expect("spawn the probed thread");
        while !done.load(Ordering::SeqCst) {
            std::hint::spin_loop();
        }
        let bytes = read_memory(low.load(Ordering::SeqCst), SPAN);
        read.store(true, Ordering::SeqCst);
        worker.join().expect("the probed operation panicked");
        let untouched = bytes.iter().take_while(|&&b| b == PAINT).count();
        assert!(
            untouched > 0,
            "the operation wrote past the {SPAN}-byte region read back"
        );
        StackRegion {
            depth: SPAN - untouched,
            bytes,
        }
    })
}

/// `len` bytes of this process's memory at `addr`, through `/proc/self/mem`.
fn read_memory(addr: usize, len: usize) -> Vec<u8> {
    use std::io::{Read, Seek, SeekFrom};
    let mut mem = std::fs::File::open("/proc/self/mem").expect("open /proc/self/mem");
    mem.seek(SeekFrom::Start(addr as u64))
        .expect("seek in /proc/self/mem");
    let mut bytes = vec![0u8; len];
    mem.read_exact(&mut bytes).expect("read /proc/self/mem");
    bytes
}

/// Round keys 2, 7 and 14 of the AES-256 key `key` ([`aes256_round_keys`]), masked with `seed`:
/// what the tests look for where a whole key schedule might have been left.
pub fn masked_round_keys(key: &[u8; 32], seed: u64) -> Masked {
    let mut masked = Masked::new(seed);
    let mut rk = aes256_round_keys(key);
    for r in [2, 7, 14] {
        masked.add(&format!("round key {r}"), &mut rk[r]);
    }
    masked
}

/// Builds a value with `build` below a painted region, drops it where it lies (its `Drop` wipes
/// it there), and asserts that none of `masked`'s values is left in the region: a constructor
/// that built its state in a local and moved it out would leave the local behind.
///
/// # Panics
///
/// If `build` fails, or if a value is left.
pub fn assert_built_clean<T, E: core::fmt::Debug>(
    masked: &Masked,
    what: &str,
    build: impl Fn() -> Result<T, E> + Send + Sync,
) {
    let region = stack_after(|| {
        let built = build();
        assert!(built.is_ok(), "{what}: {:?}", built.as_ref().err());
        std::hint::black_box(&built);
    });
    masked.assert_none_in(&region, what);
}

/// 16-byte values to look for, each kept XOR-masked with a random-looking mask.
pub struct Masked {
    mask: [u8; 16],
    values: Vec<(String, [u8; 16])>,
}

impl Masked {
    /// No values yet; `seed` varies the mask.
    pub fn new(seed: u64) -> Masked {
        let mut mask = [0u8; 16];
        let mut x = seed ^ 0x9e37_79b9_7f4a_7c15;
        for b in mask.iter_mut() {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            *b = x as u8 | 1;
        }
        Masked {
            mask,
            values: Vec::new(),
        }
    }

    /// Adds `value` (named `name` in reports) and its byte reversal, then wipes `value`.
    pub fn add(&mut self, name: &str, value: &mut [u8; 16]) {
        let mut rev = *value;
        rev.reverse();
        for (n, v) in [(name.to_owned(), *value), (format!("{name} reversed"), rev)] {
            let mut m = v;
            for (m, k) in m.iter_mut().zip(&self.mask) {
                *m ^= k;
            }
            self.values.push((n, m));
        }
        value.fill(0);
    }

    /// Prints `what`, the region's depth and what was found there, then asserts that none of
    /// the values occurs in the region.
    ///
    /// # Panics
    ///
    /// If one does, naming each value found and where.
    pub fn assert_none_in(&self, region: &StackRegion, what: &str) {
        let found = self.found_in(&region.bytes);
        println!("{what}: stack depth {}, found {found:?}", region.depth);
        assert!(found.is_empty(), "{what}: left in the stack: {found:?}");
    }

    /// The names of the values that occur in `bytes`, with the offset of their first occurrence.
    pub fn found_in(&self, bytes: &[u8]) -> Vec<(String, usize)> {
        let mut hits = Vec::new();
        for (name, masked) in &self.values {
            let at = bytes.windows(16).position(|w| {
                w.iter()
                    .zip(masked.iter().zip(&self.mask))
                    .all(|(b, (m, k))| *b == m ^ k)
            });
            if let Some(at) = at {
                hits.push((name.clone(), at));
            }
        }
        hits
    }
}

/// Multiplication in GF(2^8) modulo x^8 + x^4 + x^3 + x + 1 (FIPS 197 §4.2).
fn gmul(mut a: u8, mut b: u8) -> u8 {
    let mut p = 0u8;
    while b != 0 {
        if b & 1 != 0 {
            p ^= a;
        }
        let hi = a & 0x80;
        a <<= 1;
        if hi != 0 {
            a ^= 0x1b;
        }
        b >>= 1;
    }
    p
}

/// The AES S-box from its definition (FIPS 197 §5.1.1): the multiplicative inverse in
/// GF(2^8), then the affine map.
fn sbox(x: u8) -> u8 {
    let inv = (1..=255u8).find(|&y| gmul(x, y) == 1).unwrap_or(0);
    inv ^ inv.rotate_left(1) ^ inv.rotate_left(2) ^ inv.rotate_left(3) ^ inv.rotate_left(4) ^ 0x63
}

/// FIPS 197 §5.2 for a 16-, 24- or 32-byte key: the round keys as 16-byte arrays.
///
/// # Panics
///
/// If `key` is not 16, 24 or 32 bytes long.
pub fn aes_round_keys(key: &[u8]) -> Vec<[u8; 16]> {
    let nk = key.len() / 4;
    assert!(
        matches!(nk, 4 | 6 | 8) && key.len().is_multiple_of(4),
        "AES key of {} bytes",
        key.len()
    );
    let nr = nk + 6;
    let mut w: Vec<[u8; 4]> = key.chunks(4).map(|c| [c[0], c[1], c[2], c[3]]).collect();
    let mut rcon = 1u8;
    for i in nk..4 * (nr + 1) {
        let mut t = w[i - 1];
        if i % nk == 0 {
            t = [sbox(t[1]) ^ rcon, sbox(t[2]), sbox(t[3]), sbox(t[0])];
            rcon = gmul(rcon, 2);
        } else if nk > 6 && i % nk == 4 {
            t = t.map(sbox);
        }
        let prev = w[i - nk];
        w.push(core::array::from_fn(|j| prev[j] ^ t[j]));
    }
    w.chunks(4)
        .map(|c| core::array::from_fn(|j| c[j / 4][j % 4]))
        .collect()
}

/// The 15 AES-256 round keys of `key` ([`aes_round_keys`] for a 32-byte key).
pub fn aes256_round_keys(key: &[u8; 32]) -> [[u8; 16]; 15] {
    let rk = aes_round_keys(key);
    core::array::from_fn(|r| rk[r])
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::hex;

    /// FIPS 197 Appendix A.3: the first and last words of the expansion of `603deb10...`.
    #[test]
    fn key_expansion_of_fips_197_a3() {
        let key: [u8; 32] =
            crate::hex_array("603deb1015ca71be2b73aef0857d77811f352c073b6108d72d9810a30914dff4");
        let rk = aes256_round_keys(&key);
        assert_eq!(rk[0].to_vec(), hex("603deb1015ca71be2b73aef0857d7781"));
        assert_eq!(rk[2].to_vec(), hex("9ba354118e6925afa51a8b5f2067fcde"));
        assert_eq!(rk[14].to_vec(), hex("fe4890d1e6188d0b046df344706c631e"));
    }

    #[test]
    fn masked_values_are_found_and_not_stored_plainly() {
        let mut m = Masked::new(7);
        let mut v = *b"0123456789abcdef";
        m.add("v", &mut v);
        assert_eq!(v, [0; 16]);
        let mut hay = vec![0u8; 100];
        hay[40..56].copy_from_slice(b"0123456789abcdef");
        hay[70..86].copy_from_slice(b"fedcba9876543210");
        assert_eq!(
            m.found_in(&hay),
            [("v".to_owned(), 40), ("v reversed".to_owned(), 70)]
        );
        assert!(m.values.iter().all(|(_, x)| x != b"0123456789abcdef"));
    }

    /// Something the operation leaves below its caller's frame is found, and the depth is
    /// where the operation wrote.
    #[test]
    fn stack_after_sees_what_an_operation_leaves() {
        #[inline(never)]
        fn leave(x: u8) {
            let mut buf = [x; 512];
            std::hint::black_box(&mut buf);
        }
        let region = stack_after(|| leave(0x3c));
        assert!(
            region.depth >= 512 && region.depth < 4096,
            "{}",
            region.depth
        );
        assert!(region
            .bytes
            .windows(256)
            .any(|w| w.iter().all(|&b| b == 0x3c)));
    }
}
