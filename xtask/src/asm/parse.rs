//! Rust symbols demangled, and an emitted assembly file split into functions ([`Function`]).

use super::*;

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
