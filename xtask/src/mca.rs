//! `cargo xtask mca`: llvm-mca estimates of the AES-256-GCM main loops, ours beside ring's and
//! aws-lc's, on CPU models not at hand (BENCHMARKING.md, item 8).
//!
//! **Where the loops come from.** Every loop is read from the disassembly (`llvm-objdump`) of an
//! object file, so that instructions the peers' sources spell as `.byte` are seen as
//! instructions:
//! - ours: the release build of hw-gcm for the target (`cargo rustc --emit asm`, with v0 symbol
//!   names so that `rest::<_, false>` and `rest::<_, true>` stay apart), assembled by `llvm-mc`;
//! - the peers': the assembly sources of the crates in the cargo registry at the versions in
//!   `Cargo.lock` (ring `pregenerated/`, aws-lc-sys `aws-lc/generated-src/`), preprocessed and
//!   assembled by the C compiler for the target (`cc`, `aarch64-linux-gnu-gcc`).
//!
//! **Which loop.** In the functions named for a loop ([`SOURCES`]), every backward branch spans a
//! candidate body; a body with a call, a return or an unconditional jump out of its span is not a
//! loop of its own. The main loop is the candidate that executes the most AES block-rounds
//! (fewest instructions on a tie). Its straight-line body, branches removed, is what llvm-mca
//! runs: the paths it skips run once per call (or once per 2^32 blocks).
//!
//! **What is reported.** Cycles per byte = llvm-mca's cycles per iteration / (16 x blocks per
//! iteration); the blocks are counted from the AES instructions (14 rounds per AES-256 block; an
//! xmm instruction is 1 block, ymm 2, zmm 4; AArch64 AESE 1), which also checks that the loop is
//! an AES-256 one. On AArch64 an AESMC right after the AESE it completes is dropped, since the
//! cores modelled fuse the pair into one op. The bound is the busiest resource per iteration, or
//! the dependency chain when no resource is near the cycle count. Each loop body is also written
//! to `target/xtask-mca/loops/<library>-<loop>-<direction>.s`, for `llvm-mca -timeline` and
//! `-bottleneck-analysis` by hand.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::{Command, ExitCode};

/// The instruction set of a loop.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
enum Arch {
    X86_64,
    Aarch64,
}

impl Arch {
    fn triple(self) -> &'static str {
        match self {
            Arch::X86_64 => "x86_64-unknown-linux-gnu",
            Arch::Aarch64 => "aarch64-unknown-linux-gnu",
        }
    }
}

/// Where a loop's code is.
#[derive(Clone, Copy, Debug)]
enum Origin {
    /// hw-gcm, built for the arch.
    Ours,
    /// An assembly source of a registry crate: the crate, the file below its root, and the
    /// include directories below its root.
    Registry(&'static str, &'static str, &'static [&'static str]),
}

/// One main loop, seal and open: the functions holding it are named by globs (`*` matches any
/// run of characters) over the demangled symbol.
#[derive(Clone, Copy, Debug)]
struct Source {
    /// `ours`, `ring` or `aws-lc`.
    library: &'static str,
    /// The tier or the peer's loop, as the tables name it.
    name: &'static str,
    arch: Arch,
    origin: Origin,
    seal: &'static str,
    open: &'static str,
}

const RING_INC: &[&str] = &["include"];
const AWS_LC_INC: &[&str] = &["aws-lc/include"];

/// Every loop the tables use.
const SOURCES: &[Source] = &[
    Source {
        library: "ours",
        name: "aesni_clmul",
        arch: Arch::X86_64,
        origin: Origin::Ours,
        seal: "hw_gcm::arch::x86_64::aesni_clmul::rest::<*, false>",
        open: "hw_gcm::arch::x86_64::aesni_clmul::rest::<*, true>",
    },
    Source {
        library: "ours",
        name: "vaes_avx2",
        arch: Arch::X86_64,
        origin: Origin::Ours,
        seal: "hw_gcm::arch::x86_64::vaes_avx2::crypt::<*, false>",
        open: "hw_gcm::arch::x86_64::vaes_avx2::crypt::<*, true>",
    },
    Source {
        library: "ours",
        name: "vaes_avx512",
        arch: Arch::X86_64,
        origin: Origin::Ours,
        seal: "hw_gcm::arch::x86_64::vaes_avx512::crypt::<*, false>",
        open: "hw_gcm::arch::x86_64::vaes_avx512::crypt::<*, true>",
    },
    Source {
        library: "ours",
        name: "aes_pmull",
        arch: Arch::Aarch64,
        origin: Origin::Ours,
        seal: "hw_gcm::arch::aarch64::aes_pmull::crypt::<*, false>",
        open: "hw_gcm::arch::aarch64::aes_pmull::crypt::<*, true>",
    },
    Source {
        library: "ours",
        name: "aes_pmull_eor3",
        arch: Arch::Aarch64,
        origin: Origin::Ours,
        seal: "hw_gcm::arch::aarch64::aes_pmull_eor3::crypt::<*, false>",
        open: "hw_gcm::arch::aarch64::aes_pmull_eor3::crypt::<*, true>",
    },
    Source {
        library: "ring",
        name: "vaes_avx2",
        arch: Arch::X86_64,
        origin: Origin::Registry("ring", "pregenerated/aes-gcm-avx2-x86_64-elf.S", RING_INC),
        seal: "aes_gcm_enc_update_vaes_avx2",
        open: "aes_gcm_dec_update_vaes_avx2",
    },
    Source {
        library: "ring",
        name: "aesni 6x",
        arch: Arch::X86_64,
        origin: Origin::Registry("ring", "pregenerated/aesni-gcm-x86_64-elf.S", RING_INC),
        seal: "_aesni_ctr32_ghash_6x",
        open: "_aesni_ctr32_ghash_6x",
    },
    Source {
        library: "ring",
        name: "4x",
        arch: Arch::Aarch64,
        origin: Origin::Registry("ring", "pregenerated/aesv8-gcm-armv8-linux64.S", RING_INC),
        seal: "aes_gcm_enc_kernel",
        open: "aes_gcm_dec_kernel",
    },
    Source {
        library: "aws-lc",
        name: "avx512",
        arch: Arch::X86_64,
        origin: Origin::Registry("aws-lc-sys", AWS_X86_AVX512, AWS_LC_INC),
        seal: "aes_gcm_encrypt_avx512",
        open: "aes_gcm_decrypt_avx512",
    },
    Source {
        library: "aws-lc",
        name: "aesni 6x",
        arch: Arch::X86_64,
        origin: Origin::Registry("aws-lc-sys", AWS_X86_AESNI, AWS_LC_INC),
        seal: "_aesni_ctr32_ghash_6x",
        open: "_aesni_ctr32_ghash_6x",
    },
    Source {
        library: "aws-lc",
        name: "4x",
        arch: Arch::Aarch64,
        origin: Origin::Registry("aws-lc-sys", AWS_ARM_4X, AWS_LC_INC),
        seal: "aes_gcm_enc_kernel",
        open: "aes_gcm_dec_kernel",
    },
    Source {
        library: "aws-lc",
        name: "unroll8",
        arch: Arch::Aarch64,
        origin: Origin::Registry("aws-lc-sys", AWS_ARM_8X, AWS_LC_INC),
        seal: "aesv8_gcm_8x_enc_256",
        open: "aesv8_gcm_8x_dec_256",
    },
];

