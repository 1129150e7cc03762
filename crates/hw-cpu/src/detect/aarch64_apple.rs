//! Feature detection on Apple aarch64: `sysctlbyname`.
#![allow(unsafe_code, reason = "sysctlbyname (libc)")]

use crate::features::Feature;

/// `sysctlbyname(name)` as a boolean feature flag (absent or unreadable: false).
fn flag(name: &core::ffi::CStr) -> bool {
    let mut value: u32 = 0;
    let mut size = core::mem::size_of::<u32>();
    // SAFETY: `name` is NUL-terminated; `value` and `size` are valid for writes of the
    // sizes given; no new value is set (null, 0).
    let rc = unsafe {
        libc::sysctlbyname(
            name.as_ptr(),
            (&mut value as *mut u32).cast(),
            &mut size,
            core::ptr::null_mut(),
            0,
        )
    };
    rc == 0 && size == core::mem::size_of::<u32>() && value != 0
}

/// The `hw.optional.arm.FEAT_*` flags.
pub(crate) fn detect() -> u32 {
    let mut out = 0;
    if flag(c"hw.optional.arm.FEAT_AES") {
        out |= Feature::ArmAes as u32;
    }
    if flag(c"hw.optional.arm.FEAT_PMULL") {
        out |= Feature::ArmPmull as u32;
    }
    if flag(c"hw.optional.arm.FEAT_RNG") {
        out |= Feature::ArmRng as u32;
    }
    // Rust's `sha3` feature enables FEAT_SHA3 and FEAT_SHA512, and implies FEAT_SHA1 and
    // FEAT_SHA256 (its `sha2`).
    if flag(c"hw.optional.arm.FEAT_SHA3")
        && flag(c"hw.optional.arm.FEAT_SHA512")
        && flag(c"hw.optional.arm.FEAT_SHA256")
        && flag(c"hw.optional.arm.FEAT_SHA1")
    {
        out |= Feature::ArmSha3 as u32;
    }
    out
}
