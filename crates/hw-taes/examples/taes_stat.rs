//! Avalanche across tweaks: one plaintext block encrypted under 10,000 random keys x 256
//! consecutive tweaks; the histogram of the Hamming distances between the ciphertexts of
//! consecutive tweaks (T + i and T + i + 1), its mean and standard deviation, and a chi-square
//! statistic against the binomial distribution B(128, 1/2) that an ideal tweakable cipher gives
//! (mean 64, standard deviation sqrt(32) = 5.66 bits). Writes an SVG histogram.
//!
//! ```sh
//! cargo run --release -p hw-taes --example taes_stat                     # AES-128, 10,000 keys
//! cargo run --release -p hw-taes --example taes_stat -- --bits 256 --keys 1000 --out /tmp/h.svg
//! ```
//!
//! Keys, tweaks and the plaintext come from `hw-ctr-drbg` (SP 800-90A CTR_DRBG, OS-seeded).
//! The SVG goes to `target/taes_stat.svg` in the workspace unless `--out` says otherwise.

use hw_taes::Taes;
use std::fmt::Write as _;
use std::path::PathBuf;

const TWEAKS: usize = 256;

fn arg<T: std::str::FromStr>(args: &[String], name: &str, default: T) -> T {
    match args.iter().position(|a| a == name) {
        Some(i) => args
            .get(i + 1)
            .and_then(|v| v.parse().ok())
            .unwrap_or_else(|| panic!("{name} needs a value")),
        None => default,
    }
}

/// P(X = k) for X ~ B(128, 1/2).
fn binomial_128(k: usize) -> f64 {
    // ln C(128, k) - 128 ln 2, through ln Gamma as a sum of logs (exact enough here).
    let ln_fact = |n: usize| (1..=n).map(|i| (i as f64).ln()).sum::<f64>();
    (ln_fact(128) - ln_fact(k) - ln_fact(128 - k) - 128.0 * 2f64.ln()).exp()
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let keys: usize = arg(&args, "--keys", 10_000);
    let bits: usize = arg(&args, "--bits", 128);
    let out: PathBuf = arg(
        &args,
        "--out",
        PathBuf::from(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/../../target/taes_stat.svg"
        )),
    );
    assert!(matches!(bits, 128 | 192 | 256), "--bits is 128, 192 or 256");

    let mut plaintext = [0u8; 16];
    hw_ctr_drbg::fill(&mut plaintext).expect("random plaintext");
    let mut hist = [0u64; 129];
    let mut key = vec![0u8; bits / 8];
    let mut buf = vec![0u8; 16 * TWEAKS];
    let mut tier = None;
    for _ in 0..keys {
        hw_ctr_drbg::fill(&mut key).expect("random key");
        let mut t = [0u8; 16];
        hw_ctr_drbg::fill(&mut t).expect("random tweak");
        let taes = Taes::new(&key).expect("hardware AES");
        tier = Some(taes.tier());
        // Block i of the buffer is the plaintext under tweak T + i.
        for blk in buf.chunks_exact_mut(16) {
            blk.copy_from_slice(&plaintext);
        }
        taes.encrypt(Some(u128::from_be_bytes(t)), &mut buf)
            .expect("whole blocks");
        for pair in buf.chunks_exact(16).collect::<Vec<_>>().windows(2) {
            let d: u32 = pair[0]
                .iter()
                .zip(pair[1])
                .map(|(a, b)| (a ^ b).count_ones())
                .sum();
            hist[d as usize] += 1;
        }
    }
    key.fill(0);

    let n: u64 = hist.iter().sum();
    let mean = hist
        .iter()
        .enumerate()
        .map(|(d, &c)| d as f64 * c as f64)
        .sum::<f64>()
        / n as f64;
    let var = hist
        .iter()
        .enumerate()
        .map(|(d, &c)| (d as f64 - mean).powi(2) * c as f64)
        .sum::<f64>()
        / (n as f64 - 1.0);
    // Chi-square over the distances whose expected count is at least 5; the tails below that
    // are pooled into one bin on each side.
    let expected: Vec<f64> = (0..=128).map(|k| binomial_128(k) * n as f64).collect();
    let (mut chi2, mut dof) = (0.0, 0usize);
    let (mut lo_o, mut lo_e, mut hi_o, mut hi_e) = (0.0, 0.0, 0.0, 0.0);
    for k in 0..=128 {
        if expected[k] >= 5.0 {
            chi2 += (hist[k] as f64 - expected[k]).powi(2) / expected[k];
            dof += 1;
        } else if k < 64 {
            lo_o += hist[k] as f64;
            lo_e += expected[k];
        } else {
            hi_o += hist[k] as f64;
            hi_e += expected[k];
        }
    }
    for (o, e) in [(lo_o, lo_e), (hi_o, hi_e)] {
        chi2 += (o - e).powi(2) / e;
        dof += 1;
    }
    dof -= 1;

    println!(
        "T-AES-{bits} on {}: {keys} random keys x {TWEAKS} consecutive tweaks, {n} pairs",
        tier.map_or("-", |t| t.name())
    );
    println!(
        "Hamming distance between consecutive tweaks: mean {mean:.3} bits (ideal 64), \
         standard deviation {:.3} bits (ideal 5.657)",
        var.sqrt()
    );
    println!(
        "chi-square against B(128, 1/2): {chi2:.1} on {dof} degrees of freedom \
         (mean {dof}, standard deviation {:.1} for an ideal cipher)",
        (2.0 * dof as f64).sqrt()
    );
    let (min_d, max_d) = (
        hist.iter().position(|&c| c > 0).unwrap_or(0),
        hist.iter().rposition(|&c| c > 0).unwrap_or(128),
    );
    println!("observed distances: {min_d} ..= {max_d}");

    let svg = histogram_svg(&hist, &expected, bits, keys, mean, var.sqrt());
    if let Some(dir) = out.parent() {
        std::fs::create_dir_all(dir).expect("create the output directory");
    }
    std::fs::write(&out, svg).expect("write the SVG");
    println!(
        "histogram: {}",
        out.canonicalize().unwrap_or(out.clone()).display()
    );
}

