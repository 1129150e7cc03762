//! Generated nonces: `nonce = salt XOR (0^80 || index)`, a 96-bit salt drawn from the OS and a
//! 16-bit index of the message under that salt. A salt serves at most
//! [`NONCE_SALT_MESSAGES`] (2^16) messages and at most [`NONCE_SALT_SECONDS`] (2) seconds of
//! a coarse monotonic clock; the next message then draws a new salt.
//!
//! **Why the salt expires.** A process or virtual machine restored twice from one snapshot, or
//! a raw `clone` that fork detection misses (a Unix without `MADV_WIPEONFORK`), leaves two
//! copies of a cipher object with the same salt and position, and both make the same nonces.
//! Nothing inside the copies can tell them apart, so they repeat until the salt expires:
//! for at most 2^16 messages each, and for at most 2 seconds of running time each, after which
//! each copy draws its own salt from the OS. The message bound always holds. The time bound
//! holds as far as the clock does: a restored VM usually resumes its monotonic clock from the
//! snapshot's value (no jump), so each copy still counts its own running time; a clock stepped
//! forward only shortens the window. The new salts differ only if the OS random source differs
//! between the copies (Linux reseeds it when a hypervisor signals a restore through vmgenid,
//! and mixes in interrupt timing anyway). This bounds the damage, it does not prevent it: one
//! repeated GCM nonce reveals the GHASH key. Where snapshots or clones happen, use XAES-256-GCM
//! (`crate::xaes_gcm`, random 192-bit nonces) or AES-GCM-SIV.
//!
//! **Uniqueness.**
//! - Under one salt, distinct indices give distinct nonces (XOR with a constant is a
//!   bijection), so a salt never repeats a nonce.
//! - Two salts of one cipher object (or of two objects, or processes, that share the key) are
//!   independent and uniform, and their nonces can only meet if `salt1 XOR salt2` is one of the
//!   at most 2^16 values `index1 XOR index2`: probability at most `2^16 / 2^96 = 2^-80` per pair
//!   of salts, and at most `n1 * n2 / 2^96` for salts that served `n1` and `n2` messages. Over
//!   `q` salts that is at most `q^2 / 2^81`, and over `m` messages at most `m^2 / 2^97` (the
//!   bound of random 96-bit nonces, never worse). At SP 800-38D's 2^32 messages per key: at most
//!   `2^-49` if the salts are used up by messages, `2^-33` in the worst case (salts that expire
//!   by time after few messages each).
//!
//! **Positions.** `position` counts the object's messages in this process: index =
//! `position mod 2^16`, and each block of 2^16 positions has its own salt. A message takes one
//! position; a salt that expires by time gives up the rest of its block. Positions never wrap:
//! after 2^62 - 1 of them (at least 2^46 salts: millions of years of redraws every second)
//! every call returns [`Error::NoncesExhausted`](crate::aes_gcm::Error::NoncesExhausted). A
//! `fork` child (fork generation differs, `hw_ctr_drbg::fork_generation`) starts over at
//! position 0 with a salt of its own before its first nonce.
//!
//! **Cost.** Per message: the fork check (three loads), one call to the coarse clock
//! (`hw_ctr_drbg::coarse_monotonic_secs`: on Linux a vDSO `clock_gettime` of
//! `CLOCK_MONOTONIC_COARSE`, no system call), five loads and one compare-and-swap. Once per salt:
//! one `getrandom` call.
//!
//! **Concurrency.** `&self` from any thread. The state is `generation` (the fork generation the
//! positions belong to; 0 before the first use; `BUSY | g` while a thread of generation `g`
//! resets them), `position` (the next position, shifted left by two, with the salt's state in
//! the low two bits at the first position of a block: not drawn, being drawn, ready), the salt
//! and the second it was drawn at. A message loads `position` (`Acquire`), reads the salt, and
//! takes the position with a compare-and-swap from the value it loaded (`AcqRel`). The salt of a
//! block is written only by the thread that moved the block's first position from "not drawn"
//! to "being drawn", and published with its move to "ready" (`Release`); the positions of a
//! block are only taken after that, and the salt of the next block is only written after every
//! position before it was taken. So a compare-and-swap that succeeds proves that the salt read
//! before it was that block's, whole: its load synchronized with the publication, and the next
//! writer synchronizes with it. A `BUSY` stamp of another generation was left by a thread of an
//! ancestor process when it forked; that thread does not exist here, so the stamp is taken
//! over rather than waited for. The same holds for a "being drawn" state, which the reset
//! replaces.

