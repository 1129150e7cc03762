//! `cargo xtask hardware`: the test suite passes, and it exercised every tier this CPU has.
//!
//! 1. The tiers this CPU has come from `hw_cpu::supported_tiers()`. On Linux/x86_64 they are
//!    cross-checked against the kernel's own view, the flags of `/proc/cpuinfo` (the kernel
//!    clears AVX/AVX-512 flags whose register state it does not enable), so a detection bug
//!    that hides a tier is itself a finding.
//! 2. `cargo test --workspace --all-targets` runs with `XTASK_TIER_LOG` set. Every suite loops
//!    over the supported tiers and asserts which kernel ran; the tier probe of xtask
//!    (xtask/tests/tiers.rs) does the same for the GCM, GCM-SIV, AES and T-AES kernels and also writes
//!    `tier <name> ran <crate>` to that log once the dispatch counters proved it.
//! 3. The check fails if the suite fails, or if a tier of this CPU has no proof in the log for
//!    each probed crate.

use std::collections::BTreeSet;
use std::path::Path;
use std::process::Command;

/// The crates whose kernels the probe proves on each tier.
pub const PROBED: &[&str] = &["hw-gcm", "hw-gcm-siv", "hw-aes256", "hw-taes"];

/// The tiers the kernel's CPU flags imply (Linux, x86_64), or `None` where unknown.
fn cpuinfo_tiers(cpuinfo: &str) -> Option<Vec<&'static str>> {
    let flags: BTreeSet<&str> = cpuinfo
        .lines()
        .find(|l| l.starts_with("flags"))?
        .split_once(':')?
        .1
        .split_whitespace()
        .collect();
    let has = |f: &[&str]| f.iter().all(|x| flags.contains(x));
    let base = has(&["aes", "pclmulqdq", "ssse3", "sse4_1"]);
    let avx2 = base && has(&["avx", "avx2", "vaes", "vpclmulqdq"]);
    let avx512 = avx2 && has(&["avx512f", "avx512bw", "avx512vl"]);
    let mut t = Vec::new();
    for (ok, name) in [
        (base, "aesni_clmul"),
        (avx2, "vaes_avx2"),
        (avx512, "vaes_avx512"),
    ] {
        if ok {
            t.push(name);
        }
    }
    Some(t)
}

/// Compares the tiers with the proofs in the log; one line per finding.
fn evaluate(cpu: &[&str], kernel_view: Option<&[&str]>, log: &str) -> Vec<String> {
    let mut findings = Vec::new();
    if let Some(k) = kernel_view {
        if k != cpu {
            findings.push(format!(
                "hw_cpu detects tiers {cpu:?} but /proc/cpuinfo implies {k:?}"
            ));
        }
    }
    let mut proved = BTreeSet::new();
    for line in log.lines() {
        let w: Vec<&str> = line.split_whitespace().collect();
        match w.as_slice() {
            ["tier", tier, "ran", krate] => {
                proved.insert((tier.to_string(), krate.to_string()));
                if !cpu.contains(tier) {
                    findings.push(format!("`{tier}` ran but this CPU does not support it"));
                }
            }
            _ => findings.push(format!("unexpected line in the tier log: {line:?}")),
        }
    }
    for tier in cpu {
        for krate in PROBED {
            if !proved.contains(&(tier.to_string(), krate.to_string())) {
                findings.push(format!(
                    "tier {tier} is supported but no test proved that {krate}'s kernel ran on it"
                ));
            }
        }
    }
    findings
}

/// `(passed, failed)` summed over the `test result:` lines, and the names of failed tests.
fn tally(output: &str) -> (u64, u64, Vec<String>) {
    let (mut passed, mut failed, mut names) = (0, 0, Vec::new());
    for line in output.lines() {
        if let Some(rest) = line.strip_prefix("test result: ") {
            let num = |word: &str| {
                rest.split(';')
                    .find_map(|part| {
                        part.trim()
                            .strip_suffix(word)?
                            .split_whitespace()
                            .last()?
                            .parse::<u64>()
                            .ok()
                    })
                    .unwrap_or(0)
            };
            passed += num(" passed");
            failed += num(" failed");
        } else if line.starts_with("test ") && line.ends_with(" ... FAILED") {
            names.push(
                line.trim_start_matches("test ")
                    .trim_end_matches(" ... FAILED")
                    .to_owned(),
            );
        }
    }
    (passed, failed, names)
}

