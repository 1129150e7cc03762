//! Measures the instruction costs that bound AES-256-GCM on this CPU: latency and throughput of
//! AESENC / VAESENC (xmm, ymm, zmm) and (V)PCLMULQDQ, and whether VAESENC and VPCLMULQDQ compete
//! for an execution port. Times are in ns, so they need no clock estimate; the cycle column uses
//! the dependent-IMUL estimate (3-cycle latency on Intel Golden Cove and AMD Zen).
//!
//! `cargo run --release --manifest-path benches/Cargo.toml --example ceilings`

#[cfg(target_arch = "x86_64")]
fn main() {
    x86::run();
}

#[cfg(not(target_arch = "x86_64"))]
fn main() {
    println!("x86_64 only");
}

#[cfg(target_arch = "x86_64")]
mod x86 {
    use std::arch::asm;
    use std::time::Instant;

    /// Best of 3 runs of `f(n)`, in ns per `unit`.
    fn time(n: u64, per_unit: u64, f: impl Fn(u64)) -> f64 {
        (0..3)
            .map(|_| {
                let t = Instant::now();
                f(n);
                t.elapsed().as_secs_f64()
            })
            .fold(f64::MAX, f64::min)
            / (n / per_unit) as f64
            * 1e9
    }

    pub fn run() {
        let need = ["aes", "pclmulqdq", "vaes", "vpclmulqdq", "avx512f"];
        let have = [
            std::is_x86_feature_detected!("aes"),
            std::is_x86_feature_detected!("pclmulqdq"),
            std::is_x86_feature_detected!("vaes"),
            std::is_x86_feature_detected!("vpclmulqdq"),
            std::is_x86_feature_detected!("avx512f"),
        ];
        if let Some(i) = have.iter().position(|h| !h) {
            println!("this CPU lacks {}; nothing measured", need[i]);
            return;
        }
        let n = 120_000_000u64;
        // SAFETY (every asm! below): the features were checked above; the asm touches only the
        // registers it declares and loops `n / 4` or `n / 8` times.
        let imul = time(n, 1, |n| unsafe {
            asm!("2:", "imul {x}, {x}", "imul {x}, {x}", "imul {x}, {x}", "imul {x}, {x}",
                 "sub {n}, 4", "jnz 2b", x = inout(reg) 3u64 => _, n = inout(reg) n => _)
        });
        let ghz = 3.0 / imul;
        println!("core clock estimate: {ghz:.2} GHz (dependent IMUL chain)\n");
        println!(
            "{:<46} {:>9} {:>8}",
            "instruction pattern", "ns/instr", "cycles"
        );
        let row = |name: &str, ns: f64| println!("{name:<46} {ns:>9.3} {:>8.2}", ns * ghz);

        row(
            "aesenc xmm, dependent (latency)",
            time(n, 1, |n| unsafe {
                asm!("2:", "aesenc xmm0, xmm1", "aesenc xmm0, xmm1", "aesenc xmm0, xmm1",
                 "aesenc xmm0, xmm1", "sub {n}, 4", "jnz 2b", n = inout(reg) n => _,
                 out("xmm0") _, out("xmm1") _)
            }),
        );
        row(
            "aesenc xmm, 8 independent (throughput)",
            time(n, 1, |n| unsafe {
                asm!("2:", "aesenc xmm0, xmm8", "aesenc xmm1, xmm8", "aesenc xmm2, xmm8",
                 "aesenc xmm3, xmm8", "aesenc xmm4, xmm8", "aesenc xmm5, xmm8",
                 "aesenc xmm6, xmm8", "aesenc xmm7, xmm8", "sub {n}, 8", "jnz 2b",
                 n = inout(reg) n => _, out("xmm0") _, out("xmm1") _, out("xmm2") _,
                 out("xmm3") _, out("xmm4") _, out("xmm5") _, out("xmm6") _, out("xmm7") _,
                 out("xmm8") _)
            }),
        );
        row(
            "vaesenc ymm, 8 independent (2 blocks each)",
            time(n, 1, |n| unsafe {
                asm!("2:", "vaesenc ymm0, ymm0, ymm8", "vaesenc ymm1, ymm1, ymm8",
                 "vaesenc ymm2, ymm2, ymm8", "vaesenc ymm3, ymm3, ymm8",
                 "vaesenc ymm4, ymm4, ymm8", "vaesenc ymm5, ymm5, ymm8",
                 "vaesenc ymm6, ymm6, ymm8", "vaesenc ymm7, ymm7, ymm8", "sub {n}, 8", "jnz 2b",
                 n = inout(reg) n => _, out("ymm0") _, out("ymm1") _, out("ymm2") _,
                 out("ymm3") _, out("ymm4") _, out("ymm5") _, out("ymm6") _, out("ymm7") _,
                 out("ymm8") _)
            }),
        );
        row(
            "vaesenc zmm, dependent (latency)",
            time(n, 1, |n| unsafe {
                asm!("2:", "vaesenc zmm0, zmm0, zmm8", "vaesenc zmm0, zmm0, zmm8",
                 "vaesenc zmm0, zmm0, zmm8", "vaesenc zmm0, zmm0, zmm8", "sub {n}, 4", "jnz 2b",
                 n = inout(reg) n => _, out("zmm0") _, out("zmm8") _)
            }),
        );
        let zmm = time(n, 1, |n| unsafe {
            asm!("2:", "vaesenc zmm0, zmm0, zmm8", "vaesenc zmm1, zmm1, zmm8",
                 "vaesenc zmm2, zmm2, zmm8", "vaesenc zmm3, zmm3, zmm8",
                 "vaesenc zmm4, zmm4, zmm8", "vaesenc zmm5, zmm5, zmm8",
                 "vaesenc zmm6, zmm6, zmm8", "vaesenc zmm7, zmm7, zmm8", "sub {n}, 8", "jnz 2b",
                 n = inout(reg) n => _, out("zmm0") _, out("zmm1") _, out("zmm2") _,
                 out("zmm3") _, out("zmm4") _, out("zmm5") _, out("zmm6") _, out("zmm7") _,
                 out("zmm8") _)
        });
        row("vaesenc zmm, 8 independent (4 blocks each)", zmm);
        row(
            "pclmulqdq xmm, 8 independent",
            time(n, 1, |n| unsafe {
                asm!("2:", "pclmulqdq xmm0, xmm8, 0", "pclmulqdq xmm1, xmm8, 0",
                 "pclmulqdq xmm2, xmm8, 0", "pclmulqdq xmm3, xmm8, 0",
                 "pclmulqdq xmm4, xmm8, 0", "pclmulqdq xmm5, xmm8, 0",
                 "pclmulqdq xmm6, xmm8, 0", "pclmulqdq xmm7, xmm8, 0", "sub {n}, 8", "jnz 2b",
                 n = inout(reg) n => _, out("xmm0") _, out("xmm1") _, out("xmm2") _,
                 out("xmm3") _, out("xmm4") _, out("xmm5") _, out("xmm6") _, out("xmm7") _,
                 out("xmm8") _)
            }),
        );
        row(
            "vpclmulqdq zmm, 8 independent",
            time(n, 1, |n| unsafe {
                asm!("2:", "vpclmulqdq zmm0, zmm9, zmm8, 0", "vpclmulqdq zmm1, zmm9, zmm8, 0",
                 "vpclmulqdq zmm2, zmm9, zmm8, 0", "vpclmulqdq zmm3, zmm9, zmm8, 0",
                 "vpclmulqdq zmm4, zmm9, zmm8, 0", "vpclmulqdq zmm5, zmm9, zmm8, 0",
                 "vpclmulqdq zmm6, zmm9, zmm8, 0", "vpclmulqdq zmm7, zmm9, zmm8, 0",
                 "sub {n}, 8", "jnz 2b", n = inout(reg) n => _, out("zmm0") _, out("zmm1") _,
                 out("zmm2") _, out("zmm3") _, out("zmm4") _, out("zmm5") _, out("zmm6") _,
                 out("zmm7") _, out("zmm8") _, out("zmm9") _)
            }),
        );
        // 8 VAESENC + 4 VPCLMULQDQ per iteration, reported per VAESENC: equal to the pure
        // VAESENC row when the two use different ports.
        row(
            "vaesenc zmm with 1 vpclmulqdq zmm per 2",
            time(n, 1, |n| unsafe {
                asm!("2:", "vaesenc zmm0, zmm0, zmm8", "vaesenc zmm1, zmm1, zmm8",
                 "vpclmulqdq zmm10, zmm9, zmm8, 0", "vaesenc zmm2, zmm2, zmm8",
                 "vaesenc zmm3, zmm3, zmm8", "vpclmulqdq zmm11, zmm9, zmm8, 0",
                 "vaesenc zmm4, zmm4, zmm8", "vaesenc zmm5, zmm5, zmm8",
                 "vpclmulqdq zmm12, zmm9, zmm8, 0", "vaesenc zmm6, zmm6, zmm8",
                 "vaesenc zmm7, zmm7, zmm8", "vpclmulqdq zmm13, zmm9, zmm8, 0", "sub {n}, 8",
                 "jnz 2b", n = inout(reg) n => _, out("zmm0") _, out("zmm1") _, out("zmm2") _,
                 out("zmm3") _, out("zmm4") _, out("zmm5") _, out("zmm6") _, out("zmm7") _,
                 out("zmm8") _, out("zmm9") _, out("zmm10") _, out("zmm11") _, out("zmm12") _,
                 out("zmm13") _)
            }),
        );
        // AES-256 is 14 AES instructions per block (13 VAESENC + VAESENCLAST; the whitening XOR
        // can issue on another port): 14 zmm instructions per 64 bytes.
        let ceiling = 64.0 / (14.0 * zmm);
        println!("\nAES-256-CTR ceiling from the zmm VAESENC rate: {ceiling:.1} GB/s ({:.3} cycles/byte)", ghz / ceiling);
    }
}
