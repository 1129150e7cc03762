//! Shared pieces of the AES-256-GCM benchmarks: one adapter per implementation behind a common
//! in-place interface ([`Gcm`]), the list of implementations ([`for_each_impl`]), the correctness
//! guard that runs before anything is timed ([`guard`]) and the table of key-object sizes
//! ([`state_sizes`]).
//!
//! Everything here is AES-256-GCM with a 96-bit nonce and a 128-bit tag, on a fixed key, nonce,
//! AAD and message, so every implementation does exactly the same work.

#![warn(missing_docs)]

use std::mem::size_of;

use hw_gcm::HardwareAes256Gcm;

pub mod kw;
pub mod siv;
pub mod svg;

/// `main` of an example that measures x86_64 instructions: runs the example's `x86::run()` on
/// x86_64 and says that it is x86_64 only elsewhere.
#[macro_export]
macro_rules! x86_64_only_main {
    () => {
        #[cfg(target_arch = "x86_64")]
        fn main() {
            x86::run();
        }

        #[cfg(not(target_arch = "x86_64"))]
        fn main() {
            println!("x86_64 only");
        }
    };
}

/// Minimum over 300 batches of `reps` calls of `f` (given the call's index) of the mean time per
/// call in the batch, in ns: a batch that another process interrupted does not count. For the
/// probes (`key_setup`, `seal_probe`); the interleaved harness reports medians instead.
pub fn min_batch(reps: u64, mut f: impl FnMut(u64)) -> f64 {
    let mut best = f64::MAX;
    for b in 0..300 {
        let t = std::time::Instant::now();
        for i in 0..reps {
            f(b * reps + i);
        }
        best = best.min(t.elapsed().as_nanos() as f64 / reps as f64);
    }
    best
}

/// The key every benchmark uses.
pub const KEY: [u8; 32] = [
    0x60, 0x3d, 0xeb, 0x10, 0x15, 0xca, 0x71, 0xbe, 0x2b, 0x73, 0xae, 0xf0, 0x85, 0x7d, 0x77, 0x81,
    0x1f, 0x35, 0x2c, 0x07, 0x3b, 0x61, 0x08, 0xd7, 0x2d, 0x98, 0x10, 0xa3, 0x09, 0x14, 0xdf, 0xf4,
];

/// The nonce every benchmark uses (reused on purpose: nothing here is secret).
pub const NONCE: [u8; 12] = [
    0xca, 0xfe, 0xba, 0xbe, 0xfa, 0xce, 0xdb, 0xad, 0xde, 0xca, 0xf8, 0x88,
];

/// 13 bytes of AAD, the size of a TLS 1.2 record's additional data.
pub const AAD13: [u8; 13] = *b"hdr:seq+type1";

/// Message lengths measured with empty AAD.
pub const SIZES: [usize; 10] = [16, 64, 256, 1024, 1420, 4096, 8192, 16384, 65536, 1_048_576];

/// One seal/open case: a message length and the AAD that goes with it.
#[derive(Clone, Copy, Debug)]
pub struct Case {
    /// Plaintext length in bytes.
    pub len: usize,
    /// Additional authenticated data.
    pub aad: &'static [u8],
}

impl Case {
    /// The name used after `seal/` or `open/` in criterion group names: `1024`, or `1024_aad13`.
    pub fn name(&self) -> String {
        if self.aad.is_empty() {
            self.len.to_string()
        } else {
            format!("{}_aad{}", self.len, self.aad.len())
        }
    }
}

/// The command line of the report examples (`xaes`, `key_wrap`): `--quick` (5 rounds instead
/// of 21) and `--md PATH` (also write the report there).
pub struct ReportArgs {
    /// `--quick` was given.
    pub quick: bool,
    /// The path after `--md`.
    pub md: Option<String>,
    /// Interleaved rounds per case.
    pub rounds: usize,
}

impl ReportArgs {
    /// Parses the process arguments.
    pub fn parse() -> Self {
        let args: Vec<String> = std::env::args().skip(1).collect();
        let quick = args.iter().any(|a| a == "--quick");
        let md = args
            .iter()
            .position(|a| a == "--md")
            .and_then(|i| args.get(i + 1).cloned());
        ReportArgs {
            quick,
            md,
            rounds: if quick { 5 } else { 21 },
        }
    }
}

