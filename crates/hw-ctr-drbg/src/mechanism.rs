//! The CTR_DRBG mechanism of SP 800-90A Rev. 1 §10.2.1 for AES-256, with caller-supplied
//! entropy: `CTR_DRBG_Update`, Instantiate, Reseed and Generate, with and without the
//! derivation function.
//!
//! Parameters (Table 3): `keylen = 256`, `blocklen = outlen = 128`, `seedlen = 384`,
//! `ctr_len = blocklen` (so "V = (V + 1) mod 2^blocklen" in every step),
//! `max_number_of_bits_per_request = 2^19`, `reseed_interval <= 2^48`.
//!
//! Every block encryption of the mechanism is a run of AES-CTR over `V + 1, V + 2, ...`:
//! `CTR_DRBG_Update` (§10.2.1.2) encrypts three counter blocks and XORs them with
//! `provided_data`, and Generate (§10.2.1.5) encrypts `ceil(n / 128)` counter blocks and then
//! updates, continuing from the counter where the output stopped. Both are therefore one
//! counter-mode call each (`Aes256::fill_ctr128` writes the output without reading it,
//! `apply_ctr128` XORs the update's `provided_data`), on the widest AES kernel of the CPU. Only `Key`'s
//! expanded schedule is stored; the 32 key bytes exist only inside a wiped temporary.

use core::fmt;

use hw_aes256::Aes256;
use zeroize::Zeroize;

use crate::aes::new_aes;
use crate::df::block_cipher_df;
use crate::seed::Seed;
use crate::{Error, Input, Tier, MAX_REQUEST_LEN, MAX_RESEED_INTERVAL};

/// With or without the derivation function (SP 800-90A §10.2.1: `Block_Cipher_df`, §10.3.2).
///
/// | | entropy input | nonce | personalization, additional input |
/// |---|---|---|---|
/// | [`Mode::NoDf`] | exactly 48 bytes, full entropy | none (the mode has no nonce) | at most 48 bytes |
/// | [`Mode::UseDf`] | at least 32 bytes | at least 16 bytes | any length (all inputs of one call < 4 GiB) |
///
/// `NoDf` costs three AES blocks per input; `UseDf` compresses inputs of any length through
/// CBC-MAC (two key expansions and `3 + len/16` AES blocks per input).
///
/// ```
/// assert_ne!(hw_ctr_drbg::Mode::NoDf, hw_ctr_drbg::Mode::UseDf);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum Mode {
    /// No derivation function (§10.2.1.3.1, §10.2.1.4.1, §10.2.1.5.1): the inputs are XORed
    /// into the state, so the entropy input must have full entropy.
    #[default]
    NoDf,
    /// With `Block_Cipher_df` (§10.2.1.3.2, §10.2.1.4.2, §10.2.1.5.2).
    UseDf,
}

/// The CTR_DRBG mechanism with caller-supplied entropy: exactly SP 800-90A, deterministic, and
/// checked against every NIST CAVP vector.
///
/// This is the building block of [`HardwareCtrDrbg`](crate::HardwareCtrDrbg), which seeds it from
/// the operating system, reseeds it, splits large requests and detects `fork`. Use `CtrDrbg`
/// directly only when you bring your own validated entropy source: the output is exactly as
/// unpredictable as the entropy and nonce you give it.
///
/// The working state (`Key` as its AES round keys, `V`, `reseed_counter`) is wiped on drop;
/// `Debug` prints only the mode and tier. Not `Clone`: a copy would repeat outputs.
///
/// ```
/// use hw_ctr_drbg::{CtrDrbg, Mode};
///
/// # fn main() -> Result<(), hw_ctr_drbg::Error> {
/// // NIST CAVP drbgvectors_no_reseed, CTR_DRBG_AES256_no_df.rsp, COUNT = 0.
/// let hex = |s: &str| -> Vec<u8> {
///     (0..s.len()).step_by(2).map(|i| u8::from_str_radix(&s[i..i + 2], 16).unwrap()).collect()
/// };
/// let entropy = hex("df5d73faa468649edda33b5cca79b0b05600419ccb7a879ddfec9db32ee494e5\
///                    531b51de16a30f769262474c73bec010");
/// let mut drbg = CtrDrbg::instantiate(Mode::NoDf, &entropy, &[], &[])?;
/// let mut out = [0u8; 64];
/// drbg.generate(&[], &mut out)?;
/// drbg.generate(&[], &mut out)?;
/// assert_eq!(out[..8], hex("d1c07cd95af8a7f1"));
/// # Ok(())
/// # }
/// ```
pub struct CtrDrbg {
    /// `Key`, expanded (the schedule wipes itself on drop).
    aes: Aes256,
    /// `V`.
    v: [u8; 16],
    /// `reseed_counter`: 1 after (re)seeding, +1 per Generate.
    reseed_counter: u64,
    mode: Mode,
    /// The widest tier the AES kernels may use (`Tier::BEST` unless a test capped it).
    cap: Tier,
}