/// Runs the suite and compares.
pub fn check(root: &Path) -> crate::Outcome {
    let cpu: Vec<&str> = hw_cpu::supported_tiers().map(|t| t.name()).collect();
    let cpuinfo = if cfg!(all(target_os = "linux", target_arch = "x86_64")) {
        std::fs::read_to_string("/proc/cpuinfo").ok()
    } else {
        None
    };
    let kernel_view = cpuinfo.as_deref().and_then(cpuinfo_tiers);
    let log = std::env::temp_dir().join(format!("xtask-tier-log-{}", std::process::id()));
    let _ = std::fs::remove_file(&log);
    let out = Command::new(std::env::var("CARGO").unwrap_or_else(|_| "cargo".into()))
        .current_dir(root)
        .args(["test", "--workspace", "--all-targets", "--no-fail-fast"])
        .env("XTASK_TIER_LOG", &log)
        .output()
        .map_err(|e| format!("cannot run cargo test: {e}"))?;
    let text = String::from_utf8_lossy(&out.stdout);
    let (passed, failed, names) = tally(&text);
    let proofs = std::fs::read_to_string(&log).unwrap_or_default();
    let _ = std::fs::remove_file(&log);
    let mut findings = Vec::new();
    if !out.status.success() || failed > 0 || passed == 0 {
        let err = String::from_utf8_lossy(&out.stderr);
        let last = err
            .lines()
            .rev()
            .find(|l| l.starts_with("error"))
            .unwrap_or("");
        findings.push(format!(
            "cargo test --workspace --all-targets failed: {passed} passed, {failed} failed {last}"
        ));
        findings.extend(names.into_iter().map(|n| format!("failed: {n}")));
    }
    findings.extend(evaluate(&cpu, kernel_view.as_deref(), &proofs));
    let figure = format!(
        "CPU tiers {}; {passed} tests passed; kernels proved per tier: {}",
        cpu.join(", "),
        PROBED.join(", ")
    );
    Ok((figure, findings))
}

#[cfg(test)]
mod tests {
    use super::*;

    const ALL: &[&str] = &["aesni_clmul", "vaes_avx2", "vaes_avx512"];

    fn log(entries: &[(&str, &str)]) -> String {
        entries
            .iter()
            .map(|(t, c)| format!("tier {t} ran {c}\n"))
            .collect()
    }

    #[test]
    fn every_tier_proved_passes() {
        let mut e = Vec::new();
        for t in ALL {
            for c in PROBED {
                e.push((*t, *c));
            }
        }
        assert_eq!(evaluate(ALL, Some(ALL), &log(&e)), Vec::<String>::new());
    }

    #[test]
    fn a_tier_that_did_not_run_fails() {
        let e = [
            ("aesni_clmul", "hw-gcm"),
            ("aesni_clmul", "hw-aes256"),
            ("vaes_avx2", "hw-gcm"),
            ("vaes_avx2", "hw-aes256"),
            ("vaes_avx512", "hw-aes256"),
            ("aesni_clmul", "hw-gcm-siv"),
            ("vaes_avx2", "hw-gcm-siv"),
            ("vaes_avx512", "hw-gcm-siv"),
            ("aesni_clmul", "hw-taes"),
            ("vaes_avx2", "hw-taes"),
            ("vaes_avx512", "hw-taes"),
        ];
        let f = evaluate(ALL, None, &log(&e));
        assert_eq!(
            f,
            ["tier vaes_avx512 is supported but no test proved that hw-gcm's kernel ran on it"]
        );
        // A detection that hides a tier the kernel reports.
        let f = evaluate(&ALL[..2], Some(ALL), &log(&e));
        assert!(f[0].starts_with("hw_cpu detects tiers"), "{f:?}");
        assert!(f.iter().any(|l| l.contains("does not support")), "{f:?}");
        assert!(!evaluate(ALL, None, "garbage\n").is_empty());
    }

    #[test]
    fn cpuinfo_and_tally() {
        let sapphire = "processor\t: 0\nflags\t\t: fpu sse ssse3 sse4_1 aes pclmulqdq avx avx2 vaes vpclmulqdq avx512f avx512bw avx512vl\n";
        assert_eq!(cpuinfo_tiers(sapphire).unwrap(), ALL);
        let haswell = "flags : sse ssse3 sse4_1 aes pclmulqdq avx avx2\n";
        assert_eq!(cpuinfo_tiers(haswell).unwrap(), ["aesni_clmul"]);
        assert_eq!(cpuinfo_tiers("flags : sse2\n").unwrap(), Vec::<&str>::new());
        let out = "test a ... ok\ntest b::c ... FAILED\n\
                   test result: FAILED. 3 passed; 1 failed; 0 ignored; 0 measured; 0 filtered out\n\
                   test result: ok. 10 passed; 0 failed; 0 ignored\n";
        assert_eq!(tally(out), (13, 1, vec!["b::c".to_owned()]));
    }
}
