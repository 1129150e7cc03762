/* hwcap_mask.so: the aarch64 "CPU without the crypto extensions" runs of
 * `cargo xtask emulate aarch64-masked` (xtask/src/emulate.rs).
 *
 * QEMU's aarch64 CPU models all have AES and PMULL, and none of them can switch the two off, so
 * the run cannot remove the instructions. It removes what a program can know of them instead:
 * preloaded into the emulated process (qemu-aarch64 -E LD_PRELOAD=...), this getauxval returns the
 * kernel's AT_HWCAP word with the bits given in HWCAP_CLEAR (a C integer literal, e.g. 0x8 for
 * HWCAP_AES, 0x10 for HWCAP_PMULL) cleared. Both hw-cpu and the standard library's
 * is_aarch64_feature_detected! read the word through getauxval, so the whole process sees the
 * reduced CPU. The xtask also logs every translated instruction (-d in_asm) and requires that no
 * AES or PMULL instruction ran before the refusal. Test tooling only: never linked into a crate.
 */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <stdlib.h>
#include <sys/auxv.h>

typedef unsigned long (*auxval_fn)(unsigned long);

unsigned long getauxval(unsigned long type)
{
    static auxval_fn next;
    if (next == NULL) {
        next = (auxval_fn)dlsym(RTLD_NEXT, "getauxval");
    }
    unsigned long value = next(type);
    if (type == AT_HWCAP) {
        const char *clear = getenv("HWCAP_CLEAR");
        if (clear != NULL) {
            value &= ~strtoul(clear, NULL, 0);
        }
    }
    return value;
}
