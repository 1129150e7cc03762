//! `cargo xtask emulate [MATRIX]`: the tests under emulated CPUs (qemu-user), in three matrices.
//!
//! - `x86_64` (the default): one test executable per row under `qemu-x86_64 -cpu <model>` with
//!   `HW_CRYPTO_EXPECT` set, so the test asserts what must happen on that CPU
//!   (`crates/hw-crypto/tests/hardware.rs`): refused as missing `aes` on a CPU without AES-NI,
//!   and exactly the `aesni_clmul` tier on AES-NI (Westmere) and on AVX2 without VAES (Haswell),
//!   where the vector suite must also pass.
//! - `aarch64`: the workspace's tests cross-compiled and run under `qemu-aarch64 -cpu max`
//!   (vectors, interop, tamper, DRBG KATs, placement, nonces, fork safety), the release
//!   stack-residue tests, and the DRBG's API tests on a core without FEAT_RNG (`cortex-a72`).
//! - `aarch64-masked`: no QEMU model lacks AES or PMULL and none can switch them off, so
//!   `.ci/hwcap_mask.c`, preloaded into the emulated process, clears bits of its
//!   `getauxval(AT_HWCAP)` as on a core without them. QEMU logs every instruction it translates
//!   (`-d in_asm`); a refused run must not contain one AES or PMULL instruction, the unmasked
//!   control run must, and without SHA3 the `aes_pmull` tier runs with no EOR3.
//!
//! The test output is passed through (so `.ci/run` counts its `test result` lines), less QEMU's
//! warnings about features its TCG does not model.

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

/// The cross target of the aarch64 matrices.
const A64: &str = "aarch64-unknown-linux-gnu";
/// The aarch64 sysroot of Debian's cross toolchain (`libc6-arm64-cross`).
const A64_SYSROOT: &str = "/usr/aarch64-linux-gnu";

/// One emulated x86_64 run: the CPU model, the test (package, test target), and the expectation.
struct Run {
    cpu: &'static str,
    package: &'static str,
    test: &'static str,
    expect: Option<&'static str>,
    why: &'static str,
}

const RUNS: &[Run] = &[
    Run {
        cpu: "qemu64",
        package: "hw-crypto",
        test: "hardware",
        expect: Some("unsupported:aes"),
        why: "no AES-NI: construction fails with UnsupportedCpu { missing: \"aes\" }",
    },
    Run {
        cpu: "Westmere",
        package: "hw-crypto",
        test: "hardware",
        expect: Some("tier:aesni_clmul"),
        why: "AES-NI + PCLMULQDQ only: the aesni_clmul tier, and a known answer",
    },
    Run {
        cpu: "Westmere",
        package: "hw-gcm",
        test: "vectors",
        expect: None,
        why: "the vector suites on that tier",
    },
    Run {
        cpu: "qemu64",
        package: "hw-crypto",
        test: "random",
        expect: Some("unsupported:aes"),
        why: "the random module refuses the same way",
    },
    Run {
        cpu: "Haswell",
        package: "hw-crypto",
        test: "hardware",
        expect: Some("tier:aesni_clmul"),
        why: "AVX2 without VAES still picks aesni_clmul",
    },
];

/// One aarch64 run with a masked (or, for the control, full) `AT_HWCAP`.
struct Masked {
    /// The HWCAP bits cleared (`HWCAP_AES` 0x8, `HWCAP_PMULL` 0x10, `HWCAP_SHA3` 0x20000).
    clear: Option<&'static str>,
    /// The test (a target of the `hw-crypto` package).
    test: &'static str,
    expect: &'static str,
    /// Whether AES/PMULL instructions must have run (else none may have).
    crypto: bool,
    /// Whether EOR3 must have run (`Some(false)`: none may have; `None`: not counted).
    eor3: Option<bool>,
    why: &'static str,
}

