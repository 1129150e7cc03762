//! Draws one SVG chart from the spec on stdin (see `hw_crypto_benches::svg::parse_spec`) into the
//! file named by the only argument. `cargo xtask bench --md` runs it for its seal and open
//! charts: the numbers come from xtask, the drawing is here beside the benchmarks.

use std::io::Read as _;

fn main() -> Result<(), String> {
    let out = std::env::args()
        .nth(1)
        .ok_or("usage: chart OUT.svg < spec")?;
    let mut spec = String::new();
    std::io::stdin()
        .read_to_string(&mut spec)
        .map_err(|e| format!("stdin: {e}"))?;
    let (title, x, y, series) = hw_crypto_benches::svg::parse_spec(&spec)?;
    let svg = hw_crypto_benches::svg::line_chart(&title, &x, &y, &series);
    std::fs::write(&out, svg).map_err(|e| format!("{out}: {e}"))
}
