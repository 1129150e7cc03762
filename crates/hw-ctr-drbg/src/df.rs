//! The derivation function `Block_Cipher_df` (SP 800-90A Rev. 1 §10.3.2) with `BCC`
//! (§10.3.3), for AES-256 and `no_of_bits_to_return = seedlen = 384`.
//!
//! BCC is CBC-MAC: each of its blocks needs the previous one encrypted, so one chain is
//! serial. The three chains for `i = 0, 1, 2` (§10.3.2 step 9, `keylen + outlen = 384` bits)
//! differ only in their first block `IV_i`, so they run side by side: one call to
//! `encrypt_blocks` per block of `S` encrypts all three chaining values.

use crate::aes::new_aes;
use crate::seed::Seed;
use crate::{Error, Input, Mode, Tier, SEED_LEN};

/// `leftmost(0x00010203...1D1E1F, keylen)` (§10.3.2 step 8).
const BCC_KEY: [u8; 32] = {
    let mut k = [0u8; 32];
    let mut i = 0;
    while i < 32 {
        k[i] = i as u8;
        i += 1;
    }
    k
};

/// `Block_Cipher_df(input_string, 384)` where `input_string` is the concatenation of `parts`.
///
pub(crate) fn block_cipher_df<'a>(
    parts: impl Iterator<Item = &'a [u8]> + Clone,
    cap: Tier,
) -> Result<Seed, Error> {
    let len = parts.clone().fold(0usize, |n, p| n.saturating_add(p.len()));
    // Step 2: L, a 32-bit byte count.
    let total = u32::try_from(len).map_err(|_| Error::InputLength {
        input: Input::DerivationFunctionInput,
        mode: Mode::UseDf,
        len,
    })?;

    // Step 4: S = L || N || input_string || 0x80, then (step 5) zeros to a whole block. L and N
    // are 32-bit big-endian byte counts.
    let header = total
        .to_be_bytes()
        .into_iter()
        .chain((SEED_LEN as u32).to_be_bytes());
    let mut s = header
        .chain(parts.flat_map(|p| p.iter().copied()))
        .chain([0x80]);

    // Steps 6-9: temp = BCC(K, IV_0 || S) || BCC(K, IV_1 || S) || BCC(K, IV_2 || S), where
    // IV_i = i as 32 bits || 0^96 and BCC starts from chaining_value = 0^128, so the first
    // input block of chain i is IV_i itself.
    let k = new_aes(&BCC_KEY, cap)?;
    let mut chains = Seed::zero();
    for (i, cv) in chains.0.iter_mut().enumerate() {
        cv[..4].copy_from_slice(&(i as u32).to_be_bytes());
    }
    k.encrypt_blocks(&mut chains.0);
    let mut block = [0u8; 16];
    loop {
        let mut filled = 0;
        // `zip` asks `s` for a byte only while the block has room.
        for (dst, b) in block.iter_mut().zip(&mut s) {
            *dst = b;
            filled += 1;
        }
        if filled == 0 {
            break; // S ended at a block boundary (S is never empty: it holds L, N and 0x80)
        }
        block[filled..].fill(0); // step 5: pad S with zeros to a whole block
        for cv in chains.0.iter_mut() {
            // BCC step 4.2: input_block = chaining_value XOR block_i
            for (c, b) in cv.iter_mut().zip(&block) {
                *c ^= b;
            }
        }
        k.encrypt_blocks(&mut chains.0); // BCC step 4.3: chaining_value = Block_Encrypt(K, ...)
    }
    hw_cpu::wipe_blocks(core::slice::from_mut(&mut block));

    // Steps 10-11: K = leftmost(temp, keylen), X = the next outlen bits.
    let k = new_aes(chains.key(), cap)?;
    let mut x = chains.v();
    // Steps 12-15: X = Block_Encrypt(K, X), three times, concatenated.
    let mut out = Seed::zero();
    for blk in out.0.iter_mut() {
        k.encrypt_block(&mut x);
        *blk = x;
    }
    hw_cpu::wipe_blocks(core::slice::from_mut(&mut x));
    Ok(out)
}
