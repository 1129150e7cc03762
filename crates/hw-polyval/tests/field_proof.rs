//! The field multiply, proven for all inputs (the argument is in docs/dev/assurance.md).
//!
//! Every kernel computes `dot(a, b) = a * b * x^-128 mod P` (RFC 8452 §3) with carry-less
//! multiplies, XORs, shifts and lane shuffles only, so for each position of an aggregated chunk
//! the map (block, key power) -> contribution is GF(2)-bilinear. A bilinear map on
//! GF(2)^128 x GF(2)^128 is fixed by its values on `e_i x q_t`, where `e_i` are the 128 unit
//! vectors and `q_t` is any basis of the second argument. The tests below compute those values
//! through the public API on every tier this CPU has, for every position of the tier's widest
//! chunk, and compare them with the bit-serial multiply written here from RFC 8452's definition.
//! They then check bilinearity on random triples, and the aggregated `sum(X_i * H^(n-i+1))`
//! for every block count the kernels special-case, against Horner's rule with the reference
//! (POLYVAL) and against SP 800-38D's Algorithm 1 (GHASH).

use hw_cpu::counters;
use hw_polyval::{Ghash, Polyval, Tier};

// ---------------------------------------------------------------------------------------------
// Reference arithmetic, bit by bit, from the definitions.

/// x^128 mod P = x^127 + x^126 + x^121 + 1 (RFC 8452 §3), with x^i at bit i.
const X128: u128 = (1 << 127) | (1 << 126) | (1 << 121) | 1;

/// `v * x mod P`.
fn mul_x(v: u128) -> u128 {
    let carry = v >> 127;
    (v << 1) ^ if carry == 1 { X128 } else { 0 }
}

/// `v * x^-1 mod P`: if the constant term is set, add P (making v divisible by x), then divide.
/// (P + x^128... ) / x = x^127 + x^126 + x^125 + x^120 once the constant terms cancel.
fn mul_x_inv(v: u128) -> u128 {
    let odd = v & 1;
    (v >> 1)
        ^ if odd == 1 {
            (1 << 127) | (1 << 126) | (1 << 125) | (1 << 120)
        } else {
            0
        }
}

/// `a * b mod P`, shift-and-add from the top bit of `a`.
fn mul_mod(a: u128, b: u128) -> u128 {
    let mut r = 0u128;
    for i in (0..128).rev() {
        r = mul_x(r);
        if (a >> i) & 1 == 1 {
            r ^= b;
        }
    }
    r
}

/// RFC 8452 §3: `dot(a, b) = a * b * x^-128`.
fn dot(a: u128, b: u128) -> u128 {
    let mut r = mul_mod(a, b);
    for _ in 0..128 {
        r = mul_x_inv(r);
    }
    r
}

/// `H^k` in the `dot` sense: `H^1 = H`, `H^(k+1) = dot(H^k, H)`.
fn dot_pow(h: u128, k: usize) -> u128 {
    assert!(k >= 1);
    (1..k).fold(h, |p, _| dot(p, h))
}

/// POLYVAL by Horner's rule (RFC 8452 §3): `S_j = dot(S_{j-1} + X_j, H)`.
fn polyval_ref(h: u128, blocks: &[u128]) -> u128 {
    blocks.iter().fold(0, |s, &x| dot(s ^ x, h))
}

/// GHASH by SP 800-38D §6.3 Algorithm 1 (bit 0 is the leftmost bit of the block, R =
/// 11100001 || 0^120) and §6.4 Algorithm 2. Independent of the POLYVAL mapping.
fn ghash_ref(h: [u8; 16], blocks: &[[u8; 16]]) -> [u8; 16] {
    let gf_mul = |x: u128, y: u128| {
        let r = 0xE1u128 << 120;
        let mut z = 0u128;
        let mut v = y;
        for i in 0..128 {
            if (x >> (127 - i)) & 1 == 1 {
                z ^= v;
            }
            v = if v & 1 == 0 { v >> 1 } else { (v >> 1) ^ r };
        }
        z
    };
    let h = u128::from_be_bytes(h);
    let y = blocks
        .iter()
        .fold(0, |y, b| gf_mul(y ^ u128::from_be_bytes(*b), h));
    y.to_be_bytes()
}

fn unit(i: usize) -> u128 {
    1u128 << i
}

fn bytes(v: u128) -> [u8; 16] {
    v.to_le_bytes()
}

/// xorshift64*: deterministic test data (no timing, no OS randomness).
struct Rng(u64);

impl Rng {
    fn u64(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    fn u128(&mut self) -> u128 {
        (u128::from(self.u64()) << 64) | u128::from(self.u64())
    }
}

/// Incremental GF(2) row echelon form over 128-bit vectors.
#[derive(Default)]
struct Span {
    rows: Vec<u128>,
}

impl Span {
    /// Adds `v` if it is independent of the rows so far; true if it was.
    fn insert(&mut self, mut v: u128) -> bool {
        for &r in &self.rows {
            let top = 127 - r.leading_zeros();
            if (v >> top) & 1 == 1 {
                v ^= r;
            }
        }
        if v == 0 {
            return false;
        }
        self.rows.push(v);
        // Keep rows sorted by leading bit, highest first, so one pass reduces.
        self.rows.sort_by_key(|r| r.leading_zeros());
        true
    }

