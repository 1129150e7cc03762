//! AES-256-GCM: hw-gcm against ring, aws-lc-rs, RustCrypto aes-gcm 0.11 and 0.10, the earlier
//! hardware-rust-crypto 1.0.1, libcrux-aesgcm and rscrypto 0.9.
//!
//! Groups (criterion IDs are `<group>/<implementation>`):
//! - `seal/<len>` and `open/<len>` for every length in `SIZES` with empty AAD, and
//!   `seal/1024_aad13`, `open/1024_aad13` with 13 bytes of AAD; throughput in bytes of message;
//! - `key_setup`: a key object from 32 bytes, then dropped;
//! - `new_key_seal/1024`, `new_key_seal/4096`: a key object, one seal, drop.
//!
//! All AES-256-GCM with a 96-bit nonce; key, nonce, AAD and message are fixed. Before anything is
//! timed, `hw_crypto_benches::guard` checks every implementation seals to hw-gcm's exact bytes and
//! opens them back, for every case, and panics otherwise.
//!
//! How the operations are called, the same way for every implementation:
//! - seal: in place, detached tag, on one reusable buffer (each iteration re-encrypts the previous
//!   ciphertext: the cost does not depend on the data). libcrux has no in-place API and writes to a
//!   reusable output buffer instead.
//! - open: every iteration first copies the sealed `ciphertext || tag` into one reusable buffer,
//!   then opens it in place (in-place open overwrites its input, and ring's and aws-lc-rs's
//!   `open_in_place` want the tag after the ciphertext). So **every `open` time includes one
//!   `memcpy` of len + 16 bytes**, for all implementations alike; the `copy-only` entry in each
//!   `open/*` group times that copy alone so it can be subtracted. libcrux decrypts from that
//!   buffer into its own output buffer.
//! - key objects are dropped inside the timed region of `key_setup` and `new_key_seal` (ours and
//!   hardware-rust-crypto wipe on drop, aws-lc-rs frees its C allocation): the cost of a key's
//!   whole life. libcrux keeps no key schedule (it expands the key in every call), so it has no
//!   `key_setup` entry; its `new_key_seal` entry is comparable.
//!
//! Criterion runs one implementation after another, not interleaved: compare ratios within one
//! run, and repeat runs (see BENCHMARKING.md). Do not run this while anything else builds.

use std::hint::black_box;
use std::time::Duration;

use criterion::{measurement::WallTime, BenchmarkGroup, Criterion, Throughput};
use hw_crypto_benches::{for_each_impl, guard_all, message, Case, Gcm, Visitor, KEY, NONCE};

/// Times `seal` of one case for each implementation.
struct Seal<'a, 'c> {
    group: &'a mut BenchmarkGroup<'c, WallTime>,
    case: Case,
}

impl Visitor for Seal<'_, '_> {
    fn visit<T: Gcm, F: Fn(&[u8; 32]) -> T>(&mut self, id: &str, make: F) {
        let mut imp = make(&KEY);
        let aad = self.case.aad;
        let mut buf = message(self.case.len);
        self.group.bench_function(id, |b| {
            b.iter(|| {
                let tag = imp.seal(black_box(&NONCE), black_box(aad), black_box(&mut buf[..]));
                black_box(tag)
            })
        });
        black_box(&buf);
    }
}

/// Times `open` (copy of the sealed message included, see the module docs) of one case.
struct Open<'a, 'c> {
    group: &'a mut BenchmarkGroup<'c, WallTime>,
    case: Case,
    sealed: &'a [u8],
}

impl Visitor for Open<'_, '_> {
    fn visit<T: Gcm, F: Fn(&[u8; 32]) -> T>(&mut self, id: &str, make: F) {
        let mut imp = make(&KEY);
        let aad = self.case.aad;
        let sealed = self.sealed;
        let mut buf = vec![0u8; sealed.len()];
        self.group.bench_function(id, |b| {
            b.iter(|| {
                buf.copy_from_slice(black_box(sealed));
                let ok = imp.open(black_box(&NONCE), black_box(aad), black_box(&mut buf[..]));
                // The guard has checked this; a failure here would mean timing the reject path.
                assert!(ok, "open failed");
            })
        });
        black_box(&buf);
    }
}

