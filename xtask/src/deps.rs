//! `cargo xtask deps`: dependency-graph policing of the library and application crates.
//!
//! For each audited target, `cargo metadata --all-features --filter-platform <target>` gives the
//! resolved graph. From every workspace member that has a library target and may be published,
//! the normal and build dependencies are walked (dev-dependencies are test oracles and never
//! reach a user's build). Every crate reached must be a published workspace crate or be allowed
//! by `xtask/deps-policy.txt`; a crate matching a `deny` line of that file is reported as
//! forbidden. Each finding names the target and the path from the library crate that pulled it in.
//!
//! Application crates (members with `publish = false` and a binary target, such as the
//! `hwcrypt` CLI) are walked the same way under a looser rule: they may use crates the library
//! allowlist does not name (an argument parser), but a crate matching a `deny` line is forbidden
//! there too, so no application ships another cipher implementation. `xtask` itself, the
//! workspace's build tool, is not an application.

use std::collections::{BTreeMap, BTreeSet, HashMap, VecDeque};
use std::path::Path;
use std::process::Command;

use crate::json::{self, Fields as _, Value};

/// The targets whose graphs are audited: the x86_64 backend's and the planned aarch64 ones.
pub const TARGETS: &[&str] = &[
    "x86_64-unknown-linux-gnu",
    "aarch64-apple-darwin",
    "aarch64-unknown-linux-gnu",
];

/// The policy file, relative to the workspace root.
pub const POLICY: &str = "xtask/deps-policy.txt";

/// The allow and deny lists of `xtask/deps-policy.txt`.
#[derive(Debug, Default)]
pub struct Policy {
    /// Allowed crate names, with the reason.
    pub allow: BTreeMap<String, String>,
    /// Forbidden crate names or `*` patterns, with the reason.
    pub deny: Vec<(String, String)>,
    /// Integration crates (workspace members that connect hw-crypto to another library): the
    /// member's name, the denied crates it may use (exactly these names), and the reason.
    pub integrations: BTreeMap<String, (Vec<String>, String)>,
}

impl Policy {
    /// Parses the policy file: `allow <crate> <reason>` and `deny <pattern> <reason>` lines,
    /// `#` comments and blank lines. Every line must parse and carry a reason.
    pub fn parse(text: &str) -> Result<Policy, String> {
        let mut p = Policy::default();
        for (n, line) in text.lines().enumerate() {
            let line = line.trim();
            if line.is_empty() || line.starts_with('#') {
                continue;
            }
            let mut words = line.splitn(3, char::is_whitespace);
            let (kind, name, reason) = (words.next(), words.next(), words.next());
            let (Some(kind), Some(name), Some(reason)) = (kind, name, reason.map(str::trim)) else {
                return Err(format!(
                    "{POLICY}:{}: expected `allow|deny <crate> <reason>`",
                    n + 1
                ));
            };
            if reason.is_empty() {
                return Err(format!("{POLICY}:{}: `{name}` has no reason", n + 1));
            }
            match kind {
                "allow" if !name.contains('*') => {
                    if p.allow.insert(name.into(), reason.into()).is_some() {
                        return Err(format!("{POLICY}:{}: `{name}` allowed twice", n + 1));
                    }
                }
                "deny" => p.deny.push((name.into(), reason.into())),
                "integration" => {
                    let Some((member, permits)) = name.split_once('=') else {
                        return Err(format!(
                            "{POLICY}:{}: expected `integration <member>=<crate>,... <reason>`",
                            n + 1
                        ));
                    };
                    let permits: Vec<String> = permits.split(',').map(str::to_owned).collect();
                    p.integrations
                        .insert(member.into(), (permits, reason.into()));
                }
                _ => return Err(format!("{POLICY}:{}: unknown line `{line}`", n + 1)),
            }
        }
        for name in p.allow.keys() {
            if let Some((pat, _)) = p.deny.iter().find(|(pat, _)| glob(pat, name)) {
                return Err(format!(
                    "{POLICY}: `{name}` is both allowed and denied (`{pat}`)"
                ));
            }
        }
        Ok(p)
    }

    /// The deny line matching `name`, if any.
    pub fn denied(&self, name: &str) -> Option<&(String, String)> {
        self.deny.iter().find(|(pat, _)| glob(pat, name))
    }
}