// The CPU name and the clock estimate are `cargo xtask bench`'s own (one source for both).
#[path = "../../xtask/src/clock.rs"]
pub mod clock;
#[path = "../../xtask/src/host.rs"]
pub mod host;

pub use host::cpu_name;

/// Core clock estimate in GHz (BENCHMARKING.md rule 4) from [`clock::estimate`]: the fastest of
/// 5 timings of a chain of 100 million dependent 64-bit `imul`s. 0 elsewhere than x86_64.
pub fn clock_ghz() -> f64 {
    clock::estimate(100_000_000, 5).map_or(0.0, |c| c.ghz)
}

/// One benchmark entry of the interleaved examples: runs `n` operations, returns the time taken.
pub type Runner = Box<dyn FnMut(u64) -> std::time::Duration>;

/// A [`Runner`] timing `n` calls of `f`.
pub fn timed(mut f: impl FnMut() + 'static) -> Runner {
    Box::new(move |n| {
        let t = std::time::Instant::now();
        for _ in 0..n {
            f();
        }
        t.elapsed()
    })
}

/// BENCHMARKING.md rule 1 for a set of entries of one case: each entry's batch is calibrated to
/// about 2 ms, then `rounds` rounds run every entry once in rotated order. Returns, per entry,
/// the median over rounds of its per-batch mean time per operation, in nanoseconds.
pub fn interleave(entries: &mut [Runner], rounds: usize) -> Vec<f64> {
    use std::time::Duration;
    warm_up(|| {
        for r in entries.iter_mut() {
            r(64);
        }
    });
    let batch: Vec<u64> = entries
        .iter_mut()
        .map(|r| {
            let mut n = 1u64;
            loop {
                let d = r(n);
                if d >= Duration::from_micros(500) || n >= 1 << 24 {
                    let per = d.as_secs_f64() / n as f64;
                    break ((0.002 / per) as u64).max(1);
                }
                n *= 2;
            }
        })
        .collect();
    let mut per: Vec<Vec<f64>> = vec![Vec::new(); entries.len()];
    for round in 0..rounds {
        for p in 0..entries.len() {
            let i = (round + p) % entries.len();
            let d = (entries[i])(batch[i]);
            per[i].push(d.as_nanos() as f64 / batch[i] as f64);
        }
    }
    per.into_iter()
        .map(|mut v| {
            v.sort_by(f64::total_cmp);
            v[v.len() / 2]
        })
        .collect()
}

/// Runs `f` repeatedly for half a second the first time it is called in this process, and not
/// at all after that: the first case a report times ran slower than the same case alone (on an
/// AMD EPYC Zen 4, `seal 16` of every implementation 1.2-1.6x its time in a run of that case
/// alone, while the next case was not affected), so every report times its first case only
/// after the CPU has been busy for a while.
pub fn warm_up(mut f: impl FnMut()) {
    static DONE: std::sync::Once = std::sync::Once::new();
    DONE.call_once(|| {
        let t = std::time::Instant::now();
        while t.elapsed() < std::time::Duration::from_millis(500) {
            f();
        }
    });
}

/// Every seal/open case: [`SIZES`] with empty AAD, then 1024 bytes with [`AAD13`].
pub fn cases() -> Vec<Case> {
    let mut v: Vec<Case> = SIZES.iter().map(|&len| Case { len, aad: &[] }).collect();
    v.push(Case {
        len: 1024,
        aad: &AAD13,
    });
    v
}

/// A fixed, non-trivial plaintext of `len` bytes.
pub fn message(len: usize) -> Vec<u8> {
    (0..len)
        .map(|i| (i.wrapping_mul(31) ^ (i >> 8)).wrapping_add(7) as u8)
        .collect()
}

/// One AES-256-GCM implementation with a prepared key, behind the interface the benchmarks time.
///
/// Methods take `&mut self` only so an implementation without in-place operation can keep a
/// reusable output buffer; the key schedules themselves are used by shared reference.
pub trait Gcm {
    /// True when the implementation has no reusable key schedule and expands the key inside every
    /// seal and open (libcrux); `key_setup` then has nothing to measure for it.
    const KEY_SCHEDULE_PER_CALL: bool = false;

    /// Encrypts `buf` and returns the tag. In place where the implementation can; otherwise the
    /// ciphertext goes to a buffer the adapter owns and `buf` is only read.
    fn seal(&mut self, nonce: &[u8; 12], aad: &[u8], buf: &mut [u8]) -> [u8; 16];

