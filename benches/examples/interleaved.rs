//! Interleaved AES-256-GCM benchmark: BENCHMARKING.md rule 1 (run ours and every peer alternately,
//! many short batches, quote medians), which criterion does not do. `cargo xtask bench` runs it
//! and turns its output into tables, a chart and docs/reports/benchmarks.md:
//!
//! ```text
//! cargo run --release --manifest-path benches/Cargo.toml --example interleaved -- \
//!     [--quick] [--rounds N] [--batch-ms X] [--only CASE/IMPL,...] [--list]
//! ```
//!
//! Output: one JSON object per line on stdout, one per (case, implementation), with the fields
//! `case`, `op`, `bytes`, `aad`, `impl`, `median_ns`, `min_ns`, `max_ns`, `rounds`, `batch`.
//! Progress goes to stderr. `--list` prints the (case, implementation) pairs without timing
//! anything (fields `case`, `op`, `bytes`, `aad`, `impl`).
//!
//! Method, per case (the first case after half a second of its entries' operations, untimed:
//! [`hw_crypto_benches::warm_up`]):
//! 1. calibration: for each entry (each implementation of [`for_each_impl`], plus `copy-only` in
//!    the open cases), the number of operations that takes about `--batch-ms` (default 2 ms;
//!    `--quick`: 1 ms), found by doubling from one operation and scaling;
//! 2. `R` rounds (default 21; `--quick`: 5): in round `r` every entry runs one batch, in rotated
//!    order (position `p` runs entry `(r + p) mod n`: A B C, B C A, C A B, ...), and the batch's
//!    mean time per operation is recorded;
//! 3. reported per entry: `median_ns` is the median of its `R` per-batch means, `min_ns` and
//!    `max_ns` their extremes. `batch` is the calibrated operations per batch.
//!
//! Each batch builds a fresh key object outside the timed region (the [`Visitor`] interface hands
//! out constructors, not objects that can be kept across visits) and runs one untimed warm-up
//! operation before the clock starts.
//!
//! The operations are those of benches/aes_gcm.rs, called the same way:
//! - `seal/<len>`: in place, detached tag, on one reusable buffer (each operation re-encrypts the
//!   previous ciphertext; the cost does not depend on the data);
//! - `open/<len>`: copy the sealed `ciphertext || tag` into a reusable buffer, then open it in
//!   place, so **every open time includes one memcpy of len + 16 bytes**; the `copy-only` entry
//!   times that copy alone;
//! - `key_setup`: a key object from 32 bytes, dropped inside the timed region (libcrux, which keeps
//!   no key schedule, has no entry);
//! - `new_key_seal/<len>`: a key object, one seal of `len` bytes, drop.
//!
//! Before anything is timed, [`guard`] checks that every implementation seals to hw-gcm's exact
//! bytes and opens them back, for every seal/open case.

use std::collections::BTreeSet;
use std::hint::black_box;
use std::time::{Duration, Instant};

use hw_crypto_benches::{cases, for_each_impl, guard_all, message, Case, Gcm, Visitor, KEY, NONCE};

/// The entry that times the copy every open includes.
const COPY_ONLY: &str = "copy-only";

/// What one operation of a benchmark does.
#[derive(Clone, Copy, Debug)]
enum Work {
    /// In-place seal with this AAD.
    Seal(&'static [u8]),
    /// Copy of the sealed message, then in-place open with this AAD.
    Open(&'static [u8]),
    /// A key object from 32 bytes, dropped.
    KeySetup,
    /// A key object, one seal of the message with empty AAD, drop.
    NewKeySeal,
}

/// One timed entry of a benchmark.
#[derive(Clone, Debug)]
enum Entry {
    /// The implementation visited at this position by [`for_each_impl`].
    Impl { index: usize, id: String },
    /// The memcpy that every open includes, alone.
    CopyOnly,
}

impl Entry {
    fn id(&self) -> &str {
        match self {
            Entry::Impl { id, .. } => id,
            Entry::CopyOnly => COPY_ONLY,
        }
    }
}

/// The buffers one benchmark works on.
struct Data {
    /// The message (seal works on it in place; new_key_seal seals it).
    buf: Vec<u8>,
    /// hw-gcm's `ciphertext || tag` of the message (open cases).
    sealed: Vec<u8>,
    /// Where open copies `sealed` before opening it in place.
    scratch: Vec<u8>,
}

/// One benchmark: a case name, the work, its buffers and the entries it times.
struct Bench {
    name: String,
    op: &'static str,
    bytes: usize,
    aad: usize,
    work: Work,
    data: Data,
    entries: Vec<Entry>,
}

/// Collects the implementations' IDs, in [`for_each_impl`] order, and whether each one expands its
/// key inside every call (then it has no `key_setup` entry).
#[derive(Default)]
struct Lister {
    impls: Vec<(String, bool)>,
}

impl Visitor for Lister {
    fn visit<T: Gcm, F: Fn(&[u8; 32]) -> T>(&mut self, id: &str, _make: F) {
        self.impls.push((id.to_owned(), T::KEY_SCHEDULE_PER_CALL));
    }
}

/// Runs one batch of the implementation at position `target` of [`for_each_impl`] and skips the
/// others: how an implementation is picked out of the visitor interface by index.
struct OneBatch<'a> {
    target: usize,
    next: usize,
    work: Work,
    iters: u64,
    data: &'a mut Data,
    elapsed: Option<Duration>,
}

impl Visitor for OneBatch<'_> {
    fn visit<T: Gcm, F: Fn(&[u8; 32]) -> T>(&mut self, _id: &str, make: F) {
        let index = self.next;
        self.next += 1;
        if index == self.target {
            self.elapsed = Some(time_batch(self.work, &make, self.iters, self.data));
        }
    }
}

