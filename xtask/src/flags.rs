//! The command line of `cargo xtask`, declared once with `xflags` (which also writes `--help`).

use std::path::PathBuf;

xflags::xflags! {
    /// Project automation for hw-crypto. `audit` runs the checks `deps`, `deny`, `hardware`,
    /// `asm` and `tidy` and prints one PASS/FAIL line each (docs/dev/audit.md).
    cmd xtask {
        /// Every audit check; non-zero exit on any failure.
        cmd audit {
            /// With `asm`: rewrite the snapshots instead of comparing.
            optional --bless
            /// Also write docs/reports/audit.md.
            optional --md
        }
        /// The dependency graph of the library crates against xtask/deps-policy.txt.
        cmd deps {}
        /// `cargo deny check bans licenses sources` (deny.toml; needs cargo-deny).
        cmd deny {}
        /// The test suite passes and exercised every tier this CPU has.
        cmd hardware {}
        /// Release kernels: required instructions, allowed calls, snapshots.
        cmd asm {
            /// Rewrite the snapshots in xtask/asm/.
            optional --bless
            /// Print every kernel found.
            optional --list
        }
        /// The repository's own rules: no orphan files, a `//!` header on every Rust file, no
        /// tracker numbers or diary wording in docs, target features within their token's tier.
        cmd tidy {}
        /// Each cargo-fuzz target (needs nightly and cargo-fuzz).
        cmd fuzz {
            /// Seconds per target (default 60).
            optional --seconds seconds: u64
            /// Only this target.
            optional --target name: String
        }
        /// The assurance battery (docs/dev/assurance.md).
        cmd assure {
            /// The CI subset.
            optional --quick
            /// Only these steps, comma-separated.
            optional --only steps: String
            /// Also write docs/reports/assurance.md.
            optional --md
        }
        /// Tests under emulated CPUs (qemu-user): `x86_64` (default), the tier choice on qemu64,
        /// Westmere and Haswell; `aarch64`, the test suite under `-cpu max`; `aarch64-masked`, a
        /// CPU without AES, PMULL or SHA3 (a masked AT_HWCAP) and the instructions that ran.
        cmd emulate {
            /// `x86_64`, `aarch64` or `aarch64-masked`.
            optional matrix: String
        }
        /// llvm-mca estimates of the AES-256-GCM main loops, ours beside ring's and aws-lc's, on
        /// the CPU models of docs/reports/mca.md (needs LLVM 22: Debian `llvm-22`).
        cmd mca {
            /// Only these LLVM CPU models, comma-separated (e.g. `znver3,neoverse-v2`).
            optional --mcpu models: String
            /// Also time ours at 1 MiB here and set it beside this machine's model.
            optional --calibrate
            /// This machine's LLVM model for --calibrate (default: told from /proc/cpuinfo).
            optional --host model: String
            /// Also write docs/reports/mca.md.
            optional --md
        }
        /// Interleaved peer benchmarks (BENCHMARKING.md); do not run while anything builds.
        cmd bench {
            /// 5 rounds of ~1 ms batches (default: 21 rounds of ~2 ms).
            optional --quick
            /// Also write docs/reports/benchmarks.md and its charts.
            optional --md
            /// Write the markdown here instead (implies --md).
            optional --md-out path: PathBuf
            /// Only entries whose `case/implementation` contains this text, or matches it as a
            /// glob with `*` (e.g. `seal/1024/*`, `*ring*`); ours always run beside them.
            optional --filter pattern: String
            /// Rounds per case (overrides --quick).
            optional --rounds rounds: u32
            /// Target batch length in ms (overrides --quick).
            optional --batch-ms ms: f64
            /// Read results (JSON lines) from this file instead of running.
            optional --from-json path: PathBuf
            /// Use this core clock (GHz) instead of estimating it.
            optional --clock-ghz ghz: f64
        }
    }
}
