//! CPU feature detection and tier proof tokens for the `hw-crypto` crates.
//!
//! Every kernel in `hw-aes256`, `hw-polyval` and `hw-gcm` needs a set of CPU instructions
//! that are not part of the baseline target. This crate finds out, once, which of them the
//! CPU (and the operating system, for the AVX register state) makes usable, and hands out a
//! zero-sized token per **tier** — a named feature set — that can only be obtained from that
//! check. Holding a token is the proof that the kernels of its tier may run.
//!
//! | tier | token | needs |
//! |---|---|---|
//! | [`Tier::AesNiClmul`] | [`AesNiClmul`] | `aes`, `pclmulqdq`, `ssse3`, `sse4.1` |
//! | [`Tier::VaesAvx2`] | `VaesAvx2` | the above + `avx`, `avx2`, `vaes`, `vpclmulqdq`, OS YMM state |
//! | [`Tier::VaesAvx512`] | `VaesAvx512` | the above + `avx512f`, `avx512bw`, `avx512vl`, OS ZMM state |
//!
//! The wide tiers are detected here already; their kernels arrive with the performance work.
//!
//! Detection is written directly on `CPUID` and `XGETBV` rather than through `cpufeatures`,
//! because that crate ties `vaes` and `vpclmulqdq` to the ZMM (AVX-512) register state, which
//! would hide the ymm-only `VaesAvx2` tier on CPUs and hypervisors that expose VAES without
//! AVX-512 (for example QEMU's `Icelake-Server` model).
//!
//! ```
//! match hw_cpu::select(hw_cpu::Tier::BEST) {
//!     Ok(selected) => println!("kernels will run on {:?}", selected.tier()),
//!     Err(e) => println!("no hardware AES here: {e}"),
//! }
//! ```
#![no_std]
#![cfg_attr(docsrs, feature(doc_cfg))]

use core::fmt;
use core::sync::atomic::{AtomicU32, Ordering};

#[cfg(feature = "dispatch-counters")]
pub mod counters;

/// A named set of CPU features that a family of kernels needs.
///
/// Tiers of one architecture are ordered from least to most capable, so a cap such as
/// `Tier::AesNiClmul` excludes the wider ones.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[non_exhaustive]
pub enum Tier {
    /// x86_64 with AES-NI and PCLMULQDQ on 128-bit registers.
    AesNiClmul,
    /// x86_64 with VAES and VPCLMULQDQ on 256-bit registers (AVX2).
    VaesAvx2,
    /// x86_64 with VAES and VPCLMULQDQ on 512-bit registers (AVX-512 F/BW/VL).
    VaesAvx512,
    /// aarch64 with the ARMv8 Cryptographic Extension's AES and PMULL instructions.
    AesPmull,
}

impl Tier {
    /// The most capable tier; use it as the cap to select the best the CPU has.
    #[cfg(not(target_arch = "aarch64"))]
    pub const BEST: Tier = Tier::VaesAvx512;
    /// The most capable tier; use it as the cap to select the best the CPU has.
    #[cfg(target_arch = "aarch64")]
    pub const BEST: Tier = Tier::AesPmull;

    /// Every tier of this architecture, least capable first.
    #[cfg(not(target_arch = "aarch64"))]
    pub const ALL: &'static [Tier] = &[Tier::AesNiClmul, Tier::VaesAvx2, Tier::VaesAvx512];
    /// Every tier of this architecture, least capable first.
    #[cfg(target_arch = "aarch64")]
    pub const ALL: &'static [Tier] = &[Tier::AesPmull];

    /// The tier's name as used in the source tree (`aesni_clmul`, `vaes_avx2`, ...).
    pub const fn name(self) -> &'static str {
        match self {
            Tier::AesNiClmul => "aesni_clmul",
            Tier::VaesAvx2 => "vaes_avx2",
            Tier::VaesAvx512 => "vaes_avx512",
            Tier::AesPmull => "aes_pmull",
        }
    }
}

impl fmt::Display for Tier {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The CPU lacks an instruction set that every tier needs.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Unsupported {
    /// The first missing feature, in the spelling of `is_x86_feature_detected!`
    /// (for example `"aes"` or `"pclmulqdq"`).
    pub missing: &'static str,
}

impl fmt::Display for Unsupported {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "this CPU lacks `{}`; hw-crypto runs only on hardware AES and carry-less multiply \
             (x86_64 AES-NI + PCLMULQDQ, or aarch64 AES + PMULL) and has no software fallback",
            self.missing
        )
    }
}

/// Keeps the tokens constructible only inside this crate.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Private(());

/// Proof that `aes`, `pclmulqdq`, `ssse3` and `sse4.1` are available.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct AesNiClmul(Private);