/// Times `iters` operations of `work` on a key object from `make` (monomorphized per
/// implementation: no dynamic dispatch inside the timed loop). The key object is built and one
/// warm-up operation run before the clock starts.
fn time_batch<T: Gcm, F: Fn(&[u8; 32]) -> T>(
    work: Work,
    make: &F,
    iters: u64,
    data: &mut Data,
) -> Duration {
    match work {
        Work::Seal(aad) => {
            let mut imp = make(&KEY);
            let buf = &mut data.buf[..];
            black_box(imp.seal(&NONCE, aad, &mut *buf));
            let start = Instant::now();
            for _ in 0..iters {
                let tag = imp.seal(black_box(&NONCE), black_box(aad), black_box(&mut *buf));
                black_box(tag);
            }
            let elapsed = start.elapsed();
            drop(imp);
            elapsed
        }
        Work::Open(aad) => {
            let mut imp = make(&KEY);
            let sealed = &data.sealed[..];
            let scratch = &mut data.scratch[..];
            scratch.copy_from_slice(sealed);
            assert!(imp.open(&NONCE, aad, &mut *scratch), "open failed");
            let start = Instant::now();
            for _ in 0..iters {
                scratch.copy_from_slice(black_box(sealed));
                let ok = imp.open(black_box(&NONCE), black_box(aad), black_box(&mut *scratch));
                // The guard has checked this; a failure here would mean timing the reject path.
                assert!(ok, "open failed");
            }
            let elapsed = start.elapsed();
            drop(imp);
            elapsed
        }
        Work::KeySetup => {
            drop(black_box(make(black_box(&KEY))));
            let start = Instant::now();
            for _ in 0..iters {
                drop(black_box(make(black_box(&KEY))));
            }
            start.elapsed()
        }
        Work::NewKeySeal => {
            let buf = &mut data.buf[..];
            let mut warm = make(&KEY);
            black_box(warm.seal(&NONCE, &[], &mut *buf));
            drop(warm);
            let start = Instant::now();
            for _ in 0..iters {
                let mut imp = make(black_box(&KEY));
                let tag = imp.seal(black_box(&NONCE), &[], black_box(&mut *buf));
                black_box(tag);
            }
            start.elapsed()
        }
    }
}

/// Times `iters` copies of the sealed message (the part of every open that is not the open).
fn time_copy(iters: u64, data: &mut Data) -> Duration {
    let sealed = &data.sealed[..];
    let scratch = &mut data.scratch[..];
    scratch.copy_from_slice(sealed);
    let start = Instant::now();
    for _ in 0..iters {
        scratch.copy_from_slice(black_box(sealed));
        black_box(&mut *scratch);
    }
    start.elapsed()
}

/// Times one batch of `entry`.
fn run_batch(work: Work, entry: &Entry, iters: u64, data: &mut Data) -> Duration {
    match entry {
        Entry::CopyOnly => time_copy(iters, data),
        Entry::Impl { index, id } => {
            let mut v = OneBatch {
                target: *index,
                next: 0,
                work,
                iters,
                data,
                elapsed: None,
            };
            for_each_impl(&mut v);
            v.elapsed
                .unwrap_or_else(|| panic!("{id}: no implementation at position {index}"))
        }
    }
}