const AWS_X86_AVX512: &str =
    "aws-lc/generated-src/linux-x86_64/crypto/fipsmodule/aesni-gcm-avx512.S";
const AWS_X86_AESNI: &str =
    "aws-lc/generated-src/linux-x86_64/crypto/fipsmodule/aesni-gcm-x86_64.S";
const AWS_ARM_4X: &str = "aws-lc/generated-src/linux-aarch64/crypto/fipsmodule/aesv8-gcm-armv8.S";
const AWS_ARM_8X: &str =
    "aws-lc/generated-src/linux-aarch64/crypto/fipsmodule/aesv8-gcm-armv8-unroll8.S";

/// One row of the tables: an llvm-mca CPU model, our tier on that CPU, and the loop each peer
/// library selects there (ring 0.17 has no AVX-512 loop; aws-lc-sys 0.47 has no VAES-AVX2 one
/// and takes unroll8 only on the cores it names: Neoverse V1/V2/V3 and Apple M).
struct Model {
    cpu: &'static str,
    /// What the row shows beside the model name (a capped tier).
    note: &'static str,
    ours: &'static str,
    ring: &'static str,
    aws_lc: Option<&'static str>,
}

const MODELS: &[Model] = &[
    Model {
        cpu: "znver3",
        note: "",
        ours: "vaes_avx2",
        ring: "vaes_avx2",
        aws_lc: Some("aesni 6x"),
    },
    Model {
        cpu: "znver4",
        note: "",
        ours: "vaes_avx512",
        ring: "vaes_avx2",
        aws_lc: Some("avx512"),
    },
    Model {
        cpu: "znver4",
        note: "avx2 cap",
        ours: "vaes_avx2",
        ring: "vaes_avx2",
        aws_lc: None,
    },
    Model {
        cpu: "sapphirerapids",
        note: "",
        ours: "vaes_avx512",
        ring: "vaes_avx2",
        aws_lc: Some("avx512"),
    },
    Model {
        cpu: "sapphirerapids",
        note: "avx2 cap",
        ours: "vaes_avx2",
        ring: "vaes_avx2",
        aws_lc: None,
    },
    Model {
        cpu: "icelake-server",
        note: "",
        ours: "vaes_avx512",
        ring: "vaes_avx2",
        aws_lc: Some("avx512"),
    },
    Model {
        cpu: "skylake",
        note: "",
        ours: "aesni_clmul",
        ring: "aesni 6x",
        aws_lc: Some("aesni 6x"),
    },
    // Haswell and Broadwell servers: AES-NI, AVX2, no VAES; `PSHUFB`, `AESENC` and part of
    // `PCLMULQDQ` share port 5 there, where Skylake's loops are bound by `AESENC` on port 0.
    Model {
        cpu: "haswell",
        note: "",
        ours: "aesni_clmul",
        ring: "aesni 6x",
        aws_lc: Some("aesni 6x"),
    },
    Model {
        cpu: "neoverse-n1",
        note: "",
        ours: "aes_pmull",
        ring: "4x",
        aws_lc: Some("4x"),
    },
    Model {
        cpu: "neoverse-v1",
        note: "",
        ours: "aes_pmull_eor3",
        ring: "4x",
        aws_lc: Some("unroll8"),
    },
    Model {
        cpu: "neoverse-v1",
        note: "aes_pmull cap",
        ours: "aes_pmull",
        ring: "4x",
        aws_lc: None,
    },
    Model {
        cpu: "neoverse-v2",
        note: "",
        ours: "aes_pmull_eor3",
        ring: "4x",
        aws_lc: Some("unroll8"),
    },
    Model {
        cpu: "neoverse-v2",
        note: "aes_pmull cap",
        ours: "aes_pmull",
        ring: "4x",
        aws_lc: None,
    },
    Model {
        cpu: "apple-m1",
        note: "",
        ours: "aes_pmull_eor3",
        ring: "4x",
        aws_lc: Some("unroll8"),
    },
];