/// Proof that [`AesNiClmul`]'s features and `avx`, `avx2`, `vaes`, `vpclmulqdq` with OS-enabled
/// YMM state are available.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct VaesAvx2(Private);

/// Proof that [`VaesAvx2`]'s features and `avx512f`, `avx512bw`, `avx512vl` with OS-enabled
/// ZMM state are available.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct VaesAvx512(Private);

/// Proof that the ARMv8 Cryptographic Extension's AES (`AESE`/`AESMC`) and PMULL
/// instructions are available (aarch64).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct AesPmull(Private);

impl AesPmull {
    /// Checks the CPU; the token exists only if both `aes` and `pmull` are present.
    #[inline]
    pub fn detect() -> Result<Self, Unsupported> {
        let f = features();
        if f.has_all(const { mask(AES_PMULL_NEEDS) }) {
            Ok(AesPmull(Private(())))
        } else {
            Err(Unsupported {
                missing: f.first_missing(AES_PMULL_NEEDS).unwrap_or("aes"),
            })
        }
    }
}

impl VaesAvx2 {
    /// A wider tier implies the narrower one.
    pub const fn aesni_clmul(self) -> AesNiClmul {
        AesNiClmul(Private(()))
    }
}

impl VaesAvx512 {
    /// A wider tier implies the narrower one.
    pub const fn vaes_avx2(self) -> VaesAvx2 {
        VaesAvx2(Private(()))
    }
    /// A wider tier implies the narrower one.
    pub const fn aesni_clmul(self) -> AesNiClmul {
        AesNiClmul(Private(()))
    }
}

impl AesNiClmul {
    /// Checks the CPU; the token exists only if every feature of the tier is present.
    #[inline]
    pub fn detect() -> Result<Self, Unsupported> {
        let f = features();
        if f.has_all(const { mask(AESNI_CLMUL_NEEDS) }) {
            Ok(AesNiClmul(Private(())))
        } else {
            Err(Unsupported {
                missing: f.first_missing(AESNI_CLMUL_NEEDS).unwrap_or("aes"),
            })
        }
    }
}

impl VaesAvx2 {
    /// Checks the CPU and the OS register state; `None` if anything is missing.
    #[inline]
    pub fn detect() -> Option<Self> {
        features()
            .has_all(const { mask(AESNI_CLMUL_NEEDS) } | const { mask(VAES_AVX2_NEEDS) })
            .then_some(VaesAvx2(Private(())))
    }
}

impl VaesAvx512 {
    /// Checks the CPU and the OS register state; `None` if anything is missing.
    #[inline]
    pub fn detect() -> Option<Self> {
        features()
            .has_all(
                const { mask(AESNI_CLMUL_NEEDS) }
                    | const { mask(VAES_AVX2_NEEDS) }
                    | const { mask(VAES_AVX512_NEEDS) },
            )
            .then_some(VaesAvx512(Private(())))
    }
}

/// The best tier found, with its proof token.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum Selected {
    /// See [`AesNiClmul`].
    AesNiClmul(AesNiClmul),
    /// See [`VaesAvx2`].
    VaesAvx2(VaesAvx2),
    /// See [`VaesAvx512`].
    VaesAvx512(VaesAvx512),
    /// See [`AesPmull`].
    AesPmull(AesPmull),
}

impl Selected {
    /// The baseline token, which every x86_64 tier implies. (Only x86_64 selections exist on
    /// x86_64, so this never turns an aarch64 selection into an x86 proof.)
    #[cfg(target_arch = "x86_64")]
    pub const fn aesni_clmul(self) -> AesNiClmul {
        AesNiClmul(Private(()))
    }

    /// The tier this selection stands for.
    pub const fn tier(self) -> Tier {
        match self {
            Selected::AesNiClmul(_) => Tier::AesNiClmul,
            Selected::VaesAvx2(_) => Tier::VaesAvx2,
            Selected::VaesAvx512(_) => Tier::VaesAvx512,
            Selected::AesPmull(_) => Tier::AesPmull,
        }
    }
}

/// Selects the most capable tier that the CPU supports and that does not exceed `cap`.
///
/// Returns [`Unsupported`] naming the first missing feature when not even the baseline tier
/// ([`Tier::AesNiClmul`]) is available; wider tiers are optional. Costs a few mask tests on
/// the cached feature word.
#[cfg(target_arch = "aarch64")]
#[inline]
pub fn select(cap: Tier) -> Result<Selected, Unsupported> {
    let _ = cap; // one tier on aarch64
    Ok(Selected::AesPmull(AesPmull::detect()?))
}

