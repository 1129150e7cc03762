//! The tier probe of `cargo xtask hardware` (docs/dev/audit.md): on every tier this CPU supports,
//! run the GCM, GCM-SIV, AES and T-AES kernels capped at that tier and prove, through the dispatch counters,
//! that exactly that tier's kernel ran. With `XTASK_TIER_LOG=<file>` each proof is appended to
//! the file as `tier <name> ran <crate>`, which the hardware check compares with the CPU.

use std::io::Write as _;

use hw_cpu::{counters, Tier};

/// Appends `tier <name> ran <krate>` to the log, if one was asked for.
///
/// The tests run on parallel threads: the line is formatted first and written by one
/// `write_all` under a process-wide lock (`writeln!` on a file issues a write per piece, and
/// lines from two threads were seen interleaved in a CI run).
fn log(tier: Tier, krate: &str) {
    static LOCK: std::sync::Mutex<()> = std::sync::Mutex::new(());
    if let Ok(path) = std::env::var("XTASK_TIER_LOG") {
        let line = format!("tier {} ran {krate}\n", tier.name());
        let _guard = LOCK.lock().unwrap_or_else(|e| e.into_inner());
        let mut f = std::fs::OpenOptions::new()
            .create(true)
            .append(true)
            .open(&path)
            .unwrap_or_else(|e| panic!("cannot open XTASK_TIER_LOG={path}: {e}"));
        f.write_all(line.as_bytes()).expect("write the tier log");
    }
}

/// Runs `work` for every tier this CPU supports, capped at that tier, and requires the
/// dispatch counters to show that tier's kernel ran (and, when `exact`, no other: a wide tier
/// may hand key expansion or a last block to a narrower kernel, never to a wider one); then logs
/// the proof for `krate`.
fn on_every_tier(krate: &str, exact: bool, work: impl Fn(Tier)) {
    for tier in tiers() {
        let before = counters::snapshot();
        work(tier);
        let ran: Vec<Tier> = counters::grown_since(before).collect();
        if exact {
            assert_eq!(
                ran,
                [tier],
                "{krate} capped at {tier}, kernels ran: {ran:?}"
            );
        }
        assert!(
            ran.contains(&tier),
            "{krate} capped at {tier}, kernels ran: {ran:?}"
        );
        assert!(
            ran.iter().all(|&t| t <= tier),
            "{krate} above the cap {tier}: {ran:?}"
        );
        log(tier, krate);
    }
}

fn tiers() -> Vec<Tier> {
    let t: Vec<Tier> = hw_cpu::supported_tiers().collect();
    assert!(!t.is_empty(), "this CPU has no hardware tier");
    t
}

/// Checks that the cipher `$c` reports `$tier`, then seals 4096 + 77 bytes under `$nonce` and
/// opens them again.
macro_rules! round_trip {
    ($c:expr, $tier:expr, $nonce:expr) => {{
        assert_eq!($c.tier(), $tier);
        let msg = vec![0x5a; 4096 + 77];
        let sealed = $c.encrypt_with_nonce(&$nonce, b"aad", &msg).expect("seal");
        assert_eq!(
            $c.decrypt_with_nonce(&$nonce, b"aad", &sealed)
                .expect("open"),
            msg
        );
    }};
}

#[test]
fn every_supported_tier_runs_its_gcm_kernel() {
    on_every_tier("hw-gcm", false, |tier| {
        let c = hw_gcm::HardwareAes256Gcm::new_capped(&[7; 32], tier).expect("supported tier");
        // Long enough for every tier's main loop (16 blocks at a time) and a tail.
        round_trip!(c, tier, [1; 12]);
    });
}

#[test]
fn every_supported_tier_runs_its_aes_kernel() {
    on_every_tier("hw-aes256", false, |tier| {
        let aes = hw_aes256::Aes256::new_capped(&[9; 32], tier).expect("supported tier");
        assert_eq!(aes.tier(), tier);
        let mut data = vec![0u8; 4096 + 5];
        aes.apply_ctr128(&[0; 16], &mut data);
        assert!(data.iter().any(|&b| b != 0));
    });
}

#[test]
fn every_supported_tier_runs_its_taes_kernel() {
    on_every_tier("hw-taes", false, |tier| {
        let t = hw_taes::Taes::new_capped(&[3; 16], tier).expect("supported tier");
        assert_eq!(t.tier(), tier);
        // Whole groups, a tail and ciphertext stealing, tweaked, both directions.
        let msg = vec![0x5a; 4096 + 77];
        let mut buf = msg.clone();
        t.encrypt(Some(7), &mut buf).expect("encrypt");
        assert_ne!(buf, msg);
        t.decrypt(Some(7), &mut buf).expect("decrypt");
        assert_eq!(buf, msg);
    });
}

#[test]
fn every_supported_tier_runs_its_gcm_siv_kernel() {
    on_every_tier("hw-gcm-siv", true, |tier| {
        let c =
            hw_gcm_siv::HardwareAes256GcmSiv::new_capped(&[8; 32], tier).expect("supported tier");
        // Whole groups (one-pass decryption) and a tail.
        round_trip!(c, tier, [2; 12]);
    });
}
