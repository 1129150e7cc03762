//! `cargo xtask tidy`: the repository's own rules, checked on the tracked files (`git
//! ls-files`), and run as a unit test too, so a plain `cargo test` enforces them.
//!
//! - **Headers:** every Rust file opens with a `//!` comment saying what it is.
//! - **No orphans:** every Rust file under a crate's `src/` is a module of that crate (some
//!   file names it in `mod <name>` or `#[path = "..."]`, or it is a tier file that
//!   `hw_cpu::tier_modules!()` declares), and every asm snapshot directory names an audited
//!   target.
//! - **Docs read as documentation:** no tracker numbers (`issue #4`, `(#12)`) and no diary
//!   wording (`this session`, `yesterday`) in Markdown, except in the generated
//!   `docs/reports/benchmarks.md`, whose appended sections are checked at their source.
//! - **Links resolve:** every relative Markdown link (`[text](path)` or `(path#anchor)`)
//!   names a tracked file or folder.
//! - **Target features within the tier:** each `#[target_feature(enable = "...")]` in an
//!   `arch/<arch>/<tier>.rs` file enables only features its tier's token proves.

use std::path::Path;
use std::process::Command;

/// The RNG kernels' features (the tiers' own come from `hw_cpu::Tier::target_features`).
const RNG_FEATURES: &[(&str, &[&str])] = &[("rdseed", &["rdseed"]), ("rndrrs", &["rand"])];

/// The features a kernel file named `stem` may enable: its tier's, or its RNG instruction's.
fn allowed_features(stem: &str) -> Option<&'static [&'static str]> {
    hw_cpu::Tier::EVERY
        .iter()
        .find(|t| t.name() == stem)
        .map(|t| t.target_features())
        .or_else(|| {
            RNG_FEATURES
                .iter()
                .find(|(t, _)| *t == stem)
                .map(|(_, f)| *f)
        })
}

/// Wording that belongs in a work diary, not in documentation.
const DIARY: &[&str] = &["this session", "last session", "yesterday", "we tried"];

/// Generated files whose text comes from sources checked here.
const GENERATED: &[&str] = &["docs/reports/benchmarks.md"];

/// Runs every rule over the tracked files.
pub fn check(root: &Path) -> crate::Outcome {
    let out = Command::new("git")
        .args(["ls-files", "-z"])
        .current_dir(root)
        .output()
        .map_err(|e| format!("cannot run git ls-files: {e}"))?;
    if !out.status.success() {
        return Err("git ls-files failed: tidy needs a git checkout".into());
    }
    let files: Vec<String> = String::from_utf8_lossy(&out.stdout)
        .split('\0')
        .filter(|f| !f.is_empty() && root.join(f).is_file())
        .map(str::to_owned)
        .collect();
    let read = |f: &str| std::fs::read_to_string(root.join(f)).unwrap_or_default();
    let mut findings = Vec::new();
    let rust: Vec<&String> = files.iter().filter(|f| f.ends_with(".rs")).collect();
    for f in &rust {
        let text = read(f);
        findings.extend(header(f, &text));
        findings.extend(target_features(f, &text));
    }
    findings.extend(orphans(&rust, &read));
    let mut docs = 0;
    for f in files.iter().filter(|f| f.ends_with(".md")) {
        if GENERATED.contains(&f.as_str()) || f.starts_with("xtask/asm/") {
            continue;
        }
        docs += 1;
        let text = read(f);
        findings.extend(wording(f, &text));
        findings.extend(links(f, &text, &|p| {
            files
                .iter()
                .any(|t| t == p || t.starts_with(&format!("{p}/")))
        }));
    }
    let asm_dirs = files
        .iter()
        .filter_map(|f| f.strip_prefix("xtask/asm/")?.split('/').next())
        .collect::<std::collections::BTreeSet<_>>();
    for d in asm_dirs {
        if !crate::deps::TARGETS.contains(&d) {
            findings.push(format!("xtask/asm/{d}: not an audited target"));
        }
    }
    Ok((
        format!("{} Rust files, {docs} Markdown files", rust.len()),
        findings,
    ))
}

