//! Calls every public operation of `hw_crypto` once or more and checks each result, for memory
//! checkers (`valgrind --error-exitcode=1`; docs/dev/assurance.md):
//!
//! ```sh
//! cargo build --release -p hw-crypto --example every_api
//! valgrind --error-exitcode=1 target/release/examples/every_api --cap aesni_clmul
//! ```
//!
//! `--cap TIER` caps the ciphers and the explicit generators at `TIER` (`aesni_clmul`,
//! `vaes_avx2`, `vaes_avx512`; default: the best this CPU has). Valgrind emulates neither VAES
//! nor AVX-512 (its CPUID hides them too), so under valgrind use `--cap aesni_clmul`. The
//! thread-local generator behind `random::fill` always picks the best tier the CPU reports.
//!
//! Prints one line per area and `every_api: N checks passed`; exits 1 at the first failure.

use std::error::Error;
use std::mem::MaybeUninit;
use std::process::ExitCode;

use hw_crypto::aes_gcm::{
    key_state_layout, Error as GcmError, HardwareAes256Gcm, HardwareAes256GcmIn,
    HardwareAes256GcmKeyState, Tier, UninitKeyStateSlot, ENVELOPE_OVERHEAD, NONCE_LEN, TAG_LEN,
};
use hw_crypto::random::{self, Config, HardwareCtrDrbg, Mode};

/// Counts the checks made, so the summary line says how much ran.
struct Checks(usize);

impl Checks {
    fn that(&mut self, ok: bool, what: &str) -> Result<(), String> {
        self.0 += 1;
        if ok {
            Ok(())
        } else {
            Err(format!("check failed: {what}"))
        }
    }
}

fn main() -> ExitCode {
    let mut cap = Tier::BEST;
    let mut args = std::env::args().skip(1);
    while let Some(a) = args.next() {
        let parsed = match (a.as_str(), args.next().as_deref()) {
            ("--cap", Some(name)) => Tier::ALL.iter().copied().find(|t| t.name() == name),
            _ => None,
        };
        match parsed {
            Some(t) => cap = t,
            None => {
                eprintln!("usage: every_api [--cap aesni_clmul|vaes_avx2|vaes_avx512]");
                return ExitCode::from(2);
            }
        }
    }
    let mut checks = Checks(0);
    match run(cap, &mut checks) {
        Ok(()) => {
            println!("every_api: {} checks passed", checks.0);
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("every_api: {e}");
            ExitCode::FAILURE
        }
    }
}

