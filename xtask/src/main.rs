//! `cargo xtask`: project automation.
//!
//! `bench` runs the interleaved peer benchmarks (see `bench.rs`). The audit checks
//! (dependency-graph policing, asm-diff snapshots, cargo-deny, fuzzing, constant-time evidence)
//! arrive with their issues; until then those subcommands say so and exit non-zero, so that no CI
//! can mistake them for a passing check.

use std::process::ExitCode;

mod bench;
mod clock;
mod json;
mod regex;
mod svg;

const COMMANDS: &[(&str, &str)] = &[
    (
        "audit",
        "run every audit check (dependency graph, asm-diff, deny, fuzz smoke)",
    ),
    ("deps", "dependency-graph policing of the library crates"),
    (
        "asm",
        "compare the assembly of the secret-handling kernels with snapshots",
    ),
    (
        "bench",
        "interleaved peer benchmarks; --quick, --md, --filter REGEX (see `bench --help`)",
    ),
];

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match args.first().map(String::as_str) {
        None | Some("help" | "-h" | "--help") => {
            println!("usage: cargo xtask <command>\n\ncommands:");
            for (name, what) in COMMANDS {
                println!("  {name:<6} {what}");
            }
            ExitCode::SUCCESS
        }
        Some("bench") => bench::main(&args[1..]),
        Some(cmd) if COMMANDS.iter().any(|(n, _)| *n == cmd) => {
            eprintln!("xtask {cmd}: not implemented yet; it is tracked as an open issue");
            ExitCode::FAILURE
        }
        Some(other) => {
            eprintln!("xtask: unknown command `{other}`; run `cargo xtask help`");
            ExitCode::from(2)
        }
    }
}
