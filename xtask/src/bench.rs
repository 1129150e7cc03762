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
use crate::json::{self, Fields as _, Object};
use crate::svg::{self, Series};

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

// --- results ------------------------------------------------------------------------------------

/// One (case, implementation) result line of the example.
#[derive(Clone, Debug, PartialEq)]
pub struct Row {
    /// `seal/1024`, `open/1024_aad13`, `key_setup`, `new_key_seal/4096`, ...
    pub case: String,
    /// `seal`, `open`, `key_setup` or `new_key_seal`.
    pub op: String,
    /// Message bytes per operation (0 for key setup).
    pub bytes: u64,
    /// AAD bytes per operation.
    pub aad: u64,
    /// The implementation (`hw-gcm/<tier>`, `ring`, ..., or `copy-only`).
    pub imp: String,
    /// Median over rounds of the per-batch mean time per operation, ns.
    pub median_ns: f64,
    /// Fastest round, ns per operation.
    pub min_ns: f64,
    /// Slowest round, ns per operation.
    pub max_ns: f64,
    /// Rounds measured.
    pub rounds: u64,
}

impl Row {
    fn from_object(o: &Object) -> Result<Row, String> {
        let case = o.str("case")?.to_owned();
        let op = match o.str("op") {
            Ok(op) => op.to_owned(),
            Err(_) => case.split('/').next().unwrap_or_default().to_owned(),
        };
        let row = Row {
            op,
            bytes: o.uint("bytes")?,
            aad: if o.get("aad").is_some() {
                o.uint("aad")?
            } else {
                0
            },
            imp: o.str("impl")?.to_owned(),
            median_ns: o.num("median_ns")?,
            min_ns: o.num("min_ns")?,
            max_ns: o.num("max_ns")?,
            rounds: o.uint("rounds")?,
            case,
        };
        for (name, x) in [
            ("median_ns", row.median_ns),
            ("min_ns", row.min_ns),
            ("max_ns", row.max_ns),
        ] {
            if !(x.is_finite() && x > 0.0) {
                return Err(format!("`{name}` must be a positive number, not {x}"));
            }
        }
        Ok(row)
    }
}

/// Parses the example's output: one JSON object per line; blank lines and lines starting with `#`
/// are skipped. Every (case, implementation) may appear once.
pub fn parse_rows(text: &str) -> Result<Vec<Row>, String> {
    let mut rows: Vec<Row> = Vec::new();
    let mut seen = BTreeSet::new();
    for (n, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let row = json::parse_object(line)
            .and_then(|o| Row::from_object(&o))
            .map_err(|e| format!("line {}: {e}", n + 1))?;
        if !seen.insert((row.case.clone(), row.imp.clone())) {
            return Err(format!(
                "line {}: {} / {} appears twice",
                n + 1,
                row.case,
                row.imp
            ));
        }
        rows.push(row);
    }
    Ok(rows)
}

/// Whether `imp` is one of ours.
pub fn is_ours(imp: &str) -> bool {
    imp == "hw-gcm" || imp.starts_with("hw-gcm/")
}

/// Whether `imp` is a reference entry rather than an implementation (no ratio, not charted).
pub fn is_reference(imp: &str) -> bool {
    imp == COPY_ONLY
}

/// Throughput in GB/s (1e9 bytes/s) of `bytes` in `ns`; `None` without bytes.
pub fn gb_per_s(bytes: u64, ns: f64) -> Option<f64> {
    (bytes > 0 && ns > 0.0).then(|| bytes as f64 / ns)
}

/// Core cycles per byte of `bytes` in `ns` at `ghz`; `None` without bytes.
pub fn cycles_per_byte(bytes: u64, ns: f64, ghz: f64) -> Option<f64> {
    (bytes > 0).then(|| ns * ghz / bytes as f64)
}

/// Core cycles of `ns` at `ghz`.
pub fn cycles(ns: f64, ghz: f64) -> f64 {
    ns * ghz
}

/// Time of an entry over the time of ours: above 1 means ours is faster.
pub fn ratio(ns: f64, ours_ns: f64) -> f64 {
    ns / ours_ns
}

