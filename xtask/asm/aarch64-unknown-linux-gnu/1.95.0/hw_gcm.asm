== hw_gcm::arch::aarch64::aes_pmull::init#0
  sub sp, sp, #64
  stp x29, x30, [sp, #32]
  str x19, [sp, #48]
  add x29, sp, #32
  mov x19, x1
  bl hw_aes256::arch::aarch64::aes::expand_key
  movi v@0.2d, #0000000000000000
  ldp q@1, q@2, [x19]
  add x0, sp, #16
  add x1, x19, #240
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
  mov x8, v@0.d[1]
  fmov x9, d0
  str q@0, [sp]
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
  bl hw_polyval::arch::aarch64::pmull::powers
  mov x0, sp
  mov w1, #1
  bl hw_cpu::wipe_blocks
  add x0, sp, #16
  mov w1, #1
  bl hw_cpu::wipe_blocks
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
  sub sp, sp, #1328
  str xzr, [sp]
  mov x21, x4
  mov x22, x3
  ldp q@0, q@1, [x1, #304]
  ldr q@2, [x1, #224]
  ldr x8, [x2]
  ldr w9, [x2, #8]
  mov x25, x0
  ldp x24, x23, [x5]
  stp q@0, q@1, [sp, #736]
  ldp q@3, q@0, [x1, #336]
  str x8, [sp, #1040]
  lsr x8, x4, #4
  str w9, [sp, #1048]
  stp q@3, q@0, [sp, #768]
  ldp q@1, q@3, [x1, #240]
  ldp q@0, q@4, [x1, #272]
  stp q@1, q@3, [sp, #672]
  ldp q@1, q@5, [x1, #16]
  ldr q@3, [x1]
  stp q@0, q@4, [sp, #704]
  stp q@1, q@5, [sp, #816]
  ldp q@6, q@5, [x1, #48]
  ldr q@1, [x1, #80]
  str q@3, [sp, #800]
  stp q@5, q@1, [sp, #864]
  ldp q@3, q@1, [x1, #128]
  str q@6, [sp, #848]
  stp q@3, q@1, [sp, #928]
  ldp q@1, q@5, [x1, #96]
  stp q@1, q@5, [sp, #896]
  ldp q@3, q@1, [x1, #192]
  stp q@1, q@2, [sp, #1008]
  ldp q@1, q@5, [x1, #160]
  stp q@5, q@3, [sp, #976]
  ldp q@3, q@5, [sp, #800]
  str q@1, [sp, #960]
  ldp q@2, q@1, [sp, #832]
  stp q@5, q@2, [sp, #240]
  stp q@3, q@1, [sp, #608]
  ldp q@3, q@1, [sp, #864]
  stp q@3, q@1, [sp, #272]
  ldp q@3, q@1, [sp, #896]
  stp q@3, q@1, [sp, #304]
  ldp q@3, q@1, [sp, #928]
  stp q@3, q@1, [sp, #336]
  ldp q@3, q@1, [sp, #960]
  stp q@3, q@1, [sp, #384]
  ldr q@1, [sp, #1040]
  ldp q@3, q@5, [sp, #992]
  str q@1, [sp, #640]
  ldr q@1, [sp, #1024]
  str q@3, [sp, #368]
  stp q@1, q@5, [sp, #416]
  cbz x8, L0
  movi v@4.2d, #0000000000000000
  movi v@2.2d, #0000000000000000
  mov x13, #-4467570830351532032
  fmov d1, x13
  add x10, sp, #672
  sub x9, x29, #192
  add x11, x10, #152
  mov w12, #8
  mov w13, #9
  mov x14, x22
  b L1
L2:
  ext v@2.16b, v@4.16b, v@3.16b, #8
  ext v@3.16b, v@3.16b, v@4.16b, #8
  sub x8, x8, x15
  add x14, x14, x16
  eor v@5.16b, v@2.16b, v@5.16b
  eor v@1.16b, v@3.16b, v@1.16b
  pmull v@2.1q, v@5.1d, v@0.1d
  ext v@5.16b, v@5.16b, v@5.16b, #8
  eor v@5.16b, v@5.16b, v@2.16b
  pmull v@2.1q, v@5.1d, v@0.1d
  ext v@3.16b, v@5.16b, v@5.16b, #8
  eor v@1.16b, v@1.16b, v@2.16b
  eor v@2.16b, v@1.16b, v@3.16b
  cbz x8, L3
L1:
  cmp x8, #8
  mov x16, xzr
  stp q@4, q@4, [x29, #-192]
  csel x15, x8, x12, lo
  stp q@4, q@4, [x29, #-160]
  stp q@4, q@4, [x29, #-128]
  stp q@4, q@4, [x29, #-96]
L4:
  lsl x17, x16, #4
  add x16, x16, #1
  cmp x15, x16
  ldr q@1, [x14, x17]
  rev64 v@1.16b, v@1.16b
  ext v@1.16b, v@1.16b, v@1.16b, #8
  str q@1, [x9, x17]
  b.ne L4
  sub x16, x12, x15
  ldur q@1, [x29, #-192]
  cmp x8, #1
  add x16, x10, x16, lsl #4
  eor v@1.16b, v@1.16b, v@2.16b
  ldr x17, [x16]
  orr x16, x16, #0x8
  ld1r { v@3.2d }, [x16]
  lsl x16, x15, #4
  dup v@5.2d, x17
  pmull v@2.1q, v@1.1d, v@3.1d
  pmull2 v@6.1q, v@1.2d, v@5.2d
  fmov d4, x17
  pmull v@5.1q, v@1.1d, v@5.1d
  pmull2 v@1.1q, v@1.2d, v@3.2d
  eor v@3.16b, v@6.16b, v@2.16b
  b.eq L2
  sub x17, x11, x15, lsl #4
  add x18, x9, x16
  sub x0, x13, x15
  add x1, x9, #16
L5:
  sub x2, x0, #8
  cmn x2, #8
  b.lo L6
  ldp d5, d16, [x1], #16
  ldp d7, d6, [x17, #-8]
  cmp x1, x18
  add x0, x0, #1
  add x17, x17, #16
  pmull v@7.1q, v@2.1d, v@6.1d
  pmull v@8.1q, v@9.1d, v@10.1d
  pmull v@2.1q, v@2.1d, v@10.1d
  pmull v@6.1q, v@9.1d, v@6.1d
  eor v@10.16b, v@8.16b, v@7.16b
  eor v@5.16b, v@5.16b, v@2.16b
  eor v@1.16b, v@1.16b, v@6.16b
  eor v@3.16b, v@3.16b, v@10.16b
  b.ne L5
  b L2
L0:
  movi v@2.2d, #0000000000000000
L3:
  and x8, x21, #0xf
  cbz x8, L7
  mov w9, #16
  mov w1, wzr
  and x19, x21, #0x1ffffffffffffff0
  sub x2, x9, x8
  sub x9, x29, #192
  str q@2, [sp, #576]
  orr x0, x9, x8
  bl memset
  sub x0, x29, #192
  add x1, x22, x19
  and x2, x21, #0xf
  bl memcpy
  ldur q@4, [x29, #-192]
  ldr x8, [sp, #784]
  movi v@3.2d, #0000000000000000
  ldr x9, [sp, #792]
  ldr q@0, [sp, #576]
  rev64 v@4.16b, v@4.16b
  fmov d2, x9
  dup v@6.2d, x9
  ext v@4.16b, v@4.16b, v@4.16b, #8
  eor v@4.16b, v@0.16b, v@4.16b
  dup v@0.2d, x8
  pmull v@1.1q, v@4.1d, v@1.1d
  pmull2 v@0.1q, v@4.2d, v@0.2d
  eor v@0.16b, v@0.16b, v@1.16b
  fmov d2, x8
  mov x8, #-4467570830351532032
  pmull v@1.1q, v@4.1d, v@1.1d
  ext v@5.16b, v@3.16b, v@0.16b, #8
  ext v@0.16b, v@0.16b, v@3.16b, #8
  pmull2 v@4.1q, v@4.2d, v@6.2d
  eor v@1.16b, v@5.16b, v@1.16b
  fmov d4, x8
  eor v@4.16b, v@0.16b, v@4.16b
  pmull v@2.1q, v@1.1d, v@5.1d
  ext v@1.16b, v@1.16b, v@1.16b, #8
  eor v@1.16b, v@1.16b, v@2.16b
  pmull v@3.1q, v@1.1d, v@5.1d
  ext v@0.16b, v@1.16b, v@1.16b, #8
  eor v@4.16b, v@4.16b, v@3.16b
  eor v@2.16b, v@4.16b, v@0.16b
L7:
  cmp x23, #128
  b.lo L8
  ldr x8, [sp, #768]
  ldr x9, [sp, #776]
  mov x22, xzr
  ldr x10, [sp, #672]
  ldr x11, [sp, #680]
  ldr x12, [sp, #688]
  dup v@0.2d, x8
  dup v@4.2d, x9
  ldr x13, [sp, #696]
  ldr x8, [sp, #704]
  ldr x9, [sp, #712]
  ldr x14, [sp, #720]
  ldr x15, [sp, #728]
  ldr x16, [sp, #744]
  ldr x17, [sp, #760]
  stp q@4, q@0, [sp, #208]
  dup v@0.2d, x10
  dup v@4.2d, x11
  ldr x11, [sp, #736]
  ldr x10, [sp, #784]
  ldr q@8, [sp, #320]
  ldp q@11, q@12, [sp, #240]
  stp q@4, q@0, [sp, #176]
  dup v@0.2d, x12
  dup v@4.2d, x13
  ldr x12, [sp, #752]
  str x10, [sp, #8]
  ldp q@13, q@14, [sp, #288]
  stp q@4, q@0, [sp, #144]
  dup v@0.2d, x8
  dup v@4.2d, x9
  mov w9, #2
  mov x8, x23
  stp q@4, q@0, [sp, #112]
  dup v@0.2d, x14
  dup v@4.2d, x15
  stp q@4, q@0, [sp, #80]
  dup v@0.2d, x11
  dup v@4.2d, x16
  ldr x11, [sp, #792]
  stp q@4, q@0, [sp, #48]
  dup v@0.2d, x12
  dup v@4.2d, x17
  mov x12, #-4467570830351532032
  stp q@4, q@0, [sp, #16]
L9:
  cmp x22, x23
  b.hi L10
  ldr q@15, [sp, #640]
  rev w13, w9
  add w14, w9, #1
  ldr q@0, [sp, #608]
  ldp q@10, q@6, [sp, #208]
  mov v@16.16b, v@15.16b
  ldp q@9, q@17, [sp, #144]
  ldp q@18, q@19, [sp, #96]
  add w15, w9, #3
  ldr q@20, [sp, #128]
  rev w15, w15
  sub x8, x8, #128
  mov v@16.s[3], w13
  rev w13, w14
  add w14, w9, #2
  mov v@15.s[3], w13
  add x13, x24, x22
  rev w14, w14
  ldp q@3, q@1, [x13]
  ldr q@4, [x13, #96]
  cmp x8, #127
  add x22, x22, #128
  aese v@16.16b, v@0.16b
  aesmc v@16.16b, v@16.16b
  str q@4, [sp, #592]
  aese v@15.16b, v@0.16b
  aesmc v@15.16b, v@15.16b
  ldr q@0, [x13, #112]
  rev64 v@21.16b, v@4.16b
  rev64 v@22.16b, v@1.16b
  rev64 v@23.16b, v@3.16b
  str q@0, [sp, #656]
  ldp q@4, q@0, [x13, #32]
  aese v@16.16b, v@11.16b
  aesmc v@16.16b, v@16.16b
  aese v@15.16b, v@11.16b
  aesmc v@15.16b, v@15.16b
  stp q@3, q@1, [sp, #496]
  rev64 v@24.16b, v@4.16b
  rev64 v@25.16b, v@0.16b
  ext v@21.16b, v@21.16b, v@21.16b, #8
  ext v@26.16b, v@22.16b, v@22.16b, #8
  stp q@0, q@4, [sp, #544]
  aese v@16.16b, v@12.16b
  aesmc v@16.16b, v@16.16b
  aese v@15.16b, v@12.16b
  aesmc v@15.16b, v@15.16b
  ldp q@4, q@7, [x13, #64]
  ldr q@0, [sp, #624]
  ext v@27.16b, v@24.16b, v@24.16b, #8
  ext v@24.16b, v@25.16b, v@25.16b, #8
  ext v@28.16b, v@23.16b, v@23.16b, #8
  aese v@16.16b, v@0.16b
  aesmc v@16.16b, v@16.16b
  aese v@15.16b, v@0.16b
  aesmc v@15.16b, v@15.16b
  str q@4, [sp, #576]
  rev64 v@29.16b, v@4.16b
  pmull2 v@25.1q, v@21.2d, v@10.2d
  ldr q@22, [sp, #272]
  str q@7, [sp, #528]
  pmull2 v@4.1q, v@26.2d, v@9.2d
  pmull v@0.1q, v@21.1d, v@6.1d
  aese v@16.16b, v@22.16b
  aesmc v@16.16b, v@16.16b
  pmull v@1.1q, v@26.1d, v@17.1d
  ext v@23.16b, v@29.16b, v@29.16b, #8
  eor v@29.16b, v@2.16b, v@28.16b
  pmull v@3.1q, v@27.1d, v@20.1d
  aese v@15.16b, v@22.16b
  aesmc v@15.16b, v@15.16b
  pmull v@5.1q, v@24.1d, v@18.1d
  eor v@4.16b, v@25.16b, v@4.16b
  aese v@16.16b, v@13.16b
  aesmc v@16.16b, v@16.16b
  ldr q@25, [sp, #416]
  eor v@30.16b, v@0.16b, v@1.16b
  ldp q@0, q@1, [sp, #64]
  pmull2 v@2.1q, v@27.2d, v@20.2d
  ldr q@20, [sp, #192]
  str q@4, [sp, #480]
  eor v@31.16b, v@3.16b, v@5.16b
  aese v@15.16b, v@13.16b
  aesmc v@15.16b, v@15.16b
  pmull2 v@4.1q, v@21.2d, v@6.2d
  aese v@16.16b, v@14.16b
  aesmc v@16.16b, v@16.16b
  pmull v@3.1q, v@21.1d, v@10.1d
  pmull v@5.1q, v@26.1d, v@9.1d
  aese v@15.16b, v@14.16b
  aesmc v@15.16b, v@15.16b
  pmull2 v@21.1q, v@27.2d, v@19.2d
  aese v@16.16b, v@8.16b
  aesmc v@16.16b, v@16.16b
  pmull2 v@28.1q, v@24.2d, v@1.2d
  pmull v@6.1q, v@29.1d, v@20.1d
  eor v@4.16b, v@3.16b, v@4.16b
  aese v@15.16b, v@8.16b
  aesmc v@15.16b, v@15.16b
  eor v@3.16b, v@5.16b, v@2.16b
  rev64 v@5.16b, v@7.16b
  pmull v@10.1q, v@23.1d, v@0.1d
  ldr q@7, [sp, #336]
  eor v@9.16b, v@21.16b, v@28.16b
  eor v@2.16b, v@6.16b, v@30.16b
  aese v@16.16b, v@7.16b
  aesmc v@16.16b, v@16.16b
  pmull2 v@6.1q, v@29.2d, v@20.2d
  ext v@5.16b, v@5.16b, v@5.16b, #8
  aese v@15.16b, v@7.16b
  aesmc v@15.16b, v@15.16b
  eor v@21.16b, v@31.16b, v@10.16b
  stp q@2, q@9, [sp, #448]
  ldp q@20, q@9, [sp, #496]
  pmull2 v@2.1q, v@26.2d, v@17.2d
  ldr q@17, [sp, #176]
  pmull v@31.1q, v@27.1d, v@19.1d
  eor v@4.16b, v@4.16b, v@6.16b
  ldr q@27, [sp, #352]
  pmull v@10.1q, v@29.1d, v@17.1d
  eor v@28.16b, v@25.16b, v@20.16b
  eor v@30.16b, v@25.16b, v@9.16b
  pmull v@6.1q, v@24.1d, v@1.1d
  aese v@16.16b, v@27.16b
  aesmc v@16.16b, v@16.16b
  pmull2 v@24.1q, v@24.2d, v@18.2d
  aese v@15.16b, v@27.16b
  aesmc v@15.16b, v@15.16b
  eor v@3.16b, v@3.16b, v@31.16b
  ldp q@19, q@20, [sp, #384]
  eor v@2.16b, v@10.16b, v@2.16b
  ldr q@9, [sp, #16]
  ldr q@18, [sp, #368]
  pmull2 v@10.1q, v@23.2d, v@0.2d
  ldr q@0, [sp, #656]
  eor v@3.16b, v@3.16b, v@24.16b
  aese v@16.16b, v@19.16b
  aesmc v@16.16b, v@16.16b
  rev64 v@31.16b, v@0.16b
  ldp q@1, q@0, [sp, #32]
  eor v@4.16b, v@4.16b, v@2.16b
  aese v@15.16b, v@19.16b
  aesmc v@15.16b, v@15.16b
  eor v@6.16b, v@6.16b, v@10.16b
  aese v@16.16b, v@20.16b
  aesmc v@16.16b, v@16.16b
  pmull v@2.1q, v@23.1d, v@0.1d
  pmull2 v@10.1q, v@5.2d, v@1.2d
  ext v@26.16b, v@31.16b, v@31.16b, #8
  eor v@4.16b, v@4.16b, v@3.16b
  fmov d3, x11
  aese v@15.16b, v@20.16b
  aesmc v@15.16b, v@15.16b
  pmull v@24.1q, v@5.1d, v@9.1d
  aese v@16.16b, v@18.16b
  aesmc v@16.16b, v@16.16b
  eor v@2.16b, v@6.16b, v@2.16b
  pmull v@3.1q, v@26.1d, v@3.1d
  aese v@15.16b, v@18.16b
  aesmc v@15.16b, v@15.16b
  pmull2 v@23.1q, v@23.2d, v@0.2d
  ldr q@0, [sp, #448]
  eor v@2.16b, v@2.16b, v@10.16b
  dup v@10.2d, x10
  pmull v@6.1q, v@5.1d, v@1.1d
  ldr d2, [sp, #8]
  eor v@0.16b, v@0.16b, v@21.16b
  pmull2 v@31.1q, v@29.2d, v@17.2d
  ldr q@17, [sp, #432]
  pmull2 v@10.1q, v@26.2d, v@10.2d
  eor v@2.16b, v@2.16b, v@24.16b
  pmull v@24.1q, v@26.1d, v@1.1d
  aese v@16.16b, v@17.16b
  aese v@15.16b, v@17.16b
  eor v@4.16b, v@4.16b, v@2.16b
  eor v@3.16b, v@3.16b, v@10.16b
  ldp q@21, q@10, [sp, #464]
  eor v@6.16b, v@6.16b, v@24.16b
  eor v@1.16b, v@28.16b, v@16.16b
  eor v@2.16b, v@30.16b, v@15.16b
  dup v@28.2d, x11
  eor v@21.16b, v@21.16b, v@23.16b
  ldr q@23, [sp, #640]
  eor v@10.16b, v@31.16b, v@10.16b
  eor v@31.16b, v@4.16b, v@3.16b
  eor v@0.16b, v@0.16b, v@6.16b
  stp q@1, q@2, [x13]
  mov v@24.16b, v@23.16b
  mov v@15.16b, v@23.16b
  mov v@29.16b, v@23.16b
  mov v@30.16b, v@23.16b
  mov v@16.16b, v@23.16b
  fmov d2, x12
  pmull2 v@4.1q, v@5.2d, v@9.2d
  eor v@6.16b, v@10.16b, v@21.16b
  ldr q@9, [sp, #656]
  mov v@24.s[3], w14
  add w14, w9, #4
  mov v@29.s[3], w15
  rev w14, w14
  add w15, w9, #6
  eor v@21.16b, v@25.16b, v@9.16b
  pmull2 v@3.1q, v@26.2d, v@28.2d
  mov v@15.s[3], w14
  add w14, w9, #5
  rev w14, w14
  rev w15, w15
  movi v@28.2d, #0000000000000000
  mov v@30.s[3], w14
  add w14, w9, #7
  mov v@16.s[3], w15
  rev w14, w14
  add w9, w9, #8
  eor v@26.16b, v@4.16b, v@3.16b
  ldr q@4, [sp, #608]
  mov v@23.s[3], w14
  ext v@5.16b, v@28.16b, v@31.16b, #8
  aese v@24.16b, v@4.16b
  aesmc v@24.16b, v@24.16b
  aese v@29.16b, v@4.16b
  aesmc v@29.16b, v@29.16b
  aese v@15.16b, v@4.16b
  aesmc v@15.16b, v@15.16b
  aese v@30.16b, v@4.16b
  aesmc v@30.16b, v@30.16b
  aese v@16.16b, v@4.16b
  aesmc v@16.16b, v@16.16b
  aese v@23.16b, v@4.16b
  aesmc v@23.16b, v@23.16b
  aese v@24.16b, v@11.16b
  aesmc v@24.16b, v@24.16b
  aese v@29.16b, v@11.16b
  aesmc v@29.16b, v@29.16b
  aese v@15.16b, v@11.16b
  aesmc v@15.16b, v@15.16b
  aese v@30.16b, v@11.16b
  aesmc v@30.16b, v@30.16b
  aese v@16.16b, v@11.16b
  aesmc v@16.16b, v@16.16b
  aese v@23.16b, v@11.16b
  aesmc v@23.16b, v@23.16b
  aese v@24.16b, v@12.16b
  aesmc v@24.16b, v@24.16b
  aese v@29.16b, v@12.16b
  aesmc v@29.16b, v@29.16b
  aese v@15.16b, v@12.16b
  aesmc v@15.16b, v@15.16b
  aese v@30.16b, v@12.16b
  aesmc v@30.16b, v@30.16b
  ldr q@4, [sp, #624]
  aese v@16.16b, v@12.16b
  aesmc v@16.16b, v@16.16b
  aese v@23.16b, v@12.16b
  aesmc v@23.16b, v@23.16b
  aese v@24.16b, v@4.16b
  aesmc v@24.16b, v@24.16b
  aese v@29.16b, v@4.16b
  aesmc v@29.16b, v@29.16b
  aese v@15.16b, v@4.16b
  aesmc v@15.16b, v@15.16b
  aese v@30.16b, v@4.16b
  aesmc v@30.16b, v@30.16b
  aese v@16.16b, v@4.16b
  aesmc v@16.16b, v@16.16b
  aese v@23.16b, v@4.16b
  aesmc v@23.16b, v@23.16b
  aese v@24.16b, v@22.16b
  aesmc v@24.16b, v@24.16b
  aese v@29.16b, v@22.16b
  aesmc v@29.16b, v@29.16b
  aese v@15.16b, v@22.16b
  aesmc v@15.16b, v@15.16b
  aese v@30.16b, v@22.16b
  aesmc v@30.16b, v@30.16b
  aese v@16.16b, v@22.16b
  aesmc v@16.16b, v@16.16b
  aese v@24.16b, v@13.16b
  aesmc v@24.16b, v@24.16b
  aese v@23.16b, v@22.16b
  aesmc v@23.16b, v@23.16b
  aese v@29.16b, v@13.16b
  aesmc v@29.16b, v@29.16b
  aese v@15.16b, v@13.16b
  aesmc v@15.16b, v@15.16b
  aese v@30.16b, v@13.16b
  aesmc v@30.16b, v@30.16b
  aese v@24.16b, v@14.16b
  aesmc v@24.16b, v@24.16b
  aese v@16.16b, v@13.16b
  aesmc v@16.16b, v@16.16b
  aese v@29.16b, v@14.16b
  aesmc v@29.16b, v@29.16b
  aese v@23.16b, v@13.16b
  aesmc v@23.16b, v@23.16b
  aese v@15.16b, v@14.16b
  aesmc v@15.16b, v@15.16b
  aese v@30.16b, v@14.16b
  aesmc v@30.16b, v@30.16b
  aese v@24.16b, v@8.16b
  aesmc v@24.16b, v@24.16b
  aese v@29.16b, v@8.16b
  aesmc v@29.16b, v@29.16b
  aese v@16.16b, v@14.16b
  aesmc v@16.16b, v@16.16b
  aese v@23.16b, v@14.16b
  aesmc v@23.16b, v@23.16b
  aese v@15.16b, v@8.16b
  aesmc v@15.16b, v@15.16b
  aese v@30.16b, v@8.16b
  aesmc v@30.16b, v@30.16b
  aese v@24.16b, v@7.16b
  aesmc v@24.16b, v@24.16b
  aese v@29.16b, v@7.16b
  aesmc v@29.16b, v@29.16b
  aese v@16.16b, v@8.16b
  aesmc v@16.16b, v@16.16b
  aese v@23.16b, v@8.16b
  aesmc v@23.16b, v@23.16b
  aese v@15.16b, v@7.16b
  aesmc v@15.16b, v@15.16b
  aese v@30.16b, v@7.16b
  aesmc v@30.16b, v@30.16b
  eor v@5.16b, v@5.16b, v@0.16b
  aese v@24.16b, v@27.16b
  aesmc v@24.16b, v@24.16b
  aese v@29.16b, v@27.16b
  aesmc v@29.16b, v@29.16b
  aese v@16.16b, v@7.16b
  aesmc v@16.16b, v@16.16b
  aese v@23.16b, v@7.16b
  aesmc v@23.16b, v@23.16b
  aese v@15.16b, v@27.16b
  aesmc v@15.16b, v@15.16b
  aese v@30.16b, v@27.16b
  aesmc v@30.16b, v@30.16b
  aese v@24.16b, v@19.16b
  aesmc v@24.16b, v@24.16b
  pmull v@3.1q, v@5.1d, v@1.1d
  ext v@5.16b, v@5.16b, v@5.16b, #8
  aese v@29.16b, v@19.16b
  aesmc v@29.16b, v@29.16b
  aese v@16.16b, v@27.16b
  aesmc v@16.16b, v@16.16b
  aese v@23.16b, v@27.16b
  aesmc v@23.16b, v@23.16b
  aese v@15.16b, v@19.16b
  aesmc v@15.16b, v@15.16b
  aese v@30.16b, v@19.16b
  aesmc v@30.16b, v@30.16b
  aese v@24.16b, v@20.16b
  aesmc v@24.16b, v@24.16b
  aese v@29.16b, v@20.16b
  aesmc v@29.16b, v@29.16b
  aese v@16.16b, v@19.16b
  aesmc v@16.16b, v@16.16b
  aese v@15.16b, v@20.16b
  aesmc v@15.16b, v@15.16b
  aese v@23.16b, v@19.16b
  aesmc v@23.16b, v@23.16b
  aese v@30.16b, v@20.16b
  aesmc v@30.16b, v@30.16b
  eor v@3.16b, v@5.16b, v@3.16b
  ext v@5.16b, v@31.16b, v@28.16b, #8
  eor v@2.16b, v@6.16b, v@26.16b
  aese v@24.16b, v@18.16b
  aesmc v@24.16b, v@24.16b
  aese v@29.16b, v@18.16b
  aesmc v@29.16b, v@29.16b
  ldp q@0, q@4, [sp, #544]
  aese v@16.16b, v@20.16b
  aesmc v@16.16b, v@16.16b
  aese v@15.16b, v@18.16b
  aesmc v@15.16b, v@15.16b
  aese v@23.16b, v@20.16b
  aesmc v@23.16b, v@23.16b
  aese v@30.16b, v@18.16b
  aesmc v@30.16b, v@30.16b
  eor v@5.16b, v@5.16b, v@2.16b
  ldp q@6, q@10, [sp, #576]
  ldr q@2, [sp, #528]
  pmull v@1.1q, v@3.1d, v@1.1d
  aese v@24.16b, v@17.16b
  aese v@29.16b, v@17.16b
  eor v@4.16b, v@25.16b, v@4.16b
  eor v@0.16b, v@25.16b, v@0.16b
  aese v@16.16b, v@18.16b
  aesmc v@16.16b, v@16.16b
  aese v@15.16b, v@17.16b
  eor v@6.16b, v@25.16b, v@6.16b
  aese v@23.16b, v@18.16b
  aesmc v@23.16b, v@23.16b
  aese v@30.16b, v@17.16b
  eor v@2.16b, v@25.16b, v@2.16b
  ext v@3.16b, v@3.16b, v@3.16b, #8
  eor v@4.16b, v@4.16b, v@24.16b
  eor v@0.16b, v@0.16b, v@29.16b
  eor v@6.16b, v@6.16b, v@15.16b
  aese v@16.16b, v@17.16b
  eor v@10.16b, v@25.16b, v@10.16b
  aese v@23.16b, v@17.16b
  eor v@1.16b, v@5.16b, v@1.16b
  eor v@2.16b, v@2.16b, v@30.16b
  stp q@4, q@0, [x13, #32]
  eor v@4.16b, v@10.16b, v@16.16b
  eor v@0.16b, v@21.16b, v@23.16b
  stp q@6, q@2, [x13, #64]
  eor v@2.16b, v@1.16b, v@3.16b
  stp q@4, q@0, [x13, #96]
  b.hi L9
  subs x10, x23, x22
  b.ne L11
  b L12
L8:
  mov x22, xzr
  mov w9, #2
  mov x8, x23
  subs x10, x23, xzr
  b.eq L12
L11:
  ldr q@10, [sp, #640]
  rev w11, w9
  add w12, w9, #2
  str q@2, [sp, #576]
  add w13, w9, #6
  mov v@3.16b, v@10.16b
  mov v@0.16b, v@10.16b
  mov v@6.16b, v@10.16b
  mov v@5.16b, v@10.16b
  mov v@4.16b, v@10.16b
  mov v@1.16b, v@10.16b
  mov v@2.16b, v@10.16b
  ldp q@9, q@7, [sp, #800]
  mov v@3.s[3], w11
  add w11, w9, #1
  rev w11, w11
  mov v@0.s[3], w11
  rev w11, w12
  add w12, w9, #3
  rev w12, w12
  mov v@6.s[3], w11
  add w11, w9, #4
  mov v@5.s[3], w12
  rev w11, w11
  add w12, w9, #5
  add w9, w9, #7
  rev w12, w12
  mov v@4.s[3], w11
  rev w11, w13
  rev w9, w9
  mov v@1.s[3], w12
  mov v@2.s[3], w11
  mov v@10.s[3], w9
  aese v@3.16b, v@9.16b
  aesmc v@3.16b, v@3.16b
  aese v@0.16b, v@9.16b
  aesmc v@0.16b, v@0.16b
  aese v@6.16b, v@9.16b
  aesmc v@6.16b, v@6.16b
  aese v@5.16b, v@9.16b
  aesmc v@5.16b, v@5.16b
  aese v@4.16b, v@9.16b
  aesmc v@4.16b, v@4.16b
  aese v@1.16b, v@9.16b
  aesmc v@1.16b, v@1.16b
  aese v@2.16b, v@9.16b
  aesmc v@2.16b, v@2.16b
  aese v@10.16b, v@9.16b
  aesmc v@10.16b, v@10.16b
  aese v@3.16b, v@7.16b
  aesmc v@3.16b, v@3.16b
  aese v@0.16b, v@7.16b
  aesmc v@0.16b, v@0.16b
  aese v@6.16b, v@7.16b
  aesmc v@6.16b, v@6.16b
  aese v@5.16b, v@7.16b
  aesmc v@5.16b, v@5.16b
  aese v@4.16b, v@7.16b
  aesmc v@4.16b, v@4.16b
  aese v@1.16b, v@7.16b
  aesmc v@1.16b, v@1.16b
  aese v@2.16b, v@7.16b
  aesmc v@2.16b, v@2.16b
  aese v@10.16b, v@7.16b
  aesmc v@10.16b, v@10.16b
  ldp q@9, q@7, [sp, #832]
  add x9, x8, #15
  lsr x8, x9, #4
  aese v@3.16b, v@9.16b
  aesmc v@3.16b, v@3.16b
  aese v@0.16b, v@9.16b
  aesmc v@0.16b, v@0.16b
  aese v@6.16b, v@9.16b
  aesmc v@6.16b, v@6.16b
  aese v@5.16b, v@9.16b
  aesmc v@5.16b, v@5.16b
  aese v@4.16b, v@9.16b
  aesmc v@4.16b, v@4.16b
  aese v@1.16b, v@9.16b
  aesmc v@1.16b, v@1.16b
  aese v@2.16b, v@9.16b
  aesmc v@2.16b, v@2.16b
  aese v@10.16b, v@9.16b
  aesmc v@10.16b, v@10.16b
  aese v@3.16b, v@7.16b
  aesmc v@3.16b, v@3.16b
  aese v@0.16b, v@7.16b
  aesmc v@0.16b, v@0.16b
  aese v@6.16b, v@7.16b
  aesmc v@6.16b, v@6.16b
  aese v@5.16b, v@7.16b
  aesmc v@5.16b, v@5.16b
  aese v@4.16b, v@7.16b
  aesmc v@4.16b, v@4.16b
  aese v@1.16b, v@7.16b
  aesmc v@1.16b, v@1.16b
  aese v@2.16b, v@7.16b
  aesmc v@2.16b, v@2.16b
  aese v@10.16b, v@7.16b
  aesmc v@10.16b, v@10.16b
  ldp q@9, q@7, [sp, #864]
  aese v@3.16b, v@9.16b
  aesmc v@3.16b, v@3.16b
  aese v@0.16b, v@9.16b
  aesmc v@0.16b, v@0.16b
  aese v@6.16b, v@9.16b
  aesmc v@6.16b, v@6.16b
  aese v@5.16b, v@9.16b
  aesmc v@5.16b, v@5.16b
  aese v@4.16b, v@9.16b
  aesmc v@4.16b, v@4.16b
  aese v@1.16b, v@9.16b
  aesmc v@1.16b, v@1.16b
  aese v@2.16b, v@9.16b
  aesmc v@2.16b, v@2.16b
  aese v@10.16b, v@9.16b
  aesmc v@10.16b, v@10.16b
  aese v@3.16b, v@7.16b
  aesmc v@3.16b, v@3.16b
  aese v@0.16b, v@7.16b
  aesmc v@0.16b, v@0.16b
  aese v@6.16b, v@7.16b
  aesmc v@6.16b, v@6.16b
  aese v@5.16b, v@7.16b
  aesmc v@5.16b, v@5.16b
  aese v@4.16b, v@7.16b
  aesmc v@4.16b, v@4.16b
  aese v@1.16b, v@7.16b
  aesmc v@1.16b, v@1.16b
  aese v@2.16b, v@7.16b
  aesmc v@2.16b, v@2.16b
  aese v@10.16b, v@7.16b
  aesmc v@10.16b, v@10.16b
  ldp q@9, q@7, [sp, #896]
  aese v@3.16b, v@9.16b
  aesmc v@3.16b, v@3.16b
  aese v@0.16b, v@9.16b
  aesmc v@0.16b, v@0.16b
  aese v@6.16b, v@9.16b
  aesmc v@6.16b, v@6.16b
  aese v@5.16b, v@9.16b
  aesmc v@5.16b, v@5.16b
  aese v@4.16b, v@9.16b
  aesmc v@4.16b, v@4.16b
  aese v@1.16b, v@9.16b
  aesmc v@1.16b, v@1.16b
  aese v@2.16b, v@9.16b
  aesmc v@2.16b, v@2.16b
  aese v@10.16b, v@9.16b
  aesmc v@10.16b, v@10.16b
  aese v@3.16b, v@7.16b
  aesmc v@3.16b, v@3.16b
  aese v@0.16b, v@7.16b
  aesmc v@0.16b, v@0.16b
  aese v@6.16b, v@7.16b
  aesmc v@6.16b, v@6.16b
  aese v@5.16b, v@7.16b
  aesmc v@5.16b, v@5.16b
  aese v@4.16b, v@7.16b
  aesmc v@4.16b, v@4.16b
  aese v@1.16b, v@7.16b
  aesmc v@1.16b, v@1.16b
  aese v@2.16b, v@7.16b
  aesmc v@2.16b, v@2.16b
  aese v@10.16b, v@7.16b
  aesmc v@10.16b, v@10.16b
  ldp q@9, q@7, [sp, #928]
  aese v@3.16b, v@9.16b
  aesmc v@3.16b, v@3.16b
  aese v@0.16b, v@9.16b
  aesmc v@0.16b, v@0.16b
  aese v@6.16b, v@9.16b
  aesmc v@6.16b, v@6.16b
  aese v@5.16b, v@9.16b
  aesmc v@5.16b, v@5.16b
  aese v@4.16b, v@9.16b
  aesmc v@4.16b, v@4.16b
  aese v@1.16b, v@9.16b
  aesmc v@1.16b, v@1.16b
  aese v@2.16b, v@9.16b
  aesmc v@2.16b, v@2.16b
  aese v@10.16b, v@9.16b
  aesmc v@10.16b, v@10.16b
  aese v@3.16b, v@7.16b
  aesmc v@3.16b, v@3.16b
  aese v@0.16b, v@7.16b
  aesmc v@0.16b, v@0.16b
  aese v@6.16b, v@7.16b
  aesmc v@6.16b, v@6.16b
  aese v@5.16b, v@7.16b
  aesmc v@5.16b, v@5.16b
  aese v@4.16b, v@7.16b
  aesmc v@4.16b, v@4.16b
  aese v@1.16b, v@7.16b
  aesmc v@1.16b, v@1.16b
  aese v@2.16b, v@7.16b
  aesmc v@2.16b, v@2.16b
  aese v@10.16b, v@7.16b
  aesmc v@10.16b, v@10.16b
  ldp q@9, q@7, [sp, #960]
  aese v@0.16b, v@9.16b
  aesmc v@0.16b, v@0.16b
  aese v@3.16b, v@9.16b
  aesmc v@3.16b, v@3.16b
  aese v@6.16b, v@9.16b
  aesmc v@6.16b, v@6.16b
  aese v@5.16b, v@9.16b
  aesmc v@5.16b, v@5.16b
  aese v@4.16b, v@9.16b
  aesmc v@4.16b, v@4.16b
  aese v@1.16b, v@9.16b
  aesmc v@1.16b, v@1.16b
  aese v@2.16b, v@9.16b
  aesmc v@2.16b, v@2.16b
  aese v@10.16b, v@9.16b
  aesmc v@10.16b, v@10.16b
  ldr q@9, [sp, #992]
  aese v@0.16b, v@7.16b
  aesmc v@0.16b, v@0.16b
  aese v@3.16b, v@7.16b
  aesmc v@3.16b, v@3.16b
  aese v@6.16b, v@7.16b
  aesmc v@6.16b, v@6.16b
  aese v@5.16b, v@7.16b
  aesmc v@5.16b, v@5.16b
  aese v@4.16b, v@7.16b
  aesmc v@4.16b, v@4.16b
  aese v@1.16b, v@7.16b
  aesmc v@1.16b, v@1.16b
  aese v@2.16b, v@7.16b
  aesmc v@2.16b, v@2.16b
  aese v@10.16b, v@7.16b
  aesmc v@10.16b, v@10.16b
  ldp q@8, q@7, [sp, #416]
  aese v@0.16b, v@9.16b
  aesmc v@0.16b, v@0.16b
  aese v@4.16b, v@9.16b
  aesmc v@4.16b, v@4.16b
  aese v@1.16b, v@9.16b
  aesmc v@1.16b, v@1.16b
  aese v@2.16b, v@9.16b
  aesmc v@2.16b, v@2.16b
  aese v@3.16b, v@9.16b
  aesmc v@3.16b, v@3.16b
  aese v@0.16b, v@7.16b
  aese v@4.16b, v@7.16b
  aese v@6.16b, v@9.16b
  aesmc v@6.16b, v@6.16b
  aese v@1.16b, v@7.16b
  aese v@5.16b, v@9.16b
  aesmc v@5.16b, v@5.16b
  aese v@2.16b, v@7.16b
  aese v@3.16b, v@7.16b
  eor v@0.16b, v@0.16b, v@8.16b
  aese v@10.16b, v@9.16b
  aesmc v@10.16b, v@10.16b
  eor v@4.16b, v@4.16b, v@8.16b
  aese v@6.16b, v@7.16b
  eor v@3.16b, v@3.16b, v@8.16b
  aese v@5.16b, v@7.16b
  str q@0, [sp, #1072]
  eor v@0.16b, v@1.16b, v@8.16b
  eor v@1.16b, v@2.16b, v@8.16b
  str q@4, [sp, #1120]
  aese v@10.16b, v@7.16b
  movi v@7.2d, #0000000000000000
  str q@3, [sp, #1056]
  movi v@4.2d, #0000000000000000
  eor v@6.16b, v@6.16b, v@8.16b
  str q@0, [sp, #1136]
  movi v@0.2d, #0000000000000000
  eor v@5.16b, v@5.16b, v@8.16b
  str q@1, [sp, #1152]
  movi v@1.2d, #0000000000000000
  eor v@3.16b, v@10.16b, v@8.16b
  str q@6, [sp, #1088]
  str q@5, [sp, #1104]
  str q@3, [sp, #1168]
  stp q@7, q@7, [x29, #-192]
  stp q@7, q@7, [x29, #-160]
  stp q@7, q@7, [x29, #-128]
  stp q@7, q@7, [x29, #-96]
  cbz x8, L13
  mov x19, x24
  str x25, [sp, #560]
  mov x26, xzr
  add x27, sp, #1056
  mov w28, #16
  mov x25, x8
  str x9, [sp, #512]
  str x23, [sp, #592]
  str x21, [sp, #544]
  str x8, [sp, #528]
L14:
  cmp x10, #16
  csel x8, x10, x28, lo
  cmp x26, #128
  b.eq L15
  subs x24, x10, #16
  stp xzr, xzr, [x29, #-208]
  csel x23, x10, x28, lo
  adds x8, x8, x22
  b.hs L16
  ldr x9, [sp, #592]
  cmp x8, x9
  b.hi L16
  sub x0, x29, #208
  add x1, x19, x22
  mov x2, x23
  sub x25, x25, #1
  add x21, x26, #16
  bl memcpy
  ldur q@0, [x29, #-208]
  ldr q@4, [x27], #16
  add x0, x19, x22
  sub x1, x29, #208
  mov x2, x23
  eor v@4.16b, v@4.16b, v@0.16b
  str q@0, [sp, #656]
  stur q@4, [x29, #-208]
  bl memcpy
  sub x8, x29, #208
  sub x2, x28, x23
  mov w1, wzr
  add x0, x8, x23
  bl memset
  ldr q@4, [sp, #656]
  sub x8, x29, #192
  sub x0, x29, #208
  mov w1, #1
  rev64 v@4.16b, v@4.16b
  ext v@4.16b, v@4.16b, v@4.16b, #8
  str q@4, [x8, x26]
  bl hw_cpu::wipe_blocks
  add x22, x22, #16
  mov x10, x24
  mov x26, x21
  cbnz x25, L14
L15:
  ldr x13, [sp, #528]
  mov w8, #8
  ldur q@4, [x29, #-192]
  ldr q@0, [sp, #576]
  sub x9, x8, x13
  add x8, sp, #672
  cmp x13, #1
  add x9, x8, x9, lsl #4
  eor v@4.16b, v@4.16b, v@0.16b
  ldr x10, [x9]
  orr x9, x9, #0x8
  ld1r { v@0.2d }, [x9]
  dup v@1.2d, x10
  pmull v@3.1q, v@4.1d, v@0.1d
  pmull2 v@5.1q, v@4.2d, v@1.2d
  fmov d2, x10
  pmull v@1.1q, v@4.1d, v@1.1d
  pmull2 v@4.1q, v@4.2d, v@0.2d
  eor v@0.16b, v@5.16b, v@3.16b
  b.ne L17
  ldr x25, [sp, #560]
  ldr x21, [sp, #544]
  movi v@7.2d, #0000000000000000
  ldr x23, [sp, #592]
  b L13
L17:
  ldr x9, [sp, #512]
  movi v@7.2d, #0000000000000000
  sub x11, x8, x13, lsl #4
  sub x10, x29, #192
  mov w12, #9
  ldr x25, [sp, #560]
  and x9, x9, #0xf0
  ldr x21, [sp, #544]
  ldr x23, [sp, #592]
  add x8, x10, x9
  add x9, x10, #16
  sub x0, x12, x13
  add x10, x11, #152
L18:
  sub x11, x0, #8
  cmn x11, #8
  b.lo L6
  ldp d3, d6, [x9], #16
  ldp d5, d4, [x10, #-8]
  cmp x9, x8
  add x0, x0, #1
  add x10, x10, #16
  pmull v@10.1q, v@3.1d, v@5.1d
  pmull v@9.1q, v@6.1d, v@2.1d
  pmull v@3.1q, v@3.1d, v@2.1d
  pmull v@5.1q, v@6.1d, v@5.1d
  eor v@2.16b, v@9.16b, v@10.16b
  eor v@1.16b, v@1.16b, v@3.16b
  eor v@4.16b, v@4.16b, v@5.16b
  eor v@0.16b, v@0.16b, v@2.16b
  b.ne L18
L13:
  ext v@3.16b, v@7.16b, v@0.16b, #8
  mov x8, #-4467570830351532032
  ext v@0.16b, v@0.16b, v@7.16b, #8
  eor v@1.16b, v@3.16b, v@1.16b
  fmov d3, x8
  eor v@4.16b, v@0.16b, v@4.16b
  pmull v@5.1q, v@1.1d, v@3.1d
  ext v@1.16b, v@1.16b, v@1.16b, #8
  eor v@1.16b, v@1.16b, v@5.16b
  pmull v@3.1q, v@1.1d, v@3.1d
  ext v@0.16b, v@1.16b, v@1.16b, #8
  eor v@4.16b, v@4.16b, v@3.16b
  eor v@2.16b, v@4.16b, v@0.16b
L12:
  fmov d0, x21
  movi v@0.4s, #1, lsl #24
  ldr q@10, [sp, #640]
  ldr x8, [sp, #784]
  ldr x9, [sp, #792]
  ldp q@5, q@3, [sp, #240]
  mov v@4.d[1], x23
  fmov d2, x9
  dup v@6.2d, x9
  mov v@10.s[3], v@0.s[3]
  ldr q@0, [sp, #608]
  shl v@4.2d, v@4.2d, #3
  aese v@10.16b, v@0.16b
  aesmc v@10.16b, v@10.16b
  dup v@0.2d, x8
  ext v@4.16b, v@4.16b, v@4.16b, #8
  aese v@10.16b, v@5.16b
  aesmc v@10.16b, v@10.16b
  eor v@4.16b, v@2.16b, v@4.16b
  aese v@10.16b, v@3.16b
  aesmc v@10.16b, v@10.16b
  movi v@3.2d, #0000000000000000
  ldr q@2, [sp, #272]
  pmull v@1.1q, v@4.1d, v@1.1d
  pmull2 v@0.1q, v@4.2d, v@0.2d
  eor v@0.16b, v@0.16b, v@1.16b
  ldr q@1, [sp, #624]
  aese v@10.16b, v@1.16b
  aesmc v@10.16b, v@10.16b
  fmov d2, x8
  ext v@5.16b, v@3.16b, v@0.16b, #8
  mov x8, #-4467570830351532032
  ext v@0.16b, v@0.16b, v@3.16b, #8
  pmull v@1.1q, v@4.1d, v@1.1d
  aese v@10.16b, v@2.16b
  aesmc v@10.16b, v@10.16b
  pmull2 v@4.1q, v@4.2d, v@6.2d
  eor v@1.16b, v@5.16b, v@1.16b
  ldp q@5, q@9, [sp, #288]
  eor v@4.16b, v@0.16b, v@4.16b
  ldp q@3, q@0, [sp, #320]
  aese v@10.16b, v@5.16b
  aesmc v@10.16b, v@10.16b
  fmov d4, x8
  pmull v@2.1q, v@1.1d, v@5.1d
  ext v@1.16b, v@1.16b, v@1.16b, #8
  aese v@10.16b, v@9.16b
  aesmc v@10.16b, v@10.16b
  eor v@1.16b, v@1.16b, v@2.16b
  aese v@10.16b, v@3.16b
  aesmc v@10.16b, v@10.16b
  pmull v@3.1q, v@1.1d, v@5.1d
  aese v@10.16b, v@0.16b
  aesmc v@10.16b, v@10.16b
  ext v@0.16b, v@1.16b, v@1.16b, #8
  ldr q@1, [sp, #352]
  aese v@10.16b, v@1.16b
  aesmc v@10.16b, v@10.16b
  eor v@4.16b, v@4.16b, v@3.16b
  eor v@4.16b, v@4.16b, v@0.16b
  ldp q@1, q@0, [sp, #384]
  aese v@10.16b, v@1.16b
  aesmc v@10.16b, v@10.16b
  rev64 v@4.16b, v@4.16b
  aese v@10.16b, v@0.16b
  aesmc v@10.16b, v@10.16b
  ldr q@0, [sp, #368]
  ext v@4.16b, v@4.16b, v@4.16b, #8
  aese v@10.16b, v@0.16b
  aesmc v@10.16b, v@10.16b
  ldp q@0, q@1, [sp, #416]
  aese v@10.16b, v@1.16b
  eor v@4.16b, v@4.16b, v@0.16b
  eor v@4.16b, v@10.16b, v@4.16b
  str q@4, [x25]
  add sp, sp, #1328
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
L10:
  adrp x3, C0
  add x3, x3, :lo12:.Lanon.022764b438f686a682d23b0bfd2595d9.21
  mov x0, x22
  mov x1, x23
  mov x2, x23
  bl core::slice::index::slice_index_fail
L16:
  cmp x10, #16
  mov w8, #16
  ldr x2, [sp, #592]
  csel x8, x10, x8, lo
  adrp x3, C1
  add x3, x3, :lo12:.Lanon.022764b438f686a682d23b0bfd2595d9.16
  add x1, x8, x22
  mov x0, x22
  bl core::slice::index::slice_index_fail
L6:
  adrp x2, C2
  add x2, x2, :lo12:.Lanon.022764b438f686a682d23b0bfd2595d9.18
  mov w1, #8
  bl core::panicking::panic_bounds_check
== hw_gcm::arch::aarch64::aes_pmull::open#1
  str d12, [sp, #-144]!
  stp d11, d10, [sp, #16]
  stp d9, d8, [sp, #32]
  stp x29, x30, [sp, #48]
  stp x28, x27, [sp, #64]
  stp x26, x25, [sp, #80]
  stp x24, x23, [sp, #96]
  stp x22, x21, [sp, #112]
  stp x20, x19, [sp, #128]
  add x29, sp, #48
  sub sp, sp, #1008
  ldp q@0, q@1, [x1, #304]
  mov x21, x5
  ldr q@2, [x1, #224]
  ldr x8, [x2]
  mov x24, x4
  ldr w9, [x2, #8]
  mov x22, x3
  mov x20, x0
  stp q@0, q@1, [sp, #400]
  ldp q@3, q@0, [x1, #336]
  str x8, [sp, #704]
  lsr x8, x4, #4
  str w9, [sp, #712]
  stp q@3, q@0, [sp, #432]
  ldp q@1, q@3, [x1, #240]
  ldp q@0, q@4, [x1, #272]
  stp q@1, q@3, [sp, #336]
  ldp q@1, q@5, [x1, #16]
  ldr q@3, [x1]
  stp q@0, q@4, [sp, #368]
  stp q@1, q@5, [sp, #480]
  ldp q@6, q@5, [x1, #48]
  ldr q@1, [x1, #80]
  str q@3, [sp, #464]
  stp q@5, q@1, [sp, #528]
  ldp q@3, q@1, [x1, #128]
  str q@6, [sp, #512]
  stp q@3, q@1, [sp, #592]
  ldp q@1, q@5, [x1, #96]
  stp q@1, q@5, [sp, #560]
  ldp q@3, q@1, [x1, #192]
  stp q@1, q@2, [sp, #672]
  ldp q@1, q@5, [x1, #160]
  ldp q@7, q@8, [sp, #688]
  stp q@5, q@3, [sp, #640]
  str q@1, [sp, #624]
  ldp q@3, q@1, [sp, #464]
  stp q@3, q@1, [sp, #32]
  ldp q@3, q@1, [sp, #496]
  stp q@3, q@1, [sp, #64]
  ldp q@3, q@1, [sp, #528]
  stp q@3, q@1, [sp, #96]
  ldp q@3, q@1, [sp, #560]
  stp q@3, q@1, [sp, #128]
  ldp q@3, q@1, [sp, #592]
  stp q@3, q@1, [sp, #160]
  ldp q@3, q@1, [sp, #624]
  stp q@3, q@1, [sp, #208]
  ldp q@1, q@9, [sp, #656]
  str q@1, [sp, #192]
  cbz x8, L0
  movi v@4.2d, #0000000000000000
  movi v@10.2d, #0000000000000000
  mov x13, #-4467570830351532032
  fmov d1, x13
  add x10, sp, #336
  sub x9, x29, #192
  add x11, x10, #152
  mov w12, #8
  mov w13, #9
  mov x14, x22
  b L1
L2:
  ext v@2.16b, v@4.16b, v@3.16b, #8
  ext v@3.16b, v@3.16b, v@4.16b, #8
  sub x8, x8, x15
  add x14, x14, x16
  eor v@5.16b, v@2.16b, v@5.16b
  eor v@1.16b, v@3.16b, v@1.16b
  pmull v@2.1q, v@5.1d, v@0.1d
  ext v@5.16b, v@5.16b, v@5.16b, #8
  eor v@5.16b, v@5.16b, v@2.16b
  pmull v@2.1q, v@5.1d, v@0.1d
  ext v@3.16b, v@5.16b, v@5.16b, #8
  eor v@1.16b, v@1.16b, v@2.16b
  eor v@10.16b, v@1.16b, v@3.16b
  cbz x8, L3
L1:
  cmp x8, #8
  mov x16, xzr
  stp q@4, q@4, [x29, #-192]
  csel x15, x8, x12, lo
  stp q@4, q@4, [x29, #-160]
  stp q@4, q@4, [x29, #-128]
  stp q@4, q@4, [x29, #-96]
L4:
  lsl x17, x16, #4
  add x16, x16, #1
  cmp x15, x16
  ldr q@1, [x14, x17]
  rev64 v@1.16b, v@1.16b
  ext v@1.16b, v@1.16b, v@1.16b, #8
  str q@1, [x9, x17]
  b.ne L4
  sub x16, x12, x15
  ldur q@1, [x29, #-192]
  cmp x8, #1
  add x16, x10, x16, lsl #4
  eor v@1.16b, v@1.16b, v@10.16b
  ldr x17, [x16]
  orr x16, x16, #0x8
  ld1r { v@3.2d }, [x16]
  lsl x16, x15, #4
  dup v@5.2d, x17
  pmull v@2.1q, v@1.1d, v@3.1d
  pmull2 v@6.1q, v@1.2d, v@5.2d
  fmov d4, x17
  pmull v@5.1q, v@1.1d, v@5.1d
  pmull2 v@1.1q, v@1.2d, v@3.2d
  eor v@3.16b, v@6.16b, v@2.16b
  b.eq L2
  sub x17, x11, x15, lsl #4
  add x18, x9, x16
  sub x0, x13, x15
  add x1, x9, #16
L5:
  sub x2, x0, #8
  cmn x2, #8
  b.lo L6
  ldp d5, d16, [x1], #16
  ldp d7, d6, [x17, #-8]
  cmp x1, x18
  add x0, x0, #1
  add x17, x17, #16
  pmull v@11.1q, v@2.1d, v@6.1d
  pmull v@12.1q, v@13.1d, v@14.1d
  pmull v@2.1q, v@2.1d, v@14.1d
  pmull v@6.1q, v@13.1d, v@6.1d
  eor v@14.16b, v@12.16b, v@11.16b
  eor v@5.16b, v@5.16b, v@2.16b
  eor v@1.16b, v@1.16b, v@6.16b
  eor v@3.16b, v@3.16b, v@14.16b
  b.ne L5
  b L2
L0:
  movi v@10.2d, #0000000000000000
L3:
  and x8, x24, #0xf
  stp q@9, q@8, [sp, #288]
  str q@7, [sp, #272]
  cbz x8, L7
  mov w9, #16
  mov w1, wzr
  and x19, x24, #0x1ffffffffffffff0
  sub x2, x9, x8
  sub x9, x29, #192
  str q@10, [sp, #256]
  orr x0, x9, x8
  bl memset
  sub x0, x29, #192
  add x1, x22, x19
  and x2, x24, #0xf
  bl memcpy
  ldur q@4, [x29, #-192]
  ldp x8, x9, [sp, #448]
  ldr q@0, [sp, #256]
  movi v@3.2d, #0000000000000000
  ldr q@8, [sp, #304]
  rev64 v@4.16b, v@4.16b
  ldp q@7, q@9, [sp, #272]
  fmov d2, x9
  dup v@6.2d, x9
  ext v@4.16b, v@4.16b, v@4.16b, #8
  eor v@4.16b, v@0.16b, v@4.16b
  dup v@0.2d, x8
  pmull v@1.1q, v@4.1d, v@1.1d
  pmull2 v@0.1q, v@4.2d, v@0.2d
  eor v@0.16b, v@0.16b, v@1.16b
  fmov d2, x8
  mov x8, #-4467570830351532032
  pmull v@1.1q, v@4.1d, v@1.1d
  ext v@5.16b, v@3.16b, v@0.16b, #8
  ext v@0.16b, v@0.16b, v@3.16b, #8
  pmull2 v@4.1q, v@4.2d, v@6.2d
  eor v@1.16b, v@5.16b, v@1.16b
  fmov d4, x8
  eor v@4.16b, v@0.16b, v@4.16b
  pmull v@2.1q, v@1.1d, v@5.1d
  ext v@1.16b, v@1.16b, v@1.16b, #8
  eor v@1.16b, v@1.16b, v@2.16b
  pmull v@3.1q, v@1.1d, v@5.1d
  ext v@0.16b, v@1.16b, v@1.16b, #8
  eor v@4.16b, v@4.16b, v@3.16b
  eor v@10.16b, v@4.16b, v@0.16b
L7:
  ldp x8, x19, [x21]
  cmp x19, #128
  b.lo L8
  movi v@4.2d, #0000000000000000
  ldp x10, x1, [x21, #16]
  ldp x11, x12, [sp, #336]
  mov x9, xzr
  mov x23, xzr
  mov w16, #2
  add x13, sp, #336
  mov x14, #-4467570830351532032
L9:
  cmp x23, x19
  b.hi L10
  cmp x23, x1
  b.hi L11
  mov w15, w16
  add x16, x1, x9
  cmp x16, #128
  b.lo L12
  mov v@15.16b, v@8.16b
  mov v@16.16b, v@8.16b
  rev w16, w15
  add w18, w15, #1
  mov v@13.16b, v@8.16b
  mov v@17.16b, v@8.16b
  rev w18, w18
  mov v@11.16b, v@8.16b
  mov v@12.16b, v@8.16b
  mov v@15.s[3], w16
  add w16, w15, #2
  mov v@16.s[3], w18
  rev w16, w16
  add w18, w15, #3
  mov v@18.16b, v@8.16b
  mov v@13.s[3], w16
  rev w16, w18
  add w18, w15, #4
  rev w18, w18
  mov v@17.s[3], w16
  add w16, w15, #5
  mov v@11.s[3], w18
  rev w18, w16
  add w16, w15, #6
  mov v@14.16b, v@8.16b
  rev w0, w16
  add w16, w15, #7
  rev w3, w16
  mov v@12.s[3], w18
  mov v@18.s[3], w0
  ldp q@19, q@20, [sp, #464]
  ldr q@21, [sp, #656]
  mov v@14.s[3], w3
  ldp q@22, q@23, [sp, #624]
  add x17, x8, x23
  add x0, x13, #16
  add x3, x13, #64
  aese v@15.16b, v@19.16b
  aesmc v@15.16b, v@15.16b
  aese v@16.16b, v@19.16b
  aesmc v@16.16b, v@16.16b
  aese v@13.16b, v@19.16b
  aesmc v@13.16b, v@13.16b
  aese v@17.16b, v@19.16b
  aesmc v@17.16b, v@17.16b
  aese v@11.16b, v@19.16b
  aesmc v@11.16b, v@11.16b
  aese v@12.16b, v@19.16b
  aesmc v@12.16b, v@12.16b
  aese v@18.16b, v@19.16b
  aesmc v@18.16b, v@18.16b
  aese v@14.16b, v@19.16b
  aesmc v@14.16b, v@14.16b
  aese v@15.16b, v@20.16b
  aesmc v@15.16b, v@15.16b
  aese v@16.16b, v@20.16b
  aesmc v@16.16b, v@16.16b
  aese v@13.16b, v@20.16b
  aesmc v@13.16b, v@13.16b
  aese v@17.16b, v@20.16b
  aesmc v@17.16b, v@17.16b
  aese v@11.16b, v@20.16b
  aesmc v@11.16b, v@11.16b
  aese v@12.16b, v@20.16b
  aesmc v@12.16b, v@12.16b
  aese v@18.16b, v@20.16b
  aesmc v@18.16b, v@18.16b
  aese v@14.16b, v@20.16b
  aesmc v@14.16b, v@14.16b
  add x5, x13, #48
  ldp q@19, q@20, [sp, #496]
  add x6, x13, #120
  ldp q@5, q@3, [x17, #32]
  sub x9, x9, #128
  ldp q@6, q@2, [x17]
  add w16, w16, #1
  aese v@15.16b, v@19.16b
  aesmc v@15.16b, v@15.16b
  aese v@16.16b, v@19.16b
  aesmc v@16.16b, v@16.16b
  aese v@13.16b, v@19.16b
  aesmc v@13.16b, v@13.16b
  aese v@17.16b, v@19.16b
  aesmc v@17.16b, v@17.16b
  aese v@11.16b, v@19.16b
  aesmc v@11.16b, v@11.16b
  aese v@12.16b, v@19.16b
  aesmc v@12.16b, v@12.16b
  aese v@18.16b, v@19.16b
  aesmc v@18.16b, v@18.16b
  aese v@14.16b, v@19.16b
  aesmc v@14.16b, v@14.16b
  aese v@15.16b, v@20.16b
  aesmc v@15.16b, v@15.16b
  aese v@16.16b, v@20.16b
  aesmc v@16.16b, v@16.16b
  aese v@13.16b, v@20.16b
  aesmc v@13.16b, v@13.16b
  ldp q@1, q@0, [x17, #64]
  aese v@17.16b, v@20.16b
  aesmc v@17.16b, v@17.16b
  aese v@11.16b, v@20.16b
  aesmc v@11.16b, v@11.16b
  aese v@12.16b, v@20.16b
  aesmc v@12.16b, v@12.16b
  aese v@18.16b, v@20.16b
  aesmc v@18.16b, v@18.16b
  aese v@14.16b, v@20.16b
  aesmc v@14.16b, v@14.16b
  ldp q@19, q@20, [sp, #528]
  rev64 v@24.16b, v@0.16b
  aese v@15.16b, v@19.16b
  aesmc v@15.16b, v@15.16b
  aese v@16.16b, v@19.16b
  aesmc v@16.16b, v@16.16b
  aese v@13.16b, v@19.16b
  aesmc v@13.16b, v@13.16b
  aese v@17.16b, v@19.16b
  aesmc v@17.16b, v@17.16b
  aese v@11.16b, v@19.16b
  aesmc v@11.16b, v@11.16b
  aese v@12.16b, v@19.16b
  aesmc v@12.16b, v@12.16b
  aese v@18.16b, v@19.16b
  aesmc v@18.16b, v@18.16b
  aese v@14.16b, v@19.16b
  aesmc v@14.16b, v@14.16b
  aese v@15.16b, v@20.16b
  aesmc v@15.16b, v@15.16b
  aese v@16.16b, v@20.16b
  aesmc v@16.16b, v@16.16b
  aese v@13.16b, v@20.16b
  aesmc v@13.16b, v@13.16b
  aese v@17.16b, v@20.16b
  aesmc v@17.16b, v@17.16b
  aese v@11.16b, v@20.16b
  aesmc v@11.16b, v@11.16b
  aese v@12.16b, v@20.16b
  aesmc v@12.16b, v@12.16b
  aese v@18.16b, v@20.16b
  aesmc v@18.16b, v@18.16b
  aese v@14.16b, v@20.16b
  aesmc v@14.16b, v@14.16b
  ldp q@19, q@20, [sp, #560]
  aese v@15.16b, v@19.16b
  aesmc v@15.16b, v@15.16b
  aese v@16.16b, v@19.16b
  aesmc v@16.16b, v@16.16b
  aese v@13.16b, v@19.16b
  aesmc v@13.16b, v@13.16b
  aese v@17.16b, v@19.16b
  aesmc v@17.16b, v@17.16b
  aese v@11.16b, v@19.16b
  aesmc v@11.16b, v@11.16b
  aese v@12.16b, v@19.16b
  aesmc v@12.16b, v@12.16b
  aese v@18.16b, v@19.16b
  aesmc v@18.16b, v@18.16b
  aese v@14.16b, v@19.16b
  aesmc v@14.16b, v@14.16b
  aese v@15.16b, v@20.16b
  aesmc v@15.16b, v@15.16b
  aese v@16.16b, v@20.16b
  aesmc v@16.16b, v@16.16b
  aese v@13.16b, v@20.16b
  aesmc v@13.16b, v@13.16b
  aese v@17.16b, v@20.16b
  aesmc v@17.16b, v@17.16b
  aese v@11.16b, v@20.16b
  aesmc v@11.16b, v@11.16b
  aese v@12.16b, v@20.16b
  aesmc v@12.16b, v@12.16b
  aese v@18.16b, v@20.16b
  aesmc v@18.16b, v@18.16b
  aese v@14.16b, v@20.16b
  aesmc v@14.16b, v@14.16b
  ldp q@19, q@20, [sp, #592]
  aese v@13.16b, v@19.16b
  aesmc v@13.16b, v@13.16b
  aese v@17.16b, v@19.16b
  aesmc v@17.16b, v@17.16b
  aese v@15.16b, v@19.16b
  aesmc v@15.16b, v@15.16b
  aese v@16.16b, v@19.16b
  aesmc v@16.16b, v@16.16b
  aese v@11.16b, v@19.16b
  aesmc v@11.16b, v@11.16b
  aese v@12.16b, v@19.16b
  aesmc v@12.16b, v@12.16b
  aese v@18.16b, v@19.16b
  aesmc v@18.16b, v@18.16b
  aese v@14.16b, v@19.16b
  aesmc v@14.16b, v@14.16b
  aese v@13.16b, v@20.16b
  aesmc v@13.16b, v@13.16b
  aese v@17.16b, v@20.16b
  aesmc v@17.16b, v@17.16b
  aese v@15.16b, v@20.16b
  aesmc v@15.16b, v@15.16b
  aese v@16.16b, v@20.16b
  aesmc v@16.16b, v@16.16b
  aese v@11.16b, v@20.16b
  aesmc v@11.16b, v@11.16b
  aese v@12.16b, v@20.16b
  aesmc v@12.16b, v@12.16b
  aese v@18.16b, v@20.16b
  aesmc v@18.16b, v@18.16b
  aese v@14.16b, v@20.16b
  aesmc v@14.16b, v@14.16b
  aese v@13.16b, v@22.16b
  aesmc v@13.16b, v@13.16b
  aese v@17.16b, v@22.16b
  aesmc v@17.16b, v@17.16b
  aese v@15.16b, v@22.16b
  aesmc v@15.16b, v@15.16b
  aese v@16.16b, v@22.16b
  aesmc v@16.16b, v@16.16b
  aese v@11.16b, v@22.16b
  aesmc v@11.16b, v@11.16b
  aese v@12.16b, v@22.16b
  aesmc v@12.16b, v@12.16b
  aese v@18.16b, v@22.16b
  aesmc v@18.16b, v@18.16b
  aese v@14.16b, v@22.16b
  aesmc v@14.16b, v@14.16b
  aese v@13.16b, v@23.16b
  aesmc v@13.16b, v@13.16b
  aese v@17.16b, v@23.16b
  aesmc v@17.16b, v@17.16b
  aese v@15.16b, v@23.16b
  aesmc v@15.16b, v@15.16b
  aese v@16.16b, v@23.16b
  aesmc v@16.16b, v@16.16b
  aese v@11.16b, v@23.16b
  aesmc v@11.16b, v@11.16b
  aese v@12.16b, v@23.16b
  aesmc v@12.16b, v@12.16b
  aese v@18.16b, v@23.16b
  aesmc v@18.16b, v@18.16b
  aese v@14.16b, v@23.16b
  aesmc v@14.16b, v@14.16b
  aese v@13.16b, v@21.16b
  aesmc v@13.16b, v@13.16b
  aese v@17.16b, v@21.16b
  aesmc v@17.16b, v@17.16b
  aese v@15.16b, v@21.16b
  aesmc v@15.16b, v@15.16b
  aese v@16.16b, v@21.16b
  aesmc v@16.16b, v@16.16b
  aese v@11.16b, v@21.16b
  aesmc v@11.16b, v@11.16b
  aese v@12.16b, v@21.16b
  aesmc v@12.16b, v@12.16b
  aese v@18.16b, v@21.16b
  aesmc v@18.16b, v@18.16b
  aese v@13.16b, v@9.16b
  aese v@14.16b, v@21.16b
  aesmc v@14.16b, v@14.16b
  aese v@17.16b, v@9.16b
  aese v@15.16b, v@9.16b
  aese v@16.16b, v@9.16b
  aese v@11.16b, v@9.16b
  aese v@12.16b, v@9.16b
  aese v@18.16b, v@9.16b
  eor v@13.16b, v@7.16b, v@13.16b
  aese v@14.16b, v@9.16b
  eor v@17.16b, v@7.16b, v@17.16b
  eor v@15.16b, v@7.16b, v@15.16b
  eor v@19.16b, v@7.16b, v@16.16b
  ldp q@20, q@16, [x17, #96]
  add x17, x10, x23
  add x23, x23, #128
  eor v@11.16b, v@7.16b, v@11.16b
  eor v@13.16b, v@13.16b, v@5.16b
  eor v@12.16b, v@7.16b, v@12.16b
  eor v@17.16b, v@17.16b, v@3.16b
  eor v@18.16b, v@7.16b, v@18.16b
  eor v@14.16b, v@7.16b, v@14.16b
  eor v@15.16b, v@15.16b, v@6.16b
  eor v@19.16b, v@19.16b, v@2.16b
  eor v@11.16b, v@11.16b, v@1.16b
  rev64 v@5.16b, v@5.16b
  rev64 v@1.16b, v@1.16b
  stp q@13, q@17, [x17, #32]
  eor v@12.16b, v@12.16b, v@0.16b
  eor v@13.16b, v@18.16b, v@20.16b
  stp q@15, q@19, [x17]
  eor v@14.16b, v@14.16b, v@16.16b
  rev64 v@18.16b, v@20.16b
  rev64 v@15.16b, v@6.16b
  rev64 v@16.16b, v@16.16b
  stp q@11, q@12, [x17, #64]
  rev64 v@11.16b, v@2.16b
  ext v@1.16b, v@1.16b, v@1.16b, #8
  stp q@13, q@14, [x17, #96]
  add x17, x13, #96
  ld1r { v@14.2d }, [x17]
  ldr x17, [sp, #440]
  ldr x7, [sp, #360]
  ld1r { v@19.2d }, [x0]
  add x0, x13, #32
  ldr x4, [sp, #376]
  ld1r { v@17.2d }, [x0]
  ldr x0, [sp, #392]
  ldr x18, [sp, #424]
  ext v@6.16b, v@18.16b, v@18.16b, #8
  ext v@13.16b, v@15.16b, v@15.16b, #8
  fmov d21, x17
  ext v@11.16b, v@11.16b, v@11.16b, #8
  dup v@18.2d, x11
  fmov d29, x0
  fmov d8, x4
  ext v@16.16b, v@16.16b, v@16.16b, #8
  pmull v@23.1q, v@6.1d, v@15.1d
  rev64 v@15.16b, v@3.16b
  ext v@3.16b, v@5.16b, v@5.16b, #8
  pmull2 v@12.1q, v@6.2d, v@14.2d
  fmov d4, x7
  eor v@2.16b, v@10.16b, v@13.16b
  pmull2 v@21.1q, v@11.2d, v@19.2d
  dup v@13.2d, x12
  pmull v@14.1q, v@6.1d, v@14.1d
  pmull v@10.1q, v@11.1d, v@5.1d
  ext v@5.16b, v@15.16b, v@15.16b, #8
  ld1r { v@15.2d }, [x3]
  pmull2 v@25.1q, v@3.2d, v@17.2d
  ldr x3, [sp, #408]
  eor v@12.16b, v@23.16b, v@12.16b
  pmull2 v@20.1q, v@2.2d, v@18.2d
  ld1r { v@23.2d }, [x5]
  add x5, x13, #80
  pmull v@22.1q, v@2.1d, v@13.1d
  pmull v@26.1q, v@5.1d, v@26.1d
  pmull2 v@27.1q, v@1.2d, v@15.2d
  eor v@10.16b, v@10.16b, v@25.16b
  fmov d31, x3
  pmull v@0.1q, v@3.1d, v@28.1d
  ext v@28.16b, v@24.16b, v@24.16b, #8
  eor v@12.16b, v@12.16b, v@20.16b
  pmull v@19.1q, v@11.1d, v@19.1d
  eor v@20.16b, v@22.16b, v@21.16b
  pmull v@25.1q, v@1.1d, v@25.1d
  pmull2 v@22.1q, v@5.2d, v@23.2d
  eor v@26.16b, v@26.16b, v@27.16b
  ld1r { v@27.2d }, [x5]
  ldr x5, [sp, #448]
  eor v@0.16b, v@10.16b, v@0.16b
  eor v@12.16b, v@12.16b, v@20.16b
  pmull v@17.1q, v@3.1d, v@17.1d
  fmov d24, x18
  eor v@14.16b, v@14.16b, v@19.16b
  pmull2 v@10.1q, v@28.2d, v@27.2d
  ld1r { v@19.2d }, [x6]
  eor v@21.16b, v@26.16b, v@25.16b
  pmull v@23.1q, v@5.1d, v@23.1d
  eor v@0.16b, v@0.16b, v@22.16b
  pmull v@20.1q, v@28.1d, v@20.1d
  pmull v@18.1q, v@2.1d, v@18.1d
  pmull v@15.1q, v@1.1d, v@15.1d
  eor v@22.16b, v@21.16b, v@10.16b
  eor v@0.16b, v@12.16b, v@0.16b
  pmull v@10.1q, v@28.1d, v@27.1d
  dup v@12.2d, x5
  eor v@17.16b, v@17.16b, v@23.16b
  pmull2 v@2.1q, v@2.2d, v@13.2d
  dup v@21.2d, x17
  add x17, x19, x9
  cmp x17, #127
  eor v@20.16b, v@22.16b, v@20.16b
  dup v@23.2d, x7
  pmull v@22.1q, v@16.1d, v@19.1d
  eor v@14.16b, v@18.16b, v@14.16b
  eor v@18.16b, v@17.16b, v@15.16b
  pmull2 v@12.1q, v@16.2d, v@12.2d
  dup v@15.2d, x0
  dup v@13.2d, x18
  pmull2 v@6.1q, v@6.2d, v@21.2d
  eor v@0.16b, v@0.16b, v@20.16b
  dup v@20.2d, x4
  pmull2 v@11.1q, v@11.2d, v@23.2d
  eor v@14.16b, v@14.16b, v@18.16b
  dup v@18.2d, x3
  pmull2 v@5.1q, v@5.2d, v@15.2d
  pmull2 v@3.1q, v@3.2d, v@20.2d
  eor v@12.16b, v@22.16b, v@12.16b
  fmov d25, x5
  pmull2 v@1.1q, v@1.2d, v@18.2d
  eor v@6.16b, v@6.16b, v@11.16b
  pmull v@22.1q, v@16.1d, v@22.1d
  eor v@0.16b, v@0.16b, v@12.16b
  eor v@3.16b, v@3.16b, v@5.16b
  eor v@2.16b, v@2.16b, v@6.16b
  fmov d6, x14
  ext v@15.16b, v@4.16b, v@0.16b, #8
  ext v@0.16b, v@0.16b, v@4.16b, #8
  eor v@12.16b, v@10.16b, v@22.16b
  eor v@1.16b, v@3.16b, v@1.16b
  pmull2 v@5.1q, v@28.2d, v@13.2d
  pmull2 v@13.1q, v@16.2d, v@19.2d
  eor v@14.16b, v@14.16b, v@12.16b
  eor v@1.16b, v@2.16b, v@1.16b
  eor v@14.16b, v@15.16b, v@14.16b
  eor v@5.16b, v@5.16b, v@13.16b
  pmull v@3.1q, v@14.1d, v@6.1d
  ext v@14.16b, v@14.16b, v@14.16b, #8
  eor v@1.16b, v@1.16b, v@5.16b
  eor v@0.16b, v@0.16b, v@1.16b
  eor v@3.16b, v@14.16b, v@3.16b
  pmull v@5.1q, v@3.1d, v@6.1d
  ext v@1.16b, v@3.16b, v@3.16b, #8
  eor v@0.16b, v@0.16b, v@5.16b
  eor v@10.16b, v@0.16b, v@1.16b
  b.hi L9
  add w9, w15, #8
  subs x27, x19, x23
  b.ne L13
  b L14
L8:
  mov x23, xzr
  mov w9, #2
  mov x17, x19
  subs x27, x19, xzr
  b.eq L14
L13:
  mov v@3.16b, v@8.16b
  rev w10, w9
  mov v@0.16b, v@8.16b
  mov v@6.16b, v@8.16b
  add w11, w9, #2
  mov v@5.16b, v@8.16b
  mov v@4.16b, v@8.16b
  mov v@1.16b, v@8.16b
  add w12, w9, #6
  mov v@3.s[3], w10
  add w10, w9, #1
  mov v@2.16b, v@8.16b
  rev w10, w10
  mov v@14.16b, v@8.16b
  mov v@0.s[3], w10
  rev w10, w11
  add w11, w9, #3
  rev w11, w11
  mov v@6.s[3], w10
  add w10, w9, #4
  mov v@5.s[3], w11
  rev w10, w10
  add w11, w9, #5
  add w9, w9, #7
  rev w11, w11
  mov v@4.s[3], w10
  rev w10, w12
  rev w9, w9
  mov v@1.s[3], w11
  mov v@2.s[3], w10
  mov v@14.s[3], w9
  add x9, x17, #15
  ldp q@13, q@11, [sp, #464]
  lsr x22, x9, #4
  aese v@3.16b, v@13.16b
  aesmc v@3.16b, v@3.16b
  aese v@0.16b, v@13.16b
  aesmc v@0.16b, v@0.16b
  aese v@6.16b, v@13.16b
  aesmc v@6.16b, v@6.16b
  aese v@5.16b, v@13.16b
  aesmc v@5.16b, v@5.16b
  aese v@4.16b, v@13.16b
  aesmc v@4.16b, v@4.16b
  aese v@1.16b, v@13.16b
  aesmc v@1.16b, v@1.16b
  aese v@2.16b, v@13.16b
  aesmc v@2.16b, v@2.16b
  aese v@14.16b, v@13.16b
  aesmc v@14.16b, v@14.16b
  aese v@3.16b, v@11.16b
  aesmc v@3.16b, v@3.16b
  aese v@0.16b, v@11.16b
  aesmc v@0.16b, v@0.16b
  aese v@6.16b, v@11.16b
  aesmc v@6.16b, v@6.16b
  aese v@5.16b, v@11.16b
  aesmc v@5.16b, v@5.16b
  aese v@4.16b, v@11.16b
  aesmc v@4.16b, v@4.16b
  aese v@1.16b, v@11.16b
  aesmc v@1.16b, v@1.16b
  aese v@2.16b, v@11.16b
  aesmc v@2.16b, v@2.16b
  aese v@14.16b, v@11.16b
  aesmc v@14.16b, v@14.16b
  ldp q@13, q@11, [sp, #496]
  aese v@3.16b, v@13.16b
  aesmc v@3.16b, v@3.16b
  aese v@0.16b, v@13.16b
  aesmc v@0.16b, v@0.16b
  aese v@6.16b, v@13.16b
  aesmc v@6.16b, v@6.16b
  aese v@5.16b, v@13.16b
  aesmc v@5.16b, v@5.16b
  aese v@4.16b, v@13.16b
  aesmc v@4.16b, v@4.16b
  aese v@1.16b, v@13.16b
  aesmc v@1.16b, v@1.16b
  aese v@2.16b, v@13.16b
  aesmc v@2.16b, v@2.16b
  aese v@14.16b, v@13.16b
  aesmc v@14.16b, v@14.16b
  aese v@3.16b, v@11.16b
  aesmc v@3.16b, v@3.16b
  aese v@0.16b, v@11.16b
  aesmc v@0.16b, v@0.16b
  aese v@6.16b, v@11.16b
  aesmc v@6.16b, v@6.16b
  aese v@5.16b, v@11.16b
  aesmc v@5.16b, v@5.16b
  aese v@4.16b, v@11.16b
  aesmc v@4.16b, v@4.16b
  aese v@1.16b, v@11.16b
  aesmc v@1.16b, v@1.16b
  aese v@2.16b, v@11.16b
  aesmc v@2.16b, v@2.16b
  aese v@14.16b, v@11.16b
  aesmc v@14.16b, v@14.16b
  ldp q@13, q@11, [sp, #528]
  aese v@3.16b, v@13.16b
  aesmc v@3.16b, v@3.16b
  aese v@0.16b, v@13.16b
  aesmc v@0.16b, v@0.16b
  aese v@6.16b, v@13.16b
  aesmc v@6.16b, v@6.16b
  aese v@5.16b, v@13.16b
  aesmc v@5.16b, v@5.16b
  aese v@4.16b, v@13.16b
  aesmc v@4.16b, v@4.16b
  aese v@1.16b, v@13.16b
  aesmc v@1.16b, v@1.16b
  aese v@2.16b, v@13.16b
  aesmc v@2.16b, v@2.16b
  aese v@14.16b, v@13.16b
  aesmc v@14.16b, v@14.16b
  aese v@3.16b, v@11.16b
  aesmc v@3.16b, v@3.16b
  aese v@0.16b, v@11.16b
  aesmc v@0.16b, v@0.16b
  aese v@6.16b, v@11.16b
  aesmc v@6.16b, v@6.16b
  aese v@5.16b, v@11.16b
  aesmc v@5.16b, v@5.16b
  aese v@4.16b, v@11.16b
  aesmc v@4.16b, v@4.16b
  aese v@1.16b, v@11.16b
  aesmc v@1.16b, v@1.16b
  aese v@2.16b, v@11.16b
  aesmc v@2.16b, v@2.16b
  aese v@14.16b, v@11.16b
  aesmc v@14.16b, v@14.16b
  ldp q@13, q@11, [sp, #560]
  aese v@3.16b, v@13.16b
  aesmc v@3.16b, v@3.16b
  aese v@0.16b, v@13.16b
  aesmc v@0.16b, v@0.16b
  aese v@6.16b, v@13.16b
  aesmc v@6.16b, v@6.16b
  aese v@5.16b, v@13.16b
  aesmc v@5.16b, v@5.16b
  aese v@4.16b, v@13.16b
  aesmc v@4.16b, v@4.16b
  aese v@1.16b, v@13.16b
  aesmc v@1.16b, v@1.16b
  aese v@2.16b, v@13.16b
  aesmc v@2.16b, v@2.16b
  aese v@14.16b, v@13.16b
  aesmc v@14.16b, v@14.16b
  aese v@3.16b, v@11.16b
  aesmc v@3.16b, v@3.16b
  aese v@0.16b, v@11.16b
  aesmc v@0.16b, v@0.16b
  aese v@6.16b, v@11.16b
  aesmc v@6.16b, v@6.16b
  aese v@5.16b, v@11.16b
  aesmc v@5.16b, v@5.16b
  aese v@4.16b, v@11.16b
  aesmc v@4.16b, v@4.16b
  aese v@1.16b, v@11.16b
  aesmc v@1.16b, v@1.16b
  aese v@2.16b, v@11.16b
  aesmc v@2.16b, v@2.16b
  aese v@14.16b, v@11.16b
  aesmc v@14.16b, v@14.16b
  ldp q@13, q@11, [sp, #592]
  aese v@3.16b, v@13.16b
  aesmc v@3.16b, v@3.16b
  aese v@0.16b, v@13.16b
  aesmc v@0.16b, v@0.16b
  aese v@6.16b, v@13.16b
  aesmc v@6.16b, v@6.16b
  aese v@5.16b, v@13.16b
  aesmc v@5.16b, v@5.16b
  aese v@4.16b, v@13.16b
  aesmc v@4.16b, v@4.16b
  aese v@1.16b, v@13.16b
  aesmc v@1.16b, v@1.16b
  aese v@2.16b, v@13.16b
  aesmc v@2.16b, v@2.16b
  aese v@14.16b, v@13.16b
  aesmc v@14.16b, v@14.16b
  aese v@3.16b, v@11.16b
  aesmc v@3.16b, v@3.16b
  aese v@0.16b, v@11.16b
  aesmc v@0.16b, v@0.16b
  aese v@6.16b, v@11.16b
  aesmc v@6.16b, v@6.16b
  aese v@5.16b, v@11.16b
  aesmc v@5.16b, v@5.16b
  aese v@4.16b, v@11.16b
  aesmc v@4.16b, v@4.16b
  aese v@1.16b, v@11.16b
  aesmc v@1.16b, v@1.16b
  aese v@2.16b, v@11.16b
  aesmc v@2.16b, v@2.16b
  aese v@14.16b, v@11.16b
  aesmc v@14.16b, v@14.16b
  ldp q@13, q@11, [sp, #624]
  aese v@3.16b, v@13.16b
  aesmc v@3.16b, v@3.16b
  aese v@0.16b, v@13.16b
  aesmc v@0.16b, v@0.16b
  aese v@6.16b, v@13.16b
  aesmc v@6.16b, v@6.16b
  aese v@5.16b, v@13.16b
  aesmc v@5.16b, v@5.16b
  aese v@4.16b, v@13.16b
  aesmc v@4.16b, v@4.16b
  aese v@1.16b, v@13.16b
  aesmc v@1.16b, v@1.16b
  aese v@2.16b, v@13.16b
  aesmc v@2.16b, v@2.16b
  aese v@14.16b, v@13.16b
  aesmc v@14.16b, v@14.16b
  ldr q@13, [sp, #656]
  aese v@3.16b, v@11.16b
  aesmc v@3.16b, v@3.16b
  aese v@0.16b, v@11.16b
  aesmc v@0.16b, v@0.16b
  aese v@6.16b, v@11.16b
  aesmc v@6.16b, v@6.16b
  aese v@5.16b, v@11.16b
  aesmc v@5.16b, v@5.16b
  aese v@4.16b, v@11.16b
  aesmc v@4.16b, v@4.16b
  aese v@1.16b, v@11.16b
  aesmc v@1.16b, v@1.16b
  aese v@2.16b, v@11.16b
  aesmc v@2.16b, v@2.16b
  aese v@14.16b, v@11.16b
  aesmc v@14.16b, v@14.16b
  aese v@3.16b, v@13.16b
  aesmc v@3.16b, v@3.16b
  aese v@0.16b, v@13.16b
  aesmc v@0.16b, v@0.16b
  aese v@6.16b, v@13.16b
  aesmc v@6.16b, v@6.16b
  aese v@5.16b, v@13.16b
  aesmc v@5.16b, v@5.16b
  aese v@4.16b, v@13.16b
  aesmc v@4.16b, v@4.16b
  aese v@3.16b, v@9.16b
  aese v@1.16b, v@13.16b
  aesmc v@1.16b, v@1.16b
  aese v@0.16b, v@9.16b
  aese v@2.16b, v@13.16b
  aesmc v@2.16b, v@2.16b
  aese v@14.16b, v@13.16b
  aesmc v@14.16b, v@14.16b
  aese v@6.16b, v@9.16b
  eor v@3.16b, v@3.16b, v@7.16b
  aese v@5.16b, v@9.16b
  eor v@0.16b, v@0.16b, v@7.16b
  aese v@4.16b, v@9.16b
  aese v@1.16b, v@9.16b
  aese v@2.16b, v@9.16b
  aese v@14.16b, v@9.16b
  eor v@6.16b, v@6.16b, v@7.16b
  eor v@5.16b, v@5.16b, v@7.16b
  stp q@3, q@0, [sp, #720]
  eor v@4.16b, v@4.16b, v@7.16b
  eor v@0.16b, v@1.16b, v@7.16b
  eor v@1.16b, v@2.16b, v@7.16b
  eor v@3.16b, v@14.16b, v@7.16b
  stp q@6, q@5, [sp, #752]
  movi v@5.2d, #0000000000000000
  stp q@4, q@0, [sp, #784]
  movi v@4.2d, #0000000000000000
  movi v@0.2d, #0000000000000000
  stp q@1, q@3, [sp, #816]
  movi v@1.2d, #0000000000000000
  stp q@5, q@5, [x29, #-192]
  stp q@5, q@5, [x29, #-160]
  stp q@5, q@5, [x29, #-128]
  stp q@5, q@5, [x29, #-96]
  cbz x22, L15
  str x9, [sp]
  ldp x9, x10, [x21, #16]
  stp x24, x20, [sp, #16]
  mov x28, xzr
  add x8, x8, x23
  mov w20, #16
  str x8, [sp, #248]
  add x26, x9, x23
  stur x10, [x29, #-40]
  str x22, [sp, #8]
  str q@10, [sp, #256]
L16:
  cmp x27, #16
  csel x8, x27, x20, lo
  cmp x28, #128
  b.eq L17
  add x8, x23, x8
  add x0, x23, x28
  subs x25, x27, #16
  add x21, x28, x8
  csel x24, x27, x20, lo
  stp xzr, xzr, [x29, #-208]
  cmp x21, x0
  b.lo L18
  cmp x21, x19
  b.hi L18
  ldr x8, [sp, #248]
  sub x0, x29, #208
  mov x2, x24
  add x1, x8, x28
  bl memcpy
  add x8, sp, #720
  ldur q@0, [x29, #-208]
  ldr q@4, [x8, x28]
  ldur x8, [x29, #-40]
  eor v@4.16b, v@4.16b, v@0.16b
  cmp x21, x8
  stur q@4, [x29, #-208]
  b.hi L19
  add x0, x26, x28
  sub x1, x29, #208
  mov x2, x24
  sub x22, x22, #1
  str q@0, [sp, #320]
  bl memcpy
  sub x8, x29, #208
  sub x2, x20, x24
  mov w1, wzr
  add x0, x8, x24
  bl memset
  ldr q@4, [sp, #320]
  sub x8, x29, #192
  sub x0, x29, #208
  mov w1, #1
  rev64 v@4.16b, v@4.16b
  ext v@4.16b, v@4.16b, v@4.16b, #8
  str q@4, [x8, x28]
  bl hw_cpu::wipe_blocks
  ldp q@9, q@8, [sp, #288]
  add x28, x28, #16
  ldp q@10, q@7, [sp, #256]
  mov x27, x25
  cbnz x22, L16
L17:
  ldr x13, [sp, #8]
  mov w8, #8
  ldur q@4, [x29, #-192]
  sub x9, x8, x13
  add x8, sp, #336
  eor v@4.16b, v@4.16b, v@10.16b
  add x9, x8, x9, lsl #4
  cmp x13, #1
  ldr x10, [x9]
  orr x9, x9, #0x8
  ld1r { v@0.2d }, [x9]
  dup v@1.2d, x10
  pmull v@3.1q, v@4.1d, v@0.1d
  pmull2 v@5.1q, v@4.2d, v@1.2d
  fmov d2, x10
  pmull v@1.1q, v@4.1d, v@1.1d
  pmull2 v@4.1q, v@4.2d, v@0.2d
  eor v@0.16b, v@5.16b, v@3.16b
  b.ne L20
  ldp x24, x20, [sp, #16]
  b L15
L20:
  ldr x9, [sp]
  sub x11, x8, x13, lsl #4
  sub x10, x29, #192
  ldp x24, x20, [sp, #16]
  mov w12, #9
  and x9, x9, #0xf0
  sub x0, x12, x13
  add x8, x10, x9
  add x9, x10, #16
  add x10, x11, #152
L21:
  sub x11, x0, #8
  cmn x11, #8
  b.lo L6
  ldp d3, d6, [x9], #16
  ldp d5, d4, [x10, #-8]
  cmp x9, x8
  add x0, x0, #1
  add x10, x10, #16
  pmull v@14.1q, v@3.1d, v@5.1d
  pmull v@13.1q, v@6.1d, v@2.1d
  pmull v@3.1q, v@3.1d, v@2.1d
  pmull v@5.1q, v@6.1d, v@5.1d
  eor v@2.16b, v@13.16b, v@14.16b
  eor v@1.16b, v@1.16b, v@3.16b
  eor v@4.16b, v@4.16b, v@5.16b
  eor v@0.16b, v@0.16b, v@2.16b
  b.ne L21
L15:
  movi v@2.2d, #0000000000000000
  mov x8, #-4467570830351532032
  ext v@3.16b, v@2.16b, v@0.16b, #8
  ext v@0.16b, v@0.16b, v@2.16b, #8
  eor v@1.16b, v@3.16b, v@1.16b
  fmov d3, x8
  eor v@4.16b, v@0.16b, v@4.16b
  pmull v@5.1q, v@1.1d, v@3.1d
  ext v@1.16b, v@1.16b, v@1.16b, #8
  eor v@1.16b, v@1.16b, v@5.16b
  pmull v@3.1q, v@1.1d, v@3.1d
  ext v@0.16b, v@1.16b, v@1.16b, #8
  eor v@4.16b, v@4.16b, v@3.16b
  eor v@10.16b, v@4.16b, v@0.16b
L14:
  fmov d0, x24
  movi v@0.4s, #1, lsl #24
  ldp x8, x9, [sp, #448]
  mov v@4.d[1], x19
  mov v@8.s[3], v@0.s[3]
  ldp q@0, q@3, [sp, #32]
  fmov d2, x9
  dup v@6.2d, x9
  shl v@4.2d, v@4.2d, #3
  aese v@8.16b, v@0.16b
  aesmc v@8.16b, v@8.16b
  dup v@0.2d, x8
  ext v@4.16b, v@4.16b, v@4.16b, #8
  aese v@8.16b, v@3.16b
  aesmc v@8.16b, v@8.16b
  ldr q@3, [sp, #64]
  eor v@4.16b, v@10.16b, v@4.16b
  aese v@8.16b, v@3.16b
  aesmc v@8.16b, v@8.16b
  movi v@3.2d, #0000000000000000
  pmull v@1.1q, v@4.1d, v@1.1d
  pmull2 v@0.1q, v@4.2d, v@0.2d
  eor v@0.16b, v@0.16b, v@1.16b
  ldp q@1, q@2, [sp, #80]
  aese v@8.16b, v@1.16b
  aesmc v@8.16b, v@8.16b
  fmov d2, x8
  ext v@5.16b, v@3.16b, v@0.16b, #8
  mov x8, #-4467570830351532032
  ext v@0.16b, v@0.16b, v@3.16b, #8
  pmull v@1.1q, v@4.1d, v@1.1d
  aese v@8.16b, v@2.16b
  aesmc v@8.16b, v@8.16b
  pmull2 v@4.1q, v@4.2d, v@6.2d
  eor v@1.16b, v@5.16b, v@1.16b
  ldp q@5, q@14, [sp, #112]
  eor v@4.16b, v@0.16b, v@4.16b
  ldp q@3, q@0, [sp, #144]
  aese v@8.16b, v@5.16b
  aesmc v@8.16b, v@8.16b
  fmov d4, x8
  pmull v@2.1q, v@1.1d, v@5.1d
  ext v@1.16b, v@1.16b, v@1.16b, #8
  aese v@8.16b, v@14.16b
  aesmc v@8.16b, v@8.16b
  eor v@1.16b, v@1.16b, v@2.16b
  aese v@8.16b, v@3.16b
  aesmc v@8.16b, v@8.16b
  pmull v@3.1q, v@1.1d, v@5.1d
  aese v@8.16b, v@0.16b
  aesmc v@8.16b, v@8.16b
  ext v@0.16b, v@1.16b, v@1.16b, #8
  ldr q@1, [sp, #176]
  aese v@8.16b, v@1.16b
  aesmc v@8.16b, v@8.16b
  eor v@4.16b, v@4.16b, v@3.16b
  eor v@4.16b, v@4.16b, v@0.16b
  ldp q@1, q@0, [sp, #208]
  aese v@8.16b, v@1.16b
  aesmc v@8.16b, v@8.16b
  rev64 v@4.16b, v@4.16b
  aese v@8.16b, v@0.16b
  aesmc v@8.16b, v@8.16b
  ldr q@0, [sp, #192]
  ext v@4.16b, v@4.16b, v@4.16b, #8
  aese v@8.16b, v@0.16b
  aesmc v@8.16b, v@8.16b
  eor v@4.16b, v@4.16b, v@7.16b
  aese v@8.16b, v@9.16b
  eor v@4.16b, v@8.16b, v@4.16b
  str q@4, [x20]
  add sp, sp, #1008
  ldp x20, x19, [sp, #128]
  ldp x22, x21, [sp, #112]
  ldp x24, x23, [sp, #96]
  ldp x26, x25, [sp, #80]
  ldp x28, x27, [sp, #64]
  ldp x29, x30, [sp, #48]
  ldp d9, d8, [sp, #32]
  ldp d11, d10, [sp, #16]
  ldr d12, [sp], #144
  ret
L10:
  adrp x3, C0
  add x3, x3, :lo12:.Lanon.022764b438f686a682d23b0bfd2595d9.21
  mov x0, x23
  mov x1, x19
  mov x2, x19
  bl core::slice::index::slice_index_fail
L11:
  adrp x3, C1
  add x3, x3, :lo12:.Lanon.022764b438f686a682d23b0bfd2595d9.23
  mov x0, x23
  mov x2, x1
  bl core::slice::index::slice_index_fail
L12:
  adrp x0, C2
  add x0, x0, :lo12:.Lanon.022764b438f686a682d23b0bfd2595d9.19
  adrp x2, C3
  add x2, x2, :lo12:.Lanon.022764b438f686a682d23b0bfd2595d9.22
  mov w1, #45
  bl core::option::expect_failed
L18:
  cmp x27, #16
  mov w8, #16
  adrp x3, C4
  add x3, x3, :lo12:.Lanon.022764b438f686a682d23b0bfd2595d9.16
  csel x8, x27, x8, lo
  mov x2, x19
  add x1, x0, x8
  bl core::slice::index::slice_index_fail
L19:
  cmp x27, #16
  mov w8, #16
  add x0, x23, x28
  csel x8, x27, x8, lo
  ldur x2, [x29, #-40]
  adrp x3, C5
  add x3, x3, :lo12:.Lanon.022764b438f686a682d23b0bfd2595d9.17
  add x1, x0, x8
  bl core::slice::index::slice_index_fail
L6:
  adrp x2, C6
  add x2, x2, :lo12:.Lanon.022764b438f686a682d23b0bfd2595d9.18
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
  sub sp, sp, #1248
  str xzr, [sp]
  mov x21, x4
  mov x22, x3
  ldp q@0, q@1, [x1, #304]
  ldr q@2, [x1, #224]
  ldr x8, [x2]
  ldr w9, [x2, #8]
  mov x25, x0
  ldp x24, x23, [x5]
  stp q@0, q@1, [sp, #656]
  ldp q@3, q@0, [x1, #336]
  str x8, [sp, #960]
  lsr x8, x4, #4
  str w9, [sp, #968]
  stp q@3, q@0, [sp, #688]
  ldp q@1, q@3, [x1, #240]
  ldp q@0, q@4, [x1, #272]
  stp q@1, q@3, [sp, #592]
  ldp q@1, q@5, [x1, #16]
  ldr q@3, [x1]
  stp q@0, q@4, [sp, #624]
  stp q@1, q@5, [sp, #736]
  ldp q@6, q@5, [x1, #48]
  ldr q@1, [x1, #80]
  str q@3, [sp, #720]
  stp q@5, q@1, [sp, #784]
  ldp q@3, q@1, [x1, #128]
  str q@6, [sp, #768]
  stp q@3, q@1, [sp, #848]
  ldp q@1, q@5, [x1, #96]
  stp q@1, q@5, [sp, #816]
  ldp q@3, q@1, [x1, #192]
  stp q@1, q@2, [sp, #928]
  ldp q@1, q@5, [x1, #160]
  stp q@5, q@3, [sp, #896]
  str q@1, [sp, #880]
  ldp q@3, q@1, [sp, #720]
  stp q@3, q@1, [sp, #224]
  ldp q@3, q@1, [sp, #752]
  stp q@3, q@1, [sp, #256]
  ldp q@3, q@1, [sp, #784]
  stp q@3, q@1, [sp, #288]
  ldp q@3, q@1, [sp, #816]
  stp q@3, q@1, [sp, #320]
  ldp q@3, q@1, [sp, #848]
  stp q@3, q@1, [sp, #352]
  ldp q@3, q@1, [sp, #880]
  stp q@3, q@1, [sp, #400]
  ldp q@3, q@5, [sp, #912]
  str q@3, [sp, #384]
  ldp q@1, q@3, [sp, #944]
  stp q@5, q@3, [sp, #448]
  str q@1, [sp, #432]
  cbz x8, L0
  movi v@4.2d, #0000000000000000
  movi v@7.2d, #0000000000000000
  mov x13, #-4467570830351532032
  fmov d1, x13
  add x10, sp, #592
  sub x9, x29, #192
  add x11, x10, #152
  mov w12, #8
  mov w13, #9
  mov x14, x22
  b L1
L2:
  ext v@2.16b, v@4.16b, v@3.16b, #8
  ext v@3.16b, v@3.16b, v@4.16b, #8
  sub x8, x8, x15
  add x14, x14, x16
  eor v@5.16b, v@2.16b, v@5.16b
  eor v@1.16b, v@3.16b, v@1.16b
  pmull v@2.1q, v@5.1d, v@0.1d
  ext v@5.16b, v@5.16b, v@5.16b, #8
  eor v@5.16b, v@5.16b, v@2.16b
  pmull v@2.1q, v@5.1d, v@0.1d
  ext v@3.16b, v@5.16b, v@5.16b, #8
  eor v@1.16b, v@1.16b, v@2.16b
  eor v@7.16b, v@1.16b, v@3.16b
  cbz x8, L3
L1:
  cmp x8, #8
  mov x16, xzr
  stp q@4, q@4, [x29, #-192]
  csel x15, x8, x12, lo
  stp q@4, q@4, [x29, #-160]
  stp q@4, q@4, [x29, #-128]
  stp q@4, q@4, [x29, #-96]
L4:
  lsl x17, x16, #4
  add x16, x16, #1
  cmp x15, x16
  ldr q@1, [x14, x17]
  rev64 v@1.16b, v@1.16b
  ext v@1.16b, v@1.16b, v@1.16b, #8
  str q@1, [x9, x17]
  b.ne L4
  sub x16, x12, x15
  ldur q@1, [x29, #-192]
  cmp x8, #1
  add x16, x10, x16, lsl #4
  eor v@1.16b, v@1.16b, v@7.16b
  ldr x17, [x16]
  orr x16, x16, #0x8
  ld1r { v@3.2d }, [x16]
  lsl x16, x15, #4
  dup v@5.2d, x17
  pmull v@2.1q, v@1.1d, v@3.1d
  pmull2 v@6.1q, v@1.2d, v@5.2d
  fmov d4, x17
  pmull v@5.1q, v@1.1d, v@5.1d
  pmull2 v@1.1q, v@1.2d, v@3.2d
  eor v@3.16b, v@6.16b, v@2.16b
  b.eq L2
  sub x17, x11, x15, lsl #4
  add x18, x9, x16
  sub x0, x13, x15
  add x1, x9, #16
L5:
  sub x2, x0, #8
  cmn x2, #8
  b.lo L6
  ldp d5, d16, [x1], #16
  ldp d7, d6, [x17, #-8]
  cmp x1, x18
  add x0, x0, #1
  add x17, x17, #16
  pmull v@8.1q, v@2.1d, v@6.1d
  pmull v@9.1q, v@7.1d, v@10.1d
  pmull v@2.1q, v@2.1d, v@10.1d
  pmull v@6.1q, v@7.1d, v@6.1d
  eor v@10.16b, v@9.16b, v@8.16b
  eor v@5.16b, v@5.16b, v@2.16b
  eor v@1.16b, v@1.16b, v@6.16b
  eor v@3.16b, v@3.16b, v@10.16b
  b.ne L5
  b L2
L0:
  movi v@7.2d, #0000000000000000
L3:
  and x8, x21, #0xf
  cbz x8, L7
  mov w9, #16
  mov w1, wzr
  and x19, x21, #0x1ffffffffffffff0
  sub x2, x9, x8
  sub x9, x29, #192
  str q@7, [sp, #560]
  orr x0, x9, x8
  bl memset
  sub x0, x29, #192
  add x1, x22, x19
  and x2, x21, #0xf
  bl memcpy
  ldur q@4, [x29, #-192]
  ldr x8, [sp, #704]
  movi v@3.2d, #0000000000000000
  ldr x9, [sp, #712]
  ldr q@0, [sp, #560]
  rev64 v@4.16b, v@4.16b
  fmov d2, x9
  dup v@6.2d, x9
  ext v@4.16b, v@4.16b, v@4.16b, #8
  eor v@4.16b, v@0.16b, v@4.16b
  dup v@0.2d, x8
  pmull v@1.1q, v@4.1d, v@1.1d
  pmull2 v@0.1q, v@4.2d, v@0.2d
  eor v@0.16b, v@0.16b, v@1.16b
  fmov d2, x8
  mov x8, #-4467570830351532032
  pmull v@1.1q, v@4.1d, v@1.1d
  ext v@5.16b, v@3.16b, v@0.16b, #8
  ext v@0.16b, v@0.16b, v@3.16b, #8
  pmull2 v@4.1q, v@4.2d, v@6.2d
  eor v@1.16b, v@5.16b, v@1.16b
  fmov d4, x8
  eor v@4.16b, v@0.16b, v@4.16b
  pmull v@2.1q, v@1.1d, v@5.1d
  ext v@1.16b, v@1.16b, v@1.16b, #8
  eor v@1.16b, v@1.16b, v@2.16b
  pmull v@3.1q, v@1.1d, v@5.1d
  ext v@0.16b, v@1.16b, v@1.16b, #8
  eor v@4.16b, v@4.16b, v@3.16b
  eor v@7.16b, v@4.16b, v@0.16b
L7:
  cmp x23, #128
  b.lo L8
  ldr x9, [sp, #696]
  ldr x8, [sp, #688]
  mov x22, xzr
  ldr x10, [sp, #592]
  ldr x11, [sp, #600]
  ldr x12, [sp, #608]
  dup v@4.2d, x9
  dup v@0.2d, x8
  ldr x13, [sp, #616]
  ldr x8, [sp, #624]
  ldr x9, [sp, #632]
  ldr x14, [sp, #640]
  ldr x15, [sp, #648]
  ldr x16, [sp, #664]
  ldr x17, [sp, #680]
  str q@4, [sp, #576]
  dup v@4.2d, x10
  ldr x10, [sp, #704]
  str x10, [sp, #8]
  stp q@4, q@0, [sp, #192]
  dup v@0.2d, x11
  dup v@4.2d, x12
  ldr x11, [sp, #656]
  ldr x12, [sp, #672]
  stp q@4, q@0, [sp, #160]
  dup v@0.2d, x13
  dup v@4.2d, x8
  mov x8, x23
  stp q@4, q@0, [sp, #128]
  dup v@0.2d, x9
  dup v@4.2d, x14
  mov w9, #2
  stp q@4, q@0, [sp, #96]
  dup v@0.2d, x15
  dup v@4.2d, x11
  ldr x11, [sp, #712]
  stp q@4, q@0, [sp, #64]
  dup v@0.2d, x16
  dup v@4.2d, x12
  ldr q@11, [sp, #80]
  mov x12, #-4467570830351532032
  stp q@4, q@0, [sp, #32]
  dup v@4.2d, x17
  ldr q@12, [sp, #48]
  str q@4, [sp, #16]
L9:
  cmp x22, x23
  b.hi L10
  ldr q@13, [sp, #464]
  rev w13, w9
  add w14, w9, #1
  rev w14, w14
  ldp q@0, q@4, [sp, #224]
  mov v@14.16b, v@13.16b
  mov v@15.16b, v@13.16b
  mov v@16.16b, v@13.16b
  mov v@17.16b, v@13.16b
  mov v@18.16b, v@13.16b
  mov v@19.16b, v@13.16b
  mov v@20.16b, v@13.16b
  ldp q@5, q@3, [sp, #368]
  mov v@14.s[3], w13
  add w13, w9, #2
  mov v@15.s[3], w14
  rev w13, w13
  add w14, w9, #3
  ldr q@9, [sp, #576]
  mov v@16.s[3], w13
  rev w13, w14
  add w14, w9, #4
  rev w14, w14
  mov v@17.s[3], w13
  add w13, w9, #5
  mov v@18.s[3], w14
  rev w13, w13
  add w14, w9, #6
  mov v@19.s[3], w13
  rev w13, w14
  add w14, w9, #7
  rev w14, w14
  mov v@20.s[3], w13
  aese v@14.16b, v@0.16b
  aesmc v@14.16b, v@14.16b
  mov v@13.s[3], w14
  aese v@15.16b, v@0.16b
  aesmc v@15.16b, v@15.16b
  aese v@16.16b, v@0.16b
  aesmc v@16.16b, v@16.16b
  aese v@17.16b, v@0.16b
  aesmc v@17.16b, v@17.16b
  aese v@18.16b, v@0.16b
  aesmc v@18.16b, v@18.16b
  aese v@19.16b, v@0.16b
  aesmc v@19.16b, v@19.16b
  aese v@20.16b, v@0.16b
  aesmc v@20.16b, v@20.16b
  aese v@13.16b, v@0.16b
  aesmc v@13.16b, v@13.16b
  aese v@14.16b, v@4.16b
  aesmc v@14.16b, v@14.16b
  aese v@15.16b, v@4.16b
  aesmc v@15.16b, v@15.16b
  aese v@16.16b, v@4.16b
  aesmc v@16.16b, v@16.16b
  aese v@17.16b, v@4.16b
  aesmc v@17.16b, v@17.16b
  aese v@18.16b, v@4.16b
  aesmc v@18.16b, v@18.16b
  aese v@19.16b, v@4.16b
  aesmc v@19.16b, v@19.16b
  aese v@20.16b, v@4.16b
  aesmc v@20.16b, v@20.16b
  aese v@13.16b, v@4.16b
  aesmc v@13.16b, v@13.16b
  ldr q@4, [sp, #256]
  add x13, x24, x22
  ldp q@6, q@2, [sp, #432]
  aese v@14.16b, v@4.16b
  aesmc v@14.16b, v@14.16b
  aese v@15.16b, v@4.16b
  aesmc v@15.16b, v@15.16b
  aese v@16.16b, v@4.16b
  aesmc v@16.16b, v@16.16b
  aese v@17.16b, v@4.16b
  aesmc v@17.16b, v@17.16b
  sub x8, x8, #128
  aese v@18.16b, v@4.16b
  aesmc v@18.16b, v@18.16b
  cmp x8, #127
  aese v@19.16b, v@4.16b
  aesmc v@19.16b, v@19.16b
  add w9, w9, #8
  aese v@20.16b, v@4.16b
  aesmc v@20.16b, v@20.16b
  add x22, x22, #128
  aese v@13.16b, v@4.16b
  aesmc v@13.16b, v@13.16b
  ldp q@0, q@4, [sp, #272]
  ldp q@21, q@22, [x13, #96]
  ldp q@23, q@24, [x13]
  aese v@14.16b, v@0.16b
  aesmc v@14.16b, v@14.16b
  aese v@15.16b, v@0.16b
  aesmc v@15.16b, v@15.16b
  aese v@16.16b, v@0.16b
  aesmc v@16.16b, v@16.16b
  aese v@17.16b, v@0.16b
  aesmc v@17.16b, v@17.16b
  aese v@18.16b, v@0.16b
  aesmc v@18.16b, v@18.16b
  aese v@19.16b, v@0.16b
  aesmc v@19.16b, v@19.16b
  aese v@20.16b, v@0.16b
  aesmc v@20.16b, v@20.16b
  aese v@13.16b, v@0.16b
  aesmc v@13.16b, v@13.16b
  aese v@14.16b, v@4.16b
  aesmc v@14.16b, v@14.16b
  aese v@15.16b, v@4.16b
  aesmc v@15.16b, v@15.16b
  aese v@16.16b, v@4.16b
  aesmc v@16.16b, v@16.16b
  ldp q@25, q@26, [x13, #32]
  aese v@17.16b, v@4.16b
  aesmc v@17.16b, v@17.16b
  aese v@18.16b, v@4.16b
  aesmc v@18.16b, v@18.16b
  ldp q@27, q@28, [x13, #64]
  aese v@20.16b, v@4.16b
  aesmc v@20.16b, v@20.16b
  aese v@19.16b, v@4.16b
  aesmc v@19.16b, v@19.16b
  aese v@13.16b, v@4.16b
  aesmc v@13.16b, v@13.16b
  ldp q@4, q@0, [sp, #304]
  eor v@29.16b, v@23.16b, v@6.16b
  eor v@22.16b, v@22.16b, v@6.16b
  aese v@20.16b, v@4.16b
  aesmc v@20.16b, v@20.16b
  aese v@14.16b, v@4.16b
  aesmc v@14.16b, v@14.16b
  aese v@15.16b, v@4.16b
  aesmc v@15.16b, v@15.16b
  aese v@16.16b, v@4.16b
  aesmc v@16.16b, v@16.16b
  aese v@17.16b, v@4.16b
  aesmc v@17.16b, v@17.16b
  aese v@18.16b, v@4.16b
  aesmc v@18.16b, v@18.16b
  aese v@20.16b, v@0.16b
  aesmc v@20.16b, v@20.16b
  aese v@19.16b, v@4.16b
  aesmc v@19.16b, v@19.16b
  aese v@13.16b, v@4.16b
  aesmc v@13.16b, v@13.16b
  ldp q@4, q@10, [sp, #336]
  aese v@14.16b, v@0.16b
  aesmc v@14.16b, v@14.16b
  aese v@15.16b, v@0.16b
  aesmc v@15.16b, v@15.16b
  aese v@16.16b, v@0.16b
  aesmc v@16.16b, v@16.16b
  aese v@17.16b, v@0.16b
  aesmc v@17.16b, v@17.16b
  aese v@20.16b, v@4.16b
  aesmc v@20.16b, v@20.16b
  aese v@14.16b, v@4.16b
  aesmc v@14.16b, v@14.16b
  aese v@18.16b, v@0.16b
  aesmc v@18.16b, v@18.16b
  aese v@19.16b, v@0.16b
  aesmc v@19.16b, v@19.16b
  aese v@20.16b, v@10.16b
  aesmc v@20.16b, v@20.16b
  aese v@13.16b, v@0.16b
  aesmc v@13.16b, v@13.16b
  ldp q@0, q@1, [sp, #400]
  aese v@14.16b, v@10.16b
  aesmc v@14.16b, v@14.16b
  aese v@15.16b, v@4.16b
  aesmc v@15.16b, v@15.16b
  aese v@20.16b, v@5.16b
  aesmc v@20.16b, v@20.16b
  aese v@16.16b, v@4.16b
  aesmc v@16.16b, v@16.16b
  aese v@17.16b, v@4.16b
  aesmc v@17.16b, v@17.16b
  aese v@14.16b, v@5.16b
  aesmc v@14.16b, v@14.16b
  aese v@20.16b, v@0.16b
  aesmc v@20.16b, v@20.16b
  aese v@15.16b, v@10.16b
  aesmc v@15.16b, v@15.16b
  aese v@16.16b, v@10.16b
  aesmc v@16.16b, v@16.16b
  aese v@14.16b, v@0.16b
  aesmc v@14.16b, v@14.16b
  aese v@18.16b, v@4.16b
  aesmc v@18.16b, v@18.16b
  aese v@20.16b, v@1.16b
  aesmc v@20.16b, v@20.16b
  aese v@15.16b, v@5.16b
  aesmc v@15.16b, v@15.16b
  aese v@19.16b, v@4.16b
  aesmc v@19.16b, v@19.16b
  aese v@14.16b, v@1.16b
  aesmc v@14.16b, v@14.16b
  aese v@20.16b, v@3.16b
  aesmc v@20.16b, v@20.16b
  aese v@13.16b, v@4.16b
  aesmc v@13.16b, v@13.16b
  eor v@4.16b, v@21.16b, v@6.16b
  aese v@17.16b, v@10.16b
  aesmc v@17.16b, v@17.16b
  aese v@16.16b, v@5.16b
  aesmc v@16.16b, v@16.16b
  aese v@20.16b, v@2.16b
  aese v@15.16b, v@0.16b
  aesmc v@15.16b, v@15.16b
  aese v@14.16b, v@3.16b
  aesmc v@14.16b, v@14.16b
  aese v@18.16b, v@10.16b
  aesmc v@18.16b, v@18.16b
  aese v@17.16b, v@5.16b
  aesmc v@17.16b, v@17.16b
  eor v@4.16b, v@4.16b, v@20.16b
  aese v@16.16b, v@0.16b
  aesmc v@16.16b, v@16.16b
  aese v@15.16b, v@1.16b
  aesmc v@15.16b, v@15.16b
  aese v@14.16b, v@2.16b
  aese v@19.16b, v@10.16b
  aesmc v@19.16b, v@19.16b
  aese v@18.16b, v@5.16b
  aesmc v@18.16b, v@18.16b
  str q@4, [sp, #560]
  rev64 v@4.16b, v@4.16b
  aese v@17.16b, v@0.16b
  aesmc v@17.16b, v@17.16b
  aese v@16.16b, v@1.16b
  aesmc v@16.16b, v@16.16b
  aese v@15.16b, v@3.16b
  aesmc v@15.16b, v@15.16b
  eor v@8.16b, v@29.16b, v@14.16b
  ldr q@14, [sp, #208]
  aese v@19.16b, v@5.16b
  aesmc v@19.16b, v@19.16b
  ext v@23.16b, v@4.16b, v@4.16b, #8
  aese v@18.16b, v@0.16b
  aesmc v@18.16b, v@18.16b
  aese v@17.16b, v@1.16b
  aesmc v@17.16b, v@17.16b
  aese v@16.16b, v@3.16b
  aesmc v@16.16b, v@16.16b
  aese v@15.16b, v@2.16b
  eor v@4.16b, v@24.16b, v@6.16b
  rev64 v@29.16b, v@8.16b
  aese v@13.16b, v@10.16b
  aesmc v@13.16b, v@13.16b
  aese v@19.16b, v@0.16b
  aesmc v@19.16b, v@19.16b
  pmull2 v@24.1q, v@23.2d, v@14.2d
  aese v@18.16b, v@1.16b
  aesmc v@18.16b, v@18.16b
  pmull v@21.1q, v@23.1d, v@9.1d
  aese v@17.16b, v@3.16b
  aesmc v@17.16b, v@17.16b
  aese v@16.16b, v@2.16b
  eor v@10.16b, v@4.16b, v@15.16b
  eor v@4.16b, v@25.16b, v@6.16b
  ext v@29.16b, v@29.16b, v@29.16b, #8
  aese v@13.16b, v@5.16b
  aesmc v@13.16b, v@13.16b
  aese v@19.16b, v@1.16b
  aesmc v@19.16b, v@19.16b
  aese v@18.16b, v@3.16b
  aesmc v@18.16b, v@18.16b
  stp q@10, q@8, [sp, #528]
  aese v@17.16b, v@2.16b
  eor v@5.16b, v@4.16b, v@16.16b
  ldp q@16, q@30, [sp, #144]
  eor v@4.16b, v@26.16b, v@6.16b
  rev64 v@31.16b, v@10.16b
  aese v@13.16b, v@0.16b
  aesmc v@13.16b, v@13.16b
  eor v@26.16b, v@7.16b, v@29.16b
  aese v@19.16b, v@3.16b
  aesmc v@19.16b, v@19.16b
  aese v@18.16b, v@2.16b
  rev64 v@25.16b, v@5.16b
  eor v@10.16b, v@4.16b, v@17.16b
  ldp q@15, q@17, [sp, #176]
  eor v@4.16b, v@27.16b, v@6.16b
  ext v@27.16b, v@31.16b, v@31.16b, #8
  aese v@13.16b, v@1.16b
  aesmc v@13.16b, v@13.16b
  aese v@19.16b, v@2.16b
  eor v@0.16b, v@28.16b, v@6.16b
  stp q@10, q@5, [sp, #496]
  rev64 v@1.16b, v@10.16b
  ldr q@10, [sp, #64]
  pmull2 v@29.1q, v@26.2d, v@17.2d
  eor v@5.16b, v@4.16b, v@18.16b
  ext v@28.16b, v@25.16b, v@25.16b, #8
  pmull v@4.1q, v@26.1d, v@15.1d
  aese v@13.16b, v@3.16b
  aesmc v@13.16b, v@13.16b
  pmull v@9.1q, v@27.1d, v@16.1d
  ldr q@3, [sp, #96]
  eor v@20.16b, v@0.16b, v@19.16b
  ldp q@19, q@7, [sp, #112]
  str q@5, [sp, #480]
  pmull2 v@31.1q, v@27.2d, v@30.2d
  rev64 v@0.16b, v@5.16b
  ext v@25.16b, v@1.16b, v@1.16b, #8
  pmull v@6.1q, v@23.1d, v@14.1d
  eor v@4.16b, v@29.16b, v@4.16b
  aese v@13.16b, v@2.16b
  pmull2 v@1.1q, v@28.2d, v@7.2d
  eor v@24.16b, v@21.16b, v@24.16b
  rev64 v@5.16b, v@20.16b
  pmull v@21.1q, v@28.1d, v@19.1d
  pmull2 v@29.1q, v@25.2d, v@3.2d
  eor v@4.16b, v@4.16b, v@9.16b
  ext v@0.16b, v@0.16b, v@0.16b, #8
  pmull v@3.1q, v@25.1d, v@3.1d
  eor v@18.16b, v@22.16b, v@13.16b
  eor v@31.16b, v@24.16b, v@31.16b
  pmull v@22.1q, v@25.1d, v@11.1d
  ldp q@13, q@8, [sp, #16]
  eor v@4.16b, v@4.16b, v@21.16b
  ext v@5.16b, v@5.16b, v@5.16b, #8
  pmull v@24.1q, v@0.1d, v@12.1d
  rev64 v@2.16b, v@18.16b
  eor v@1.16b, v@31.16b, v@1.16b
  pmull2 v@9.1q, v@0.2d, v@10.2d
  eor v@4.16b, v@4.16b, v@22.16b
  pmull v@22.1q, v@27.1d, v@30.1d
  eor v@1.16b, v@1.16b, v@29.16b
  pmull2 v@31.1q, v@5.2d, v@8.2d
  ext v@2.16b, v@2.16b, v@2.16b, #8
  pmull v@21.1q, v@5.1d, v@13.1d
  eor v@4.16b, v@4.16b, v@24.16b
  fmov d13, x11
  pmull v@30.1q, v@28.1d, v@7.1d
  dup v@7.2d, x10
  eor v@1.16b, v@1.16b, v@9.16b
  pmull v@29.1q, v@26.1d, v@17.1d
  eor v@6.16b, v@6.16b, v@22.16b
  movi v@9.2d, #0000000000000000
  pmull v@24.1q, v@2.1d, v@24.1d
  pmull2 v@7.1q, v@2.2d, v@7.2d
  eor v@1.16b, v@1.16b, v@31.16b
  eor v@4.16b, v@4.16b, v@21.16b
  pmull v@31.1q, v@0.1d, v@10.1d
  eor v@3.16b, v@6.16b, v@3.16b
  ldr d6, [sp, #8]
  pmull2 v@22.1q, v@25.2d, v@11.2d
  eor v@10.16b, v@29.16b, v@30.16b
  pmull v@29.1q, v@5.1d, v@8.1d
  eor v@1.16b, v@1.16b, v@24.16b
  pmull v@6.1q, v@2.1d, v@6.1d
  eor v@4.16b, v@4.16b, v@7.16b
  pmull2 v@7.1q, v@26.2d, v@15.2d
  eor v@10.16b, v@10.16b, v@31.16b
  pmull2 v@0.1q, v@0.2d, v@12.2d
  pmull2 v@5.1q, v@5.2d, v@13.2d
  eor v@4.16b, v@1.16b, v@4.16b
  ldr q@1, [sp, #576]
  eor v@3.16b, v@3.16b, v@29.16b
  eor v@6.16b, v@10.16b, v@6.16b
  pmull2 v@1.1q, v@23.2d, v@1.2d
  pmull2 v@29.1q, v@27.2d, v@16.2d
  ext v@31.16b, v@9.16b, v@4.16b, #8
  ext v@4.16b, v@4.16b, v@9.16b, #8
  pmull2 v@10.1q, v@28.2d, v@19.2d
  eor v@3.16b, v@6.16b, v@3.16b
  dup v@6.2d, x11
  pmull2 v@2.1q, v@2.2d, v@6.2d
  eor v@1.16b, v@1.16b, v@29.16b
  eor v@3.16b, v@31.16b, v@3.16b
  eor v@10.16b, v@7.16b, v@10.16b
  fmov d6, x12
  eor v@1.16b, v@1.16b, v@22.16b
  eor v@0.16b, v@10.16b, v@0.16b
  pmull v@10.1q, v@3.1d, v@6.1d
  ext v@3.16b, v@3.16b, v@3.16b, #8
  eor v@1.16b, v@1.16b, v@5.16b
  eor v@0.16b, v@0.16b, v@2.16b
  eor v@3.16b, v@3.16b, v@10.16b
  eor v@0.16b, v@0.16b, v@1.16b
  pmull v@1.1q, v@3.1d, v@6.1d
  eor v@4.16b, v@4.16b, v@0.16b
  ldp q@0, q@5, [sp, #528]
  stp q@5, q@0, [x13]
  ext v@0.16b, v@3.16b, v@3.16b, #8
  eor v@4.16b, v@4.16b, v@1.16b
  ldp q@1, q@5, [sp, #496]
  eor v@7.16b, v@4.16b, v@0.16b
  stp q@5, q@1, [x13, #32]
  ldr q@1, [sp, #480]
  ldr q@4, [sp, #560]
  stp q@1, q@20, [x13, #64]
  stp q@4, q@18, [x13, #96]
  b.hi L9
  subs x10, x23, x22
  b.ne L11
  b L12
L8:
  mov x22, xzr
  mov w9, #2
  mov x8, x23
  subs x10, x23, xzr
  b.eq L12
L11:
  ldr q@10, [sp, #464]
  rev w11, w9
  add w12, w9, #2
  add w13, w9, #6
  str q@7, [sp, #560]
  mov v@3.16b, v@10.16b
  mov v@0.16b, v@10.16b
  mov v@6.16b, v@10.16b
  mov v@5.16b, v@10.16b
  mov v@4.16b, v@10.16b
  mov v@1.16b, v@10.16b
  mov v@2.16b, v@10.16b
  ldp q@7, q@8, [sp, #720]
  mov v@3.s[3], w11
  add w11, w9, #1
  rev w11, w11
  mov v@0.s[3], w11
  rev w11, w12
  add w12, w9, #3
  rev w12, w12
  mov v@6.s[3], w11
  add w11, w9, #4
  mov v@5.s[3], w12
  rev w11, w11
  add w12, w9, #5
  add w9, w9, #7
  rev w12, w12
  mov v@4.s[3], w11
  rev w11, w13
  rev w9, w9
  mov v@1.s[3], w12
  mov v@2.s[3], w11
  mov v@10.s[3], w9
  aese v@3.16b, v@7.16b
  aesmc v@3.16b, v@3.16b
  aese v@0.16b, v@7.16b
  aesmc v@0.16b, v@0.16b
  aese v@6.16b, v@7.16b
  aesmc v@6.16b, v@6.16b
  aese v@5.16b, v@7.16b
  aesmc v@5.16b, v@5.16b
  aese v@4.16b, v@7.16b
  aesmc v@4.16b, v@4.16b
  aese v@1.16b, v@7.16b
  aesmc v@1.16b, v@1.16b
  aese v@2.16b, v@7.16b
  aesmc v@2.16b, v@2.16b
  aese v@10.16b, v@7.16b
  aesmc v@10.16b, v@10.16b
  aese v@3.16b, v@8.16b
  aesmc v@3.16b, v@3.16b
  aese v@0.16b, v@8.16b
  aesmc v@0.16b, v@0.16b
  aese v@6.16b, v@8.16b
  aesmc v@6.16b, v@6.16b
  aese v@5.16b, v@8.16b
  aesmc v@5.16b, v@5.16b
  aese v@4.16b, v@8.16b
  aesmc v@4.16b, v@4.16b
  aese v@1.16b, v@8.16b
  aesmc v@1.16b, v@1.16b
  aese v@2.16b, v@8.16b
  aesmc v@2.16b, v@2.16b
  aese v@10.16b, v@8.16b
  aesmc v@10.16b, v@10.16b
  ldp q@7, q@8, [sp, #752]
  add x9, x8, #15
  lsr x8, x9, #4
  aese v@3.16b, v@7.16b
  aesmc v@3.16b, v@3.16b
  aese v@0.16b, v@7.16b
  aesmc v@0.16b, v@0.16b
  aese v@6.16b, v@7.16b
  aesmc v@6.16b, v@6.16b
  aese v@5.16b, v@7.16b
  aesmc v@5.16b, v@5.16b
  aese v@4.16b, v@7.16b
  aesmc v@4.16b, v@4.16b
  aese v@1.16b, v@7.16b
  aesmc v@1.16b, v@1.16b
  aese v@2.16b, v@7.16b
  aesmc v@2.16b, v@2.16b
  aese v@10.16b, v@7.16b
  aesmc v@10.16b, v@10.16b
  aese v@3.16b, v@8.16b
  aesmc v@3.16b, v@3.16b
  aese v@0.16b, v@8.16b
  aesmc v@0.16b, v@0.16b
  aese v@6.16b, v@8.16b
  aesmc v@6.16b, v@6.16b
  aese v@5.16b, v@8.16b
  aesmc v@5.16b, v@5.16b
  aese v@4.16b, v@8.16b
  aesmc v@4.16b, v@4.16b
  aese v@1.16b, v@8.16b
  aesmc v@1.16b, v@1.16b
  aese v@2.16b, v@8.16b
  aesmc v@2.16b, v@2.16b
  aese v@10.16b, v@8.16b
  aesmc v@10.16b, v@10.16b
  ldp q@7, q@8, [sp, #784]
  aese v@3.16b, v@7.16b
  aesmc v@3.16b, v@3.16b
  aese v@0.16b, v@7.16b
  aesmc v@0.16b, v@0.16b
  aese v@6.16b, v@7.16b
  aesmc v@6.16b, v@6.16b
  aese v@5.16b, v@7.16b
  aesmc v@5.16b, v@5.16b
  aese v@4.16b, v@7.16b
  aesmc v@4.16b, v@4.16b
  aese v@1.16b, v@7.16b
  aesmc v@1.16b, v@1.16b
  aese v@2.16b, v@7.16b
  aesmc v@2.16b, v@2.16b
  aese v@10.16b, v@7.16b
  aesmc v@10.16b, v@10.16b
  aese v@3.16b, v@8.16b
  aesmc v@3.16b, v@3.16b
  aese v@0.16b, v@8.16b
  aesmc v@0.16b, v@0.16b
  aese v@6.16b, v@8.16b
  aesmc v@6.16b, v@6.16b
  aese v@5.16b, v@8.16b
  aesmc v@5.16b, v@5.16b
  aese v@4.16b, v@8.16b
  aesmc v@4.16b, v@4.16b
  aese v@1.16b, v@8.16b
  aesmc v@1.16b, v@1.16b
  aese v@2.16b, v@8.16b
  aesmc v@2.16b, v@2.16b
  aese v@10.16b, v@8.16b
  aesmc v@10.16b, v@10.16b
  ldp q@7, q@8, [sp, #816]
  aese v@3.16b, v@7.16b
  aesmc v@3.16b, v@3.16b
  aese v@0.16b, v@7.16b
  aesmc v@0.16b, v@0.16b
  aese v@6.16b, v@7.16b
  aesmc v@6.16b, v@6.16b
  aese v@5.16b, v@7.16b
  aesmc v@5.16b, v@5.16b
  aese v@4.16b, v@7.16b
  aesmc v@4.16b, v@4.16b
  aese v@1.16b, v@7.16b
  aesmc v@1.16b, v@1.16b
  aese v@2.16b, v@7.16b
  aesmc v@2.16b, v@2.16b
  aese v@10.16b, v@7.16b
  aesmc v@10.16b, v@10.16b
  aese v@3.16b, v@8.16b
  aesmc v@3.16b, v@3.16b
  aese v@0.16b, v@8.16b
  aesmc v@0.16b, v@0.16b
  aese v@6.16b, v@8.16b
  aesmc v@6.16b, v@6.16b
  aese v@5.16b, v@8.16b
  aesmc v@5.16b, v@5.16b
  aese v@4.16b, v@8.16b
  aesmc v@4.16b, v@4.16b
  aese v@1.16b, v@8.16b
  aesmc v@1.16b, v@1.16b
  aese v@2.16b, v@8.16b
  aesmc v@2.16b, v@2.16b
  aese v@10.16b, v@8.16b
  aesmc v@10.16b, v@10.16b
  ldp q@7, q@8, [sp, #848]
  aese v@3.16b, v@7.16b
  aesmc v@3.16b, v@3.16b
  aese v@0.16b, v@7.16b
  aesmc v@0.16b, v@0.16b
  aese v@6.16b, v@7.16b
  aesmc v@6.16b, v@6.16b
  aese v@5.16b, v@7.16b
  aesmc v@5.16b, v@5.16b
  aese v@4.16b, v@7.16b
  aesmc v@4.16b, v@4.16b
  aese v@1.16b, v@7.16b
  aesmc v@1.16b, v@1.16b
  aese v@2.16b, v@7.16b
  aesmc v@2.16b, v@2.16b
  aese v@10.16b, v@7.16b
  aesmc v@10.16b, v@10.16b
  aese v@3.16b, v@8.16b
  aesmc v@3.16b, v@3.16b
  aese v@0.16b, v@8.16b
  aesmc v@0.16b, v@0.16b
  aese v@6.16b, v@8.16b
  aesmc v@6.16b, v@6.16b
  aese v@5.16b, v@8.16b
  aesmc v@5.16b, v@5.16b
  aese v@4.16b, v@8.16b
  aesmc v@4.16b, v@4.16b
  aese v@1.16b, v@8.16b
  aesmc v@1.16b, v@1.16b
  aese v@2.16b, v@8.16b
  aesmc v@2.16b, v@2.16b
  aese v@10.16b, v@8.16b
  aesmc v@10.16b, v@10.16b
  ldp q@7, q@8, [sp, #880]
  aese v@3.16b, v@7.16b
  aesmc v@3.16b, v@3.16b
  aese v@0.16b, v@7.16b
  aesmc v@0.16b, v@0.16b
  aese v@6.16b, v@7.16b
  aesmc v@6.16b, v@6.16b
  aese v@5.16b, v@7.16b
  aesmc v@5.16b, v@5.16b
  aese v@4.16b, v@7.16b
  aesmc v@4.16b, v@4.16b
  aese v@1.16b, v@7.16b
  aesmc v@1.16b, v@1.16b
  aese v@2.16b, v@7.16b
  aesmc v@2.16b, v@2.16b
  aese v@10.16b, v@7.16b
  aesmc v@10.16b, v@10.16b
  ldr q@7, [sp, #912]
  aese v@3.16b, v@8.16b
  aesmc v@3.16b, v@3.16b
  aese v@0.16b, v@8.16b
  aesmc v@0.16b, v@0.16b
  aese v@6.16b, v@8.16b
  aesmc v@6.16b, v@6.16b
  aese v@5.16b, v@8.16b
  aesmc v@5.16b, v@5.16b
  aese v@4.16b, v@8.16b
  aesmc v@4.16b, v@4.16b
  aese v@1.16b, v@8.16b
  aesmc v@1.16b, v@1.16b
  aese v@2.16b, v@8.16b
  aesmc v@2.16b, v@2.16b
  aese v@10.16b, v@8.16b
  aesmc v@10.16b, v@10.16b
  ldp q@9, q@8, [sp, #432]
  aese v@3.16b, v@7.16b
  aesmc v@3.16b, v@3.16b
  aese v@0.16b, v@7.16b
  aesmc v@0.16b, v@0.16b
  aese v@4.16b, v@7.16b
  aesmc v@4.16b, v@4.16b
  aese v@1.16b, v@7.16b
  aesmc v@1.16b, v@1.16b
  aese v@2.16b, v@7.16b
  aesmc v@2.16b, v@2.16b
  aese v@3.16b, v@8.16b
  aese v@0.16b, v@8.16b
  aese v@6.16b, v@7.16b
  aesmc v@6.16b, v@6.16b
  aese v@4.16b, v@8.16b
  aese v@5.16b, v@7.16b
  aesmc v@5.16b, v@5.16b
  aese v@1.16b, v@8.16b
  aese v@2.16b, v@8.16b
  eor v@3.16b, v@3.16b, v@9.16b
  eor v@0.16b, v@0.16b, v@9.16b
  aese v@10.16b, v@7.16b
  aesmc v@10.16b, v@10.16b
  eor v@4.16b, v@4.16b, v@9.16b
  aese v@6.16b, v@8.16b
  aese v@5.16b, v@8.16b
  stp q@3, q@0, [sp, #976]
  eor v@0.16b, v@1.16b, v@9.16b
  eor v@1.16b, v@2.16b, v@9.16b
  str q@4, [sp, #1040]
  aese v@10.16b, v@8.16b
  movi v@8.2d, #0000000000000000
  movi v@4.2d, #0000000000000000
  eor v@6.16b, v@6.16b, v@9.16b
  eor v@5.16b, v@5.16b, v@9.16b
  str q@0, [sp, #1056]
  movi v@0.2d, #0000000000000000
  str q@1, [sp, #1072]
  movi v@1.2d, #0000000000000000
  eor v@3.16b, v@10.16b, v@9.16b
  stp q@6, q@5, [sp, #1008]
  stp q@8, q@8, [x29, #-192]
  str q@3, [sp, #1088]
  stp q@8, q@8, [x29, #-160]
  stp q@8, q@8, [x29, #-128]
  stp q@8, q@8, [x29, #-96]
  cbz x8, L13
  mov x19, x24
  str x25, [sp, #544]
  mov x26, xzr
  add x27, sp, #976
  mov w28, #16
  mov x25, x8
  str x9, [sp, #496]
  str x23, [sp, #576]
  str x21, [sp, #528]
  str x8, [sp, #512]
L14:
  cmp x10, #16
  csel x8, x10, x28, lo
  cmp x26, #128
  b.eq L15
  subs x24, x10, #16
  stp xzr, xzr, [x29, #-208]
  csel x23, x10, x28, lo
  adds x8, x8, x22
  b.hs L16
  ldr x9, [sp, #576]
  cmp x8, x9
  b.hi L16
  sub x0, x29, #208
  add x1, x19, x22
  mov x2, x23
  sub x25, x25, #1
  add x21, x26, #16
  bl memcpy
  ldur q@4, [x29, #-208]
  ldr q@0, [x27], #16
  add x0, x19, x22
  sub x1, x29, #208
  mov x2, x23
  eor v@4.16b, v@0.16b, v@4.16b
  stur q@4, [x29, #-208]
  bl memcpy
  sub x8, x29, #208
  sub x2, x28, x23
  mov w1, wzr
  add x0, x8, x23
  bl memset
  ldur q@4, [x29, #-208]
  sub x8, x29, #192
  sub x0, x29, #208
  mov w1, #1
  rev64 v@4.16b, v@4.16b
  ext v@4.16b, v@4.16b, v@4.16b, #8
  str q@4, [x8, x26]
  bl hw_cpu::wipe_blocks
  add x22, x22, #16
  mov x10, x24
  mov x26, x21
  cbnz x25, L14
L15:
  ldr x13, [sp, #512]
  mov w8, #8
  ldur q@4, [x29, #-192]
  ldr q@0, [sp, #560]
  sub x9, x8, x13
  add x8, sp, #592
  cmp x13, #1
  add x9, x8, x9, lsl #4
  eor v@4.16b, v@4.16b, v@0.16b
  ldr x10, [x9]
  orr x9, x9, #0x8
  ld1r { v@0.2d }, [x9]
  dup v@1.2d, x10
  pmull v@3.1q, v@4.1d, v@0.1d
  pmull2 v@5.1q, v@4.2d, v@1.2d
  fmov d2, x10
  pmull v@1.1q, v@4.1d, v@1.1d
  pmull2 v@4.1q, v@4.2d, v@0.2d
  eor v@0.16b, v@5.16b, v@3.16b
  b.ne L17
  ldr x25, [sp, #544]
  ldr x21, [sp, #528]
  movi v@8.2d, #0000000000000000
  ldr x23, [sp, #576]
  b L13
L17:
  ldr x9, [sp, #496]
  movi v@8.2d, #0000000000000000
  sub x11, x8, x13, lsl #4
  sub x10, x29, #192
  mov w12, #9
  ldr x25, [sp, #544]
  and x9, x9, #0xf0
  ldr x21, [sp, #528]
  ldr x23, [sp, #576]
  add x8, x10, x9
  add x9, x10, #16
  sub x0, x12, x13
  add x10, x11, #152
L18:
  sub x11, x0, #8
  cmn x11, #8
  b.lo L6
  ldp d3, d6, [x9], #16
  ldp d5, d4, [x10, #-8]
  cmp x9, x8
  add x0, x0, #1
  add x10, x10, #16
  pmull v@10.1q, v@3.1d, v@5.1d
  pmull v@7.1q, v@6.1d, v@2.1d
  pmull v@3.1q, v@3.1d, v@2.1d
  pmull v@5.1q, v@6.1d, v@5.1d
  eor v@2.16b, v@7.16b, v@10.16b
  eor v@1.16b, v@1.16b, v@3.16b
  eor v@4.16b, v@4.16b, v@5.16b
  eor v@0.16b, v@0.16b, v@2.16b
  b.ne L18
L13:
  ext v@3.16b, v@8.16b, v@0.16b, #8
  mov x8, #-4467570830351532032
  ext v@0.16b, v@0.16b, v@8.16b, #8
  eor v@1.16b, v@3.16b, v@1.16b
  fmov d3, x8
  eor v@4.16b, v@0.16b, v@4.16b
  pmull v@5.1q, v@1.1d, v@3.1d
  ext v@1.16b, v@1.16b, v@1.16b, #8
  eor v@1.16b, v@1.16b, v@5.16b
  pmull v@3.1q, v@1.1d, v@3.1d
  ext v@0.16b, v@1.16b, v@1.16b, #8
  eor v@4.16b, v@4.16b, v@3.16b
  eor v@7.16b, v@4.16b, v@0.16b
L12:
  fmov d0, x21
  movi v@0.4s, #1, lsl #24
  ldr q@10, [sp, #464]
  ldr x8, [sp, #704]
  ldr x9, [sp, #712]
  mov v@4.d[1], x23
  fmov d2, x9
  dup v@6.2d, x9
  mov v@10.s[3], v@0.s[3]
  ldp q@0, q@3, [sp, #224]
  shl v@4.2d, v@4.2d, #3
  aese v@10.16b, v@0.16b
  aesmc v@10.16b, v@10.16b
  dup v@0.2d, x8
  ext v@4.16b, v@4.16b, v@4.16b, #8
  aese v@10.16b, v@3.16b
  aesmc v@10.16b, v@10.16b
  ldr q@3, [sp, #256]
  eor v@4.16b, v@7.16b, v@4.16b
  aese v@10.16b, v@3.16b
  aesmc v@10.16b, v@10.16b
  movi v@3.2d, #0000000000000000
  pmull v@1.1q, v@4.1d, v@1.1d
  pmull2 v@0.1q, v@4.2d, v@0.2d
  eor v@0.16b, v@0.16b, v@1.16b
  ldp q@1, q@2, [sp, #272]
  aese v@10.16b, v@1.16b
  aesmc v@10.16b, v@10.16b
  fmov d2, x8
  ext v@5.16b, v@3.16b, v@0.16b, #8
  mov x8, #-4467570830351532032
  ext v@0.16b, v@0.16b, v@3.16b, #8
  pmull v@1.1q, v@4.1d, v@1.1d
  aese v@10.16b, v@2.16b
  aesmc v@10.16b, v@10.16b
  pmull2 v@4.1q, v@4.2d, v@6.2d
  eor v@1.16b, v@5.16b, v@1.16b
  ldp q@5, q@7, [sp, #304]
  eor v@4.16b, v@0.16b, v@4.16b
  ldp q@3, q@0, [sp, #336]
  aese v@10.16b, v@5.16b
  aesmc v@10.16b, v@10.16b
  fmov d4, x8
  pmull v@2.1q, v@1.1d, v@5.1d
  ext v@1.16b, v@1.16b, v@1.16b, #8
  aese v@10.16b, v@7.16b
  aesmc v@10.16b, v@10.16b
  eor v@1.16b, v@1.16b, v@2.16b
  aese v@10.16b, v@3.16b
  aesmc v@10.16b, v@10.16b
  pmull v@3.1q, v@1.1d, v@5.1d
  aese v@10.16b, v@0.16b
  aesmc v@10.16b, v@10.16b
  ext v@0.16b, v@1.16b, v@1.16b, #8
  ldr q@1, [sp, #368]
  aese v@10.16b, v@1.16b
  aesmc v@10.16b, v@10.16b
  eor v@4.16b, v@4.16b, v@3.16b
  eor v@4.16b, v@4.16b, v@0.16b
  ldp q@1, q@0, [sp, #400]
  aese v@10.16b, v@1.16b
  aesmc v@10.16b, v@10.16b
  rev64 v@4.16b, v@4.16b
  aese v@10.16b, v@0.16b
  aesmc v@10.16b, v@10.16b
  ldr q@0, [sp, #384]
  ext v@4.16b, v@4.16b, v@4.16b, #8
  aese v@10.16b, v@0.16b
  aesmc v@10.16b, v@10.16b
  ldp q@0, q@1, [sp, #432]
  aese v@10.16b, v@1.16b
  eor v@4.16b, v@4.16b, v@0.16b
  eor v@4.16b, v@10.16b, v@4.16b
  str q@4, [x25]
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
L10:
  adrp x3, C0
  add x3, x3, :lo12:.Lanon.022764b438f686a682d23b0bfd2595d9.21
  mov x0, x22
  mov x1, x23
  mov x2, x23
  bl core::slice::index::slice_index_fail
L16:
  cmp x10, #16
  mov w8, #16
  ldr x2, [sp, #576]
  csel x8, x10, x8, lo
  adrp x3, C1
  add x3, x3, :lo12:.Lanon.022764b438f686a682d23b0bfd2595d9.16
  add x1, x8, x22
  mov x0, x22
  bl core::slice::index::slice_index_fail
L6:
  adrp x2, C2
  add x2, x2, :lo12:.Lanon.022764b438f686a682d23b0bfd2595d9.18
  mov w1, #8
  bl core::panicking::panic_bounds_check
== hw_gcm::arch::aarch64::aes_pmull::seal#1
  stp x29, x30, [sp, #-96]!
  stp x28, x27, [sp, #16]
  stp x26, x25, [sp, #32]
  stp x24, x23, [sp, #48]
  stp x22, x21, [sp, #64]
  stp x20, x19, [sp, #80]
  mov x29, sp
  sub sp, sp, #992
  ldp q@0, q@1, [x1, #304]
  mov x21, x5
  ldr q@2, [x1, #224]
  ldr x8, [x2]
  mov x24, x4
  ldr w9, [x2, #8]
  mov x22, x3
  mov x20, x0
  stp q@0, q@1, [sp, #384]
  ldp q@3, q@0, [x1, #336]
  str x8, [sp, #688]
  lsr x8, x4, #4
  str w9, [sp, #696]
  stp q@3, q@0, [sp, #416]
  ldp q@1, q@3, [x1, #240]
  ldp q@0, q@4, [x1, #272]
  stp q@1, q@3, [sp, #320]
  ldp q@1, q@5, [x1, #16]
  ldr q@3, [x1]
  stp q@0, q@4, [sp, #352]
  stp q@1, q@5, [sp, #464]
  ldp q@6, q@5, [x1, #48]
  ldr q@1, [x1, #80]
  str q@3, [sp, #448]
  stp q@5, q@1, [sp, #512]
  ldp q@3, q@1, [x1, #128]
  str q@6, [sp, #496]
  stp q@3, q@1, [sp, #576]
  ldp q@1, q@5, [x1, #96]
  stp q@1, q@5, [sp, #544]
  ldp q@3, q@1, [x1, #192]
  stp q@1, q@2, [sp, #656]
  ldp q@1, q@5, [x1, #160]
  ldp q@7, q@8, [sp, #672]
  stp q@5, q@3, [sp, #624]
  str q@1, [sp, #608]
  ldp q@3, q@1, [sp, #448]
  stp q@3, q@1, [sp, #32]
  ldp q@3, q@1, [sp, #480]
  stp q@3, q@1, [sp, #64]
  ldp q@3, q@1, [sp, #512]
  stp q@3, q@1, [sp, #96]
  ldp q@3, q@1, [sp, #544]
  stp q@3, q@1, [sp, #128]
  ldp q@3, q@1, [sp, #576]
  stp q@3, q@1, [sp, #160]
  ldp q@3, q@1, [sp, #608]
  stp q@3, q@1, [sp, #208]
  ldp q@1, q@9, [sp, #640]
  str q@1, [sp, #192]
  cbz x8, L0
  movi v@4.2d, #0000000000000000
  movi v@10.2d, #0000000000000000
  mov x13, #-4467570830351532032
  fmov d1, x13
  add x10, sp, #320
  sub x9, x29, #144
  add x11, x10, #152
  mov w12, #8
  mov w13, #9
  mov x14, x22
  b L1
L2:
  ext v@2.16b, v@4.16b, v@3.16b, #8
  ext v@3.16b, v@3.16b, v@4.16b, #8
  sub x8, x8, x15
  add x14, x14, x16
  eor v@5.16b, v@2.16b, v@5.16b
  eor v@1.16b, v@3.16b, v@1.16b
  pmull v@2.1q, v@5.1d, v@0.1d
  ext v@5.16b, v@5.16b, v@5.16b, #8
  eor v@5.16b, v@5.16b, v@2.16b
  pmull v@2.1q, v@5.1d, v@0.1d
  ext v@3.16b, v@5.16b, v@5.16b, #8
  eor v@1.16b, v@1.16b, v@2.16b
  eor v@10.16b, v@1.16b, v@3.16b
  cbz x8, L3
L1:
  cmp x8, #8
  mov x16, xzr
  stp q@4, q@4, [x29, #-144]
  csel x15, x8, x12, lo
  stp q@4, q@4, [x29, #-112]
  stp q@4, q@4, [x29, #-80]
  stp q@4, q@4, [x29, #-48]
L4:
  lsl x17, x16, #4
  add x16, x16, #1
  cmp x15, x16
  ldr q@1, [x14, x17]
  rev64 v@1.16b, v@1.16b
  ext v@1.16b, v@1.16b, v@1.16b, #8
  str q@1, [x9, x17]
  b.ne L4
  sub x16, x12, x15
  ldur q@1, [x29, #-144]
  cmp x8, #1
  add x16, x10, x16, lsl #4
  eor v@1.16b, v@1.16b, v@10.16b
  ldr x17, [x16]
  orr x16, x16, #0x8
  ld1r { v@3.2d }, [x16]
  lsl x16, x15, #4
  dup v@5.2d, x17
  pmull v@2.1q, v@1.1d, v@3.1d
  pmull2 v@6.1q, v@1.2d, v@5.2d
  fmov d4, x17
  pmull v@5.1q, v@1.1d, v@5.1d
  pmull2 v@1.1q, v@1.2d, v@3.2d
  eor v@3.16b, v@6.16b, v@2.16b
  b.eq L2
  sub x17, x11, x15, lsl #4
  add x18, x9, x16
  sub x0, x13, x15
  add x1, x9, #16
L5:
  sub x2, x0, #8
  cmn x2, #8
  b.lo L6
  ldp d5, d16, [x1], #16
  ldp d7, d6, [x17, #-8]
  cmp x1, x18
  add x0, x0, #1
  add x17, x17, #16
  pmull v@11.1q, v@2.1d, v@6.1d
  pmull v@12.1q, v@13.1d, v@14.1d
  pmull v@2.1q, v@2.1d, v@14.1d
  pmull v@6.1q, v@13.1d, v@6.1d
  eor v@14.16b, v@12.16b, v@11.16b
  eor v@5.16b, v@5.16b, v@2.16b
  eor v@1.16b, v@1.16b, v@6.16b
  eor v@3.16b, v@3.16b, v@14.16b
  b.ne L5
  b L2
L0:
  movi v@10.2d, #0000000000000000
L3:
  and x8, x24, #0xf
  stp q@9, q@8, [sp, #288]
  str q@7, [sp, #272]
  cbz x8, L7
  mov w9, #16
  mov w1, wzr
  and x19, x24, #0x1ffffffffffffff0
  sub x2, x9, x8
  sub x9, x29, #144
  str q@10, [sp, #256]
  orr x0, x9, x8
  bl memset
  sub x0, x29, #144
  add x1, x22, x19
  and x2, x24, #0xf
  bl memcpy
  ldur q@4, [x29, #-144]
  ldp x8, x9, [sp, #432]
  ldr q@0, [sp, #256]
  movi v@3.2d, #0000000000000000
  ldr q@8, [sp, #304]
  rev64 v@4.16b, v@4.16b
  ldp q@7, q@9, [sp, #272]
  fmov d2, x9
  dup v@6.2d, x9
  ext v@4.16b, v@4.16b, v@4.16b, #8
  eor v@4.16b, v@0.16b, v@4.16b
  dup v@0.2d, x8
  pmull v@1.1q, v@4.1d, v@1.1d
  pmull2 v@0.1q, v@4.2d, v@0.2d
  eor v@0.16b, v@0.16b, v@1.16b
  fmov d2, x8
  mov x8, #-4467570830351532032
  pmull v@1.1q, v@4.1d, v@1.1d
  ext v@5.16b, v@3.16b, v@0.16b, #8
  ext v@0.16b, v@0.16b, v@3.16b, #8
  pmull2 v@4.1q, v@4.2d, v@6.2d
  eor v@1.16b, v@5.16b, v@1.16b
  fmov d4, x8
  eor v@4.16b, v@0.16b, v@4.16b
  pmull v@2.1q, v@1.1d, v@5.1d
  ext v@1.16b, v@1.16b, v@1.16b, #8
  eor v@1.16b, v@1.16b, v@2.16b
  pmull v@3.1q, v@1.1d, v@5.1d
  ext v@0.16b, v@1.16b, v@1.16b, #8
  eor v@4.16b, v@4.16b, v@3.16b
  eor v@10.16b, v@4.16b, v@0.16b
L7:
  ldp x8, x19, [x21]
  cmp x19, #128
  b.lo L8
  movi v@4.2d, #0000000000000000
  ldp x10, x1, [x21, #16]
  ldp x11, x12, [sp, #320]
  mov x9, xzr
  mov x23, xzr
  mov w16, #2
  add x13, sp, #320
  mov x14, #-4467570830351532032
L9:
  cmp x23, x19
  b.hi L10
  cmp x23, x1
  b.hi L11
  mov w15, w16
  add x16, x1, x9
  cmp x16, #128
  b.lo L12
  mov v@12.16b, v@8.16b
  mov v@15.16b, v@8.16b
  rev w16, w15
  add w18, w15, #1
  mov v@16.16b, v@8.16b
  mov v@17.16b, v@8.16b
  mov v@13.16b, v@8.16b
  mov v@14.16b, v@8.16b
  ldr q@18, [sp, #640]
  mov v@12.s[3], w16
  rev w16, w18
  add w18, w15, #2
  rev w18, w18
  mov v@15.s[3], w16
  add w16, w15, #3
  mov v@16.s[3], w18
  rev w16, w16
  add w18, w15, #4
  mov v@17.s[3], w16
  rev w16, w18
  add w18, w15, #5
  rev w18, w18
  mov v@13.s[3], w16
  add w16, w15, #6
  mov v@19.16b, v@8.16b
  mov v@11.16b, v@8.16b
  mov v@14.s[3], w18
  rev w18, w16
  add w16, w15, #7
  add x17, x8, x23
  rev w0, w16
  ldp q@20, q@21, [sp, #448]
  mov v@19.s[3], w18
  mov v@11.s[3], w0
  add x0, x13, #16
  ldp q@22, q@23, [sp, #608]
  add x3, x13, #48
  aese v@12.16b, v@20.16b
  aesmc v@12.16b, v@12.16b
  aese v@15.16b, v@20.16b
  aesmc v@15.16b, v@15.16b
  aese v@16.16b, v@20.16b
  aesmc v@16.16b, v@16.16b
  aese v@17.16b, v@20.16b
  aesmc v@17.16b, v@17.16b
  aese v@13.16b, v@20.16b
  aesmc v@13.16b, v@13.16b
  aese v@14.16b, v@20.16b
  aesmc v@14.16b, v@14.16b
  aese v@19.16b, v@20.16b
  aesmc v@19.16b, v@19.16b
  aese v@11.16b, v@20.16b
  aesmc v@11.16b, v@11.16b
  aese v@12.16b, v@21.16b
  aesmc v@12.16b, v@12.16b
  aese v@15.16b, v@21.16b
  aesmc v@15.16b, v@15.16b
  aese v@16.16b, v@21.16b
  aesmc v@16.16b, v@16.16b
  aese v@17.16b, v@21.16b
  aesmc v@17.16b, v@17.16b
  aese v@13.16b, v@21.16b
  aesmc v@13.16b, v@13.16b
  aese v@14.16b, v@21.16b
  aesmc v@14.16b, v@14.16b
  aese v@19.16b, v@21.16b
  aesmc v@19.16b, v@19.16b
  aese v@11.16b, v@21.16b
  aesmc v@11.16b, v@11.16b
  add x5, x13, #64
  ldp q@20, q@21, [sp, #480]
  sub x9, x9, #128
  ldp q@6, q@2, [x17]
  add w16, w16, #1
  ldp q@5, q@3, [x17, #32]
  aese v@12.16b, v@20.16b
  aesmc v@12.16b, v@12.16b
  aese v@15.16b, v@20.16b
  aesmc v@15.16b, v@15.16b
  aese v@16.16b, v@20.16b
  aesmc v@16.16b, v@16.16b
  aese v@17.16b, v@20.16b
  aesmc v@17.16b, v@17.16b
  aese v@13.16b, v@20.16b
  aesmc v@13.16b, v@13.16b
  aese v@14.16b, v@20.16b
  aesmc v@14.16b, v@14.16b
  aese v@19.16b, v@20.16b
  aesmc v@19.16b, v@19.16b
  aese v@11.16b, v@20.16b
  aesmc v@11.16b, v@11.16b
  aese v@12.16b, v@21.16b
  aesmc v@12.16b, v@12.16b
  aese v@15.16b, v@21.16b
  aesmc v@15.16b, v@15.16b
  aese v@16.16b, v@21.16b
  aesmc v@16.16b, v@16.16b
  ldp q@1, q@0, [x17, #64]
  aese v@17.16b, v@21.16b
  aesmc v@17.16b, v@17.16b
  aese v@13.16b, v@21.16b
  aesmc v@13.16b, v@13.16b
  aese v@14.16b, v@21.16b
  aesmc v@14.16b, v@14.16b
  aese v@19.16b, v@21.16b
  aesmc v@19.16b, v@19.16b
  aese v@11.16b, v@21.16b
  aesmc v@11.16b, v@11.16b
  ldp q@20, q@21, [sp, #512]
  aese v@12.16b, v@20.16b
  aesmc v@12.16b, v@12.16b
  aese v@15.16b, v@20.16b
  aesmc v@15.16b, v@15.16b
  aese v@16.16b, v@20.16b
  aesmc v@16.16b, v@16.16b
  aese v@17.16b, v@20.16b
  aesmc v@17.16b, v@17.16b
  aese v@13.16b, v@20.16b
  aesmc v@13.16b, v@13.16b
  aese v@14.16b, v@20.16b
  aesmc v@14.16b, v@14.16b
  aese v@19.16b, v@20.16b
  aesmc v@19.16b, v@19.16b
  aese v@11.16b, v@20.16b
  aesmc v@11.16b, v@11.16b
  aese v@12.16b, v@21.16b
  aesmc v@12.16b, v@12.16b
  aese v@15.16b, v@21.16b
  aesmc v@15.16b, v@15.16b
  aese v@16.16b, v@21.16b
  aesmc v@16.16b, v@16.16b
  aese v@17.16b, v@21.16b
  aesmc v@17.16b, v@17.16b
  aese v@13.16b, v@21.16b
  aesmc v@13.16b, v@13.16b
  aese v@14.16b, v@21.16b
  aesmc v@14.16b, v@14.16b
  aese v@19.16b, v@21.16b
  aesmc v@19.16b, v@19.16b
  aese v@11.16b, v@21.16b
  aesmc v@11.16b, v@11.16b
  ldp q@20, q@21, [sp, #544]
  aese v@12.16b, v@20.16b
  aesmc v@12.16b, v@12.16b
  aese v@15.16b, v@20.16b
  aesmc v@15.16b, v@15.16b
  aese v@16.16b, v@20.16b
  aesmc v@16.16b, v@16.16b
  aese v@17.16b, v@20.16b
  aesmc v@17.16b, v@17.16b
  aese v@13.16b, v@20.16b
  aesmc v@13.16b, v@13.16b
  aese v@14.16b, v@20.16b
  aesmc v@14.16b, v@14.16b
  aese v@19.16b, v@20.16b
  aesmc v@19.16b, v@19.16b
  aese v@11.16b, v@20.16b
  aesmc v@11.16b, v@11.16b
  aese v@12.16b, v@21.16b
  aesmc v@12.16b, v@12.16b
  aese v@15.16b, v@21.16b
  aesmc v@15.16b, v@15.16b
  aese v@16.16b, v@21.16b
  aesmc v@16.16b, v@16.16b
  aese v@17.16b, v@21.16b
  aesmc v@17.16b, v@17.16b
  aese v@13.16b, v@21.16b
  aesmc v@13.16b, v@13.16b
  aese v@14.16b, v@21.16b
  aesmc v@14.16b, v@14.16b
  aese v@19.16b, v@21.16b
  aesmc v@19.16b, v@19.16b
  aese v@11.16b, v@21.16b
  aesmc v@11.16b, v@11.16b
  ldp q@20, q@21, [sp, #576]
  aese v@12.16b, v@20.16b
  aesmc v@12.16b, v@12.16b
  aese v@15.16b, v@20.16b
  aesmc v@15.16b, v@15.16b
  aese v@16.16b, v@20.16b
  aesmc v@16.16b, v@16.16b
  aese v@13.16b, v@20.16b
  aesmc v@13.16b, v@13.16b
  aese v@19.16b, v@20.16b
  aesmc v@19.16b, v@19.16b
  aese v@12.16b, v@21.16b
  aesmc v@12.16b, v@12.16b
  aese v@15.16b, v@21.16b
  aesmc v@15.16b, v@15.16b
  aese v@17.16b, v@20.16b
  aesmc v@17.16b, v@17.16b
  aese v@14.16b, v@20.16b
  aesmc v@14.16b, v@14.16b
  aese v@11.16b, v@20.16b
  aesmc v@11.16b, v@11.16b
  aese v@16.16b, v@21.16b
  aesmc v@16.16b, v@16.16b
  aese v@13.16b, v@21.16b
  aesmc v@13.16b, v@13.16b
  aese v@19.16b, v@21.16b
  aesmc v@19.16b, v@19.16b
  aese v@12.16b, v@22.16b
  aesmc v@12.16b, v@12.16b
  aese v@15.16b, v@22.16b
  aesmc v@15.16b, v@15.16b
  aese v@17.16b, v@21.16b
  aesmc v@17.16b, v@17.16b
  aese v@14.16b, v@21.16b
  aesmc v@14.16b, v@14.16b
  aese v@11.16b, v@21.16b
  aesmc v@11.16b, v@11.16b
  aese v@16.16b, v@22.16b
  aesmc v@16.16b, v@16.16b
  aese v@13.16b, v@22.16b
  aesmc v@13.16b, v@13.16b
  aese v@19.16b, v@22.16b
  aesmc v@19.16b, v@19.16b
  aese v@12.16b, v@23.16b
  aesmc v@12.16b, v@12.16b
  aese v@15.16b, v@23.16b
  aesmc v@15.16b, v@15.16b
  aese v@17.16b, v@22.16b
  aesmc v@17.16b, v@17.16b
  aese v@14.16b, v@22.16b
  aesmc v@14.16b, v@14.16b
  aese v@11.16b, v@22.16b
  aesmc v@11.16b, v@11.16b
  aese v@16.16b, v@23.16b
  aesmc v@16.16b, v@16.16b
  aese v@13.16b, v@23.16b
  aesmc v@13.16b, v@13.16b
  aese v@19.16b, v@23.16b
  aesmc v@19.16b, v@19.16b
  aese v@12.16b, v@18.16b
  aesmc v@12.16b, v@12.16b
  aese v@15.16b, v@18.16b
  aesmc v@15.16b, v@15.16b
  aese v@17.16b, v@23.16b
  aesmc v@17.16b, v@17.16b
  aese v@14.16b, v@23.16b
  aesmc v@14.16b, v@14.16b
  aese v@11.16b, v@23.16b
  aesmc v@11.16b, v@11.16b
  aese v@16.16b, v@18.16b
  aesmc v@16.16b, v@16.16b
  aese v@13.16b, v@18.16b
  aesmc v@13.16b, v@13.16b
  aese v@19.16b, v@18.16b
  aesmc v@19.16b, v@19.16b
  aese v@12.16b, v@9.16b
  aese v@15.16b, v@9.16b
  aese v@17.16b, v@18.16b
  aesmc v@17.16b, v@17.16b
  aese v@14.16b, v@18.16b
  aesmc v@14.16b, v@14.16b
  aese v@11.16b, v@18.16b
  aesmc v@11.16b, v@11.16b
  aese v@16.16b, v@9.16b
  aese v@13.16b, v@9.16b
  aese v@19.16b, v@9.16b
  eor v@6.16b, v@6.16b, v@12.16b
  eor v@2.16b, v@2.16b, v@15.16b
  ldp q@12, q@15, [x17, #96]
  add x17, x10, x23
  add x23, x23, #128
  aese v@17.16b, v@9.16b
  aese v@14.16b, v@9.16b
  eor v@5.16b, v@5.16b, v@16.16b
  aese v@11.16b, v@9.16b
  eor v@1.16b, v@1.16b, v@13.16b
  eor v@12.16b, v@12.16b, v@19.16b
  eor v@6.16b, v@6.16b, v@7.16b
  eor v@16.16b, v@2.16b, v@7.16b
  eor v@3.16b, v@3.16b, v@17.16b
  eor v@0.16b, v@0.16b, v@14.16b
  dup v@14.2d, x12
  eor v@13.16b, v@5.16b, v@7.16b
  eor v@5.16b, v@1.16b, v@7.16b
  eor v@1.16b, v@15.16b, v@11.16b
  stp q@6, q@16, [x17]
  eor v@2.16b, v@12.16b, v@7.16b
  rev64 v@6.16b, v@6.16b
  eor v@17.16b, v@3.16b, v@7.16b
  eor v@3.16b, v@0.16b, v@7.16b
  rev64 v@11.16b, v@16.16b
  eor v@1.16b, v@1.16b, v@7.16b
  rev64 v@21.16b, v@13.16b
  dup v@16.2d, x11
  rev64 v@0.16b, v@2.16b
  stp q@13, q@17, [x17, #32]
  ext v@6.16b, v@6.16b, v@6.16b, #8
  rev64 v@18.16b, v@17.16b
  stp q@5, q@3, [x17, #64]
  ext v@13.16b, v@11.16b, v@11.16b, #8
  rev64 v@5.16b, v@5.16b
  stp q@2, q@1, [x17, #96]
  add x17, x13, #96
  ext v@11.16b, v@21.16b, v@21.16b, #8
  ld1r { v@2.2d }, [x17]
  ldr x17, [sp, #424]
  ldr x7, [sp, #344]
  ldr x4, [sp, #392]
  ldr x18, [sp, #408]
  ext v@0.16b, v@0.16b, v@0.16b, #8
  fmov d21, x17
  eor v@6.16b, v@10.16b, v@6.16b
  ld1r { v@10.2d }, [x3]
  ldr x3, [sp, #376]
  fmov d27, x7
  ext v@5.16b, v@5.16b, v@5.16b, #8
  rev64 v@3.16b, v@3.16b
  rev64 v@1.16b, v@1.16b
  pmull2 v@12.1q, v@0.2d, v@2.2d
  pmull v@22.1q, v@0.1d, v@15.1d
  ld1r { v@15.2d }, [x0]
  add x0, x13, #32
  pmull2 v@19.1q, v@6.2d, v@16.2d
  ld1r { v@17.2d }, [x0]
  ldr x0, [sp, #360]
  pmull v@20.1q, v@6.1d, v@14.1d
  ext v@3.16b, v@3.16b, v@3.16b, #8
  ext v@1.16b, v@1.16b, v@1.16b, #8
  pmull2 v@21.1q, v@13.2d, v@15.2d
  pmull v@23.1q, v@13.1d, v@23.1d
  eor v@22.16b, v@22.16b, v@12.16b
  ext v@12.16b, v@18.16b, v@18.16b, #8
  pmull2 v@18.1q, v@11.2d, v@17.2d
  pmull v@2.1q, v@0.1d, v@2.1d
  eor v@19.16b, v@19.16b, v@20.16b
  fmov d23, x0
  pmull v@15.1q, v@13.1d, v@15.1d
  eor v@21.16b, v@22.16b, v@21.16b
  pmull2 v@22.1q, v@12.2d, v@10.2d
  pmull v@20.1q, v@11.1d, v@20.1d
  eor v@19.16b, v@19.16b, v@23.16b
  fmov d27, x3
  pmull v@16.1q, v@6.1d, v@16.1d
  eor v@21.16b, v@21.16b, v@18.16b
  ld1r { v@18.2d }, [x5]
  add x5, x13, #80
  eor v@2.16b, v@2.16b, v@15.16b
  fmov d21, x4
  pmull v@23.1q, v@12.1d, v@23.1d
  pmull v@17.1q, v@11.1d, v@17.1d
  eor v@19.16b, v@19.16b, v@20.16b
  eor v@21.16b, v@21.16b, v@22.16b
  pmull2 v@20.1q, v@5.2d, v@18.2d
  ld1r { v@22.2d }, [x5]
  pmull v@15.1q, v@5.1d, v@15.1d
  ldp x5, x6, [sp, #432]
  pmull v@10.1q, v@12.1d, v@10.1d
  eor v@19.16b, v@19.16b, v@23.16b
  pmull2 v@23.1q, v@3.2d, v@22.2d
  eor v@16.16b, v@16.16b, v@17.16b
  pmull v@22.1q, v@3.1d, v@22.1d
  eor v@20.16b, v@21.16b, v@20.16b
  fmov d24, x18
  pmull2 v@6.1q, v@6.2d, v@14.2d
  eor v@15.16b, v@19.16b, v@15.16b
  dup v@19.2d, x5
  eor v@2.16b, v@2.16b, v@10.16b
  dup v@14.2d, x0
  pmull v@21.1q, v@3.1d, v@21.1d
  eor v@20.16b, v@20.16b, v@23.16b
  fmov d27, x6
  pmull2 v@19.1q, v@1.2d, v@19.2d
  pmull2 v@14.1q, v@11.2d, v@14.2d
  eor v@2.16b, v@2.16b, v@22.16b
  pmull v@23.1q, v@1.1d, v@23.1d
  eor v@17.16b, v@15.16b, v@21.16b
  dup v@21.2d, x17
  add x17, x19, x9
  pmull v@15.1q, v@5.1d, v@18.1d
  cmp x17, #127
  dup v@18.2d, x7
  eor v@6.16b, v@6.16b, v@14.16b
  fmov d7, x14
  pmull2 v@0.1q, v@0.2d, v@21.2d
  eor v@17.16b, v@17.16b, v@19.16b
  fmov d22, x5
  pmull2 v@13.1q, v@13.2d, v@18.2d
  eor v@20.16b, v@20.16b, v@23.16b
  eor v@16.16b, v@16.16b, v@15.16b
  dup v@15.2d, x3
  pmull v@19.1q, v@1.1d, v@19.1d
  eor v@17.16b, v@20.16b, v@17.16b
  pmull2 v@12.1q, v@12.2d, v@15.2d
  dup v@15.2d, x6
  eor v@0.16b, v@0.16b, v@13.16b
  eor v@16.16b, v@16.16b, v@19.16b
  dup v@19.2d, x4
  ext v@11.16b, v@4.16b, v@17.16b, #8
  pmull2 v@1.1q, v@1.2d, v@15.2d
  eor v@0.16b, v@0.16b, v@12.16b
  eor v@2.16b, v@16.16b, v@2.16b
  dup v@16.2d, x18
  pmull2 v@5.1q, v@5.2d, v@19.2d
  eor v@2.16b, v@11.16b, v@2.16b
  pmull2 v@3.1q, v@3.2d, v@16.2d
  eor v@5.16b, v@6.16b, v@5.16b
  pmull v@6.1q, v@2.1d, v@14.1d
  ext v@2.16b, v@2.16b, v@2.16b, #8
  eor v@0.16b, v@0.16b, v@3.16b
  eor v@1.16b, v@5.16b, v@1.16b
  ext v@5.16b, v@17.16b, v@4.16b, #8
  eor v@3.16b, v@2.16b, v@6.16b
  eor v@0.16b, v@1.16b, v@0.16b
  pmull v@1.1q, v@3.1d, v@14.1d
  ext v@3.16b, v@3.16b, v@3.16b, #8
  eor v@0.16b, v@5.16b, v@0.16b
  eor v@0.16b, v@0.16b, v@1.16b
  eor v@10.16b, v@0.16b, v@3.16b
  b.hi L9
  add w9, w15, #8
  subs x27, x19, x23
  b.ne L13
  b L14
L8:
  mov x23, xzr
  mov w9, #2
  mov x17, x19
  subs x27, x19, xzr
  b.eq L14
L13:
  mov v@3.16b, v@8.16b
  rev w10, w9
  mov v@0.16b, v@8.16b
  mov v@6.16b, v@8.16b
  add w11, w9, #2
  mov v@5.16b, v@8.16b
  mov v@4.16b, v@8.16b
  mov v@1.16b, v@8.16b
  add w12, w9, #6
  mov v@3.s[3], w10
  add w10, w9, #1
  mov v@2.16b, v@8.16b
  rev w10, w10
  mov v@14.16b, v@8.16b
  mov v@0.s[3], w10
  rev w10, w11
  add w11, w9, #3
  rev w11, w11
  mov v@6.s[3], w10
  add w10, w9, #4
  mov v@5.s[3], w11
  rev w10, w10
  add w11, w9, #5
  add w9, w9, #7
  rev w11, w11
  mov v@4.s[3], w10
  rev w10, w12
  rev w9, w9
  mov v@1.s[3], w11
  mov v@2.s[3], w10
  mov v@14.s[3], w9
  add x9, x17, #15
  ldp q@13, q@11, [sp, #448]
  lsr x22, x9, #4
  aese v@3.16b, v@13.16b
  aesmc v@3.16b, v@3.16b
  aese v@0.16b, v@13.16b
  aesmc v@0.16b, v@0.16b
  aese v@6.16b, v@13.16b
  aesmc v@6.16b, v@6.16b
  aese v@5.16b, v@13.16b
  aesmc v@5.16b, v@5.16b
  aese v@4.16b, v@13.16b
  aesmc v@4.16b, v@4.16b
  aese v@1.16b, v@13.16b
  aesmc v@1.16b, v@1.16b
  aese v@2.16b, v@13.16b
  aesmc v@2.16b, v@2.16b
  aese v@14.16b, v@13.16b
  aesmc v@14.16b, v@14.16b
  aese v@3.16b, v@11.16b
  aesmc v@3.16b, v@3.16b
  aese v@0.16b, v@11.16b
  aesmc v@0.16b, v@0.16b
  aese v@6.16b, v@11.16b
  aesmc v@6.16b, v@6.16b
  aese v@5.16b, v@11.16b
  aesmc v@5.16b, v@5.16b
  aese v@4.16b, v@11.16b
  aesmc v@4.16b, v@4.16b
  aese v@1.16b, v@11.16b
  aesmc v@1.16b, v@1.16b
  aese v@2.16b, v@11.16b
  aesmc v@2.16b, v@2.16b
  aese v@14.16b, v@11.16b
  aesmc v@14.16b, v@14.16b
  ldp q@13, q@11, [sp, #480]
  aese v@3.16b, v@13.16b
  aesmc v@3.16b, v@3.16b
  aese v@0.16b, v@13.16b
  aesmc v@0.16b, v@0.16b
  aese v@6.16b, v@13.16b
  aesmc v@6.16b, v@6.16b
  aese v@5.16b, v@13.16b
  aesmc v@5.16b, v@5.16b
  aese v@4.16b, v@13.16b
  aesmc v@4.16b, v@4.16b
  aese v@1.16b, v@13.16b
  aesmc v@1.16b, v@1.16b
  aese v@2.16b, v@13.16b
  aesmc v@2.16b, v@2.16b
  aese v@14.16b, v@13.16b
  aesmc v@14.16b, v@14.16b
  aese v@3.16b, v@11.16b
  aesmc v@3.16b, v@3.16b
  aese v@0.16b, v@11.16b
  aesmc v@0.16b, v@0.16b
  aese v@6.16b, v@11.16b
  aesmc v@6.16b, v@6.16b
  aese v@5.16b, v@11.16b
  aesmc v@5.16b, v@5.16b
  aese v@4.16b, v@11.16b
  aesmc v@4.16b, v@4.16b
  aese v@1.16b, v@11.16b
  aesmc v@1.16b, v@1.16b
  aese v@2.16b, v@11.16b
  aesmc v@2.16b, v@2.16b
  aese v@14.16b, v@11.16b
  aesmc v@14.16b, v@14.16b
  ldp q@13, q@11, [sp, #512]
  aese v@3.16b, v@13.16b
  aesmc v@3.16b, v@3.16b
  aese v@0.16b, v@13.16b
  aesmc v@0.16b, v@0.16b
  aese v@6.16b, v@13.16b
  aesmc v@6.16b, v@6.16b
  aese v@5.16b, v@13.16b
  aesmc v@5.16b, v@5.16b
  aese v@4.16b, v@13.16b
  aesmc v@4.16b, v@4.16b
  aese v@1.16b, v@13.16b
  aesmc v@1.16b, v@1.16b
  aese v@2.16b, v@13.16b
  aesmc v@2.16b, v@2.16b
  aese v@14.16b, v@13.16b
  aesmc v@14.16b, v@14.16b
  aese v@3.16b, v@11.16b
  aesmc v@3.16b, v@3.16b
  aese v@0.16b, v@11.16b
  aesmc v@0.16b, v@0.16b
  aese v@6.16b, v@11.16b
  aesmc v@6.16b, v@6.16b
  aese v@5.16b, v@11.16b
  aesmc v@5.16b, v@5.16b
  aese v@4.16b, v@11.16b
  aesmc v@4.16b, v@4.16b
  aese v@1.16b, v@11.16b
  aesmc v@1.16b, v@1.16b
  aese v@2.16b, v@11.16b
  aesmc v@2.16b, v@2.16b
  aese v@14.16b, v@11.16b
  aesmc v@14.16b, v@14.16b
  ldp q@13, q@11, [sp, #544]
  aese v@3.16b, v@13.16b
  aesmc v@3.16b, v@3.16b
  aese v@0.16b, v@13.16b
  aesmc v@0.16b, v@0.16b
  aese v@6.16b, v@13.16b
  aesmc v@6.16b, v@6.16b
  aese v@5.16b, v@13.16b
  aesmc v@5.16b, v@5.16b
  aese v@4.16b, v@13.16b
  aesmc v@4.16b, v@4.16b
  aese v@1.16b, v@13.16b
  aesmc v@1.16b, v@1.16b
  aese v@2.16b, v@13.16b
  aesmc v@2.16b, v@2.16b
  aese v@14.16b, v@13.16b
  aesmc v@14.16b, v@14.16b
  aese v@3.16b, v@11.16b
  aesmc v@3.16b, v@3.16b
  aese v@0.16b, v@11.16b
  aesmc v@0.16b, v@0.16b
  aese v@6.16b, v@11.16b
  aesmc v@6.16b, v@6.16b
  aese v@5.16b, v@11.16b
  aesmc v@5.16b, v@5.16b
  aese v@4.16b, v@11.16b
  aesmc v@4.16b, v@4.16b
  aese v@1.16b, v@11.16b
  aesmc v@1.16b, v@1.16b
  aese v@2.16b, v@11.16b
  aesmc v@2.16b, v@2.16b
  aese v@14.16b, v@11.16b
  aesmc v@14.16b, v@14.16b
  ldp q@13, q@11, [sp, #576]
  aese v@3.16b, v@13.16b
  aesmc v@3.16b, v@3.16b
  aese v@0.16b, v@13.16b
  aesmc v@0.16b, v@0.16b
  aese v@6.16b, v@13.16b
  aesmc v@6.16b, v@6.16b
  aese v@5.16b, v@13.16b
  aesmc v@5.16b, v@5.16b
  aese v@4.16b, v@13.16b
  aesmc v@4.16b, v@4.16b
  aese v@1.16b, v@13.16b
  aesmc v@1.16b, v@1.16b
  aese v@2.16b, v@13.16b
  aesmc v@2.16b, v@2.16b
  aese v@14.16b, v@13.16b
  aesmc v@14.16b, v@14.16b
  aese v@3.16b, v@11.16b
  aesmc v@3.16b, v@3.16b
  aese v@0.16b, v@11.16b
  aesmc v@0.16b, v@0.16b
  aese v@6.16b, v@11.16b
  aesmc v@6.16b, v@6.16b
  aese v@5.16b, v@11.16b
  aesmc v@5.16b, v@5.16b
  aese v@4.16b, v@11.16b
  aesmc v@4.16b, v@4.16b
  aese v@1.16b, v@11.16b
  aesmc v@1.16b, v@1.16b
  aese v@2.16b, v@11.16b
  aesmc v@2.16b, v@2.16b
  aese v@14.16b, v@11.16b
  aesmc v@14.16b, v@14.16b
  ldp q@13, q@11, [sp, #608]
  aese v@3.16b, v@13.16b
  aesmc v@3.16b, v@3.16b
  aese v@0.16b, v@13.16b
  aesmc v@0.16b, v@0.16b
  aese v@6.16b, v@13.16b
  aesmc v@6.16b, v@6.16b
  aese v@5.16b, v@13.16b
  aesmc v@5.16b, v@5.16b
  aese v@4.16b, v@13.16b
  aesmc v@4.16b, v@4.16b
  aese v@1.16b, v@13.16b
  aesmc v@1.16b, v@1.16b
  aese v@2.16b, v@13.16b
  aesmc v@2.16b, v@2.16b
  aese v@14.16b, v@13.16b
  aesmc v@14.16b, v@14.16b
  ldr q@13, [sp, #640]
  aese v@3.16b, v@11.16b
  aesmc v@3.16b, v@3.16b
  aese v@0.16b, v@11.16b
  aesmc v@0.16b, v@0.16b
  aese v@6.16b, v@11.16b
  aesmc v@6.16b, v@6.16b
  aese v@5.16b, v@11.16b
  aesmc v@5.16b, v@5.16b
  aese v@4.16b, v@11.16b
  aesmc v@4.16b, v@4.16b
  aese v@1.16b, v@11.16b
  aesmc v@1.16b, v@1.16b
  aese v@2.16b, v@11.16b
  aesmc v@2.16b, v@2.16b
  aese v@14.16b, v@11.16b
  aesmc v@14.16b, v@14.16b
  aese v@3.16b, v@13.16b
  aesmc v@3.16b, v@3.16b
  aese v@0.16b, v@13.16b
  aesmc v@0.16b, v@0.16b
  aese v@6.16b, v@13.16b
  aesmc v@6.16b, v@6.16b
  aese v@5.16b, v@13.16b
  aesmc v@5.16b, v@5.16b
  aese v@4.16b, v@13.16b
  aesmc v@4.16b, v@4.16b
  aese v@3.16b, v@9.16b
  aese v@1.16b, v@13.16b
  aesmc v@1.16b, v@1.16b
  aese v@0.16b, v@9.16b
  aese v@2.16b, v@13.16b
  aesmc v@2.16b, v@2.16b
  aese v@14.16b, v@13.16b
  aesmc v@14.16b, v@14.16b
  aese v@6.16b, v@9.16b
  eor v@3.16b, v@3.16b, v@7.16b
  aese v@5.16b, v@9.16b
  eor v@0.16b, v@0.16b, v@7.16b
  aese v@4.16b, v@9.16b
  aese v@1.16b, v@9.16b
  aese v@2.16b, v@9.16b
  aese v@14.16b, v@9.16b
  eor v@6.16b, v@6.16b, v@7.16b
  eor v@5.16b, v@5.16b, v@7.16b
  stp q@3, q@0, [sp, #704]
  eor v@4.16b, v@4.16b, v@7.16b
  eor v@0.16b, v@1.16b, v@7.16b
  eor v@1.16b, v@2.16b, v@7.16b
  eor v@3.16b, v@14.16b, v@7.16b
  stp q@6, q@5, [sp, #736]
  movi v@5.2d, #0000000000000000
  stp q@4, q@0, [sp, #768]
  movi v@4.2d, #0000000000000000
  movi v@0.2d, #0000000000000000
  stp q@1, q@3, [sp, #800]
  movi v@1.2d, #0000000000000000
  stp q@5, q@5, [x29, #-144]
  stp q@5, q@5, [x29, #-112]
  stp q@5, q@5, [x29, #-80]
  stp q@5, q@5, [x29, #-48]
  cbz x22, L15
  stp x9, x22, [sp]
  ldp x9, x10, [x21, #16]
  stp x24, x20, [sp, #16]
  mov x28, xzr
  add x8, x8, x23
  mov w20, #16
  str q@10, [sp, #256]
  add x26, x9, x23
  stp x8, x10, [sp, #240]
L16:
  cmp x27, #16
  csel x8, x27, x20, lo
  cmp x28, #128
  b.eq L17
  add x8, x23, x8
  add x0, x23, x28
  subs x25, x27, #16
  add x21, x28, x8
  csel x24, x27, x20, lo
  stp xzr, xzr, [x29, #-160]
  cmp x21, x0
  b.lo L18
  cmp x21, x19
  b.hi L18
  ldr x8, [sp, #240]
  sub x0, x29, #160
  mov x2, x24
  add x1, x8, x28
  bl memcpy
  add x8, sp, #704
  ldur q@4, [x29, #-160]
  ldr q@0, [x8, x28]
  ldr x8, [sp, #248]
  eor v@4.16b, v@0.16b, v@4.16b
  cmp x21, x8
  stur q@4, [x29, #-160]
  b.hi L19
  add x0, x26, x28
  sub x1, x29, #160
  mov x2, x24
  sub x22, x22, #1
  bl memcpy
  sub x8, x29, #160
  sub x2, x20, x24
  mov w1, wzr
  add x0, x8, x24
  bl memset
  ldur q@4, [x29, #-160]
  sub x8, x29, #144
  sub x0, x29, #160
  mov w1, #1
  rev64 v@4.16b, v@4.16b
  ext v@4.16b, v@4.16b, v@4.16b, #8
  str q@4, [x8, x28]
  bl hw_cpu::wipe_blocks
  ldp q@9, q@8, [sp, #288]
  add x28, x28, #16
  ldp q@10, q@7, [sp, #256]
  mov x27, x25
  cbnz x22, L16
L17:
  ldr x13, [sp, #8]
  mov w8, #8
  ldur q@4, [x29, #-144]
  sub x9, x8, x13
  add x8, sp, #320
  eor v@4.16b, v@4.16b, v@10.16b
  add x9, x8, x9, lsl #4
  cmp x13, #1
  ldr x10, [x9]
  orr x9, x9, #0x8
  ld1r { v@0.2d }, [x9]
  dup v@1.2d, x10
  pmull v@3.1q, v@4.1d, v@0.1d
  pmull2 v@5.1q, v@4.2d, v@1.2d
  fmov d2, x10
  pmull v@1.1q, v@4.1d, v@1.1d
  pmull2 v@4.1q, v@4.2d, v@0.2d
  eor v@0.16b, v@5.16b, v@3.16b
  b.ne L20
  ldp x24, x20, [sp, #16]
  b L15
L20:
  ldr x9, [sp]
  sub x11, x8, x13, lsl #4
  sub x10, x29, #144
  ldp x24, x20, [sp, #16]
  mov w12, #9
  and x9, x9, #0xf0
  sub x0, x12, x13
  add x8, x10, x9
  add x9, x10, #16
  add x10, x11, #152
L21:
  sub x11, x0, #8
  cmn x11, #8
  b.lo L6
  ldp d3, d6, [x9], #16
  ldp d5, d4, [x10, #-8]
  cmp x9, x8
  add x0, x0, #1
  add x10, x10, #16
  pmull v@14.1q, v@3.1d, v@5.1d
  pmull v@13.1q, v@6.1d, v@2.1d
  pmull v@3.1q, v@3.1d, v@2.1d
  pmull v@5.1q, v@6.1d, v@5.1d
  eor v@2.16b, v@13.16b, v@14.16b
  eor v@1.16b, v@1.16b, v@3.16b
  eor v@4.16b, v@4.16b, v@5.16b
  eor v@0.16b, v@0.16b, v@2.16b
  b.ne L21
L15:
  movi v@2.2d, #0000000000000000
  mov x8, #-4467570830351532032
  ext v@3.16b, v@2.16b, v@0.16b, #8
  ext v@0.16b, v@0.16b, v@2.16b, #8
  eor v@1.16b, v@3.16b, v@1.16b
  fmov d3, x8
  eor v@4.16b, v@0.16b, v@4.16b
  pmull v@5.1q, v@1.1d, v@3.1d
  ext v@1.16b, v@1.16b, v@1.16b, #8
  eor v@1.16b, v@1.16b, v@5.16b
  pmull v@3.1q, v@1.1d, v@3.1d
  ext v@0.16b, v@1.16b, v@1.16b, #8
  eor v@4.16b, v@4.16b, v@3.16b
  eor v@10.16b, v@4.16b, v@0.16b
L14:
  fmov d0, x24
  movi v@0.4s, #1, lsl #24
  ldp x8, x9, [sp, #432]
  mov v@4.d[1], x19
  mov v@8.s[3], v@0.s[3]
  ldp q@0, q@3, [sp, #32]
  fmov d2, x9
  dup v@6.2d, x9
  shl v@4.2d, v@4.2d, #3
  aese v@8.16b, v@0.16b
  aesmc v@8.16b, v@8.16b
  dup v@0.2d, x8
  ext v@4.16b, v@4.16b, v@4.16b, #8
  aese v@8.16b, v@3.16b
  aesmc v@8.16b, v@8.16b
  ldr q@3, [sp, #64]
  eor v@4.16b, v@10.16b, v@4.16b
  aese v@8.16b, v@3.16b
  aesmc v@8.16b, v@8.16b
  movi v@3.2d, #0000000000000000
  pmull v@1.1q, v@4.1d, v@1.1d
  pmull2 v@0.1q, v@4.2d, v@0.2d
  eor v@0.16b, v@0.16b, v@1.16b
  ldp q@1, q@2, [sp, #80]
  aese v@8.16b, v@1.16b
  aesmc v@8.16b, v@8.16b
  fmov d2, x8
  ext v@5.16b, v@3.16b, v@0.16b, #8
  mov x8, #-4467570830351532032
  ext v@0.16b, v@0.16b, v@3.16b, #8
  pmull v@1.1q, v@4.1d, v@1.1d
  aese v@8.16b, v@2.16b
  aesmc v@8.16b, v@8.16b
  pmull2 v@4.1q, v@4.2d, v@6.2d
  eor v@1.16b, v@5.16b, v@1.16b
  ldp q@5, q@14, [sp, #112]
  eor v@4.16b, v@0.16b, v@4.16b
  ldp q@3, q@0, [sp, #144]
  aese v@8.16b, v@5.16b
  aesmc v@8.16b, v@8.16b
  fmov d4, x8
  pmull v@2.1q, v@1.1d, v@5.1d
  ext v@1.16b, v@1.16b, v@1.16b, #8
  aese v@8.16b, v@14.16b
  aesmc v@8.16b, v@8.16b
  eor v@1.16b, v@1.16b, v@2.16b
  aese v@8.16b, v@3.16b
  aesmc v@8.16b, v@8.16b
  pmull v@3.1q, v@1.1d, v@5.1d
  aese v@8.16b, v@0.16b
  aesmc v@8.16b, v@8.16b
  ext v@0.16b, v@1.16b, v@1.16b, #8
  ldr q@1, [sp, #176]
  aese v@8.16b, v@1.16b
  aesmc v@8.16b, v@8.16b
  eor v@4.16b, v@4.16b, v@3.16b
  eor v@4.16b, v@4.16b, v@0.16b
  ldp q@1, q@0, [sp, #208]
  aese v@8.16b, v@1.16b
  aesmc v@8.16b, v@8.16b
  rev64 v@4.16b, v@4.16b
  aese v@8.16b, v@0.16b
  aesmc v@8.16b, v@8.16b
  ldr q@0, [sp, #192]
  ext v@4.16b, v@4.16b, v@4.16b, #8
  aese v@8.16b, v@0.16b
  aesmc v@8.16b, v@8.16b
  eor v@4.16b, v@4.16b, v@7.16b
  aese v@8.16b, v@9.16b
  eor v@4.16b, v@8.16b, v@4.16b
  str q@4, [x20]
  add sp, sp, #992
  ldp x20, x19, [sp, #80]
  ldp x22, x21, [sp, #64]
  ldp x24, x23, [sp, #48]
  ldp x26, x25, [sp, #32]
  ldp x28, x27, [sp, #16]
  ldp x29, x30, [sp], #96
  ret
L10:
  adrp x3, C0
  add x3, x3, :lo12:.Lanon.022764b438f686a682d23b0bfd2595d9.21
  mov x0, x23
  mov x1, x19
  mov x2, x19
  bl core::slice::index::slice_index_fail
L11:
  adrp x3, C1
  add x3, x3, :lo12:.Lanon.022764b438f686a682d23b0bfd2595d9.23
  mov x0, x23
  mov x2, x1
  bl core::slice::index::slice_index_fail
L12:
  adrp x0, C2
  add x0, x0, :lo12:.Lanon.022764b438f686a682d23b0bfd2595d9.19
  adrp x2, C3
  add x2, x2, :lo12:.Lanon.022764b438f686a682d23b0bfd2595d9.22
  mov w1, #45
  bl core::option::expect_failed
L18:
  cmp x27, #16
  mov w8, #16
  adrp x3, C4
  add x3, x3, :lo12:.Lanon.022764b438f686a682d23b0bfd2595d9.16
  csel x8, x27, x8, lo
  mov x2, x19
  add x1, x0, x8
  bl core::slice::index::slice_index_fail
L19:
  cmp x27, #16
  mov w8, #16
  add x0, x23, x28
  csel x8, x27, x8, lo
  ldr x2, [sp, #248]
  adrp x3, C5
  add x3, x3, :lo12:.Lanon.022764b438f686a682d23b0bfd2595d9.17
  add x1, x0, x8
  bl core::slice::index::slice_index_fail
L6:
  adrp x2, C6
  add x2, x2, :lo12:.Lanon.022764b438f686a682d23b0bfd2595d9.18
  mov w1, #8
  bl core::panicking::panic_bounds_check
