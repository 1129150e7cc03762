//! `rand_core` 0.10 traits (feature `rand_core`).
//!
//! rand_core 0.10 implements `Rng` (the successor of `RngCore`) only for generators whose error
//! type is `Infallible`. A generator that reseeds from the OS can fail, so `HardwareCtrDrbg`
//! implements `TryRng + TryCryptoRng` with [`Error`]; `rand_core::UnwrapErr(drbg)` gives the
//! infallible `Rng + CryptoRng` (it panics if the OS random source fails).

use crate::{Error, HardwareCtrDrbg};

impl rand_core::TryRng for HardwareCtrDrbg {
    type Error = Error;

    fn try_next_u32(&mut self) -> Result<u32, Error> {
        self.next_u32()
    }

    fn try_next_u64(&mut self) -> Result<u64, Error> {
        self.next_u64()
    }

    fn try_fill_bytes(&mut self, dst: &mut [u8]) -> Result<(), Error> {
        self.fill_bytes(dst)
    }
}

impl rand_core::TryCryptoRng for HardwareCtrDrbg {}