/// `*` matches any run of characters; everything else matches itself.
fn glob(pattern: &str, name: &str) -> bool {
    let mut parts = pattern.split('*');
    let first = parts.next().unwrap_or("");
    let Some(mut rest) = name.strip_prefix(first) else {
        return false;
    };
    let parts: Vec<&str> = parts.collect();
    let Some((last, middle)) = parts.split_last() else {
        return rest.is_empty();
    };
    for part in middle {
        match rest.find(part) {
            Some(at) => rest = &rest[at + part.len()..],
            None => return false,
        }
    }
    rest.len() >= last.len() && rest.ends_with(last)
}

/// One package of the metadata.
#[derive(Debug)]
struct Package {
    name: String,
    version: String,
    is_lib: bool,
    is_bin: bool,
    publish: bool,
}

/// The resolved graph of one `cargo metadata` run.
#[derive(Debug)]
pub struct Graph {
    packages: HashMap<String, Package>,
    /// Per package id: its normal and build dependencies (id, whether it is a build dependency).
    edges: HashMap<String, Vec<(String, bool)>>,
    members: Vec<String>,
}

impl Graph {
    /// Reads the JSON of `cargo metadata --format-version 1` (with a `resolve` section).
    pub fn from_metadata(text: &str) -> Result<Graph, String> {
        let doc = json::parse_document(text)?;
        let doc = doc.as_object().ok_or("metadata is not an object")?;
        let mut packages = HashMap::new();
        for p in doc.arr("packages")? {
            let p = p.as_object().ok_or("package is not an object")?;
            let kinds = p
                .arr("targets")?
                .iter()
                .filter_map(Value::as_object)
                .filter_map(|t| t.arr("kind").ok())
                .flatten()
                .filter_map(Value::as_str);
            let kinds: Vec<&str> = kinds.collect();
            let is_lib = kinds
                .iter()
                .any(|k| matches!(*k, "lib" | "rlib" | "dylib" | "cdylib" | "staticlib"));
            let is_bin = kinds.contains(&"bin");
            // `publish = false` is `"publish": []`; absent or null means crates.io.
            let publish = !matches!(p.get("publish"), Some(Value::Array(a)) if a.is_empty());
            packages.insert(
                p.str("id")?.to_owned(),
                Package {
                    name: p.str("name")?.to_owned(),
                    version: p.str("version")?.to_owned(),
                    is_lib,
                    is_bin,
                    publish,
                },
            );
        }
        let mut edges = HashMap::new();
        let resolve = doc.obj("resolve")?;
        for node in resolve.arr("nodes")? {
            let node = node.as_object().ok_or("node is not an object")?;
            let mut out = Vec::new();
            for dep in node.arr("deps")? {
                let dep = dep.as_object().ok_or("dep is not an object")?;
                let kinds: Vec<Option<&str>> = dep
                    .arr("dep_kinds")?
                    .iter()
                    .filter_map(Value::as_object)
                    .map(|k| k.get("kind").and_then(Value::as_str))
                    .collect();
                // kind null = normal; "build"; "dev" is skipped.
                if kinds.contains(&None) {
                    out.push((dep.str("pkg")?.to_owned(), false));
                } else if kinds.contains(&Some("build")) {
                    out.push((dep.str("pkg")?.to_owned(), true));
                }
            }
            edges.insert(node.str("id")?.to_owned(), out);
        }
        let members = doc
            .arr("workspace_members")?
            .iter()
            .filter_map(Value::as_str)
            .map(str::to_owned)
            .collect();
        Ok(Graph {
            packages,
            edges,
            members,
        })
    }

    fn name<'a>(&'a self, id: &'a str) -> &'a str {
        self.packages.get(id).map_or(id, |p| &p.name)
    }
}

