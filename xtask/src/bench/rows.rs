//! The example's result lines ([`Row`]), grouped by case, the numbers and cells shown for
//! them (GB/s, cycles, ratios), and the terminal tables.

use super::*;

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

pub(super) fn opt(x: Option<f64>, f: fn(f64) -> String) -> String {
    x.map_or_else(|| "-".to_owned(), f)
}

pub(super) fn fmt_ratio(x: f64) -> String {
    format!("{x:.2}")
}

/// `min / max` relative to the median, in percent.
pub(super) fn fmt_spread(r: &Row) -> String {
    format!(
        "{:+.1}% / {:+.1}%",
        (r.min_ns / r.median_ns - 1.0) * 100.0,
        (r.max_ns / r.median_ns - 1.0) * 100.0
    )
}

/// A case for people: `1024 B`, `1024 B + 13 B AAD`, `key setup`.
pub(super) fn case_label(g: &Group<'_>) -> String {
    match g.op {
        "key_setup" => "key setup".to_owned(),
        "new_key_seal" => format!("new key + seal {} B", g.bytes),
        _ if g.aad > 0 => format!("{} B + {} B AAD", g.bytes, g.aad),
        _ => format!("{} B", g.bytes),
    }
}

/// The cells of one row: implementation, median, GB/s, cycles/B (or cycles/op without bytes),
/// ratio, spread.
/// The headings of [`cells`], `cyc` naming the cycles column.
pub(super) fn columns(cyc: &str) -> [&str; 6] {
    [
        "implementation",
        "median",
        "GB/s",
        cyc,
        "ratio",
        "min / max",
    ]
}

pub(super) fn cells(g: &Group<'_>, r: &Row, ghz: Option<f64>) -> Vec<String> {
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
pub(super) fn aligned(rows: &[Vec<String>], indent: &str) -> String {
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
        let mut table = vec![columns(cyc).map(str::to_owned).to_vec()];
        table.extend(g.rows.iter().map(|r| cells(&g, r, ghz)));
        s.push_str(&aligned(&table, "  "));
        s.push('\n');
    }
    s
}
