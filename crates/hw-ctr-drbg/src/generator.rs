//! `HardwareCtrDrbg`: the CTR_DRBG mechanism seeded from the operating system, reseeded on a
//! schedule (and before every request with prediction resistance), with large requests split
//! at the standard's limit, small requests served from a buffer, and `fork` detected.

use core::fmt;

use crate::entropy;
use crate::fork;
use crate::mechanism::GENERATOR_WIPE;
use crate::mechanism::{CtrDrbg, Mode};
use crate::os::{self, ForkDetection};
use crate::seed::Seed;
use crate::{Aes256Key, Error, Tier, MAX_REQUEST_LEN, MAX_RESEED_INTERVAL};

/// How a [`HardwareCtrDrbg`] reseeds and which CTR_DRBG mode it runs.
///
/// The defaults: reseed after [`Config::DEFAULT_RESEED_REQUESTS`] (2^16) generate requests or
/// [`Config::DEFAULT_RESEED_BYTES`] (16 MiB) of output, whichever comes first; no prediction
/// resistance; no derivation function. SP 800-90A allows up to 2^48 requests of up to 2^19 bits
/// (64 KiB) between reseeds; the defaults are 2^32 times tighter in requests and reseed after
/// at most 256 full-size requests.
///
/// ```
/// use hw_ctr_drbg::{Config, HardwareCtrDrbg, Mode};
///
/// # fn main() -> Result<(), hw_ctr_drbg::Error> {
/// let config = Config::new()
///     .reseed_after_requests(1024)
///     .reseed_after_bytes(1 << 20)
///     .mode(Mode::UseDf);
/// let mut drbg = HardwareCtrDrbg::with_config(config, b"my service v1")?;
/// let mut key = [0u8; 32];
/// drbg.fill_bytes(&mut key)?;
/// # Ok(())
/// # }
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Config {
    reseed_requests: u64,
    reseed_bytes: u64,
    prediction_resistance: bool,
    mode: Mode,
}

impl Default for Config {
    fn default() -> Self {
        Config::new()
    }
}

impl Config {
    /// Default reseed interval in generate requests: 2^16.
    pub const DEFAULT_RESEED_REQUESTS: u64 = 1 << 16;
    /// Default reseed interval in bytes of output: 2^24 (16 MiB).
    pub const DEFAULT_RESEED_BYTES: u64 = 1 << 24;

    /// The defaults (see [`Config`]).
    pub const fn new() -> Self {
        Config {
            reseed_requests: Self::DEFAULT_RESEED_REQUESTS,
            reseed_bytes: Self::DEFAULT_RESEED_BYTES,
            prediction_resistance: false,
            mode: Mode::NoDf,
        }
    }

    /// Reseed after this many generate requests (1 ..= 2^48, SP 800-90A's `reseed_interval`).
    /// A request is one CTR_DRBG Generate: a `fill_bytes` of more than 64 KiB makes several,
    /// and small requests are served from one 1 KiB request.
    pub const fn reseed_after_requests(mut self, requests: u64) -> Self {
        self.reseed_requests = requests;
        self
    }

    /// Reseed after this many bytes of output (at least 1). Requests are split so that no
    /// generate crosses the limit.
    pub const fn reseed_after_bytes(mut self, bytes: u64) -> Self {
        self.reseed_bytes = bytes;
        self
    }

    /// With prediction resistance, every generate request is preceded by a reseed from the OS
    /// (SP 800-90A §9.3.1 with `prediction_resistance_request` set), and nothing is buffered.
    /// Costs one `getrandom` call per request of up to 64 KiB.
    pub const fn prediction_resistance(mut self, on: bool) -> Self {
        self.prediction_resistance = on;
        self
    }

    /// The CTR_DRBG mode (default [`Mode::NoDf`]). [`Mode::UseDf`] accepts personalization
    /// strings and additional inputs of any length.
    pub const fn mode(mut self, mode: Mode) -> Self {
        self.mode = mode;
        self
    }