/// All rows of one case, in output order, with ours' best time.
#[derive(Debug)]
pub struct Group<'a> {
    /// The case name.
    pub case: &'a str,
    /// The operation.
    pub op: &'a str,
    /// Message bytes.
    pub bytes: u64,
    /// AAD bytes.
    pub aad: u64,
    /// The rows.
    pub rows: Vec<&'a Row>,
    /// The fastest `hw-gcm/*` row, the reference of the ratios.
    pub ours: Option<&'a Row>,
}

/// `rows` grouped by case, in order of first appearance.
pub fn groups(rows: &[Row]) -> Vec<Group<'_>> {
    let mut out: Vec<Group<'_>> = Vec::new();
    for r in rows {
        match out.iter_mut().find(|g| g.case == r.case) {
            Some(g) => g.rows.push(r),
            None => out.push(Group {
                case: &r.case,
                op: &r.op,
                bytes: r.bytes,
                aad: r.aad,
                rows: vec![r],
                ours: None,
            }),
        }
    }
    for g in &mut out {
        g.ours = g
            .rows
            .iter()
            .copied()
            .filter(|r| is_ours(&r.imp))
            .min_by(|a, b| a.median_ns.total_cmp(&b.median_ns));
    }
    out
}

impl Group<'_> {
    /// The ratio of `row` to ours (none for reference rows or when ours did not run).
    pub fn ratio(&self, row: &Row) -> Option<f64> {
        let ours = self.ours?;
        (!is_reference(&row.imp)).then(|| ratio(row.median_ns, ours.median_ns))
    }
}

// --- formatting ---------------------------------------------------------------------------------

/// A time per operation with a unit that keeps 3-4 significant digits.
pub fn fmt_time(ns: f64) -> String {
    if ns < 1e3 {
        format!("{ns:.1} ns")
    } else if ns < 1e6 {
        format!("{:.2} µs", ns / 1e3)
    } else {
        format!("{:.3} ms", ns / 1e6)
    }
}

/// About three significant digits.
pub fn sig3(x: f64) -> String {
    let a = x.abs();
    if a >= 100.0 {
        format!("{x:.0}")
    } else if a >= 10.0 {
        format!("{x:.1}")
    } else if a >= 1.0 {
        format!("{x:.2}")
    } else if a >= 0.1 {
        format!("{x:.3}")
    } else {
        format!("{x:.4}")
    }
}

fn opt(x: Option<f64>, f: fn(f64) -> String) -> String {
    x.map_or_else(|| "-".to_owned(), f)
}

fn fmt_ratio(x: f64) -> String {
    format!("{x:.2}")
}

/// `min / max` relative to the median, in percent.
fn fmt_spread(r: &Row) -> String {
    format!(
        "{:+.1}% / {:+.1}%",
        (r.min_ns / r.median_ns - 1.0) * 100.0,
        (r.max_ns / r.median_ns - 1.0) * 100.0
    )
}

/// A case for people: `1024 B`, `1024 B + 13 B AAD`, `key setup`.
fn case_label(g: &Group<'_>) -> String {
    match g.op {
        "key_setup" => "key setup".to_owned(),
        "new_key_seal" => format!("new key + seal {} B", g.bytes),
        _ if g.aad > 0 => format!("{} B + {} B AAD", g.bytes, g.aad),
        _ => format!("{} B", g.bytes),
    }
}

/// The cells of one row: implementation, median, GB/s, cycles/B (or cycles/op without bytes),
/// ratio, spread.
fn cells(g: &Group<'_>, r: &Row, ghz: Option<f64>) -> Vec<String> {
    let cyc = match ghz {
        Some(ghz) if g.bytes > 0 => opt(cycles_per_byte(g.bytes, r.median_ns, ghz), sig3),
        Some(ghz) => format!("{:.0}", cycles(r.median_ns, ghz)),
        None => "-".to_owned(),
    };
    vec![
        r.imp.clone(),
        fmt_time(r.median_ns),
        opt(gb_per_s(g.bytes, r.median_ns), sig3),
        cyc,
        opt(g.ratio(r), fmt_ratio),
        fmt_spread(r),
    ]
}