/// Operations per batch so that one batch takes about `target`: doubles from one operation until
/// a batch takes at least a tenth of `target` (capped at 1 ms), then scales.
fn calibrate(work: Work, entry: &Entry, target: Duration, data: &mut Data) -> u64 {
    let enough = (target / 10)
        .max(Duration::from_micros(1))
        .min(Duration::from_millis(1));
    let mut iters: u64 = 1;
    loop {
        let t = run_batch(work, entry, iters, data);
        if t >= enough || iters >= 1 << 40 {
            let per_op = t.as_secs_f64() / iters as f64;
            let n = (target.as_secs_f64() / per_op.max(1e-12)).round();
            return (n as u64).max(1);
        }
        iters *= 2;
    }
}

/// The seal, open, key-setup and new-key-seal benchmarks, in output order, each with the entries
/// that `keep` accepts (benchmarks left with none are dropped).
fn benches(impls: &[(String, bool)], keep: &dyn Fn(&str, &str) -> bool) -> Vec<Bench> {
    let all: Vec<(usize, &str, bool)> = impls
        .iter()
        .enumerate()
        .map(|(i, (id, per_call))| (i, id.as_str(), *per_call))
        .collect();
    let entries = |case: &str, copy_only: bool, skip_per_call: bool| -> Vec<Entry> {
        let mut v: Vec<Entry> = all
            .iter()
            .filter(|&&(_, id, per_call)| !(skip_per_call && per_call) && keep(case, id))
            .map(|&(index, id, _)| Entry::Impl {
                index,
                id: id.to_owned(),
            })
            .collect();
        if copy_only && keep(case, COPY_ONLY) {
            v.push(Entry::CopyOnly);
        }
        v
    };
    let seal_open = |case: &Case, op: &'static str| -> Bench {
        let name = format!("{op}/{}", case.name());
        let buf = message(case.len);
        let (work, sealed) = if op == "seal" {
            (Work::Seal(case.aad), Vec::new())
        } else {
            // Ours at its best tier; the guard checks every implementation produces these bytes.
            let mut ours =
                hw_gcm::HardwareAes256Gcm::new(&KEY).expect("hw-gcm: this CPU lacks AES-NI");
            (
                Work::Open(case.aad),
                ours.seal_to_vec(&NONCE, case.aad, &buf),
            )
        };
        let scratch = vec![0u8; sealed.len()];
        Bench {
            entries: entries(&name, op == "open", false),
            name,
            op,
            bytes: case.len,
            aad: case.aad.len(),
            work,
            data: Data {
                buf,
                sealed,
                scratch,
            },
        }
    };
    let mut v = Vec::new();
    for op in ["seal", "open"] {
        for case in cases() {
            v.push(seal_open(&case, op));
        }
    }
    v.push(Bench {
        entries: entries("key_setup", false, true),
        name: "key_setup".to_owned(),
        op: "key_setup",
        bytes: 0,
        aad: 0,
        work: Work::KeySetup,
        data: Data {
            buf: Vec::new(),
            sealed: Vec::new(),
            scratch: Vec::new(),
        },
    });
    for len in [1024usize, 4096] {
        let name = format!("new_key_seal/{len}");
        v.push(Bench {
            entries: entries(&name, false, false),
            name,
            op: "new_key_seal",
            bytes: len,
            aad: 0,
            work: Work::NewKeySeal,
            data: Data {
                buf: message(len),
                sealed: Vec::new(),
                scratch: Vec::new(),
            },
        });
    }
    v.retain(|b| !b.entries.is_empty());
    v
}

/// Median of `v` (sorted in place): the middle value, or the mean of the two middle values.
fn median(v: &mut [f64]) -> f64 {
    v.sort_by(f64::total_cmp);
    let n = v.len();
    if n % 2 == 1 {
        v[n / 2]
    } else {
        (v[n / 2 - 1] + v[n / 2]) / 2.0
    }
}