    /// Authenticates and decrypts `ct_tag` (`ciphertext || tag`), leaving the plaintext in
    /// `ct_tag[..len - 16]` (or the adapter's own buffer). Returns whether the tag matched.
    fn open(&mut self, nonce: &[u8; 12], aad: &[u8], ct_tag: &mut [u8]) -> bool;

    /// `ciphertext || tag` of `pt`, for the correctness guard.
    fn seal_to_vec(&mut self, nonce: &[u8; 12], aad: &[u8], pt: &[u8]) -> Vec<u8> {
        let mut v = pt.to_vec();
        let tag = self.seal(nonce, aad, &mut v);
        v.extend_from_slice(&tag);
        v
    }

    /// The plaintext of `ct_tag`, or `None` if it does not authenticate, for the guard.
    fn open_to_vec(&mut self, nonce: &[u8; 12], aad: &[u8], ct_tag: &[u8]) -> Option<Vec<u8>> {
        let mut v = ct_tag.to_vec();
        if !self.open(nonce, aad, &mut v) {
            return None;
        }
        v.truncate(ct_tag.len() - 16);
        Some(v)
    }
}

/// Splits `ciphertext || tag` into its two parts.
#[inline(always)]
fn split_tag(ct_tag: &mut [u8]) -> (&mut [u8], [u8; 16]) {
    let (ct, tag) = ct_tag.split_at_mut(ct_tag.len() - 16);
    let tag: [u8; 16] = (*tag).try_into().expect("16-byte tag");
    (ct, tag)
}

// --- hw-gcm (ours) ----------------------------------------------------------------------------

/// [`Gcm`] for a type with hw-gcm's detached in-place methods (ours, and hardware-rust-crypto
/// 1.x, whose method names hw-gcm kept); `$what` names it in the seal's panic message.
macro_rules! detached_in_place_gcm {
    ($ty:ty, $what:literal) => {
        impl Gcm for $ty {
            #[inline]
            fn seal(&mut self, nonce: &[u8; 12], aad: &[u8], buf: &mut [u8]) -> [u8; 16] {
                self.seal_in_place_detached(nonce, aad, buf)
                    .expect(concat!($what, " seal"))
            }

            #[inline]
            fn open(&mut self, nonce: &[u8; 12], aad: &[u8], ct_tag: &mut [u8]) -> bool {
                let (ct, tag) = split_tag(ct_tag);
                self.open_in_place_detached(nonce, aad, ct, &tag).is_ok()
            }
        }
    };
}

detached_in_place_gcm!(HardwareAes256Gcm, "hw-gcm");

/// Our key prepared for at most `tier`.
pub fn hw_gcm_capped(key: &[u8; 32], tier: hw_cpu::Tier) -> HardwareAes256Gcm {
    HardwareAes256Gcm::new_capped(key, tier).expect("hw-gcm: this CPU lacks AES-NI/PCLMULQDQ")
}

/// One entry per distinct kernel this CPU can run: for each supported tier (least capable first)
/// the kernel that `backend()` reports, keeping the first tier cap that selects each one. Today
/// every tier runs the same `aesni_clmul` kernel, so this has one entry; new kernels appear here
/// without changes to the benchmarks.
pub fn hw_backends() -> Vec<(hw_cpu::Tier, hw_gcm::Tier)> {
    let mut seen: Vec<(hw_cpu::Tier, hw_gcm::Tier)> = Vec::new();
    for tier in hw_cpu::supported_tiers() {
        let backend = hw_gcm_capped(&KEY, tier).tier();
        if seen.iter().all(|&(_, b)| b != backend) {
            seen.push((tier, backend));
        }
    }
    seen
}

// --- ring ---------------------------------------------------------------------------------------

/// ring's reusable AES-256-GCM key.
pub fn ring_key(key: &[u8; 32]) -> ring::aead::LessSafeKey {
    let unbound = ring::aead::UnboundKey::new(&ring::aead::AES_256_GCM, key).expect("ring key");
    ring::aead::LessSafeKey::new(unbound)
}

