//! Estimates the core clock, for cycles/byte (BENCHMARKING.md rule 4: the TSC ticks at a nominal
//! rate, not at the core clock).
//!
//! Method: time a chain of dependent 64-bit `imul r64, r64` instructions. Each needs the previous
//! result and has a latency of 3 cycles on Intel (Golden Cove and earlier big cores) and AMD Zen,
//! so the chain runs at one multiply per 3 core cycles whatever the clock. A chain of dependent
//! add-immediates is not used: Golden Cove folds those at rename and reads about twice too fast.

use std::time::{Duration, Instant};

/// Multiplies in the default estimate.
pub const DEFAULT_IMULS: u64 = 300_000_000;

/// Timed repetitions in the default estimate (the fastest counts).
pub const DEFAULT_REPS: u32 = 5;

/// Latency of a 64-bit register `imul` in core cycles.
pub const IMUL_LATENCY: f64 = 3.0;

/// Multiplies per loop iteration in the asm (the loop counter runs in parallel to the chain).
const UNROLL: u64 = 10;

/// A core-clock estimate.
#[derive(Clone, Debug, PartialEq)]
pub struct Clock {
    /// Core clock in GHz.
    pub ghz: f64,
    /// How it was obtained, for the report.
    pub method: String,
}

/// Runs a chain of `blocks * 10` dependent `imul`s and returns how long it took.
#[cfg(target_arch = "x86_64")]
#[allow(unsafe_code, reason = "an asm! loop the compiler cannot shorten")]
fn imul_chain(blocks: u64) -> Duration {
    let mut x: u64 = 0x9e37_79b9_7f4a_7c15;
    let m: u64 = 0xbf58_476d_1ce4_e5b9;
    // Never zero: `dec` would wrap and the loop would run 2^64 times.
    let mut n = blocks.max(1);
    let start = Instant::now();
    // SAFETY: the asm reads and writes only the three registers it declares (no memory, no stack),
    // and the loop ends because `n` counts down from at least 1 to 0.
    unsafe {
        std::arch::asm!(
            "2:",
            "imul {x}, {m}",
            "imul {x}, {m}",
            "imul {x}, {m}",
            "imul {x}, {m}",
            "imul {x}, {m}",
            "imul {x}, {m}",
            "imul {x}, {m}",
            "imul {x}, {m}",
            "imul {x}, {m}",
            "imul {x}, {m}",
            "dec {n}",
            "jnz 2b",
            x = inout(reg) x,
            m = in(reg) m,
            n = inout(reg) n,
            options(nomem, nostack),
        );
    }
    let elapsed = start.elapsed();
    std::hint::black_box((x, n));
    elapsed
}

/// Estimates the core clock from `imuls` dependent multiplies, fastest of `reps` runs after one
/// untimed warm-up run (which also lets the clock ramp up). `None` off x86_64.
pub fn estimate(imuls: u64, reps: u32) -> Option<Clock> {
    #[cfg(target_arch = "x86_64")]
    {
        let blocks = (imuls / UNROLL).max(1);
        imul_chain(blocks);
        let best = (0..reps.max(1))
            .map(|_| imul_chain(blocks))
            .min()
            .unwrap_or(Duration::MAX);
        let ns = best.as_secs_f64() * 1e9;
        let cycles = IMUL_LATENCY * (blocks * UNROLL) as f64;
        Some(Clock {
            ghz: cycles / ns,
            method: format!(
                "timed a chain of {} dependent 64-bit `imul r64, r64` (3-cycle latency on Intel \
                 Golden Cove and AMD Zen), fastest of {} runs: clock = 3 x multiplies / time",
                sci(blocks * UNROLL),
                reps.max(1)
            ),
        })
    }
    #[cfg(not(target_arch = "x86_64"))]
    {
        let _ = (imuls, reps, UNROLL);
        None
    }
}

/// `300000000` as `3e8`, other counts as plain integers.
fn sci(n: u64) -> String {
    let (mut mantissa, mut zeros) = (n, 0);
    while mantissa != 0 && mantissa % 10 == 0 {
        mantissa /= 10;
        zeros += 1;
    }
    if zeros >= 3 && mantissa < 10 {
        format!("{mantissa}e{zeros}")
    } else {
        n.to_string()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sci_notation() {
        assert_eq!(sci(300_000_000), "3e8");
        assert_eq!(sci(1_000), "1e3");
        assert_eq!(sci(120_000), "120000");
        assert_eq!(sci(10), "10");
        assert_eq!(sci(0), "0");
    }

    #[cfg(target_arch = "x86_64")]
    #[test]
    fn short_estimate_is_plausible() {
        // 3e6 multiplies: about 3 ms. A loaded test machine can only make it read slow.
        let c = estimate(3_000_000, 3).unwrap();
        assert!(c.ghz > 0.05 && c.ghz < 8.0, "{c:?}");
        assert!(c.method.contains("3e6"));
    }
}
