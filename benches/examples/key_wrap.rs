//! Interleaved AES-256 key-wrap benchmark: hw-aes256's `KeyWrap` (every tier this CPU has)
//! against aws-lc-rs `key_wrap` and RustCrypto `aes-kw` 0.2, for one 32-byte data key, and
//! `wrap_many` / `unwrap_many` of 64 keys against a loop of single calls.
//!
//! ```text
//! cargo run --release --manifest-path benches/Cargo.toml --example key_wrap -- [--quick] [--md PATH]
//! ```
//!
//! Method (BENCHMARKING.md rule 1, as `gcm_siv.rs`): per case, each entry's batch is calibrated
//! to about 2 ms, then 21 rounds (`--quick`: 5) run every entry once in rotated order; a figure
//! is the median of the per-batch means. aws-lc-rs's `AesKek` is consumed by each operation,
//! so its every wrap and unwrap includes its key schedule (`AES_set_encrypt_key` or
//! `AES_set_decrypt_key`); ours is shown both ways, with the key prepared once and made for
//! every operation, and `aes-kw`'s key is prepared once. Before timing, the guard
//! (`hw_crypto_benches::kw::guard`) checks that all three produce and accept each other's bytes.
//! Cycles use the clock estimate of a dependent multiply chain.

use std::fmt::Write as _;
use std::hint::black_box;

use aws_lc_rs::key_wrap::{AesKek, KeyWrap as _, KeyWrapPadded as _, AES_256};
use hw_aes256::kw::KeyWrap;
use hw_crypto_benches::{clock_ghz, cpu_name, interleave, timed, ReportArgs, Runner, KEY};

const DATA_KEY: [u8; 32] = [0x5c; 32];

/// An entry named `name` that times `f` on its own copy of the wrapped key `w` (which the
/// unwrap cases read) and a 48-byte output buffer.
fn entry(
    name: String,
    w: &[u8],
    mut f: impl FnMut(&[u8], &mut [u8; 48]) + 'static,
) -> (String, Runner) {
    let w = w.to_vec();
    let mut out = [0u8; 48];
    (name, timed(move || f(black_box(&w), &mut out)))
}

/// The entries of one single-key case: `(name, runner)`.
fn single(padded: bool, unwrap: bool) -> Vec<(String, Runner)> {
    let mut v: Vec<(String, Runner)> = Vec::new();
    let ours_wrapped = {
        let k = KeyWrap::new(&KEY).unwrap();
        let mut o = [0u8; 48];
        let n = if padded {
            k.wrap_with_padding(&DATA_KEY, &mut o).unwrap()
        } else {
            k.wrap(&DATA_KEY, &mut o).unwrap()
        };
        o[..n].to_vec()
    };
    let op = move |k: &KeyWrap, w: &[u8], out: &mut [u8; 48]| match (padded, unwrap) {
        (false, false) => k.wrap(&DATA_KEY, out).unwrap(),
        (true, false) => k.wrap_with_padding(&DATA_KEY, out).unwrap(),
        (false, true) => k.unwrap(w, out).unwrap(),
        (true, true) => k.unwrap_with_padding(w, out).unwrap(),
    };
    for tier in hw_cpu::supported_tiers() {
        let k = KeyWrap::new_capped(&KEY, tier).unwrap();
        v.push(entry(
            format!("hw-aes256 ({tier})"),
            &ours_wrapped,
            move |w, out| {
                black_box(op(&k, w, out));
            },
        ));
    }
    v.push(entry(
        "hw-aes256 (new key each)".into(),
        &ours_wrapped,
        move |w, out| {
            let k = KeyWrap::new(black_box(&KEY)).unwrap();
            black_box(op(&k, w, out));
        },
    ));
    v.push(entry("aws-lc-rs".into(), &ours_wrapped, move |w, out| {
        let k = AesKek::new(&AES_256, black_box(&KEY)).unwrap();
        let n = match (padded, unwrap) {
            (false, false) => k.wrap(&DATA_KEY, out).unwrap().len(),
            (true, false) => k.wrap_with_padding(&DATA_KEY, out).unwrap().len(),
            (false, true) => k.unwrap(w, out).unwrap().len(),
            (true, true) => k.unwrap_with_padding(w, out).unwrap().len(),
        };
        black_box(n);
    }));
    let k = aes_kw::KekAes256::from(KEY);
    v.push(entry("aes-kw 0.2".into(), &ours_wrapped, move |w, out| {
        match (padded, unwrap) {
            (false, false) => k.wrap(&DATA_KEY, &mut out[..40]).unwrap(),
            (true, false) => k.wrap_with_padding(&DATA_KEY, &mut out[..40]).unwrap(),
            (false, true) => k.unwrap(w, &mut out[..32]).unwrap(),
            (true, true) => {
                black_box(k.unwrap_with_padding(w, &mut out[..32]).unwrap());
            }
        };
        black_box(&out);
    }));
    v
}

