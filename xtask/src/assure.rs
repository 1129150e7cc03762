//! `cargo xtask assure [--quick] [--only STEP,...]`: the assurance battery (docs/dev/assurance.md).
//!
//! Each step prints one line (`PASS`/`FAIL`/`SKIP`, the step, its figure and how long it took),
//! then one indented line per finding; the command exits non-zero if any step fails. What each
//! step proves, and how far to trust it: docs/dev/assurance.md.
//!
//! | step | quick (CI) | full |
//! |---|---|---|
//! | `field` | the field-multiply proof test (all basis products, every tier) | the same |
//! | `miri` | key-state lifecycle and safe API tests under Miri | more test targets |
//! | `asan` | AddressSanitizer: the library crates' unit tests and core suites | every test target |
//! | `tsan` | ThreadSanitizer (std rebuilt instrumented): the threaded suites | the same, more |
//! | `valgrind` | memcheck of the `every_api` example capped at `aesni_clmul` | the same |
//! | `dieharder` | five dieharder tests on the `rng_dump` stream | `dieharder -a`, beside the other steps |
//! | `mutants` | skipped (hours of CPU) | cargo mutants on hw-polyval, hw-gcm, hw-ctr-drbg |
//!
//! Every long job runs under `nice -n 19` (the machine is shared). The sanitizer and Miri steps
//! build in their own target directories under `target/assure/`, so the flags of one never
//! rebuild another's; the uninstrumented release builds (field, valgrind, dieharder) share
//! `target/assure/release`.

use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::process::{Command, ExitCode, Stdio};
use std::time::Instant;

/// The host target: sanitizer builds name it so that build scripts and proc macros stay
/// uninstrumented.
const HOST: &str = "x86_64-unknown-linux-gnu";

/// Under Miri the CPU features are the compiled-in ones (hw-cpu's `cfg(miri)` detection); these
/// select the `aesni_clmul` tier, whose intrinsics Miri implements.
const MIRI_FEATURES: &str = "-C target-feature=+aes,+pclmulqdq,+ssse3,+sse4.1";

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Mode {
    Quick,
    Full,
}

/// The steps, in the order they run, with what each does.
const STEPS: &[(&str, &str)] = &[
    (
        "field",
        "field-multiply proof: basis products and bilinearity, every tier",
    ),
    (
        "miri",
        "cargo +nightly miri test on the lifecycle and safe API tests",
    ),
    ("asan", "AddressSanitizer run of the test suites (nightly)"),
    (
        "tsan",
        "ThreadSanitizer run of the threaded suites (nightly, -Zbuild-std)",
    ),
    (
        "valgrind",
        "valgrind memcheck of examples/every_api capped at aesni_clmul",
    ),
    (
        "dieharder",
        "dieharder -g 200 on examples/rng_dump (quick: 5 tests; full: -a)",
    ),
    (
        "mutants",
        "cargo mutants on hw-polyval, hw-gcm, hw-ctr-drbg (full only)",
    ),
];

