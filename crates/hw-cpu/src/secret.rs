//! Handling of secret values that every crate shares: the constant-time tag check, and wiping
//! blocks and the stack below a kernel call. (Not CPU detection; they live in this crate
//! because every crate of the workspace already depends on it.)
#![allow(
    unsafe_code,
    reason = "the volatile stores of the wipes, which the compiler cannot elide"
)]
#![allow(
    improper_ctypes_definitions,
    reason = "the wipes are `extern \"C\"` only for that ABI's no-unwind promise (see \
              `wipe_stack`); their token arguments are zero-sized proofs no foreign code passes"
)]

#[cfg(target_arch = "x86_64")]
use crate::{VaesAvx2, VaesAvx512};

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
    wipe_arrays(blocks);
}

/// [`wipe_blocks`] for 8-byte semiblocks (key wrap's `A` and `R[i]`): one 8-byte store each
/// (or wider, merged), where `zeroize` stores byte by byte. In a key-wrap unwrap the eight
/// one-byte stores over the recovered `A` (with `subtle`'s byte store of the verdict beside
/// them) kept back-to-back unwraps from overlapping: the next call's `A` is loaded from the
/// same stack address (AMD EPYC Zen 4, 32-byte KW unwrap 378-380 ns, against 327 ns with this
/// and [`is_zero_word`]; the chain of one call alone takes 387 ns).
#[inline]
pub fn wipe_semiblocks(semiblocks: &mut [[u8; 8]]) {
    wipe_arrays(semiblocks);
}

/// [`wipe_blocks`] for arrays of `N` bytes.
#[inline]
fn wipe_arrays<const N: usize>(blocks: &mut [[u8; N]]) {
    #[cfg(all(any(target_arch = "x86_64", target_arch = "aarch64"), not(miri)))]
    {
        blocks.fill([0u8; N]);
        // SAFETY: the block is empty: it executes nothing, reads and writes no register but
        // its input and no stack; it only stops the zero stores above from being elided.
        unsafe {
            core::arch::asm!("/* {0} */", in(reg) blocks.as_mut_ptr(), options(nostack, preserves_flags));
        }
    }
    #[cfg(not(all(any(target_arch = "x86_64", target_arch = "aarch64"), not(miri))))]
    {
        for b in blocks.iter_mut() {
            // SAFETY: mem: `b` is a valid, exclusive reference to `N` bytes; `[u8; N]` has
            // alignment 1, so the pointer is suitably aligned.
            unsafe { core::ptr::write_volatile(b, [0u8; N]) };
        }
        core::sync::atomic::compiler_fence(core::sync::atomic::Ordering::SeqCst);
    }
}

/// The tag check of every AEAD here: whether a computed authentication tag equals the received
/// one, in constant time, with `out` (the candidate plaintext) zero-filled on a mismatch, so
/// unauthenticated plaintext is never released. The two 64-bit halves' differences are ORed
/// into one word, which [`is_zero_word`] compares with zero behind an optimization barrier in
/// a register. (`subtle`'s byte-slice comparison has a barrier per byte, and measured 20 ns of
/// a 16-byte GCM open; two `subtle` comparisons of the halves, each a byte stored to the stack
/// and loaded back, still held up the next call: AMD EPYC Zen 4, `vaes_avx512` GCM open of 16 /
/// 64 bytes back to back 38.3 / 40.6 ns with them, 34.9 / 37.5 ns with this.) The computed tag
/// is wiped either way (for a forged message it would be the valid tag). The result is public:
/// the caller branches on it.
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
    let half = |t: &[u8; 16], i: usize| {
        let mut b = [0u8; 8];
        b.copy_from_slice(&t[8 * i..][..8]);
        u64::from_le_bytes(b)
    };
    let differ =
        (half(&computed, 0) ^ half(received, 0)) | (half(&computed, 1) ^ half(received, 1));
    wipe_blocks(core::slice::from_mut(&mut computed));
    let ok = is_zero_word(differ);
    if !ok {
        // Writes through `&mut` that the caller observes cannot be elided.
        out.fill(0);
    }
    ok
}

