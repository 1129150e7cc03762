//! A second, independent T-AES for the tests: a byte-wise FIPS 197 key expansion over an S-box
//! computed from its definition (multiplicative inverse in GF(2^8), then the affine map of FIPS 197
//! §5.1.1; hw-test-vectors' `aes_round_keys`), and the rounds of RustCrypto's `aes` crate
//! (`hazmat::cipher_round`), with the tweak added to the middle round key exactly as
//! docs/user/taes.md defines it. It shares no code with the library.

#![allow(dead_code, reason = "each test file uses a different part")]

use aes::hazmat::{cipher_round, inv_mix_columns};
use aes::Block;

/// FIPS 197 §5.2 for a 16-, 24- or 32-byte key (hw-test-vectors' oracle, which shares no code
/// with the library): the round keys as 16-byte arrays.
pub fn expand(key: &[u8]) -> Vec<[u8; 16]> {
    hw_test_vectors::aes_round_keys(key)
}

/// One block of T-AES: the round keys `rk` with `tweak` added to round key `nr / 2` (both
/// big-endian integers); `None` leaves the key schedule untouched.
pub fn encrypt_block(rk: &[[u8; 16]], tweak: Option<u128>, block: &mut [u8; 16]) {
    let nr = rk.len() - 1;
    let mut keys = rk.to_vec();
    if let Some(t) = tweak {
        keys[nr / 2] = u128::from_be_bytes(keys[nr / 2])
            .wrapping_add(t)
            .to_be_bytes();
    }
    let mut s = Block::clone_from_slice(block);
    for (a, b) in s.iter_mut().zip(keys[0]) {
        *a ^= b;
    }
    for k in &keys[1..nr] {
        cipher_round(&mut s, &Block::clone_from_slice(k));
    }
    // Last round: SubBytes, ShiftRows, AddRoundKey = a full round with a zero key, undoing
    // MixColumns, then the key.
    cipher_round(&mut s, &Block::default());
    inv_mix_columns(&mut s);
    for (a, b) in s.iter_mut().zip(keys[nr]) {
        *a ^= b;
    }
    block.copy_from_slice(&s);
}

/// T-AES of a whole message, written from docs/user/taes.md's definition of the mode and of
/// ciphertext stealing, block by block. `None` for 0 < len < 16.
pub fn encrypt(key: &[u8], tweak: Option<u128>, msg: &[u8]) -> Option<Vec<u8>> {
    let rk = expand(key);
    let e = |i: usize, b: &mut [u8; 16]| {
        encrypt_block(&rk, tweak.map(|t| t.wrapping_add(i as u128)), b)
    };
    let l = msg.len();
    if l == 0 {
        return Some(Vec::new());
    }
    if l < 16 {
        return None;
    }
    let n = l / 16;
    let m = l % 16;
    let mut out = Vec::with_capacity(l);
    let full = if m == 0 { n } else { n - 1 };
    for i in 0..full {
        let mut b: [u8; 16] = msg[16 * i..16 * i + 16].try_into().unwrap();
        e(i, &mut b);
        out.extend_from_slice(&b);
    }
    if m != 0 {
        let mut c_prev: [u8; 16] = msg[16 * (n - 1)..16 * n].try_into().unwrap();
        e(n - 1, &mut c_prev);
        let mut last = [0u8; 16];
        last[..m].copy_from_slice(&msg[16 * n..]);
        last[m..].copy_from_slice(&c_prev[m..]);
        e(n, &mut last);
        out.extend_from_slice(&c_prev[..m]);
        out.extend_from_slice(&last);
    }
    Some(out)
}
