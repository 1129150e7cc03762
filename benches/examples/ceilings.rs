//! Measures the instruction costs that bound AES-256-GCM on this CPU: latency and throughput of
//! AESENC / VAESENC (xmm, ymm, zmm) and (V)PCLMULQDQ, and whether VAESENC and VPCLMULQDQ compete
//! for an execution port. Times are in ns, so they need no clock estimate; the cycle column uses
//! the dependent-IMUL estimate (3-cycle latency on Intel Golden Cove and AMD Zen). A second
//! table puts one of several other instructions after each of eight zmm `VAESENC` and reports
//! the cycles each adds: about 0 where it issues beside AES, 1 where it takes an AES slot (on
//! AMD Zen 4: compares into mask registers, saturating arithmetic, `VPCLMULQDQ`; and a 128-bit
//! `PCLMULQDQ` beside `AESENC` takes more than one, the `aesni_clmul` row).
//!
//! `cargo run --release --manifest-path benches/Cargo.toml --example ceilings`

hw_crypto_benches::x86_64_only_main!();

#[cfg(target_arch = "x86_64")]
mod x86 {
    use std::arch::asm;
    use std::time::Instant;

    /// A closure running `n / 8` iterations of eight independent `$op` on registers 0-7 of
    /// class `$r`, each with `$rest` as its last operands (with `same`, the destination is also
    /// the first source, as in the three-operand VEX forms).
    macro_rules! eight {
        (@one $op:literal, $r:literal, $i:literal, same, $rest:literal) => {
            concat!($op, " ", $r, $i, ", ", $r, $i, ", ", $rest)
        };
        (@one $op:literal, $r:literal, $i:literal, $rest:literal) => {
            concat!($op, " ", $r, $i, ", ", $rest)
        };
        ($op:literal, $r:literal, $($same:ident,)? $rest:literal) => {
            |n: u64| unsafe {
                asm!("2:",
                    eight!(@one $op, $r, "0", $($same,)? $rest),
                    eight!(@one $op, $r, "1", $($same,)? $rest),
                    eight!(@one $op, $r, "2", $($same,)? $rest),
                    eight!(@one $op, $r, "3", $($same,)? $rest),
                    eight!(@one $op, $r, "4", $($same,)? $rest),
                    eight!(@one $op, $r, "5", $($same,)? $rest),
                    eight!(@one $op, $r, "6", $($same,)? $rest),
                    eight!(@one $op, $r, "7", $($same,)? $rest),
                    "sub rcx, 8", "jnz 2b", inout("rcx") n => _, clobber_abi("C"))
            }
        };
    }