/// What one audit of the graphs found.
#[derive(Debug, Default)]
pub struct Report {
    /// Library crates audited.
    pub roots: BTreeSet<String>,
    /// Application crates audited (against the deny list only).
    pub apps: BTreeSet<String>,
    /// Integration crates audited (the deny list, less the crates their policy line permits),
    /// with the permitted crates they use.
    pub integrations: BTreeSet<String>,
    /// Every crate outside the workspace reached from an integration crate, as `name version`.
    pub integration_external: BTreeSet<String>,
    /// Every crate outside the workspace reached from an application, as `name version`.
    pub app_external: BTreeSet<String>,
    /// Every crate outside the workspace reached from a root, as `name version`.
    pub external: BTreeSet<String>,
    /// One line per violation.
    pub findings: Vec<String>,
}

/// An application crate: unpublished, with a binary target, and not the build tool.
fn is_app(p: &Package) -> bool {
    p.is_bin && !p.publish && p.name != "xtask"
}

/// Audits one target's graph against the policy, adding to `report`.
pub fn audit(graph: &Graph, target: &str, policy: &Policy, report: &mut Report) {
    let members: BTreeSet<&str> = graph.members.iter().map(String::as_str).collect();
    let mut seen_findings = BTreeSet::new();
    // Libraries first, then applications (whose extra crates are listed apart).
    let libs = graph.members.iter().filter(|id| {
        graph
            .packages
            .get(*id)
            .is_some_and(|p| p.is_lib && p.publish)
    });
    let apps = graph
        .members
        .iter()
        .filter(|id| graph.packages.get(*id).is_some_and(is_app));
    let roots = libs.map(|r| (r, false)).chain(apps.map(|r| (r, true)));
    for (root, app) in roots {
        // An integration crate is walked like an application, and may also use the denied
        // crates its policy line names.
        let permits = policy.integrations.get(graph.name(root)).map(|(p, _)| p);
        let app = app || permits.is_some();
        if permits.is_some() {
            report.integrations.insert(graph.name(root).to_owned());
        } else if app {
            report.apps.insert(graph.name(root).to_owned());
        } else {
            report.roots.insert(graph.name(root).to_owned());
        }
        // Breadth first, so each crate's recorded path is a shortest one.
        let mut parent: HashMap<&str, (&str, bool)> = HashMap::new();
        let mut queue = VecDeque::from([root.as_str()]);
        let mut visited = BTreeSet::from([root.as_str()]);
        while let Some(id) = queue.pop_front() {
            for (dep, build) in graph.edges.get(id).map(Vec::as_slice).unwrap_or(&[]) {
                if visited.insert(dep.as_str()) {
                    parent.insert(dep, (id, *build));
                    queue.push_back(dep);
                }
            }
        }
        for id in visited.iter().copied().filter(|id| id != root) {
            let Some(pkg) = graph.packages.get(id) else {
                continue;
            };
            let what = if members.contains(id) {
                // An application may use unpublished workspace crates; a library may not.
                if pkg.publish || app {
                    continue;
                }
                "unpublished workspace crate (publish = false) in a production graph".to_owned()
            } else {
                let name = format!("{} {}", pkg.name, pkg.version);
                if permits.is_some() {
                    report.integration_external.insert(name);
                } else if app {
                    report.app_external.insert(name);
                } else {
                    report.external.insert(name);
                }
                let permitted = permits.is_some_and(|p| p.contains(&pkg.name));
                if permitted {
                    continue;
                } else if let Some((pat, why)) = policy.denied(&pkg.name) {
                    let whose = if permits.is_some() {
                        " in an integration crate"
                    } else if app {
                        " in an application"
                    } else {
                        ""
                    };
                    format!("forbidden{whose} (deny `{pat}`: {why})")
                } else if app || policy.allow.contains_key(&pkg.name) {
                    continue;
                } else {
                    format!("not allowlisted (add it to {POLICY} with a reason, or remove it)")
                }
            };
            // The path root -> ... -> id.
            let mut path = vec![format!("{} {}", pkg.name, pkg.version)];
            let mut at = id;
            while let Some(&(up, build)) = parent.get(at) {
                let last = path.last_mut().expect("non-empty");
                if build {
                    *last = format!("{last} (build)");
                }
                path.push(match graph.packages.get(up) {
                    Some(p) if !members.contains(up) => format!("{} {}", p.name, p.version),
                    _ => graph.name(up).to_owned(),
                });
                at = up;
            }
            path.reverse();
            let line = format!("{}: {what}: {target}: {}", pkg.name, path.join(" -> "));
            if seen_findings.insert(line.clone()) {
                report.findings.push(line);
            }
        }
    }
}

