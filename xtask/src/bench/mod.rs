//! `cargo xtask bench`: interleaved benchmarks of hw-gcm against its peers (BENCHMARKING.md).
//!
//! Runs the `interleaved` example of the benchmark crate (benches/examples/interleaved.rs), which
//! prints one JSON line per (case, implementation). Prints a table per case with the median time, GB/s
//! (1e9 bytes/s), cycles/byte from an estimate of the core clock, and the ratio of each entry's
//! time to the best `hw-gcm/*` entry's. With `--md`, also writes docs/reports/benchmarks.md and two SVG
//! charts beside it.

use std::collections::BTreeSet;
use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::process::{Command, ExitCode, Stdio};

use crate::clock::{self, Clock};

mod env;
mod report;
mod rows;

use crate::json::{self, Fields as _, Object};
pub use env::*;
pub use report::*;
pub use rows::*;

/// The manifest of the benchmark crate and the example, relative to the workspace root.
const MANIFEST: &str = "benches/Cargo.toml";
const EXAMPLE: &str = "interleaved";
const EXAMPLE_SOURCE: &str = "benches/examples/interleaved.rs";

/// Hand-maintained sections appended to the generated markdown (file beside `--md-out`).
const EXTRA_SECTIONS: &str = "benchmarks-extra.md";

/// Reports of the benches workspace's other examples (`xaes`, `key_wrap`, `rustls_bulk`, each
/// written by its `--md`), appended after the extra sections.
const GENERATED_REPORTS: [&str; 3] = [
    "benchmarks-xaes.md",
    "benchmarks-key-wrap.md",
    "benchmarks-rustls.md",
];

/// The entry that times only the copy every open includes: a reference, not an implementation.
pub const COPY_ONLY: &str = "copy-only";

/// Entry point of `cargo xtask bench` (options: `flags.rs`).
pub fn main(o: crate::flags::Bench) -> ExitCode {
    match run(&o) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("xtask bench: {e}");
            ExitCode::FAILURE
        }
    }
}

/// Whether `id` (`case/implementation`) is selected by `pattern`: a substring, or with `*` a
/// glob over the whole ID (`*` matches any run of characters, `/` included).
pub fn matches(pattern: &str, id: &str) -> bool {
    if !pattern.contains('*') {
        return id.contains(pattern);
    }
    let parts: Vec<&str> = pattern.split('*').collect();
    let (first, last) = (parts[0], parts[parts.len() - 1]);
    if !id.starts_with(first) || id.len() < first.len() + last.len() || !id.ends_with(last) {
        return false;
    }
    let mut rest = &id[first.len()..id.len() - last.len()];
    for part in &parts[1..parts.len() - 1] {
        match rest.find(part) {
            Some(at) => rest = &rest[at + part.len()..],
            None => return false,
        }
    }
    true
}

/// The workspace root (xtask's parent directory).
fn workspace_root() -> PathBuf {
    let xtask = Path::new(env!("CARGO_MANIFEST_DIR"));
    xtask.parent().unwrap_or(xtask).to_path_buf()
}

/// The cargo that runs us, or `cargo`.
fn cargo() -> String {
    std::env::var("CARGO").unwrap_or_else(|_| "cargo".to_owned())
}

/// The arguments after `--` for the example.
fn example_args(o: &crate::flags::Bench, only: Option<&[String]>) -> Vec<String> {
    let mut v = Vec::new();
    if o.quick {
        v.push("--quick".to_owned());
    }
    if let Some(r) = o.rounds {
        v.extend(["--rounds".to_owned(), r.to_string()]);
    }
    if let Some(ms) = o.batch_ms {
        v.extend(["--batch-ms".to_owned(), ms.to_string()]);
    }
    if let Some(only) = only {
        v.extend(["--only".to_owned(), only.join(",")]);
    }
    v
}

/// The `cargo` arguments that build (`run == false`) or run the example.
fn cargo_args(run: bool, example_args: &[String]) -> Vec<String> {
    let mut v: Vec<String> = [
        if run { "run" } else { "build" },
        "--release",
        "--manifest-path",
        MANIFEST,
        "--example",
        EXAMPLE,
    ]
    .map(str::to_owned)
    .to_vec();
    if run {
        v.push("--".to_owned());
        v.extend(example_args.iter().cloned());
    }
    v
}