    fn validate(&self) -> Result<(), Error> {
        if self.reseed_requests == 0 || self.reseed_requests > MAX_RESEED_INTERVAL {
            return Err(Error::InvalidConfig {
                reason: "reseed_after_requests must be in 1..=2^48 (SP 800-90A reseed_interval)",
            });
        }
        if self.reseed_bytes == 0 {
            return Err(Error::InvalidConfig {
                reason: "reseed_after_bytes must be at least 1",
            });
        }
        Ok(())
    }
}

/// Blocks in the small-request buffer: 1 KiB, the output of one generate request.
const BUFFER_BLOCKS: usize = 64;
const BUFFER_LEN: usize = BUFFER_BLOCKS * 16;
/// Requests of at most this many bytes are served from the buffer.
const SMALL_REQUEST_MAX: usize = 256;

/// Output of one generate request, handed out front to back in whole 16-byte blocks; every
/// block is wiped as it is handed out, so the buffer never holds bytes already returned.
struct OutputBuffer {
    blocks: [[u8; 16]; BUFFER_BLOCKS],
    /// The first block not yet handed out (`BUFFER_BLOCKS`: empty).
    next: usize,
}

impl OutputBuffer {
    const fn empty() -> Self {
        OutputBuffer {
            blocks: [[0; 16]; BUFFER_BLOCKS],
            next: BUFFER_BLOCKS,
        }
    }

    /// The next unread block, wiped in the buffer as it is handed out; `None` when empty.
    #[inline]
    fn next_block(&mut self) -> Option<[u8; 16]> {
        let slot = self.blocks.get_mut(self.next)?;
        let block = *slot;
        hw_cpu::wipe_array(core::array::from_mut(slot));
        self.next += 1;
        Some(block)
    }

    /// Copies the next unread blocks into `dest` (a whole block for each 16 bytes or part of
    /// them, as far as the buffer goes), memory to memory: no block passes through a value
    /// that could be spilled to the stack. Wipes them in the buffer and returns the bytes
    /// written.
    #[inline]
    fn take_into(&mut self, dest: &mut [u8]) -> usize {
        let unread = self.blocks.get_mut(self.next..).unwrap_or_default();
        let blocks = dest.len().div_ceil(16).min(unread.len());
        let taken = &mut unread[..blocks];
        let n = dest.len().min(blocks * 16);
        dest[..n].copy_from_slice(&taken.as_flattened()[..n]);
        hw_cpu::wipe_blocks(taken);
        self.next += blocks;
        n
    }

    /// Wipes whatever has not been handed out.
    fn discard(&mut self) {
        let unread = self.blocks.get_mut(self.next..).unwrap_or_default();
        hw_cpu::wipe_blocks(unread);
        self.next = BUFFER_BLOCKS;
    }
}

impl Drop for OutputBuffer {
    fn drop(&mut self) {
        self.discard();
    }
}

/// How often a generator has reseeded, and how often the CPU RNG contributed (tests).
#[cfg(feature = "test-hooks")]
#[doc(hidden)]
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ReseedStats {
    /// Reseeds from the OS since instantiation.
    pub reseeds: u64,
    /// Of those, how many also mixed in CPU RNG output.
    pub with_cpu_rng: u64,
}