/// Selects the most capable tier that the CPU supports and that does not exceed `cap`.
///
/// Returns [`Unsupported`] naming the first missing feature when not even the baseline tier
/// ([`Tier::AesNiClmul`]) is available; wider tiers are optional. Costs a few mask tests on
/// the cached feature word.
#[cfg(not(target_arch = "aarch64"))]
#[inline]
pub fn select(cap: Tier) -> Result<Selected, Unsupported> {
    let base = AesNiClmul::detect()?;
    if cap >= Tier::VaesAvx512 {
        if let Some(t) = VaesAvx512::detect() {
            return Ok(Selected::VaesAvx512(t));
        }
    }
    if cap >= Tier::VaesAvx2 {
        if let Some(t) = VaesAvx2::detect() {
            return Ok(Selected::VaesAvx2(t));
        }
    }
    Ok(Selected::AesNiClmul(base))
}

/// The bits of a list of features.
const fn mask(needs: &[Feature]) -> u32 {
    let mut m = 0;
    let mut i = 0;
    while i < needs.len() {
        m |= needs[i] as u32;
        i += 1;
    }
    m
}

/// Every tier the CPU supports, least capable first (for tests that loop over tiers).
pub fn supported_tiers() -> impl Iterator<Item = Tier> {
    Tier::ALL
        .iter()
        .copied()
        .filter(|&t| select(t).map(|s| s.tier() == t).unwrap_or(false))
}

/// One detectable feature.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(
    not(target_arch = "x86_64"),
    allow(dead_code, reason = "the x86_64 features are never detected elsewhere")
)]
#[repr(u32)]
enum Feature {
    Aes = 1 << 0,
    Pclmulqdq = 1 << 1,
    Ssse3 = 1 << 2,
    Sse41 = 1 << 3,
    Avx = 1 << 4,
    Avx2 = 1 << 5,
    Vaes = 1 << 6,
    Vpclmulqdq = 1 << 7,
    Avx512f = 1 << 8,
    Avx512bw = 1 << 9,
    Avx512vl = 1 << 10,
    OsYmm = 1 << 11,
    OsZmm = 1 << 12,
    Rdrand = 1 << 13,
    Rdseed = 1 << 14,
    ArmAes = 1 << 15,
    ArmPmull = 1 << 16,
    ArmRng = 1 << 17,
}

#[cfg(target_arch = "aarch64")]
const FEATURE_NAMES: [(Feature, &str); 3] = [
    (Feature::ArmAes, "aes"),
    (Feature::ArmPmull, "pmull"),
    (Feature::ArmRng, "rand"),
];

#[cfg(not(target_arch = "aarch64"))]
const FEATURE_NAMES: [(Feature, &str); 15] = [
    (Feature::Aes, "aes"),
    (Feature::Pclmulqdq, "pclmulqdq"),
    (Feature::Ssse3, "ssse3"),
    (Feature::Sse41, "sse4.1"),
    (Feature::Avx, "avx"),
    (Feature::Avx2, "avx2"),
    (Feature::Vaes, "vaes"),
    (Feature::Vpclmulqdq, "vpclmulqdq"),
    (Feature::Avx512f, "avx512f"),
    (Feature::Avx512bw, "avx512bw"),
    (Feature::Avx512vl, "avx512vl"),
    (Feature::OsYmm, "os-ymm-state"),
    (Feature::OsZmm, "os-zmm-state"),
    (Feature::Rdrand, "rdrand"),
    (Feature::Rdseed, "rdseed"),
];

const AES_PMULL_NEEDS: &[Feature] = &[Feature::ArmAes, Feature::ArmPmull];
const AESNI_CLMUL_NEEDS: &[Feature] = &[
    Feature::Aes,
    Feature::Pclmulqdq,
    Feature::Ssse3,
    Feature::Sse41,
];
const VAES_AVX2_NEEDS: &[Feature] = &[
    Feature::Avx,
    Feature::Avx2,
    Feature::OsYmm,
    Feature::Vaes,
    Feature::Vpclmulqdq,
];
const VAES_AVX512_NEEDS: &[Feature] = &[
    Feature::Avx512f,
    Feature::Avx512bw,
    Feature::Avx512vl,
    Feature::OsZmm,
];

/// The features found on this CPU, as a set.
#[derive(Clone, Copy, PartialEq, Eq)]
pub struct Features(u32);

impl Features {
    fn has(self, f: Feature) -> bool {
        self.0 & f as u32 != 0
    }

    #[inline]
    fn has_all(self, bits: u32) -> bool {
        self.0 & bits == bits
    }