/// 64 keys: `wrap_many` / `unwrap_many` against 64 single calls; times are per key.
fn many(unwrap: bool) -> Vec<(String, Runner)> {
    let k = std::sync::Arc::new(KeyWrap::new(&KEY).unwrap());
    let keys: Vec<[u8; 32]> = (0..64u8).map(|i| [i; 32]).collect();
    let mut wrapped = vec![[0u8; 40]; 64];
    k.wrap_many(&keys, &mut wrapped).unwrap();
    let (k1, keys1, wrapped1) = (k.clone(), keys.clone(), wrapped.clone());
    let mut out = vec![[0u8; 32]; 64];
    let mut w = vec![[0u8; 40]; 64];
    let mut valid = vec![false; 64];
    let batched = timed(move || {
        if unwrap {
            k1.unwrap_many(&wrapped1, &mut out, &mut valid).unwrap();
        } else {
            k1.wrap_many(&keys1, &mut w).unwrap();
        }
        black_box((&out, &w));
    });
    let mut out = vec![[0u8; 32]; 64];
    let mut w = vec![[0u8; 40]; 64];
    let looped = timed(move || {
        for i in 0..64 {
            if unwrap {
                k.unwrap(&wrapped[i], &mut out[i]).unwrap();
            } else {
                k.wrap(&keys[i], &mut w[i]).unwrap();
            }
        }
        black_box((&out, &w));
    });
    vec![
        ("64 keys, batched".into(), batched),
        ("64 keys, one by one".into(), looped),
    ]
}

fn main() {
    let ReportArgs { quick, md, rounds } = ReportArgs::parse();
    let checked = hw_crypto_benches::kw::guard();
    let ghz = clock_ghz();
    let mut out = String::new();
    let _ = writeln!(
        out,
        "Generated by `cargo run --release --manifest-path benches/Cargo.toml --example \
         key_wrap{}` on {} ({} logical CPUs). Core clock {ghz:.2} GHz (dependent multiply \
         chain). Median of {rounds} interleaved rounds; ns and cycles per operation. The guard \
         checked {checked} KW/KWP lengths for byte identity with aws-lc-rs and aes-kw first.\n",
        if quick { " -- --quick" } else { "" },
        cpu_name(),
        std::thread::available_parallelism().map_or(0, |n| n.get()),
    );
    for (title, padded) in [("KW (RFC 3394)", false), ("KWP (RFC 5649)", true)] {
        let names: Vec<String> = single(padded, false).into_iter().map(|(n, _)| n).collect();
        let _ = writeln!(out, "| {title}, 32-byte key | {} |", names.join(" | "));
        let _ = writeln!(out, "|---|{}", "---:|".repeat(names.len()));
        for (label, unwrap) in [("wrap", false), ("unwrap", true)] {
            let mut es: Vec<Runner> = single(padded, unwrap).into_iter().map(|(_, r)| r).collect();
            let m = interleave(&mut es, rounds);
            let cells: Vec<String> = m
                .iter()
                .map(|ns| format!("{ns:.0} ns ({:.0} c)", ns * ghz))
                .collect();
            let _ = writeln!(out, "| {label} | {} |", cells.join(" | "));
            let best_ours = m[..hw_cpu::supported_tiers().count()]
                .iter()
                .cloned()
                .fold(f64::MAX, f64::min);
            let n = m.len();
            let _ = writeln!(
                out,
                "| {label}: ratio aws-lc-rs / ours (prepared, new key each); aes-kw / ours | \
                 {:.2}, {:.2}; {:.2} |{}",
                m[n - 2] / best_ours,
                m[n - 2] / m[n - 3],
                m[n - 1] / best_ours,
                " |".repeat(n - 1)
            );
            eprintln!("done: {title} {label}");
        }
        let _ = writeln!(out);
    }
    let _ = writeln!(
        out,
        "| KW, 64 keys (per key) | batched | one by one | gain |"
    );
    let _ = writeln!(out, "|---|---:|---:|---:|");
    for (label, unwrap) in [("wrap", false), ("unwrap", true)] {
        let mut es: Vec<Runner> = many(unwrap).into_iter().map(|(_, r)| r).collect();
        let m = interleave(&mut es, rounds);
        let (b, l) = (m[0] / 64.0, m[1] / 64.0);
        let _ = writeln!(
            out,
            "| {label} | {b:.1} ns ({:.0} c) | {l:.1} ns ({:.0} c) | {:.2}x |",
            b * ghz,
            l * ghz,
            l / b
        );
    }
    print!("{out}");
    if let Some(path) = md {
        std::fs::write(&path, format!("# AES-256 key-wrap benchmarks\n\n{out}")).unwrap();
    }
}