/// Models whose figures are known to be off (BENCHMARKING.md), printed under the tables.
const KNOWN_OFF: &[(&str, &str)] = &[
    (
        "znver3",
        "over-charges mixes of VAESENC and VPCLMULQDQ (our vaes_avx2 loop by about 13% against \
         a real Zen 3); use it for A/B of loop variants, not as a time",
    ),
    (
        "znver4",
        "charges a zmm VAESENC or VPCLMULQDQ like a ymm one (a real Zen 4 issues one zmm \
         VAESENC a cycle, two ymm, and a zmm VPCLMULQDQ holds both AES pipes for a cycle: the \
         `ceilings` example), so a real Zen 4 takes 1.3-1.8x as long on the zmm loops (ours and \
         aws-lc's) and 0.9-1.5x on the ymm ones, by the VM's phase (six calibrations on a Zen 4 \
         EPYC in one day, 2026-11-28: `--calibrate`)",
    ),
    (
        "icelake-server",
        "puts xmm/ymm AES on port 0 only, which over-charges the VAES-AVX2 loops",
    ),
    ("apple-m1", "is LLVM's Cyclone (2013) model: ratios only"),
    (
        "all",
        "no memory effects are modelled (loads hit L1, no store forwarding stalls)",
    ),
];

/// A loop body ready for llvm-mca.
#[derive(Clone, Debug)]
struct Loop {
    /// The function and the span, for the loops table.
    place: String,
    /// Instructions, branches removed (and fused AESMC dropped on AArch64).
    body: Vec<String>,
    /// AES block-rounds per iteration (a zmm instruction counts 4).
    rounds: u32,
}

impl Loop {
    fn blocks(&self) -> f64 {
        f64::from(self.rounds) / 14.0
    }
}

/// One disassembled instruction.
#[derive(Clone, Debug)]
struct Insn {
    addr: u64,
    mnemonic: String,
    text: String,
    /// A branch's target address.
    target: Option<u64>,
}

/// llvm-mca's figures for one loop on one model.
#[derive(Clone, Debug)]
struct Estimate {
    cycles: f64,
    /// The busiest resource and its cycles per iteration.
    busiest: (String, f64),
}

impl Estimate {
    fn bound(&self) -> String {
        let (name, c) = &self.busiest;
        if *c >= 0.85 * self.cycles {
            format!("{name} ({c:.1} of {:.1} c)", self.cycles)
        } else {
            format!("dependencies ({name} {c:.1} of {:.1} c)", self.cycles)
        }
    }
}

/// The LLVM tools (`LLVM_BIN`, else Debian's `/usr/lib/llvm-22/bin`, else `PATH`): llvm-mca
/// 22 or newer is required, since older releases lack the Zen 4 and Neoverse V2 models.
fn llvm_tool(name: &str) -> Result<PathBuf, String> {
    let mut dirs = Vec::new();
    if let Ok(d) = std::env::var("LLVM_BIN") {
        dirs.push(PathBuf::from(d));
    }
    dirs.push(PathBuf::from("/usr/lib/llvm-22/bin"));
    for d in &dirs {
        let p = d.join(name);
        if p.exists() {
            return Ok(p);
        }
    }
    let p = PathBuf::from(name);
    let version = Command::new(&p)
        .arg("--version")
        .output()
        .map_err(|_| format!("{name} not found: install Debian `llvm-22` or set LLVM_BIN"))?;
    let text = String::from_utf8_lossy(&version.stdout);
    let major = text
        .split("version ")
        .nth(1)
        .and_then(|v| v.split('.').next())
        .and_then(|v| v.trim().parse::<u32>().ok())
        .unwrap_or(0);
    if major < 22 {
        return Err(format!(
            "{name} is LLVM {major}; the models need LLVM 22 (Debian `llvm-22`, or set LLVM_BIN)"
        ));
    }
    Ok(p)
}

/// The directory of `krate` at its `Cargo.lock` version in the cargo registry, fetched if absent.
fn registry_crate(root: &Path, krate: &str) -> Result<PathBuf, String> {
    let lock = std::fs::read_to_string(root.join("Cargo.lock")).map_err(|e| e.to_string())?;
    let version = lock
        .split("[[package]]")
        .find_map(|p| {
            let mut name = None;
            let mut version = None;
            for l in p.lines() {
                if let Some(v) = l.strip_prefix("name = ") {
                    name = Some(v.trim_matches('"'));
                }
                if let Some(v) = l.strip_prefix("version = ") {
                    version = Some(v.trim_matches('"'));
                }
            }
            (name == Some(krate)).then_some(version).flatten()
        })
        .ok_or(format!("{krate} is not in Cargo.lock"))?
        .to_owned();
    let home = std::env::var_os("CARGO_HOME")
        .map(PathBuf::from)
        .or_else(|| std::env::var_os("HOME").map(|h| PathBuf::from(h).join(".cargo")))
        .ok_or("neither CARGO_HOME nor HOME is set")?;
    let want = format!("{krate}-{version}");
    let find = || -> Option<PathBuf> {
        std::fs::read_dir(home.join("registry/src"))
            .ok()?
            .filter_map(Result::ok)
            .map(|index| index.path().join(&want))
            .find(|p| p.is_dir())
    };
    if let Some(p) = find() {
        return Ok(p);
    }
    crate::capture(
        Command::new(crate::asm::cargo())
            .current_dir(root)
            .arg("fetch"),
        None,
    )?;
    find().ok_or(format!(
        "{want} is not in the cargo registry after `cargo fetch`"
    ))
}

