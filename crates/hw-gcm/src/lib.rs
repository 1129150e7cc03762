//! AES-256-GCM in hardware
