//! docs/reports/benchmarks.md and its SVG charts.

use super::*;

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
pub(super) const FLAGS: [&str; 6] = ["aes", "pclmulqdq", "avx2", "vaes", "vpclmulqdq", "avx512f"];

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
pub(super) fn md_row<S: AsRef<str>>(cells: &[S]) -> String {
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
pub(super) fn md_head(cells: &[&str]) -> String {
    let mut s = md_row(cells);
    s.push('|');
    for i in 0..cells.len() {
        s.push_str(if i == 0 { " :--- |" } else { " ---: |" });
    }
    s.push('\n');
    s
}

/// Implementations in order of first appearance, reference entries left out.
pub(super) fn implementations<'a>(groups: &[&Group<'a>]) -> Vec<&'a str> {
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
pub(super) fn md_summary(groups: &[&Group<'_>]) -> String {
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
pub(super) fn md_details(groups: &[&Group<'_>], ghz: Option<f64>) -> String {
    let per_op = groups.iter().any(|g| g.bytes == 0);
    let cyc = if per_op { "cycles/op" } else { "cycles/B" };
    let mut s = md_head(&[&["case"][..], &columns(cyc)].concat());
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

/// The throughput chart of `op` (empty AAD), as the spec the benches' `chart` example draws
/// (`hw_crypto_benches::svg::parse_spec`): title, axis labels, one series per implementation
/// with its (bytes, GB/s) points.
pub fn chart(rows: &[Row], op: &str) -> String {
    let gs = groups(rows);
    let gs: Vec<&Group<'_>> = gs
        .iter()
        .filter(|g| g.op == op && g.aad == 0 && g.bytes > 0)
        .collect();
    let what = if op == "open" {
        "open (includes one memcpy)"
    } else {
        op
    };
    let mut spec = format!(
        "AES-256-GCM {what}: throughput, higher is better\n\
         message size (bytes, log scale), empty AAD\n\
         GB/s (1e9 bytes/s), median\n"
    );
    for imp in implementations(&gs) {
        let _ = write!(spec, "series\t{imp}\t{}", u8::from(is_ours(imp)));
        for g in &gs {
            let Some(r) = g.rows.iter().find(|r| r.imp == imp) else {
                continue;
            };
            if let Some(y) = gb_per_s(g.bytes, r.median_ns) {
                let _ = write!(spec, "\t{},{y}", g.bytes);
            }
        }
        spec.push('\n');
    }
    spec
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
         ring, aws-lc-rs, RustCrypto aes-gcm 0.11 and 0.10, hardware-rust-crypto 1.0.1, \
         libcrux-aesgcm and rscrypto 0.9, all measured in the same run, interleaved \
         (BENCHMARKING.md).\n",
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
