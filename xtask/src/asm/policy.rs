//! The policies: which instruction families a kernel must execute, at what width, and what it
//! may call ([`audit`]).

use super::*;

/// The workspace crate (`hw_gcm`) of a kernel path, if it is one: any path with an `arch` segment.
pub(super) fn kernel_crate(path: &str) -> Option<&str> {
    let mut seg = path.split("::");
    let krate = seg.next()?;
    (krate.starts_with("hw_") && seg.any(|s| s == "arch")).then_some(krate)
}

/// Module name of a kernel (`vaes_avx512` in `hw_gcm::arch::x86_64::vaes_avx512::crypt`).
pub(super) fn module(path: &str) -> &str {
    let mut parts: Vec<&str> = path.split("::").collect();
    parts.pop();
    parts.last().copied().unwrap_or("")
}

pub(super) fn fn_name(path: &str) -> &str {
    path.rsplit("::").next().unwrap_or(path)
}

/// An instruction family a kernel must execute.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub(super) enum Family {
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

    pub(super) fn matches(self, mnemonic: &str) -> bool {
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
pub(super) fn families(krate: &str, module: &str) -> Vec<Family> {
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
pub(super) fn wide_families(krate: &str, module: &str) -> Vec<Family> {
    let mut f = families(krate, module);
    if krate == "hw_gcm_siv" && module == "vaes_avx2" {
        f.retain(|&x| x == Family::Aes);
    }
    f
}

/// The register width a module's name promises (`avx512`: zmm, `avx2`: ymm).
pub(super) fn width(module: &str) -> Option<&'static str> {
    if module.contains("avx512") {
        Some("%zmm")
    } else if module.contains("avx2") {
        Some("%ymm")
    } else {
        None
    }
}

/// An instruction on `xmm` registers in a legacy (non-VEX) SSE encoding: no `v` prefix. In a
/// function of a VAES tier, which has used ymm or zmm registers, it runs with their upper halves
/// dirty (the compiler inserts `vzeroupper` before calls, not before an inlined `asm!` block),
/// which on Intel cores costs a merge per instruction: a 384-byte open on `vaes_avx2` took twice
/// as long on an Intel Xeon (family 6 model 207) while `aesni_clmul`'s SSE loop was inlined.
pub(super) fn is_legacy_sse(insn: &str) -> bool {
    let mnemonic = insn.split_whitespace().next().unwrap_or("");
    !mnemonic.starts_with('v') && insn.contains("%xmm")
}

/// Whether a call target is allowed from a kernel, and whether it is a panic path.
pub(super) fn allowed_call(target: &str) -> Option<bool> {
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
        if width(module).is_some() {
            if let Some(i) = f.insns.iter().find(|i| is_legacy_sse(i)) {
                finding(
                    format!(
                        "{}: `{i}`: a legacy-SSE instruction in a VEX function (inlined SSE \
                         `asm!` runs there with the upper register halves dirty; call it out of \
                         line)",
                        f.path
                    ),
                    out,
                );
            }
        }
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
        if krate == "hw_gcm" && matches!(fn_name(&f.path), "crypt" | "init") {
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