/// Entry point of `cargo xtask assure [--quick] [--only STEP,...]`.
pub fn main(root: &Path, quick: bool, only: Option<&str>, md: bool) -> ExitCode {
    let mode = if quick { Mode::Quick } else { Mode::Full };
    let only: Option<Vec<String>> = only.map(|l| l.split(',').map(str::to_owned).collect());
    if let Some(o) = &only {
        if let Some(bad) = o.iter().find(|s| !STEPS.iter().any(|(n, _)| n == s)) {
            return usage(&format!("unknown step `{bad}`"));
        }
    }
    let started = Instant::now();
    let selected = |name: &str| only.as_ref().is_none_or(|o| o.iter().any(|s| s == name));
    // In full mode `dieharder -a` (about an hour, one core) runs beside the other steps, which
    // keep the second core busy: the battery then takes about as long as its longest lane.
    let beside = (mode == Mode::Full
        && selected("dieharder")
        && STEPS.iter().any(|(n, _)| *n != "dieharder" && selected(n)))
    .then(|| {
        let root = root.to_path_buf();
        std::thread::spawn(move || {
            let t = Instant::now();
            let outcome = run_step(&root, "dieharder", mode);
            (outcome, t.elapsed().as_secs())
        })
    });
    let mut ok = true;
    let mut all = Vec::new();
    let mut show = |name: &str, outcome: Step, secs: u64| {
        let (passed, lines) = match outcome {
            Step::Skip(why) => (true, vec![format!("SKIP {name:<9} {why} ({secs} s)")]),
            Step::Ran(out) => crate::lines(
                name,
                out.map(|(fig, findings)| (format!("{fig} ({secs} s)"), findings)),
            ),
        };
        for l in &lines {
            println!("{l}");
        }
        all.extend(lines);
        passed
    };
    for (name, _) in STEPS {
        if !selected(name) || (beside.is_some() && *name == "dieharder") {
            continue;
        }
        let t = Instant::now();
        let outcome = run_step(root, name, mode);
        ok &= show(name, outcome, t.elapsed().as_secs());
    }
    if let Some(lane) = beside {
        ok &= match lane.join() {
            Ok((outcome, secs)) => show("dieharder", outcome, secs),
            Err(_) => show("dieharder", Step::Ran(Err("the step panicked".into())), 0),
        };
    }
    let summary = format!(
        "assure {}: {} in {} s",
        if mode == Mode::Quick {
            "--quick"
        } else {
            "(full)"
        },
        if ok { "all steps passed" } else { "FAILED" },
        started.elapsed().as_secs()
    );
    println!("{summary}");
    all.push(summary);
    if md {
        if let Err(e) = crate::write_report(
            "assurance.md",
            "Assurance battery",
            "cargo xtask assure",
            "What each step proves, and what it does not: [docs/dev/assurance.md](../dev/assurance.md).",
            &all,
        ) {
            eprintln!("xtask assure: {e}");
            return ExitCode::FAILURE;
        }
    }
    if ok {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}

fn usage(why: &str) -> ExitCode {
    if !why.is_empty() {
        eprintln!("xtask assure: {why}");
    }
    eprintln!("usage: cargo xtask assure [--quick] [--only STEP,...]\n\nsteps:");
    for (n, what) in STEPS {
        eprintln!("  {n:<9} {what}");
    }
    ExitCode::from(2)
}

enum Step {
    Ran(crate::Outcome),
    Skip(String),
}

fn run_step(root: &Path, name: &str, mode: Mode) -> Step {
    match name {
        "field" => Step::Ran(field(root)),
        "miri" => Step::Ran(miri(root, mode)),
        "asan" => Step::Ran(asan(root, mode)),
        "tsan" => Step::Ran(tsan(root, mode)),
        "valgrind" => Step::Ran(valgrind(root)),
        "dieharder" => Step::Ran(dieharder(root, mode)),
        "mutants" if mode == Mode::Quick => Step::Skip(
            "quick mode: cargo mutants takes hours of CPU; run `cargo xtask assure --only mutants`"
                .into(),
        ),
        "mutants" => Step::Ran(mutants(root)),
        _ => Step::Ran(Err(format!("no step `{name}`"))),
    }
}

// ---------------------------------------------------------------------------------------------
// Running commands.

/// A command under `nice -n 19` when `nice` exists (it is in coreutils).
fn niced(program: &str) -> Command {
    if Command::new("nice")
        .arg("true")
        .status()
        .is_ok_and(|s| s.success())
    {
        let mut c = Command::new("nice");
        c.args(["-n", "19", program]);
        c
    } else {
        Command::new(program)
    }
}

/// The step's own target directory.
fn target_dir(root: &Path, step: &str) -> PathBuf {
    root.join("target/assure").join(step)
}

/// Runs `cmd` with stdout and stderr captured; returns (success, stdout + stderr).
fn run(cmd: &mut Command) -> Result<(bool, String), String> {
    let out = cmd
        .stdin(Stdio::null())
        .output()
        .map_err(|e| format!("cannot run {cmd:?}: {e}"))?;
    let mut text = String::from_utf8_lossy(&out.stdout).into_owned();
    text.push_str(&String::from_utf8_lossy(&out.stderr));
    Ok((out.status.success(), text))
}

/// Whether `program args` runs and exits 0.
fn available(program: &str, args: &[&str]) -> bool {
    Command::new(program)
        .args(args)
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .is_ok_and(|s| s.success())
}

fn need_nightly(component: Option<&str>) -> Result<(), String> {
    if !available("cargo", &["+nightly", "--version"]) {
        return Err("no nightly toolchain: `rustup toolchain install nightly`".into());
    }
    if let Some(c) = component {
        let out = Command::new("rustup")
            .args(["+nightly", "component", "list", "--installed"])
            .output()
            .map_err(|e| format!("rustup: {e}"))?;
        if !String::from_utf8_lossy(&out.stdout)
            .lines()
            .any(|l| l.starts_with(c))
        {
            return Err(format!(
                "nightly lacks {c}: `rustup +nightly component add {c}`"
            ));
        }
    }
    Ok(())
}

/// Passed, failed and ignored tests summed over libtest's `test result:` lines, and the number
/// of such lines (test binaries).
#[derive(Default, Debug, PartialEq, Eq)]
pub struct Tally {
    pub passed: u64,
    pub failed: u64,
    pub ignored: u64,
    pub binaries: u64,
}

pub fn tally(output: &str) -> Tally {
    let mut t = Tally::default();
    for line in output.lines() {
        let Some(rest) = line.trim().strip_prefix("test result: ") else {
            continue;
        };
        t.binaries += 1;
        for part in rest.split(';') {
            let mut words = part.split_whitespace().rev();
            let (Some(kind), Some(n)) = (words.next(), words.next()) else {
                continue;
            };
            let Ok(n) = n.parse::<u64>() else { continue };
            match kind {
                "passed" => t.passed += n,
                "failed" => t.failed += n,
                "ignored" => t.ignored += n,
                _ => {}
            }
        }
    }
    t
}

/// The names of the failed tests and the first error lines, as findings.
fn failures(output: &str, limit: usize) -> Vec<String> {
    let mut out: Vec<String> = output
        .lines()
        .filter(|l| {
            let l = l.trim_start();
            (l.starts_with("test ") && l.ends_with("FAILED"))
                || l.starts_with("error:")
                || l.starts_with("ERROR: AddressSanitizer")
                || l.starts_with("WARNING: ThreadSanitizer")
                || l.starts_with("SUMMARY:")
        })
        .map(|l| l.trim().to_owned())
        .collect();
    out.dedup();
    out.truncate(limit);
    out
}

/// A cargo test run judged by its tally: fails on a non-zero exit, any failed test, or no test.
fn judge(ok: bool, text: &str, what: &str) -> crate::Outcome {
    let t = tally(text);
    let mut findings = Vec::new();
    if !ok || t.failed > 0 {
        findings = failures(text, 20);
        if findings.is_empty() {
            let tail: Vec<&str> = text.lines().rev().take(8).collect();
            findings.push(format!(
                "{what} failed: {}",
                tail.into_iter().rev().collect::<Vec<_>>().join(" | ")
            ));
        }
    }
    if t.passed == 0 {
        findings.push(format!("{what}: no test ran"));
    }
    Ok((
        format!(
            "{} passed, {} failed, {} ignored in {} test binaries",
            t.passed, t.failed, t.ignored, t.binaries
        ),
        findings,
    ))
}

// ---------------------------------------------------------------------------------------------
// field

fn field(root: &Path) -> crate::Outcome {
    let (ok, text) = run(niced("cargo")
        .current_dir(root)
        .env("CARGO_TARGET_DIR", target_dir(root, RELEASE))
        .args([
            "test",
            "--release",
            "-p",
            "hw-polyval",
            "--test",
            "field_proof",
        ]))?;
    let (fig, findings) = judge(ok, &text, "field_proof")?;
    Ok((
        format!("field_proof: {fig}; 16,384 basis products x chunk positions, every tier"),
        findings,
    ))
}

// ---------------------------------------------------------------------------------------------
// miri

/// (package, cargo test target args) run under Miri. Quick: the key-state lifecycle (placement,
/// slots, drop wiping: hw-gcm `placement`, the wipe tests of hw-cpu, hw-polyval, hw-gcm and
/// hw-ctr-drbg); full adds the safe API suites (hw-gcm `api`, hw-ctr-drbg `api`, hw-crypto
/// `nonces`), whose tests that move 100 KB or more are ignored under Miri with the reason.
fn miri_targets(mode: Mode) -> Vec<(&'static str, &'static [&'static str])> {
    let mut t: Vec<(&'static str, &'static [&'static str])> = vec![
        ("hw-cpu", &["--lib"]),
        ("hw-polyval", &["--lib"]),
        ("hw-gcm", &["--lib"]),
        ("hw-gcm", &["--test", "placement"]),
        ("hw-ctr-drbg", &["--lib"]),
    ];
    if mode == Mode::Full {
        t.extend([
            ("hw-gcm", &["--test", "api"][..]),
            ("hw-ctr-drbg", &["--test", "api"][..]),
            ("hw-crypto", &["--test", "nonces"][..]),
        ]);
    }
    t
}

fn miri(root: &Path, mode: Mode) -> crate::Outcome {
    need_nightly(Some("miri"))?;
    let mut all = String::new();
    let mut findings = Vec::new();
    for (pkg, target) in miri_targets(mode) {
        let (ok, text) = run(niced("cargo")
            .current_dir(root)
            .env("CARGO_TARGET_DIR", target_dir(root, "miri"))
            .env("RUSTFLAGS", MIRI_FEATURES)
            .env("MIRIFLAGS", "-Zmiri-disable-isolation")
            .env("HW_CRYPTO_PROPTEST_CASES", "4")
            .args(["+nightly", "miri", "test", "-p", pkg])
            .args(target))?;
        if !ok {
            let mut f = failures(&text, 6);
            if f.is_empty() {
                f.push("failed".into());
            }
            findings.extend(
                f.into_iter()
                    .map(|l| format!("{pkg} {}: {l}", target.join(" "))),
            );
        }
        all.push_str(&text);
    }
    let t = tally(&all);
    if t.passed == 0 {
        findings.push("no test ran under Miri".into());
    }
    Ok((
        format!(
            "{} passed, {} failed, {} ignored under Miri (the reason is in each attribute) in {} binaries",
            t.passed, t.failed, t.ignored, t.binaries
        ),
        findings,
    ))
}

// ---------------------------------------------------------------------------------------------
// sanitizers

/// Library packages whose tests the sanitizers run.
const SANITIZED: &[&str] = &[
    "hw-cpu",
    "hw-aes256",
    "hw-polyval",
    "hw-gcm",
    "hw-ctr-drbg",
    "hw-crypto",
];

fn sanitizer(
    root: &Path,
    which: &str,
    build_std: bool,
    args: &[&str],
    skip: &[&str],
) -> crate::Outcome {
    need_nightly(build_std.then_some("rust-src"))?;
    let flags = format!("-Zsanitizer={which} -Cunsafe-allow-abi-mismatch=sanitizer");
    let mut cmd = niced("cargo");
    cmd.current_dir(root)
        .env("CARGO_TARGET_DIR", target_dir(root, which))
        .env("RUSTFLAGS", &flags)
        .env("RUSTDOCFLAGS", &flags)
        .env("HW_CRYPTO_PROPTEST_CASES", "32")
        .args(["+nightly", "test", "--target", HOST]);
    if build_std {
        cmd.arg("-Zbuild-std");
    }
    cmd.args(args);
    cmd.arg("--");
    for s in skip {
        cmd.args(["--skip", s]);
    }
    let (ok, text) = run(&mut cmd)?;
    judge(ok, &text, which)
}

fn pkg_args(mode: Mode, quick: &[&'static str]) -> Vec<&'static str> {
    let mut a = Vec::new();
    for p in SANITIZED {
        a.extend(["-p", p]);
    }
    match mode {
        Mode::Quick => a.extend(quick),
        Mode::Full => a.push("--tests"),
    }
    a
}

fn asan(root: &Path, mode: Mode) -> crate::Outcome {
    let args = pkg_args(
        mode,
        &[
            "--lib",
            "--test",
            "api",
            "--test",
            "placement",
            "--test",
            "tamper",
            "--test",
            "nonces",
        ],
    );
    sanitizer(root, "address", false, &args, &[])
}

/// The fork tests fork a multi-threaded test process, which ThreadSanitizer does not support
/// (it reports or hangs in the child); they run natively and under ASan.
const TSAN_SKIP: &[&str] = &["fork", "parent_and_child"];

fn tsan(root: &Path, mode: Mode) -> crate::Outcome {
    let args = match mode {
        Mode::Quick => vec![
            "-p",
            "hw-ctr-drbg",
            "-p",
            "hw-crypto",
            "-p",
            "hw-gcm",
            "--lib",
            "--test",
            "api",
            "--test",
            "random",
            "--test",
            "nonces",
        ],
        Mode::Full => pkg_args(mode, &[]),
    };
    sanitizer(root, "thread", true, &args, TSAN_SKIP)
}

// ---------------------------------------------------------------------------------------------
// valgrind

/// The target directory the uninstrumented release builds share (field, valgrind, dieharder),
/// so a cold run compiles the release dependencies once.
const RELEASE: &str = "release";

fn release_example(root: &Path, name: &str) -> Result<PathBuf, String> {
    let dir = target_dir(root, RELEASE);
    let (ok, text) = run(niced("cargo")
        .current_dir(root)
        .env("CARGO_TARGET_DIR", &dir)
        .args(["build", "--release", "-p", "hw-crypto", "--example", name]))?;
    if !ok {
        return Err(format!(
            "building example {name} failed: {}",
            failures(&text, 3).join(" | ")
        ));
    }
    Ok(dir.join("release/examples").join(name))
}

fn valgrind(root: &Path) -> crate::Outcome {
    if !available("valgrind", &["--version"]) {
        return Err("valgrind is missing: `apt-get install -y valgrind`".into());
    }
    let exe = release_example(root, "every_api")?;
    let (ok, text) = run(niced("valgrind")
        .args([
            "--error-exitcode=1",
            "--leak-check=full",
            "--errors-for-leak-kinds=definite",
        ])
        .arg(&exe)
        .args(["--cap", "aesni_clmul"]))?;
    let checks = text
        .lines()
        .find_map(|l| {
            l.strip_prefix("every_api: ")?
                .strip_suffix(" checks passed")
        })
        .unwrap_or("no");
    let errors = text
        .lines()
        .find_map(|l| {
            l.split_once("ERROR SUMMARY: ")
                .map(|(_, r)| r.trim().to_owned())
        })
        .unwrap_or_else(|| "no summary".into());
    let mut findings = Vec::new();
    if !ok || checks == "no" {
        findings.extend(
            text.lines()
                .filter(|l| {
                    !l.starts_with("==") || l.contains("Invalid") || l.contains("uninitialised")
                })
                .take(10)
                .map(str::to_owned),
        );
        if findings.is_empty() {
            findings.push("valgrind or every_api exited non-zero".into());
        }
    }
    Ok((
        format!("every_api --cap aesni_clmul: {checks} checks passed; memcheck {errors}"),
        findings,
    ))
}

// ---------------------------------------------------------------------------------------------
// dieharder

/// Quick mode's dieharder tests: birthdays, 32x32 rank, count-the-1s (stream), STS monobit and
/// runs. About a minute of generator output in all on the development VM.
const DIEHARDER_QUICK: &[&str] = &["0", "2", "8", "100", "101"];

/// One dieharder result line: (test name, ntup, assessment).
pub fn dieharder_results(output: &str) -> Vec<(String, String, String)> {
    output
        .lines()
        .filter_map(|l| {
            let cols: Vec<&str> = l.split('|').map(str::trim).collect();
            if cols.len() != 6 {
                return None;
            }
            let verdict = cols[5];
            matches!(verdict, "PASSED" | "WEAK" | "FAILED")
                .then(|| (cols[0].to_owned(), cols[1].to_owned(), verdict.to_owned()))
        })
        .collect()
}

/// Runs `dieharder -g 200 args` on a fresh rng_dump stream.
/// dieharder 3.31.1's test names. Its result table cuts names to 20 characters
/// (`diehard_count_1s_str`), which `-d` does not accept: [`full_test_name`] restores them.
const DIEHARDER_TESTS: &[&str] = &[
    "diehard_birthdays",
    "diehard_operm5",
    "diehard_rank_32x32",
    "diehard_rank_6x8",
    "diehard_bitstream",
    "diehard_opso",
    "diehard_oqso",
    "diehard_dna",
    "diehard_count_1s_stream",
    "diehard_count_1s_byte",
    "diehard_parking_lot",
    "diehard_2dsphere",
    "diehard_3dsphere",
    "diehard_squeeze",
    "diehard_sums",
    "diehard_runs",
    "diehard_craps",
    "marsaglia_tsang_gcd",
    "sts_monobit",
    "sts_runs",
    "sts_serial",
    "rgb_bitdist",
    "rgb_minimum_distance",
    "rgb_permutations",
    "rgb_lagged_sum",
    "rgb_kstest_test",
    "dab_bytedistrib",
    "dab_dct",
    "dab_filltree",
    "dab_filltree2",
    "dab_monobit2",
];

/// The name `-d` takes for a name as dieharder's table prints it (exact, or the one known name
/// it is the 20-character cut of).
pub fn full_test_name(printed: &str) -> &str {
    if DIEHARDER_TESTS.contains(&printed) {
        return printed;
    }
    let mut longer = DIEHARDER_TESTS
        .iter()
        .filter(|n| n.len() > printed.len() && n.starts_with(printed));
    match (longer.next(), longer.next()) {
        (Some(full), None) => full,
        _ => printed,
    }
}

fn dieharder_run(exe: &Path, args: &[&str]) -> Result<String, String> {
    let mut gen = Command::new(exe)
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .map_err(|e| format!("cannot start rng_dump: {e}"))?;
    let stream = gen.stdout.take().ok_or("rng_dump has no stdout")?;
    let out = niced("dieharder")
        .args(["-g", "200"])
        .args(args)
        .stdin(Stdio::from(stream))
        .output()
        .map_err(|e| format!("cannot run dieharder: {e}"))?;
    // dieharder closed the pipe: rng_dump exits on the broken pipe.
    let _ = gen.kill();
    let _ = gen.wait();
    Ok(String::from_utf8_lossy(&out.stdout).into_owned())
}

fn dieharder(root: &Path, mode: Mode) -> crate::Outcome {
    if !available("dieharder", &["-l"]) {
        return Err("dieharder is missing: `apt-get install -y dieharder`".into());
    }
    let exe = release_example(root, "rng_dump")?;
    let mut text = String::new();
    match mode {
        Mode::Quick => {
            for d in DIEHARDER_QUICK {
                text.push_str(&dieharder_run(&exe, &["-d", d])?);
            }
        }
        Mode::Full => text.push_str(&dieharder_run(&exe, &["-a"])?),
    }
    let first = dieharder_results(&text);
    let mut findings = Vec::new();
    let mut reruns = Vec::new();
    for (name, ntup, verdict) in &first {
        match verdict.as_str() {
            "FAILED" => findings.push(format!("{name} (ntup {ntup}): FAILED")),
            "WEAK" => {
                // A WEAK p-value is expected about once per 200 results; rerun on fresh output
                // (twice at most) and require a PASSED.
                let mut passed = false;
                for _ in 0..2 {
                    let again = dieharder_run(&exe, &["-d", full_test_name(name), "-n", ntup])?;
                    // Only the same test and ntup decide (sts_serial, for one, reports every
                    // ntup whatever `-n` says, and another ntup may be WEAK by chance).
                    let verdicts: Vec<_> = dieharder_results(&again)
                        .into_iter()
                        .filter(|v| v.0 == *name && v.1 == *ntup)
                        .collect();
                    text.push_str(&again);
                    if verdicts.iter().any(|v| v.2 == "FAILED") {
                        break;
                    }
                    if !verdicts.is_empty() && verdicts.iter().all(|v| v.2 == "PASSED") {
                        passed = true;
                        break;
                    }
                }
                reruns.push(format!(
                    "{name}/{ntup}: {}",
                    if passed {
                        "PASSED on rerun"
                    } else {
                        "not resolved"
                    }
                ));
                if !passed {
                    findings.push(format!(
                        "{name} (ntup {ntup}): WEAK, and not PASSED on rerun"
                    ));
                }
            }
            _ => {}
        }
    }
    if first.is_empty() {
        findings.push("dieharder printed no result".into());
    }
    let log = target_dir(root, "dieharder").join("dieharder.txt");
    let _ = std::fs::create_dir_all(target_dir(root, "dieharder"));
    let _ = std::fs::write(&log, &text);
    let count = |v: &str| first.iter().filter(|r| r.2 == v).count();
    let mut fig = format!(
        "{} results: {} PASSED, {} WEAK, {} FAILED",
        first.len(),
        count("PASSED"),
        count("WEAK"),
        count("FAILED")
    );
    if !reruns.is_empty() {
        let _ = write!(fig, "; reruns: {}", reruns.join(", "));
    }
    let _ = write!(fig, "; log {}", log.display());
    Ok((fig, findings))
}

// ---------------------------------------------------------------------------------------------
// mutants

/// The packages cargo mutants mutates, and the test targets each mutant must fail (their aarch64
/// kernels are excluded: they are not compiled on x86_64, so no test there can see them). The
/// slow differential suites (interop, timing) are left out to keep a mutant under a minute.
const MUTANTS: &[(&str, &[&str])] = &[
    (
        "hw-polyval",
        &[
            "--lib",
            "--test=vectors",
            "--test=field_proof",
            "--test=mutants",
        ],
    ),
    (
        "hw-gcm",
        &[
            "--lib",
            "--test=api",
            "--test=placement",
            "--test=tamper",
            "--test=vectors",
            "--test=mutants",
        ],
    ),
    (
        "hw-ctr-drbg",
        &[
            "--lib",
            "--test=kat",
            "--test=api",
            "--test=fork",
            "--test=fork_atfork",
            "--test=mutants",
            "--test=mutants_fork",
            "--test=faults",
        ],
    ),
];

/// The surviving mutants docs/dev/assurance.md lists, each with its reason, as `path: description`
/// (cargo mutants' line without its line and column, which move as the code changes): those
/// marked `equivalent` (no input can tell them apart) and those marked `untestable` (only a
/// fault no test can cause, such as a failing OS entropy source, tells them apart).
pub fn documented_equivalents(doc: &str) -> Vec<String> {
    doc.lines()
        .filter_map(|l| {
            let l = l.trim();
            l.strip_prefix("- equivalent: `")
                .or_else(|| l.strip_prefix("- untestable: `"))
        })
        .filter_map(|l| l.split_once('`').map(|(m, _)| m.to_owned()))
        .collect()
}

/// `crates/x/src/lib.rs:12:5: replace ...` -> `crates/x/src/lib.rs: replace ...`.
pub fn without_position(mutant: &str) -> String {
    let mut parts = mutant.splitn(4, ':');
    match (parts.next(), parts.next(), parts.next(), parts.next()) {
        (Some(path), Some(line), Some(col), Some(rest))
            if line.chars().all(|c| c.is_ascii_digit())
                && col.chars().all(|c| c.is_ascii_digit()) =>
        {
            format!("{path}:{rest}")
        }
        _ => mutant.to_owned(),
    }
}

fn mutants(root: &Path) -> crate::Outcome {
    if !available("cargo", &["mutants", "--version"]) {
        return Err("cargo-mutants is missing: `cargo install --locked cargo-mutants`".into());
    }
    let doc = std::fs::read_to_string(root.join("docs/dev/assurance.md")).unwrap_or_default();
    let equivalent = documented_equivalents(&doc);
    let mut findings = Vec::new();
    let mut figs = Vec::new();
    for (pkg, tests) in MUTANTS {
        let out_dir = target_dir(root, "mutants").join(pkg);
        // cargo mutants creates `mutants.out` inside `--output`, but not `--output` itself.
        std::fs::create_dir_all(&out_dir)
            .map_err(|e| format!("cannot create {}: {e}", out_dir.display()))?;
        // cargo mutants tests a copy of the tree, which carries the vendored vectors.
        let mut cmd = niced("cargo");
        let (_, text) = run(cmd
            .current_dir(root)
            .args([
                "mutants",
                "-p",
                pkg,
                "-j",
                "1",
                "--timeout",
                "300",
                "--build-timeout",
                "600",
            ])
            .args(["--exclude", "crates/*/src/arch/aarch64/**"])
            .args(tests.iter().map(|t| format!("--cargo-test-arg={t}")))
            .env("HW_CRYPTO_PROPTEST_CASES", "16")
            .arg("--output")
            .arg(&out_dir))?;
        let read = |f: &str| {
            std::fs::read_to_string(out_dir.join("mutants.out").join(f)).unwrap_or_default()
        };
        let missed = read("missed.txt");
        let caught = read("caught.txt").lines().count();
        let unviable = read("unviable.txt").lines().count();
        let timeout = read("timeout.txt").lines().count();
        let mut listed = 0;
        for m in missed.lines() {
            if equivalent.iter().any(|e| *e == without_position(m)) {
                listed += 1;
            } else {
                findings.push(format!(
                    "survived, not listed in docs/dev/assurance.md: {m}"
                ));
            }
        }
        if caught == 0 {
            findings.push(format!(
                "{pkg}: no mutant caught ({})",
                text.lines().last().unwrap_or("")
            ));
        }
        figs.push(format!(
            "{pkg}: {caught} caught, {} missed ({listed} documented in docs/dev/assurance.md), {timeout} timeout, {unviable} unviable",
            missed.lines().count()
        ));
    }
    Ok((figs.join("; "), findings))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tally_sums_libtest_lines() {
        let out = "test result: ok. 5 passed; 0 failed; 2 ignored; 0 measured; 0 filtered out; finished in 1.0s\n\
                   noise\n\
                   test result: FAILED. 3 passed; 1 failed; 0 ignored; 0 measured; 4 filtered out\n";
        assert_eq!(
            tally(out),
            Tally {
                passed: 8,
                failed: 1,
                ignored: 2,
                binaries: 2
            }
        );
        assert_eq!(tally("nothing"), Tally::default());
    }

    #[test]
    fn judge_rejects_failures_and_empty_runs() {
        let ok = "test result: ok. 5 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out\n";
        assert!(judge(true, ok, "x").unwrap().1.is_empty());
        assert!(!judge(false, ok, "x").unwrap().1.is_empty());
        let none = "test result: ok. 0 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out\n";
        assert!(!judge(true, none, "x").unwrap().1.is_empty());
        let failed = "test a::b ... FAILED\ntest result: FAILED. 1 passed; 1 failed; 0 ignored\n";
        let f = judge(false, failed, "x").unwrap().1;
        assert_eq!(f, ["test a::b ... FAILED"]);
    }

    #[test]
    fn cut_dieharder_names_are_restored() {
        assert_eq!(
            full_test_name("diehard_count_1s_str"),
            "diehard_count_1s_stream"
        );
        assert_eq!(
            full_test_name("diehard_count_1s_byt"),
            "diehard_count_1s_byte"
        );
        assert_eq!(
            full_test_name("rgb_minimum_distance"),
            "rgb_minimum_distance"
        );
        assert_eq!(full_test_name("dab_filltree"), "dab_filltree");
        assert_eq!(full_test_name("sts_serial"), "sts_serial");
        // Every name the table can print resolves to itself or to exactly one full name.
        for n in DIEHARDER_TESTS {
            let printed = &n[..n.len().min(20)];
            assert_eq!(full_test_name(printed), *n);
        }
    }

    #[test]
    fn dieharder_lines_are_parsed() {
        let out = "   rng_name    |rands/second|   Seed   |\n\
                   stdin_input_raw|  2.27e+07  |  84520823|\n\
                   \x20  diehard_birthdays|   0|       100|     100|0.44653077|  PASSED  \n\
                   \x20     diehard_operm5|   0|   1000000|     100|0.99924189|   WEAK   \n\
                   \x20        sts_serial|  16|    100000|     100|0.00000001|  FAILED  \n";
        let r = dieharder_results(out);
        assert_eq!(r.len(), 3);
        assert_eq!(r[1], ("diehard_operm5".into(), "0".into(), "WEAK".into()));
        assert_eq!(r[2].2, "FAILED");
    }

    #[test]
    fn mutant_lines_match_documented_equivalents_without_positions() {
        let m = "crates/hw-gcm/src/lib.rs:120:9: replace <impl Debug for X>::fmt -> fmt::Result with Ok(Default::default())";
        assert_eq!(
            without_position(m),
            "crates/hw-gcm/src/lib.rs: replace <impl Debug for X>::fmt -> fmt::Result with Ok(Default::default())"
        );
        let doc = "text\n- equivalent: `crates/a.rs: replace f with ()` because reasons\n- other\n\
                   - untestable: `crates/b.rs: replace g with None` (needs a fault)\n";
        assert_eq!(
            documented_equivalents(doc),
            [
                "crates/a.rs: replace f with ()",
                "crates/b.rs: replace g with None"
            ]
        );
        assert_eq!(without_position("no position here"), "no position here");
    }
}