impl fmt::Debug for CtrDrbg {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("CtrDrbg")
            .field("mode", &self.mode)
            .field("tier", &self.tier())
            .finish_non_exhaustive()
    }
}

impl Drop for CtrDrbg {
    fn drop(&mut self) {
        hw_cpu::wipe_blocks(core::slice::from_mut(&mut self.v));
        self.reseed_counter.zeroize();
    }
}

/// The stack wiped after a generator is made ([`hw_cpu::built_apart!`]): instantiation's
/// deepest chain (the derivation function's, the update's counter mode) with room.
pub(crate) const GENERATOR_WIPE: usize = 4096;

/// `(V + 1) mod 2^128` (the `ctr_len = blocklen` case of §10.2.1.2 step 2.1).
fn next_counter(v: &[u8; 16]) -> [u8; 16] {
    u128::from_be_bytes(*v).wrapping_add(1).to_be_bytes()
}

/// Checks the length of one input against [`Input::allowed_len`].
fn check_len(input: Input, mode: Mode, len: usize) -> Result<(), Error> {
    if input.allowed_len(mode).contains(&len) {
        Ok(())
    } else {
        Err(Error::InputLength { input, mode, len })
    }
}

impl CtrDrbg {
    /// Instantiate (§10.2.1.3.1 without, §10.2.1.3.2 with the derivation function): `Key =
    /// 0^256`, `V = 0^128`, then `CTR_DRBG_Update(seed_material)` and `reseed_counter = 1`.
    ///
    /// See [`Mode`] for the lengths each input may have; anything else is
    /// [`Error::InputLength`]. Fails with [`Error::UnsupportedCpu`] before reading any input
    /// when the CPU lacks AES instructions.
    pub fn instantiate(
        mode: Mode,
        entropy_input: &[u8],
        nonce: &[u8],
        personalization: &[u8],
    ) -> Result<Self, Error> {
        hw_cpu::built_apart!(GENERATOR_WIPE, || Self::instantiate_with_cap(
            mode,
            [entropy_input, nonce, personalization],
            Tier::BEST
        ))
    }

    /// Like [`CtrDrbg::instantiate`], but the AES kernels never use a tier above `cap` (tests
    /// and benchmarks run every tier on one machine with it).
    #[cfg(feature = "test-hooks")]
    #[doc(hidden)]
    pub fn instantiate_capped(
        mode: Mode,
        entropy_input: &[u8],
        nonce: &[u8],
        personalization: &[u8],
        cap: Tier,
    ) -> Result<Self, Error> {
        hw_cpu::built_apart!(GENERATOR_WIPE, || Self::instantiate_with_cap(
            mode,
            [entropy_input, nonce, personalization],
            cap
        ))
    }

