//! Interleaved XAES-256-GCM benchmark: hw-xaes (every tier this CPU has, and KC-XAES on the best)
//! against RustCrypto `xaes-256-gcm` 0.1, with hw-gcm's AES-256-GCM (best tier) as the reference
//! twice: with a prepared key, and preparing a new key for every message.
//!
//! ```text
//! cargo run --release --manifest-path benches/Cargo.toml --example xaes -- [--quick] [--md PATH]
//! ```
//!
//! Method (BENCHMARKING.md rule 1, as `gcm_siv.rs`): per case, each entry's batch size is
//! calibrated to about 2 ms; then 21 rounds (`--quick`: 5) in which every entry runs one batch,
//! in rotated order; an entry's figure is the median of its per-batch mean times. `seal <len>`
//! seals in place with a detached tag under a fixed 24-byte nonce (12 bytes for GCM), the tag
//! returned by value (nothing is allocated in the timed loop);
//! `open <len>` copies the sealed message into a buffer and opens it in place (the memcpy is in
//! every entry's time). Before timing, RustCrypto must produce hw-xaes's exact bytes for every
//! case. Output: a markdown report on stdout (and in PATH with `--md`), headed by the CPU and
//! the command, then the goal checks computed from the same run.

use std::fmt::Write as _;
use std::hint::black_box;

use hw_crypto_benches::{
    cases, cpu_name, fmt_ns, interleave, message, timed, Case, ReportArgs, Runner, KEY, NONCE,
};
use xaes_256_gcm::aead::{AeadInOut, KeyInit};

const XNONCE: [u8; 24] = *b"ABCDEFGHIJKLMNOPQRSTUVWX";

#[derive(Clone, Copy)]
enum Op {
    Seal(Case),
    Open(Case),
}

/// A detached tag (16 or 48 bytes) returned by value, so the timed loop allocates nothing.
#[derive(PartialEq)]
struct Tag([u8; 48], usize);

impl Tag {
    fn new(t: &[u8]) -> Self {
        let mut b = [0u8; 48];
        b[..t.len()].copy_from_slice(t);
        Tag(b, t.len())
    }
}

impl std::ops::Deref for Tag {
    type Target = [u8];
    fn deref(&self) -> &[u8] {
        &self.0[..self.1]
    }
}

/// One implementation: seal in place returning the tag, open in place (tag after the text).
trait Aead {
    fn seal(&self, aad: &[u8], buf: &mut [u8]) -> Tag;
    fn open(&self, aad: &[u8], buf: &mut [u8], tag: &[u8]) -> bool;
}

/// hw-xaes's two ciphers share their method shapes (16- and 48-byte tags).
macro_rules! hw_xaes_aead {
    ($($t:ty),*) => {$(
        impl Aead for $t {
            fn seal(&self, aad: &[u8], buf: &mut [u8]) -> Tag {
                Tag::new(&self.seal_in_place_detached(&XNONCE, aad, buf).unwrap())
            }
            fn open(&self, aad: &[u8], buf: &mut [u8], tag: &[u8]) -> bool {
                self.open_in_place_detached(&XNONCE, aad, buf, tag.try_into().unwrap())
                    .is_ok()
            }
        }
    )*};
}
hw_xaes_aead!(hw_xaes::Xaes256Gcm, hw_xaes::Xaes256GcmKc);

impl Aead for xaes_256_gcm::Xaes256Gcm {
    fn seal(&self, aad: &[u8], buf: &mut [u8]) -> Tag {
        Tag::new(
            &self
                .encrypt_inout_detached((&XNONCE).into(), aad, buf.into())
                .unwrap(),
        )
    }
    fn open(&self, aad: &[u8], buf: &mut [u8], tag: &[u8]) -> bool {
        self.decrypt_inout_detached(
            (&XNONCE).into(),
            aad,
            buf.into(),
            <&[u8; 16]>::try_from(tag).unwrap().into(),
        )
        .is_ok()
    }
}

impl Aead for hw_gcm::HardwareAes256Gcm {
    fn seal(&self, aad: &[u8], buf: &mut [u8]) -> Tag {
        Tag::new(&self.seal_in_place_detached(&NONCE, aad, buf).unwrap())
    }
    fn open(&self, aad: &[u8], buf: &mut [u8], tag: &[u8]) -> bool {
        self.open_in_place_detached(&NONCE, aad, buf, tag.try_into().unwrap())
            .is_ok()
    }
}

/// AES-256-GCM that prepares its key for every message: what XAES's derivation replaces.
struct GcmNewKey;

impl Aead for GcmNewKey {
    fn seal(&self, aad: &[u8], buf: &mut [u8]) -> Tag {
        hw_gcm::HardwareAes256Gcm::new(black_box(&KEY))
            .unwrap()
            .seal(aad, buf)
    }
    fn open(&self, aad: &[u8], buf: &mut [u8], tag: &[u8]) -> bool {
        hw_gcm::HardwareAes256Gcm::new(black_box(&KEY))
            .unwrap()
            .open(aad, buf, tag)
    }
}

fn runner<T: Aead + 'static>(imp: T, op: Op) -> Runner {
    match op {
        Op::Seal(Case { len, aad }) => {
            let mut buf = message(len);
            timed(move || {
                black_box(imp.seal(aad, black_box(&mut buf)));
            })
        }
        Op::Open(Case { len, aad }) => {
            let mut sealed = message(len);
            let tag = imp.seal(aad, &mut sealed);
            let mut buf = vec![0u8; len];
            timed(move || {
                buf.copy_from_slice(&sealed);
                assert!(imp.open(aad, black_box(&mut buf), &tag));
            })
        }
    }
}

