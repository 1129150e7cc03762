//! `cargo xtask asm`: policies on the release assembly of the secret-handling kernels.
//!
//! Each published library crate of the workspace is compiled in release with `--emit asm`
//! (`cargo rustc --release -p <crate> --lib --target <t> -- --emit asm`, in `target/xtask-asm`)
//! for each audited target whose standard library is installed (x86_64 ELF, AArch64 ELF and
//! Mach-O are parsed; the crates of one target are audited together). Every
//! function whose demangled path has an `arch` segment (`hw_gcm::arch::x86_64::vaes_avx512::seal`,
//! `hw_aes256::arch::*`, `hw_polyval::arch::*`, ...) is a kernel. Per kernel:
//!
//! - **instructions**: the kernel, with the kernels it calls, executes the hardware instruction
//!   family of its crate (`hw_gcm`, `hw_gcm_siv`: AES or carry-less multiply; `hw_aes256`,
//!   `hw_taes`: AES; `hw_polyval`: carry-less multiply; a module named `rdseed`: RDSEED). A GCM `seal`, `open` or `init` needs
//!   both families. Across a module, the families must appear at the module's width: a
//!   `*avx512*` module must use them on zmm registers, a `*avx2*` module on ymm.
//! - **calls**: a kernel calls only other kernels, the wipe helpers of hw-cpu, `memcpy`/`memset`/
//!   `memmove`/`bzero` (copies between the caller's buffers and stack blocks), and the panic paths of
//!   `core` (bounds checks; reported, since the README promises no reachable panic). Anything
//!   else (a software fallback, the allocator, formatting, `memcmp`/`bcmp`, an unresolved
//!   indirect call) is a finding.
//! - **snapshot**: the AES/CLMUL/RDSEED instruction counts and the callees per kernel
//!   (`xtask/asm/<target>/<rustc version>/<crate>.txt`), and for the kernels with `asm!` loops
//!   ([`LISTED`]) the whole normalized listing (`<crate>.asm`: labels and constants numbered per
//!   kernel, symbols without hashes, vector registers renumbered by first use). A change to
//!   either fails the check with a readable diff (the kernel, the line, the old and new
//!   instructions) until `--bless` rewrites the files. A rustc without snapshots runs the
//!   policies only and says so.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;
use std::process::Command;

/// One function of an assembly file.
#[derive(Debug, Default, Clone)]
pub struct Function {
    /// Demangled path without the hash.
    pub path: String,
    /// The instruction lines (mnemonic and operands), directives and labels removed.
    pub insns: Vec<String>,
    /// Direct and resolved indirect call/jump targets, demangled.
    pub calls: BTreeSet<String>,
    /// Indirect calls whose target could not be resolved (`call *%reg` without a GOT load).
    pub unresolved: usize,
    /// The local jump labels (`.LBB*`) and the index of the instruction each precedes.
    pub labels: Vec<(usize, String)>,
}

/// Demangles a Rust symbol (legacy `_ZN...E` or v0 `_R...`, without its hash), after
/// dropping an indirection (`*`) and a relocation suffix (`@GOTPCREL(%rip)`, `@PLT`); other
/// names unchanged.
pub fn demangle(sym: &str) -> String {
    let sym = sym
        .trim_start_matches('*')
        .trim_end_matches("@GOTPCREL(%rip)")
        .trim_end_matches("@PLT");
    // The symbol ends where an operand's syntax starts (`(%rip)`, `,`, `@GOTPCREL`).
    let end = sym
        .find(|c: char| !(c.is_ascii_alphanumeric() || "_$.".contains(c)))
        .unwrap_or(sym.len());
    let (name, rest) = sym.split_at(end);
    let rest = rest
        .trim_start_matches("@GOTPCREL")
        .trim_start_matches("@PLT");
    match rustc_demangle::try_demangle(name) {
        Ok(d) => format!("{d:#}{rest}"),
        Err(_) => sym.to_owned(),
    }
}

