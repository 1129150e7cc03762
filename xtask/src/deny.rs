//! `cargo xtask deny`: `cargo deny check bans licenses sources` with the repository's deny.toml.
//!
//! cargo-deny reads the manifest of every package in `Cargo.lock`, for every platform, while
//! `cargo build` and `cargo test` download only the host's: so the check first runs
//! `cargo fetch --locked`, which downloads the rest once (a no-op when they are cached) and
//! makes the check work from a cold cargo cache. cargo-deny itself then runs `--offline`: the
//! advisories need the RustSec database from the network, so they are a separate CI step for
//! users who have one (docs/dev/audit.md). Without cargo-deny the check fails and says how to
//! install it.

use std::path::Path;
use std::process::Command;

/// The cargo-deny checks run here.
pub const CHECKS: &[&str] = &["bans", "licenses", "sources"];

/// Runs cargo-deny on the workspace at `root`; its error lines become the findings.
pub fn check(root: &Path) -> crate::Outcome {
    check_in(root, true)
}

/// [`check`] in the package or workspace at `dir`, after `cargo fetch` (`--locked` when
/// `locked`, so the workspace's lock file is never rewritten).
fn check_in(dir: &Path, locked: bool) -> crate::Outcome {
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".into());
    let version = Command::new(&cargo).args(["deny", "--version"]).output();
    let version = match version {
        Ok(o) if o.status.success() => String::from_utf8_lossy(&o.stdout).trim().to_owned(),
        _ => {
            return Err(
                "cargo-deny is not installed: run `cargo install --locked cargo-deny`".into(),
            )
        }
    };
    let fetch = Command::new(&cargo)
        .current_dir(dir)
        .arg("fetch")
        .args(locked.then_some("--locked"))
        .output()
        .map_err(|e| format!("cannot run cargo fetch: {e}"))?;
    if !fetch.status.success() {
        let stderr = String::from_utf8_lossy(&fetch.stderr);
        return Err(format!(
            "cargo fetch failed (cargo-deny needs the packages of every platform in Cargo.lock): {}",
            stderr.lines().last().unwrap_or("").trim()
        ));
    }
    let out = Command::new(&cargo)
        .current_dir(dir)
        .args(["deny", "--offline", "--color", "never", "check"])
        .args(CHECKS)
        .output()
        .map_err(|e| format!("cannot run cargo deny: {e}"))?;
    let stderr = String::from_utf8_lossy(&out.stderr);
    let findings = findings(&stderr);
    let figure = format!("{version}: {}", CHECKS.join(" "));
    match (out.status.success(), findings.is_empty()) {
        (true, _) => Ok((format!("{figure} ok"), Vec::new())),
        (false, false) => Ok((figure, findings)),
        (false, true) => Ok((
            figure,
            vec![format!(
                "cargo deny failed: {}",
                stderr.lines().last().unwrap_or("").trim()
            )],
        )),
    }
}

/// The `error[...]` lines of cargo-deny's output, each with the crate line that follows it.
fn findings(stderr: &str) -> Vec<String> {
    let lines: Vec<&str> = stderr.lines().collect();
    let mut out = Vec::new();
    for (i, l) in lines.iter().enumerate() {
        if l.starts_with("error") {
            let at = lines[i + 1..]
                .iter()
                .take(4)
                .find(|n| n.contains("┌─") || n.contains("-->"))
                .map(|n| format!(" ({})", n.trim()))
                .unwrap_or_default();
            out.push(format!("{}{at}", l.trim()));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Whether cargo-deny is installed. `cargo test --workspace` must pass for a contributor
    /// without it (the README's test command), so these tests then say so and return;
    /// `.ci/run` installs it and sets `XTASK_REQUIRE_CARGO_DENY=1`, which makes its absence
    /// a failure. `cargo xtask deny` itself always fails without it.
    fn cargo_deny_present() -> bool {
        let present = Command::new("cargo")
            .args(["deny", "--version"])
            .output()
            .is_ok_and(|o| o.status.success());
        if !present {
            assert!(
                std::env::var_os("XTASK_REQUIRE_CARGO_DENY").is_none(),
                "cargo-deny is required: cargo install --locked cargo-deny"
            );
            eprintln!("NOT RUN: cargo-deny is not installed (cargo install --locked cargo-deny)");
        }
        present
    }

    /// A scratch package with this repository's deny.toml and a forbidden normal dependency
    /// (ring, already in the lock file as a test oracle) fails. Its `cargo fetch` adds the
    /// scratch package to the copied lock file and downloads what the cache lacks.
    #[test]
    fn planted_forbidden_dependency_fails() {
        if !cargo_deny_present() {
            return;
        }
        let root = crate::workspace_root();
        let dir = std::env::temp_dir().join(format!("xtask-deny-{}", std::process::id()));
        std::fs::create_dir_all(dir.join("src")).unwrap();
        std::fs::write(
            dir.join("Cargo.toml"),
            "[package]\nname = \"planted\"\nversion = \"0.1.0\"\nedition = \"2021\"\n\
             license = \"MIT\"\npublish = false\n[dependencies]\nring = \"0.17\"\n[workspace]\n",
        )
        .unwrap();
        std::fs::write(dir.join("src/lib.rs"), "").unwrap();
        for f in ["deny.toml", "Cargo.lock"] {
            std::fs::copy(root.join(f), dir.join(f)).unwrap();
        }
        let outcome = check_in(&dir, false);
        let _ = std::fs::remove_dir_all(&dir);
        let (_, findings) =
            outcome.expect("cargo-deny runs (install: cargo install --locked cargo-deny)");
        assert!(
            findings
                .iter()
                .any(|f| f.contains("banned") && f.contains("ring")),
            "{findings:#?}"
        );
    }

    /// The repository passes (what `cargo xtask deny` runs).
    #[test]
    fn this_workspace_passes() {
        if !cargo_deny_present() {
            return;
        }
        let (figure, findings) = check(&crate::workspace_root()).expect("cargo-deny runs");
        assert!(findings.is_empty(), "{figure}\n{findings:#?}");
    }

    #[test]
    fn error_lines_become_findings() {
        let f = findings(
            "error[banned]: crate 'ring = 0.17.14' is explicitly banned\n  ┌─ deny.toml:30:5\n\
             warning[duplicate]: found 2 duplicate entries\nbans FAILED, licenses ok\n",
        );
        assert_eq!(
            f,
            ["error[banned]: crate 'ring = 0.17.14' is explicitly banned (┌─ deny.toml:30:5)"]
        );
    }
}
