== hw_taes::arch::aarch64::aes_pmull::crypt#0
  ldp q@0, q@1, [x0, #240]
  lsl x8, x2, #4
  ldp q@2, q@3, [x0, #272]
  ldr q@4, [x0, #400]
  ldp q@5, q@6, [x0, #304]
  ands x9, x8, #0x7fffffffffffff80
  ldp q@7, q@8, [x0, #336]
  ldp q@9, q@10, [x0, #368]
  b.eq L0
  add x9, x1, x9
  mov x10, x1
L1:
  ldp q@11, q@12, [x10]
  ldp q@13, q@14, [x10, #32]
  ldp q@15, q@16, [x10, #64]
  aesd v@11.16b, v@0.16b
  aesimc v@11.16b, v@11.16b
  aesd v@12.16b, v@0.16b
  aesimc v@12.16b, v@12.16b
  aesd v@13.16b, v@0.16b
  aesimc v@13.16b, v@13.16b
  aesd v@14.16b, v@0.16b
  aesimc v@14.16b, v@14.16b
  aesd v@15.16b, v@0.16b
  aesimc v@15.16b, v@15.16b
  ldp q@17, q@18, [x10, #96]
  aesd v@16.16b, v@0.16b
  aesimc v@16.16b, v@16.16b
  aesd v@11.16b, v@1.16b
  aesimc v@11.16b, v@11.16b
  aesd v@12.16b, v@1.16b
  aesimc v@12.16b, v@12.16b
  aesd v@17.16b, v@0.16b
  aesimc v@17.16b, v@17.16b
  aesd v@13.16b, v@1.16b
  aesimc v@13.16b, v@13.16b
  aesd v@14.16b, v@1.16b
  aesimc v@14.16b, v@14.16b
  aesd v@18.16b, v@0.16b
  aesimc v@18.16b, v@18.16b
  aesd v@15.16b, v@1.16b
  aesimc v@15.16b, v@15.16b
  aesd v@16.16b, v@1.16b
  aesimc v@16.16b, v@16.16b
  aesd v@17.16b, v@1.16b
  aesimc v@17.16b, v@17.16b
  aesd v@11.16b, v@2.16b
  aesimc v@11.16b, v@11.16b
  aesd v@12.16b, v@2.16b
  aesimc v@12.16b, v@12.16b
  aesd v@13.16b, v@2.16b
  aesimc v@13.16b, v@13.16b
  aesd v@14.16b, v@2.16b
  aesimc v@14.16b, v@14.16b
  aesd v@18.16b, v@1.16b
  aesimc v@18.16b, v@18.16b
  aesd v@15.16b, v@2.16b
  aesimc v@15.16b, v@15.16b
  aesd v@16.16b, v@2.16b
  aesimc v@16.16b, v@16.16b
  aesd v@17.16b, v@2.16b
  aesimc v@17.16b, v@17.16b
  aesd v@11.16b, v@3.16b
  aesimc v@11.16b, v@11.16b
  aesd v@12.16b, v@3.16b
  aesimc v@12.16b, v@12.16b
  aesd v@13.16b, v@3.16b
  aesimc v@13.16b, v@13.16b
  aesd v@14.16b, v@3.16b
  aesimc v@14.16b, v@14.16b
  aesd v@18.16b, v@2.16b
  aesimc v@18.16b, v@18.16b
  aesd v@15.16b, v@3.16b
  aesimc v@15.16b, v@15.16b
  aesd v@16.16b, v@3.16b
  aesimc v@16.16b, v@16.16b
  aesd v@17.16b, v@3.16b
  aesimc v@17.16b, v@17.16b
  aesd v@11.16b, v@5.16b
  aesimc v@11.16b, v@11.16b
  aesd v@12.16b, v@5.16b
  aesimc v@12.16b, v@12.16b
  aesd v@13.16b, v@5.16b
  aesimc v@13.16b, v@13.16b
  aesd v@14.16b, v@5.16b
  aesimc v@14.16b, v@14.16b
  aesd v@18.16b, v@3.16b
  aesimc v@18.16b, v@18.16b
  aesd v@15.16b, v@5.16b
  aesimc v@15.16b, v@15.16b
  aesd v@16.16b, v@5.16b
  aesimc v@16.16b, v@16.16b
  aesd v@17.16b, v@5.16b
  aesimc v@17.16b, v@17.16b
  aesd v@11.16b, v@6.16b
  aesimc v@11.16b, v@11.16b
  aesd v@12.16b, v@6.16b
  aesimc v@12.16b, v@12.16b
  aesd v@13.16b, v@6.16b
  aesimc v@13.16b, v@13.16b
  aesd v@14.16b, v@6.16b
  aesimc v@14.16b, v@14.16b
  aesd v@18.16b, v@5.16b
  aesimc v@18.16b, v@18.16b
  aesd v@15.16b, v@6.16b
  aesimc v@15.16b, v@15.16b
  aesd v@16.16b, v@6.16b
  aesimc v@16.16b, v@16.16b
  aesd v@17.16b, v@6.16b
  aesimc v@17.16b, v@17.16b
  aesd v@11.16b, v@7.16b
  aesimc v@11.16b, v@11.16b
  aesd v@12.16b, v@7.16b
  aesimc v@12.16b, v@12.16b
  aesd v@13.16b, v@7.16b
  aesimc v@13.16b, v@13.16b
  aesd v@14.16b, v@7.16b
  aesimc v@14.16b, v@14.16b
  aesd v@18.16b, v@6.16b
  aesimc v@18.16b, v@18.16b
  aesd v@15.16b, v@7.16b
  aesimc v@15.16b, v@15.16b
  aesd v@16.16b, v@7.16b
  aesimc v@16.16b, v@16.16b
  aesd v@17.16b, v@7.16b
  aesimc v@17.16b, v@17.16b
  aesd v@11.16b, v@8.16b
  aesimc v@11.16b, v@11.16b
  aesd v@12.16b, v@8.16b
  aesimc v@12.16b, v@12.16b
  aesd v@13.16b, v@8.16b
  aesimc v@13.16b, v@13.16b
  aesd v@14.16b, v@8.16b
  aesimc v@14.16b, v@14.16b
  aesd v@18.16b, v@7.16b
  aesimc v@18.16b, v@18.16b
  aesd v@15.16b, v@8.16b
  aesimc v@15.16b, v@15.16b
  aesd v@16.16b, v@8.16b
  aesimc v@16.16b, v@16.16b
  aesd v@17.16b, v@8.16b
  aesimc v@17.16b, v@17.16b
  aesd v@11.16b, v@9.16b
  aesimc v@11.16b, v@11.16b
  aesd v@12.16b, v@9.16b
  aesimc v@12.16b, v@12.16b
  aesd v@13.16b, v@9.16b
  aesimc v@13.16b, v@13.16b
  aesd v@14.16b, v@9.16b
  aesimc v@14.16b, v@14.16b
  aesd v@18.16b, v@8.16b
  aesimc v@18.16b, v@18.16b
  aesd v@15.16b, v@9.16b
  aesimc v@15.16b, v@15.16b
  aesd v@11.16b, v@10.16b
  aesd v@12.16b, v@10.16b
  aesd v@16.16b, v@9.16b
  aesimc v@16.16b, v@16.16b
  aesd v@17.16b, v@9.16b
  aesimc v@17.16b, v@17.16b
  aesd v@13.16b, v@10.16b
  aesd v@14.16b, v@10.16b
  aesd v@18.16b, v@9.16b
  aesimc v@18.16b, v@18.16b
  eor v@11.16b, v@11.16b, v@4.16b
  eor v@12.16b, v@12.16b, v@4.16b
  aesd v@15.16b, v@10.16b
  eor v@13.16b, v@13.16b, v@4.16b
  aesd v@16.16b, v@10.16b
  aesd v@17.16b, v@10.16b
  eor v@14.16b, v@14.16b, v@4.16b
  aesd v@18.16b, v@10.16b
  stp q@11, q@12, [x10]
  eor v@11.16b, v@15.16b, v@4.16b
  eor v@12.16b, v@16.16b, v@4.16b
  stp q@13, q@14, [x10, #32]
  eor v@13.16b, v@17.16b, v@4.16b
  eor v@16.16b, v@18.16b, v@4.16b
  stp q@11, q@12, [x10, #64]
  stp q@13, q@16, [x10, #96]
  add x10, x10, #128
  cmp x10, x9
  b.ne L1
L0:
  ands x8, x8, #0x70
  b.eq L2
  and x9, x2, #0x7fffffffffffff8
  add x9, x1, x9, lsl #4
L3:
  ldr q@13, [x9]
  subs x8, x8, #16
  aesd v@13.16b, v@0.16b
  aesimc v@13.16b, v@13.16b
  aesd v@13.16b, v@1.16b
  aesimc v@13.16b, v@13.16b
  aesd v@13.16b, v@2.16b
  aesimc v@13.16b, v@13.16b
  aesd v@13.16b, v@3.16b
  aesimc v@13.16b, v@13.16b
  aesd v@13.16b, v@5.16b
  aesimc v@13.16b, v@13.16b
  aesd v@13.16b, v@6.16b
  aesimc v@13.16b, v@13.16b
  aesd v@13.16b, v@7.16b
  aesimc v@13.16b, v@13.16b
  aesd v@13.16b, v@8.16b
  aesimc v@13.16b, v@13.16b
  aesd v@13.16b, v@9.16b
  aesimc v@13.16b, v@13.16b
  aesd v@13.16b, v@10.16b
  eor v@13.16b, v@13.16b, v@4.16b
  str q@13, [x9], #16
  b.ne L3
L2:
  ret
== hw_taes::arch::aarch64::aes_pmull::crypt#1
  ldp q@0, q@1, [x0, #240]
  lsl x8, x2, #4
  ldp q@2, q@3, [x0, #272]
  ldr q@4, [x0, #432]
  ldp q@5, q@6, [x0, #304]
  ands x9, x8, #0x7fffffffffffff80
  ldp q@7, q@8, [x0, #336]
  ldp q@9, q@10, [x0, #368]
  ldp q@11, q@12, [x0, #400]
  b.eq L0
  add x9, x1, x9
  mov x10, x1
L1:
  ldp q@13, q@14, [x10]
  ldp q@15, q@16, [x10, #32]
  ldp q@17, q@18, [x10, #64]
  aesd v@13.16b, v@0.16b
  aesimc v@13.16b, v@13.16b
  aesd v@14.16b, v@0.16b
  aesimc v@14.16b, v@14.16b
  aesd v@15.16b, v@0.16b
  aesimc v@15.16b, v@15.16b
  aesd v@16.16b, v@0.16b
  aesimc v@16.16b, v@16.16b
  aesd v@17.16b, v@0.16b
  aesimc v@17.16b, v@17.16b
  ldp q@19, q@20, [x10, #96]
  aesd v@18.16b, v@0.16b
  aesimc v@18.16b, v@18.16b
  aesd v@13.16b, v@1.16b
  aesimc v@13.16b, v@13.16b
  aesd v@14.16b, v@1.16b
  aesimc v@14.16b, v@14.16b
  aesd v@19.16b, v@0.16b
  aesimc v@19.16b, v@19.16b
  aesd v@15.16b, v@1.16b
  aesimc v@15.16b, v@15.16b
  aesd v@16.16b, v@1.16b
  aesimc v@16.16b, v@16.16b
  aesd v@20.16b, v@0.16b
  aesimc v@20.16b, v@20.16b
  aesd v@17.16b, v@1.16b
  aesimc v@17.16b, v@17.16b
  aesd v@18.16b, v@1.16b
  aesimc v@18.16b, v@18.16b
  aesd v@19.16b, v@1.16b
  aesimc v@19.16b, v@19.16b
  aesd v@13.16b, v@2.16b
  aesimc v@13.16b, v@13.16b
  aesd v@14.16b, v@2.16b
  aesimc v@14.16b, v@14.16b
  aesd v@15.16b, v@2.16b
  aesimc v@15.16b, v@15.16b
  aesd v@16.16b, v@2.16b
  aesimc v@16.16b, v@16.16b
  aesd v@20.16b, v@1.16b
  aesimc v@20.16b, v@20.16b
  aesd v@17.16b, v@2.16b
  aesimc v@17.16b, v@17.16b
  aesd v@18.16b, v@2.16b
  aesimc v@18.16b, v@18.16b
  aesd v@19.16b, v@2.16b
  aesimc v@19.16b, v@19.16b
  aesd v@13.16b, v@3.16b
  aesimc v@13.16b, v@13.16b
  aesd v@14.16b, v@3.16b
  aesimc v@14.16b, v@14.16b
  aesd v@15.16b, v@3.16b
  aesimc v@15.16b, v@15.16b
  aesd v@16.16b, v@3.16b
  aesimc v@16.16b, v@16.16b
  aesd v@20.16b, v@2.16b
  aesimc v@20.16b, v@20.16b
  aesd v@17.16b, v@3.16b
  aesimc v@17.16b, v@17.16b
  aesd v@18.16b, v@3.16b
  aesimc v@18.16b, v@18.16b
  aesd v@19.16b, v@3.16b
  aesimc v@19.16b, v@19.16b
  aesd v@13.16b, v@5.16b
  aesimc v@13.16b, v@13.16b
  aesd v@14.16b, v@5.16b
  aesimc v@14.16b, v@14.16b
  aesd v@15.16b, v@5.16b
  aesimc v@15.16b, v@15.16b
  aesd v@16.16b, v@5.16b
  aesimc v@16.16b, v@16.16b
  aesd v@20.16b, v@3.16b
  aesimc v@20.16b, v@20.16b
  aesd v@17.16b, v@5.16b
  aesimc v@17.16b, v@17.16b
  aesd v@18.16b, v@5.16b
  aesimc v@18.16b, v@18.16b
  aesd v@19.16b, v@5.16b
  aesimc v@19.16b, v@19.16b
  aesd v@13.16b, v@6.16b
  aesimc v@13.16b, v@13.16b
  aesd v@14.16b, v@6.16b
  aesimc v@14.16b, v@14.16b
  aesd v@15.16b, v@6.16b
  aesimc v@15.16b, v@15.16b
  aesd v@16.16b, v@6.16b
  aesimc v@16.16b, v@16.16b
  aesd v@20.16b, v@5.16b
  aesimc v@20.16b, v@20.16b
  aesd v@17.16b, v@6.16b
  aesimc v@17.16b, v@17.16b
  aesd v@18.16b, v@6.16b
  aesimc v@18.16b, v@18.16b
  aesd v@19.16b, v@6.16b
  aesimc v@19.16b, v@19.16b
  aesd v@13.16b, v@7.16b
  aesimc v@13.16b, v@13.16b
  aesd v@14.16b, v@7.16b
  aesimc v@14.16b, v@14.16b
  aesd v@15.16b, v@7.16b
  aesimc v@15.16b, v@15.16b
  aesd v@16.16b, v@7.16b
  aesimc v@16.16b, v@16.16b
  aesd v@20.16b, v@6.16b
  aesimc v@20.16b, v@20.16b
  aesd v@17.16b, v@7.16b
  aesimc v@17.16b, v@17.16b
  aesd v@18.16b, v@7.16b
  aesimc v@18.16b, v@18.16b
  aesd v@19.16b, v@7.16b
  aesimc v@19.16b, v@19.16b
  aesd v@13.16b, v@8.16b
  aesimc v@13.16b, v@13.16b
  aesd v@14.16b, v@8.16b
  aesimc v@14.16b, v@14.16b
  aesd v@15.16b, v@8.16b
  aesimc v@15.16b, v@15.16b
  aesd v@16.16b, v@8.16b
  aesimc v@16.16b, v@16.16b
  aesd v@20.16b, v@7.16b
  aesimc v@20.16b, v@20.16b
  aesd v@17.16b, v@8.16b
  aesimc v@17.16b, v@17.16b
  aesd v@18.16b, v@8.16b
  aesimc v@18.16b, v@18.16b
  aesd v@19.16b, v@8.16b
  aesimc v@19.16b, v@19.16b
  aesd v@13.16b, v@9.16b
  aesimc v@13.16b, v@13.16b
  aesd v@14.16b, v@9.16b
  aesimc v@14.16b, v@14.16b
  aesd v@15.16b, v@9.16b
  aesimc v@15.16b, v@15.16b
  aesd v@16.16b, v@9.16b
  aesimc v@16.16b, v@16.16b
  aesd v@20.16b, v@8.16b
  aesimc v@20.16b, v@20.16b
  aesd v@17.16b, v@9.16b
  aesimc v@17.16b, v@17.16b
  aesd v@18.16b, v@9.16b
  aesimc v@18.16b, v@18.16b
  aesd v@19.16b, v@9.16b
  aesimc v@19.16b, v@19.16b
  aesd v@13.16b, v@10.16b
  aesimc v@13.16b, v@13.16b
  aesd v@14.16b, v@10.16b
  aesimc v@14.16b, v@14.16b
  aesd v@15.16b, v@10.16b
  aesimc v@15.16b, v@15.16b
  aesd v@16.16b, v@10.16b
  aesimc v@16.16b, v@16.16b
  aesd v@20.16b, v@9.16b
  aesimc v@20.16b, v@20.16b
  aesd v@17.16b, v@10.16b
  aesimc v@17.16b, v@17.16b
  aesd v@18.16b, v@10.16b
  aesimc v@18.16b, v@18.16b
  aesd v@19.16b, v@10.16b
  aesimc v@19.16b, v@19.16b
  aesd v@13.16b, v@11.16b
  aesimc v@13.16b, v@13.16b
  aesd v@14.16b, v@11.16b
  aesimc v@14.16b, v@14.16b
  aesd v@15.16b, v@11.16b
  aesimc v@15.16b, v@15.16b
  aesd v@16.16b, v@11.16b
  aesimc v@16.16b, v@16.16b
  aesd v@20.16b, v@10.16b
  aesimc v@20.16b, v@20.16b
  aesd v@17.16b, v@11.16b
  aesimc v@17.16b, v@17.16b
  aesd v@13.16b, v@12.16b
  aesd v@14.16b, v@12.16b
  aesd v@18.16b, v@11.16b
  aesimc v@18.16b, v@18.16b
  aesd v@19.16b, v@11.16b
  aesimc v@19.16b, v@19.16b
  aesd v@15.16b, v@12.16b
  aesd v@16.16b, v@12.16b
  aesd v@20.16b, v@11.16b
  aesimc v@20.16b, v@20.16b
  eor v@13.16b, v@13.16b, v@4.16b
  eor v@14.16b, v@14.16b, v@4.16b
  aesd v@17.16b, v@12.16b
  aesd v@18.16b, v@12.16b
  eor v@15.16b, v@15.16b, v@4.16b
  eor v@16.16b, v@16.16b, v@4.16b
  aesd v@19.16b, v@12.16b
  aesd v@20.16b, v@12.16b
  stp q@13, q@14, [x10]
  eor v@13.16b, v@17.16b, v@4.16b
  eor v@14.16b, v@18.16b, v@4.16b
  stp q@15, q@16, [x10, #32]
  eor v@15.16b, v@19.16b, v@4.16b
  eor v@16.16b, v@20.16b, v@4.16b
  stp q@13, q@14, [x10, #64]
  stp q@15, q@16, [x10, #96]
  add x10, x10, #128
  cmp x10, x9
  b.ne L1
L0:
  ands x8, x8, #0x70
  b.eq L2
  and x9, x2, #0x7fffffffffffff8
  add x9, x1, x9, lsl #4
L3:
  ldr q@13, [x9]
  subs x8, x8, #16
  aesd v@13.16b, v@0.16b
  aesimc v@13.16b, v@13.16b
  aesd v@13.16b, v@1.16b
  aesimc v@13.16b, v@13.16b
  aesd v@13.16b, v@2.16b
  aesimc v@13.16b, v@13.16b
  aesd v@13.16b, v@3.16b
  aesimc v@13.16b, v@13.16b
  aesd v@13.16b, v@5.16b
  aesimc v@13.16b, v@13.16b
  aesd v@13.16b, v@6.16b
  aesimc v@13.16b, v@13.16b
  aesd v@13.16b, v@7.16b
  aesimc v@13.16b, v@13.16b
  aesd v@13.16b, v@8.16b
  aesimc v@13.16b, v@13.16b
  aesd v@13.16b, v@9.16b
  aesimc v@13.16b, v@13.16b
  aesd v@13.16b, v@10.16b
  aesimc v@13.16b, v@13.16b
  aesd v@13.16b, v@11.16b
  aesimc v@13.16b, v@13.16b
  aesd v@13.16b, v@12.16b
  eor v@13.16b, v@13.16b, v@4.16b
  str q@13, [x9], #16
  b.ne L3
L2:
  ret
== hw_taes::arch::aarch64::aes_pmull::crypt#2
  ldp q@0, q@1, [x0, #240]
  lsl x8, x2, #4
  ldp q@2, q@3, [x0, #272]
  ldr q@4, [x0, #464]
  ldp q@5, q@6, [x0, #304]
  ands x9, x8, #0x7fffffffffffff80
  ldp q@7, q@8, [x0, #336]
  ldp q@9, q@10, [x0, #368]
  ldp q@11, q@12, [x0, #400]
  ldp q@13, q@14, [x0, #432]
  b.eq L0
  add x9, x1, x9
  mov x10, x1
L1:
  ldp q@15, q@16, [x10]
  ldp q@17, q@18, [x10, #32]
  ldp q@19, q@20, [x10, #64]
  aesd v@15.16b, v@0.16b
  aesimc v@15.16b, v@15.16b
  aesd v@16.16b, v@0.16b
  aesimc v@16.16b, v@16.16b
  aesd v@17.16b, v@0.16b
  aesimc v@17.16b, v@17.16b
  aesd v@18.16b, v@0.16b
  aesimc v@18.16b, v@18.16b
  aesd v@19.16b, v@0.16b
  aesimc v@19.16b, v@19.16b
  ldp q@21, q@22, [x10, #96]
  aesd v@20.16b, v@0.16b
  aesimc v@20.16b, v@20.16b
  aesd v@15.16b, v@1.16b
  aesimc v@15.16b, v@15.16b
  aesd v@16.16b, v@1.16b
  aesimc v@16.16b, v@16.16b
  aesd v@21.16b, v@0.16b
  aesimc v@21.16b, v@21.16b
  aesd v@17.16b, v@1.16b
  aesimc v@17.16b, v@17.16b
  aesd v@18.16b, v@1.16b
  aesimc v@18.16b, v@18.16b
  aesd v@22.16b, v@0.16b
  aesimc v@22.16b, v@22.16b
  aesd v@19.16b, v@1.16b
  aesimc v@19.16b, v@19.16b
  aesd v@20.16b, v@1.16b
  aesimc v@20.16b, v@20.16b
  aesd v@21.16b, v@1.16b
  aesimc v@21.16b, v@21.16b
  aesd v@15.16b, v@2.16b
  aesimc v@15.16b, v@15.16b
  aesd v@16.16b, v@2.16b
  aesimc v@16.16b, v@16.16b
  aesd v@17.16b, v@2.16b
  aesimc v@17.16b, v@17.16b
  aesd v@18.16b, v@2.16b
  aesimc v@18.16b, v@18.16b
  aesd v@22.16b, v@1.16b
  aesimc v@22.16b, v@22.16b
  aesd v@19.16b, v@2.16b
  aesimc v@19.16b, v@19.16b
  aesd v@20.16b, v@2.16b
  aesimc v@20.16b, v@20.16b
  aesd v@21.16b, v@2.16b
  aesimc v@21.16b, v@21.16b
  aesd v@15.16b, v@3.16b
  aesimc v@15.16b, v@15.16b
  aesd v@16.16b, v@3.16b
  aesimc v@16.16b, v@16.16b
  aesd v@17.16b, v@3.16b
  aesimc v@17.16b, v@17.16b
  aesd v@18.16b, v@3.16b
  aesimc v@18.16b, v@18.16b
  aesd v@22.16b, v@2.16b
  aesimc v@22.16b, v@22.16b
  aesd v@19.16b, v@3.16b
  aesimc v@19.16b, v@19.16b
  aesd v@20.16b, v@3.16b
  aesimc v@20.16b, v@20.16b
  aesd v@21.16b, v@3.16b
  aesimc v@21.16b, v@21.16b
  aesd v@15.16b, v@5.16b
  aesimc v@15.16b, v@15.16b
  aesd v@16.16b, v@5.16b
  aesimc v@16.16b, v@16.16b
  aesd v@17.16b, v@5.16b
  aesimc v@17.16b, v@17.16b
  aesd v@18.16b, v@5.16b
  aesimc v@18.16b, v@18.16b
  aesd v@22.16b, v@3.16b
  aesimc v@22.16b, v@22.16b
  aesd v@19.16b, v@5.16b
  aesimc v@19.16b, v@19.16b
  aesd v@20.16b, v@5.16b
  aesimc v@20.16b, v@20.16b
  aesd v@21.16b, v@5.16b
  aesimc v@21.16b, v@21.16b
  aesd v@15.16b, v@6.16b
  aesimc v@15.16b, v@15.16b
  aesd v@16.16b, v@6.16b
  aesimc v@16.16b, v@16.16b
  aesd v@17.16b, v@6.16b
  aesimc v@17.16b, v@17.16b
  aesd v@18.16b, v@6.16b
  aesimc v@18.16b, v@18.16b
  aesd v@22.16b, v@5.16b
  aesimc v@22.16b, v@22.16b
  aesd v@19.16b, v@6.16b
  aesimc v@19.16b, v@19.16b
  aesd v@20.16b, v@6.16b
  aesimc v@20.16b, v@20.16b
  aesd v@21.16b, v@6.16b
  aesimc v@21.16b, v@21.16b
  aesd v@15.16b, v@7.16b
  aesimc v@15.16b, v@15.16b
  aesd v@16.16b, v@7.16b
  aesimc v@16.16b, v@16.16b
  aesd v@17.16b, v@7.16b
  aesimc v@17.16b, v@17.16b
  aesd v@18.16b, v@7.16b
  aesimc v@18.16b, v@18.16b
  aesd v@22.16b, v@6.16b
  aesimc v@22.16b, v@22.16b
  aesd v@19.16b, v@7.16b
  aesimc v@19.16b, v@19.16b
  aesd v@20.16b, v@7.16b
  aesimc v@20.16b, v@20.16b
  aesd v@21.16b, v@7.16b
  aesimc v@21.16b, v@21.16b
  aesd v@15.16b, v@8.16b
  aesimc v@15.16b, v@15.16b
  aesd v@16.16b, v@8.16b
  aesimc v@16.16b, v@16.16b
  aesd v@17.16b, v@8.16b
  aesimc v@17.16b, v@17.16b
  aesd v@18.16b, v@8.16b
  aesimc v@18.16b, v@18.16b
  aesd v@22.16b, v@7.16b
  aesimc v@22.16b, v@22.16b
  aesd v@19.16b, v@8.16b
  aesimc v@19.16b, v@19.16b
  aesd v@20.16b, v@8.16b
  aesimc v@20.16b, v@20.16b
  aesd v@21.16b, v@8.16b
  aesimc v@21.16b, v@21.16b
  aesd v@15.16b, v@9.16b
  aesimc v@15.16b, v@15.16b
  aesd v@16.16b, v@9.16b
  aesimc v@16.16b, v@16.16b
  aesd v@17.16b, v@9.16b
  aesimc v@17.16b, v@17.16b
  aesd v@18.16b, v@9.16b
  aesimc v@18.16b, v@18.16b
  aesd v@22.16b, v@8.16b
  aesimc v@22.16b, v@22.16b
  aesd v@19.16b, v@9.16b
  aesimc v@19.16b, v@19.16b
  aesd v@20.16b, v@9.16b
  aesimc v@20.16b, v@20.16b
  aesd v@21.16b, v@9.16b
  aesimc v@21.16b, v@21.16b
  aesd v@15.16b, v@10.16b
  aesimc v@15.16b, v@15.16b
  aesd v@16.16b, v@10.16b
  aesimc v@16.16b, v@16.16b
  aesd v@17.16b, v@10.16b
  aesimc v@17.16b, v@17.16b
  aesd v@18.16b, v@10.16b
  aesimc v@18.16b, v@18.16b
  aesd v@22.16b, v@9.16b
  aesimc v@22.16b, v@22.16b
  aesd v@19.16b, v@10.16b
  aesimc v@19.16b, v@19.16b
  aesd v@20.16b, v@10.16b
  aesimc v@20.16b, v@20.16b
  aesd v@21.16b, v@10.16b
  aesimc v@21.16b, v@21.16b
  aesd v@15.16b, v@11.16b
  aesimc v@15.16b, v@15.16b
  aesd v@16.16b, v@11.16b
  aesimc v@16.16b, v@16.16b
  aesd v@17.16b, v@11.16b
  aesimc v@17.16b, v@17.16b
  aesd v@18.16b, v@11.16b
  aesimc v@18.16b, v@18.16b
  aesd v@22.16b, v@10.16b
  aesimc v@22.16b, v@22.16b
  aesd v@19.16b, v@11.16b
  aesimc v@19.16b, v@19.16b
  aesd v@20.16b, v@11.16b
  aesimc v@20.16b, v@20.16b
  aesd v@21.16b, v@11.16b
  aesimc v@21.16b, v@21.16b
  aesd v@15.16b, v@12.16b
  aesimc v@15.16b, v@15.16b
  aesd v@16.16b, v@12.16b
  aesimc v@16.16b, v@16.16b
  aesd v@17.16b, v@12.16b
  aesimc v@17.16b, v@17.16b
  aesd v@18.16b, v@12.16b
  aesimc v@18.16b, v@18.16b
  aesd v@22.16b, v@11.16b
  aesimc v@22.16b, v@22.16b
  aesd v@19.16b, v@12.16b
  aesimc v@19.16b, v@19.16b
  aesd v@20.16b, v@12.16b
  aesimc v@20.16b, v@20.16b
  aesd v@21.16b, v@12.16b
  aesimc v@21.16b, v@21.16b
  aesd v@15.16b, v@13.16b
  aesimc v@15.16b, v@15.16b
  aesd v@16.16b, v@13.16b
  aesimc v@16.16b, v@16.16b
  aesd v@17.16b, v@13.16b
  aesimc v@17.16b, v@17.16b
  aesd v@18.16b, v@13.16b
  aesimc v@18.16b, v@18.16b
  aesd v@22.16b, v@12.16b
  aesimc v@22.16b, v@22.16b
  aesd v@19.16b, v@13.16b
  aesimc v@19.16b, v@19.16b
  aesd v@15.16b, v@14.16b
  aesd v@16.16b, v@14.16b
  aesd v@20.16b, v@13.16b
  aesimc v@20.16b, v@20.16b
  aesd v@21.16b, v@13.16b
  aesimc v@21.16b, v@21.16b
  aesd v@17.16b, v@14.16b
  aesd v@18.16b, v@14.16b
  aesd v@22.16b, v@13.16b
  aesimc v@22.16b, v@22.16b
  eor v@15.16b, v@15.16b, v@4.16b
  eor v@16.16b, v@16.16b, v@4.16b
  aesd v@19.16b, v@14.16b
  aesd v@20.16b, v@14.16b
  aesd v@21.16b, v@14.16b
  eor v@17.16b, v@17.16b, v@4.16b
  eor v@18.16b, v@18.16b, v@4.16b
  stp q@15, q@16, [x10]
  aesd v@22.16b, v@14.16b
  eor v@15.16b, v@19.16b, v@4.16b
  eor v@16.16b, v@20.16b, v@4.16b
  stp q@17, q@18, [x10, #32]
  eor v@17.16b, v@21.16b, v@4.16b
  eor v@18.16b, v@22.16b, v@4.16b
  stp q@15, q@16, [x10, #64]
  stp q@17, q@18, [x10, #96]
  add x10, x10, #128
  cmp x10, x9
  b.ne L1
L0:
  ands x8, x8, #0x70
  b.eq L2
  and x9, x2, #0x7fffffffffffff8
  add x9, x1, x9, lsl #4
L3:
  ldr q@17, [x9]
  subs x8, x8, #16
  aesd v@17.16b, v@0.16b
  aesimc v@17.16b, v@17.16b
  aesd v@17.16b, v@1.16b
  aesimc v@17.16b, v@17.16b
  aesd v@17.16b, v@2.16b
  aesimc v@17.16b, v@17.16b
  aesd v@17.16b, v@3.16b
  aesimc v@17.16b, v@17.16b
  aesd v@17.16b, v@5.16b
  aesimc v@17.16b, v@17.16b
  aesd v@17.16b, v@6.16b
  aesimc v@17.16b, v@17.16b
  aesd v@17.16b, v@7.16b
  aesimc v@17.16b, v@17.16b
  aesd v@17.16b, v@8.16b
  aesimc v@17.16b, v@17.16b
  aesd v@17.16b, v@9.16b
  aesimc v@17.16b, v@17.16b
  aesd v@17.16b, v@10.16b
  aesimc v@17.16b, v@17.16b
  aesd v@17.16b, v@11.16b
  aesimc v@17.16b, v@17.16b
  aesd v@17.16b, v@12.16b
  aesimc v@17.16b, v@17.16b
  aesd v@17.16b, v@13.16b
  aesimc v@17.16b, v@17.16b
  aesd v@17.16b, v@14.16b
  eor v@17.16b, v@17.16b, v@4.16b
  str q@17, [x9], #16
  b.ne L3
L2:
  ret
== hw_taes::arch::aarch64::aes_pmull::crypt#3
  ldp q@0, q@1, [x0]
  lsl x8, x2, #4
  ldp q@2, q@3, [x0, #32]
  ldr q@4, [x0, #160]
  ldp q@5, q@6, [x0, #64]
  ands x9, x8, #0x7fffffffffffff80
  ldp q@7, q@8, [x0, #96]
  ldp q@9, q@10, [x0, #128]
  b.eq L0
  add x9, x1, x9
  mov x10, x1
L1:
  ldp q@11, q@12, [x10]
  ldp q@13, q@14, [x10, #32]
  ldp q@15, q@16, [x10, #64]
  aese v@11.16b, v@0.16b
  aesmc v@11.16b, v@11.16b
  aese v@12.16b, v@0.16b
  aesmc v@12.16b, v@12.16b
  aese v@13.16b, v@0.16b
  aesmc v@13.16b, v@13.16b
  aese v@14.16b, v@0.16b
  aesmc v@14.16b, v@14.16b
  aese v@15.16b, v@0.16b
  aesmc v@15.16b, v@15.16b
  ldp q@17, q@18, [x10, #96]
  aese v@16.16b, v@0.16b
  aesmc v@16.16b, v@16.16b
  aese v@11.16b, v@1.16b
  aesmc v@11.16b, v@11.16b
  aese v@12.16b, v@1.16b
  aesmc v@12.16b, v@12.16b
  aese v@17.16b, v@0.16b
  aesmc v@17.16b, v@17.16b
  aese v@13.16b, v@1.16b
  aesmc v@13.16b, v@13.16b
  aese v@14.16b, v@1.16b
  aesmc v@14.16b, v@14.16b
  aese v@18.16b, v@0.16b
  aesmc v@18.16b, v@18.16b
  aese v@15.16b, v@1.16b
  aesmc v@15.16b, v@15.16b
  aese v@16.16b, v@1.16b
  aesmc v@16.16b, v@16.16b
  aese v@17.16b, v@1.16b
  aesmc v@17.16b, v@17.16b
  aese v@11.16b, v@2.16b
  aesmc v@11.16b, v@11.16b
  aese v@12.16b, v@2.16b
  aesmc v@12.16b, v@12.16b
  aese v@13.16b, v@2.16b
  aesmc v@13.16b, v@13.16b
  aese v@14.16b, v@2.16b
  aesmc v@14.16b, v@14.16b
  aese v@18.16b, v@1.16b
  aesmc v@18.16b, v@18.16b
  aese v@15.16b, v@2.16b
  aesmc v@15.16b, v@15.16b
  aese v@16.16b, v@2.16b
  aesmc v@16.16b, v@16.16b
  aese v@17.16b, v@2.16b
  aesmc v@17.16b, v@17.16b
  aese v@11.16b, v@3.16b
  aesmc v@11.16b, v@11.16b
  aese v@12.16b, v@3.16b
  aesmc v@12.16b, v@12.16b
  aese v@13.16b, v@3.16b
  aesmc v@13.16b, v@13.16b
  aese v@14.16b, v@3.16b
  aesmc v@14.16b, v@14.16b
  aese v@18.16b, v@2.16b
  aesmc v@18.16b, v@18.16b
  aese v@15.16b, v@3.16b
  aesmc v@15.16b, v@15.16b
  aese v@16.16b, v@3.16b
  aesmc v@16.16b, v@16.16b
  aese v@17.16b, v@3.16b
  aesmc v@17.16b, v@17.16b
  aese v@11.16b, v@5.16b
  aesmc v@11.16b, v@11.16b
  aese v@12.16b, v@5.16b
  aesmc v@12.16b, v@12.16b
  aese v@13.16b, v@5.16b
  aesmc v@13.16b, v@13.16b
  aese v@14.16b, v@5.16b
  aesmc v@14.16b, v@14.16b
  aese v@18.16b, v@3.16b
  aesmc v@18.16b, v@18.16b
  aese v@15.16b, v@5.16b
  aesmc v@15.16b, v@15.16b
  aese v@16.16b, v@5.16b
  aesmc v@16.16b, v@16.16b
  aese v@17.16b, v@5.16b
  aesmc v@17.16b, v@17.16b
  aese v@11.16b, v@6.16b
  aesmc v@11.16b, v@11.16b
  aese v@12.16b, v@6.16b
  aesmc v@12.16b, v@12.16b
  aese v@13.16b, v@6.16b
  aesmc v@13.16b, v@13.16b
  aese v@14.16b, v@6.16b
  aesmc v@14.16b, v@14.16b
  aese v@18.16b, v@5.16b
  aesmc v@18.16b, v@18.16b
  aese v@15.16b, v@6.16b
  aesmc v@15.16b, v@15.16b
  aese v@16.16b, v@6.16b
  aesmc v@16.16b, v@16.16b
  aese v@17.16b, v@6.16b
  aesmc v@17.16b, v@17.16b
  aese v@11.16b, v@7.16b
  aesmc v@11.16b, v@11.16b
  aese v@12.16b, v@7.16b
  aesmc v@12.16b, v@12.16b
  aese v@13.16b, v@7.16b
  aesmc v@13.16b, v@13.16b
  aese v@14.16b, v@7.16b
  aesmc v@14.16b, v@14.16b
  aese v@18.16b, v@6.16b
  aesmc v@18.16b, v@18.16b
  aese v@15.16b, v@7.16b
  aesmc v@15.16b, v@15.16b
  aese v@16.16b, v@7.16b
  aesmc v@16.16b, v@16.16b
  aese v@17.16b, v@7.16b
  aesmc v@17.16b, v@17.16b
  aese v@11.16b, v@8.16b
  aesmc v@11.16b, v@11.16b
  aese v@12.16b, v@8.16b
  aesmc v@12.16b, v@12.16b
  aese v@13.16b, v@8.16b
  aesmc v@13.16b, v@13.16b
  aese v@14.16b, v@8.16b
  aesmc v@14.16b, v@14.16b
  aese v@18.16b, v@7.16b
  aesmc v@18.16b, v@18.16b
  aese v@15.16b, v@8.16b
  aesmc v@15.16b, v@15.16b
  aese v@16.16b, v@8.16b
  aesmc v@16.16b, v@16.16b
  aese v@17.16b, v@8.16b
  aesmc v@17.16b, v@17.16b
  aese v@11.16b, v@9.16b
  aesmc v@11.16b, v@11.16b
  aese v@12.16b, v@9.16b
  aesmc v@12.16b, v@12.16b
  aese v@13.16b, v@9.16b
  aesmc v@13.16b, v@13.16b
  aese v@14.16b, v@9.16b
  aesmc v@14.16b, v@14.16b
  aese v@18.16b, v@8.16b
  aesmc v@18.16b, v@18.16b
  aese v@15.16b, v@9.16b
  aesmc v@15.16b, v@15.16b
  aese v@11.16b, v@10.16b
  aese v@12.16b, v@10.16b
  aese v@16.16b, v@9.16b
  aesmc v@16.16b, v@16.16b
  aese v@17.16b, v@9.16b
  aesmc v@17.16b, v@17.16b
  aese v@13.16b, v@10.16b
  aese v@14.16b, v@10.16b
  aese v@18.16b, v@9.16b
  aesmc v@18.16b, v@18.16b
  eor v@11.16b, v@11.16b, v@4.16b
  eor v@12.16b, v@12.16b, v@4.16b
  aese v@15.16b, v@10.16b
  eor v@13.16b, v@13.16b, v@4.16b
  aese v@16.16b, v@10.16b
  aese v@17.16b, v@10.16b
  eor v@14.16b, v@14.16b, v@4.16b
  aese v@18.16b, v@10.16b
  stp q@11, q@12, [x10]
  eor v@11.16b, v@15.16b, v@4.16b
  eor v@12.16b, v@16.16b, v@4.16b
  stp q@13, q@14, [x10, #32]
  eor v@13.16b, v@17.16b, v@4.16b
  eor v@16.16b, v@18.16b, v@4.16b
  stp q@11, q@12, [x10, #64]
  stp q@13, q@16, [x10, #96]
  add x10, x10, #128
  cmp x10, x9
  b.ne L1
L0:
  ands x8, x8, #0x70
  b.eq L2
  and x9, x2, #0x7fffffffffffff8
  add x9, x1, x9, lsl #4
L3:
  ldr q@13, [x9]
  subs x8, x8, #16
  aese v@13.16b, v@0.16b
  aesmc v@13.16b, v@13.16b
  aese v@13.16b, v@1.16b
  aesmc v@13.16b, v@13.16b
  aese v@13.16b, v@2.16b
  aesmc v@13.16b, v@13.16b
  aese v@13.16b, v@3.16b
  aesmc v@13.16b, v@13.16b
  aese v@13.16b, v@5.16b
  aesmc v@13.16b, v@13.16b
  aese v@13.16b, v@6.16b
  aesmc v@13.16b, v@13.16b
  aese v@13.16b, v@7.16b
  aesmc v@13.16b, v@13.16b
  aese v@13.16b, v@8.16b
  aesmc v@13.16b, v@13.16b
  aese v@13.16b, v@9.16b
  aesmc v@13.16b, v@13.16b
  aese v@13.16b, v@10.16b
  eor v@13.16b, v@13.16b, v@4.16b
  str q@13, [x9], #16
  b.ne L3
L2:
  ret
== hw_taes::arch::aarch64::aes_pmull::crypt#4
  ldp q@0, q@1, [x0]
  lsl x8, x2, #4
  ldp q@2, q@3, [x0, #32]
  ldr q@4, [x0, #192]
  ldp q@5, q@6, [x0, #64]
  ands x9, x8, #0x7fffffffffffff80
  ldp q@7, q@8, [x0, #96]
  ldp q@9, q@10, [x0, #128]
  ldp q@11, q@12, [x0, #160]
  b.eq L0
  add x9, x1, x9
  mov x10, x1
L1:
  ldp q@13, q@14, [x10]
  ldp q@15, q@16, [x10, #32]
  ldp q@17, q@18, [x10, #64]
  aese v@13.16b, v@0.16b
  aesmc v@13.16b, v@13.16b
  aese v@14.16b, v@0.16b
  aesmc v@14.16b, v@14.16b
  aese v@15.16b, v@0.16b
  aesmc v@15.16b, v@15.16b
  aese v@16.16b, v@0.16b
  aesmc v@16.16b, v@16.16b
  aese v@17.16b, v@0.16b
  aesmc v@17.16b, v@17.16b
  ldp q@19, q@20, [x10, #96]
  aese v@18.16b, v@0.16b
  aesmc v@18.16b, v@18.16b
  aese v@13.16b, v@1.16b
  aesmc v@13.16b, v@13.16b
  aese v@14.16b, v@1.16b
  aesmc v@14.16b, v@14.16b
  aese v@19.16b, v@0.16b
  aesmc v@19.16b, v@19.16b
  aese v@15.16b, v@1.16b
  aesmc v@15.16b, v@15.16b
  aese v@16.16b, v@1.16b
  aesmc v@16.16b, v@16.16b
  aese v@20.16b, v@0.16b
  aesmc v@20.16b, v@20.16b
  aese v@17.16b, v@1.16b
  aesmc v@17.16b, v@17.16b
  aese v@18.16b, v@1.16b
  aesmc v@18.16b, v@18.16b
  aese v@19.16b, v@1.16b
  aesmc v@19.16b, v@19.16b
  aese v@13.16b, v@2.16b
  aesmc v@13.16b, v@13.16b
  aese v@14.16b, v@2.16b
  aesmc v@14.16b, v@14.16b
  aese v@15.16b, v@2.16b
  aesmc v@15.16b, v@15.16b
  aese v@16.16b, v@2.16b
  aesmc v@16.16b, v@16.16b
  aese v@20.16b, v@1.16b
  aesmc v@20.16b, v@20.16b
  aese v@17.16b, v@2.16b
  aesmc v@17.16b, v@17.16b
  aese v@18.16b, v@2.16b
  aesmc v@18.16b, v@18.16b
  aese v@19.16b, v@2.16b
  aesmc v@19.16b, v@19.16b
  aese v@13.16b, v@3.16b
  aesmc v@13.16b, v@13.16b
  aese v@14.16b, v@3.16b
  aesmc v@14.16b, v@14.16b
  aese v@15.16b, v@3.16b
  aesmc v@15.16b, v@15.16b
  aese v@16.16b, v@3.16b
  aesmc v@16.16b, v@16.16b
  aese v@20.16b, v@2.16b
  aesmc v@20.16b, v@20.16b
  aese v@17.16b, v@3.16b
  aesmc v@17.16b, v@17.16b
  aese v@18.16b, v@3.16b
  aesmc v@18.16b, v@18.16b
  aese v@19.16b, v@3.16b
  aesmc v@19.16b, v@19.16b
  aese v@13.16b, v@5.16b
  aesmc v@13.16b, v@13.16b
  aese v@14.16b, v@5.16b
  aesmc v@14.16b, v@14.16b
  aese v@15.16b, v@5.16b
  aesmc v@15.16b, v@15.16b
  aese v@16.16b, v@5.16b
  aesmc v@16.16b, v@16.16b
  aese v@20.16b, v@3.16b
  aesmc v@20.16b, v@20.16b
  aese v@17.16b, v@5.16b
  aesmc v@17.16b, v@17.16b
  aese v@18.16b, v@5.16b
  aesmc v@18.16b, v@18.16b
  aese v@19.16b, v@5.16b
  aesmc v@19.16b, v@19.16b
  aese v@13.16b, v@6.16b
  aesmc v@13.16b, v@13.16b
  aese v@14.16b, v@6.16b
  aesmc v@14.16b, v@14.16b
  aese v@15.16b, v@6.16b
  aesmc v@15.16b, v@15.16b
  aese v@16.16b, v@6.16b
  aesmc v@16.16b, v@16.16b
  aese v@20.16b, v@5.16b
  aesmc v@20.16b, v@20.16b
  aese v@17.16b, v@6.16b
  aesmc v@17.16b, v@17.16b
  aese v@18.16b, v@6.16b
  aesmc v@18.16b, v@18.16b
  aese v@19.16b, v@6.16b
  aesmc v@19.16b, v@19.16b
  aese v@13.16b, v@7.16b
  aesmc v@13.16b, v@13.16b
  aese v@14.16b, v@7.16b
  aesmc v@14.16b, v@14.16b
  aese v@15.16b, v@7.16b
  aesmc v@15.16b, v@15.16b
  aese v@16.16b, v@7.16b
  aesmc v@16.16b, v@16.16b
  aese v@20.16b, v@6.16b
  aesmc v@20.16b, v@20.16b
  aese v@17.16b, v@7.16b
  aesmc v@17.16b, v@17.16b
  aese v@18.16b, v@7.16b
  aesmc v@18.16b, v@18.16b
  aese v@19.16b, v@7.16b
  aesmc v@19.16b, v@19.16b
  aese v@13.16b, v@8.16b
  aesmc v@13.16b, v@13.16b
  aese v@14.16b, v@8.16b
  aesmc v@14.16b, v@14.16b
  aese v@15.16b, v@8.16b
  aesmc v@15.16b, v@15.16b
  aese v@16.16b, v@8.16b
  aesmc v@16.16b, v@16.16b
  aese v@20.16b, v@7.16b
  aesmc v@20.16b, v@20.16b
  aese v@17.16b, v@8.16b
  aesmc v@17.16b, v@17.16b
  aese v@18.16b, v@8.16b
  aesmc v@18.16b, v@18.16b
  aese v@19.16b, v@8.16b
  aesmc v@19.16b, v@19.16b
  aese v@13.16b, v@9.16b
  aesmc v@13.16b, v@13.16b
  aese v@14.16b, v@9.16b
  aesmc v@14.16b, v@14.16b
  aese v@15.16b, v@9.16b
  aesmc v@15.16b, v@15.16b
  aese v@16.16b, v@9.16b
  aesmc v@16.16b, v@16.16b
  aese v@20.16b, v@8.16b
  aesmc v@20.16b, v@20.16b
  aese v@17.16b, v@9.16b
  aesmc v@17.16b, v@17.16b
  aese v@18.16b, v@9.16b
  aesmc v@18.16b, v@18.16b
  aese v@19.16b, v@9.16b
  aesmc v@19.16b, v@19.16b
  aese v@13.16b, v@10.16b
  aesmc v@13.16b, v@13.16b
  aese v@14.16b, v@10.16b
  aesmc v@14.16b, v@14.16b
  aese v@15.16b, v@10.16b
  aesmc v@15.16b, v@15.16b
  aese v@16.16b, v@10.16b
  aesmc v@16.16b, v@16.16b
  aese v@20.16b, v@9.16b
  aesmc v@20.16b, v@20.16b
  aese v@17.16b, v@10.16b
  aesmc v@17.16b, v@17.16b
  aese v@18.16b, v@10.16b
  aesmc v@18.16b, v@18.16b
  aese v@19.16b, v@10.16b
  aesmc v@19.16b, v@19.16b
  aese v@13.16b, v@11.16b
  aesmc v@13.16b, v@13.16b
  aese v@14.16b, v@11.16b
  aesmc v@14.16b, v@14.16b
  aese v@15.16b, v@11.16b
  aesmc v@15.16b, v@15.16b
  aese v@16.16b, v@11.16b
  aesmc v@16.16b, v@16.16b
  aese v@20.16b, v@10.16b
  aesmc v@20.16b, v@20.16b
  aese v@17.16b, v@11.16b
  aesmc v@17.16b, v@17.16b
  aese v@13.16b, v@12.16b
  aese v@14.16b, v@12.16b
  aese v@18.16b, v@11.16b
  aesmc v@18.16b, v@18.16b
  aese v@19.16b, v@11.16b
  aesmc v@19.16b, v@19.16b
  aese v@15.16b, v@12.16b
  aese v@16.16b, v@12.16b
  aese v@20.16b, v@11.16b
  aesmc v@20.16b, v@20.16b
  eor v@13.16b, v@13.16b, v@4.16b
  eor v@14.16b, v@14.16b, v@4.16b
  aese v@17.16b, v@12.16b
  aese v@18.16b, v@12.16b
  eor v@15.16b, v@15.16b, v@4.16b
  eor v@16.16b, v@16.16b, v@4.16b
  aese v@19.16b, v@12.16b
  aese v@20.16b, v@12.16b
  stp q@13, q@14, [x10]
  eor v@13.16b, v@17.16b, v@4.16b
  eor v@14.16b, v@18.16b, v@4.16b
  stp q@15, q@16, [x10, #32]
  eor v@15.16b, v@19.16b, v@4.16b
  eor v@16.16b, v@20.16b, v@4.16b
  stp q@13, q@14, [x10, #64]
  stp q@15, q@16, [x10, #96]
  add x10, x10, #128
  cmp x10, x9
  b.ne L1
L0:
  ands x8, x8, #0x70
  b.eq L2
  and x9, x2, #0x7fffffffffffff8
  add x9, x1, x9, lsl #4
L3:
  ldr q@13, [x9]
  subs x8, x8, #16
  aese v@13.16b, v@0.16b
  aesmc v@13.16b, v@13.16b
  aese v@13.16b, v@1.16b
  aesmc v@13.16b, v@13.16b
  aese v@13.16b, v@2.16b
  aesmc v@13.16b, v@13.16b
  aese v@13.16b, v@3.16b
  aesmc v@13.16b, v@13.16b
  aese v@13.16b, v@5.16b
  aesmc v@13.16b, v@13.16b
  aese v@13.16b, v@6.16b
  aesmc v@13.16b, v@13.16b
  aese v@13.16b, v@7.16b
  aesmc v@13.16b, v@13.16b
  aese v@13.16b, v@8.16b
  aesmc v@13.16b, v@13.16b
  aese v@13.16b, v@9.16b
  aesmc v@13.16b, v@13.16b
  aese v@13.16b, v@10.16b
  aesmc v@13.16b, v@13.16b
  aese v@13.16b, v@11.16b
  aesmc v@13.16b, v@13.16b
  aese v@13.16b, v@12.16b
  eor v@13.16b, v@13.16b, v@4.16b
  str q@13, [x9], #16
  b.ne L3
L2:
  ret
== hw_taes::arch::aarch64::aes_pmull::crypt#5
  ldp q@0, q@1, [x0]
  lsl x8, x2, #4
  ldp q@2, q@3, [x0, #32]
  ldr q@4, [x0, #224]
  ldp q@5, q@6, [x0, #64]
  ands x9, x8, #0x7fffffffffffff80
  ldp q@7, q@8, [x0, #96]
  ldp q@9, q@10, [x0, #128]
  ldp q@11, q@12, [x0, #160]
  ldp q@13, q@14, [x0, #192]
  b.eq L0
  add x9, x1, x9
  mov x10, x1
L1:
  ldp q@15, q@16, [x10]
  ldp q@17, q@18, [x10, #32]
  ldp q@19, q@20, [x10, #64]
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
  ldp q@21, q@22, [x10, #96]
  aese v@20.16b, v@0.16b
  aesmc v@20.16b, v@20.16b
  aese v@15.16b, v@1.16b
  aesmc v@15.16b, v@15.16b
  aese v@16.16b, v@1.16b
  aesmc v@16.16b, v@16.16b
  aese v@21.16b, v@0.16b
  aesmc v@21.16b, v@21.16b
  aese v@17.16b, v@1.16b
  aesmc v@17.16b, v@17.16b
  aese v@18.16b, v@1.16b
  aesmc v@18.16b, v@18.16b
  aese v@22.16b, v@0.16b
  aesmc v@22.16b, v@22.16b
  aese v@19.16b, v@1.16b
  aesmc v@19.16b, v@19.16b
  aese v@20.16b, v@1.16b
  aesmc v@20.16b, v@20.16b
  aese v@21.16b, v@1.16b
  aesmc v@21.16b, v@21.16b
  aese v@15.16b, v@2.16b
  aesmc v@15.16b, v@15.16b
  aese v@16.16b, v@2.16b
  aesmc v@16.16b, v@16.16b
  aese v@17.16b, v@2.16b
  aesmc v@17.16b, v@17.16b
  aese v@18.16b, v@2.16b
  aesmc v@18.16b, v@18.16b
  aese v@22.16b, v@1.16b
  aesmc v@22.16b, v@22.16b
  aese v@19.16b, v@2.16b
  aesmc v@19.16b, v@19.16b
  aese v@20.16b, v@2.16b
  aesmc v@20.16b, v@20.16b
  aese v@21.16b, v@2.16b
  aesmc v@21.16b, v@21.16b
  aese v@15.16b, v@3.16b
  aesmc v@15.16b, v@15.16b
  aese v@16.16b, v@3.16b
  aesmc v@16.16b, v@16.16b
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
  aese v@15.16b, v@5.16b
  aesmc v@15.16b, v@15.16b
  aese v@16.16b, v@5.16b
  aesmc v@16.16b, v@16.16b
  aese v@17.16b, v@5.16b
  aesmc v@17.16b, v@17.16b
  aese v@18.16b, v@5.16b
  aesmc v@18.16b, v@18.16b
  aese v@22.16b, v@3.16b
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
  aese v@15.16b, v@8.16b
  aesmc v@15.16b, v@15.16b
  aese v@16.16b, v@8.16b
  aesmc v@16.16b, v@16.16b
  aese v@17.16b, v@8.16b
  aesmc v@17.16b, v@17.16b
  aese v@18.16b, v@8.16b
  aesmc v@18.16b, v@18.16b
  aese v@22.16b, v@7.16b
  aesmc v@22.16b, v@22.16b
  aese v@19.16b, v@8.16b
  aesmc v@19.16b, v@19.16b
  aese v@20.16b, v@8.16b
  aesmc v@20.16b, v@20.16b
  aese v@21.16b, v@8.16b
  aesmc v@21.16b, v@21.16b
  aese v@15.16b, v@9.16b
  aesmc v@15.16b, v@15.16b
  aese v@16.16b, v@9.16b
  aesmc v@16.16b, v@16.16b
  aese v@17.16b, v@9.16b
  aesmc v@17.16b, v@17.16b
  aese v@18.16b, v@9.16b
  aesmc v@18.16b, v@18.16b
  aese v@22.16b, v@8.16b
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
  aese v@15.16b, v@14.16b
  aese v@16.16b, v@14.16b
  aese v@20.16b, v@13.16b
  aesmc v@20.16b, v@20.16b
  aese v@21.16b, v@13.16b
  aesmc v@21.16b, v@21.16b
  aese v@17.16b, v@14.16b
  aese v@18.16b, v@14.16b
  aese v@22.16b, v@13.16b
  aesmc v@22.16b, v@22.16b
  eor v@15.16b, v@15.16b, v@4.16b
  eor v@16.16b, v@16.16b, v@4.16b
  aese v@19.16b, v@14.16b
  aese v@20.16b, v@14.16b
  aese v@21.16b, v@14.16b
  eor v@17.16b, v@17.16b, v@4.16b
  eor v@18.16b, v@18.16b, v@4.16b
  stp q@15, q@16, [x10]
  aese v@22.16b, v@14.16b
  eor v@15.16b, v@19.16b, v@4.16b
  eor v@16.16b, v@20.16b, v@4.16b
  stp q@17, q@18, [x10, #32]
  eor v@17.16b, v@21.16b, v@4.16b
  eor v@18.16b, v@22.16b, v@4.16b
  stp q@15, q@16, [x10, #64]
  stp q@17, q@18, [x10, #96]
  add x10, x10, #128
  cmp x10, x9
  b.ne L1
L0:
  ands x8, x8, #0x70
  b.eq L2
  and x9, x2, #0x7fffffffffffff8
  add x9, x1, x9, lsl #4
L3:
  ldr q@17, [x9]
  subs x8, x8, #16
  aese v@17.16b, v@0.16b
  aesmc v@17.16b, v@17.16b
  aese v@17.16b, v@1.16b
  aesmc v@17.16b, v@17.16b
  aese v@17.16b, v@2.16b
  aesmc v@17.16b, v@17.16b
  aese v@17.16b, v@3.16b
  aesmc v@17.16b, v@17.16b
  aese v@17.16b, v@5.16b
  aesmc v@17.16b, v@17.16b
  aese v@17.16b, v@6.16b
  aesmc v@17.16b, v@17.16b
  aese v@17.16b, v@7.16b
  aesmc v@17.16b, v@17.16b
  aese v@17.16b, v@8.16b
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
  eor v@17.16b, v@17.16b, v@4.16b
  str q@17, [x9], #16
  b.ne L3
L2:
  ret
== hw_taes::arch::aarch64::aes_pmull::crypt#6
  stp d11, d10, [sp, #-32]!
  stp d9, d8, [sp, #16]
  ldp x10, x9, [x0, #80]
  lsl x8, x5, #4
  ldp q@0, q@1, [x0, #240]
  ldr q@2, [x0, #304]
  ldp q@3, q@4, [x0, #272]
  ldr q@5, [x0, #400]
  rev x9, x9
  ldp q@6, q@7, [x0, #336]
  adds x11, x9, x2
  rev x9, x10
  ldp q@8, q@9, [x0, #368]
  adc x13, x9, x3
  ands x9, x8, #0x7fffffffffffff80
  b.eq L0
  add x9, x4, x9
  mov x10, x4
L1:
  mov x14, x11
  adds x11, x11, #1
  fmov d29, x13
  cinc x12, x13, hs
  adds x15, x14, #2
  fmov d18, x12
  ldp q@10, q@11, [x10]
  cinc x12, x13, hs
  adds x16, x14, #3
  mov v@12.d[1], x14
  fmov d19, x12
  ldp q@13, q@14, [x10, #32]
  mov v@15.d[1], x11
  cinc x11, x13, hs
  aesd v@11.16b, v@0.16b
  aesimc v@11.16b, v@11.16b
  fmov d20, x11
  adds x12, x14, #4
  mov v@16.d[1], x15
  cinc x11, x13, hs
  adds x15, x14, #5
  cinc x18, x13, hs
  rev64 v@12.16b, v@12.16b
  fmov d21, x11
  mov v@17.d[1], x16
  adds x16, x14, #6
  aesd v@11.16b, v@1.16b
  aesimc v@11.16b, v@11.16b
  cinc x17, x13, hs
  rev64 v@15.16b, v@15.16b
  fmov d25, x17
  fmov d22, x18
  aesd v@13.16b, v@0.16b
  aesimc v@13.16b, v@13.16b
  ldp q@18, q@19, [x10, #64]
  aesd v@11.16b, v@3.16b
  aesimc v@11.16b, v@11.16b
  aesd v@14.16b, v@0.16b
  aesimc v@14.16b, v@14.16b
  mov v@20.d[1], x16
  adds x11, x14, #8
  ldp q@21, q@22, [x10, #96]
  mov v@23.d[1], x12
  aesd v@11.16b, v@4.16b
  aesimc v@11.16b, v@11.16b
  cinc x12, x13, hs
  adds x18, x14, #7
  mov v@24.d[1], x15
  aesd v@10.16b, v@0.16b
  aesimc v@10.16b, v@10.16b
  rev64 v@25.16b, v@20.16b
  aesimc v@20.16b, v@12.16b
  aesd v@11.16b, v@2.16b
  aesimc v@11.16b, v@11.16b
  aesimc v@12.16b, v@15.16b
  cinc x15, x13, hs
  aesd v@18.16b, v@0.16b
  aesimc v@18.16b, v@18.16b
  aesd v@19.16b, v@0.16b
  aesimc v@19.16b, v@19.16b
  aesd v@21.16b, v@0.16b
  aesimc v@21.16b, v@21.16b
  aesd v@13.16b, v@1.16b
  aesimc v@13.16b, v@13.16b
  aesd v@14.16b, v@1.16b
  aesimc v@14.16b, v@14.16b
  aesd v@22.16b, v@0.16b
  aesimc v@22.16b, v@22.16b
  aesd v@12.16b, v@11.16b
  aesimc v@12.16b, v@12.16b
  fmov d24, x15
  aesd v@10.16b, v@1.16b
  aesimc v@10.16b, v@10.16b
  aesd v@18.16b, v@1.16b
  aesimc v@18.16b, v@18.16b
  mov x13, x12
  aesd v@19.16b, v@1.16b
  aesimc v@19.16b, v@19.16b
  aesd v@21.16b, v@1.16b
  aesimc v@21.16b, v@21.16b
  aesd v@13.16b, v@3.16b
  aesimc v@13.16b, v@13.16b
  aesd v@14.16b, v@3.16b
  aesimc v@14.16b, v@14.16b
  aesd v@22.16b, v@1.16b
  aesimc v@22.16b, v@22.16b
  mov v@11.d[1], x18
  rev64 v@16.16b, v@16.16b
  rev64 v@17.16b, v@17.16b
  aesd v@10.16b, v@3.16b
  aesimc v@10.16b, v@10.16b
  aesd v@18.16b, v@3.16b
  aesimc v@18.16b, v@18.16b
  aesd v@19.16b, v@3.16b
  aesimc v@19.16b, v@19.16b
  aesd v@21.16b, v@3.16b
  aesimc v@21.16b, v@21.16b
  aesd v@13.16b, v@4.16b
  aesimc v@13.16b, v@13.16b
  aesd v@14.16b, v@4.16b
  aesimc v@14.16b, v@14.16b
  aesd v@22.16b, v@3.16b
  aesimc v@22.16b, v@22.16b
  rev64 v@26.16b, v@23.16b
  rev64 v@27.16b, v@24.16b
  rev64 v@11.16b, v@11.16b
  aesd v@10.16b, v@4.16b
  aesimc v@10.16b, v@10.16b
  aesd v@18.16b, v@4.16b
  aesimc v@18.16b, v@18.16b
  aesd v@19.16b, v@4.16b
  aesimc v@19.16b, v@19.16b
  aesd v@21.16b, v@4.16b
  aesimc v@21.16b, v@21.16b
  aesd v@13.16b, v@2.16b
  aesimc v@13.16b, v@13.16b
  aesd v@14.16b, v@2.16b
  aesimc v@14.16b, v@14.16b
  aesimc v@24.16b, v@16.16b
  aesimc v@23.16b, v@17.16b
  aesd v@22.16b, v@4.16b
  aesimc v@22.16b, v@22.16b
  aesd v@10.16b, v@2.16b
  aesimc v@10.16b, v@10.16b
  aesd v@18.16b, v@2.16b
  aesimc v@18.16b, v@18.16b
  aesd v@19.16b, v@2.16b
  aesimc v@19.16b, v@19.16b
  aesd v@21.16b, v@2.16b
  aesimc v@21.16b, v@21.16b
  aesimc v@17.16b, v@26.16b
  aesimc v@16.16b, v@27.16b
  aesimc v@15.16b, v@25.16b
  aesd v@24.16b, v@13.16b
  aesimc v@24.16b, v@24.16b
  aesd v@23.16b, v@14.16b
  aesimc v@23.16b, v@23.16b
  aesd v@22.16b, v@2.16b
  aesimc v@22.16b, v@22.16b
  aesimc v@11.16b, v@11.16b
  aesd v@20.16b, v@10.16b
  aesimc v@20.16b, v@20.16b
  aesd v@17.16b, v@18.16b
  aesimc v@17.16b, v@17.16b
  aesd v@16.16b, v@19.16b
  aesimc v@16.16b, v@16.16b
  aesd v@15.16b, v@21.16b
  aesimc v@15.16b, v@15.16b
  aesd v@24.16b, v@6.16b
  aesimc v@24.16b, v@24.16b
  aesd v@23.16b, v@6.16b
  aesimc v@23.16b, v@23.16b
  aesd v@11.16b, v@22.16b
  aesimc v@11.16b, v@11.16b
  aesd v@20.16b, v@6.16b
  aesimc v@20.16b, v@20.16b
  aesd v@12.16b, v@6.16b
  aesimc v@12.16b, v@12.16b
  aesd v@17.16b, v@6.16b
  aesimc v@17.16b, v@17.16b
  aesd v@16.16b, v@6.16b
  aesimc v@16.16b, v@16.16b
  aesd v@15.16b, v@6.16b
  aesimc v@15.16b, v@15.16b
  aesd v@24.16b, v@7.16b
  aesimc v@24.16b, v@24.16b
  aesd v@23.16b, v@7.16b
  aesimc v@23.16b, v@23.16b
  aesd v@11.16b, v@6.16b
  aesimc v@11.16b, v@11.16b
  aesd v@20.16b, v@7.16b
  aesimc v@20.16b, v@20.16b
  aesd v@12.16b, v@7.16b
  aesimc v@12.16b, v@12.16b
  aesd v@17.16b, v@7.16b
  aesimc v@17.16b, v@17.16b
  aesd v@16.16b, v@7.16b
  aesimc v@16.16b, v@16.16b
  aesd v@15.16b, v@7.16b
  aesimc v@15.16b, v@15.16b
  aesd v@24.16b, v@8.16b
  aesimc v@24.16b, v@24.16b
  aesd v@23.16b, v@8.16b
  aesimc v@23.16b, v@23.16b
  aesd v@11.16b, v@7.16b
  aesimc v@11.16b, v@11.16b
  aesd v@20.16b, v@8.16b
  aesimc v@20.16b, v@20.16b
  aesd v@12.16b, v@8.16b
  aesimc v@12.16b, v@12.16b
  aesd v@17.16b, v@8.16b
  aesimc v@17.16b, v@17.16b
  aesd v@16.16b, v@8.16b
  aesimc v@16.16b, v@16.16b
  aesd v@15.16b, v@8.16b
  aesimc v@15.16b, v@15.16b
  aesd v@24.16b, v@9.16b
  aesd v@23.16b, v@9.16b
  aesd v@11.16b, v@8.16b
  aesimc v@11.16b, v@11.16b
  aesd v@20.16b, v@9.16b
  aesd v@12.16b, v@9.16b
  aesd v@17.16b, v@9.16b
  aesd v@16.16b, v@9.16b
  aesd v@15.16b, v@9.16b
  eor v@24.16b, v@24.16b, v@5.16b
  eor v@23.16b, v@23.16b, v@5.16b
  aesd v@11.16b, v@9.16b
  eor v@22.16b, v@20.16b, v@5.16b
  eor v@20.16b, v@12.16b, v@5.16b
  eor v@17.16b, v@17.16b, v@5.16b
  eor v@16.16b, v@16.16b, v@5.16b
  eor v@15.16b, v@15.16b, v@5.16b
  stp q@24, q@23, [x10, #32]
  stp q@22, q@20, [x10]
  eor v@23.16b, v@11.16b, v@5.16b
  stp q@17, q@16, [x10, #64]
  stp q@15, q@23, [x10, #96]
  add x10, x10, #128
  cmp x10, x9
  b.ne L1
  ands x8, x8, #0x70
  b.ne L2
  b L3
L0:
  mov x12, x13
  ands x8, x8, #0x70
  b.eq L3
L2:
  and x9, x5, #0x7fffffffffffff8
  add x9, x4, x9, lsl #4
L4:
  ldr q@15, [x9]
  fmov d19, x12
  aesd v@15.16b, v@0.16b
  aesimc v@15.16b, v@15.16b
  mov v@16.d[1], x11
  adds x11, x11, #1
  cinc x12, x12, hs
  subs x8, x8, #16
  aesd v@15.16b, v@1.16b
  aesimc v@15.16b, v@15.16b
  rev64 v@16.16b, v@16.16b
  aesd v@15.16b, v@3.16b
  aesimc v@15.16b, v@15.16b
  aesd v@15.16b, v@4.16b
  aesimc v@15.16b, v@15.16b
  aesimc v@16.16b, v@16.16b
  aesd v@15.16b, v@2.16b
  aesimc v@15.16b, v@15.16b
  aesd v@16.16b, v@15.16b
  aesimc v@16.16b, v@16.16b
  aesd v@16.16b, v@6.16b
  aesimc v@16.16b, v@16.16b
  aesd v@16.16b, v@7.16b
  aesimc v@16.16b, v@16.16b
  aesd v@16.16b, v@8.16b
  aesimc v@16.16b, v@16.16b
  aesd v@16.16b, v@9.16b
  eor v@15.16b, v@16.16b, v@5.16b
  str q@15, [x9], #16
  b.ne L4
L3:
  ldp d9, d8, [sp, #16]
  ldp d11, d10, [sp], #32
  ret
== hw_taes::arch::aarch64::aes_pmull::crypt#7
  stp d11, d10, [sp, #-32]!
  stp d9, d8, [sp, #16]
  ldp x10, x9, [x0, #80]
  lsl x8, x5, #4
  ldp q@0, q@1, [x0]
  ldr q@2, [x0, #64]
  ldp q@3, q@4, [x0, #32]
  ldr q@5, [x0, #160]
  rev x9, x9
  ldp q@6, q@7, [x0, #96]
  adds x11, x9, x2
  rev x9, x10
  ldp q@8, q@9, [x0, #128]
  adc x13, x9, x3
  ands x9, x8, #0x7fffffffffffff80
  b.eq L0
  add x9, x4, x9
  mov x10, x4
L1:
  mov x14, x11
  adds x11, x11, #1
  fmov d26, x13
  cinc x12, x13, hs
  adds x15, x14, #2
  fmov d18, x12
  ldp q@10, q@11, [x10]
  ldp q@12, q@13, [x10, #32]
  mov v@14.d[1], x14
  ldp q@15, q@16, [x10, #64]
  mov v@17.d[1], x11
  cinc x11, x13, hs
  adds x12, x14, #3
  fmov d19, x11
  cinc x11, x13, hs
  adds x16, x14, #4
  fmov d20, x11
  ldp q@18, q@19, [x10, #96]
  aese v@10.16b, v@0.16b
  aesmc v@10.16b, v@10.16b
  aese v@11.16b, v@0.16b
  aesmc v@11.16b, v@11.16b
  mov v@20.d[1], x15
  cinc x15, x13, hs
  fmov d21, x15
  adds x17, x14, #5
  mov v@21.d[1], x12
  cinc x11, x13, hs
  adds x18, x14, #6
  aese v@12.16b, v@0.16b
  aesmc v@12.16b, v@12.16b
  aese v@13.16b, v@0.16b
  aesmc v@13.16b, v@13.16b
  mov v@22.d[1], x16
  aese v@15.16b, v@0.16b
  aesmc v@15.16b, v@15.16b
  aese v@16.16b, v@0.16b
  aesmc v@16.16b, v@16.16b
  aese v@18.16b, v@0.16b
  aesmc v@18.16b, v@18.16b
  aese v@19.16b, v@0.16b
  aesmc v@19.16b, v@19.16b
  cinc x12, x13, hs
  fmov d22, x11
  adds x11, x14, #8
  fmov d23, x12
  cinc x12, x13, hs
  adds x15, x14, #7
  cinc x16, x13, hs
  aese v@10.16b, v@1.16b
  aesmc v@10.16b, v@10.16b
  aese v@11.16b, v@1.16b
  aesmc v@11.16b, v@11.16b
  aese v@12.16b, v@1.16b
  aesmc v@12.16b, v@12.16b
  aese v@13.16b, v@1.16b
  aesmc v@13.16b, v@13.16b
  aese v@15.16b, v@1.16b
  aesmc v@15.16b, v@15.16b
  aese v@16.16b, v@1.16b
  aesmc v@16.16b, v@16.16b
  aese v@18.16b, v@1.16b
  aesmc v@18.16b, v@18.16b
  aese v@19.16b, v@1.16b
  aesmc v@19.16b, v@19.16b
  rev64 v@23.16b, v@21.16b
  rev64 v@21.16b, v@22.16b
  fmov d21, x16
  aese v@10.16b, v@3.16b
  aesmc v@10.16b, v@10.16b
  aese v@11.16b, v@3.16b
  aesmc v@11.16b, v@11.16b
  aese v@12.16b, v@3.16b
  aesmc v@12.16b, v@12.16b
  aese v@13.16b, v@3.16b
  aesmc v@13.16b, v@13.16b
  aese v@15.16b, v@3.16b
  aesmc v@15.16b, v@15.16b
  aese v@16.16b, v@3.16b
  aesmc v@16.16b, v@16.16b
  mov x13, x12
  aese v@18.16b, v@3.16b
  aesmc v@18.16b, v@18.16b
  aese v@19.16b, v@3.16b
  aesmc v@19.16b, v@19.16b
  mov v@24.d[1], x17
  mov v@25.d[1], x18
  mov v@22.d[1], x15
  aese v@10.16b, v@4.16b
  aesmc v@10.16b, v@10.16b
  aese v@11.16b, v@4.16b
  aesmc v@11.16b, v@11.16b
  aese v@12.16b, v@4.16b
  aesmc v@12.16b, v@12.16b
  aese v@13.16b, v@4.16b
  aesmc v@13.16b, v@13.16b
  aese v@15.16b, v@4.16b
  aesmc v@15.16b, v@15.16b
  aese v@16.16b, v@4.16b
  aesmc v@16.16b, v@16.16b
  aese v@18.16b, v@4.16b
  aesmc v@18.16b, v@18.16b
  aese v@19.16b, v@4.16b
  aesmc v@19.16b, v@19.16b
  rev64 v@26.16b, v@14.16b
  rev64 v@27.16b, v@17.16b
  rev64 v@14.16b, v@20.16b
  rev64 v@20.16b, v@24.16b
  rev64 v@17.16b, v@25.16b
  rev64 v@22.16b, v@22.16b
  aese v@10.16b, v@2.16b
  aesmc v@10.16b, v@10.16b
  aese v@11.16b, v@2.16b
  aesmc v@11.16b, v@11.16b
  aese v@12.16b, v@2.16b
  aesmc v@12.16b, v@12.16b
  aese v@13.16b, v@2.16b
  aesmc v@13.16b, v@13.16b
  aese v@15.16b, v@2.16b
  aesmc v@15.16b, v@15.16b
  aese v@16.16b, v@2.16b
  aesmc v@16.16b, v@16.16b
  aese v@18.16b, v@2.16b
  aesmc v@18.16b, v@18.16b
  aese v@19.16b, v@2.16b
  aesmc v@19.16b, v@19.16b
  aese v@26.16b, v@10.16b
  aesmc v@26.16b, v@26.16b
  aese v@27.16b, v@11.16b
  aesmc v@27.16b, v@27.16b
  aese v@14.16b, v@12.16b
  aesmc v@14.16b, v@14.16b
  aese v@23.16b, v@13.16b
  aesmc v@23.16b, v@23.16b
  aese v@21.16b, v@15.16b
  aesmc v@21.16b, v@21.16b
  aese v@20.16b, v@16.16b
  aesmc v@20.16b, v@20.16b
  aese v@17.16b, v@18.16b
  aesmc v@17.16b, v@17.16b
  aese v@22.16b, v@19.16b
  aesmc v@22.16b, v@22.16b
  aese v@26.16b, v@6.16b
  aesmc v@26.16b, v@26.16b
  aese v@27.16b, v@6.16b
  aesmc v@27.16b, v@27.16b
  aese v@14.16b, v@6.16b
  aesmc v@14.16b, v@14.16b
  aese v@23.16b, v@6.16b
  aesmc v@23.16b, v@23.16b
  aese v@21.16b, v@6.16b
  aesmc v@21.16b, v@21.16b
  aese v@20.16b, v@6.16b
  aesmc v@20.16b, v@20.16b
  aese v@17.16b, v@6.16b
  aesmc v@17.16b, v@17.16b
  aese v@22.16b, v@6.16b
  aesmc v@22.16b, v@22.16b
  aese v@26.16b, v@7.16b
  aesmc v@26.16b, v@26.16b
  aese v@27.16b, v@7.16b
  aesmc v@27.16b, v@27.16b
  aese v@14.16b, v@7.16b
  aesmc v@14.16b, v@14.16b
  aese v@23.16b, v@7.16b
  aesmc v@23.16b, v@23.16b
  aese v@21.16b, v@7.16b
  aesmc v@21.16b, v@21.16b
  aese v@20.16b, v@7.16b
  aesmc v@20.16b, v@20.16b
  aese v@17.16b, v@7.16b
  aesmc v@17.16b, v@17.16b
  aese v@22.16b, v@7.16b
  aesmc v@22.16b, v@22.16b
  aese v@26.16b, v@8.16b
  aesmc v@26.16b, v@26.16b
  aese v@27.16b, v@8.16b
  aesmc v@27.16b, v@27.16b
  aese v@14.16b, v@8.16b
  aesmc v@14.16b, v@14.16b
  aese v@23.16b, v@8.16b
  aesmc v@23.16b, v@23.16b
  aese v@21.16b, v@8.16b
  aesmc v@21.16b, v@21.16b
  aese v@20.16b, v@8.16b
  aesmc v@20.16b, v@20.16b
  aese v@17.16b, v@8.16b
  aesmc v@17.16b, v@17.16b
  aese v@22.16b, v@8.16b
  aesmc v@22.16b, v@22.16b
  aese v@26.16b, v@9.16b
  aese v@27.16b, v@9.16b
  aese v@14.16b, v@9.16b
  aese v@23.16b, v@9.16b
  aese v@21.16b, v@9.16b
  aese v@20.16b, v@9.16b
  aese v@17.16b, v@9.16b
  aese v@22.16b, v@9.16b
  eor v@24.16b, v@26.16b, v@5.16b
  eor v@25.16b, v@27.16b, v@5.16b
  eor v@10.16b, v@14.16b, v@5.16b
  eor v@19.16b, v@23.16b, v@5.16b
  eor v@21.16b, v@21.16b, v@5.16b
  eor v@20.16b, v@20.16b, v@5.16b
  eor v@17.16b, v@17.16b, v@5.16b
  stp q@24, q@25, [x10]
  eor v@22.16b, v@22.16b, v@5.16b
  stp q@10, q@19, [x10, #32]
  stp q@21, q@20, [x10, #64]
  stp q@17, q@22, [x10, #96]
  add x10, x10, #128
  cmp x10, x9
  b.ne L1
  ands x8, x8, #0x70
  b.ne L2
  b L3
L0:
  mov x12, x13
  ands x8, x8, #0x70
  b.eq L3
L2:
  and x9, x5, #0x7fffffffffffff8
  add x9, x4, x9, lsl #4
L4:
  ldr q@17, [x9]
  fmov d19, x12
  aese v@17.16b, v@0.16b
  aesmc v@17.16b, v@17.16b
  mov v@20.d[1], x11
  adds x11, x11, #1
  cinc x12, x12, hs
  subs x8, x8, #16
  aese v@17.16b, v@1.16b
  aesmc v@17.16b, v@17.16b
  rev64 v@20.16b, v@20.16b
  aese v@17.16b, v@3.16b
  aesmc v@17.16b, v@17.16b
  aese v@17.16b, v@4.16b
  aesmc v@17.16b, v@17.16b
  aese v@17.16b, v@2.16b
  aesmc v@17.16b, v@17.16b
  aese v@20.16b, v@17.16b
  aesmc v@20.16b, v@20.16b
  aese v@20.16b, v@6.16b
  aesmc v@20.16b, v@20.16b
  aese v@20.16b, v@7.16b
  aesmc v@20.16b, v@20.16b
  aese v@20.16b, v@8.16b
  aesmc v@20.16b, v@20.16b
  aese v@20.16b, v@9.16b
  eor v@17.16b, v@20.16b, v@5.16b
  str q@17, [x9], #16
  b.ne L4
L3:
  ldp d9, d8, [sp, #16]
  ldp d11, d10, [sp], #32
  ret
== hw_taes::arch::aarch64::aes_pmull::crypt#8
  stp d13, d12, [sp, #-48]!
  stp d11, d10, [sp, #16]
  stp d9, d8, [sp, #32]
  ldp x10, x9, [x0, #96]
  lsl x8, x5, #4
  ldp q@0, q@1, [x0, #240]
  ldp q@2, q@3, [x0, #272]
  rev x9, x9
  ldp q@4, q@5, [x0, #304]
  ldp q@6, q@7, [x0, #352]
  adds x11, x9, x2
  ldp q@8, q@9, [x0, #384]
  rev x9, x10
  ldp q@10, q@11, [x0, #416]
  adc x13, x9, x3
  ands x9, x8, #0x7fffffffffffff80
  b.eq L0
  add x9, x4, x9
  mov x10, x4
L1:
  mov x14, x11
  adds x11, x11, #1
  fmov d27, x13
  cinc x12, x13, hs
  adds x15, x14, #2
  fmov d20, x12
  cinc x12, x13, hs
  ldp q@12, q@13, [x10]
  fmov d21, x12
  mov v@14.d[1], x14
  ldp q@15, q@16, [x10, #32]
  mov v@17.d[1], x11
  adds x11, x14, #3
  aesd v@12.16b, v@0.16b
  aesimc v@12.16b, v@12.16b
  mov v@18.d[1], x15
  cinc x12, x13, hs
  adds x15, x14, #4
  aesd v@15.16b, v@0.16b
  aesimc v@15.16b, v@15.16b
  fmov d22, x12
  cinc x12, x13, hs
  fmov d23, x12
  aesd v@12.16b, v@1.16b
  aesimc v@12.16b, v@12.16b
  adds x16, x14, #5
  ldp q@19, q@20, [x10, #64]
  mov v@21.d[1], x11
  cinc x11, x13, hs
  aesd v@16.16b, v@0.16b
  aesimc v@16.16b, v@16.16b
  mov v@22.d[1], x15
  adds x15, x14, #6
  aesd v@12.16b, v@2.16b
  aesimc v@12.16b, v@12.16b
  cinc x12, x13, hs
  fmov d25, x12
  ldp q@23, q@24, [x10, #96]
  rev64 v@14.16b, v@14.16b
  fmov d24, x11
  aesd v@13.16b, v@0.16b
  aesimc v@13.16b, v@13.16b
  aesd v@12.16b, v@3.16b
  aesimc v@12.16b, v@12.16b
  mov v@25.d[1], x15
  aesd v@19.16b, v@0.16b
  aesimc v@19.16b, v@19.16b
  aesd v@20.16b, v@0.16b
  aesimc v@20.16b, v@20.16b
  aesd v@23.16b, v@0.16b
  aesimc v@23.16b, v@23.16b
  aesd v@12.16b, v@4.16b
  aesimc v@12.16b, v@12.16b
  aesd v@15.16b, v@1.16b
  aesimc v@15.16b, v@15.16b
  aesd v@16.16b, v@1.16b
  aesimc v@16.16b, v@16.16b
  aesd v@24.16b, v@0.16b
  aesimc v@24.16b, v@24.16b
  adds x11, x14, #8
  aesd v@12.16b, v@5.16b
  aesimc v@12.16b, v@12.16b
  rev64 v@26.16b, v@25.16b
  aesimc v@25.16b, v@14.16b
  mov v@27.d[1], x16
  cinc x12, x13, hs
  adds x16, x14, #7
  aesd v@13.16b, v@1.16b
  aesimc v@13.16b, v@13.16b
  cinc x17, x13, hs
  aesd v@19.16b, v@1.16b
  aesimc v@19.16b, v@19.16b
  aesd v@20.16b, v@1.16b
  aesimc v@20.16b, v@20.16b
  aesd v@23.16b, v@1.16b
  aesimc v@23.16b, v@23.16b
  aesd v@15.16b, v@2.16b
  aesimc v@15.16b, v@15.16b
  aesd v@16.16b, v@2.16b
  aesimc v@16.16b, v@16.16b
  aesd v@24.16b, v@1.16b
  aesimc v@24.16b, v@24.16b
  mov x13, x12
  aesd v@25.16b, v@12.16b
  aesimc v@25.16b, v@25.16b
  fmov d28, x17
  aesd v@13.16b, v@2.16b
  aesimc v@13.16b, v@13.16b
  aesd v@19.16b, v@2.16b
  aesimc v@19.16b, v@19.16b
  aesd v@20.16b, v@2.16b
  aesimc v@20.16b, v@20.16b
  aesd v@23.16b, v@2.16b
  aesimc v@23.16b, v@23.16b
  aesd v@15.16b, v@3.16b
  aesimc v@15.16b, v@15.16b
  aesd v@16.16b, v@3.16b
  aesimc v@16.16b, v@16.16b
  aesd v@24.16b, v@2.16b
  aesimc v@24.16b, v@24.16b
  mov v@12.d[1], x16
  rev64 v@18.16b, v@18.16b
  rev64 v@21.16b, v@21.16b
  aesd v@13.16b, v@3.16b
  aesimc v@13.16b, v@13.16b
  aesd v@19.16b, v@3.16b
  aesimc v@19.16b, v@19.16b
  aesd v@20.16b, v@3.16b
  aesimc v@20.16b, v@20.16b
  aesd v@23.16b, v@3.16b
  aesimc v@23.16b, v@23.16b
  aesd v@15.16b, v@4.16b
  aesimc v@15.16b, v@15.16b
  aesd v@16.16b, v@4.16b
  aesimc v@16.16b, v@16.16b
  aesd v@24.16b, v@3.16b
  aesimc v@24.16b, v@24.16b
  rev64 v@17.16b, v@17.16b
  rev64 v@28.16b, v@22.16b
  rev64 v@29.16b, v@27.16b
  rev64 v@12.16b, v@12.16b
  aesd v@13.16b, v@4.16b
  aesimc v@13.16b, v@13.16b
  aesd v@19.16b, v@4.16b
  aesimc v@19.16b, v@19.16b
  aesd v@20.16b, v@4.16b
  aesimc v@20.16b, v@20.16b
  aesd v@23.16b, v@4.16b
  aesimc v@23.16b, v@23.16b
  aesd v@15.16b, v@5.16b
  aesimc v@15.16b, v@15.16b
  aesd v@16.16b, v@5.16b
  aesimc v@16.16b, v@16.16b
  aesimc v@27.16b, v@18.16b
  aesimc v@22.16b, v@21.16b
  aesd v@24.16b, v@4.16b
  aesimc v@24.16b, v@24.16b
  aesd v@13.16b, v@5.16b
  aesimc v@13.16b, v@13.16b
  aesd v@19.16b, v@5.16b
  aesimc v@19.16b, v@19.16b
  aesd v@20.16b, v@5.16b
  aesimc v@20.16b, v@20.16b
  aesd v@23.16b, v@5.16b
  aesimc v@23.16b, v@23.16b
  aesimc v@14.16b, v@17.16b
  aesimc v@21.16b, v@28.16b
  aesimc v@18.16b, v@29.16b
  aesimc v@17.16b, v@26.16b
  aesd v@27.16b, v@15.16b
  aesimc v@27.16b, v@27.16b
  aesd v@22.16b, v@16.16b
  aesimc v@22.16b, v@22.16b
  aesd v@24.16b, v@5.16b
  aesimc v@24.16b, v@24.16b
  aesimc v@12.16b, v@12.16b
  aesd v@14.16b, v@13.16b
  aesimc v@14.16b, v@14.16b
  aesd v@21.16b, v@19.16b
  aesimc v@21.16b, v@21.16b
  aesd v@18.16b, v@20.16b
  aesimc v@18.16b, v@18.16b
  aesd v@17.16b, v@23.16b
  aesimc v@17.16b, v@17.16b
  aesd v@27.16b, v@6.16b
  aesimc v@27.16b, v@27.16b
  aesd v@22.16b, v@6.16b
  aesimc v@22.16b, v@22.16b
  aesd v@12.16b, v@24.16b
  aesimc v@12.16b, v@12.16b
  aesd v@25.16b, v@6.16b
  aesimc v@25.16b, v@25.16b
  aesd v@14.16b, v@6.16b
  aesimc v@14.16b, v@14.16b
  aesd v@21.16b, v@6.16b
  aesimc v@21.16b, v@21.16b
  aesd v@18.16b, v@6.16b
  aesimc v@18.16b, v@18.16b
  aesd v@17.16b, v@6.16b
  aesimc v@17.16b, v@17.16b
  aesd v@27.16b, v@7.16b
  aesimc v@27.16b, v@27.16b
  aesd v@22.16b, v@7.16b
  aesimc v@22.16b, v@22.16b
  aesd v@12.16b, v@6.16b
  aesimc v@12.16b, v@12.16b
  aesd v@25.16b, v@7.16b
  aesimc v@25.16b, v@25.16b
  aesd v@14.16b, v@7.16b
  aesimc v@14.16b, v@14.16b
  aesd v@21.16b, v@7.16b
  aesimc v@21.16b, v@21.16b
  aesd v@18.16b, v@7.16b
  aesimc v@18.16b, v@18.16b
  aesd v@17.16b, v@7.16b
  aesimc v@17.16b, v@17.16b
  aesd v@27.16b, v@8.16b
  aesimc v@27.16b, v@27.16b
  aesd v@22.16b, v@8.16b
  aesimc v@22.16b, v@22.16b
  aesd v@12.16b, v@7.16b
  aesimc v@12.16b, v@12.16b
  aesd v@25.16b, v@8.16b
  aesimc v@25.16b, v@25.16b
  aesd v@14.16b, v@8.16b
  aesimc v@14.16b, v@14.16b
  aesd v@21.16b, v@8.16b
  aesimc v@21.16b, v@21.16b
  aesd v@18.16b, v@8.16b
  aesimc v@18.16b, v@18.16b
  aesd v@17.16b, v@8.16b
  aesimc v@17.16b, v@17.16b
  aesd v@27.16b, v@9.16b
  aesimc v@27.16b, v@27.16b
  aesd v@22.16b, v@9.16b
  aesimc v@22.16b, v@22.16b
  aesd v@12.16b, v@8.16b
  aesimc v@12.16b, v@12.16b
  aesd v@25.16b, v@9.16b
  aesimc v@25.16b, v@25.16b
  aesd v@14.16b, v@9.16b
  aesimc v@14.16b, v@14.16b
  aesd v@21.16b, v@9.16b
  aesimc v@21.16b, v@21.16b
  aesd v@18.16b, v@9.16b
  aesimc v@18.16b, v@18.16b
  aesd v@17.16b, v@9.16b
  aesimc v@17.16b, v@17.16b
  aesd v@27.16b, v@10.16b
  aesd v@22.16b, v@10.16b
  aesd v@12.16b, v@9.16b
  aesimc v@12.16b, v@12.16b
  aesd v@25.16b, v@10.16b
  aesd v@14.16b, v@10.16b
  aesd v@21.16b, v@10.16b
  aesd v@18.16b, v@10.16b
  eor v@27.16b, v@27.16b, v@11.16b
  eor v@22.16b, v@22.16b, v@11.16b
  aesd v@17.16b, v@10.16b
  aesd v@12.16b, v@10.16b
  eor v@25.16b, v@25.16b, v@11.16b
  eor v@24.16b, v@14.16b, v@11.16b
  eor v@21.16b, v@21.16b, v@11.16b
  eor v@18.16b, v@18.16b, v@11.16b
  stp q@27, q@22, [x10, #32]
  eor v@17.16b, v@17.16b, v@11.16b
  eor v@22.16b, v@12.16b, v@11.16b
  stp q@25, q@24, [x10]
  stp q@21, q@18, [x10, #64]
  stp q@17, q@22, [x10, #96]
  add x10, x10, #128
  cmp x10, x9
  b.ne L1
  ands x8, x8, #0x70
  b.ne L2
  b L3
L0:
  mov x12, x13
  ands x8, x8, #0x70
  b.eq L3
L2:
  and x9, x5, #0x7fffffffffffff8
  add x9, x4, x9, lsl #4
L4:
  ldr q@17, [x9]
  fmov d21, x12
  aesd v@17.16b, v@0.16b
  aesimc v@17.16b, v@17.16b
  mov v@18.d[1], x11
  adds x11, x11, #1
  cinc x12, x12, hs
  subs x8, x8, #16
  aesd v@17.16b, v@1.16b
  aesimc v@17.16b, v@17.16b
  rev64 v@18.16b, v@18.16b
  aesd v@17.16b, v@2.16b
  aesimc v@17.16b, v@17.16b
  aesd v@17.16b, v@3.16b
  aesimc v@17.16b, v@17.16b
  aesimc v@18.16b, v@18.16b
  aesd v@17.16b, v@4.16b
  aesimc v@17.16b, v@17.16b
  aesd v@17.16b, v@5.16b
  aesimc v@17.16b, v@17.16b
  aesd v@18.16b, v@17.16b
  aesimc v@18.16b, v@18.16b
  aesd v@18.16b, v@6.16b
  aesimc v@18.16b, v@18.16b
  aesd v@18.16b, v@7.16b
  aesimc v@18.16b, v@18.16b
  aesd v@18.16b, v@8.16b
  aesimc v@18.16b, v@18.16b
  aesd v@18.16b, v@9.16b
  aesimc v@18.16b, v@18.16b
  aesd v@18.16b, v@10.16b
  eor v@17.16b, v@18.16b, v@11.16b
  str q@17, [x9], #16
  b.ne L4
L3:
  ldp d9, d8, [sp, #32]
  ldp d11, d10, [sp, #16]
  ldp d13, d12, [sp], #48
  ret
== hw_taes::arch::aarch64::aes_pmull::crypt#9
  stp d13, d12, [sp, #-48]!
  stp d11, d10, [sp, #16]
  stp d9, d8, [sp, #32]
  ldp x10, x9, [x0, #96]
  lsl x8, x5, #4
  ldp q@0, q@1, [x0]
  ldp q@2, q@3, [x0, #32]
  rev x9, x9
  ldp q@4, q@5, [x0, #64]
  ldp q@6, q@7, [x0, #112]
  adds x11, x9, x2
  ldp q@8, q@9, [x0, #144]
  rev x9, x10
  ldp q@10, q@11, [x0, #176]
  adc x13, x9, x3
  ands x9, x8, #0x7fffffffffffff80
  b.eq L0
  add x9, x4, x9
  mov x10, x4
L1:
  mov x14, x11
  adds x11, x11, #1
  fmov d26, x13
  cinc x12, x13, hs
  adds x15, x14, #2
  fmov d20, x12
  cinc x12, x13, hs
  adds x16, x14, #3
  ldp q@12, q@13, [x10]
  fmov d21, x12
  ldp q@14, q@15, [x10, #32]
  mov v@16.d[1], x14
  ldp q@17, q@18, [x10, #64]
  mov v@19.d[1], x11
  ldp q@20, q@21, [x10, #96]
  cinc x11, x13, hs
  adds x12, x14, #4
  fmov d22, x11
  aese v@12.16b, v@0.16b
  aesmc v@12.16b, v@12.16b
  cinc x11, x13, hs
  aese v@13.16b, v@0.16b
  aesmc v@13.16b, v@13.16b
  fmov d23, x11
  aese v@14.16b, v@0.16b
  aesmc v@14.16b, v@14.16b
  aese v@15.16b, v@0.16b
  aesmc v@15.16b, v@15.16b
  aese v@17.16b, v@0.16b
  aesmc v@17.16b, v@17.16b
  aese v@18.16b, v@0.16b
  aesmc v@18.16b, v@18.16b
  aese v@20.16b, v@0.16b
  aesmc v@20.16b, v@20.16b
  aese v@21.16b, v@0.16b
  aesmc v@21.16b, v@21.16b
  mov v@22.d[1], x15
  adds x15, x14, #5
  mov v@23.d[1], x16
  mov v@24.d[1], x12
  cinc x18, x13, hs
  adds x16, x14, #6
  aese v@12.16b, v@1.16b
  aesmc v@12.16b, v@12.16b
  fmov d24, x18
  aese v@13.16b, v@1.16b
  aesmc v@13.16b, v@13.16b
  aese v@14.16b, v@1.16b
  aesmc v@14.16b, v@14.16b
  aese v@15.16b, v@1.16b
  aesmc v@15.16b, v@15.16b
  aese v@17.16b, v@1.16b
  aesmc v@17.16b, v@17.16b
  aese v@18.16b, v@1.16b
  aesmc v@18.16b, v@18.16b
  aese v@20.16b, v@1.16b
  aesmc v@20.16b, v@20.16b
  aese v@21.16b, v@1.16b
  aesmc v@21.16b, v@21.16b
  cinc x17, x13, hs
  adds x11, x14, #8
  cinc x12, x13, hs
  adds x18, x14, #7
  mov v@25.d[1], x15
  cinc x15, x13, hs
  aese v@12.16b, v@2.16b
  aesmc v@12.16b, v@12.16b
  aese v@13.16b, v@2.16b
  aesmc v@13.16b, v@13.16b
  aese v@14.16b, v@2.16b
  aesmc v@14.16b, v@14.16b
  aese v@15.16b, v@2.16b
  aesmc v@15.16b, v@15.16b
  aese v@17.16b, v@2.16b
  aesmc v@17.16b, v@17.16b
  mov x13, x12
  aese v@18.16b, v@2.16b
  aesmc v@18.16b, v@18.16b
  aese v@20.16b, v@2.16b
  aesmc v@20.16b, v@20.16b
  aese v@21.16b, v@2.16b
  aesmc v@21.16b, v@21.16b
  fmov d30, x17
  rev64 v@26.16b, v@22.16b
  rev64 v@22.16b, v@24.16b
  fmov d23, x15
  aese v@12.16b, v@3.16b
  aesmc v@12.16b, v@12.16b
  aese v@13.16b, v@3.16b
  aesmc v@13.16b, v@13.16b
  aese v@14.16b, v@3.16b
  aesmc v@14.16b, v@14.16b
  aese v@15.16b, v@3.16b
  aesmc v@15.16b, v@15.16b
  aese v@17.16b, v@3.16b
  aesmc v@17.16b, v@17.16b
  aese v@18.16b, v@3.16b
  aesmc v@18.16b, v@18.16b
  aese v@20.16b, v@3.16b
  aesmc v@20.16b, v@20.16b
  aese v@21.16b, v@3.16b
  aesmc v@21.16b, v@21.16b
  mov v@27.d[1], x16
  mov v@24.d[1], x18
  aese v@12.16b, v@4.16b
  aesmc v@12.16b, v@12.16b
  aese v@13.16b, v@4.16b
  aesmc v@13.16b, v@13.16b
  aese v@14.16b, v@4.16b
  aesmc v@14.16b, v@14.16b
  aese v@15.16b, v@4.16b
  aesmc v@15.16b, v@15.16b
  aese v@17.16b, v@4.16b
  aesmc v@17.16b, v@17.16b
  aese v@18.16b, v@4.16b
  aesmc v@18.16b, v@18.16b
  aese v@20.16b, v@4.16b
  aesmc v@20.16b, v@20.16b
  aese v@21.16b, v@4.16b
  aesmc v@21.16b, v@21.16b
  rev64 v@28.16b, v@16.16b
  rev64 v@29.16b, v@19.16b
  rev64 v@16.16b, v@23.16b
  rev64 v@23.16b, v@25.16b
  rev64 v@19.16b, v@27.16b
  rev64 v@24.16b, v@24.16b
  aese v@12.16b, v@5.16b
  aesmc v@12.16b, v@12.16b
  aese v@13.16b, v@5.16b
  aesmc v@13.16b, v@13.16b
  aese v@14.16b, v@5.16b
  aesmc v@14.16b, v@14.16b
  aese v@15.16b, v@5.16b
  aesmc v@15.16b, v@15.16b
  aese v@17.16b, v@5.16b
  aesmc v@17.16b, v@17.16b
  aese v@18.16b, v@5.16b
  aesmc v@18.16b, v@18.16b
  aese v@20.16b, v@5.16b
  aesmc v@20.16b, v@20.16b
  aese v@21.16b, v@5.16b
  aesmc v@21.16b, v@21.16b
  aese v@28.16b, v@12.16b
  aesmc v@28.16b, v@28.16b
  aese v@29.16b, v@13.16b
  aesmc v@29.16b, v@29.16b
  aese v@26.16b, v@14.16b
  aesmc v@26.16b, v@26.16b
  aese v@16.16b, v@15.16b
  aesmc v@16.16b, v@16.16b
  aese v@22.16b, v@17.16b
  aesmc v@22.16b, v@22.16b
  aese v@23.16b, v@18.16b
  aesmc v@23.16b, v@23.16b
  aese v@19.16b, v@20.16b
  aesmc v@19.16b, v@19.16b
  aese v@24.16b, v@21.16b
  aesmc v@24.16b, v@24.16b
  aese v@28.16b, v@6.16b
  aesmc v@28.16b, v@28.16b
  aese v@29.16b, v@6.16b
  aesmc v@29.16b, v@29.16b
  aese v@26.16b, v@6.16b
  aesmc v@26.16b, v@26.16b
  aese v@16.16b, v@6.16b
  aesmc v@16.16b, v@16.16b
  aese v@22.16b, v@6.16b
  aesmc v@22.16b, v@22.16b
  aese v@23.16b, v@6.16b
  aesmc v@23.16b, v@23.16b
  aese v@19.16b, v@6.16b
  aesmc v@19.16b, v@19.16b
  aese v@24.16b, v@6.16b
  aesmc v@24.16b, v@24.16b
  aese v@28.16b, v@7.16b
  aesmc v@28.16b, v@28.16b
  aese v@29.16b, v@7.16b
  aesmc v@29.16b, v@29.16b
  aese v@26.16b, v@7.16b
  aesmc v@26.16b, v@26.16b
  aese v@16.16b, v@7.16b
  aesmc v@16.16b, v@16.16b
  aese v@22.16b, v@7.16b
  aesmc v@22.16b, v@22.16b
  aese v@23.16b, v@7.16b
  aesmc v@23.16b, v@23.16b
  aese v@19.16b, v@7.16b
  aesmc v@19.16b, v@19.16b
  aese v@24.16b, v@7.16b
  aesmc v@24.16b, v@24.16b
  aese v@28.16b, v@8.16b
  aesmc v@28.16b, v@28.16b
  aese v@29.16b, v@8.16b
  aesmc v@29.16b, v@29.16b
  aese v@26.16b, v@8.16b
  aesmc v@26.16b, v@26.16b
  aese v@16.16b, v@8.16b
  aesmc v@16.16b, v@16.16b
  aese v@22.16b, v@8.16b
  aesmc v@22.16b, v@22.16b
  aese v@23.16b, v@8.16b
  aesmc v@23.16b, v@23.16b
  aese v@19.16b, v@8.16b
  aesmc v@19.16b, v@19.16b
  aese v@24.16b, v@8.16b
  aesmc v@24.16b, v@24.16b
  aese v@28.16b, v@9.16b
  aesmc v@28.16b, v@28.16b
  aese v@29.16b, v@9.16b
  aesmc v@29.16b, v@29.16b
  aese v@26.16b, v@9.16b
  aesmc v@26.16b, v@26.16b
  aese v@16.16b, v@9.16b
  aesmc v@16.16b, v@16.16b
  aese v@22.16b, v@9.16b
  aesmc v@22.16b, v@22.16b
  aese v@23.16b, v@9.16b
  aesmc v@23.16b, v@23.16b
  aese v@19.16b, v@9.16b
  aesmc v@19.16b, v@19.16b
  aese v@24.16b, v@9.16b
  aesmc v@24.16b, v@24.16b
  aese v@28.16b, v@10.16b
  aese v@29.16b, v@10.16b
  aese v@26.16b, v@10.16b
  aese v@16.16b, v@10.16b
  aese v@22.16b, v@10.16b
  aese v@23.16b, v@10.16b
  aese v@19.16b, v@10.16b
  aese v@24.16b, v@10.16b
  eor v@25.16b, v@28.16b, v@11.16b
  eor v@21.16b, v@29.16b, v@11.16b
  eor v@26.16b, v@26.16b, v@11.16b
  eor v@16.16b, v@16.16b, v@11.16b
  eor v@22.16b, v@22.16b, v@11.16b
  eor v@23.16b, v@23.16b, v@11.16b
  eor v@19.16b, v@19.16b, v@11.16b
  eor v@24.16b, v@24.16b, v@11.16b
  stp q@25, q@21, [x10]
  stp q@26, q@16, [x10, #32]
  stp q@22, q@23, [x10, #64]
  stp q@19, q@24, [x10, #96]
  add x10, x10, #128
  cmp x10, x9
  b.ne L1
  ands x8, x8, #0x70
  b.ne L2
  b L3
L0:
  mov x12, x13
  ands x8, x8, #0x70
  b.eq L3
L2:
  and x9, x5, #0x7fffffffffffff8
  add x9, x4, x9, lsl #4
L4:
  ldr q@19, [x9]
  fmov d21, x12
  aese v@19.16b, v@0.16b
  aesmc v@19.16b, v@19.16b
  mov v@22.d[1], x11
  adds x11, x11, #1
  cinc x12, x12, hs
  subs x8, x8, #16
  aese v@19.16b, v@1.16b
  aesmc v@19.16b, v@19.16b
  rev64 v@22.16b, v@22.16b
  aese v@19.16b, v@2.16b
  aesmc v@19.16b, v@19.16b
  aese v@19.16b, v@3.16b
  aesmc v@19.16b, v@19.16b
  aese v@19.16b, v@4.16b
  aesmc v@19.16b, v@19.16b
  aese v@19.16b, v@5.16b
  aesmc v@19.16b, v@19.16b
  aese v@22.16b, v@19.16b
  aesmc v@22.16b, v@22.16b
  aese v@22.16b, v@6.16b
  aesmc v@22.16b, v@22.16b
  aese v@22.16b, v@7.16b
  aesmc v@22.16b, v@22.16b
  aese v@22.16b, v@8.16b
  aesmc v@22.16b, v@22.16b
  aese v@22.16b, v@9.16b
  aesmc v@22.16b, v@22.16b
  aese v@22.16b, v@10.16b
  eor v@19.16b, v@22.16b, v@11.16b
  str q@19, [x9], #16
  b.ne L4
L3:
  ldp d9, d8, [sp, #32]
  ldp d11, d10, [sp, #16]
  ldp d13, d12, [sp], #48
  ret
== hw_taes::arch::aarch64::aes_pmull::crypt#10
  stp d15, d14, [sp, #-64]!
  stp d13, d12, [sp, #16]
  stp d11, d10, [sp, #32]
  stp d9, d8, [sp, #48]
  ldp x10, x9, [x0, #112]
  lsl x8, x5, #4
  ldp q@0, q@1, [x0, #240]
  ldr q@2, [x0, #336]
  ldp q@3, q@4, [x0, #272]
  ldr q@5, [x0, #464]
  rev x9, x9
  ldp q@6, q@7, [x0, #304]
  adds x11, x9, x2
  rev x9, x10
  ldp q@8, q@9, [x0, #368]
  adc x13, x9, x3
  ldp q@10, q@11, [x0, #400]
  ands x9, x8, #0x7fffffffffffff80
  ldp q@12, q@13, [x0, #432]
  b.eq L0
  add x9, x4, x9
  mov x10, x4
L1:
  ldp q@14, q@15, [x10]
  mov x14, x11
  adds x11, x11, #1
  fmov d30, x13
  cinc x12, x13, hs
  adds x15, x14, #2
  aesd v@14.16b, v@0.16b
  aesimc v@14.16b, v@14.16b
  fmov d22, x12
  mov v@16.d[1], x14
  ldp q@17, q@18, [x10, #32]
  ldp q@19, q@20, [x10, #64]
  aesd v@15.16b, v@0.16b
  aesimc v@15.16b, v@15.16b
  aesd v@14.16b, v@1.16b
  aesimc v@14.16b, v@14.16b
  mov v@21.d[1], x11
  cinc x11, x13, hs
  adds x12, x14, #3
  fmov d23, x11
  cinc x11, x13, hs
  adds x16, x14, #4
  aesd v@14.16b, v@3.16b
  aesimc v@14.16b, v@14.16b
  fmov d24, x11
  ldp q@22, q@23, [x10, #96]
  aesd v@17.16b, v@0.16b
  aesimc v@17.16b, v@17.16b
  mov v@24.d[1], x15
  cinc x15, x13, hs
  adds x17, x14, #5
  aesd v@14.16b, v@4.16b
  aesimc v@14.16b, v@14.16b
  cinc x11, x13, hs
  adds x18, x14, #6
  mov v@25.d[1], x12
  cinc x12, x13, hs
  aesd v@18.16b, v@0.16b
  aesimc v@18.16b, v@18.16b
  fmov d28, x12
  aesd v@14.16b, v@6.16b
  aesimc v@14.16b, v@14.16b
  aesd v@19.16b, v@0.16b
  aesimc v@19.16b, v@19.16b
  aesd v@20.16b, v@0.16b
  aesimc v@20.16b, v@20.16b
  aesd v@22.16b, v@0.16b
  aesimc v@22.16b, v@22.16b
  mov v@26.d[1], x18
  rev64 v@16.16b, v@16.16b
  aesd v@23.16b, v@0.16b
  aesimc v@23.16b, v@23.16b
  aesd v@14.16b, v@7.16b
  aesimc v@14.16b, v@14.16b
  fmov d26, x15
  aesd v@15.16b, v@1.16b
  aesimc v@15.16b, v@15.16b
  aesd v@17.16b, v@1.16b
  aesimc v@17.16b, v@17.16b
  aesd v@18.16b, v@1.16b
  aesimc v@18.16b, v@18.16b
  aesd v@19.16b, v@1.16b
  aesimc v@19.16b, v@19.16b
  aesd v@20.16b, v@1.16b
  aesimc v@20.16b, v@20.16b
  aesd v@22.16b, v@1.16b
  aesimc v@22.16b, v@22.16b
  aesd v@23.16b, v@1.16b
  aesimc v@23.16b, v@23.16b
  fmov d27, x11
  adds x11, x14, #8
  aesd v@14.16b, v@2.16b
  aesimc v@14.16b, v@14.16b
  cinc x12, x13, hs
  adds x15, x14, #7
  rev64 v@27.16b, v@26.16b
  aesimc v@26.16b, v@16.16b
  mov v@28.d[1], x16
  cinc x16, x13, hs
  mov x13, x12
  aesd v@15.16b, v@3.16b
  aesimc v@15.16b, v@15.16b
  aesd v@17.16b, v@3.16b
  aesimc v@17.16b, v@17.16b
  aesd v@18.16b, v@3.16b
  aesimc v@18.16b, v@18.16b
  aesd v@19.16b, v@3.16b
  aesimc v@19.16b, v@19.16b
  aesd v@20.16b, v@3.16b
  aesimc v@20.16b, v@20.16b
  aesd v@22.16b, v@3.16b
  aesimc v@22.16b, v@22.16b
  aesd v@23.16b, v@3.16b
  aesimc v@23.16b, v@23.16b
  aesd v@26.16b, v@14.16b
  aesimc v@26.16b, v@26.16b
  fmov d25, x16
  aesd v@15.16b, v@4.16b
  aesimc v@15.16b, v@15.16b
  aesd v@17.16b, v@4.16b
  aesimc v@17.16b, v@17.16b
  aesd v@18.16b, v@4.16b
  aesimc v@18.16b, v@18.16b
  aesd v@19.16b, v@4.16b
  aesimc v@19.16b, v@19.16b
  aesd v@20.16b, v@4.16b
  aesimc v@20.16b, v@20.16b
  aesd v@22.16b, v@4.16b
  aesimc v@22.16b, v@22.16b
  aesd v@23.16b, v@4.16b
  aesimc v@23.16b, v@23.16b
  mov v@29.d[1], x17
  mov v@14.d[1], x15
  aesd v@15.16b, v@6.16b
  aesimc v@15.16b, v@15.16b
  aesd v@17.16b, v@6.16b
  aesimc v@17.16b, v@17.16b
  aesd v@18.16b, v@6.16b
  aesimc v@18.16b, v@18.16b
  aesd v@19.16b, v@6.16b
  aesimc v@19.16b, v@19.16b
  aesd v@20.16b, v@6.16b
  aesimc v@20.16b, v@20.16b
  aesd v@22.16b, v@6.16b
  aesimc v@22.16b, v@22.16b
  aesd v@23.16b, v@6.16b
  aesimc v@23.16b, v@23.16b
  rev64 v@21.16b, v@21.16b
  rev64 v@24.16b, v@24.16b
  rev64 v@25.16b, v@25.16b
  rev64 v@30.16b, v@28.16b
  rev64 v@31.16b, v@29.16b
  rev64 v@14.16b, v@14.16b
  aesd v@15.16b, v@7.16b
  aesimc v@15.16b, v@15.16b
  aesd v@17.16b, v@7.16b
  aesimc v@17.16b, v@17.16b
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
  aesd v@15.16b, v@2.16b
  aesimc v@15.16b, v@15.16b
  aesd v@17.16b, v@2.16b
  aesimc v@17.16b, v@17.16b
  aesd v@18.16b, v@2.16b
  aesimc v@18.16b, v@18.16b
  aesd v@19.16b, v@2.16b
  aesimc v@19.16b, v@19.16b
  aesd v@20.16b, v@2.16b
  aesimc v@20.16b, v@20.16b
  aesd v@22.16b, v@2.16b
  aesimc v@22.16b, v@22.16b
  aesimc v@16.16b, v@21.16b
  aesimc v@29.16b, v@24.16b
  aesimc v@28.16b, v@25.16b
  aesimc v@25.16b, v@30.16b
  aesimc v@24.16b, v@31.16b
  aesimc v@21.16b, v@27.16b
  aesd v@23.16b, v@2.16b
  aesimc v@23.16b, v@23.16b
  aesimc v@14.16b, v@14.16b
  aesd v@16.16b, v@15.16b
  aesimc v@16.16b, v@16.16b
  aesd v@29.16b, v@17.16b
  aesimc v@29.16b, v@29.16b
  aesd v@28.16b, v@18.16b
  aesimc v@28.16b, v@28.16b
  aesd v@25.16b, v@19.16b
  aesimc v@25.16b, v@25.16b
  aesd v@24.16b, v@20.16b
  aesimc v@24.16b, v@24.16b
  aesd v@21.16b, v@22.16b
  aesimc v@21.16b, v@21.16b
  aesd v@14.16b, v@23.16b
  aesimc v@14.16b, v@14.16b
  aesd v@26.16b, v@8.16b
  aesimc v@26.16b, v@26.16b
  aesd v@16.16b, v@8.16b
  aesimc v@16.16b, v@16.16b
  aesd v@29.16b, v@8.16b
  aesimc v@29.16b, v@29.16b
  aesd v@28.16b, v@8.16b
  aesimc v@28.16b, v@28.16b
  aesd v@25.16b, v@8.16b
  aesimc v@25.16b, v@25.16b
  aesd v@24.16b, v@8.16b
  aesimc v@24.16b, v@24.16b
  aesd v@21.16b, v@8.16b
  aesimc v@21.16b, v@21.16b
  aesd v@14.16b, v@8.16b
  aesimc v@14.16b, v@14.16b
  aesd v@26.16b, v@9.16b
  aesimc v@26.16b, v@26.16b
  aesd v@16.16b, v@9.16b
  aesimc v@16.16b, v@16.16b
  aesd v@29.16b, v@9.16b
  aesimc v@29.16b, v@29.16b
  aesd v@28.16b, v@9.16b
  aesimc v@28.16b, v@28.16b
  aesd v@25.16b, v@9.16b
  aesimc v@25.16b, v@25.16b
  aesd v@24.16b, v@9.16b
  aesimc v@24.16b, v@24.16b
  aesd v@21.16b, v@9.16b
  aesimc v@21.16b, v@21.16b
  aesd v@14.16b, v@9.16b
  aesimc v@14.16b, v@14.16b
  aesd v@26.16b, v@10.16b
  aesimc v@26.16b, v@26.16b
  aesd v@16.16b, v@10.16b
  aesimc v@16.16b, v@16.16b
  aesd v@29.16b, v@10.16b
  aesimc v@29.16b, v@29.16b
  aesd v@28.16b, v@10.16b
  aesimc v@28.16b, v@28.16b
  aesd v@25.16b, v@10.16b
  aesimc v@25.16b, v@25.16b
  aesd v@24.16b, v@10.16b
  aesimc v@24.16b, v@24.16b
  aesd v@21.16b, v@10.16b
  aesimc v@21.16b, v@21.16b
  aesd v@14.16b, v@10.16b
  aesimc v@14.16b, v@14.16b
  aesd v@26.16b, v@11.16b
  aesimc v@26.16b, v@26.16b
  aesd v@16.16b, v@11.16b
  aesimc v@16.16b, v@16.16b
  aesd v@29.16b, v@11.16b
  aesimc v@29.16b, v@29.16b
  aesd v@28.16b, v@11.16b
  aesimc v@28.16b, v@28.16b
  aesd v@25.16b, v@11.16b
  aesimc v@25.16b, v@25.16b
  aesd v@24.16b, v@11.16b
  aesimc v@24.16b, v@24.16b
  aesd v@21.16b, v@11.16b
  aesimc v@21.16b, v@21.16b
  aesd v@14.16b, v@11.16b
  aesimc v@14.16b, v@14.16b
  aesd v@26.16b, v@12.16b
  aesimc v@26.16b, v@26.16b
  aesd v@16.16b, v@12.16b
  aesimc v@16.16b, v@16.16b
  aesd v@29.16b, v@12.16b
  aesimc v@29.16b, v@29.16b
  aesd v@28.16b, v@12.16b
  aesimc v@28.16b, v@28.16b
  aesd v@25.16b, v@12.16b
  aesimc v@25.16b, v@25.16b
  aesd v@24.16b, v@12.16b
  aesimc v@24.16b, v@24.16b
  aesd v@21.16b, v@12.16b
  aesimc v@21.16b, v@21.16b
  aesd v@14.16b, v@12.16b
  aesimc v@14.16b, v@14.16b
  aesd v@26.16b, v@13.16b
  aesd v@16.16b, v@13.16b
  aesd v@29.16b, v@13.16b
  aesd v@28.16b, v@13.16b
  aesd v@25.16b, v@13.16b
  aesd v@24.16b, v@13.16b
  aesd v@21.16b, v@13.16b
  aesd v@14.16b, v@13.16b
  eor v@26.16b, v@26.16b, v@5.16b
  eor v@23.16b, v@16.16b, v@5.16b
  eor v@29.16b, v@29.16b, v@5.16b
  eor v@28.16b, v@28.16b, v@5.16b
  eor v@25.16b, v@25.16b, v@5.16b
  eor v@24.16b, v@24.16b, v@5.16b
  eor v@21.16b, v@21.16b, v@5.16b
  stp q@26, q@23, [x10]
  eor v@14.16b, v@14.16b, v@5.16b
  stp q@29, q@28, [x10, #32]
  stp q@25, q@24, [x10, #64]
  stp q@21, q@14, [x10, #96]
  add x10, x10, #128
  cmp x10, x9
  b.ne L1
  ands x8, x8, #0x70
  b.ne L2
  b L3
L0:
  mov x12, x13
  ands x8, x8, #0x70
  b.eq L3
L2:
  and x9, x5, #0x7fffffffffffff8
  add x9, x4, x9, lsl #4
L4:
  ldr q@21, [x9]
  fmov d23, x12
  aesd v@21.16b, v@0.16b
  aesimc v@21.16b, v@21.16b
  mov v@24.d[1], x11
  adds x11, x11, #1
  cinc x12, x12, hs
  subs x8, x8, #16
  aesd v@21.16b, v@1.16b
  aesimc v@21.16b, v@21.16b
  rev64 v@24.16b, v@24.16b
  aesd v@21.16b, v@3.16b
  aesimc v@21.16b, v@21.16b
  aesd v@21.16b, v@4.16b
  aesimc v@21.16b, v@21.16b
  aesimc v@24.16b, v@24.16b
  aesd v@21.16b, v@6.16b
  aesimc v@21.16b, v@21.16b
  aesd v@21.16b, v@7.16b
  aesimc v@21.16b, v@21.16b
  aesd v@21.16b, v@2.16b
  aesimc v@21.16b, v@21.16b
  aesd v@24.16b, v@21.16b
  aesimc v@24.16b, v@24.16b
  aesd v@24.16b, v@8.16b
  aesimc v@24.16b, v@24.16b
  aesd v@24.16b, v@9.16b
  aesimc v@24.16b, v@24.16b
  aesd v@24.16b, v@10.16b
  aesimc v@24.16b, v@24.16b
  aesd v@24.16b, v@11.16b
  aesimc v@24.16b, v@24.16b
  aesd v@24.16b, v@12.16b
  aesimc v@24.16b, v@24.16b
  aesd v@24.16b, v@13.16b
  eor v@21.16b, v@24.16b, v@5.16b
  str q@21, [x9], #16
  b.ne L4
L3:
  ldp d9, d8, [sp, #48]
  ldp d11, d10, [sp, #32]
  ldp d13, d12, [sp, #16]
  ldp d15, d14, [sp], #64
  ret
== hw_taes::arch::aarch64::aes_pmull::crypt#11
  stp d15, d14, [sp, #-64]!
  stp d13, d12, [sp, #16]
  stp d11, d10, [sp, #32]
  stp d9, d8, [sp, #48]
  ldp x10, x9, [x0, #112]
  lsl x8, x5, #4
  ldp q@0, q@1, [x0]
  ldr q@2, [x0, #96]
  ldp q@3, q@4, [x0, #32]
  ldr q@5, [x0, #224]
  rev x9, x9
  ldp q@6, q@7, [x0, #64]
  adds x11, x9, x2
  rev x9, x10
  ldp q@8, q@9, [x0, #128]
  adc x13, x9, x3
  ldp q@10, q@11, [x0, #160]
  ands x9, x8, #0x7fffffffffffff80
  ldp q@12, q@13, [x0, #192]
  b.eq L0
  add x9, x4, x9
  mov x10, x4
L1:
  mov x14, x11
  adds x11, x11, #1
  fmov d29, x13
  cinc x12, x13, hs
  adds x15, x14, #2
  fmov d22, x12
  cinc x12, x13, hs
  ldp q@14, q@15, [x10]
  fmov d23, x12
  ldp q@16, q@17, [x10, #32]
  mov v@18.d[1], x14
  ldp q@19, q@20, [x10, #64]
  mov v@21.d[1], x11
  ldp q@22, q@23, [x10, #96]
  adds x11, x14, #3
  cinc x12, x13, hs
  aese v@14.16b, v@0.16b
  aesmc v@14.16b, v@14.16b
  aese v@15.16b, v@0.16b
  aesmc v@15.16b, v@15.16b
  aese v@16.16b, v@0.16b
  aesmc v@16.16b, v@16.16b
  aese v@17.16b, v@0.16b
  aesmc v@17.16b, v@17.16b
  aese v@19.16b, v@0.16b
  aesmc v@19.16b, v@19.16b
  aese v@20.16b, v@0.16b
  aesmc v@20.16b, v@20.16b
  aese v@22.16b, v@0.16b
  aesmc v@22.16b, v@22.16b
  aese v@23.16b, v@0.16b
  aesmc v@23.16b, v@23.16b
  mov v@24.d[1], x15
  adds x15, x14, #4
  fmov d24, x12
  aese v@14.16b, v@1.16b
  aesmc v@14.16b, v@14.16b
  cinc x12, x13, hs
  adds x16, x14, #5
  fmov d25, x12
  aese v@15.16b, v@1.16b
  aesmc v@15.16b, v@15.16b
  aese v@16.16b, v@1.16b
  aesmc v@16.16b, v@16.16b
  aese v@17.16b, v@1.16b
  aesmc v@17.16b, v@17.16b
  aese v@19.16b, v@1.16b
  aesmc v@19.16b, v@19.16b
  aese v@20.16b, v@1.16b
  aesmc v@20.16b, v@20.16b
  aese v@22.16b, v@1.16b
  aesmc v@22.16b, v@22.16b
  aese v@23.16b, v@1.16b
  aesmc v@23.16b, v@23.16b
  mov v@25.d[1], x11
  cinc x11, x13, hs
  mov v@26.d[1], x15
  fmov d26, x11
  adds x15, x14, #6
  aese v@14.16b, v@3.16b
  aesmc v@14.16b, v@14.16b
  aese v@15.16b, v@3.16b
  aesmc v@15.16b, v@15.16b
  aese v@16.16b, v@3.16b
  aesmc v@16.16b, v@16.16b
  cinc x12, x13, hs
  aese v@17.16b, v@3.16b
  aesmc v@17.16b, v@17.16b
  adds x11, x14, #8
  aese v@19.16b, v@3.16b
  aesmc v@19.16b, v@19.16b
  aese v@20.16b, v@3.16b
  aesmc v@20.16b, v@20.16b
  aese v@22.16b, v@3.16b
  aesmc v@22.16b, v@22.16b
  aese v@23.16b, v@3.16b
  aesmc v@23.16b, v@23.16b
  mov v@27.d[1], x16
  fmov d27, x12
  cinc x12, x13, hs
  adds x16, x14, #7
  cinc x17, x13, hs
  mov x13, x12
  aese v@14.16b, v@4.16b
  aesmc v@14.16b, v@14.16b
  aese v@15.16b, v@4.16b
  aesmc v@15.16b, v@15.16b
  aese v@16.16b, v@4.16b
  aesmc v@16.16b, v@16.16b
  aese v@17.16b, v@4.16b
  aesmc v@17.16b, v@17.16b
  aese v@19.16b, v@4.16b
  aesmc v@19.16b, v@19.16b
  aese v@20.16b, v@4.16b
  aesmc v@20.16b, v@20.16b
  aese v@22.16b, v@4.16b
  aesmc v@22.16b, v@22.16b
  aese v@23.16b, v@4.16b
  aesmc v@23.16b, v@23.16b
  rev64 v@28.16b, v@25.16b
  rev64 v@25.16b, v@26.16b
  fmov d25, x17
  aese v@14.16b, v@6.16b
  aesmc v@14.16b, v@14.16b
  aese v@15.16b, v@6.16b
  aesmc v@15.16b, v@15.16b
  aese v@16.16b, v@6.16b
  aesmc v@16.16b, v@16.16b
  aese v@17.16b, v@6.16b
  aesmc v@17.16b, v@17.16b
  aese v@19.16b, v@6.16b
  aesmc v@19.16b, v@19.16b
  aese v@20.16b, v@6.16b
  aesmc v@20.16b, v@20.16b
  aese v@22.16b, v@6.16b
  aesmc v@22.16b, v@22.16b
  aese v@23.16b, v@6.16b
  aesmc v@23.16b, v@23.16b
  mov v@29.d[1], x15
  mov v@26.d[1], x16
  aese v@14.16b, v@7.16b
  aesmc v@14.16b, v@14.16b
  aese v@15.16b, v@7.16b
  aesmc v@15.16b, v@15.16b
  aese v@16.16b, v@7.16b
  aesmc v@16.16b, v@16.16b
  aese v@17.16b, v@7.16b
  aesmc v@17.16b, v@17.16b
  aese v@19.16b, v@7.16b
  aesmc v@19.16b, v@19.16b
  aese v@20.16b, v@7.16b
  aesmc v@20.16b, v@20.16b
  aese v@22.16b, v@7.16b
  aesmc v@22.16b, v@22.16b
  aese v@23.16b, v@7.16b
  aesmc v@23.16b, v@23.16b
  rev64 v@30.16b, v@18.16b
  rev64 v@31.16b, v@21.16b
  rev64 v@18.16b, v@24.16b
  rev64 v@24.16b, v@27.16b
  rev64 v@21.16b, v@29.16b
  rev64 v@26.16b, v@26.16b
  aese v@14.16b, v@2.16b
  aesmc v@14.16b, v@14.16b
  aese v@15.16b, v@2.16b
  aesmc v@15.16b, v@15.16b
  aese v@16.16b, v@2.16b
  aesmc v@16.16b, v@16.16b
  aese v@17.16b, v@2.16b
  aesmc v@17.16b, v@17.16b
  aese v@19.16b, v@2.16b
  aesmc v@19.16b, v@19.16b
  aese v@20.16b, v@2.16b
  aesmc v@20.16b, v@20.16b
  aese v@22.16b, v@2.16b
  aesmc v@22.16b, v@22.16b
  aese v@23.16b, v@2.16b
  aesmc v@23.16b, v@23.16b
  aese v@30.16b, v@14.16b
  aesmc v@30.16b, v@30.16b
  aese v@31.16b, v@15.16b
  aesmc v@31.16b, v@31.16b
  aese v@18.16b, v@16.16b
  aesmc v@18.16b, v@18.16b
  aese v@28.16b, v@17.16b
  aesmc v@28.16b, v@28.16b
  aese v@25.16b, v@19.16b
  aesmc v@25.16b, v@25.16b
  aese v@24.16b, v@20.16b
  aesmc v@24.16b, v@24.16b
  aese v@21.16b, v@22.16b
  aesmc v@21.16b, v@21.16b
  aese v@26.16b, v@23.16b
  aesmc v@26.16b, v@26.16b
  aese v@30.16b, v@8.16b
  aesmc v@30.16b, v@30.16b
  aese v@31.16b, v@8.16b
  aesmc v@31.16b, v@31.16b
  aese v@18.16b, v@8.16b
  aesmc v@18.16b, v@18.16b
  aese v@28.16b, v@8.16b
  aesmc v@28.16b, v@28.16b
  aese v@25.16b, v@8.16b
  aesmc v@25.16b, v@25.16b
  aese v@24.16b, v@8.16b
  aesmc v@24.16b, v@24.16b
  aese v@21.16b, v@8.16b
  aesmc v@21.16b, v@21.16b
  aese v@26.16b, v@8.16b
  aesmc v@26.16b, v@26.16b
  aese v@30.16b, v@9.16b
  aesmc v@30.16b, v@30.16b
  aese v@31.16b, v@9.16b
  aesmc v@31.16b, v@31.16b
  aese v@18.16b, v@9.16b
  aesmc v@18.16b, v@18.16b
  aese v@28.16b, v@9.16b
  aesmc v@28.16b, v@28.16b
  aese v@25.16b, v@9.16b
  aesmc v@25.16b, v@25.16b
  aese v@24.16b, v@9.16b
  aesmc v@24.16b, v@24.16b
  aese v@21.16b, v@9.16b
  aesmc v@21.16b, v@21.16b
  aese v@26.16b, v@9.16b
  aesmc v@26.16b, v@26.16b
  aese v@30.16b, v@10.16b
  aesmc v@30.16b, v@30.16b
  aese v@31.16b, v@10.16b
  aesmc v@31.16b, v@31.16b
  aese v@18.16b, v@10.16b
  aesmc v@18.16b, v@18.16b
  aese v@28.16b, v@10.16b
  aesmc v@28.16b, v@28.16b
  aese v@25.16b, v@10.16b
  aesmc v@25.16b, v@25.16b
  aese v@24.16b, v@10.16b
  aesmc v@24.16b, v@24.16b
  aese v@21.16b, v@10.16b
  aesmc v@21.16b, v@21.16b
  aese v@26.16b, v@10.16b
  aesmc v@26.16b, v@26.16b
  aese v@30.16b, v@11.16b
  aesmc v@30.16b, v@30.16b
  aese v@31.16b, v@11.16b
  aesmc v@31.16b, v@31.16b
  aese v@18.16b, v@11.16b
  aesmc v@18.16b, v@18.16b
  aese v@28.16b, v@11.16b
  aesmc v@28.16b, v@28.16b
  aese v@25.16b, v@11.16b
  aesmc v@25.16b, v@25.16b
  aese v@24.16b, v@11.16b
  aesmc v@24.16b, v@24.16b
  aese v@21.16b, v@11.16b
  aesmc v@21.16b, v@21.16b
  aese v@26.16b, v@11.16b
  aesmc v@26.16b, v@26.16b
  aese v@30.16b, v@12.16b
  aesmc v@30.16b, v@30.16b
  aese v@31.16b, v@12.16b
  aesmc v@31.16b, v@31.16b
  aese v@18.16b, v@12.16b
  aesmc v@18.16b, v@18.16b
  aese v@28.16b, v@12.16b
  aesmc v@28.16b, v@28.16b
  aese v@25.16b, v@12.16b
  aesmc v@25.16b, v@25.16b
  aese v@24.16b, v@12.16b
  aesmc v@24.16b, v@24.16b
  aese v@21.16b, v@12.16b
  aesmc v@21.16b, v@21.16b
  aese v@26.16b, v@12.16b
  aesmc v@26.16b, v@26.16b
  aese v@30.16b, v@13.16b
  aese v@31.16b, v@13.16b
  aese v@18.16b, v@13.16b
  aese v@28.16b, v@13.16b
  aese v@25.16b, v@13.16b
  aese v@24.16b, v@13.16b
  aese v@21.16b, v@13.16b
  aese v@26.16b, v@13.16b
  eor v@27.16b, v@30.16b, v@5.16b
  eor v@29.16b, v@31.16b, v@5.16b
  eor v@23.16b, v@18.16b, v@5.16b
  eor v@18.16b, v@28.16b, v@5.16b
  eor v@25.16b, v@25.16b, v@5.16b
  eor v@24.16b, v@24.16b, v@5.16b
  eor v@21.16b, v@21.16b, v@5.16b
  eor v@26.16b, v@26.16b, v@5.16b
  stp q@27, q@29, [x10]
  stp q@23, q@18, [x10, #32]
  stp q@25, q@24, [x10, #64]
  stp q@21, q@26, [x10, #96]
  add x10, x10, #128
  cmp x10, x9
  b.ne L1
  ands x8, x8, #0x70
  b.ne L2
  b L3
L0:
  mov x12, x13
  ands x8, x8, #0x70
  b.eq L3
L2:
  and x9, x5, #0x7fffffffffffff8
  add x9, x4, x9, lsl #4
L4:
  ldr q@21, [x9]
  fmov d23, x12
  aese v@21.16b, v@0.16b
  aesmc v@21.16b, v@21.16b
  mov v@24.d[1], x11
  adds x11, x11, #1
  cinc x12, x12, hs
  subs x8, x8, #16
  aese v@21.16b, v@1.16b
  aesmc v@21.16b, v@21.16b
  rev64 v@24.16b, v@24.16b
  aese v@21.16b, v@3.16b
  aesmc v@21.16b, v@21.16b
  aese v@21.16b, v@4.16b
  aesmc v@21.16b, v@21.16b
  aese v@21.16b, v@6.16b
  aesmc v@21.16b, v@21.16b
  aese v@21.16b, v@7.16b
  aesmc v@21.16b, v@21.16b
  aese v@21.16b, v@2.16b
  aesmc v@21.16b, v@21.16b
  aese v@24.16b, v@21.16b
  aesmc v@24.16b, v@24.16b
  aese v@24.16b, v@8.16b
  aesmc v@24.16b, v@24.16b
  aese v@24.16b, v@9.16b
  aesmc v@24.16b, v@24.16b
  aese v@24.16b, v@10.16b
  aesmc v@24.16b, v@24.16b
  aese v@24.16b, v@11.16b
  aesmc v@24.16b, v@24.16b
  aese v@24.16b, v@12.16b
  aesmc v@24.16b, v@24.16b
  aese v@24.16b, v@13.16b
  eor v@21.16b, v@24.16b, v@5.16b
  str q@21, [x9], #16
  b.ne L4
L3:
  ldp d9, d8, [sp, #48]
  ldp d11, d10, [sp, #32]
  ldp d13, d12, [sp, #16]
  ldp d15, d14, [sp], #64
  ret
== hw_taes::arch::aarch64::aes_pmull::expand_key#0
  sub sp, sp, #288
  stp x29, x30, [sp, #256]
  stp x28, x19, [sp, #272]
  add x29, sp, #256
  movi v@0.2d, #0000000000000000
  lsr x9, x1, #2
  mov x19, x2
  stp q@0, q@0, [sp, #16]
  stp q@0, q@0, [sp, #48]
  stp q@0, q@0, [sp, #80]
  stp q@0, q@0, [sp, #112]
  stp q@0, q@0, [sp, #144]
  stp q@0, q@0, [sp, #176]
  stp q@0, q@0, [sp, #208]
  str q@0, [sp]
  cbz x9, L0
  cmp x9, #4
  mov w10, #4
  mov x8, x0
  csel x9, x9, x10, lo
  mov x0, sp
  mov x1, x8
  lsl x2, x9, #2
  bl memcpy
  movi v@0.2d, #0000000000000000
L0:
  ldr w12, [sp, #12]
  mov x8, xzr
  mov w9, #1
  mov x10, sp
  mov w11, #283
  b L1
L2:
  ldr w13, [x10, x8, lsl #2]
  add x14, x10, x8, lsl #2
  add x8, x8, #1
  cmp x8, #40
  eor w12, w13, w12
  str w12, [x14, #16]
  b.eq L3
L1:
  add w13, w8, #4
  tst x13, #0x3
  b.ne L2
  ror w12, w12, #8
  dup v@1.4s, w12
  neg w12, w9, lsr #7
  and w14, w12, w11
  aese v@1.16b, v@0.16b
  fmov w13, s0
  eor w12, w13, w9
  eor w9, w14, w9, lsl #1
  b L2
L3:
  ldp q@1, q@0, [sp, #128]
  mov x8, sp
  ldr q@2, [sp, #160]
  stur x8, [x29, #-8]
  sub x8, x29, #8
  stp q@1, q@0, [x19, #128]
  ldp q@1, q@0, [sp, #64]
  str q@2, [x19, #160]
  stp q@1, q@0, [x19, #64]
  ldp q@1, q@2, [sp, #96]
  stp q@1, q@2, [x19, #96]
  ldp q@0, q@1, [sp]
  movi v@2.2d, #0000000000000000
  stp q@0, q@1, [x19]
  ldp q@1, q@3, [sp, #32]
  stp q@2, q@2, [sp, #16]
  stp q@1, q@3, [x19, #32]
  stp q@2, q@2, [sp, #48]
  stp q@2, q@2, [sp, #80]
  stp q@2, q@2, [sp, #112]
  stp q@2, q@2, [sp, #144]
  stp q@2, q@2, [sp, #176]
  stp q@2, q@2, [sp, #208]
  str q@2, [sp]


  ldp q@0, q@1, [x19, #128]
  ldr q@2, [x19, #160]
  ldp q@4, q@3, [x19, #96]
  aesimc v@1.16b, v@1.16b
  aesimc v@0.16b, v@0.16b
  aesimc v@3.16b, v@3.16b
  stp q@2, q@1, [x19, #240]
  ldp q@2, q@5, [x19, #64]
  aesimc v@1.16b, v@4.16b
  stp q@0, q@3, [x19, #272]
  aesimc v@4.16b, v@5.16b
  aesimc v@0.16b, v@2.16b
  ldp q@2, q@5, [x19, #32]
  stp q@1, q@4, [x19, #304]
  aesimc v@3.16b, v@5.16b
  aesimc v@1.16b, v@2.16b
  ldp q@2, q@5, [x19]
  stp q@0, q@3, [x19, #336]
  aesimc v@4.16b, v@5.16b
  stp q@1, q@4, [x19, #368]
  str q@2, [x19, #400]
  ldp x28, x19, [sp, #272]
  ldp x29, x30, [sp, #256]
  add sp, sp, #288
  ret
== hw_taes::arch::aarch64::aes_pmull::expand_key#1
  sub sp, sp, #288
  stp x29, x30, [sp, #256]
  stp x28, x19, [sp, #272]
  add x29, sp, #256
  movi v@0.2d, #0000000000000000
  lsr x9, x1, #2
  mov x19, x2
  stp q@0, q@0, [sp, #16]
  stp q@0, q@0, [sp, #48]
  stp q@0, q@0, [sp, #80]
  stp q@0, q@0, [sp, #112]
  stp q@0, q@0, [sp, #144]
  stp q@0, q@0, [sp, #176]
  stp q@0, q@0, [sp, #208]
  str q@0, [sp]
  cbz x9, L0
  cmp x9, #6
  mov w10, #6
  mov x8, x0
  csel x9, x9, x10, lo
  mov x0, sp
  mov x1, x8
  lsl x2, x9, #2
  bl memcpy
  movi v@0.2d, #0000000000000000
L0:
  ldr w14, [sp, #20]
  mov w11, #43691
  mov w12, #43690
  mov x8, xzr
  mov w9, #1
  mov x10, sp
  movk w11, #43690, lsl #16
  movk w12, #10922, lsl #16
  mov w13, #283
  b L1
L2:
  ldr w15, [x10, x8, lsl #2]
  add x16, x10, x8, lsl #2
  add x8, x8, #1
  cmp x8, #46
  eor w14, w15, w14
  str w14, [x16, #24]
  b.eq L3
L1:
  add w15, w8, #6
  and w15, w15, #0xff
  mul w15, w15, w11
  ror w15, w15, #1
  cmp w15, w12
  b.hi L2
  ror w14, w14, #8
  dup v@1.4s, w14
  neg w14, w9, lsr #7
  and w16, w14, w13
  aese v@1.16b, v@0.16b
  fmov w15, s0
  eor w14, w15, w9
  eor w9, w16, w9, lsl #1
  b L2
L3:
  ldp q@1, q@0, [sp, #160]
  mov x8, sp
  ldr q@2, [sp, #192]
  stur x8, [x29, #-8]
  sub x8, x29, #8
  stp q@1, q@0, [x19, #160]
  ldp q@1, q@0, [sp, #96]
  str q@2, [x19, #192]
  stp q@1, q@0, [x19, #96]
  ldp q@1, q@2, [sp, #128]
  stp q@1, q@2, [x19, #128]
  ldp q@0, q@1, [sp, #32]
  stp q@0, q@1, [x19, #32]
  ldp q@1, q@2, [sp, #64]
  movi v@0.2d, #0000000000000000
  stp q@1, q@2, [x19, #64]
  ldp q@1, q@3, [sp]
  stp q@0, q@0, [sp, #16]
  stp q@1, q@3, [x19]
  stp q@0, q@0, [sp, #48]
  stp q@0, q@0, [sp, #80]
  stp q@0, q@0, [sp, #112]
  stp q@0, q@0, [sp, #144]
  stp q@0, q@0, [sp, #176]
  stp q@0, q@0, [sp, #208]
  str q@0, [sp]


  ldp q@0, q@1, [x19, #160]
  ldr q@2, [x19, #192]
  ldp q@4, q@3, [x19, #128]
  aesimc v@1.16b, v@1.16b
  aesimc v@0.16b, v@0.16b
  aesimc v@3.16b, v@3.16b
  stp q@2, q@1, [x19, #240]
  ldp q@2, q@5, [x19, #96]
  aesimc v@1.16b, v@4.16b
  stp q@0, q@3, [x19, #272]
  aesimc v@4.16b, v@5.16b
  aesimc v@0.16b, v@2.16b
  ldp q@2, q@5, [x19, #64]
  stp q@1, q@4, [x19, #304]
  aesimc v@3.16b, v@5.16b
  aesimc v@1.16b, v@2.16b
  ldp q@2, q@5, [x19, #32]
  stp q@0, q@3, [x19, #336]
  aesimc v@4.16b, v@5.16b
  aesimc v@0.16b, v@2.16b
  ldp q@2, q@5, [x19]
  stp q@1, q@4, [x19, #368]
  aesimc v@3.16b, v@5.16b
  stp q@0, q@3, [x19, #400]
  str q@2, [x19, #432]
  ldp x28, x19, [sp, #272]
  ldp x29, x30, [sp, #256]
  add sp, sp, #288
  ret
== hw_taes::arch::aarch64::aes_pmull::expand_key#2
  sub sp, sp, #288
  stp x29, x30, [sp, #256]
  stp x28, x19, [sp, #272]
  add x29, sp, #256
  movi v@0.2d, #0000000000000000
  lsr x9, x1, #2
  mov x19, x2
  stp q@0, q@0, [sp, #16]
  stp q@0, q@0, [sp, #48]
  stp q@0, q@0, [sp, #80]
  stp q@0, q@0, [sp, #112]
  stp q@0, q@0, [sp, #144]
  stp q@0, q@0, [sp, #176]
  stp q@0, q@0, [sp, #208]
  str q@0, [sp]
  cbz x9, L0
  cmp x9, #8
  mov w10, #8
  mov x8, x0
  csel x9, x9, x10, lo
  mov x0, sp
  mov x1, x8
  lsl x2, x9, #2
  bl memcpy
  movi v@0.2d, #0000000000000000
L0:
  ldr w12, [sp, #28]
  mov x8, xzr
  mov w9, #1
  mov x10, sp
  mov w11, #283
  b L1
L2:
  dup v@1.4s, w12
  aese v@1.16b, v@0.16b
  fmov w12, s0
L3:
  ldr w13, [x10, x8, lsl #2]
  add x14, x10, x8, lsl #2
  add x8, x8, #1
  cmp x8, #52
  eor w12, w13, w12
  str w12, [x14, #32]
  b.eq L4
L1:
  add w13, w8, #8
  and x13, x13, #0x7
  cmp x13, #4
  b.eq L2
  cbnz x13, L3
  ror w12, w12, #8
  dup v@1.4s, w12
  neg w12, w9, lsr #7
  and w14, w12, w11
  aese v@1.16b, v@0.16b
  fmov w13, s0
  eor w12, w13, w9
  eor w9, w14, w9, lsl #1
  b L3
L4:
  ldp q@1, q@0, [sp, #192]
  mov x8, sp
  ldr q@2, [sp, #224]
  stur x8, [x29, #-8]
  sub x8, x29, #8
  stp q@1, q@0, [x19, #192]
  ldp q@1, q@0, [sp, #128]
  str q@2, [x19, #224]
  stp q@1, q@0, [x19, #128]
  ldp q@1, q@2, [sp, #160]
  stp q@1, q@2, [x19, #160]
  ldp q@0, q@1, [sp, #64]
  stp q@0, q@1, [x19, #64]
  ldp q@1, q@2, [sp, #96]
  stp q@1, q@2, [x19, #96]
  ldp q@0, q@1, [sp]
  movi v@2.2d, #0000000000000000
  stp q@0, q@1, [x19]
  ldp q@1, q@3, [sp, #32]
  stp q@2, q@2, [sp, #16]
  stp q@1, q@3, [x19, #32]
  stp q@2, q@2, [sp, #48]
  stp q@2, q@2, [sp, #80]
  stp q@2, q@2, [sp, #112]
  stp q@2, q@2, [sp, #144]
  stp q@2, q@2, [sp, #176]
  stp q@2, q@2, [sp, #208]
  str q@2, [sp]


  ldp q@0, q@1, [x19, #192]
  ldr q@2, [x19, #224]
  ldp q@4, q@3, [x19, #160]
  aesimc v@1.16b, v@1.16b
  aesimc v@0.16b, v@0.16b
  aesimc v@3.16b, v@3.16b
  stp q@2, q@1, [x19, #240]
  ldp q@2, q@5, [x19, #128]
  aesimc v@1.16b, v@4.16b
  stp q@0, q@3, [x19, #272]
  aesimc v@4.16b, v@5.16b
  aesimc v@0.16b, v@2.16b
  ldp q@2, q@5, [x19, #96]
  stp q@1, q@4, [x19, #304]
  aesimc v@3.16b, v@5.16b
  aesimc v@1.16b, v@2.16b
  ldp q@2, q@5, [x19, #64]
  stp q@0, q@3, [x19, #336]
  aesimc v@4.16b, v@5.16b
  aesimc v@0.16b, v@2.16b
  ldp q@2, q@5, [x19, #32]
  stp q@1, q@4, [x19, #368]
  aesimc v@3.16b, v@5.16b
  aesimc v@1.16b, v@2.16b
  ldp q@2, q@5, [x19]
  stp q@0, q@3, [x19, #400]
  aesimc v@4.16b, v@5.16b
  stp q@1, q@4, [x19, #432]
  str q@2, [x19, #464]
  ldp x28, x19, [sp, #272]
  ldp x29, x30, [sp, #256]
  add sp, sp, #288
  ret
