//! Random generation: hw-ctr-drbg (SP 800-90A CTR_DRBG, AES-256) against rand_chacha's
//! ChaCha12Rng and ChaCha20Rng, rand_aes's Aes256Ctr128, getrandom and ring's SystemRandom.
//!
//! Groups (criterion IDs are `<group>/<implementation>`):
//! - `fill_64KiB`: fill a 64 KiB buffer (one SP 800-90A generate request for ours); throughput
//!   in bytes. Ours once per hardware tier (`hw-ctr-drbg/<tier>`, an explicit
//!   `HardwareCtrDrbg` capped at it) and through the thread-local `fill` (`hw-ctr-drbg/thread`).
//!   `aes256-ctr-keystream` is hw-aes256's `fill_ctr128` of 64 KiB with a fixed key: the AES
//!   work alone, without the DRBG, as the ceiling.
//! - `fill_1MiB`: ours (16 generate requests, each with its own update and key expansion) against
//!   the same keystream ceiling: the cost of splitting at 2^19 bits.
//! - `key32`: 32 bytes, as for one AES-256 key. Ours as `generate_key()` (thread-local),
//!   `HardwareCtrDrbg::generate_key` (explicit; both from the 1 KiB buffer) and `generate_with`
//!   (one unbuffered generate request per key: the per-request cost).
//! - `u64`: one 64-bit draw (`next_u64`, or 8 bytes where the API has no word draw).
//! - `reseed`: one reseed of ours (OS entropy and RDSEED), against `getrandom` of 48 bytes.
//!
//! The peers are seeded once (fixed seeds; nothing here is secret) and then only generate; ours
//! reseeds on its default schedule (every 2^16 requests or 16 MiB), and that cost is included.
//! getrandom and ring's SystemRandom make a system call per request. Before anything is timed,
//! `guard` checks ours against a NIST CAVP vector and every generator for non-constant output.
//!
//! Criterion runs one implementation after another, not interleaved: compare ratios within one
//! run. Do not run this while anything else builds.

use std::hint::black_box;

use criterion::measurement::WallTime;
use criterion::{criterion_group, criterion_main, BenchmarkGroup, Criterion, Throughput};
use hw_ctr_drbg::{Config, CtrDrbg, HardwareCtrDrbg, Mode, Tier};
use rand_aes::seeds::Aes256Ctr128Seed;
use rand_aes::{Aes256Ctr128, Random};
use rand_chacha::{ChaCha12Rng, ChaCha20Rng};
use rand_core::{Rng, SeedableRng};
use ring::rand::{SecureRandom, SystemRandom};

const SEED: [u8; 32] = [0x42; 32];

fn chacha12() -> ChaCha12Rng {
    ChaCha12Rng::from_seed(SEED)
}

fn chacha20() -> ChaCha20Rng {
    ChaCha20Rng::from_seed(SEED)
}

fn rand_aes() -> Aes256Ctr128 {
    <Aes256Ctr128 as Random>::from_seed(Aes256Ctr128Seed::new(SEED, 1))
}

fn ours(cap: Tier) -> HardwareCtrDrbg {
    HardwareCtrDrbg::with_config_capped(Config::new(), &[], cap).expect("AES instructions")
}

/// The hardware tiers, by the AES kernel each actually runs (one row per distinct kernel).
fn tiers() -> Vec<Tier> {
    let mut kernels: Vec<Tier> = hw_cpu::supported_tiers().map(|t| ours(t).tier()).collect();
    kernels.dedup();
    kernels
}

/// Panics unless every generator works: ours reproduces a NIST CAVP known answer, and every
/// generator's output is not constant.
fn guard() {
    // drbgvectors_no_reseed/CTR_DRBG_AES256_no_df.rsp, COUNT = 0.
    let entropy = hex(
        "df5d73faa468649edda33b5cca79b0b05600419ccb7a879ddfec9db32ee494e5\
                       531b51de16a30f769262474c73bec010",
    );
    let want = hex(
        "d1c07cd95af8a7f11012c84ce48bb8cb87189e99d40fccb1771c619bdf82ab22\
                    80b1dc2f2581f39164f7ac0c510494b3a43c41b7db17514c87b107ae793e01c5",
    );
    for cap in hw_cpu::supported_tiers() {
        let mut d = CtrDrbg::instantiate_capped(Mode::NoDf, &entropy, &[], &[], cap).unwrap();
        let mut out = [0u8; 64];
        d.generate(&[], &mut out).unwrap();
        d.generate(&[], &mut out).unwrap();
        assert_eq!(out[..], want[..], "CAVP known answer on {cap}");
    }
    let varied = |f: &mut dyn FnMut(&mut [u8])| {
        let (mut a, mut b) = ([0u8; 64], [0u8; 64]);
        f(&mut a);
        f(&mut b);
        assert!(a != b && a != [0; 64], "a generator repeats or gives zeros");
    };
    varied(&mut |b| ours(Tier::BEST).fill_bytes(b).unwrap());
    varied(&mut |b| hw_ctr_drbg::fill(b).unwrap());
    let mut c12 = chacha12();
    varied(&mut |b| c12.fill_bytes(b));
    let mut c20 = chacha20();
    varied(&mut |b| c20.fill_bytes(b));
    let mut ra = rand_aes();
    assert!(
        ra.is_hardware_accelerated(),
        "rand_aes runs its AES-NI backend"
    );
    varied(&mut |b| Rng::fill_bytes(&mut ra, b));
    varied(&mut |b| getrandom::fill(b).unwrap());
    let sr = SystemRandom::new();
    varied(&mut |b| sr.fill(b).unwrap());
}

