//! `seedlen` bits of working data (SP 800-90A §10.2.1, Table 3: 384 bits for AES-256), wiped on
//! drop.

use crate::SEED_LEN;

/// 48 bytes as three AES blocks: the input and output of `CTR_DRBG_Update` (§10.2.1.2), where
/// blocks 0-1 become `Key` and block 2 becomes `V`, and every other seed-sized secret
/// (entropy input, conditioned additional input, CPU RNG output).
pub(crate) struct Seed(pub(crate) [[u8; 16]; 3]);

const _: () = assert!(core::mem::size_of::<Seed>() == SEED_LEN);

impl Seed {
    pub(crate) const fn zero() -> Self {
        Seed([[0; 16]; 3])
    }

    pub(crate) fn bytes(&self) -> &[u8] {
        self.0.as_flattened()
    }

    pub(crate) fn bytes_mut(&mut self) -> &mut [u8] {
        self.0.as_flattened_mut()
    }

    /// XORs `data` (at most 48 bytes) into the leftmost bytes: `self ^= data || 0^(seedlen -
    /// len(data))`, the zero padding of §10.2.1.3.1 step 2 and §10.2.1.4.1 step 2.
    pub(crate) fn xor_padded(&mut self, data: &[u8]) {
        for (s, d) in self.bytes_mut().iter_mut().zip(data) {
            *s ^= d;
        }
    }

    /// `leftmost(temp, keylen)`: the new `Key` (§10.2.1.2 step 5).
    pub(crate) fn key(&self) -> &[u8; 32] {
        self.bytes()
            .first_chunk()
            .expect("seedlen (48 bytes) holds keylen (32 bytes)")
    }

    /// `rightmost(temp, blocklen)`: the new `V` (§10.2.1.2 step 6).
    pub(crate) fn v(&self) -> [u8; 16] {
        self.0[2]
    }
}

impl Drop for Seed {
    fn drop(&mut self) {
        hw_cpu::wipe_blocks(&mut self.0);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn padding_xor_and_split() {
        let mut s = Seed::zero();
        s.xor_padded(&[0xff; 33]);
        assert_eq!(s.key(), &[0xff; 32]);
        assert_eq!(s.v()[0], 0xff);
        assert_eq!(s.v()[1..], [0; 15]);
    }
}