    fn first_missing(self, needs: &[Feature]) -> Option<&'static str> {
        needs.iter().find(|&&f| !self.has(f)).map(|&f| name_of(f))
    }

    /// Each feature this crate looks at, with whether it is present, in a fixed order.
    pub fn iter(self) -> impl Iterator<Item = (&'static str, bool)> {
        FEATURE_NAMES
            .into_iter()
            .map(move |(f, n)| (n, self.has(f)))
    }

    /// Whether the feature named as in `is_x86_feature_detected!` is present (`false` for a
    /// name this crate does not track).
    pub fn has_named(self, name: &str) -> bool {
        FEATURE_NAMES.iter().any(|&(f, n)| n == name && self.has(f))
    }
}

impl fmt::Debug for Features {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_set()
            .entries(self.iter().filter(|&(_, on)| on).map(|(n, _)| n))
            .finish()
    }
}

fn name_of(f: Feature) -> &'static str {
    FEATURE_NAMES
        .iter()
        .find(|&&(g, _)| g == f)
        .map_or("unknown", |&(_, n)| n)
}

/// Bit set in the cache once detection has run.
const DETECTED: u32 = 1 << 31;
static CACHE: AtomicU32 = AtomicU32::new(0);

/// Overwrites each 16-byte block with zeros, in a way the compiler cannot drop as dead stores.
///
/// On x86_64 and aarch64 the zeros are ordinary stores (the compiler may merge them into wide
/// ones) followed by an empty `asm!` block that is handed the pointer: without `nomem`, the
/// compiler must assume the block reads that memory, so the stores have to happen first (the
/// technique of Linux's `memzero_explicit`). Elsewhere, and under Miri (which runs no `asm!`),
/// each block is one volatile 16-byte store. Both are far cheaper than `zeroize` on byte arrays,
/// which stores one byte at a time (measured: 368 one-byte stores made dropping a GCM key cost
/// about 70 ns), and than volatile stores of `[u8; 16]`, which the compiler routes through the
/// stack (a store, a load and a store per block).
#[inline]
pub fn wipe_blocks(blocks: &mut [[u8; 16]]) {
    #[cfg(all(any(target_arch = "x86_64", target_arch = "aarch64"), not(miri)))]
    {
        blocks.fill([0u8; 16]);
        // SAFETY: the block is empty: it executes nothing, reads and writes no register but
        // its input and no stack; it only stops the zero stores above from being elided.
        unsafe {
            core::arch::asm!("/* {0} */", in(reg) blocks.as_mut_ptr(), options(nostack, preserves_flags));
        }
    }
    #[cfg(not(all(any(target_arch = "x86_64", target_arch = "aarch64"), not(miri))))]
    {
        for b in blocks.iter_mut() {
            // SAFETY: mem: `b` is a valid, exclusive reference to 16 bytes; `[u8; 16]` has
            // alignment 1, so the pointer is suitably aligned.
            unsafe { core::ptr::write_volatile(b, [0u8; 16]) };
        }
        core::sync::atomic::compiler_fence(core::sync::atomic::Ordering::SeqCst);
    }
}

/// The tag check of every AEAD here: whether a computed authentication tag equals the received
/// one, in constant time, with `out` (the candidate plaintext) zero-filled on a mismatch, so
/// unauthenticated plaintext is never released. The comparison is two 64-bit `subtle`
/// comparisons (2 optimization barriers; `subtle`'s byte-slice comparison has one per byte,
/// and measured 20 ns of a 16-byte GCM open). The computed tag is wiped either way (for a
/// forged message it would be the valid tag). The result is public: the caller branches on it.
///
/// ```
/// let tag = [7u8; 16];
/// let mut out = *b"plaintext";
/// assert!(hw_cpu::check_tag(tag, &[7; 16], &mut out));
/// assert_eq!(&out, b"plaintext");
/// assert!(!hw_cpu::check_tag(tag, &[8; 16], &mut out));
/// assert_eq!(out, [0; 9]);
/// ```
#[inline]
pub fn check_tag(mut computed: [u8; 16], received: &[u8; 16], out: &mut [u8]) -> bool {
    use subtle::ConstantTimeEq;
    let half = |t: &[u8; 16], i: usize| {
        let mut b = [0u8; 8];
        b.copy_from_slice(&t[8 * i..][..8]);
        u64::from_le_bytes(b)
    };
    let equal =
        half(&computed, 0).ct_eq(&half(received, 0)) & half(&computed, 1).ct_eq(&half(received, 1));
    wipe_blocks(core::slice::from_mut(&mut computed));
    let ok = bool::from(equal);
    if !ok {
        // Writes through `&mut` that the caller observes cannot be elided.
        out.fill(0);
    }
    ok
}

/// [`wipe_blocks`] for a fixed number of blocks (the key state's 23 blocks: a few wide stores,
/// no loop).
#[inline]
pub fn wipe_array<const N: usize>(blocks: &mut [[u8; 16]; N]) {
    wipe_blocks(blocks.as_mut_slice());
}

