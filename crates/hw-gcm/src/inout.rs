//! Where a kernel reads its input blocks and writes its output blocks: the same buffer (in
//! place) or two buffers of equal length. Safe code only; the kernels index whole blocks, so
//! the bounds are those of `as_chunks`.

/// Block-wise access to an input and an output of the same length.
pub(crate) trait InOut {
    /// The number of whole 16-byte blocks.
    fn blocks(&self) -> usize;
    /// Input block `i` (`i < blocks()`).
    fn input(&self, i: usize) -> &[u8; 16];
    /// Output block `i` (`i < blocks()`); in place this is the input block.
    fn output(&mut self, i: usize) -> &mut [u8; 16];
    /// Input blocks `first..first + 8` (one bounds check for the eight).
    fn input8(&self, first: usize) -> &[[u8; 16]; 8];
    /// Output blocks `first..first + 8`.
    fn output8(&mut self, first: usize) -> &mut [[u8; 16]; 8];
    /// The final `len % 16` input bytes.
    fn tail_input(&self) -> &[u8];
    /// The final `len % 16` output bytes.
    fn tail_output(&mut self) -> &mut [u8];
}

/// Input and output are one buffer.
pub(crate) struct InPlace<'a> {
    blocks: &'a mut [[u8; 16]],
    tail: &'a mut [u8],
}

impl<'a> InPlace<'a> {
    pub(crate) fn new(buf: &'a mut [u8]) -> Self {
        let (blocks, tail) = buf.as_chunks_mut::<16>();
        InPlace { blocks, tail }
    }
}

impl InOut for InPlace<'_> {
    #[inline]
    fn blocks(&self) -> usize {
        self.blocks.len()
    }
    #[inline]
    fn input(&self, i: usize) -> &[u8; 16] {
        &self.blocks[i]
    }
    #[inline]
    fn output(&mut self, i: usize) -> &mut [u8; 16] {
        &mut self.blocks[i]
    }
    #[inline]
    fn input8(&self, first: usize) -> &[[u8; 16]; 8] {
        eight(&self.blocks[first..])
    }
    #[inline]
    fn output8(&mut self, first: usize) -> &mut [[u8; 16]; 8] {
        eight_mut(&mut self.blocks[first..])
    }
    #[inline]
    fn tail_input(&self) -> &[u8] {
        self.tail
    }
    #[inline]
    fn tail_output(&mut self) -> &mut [u8] {
        self.tail
    }
}

/// Input and output are distinct buffers of the same length.
pub(crate) struct Separate<'a> {
    src: &'a [[u8; 16]],
    src_tail: &'a [u8],
    dst: &'a mut [[u8; 16]],
    dst_tail: &'a mut [u8],
}

impl<'a> Separate<'a> {
    /// `dst` is cut to `src.len()`; the caller has checked that it is at least that long.
    pub(crate) fn new(src: &'a [u8], dst: &'a mut [u8]) -> Option<Self> {
        let dst = dst.get_mut(..src.len())?;
        let (src, src_tail) = src.as_chunks::<16>();
        let (dst, dst_tail) = dst.as_chunks_mut::<16>();
        Some(Separate {
            src,
            src_tail,
            dst,
            dst_tail,
        })
    }
}

impl InOut for Separate<'_> {
    #[inline]
    fn blocks(&self) -> usize {
        self.src.len()
    }
    #[inline]
    fn input(&self, i: usize) -> &[u8; 16] {
        &self.src[i]
    }
    #[inline]
    fn output(&mut self, i: usize) -> &mut [u8; 16] {
        &mut self.dst[i]
    }
    #[inline]
    fn input8(&self, first: usize) -> &[[u8; 16]; 8] {
        eight(&self.src[first..])
    }
    #[inline]
    fn output8(&mut self, first: usize) -> &mut [[u8; 16]; 8] {
        eight_mut(&mut self.dst[first..])
    }
    #[inline]
    fn tail_input(&self) -> &[u8] {
        self.src_tail
    }
    #[inline]
    fn tail_output(&mut self) -> &mut [u8] {
        self.dst_tail
    }
}

/// The first eight blocks of `b` (the kernels call this only with at least eight left).
#[inline]
fn eight(b: &[[u8; 16]]) -> &[[u8; 16]; 8] {
    b.first_chunk::<8>()
        .expect("the kernel asks only for whole chunks of 8 blocks")
}

/// The first eight blocks of `b`, mutably.
#[inline]
fn eight_mut(b: &mut [[u8; 16]]) -> &mut [[u8; 16]; 8] {
    b.first_chunk_mut::<8>()
        .expect("the kernel asks only for whole chunks of 8 blocks")
}
