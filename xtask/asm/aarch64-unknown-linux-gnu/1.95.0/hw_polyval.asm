== hw_polyval::arch::aarch64::aes_pmull::powers#0
  ldr q@0, [x0]
  movi v@1.2d, #0000000000000000
  mov x8, #-4467570830351532032
  dup v@2.2d, v@0.d[0]
  pmull2 v@3.1q, v@0.2d, v@0.2d
  pmull2 v@4.1q, v@2.2d, v@0.2d
  eor v@5.16b, v@4.16b, v@4.16b
  pmull v@4.1q, v@0.1d, v@0.1d
  ext v@6.16b, v@1.16b, v@5.16b, #8
  ext v@5.16b, v@5.16b, v@1.16b, #8
  eor v@6.16b, v@6.16b, v@4.16b
  fmov d2, x8
  eor v@5.16b, v@5.16b, v@3.16b
  pmull v@7.1q, v@6.1d, v@4.1d
  ext v@6.16b, v@6.16b, v@6.16b, #8
  eor v@6.16b, v@6.16b, v@7.16b
  pmull v@7.1q, v@6.1d, v@4.1d
  ext v@6.16b, v@6.16b, v@6.16b, #8
  eor v@5.16b, v@5.16b, v@7.16b
  eor v@5.16b, v@5.16b, v@6.16b
  dup v@3.2d, v@5.d[0]
  stp q@5, q@0, [x1, #96]
  pmull2 v@6.1q, v@5.2d, v@2.2d
  pmull v@8.1q, v@5.1d, v@0.1d
  pmull2 v@7.1q, v@3.2d, v@5.2d
  pmull2 v@9.1q, v@3.2d, v@0.2d
  pmull2 v@10.1q, v@5.2d, v@5.2d
  eor v@7.16b, v@7.16b, v@7.16b
  eor v@6.16b, v@6.16b, v@9.16b
  pmull v@9.1q, v@5.1d, v@5.1d
  ext v@11.16b, v@1.16b, v@7.16b, #8
  ext v@7.16b, v@7.16b, v@1.16b, #8
  ext v@12.16b, v@1.16b, v@6.16b, #8
  ext v@6.16b, v@6.16b, v@1.16b, #8
  eor v@9.16b, v@11.16b, v@9.16b
  eor v@7.16b, v@7.16b, v@10.16b
  eor v@11.16b, v@12.16b, v@8.16b
  pmull v@8.1q, v@9.1d, v@4.1d
  ext v@9.16b, v@9.16b, v@9.16b, #8
  pmull v@12.1q, v@11.1d, v@4.1d
  ext v@11.16b, v@11.16b, v@11.16b, #8
  eor v@9.16b, v@9.16b, v@8.16b
  pmull2 v@8.1q, v@5.2d, v@0.2d
  eor v@11.16b, v@11.16b, v@12.16b
  pmull v@12.1q, v@9.1d, v@4.1d
  ext v@9.16b, v@9.16b, v@9.16b, #8
  pmull v@10.1q, v@11.1d, v@4.1d
  ext v@11.16b, v@11.16b, v@11.16b, #8
  eor v@6.16b, v@6.16b, v@8.16b
  eor v@7.16b, v@7.16b, v@12.16b
  eor v@8.16b, v@6.16b, v@10.16b
  eor v@6.16b, v@7.16b, v@9.16b
  eor v@7.16b, v@8.16b, v@11.16b
  dup v@9.2d, v@6.d[0]
  dup v@11.2d, v@7.d[0]
  stp q@6, q@7, [x1, #64]
  pmull2 v@3.1q, v@6.2d, v@3.2d
  pmull2 v@12.1q, v@9.2d, v@7.2d
  pmull2 v@11.1q, v@6.2d, v@11.2d
  pmull2 v@10.1q, v@9.2d, v@6.2d
  pmull2 v@2.1q, v@6.2d, v@2.2d
  pmull2 v@8.1q, v@9.2d, v@5.2d
  pmull2 v@9.1q, v@9.2d, v@0.2d
  eor v@11.16b, v@11.16b, v@12.16b
  eor v@10.16b, v@10.16b, v@10.16b
  pmull v@13.1q, v@6.1d, v@6.1d
  eor v@3.16b, v@3.16b, v@8.16b
  ext v@8.16b, v@1.16b, v@11.16b, #8
  ext v@11.16b, v@11.16b, v@1.16b, #8
  eor v@2.16b, v@9.16b, v@2.16b
  ext v@14.16b, v@1.16b, v@10.16b, #8
  ext v@10.16b, v@10.16b, v@1.16b, #8
  pmull v@9.1q, v@6.1d, v@7.1d
  pmull v@12.1q, v@6.1d, v@5.1d
  ext v@15.16b, v@1.16b, v@3.16b, #8
  ext v@3.16b, v@3.16b, v@1.16b, #8
  pmull v@16.1q, v@6.1d, v@0.1d
  ext v@17.16b, v@1.16b, v@2.16b, #8
  ext v@1.16b, v@2.16b, v@1.16b, #8
  pmull2 v@18.1q, v@6.2d, v@5.2d
  eor v@9.16b, v@8.16b, v@9.16b
  eor v@8.16b, v@14.16b, v@13.16b
  eor v@12.16b, v@15.16b, v@12.16b
  eor v@13.16b, v@17.16b, v@16.16b
  pmull2 v@19.1q, v@6.2d, v@7.2d
  eor v@2.16b, v@3.16b, v@18.16b
  pmull v@16.1q, v@8.1d, v@4.1d
  ext v@8.16b, v@8.16b, v@8.16b, #8
  pmull v@14.1q, v@9.1d, v@4.1d
  ext v@9.16b, v@9.16b, v@9.16b, #8
  ext v@17.16b, v@13.16b, v@13.16b, #8
  pmull v@15.1q, v@12.1d, v@4.1d
  ext v@12.16b, v@12.16b, v@12.16b, #8
  pmull v@13.1q, v@13.1d, v@4.1d
  eor v@3.16b, v@11.16b, v@19.16b
  pmull2 v@20.1q, v@6.2d, v@6.2d
  eor v@11.16b, v@8.16b, v@16.16b
  eor v@9.16b, v@9.16b, v@14.16b
  pmull2 v@8.1q, v@6.2d, v@0.2d
  eor v@12.16b, v@12.16b, v@15.16b
  eor v@18.16b, v@17.16b, v@13.16b
  pmull v@13.1q, v@11.1d, v@4.1d
  eor v@10.16b, v@10.16b, v@20.16b
  ext v@11.16b, v@11.16b, v@11.16b, #8
  pmull v@14.1q, v@9.1d, v@4.1d
  ext v@9.16b, v@9.16b, v@9.16b, #8
  pmull v@16.1q, v@12.1d, v@4.1d
  eor v@1.16b, v@1.16b, v@8.16b
  ext v@12.16b, v@12.16b, v@12.16b, #8
  pmull v@4.1q, v@18.1d, v@4.1d
  eor v@8.16b, v@10.16b, v@13.16b
  ext v@10.16b, v@18.16b, v@18.16b, #8
  eor v@3.16b, v@3.16b, v@14.16b
  eor v@2.16b, v@2.16b, v@16.16b
  eor v@0.16b, v@1.16b, v@4.16b
  eor v@1.16b, v@8.16b, v@11.16b
  eor v@4.16b, v@3.16b, v@9.16b
  eor v@5.16b, v@2.16b, v@12.16b
  eor v@0.16b, v@0.16b, v@10.16b
  stp q@1, q@4, [x1]
  stp q@5, q@0, [x1, #32]
  ret
== hw_polyval::arch::aarch64::aes_pmull::powers_upto#0
  ldr q@0, [x0]
  cmp x1, #2
  str q@0, [x2, #112]
  b.lo L0
  dup v@1.2d, v@0.d[0]
  movi v@2.2d, #0000000000000000
  mov x8, #-4467570830351532032
  pmull v@3.1q, v@0.1d, v@0.1d
  cmp x1, #2
  pmull2 v@4.1q, v@0.2d, v@0.2d
  pmull2 v@1.1q, v@1.2d, v@0.2d
  eor v@1.16b, v@1.16b, v@1.16b
  ext v@5.16b, v@2.16b, v@1.16b, #8
  ext v@1.16b, v@1.16b, v@2.16b, #8
  eor v@3.16b, v@5.16b, v@3.16b
  fmov d4, x8
  eor v@1.16b, v@1.16b, v@4.16b
  pmull v@6.1q, v@3.1d, v@5.1d
  ext v@3.16b, v@3.16b, v@3.16b, #8
  eor v@3.16b, v@3.16b, v@6.16b
  pmull v@5.1q, v@3.1d, v@5.1d
  ext v@3.16b, v@3.16b, v@3.16b, #8
  eor v@1.16b, v@1.16b, v@5.16b
  eor v@1.16b, v@1.16b, v@3.16b
  str q@1, [x2, #96]
  b.eq L0
  mov x8, v@0.d[1]
  fmov x9, d0
  cmp x1, #5
  dup v@5.2d, v@1.d[0]
  pmull v@7.1q, v@1.1d, v@0.1d
  dup v@3.2d, x9
  mov x9, #-4467570830351532032
  fmov d5, x8
  pmull2 v@5.1q, v@5.2d, v@1.2d
  pmull2 v@4.1q, v@1.2d, v@3.2d
  pmull v@6.1q, v@1.1d, v@6.1d
  pmull2 v@8.1q, v@1.2d, v@0.2d
  eor v@5.16b, v@5.16b, v@5.16b
  eor v@6.16b, v@4.16b, v@6.16b
  pmull v@4.1q, v@1.1d, v@1.1d
  ext v@9.16b, v@2.16b, v@5.16b, #8
  ext v@10.16b, v@2.16b, v@6.16b, #8
  ext v@6.16b, v@6.16b, v@2.16b, #8
  ext v@2.16b, v@5.16b, v@2.16b, #8
  eor v@4.16b, v@9.16b, v@4.16b
  eor v@9.16b, v@10.16b, v@7.16b
  fmov d16, x9
  eor v@6.16b, v@6.16b, v@8.16b
  pmull v@10.1q, v@4.1d, v@7.1d
  ext v@4.16b, v@4.16b, v@4.16b, #8
  pmull v@11.1q, v@9.1d, v@7.1d
  ext v@9.16b, v@9.16b, v@9.16b, #8
  eor v@5.16b, v@4.16b, v@10.16b
  eor v@4.16b, v@9.16b, v@11.16b
  pmull2 v@9.1q, v@1.2d, v@1.2d
  pmull v@10.1q, v@4.1d, v@7.1d
  ext v@4.16b, v@4.16b, v@4.16b, #8
  pmull v@7.1q, v@5.1d, v@7.1d
  eor v@2.16b, v@2.16b, v@9.16b
  ext v@9.16b, v@5.16b, v@5.16b, #8
  eor v@5.16b, v@6.16b, v@10.16b
  eor v@2.16b, v@2.16b, v@7.16b
  eor v@5.16b, v@5.16b, v@4.16b
  eor v@2.16b, v@2.16b, v@9.16b
  stp q@2, q@5, [x2, #64]
  b.lo L0
  mov x9, v@1.d[1]
  fmov x10, d1
  dup v@4.2d, v@2.d[0]
  dup v@7.2d, v@5.d[0]
  fmov d17, x8
  mov x8, #-4467570830351532032
  pmull2 v@3.1q, v@2.2d, v@3.2d
  movi v@6.2d, #0000000000000000
  fmov d25, x8
  dup v@9.2d, x10
  fmov d19, x9
  pmull2 v@11.1q, v@4.2d, v@5.2d
  pmull2 v@4.1q, v@4.2d, v@2.2d
  pmull v@10.1q, v@2.1d, v@10.1d
  pmull2 v@7.1q, v@2.2d, v@7.2d
  pmull2 v@9.1q, v@2.2d, v@9.2d
  pmull v@8.1q, v@2.1d, v@8.1d
  eor v@4.16b, v@4.16b, v@4.16b
  eor v@3.16b, v@3.16b, v@10.16b
  eor v@7.16b, v@7.16b, v@11.16b
  ext v@12.16b, v@6.16b, v@4.16b, #8
  ext v@4.16b, v@4.16b, v@6.16b, #8
  eor v@9.16b, v@9.16b, v@8.16b
  ext v@11.16b, v@6.16b, v@3.16b, #8
  pmull v@8.1q, v@2.1d, v@2.1d
  ext v@13.16b, v@6.16b, v@7.16b, #8
  ext v@7.16b, v@7.16b, v@6.16b, #8
  pmull v@10.1q, v@2.1d, v@1.1d
  pmull v@14.1q, v@2.1d, v@0.1d
  ext v@15.16b, v@6.16b, v@9.16b, #8
  ext v@9.16b, v@9.16b, v@6.16b, #8
  pmull v@16.1q, v@2.1d, v@5.1d
  eor v@8.16b, v@12.16b, v@8.16b
  pmull2 v@1.1q, v@2.2d, v@1.2d
  eor v@11.16b, v@11.16b, v@14.16b
  eor v@10.16b, v@15.16b, v@10.16b
  eor v@12.16b, v@13.16b, v@16.16b
  pmull v@13.1q, v@8.1d, v@17.1d
  ext v@8.16b, v@8.16b, v@8.16b, #8
  pmull2 v@5.1q, v@2.2d, v@5.2d
  ext v@16.16b, v@11.16b, v@11.16b, #8
  eor v@1.16b, v@9.16b, v@1.16b
  pmull2 v@14.1q, v@2.2d, v@2.2d
  pmull v@11.1q, v@11.1d, v@17.1d
  pmull v@15.1q, v@12.1d, v@17.1d
  ext v@12.16b, v@12.16b, v@12.16b, #8
  pmull v@18.1q, v@10.1d, v@17.1d
  ext v@10.16b, v@10.16b, v@10.16b, #8
  eor v@5.16b, v@7.16b, v@5.16b
  pmull2 v@0.1q, v@2.2d, v@0.2d
  ext v@2.16b, v@3.16b, v@6.16b, #8
  eor v@3.16b, v@8.16b, v@13.16b
  eor v@6.16b, v@4.16b, v@14.16b
  eor v@9.16b, v@16.16b, v@11.16b
  eor v@4.16b, v@12.16b, v@15.16b
  eor v@7.16b, v@10.16b, v@18.16b
  pmull v@10.1q, v@3.1d, v@17.1d
  eor v@0.16b, v@2.16b, v@0.16b
  ext v@3.16b, v@3.16b, v@3.16b, #8
  pmull v@11.1q, v@4.1d, v@17.1d
  pmull v@8.1q, v@7.1d, v@17.1d
  pmull v@14.1q, v@9.1d, v@17.1d
  ext v@9.16b, v@9.16b, v@9.16b, #8
  eor v@2.16b, v@6.16b, v@10.16b
  ext v@6.16b, v@4.16b, v@4.16b, #8
  ext v@4.16b, v@7.16b, v@7.16b, #8
  eor v@5.16b, v@5.16b, v@11.16b
  eor v@1.16b, v@1.16b, v@8.16b
  eor v@0.16b, v@0.16b, v@14.16b
  eor v@2.16b, v@2.16b, v@3.16b
  eor v@3.16b, v@5.16b, v@6.16b
  eor v@1.16b, v@1.16b, v@4.16b
  eor v@0.16b, v@0.16b, v@9.16b
  stp q@2, q@3, [x2]
  stp q@1, q@0, [x2, #32]
L0:
  ret
== hw_polyval::arch::aarch64::aes_pmull::update#0
  sub sp, sp, #144
  stp x29, x30, [sp, #128]
  add x29, sp, #128
  ldp q@0, q@1, [x0, #64]
  ldr q@2, [x1]
  stp q@0, q@1, [sp, #64]
  ldp q@0, q@3, [x0, #96]
  stp q@0, q@3, [sp, #96]
  ldp q@1, q@0, [x0]
  stp q@1, q@0, [sp]
  ldp q@3, q@0, [x0, #32]
  stp q@3, q@0, [sp, #32]
  cbz x3, L0
  movi v@0.2d, #0000000000000000
  mov x11, #-4467570830351532032
  mov x8, sp
  fmov d1, x11
  add x9, x8, #152
  mov w10, #8
  mov w11, #9
  b L1
L2:
  ext v@4.16b, v@0.16b, v@3.16b, #8
  ext v@3.16b, v@3.16b, v@0.16b, #8
  sub x3, x3, x12
  add x2, x2, x13
  eor v@5.16b, v@4.16b, v@5.16b
  eor v@2.16b, v@2.16b, v@3.16b
  pmull v@4.1q, v@5.1d, v@1.1d
  ext v@5.16b, v@5.16b, v@5.16b, #8
  eor v@5.16b, v@5.16b, v@4.16b
  pmull v@4.1q, v@5.1d, v@1.1d
  ext v@3.16b, v@5.16b, v@5.16b, #8
  eor v@2.16b, v@2.16b, v@4.16b
  eor v@2.16b, v@2.16b, v@3.16b
  cbz x3, L0
L1:
  ldr q@3, [x2]
  cmp x3, #8
  csel x12, x3, x10, lo
  cmp x3, #1
  rev64 v@3.16b, v@3.16b
  sub x13, x10, x12
  add x13, x8, x13, lsl #4
  ldr x14, [x13]
  orr x13, x13, #0x8
  ext v@3.16b, v@3.16b, v@3.16b, #8
  ld1r { v@4.2d }, [x13]
  lsl x13, x12, #4
  fmov d4, x14
  eor v@2.16b, v@2.16b, v@3.16b
  dup v@3.2d, x14
  pmull v@6.1q, v@2.1d, v@4.1d
  pmull2 v@3.1q, v@2.2d, v@3.2d
  pmull v@5.1q, v@2.1d, v@5.1d
  pmull2 v@2.1q, v@2.2d, v@4.2d
  eor v@3.16b, v@3.16b, v@6.16b
  b.eq L2
  sub x14, x9, x12, lsl #4
  add x15, x2, #16
  sub x0, x11, x12
  sub x16, x13, #16
L3:
  sub x17, x0, #8
  cmn x17, #8
  b.lo L4
  ldr q@4, [x15], #16
  subs x16, x16, #16
  ldp x17, x18, [x14, #-8]
  add x0, x0, #1
  rev64 v@4.16b, v@4.16b
  add x14, x14, #16
  dup v@6.2d, x17
  fmov d16, x18
  dup v@7.2d, x18
  fmov d17, x17
  ext v@4.16b, v@4.16b, v@4.16b, #8
  pmull v@8.1q, v@4.1d, v@8.1d
  pmull2 v@6.1q, v@4.2d, v@6.2d
  pmull v@9.1q, v@4.1d, v@9.1d
  pmull2 v@4.1q, v@4.2d, v@7.2d
  eor v@6.16b, v@6.16b, v@8.16b
  eor v@5.16b, v@5.16b, v@9.16b
  eor v@2.16b, v@2.16b, v@4.16b
  eor v@3.16b, v@3.16b, v@6.16b
  b.ne L3
  b L2
L0:
  str q@2, [x1]
  ldp x29, x30, [sp, #128]
  add sp, sp, #144
  ret
L4:
  adrp x2, C0
  add x2, x2, :lo12:C0
  mov w1, #8
  bl core::panicking::panic_bounds_check
== hw_polyval::arch::aarch64::aes_pmull::update#1
  sub sp, sp, #144
  stp x29, x30, [sp, #128]
  add x29, sp, #128
  ldp q@0, q@1, [x0, #64]
  ldr q@2, [x1]
  stp q@0, q@1, [sp, #64]
  ldp q@0, q@3, [x0, #96]
  stp q@0, q@3, [sp, #96]
  ldp q@1, q@0, [x0]
  stp q@1, q@0, [sp]
  ldp q@3, q@0, [x0, #32]
  stp q@3, q@0, [sp, #32]
  cbz x3, L0
  movi v@0.2d, #0000000000000000
  mov x11, #-4467570830351532032
  mov x8, sp
  fmov d1, x11
  add x9, x8, #152
  mov w10, #8
  mov w11, #9
  b L1
L2:
  ext v@4.16b, v@0.16b, v@3.16b, #8
  ext v@3.16b, v@3.16b, v@0.16b, #8
  sub x3, x3, x12
  mov x2, x13
  eor v@5.16b, v@4.16b, v@5.16b
  eor v@2.16b, v@2.16b, v@3.16b
  pmull v@4.1q, v@5.1d, v@1.1d
  ext v@5.16b, v@5.16b, v@5.16b, #8
  eor v@5.16b, v@5.16b, v@4.16b
  pmull v@4.1q, v@5.1d, v@1.1d
  ext v@3.16b, v@5.16b, v@5.16b, #8
  eor v@2.16b, v@2.16b, v@4.16b
  eor v@2.16b, v@2.16b, v@3.16b
  cbz x3, L0
L1:
  cmp x3, #8
  ldr q@3, [x2]
  csel x12, x3, x10, lo
  cmp x3, #1
  sub x13, x10, x12
  eor v@2.16b, v@3.16b, v@2.16b
  add x13, x8, x13, lsl #4
  ldr x14, [x13]
  orr x13, x13, #0x8
  ld1r { v@3.2d }, [x13]
  add x13, x2, x12, lsl #4
  dup v@5.2d, x14
  pmull v@4.1q, v@2.1d, v@3.1d
  pmull2 v@6.1q, v@2.2d, v@5.2d
  fmov d4, x14
  pmull v@5.1q, v@2.1d, v@5.1d
  pmull2 v@2.1q, v@2.2d, v@3.2d
  eor v@3.16b, v@6.16b, v@4.16b
  b.eq L2
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
  pmull v@7.1q, v@4.1d, v@6.1d
  pmull v@8.1q, v@9.1d, v@10.1d
  pmull v@4.1q, v@4.1d, v@10.1d
  pmull v@6.1q, v@9.1d, v@6.1d
  eor v@10.16b, v@8.16b, v@7.16b
  eor v@5.16b, v@5.16b, v@4.16b
  eor v@2.16b, v@2.16b, v@6.16b
  eor v@3.16b, v@3.16b, v@10.16b
  b.ne L3
  b L2
L0:
  str q@2, [x1]
  ldp x29, x30, [sp, #128]
  add sp, sp, #144
  ret
L4:
  adrp x2, C0
  add x2, x2, :lo12:C0
  mov w1, #8
  bl core::panicking::panic_bounds_check