    fn rank(&self) -> usize {
        self.rows.len()
    }
}

#[test]
fn reference_matches_rfc8452_appendix_a() {
    let h = u128::from_le_bytes(hex16("25629347589242761d31f826ba4b757b"));
    let x1 = u128::from_le_bytes(hex16("4f4f95668c83dfb6401762bb2d01a262"));
    let x2 = u128::from_le_bytes(hex16("d1a24ddd2721d006bbe45f20d3c9f362"));
    assert_eq!(
        bytes(polyval_ref(h, &[x1, x2])),
        hex16("f7a3b47b846119fae5b7866cf5e5b77e")
    );
    // dot(a, x^128) = a: x^128 mod P is dot's identity.
    let mut rng = Rng(7);
    for _ in 0..64 {
        let a = rng.u128();
        assert_eq!(dot(a, X128), a);
        assert_eq!(mul_x_inv(mul_x(a)), a);
    }
    // The GHASH reference through RFC 8452 Appendix A's mapping agrees with the direct one.
    let gh: [u8; 16] = core::array::from_fn(|i| (i * 37 + 11) as u8);
    let blocks: Vec<[u8; 16]> = (0..5u8).map(|k| [k.wrapping_mul(91) ^ 0x5c; 16]).collect();
    let key = u128::from_le_bytes(hw_polyval::ghash_key_to_polyval(&gh));
    let rev: Vec<u128> = blocks.iter().map(|b| u128::from_be_bytes(*b)).collect();
    assert_eq!(polyval_ref(key, &rev).to_be_bytes(), ghash_ref(gh, &blocks));
}

fn hex16(s: &str) -> [u8; 16] {
    core::array::from_fn(|i| u8::from_str_radix(&s[2 * i..2 * i + 2], 16).unwrap())
}

// ---------------------------------------------------------------------------------------------
// The kernels under test.

/// Every tier this CPU supports, with the kernel it runs and that kernel's chunk: the number of
/// blocks multiplied by `H^w..H^1` before one reduction.
fn kernels() -> Vec<(Tier, Tier, usize)> {
    let t: Vec<(Tier, Tier, usize)> = hw_cpu::supported_tiers()
        .map(|tier| match tier {
            Tier::AesNiClmul => (tier, Tier::AesNiClmul, 8),
            Tier::VaesAvx2 | Tier::VaesAvx512 => (tier, tier, 16),
            Tier::AesPmull | Tier::AesPmullEor3 => (tier, Tier::AesPmull, 8),
            other => panic!("no chunk width known for tier {other}"),
        })
        .collect();
    assert!(!t.is_empty(), "this CPU has no carry-less multiply tier");
    t
}

/// POLYVAL of `blocks` under key `h` on `tier`, asserting that `kernel`'s update ran.
fn polyval_on(tier: Tier, kernel: Tier, h: u128, blocks: &[u128]) -> u128 {
    let mut p = Polyval::new_capped(&bytes(h), tier).unwrap();
    assert_eq!(p.tier(), kernel);
    let blocks: Vec<[u8; 16]> = blocks.iter().map(|&b| bytes(b)).collect();
    let before = counters::snapshot();
    p.update(&blocks);
    assert_eq!(counters::grown_since(before).collect::<Vec<_>>(), [kernel]);
    u128::from_le_bytes(p.finalize())
}

/// For each chunk position `p` (0-based, multiplied by `H^(w-p)`), keys whose powers `H^(w-p)`
/// span GF(2)^128: the unit vectors first (for `H^1` they are the basis itself), then
/// pseudo-random keys until the rank is 128.
fn spanning_keys(w: usize) -> Vec<Vec<u128>> {
    let mut rng = Rng(0x0123_4567_89ab_cdef);
    (0..w)
        .map(|p| {
            let k = w - p;
            let mut span = Span::default();
            let mut keys = Vec::new();
            let mut candidates = (0..128)
                .map(unit)
                .chain(core::iter::from_fn(|| Some(rng.u128())));
            while span.rank() < 128 {
                let h = candidates.next().unwrap();
                if span.insert(dot_pow(h, k)) {
                    keys.push(h);
                }
            }
            assert_eq!(keys.len(), 128);
            keys
        })
        .collect()
}

/// All basis products, at every position of the widest chunk of every tier: a one-hot block
/// `e_i` at position `p` of a `w`-block update under key `H` is `dot(e_i, H^(w-p))`.
#[test]
fn basis_products_at_every_chunk_position_on_every_tier() {
    let mut tiers_ran = 0;
    for (tier, kernel, w) in kernels() {
        let keys = spanning_keys(w);
        let mut cases = 0usize;
        for (p, keys) in keys.iter().enumerate() {
            for &h in keys {
                let hp = dot_pow(h, w - p);
                for i in 0..128 {
                    let mut blocks = vec![0u128; w];
                    blocks[p] = unit(i);
                    let got = polyval_on(tier, kernel, h, &blocks);
                    assert_eq!(
                        got,
                        dot(unit(i), hp),
                        "e_{i} at position {p} of {w}, key {h:#034x}, on {tier}"
                    );
                    cases += 1;
                }
            }
        }
        // 128 spanning keys x 128 unit blocks per position; the last position (H^1) is exactly
        // the 128 x 128 = 16,384 products of unit vectors.
        assert_eq!(cases, w * 128 * 128, "{tier}");
        tiers_ran += 1;
    }
    assert_eq!(tiers_ran, kernels().len());
}

/// The 16,384 products of unit vectors through a single-block update: the 128-bit kernel's
/// path that every tier takes for a tail (on the wide tier too, which counts as its own tier).
#[test]
fn basis_products_single_block_on_every_tier() {
    for (tier, kernel, _) in kernels() {
        let mut cases = 0;
        for j in 0..128 {
            for i in 0..128 {
                assert_eq!(
                    polyval_on(tier, kernel, unit(j), &[unit(i)]),
                    dot(unit(i), unit(j)),
                    "e_{i} * e_{j} on {tier}"
                );
                cases += 1;
            }
        }
        assert_eq!(cases, 16_384);
    }
}

/// Bilinearity in both arguments on random triples, at every chunk position.
#[test]
fn bilinear_on_random_triples() {
    let mut rng = Rng(0xfeed_beef_1234_5678);
    for (tier, kernel, w) in kernels() {
        let mut cases = 0;
        for t in 0..256 {
            let (a, b, c) = (rng.u128(), rng.u128(), rng.u128());
            let p = t % w;
            let at = |x: u128| {
                let mut v = vec![0u128; w];
                v[p] = x;
                v
            };
            // Linear in the block: f(a + b, c) = f(a, c) + f(b, c).
            let f = |x: u128, h: u128| polyval_on(tier, kernel, h, &at(x));
            assert_eq!(f(a ^ b, c), f(a, c) ^ f(b, c), "{tier} position {p}");
            // Linear in the key (position w-1 multiplies by H^1 itself).
            let g = |x: u128, h: u128| polyval_on(tier, kernel, h, &at_last(w, x));
            assert_eq!(g(a, b ^ c), g(a, b) ^ g(a, c), "{tier}");
            // And equal to the reference.
            assert_eq!(f(a, c), dot(a, dot_pow(c, w - p)), "{tier} position {p}");
            cases += 1;
        }
        assert_eq!(cases, 256);
    }
}

fn at_last(w: usize, x: u128) -> Vec<u128> {
    let mut v = vec![0u128; w];
    v[w - 1] = x;
    v
}

/// The block counts the kernels special-case: the 128-bit kernel's chunks of 8 and tails of
/// 1..=7; the zmm kernel's chunks of 16 with the 128-bit kernel on tails of 0..=15. Every
/// count from 0 to 3 x 16 + 1 covers each combination with one, two and three chunks.
const COUNTS: core::ops::RangeInclusive<usize> = 0..=49;

/// `sum(X_i * H^(n-i+1))` over random inputs for every special-cased block count, in one update
/// and split in two (so a chunk starts with a non-zero running sum), POLYVAL and GHASH.
#[test]
fn aggregated_sums_for_every_block_count() {
    let mut rng = Rng(0x5eed_0000_0000_0011);
    let mut cases = 0;
    for (tier, kernel, _) in kernels() {
        for n in COUNTS {
            for _ in 0..4 {
                let h = rng.u128();
                let x: Vec<u128> = (0..n).map(|_| rng.u128()).collect();
                let want = polyval_ref(h, &x);
                if n > 0 {
                    assert_eq!(polyval_on(tier, kernel, h, &x), want, "{n} on {tier}");
                }
                let split = if n == 0 {
                    0
                } else {
                    (rng.u64() as usize) % (n + 1)
                };
                let mut p = Polyval::new_capped(&bytes(h), tier).unwrap();
                let xb: Vec<[u8; 16]> = x.iter().map(|&b| bytes(b)).collect();
                p.update(&xb[..split]);
                p.update(&xb[split..]);
                assert_eq!(u128::from_le_bytes(p.finalize()), want, "{n} split {split}");

                // GHASH against SP 800-38D Algorithm 2, with the same block bytes.
                let gh = bytes(rng.u128());
                let before = counters::snapshot();
                let mut g = Ghash::new_capped(&gh, tier).unwrap();
                g.update(&xb[..split]);
                g.update(&xb[split..]);
                assert!(counters::grown_since(before).any(|t| t == kernel));
                assert_eq!(g.finalize(), ghash_ref(gh, &xb), "GHASH {n} on {tier}");
                cases += 1;
            }
        }
    }
    assert_eq!(cases, kernels().len() * 50 * 4);
}