/// Zeroes about `N` bytes of stack just below the caller's frame: where the frames of the
/// functions it has just called were. Each crate calls it right after a kernel returns, with
/// `N` at least that kernel's deepest stack use, so round keys, key powers and derived keys
/// that the compiler spilled there (or that a kernel kept in a local copy) do not stay behind
/// in the thread's stack. `N` is a multiple of 16.
///
/// Out of line, with one local of `N` bytes: its frame lies right below the caller's, over the
/// region the kernels used, and the zeros go into memory this function owns (so memory checkers
/// such as valgrind see no write below the stack pointer). On x86_64 it is one `rep stosb`; on
/// aarch64 a loop of 16-byte stores; both in `asm!`, which the compiler cannot elide. Under
/// Miri, which runs no `asm!`, it writes the zeros with `write_bytes`.
#[inline(never)]
pub fn wipe_stack<const N: usize>() {
    const { assert!(N.is_multiple_of(16) && N > 0 && N <= 65536) };
    let mut region = core::mem::MaybeUninit::<[u8; N]>::uninit();
    let p = region.as_mut_ptr().cast::<u8>();
    #[cfg(all(target_arch = "x86_64", not(miri)))]
    // SAFETY: mem: `p` is this frame's own `N` bytes, written with zeros from `p` upward;
    // `rdi`, `rcx` and `al` are declared, the direction flag is clear (ABI).
    unsafe {
        core::arch::asm!(
            "rep stosb",
            inout("rdi") p => _,
            inout("rcx") N => _,
            in("al") 0u8,
            options(nostack, preserves_flags),
        );
    }
    #[cfg(all(target_arch = "aarch64", not(miri)))]
    // SAFETY: mem: `p` is this frame's own `N` bytes (`N` a non-zero multiple of 16), written
    // with zeros in 16-byte stores from `p` up to `p + N`; the scratch registers are declared.
    unsafe {
        core::arch::asm!(
            "add {end}, {p}, {n}",
            "2:",
            "stp xzr, xzr, [{p}], #16",
            "cmp {p}, {end}",
            "b.lo 2b",
            p = inout(reg) p => _,
            n = in(reg) N,
            end = out(reg) _,
            options(nostack),
        );
    }
    #[cfg(any(miri, not(any(target_arch = "x86_64", target_arch = "aarch64"))))]
    // SAFETY: mem: `p` is this frame's own `N` writable bytes.
    unsafe {
        core::ptr::write_bytes(p, 0, N);
    }
    core::hint::black_box(&mut region);
}

/// [`wipe_stack`] with 32-byte AVX stores, for the tiers that have them (the token proves AVX2):
/// on the CPUs measured here a third faster than `rep stosb` for 3-4 KiB. Ends with
/// `vzeroupper`, so SSE code after it pays no transition penalty.
#[cfg(target_arch = "x86_64")]
#[inline(never)]
pub fn wipe_stack_avx<const N: usize>(_cpu: VaesAvx2) {
    const { assert!(N.is_multiple_of(128) && N > 0 && N <= 65536) };
    let mut region = core::mem::MaybeUninit::<[u8; N]>::uninit();
    let p = region.as_mut_ptr().cast::<u8>();
    #[cfg(not(miri))]
    // SAFETY: mem: `p` is this frame's own `N` bytes, written with zeros 128 bytes a time from
    // `p` up to `p + N` (`rax` runs from `-N` to 0 over `p + N`). cpu: the `VaesAvx2` token
    // proves AVX2 (and the OS's YMM state). `rax` and `ymm0` are declared clobbered.
    unsafe {
        core::arch::asm!(
            "vpxor xmm0, xmm0, xmm0",
            "mov rax, -{n}",
            "2:",
            "vmovdqu ymmword ptr [{end} + rax], ymm0",
            "vmovdqu ymmword ptr [{end} + rax + 32], ymm0",
            "vmovdqu ymmword ptr [{end} + rax + 64], ymm0",
            "vmovdqu ymmword ptr [{end} + rax + 96], ymm0",
            "add rax, 128",
            "jnz 2b",
            "vzeroupper",
            end = in(reg) p.wrapping_add(N),
            n = const N,
            out("rax") _, out("ymm0") _,
            options(nostack),
        );
    }
    #[cfg(miri)]
    // SAFETY: mem: `p` is this frame's own `N` writable bytes.
    unsafe {
        core::ptr::write_bytes(p, 0, N);
    }
    core::hint::black_box(&mut region);
}