/// A CTR_DRBG (SP 800-90A, AES-256) seeded from the operating system, with every AES operation
/// on the CPU's AES instructions.
///
/// - **Seeding**: instantiated from 48 bytes of `getrandom` (the entropy input; in
///   [`Mode::UseDf`] 32 bytes of entropy input and a 16-byte nonce) and an optional
///   personalization string.
/// - **Reseeding**: after [`Config`]'s interval, before every request with prediction
///   resistance, on [`reseed`](Self::reseed), and in a `fork` child. Fresh OS entropy each time;
///   with feature `cpu-rng-reseed` (default), RDSEED output is mixed in as additional input when
///   the CPU has it and it looks healthy. It never replaces the OS entropy.
/// - **Requests**: a `fill_bytes` of more than 64 KiB (SP 800-90A's 2^19 bits) is split into
///   several generate requests; each one costs one AES key expansion and three AES blocks beyond
///   the output. Requests of at most 256 bytes are served from a 1 KiB buffer that one generate
///   request fills and that is wiped block by block as it is handed out, discarded on reseed,
///   fork and additional input (not used with prediction resistance).
/// - **Fork safety**: every call first checks the process's fork generation (on Linux a page
///   marked `MADV_WIPEONFORK`: three loads), and reseeds if it changed, so parent and child
///   never produce the same bytes.
/// - **Hygiene**: key schedule, `V`, counters and buffer are wiped on drop; `Debug` prints the
///   configuration only. Not `Clone`.
///
/// ```
/// use hw_ctr_drbg::HardwareCtrDrbg;
///
/// # fn main() -> Result<(), hw_ctr_drbg::Error> {
/// let mut drbg = HardwareCtrDrbg::new()?; // Err(UnsupportedCpu) without AES instructions
/// let mut key = [0u8; 32];
/// drbg.fill_bytes(&mut key)?;
/// let mut bulk = vec![0u8; 1 << 20]; // split into 16 generate requests
/// drbg.fill_bytes(&mut bulk)?;
/// drbg.generate_with(b"request 42", &mut key)?; // with additional input
/// drbg.reseed(b"")?;
/// # Ok(())
/// # }
/// ```
pub struct HardwareCtrDrbg {
    drbg: CtrDrbg,
    config: Config,
    /// Generate requests since the last (re)seed.
    requests: u64,
    /// Bytes generated since the last (re)seed.
    bytes: u64,
    /// The process's fork generation when this state was last seeded.
    fork_generation: u64,
    buffer: OutputBuffer,
    #[cfg(feature = "test-hooks")]
    stats: ReseedStats,
}

impl fmt::Debug for HardwareCtrDrbg {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("HardwareCtrDrbg")
            .field("tier", &self.tier())
            .field("config", &self.config)
            .finish_non_exhaustive()
    }
}

impl Drop for HardwareCtrDrbg {
    fn drop(&mut self) {
        // CtrDrbg and OutputBuffer wipe themselves.
        zeroize::Zeroize::zeroize(&mut self.requests);
        zeroize::Zeroize::zeroize(&mut self.bytes);
    }
}

impl HardwareCtrDrbg {
    /// A generator with the default [`Config`] and no personalization string.
    ///
    /// Fails with [`Error::UnsupportedCpu`] (before any entropy is read) without AES
    /// instructions, [`Error::Entropy`] if the OS random source fails, and
    /// [`Error::ForkDetection`] if fork detection cannot be set up.
    #[inline(always)]
    pub fn new() -> Result<Self, Error> {
        hw_cpu::built_apart!(GENERATOR_WIPE, || Self::build(
            Config::new(),
            &[],
            Tier::BEST
        ))
    }

    /// A generator with `config`, instantiated with `personalization` (SP 800-90A §8.7.1: a
    /// string that makes this instance's seed differ from others', such as an application name
    /// and instance id; not secret). At most 48 bytes in [`Mode::NoDf`].
    #[inline(always)]
    pub fn with_config(config: Config, personalization: &[u8]) -> Result<Self, Error> {
        hw_cpu::built_apart!(GENERATOR_WIPE, || Self::build(
            config,
            personalization,
            Tier::BEST
        ))
    }

    /// Like [`HardwareCtrDrbg::with_config`], but the AES kernels never use a tier above `cap`.
    #[cfg(feature = "test-hooks")]
    #[doc(hidden)]
    pub fn with_config_capped(
        config: Config,
        personalization: &[u8],
        cap: Tier,
    ) -> Result<Self, Error> {
        hw_cpu::built_apart!(GENERATOR_WIPE, || Self::build(config, personalization, cap))
    }