/// `s` quoted for a POSIX shell if it needs it.
fn shell_quote(s: &str) -> String {
    let plain = !s.is_empty()
        && s.chars()
            .all(|c| c.is_ascii_alphanumeric() || "-_./=,:+@%".contains(c));
    if plain {
        s.to_owned()
    } else {
        format!("'{}'", s.replace('\'', r"'\''"))
    }
}

/// A command line as it would be typed.
fn command_line<S: AsRef<str>>(program: &str, args: &[S]) -> String {
    let mut s = program.to_owned();
    for a in args {
        s.push(' ');
        s.push_str(&shell_quote(a.as_ref()));
    }
    s
}

/// Runs `cargo <args>` in `root`; stdout captured when `capture`, stderr passed through.
fn run_cargo(root: &Path, args: &[String], capture: bool) -> Result<String, String> {
    let shown = command_line("cargo", args);
    eprintln!("xtask bench: {shown}");
    let mut cmd = Command::new(cargo());
    cmd.args(args)
        .current_dir(root)
        .stdin(Stdio::null())
        .stderr(Stdio::inherit());
    if capture {
        let out = cmd
            .stdout(Stdio::piped())
            .output()
            .map_err(|e| format!("{shown}: {e}"))?;
        if !out.status.success() {
            return Err(format!("`{shown}` failed ({})", out.status));
        }
        String::from_utf8(out.stdout).map_err(|_| format!("{shown}: output is not UTF-8"))
    } else {
        let status = cmd
            .stdout(Stdio::inherit())
            .status()
            .map_err(|e| format!("{shown}: {e}"))?;
        if !status.success() {
            return Err(format!("`{shown}` failed ({status})"));
        }
        Ok(String::new())
    }
}

// --- driver -------------------------------------------------------------------------------------

/// Builds and runs the example for the `case/impl` IDs in `only` (quick rounds), between two
/// clock estimates: for tools that set a measurement beside something else (`cargo xtask mca
/// --calibrate`).
pub(crate) fn measure(root: &Path, only: &[String]) -> Result<(Vec<Row>, Option<Clock>), String> {
    run_cargo(root, &cargo_args(false, &[]), false)?;
    let before = estimate_clock("before the run");
    let args = ["--quick".to_owned(), "--only".to_owned(), only.join(",")];
    let out = run_cargo(root, &cargo_args(true, &args), true)?;
    let after = estimate_clock("after the run");
    let rows = parse_rows(&out).map_err(|e| format!("output of the example: {e}"))?;
    Ok((rows, combine_clocks(before, after)))
}

/// The `case/impl` IDs to run for `filter`: every listed entry whose ID matches, plus ours in every
/// case with a match (a number without ours beside it is not a result). `None` when that is all.
fn select(listed: &[(String, String)], filter: &str) -> Option<Vec<String>> {
    let id = |(case, imp): &(String, String)| format!("{case}/{imp}");
    let matched: BTreeSet<&str> = listed
        .iter()
        .filter(|e| matches(filter, &id(e)))
        .map(|(case, _)| case.as_str())
        .collect();
    let chosen: Vec<String> = listed
        .iter()
        .filter(|e| matches(filter, &id(e)) || (matched.contains(e.0.as_str()) && is_ours(&e.1)))
        .map(id)
        .collect();
    (chosen.len() < listed.len()).then_some(chosen)
}

/// A clock estimate with the default parameters, reported on stderr.
fn estimate_clock(when: &str) -> Option<Clock> {
    eprintln!("xtask bench: estimating the core clock ({when})");
    let c = clock::estimate(clock::DEFAULT_IMULS, clock::DEFAULT_REPS);
    match &c {
        Some(c) => eprintln!("xtask bench: core clock {:.3} GHz ({when})", c.ghz),
        None => eprintln!("xtask bench: no clock estimate on this architecture"),
    }
    c
}

/// The clock to report from the estimates before and after the run: their mean, both quoted.
fn combine_clocks(before: Option<Clock>, after: Option<Clock>) -> Option<Clock> {
    match (before, after) {
        (Some(b), Some(a)) => Some(Clock {
            ghz: (a.ghz + b.ghz) / 2.0,
            method: format!(
                "{}; mean of {:.2} GHz before and {:.2} GHz after the run",
                b.method, b.ghz, a.ghz
            ),
        }),
        (b, a) => b.or(a),
    }
}