/// Splits an AT&T-syntax assembly file (as rustc emits it) into functions.
pub fn parse(text: &str) -> Vec<Function> {
    // Mach-O (Apple) prefixes every symbol with `_`, uses `L...` for local labels and `;` for
    // comments; ELF uses `.L...` and `#` (x86_64) or `//` (AArch64).
    let macho = text.contains("__TEXT,__text");
    let sym = |s: &str| -> String {
        let s = s.trim().trim_matches('"');
        demangle(if macho {
            s.strip_prefix('_').unwrap_or(s)
        } else {
            s
        })
    };
    let local =
        |l: &str| l.starts_with(".L") || (macho && (l.starts_with('L') || l.starts_with("l_")));
    let mut out = Vec::new();
    let mut cur: Option<Function> = None;
    // Register -> symbol loaded into it from the GOT (`movq memcpy@GOTPCREL(%rip), %rbp`,
    // `ldr x8, [x8, :got_lo12:memcpy]`, `ldr x8, [x8, _memcpy@GOTPAGEOFF]`).
    let mut got: BTreeMap<String, String> = BTreeMap::new();
    // ELF data symbols (`.type CONSTS,@object`): their labels start no function, and a
    // register loaded with one's address from the GOT holds no call target.
    let objects: BTreeSet<&str> = text
        .lines()
        .filter_map(|l| {
            let r = l.trim().strip_prefix(".type")?;
            Some(r.trim().strip_suffix(",@object")?.trim())
        })
        .collect();
    for line in text.lines() {
        let t = line.trim();
        if t.starts_with(".Lfunc_end") || (macho && t.starts_with("Lfunc_end")) {
            if let Some(f) = cur.take() {
                out.push(f);
            }
            continue;
        }
        if !line.starts_with([' ', '\t', '.']) {
            if let Some(label) = t.strip_suffix(':') {
                if local(label) {
                    continue;
                }
                if let Some(f) = cur.take() {
                    out.push(f);
                }
                if objects.contains(label) {
                    continue;
                }
                got.clear();
                cur = Some(Function {
                    path: sym(label),
                    ..Function::default()
                });
                continue;
            }
        }
        let Some(f) = cur.as_mut() else { continue };
        // A local label inside a function (`.LBB3_7:`): a jump target, kept for the listing.
        if let Some(label) = t.strip_suffix(':').filter(|l| local(l)) {
            if label.starts_with(".LBB") || label.starts_with("LBB") {
                f.labels.push((f.insns.len(), label.to_owned()));
            }
            continue;
        }
        if t.is_empty() || t.starts_with('.') || t.starts_with('#') || t.ends_with(':') {
            continue;
        }
        // Comments: `// ...` (AArch64) and `# ...` (x86_64); AArch64 immediates (`#16`) stay.
        let t = t.split("//").next().unwrap_or("");
        let t = if macho {
            t.split(';').next().unwrap_or("")
        } else {
            t
        };
        let t = t
            .split("# ")
            .next()
            .unwrap_or("")
            .trim()
            .trim_end_matches('#');
        let (mnemonic, operands) = t.split_once(char::is_whitespace).unwrap_or((t, ""));
        let operands = operands.trim();
        if mnemonic.starts_with("mov") && operands.contains("@GOTPCREL(%rip)") {
            if let Some((s, reg)) = operands.split_once(',') {
                let raw = s.trim().trim_end_matches("@GOTPCREL(%rip)");
                if !objects.contains(raw) {
                    got.insert(reg.trim().to_owned(), sym(s));
                }
            }
        }
        if mnemonic == "ldr" {
            if let Some((reg, mem)) = operands.split_once(',') {
                let name = mem
                    .split_once(":got_lo12:")
                    .map(|(_, n)| n)
                    .or_else(|| {
                        mem.split_once(',')
                            .map(|(_, n)| n)
                            .filter(|n| n.contains("@GOTPAGEOFF"))
                    })
                    .map(|n| {
                        n.trim()
                            .trim_end_matches(']')
                            .trim_end_matches("@GOTPAGEOFF")
                    });
                if let Some(n) = name {
                    got.insert(reg.trim().to_owned(), sym(n));
                }
            }
        }
        let is_call = mnemonic.starts_with("call");
        // `jmp sym` and conditional `jCC sym` to another function are tail calls.
        let is_jmp = mnemonic.starts_with('j');
        if (is_call || is_jmp) && !operands.starts_with(".L") {
            if let Some(reg) = operands.strip_prefix('*').filter(|r| r.starts_with('%')) {
                match got.get(reg) {
                    Some(sym) => {
                        f.calls.insert(sym.clone());
                    }
                    None if is_call => f.unresolved += 1,
                    // A jump table (`jmpq *%rax`) inside the function.
                    None => {}
                }
            } else if !operands.starts_with("*(") && !operands.starts_with("*-") {
                f.calls.insert(sym(operands));
            }
        }
        // AArch64: `bl sym` (call), `b sym` (tail call), `blr xN` (indirect call; `br xN` is a
        // jump table inside the function).
        match mnemonic {
            "bl" | "b" if !local(operands) => {
                f.calls.insert(sym(operands));
            }
            "blr" => match got.get(operands) {
                Some(s) => {
                    f.calls.insert(s.clone());
                }
                None => f.unresolved += 1,
            },
            _ => {}
        }
        f.insns
            .push(format!("{mnemonic} {operands}").trim().to_owned());
    }
    if let Some(f) = cur {
        out.push(f);
    }
    // A data object (a kernel module's `static`, e.g. loop constants read by inline assembly)
    // has a label and directives but no instructions: it is not a function.
    out.retain(|f| !f.insns.is_empty());
    out
}