use core::sync::atomic::{AtomicU32, AtomicU64, Ordering};

use super::Error;

/// Messages one salt serves at most (the index is 16 bits).
pub const NONCE_SALT_MESSAGES: u64 = 1 << 16;

/// Seconds one salt serves at most: the salt is replaced at the first message after the
/// coarse monotonic clock's whole seconds moved on by this much since the draw (1 to 2 s,
/// plus one clock tick).
pub const NONCE_SALT_SECONDS: u32 = 2;

/// Set in `generation` while a thread resets the positions; the low bits carry its generation.
const BUSY: u64 = 1 << 63;

/// The index bits of a position.
const INDEX: u64 = NONCE_SALT_MESSAGES - 1;

/// States of a block's salt, in the low two bits of `position` at the block's first position
/// (elsewhere in a block they are 0 and the salt is ready).
const NOT_DRAWN: u64 = 0;
const DRAWING: u64 = 1;
const READY: u64 = 2;
const STATE: u64 = 3;

/// The position after the last usable one: reaching it means exhausted.
const END: u64 = u64::MAX >> 2;

pub(crate) struct NonceSequence {
    generation: AtomicU64,
    position: AtomicU64,
    salt: [AtomicU32; 3],
    drawn_at: AtomicU32,
}

impl NonceSequence {
    /// No salt yet: the first nonce draws it (construction makes no system call).
    pub(crate) const fn new() -> Self {
        NonceSequence {
            generation: AtomicU64::new(0),
            position: AtomicU64::new(0),
            salt: [AtomicU32::new(0), AtomicU32::new(0), AtomicU32::new(0)],
            drawn_at: AtomicU32::new(0),
        }
    }

    /// The next nonce of this cipher object in this process.
    pub(crate) fn next(&self) -> Result<[u8; 12], Error> {
        let generation = hw_ctr_drbg::fork_generation().map_err(|_| Error::NonceSource)?;
        let now = clock().ok_or(Error::NonceSource)?;
        self.own(generation);
        loop {
            let word = self.position.load(Ordering::Acquire);
            let position = word >> 2;
            if position >= END {
                return Err(Error::NoncesExhausted);
            }
            let first = position & INDEX == 0;
            if first && word & STATE != READY {
                if word & STATE == DRAWING {
                    // A thread of this process is drawing the salt (one getrandom call).
                    core::hint::spin_loop();
                } else {
                    self.draw(word, now)?;
                }
                continue;
            }
            let salt = self.salt.each_ref().map(|w| w.load(Ordering::Relaxed));
            let drawn_at = self.drawn_at.load(Ordering::Relaxed);
            let (next, index) = if now >= drawn_at.saturating_add(NONCE_SALT_SECONDS) {
                // Expired: give up the rest of the block; the next message draws a new salt.
                let next = if first {
                    position
                } else {
                    ((position | INDEX) + 1).min(END)
                };
                (next << 2, None)
            } else {
                ((position + 1) << 2, Some(position & INDEX))
            };
            if self
                .position
                .compare_exchange_weak(word, next, Ordering::AcqRel, Ordering::Relaxed)
                .is_err()
            {
                continue;
            }
            if let Some(index) = index {
                let mut nonce = [0u8; 12];
                for (out, word) in nonce.chunks_exact_mut(4).zip(salt) {
                    out.copy_from_slice(&word.to_be_bytes());
                }
                for (n, i) in nonce[4..].iter_mut().zip(index.to_be_bytes()) {
                    *n ^= i;
                }
                return Ok(nonce);
            }
        }
    }

