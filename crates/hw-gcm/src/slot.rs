//! Caller-provided memory for a key state. The one `unsafe` of placement is here: viewing a byte
//! slice whose length and alignment were checked as a [`HardwareAes256GcmKeyState`] slot.
//!
//! A slot is `MaybeUninit`, so the caller's bytes may be anything (uninitialized memory from
//! `mmap` or an allocator included). The cipher writes an all-zero state into it with the safe
//! `MaybeUninit::write` (no secret exists yet), and only then lets the kernel expand the key
//! into that memory through `&mut HardwareAes256GcmKeyState`. The key state is therefore never
//! built elsewhere and copied in.
#![allow(
    unsafe_code,
    reason = "the one checked cast of caller memory to a key state"
)]

use core::fmt;
use core::mem::MaybeUninit;

use crate::HardwareAes256GcmKeyState as KeyState;

/// Memory for one [`HardwareAes256GcmKeyState`](crate::HardwareAes256GcmKeyState), borrowed
/// from the caller for `'a`: [`key_state_layout`](crate::key_state_layout) (368 bytes, 16-byte
/// aligned). Give it to [`HardwareAes256GcmIn::new`](crate::HardwareAes256GcmIn::new).
///
/// ```
/// use hw_gcm::{HardwareAes256GcmIn, HardwareAes256GcmKeyState, UninitKeyStateSlot};
///
/// # fn main() -> Result<(), Box<dyn std::error::Error>> {
/// #[repr(C, align(16))]
/// struct Arena([u8; 2 * HardwareAes256GcmKeyState::SIZE]);
/// let mut arena = Arena([0; 2 * HardwareAes256GcmKeyState::SIZE]);
/// let (a, b) = arena.0.split_at_mut(HardwareAes256GcmKeyState::SIZE);
/// let first = HardwareAes256GcmIn::new(&[1; 32], UninitKeyStateSlot::from_bytes(a)?)?;
/// let second = HardwareAes256GcmIn::new(&[2; 32], UninitKeyStateSlot::from_bytes(b)?)?;
/// # drop((first, second));
/// # Ok(())
/// # }
/// ```
pub struct UninitKeyStateSlot<'a> {
    slot: &'a mut MaybeUninit<KeyState>,
}

/// Why bytes cannot hold a key state. Nothing was written to them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum KeyStateSlotError {
    /// The slice is shorter than [`HardwareAes256GcmKeyState::SIZE`](crate::HardwareAes256GcmKeyState::SIZE).
    TooShort {
        /// The bytes a slot needs (368).
        needed: usize,
        /// The bytes given.
        got: usize,
    },
    /// The slice does not start at a multiple of
    /// [`HardwareAes256GcmKeyState::ALIGN`](crate::HardwareAes256GcmKeyState::ALIGN).
    Misaligned {
        /// The alignment a slot needs (16).
        align: usize,
    },
}

impl fmt::Display for KeyStateSlotError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            KeyStateSlotError::TooShort { needed, got } => write!(
                f,
                "key state slot too short: it needs {needed} bytes, got {got}; allocate it with \
                 hw_gcm::key_state_layout()"
            ),
            KeyStateSlotError::Misaligned { align } => write!(
                f,
                "key state slot misaligned: it must start at a multiple of {align} bytes; \
                 allocate it with hw_gcm::key_state_layout()"
            ),
        }
    }
}

impl core::error::Error for KeyStateSlotError {}

impl<'a> UninitKeyStateSlot<'a> {
    /// A slot in a typed place; always the right size and alignment.
    #[inline]
    pub fn from_uninit(slot: &'a mut MaybeUninit<KeyState>) -> Self {
        UninitKeyStateSlot { slot }
    }

    /// A slot in the first [`SIZE`](crate::HardwareAes256GcmKeyState::SIZE) bytes of `bytes`
    /// (the rest is not touched). `bytes` must start at a multiple of
    /// [`ALIGN`](crate::HardwareAes256GcmKeyState::ALIGN) and hold at least `SIZE` bytes, else
    /// [`KeyStateSlotError`]. Any contents are fine: they are overwritten.
    pub fn from_bytes(bytes: &'a mut [u8]) -> Result<Self, KeyStateSlotError> {
        let got = bytes.len();
        let Some(bytes) = bytes.get_mut(..KeyState::SIZE) else {
            return Err(KeyStateSlotError::TooShort {
                needed: KeyState::SIZE,
                got,
            });
        };
        let place = bytes.as_mut_ptr().cast::<MaybeUninit<KeyState>>();
        if !place.is_aligned() {
            return Err(KeyStateSlotError::Misaligned {
                align: KeyState::ALIGN,
            });
        }
        // SAFETY: mem: `place` points to `bytes`, SIZE = size_of::<KeyState>() bytes (the
        // `get_mut` above; asserted at compile time in lib.rs), aligned for KeyState (checked
        // just above) and exclusively borrowed for 'a, which the returned reference inherits;
        // every byte pattern, initialized or not, is a valid MaybeUninit.
        let slot = unsafe { &mut *place };
        Ok(UninitKeyStateSlot { slot })
    }

    /// Writes an all-zero key state into the slot and returns it, ready for a kernel's `init`.
    #[inline]
    pub(crate) fn into_zeroed(self) -> &'a mut KeyState {
        self.slot.write(KeyState::zeroed())
    }
}

impl<'a> From<&'a mut MaybeUninit<KeyState>> for UninitKeyStateSlot<'a> {
    #[inline]
    fn from(slot: &'a mut MaybeUninit<KeyState>) -> Self {
        UninitKeyStateSlot::from_uninit(slot)
    }
}

impl fmt::Debug for UninitKeyStateSlot<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("UninitKeyStateSlot").finish_non_exhaustive()
    }
}