/// The workspace crate (`hw_gcm`) of a kernel path, if it is one: any path with an `arch` segment.
fn kernel_crate(path: &str) -> Option<&str> {
    let mut seg = path.split("::");
    let krate = seg.next()?;
    (krate.starts_with("hw_") && seg.any(|s| s == "arch")).then_some(krate)
}

/// Module name of a kernel (`vaes_avx512` in `hw_gcm::arch::x86_64::vaes_avx512::seal`).
fn module(path: &str) -> &str {
    let mut parts: Vec<&str> = path.split("::").collect();
    parts.pop();
    parts.last().copied().unwrap_or("")
}

fn fn_name(path: &str) -> &str {
    path.rsplit("::").next().unwrap_or(path)
}

/// An instruction family a kernel must execute.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
enum Family {
    Aes,
    Clmul,
    Rdseed,
}

impl Family {
    fn name(self) -> &'static str {
        match self {
            Family::Aes => "AES (aesenc/vaesenc)",
            Family::Clmul => "carry-less multiply (pclmulqdq/vpclmulqdq)",
            Family::Rdseed => "rdseed",
        }
    }

    fn matches(self, mnemonic: &str) -> bool {
        let m = mnemonic.trim_start_matches('v');
        match self {
            // x86_64 aesenc/aesdec[last], AArch64 aese/aesd (aesmc/aesimc alone are not rounds).
            Family::Aes => m.starts_with("aese") || m.starts_with("aesd"),
            Family::Clmul => m.starts_with("pclmul") || m.starts_with("pmull"),
            Family::Rdseed => m.starts_with("rdseed"),
        }
    }
}

/// The families a kernel of `krate`/`module` must use.
fn families(krate: &str, module: &str) -> Vec<Family> {
    if module.contains("rdseed") {
        return vec![Family::Rdseed];
    }
    match krate {
        "hw_gcm" => vec![Family::Aes, Family::Clmul],
        // GCM-SIV's kernels derive keys, encrypt and hash (POLYVAL through hw-polyval's).
        "hw_gcm_siv" => vec![Family::Aes, Family::Clmul],
        "hw_aes256" | "hw_taes" => vec![Family::Aes],
        "hw_polyval" => vec![Family::Clmul],
        _ => Vec::new(),
    }
}

/// The families a wide module must run at its width: all of its crate's, except that
/// GCM-SIV's `vaes_avx2` tier hashes with the 128-bit POLYVAL kernel by design (hw-polyval has
/// no 256-bit one), so only its AES must be on ymm.
fn wide_families(krate: &str, module: &str) -> Vec<Family> {
    let mut f = families(krate, module);
    if krate == "hw_gcm_siv" && module == "vaes_avx2" {
        f.retain(|&x| x == Family::Aes);
    }
    f
}

/// The register width a module's name promises (`avx512`: zmm, `avx2`: ymm).
fn width(module: &str) -> Option<&'static str> {
    if module.contains("avx512") {
        Some("%zmm")
    } else if module.contains("avx2") {
        Some("%ymm")
    } else {
        None
    }
}

/// Whether a call target is allowed from a kernel, and whether it is a panic path.
fn allowed_call(target: &str) -> Option<bool> {
    const PANIC: &[&str] = &[
        "core::panicking::",
        "core::slice::index::",
        "core::option::expect_failed",
        "core::option::unwrap_failed",
        "core::result::unwrap_failed",
        "core::slice::copy_from_slice_impl::len_mismatch_fail",
    ];
    if PANIC.iter().any(|p| target.starts_with(p)) {
        return Some(true);
    }
    let ok = kernel_crate(target).is_some()
        || target.starts_with("hw_cpu::wipe_")
        || target.starts_with("hw_cpu::secret::wipe_")
        || matches!(target, "memcpy" | "memset" | "memmove" | "bzero");
    ok.then_some(false)
}

/// The result of the policies over a set of functions.
#[derive(Debug, Default)]
pub struct Audit {
    /// Distinct kernel paths checked.
    pub kernels: BTreeSet<String>,
    /// Kernels with a call to a panic path.
    pub panicking: BTreeSet<String>,
    /// Kernels that call memcpy/memset/memmove.
    pub copying: BTreeSet<String>,
    /// One line per violation.
    pub findings: Vec<String>,
}