const MASKED: &[Masked] = &[
    Masked {
        clear: Some("0x8"),
        test: "hardware",
        expect: "unsupported:aes",
        crypto: false,
        eor3: None,
        why: "no AES: refused before any AES or PMULL instruction",
    },
    Masked {
        clear: Some("0x10"),
        test: "hardware",
        expect: "unsupported:pmull",
        crypto: false,
        eor3: None,
        why: "no PMULL: refused the same way",
    },
    Masked {
        clear: Some("0x18"),
        test: "hardware",
        expect: "unsupported:aes",
        crypto: false,
        eor3: None,
        why: "neither: `aes` is named first",
    },
    Masked {
        clear: Some("0x8"),
        test: "random",
        expect: "unsupported:aes",
        crypto: false,
        eor3: None,
        why: "the random module refuses the same way",
    },
    Masked {
        clear: None,
        test: "hardware",
        expect: "tier:aes_pmull_eor3",
        crypto: true,
        eor3: Some(true),
        why: "control, unmasked: aes_pmull_eor3, its AES, PMULL and EOR3 run",
    },
    Masked {
        clear: Some("0x20000"),
        test: "hardware",
        expect: "tier:aes_pmull",
        crypto: true,
        eor3: Some(false),
        why: "no SHA3 (Neoverse N1, Cortex-A72): aes_pmull, its GCM loop runs, no EOR3",
    },
];

/// Runs one matrix (`x86_64` when `None`).
pub fn main(root: &Path, matrix: Option<&str>) -> crate::Outcome {
    match matrix.unwrap_or("x86_64") {
        "x86_64" => x86_64(root),
        "aarch64" => aarch64(root),
        "aarch64-masked" => aarch64_masked(root),
        m => Err(format!(
            "unknown matrix `{m}`: x86_64, aarch64 or aarch64-masked"
        )),
    }
}

/// `cargo` for the aarch64 target: the cross linker and, unless the caller set its own, the
/// qemu runner.
/// The crates whose `stack_residue` tests run again in release builds (the optimized
/// kernels' own spills and frames, and the by-value constructors, checked in those only).
const RESIDUE_CRATES: [&str; 8] = [
    "hw-aes256",
    "hw-gcm",
    "hw-gcm-siv",
    "hw-xaes",
    "hw-polyval",
    "hw-taes",
    "hw-ctr-drbg",
    "hw-crypto",
];

fn cargo_a64(root: &Path) -> Command {
    let mut cmd = Command::new(crate::asm::cargo());
    cmd.current_dir(root);
    for (var, value) in [
        (
            "CARGO_TARGET_AARCH64_UNKNOWN_LINUX_GNU_LINKER",
            "aarch64-linux-gnu-gcc".to_string(),
        ),
        (
            "CARGO_TARGET_AARCH64_UNKNOWN_LINUX_GNU_RUNNER",
            format!("qemu-aarch64 -cpu max -L {A64_SYSROOT}"),
        ),
    ] {
        if std::env::var_os(var).is_none() {
            cmd.env(var, value);
        }
    }
    cmd
}

/// The executable of a test target, built if needed (for `target` when given).
fn test_executable(
    root: &Path,
    package: &str,
    test: &str,
    target: Option<&str>,
) -> Result<PathBuf, String> {
    use crate::json::Fields as _;
    let mut cmd = match target {
        Some(_) => cargo_a64(root),
        None => {
            let mut c = Command::new(crate::asm::cargo());
            c.current_dir(root);
            c
        }
    };
    cmd.args(["test", "-q", "-p", package, "--test", test, "--no-run"])
        .args(["--message-format", "json"]);
    if let Some(t) = target {
        cmd.args(["--target", t]);
    }
    let out = crate::capture(&mut cmd, None)?;
    for line in out.lines().filter(|l| l.starts_with('{')) {
        let Ok(m) = crate::json::parse_object(line) else {
            continue;
        };
        let is_artifact = m.str("reason").is_ok_and(|r| r == "compiler-artifact");
        let name = m
            .get("target")
            .and_then(|t| t.as_object())
            .and_then(|t| t.get("name"))
            .and_then(|n| n.as_str());
        if let (true, Some(n), Ok(exe)) = (is_artifact, name, m.str("executable")) {
            if n == test {
                return Ok(PathBuf::from(exe));
            }
        }
    }
    Err(format!("no executable for {package} --test {test}"))
}

/// Fails unless `tool --version` runs.
fn require(tool: &str, package: &str) -> Result<String, String> {
    let out = Command::new(tool)
        .arg("--version")
        .output()
        .map_err(|_| format!("{tool} is not installed (Debian `{package}`)"))?;
    Ok(String::from_utf8_lossy(&out.stdout).into_owned())
}

/// Runs `cmd` with its output streamed; `Ok(true)` when it exits with success.
fn streamed(cmd: &mut Command) -> Result<bool, String> {
    let status = cmd
        .stdin(Stdio::null())
        .status()
        .map_err(|e| format!("{}: {e}", cmd.get_program().to_string_lossy()))?;
    Ok(status.success())
}