/// `Gcm` for the `LessSafeKey` of ring or aws-lc-rs (which has ring's API).
macro_rules! less_safe_key_gcm {
    ($($aead:ident)::+) => {
        impl Gcm for $($aead)::+::LessSafeKey {
            #[inline]
            fn seal(&mut self, nonce: &[u8; 12], aad: &[u8], buf: &mut [u8]) -> [u8; 16] {
                use $($aead)::+::{Aad, Nonce};
                let nonce = Nonce::assume_unique_for_key(*nonce);
                let tag = self
                    .seal_in_place_separate_tag(nonce, Aad::from(aad), buf)
                    .expect(concat!(stringify!($($aead)::+), " seal"));
                tag.as_ref().try_into().expect("16-byte tag")
            }

            #[inline]
            fn open(&mut self, nonce: &[u8; 12], aad: &[u8], ct_tag: &mut [u8]) -> bool {
                use $($aead)::+::{Aad, Nonce};
                let nonce = Nonce::assume_unique_for_key(*nonce);
                self.open_in_place(nonce, Aad::from(aad), ct_tag).is_ok()
            }
        }
    };
}

less_safe_key_gcm!(ring::aead);

// --- aws-lc-rs ----------------------------------------------------------------------------------

/// aws-lc-rs's reusable AES-256-GCM key.
pub fn aws_lc_key(key: &[u8; 32]) -> aws_lc_rs::aead::LessSafeKey {
    let unbound =
        aws_lc_rs::aead::UnboundKey::new(&aws_lc_rs::aead::AES_256_GCM, key).expect("aws-lc key");
    aws_lc_rs::aead::LessSafeKey::new(unbound)
}

less_safe_key_gcm!(aws_lc_rs::aead);

// --- RustCrypto aes-gcm 0.11 (aead 0.6) ---------------------------------------------------------

/// RustCrypto aes-gcm 0.11's reusable key.
pub fn aes_gcm_011_key(key: &[u8; 32]) -> aes_gcm::Aes256Gcm {
    use aes_gcm::KeyInit;
    aes_gcm::Aes256Gcm::new(&aes_gcm::Key::<aes_gcm::Aes256Gcm>::from(*key))
}

impl Gcm for aes_gcm::Aes256Gcm {
    #[inline]
    fn seal(&mut self, nonce: &[u8; 12], aad: &[u8], buf: &mut [u8]) -> [u8; 16] {
        use aes_gcm::AeadInOut;
        let nonce = aes_gcm::Nonce::<aes_gcm::aead::consts::U12>::from(*nonce);
        let tag = self
            .encrypt_inout_detached(&nonce, aad, buf.into())
            .expect("aes-gcm 0.11 seal");
        tag.into()
    }

    #[inline]
    fn open(&mut self, nonce: &[u8; 12], aad: &[u8], ct_tag: &mut [u8]) -> bool {
        use aes_gcm::AeadInOut;
        let nonce = aes_gcm::Nonce::<aes_gcm::aead::consts::U12>::from(*nonce);
        let (ct, tag) = split_tag(ct_tag);
        let tag = aes_gcm::Tag::from(tag);
        self.decrypt_inout_detached(&nonce, aad, ct.into(), &tag)
            .is_ok()
    }
}

// --- RustCrypto aes-gcm 0.10 (aead 0.5) ---------------------------------------------------------

/// RustCrypto aes-gcm 0.10's reusable key.
pub fn aes_gcm_010_key(key: &[u8; 32]) -> aes_gcm_010::Aes256Gcm {
    use aes_gcm_010::KeyInit;
    aes_gcm_010::Aes256Gcm::new(aes_gcm_010::Key::<aes_gcm_010::Aes256Gcm>::from_slice(key))
}

impl Gcm for aes_gcm_010::Aes256Gcm {
    #[inline]
    fn seal(&mut self, nonce: &[u8; 12], aad: &[u8], buf: &mut [u8]) -> [u8; 16] {
        use aes_gcm_010::AeadInPlace;
        let tag = self
            .encrypt_in_place_detached(aes_gcm_010::Nonce::from_slice(nonce), aad, buf)
            .expect("aes-gcm 0.10 seal");
        tag.into()
    }

    #[inline]
    fn open(&mut self, nonce: &[u8; 12], aad: &[u8], ct_tag: &mut [u8]) -> bool {
        use aes_gcm_010::AeadInPlace;
        let (ct, tag) = split_tag(ct_tag);
        self.decrypt_in_place_detached(
            aes_gcm_010::Nonce::from_slice(nonce),
            aad,
            ct,
            aes_gcm_010::Tag::from_slice(&tag),
        )
        .is_ok()
    }
}