    /// A closure running `n / 8` iterations of eight independent zmm `VAESENC` (registers 0-7),
    /// each followed by one `$op` whose destination is `$dst` with the register number
    /// appended (zmm16-23, or a mask register for `"k"`, numbered 1-8 mod 8) and whose sources
    /// are `$src` (zmm8 and zmm9, never written): `$op` competes with `VAESENC` for issue but
    /// not for data.
    macro_rules! beside_aes {
        ($op:literal, "k", $src:literal) => {
            beside_aes!(@run $op, "k", $src, ["1", "2", "3", "4", "5", "6", "7", "1"])
        };
        ($op:literal, "zmm", $src:literal) => {
            beside_aes!(@run $op, "zmm", $src, ["16", "17", "18", "19", "20", "21", "22", "23"])
        };
        (@one $i:literal, $d:literal, $op:literal, $dst:literal, $src:literal) => {
            concat!(
                "vaesenc zmm", $i, ", zmm", $i, ", zmm8\n",
                $op, " ", $dst, $d, ", ", $src, "\n",
            )
        };
        (@run $op:literal, $dst:literal, $src:literal, [$d0:literal, $d1:literal, $d2:literal,
            $d3:literal, $d4:literal, $d5:literal, $d6:literal, $d7:literal]) => {
            |n: u64| unsafe {
                asm!("2:",
                    beside_aes!(@one "0", $d0, $op, $dst, $src),
                    beside_aes!(@one "1", $d1, $op, $dst, $src),
                    beside_aes!(@one "2", $d2, $op, $dst, $src),
                    beside_aes!(@one "3", $d3, $op, $dst, $src),
                    beside_aes!(@one "4", $d4, $op, $dst, $src),
                    beside_aes!(@one "5", $d5, $op, $dst, $src),
                    beside_aes!(@one "6", $d6, $op, $dst, $src),
                    beside_aes!(@one "7", $d7, $op, $dst, $src),
                    "sub rcx, 8", "jnz 2b", inout("rcx") n => _, clobber_abi("C"))
            }
        };
    }

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
            time(n, 1, eight!("aesenc", "xmm", "xmm8")),
        );
        row(
            "vaesenc ymm, 8 independent (2 blocks each)",
            time(n, 1, eight!("vaesenc", "ymm", same, "ymm8")),
        );
        row(
            "vaesenc zmm, dependent (latency)",
            time(n, 1, |n| unsafe {
                asm!("2:", "vaesenc zmm0, zmm0, zmm8", "vaesenc zmm0, zmm0, zmm8",
                 "vaesenc zmm0, zmm0, zmm8", "vaesenc zmm0, zmm0, zmm8", "sub {n}, 4", "jnz 2b",
                 n = inout(reg) n => _, out("zmm0") _, out("zmm8") _)
            }),
        );
        let zmm = time(n, 1, eight!("vaesenc", "zmm", same, "zmm8"));
        row("vaesenc zmm, 8 independent (4 blocks each)", zmm);
        row(
            "pclmulqdq xmm, 8 independent",
            time(n, 1, eight!("pclmulqdq", "xmm", "xmm8, 0")),
        );
        row(
            "vpclmulqdq zmm, 8 independent",
            time(n, 1, eight!("vpclmulqdq", "zmm", "zmm9, zmm8, 0")),
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
        // The same with 128-bit registers (the `aesni_clmul` tier): 8 AESENC + 2 PCLMULQDQ.
        row(
            "aesenc xmm with 1 pclmulqdq xmm per 4",
            time(n, 1, |n| unsafe {
                asm!("2:", "aesenc xmm0, xmm8", "aesenc xmm1, xmm8", "aesenc xmm2, xmm8",
                 "aesenc xmm3, xmm8", "pclmulqdq xmm10, xmm9, 0", "aesenc xmm4, xmm8",
                 "aesenc xmm5, xmm8", "aesenc xmm6, xmm8", "aesenc xmm7, xmm8",
                 "pclmulqdq xmm11, xmm9, 0", "sub {n}, 8", "jnz 2b", n = inout(reg) n => _,
                 out("xmm0") _, out("xmm1") _, out("xmm2") _, out("xmm3") _, out("xmm4") _,
                 out("xmm5") _, out("xmm6") _, out("xmm7") _, out("xmm8") _, out("xmm9") _,
                 out("xmm10") _, out("xmm11") _)
            }),
        );
        // Which other instructions take the AES pipes: eight of each beside eight VAESENC,
        // reported as the cycles each adds (0: it issues elsewhere, 1: it takes a VAESENC slot).
        println!(
            "\n{:<46} {:>18}",
            "beside 8 vaesenc zmm, one after each", "cycles added each"
        );
        let beside: [(&str, &dyn Fn(u64)); 8] = [
            ("vpxorq zmm", &beside_aes!("vpxorq", "zmm", "zmm9, zmm8")),
            (
                "vpternlogq zmm",
                &beside_aes!("vpternlogq", "zmm", "zmm9, zmm8, 0x96"),
            ),
            (
                "vpsraq zmm (shift)",
                &beside_aes!("vpsraq", "zmm", "zmm9, 63"),
            ),
            ("vpshufb zmm", &beside_aes!("vpshufb", "zmm", "zmm9, zmm8")),
            (
                "vpermq zmm (cross-lane)",
                &beside_aes!("vpermq", "zmm", "zmm9, zmm8"),
            ),
            (
                "vpsubusb zmm (saturating)",
                &beside_aes!("vpsubusb", "zmm", "zmm9, zmm8"),
            ),
            (
                "vpcmpq k, zmm (compare into a mask)",
                &beside_aes!("vpcmpq", "k", "zmm9, zmm8, 1"),
            ),
            (
                "vpclmulqdq zmm",
                &beside_aes!("vpclmulqdq", "zmm", "zmm9, zmm8, 0"),
            ),
        ];
        for (name, f) in beside {
            let ns = time(n, 8, f);
            println!("{name:<46} {:>18.2}", (ns * ghz - 8.0 * zmm * ghz) / 8.0);
        }

        // AES-256 is 14 AES instructions per block (13 VAESENC + VAESENCLAST; the whitening XOR
        // can issue on another port): 14 zmm instructions per 64 bytes.
        let ceiling = 64.0 / (14.0 * zmm);
        println!("\nAES-256-CTR ceiling from the zmm VAESENC rate: {ceiling:.1} GB/s ({:.3} cycles/byte)", ghz / ceiling);
    }
}