/// Draws a chart spec ([`chart`]) into `out` with the benches' `chart` example, which holds
/// the SVG code.
fn draw_chart(root: &Path, spec: &str, out: &Path) -> Result<(), String> {
    use std::io::Write as _;
    let args = [
        "run",
        "-q",
        "--release",
        "--manifest-path",
        MANIFEST,
        "--example",
        "chart",
        "--",
    ];
    let mut child = Command::new(cargo())
        .args(args)
        .arg(out)
        .current_dir(root)
        .stdin(Stdio::piped())
        .spawn()
        .map_err(|e| format!("cargo {}: {e}", args.join(" ")))?;
    child
        .stdin
        .take()
        .ok_or("no stdin for the chart example")?
        .write_all(spec.as_bytes())
        .map_err(|e| format!("chart example: {e}"))?;
    let status = child.wait().map_err(|e| format!("chart example: {e}"))?;
    if !status.success() {
        return Err(format!(
            "the chart example failed ({status}) for {}",
            out.display()
        ));
    }
    Ok(())
}

fn run(o: &crate::flags::Bench) -> Result<(), String> {
    if let Some(r) = o.rounds.filter(|&r| r < 1) {
        return Err(format!("bad --rounds `{r}`"));
    }
    if let Some(x) = o
        .batch_ms
        .filter(|x| !(x.is_finite() && *x > 0.0 && *x <= 10_000.0))
    {
        return Err(format!("bad --batch-ms `{x}`"));
    }
    if let Some(x) = o
        .clock_ghz
        .filter(|x| !(x.is_finite() && *x > 0.0 && *x < 100.0))
    {
        return Err(format!("bad --clock-ghz `{x}`"));
    }
    let args: Vec<String> = std::env::args().skip(2).collect();
    let md = o.md || o.md_out.is_some();
    let root = workspace_root();
    let invocation = command_line("cargo xtask bench", &args);
    let given_clock = o.clock_ghz.map(|ghz| Clock {
        ghz,
        method: "given with --clock-ghz".to_owned(),
    });

    let (rows, commands, clock) = if let Some(path) = &o.from_json {
        let text = std::fs::read_to_string(path)
            .map_err(|e| format!("--from-json {}: {e}", path.display()))?;
        let rows = parse_rows(&text).map_err(|e| format!("{}: {e}", path.display()))?;
        let clock = given_clock.or_else(|| estimate_clock("no --clock-ghz"));
        let commands = vec![format!("(results read from {})", path.display())];
        (rows, commands, clock)
    } else {
        if !root.join(EXAMPLE_SOURCE).exists() {
            return Err(format!(
                "{EXAMPLE_SOURCE} does not exist: run from a complete checkout of the workspace"
            ));
        }
        let mut commands = Vec::new();
        let build = cargo_args(false, &[]);
        run_cargo(&root, &build, false)?;
        commands.push(command_line("cargo", &build));
        let only = match &o.filter {
            None => None,
            Some(f) => {
                let list = cargo_args(true, &["--list".to_owned()]);
                let out = run_cargo(&root, &list, true)?;
                let mut listed = Vec::new();
                for line in out.lines().filter(|l| l.trim_start().starts_with('{')) {
                    let obj = json::parse_object(line)?;
                    listed.push((obj.str("case")?.to_owned(), obj.str("impl")?.to_owned()));
                }
                let chosen = select(&listed, f);
                if chosen.as_ref().is_some_and(Vec::is_empty) {
                    return Err(format!(
                        "--filter `{f}` matches no `case/implementation` (see `{}`)",
                        command_line("cargo", &list)
                    ));
                }
                chosen
            }
        };
        let before = given_clock
            .clone()
            .or_else(|| estimate_clock("before the run"));
        let run = cargo_args(true, &example_args(o, only.as_deref()));
        let out = run_cargo(&root, &run, true)?;
        commands.push(command_line("cargo", &run));
        let after = if given_clock.is_some() {
            None
        } else {
            estimate_clock("after the run")
        };
        let rows = parse_rows(&out).map_err(|e| format!("output of the example: {e}"))?;
        (rows, commands, combine_clocks(before, after))
    };
    if rows.is_empty() {
        return Err("no results".to_owned());
    }

    let ghz = clock.as_ref().map(|c| c.ghz);
    let clock_line = match &clock {
        Some(c) => format!("core clock: {:.2} GHz ({})", c.ghz, c.method),
        None => "core clock: unknown (no cycles columns)".to_owned(),
    };

    // Files first, so that a closed stdout (`| head`) cannot lose them.
    let mut wrote = Vec::new();
    if md {
        let md_out = o
            .md_out
            .clone()
            .unwrap_or_else(|| root.join("docs").join("reports").join("benchmarks.md"));
        let stem = md_out
            .file_stem()
            .map_or_else(|| "benchmarks".into(), |s| s.to_string_lossy().into_owned());
        let charts = [format!("{stem}-seal.svg"), format!("{stem}-open.svg")];
        let batch_ms = o.batch_ms.or_else(|| {
            o.from_json
                .is_none()
                .then_some(if o.quick { 1.0 } else { 2.0 })
        });
        let rep = Report {
            rows: &rows,
            env: environment(&root),
            clock,
            invocation,
            commands,
            batch_ms,
            charts: charts.clone(),
        };
        if let Some(dir) = md_out.parent().filter(|d| !d.as_os_str().is_empty()) {
            std::fs::create_dir_all(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
        }
        let mut md = markdown(&rep);
        // Sections measured by other benches (the DRBG's criterion bench) are kept beside the
        // generated file and appended verbatim, so regenerating does not drop them.
        let extra = md_out.with_file_name(EXTRA_SECTIONS);
        if let Ok(text) = std::fs::read_to_string(&extra) {
            md.push('\n');
            md.push_str(&text);
        }
        // The reports the other interleaved examples generate beside it (XAES, key wrap,
        // rustls), appended verbatim under a second-level heading.
        for name in GENERATED_REPORTS {
            if let Ok(text) = std::fs::read_to_string(md_out.with_file_name(name)) {
                // Its `# Title` becomes `## Title`.
                md.push_str("\n#");
                md.push_str(&text);
            }
        }
        std::fs::write(&md_out, md).map_err(|e| format!("{}: {e}", md_out.display()))?;
        wrote.push(md_out.clone());
        for (name, op) in charts.iter().zip(["seal", "open"]) {
            // The markdown has no section, so no chart, for an operation that did not run.
            if rows.iter().any(|r| r.op == op) {
                let path = md_out.with_file_name(name);
                draw_chart(&root, &chart(&rows, op), &path)?;
                wrote.push(path);
            }
        }
    }

    println!("\n{clock_line}\n");
    print!("{}", text_report(&rows, ghz));
    for path in wrote {
        println!("wrote {}", path.display());
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Synthetic results: two hw-gcm tiers and three peers, seal/open at three sizes, one AAD
    /// case, key setup and new key + seal.
    pub(crate) fn synthetic() -> String {
        let mut s = String::from("# synthetic\n\n");
        let imps = [
            ("hw-gcm/aesni_clmul", 2.0),
            ("hw-gcm/vaes_avx512", 1.0),
            ("ring", 1.25),
            ("aws-lc-rs", 1.1),
            ("aes-gcm-0.11", 4.0),
        ];
        let mut line = |case: &str, op: &str, bytes: u64, aad: u64, imp: &str, ns: f64| {
            let _ = writeln!(
                s,
                r#"{{"case":"{case}","op":"{op}","bytes":{bytes},"aad":{aad},"impl":"{imp}","median_ns":{ns},"min_ns":{},"max_ns":{},"rounds":21,"batch":100}}"#,
                ns * 0.98,
                ns * 1.05
            );
        };
        for op in ["seal", "open"] {
            for (bytes, aad) in [(16u64, 0u64), (1024, 0), (65536, 0), (1024, 13)] {
                let case = if aad > 0 {
                    format!("{op}/{bytes}_aad{aad}")
                } else {
                    format!("{op}/{bytes}")
                };
                for (imp, f) in imps {
                    line(&case, op, bytes, aad, imp, f * (20.0 + bytes as f64 / 10.0));
                }
                if op == "open" {
                    line(&case, op, bytes, aad, COPY_ONLY, 1.0 + bytes as f64 / 100.0);
                }
            }
        }
        for (imp, f) in imps {
            line("key_setup", "key_setup", 0, 0, imp, 100.0 * f);
            line("new_key_seal/1024", "new_key_seal", 1024, 0, imp, 300.0 * f);
        }
        s
    }

    #[test]
    fn parses_synthetic_rows() {
        let rows = parse_rows(&synthetic()).unwrap();
        assert_eq!(rows.len(), 8 * 5 + 4 + 2 * 5);
        assert_eq!(rows[0].case, "seal/16");
        assert_eq!(rows[0].imp, "hw-gcm/aesni_clmul");
        assert_eq!(rows[0].median_ns, 2.0 * 21.6);
        assert_eq!(rows[0].rounds, 21);
        // `op` and `aad` may be missing.
        let r = parse_rows(
            r#"{"case":"open/64","bytes":64,"impl":"ring","median_ns":5,"min_ns":4,"max_ns":6,"rounds":3}"#,
        )
        .unwrap();
        assert_eq!((r[0].op.as_str(), r[0].aad), ("open", 0));
    }

    #[test]
    fn rejects_bad_rows() {
        let ok = r#"{"case":"seal/16","bytes":16,"impl":"ring","median_ns":5,"min_ns":4,"max_ns":6,"rounds":3}"#;
        assert!(parse_rows(&format!("{ok}\n{ok}\n"))
            .unwrap_err()
            .contains("twice"));
        let e = parse_rows(&format!(
            "{ok}\n{}",
            ok.replace("\"median_ns\":5", "\"median_ns\":0")
        ))
        .unwrap_err();
        assert!(e.starts_with("line 2:"), "{e}");
        assert!(parse_rows(&ok.replace("\"bytes\":16,", "")).is_err());
        assert!(parse_rows(&ok.replace("16,", "-16,")).is_err());
        assert!(parse_rows("not json").is_err());
    }

    #[test]
    fn ratio_throughput_cycles() {
        assert_eq!(gb_per_s(1024, 256.0), Some(4.0));
        assert_eq!(gb_per_s(0, 256.0), None);
        assert_eq!(cycles_per_byte(1024, 256.0, 3.5), Some(0.875));
        assert_eq!(cycles_per_byte(0, 256.0, 3.5), None);
        assert_eq!(cycles(100.0, 3.6), 360.0);
        assert_eq!(ratio(300.0, 200.0), 1.5);

        let rows = parse_rows(&synthetic()).unwrap();
        let gs = groups(&rows);
        assert_eq!(gs.len(), 10);
        let g = &gs[1];
        assert_eq!((g.case, g.bytes), ("seal/1024", 1024));
        // Ours is the best hw-gcm entry, not the first.
        assert_eq!(g.ours.unwrap().imp, "hw-gcm/vaes_avx512");
        let by = |imp: &str| *g.rows.iter().find(|r| r.imp == imp).unwrap();
        assert_eq!(g.ratio(by("hw-gcm/vaes_avx512")), Some(1.0));
        assert_eq!(g.ratio(by("hw-gcm/aesni_clmul")), Some(2.0));
        assert_eq!(g.ratio(by("ring")), Some(1.25));
        let open = gs.iter().find(|g| g.case == "open/1024").unwrap();
        let copy = open.rows.iter().find(|r| r.imp == COPY_ONLY).unwrap();
        assert_eq!(open.ratio(copy), None);
        // Cells: 1024 B in 122.4 ns = 8.37 GB/s; at 3 GHz 0.359 cycles/B.
        let c = cells(g, by("hw-gcm/vaes_avx512"), Some(3.0));
        assert_eq!(
            c,
            [
                "hw-gcm/vaes_avx512",
                "122.4 ns",
                "8.37",
                "0.359",
                "1.00",
                "-2.0% / +5.0%"
            ]
        );
        let ks = gs.iter().find(|g| g.case == "key_setup").unwrap();
        let c = cells(ks, ks.rows[2], Some(3.0));
        assert_eq!(c[2..5], ["-", "375", "1.25"]);
        assert_eq!(cells(ks, ks.rows[2], None)[3], "-");
    }

    #[test]
    fn formats() {
        assert_eq!(fmt_time(12.34), "12.3 ns");
        assert_eq!(fmt_time(12_345.0), "12.35 µs");
        assert_eq!(fmt_time(2_500_000.0), "2.500 ms");
        assert_eq!(sig3(123.4), "123");
        assert_eq!(sig3(12.34), "12.3");
        assert_eq!(sig3(1.234), "1.23");
        assert_eq!(sig3(0.1234), "0.123");
        assert_eq!(sig3(0.01234), "0.0123");
        assert_eq!(shell_quote("--filter"), "--filter");
        assert_eq!(shell_quote("^seal|open$"), "'^seal|open$'");
        assert_eq!(shell_quote("it's"), r"'it'\''s'");
        assert_eq!(utc(0), "1970-01-01 00:00 UTC");
        assert_eq!(utc(1_700_000_000), "2023-11-14 22:13 UTC");
        assert_eq!(utc(951_782_400), "2000-02-29 00:00 UTC");
        assert_eq!(civil_from_days(-1), (1969, 12, 31));
    }

    #[test]
    fn text_report_has_a_table_per_case() {
        let rows = parse_rows(&synthetic()).unwrap();
        let t = text_report(&rows, Some(3.6));
        assert_eq!(t.matches("implementation").count(), 10);
        assert!(t.contains("seal/1024  (1024 B, 21 rounds; ratio = time / hw-gcm/vaes_avx512"));
        assert!(t.contains("key_setup  (key setup, 21 rounds"));
        let line = t
            .lines()
            .find(|l| l.trim_start().starts_with("ring"))
            .unwrap();
        assert!(line.contains("1.25"), "{line}");
    }

    #[test]
    fn options() {
        let a = |s: &str| {
            let args = std::iter::once("bench")
                .chain(s.split_whitespace())
                .map(Into::into);
            crate::flags::Xtask::from_vec(args.collect()).map(|f| match f.subcommand {
                crate::flags::XtaskCmd::Bench(b) => b,
                _ => unreachable!("parsed `bench`"),
            })
        };
        let o = a("--quick --md-out /tmp/x.md --filter seal/* --clock-ghz 3.5").unwrap();
        assert!(o.quick && !o.md);
        assert_eq!(o.md_out, Some(PathBuf::from("/tmp/x.md")));
        assert_eq!(o.filter.as_deref(), Some("seal/*"));
        assert_eq!(o.clock_ghz, Some(3.5));
        assert!(a("--batch-ms").is_err());
        assert!(a("--rounds x").is_err());
        assert!(a("--nope").is_err());
        let o = a("--quick --rounds 7 --batch-ms 0.5").unwrap();
        assert_eq!(
            example_args(&o, Some(&["seal/16/ring".to_owned()])),
            [
                "--quick",
                "--rounds",
                "7",
                "--batch-ms",
                "0.5",
                "--only",
                "seal/16/ring"
            ]
        );
        assert_eq!(
            command_line("cargo", &cargo_args(true, &example_args(&o, None))),
            "cargo run --release --manifest-path benches/Cargo.toml --example interleaved -- \
             --quick --rounds 7 --batch-ms 0.5"
        );
    }

    #[test]
    fn filters_are_substrings_or_globs() {
        assert!(matches("ring", "seal/16/ring"));
        assert!(!matches("ring", "seal/16/aws-lc-rs"));
        assert!(matches("seal/*/ring", "seal/16/ring"));
        assert!(matches("seal/*", "seal/16/ring"));
        assert!(!matches("seal/*", "open/16/ring"));
        assert!(matches("*ring*", "open/16/ring"));
        assert!(matches("*/16/*", "open/16/ring"));
        assert!(!matches("*/16/*", "open/1024/ring"));
        assert!(matches("*", ""));
        assert!(!matches("a*a", "a"));
    }

    #[test]
    fn filter_selection_keeps_ours() {
        let listed: Vec<(String, String)> = [
            ("seal/16", "hw-gcm/aesni_clmul"),
            ("seal/16", "ring"),
            ("seal/16", "aws-lc-rs"),
            ("open/16", "hw-gcm/aesni_clmul"),
            ("open/16", "ring"),
            ("open/16", COPY_ONLY),
        ]
        .iter()
        .map(|&(c, i)| (c.to_owned(), i.to_owned()))
        .collect();
        let sel = |p: &str| select(&listed, p);
        assert_eq!(
            sel("seal/*ring").unwrap(),
            ["seal/16/hw-gcm/aesni_clmul", "seal/16/ring"]
        );
        assert_eq!(
            sel("copy").unwrap(),
            ["open/16/hw-gcm/aesni_clmul", "open/16/copy-only"]
        );
        assert_eq!(sel("16"), None);
        assert_eq!(sel("nothing"), Some(vec![]));
    }

    #[test]
    fn flags_from_lscpu_or_cpuinfo() {
        let lscpu = "Architecture: x86_64\nFlags:  fpu sse2 aes avx2 vaes\n";
        let f = cpu_flags(Some(lscpu), None);
        assert_eq!(f[0], ("aes", Some(true)));
        assert_eq!(f[1], ("pclmulqdq", Some(false)));
        assert_eq!(f[3], ("vaes", Some(true)));
        let f = cpu_flags(None, Some("processor\t: 0\nflags\t\t: aes avx512f\n"));
        assert_eq!(f[5], ("avx512f", Some(true)));
        assert_eq!(cpu_flags(None, None)[0], ("aes", None));
    }

    fn report(rows: &[Row]) -> Report<'_> {
        Report {
            rows,
            env: Environment {
                date: "2026-01-02 03:04 UTC".to_owned(),
                cpu: "Test CPU".to_owned(),
                cpus: 2,
                flags: vec![("aes", Some(true)), ("vaes", Some(false))],
                rustc: "rustc 1.95.0".to_owned(),
                rustflags: None,
            },
            clock: Some(Clock {
                ghz: 3.6,
                method: "given".to_owned(),
            }),
            invocation: "cargo xtask bench --md".to_owned(),
            commands: vec!["cargo run --example interleaved".to_owned()],
            batch_ms: Some(2.0),
            charts: [
                "benchmarks-seal.svg".to_owned(),
                "benchmarks-open.svg".to_owned(),
            ],
        }
    }

    #[test]
    fn markdown_has_everything() {
        let rows = parse_rows(&synthetic()).unwrap();
        let md = markdown(&report(&rows));
        for needle in [
            "# AES-256-GCM benchmarks",
            "2026-01-02 03:04 UTC",
            "| CPU | Test CPU (2 logical CPUs) |",
            "aes yes, vaes no",
            "rustc 1.95.0",
            "3.60 GHz, estimated: given",
            "```sh\ncargo xtask bench --md\n# which ran: cargo run --example interleaved\n```",
            "## Seal",
            "![AES-256-GCM seal throughput against message size](benchmarks-seal.svg)",
            "## Open",
            "(benchmarks-open.svg)",
            "## Key setup, new key + seal",
            "| message | best hw-gcm, GB/s | hw-gcm/aesni_clmul | hw-gcm/vaes_avx512 | ring |",
            "| 1024 B + 13 B AAD |",
            "| seal/1024 | **hw-gcm/vaes_avx512** | 122.4 ns | 8.37 | 0.430 | 1.00 |",
            "| open/1024 | copy-only | 11.2 ns | 91.1 | 0.0395 | - |",
            "| key_setup | ring | 125.0 ns | - | 450 | 1.25 |",
            "| new_key_seal/1024 | ring | 375.0 ns | 2.73 | 1350 | 1.25 |",
        ] {
            assert!(md.contains(needle), "missing {needle:?} in\n{md}");
        }
        // Tables are well formed: every table line has the column count of its header.
        let mut cols = 0;
        for line in md.lines() {
            if line.starts_with('|') {
                let n = line.matches(" |").count();
                if cols == 0 {
                    cols = n;
                }
                assert_eq!(n, cols, "{line}");
            } else {
                cols = 0;
            }
        }
    }

    #[test]
    fn charts_have_a_line_per_implementation() {
        let rows = parse_rows(&synthetic()).unwrap();
        for op in ["seal", "open"] {
            let spec = chart(&rows, op);
            let series: Vec<&str> = spec.lines().skip(3).collect();
            assert_eq!(series.len(), 5, "{op}: {spec}");
            assert!(!spec.contains(COPY_ONLY));
            // Three sizes with empty AAD per line.
            let points: Vec<&str> = series[0].split('\t').skip(3).collect();
            assert_eq!(points.len(), 3, "{}", series[0]);
            for xy in points.iter().flat_map(|p| p.split(',')) {
                assert!(xy.parse::<f64>().unwrap().is_finite());
            }
        }
    }
}