// --- hardware-rust-crypto 1.0.1 -----------------------------------------------------------------

/// hardware-rust-crypto's inline (allocation-free) key state: the one of its key types with the
/// caller-nonce detached in-place API (`hazmat-explicit-nonce`). Its boxed `HardwareAes256Gcm`
/// runs the same code but offers only `ciphertext || tag` buffer APIs.
pub type HrcKey = hardware_rust_crypto::aes_gcm::HardwareAes256GcmKeyState;

/// hardware-rust-crypto 1.0.1's reusable key.
pub fn hrc_key(key: &[u8; 32]) -> HrcKey {
    HrcKey::new(key).expect("hardware-rust-crypto key")
}

detached_in_place_gcm!(HrcKey, "hardware-rust-crypto");

// --- libcrux-aesgcm -----------------------------------------------------------------------------

/// libcrux-aesgcm's key object, which is the raw 32-byte key: every seal and open expands the AES
/// key schedule and the GHASH key afresh. libcrux has no in-place API, so the adapter keeps a
/// reusable output buffer (grown once, then only overwritten).
pub struct Libcrux {
    key: libcrux_aesgcm::AesGcm256Key,
    out: Vec<u8>,
}

/// libcrux-aesgcm's key object (multiplexed API: AES-NI + AVX2 kernel on x86_64 with AVX2).
pub fn libcrux_key(key: &[u8; 32]) -> Libcrux {
    Libcrux {
        key: (*key).into(),
        out: Vec::new(),
    }
}

impl Gcm for Libcrux {
    const KEY_SCHEDULE_PER_CALL: bool = true;

    #[inline]
    fn seal(&mut self, nonce: &[u8; 12], aad: &[u8], buf: &mut [u8]) -> [u8; 16] {
        self.out.resize(buf.len(), 0);
        let nonce: libcrux_aesgcm::AesGcm256Nonce = (*nonce).into();
        let mut tag: libcrux_aesgcm::AesGcm256Tag = [0u8; 16].into();
        self.key
            .encrypt(&mut self.out, &mut tag, &nonce, aad, buf)
            .expect("libcrux seal");
        *tag.as_ref()
    }

    #[inline]
    fn open(&mut self, nonce: &[u8; 12], aad: &[u8], ct_tag: &mut [u8]) -> bool {
        let (ct, tag) = split_tag(ct_tag);
        self.out.resize(ct.len(), 0);
        let nonce: libcrux_aesgcm::AesGcm256Nonce = (*nonce).into();
        let tag: libcrux_aesgcm::AesGcm256Tag = tag.into();
        self.key
            .decrypt(&mut self.out, &nonce, aad, ct, &tag)
            .is_ok()
    }

    fn seal_to_vec(&mut self, nonce: &[u8; 12], aad: &[u8], pt: &[u8]) -> Vec<u8> {
        let mut input = pt.to_vec();
        let tag = self.seal(nonce, aad, &mut input);
        let mut v = self.out.clone();
        v.extend_from_slice(&tag);
        v
    }

    fn open_to_vec(&mut self, nonce: &[u8; 12], aad: &[u8], ct_tag: &[u8]) -> Option<Vec<u8>> {
        let mut v = ct_tag.to_vec();
        self.open(nonce, aad, &mut v).then(|| self.out.clone())
    }
}

// --- rscrypto -----------------------------------------------------------------------------------

/// rscrypto's AES-256-GCM key object (its own runtime dispatch: VAES-512 on AVX-512 machines).
pub fn rscrypto_key(key: &[u8; 32]) -> rscrypto::Aes256Gcm {
    rscrypto::Aes256Gcm::new(&rscrypto::Aes256GcmKey::from_bytes(*key))
}

impl Gcm for rscrypto::Aes256Gcm {
    #[inline]
    fn seal(&mut self, nonce: &[u8; 12], aad: &[u8], buf: &mut [u8]) -> [u8; 16] {
        use rscrypto::aead::expert::AeadWithNonce;
        let n = rscrypto::aead::Nonce96::from_bytes(*nonce);
        self.encrypt_in_place(&n, aad, buf)
            .expect("rscrypto seal")
            .to_bytes()
    }

