//! Where a kernel reads its input and writes its output: the same buffer (in place) or two
//! buffers of equal length. Safe code only; kernels read a range into registers first and then
//! write the same range, so in place the two borrows never overlap in time.

/// Access to an input and an output of the same length.
#[cfg_attr(
    not(target_arch = "x86_64"),
    allow(dead_code, reason = "the block helpers serve the x86_64 kernels")
)]
pub(crate) trait InOut {
    /// The whole input.
    fn input(&self) -> &[u8];
    /// The whole output; in place this is the input.
    fn output(&mut self) -> &mut [u8];

    /// The number of whole 16-byte blocks.
    #[inline]
    fn blocks(&self) -> usize {
        self.input().len() / 16
    }
    /// Input bytes `off..off + N` (one bounds check for all of them).
    #[inline]
    fn input_at<const N: usize>(&self, off: usize) -> &[u8; N] {
        first_n(&self.input()[off..])
    }
    /// Output bytes `off..off + N`.
    #[inline]
    fn output_at<const N: usize>(&mut self, off: usize) -> &mut [u8; N] {
        first_n_mut(&mut self.output()[off..])
    }
    /// Raw pointers to input and output bytes `off..off + n`, for kernels written in assembly
    /// (the range is checked here; in place both pointers are the same, taken from the one
    /// mutable borrow).
    fn raw_at(&mut self, off: usize, n: usize) -> (*const u8, *mut u8);
    /// The pointers of an assembly loop over `n` chunks of `chunk` bytes from `off`. The whole
    /// range is checked once, and the loop count returned is derived from that range, so the
    /// check and the loop cannot disagree.
    #[inline]
    fn loop_at(&mut self, off: usize, chunk: usize, n: usize) -> LoopRange {
        let span = chunk * n;
        let (src, dst) = self.raw_at(off, span);
        LoopRange {
            src,
            dst,
            n: span / chunk,
        }
    }
    /// The final `len % 16` input bytes.
    #[inline]
    fn tail_input(&self) -> &[u8] {
        let whole = 16 * self.blocks();
        &self.input()[whole..]
    }
    /// The final `len % 16` output bytes.
    #[inline]
    fn tail_output(&mut self) -> &mut [u8] {
        let whole = 16 * self.blocks();
        &mut self.output()[whole..]
    }
}

/// What [`InOut::loop_at`] hands an assembly loop.
pub(crate) struct LoopRange {
    /// Input at the first chunk.
    pub(crate) src: *const u8,
    /// Output at the first chunk (the same as `src` in place).
    pub(crate) dst: *mut u8,
    /// The number of chunks, derived from the checked range.
    pub(crate) n: usize,
}

/// Input and output are one buffer.
pub(crate) struct InPlace<'a>(&'a mut [u8]);

impl<'a> InPlace<'a> {
    pub(crate) fn new(buf: &'a mut [u8]) -> Self {
        InPlace(buf)
    }
}

impl InOut for InPlace<'_> {
    #[inline]
    fn input(&self) -> &[u8] {
        self.0
    }
    #[inline]
    fn output(&mut self) -> &mut [u8] {
        self.0
    }
    #[inline]
    fn raw_at(&mut self, off: usize, n: usize) -> (*const u8, *mut u8) {
        let p = self.0[off..][..n].as_mut_ptr();
        (p.cast_const(), p)
    }
}

/// Input and output are distinct buffers of the same length.
pub(crate) struct Separate<'a> {
    src: &'a [u8],
    dst: &'a mut [u8],
}

impl<'a> Separate<'a> {
    /// `dst` is cut to `src.len()`; `None` if it is shorter.
    pub(crate) fn new(src: &'a [u8], dst: &'a mut [u8]) -> Option<Self> {
        let dst = dst.get_mut(..src.len())?;
        Some(Separate { src, dst })
    }
}

impl InOut for Separate<'_> {
    #[inline]
    fn input(&self) -> &[u8] {
        self.src
    }
    #[inline]
    fn output(&mut self) -> &mut [u8] {
        self.dst
    }
    #[inline]
    fn raw_at(&mut self, off: usize, n: usize) -> (*const u8, *mut u8) {
        (
            self.src[off..][..n].as_ptr(),
            self.dst[off..][..n].as_mut_ptr(),
        )
    }
}

/// The first `N` bytes of `b` (kernels ask only for ranges inside the buffer).
#[inline]
fn first_n<const N: usize>(b: &[u8]) -> &[u8; N] {
    b.first_chunk::<N>()
        .expect("kernels ask only for ranges inside the buffer")
}

/// The first `N` bytes of `b`, mutably.
#[inline]
fn first_n_mut<const N: usize>(b: &mut [u8]) -> &mut [u8; N] {
    b.first_chunk_mut::<N>()
        .expect("kernels ask only for ranges inside the buffer")
}
