//! A hand-written SVG line chart: throughput against message size on a log2 x-axis, one polyline
//! per implementation, with a legend. No plotting crate. `cargo xtask bench --md` draws its
//! charts with it through the `chart` example, from the series it computes ([`parse_spec`]).

use std::fmt::Write as _;

/// One line of the chart.
#[derive(Clone, Debug)]
pub struct Series {
    /// Legend text.
    pub name: String,
    /// `(x, y)` points: x in bytes (log2 axis, must be > 0), y in the chart's unit.
    pub points: Vec<(f64, f64)>,
    /// Drawn thicker (ours).
    pub emphasis: bool,
}

/// Width and height of the image.
const W: f64 = 860.0;
const H: f64 = 470.0;
/// The plot area.
const LEFT: f64 = 72.0;
const RIGHT: f64 = 620.0;
const TOP: f64 = 48.0;
const BOTTOM: f64 = 400.0;
/// The legend's left edge.
const LEGEND_X: f64 = 640.0;

/// Line colours, in series order (ours come first in the results, so they get the first ones).
const PALETTE: [&str; 10] = [
    "#d62728", "#ff7f0e", "#1f77b4", "#2ca02c", "#9467bd", "#8c564b", "#e377c2", "#7f7f7f",
    "#bcbd22", "#17becf",
];

/// `s` escaped for SVG/XML text and attribute values.
pub fn escape(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c => out.push(c),
        }
    }
    out
}

/// A byte count as an axis label: `64`, `4 KiB`, `1 MiB`.
pub fn bytes_label(b: f64) -> String {
    if b >= 1024.0 * 1024.0 {
        format!("{} MiB", b / (1024.0 * 1024.0))
    } else if b >= 1024.0 {
        format!("{} KiB", b / 1024.0)
    } else {
        format!("{b}")
    }
}

/// A tick step of 1, 2 or 5 times a power of ten, near `raw`.
fn nice_step(raw: f64) -> f64 {
    if !(raw.is_finite() && raw > 0.0) {
        return 1.0;
    }
    let p = 10f64.powf(raw.log10().floor());
    let f = raw / p;
    let m = if f <= 1.0 {
        1.0
    } else if f <= 2.0 {
        2.0
    } else if f <= 5.0 {
        5.0
    } else {
        10.0
    };
    m * p
}

/// Decimals needed to print multiples of `step`.
fn decimals(step: f64) -> usize {
    if step >= 1.0 {
        0
    } else {
        (-step.log10().floor()) as usize
    }
}

