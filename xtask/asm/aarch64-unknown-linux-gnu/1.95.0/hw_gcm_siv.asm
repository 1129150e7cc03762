== hw_gcm_siv::arch::aarch64::aes_pmull::ctr#0
  sub sp, sp, #336
  stp d15, d14, [sp, #256]
  stp d13, d12, [sp, #272]
  stp d11, d10, [sp, #288]
  stp d9, d8, [sp, #304]
  str x30, [sp, #320]
  ldr q@0, [x1]
  ands x8, x3, #0x7fffffffffffff80
  and x9, x3, #0x7f
  add x8, x2, x8
  b.eq L0
  adrp x10, C0
  adrp x11, C1
  ldr q@1, [x0, #224]
  ldr q@2, [x10, :lo12:C0]
  adrp x10, C2
  ldp q@3, q@4, [x0]
  str q@2, [sp, #32]
  ldr q@2, [x11, :lo12:C1]
  adrp x11, C3
  ldp q@5, q@6, [x0, #32]
  ldr q@7, [x11, :lo12:C3]
  str q@2, [sp, #16]
  ldr q@2, [x10, :lo12:C2]
  adrp x10, C4
  ldr q@8, [x10, :lo12:C4]
  adrp x10, C5
  adrp x11, C6
  ldp q@9, q@10, [x0, #64]
  ldr q@11, [x10, :lo12:C5]
  ldp q@12, q@13, [x0, #96]
  adrp x10, C7
  ldp q@14, q@15, [x0, #128]
  ldr q@16, [x11, :lo12:C6]
  ldp q@17, q@18, [x0, #160]
  and x11, x3, #0xffffffffffffff80
  ldp q@19, q@20, [x0, #192]
  ldr q@21, [x10, :lo12:C7]
  neg x10, x11
  str q@2, [sp]
L1:
  ldr q@2, [sp, #32]
  mov v@22.16b, v@0.16b
  add v@23.4s, v@0.4s, v@7.4s
  add v@24.4s, v@0.4s, v@8.4s
  add v@25.4s, v@0.4s, v@21.4s
  adds x10, x10, #128
  add v@26.4s, v@0.4s, v@2.4s
  ldr q@2, [sp, #16]
  aese v@22.16b, v@3.16b
  aesmc v@22.16b, v@22.16b
  aese v@23.16b, v@3.16b
  aesmc v@23.16b, v@23.16b
  add v@27.4s, v@0.4s, v@2.4s
  ldr q@2, [sp]
  aese v@26.16b, v@3.16b
  aesmc v@26.16b, v@26.16b
  aese v@24.16b, v@3.16b
  aesmc v@24.16b, v@24.16b
  ldp q@28, q@29, [x2]
  aese v@22.16b, v@4.16b
  aesmc v@22.16b, v@22.16b
  add v@30.4s, v@0.4s, v@2.4s
  aese v@26.16b, v@4.16b
  aesmc v@26.16b, v@26.16b
  aese v@27.16b, v@3.16b
  aesmc v@27.16b, v@27.16b
  add v@2.4s, v@0.4s, v@16.4s
  aese v@25.16b, v@3.16b
  aesmc v@25.16b, v@25.16b
  aese v@22.16b, v@5.16b
  aesmc v@22.16b, v@22.16b
  aese v@26.16b, v@5.16b
  aesmc v@26.16b, v@26.16b
  aese v@30.16b, v@3.16b
  aesmc v@30.16b, v@30.16b
  aese v@27.16b, v@4.16b
  aesmc v@27.16b, v@27.16b
  aese v@22.16b, v@6.16b
  aesmc v@22.16b, v@22.16b
  aese v@2.16b, v@3.16b
  aesmc v@2.16b, v@2.16b
  aese v@26.16b, v@6.16b
  aesmc v@26.16b, v@26.16b
  aese v@30.16b, v@4.16b
  aesmc v@30.16b, v@30.16b
  aese v@27.16b, v@5.16b
  aesmc v@27.16b, v@27.16b
  aese v@22.16b, v@9.16b
  aesmc v@22.16b, v@22.16b
  aese v@26.16b, v@9.16b
  aesmc v@26.16b, v@26.16b
  aese v@2.16b, v@4.16b
  aesmc v@2.16b, v@2.16b
  aese v@30.16b, v@5.16b
  aesmc v@30.16b, v@30.16b
  aese v@22.16b, v@10.16b
  aesmc v@22.16b, v@22.16b
  aese v@27.16b, v@6.16b
  aesmc v@27.16b, v@27.16b
  aese v@26.16b, v@10.16b
  aesmc v@26.16b, v@26.16b
  aese v@23.16b, v@4.16b
  aesmc v@23.16b, v@23.16b
  aese v@24.16b, v@4.16b
  aesmc v@24.16b, v@24.16b
  aese v@22.16b, v@12.16b
  aesmc v@22.16b, v@22.16b
  aese v@26.16b, v@12.16b
  aesmc v@26.16b, v@26.16b
  aese v@25.16b, v@4.16b
  aesmc v@25.16b, v@25.16b
  aese v@2.16b, v@5.16b
  aesmc v@2.16b, v@2.16b
  aese v@30.16b, v@6.16b
  aesmc v@30.16b, v@30.16b
  aese v@27.16b, v@9.16b
  aesmc v@27.16b, v@27.16b
  aese v@22.16b, v@13.16b
  aesmc v@22.16b, v@22.16b
  aese v@26.16b, v@13.16b
  aesmc v@26.16b, v@26.16b
  aese v@23.16b, v@5.16b
  aesmc v@23.16b, v@23.16b
  aese v@24.16b, v@5.16b
  aesmc v@24.16b, v@24.16b
  aese v@25.16b, v@5.16b
  aesmc v@25.16b, v@25.16b
  aese v@2.16b, v@6.16b
  aesmc v@2.16b, v@2.16b
  aese v@30.16b, v@9.16b
  aesmc v@30.16b, v@30.16b
  aese v@27.16b, v@10.16b
  aesmc v@27.16b, v@27.16b
  aese v@22.16b, v@14.16b
  aesmc v@22.16b, v@22.16b
  aese v@26.16b, v@14.16b
  aesmc v@26.16b, v@26.16b
  aese v@23.16b, v@6.16b
  aesmc v@23.16b, v@23.16b
  aese v@24.16b, v@6.16b
  aesmc v@24.16b, v@24.16b
  aese v@25.16b, v@6.16b
  aesmc v@25.16b, v@25.16b
  aese v@2.16b, v@9.16b
  aesmc v@2.16b, v@2.16b
  aese v@30.16b, v@10.16b
  aesmc v@30.16b, v@30.16b
  aese v@27.16b, v@12.16b
  aesmc v@27.16b, v@27.16b
  aese v@22.16b, v@15.16b
  aesmc v@22.16b, v@22.16b
  aese v@26.16b, v@15.16b
  aesmc v@26.16b, v@26.16b
  aese v@23.16b, v@9.16b
  aesmc v@23.16b, v@23.16b
  aese v@24.16b, v@9.16b
  aesmc v@24.16b, v@24.16b
  aese v@25.16b, v@9.16b
  aesmc v@25.16b, v@25.16b
  aese v@2.16b, v@10.16b
  aesmc v@2.16b, v@2.16b
  aese v@30.16b, v@12.16b
  aesmc v@30.16b, v@30.16b
  aese v@27.16b, v@13.16b
  aesmc v@27.16b, v@27.16b
  aese v@22.16b, v@17.16b
  aesmc v@22.16b, v@22.16b
  aese v@26.16b, v@17.16b
  aesmc v@26.16b, v@26.16b
  aese v@23.16b, v@10.16b
  aesmc v@23.16b, v@23.16b
  aese v@24.16b, v@10.16b
  aesmc v@24.16b, v@24.16b
  aese v@25.16b, v@10.16b
  aesmc v@25.16b, v@25.16b
  aese v@2.16b, v@12.16b
  aesmc v@2.16b, v@2.16b
  aese v@30.16b, v@13.16b
  aesmc v@30.16b, v@30.16b
  aese v@27.16b, v@14.16b
  aesmc v@27.16b, v@27.16b
  aese v@22.16b, v@18.16b
  aesmc v@22.16b, v@22.16b
  aese v@26.16b, v@18.16b
  aesmc v@26.16b, v@26.16b
  aese v@23.16b, v@12.16b
  aesmc v@23.16b, v@23.16b
  aese v@24.16b, v@12.16b
  aesmc v@24.16b, v@24.16b
  aese v@25.16b, v@12.16b
  aesmc v@25.16b, v@25.16b
  aese v@2.16b, v@13.16b
  aesmc v@2.16b, v@2.16b
  aese v@30.16b, v@14.16b
  aesmc v@30.16b, v@30.16b
  aese v@27.16b, v@15.16b
  aesmc v@27.16b, v@27.16b
  aese v@22.16b, v@19.16b
  aesmc v@22.16b, v@22.16b
  aese v@26.16b, v@19.16b
  aesmc v@26.16b, v@26.16b
  aese v@23.16b, v@13.16b
  aesmc v@23.16b, v@23.16b
  aese v@24.16b, v@13.16b
  aesmc v@24.16b, v@24.16b
  aese v@25.16b, v@13.16b
  aesmc v@25.16b, v@25.16b
  aese v@2.16b, v@14.16b
  aesmc v@2.16b, v@2.16b
  aese v@30.16b, v@15.16b
  aesmc v@30.16b, v@30.16b
  aese v@27.16b, v@17.16b
  aesmc v@27.16b, v@27.16b
  aese v@22.16b, v@20.16b
  eor v@28.16b, v@28.16b, v@1.16b
  aese v@26.16b, v@20.16b
  eor v@29.16b, v@29.16b, v@1.16b
  aese v@23.16b, v@14.16b
  aesmc v@23.16b, v@23.16b
  aese v@24.16b, v@14.16b
  aesmc v@24.16b, v@24.16b
  aese v@25.16b, v@14.16b
  aesmc v@25.16b, v@25.16b
  aese v@2.16b, v@15.16b
  aesmc v@2.16b, v@2.16b
  aese v@30.16b, v@17.16b
  aesmc v@30.16b, v@30.16b
  aese v@27.16b, v@18.16b
  aesmc v@27.16b, v@27.16b
  eor v@28.16b, v@22.16b, v@28.16b
  eor v@29.16b, v@26.16b, v@29.16b
  ldp q@26, q@22, [x2, #64]
  aese v@23.16b, v@15.16b
  aesmc v@23.16b, v@23.16b
  aese v@24.16b, v@15.16b
  aesmc v@24.16b, v@24.16b
  aese v@25.16b, v@15.16b
  aesmc v@25.16b, v@25.16b
  stp q@28, q@29, [x2]
  ldp q@28, q@29, [x2, #32]
  aese v@2.16b, v@17.16b
  aesmc v@2.16b, v@2.16b
  aese v@30.16b, v@18.16b
  aesmc v@30.16b, v@30.16b
  aese v@27.16b, v@19.16b
  aesmc v@27.16b, v@27.16b
  aese v@23.16b, v@17.16b
  aesmc v@23.16b, v@23.16b
  aese v@24.16b, v@17.16b
  aesmc v@24.16b, v@24.16b
  aese v@25.16b, v@17.16b
  aesmc v@25.16b, v@25.16b
  aese v@2.16b, v@18.16b
  aesmc v@2.16b, v@2.16b
  aese v@30.16b, v@19.16b
  aesmc v@30.16b, v@30.16b
  aese v@27.16b, v@20.16b
  eor v@28.16b, v@28.16b, v@1.16b
  aese v@23.16b, v@18.16b
  aesmc v@23.16b, v@23.16b
  aese v@24.16b, v@18.16b
  aesmc v@24.16b, v@24.16b
  aese v@25.16b, v@18.16b
  aesmc v@25.16b, v@25.16b
  aese v@2.16b, v@19.16b
  aesmc v@2.16b, v@2.16b
  aese v@30.16b, v@20.16b
  eor v@28.16b, v@27.16b, v@28.16b
  eor v@29.16b, v@29.16b, v@1.16b
  eor v@27.16b, v@26.16b, v@1.16b
  ldp q@26, q@31, [x2, #96]
  aese v@23.16b, v@19.16b
  aesmc v@23.16b, v@23.16b
  aese v@24.16b, v@19.16b
  aesmc v@24.16b, v@24.16b
  aese v@25.16b, v@19.16b
  aesmc v@25.16b, v@25.16b
  eor v@29.16b, v@30.16b, v@29.16b
  aese v@2.16b, v@20.16b
  eor v@30.16b, v@26.16b, v@1.16b
  eor v@22.16b, v@22.16b, v@1.16b
  aese v@23.16b, v@20.16b
  aese v@24.16b, v@20.16b
  eor v@31.16b, v@31.16b, v@1.16b
  stp q@28, q@29, [x2, #32]
  aese v@25.16b, v@20.16b
  eor v@28.16b, v@2.16b, v@30.16b
  add v@2.4s, v@0.4s, v@11.4s
  eor v@23.16b, v@23.16b, v@27.16b
  eor v@24.16b, v@24.16b, v@22.16b
  eor v@29.16b, v@25.16b, v@31.16b
  mov v@0.16b, v@2.16b
  stp q@23, q@24, [x2, #64]
  stp q@28, q@29, [x2, #96]
  add x2, x2, #128
  b.ne L1
  lsr x10, x9, #4
  tst x3, #0xf
  cinc x10, x10, ne
  cmp x10, #2
  b.gt L2
L3:
  cbz x10, L4
  cmp x10, #1
  b.eq L5
  cmp x10, #2
  b.ne L6
  adrp x10, C0
  ldp q@3, q@0, [x0]
  ldr q@1, [x10, :lo12:C0]
  mov w10, #16
  stp xzr, xzr, [sp, #120]
  stp x8, x9, [sp, #96]
  add v@1.4s, v@2.4s, v@1.4s
  aese v@2.16b, v@3.16b
  aesmc v@2.16b, v@2.16b
  str x10, [sp, #112]
  aese v@1.16b, v@3.16b
  aesmc v@1.16b, v@1.16b
  aese v@2.16b, v@0.16b
  aesmc v@2.16b, v@2.16b
  aese v@1.16b, v@0.16b
  aesmc v@1.16b, v@1.16b
  ldp q@3, q@0, [x0, #32]
  aese v@2.16b, v@3.16b
  aesmc v@2.16b, v@2.16b
  aese v@1.16b, v@3.16b
  aesmc v@1.16b, v@1.16b
  aese v@2.16b, v@0.16b
  aesmc v@2.16b, v@2.16b
  aese v@1.16b, v@0.16b
  aesmc v@1.16b, v@1.16b
  ldp q@3, q@0, [x0, #64]
  aese v@2.16b, v@3.16b
  aesmc v@2.16b, v@2.16b
  aese v@1.16b, v@3.16b
  aesmc v@1.16b, v@1.16b
  aese v@2.16b, v@0.16b
  aesmc v@2.16b, v@2.16b
  aese v@1.16b, v@0.16b
  aesmc v@1.16b, v@1.16b
  ldp q@3, q@0, [x0, #96]
  aese v@2.16b, v@3.16b
  aesmc v@2.16b, v@2.16b
  aese v@1.16b, v@3.16b
  aesmc v@1.16b, v@1.16b
  aese v@2.16b, v@0.16b
  aesmc v@2.16b, v@2.16b
  aese v@1.16b, v@0.16b
  aesmc v@1.16b, v@1.16b
  ldp q@3, q@0, [x0, #128]
  aese v@2.16b, v@3.16b
  aesmc v@2.16b, v@2.16b
  aese v@1.16b, v@3.16b
  aesmc v@1.16b, v@1.16b
  aese v@2.16b, v@0.16b
  aesmc v@2.16b, v@2.16b
  aese v@1.16b, v@0.16b
  aesmc v@1.16b, v@1.16b
  ldp q@3, q@0, [x0, #160]
  aese v@2.16b, v@3.16b
  aesmc v@2.16b, v@2.16b
  aese v@1.16b, v@3.16b
  aesmc v@1.16b, v@1.16b
  aese v@2.16b, v@0.16b
  aesmc v@2.16b, v@2.16b
  aese v@1.16b, v@0.16b
  aesmc v@1.16b, v@1.16b
  ldp q@3, q@0, [x0, #192]
  aese v@2.16b, v@3.16b
  aesmc v@2.16b, v@2.16b
  aese v@1.16b, v@3.16b
  aesmc v@1.16b, v@1.16b
  ldr q@3, [x0, #224]
  aese v@2.16b, v@0.16b
  aese v@1.16b, v@0.16b
  eor v@2.16b, v@2.16b, v@3.16b
  eor v@1.16b, v@1.16b, v@3.16b
  stp q@2, q@1, [sp, #64]
  cbz x9, L4
  add x11, sp, #48
  mov x10, xzr
  mov w12, #16
  add x11, x11, #16
  add x13, sp, #240
  b L7
L8:
  stp xzr, xzr, [sp, #240]



  sub x9, x9, x14
  add x8, x8, x14
  add x10, x10, #16
  cbz x9, L4
L7:
  cmp x9, #16
  csel x14, x9, x12, lo
  cmp x10, #32
  b.eq L4
  ldr q@2, [x11, x10]
  cmp x9, #16
  b.lo L9
  ldr q@1, [x8]
  eor v@2.16b, v@1.16b, v@2.16b
  str q@2, [x8]
  sub x9, x9, x14
  add x8, x8, x14
  add x10, x10, #16
  cbnz x9, L7
  b L4
L9:
  umov w15, v@2.b[0]
  ldrb w16, [x8]
  cmp x9, #1
  eor w15, w16, w15
  strb w15, [x8]
  b.eq L8
  umov w15, v@2.b[1]
  ldrb w16, [x8, #1]
  cmp x9, #2
  eor w15, w16, w15
  strb w15, [x8, #1]
  b.eq L8
  umov w15, v@2.b[2]
  ldrb w16, [x8, #2]
  cmp x9, #3
  eor w15, w16, w15
  strb w15, [x8, #2]
  b.eq L8
  umov w15, v@2.b[3]
  ldrb w16, [x8, #3]
  cmp x9, #4
  eor w15, w16, w15
  strb w15, [x8, #3]
  b.eq L8
  umov w15, v@2.b[4]
  ldrb w16, [x8, #4]
  cmp x9, #5
  eor w15, w16, w15
  strb w15, [x8, #4]
  b.eq L8
  umov w15, v@2.b[5]
  ldrb w16, [x8, #5]
  cmp x9, #6
  eor w15, w16, w15
  strb w15, [x8, #5]
  b.eq L8
  umov w15, v@2.b[6]
  ldrb w16, [x8, #6]
  cmp x9, #7
  eor w15, w16, w15
  strb w15, [x8, #6]
  b.eq L8
  umov w15, v@2.b[7]
  ldrb w16, [x8, #7]
  cmp x9, #8
  eor w15, w16, w15
  strb w15, [x8, #7]
  b.eq L8
  umov w15, v@2.b[8]
  ldrb w16, [x8, #8]
  cmp x9, #9
  eor w15, w16, w15
  strb w15, [x8, #8]
  b.eq L8
  umov w15, v@2.b[9]
  ldrb w16, [x8, #9]
  cmp x9, #10
  eor w15, w16, w15
  strb w15, [x8, #9]
  b.eq L8
  umov w15, v@2.b[10]
  ldrb w16, [x8, #10]
  cmp x9, #11
  eor w15, w16, w15
  strb w15, [x8, #10]
  b.eq L8
  umov w15, v@2.b[11]
  ldrb w16, [x8, #11]
  cmp x9, #12
  eor w15, w16, w15
  strb w15, [x8, #11]
  b.eq L8
  umov w15, v@2.b[12]
  ldrb w16, [x8, #12]
  cmp x9, #13
  eor w15, w16, w15
  strb w15, [x8, #12]
  b.eq L8
  umov w15, v@2.b[13]
  ldrb w16, [x8, #13]
  cmp x9, #14
  eor w15, w16, w15
  strb w15, [x8, #13]
  b.eq L8
  umov w15, v@2.b[14]
  ldrb w16, [x8, #14]
  eor w15, w16, w15
  strb w15, [x8, #14]
  b L8
L0:
  mov v@2.16b, v@0.16b
  lsr x10, x9, #4
  tst x3, #0xf
  cinc x10, x10, ne
  cmp x10, #2
  b.le L3
L2:
  sub x10, x10, #3
  cmp x10, #2
  b.hs L6
  adrp x10, C0
  adrp x11, C1
  stp xzr, xzr, [sp, #152]
  ldr q@1, [x10, :lo12:C0]
  adrp x10, C2
  ldr q@3, [x11, :lo12:C1]
  ldr q@4, [x10, :lo12:C2]
  mov w10, #16
  stp x8, x9, [sp, #128]
  add v@0.4s, v@2.4s, v@1.4s
  add v@1.4s, v@2.4s, v@3.4s
  str x10, [sp, #144]
  add v@3.4s, v@2.4s, v@4.4s
  ldp q@5, q@4, [x0]
  aese v@2.16b, v@5.16b
  aesmc v@2.16b, v@2.16b
  aese v@0.16b, v@5.16b
  aesmc v@0.16b, v@0.16b
  aese v@1.16b, v@5.16b
  aesmc v@1.16b, v@1.16b
  aese v@3.16b, v@5.16b
  aesmc v@3.16b, v@3.16b
  aese v@2.16b, v@4.16b
  aesmc v@2.16b, v@2.16b
  ldp q@5, q@6, [x0, #32]
  aese v@0.16b, v@4.16b
  aesmc v@0.16b, v@0.16b
  aese v@1.16b, v@4.16b
  aesmc v@1.16b, v@1.16b
  aese v@3.16b, v@4.16b
  aesmc v@3.16b, v@3.16b
  aese v@2.16b, v@5.16b
  aesmc v@2.16b, v@2.16b
  aese v@0.16b, v@5.16b
  aesmc v@0.16b, v@0.16b
  aese v@1.16b, v@5.16b
  aesmc v@1.16b, v@1.16b
  aese v@3.16b, v@5.16b
  aesmc v@3.16b, v@3.16b
  aese v@2.16b, v@6.16b
  aesmc v@2.16b, v@2.16b
  aese v@0.16b, v@6.16b
  aesmc v@0.16b, v@0.16b
  aese v@1.16b, v@6.16b
  aesmc v@1.16b, v@1.16b
  aese v@3.16b, v@6.16b
  aesmc v@3.16b, v@3.16b
  ldp q@4, q@5, [x0, #64]
  aese v@2.16b, v@4.16b
  aesmc v@2.16b, v@2.16b
  aese v@0.16b, v@4.16b
  aesmc v@0.16b, v@0.16b
  aese v@1.16b, v@4.16b
  aesmc v@1.16b, v@1.16b
  aese v@3.16b, v@4.16b
  aesmc v@3.16b, v@3.16b
  aese v@2.16b, v@5.16b
  aesmc v@2.16b, v@2.16b
  aese v@0.16b, v@5.16b
  aesmc v@0.16b, v@0.16b
  aese v@1.16b, v@5.16b
  aesmc v@1.16b, v@1.16b
  aese v@3.16b, v@5.16b
  aesmc v@3.16b, v@3.16b
  ldp q@4, q@5, [x0, #96]
  aese v@2.16b, v@4.16b
  aesmc v@2.16b, v@2.16b
  aese v@0.16b, v@4.16b
  aesmc v@0.16b, v@0.16b
  aese v@1.16b, v@4.16b
  aesmc v@1.16b, v@1.16b
  aese v@3.16b, v@4.16b
  aesmc v@3.16b, v@3.16b
  aese v@2.16b, v@5.16b
  aesmc v@2.16b, v@2.16b
  aese v@0.16b, v@5.16b
  aesmc v@0.16b, v@0.16b
  aese v@1.16b, v@5.16b
  aesmc v@1.16b, v@1.16b
  aese v@3.16b, v@5.16b
  aesmc v@3.16b, v@3.16b
  ldp q@4, q@5, [x0, #128]
  aese v@2.16b, v@4.16b
  aesmc v@2.16b, v@2.16b
  aese v@0.16b, v@4.16b
  aesmc v@0.16b, v@0.16b
  aese v@1.16b, v@4.16b
  aesmc v@1.16b, v@1.16b
  aese v@3.16b, v@4.16b
  aesmc v@3.16b, v@3.16b
  aese v@2.16b, v@5.16b
  aesmc v@2.16b, v@2.16b
  aese v@0.16b, v@5.16b
  aesmc v@0.16b, v@0.16b
  aese v@1.16b, v@5.16b
  aesmc v@1.16b, v@1.16b
  aese v@3.16b, v@5.16b
  aesmc v@3.16b, v@3.16b
  ldp q@4, q@5, [x0, #160]
  aese v@2.16b, v@4.16b
  aesmc v@2.16b, v@2.16b
  aese v@0.16b, v@4.16b
  aesmc v@0.16b, v@0.16b
  aese v@1.16b, v@4.16b
  aesmc v@1.16b, v@1.16b
  aese v@3.16b, v@4.16b
  aesmc v@3.16b, v@3.16b
  aese v@2.16b, v@5.16b
  aesmc v@2.16b, v@2.16b
  ldp q@4, q@6, [x0, #192]
  aese v@0.16b, v@5.16b
  aesmc v@0.16b, v@0.16b
  aese v@1.16b, v@5.16b
  aesmc v@1.16b, v@1.16b
  aese v@3.16b, v@5.16b
  aesmc v@3.16b, v@3.16b
  aese v@2.16b, v@4.16b
  aesmc v@2.16b, v@2.16b
  aese v@0.16b, v@4.16b
  aesmc v@0.16b, v@0.16b
  aese v@1.16b, v@4.16b
  aesmc v@1.16b, v@1.16b
  aese v@3.16b, v@4.16b
  aesmc v@3.16b, v@3.16b
  aese v@2.16b, v@6.16b
  ldr q@4, [x0, #224]
  aese v@0.16b, v@6.16b
  aese v@1.16b, v@6.16b
  aese v@3.16b, v@6.16b
  eor v@2.16b, v@2.16b, v@4.16b
  eor v@0.16b, v@0.16b, v@4.16b
  eor v@1.16b, v@1.16b, v@4.16b
  eor v@3.16b, v@3.16b, v@4.16b
  stp q@2, q@0, [sp, #64]
  stp q@1, q@3, [sp, #96]
  cbz x9, L4
  add x11, sp, #48
  mov x10, xzr
  mov w12, #16
  add x11, x11, #16
  add x13, sp, #240
  b L10
L11:
  stp xzr, xzr, [sp, #240]



  sub x9, x9, x14
  add x8, x8, x14
  add x10, x10, #16
  cbz x9, L4
L10:
  cmp x9, #16
  csel x14, x9, x12, lo
  cmp x10, #64
  b.eq L4
  ldr q@2, [x11, x10]
  cmp x9, #16
  b.lo L12
  ldr q@1, [x8]
  eor v@2.16b, v@1.16b, v@2.16b
  str q@2, [x8]
  sub x9, x9, x14
  add x8, x8, x14
  add x10, x10, #16
  cbnz x9, L10
  b L4
L12:
  umov w15, v@2.b[0]
  ldrb w16, [x8]
  cmp x9, #1
  eor w15, w16, w15
  strb w15, [x8]
  b.eq L11
  umov w15, v@2.b[1]
  ldrb w16, [x8, #1]
  cmp x9, #2
  eor w15, w16, w15
  strb w15, [x8, #1]
  b.eq L11
  umov w15, v@2.b[2]
  ldrb w16, [x8, #2]
  cmp x9, #3
  eor w15, w16, w15
  strb w15, [x8, #2]
  b.eq L11
  umov w15, v@2.b[3]
  ldrb w16, [x8, #3]
  cmp x9, #4
  eor w15, w16, w15
  strb w15, [x8, #3]
  b.eq L11
  umov w15, v@2.b[4]
  ldrb w16, [x8, #4]
  cmp x9, #5
  eor w15, w16, w15
  strb w15, [x8, #4]
  b.eq L11
  umov w15, v@2.b[5]
  ldrb w16, [x8, #5]
  cmp x9, #6
  eor w15, w16, w15
  strb w15, [x8, #5]
  b.eq L11
  umov w15, v@2.b[6]
  ldrb w16, [x8, #6]
  cmp x9, #7
  eor w15, w16, w15
  strb w15, [x8, #6]
  b.eq L11
  umov w15, v@2.b[7]
  ldrb w16, [x8, #7]
  cmp x9, #8
  eor w15, w16, w15
  strb w15, [x8, #7]
  b.eq L11
  umov w15, v@2.b[8]
  ldrb w16, [x8, #8]
  cmp x9, #9
  eor w15, w16, w15
  strb w15, [x8, #8]
  b.eq L11
  umov w15, v@2.b[9]
  ldrb w16, [x8, #9]
  cmp x9, #10
  eor w15, w16, w15
  strb w15, [x8, #9]
  b.eq L11
  umov w15, v@2.b[10]
  ldrb w16, [x8, #10]
  cmp x9, #11
  eor w15, w16, w15
  strb w15, [x8, #10]
  b.eq L11
  umov w15, v@2.b[11]
  ldrb w16, [x8, #11]
  cmp x9, #12
  eor w15, w16, w15
  strb w15, [x8, #11]
  b.eq L11
  umov w15, v@2.b[12]
  ldrb w16, [x8, #12]
  cmp x9, #13
  eor w15, w16, w15
  strb w15, [x8, #12]
  b.eq L11
  umov w15, v@2.b[13]
  ldrb w16, [x8, #13]
  cmp x9, #14
  eor w15, w16, w15
  strb w15, [x8, #13]
  b.eq L11
  umov w15, v@2.b[14]
  ldrb w16, [x8, #14]
  eor w15, w16, w15
  strb w15, [x8, #14]
  b L11
L5:
  cbz x9, L4
  ldp q@1, q@3, [x0]
  cmp x9, #15
  aese v@2.16b, v@1.16b
  aesmc v@2.16b, v@2.16b
  aese v@3.16b, v@2.16b
  aesmc v@3.16b, v@3.16b
  ldp q@2, q@1, [x0, #32]
  aese v@2.16b, v@3.16b
  aesmc v@2.16b, v@2.16b
  aese v@1.16b, v@2.16b
  aesmc v@1.16b, v@1.16b
  ldp q@2, q@3, [x0, #64]
  aese v@2.16b, v@1.16b
  aesmc v@2.16b, v@2.16b
  aese v@3.16b, v@2.16b
  aesmc v@3.16b, v@3.16b
  ldp q@2, q@1, [x0, #96]
  aese v@2.16b, v@3.16b
  aesmc v@2.16b, v@2.16b
  aese v@1.16b, v@2.16b
  aesmc v@1.16b, v@1.16b
  ldp q@2, q@3, [x0, #128]
  aese v@2.16b, v@1.16b
  aesmc v@2.16b, v@2.16b
  aese v@3.16b, v@2.16b
  aesmc v@3.16b, v@3.16b
  ldp q@2, q@1, [x0, #160]
  aese v@2.16b, v@3.16b
  aesmc v@2.16b, v@2.16b
  aese v@1.16b, v@2.16b
  aesmc v@1.16b, v@1.16b
  ldp q@2, q@3, [x0, #192]
  aese v@2.16b, v@1.16b
  aesmc v@2.16b, v@2.16b
  aese v@3.16b, v@2.16b
  ldr q@2, [x0, #224]
  eor v@2.16b, v@3.16b, v@2.16b
  b.ls L13
  ldr q@1, [x8]
  eor v@2.16b, v@1.16b, v@2.16b
  str q@2, [x8]
  b L4
L6:
  adrp x10, C0
  adrp x11, C1
  ldr q@29, [x0, #224]
  ldr q@1, [x10, :lo12:C0]
  adrp x10, C2
  ldr q@3, [x11, :lo12:C1]
  ldr q@0, [x10, :lo12:C2]
  adrp x10, C3
  adrp x11, C4
  ldr q@4, [x10, :lo12:C3]
  adrp x10, C6
  ldr q@10, [x11, :lo12:C4]
  ldr q@28, [x10, :lo12:C6]
  adrp x10, C7
  add v@5.4s, v@2.4s, v@0.4s
  ldr q@0, [x10, :lo12:C7]
  add v@9.4s, v@2.4s, v@1.4s
  add v@6.4s, v@2.4s, v@3.4s
  add v@4.4s, v@2.4s, v@4.4s
  add v@1.4s, v@2.4s, v@10.4s
  add v@3.4s, v@2.4s, v@28.4s
  add v@0.4s, v@2.4s, v@0.4s
  ldp q@10, q@28, [x0]
  mov w10, #16
  str xzr, [sp, #224]
  stp x8, x9, [sp, #192]
  aese v@2.16b, v@10.16b
  aesmc v@2.16b, v@2.16b
  aese v@9.16b, v@10.16b
  aesmc v@9.16b, v@9.16b
  aese v@6.16b, v@10.16b
  aesmc v@6.16b, v@6.16b
  aese v@5.16b, v@10.16b
  aesmc v@5.16b, v@5.16b
  aese v@4.16b, v@10.16b
  aesmc v@4.16b, v@4.16b
  aese v@1.16b, v@10.16b
  aesmc v@1.16b, v@1.16b
  aese v@3.16b, v@10.16b
  aesmc v@3.16b, v@3.16b
  aese v@0.16b, v@10.16b
  aesmc v@0.16b, v@0.16b
  aese v@2.16b, v@28.16b
  aesmc v@2.16b, v@2.16b
  aese v@9.16b, v@28.16b
  aesmc v@9.16b, v@9.16b
  aese v@6.16b, v@28.16b
  aesmc v@6.16b, v@6.16b
  aese v@5.16b, v@28.16b
  aesmc v@5.16b, v@5.16b
  aese v@4.16b, v@28.16b
  aesmc v@4.16b, v@4.16b
  aese v@1.16b, v@28.16b
  aesmc v@1.16b, v@1.16b
  aese v@3.16b, v@28.16b
  aesmc v@3.16b, v@3.16b
  aese v@0.16b, v@28.16b
  aesmc v@0.16b, v@0.16b
  stp x10, xzr, [sp, #208]
  ldp q@10, q@28, [x0, #32]
  aese v@2.16b, v@10.16b
  aesmc v@2.16b, v@2.16b
  aese v@9.16b, v@10.16b
  aesmc v@9.16b, v@9.16b
  aese v@6.16b, v@10.16b
  aesmc v@6.16b, v@6.16b
  aese v@5.16b, v@10.16b
  aesmc v@5.16b, v@5.16b
  aese v@4.16b, v@10.16b
  aesmc v@4.16b, v@4.16b
  aese v@1.16b, v@10.16b
  aesmc v@1.16b, v@1.16b
  aese v@3.16b, v@10.16b
  aesmc v@3.16b, v@3.16b
  aese v@0.16b, v@10.16b
  aesmc v@0.16b, v@0.16b
  aese v@2.16b, v@28.16b
  aesmc v@2.16b, v@2.16b
  aese v@9.16b, v@28.16b
  aesmc v@9.16b, v@9.16b
  aese v@6.16b, v@28.16b
  aesmc v@6.16b, v@6.16b
  aese v@5.16b, v@28.16b
  aesmc v@5.16b, v@5.16b
  aese v@4.16b, v@28.16b
  aesmc v@4.16b, v@4.16b
  aese v@1.16b, v@28.16b
  aesmc v@1.16b, v@1.16b
  aese v@3.16b, v@28.16b
  aesmc v@3.16b, v@3.16b
  aese v@0.16b, v@28.16b
  aesmc v@0.16b, v@0.16b
  ldp q@10, q@28, [x0, #64]
  aese v@2.16b, v@10.16b
  aesmc v@2.16b, v@2.16b
  aese v@9.16b, v@10.16b
  aesmc v@9.16b, v@9.16b
  aese v@6.16b, v@10.16b
  aesmc v@6.16b, v@6.16b
  aese v@5.16b, v@10.16b
  aesmc v@5.16b, v@5.16b
  aese v@4.16b, v@10.16b
  aesmc v@4.16b, v@4.16b
  aese v@1.16b, v@10.16b
  aesmc v@1.16b, v@1.16b
  aese v@3.16b, v@10.16b
  aesmc v@3.16b, v@3.16b
  aese v@0.16b, v@10.16b
  aesmc v@0.16b, v@0.16b
  aese v@2.16b, v@28.16b
  aesmc v@2.16b, v@2.16b
  aese v@9.16b, v@28.16b
  aesmc v@9.16b, v@9.16b
  aese v@6.16b, v@28.16b
  aesmc v@6.16b, v@6.16b
  aese v@5.16b, v@28.16b
  aesmc v@5.16b, v@5.16b
  aese v@4.16b, v@28.16b
  aesmc v@4.16b, v@4.16b
  aese v@1.16b, v@28.16b
  aesmc v@1.16b, v@1.16b
  aese v@3.16b, v@28.16b
  aesmc v@3.16b, v@3.16b
  aese v@0.16b, v@28.16b
  aesmc v@0.16b, v@0.16b
  ldp q@10, q@28, [x0, #96]
  aese v@2.16b, v@10.16b
  aesmc v@2.16b, v@2.16b
  aese v@9.16b, v@10.16b
  aesmc v@9.16b, v@9.16b
  aese v@6.16b, v@10.16b
  aesmc v@6.16b, v@6.16b
  aese v@5.16b, v@10.16b
  aesmc v@5.16b, v@5.16b
  aese v@4.16b, v@10.16b
  aesmc v@4.16b, v@4.16b
  aese v@1.16b, v@10.16b
  aesmc v@1.16b, v@1.16b
  aese v@3.16b, v@10.16b
  aesmc v@3.16b, v@3.16b
  aese v@0.16b, v@10.16b
  aesmc v@0.16b, v@0.16b
  aese v@2.16b, v@28.16b
  aesmc v@2.16b, v@2.16b
  aese v@9.16b, v@28.16b
  aesmc v@9.16b, v@9.16b
  aese v@6.16b, v@28.16b
  aesmc v@6.16b, v@6.16b
  aese v@5.16b, v@28.16b
  aesmc v@5.16b, v@5.16b
  aese v@4.16b, v@28.16b
  aesmc v@4.16b, v@4.16b
  aese v@1.16b, v@28.16b
  aesmc v@1.16b, v@1.16b
  aese v@3.16b, v@28.16b
  aesmc v@3.16b, v@3.16b
  aese v@0.16b, v@28.16b
  aesmc v@0.16b, v@0.16b
  ldp q@10, q@28, [x0, #128]
  aese v@2.16b, v@10.16b
  aesmc v@2.16b, v@2.16b
  aese v@9.16b, v@10.16b
  aesmc v@9.16b, v@9.16b
  aese v@6.16b, v@10.16b
  aesmc v@6.16b, v@6.16b
  aese v@5.16b, v@10.16b
  aesmc v@5.16b, v@5.16b
  aese v@4.16b, v@10.16b
  aesmc v@4.16b, v@4.16b
  aese v@1.16b, v@10.16b
  aesmc v@1.16b, v@1.16b
  aese v@3.16b, v@10.16b
  aesmc v@3.16b, v@3.16b
  aese v@0.16b, v@10.16b
  aesmc v@0.16b, v@0.16b
  aese v@2.16b, v@28.16b
  aesmc v@2.16b, v@2.16b
  aese v@9.16b, v@28.16b
  aesmc v@9.16b, v@9.16b
  aese v@6.16b, v@28.16b
  aesmc v@6.16b, v@6.16b
  aese v@5.16b, v@28.16b
  aesmc v@5.16b, v@5.16b
  aese v@4.16b, v@28.16b
  aesmc v@4.16b, v@4.16b
  aese v@1.16b, v@28.16b
  aesmc v@1.16b, v@1.16b
  aese v@3.16b, v@28.16b
  aesmc v@3.16b, v@3.16b
  aese v@0.16b, v@28.16b
  aesmc v@0.16b, v@0.16b
  ldp q@10, q@28, [x0, #160]
  aese v@2.16b, v@10.16b
  aesmc v@2.16b, v@2.16b
  aese v@9.16b, v@10.16b
  aesmc v@9.16b, v@9.16b
  aese v@6.16b, v@10.16b
  aesmc v@6.16b, v@6.16b
  aese v@5.16b, v@10.16b
  aesmc v@5.16b, v@5.16b
  aese v@4.16b, v@10.16b
  aesmc v@4.16b, v@4.16b
  aese v@1.16b, v@10.16b
  aesmc v@1.16b, v@1.16b
  aese v@3.16b, v@10.16b
  aesmc v@3.16b, v@3.16b
  aese v@0.16b, v@10.16b
  aesmc v@0.16b, v@0.16b
  aese v@2.16b, v@28.16b
  aesmc v@2.16b, v@2.16b
  aese v@9.16b, v@28.16b
  aesmc v@9.16b, v@9.16b
  aese v@6.16b, v@28.16b
  aesmc v@6.16b, v@6.16b
  aese v@5.16b, v@28.16b
  aesmc v@5.16b, v@5.16b
  aese v@4.16b, v@28.16b
  aesmc v@4.16b, v@4.16b
  aese v@1.16b, v@28.16b
  aesmc v@1.16b, v@1.16b
  aese v@3.16b, v@28.16b
  aesmc v@3.16b, v@3.16b
  aese v@0.16b, v@28.16b
  aesmc v@0.16b, v@0.16b
  ldp q@10, q@28, [x0, #192]
  aese v@2.16b, v@10.16b
  aesmc v@2.16b, v@2.16b
  aese v@9.16b, v@10.16b
  aesmc v@9.16b, v@9.16b
  aese v@6.16b, v@10.16b
  aesmc v@6.16b, v@6.16b
  aese v@5.16b, v@10.16b
  aesmc v@5.16b, v@5.16b
  aese v@4.16b, v@10.16b
  aesmc v@4.16b, v@4.16b
  aese v@2.16b, v@28.16b
  aese v@1.16b, v@10.16b
  aesmc v@1.16b, v@1.16b
  aese v@9.16b, v@28.16b
  aese v@3.16b, v@10.16b
  aesmc v@3.16b, v@3.16b
  aese v@0.16b, v@10.16b
  aesmc v@0.16b, v@0.16b
  aese v@6.16b, v@28.16b
  eor v@2.16b, v@2.16b, v@29.16b
  aese v@5.16b, v@28.16b
  eor v@9.16b, v@9.16b, v@29.16b
  aese v@4.16b, v@28.16b
  aese v@1.16b, v@28.16b
  aese v@3.16b, v@28.16b
  aese v@0.16b, v@28.16b
  eor v@6.16b, v@6.16b, v@29.16b
  eor v@5.16b, v@5.16b, v@29.16b
  stp q@2, q@9, [sp, #64]
  eor v@2.16b, v@4.16b, v@29.16b
  eor v@1.16b, v@1.16b, v@29.16b
  eor v@3.16b, v@3.16b, v@29.16b
  eor v@0.16b, v@0.16b, v@29.16b
  stp q@6, q@5, [sp, #96]
  stp q@2, q@1, [sp, #128]
  stp q@3, q@0, [sp, #160]
  cbz x9, L4
  add x11, sp, #48
  mov x10, xzr
  mov w12, #16
  add x11, x11, #16
  add x13, sp, #240
  b L14
L15:
  stp xzr, xzr, [sp, #240]



  sub x9, x9, x14
  add x8, x8, x14
  add x10, x10, #16
  cbz x9, L4
L14:
  cmp x9, #16
  csel x14, x9, x12, lo
  cmp x10, #128
  b.eq L4
  ldr q@2, [x11, x10]
  cmp x9, #16
  b.lo L16
  ldr q@1, [x8]
  eor v@2.16b, v@1.16b, v@2.16b
  str q@2, [x8]
  sub x9, x9, x14
  add x8, x8, x14
  add x10, x10, #16
  cbnz x9, L14
  b L4
L16:
  umov w15, v@2.b[0]
  ldrb w16, [x8]
  cmp x9, #1
  eor w15, w16, w15
  strb w15, [x8]
  b.eq L15
  umov w15, v@2.b[1]
  ldrb w16, [x8, #1]
  cmp x9, #2
  eor w15, w16, w15
  strb w15, [x8, #1]
  b.eq L15
  umov w15, v@2.b[2]
  ldrb w16, [x8, #2]
  cmp x9, #3
  eor w15, w16, w15
  strb w15, [x8, #2]
  b.eq L15
  umov w15, v@2.b[3]
  ldrb w16, [x8, #3]
  cmp x9, #4
  eor w15, w16, w15
  strb w15, [x8, #3]
  b.eq L15
  umov w15, v@2.b[4]
  ldrb w16, [x8, #4]
  cmp x9, #5
  eor w15, w16, w15
  strb w15, [x8, #4]
  b.eq L15
  umov w15, v@2.b[5]
  ldrb w16, [x8, #5]
  cmp x9, #6
  eor w15, w16, w15
  strb w15, [x8, #5]
  b.eq L15
  umov w15, v@2.b[6]
  ldrb w16, [x8, #6]
  cmp x9, #7
  eor w15, w16, w15
  strb w15, [x8, #6]
  b.eq L15
  umov w15, v@2.b[7]
  ldrb w16, [x8, #7]
  cmp x9, #8
  eor w15, w16, w15
  strb w15, [x8, #7]
  b.eq L15
  umov w15, v@2.b[8]
  ldrb w16, [x8, #8]
  cmp x9, #9
  eor w15, w16, w15
  strb w15, [x8, #8]
  b.eq L15
  umov w15, v@2.b[9]
  ldrb w16, [x8, #9]
  cmp x9, #10
  eor w15, w16, w15
  strb w15, [x8, #9]
  b.eq L15
  umov w15, v@2.b[10]
  ldrb w16, [x8, #10]
  cmp x9, #11
  eor w15, w16, w15
  strb w15, [x8, #10]
  b.eq L15
  umov w15, v@2.b[11]
  ldrb w16, [x8, #11]
  cmp x9, #12
  eor w15, w16, w15
  strb w15, [x8, #11]
  b.eq L15
  umov w15, v@2.b[12]
  ldrb w16, [x8, #12]
  cmp x9, #13
  eor w15, w16, w15
  strb w15, [x8, #12]
  b.eq L15
  umov w15, v@2.b[13]
  ldrb w16, [x8, #13]
  cmp x9, #14
  eor w15, w16, w15
  strb w15, [x8, #13]
  b.eq L15
  umov w15, v@2.b[14]
  ldrb w16, [x8, #14]
  eor w15, w16, w15
  strb w15, [x8, #14]
  b L15
L13:
  umov w10, v@2.b[0]
  ldrb w11, [x8]
  cmp x9, #1
  eor w10, w11, w10
  strb w10, [x8]
  b.eq L17
  umov w10, v@2.b[1]
  ldrb w11, [x8, #1]
  cmp x9, #2
  eor w10, w11, w10
  strb w10, [x8, #1]
  b.eq L17
  umov w10, v@2.b[2]
  ldrb w11, [x8, #2]
  cmp x9, #3
  eor w10, w11, w10
  strb w10, [x8, #2]
  b.eq L17
  umov w10, v@2.b[3]
  ldrb w11, [x8, #3]
  cmp x9, #4
  eor w10, w11, w10
  strb w10, [x8, #3]
  b.eq L17
  umov w10, v@2.b[4]
  ldrb w11, [x8, #4]
  cmp x9, #5
  eor w10, w11, w10
  strb w10, [x8, #4]
  b.eq L17
  umov w10, v@2.b[5]
  ldrb w11, [x8, #5]
  cmp x9, #6
  eor w10, w11, w10
  strb w10, [x8, #5]
  b.eq L17
  umov w10, v@2.b[6]
  ldrb w11, [x8, #6]
  cmp x9, #7
  eor w10, w11, w10
  strb w10, [x8, #6]
  b.eq L17
  umov w10, v@2.b[7]
  ldrb w11, [x8, #7]
  cmp x9, #8
  eor w10, w11, w10
  strb w10, [x8, #7]
  b.eq L17
  umov w10, v@2.b[8]
  ldrb w11, [x8, #8]
  cmp x9, #9
  eor w10, w11, w10
  strb w10, [x8, #8]
  b.eq L17
  umov w10, v@2.b[9]
  ldrb w11, [x8, #9]
  cmp x9, #10
  eor w10, w11, w10
  strb w10, [x8, #9]
  b.eq L17
  umov w10, v@2.b[10]
  ldrb w11, [x8, #10]
  cmp x9, #11
  eor w10, w11, w10
  strb w10, [x8, #10]
  b.eq L17
  umov w10, v@2.b[11]
  ldrb w11, [x8, #11]
  cmp x9, #12
  eor w10, w11, w10
  strb w10, [x8, #11]
  b.eq L17
  umov w10, v@2.b[12]
  ldrb w11, [x8, #12]
  cmp x9, #13
  eor w10, w11, w10
  strb w10, [x8, #12]
  b.eq L17
  umov w10, v@2.b[13]
  ldrb w11, [x8, #13]
  cmp x9, #14
  eor w10, w11, w10
  strb w10, [x8, #13]
  b.eq L17
  umov w9, v@2.b[14]
  ldrb w10, [x8, #14]
  eor w9, w10, w9
  strb w9, [x8, #14]
L17:
  stp xzr, xzr, [sp, #48]
  add x8, sp, #48



L4:
  ldp d9, d8, [sp, #304]
  ldr x30, [sp, #320]
  ldp d11, d10, [sp, #288]
  ldp d13, d12, [sp, #272]
  ldp d15, d14, [sp, #256]
  add sp, sp, #336
  ret
== hw_gcm_siv::arch::aarch64::aes_pmull::derive#0
  sub sp, sp, #64
  stp x29, x30, [sp, #32]
  str x19, [sp, #48]
  add x29, sp, #32
  movi v@0.2d, #0000000000000000
  ldr d1, [x1]
  add x8, x1, #8
  mov w9, #2
  ldp q@1, q@2, [x0]
  ldp q@3, q@4, [x0, #64]
  mov x1, x3
  ldp q@5, q@6, [x0, #96]
  mov x19, sp
  mov v@0.s[1], v@7.s[0]
  mov v@0.s[2], v@7.s[1]
  ld1 { v@0.s }[3], [x8]
  mov w8, #5
  mov v@8.16b, v@0.16b
  mov v@9.16b, v@0.16b
  mov v@7.16b, v@0.16b
  mov v@10.16b, v@0.16b
  mov v@11.16b, v@0.16b
  mov v@0.s[0], w8
  mov w8, #1
  mov v@8.s[0], w8
  mov w8, #3
  mov v@7.s[0], wzr
  mov v@9.s[0], w8
  mov w8, #4
  mov v@10.s[0], w9
  mov v@11.s[0], w8
  aese v@0.16b, v@1.16b
  aesmc v@0.16b, v@0.16b
  aese v@7.16b, v@1.16b
  aesmc v@7.16b, v@7.16b
  aese v@8.16b, v@1.16b
  aesmc v@8.16b, v@8.16b
  aese v@10.16b, v@1.16b
  aesmc v@10.16b, v@10.16b
  aese v@9.16b, v@1.16b
  aesmc v@9.16b, v@9.16b
  aese v@11.16b, v@1.16b
  aesmc v@11.16b, v@11.16b
  aese v@0.16b, v@2.16b
  aesmc v@0.16b, v@0.16b
  aese v@7.16b, v@2.16b
  aesmc v@7.16b, v@7.16b
  aese v@8.16b, v@2.16b
  aesmc v@8.16b, v@8.16b
  aese v@10.16b, v@2.16b
  aesmc v@10.16b, v@10.16b
  ldp q@1, q@12, [x0, #32]
  aese v@9.16b, v@2.16b
  aesmc v@9.16b, v@9.16b
  aese v@11.16b, v@2.16b
  aesmc v@11.16b, v@11.16b
  ldp q@13, q@2, [x0, #160]
  aese v@0.16b, v@1.16b
  aesmc v@0.16b, v@0.16b
  aese v@7.16b, v@1.16b
  aesmc v@7.16b, v@7.16b
  aese v@8.16b, v@1.16b
  aesmc v@8.16b, v@8.16b
  aese v@10.16b, v@1.16b
  aesmc v@10.16b, v@10.16b
  aese v@9.16b, v@1.16b
  aesmc v@9.16b, v@9.16b
  aese v@11.16b, v@1.16b
  aesmc v@11.16b, v@11.16b
  aese v@7.16b, v@12.16b
  aesmc v@7.16b, v@7.16b
  aese v@8.16b, v@12.16b
  aesmc v@8.16b, v@8.16b
  aese v@0.16b, v@12.16b
  aesmc v@0.16b, v@0.16b
  aese v@10.16b, v@12.16b
  aesmc v@10.16b, v@10.16b
  aese v@9.16b, v@12.16b
  aesmc v@9.16b, v@9.16b
  aese v@11.16b, v@12.16b
  aesmc v@11.16b, v@11.16b
  aese v@7.16b, v@3.16b
  aesmc v@7.16b, v@7.16b
  aese v@8.16b, v@3.16b
  aesmc v@8.16b, v@8.16b
  aese v@0.16b, v@3.16b
  aesmc v@0.16b, v@0.16b
  aese v@10.16b, v@3.16b
  aesmc v@10.16b, v@10.16b
  aese v@9.16b, v@3.16b
  aesmc v@9.16b, v@9.16b
  aese v@11.16b, v@3.16b
  aesmc v@11.16b, v@11.16b
  aese v@7.16b, v@4.16b
  aesmc v@7.16b, v@7.16b
  aese v@8.16b, v@4.16b
  aesmc v@8.16b, v@8.16b
  aese v@0.16b, v@4.16b
  aesmc v@0.16b, v@0.16b
  aese v@10.16b, v@4.16b
  aesmc v@10.16b, v@10.16b
  aese v@9.16b, v@4.16b
  aesmc v@9.16b, v@9.16b
  aese v@11.16b, v@4.16b
  aesmc v@11.16b, v@11.16b
  aese v@7.16b, v@5.16b
  aesmc v@7.16b, v@7.16b
  aese v@8.16b, v@5.16b
  aesmc v@8.16b, v@8.16b
  aese v@10.16b, v@5.16b
  aesmc v@10.16b, v@10.16b
  aese v@9.16b, v@5.16b
  aesmc v@9.16b, v@9.16b
  aese v@11.16b, v@5.16b
  aesmc v@11.16b, v@11.16b
  aese v@0.16b, v@5.16b
  aesmc v@0.16b, v@0.16b
  ldp q@14, q@1, [x0, #128]
  aese v@7.16b, v@6.16b
  aesmc v@7.16b, v@7.16b
  aese v@8.16b, v@6.16b
  aesmc v@8.16b, v@8.16b
  aese v@10.16b, v@6.16b
  aesmc v@10.16b, v@10.16b
  aese v@9.16b, v@6.16b
  aesmc v@9.16b, v@9.16b
  aese v@11.16b, v@6.16b
  aesmc v@11.16b, v@11.16b
  aese v@0.16b, v@6.16b
  aesmc v@0.16b, v@0.16b
  aese v@7.16b, v@14.16b
  aesmc v@7.16b, v@7.16b
  aese v@8.16b, v@14.16b
  aesmc v@8.16b, v@8.16b
  aese v@10.16b, v@14.16b
  aesmc v@10.16b, v@10.16b
  aese v@9.16b, v@14.16b
  aesmc v@9.16b, v@9.16b
  aese v@11.16b, v@14.16b
  aesmc v@11.16b, v@11.16b
  aese v@0.16b, v@14.16b
  aesmc v@0.16b, v@0.16b
  aese v@7.16b, v@1.16b
  aesmc v@7.16b, v@7.16b
  ldp q@6, q@14, [x0, #192]
  aese v@8.16b, v@1.16b
  aesmc v@8.16b, v@8.16b
  aese v@10.16b, v@1.16b
  aesmc v@10.16b, v@10.16b
  aese v@9.16b, v@1.16b
  aesmc v@9.16b, v@9.16b
  aese v@11.16b, v@1.16b
  aesmc v@11.16b, v@11.16b
  aese v@0.16b, v@1.16b
  aesmc v@0.16b, v@0.16b
  aese v@7.16b, v@13.16b
  aesmc v@7.16b, v@7.16b
  aese v@8.16b, v@13.16b
  aesmc v@8.16b, v@8.16b
  aese v@10.16b, v@13.16b
  aesmc v@10.16b, v@10.16b
  aese v@9.16b, v@13.16b
  aesmc v@9.16b, v@9.16b
  aese v@11.16b, v@13.16b
  aesmc v@11.16b, v@11.16b
  aese v@0.16b, v@13.16b
  aesmc v@0.16b, v@0.16b
  aese v@7.16b, v@2.16b
  aesmc v@7.16b, v@7.16b
  aese v@8.16b, v@2.16b
  aesmc v@8.16b, v@8.16b
  aese v@10.16b, v@2.16b
  aesmc v@10.16b, v@10.16b
  aese v@9.16b, v@2.16b
  aesmc v@9.16b, v@9.16b
  aese v@11.16b, v@2.16b
  aesmc v@11.16b, v@11.16b
  aese v@0.16b, v@2.16b
  aesmc v@0.16b, v@0.16b
  ldr d6, [x0, #224]
  mov x0, sp
  aese v@7.16b, v@6.16b
  aesmc v@7.16b, v@7.16b
  aese v@8.16b, v@6.16b
  aesmc v@8.16b, v@8.16b
  aese v@10.16b, v@6.16b
  aesmc v@10.16b, v@10.16b
  aese v@9.16b, v@6.16b
  aesmc v@9.16b, v@9.16b
  aese v@11.16b, v@6.16b
  aesmc v@11.16b, v@11.16b
  aese v@0.16b, v@6.16b
  aesmc v@0.16b, v@0.16b
  aese v@7.16b, v@14.16b
  aese v@8.16b, v@14.16b
  aese v@10.16b, v@14.16b
  aese v@9.16b, v@14.16b
  mov v@2.d[1], v@2.d[0]
  aese v@0.16b, v@14.16b
  aese v@11.16b, v@14.16b
  mov v@7.d[1], v@8.d[0]
  mov v@10.d[1], v@9.d[0]
  mov v@11.d[1], v@0.d[0]
  eor v@0.16b, v@7.16b, v@2.16b
  eor v@7.16b, v@10.16b, v@2.16b
  eor v@10.16b, v@11.16b, v@2.16b
  str q@0, [x2]
  stp q@7, q@10, [sp]
  bl hw_aes256::arch::aarch64::aes_pmull::expand_key
  movi v@0.2d, #0000000000000000
  stp q@0, q@0, [sp]



  ldp x29, x30, [sp, #32]
  ldr x19, [sp, #48]
  add sp, sp, #64
  ret
== hw_gcm_siv::arch::aarch64::aes_pmull::encrypt_block#0
  ldp q@0, q@1, [x0]
  ldr q@2, [x1]
  aese v@2.16b, v@0.16b
  aesmc v@2.16b, v@2.16b
  aese v@2.16b, v@1.16b
  aesmc v@2.16b, v@2.16b
  ldp q@0, q@1, [x0, #32]
  aese v@2.16b, v@0.16b
  aesmc v@2.16b, v@2.16b
  aese v@2.16b, v@1.16b
  aesmc v@2.16b, v@2.16b
  ldp q@0, q@1, [x0, #64]
  aese v@2.16b, v@0.16b
  aesmc v@2.16b, v@2.16b
  aese v@2.16b, v@1.16b
  aesmc v@2.16b, v@2.16b
  ldp q@0, q@1, [x0, #96]
  aese v@2.16b, v@0.16b
  aesmc v@2.16b, v@2.16b
  aese v@2.16b, v@1.16b
  aesmc v@2.16b, v@2.16b
  ldp q@0, q@1, [x0, #128]
  aese v@2.16b, v@0.16b
  aesmc v@2.16b, v@2.16b
  aese v@2.16b, v@1.16b
  aesmc v@2.16b, v@2.16b
  ldp q@0, q@1, [x0, #160]
  aese v@2.16b, v@0.16b
  aesmc v@2.16b, v@2.16b
  aese v@2.16b, v@1.16b
  aesmc v@2.16b, v@2.16b
  ldp q@0, q@1, [x0, #192]
  aese v@2.16b, v@0.16b
  aesmc v@2.16b, v@2.16b
  ldr q@0, [x0, #224]
  aese v@2.16b, v@1.16b
  eor v@2.16b, v@2.16b, v@0.16b
  str q@2, [x1]
  ret
== hw_gcm_siv::arch::aarch64::aes_pmull::open_groups#0
  cmp x5, #128
  b.hs L0
  mov x0, xzr
  ret
L0:
  stp d15, d14, [sp, #-96]!
  stp d13, d12, [sp, #16]
  stp d11, d10, [sp, #32]
  stp d9, d8, [sp, #48]
  str x30, [sp, #64]
  stp x20, x19, [sp, #80]
  sub sp, sp, #464
  ldp q@0, q@1, [x2]
  mov x8, x0
  adrp x7, C0
  adrp x19, C1
  and x0, x5, #0x7fffffffffffff80
  ldp q@2, q@3, [x2, #32]
  ldr q@4, [x1]
  fmov x10, d0
  stp q@1, q@0, [sp, #416]
  mov x11, v@0.d[1]
  ldr q@0, [x8, #224]
  fmov x12, d1
  mov x13, v@1.d[1]
  ldp q@5, q@6, [x2, #64]
  mov x15, v@2.d[1]
  str q@0, [sp, #304]
  ldp q@1, q@0, [x8]
  ldp q@7, q@8, [x2, #96]
  mov x17, v@3.d[1]
  mov x1, v@5.d[1]
  mov x2, v@6.d[1]
  fmov x14, d2
  stp q@0, q@1, [sp, #272]
  ldp q@1, q@0, [x8, #32]
  mov x5, v@7.d[1]
  mov x6, v@8.d[1]
  fmov x16, d3
  fmov x18, d4
  ldp q@9, q@10, [x8, #192]
  stp q@0, q@1, [sp, #240]
  ldp q@1, q@0, [x8, #64]
  adrp x20, C2
  stp q@8, q@7, [sp, #320]
  ldr q@11, [x3]
  ldp q@12, q@13, [sp, #416]
  ldr q@14, [sp, #336]
  stp q@0, q@1, [sp, #208]
  ldp q@1, q@0, [x8, #96]
  add x9, x4, x0
  stp q@6, q@5, [sp, #352]
  stp q@3, q@2, [sp, #384]
  stp q@0, q@1, [sp, #176]
  ldp q@1, q@0, [x8, #128]
  stp q@0, q@1, [sp, #144]
  ldp q@0, q@15, [x8, #160]
  fmov x8, d5
  str q@0, [sp]
  ldr q@0, [x7, :lo12:C0]
  adrp x7, C3
  str q@0, [sp, #128]
  ldr q@0, [x19, :lo12:C1]
  adrp x19, C4
  str q@0, [sp, #112]
  ldr q@0, [x7, :lo12:C3]
  adrp x7, C5
  str q@0, [sp, #96]
  ldr q@0, [x7, :lo12:C5]
  adrp x7, C6
  str q@0, [sp, #80]
  ldr q@0, [x19, :lo12:C4]
  adrp x19, C7
  str q@0, [sp, #64]
  ldr q@0, [x7, :lo12:C6]
  fmov x7, d6
  str q@0, [sp, #48]
  ldr q@0, [x19, :lo12:C7]
  fmov x19, d16
  str q@0, [sp, #32]
  ldr q@0, [x20, :lo12:C2]
  mov x20, #-4467570830351532032
  str q@0, [sp, #16]
L1:
  ldp q@0, q@1, [sp, #112]
  mov v@8.16b, v@4.16b
  ldp q@16, q@17, [sp, #160]
  dup v@2.2d, x10
  ldr q@18, [sp, #144]
  ldr q@19, [sp]
  fmov d3, x13
  add v@20.4s, v@4.4s, v@1.4s
  add v@21.4s, v@4.4s, v@0.4s
  ldr q@22, [sp, #304]
  ldp q@0, q@1, [sp, #80]
  add v@23.4s, v@4.4s, v@1.4s
  add v@24.4s, v@4.4s, v@0.4s
  ldp q@0, q@1, [sp, #48]
  add v@25.4s, v@4.4s, v@0.4s
  ldr q@0, [sp, #32]
  add v@26.4s, v@4.4s, v@1.4s
  add v@27.4s, v@4.4s, v@0.4s
  ldp q@0, q@1, [sp, #272]
  aese v@8.16b, v@1.16b
  aesmc v@8.16b, v@8.16b
  aese v@20.16b, v@1.16b
  aesmc v@20.16b, v@20.16b
  aese v@21.16b, v@1.16b
  aesmc v@21.16b, v@21.16b
  aese v@23.16b, v@1.16b
  aesmc v@23.16b, v@23.16b
  aese v@24.16b, v@1.16b
  aesmc v@24.16b, v@24.16b
  aese v@26.16b, v@1.16b
  aesmc v@26.16b, v@26.16b
  aese v@25.16b, v@1.16b
  aesmc v@25.16b, v@25.16b
  aese v@27.16b, v@1.16b
  aesmc v@27.16b, v@27.16b
  aese v@8.16b, v@0.16b
  aesmc v@8.16b, v@8.16b
  aese v@20.16b, v@0.16b
  aesmc v@20.16b, v@20.16b
  aese v@21.16b, v@0.16b
  aesmc v@21.16b, v@21.16b
  aese v@23.16b, v@0.16b
  aesmc v@23.16b, v@23.16b
  aese v@24.16b, v@0.16b
  aesmc v@24.16b, v@24.16b
  aese v@26.16b, v@0.16b
  aesmc v@26.16b, v@26.16b
  aese v@25.16b, v@0.16b
  aesmc v@25.16b, v@25.16b
  aese v@27.16b, v@0.16b
  aesmc v@27.16b, v@27.16b
  ldp q@0, q@1, [sp, #240]
  aese v@8.16b, v@1.16b
  aesmc v@8.16b, v@8.16b
  aese v@20.16b, v@1.16b
  aesmc v@20.16b, v@20.16b
  aese v@21.16b, v@1.16b
  aesmc v@21.16b, v@21.16b
  aese v@23.16b, v@1.16b
  aesmc v@23.16b, v@23.16b
  aese v@24.16b, v@1.16b
  aesmc v@24.16b, v@24.16b
  aese v@26.16b, v@1.16b
  aesmc v@26.16b, v@26.16b
  aese v@25.16b, v@1.16b
  aesmc v@25.16b, v@25.16b
  aese v@27.16b, v@1.16b
  aesmc v@27.16b, v@27.16b
  aese v@8.16b, v@0.16b
  aesmc v@8.16b, v@8.16b
  ldr q@1, [sp, #224]
  aese v@20.16b, v@0.16b
  aesmc v@20.16b, v@20.16b
  aese v@21.16b, v@0.16b
  aesmc v@21.16b, v@21.16b
  aese v@23.16b, v@0.16b
  aesmc v@23.16b, v@23.16b
  aese v@24.16b, v@0.16b
  aesmc v@24.16b, v@24.16b
  aese v@8.16b, v@1.16b
  aesmc v@8.16b, v@8.16b
  aese v@26.16b, v@0.16b
  aesmc v@26.16b, v@26.16b
  aese v@25.16b, v@0.16b
  aesmc v@25.16b, v@25.16b
  aese v@27.16b, v@0.16b
  aesmc v@27.16b, v@27.16b
  aese v@20.16b, v@1.16b
  aesmc v@20.16b, v@20.16b
  ldp q@28, q@0, [sp, #192]
  aese v@21.16b, v@1.16b
  aesmc v@21.16b, v@21.16b
  aese v@23.16b, v@1.16b
  aesmc v@23.16b, v@23.16b
  aese v@24.16b, v@1.16b
  aesmc v@24.16b, v@24.16b
  aese v@8.16b, v@0.16b
  aesmc v@8.16b, v@8.16b
  aese v@20.16b, v@0.16b
  aesmc v@20.16b, v@20.16b
  aese v@26.16b, v@1.16b
  aesmc v@26.16b, v@26.16b
  aese v@25.16b, v@1.16b
  aesmc v@25.16b, v@25.16b
  aese v@27.16b, v@1.16b
  aesmc v@27.16b, v@27.16b
  aese v@8.16b, v@28.16b
  aesmc v@8.16b, v@8.16b
  aese v@21.16b, v@0.16b
  aesmc v@21.16b, v@21.16b
  aese v@20.16b, v@28.16b
  aesmc v@20.16b, v@20.16b
  aese v@23.16b, v@0.16b
  aesmc v@23.16b, v@23.16b
  aese v@8.16b, v@17.16b
  aesmc v@8.16b, v@8.16b
  aese v@24.16b, v@0.16b
  aesmc v@24.16b, v@24.16b
  aese v@26.16b, v@0.16b
  aesmc v@26.16b, v@26.16b
  aese v@25.16b, v@0.16b
  aesmc v@25.16b, v@25.16b
  aese v@27.16b, v@0.16b
  aesmc v@27.16b, v@27.16b
  ldp q@0, q@1, [x4]
  aese v@8.16b, v@16.16b
  aesmc v@8.16b, v@8.16b
  aese v@21.16b, v@28.16b
  aesmc v@21.16b, v@21.16b
  aese v@20.16b, v@17.16b
  aesmc v@20.16b, v@20.16b
  eor v@0.16b, v@0.16b, v@22.16b
  aese v@23.16b, v@28.16b
  aesmc v@23.16b, v@23.16b
  aese v@8.16b, v@18.16b
  aesmc v@8.16b, v@8.16b
  aese v@24.16b, v@28.16b
  aesmc v@24.16b, v@24.16b
  aese v@21.16b, v@17.16b
  aesmc v@21.16b, v@21.16b
  aese v@20.16b, v@16.16b
  aesmc v@20.16b, v@20.16b
  aese v@26.16b, v@28.16b
  aesmc v@26.16b, v@26.16b
  aese v@8.16b, v@19.16b
  aesmc v@8.16b, v@8.16b
  aese v@21.16b, v@16.16b
  aesmc v@21.16b, v@21.16b
  aese v@23.16b, v@17.16b
  aesmc v@23.16b, v@23.16b
  aese v@20.16b, v@18.16b
  aesmc v@20.16b, v@20.16b
  aese v@8.16b, v@15.16b
  aesmc v@8.16b, v@8.16b
  aese v@25.16b, v@28.16b
  aesmc v@25.16b, v@25.16b
  aese v@21.16b, v@18.16b
  aesmc v@21.16b, v@21.16b
  aese v@20.16b, v@19.16b
  aesmc v@20.16b, v@20.16b
  aese v@24.16b, v@17.16b
  aesmc v@24.16b, v@24.16b
  aese v@8.16b, v@9.16b
  aesmc v@8.16b, v@8.16b
  aese v@23.16b, v@16.16b
  aesmc v@23.16b, v@23.16b
  aese v@26.16b, v@17.16b
  aesmc v@26.16b, v@26.16b
  aese v@21.16b, v@19.16b
  aesmc v@21.16b, v@21.16b
  aese v@8.16b, v@10.16b
  aese v@20.16b, v@15.16b
  aesmc v@20.16b, v@20.16b
  aese v@25.16b, v@17.16b
  aesmc v@25.16b, v@25.16b
  aese v@23.16b, v@18.16b
  aesmc v@23.16b, v@23.16b
  aese v@24.16b, v@16.16b
  aesmc v@24.16b, v@24.16b
  eor v@8.16b, v@8.16b, v@0.16b
  aese v@21.16b, v@15.16b
  aesmc v@21.16b, v@21.16b
  aese v@20.16b, v@9.16b
  aesmc v@20.16b, v@20.16b
  aese v@26.16b, v@16.16b
  aesmc v@26.16b, v@26.16b
  aese v@25.16b, v@16.16b
  aesmc v@25.16b, v@25.16b
  eor v@11.16b, v@11.16b, v@8.16b
  aese v@23.16b, v@19.16b
  aesmc v@23.16b, v@23.16b
  aese v@21.16b, v@9.16b
  aesmc v@21.16b, v@21.16b
  aese v@20.16b, v@10.16b
  eor v@1.16b, v@1.16b, v@22.16b
  aese v@24.16b, v@18.16b
  aesmc v@24.16b, v@24.16b
  pmull v@0.1q, v@11.1d, v@13.1d
  aese v@26.16b, v@18.16b
  aesmc v@26.16b, v@26.16b
  pmull2 v@6.1q, v@11.2d, v@2.2d
  aese v@27.16b, v@28.16b
  aesmc v@27.16b, v@27.16b
  aese v@25.16b, v@18.16b
  aesmc v@25.16b, v@25.16b
  aese v@23.16b, v@15.16b
  aesmc v@23.16b, v@23.16b
  eor v@20.16b, v@20.16b, v@1.16b
  aese v@21.16b, v@10.16b
  str q@0, [sp, #448]
  fmov d0, x11
  dup v@2.2d, x12
  ldr q@29, [sp, #448]
  aese v@24.16b, v@19.16b
  aesmc v@24.16b, v@24.16b
  pmull v@30.1q, v@20.1d, v@3.1d
  stp q@8, q@20, [x4]
  aese v@26.16b, v@19.16b
  aesmc v@26.16b, v@26.16b
  aese v@27.16b, v@17.16b
  aesmc v@27.16b, v@27.16b
  pmull v@5.1q, v@11.1d, v@0.1d
  ldp q@0, q@7, [x4, #32]
  pmull2 v@31.1q, v@20.2d, v@2.2d
  ldp q@28, q@17, [x4, #64]
  pmull v@1.1q, v@20.1d, v@12.1d
  aese v@25.16b, v@19.16b
  aesmc v@25.16b, v@25.16b
  pmull2 v@11.1q, v@11.2d, v@13.2d
  eor v@0.16b, v@0.16b, v@22.16b
  aese v@23.16b, v@9.16b
  aesmc v@23.16b, v@23.16b
  aese v@24.16b, v@15.16b
  aesmc v@24.16b, v@24.16b
  aese v@26.16b, v@15.16b
  aesmc v@26.16b, v@26.16b
  aese v@25.16b, v@15.16b
  aesmc v@25.16b, v@25.16b
  eor v@21.16b, v@21.16b, v@0.16b
  dup v@0.2d, x14
  aese v@27.16b, v@16.16b
  aesmc v@27.16b, v@27.16b
  aese v@23.16b, v@10.16b
  aese v@24.16b, v@9.16b
  aesmc v@24.16b, v@24.16b
  aese v@26.16b, v@9.16b
  aesmc v@26.16b, v@26.16b
  aese v@25.16b, v@9.16b
  aesmc v@25.16b, v@25.16b
  pmull2 v@3.1q, v@21.2d, v@0.2d
  eor v@0.16b, v@7.16b, v@22.16b
  aese v@27.16b, v@18.16b
  aesmc v@27.16b, v@27.16b
  eor v@30.16b, v@31.16b, v@30.16b
  fmov d2, x15
  ldp q@31, q@18, [x4, #96]
  fmov d6, x17
  eor v@23.16b, v@23.16b, v@0.16b
  dup v@0.2d, x16
  aese v@24.16b, v@10.16b
  pmull v@2.1q, v@21.1d, v@2.1d
  eor v@28.16b, v@28.16b, v@22.16b
  aese v@26.16b, v@10.16b
  eor v@17.16b, v@17.16b, v@22.16b
  eor v@16.16b, v@6.16b, v@5.16b
  aese v@25.16b, v@10.16b
  pmull v@7.1q, v@23.1d, v@7.1d
  stp q@21, q@23, [x4, #32]
  eor v@31.16b, v@31.16b, v@22.16b
  pmull2 v@0.1q, v@23.2d, v@0.2d
  aese v@27.16b, v@19.16b
  aesmc v@27.16b, v@27.16b
  eor v@5.16b, v@24.16b, v@28.16b
  dup v@28.2d, x18
  eor v@6.16b, v@26.16b, v@17.16b
  fmov d20, x1
  eor v@30.16b, v@16.16b, v@30.16b
  dup v@16.2d, x8
  eor v@26.16b, v@25.16b, v@31.16b
  ldp q@25, q@24, [sp, #384]
  pmull2 v@28.1q, v@5.2d, v@28.2d
  stp q@5, q@6, [x4, #64]
  fmov d18, x2
  pmull v@17.1q, v@5.1d, v@17.1d
  aese v@27.16b, v@15.16b
  aesmc v@27.16b, v@27.16b
  pmull2 v@16.1q, v@6.2d, v@16.2d
  eor v@2.16b, v@3.16b, v@2.16b
  eor v@0.16b, v@0.16b, v@7.16b
  pmull v@31.1q, v@6.1d, v@31.1d
  dup v@3.2d, x7
  fmov d6, x5
  aese v@27.16b, v@9.16b
  aesmc v@27.16b, v@27.16b
  eor v@1.16b, v@29.16b, v@1.16b
  eor v@28.16b, v@28.16b, v@17.16b
  eor v@17.16b, v@18.16b, v@22.16b
  eor v@2.16b, v@2.16b, v@0.16b
  pmull v@7.1q, v@26.1d, v@7.1d
  ldp q@19, q@22, [sp, #352]
  pmull2 v@3.1q, v@26.2d, v@3.2d
  aese v@27.16b, v@10.16b
  eor v@31.16b, v@16.16b, v@31.16b
  pmull v@18.1q, v@21.1d, v@24.1d
  eor v@2.16b, v@30.16b, v@2.16b
  fmov d17, x6
  pmull v@16.1q, v@23.1d, v@25.1d
  eor v@0.16b, v@27.16b, v@17.16b
  dup v@17.2d, x19
  eor v@31.16b, v@28.16b, v@31.16b
  pmull v@27.1q, v@5.1d, v@22.1d
  eor v@3.16b, v@3.16b, v@7.16b
  pmull v@7.1q, v@6.1d, v@19.1d
  pmull2 v@28.1q, v@0.2d, v@17.2d
  stp q@26, q@0, [x4, #96]
  add x4, x4, #128
  pmull v@30.1q, v@0.1d, v@30.1d
  cmp x4, x9
  eor v@3.16b, v@31.16b, v@3.16b
  pmull v@31.1q, v@26.1d, v@14.1d
  eor v@16.16b, v@18.16b, v@16.16b
  movi v@18.2d, #0000000000000000
  pmull v@17.1q, v@0.1d, v@17.1d
  eor v@7.16b, v@27.16b, v@7.16b
  eor v@2.16b, v@2.16b, v@3.16b
  pmull2 v@3.1q, v@20.2d, v@12.2d
  eor v@30.16b, v@28.16b, v@30.16b
  eor v@1.16b, v@1.16b, v@16.16b
  pmull2 v@28.1q, v@21.2d, v@24.2d
  eor v@7.16b, v@7.16b, v@31.16b
  pmull2 v@31.1q, v@23.2d, v@25.2d
  eor v@2.16b, v@2.16b, v@30.16b
  pmull2 v@30.1q, v@5.2d, v@22.2d
  eor v@1.16b, v@1.16b, v@7.16b
  eor v@3.16b, v@11.16b, v@3.16b
  pmull2 v@7.1q, v@6.2d, v@19.2d
  ext v@16.16b, v@18.16b, v@2.16b, #8
  eor v@11.16b, v@28.16b, v@31.16b
  ldr q@31, [sp, #320]
  eor v@1.16b, v@1.16b, v@17.16b
  ext v@2.16b, v@2.16b, v@18.16b, #8
  pmull2 v@17.1q, v@26.2d, v@14.2d
  pmull2 v@31.1q, v@0.2d, v@31.2d
  ldr q@0, [sp, #16]
  eor v@7.16b, v@30.16b, v@7.16b
  eor v@1.16b, v@16.16b, v@1.16b
  fmov d17, x20
  eor v@3.16b, v@3.16b, v@11.16b
  add v@4.4s, v@4.4s, v@0.4s
  eor v@7.16b, v@7.16b, v@17.16b
  pmull v@11.1q, v@1.1d, v@30.1d
  ext v@1.16b, v@1.16b, v@1.16b, #8
  eor v@3.16b, v@3.16b, v@7.16b
  eor v@1.16b, v@1.16b, v@11.16b
  eor v@3.16b, v@3.16b, v@31.16b
  pmull v@7.1q, v@1.1d, v@30.1d
  ext v@1.16b, v@1.16b, v@1.16b, #8
  eor v@2.16b, v@2.16b, v@3.16b
  eor v@2.16b, v@2.16b, v@7.16b
  eor v@11.16b, v@2.16b, v@1.16b
  b.ne L1
  str q@11, [x3]
  add sp, sp, #464
  ldp x20, x19, [sp, #80]
  ldr x30, [sp, #64]
  ldp d9, d8, [sp, #48]
  ldp d11, d10, [sp, #32]
  ldp d13, d12, [sp, #16]
  ldp d15, d14, [sp], #96
  ret
== hw_polyval::arch::aarch64::aes_pmull::dot#0
  ldp d1, d4, [x1]
  movi v@0.2d, #0000000000000000
  ldp d3, d2, [x2]
  mov x8, #-4467570830351532032
  pmull v@1.1q, v@2.1d, v@3.1d
  pmull v@4.1q, v@5.1d, v@6.1d
  pmull v@2.1q, v@2.1d, v@6.1d
  pmull v@3.1q, v@5.1d, v@3.1d
  eor v@1.16b, v@4.16b, v@1.16b
  ext v@6.16b, v@0.16b, v@1.16b, #8
  ext v@0.16b, v@1.16b, v@0.16b, #8
  eor v@2.16b, v@6.16b, v@2.16b
  fmov d3, x8
  eor v@0.16b, v@0.16b, v@3.16b
  pmull v@4.1q, v@2.1d, v@6.1d
  ext v@2.16b, v@2.16b, v@2.16b, #8
  eor v@2.16b, v@2.16b, v@4.16b
  pmull v@6.1q, v@2.1d, v@6.1d
  ext v@2.16b, v@2.16b, v@2.16b, #8
  eor v@0.16b, v@0.16b, v@6.16b
  eor v@0.16b, v@0.16b, v@2.16b
  str q@0, [x0]
  ret
== hw_polyval::arch::aarch64::aes_pmull::update#0
  sub sp, sp, #144
  stp x29, x30, [sp, #128]
  add x29, sp, #128
  ldp q@0, q@1, [x0, #64]
  mov x11, #-4467570830351532032
  mov x8, sp
  mov w10, #8
  add x9, x8, #152
  stp q@0, q@1, [sp, #64]
  ldp q@0, q@2, [x0, #96]
  stp q@0, q@2, [sp, #96]
  ldp q@1, q@2, [x0]
  movi v@0.2d, #0000000000000000
  stp q@1, q@2, [sp]
  ldp q@1, q@2, [x0, #32]
  stp q@1, q@2, [sp, #32]
  fmov d1, x11
  ldr q@2, [x1]
  mov w11, #9
  b L0
L1:
  ext v@3.16b, v@0.16b, v@4.16b, #8
  ext v@4.16b, v@4.16b, v@0.16b, #8
  sub x3, x3, x12
  mov x2, x13
  eor v@5.16b, v@3.16b, v@5.16b
  eor v@2.16b, v@2.16b, v@4.16b
  pmull v@3.1q, v@5.1d, v@1.1d
  ext v@5.16b, v@5.16b, v@5.16b, #8
  eor v@5.16b, v@5.16b, v@3.16b
  pmull v@3.1q, v@5.1d, v@1.1d
  ext v@4.16b, v@5.16b, v@5.16b, #8
  eor v@2.16b, v@2.16b, v@3.16b
  eor v@2.16b, v@2.16b, v@4.16b
  cbz x3, L2
L0:
  cmp x3, #8
  ldr q@4, [x2]
  csel x12, x3, x10, lo
  cmp x3, #1
  sub x13, x10, x12
  eor v@2.16b, v@4.16b, v@2.16b
  add x13, x8, x13, lsl #4
  ldr x14, [x13]
  orr x13, x13, #0x8
  ld1r { v@4.2d }, [x13]
  add x13, x2, x12, lsl #4
  dup v@5.2d, x14
  pmull v@3.1q, v@2.1d, v@4.1d
  pmull2 v@6.1q, v@2.2d, v@5.2d
  fmov d4, x14
  pmull v@5.1q, v@2.1d, v@5.1d
  pmull2 v@2.1q, v@2.2d, v@4.2d
  eor v@4.16b, v@6.16b, v@3.16b
  b.eq L1
  sub x14, x9, x12, lsl #4
  add x15, x2, #16
  sub x0, x11, x12
L3:
  sub x16, x0, #8
  cmn x16, #8
  b.lo L4
  ldp d5, d16, [x15], #16
  ldp d7, d6, [x14, #-8]
  cmp x15, x13
  add x0, x0, #1
  add x14, x14, #16
  pmull v@7.1q, v@3.1d, v@6.1d
  pmull v@8.1q, v@9.1d, v@10.1d
  pmull v@3.1q, v@3.1d, v@10.1d
  pmull v@6.1q, v@9.1d, v@6.1d
  eor v@10.16b, v@8.16b, v@7.16b
  eor v@5.16b, v@5.16b, v@3.16b
  eor v@2.16b, v@2.16b, v@6.16b
  eor v@4.16b, v@4.16b, v@10.16b
  b.ne L3
  b L1
L2:
  str q@2, [x1]
  ldp x29, x30, [sp, #128]
  add sp, sp, #144
  ret
L4:
  adrp x2, C0
  add x2, x2, :lo12:C0
  mov w1, #8
  bl core::panicking::panic_bounds_check