/// `s` as a JSON string literal.
fn json_str(s: &str) -> String {
    let mut out = String::with_capacity(s.len() + 2);
    out.push('"');
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            c if (c as u32) < 0x20 => out.push_str(&format!("\\u{:04x}", c as u32)),
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

/// The first fields of every output line.
fn head(b: &Bench, id: &str) -> String {
    format!(
        "\"case\":{},\"op\":{},\"bytes\":{},\"aad\":{},\"impl\":{}",
        json_str(&b.name),
        json_str(b.op),
        b.bytes,
        b.aad,
        json_str(id)
    )
}

/// Command-line options.
struct Options {
    rounds: usize,
    batch: Duration,
    only: Option<BTreeSet<String>>,
    list: bool,
}

const USAGE: &str = "usage: interleaved [--quick] [--rounds N] [--batch-ms X] \
                     [--only CASE/IMPL,...] [--list]";

/// Reports a usage error and exits with status 2.
fn fail(msg: String) -> ! {
    eprintln!("interleaved: {msg}\n{USAGE}");
    std::process::exit(2)
}

fn parse_args() -> Options {
    let mut o = Options {
        rounds: 21,
        batch: Duration::from_millis(2),
        only: None,
        list: false,
    };
    let mut rounds = None;
    let mut batch_ms = None;
    let mut args = std::env::args().skip(1);
    while let Some(a) = args.next() {
        let mut value = |name: &str| {
            args.next()
                .unwrap_or_else(|| fail(format!("{name} needs a value")))
        };
        match a.as_str() {
            "--quick" => {
                o.rounds = 5;
                o.batch = Duration::from_millis(1);
            }
            "--rounds" => {
                let v = value("--rounds");
                rounds = Some(
                    v.parse::<usize>()
                        .ok()
                        .filter(|&r| r >= 1)
                        .unwrap_or_else(|| fail(format!("bad --rounds `{v}`"))),
                );
            }
            "--batch-ms" => {
                let v = value("--batch-ms");
                batch_ms = Some(
                    v.parse::<f64>()
                        .ok()
                        .filter(|&x| x.is_finite() && x > 0.0 && x <= 10_000.0)
                        .unwrap_or_else(|| fail(format!("bad --batch-ms `{v}`"))),
                );
            }
            "--only" => {
                let v = value("--only");
                o.only = Some(
                    v.split(',')
                        .filter(|s| !s.is_empty())
                        .map(str::to_owned)
                        .collect(),
                );
            }
            "--list" => o.list = true,
            // `cargo bench`-style harness flags that cargo may pass; nothing to do.
            "--bench" => {}
            "-h" | "--help" => {
                println!("{USAGE}");
                std::process::exit(0)
            }
            other => fail(format!("unknown argument `{other}`")),
        }
    }
    if let Some(r) = rounds {
        o.rounds = r;
    }
    if let Some(ms) = batch_ms {
        o.batch = Duration::from_secs_f64(ms / 1e3);
    }
    o
}

fn main() {
    let opts = parse_args();
    let mut lister = Lister::default();
    for_each_impl(&mut lister);
    let keep = |case: &str, id: &str| {
        opts.only
            .as_ref()
            .is_none_or(|set| set.contains(&format!("{case}/{id}")))
    };
    let mut benches = benches(&lister.impls, &keep);

    if opts.list {
        for b in &benches {
            for e in &b.entries {
                println!("{{{}}}", head(b, e.id()));
            }
        }
        return;
    }
    if benches.is_empty() {
        eprintln!("interleaved: nothing selected (see --list)");
        std::process::exit(1);
    }

    // Before any timing: a broken peer setup panics here instead of producing numbers.
    guard_all();
    let n_entries: usize = benches.iter().map(|b| b.entries.len()).sum();
    eprintln!(
        "interleaved: {} benchmarks, {n_entries} entries, {} rounds of ~{:.2} ms batches",
        benches.len(),
        opts.rounds,
        opts.batch.as_secs_f64() * 1e3
    );

    for b in &mut benches {
        hw_crypto_benches::warm_up(|| {
            for e in &b.entries {
                run_batch(b.work, e, 64, &mut b.data);
            }
        });
        let iters: Vec<u64> = b
            .entries
            .iter()
            .map(|e| calibrate(b.work, e, opts.batch, &mut b.data))
            .collect();
        let n = b.entries.len();
        let mut per_round: Vec<Vec<f64>> = vec![Vec::with_capacity(opts.rounds); n];
        for r in 0..opts.rounds {
            for p in 0..n {
                let i = (r + p) % n;
                let t = run_batch(b.work, &b.entries[i], iters[i], &mut b.data);
                per_round[i].push(t.as_secs_f64() * 1e9 / iters[i] as f64);
            }
        }
        for (i, e) in b.entries.iter().enumerate() {
            let v = &mut per_round[i];
            let med = median(v);
            println!(
                "{{{},\"median_ns\":{med:.3},\"min_ns\":{:.3},\"max_ns\":{:.3},\"rounds\":{},\"batch\":{}}}",
                head(b, e.id()),
                v[0],
                v[v.len() - 1],
                opts.rounds,
                iters[i]
            );
        }
        eprintln!("  {} done ({n} entries)", b.name);
    }
}