fn metadata(root: &Path, target: &str) -> Result<String, String> {
    crate::capture(
        Command::new(std::env::var("CARGO").unwrap_or_else(|_| "cargo".into()))
            .current_dir(root)
            .args(["metadata", "-q", "--format-version", "1", "--all-features"])
            .args(["--filter-platform", target]),
        None,
    )
}

/// Runs the check on the workspace at `root`: the summary line, then one line per finding.
pub fn check(root: &Path) -> Result<(String, Vec<String>), String> {
    let text = std::fs::read_to_string(root.join(POLICY))
        .map_err(|e| format!("cannot read {POLICY}: {e}"))?;
    let policy = Policy::parse(&text)?;
    let mut report = Report::default();
    for target in TARGETS {
        let graph = Graph::from_metadata(&metadata(root, target)?)?;
        audit(&graph, target, &policy, &mut report);
    }
    if report.roots.is_empty() {
        report
            .findings
            .push("no published library crate found in the workspace".into());
    }
    let list = |set: &BTreeSet<String>| {
        if set.is_empty() {
            "nothing".to_owned()
        } else {
            set.iter()
                .map(String::as_str)
                .collect::<Vec<_>>()
                .join(", ")
        }
    };
    let mut summary = format!(
        "{} library crates x {} targets; outside the workspace: {}",
        report.roots.len(),
        TARGETS.len(),
        list(&report.external)
    );
    if !report.apps.is_empty() {
        summary.push_str(&format!(
            "; applications {} (deny list only), which add: {}",
            report
                .apps
                .iter()
                .map(String::as_str)
                .collect::<Vec<_>>()
                .join(", "),
            list(
                &report
                    .app_external
                    .difference(&report.external)
                    .cloned()
                    .collect()
            )
        ));
    }
    if !report.integrations.is_empty() {
        summary.push_str(&format!(
            "; integration crates {} (deny list only, less: {}), which add: {}",
            list(&report.integrations),
            policy
                .integrations
                .iter()
                .map(|(m, (p, _))| format!("{m}: {}", p.join(" ")))
                .collect::<Vec<_>>()
                .join("; "),
            list(
                &report
                    .integration_external
                    .difference(&report.external)
                    .cloned()
                    .collect()
            )
        ));
    }
    Ok((summary, report.findings))
}

