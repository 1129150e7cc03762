//! `cargo xtask emulate`: the x86_64 tier choice under emulated CPUs (qemu-user). Each row runs
//! one test executable under `qemu-x86_64 -cpu <model>` with `HW_CRYPTO_EXPECT` set, so the
//! test asserts what must happen on that CPU (`crates/hw-crypto/tests/hardware.rs`): refused as
//! missing `aes` on a CPU without AES-NI, and exactly the `aesni_clmul` tier on AES-NI
//! (Westmere) and on AVX2 without VAES (Haswell), where the vector suite must also pass.
//!
//! The test output is passed through (so `.ci/run` counts its `test result` lines), less QEMU's
//! warnings about features its TCG does not model.

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

/// One emulated run: the CPU model, the test (package, test target), and the expectation.
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

/// The executable of a test target, built if needed.
fn test_executable(root: &Path, package: &str, test: &str) -> Result<PathBuf, String> {
    use crate::json::Fields as _;
    let out = crate::capture(
        Command::new(crate::asm::cargo())
            .current_dir(root)
            .args(["test", "-q", "-p", package, "--test", test, "--no-run"])
            .args(["--message-format", "json"]),
        None,
    )?;
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

/// Runs every row; the figure counts them.
pub fn check(root: &Path) -> crate::Outcome {
    if Command::new("qemu-x86_64")
        .arg("--version")
        .output()
        .is_err()
    {
        return Err("qemu-x86_64 is not installed (Debian `qemu-user`)".into());
    }
    let mut findings = Vec::new();
    for r in RUNS {
        let exe = test_executable(root, r.package, r.test)?;
        let mut cmd = Command::new("qemu-x86_64");
        cmd.args(["-cpu", r.cpu]).arg(&exe).arg("--nocapture");
        if let Some(e) = r.expect {
            cmd.env("HW_CRYPTO_EXPECT", e);
        }
        let out = cmd
            .stdin(Stdio::null())
            .output()
            .map_err(|e| format!("qemu-x86_64: {e}"))?;
        print!("{}", String::from_utf8_lossy(&out.stdout));
        for l in String::from_utf8_lossy(&out.stderr).lines() {
            if !l.contains("TCG doesn't support requested feature") {
                eprintln!("{l}");
            }
        }
        let line = format!(
            "-cpu {} {} --test {}{}: {}",
            r.cpu,
            r.package,
            r.test,
            r.expect.map_or(String::new(), |e| format!(" ({e})")),
            r.why
        );
        if out.status.success() {
            eprintln!("emulate: ok   {line}");
        } else {
            findings.push(format!("failed ({}): {line}", out.status));
        }
    }
    Ok((format!("{} emulated runs", RUNS.len()), findings))
}