    /// Wraps a mechanism whose state the test knows, so that splitting and buffering can be
    /// compared with direct `CtrDrbg::generate` calls (until the first reseed).
    #[cfg(feature = "test-hooks")]
    #[doc(hidden)]
    pub fn from_ctr_drbg(drbg: CtrDrbg, config: Config) -> Result<Self, Error> {
        config.validate()?;
        Ok(HardwareCtrDrbg {
            drbg,
            config,
            requests: 0,
            bytes: 0,
            fork_generation: fork::generation()?,
            buffer: OutputBuffer::empty(),
            stats: ReseedStats::default(),
        })
    }

    fn build(config: Config, personalization: &[u8], cap: Tier) -> Result<Self, Error> {
        config.validate()?;
        // The CPU first, so that an unsupported CPU costs no entropy.
        hw_cpu::select(cap)?;
        // Detection is armed before the first seed, so a fork at any later point is seen.
        let fork_generation = fork::generation()?;
        let mut material = Seed::zero();
        entropy::os_fill(material.bytes_mut())?;
        let parts = match config.mode {
            Mode::NoDf => [material.bytes(), &[], personalization],
            // 256 bits of entropy input (the security strength) and a 128-bit nonce.
            Mode::UseDf => {
                let (entropy_input, nonce) = material.bytes().split_at(32);
                [entropy_input, nonce, personalization]
            }
        };
        let drbg = CtrDrbg::instantiate_with_cap(config.mode, parts, cap)?;
        Ok(HardwareCtrDrbg {
            drbg,
            config,
            requests: 0,
            bytes: 0,
            fork_generation,
            buffer: OutputBuffer::empty(),
            #[cfg(feature = "test-hooks")]
            stats: ReseedStats::default(),
        })
    }

    /// Fills `dest` with random bytes.
    ///
    /// Fails only if a reseed that is due (interval, prediction resistance, fork) cannot get OS
    /// entropy; `dest` may then be partly filled or zeroed, and must not be used.
    #[inline]
    pub fn fill_bytes(&mut self, dest: &mut [u8]) -> Result<(), Error> {
        if dest.len() <= SMALL_REQUEST_MAX && self.buffered() {
            self.check_fork()?;
            self.fill_from_buffer(dest)
        } else {
            self.fill_unbuffered(dest)
        }
    }

    /// `fill_bytes` with generate requests straight into `dest` (kept out of line so that the
    /// small path above inlines into its callers).
    #[inline(never)]
    fn fill_unbuffered(&mut self, dest: &mut [u8]) -> Result<(), Error> {
        if dest.is_empty() {
            return Ok(());
        }
        self.check_fork()?;
        self.generate_split(&[], dest)
    }

    /// Fills `dest` with generate requests that mix in `additional_input` (SP 800-90A §8.7.2:
    /// optional, need not be secret; in [`Mode::NoDf`] at most 48 bytes). Nothing is served
    /// from the buffer, which is discarded when `additional_input` is not empty.
    ///
    /// The additional input goes into the first request; a split request's later parts
    /// depend on it through the state. With an empty `dest` the additional input is still
    /// mixed into the state (a zero-length generate).
    pub fn generate_with(&mut self, additional_input: &[u8], dest: &mut [u8]) -> Result<(), Error> {
        self.check_fork()?;
        if !additional_input.is_empty() {
            self.buffer.discard();
        }
        self.generate_split(additional_input, dest)
    }

    /// Reseeds now with fresh OS entropy (and CPU RNG output, see [`HardwareCtrDrbg`]) and
    /// `additional_input` (may be empty; at most 48 bytes in [`Mode::NoDf`]). Discards the
    /// buffer and restarts the reseed interval.
    pub fn reseed(&mut self, additional_input: &[u8]) -> Result<(), Error> {
        let generation = fork::generation()?;
        self.reseed_now(additional_input)?;
        self.fork_generation = generation;
        Ok(())
    }

    /// A fresh random AES-256 key (wiped on drop).
    pub fn generate_key(&mut self) -> Result<Aes256Key, Error> {
        Aes256Key::generated(|bytes| self.fill_bytes(bytes))
    }

