//! `hwcrypt taes encrypt|decrypt`: T-AES (crate hw-taes) from stdin to stdout.
//!
//! T-AES keeps the length (ciphertext stealing) and has no tag: it is a tweakable block-cipher
//! mode for data that must stay the same size, not an authenticated stream like `encrypt`. It
//! runs under its own key, derived from the key file's ([`KeyFile::taes_key`]), so no T-AES
//! output (a zero tweak makes block 0 plain AES) is an AES output under a stream's key.
//!
//! Streaming rests on hw-taes' split property: for `a` a multiple of 16 bytes and `b` empty or at
//! least 16 bytes, `E(t, a || b) == E(t, a) || E(t + a.len() / 16, b)`. So full batches go out
//! as they come, and the last 32 bytes are always held back until the input ends: the final
//! call then gets the whole tail (at least 32 bytes, or the whole input when it is shorter),
//! including the partial block that ciphertext stealing needs.

use std::io::Write;
use std::path::Path;

use hw_taes::Taes;
use zeroize::Zeroizing;

use crate::keys::KeyFile;
use crate::stream::read_full;
use crate::{files, keyfile, Failure};

/// Bytes processed per call while the input lasts (a multiple of 16).
const BATCH: usize = 64 * 1024;
/// Bytes held back until the input ends: two blocks, so the final call has a full block
/// before any partial one.
const HOLD: usize = 32;

/// Encrypts (or decrypts) stdin to stdout under the `bits`-bit T-AES key derived from the key
/// file `key_path`, with the tweak in `tweak_path` (none: ECB, which the command line makes the
/// caller ask for with `--ecb`).
pub fn run(
    decrypt: bool,
    bits: u32,
    key_path: &Path,
    tweak_path: Option<&Path>,
) -> Result<(), Failure> {
    // The CPU first, so an unsupported CPU says so whatever the files hold.
    Taes::new(&[0; 16]).map_err(|e| Failure(e.to_string()))?;
    let taes = {
        // Dropped in place at the end of the block, where it wipes itself (`drop(key)` would
        // move it first, and could leave a copy of the key in this frame).
        let key = KeyFile::read(key_path)?.taes_key(bits)?;
        Taes::new(&key[..(bits / 8) as usize]).map_err(|e| Failure(e.to_string()))?
    };
    let tweak = match tweak_path {
        Some(p) => {
            let t = keyfile::read_hex_file::<16>(p, "tweak")?;
            Some(u128::from_be_bytes(*t))
        }
        None => None,
    };
    let mut input = files::open_input(None)?;
    let mut output = files::stdout_file()?;
    let process = |tweak: Option<u128>, buf: &mut [u8]| {
        let r = if decrypt {
            taes.decrypt(tweak, buf)
        } else {
            taes.encrypt(tweak, buf)
        };
        r.map_err(|e| Failure(e.to_string()))
    };
    let write = |out: &mut std::fs::File, buf: &[u8]| {
        out.write_all(buf)
            .map_err(|e| Failure(format!("cannot write the output: {e}")))
    };

    let mut buf = Zeroizing::new(vec![0u8; BATCH + HOLD]);
    let mut have = 0usize;
    let mut blocks_done = 0u128;
    loop {
        have += read_full(&mut input, &mut buf[have..])
            .map_err(|e| Failure(format!("cannot read the input: {e}")))?;
        let t = tweak.map(|t| t.wrapping_add(blocks_done));
        if have < buf.len() {
            // The input ended: the whole tail in one call.
            process(t, &mut buf[..have])?;
            write(&mut output, &buf[..have])?;
            return Ok(());
        }
        process(t, &mut buf[..BATCH])?;
        write(&mut output, &buf[..BATCH])?;
        buf.copy_within(BATCH.., 0);
        have = HOLD;
        blocks_done += (BATCH / 16) as u128;
    }
}