/// A Rust file must open with its `//!` description.
pub fn header(file: &str, text: &str) -> Option<String> {
    (!text.starts_with("//!")).then(|| format!("{file}: does not open with a `//!` comment"))
}

/// Tracker numbers and diary wording in a Markdown file, one finding per line.
pub fn wording(file: &str, text: &str) -> Vec<String> {
    let mut out = Vec::new();
    for (n, line) in text.lines().enumerate() {
        let lower = line.to_lowercase();
        if let Some(w) = DIARY.iter().find(|w| lower.contains(*w)) {
            out.push(format!("{file}:{}: diary wording `{w}`", n + 1));
        }
        if tracker_number(&lower) {
            out.push(format!("{file}:{}: a tracker number", n + 1));
        }
    }
    out
}

/// Relative Markdown links in `file` whose target (resolved against the file's folder, anchor
/// dropped) `tracked` does not know, one finding per link. URLs (`scheme:`), in-page anchors
/// and absolute paths are not checked.
pub fn links(file: &str, text: &str, tracked: &dyn Fn(&str) -> bool) -> Vec<String> {
    let dir = Path::new(file).parent().unwrap_or(Path::new(""));
    let mut out = Vec::new();
    for (n, line) in text.lines().enumerate() {
        for (i, _) in line.match_indices("](") {
            let rest = &line[i + 2..];
            let Some(end) = rest.find(')') else { continue };
            let target = rest[..end].split('#').next().unwrap_or("");
            let external = target.contains(':') || target.starts_with('/');
            if target.is_empty() || external || target.contains(char::is_whitespace) {
                continue;
            }
            // Resolve `..` and `.` by hand: the path need not exist on this machine.
            let mut parts: Vec<&str> = dir.iter().filter_map(|c| c.to_str()).collect();
            for c in target.trim_end_matches('/').split('/') {
                match c {
                    "." | "" => {}
                    ".." => {
                        parts.pop();
                    }
                    c => parts.push(c),
                }
            }
            let resolved = parts.join("/");
            if !tracked(&resolved) {
                out.push(format!(
                    "{file}:{}: link to `{target}`, not a tracked path",
                    n + 1
                ));
            }
        }
    }
    out
}

/// `issue 4`, `issue #4`, `issues #4`, `(#4)`, each starting a word.
fn tracker_number(lower: &str) -> bool {
    let digit_after = |s: &str| {
        s.trim_start_matches('#')
            .starts_with(|c: char| c.is_ascii_digit())
    };
    let word_start = |i: usize| !lower[..i].ends_with(|c: char| c.is_ascii_alphanumeric());
    ["issue ", "issues "].iter().any(|k| {
        lower
            .match_indices(k)
            .any(|(i, _)| word_start(i) && digit_after(&lower[i + k.len()..]))
    }) || lower
        .match_indices("(#")
        .any(|(i, _)| digit_after(&lower[i + 1..]))
}

/// `#[target_feature(enable = "...")]` in an `arch/` file: only the tier's features.
pub fn target_features(file: &str, text: &str) -> Vec<String> {
    let Some(stem) = file
        .contains("/arch/")
        .then(|| Path::new(file).file_stem().and_then(|s| s.to_str()))
        .flatten()
    else {
        return Vec::new();
    };
    let allowed = allowed_features(stem);
    let mut out = Vec::new();
    for (at, _) in text.match_indices("#[target_feature(") {
        let attr = &text[at..text[at..].find(")]").map_or(text.len(), |e| at + e)];
        let line = text[..at].lines().count() + 1;
        let Some(list) = attr.split('"').nth(1) else {
            continue;
        };
        let Some(allowed) = allowed else {
            out.push(format!(
                "{file}:{line}: `target_feature` in a file not named after a tier"
            ));
            continue;
        };
        for feature in list.split(',').map(str::trim) {
            if !allowed.contains(&feature) {
                out.push(format!(
                    "{file}:{line}: `{feature}` is not proven by the `{stem}` token"
                ));
            }
        }
    }
    out
}

