//! RDSEED on x86_64: the CPU's conditioned entropy source (NIST SP 800-90B/C style ENRNG), one
//! 64-bit word per instruction.
//!
//! RDSEED may fail transiently when its entropy pool is drained (carry flag clear); Intel's
//! guidance is to retry after a `PAUSE`. A word that still fails after [`RETRIES`] attempts
//! abandons the read, and the reseed goes on with OS entropy alone.
#![allow(unsafe_code, reason = "the call-ins of the RDSEED kernel")]

use core::arch::x86_64::_rdseed64_step;

/// Attempts per word before the read is abandoned.
const RETRIES: usize = 128;

/// Proof that the CPU has RDSEED (CPUID.(EAX=7,ECX=0):EBX bit 18).
#[derive(Clone, Copy)]
struct Rdseed(());

impl Rdseed {
    fn detect() -> Option<Self> {
        hw_cpu::features().has_named("rdseed").then_some(Rdseed(()))
    }
}

/// Fills `words` from RDSEED; `false` if the CPU has none or a word kept failing.
pub(crate) fn fill(words: &mut [u64]) -> bool {
    match Rdseed::detect() {
        // SAFETY: cpu: the Rdseed token proves the rdseed feature.
        Some(cpu) => unsafe { fill_words(cpu, words) },
        None => false,
    }
}

#[target_feature(enable = "rdseed")]
fn fill_words(_cpu: Rdseed, words: &mut [u64]) -> bool {
    words.iter_mut().all(|w| {
        (0..RETRIES).any(|_| {
            // 1 when the carry flag says `w` holds a fresh value.
            #[allow(unused_unsafe)]
            // SAFETY: cpu: this function is compiled with rdseed, proven by its token argument;
            // mem: `w` is a valid exclusive reference.
            let ok = unsafe { _rdseed64_step(w) } == 1;
            if !ok {
                core::hint::spin_loop(); // PAUSE before retrying
            }
            ok
        })
    })
}
