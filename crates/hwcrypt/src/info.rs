//! `hwcrypt info`: what this CPU has and what each primitive runs on.

use std::mem::size_of;

use hw_crypto::aes_gcm::{key_state_layout, HardwareAes256Gcm};
use hw_crypto::random::HardwareCtrDrbg;

use crate::stream;
use crate::Failure;

/// Prints the CPU features, then each primitive's tier; fails (after printing the features)
/// on a CPU without the instructions.
pub fn run() -> Result<(), Failure> {
    say!("hwcrypt {}", env!("CARGO_PKG_VERSION"));
    say!("CPU features:");
    let mut line = String::new();
    for (name, present) in hw_crypto::cpu_features() {
        line.push_str(&format!("  {name} {}", if present { "yes" } else { "no" }));
        if line.len() > 60 {
            say!("{line}");
            line.clear();
        }
    }
    if !line.is_empty() {
        say!("{line}");
    }
    let gcm = HardwareAes256Gcm::new(&[0; 32]).map_err(|e| Failure(e.to_string()))?;
    let drbg = HardwareCtrDrbg::new().map_err(|e| Failure(e.to_string()))?;
    say!("Backends:");
    say!(
        "  AES-256-GCM   {:<12} key state {} bytes (cipher object {} bytes)",
        gcm.tier().to_string(),
        key_state_layout().size(),
        size_of::<HardwareAes256Gcm>()
    );
    say!(
        "  CTR_DRBG      {:<12} generator state {} bytes (AES-256, no derivation function)",
        drbg.tier().to_string(),
        size_of::<HardwareCtrDrbg>()
    );
    let xaes =
        hw_crypto::xaes_gcm::Xaes256Gcm::new(&[0; 32]).map_err(|e| Failure(e.to_string()))?;
    say!(
        "  XAES-256-GCM  {:<12} 192-bit nonces, per-message key (KC-XAES: 48-byte committing tag)",
        xaes.tier().to_string()
    );
    let kw = hw_crypto::key_wrap::KeyWrap::new(&[0; 32]).map_err(|e| Failure(e.to_string()))?;
    say!(
        "  Key wrap      {:<12} AES-256 KW and KWP (RFC 3394, RFC 5649), KEK state {} bytes",
        kw.tier().to_string(),
        size_of::<hw_crypto::key_wrap::KeyWrap>()
    );
    let taes = hw_taes::Taes::new(&[0; 32]).map_err(|e| Failure(e.to_string()))?;
    say!(
        "  T-AES         {:<12} key schedule {} bytes (AES-128/192/256, `hwcrypt taes`)",
        taes.tier().to_string(),
        size_of::<hw_taes::Taes>()
    );
    say!(
        "Stream format:  version {} (reads {} too), {}-byte header, default chunk {} bytes + \
         {}-byte tag",
        stream::VERSION,
        stream::VERSION_1,
        stream::HEADER_LEN,
        stream::DEFAULT_CHUNK_SIZE,
        hw_crypto::aes_gcm::TAG_LEN
    );
    Ok(())
}
