== hw_gcm::arch::aarch64::aes_pmull::init#0
  sub sp, sp, #64
  stp x29, x30, [sp, #32]
  str x19, [sp, #48]
  add x29, sp, #32
  mov x19, x1
  bl hw_aes256::arch::aarch64::aes_pmull::expand_key
  movi v@0.2d, #0000000000000000
  ldp q@1, q@2, [x19]
  add x0, sp, #16
  add x2, x19, #240
  mov w1, #8
  aese v@0.16b, v@1.16b
  aesmc v@0.16b, v@0.16b
  aese v@0.16b, v@2.16b
  aesmc v@0.16b, v@0.16b
  ldp q@1, q@2, [x19, #32]
  aese v@0.16b, v@1.16b
  aesmc v@0.16b, v@0.16b
  aese v@0.16b, v@2.16b
  aesmc v@0.16b, v@0.16b
  ldp q@1, q@2, [x19, #64]
  aese v@0.16b, v@1.16b
  aesmc v@0.16b, v@0.16b
  aese v@0.16b, v@2.16b
  aesmc v@0.16b, v@0.16b
  ldp q@1, q@2, [x19, #96]
  aese v@0.16b, v@1.16b
  aesmc v@0.16b, v@0.16b
  aese v@0.16b, v@2.16b
  aesmc v@0.16b, v@0.16b
  ldp q@1, q@2, [x19, #128]
  aese v@0.16b, v@1.16b
  aesmc v@0.16b, v@0.16b
  aese v@0.16b, v@2.16b
  aesmc v@0.16b, v@0.16b
  ldp q@1, q@2, [x19, #160]
  aese v@0.16b, v@1.16b
  aesmc v@0.16b, v@0.16b
  aese v@0.16b, v@2.16b
  aesmc v@0.16b, v@0.16b
  ldp q@1, q@2, [x19, #192]
  aese v@0.16b, v@1.16b
  aesmc v@0.16b, v@0.16b
  ldr q@1, [x19, #224]
  add x19, sp, #16
  aese v@0.16b, v@2.16b
  eor v@0.16b, v@0.16b, v@1.16b
  mov x8, v@0.d[1]
  fmov x9, d0
  rev x9, x9
  rev x8, x8
  asr x10, x9, #63
  lsl x11, x8, #1
  extr x8, x9, x8, #63
  mov x9, #-4467570830351532032
  and x9, x10, x9
  sub x10, x11, x10
  eor x8, x9, x8
  stp x10, x8, [sp, #16]
  bl hw_polyval::arch::aarch64::aes_pmull::powers_upto
  stp xzr, xzr, [sp]
  mov x8, sp



  stp xzr, xzr, [sp, #16]



  ldp x29, x30, [sp, #32]
  ldr x19, [sp, #48]
  add sp, sp, #64
  ret
== hw_gcm::arch::aarch64::aes_pmull::open#0
  stp d15, d14, [sp, #-160]!
  stp d13, d12, [sp, #16]
  stp d11, d10, [sp, #32]
  stp d9, d8, [sp, #48]
  stp x29, x30, [sp, #64]
  stp x28, x27, [sp, #80]
  stp x26, x25, [sp, #96]
  stp x24, x23, [sp, #112]
  stp x22, x21, [sp, #128]
  stp x20, x19, [sp, #144]
  add x29, sp, #64
  sub sp, sp, #1488
  str xzr, [sp]
  mov x26, x8
  add x8, x1, #8
  ldp q@0, q@1, [x0]
  movi v@2.2d, #0000000000000000
  ldp q@3, q@4, [x0, #336]
  mov x21, x3
  ldp x25, x24, [x4]
  mov x22, x2
  str q@0, [sp, #448]
  stp q@0, q@1, [sp, #960]
  ldp q@5, q@0, [x0, #32]
  str q@3, [sp, #240]
  stp q@5, q@0, [sp, #400]
  stp q@3, q@4, [sp, #928]
  stp q@5, q@0, [sp, #992]
  ldp q@6, q@5, [x0, #64]
  str q@6, [sp, #432]
  str q@6, [sp, #1024]
  ldp q@6, q@0, [x0, #96]
  str q@5, [sp, #1040]
  stp q@5, q@6, [sp, #464]
  str q@6, [sp, #1056]
  ldp q@5, q@6, [x0, #128]
  stp q@0, q@1, [sp, #496]
  str q@0, [sp, #1072]
  str q@5, [sp, #528]
  str q@5, [sp, #1088]
  ldp q@0, q@5, [x0, #160]
  str q@6, [sp, #560]
  str q@6, [sp, #1104]
  ldr d0, [x1]
  stp q@5, q@0, [sp, #800]
  str q@0, [sp, #1120]
  ldp q@1, q@0, [x0, #192]
  ld1 { v@6.s }[2], [x8]
  str q@5, [sp, #1136]
  lsr x8, x3, #4
  str q@0, [sp, #544]
  str q@0, [sp, #1168]
  ldp q@5, q@0, [x0, #240]
  mov v@6.s[3], v@2.s[3]
  str q@1, [sp, #576]
  str q@1, [sp, #1152]
  stp q@0, q@5, [sp, #320]
  stp q@5, q@0, [sp, #832]
  ldp q@1, q@0, [x0, #272]
  stp q@0, q@1, [sp, #288]
  stp q@1, q@0, [sp, #864]
  rev32 v@0.16b, v@6.16b
  ldr q@6, [x0, #224]
  ldp q@5, q@1, [x0, #304]
  str q@6, [sp, #784]
  str q@6, [sp, #1184]
  stp q@1, q@5, [sp, #256]
  stp q@5, q@1, [sp, #896]
  str q@0, [sp, #384]
  str q@0, [sp, #1200]
  cbz x8, L0
  movi v@6.2d, #0000000000000000
  add x9, sp, #832
  sub x10, x29, #192
  add x11, x9, #152
  mov w12, #8
  mov x13, #-4467570830351532032
  mov w14, #9
  mov x15, x22
  b L1
L2:
  ext v@3.16b, v@6.16b, v@5.16b, #8
  ext v@5.16b, v@5.16b, v@6.16b, #8
  sub x8, x8, x16
  add x15, x15, x17
  eor v@1.16b, v@3.16b, v@1.16b
  fmov d4, x13
  eor v@0.16b, v@5.16b, v@0.16b
  pmull v@7.1q, v@1.1d, v@3.1d
  ext v@1.16b, v@1.16b, v@1.16b, #8
  eor v@1.16b, v@1.16b, v@7.16b
  pmull v@3.1q, v@1.1d, v@3.1d
  ext v@5.16b, v@1.16b, v@1.16b, #8
  eor v@0.16b, v@0.16b, v@3.16b
  eor v@2.16b, v@0.16b, v@5.16b
  cbz x8, L0
L1:
  cmp x8, #8
  mov x17, xzr
  stp q@6, q@6, [x29, #-192]
  csel x16, x8, x12, lo
  stp q@6, q@6, [x29, #-160]
  stp q@6, q@6, [x29, #-128]
  stp q@6, q@6, [x29, #-96]
L3:
  lsl x18, x17, #4
  add x17, x17, #1
  cmp x16, x17
  ldr q@0, [x15, x18]
  rev64 v@0.16b, v@0.16b
  ext v@0.16b, v@0.16b, v@0.16b, #8
  str q@0, [x10, x18]
  b.ne L3
  sub x17, x12, x16
  ldur q@0, [x29, #-192]
  cmp x8, #1
  add x17, x9, x17, lsl #4
  eor v@0.16b, v@0.16b, v@2.16b
  ldr x18, [x17]
  orr x17, x17, #0x8
  ld1r { v@5.2d }, [x17]
  lsl x17, x16, #4
  dup v@1.2d, x18
  pmull v@3.1q, v@0.1d, v@5.1d
  pmull2 v@7.1q, v@0.2d, v@1.2d
  fmov d3, x18
  pmull v@1.1q, v@0.1d, v@1.1d
  pmull2 v@0.1q, v@0.2d, v@5.2d
  eor v@5.16b, v@7.16b, v@3.16b
  b.eq L2
  sub x18, x11, x16, lsl #4
  add x1, x10, x17
  sub x0, x14, x16
  add x2, x10, #16
L4:
  sub x3, x0, #8
  cmn x3, #8
  b.lo L5
  ldp d4, d7, [x2], #16
  ldp d6, d5, [x18, #-8]
  cmp x2, x1
  add x0, x0, #1
  add x18, x18, #16
  pmull v@8.1q, v@3.1d, v@7.1d
  pmull v@9.1q, v@2.1d, v@10.1d
  pmull v@3.1q, v@3.1d, v@10.1d
  pmull v@7.1q, v@2.1d, v@7.1d
  eor v@10.16b, v@9.16b, v@8.16b
  eor v@1.16b, v@1.16b, v@3.16b
  eor v@0.16b, v@0.16b, v@7.16b
  eor v@5.16b, v@5.16b, v@10.16b
  b.ne L4
  b L2
L0:
  fmov x8, d18
  mov x23, v@4.d[1]
  dup v@8.2d, x8
  and x8, x21, #0xf
  stp q@8, q@4, [sp, #352]
  cbz x8, L6
  mov w9, #16
  mov w1, wzr
  and x19, x21, #0x7ffffffffffffff0
  sub x2, x9, x8
  sub x9, x29, #192
  str q@2, [sp, #736]
  orr x0, x9, x8
  bl memset
  sub x0, x29, #192
  add x1, x22, x19
  and x2, x21, #0xf
  bl memcpy
  ldur q@6, [x29, #-192]
  ldr q@0, [sp, #736]
  movi v@1.2d, #0000000000000000
  ldp q@8, q@10, [sp, #352]
  mov x8, #-4467570830351532032
  rev64 v@6.16b, v@6.16b
  ext v@6.16b, v@6.16b, v@6.16b, #8
  eor v@6.16b, v@0.16b, v@6.16b
  fmov d1, x23
  pmull v@0.1q, v@6.1d, v@0.1d
  pmull2 v@5.1q, v@6.2d, v@8.2d
  eor v@0.16b, v@5.16b, v@0.16b
  pmull v@5.1q, v@6.1d, v@10.1d
  pmull2 v@6.1q, v@6.2d, v@10.2d
  ext v@3.16b, v@1.16b, v@0.16b, #8
  ext v@0.16b, v@0.16b, v@1.16b, #8
  eor v@5.16b, v@3.16b, v@5.16b
  fmov d4, x8
  eor v@6.16b, v@0.16b, v@6.16b
  pmull v@7.1q, v@5.1d, v@3.1d
  ext v@5.16b, v@5.16b, v@5.16b, #8
  eor v@5.16b, v@5.16b, v@7.16b
  pmull v@1.1q, v@5.1d, v@3.1d
  ext v@0.16b, v@5.16b, v@5.16b, #8
  eor v@6.16b, v@6.16b, v@1.16b
  eor v@2.16b, v@6.16b, v@0.16b
L6:
  cmp x24, #128
  b.lo L7
  ldr q@6, [sp, #336]
  adrp x12, C0
  adrp x13, C1
  ldr q@0, [x12, :lo12:C0]
  adrp x12, C2
  ldr q@11, [sp, #512]
  fmov x8, d0
  mov x14, v@6.d[1]
  ldr q@6, [sp, #320]
  str q@0, [sp, #224]
  ldr q@0, [x13, :lo12:C1]
  adrp x13, C3
  fmov x15, d0
  mov x16, v@6.d[1]
  ldr q@6, [sp, #304]
  str q@0, [sp, #208]
  ldr q@0, [x12, :lo12:C2]
  adrp x12, C4
  fmov x17, d0
  mov x18, v@6.d[1]
  ldr q@6, [sp, #288]
  str q@0, [sp, #192]
  ldr q@0, [x12, :lo12:C4]
  adrp x12, C5
  fmov x0, d0
  mov x1, v@6.d[1]
  ldr q@6, [sp, #272]
  str q@0, [sp, #176]
  ldr q@0, [x13, :lo12:C3]
  ldr q@12, [sp, #560]
  fmov x2, d0
  mov x3, v@6.d[1]
  ldr q@6, [sp, #256]
  str q@0, [sp, #160]
  dup v@0.2d, x8
  mov x22, xzr
  fmov x9, d0
  mov x10, v@6.d[1]
  ldr q@6, [sp, #240]
  ldp q@13, q@14, [sp, #448]
  str x14, [sp, #120]
  fmov x11, d0
  mov x13, v@6.d[1]
  ldr q@6, [x12, :lo12:C5]
  adrp x12, C6
  ldp q@15, q@16, [sp, #400]
  str q@6, [sp, #144]
  ldr q@6, [x12, :lo12:C6]
  mov w12, #2
  mov x14, #-4467570830351532032
  mov x8, x24
  stp x18, x16, [sp, #16]
  str q@6, [sp, #128]
  dup v@6.2d, x15
  stp x3, x1, [sp]
  stp q@6, q@0, [sp, #80]
  dup v@0.2d, x17
  dup v@6.2d, x0
  stp q@6, q@0, [sp, #48]
  dup v@6.2d, x2
  str q@6, [sp, #32]
L8:
  cmp x22, x24
  b.hi L9
  ldr q@0, [sp, #384]
  add x15, x25, x22
  dup v@1.2d, x9
  ldp q@3, q@6, [x15]
  sub x8, x8, #128
  mov v@0.s[3], w12
  ldp q@8, q@17, [x15, #96]
  cmp x8, #127
  add w12, w12, #8
  add x22, x22, #128
  rev64 v@18.16b, v@6.16b
  stp q@3, q@17, [sp, #640]
  str q@8, [sp, #736]
  stp q@0, q@6, [sp, #752]
  ldr q@6, [sp, #224]
  rev32 v@19.16b, v@0.16b
  add v@20.4s, v@0.4s, v@6.4s
  ldp q@0, q@5, [x15, #32]
  rev64 v@6.16b, v@3.16b
  ldp q@3, q@7, [x15, #64]
  ext v@10.16b, v@18.16b, v@18.16b, #8
  aese v@19.16b, v@13.16b
  aesmc v@19.16b, v@19.16b
  stp q@5, q@0, [sp, #672]
  rev64 v@0.16b, v@0.16b
  rev64 v@5.16b, v@5.16b
  stp q@3, q@7, [sp, #704]
  rev64 v@21.16b, v@7.16b
  rev64 v@7.16b, v@8.16b
  ldr d16, [sp, #24]
  ext v@6.16b, v@6.16b, v@6.16b, #8
  rev32 v@22.16b, v@20.16b
  rev64 v@3.16b, v@3.16b
  aese v@19.16b, v@11.16b
  aesmc v@19.16b, v@19.16b
  pmull v@23.1q, v@10.1d, v@8.1d
  ldr q@8, [sp, #80]
  ext v@4.16b, v@5.16b, v@5.16b, #8
  ldr q@18, [sp, #432]
  ldr q@20, [sp, #528]
  ext v@7.16b, v@7.16b, v@7.16b, #8
  pmull2 v@24.1q, v@10.2d, v@8.2d
  ext v@8.16b, v@0.16b, v@0.16b, #8
  eor v@25.16b, v@2.16b, v@6.16b
  ldp q@6, q@2, [sp, #304]
  aese v@22.16b, v@13.16b
  aesmc v@22.16b, v@22.16b
  ext v@3.16b, v@3.16b, v@3.16b, #8
  aese v@19.16b, v@15.16b
  aesmc v@19.16b, v@19.16b
  pmull v@0.1q, v@10.1d, v@2.1d
  eor v@9.16b, v@23.16b, v@24.16b
  ext v@24.16b, v@21.16b, v@21.16b, #8
  pmull2 v@5.1q, v@10.2d, v@2.2d
  aese v@22.16b, v@11.16b
  aesmc v@22.16b, v@22.16b
  pmull v@10.1q, v@8.1d, v@6.1d
  aese v@19.16b, v@16.16b
  aesmc v@19.16b, v@19.16b
  pmull2 v@23.1q, v@8.2d, v@6.2d
  ldr q@6, [sp, #64]
  aese v@22.16b, v@15.16b
  aesmc v@22.16b, v@22.16b
  pmull2 v@2.1q, v@8.2d, v@6.2d
  ldr q@6, [sp, #288]
  aese v@19.16b, v@18.16b
  aesmc v@19.16b, v@19.16b
  pmull v@26.1q, v@4.1d, v@6.1d
  aese v@22.16b, v@16.16b
  aesmc v@22.16b, v@22.16b
  pmull2 v@27.1q, v@4.2d, v@6.2d
  ldr d0, [sp, #8]
  aese v@19.16b, v@14.16b
  aesmc v@19.16b, v@19.16b
  pmull v@28.1q, v@4.1d, v@6.1d
  ldr q@6, [sp, #272]
  aese v@22.16b, v@18.16b
  aesmc v@22.16b, v@22.16b
  pmull v@29.1q, v@3.1d, v@6.1d
  pmull2 v@30.1q, v@3.2d, v@6.2d
  eor v@6.16b, v@0.16b, v@10.16b
  fmov d6, x10
  aese v@22.16b, v@14.16b
  aesmc v@22.16b, v@22.16b
  eor v@2.16b, v@2.16b, v@28.16b
  str q@6, [sp, #608]
  eor v@6.16b, v@5.16b, v@23.16b
  eor v@31.16b, v@26.16b, v@29.16b
  ldp q@23, q@21, [sp, #480]
  rev64 v@29.16b, v@17.16b
  pmull v@10.1q, v@24.1d, v@10.1d
  ldp q@17, q@5, [sp, #240]
  str q@6, [sp, #592]
  eor v@6.16b, v@27.16b, v@30.16b
  ldr q@30, [sp, #368]
  aese v@19.16b, v@23.16b
  aesmc v@19.16b, v@19.16b
  aese v@22.16b, v@23.16b
  aesmc v@22.16b, v@22.16b
  str q@6, [sp, #624]
  ldp q@6, q@0, [sp, #32]
  aese v@19.16b, v@21.16b
  aesmc v@19.16b, v@19.16b
  pmull2 v@26.1q, v@3.2d, v@6.2d
  ldr d0, [sp, #120]
  aese v@22.16b, v@21.16b
  aesmc v@22.16b, v@22.16b
  pmull v@27.1q, v@25.1d, v@6.1d
  ldr q@6, [sp, #96]
  aese v@19.16b, v@20.16b
  aesmc v@19.16b, v@19.16b
  pmull2 v@28.1q, v@25.2d, v@6.2d
  ldr d0, [sp, #16]
  aese v@22.16b, v@20.16b
  aesmc v@22.16b, v@22.16b
  eor v@26.16b, v@26.16b, v@10.16b
  ext v@10.16b, v@29.16b, v@29.16b, #8
  pmull v@8.1q, v@8.1d, v@6.1d
  dup v@6.2d, x11
  aese v@19.16b, v@12.16b
  aesmc v@19.16b, v@19.16b
  pmull2 v@4.1q, v@4.2d, v@0.2d
  ldr d1, [sp]
  eor v@27.16b, v@28.16b, v@27.16b
  fmov d21, x13
  aese v@22.16b, v@12.16b
  aesmc v@22.16b, v@22.16b
  pmull2 v@1.1q, v@24.2d, v@1.2d
  eor v@8.16b, v@9.16b, v@8.16b
  fmov d17, x23
  pmull v@3.1q, v@3.1d, v@0.1d
  pmull2 v@29.1q, v@7.2d, v@6.2d
  ldr q@6, [sp, #816]
  eor v@2.16b, v@2.16b, v@4.16b
  pmull v@28.1q, v@7.1d, v@28.1d
  eor v@8.16b, v@27.16b, v@8.16b
  aese v@19.16b, v@6.16b
  aesmc v@19.16b, v@19.16b
  aese v@22.16b, v@6.16b
  aesmc v@22.16b, v@22.16b
  ldp q@0, q@6, [sp, #336]
  eor v@1.16b, v@26.16b, v@1.16b
  eor v@3.16b, v@2.16b, v@3.16b
  pmull v@4.1q, v@24.1d, v@5.1d
  pmull2 v@27.1q, v@10.2d, v@6.2d
  ldr q@6, [sp, #800]
  pmull v@26.1q, v@7.1d, v@17.1d
  eor v@1.16b, v@1.16b, v@28.16b
  eor v@3.16b, v@8.16b, v@3.16b
  pmull v@2.1q, v@10.1d, v@30.1d
  aese v@19.16b, v@6.16b
  aesmc v@19.16b, v@19.16b
  pmull v@28.1q, v@25.1d, v@0.1d
  aese v@22.16b, v@6.16b
  aesmc v@22.16b, v@22.16b
  pmull2 v@0.1q, v@25.2d, v@0.2d
  eor v@1.16b, v@1.16b, v@29.16b
  ldr q@29, [sp, #576]
  pmull2 v@8.1q, v@24.2d, v@5.2d
  ldp q@6, q@5, [sp, #592]
  eor v@2.16b, v@26.16b, v@2.16b
  aese v@19.16b, v@29.16b
  aesmc v@19.16b, v@19.16b
  eor v@1.16b, v@3.16b, v@1.16b
  aese v@22.16b, v@29.16b
  aesmc v@22.16b, v@22.16b
  eor v@26.16b, v@5.16b, v@28.16b
  eor v@6.16b, v@6.16b, v@0.16b
  eor v@5.16b, v@31.16b, v@4.16b
  ldr q@4, [sp, #784]
  ldr q@0, [sp, #640]
  ldr q@28, [sp, #544]
  pmull v@9.1q, v@10.1d, v@9.1d
  eor v@3.16b, v@4.16b, v@0.16b
  ldp q@31, q@0, [sp, #752]
  eor v@5.16b, v@26.16b, v@5.16b
  aese v@19.16b, v@28.16b
  aese v@22.16b, v@28.16b
  pmull2 v@10.1q, v@10.2d, v@30.2d
  eor v@4.16b, v@4.16b, v@0.16b
  ldr q@0, [sp, #624]
  eor v@9.16b, v@9.16b, v@27.16b
  eor v@3.16b, v@3.16b, v@19.16b
  eor v@5.16b, v@5.16b, v@2.16b
  eor v@25.16b, v@0.16b, v@8.16b
  ldp q@0, q@2, [sp, #192]
  eor v@24.16b, v@1.16b, v@9.16b
  eor v@4.16b, v@4.16b, v@22.16b
  add v@8.4s, v@31.4s, v@2.4s
  pmull2 v@7.1q, v@7.2d, v@17.2d
  add v@26.4s, v@31.4s, v@0.4s
  ldp q@0, q@2, [sp, #160]
  mov v@30.16b, v@24.16b
  rev32 v@22.16b, v@8.16b
  stp q@3, q@4, [x15]
  eor v@8.16b, v@6.16b, v@25.16b
  add v@1.4s, v@31.4s, v@2.4s
  eor v@6.16b, v@7.16b, v@10.16b
  ldp q@4, q@7, [sp, #800]
  add v@9.4s, v@31.4s, v@0.4s
  ldr q@0, [sp, #144]
  aese v@22.16b, v@13.16b
  aesmc v@22.16b, v@22.16b
  add v@27.4s, v@31.4s, v@0.4s
  movi v@0.2d, #0000000000000000
  eor v@6.16b, v@8.16b, v@6.16b
  rev32 v@19.16b, v@9.16b
  ldr q@9, [sp, #784]
  ldr q@8, [sp, #656]
  aese v@22.16b, v@11.16b
  aesmc v@22.16b, v@22.16b
  rev32 v@25.16b, v@27.16b
  eor v@8.16b, v@9.16b, v@8.16b
  ext v@2.16b, v@0.16b, v@24.16b, #8
  ldr q@0, [sp, #128]
  rev32 v@24.16b, v@26.16b
  aese v@19.16b, v@13.16b
  aesmc v@19.16b, v@19.16b
  aese v@22.16b, v@15.16b
  aesmc v@22.16b, v@22.16b
  add v@3.4s, v@31.4s, v@0.4s
  rev32 v@31.16b, v@1.16b
  aese v@25.16b, v@13.16b
  aesmc v@25.16b, v@25.16b
  aese v@24.16b, v@13.16b
  aesmc v@24.16b, v@24.16b
  aese v@19.16b, v@11.16b
  aesmc v@19.16b, v@19.16b
  rev32 v@17.16b, v@3.16b
  aese v@22.16b, v@16.16b
  aesmc v@22.16b, v@22.16b
  aese v@31.16b, v@13.16b
  aesmc v@31.16b, v@31.16b
  aese v@24.16b, v@11.16b
  aesmc v@24.16b, v@24.16b
  aese v@25.16b, v@11.16b
  aesmc v@25.16b, v@25.16b
  aese v@19.16b, v@15.16b
  aesmc v@19.16b, v@19.16b
  aese v@31.16b, v@11.16b
  aesmc v@31.16b, v@31.16b
  aese v@17.16b, v@13.16b
  aesmc v@17.16b, v@17.16b
  aese v@24.16b, v@15.16b
  aesmc v@24.16b, v@24.16b
  aese v@25.16b, v@15.16b
  aesmc v@25.16b, v@25.16b
  aese v@19.16b, v@16.16b
  aesmc v@19.16b, v@19.16b
  aese v@31.16b, v@15.16b
  aesmc v@31.16b, v@31.16b
  aese v@17.16b, v@11.16b
  aesmc v@17.16b, v@17.16b
  aese v@24.16b, v@16.16b
  aesmc v@24.16b, v@24.16b
  aese v@25.16b, v@16.16b
  aesmc v@25.16b, v@25.16b
  aese v@31.16b, v@16.16b
  aesmc v@31.16b, v@31.16b
  aese v@22.16b, v@18.16b
  aesmc v@22.16b, v@22.16b
  aese v@17.16b, v@15.16b
  aesmc v@17.16b, v@17.16b
  aese v@24.16b, v@18.16b
  aesmc v@24.16b, v@24.16b
  aese v@19.16b, v@18.16b
  aesmc v@19.16b, v@19.16b
  aese v@31.16b, v@18.16b
  aesmc v@31.16b, v@31.16b
  aese v@25.16b, v@18.16b
  aesmc v@25.16b, v@25.16b
  aese v@17.16b, v@16.16b
  aesmc v@17.16b, v@17.16b
  aese v@22.16b, v@14.16b
  aesmc v@22.16b, v@22.16b
  aese v@24.16b, v@14.16b
  aesmc v@24.16b, v@24.16b
  aese v@31.16b, v@14.16b
  aesmc v@31.16b, v@31.16b
  aese v@19.16b, v@14.16b
  aesmc v@19.16b, v@19.16b
  aese v@25.16b, v@14.16b
  aesmc v@25.16b, v@25.16b
  aese v@17.16b, v@18.16b
  aesmc v@17.16b, v@17.16b
  aese v@22.16b, v@23.16b
  aesmc v@22.16b, v@22.16b
  aese v@24.16b, v@23.16b
  aesmc v@24.16b, v@24.16b
  aese v@31.16b, v@23.16b
  aesmc v@31.16b, v@31.16b
  aese v@19.16b, v@23.16b
  aesmc v@19.16b, v@19.16b
  aese v@25.16b, v@23.16b
  aesmc v@25.16b, v@25.16b
  aese v@17.16b, v@14.16b
  aesmc v@17.16b, v@17.16b
  aese v@22.16b, v@21.16b
  aesmc v@22.16b, v@22.16b
  aese v@24.16b, v@21.16b
  aesmc v@24.16b, v@24.16b
  aese v@31.16b, v@21.16b
  aesmc v@31.16b, v@31.16b
  aese v@19.16b, v@21.16b
  aesmc v@19.16b, v@19.16b
  aese v@25.16b, v@21.16b
  aesmc v@25.16b, v@25.16b
  aese v@22.16b, v@20.16b
  aesmc v@22.16b, v@22.16b
  aese v@24.16b, v@20.16b
  aesmc v@24.16b, v@24.16b
  aese v@17.16b, v@23.16b
  aesmc v@17.16b, v@17.16b
  aese v@31.16b, v@20.16b
  aesmc v@31.16b, v@31.16b
  aese v@19.16b, v@20.16b
  aesmc v@19.16b, v@19.16b
  aese v@25.16b, v@20.16b
  aesmc v@25.16b, v@25.16b
  eor v@10.16b, v@2.16b, v@5.16b
  aese v@22.16b, v@12.16b
  aesmc v@22.16b, v@22.16b
  aese v@24.16b, v@12.16b
  aesmc v@24.16b, v@24.16b
  aese v@17.16b, v@21.16b
  aesmc v@17.16b, v@17.16b
  aese v@31.16b, v@12.16b
  aesmc v@31.16b, v@31.16b
  aese v@19.16b, v@12.16b
  aesmc v@19.16b, v@19.16b
  aese v@25.16b, v@12.16b
  aesmc v@25.16b, v@25.16b
  ldp q@0, q@1, [sp, #672]
  fmov d4, x14
  aese v@22.16b, v@7.16b
  aesmc v@22.16b, v@22.16b
  aese v@24.16b, v@7.16b
  aesmc v@24.16b, v@24.16b
  aese v@17.16b, v@20.16b
  aesmc v@17.16b, v@17.16b
  eor v@5.16b, v@9.16b, v@1.16b
  eor v@1.16b, v@9.16b, v@0.16b
  aese v@31.16b, v@7.16b
  aesmc v@31.16b, v@31.16b
  aese v@19.16b, v@7.16b
  aesmc v@19.16b, v@19.16b
  aese v@25.16b, v@7.16b
  aesmc v@25.16b, v@25.16b
  mov v@2.16b, v@7.16b
  pmull v@7.1q, v@10.1d, v@3.1d
  ext v@0.16b, v@10.16b, v@10.16b, #8
  aese v@17.16b, v@12.16b
  aesmc v@17.16b, v@17.16b
  aese v@22.16b, v@4.16b
  aesmc v@22.16b, v@22.16b
  aese v@24.16b, v@4.16b
  aesmc v@24.16b, v@24.16b
  aese v@31.16b, v@4.16b
  aesmc v@31.16b, v@31.16b
  aese v@19.16b, v@4.16b
  aesmc v@19.16b, v@19.16b
  eor v@0.16b, v@0.16b, v@7.16b
  movi v@7.2d, #0000000000000000
  aese v@17.16b, v@2.16b
  aesmc v@17.16b, v@17.16b
  aese v@22.16b, v@29.16b
  aesmc v@22.16b, v@22.16b
  aese v@24.16b, v@29.16b
  aesmc v@24.16b, v@24.16b
  aese v@25.16b, v@4.16b
  aesmc v@25.16b, v@25.16b
  aese v@31.16b, v@29.16b
  aesmc v@31.16b, v@31.16b
  ext v@7.16b, v@30.16b, v@7.16b, #8
  aese v@17.16b, v@4.16b
  aesmc v@17.16b, v@17.16b
  pmull v@3.1q, v@0.1d, v@3.1d
  aese v@22.16b, v@28.16b
  aese v@24.16b, v@28.16b
  aese v@19.16b, v@29.16b
  aesmc v@19.16b, v@19.16b
  aese v@25.16b, v@29.16b
  aesmc v@25.16b, v@25.16b
  aese v@17.16b, v@29.16b
  aesmc v@17.16b, v@17.16b
  eor v@6.16b, v@7.16b, v@6.16b
  ldp q@7, q@2, [sp, #720]
  ldr q@10, [sp, #704]
  ext v@0.16b, v@0.16b, v@0.16b, #8
  eor v@5.16b, v@5.16b, v@22.16b
  eor v@1.16b, v@1.16b, v@24.16b
  aese v@31.16b, v@28.16b
  aese v@19.16b, v@28.16b
  eor v@10.16b, v@9.16b, v@10.16b
  eor v@7.16b, v@9.16b, v@7.16b
  aese v@25.16b, v@28.16b
  eor v@2.16b, v@9.16b, v@2.16b
  aese v@17.16b, v@28.16b
  eor v@6.16b, v@6.16b, v@3.16b
  stp q@5, q@1, [x15, #32]
  eor v@10.16b, v@10.16b, v@31.16b
  eor v@7.16b, v@7.16b, v@19.16b
  eor v@5.16b, v@2.16b, v@25.16b
  eor v@1.16b, v@8.16b, v@17.16b
  eor v@2.16b, v@6.16b, v@0.16b
  stp q@10, q@7, [x15, #64]
  stp q@5, q@1, [x15, #96]
  b.hi L8
  subs x9, x24, x22
  b.ne L10
  b L11
L7:
  mov x22, xzr
  mov w12, #2
  mov x8, x24
  subs x9, x24, xzr
  b.eq L11
L10:
  adrp x10, C0
  ldr q@6, [sp, #384]
  adrp x11, C1
  ldr q@0, [x10, :lo12:C0]
  adrp x10, C2
  str q@2, [sp, #736]
  ldr q@1, [x10, :lo12:C2]
  adrp x10, C3
  mov v@6.s[3], w12
  ldr q@7, [x10, :lo12:C3]
  adrp x10, C5
  ldr q@5, [x11, :lo12:C1]
  adrp x11, C4
  ldr q@2, [x10, :lo12:C5]
  adrp x10, C6
  ldr q@3, [x11, :lo12:C4]
  ldr q@8, [x10, :lo12:C6]
  add x10, x8, #15
  add v@0.4s, v@6.4s, v@0.4s
  add v@5.4s, v@6.4s, v@5.4s
  add v@1.4s, v@6.4s, v@1.4s
  add v@9.4s, v@6.4s, v@3.4s
  add v@4.4s, v@6.4s, v@7.4s
  add v@26.4s, v@6.4s, v@2.4s
  add v@8.4s, v@6.4s, v@8.4s
  rev32 v@10.16b, v@6.16b
  lsr x8, x10, #4
  rev32 v@2.16b, v@0.16b
  rev32 v@7.16b, v@5.16b
  rev32 v@3.16b, v@1.16b
  rev32 v@1.16b, v@9.16b
  rev32 v@5.16b, v@4.16b
  rev32 v@6.16b, v@26.16b
  rev32 v@0.16b, v@8.16b
  ldr q@8, [sp, #448]
  ldr q@4, [sp, #784]
  aese v@10.16b, v@8.16b
  aesmc v@10.16b, v@10.16b
  aese v@2.16b, v@8.16b
  aesmc v@2.16b, v@2.16b
  aese v@7.16b, v@8.16b
  aesmc v@7.16b, v@7.16b
  aese v@3.16b, v@8.16b
  aesmc v@3.16b, v@3.16b
  aese v@1.16b, v@8.16b
  aesmc v@1.16b, v@1.16b
  aese v@5.16b, v@8.16b
  aesmc v@5.16b, v@5.16b
  aese v@6.16b, v@8.16b
  aesmc v@6.16b, v@6.16b
  aese v@0.16b, v@8.16b
  aesmc v@0.16b, v@0.16b
  ldr q@8, [sp, #512]
  aese v@10.16b, v@8.16b
  aesmc v@10.16b, v@10.16b
  aese v@2.16b, v@8.16b
  aesmc v@2.16b, v@2.16b
  aese v@7.16b, v@8.16b
  aesmc v@7.16b, v@7.16b
  aese v@3.16b, v@8.16b
  aesmc v@3.16b, v@3.16b
  aese v@1.16b, v@8.16b
  aesmc v@1.16b, v@1.16b
  aese v@5.16b, v@8.16b
  aesmc v@5.16b, v@5.16b
  aese v@6.16b, v@8.16b
  aesmc v@6.16b, v@6.16b
  aese v@0.16b, v@8.16b
  aesmc v@0.16b, v@0.16b
  ldp q@9, q@8, [sp, #400]
  aese v@10.16b, v@9.16b
  aesmc v@10.16b, v@10.16b
  aese v@2.16b, v@9.16b
  aesmc v@2.16b, v@2.16b
  aese v@7.16b, v@9.16b
  aesmc v@7.16b, v@7.16b
  aese v@3.16b, v@9.16b
  aesmc v@3.16b, v@3.16b
  aese v@1.16b, v@9.16b
  aesmc v@1.16b, v@1.16b
  aese v@5.16b, v@9.16b
  aesmc v@5.16b, v@5.16b
  aese v@6.16b, v@9.16b
  aesmc v@6.16b, v@6.16b
  aese v@0.16b, v@9.16b
  aesmc v@0.16b, v@0.16b
  aese v@10.16b, v@8.16b
  aesmc v@10.16b, v@10.16b
  aese v@2.16b, v@8.16b
  aesmc v@2.16b, v@2.16b
  aese v@7.16b, v@8.16b
  aesmc v@7.16b, v@7.16b
  aese v@3.16b, v@8.16b
  aesmc v@3.16b, v@3.16b
  aese v@1.16b, v@8.16b
  aesmc v@1.16b, v@1.16b
  aese v@5.16b, v@8.16b
  aesmc v@5.16b, v@5.16b
  aese v@6.16b, v@8.16b
  aesmc v@6.16b, v@6.16b
  aese v@0.16b, v@8.16b
  aesmc v@0.16b, v@0.16b
  ldr q@8, [sp, #432]
  aese v@10.16b, v@8.16b
  aesmc v@10.16b, v@10.16b
  aese v@2.16b, v@8.16b
  aesmc v@2.16b, v@2.16b
  aese v@7.16b, v@8.16b
  aesmc v@7.16b, v@7.16b
  aese v@3.16b, v@8.16b
  aesmc v@3.16b, v@3.16b
  aese v@1.16b, v@8.16b
  aesmc v@1.16b, v@1.16b
  aese v@5.16b, v@8.16b
  aesmc v@5.16b, v@5.16b
  aese v@6.16b, v@8.16b
  aesmc v@6.16b, v@6.16b
  aese v@0.16b, v@8.16b
  aesmc v@0.16b, v@0.16b
  ldp q@9, q@8, [sp, #464]
  aese v@10.16b, v@9.16b
  aesmc v@10.16b, v@10.16b
  aese v@2.16b, v@9.16b
  aesmc v@2.16b, v@2.16b
  aese v@7.16b, v@9.16b
  aesmc v@7.16b, v@7.16b
  aese v@3.16b, v@9.16b
  aesmc v@3.16b, v@3.16b
  aese v@1.16b, v@9.16b
  aesmc v@1.16b, v@1.16b
  aese v@5.16b, v@9.16b
  aesmc v@5.16b, v@5.16b
  aese v@6.16b, v@9.16b
  aesmc v@6.16b, v@6.16b
  aese v@0.16b, v@9.16b
  aesmc v@0.16b, v@0.16b
  aese v@10.16b, v@8.16b
  aesmc v@10.16b, v@10.16b
  aese v@2.16b, v@8.16b
  aesmc v@2.16b, v@2.16b
  aese v@7.16b, v@8.16b
  aesmc v@7.16b, v@7.16b
  aese v@3.16b, v@8.16b
  aesmc v@3.16b, v@3.16b
  aese v@1.16b, v@8.16b
  aesmc v@1.16b, v@1.16b
  aese v@5.16b, v@8.16b
  aesmc v@5.16b, v@5.16b
  aese v@6.16b, v@8.16b
  aesmc v@6.16b, v@6.16b
  aese v@0.16b, v@8.16b
  aesmc v@0.16b, v@0.16b
  ldr q@8, [sp, #496]
  aese v@10.16b, v@8.16b
  aesmc v@10.16b, v@10.16b
  aese v@2.16b, v@8.16b
  aesmc v@2.16b, v@2.16b
  aese v@7.16b, v@8.16b
  aesmc v@7.16b, v@7.16b
  aese v@3.16b, v@8.16b
  aesmc v@3.16b, v@3.16b
  aese v@1.16b, v@8.16b
  aesmc v@1.16b, v@1.16b
  aese v@5.16b, v@8.16b
  aesmc v@5.16b, v@5.16b
  aese v@6.16b, v@8.16b
  aesmc v@6.16b, v@6.16b
  aese v@0.16b, v@8.16b
  aesmc v@0.16b, v@0.16b
  ldr q@8, [sp, #528]
  aese v@10.16b, v@8.16b
  aesmc v@10.16b, v@10.16b
  aese v@2.16b, v@8.16b
  aesmc v@2.16b, v@2.16b
  aese v@7.16b, v@8.16b
  aesmc v@7.16b, v@7.16b
  aese v@3.16b, v@8.16b
  aesmc v@3.16b, v@3.16b
  aese v@1.16b, v@8.16b
  aesmc v@1.16b, v@1.16b
  aese v@5.16b, v@8.16b
  aesmc v@5.16b, v@5.16b
  aese v@6.16b, v@8.16b
  aesmc v@6.16b, v@6.16b
  aese v@0.16b, v@8.16b
  aesmc v@0.16b, v@0.16b
  ldr q@8, [sp, #560]
  aese v@10.16b, v@8.16b
  aesmc v@10.16b, v@10.16b
  aese v@2.16b, v@8.16b
  aesmc v@2.16b, v@2.16b
  aese v@7.16b, v@8.16b
  aesmc v@7.16b, v@7.16b
  aese v@3.16b, v@8.16b
  aesmc v@3.16b, v@3.16b
  aese v@1.16b, v@8.16b
  aesmc v@1.16b, v@1.16b
  aese v@5.16b, v@8.16b
  aesmc v@5.16b, v@5.16b
  aese v@6.16b, v@8.16b
  aesmc v@6.16b, v@6.16b
  aese v@0.16b, v@8.16b
  aesmc v@0.16b, v@0.16b
  ldp q@8, q@9, [sp, #800]
  aese v@5.16b, v@9.16b
  aesmc v@5.16b, v@5.16b
  aese v@6.16b, v@9.16b
  aesmc v@6.16b, v@6.16b
  aese v@0.16b, v@9.16b
  aesmc v@0.16b, v@0.16b
  aese v@10.16b, v@9.16b
  aesmc v@10.16b, v@10.16b
  aese v@2.16b, v@9.16b
  aesmc v@2.16b, v@2.16b
  aese v@7.16b, v@9.16b
  aesmc v@7.16b, v@7.16b
  aese v@3.16b, v@9.16b
  aesmc v@3.16b, v@3.16b
  aese v@1.16b, v@9.16b
  aesmc v@1.16b, v@1.16b
  ldr q@9, [sp, #544]
  aese v@5.16b, v@8.16b
  aesmc v@5.16b, v@5.16b
  aese v@6.16b, v@8.16b
  aesmc v@6.16b, v@6.16b
  aese v@0.16b, v@8.16b
  aesmc v@0.16b, v@0.16b
  aese v@10.16b, v@8.16b
  aesmc v@10.16b, v@10.16b
  aese v@2.16b, v@8.16b
  aesmc v@2.16b, v@2.16b
  aese v@7.16b, v@8.16b
  aesmc v@7.16b, v@7.16b
  aese v@3.16b, v@8.16b
  aesmc v@3.16b, v@3.16b
  aese v@1.16b, v@8.16b
  aesmc v@1.16b, v@1.16b
  ldr q@8, [sp, #576]
  aese v@5.16b, v@8.16b
  aesmc v@5.16b, v@5.16b
  aese v@6.16b, v@8.16b
  aesmc v@6.16b, v@6.16b
  aese v@0.16b, v@8.16b
  aesmc v@0.16b, v@0.16b
  aese v@10.16b, v@8.16b
  aesmc v@10.16b, v@10.16b
  aese v@2.16b, v@8.16b
  aesmc v@2.16b, v@2.16b
  aese v@5.16b, v@9.16b
  aese v@7.16b, v@8.16b
  aesmc v@7.16b, v@7.16b
  aese v@6.16b, v@9.16b
  aese v@0.16b, v@9.16b
  aese v@3.16b, v@8.16b
  aesmc v@3.16b, v@3.16b
  aese v@1.16b, v@8.16b
  aesmc v@1.16b, v@1.16b
  eor v@5.16b, v@5.16b, v@4.16b
  aese v@10.16b, v@9.16b
  eor v@6.16b, v@6.16b, v@4.16b
  eor v@0.16b, v@0.16b, v@4.16b
  aese v@2.16b, v@9.16b
  aese v@7.16b, v@9.16b
  aese v@3.16b, v@9.16b
  str q@5, [sp, #1296]
  aese v@1.16b, v@9.16b
  movi v@9.2d, #0000000000000000
  str q@6, [sp, #1312]
  movi v@6.2d, #0000000000000000
  movi v@5.2d, #0000000000000000
  str q@0, [sp, #1328]
  movi v@0.2d, #0000000000000000
  eor v@10.16b, v@10.16b, v@4.16b
  eor v@2.16b, v@2.16b, v@4.16b
  eor v@7.16b, v@7.16b, v@4.16b
  eor v@3.16b, v@3.16b, v@4.16b
  stp q@9, q@9, [x29, #-192]
  eor v@1.16b, v@1.16b, v@4.16b
  str q@10, [sp, #1216]
  str q@2, [sp, #1232]
  str q@7, [sp, #1248]
  str q@3, [sp, #1264]
  str q@1, [sp, #1280]
  stp q@9, q@9, [x29, #-160]
  stp q@9, q@9, [x29, #-128]
  stp q@9, q@9, [x29, #-96]
  cbz x8, L12
  mov x19, x25
  str x26, [sp, #720]
  mov x26, xzr
  add x27, sp, #1216
  mov w28, #16
  mov x25, x8
  str x10, [sp, #672]
  str x24, [sp, #752]
  str x21, [sp, #704]
  str x8, [sp, #688]
L13:
  cmp x9, #16
  csel x8, x9, x28, lo
  cmp x26, #128
  b.eq L14
  subs x24, x9, #16
  stp xzr, xzr, [x29, #-208]
  csel x23, x9, x28, lo
  adds x8, x8, x22
  b.hs L15
  ldr x10, [sp, #752]
  cmp x8, x10
  b.hi L15
  sub x0, x29, #208
  add x1, x19, x22
  mov x2, x23
  sub x25, x25, #1
  add x21, x26, #16
  bl memcpy
  ldur q@0, [x29, #-208]
  ldr q@6, [x27], #16
  add x0, x19, x22
  sub x1, x29, #208
  mov x2, x23
  eor v@6.16b, v@6.16b, v@0.16b
  str q@0, [sp, #768]
  stur q@6, [x29, #-208]
  bl memcpy
  ldr q@6, [sp, #768]
  sub x8, x29, #192
  stp xzr, xzr, [x29, #-208]
  add x22, x22, #16
  mov x9, x24
  rev64 v@6.16b, v@6.16b
  ext v@6.16b, v@6.16b, v@6.16b, #8
  str q@6, [x8, x26]
  sub x8, x29, #208
  mov x26, x21



  cbnz x25, L13
L14:
  ldr x13, [sp, #688]
  mov w8, #8
  ldur q@6, [x29, #-192]
  ldr q@0, [sp, #736]
  sub x9, x8, x13
  add x8, sp, #832
  cmp x13, #1
  add x9, x8, x9, lsl #4
  eor v@6.16b, v@6.16b, v@0.16b
  ldr x10, [x9]
  orr x9, x9, #0x8
  ld1r { v@0.2d }, [x9]
  dup v@5.2d, x10
  pmull v@1.1q, v@6.1d, v@0.1d
  pmull2 v@3.1q, v@6.2d, v@5.2d
  fmov d2, x10
  pmull v@5.1q, v@6.1d, v@5.1d
  pmull2 v@6.1q, v@6.2d, v@0.2d
  eor v@0.16b, v@3.16b, v@1.16b
  b.ne L16
  ldr x26, [sp, #720]
  ldr x21, [sp, #704]
  movi v@9.2d, #0000000000000000
  ldr x24, [sp, #752]
  b L12
L16:
  ldr x9, [sp, #672]
  movi v@9.2d, #0000000000000000
  sub x11, x8, x13, lsl #4
  sub x10, x29, #192
  mov w12, #9
  ldr x26, [sp, #720]
  and x9, x9, #0xf0
  ldr x21, [sp, #704]
  ldr x24, [sp, #752]
  add x8, x10, x9
  add x9, x10, #16
  sub x0, x12, x13
  add x10, x11, #152
L17:
  sub x11, x0, #8
  cmn x11, #8
  b.lo L5
  ldp d3, d6, [x9], #16
  ldp d5, d4, [x10, #-8]
  cmp x9, x8
  add x0, x0, #1
  add x10, x10, #16
  pmull v@2.1q, v@1.1d, v@3.1d
  pmull v@8.1q, v@10.1d, v@7.1d
  pmull v@1.1q, v@1.1d, v@7.1d
  pmull v@3.1q, v@10.1d, v@3.1d
  eor v@7.16b, v@8.16b, v@2.16b
  eor v@5.16b, v@5.16b, v@1.16b
  eor v@6.16b, v@6.16b, v@3.16b
  eor v@0.16b, v@0.16b, v@7.16b
  b.ne L17
L12:
  ext v@1.16b, v@9.16b, v@0.16b, #8
  mov x8, #-4467570830351532032
  ext v@0.16b, v@0.16b, v@9.16b, #8
  eor v@5.16b, v@1.16b, v@5.16b
  fmov d3, x8
  eor v@6.16b, v@0.16b, v@6.16b
  pmull v@3.1q, v@5.1d, v@1.1d
  ext v@5.16b, v@5.16b, v@5.16b, #8
  eor v@5.16b, v@5.16b, v@3.16b
  pmull v@1.1q, v@5.1d, v@1.1d
  ext v@0.16b, v@5.16b, v@5.16b, #8
  eor v@6.16b, v@6.16b, v@1.16b
  eor v@2.16b, v@6.16b, v@0.16b
L11:
  fmov d0, x21
  ldr q@5, [sp, #384]
  mov w8, #1
  ldr x9, [sp, #952]
  ldr q@3, [sp, #512]
  mov v@5.s[3], w8
  ldr x8, [sp, #944]
  mov v@6.d[1], x24
  fmov d3, x9
  shl v@0.2d, v@6.2d, #3
  rev32 v@6.16b, v@5.16b
  ldr q@5, [sp, #448]
  ext v@0.16b, v@0.16b, v@0.16b, #8
  aese v@6.16b, v@5.16b
  aesmc v@6.16b, v@6.16b
  dup v@5.2d, x8
  eor v@0.16b, v@2.16b, v@0.16b
  aese v@6.16b, v@3.16b
  aesmc v@6.16b, v@6.16b
  ldr q@3, [sp, #400]
  dup v@2.2d, x9
  pmull v@1.1q, v@0.1d, v@1.1d
  aese v@6.16b, v@3.16b
  aesmc v@6.16b, v@6.16b
  pmull2 v@5.1q, v@0.2d, v@5.2d
  movi v@3.2d, #0000000000000000
  eor v@5.16b, v@5.16b, v@1.16b
  ldp q@1, q@10, [sp, #416]
  aese v@6.16b, v@1.16b
  aesmc v@6.16b, v@6.16b
  fmov d3, x8
  ext v@7.16b, v@3.16b, v@5.16b, #8
  mov x8, #-4467570830351532032
  ext v@5.16b, v@5.16b, v@3.16b, #8
  ldr q@3, [sp, #496]
  pmull v@1.1q, v@0.1d, v@1.1d
  aese v@6.16b, v@10.16b
  aesmc v@6.16b, v@6.16b
  pmull2 v@0.1q, v@0.2d, v@2.2d
  eor v@1.16b, v@7.16b, v@1.16b
  ldp q@7, q@8, [sp, #464]
  eor v@0.16b, v@5.16b, v@0.16b
  ldr q@5, [sp, #528]
  aese v@6.16b, v@7.16b
  aesmc v@6.16b, v@6.16b
  fmov d5, x8
  pmull v@10.1q, v@1.1d, v@7.1d
  ext v@1.16b, v@1.16b, v@1.16b, #8
  aese v@6.16b, v@8.16b
  aesmc v@6.16b, v@6.16b
  eor v@1.16b, v@1.16b, v@10.16b
  aese v@6.16b, v@3.16b
  aesmc v@6.16b, v@6.16b
  pmull v@3.1q, v@1.1d, v@7.1d
  aese v@6.16b, v@5.16b
  aesmc v@6.16b, v@6.16b
  ext v@5.16b, v@1.16b, v@1.16b, #8
  ldr q@1, [sp, #560]
  aese v@6.16b, v@1.16b
  aesmc v@6.16b, v@6.16b
  eor v@0.16b, v@0.16b, v@3.16b
  eor v@0.16b, v@0.16b, v@5.16b
  ldp q@5, q@1, [sp, #800]
  aese v@6.16b, v@1.16b
  aesmc v@6.16b, v@6.16b
  rev64 v@0.16b, v@0.16b
  aese v@6.16b, v@5.16b
  aesmc v@6.16b, v@6.16b
  ldr q@5, [sp, #576]
  ext v@0.16b, v@0.16b, v@0.16b, #8
  aese v@6.16b, v@5.16b
  aesmc v@6.16b, v@6.16b
  ldr q@5, [sp, #544]
  aese v@6.16b, v@5.16b
  ldr q@5, [sp, #784]
  eor v@0.16b, v@0.16b, v@5.16b
  eor v@6.16b, v@6.16b, v@0.16b
  str q@6, [x26]
  add sp, sp, #1488
  ldp x20, x19, [sp, #144]
  ldp x22, x21, [sp, #128]
  ldp x24, x23, [sp, #112]
  ldp x26, x25, [sp, #96]
  ldp x28, x27, [sp, #80]
  ldp x29, x30, [sp, #64]
  ldp d9, d8, [sp, #48]
  ldp d11, d10, [sp, #32]
  ldp d13, d12, [sp, #16]
  ldp d15, d14, [sp], #160
  ret
L9:
  adrp x3, C7
  add x3, x3, :lo12:C7
  mov x0, x22
  mov x1, x24
  mov x2, x24
  bl core::slice::index::slice_index_fail
L15:
  cmp x9, #16
  mov w8, #16
  ldr x2, [sp, #752]
  csel x8, x9, x8, lo
  adrp x3, C8
  add x3, x3, :lo12:C8
  add x1, x8, x22
  mov x0, x22
  bl core::slice::index::slice_index_fail
L5:
  adrp x2, C9
  add x2, x2, :lo12:C9
  mov w1, #8
  bl core::panicking::panic_bounds_check
== hw_gcm::arch::aarch64::aes_pmull::open#1
  stp d15, d14, [sp, #-160]!
  stp d13, d12, [sp, #16]
  stp d11, d10, [sp, #32]
  stp d9, d8, [sp, #48]
  stp x29, x30, [sp, #64]
  stp x28, x27, [sp, #80]
  stp x26, x25, [sp, #96]
  stp x24, x23, [sp, #112]
  stp x22, x21, [sp, #128]
  stp x20, x19, [sp, #144]
  add x29, sp, #64
  sub sp, sp, #1504
  str xzr, [sp]
  mov x20, x8
  add x8, x1, #8
  ldp q@0, q@1, [x0]
  movi v@2.2d, #0000000000000000
  ldp q@3, q@4, [x0, #336]
  mov x21, x4
  mov x25, x3
  mov x22, x2
  str q@0, [sp, #416]
  stp q@0, q@1, [sp, #960]
  ldp q@5, q@0, [x0, #32]
  stp q@3, q@4, [sp, #928]
  str q@5, [sp, #816]
  stp q@5, q@0, [sp, #992]
  ldp q@6, q@5, [x0, #64]
  stp q@0, q@6, [sp, #384]
  str q@6, [sp, #1024]
  ldp q@6, q@0, [x0, #96]
  str q@5, [sp, #1040]
  stp q@5, q@6, [sp, #432]
  str q@6, [sp, #1056]
  ldp q@5, q@6, [x0, #128]
  stp q@0, q@1, [sp, #464]
  str q@0, [sp, #1072]
  str q@5, [sp, #496]
  str q@5, [sp, #1088]
  ldp q@0, q@5, [x0, #160]
  str q@6, [sp, #528]
  str q@6, [sp, #1104]
  ldr d0, [x1]
  stp q@5, q@0, [sp, #560]
  str q@0, [sp, #1120]
  ldp q@1, q@0, [x0, #192]
  str q@5, [sp, #1136]
  ld1 { v@6.s }[2], [x8]
  lsr x8, x3, #4
  str q@0, [sp, #512]
  str q@0, [sp, #1168]
  ldp q@5, q@0, [x0, #240]
  str q@1, [sp, #544]
  mov v@6.s[3], v@2.s[3]
  str q@1, [sp, #1152]
  stp q@0, q@5, [sp, #288]
  stp q@5, q@0, [sp, #832]
  ldp q@1, q@0, [x0, #272]
  str q@1, [sp, #272]
  stp q@1, q@0, [sp, #864]
  ldp q@5, q@1, [x0, #304]
  stp q@3, q@1, [sp, #240]
  stp q@5, q@0, [sp, #784]
  rev32 v@0.16b, v@6.16b
  ldr q@6, [x0, #224]
  stp q@5, q@1, [sp, #896]
  str q@6, [sp, #1184]
  stp q@0, q@6, [sp, #352]
  str q@0, [sp, #1200]
  cbz x8, L0
  movi v@6.2d, #0000000000000000
  add x9, sp, #832
  sub x10, x29, #208
  add x11, x9, #152
  mov w12, #8
  mov x13, #-4467570830351532032
  mov w14, #9
  mov x15, x22
  b L1
L2:
  ext v@3.16b, v@6.16b, v@5.16b, #8
  ext v@5.16b, v@5.16b, v@6.16b, #8
  sub x8, x8, x16
  add x15, x15, x17
  eor v@1.16b, v@3.16b, v@1.16b
  fmov d4, x13
  eor v@0.16b, v@5.16b, v@0.16b
  pmull v@7.1q, v@1.1d, v@3.1d
  ext v@1.16b, v@1.16b, v@1.16b, #8
  eor v@1.16b, v@1.16b, v@7.16b
  pmull v@3.1q, v@1.1d, v@3.1d
  ext v@5.16b, v@1.16b, v@1.16b, #8
  eor v@0.16b, v@0.16b, v@3.16b
  eor v@2.16b, v@0.16b, v@5.16b
  cbz x8, L0
L1:
  cmp x8, #8
  mov x17, xzr
  stp q@6, q@6, [x29, #-208]
  csel x16, x8, x12, lo
  stp q@6, q@6, [x29, #-176]
  stp q@6, q@6, [x29, #-144]
  stp q@6, q@6, [x29, #-112]
L3:
  lsl x18, x17, #4
  add x17, x17, #1
  cmp x16, x17
  ldr q@0, [x15, x18]
  rev64 v@0.16b, v@0.16b
  ext v@0.16b, v@0.16b, v@0.16b, #8
  str q@0, [x10, x18]
  b.ne L3
  sub x17, x12, x16
  ldur q@0, [x29, #-208]
  cmp x8, #1
  add x17, x9, x17, lsl #4
  eor v@0.16b, v@0.16b, v@2.16b
  ldr x18, [x17]
  orr x17, x17, #0x8
  ld1r { v@5.2d }, [x17]
  lsl x17, x16, #4
  dup v@1.2d, x18
  pmull v@3.1q, v@0.1d, v@5.1d
  pmull2 v@7.1q, v@0.2d, v@1.2d
  fmov d3, x18
  pmull v@1.1q, v@0.1d, v@1.1d
  pmull2 v@0.1q, v@0.2d, v@5.2d
  eor v@5.16b, v@7.16b, v@3.16b
  b.eq L2
  sub x18, x11, x16, lsl #4
  add x1, x10, x17
  sub x0, x14, x16
  add x2, x10, #16
L4:
  sub x3, x0, #8
  cmn x3, #8
  b.lo L5
  ldp d4, d7, [x2], #16
  ldp d6, d5, [x18, #-8]
  cmp x2, x1
  add x0, x0, #1
  add x18, x18, #16
  pmull v@8.1q, v@3.1d, v@7.1d
  pmull v@9.1q, v@2.1d, v@10.1d
  pmull v@3.1q, v@3.1d, v@10.1d
  pmull v@7.1q, v@2.1d, v@7.1d
  eor v@10.16b, v@9.16b, v@8.16b
  eor v@1.16b, v@1.16b, v@3.16b
  eor v@0.16b, v@0.16b, v@7.16b
  eor v@5.16b, v@5.16b, v@10.16b
  b.ne L4
  b L2
L0:
  fmov x8, d18
  mov x24, v@4.d[1]
  dup v@8.2d, x8
  and x8, x25, #0xf
  stp q@8, q@4, [sp, #320]
  cbz x8, L6
  mov w9, #16
  mov w1, wzr
  and x19, x25, #0x7ffffffffffffff0
  sub x2, x9, x8
  sub x9, x29, #208
  str q@2, [sp, #752]
  orr x0, x9, x8
  bl memset
  sub x0, x29, #208
  add x1, x22, x19
  and x2, x25, #0xf
  bl memcpy
  ldur q@6, [x29, #-208]
  ldr q@0, [sp, #752]
  movi v@1.2d, #0000000000000000
  ldp q@8, q@10, [sp, #320]
  mov x8, #-4467570830351532032
  rev64 v@6.16b, v@6.16b
  ext v@6.16b, v@6.16b, v@6.16b, #8
  eor v@6.16b, v@0.16b, v@6.16b
  fmov d1, x24
  pmull v@0.1q, v@6.1d, v@0.1d
  pmull2 v@5.1q, v@6.2d, v@8.2d
  eor v@0.16b, v@5.16b, v@0.16b
  pmull v@5.1q, v@6.1d, v@10.1d
  pmull2 v@6.1q, v@6.2d, v@10.2d
  ext v@3.16b, v@1.16b, v@0.16b, #8
  ext v@0.16b, v@0.16b, v@1.16b, #8
  eor v@5.16b, v@3.16b, v@5.16b
  fmov d4, x8
  eor v@6.16b, v@0.16b, v@6.16b
  pmull v@7.1q, v@5.1d, v@3.1d
  ext v@5.16b, v@5.16b, v@5.16b, #8
  eor v@5.16b, v@5.16b, v@7.16b
  pmull v@1.1q, v@5.1d, v@3.1d
  ext v@0.16b, v@5.16b, v@5.16b, #8
  eor v@6.16b, v@6.16b, v@1.16b
  eor v@2.16b, v@6.16b, v@0.16b
L6:
  ldp x8, x19, [x21]
  cmp x19, #128
  b.lo L7
  ldr q@6, [sp, #304]
  adrp x14, C0
  adrp x15, C1
  ldr q@0, [x14, :lo12:C0]
  adrp x14, C2
  adrp x1, C3
  fmov x12, d0
  mov x16, v@6.d[1]
  ldr q@6, [sp, #288]
  str q@0, [sp, #224]
  ldr q@0, [x14, :lo12:C2]
  adrp x14, C4
  fmov x7, d0
  mov x17, v@6.d[1]
  ldr q@6, [sp, #272]
  str q@0, [sp, #208]
  ldr q@0, [x14, :lo12:C4]
  adrp x14, C5
  fmov x3, d0
  mov x18, v@6.d[1]
  ldr q@6, [sp, #800]
  str q@0, [sp, #192]
  ldr q@0, [x15, :lo12:C1]
  adrp x15, C6
  fmov x4, d0
  mov x0, v@6.d[1]
  ldr q@6, [sp, #784]
  str q@0, [sp, #176]
  ldr q@0, [x14, :lo12:C5]
  ldr q@11, [sp, #480]
  fmov x5, d0
  mov x6, v@6.d[1]
  ldr q@6, [sp, #256]
  str q@0, [sp, #160]
  ldr q@0, [x1, :lo12:C3]
  ldr q@12, [sp, #384]
  fmov x10, d0
  mov x11, v@6.d[1]
  ldr q@6, [sp, #240]
  ldp q@13, q@14, [sp, #400]
  ldr q@15, [sp, #432]
  fmov x13, d0
  mov x14, v@6.d[1]
  ldr q@6, [x15, :lo12:C6]
  ldp x15, x1, [x21, #16]
  mov x9, xzr
  str q@6, [sp, #144]
  dup v@6.2d, x12
  mov x23, xzr
  mov w12, #2
  stp x17, x16, [sp, #32]
  mov x16, #-4467570830351532032
  stp x0, x18, [sp, #16]
  stp q@6, q@0, [sp, #112]
  dup v@0.2d, x7
  dup v@6.2d, x3
  str x6, [sp, #8]
  stp q@6, q@0, [sp, #80]
  dup v@0.2d, x4
  dup v@6.2d, x5
  stp q@6, q@0, [sp, #48]
L8:
  cmp x23, x19
  b.hi L9
  cmp x23, x1
  b.hi L10
  add x17, x1, x9
  cmp x17, #128
  b.lo L11
  ldr q@5, [sp, #352]
  add x17, x8, x23
  ldr q@16, [sp, #288]
  ldp q@6, q@1, [x17]
  dup v@3.2d, x10
  mov v@5.s[3], w12
  ldp q@10, q@9, [x17, #32]
  add x18, x15, x23
  sub x9, x9, #128
  add x23, x23, #128
  stp q@1, q@6, [sp, #656]
  rev64 v@0.16b, v@6.16b
  ldr q@6, [sp, #224]
  rev64 v@1.16b, v@1.16b
  rev64 v@7.16b, v@10.16b
  stp q@10, q@9, [sp, #704]
  mov v@8.16b, v@5.16b
  str q@5, [sp, #640]
  add v@5.4s, v@5.4s, v@6.4s
  rev64 v@10.16b, v@9.16b
  ldp q@9, q@17, [x17, #96]
  ext v@0.16b, v@0.16b, v@0.16b, #8
  add w12, w12, #8
  rev32 v@6.16b, v@8.16b
  rev32 v@18.16b, v@5.16b
  ext v@19.16b, v@1.16b, v@1.16b, #8
  ldp q@4, q@8, [x17, #64]
  ext v@20.16b, v@7.16b, v@7.16b, #8
  ext v@1.16b, v@10.16b, v@10.16b, #8
  fmov d5, x11
  str q@9, [sp, #768]
  eor v@21.16b, v@2.16b, v@0.16b
  ldr d1, [sp, #32]
  rev64 v@9.16b, v@9.16b
  rev64 v@5.16b, v@4.16b
  aese v@6.16b, v@14.16b
  aesmc v@6.16b, v@6.16b
  aese v@18.16b, v@14.16b
  aesmc v@18.16b, v@18.16b
  rev64 v@22.16b, v@8.16b
  stp q@4, q@8, [sp, #736]
  add x17, x19, x9
  aese v@6.16b, v@11.16b
  aesmc v@6.16b, v@6.16b
  str q@17, [sp, #688]
  aese v@18.16b, v@11.16b
  aesmc v@18.16b, v@18.16b
  ext v@23.16b, v@5.16b, v@5.16b, #8
  ldr q@5, [sp, #816]
  ext v@24.16b, v@22.16b, v@22.16b, #8
  rev64 v@17.16b, v@17.16b
  pmull v@22.1q, v@19.1d, v@0.1d
  ext v@25.16b, v@9.16b, v@9.16b, #8
  aese v@6.16b, v@5.16b
  aesmc v@6.16b, v@6.16b
  aese v@18.16b, v@5.16b
  aesmc v@18.16b, v@18.16b
  ldp q@5, q@0, [sp, #80]
  cmp x17, #127
  pmull2 v@2.1q, v@19.2d, v@0.2d
  ldr q@0, [sp, #272]
  mov v@26.16b, v@24.16b
  pmull2 v@4.1q, v@20.2d, v@5.2d
  ldr q@5, [sp, #800]
  aese v@6.16b, v@12.16b
  aesmc v@6.16b, v@6.16b
  aese v@18.16b, v@12.16b
  aesmc v@18.16b, v@18.16b
  pmull v@27.1q, v@1.1d, v@5.1d
  ldr d2, [sp, #16]
  pmull v@10.1q, v@19.1d, v@16.1d
  eor v@2.16b, v@22.16b, v@2.16b
  pmull v@8.1q, v@20.1d, v@0.1d
  aese v@6.16b, v@13.16b
  aesmc v@6.16b, v@6.16b
  pmull v@28.1q, v@1.1d, v@5.1d
  ldr q@5, [sp, #784]
  aese v@18.16b, v@13.16b
  aesmc v@18.16b, v@18.16b
  pmull v@29.1q, v@23.1d, v@5.1d
  ldr q@5, [sp, #48]
  aese v@6.16b, v@15.16b
  aesmc v@6.16b, v@6.16b
  pmull2 v@30.1q, v@23.2d, v@5.2d
  eor v@5.16b, v@10.16b, v@8.16b
  eor v@8.16b, v@4.16b, v@28.16b
  pmull v@31.1q, v@24.1d, v@7.1d
  mov v@7.16b, v@21.16b
  dup v@24.2d, x13
  mov v@10.16b, v@26.16b
  aese v@18.16b, v@15.16b
  aesmc v@18.16b, v@18.16b
  str q@5, [sp, #624]
  eor v@5.16b, v@27.16b, v@29.16b
  eor v@9.16b, v@30.16b, v@31.16b
  str q@5, [sp, #608]
  ldr d2, [sp, #40]
  pmull2 v@30.1q, v@26.2d, v@3.2d
  ext v@3.16b, v@17.16b, v@17.16b, #8
  ldr q@26, [sp, #496]
  pmull v@4.1q, v@7.1d, v@5.1d
  ldr q@5, [sp, #112]
  pmull2 v@27.1q, v@21.2d, v@5.2d
  ldr d2, [sp, #24]
  ldp q@22, q@21, [sp, #448]
  eor v@9.16b, v@9.16b, v@30.16b
  pmull v@28.1q, v@20.1d, v@5.1d
  ldr q@5, [sp, #64]
  pmull2 v@29.1q, v@1.2d, v@5.2d
  ldr d2, [sp, #8]
  eor v@4.16b, v@27.16b, v@4.16b
  aese v@6.16b, v@22.16b
  aesmc v@6.16b, v@6.16b
  aese v@18.16b, v@22.16b
  aesmc v@18.16b, v@18.16b
  eor v@2.16b, v@2.16b, v@28.16b
  fmov d20, x14
  pmull v@27.1q, v@23.1d, v@5.1d
  eor v@8.16b, v@8.16b, v@29.16b
  fmov d21, x24
  aese v@6.16b, v@21.16b
  aesmc v@6.16b, v@6.16b
  eor v@2.16b, v@4.16b, v@2.16b
  aese v@18.16b, v@21.16b
  aesmc v@18.16b, v@18.16b
  eor v@8.16b, v@8.16b, v@27.16b
  pmull2 v@5.1q, v@19.2d, v@16.2d
  ldr q@16, [sp, #240]
  aese v@6.16b, v@26.16b
  aesmc v@6.16b, v@6.16b
  ldr q@19, [sp, #528]
  aese v@18.16b, v@26.16b
  aesmc v@18.16b, v@18.16b
  eor v@2.16b, v@2.16b, v@8.16b
  pmull2 v@27.1q, v@20.2d, v@0.2d
  ldp q@0, q@4, [sp, #320]
  pmull v@28.1q, v@25.1d, v@28.1d
  ldr q@20, [sp, #304]
  aese v@6.16b, v@19.16b
  aesmc v@6.16b, v@6.16b
  aese v@18.16b, v@19.16b
  aesmc v@18.16b, v@18.16b
  pmull v@30.1q, v@25.1d, v@16.1d
  eor v@5.16b, v@5.16b, v@27.16b
  eor v@9.16b, v@9.16b, v@28.16b
  pmull2 v@8.1q, v@25.2d, v@24.2d
  pmull v@28.1q, v@3.1d, v@4.1d
  str q@5, [sp, #592]
  pmull2 v@31.1q, v@3.2d, v@0.2d
  ldr q@0, [sp, #256]
  pmull v@24.1q, v@7.1d, v@20.1d
  pmull v@29.1q, v@3.1d, v@29.1d
  eor v@8.16b, v@9.16b, v@8.16b
  pmull v@17.1q, v@10.1d, v@0.1d
  eor v@9.16b, v@30.16b, v@28.16b
  pmull2 v@3.1q, v@3.2d, v@4.2d
  ldp q@5, q@4, [sp, #624]
  eor v@30.16b, v@5.16b, v@24.16b
  ldr q@5, [sp, #608]
  eor v@2.16b, v@2.16b, v@8.16b
  eor v@27.16b, v@29.16b, v@31.16b
  ldp q@29, q@28, [sp, #560]
  eor v@31.16b, v@5.16b, v@17.16b
  ldr q@5, [sp, #800]
  ldr q@24, [sp, #512]
  pmull2 v@1.1q, v@1.2d, v@5.2d
  ldr q@5, [sp, #784]
  aese v@6.16b, v@28.16b
  aesmc v@6.16b, v@6.16b
  eor v@17.16b, v@2.16b, v@27.16b
  aese v@18.16b, v@28.16b
  aesmc v@18.16b, v@18.16b
  pmull2 v@8.1q, v@23.2d, v@5.2d
  pmull2 v@5.1q, v@10.2d, v@0.2d
  movi v@10.2d, #0000000000000000
  aese v@6.16b, v@29.16b
  aesmc v@6.16b, v@6.16b
  aese v@18.16b, v@29.16b
  aesmc v@18.16b, v@18.16b
  pmull2 v@0.1q, v@7.2d, v@20.2d
  eor v@7.16b, v@30.16b, v@31.16b
  ldr q@30, [sp, #544]
  eor v@1.16b, v@1.16b, v@8.16b
  ldr q@8, [sp, #208]
  aese v@6.16b, v@30.16b
  aesmc v@6.16b, v@6.16b
  ext v@10.16b, v@10.16b, v@17.16b, #8
  eor v@7.16b, v@7.16b, v@9.16b
  ldr q@9, [sp, #592]
  add v@8.4s, v@4.4s, v@8.4s
  eor v@5.16b, v@1.16b, v@5.16b
  aese v@18.16b, v@30.16b
  aesmc v@18.16b, v@18.16b
  eor v@0.16b, v@9.16b, v@0.16b
  ldp q@9, q@1, [sp, #176]
  pmull2 v@2.1q, v@25.2d, v@16.2d
  aese v@6.16b, v@24.16b
  eor v@7.16b, v@10.16b, v@7.16b
  fmov d26, x16
  rev32 v@20.16b, v@8.16b
  ldr q@10, [sp, #160]
  add v@1.4s, v@4.4s, v@1.4s
  add v@31.4s, v@4.4s, v@9.4s
  ldr q@9, [sp, #368]
  eor v@0.16b, v@0.16b, v@5.16b
  add v@10.4s, v@4.4s, v@10.4s
  aese v@18.16b, v@24.16b
  eor v@5.16b, v@2.16b, v@3.16b
  eor v@8.16b, v@9.16b, v@6.16b
  rev32 v@6.16b, v@1.16b
  ldp q@1, q@2, [sp, #128]
  aese v@20.16b, v@14.16b
  aesmc v@20.16b, v@20.16b
  add v@2.4s, v@4.4s, v@2.4s
  eor v@27.16b, v@9.16b, v@18.16b
  pmull v@3.1q, v@7.1d, v@16.1d
  ext v@7.16b, v@7.16b, v@7.16b, #8
  eor v@0.16b, v@0.16b, v@5.16b
  rev32 v@5.16b, v@31.16b
  add v@4.4s, v@4.4s, v@1.4s
  rev32 v@18.16b, v@10.16b
  aese v@6.16b, v@14.16b
  aesmc v@6.16b, v@6.16b
  rev32 v@23.16b, v@2.16b
  str q@0, [sp, #640]
  aese v@20.16b, v@11.16b
  aesmc v@20.16b, v@20.16b
  eor v@31.16b, v@7.16b, v@3.16b
  ldp q@0, q@3, [sp, #656]
  rev32 v@25.16b, v@4.16b
  aese v@5.16b, v@14.16b
  aesmc v@5.16b, v@5.16b
  aese v@6.16b, v@11.16b
  aesmc v@6.16b, v@6.16b
  aese v@23.16b, v@14.16b
  aesmc v@23.16b, v@23.16b
  eor v@1.16b, v@8.16b, v@3.16b
  ldr q@3, [sp, #816]
  aese v@5.16b, v@11.16b
  aesmc v@5.16b, v@5.16b
  aese v@18.16b, v@14.16b
  aesmc v@18.16b, v@18.16b
  aese v@20.16b, v@3.16b
  aesmc v@20.16b, v@20.16b
  aese v@6.16b, v@3.16b
  aesmc v@6.16b, v@6.16b
  aese v@25.16b, v@14.16b
  aesmc v@25.16b, v@25.16b
  aese v@23.16b, v@11.16b
  aesmc v@23.16b, v@23.16b
  aese v@5.16b, v@3.16b
  aesmc v@5.16b, v@5.16b
  aese v@20.16b, v@12.16b
  aesmc v@20.16b, v@20.16b
  aese v@6.16b, v@12.16b
  aesmc v@6.16b, v@6.16b
  aese v@18.16b, v@11.16b
  aesmc v@18.16b, v@18.16b
  aese v@25.16b, v@11.16b
  aesmc v@25.16b, v@25.16b
  aese v@23.16b, v@3.16b
  aesmc v@23.16b, v@23.16b
  aese v@5.16b, v@12.16b
  aesmc v@5.16b, v@5.16b
  aese v@20.16b, v@13.16b
  aesmc v@20.16b, v@20.16b
  aese v@6.16b, v@13.16b
  aesmc v@6.16b, v@6.16b
  aese v@18.16b, v@3.16b
  aesmc v@18.16b, v@18.16b
  aese v@25.16b, v@3.16b
  aesmc v@25.16b, v@25.16b
  aese v@23.16b, v@12.16b
  aesmc v@23.16b, v@23.16b
  aese v@5.16b, v@13.16b
  aesmc v@5.16b, v@5.16b
  aese v@20.16b, v@15.16b
  aesmc v@20.16b, v@20.16b
  aese v@6.16b, v@15.16b
  aesmc v@6.16b, v@6.16b
  aese v@18.16b, v@12.16b
  aesmc v@18.16b, v@18.16b
  aese v@25.16b, v@12.16b
  aesmc v@25.16b, v@25.16b
  aese v@23.16b, v@13.16b
  aesmc v@23.16b, v@23.16b
  aese v@5.16b, v@15.16b
  aesmc v@5.16b, v@5.16b
  aese v@20.16b, v@22.16b
  aesmc v@20.16b, v@20.16b
  aese v@6.16b, v@22.16b
  aesmc v@6.16b, v@6.16b
  aese v@18.16b, v@13.16b
  aesmc v@18.16b, v@18.16b
  aese v@25.16b, v@13.16b
  aesmc v@25.16b, v@25.16b
  aese v@23.16b, v@15.16b
  aesmc v@23.16b, v@23.16b
  aese v@5.16b, v@22.16b
  aesmc v@5.16b, v@5.16b
  aese v@20.16b, v@21.16b
  aesmc v@20.16b, v@20.16b
  aese v@6.16b, v@21.16b
  aesmc v@6.16b, v@6.16b
  aese v@18.16b, v@15.16b
  aesmc v@18.16b, v@18.16b
  aese v@25.16b, v@15.16b
  aesmc v@25.16b, v@25.16b
  aese v@23.16b, v@22.16b
  aesmc v@23.16b, v@23.16b
  aese v@5.16b, v@21.16b
  aesmc v@5.16b, v@5.16b
  aese v@20.16b, v@26.16b
  aesmc v@20.16b, v@20.16b
  aese v@6.16b, v@26.16b
  aesmc v@6.16b, v@6.16b
  aese v@18.16b, v@22.16b
  aesmc v@18.16b, v@18.16b
  aese v@25.16b, v@22.16b
  aesmc v@25.16b, v@25.16b
  aese v@23.16b, v@21.16b
  aesmc v@23.16b, v@23.16b
  aese v@5.16b, v@26.16b
  aesmc v@5.16b, v@5.16b
  aese v@20.16b, v@19.16b
  aesmc v@20.16b, v@20.16b
  aese v@6.16b, v@19.16b
  aesmc v@6.16b, v@6.16b
  aese v@18.16b, v@21.16b
  aesmc v@18.16b, v@18.16b
  aese v@25.16b, v@21.16b
  aesmc v@25.16b, v@25.16b
  aese v@23.16b, v@26.16b
  aesmc v@23.16b, v@23.16b
  aese v@5.16b, v@19.16b
  aesmc v@5.16b, v@5.16b
  aese v@20.16b, v@28.16b
  aesmc v@20.16b, v@20.16b
  aese v@6.16b, v@28.16b
  aesmc v@6.16b, v@6.16b
  aese v@18.16b, v@26.16b
  aesmc v@18.16b, v@18.16b
  aese v@25.16b, v@26.16b
  aesmc v@25.16b, v@25.16b
  aese v@23.16b, v@19.16b
  aesmc v@23.16b, v@23.16b
  aese v@5.16b, v@28.16b
  aesmc v@5.16b, v@5.16b
  aese v@20.16b, v@29.16b
  aesmc v@20.16b, v@20.16b
  aese v@6.16b, v@29.16b
  aesmc v@6.16b, v@6.16b
  aese v@18.16b, v@19.16b
  aesmc v@18.16b, v@18.16b
  aese v@25.16b, v@19.16b
  aesmc v@25.16b, v@25.16b
  movi v@3.2d, #0000000000000000
  aese v@23.16b, v@28.16b
  aesmc v@23.16b, v@23.16b
  aese v@5.16b, v@29.16b
  aesmc v@5.16b, v@5.16b
  aese v@20.16b, v@30.16b
  aesmc v@20.16b, v@20.16b
  aese v@6.16b, v@30.16b
  aesmc v@6.16b, v@6.16b
  aese v@18.16b, v@28.16b
  aesmc v@18.16b, v@18.16b
  aese v@25.16b, v@28.16b
  aesmc v@25.16b, v@25.16b
  aese v@23.16b, v@29.16b
  aesmc v@23.16b, v@23.16b
  ext v@3.16b, v@17.16b, v@3.16b, #8
  eor v@0.16b, v@27.16b, v@0.16b
  aese v@5.16b, v@30.16b
  aesmc v@5.16b, v@5.16b
  aese v@20.16b, v@24.16b
  aese v@6.16b, v@24.16b
  aese v@18.16b, v@29.16b
  aesmc v@18.16b, v@18.16b
  aese v@25.16b, v@29.16b
  aesmc v@25.16b, v@25.16b
  ldr q@10, [sp, #640]
  aese v@23.16b, v@30.16b
  aesmc v@23.16b, v@23.16b
  aese v@5.16b, v@24.16b
  eor v@7.16b, v@9.16b, v@20.16b
  stp q@1, q@0, [x18]
  eor v@6.16b, v@9.16b, v@6.16b
  eor v@3.16b, v@3.16b, v@10.16b
  ldp q@10, q@0, [sp, #704]
  aese v@18.16b, v@30.16b
  aesmc v@18.16b, v@18.16b
  aese v@25.16b, v@30.16b
  aesmc v@25.16b, v@25.16b
  aese v@23.16b, v@24.16b
  eor v@5.16b, v@9.16b, v@5.16b
  pmull v@1.1q, v@31.1d, v@16.1d
  eor v@7.16b, v@7.16b, v@10.16b
  eor v@6.16b, v@6.16b, v@0.16b
  aese v@18.16b, v@24.16b
  ldr q@2, [sp, #736]
  aese v@25.16b, v@24.16b
  eor v@0.16b, v@9.16b, v@23.16b
  eor v@5.16b, v@5.16b, v@2.16b
  ext v@2.16b, v@31.16b, v@31.16b, #8
  stp q@7, q@6, [x18, #32]
  eor v@10.16b, v@9.16b, v@18.16b
  eor v@1.16b, v@3.16b, v@1.16b
  eor v@8.16b, v@9.16b, v@25.16b
  ldp q@3, q@6, [sp, #752]
  eor v@6.16b, v@0.16b, v@6.16b
  ldr q@0, [sp, #688]
  eor v@3.16b, v@10.16b, v@3.16b
  eor v@2.16b, v@1.16b, v@2.16b
  eor v@0.16b, v@8.16b, v@0.16b
  stp q@5, q@3, [x18, #64]
  stp q@6, q@0, [x18, #96]
  b.hi L8
  subs x27, x19, x23
  b.ne L12
  b L13
L7:
  mov x23, xzr
  mov w12, #2
  mov x17, x19
  subs x27, x19, xzr
  b.eq L13
L12:
  adrp x9, C0
  ldr q@6, [sp, #352]
  adrp x10, C2
  ldr q@0, [x9, :lo12:C0]
  adrp x9, C4
  str q@2, [sp, #752]
  ldr q@1, [x9, :lo12:C4]
  adrp x9, C5
  mov v@6.s[3], w12
  ldr q@7, [x9, :lo12:C5]
  adrp x9, C6
  ldr q@5, [x10, :lo12:C2]
  adrp x10, C1
  ldr q@2, [x9, :lo12:C6]
  adrp x9, C3
  ldr q@3, [x10, :lo12:C1]
  ldr q@8, [x9, :lo12:C3]
  add x9, x17, #15
  add v@0.4s, v@6.4s, v@0.4s
  add v@5.4s, v@6.4s, v@5.4s
  add v@1.4s, v@6.4s, v@1.4s
  add v@9.4s, v@6.4s, v@3.4s
  add v@4.4s, v@6.4s, v@7.4s
  add v@27.4s, v@6.4s, v@2.4s
  add v@8.4s, v@6.4s, v@8.4s
  rev32 v@10.16b, v@6.16b
  lsr x22, x9, #4
  rev32 v@2.16b, v@0.16b
  rev32 v@7.16b, v@5.16b
  rev32 v@3.16b, v@1.16b
  rev32 v@1.16b, v@9.16b
  rev32 v@5.16b, v@4.16b
  rev32 v@6.16b, v@27.16b
  rev32 v@0.16b, v@8.16b
  ldr q@8, [sp, #416]
  ldr q@4, [sp, #368]
  aese v@10.16b, v@8.16b
  aesmc v@10.16b, v@10.16b
  aese v@2.16b, v@8.16b
  aesmc v@2.16b, v@2.16b
  aese v@7.16b, v@8.16b
  aesmc v@7.16b, v@7.16b
  aese v@3.16b, v@8.16b
  aesmc v@3.16b, v@3.16b
  aese v@1.16b, v@8.16b
  aesmc v@1.16b, v@1.16b
  aese v@5.16b, v@8.16b
  aesmc v@5.16b, v@5.16b
  aese v@6.16b, v@8.16b
  aesmc v@6.16b, v@6.16b
  aese v@0.16b, v@8.16b
  aesmc v@0.16b, v@0.16b
  ldr q@8, [sp, #480]
  aese v@10.16b, v@8.16b
  aesmc v@10.16b, v@10.16b
  aese v@2.16b, v@8.16b
  aesmc v@2.16b, v@2.16b
  aese v@7.16b, v@8.16b
  aesmc v@7.16b, v@7.16b
  aese v@3.16b, v@8.16b
  aesmc v@3.16b, v@3.16b
  aese v@1.16b, v@8.16b
  aesmc v@1.16b, v@1.16b
  aese v@5.16b, v@8.16b
  aesmc v@5.16b, v@5.16b
  aese v@6.16b, v@8.16b
  aesmc v@6.16b, v@6.16b
  aese v@0.16b, v@8.16b
  aesmc v@0.16b, v@0.16b
  ldr q@8, [sp, #816]
  aese v@10.16b, v@8.16b
  aesmc v@10.16b, v@10.16b
  aese v@2.16b, v@8.16b
  aesmc v@2.16b, v@2.16b
  aese v@7.16b, v@8.16b
  aesmc v@7.16b, v@7.16b
  aese v@3.16b, v@8.16b
  aesmc v@3.16b, v@3.16b
  aese v@1.16b, v@8.16b
  aesmc v@1.16b, v@1.16b
  aese v@5.16b, v@8.16b
  aesmc v@5.16b, v@5.16b
  aese v@6.16b, v@8.16b
  aesmc v@6.16b, v@6.16b
  aese v@0.16b, v@8.16b
  aesmc v@0.16b, v@0.16b
  ldp q@9, q@8, [sp, #384]
  aese v@10.16b, v@9.16b
  aesmc v@10.16b, v@10.16b
  aese v@2.16b, v@9.16b
  aesmc v@2.16b, v@2.16b
  aese v@7.16b, v@9.16b
  aesmc v@7.16b, v@7.16b
  aese v@3.16b, v@9.16b
  aesmc v@3.16b, v@3.16b
  aese v@1.16b, v@9.16b
  aesmc v@1.16b, v@1.16b
  aese v@5.16b, v@9.16b
  aesmc v@5.16b, v@5.16b
  aese v@6.16b, v@9.16b
  aesmc v@6.16b, v@6.16b
  aese v@0.16b, v@9.16b
  aesmc v@0.16b, v@0.16b
  aese v@10.16b, v@8.16b
  aesmc v@10.16b, v@10.16b
  aese v@2.16b, v@8.16b
  aesmc v@2.16b, v@2.16b
  aese v@7.16b, v@8.16b
  aesmc v@7.16b, v@7.16b
  aese v@3.16b, v@8.16b
  aesmc v@3.16b, v@3.16b
  aese v@1.16b, v@8.16b
  aesmc v@1.16b, v@1.16b
  aese v@5.16b, v@8.16b
  aesmc v@5.16b, v@5.16b
  aese v@6.16b, v@8.16b
  aesmc v@6.16b, v@6.16b
  aese v@0.16b, v@8.16b
  aesmc v@0.16b, v@0.16b
  ldp q@9, q@8, [sp, #432]
  aese v@10.16b, v@9.16b
  aesmc v@10.16b, v@10.16b
  aese v@2.16b, v@9.16b
  aesmc v@2.16b, v@2.16b
  aese v@7.16b, v@9.16b
  aesmc v@7.16b, v@7.16b
  aese v@3.16b, v@9.16b
  aesmc v@3.16b, v@3.16b
  aese v@1.16b, v@9.16b
  aesmc v@1.16b, v@1.16b
  aese v@5.16b, v@9.16b
  aesmc v@5.16b, v@5.16b
  aese v@6.16b, v@9.16b
  aesmc v@6.16b, v@6.16b
  aese v@0.16b, v@9.16b
  aesmc v@0.16b, v@0.16b
  aese v@10.16b, v@8.16b
  aesmc v@10.16b, v@10.16b
  aese v@2.16b, v@8.16b
  aesmc v@2.16b, v@2.16b
  aese v@7.16b, v@8.16b
  aesmc v@7.16b, v@7.16b
  aese v@3.16b, v@8.16b
  aesmc v@3.16b, v@3.16b
  aese v@1.16b, v@8.16b
  aesmc v@1.16b, v@1.16b
  aese v@5.16b, v@8.16b
  aesmc v@5.16b, v@5.16b
  aese v@6.16b, v@8.16b
  aesmc v@6.16b, v@6.16b
  aese v@0.16b, v@8.16b
  aesmc v@0.16b, v@0.16b
  ldr q@8, [sp, #464]
  aese v@10.16b, v@8.16b
  aesmc v@10.16b, v@10.16b
  aese v@2.16b, v@8.16b
  aesmc v@2.16b, v@2.16b
  aese v@7.16b, v@8.16b
  aesmc v@7.16b, v@7.16b
  aese v@3.16b, v@8.16b
  aesmc v@3.16b, v@3.16b
  aese v@1.16b, v@8.16b
  aesmc v@1.16b, v@1.16b
  aese v@5.16b, v@8.16b
  aesmc v@5.16b, v@5.16b
  aese v@6.16b, v@8.16b
  aesmc v@6.16b, v@6.16b
  aese v@0.16b, v@8.16b
  aesmc v@0.16b, v@0.16b
  ldr q@8, [sp, #496]
  aese v@10.16b, v@8.16b
  aesmc v@10.16b, v@10.16b
  aese v@2.16b, v@8.16b
  aesmc v@2.16b, v@2.16b
  aese v@7.16b, v@8.16b
  aesmc v@7.16b, v@7.16b
  aese v@3.16b, v@8.16b
  aesmc v@3.16b, v@3.16b
  aese v@1.16b, v@8.16b
  aesmc v@1.16b, v@1.16b
  aese v@5.16b, v@8.16b
  aesmc v@5.16b, v@5.16b
  aese v@6.16b, v@8.16b
  aesmc v@6.16b, v@6.16b
  aese v@0.16b, v@8.16b
  aesmc v@0.16b, v@0.16b
  ldr q@8, [sp, #528]
  aese v@10.16b, v@8.16b
  aesmc v@10.16b, v@10.16b
  aese v@2.16b, v@8.16b
  aesmc v@2.16b, v@2.16b
  aese v@7.16b, v@8.16b
  aesmc v@7.16b, v@7.16b
  aese v@3.16b, v@8.16b
  aesmc v@3.16b, v@3.16b
  aese v@1.16b, v@8.16b
  aesmc v@1.16b, v@1.16b
  aese v@5.16b, v@8.16b
  aesmc v@5.16b, v@5.16b
  aese v@6.16b, v@8.16b
  aesmc v@6.16b, v@6.16b
  aese v@0.16b, v@8.16b
  aesmc v@0.16b, v@0.16b
  ldp q@8, q@9, [sp, #560]
  aese v@3.16b, v@9.16b
  aesmc v@3.16b, v@3.16b
  aese v@5.16b, v@9.16b
  aesmc v@5.16b, v@5.16b
  aese v@6.16b, v@9.16b
  aesmc v@6.16b, v@6.16b
  aese v@0.16b, v@9.16b
  aesmc v@0.16b, v@0.16b
  aese v@10.16b, v@9.16b
  aesmc v@10.16b, v@10.16b
  aese v@2.16b, v@9.16b
  aesmc v@2.16b, v@2.16b
  aese v@7.16b, v@9.16b
  aesmc v@7.16b, v@7.16b
  aese v@1.16b, v@9.16b
  aesmc v@1.16b, v@1.16b
  ldr q@9, [sp, #512]
  aese v@3.16b, v@8.16b
  aesmc v@3.16b, v@3.16b
  aese v@5.16b, v@8.16b
  aesmc v@5.16b, v@5.16b
  aese v@6.16b, v@8.16b
  aesmc v@6.16b, v@6.16b
  aese v@0.16b, v@8.16b
  aesmc v@0.16b, v@0.16b
  aese v@10.16b, v@8.16b
  aesmc v@10.16b, v@10.16b
  aese v@2.16b, v@8.16b
  aesmc v@2.16b, v@2.16b
  aese v@7.16b, v@8.16b
  aesmc v@7.16b, v@7.16b
  aese v@1.16b, v@8.16b
  aesmc v@1.16b, v@1.16b
  ldr q@8, [sp, #544]
  aese v@3.16b, v@8.16b
  aesmc v@3.16b, v@3.16b
  aese v@5.16b, v@8.16b
  aesmc v@5.16b, v@5.16b
  aese v@6.16b, v@8.16b
  aesmc v@6.16b, v@6.16b
  aese v@0.16b, v@8.16b
  aesmc v@0.16b, v@0.16b
  aese v@10.16b, v@8.16b
  aesmc v@10.16b, v@10.16b
  aese v@3.16b, v@9.16b
  aese v@2.16b, v@8.16b
  aesmc v@2.16b, v@2.16b
  aese v@5.16b, v@9.16b
  aese v@6.16b, v@9.16b
  aese v@0.16b, v@9.16b
  aese v@7.16b, v@8.16b
  aesmc v@7.16b, v@7.16b
  aese v@1.16b, v@8.16b
  aesmc v@1.16b, v@1.16b
  eor v@3.16b, v@3.16b, v@4.16b
  eor v@5.16b, v@5.16b, v@4.16b
  eor v@6.16b, v@6.16b, v@4.16b
  aese v@10.16b, v@9.16b
  eor v@0.16b, v@0.16b, v@4.16b
  aese v@2.16b, v@9.16b
  aese v@7.16b, v@9.16b
  str q@3, [sp, #1264]
  aese v@1.16b, v@9.16b
  movi v@3.2d, #0000000000000000
  str q@5, [sp, #1296]
  movi v@5.2d, #0000000000000000
  eor v@10.16b, v@10.16b, v@4.16b
  str q@6, [sp, #1312]
  movi v@6.2d, #0000000000000000
  eor v@2.16b, v@2.16b, v@4.16b
  str q@0, [sp, #1328]
  movi v@0.2d, #0000000000000000
  eor v@7.16b, v@7.16b, v@4.16b
  str q@10, [sp, #1216]
  eor v@1.16b, v@1.16b, v@4.16b
  str q@2, [sp, #1232]
  str q@7, [sp, #1248]
  str q@1, [sp, #1280]
  stp q@3, q@3, [x29, #-208]
  stp q@3, q@3, [x29, #-176]
  stp q@3, q@3, [x29, #-144]
  stp q@3, q@3, [x29, #-112]
  cbz x22, L14
  str x9, [sp, #688]
  ldp x9, x10, [x21, #16]
  str x20, [sp, #736]
  mov x28, xzr
  add x8, x8, x23
  mov w20, #16
  str x25, [sp, #720]
  add x26, x9, x23
  str x10, [sp, #784]
  str x8, [sp, #768]
  str x22, [sp, #704]
L15:
  cmp x27, #16
  csel x8, x27, x20, lo
  cmp x28, #128
  b.eq L16
  add x8, x23, x8
  add x0, x23, x28
  subs x25, x27, #16
  add x21, x28, x8
  csel x24, x27, x20, lo
  stp xzr, xzr, [x29, #-224]
  cmp x21, x0
  b.lo L17
  cmp x21, x19
  b.hi L17
  ldr x8, [sp, #768]
  sub x0, x29, #224
  mov x2, x24
  add x1, x8, x28
  bl memcpy
  add x8, sp, #1216
  ldur q@0, [x29, #-224]
  ldr q@6, [x8, x28]
  ldr x8, [sp, #784]
  eor v@6.16b, v@6.16b, v@0.16b
  cmp x21, x8
  stur q@6, [x29, #-224]
  b.hi L18
  add x0, x26, x28
  sub x1, x29, #224
  mov x2, x24
  sub x22, x22, #1
  str q@0, [sp, #800]
  bl memcpy
  ldr q@6, [sp, #800]
  sub x8, x29, #208
  stp xzr, xzr, [x29, #-224]
  mov x27, x25
  rev64 v@6.16b, v@6.16b
  ext v@6.16b, v@6.16b, v@6.16b, #8
  str q@6, [x8, x28]
  sub x8, x29, #224
  add x28, x28, #16



  cbnz x22, L15
L16:
  ldr x13, [sp, #704]
  mov w8, #8
  ldur q@6, [x29, #-208]
  ldr q@0, [sp, #752]
  sub x9, x8, x13
  add x8, sp, #832
  cmp x13, #1
  add x9, x8, x9, lsl #4
  eor v@6.16b, v@6.16b, v@0.16b
  ldr x10, [x9]
  orr x9, x9, #0x8
  ld1r { v@0.2d }, [x9]
  dup v@5.2d, x10
  pmull v@1.1q, v@6.1d, v@0.1d
  pmull2 v@3.1q, v@6.2d, v@5.2d
  fmov d2, x10
  pmull v@5.1q, v@6.1d, v@5.1d
  pmull2 v@6.1q, v@6.2d, v@0.2d
  eor v@0.16b, v@3.16b, v@1.16b
  b.ne L19
  ldr x20, [sp, #736]
  ldr x25, [sp, #720]
  b L14
L19:
  ldr x9, [sp, #688]
  sub x11, x8, x13, lsl #4
  sub x10, x29, #208
  mov w12, #9
  ldr x20, [sp, #736]
  ldr x25, [sp, #720]
  and x9, x9, #0xf0
  sub x0, x12, x13
  add x8, x10, x9
  add x9, x10, #16
  add x10, x11, #152
L20:
  sub x11, x0, #8
  cmn x11, #8
  b.lo L5
  ldp d3, d6, [x9], #16
  ldp d5, d4, [x10, #-8]
  cmp x9, x8
  add x0, x0, #1
  add x10, x10, #16
  pmull v@2.1q, v@1.1d, v@3.1d
  pmull v@8.1q, v@10.1d, v@7.1d
  pmull v@1.1q, v@1.1d, v@7.1d
  pmull v@3.1q, v@10.1d, v@3.1d
  eor v@7.16b, v@8.16b, v@2.16b
  eor v@5.16b, v@5.16b, v@1.16b
  eor v@6.16b, v@6.16b, v@3.16b
  eor v@0.16b, v@0.16b, v@7.16b
  b.ne L20
L14:
  movi v@7.2d, #0000000000000000
  mov x8, #-4467570830351532032
  ext v@1.16b, v@7.16b, v@0.16b, #8
  ext v@0.16b, v@0.16b, v@7.16b, #8
  eor v@5.16b, v@1.16b, v@5.16b
  fmov d3, x8
  eor v@6.16b, v@0.16b, v@6.16b
  pmull v@3.1q, v@5.1d, v@1.1d
  ext v@5.16b, v@5.16b, v@5.16b, #8
  eor v@5.16b, v@5.16b, v@3.16b
  pmull v@1.1q, v@5.1d, v@1.1d
  ext v@0.16b, v@5.16b, v@5.16b, #8
  eor v@6.16b, v@6.16b, v@1.16b
  eor v@2.16b, v@6.16b, v@0.16b
L13:
  fmov d0, x25
  ldr q@5, [sp, #352]
  mov w8, #1
  ldr x9, [sp, #952]
  ldr q@3, [sp, #480]
  mov v@5.s[3], w8
  ldr x8, [sp, #944]
  mov v@6.d[1], x19
  fmov d3, x9
  shl v@0.2d, v@6.2d, #3
  rev32 v@6.16b, v@5.16b
  ldr q@5, [sp, #416]
  ext v@0.16b, v@0.16b, v@0.16b, #8
  aese v@6.16b, v@5.16b
  aesmc v@6.16b, v@6.16b
  dup v@5.2d, x8
  eor v@0.16b, v@2.16b, v@0.16b
  aese v@6.16b, v@3.16b
  aesmc v@6.16b, v@6.16b
  ldr q@3, [sp, #816]
  dup v@2.2d, x9
  pmull v@1.1q, v@0.1d, v@1.1d
  aese v@6.16b, v@3.16b
  aesmc v@6.16b, v@6.16b
  pmull2 v@5.1q, v@0.2d, v@5.2d
  movi v@3.2d, #0000000000000000
  eor v@5.16b, v@5.16b, v@1.16b
  ldp q@1, q@10, [sp, #384]
  aese v@6.16b, v@1.16b
  aesmc v@6.16b, v@6.16b
  fmov d3, x8
  ext v@7.16b, v@3.16b, v@5.16b, #8
  mov x8, #-4467570830351532032
  ext v@5.16b, v@5.16b, v@3.16b, #8
  ldr q@3, [sp, #464]
  pmull v@1.1q, v@0.1d, v@1.1d
  aese v@6.16b, v@10.16b
  aesmc v@6.16b, v@6.16b
  pmull2 v@0.1q, v@0.2d, v@2.2d
  eor v@1.16b, v@7.16b, v@1.16b
  ldp q@7, q@8, [sp, #432]
  eor v@0.16b, v@5.16b, v@0.16b
  ldr q@5, [sp, #496]
  aese v@6.16b, v@7.16b
  aesmc v@6.16b, v@6.16b
  fmov d5, x8
  pmull v@10.1q, v@1.1d, v@7.1d
  ext v@1.16b, v@1.16b, v@1.16b, #8
  aese v@6.16b, v@8.16b
  aesmc v@6.16b, v@6.16b
  eor v@1.16b, v@1.16b, v@10.16b
  aese v@6.16b, v@3.16b
  aesmc v@6.16b, v@6.16b
  pmull v@3.1q, v@1.1d, v@7.1d
  aese v@6.16b, v@5.16b
  aesmc v@6.16b, v@6.16b
  ext v@5.16b, v@1.16b, v@1.16b, #8
  ldr q@1, [sp, #528]
  aese v@6.16b, v@1.16b
  aesmc v@6.16b, v@6.16b
  eor v@0.16b, v@0.16b, v@3.16b
  eor v@0.16b, v@0.16b, v@5.16b
  ldp q@5, q@1, [sp, #560]
  aese v@6.16b, v@1.16b
  aesmc v@6.16b, v@6.16b
  rev64 v@0.16b, v@0.16b
  aese v@6.16b, v@5.16b
  aesmc v@6.16b, v@6.16b
  ldr q@5, [sp, #544]
  ext v@0.16b, v@0.16b, v@0.16b, #8
  aese v@6.16b, v@5.16b
  aesmc v@6.16b, v@6.16b
  ldr q@5, [sp, #512]
  aese v@6.16b, v@5.16b
  ldr q@5, [sp, #368]
  eor v@0.16b, v@0.16b, v@5.16b
  eor v@6.16b, v@6.16b, v@0.16b
  str q@6, [x20]
  add sp, sp, #1504
  ldp x20, x19, [sp, #144]
  ldp x22, x21, [sp, #128]
  ldp x24, x23, [sp, #112]
  ldp x26, x25, [sp, #96]
  ldp x28, x27, [sp, #80]
  ldp x29, x30, [sp, #64]
  ldp d9, d8, [sp, #48]
  ldp d11, d10, [sp, #32]
  ldp d13, d12, [sp, #16]
  ldp d15, d14, [sp], #160
  ret
L9:
  adrp x3, C7
  add x3, x3, :lo12:C7
  mov x0, x23
  mov x1, x19
  mov x2, x19
  bl core::slice::index::slice_index_fail
L10:
  adrp x3, C8
  add x3, x3, :lo12:C8
  mov x0, x23
  mov x2, x1
  bl core::slice::index::slice_index_fail
L11:
  adrp x0, C9
  add x0, x0, :lo12:C9
  adrp x2, C10
  add x2, x2, :lo12:C10
  mov w1, #45
  bl core::option::expect_failed
L17:
  cmp x27, #16
  mov w8, #16
  adrp x3, C11
  add x3, x3, :lo12:C11
  csel x8, x27, x8, lo
  mov x2, x19
  add x1, x0, x8
  bl core::slice::index::slice_index_fail
L18:
  cmp x27, #16
  mov w8, #16
  add x0, x23, x28
  csel x8, x27, x8, lo
  ldr x2, [sp, #784]
  adrp x3, C12
  add x3, x3, :lo12:C12
  add x1, x0, x8
  bl core::slice::index::slice_index_fail
L5:
  adrp x2, C13
  add x2, x2, :lo12:C13
  mov w1, #8
  bl core::panicking::panic_bounds_check
== hw_gcm::arch::aarch64::aes_pmull::seal#0
  stp d15, d14, [sp, #-160]!
  stp d13, d12, [sp, #16]
  stp d11, d10, [sp, #32]
  stp d9, d8, [sp, #48]
  stp x29, x30, [sp, #64]
  stp x28, x27, [sp, #80]
  stp x26, x25, [sp, #96]
  stp x24, x23, [sp, #112]
  stp x22, x21, [sp, #128]
  stp x20, x19, [sp, #144]
  add x29, sp, #64
  sub sp, sp, #1184
  str xzr, [sp]
  mov x27, x8
  add x8, x1, #8
  ldp q@0, q@1, [x0]
  movi v@2.2d, #0000000000000000
  ldp q@3, q@4, [x0, #160]
  mov x19, x4
  ldp q@5, q@6, [x0, #336]
  mov x28, x3
  str q@0, [sp, #368]
  mov x22, x2
  stp q@0, q@1, [sp, #640]
  ldp q@0, q@7, [x0, #32]
  stp q@3, q@4, [sp, #800]
  str q@0, [sp, #304]
  stp q@5, q@6, [sp, #608]
  stp q@0, q@7, [sp, #672]
  ldp q@8, q@0, [x0, #64]
  str q@5, [sp, #144]
  stp q@7, q@8, [sp, #336]
  stp q@8, q@0, [sp, #704]
  ldp q@8, q@7, [x0, #96]
  stp q@0, q@8, [sp, #384]
  stp q@8, q@7, [sp, #736]
  ldp q@0, q@8, [x0, #128]
  stp q@7, q@1, [sp, #416]
  str q@0, [sp, #448]
  stp q@0, q@8, [sp, #768]
  ldp q@0, q@7, [x0, #192]
  stp q@8, q@0, [sp, #480]
  ldr d0, [x1]
  ld1 { v@8.s }[2], [x8]
  lsr x8, x3, #4
  stp q@0, q@7, [sp, #832]
  ldp q@1, q@0, [x0, #240]
  str q@7, [sp, #464]
  mov v@8.s[3], v@2.s[3]
  stp q@0, q@1, [sp, #224]
  stp q@1, q@0, [sp, #512]
  ldp q@7, q@0, [x0, #272]
  stp q@0, q@7, [sp, #192]
  stp q@7, q@0, [sp, #544]
  rev32 v@0.16b, v@8.16b
  ldr q@8, [x0, #224]
  ldp q@1, q@7, [x0, #304]
  str q@8, [sp, #320]
  stp q@7, q@1, [sp, #160]
  stp q@1, q@7, [sp, #576]
  stp q@8, q@0, [sp, #864]
  str q@0, [sp, #288]
  cbz x8, L0
  movi v@8.2d, #0000000000000000
  add x9, sp, #512
  sub x10, x29, #208
  add x11, x9, #152
  mov w12, #8
  mov x13, #-4467570830351532032
  mov w14, #9
  mov x15, x22
  b L1
L2:
  ext v@5.16b, v@8.16b, v@7.16b, #8
  ext v@7.16b, v@7.16b, v@8.16b, #8
  sub x8, x8, x16
  add x15, x15, x17
  eor v@1.16b, v@5.16b, v@1.16b
  fmov d4, x13
  eor v@0.16b, v@7.16b, v@0.16b
  pmull v@2.1q, v@1.1d, v@5.1d
  ext v@1.16b, v@1.16b, v@1.16b, #8
  eor v@1.16b, v@1.16b, v@2.16b
  pmull v@5.1q, v@1.1d, v@5.1d
  ext v@7.16b, v@1.16b, v@1.16b, #8
  eor v@0.16b, v@0.16b, v@5.16b
  eor v@2.16b, v@0.16b, v@7.16b
  cbz x8, L0
L1:
  cmp x8, #8
  mov x17, xzr
  stp q@8, q@8, [x29, #-208]
  csel x16, x8, x12, lo
  stp q@8, q@8, [x29, #-176]
  stp q@8, q@8, [x29, #-144]
  stp q@8, q@8, [x29, #-112]
L3:
  lsl x18, x17, #4
  add x17, x17, #1
  cmp x16, x17
  ldr q@0, [x15, x18]
  rev64 v@0.16b, v@0.16b
  ext v@0.16b, v@0.16b, v@0.16b, #8
  str q@0, [x10, x18]
  b.ne L3
  sub x17, x12, x16
  ldur q@0, [x29, #-208]
  cmp x8, #1
  add x17, x9, x17, lsl #4
  eor v@0.16b, v@0.16b, v@2.16b
  ldr x18, [x17]
  orr x17, x17, #0x8
  ld1r { v@7.2d }, [x17]
  lsl x17, x16, #4
  dup v@1.2d, x18
  pmull v@5.1q, v@0.1d, v@7.1d
  pmull2 v@2.1q, v@0.2d, v@1.2d
  fmov d3, x18
  pmull v@1.1q, v@0.1d, v@1.1d
  pmull2 v@0.1q, v@0.2d, v@7.2d
  eor v@7.16b, v@2.16b, v@5.16b
  b.eq L2
  sub x18, x11, x16, lsl #4
  add x1, x10, x17
  sub x0, x14, x16
  add x2, x10, #16
L4:
  sub x3, x0, #8
  cmn x3, #8
  b.lo L5
  ldp d4, d7, [x2], #16
  ldp d6, d5, [x18, #-8]
  cmp x2, x1
  add x0, x0, #1
  add x18, x18, #16
  pmull v@9.1q, v@5.1d, v@2.1d
  pmull v@10.1q, v@11.1d, v@12.1d
  pmull v@5.1q, v@5.1d, v@12.1d
  pmull v@2.1q, v@11.1d, v@2.1d
  eor v@12.16b, v@10.16b, v@9.16b
  eor v@1.16b, v@1.16b, v@5.16b
  eor v@0.16b, v@0.16b, v@2.16b
  eor v@7.16b, v@7.16b, v@12.16b
  b.ne L4
  b L2
L0:
  fmov x8, d18
  mov x24, v@6.d[1]
  stp q@4, q@3, [sp]
  dup v@13.2d, x8
  and x8, x28, #0xf
  stp q@13, q@6, [sp, #256]
  cbz x8, L6
  mov w9, #16
  mov w1, wzr
  and x20, x28, #0x7ffffffffffffff0
  sub x2, x9, x8
  sub x9, x29, #208
  str q@2, [sp, #128]
  orr x0, x9, x8
  bl memset
  sub x0, x29, #208
  add x1, x22, x20
  and x2, x28, #0xf
  bl memcpy
  ldur q@8, [x29, #-208]
  ldr q@0, [sp, #128]
  movi v@1.2d, #0000000000000000
  ldp q@13, q@12, [sp, #256]
  mov x8, #-4467570830351532032
  rev64 v@8.16b, v@8.16b
  ldp q@4, q@3, [sp]
  ext v@8.16b, v@8.16b, v@8.16b, #8
  eor v@8.16b, v@0.16b, v@8.16b
  fmov d1, x24
  pmull v@0.1q, v@8.1d, v@0.1d
  pmull2 v@7.1q, v@8.2d, v@13.2d
  eor v@0.16b, v@7.16b, v@0.16b
  pmull v@7.1q, v@8.1d, v@12.1d
  pmull2 v@8.1q, v@8.2d, v@12.2d
  ext v@5.16b, v@1.16b, v@0.16b, #8
  ext v@0.16b, v@0.16b, v@1.16b, #8
  eor v@7.16b, v@5.16b, v@7.16b
  fmov d4, x8
  eor v@8.16b, v@0.16b, v@8.16b
  pmull v@2.1q, v@7.1d, v@5.1d
  ext v@7.16b, v@7.16b, v@7.16b, #8
  eor v@7.16b, v@7.16b, v@2.16b
  pmull v@1.1q, v@7.1d, v@5.1d
  ext v@0.16b, v@7.16b, v@7.16b, #8
  eor v@8.16b, v@8.16b, v@1.16b
  eor v@2.16b, v@8.16b, v@0.16b
L6:
  ldp x8, x2, [x19]
  cmp x2, #128
  b.lo L7
  ldr x9, [x19, #24]
  cmp x9, #128
  b.lo L8
  adrp x10, C0
  ldr q@14, [sp, #288]
  mov w9, #2
  ldr q@0, [x10, :lo12:C0]
  adrp x10, C1
  ldr q@15, [sp, #368]
  ldr q@16, [x10, :lo12:C1]
  adrp x10, C2
  mov v@14.s[3], w9
  adrp x9, C3
  ldr q@17, [x10, :lo12:C2]
  adrp x10, C4
  ldr q@8, [x9, :lo12:C3]
  adrp x9, C5
  ldr q@18, [x10, :lo12:C4]
  adrp x10, C6
  ldr q@7, [x9, :lo12:C5]
  ldp q@19, q@20, [sp, #416]
  ldr q@21, [x10, :lo12:C6]
  add v@8.4s, v@14.4s, v@8.4s
  add v@0.4s, v@14.4s, v@0.4s
  add v@7.4s, v@14.4s, v@7.4s
  add v@16.4s, v@14.4s, v@16.4s
  add v@17.4s, v@14.4s, v@17.4s
  add v@18.4s, v@14.4s, v@18.4s
  add v@21.4s, v@14.4s, v@21.4s
  rev32 v@14.16b, v@14.16b
  rev32 v@8.16b, v@8.16b
  rev32 v@0.16b, v@0.16b
  ldr q@22, [sp, #304]
  rev32 v@7.16b, v@7.16b
  rev32 v@16.16b, v@16.16b
  rev32 v@17.16b, v@17.16b
  rev32 v@21.16b, v@21.16b
  rev32 v@18.16b, v@18.16b
  aese v@14.16b, v@15.16b
  aesmc v@14.16b, v@14.16b
  ldr q@23, [sp, #448]
  aese v@8.16b, v@15.16b
  aesmc v@8.16b, v@8.16b
  aese v@0.16b, v@15.16b
  aesmc v@0.16b, v@0.16b
  aese v@7.16b, v@15.16b
  aesmc v@7.16b, v@7.16b
  aese v@16.16b, v@15.16b
  aesmc v@16.16b, v@16.16b
  aese v@17.16b, v@15.16b
  aesmc v@17.16b, v@17.16b
  aese v@21.16b, v@15.16b
  aesmc v@21.16b, v@21.16b
  aese v@18.16b, v@15.16b
  aesmc v@18.16b, v@18.16b
  aese v@8.16b, v@20.16b
  aesmc v@8.16b, v@8.16b
  aese v@0.16b, v@20.16b
  aesmc v@0.16b, v@0.16b
  aese v@7.16b, v@20.16b
  aesmc v@7.16b, v@7.16b
  aese v@16.16b, v@20.16b
  aesmc v@16.16b, v@16.16b
  aese v@17.16b, v@20.16b
  aesmc v@17.16b, v@17.16b
  aese v@14.16b, v@20.16b
  aesmc v@14.16b, v@14.16b
  ldp q@24, q@25, [sp, #480]
  aese v@21.16b, v@20.16b
  aesmc v@21.16b, v@21.16b
  aese v@18.16b, v@20.16b
  aesmc v@18.16b, v@18.16b
  ldr q@26, [sp, #464]
  aese v@8.16b, v@22.16b
  aesmc v@8.16b, v@8.16b
  ldr x9, [x19, #16]
  aese v@0.16b, v@22.16b
  aesmc v@0.16b, v@0.16b
  mov w23, #128
  aese v@7.16b, v@22.16b
  aesmc v@7.16b, v@7.16b
  aese v@16.16b, v@22.16b
  aesmc v@16.16b, v@16.16b
  ldp q@27, q@28, [sp, #336]
  aese v@17.16b, v@22.16b
  aesmc v@17.16b, v@17.16b
  aese v@14.16b, v@22.16b
  aesmc v@14.16b, v@14.16b
  ldp q@29, q@30, [sp, #384]
  aese v@21.16b, v@22.16b
  aesmc v@21.16b, v@21.16b
  aese v@18.16b, v@22.16b
  aesmc v@18.16b, v@18.16b
  ldp q@6, q@9, [x8]
  aese v@8.16b, v@27.16b
  aesmc v@8.16b, v@8.16b
  aese v@0.16b, v@27.16b
  aesmc v@0.16b, v@0.16b
  ldp q@10, q@11, [x8, #32]
  aese v@7.16b, v@27.16b
  aesmc v@7.16b, v@7.16b
  aese v@16.16b, v@27.16b
  aesmc v@16.16b, v@16.16b
  ldp q@12, q@5, [x8, #64]
  aese v@17.16b, v@27.16b
  aesmc v@17.16b, v@17.16b
  aese v@14.16b, v@27.16b
  aesmc v@14.16b, v@14.16b
  aese v@21.16b, v@27.16b
  aesmc v@21.16b, v@21.16b
  aese v@18.16b, v@27.16b
  aesmc v@18.16b, v@18.16b
  aese v@8.16b, v@28.16b
  aesmc v@8.16b, v@8.16b
  aese v@0.16b, v@28.16b
  aesmc v@0.16b, v@0.16b
  aese v@7.16b, v@28.16b
  aesmc v@7.16b, v@7.16b
  aese v@16.16b, v@28.16b
  aesmc v@16.16b, v@16.16b
  aese v@17.16b, v@28.16b
  aesmc v@17.16b, v@17.16b
  aese v@14.16b, v@28.16b
  aesmc v@14.16b, v@14.16b
  aese v@21.16b, v@28.16b
  aesmc v@21.16b, v@21.16b
  aese v@18.16b, v@28.16b
  aesmc v@18.16b, v@18.16b
  aese v@8.16b, v@29.16b
  aesmc v@8.16b, v@8.16b
  aese v@0.16b, v@29.16b
  aesmc v@0.16b, v@0.16b
  aese v@7.16b, v@29.16b
  aesmc v@7.16b, v@7.16b
  aese v@16.16b, v@29.16b
  aesmc v@16.16b, v@16.16b
  aese v@17.16b, v@29.16b
  aesmc v@17.16b, v@17.16b
  aese v@14.16b, v@29.16b
  aesmc v@14.16b, v@14.16b
  aese v@21.16b, v@29.16b
  aesmc v@21.16b, v@21.16b
  aese v@18.16b, v@29.16b
  aesmc v@18.16b, v@18.16b
  aese v@8.16b, v@30.16b
  aesmc v@8.16b, v@8.16b
  aese v@0.16b, v@30.16b
  aesmc v@0.16b, v@0.16b
  aese v@7.16b, v@30.16b
  aesmc v@7.16b, v@7.16b
  aese v@16.16b, v@30.16b
  aesmc v@16.16b, v@16.16b
  aese v@17.16b, v@30.16b
  aesmc v@17.16b, v@17.16b
  aese v@14.16b, v@30.16b
  aesmc v@14.16b, v@14.16b
  aese v@21.16b, v@30.16b
  aesmc v@21.16b, v@21.16b
  aese v@18.16b, v@30.16b
  aesmc v@18.16b, v@18.16b
  aese v@8.16b, v@19.16b
  aesmc v@8.16b, v@8.16b
  aese v@0.16b, v@19.16b
  aesmc v@0.16b, v@0.16b
  aese v@7.16b, v@19.16b
  aesmc v@7.16b, v@7.16b
  aese v@16.16b, v@19.16b
  aesmc v@16.16b, v@16.16b
  aese v@17.16b, v@19.16b
  aesmc v@17.16b, v@17.16b
  aese v@14.16b, v@19.16b
  aesmc v@14.16b, v@14.16b
  aese v@21.16b, v@19.16b
  aesmc v@21.16b, v@21.16b
  aese v@18.16b, v@19.16b
  aesmc v@18.16b, v@18.16b
  aese v@8.16b, v@23.16b
  aesmc v@8.16b, v@8.16b
  aese v@0.16b, v@23.16b
  aesmc v@0.16b, v@0.16b
  aese v@7.16b, v@23.16b
  aesmc v@7.16b, v@7.16b
  aese v@16.16b, v@23.16b
  aesmc v@16.16b, v@16.16b
  aese v@17.16b, v@23.16b
  aesmc v@17.16b, v@17.16b
  aese v@14.16b, v@23.16b
  aesmc v@14.16b, v@14.16b
  aese v@21.16b, v@23.16b
  aesmc v@21.16b, v@21.16b
  aese v@18.16b, v@23.16b
  aesmc v@18.16b, v@18.16b
  aese v@8.16b, v@24.16b
  aesmc v@8.16b, v@8.16b
  aese v@0.16b, v@24.16b
  aesmc v@0.16b, v@0.16b
  aese v@7.16b, v@24.16b
  aesmc v@7.16b, v@7.16b
  aese v@16.16b, v@24.16b
  aesmc v@16.16b, v@16.16b
  aese v@17.16b, v@24.16b
  aesmc v@17.16b, v@17.16b
  aese v@14.16b, v@24.16b
  aesmc v@14.16b, v@14.16b
  aese v@21.16b, v@24.16b
  aesmc v@21.16b, v@21.16b
  aese v@18.16b, v@24.16b
  aesmc v@18.16b, v@18.16b
  aese v@8.16b, v@3.16b
  aesmc v@8.16b, v@8.16b
  aese v@0.16b, v@3.16b
  aesmc v@0.16b, v@0.16b
  aese v@7.16b, v@3.16b
  aesmc v@7.16b, v@7.16b
  aese v@16.16b, v@3.16b
  aesmc v@16.16b, v@16.16b
  aese v@17.16b, v@3.16b
  aesmc v@17.16b, v@17.16b
  aese v@14.16b, v@3.16b
  aesmc v@14.16b, v@14.16b
  aese v@21.16b, v@3.16b
  aesmc v@21.16b, v@21.16b
  aese v@18.16b, v@3.16b
  aesmc v@18.16b, v@18.16b
  aese v@8.16b, v@4.16b
  aesmc v@8.16b, v@8.16b
  aese v@0.16b, v@4.16b
  aesmc v@0.16b, v@0.16b
  aese v@7.16b, v@4.16b
  aesmc v@7.16b, v@7.16b
  aese v@16.16b, v@4.16b
  aesmc v@16.16b, v@16.16b
  aese v@17.16b, v@4.16b
  aesmc v@17.16b, v@17.16b
  aese v@14.16b, v@4.16b
  aesmc v@14.16b, v@14.16b
  aese v@21.16b, v@4.16b
  aesmc v@21.16b, v@21.16b
  aese v@18.16b, v@4.16b
  aesmc v@18.16b, v@18.16b
  mov v@31.16b, v@2.16b
  aese v@8.16b, v@25.16b
  aesmc v@8.16b, v@8.16b
  ldp q@2, q@1, [x8, #96]
  aese v@0.16b, v@25.16b
  aesmc v@0.16b, v@0.16b
  aese v@7.16b, v@25.16b
  aesmc v@7.16b, v@7.16b
  aese v@16.16b, v@25.16b
  aesmc v@16.16b, v@16.16b
  aese v@14.16b, v@25.16b
  aesmc v@14.16b, v@14.16b
  aese v@17.16b, v@25.16b
  aesmc v@17.16b, v@17.16b
  aese v@21.16b, v@25.16b
  aesmc v@21.16b, v@21.16b
  aese v@18.16b, v@25.16b
  aesmc v@18.16b, v@18.16b
  ldr q@25, [sp, #320]
  aese v@8.16b, v@26.16b
  aese v@0.16b, v@26.16b
  aese v@7.16b, v@26.16b
  aese v@16.16b, v@26.16b
  aese v@14.16b, v@26.16b
  eor v@6.16b, v@6.16b, v@25.16b
  aese v@17.16b, v@26.16b
  aese v@21.16b, v@26.16b
  eor v@9.16b, v@9.16b, v@25.16b
  aese v@18.16b, v@26.16b
  eor v@10.16b, v@10.16b, v@25.16b
  eor v@11.16b, v@11.16b, v@25.16b
  eor v@12.16b, v@12.16b, v@25.16b
  eor v@5.16b, v@5.16b, v@25.16b
  eor v@2.16b, v@2.16b, v@25.16b
  eor v@1.16b, v@1.16b, v@25.16b
  eor v@6.16b, v@6.16b, v@14.16b
  eor v@9.16b, v@9.16b, v@21.16b
  eor v@10.16b, v@10.16b, v@18.16b
  eor v@11.16b, v@11.16b, v@17.16b
  eor v@12.16b, v@12.16b, v@16.16b
  eor v@7.16b, v@5.16b, v@7.16b
  eor v@0.16b, v@2.16b, v@0.16b
  stp q@6, q@9, [x9]
  eor v@5.16b, v@1.16b, v@8.16b
  rev64 v@8.16b, v@6.16b
  stp q@10, q@11, [x9, #32]
  rev64 v@1.16b, v@9.16b
  rev64 v@2.16b, v@10.16b
  stp q@12, q@7, [x9, #64]
  rev64 v@9.16b, v@11.16b
  rev64 v@6.16b, v@12.16b
  stp q@0, q@5, [x9, #96]
  mov w9, #10
  rev64 v@16.16b, v@7.16b
  rev64 v@25.16b, v@0.16b
  rev64 v@24.16b, v@5.16b
  ext v@21.16b, v@8.16b, v@8.16b, #8
  ext v@18.16b, v@1.16b, v@1.16b, #8
  ext v@17.16b, v@2.16b, v@2.16b, #8
  mov v@2.16b, v@31.16b
  ext v@14.16b, v@9.16b, v@9.16b, #8
  ext v@6.16b, v@6.16b, v@6.16b, #8
  ext v@8.16b, v@16.16b, v@16.16b, #8
  ext v@16.16b, v@25.16b, v@25.16b, #8
  ext v@1.16b, v@24.16b, v@24.16b, #8
  sub x26, x2, x23
  cmp x26, #128
  b.hs L9
  b L10
L7:
  mov x23, xzr
  movi v@1.2d, #0000000000000000
  movi v@16.2d, #0000000000000000
  movi v@8.2d, #0000000000000000
  movi v@6.2d, #0000000000000000
  mov w9, #2
  movi v@14.2d, #0000000000000000
  movi v@17.2d, #0000000000000000
  movi v@18.2d, #0000000000000000
  movi v@21.2d, #0000000000000000
  sub x26, x2, xzr
  cmp x26, #128
  b.lo L10
L9:
  ldr q@0, [sp, #240]
  adrp x6, C6
  adrp x7, C1
  ldr q@7, [x6, :lo12:C6]
  adrp x6, C4
  adrp x20, C3
  fmov x10, d1
  mov x11, v@0.d[1]
  ldr q@0, [sp, #224]
  str q@7, [sp, #128]
  ldr q@7, [x6, :lo12:C4]
  adrp x6, C2
  fmov x12, d1
  mov x13, v@0.d[1]
  ldr q@0, [sp, #208]
  str q@7, [sp, #112]
  ldr q@7, [x6, :lo12:C2]
  adrp x6, C5
  fmov x14, d1
  mov x15, v@0.d[1]
  ldr q@0, [sp, #192]
  str q@7, [sp, #96]
  ldr q@7, [x7, :lo12:C1]
  adrp x7, C0
  fmov x16, d1
  mov x17, v@0.d[1]
  ldr q@0, [sp, #176]
  str q@7, [sp, #80]
  ldr q@7, [x6, :lo12:C5]
  ldr q@5, [sp, #368]
  fmov x18, d1
  mov x0, v@0.d[1]
  ldr q@0, [sp, #160]
  str q@7, [sp, #64]
  ldr q@7, [x7, :lo12:C0]
  ldr q@12, [sp, #432]
  fmov x21, d1
  mov x3, v@0.d[1]
  ldr q@0, [sp, #144]
  ldp x5, x1, [x19, #16]
  str q@7, [sp, #48]
  mov x4, v@0.d[1]
  fmov x6, d1
  ldr q@7, [x20, :lo12:C3]
  ldr q@9, [sp, #304]
  ldr q@11, [sp, #336]
  neg x7, x23
  mov x25, #-4467570830351532032
  str q@7, [sp, #32]
L11:
  cmp x23, x2
  b.hi L12
  cmp x23, x1
  b.hi L13
  add x20, x1, x7
  cmp x20, #128
  b.lo L8
  eor v@21.16b, v@2.16b, v@21.16b
  fmov d27, x11
  ldr q@24, [sp, #288]
  dup v@20.2d, x10
  dup v@19.2d, x12
  ldr q@2, [sp, #352]
  dup v@30.2d, x14
  fmov d31, x13
  add x26, x8, x23
  fmov d9, x15
  ldp q@7, q@0, [sp, #208]
  pmull v@23.1q, v@21.1d, v@23.1d
  dup v@27.2d, x16
  dup v@22.2d, x18
  pmull v@29.1q, v@18.1d, v@29.1d
  dup v@31.2d, x21
  fmov d13, x4
  pmull v@28.1q, v@17.1d, v@28.1d
  mov v@24.s[3], w9
  add x20, x5, x23
  pmull2 v@20.1q, v@21.2d, v@20.2d
  sub x7, x7, #128
  add x23, x23, #128
  pmull2 v@19.1q, v@18.2d, v@19.2d
  add w9, w9, #8
  pmull2 v@30.1q, v@17.2d, v@30.2d
  pmull v@26.1q, v@18.1d, v@0.1d
  rev32 v@25.16b, v@24.16b
  eor v@23.16b, v@20.16b, v@23.16b
  eor v@20.16b, v@29.16b, v@19.16b
  fmov d31, x17
  eor v@19.16b, v@28.16b, v@30.16b
  fmov d9, x0
  pmull v@15.1q, v@17.1d, v@7.1d
  aese v@25.16b, v@5.16b
  aesmc v@25.16b, v@25.16b
  pmull2 v@18.1q, v@18.2d, v@0.2d
  ldp q@10, q@0, [sp, #176]
  pmull v@29.1q, v@14.1d, v@29.1d
  eor v@23.16b, v@23.16b, v@20.16b
  pmull v@28.1q, v@6.1d, v@28.1d
  aese v@25.16b, v@12.16b
  aesmc v@25.16b, v@25.16b
  pmull2 v@27.1q, v@14.2d, v@27.2d
  eor v@26.16b, v@26.16b, v@15.16b
  pmull2 v@17.1q, v@17.2d, v@7.2d
  ldr q@7, [sp, #384]
  pmull v@30.1q, v@14.1d, v@0.1d
  eor v@20.16b, v@19.16b, v@29.16b
  fmov d31, x3
  pmull v@15.1q, v@6.1d, v@10.1d
  aese v@25.16b, v@9.16b
  aesmc v@25.16b, v@25.16b
  pmull v@13.1q, v@16.1d, v@13.1d
  eor v@28.16b, v@27.16b, v@28.16b
  dup v@27.2d, x6
  pmull2 v@31.1q, v@8.2d, v@31.2d
  eor v@17.16b, v@18.16b, v@17.16b
  pmull2 v@22.1q, v@6.2d, v@22.2d
  aese v@25.16b, v@11.16b
  aesmc v@25.16b, v@25.16b
  pmull2 v@14.1q, v@14.2d, v@0.2d
  ldr q@0, [sp, #144]
  eor v@18.16b, v@30.16b, v@15.16b
  pmull2 v@6.1q, v@6.2d, v@10.2d
  eor v@30.16b, v@31.16b, v@13.16b
  fmov d13, x24
  aese v@25.16b, v@2.16b
  aesmc v@25.16b, v@25.16b
  eor v@19.16b, v@28.16b, v@22.16b
  pmull v@15.1q, v@16.1d, v@0.1d
  pmull2 v@28.1q, v@16.2d, v@0.2d
  ldr q@0, [sp, #272]
  eor v@6.16b, v@14.16b, v@6.16b
  pmull2 v@16.1q, v@16.2d, v@27.2d
  eor v@14.16b, v@23.16b, v@20.16b
  aese v@25.16b, v@7.16b
  aesmc v@25.16b, v@25.16b
  pmull v@29.1q, v@8.1d, v@29.1d
  pmull v@13.1q, v@1.1d, v@13.1d
  eor v@16.16b, v@30.16b, v@16.16b
  pmull v@22.1q, v@1.1d, v@0.1d
  eor v@23.16b, v@19.16b, v@29.16b
  ldp q@10, q@29, [sp, #240]
  ldr q@19, [sp, #160]
  pmull2 v@31.1q, v@1.2d, v@0.2d
  eor v@16.16b, v@16.16b, v@13.16b
  ldp q@0, q@13, [sp, #400]
  pmull2 v@1.1q, v@1.2d, v@29.2d
  pmull v@27.1q, v@21.1d, v@10.1d
  eor v@14.16b, v@14.16b, v@23.16b
  eor v@30.16b, v@15.16b, v@22.16b
  pmull v@20.1q, v@8.1d, v@19.1d
  aese v@25.16b, v@0.16b
  aesmc v@25.16b, v@25.16b
  pmull2 v@21.1q, v@21.2d, v@10.2d
  eor v@15.16b, v@28.16b, v@31.16b
  ldr q@31, [sp, #448]
  pmull2 v@8.1q, v@8.2d, v@19.2d
  ldp q@10, q@19, [sp, #112]
  eor v@1.16b, v@16.16b, v@1.16b
  eor v@26.16b, v@26.16b, v@27.16b
  ldr q@27, [sp, #480]
  eor v@18.16b, v@18.16b, v@20.16b
  aese v@25.16b, v@13.16b
  aesmc v@25.16b, v@25.16b
  add v@23.4s, v@24.4s, v@19.4s
  add v@16.4s, v@24.4s, v@10.4s
  eor v@17.16b, v@17.16b, v@21.16b
  ldp q@10, q@19, [sp, #80]
  eor v@14.16b, v@14.16b, v@1.16b
  eor v@6.16b, v@6.16b, v@8.16b
  ldr q@8, [sp, #64]
  eor v@26.16b, v@26.16b, v@18.16b
  rev32 v@23.16b, v@23.16b
  aese v@25.16b, v@31.16b
  aesmc v@25.16b, v@25.16b
  add v@20.4s, v@24.4s, v@10.4s
  ldp q@10, q@1, [sp, #32]
  add v@21.4s, v@24.4s, v@19.4s
  add v@8.4s, v@24.4s, v@8.4s
  eor v@26.16b, v@26.16b, v@30.16b
  eor v@6.16b, v@17.16b, v@6.16b
  aese v@25.16b, v@27.16b
  aesmc v@25.16b, v@25.16b
  add v@1.4s, v@24.4s, v@1.4s
  add v@19.4s, v@24.4s, v@10.4s
  rev32 v@24.16b, v@16.16b
  rev32 v@21.16b, v@21.16b
  rev32 v@18.16b, v@20.16b
  aese v@23.16b, v@5.16b
  aesmc v@23.16b, v@23.16b
  rev32 v@16.16b, v@8.16b
  movi v@10.2d, #0000000000000000
  rev32 v@1.16b, v@1.16b
  rev32 v@8.16b, v@19.16b
  ldr q@28, [sp, #496]
  aese v@24.16b, v@5.16b
  aesmc v@24.16b, v@24.16b
  aese v@25.16b, v@3.16b
  aesmc v@25.16b, v@25.16b
  aese v@21.16b, v@5.16b
  aesmc v@21.16b, v@21.16b
  aese v@18.16b, v@5.16b
  aesmc v@18.16b, v@18.16b
  aese v@23.16b, v@12.16b
  aesmc v@23.16b, v@23.16b
  aese v@24.16b, v@12.16b
  aesmc v@24.16b, v@24.16b
  aese v@16.16b, v@5.16b
  aesmc v@16.16b, v@16.16b
  aese v@1.16b, v@5.16b
  aesmc v@1.16b, v@1.16b
  aese v@8.16b, v@5.16b
  aesmc v@8.16b, v@8.16b
  aese v@21.16b, v@12.16b
  aesmc v@21.16b, v@21.16b
  aese v@18.16b, v@12.16b
  aesmc v@18.16b, v@18.16b
  aese v@23.16b, v@9.16b
  aesmc v@23.16b, v@23.16b
  aese v@24.16b, v@9.16b
  aesmc v@24.16b, v@24.16b
  aese v@16.16b, v@12.16b
  aesmc v@16.16b, v@16.16b
  aese v@1.16b, v@12.16b
  aesmc v@1.16b, v@1.16b
  aese v@8.16b, v@12.16b
  aesmc v@8.16b, v@8.16b
  aese v@21.16b, v@9.16b
  aesmc v@21.16b, v@21.16b
  aese v@18.16b, v@9.16b
  aesmc v@18.16b, v@18.16b
  aese v@23.16b, v@11.16b
  aesmc v@23.16b, v@23.16b
  aese v@24.16b, v@11.16b
  aesmc v@24.16b, v@24.16b
  aese v@16.16b, v@9.16b
  aesmc v@16.16b, v@16.16b
  aese v@1.16b, v@9.16b
  aesmc v@1.16b, v@1.16b
  aese v@8.16b, v@9.16b
  aesmc v@8.16b, v@8.16b
  aese v@21.16b, v@11.16b
  aesmc v@21.16b, v@21.16b
  aese v@18.16b, v@11.16b
  aesmc v@18.16b, v@18.16b
  aese v@23.16b, v@2.16b
  aesmc v@23.16b, v@23.16b
  aese v@24.16b, v@2.16b
  aesmc v@24.16b, v@24.16b
  aese v@16.16b, v@11.16b
  aesmc v@16.16b, v@16.16b
  aese v@1.16b, v@11.16b
  aesmc v@1.16b, v@1.16b
  aese v@8.16b, v@11.16b
  aesmc v@8.16b, v@8.16b
  aese v@21.16b, v@2.16b
  aesmc v@21.16b, v@21.16b
  aese v@18.16b, v@2.16b
  aesmc v@18.16b, v@18.16b
  aese v@23.16b, v@7.16b
  aesmc v@23.16b, v@23.16b
  aese v@24.16b, v@7.16b
  aesmc v@24.16b, v@24.16b
  aese v@16.16b, v@2.16b
  aesmc v@16.16b, v@16.16b
  aese v@1.16b, v@2.16b
  aesmc v@1.16b, v@1.16b
  aese v@8.16b, v@2.16b
  aesmc v@8.16b, v@8.16b
  aese v@21.16b, v@7.16b
  aesmc v@21.16b, v@21.16b
  aese v@18.16b, v@7.16b
  aesmc v@18.16b, v@18.16b
  aese v@23.16b, v@0.16b
  aesmc v@23.16b, v@23.16b
  aese v@24.16b, v@0.16b
  aesmc v@24.16b, v@24.16b
  aese v@16.16b, v@7.16b
  aesmc v@16.16b, v@16.16b
  aese v@1.16b, v@7.16b
  aesmc v@1.16b, v@1.16b
  aese v@8.16b, v@7.16b
  aesmc v@8.16b, v@8.16b
  aese v@21.16b, v@0.16b
  aesmc v@21.16b, v@21.16b
  aese v@18.16b, v@0.16b
  aesmc v@18.16b, v@18.16b
  aese v@23.16b, v@13.16b
  aesmc v@23.16b, v@23.16b
  aese v@24.16b, v@13.16b
  aesmc v@24.16b, v@24.16b
  aese v@16.16b, v@0.16b
  aesmc v@16.16b, v@16.16b
  ldr q@22, [sp, #464]
  aese v@1.16b, v@0.16b
  aesmc v@1.16b, v@1.16b
  aese v@8.16b, v@0.16b
  aesmc v@8.16b, v@8.16b
  ldr q@0, [sp, #320]
  aese v@21.16b, v@13.16b
  aesmc v@21.16b, v@21.16b
  aese v@18.16b, v@13.16b
  aesmc v@18.16b, v@18.16b
  aese v@23.16b, v@31.16b
  aesmc v@23.16b, v@23.16b
  aese v@24.16b, v@31.16b
  aesmc v@24.16b, v@24.16b
  aese v@16.16b, v@13.16b
  aesmc v@16.16b, v@16.16b
  aese v@1.16b, v@13.16b
  aesmc v@1.16b, v@1.16b
  aese v@8.16b, v@13.16b
  aesmc v@8.16b, v@8.16b
  aese v@21.16b, v@31.16b
  aesmc v@21.16b, v@21.16b
  aese v@18.16b, v@31.16b
  aesmc v@18.16b, v@18.16b
  aese v@23.16b, v@27.16b
  aesmc v@23.16b, v@23.16b
  aese v@24.16b, v@27.16b
  aesmc v@24.16b, v@24.16b
  ext v@29.16b, v@10.16b, v@14.16b, #8
  aese v@16.16b, v@31.16b
  aesmc v@16.16b, v@16.16b
  aese v@1.16b, v@31.16b
  aesmc v@1.16b, v@1.16b
  aese v@8.16b, v@31.16b
  aesmc v@8.16b, v@8.16b
  aese v@21.16b, v@27.16b
  aesmc v@21.16b, v@21.16b
  aese v@18.16b, v@27.16b
  aesmc v@18.16b, v@18.16b
  aese v@23.16b, v@3.16b
  aesmc v@23.16b, v@23.16b
  aese v@24.16b, v@3.16b
  aesmc v@24.16b, v@24.16b
  eor v@17.16b, v@29.16b, v@26.16b
  ldp q@29, q@30, [x26]
  fmov d26, x25
  aese v@16.16b, v@27.16b
  aesmc v@16.16b, v@16.16b
  aese v@1.16b, v@27.16b
  aesmc v@1.16b, v@1.16b
  aese v@8.16b, v@27.16b
  aesmc v@8.16b, v@8.16b
  aese v@23.16b, v@4.16b
  aesmc v@23.16b, v@23.16b
  pmull v@20.1q, v@17.1d, v@26.1d
  aese v@21.16b, v@3.16b
  aesmc v@21.16b, v@21.16b
  aese v@18.16b, v@3.16b
  aesmc v@18.16b, v@18.16b
  aese v@24.16b, v@4.16b
  aesmc v@24.16b, v@24.16b
  ext v@19.16b, v@17.16b, v@17.16b, #8
  aese v@16.16b, v@3.16b
  aesmc v@16.16b, v@16.16b
  aese v@1.16b, v@3.16b
  aesmc v@1.16b, v@1.16b
  aese v@23.16b, v@28.16b
  aesmc v@23.16b, v@23.16b
  aese v@8.16b, v@3.16b
  aesmc v@8.16b, v@8.16b
  aese v@21.16b, v@4.16b
  aesmc v@21.16b, v@21.16b
  aese v@18.16b, v@4.16b
  aesmc v@18.16b, v@18.16b
  aese v@24.16b, v@28.16b
  aesmc v@24.16b, v@24.16b
  aese v@25.16b, v@4.16b
  aesmc v@25.16b, v@25.16b
  eor v@17.16b, v@6.16b, v@15.16b
  eor v@6.16b, v@19.16b, v@20.16b
  aese v@23.16b, v@22.16b
  ldp q@19, q@20, [x26, #32]
  aese v@16.16b, v@4.16b
  aesmc v@16.16b, v@16.16b
  aese v@21.16b, v@28.16b
  aesmc v@21.16b, v@21.16b
  pmull v@26.1q, v@6.1d, v@26.1d
  aese v@18.16b, v@28.16b
  aesmc v@18.16b, v@18.16b
  aese v@1.16b, v@4.16b
  aesmc v@1.16b, v@1.16b
  aese v@8.16b, v@4.16b
  aesmc v@8.16b, v@8.16b
  aese v@24.16b, v@22.16b
  aese v@25.16b, v@28.16b
  aesmc v@25.16b, v@25.16b
  eor v@23.16b, v@30.16b, v@23.16b
  aese v@21.16b, v@22.16b
  aese v@18.16b, v@22.16b
  aese v@16.16b, v@28.16b
  aesmc v@16.16b, v@16.16b
  aese v@1.16b, v@28.16b
  aesmc v@1.16b, v@1.16b
  aese v@8.16b, v@28.16b
  aesmc v@8.16b, v@8.16b
  eor v@24.16b, v@19.16b, v@24.16b
  aese v@25.16b, v@22.16b
  ldp q@30, q@19, [x26, #64]
  eor v@21.16b, v@20.16b, v@21.16b
  aese v@16.16b, v@22.16b
  aese v@1.16b, v@22.16b
  ext v@14.16b, v@14.16b, v@10.16b, #8
  aese v@8.16b, v@22.16b
  eor v@25.16b, v@29.16b, v@25.16b
  eor v@23.16b, v@23.16b, v@0.16b
  eor v@18.16b, v@30.16b, v@18.16b
  ldp q@20, q@30, [x26, #96]
  add x26, x2, x7
  eor v@16.16b, v@19.16b, v@16.16b
  eor v@24.16b, v@24.16b, v@0.16b
  cmp x26, #127
  eor v@25.16b, v@25.16b, v@0.16b
  eor v@14.16b, v@14.16b, v@17.16b
  eor v@1.16b, v@20.16b, v@1.16b
  eor v@8.16b, v@30.16b, v@8.16b
  eor v@17.16b, v@21.16b, v@0.16b
  eor v@18.16b, v@18.16b, v@0.16b
  eor v@20.16b, v@16.16b, v@0.16b
  rev64 v@16.16b, v@24.16b
  stp q@25, q@23, [x20]
  ext v@28.16b, v@6.16b, v@6.16b, #8
  eor v@26.16b, v@14.16b, v@26.16b
  stp q@24, q@17, [x20, #32]
  eor v@19.16b, v@1.16b, v@0.16b
  eor v@30.16b, v@8.16b, v@0.16b
  stp q@18, q@20, [x20, #64]
  rev64 v@8.16b, v@25.16b
  rev64 v@1.16b, v@23.16b
  rev64 v@25.16b, v@17.16b
  rev64 v@24.16b, v@18.16b
  rev64 v@23.16b, v@20.16b
  stp q@19, q@30, [x20, #96]
  rev64 v@29.16b, v@19.16b
  rev64 v@15.16b, v@30.16b
  ext v@17.16b, v@16.16b, v@16.16b, #8
  eor v@2.16b, v@26.16b, v@28.16b
  ext v@21.16b, v@8.16b, v@8.16b, #8
  ext v@18.16b, v@1.16b, v@1.16b, #8
  ext v@14.16b, v@25.16b, v@25.16b, #8
  ext v@6.16b, v@24.16b, v@24.16b, #8
  ext v@8.16b, v@23.16b, v@23.16b, #8
  ext v@16.16b, v@29.16b, v@29.16b, #8
  ext v@1.16b, v@15.16b, v@15.16b, #8
  b.hi L11
L10:
  cmp x2, #127
  b.ls L14
  add x11, sp, #512
  ldr x10, [sp, #616]
  eor v@0.16b, v@2.16b, v@21.16b
  add x13, x11, #96
  orr x14, x11, #0x8
  ld1r { v@5.2d }, [x11]
  ld1r { v@12.2d }, [x13]
  fmov d5, x10
  ld1r { v@7.2d }, [x14]
  add x13, x11, #16
  ldr x14, [sp, #536]
  add x15, x11, #32
  ld1r { v@11.2d }, [x13]
  ldr x13, [sp, #552]
  add x17, x11, #48
  pmull v@9.1q, v@16.1d, v@2.1d
  fmov d25, x14
  ld1r { v@2.2d }, [x15]
  pmull2 v@21.1q, v@16.2d, v@12.2d
  ldr x16, [sp, #568]
  ldr x15, [sp, #584]
  pmull2 v@10.1q, v@0.2d, v@5.2d
  ldr x12, [sp, #600]
  pmull v@25.1q, v@0.1d, v@7.1d
  fmov d27, x16
  pmull2 v@26.1q, v@18.2d, v@11.2d
  eor v@9.16b, v@9.16b, v@21.16b
  ld1r { v@21.2d }, [x17]
  add x17, x11, #64
  pmull v@24.1q, v@18.1d, v@24.1d
  eor v@10.16b, v@10.16b, v@25.16b
  fmov d24, x13
  pmull2 v@20.1q, v@17.2d, v@2.2d
  eor v@9.16b, v@9.16b, v@26.16b
  ld1r { v@26.2d }, [x17]
  pmull v@12.1q, v@16.1d, v@12.1d
  add x17, x11, #80
  add x11, x11, #120
  pmull v@25.1q, v@17.1d, v@25.1d
  eor v@10.16b, v@10.16b, v@24.16b
  fmov d25, x15
  pmull v@11.1q, v@18.1d, v@11.1d
  eor v@9.16b, v@9.16b, v@20.16b
  pmull2 v@20.1q, v@14.2d, v@21.2d
  pmull v@23.1q, v@14.1d, v@23.1d
  eor v@10.16b, v@10.16b, v@25.16b
  pmull2 v@25.1q, v@6.2d, v@26.2d
  eor v@12.16b, v@12.16b, v@11.16b
  fmov d7, x12
  pmull v@24.1q, v@6.1d, v@24.1d
  eor v@9.16b, v@9.16b, v@20.16b
  ld1r { v@20.2d }, [x11]
  eor v@10.16b, v@10.16b, v@23.16b
  ld1r { v@23.2d }, [x17]
  ldr x17, [sp, #624]
  pmull v@11.1q, v@8.1d, v@11.1d
  eor v@9.16b, v@9.16b, v@25.16b
  dup v@25.2d, x17
  eor v@10.16b, v@10.16b, v@24.16b
  pmull2 v@24.1q, v@8.2d, v@23.2d
  pmull2 v@25.1q, v@1.2d, v@25.2d
  pmull v@5.1q, v@0.1d, v@5.1d
  eor v@11.16b, v@10.16b, v@11.16b
  pmull v@2.1q, v@17.1d, v@2.1d
  pmull v@21.1q, v@14.1d, v@21.1d
  eor v@9.16b, v@9.16b, v@24.16b
  pmull v@24.1q, v@1.1d, v@20.1d
  eor v@11.16b, v@11.16b, v@25.16b
  fmov d24, x17
  pmull v@10.1q, v@6.1d, v@26.1d
  eor v@5.16b, v@5.16b, v@2.16b
  eor v@2.16b, v@12.16b, v@21.16b
  dup v@12.2d, x10
  dup v@21.2d, x14
  eor v@9.16b, v@9.16b, v@24.16b
  mov x10, #-4467570830351532032
  pmull v@24.1q, v@8.1d, v@23.1d
  eor v@5.16b, v@5.16b, v@10.16b
  dup v@10.2d, x13
  pmull v@25.1q, v@1.1d, v@25.1d
  pmull2 v@0.1q, v@0.2d, v@7.2d
  movi v@7.2d, #0000000000000000
  eor v@11.16b, v@9.16b, v@11.16b
  pmull2 v@12.1q, v@16.2d, v@12.2d
  dup v@9.2d, x16
  pmull2 v@16.1q, v@18.2d, v@21.2d
  eor v@2.16b, v@2.16b, v@24.16b
  dup v@18.2d, x15
  eor v@5.16b, v@5.16b, v@25.16b
  pmull2 v@10.1q, v@17.2d, v@10.2d
  ext v@17.16b, v@7.16b, v@11.16b, #8
  ext v@7.16b, v@11.16b, v@7.16b, #8
  pmull2 v@9.1q, v@14.2d, v@9.2d
  eor v@5.16b, v@5.16b, v@2.16b
  dup v@2.2d, x12
  eor v@12.16b, v@12.16b, v@16.16b
  pmull2 v@6.1q, v@6.2d, v@18.2d
  eor v@0.16b, v@0.16b, v@10.16b
  pmull2 v@8.1q, v@8.2d, v@2.2d
  eor v@5.16b, v@17.16b, v@5.16b
  eor v@2.16b, v@12.16b, v@9.16b
  fmov d6, x10
  pmull2 v@1.1q, v@1.2d, v@20.2d
  eor v@0.16b, v@0.16b, v@6.16b
  pmull v@9.1q, v@5.1d, v@12.1d
  ext v@5.16b, v@5.16b, v@5.16b, #8
  eor v@8.16b, v@2.16b, v@8.16b
  eor v@0.16b, v@0.16b, v@1.16b
  eor v@1.16b, v@5.16b, v@9.16b
  eor v@8.16b, v@0.16b, v@8.16b
  pmull v@0.1q, v@1.1d, v@12.1d
  eor v@8.16b, v@7.16b, v@8.16b
  ext v@7.16b, v@1.16b, v@1.16b, #8
  eor v@8.16b, v@8.16b, v@0.16b
  eor v@2.16b, v@8.16b, v@7.16b
L14:
  subs x21, x2, x23
  b.eq L15
  ldr q@8, [sp, #288]
  str q@2, [sp, #128]
  adrp x10, C4
  ldr q@7, [x10, :lo12:C4]
  adrp x10, C1
  mov v@8.s[3], w9
  adrp x9, C6
  ldr q@5, [x10, :lo12:C1]
  ldr q@0, [x9, :lo12:C6]
  adrp x9, C2
  ldr q@1, [x9, :lo12:C2]
  adrp x9, C5
  ldr q@2, [x9, :lo12:C5]
  adrp x9, C0
  ldr q@11, [x9, :lo12:C0]
  adrp x9, C3
  add v@0.4s, v@8.4s, v@0.4s
  ldr q@9, [x9, :lo12:C3]
  add v@7.4s, v@8.4s, v@7.4s
  add v@1.4s, v@8.4s, v@1.4s
  add v@10.4s, v@8.4s, v@5.4s
  add v@6.4s, v@8.4s, v@2.4s
  add v@14.4s, v@8.4s, v@11.4s
  add v@9.4s, v@8.4s, v@9.4s
  rev32 v@12.16b, v@8.16b
  rev32 v@11.16b, v@0.16b
  rev32 v@2.16b, v@7.16b
  rev32 v@5.16b, v@1.16b
  add x9, x26, #15
  rev32 v@1.16b, v@10.16b
  rev32 v@7.16b, v@6.16b
  rev32 v@8.16b, v@14.16b
  rev32 v@0.16b, v@9.16b
  ldr q@9, [sp, #368]
  ldr q@6, [sp, #320]
  lsr x22, x9, #4
  aese v@12.16b, v@9.16b
  aesmc v@12.16b, v@12.16b
  aese v@11.16b, v@9.16b
  aesmc v@11.16b, v@11.16b
  aese v@2.16b, v@9.16b
  aesmc v@2.16b, v@2.16b
  aese v@5.16b, v@9.16b
  aesmc v@5.16b, v@5.16b
  aese v@1.16b, v@9.16b
  aesmc v@1.16b, v@1.16b
  aese v@7.16b, v@9.16b
  aesmc v@7.16b, v@7.16b
  aese v@8.16b, v@9.16b
  aesmc v@8.16b, v@8.16b
  aese v@0.16b, v@9.16b
  aesmc v@0.16b, v@0.16b
  ldr q@9, [sp, #432]
  aese v@12.16b, v@9.16b
  aesmc v@12.16b, v@12.16b
  aese v@11.16b, v@9.16b
  aesmc v@11.16b, v@11.16b
  aese v@2.16b, v@9.16b
  aesmc v@2.16b, v@2.16b
  aese v@5.16b, v@9.16b
  aesmc v@5.16b, v@5.16b
  aese v@1.16b, v@9.16b
  aesmc v@1.16b, v@1.16b
  aese v@7.16b, v@9.16b
  aesmc v@7.16b, v@7.16b
  aese v@8.16b, v@9.16b
  aesmc v@8.16b, v@8.16b
  aese v@0.16b, v@9.16b
  aesmc v@0.16b, v@0.16b
  ldr q@9, [sp, #304]
  aese v@12.16b, v@9.16b
  aesmc v@12.16b, v@12.16b
  aese v@11.16b, v@9.16b
  aesmc v@11.16b, v@11.16b
  aese v@2.16b, v@9.16b
  aesmc v@2.16b, v@2.16b
  aese v@5.16b, v@9.16b
  aesmc v@5.16b, v@5.16b
  aese v@1.16b, v@9.16b
  aesmc v@1.16b, v@1.16b
  aese v@7.16b, v@9.16b
  aesmc v@7.16b, v@7.16b
  aese v@8.16b, v@9.16b
  aesmc v@8.16b, v@8.16b
  aese v@0.16b, v@9.16b
  aesmc v@0.16b, v@0.16b
  ldp q@10, q@9, [sp, #336]
  aese v@12.16b, v@10.16b
  aesmc v@12.16b, v@12.16b
  aese v@11.16b, v@10.16b
  aesmc v@11.16b, v@11.16b
  aese v@2.16b, v@10.16b
  aesmc v@2.16b, v@2.16b
  aese v@5.16b, v@10.16b
  aesmc v@5.16b, v@5.16b
  aese v@1.16b, v@10.16b
  aesmc v@1.16b, v@1.16b
  aese v@7.16b, v@10.16b
  aesmc v@7.16b, v@7.16b
  aese v@8.16b, v@10.16b
  aesmc v@8.16b, v@8.16b
  aese v@0.16b, v@10.16b
  aesmc v@0.16b, v@0.16b
  aese v@12.16b, v@9.16b
  aesmc v@12.16b, v@12.16b
  aese v@11.16b, v@9.16b
  aesmc v@11.16b, v@11.16b
  aese v@2.16b, v@9.16b
  aesmc v@2.16b, v@2.16b
  aese v@5.16b, v@9.16b
  aesmc v@5.16b, v@5.16b
  aese v@1.16b, v@9.16b
  aesmc v@1.16b, v@1.16b
  aese v@7.16b, v@9.16b
  aesmc v@7.16b, v@7.16b
  aese v@8.16b, v@9.16b
  aesmc v@8.16b, v@8.16b
  aese v@0.16b, v@9.16b
  aesmc v@0.16b, v@0.16b
  ldp q@10, q@9, [sp, #384]
  aese v@2.16b, v@10.16b
  aesmc v@2.16b, v@2.16b
  aese v@5.16b, v@10.16b
  aesmc v@5.16b, v@5.16b
  aese v@1.16b, v@10.16b
  aesmc v@1.16b, v@1.16b
  aese v@7.16b, v@10.16b
  aesmc v@7.16b, v@7.16b
  aese v@8.16b, v@10.16b
  aesmc v@8.16b, v@8.16b
  aese v@0.16b, v@10.16b
  aesmc v@0.16b, v@0.16b
  aese v@12.16b, v@10.16b
  aesmc v@12.16b, v@12.16b
  aese v@11.16b, v@10.16b
  aesmc v@11.16b, v@11.16b
  ldr q@10, [sp, #464]
  aese v@2.16b, v@9.16b
  aesmc v@2.16b, v@2.16b
  aese v@5.16b, v@9.16b
  aesmc v@5.16b, v@5.16b
  aese v@1.16b, v@9.16b
  aesmc v@1.16b, v@1.16b
  aese v@7.16b, v@9.16b
  aesmc v@7.16b, v@7.16b
  aese v@8.16b, v@9.16b
  aesmc v@8.16b, v@8.16b
  aese v@0.16b, v@9.16b
  aesmc v@0.16b, v@0.16b
  aese v@12.16b, v@9.16b
  aesmc v@12.16b, v@12.16b
  aese v@11.16b, v@9.16b
  aesmc v@11.16b, v@11.16b
  ldr q@9, [sp, #416]
  aese v@2.16b, v@9.16b
  aesmc v@2.16b, v@2.16b
  aese v@5.16b, v@9.16b
  aesmc v@5.16b, v@5.16b
  aese v@1.16b, v@9.16b
  aesmc v@1.16b, v@1.16b
  aese v@7.16b, v@9.16b
  aesmc v@7.16b, v@7.16b
  aese v@8.16b, v@9.16b
  aesmc v@8.16b, v@8.16b
  aese v@0.16b, v@9.16b
  aesmc v@0.16b, v@0.16b
  aese v@12.16b, v@9.16b
  aesmc v@12.16b, v@12.16b
  aese v@11.16b, v@9.16b
  aesmc v@11.16b, v@11.16b
  ldr q@9, [sp, #448]
  aese v@2.16b, v@9.16b
  aesmc v@2.16b, v@2.16b
  aese v@5.16b, v@9.16b
  aesmc v@5.16b, v@5.16b
  aese v@1.16b, v@9.16b
  aesmc v@1.16b, v@1.16b
  aese v@7.16b, v@9.16b
  aesmc v@7.16b, v@7.16b
  aese v@8.16b, v@9.16b
  aesmc v@8.16b, v@8.16b
  aese v@0.16b, v@9.16b
  aesmc v@0.16b, v@0.16b
  aese v@12.16b, v@9.16b
  aesmc v@12.16b, v@12.16b
  aese v@11.16b, v@9.16b
  aesmc v@11.16b, v@11.16b
  ldr q@9, [sp, #480]
  aese v@2.16b, v@9.16b
  aesmc v@2.16b, v@2.16b
  aese v@5.16b, v@9.16b
  aesmc v@5.16b, v@5.16b
  aese v@1.16b, v@9.16b
  aesmc v@1.16b, v@1.16b
  aese v@7.16b, v@9.16b
  aesmc v@7.16b, v@7.16b
  aese v@8.16b, v@9.16b
  aesmc v@8.16b, v@8.16b
  aese v@0.16b, v@9.16b
  aesmc v@0.16b, v@0.16b
  aese v@2.16b, v@3.16b
  aesmc v@2.16b, v@2.16b
  aese v@5.16b, v@3.16b
  aesmc v@5.16b, v@5.16b
  aese v@1.16b, v@3.16b
  aesmc v@1.16b, v@1.16b
  aese v@7.16b, v@3.16b
  aesmc v@7.16b, v@7.16b
  aese v@8.16b, v@3.16b
  aesmc v@8.16b, v@8.16b
  aese v@0.16b, v@3.16b
  aesmc v@0.16b, v@0.16b
  aese v@12.16b, v@9.16b
  aesmc v@12.16b, v@12.16b
  aese v@11.16b, v@9.16b
  aesmc v@11.16b, v@11.16b
  ldr q@9, [sp, #496]
  aese v@2.16b, v@4.16b
  aesmc v@2.16b, v@2.16b
  aese v@5.16b, v@4.16b
  aesmc v@5.16b, v@5.16b
  aese v@1.16b, v@4.16b
  aesmc v@1.16b, v@1.16b
  aese v@7.16b, v@4.16b
  aesmc v@7.16b, v@7.16b
  aese v@8.16b, v@4.16b
  aesmc v@8.16b, v@8.16b
  aese v@0.16b, v@4.16b
  aesmc v@0.16b, v@0.16b
  aese v@12.16b, v@3.16b
  aesmc v@12.16b, v@12.16b
  aese v@11.16b, v@3.16b
  aesmc v@11.16b, v@11.16b
  aese v@2.16b, v@9.16b
  aesmc v@2.16b, v@2.16b
  aese v@5.16b, v@9.16b
  aesmc v@5.16b, v@5.16b
  aese v@1.16b, v@9.16b
  aesmc v@1.16b, v@1.16b
  aese v@7.16b, v@9.16b
  aesmc v@7.16b, v@7.16b
  aese v@8.16b, v@9.16b
  aesmc v@8.16b, v@8.16b
  aese v@0.16b, v@9.16b
  aesmc v@0.16b, v@0.16b
  aese v@12.16b, v@4.16b
  aesmc v@12.16b, v@12.16b
  aese v@11.16b, v@4.16b
  aesmc v@11.16b, v@11.16b
  aese v@2.16b, v@10.16b
  aese v@5.16b, v@10.16b
  aese v@1.16b, v@10.16b
  aese v@7.16b, v@10.16b
  aese v@8.16b, v@10.16b
  aese v@0.16b, v@10.16b
  aese v@12.16b, v@9.16b
  aesmc v@12.16b, v@12.16b
  aese v@11.16b, v@9.16b
  aesmc v@11.16b, v@11.16b
  eor v@2.16b, v@2.16b, v@6.16b
  eor v@5.16b, v@5.16b, v@6.16b
  eor v@1.16b, v@1.16b, v@6.16b
  eor v@7.16b, v@7.16b, v@6.16b
  eor v@8.16b, v@8.16b, v@6.16b
  eor v@0.16b, v@0.16b, v@6.16b
  aese v@12.16b, v@10.16b
  aese v@11.16b, v@10.16b
  stp q@2, q@5, [sp, #928]
  movi v@5.2d, #0000000000000000
  stp q@1, q@7, [sp, #960]
  movi v@7.2d, #0000000000000000
  eor v@12.16b, v@12.16b, v@6.16b
  stp q@8, q@0, [sp, #992]
  movi v@8.2d, #0000000000000000
  movi v@0.2d, #0000000000000000
  eor v@11.16b, v@11.16b, v@6.16b
  stp q@5, q@5, [x29, #-208]
  stp q@5, q@5, [x29, #-176]
  stp q@12, q@11, [sp, #896]
  stp q@5, q@5, [x29, #-144]
  stp q@5, q@5, [x29, #-112]
  cbz x22, L16
  str x9, [sp, #192]
  ldp x9, x10, [x19, #16]
  str x28, [sp, #224]
  mov x28, xzr
  add x8, x8, x23
  mov w20, #16
  str x27, [sp, #240]
  add x26, x9, x23
  str x10, [sp, #272]
  str x8, [sp, #256]
  str x22, [sp, #208]
L17:
  cmp x21, #16
  csel x8, x21, x20, lo
  cmp x28, #128
  b.eq L18
  add x8, x23, x8
  add x0, x23, x28
  subs x25, x21, #16
  add x19, x28, x8
  csel x24, x21, x20, lo
  stp xzr, xzr, [x29, #-224]
  cmp x19, x0
  b.lo L19
  cmp x19, x2
  b.hi L19
  ldr x8, [sp, #256]
  mov x27, x2
  sub x0, x29, #224
  mov x2, x24
  add x1, x8, x28
  bl memcpy
  add x8, sp, #896
  ldur q@8, [x29, #-224]
  ldr q@0, [x8, x28]
  ldr x8, [sp, #272]
  eor v@8.16b, v@0.16b, v@8.16b
  cmp x19, x8
  stur q@8, [x29, #-224]
  b.hi L20
  add x0, x26, x28
  sub x1, x29, #224
  mov x2, x24
  sub x22, x22, #1
  bl memcpy
  sub x19, x29, #224
  sub x2, x20, x24
  mov w1, wzr
  add x0, x19, x24
  bl memset
  ldur q@8, [x29, #-224]
  sub x8, x29, #208
  stp xzr, xzr, [x29, #-224]
  mov x21, x25
  mov x2, x27
  rev64 v@8.16b, v@8.16b
  ext v@8.16b, v@8.16b, v@8.16b, #8
  str q@8, [x8, x28]
  add x28, x28, #16



  ldp q@4, q@3, [sp]
  cbnz x22, L17
L18:
  ldr x13, [sp, #208]
  mov w8, #8
  ldur q@8, [x29, #-208]
  ldr q@0, [sp, #128]
  sub x9, x8, x13
  add x8, sp, #512
  cmp x13, #1
  add x9, x8, x9, lsl #4
  eor v@8.16b, v@8.16b, v@0.16b
  ldr x10, [x9]
  orr x9, x9, #0x8
  ld1r { v@0.2d }, [x9]
  dup v@7.2d, x10
  pmull v@1.1q, v@8.1d, v@0.1d
  pmull2 v@5.1q, v@8.2d, v@7.2d
  fmov d2, x10
  pmull v@7.1q, v@8.1d, v@7.1d
  pmull2 v@8.1q, v@8.2d, v@0.2d
  eor v@0.16b, v@5.16b, v@1.16b
  b.ne L21
  ldr x27, [sp, #240]
  ldr x28, [sp, #224]
  b L16
L21:
  ldr x9, [sp, #192]
  sub x11, x8, x13, lsl #4
  sub x10, x29, #208
  mov w12, #9
  ldr x27, [sp, #240]
  ldr x28, [sp, #224]
  and x9, x9, #0xf0
  sub x0, x12, x13
  add x8, x10, x9
  add x9, x10, #16
  add x10, x11, #152
L22:
  sub x11, x0, #8
  cmn x11, #8
  b.lo L5
  ldp d3, d6, [x9], #16
  ldp d5, d4, [x10, #-8]
  cmp x9, x8
  add x0, x0, #1
  add x10, x10, #16
  pmull v@11.1q, v@1.1d, v@5.1d
  pmull v@9.1q, v@12.1d, v@2.1d
  pmull v@1.1q, v@1.1d, v@2.1d
  pmull v@5.1q, v@12.1d, v@5.1d
  eor v@2.16b, v@9.16b, v@11.16b
  eor v@7.16b, v@7.16b, v@1.16b
  eor v@8.16b, v@8.16b, v@5.16b
  eor v@0.16b, v@0.16b, v@2.16b
  b.ne L22
L16:
  movi v@2.2d, #0000000000000000
  mov x8, #-4467570830351532032
  ext v@1.16b, v@2.16b, v@0.16b, #8
  ext v@0.16b, v@0.16b, v@2.16b, #8
  eor v@7.16b, v@1.16b, v@7.16b
  fmov d3, x8
  eor v@8.16b, v@0.16b, v@8.16b
  pmull v@5.1q, v@7.1d, v@1.1d
  ext v@7.16b, v@7.16b, v@7.16b, #8
  eor v@7.16b, v@7.16b, v@5.16b
  pmull v@1.1q, v@7.1d, v@1.1d
  ext v@0.16b, v@7.16b, v@7.16b, #8
  eor v@8.16b, v@8.16b, v@1.16b
  eor v@2.16b, v@8.16b, v@0.16b
L15:
  fmov d0, x28
  ldr q@7, [sp, #288]
  mov w8, #1
  ldr x9, [sp, #632]
  ldr q@5, [sp, #432]
  mov v@7.s[3], w8
  ldr x8, [sp, #624]
  mov v@8.d[1], x2
  fmov d3, x9
  dup v@11.2d, x9
  shl v@0.2d, v@8.2d, #3
  rev32 v@8.16b, v@7.16b
  ldr q@7, [sp, #368]
  ext v@0.16b, v@0.16b, v@0.16b, #8
  aese v@8.16b, v@7.16b
  aesmc v@8.16b, v@8.16b
  dup v@7.2d, x8
  eor v@0.16b, v@2.16b, v@0.16b
  aese v@8.16b, v@5.16b
  aesmc v@8.16b, v@8.16b
  ldr q@5, [sp, #304]
  pmull v@1.1q, v@0.1d, v@1.1d
  aese v@8.16b, v@5.16b
  aesmc v@8.16b, v@8.16b
  pmull2 v@7.1q, v@0.2d, v@7.2d
  movi v@5.2d, #0000000000000000
  eor v@7.16b, v@7.16b, v@1.16b
  ldp q@1, q@12, [sp, #336]
  aese v@8.16b, v@1.16b
  aesmc v@8.16b, v@8.16b
  fmov d3, x8
  ext v@2.16b, v@5.16b, v@7.16b, #8
  mov x8, #-4467570830351532032
  ext v@7.16b, v@7.16b, v@5.16b, #8
  ldr q@5, [sp, #416]
  pmull v@1.1q, v@0.1d, v@1.1d
  aese v@8.16b, v@12.16b
  aesmc v@8.16b, v@8.16b
  pmull2 v@0.1q, v@0.2d, v@11.2d
  eor v@1.16b, v@2.16b, v@1.16b
  ldp q@2, q@9, [sp, #384]
  eor v@0.16b, v@7.16b, v@0.16b
  ldr q@7, [sp, #448]
  aese v@8.16b, v@2.16b
  aesmc v@8.16b, v@8.16b
  fmov d5, x8
  pmull v@12.1q, v@1.1d, v@2.1d
  ext v@1.16b, v@1.16b, v@1.16b, #8
  aese v@8.16b, v@9.16b
  aesmc v@8.16b, v@8.16b
  eor v@1.16b, v@1.16b, v@12.16b
  aese v@8.16b, v@5.16b
  aesmc v@8.16b, v@8.16b
  pmull v@5.1q, v@1.1d, v@2.1d
  aese v@8.16b, v@7.16b
  aesmc v@8.16b, v@8.16b
  ext v@7.16b, v@1.16b, v@1.16b, #8
  ldr q@1, [sp, #480]
  aese v@8.16b, v@1.16b
  aesmc v@8.16b, v@8.16b
  eor v@0.16b, v@0.16b, v@5.16b
  aese v@8.16b, v@3.16b
  aesmc v@8.16b, v@8.16b
  eor v@0.16b, v@0.16b, v@7.16b
  ldr q@7, [sp, #496]
  aese v@8.16b, v@4.16b
  aesmc v@8.16b, v@8.16b
  rev64 v@0.16b, v@0.16b
  aese v@8.16b, v@7.16b
  aesmc v@8.16b, v@8.16b
  ldr q@7, [sp, #464]
  ext v@0.16b, v@0.16b, v@0.16b, #8
  aese v@8.16b, v@7.16b
  ldr q@7, [sp, #320]
  eor v@0.16b, v@0.16b, v@7.16b
  eor v@8.16b, v@8.16b, v@0.16b
  str q@8, [x27]
  add sp, sp, #1184
  ldp x20, x19, [sp, #144]
  ldp x22, x21, [sp, #128]
  ldp x24, x23, [sp, #112]
  ldp x26, x25, [sp, #96]
  ldp x28, x27, [sp, #80]
  ldp x29, x30, [sp, #64]
  ldp d9, d8, [sp, #48]
  ldp d11, d10, [sp, #32]
  ldp d13, d12, [sp, #16]
  ldp d15, d14, [sp], #160
  ret
L8:
  adrp x0, C7
  add x0, x0, :lo12:C7
  adrp x2, C8
  add x2, x2, :lo12:C8
  mov w1, #45
  bl core::option::expect_failed
L12:
  adrp x3, C9
  add x3, x3, :lo12:C9
  mov x0, x23
  mov x1, x2
  bl core::slice::index::slice_index_fail
L13:
  adrp x3, C10
  add x3, x3, :lo12:C10
  mov x0, x23
  mov x2, x1
  bl core::slice::index::slice_index_fail
L19:
  cmp x21, #16
  mov w8, #16
  adrp x3, C11
  add x3, x3, :lo12:C11
  csel x8, x21, x8, lo
  add x1, x0, x8
  bl core::slice::index::slice_index_fail
L20:
  cmp x21, #16
  mov w8, #16
  add x0, x23, x28
  csel x8, x21, x8, lo
  ldr x2, [sp, #272]
  adrp x3, C12
  add x3, x3, :lo12:C12
  add x1, x0, x8
  bl core::slice::index::slice_index_fail
L5:
  adrp x2, C13
  add x2, x2, :lo12:C13
  mov w1, #8
  bl core::panicking::panic_bounds_check
== hw_gcm::arch::aarch64::aes_pmull::seal#1
  stp d15, d14, [sp, #-160]!
  stp d13, d12, [sp, #16]
  stp d11, d10, [sp, #32]
  stp d9, d8, [sp, #48]
  stp x29, x30, [sp, #64]
  stp x28, x27, [sp, #80]
  stp x26, x25, [sp, #96]
  stp x24, x23, [sp, #112]
  stp x22, x21, [sp, #128]
  stp x20, x19, [sp, #144]
  add x29, sp, #64
  sub sp, sp, #1248
  str xzr, [sp]
  mov x25, x8
  add x8, x1, #8
  ldp q@0, q@1, [x0]
  movi v@2.2d, #0000000000000000
  ldp q@3, q@4, [x0, #336]
  mov x21, x3
  ldp x20, x24, [x4]
  mov x22, x2
  str q@0, [sp, #336]
  stp q@0, q@1, [sp, #704]
  ldp q@5, q@0, [x0, #32]
  str q@3, [sp, #112]
  str q@5, [sp, #272]
  stp q@3, q@4, [sp, #672]
  stp q@5, q@0, [sp, #736]
  ldp q@6, q@5, [x0, #64]
  stp q@0, q@6, [sp, #304]
  stp q@6, q@5, [sp, #768]
  ldp q@6, q@0, [x0, #96]
  stp q@5, q@0, [sp, #352]
  str q@6, [sp, #560]
  stp q@6, q@0, [sp, #800]
  ldp q@5, q@3, [x0, #128]
  stp q@1, q@5, [sp, #384]
  stp q@5, q@3, [sp, #832]
  ldp q@0, q@5, [x0, #160]
  ldr d0, [x1]
  stp q@5, q@0, [sp, #464]
  ld1 { v@6.s }[2], [x8]
  lsr x8, x3, #4
  stp q@0, q@5, [sp, #864]
  ldp q@1, q@0, [x0, #192]
  mov v@6.s[3], v@2.s[3]
  stp q@1, q@0, [sp, #896]
  stp q@0, q@3, [sp, #416]
  ldp q@5, q@0, [x0, #240]
  str q@1, [sp, #448]
  stp q@0, q@5, [sp, #192]
  stp q@5, q@0, [sp, #576]
  ldp q@1, q@0, [x0, #272]
  stp q@0, q@1, [sp, #160]
  stp q@1, q@0, [sp, #608]
  rev32 v@0.16b, v@6.16b
  ldr q@6, [x0, #224]
  ldp q@5, q@1, [x0, #304]
  str q@6, [sp, #288]
  stp q@1, q@5, [sp, #128]
  stp q@5, q@1, [sp, #640]
  stp q@6, q@0, [sp, #928]
  str q@0, [sp, #256]
  cbz x8, L0
  movi v@6.2d, #0000000000000000
  add x9, sp, #576
  sub x10, x29, #208
  add x11, x9, #152
  mov w12, #8
  mov x13, #-4467570830351532032
  mov w14, #9
  mov x15, x22
  b L1
L2:
  ext v@2.16b, v@6.16b, v@5.16b, #8
  ext v@5.16b, v@5.16b, v@6.16b, #8
  sub x8, x8, x16
  add x15, x15, x17
  eor v@1.16b, v@2.16b, v@1.16b
  fmov d4, x13
  eor v@0.16b, v@5.16b, v@0.16b
  pmull v@3.1q, v@1.1d, v@2.1d
  ext v@1.16b, v@1.16b, v@1.16b, #8
  eor v@1.16b, v@1.16b, v@3.16b
  pmull v@2.1q, v@1.1d, v@2.1d
  ext v@5.16b, v@1.16b, v@1.16b, #8
  eor v@0.16b, v@0.16b, v@2.16b
  eor v@2.16b, v@0.16b, v@5.16b
  cbz x8, L0
L1:
  cmp x8, #8
  mov x17, xzr
  stp q@6, q@6, [x29, #-208]
  csel x16, x8, x12, lo
  stp q@6, q@6, [x29, #-176]
  stp q@6, q@6, [x29, #-144]
  stp q@6, q@6, [x29, #-112]
L3:
  lsl x18, x17, #4
  add x17, x17, #1
  cmp x16, x17
  ldr q@0, [x15, x18]
  rev64 v@0.16b, v@0.16b
  ext v@0.16b, v@0.16b, v@0.16b, #8
  str q@0, [x10, x18]
  b.ne L3
  sub x17, x12, x16
  ldur q@0, [x29, #-208]
  cmp x8, #1
  add x17, x9, x17, lsl #4
  eor v@0.16b, v@0.16b, v@2.16b
  ldr x18, [x17]
  orr x17, x17, #0x8
  ld1r { v@5.2d }, [x17]
  lsl x17, x16, #4
  dup v@1.2d, x18
  pmull v@2.1q, v@0.1d, v@5.1d
  pmull2 v@3.1q, v@0.2d, v@1.2d
  fmov d3, x18
  pmull v@1.1q, v@0.1d, v@1.1d
  pmull2 v@0.1q, v@0.2d, v@5.2d
  eor v@5.16b, v@3.16b, v@2.16b
  b.eq L2
  sub x18, x11, x16, lsl #4
  add x1, x10, x17
  sub x0, x14, x16
  add x2, x10, #16
L4:
  sub x3, x0, #8
  cmn x3, #8
  b.lo L5
  ldp d4, d7, [x2], #16
  ldp d6, d5, [x18, #-8]
  cmp x2, x1
  add x0, x0, #1
  add x18, x18, #16
  pmull v@7.1q, v@2.1d, v@3.1d
  pmull v@8.1q, v@9.1d, v@10.1d
  pmull v@2.1q, v@2.1d, v@10.1d
  pmull v@3.1q, v@9.1d, v@3.1d
  eor v@10.16b, v@8.16b, v@7.16b
  eor v@1.16b, v@1.16b, v@2.16b
  eor v@0.16b, v@0.16b, v@3.16b
  eor v@5.16b, v@5.16b, v@10.16b
  b.ne L4
  b L2
L0:
  fmov x8, d18
  mov x23, v@4.d[1]
  dup v@6.2d, x8
  and x8, x21, #0xf
  stp q@6, q@4, [sp, #224]
  cbz x8, L6
  mov w9, #16
  mov w1, wzr
  and x19, x21, #0x7ffffffffffffff0
  sub x2, x9, x8
  sub x9, x29, #208
  str q@2, [sp, #512]
  orr x0, x9, x8
  bl memset
  sub x0, x29, #208
  add x1, x22, x19
  and x2, x21, #0xf
  bl memcpy
  ldur q@6, [x29, #-208]
  ldr q@0, [sp, #512]
  movi v@1.2d, #0000000000000000
  ldp q@5, q@10, [sp, #224]
  mov x8, #-4467570830351532032
  rev64 v@6.16b, v@6.16b
  ext v@6.16b, v@6.16b, v@6.16b, #8
  eor v@6.16b, v@0.16b, v@6.16b
  fmov d1, x23
  pmull v@0.1q, v@6.1d, v@0.1d
  pmull2 v@5.1q, v@6.2d, v@5.2d
  eor v@0.16b, v@5.16b, v@0.16b
  pmull v@5.1q, v@6.1d, v@10.1d
  pmull2 v@6.1q, v@6.2d, v@10.2d
  ext v@2.16b, v@1.16b, v@0.16b, #8
  ext v@0.16b, v@0.16b, v@1.16b, #8
  eor v@5.16b, v@2.16b, v@5.16b
  fmov d4, x8
  eor v@6.16b, v@0.16b, v@6.16b
  pmull v@3.1q, v@5.1d, v@2.1d
  ext v@5.16b, v@5.16b, v@5.16b, #8
  eor v@5.16b, v@5.16b, v@3.16b
  pmull v@1.1q, v@5.1d, v@2.1d
  ext v@0.16b, v@5.16b, v@5.16b, #8
  eor v@6.16b, v@6.16b, v@1.16b
  eor v@2.16b, v@6.16b, v@0.16b
L6:
  cmp x24, #128
  mov w9, #2
  b.lo L7
  ldr q@6, [sp, #256]
  adrp x8, C0
  mov v@11.16b, v@2.16b
  ldr q@0, [x8, :lo12:C0]
  adrp x8, C1
  ldr q@12, [sp, #384]
  mov v@6.s[3], w9
  adrp x9, C2
  ldr q@5, [x8, :lo12:C1]
  adrp x8, C3
  ldr q@1, [x9, :lo12:C2]
  adrp x9, C4
  ldr q@2, [x8, :lo12:C3]
  adrp x8, C5
  ldr q@3, [x9, :lo12:C4]
  adrp x9, C6
  ldr q@9, [x8, :lo12:C5]
  ldr q@13, [sp, #288]
  ldr q@7, [x9, :lo12:C6]
  add v@0.4s, v@6.4s, v@0.4s
  add v@5.4s, v@6.4s, v@5.4s
  add v@1.4s, v@6.4s, v@1.4s
  add v@2.4s, v@6.4s, v@2.4s
  add v@8.4s, v@6.4s, v@3.4s
  add v@4.4s, v@6.4s, v@9.4s
  add v@7.4s, v@6.4s, v@7.4s
  rev32 v@10.16b, v@6.16b
  rev32 v@9.16b, v@0.16b
  rev32 v@3.16b, v@5.16b
  mov w9, #10
  rev32 v@6.16b, v@1.16b
  rev32 v@0.16b, v@2.16b
  rev32 v@5.16b, v@8.16b
  rev32 v@1.16b, v@4.16b
  rev32 v@2.16b, v@7.16b
  ldr q@7, [sp, #336]
  ldp q@14, q@15, [x20]
  mov w22, #128
  aese v@10.16b, v@7.16b
  aesmc v@10.16b, v@10.16b
  aese v@9.16b, v@7.16b
  aesmc v@9.16b, v@9.16b
  aese v@3.16b, v@7.16b
  aesmc v@3.16b, v@3.16b
  aese v@6.16b, v@7.16b
  aesmc v@6.16b, v@6.16b
  aese v@0.16b, v@7.16b
  aesmc v@0.16b, v@0.16b
  aese v@5.16b, v@7.16b
  aesmc v@5.16b, v@5.16b
  aese v@1.16b, v@7.16b
  aesmc v@1.16b, v@1.16b
  aese v@2.16b, v@7.16b
  aesmc v@2.16b, v@2.16b
  aese v@10.16b, v@12.16b
  aesmc v@10.16b, v@10.16b
  aese v@9.16b, v@12.16b
  aesmc v@9.16b, v@9.16b
  aese v@3.16b, v@12.16b
  aesmc v@3.16b, v@3.16b
  aese v@6.16b, v@12.16b
  aesmc v@6.16b, v@6.16b
  aese v@0.16b, v@12.16b
  aesmc v@0.16b, v@0.16b
  aese v@5.16b, v@12.16b
  aesmc v@5.16b, v@5.16b
  aese v@1.16b, v@12.16b
  aesmc v@1.16b, v@1.16b
  aese v@2.16b, v@12.16b
  aesmc v@2.16b, v@2.16b
  ldr q@12, [sp, #272]
  eor v@14.16b, v@14.16b, v@13.16b
  ldp q@16, q@7, [x20, #32]
  aese v@10.16b, v@12.16b
  aesmc v@10.16b, v@10.16b
  aese v@9.16b, v@12.16b
  aesmc v@9.16b, v@9.16b
  ldp q@4, q@8, [x20, #64]
  aese v@3.16b, v@12.16b
  aesmc v@3.16b, v@3.16b
  aese v@6.16b, v@12.16b
  aesmc v@6.16b, v@6.16b
  aese v@0.16b, v@12.16b
  aesmc v@0.16b, v@0.16b
  aese v@5.16b, v@12.16b
  aesmc v@5.16b, v@5.16b
  aese v@1.16b, v@12.16b
  aesmc v@1.16b, v@1.16b
  aese v@2.16b, v@12.16b
  aesmc v@2.16b, v@2.16b
  ldp q@17, q@12, [sp, #304]
  eor v@15.16b, v@15.16b, v@13.16b
  eor v@16.16b, v@16.16b, v@13.16b
  eor v@7.16b, v@7.16b, v@13.16b
  eor v@4.16b, v@4.16b, v@13.16b
  eor v@8.16b, v@8.16b, v@13.16b
  aese v@10.16b, v@17.16b
  aesmc v@10.16b, v@10.16b
  aese v@9.16b, v@17.16b
  aesmc v@9.16b, v@9.16b
  aese v@3.16b, v@17.16b
  aesmc v@3.16b, v@3.16b
  aese v@6.16b, v@17.16b
  aesmc v@6.16b, v@6.16b
  aese v@0.16b, v@17.16b
  aesmc v@0.16b, v@0.16b
  aese v@5.16b, v@17.16b
  aesmc v@5.16b, v@5.16b
  aese v@1.16b, v@17.16b
  aesmc v@1.16b, v@1.16b
  aese v@2.16b, v@17.16b
  aesmc v@2.16b, v@2.16b
  aese v@10.16b, v@12.16b
  aesmc v@10.16b, v@10.16b
  aese v@9.16b, v@12.16b
  aesmc v@9.16b, v@9.16b
  aese v@3.16b, v@12.16b
  aesmc v@3.16b, v@3.16b
  aese v@6.16b, v@12.16b
  aesmc v@6.16b, v@6.16b
  aese v@0.16b, v@12.16b
  aesmc v@0.16b, v@0.16b
  aese v@5.16b, v@12.16b
  aesmc v@5.16b, v@5.16b
  aese v@1.16b, v@12.16b
  aesmc v@1.16b, v@1.16b
  aese v@2.16b, v@12.16b
  aesmc v@2.16b, v@2.16b
  ldr q@12, [sp, #352]
  aese v@10.16b, v@12.16b
  aesmc v@10.16b, v@10.16b
  aese v@9.16b, v@12.16b
  aesmc v@9.16b, v@9.16b
  aese v@3.16b, v@12.16b
  aesmc v@3.16b, v@3.16b
  aese v@6.16b, v@12.16b
  aesmc v@6.16b, v@6.16b
  aese v@0.16b, v@12.16b
  aesmc v@0.16b, v@0.16b
  aese v@5.16b, v@12.16b
  aesmc v@5.16b, v@5.16b
  aese v@1.16b, v@12.16b
  aesmc v@1.16b, v@1.16b
  aese v@2.16b, v@12.16b
  aesmc v@2.16b, v@2.16b
  ldr q@12, [sp, #560]
  aese v@10.16b, v@12.16b
  aesmc v@10.16b, v@10.16b
  aese v@9.16b, v@12.16b
  aesmc v@9.16b, v@9.16b
  aese v@3.16b, v@12.16b
  aesmc v@3.16b, v@3.16b
  aese v@6.16b, v@12.16b
  aesmc v@6.16b, v@6.16b
  aese v@0.16b, v@12.16b
  aesmc v@0.16b, v@0.16b
  aese v@5.16b, v@12.16b
  aesmc v@5.16b, v@5.16b
  aese v@1.16b, v@12.16b
  aesmc v@1.16b, v@1.16b
  aese v@2.16b, v@12.16b
  aesmc v@2.16b, v@2.16b
  ldr q@12, [sp, #368]
  aese v@10.16b, v@12.16b
  aesmc v@10.16b, v@10.16b
  aese v@9.16b, v@12.16b
  aesmc v@9.16b, v@9.16b
  aese v@3.16b, v@12.16b
  aesmc v@3.16b, v@3.16b
  aese v@6.16b, v@12.16b
  aesmc v@6.16b, v@6.16b
  aese v@0.16b, v@12.16b
  aesmc v@0.16b, v@0.16b
  aese v@5.16b, v@12.16b
  aesmc v@5.16b, v@5.16b
  aese v@1.16b, v@12.16b
  aesmc v@1.16b, v@1.16b
  aese v@2.16b, v@12.16b
  aesmc v@2.16b, v@2.16b
  ldr q@12, [sp, #400]
  aese v@10.16b, v@12.16b
  aesmc v@10.16b, v@10.16b
  aese v@9.16b, v@12.16b
  aesmc v@9.16b, v@9.16b
  aese v@3.16b, v@12.16b
  aesmc v@3.16b, v@3.16b
  aese v@6.16b, v@12.16b
  aesmc v@6.16b, v@6.16b
  aese v@0.16b, v@12.16b
  aesmc v@0.16b, v@0.16b
  aese v@5.16b, v@12.16b
  aesmc v@5.16b, v@5.16b
  aese v@1.16b, v@12.16b
  aesmc v@1.16b, v@1.16b
  aese v@2.16b, v@12.16b
  aesmc v@2.16b, v@2.16b
  ldr q@12, [sp, #432]
  aese v@10.16b, v@12.16b
  aesmc v@10.16b, v@10.16b
  aese v@9.16b, v@12.16b
  aesmc v@9.16b, v@9.16b
  aese v@3.16b, v@12.16b
  aesmc v@3.16b, v@3.16b
  aese v@6.16b, v@12.16b
  aesmc v@6.16b, v@6.16b
  aese v@0.16b, v@12.16b
  aesmc v@0.16b, v@0.16b
  aese v@5.16b, v@12.16b
  aesmc v@5.16b, v@5.16b
  aese v@1.16b, v@12.16b
  aesmc v@1.16b, v@1.16b
  aese v@2.16b, v@12.16b
  aesmc v@2.16b, v@2.16b
  ldp q@12, q@17, [sp, #464]
  aese v@10.16b, v@17.16b
  aesmc v@10.16b, v@10.16b
  aese v@9.16b, v@17.16b
  aesmc v@9.16b, v@9.16b
  aese v@3.16b, v@17.16b
  aesmc v@3.16b, v@3.16b
  aese v@6.16b, v@17.16b
  aesmc v@6.16b, v@6.16b
  aese v@0.16b, v@17.16b
  aesmc v@0.16b, v@0.16b
  aese v@10.16b, v@12.16b
  aesmc v@10.16b, v@10.16b
  aese v@9.16b, v@12.16b
  aesmc v@9.16b, v@9.16b
  aese v@5.16b, v@17.16b
  aesmc v@5.16b, v@5.16b
  aese v@1.16b, v@17.16b
  aesmc v@1.16b, v@1.16b
  aese v@2.16b, v@17.16b
  aesmc v@2.16b, v@2.16b
  ldr q@17, [sp, #448]
  aese v@3.16b, v@12.16b
  aesmc v@3.16b, v@3.16b
  aese v@6.16b, v@12.16b
  aesmc v@6.16b, v@6.16b
  aese v@10.16b, v@17.16b
  aesmc v@10.16b, v@10.16b
  aese v@9.16b, v@17.16b
  aesmc v@9.16b, v@9.16b
  aese v@0.16b, v@12.16b
  aesmc v@0.16b, v@0.16b
  aese v@5.16b, v@12.16b
  aesmc v@5.16b, v@5.16b
  aese v@1.16b, v@12.16b
  aesmc v@1.16b, v@1.16b
  aese v@2.16b, v@12.16b
  aesmc v@2.16b, v@2.16b
  ldr q@12, [sp, #416]
  aese v@3.16b, v@17.16b
  aesmc v@3.16b, v@3.16b
  aese v@6.16b, v@17.16b
  aesmc v@6.16b, v@6.16b
  aese v@10.16b, v@12.16b
  aese v@9.16b, v@12.16b
  aese v@0.16b, v@17.16b
  aesmc v@0.16b, v@0.16b
  aese v@5.16b, v@17.16b
  aesmc v@5.16b, v@5.16b
  aese v@1.16b, v@17.16b
  aesmc v@1.16b, v@1.16b
  aese v@2.16b, v@17.16b
  aesmc v@2.16b, v@2.16b
  eor v@10.16b, v@14.16b, v@10.16b
  eor v@9.16b, v@15.16b, v@9.16b
  ldp q@15, q@14, [x20, #96]
  aese v@3.16b, v@12.16b
  aese v@6.16b, v@12.16b
  aese v@0.16b, v@12.16b
  aese v@5.16b, v@12.16b
  stp q@10, q@9, [x20]
  aese v@1.16b, v@12.16b
  aese v@2.16b, v@12.16b
  eor v@15.16b, v@15.16b, v@13.16b
  eor v@14.16b, v@14.16b, v@13.16b
  eor v@3.16b, v@16.16b, v@3.16b
  eor v@6.16b, v@7.16b, v@6.16b
  eor v@0.16b, v@4.16b, v@0.16b
  eor v@5.16b, v@8.16b, v@5.16b
  eor v@1.16b, v@15.16b, v@1.16b
  eor v@7.16b, v@14.16b, v@2.16b
  rev64 v@2.16b, v@10.16b
  stp q@3, q@6, [x20, #32]
  rev64 v@10.16b, v@9.16b
  rev64 v@3.16b, v@3.16b
  stp q@0, q@5, [x20, #64]
  rev64 v@9.16b, v@6.16b
  rev64 v@8.16b, v@0.16b
  stp q@1, q@7, [x20, #96]
  rev64 v@4.16b, v@5.16b
  rev64 v@14.16b, v@1.16b
  rev64 v@12.16b, v@7.16b
  ext v@16.16b, v@2.16b, v@2.16b, #8
  mov v@2.16b, v@11.16b
  ext v@18.16b, v@10.16b, v@10.16b, #8
  ext v@11.16b, v@3.16b, v@3.16b, #8
  ext v@15.16b, v@9.16b, v@9.16b, #8
  ext v@8.16b, v@8.16b, v@8.16b, #8
  ext v@9.16b, v@4.16b, v@4.16b, #8
  ext v@10.16b, v@14.16b, v@14.16b, #8
  ext v@3.16b, v@12.16b, v@12.16b, #8
  sub x8, x24, x22
  cmp x8, #128
  b.hs L8
L9:
  mov v@14.16b, v@3.16b
  mov v@19.16b, v@10.16b
  mov v@12.16b, v@9.16b
  mov v@17.16b, v@8.16b
  mov v@13.16b, v@15.16b
  mov v@20.16b, v@11.16b
  mov v@21.16b, v@18.16b
  mov v@22.16b, v@16.16b
  b L10
L7:
  movi v@3.2d, #0000000000000000
  movi v@10.2d, #0000000000000000
  mov x22, xzr
  movi v@9.2d, #0000000000000000
  movi v@8.2d, #0000000000000000
  movi v@15.2d, #0000000000000000
  movi v@11.2d, #0000000000000000
  movi v@18.2d, #0000000000000000
  movi v@16.2d, #0000000000000000
  sub x8, x24, xzr
  cmp x8, #128
  b.lo L9
L8:
  ldr q@6, [sp, #208]
  adrp x3, C0
  adrp x4, C3
  ldr q@5, [x3, :lo12:C0]
  adrp x3, C1
  adrp x5, C6
  fmov x10, d0
  mov x11, v@6.d[1]
  ldr q@6, [sp, #192]
  str q@5, [sp, #96]
  ldr q@5, [x3, :lo12:C1]
  adrp x3, C2
  fmov x12, d0
  mov x13, v@6.d[1]
  ldr q@6, [sp, #176]
  str q@5, [sp, #80]
  ldr q@5, [x3, :lo12:C2]
  adrp x3, C4
  fmov x14, d0
  mov x15, v@6.d[1]
  ldr q@6, [sp, #160]
  str q@5, [sp, #64]
  ldr q@5, [x4, :lo12:C3]
  adrp x4, C5
  fmov x16, d0
  mov x17, v@6.d[1]
  ldr q@6, [sp, #144]
  str q@5, [sp, #48]
  ldr q@5, [x3, :lo12:C4]
  ldr q@4, [sp, #432]
  fmov x18, d0
  mov x0, v@6.d[1]
  ldp q@0, q@6, [sp, #112]
  str q@5, [sp, #32]
  ldr q@5, [x4, :lo12:C5]
  mov x1, v@6.d[1]
  mov x2, v@0.d[1]
  fmov x3, d0
  fmov x4, d1
  str q@5, [sp, #16]
  ldr q@5, [x5, :lo12:C6]
  mov x5, #-4467570830351532032
  str q@5, [sp]
L11:
  cmp x22, x24
  b.hi L12
  ldp q@14, q@5, [sp, #256]
  ldp q@6, q@0, [sp, #80]
  add x6, x20, x22
  mov v@7.16b, v@9.16b
  mov v@14.s[3], w9
  str q@8, [sp, #544]
  ldr q@1, [sp, #400]
  ldp q@8, q@23, [sp, #352]
  sub x8, x8, #128
  stp q@10, q@3, [sp, #512]
  ldr q@10, [sp, #448]
  add w9, w9, #8
  ldp q@24, q@25, [x6]
  add x22, x22, #128
  add v@12.4s, v@14.4s, v@0.4s
  add v@17.4s, v@14.4s, v@6.4s
  rev32 v@20.16b, v@14.16b
  ldp q@6, q@0, [sp, #48]
  ldr q@9, [sp, #208]
  ldp q@26, q@27, [x6, #32]
  cmp x8, #127
  rev32 v@22.16b, v@12.16b
  rev32 v@21.16b, v@17.16b
  add v@13.4s, v@14.4s, v@0.4s
  add v@28.4s, v@14.4s, v@6.4s
  ldp q@6, q@0, [sp, #16]
  rev32 v@19.16b, v@13.16b
  rev32 v@13.16b, v@28.16b
  add v@29.4s, v@14.4s, v@0.4s
  ldr q@0, [sp, #336]
  add v@30.4s, v@14.4s, v@6.4s
  ldr q@6, [sp]
  aese v@22.16b, v@0.16b
  aesmc v@22.16b, v@22.16b
  aese v@21.16b, v@0.16b
  aesmc v@21.16b, v@21.16b
  add v@31.4s, v@14.4s, v@6.4s
  ldr q@6, [sp, #384]
  aese v@19.16b, v@0.16b
  aesmc v@19.16b, v@19.16b
  aese v@20.16b, v@0.16b
  aesmc v@20.16b, v@20.16b
  aese v@22.16b, v@6.16b
  aesmc v@22.16b, v@22.16b
  aese v@21.16b, v@6.16b
  aesmc v@21.16b, v@21.16b
  rev32 v@14.16b, v@30.16b
  aese v@19.16b, v@6.16b
  aesmc v@19.16b, v@19.16b
  ldr q@30, [sp, #304]
  aese v@22.16b, v@5.16b
  aesmc v@22.16b, v@22.16b
  aese v@20.16b, v@6.16b
  aesmc v@20.16b, v@20.16b
  aese v@21.16b, v@5.16b
  aesmc v@21.16b, v@21.16b
  aese v@19.16b, v@5.16b
  aesmc v@19.16b, v@19.16b
  rev32 v@17.16b, v@29.16b
  aese v@22.16b, v@30.16b
  aesmc v@22.16b, v@22.16b
  mov v@29.16b, v@2.16b
  ldr q@2, [sp, #320]
  aese v@20.16b, v@5.16b
  aesmc v@20.16b, v@20.16b
  aese v@21.16b, v@30.16b
  aesmc v@21.16b, v@21.16b
  aese v@19.16b, v@30.16b
  aesmc v@19.16b, v@19.16b
  rev32 v@12.16b, v@31.16b
  aese v@22.16b, v@2.16b
  aesmc v@22.16b, v@22.16b
  aese v@20.16b, v@30.16b
  aesmc v@20.16b, v@20.16b
  aese v@21.16b, v@2.16b
  aesmc v@21.16b, v@21.16b
  aese v@13.16b, v@0.16b
  aesmc v@13.16b, v@13.16b
  aese v@19.16b, v@2.16b
  aesmc v@19.16b, v@19.16b
  aese v@22.16b, v@8.16b
  aesmc v@22.16b, v@22.16b
  aese v@17.16b, v@0.16b
  aesmc v@17.16b, v@17.16b
  aese v@14.16b, v@0.16b
  aesmc v@14.16b, v@14.16b
  aese v@12.16b, v@0.16b
  aesmc v@12.16b, v@12.16b
  ldr q@0, [sp, #560]
  aese v@20.16b, v@2.16b
  aesmc v@20.16b, v@20.16b
  aese v@21.16b, v@8.16b
  aesmc v@21.16b, v@21.16b
  aese v@19.16b, v@8.16b
  aesmc v@19.16b, v@19.16b
  aese v@22.16b, v@0.16b
  aesmc v@22.16b, v@22.16b
  aese v@13.16b, v@6.16b
  aesmc v@13.16b, v@13.16b
  aese v@20.16b, v@8.16b
  aesmc v@20.16b, v@20.16b
  aese v@21.16b, v@0.16b
  aesmc v@21.16b, v@21.16b
  aese v@19.16b, v@0.16b
  aesmc v@19.16b, v@19.16b
  ldp q@3, q@31, [sp, #464]
  aese v@22.16b, v@23.16b
  aesmc v@22.16b, v@22.16b
  aese v@20.16b, v@0.16b
  aesmc v@20.16b, v@20.16b
  ldr q@0, [sp, #288]
  aese v@21.16b, v@23.16b
  aesmc v@21.16b, v@21.16b
  aese v@19.16b, v@23.16b
  aesmc v@19.16b, v@19.16b
  aese v@22.16b, v@1.16b
  aesmc v@22.16b, v@22.16b
  aese v@17.16b, v@6.16b
  aesmc v@17.16b, v@17.16b
  aese v@20.16b, v@23.16b
  aesmc v@20.16b, v@20.16b
  aese v@21.16b, v@1.16b
  aesmc v@21.16b, v@21.16b
  aese v@19.16b, v@1.16b
  aesmc v@19.16b, v@19.16b
  aese v@22.16b, v@4.16b
  aesmc v@22.16b, v@22.16b
  aese v@20.16b, v@1.16b
  aesmc v@20.16b, v@20.16b
  aese v@14.16b, v@6.16b
  aesmc v@14.16b, v@14.16b
  aese v@21.16b, v@4.16b
  aesmc v@21.16b, v@21.16b
  aese v@19.16b, v@4.16b
  aesmc v@19.16b, v@19.16b
  aese v@22.16b, v@31.16b
  aesmc v@22.16b, v@22.16b
  aese v@20.16b, v@4.16b
  aesmc v@20.16b, v@20.16b
  aese v@21.16b, v@31.16b
  aesmc v@21.16b, v@21.16b
  aese v@12.16b, v@6.16b
  aesmc v@12.16b, v@12.16b
  aese v@19.16b, v@31.16b
  aesmc v@19.16b, v@19.16b
  aese v@22.16b, v@3.16b
  aesmc v@22.16b, v@22.16b
  aese v@20.16b, v@31.16b
  aesmc v@20.16b, v@20.16b
  aese v@21.16b, v@3.16b
  aesmc v@21.16b, v@21.16b
  aese v@19.16b, v@3.16b
  aesmc v@19.16b, v@19.16b
  aese v@13.16b, v@5.16b
  aesmc v@13.16b, v@13.16b
  aese v@22.16b, v@10.16b
  aesmc v@22.16b, v@22.16b
  aese v@17.16b, v@5.16b
  aesmc v@17.16b, v@17.16b
  aese v@14.16b, v@5.16b
  aesmc v@14.16b, v@14.16b
  aese v@12.16b, v@5.16b
  aesmc v@12.16b, v@12.16b
  ldr q@5, [sp, #416]
  aese v@20.16b, v@3.16b
  aesmc v@20.16b, v@20.16b
  aese v@21.16b, v@10.16b
  aesmc v@21.16b, v@21.16b
  aese v@19.16b, v@10.16b
  aesmc v@19.16b, v@19.16b
  aese v@22.16b, v@5.16b
  eor v@25.16b, v@25.16b, v@0.16b
  aese v@20.16b, v@10.16b
  aesmc v@20.16b, v@20.16b
  eor v@26.16b, v@26.16b, v@0.16b
  aese v@21.16b, v@5.16b
  eor v@28.16b, v@27.16b, v@0.16b
  eor v@24.16b, v@24.16b, v@0.16b
  aese v@19.16b, v@5.16b
  eor v@6.16b, v@25.16b, v@22.16b
  eor v@27.16b, v@29.16b, v@16.16b
  aese v@20.16b, v@5.16b
  dup v@22.2d, x10
  eor v@21.16b, v@26.16b, v@21.16b
  fmov d9, x11
  dup v@26.2d, x12
  str q@6, [sp, #496]
  eor v@19.16b, v@28.16b, v@19.16b
  fmov d12, x13
  pmull2 v@22.1q, v@27.2d, v@22.2d
  mov v@6.16b, v@15.16b
  ldp q@15, q@16, [sp, #176]
  pmull v@25.1q, v@27.1d, v@25.1d
  eor v@20.16b, v@24.16b, v@20.16b
  aese v@13.16b, v@30.16b
  aesmc v@13.16b, v@13.16b
  aese v@17.16b, v@30.16b
  aesmc v@17.16b, v@17.16b
  pmull v@24.1q, v@18.1d, v@16.1d
  aese v@14.16b, v@30.16b
  aesmc v@14.16b, v@14.16b
  pmull v@28.1q, v@18.1d, v@28.1d
  str q@20, [x6]
  aese v@12.16b, v@30.16b
  aesmc v@12.16b, v@12.16b
  eor v@22.16b, v@22.16b, v@25.16b
  aese v@13.16b, v@2.16b
  aesmc v@13.16b, v@13.16b
  aese v@17.16b, v@2.16b
  aesmc v@17.16b, v@17.16b
  pmull2 v@26.1q, v@18.2d, v@26.2d
  aese v@14.16b, v@2.16b
  aesmc v@14.16b, v@14.16b
  pmull v@29.1q, v@11.1d, v@15.1d
  aese v@12.16b, v@2.16b
  aesmc v@12.16b, v@12.16b
  pmull2 v@30.1q, v@18.2d, v@16.2d
  ldr q@2, [sp, #512]
  aese v@13.16b, v@8.16b
  aesmc v@13.16b, v@13.16b
  aese v@17.16b, v@8.16b
  aesmc v@17.16b, v@17.16b
  pmull v@25.1q, v@27.1d, v@9.1d
  eor v@26.16b, v@28.16b, v@26.16b
  dup v@28.2d, x14
  pmull2 v@27.1q, v@27.2d, v@9.2d
  ldr q@9, [sp, #128]
  eor v@18.16b, v@24.16b, v@29.16b
  fmov d11, x15
  aese v@14.16b, v@8.16b
  aesmc v@14.16b, v@14.16b
  pmull2 v@28.1q, v@11.2d, v@28.2d
  eor v@22.16b, v@22.16b, v@26.16b
  fmov d10, x17
  eor v@18.16b, v@18.16b, v@25.16b
  aese v@12.16b, v@8.16b
  aesmc v@12.16b, v@12.16b
  pmull v@24.1q, v@11.1d, v@24.1d
  ldr q@8, [sp, #560]
  pmull2 v@11.1q, v@11.2d, v@15.2d
  ldp q@16, q@15, [sp, #144]
  pmull v@26.1q, v@6.1d, v@26.1d
  aese v@13.16b, v@8.16b
  aesmc v@13.16b, v@13.16b
  aese v@17.16b, v@8.16b
  aesmc v@17.16b, v@17.16b
  aese v@14.16b, v@8.16b
  aesmc v@14.16b, v@14.16b
  eor v@25.16b, v@24.16b, v@28.16b
  dup v@28.2d, x16
  pmull v@24.1q, v@6.1d, v@15.1d
  eor v@11.16b, v@30.16b, v@11.16b
  ldr q@30, [sp, #544]
  pmull2 v@15.1q, v@6.2d, v@15.2d
  aese v@12.16b, v@8.16b
  aesmc v@12.16b, v@12.16b
  pmull v@29.1q, v@30.1d, v@16.1d
  ldr q@8, [sp, #240]
  eor v@25.16b, v@25.16b, v@26.16b
  pmull2 v@28.1q, v@6.2d, v@28.2d
  fmov d10, x0
  eor v@11.16b, v@11.16b, v@27.16b
  pmull2 v@16.1q, v@30.2d, v@16.2d
  dup v@27.2d, x3
  aese v@13.16b, v@23.16b
  aesmc v@13.16b, v@13.16b
  eor v@22.16b, v@22.16b, v@25.16b
  aese v@17.16b, v@23.16b
  aesmc v@17.16b, v@17.16b
  eor v@24.16b, v@24.16b, v@29.16b
  dup v@29.2d, x18
  pmull v@26.1q, v@30.1d, v@26.1d
  aese v@14.16b, v@23.16b
  aesmc v@14.16b, v@14.16b
  pmull2 v@27.1q, v@7.2d, v@27.2d
  aese v@12.16b, v@23.16b
  aesmc v@12.16b, v@12.16b
  pmull2 v@29.1q, v@30.2d, v@29.2d
  ldr q@23, [sp, #528]
  aese v@13.16b, v@1.16b
  aesmc v@13.16b, v@13.16b
  aese v@17.16b, v@1.16b
  aesmc v@17.16b, v@17.16b
  eor v@26.16b, v@28.16b, v@26.16b
  aese v@14.16b, v@1.16b
  aesmc v@14.16b, v@14.16b
  pmull v@28.1q, v@7.1d, v@9.1d
  aese v@12.16b, v@1.16b
  aesmc v@12.16b, v@12.16b
  ldr q@1, [sp, #224]
  eor v@16.16b, v@15.16b, v@16.16b
  aese v@13.16b, v@4.16b
  aesmc v@13.16b, v@13.16b
  eor v@25.16b, v@26.16b, v@29.16b
  dup v@29.2d, x4
  pmull2 v@9.1q, v@7.2d, v@9.2d
  aese v@17.16b, v@4.16b
  aesmc v@17.16b, v@17.16b
  eor v@26.16b, v@24.16b, v@28.16b
  fmov d11, x1
  fmov d12, x2
  pmull2 v@29.1q, v@2.2d, v@29.2d
  aese v@14.16b, v@4.16b
  aesmc v@14.16b, v@14.16b
  aese v@12.16b, v@4.16b
  aesmc v@12.16b, v@12.16b
  movi v@6.2d, #0000000000000000
  pmull v@24.1q, v@7.1d, v@24.1d
  eor v@15.16b, v@18.16b, v@26.16b
  aese v@13.16b, v@31.16b
  aesmc v@13.16b, v@13.16b
  aese v@17.16b, v@31.16b
  aesmc v@17.16b, v@17.16b
  pmull v@28.1q, v@2.1d, v@28.1d
  aese v@14.16b, v@31.16b
  aesmc v@14.16b, v@14.16b
  aese v@12.16b, v@31.16b
  aesmc v@12.16b, v@12.16b
  eor v@9.16b, v@16.16b, v@9.16b
  eor v@25.16b, v@25.16b, v@24.16b
  fmov d11, x23
  aese v@13.16b, v@3.16b
  aesmc v@13.16b, v@13.16b
  aese v@17.16b, v@3.16b
  aesmc v@17.16b, v@17.16b
  eor v@27.16b, v@27.16b, v@28.16b
  aese v@14.16b, v@3.16b
  aesmc v@14.16b, v@14.16b
  pmull v@24.1q, v@23.1d, v@24.1d
  eor v@18.16b, v@22.16b, v@25.16b
  aese v@12.16b, v@3.16b
  aesmc v@12.16b, v@12.16b
  aese v@13.16b, v@10.16b
  aesmc v@13.16b, v@13.16b
  pmull v@25.1q, v@23.1d, v@8.1d
  eor v@27.16b, v@27.16b, v@29.16b
  aese v@17.16b, v@10.16b
  aesmc v@17.16b, v@17.16b
  aese v@14.16b, v@10.16b
  aesmc v@14.16b, v@14.16b
  aese v@12.16b, v@10.16b
  aesmc v@12.16b, v@12.16b
  aese v@13.16b, v@5.16b
  eor v@27.16b, v@27.16b, v@24.16b
  eor v@9.16b, v@11.16b, v@9.16b
  pmull2 v@24.1q, v@23.2d, v@1.2d
  ldr q@1, [sp, #112]
  aese v@17.16b, v@5.16b
  aese v@14.16b, v@5.16b
  aese v@12.16b, v@5.16b
  pmull v@22.1q, v@2.1d, v@1.1d
  pmull2 v@3.1q, v@2.2d, v@1.2d
  ldr q@1, [sp, #496]
  pmull2 v@2.1q, v@23.2d, v@8.2d
  eor v@27.16b, v@27.16b, v@24.16b
  ldp q@26, q@24, [x6, #64]
  stp q@1, q@21, [x6, #16]
  eor v@22.16b, v@22.16b, v@25.16b
  rev64 v@23.16b, v@1.16b
  eor v@18.16b, v@18.16b, v@27.16b
  ldp q@27, q@25, [x6, #96]
  eor v@26.16b, v@26.16b, v@0.16b
  eor v@24.16b, v@24.16b, v@0.16b
  eor v@2.16b, v@3.16b, v@2.16b
  eor v@15.16b, v@15.16b, v@22.16b
  ext v@22.16b, v@6.16b, v@18.16b, #8
  eor v@27.16b, v@27.16b, v@0.16b
  eor v@25.16b, v@25.16b, v@0.16b
  eor v@13.16b, v@26.16b, v@13.16b
  eor v@17.16b, v@24.16b, v@17.16b
  eor v@2.16b, v@9.16b, v@2.16b
  rev64 v@9.16b, v@20.16b
  stp q@19, q@13, [x6, #48]
  eor v@15.16b, v@22.16b, v@15.16b
  fmov d31, x5
  pmull v@16.1q, v@15.1d, v@22.1d
  ext v@15.16b, v@15.16b, v@15.16b, #8
  eor v@3.16b, v@15.16b, v@16.16b
  eor v@16.16b, v@27.16b, v@14.16b
  eor v@15.16b, v@25.16b, v@12.16b
  ext v@14.16b, v@18.16b, v@6.16b, #8
  rev64 v@12.16b, v@19.16b
  rev64 v@27.16b, v@17.16b
  rev64 v@25.16b, v@21.16b
  ext v@21.16b, v@23.16b, v@23.16b, #8
  pmull v@11.1q, v@3.1d, v@22.1d
  stp q@17, q@16, [x6, #80]
  rev64 v@18.16b, v@16.16b
  str q@15, [x6, #112]
  rev64 v@20.16b, v@15.16b
  rev64 v@22.16b, v@13.16b
  eor v@2.16b, v@14.16b, v@2.16b
  ext v@13.16b, v@12.16b, v@12.16b, #8
  ext v@16.16b, v@3.16b, v@3.16b, #8
  ext v@12.16b, v@27.16b, v@27.16b, #8
  ext v@19.16b, v@18.16b, v@18.16b, #8
  mov v@18.16b, v@21.16b
  ext v@14.16b, v@20.16b, v@20.16b, #8
  ext v@17.16b, v@22.16b, v@22.16b, #8
  ext v@22.16b, v@9.16b, v@9.16b, #8
  ext v@20.16b, v@25.16b, v@25.16b, #8
  eor v@15.16b, v@2.16b, v@11.16b
  mov v@9.16b, v@12.16b
  mov v@10.16b, v@19.16b
  mov v@3.16b, v@14.16b
  eor v@2.16b, v@15.16b, v@16.16b
  mov v@8.16b, v@17.16b
  mov v@15.16b, v@13.16b
  mov v@11.16b, v@20.16b
  mov v@16.16b, v@22.16b
  b.hi L11
L10:
  cmp x24, #127
  b.ls L13
  ldr x12, [sp, #680]
  add x10, sp, #576
  eor v@6.16b, v@2.16b, v@22.16b
  add x13, x10, #96
  orr x14, x10, #0x8
  ld1r { v@5.2d }, [x10]
  fmov d1, x12
  dup v@9.2d, x12
  ldr x12, [sp, #600]
  ld1r { v@10.2d }, [x13]
  add x13, x10, #16
  ld1r { v@3.2d }, [x14]
  fmov d3, x12
  add x14, x10, #32
  ldr x15, [sp, #648]
  pmull v@8.1q, v@19.1d, v@0.1d
  ld1r { v@0.2d }, [x13]
  ld1r { v@2.2d }, [x14]
  pmull2 v@16.1q, v@19.2d, v@10.2d
  ldr x13, [sp, #616]
  add x14, x10, #48
  pmull2 v@4.1q, v@6.2d, v@5.2d
  add x16, x10, #80
  ldr x11, [sp, #664]
  pmull v@15.1q, v@6.1d, v@3.1d
  fmov d16, x13
  ld1r { v@23.2d }, [x16]
  pmull v@11.1q, v@21.1d, v@1.1d
  ld1r { v@1.2d }, [x14]
  ldr x14, [sp, #632]
  pmull2 v@18.1q, v@21.2d, v@0.2d
  eor v@8.16b, v@8.16b, v@16.16b
  add x16, x10, #64
  pmull2 v@16.1q, v@20.2d, v@2.2d
  add x10, x10, #120
  eor v@4.16b, v@4.16b, v@15.16b
  pmull v@7.1q, v@20.1d, v@7.1d
  eor v@11.16b, v@18.16b, v@11.16b
  fmov d26, x14
  eor v@8.16b, v@8.16b, v@4.16b
  fmov d18, x15
  pmull2 v@15.1q, v@13.2d, v@1.2d
  eor v@16.16b, v@11.16b, v@16.16b
  pmull v@4.1q, v@17.1d, v@4.1d
  pmull2 v@11.1q, v@12.2d, v@23.2d
  eor v@8.16b, v@8.16b, v@16.16b
  fmov d19, x11
  eor v@7.16b, v@7.16b, v@15.16b
  pmull v@18.1q, v@13.1d, v@18.1d
  pmull2 v@3.1q, v@6.2d, v@3.2d
  pmull v@16.1q, v@12.1d, v@16.1d
  eor v@4.16b, v@4.16b, v@11.16b
  ld1r { v@11.2d }, [x10]
  pmull v@6.1q, v@6.1d, v@5.1d
  ld1r { v@5.2d }, [x16]
  ldr x10, [sp, #688]
  eor v@7.16b, v@7.16b, v@18.16b
  pmull v@18.1q, v@14.1d, v@11.1d
  pmull2 v@15.1q, v@17.2d, v@5.2d
  eor v@4.16b, v@4.16b, v@16.16b
  dup v@16.2d, x10
  pmull v@10.1q, v@19.1d, v@10.1d
  pmull v@0.1q, v@21.1d, v@0.1d
  pmull v@2.1q, v@20.1d, v@2.1d
  eor v@4.16b, v@4.16b, v@18.16b
  dup v@18.2d, x13
  pmull v@1.1q, v@13.1d, v@1.1d
  eor v@7.16b, v@7.16b, v@15.16b
  dup v@15.2d, x12
  pmull v@5.1q, v@17.1d, v@5.1d
  eor v@6.16b, v@6.16b, v@10.16b
  pmull2 v@16.1q, v@14.2d, v@16.2d
  pmull v@23.1q, v@12.1d, v@23.1d
  eor v@0.16b, v@0.16b, v@2.16b
  eor v@2.16b, v@8.16b, v@7.16b
  dup v@8.2d, x14
  eor v@5.16b, v@1.16b, v@5.16b
  eor v@10.16b, v@4.16b, v@16.16b
  eor v@6.16b, v@6.16b, v@0.16b
  dup v@0.2d, x15
  fmov d18, x10
  mov x10, #-4467570830351532032
  eor v@5.16b, v@5.16b, v@23.16b
  eor v@2.16b, v@2.16b, v@10.16b
  movi v@10.2d, #0000000000000000
  pmull v@4.1q, v@14.1d, v@4.1d
  pmull2 v@8.1q, v@13.2d, v@8.2d
  eor v@6.16b, v@6.16b, v@5.16b
  dup v@5.2d, x11
  pmull2 v@0.1q, v@17.2d, v@0.2d
  pmull2 v@9.1q, v@19.2d, v@9.2d
  ext v@16.16b, v@10.16b, v@2.16b, #8
  pmull2 v@1.1q, v@21.2d, v@15.2d
  eor v@6.16b, v@6.16b, v@4.16b
  pmull2 v@7.1q, v@20.2d, v@18.2d
  pmull2 v@5.1q, v@12.2d, v@5.2d
  eor v@0.16b, v@8.16b, v@0.16b
  eor v@3.16b, v@3.16b, v@9.16b
  eor v@6.16b, v@16.16b, v@6.16b
  pmull2 v@9.1q, v@14.2d, v@11.2d
  eor v@1.16b, v@1.16b, v@7.16b
  eor v@0.16b, v@0.16b, v@5.16b
  fmov d2, x10
  eor v@1.16b, v@3.16b, v@1.16b
  pmull v@3.1q, v@6.1d, v@5.1d
  ext v@6.16b, v@6.16b, v@6.16b, #8
  eor v@0.16b, v@1.16b, v@0.16b
  ext v@1.16b, v@2.16b, v@10.16b, #8
  eor v@6.16b, v@6.16b, v@3.16b
  eor v@0.16b, v@0.16b, v@9.16b
  pmull v@5.1q, v@6.1d, v@5.1d
  ext v@6.16b, v@6.16b, v@6.16b, #8
  eor v@0.16b, v@1.16b, v@0.16b
  eor v@0.16b, v@0.16b, v@5.16b
  eor v@2.16b, v@0.16b, v@6.16b
L13:
  subs x10, x24, x22
  b.eq L14
  ldr q@6, [sp, #256]
  adrp x11, C1
  str q@2, [sp, #512]
  ldr q@5, [x11, :lo12:C1]
  adrp x11, C3
  mov v@6.s[3], w9
  adrp x9, C0
  ldr q@2, [x11, :lo12:C3]
  ldr q@0, [x9, :lo12:C0]
  adrp x9, C2
  ldr q@1, [x9, :lo12:C2]
  adrp x9, C4
  ldr q@3, [x9, :lo12:C4]
  adrp x9, C5
  ldr q@9, [x9, :lo12:C5]
  adrp x9, C6
  add v@0.4s, v@6.4s, v@0.4s
  ldr q@7, [x9, :lo12:C6]
  add v@5.4s, v@6.4s, v@5.4s
  add v@1.4s, v@6.4s, v@1.4s
  add v@8.4s, v@6.4s, v@2.4s
  add v@4.4s, v@6.4s, v@3.4s
  add v@16.4s, v@6.4s, v@9.4s
  add v@7.4s, v@6.4s, v@7.4s
  rev32 v@10.16b, v@6.16b
  rev32 v@9.16b, v@0.16b
  rev32 v@3.16b, v@5.16b
  rev32 v@2.16b, v@1.16b
  add x9, x8, #15
  rev32 v@1.16b, v@8.16b
  rev32 v@5.16b, v@4.16b
  rev32 v@6.16b, v@16.16b
  rev32 v@0.16b, v@7.16b
  ldr q@7, [sp, #336]
  ldr q@4, [sp, #288]
  lsr x8, x9, #4
  aese v@10.16b, v@7.16b
  aesmc v@10.16b, v@10.16b
  aese v@9.16b, v@7.16b
  aesmc v@9.16b, v@9.16b
  aese v@3.16b, v@7.16b
  aesmc v@3.16b, v@3.16b
  aese v@2.16b, v@7.16b
  aesmc v@2.16b, v@2.16b
  aese v@1.16b, v@7.16b
  aesmc v@1.16b, v@1.16b
  aese v@5.16b, v@7.16b
  aesmc v@5.16b, v@5.16b
  aese v@6.16b, v@7.16b
  aesmc v@6.16b, v@6.16b
  aese v@0.16b, v@7.16b
  aesmc v@0.16b, v@0.16b
  ldr q@7, [sp, #384]
  aese v@10.16b, v@7.16b
  aesmc v@10.16b, v@10.16b
  aese v@9.16b, v@7.16b
  aesmc v@9.16b, v@9.16b
  aese v@3.16b, v@7.16b
  aesmc v@3.16b, v@3.16b
  aese v@2.16b, v@7.16b
  aesmc v@2.16b, v@2.16b
  aese v@1.16b, v@7.16b
  aesmc v@1.16b, v@1.16b
  aese v@5.16b, v@7.16b
  aesmc v@5.16b, v@5.16b
  aese v@6.16b, v@7.16b
  aesmc v@6.16b, v@6.16b
  aese v@0.16b, v@7.16b
  aesmc v@0.16b, v@0.16b
  ldr q@7, [sp, #272]
  aese v@10.16b, v@7.16b
  aesmc v@10.16b, v@10.16b
  aese v@9.16b, v@7.16b
  aesmc v@9.16b, v@9.16b
  aese v@3.16b, v@7.16b
  aesmc v@3.16b, v@3.16b
  aese v@2.16b, v@7.16b
  aesmc v@2.16b, v@2.16b
  aese v@1.16b, v@7.16b
  aesmc v@1.16b, v@1.16b
  aese v@5.16b, v@7.16b
  aesmc v@5.16b, v@5.16b
  aese v@6.16b, v@7.16b
  aesmc v@6.16b, v@6.16b
  aese v@0.16b, v@7.16b
  aesmc v@0.16b, v@0.16b
  ldp q@8, q@7, [sp, #304]
  aese v@10.16b, v@8.16b
  aesmc v@10.16b, v@10.16b
  aese v@9.16b, v@8.16b
  aesmc v@9.16b, v@9.16b
  aese v@3.16b, v@8.16b
  aesmc v@3.16b, v@3.16b
  aese v@2.16b, v@8.16b
  aesmc v@2.16b, v@2.16b
  aese v@1.16b, v@8.16b
  aesmc v@1.16b, v@1.16b
  aese v@5.16b, v@8.16b
  aesmc v@5.16b, v@5.16b
  aese v@6.16b, v@8.16b
  aesmc v@6.16b, v@6.16b
  aese v@0.16b, v@8.16b
  aesmc v@0.16b, v@0.16b
  aese v@10.16b, v@7.16b
  aesmc v@10.16b, v@10.16b
  aese v@9.16b, v@7.16b
  aesmc v@9.16b, v@9.16b
  aese v@3.16b, v@7.16b
  aesmc v@3.16b, v@3.16b
  aese v@2.16b, v@7.16b
  aesmc v@2.16b, v@2.16b
  aese v@1.16b, v@7.16b
  aesmc v@1.16b, v@1.16b
  aese v@5.16b, v@7.16b
  aesmc v@5.16b, v@5.16b
  aese v@6.16b, v@7.16b
  aesmc v@6.16b, v@6.16b
  aese v@0.16b, v@7.16b
  aesmc v@0.16b, v@0.16b
  ldr q@7, [sp, #352]
  aese v@10.16b, v@7.16b
  aesmc v@10.16b, v@10.16b
  aese v@9.16b, v@7.16b
  aesmc v@9.16b, v@9.16b
  aese v@3.16b, v@7.16b
  aesmc v@3.16b, v@3.16b
  aese v@2.16b, v@7.16b
  aesmc v@2.16b, v@2.16b
  aese v@1.16b, v@7.16b
  aesmc v@1.16b, v@1.16b
  aese v@5.16b, v@7.16b
  aesmc v@5.16b, v@5.16b
  aese v@6.16b, v@7.16b
  aesmc v@6.16b, v@6.16b
  aese v@0.16b, v@7.16b
  aesmc v@0.16b, v@0.16b
  ldr q@7, [sp, #560]
  aese v@10.16b, v@7.16b
  aesmc v@10.16b, v@10.16b
  aese v@9.16b, v@7.16b
  aesmc v@9.16b, v@9.16b
  aese v@3.16b, v@7.16b
  aesmc v@3.16b, v@3.16b
  aese v@2.16b, v@7.16b
  aesmc v@2.16b, v@2.16b
  aese v@1.16b, v@7.16b
  aesmc v@1.16b, v@1.16b
  aese v@5.16b, v@7.16b
  aesmc v@5.16b, v@5.16b
  aese v@6.16b, v@7.16b
  aesmc v@6.16b, v@6.16b
  aese v@0.16b, v@7.16b
  aesmc v@0.16b, v@0.16b
  ldr q@7, [sp, #368]
  aese v@10.16b, v@7.16b
  aesmc v@10.16b, v@10.16b
  aese v@9.16b, v@7.16b
  aesmc v@9.16b, v@9.16b
  aese v@3.16b, v@7.16b
  aesmc v@3.16b, v@3.16b
  aese v@2.16b, v@7.16b
  aesmc v@2.16b, v@2.16b
  aese v@1.16b, v@7.16b
  aesmc v@1.16b, v@1.16b
  aese v@5.16b, v@7.16b
  aesmc v@5.16b, v@5.16b
  aese v@6.16b, v@7.16b
  aesmc v@6.16b, v@6.16b
  aese v@0.16b, v@7.16b
  aesmc v@0.16b, v@0.16b
  ldr q@7, [sp, #400]
  aese v@10.16b, v@7.16b
  aesmc v@10.16b, v@10.16b
  aese v@9.16b, v@7.16b
  aesmc v@9.16b, v@9.16b
  aese v@3.16b, v@7.16b
  aesmc v@3.16b, v@3.16b
  aese v@2.16b, v@7.16b
  aesmc v@2.16b, v@2.16b
  aese v@1.16b, v@7.16b
  aesmc v@1.16b, v@1.16b
  aese v@5.16b, v@7.16b
  aesmc v@5.16b, v@5.16b
  aese v@6.16b, v@7.16b
  aesmc v@6.16b, v@6.16b
  aese v@0.16b, v@7.16b
  aesmc v@0.16b, v@0.16b
  ldr q@7, [sp, #432]
  aese v@10.16b, v@7.16b
  aesmc v@10.16b, v@10.16b
  aese v@9.16b, v@7.16b
  aesmc v@9.16b, v@9.16b
  aese v@3.16b, v@7.16b
  aesmc v@3.16b, v@3.16b
  aese v@2.16b, v@7.16b
  aesmc v@2.16b, v@2.16b
  aese v@1.16b, v@7.16b
  aesmc v@1.16b, v@1.16b
  aese v@5.16b, v@7.16b
  aesmc v@5.16b, v@5.16b
  aese v@6.16b, v@7.16b
  aesmc v@6.16b, v@6.16b
  aese v@0.16b, v@7.16b
  aesmc v@0.16b, v@0.16b
  ldp q@7, q@8, [sp, #464]
  aese v@5.16b, v@8.16b
  aesmc v@5.16b, v@5.16b
  aese v@6.16b, v@8.16b
  aesmc v@6.16b, v@6.16b
  aese v@0.16b, v@8.16b
  aesmc v@0.16b, v@0.16b
  aese v@10.16b, v@8.16b
  aesmc v@10.16b, v@10.16b
  aese v@9.16b, v@8.16b
  aesmc v@9.16b, v@9.16b
  aese v@3.16b, v@8.16b
  aesmc v@3.16b, v@3.16b
  aese v@2.16b, v@8.16b
  aesmc v@2.16b, v@2.16b
  aese v@1.16b, v@8.16b
  aesmc v@1.16b, v@1.16b
  ldr q@8, [sp, #416]
  aese v@5.16b, v@7.16b
  aesmc v@5.16b, v@5.16b
  aese v@6.16b, v@7.16b
  aesmc v@6.16b, v@6.16b
  aese v@0.16b, v@7.16b
  aesmc v@0.16b, v@0.16b
  aese v@10.16b, v@7.16b
  aesmc v@10.16b, v@10.16b
  aese v@9.16b, v@7.16b
  aesmc v@9.16b, v@9.16b
  aese v@3.16b, v@7.16b
  aesmc v@3.16b, v@3.16b
  aese v@2.16b, v@7.16b
  aesmc v@2.16b, v@2.16b
  aese v@1.16b, v@7.16b
  aesmc v@1.16b, v@1.16b
  ldr q@7, [sp, #448]
  aese v@5.16b, v@7.16b
  aesmc v@5.16b, v@5.16b
  aese v@6.16b, v@7.16b
  aesmc v@6.16b, v@6.16b
  aese v@0.16b, v@7.16b
  aesmc v@0.16b, v@0.16b
  aese v@10.16b, v@7.16b
  aesmc v@10.16b, v@10.16b
  aese v@9.16b, v@7.16b
  aesmc v@9.16b, v@9.16b
  aese v@5.16b, v@8.16b
  aese v@3.16b, v@7.16b
  aesmc v@3.16b, v@3.16b
  aese v@6.16b, v@8.16b
  aese v@0.16b, v@8.16b
  aese v@2.16b, v@7.16b
  aesmc v@2.16b, v@2.16b
  aese v@1.16b, v@7.16b
  aesmc v@1.16b, v@1.16b
  eor v@5.16b, v@5.16b, v@4.16b
  aese v@10.16b, v@8.16b
  eor v@6.16b, v@6.16b, v@4.16b
  eor v@0.16b, v@0.16b, v@4.16b
  aese v@9.16b, v@8.16b
  aese v@3.16b, v@8.16b
  aese v@2.16b, v@8.16b
  str q@5, [sp, #1040]
  aese v@1.16b, v@8.16b
  movi v@8.2d, #0000000000000000
  str q@6, [sp, #1056]
  movi v@6.2d, #0000000000000000
  movi v@5.2d, #0000000000000000
  str q@0, [sp, #1072]
  movi v@0.2d, #0000000000000000
  eor v@10.16b, v@10.16b, v@4.16b
  eor v@9.16b, v@9.16b, v@4.16b
  eor v@3.16b, v@3.16b, v@4.16b
  eor v@2.16b, v@2.16b, v@4.16b
  stp q@8, q@8, [x29, #-208]
  eor v@1.16b, v@1.16b, v@4.16b
  stp q@8, q@8, [x29, #-176]
  stp q@10, q@9, [sp, #960]
  stp q@3, q@2, [sp, #992]
  str q@1, [sp, #1024]
  stp q@8, q@8, [x29, #-144]
  stp q@8, q@8, [x29, #-112]
  cbz x8, L15
  str x25, [sp, #496]
  mov x26, xzr
  add x27, sp, #960
  mov w28, #16
  sub x19, x29, #224
  mov x25, x8
  str x9, [sp, #208]
  str x20, [sp, #528]
  str x24, [sp, #544]
  str x21, [sp, #240]
  str x8, [sp, #224]
L16:
  cmp x10, #16
  csel x8, x10, x28, lo
  cmp x26, #128
  b.eq L17
  subs x24, x10, #16
  stp xzr, xzr, [x29, #-224]
  csel x23, x10, x28, lo
  adds x8, x8, x22
  b.hs L18
  ldr x9, [sp, #544]
  cmp x8, x9
  b.hi L18
  ldr x20, [sp, #528]
  sub x0, x29, #224
  mov x2, x23
  sub x25, x25, #1
  add x21, x26, #16
  add x1, x20, x22
  bl memcpy
  ldur q@6, [x29, #-224]
  ldr q@0, [x27], #16
  add x0, x20, x22
  sub x1, x29, #224
  mov x2, x23
  eor v@6.16b, v@0.16b, v@6.16b
  stur q@6, [x29, #-224]
  bl memcpy
  sub x2, x28, x23
  add x0, x19, x23
  mov w1, wzr
  bl memset
  ldur q@6, [x29, #-224]
  sub x8, x29, #208
  stp xzr, xzr, [x29, #-224]
  add x22, x22, #16
  mov x10, x24
  rev64 v@6.16b, v@6.16b
  ext v@6.16b, v@6.16b, v@6.16b, #8
  str q@6, [x8, x26]
  mov x26, x21



  cbnz x25, L16
L17:
  ldr x13, [sp, #224]
  mov w8, #8
  ldur q@6, [x29, #-208]
  ldr q@0, [sp, #512]
  sub x9, x8, x13
  add x8, sp, #576
  cmp x13, #1
  add x9, x8, x9, lsl #4
  eor v@6.16b, v@6.16b, v@0.16b
  ldr x10, [x9]
  orr x9, x9, #0x8
  ld1r { v@0.2d }, [x9]
  dup v@5.2d, x10
  pmull v@1.1q, v@6.1d, v@0.1d
  pmull2 v@2.1q, v@6.2d, v@5.2d
  fmov d2, x10
  pmull v@5.1q, v@6.1d, v@5.1d
  pmull2 v@6.1q, v@6.2d, v@0.2d
  eor v@0.16b, v@2.16b, v@1.16b
  b.ne L19
  ldr x25, [sp, #496]
  ldr x21, [sp, #240]
  movi v@8.2d, #0000000000000000
  ldr x24, [sp, #544]
  b L15
L19:
  ldr x9, [sp, #208]
  movi v@8.2d, #0000000000000000
  sub x11, x8, x13, lsl #4
  sub x10, x29, #208
  mov w12, #9
  ldr x25, [sp, #496]
  and x9, x9, #0xf0
  ldr x21, [sp, #240]
  ldr x24, [sp, #544]
  add x8, x10, x9
  add x9, x10, #16
  sub x0, x12, x13
  add x10, x11, #152
L20:
  sub x11, x0, #8
  cmn x11, #8
  b.lo L5
  ldp d3, d6, [x9], #16
  ldp d5, d4, [x10, #-8]
  cmp x9, x8
  add x0, x0, #1
  add x10, x10, #16
  pmull v@9.1q, v@1.1d, v@2.1d
  pmull v@7.1q, v@10.1d, v@3.1d
  pmull v@1.1q, v@1.1d, v@3.1d
  pmull v@2.1q, v@10.1d, v@2.1d
  eor v@3.16b, v@7.16b, v@9.16b
  eor v@5.16b, v@5.16b, v@1.16b
  eor v@6.16b, v@6.16b, v@2.16b
  eor v@0.16b, v@0.16b, v@3.16b
  b.ne L20
L15:
  ext v@1.16b, v@8.16b, v@0.16b, #8
  mov x8, #-4467570830351532032
  ext v@0.16b, v@0.16b, v@8.16b, #8
  eor v@5.16b, v@1.16b, v@5.16b
  fmov d3, x8
  eor v@6.16b, v@0.16b, v@6.16b
  pmull v@2.1q, v@5.1d, v@1.1d
  ext v@5.16b, v@5.16b, v@5.16b, #8
  eor v@5.16b, v@5.16b, v@2.16b
  pmull v@1.1q, v@5.1d, v@1.1d
  ext v@0.16b, v@5.16b, v@5.16b, #8
  eor v@6.16b, v@6.16b, v@1.16b
  eor v@2.16b, v@6.16b, v@0.16b
L14:
  fmov d0, x21
  ldr q@5, [sp, #256]
  mov w8, #1
  ldr x9, [sp, #696]
  ldr q@7, [sp, #560]
  mov v@5.s[3], w8
  ldr x8, [sp, #688]
  mov v@6.d[1], x24
  fmov d3, x9
  dup v@9.2d, x9
  shl v@0.2d, v@6.2d, #3
  rev32 v@6.16b, v@5.16b
  ldr q@5, [sp, #336]
  ext v@0.16b, v@0.16b, v@0.16b, #8
  aese v@6.16b, v@5.16b
  aesmc v@6.16b, v@6.16b
  dup v@5.2d, x8
  eor v@0.16b, v@2.16b, v@0.16b
  ldr q@2, [sp, #384]
  aese v@6.16b, v@2.16b
  aesmc v@6.16b, v@6.16b
  ldr q@2, [sp, #272]
  pmull v@1.1q, v@0.1d, v@1.1d
  pmull2 v@5.1q, v@0.2d, v@5.2d
  aese v@6.16b, v@2.16b
  aesmc v@6.16b, v@6.16b
  movi v@2.2d, #0000000000000000
  eor v@5.16b, v@5.16b, v@1.16b
  ldp q@1, q@10, [sp, #304]
  aese v@6.16b, v@1.16b
  aesmc v@6.16b, v@6.16b
  fmov d3, x8
  ext v@3.16b, v@2.16b, v@5.16b, #8
  mov x8, #-4467570830351532032
  ext v@5.16b, v@5.16b, v@2.16b, #8
  pmull v@1.1q, v@0.1d, v@1.1d
  aese v@6.16b, v@10.16b
  aesmc v@6.16b, v@6.16b
  pmull2 v@0.1q, v@0.2d, v@9.2d
  eor v@1.16b, v@3.16b, v@1.16b
  ldp q@3, q@2, [sp, #352]
  eor v@0.16b, v@5.16b, v@0.16b
  ldr q@5, [sp, #400]
  aese v@6.16b, v@3.16b
  aesmc v@6.16b, v@6.16b
  fmov d5, x8
  pmull v@10.1q, v@1.1d, v@3.1d
  ext v@1.16b, v@1.16b, v@1.16b, #8
  aese v@6.16b, v@7.16b
  aesmc v@6.16b, v@6.16b
  eor v@1.16b, v@1.16b, v@10.16b
  aese v@6.16b, v@2.16b
  aesmc v@6.16b, v@6.16b
  pmull v@2.1q, v@1.1d, v@3.1d
  aese v@6.16b, v@5.16b
  aesmc v@6.16b, v@6.16b
  ext v@5.16b, v@1.16b, v@1.16b, #8
  ldr q@1, [sp, #432]
  aese v@6.16b, v@1.16b
  aesmc v@6.16b, v@6.16b
  eor v@0.16b, v@0.16b, v@2.16b
  eor v@0.16b, v@0.16b, v@5.16b
  ldp q@5, q@1, [sp, #464]
  aese v@6.16b, v@1.16b
  aesmc v@6.16b, v@6.16b
  rev64 v@0.16b, v@0.16b
  aese v@6.16b, v@5.16b
  aesmc v@6.16b, v@6.16b
  ldr q@5, [sp, #448]
  ext v@0.16b, v@0.16b, v@0.16b, #8
  aese v@6.16b, v@5.16b
  aesmc v@6.16b, v@6.16b
  ldr q@5, [sp, #416]
  aese v@6.16b, v@5.16b
  ldr q@5, [sp, #288]
  eor v@0.16b, v@0.16b, v@5.16b
  eor v@6.16b, v@6.16b, v@0.16b
  str q@6, [x25]
  add sp, sp, #1248
  ldp x20, x19, [sp, #144]
  ldp x22, x21, [sp, #128]
  ldp x24, x23, [sp, #112]
  ldp x26, x25, [sp, #96]
  ldp x28, x27, [sp, #80]
  ldp x29, x30, [sp, #64]
  ldp d9, d8, [sp, #48]
  ldp d11, d10, [sp, #32]
  ldp d13, d12, [sp, #16]
  ldp d15, d14, [sp], #160
  ret
L12:
  adrp x3, C7
  add x3, x3, :lo12:C7
  mov x0, x22
  mov x1, x24
  mov x2, x24
  bl core::slice::index::slice_index_fail
L18:
  cmp x10, #16
  mov w8, #16
  ldr x2, [sp, #544]
  csel x8, x10, x8, lo
  adrp x3, C8
  add x3, x3, :lo12:C8
  add x1, x8, x22
  mov x0, x22
  bl core::slice::index::slice_index_fail
L5:
  adrp x2, C9
  add x2, x2, :lo12:C9
  mov w1, #8
  bl core::panicking::panic_bounds_check
== hw_gcm::arch::aarch64::aes_pmull::xaes_derive#0
  sub sp, sp, #112
  stp x29, x30, [sp, #64]
  str x21, [sp, #80]
  stp x20, x19, [sp, #96]
  add x29, sp, #64
  ldr d26, [x1]
  add x8, x1, #8
  mov x19, x4
  ldp q@0, q@1, [x0]
  mov x20, x3
  ld1 { v@2.s }[2], [x8]
  adrp x8, C0
  add x8, x8, :lo12:C0
  ldp q@3, q@4, [x0, #32]
  ldp q@5, q@6, [x0, #64]
  ext v@7.16b, v@8.16b, v@2.16b, #12
  ldp q@8, q@9, [x0, #224]
  ldp q@10, q@11, [x0, #96]
  ldp q@12, q@13, [x0, #128]
  ldp q@14, q@15, [x0, #160]
  mov v@16.16b, v@7.16b
  ld1 { v@7.s }[0], [x8]
  adrp x8, C1
  add x8, x8, :lo12:C1
  ldp q@17, q@18, [x0, #192]
  ld1 { v@16.s }[0], [x8]
  eor v@7.16b, v@7.16b, v@9.16b
  eor v@16.16b, v@16.16b, v@9.16b
  cbz x2, L0
  ext v@2.16b, v@8.16b, v@2.16b, #12
  mov w8, #17240
  ldur d27, [x1, #12]
  movk w8, #21581, lsl #16
  movi v@19.8h, #1, lsl #8
  eor v@9.16b, v@8.16b, v@9.16b
  mov w9, #2
  aese v@16.16b, v@0.16b
  aesmc v@16.16b, v@16.16b
  aese v@7.16b, v@0.16b
  aesmc v@7.16b, v@7.16b
  mov v@2.s[0], w8
  add x8, x1, #20
  ld1 { v@20.s }[2], [x8]
  mov w8, #1
  aese v@16.16b, v@1.16b
  aesmc v@16.16b, v@16.16b
  aese v@7.16b, v@1.16b
  aesmc v@7.16b, v@7.16b
  aese v@2.16b, v@0.16b
  aesmc v@2.16b, v@2.16b
  mov v@20.s[3], v@19.s[3]
  aese v@16.16b, v@3.16b
  aesmc v@16.16b, v@16.16b
  aese v@7.16b, v@3.16b
  aesmc v@7.16b, v@7.16b
  aese v@2.16b, v@1.16b
  aesmc v@2.16b, v@2.16b
  mov v@19.16b, v@20.16b
  mov v@20.b[15], w8
  aese v@16.16b, v@4.16b
  aesmc v@16.16b, v@16.16b
  aese v@7.16b, v@4.16b
  aesmc v@7.16b, v@7.16b
  aese v@2.16b, v@3.16b
  aesmc v@2.16b, v@2.16b
  mov v@19.b[15], w9
  aese v@16.16b, v@5.16b
  aesmc v@16.16b, v@16.16b
  aese v@7.16b, v@5.16b
  aesmc v@7.16b, v@7.16b
  aese v@2.16b, v@4.16b
  aesmc v@2.16b, v@2.16b
  aese v@16.16b, v@6.16b
  aesmc v@16.16b, v@16.16b
  aese v@2.16b, v@5.16b
  aesmc v@2.16b, v@2.16b
  aese v@7.16b, v@6.16b
  aesmc v@7.16b, v@7.16b
  aese v@16.16b, v@10.16b
  aesmc v@16.16b, v@16.16b
  aese v@2.16b, v@6.16b
  aesmc v@2.16b, v@2.16b
  aese v@7.16b, v@10.16b
  aesmc v@7.16b, v@7.16b
  aese v@16.16b, v@11.16b
  aesmc v@16.16b, v@16.16b
  aese v@2.16b, v@10.16b
  aesmc v@2.16b, v@2.16b
  aese v@7.16b, v@11.16b
  aesmc v@7.16b, v@7.16b
  aese v@16.16b, v@12.16b
  aesmc v@16.16b, v@16.16b
  aese v@2.16b, v@11.16b
  aesmc v@2.16b, v@2.16b
  aese v@7.16b, v@12.16b
  aesmc v@7.16b, v@7.16b
  aese v@16.16b, v@13.16b
  aesmc v@16.16b, v@16.16b
  aese v@2.16b, v@12.16b
  aesmc v@2.16b, v@2.16b
  aese v@7.16b, v@13.16b
  aesmc v@7.16b, v@7.16b
  aese v@16.16b, v@14.16b
  aesmc v@16.16b, v@16.16b
  aese v@2.16b, v@13.16b
  aesmc v@2.16b, v@2.16b
  aese v@7.16b, v@14.16b
  aesmc v@7.16b, v@7.16b
  aese v@16.16b, v@15.16b
  aesmc v@16.16b, v@16.16b
  aese v@2.16b, v@14.16b
  aesmc v@2.16b, v@2.16b
  aese v@7.16b, v@15.16b
  aesmc v@7.16b, v@7.16b
  aese v@16.16b, v@17.16b
  aesmc v@16.16b, v@16.16b
  aese v@2.16b, v@15.16b
  aesmc v@2.16b, v@2.16b
  aese v@7.16b, v@17.16b
  aesmc v@7.16b, v@7.16b
  aese v@16.16b, v@18.16b
  aese v@2.16b, v@17.16b
  aesmc v@2.16b, v@2.16b
  aese v@7.16b, v@18.16b
  aese v@2.16b, v@18.16b
  eor v@2.16b, v@9.16b, v@2.16b
  eor v@9.16b, v@2.16b, v@20.16b
  eor v@2.16b, v@2.16b, v@19.16b
  aese v@9.16b, v@0.16b
  aesmc v@9.16b, v@9.16b
  aese v@2.16b, v@0.16b
  aesmc v@2.16b, v@2.16b
  aese v@9.16b, v@1.16b
  aesmc v@9.16b, v@9.16b
  aese v@2.16b, v@1.16b
  aesmc v@2.16b, v@2.16b
  aese v@9.16b, v@3.16b
  aesmc v@9.16b, v@9.16b
  aese v@2.16b, v@3.16b
  aesmc v@2.16b, v@2.16b
  aese v@9.16b, v@4.16b
  aesmc v@9.16b, v@9.16b
  aese v@2.16b, v@4.16b
  aesmc v@2.16b, v@2.16b
  aese v@9.16b, v@5.16b
  aesmc v@9.16b, v@9.16b
  aese v@2.16b, v@5.16b
  aesmc v@2.16b, v@2.16b
  aese v@9.16b, v@6.16b
  aesmc v@9.16b, v@9.16b
  aese v@2.16b, v@6.16b
  aesmc v@2.16b, v@2.16b
  aese v@9.16b, v@10.16b
  aesmc v@9.16b, v@9.16b
  aese v@2.16b, v@10.16b
  aesmc v@2.16b, v@2.16b
  aese v@9.16b, v@11.16b
  aesmc v@9.16b, v@9.16b
  aese v@2.16b, v@11.16b
  aesmc v@2.16b, v@2.16b
  aese v@9.16b, v@12.16b
  aesmc v@9.16b, v@9.16b
  aese v@2.16b, v@12.16b
  aesmc v@2.16b, v@2.16b
  aese v@9.16b, v@13.16b
  aesmc v@9.16b, v@9.16b
  aese v@2.16b, v@13.16b
  aesmc v@2.16b, v@2.16b
  aese v@9.16b, v@14.16b
  aesmc v@9.16b, v@9.16b
  aese v@2.16b, v@14.16b
  aesmc v@2.16b, v@2.16b
  aese v@9.16b, v@15.16b
  aesmc v@9.16b, v@9.16b
  aese v@2.16b, v@15.16b
  aesmc v@2.16b, v@2.16b
  aese v@9.16b, v@17.16b
  aesmc v@9.16b, v@9.16b
  aese v@2.16b, v@17.16b
  aesmc v@2.16b, v@2.16b
  aese v@9.16b, v@18.16b
  aese v@2.16b, v@18.16b
  eor v@17.16b, v@9.16b, v@8.16b
  eor v@15.16b, v@2.16b, v@8.16b
  stp q@17, q@15, [x2]
  b L1
L0:
  aese v@16.16b, v@0.16b
  aesmc v@16.16b, v@16.16b
  aese v@7.16b, v@0.16b
  aesmc v@7.16b, v@7.16b
  aese v@16.16b, v@1.16b
  aesmc v@16.16b, v@16.16b
  aese v@7.16b, v@1.16b
  aesmc v@7.16b, v@7.16b
  aese v@16.16b, v@3.16b
  aesmc v@16.16b, v@16.16b
  aese v@7.16b, v@3.16b
  aesmc v@7.16b, v@7.16b
  aese v@16.16b, v@4.16b
  aesmc v@16.16b, v@16.16b
  aese v@7.16b, v@4.16b
  aesmc v@7.16b, v@7.16b
  aese v@16.16b, v@5.16b
  aesmc v@16.16b, v@16.16b
  aese v@7.16b, v@5.16b
  aesmc v@7.16b, v@7.16b
  aese v@16.16b, v@6.16b
  aesmc v@16.16b, v@16.16b
  aese v@7.16b, v@6.16b
  aesmc v@7.16b, v@7.16b
  aese v@16.16b, v@10.16b
  aesmc v@16.16b, v@16.16b
  aese v@7.16b, v@10.16b
  aesmc v@7.16b, v@7.16b
  aese v@16.16b, v@11.16b
  aesmc v@16.16b, v@16.16b
  aese v@7.16b, v@11.16b
  aesmc v@7.16b, v@7.16b
  aese v@16.16b, v@12.16b
  aesmc v@16.16b, v@16.16b
  aese v@7.16b, v@12.16b
  aesmc v@7.16b, v@7.16b
  aese v@16.16b, v@13.16b
  aesmc v@16.16b, v@16.16b
  aese v@7.16b, v@13.16b
  aesmc v@7.16b, v@7.16b
  aese v@16.16b, v@14.16b
  aesmc v@16.16b, v@16.16b
  aese v@7.16b, v@14.16b
  aesmc v@7.16b, v@7.16b
  aese v@16.16b, v@15.16b
  aesmc v@16.16b, v@16.16b
  aese v@7.16b, v@15.16b
  aesmc v@7.16b, v@7.16b
  aese v@16.16b, v@17.16b
  aesmc v@16.16b, v@16.16b
  aese v@7.16b, v@17.16b
  aesmc v@7.16b, v@7.16b
  aese v@16.16b, v@18.16b
  aese v@7.16b, v@18.16b
L1:
  eor v@16.16b, v@16.16b, v@8.16b
  eor v@8.16b, v@7.16b, v@8.16b
  mov x0, sp
  mov x1, x19
  mov x21, sp
  stp q@16, q@8, [sp]
  bl hw_aes256::arch::aarch64::aes_pmull::expand_key
  movi v@7.2d, #0000000000000000
  ldp q@8, q@16, [x19]
  sub x0, x29, #16
  add x2, x19, #240
  mov x1, x20
  aese v@8.16b, v@7.16b
  aesmc v@8.16b, v@8.16b
  aese v@8.16b, v@16.16b
  aesmc v@8.16b, v@8.16b
  ldp q@16, q@7, [x19, #32]
  aese v@8.16b, v@16.16b
  aesmc v@8.16b, v@8.16b
  aese v@8.16b, v@7.16b
  aesmc v@8.16b, v@8.16b
  ldp q@16, q@7, [x19, #64]
  aese v@8.16b, v@16.16b
  aesmc v@8.16b, v@8.16b
  aese v@8.16b, v@7.16b
  aesmc v@8.16b, v@8.16b
  ldp q@16, q@7, [x19, #96]
  aese v@8.16b, v@16.16b
  aesmc v@8.16b, v@8.16b
  aese v@8.16b, v@7.16b
  aesmc v@8.16b, v@8.16b
  ldp q@16, q@7, [x19, #128]
  aese v@8.16b, v@16.16b
  aesmc v@8.16b, v@8.16b
  aese v@8.16b, v@7.16b
  aesmc v@8.16b, v@8.16b
  ldp q@16, q@7, [x19, #160]
  aese v@8.16b, v@16.16b
  aesmc v@8.16b, v@8.16b
  aese v@8.16b, v@7.16b
  aesmc v@8.16b, v@8.16b
  ldp q@16, q@7, [x19, #192]
  aese v@8.16b, v@16.16b
  aesmc v@8.16b, v@8.16b
  ldr q@16, [x19, #224]
  sub x19, x29, #16
  aese v@8.16b, v@7.16b
  eor v@8.16b, v@8.16b, v@16.16b
  mov x8, v@8.d[1]
  fmov x9, d0
  rev x9, x9
  rev x8, x8
  asr x10, x9, #63
  lsl x11, x8, #1
  extr x8, x9, x8, #63
  mov x9, #-4467570830351532032
  and x9, x10, x9
  sub x10, x11, x10
  eor x8, x9, x8
  stp x10, x8, [x29, #-16]
  bl hw_polyval::arch::aarch64::aes_pmull::powers_upto
  stp xzr, xzr, [sp, #32]
  movi v@8.2d, #0000000000000000
  add x8, sp, #32



  stp xzr, xzr, [x29, #-16]



  stp q@8, q@8, [sp]



  ldp x20, x19, [sp, #96]
  ldr x21, [sp, #80]
  ldp x29, x30, [sp, #64]
  add sp, sp, #112
  ret
== hw_gcm::arch::aarch64::aes_pmull::xaes_key#0
  sub sp, sp, #48
  stp x29, x30, [sp, #16]
  str x19, [sp, #32]
  add x29, sp, #16
  mov x19, x1
  bl hw_aes256::arch::aarch64::aes_pmull::expand_key
  movi v@0.2d, #0000000000000000
  ldp q@1, q@2, [x19]
  stp xzr, xzr, [sp]
  aese v@0.16b, v@1.16b
  aesmc v@0.16b, v@0.16b
  aese v@0.16b, v@2.16b
  aesmc v@0.16b, v@0.16b
  ldp q@1, q@2, [x19, #32]
  aese v@0.16b, v@1.16b
  aesmc v@0.16b, v@0.16b
  aese v@0.16b, v@2.16b
  aesmc v@0.16b, v@0.16b
  ldp q@1, q@2, [x19, #64]
  aese v@0.16b, v@1.16b
  aesmc v@0.16b, v@0.16b
  aese v@0.16b, v@2.16b
  aesmc v@0.16b, v@0.16b
  ldp q@1, q@2, [x19, #96]
  aese v@0.16b, v@1.16b
  aesmc v@0.16b, v@0.16b
  aese v@0.16b, v@2.16b
  aesmc v@0.16b, v@0.16b
  ldp q@1, q@2, [x19, #128]
  aese v@0.16b, v@1.16b
  aesmc v@0.16b, v@0.16b
  aese v@0.16b, v@2.16b
  aesmc v@0.16b, v@0.16b
  ldp q@1, q@2, [x19, #160]
  aese v@0.16b, v@1.16b
  aesmc v@0.16b, v@0.16b
  aese v@0.16b, v@2.16b
  aesmc v@0.16b, v@0.16b
  ldp q@1, q@2, [x19, #192]
  aese v@0.16b, v@1.16b
  aesmc v@0.16b, v@0.16b
  ldr q@1, [x19, #224]
  aese v@0.16b, v@2.16b
  eor v@0.16b, v@0.16b, v@1.16b
  mov b1, v@0.b[9]
  ext v@2.16b, v@0.16b, v@0.16b, #8
  umov w9, v@0.b[14]
  smov w11, v@0.b[0]
  umov w8, v@0.b[13]
  umov w10, v@0.b[15]
  ext v@3.16b, v@0.16b, v@0.16b, #1
  add v@4.8b, v@0.8b, v@0.8b
  umov w12, v@0.b[12]
  mov v@1.b[2], v@0.b[10]
  zip1 v@2.8b, v@2.8b, v@0.8b
  lsl w14, w9, #24
  lsr w11, w11, #7
  lsl w13, w8, #24
  lsl w15, w10, #24
  usra v@4.8b, v@3.8b, #7
  extr w8, w8, w14, #31
  and w11, w11, #0xffffff87
  extr w12, w12, w13, #31
  extr w9, w9, w15, #31
  mov v@1.b[4], v@0.b[11]
  eor w10, w11, w10, lsl #1
  strb w8, [x19, #253]
  mov x8, sp
  str d4, [x19, #240]
  strb w12, [x19, #252]
  strb w9, [x19, #254]
  mov v@1.b[6], v@0.b[12]
  strb w10, [x19, #255]
  sli v@1.4h, v@2.4h, #8
  ushr v@0.4h, v@1.4h, #7
  uzp1 v@0.8b, v@0.8b, v@0.8b
  str s0, [x19, #248]



  ldp x29, x30, [sp, #16]
  ldr x19, [sp, #32]
  add sp, sp, #48
  ret