/// The features of this CPU, detected on first use and cached. Inlined: after the first call
/// it is one load and a test in the caller (key setup calls it every time).
#[inline]
pub fn features() -> Features {
    let cached = CACHE.load(Ordering::Relaxed);
    if cached & DETECTED != 0 {
        return Features(cached & !DETECTED);
    }
    detect_and_cache()
}

#[cold]
#[inline(never)]
fn detect_and_cache() -> Features {
    let found = arch::detect();
    CACHE.store(found | DETECTED, Ordering::Relaxed);
    Features(found)
}

/// Under Miri, which cannot execute CPUID: the features this build was compiled with
/// (`-C target-feature=+aes,+pclmulqdq,+ssse3,+sse4.1` selects `aesni_clmul`, whose
/// intrinsics Miri implements), the same answer `std_detect` gives under Miri.
#[cfg(all(target_arch = "x86_64", miri))]
mod arch {
    use super::Feature;

    pub(super) fn detect() -> u32 {
        let mut out = 0;
        let mut set = |on: bool, f: Feature| {
            if on {
                out |= f as u32;
            }
        };
        set(cfg!(target_feature = "aes"), Feature::Aes);
        set(cfg!(target_feature = "pclmulqdq"), Feature::Pclmulqdq);
        set(cfg!(target_feature = "ssse3"), Feature::Ssse3);
        set(cfg!(target_feature = "sse4.1"), Feature::Sse41);
        set(cfg!(target_feature = "avx"), Feature::Avx);
        set(cfg!(target_feature = "avx"), Feature::OsYmm);
        set(cfg!(target_feature = "avx2"), Feature::Avx2);
        out
    }
}

#[cfg(all(target_arch = "x86_64", not(miri)))]
mod arch {
    use super::Feature;
    use core::arch::x86_64::{__cpuid_count, _xgetbv, CpuidResult};

    fn cpuid(leaf: u32, sub: u32) -> CpuidResult {
        // SAFETY: cpu: CPUID exists on every x86_64 processor; it only reads identification
        // registers.
        #[allow(unused_unsafe)]
        unsafe {
            __cpuid_count(leaf, sub)
        }
    }

    /// Reads CPUID (leaves 1 and 7) and, when the OS has enabled XSAVE, XCR0.
    pub(super) fn detect() -> u32 {
        let max_leaf = cpuid(0, 0).eax;
        let l1 = cpuid(1, 0);
        let l7 = if max_leaf >= 7 {
            cpuid(7, 0)
        } else {
            CpuidResult {
                eax: 0,
                ebx: 0,
                ecx: 0,
                edx: 0,
            }
        };
        let bit = |reg: u32, n: u32| reg >> n & 1 == 1;
        let osxsave = bit(l1.ecx, 27);
        let xcr0 = if osxsave {
            // SAFETY: cpu: CPUID.1:ECX.OSXSAVE[bit 27] says XGETBV is enabled, and XCR0
            // (index 0) always exists when it is.
            unsafe { _xgetbv(0) }
        } else {
            0
        };
        // XCR0 bits: 1 = SSE, 2 = AVX (upper YMM); 5, 6, 7 = opmask, ZMM_Hi256, Hi16_ZMM.
        let os_ymm = xcr0 & 0b110 == 0b110;
        let os_zmm = os_ymm && xcr0 & 0b1110_0000 == 0b1110_0000;

        let mut out = 0;
        let mut set = |on: bool, f: Feature| {
            if on {
                out |= f as u32;
            }
        };
        set(bit(l1.ecx, 25), Feature::Aes);
        set(bit(l1.ecx, 1), Feature::Pclmulqdq);
        set(bit(l1.ecx, 9), Feature::Ssse3);
        set(bit(l1.ecx, 19), Feature::Sse41);
        set(bit(l1.ecx, 28) && os_ymm, Feature::Avx);
        set(bit(l1.ecx, 30), Feature::Rdrand);
        set(bit(l7.ebx, 5) && os_ymm, Feature::Avx2);
        set(bit(l7.ebx, 16) && os_zmm, Feature::Avx512f);
        set(bit(l7.ebx, 18), Feature::Rdseed);
        set(bit(l7.ebx, 30) && os_zmm, Feature::Avx512bw);
        set(bit(l7.ebx, 31) && os_zmm, Feature::Avx512vl);
        set(bit(l7.ecx, 9) && os_ymm, Feature::Vaes);
        set(bit(l7.ecx, 10) && os_ymm, Feature::Vpclmulqdq);
        set(os_ymm, Feature::OsYmm);
        set(os_zmm, Feature::OsZmm);
        out
    }
}

/// Linux `AT_HWCAP` bits (arch/arm64/include/uapi/asm/hwcap.h).
const HWCAP_AES: u64 = 1 << 3;
const HWCAP_PMULL: u64 = 1 << 4;
/// Linux `AT_HWCAP2` bit for FEAT_RNG (RNDR/RNDRRS).
const HWCAP2_RNG: u64 = 1 << 16;

