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
    /// An all-zero key (the local that [`Aes256Key::generated`] fills).
    pub(crate) const fn zeroed() -> Self {
        Aes256Key([0; 32])
    }

    /// A key whose bytes `fill` writes. They are filled in a local and returned as a new
    /// value, not a move of the local: a moved-from local is not dropped, and would stay
    /// behind as a copy; this one is dropped, so wiped, on return (`tests/stack_residue.rs`).
    #[inline(always)]
    pub(crate) fn generated<E>(
        fill: impl FnOnce(&mut [u8; 32]) -> Result<(), E>,
    ) -> Result<Self, E> {
        let mut key = Aes256Key::zeroed();
        fill(&mut key.0)?;
        Ok(Aes256Key(key.0))
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
        let k = Aes256Key([0xa5; 32]);
        crate::after_drop::after_drop(k, |k| assert_eq!(k.0, [0; 32]));
    }
}