    /// A random `u32`: the first 4 bytes of the next 16-byte block of output.
    #[inline]
    pub fn next_u32(&mut self) -> Result<u32, Error> {
        let [a, b, c, d, ..] = self.small_block()?;
        Ok(u32::from_le_bytes([a, b, c, d]))
    }

    /// A random `u64`: the first 8 bytes of the next 16-byte block of output.
    #[inline]
    pub fn next_u64(&mut self) -> Result<u64, Error> {
        let [a, b, c, d, e, f, g, h, ..] = self.small_block()?;
        Ok(u64::from_le_bytes([a, b, c, d, e, f, g, h]))
    }

    /// The hardware tier the AES kernels run on.
    pub fn tier(&self) -> Tier {
        self.drbg.tier()
    }

    /// The configuration.
    pub fn config(&self) -> Config {
        self.config
    }

    /// How this process detects `fork` (setting detection up if no generator has yet).
    ///
    /// ```
    /// # fn main() -> Result<(), hw_ctr_drbg::Error> {
    /// let how = hw_ctr_drbg::HardwareCtrDrbg::fork_detection()?;
    /// # #[cfg(target_os = "linux")]
    /// assert_eq!(how, hw_ctr_drbg::ForkDetection::WipeOnForkPage);
    /// # Ok(())
    /// # }
    /// ```
    pub fn fork_detection() -> Result<ForkDetection, Error> {
        os::fork_detection()
    }

    /// Reseed counts (tests).
    #[cfg(feature = "test-hooks")]
    #[doc(hidden)]
    pub fn reseed_stats(&self) -> ReseedStats {
        self.stats
    }

    /// Reseeds if this process forked since the last seed.
    #[inline]
    fn check_fork(&mut self) -> Result<(), Error> {
        let generation = fork::generation()?;
        if generation != self.fork_generation {
            self.reseed_after_fork(generation)?;
        }
        Ok(())
    }

    /// In a fork child: drop the buffer (the parent has the same bytes), reseed from the OS.
    #[cold]
    #[inline(never)]
    fn reseed_after_fork(&mut self, generation: u64) -> Result<(), Error> {
        self.buffer.discard();
        self.reseed_now(&[])?;
        self.fork_generation = generation;
        Ok(())
    }

    /// Whether small requests may come from the buffer.
    fn buffered(&self) -> bool {
        !self.config.prediction_resistance && self.config.reseed_bytes >= BUFFER_LEN as u64
    }

    /// The largest single generate request: 64 KiB, or less if the byte interval is shorter.
    fn request_len(&self) -> usize {
        usize::try_from(self.config.reseed_bytes)
            .map_or(MAX_REQUEST_LEN, |b| b.min(MAX_REQUEST_LEN))
    }

    /// Whether a request of `len` bytes must be preceded by a reseed.
    fn reseed_due(&self, len: usize) -> bool {
        self.requests >= self.config.reseed_requests
            || self.bytes.saturating_add(len as u64) > self.config.reseed_bytes
    }

    /// Fills `dest` with as many generate requests as it takes; `additional_input` goes into the
    /// first. At least one request runs, even for an empty `dest`.
    fn generate_split(&mut self, additional_input: &[u8], dest: &mut [u8]) -> Result<(), Error> {
        let request_len = self.request_len();
        let mut additional = additional_input;
        let mut rest = dest;
        loop {
            let (part, tail) = rest.split_at_mut(rest.len().min(request_len));
            self.generate_request(additional, part)?;
            additional = &[];
            rest = tail;
            if rest.is_empty() {
                return Ok(());
            }
        }
    }

