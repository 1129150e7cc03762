//! `cargo xtask`: project automation.
//!
//! `bench` runs the interleaved peer benchmarks (see `bench.rs`). `audit` runs every audit check
//! and prints one line per check (`PASS`/`FAIL`, the check, its figure), then one indented line
//! per finding; it exits non-zero if any check fails. Each check also runs alone (`cargo xtask
//! deps`, ...). `fuzz` runs the cargo-fuzz targets (nightly). What each check proves, and what
//! it does not: docs/audit.md.

use std::path::{Path, PathBuf};
use std::process::ExitCode;

mod asm;
mod assure;
mod bench;
mod clock;
mod deny;
mod deps;
mod fuzz;
mod hardware;
mod json;
mod regex;
mod svg;

/// The audit checks, in the order `audit` runs them.
const CHECKS: &[(&str, &str)] = &[
    (
        "deps",
        "dependency graph of the library crates (and the deny list on applications) against xtask/deps-policy.txt",
    ),
    (
        "deny",
        "cargo deny check bans licenses sources (deny.toml; needs cargo-deny)",
    ),
    (
        "hardware",
        "the test suite passes and exercised every tier this CPU has",
    ),
    (
        "asm",
        "release kernels: required instructions, allowed calls, snapshots; --bless, --list",
    ),
];

const OTHER: &[(&str, &str)] = &[
    (
        "audit",
        "run every check above; non-zero exit on any failure",
    ),
    (
        "fuzz",
        "each fuzz target for --seconds N (default 60), or --target NAME; needs nightly, cargo-fuzz",
    ),
    (
        "assure",
        "the assurance battery (docs/assurance.md); --quick for CI, --only STEP,...",
    ),
    (
        "bench",
        "interleaved peer benchmarks; --quick, --md, --filter REGEX (see `bench --help`)",
    ),
];

/// What a check returns: its figure, and one line per finding (none = pass).
pub type Outcome = Result<(String, Vec<String>), String>;

/// The workspace root (the parent of this crate).
pub fn workspace_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("xtask lives in the workspace")
        .to_path_buf()
}

fn run_check(name: &str, args: &[String]) -> Outcome {
    let root = workspace_root();
    match name {
        "deps" => deps::check(&root),
        "deny" => deny::check(&root),
        "hardware" => hardware::check(&root),
        "asm" => asm::check(
            &root,
            args.iter().any(|a| a == "--bless"),
            args.iter().any(|a| a == "--list"),
        ),
        _ => Err(format!("unknown check `{name}`")),
    }
}

/// Prints the check's line (and its findings); true if it passed.
fn report(name: &str, outcome: Outcome) -> bool {
    match outcome {
        Ok((figure, findings)) if findings.is_empty() => {
            println!("PASS {name:<8} {figure}");
            true
        }
        Ok((figure, findings)) => {
            println!("FAIL {name:<8} {} finding(s); {figure}", findings.len());
            for f in findings {
                println!("       {f}");
            }
            false
        }
        Err(e) => {
            println!("FAIL {name:<8} {e}");
            false
        }
    }
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match args.first().map(String::as_str) {
        None | Some("help" | "-h" | "--help") => {
            println!("usage: cargo xtask <command> [options]\n\nchecks:");
            for (name, what) in CHECKS.iter().chain(OTHER) {
                println!("  {name:<9} {what}");
            }
            ExitCode::SUCCESS
        }
        Some("bench") => bench::main(&args[1..]),
        Some("assure") => assure::main(&workspace_root(), &args[1..]),
        Some("fuzz") => {
            if report("fuzz", fuzz::check(&workspace_root(), &args[1..])) {
                ExitCode::SUCCESS
            } else {
                ExitCode::FAILURE
            }
        }
        Some("audit") => {
            let mut ok = true;
            for (name, _) in CHECKS {
                ok &= report(name, run_check(name, &args[1..]));
            }
            if ok {
                ExitCode::SUCCESS
            } else {
                ExitCode::FAILURE
            }
        }
        Some(cmd) if CHECKS.iter().any(|(n, _)| *n == cmd) => {
            if report(cmd, run_check(cmd, &args[1..])) {
                ExitCode::SUCCESS
            } else {
                ExitCode::FAILURE
            }
        }
        Some(other) => {
            eprintln!("xtask: unknown command `{other}`; run `cargo xtask help`");
            ExitCode::from(2)
        }
    }
}