/// A bar chart of `hist` over distances 32..=96 with the binomial expectation as a line.
fn histogram_svg(
    hist: &[u64; 129],
    expected: &[f64],
    bits: usize,
    keys: usize,
    mean: f64,
    sd: f64,
) -> String {
    let (lo, hi) = (32usize, 96usize);
    let (w, h, left, top, bottom) = (760.0, 440.0, 60.0, 60.0, 50.0);
    let plot_w = w - left - 20.0;
    let plot_h = h - top - bottom;
    let bar = plot_w / (hi - lo + 1) as f64;
    let peak = (lo..=hi)
        .map(|k| (hist[k] as f64).max(expected[k]))
        .fold(1.0, f64::max);
    let y = |v: f64| top + plot_h - v / peak * plot_h;
    let mut s = String::new();
    let _ = writeln!(
        s,
        r#"<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h}" font-family="sans-serif" font-size="12">"#
    );
    let _ = writeln!(s, r#"<rect width="{w}" height="{h}" fill="white"/>"#);
    let _ = writeln!(
        s,
        r#"<text x="{}" y="20" text-anchor="middle" font-size="14">T-AES-{bits}: Hamming distance between ciphertexts of consecutive tweaks ({keys} keys x {TWEAKS} tweaks)</text>"#,
        w / 2.0
    );
    for (k, &count) in hist.iter().enumerate().take(hi + 1).skip(lo) {
        let x = left + (k - lo) as f64 * bar;
        let top_y = y(count as f64);
        let _ = writeln!(
            s,
            r##"<rect x="{x:.1}" y="{top_y:.1}" width="{:.1}" height="{:.1}" fill="#4a7ab5"><title>{k} bits: {}</title></rect>"##,
            bar - 1.0,
            top + plot_h - top_y,
            count
        );
        if k % 8 == 0 {
            let _ = writeln!(
                s,
                r#"<text x="{:.1}" y="{:.1}" text-anchor="middle">{k}</text>"#,
                x + bar / 2.0,
                top + plot_h + 16.0
            );
        }
    }
    let points: Vec<String> = (lo..=hi)
        .map(|k| {
            let x = left + (k - lo) as f64 * bar + bar / 2.0;
            format!("{x:.1},{:.1}", y(expected[k]))
        })
        .collect();
    let _ = writeln!(
        s,
        r##"<polyline points="{}" fill="none" stroke="#d04020" stroke-width="2"/>"##,
        points.join(" ")
    );
    let _ = writeln!(
        s,
        r#"<line x1="{left}" y1="{0}" x2="{1}" y2="{0}" stroke="black"/>"#,
        top + plot_h,
        left + plot_w
    );
    let _ = writeln!(
        s,
        r#"<line x1="{left}" y1="{top}" x2="{left}" y2="{}" stroke="black"/>"#,
        top + plot_h
    );
    let _ = writeln!(
        s,
        r#"<text x="{:.1}" y="{:.1}" text-anchor="middle">Hamming distance (bits)</text>"#,
        left + plot_w / 2.0,
        h - 12.0
    );
    let _ = writeln!(
        s,
        r#"<text x="{:.1}" y="{:.1}" text-anchor="end">peak {peak:.0} pairs</text>"#,
        left + plot_w,
        top - 10.0
    );
    let _ = writeln!(
        s,
        r##"<text x="{:.1}" y="{:.1}">mean {mean:.3}, sd {sd:.3} (ideal 64, 5.657); line: B(128, 1/2)</text>"##,
        left + 8.0,
        top - 10.0
    );
    s.push_str("</svg>\n");
    s
}
