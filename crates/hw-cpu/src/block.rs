//! Partial blocks: up to 16 bytes read as a zero-padded block, and a block's first bytes
//! written back, straight from and to the caller's slice.
//!
//! The kernels used to copy a partial block into a zeroed 16-byte stack buffer and load it,
//! and to store a block into such a buffer and copy part of it out: a `memcpy` call each way,
//! and a 16-byte load over the copy's narrower stores, which the CPU cannot forward from its
//! store buffer. These use at most four loads or stores of 1, 4 or 8 bytes each, chosen by the
//! length alone (which is public), and leave no copy of the bytes in memory.

/// The `k = p.len() <= 8` bytes of `p` as a little-endian integer, zero above.
#[inline(always)]
fn read_le(p: &[u8]) -> u64 {
    let k = p.len();
    match k {
        0 => 0,
        1..=3 => {
            // Bytes 0, k / 2 and k - 1 cover 1 to 3 bytes (some twice, in the same place).
            u64::from(p[0])
                | u64::from(p[k / 2]) << (8 * (k / 2))
                | u64::from(p[k - 1]) << (8 * (k - 1))
        }
        4..=7 => {
            // Two 4-byte reads, the second ending at byte k, overlapping in the same places.
            let a = u32::from_le_bytes([p[0], p[1], p[2], p[3]]);
            let b = u32::from_le_bytes([p[k - 4], p[k - 3], p[k - 2], p[k - 1]]);
            u64::from(a) | u64::from(b) << (8 * (k - 4))
        }
        _ => u64::from_le_bytes([p[0], p[1], p[2], p[3], p[4], p[5], p[6], p[7]]),
    }
}

/// The low `k = p.len() <= 8` bytes of `x` into `p`, little-endian.
#[inline(always)]
fn write_le(p: &mut [u8], x: u64) {
    let k = p.len();
    match k {
        0 => {}
        1..=3 => {
            // Bytes 0, k / 2 and k - 1 cover 1 to 3 bytes (some twice, with the same value).
            p[0] = x as u8;
            p[k / 2] = (x >> (8 * (k / 2))) as u8;
            p[k - 1] = (x >> (8 * (k - 1))) as u8;
        }
        4..=7 => {
            // Two 4-byte stores, the second ending at byte k, overlapping with the same values.
            p[..4].copy_from_slice(&(x as u32).to_le_bytes());
            p[k - 4..k].copy_from_slice(&((x >> (8 * (k - 4))) as u32).to_le_bytes());
        }
        _ => p[..8].copy_from_slice(&x.to_le_bytes()),
    }
}

/// `data` (at most 16 bytes; a longer slice is read up to byte 16) zero-padded to a block, as
/// its two little-endian 64-bit halves (bytes 0-7, bytes 8-15).
#[inline(always)]
pub fn read_padded(data: &[u8]) -> [u64; 2] {
    let n = data.len().min(16);
    if n > 8 {
        [read_le(&data[..8]), read_le(&data[8..n])]
    } else {
        [read_le(&data[..n]), 0]
    }
}

/// The first `blk.len()` bytes (at most 16) of the keystream block whose little-endian 64-bit
/// halves are `ks`, XORed into `blk` (`XOR`) or written over it: counter mode's final partial
/// block, read and written in place.
#[inline(always)]
pub fn put_partial<const XOR: bool>(blk: &mut [u8], ks: [u64; 2]) {
    let v = if XOR {
        let [lo, hi] = read_padded(blk);
        [lo ^ ks[0], hi ^ ks[1]]
    } else {
        ks
    };
    write_partial(blk, v);
}

/// Writes the first `out.len()` bytes (at most 16) of the block whose little-endian 64-bit
/// halves are `v` into `out`.
///
/// # Panics
///
/// If `out` is longer than 16 bytes.
#[inline(always)]
pub fn write_partial(out: &mut [u8], v: [u64; 2]) {
    if out.len() > 8 {
        let (lo, hi) = out.split_at_mut(8);
        write_le(lo, v[0]);
        write_le(hi, v[1]);
    } else {
        write_le(out, v[0]);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn partial_blocks_round_trip_within_their_bytes() {
        let block: [u8; 16] = core::array::from_fn(|i| 0xA0 ^ i as u8);
        let halves = [
            u64::from_le_bytes(block[..8].try_into().unwrap()),
            u64::from_le_bytes(block[8..].try_into().unwrap()),
        ];
        let mut cases = 0;
        for n in 0..=16 {
            let mut padded = [0u8; 16];
            padded[..n].copy_from_slice(&block[..n]);
            let want = [
                u64::from_le_bytes(padded[..8].try_into().unwrap()),
                u64::from_le_bytes(padded[8..].try_into().unwrap()),
            ];
            // At the start and at the end of a longer buffer: neither reads nor writes leave
            // the `n` bytes.
            for at in [0, 40 - n] {
                let mut buf = [0xEEu8; 40];
                buf[at..at + n].copy_from_slice(&block[..n]);
                assert_eq!(read_padded(&buf[at..at + n]), want, "read {n} at {at}");
                let mut out = [0xEEu8; 40];
                write_partial(&mut out[at..at + n], halves);
                assert_eq!(out, buf, "write {n} at {at}");
                cases += 1;
            }
        }
        assert_eq!(cases, 34);
    }
}
