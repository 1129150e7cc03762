//! RNDRRS on aarch64 (FEAT_RNG): a 64-bit random number read from the CPU's TRNG after a
//! reseed of its DRBG. Follows `x86_64/rdseed.rs`; differences:
//! - `__rndrrs` is not a stable intrinsic, so the register is read with `MRS` (system register
//!   `s3_3_c2_c4_1`, the RNDRRS encoding in the Arm ARM) in inline assembly.
//! - Failure is reported in NZCV: Z set means no value (and the register reads 0).
#![allow(unsafe_code, reason = "the call-ins of the RNDRRS kernel")]

use core::arch::asm;

/// Attempts per word before the read is abandoned.
const RETRIES: usize = 128;

/// Proof that the CPU has FEAT_RNG (Linux: `AT_HWCAP2` `HWCAP2_RNG`; macOS:
/// `hw.optional.arm.FEAT_RNG`).
#[derive(Clone, Copy)]
struct Rng(());

impl Rng {
    fn detect() -> Option<Self> {
        hw_cpu::features().has_named("rand").then_some(Rng(()))
    }
}

/// One RNDRRS read: the value, or `None` when the CPU reported failure.
#[inline]
fn rndrrs(_cpu: Rng) -> Option<u64> {
    let value: u64;
    let ok: u64;
    // SAFETY: cpu: the Rng token proves FEAT_RNG, so the RNDRRS system register exists; the
    // asm reads it and the flags into the two output registers only (no memory, no stack).
    unsafe {
        asm!(
            "mrs {value}, s3_3_c2_c4_1",
            "cset {ok}, ne",
            value = out(reg) value,
            ok = out(reg) ok,
            options(nomem, nostack),
        )
    };
    (ok == 1).then_some(value)
}

/// Fills `words` from RNDRRS; `false` if the CPU has no FEAT_RNG or a word kept failing.
pub(crate) fn fill(words: &mut [u64]) -> bool {
    let Some(cpu) = Rng::detect() else {
        return false;
    };
    words.iter_mut().all(|w| {
        (0..RETRIES).any(|_| match rndrrs(cpu) {
            Some(v) => {
                *w = v;
                true
            }
            None => {
                core::hint::spin_loop();
                false
            }
        })
    })
}