/// The exact crate names (no `*`) of the deny list, for the deny.toml mirror test.
#[cfg(test)]
pub fn exact_denied(policy: &Policy) -> Vec<&str> {
    policy
        .deny
        .iter()
        .map(|(p, _)| p.as_str())
        .filter(|p| !p.contains('*'))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn policy() -> Policy {
        let root = Path::new(env!("CARGO_MANIFEST_DIR")).parent().unwrap();
        Policy::parse(&std::fs::read_to_string(root.join(POLICY)).unwrap()).unwrap()
    }

    /// A synthetic metadata document: `members` (name, lib, publish), `externals` names, and
    /// edges (from, to, kind: "normal" | "build" | "dev").
    fn metadata(
        members: &[(&str, bool, bool)],
        externals: &[&str],
        edges: &[(&str, &str, &str)],
    ) -> String {
        let id = |n: &str| format!("{n} 1.0.0");
        let mut pkgs = Vec::new();
        for (n, lib, publish) in members {
            pkgs.push(format!(
                r#"{{"name":"{n}","version":"1.0.0","id":"{}","publish":{},"targets":[{{"kind":["{}"]}}]}}"#,
                id(n),
                if *publish { "null" } else { "[]" },
                if *lib { "lib" } else { "bin" }
            ));
        }
        for n in externals {
            pkgs.push(format!(
                r#"{{"name":"{n}","version":"1.0.0","id":"{}","publish":null,"targets":[{{"kind":["lib"]}}]}}"#,
                id(n)
            ));
        }
        let all: Vec<&str> = members
            .iter()
            .map(|m| m.0)
            .chain(externals.iter().copied())
            .collect();
        let nodes: Vec<String> = all
            .iter()
            .map(|n| {
                let deps: Vec<String> = edges
                    .iter()
                    .filter(|e| e.0 == *n)
                    .map(|(_, to, kind)| {
                        let kind = if *kind == "normal" { "null".to_owned() } else { format!("\"{kind}\"") };
                        format!(r#"{{"name":"{to}","pkg":"{}","dep_kinds":[{{"kind":{kind},"target":null}}]}}"#, id(to))
                    })
                    .collect();
                format!(r#"{{"id":"{}","deps":[{}]}}"#, id(n), deps.join(","))
            })
            .collect();
        let ws: Vec<String> = members.iter().map(|m| format!("\"{}\"", id(m.0))).collect();
        format!(
            r#"{{"packages":[{}],"workspace_members":[{}],"resolve":{{"nodes":[{}],"root":null}}}}"#,
            pkgs.join(","),
            ws.join(","),
            nodes.join(",")
        )
    }

    fn findings(meta: &str) -> Vec<String> {
        let g = Graph::from_metadata(meta).unwrap();
        let mut r = Report::default();
        audit(&g, "x86_64-unknown-linux-gnu", &policy(), &mut r);
        r.findings
    }

    const MEMBERS: &[(&str, bool, bool)] = &[
        ("hw-cpu", true, true),
        ("hw-gcm", true, true),
        ("hw-test-vectors", true, false),
        ("xtask", false, false),
    ];

    #[test]
    fn clean_graph_passes_and_dev_deps_are_ignored() {
        let m = metadata(
            MEMBERS,
            &[
                "subtle",
                "ring",
                "aes-gcm",
                "getrandom",
                "libc",
                "serde_json",
            ],
            &[
                ("hw-gcm", "hw-cpu", "normal"),
                ("hw-gcm", "subtle", "normal"),
                ("hw-gcm", "getrandom", "normal"),
                ("getrandom", "libc", "normal"),
                ("hw-gcm", "ring", "dev"),
                ("hw-gcm", "aes-gcm", "dev"),
                ("hw-gcm", "hw-test-vectors", "dev"),
                ("hw-test-vectors", "serde_json", "normal"),
                ("xtask", "ring", "normal"),
            ],
        );
        let g = Graph::from_metadata(&m).unwrap();
        let mut r = Report::default();
        audit(&g, "x86_64-unknown-linux-gnu", &policy(), &mut r);
        assert_eq!(r.findings, Vec::<String>::new());
        assert_eq!(Vec::from_iter(r.roots), ["hw-cpu", "hw-gcm"]);
        assert_eq!(
            Vec::from_iter(r.external),
            ["getrandom 1.0.0", "libc 1.0.0", "subtle 1.0.0"]
        );
    }

    #[test]
    fn forbidden_crate_fails_with_its_path() {
        let m = metadata(
            MEMBERS,
            &["subtle", "helper", "aes", "cpufeatures"],
            &[
                ("hw-gcm", "hw-cpu", "normal"),
                ("hw-cpu", "helper", "normal"),
                ("helper", "aes", "normal"),
                ("aes", "cpufeatures", "normal"),
            ],
        );
        let f = findings(&m);
        assert!(
            f.iter().any(|l| l.starts_with("aes: forbidden")
                && l.ends_with("hw-gcm -> hw-cpu -> helper 1.0.0 -> aes 1.0.0")),
            "{f:#?}"
        );
        assert!(
            f.iter().any(|l| l.starts_with("helper: not allowlisted")),
            "{f:#?}"
        );
        // Reached from both roots: once per root, with that root's path.
        assert!(f
            .iter()
            .any(|l| l.ends_with(": hw-cpu -> helper 1.0.0 -> aes 1.0.0")));
        assert!(!f.iter().any(|l| l.starts_with("cpufeatures")), "{f:#?}");
    }

    #[test]
    fn build_dependencies_and_unpublished_members_count() {
        let m = metadata(
            MEMBERS,
            &["openssl-sys", "rand_chacha"],
            &[
                ("hw-gcm", "openssl-sys", "build"),
                ("hw-cpu", "hw-test-vectors", "normal"),
                ("hw-cpu", "rand_chacha", "normal"),
            ],
        );
        let f = findings(&m);
        assert!(
            f.iter().any(|l| l.starts_with("openssl-sys: forbidden")
                && l.ends_with("hw-gcm -> openssl-sys 1.0.0 (build)")),
            "{f:#?}"
        );
        assert!(
            f.iter()
                .any(|l| l.starts_with("hw-test-vectors: unpublished")),
            "{f:#?}"
        );
        assert!(
            f.iter().any(|l| l.starts_with("rand_chacha: forbidden")),
            "{f:#?}"
        );
    }

    #[test]
    fn patterns_and_policy_file() {
        let p = policy();
        for bad in [
            "aes",
            "aes-gcm",
            "aes-gcm-siv",
            "chacha20poly1305",
            "ring",
            "boring-sys",
            "soft-aes",
            "poly1305",
            "ctr",
        ] {
            assert!(p.denied(bad).is_some(), "{bad} not denied");
        }
        for ok in [
            "subtle",
            "zeroize",
            "getrandom",
            "libc",
            "cpufeatures",
            "rand_core",
            "aead",
            "aesop",
        ] {
            assert!(p.denied(ok).is_none(), "{ok} denied");
        }
        assert!(glob("a*b*c", "axxbyyc") && !glob("a*b*c", "axxcyyb") && glob("*", ""));
        assert!(Policy::parse("allow x").is_err());
        assert!(Policy::parse("allow x why\nallow x why").is_err());
        assert!(Policy::parse("allow ring why\ndeny r* no").is_err());
        assert!(Policy::parse("permit x why").is_err());
    }

    /// Members of the application tests: the libraries, an unpublished library, the CLI and
    /// the build tool.
    const WITH_APP: &[(&str, bool, bool)] = &[
        ("hw-cpu", true, true),
        ("hw-gcm", true, true),
        ("hw-test-vectors", true, false),
        ("hwcrypt", false, false),
        ("xtask", false, false),
    ];

    #[test]
    fn application_may_use_unlisted_crates_but_not_denied_ones() {
        // Clean: clap and its helpers are not allowlisted, and need not be for an application;
        // its dev-dependencies (libc for the RSS test, ring) are ignored.
        let clean = metadata(
            WITH_APP,
            &["clap", "clap_builder", "zeroize", "libc", "ring"],
            &[
                ("hwcrypt", "hw-gcm", "normal"),
                ("hw-gcm", "hw-cpu", "normal"),
                ("hwcrypt", "clap", "normal"),
                ("clap", "clap_builder", "normal"),
                ("hwcrypt", "zeroize", "normal"),
                ("hwcrypt", "libc", "dev"),
                ("hwcrypt", "ring", "dev"),
                ("hwcrypt", "hw-test-vectors", "normal"),
            ],
        );
        let g = Graph::from_metadata(&clean).unwrap();
        let mut r = Report::default();
        audit(&g, "x86_64-unknown-linux-gnu", &policy(), &mut r);
        assert_eq!(r.findings, Vec::<String>::new());
        assert_eq!(Vec::from_iter(r.apps), ["hwcrypt"]);
        assert_eq!(Vec::from_iter(r.roots), ["hw-cpu", "hw-gcm"]);
        assert_eq!(
            Vec::from_iter(r.app_external),
            ["clap 1.0.0", "clap_builder 1.0.0", "zeroize 1.0.0"]
        );

        // A cipher implementation deep in the CLI's graph, directly, or as a build dependency.
        let dirty = metadata(
            WITH_APP,
            &["clap", "clap_builder", "aes-gcm", "chacha20", "openssl-sys"],
            &[
                ("hwcrypt", "hw-gcm", "normal"),
                ("hwcrypt", "clap", "normal"),
                ("clap", "clap_builder", "normal"),
                ("clap_builder", "aes-gcm", "normal"),
                ("hwcrypt", "chacha20", "normal"),
                ("hwcrypt", "openssl-sys", "build"),
            ],
        );
        let f = findings(&dirty);
        assert!(
            f.iter().any(
                |l| l.starts_with("aes-gcm: forbidden in an application (deny `aes-*`")
                    && l.ends_with("hwcrypt -> clap 1.0.0 -> clap_builder 1.0.0 -> aes-gcm 1.0.0")
            ),
            "{f:#?}"
        );
        assert!(
            f.iter()
                .any(|l| l.starts_with("chacha20: forbidden in an application")),
            "{f:#?}"
        );
        assert!(
            f.iter().any(
                |l| l.starts_with("openssl-sys: forbidden in an application")
                    && l.ends_with("hwcrypt -> openssl-sys 1.0.0 (build)")
            ),
            "{f:#?}"
        );
        assert_eq!(f.len(), 3, "{f:#?}");
    }

    #[test]
    fn an_integration_crate_may_use_exactly_its_permitted_crates() {
        let members: &[(&str, bool, bool)] = &[
            ("hw-cpu", true, true),
            ("hw-gcm", true, true),
            ("hw-crypto-rustls", true, true),
        ];
        let clean = metadata(
            members,
            &[
                "rustls",
                "aws-lc-rs",
                "aws-lc-sys",
                "ring",
                "rustls-webpki",
                "cmake",
            ],
            &[
                ("hw-crypto-rustls", "hw-gcm", "normal"),
                ("hw-gcm", "hw-cpu", "normal"),
                ("hw-crypto-rustls", "rustls", "normal"),
                ("rustls", "aws-lc-rs", "normal"),
                ("rustls", "ring", "normal"),
                ("aws-lc-rs", "aws-lc-sys", "normal"),
                ("aws-lc-sys", "cmake", "build"),
                ("rustls", "rustls-webpki", "normal"),
            ],
        );
        let g = Graph::from_metadata(&clean).unwrap();
        let mut r = Report::default();
        audit(&g, "x86_64-unknown-linux-gnu", &policy(), &mut r);
        assert_eq!(r.findings, Vec::<String>::new());
        assert_eq!(Vec::from_iter(r.integrations), ["hw-crypto-rustls"]);
        assert_eq!(Vec::from_iter(r.roots), ["hw-cpu", "hw-gcm"]);

        // Another cipher crate in the integration's graph, and the base provider in a core
        // crate's: both still fail.
        let dirty = metadata(
            members,
            &["rustls", "aws-lc-rs", "openssl-sys"],
            &[
                ("hw-crypto-rustls", "rustls", "normal"),
                ("rustls", "openssl-sys", "normal"),
                ("hw-gcm", "aws-lc-rs", "normal"),
            ],
        );
        let f = findings(&dirty);
        assert!(
            f.iter()
                .any(|l| l.starts_with("openssl-sys: forbidden in an integration crate")),
            "{f:#?}"
        );
        assert!(
            f.iter()
                .any(|l| l.starts_with("aws-lc-rs: forbidden (deny `aws-lc-rs`")
                    && l.contains("hw-gcm -> aws-lc-rs")),
            "{f:#?}"
        );
    }

    #[test]
    fn the_build_tool_is_not_an_application() {
        let m = metadata(WITH_APP, &["ring"], &[("xtask", "ring", "normal")]);
        let g = Graph::from_metadata(&m).unwrap();
        let mut r = Report::default();
        audit(&g, "x86_64-unknown-linux-gnu", &policy(), &mut r);
        assert_eq!(r.findings, Vec::<String>::new());
        assert_eq!(Vec::from_iter(r.apps), ["hwcrypt"]);
    }

    /// deny.toml's [bans] deny list mirrors the exact names of the policy's deny lines.
    #[test]
    fn deny_toml_mirrors_the_deny_list() {
        let root = Path::new(env!("CARGO_MANIFEST_DIR")).parent().unwrap();
        let toml = std::fs::read_to_string(root.join("deny.toml")).unwrap();
        let p = policy();
        for name in exact_denied(&p) {
            assert!(
                toml.contains(&format!("{{ crate = \"{name}\"")),
                "deny.toml [bans] lacks `{{ crate = \"{name}\" }}`"
            );
        }
    }

    /// The real workspace passes (what `cargo xtask deps` runs).
    #[test]
    fn this_workspace_passes() {
        let root = Path::new(env!("CARGO_MANIFEST_DIR")).parent().unwrap();
        let (summary, findings) = check(root).unwrap();
        assert!(findings.is_empty(), "{summary}\n{findings:#?}");
        // hwcrypt is audited as an application.
        assert!(summary.contains("applications hwcrypt"), "{summary}");
    }
}