/// Assembles `source` (a registry crate's `.S`) for `arch` into `obj`.
fn assemble_peer(
    root: &Path,
    arch: Arch,
    krate_dir: &Path,
    file: &str,
    inc: &[&str],
    obj: &Path,
) -> Result<(), String> {
    let cc = match arch {
        Arch::X86_64 if cfg!(target_arch = "x86_64") => "cc".to_owned(),
        Arch::X86_64 => "x86_64-linux-gnu-gcc".to_owned(),
        Arch::Aarch64 if cfg!(target_arch = "aarch64") => "cc".to_owned(),
        Arch::Aarch64 => "aarch64-linux-gnu-gcc".to_owned(),
    };
    // ring's asm_base.h includes a generated header of symbol prefixes; none are wanted here.
    let stub = root.join("target/xtask-mca/include");
    std::fs::create_dir_all(stub.join("ring_core_generated")).map_err(|e| e.to_string())?;
    std::fs::write(stub.join("ring_core_generated/prefix_symbols_asm.h"), "")
        .map_err(|e| e.to_string())?;
    let mut cmd = Command::new(&cc);
    cmd.arg("-c").arg("-I").arg(&stub);
    for i in inc {
        cmd.arg("-I").arg(krate_dir.join(i));
    }
    cmd.arg(krate_dir.join(file)).arg("-o").arg(obj);
    crate::capture(&mut cmd, None)
        .map_err(|e| format!("{e} (the C compiler `{cc}` assembles the peers' sources)"))?;
    Ok(())
}

/// Builds hw-gcm for `arch` and assembles its listing into `obj`.
fn assemble_ours(root: &Path, arch: Arch, obj: &Path) -> Result<(), String> {
    let s = crate::asm::emit_with(
        root,
        arch.triple(),
        "hw-gcm",
        "hw_gcm",
        "target/xtask-mca/build",
        &["-C", "symbol-mangling-version=v0"],
    )?;
    let src = obj.with_extension("s");
    std::fs::write(&src, s).map_err(|e| e.to_string())?;
    let mut cmd = Command::new(llvm_tool("llvm-mc")?);
    cmd.args(["-filetype=obj", "-triple", arch.triple()]);
    if arch == Arch::Aarch64 {
        cmd.arg("-mattr=+aes,+sha3,+neon");
    }
    cmd.arg(&src).arg("-o").arg(obj);
    crate::capture(&mut cmd, None)?;
    Ok(())
}

fn is_branch(arch: Arch, m: &str) -> bool {
    match arch {
        Arch::X86_64 => m.starts_with('j') || m.starts_with("loop"),
        Arch::Aarch64 => {
            m == "b" || m.starts_with("b.") || matches!(m, "cbz" | "cbnz" | "tbz" | "tbnz")
        }
    }
}

fn is_jump(arch: Arch, m: &str) -> bool {
    match arch {
        Arch::X86_64 => m == "jmp" || m == "jmpq",
        Arch::Aarch64 => m == "b" || m == "br",
    }
}

fn is_exit(m: &str) -> bool {
    m.starts_with("ret") || m.starts_with("call") || m == "bl" || m == "blr"
}

/// AES block-rounds one instruction executes.
fn aes_rounds(arch: Arch, i: &Insn) -> u32 {
    match arch {
        Arch::X86_64 => {
            let m = i.mnemonic.trim_start_matches('v');
            if !(m.starts_with("aesenc") || m.starts_with("aesdec")) {
                return 0;
            }
            let dst = i.text.rsplit(',').next().unwrap_or("");
            if dst.contains("%zmm") {
                4
            } else if dst.contains("%ymm") {
                2
            } else {
                1
            }
        }
        Arch::Aarch64 => u32::from(i.mnemonic == "aese" || i.mnemonic == "aesd"),
    }
}

/// Splits `llvm-objdump -d --no-show-raw-insn` output into functions (demangled name, code).
fn parse_objdump(arch: Arch, text: &str) -> Vec<(String, Vec<Insn>)> {
    let mut out: Vec<(String, Vec<Insn>)> = Vec::new();
    for line in text.lines() {
        if let Some(name) = line
            .strip_suffix(">:")
            .and_then(|l| l.split_once(" <"))
            .map(|(_, n)| n)
        {
            out.push((crate::asm::demangle(name), Vec::new()));
            continue;
        }
        let Some((addr, rest)) = line.split_once(':') else {
            continue;
        };
        let Ok(addr) = u64::from_str_radix(addr.trim(), 16) else {
            continue;
        };
        let Some((_, code)) = out.last_mut() else {
            continue;
        };
        let rest = rest.split(" # ").next().unwrap_or("");
        let rest = rest.split("//").next().unwrap_or("").trim();
        if rest.is_empty() || rest == "..." {
            continue;
        }
        let (mnemonic, operands) = rest.split_once(char::is_whitespace).unwrap_or((rest, ""));
        let operands = operands.trim();
        let target = is_branch(arch, mnemonic)
            .then(|| {
                let before = operands.split(" <").next().unwrap_or("");
                let last = before.rsplit([',', ' ']).next().unwrap_or("").trim();
                u64::from_str_radix(last.strip_prefix("0x")?, 16).ok()
            })
            .flatten();
        code.push(Insn {
            addr,
            mnemonic: mnemonic.to_owned(),
            text: format!("{mnemonic} {operands}").trim().to_owned(),
            target,
        });
    }
    out
}

