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
    fn tail_input(&self) -> &[u8] {
        self.src_tail
    }
    #[inline]
    fn tail_output(&mut self) -> &mut [u8] {
        self.dst_tail
    }
}
