//! POLYVAL on the `vaes_avx2` tier: the 128-bit kernel of `aesni_clmul.rs`.
//!
//! A standalone POLYVAL has no AES work to interleave with its multiplies, and this tier's
//! kernel is the 128-bit one; the stitched GCM and GCM-SIV loops of this tier, in their own
//! crates, multiply on ymm registers.

use hw_cpu::VaesAvx2;

super::super::narrower_kernels!(VaesAvx2 => aesni_clmul, AesNiClmul);