/// Whether `word` is zero: the last step of an integrity check whose mismatch bits were ORed
/// into one word, and whose result is public (the caller branches on it). The word first
/// passes through an empty `asm!` block, so the compiler cannot see which terms it was built
/// from and split the comparison into a branch per term (what `subtle`'s `black_box` guards
/// against); one compare then reads it, in a register. (`subtle`'s `Choice` goes through a
/// byte stored to the stack and loaded back; see [`wipe_semiblocks`] for what that cost.)
///
/// ```
/// assert!(hw_cpu::is_zero_word(0));
/// assert!(!hw_cpu::is_zero_word(1 << 63));
/// ```
#[inline]
pub fn is_zero_word(word: u64) -> bool {
    #[cfg(all(any(target_arch = "x86_64", target_arch = "aarch64"), not(miri)))]
    let word = {
        let mut w = word;
        // SAFETY: the block is empty: it executes nothing and touches no memory, stack or
        // flags; the register holds `w` before and after.
        unsafe {
            core::arch::asm!(
                "/* {0} */",
                inout(reg) w,
                options(pure, nomem, nostack, preserves_flags),
            );
        }
        w
    };
    #[cfg(not(all(any(target_arch = "x86_64", target_arch = "aarch64"), not(miri))))]
    let word = core::hint::black_box(word);
    word == 0
}

/// [`wipe_blocks`] for a fixed number of blocks (a few wide stores, no loop). Inlined: the
/// kernels wipe their temporaries with it.
#[inline]
pub fn wipe_array<const N: usize>(blocks: &mut [[u8; 16]; N]) {
    wipe_blocks(blocks.as_mut_slice());
}

/// [`wipe_array`] for key state that a drop wipes outside any kernel (a key schedule's 15
/// blocks, a key's 8 powers of `H`): from four blocks up, on an x86_64 CPU with AVX-512 and VAES
/// (or AVX) and the OS's support for them, with 64-byte (32-byte) stores, the last one overlapping
/// the one before when `N` is not a multiple of four (two), in a function of its own; otherwise
/// [`wipe_array`]. The CPU's features are read from the cache
/// [`features`](crate::features) fills (one load and a test). Dropping a
/// `hw_gcm::HardwareAes256Gcm` (15 + 8 blocks) took 7 ns with 23 16-byte stores, on an AMD EPYC
/// Zen 4 (family 25 model 17) where key setup and drop take about 53 ns, and 1-3 ns with six
/// 64-byte stores.
#[inline]
pub fn wipe_key_array<const N: usize>(blocks: &mut [[u8; 16]; N]) {
    #[cfg(all(target_arch = "x86_64", not(miri)))]
    if N >= 4 {
        use crate::features::Feature::{Avx, Avx512f, OsYmm, OsZmm, Vaes};
        let f = crate::features();
        // 64-byte stores only where VAES is there too (Ice Lake, Zen 4 and later): on the
        // first AVX-512 CPUs (Skylake-SP) any 512-bit instruction can lower the clock.
        if f.has_all(Avx512f as u32 | OsZmm as u32 | OsYmm as u32 | Vaes as u32) {
            // SAFETY: cpu: AVX-512F and the OS's ZMM state were detected.
            unsafe { wipe_array_avx512(blocks) };
            return;
        }
        if f.has_all(Avx as u32 | OsYmm as u32) {
            // SAFETY: cpu: AVX and the OS's YMM state were detected.
            unsafe { wipe_array_avx(blocks) };
            return;
        }
    }
    wipe_array(blocks);
}

/// The offsets (in blocks) of [`wipe_key_array`]'s stores of `W` blocks each over `N >= W` blocks:
/// `0, W, 2W, ...`, and `N - W` last when `W` does not divide `N`.
#[cfg(all(target_arch = "x86_64", not(miri)))]
fn wide_offsets<const N: usize, const W: usize>() -> impl Iterator<Item = usize> {
    (0..N.div_ceil(W)).map(|i| (W * i).min(N - W))
}