/// The feature bits for aarch64 Linux's `AT_HWCAP` and `AT_HWCAP2` words. A pure function, so
/// tests on any machine can check the decoding on synthetic values.
#[doc(hidden)]
pub fn features_from_hwcap(hwcap: u64, hwcap2: u64) -> Features {
    let mut out = 0;
    if hwcap & HWCAP_AES != 0 {
        out |= Feature::ArmAes as u32;
    }
    if hwcap & HWCAP_PMULL != 0 {
        out |= Feature::ArmPmull as u32;
    }
    if hwcap2 & HWCAP2_RNG != 0 {
        out |= Feature::ArmRng as u32;
    }
    Features(out)
}

/// Whether these features make the aarch64 tier available, and else the first missing one.
#[doc(hidden)]
pub fn aes_pmull_missing(f: Features) -> Option<&'static str> {
    AES_PMULL_NEEDS
        .iter()
        .find(|&&n| !f.has(n))
        .map(|&n| match n {
            Feature::ArmAes => "aes",
            _ => "pmull",
        })
}

#[cfg(all(
    target_arch = "aarch64",
    any(target_os = "linux", target_os = "android")
))]
mod arch {
    /// `getauxval(AT_HWCAP)` and `AT_HWCAP2`, decoded.
    pub(super) fn detect() -> u32 {
        // SAFETY: getauxval only reads the process's auxiliary vector; 0 for an absent entry.
        let hwcap = unsafe { libc::getauxval(libc::AT_HWCAP) };
        // SAFETY: as above.
        let hwcap2 = unsafe { libc::getauxval(libc::AT_HWCAP2) };
        super::features_from_hwcap(hwcap as u64, hwcap2 as u64).0
    }
}

#[cfg(all(target_arch = "aarch64", target_vendor = "apple"))]
mod arch {
    use super::Feature;

    /// `sysctlbyname(name)` as a boolean feature flag (absent or unreadable: false).
    fn flag(name: &core::ffi::CStr) -> bool {
        let mut value: u32 = 0;
        let mut size = core::mem::size_of::<u32>();
        // SAFETY: `name` is NUL-terminated; `value` and `size` are valid for writes of the
        // sizes given; no new value is set (null, 0).
        let rc = unsafe {
            libc::sysctlbyname(
                name.as_ptr(),
                (&mut value as *mut u32).cast(),
                &mut size,
                core::ptr::null_mut(),
                0,
            )
        };
        rc == 0 && size == core::mem::size_of::<u32>() && value != 0
    }

    /// The `hw.optional.arm.FEAT_*` flags.
    pub(super) fn detect() -> u32 {
        let mut out = 0;
        if flag(c"hw.optional.arm.FEAT_AES") {
            out |= Feature::ArmAes as u32;
        }
        if flag(c"hw.optional.arm.FEAT_PMULL") {
            out |= Feature::ArmPmull as u32;
        }
        if flag(c"hw.optional.arm.FEAT_RNG") {
            out |= Feature::ArmRng as u32;
        }
        out
    }
}

