//! Feature detection on x86_64: CPUID and XGETBV.
#![allow(unsafe_code, reason = "CPUID and XGETBV")]

use crate::features::Feature;
use core::arch::x86_64::{__cpuid_count, _xgetbv, CpuidResult};

fn cpuid(leaf: u32, sub: u32) -> CpuidResult {
    // SAFETY: cpu: CPUID exists on every x86_64 processor; it only reads identification
    // registers.
    #[allow(unused_unsafe)]
    unsafe {
        __cpuid_count(leaf, sub)
    }
}

/// Reads CPUID (leaves 1 and 7) and, when the OS has enabled XSAVE, XCR0.
pub(crate) fn detect() -> u32 {
    let max_leaf = cpuid(0, 0).eax;
    let l1 = cpuid(1, 0);
    let l7 = if max_leaf >= 7 {
        cpuid(7, 0)
    } else {
        CpuidResult {
            eax: 0,
            ebx: 0,
            ecx: 0,
            edx: 0,
        }
    };
    let bit = |reg: u32, n: u32| reg >> n & 1 == 1;
    let osxsave = bit(l1.ecx, 27);
    let xcr0 = if osxsave {
        // SAFETY: cpu: CPUID.1:ECX.OSXSAVE[bit 27] says XGETBV is enabled, and XCR0
        // (index 0) always exists when it is.
        unsafe { _xgetbv(0) }
    } else {
        0
    };
    // XCR0 bits: 1 = SSE, 2 = AVX (upper YMM); 5, 6, 7 = opmask, ZMM_Hi256, Hi16_ZMM.
    let os_ymm = xcr0 & 0b110 == 0b110;
    let os_zmm = os_ymm && xcr0 & 0b1110_0000 == 0b1110_0000;

    let mut out = 0;
    let mut set = |on: bool, f: Feature| {
        if on {
            out |= f as u32;
        }
    };
    set(bit(l1.ecx, 25), Feature::Aes);
    set(bit(l1.ecx, 1), Feature::Pclmulqdq);
    set(bit(l1.ecx, 9), Feature::Ssse3);
    set(bit(l1.ecx, 19), Feature::Sse41);
    set(bit(l1.ecx, 28) && os_ymm, Feature::Avx);
    set(bit(l1.ecx, 30), Feature::Rdrand);
    set(bit(l7.ebx, 5) && os_ymm, Feature::Avx2);
    set(bit(l7.ebx, 16) && os_zmm, Feature::Avx512f);
    set(bit(l7.ebx, 18), Feature::Rdseed);
    set(bit(l7.ebx, 30) && os_zmm, Feature::Avx512bw);
    set(bit(l7.ebx, 31) && os_zmm, Feature::Avx512vl);
    set(bit(l7.ecx, 9) && os_ymm, Feature::Vaes);
    set(bit(l7.ecx, 10) && os_ymm, Feature::Vpclmulqdq);
    set(os_ymm, Feature::OsYmm);
    set(os_zmm, Feature::OsZmm);
    out
}