/// [`wipe_key_array`] with `$w`-block stores: `$name`, on `$feature`, storing `$zero` with
/// `$store`.
#[cfg(all(target_arch = "x86_64", not(miri)))]
macro_rules! wide_wipe {
    ($(#[$doc:meta])* $name:ident, $feature:literal, $w:literal, $zero:ident, $store:ident) => {
        $(#[$doc])*
        #[inline(never)]
        #[target_feature(enable = $feature)]
        fn $name<const N: usize>(blocks: &mut [[u8; 16]; N]) {
            use core::arch::x86_64::{$store, $zero};
            let zero = $zero();
            for i in wide_offsets::<N, $w>() {
                let dst = blocks[i..i + $w].as_mut_ptr().cast();
                // SAFETY: mem: `dst` is `16 * $w` writable bytes (blocks `i..i + $w`);
                // unaligned store.
                unsafe { $store(dst, zero) };
            }
            keep_stores(blocks.as_mut_ptr());
        }
    };
}

#[cfg(all(target_arch = "x86_64", not(miri)))]
wide_wipe!(
    /// [`wipe_key_array`] with 64-byte stores.
    wipe_array_avx512, "avx512f", 4, _mm512_setzero_si512, _mm512_storeu_si512
);
#[cfg(all(target_arch = "x86_64", not(miri)))]
wide_wipe!(
    /// [`wipe_key_array`] with 32-byte stores.
    wipe_array_avx, "avx", 2, _mm256_setzero_si256, _mm256_storeu_si256
);

/// An empty `asm!` block handed `p`: the stores before it cannot be elided (see
/// [`wipe_blocks`]).
#[cfg(all(target_arch = "x86_64", not(miri)))]
#[inline(always)]
fn keep_stores<T>(p: *mut T) {
    // SAFETY: the block is empty: it executes nothing, reads and writes no register but its
    // input and no stack; it only stops the stores before it from being elided.
    unsafe { core::arch::asm!("/* {0} */", in(reg) p, options(nostack, preserves_flags)) };
}

/// A key type's value built by `$build` (a closure returning it) in a frame of its own, with
/// that frame and everything below it wiped before the value is handed on: `$n` bytes in
/// optimized builds, 32 KiB in unoptimized ones. Rust moves values by copying them, and a
/// constructor that builds its state in a local and returns it leaves the local behind, a whole
/// copy of the key schedule in a dead frame that no kernel wipe reaches (kernels wipe below
/// their caller, not the caller's own frame). Inlined into the caller of `new`, with the
/// closure run by [`out_of_line`]: the value goes to the caller's place, and every copy made on
/// the way lies in the wiped region. A macro so that `debug_assertions` is the calling crate's.
/// `tests/stack_residue.rs` of each crate checks its constructors (in optimized builds: an
/// unoptimized one copies every move into a slot of its own, in the caller's frame too).
#[macro_export]
macro_rules! built_apart {
    ($n:expr, $build:expr) => {{
        let value = $crate::out_of_line($build);
        if cfg!(debug_assertions) {
            $crate::wipe_stack::<{ 32 * 1024 }>()
        } else {
            $crate::wipe_stack_widest::<{ $n }>()
        }
        value
    }};
    // With a `Selected` tier or token: the wipe with the tier's widest stores (`$n` a multiple
    // of 128), several times faster than `rep stosb` at these sizes.
    ($t:expr => $n:expr, $build:expr) => {{
        let value = $crate::out_of_line($build);
        $crate::wipe_after_kernel!($t, $n);
        value
    }};
}

/// The wipe after a key type's constructor ([`tier_constructors!`](crate::tier_constructors)):
/// the constructor's own frame (a copy of the state it returns) and the key setup kernels'
/// frames below it (none on x86_64 but the red zone; up to 448 bytes on aarch64), rounded up.
/// `tests/stack_residue.rs` of each crate checks it.
pub const CONSTRUCTOR_WIPE: usize = if cfg!(target_arch = "aarch64") {
    1024
} else {
    640
};

/// The wipe after a constructor that builds its value around key state made by a call whose
/// own wipe has already zeroed the frames below it (a lower crate's constructor, a kernel call):
/// the constructor's frame, with the value it moves out, rounded up. `tests/stack_residue.rs`
/// of each crate checks it.
pub const WRAPPER_WIPE: usize = 1024;

/// Calls `f` in a frame of its own, below the caller's ([`built_apart!`]).
#[inline(never)]
pub fn out_of_line<T>(f: impl FnOnce() -> T) -> T {
    f()
}

/// The wipe after a kernel call: `$t.wipe_stack::<$release>()` (the tier's widest stores over
/// the crate's measured deepest chain, rounded up; `$t` a [`Token`](crate::Token) or a
/// [`Selected`](crate::Selected)) in optimized builds, and [`wipe_stack`] of 32 KiB in
/// unoptimized ones, which keep every temporary in its own stack slot, several times deeper.
/// A macro so that `debug_assertions` is the calling crate's.
#[macro_export]
macro_rules! wipe_after_kernel {
    ($t:expr, $release:expr) => {
        if cfg!(debug_assertions) {
            $crate::wipe_stack::<{ 32 * 1024 }>()
        } else {
            $t.wipe_stack::<{ $release }>()
        }
    };
}

/// One `rep stosb` of `$len` zero bytes from `$p`, which must be `$len` bytes of the calling
/// function's own frame ([`wipe_stack`]'s region, or [`wipe_stack_widest`]'s without AVX).
#[cfg(target_arch = "x86_64")]
macro_rules! rep_stosb {
    ($p:ident, $len:expr) => {
        // SAFETY: mem: `$p` is this frame's own `$len` bytes, written with zeros from `$p`
        // upward; `rdi`, `rcx` and `al` are declared, the direction flag is clear (ABI).
        unsafe {
            core::arch::asm!(
                "rep stosb",
                inout("rdi") $p => _,
                inout("rcx") $len => _,
                in("al") 0u8,
                options(nostack, preserves_flags),
            );
        }
    };
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
///
/// `extern "C"` (here and in the wider wipes) because that ABI cannot unwind, and the
/// compiler knows it at every call site: a call that might unwind between a kernel that
/// returns a key state by value and the state's move into place needs a landing pad that
/// drops the state, so the compiler kept it in a temporary and copied it (twice, 368 bytes,
/// in `HardwareAes256Gcm::new`), and each copy left key material in the caller's frame. These
/// functions cannot panic; no foreign code calls them.
#[inline(never)]
pub extern "C" fn wipe_stack<const N: usize>() {
    const { assert!(N.is_multiple_of(16) && N > 0 && N <= 65536) };
    let mut region = core::mem::MaybeUninit::<[u8; N]>::uninit();
    let p = region.as_mut_ptr().cast::<u8>();
    #[cfg(all(target_arch = "x86_64", not(miri)))]
    rep_stosb!(p, N);
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
pub extern "C" fn wipe_stack_avx<const N: usize>(_cpu: VaesAvx2) {
    vector_wipe!(
        N,
        "the `VaesAvx2` token proves AVX2 (and the OS's YMM state)",
        ymm
    );
}

/// [`wipe_stack_avx`] with 64-byte stores, one cache line each, for the AVX-512 tiers. In one
/// process alternating the two on an Intel Xeon with AVX-512 (family 6 model 207), the
/// AVX-512 GCM tier's seal and open of 128 B to 1 KiB took 5-10 ns less with these.
#[cfg(target_arch = "x86_64")]
#[inline(never)]
pub extern "C" fn wipe_stack_avx512<const N: usize>(_cpu: VaesAvx512) {
    vector_wipe!(
        N,
        "the `VaesAvx512` token proves AVX-512F (and the OS's ZMM state)",
        zmm
    );
}

/// [`wipe_stack`] with the widest stores every x86_64 CPU with AVX has, for wipes whose caller
/// holds no tier token that proves wider ones (the AES-NI tier's, and [`built_apart!`]'s
/// without one): 32-byte stores where the CPU has AVX and the OS its YMM state (every AES-NI
/// CPU since Sandy Bridge and Bulldozer), else one `rep stosb`, both over the same region of
/// this frame ([`wipe_stack_avx`]'s: `N` + 64 bytes). The CPU's features are read from the
/// cache [`features`](crate::features) fills. One function with one region for both ways, so
/// its frame lies where the other wipes' do. (A check in the caller choosing between two wipe
/// functions left a key schedule in the stack: hw-aes256's `tests/stack_residue.rs`.) On an
/// AMD EPYC Zen 4 (family 25 model 17) capped to `aesni_clmul`, against `rep stosb` (builds
/// alternated as processes 8-10 times, fastest of each): GCM seal and open of 16-512 bytes
/// 0.90-0.98x the time, 1 KiB 0.99x; GCM-SIV of 64 bytes 0.94-0.96x, 1 KiB 0.99x; 64-byte
/// stores there measured the same as 32-byte ones (0.99-1.02x).
#[cfg(target_arch = "x86_64")]
#[inline(never)]
pub extern "C" fn wipe_stack_widest<const N: usize>() {
    use crate::features::Feature::{Avx, OsYmm};
    const { assert!(N.is_multiple_of(128) && N > 0 && N <= 65536) };
    let mut region = core::mem::MaybeUninit::<Region<N>>::uninit();
    let p = region.as_mut_ptr().cast::<u8>();
    if crate::features().has_all(Avx as u32 | OsYmm as u32) {
        vector_stores!(p, N, "AVX and the OS's YMM state were detected", ymm);
    } else {
        #[cfg(not(miri))]
        rep_stosb!(p, N + 64);
    }
    #[cfg(miri)]
    // SAFETY: mem: `p` is this frame's own `N + 64` writable bytes.
    unsafe {
        core::ptr::write_bytes(p, 0, N + 64);
    }
    core::hint::black_box(&mut region);
}

/// [`wipe_stack`] itself elsewhere than x86_64 (inlined, so `wipe_stack`'s frame is the
/// caller's callee, as with the other wipes).
#[cfg(not(target_arch = "x86_64"))]
#[inline(always)]
pub fn wipe_stack_widest<const N: usize>() {
    wipe_stack::<N>()
}

/// The body of the vector wipes. The region is `N` + 64 bytes of this frame, right below the
/// caller's; `N` bytes of it (a multiple of 128) from its first cache-line boundary are zeroed
/// 128 bytes an iteration with the `loop` stores (at `{a} + rax`), so that none straddles two
/// lines, then its top 64 bytes with the `top` stores (at `{top}`, the region's end), then
/// `vzeroupper`. That covers at least its top `N` + 16 bytes. (Unaligned 32-byte stores from a
/// 16-byte aligned frame split every other one across lines; on an Intel Xeon with AVX-512
/// (family 6 model 207) that made the 3 KiB wipe after a 256-byte seal cost about 40% of the
/// seal.) Under Miri, `write_bytes` over the whole region.
#[cfg(target_arch = "x86_64")]
macro_rules! vector_wipe {
    ($n:ident, $proof:literal, $width:ident) => {{
        const { assert!($n.is_multiple_of(128) && $n > 0 && $n <= 65536) };
        let mut region = core::mem::MaybeUninit::<Region<$n>>::uninit();
        let p = region.as_mut_ptr().cast::<u8>();
        vector_stores!(p, $n, $proof, $width);
        #[cfg(miri)]
        // SAFETY: mem: `p` is this frame's own `N + 64` writable bytes.
        unsafe {
            core::ptr::write_bytes(p, 0, $n + 64);
        }
        core::hint::black_box(&mut region);
    }};
}
/// The stores of [`vector_wipe!`] over the region at `$p` (`$n` + 64 bytes of the frame), with
/// `ymm` (32-byte) or `zmm` (64-byte) registers.
#[cfg(target_arch = "x86_64")]
macro_rules! vector_stores {
    ($p:ident, $n:ident, $proof:literal, ymm) => {
        vector_stores!($p, $n, $proof, [
            "vmovdqu ymmword ptr [{a} + rax], ymm0",
            "vmovdqu ymmword ptr [{a} + rax + 32], ymm0",
            "vmovdqu ymmword ptr [{a} + rax + 64], ymm0",
            "vmovdqu ymmword ptr [{a} + rax + 96], ymm0"
        ], [
            "vmovdqu ymmword ptr [{top} - 64], ymm0",
            "vmovdqu ymmword ptr [{top} - 32], ymm0"
        ])
    };
    ($p:ident, $n:ident, $proof:literal, zmm) => {
        vector_stores!($p, $n, $proof, [
            "vmovdqu64 zmmword ptr [{a} + rax], zmm0",
            "vmovdqu64 zmmword ptr [{a} + rax + 64], zmm0"
        ], ["vmovdqu64 zmmword ptr [{top} - 64], zmm0"])
    };
    ($p:ident, $n:ident, $proof:literal, [$($store:literal),+], [$($top:literal),+]) => {
        #[cfg(not(miri))]
        // SAFETY: mem: `p` is this frame's own `N + 64` bytes. The loop writes `N` bytes from
        // `p` rounded up to a multiple of 64 (at most 48 bytes above `p`, as the frame is
        // 16-byte aligned): `{a}` is that end, `rax` runs from `-N` to 0 over it. The top
        // stores write the 64 bytes below `p + N + 64`. cpu: see `$proof`. `rax`, `{a}` and
        // the vector register are declared clobbered (its upper part zeroed by `vzeroupper`).
        unsafe {
            core::arch::asm!(
                "vpxor xmm0, xmm0, xmm0",
                "add {a}, 63",
                "and {a}, -64",
                "add {a}, {n}",
                "mov rax, -{n}",
                "2:",
                $($store,)+
                "add rax, 128",
                "jnz 2b",
                $($top,)+
                "vzeroupper",
                a = inout(reg) $p => _,
                top = in(reg) $p.wrapping_add($n + 64),
                n = const $n,
                out("rax") _, out("ymm0") _,
                options(nostack),
            );
        }
    };
}
#[cfg(target_arch = "x86_64")]
use {vector_stores, vector_wipe};

/// The frame region of the vector wipes: `N` bytes and 64 more.
#[cfg(target_arch = "x86_64")]
#[repr(C)]
struct Region<const N: usize>([u8; N], [u8; 64]);

#[cfg(test)]
mod tests {
    use super::*;

    /// `wipe` over blocks `1..=N` of a buffer: those are zero, their neighbours untouched.
    fn check<const N: usize>(wipe: fn(&mut [[u8; 16]; N])) {
        let mut buf = [[0xa5u8; 16]; 40];
        wipe((&mut buf[1..=N]).try_into().unwrap());
        assert_eq!(buf[0], [0xa5; 16], "{N}");
        assert!(buf[1..=N].iter().flatten().all(|&x| x == 0), "{N}");
        assert!(buf[N + 1..].iter().flatten().all(|&x| x == 0xa5), "{N}");
    }

    /// Each way of [`wipe_key_array`] that this CPU runs, at lengths around each store width: the
    /// wide stores' offsets (the last one overlapping) stay inside the array.
    macro_rules! every_length {
        ($($n:literal)*) => {$(
            check::<$n>(wipe_key_array);
            check::<$n>(wipe_array);
            check::<$n>(|b| wipe_blocks(b));
            #[cfg(all(target_arch = "x86_64", not(miri)))]
            {
                use crate::features::Feature::{Avx, Avx512f, OsYmm, OsZmm};
                let f = crate::features();
                if $n >= 4 && f.has_all(Avx512f as u32 | OsZmm as u32 | OsYmm as u32) {
                    // SAFETY: cpu: detected.
                    check::<$n>(|b| unsafe { wipe_array_avx512(b) });
                }
                if $n >= 2 && f.has_all(Avx as u32 | OsYmm as u32) {
                    // SAFETY: cpu: detected.
                    check::<$n>(|b| unsafe { wipe_array_avx(b) });
                }
            }
        )*};
    }

    #[test]
    fn wipe_array_zeroes_exactly_the_array() {
        every_length!(1 2 3 4 5 6 7 8 9 15 16 23);
    }
}