/// The main loop of `code` (see the module docs), or `None` without a backward branch.
fn main_loop(arch: Arch, name: &str, code: &[Insn]) -> Option<Loop> {
    let mut best: Option<(u32, usize, usize, usize)> = None; // rounds, len, start, end
    for (end, b) in code.iter().enumerate() {
        let Some(t) = b.target.filter(|&t| t <= b.addr) else {
            continue;
        };
        let Some(start) = code.iter().position(|i| i.addr == t) else {
            continue;
        };
        let span = &code[start..=end];
        let leaves = span.iter().any(|i| {
            is_exit(&i.mnemonic)
                || (is_jump(arch, &i.mnemonic) && i.target.is_none_or(|x| x < t || x > b.addr))
        });
        if leaves {
            continue;
        }
        let rounds: u32 = span.iter().map(|i| aes_rounds(arch, i)).sum();
        let better = match best {
            None => rounds > 0,
            Some((r, len, _, _)) => rounds > r || (rounds == r && span.len() < len),
        };
        if better {
            best = Some((rounds, span.len(), start, end));
        }
    }
    let (rounds, _, start, end) = best?;
    let mut body: Vec<String> = Vec::new();
    let mut last_aese: Option<String> = None;
    for i in &code[start..=end] {
        if is_branch(arch, &i.mnemonic) {
            continue;
        }
        if arch == Arch::Aarch64 {
            let dst = i
                .text
                .split_once(' ')
                .map(|(_, o)| o.split(',').next().unwrap_or("").trim().to_owned());
            if i.mnemonic == "aesmc" || i.mnemonic == "aesimc" {
                let src = i.text.rsplit(',').next().map(|s| s.trim().to_owned());
                if last_aese.is_some() && last_aese == dst && dst == src {
                    last_aese = None;
                    continue;
                }
            }
            last_aese = (i.mnemonic == "aese" || i.mnemonic == "aesd")
                .then_some(dst)
                .flatten();
        }
        body.push(i.text.clone());
    }
    Some(Loop {
        place: format!("{name} +{:#x}..{:#x}", code[start].addr, code[end].addr),
        body,
        rounds,
    })
}

/// Whether `name` matches `glob` (`*`: any run of characters).
fn glob(glob: &str, name: &str) -> bool {
    crate::bench::matches(glob, name) && (glob.contains('*') || glob == name)
}