/// Runs `cmd` with its output passed through, less QEMU's warnings about features its TCG does
/// not model; `Ok(true)` when it exits with success.
fn pass_through(cmd: &mut Command) -> Result<bool, String> {
    let out = cmd
        .stdin(Stdio::null())
        .output()
        .map_err(|e| format!("{}: {e}", cmd.get_program().to_string_lossy()))?;
    print!("{}", String::from_utf8_lossy(&out.stdout));
    for l in String::from_utf8_lossy(&out.stderr).lines() {
        if !l.contains("TCG doesn't support requested feature") {
            eprintln!("{l}");
        }
    }
    Ok(out.status.success())
}

/// The x86_64 matrix; the figure counts its rows.
fn x86_64(root: &Path) -> crate::Outcome {
    require("qemu-x86_64", "qemu-user")?;
    let mut findings = Vec::new();
    for r in RUNS {
        let exe = test_executable(root, r.package, r.test, None)?;
        let mut cmd = Command::new("qemu-x86_64");
        cmd.args(["-cpu", r.cpu]).arg(&exe).arg("--nocapture");
        if let Some(e) = r.expect {
            cmd.env("HW_CRYPTO_EXPECT", e);
        }
        let line = format!(
            "-cpu {} {} --test {}{}: {}",
            r.cpu,
            r.package,
            r.test,
            r.expect.map_or(String::new(), |e| format!(" ({e})")),
            r.why
        );
        if pass_through(&mut cmd)? {
            eprintln!("emulate: ok   {line}");
        } else {
            findings.push(format!("failed: {line}"));
        }
    }
    Ok((format!("{} emulated runs", RUNS.len()), findings))
}

/// The aarch64 suite; the figure counts its runs.
fn aarch64(root: &Path) -> crate::Outcome {
    let version = require("qemu-aarch64", "qemu-user")?;
    require("aarch64-linux-gnu-gcc", "gcc-aarch64-linux-gnu")?;
    let mut findings = Vec::new();
    // The raw-clone fork tests need MADV_WIPEONFORK, which qemu-user honours from 8.0.
    let major: u32 = version
        .split_whitespace()
        .nth(2)
        .and_then(|v| v.split('.').next())
        .and_then(|v| v.parse().ok())
        .ok_or_else(|| format!("no version in `qemu-aarch64 --version`: {version}"))?;
    let mut skip = Vec::new();
    if major < 8 {
        eprintln!(
            "WARNING: qemu {major} ignores MADV_WIPEONFORK: the two raw-clone fork tests are skipped"
        );
        for t in [
            "parent_and_child_never_repeat_a_nonce",
            "parent_and_child_never_share_output",
        ] {
            skip.extend(["--skip", t]);
        }
    }
    // xtask drives the host's cargo. hw-crypto-rustls is architecture-independent glue over
    // hw-gcm's kernels, and its base provider's C library would be cross-compiled for minutes.
    let suite = streamed(
        cargo_a64(root)
            .args(["test", "--workspace", "--exclude", "xtask"])
            .args(["--exclude", "hw-crypto-rustls", "--target", A64, "--"])
            .args(&skip),
    )?;
    if !suite {
        findings.push("the workspace's tests under qemu-aarch64 -cpu max failed".into());
    }
    // The optimized kernels' own spills and frames.
    let residue = streamed(
        cargo_a64(root)
            .args(["test", "--release", "--target", A64])
            .args(RESIDUE_CRATES.iter().flat_map(|c| ["-p", c]))
            .args(["--test", "stack_residue"]),
    )?;
    if !residue {
        findings.push("the release stack-residue tests under qemu-aarch64 failed".into());
    }
    // The CPU RNG path without FEAT_RNG (cortex-a72 has AES and PMULL, no RNDRRS).
    let api = test_executable(root, "hw-ctr-drbg", "api", Some(A64))?;
    let no_rng = pass_through(
        Command::new("qemu-aarch64")
            .args(["-cpu", "cortex-a72", "-L", A64_SYSROOT])
            .arg(&api),
    )?;
    if !no_rng {
        findings.push("hw-ctr-drbg's API tests on cortex-a72 (no FEAT_RNG) failed".into());
    }
    Ok(("3 aarch64 runs".into(), findings))
}