    /// [`CtrDrbg::instantiate`] with `parts` = `[entropy_input, nonce, personalization]`, on
    /// kernels of at most `cap`.
    pub(crate) fn instantiate_with_cap(
        mode: Mode,
        parts: [&[u8]; 3],
        cap: Tier,
    ) -> Result<Self, Error> {
        let [entropy_input, nonce, personalization] = parts;
        // The CPU check comes first: Key = 0^keylen needs the AES instructions too.
        let mut drbg = CtrDrbg {
            aes: new_aes(&[0; 32], cap)?,
            v: [0; 16],
            reseed_counter: 0,
            mode,
            cap,
        };
        let seed_material = match mode {
            Mode::NoDf => {
                // §10.2.1.3.1: seed_material = entropy_input XOR (personalization || 0...)
                check_len(Input::EntropyInput, mode, entropy_input.len())?;
                check_len(Input::Nonce, mode, nonce.len())?;
                check_len(Input::PersonalizationString, mode, personalization.len())?;
                let mut s = Seed::zero();
                s.xor_padded(entropy_input);
                s.xor_padded(personalization);
                s
            }
            Mode::UseDf => {
                // §10.2.1.3.2: seed_material = df(entropy_input || nonce || personalization)
                check_len(Input::EntropyInput, mode, entropy_input.len())?;
                check_len(Input::Nonce, mode, nonce.len())?;
                check_len(Input::PersonalizationString, mode, personalization.len())?;
                block_cipher_df(parts.into_iter(), cap)?
            }
        };
        drbg.update(&seed_material)?;
        drbg.reseed_counter = 1;
        Ok(drbg)
    }

    /// Reseed (§10.2.1.4.1 without, §10.2.1.4.2 with the derivation function):
    /// `CTR_DRBG_Update(seed_material)` and `reseed_counter = 1`, where `seed_material` is
    /// `entropy_input XOR (additional_input || 0...)` or `df(entropy_input ||
    /// additional_input)`.
    ///
    /// Lengths as in [`Mode`]; the state is unchanged when an error is returned.
    pub fn reseed(&mut self, entropy_input: &[u8], additional_input: &[u8]) -> Result<(), Error> {
        self.reseed_parts(entropy_input, &[additional_input])
    }

    /// Reseed with an additional input made of several parts: without the derivation function
    /// the parts (each at most 48 bytes) are XORed together, zero-padded; with it they are
    /// concatenated.
    pub(crate) fn reseed_parts(
        &mut self,
        entropy_input: &[u8],
        additional_parts: &[&[u8]],
    ) -> Result<(), Error> {
        let seed_material = match self.mode {
            Mode::NoDf => {
                check_len(Input::EntropyInput, self.mode, entropy_input.len())?;
                let mut s = Seed::zero();
                s.xor_padded(entropy_input);
                for part in additional_parts {
                    check_len(Input::AdditionalInput, self.mode, part.len())?;
                    s.xor_padded(part);
                }
                s
            }
            Mode::UseDf => {
                check_len(Input::EntropyInput, self.mode, entropy_input.len())?;
                let parts = core::iter::once(entropy_input).chain(additional_parts.iter().copied());
                block_cipher_df(parts, self.cap)?
            }
        };
        self.update(&seed_material)?;
        self.reseed_counter = 1;
        Ok(())
    }

    /// Generate (§10.2.1.5.1 without, §10.2.1.5.2 with the derivation function): fills `out`
    /// with the next `8 * out.len()` bits of output, mixing in `additional_input` (may be
    /// empty) before and after.
    ///
    /// `out` may hold at most [`MAX_REQUEST_LEN`] bytes ([`Error::RequestTooLarge`]). After
    /// [`MAX_RESEED_INTERVAL`] requests without a reseed it returns [`Error::ReseedRequired`].
    /// On any error the state is unchanged and nothing was generated.
    pub fn generate(&mut self, additional_input: &[u8], out: &mut [u8]) -> Result<(), Error> {
        if out.len() > MAX_REQUEST_LEN {
            return Err(Error::RequestTooLarge { len: out.len() });
        }
        // Step 1: reseed_counter > reseed_interval means the state is exhausted.
        if self.reseed_counter > MAX_RESEED_INTERVAL {
            return Err(Error::ReseedRequired);
        }
        // Step 2: if additional_input is not Null, condition it and update; else it is
        // 0^seedlen for step 6.
        let additional = if additional_input.is_empty() {
            Seed::zero()
        } else {
            let a = self.condition_additional(additional_input)?;
            self.update(&a)?;
            a
        };
        // Steps 3-5: V = V + 1, output_block = Block_Encrypt(Key, V), as many blocks as `out`
        // needs; the unused bits of the last block are dropped.
        let after = self.aes.fill_ctr128(&next_counter(&self.v), out);
        // Step 6: CTR_DRBG_Update(additional_input, Key, V), whose first V + 1 is the counter
        // that follows the last output block.
        self.update_from(&after, &additional)?;
        // Step 7.
        self.reseed_counter += 1;
        Ok(())
    }

