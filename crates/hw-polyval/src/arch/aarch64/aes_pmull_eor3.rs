//! POLYVAL on the `aes_pmull_eor3` tier: the kernel of `aes_pmull.rs`.
//!
//! `EOR3` would merge two XORs per reduction of eight blocks, which the multiplies' latency
//! hides; the tier's stitched GCM loop, in hw-gcm, is where it pays.

use hw_cpu::AesPmullEor3;

super::super::narrower_kernels!(AesPmullEor3 => aes_pmull, AesPmull);