    /// One SP 800-90A Generate of at most `request_len()` bytes, reseeding first when due.
    fn generate_request(&mut self, additional_input: &[u8], out: &mut [u8]) -> Result<(), Error> {
        if self.config.prediction_resistance {
            // §9.3.1 steps 7.1-7.4: reseed with the additional input, then generate without.
            self.reseed_now(additional_input)?;
            self.drbg.generate(&[], out)?;
        } else {
            if self.reseed_due(out.len()) {
                self.reseed_now(&[])?;
            }
            self.drbg.generate(additional_input, out)?;
        }
        self.requests += 1;
        self.bytes += out.len() as u64;
        Ok(())
    }

    /// Serves `dest` from the buffer, one 16-byte block per 16 bytes (the rest of the last
    /// block is dropped).
    #[inline]
    fn fill_from_buffer(&mut self, dest: &mut [u8]) -> Result<(), Error> {
        let mut rest = dest;
        while !rest.is_empty() {
            if self.buffer.next == BUFFER_BLOCKS {
                self.refill()?;
            }
            let n = self.buffer.take_into(rest);
            rest = &mut rest[n..];
        }
        Ok(())
    }

    /// The next block for a word-sized draw: from the buffer, or from its own generate request
    /// when nothing is buffered (prediction resistance, short byte interval).
    #[inline]
    fn small_block(&mut self) -> Result<[u8; 16], Error> {
        self.check_fork()?;
        if self.buffered() {
            self.buffered_block()
        } else {
            let mut block = [0u8; 16];
            self.generate_split(&[], &mut block)?;
            Ok(block)
        }
    }

    /// The next buffered block, refilling the buffer with one generate request when it is empty.
    #[inline]
    fn buffered_block(&mut self) -> Result<[u8; 16], Error> {
        loop {
            if let Some(block) = self.buffer.next_block() {
                return Ok(block);
            }
            self.refill()?;
        }
    }

    /// Fills the (empty) buffer with one generate request, reseeding first when due.
    #[cold]
    fn refill(&mut self) -> Result<(), Error> {
        if self.reseed_due(BUFFER_LEN) {
            self.reseed_now(&[])?;
        }
        self.drbg
            .generate(&[], self.buffer.blocks.as_flattened_mut())?;
        self.buffer.next = 0;
        self.requests += 1;
        self.bytes += BUFFER_LEN as u64;
        Ok(())
    }

    /// Reseed from the OS (and the CPU RNG when enabled and healthy) with `additional_input`.
    fn reseed_now(&mut self, additional_input: &[u8]) -> Result<(), Error> {
        // The CPU RNG is read before the OS entropy (see entropy.rs).
        let cpu = entropy::cpu_rng();
        let mut entropy_input = Seed::zero();
        entropy::os_fill(entropy_input.bytes_mut())?;
        match &cpu {
            Some(c) => {
                let cpu_bytes = &c.bytes()[..entropy::CPU_RNG_LEN];
                self.drbg
                    .reseed_parts(entropy_input.bytes(), &[cpu_bytes, additional_input])?
            }
            None => self
                .drbg
                .reseed_parts(entropy_input.bytes(), &[additional_input])?,
        }
        self.buffer.discard();
        self.requests = 0;
        self.bytes = 0;
        #[cfg(feature = "test-hooks")]
        {
            self.stats.reseeds += 1;
            self.stats.with_cpu_rng += u64::from(cpu.is_some());
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn buffer_and_counters_are_wiped_on_drop() {
        let mut d = HardwareCtrDrbg::new().unwrap();
        let mut b = [0u8; 8];
        d.fill_bytes(&mut b).unwrap();
        assert_eq!(d.buffer.next, 1, "one block handed out");
        assert_eq!(
            d.buffer.blocks[0], [0; 16],
            "handed-out blocks are wiped at once"
        );
        assert!(d.buffer.blocks[1..].iter().all(|b| *b != [0; 16]));
        assert_eq!((d.requests, d.bytes), (1, BUFFER_LEN as u64));
        crate::after_drop::after_drop(d, |d| {
            assert!(d.buffer.blocks.iter().all(|b| *b == [0; 16]));
            assert_eq!((d.requests, d.bytes), (0, 0));
        });
    }
}
