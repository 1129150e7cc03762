//! Process hardening for programs that hold keys: no core dumps, and the effective user for
//! ownership checks. One FFI call per `unsafe` block.
#![allow(unsafe_code, reason = "setrlimit, prctl and geteuid (libc)")]

use std::io;

/// Keeps this process's memory out of core dumps from now on: `RLIMIT_CORE` 0 (soft and hard
/// limit, so it cannot be raised again) and, on Linux and Android, `PR_SET_DUMPABLE` 0 (which
/// also keeps other processes of the same user from attaching with `ptrace` or reading
/// `/proc/PID/mem`). Call it before reading a key.
pub fn disable_core_dumps() -> io::Result<()> {
    let none = libc::rlimit {
        rlim_cur: 0,
        rlim_max: 0,
    };
    // SAFETY: setrlimit reads the rlimit struct, which is valid and lives across the call; it
    // changes only this process's limits.
    if unsafe { libc::setrlimit(libc::RLIMIT_CORE, &none) } != 0 {
        return Err(io::Error::last_os_error());
    }
    #[cfg(any(target_os = "linux", target_os = "android"))]
    {
        let off: libc::c_ulong = 0;
        // SAFETY: PR_SET_DUMPABLE takes one integer argument (0 or 1) and touches no memory of
        // ours; the unused arguments are passed as zero.
        if unsafe { libc::prctl(libc::PR_SET_DUMPABLE, off, off, off, off) } != 0 {
            return Err(io::Error::last_os_error());
        }
    }
    Ok(())
}

/// The effective user ID of this process (`geteuid`), to compare with a file's owner.
pub fn effective_uid() -> u32 {
    // SAFETY: geteuid takes no arguments, always succeeds and touches no memory of ours.
    unsafe { libc::geteuid() }
}
