//! The per-target feature probes behind [`crate::features`]: the one module compiled for this
//! target is `imp`, whose `detect` returns the bits of [`crate::features::Feature`] that this
//! CPU and OS make usable.

#[cfg_attr(all(target_arch = "x86_64", not(miri)), path = "x86_64.rs")]
#[cfg_attr(all(target_arch = "x86_64", miri), path = "miri.rs")]
#[cfg_attr(
    all(
        target_arch = "aarch64",
        any(target_os = "linux", target_os = "android")
    ),
    path = "aarch64_linux.rs"
)]
#[cfg_attr(
    all(target_arch = "aarch64", target_vendor = "apple"),
    path = "aarch64_apple.rs"
)]
#[cfg_attr(
    not(any(
        target_arch = "x86_64",
        all(
            target_arch = "aarch64",
            any(target_os = "linux", target_os = "android")
        ),
        all(target_arch = "aarch64", target_vendor = "apple")
    )),
    path = "other.rs"
)]
mod imp;

pub(crate) use imp::detect;