/// A loop: (library, loop name, `seal` or `open`).
type LoopKey = (&'static str, &'static str, &'static str);

/// Every loop found, by key.
type Loops = BTreeMap<LoopKey, Loop>;

/// Disassembles every source the selected models need and finds each main loop.
fn load_loops(root: &Path, needed: &[(&str, &str)]) -> Result<Loops, String> {
    let objdump = llvm_tool("llvm-objdump")?;
    let dir = root.join("target/xtask-mca");
    let dir_path = dir.join("loops");
    std::fs::create_dir_all(&dir_path).map_err(|e| e.to_string())?;
    let mut disassembled: BTreeMap<PathBuf, Vec<(String, Vec<Insn>)>> = BTreeMap::new();
    let mut loops = Loops::new();
    for s in SOURCES
        .iter()
        .filter(|s| needed.contains(&(s.library, s.name)))
    {
        let obj = match s.origin {
            Origin::Ours => dir.join(format!("hw_gcm-{:?}.o", s.arch)),
            Origin::Registry(_, file, _) => dir.join(
                Path::new(file)
                    .with_extension("o")
                    .file_name()
                    .unwrap_or_default(),
            ),
        };
        if !disassembled.contains_key(&obj) {
            match s.origin {
                Origin::Ours => assemble_ours(root, s.arch, &obj)?,
                Origin::Registry(krate, file, inc) => {
                    let krate_dir = registry_crate(root, krate)?;
                    assemble_peer(root, s.arch, &krate_dir, file, inc, &obj)?;
                }
            }
            let text = crate::capture(
                Command::new(&objdump)
                    .args(["-d", "--no-show-raw-insn"])
                    .arg(&obj),
                None,
            )?;
            disassembled.insert(obj.clone(), parse_objdump(s.arch, &text));
        }
        let funcs = &disassembled[&obj];
        for (dir, pattern) in [("seal", s.seal), ("open", s.open)] {
            let best = funcs
                .iter()
                .filter(|(name, _)| glob(pattern, name))
                .filter_map(|(name, code)| main_loop(s.arch, name, code))
                .max_by(|a, b| {
                    a.rounds
                        .cmp(&b.rounds)
                        .then(b.body.len().cmp(&a.body.len()))
                })
                .ok_or(format!(
                    "{} {}: no AES loop in a function matching `{pattern}`",
                    s.library, s.name
                ))?;
            if best.rounds % 14 != 0 {
                return Err(format!(
                    "{} {} {dir}: {} AES rounds per iteration is not a whole number of \
                     AES-256 blocks ({})",
                    s.library, s.name, best.rounds, best.place
                ));
            }
            // Each body as llvm-mca reads it, for a closer look (`llvm-mca -mcpu=...
            // -timeline < file`).
            let saved = dir_path.join(format!(
                "{}-{}-{dir}.s",
                s.library,
                s.name.replace(' ', "_")
            ));
            std::fs::write(&saved, best.body.join("\n") + "\n").map_err(|e| e.to_string())?;
            loops.insert((s.library, s.name, dir), best);
        }
    }
    Ok(loops)
}

/// llvm-mca, running each (loop, CPU model) once: the tables ask for some twice (ring's loop on
/// the capped rows, ours in the calibration).
struct Mca {
    path: PathBuf,
    done: std::cell::RefCell<BTreeMap<(LoopKey, String), Estimate>>,
}

impl Mca {
    /// Cycles per byte of loop `key` on `cpu`, and llvm-mca's figures.
    fn cpb(
        &self,
        loops: &Loops,
        key: LoopKey,
        arch: Arch,
        cpu: &str,
    ) -> Result<(f64, Estimate), String> {
        let l = loops
            .get(&key)
            .ok_or(format!("no {} {} {} loop", key.0, key.1, key.2))?;
        let memo = (key, cpu.to_owned());
        let known = self.done.borrow().get(&memo).cloned();
        let e = match known {
            Some(e) => e,
            None => {
                let e = estimate(&self.path, arch, cpu, &l.body)?;
                self.done.borrow_mut().insert(memo, e.clone());
                e
            }
        };
        Ok((cpb(l, &e), e))
    }
}

/// Runs llvm-mca on `body` for `cpu`.
fn estimate(mca: &Path, arch: Arch, cpu: &str, body: &[String]) -> Result<Estimate, String> {
    let mut cmd = Command::new(mca);
    cmd.arg(format!("-mtriple={}", arch.triple()))
        .arg(format!("-mcpu={cpu}"))
        .args(["-iterations=300", "-instruction-info=false"]);
    if arch == Arch::Aarch64 {
        cmd.arg("-mattr=+aes,+sha3");
    }
    let mut input = body.join("\n");
    input.push('\n');
    let out = crate::capture(&mut cmd, Some(input.as_bytes()))?;
    parse_mca(&out).ok_or(format!("llvm-mca -mcpu={cpu}: unexpected output"))
}

/// Cycles per iteration and the busiest resource, from llvm-mca's summary.
fn parse_mca(text: &str) -> Option<Estimate> {
    let field = |name: &str| -> Option<f64> {
        text.lines()
            .find_map(|l| l.strip_prefix(name))
            .and_then(|v| v.trim().parse().ok())
    };
    let cycles = field("Total Cycles:")? / field("Iterations:")?;
    let mut names = BTreeMap::new();
    let mut lines = text.lines();
    for l in lines.by_ref() {
        if l.starts_with("Resources:") {
            break;
        }
    }
    for l in lines.by_ref() {
        let Some((idx, name)) = l.split_once(" - ") else {
            break;
        };
        names.insert(idx.trim().to_owned(), name.trim().to_owned());
    }
    for l in lines.by_ref() {
        if l.starts_with("Resource pressure per iteration:") {
            break;
        }
    }
    let heads: Vec<&str> = lines.next()?.split_whitespace().collect();
    let values: Vec<&str> = lines.next()?.split_whitespace().collect();
    let busiest = heads
        .iter()
        .zip(&values)
        .filter_map(|(h, v)| Some((names.get(*h)?.clone(), v.parse::<f64>().ok()?)))
        .fold(None::<(String, f64)>, |best, (n, v)| match best {
            Some((bn, bv)) if bv >= v => Some((bn, bv)),
            _ => Some((n, v)),
        })?;
    Some(Estimate { cycles, busiest })
}

/// Cycles per byte of `l` from an estimate.
fn cpb(l: &Loop, e: &Estimate) -> f64 {
    e.cycles / (16.0 * l.blocks())
}

/// The LLVM model of the CPU running this, where it can be told from /proc/cpuinfo (AMD family
/// 19h: Zen 3 or Zen 4 by model; 1Ah: Zen 5).
fn host_model() -> Option<&'static str> {
    let info = std::fs::read_to_string("/proc/cpuinfo").ok()?;
    let get = |k: &str| {
        info.lines().find_map(|l| {
            let (a, b) = l.split_once(':')?;
            (a.trim() == k).then(|| b.trim().to_owned())
        })
    };
    if get("vendor_id")? != "AuthenticAMD" {
        return None;
    }
    let family: u32 = get("cpu family")?.parse().ok()?;
    let model: u32 = get("model")?.parse().ok()?;
    match (family, model) {
        (25, 0x10..=0x1f | 0x60..=0x7f | 0xa0..=0xaf) => Some("znver4"),
        (25, _) => Some("znver3"),
        (26, _) => Some("znver5"),
        _ => None,
    }
}

/// The message length of the calibration: long enough that the main loop dominates, short enough
/// that the data stays in L1/L2 as llvm-mca assumes.
const CALIBRATION_BYTES: u64 = 16384;