fn run(cap: Tier, c: &mut Checks) -> Result<(), Box<dyn Error>> {
    let key: [u8; 32] = core::array::from_fn(|i| (i as u8).wrapping_mul(7) ^ 0x3c);
    let nonce = [0x42u8; NONCE_LEN];
    let aad = b"every_api header";
    // Lengths around the kernels' block and chunk boundaries, and one large message.
    let lengths = [
        0usize, 1, 15, 16, 17, 127, 128, 129, 255, 256, 257, 1000, 4096, 70_000,
    ];

    // --- aes_gcm::HardwareAes256Gcm: every caller-nonce API and every generated-nonce API.
    let cipher = HardwareAes256Gcm::new_capped(&key, cap)?;
    c.that(cipher.tier() <= cap, "tier within the cap")?;
    println!("aes_gcm: backend {} (cap {cap})", cipher.tier());
    for &n in &lengths {
        let pt: Vec<u8> = (0..n).map(|i| (i * 31 + n) as u8).collect();

        let sealed = cipher.encrypt_with_nonce(&nonce, aad, &pt)?;
        c.that(sealed.len() == n + TAG_LEN, "sealed length")?;
        c.that(
            cipher.decrypt_with_nonce(&nonce, aad, &sealed)? == pt,
            "Vec round trip",
        )?;

        let mut out = vec![0u8; n + TAG_LEN];
        let w = cipher.encrypt_with_nonce_to(&nonce, aad, &pt, &mut out)?;
        c.that(out[..w] == sealed[..], "_to equals Vec")?;
        let mut back = vec![0u8; n];
        let r = cipher.decrypt_with_nonce_to(&nonce, aad, &out, &mut back)?;
        c.that(back[..r] == pt[..], "_to round trip")?;

        let mut buf = pt.clone();
        let tag = cipher.seal_in_place_detached(&nonce, aad, &mut buf)?;
        c.that(buf[..] == sealed[..n] && tag[..] == sealed[n..], "in place")?;
        cipher.open_in_place_detached(&nonce, aad, &mut buf, &tag)?;
        c.that(buf == pt, "in-place round trip")?;

        // A forgery: rejected, and every output wiped.
        let mut forged = sealed.clone();
        forged[n / 2] ^= 1;
        let rejected = matches!(
            cipher.decrypt_with_nonce(&nonce, aad, &forged),
            Err(GcmError::Authentication)
        );
        c.that(rejected, "forged Vec rejected")?;
        let mut back = vec![0x55u8; n];
        let rejected = cipher.decrypt_with_nonce_to(&nonce, aad, &forged, &mut back);
        c.that(
            matches!(rejected, Err(GcmError::Authentication)) && back.iter().all(|&b| b == 0),
            "forged _to rejected and wiped",
        )?;
        let mut bad_tag = tag;
        bad_tag[0] ^= 0x80;
        let mut buf = sealed[..n].to_vec();
        let rejected = cipher.open_in_place_detached(&nonce, aad, &mut buf, &bad_tag);
        c.that(
            matches!(rejected, Err(GcmError::Authentication)) && buf.iter().all(|&b| b == 0),
            "forged tag in place rejected and wiped",
        )?;

        // Generated nonces.
        let envelope = cipher.encrypt(aad, &pt)?;
        c.that(envelope.len() == n + ENVELOPE_OVERHEAD, "envelope length")?;
        c.that(cipher.decrypt(aad, &envelope)? == pt, "envelope round trip")?;
        let mut env = vec![0u8; n + ENVELOPE_OVERHEAD];
        let w = cipher.encrypt_to(aad, &pt, &mut env)?;
        let mut back = vec![0u8; n];
        let r = cipher.decrypt_to(aad, &env[..w], &mut back)?;
        c.that(back[..r] == pt[..], "envelope _to round trip")?;
        let (gen_nonce, sealed) = cipher.encrypt_with_generated_nonce(aad, &pt)?;
        c.that(
            cipher.decrypt_with_nonce(&gen_nonce, aad, &sealed)? == pt,
            "generated nonce round trip",
        )?;
    }
    // Short buffers and short ciphertexts are errors, with nothing written.
    let mut small = [0u8; 4];
    let e = cipher.encrypt_with_nonce_to(&nonce, aad, b"hello", &mut small);
    c.that(
        matches!(e, Err(GcmError::BufferTooSmall { .. })) && small == [0; 4],
        "BufferTooSmall",
    )?;
    let e = cipher.decrypt_with_nonce(&nonce, aad, &[0u8; TAG_LEN - 1]);
    c.that(matches!(e, Err(GcmError::InvalidLength)), "InvalidLength")?;
    c.that(!format!("{cipher:?}").contains("key"), "Debug shows no key")?;
    drop(cipher);

    // --- aes_gcm::HardwareAes256GcmIn: key state in a MaybeUninit and in checked bytes.
    let reference =
        HardwareAes256Gcm::new_capped(&key, cap)?.encrypt_with_nonce(&nonce, aad, b"placed")?;
    let mut slot = MaybeUninit::<HardwareAes256GcmKeyState>::uninit();
    {
        let placed =
            HardwareAes256GcmIn::new_capped(&key, UninitKeyStateSlot::from_uninit(&mut slot), cap)?;
        c.that(
            placed.encrypt_with_nonce(&nonce, aad, b"placed")? == reference,
            "MaybeUninit slot: same bytes",
        )?;
        let env = placed.encrypt(aad, b"placed")?;
        c.that(placed.decrypt(aad, &env)? == b"placed", "placed envelope")?;
    }
    #[repr(C, align(16))]
    struct Arena([u8; 2 * HardwareAes256GcmKeyState::SIZE]);
    let mut arena = Arena([0xa5; 2 * HardwareAes256GcmKeyState::SIZE]);
    c.that(
        key_state_layout().size() == HardwareAes256GcmKeyState::SIZE,
        "layout size",
    )?;
    {
        let (a, b) = arena.0.split_at_mut(HardwareAes256GcmKeyState::SIZE);
        let first = HardwareAes256GcmIn::new_capped(&key, UninitKeyStateSlot::from_bytes(a)?, cap)?;
        let second =
            HardwareAes256GcmIn::new_capped(&[9; 32], UninitKeyStateSlot::from_bytes(b)?, cap)?;
        c.that(
            first.encrypt_with_nonce(&nonce, aad, b"placed")? == reference,
            "byte slot: same bytes",
        )?;
        let sealed = second.encrypt_with_nonce(&nonce, aad, b"placed")?;
        c.that(sealed != reference, "second key differs")?;
        // A misaligned slot is refused.
        let mut spare = [0u8; HardwareAes256GcmKeyState::SIZE + 16];
        let misaligned = spare
            .iter()
            .position(|b| !(b as *const u8 as usize).is_multiple_of(16));
        if let Some(off) = misaligned {
            let refused = UninitKeyStateSlot::from_bytes(
                &mut spare[off..off + HardwareAes256GcmKeyState::SIZE],
            );
            c.that(refused.is_err(), "misaligned slot refused")?;
        }
    }
    c.that(arena.0.iter().all(|&b| b == 0), "slots wiped on drop")?;
    println!("aes_gcm: placed key states wiped on drop");

    // --- random: the thread-local generator.
    let mut bytes = [0u8; 1000];
    random::fill(&mut bytes)?;
    c.that(bytes.iter().any(|&b| b != 0), "fill")?;
    let k = random::generate_key()?;
    let n = random::generate_nonce()?;
    c.that(
        k.iter().any(|&b| b != 0) && n.len() == NONCE_LEN,
        "key, nonce",
    )?;
    let mut big = vec![0u8; 200_000];
    random::fill(&mut big)?; // several generate requests
    c.that(big.iter().any(|&b| b != 0), "large fill")?;

    // --- random::HardwareCtrDrbg: both modes, prediction resistance (a reseed with RDSEED
    // before every request), explicit reseeds, every output method.
    for mode in [Mode::NoDf, Mode::UseDf] {
        let config = Config::new()
            .mode(mode)
            .prediction_resistance(true)
            .reseed_after_requests(3);
        let mut d = HardwareCtrDrbg::with_config_capped(config, b"every_api", cap)?;
        let mut a = [0u8; 300];
        let mut b = [0u8; 300];
        d.fill_bytes(&mut a)?;
        d.generate_with(b"additional input", &mut b)?;
        c.that(a != b, "two requests differ")?;
        d.reseed(b"reseed input")?;
        let _ = (d.next_u32()?, d.next_u64()?, d.generate_key()?);
        let mut small = [0u8; 7];
        d.fill_bytes(&mut small)?;
        let stats = d.reseed_stats();
        c.that(stats.reseeds >= 4, "prediction resistance reseeds")?;
        println!(
            "random: {:?} on {}: {} reseeds, {} with the CPU RNG",
            mode,
            d.tier(),
            stats.reseeds,
            stats.with_cpu_rng
        );
    }
    let mut d = HardwareCtrDrbg::with_config_capped(Config::new(), b"", cap)?;
    let mut many = vec![0u8; 256];
    for _ in 0..200 {
        // Small requests come from the buffer.
        d.fill_bytes(&mut many[..13])?;
    }
    println!(
        "random: fork detection {:?}",
        HardwareCtrDrbg::fork_detection()?
    );
    println!(
        "cpu features: {}",
        hw_crypto::cpu_features().filter(|f| f.1).count()
    );
    Ok(())
}
