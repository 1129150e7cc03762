//! Placeholder (work in progress).
fn main() {}