#[cfg(not(any(
    target_arch = "x86_64",
    all(
        target_arch = "aarch64",
        any(target_os = "linux", target_os = "android")
    ),
    all(target_arch = "aarch64", target_vendor = "apple")
)))]
mod arch {
    /// No supported feature can be detected on this target.
    pub(super) fn detect() -> u32 {
        0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tiers_are_ordered_and_named() {
        assert!(Tier::AesNiClmul < Tier::VaesAvx2 && Tier::VaesAvx2 < Tier::VaesAvx512);
        assert_eq!(Tier::BEST, *Tier::ALL.last().unwrap());
        assert_eq!(Tier::VaesAvx2.name(), "vaes_avx2");
        assert_eq!(Tier::AesPmull.name(), "aes_pmull");
    }

    #[cfg(target_arch = "aarch64")]
    extern crate std;

    #[cfg(target_arch = "aarch64")]
    #[test]
    fn aarch64_selection_agrees_with_std_detection() {
        let has = std::arch::is_aarch64_feature_detected!("aes")
            && std::arch::is_aarch64_feature_detected!("pmull");
        assert_eq!(aes_pmull_missing(features()).is_none(), has);
        match select(Tier::BEST) {
            Ok(s) => assert_eq!(s.tier(), Tier::AesPmull),
            Err(e) => assert_eq!(Some(e.missing), aes_pmull_missing(features())),
        }
        assert_eq!(
            features().has(Feature::ArmRng),
            std::arch::is_aarch64_feature_detected!("rand")
        );
    }

    #[cfg(target_arch = "x86_64")]
    #[test]
    fn selection_respects_cap_and_matches_features() {
        let f = features();
        for &cap in Tier::ALL {
            match select(cap) {
                Ok(s) => {
                    assert!(s.tier() <= cap);
                    assert!(f.first_missing(AESNI_CLMUL_NEEDS).is_none());
                    if s.tier() >= Tier::VaesAvx2 {
                        assert!(f.first_missing(VAES_AVX2_NEEDS).is_none());
                    }
                    if s.tier() == Tier::VaesAvx512 {
                        assert!(f.first_missing(VAES_AVX512_NEEDS).is_none());
                    }
                }
                Err(e) => assert_eq!(Some(e.missing), f.first_missing(AESNI_CLMUL_NEEDS)),
            }
        }
    }

    #[cfg(target_arch = "x86_64")]
    extern crate std;

    #[cfg(target_arch = "x86_64")]
    #[test]
    fn agrees_with_std_detection() {
        let f = features();
        assert_eq!(f.has(Feature::Aes), std::is_x86_feature_detected!("aes"));
        assert_eq!(
            f.has(Feature::Pclmulqdq),
            std::is_x86_feature_detected!("pclmulqdq")
        );
        assert_eq!(
            f.has(Feature::Ssse3),
            std::is_x86_feature_detected!("ssse3")
        );
        assert_eq!(
            f.has(Feature::Sse41),
            std::is_x86_feature_detected!("sse4.1")
        );
        assert_eq!(f.has(Feature::Avx2), std::is_x86_feature_detected!("avx2"));
        assert_eq!(
            f.has(Feature::Avx512f),
            std::is_x86_feature_detected!("avx512f")
        );
        assert_eq!(
            f.has(Feature::Avx512bw),
            std::is_x86_feature_detected!("avx512bw")
        );
        assert_eq!(
            f.has(Feature::Avx512vl),
            std::is_x86_feature_detected!("avx512vl")
        );
        assert_eq!(
            f.has(Feature::Rdseed),
            std::is_x86_feature_detected!("rdseed")
        );
        // std ties vaes/vpclmulqdq to the AVX state it needs; so do we.
        assert_eq!(f.has(Feature::Vaes), std::is_x86_feature_detected!("vaes"));
    }

    #[test]
    fn aarch64_hwcap_decoding_on_synthetic_values() {
        let both = features_from_hwcap(HWCAP_AES | HWCAP_PMULL | 0b11, 0);
        assert_eq!(aes_pmull_missing(both), None);
        assert_eq!(
            aes_pmull_missing(features_from_hwcap(HWCAP_PMULL, 0)),
            Some("aes")
        );
        assert_eq!(
            aes_pmull_missing(features_from_hwcap(HWCAP_AES, 0)),
            Some("pmull")
        );
        assert_eq!(
            aes_pmull_missing(features_from_hwcap(0, HWCAP2_RNG)),
            Some("aes")
        );
        assert!(features_from_hwcap(0, HWCAP2_RNG).has(Feature::ArmRng));
        // RNG is an AT_HWCAP2 bit: every AT_HWCAP bit set still says nothing about it.
        assert!(!features_from_hwcap(u64::MAX, 0).has(Feature::ArmRng));
    }

    #[test]
    fn check_tag_matches_only_the_same_tag_and_wipes_on_mismatch() {
        let tag: [u8; 16] = core::array::from_fn(|i| (i as u8).wrapping_mul(37) ^ 0xa5);
        let mut out = [0x5au8; 33];
        assert!(check_tag(tag, &tag, &mut out));
        assert!(
            out.iter().all(|&b| b == 0x5a),
            "a match leaves the output alone"
        );
        // Every single-bit difference, in either half, is a mismatch, and wipes the output.
        for bit in 0..128 {
            let mut other = tag;
            other[bit / 8] ^= 1 << (bit % 8);
            let mut out = [0x5au8; 33];
            assert!(!check_tag(tag, &other, &mut out), "bit {bit}");
            assert_eq!(out, [0; 33], "bit {bit}");
            assert!(!check_tag(other, &tag, &mut [0u8; 0]), "bit {bit}");
        }
        assert!(!check_tag([0; 16], &[0xff; 16], &mut []));
        assert!(check_tag([0; 16], &[0; 16], &mut []));
    }

    #[test]
    fn wipe_blocks_zeroes_everything() {
        let mut b = [[0xa5u8; 16]; 23];
        wipe_blocks(&mut b);
        assert!(b.iter().flatten().all(|&x| x == 0));
    }

    #[test]
    fn supported_tiers_are_selectable() {
        for t in supported_tiers() {
            assert_eq!(select(t).unwrap().tier(), t);
        }
    }
}
