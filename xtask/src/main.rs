//! `cargo xtask`: project automation.
//!
//! The commands are declared in `flags.rs` (`cargo xtask --help`). `audit` runs every check and
//! prints one line per check (`PASS`/`FAIL`, the check, its figure), then one indented line per
//! finding; it exits non-zero if any check fails. Each check also runs alone (`cargo xtask
//! deps`, ...). `bench` runs the interleaved peer benchmarks, `fuzz` the cargo-fuzz targets
//! (nightly), `assure` the assurance battery. What each check proves, and what it does not:
//! docs/audit.md.

use std::path::{Path, PathBuf};
use std::process::ExitCode;

mod asm;
mod assure;
mod bench;
mod clock;
mod deny;
mod deps;
mod flags;
mod fuzz;
mod hardware;
mod json;
mod tidy;

/// The audit checks, in the order `audit` runs them.
const CHECKS: [&str; 5] = ["deps", "deny", "hardware", "asm", "tidy"];

/// What a check returns: its figure, and one line per finding (none = pass).
pub type Outcome = Result<(String, Vec<String>), String>;

/// The workspace root (the parent of this crate).
pub fn workspace_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("xtask lives in the workspace")
        .to_path_buf()
}

fn run_check(name: &str, bless: bool, list: bool) -> Outcome {
    let root = workspace_root();
    match name {
        "deps" => deps::check(&root),
        "deny" => deny::check(&root),
        "hardware" => hardware::check(&root),
        "asm" => asm::check(&root, bless, list),
        "tidy" => tidy::check(&root),
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

fn exit(ok: bool) -> ExitCode {
    if ok {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}

fn main() -> ExitCode {
    use flags::XtaskCmd as C;
    let flags = flags::Xtask::from_env_or_exit();
    match flags.subcommand {
        C::Audit(a) => exit(CHECKS.iter().fold(true, |ok, name| {
            report(name, run_check(name, a.bless, false)) & ok
        })),
        C::Deps(_) => exit(report("deps", run_check("deps", false, false))),
        C::Deny(_) => exit(report("deny", run_check("deny", false, false))),
        C::Hardware(_) => exit(report("hardware", run_check("hardware", false, false))),
        C::Asm(a) => exit(report("asm", run_check("asm", a.bless, a.list))),
        C::Tidy(_) => exit(report("tidy", run_check("tidy", false, false))),
        C::Fuzz(f) => exit(report(
            "fuzz",
            fuzz::check(
                &workspace_root(),
                f.seconds.unwrap_or(60),
                f.target.as_deref(),
            ),
        )),
        C::Assure(a) => assure::main(&workspace_root(), a.quick, a.only.as_deref()),
        C::Bench(b) => bench::main(b),
    }
}