    /// Returns once the positions belong to `generation`, restarting them at 0 with no salt if
    /// they belonged to another (no use yet, or an ancestor process).
    fn own(&self, generation: u64) {
        loop {
            let seen = self.generation.load(Ordering::Acquire);
            if seen == generation {
                return;
            }
            if seen == BUSY | generation {
                // A thread of this process is resetting the positions (one store).
                core::hint::spin_loop();
                continue;
            }
            // No use yet, the positions of an ancestor process, or a reset that an ancestor
            // process left unfinished: claim the reset for this generation.
            if self
                .generation
                .compare_exchange(
                    seen,
                    BUSY | generation,
                    Ordering::Acquire,
                    Ordering::Relaxed,
                )
                .is_ok()
            {
                self.position.store(NOT_DRAWN, Ordering::Relaxed);
                self.generation.store(generation, Ordering::Release);
                return;
            }
        }
    }

    /// Draws the salt of the block that starts at `word` (state "not drawn"), unless another
    /// thread claimed that draw first.
    fn draw(&self, word: u64, now: u32) -> Result<(), Error> {
        if self
            .position
            .compare_exchange(word, word | DRAWING, Ordering::Acquire, Ordering::Relaxed)
            .is_err()
        {
            return Ok(());
        }
        if !self.fill_salt(now) {
            // Back to "not drawn": the next message tries again.
            self.position.store(word, Ordering::Release);
            return Err(Error::NonceSource);
        }
        self.position.store(word | READY, Ordering::Release);
        Ok(())
    }

    /// Writes a salt from the OS and its time; `false` (nothing written) if `getrandom` failed.
    /// The caller owns the salt: it holds a block's "being drawn" state.
    fn fill_salt(&self, now: u32) -> bool {
        let mut salt = [0u8; 12];
        if getrandom::fill(&mut salt).is_err() {
            return false;
        }
        for (word, bytes) in self.salt.iter().zip(salt.chunks_exact(4)) {
            let mut b = [0u8; 4];
            b.copy_from_slice(bytes);
            word.store(u32::from_be_bytes(b), Ordering::Relaxed);
        }
        self.drawn_at.store(now, Ordering::Relaxed);
        true
    }

    /// Test hook (not while another thread uses the object, after its first use, forward only):
    /// moves to `position` (`min(position, 2^62 - 1)`, where 2^62 - 1 is exhausted). Within the block of
    /// the current salt the salt stays; elsewhere the block gets a new salt.
    #[cfg(feature = "test-hooks")]
    pub(crate) fn skip_to(&self, position: u64) {
        let position = position.min(END);
        let word = self.position.load(Ordering::Acquire);
        let current = word >> 2;
        let ready = current & INDEX != 0 || word & STATE == READY;
        let same_block = position & !INDEX == current & !INDEX;
        let keep = ready && same_block;
        let state = if position == END {
            0
        } else if position & INDEX == 0 {
            if keep {
                READY
            } else {
                NOT_DRAWN
            }
        } else {
            if !keep && !self.fill_salt(clock().unwrap_or(0)) {
                return;
            }
            0
        };
        self.position
            .store(position << 2 | state, Ordering::Release);
    }
}

/// Whole seconds of the coarse monotonic clock (saturated to 32 bits: 136 years of uptime);
/// `None` if the OS clock failed.
fn clock() -> Option<u32> {
    #[cfg(feature = "test-hooks")]
    if let Ok(secs) = u32::try_from(TEST_CLOCK.load(Ordering::Relaxed)) {
        return Some(secs);
    }
    let secs = hw_ctr_drbg::coarse_monotonic_secs()?;
    Some(u32::try_from(secs).unwrap_or(u32::MAX))
}

/// The clock's reading set by [`test_hook_set_clock`]; above `u32::MAX`: the real clock.
#[cfg(feature = "test-hooks")]
static TEST_CLOCK: AtomicU64 = AtomicU64::new(u64::MAX);

/// Test hook: the clock of every generated-nonce sequence in this process reads `secs`
/// (`None`: the real clock again), so that a test can freeze it or move it past
/// [`NONCE_SALT_SECONDS`] without sleeping.
#[cfg(feature = "test-hooks")]
#[doc(hidden)]
pub fn test_hook_set_clock(secs: Option<u32>) {
    TEST_CLOCK.store(secs.map_or(u64::MAX, u64::from), Ordering::Relaxed);
}