/// Times a key object from 32 bytes, dropped inside the timed region.
struct KeySetup<'a, 'c> {
    group: &'a mut BenchmarkGroup<'c, WallTime>,
}

impl Visitor for KeySetup<'_, '_> {
    fn visit<T: Gcm, F: Fn(&[u8; 32]) -> T>(&mut self, id: &str, make: F) {
        if T::KEY_SCHEDULE_PER_CALL {
            return;
        }
        self.group
            .bench_function(id, |b| b.iter(|| drop(black_box(make(black_box(&KEY))))));
    }
}

/// Times a key object, one seal of `len` bytes, drop.
struct NewKeySeal<'a, 'c> {
    group: &'a mut BenchmarkGroup<'c, WallTime>,
    len: usize,
}

impl Visitor for NewKeySeal<'_, '_> {
    fn visit<T: Gcm, F: Fn(&[u8; 32]) -> T>(&mut self, id: &str, make: F) {
        let mut buf = message(self.len);
        self.group.bench_function(id, |b| {
            b.iter(|| {
                let mut imp = make(black_box(&KEY));
                let tag = imp.seal(black_box(&NONCE), &[], black_box(&mut buf[..]));
                black_box(tag)
            })
        });
        black_box(&buf);
    }
}

fn bench_seal(c: &mut Criterion, cases: &[Case]) {
    for &case in cases {
        let mut group = c.benchmark_group(format!("seal/{}", case.name()));
        group.throughput(Throughput::Bytes(case.len as u64));
        for_each_impl(&mut Seal {
            group: &mut group,
            case,
        });
        group.finish();
    }
}

fn bench_open(c: &mut Criterion, cases: &[Case]) {
    for &case in cases {
        // ours at its best tier; the guard has checked every implementation produces these bytes.
        let ours = hw_gcm::HardwareAes256Gcm::new(&KEY).expect("hw-gcm key");
        let sealed = ours
            .encrypt_with_nonce(&NONCE, case.aad, &message(case.len))
            .expect("hw-gcm seal");
        let mut group = c.benchmark_group(format!("open/{}", case.name()));
        group.throughput(Throughput::Bytes(case.len as u64));
        for_each_impl(&mut Open {
            group: &mut group,
            case,
            sealed: &sealed,
        });
        // The copy that every entry above includes, alone.
        let mut buf = vec![0u8; sealed.len()];
        group.bench_function("copy-only", |b| {
            b.iter(|| {
                buf.copy_from_slice(black_box(&sealed));
                black_box(&mut buf);
            })
        });
        group.finish();
    }
}

fn bench_keys(c: &mut Criterion) {
    let mut group = c.benchmark_group("key_setup");
    for_each_impl(&mut KeySetup { group: &mut group });
    group.finish();

    for len in [1024usize, 4096] {
        let mut group = c.benchmark_group(format!("new_key_seal/{len}"));
        group.throughput(Throughput::Bytes(len as u64));
        for_each_impl(&mut NewKeySeal {
            group: &mut group,
            len,
        });
        group.finish();
    }
}

fn main() {
    // Before any timing: a broken peer setup panics here instead of producing numbers.
    let cases = guard_all();

    // Shorter than criterion's defaults (3 s warm-up, 5 s measurement) so that the whole suite
    // (about 200 entries) stays within minutes and can be repeated; command-line flags such as
    // `--measurement-time` still override these.
    let mut c = Criterion::default()
        .warm_up_time(Duration::from_secs(1))
        .measurement_time(Duration::from_secs(2))
        .configure_from_args();
    bench_seal(&mut c, &cases);
    bench_open(&mut c, &cases);
    bench_keys(&mut c);
    c.final_summary();
}