/// Times our tiers on [`CALIBRATION_BYTES`] on this machine (the benchmark example, quick; an open
/// less the copy every open includes) and sets each beside llvm-mca's estimate for `model`.
fn calibrate(root: &Path, mca: &Mca, model: &str, loops: &Loops) -> Result<Vec<String>, String> {
    let here: Vec<&str> = hw_cpu::supported_tiers().map(|t| t.name()).collect();
    // (measured implementation, loop key) for the rows of this model whose tier runs here.
    let mut pairs: Vec<(String, (&'static str, &'static str))> = Vec::new();
    for m in MODELS
        .iter()
        .filter(|m| m.cpu == model && here.contains(&m.ours))
    {
        let mut row = vec![
            (format!("hw-gcm/{}", m.ours), ("ours", m.ours)),
            ("ring".to_owned(), ("ring", m.ring)),
        ];
        if let Some(a) = m.aws_lc {
            row.push(("aws-lc-rs".to_owned(), ("aws-lc", a)));
        }
        for p in row {
            if !pairs.contains(&p) {
                pairs.push(p);
            }
        }
    }
    if pairs.is_empty() {
        return Err(format!(
            "no row of the tables is for {model} with a tier this CPU runs"
        ));
    }
    let n = CALIBRATION_BYTES;
    let mut only: Vec<String> = pairs
        .iter()
        .flat_map(|(imp, _)| ["seal", "open"].map(|d| format!("{d}/{n}/{imp}")))
        .collect();
    only.push(format!("open/{n}/{}", crate::bench::COPY_ONLY));
    let (rows, clock) = crate::bench::measure(root, &only)?;
    let clock = clock.ok_or("no clock estimate on this machine")?;
    let ns = |case: &str, imp: &str| {
        rows.iter()
            .find(|r| r.case == case && r.imp == imp)
            .map(|r| r.median_ns)
            .ok_or(format!("no {case} result for {imp}"))
    };
    let copy = ns(&format!("open/{n}"), crate::bench::COPY_ONLY)?;
    let mut out = vec![
        format!(
            "Calibration on this machine ({model} model): seal and open of {n} bytes timed by \
             the benchmark example (quick rounds; the open less the copy it includes, {copy:.0} \
             ns), at {:.2} GHz ({}).",
            clock.ghz, clock.method
        ),
        String::new(),
        "| implementation | loop | direction | measured c/B | llvm-mca c/B | model / measured |"
            .to_owned(),
        "|---|---|---|---:|---:|---:|".to_owned(),
    ];
    for (imp, (lib, name)) in &pairs {
        for dir in ["seal", "open"] {
            let mut t_ns = ns(&format!("{dir}/{n}"), imp)?;
            if dir == "open" {
                t_ns -= copy;
            }
            let measured = t_ns * clock.ghz / n as f64;
            let (model_cpb, _) = mca.cpb(loops, (lib, name, dir), Arch::X86_64, model)?;
            out.push(format!(
                "| {imp} | {name} | {dir} | {measured:.3} | {model_cpb:.3} | {:.2} |",
                model_cpb / measured
            ));
        }
    }
    Ok(out)
}

/// The report: a table per direction, the loops, the known errors, and the calibration.
fn report(
    root: &Path,
    cpus: Option<&str>,
    calibrate_on: Option<&str>,
) -> Result<Vec<String>, String> {
    let mca = Mca {
        path: llvm_tool("llvm-mca")?,
        done: Default::default(),
    };
    let models: Vec<&Model> = MODELS
        .iter()
        .filter(|m| cpus.is_none_or(|c| c.split(',').any(|c| c.trim() == m.cpu)))
        .collect();
    if models.is_empty() {
        return Err(format!(
            "--mcpu selects none of {}",
            MODELS.iter().map(|m| m.cpu).collect::<Vec<_>>().join(", ")
        ));
    }
    let mut needed: Vec<(&str, &str)> = Vec::new();
    for m in &models {
        needed.push(("ours", m.ours));
        needed.push(("ring", m.ring));
        if let Some(a) = m.aws_lc {
            needed.push(("aws-lc", a));
        }
    }
    let loops = load_loops(root, &needed)?;
    let version = crate::capture(Command::new(&mca.path).arg("--version"), None)
        .ok()
        .and_then(|v| {
            v.lines().find_map(|l| {
                l.split_once("LLVM version ")
                    .map(|(_, v)| v.trim().to_owned())
            })
        })
        .unwrap_or_else(|| "unknown".into());
    let mut out = vec![format!(
        "Steady-state main loops of AES-256-GCM in llvm-mca {version}, cycles per byte (lower is \
         faster); ratio = ours / the faster peer loop that runs on that CPU (at most 1.00: ours \
         leads)."
    )];
    for dir in ["seal", "open"] {
        out.push(String::new());
        out.push(format!("### {dir}"));
        out.push(String::new());
        out.push("| model | ours | ring | aws-lc | ratio | ours bound by |".to_owned());
        out.push("|---|---|---|---|---:|---|".to_owned());
        for m in &models {
            let arch = SOURCES
                .iter()
                .find(|s| s.library == "ours" && s.name == m.ours)
                .map_or(Arch::X86_64, |s| s.arch);
            let one = |lib, name| mca.cpb(&loops, (lib, name, dir), arch, m.cpu);
            let (ours, e) = one("ours", m.ours)?;
            let (ring, _) = one("ring", m.ring)?;
            let aws = m.aws_lc.map(|a| one("aws-lc", a)).transpose()?;
            let best = aws.as_ref().map_or(ring, |(a, _)| a.min(ring));
            let label = if m.note.is_empty() {
                m.cpu.to_owned()
            } else {
                format!("{} ({})", m.cpu, m.note)
            };
            out.push(format!(
                "| {label} | {ours:.3} {} | {ring:.3} {} | {} | {:.2} | {} |",
                m.ours,
                m.ring,
                match (&aws, m.aws_lc) {
                    (Some((a, _)), Some(n)) => format!("{a:.3} {n}"),
                    _ => "-".to_owned(),
                },
                ours / best,
                e.bound()
            ));
        }
    }
    out.push(String::new());
    out.push("### The loops".to_owned());
    out.push(String::new());
    out.push("| library | loop | direction | where | instructions | AES-256 blocks |".to_owned());
    out.push("|---|---|---|---|---:|---:|".to_owned());
    for ((lib, name, dir), l) in &loops {
        out.push(format!(
            "| {lib} | {name} | {dir} | `{}` | {} | {} |",
            l.place,
            l.body.len(),
            l.blocks()
        ));
    }
    out.push(String::new());
    out.push("Known to be off:".to_owned());
    out.push(String::new());
    for (m, what) in KNOWN_OFF {
        out.push(format!("- {m}: {what}."));
    }
    if let Some(model) = calibrate_on {
        out.push(String::new());
        out.extend(calibrate(root, &mca, model, &loops)?);
    }
    Ok(out)
}

