//! The T-AES key schedule: FIPS 197 §5.2 key expansion for Nk = 4, 6 and 8 words, and the
//! decryption round keys of the equivalent inverse cipher (FIPS 197 §5.3.5).
//!
//! The word recurrence is written once here, in safe code; the only non-linear step, SubWord,
//! is passed in by the architecture kernel, which computes it with its AES instruction (there
//! is no S-box table anywhere in the library).

/// Round keys for every key size, in the byte order of the state (FIPS 197 §5.2: word `w[4r+c]`
/// is column `c` of round key `r`, its bytes in order).
///
/// - `enc[0..=nr]`: the round keys of the cipher.
/// - `dec[0..=nr]`: the round keys of the equivalent inverse cipher in the order it uses them:
///   `dec[0] = enc[nr]`, `dec[j] = InvMixColumns(enc[nr - j])` for `0 < j < nr`,
///   `dec[nr] = enc[0]`. Both x86 (`AESDEC`) and ARMv8 (`AESD` + `AESIMC`) consume this order.
///
/// The middle round key `enc[nr / 2]` is the one the tweak is added to; in `dec` it is at the
/// same index `nr / 2` (after InvMixColumns, which the kernels apply again to each tweaked key).
/// Keys beyond `nr` stay zero. Wiped on drop.
#[repr(C, align(64))]
pub(crate) struct Schedule {
    pub(crate) enc: [[u8; 16]; 15],
    pub(crate) dec: [[u8; 16]; 15],
}

impl Schedule {
    pub(crate) const fn zeroed() -> Self {
        Schedule {
            enc: [[0; 16]; 15],
            dec: [[0; 16]; 15],
        }
    }
}

impl Drop for Schedule {
    fn drop(&mut self) {
        hw_cpu::wipe_key_array(&mut self.enc);
        hw_cpu::wipe_key_array(&mut self.dec);
    }
}

/// Number of rounds Nr for a key of `len` bytes (FIPS 197 §5, Figure 4), `None` for any other
/// length.
pub(crate) const fn rounds_for(len: usize) -> Option<usize> {
    match len {
        16 => Some(10),
        24 => Some(12),
        32 => Some(14),
        _ => None,
    }
}

/// Expands `key` (`4 * NK` bytes: 16, 24 or 32) into `enc[0..=NK + 6]` with the FIPS 197 §5.2
/// recurrence.
///
/// Words are held little-endian (byte 0 of the word in the low bits), so RotWord is a right
/// rotation by 8 bits, and Rcon is doubled in GF(2^8) as it goes (0x01, 0x02, ... 0x80, 0x1b,
/// 0x36). `sub_word` must apply the AES S-box to each byte of its argument. The branches depend
/// only on the word index, never on key bytes; with `NK` a constant every index is provably in
/// bounds, so there is no panic path. Inlined into the kernel's `expand_key`, so SubWord's AES
/// instruction is inlined too.
#[inline(always)]
pub(crate) fn expand_enc<const NK: usize>(
    key: &[u8],
    enc: &mut [[u8; 16]; 15],
    mut sub_word: impl FnMut(u32) -> u32,
) {
    let total = 4 * (NK + 7); // 4 (Nr + 1) words
    let mut w = [0u32; 60];
    for (word, bytes) in w[..NK].iter_mut().zip(key.chunks_exact(4)) {
        *word = u32::from_le_bytes([bytes[0], bytes[1], bytes[2], bytes[3]]);
    }
    let mut rcon = 1u32;
    for i in NK..total {
        let mut temp = w[i - 1];
        if i % NK == 0 {
            temp = sub_word(temp.rotate_right(8)) ^ rcon;
            rcon = (rcon << 1) ^ (0x11b & 0u32.wrapping_sub(rcon >> 7)); // xtime (§4.2.1)
        } else if NK > 6 && i % NK == 4 {
            temp = sub_word(temp);
        }
        w[i] = w[i - NK] ^ temp;
    }
    for (rk, words) in enc.iter_mut().zip(w[..total].chunks_exact(4)) {
        for (dst, word) in rk.chunks_exact_mut(4).zip(words) {
            dst.copy_from_slice(&word.to_le_bytes());
        }
    }
    // The words are the key. `black_box` makes the zeroed array observable, so the stores
    // are not removed as dead (best effort: copies in registers are not covered).
    w.fill(0);
    core::hint::black_box(&mut w);
}

/// Fills `dec` from `enc` for `NR` rounds (see [`Schedule`]); `imc` must compute
/// InvMixColumns of one round key.
#[inline(always)]
pub(crate) fn derive_dec<const NR: usize>(
    enc: &[[u8; 16]; 15],
    dec: &mut [[u8; 16]; 15],
    mut imc: impl FnMut(&[u8; 16]) -> [u8; 16],
) {
    dec[0] = enc[NR];
    for j in 1..NR {
        dec[j] = imc(&enc[NR - j]);
    }
    dec[NR] = enc[0];
}

/// The tweaked middle round key: `enc_mid + tweak` mod 2^128, both read big-endian (the
/// definition of T-AES). `wrapping_add` on `u128` is an add/adc pair: no branch on the key.
#[inline(always)]
pub(crate) fn tweaked(mid: &[u8; 16], tweak: u128) -> u128 {
    u128::from_be_bytes(*mid).wrapping_add(tweak)
}