/// Rust files under a crate's `src/` that no `mod` or `#[path]` names.
fn orphans(rust: &[&String], read: &dyn Fn(&str) -> String) -> Vec<String> {
    let mut out = Vec::new();
    for f in rust {
        let Some((krate, rel)) = f.split_once("/src/") else {
            continue;
        };
        let name = Path::new(rel)
            .file_stem()
            .and_then(|s| s.to_str())
            .unwrap_or("");
        if matches!(name, "lib" | "main" | "mod") || rel.starts_with("bin/") {
            continue;
        }
        let file_name = Path::new(rel)
            .file_name()
            .and_then(|s| s.to_str())
            .unwrap_or("");
        // `hw_cpu::tier_modules!()` in `arch/mod.rs` declares the tier files.
        let tier_file = hw_cpu::Tier::EVERY
            .iter()
            .any(|t| rel == format!("arch/{}/{}.rs", t.arch(), t.name()));
        if tier_file && read(&format!("{krate}/src/arch/mod.rs")).contains("tier_modules!()") {
            continue;
        }
        let named = rust
            .iter()
            .filter(|g| g.starts_with(&format!("{krate}/src/")))
            .any(|g| {
                let text = read(g);
                text.contains(&format!("mod {name};"))
                    || text.contains(&format!("mod {name} {{"))
                    || text.contains(&format!("mod {name} as"))
                    || text.contains(&format!("path = \"{file_name}\""))
                    || text
                        .lines()
                        .any(|l| l.contains("path = \"") && l.contains(file_name))
            });
        if !named {
            out.push(format!(
                "{f}: no `mod {name}` or `#[path]` names it (an orphan?)"
            ));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The rules hold on this checkout: `cargo test` enforces them, not only `cargo xtask`.
    #[test]
    fn the_repository_is_tidy() {
        let (figure, findings) = check(&crate::workspace_root()).expect("tidy runs");
        assert!(findings.is_empty(), "{figure}: {findings:#?}");
    }

    #[test]
    fn rules_catch_what_they_name() {
        assert!(header("a.rs", "use x;").is_some());
        assert!(header("a.rs", "//! A.\n").is_none());
        let w = wording(
            "d.md",
            "Fixed in issue #4.\nSee (#12).\nAs we tried this session.\nAdditionalInput #1, InputPR #2\n",
        );
        assert_eq!(w.len(), 3, "{w:?}");
        assert!(w[0].starts_with("d.md:1: a tracker number"));
        assert!(w.iter().all(|f| !f.starts_with("d.md:4")), "{w:?}");
        let known = |p: &str| ["docs/user/a.md", "README.md", "docs/bench"].contains(&p);
        let l = links(
            "docs/user/b.md",
            "[a](a.md#x) [r](../../README.md) [b](../bench/) [u](https://x.org/y) [z](zz.md)\n",
            &known,
        );
        assert_eq!(l, ["docs/user/b.md:1: link to `zz.md`, not a tracked path"]);
        let tf = target_features(
            "crates/x/src/arch/x86_64/aesni_clmul.rs",
            "#[target_feature(enable = \"aes,avx2\")]\nfn f() {}\n#[target_feature(\n    enable = \"sse2\"\n)]\n",
        );
        assert_eq!(tf, ["crates/x/src/arch/x86_64/aesni_clmul.rs:1: `avx2` is not proven by the `aesni_clmul` token"]);
        assert!(target_features(
            "crates/x/src/arch/x86_64/vaes_avx512.rs",
            "#[target_feature(enable = \"avx512vl,vaes\")]"
        )
        .is_empty());
    }
}
