//! `cargo xtask fuzz [--seconds N] [--target NAME]`: runs every cargo-fuzz target of `fuzz/` for
//! N seconds (default 60) each, from its seed corpus.
//!
//! Needs the nightly toolchain and cargo-fuzz (`cargo install --locked cargo-fuzz`). The seeds
//! are committed under `fuzz/seeds/<target>/`; the growing working corpus is
//! `fuzz/corpus/<target>/` (ignored by git), and a crash is written to `fuzz/artifacts/`.

use std::path::Path;
use std::process::Command;

/// The `[[bin]]` names of fuzz/Cargo.toml.
pub fn targets(manifest: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut in_bin = false;
    for line in manifest.lines().map(str::trim) {
        if line.starts_with('[') {
            in_bin = line == "[[bin]]";
        } else if in_bin {
            if let Some(v) = line.strip_prefix("name").map(str::trim_start) {
                if let Some(v) = v.strip_prefix('=') {
                    out.push(v.trim().trim_matches('"').to_owned());
                }
            }
        }
    }
    out
}

/// libFuzzer's closing `Done N runs in S second(s)`: the number of runs.
fn runs(stderr: &str) -> Option<u64> {
    stderr.lines().rev().find_map(|l| {
        let rest = l.trim().strip_prefix("Done ")?;
        rest.split_whitespace().next()?.parse().ok()
    })
}

/// Runs the targets; one finding per target that crashed or could not run.
pub fn check(root: &Path, seconds: u64, only: Option<&str>) -> crate::Outcome {
    // `cargo +nightly` needs rustup's `cargo` proxy; `$CARGO` (set by `cargo xtask`) is the
    // current toolchain's own binary, which does not understand `+toolchain`.
    let cargo = String::from("cargo");
    let ok = |a: &[&str]| {
        Command::new(&cargo)
            .args(a)
            .output()
            .is_ok_and(|o| o.status.success())
    };
    if !ok(&["+nightly", "--version"]) {
        return Err("the nightly toolchain is missing: `rustup toolchain install nightly`".into());
    }
    if !ok(&["+nightly", "fuzz", "--version"]) {
        return Err("cargo-fuzz is not installed: `cargo install --locked cargo-fuzz`".into());
    }
    let manifest = std::fs::read_to_string(root.join("fuzz/Cargo.toml"))
        .map_err(|e| format!("fuzz/Cargo.toml: {e}"))?;
    let mut names = targets(&manifest);
    if let Some(o) = &only {
        names.retain(|n| n == o);
        if names.is_empty() {
            return Err(format!("no fuzz target `{o}`"));
        }
    }
    let mut findings = Vec::new();
    let mut done = Vec::new();
    for t in &names {
        let corpus = root.join("fuzz/corpus").join(t);
        let seeds = root.join("fuzz/seeds").join(t);
        std::fs::create_dir_all(&corpus).map_err(|e| e.to_string())?;
        let mut cmd = Command::new(&cargo);
        cmd.current_dir(root)
            .args(["+nightly", "fuzz", "run", t])
            .arg(&corpus);
        if seeds.is_dir() {
            cmd.arg(&seeds);
        }
        let out = cmd
            .arg("--")
            .arg(format!("-max_total_time={seconds}"))
            .output()
            .map_err(|e| format!("cannot run cargo fuzz: {e}"))?;
        let err = String::from_utf8_lossy(&out.stderr);
        if out.status.success() {
            done.push(format!("{t} {} runs", runs(&err).unwrap_or(0)));
        } else {
            let why = err
                .lines()
                .find(|l| l.contains("panicked at") || l.contains("ERROR: libFuzzer"))
                .or_else(|| err.lines().rev().find(|l| l.starts_with("error")))
                .unwrap_or("failed");
            let artifact = err
                .lines()
                .find_map(|l| l.split_once("Test unit written to ").map(|(_, p)| p.trim()))
                .unwrap_or("no artifact");
            findings.push(format!("{t}: {} ({artifact})", why.trim()));
        }
    }
    Ok((
        format!(
            "{} target(s) x {seconds} s: {}",
            names.len(),
            done.join(", ")
        ),
        findings,
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn targets_and_runs() {
        let m = std::fs::read_to_string(crate::workspace_root().join("fuzz/Cargo.toml")).unwrap();
        let t = targets(&m);
        for want in ["gcm_differential", "gcm_decrypt", "drbg_api"] {
            assert!(t.iter().any(|n| n == want), "{t:?}");
        }
        assert!(!t.iter().any(|n| n == "hw-crypto-fuzz"));
        assert_eq!(
            runs("#2\tINITED\nDone 12345 runs in 10 second(s)\n"),
            Some(12345)
        );
        assert_eq!(runs("crash\n"), None);
    }
}
