//! Prints `size_of` each AES-256-GCM implementation's reusable key object, and what it keeps on
//! the heap, for the key-footprint table in docs/reports/benchmarks.md:
//!
//! ```text
//! cargo run --release --example state_size --manifest-path benches/Cargo.toml
//! ```

fn main() {
    hw_crypto_benches::print_state_sizes();
}
