//! Placeholder (work in progress).
#![no_std]
