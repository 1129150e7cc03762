//! Keeps several AES-256-GCM key states in memory the caller controls: one `mmap`ed region that
//! is locked in RAM (`mlock`), left out of core dumps (`MADV_DONTDUMP`) and fenced by
//! `PROT_NONE` guard pages before and after. Each key state is expanded straight into its
//! 368-byte slot, used, and wiped when its cipher is dropped; the example then checks that every
//! slot byte is zero (exit status 1 if not).
//!
//! `cargo run --example guarded_keys` (Linux and other Unix; elsewhere it says so and exits 0).
#![allow(
    unsafe_code,
    reason = "mmap, mprotect, mlock, madvise and munmap (libc): the guarded key pages"
)]

#[cfg(unix)]
fn main() -> std::process::ExitCode {
    match unix::run() {
        Ok(true) => std::process::ExitCode::SUCCESS,
        Ok(false) => std::process::ExitCode::FAILURE,
        Err(e) => {
            eprintln!("error: {e}");
            std::process::ExitCode::FAILURE
        }
    }
}

#[cfg(not(unix))]
fn main() {
    println!(
        "guarded_keys needs mmap, mlock and guard pages: it runs on Linux and other Unix only"
    );
}

#[cfg(unix)]
mod unix {
    use hw_crypto::aes_gcm::{
        key_state_layout, HardwareAes256Gcm, HardwareAes256GcmIn, HardwareAes256GcmKeyState,
        UninitKeyStateSlot,
    };
    use std::error::Error;
    use std::io;
    use std::ptr;

    /// Key states to place.
    const KEYS: usize = 8;
    /// What the slots hold before placement, so that the final check shows a wipe and not
    /// the zero pages `mmap` returns.
    const FILL: u8 = 0xa5;

    /// One `PROT_NONE` page, `data` read-write pages, one `PROT_NONE` page; unmapped on drop.
    struct GuardedRegion {
        base: *mut libc::c_void,
        total: usize,
        page: usize,
        data: usize,
    }

    impl GuardedRegion {
        fn new(bytes: usize) -> io::Result<Self> {
            // SAFETY: ffi: sysconf only reads a configuration value.
            let page = unsafe { libc::sysconf(libc::_SC_PAGESIZE) };
            let page = usize::try_from(page).map_err(|_| io::Error::last_os_error())?;
            let data = bytes.div_ceil(page) * page;
            let total = data + 2 * page;
            let flags = libc::MAP_PRIVATE | libc::MAP_ANONYMOUS;
            // SAFETY: ffi: a new anonymous mapping at an address of the kernel's choice (null
            // hint, no MAP_FIXED), so no existing memory is affected; fd -1, offset 0.
            let base = unsafe { libc::mmap(ptr::null_mut(), total, libc::PROT_NONE, flags, -1, 0) };
            if base == libc::MAP_FAILED {
                return Err(io::Error::last_os_error());
            }
            let region = GuardedRegion {
                base,
                total,
                page,
                data,
            };
            let rw = libc::PROT_READ | libc::PROT_WRITE;
            // SAFETY: ffi: the middle `data` bytes of the mapping created above; the guard
            // pages before and after stay PROT_NONE.
            let rc = unsafe { libc::mprotect(region.data_ptr().cast(), data, rw) };
            if rc != 0 {
                return Err(io::Error::last_os_error());
            }
            Ok(region)
        }

        fn data_ptr(&self) -> *mut u8 {
            self.base.cast::<u8>().wrapping_add(self.page)
        }

        /// Locks the data pages in RAM; fails under a small `RLIMIT_MEMLOCK`.
        fn lock(&self) -> io::Result<()> {
            // SAFETY: ffi: the data pages of this live mapping; mlock changes only paging.
            let rc = unsafe { libc::mlock(self.data_ptr().cast_const().cast(), self.data) };
            if rc == 0 {
                Ok(())
            } else {
                Err(io::Error::last_os_error())
            }
        }