/// The chart as a complete SVG document. Points with a non-positive or non-finite x, or a
/// non-finite y, are left out; series left without points are left out, legend included.
pub fn line_chart(title: &str, x_label: &str, y_label: &str, series: &[Series]) -> String {
    let valid = |&(x, y): &(f64, f64)| x.is_finite() && x > 0.0 && y.is_finite();
    let series: Vec<(&Series, Vec<(f64, f64)>)> = series
        .iter()
        .map(|s| {
            (
                s,
                s.points.iter().copied().filter(valid).collect::<Vec<_>>(),
            )
        })
        .filter(|(_, p)| !p.is_empty())
        .collect();
    let all = || series.iter().flat_map(|(_, p)| p.iter().copied());

    // x: whole powers of two around the data.
    let (mut x0, mut x1) = all().fold((f64::INFINITY, f64::NEG_INFINITY), |(lo, hi), (x, _)| {
        (lo.min(x.log2()), hi.max(x.log2()))
    });
    if !x0.is_finite() {
        (x0, x1) = (4.0, 20.0);
    }
    let (mut x0, mut x1) = (x0.floor(), x1.ceil());
    if x1 - x0 < 1.0 {
        x0 -= 1.0;
        x1 += 1.0;
    }
    // y: from 0 to a round number above the data.
    let y_data = all().fold(0.0f64, |m, (_, y)| m.max(y));
    let step = nice_step(if y_data > 0.0 {
        y_data / 6.0
    } else {
        1.0 / 6.0
    });
    let y1 = ((y_data / step).ceil() * step).max(step);
    let px = |x: f64| LEFT + (x.log2() - x0) / (x1 - x0) * (RIGHT - LEFT);
    let py = |y: f64| BOTTOM - (y.max(0.0) / y1) * (BOTTOM - TOP);

    let mut s = String::new();
    let _ = writeln!(
        s,
        r#"<svg xmlns="http://www.w3.org/2000/svg" width="{W}" height="{H}" viewBox="0 0 {W} {H}" font-family="sans-serif" font-size="12">"#
    );
    let _ = writeln!(s, r#"<rect width="{W}" height="{H}" fill="white"/>"#);
    let _ = writeln!(
        s,
        r#"<text x="{LEFT}" y="28" font-size="15" font-weight="bold">{}</text>"#,
        escape(title)
    );

    // Grid and tick labels.
    let _ = writeln!(s, r##"<g stroke="#e0e0e0" stroke-width="1">"##);
    let x_step = if x1 - x0 > 10.0 { 2.0 } else { 1.0 };
    let x_ticks: Vec<f64> = {
        let mut v = Vec::new();
        let mut e = x0;
        while e <= x1 + 1e-9 {
            v.push(e);
            e += x_step;
        }
        v
    };
    for &e in &x_ticks {
        let x = px(2f64.powf(e));
        let _ = writeln!(
            s,
            r#"<line x1="{x:.1}" y1="{TOP}" x2="{x:.1}" y2="{BOTTOM}"/>"#
        );
    }
    let n_y = (y1 / step).round() as usize;
    for i in 0..=n_y {
        let y = py(i as f64 * step);
        let _ = writeln!(
            s,
            r#"<line x1="{LEFT}" y1="{y:.1}" x2="{RIGHT}" y2="{y:.1}"/>"#
        );
    }
    let _ = writeln!(s, "</g>");
    let _ = writeln!(
        s,
        r##"<rect x="{LEFT}" y="{TOP}" width="{}" height="{}" fill="none" stroke="#444"/>"##,
        RIGHT - LEFT,
        BOTTOM - TOP
    );
    let _ = writeln!(s, r#"<g text-anchor="middle">"#);
    for &e in &x_ticks {
        let _ = writeln!(
            s,
            r#"<text x="{:.1}" y="{}">{}</text>"#,
            px(2f64.powf(e)),
            BOTTOM + 18.0,
            escape(&bytes_label(2f64.powf(e)))
        );
    }
    let _ = writeln!(s, "</g>");
    let _ = writeln!(s, r#"<g text-anchor="end">"#);
    let d = decimals(step);
    for i in 0..=n_y {
        let v = i as f64 * step;
        let _ = writeln!(
            s,
            r#"<text x="{}" y="{:.1}">{v:.d$}</text>"#,
            LEFT - 6.0,
            py(v) + 4.0
        );
    }
    let _ = writeln!(s, "</g>");
    let _ = writeln!(
        s,
        r#"<text x="{:.1}" y="{}" text-anchor="middle">{}</text>"#,
        (LEFT + RIGHT) / 2.0,
        BOTTOM + 40.0,
        escape(x_label)
    );
    let _ = writeln!(
        s,
        r#"<text transform="translate(20 {:.1}) rotate(-90)" text-anchor="middle">{}</text>"#,
        (TOP + BOTTOM) / 2.0,
        escape(y_label)
    );

    // The lines, their markers and the legend.
    for (i, (ser, pts)) in series.iter().enumerate() {
        let colour = PALETTE[i % PALETTE.len()];
        let width = if ser.emphasis { 3.0 } else { 1.75 };
        let mut pts = pts.clone();
        pts.sort_by(|a, b| a.0.total_cmp(&b.0));
        let coords: Vec<String> = pts
            .iter()
            .map(|&(x, y)| format!("{:.1},{:.1}", px(x), py(y)))
            .collect();
        let _ = writeln!(
            s,
            r#"<polyline fill="none" stroke="{colour}" stroke-width="{width}" stroke-linejoin="round" points="{}"><title>{}</title></polyline>"#,
            coords.join(" "),
            escape(&ser.name)
        );
        let _ = write!(s, r#"<g fill="{colour}">"#);
        for &(x, y) in &pts {
            let _ = write!(
                s,
                r#"<circle cx="{:.1}" cy="{:.1}" r="2.5"/>"#,
                px(x),
                py(y)
            );
        }
        let _ = writeln!(s, "</g>");
        let ly = TOP + 8.0 + 20.0 * i as f64;
        let _ = writeln!(
            s,
            r#"<line x1="{LEGEND_X}" y1="{ly:.1}" x2="{}" y2="{ly:.1}" stroke="{colour}" stroke-width="{width}"/><text x="{}" y="{:.1}">{}</text>"#,
            LEGEND_X + 24.0,
            LEGEND_X + 30.0,
            ly + 4.0,
            escape(&ser.name)
        );
    }
    s.push_str("</svg>\n");
    s
}

/// A chart as `cargo xtask bench` describes it, one item per line, tab-separated:
/// `title`, `x-label`, `y-label` (one line each, in that order), then one line per series:
/// `series<TAB>name<TAB>0|1 (emphasis)<TAB>x,y<TAB>x,y...`. Returns the title, the labels and
/// the series.
pub fn parse_spec(spec: &str) -> Result<(String, String, String, Vec<Series>), String> {
    let mut lines = spec.lines();
    let mut next = |what: &str| {
        lines
            .next()
            .map(str::to_owned)
            .ok_or(format!("no {what} line"))
    };
    let (title, x, y) = (next("title")?, next("x-label")?, next("y-label")?);
    let mut series = Vec::new();
    for line in spec.lines().skip(3) {
        let mut f = line.split('\t');
        if f.next() != Some("series") {
            return Err(format!("not a series line: `{line}`"));
        }
        let name = f.next().ok_or("series without a name")?.to_owned();
        let emphasis = f.next() == Some("1");
        let points = f
            .map(|p| {
                let (x, y) = p.split_once(',').ok_or(format!("bad point `{p}`"))?;
                Ok((
                    x.parse().map_err(|_| format!("bad x `{x}`"))?,
                    y.parse().map_err(|_| format!("bad y `{y}`"))?,
                ))
            })
            .collect::<Result<Vec<(f64, f64)>, String>>()?;
        series.push(Series {
            name,
            points,
            emphasis,
        });
    }
    Ok((title, x, y, series))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The numbers of every `points="..."` attribute, one Vec per polyline.
    fn polylines(svg: &str) -> Vec<Vec<(f64, f64)>> {
        svg.split("<polyline")
            .skip(1)
            .map(|p| {
                let start = p.find("points=\"").expect("points") + 8;
                let end = start + p[start..].find('"').expect("end of points");
                p[start..end]
                    .split(' ')
                    .map(|xy| {
                        let (x, y) = xy.split_once(',').expect("x,y");
                        (x.parse().expect("x"), y.parse().expect("y"))
                    })
                    .collect()
            })
            .collect()
    }

    fn series(name: &str, scale: f64, emphasis: bool) -> Series {
        Series {
            name: name.to_owned(),
            points: [
                16.0, 64.0, 256.0, 1024.0, 1420.0, 4096.0, 65536.0, 1048576.0,
            ]
            .iter()
            .map(|&b| (b, scale * b / (b + 300.0)))
            .collect(),
            emphasis,
        }
    }

    #[test]
    fn specs_parse() {
        let (t, x, y, s) =
            parse_spec("T\nX\nY\nseries\thw-gcm/a\t1\t16,1.5\t1024,3\nseries\tring\t0\n").unwrap();
        assert_eq!((t.as_str(), x.as_str(), y.as_str()), ("T", "X", "Y"));
        assert_eq!(s.len(), 2);
        assert!(s[0].emphasis && !s[1].emphasis);
        assert_eq!(s[0].points, [(16.0, 1.5), (1024.0, 3.0)]);
        assert!(parse_spec("T\nX\nY\nline\n").is_err());
        assert!(parse_spec("T\nX\nY\nseries\tr\t0\t1;2\n").is_err());
        assert!(parse_spec("T\n").is_err());
    }

    #[test]
    fn one_polyline_per_series_with_valid_numbers() {
        let s = [
            series("hw-gcm/vaes_avx512", 9.0, true),
            series("ring", 7.5, false),
            series("a<b&\"c\"", 0.5, false),
        ];
        let svg = line_chart("AES-256-GCM seal", "message size", "GB/s", &s);
        assert!(svg.starts_with("<svg xmlns=\"http://www.w3.org/2000/svg\""));
        assert!(svg.ends_with("</svg>\n"));
        let lines = polylines(&svg);
        assert_eq!(lines.len(), 3);
        for line in &lines {
            assert_eq!(line.len(), 8);
            for &(x, y) in line {
                assert!(x.is_finite() && y.is_finite());
                assert!((LEFT..=RIGHT).contains(&x), "x {x}");
                assert!((TOP..=BOTTOM).contains(&y), "y {y}");
            }
            // x strictly increasing (sorted by size), first at the left edge of a 16..1 MiB axis.
            assert!(line.windows(2).all(|w| w[0].0 < w[1].0));
            assert_eq!(line[0].0, LEFT);
            assert_eq!(line[7].0, RIGHT);
        }
        // Higher throughput is higher up (smaller y).
        assert!(lines[0][7].1 < lines[1][7].1);
        // Legend entries, escaped.
        assert!(svg.contains(">hw-gcm/vaes_avx512</text>"));
        assert!(svg.contains("a&lt;b&amp;&quot;c&quot;"));
        assert!(!svg.contains("a<b"));
        assert!(svg.contains(">1 MiB</text>") && svg.contains(">16</text>"));
        assert!(svg.contains(r#"stroke-width="3""#));
        // Every tag that opens is closed (cheap well-formedness check).
        assert_eq!(svg.matches("<g").count(), svg.matches("</g>").count());
        assert_eq!(svg.matches("<text").count(), svg.matches("</text>").count());
    }

    #[test]
    fn skips_invalid_points_and_empty_series() {
        let s = [
            Series {
                name: "x".into(),
                points: vec![(0.0, 1.0), (64.0, f64::NAN), (256.0, 2.0), (1024.0, 3.0)],
                emphasis: false,
            },
            Series {
                name: "empty".into(),
                points: vec![(f64::INFINITY, 1.0)],
                emphasis: false,
            },
        ];
        let svg = line_chart("t", "x", "y", &s);
        let lines = polylines(&svg);
        assert_eq!(lines.len(), 1);
        assert_eq!(lines[0].len(), 2);
        assert!(!svg.contains(">empty<"));
        // No data at all still gives a valid, empty chart.
        let svg = line_chart("t", "x", "y", &[]);
        assert!(polylines(&svg).is_empty() && svg.ends_with("</svg>\n"));
        assert!(!svg.contains("NaN") && !svg.contains("inf"));
    }

    #[test]
    fn ticks_and_labels() {
        let close = |a: f64, b: f64| (a - b).abs() < 1e-12;
        assert!(close(nice_step(0.7), 1.0));
        assert!(close(nice_step(1.3), 2.0));
        assert!(close(nice_step(3.0), 5.0));
        assert!(close(nice_step(0.03), 0.05));
        assert!(close(nice_step(-1.0), 1.0));
        assert_eq!(decimals(0.05), 2);
        assert_eq!(decimals(0.5), 1);
        assert_eq!(decimals(2.0), 0);
        assert_eq!(bytes_label(64.0), "64");
        assert_eq!(bytes_label(4096.0), "4 KiB");
        assert_eq!(bytes_label(1048576.0), "1 MiB");
    }
}