/// The entries' names, in column order; [`entries`] builds them in the same order.
fn names() -> Vec<String> {
    let mut v: Vec<String> = hw_cpu::supported_tiers()
        .map(|t| format!("hw-xaes ({t})"))
        .collect();
    v.push("hw-xaes KC (best)".into());
    v.push("xaes-256-gcm 0.1".into());
    v.push("hw-gcm GCM (best, prepared key)".into());
    v.push("hw-gcm GCM (best, new key per message)".into());
    v
}

fn entries(op: Op) -> Vec<Runner> {
    let mut v: Vec<Runner> = Vec::new();
    for tier in hw_cpu::supported_tiers() {
        v.push(runner(
            hw_xaes::Xaes256Gcm::new_capped(&KEY, tier).unwrap(),
            op,
        ));
    }
    v.push(runner(hw_xaes::Xaes256GcmKc::new(&KEY).unwrap(), op));
    v.push(runner(xaes_256_gcm::Xaes256Gcm::new((&KEY).into()), op));
    v.push(runner(hw_gcm::HardwareAes256Gcm::new(&KEY).unwrap(), op));
    v.push(runner(GcmNewKey, op));
    v
}

/// RustCrypto's bytes must be ours for every case, both ways.
fn guard() {
    let ours = hw_xaes::Xaes256Gcm::new(&KEY).unwrap();
    let peer = xaes_256_gcm::Xaes256Gcm::new((&KEY).into());
    for c in cases() {
        let (mut a, mut b) = (message(c.len), message(c.len));
        let ta = ours.seal(c.aad, &mut a);
        let tb = peer.seal(c.aad, &mut b);
        assert!(a == b && ta == tb, "xaes-256-gcm differs at {}", c.name());
        assert!(ours.open(c.aad, &mut b, &tb) && b == message(c.len));
    }
}

fn main() {
    let ReportArgs { quick, md, rounds } = ReportArgs::parse();
    guard();
    let names = names();
    let tiers = hw_cpu::supported_tiers().count();
    let (kc, rc, gcm, gcm_new) = (tiers, tiers + 1, tiers + 2, tiers + 3);
    let mut out = String::new();
    let _ = writeln!(
        out,
        "Generated by `cargo run --release --manifest-path benches/Cargo.toml --example xaes{}` \
         on {} ({} logical CPUs). Median of {rounds} interleaved rounds per case (see the \
         example's header). `ratio RC` = RustCrypto's time / the best hw-xaes tier's (above 1: \
         hw-xaes is faster).\n",
        if quick { " -- --quick" } else { "" },
        cpu_name(),
        std::thread::available_parallelism().map_or(0, |n| n.get()),
    );
    let _ = writeln!(out, "| XAES-256-GCM | {} | ratio RC |", names.join(" | "));
    let _ = writeln!(out, "|---|{}---:|", "---:|".repeat(names.len()));
    let mut ops: Vec<(String, Op, usize)> = Vec::new();
    for c in cases() {
        ops.push((format!("seal {}", c.name()), Op::Seal(c), c.len));
    }
    for c in cases() {
        ops.push((format!("open {}", c.name()), Op::Open(c), c.len));
    }
    let mut goals = Vec::new();
    let mut worst_rc = f64::MAX;
    for (label, op, len) in ops {
        let m = interleave(&mut entries(op), rounds);
        let best = m[..tiers].iter().cloned().fold(f64::MAX, f64::min);
        worst_rc = worst_rc.min(m[rc] / best);
        let cells: Vec<String> = m
            .iter()
            .map(|&ns| {
                if len >= 16384 {
                    format!("{} ({:.2} GB/s)", fmt_ns(ns), len as f64 / ns)
                } else {
                    fmt_ns(ns)
                }
            })
            .collect();
        let _ = writeln!(
            out,
            "| {label} | {} | {:.2} |",
            cells.join(" | "),
            m[rc] / best
        );
        if label == "seal 1024" {
            goals.push(format!(
                "- seal 1 KiB: best hw-xaes {} = {:.2}x hw-gcm with a prepared key ({}; goal <= \
                 1.5x) and {:.2}x hw-gcm with a new key per message ({}; goal <= 1x)",
                fmt_ns(best),
                best / m[gcm],
                fmt_ns(m[gcm]),
                best / m[gcm_new],
                fmt_ns(m[gcm_new]),
            ));
        }
        if label == "seal 16" {
            goals.push(format!(
                "- seal 16 B: KC-XAES {} against XAES {} (best tier): {:+.1} ns (goal <= +20 ns)",
                fmt_ns(m[kc]),
                fmt_ns(best),
                m[kc] - best
            ));
        }
        eprintln!("done: {label}");
    }
    goals.push(format!(
        "- RustCrypto xaes-256-gcm 0.1 / best hw-xaes, lowest over every case above, seal and \
         open: {worst_rc:.2}x (goal >= 3x)"
    ));
    let _ = writeln!(out, "\nGoal checks from this run:\n");
    for g in goals {
        let _ = writeln!(out, "{g}");
    }
    print!("{out}");
    if let Some(path) = md {
        std::fs::write(&path, format!("# XAES-256-GCM benchmarks\n\n{out}")).unwrap();
    }
}