/// Columns padded to their widest cell: the first left-aligned, the others right-aligned.
fn aligned(rows: &[Vec<String>], indent: &str) -> String {
    let n = rows.iter().map(Vec::len).max().unwrap_or(0);
    let width = |i: usize| {
        rows.iter()
            .filter_map(|r| r.get(i))
            .map(|c| c.chars().count())
            .max()
            .unwrap_or(0)
    };
    let widths: Vec<usize> = (0..n).map(width).collect();
    let mut s = String::new();
    for r in rows {
        let mut line = indent.to_owned();
        for (i, c) in r.iter().enumerate() {
            let pad = widths[i] - c.chars().count();
            if i == 0 {
                line.push_str(c);
                line.push_str(&" ".repeat(pad));
            } else {
                line.push_str("  ");
                line.push_str(&" ".repeat(pad));
                line.push_str(c);
            }
        }
        s.push_str(line.trim_end());
        s.push('\n');
    }
    s
}

/// The terminal report: one table per case.
pub fn text_report(rows: &[Row], ghz: Option<f64>) -> String {
    let mut s = String::new();
    for g in groups(rows) {
        let reference = match g.ours {
            Some(o) => format!("ratio = time / {} (> 1: hw-gcm faster)", o.imp),
            None => "no hw-gcm entry, so no ratio".to_owned(),
        };
        let _ = writeln!(
            s,
            "{}  ({}, {} rounds; {reference})",
            g.case,
            case_label(&g),
            g.rows.iter().map(|r| r.rounds).max().unwrap_or(0)
        );
        let cyc = if g.bytes > 0 { "cycles/B" } else { "cycles" };
        let mut table = vec![[
            "implementation",
            "median",
            "GB/s",
            cyc,
            "ratio",
            "min / max",
        ]
        .map(str::to_owned)
        .to_vec()];
        table.extend(g.rows.iter().map(|r| cells(&g, r, ghz)));
        s.push_str(&aligned(&table, "  "));
        s.push('\n');
    }
    s
}

// --- markdown -----------------------------------------------------------------------------------

/// What the machine and toolchain were.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Environment {
    /// `2024-05-01 12:34 UTC`.
    pub date: String,
    /// `model name` from /proc/cpuinfo.
    pub cpu: String,
    /// Logical CPUs available.
    pub cpus: usize,
    /// The flags of interest and whether the CPU has them (`None`: unknown).
    pub flags: Vec<(&'static str, Option<bool>)>,
    /// `rustc -V`.
    pub rustc: String,
    /// `RUSTFLAGS`, if set.
    pub rustflags: Option<String>,
}

/// CPU flags that decide which kernels can run.
const FLAGS: [&str; 6] = ["aes", "pclmulqdq", "avx2", "vaes", "vpclmulqdq", "avx512f"];

/// Everything the markdown report shows.
#[derive(Clone, Debug)]
pub struct Report<'a> {
    /// The results.
    pub rows: &'a [Row],
    /// The machine.
    pub env: Environment,
    /// The core clock, if known.
    pub clock: Option<Clock>,
    /// `cargo xtask bench ...` as invoked.
    pub invocation: String,
    /// The commands xtask ran to get the results.
    pub commands: Vec<String>,
    /// Target batch length in ms, if known.
    pub batch_ms: Option<f64>,
    /// File names of the seal and open charts, relative to the markdown.
    pub charts: [String; 2],
}

/// Markdown table row.
fn md_row<S: AsRef<str>>(cells: &[S]) -> String {
    let mut s = String::from("|");
    for c in cells {
        s.push(' ');
        s.push_str(&c.as_ref().replace('|', "\\|"));
        s.push_str(" |");
    }
    s.push('\n');
    s
}

/// Markdown table header: first column left-aligned, the others right-aligned.
fn md_head(cells: &[&str]) -> String {
    let mut s = md_row(cells);
    s.push('|');
    for i in 0..cells.len() {
        s.push_str(if i == 0 { " :--- |" } else { " ---: |" });
    }
    s.push('\n');
    s
}

/// Implementations in order of first appearance, reference entries left out.
fn implementations<'a>(groups: &[&Group<'a>]) -> Vec<&'a str> {
    let mut v: Vec<&str> = Vec::new();
    for g in groups {
        for r in &g.rows {
            if !is_reference(&r.imp) && !v.contains(&r.imp.as_str()) {
                v.push(&r.imp);
            }
        }
    }
    v
}