fn hex(s: &str) -> Vec<u8> {
    (0..s.len())
        .step_by(2)
        .map(|i| u8::from_str_radix(&s[i..i + 2], 16).unwrap())
        .collect()
}

/// Times filling `len` bytes with every generator (and the AES keystream ceiling).
fn fill_group(c: &mut Criterion, name: &str, len: usize, peers: bool) {
    let mut g = c.benchmark_group(name);
    g.throughput(Throughput::Bytes(len as u64));
    let mut buf = vec![0u8; len];
    for tier in tiers() {
        let mut d = ours(tier);
        g.bench_function(format!("hw-ctr-drbg/{tier}"), |b| {
            b.iter(|| d.fill_bytes(black_box(&mut buf)).unwrap())
        });
    }
    g.bench_function("hw-ctr-drbg/thread", |b| {
        b.iter(|| hw_ctr_drbg::fill(black_box(&mut buf)).unwrap())
    });
    let aes = hw_aes256::Aes256::new(&SEED).unwrap();
    g.bench_function(format!("aes256-ctr-keystream/{}", aes.tier()), |b| {
        b.iter(|| black_box(aes.fill_ctr128(black_box(&[0; 16]), black_box(&mut buf))))
    });
    if peers {
        peer_fills(&mut g, &mut buf);
    }
    g.finish();
}

/// The peer generators filling `buf`, in group `g`.
fn peer_fills(g: &mut BenchmarkGroup<'_, WallTime>, buf: &mut [u8]) {
    let mut c12 = chacha12();
    g.bench_function("chacha12", |b| {
        b.iter(|| c12.fill_bytes(black_box(&mut *buf)))
    });
    let mut c20 = chacha20();
    g.bench_function("chacha20", |b| {
        b.iter(|| c20.fill_bytes(black_box(&mut *buf)))
    });
    let mut ra = rand_aes();
    g.bench_function("rand_aes-aes256ctr128", |b| {
        b.iter(|| Rng::fill_bytes(&mut ra, black_box(&mut *buf)))
    });
    g.bench_function("getrandom", |b| {
        b.iter(|| getrandom::fill(black_box(&mut *buf)).unwrap())
    });
    let sr = SystemRandom::new();
    g.bench_function("ring-SystemRandom", |b| {
        b.iter(|| sr.fill(black_box(&mut *buf)).unwrap())
    });
}

fn key32(c: &mut Criterion) {
    let mut g = c.benchmark_group("key32");
    g.bench_function("hw-ctr-drbg/thread-generate_key", |b| {
        b.iter(|| black_box(hw_ctr_drbg::generate_key().unwrap()))
    });
    let mut d = ours(Tier::BEST);
    g.bench_function("hw-ctr-drbg/explicit-generate_key", |b| {
        b.iter(|| black_box(d.generate_key().unwrap()))
    });
    let mut key = [0u8; 32];
    g.bench_function("hw-ctr-drbg/explicit-unbuffered", |b| {
        b.iter(|| d.generate_with(&[], black_box(&mut key)).unwrap())
    });
    peer_fills(&mut g, &mut key);
    g.finish();
}

fn u64_draw(c: &mut Criterion) {
    let mut g = c.benchmark_group("u64");
    let mut d = ours(Tier::BEST);
    g.bench_function("hw-ctr-drbg/explicit-next_u64", |b| {
        b.iter(|| black_box(d.next_u64().unwrap()))
    });
    g.bench_function("hw-ctr-drbg/thread-fill8", |b| {
        b.iter(|| {
            let mut w = [0u8; 8];
            hw_ctr_drbg::fill(&mut w).unwrap();
            black_box(u64::from_le_bytes(w))
        })
    });
    let mut c12 = chacha12();
    g.bench_function("chacha12", |b| b.iter(|| black_box(c12.next_u64())));
    let mut c20 = chacha20();
    g.bench_function("chacha20", |b| b.iter(|| black_box(c20.next_u64())));
    let mut ra = rand_aes();
    g.bench_function("rand_aes-aes256ctr128", |b| {
        b.iter(|| black_box(Rng::next_u64(&mut ra)))
    });
    g.bench_function("getrandom", |b| {
        b.iter(|| black_box(getrandom::u64().unwrap()))
    });
    let sr = SystemRandom::new();
    g.bench_function("ring-SystemRandom", |b| {
        b.iter(|| {
            let mut w = [0u8; 8];
            sr.fill(&mut w).unwrap();
            black_box(u64::from_le_bytes(w))
        })
    });
    g.finish();
}

/// What one reseed costs (OS entropy, plus RDSEED when the CPU has it), against the
/// `getrandom` call for its 48 bytes alone. Ours reseeds once per 2^16 requests or 16 MiB.
fn reseed(c: &mut Criterion) {
    let mut g = c.benchmark_group("reseed");
    let mut d = ours(Tier::BEST);
    g.bench_function("hw-ctr-drbg", |b| {
        b.iter(|| d.reseed(black_box(&[])).unwrap())
    });
    let mut e = [0u8; 48];
    g.bench_function("getrandom-48", |b| {
        b.iter(|| getrandom::fill(black_box(&mut e)).unwrap())
    });
    g.finish();
}

fn benches(c: &mut Criterion) {
    guard();
    fill_group(c, "fill_64KiB", 1 << 16, true);
    fill_group(c, "fill_1MiB", 1 << 20, false);
    key32(c);
    u64_draw(c);
    reseed(c);
}

criterion_group!(random, benches);
criterion_main!(random);
