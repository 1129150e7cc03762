//! `Aes256Key`: 32 key bytes that wipe themselves.

use core::fmt;
use core::ops::Deref;

/// A 256-bit AES key that is wiped when dropped.
///
/// Dereferences to `[u8; 32]`, so `&key` is accepted wherever `&[u8; 32]` is, such as
/// `HardwareAes256Gcm::new(&key)`. Not `Clone`, no `PartialEq` (a byte-wise comparison would
/// leak timing); `Debug` prints no key bytes.
///
/// ```
/// # #[cfg(feature = "std")]
/// # fn main() -> Result<(), hw_ctr_drbg::Error> {
/// let key = hw_ctr_drbg::generate_key()?;
/// let bytes: &[u8; 32] = &key;
/// assert_eq!(format!("{key:?}"), "Aes256Key([redacted])");
/// # let _ = bytes;
/// # Ok(())
/// # }
/// # #[cfg(not(feature = "std"))]
/// # fn main() {}
/// ```
// Aligned so that moving it (as in `Result<Aes256Key, Error>`) is two aligned 16-byte copies:
// at alignment 1 the bytes sat at offset 4 of the `Result` and the overlapping unaligned copies
// stalled store forwarding (measured: `generate_key` 43 -> 25 ns).
#[repr(C, align(16))]
pub struct Aes256Key([u8; 32]);

#[cfg_attr(not(feature = "getrandom"), allow(dead_code))]
impl Aes256Key {
    /// An all-zero key, to be filled in place (so the bytes are never copied out of it).
    pub(crate) const fn zeroed() -> Self {
        Aes256Key([0; 32])
    }

    /// A key holding a copy of `bytes`.
    #[inline(always)]
    pub(crate) fn from_bytes(bytes: &[u8; 32]) -> Self {
        Aes256Key(*bytes)
    }

    pub(crate) fn bytes_mut(&mut self) -> &mut [u8; 32] {
        &mut self.0
    }

    /// The key bytes.
    pub fn as_bytes(&self) -> &[u8; 32] {
        &self.0
    }
}

impl Deref for Aes256Key {
    type Target = [u8; 32];

    fn deref(&self) -> &[u8; 32] {
        &self.0
    }
}

impl AsRef<[u8]> for Aes256Key {
    fn as_ref(&self) -> &[u8] {
        &self.0
    }
}

impl Drop for Aes256Key {
    fn drop(&mut self) {
        let (blocks, _) = self.0.as_chunks_mut::<16>();
        hw_cpu::wipe_blocks(blocks);
    }
}

impl fmt::Debug for Aes256Key {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("Aes256Key([redacted])")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn key_is_wiped_on_drop() {
        let mut k = Aes256Key::zeroed();
        *k.bytes_mut() = [0xa5; 32];
        crate::after_drop::after_drop(k, |k| assert_eq!(k.0, [0; 32]));
    }
}