/// The ratio matrix of one section: a row per case, best hw-gcm's GB/s, then each
/// implementation's ratio.
fn md_summary(groups: &[&Group<'_>]) -> String {
    let imps = implementations(groups);
    let mut head = vec!["message", "best hw-gcm, GB/s"];
    head.extend(imps.iter().copied());
    let mut s = md_head(&head);
    for g in groups {
        let best = match g.ours {
            Some(o) => format!(
                "{} ({})",
                opt(gb_per_s(g.bytes, o.median_ns), sig3),
                o.imp.trim_start_matches("hw-gcm/")
            ),
            None => "-".to_owned(),
        };
        let mut cells = vec![case_label(g), best];
        for imp in &imps {
            let cell = match g.rows.iter().find(|r| r.imp == *imp) {
                Some(r) => match g.ratio(r) {
                    Some(x) if g.ours.is_some_and(|o| o.imp == r.imp) => {
                        format!("**{}**", fmt_ratio(x))
                    }
                    Some(x) => fmt_ratio(x),
                    None => "-".to_owned(),
                },
                None => "".to_owned(),
            };
            cells.push(cell);
        }
        s.push_str(&md_row(&cells));
    }
    s
}

/// Every row of one section.
fn md_details(groups: &[&Group<'_>], ghz: Option<f64>) -> String {
    let per_op = groups.iter().any(|g| g.bytes == 0);
    let cyc = if per_op { "cycles/op" } else { "cycles/B" };
    let mut s = md_head(&[
        "case",
        "implementation",
        "median",
        "GB/s",
        cyc,
        "ratio",
        "min / max",
    ]);
    for g in groups {
        for r in &g.rows {
            let mut c = cells(g, r, ghz);
            if per_op && g.bytes > 0 {
                c[3] = ghz.map_or_else(
                    || "-".to_owned(),
                    |f| format!("{:.0}", cycles(r.median_ns, f)),
                );
            }
            if g.ours.is_some_and(|o| o.imp == r.imp) {
                c[0] = format!("**{}**", c[0]);
            }
            let mut line = vec![g.case.to_owned()];
            line.extend(c);
            s.push_str(&md_row(&line));
        }
    }
    s
}

/// The throughput chart of `op` (empty AAD): one series per implementation.
pub fn chart(rows: &[Row], op: &str) -> String {
    let gs = groups(rows);
    let gs: Vec<&Group<'_>> = gs
        .iter()
        .filter(|g| g.op == op && g.aad == 0 && g.bytes > 0)
        .collect();
    let series: Vec<Series> = implementations(&gs)
        .into_iter()
        .map(|imp| Series {
            name: imp.to_owned(),
            points: gs
                .iter()
                .filter_map(|g| {
                    let r = g.rows.iter().find(|r| r.imp == imp)?;
                    Some((g.bytes as f64, gb_per_s(g.bytes, r.median_ns)?))
                })
                .collect(),
            emphasis: is_ours(imp),
        })
        .collect();
    let what = if op == "open" {
        "open (includes one memcpy)"
    } else {
        op
    };
    svg::line_chart(
        &format!("AES-256-GCM {what}: throughput, higher is better"),
        "message size (bytes, log scale), empty AAD",
        "GB/s (1e9 bytes/s), median",
        &series,
    )
}

/// docs/reports/benchmarks.md.
pub fn markdown(rep: &Report<'_>) -> String {
    let ghz = rep.clock.as_ref().map(|c| c.ghz);
    let gs = groups(rep.rows);
    let rounds = rep.rows.iter().map(|r| r.rounds).max().unwrap_or(0);
    let mut s = String::new();
    let _ = writeln!(s, "# AES-256-GCM benchmarks\n");
    let _ = writeln!(
        s,
        "Generated by `{}` on {}. hw-gcm (ours, one row per tier this CPU runs) against \
         ring, aws-lc-rs, RustCrypto aes-gcm 0.11 and 0.10, hardware-rust-crypto 1.0.1 and \
         libcrux-aesgcm, all measured in the same run, interleaved (BENCHMARKING.md).\n",
        rep.invocation, rep.env.date
    );
    let _ = writeln!(s, "## Setup\n");
    let flags: Vec<String> = rep
        .env
        .flags
        .iter()
        .map(|(f, has)| {
            format!(
                "{f} {}",
                match has {
                    Some(true) => "yes",
                    Some(false) => "no",
                    None => "?",
                }
            )
        })
        .collect();
    let clock = match &rep.clock {
        Some(c) => format!("{:.2} GHz, estimated: {}", c.ghz, c.method),
        None => "unknown (no estimate on this architecture): no cycles columns".to_owned(),
    };
    let batch = rep
        .batch_ms
        .map_or_else(|| "a few ms".to_owned(), |ms| format!("~{ms} ms"));
    let _ = writeln!(
        s,
        "| | |\n| :--- | :--- |\n{}{}{}{}{}{}",
        md_row(&[
            "CPU",
            &format!("{} ({} logical CPUs)", rep.env.cpu, rep.env.cpus)
        ]),
        md_row(&["CPU flags (lscpu)", &flags.join(", ")]),
        md_row(&["Compiler", &rep.env.rustc]),
        md_row(&[
            "Build",
            &match rep.env.rustflags.as_deref() {
                None => "release profile, RUSTFLAGS not set (no `target-cpu=native`: every \
                         implementation selects its code at run time)"
                    .to_owned(),
                Some(f) if f.contains("target-cpu") => format!(
                    "release profile, RUSTFLAGS `{f}`: **not the headline build** \
                     (BENCHMARKING.md rule 2)"
                ),
                Some(f) => format!("release profile, RUSTFLAGS `{f}`"),
            }
        ]),
        md_row(&["Core clock", &clock]),
        md_row(&[
            "Method",
            &format!(
                "per case, each entry's batch is calibrated to {batch}; then {rounds} rounds, each \
                 running every entry once in rotated order (A B C, B C A, C A B, ...). **median** \
                 is the median over rounds of each batch's mean time per operation; min / max are \
                 the fastest and slowest rounds relative to it. **ratio** = entry's median / the \
                 best hw-gcm median of the same case: above 1 means hw-gcm is faster. GB/s is \
                 1e9 bytes/s of message; cycles are core cycles at the clock above"
            )
        ]),
    );
    let _ = writeln!(s, "Commands:\n\n```sh\n{}", rep.invocation);
    for c in &rep.commands {
        let _ = writeln!(s, "# which ran: {c}");
    }
    let _ = writeln!(s, "```\n");

    let section = |op: &str| -> Vec<&Group<'_>> { gs.iter().filter(|g| g.op == op).collect() };
    let (seal, open) = (section("seal"), section("open"));
    let other: Vec<&Group<'_>> = gs
        .iter()
        .filter(|g| g.op != "seal" && g.op != "open")
        .collect();
    let titled = [
        ("Seal", "seal", &seal, &rep.charts[0]),
        ("Open", "open", &open, &rep.charts[1]),
    ];
    for (title, op, groups, chart) in titled {
        if groups.is_empty() {
            continue;
        }
        let _ = writeln!(s, "## {title}\n");
        let _ = writeln!(
            s,
            "![AES-256-GCM {op} throughput against message size]({chart})\n"
        );
        if op == "open" {
            let _ = writeln!(
                s,
                "Every open time includes one memcpy of the message and tag into the buffer that \
                 is opened in place (in-place open overwrites its input); the `{COPY_ONLY}` row \
                 times that copy alone.\n"
            );
        }
        let _ = writeln!(
            s,
            "Ratio = time / best hw-gcm time (above 1: hw-gcm is faster):\n"
        );
        s.push_str(&md_summary(groups));
        let _ = writeln!(s, "\nAll entries:\n");
        s.push_str(&md_details(groups, ghz));
        s.push('\n');
    }
    if !other.is_empty() {
        let _ = writeln!(s, "## Key setup, new key + seal\n");
        let _ = writeln!(
            s,
            "`key_setup`: a key object from 32 bytes, dropped (libcrux keeps no key schedule, so \
             it has no row). `new_key_seal/<n>`: a key object, one seal of n bytes, drop.\n"
        );
        s.push_str(&md_details(&other, ghz));
        s.push('\n');
    }
    s
}

// --- environment --------------------------------------------------------------------------------

/// Days since 1970-01-01 to (year, month, day), proleptic Gregorian (H. Hinnant's algorithm).
pub fn civil_from_days(days: i64) -> (i64, u32, u32) {
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = (doy - (153 * mp + 2) / 5 + 1) as u32;
    let m = if mp < 10 { mp + 3 } else { mp - 9 } as u32;
    (yoe + era * 400 + i64::from(m <= 2), m, d)
}

/// Unix time as `YYYY-MM-DD HH:MM UTC`.
pub fn utc(secs: u64) -> String {
    let (y, m, d) = civil_from_days((secs / 86_400) as i64);
    let t = secs % 86_400;
    format!(
        "{y:04}-{m:02}-{d:02} {:02}:{:02} UTC",
        t / 3600,
        t / 60 % 60
    )
}

/// Output of a command, trimmed, if it ran and succeeded.
fn output_of(program: &str, args: &[&str]) -> Option<String> {
    let out = Command::new(program)
        .args(args)
        .stdin(Stdio::null())
        .stderr(Stdio::null())
        .output()
        .ok()?;
    out.status
        .success()
        .then(|| String::from_utf8_lossy(&out.stdout).trim().to_owned())
}

/// The `Flags:` of `lscpu` (or `flags` of /proc/cpuinfo): which of [`FLAGS`] the CPU has.
fn cpu_flags(lscpu: Option<&str>, cpuinfo: Option<&str>) -> Vec<(&'static str, Option<bool>)> {
    let line = |text: Option<&str>, key: &str| -> Option<String> {
        text?.lines().find_map(|l| {
            let (k, v) = l.split_once(':')?;
            (k.trim() == key).then(|| v.to_owned())
        })
    };
    let flags = line(lscpu, "Flags").or_else(|| line(cpuinfo, "flags"));
    FLAGS
        .iter()
        .map(|&f| {
            (
                f,
                flags.as_ref().map(|l| l.split_whitespace().any(|x| x == f)),
            )
        })
        .collect()
}

fn environment(root: &Path) -> Environment {
    let cpuinfo = std::fs::read_to_string("/proc/cpuinfo").ok();
    let cpu = cpuinfo
        .as_deref()
        .and_then(|t| {
            t.lines().find_map(|l| {
                let (k, v) = l.split_once(':')?;
                (k.trim() == "model name").then(|| v.trim().to_owned())
            })
        })
        .unwrap_or_else(|| "unknown CPU".to_owned());
    let lscpu = output_of("lscpu", &[]);
    let rustc = Command::new("rustc")
        .arg("-V")
        .current_dir(root)
        .output()
        .ok()
        .filter(|o| o.status.success())
        .map(|o| String::from_utf8_lossy(&o.stdout).trim().to_owned())
        .unwrap_or_else(|| "unknown rustc".to_owned());
    let secs = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs());
    Environment {
        date: utc(secs),
        cpu,
        cpus: std::thread::available_parallelism().map_or(0, |n| n.get()),
        flags: cpu_flags(lscpu.as_deref(), cpuinfo.as_deref()),
        rustc,
        rustflags: std::env::var("RUSTFLAGS")
            .ok()
            .filter(|f| !f.trim().is_empty()),
    }
}

// --- driver -------------------------------------------------------------------------------------

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
        let mut files = vec![(md_out.clone(), md)];
        for (name, op) in charts.iter().zip(["seal", "open"]) {
            // The markdown has no section, so no chart, for an operation that did not run.
            if rows.iter().any(|r| r.op == op) {
                files.push((md_out.with_file_name(name), chart(&rows, op)));
            }
        }
        for (path, text) in files {
            std::fs::write(&path, text).map_err(|e| format!("{}: {e}", path.display()))?;
            wrote.push(path);
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
            let svg = chart(&rows, op);
            assert_eq!(svg.matches("<polyline").count(), 5, "{op}");
            assert!(!svg.contains(COPY_ONLY));
            // Three sizes with empty AAD per line.
            let first = svg.split("points=\"").nth(1).unwrap();
            let pts = &first[..first.find('"').unwrap()];
            assert_eq!(pts.split(' ').count(), 3);
            for xy in pts.split([' ', ',']) {
                assert!(xy.parse::<f64>().unwrap().is_finite());
            }
        }
    }
}
