//! Targets with no supported hardware tier: nothing is detected.

/// No supported feature can be detected on this target.
pub(crate) fn detect() -> u32 {
    0
}
