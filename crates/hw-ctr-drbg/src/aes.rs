//! The AES-256 key schedules of the DRBG: the mechanism's key and the derivation function's
//! (both through here, so neither module depends on the other for it).

use hw_aes256::Aes256;

use crate::{Error, Tier};

/// An AES-256 key schedule on the CPU's AES instructions, at most at tier `cap`.
pub(crate) fn new_aes(key: &[u8; 32], cap: Tier) -> Result<Aes256, Error> {
    #[cfg(feature = "test-hooks")]
    {
        Ok(Aes256::new_capped(key, cap)?)
    }
    #[cfg(not(feature = "test-hooks"))]
    {
        let _ = cap;
        Ok(Aes256::new(key)?)
    }
}