        /// Leaves the data pages out of core dumps (Linux); a no-op report elsewhere.
        fn dont_dump(&self) -> io::Result<()> {
            #[cfg(any(target_os = "linux", target_os = "android"))]
            {
                // SAFETY: ffi: the data pages of this live mapping; the advice changes only
                // what a core dump contains.
                let rc = unsafe {
                    libc::madvise(self.data_ptr().cast(), self.data, libc::MADV_DONTDUMP)
                };
                if rc != 0 {
                    return Err(io::Error::last_os_error());
                }
                Ok(())
            }
            #[cfg(not(any(target_os = "linux", target_os = "android")))]
            Err(io::Error::new(
                io::ErrorKind::Unsupported,
                "MADV_DONTDUMP is Linux-only",
            ))
        }

        fn bytes(&mut self) -> &mut [u8] {
            // SAFETY: mem: the data pages are `self.data` read-write bytes of this mapping,
            // initialized (anonymous pages are zero-filled), exclusively borrowed through
            // `&mut self` and unmapped only in `drop`.
            unsafe { std::slice::from_raw_parts_mut(self.data_ptr(), self.data) }
        }
    }

    impl Drop for GuardedRegion {
        fn drop(&mut self) {
            // SAFETY: ffi: exactly the mapping created in `new`; no reference into it outlives
            // `self`. munlock is implied.
            unsafe { libc::munmap(self.base, self.total) };
        }
    }

    pub fn run() -> Result<bool, Box<dyn Error>> {
        let layout = key_state_layout();
        let size = HardwareAes256GcmKeyState::SIZE;
        let mut region = GuardedRegion::new(KEYS * size)?;
        println!(
            "region: {} KiB read-write between two {}-byte PROT_NONE guard pages, for {KEYS} \
             key states of {} bytes (align {})",
            region.data / 1024,
            region.page,
            layout.size(),
            layout.align()
        );
        match region.lock() {
            Ok(()) => println!("mlock: locked in RAM"),
            Err(e) => println!("mlock: not locked ({e}); raise RLIMIT_MEMLOCK to lock"),
        }
        match region.dont_dump() {
            Ok(()) => println!("madvise(MADV_DONTDUMP): excluded from core dumps"),
            Err(e) => println!("madvise(MADV_DONTDUMP): {e}"),
        }

        let bytes = region.bytes();
        bytes.fill(FILL);
        let slots = &mut bytes[..KEYS * size];
        let mut ciphers = Vec::with_capacity(KEYS);
        for (i, slot) in slots.chunks_exact_mut(size).enumerate() {
            let key = [i as u8 + 1; 32]; // demo keys; real ones come from hw_crypto::random
            let slot = UninitKeyStateSlot::from_bytes(slot)?;
            ciphers.push((key, HardwareAes256GcmIn::new(&key, slot)?));
        }
        for (i, (key, placed)) in ciphers.iter().enumerate() {
            let nonce = [i as u8; 12];
            let sealed =
                placed.encrypt_with_nonce(&nonce, b"guarded", b"key state in a locked page")?;
            let opened = placed.decrypt_with_nonce(&nonce, b"guarded", &sealed)?;
            let inline = HardwareAes256Gcm::new(key)?.encrypt_with_nonce(
                &nonce,
                b"guarded",
                b"key state in a locked page",
            )?;
            if opened != b"key state in a locked page" || sealed != inline {
                println!("key {i}: round trip or agreement with the inline cipher FAILED");
                return Ok(false);
            }
        }
        println!(
            "{KEYS} ciphers on {}: each sealed and opened a message, identical to the inline cipher",
            ciphers[0].1.tier()
        );
        drop(ciphers);

        let bytes = region.bytes();
        let slots_zero = bytes[..KEYS * size].iter().all(|&b| b == 0);
        let rest_untouched = bytes[KEYS * size..].iter().all(|&b| b == FILL);
        let nonzero = bytes[..KEYS * size].iter().filter(|&&b| b != 0).count();
        println!(
            "after drop: {} of {} slot bytes are zero{}",
            KEYS * size - nonzero,
            KEYS * size,
            if rest_untouched {
                "; the rest of the region is untouched"
            } else {
                "; bytes past the slots CHANGED"
            }
        );
        if slots_zero && rest_untouched {
            println!("OK: every key state was wiped");
            Ok(true)
        } else {
            println!("FAILED: key material left in the region");
            Ok(false)
        }
    }
}