    #[inline]
    fn open(&mut self, nonce: &[u8; 12], aad: &[u8], ct_tag: &mut [u8]) -> bool {
        let (ct, tag) = split_tag(ct_tag);
        let n = rscrypto::aead::Nonce96::from_bytes(*nonce);
        let tag = rscrypto::Aes256GcmTag::from_bytes(tag);
        self.decrypt_in_place(&n, aad, ct, &tag).is_ok()
    }
}

// --- the list -----------------------------------------------------------------------------------

/// Benchmark IDs of the peers (ours is `hw-gcm/<backend name>`).
pub mod ids {
    /// ring 0.17.
    pub const RING: &str = "ring";
    /// aws-lc-rs 1.x.
    pub const AWS_LC_RS: &str = "aws-lc-rs";
    /// RustCrypto aes-gcm 0.11.
    pub const AES_GCM_011: &str = "aes-gcm-0.11";
    /// RustCrypto aes-gcm 0.10.
    pub const AES_GCM_010: &str = "aes-gcm-0.10";
    /// The earlier single-crate release.
    pub const HRC: &str = "hardware-rust-crypto-1.0.1";
    /// libcrux-aesgcm.
    pub const LIBCRUX: &str = "libcrux-aesgcm";
    /// rscrypto 0.9.
    pub const RSCRYPTO: &str = "rscrypto-0.9";
}

/// Called once per implementation by [`for_each_impl`], with its benchmark ID and a constructor
/// from a 32-byte key. Generic, so each implementation's timed code is monomorphized (no dynamic
/// dispatch in the measured loops).
pub trait Visitor {
    /// Visits one implementation.
    fn visit<T: Gcm, F: Fn(&[u8; 32]) -> T>(&mut self, id: &str, make: F);
}

/// Visits every implementation: ours once per distinct backend ([`hw_backends`]), then the peers.
pub fn for_each_impl<V: Visitor>(v: &mut V) {
    for (tier, backend) in hw_backends() {
        v.visit(
            &format!("hw-gcm/{}", backend.name()),
            move |k: &[u8; 32]| hw_gcm_capped(k, tier),
        );
    }
    v.visit(ids::RING, ring_key);
    v.visit(ids::AWS_LC_RS, aws_lc_key);
    v.visit(ids::AES_GCM_011, aes_gcm_011_key);
    v.visit(ids::AES_GCM_010, aes_gcm_010_key);
    v.visit(ids::HRC, hrc_key);
    v.visit(ids::LIBCRUX, libcrux_key);
    v.visit(ids::RSCRYPTO, rscrypto_key);
}

// --- correctness guard --------------------------------------------------------------------------

/// SP 800-38D / McGrew-Viega test case 14: AES-256, zero key, zero IV, one zero block.
const KAT_CT_TAG: [u8; 32] = [
    0xce, 0xa7, 0x40, 0x3d, 0x4d, 0x60, 0x6b, 0x6e, 0x07, 0x4e, 0xc5, 0xd3, 0xba, 0xf3, 0x9d, 0x18,
    0xd0, 0xd1, 0xc8, 0xa7, 0x99, 0x99, 0x6b, 0xf0, 0x26, 0x5b, 0x98, 0xb5, 0xd4, 0x8a, 0xb9, 0x19,
];

struct GuardVisitor<'a> {
    cases: &'a [Case],
    /// `(plaintext, ours sealed)` per case.
    reference: Vec<(Vec<u8>, Vec<u8>)>,
    checked: Vec<String>,
}

impl Visitor for GuardVisitor<'_> {
    fn visit<T: Gcm, F: Fn(&[u8; 32]) -> T>(&mut self, id: &str, make: F) {
        let mut kat = make(&[0; 32]);
        assert_eq!(
            kat.seal_to_vec(&[0; 12], &[], &[0; 16]),
            KAT_CT_TAG,
            "{id}: known-answer test (GCM test case 14) failed"
        );
        let mut imp = make(&KEY);
        for (case, (pt, expected)) in self.cases.iter().zip(&self.reference) {
            let sealed = imp.seal_to_vec(&NONCE, case.aad, pt);
            assert!(
                sealed == *expected,
                "{id}: seal of {} bytes with {} bytes of AAD differs from hw-gcm's",
                case.len,
                case.aad.len()
            );
            let opened = imp.open_to_vec(&NONCE, case.aad, expected);
            assert!(
                opened.as_deref() == Some(&pt[..]),
                "{id}: open of {} bytes with {} bytes of AAD failed or gave the wrong plaintext",
                case.len,
                case.aad.len()
            );
            let mut forged = expected.clone();
            *forged.last_mut().expect("tag") ^= 1;
            assert!(
                imp.open_to_vec(&NONCE, case.aad, &forged).is_none(),
                "{id}: open accepted a forged tag ({} bytes)",
                case.len
            );
        }
        self.checked.push(id.to_owned());
    }
}

