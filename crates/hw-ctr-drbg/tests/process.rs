//! `process::disable_core_dumps`, read back through the kernel. A test binary of its own (one
//! process), so the changed limits cannot affect other tests.
#![cfg(unix)]
#![allow(unsafe_code, reason = "getrlimit, setrlimit and prctl (libc)")]

/// The soft and hard `RLIMIT_CORE`.
fn core_limit() -> (libc::rlim_t, libc::rlim_t) {
    let mut lim = libc::rlimit {
        rlim_cur: 1,
        rlim_max: 1,
    };
    // SAFETY: getrlimit writes the rlimit struct, which is valid and writable for the call.
    let got = unsafe { libc::getrlimit(libc::RLIMIT_CORE, &mut lim) };
    assert_eq!(got, 0);
    (lim.rlim_cur, lim.rlim_max)
}

#[cfg(any(target_os = "linux", target_os = "android"))]
fn dumpable() -> libc::c_int {
    let zero: libc::c_ulong = 0;
    // SAFETY: PR_GET_DUMPABLE takes no argument and returns the flag; it touches no memory.
    unsafe { libc::prctl(libc::PR_GET_DUMPABLE, zero, zero, zero, zero) }
}

#[test]
fn core_dumps_are_off_afterwards() {
    // Start from a dumpable process with a core limit above 0 where the hard limit allows it,
    // so the call has something to change.
    #[cfg(any(target_os = "linux", target_os = "android"))]
    {
        let one: libc::c_ulong = 1;
        let zero: libc::c_ulong = 0;
        // SAFETY: PR_SET_DUMPABLE takes one integer argument and touches no memory.
        let set = unsafe { libc::prctl(libc::PR_SET_DUMPABLE, one, zero, zero, zero) };
        assert_eq!(set, 0);
        assert_eq!(dumpable(), 1);
    }
    let (_, max) = core_limit();
    if max > 0 {
        let raised = libc::rlimit {
            rlim_cur: max,
            rlim_max: max,
        };
        // SAFETY: setrlimit reads the valid rlimit struct for the call.
        let set = unsafe { libc::setrlimit(libc::RLIMIT_CORE, &raised) };
        assert_eq!(set, 0);
        assert_eq!(core_limit(), (max, max));
    }

    hw_ctr_drbg::process::disable_core_dumps().unwrap();

    assert_eq!(core_limit(), (0, 0));
    #[cfg(any(target_os = "linux", target_os = "android"))]
    assert_eq!(dumpable(), 0);
    // Calling it again is harmless.
    hw_ctr_drbg::process::disable_core_dumps().unwrap();
    assert_eq!(core_limit(), (0, 0));
}

#[test]
fn effective_uid_owns_a_new_file() {
    use std::os::unix::fs::MetadataExt;
    let path = std::env::temp_dir().join(format!("hw-ctr-drbg-uid-{}", std::process::id()));
    std::fs::write(&path, b"x").unwrap();
    let owner = std::fs::metadata(&path).unwrap().uid();
    std::fs::remove_file(&path).unwrap();
    assert_eq!(hw_ctr_drbg::process::effective_uid(), owner);
}
