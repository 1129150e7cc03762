//! The unit tests' one look at what a drop leaves behind.

use core::mem::ManuallyDrop;

/// Drops `value` in place, then hands the storage it leaves to `check` (which reads the plain
/// integers and byte arrays of the wiped state).
#[allow(
    unsafe_code,
    reason = "drops the value in place to read what its drop left"
)]
pub(crate) fn after_drop<T>(value: T, check: impl FnOnce(&T)) {
    let mut v = ManuallyDrop::new(value);
    // SAFETY: mem: `v` is only read by `check`, as the integers and byte arrays that the drop
    // leaves in place; ManuallyDrop keeps the storage alive and nothing is dropped twice.
    unsafe { ManuallyDrop::drop(&mut v) };
    check(&v);
}
