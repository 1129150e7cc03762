== hw_aes256::arch::aarch64::aes_pmull::ctr128_xor#0
  sub sp, sp, #384
  stp d9, d8, [sp, #272]
  stp x29, x30, [sp, #288]
  stp x28, x27, [sp, #304]
  stp x26, x25, [sp, #320]
  stp x24, x23, [sp, #336]
  stp x22, x21, [sp, #352]
  stp x20, x19, [sp, #368]
  add x29, sp, #288
  ldp x10, x9, [x1]
  mov x19, x8
  ands x8, x3, #0x7fffffffffffff80
  and x22, x3, #0x7f
  rev x24, x10
  rev x23, x9
  b.eq L0
  ldp q@0, q@1, [x0, #208]
  and x9, x3, #0xffffffffffffff80
  ldp q@2, q@3, [x0]
  neg x9, x9
  ldp q@4, q@5, [x0, #32]
  mov x10, x2
  ldp q@6, q@7, [x0, #64]
  ldr q@8, [x0, #192]
  ldp q@9, q@10, [x0, #96]
  ldp q@11, q@12, [x0, #128]
  ldp q@13, q@14, [x0, #160]
L1:
  rev x13, x24
  adds x14, x23, #1
  rev x15, x23
  fmov d29, x13
  cinc x16, x24, hs
  adds x13, x23, #2
  rev x14, x14
  rev x13, x13
  mov x12, x23
  mov x11, x24
  ldp q@15, q@16, [x10]
  mov v@17.d[1], x15
  rev x15, x16
  cinc x16, x24, hs
  fmov d28, x15
  rev x15, x16
  fmov d25, x15
  eor v@15.16b, v@15.16b, v@1.16b
  mov v@18.d[1], x14
  aese v@17.16b, v@2.16b
  aesmc v@17.16b, v@17.16b
  adds x14, x23, #3
  mov v@19.d[1], x13
  cinc x16, x24, hs
  adds x15, x23, #4
  rev x14, x14
  rev x13, x16
  aese v@17.16b, v@3.16b
  aesmc v@17.16b, v@17.16b
  aese v@18.16b, v@2.16b
  aesmc v@18.16b, v@18.16b
  cinc x16, x24, hs
  fmov d23, x13
  rev x13, x16
  adds x16, x23, #5
  cinc x17, x24, hs
  fmov d24, x13
  adds x13, x23, #6
  aese v@18.16b, v@3.16b
  aesmc v@18.16b, v@18.16b
  aese v@17.16b, v@4.16b
  aesmc v@17.16b, v@17.16b
  mov v@20.d[1], x14
  cinc x14, x24, hs
  adds x23, x23, #8
  rev x15, x15
  rev x14, x14
  cinc x24, x24, hs
  adds x12, x12, #7
  aese v@18.16b, v@4.16b
  aesmc v@18.16b, v@18.16b
  aese v@17.16b, v@5.16b
  aesmc v@17.16b, v@17.16b
  cinc x11, x11, hs
  mov v@21.d[1], x15
  rev x15, x17
  rev x11, x11
  fmov d27, x15
  fmov d26, x14
  fmov d30, x11
  aese v@19.16b, v@2.16b
  aesmc v@19.16b, v@19.16b
  aese v@18.16b, v@5.16b
  aesmc v@18.16b, v@18.16b
  aese v@17.16b, v@6.16b
  aesmc v@17.16b, v@17.16b
  rev x16, x16
  rev x13, x13
  rev x12, x12
  mov v@22.d[1], x16
  mov v@23.d[1], x13
  mov v@24.d[1], x12
  aese v@20.16b, v@2.16b
  aesmc v@20.16b, v@20.16b
  aese v@21.16b, v@2.16b
  aesmc v@21.16b, v@21.16b
  aese v@19.16b, v@3.16b
  aesmc v@19.16b, v@19.16b
  aese v@18.16b, v@6.16b
  aesmc v@18.16b, v@18.16b
  aese v@17.16b, v@7.16b
  aesmc v@17.16b, v@17.16b
  aese v@22.16b, v@2.16b
  aesmc v@22.16b, v@22.16b
  aese v@23.16b, v@2.16b
  aesmc v@23.16b, v@23.16b
  aese v@20.16b, v@3.16b
  aesmc v@20.16b, v@20.16b
  aese v@21.16b, v@3.16b
  aesmc v@21.16b, v@21.16b
  aese v@19.16b, v@4.16b
  aesmc v@19.16b, v@19.16b
  aese v@18.16b, v@7.16b
  aesmc v@18.16b, v@18.16b
  aese v@17.16b, v@9.16b
  aesmc v@17.16b, v@17.16b
  aese v@24.16b, v@2.16b
  aesmc v@24.16b, v@24.16b
  aese v@22.16b, v@3.16b
  aesmc v@22.16b, v@22.16b
  aese v@23.16b, v@3.16b
  aesmc v@23.16b, v@23.16b
  aese v@20.16b, v@4.16b
  aesmc v@20.16b, v@20.16b
  aese v@21.16b, v@4.16b
  aesmc v@21.16b, v@21.16b
  aese v@19.16b, v@5.16b
  aesmc v@19.16b, v@19.16b
  aese v@18.16b, v@9.16b
  aesmc v@18.16b, v@18.16b
  aese v@17.16b, v@10.16b
  aesmc v@17.16b, v@17.16b
  aese v@24.16b, v@3.16b
  aesmc v@24.16b, v@24.16b
  aese v@22.16b, v@4.16b
  aesmc v@22.16b, v@22.16b
  aese v@23.16b, v@4.16b
  aesmc v@23.16b, v@23.16b
  aese v@20.16b, v@5.16b
  aesmc v@20.16b, v@20.16b
  aese v@21.16b, v@5.16b
  aesmc v@21.16b, v@21.16b
  aese v@19.16b, v@6.16b
  aesmc v@19.16b, v@19.16b
  adds x9, x9, #128
  aese v@18.16b, v@10.16b
  aesmc v@18.16b, v@18.16b
  aese v@17.16b, v@11.16b
  aesmc v@17.16b, v@17.16b
  aese v@24.16b, v@4.16b
  aesmc v@24.16b, v@24.16b
  aese v@22.16b, v@5.16b
  aesmc v@22.16b, v@22.16b
  aese v@23.16b, v@5.16b
  aesmc v@23.16b, v@23.16b
  aese v@20.16b, v@6.16b
  aesmc v@20.16b, v@20.16b
  aese v@21.16b, v@6.16b
  aesmc v@21.16b, v@21.16b
  aese v@19.16b, v@7.16b
  aesmc v@19.16b, v@19.16b
  aese v@18.16b, v@11.16b
  aesmc v@18.16b, v@18.16b
  aese v@17.16b, v@12.16b
  aesmc v@17.16b, v@17.16b
  aese v@24.16b, v@5.16b
  aesmc v@24.16b, v@24.16b
  aese v@22.16b, v@6.16b
  aesmc v@22.16b, v@22.16b
  aese v@23.16b, v@6.16b
  aesmc v@23.16b, v@23.16b
  aese v@20.16b, v@7.16b
  aesmc v@20.16b, v@20.16b
  aese v@21.16b, v@7.16b
  aesmc v@21.16b, v@21.16b
  aese v@19.16b, v@9.16b
  aesmc v@19.16b, v@19.16b
  aese v@18.16b, v@12.16b
  aesmc v@18.16b, v@18.16b
  aese v@17.16b, v@13.16b
  aesmc v@17.16b, v@17.16b
  aese v@24.16b, v@6.16b
  aesmc v@24.16b, v@24.16b
  aese v@22.16b, v@7.16b
  aesmc v@22.16b, v@22.16b
  aese v@23.16b, v@7.16b
  aesmc v@23.16b, v@23.16b
  aese v@20.16b, v@9.16b
  aesmc v@20.16b, v@20.16b
  aese v@21.16b, v@9.16b
  aesmc v@21.16b, v@21.16b
  aese v@19.16b, v@10.16b
  aesmc v@19.16b, v@19.16b
  aese v@18.16b, v@13.16b
  aesmc v@18.16b, v@18.16b
  aese v@24.16b, v@7.16b
  aesmc v@24.16b, v@24.16b
  aese v@17.16b, v@14.16b
  aesmc v@17.16b, v@17.16b
  aese v@22.16b, v@9.16b
  aesmc v@22.16b, v@22.16b
  aese v@23.16b, v@9.16b
  aesmc v@23.16b, v@23.16b
  aese v@20.16b, v@10.16b
  aesmc v@20.16b, v@20.16b
  aese v@21.16b, v@10.16b
  aesmc v@21.16b, v@21.16b
  aese v@19.16b, v@11.16b
  aesmc v@19.16b, v@19.16b
  aese v@18.16b, v@14.16b
  aesmc v@18.16b, v@18.16b
  aese v@24.16b, v@9.16b
  aesmc v@24.16b, v@24.16b
  aese v@17.16b, v@8.16b
  aesmc v@17.16b, v@17.16b
  aese v@22.16b, v@10.16b
  aesmc v@22.16b, v@22.16b
  aese v@23.16b, v@10.16b
  aesmc v@23.16b, v@23.16b
  aese v@20.16b, v@11.16b
  aesmc v@20.16b, v@20.16b
  aese v@21.16b, v@11.16b
  aesmc v@21.16b, v@21.16b
  aese v@19.16b, v@12.16b
  aesmc v@19.16b, v@19.16b
  aese v@18.16b, v@8.16b
  aesmc v@18.16b, v@18.16b
  aese v@24.16b, v@10.16b
  aesmc v@24.16b, v@24.16b
  aese v@17.16b, v@0.16b
  aese v@22.16b, v@11.16b
  aesmc v@22.16b, v@22.16b
  aese v@23.16b, v@11.16b
  aesmc v@23.16b, v@23.16b
  aese v@20.16b, v@12.16b
  aesmc v@20.16b, v@20.16b
  aese v@21.16b, v@12.16b
  aesmc v@21.16b, v@21.16b
  aese v@19.16b, v@13.16b
  aesmc v@19.16b, v@19.16b
  aese v@24.16b, v@11.16b
  aesmc v@24.16b, v@24.16b
  aese v@18.16b, v@0.16b
  eor v@17.16b, v@17.16b, v@15.16b
  eor v@15.16b, v@16.16b, v@1.16b
  aese v@22.16b, v@12.16b
  aesmc v@22.16b, v@22.16b
  aese v@23.16b, v@12.16b
  aesmc v@23.16b, v@23.16b
  aese v@20.16b, v@13.16b
  aesmc v@20.16b, v@20.16b
  aese v@21.16b, v@13.16b
  aesmc v@21.16b, v@21.16b
  aese v@19.16b, v@14.16b
  aesmc v@19.16b, v@19.16b
  aese v@24.16b, v@12.16b
  aesmc v@24.16b, v@24.16b
  eor v@18.16b, v@18.16b, v@15.16b
  aese v@22.16b, v@13.16b
  aesmc v@22.16b, v@22.16b
  ldp q@15, q@16, [x10, #64]
  aese v@23.16b, v@13.16b
  aesmc v@23.16b, v@23.16b
  aese v@20.16b, v@14.16b
  aesmc v@20.16b, v@20.16b
  stp q@17, q@18, [x10]
  aese v@21.16b, v@14.16b
  aesmc v@21.16b, v@21.16b
  ldp q@17, q@18, [x10, #32]
  aese v@19.16b, v@8.16b
  aesmc v@19.16b, v@19.16b
  aese v@24.16b, v@13.16b
  aesmc v@24.16b, v@24.16b
  aese v@22.16b, v@14.16b
  aesmc v@22.16b, v@22.16b
  aese v@23.16b, v@14.16b
  aesmc v@23.16b, v@23.16b
  aese v@20.16b, v@8.16b
  aesmc v@20.16b, v@20.16b
  aese v@21.16b, v@8.16b
  aesmc v@21.16b, v@21.16b
  aese v@19.16b, v@0.16b
  eor v@17.16b, v@17.16b, v@1.16b
  aese v@24.16b, v@14.16b
  aesmc v@24.16b, v@24.16b
  aese v@22.16b, v@8.16b
  aesmc v@22.16b, v@22.16b
  aese v@23.16b, v@8.16b
  aesmc v@23.16b, v@23.16b
  aese v@20.16b, v@0.16b
  aese v@21.16b, v@0.16b
  eor v@19.16b, v@19.16b, v@17.16b
  eor v@18.16b, v@18.16b, v@1.16b
  eor v@17.16b, v@15.16b, v@1.16b
  ldp q@15, q@25, [x10, #96]
  aese v@24.16b, v@8.16b
  aesmc v@24.16b, v@24.16b
  aese v@22.16b, v@0.16b
  eor v@16.16b, v@16.16b, v@1.16b
  eor v@20.16b, v@20.16b, v@18.16b
  aese v@23.16b, v@0.16b
  eor v@18.16b, v@15.16b, v@1.16b
  eor v@21.16b, v@21.16b, v@17.16b
  eor v@17.16b, v@25.16b, v@1.16b
  aese v@24.16b, v@0.16b
  stp q@19, q@20, [x10, #32]
  eor v@22.16b, v@22.16b, v@16.16b
  eor v@20.16b, v@23.16b, v@18.16b
  eor v@19.16b, v@24.16b, v@17.16b
  stp q@21, q@22, [x10, #64]
  stp q@20, q@19, [x10, #96]
  add x10, x10, #128
  b.ne L1
L0:
  cbz x22, L2
  ldp q@2, q@3, [x0]
  add x20, x2, x8
  ldp q@4, q@5, [x0, #32]
  mov w25, #16
  ldp q@6, q@7, [x0, #64]
  sub x26, x29, #32
  ldp q@9, q@10, [x0, #96]
  ldr q@20, [x0, #224]
  ldp q@11, q@12, [x0, #128]
  stp q@5, q@4, [x29, #-112]
  stp q@3, q@2, [x29, #-80]
  ldp q@13, q@14, [x0, #160]
  stur q@6, [x29, #-128]
  ldp q@0, q@8, [x0, #192]
  stp q@11, q@10, [sp, #96]
  stp q@13, q@12, [sp, #64]
  stp q@20, q@8, [sp]
  stp q@0, q@14, [sp, #32]
  stp q@9, q@7, [sp, #128]
  b L3
L4:
  ldr q@1, [x20]
  eor v@1.16b, v@1.16b, v@21.16b
  str q@1, [x20]
  mov x20, x27
  cbz x22, L2
L3:
  rev x8, x24
  rev x9, x23
  cmp x22, #16
  fmov d0, x8
  csel x21, x22, x25, lo
  adds x23, x23, #1
  cinc x24, x24, hs
  cmp x22, #15
  add x27, x20, x21
  sub x22, x22, x21
  mov v@1.d[1], x9
  aese v@1.16b, v@2.16b
  aesmc v@1.16b, v@1.16b
  aese v@1.16b, v@3.16b
  aesmc v@1.16b, v@1.16b
  aese v@1.16b, v@4.16b
  aesmc v@1.16b, v@1.16b
  aese v@1.16b, v@5.16b
  aesmc v@1.16b, v@1.16b
  aese v@1.16b, v@6.16b
  aesmc v@1.16b, v@1.16b
  aese v@1.16b, v@7.16b
  aesmc v@1.16b, v@1.16b
  aese v@1.16b, v@9.16b
  aesmc v@1.16b, v@1.16b
  aese v@1.16b, v@10.16b
  aesmc v@1.16b, v@1.16b
  aese v@1.16b, v@11.16b
  aesmc v@1.16b, v@1.16b
  aese v@1.16b, v@12.16b
  aesmc v@1.16b, v@1.16b
  aese v@1.16b, v@13.16b
  aesmc v@1.16b, v@1.16b
  aese v@1.16b, v@14.16b
  aesmc v@1.16b, v@1.16b
  aese v@1.16b, v@0.16b
  aesmc v@1.16b, v@1.16b
  aese v@1.16b, v@8.16b
  eor v@21.16b, v@1.16b, v@20.16b
  b.hi L4
  sub x2, x25, x21
  add x0, x26, x21
  mov w1, wzr
  stur q@21, [x29, #-48]
  bl memset
  sub x0, x29, #32
  mov x1, x20
  mov x2, x21
  bl memcpy
  ldp q@2, q@1, [x29, #-48]
  sub x1, x29, #32
  mov x0, x20
  mov x2, x21
  eor v@1.16b, v@1.16b, v@2.16b
  stur q@1, [x29, #-32]
  bl memcpy
  stp xzr, xzr, [x29, #-32]
  ldp q@20, q@8, [sp]
  ldp q@0, q@14, [sp, #32]
  ldur q@2, [x29, #-64]
  ldp q@13, q@12, [sp, #64]
  ldp q@11, q@10, [sp, #96]
  ldp q@9, q@7, [sp, #128]
  ldp q@6, q@5, [x29, #-128]
  ldp q@4, q@3, [x29, #-96]



  mov x20, x27
  cbnz x22, L3
L2:
  rev x8, x23
  rev x9, x24
  stp x9, x8, [x19]
  ldp x20, x19, [sp, #368]
  ldp x22, x21, [sp, #352]
  ldp x24, x23, [sp, #336]
  ldp x26, x25, [sp, #320]
  ldp x28, x27, [sp, #304]
  ldp x29, x30, [sp, #288]
  ldp d9, d8, [sp, #272]
  add sp, sp, #384
  ret
== hw_aes256::arch::aarch64::aes_pmull::ctr32_xor#0
  sub sp, sp, #400
  str d10, [sp, #288]
  stp d9, d8, [sp, #304]
  stp x29, x30, [sp, #320]
  stp x28, x25, [sp, #336]
  stp x24, x23, [sp, #352]
  stp x22, x21, [sp, #368]
  stp x20, x19, [sp, #384]
  add x29, sp, #320
  ldr q@0, [x1]
  mov x19, x8
  ands x8, x3, #0x7fffffffffffff80
  and x23, x3, #0x7f
  mov w9, v@0.s[3]
  rev w22, w9
  b.eq L0
  ldp q@1, q@2, [x0, #208]
  and x9, x3, #0xffffffffffffff80
  ldp q@3, q@4, [x0]
  neg x9, x9
  ldp q@5, q@6, [x0, #32]
  mov x10, x2
  ldp q@7, q@8, [x0, #64]
  ldr q@9, [x0, #192]
  ldp q@10, q@11, [x0, #96]
  ldp q@12, q@13, [x0, #128]
  ldp q@14, q@15, [x0, #160]
L1:
  mov v@16.16b, v@0.16b
  rev w11, w22
  adds x9, x9, #128
  ldp q@17, q@18, [x10]
  mov v@16.s[3], w11
  add w11, w22, #1
  rev w11, w11
  eor v@17.16b, v@17.16b, v@2.16b
  eor v@18.16b, v@18.16b, v@2.16b
  mov v@19.16b, v@16.16b
  aese v@16.16b, v@3.16b
  aesmc v@16.16b, v@16.16b
  mov v@19.s[3], w11
  add w11, w22, #2
  aese v@16.16b, v@4.16b
  aesmc v@16.16b, v@16.16b
  rev w11, w11
  mov v@20.16b, v@19.16b
  aese v@16.16b, v@5.16b
  aesmc v@16.16b, v@16.16b
  aese v@19.16b, v@3.16b
  aesmc v@19.16b, v@19.16b
  mov v@20.s[3], w11
  add w11, w22, #3
  aese v@16.16b, v@6.16b
  aesmc v@16.16b, v@16.16b
  rev w11, w11
  aese v@19.16b, v@4.16b
  aesmc v@19.16b, v@19.16b
  mov v@21.16b, v@20.16b
  aese v@16.16b, v@7.16b
  aesmc v@16.16b, v@16.16b
  aese v@19.16b, v@5.16b
  aesmc v@19.16b, v@19.16b
  aese v@20.16b, v@3.16b
  aesmc v@20.16b, v@20.16b
  mov v@21.s[3], w11
  aese v@16.16b, v@8.16b
  aesmc v@16.16b, v@16.16b
  add w11, w22, #4
  aese v@19.16b, v@6.16b
  aesmc v@19.16b, v@19.16b
  rev w11, w11
  aese v@20.16b, v@4.16b
  aesmc v@20.16b, v@20.16b
  aese v@16.16b, v@10.16b
  aesmc v@16.16b, v@16.16b
  mov v@22.16b, v@21.16b
  aese v@21.16b, v@3.16b
  aesmc v@21.16b, v@21.16b
  aese v@19.16b, v@7.16b
  aesmc v@19.16b, v@19.16b
  aese v@20.16b, v@5.16b
  aesmc v@20.16b, v@20.16b
  aese v@16.16b, v@11.16b
  aesmc v@16.16b, v@16.16b
  mov v@22.s[3], w11
  add w11, w22, #5
  aese v@21.16b, v@4.16b
  aesmc v@21.16b, v@21.16b
  rev w11, w11
  aese v@19.16b, v@8.16b
  aesmc v@19.16b, v@19.16b
  aese v@16.16b, v@12.16b
  aesmc v@16.16b, v@16.16b
  aese v@20.16b, v@6.16b
  aesmc v@20.16b, v@20.16b
  mov v@23.16b, v@22.16b
  aese v@22.16b, v@3.16b
  aesmc v@22.16b, v@22.16b
  aese v@16.16b, v@13.16b
  aesmc v@16.16b, v@16.16b
  aese v@21.16b, v@5.16b
  aesmc v@21.16b, v@21.16b
  aese v@19.16b, v@10.16b
  aesmc v@19.16b, v@19.16b
  mov v@23.s[3], w11
  add w11, w22, #6
  aese v@22.16b, v@4.16b
  aesmc v@22.16b, v@22.16b
  rev w11, w11
  aese v@16.16b, v@14.16b
  aesmc v@16.16b, v@16.16b
  aese v@20.16b, v@7.16b
  aesmc v@20.16b, v@20.16b
  aese v@21.16b, v@6.16b
  aesmc v@21.16b, v@21.16b
  aese v@19.16b, v@11.16b
  aesmc v@19.16b, v@19.16b
  mov v@24.16b, v@23.16b
  aese v@23.16b, v@3.16b
  aesmc v@23.16b, v@23.16b
  aese v@16.16b, v@15.16b
  aesmc v@16.16b, v@16.16b
  aese v@22.16b, v@5.16b
  aesmc v@22.16b, v@22.16b
  aese v@20.16b, v@8.16b
  aesmc v@20.16b, v@20.16b
  mov v@24.s[3], w11
  add w11, w22, #7
  aese v@16.16b, v@9.16b
  aesmc v@16.16b, v@16.16b
  rev w11, w11
  aese v@23.16b, v@4.16b
  aesmc v@23.16b, v@23.16b
  aese v@22.16b, v@6.16b
  aesmc v@22.16b, v@22.16b
  aese v@21.16b, v@7.16b
  aesmc v@21.16b, v@21.16b
  mov v@0.16b, v@24.16b
  aese v@16.16b, v@1.16b
  aese v@24.16b, v@3.16b
  aesmc v@24.16b, v@24.16b
  aese v@23.16b, v@5.16b
  aesmc v@23.16b, v@23.16b
  aese v@22.16b, v@7.16b
  aesmc v@22.16b, v@22.16b
  aese v@19.16b, v@12.16b
  aesmc v@19.16b, v@19.16b
  mov v@0.s[3], w11
  eor v@16.16b, v@16.16b, v@17.16b
  aese v@24.16b, v@4.16b
  aesmc v@24.16b, v@24.16b
  aese v@23.16b, v@6.16b
  aesmc v@23.16b, v@23.16b
  aese v@20.16b, v@10.16b
  aesmc v@20.16b, v@20.16b
  aese v@21.16b, v@8.16b
  aesmc v@21.16b, v@21.16b
  add w22, w22, #8
  mov v@17.16b, v@0.16b
  aese v@24.16b, v@5.16b
  aesmc v@24.16b, v@24.16b
  aese v@23.16b, v@7.16b
  aesmc v@23.16b, v@23.16b
  aese v@22.16b, v@8.16b
  aesmc v@22.16b, v@22.16b
  aese v@19.16b, v@13.16b
  aesmc v@19.16b, v@19.16b
  aese v@17.16b, v@3.16b
  aesmc v@17.16b, v@17.16b
  aese v@24.16b, v@6.16b
  aesmc v@24.16b, v@24.16b
  aese v@23.16b, v@8.16b
  aesmc v@23.16b, v@23.16b
  aese v@20.16b, v@11.16b
  aesmc v@20.16b, v@20.16b
  aese v@21.16b, v@10.16b
  aesmc v@21.16b, v@21.16b
  aese v@17.16b, v@4.16b
  aesmc v@17.16b, v@17.16b
  aese v@24.16b, v@7.16b
  aesmc v@24.16b, v@24.16b
  aese v@22.16b, v@10.16b
  aesmc v@22.16b, v@22.16b
  aese v@19.16b, v@14.16b
  aesmc v@19.16b, v@19.16b
  aese v@17.16b, v@5.16b
  aesmc v@17.16b, v@17.16b
  aese v@23.16b, v@10.16b
  aesmc v@23.16b, v@23.16b
  aese v@24.16b, v@8.16b
  aesmc v@24.16b, v@24.16b
  aese v@21.16b, v@11.16b
  aesmc v@21.16b, v@21.16b
  aese v@22.16b, v@11.16b
  aesmc v@22.16b, v@22.16b
  aese v@17.16b, v@6.16b
  aesmc v@17.16b, v@17.16b
  aese v@24.16b, v@10.16b
  aesmc v@24.16b, v@24.16b
  aese v@20.16b, v@12.16b
  aesmc v@20.16b, v@20.16b
  aese v@19.16b, v@15.16b
  aesmc v@19.16b, v@19.16b
  aese v@17.16b, v@7.16b
  aesmc v@17.16b, v@17.16b
  aese v@23.16b, v@11.16b
  aesmc v@23.16b, v@23.16b
  aese v@24.16b, v@11.16b
  aesmc v@24.16b, v@24.16b
  aese v@21.16b, v@12.16b
  aesmc v@21.16b, v@21.16b
  aese v@22.16b, v@12.16b
  aesmc v@22.16b, v@22.16b
  aese v@17.16b, v@8.16b
  aesmc v@17.16b, v@17.16b
  aese v@20.16b, v@13.16b
  aesmc v@20.16b, v@20.16b
  aese v@19.16b, v@9.16b
  aesmc v@19.16b, v@19.16b
  aese v@23.16b, v@12.16b
  aesmc v@23.16b, v@23.16b
  aese v@17.16b, v@10.16b
  aesmc v@17.16b, v@17.16b
  aese v@24.16b, v@12.16b
  aesmc v@24.16b, v@24.16b
  aese v@21.16b, v@13.16b
  aesmc v@21.16b, v@21.16b
  aese v@22.16b, v@13.16b
  aesmc v@22.16b, v@22.16b
  aese v@20.16b, v@14.16b
  aesmc v@20.16b, v@20.16b
  aese v@17.16b, v@11.16b
  aesmc v@17.16b, v@17.16b
  aese v@19.16b, v@1.16b
  aese v@23.16b, v@13.16b
  aesmc v@23.16b, v@23.16b
  aese v@24.16b, v@13.16b
  aesmc v@24.16b, v@24.16b
  aese v@21.16b, v@14.16b
  aesmc v@21.16b, v@21.16b
  aese v@17.16b, v@12.16b
  aesmc v@17.16b, v@17.16b
  aese v@22.16b, v@14.16b
  aesmc v@22.16b, v@22.16b
  aese v@20.16b, v@15.16b
  aesmc v@20.16b, v@20.16b
  eor v@19.16b, v@19.16b, v@18.16b
  aese v@23.16b, v@14.16b
  aesmc v@23.16b, v@23.16b
  ldp q@18, q@25, [x10, #64]
  aese v@17.16b, v@13.16b
  aesmc v@17.16b, v@17.16b
  aese v@24.16b, v@14.16b
  aesmc v@24.16b, v@24.16b
  stp q@16, q@19, [x10]
  aese v@21.16b, v@15.16b
  aesmc v@21.16b, v@21.16b
  ldp q@16, q@19, [x10, #32]
  aese v@22.16b, v@15.16b
  aesmc v@22.16b, v@22.16b
  aese v@20.16b, v@9.16b
  aesmc v@20.16b, v@20.16b
  aese v@17.16b, v@14.16b
  aesmc v@17.16b, v@17.16b
  aese v@23.16b, v@15.16b
  aesmc v@23.16b, v@23.16b
  aese v@24.16b, v@15.16b
  aesmc v@24.16b, v@24.16b
  aese v@21.16b, v@9.16b
  aesmc v@21.16b, v@21.16b
  aese v@22.16b, v@9.16b
  aesmc v@22.16b, v@22.16b
  aese v@20.16b, v@1.16b
  eor v@16.16b, v@16.16b, v@2.16b
  aese v@17.16b, v@15.16b
  aesmc v@17.16b, v@17.16b
  aese v@23.16b, v@9.16b
  aesmc v@23.16b, v@23.16b
  aese v@24.16b, v@9.16b
  aesmc v@24.16b, v@24.16b
  aese v@21.16b, v@1.16b
  aese v@22.16b, v@1.16b
  eor v@20.16b, v@20.16b, v@16.16b
  eor v@19.16b, v@19.16b, v@2.16b
  eor v@16.16b, v@18.16b, v@2.16b
  ldp q@18, q@26, [x10, #96]
  aese v@17.16b, v@9.16b
  aesmc v@17.16b, v@17.16b
  aese v@23.16b, v@1.16b
  eor v@25.16b, v@25.16b, v@2.16b
  eor v@19.16b, v@21.16b, v@19.16b
  aese v@24.16b, v@1.16b
  eor v@22.16b, v@22.16b, v@16.16b
  eor v@21.16b, v@18.16b, v@2.16b
  eor v@16.16b, v@26.16b, v@2.16b
  aese v@17.16b, v@1.16b
  eor v@23.16b, v@23.16b, v@25.16b
  stp q@20, q@19, [x10, #32]
  eor v@19.16b, v@24.16b, v@21.16b
  stp q@22, q@23, [x10, #64]
  eor v@20.16b, v@17.16b, v@16.16b
  stp q@19, q@20, [x10, #96]
  add x10, x10, #128
  b.ne L1
L0:
  cbz x23, L2
  ldp q@3, q@4, [x0]
  add x20, x2, x8
  ldp q@5, q@6, [x0, #32]
  mov w24, #16
  ldp q@7, q@8, [x0, #64]
  sub x25, x29, #48
  ldp q@10, q@11, [x0, #96]
  ldr q@19, [x0, #224]
  ldp q@12, q@13, [x0, #128]
  stp q@6, q@5, [x29, #-144]
  stp q@4, q@3, [x29, #-112]
  ldp q@14, q@15, [x0, #160]
  stp q@11, q@10, [sp, #112]
  ldp q@1, q@9, [x0, #192]
  stp q@13, q@12, [sp, #80]
  stp q@15, q@14, [sp, #48]
  stp q@9, q@1, [sp, #16]
  stp q@8, q@7, [sp, #144]
  str q@19, [sp]
  b L3
L4:
  ldr q@2, [x20]
  eor v@2.16b, v@2.16b, v@20.16b
  str q@2, [x20]
  sub x23, x23, x21
  add x20, x20, x21
  add w22, w22, #1
  cbz x23, L2
L3:
  rev w8, w22
  cmp x23, #16
  mov v@0.s[3], w8
  csel x21, x23, x24, lo
  cmp x23, #15
  mov v@2.16b, v@0.16b
  aese v@2.16b, v@3.16b
  aesmc v@2.16b, v@2.16b
  aese v@2.16b, v@4.16b
  aesmc v@2.16b, v@2.16b
  aese v@2.16b, v@5.16b
  aesmc v@2.16b, v@2.16b
  aese v@2.16b, v@6.16b
  aesmc v@2.16b, v@2.16b
  aese v@2.16b, v@7.16b
  aesmc v@2.16b, v@2.16b
  aese v@2.16b, v@8.16b
  aesmc v@2.16b, v@2.16b
  aese v@2.16b, v@10.16b
  aesmc v@2.16b, v@2.16b
  aese v@2.16b, v@11.16b
  aesmc v@2.16b, v@2.16b
  aese v@2.16b, v@12.16b
  aesmc v@2.16b, v@2.16b
  aese v@2.16b, v@13.16b
  aesmc v@2.16b, v@2.16b
  aese v@2.16b, v@14.16b
  aesmc v@2.16b, v@2.16b
  aese v@2.16b, v@15.16b
  aesmc v@2.16b, v@2.16b
  aese v@2.16b, v@1.16b
  aesmc v@2.16b, v@2.16b
  aese v@2.16b, v@9.16b
  eor v@20.16b, v@2.16b, v@19.16b
  b.hi L4
  add x0, x25, x21
  sub x2, x24, x21
  mov w1, wzr
  stp q@20, q@0, [x29, #-80]
  bl memset
  sub x0, x29, #48
  mov x1, x20
  mov x2, x21
  bl memcpy
  ldur q@2, [x29, #-48]
  ldur q@3, [x29, #-80]
  sub x1, x29, #48
  mov x0, x20
  mov x2, x21
  eor v@2.16b, v@2.16b, v@3.16b
  stur q@2, [x29, #-48]
  bl memcpy
  stp xzr, xzr, [x29, #-48]
  ldp q@19, q@9, [sp]
  ldp q@1, q@15, [sp, #32]
  ldr q@7, [sp, #160]
  ldur q@0, [x29, #-64]
  ldp q@14, q@13, [sp, #64]
  ldp q@12, q@11, [sp, #96]
  ldp q@10, q@8, [sp, #128]
  ldp q@6, q@5, [x29, #-144]
  ldp q@4, q@3, [x29, #-112]



  sub x23, x23, x21
  add x20, x20, x21
  add w22, w22, #1
  cbnz x23, L3
L2:
  rev w8, w22
  mov v@0.s[3], w8
  str q@0, [x19]
  ldp x20, x19, [sp, #384]
  ldr d10, [sp, #288]
  ldp x22, x21, [sp, #368]
  ldp x24, x23, [sp, #352]
  ldp x28, x25, [sp, #336]
  ldp x29, x30, [sp, #320]
  ldp d9, d8, [sp, #304]
  add sp, sp, #400
  ret
== hw_aes256::arch::aarch64::aes_pmull::decrypt_blocks#0
  cbz x2, L0
  ldp q@0, q@1, [x0]
  lsl x8, x2, #4
  ldp q@2, q@3, [x0, #32]
  ldr q@4, [x0, #224]
  ldp q@5, q@6, [x0, #64]
  ldp q@7, q@8, [x0, #96]
  ldp q@9, q@10, [x0, #128]
  ldp q@11, q@12, [x0, #160]
  ldp q@13, q@14, [x0, #192]
L1:
  ldr q@15, [x1]
  subs x8, x8, #16
  aesd v@15.16b, v@0.16b
  aesimc v@15.16b, v@15.16b
  aesd v@15.16b, v@1.16b
  aesimc v@15.16b, v@15.16b
  aesd v@15.16b, v@2.16b
  aesimc v@15.16b, v@15.16b
  aesd v@15.16b, v@3.16b
  aesimc v@15.16b, v@15.16b
  aesd v@15.16b, v@5.16b
  aesimc v@15.16b, v@15.16b
  aesd v@15.16b, v@6.16b
  aesimc v@15.16b, v@15.16b
  aesd v@15.16b, v@7.16b
  aesimc v@15.16b, v@15.16b
  aesd v@15.16b, v@8.16b
  aesimc v@15.16b, v@15.16b
  aesd v@15.16b, v@9.16b
  aesimc v@15.16b, v@15.16b
  aesd v@15.16b, v@10.16b
  aesimc v@15.16b, v@15.16b
  aesd v@15.16b, v@11.16b
  aesimc v@15.16b, v@15.16b
  aesd v@15.16b, v@12.16b
  aesimc v@15.16b, v@15.16b
  aesd v@15.16b, v@13.16b
  aesimc v@15.16b, v@15.16b
  aesd v@15.16b, v@14.16b
  eor v@15.16b, v@15.16b, v@4.16b
  str q@15, [x1], #16
  b.ne L1
L0:
  ret
== hw_aes256::arch::aarch64::aes_pmull::encrypt_blocks#0
  ands x8, x2, #0x7fffffffffffff8
  b.eq L0
  ldp q@0, q@1, [x0, #208]
  and x9, x2, #0xfffffffffffffff8
  ldp q@2, q@3, [x0]
  neg x9, x9
  ldp q@4, q@5, [x0, #32]
  mov x10, x1
  ldp q@6, q@7, [x0, #64]
  ldr q@8, [x0, #192]
  ldp q@9, q@10, [x0, #96]
  ldp q@11, q@12, [x0, #128]
  ldp q@13, q@14, [x0, #160]
L1:
  ldp q@15, q@16, [x10]
  adds x9, x9, #8
  ldp q@17, q@18, [x10, #32]
  ldp q@19, q@20, [x10, #64]
  aese v@15.16b, v@2.16b
  aesmc v@15.16b, v@15.16b
  aese v@16.16b, v@2.16b
  aesmc v@16.16b, v@16.16b
  aese v@17.16b, v@2.16b
  aesmc v@17.16b, v@17.16b
  aese v@18.16b, v@2.16b
  aesmc v@18.16b, v@18.16b
  aese v@19.16b, v@2.16b
  aesmc v@19.16b, v@19.16b
  ldp q@21, q@22, [x10, #96]
  aese v@20.16b, v@2.16b
  aesmc v@20.16b, v@20.16b
  aese v@15.16b, v@3.16b
  aesmc v@15.16b, v@15.16b
  aese v@16.16b, v@3.16b
  aesmc v@16.16b, v@16.16b
  aese v@21.16b, v@2.16b
  aesmc v@21.16b, v@21.16b
  aese v@17.16b, v@3.16b
  aesmc v@17.16b, v@17.16b
  aese v@18.16b, v@3.16b
  aesmc v@18.16b, v@18.16b
  aese v@22.16b, v@2.16b
  aesmc v@22.16b, v@22.16b
  aese v@19.16b, v@3.16b
  aesmc v@19.16b, v@19.16b
  aese v@20.16b, v@3.16b
  aesmc v@20.16b, v@20.16b
  aese v@21.16b, v@3.16b
  aesmc v@21.16b, v@21.16b
  aese v@15.16b, v@4.16b
  aesmc v@15.16b, v@15.16b
  aese v@16.16b, v@4.16b
  aesmc v@16.16b, v@16.16b
  aese v@17.16b, v@4.16b
  aesmc v@17.16b, v@17.16b
  aese v@18.16b, v@4.16b
  aesmc v@18.16b, v@18.16b
  aese v@22.16b, v@3.16b
  aesmc v@22.16b, v@22.16b
  aese v@19.16b, v@4.16b
  aesmc v@19.16b, v@19.16b
  aese v@20.16b, v@4.16b
  aesmc v@20.16b, v@20.16b
  aese v@21.16b, v@4.16b
  aesmc v@21.16b, v@21.16b
  aese v@15.16b, v@5.16b
  aesmc v@15.16b, v@15.16b
  aese v@16.16b, v@5.16b
  aesmc v@16.16b, v@16.16b
  aese v@17.16b, v@5.16b
  aesmc v@17.16b, v@17.16b
  aese v@18.16b, v@5.16b
  aesmc v@18.16b, v@18.16b
  aese v@22.16b, v@4.16b
  aesmc v@22.16b, v@22.16b
  aese v@19.16b, v@5.16b
  aesmc v@19.16b, v@19.16b
  aese v@20.16b, v@5.16b
  aesmc v@20.16b, v@20.16b
  aese v@21.16b, v@5.16b
  aesmc v@21.16b, v@21.16b
  aese v@15.16b, v@6.16b
  aesmc v@15.16b, v@15.16b
  aese v@16.16b, v@6.16b
  aesmc v@16.16b, v@16.16b
  aese v@17.16b, v@6.16b
  aesmc v@17.16b, v@17.16b
  aese v@18.16b, v@6.16b
  aesmc v@18.16b, v@18.16b
  aese v@22.16b, v@5.16b
  aesmc v@22.16b, v@22.16b
  aese v@19.16b, v@6.16b
  aesmc v@19.16b, v@19.16b
  aese v@20.16b, v@6.16b
  aesmc v@20.16b, v@20.16b
  aese v@21.16b, v@6.16b
  aesmc v@21.16b, v@21.16b
  aese v@15.16b, v@7.16b
  aesmc v@15.16b, v@15.16b
  aese v@16.16b, v@7.16b
  aesmc v@16.16b, v@16.16b
  aese v@17.16b, v@7.16b
  aesmc v@17.16b, v@17.16b
  aese v@18.16b, v@7.16b
  aesmc v@18.16b, v@18.16b
  aese v@22.16b, v@6.16b
  aesmc v@22.16b, v@22.16b
  aese v@19.16b, v@7.16b
  aesmc v@19.16b, v@19.16b
  aese v@20.16b, v@7.16b
  aesmc v@20.16b, v@20.16b
  aese v@21.16b, v@7.16b
  aesmc v@21.16b, v@21.16b
  aese v@15.16b, v@9.16b
  aesmc v@15.16b, v@15.16b
  aese v@16.16b, v@9.16b
  aesmc v@16.16b, v@16.16b
  aese v@17.16b, v@9.16b
  aesmc v@17.16b, v@17.16b
  aese v@18.16b, v@9.16b
  aesmc v@18.16b, v@18.16b
  aese v@22.16b, v@7.16b
  aesmc v@22.16b, v@22.16b
  aese v@19.16b, v@9.16b
  aesmc v@19.16b, v@19.16b
  aese v@20.16b, v@9.16b
  aesmc v@20.16b, v@20.16b
  aese v@21.16b, v@9.16b
  aesmc v@21.16b, v@21.16b
  aese v@15.16b, v@10.16b
  aesmc v@15.16b, v@15.16b
  aese v@16.16b, v@10.16b
  aesmc v@16.16b, v@16.16b
  aese v@17.16b, v@10.16b
  aesmc v@17.16b, v@17.16b
  aese v@18.16b, v@10.16b
  aesmc v@18.16b, v@18.16b
  aese v@22.16b, v@9.16b
  aesmc v@22.16b, v@22.16b
  aese v@19.16b, v@10.16b
  aesmc v@19.16b, v@19.16b
  aese v@20.16b, v@10.16b
  aesmc v@20.16b, v@20.16b
  aese v@21.16b, v@10.16b
  aesmc v@21.16b, v@21.16b
  aese v@15.16b, v@11.16b
  aesmc v@15.16b, v@15.16b
  aese v@16.16b, v@11.16b
  aesmc v@16.16b, v@16.16b
  aese v@17.16b, v@11.16b
  aesmc v@17.16b, v@17.16b
  aese v@18.16b, v@11.16b
  aesmc v@18.16b, v@18.16b
  aese v@22.16b, v@10.16b
  aesmc v@22.16b, v@22.16b
  aese v@19.16b, v@11.16b
  aesmc v@19.16b, v@19.16b
  aese v@20.16b, v@11.16b
  aesmc v@20.16b, v@20.16b
  aese v@21.16b, v@11.16b
  aesmc v@21.16b, v@21.16b
  aese v@15.16b, v@12.16b
  aesmc v@15.16b, v@15.16b
  aese v@16.16b, v@12.16b
  aesmc v@16.16b, v@16.16b
  aese v@17.16b, v@12.16b
  aesmc v@17.16b, v@17.16b
  aese v@18.16b, v@12.16b
  aesmc v@18.16b, v@18.16b
  aese v@22.16b, v@11.16b
  aesmc v@22.16b, v@22.16b
  aese v@19.16b, v@12.16b
  aesmc v@19.16b, v@19.16b
  aese v@20.16b, v@12.16b
  aesmc v@20.16b, v@20.16b
  aese v@21.16b, v@12.16b
  aesmc v@21.16b, v@21.16b
  aese v@15.16b, v@13.16b
  aesmc v@15.16b, v@15.16b
  aese v@16.16b, v@13.16b
  aesmc v@16.16b, v@16.16b
  aese v@17.16b, v@13.16b
  aesmc v@17.16b, v@17.16b
  aese v@18.16b, v@13.16b
  aesmc v@18.16b, v@18.16b
  aese v@22.16b, v@12.16b
  aesmc v@22.16b, v@22.16b
  aese v@19.16b, v@13.16b
  aesmc v@19.16b, v@19.16b
  aese v@20.16b, v@13.16b
  aesmc v@20.16b, v@20.16b
  aese v@21.16b, v@13.16b
  aesmc v@21.16b, v@21.16b
  aese v@15.16b, v@14.16b
  aesmc v@15.16b, v@15.16b
  aese v@16.16b, v@14.16b
  aesmc v@16.16b, v@16.16b
  aese v@17.16b, v@14.16b
  aesmc v@17.16b, v@17.16b
  aese v@18.16b, v@14.16b
  aesmc v@18.16b, v@18.16b
  aese v@22.16b, v@13.16b
  aesmc v@22.16b, v@22.16b
  aese v@19.16b, v@14.16b
  aesmc v@19.16b, v@19.16b
  aese v@20.16b, v@14.16b
  aesmc v@20.16b, v@20.16b
  aese v@21.16b, v@14.16b
  aesmc v@21.16b, v@21.16b
  aese v@15.16b, v@8.16b
  aesmc v@15.16b, v@15.16b
  aese v@16.16b, v@8.16b
  aesmc v@16.16b, v@16.16b
  aese v@17.16b, v@8.16b
  aesmc v@17.16b, v@17.16b
  aese v@18.16b, v@8.16b
  aesmc v@18.16b, v@18.16b
  aese v@22.16b, v@14.16b
  aesmc v@22.16b, v@22.16b
  aese v@19.16b, v@8.16b
  aesmc v@19.16b, v@19.16b
  aese v@15.16b, v@0.16b
  aese v@16.16b, v@0.16b
  aese v@20.16b, v@8.16b
  aesmc v@20.16b, v@20.16b
  aese v@21.16b, v@8.16b
  aesmc v@21.16b, v@21.16b
  aese v@17.16b, v@0.16b
  aese v@18.16b, v@0.16b
  aese v@22.16b, v@8.16b
  aesmc v@22.16b, v@22.16b
  eor v@15.16b, v@15.16b, v@1.16b
  eor v@16.16b, v@16.16b, v@1.16b
  aese v@19.16b, v@0.16b
  aese v@20.16b, v@0.16b
  aese v@21.16b, v@0.16b
  eor v@17.16b, v@17.16b, v@1.16b
  eor v@18.16b, v@18.16b, v@1.16b
  stp q@15, q@16, [x10]
  aese v@22.16b, v@0.16b
  eor v@15.16b, v@19.16b, v@1.16b
  eor v@16.16b, v@20.16b, v@1.16b
  stp q@17, q@18, [x10, #32]
  eor v@17.16b, v@21.16b, v@1.16b
  eor v@18.16b, v@22.16b, v@1.16b
  stp q@15, q@16, [x10, #64]
  stp q@17, q@18, [x10, #96]
  add x10, x10, #128
  b.ne L1
L0:
  ubfiz x9, x2, #4, #3
  cbz x9, L2
  ldp q@1, q@2, [x0]
  add x8, x1, x8, lsl #4
  ldp q@3, q@4, [x0, #32]
  ldr q@8, [x0, #224]
  ldp q@5, q@6, [x0, #64]
  ldp q@7, q@9, [x0, #96]
  ldp q@10, q@11, [x0, #128]
  ldp q@12, q@13, [x0, #160]
  ldp q@14, q@0, [x0, #192]
L3:
  ldr q@17, [x8]
  subs x9, x9, #16
  aese v@17.16b, v@1.16b
  aesmc v@17.16b, v@17.16b
  aese v@17.16b, v@2.16b
  aesmc v@17.16b, v@17.16b
  aese v@17.16b, v@3.16b
  aesmc v@17.16b, v@17.16b
  aese v@17.16b, v@4.16b
  aesmc v@17.16b, v@17.16b
  aese v@17.16b, v@5.16b
  aesmc v@17.16b, v@17.16b
  aese v@17.16b, v@6.16b
  aesmc v@17.16b, v@17.16b
  aese v@17.16b, v@7.16b
  aesmc v@17.16b, v@17.16b
  aese v@17.16b, v@9.16b
  aesmc v@17.16b, v@17.16b
  aese v@17.16b, v@10.16b
  aesmc v@17.16b, v@17.16b
  aese v@17.16b, v@11.16b
  aesmc v@17.16b, v@17.16b
  aese v@17.16b, v@12.16b
  aesmc v@17.16b, v@17.16b
  aese v@17.16b, v@13.16b
  aesmc v@17.16b, v@17.16b
  aese v@17.16b, v@14.16b
  aesmc v@17.16b, v@17.16b
  aese v@17.16b, v@0.16b
  eor v@17.16b, v@17.16b, v@8.16b
  str q@17, [x8], #16
  b.ne L3
L2:
  ret
== hw_aes256::arch::aarch64::aes_pmull::expand_key#0
  sub sp, sp, #272
  stp x29, x30, [sp, #240]
  str x28, [sp, #256]
  add x29, sp, #240
  movi v@0.2d, #0000000000000000
  ldp q@1, q@2, [x0]
  mov x8, xzr
  mov x9, sp
  adrp x10, C0
  add x10, x10, :lo12:C0
  stp q@1, q@2, [sp]
  stp q@0, q@0, [sp, #48]
  stp q@0, q@0, [sp, #80]
  stp q@0, q@0, [sp, #112]
  stp q@0, q@0, [sp, #144]
  stp q@0, q@0, [sp, #176]
  stp q@0, q@0, [sp, #208]
  str q@0, [sp, #32]
  b L0
L1:
  dup v@1.4s, w12
  aese v@1.16b, v@0.16b
  fmov w12, s1
L2:
  ldr w13, [x9, x8, lsl #2]
  add x8, x8, #1
  cmp x8, #52
  eor w12, w13, w12
  str w12, [x11, #32]
  b.eq L3
L0:
  add x11, x9, x8, lsl #2
  add x13, x8, #8
  and x14, x13, #0x7
  ldr w12, [x11, #28]
  cmp x14, #4
  b.eq L1
  cbnz x14, L2
  lsr x13, x13, #3
  sub x0, x13, #1
  cmp x0, #6
  b.hi L4
  ror w12, w12, #8
  dup v@1.4s, w12
  ldr w12, [x10, x0, lsl #2]
  aese v@1.16b, v@0.16b
  fmov w13, s1
  eor w12, w13, w12
  b L2
L3:
  ldp q@0, q@1, [sp, #192]
  mov x8, sp
  ldr q@2, [sp, #224]
  str x8, [x29, #24]
  add x8, x29, #24
  stp q@0, q@1, [x1, #192]
  ldp q@0, q@1, [sp, #128]
  str q@2, [x1, #224]
  stp q@0, q@1, [x1, #128]
  ldp q@0, q@2, [sp, #160]
  stp q@0, q@2, [x1, #160]
  ldp q@1, q@0, [sp, #64]
  stp q@1, q@0, [x1, #64]
  ldp q@0, q@2, [sp, #96]
  stp q@0, q@2, [x1, #96]
  ldp q@1, q@0, [sp]
  movi v@2.2d, #0000000000000000
  stp q@1, q@0, [x1]
  ldp q@0, q@3, [sp, #32]
  stp q@2, q@2, [sp, #16]
  stp q@0, q@3, [x1, #32]
  stp q@2, q@2, [sp, #48]
  stp q@2, q@2, [sp, #80]
  stp q@2, q@2, [sp, #112]
  stp q@2, q@2, [sp, #144]
  stp q@2, q@2, [sp, #176]
  stp q@2, q@2, [sp, #208]
  str q@2, [sp]


  ldp x29, x30, [sp, #240]
  ldr x28, [sp, #256]
  add sp, sp, #272
  ret
L4:
  adrp x2, C1
  add x2, x2, :lo12:C1
  mov w1, #7
  bl core::panicking::panic_bounds_check
== hw_aes256::arch::aarch64::aes_pmull::expand_key_and_inverse#0
  stp x29, x30, [sp, #-32]!
  stp x20, x19, [sp, #16]
  mov x29, sp
  mov x19, x2
  mov x20, x1
  bl hw_aes256::arch::aarch64::aes_pmull::expand_key
  ldp q@0, q@1, [x20, #192]
  ldr q@2, [x20, #224]
  ldp q@3, q@4, [x20, #160]
  aesimc v@1.16b, v@1.16b
  aesimc v@0.16b, v@0.16b
  aesimc v@3.16b, v@3.16b
  stp q@2, q@1, [x19]
  aesimc v@2.16b, v@4.16b
  ldp q@5, q@4, [x20, #128]
  stp q@0, q@2, [x19, #32]
  aesimc v@1.16b, v@4.16b
  ldp q@4, q@0, [x20, #96]
  aesimc v@5.16b, v@5.16b
  stp q@3, q@1, [x19, #64]
  aesimc v@0.16b, v@0.16b
  aesimc v@4.16b, v@4.16b
  ldp q@3, q@2, [x20, #64]
  stp q@5, q@0, [x19, #96]
  ldr q@0, [x20, #16]
  aesimc v@1.16b, v@2.16b
  ldp q@5, q@2, [x20, #32]
  aesimc v@3.16b, v@3.16b
  aesimc v@0.16b, v@0.16b
  aesimc v@2.16b, v@2.16b
  stp q@4, q@1, [x19, #128]
  aesimc v@1.16b, v@5.16b
  stp q@3, q@2, [x19, #160]
  ldr q@2, [x20]
  stp q@1, q@0, [x19, #192]
  str q@2, [x19, #224]
  ldp x20, x19, [sp, #16]
  ldp x29, x30, [sp], #32
  ret
== hw_aes256::arch::aarch64::aes_pmull::kw_unwrap#0
  ldr x11, [x1]
  cbz x3, L0
  add x9, x3, x3, lsl #1
  ldp q@0, q@1, [x0]
  ldp q@2, q@3, [x0, #32]
  lsl x8, x3, #3
  ldp q@4, q@5, [x0, #64]
  lsl x9, x9, #1
  ldp q@6, q@7, [x0, #96]
  sub x10, x2, #8
  ldp q@8, q@9, [x0, #128]
  mov x12, x8
  ldp q@10, q@11, [x0, #160]
  ldr q@12, [x0, #224]
  ldp q@13, q@14, [x0, #192]
L1:
  rev x14, x9
  add x13, x10, x12
  subs x12, x12, #8
  eor x11, x11, x14
  ldr d23, [x13]
  sub x9, x9, #1
  fmov d24, x11
  mov v@15.d[1], v@16.d[0]
  aesd v@15.16b, v@0.16b
  aesimc v@15.16b, v@15.16b
  aesd v@15.16b, v@1.16b
  aesimc v@15.16b, v@15.16b
  aesd v@15.16b, v@2.16b
  aesimc v@15.16b, v@15.16b
  aesd v@15.16b, v@3.16b
  aesimc v@15.16b, v@15.16b
  aesd v@15.16b, v@4.16b
  aesimc v@15.16b, v@15.16b
  aesd v@15.16b, v@5.16b
  aesimc v@15.16b, v@15.16b
  aesd v@15.16b, v@6.16b
  aesimc v@15.16b, v@15.16b
  aesd v@15.16b, v@7.16b
  aesimc v@15.16b, v@15.16b
  aesd v@15.16b, v@8.16b
  aesimc v@15.16b, v@15.16b
  aesd v@15.16b, v@9.16b
  aesimc v@15.16b, v@15.16b
  aesd v@15.16b, v@10.16b
  aesimc v@15.16b, v@15.16b
  aesd v@15.16b, v@11.16b
  aesimc v@15.16b, v@15.16b
  aesd v@15.16b, v@13.16b
  aesimc v@15.16b, v@15.16b
  aesd v@15.16b, v@14.16b
  eor v@16.16b, v@15.16b, v@12.16b
  fmov x11, d23
  st1 { v@16.d }[1], [x13]
  b.ne L1
  mov x12, x8
L2:
  rev x14, x9
  add x13, x10, x12
  subs x12, x12, #8
  eor x11, x11, x14
  ldr d23, [x13]
  sub x9, x9, #1
  fmov d24, x11
  mov v@15.d[1], v@16.d[0]
  aesd v@15.16b, v@0.16b
  aesimc v@15.16b, v@15.16b
  aesd v@15.16b, v@1.16b
  aesimc v@15.16b, v@15.16b
  aesd v@15.16b, v@2.16b
  aesimc v@15.16b, v@15.16b
  aesd v@15.16b, v@3.16b
  aesimc v@15.16b, v@15.16b
  aesd v@15.16b, v@4.16b
  aesimc v@15.16b, v@15.16b
  aesd v@15.16b, v@5.16b
  aesimc v@15.16b, v@15.16b
  aesd v@15.16b, v@6.16b
  aesimc v@15.16b, v@15.16b
  aesd v@15.16b, v@7.16b
  aesimc v@15.16b, v@15.16b
  aesd v@15.16b, v@8.16b
  aesimc v@15.16b, v@15.16b
  aesd v@15.16b, v@9.16b
  aesimc v@15.16b, v@15.16b
  aesd v@15.16b, v@10.16b
  aesimc v@15.16b, v@15.16b
  aesd v@15.16b, v@11.16b
  aesimc v@15.16b, v@15.16b
  aesd v@15.16b, v@13.16b
  aesimc v@15.16b, v@15.16b
  aesd v@15.16b, v@14.16b
  eor v@16.16b, v@15.16b, v@12.16b
  fmov x11, d23
  st1 { v@16.d }[1], [x13]
  b.ne L2
  mov x12, x8
L3:
  rev x14, x9
  add x13, x10, x12
  subs x12, x12, #8
  eor x11, x11, x14
  ldr d23, [x13]
  sub x9, x9, #1
  fmov d24, x11
  mov v@15.d[1], v@16.d[0]
  aesd v@15.16b, v@0.16b
  aesimc v@15.16b, v@15.16b
  aesd v@15.16b, v@1.16b
  aesimc v@15.16b, v@15.16b
  aesd v@15.16b, v@2.16b
  aesimc v@15.16b, v@15.16b
  aesd v@15.16b, v@3.16b
  aesimc v@15.16b, v@15.16b
  aesd v@15.16b, v@4.16b
  aesimc v@15.16b, v@15.16b
  aesd v@15.16b, v@5.16b
  aesimc v@15.16b, v@15.16b
  aesd v@15.16b, v@6.16b
  aesimc v@15.16b, v@15.16b
  aesd v@15.16b, v@7.16b
  aesimc v@15.16b, v@15.16b
  aesd v@15.16b, v@8.16b
  aesimc v@15.16b, v@15.16b
  aesd v@15.16b, v@9.16b
  aesimc v@15.16b, v@15.16b
  aesd v@15.16b, v@10.16b
  aesimc v@15.16b, v@15.16b
  aesd v@15.16b, v@11.16b
  aesimc v@15.16b, v@15.16b
  aesd v@15.16b, v@13.16b
  aesimc v@15.16b, v@15.16b
  aesd v@15.16b, v@14.16b
  eor v@16.16b, v@15.16b, v@12.16b
  fmov x11, d23
  st1 { v@16.d }[1], [x13]
  b.ne L3
  mov x12, x8
L4:
  rev x14, x9
  add x13, x10, x12
  subs x12, x12, #8
  eor x11, x11, x14
  ldr d23, [x13]
  sub x9, x9, #1
  fmov d24, x11
  mov v@15.d[1], v@16.d[0]
  aesd v@15.16b, v@0.16b
  aesimc v@15.16b, v@15.16b
  aesd v@15.16b, v@1.16b
  aesimc v@15.16b, v@15.16b
  aesd v@15.16b, v@2.16b
  aesimc v@15.16b, v@15.16b
  aesd v@15.16b, v@3.16b
  aesimc v@15.16b, v@15.16b
  aesd v@15.16b, v@4.16b
  aesimc v@15.16b, v@15.16b
  aesd v@15.16b, v@5.16b
  aesimc v@15.16b, v@15.16b
  aesd v@15.16b, v@6.16b
  aesimc v@15.16b, v@15.16b
  aesd v@15.16b, v@7.16b
  aesimc v@15.16b, v@15.16b
  aesd v@15.16b, v@8.16b
  aesimc v@15.16b, v@15.16b
  aesd v@15.16b, v@9.16b
  aesimc v@15.16b, v@15.16b
  aesd v@15.16b, v@10.16b
  aesimc v@15.16b, v@15.16b
  aesd v@15.16b, v@11.16b
  aesimc v@15.16b, v@15.16b
  aesd v@15.16b, v@13.16b
  aesimc v@15.16b, v@15.16b
  aesd v@15.16b, v@14.16b
  eor v@16.16b, v@15.16b, v@12.16b
  fmov x11, d23
  st1 { v@16.d }[1], [x13]
  b.ne L4
  mov x12, x8
L5:
  rev x14, x9
  add x13, x10, x12
  subs x12, x12, #8
  eor x11, x11, x14
  ldr d23, [x13]
  sub x9, x9, #1
  fmov d24, x11
  mov v@15.d[1], v@16.d[0]
  aesd v@15.16b, v@0.16b
  aesimc v@15.16b, v@15.16b
  aesd v@15.16b, v@1.16b
  aesimc v@15.16b, v@15.16b
  aesd v@15.16b, v@2.16b
  aesimc v@15.16b, v@15.16b
  aesd v@15.16b, v@3.16b
  aesimc v@15.16b, v@15.16b
  aesd v@15.16b, v@4.16b
  aesimc v@15.16b, v@15.16b
  aesd v@15.16b, v@5.16b
  aesimc v@15.16b, v@15.16b
  aesd v@15.16b, v@6.16b
  aesimc v@15.16b, v@15.16b
  aesd v@15.16b, v@7.16b
  aesimc v@15.16b, v@15.16b
  aesd v@15.16b, v@8.16b
  aesimc v@15.16b, v@15.16b
  aesd v@15.16b, v@9.16b
  aesimc v@15.16b, v@15.16b
  aesd v@15.16b, v@10.16b
  aesimc v@15.16b, v@15.16b
  aesd v@15.16b, v@11.16b
  aesimc v@15.16b, v@15.16b
  aesd v@15.16b, v@13.16b
  aesimc v@15.16b, v@15.16b
  aesd v@15.16b, v@14.16b
  eor v@16.16b, v@15.16b, v@12.16b
  fmov x11, d23
  st1 { v@16.d }[1], [x13]
  b.ne L5
L6:
  rev x13, x9
  add x12, x10, x8
  subs x8, x8, #8
  eor x11, x11, x13
  ldr d23, [x12]
  sub x9, x9, #1
  fmov d24, x11
  mov v@15.d[1], v@16.d[0]
  aesd v@15.16b, v@0.16b
  aesimc v@15.16b, v@15.16b
  aesd v@15.16b, v@1.16b
  aesimc v@15.16b, v@15.16b
  aesd v@15.16b, v@2.16b
  aesimc v@15.16b, v@15.16b
  aesd v@15.16b, v@3.16b
  aesimc v@15.16b, v@15.16b
  aesd v@15.16b, v@4.16b
  aesimc v@15.16b, v@15.16b
  aesd v@15.16b, v@5.16b
  aesimc v@15.16b, v@15.16b
  aesd v@15.16b, v@6.16b
  aesimc v@15.16b, v@15.16b
  aesd v@15.16b, v@7.16b
  aesimc v@15.16b, v@15.16b
  aesd v@15.16b, v@8.16b
  aesimc v@15.16b, v@15.16b
  aesd v@15.16b, v@9.16b
  aesimc v@15.16b, v@15.16b
  aesd v@15.16b, v@10.16b
  aesimc v@15.16b, v@15.16b
  aesd v@15.16b, v@11.16b
  aesimc v@15.16b, v@15.16b
  aesd v@15.16b, v@13.16b
  aesimc v@15.16b, v@15.16b
  aesd v@15.16b, v@14.16b
  eor v@16.16b, v@15.16b, v@12.16b
  fmov x11, d23
  st1 { v@16.d }[1], [x12]
  b.ne L6
L0:
  str x11, [x1]
  ret
== hw_aes256::arch::aarch64::aes_pmull::kw_unwrap#1
  str d8, [sp, #-16]!
  ldp x5, x18, [x1]
  mov w8, wzr
  ldp x3, x4, [x1, #16]
  add x9, x2, #192
  ldp x17, x16, [x1, #32]
  mov w10, #24
  ldp x15, x13, [x1, #48]
  ldr q@0, [x0, #192]
  ldp q@1, q@2, [x0, #208]
  ldp q@3, q@4, [x0]
  ldp q@5, q@6, [x0, #32]
  ldp q@7, q@8, [x0, #64]
  ldp q@9, q@10, [x0, #96]
  ldp q@11, q@12, [x0, #128]
  ldp q@13, q@14, [x0, #160]
L0:
  mov x11, #-256
  mov x12, x9
L1:
  rev x14, x10
  ldp d24, d25, [x12]
  eor x0, x5, x14
  eor x18, x18, x14
  eor x2, x4, x14
  fmov d23, x0
  fmov d26, x18
  eor x0, x3, x14
  ldp d27, d28, [x12, #16]
  eor x17, x17, x14
  eor x16, x16, x14
  eor x15, x15, x14
  eor x13, x13, x14
  mov v@15.d[1], v@16.d[0]
  mov v@17.d[1], v@18.d[0]
  fmov d24, x0
  fmov d25, x2
  fmov d29, x15
  sub x10, x10, #1
  adds x11, x11, #64
  mov v@16.d[1], v@19.d[0]
  fmov d27, x17
  mov v@18.d[1], v@20.d[0]
  ldp d28, d30, [x12, #32]
  aesd v@15.16b, v@3.16b
  aesimc v@15.16b, v@15.16b
  aesd v@17.16b, v@3.16b
  aesimc v@17.16b, v@17.16b
  mov v@19.d[1], v@20.d[0]
  fmov d28, x16
  aesd v@16.16b, v@3.16b
  aesimc v@16.16b, v@16.16b
  aesd v@18.16b, v@3.16b
  aesimc v@18.16b, v@18.16b
  aesd v@15.16b, v@4.16b
  aesimc v@15.16b, v@15.16b
  aesd v@17.16b, v@4.16b
  aesimc v@17.16b, v@17.16b
  mov v@20.d[1], v@21.d[0]
  ldp d31, d30, [x12, #48]
  aesd v@19.16b, v@3.16b
  aesimc v@19.16b, v@19.16b
  aesd v@16.16b, v@4.16b
  aesimc v@16.16b, v@16.16b
  aesd v@18.16b, v@4.16b
  aesimc v@18.16b, v@18.16b
  aesd v@15.16b, v@5.16b
  aesimc v@15.16b, v@15.16b
  mov v@22.d[1], v@23.d[0]
  fmov d31, x13
  aesd v@20.16b, v@3.16b
  aesimc v@20.16b, v@20.16b
  aesd v@19.16b, v@4.16b
  aesimc v@19.16b, v@19.16b
  aesd v@17.16b, v@5.16b
  aesimc v@17.16b, v@17.16b
  mov v@23.d[1], v@21.d[0]
  aesd v@16.16b, v@5.16b
  aesimc v@16.16b, v@16.16b
  aesd v@22.16b, v@3.16b
  aesimc v@22.16b, v@22.16b
  aesd v@20.16b, v@4.16b
  aesimc v@20.16b, v@20.16b
  aesd v@18.16b, v@5.16b
  aesimc v@18.16b, v@18.16b
  aesd v@19.16b, v@5.16b
  aesimc v@19.16b, v@19.16b
  aesd v@15.16b, v@6.16b
  aesimc v@15.16b, v@15.16b
  aesd v@23.16b, v@3.16b
  aesimc v@23.16b, v@23.16b
  aesd v@22.16b, v@4.16b
  aesimc v@22.16b, v@22.16b
  aesd v@20.16b, v@5.16b
  aesimc v@20.16b, v@20.16b
  aesd v@17.16b, v@6.16b
  aesimc v@17.16b, v@17.16b
  aesd v@23.16b, v@4.16b
  aesimc v@23.16b, v@23.16b
  aesd v@16.16b, v@6.16b
  aesimc v@16.16b, v@16.16b
  aesd v@22.16b, v@5.16b
  aesimc v@22.16b, v@22.16b
  aesd v@18.16b, v@6.16b
  aesimc v@18.16b, v@18.16b
  aesd v@19.16b, v@6.16b
  aesimc v@19.16b, v@19.16b
  aesd v@23.16b, v@5.16b
  aesimc v@23.16b, v@23.16b
  aesd v@20.16b, v@6.16b
  aesimc v@20.16b, v@20.16b
  aesd v@22.16b, v@6.16b
  aesimc v@22.16b, v@22.16b
  aesd v@15.16b, v@7.16b
  aesimc v@15.16b, v@15.16b
  aesd v@23.16b, v@6.16b
  aesimc v@23.16b, v@23.16b
  aesd v@17.16b, v@7.16b
  aesimc v@17.16b, v@17.16b
  aesd v@16.16b, v@7.16b
  aesimc v@16.16b, v@16.16b
  aesd v@18.16b, v@7.16b
  aesimc v@18.16b, v@18.16b
  aesd v@19.16b, v@7.16b
  aesimc v@19.16b, v@19.16b
  aesd v@20.16b, v@7.16b
  aesimc v@20.16b, v@20.16b
  aesd v@22.16b, v@7.16b
  aesimc v@22.16b, v@22.16b
  aesd v@23.16b, v@7.16b
  aesimc v@23.16b, v@23.16b
  aesd v@15.16b, v@8.16b
  aesimc v@15.16b, v@15.16b
  aesd v@17.16b, v@8.16b
  aesimc v@17.16b, v@17.16b
  aesd v@16.16b, v@8.16b
  aesimc v@16.16b, v@16.16b
  aesd v@18.16b, v@8.16b
  aesimc v@18.16b, v@18.16b
  aesd v@19.16b, v@8.16b
  aesimc v@19.16b, v@19.16b
  aesd v@20.16b, v@8.16b
  aesimc v@20.16b, v@20.16b
  aesd v@22.16b, v@8.16b
  aesimc v@22.16b, v@22.16b
  aesd v@23.16b, v@8.16b
  aesimc v@23.16b, v@23.16b
  aesd v@15.16b, v@9.16b
  aesimc v@15.16b, v@15.16b
  aesd v@17.16b, v@9.16b
  aesimc v@17.16b, v@17.16b
  aesd v@16.16b, v@9.16b
  aesimc v@16.16b, v@16.16b
  aesd v@18.16b, v@9.16b
  aesimc v@18.16b, v@18.16b
  aesd v@19.16b, v@9.16b
  aesimc v@19.16b, v@19.16b
  aesd v@20.16b, v@9.16b
  aesimc v@20.16b, v@20.16b
  aesd v@22.16b, v@9.16b
  aesimc v@22.16b, v@22.16b
  aesd v@23.16b, v@9.16b
  aesimc v@23.16b, v@23.16b
  aesd v@15.16b, v@10.16b
  aesimc v@15.16b, v@15.16b
  aesd v@17.16b, v@10.16b
  aesimc v@17.16b, v@17.16b
  aesd v@16.16b, v@10.16b
  aesimc v@16.16b, v@16.16b
  aesd v@18.16b, v@10.16b
  aesimc v@18.16b, v@18.16b
  aesd v@19.16b, v@10.16b
  aesimc v@19.16b, v@19.16b
  aesd v@20.16b, v@10.16b
  aesimc v@20.16b, v@20.16b
  aesd v@22.16b, v@10.16b
  aesimc v@22.16b, v@22.16b
  aesd v@23.16b, v@10.16b
  aesimc v@23.16b, v@23.16b
  aesd v@15.16b, v@11.16b
  aesimc v@15.16b, v@15.16b
  aesd v@17.16b, v@11.16b
  aesimc v@17.16b, v@17.16b
  aesd v@16.16b, v@11.16b
  aesimc v@16.16b, v@16.16b
  aesd v@18.16b, v@11.16b
  aesimc v@18.16b, v@18.16b
  aesd v@19.16b, v@11.16b
  aesimc v@19.16b, v@19.16b
  aesd v@20.16b, v@11.16b
  aesimc v@20.16b, v@20.16b
  aesd v@22.16b, v@11.16b
  aesimc v@22.16b, v@22.16b
  aesd v@23.16b, v@11.16b
  aesimc v@23.16b, v@23.16b
  aesd v@15.16b, v@12.16b
  aesimc v@15.16b, v@15.16b
  aesd v@17.16b, v@12.16b
  aesimc v@17.16b, v@17.16b
  aesd v@16.16b, v@12.16b
  aesimc v@16.16b, v@16.16b
  aesd v@18.16b, v@12.16b
  aesimc v@18.16b, v@18.16b
  aesd v@19.16b, v@12.16b
  aesimc v@19.16b, v@19.16b
  aesd v@20.16b, v@12.16b
  aesimc v@20.16b, v@20.16b
  aesd v@22.16b, v@12.16b
  aesimc v@22.16b, v@22.16b
  aesd v@23.16b, v@12.16b
  aesimc v@23.16b, v@23.16b
  aesd v@15.16b, v@13.16b
  aesimc v@15.16b, v@15.16b
  aesd v@17.16b, v@13.16b
  aesimc v@17.16b, v@17.16b
  aesd v@16.16b, v@13.16b
  aesimc v@16.16b, v@16.16b
  aesd v@18.16b, v@13.16b
  aesimc v@18.16b, v@18.16b
  aesd v@19.16b, v@13.16b
  aesimc v@19.16b, v@19.16b
  aesd v@20.16b, v@13.16b
  aesimc v@20.16b, v@20.16b
  aesd v@22.16b, v@13.16b
  aesimc v@22.16b, v@22.16b
  aesd v@23.16b, v@13.16b
  aesimc v@23.16b, v@23.16b
  aesd v@15.16b, v@14.16b
  aesimc v@15.16b, v@15.16b
  aesd v@17.16b, v@14.16b
  aesimc v@17.16b, v@17.16b
  aesd v@16.16b, v@14.16b
  aesimc v@16.16b, v@16.16b
  aesd v@18.16b, v@14.16b
  aesimc v@18.16b, v@18.16b
  aesd v@19.16b, v@14.16b
  aesimc v@19.16b, v@19.16b
  aesd v@20.16b, v@14.16b
  aesimc v@20.16b, v@20.16b
  aesd v@22.16b, v@14.16b
  aesimc v@22.16b, v@22.16b
  aesd v@23.16b, v@14.16b
  aesimc v@23.16b, v@23.16b
  aesd v@15.16b, v@0.16b
  aesimc v@15.16b, v@15.16b
  aesd v@17.16b, v@0.16b
  aesimc v@17.16b, v@17.16b
  aesd v@16.16b, v@0.16b
  aesimc v@16.16b, v@16.16b
  aesd v@18.16b, v@0.16b
  aesimc v@18.16b, v@18.16b
  aesd v@19.16b, v@0.16b
  aesimc v@19.16b, v@19.16b
  aesd v@20.16b, v@0.16b
  aesimc v@20.16b, v@20.16b
  aesd v@22.16b, v@0.16b
  aesimc v@22.16b, v@22.16b
  aesd v@23.16b, v@0.16b
  aesimc v@23.16b, v@23.16b
  aesd v@15.16b, v@1.16b
  aesd v@17.16b, v@1.16b
  aesd v@16.16b, v@1.16b
  aesd v@18.16b, v@1.16b
  aesd v@19.16b, v@1.16b
  aesd v@20.16b, v@1.16b
  aesd v@22.16b, v@1.16b
  aesd v@23.16b, v@1.16b
  eor v@15.16b, v@15.16b, v@2.16b
  eor v@17.16b, v@17.16b, v@2.16b
  eor v@16.16b, v@16.16b, v@2.16b
  eor v@18.16b, v@18.16b, v@2.16b
  eor v@19.16b, v@19.16b, v@2.16b
  eor v@20.16b, v@20.16b, v@2.16b
  eor v@22.16b, v@22.16b, v@2.16b
  eor v@23.16b, v@23.16b, v@2.16b
  zip2 v@21.2d, v@15.2d, v@17.2d
  fmov x5, d23
  fmov x3, d24
  zip2 v@24.2d, v@16.2d, v@18.2d
  zip2 v@15.2d, v@19.2d, v@20.2d
  fmov x18, d26
  zip2 v@16.2d, v@22.2d, v@23.2d
  fmov x4, d25
  fmov x17, d27
  fmov x16, d28
  fmov x15, d29
  fmov x13, d31
  stp q@21, q@24, [x12]
  stp q@15, q@16, [x12, #32]
  sub x12, x12, #64
  b.ne L1
  add w8, w8, #1
  cmp w8, #6
  b.ne L0
  stp x5, x18, [x1]
  stp x3, x4, [x1, #16]
  stp x17, x16, [x1, #32]
  stp x15, x13, [x1, #48]
  ldr d8, [sp], #16
  ret
== hw_aes256::arch::aarch64::aes_pmull::kw_wrap#0
  ldr x10, [x1]
  cbz x3, L0
  ldp q@0, q@1, [x0]
  lsl x8, x3, #3
  ldp q@2, q@3, [x0, #32]
  mov w9, #1
  ldp q@4, q@5, [x0, #64]
  mov x11, x8
  ldp q@6, q@7, [x0, #96]
  mov x12, x2
  ldp q@8, q@9, [x0, #128]
  ldr q@10, [x0, #224]
  ldp q@11, q@12, [x0, #160]
  ldp q@13, q@14, [x0, #192]
L1:
  fmov d24, x10
  ldr d23, [x12]
  rev x10, x9
  subs x11, x11, #8
  add x9, x9, #1
  mov v@15.d[1], v@16.d[0]
  aese v@15.16b, v@0.16b
  aesmc v@15.16b, v@15.16b
  aese v@15.16b, v@1.16b
  aesmc v@15.16b, v@15.16b
  aese v@15.16b, v@2.16b
  aesmc v@15.16b, v@15.16b
  aese v@15.16b, v@3.16b
  aesmc v@15.16b, v@15.16b
  aese v@15.16b, v@4.16b
  aesmc v@15.16b, v@15.16b
  aese v@15.16b, v@5.16b
  aesmc v@15.16b, v@15.16b
  aese v@15.16b, v@6.16b
  aesmc v@15.16b, v@15.16b
  aese v@15.16b, v@7.16b
  aesmc v@15.16b, v@15.16b
  aese v@15.16b, v@8.16b
  aesmc v@15.16b, v@15.16b
  aese v@15.16b, v@9.16b
  aesmc v@15.16b, v@15.16b
  aese v@15.16b, v@11.16b
  aesmc v@15.16b, v@15.16b
  aese v@15.16b, v@12.16b
  aesmc v@15.16b, v@15.16b
  aese v@15.16b, v@13.16b
  aesmc v@15.16b, v@15.16b
  aese v@15.16b, v@14.16b
  eor v@16.16b, v@15.16b, v@10.16b
  fmov x13, d23
  st1 { v@16.d }[1], [x12], #8
  eor x10, x13, x10
  b.ne L1
  mov x11, x8
  mov x12, x2
L2:
  fmov d24, x10
  ldr d23, [x12]
  rev x10, x9
  subs x11, x11, #8
  add x9, x9, #1
  mov v@15.d[1], v@16.d[0]
  aese v@15.16b, v@0.16b
  aesmc v@15.16b, v@15.16b
  aese v@15.16b, v@1.16b
  aesmc v@15.16b, v@15.16b
  aese v@15.16b, v@2.16b
  aesmc v@15.16b, v@15.16b
  aese v@15.16b, v@3.16b
  aesmc v@15.16b, v@15.16b
  aese v@15.16b, v@4.16b
  aesmc v@15.16b, v@15.16b
  aese v@15.16b, v@5.16b
  aesmc v@15.16b, v@15.16b
  aese v@15.16b, v@6.16b
  aesmc v@15.16b, v@15.16b
  aese v@15.16b, v@7.16b
  aesmc v@15.16b, v@15.16b
  aese v@15.16b, v@8.16b
  aesmc v@15.16b, v@15.16b
  aese v@15.16b, v@9.16b
  aesmc v@15.16b, v@15.16b
  aese v@15.16b, v@11.16b
  aesmc v@15.16b, v@15.16b
  aese v@15.16b, v@12.16b
  aesmc v@15.16b, v@15.16b
  aese v@15.16b, v@13.16b
  aesmc v@15.16b, v@15.16b
  aese v@15.16b, v@14.16b
  eor v@16.16b, v@15.16b, v@10.16b
  fmov x13, d23
  st1 { v@16.d }[1], [x12], #8
  eor x10, x13, x10
  b.ne L2
  mov x11, x8
  mov x12, x2
L3:
  fmov d24, x10
  ldr d23, [x12]
  rev x10, x9
  subs x11, x11, #8
  add x9, x9, #1
  mov v@15.d[1], v@16.d[0]
  aese v@15.16b, v@0.16b
  aesmc v@15.16b, v@15.16b
  aese v@15.16b, v@1.16b
  aesmc v@15.16b, v@15.16b
  aese v@15.16b, v@2.16b
  aesmc v@15.16b, v@15.16b
  aese v@15.16b, v@3.16b
  aesmc v@15.16b, v@15.16b
  aese v@15.16b, v@4.16b
  aesmc v@15.16b, v@15.16b
  aese v@15.16b, v@5.16b
  aesmc v@15.16b, v@15.16b
  aese v@15.16b, v@6.16b
  aesmc v@15.16b, v@15.16b
  aese v@15.16b, v@7.16b
  aesmc v@15.16b, v@15.16b
  aese v@15.16b, v@8.16b
  aesmc v@15.16b, v@15.16b
  aese v@15.16b, v@9.16b
  aesmc v@15.16b, v@15.16b
  aese v@15.16b, v@11.16b
  aesmc v@15.16b, v@15.16b
  aese v@15.16b, v@12.16b
  aesmc v@15.16b, v@15.16b
  aese v@15.16b, v@13.16b
  aesmc v@15.16b, v@15.16b
  aese v@15.16b, v@14.16b
  eor v@16.16b, v@15.16b, v@10.16b
  fmov x13, d23
  st1 { v@16.d }[1], [x12], #8
  eor x10, x13, x10
  b.ne L3
  mov x11, x8
  mov x12, x2
L4:
  fmov d24, x10
  ldr d23, [x12]
  rev x10, x9
  subs x11, x11, #8
  add x9, x9, #1
  mov v@15.d[1], v@16.d[0]
  aese v@15.16b, v@0.16b
  aesmc v@15.16b, v@15.16b
  aese v@15.16b, v@1.16b
  aesmc v@15.16b, v@15.16b
  aese v@15.16b, v@2.16b
  aesmc v@15.16b, v@15.16b
  aese v@15.16b, v@3.16b
  aesmc v@15.16b, v@15.16b
  aese v@15.16b, v@4.16b
  aesmc v@15.16b, v@15.16b
  aese v@15.16b, v@5.16b
  aesmc v@15.16b, v@15.16b
  aese v@15.16b, v@6.16b
  aesmc v@15.16b, v@15.16b
  aese v@15.16b, v@7.16b
  aesmc v@15.16b, v@15.16b
  aese v@15.16b, v@8.16b
  aesmc v@15.16b, v@15.16b
  aese v@15.16b, v@9.16b
  aesmc v@15.16b, v@15.16b
  aese v@15.16b, v@11.16b
  aesmc v@15.16b, v@15.16b
  aese v@15.16b, v@12.16b
  aesmc v@15.16b, v@15.16b
  aese v@15.16b, v@13.16b
  aesmc v@15.16b, v@15.16b
  aese v@15.16b, v@14.16b
  eor v@16.16b, v@15.16b, v@10.16b
  fmov x13, d23
  st1 { v@16.d }[1], [x12], #8
  eor x10, x13, x10
  b.ne L4
  mov x11, x8
  mov x12, x2
L5:
  fmov d24, x10
  ldr d23, [x12]
  rev x10, x9
  subs x11, x11, #8
  add x9, x9, #1
  mov v@15.d[1], v@16.d[0]
  aese v@15.16b, v@0.16b
  aesmc v@15.16b, v@15.16b
  aese v@15.16b, v@1.16b
  aesmc v@15.16b, v@15.16b
  aese v@15.16b, v@2.16b
  aesmc v@15.16b, v@15.16b
  aese v@15.16b, v@3.16b
  aesmc v@15.16b, v@15.16b
  aese v@15.16b, v@4.16b
  aesmc v@15.16b, v@15.16b
  aese v@15.16b, v@5.16b
  aesmc v@15.16b, v@15.16b
  aese v@15.16b, v@6.16b
  aesmc v@15.16b, v@15.16b
  aese v@15.16b, v@7.16b
  aesmc v@15.16b, v@15.16b
  aese v@15.16b, v@8.16b
  aesmc v@15.16b, v@15.16b
  aese v@15.16b, v@9.16b
  aesmc v@15.16b, v@15.16b
  aese v@15.16b, v@11.16b
  aesmc v@15.16b, v@15.16b
  aese v@15.16b, v@12.16b
  aesmc v@15.16b, v@15.16b
  aese v@15.16b, v@13.16b
  aesmc v@15.16b, v@15.16b
  aese v@15.16b, v@14.16b
  eor v@16.16b, v@15.16b, v@10.16b
  fmov x13, d23
  st1 { v@16.d }[1], [x12], #8
  eor x10, x13, x10
  b.ne L5
L6:
  fmov d24, x10
  ldr d23, [x2]
  rev x10, x9
  subs x8, x8, #8
  add x9, x9, #1
  mov v@15.d[1], v@16.d[0]
  aese v@15.16b, v@0.16b
  aesmc v@15.16b, v@15.16b
  aese v@15.16b, v@1.16b
  aesmc v@15.16b, v@15.16b
  aese v@15.16b, v@2.16b
  aesmc v@15.16b, v@15.16b
  aese v@15.16b, v@3.16b
  aesmc v@15.16b, v@15.16b
  aese v@15.16b, v@4.16b
  aesmc v@15.16b, v@15.16b
  aese v@15.16b, v@5.16b
  aesmc v@15.16b, v@15.16b
  aese v@15.16b, v@6.16b
  aesmc v@15.16b, v@15.16b
  aese v@15.16b, v@7.16b
  aesmc v@15.16b, v@15.16b
  aese v@15.16b, v@8.16b
  aesmc v@15.16b, v@15.16b
  aese v@15.16b, v@9.16b
  aesmc v@15.16b, v@15.16b
  aese v@15.16b, v@11.16b
  aesmc v@15.16b, v@15.16b
  aese v@15.16b, v@12.16b
  aesmc v@15.16b, v@15.16b
  aese v@15.16b, v@13.16b
  aesmc v@15.16b, v@15.16b
  aese v@15.16b, v@14.16b
  eor v@16.16b, v@15.16b, v@10.16b
  fmov x11, d23
  st1 { v@16.d }[1], [x2], #8
  eor x10, x11, x10
  b.ne L6
L0:
  str x10, [x1]
  ret
== hw_aes256::arch::aarch64::aes_pmull::kw_wrap#1
  stp d9, d8, [sp, #-16]!
  ldp q@0, q@1, [x0, #208]
  mov x8, xzr
  ldp q@2, q@3, [x0]
  mov w9, wzr
  ldp q@4, q@5, [x0, #32]
  add x10, x2, #32
  ldp q@6, q@7, [x0, #64]
  ldr q@8, [x0, #192]
  ldp q@9, q@10, [x0, #96]
  ldp q@11, q@12, [x0, #128]
  ldp q@13, q@14, [x0, #160]
  ldp q@15, q@16, [x1, #32]
  ldp q@17, q@18, [x1]
L0:
  mov x11, x10
  mov w12, #256
L1:
  ext v@19.16b, v@17.16b, v@17.16b, #8
  ldp d31, d30, [x11, #-24]
  ext v@20.16b, v@18.16b, v@18.16b, #8
  ldur d8, [x11, #-8]
  ext v@21.16b, v@15.16b, v@15.16b, #8
  ldur d9, [x11, #-32]
  add x8, x8, #1
  subs x12, x12, #64
  mov v@18.d[1], v@22.d[0]
  rev x13, x8
  mov v@19.d[1], v@23.d[0]
  ldp d30, d31, [x11]
  mov v@20.d[1], v@24.d[0]
  mov v@17.d[1], v@25.d[0]
  ext v@25.16b, v@16.16b, v@16.16b, #8
  mov v@15.d[1], v@22.d[0]
  ldp d8, d30, [x11, #16]
  mov v@21.d[1], v@23.d[0]
  aese v@19.16b, v@2.16b
  aesmc v@19.16b, v@19.16b
  aese v@17.16b, v@2.16b
  aesmc v@17.16b, v@17.16b
  aese v@18.16b, v@2.16b
  aesmc v@18.16b, v@18.16b
  mov v@16.d[1], v@24.d[0]
  mov v@25.d[1], v@22.d[0]
  aese v@20.16b, v@2.16b
  aesmc v@20.16b, v@20.16b
  aese v@15.16b, v@2.16b
  aesmc v@15.16b, v@15.16b
  aese v@21.16b, v@2.16b
  aesmc v@21.16b, v@21.16b
  aese v@17.16b, v@3.16b
  aesmc v@17.16b, v@17.16b
  aese v@19.16b, v@3.16b
  aesmc v@19.16b, v@19.16b
  aese v@16.16b, v@2.16b
  aesmc v@16.16b, v@16.16b
  aese v@25.16b, v@2.16b
  aesmc v@25.16b, v@25.16b
  aese v@18.16b, v@3.16b
  aesmc v@18.16b, v@18.16b
  aese v@20.16b, v@3.16b
  aesmc v@20.16b, v@20.16b
  aese v@16.16b, v@3.16b
  aesmc v@16.16b, v@16.16b
  aese v@15.16b, v@3.16b
  aesmc v@15.16b, v@15.16b
  aese v@21.16b, v@3.16b
  aesmc v@21.16b, v@21.16b
  aese v@17.16b, v@4.16b
  aesmc v@17.16b, v@17.16b
  aese v@19.16b, v@4.16b
  aesmc v@19.16b, v@19.16b
  aese v@16.16b, v@4.16b
  aesmc v@16.16b, v@16.16b
  aese v@25.16b, v@3.16b
  aesmc v@25.16b, v@25.16b
  aese v@18.16b, v@4.16b
  aesmc v@18.16b, v@18.16b
  aese v@20.16b, v@4.16b
  aesmc v@20.16b, v@20.16b
  aese v@15.16b, v@4.16b
  aesmc v@15.16b, v@15.16b
  aese v@21.16b, v@4.16b
  aesmc v@21.16b, v@21.16b
  aese v@17.16b, v@5.16b
  aesmc v@17.16b, v@17.16b
  aese v@19.16b, v@5.16b
  aesmc v@19.16b, v@19.16b
  aese v@16.16b, v@5.16b
  aesmc v@16.16b, v@16.16b
  aese v@25.16b, v@4.16b
  aesmc v@25.16b, v@25.16b
  aese v@18.16b, v@5.16b
  aesmc v@18.16b, v@18.16b
  aese v@20.16b, v@5.16b
  aesmc v@20.16b, v@20.16b
  aese v@15.16b, v@5.16b
  aesmc v@15.16b, v@15.16b
  aese v@21.16b, v@5.16b
  aesmc v@21.16b, v@21.16b
  aese v@17.16b, v@6.16b
  aesmc v@17.16b, v@17.16b
  aese v@19.16b, v@6.16b
  aesmc v@19.16b, v@19.16b
  aese v@16.16b, v@6.16b
  aesmc v@16.16b, v@16.16b
  aese v@25.16b, v@5.16b
  aesmc v@25.16b, v@25.16b
  aese v@18.16b, v@6.16b
  aesmc v@18.16b, v@18.16b
  aese v@20.16b, v@6.16b
  aesmc v@20.16b, v@20.16b
  aese v@15.16b, v@6.16b
  aesmc v@15.16b, v@15.16b
  aese v@21.16b, v@6.16b
  aesmc v@21.16b, v@21.16b
  aese v@17.16b, v@7.16b
  aesmc v@17.16b, v@17.16b
  aese v@19.16b, v@7.16b
  aesmc v@19.16b, v@19.16b
  aese v@16.16b, v@7.16b
  aesmc v@16.16b, v@16.16b
  aese v@25.16b, v@6.16b
  aesmc v@25.16b, v@25.16b
  aese v@18.16b, v@7.16b
  aesmc v@18.16b, v@18.16b
  aese v@20.16b, v@7.16b
  aesmc v@20.16b, v@20.16b
  aese v@15.16b, v@7.16b
  aesmc v@15.16b, v@15.16b
  aese v@21.16b, v@7.16b
  aesmc v@21.16b, v@21.16b
  aese v@17.16b, v@9.16b
  aesmc v@17.16b, v@17.16b
  aese v@19.16b, v@9.16b
  aesmc v@19.16b, v@19.16b
  aese v@16.16b, v@9.16b
  aesmc v@16.16b, v@16.16b
  aese v@25.16b, v@7.16b
  aesmc v@25.16b, v@25.16b
  aese v@18.16b, v@9.16b
  aesmc v@18.16b, v@18.16b
  aese v@20.16b, v@9.16b
  aesmc v@20.16b, v@20.16b
  aese v@15.16b, v@9.16b
  aesmc v@15.16b, v@15.16b
  aese v@21.16b, v@9.16b
  aesmc v@21.16b, v@21.16b
  aese v@17.16b, v@10.16b
  aesmc v@17.16b, v@17.16b
  aese v@19.16b, v@10.16b
  aesmc v@19.16b, v@19.16b
  aese v@16.16b, v@10.16b
  aesmc v@16.16b, v@16.16b
  aese v@25.16b, v@9.16b
  aesmc v@25.16b, v@25.16b
  aese v@18.16b, v@10.16b
  aesmc v@18.16b, v@18.16b
  aese v@20.16b, v@10.16b
  aesmc v@20.16b, v@20.16b
  aese v@15.16b, v@10.16b
  aesmc v@15.16b, v@15.16b
  aese v@21.16b, v@10.16b
  aesmc v@21.16b, v@21.16b
  aese v@17.16b, v@11.16b
  aesmc v@17.16b, v@17.16b
  aese v@19.16b, v@11.16b
  aesmc v@19.16b, v@19.16b
  aese v@16.16b, v@11.16b
  aesmc v@16.16b, v@16.16b
  aese v@25.16b, v@10.16b
  aesmc v@25.16b, v@25.16b
  aese v@18.16b, v@11.16b
  aesmc v@18.16b, v@18.16b
  aese v@20.16b, v@11.16b
  aesmc v@20.16b, v@20.16b
  aese v@15.16b, v@11.16b
  aesmc v@15.16b, v@15.16b
  aese v@21.16b, v@11.16b
  aesmc v@21.16b, v@21.16b
  aese v@17.16b, v@12.16b
  aesmc v@17.16b, v@17.16b
  aese v@19.16b, v@12.16b
  aesmc v@19.16b, v@19.16b
  aese v@16.16b, v@12.16b
  aesmc v@16.16b, v@16.16b
  aese v@25.16b, v@11.16b
  aesmc v@25.16b, v@25.16b
  aese v@18.16b, v@12.16b
  aesmc v@18.16b, v@18.16b
  aese v@20.16b, v@12.16b
  aesmc v@20.16b, v@20.16b
  aese v@15.16b, v@12.16b
  aesmc v@15.16b, v@15.16b
  aese v@21.16b, v@12.16b
  aesmc v@21.16b, v@21.16b
  aese v@17.16b, v@13.16b
  aesmc v@17.16b, v@17.16b
  aese v@19.16b, v@13.16b
  aesmc v@19.16b, v@19.16b
  aese v@16.16b, v@13.16b
  aesmc v@16.16b, v@16.16b
  aese v@25.16b, v@12.16b
  aesmc v@25.16b, v@25.16b
  aese v@18.16b, v@13.16b
  aesmc v@18.16b, v@18.16b
  aese v@20.16b, v@13.16b
  aesmc v@20.16b, v@20.16b
  aese v@15.16b, v@13.16b
  aesmc v@15.16b, v@15.16b
  aese v@21.16b, v@13.16b
  aesmc v@21.16b, v@21.16b
  aese v@17.16b, v@14.16b
  aesmc v@17.16b, v@17.16b
  aese v@19.16b, v@14.16b
  aesmc v@19.16b, v@19.16b
  aese v@16.16b, v@14.16b
  aesmc v@16.16b, v@16.16b
  aese v@25.16b, v@13.16b
  aesmc v@25.16b, v@25.16b
  aese v@18.16b, v@14.16b
  aesmc v@18.16b, v@18.16b
  aese v@20.16b, v@14.16b
  aesmc v@20.16b, v@20.16b
  aese v@15.16b, v@14.16b
  aesmc v@15.16b, v@15.16b
  aese v@21.16b, v@14.16b
  aesmc v@21.16b, v@21.16b
  aese v@17.16b, v@8.16b
  aesmc v@17.16b, v@17.16b
  aese v@19.16b, v@8.16b
  aesmc v@19.16b, v@19.16b
  aese v@25.16b, v@14.16b
  aesmc v@25.16b, v@25.16b
  aese v@16.16b, v@8.16b
  aesmc v@16.16b, v@16.16b
  aese v@18.16b, v@8.16b
  aesmc v@18.16b, v@18.16b
  aese v@20.16b, v@8.16b
  aesmc v@20.16b, v@20.16b
  aese v@15.16b, v@8.16b
  aesmc v@15.16b, v@15.16b
  aese v@21.16b, v@8.16b
  aesmc v@21.16b, v@21.16b
  aese v@25.16b, v@8.16b
  aesmc v@25.16b, v@25.16b
  aese v@17.16b, v@0.16b
  aese v@19.16b, v@0.16b
  aese v@16.16b, v@0.16b
  aese v@18.16b, v@0.16b
  aese v@20.16b, v@0.16b
  aese v@15.16b, v@0.16b
  aese v@21.16b, v@0.16b
  aese v@25.16b, v@0.16b
  eor v@17.16b, v@17.16b, v@1.16b
  eor v@19.16b, v@19.16b, v@1.16b
  eor v@16.16b, v@16.16b, v@1.16b
  eor v@18.16b, v@18.16b, v@1.16b
  eor v@20.16b, v@20.16b, v@1.16b
  eor v@15.16b, v@15.16b, v@1.16b
  eor v@21.16b, v@21.16b, v@1.16b
  eor v@23.16b, v@25.16b, v@1.16b
  zip2 v@24.2d, v@17.2d, v@19.2d
  mov v@17.d[1], v@19.d[0]
  mov v@19.16b, v@16.16b
  zip2 v@22.2d, v@18.2d, v@20.2d
  mov v@18.d[1], v@20.d[0]
  zip2 v@20.2d, v@15.2d, v@21.2d
  mov v@15.d[1], v@21.d[0]
  dup v@21.2d, x13
  mov v@19.d[1], v@23.d[0]
  zip2 v@23.2d, v@16.2d, v@23.2d
  stp q@24, q@22, [x11, #-32]
  eor v@17.16b, v@21.16b, v@17.16b
  eor v@18.16b, v@21.16b, v@18.16b
  eor v@15.16b, v@21.16b, v@15.16b
  stp q@20, q@23, [x11], #64
  eor v@16.16b, v@21.16b, v@19.16b
  b.ne L1
  add w9, w9, #1
  cmp w9, #6
  b.ne L0
  stp q@17, q@18, [x1]
  stp q@15, q@16, [x1, #32]
  ldp d9, d8, [sp], #16
  ret