/// Entry point of `cargo xtask mca` (options: `flags.rs`).
pub fn main(o: crate::flags::Mca) -> ExitCode {
    let root = crate::workspace_root();
    let calibrate_on = if o.calibrate {
        match o.host.clone().or_else(|| host_model().map(str::to_owned)) {
            Some(m) => Some(m),
            None => {
                eprintln!(
                    "xtask mca: name this CPU's LLVM model with --host (e.g. sapphirerapids)"
                );
                return ExitCode::FAILURE;
            }
        }
    } else {
        None
    };
    match report(&root, o.mcpu.as_deref(), calibrate_on.as_deref()) {
        Ok(lines) => {
            for l in &lines {
                println!("{l}");
            }
            if o.md {
                if let Err(e) = crate::write_report_body(
                    "mca.md",
                    "llvm-mca report",
                    "cargo xtask mca",
                    "How the loops are found and counted: the `xtask/src/mca.rs` module docs; \
                     how to use the figures: BENCHMARKING.md item 8.",
                    &lines.join("\n"),
                ) {
                    eprintln!("xtask mca: {e}");
                    return ExitCode::FAILURE;
                }
            }
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("xtask mca: {e}");
            ExitCode::FAILURE
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const X86: &str = "\
0000000000000000 <_RNvNtNtNtCs1_6hw_gcm4arch6x86_6411vaes_avx5124seal>:
       0:      \tvmovdqu64\t(%rdi), %zmm0
      10:      \tvaesenc\t%zmm1, %zmm0, %zmm0
      16:      \tvpclmulqdq\t$0x11, %zmm2, %zmm3, %zmm4
      1c:      \tvaesenclast\t%xmm1, %xmm0, %xmm0
      20:      \tjb\t0x40 <foo+0x40>
      22:      \tdecq\t%rcx
      25:      \tjne\t0x10 <foo+0x10>
      27:      \tjmp\t0x0 <foo>
      29:      \tretq
";

    #[test]
    fn finds_the_loop_and_counts_its_blocks() {
        let f = parse_objdump(Arch::X86_64, X86);
        assert_eq!(f.len(), 1);
        assert_eq!(f[0].0, "hw_gcm::arch::x86_64::vaes_avx512::seal");
        // The jmp back to 0 spans a ret: not a loop. The loop is 0x10..0x25.
        let l = main_loop(Arch::X86_64, "f", &f[0].1).unwrap();
        assert_eq!(l.rounds, 5);
        assert_eq!(
            l.body,
            [
                "vaesenc %zmm1, %zmm0, %zmm0",
                "vpclmulqdq $0x11, %zmm2, %zmm3, %zmm4",
                "vaesenclast %xmm1, %xmm0, %xmm0",
                "decq %rcx"
            ]
        );
        assert_eq!(l.place, "f +0x10..0x25");
    }

    #[test]
    fn aarch64_pairs_fuse() {
        let text = "\
0000000000000000 <aes_gcm_enc_kernel>:
       0:      \taese\tv0.16b, v1.16b
       4:      \taesmc\tv0.16b, v0.16b
       8:      \taese\tv2.16b, v1.16b
       c:      \teor\tv3.16b, v3.16b, v4.16b
      10:      \taesmc\tv2.16b, v2.16b
      14:      \tsubs\tx1, x1, #0x1
      18:      \tb.ne\t0x0 <aes_gcm_enc_kernel>
";
        let f = parse_objdump(Arch::Aarch64, text);
        let l = main_loop(Arch::Aarch64, "k", &f[0].1).unwrap();
        assert_eq!(l.rounds, 2);
        // The adjacent pair is one op; the split one is not fused.
        assert_eq!(
            l.body,
            [
                "aese v0.16b, v1.16b",
                "aese v2.16b, v1.16b",
                "eor v3.16b, v3.16b, v4.16b",
                "aesmc v2.16b, v2.16b",
                "subs x1, x1, #0x1"
            ]
        );
    }

    #[test]
    fn reads_the_busiest_resource() {
        let text = "Iterations:        100\nInstructions:      300\nTotal Cycles:      423\n\n\
            Resources:\n[0]   - Zn3AGU0\n[12.0] - Zn3FP45\n[12.1] - Zn3FP45\n\n\n\
            Resource pressure per iteration:\n[0]    [12.0] [12.1]\n -     2.50   0.50\n";
        let e = parse_mca(text).unwrap();
        assert!((e.cycles - 4.23).abs() < 1e-9);
        assert_eq!(e.busiest, ("Zn3FP45".to_owned(), 2.5));
        assert_eq!(e.bound(), "dependencies (Zn3FP45 2.5 of 4.2 c)");
    }

    #[test]
    fn globs_are_whole_names() {
        assert!(glob("aes_gcm_enc_kernel", "aes_gcm_enc_kernel"));
        assert!(!glob("aes_gcm_enc_kernel", "aes_gcm_enc_kernel_x"));
        assert!(glob(
            "hw_gcm::arch::x86_64::aesni_clmul::rest::<*, false>",
            "hw_gcm::arch::x86_64::aesni_clmul::rest::<hw_gcm::inout::InPlace, false>"
        ));
    }
}
