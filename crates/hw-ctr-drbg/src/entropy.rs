//! Entropy sources: the operating system (always) and the CPU's RNG (reseeds only, feature
//! `cpu-rng-reseed`).
//!
//! The OS source is the one the state's entropy accounting rests on. The CPU RNG is an extra:
//! its output goes into the reseed's *additional input* (SP 800-90A §8.7.2 allows any source
//! there and credits it no entropy), and it is read *before* the OS bytes, so a CPU RNG cannot
//! choose its output as a function of them. A CPU RNG that reports failure, or whose output
//! looks stuck, is skipped for that reseed; it is never used alone.

use crate::seed::Seed;
use crate::{EntropyError, Error};

/// Fills `dest` from the operating system (`getrandom`).
pub(crate) fn os_fill(dest: &mut [u8]) -> Result<(), Error> {
    #[cfg(all(feature = "std", feature = "test-hooks"))]
    if let Some(injected) = crate::faults::os_fill(dest) {
        return injected;
    }
    getrandom::fill(dest).map_err(|e| Error::Entropy(EntropyError::from_os(e)))
}

/// 64-bit words read from the CPU RNG per reseed: 256 bits, the security strength. RDSEED is
/// slow (measured about 0.8 us per word in a 2-vCPU VM, against 0.5 us for the whole 48-byte
/// `getrandom` call), and its output is an uncredited hedge, so it is not read to the full
/// 384-bit seed length.
pub(crate) const CPU_RNG_WORDS: usize = 4;
/// Bytes of CPU RNG output per reseed.
pub(crate) const CPU_RNG_LEN: usize = CPU_RNG_WORDS * 8;

/// [`CPU_RNG_LEN`] bytes from the CPU's RNG (RDSEED on x86_64, RNDRRS on aarch64), at the front of a seed, or
/// `None` when the feature is off, the CPU has none, it reported failure after retries, or its output is
/// implausible.
pub(crate) fn cpu_rng() -> Option<Seed> {
    #[cfg(all(
        feature = "cpu-rng-reseed",
        any(target_arch = "x86_64", target_arch = "aarch64")
    ))]
    {
        let mut words = [0u64; CPU_RNG_WORDS];
        let filled = read_cpu_rng(&mut words);
        let ok = filled && plausible(&words);
        let seed = ok.then(|| {
            let mut s = Seed::zero();
            for (dst, w) in s.bytes_mut().chunks_exact_mut(8).zip(&words) {
                dst.copy_from_slice(&w.to_ne_bytes());
            }
            s
        });
        zeroize::Zeroize::zeroize(&mut words);
        seed
    }
    #[cfg(not(all(
        feature = "cpu-rng-reseed",
        any(target_arch = "x86_64", target_arch = "aarch64")
    )))]
    {
        None
    }
}

/// Fills `words` from the CPU's RNG; `false` if it has none or reported failure. A
/// fault-injection test may stand in for the instruction (`faults::set_cpu_rng`).
#[cfg(all(
    feature = "cpu-rng-reseed",
    any(target_arch = "x86_64", target_arch = "aarch64")
))]
fn read_cpu_rng(words: &mut [u64; CPU_RNG_WORDS]) -> bool {
    #[cfg(all(feature = "std", feature = "test-hooks"))]
    if let Some(filled) = crate::faults::cpu_rng(words) {
        return filled;
    }
    #[cfg(target_arch = "x86_64")]
    let filled = crate::arch::x86_64::rdseed::fill(words);
    #[cfg(target_arch = "aarch64")]
    let filled = crate::arch::aarch64::rndrrs::fill(words);
    filled
}

/// Rejects the output of a broken hardware RNG: a word of all zeros or all ones (what some CPUs
/// return on failure without reporting it), or a word repeated within one read. For a working
/// RNG this rejects one read of four words in about 2^60.
#[cfg_attr(
    not(all(
        feature = "cpu-rng-reseed",
        any(target_arch = "x86_64", target_arch = "aarch64")
    )),
    allow(dead_code)
)]
pub(crate) fn plausible(words: &[u64]) -> bool {
    words
        .iter()
        .enumerate()
        .all(|(i, &w)| w != 0 && w != u64::MAX && words[i + 1..].iter().all(|&later| later != w))
}

#[cfg(test)]
mod tests {
    use super::plausible;

    #[test]
    fn stuck_outputs_are_rejected() {
        let good = [1, 2, 3, 0x8000_0000_0000_0000, 5, 6];
        assert!(plausible(&good));
        for bad in [
            [0, 2, 3, 4, 5, 6],
            [1, 2, 3, 4, 5, u64::MAX],
            [7, 2, 3, 4, 5, 7],
            [9; 6],
        ] {
            assert!(!plausible(&bad), "{bad:x?}");
        }
    }
}