/// [`guard`] on every case of [`cases`], with a line on standard error naming what it checked;
/// returns the cases. The AES-GCM benchmark binaries call it before they time anything.
pub fn guard_all() -> Vec<Case> {
    let cases = cases();
    let checked = guard(&cases);
    eprintln!(
        "guard: {} implementations seal to hw-gcm's bytes and open them, in all {} cases: {}",
        checked.len(),
        cases.len(),
        checked.join(", ")
    );
    cases
}

/// Before anything is timed: every implementation passes one known-answer test, and for each case
/// seals to exactly the bytes hw-gcm produces, opens them back to the plaintext, and rejects a
/// flipped tag bit. Panics naming the implementation and case otherwise, so a benchmark never times
/// a broken setup. Returns the IDs checked.
pub fn guard(cases: &[Case]) -> Vec<String> {
    let mut ours = HardwareAes256Gcm::new(&KEY).expect("hw-gcm: this CPU lacks AES-NI/PCLMULQDQ");
    let reference = cases
        .iter()
        .map(|c| {
            let pt = message(c.len);
            let sealed = ours.seal_to_vec(&NONCE, c.aad, &pt);
            (pt, sealed)
        })
        .collect();
    let mut v = GuardVisitor {
        cases,
        reference,
        checked: Vec::new(),
    };
    for_each_impl(&mut v);
    v.checked
}

// --- key-object sizes ---------------------------------------------------------------------------

/// The size of one implementation's reusable key object.
#[derive(Clone, Debug)]
pub struct StateSize {
    /// Benchmark ID of the implementation.
    pub id: &'static str,
    /// The Rust type.
    pub type_name: &'static str,
    /// `size_of` the type: what a struct holding the key embeds.
    pub inline_bytes: usize,
    /// Bytes the key object keeps behind a pointer (0 if none).
    pub heap_bytes: usize,
    /// What the numbers mean.
    pub note: &'static str,
}

/// `size_of` each implementation's reusable key object, plus what it keeps on the heap.
pub fn state_sizes() -> Vec<StateSize> {
    let hrc_layout = hardware_rust_crypto::aes_gcm::HardwareAes256Gcm::key_state_layout();
    vec![
        StateSize {
            id: "hw-gcm",
            type_name: "hw_gcm::HardwareAes256GcmKeyState",
            inline_bytes: size_of::<hw_gcm::HardwareAes256GcmKeyState>(),
            heap_bytes: 0,
            note: "the key state: 15 round keys + H^8..H^1, no pointer; placeable, wiped on drop",
        },
        StateSize {
            id: "hw-gcm",
            type_name: "hw_gcm::HardwareAes256Gcm",
            inline_bytes: size_of::<HardwareAes256Gcm>(),
            heap_bytes: 0,
            note: "the key state + the tier tag, inline",
        },
        StateSize {
            id: "hw-gcm",
            type_name: "hw_gcm::HardwareAes256GcmIn",
            inline_bytes: size_of::<hw_gcm::HardwareAes256GcmIn<'static>>(),
            heap_bytes: 0,
            note: "a reference to the key state in the caller's slot + the tier tag",
        },
        StateSize {
            id: ids::RING,
            type_name: "ring::aead::LessSafeKey",
            inline_bytes: size_of::<ring::aead::LessSafeKey>(),
            heap_bytes: 0,
            note: "inline",
        },
        StateSize {
            id: ids::AWS_LC_RS,
            type_name: "aws_lc_rs::aead::LessSafeKey",
            inline_bytes: size_of::<aws_lc_rs::aead::LessSafeKey>(),
            heap_bytes: size_of::<aws_lc_sys::EVP_AEAD_CTX>(),
            note: "a pointer; the key lives in an EVP_AEAD_CTX on the C heap (OPENSSL_malloc)",
        },
        StateSize {
            id: ids::AES_GCM_011,
            type_name: "aes_gcm::Aes256Gcm (0.11)",
            inline_bytes: size_of::<aes_gcm::Aes256Gcm>(),
            heap_bytes: 0,
            note: "inline; runtime-dispatch union of AES-NI and software state",
        },
        StateSize {
            id: ids::AES_GCM_010,
            type_name: "aes_gcm::Aes256Gcm (0.10)",
            inline_bytes: size_of::<aes_gcm_010::Aes256Gcm>(),
            heap_bytes: 0,
            note: "inline; runtime-dispatch union of AES-NI and software state",
        },
        StateSize {
            id: ids::HRC,
            type_name: "HardwareAes256GcmKeyState",
            inline_bytes: size_of::<HrcKey>(),
            heap_bytes: 0,
            note: "inline variant (the one benchmarked)",
        },
        StateSize {
            id: ids::HRC,
            type_name: "hardware_rust_crypto::..::HardwareAes256Gcm",
            inline_bytes: size_of::<hardware_rust_crypto::aes_gcm::HardwareAes256Gcm>(),
            heap_bytes: hrc_layout.size,
            note: "boxed variant: Box<KeyState> + lazy nonce generator",
        },
        StateSize {
            id: ids::LIBCRUX,
            type_name: "libcrux_aesgcm::AesGcm256Key",
            inline_bytes: size_of::<libcrux_aesgcm::AesGcm256Key>(),
            heap_bytes: 0,
            note: "the raw key: round keys and GHASH key are rebuilt in every call",
        },
        StateSize {
            id: ids::RSCRYPTO,
            type_name: "rscrypto::Aes256Gcm",
            inline_bytes: size_of::<rscrypto::Aes256Gcm>(),
            heap_bytes: 0,
            note: "inline; round keys + H powers up to H^128 (x86_64)",
        },
    ]
}

