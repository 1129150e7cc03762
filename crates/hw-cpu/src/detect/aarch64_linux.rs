//! Feature detection on aarch64 Linux and Android: the auxiliary vector.
#![allow(unsafe_code, reason = "getauxval (libc)")]

/// `getauxval(AT_HWCAP)` and `AT_HWCAP2`, decoded.
pub(crate) fn detect() -> u32 {
    // SAFETY: getauxval only reads the process's auxiliary vector; 0 for an absent entry.
    let hwcap = unsafe { libc::getauxval(libc::AT_HWCAP) };
    // SAFETY: as above.
    let hwcap2 = unsafe { libc::getauxval(libc::AT_HWCAP2) };
    crate::features::features_from_hwcap(hwcap as u64, hwcap2 as u64).0
}