    /// `additional_input` as Update expects it: zero-padded without df (§10.2.1.5.1 step 2.2),
    /// `Block_Cipher_df(additional_input, seedlen)` with it (§10.2.1.5.2 step 2.1).
    fn condition_additional(&self, additional_input: &[u8]) -> Result<Seed, Error> {
        match self.mode {
            Mode::NoDf => {
                check_len(Input::AdditionalInput, self.mode, additional_input.len())?;
                let mut s = Seed::zero();
                s.xor_padded(additional_input);
                Ok(s)
            }
            Mode::UseDf => {
                check_len(Input::AdditionalInput, self.mode, additional_input.len())?;
                block_cipher_df(core::iter::once(additional_input), self.cap)
            }
        }
    }

    /// `CTR_DRBG_Update(provided_data, Key, V)` (§10.2.1.2).
    fn update(&mut self, provided_data: &Seed) -> Result<(), Error> {
        self.update_from(&next_counter(&self.v), provided_data)
    }

    /// `CTR_DRBG_Update` whose first counter block (`V + 1`) is `first`: temp = the AES-CTR
    /// keystream of three blocks XOR `provided_data`; `Key = leftmost(temp, 256)`, `V =
    /// rightmost(temp, 128)`.
    fn update_from(&mut self, first: &[u8; 16], provided_data: &Seed) -> Result<(), Error> {
        let mut temp = Seed(provided_data.0);
        self.aes.apply_ctr128(first, temp.bytes_mut());
        // Expanded in place over the old schedule (no copy of either is left behind).
        self.aes.set_key(temp.key());
        self.v = temp.v();
        Ok(())
    }

    /// The mode this instance was instantiated in.
    pub fn mode(&self) -> Mode {
        self.mode
    }

    /// The hardware tier the AES kernels run on.
    pub fn tier(&self) -> Tier {
        self.aes.tier()
    }

    /// Jumps `reseed_counter` (tests of the 2^48 limit).
    #[cfg(feature = "test-hooks")]
    #[doc(hidden)]
    pub fn set_reseed_counter(&mut self, reseed_counter: u64) {
        self.reseed_counter = reseed_counter;
    }

    /// The working state, for the known-answer tests that compare it with the CAVP
    /// intermediate values: (`Key`'s round key 0 and 1, i.e. `Key` itself, `V`).
    #[cfg(feature = "test-hooks")]
    #[doc(hidden)]
    pub fn key_and_v(&self) -> ([u8; 32], [u8; 16]) {
        let rk = self.aes.round_keys().get();
        let mut key = [0u8; 32];
        key[..16].copy_from_slice(&rk[0]);
        key[16..].copy_from_slice(&rk[1]);
        (key, self.v)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn key_v_and_counter_are_wiped_on_drop() {
        let mut d = CtrDrbg::instantiate(Mode::NoDf, &[9; 48], &[], &[]).unwrap();
        d.generate(&[], &mut [0u8; 16]).unwrap();
        assert_ne!(d.v, [0; 16]);
        assert_eq!(d.reseed_counter, 2);
        assert!(d.aes.round_keys().get().iter().all(|k| *k != [0; 16]));
        crate::after_drop::after_drop(d, |d| {
            assert_eq!(d.v, [0; 16]);
            assert_eq!(d.reseed_counter, 0);
            assert!(d.aes.round_keys().get().iter().all(|k| *k == [0; 16]));
        });
    }

    #[test]
    fn counter_wraps_modulo_2_128() {
        assert_eq!(next_counter(&[0xff; 16]), [0; 16]);
        let mut v = [0u8; 16];
        v[15] = 0xff;
        let mut w = [0u8; 16];
        w[14] = 1;
        assert_eq!(next_counter(&v), w);
    }
}
