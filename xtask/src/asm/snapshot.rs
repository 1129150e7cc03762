//! The committed snapshots: instruction counts and callees per kernel ([`snapshot`]), the
//! normalized listings ([`listing`]), and their readable diffs.

use super::*;

/// The snapshot text of one crate: per kernel (monomorphizations in sorted order), the count of
/// each hardware-crypto mnemonic (AES, carry-less multiply, RDSEED) and the functions it calls.
/// Addresses, labels, registers and the ordinary instruction mix do not appear, so the snapshot
/// changes when a kernel loses or gains rounds or multiplies, or calls something new, and not
/// when register allocation moves.
pub fn snapshot(funcs: &[Function]) -> String {
    let mut per: BTreeMap<&str, Vec<String>> = BTreeMap::new();
    for f in funcs.iter().filter(|f| kernel_crate(&f.path).is_some()) {
        let mut hist: BTreeMap<&str, usize> = BTreeMap::new();
        for i in &f.insns {
            let m = i.split_whitespace().next().unwrap_or("");
            if [Family::Aes, Family::Clmul, Family::Rdseed]
                .iter()
                .any(|fam| fam.matches(m))
                || m.starts_with("aeskeygen")
            {
                *hist.entry(m).or_default() += 1;
            }
        }
        let mut line: Vec<String> = hist.iter().map(|(m, n)| format!("{m}={n}")).collect();
        line.extend(f.calls.iter().map(|c| format!("call:{c}")));
        per.entry(&f.path).or_default().push(line.join(" "));
    }
    numbered(per, |path, k, l| format!("{path}#{k}: {l}\n"))
}

/// Each kernel's entries in sorted order, numbered per path (`path#k`) and written by `line`.
fn numbered(
    per: BTreeMap<&str, Vec<String>>,
    line: impl Fn(&str, usize, &str) -> String,
) -> String {
    let mut out = String::new();
    for (path, mut entries) in per {
        entries.sort();
        for (k, e) in entries.iter().enumerate() {
            out.push_str(&line(path, k, e));
        }
    }
    out
}

/// The (target, crate) pairs whose kernels are also snapshotted instruction by instruction
/// ([`listing`]): those with hand-scheduled `asm!` loops (hw-gcm's x86_64 main loops), where a
/// reviewer reads the diff. Every other listing is written, uncommitted, to
/// `target/xtask-asm/listings/<target>/<crate>.asm` on each run, to diff by hand.
pub const LISTED: &[(&str, &str)] = &[("x86_64-unknown-linux-gnu", "hw_gcm")];

/// The full, normalized assembly of every kernel of one crate: a `== path#k` header per kernel
/// (monomorphizations in sorted order), then its instructions and jump labels. Normalized so
/// that only code changes show: jump labels are numbered per kernel in order of appearance
/// (`L0:`, `L1:`), constant-pool references likewise (`C0`), symbols are demangled without their
/// hash, and vector registers are renumbered per kernel by first use (`%zmm@0`, `v@3`), since a
/// register-allocation change alone says nothing about what the kernel computes. General-purpose
/// registers, mnemonics, immediates and memory operands stay as emitted.
pub fn listing(funcs: &[Function]) -> String {
    let mut per: BTreeMap<&str, Vec<String>> = BTreeMap::new();
    for f in funcs.iter().filter(|f| kernel_crate(&f.path).is_some()) {
        per.entry(&f.path).or_default().push(normalize(f));
    }
    numbered(per, |path, k, body| format!("== {path}#{k}\n{body}"))
}

/// One kernel's instructions and labels, normalized (see [`listing`]).
pub(super) fn normalize(f: &Function) -> String {
    let mut names: BTreeMap<String, String> = BTreeMap::new();
    let (mut nl, mut nc) = (0, 0);
    let mut regs: BTreeMap<String, usize> = BTreeMap::new();
    let mut name = |tok: &str, names: &mut BTreeMap<String, String>| -> String {
        names
            .entry(tok.to_owned())
            .or_insert_with(|| {
                if tok.contains("BB") {
                    nl += 1;
                    format!("L{}", nl - 1)
                } else {
                    nc += 1;
                    format!("C{}", nc - 1)
                }
            })
            .clone()
    };
    let mut out = String::new();
    let mut labels = f.labels.iter().peekable();
    for (i, insn) in f.insns.iter().enumerate() {
        while let Some((_, l)) = labels.next_if(|(at, _)| *at == i) {
            out.push_str(&name(l, &mut names));
            out.push_str(":\n");
        }
        let mut line = String::from("  ");
        for (k, tok) in split_tokens(insn).into_iter().enumerate() {
            let t = if tok.starts_with(".L") || tok.starts_with("LCPI") || tok.starts_with("lCPI") {
                name(tok, &mut names)
            } else if let Some((reloc, sym)) =
                tok.rsplit_once(':').filter(|(_, s)| s.starts_with(".L"))
            {
                // AArch64 `:lo12:.Lanon.<hash>.11`: the same numbered name as the `adrp` operand
                // (the hash changes whenever the crate's dependencies do).
                format!("{reloc}:{}", name(sym, &mut names))
            } else if let Some(at) = tok.find("_ZN").or_else(|| tok.find("_R")) {
                // `_ZN..17h<hash>E`, `*_ZN..E@GOTPCREL`: the path without its hash.
                format!("{}{}", &tok[..at], demangle(&tok[at..]))
            } else if let Some(r) = vector_register(tok) {
                let n = regs.len();
                let idx = *regs.entry(r.1.to_owned()).or_insert(n);
                format!("{}@{idx}{}", r.0, r.2)
            } else {
                tok.to_owned()
            };
            if k == 1 {
                line.push(' ');
            }
            line.push_str(&t);
        }
        out.push_str(line.trim_end());
        out.push('\n');
    }
    for (_, l) in labels {
        out.push_str(&name(l, &mut names));
        out.push_str(":\n");
    }
    out
}