/// The instructions of a QEMU `-d in_asm` log: (encoding, mnemonic) of each line shaped
/// `0x<address>:  <8 hex digits>  <mnemonic> <operands>`.
fn translated(log: &str) -> impl Iterator<Item = (u32, &str)> {
    log.lines().filter_map(|l| {
        let mut w = l.split_whitespace();
        let addr = w.next()?.strip_prefix("0x")?.strip_suffix(':')?;
        u64::from_str_radix(addr, 16).ok()?;
        let word = w.next()?;
        let enc = u32::from_str_radix(word, 16)
            .ok()
            .filter(|_| word.len() == 8)?;
        let mnemonic = w.next()?;
        w.next()?;
        Some((enc, mnemonic))
    })
}

/// AES and PMULL instructions, and EOR3 (by its encoding: QEMU's disassembler prints it as
/// `.byte`; 1100 1110 000 in bits 31..21 and bit 15 clear), in a log.
fn count_crypto(log: &str) -> (usize, usize) {
    let mut crypto = 0;
    let mut eor3 = 0;
    for (enc, m) in translated(log) {
        if matches!(m, "aese" | "aesd" | "aesmc" | "aesimc" | "pmull" | "pmull2") {
            crypto += 1;
        }
        if enc & 0xffe0_0000 == 0xce00_0000 && enc & 0x8000 == 0 {
            eor3 += 1;
        }
    }
    (crypto, eor3)
}

/// The masked aarch64 matrix; the figure counts its rows.
fn aarch64_masked(root: &Path) -> crate::Outcome {
    require("qemu-aarch64", "qemu-user")?;
    require("aarch64-linux-gnu-gcc", "gcc-aarch64-linux-gnu")?;
    let dir = root.join("target/xtask-emulate");
    std::fs::create_dir_all(&dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    let mask = dir.join("hwcap_mask.so");
    crate::capture(
        Command::new("aarch64-linux-gnu-gcc")
            .args(["-O2", "-Wall", "-Werror", "-shared", "-fPIC", "-o"])
            .arg(&mask)
            .arg(root.join(".ci/hwcap_mask.c"))
            .arg("-ldl"),
        None,
    )?;
    let log = dir.join("in_asm.log");
    let mut findings = Vec::new();
    for r in MASKED {
        let exe = test_executable(root, "hw-crypto", r.test, Some(A64))?;
        let mut cmd = Command::new("qemu-aarch64");
        cmd.args(["-cpu", "max", "-L", A64_SYSROOT]);
        if let Some(bits) = r.clear {
            cmd.arg("-E")
                .arg(format!("LD_PRELOAD={}", mask.display()))
                .args(["-E", &format!("HWCAP_CLEAR={bits}")]);
        }
        cmd.args(["-d", "in_asm", "-D"])
            .arg(&log)
            .arg(&exe)
            .arg("--nocapture")
            .env("HW_CRYPTO_EXPECT", r.expect);
        let passed = pass_through(&mut cmd)?;
        let text = std::fs::read_to_string(&log).map_err(|e| format!("{}: {e}", log.display()))?;
        let (crypto, eor3) = count_crypto(&text);
        let line = format!(
            "{} hw-crypto --test {} ({}): AES/PMULL instructions translated {crypto}, EOR3 {eor3}: {}",
            r.clear
                .map_or("HWCAP unmasked".into(), |b| format!("HWCAP & ~{b}")),
            r.test,
            r.expect,
            r.why
        );
        let counts_ok = (crypto > 0) == r.crypto && r.eor3.is_none_or(|e| (eor3 > 0) == e);
        if passed && counts_ok {
            eprintln!("emulate: ok   {line}");
        } else {
            findings.push(format!(
                "{}: {line}",
                if passed { "wrong counts" } else { "failed" }
            ));
        }
    }
    Ok((format!("{} masked runs", MASKED.len()), findings))
}

#[cfg(test)]
mod tests {
    use super::count_crypto;

    #[test]
    fn the_log_parser_counts_aes_pmull_and_eor3_by_encoding() {
        let log = "\
IN: main
0x00401000:  4e284820  aese     v0.16b, v1.16b
0x00401004:  4e286800  aesmc    v0.16b, v0.16b
0x00401008:  0ee1e000  pmull    v0.1q, v0.1d, v1.1d
0x0040100c:  ce010c20  .byte    0x20, 0x0c, 0x01, 0xce
0x00401010:  ce608c20  .byte    0x20, 0x8c, 0x60, 0xce
0x00401014:  d65f03c0  ret
";
        // The second .byte line is SHA512H (bit 15 set, bits 23..21 = 011): not EOR3.
        assert_eq!(count_crypto(log), (3, 1));
        assert_eq!(count_crypto("aese v0.16b, v1.16b\n"), (0, 0));
    }
}