/// Prints [`state_sizes`] as a table.
pub fn print_state_sizes() {
    let rows = state_sizes();
    let w_id = rows.iter().map(|r| r.id.len()).max().unwrap_or(0);
    let w_ty = rows.iter().map(|r| r.type_name.len()).max().unwrap_or(0);
    println!("AES-256-GCM reusable key object (x86_64, this build)");
    println!();
    println!(
        "{:<w_id$}  {:<w_ty$}  {:>8}  {:>6}  note",
        "implementation", "type", "size_of", "heap"
    );
    for r in &rows {
        println!(
            "{:<w_id$}  {:<w_ty$}  {:>8}  {:>6}  {}",
            r.id, r.type_name, r.inline_bytes, r.heap_bytes, r.note
        );
    }
    println!();
    println!(
        "size_of is what a struct holding the key embeds; heap is what the object keeps behind a \
         pointer (allocator headers not counted)."
    );
    println!(
        "aws-lc-rs keeps most of its state on the C heap: its LessSafeKey is a pointer to an \
         EVP_AEAD_CTX of {} bytes allocated with OPENSSL_malloc, so size_of alone understates it.",
        size_of::<aws_lc_sys::EVP_AEAD_CTX>()
    );
}

/// Nanoseconds for a table: `1234 ns`, or microseconds from 10 µs (`12.35 us`).
pub fn fmt_ns(ns: f64) -> String {
    if ns >= 10_000.0 {
        format!("{:.2} us", ns / 1000.0)
    } else {
        format!("{ns:.0} ns")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn guard_small_cases() {
        let cases = [
            Case { len: 0, aad: &[] },
            Case { len: 16, aad: &[] },
            Case { len: 67, aad: &[] },
            Case {
                len: 1420,
                aad: &[],
            },
            Case {
                len: 1024,
                aad: &AAD13,
            },
        ];
        let checked = guard(&cases);
        assert!(checked.iter().any(|id| id.starts_with("hw-gcm/")));
        assert!(checked.iter().any(|id| id == ids::LIBCRUX));
        assert!(checked.iter().any(|id| id == ids::RSCRYPTO));
        assert_eq!(checked.len(), hw_backends().len() + 7);
    }

    #[test]
    fn backends_are_distinct() {
        let b = hw_backends();
        assert!(!b.is_empty());
        for (i, x) in b.iter().enumerate() {
            assert!(b[i + 1..].iter().all(|y| y.1 != x.1));
        }
    }

    #[test]
    fn case_names() {
        let names: Vec<String> = cases().iter().map(Case::name).collect();
        assert_eq!(names.len(), 11);
        assert_eq!(names[3], "1024");
        assert_eq!(names[10], "1024_aad13");
    }
}