/// Applies the instruction and call policies to the functions of one crate's assembly.
pub fn audit(funcs: &[Function], out: &mut Audit) {
    let by_path: BTreeMap<&str, Vec<&Function>> = funcs.iter().fold(BTreeMap::new(), |mut m, f| {
        m.entry(f.path.as_str()).or_insert_with(Vec::new).push(f);
        m
    });
    // Every instruction a kernel executes, with the kernels it calls (transitively).
    let closure = |f: &Function| -> Vec<String> {
        let mut seen = BTreeSet::new();
        let mut stack = vec![f];
        let mut insns = Vec::new();
        while let Some(g) = stack.pop() {
            insns.extend(g.insns.iter().cloned());
            for c in &g.calls {
                if kernel_crate(c).is_some() && seen.insert(c.clone()) {
                    stack.extend(by_path.get(c.as_str()).into_iter().flatten());
                }
            }
        }
        insns
    };
    let mut modules: BTreeMap<(String, String), Vec<String>> = BTreeMap::new();
    let mut seen_findings = BTreeSet::new();
    let mut finding = |s: String, out: &mut Audit| {
        if seen_findings.insert(s.clone()) {
            out.findings.push(s);
        }
    };
    for f in funcs {
        let Some(krate) = kernel_crate(&f.path) else {
            continue;
        };
        out.kernels.insert(f.path.clone());
        for c in &f.calls {
            match allowed_call(c) {
                Some(true) => {
                    out.panicking.insert(f.path.clone());
                }
                Some(false) => {
                    if matches!(c.as_str(), "memcpy" | "memset" | "memmove" | "bzero") {
                        out.copying.insert(f.path.clone());
                    }
                }
                None => finding(format!("{}: calls `{c}` (not allowed)", f.path), out),
            }
        }
        if f.unresolved > 0 {
            finding(
                format!(
                    "{}: {} indirect call(s) through a register",
                    f.path, f.unresolved
                ),
                out,
            );
        }
        let module = module(&f.path);
        let fams = families(krate, module);
        let all = closure(f);
        let mnemonic = |i: &String| i.split_whitespace().next().unwrap_or("").to_owned();
        let has = |fam: Family| all.iter().any(|i| fam.matches(&mnemonic(i)));
        if !fams.is_empty() && !fams.iter().any(|&fam| has(fam)) {
            finding(
                format!(
                    "{}: executes none of {}",
                    f.path,
                    fams.iter().map(|f| f.name()).collect::<Vec<_>>().join(", ")
                ),
                out,
            );
        }
        if krate == "hw_gcm" && matches!(fn_name(&f.path), "seal" | "open" | "init") {
            for fam in &fams {
                if !has(*fam) {
                    finding(format!("{}: does not execute {}", f.path, fam.name()), out);
                }
            }
        }
        modules
            .entry((krate.to_owned(), module.to_owned()))
            .or_default()
            .extend(all);
    }
    for ((krate, module), insns) in modules {
        let Some(w) = width(&module) else { continue };
        for fam in wide_families(&krate, &module) {
            let wide = insns
                .iter()
                .any(|i| fam.matches(i.split_whitespace().next().unwrap_or("")) && i.contains(w));
            if !wide {
                finding(
                    format!("{krate}::*::{module}: no {} on {w} registers", fam.name()),
                    out,
                );
            }
        }
    }
}

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
    let mut out = String::new();
    for (path, mut lines) in per {
        lines.sort();
        for (k, l) in lines.iter().enumerate() {
            out.push_str(&format!("{path}#{k}: {l}\n"));
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
    let mut out = String::new();
    for (path, mut bodies) in per {
        bodies.sort();
        for (k, b) in bodies.iter().enumerate() {
            out.push_str(&format!("== {path}#{k}\n{b}"));
        }
    }
    out
}

/// One kernel's instructions and labels, normalized (see [`listing`]).
fn normalize(f: &Function) -> String {
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
fn split_tokens(line: &str) -> Vec<&str> {
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
fn vector_register(tok: &str) -> Option<(&str, &str, &str)> {
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
fn listing_diff(old: &str, new: &str, max: usize) -> Vec<String> {
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
fn diff(old: &str, new: &str) -> Vec<String> {
    let o: BTreeSet<&str> = old.lines().collect();
    let n: BTreeSet<&str> = new.lines().collect();
    let mut d: Vec<String> = o.difference(&n).map(|l| format!("-{l}")).collect();
    d.extend(n.difference(&o).map(|l| format!("+{l}")));
    d
}

fn cargo() -> String {
    std::env::var("CARGO").unwrap_or_else(|_| "cargo".into())
}

/// The published library crates of the workspace: (package name, library target name).
fn library_crates(root: &Path) -> Result<Vec<(String, String)>, String> {
    use crate::json::Fields as _;
    let out = Command::new(cargo())
        .current_dir(root)
        .args(["metadata", "-q", "--format-version", "1", "--no-deps"])
        .output()
        .map_err(|e| format!("cannot run cargo metadata: {e}"))?;
    let doc = crate::json::parse_document(&String::from_utf8_lossy(&out.stdout))?;
    let doc = doc.as_object().ok_or("metadata is not an object")?;
    let mut libs = Vec::new();
    for p in doc.arr("packages")? {
        let p = p.as_object().ok_or("package is not an object")?;
        if matches!(p.get("publish"), Some(crate::json::Value::Array(a)) if a.is_empty()) {
            continue;
        }
        // `[package.metadata.hw-crypto] asm = false`: an integration crate with no kernels of
        // its own (hw-crypto-rustls, whose base provider's C code does not build for every
        // audited target here).
        let no_asm = p
            .get("metadata")
            .and_then(|m| m.as_object())
            .and_then(|m| m.get("hw-crypto"))
            .and_then(|m| m.as_object())
            .and_then(|m| m.get("asm"))
            .is_some_and(|v| matches!(v, crate::json::Value::Bool(false)));
        if no_asm {
            continue;
        }
        for t in p.arr("targets")? {
            let t = t.as_object().ok_or("target is not an object")?;
            if t.arr("kind")?.iter().any(|k| k.as_str() == Some("lib")) {
                libs.push((p.str("name")?.to_owned(), t.str("name")?.replace('-', "_")));
            }
        }
    }
    libs.sort();
    Ok(libs)
}

/// Compiles one crate for `target` with `--emit asm` and returns the newest `.s` file's text.
fn emit(root: &Path, target: &str, package: &str, lib: &str) -> Result<String, String> {
    let target_dir = root.join("target/xtask-asm");
    let out = Command::new(cargo())
        .current_dir(root)
        .args(["rustc", "-q", "--release", "--lib", "-p", package])
        .args(["--target", target])
        .arg("--target-dir")
        .arg(&target_dir)
        .args(["--", "--emit", "asm"])
        .output()
        .map_err(|e| format!("cannot run cargo rustc: {e}"))?;
    if !out.status.success() {
        return Err(format!(
            "cargo rustc -p {package} --target {target} --emit asm failed: {}",
            String::from_utf8_lossy(&out.stderr).trim()
        ));
    }
    let deps = target_dir.join(target).join("release/deps");
    let newest = std::fs::read_dir(&deps)
        .map_err(|e| format!("{}: {e}", deps.display()))?
        .filter_map(Result::ok)
        .filter(|e| {
            let n = e.file_name().to_string_lossy().into_owned();
            n.starts_with(&format!("{lib}-")) && n.ends_with(".s")
        })
        .max_by_key(|e| e.metadata().and_then(|m| m.modified()).ok())
        .ok_or(format!("no {lib}-*.s under {}", deps.display()))?;
    std::fs::read_to_string(newest.path()).map_err(|e| e.to_string())
}

fn rustc_version() -> String {
    Command::new("rustc")
        .arg("--version")
        .output()
        .ok()
        .and_then(|o| String::from_utf8(o.stdout).ok())
        .and_then(|s| s.split_whitespace().nth(1).map(str::to_owned))
        .unwrap_or_else(|| "unknown".into())
}

/// Whether the standard library for `target` is installed (needed to compile for it).
fn std_installed(target: &str) -> bool {
    Command::new("rustc")
        .args(["--print", "target-libdir", "--target", target])
        .output()
        .ok()
        .filter(|o| o.status.success())
        .and_then(|o| String::from_utf8(o.stdout).ok())
        .is_some_and(|dir| {
            std::fs::read_dir(dir.trim()).is_ok_and(|mut d| {
                d.any(|e| e.is_ok_and(|e| e.file_name().to_string_lossy().starts_with("libcore-")))
            })
        })
}

/// Runs the policies (and the snapshot comparison, or `--bless`) on every library crate, for
/// every audited target whose standard library is installed (`rustup target add <target>`).
///
/// With `list`, also prints each kernel with the panic paths and copies it calls (stderr).
pub fn check(root: &Path, bless: bool, list: bool) -> crate::Outcome {
    let mut a = Audit::default();
    let version = rustc_version();
    let mut notes = Vec::new();
    let mut snap_diffs = Vec::new();
    let libs = library_crates(root)?;
    let mut audited = Vec::new();
    let mut per_target = Vec::new();
    for target in crate::deps::TARGETS {
        if !std_installed(target) {
            notes.push(format!("{target} skipped (`rustup target add {target}`)"));
            continue;
        }
        audited.push(*target);
        let dir = root.join("xtask/asm").join(target).join(&version);
        let rel = dir.strip_prefix(root).unwrap_or(&dir).display().to_string();
        let had_snapshot = dir.is_dir();
        let mut changed = 0;
        // All crates of one target are audited together, so a kernel's call into another
        // crate's kernel (hw-gcm's init into hw-polyval's powers) counts its instructions.
        let mut all = Vec::new();
        for (package, lib) in &libs {
            let funcs = parse(&emit(root, target, package, lib)?);
            let snap = snapshot(&funcs);
            let text = listing(&funcs);
            let scratch = root.join("target/xtask-asm/listings").join(target);
            std::fs::create_dir_all(&scratch).map_err(|e| e.to_string())?;
            std::fs::write(scratch.join(format!("{lib}.asm")), &text).map_err(|e| e.to_string())?;
            if LISTED.contains(&(target, lib.as_str())) {
                let file = dir.join(format!("{lib}.asm"));
                if bless {
                    if text.is_empty() {
                        let _ = std::fs::remove_file(&file);
                    } else {
                        std::fs::create_dir_all(&dir).map_err(|e| e.to_string())?;
                        std::fs::write(&file, &text).map_err(|e| e.to_string())?;
                    }
                } else if had_snapshot {
                    let old = std::fs::read_to_string(&file).unwrap_or_default();
                    for d in listing_diff(&old, &text, 12) {
                        if d.starts_with("kernel ") {
                            changed += 1;
                        }
                        snap_diffs.push(format!("asm {target} {lib}: {d}"));
                    }
                }
            }
            all.extend(funcs);
            let file = dir.join(format!("{lib}.txt"));
            if bless {
                if snap.is_empty() {
                    let _ = std::fs::remove_file(&file);
                } else {
                    std::fs::create_dir_all(&dir).map_err(|e| e.to_string())?;
                    std::fs::write(&file, &snap).map_err(|e| e.to_string())?;
                }
            } else if had_snapshot {
                let old = std::fs::read_to_string(&file).unwrap_or_default();
                for d in diff(&old, &snap) {
                    changed += 1;
                    snap_diffs.push(format!("snapshot {target} {lib}: {d}"));
                }
            }
        }
        let mut t = Audit::default();
        audit(&all, &mut t);
        per_target.push(format!("{} on {target}", t.kernels.len()));
        a.findings
            .extend(t.findings.into_iter().map(|f| format!("{target}: {f}")));
        a.kernels.extend(t.kernels);
        a.panicking.extend(t.panicking);
        a.copying.extend(t.copying);
        notes.push(if bless {
            format!("blessed {rel}")
        } else if had_snapshot {
            format!("{rel}: {changed} changed line(s)")
        } else {
            format!(
                "no snapshot for {target} rustc {version} (policies only; --bless writes {rel})"
            )
        });
    }
    if list {
        for k in &a.kernels {
            let mut n = Vec::new();
            if a.panicking.contains(k) {
                n.push("panic path");
            }
            if a.copying.contains(k) {
                n.push("memcpy/memset");
            }
            eprintln!(
                "  {k}: {}",
                if n.is_empty() {
                    "-".to_owned()
                } else {
                    n.join(", ")
                }
            );
        }
    }
    if audited.is_empty() {
        a.findings
            .push("no audited target has its standard library installed".into());
    } else if a.kernels.is_empty() {
        a.findings
            .push("no kernel symbols (`<crate>::arch::...`) found".into());
    }
    let mut findings = a.findings;
    if !snap_diffs.is_empty() {
        findings.push(format!(
            "the kernels' instructions or calls changed; review, then `cargo xtask asm --bless` ({} lines)",
            snap_diffs.len()
        ));
        findings.extend(snap_diffs);
    }
    let figure = format!(
        "kernels: {}; with panic paths: {}; calling memcpy/memset: {}; {}",
        per_target.join(", "),
        a.panicking.len(),
        a.copying.len(),
        notes.join("; ")
    );
    Ok((figure, findings))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A minimal rustc-like assembly file.
    fn asm(funcs: &[(&str, &str)]) -> String {
        let mut s = String::from("\t.text\n");
        for (k, (sym, body)) in funcs.iter().enumerate() {
            s.push_str(&format!(
                "\t.type\t{sym},@function\n{sym}:\n.Lfunc_begin{k}:\n\t.cfi_startproc\n"
            ));
            for l in body.lines() {
                s.push_str(&format!("\t{}\n", l.trim()));
            }
            s.push_str(&format!(".Lfunc_end{k}:\n"));
        }
        s
    }

    const SEAL: &str = "_ZN6hw_gcm4arch6x86_6411vaes_avx5124seal17h00bab8ade1da4fa3E";
    const REST: &str = "_ZN6hw_gcm4arch6x86_6411aesni_clmul4rest17h366fff6c5e73536aE";

    #[test]
    fn data_objects_are_not_functions() {
        let text = "\t.type\tf,@function\nf:\n\taesenc %xmm0, %xmm1\n\tretq\n\
                    \t.type\tCONSTS,@object\nCONSTS:\n\t.quad\t1\n";
        let funcs = parse(text);
        assert_eq!(funcs.len(), 1);
        assert_eq!(funcs[0].path, "f");
    }

    #[test]
    fn demangles() {
        assert_eq!(demangle(SEAL), "hw_gcm::arch::x86_64::vaes_avx512::seal");
        assert_eq!(
            demangle("_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_bounds_check@GOTPCREL(%rip)"),
            "core::panicking::panic_bounds_check"
        );
        assert_eq!(
            demangle("_RNvNvNtCsgEmfK2I1SDS_4core5slice20copy_from_slice_impl17len_mismatch_fail"),
            "core::slice::copy_from_slice_impl::len_mismatch_fail"
        );
        assert_eq!(demangle("memcpy@PLT"), "memcpy");
    }

    #[test]
    fn good_kernel_passes() {
        let seal = format!(
            "vaesenc %zmm1, %zmm2, %zmm2\nvpclmulqdq $0, %zmm3, %zmm4, %zmm5\n\
             movq memcpy@GOTPCREL(%rip), %rbp\ncallq *%rbp\n\
             callq *_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_bounds_check@GOTPCREL(%rip)\n\
             jmp .LBB0_3\ncallq {REST}\nretq"
        );
        let text = asm(&[
            (SEAL, &seal),
            (
                REST,
                "aesenc %xmm1, %xmm2\npclmulqdq $0, %xmm1, %xmm2\nretq",
            ),
        ]);
        let funcs = parse(&text);
        assert_eq!(funcs.len(), 2);
        let mut a = Audit::default();
        audit(&funcs, &mut a);
        assert_eq!(a.findings, Vec::<String>::new());
        assert_eq!(a.kernels.len(), 2);
        assert_eq!(a.panicking.len(), 1);
        assert_eq!(a.copying.len(), 1);
        assert!(snapshot(&funcs).contains("hw_gcm::arch::x86_64::vaes_avx512::seal#0: "));
    }

    #[test]
    fn aarch64_page_offsets_share_the_symbol_name() {
        let text = asm(&[(
            "_ZN6hw_gcm4arch7aarch649aes_pmull4seal17h0000000000000000E",
            "adrp x10, .Lanon.d4cd909c33b6f6ae.11\nadd x10, x10, :lo12:.Lanon.d4cd909c33b6f6ae.11\n\
             aese v0.16b, v1.16b\nret",
        )]);
        let listing = normalize(&parse(&text)[0]);
        assert!(
            listing.contains("adrp x10, C0\n  add x10, x10, :lo12:C0\n"),
            "{listing}"
        );
    }

    #[test]
    fn aarch64_kernels() {
        let text = asm(&[(
            "_ZN6hw_gcm4arch7aarch649aes_pmull4seal17h0000000000000000E",
            "aese v0.16b, v1.16b\naesmc v0.16b, v0.16b\npmull2 v2.1q, v3.2d, v4.2d\n\
             add x0, x0, #16 // bump\nbl memcpy\nb.ne .LBB3_2\nret",
        )]);
        let funcs = parse(&text);
        assert!(funcs[0].insns.contains(&"add x0, x0, #16".to_owned()));
        let mut a = Audit::default();
        audit(&funcs, &mut a);
        assert_eq!(a.findings, Vec::<String>::new());
        assert_eq!(a.copying.len(), 1);
        let text = asm(&[(
            "_ZN10hw_polyval4arch7aarch645pmull6update17h0000000000000000E",
            "eor v0.16b, v0.16b, v1.16b\nblr x8\nret",
        )]);
        let mut a = Audit::default();
        audit(&parse(&text), &mut a);
        let f = a.findings.join("\n");
        assert!(
            f.contains("1 indirect call(s)") && f.contains("executes none of"),
            "{f}"
        );
    }

    #[test]
    fn macho_aarch64() {
        let text = "\t.section\t__TEXT,__text,regular,pure_instructions\n\
            __ZN10hw_polyval4arch7aarch645pmull6update17h0000000000000000E:\n\
            Lfunc_begin3:\n\tpmull v0.1q, v1.1d, v2.1d ; lo\nLBB3_2:\n\tb.ne LBB3_2\n\
            \tadrp x8, _memcpy@GOTPAGE\n\tldr x8, [x8, _memcpy@GOTPAGEOFF]\n\tblr x8\n\
            \tbl __RNvNtCsgEmfK2I1SDS_4core9panicking18panic_bounds_check\n\tb LBB3_2\nLfunc_end3:\n\
            _other:\n\tret\n";
        let funcs = parse(text);
        assert_eq!(funcs.len(), 2, "{funcs:#?}");
        assert_eq!(funcs[0].path, "hw_polyval::arch::aarch64::pmull::update");
        assert_eq!(funcs[0].unresolved, 0);
        assert_eq!(
            Vec::from_iter(funcs[0].calls.iter().map(String::as_str)),
            ["core::panicking::panic_bounds_check", "memcpy"]
        );
        let mut a = Audit::default();
        audit(&funcs, &mut a);
        assert_eq!(a.findings, Vec::<String>::new());
    }

    #[test]
    fn listing_is_normalized_and_diffs_are_readable() {
        let body = |reg: &str| {
            format!(
                "vmovdqu64 .LCPI3_0(%rip), %{reg}\n.LBB3_1:\nvaesenc %zmm1, %{reg}, %{reg}\n\
                 decq %rcx\njne .LBB3_1\ncallq _ZN6hw_cpu11wipe_blocks17h0000000000000000E\nretq"
            )
        };
        // The same code with another register allocation and other label numbers: one listing.
        let a = listing(&parse(&asm(&[(SEAL, &body("zmm7"))])));
        let b = listing(&parse(&asm(&[(SEAL, &body("zmm20").replace("3_", "9_"))])));
        assert_eq!(a, b);
        assert_eq!(
            a,
            "== hw_gcm::arch::x86_64::vaes_avx512::seal#0\n\
             \x20 vmovdqu64 C0(%rip), %zmm@0\nL0:\n\
             \x20 vaesenc %zmm@1, %zmm@0, %zmm@0\n  decq %rcx\n  jne L0\n\
             \x20 callq hw_cpu::wipe_blocks\n  retq\n"
        );
        // A lost AES round is a changed kernel with the lines around it.
        let c = listing(&parse(&asm(&[(
            SEAL,
            &body("zmm7").replace("vaesenc", "vpxorq"),
        )])));
        let d = listing_diff(&a, &c, 12);
        assert_eq!(
            d,
            [
                "kernel changed: hw_gcm::arch::x86_64::vaes_avx512::seal#0, at line 3 (-1 +1 lines)",
                "  -  vaesenc %zmm@1, %zmm@0, %zmm@0",
                "  +  vpxorq %zmm@1, %zmm@0, %zmm@0",
            ]
        );
        assert_eq!(
            listing_diff(&a, "", 12),
            ["kernel removed: hw_gcm::arch::x86_64::vaes_avx512::seal#0"]
        );
        let aarch = listing(&parse(&asm(&[(
            "_ZN6hw_gcm4arch7aarch649aes_pmull4seal17h0000000000000000E",
            "aese v17.16b, v3.16b\naesmc v17.16b, v17.16b\nldr q3, [x1]",
        )])));
        assert!(
            aarch.contains("aese v@0.16b, v@1.16b\n  aesmc v@0.16b, v@0.16b\n  ldr q@1, [x1]"),
            "{aarch}"
        );
    }

    #[test]
    fn data_objects_are_not_kernels() {
        // A `static` in a kernel module (constants read by inline assembly) is a labelled data
        // object between functions; it is neither a kernel nor part of the one before it.
        let consts = "_ZN6hw_gcm4arch6x86_6411vaes_avx5126CONSTS17h0123456789abcdefE";
        let mut text = asm(&[(SEAL, "vaesenc %zmm1, %zmm0, %zmm0\nretq")]);
        text.push_str(&format!(
            "\t.type\t{consts},@object\n\t.section\t.rodata,\"a\",@progbits\n\t.p2align\t6\n\
             {consts}:\n\t.quad\t-4467570830351532032\n\t.quad\t0\n\t.size\t{consts}, 16\n"
        ));
        let f = parse(&text);
        assert_eq!(f.len(), 1);
        assert_eq!(f[0].path, "hw_gcm::arch::x86_64::vaes_avx512::seal");
        assert_eq!(f[0].insns.len(), 2);
    }

    #[test]
    fn conditional_tail_calls_are_calls() {
        // `if blocks.is_empty() { return } update(..)` compiles to a conditional tail jump.
        let text = asm(&[(
            REST,
            "testq %rdx, %rdx\njne _ZN8soft_aes7encrypt17h0000000000000000E\njmp .LBB0_2\nretq",
        )]);
        let f = parse(&text);
        assert_eq!(
            Vec::from_iter(f[0].calls.iter().cloned()),
            ["soft_aes::encrypt"]
        );
    }

    #[test]
    fn planted_violations_fail() {
        // A software fallback, a memcmp, a lost AES instruction, an unresolved indirect call,
        // and an avx512 module that never touches zmm.
        let text = asm(&[(
            SEAL,
            "vpclmulqdq $0, %ymm3, %ymm4, %ymm5\ncallq _ZN8soft_aes7encrypt17h0000000000000000E\n\
             callq *bcmp@GOTPCREL(%rip)\ncallq *%rax\nretq",
        )]);
        let mut a = Audit::default();
        audit(&parse(&text), &mut a);
        let f = a.findings.join("\n");
        for want in [
            "calls `soft_aes::encrypt` (not allowed)",
            "calls `bcmp` (not allowed)",
            "1 indirect call(s) through a register",
            "does not execute AES",
            "no carry-less multiply (pclmulqdq/vpclmulqdq) on %zmm registers",
            "no AES (aesenc/vaesenc) on %zmm registers",
        ] {
            assert!(f.contains(want), "missing `{want}` in:\n{f}");
        }
        let d = diff("a\nb\n", "a\nc\n");
        assert_eq!(d, ["-b", "+c"]);
    }
}
