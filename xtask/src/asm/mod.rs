//! `cargo xtask asm`: policies on the release assembly of the secret-handling kernels.
//!
//! Each published library crate of the workspace is compiled in release with `--emit asm`
//! (`cargo rustc --release -p <crate> --lib --target <t> -- --emit asm`, in `target/xtask-asm`)
//! for each audited target whose standard library is installed (x86_64 ELF, AArch64 ELF and
//! Mach-O are parsed; the crates of one target are audited together). Every function whose
//! demangled path has an `arch` segment (`hw_gcm::arch::x86_64::vaes_avx512::crypt`,
//! `hw_aes256::arch::*`, `hw_polyval::arch::*`, ...) is a kernel. Per kernel:
//!
//! - **instructions**: the kernel, with the kernels it calls, executes the hardware instruction
//!   family of its crate (`hw_gcm`, `hw_gcm_siv`: AES or carry-less multiply; `hw_aes256`,
//!   `hw_taes`: AES; `hw_polyval`: carry-less multiply; a module named `rdseed`: RDSEED). A GCM
//!   `crypt` (sealing and opening) or `init` needs both families. Across a module, the
//!   families must appear at the module's width: a `*avx512*` module must use them on zmm
//!   registers, a `*avx2*` module on ymm.
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

mod parse;
mod policy;
mod snapshot;

pub use parse::*;
pub use policy::*;
pub use snapshot::*;

pub fn cargo() -> String {
    std::env::var("CARGO").unwrap_or_else(|_| "cargo".into())
}

/// The published library crates of the workspace: (package name, library target name).
fn library_crates(root: &Path) -> Result<Vec<(String, String)>, String> {
    use crate::json::Fields as _;
    let out = crate::capture(
        Command::new(cargo()).current_dir(root).args([
            "metadata",
            "-q",
            "--format-version",
            "1",
            "--no-deps",
        ]),
        None,
    )?;
    let doc = crate::json::parse_document(&out)?;
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
    emit_with(root, target, package, lib, "target/xtask-asm", &[])
}

/// [`emit`] into another target directory (below `root`), with more rustc arguments.
pub fn emit_with(
    root: &Path,
    target: &str,
    package: &str,
    lib: &str,
    dir: &str,
    rustc_args: &[&str],
) -> Result<String, String> {
    let target_dir = root.join(dir);
    crate::capture(
        Command::new(cargo())
            .current_dir(root)
            .args(["rustc", "-q", "--release", "--lib", "-p", package])
            .args(["--target", target])
            .arg("--target-dir")
            .arg(&target_dir)
            .args(["--", "--emit", "asm"])
            .args(rustc_args),
        None,
    )?;
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

/// Writes a blessed snapshot `file` (creating its directory), or removes it when `text` is empty.
fn bless_file(file: &Path, text: &str) -> Result<(), String> {
    if text.is_empty() {
        let _ = std::fs::remove_file(file);
        return Ok(());
    }
    if let Some(dir) = file.parent() {
        std::fs::create_dir_all(dir).map_err(|e| e.to_string())?;
    }
    std::fs::write(file, text).map_err(|e| e.to_string())
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
                    bless_file(&file, &text)?;
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
                bless_file(&file, &snap)?;
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

    const SEAL: &str = "_ZN6hw_gcm4arch6x86_6411vaes_avx5125crypt17h00bab8ade1da4fa3E";
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
        assert_eq!(demangle(SEAL), "hw_gcm::arch::x86_64::vaes_avx512::crypt");
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
        assert!(snapshot(&funcs).contains("hw_gcm::arch::x86_64::vaes_avx512::crypt#0: "));
    }

    #[test]
    fn aarch64_page_offsets_share_the_symbol_name() {
        let text = asm(&[(
            "_ZN6hw_gcm4arch7aarch649aes_pmull5crypt17h0000000000000000E",
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
            "_ZN6hw_gcm4arch7aarch649aes_pmull5crypt17h0000000000000000E",
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
            "== hw_gcm::arch::x86_64::vaes_avx512::crypt#0\n\
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
                "kernel changed: hw_gcm::arch::x86_64::vaes_avx512::crypt#0, at line 3 (-1 +1 lines)",
                "  -  vaesenc %zmm@1, %zmm@0, %zmm@0",
                "  +  vpxorq %zmm@1, %zmm@0, %zmm@0",
            ]
        );
        assert_eq!(
            listing_diff(&a, "", 12),
            ["kernel removed: hw_gcm::arch::x86_64::vaes_avx512::crypt#0"]
        );
        let aarch = listing(&parse(&asm(&[(
            "_ZN6hw_gcm4arch7aarch649aes_pmull5crypt17h0000000000000000E",
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
        assert_eq!(f[0].path, "hw_gcm::arch::x86_64::vaes_avx512::crypt");
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
        // an avx512 module that never touches zmm, and a legacy-SSE instruction (an inlined SSE
        // `asm!` block) in it.
        let text = asm(&[(
            SEAL,
            "vpclmulqdq $0, %ymm3, %ymm4, %ymm5\ncallq _ZN8soft_aes7encrypt17h0000000000000000E\n\
             callq *bcmp@GOTPCREL(%rip)\ncallq *%rax\nmovdqu (%rdi), %xmm14\nretq",
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
            "`movdqu (%rdi), %xmm14`: a legacy-SSE instruction in a VEX function",
        ] {
            assert!(f.contains(want), "missing `{want}` in:\n{f}");
        }
        let d = diff("a\nb\n", "a\nc\n");
        assert_eq!(d, ["-b", "+c"]);
    }
}