/// Splits an instruction line into tokens and the separators between them (kept, so the line
/// can be rebuilt): a token is a run of characters other than `,()[]{}` and whitespace.
pub(super) fn split_tokens(line: &str) -> Vec<&str> {
    let mut out = Vec::new();
    let mut start = 0;
    let sep = |c: char| {
        c == ','
            || c == '('
            || c == ')'
            || c == '['
            || c == ']'
            || c == '{'
            || c == '}'
            || c.is_whitespace()
    };
    let mut in_tok = false;
    for (i, c) in line.char_indices() {
        if sep(c) {
            if in_tok {
                out.push(&line[start..i]);
                in_tok = false;
            }
            out.push(&line[i..i + c.len_utf8()]);
        } else if !in_tok {
            start = i;
            in_tok = true;
        }
    }
    if in_tok {
        out.push(&line[start..]);
    }
    // The mnemonic and the first operand are separated by one space when rebuilt.
    let mut v: Vec<&str> = Vec::with_capacity(out.len());
    for t in out {
        if t.chars().all(char::is_whitespace) && v.len() == 1 {
            continue;
        }
        v.push(t);
    }
    v
}

/// A vector register token split into (prefix, number, suffix): `%zmm17` -> (`%zmm`, `17`, ``),
/// `v3.16b` -> (`v`, `3`, `.16b`), `q12` -> (`q`, `12`, ``). The number identifies the register
/// across widths (`%xmm3` and `%zmm3`, `q3` and `v3` are the same register).
pub(super) fn vector_register(tok: &str) -> Option<(&str, &str, &str)> {
    for p in ["%xmm", "%ymm", "%zmm", "v", "q"] {
        if let Some(rest) = tok.strip_prefix(p) {
            let end = rest
                .find(|c: char| !c.is_ascii_digit())
                .unwrap_or(rest.len());
            if end > 0
                && (p.starts_with('%') || rest[end..].is_empty() || rest[end..].starts_with('.'))
            {
                return Some((p, &rest[..end], &rest[end..]));
            }
        }
    }
    None
}

/// The kernels whose listings differ, each with its first differing run of lines (the common
/// prefix and suffix trimmed, at most `max` lines of each side), as readable diff lines.
pub(super) fn listing_diff(old: &str, new: &str, max: usize) -> Vec<String> {
    let sections = |t: &str| -> BTreeMap<String, Vec<String>> {
        let mut m: BTreeMap<String, Vec<String>> = BTreeMap::new();
        let mut cur = String::new();
        for l in t.lines() {
            if let Some(h) = l.strip_prefix("== ") {
                cur = h.to_owned();
                m.entry(cur.clone()).or_default();
            } else {
                m.entry(cur.clone()).or_default().push(l.to_owned());
            }
        }
        m
    };
    let (o, n) = (sections(old), sections(new));
    let mut out = Vec::new();
    for k in o.keys().filter(|k| !n.contains_key(*k)) {
        out.push(format!("kernel removed: {k}"));
    }
    for k in n.keys().filter(|k| !o.contains_key(*k)) {
        out.push(format!("kernel added: {k} ({} lines)", n[k].len()));
    }
    for (k, nb) in &n {
        let Some(ob) = o.get(k) else { continue };
        if ob == nb {
            continue;
        }
        let pre = ob.iter().zip(nb).take_while(|(a, b)| a == b).count();
        let suf = ob[pre..]
            .iter()
            .rev()
            .zip(nb[pre..].iter().rev())
            .take_while(|(a, b)| a == b)
            .count();
        let (od, nd) = (&ob[pre..ob.len() - suf], &nb[pre..nb.len() - suf]);
        out.push(format!(
            "kernel changed: {k}, at line {} (-{} +{} lines)",
            pre + 1,
            od.len(),
            nd.len()
        ));
        out.extend(od.iter().take(max).map(|l| format!("  -{l}")));
        out.extend(nd.iter().take(max).map(|l| format!("  +{l}")));
    }
    out
}

/// The lines that differ between two snapshots (`-old` / `+new`).
pub(super) fn diff(old: &str, new: &str) -> Vec<String> {
    let o: BTreeSet<&str> = old.lines().collect();
    let n: BTreeSet<&str> = new.lines().collect();
    let mut d: Vec<String> = o.difference(&n).map(|l| format!("-{l}")).collect();
    d.extend(n.difference(&o).map(|l| format!("+{l}")));
    d
}
