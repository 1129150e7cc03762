== hw_taes::arch::x86_64::aesni_clmul::crypt#0
  movdqa (%rdi), %xmm@0
  movdqa 16(%rdi), %xmm@1
  movdqa 32(%rdi), %xmm@2
  movdqa 48(%rdi), %xmm@3
  movdqa 64(%rdi), %xmm@4
  movdqa 80(%rdi), %xmm@5
  movdqa 96(%rdi), %xmm@6
  movdqa 112(%rdi), %xmm@7
  movdqa 128(%rdi), %xmm@8
  movdqa 144(%rdi), %xmm@9
  movdqa 160(%rdi), %xmm@10
  movdqa 176(%rdi), %xmm@11
  movdqa 192(%rdi), %xmm@12
  movq %rdx, %rax
  shlq $4, %rax
  movq %rax, %rcx
  andq $-128, %rcx
  je L0
  addq %rsi, %rcx
  movq %rsi, %rdi
  movdqa %xmm@0, -40(%rsp)
  movdqa %xmm@1, -56(%rsp)
  movdqa %xmm@2, -24(%rsp)
  movdqa %xmm@11, -88(%rsp)
  movdqa %xmm@12, -72(%rsp)
L1:
  movdqu (%rdi), %xmm@2
  movdqu 16(%rdi), %xmm@1
  movdqu 32(%rdi), %xmm@0
  movdqu 48(%rdi), %xmm@12
  movdqu 64(%rdi), %xmm@13
  movdqu 80(%rdi), %xmm@14
  movdqu 96(%rdi), %xmm@15
  pxor -40(%rsp), %xmm@2
  aesenc -56(%rsp), %xmm@2
  aesenc -24(%rsp), %xmm@2
  aesenc %xmm@3, %xmm@2
  aesenc %xmm@4, %xmm@2
  aesenc %xmm@5, %xmm@2
  aesenc %xmm@6, %xmm@2
  aesenc %xmm@7, %xmm@2
  aesenc %xmm@8, %xmm@2
  aesenc %xmm@9, %xmm@2
  aesenc %xmm@10, %xmm@2
  aesenc %xmm@11, %xmm@2
  movdqa %xmm@9, %xmm@11
  movdqa %xmm@7, %xmm@9
  movdqa %xmm@5, %xmm@7
  movdqa %xmm@3, %xmm@5
  movdqu 112(%rdi), %xmm@3
  aesenclast -72(%rsp), %xmm@2
  movdqu %xmm@2, (%rdi)
  movdqa -24(%rsp), %xmm@2
  pxor -40(%rsp), %xmm@1
  pxor -40(%rsp), %xmm@0
  aesenc -56(%rsp), %xmm@1
  aesenc -56(%rsp), %xmm@0
  aesenc %xmm@2, %xmm@1
  aesenc %xmm@2, %xmm@0
  aesenc %xmm@5, %xmm@1
  aesenc %xmm@5, %xmm@0
  aesenc %xmm@4, %xmm@1
  aesenc %xmm@4, %xmm@0
  aesenc %xmm@7, %xmm@1
  aesenc %xmm@7, %xmm@0
  aesenc %xmm@6, %xmm@1
  aesenc %xmm@6, %xmm@0
  aesenc %xmm@9, %xmm@1
  aesenc %xmm@9, %xmm@0
  aesenc %xmm@8, %xmm@1
  aesenc %xmm@8, %xmm@0
  aesenc %xmm@11, %xmm@1
  aesenc %xmm@11, %xmm@0
  aesenc %xmm@10, %xmm@1
  aesenc %xmm@10, %xmm@0
  aesenc -88(%rsp), %xmm@1
  aesenc -88(%rsp), %xmm@0
  aesenclast -72(%rsp), %xmm@1
  movdqu %xmm@1, 16(%rdi)
  movdqa -56(%rsp), %xmm@1
  aesenclast -72(%rsp), %xmm@0
  movdqu %xmm@0, 32(%rdi)
  movdqa -40(%rsp), %xmm@0
  pxor %xmm@0, %xmm@12
  pxor %xmm@0, %xmm@13
  aesenc %xmm@1, %xmm@12
  aesenc %xmm@1, %xmm@13
  aesenc %xmm@2, %xmm@12
  aesenc %xmm@2, %xmm@13
  aesenc %xmm@5, %xmm@12
  aesenc %xmm@5, %xmm@13
  aesenc %xmm@4, %xmm@12
  aesenc %xmm@4, %xmm@13
  aesenc %xmm@7, %xmm@12
  aesenc %xmm@7, %xmm@13
  aesenc %xmm@6, %xmm@12
  aesenc %xmm@6, %xmm@13
  aesenc %xmm@9, %xmm@12
  aesenc %xmm@9, %xmm@13
  aesenc %xmm@8, %xmm@12
  aesenc %xmm@8, %xmm@13
  aesenc %xmm@11, %xmm@12
  aesenc %xmm@11, %xmm@13
  aesenc %xmm@10, %xmm@12
  aesenc %xmm@10, %xmm@13
  aesenc -88(%rsp), %xmm@12
  aesenc -88(%rsp), %xmm@13
  aesenclast -72(%rsp), %xmm@12
  movdqu %xmm@12, 48(%rdi)
  movdqa -72(%rsp), %xmm@12
  aesenclast %xmm@12, %xmm@13
  movdqu %xmm@13, 64(%rdi)
  pxor %xmm@0, %xmm@14
  pxor %xmm@0, %xmm@15
  aesenc %xmm@1, %xmm@14
  aesenc %xmm@1, %xmm@15
  aesenc %xmm@2, %xmm@14
  aesenc %xmm@2, %xmm@15
  aesenc %xmm@5, %xmm@14
  aesenc %xmm@5, %xmm@15
  aesenc %xmm@4, %xmm@14
  aesenc %xmm@4, %xmm@15
  aesenc %xmm@7, %xmm@14
  aesenc %xmm@7, %xmm@15
  aesenc %xmm@6, %xmm@14
  aesenc %xmm@6, %xmm@15
  aesenc %xmm@9, %xmm@14
  aesenc %xmm@9, %xmm@15
  aesenc %xmm@8, %xmm@14
  aesenc %xmm@8, %xmm@15
  aesenc %xmm@11, %xmm@14
  aesenc %xmm@11, %xmm@15
  aesenc %xmm@10, %xmm@14
  aesenc %xmm@10, %xmm@15
  aesenc -88(%rsp), %xmm@14
  aesenc -88(%rsp), %xmm@15
  aesenclast %xmm@12, %xmm@14
  movdqu %xmm@14, 80(%rdi)
  aesenclast %xmm@12, %xmm@15
  pxor %xmm@0, %xmm@3
  aesenc %xmm@1, %xmm@3
  aesenc %xmm@2, %xmm@3
  aesenc %xmm@5, %xmm@3
  aesenc %xmm@4, %xmm@3
  aesenc %xmm@7, %xmm@3
  aesenc %xmm@6, %xmm@3
  aesenc %xmm@9, %xmm@3
  aesenc %xmm@8, %xmm@3
  aesenc %xmm@11, %xmm@3
  aesenc %xmm@10, %xmm@3
  aesenc -88(%rsp), %xmm@3
  aesenclast %xmm@12, %xmm@3
  movdqu %xmm@15, 96(%rdi)
  movdqu %xmm@3, 112(%rdi)
  movdqa %xmm@5, %xmm@3
  movdqa %xmm@7, %xmm@5
  movdqa %xmm@9, %xmm@7
  movdqa %xmm@11, %xmm@9
  movdqa -88(%rsp), %xmm@11
  subq $-128, %rdi
  cmpq %rcx, %rdi
  jne L1
L0:
  andq $112, %rax
  je L2
  movdqa %xmm@4, %xmm@15
  movdqa %xmm@6, %xmm@4
  movdqa %xmm@8, %xmm@6
  movdqa %xmm@10, %xmm@8
  movdqa %xmm@12, %xmm@10
  movabsq $576460752303423480, %rcx
  andq %rcx, %rdx
  shlq $4, %rdx
  addq %rdx, %rsi
  xorl %ecx, %ecx
L3:
  movdqu (%rsi,%rcx), %xmm@12
  pxor %xmm@0, %xmm@12
  aesenc %xmm@1, %xmm@12
  aesenc %xmm@2, %xmm@12
  aesenc %xmm@3, %xmm@12
  aesenc %xmm@15, %xmm@12
  aesenc %xmm@5, %xmm@12
  aesenc %xmm@4, %xmm@12
  aesenc %xmm@7, %xmm@12
  aesenc %xmm@6, %xmm@12
  aesenc %xmm@9, %xmm@12
  aesenc %xmm@8, %xmm@12
  aesenc %xmm@11, %xmm@12
  aesenclast %xmm@10, %xmm@12
  movdqu %xmm@12, (%rsi,%rcx)
  addq $16, %rcx
  cmpq %rcx, %rax
  jne L3
L2:
  retq
== hw_taes::arch::x86_64::aesni_clmul::crypt#1
  movdqa (%rdi), %xmm@0
  movdqa 16(%rdi), %xmm@1
  movdqa 32(%rdi), %xmm@2
  movdqa 48(%rdi), %xmm@3
  movdqa 64(%rdi), %xmm@4
  movdqa 80(%rdi), %xmm@5
  movdqa 96(%rdi), %xmm@6
  movdqa 112(%rdi), %xmm@7
  movdqa 128(%rdi), %xmm@8
  movdqa 144(%rdi), %xmm@9
  movdqa 160(%rdi), %xmm@10
  movq %rdx, %rax
  shlq $4, %rax
  movq %rax, %rcx
  andq $-128, %rcx
  je L0
  addq %rsi, %rcx
  movq %rsi, %rdi
  movdqa %xmm@1, -40(%rsp)
  movdqa %xmm@4, -24(%rsp)
  movdqa %xmm@10, -56(%rsp)
L1:
  movdqu (%rdi), %xmm@4
  movdqu 16(%rdi), %xmm@1
  movdqu 32(%rdi), %xmm@11
  movdqu 48(%rdi), %xmm@12
  movdqu 64(%rdi), %xmm@13
  movdqu 80(%rdi), %xmm@10
  movdqu 96(%rdi), %xmm@14
  pxor %xmm@0, %xmm@4
  aesenc -40(%rsp), %xmm@4
  aesenc %xmm@2, %xmm@4
  aesenc %xmm@3, %xmm@4
  aesenc -24(%rsp), %xmm@4
  aesenc %xmm@5, %xmm@4
  aesenc %xmm@6, %xmm@4
  aesenc %xmm@7, %xmm@4
  aesenc %xmm@8, %xmm@4
  aesenc %xmm@9, %xmm@4
  movdqa %xmm@9, %xmm@15
  movdqa %xmm@8, %xmm@9
  movdqa %xmm@7, %xmm@8
  movdqa %xmm@6, %xmm@7
  movdqa %xmm@5, %xmm@6
  movdqa %xmm@3, %xmm@5
  movdqa %xmm@0, %xmm@3
  movdqu 112(%rdi), %xmm@0
  aesenclast -56(%rsp), %xmm@4
  movdqu %xmm@4, (%rdi)
  movdqa -24(%rsp), %xmm@4
  pxor %xmm@3, %xmm@1
  pxor %xmm@3, %xmm@11
  aesenc -40(%rsp), %xmm@1
  aesenc -40(%rsp), %xmm@11
  aesenc %xmm@2, %xmm@1
  aesenc %xmm@2, %xmm@11
  aesenc %xmm@5, %xmm@1
  aesenc %xmm@5, %xmm@11
  aesenc %xmm@4, %xmm@1
  aesenc %xmm@4, %xmm@11
  aesenc %xmm@6, %xmm@1
  aesenc %xmm@6, %xmm@11
  aesenc %xmm@7, %xmm@1
  aesenc %xmm@7, %xmm@11
  aesenc %xmm@8, %xmm@1
  aesenc %xmm@8, %xmm@11
  aesenc %xmm@9, %xmm@1
  aesenc %xmm@9, %xmm@11
  aesenc %xmm@15, %xmm@1
  aesenc %xmm@15, %xmm@11
  aesenclast -56(%rsp), %xmm@1
  movdqu %xmm@1, 16(%rdi)
  movdqa -40(%rsp), %xmm@1
  aesenclast -56(%rsp), %xmm@11
  movdqu %xmm@11, 32(%rdi)
  pxor %xmm@3, %xmm@12
  pxor %xmm@3, %xmm@13
  aesenc %xmm@1, %xmm@12
  aesenc %xmm@1, %xmm@13
  aesenc %xmm@2, %xmm@12
  aesenc %xmm@2, %xmm@13
  aesenc %xmm@5, %xmm@12
  aesenc %xmm@5, %xmm@13
  aesenc %xmm@4, %xmm@12
  aesenc %xmm@4, %xmm@13
  aesenc %xmm@6, %xmm@12
  aesenc %xmm@6, %xmm@13
  aesenc %xmm@7, %xmm@12
  aesenc %xmm@7, %xmm@13
  aesenc %xmm@8, %xmm@12
  aesenc %xmm@8, %xmm@13
  aesenc %xmm@9, %xmm@12
  aesenc %xmm@9, %xmm@13
  aesenc %xmm@15, %xmm@12
  aesenc %xmm@15, %xmm@13
  aesenclast -56(%rsp), %xmm@12
  movdqu %xmm@12, 48(%rdi)
  aesenclast -56(%rsp), %xmm@13
  movdqu %xmm@13, 64(%rdi)
  pxor %xmm@3, %xmm@10
  pxor %xmm@3, %xmm@14
  aesenc %xmm@1, %xmm@10
  aesenc %xmm@1, %xmm@14
  aesenc %xmm@2, %xmm@10
  aesenc %xmm@2, %xmm@14
  aesenc %xmm@5, %xmm@10
  aesenc %xmm@5, %xmm@14
  aesenc %xmm@4, %xmm@10
  aesenc %xmm@4, %xmm@14
  aesenc %xmm@6, %xmm@10
  aesenc %xmm@6, %xmm@14
  aesenc %xmm@7, %xmm@10
  aesenc %xmm@7, %xmm@14
  aesenc %xmm@8, %xmm@10
  aesenc %xmm@8, %xmm@14
  aesenc %xmm@9, %xmm@10
  aesenc %xmm@9, %xmm@14
  aesenc %xmm@15, %xmm@10
  aesenc %xmm@15, %xmm@14
  aesenclast -56(%rsp), %xmm@10
  movdqu %xmm@10, 80(%rdi)
  movdqa -56(%rsp), %xmm@10
  aesenclast %xmm@10, %xmm@14
  pxor %xmm@3, %xmm@0
  aesenc %xmm@1, %xmm@0
  aesenc %xmm@2, %xmm@0
  aesenc %xmm@5, %xmm@0
  aesenc %xmm@4, %xmm@0
  aesenc %xmm@6, %xmm@0
  aesenc %xmm@7, %xmm@0
  aesenc %xmm@8, %xmm@0
  aesenc %xmm@9, %xmm@0
  aesenc %xmm@15, %xmm@0
  aesenclast %xmm@10, %xmm@0
  movdqu %xmm@14, 96(%rdi)
  movdqu %xmm@0, 112(%rdi)
  movdqa %xmm@3, %xmm@0
  movdqa %xmm@5, %xmm@3
  movdqa %xmm@6, %xmm@5
  movdqa %xmm@7, %xmm@6
  movdqa %xmm@8, %xmm@7
  movdqa %xmm@9, %xmm@8
  movdqa %xmm@15, %xmm@9
  subq $-128, %rdi
  cmpq %rcx, %rdi
  jne L1
L0:
  andl $112, %eax
  je L2
  movdqa %xmm@1, %xmm@14
  movdqa %xmm@2, %xmm@15
  movdqa %xmm@4, %xmm@2
  movabsq $576460752303423480, %rcx
  andq %rcx, %rdx
  shlq $4, %rdx
  addq %rdx, %rsi
  leaq -16(%rax), %rdx
  movq %rsi, %rcx
  testb $16, %dl
  jne L3
  movdqu (%rsi), %xmm@1
  pxor %xmm@0, %xmm@1
  aesenc %xmm@14, %xmm@1
  aesenc %xmm@15, %xmm@1
  aesenc %xmm@3, %xmm@1
  aesenc %xmm@2, %xmm@1
  aesenc %xmm@5, %xmm@1
  aesenc %xmm@6, %xmm@1
  aesenc %xmm@7, %xmm@1
  aesenc %xmm@8, %xmm@1
  aesenc %xmm@9, %xmm@1
  leaq 16(%rsi), %rcx
  aesenclast %xmm@10, %xmm@1
  movdqu %xmm@1, (%rsi)
L3:
  testq %rdx, %rdx
  je L2
  addq %rax, %rsi
L4:
  movdqu (%rcx), %xmm@1
  pxor %xmm@0, %xmm@1
  aesenc %xmm@14, %xmm@1
  aesenc %xmm@15, %xmm@1
  aesenc %xmm@3, %xmm@1
  aesenc %xmm@2, %xmm@1
  aesenc %xmm@5, %xmm@1
  aesenc %xmm@6, %xmm@1
  aesenc %xmm@7, %xmm@1
  aesenc %xmm@8, %xmm@1
  aesenc %xmm@9, %xmm@1
  movdqu 16(%rcx), %xmm@4
  aesenclast %xmm@10, %xmm@1
  pxor %xmm@0, %xmm@4
  aesenc %xmm@14, %xmm@4
  aesenc %xmm@15, %xmm@4
  aesenc %xmm@3, %xmm@4
  aesenc %xmm@2, %xmm@4
  aesenc %xmm@5, %xmm@4
  aesenc %xmm@6, %xmm@4
  aesenc %xmm@7, %xmm@4
  aesenc %xmm@8, %xmm@4
  aesenc %xmm@9, %xmm@4
  aesenclast %xmm@10, %xmm@4
  movdqu %xmm@1, (%rcx)
  movdqu %xmm@4, 16(%rcx)
  addq $32, %rcx
  cmpq %rsi, %rcx
  jne L4
L2:
  retq
== hw_taes::arch::x86_64::aesni_clmul::crypt#2
  movdqa 240(%rdi), %xmm@0
  movdqa 256(%rdi), %xmm@1
  movdqa 272(%rdi), %xmm@2
  movdqa 288(%rdi), %xmm@3
  movdqa 304(%rdi), %xmm@4
  movdqa 320(%rdi), %xmm@5
  movdqa 336(%rdi), %xmm@6
  movdqa 352(%rdi), %xmm@7
  movdqa 368(%rdi), %xmm@8
  movdqa 384(%rdi), %xmm@9
  movdqa 400(%rdi), %xmm@10
  movdqa 416(%rdi), %xmm@11
  movdqa 432(%rdi), %xmm@12
  movq %rdx, %rax
  shlq $4, %rax
  movq %rax, %rcx
  andq $-128, %rcx
  je L0
  addq %rsi, %rcx
  movq %rsi, %rdi
  movdqa %xmm@0, -40(%rsp)
  movdqa %xmm@1, -56(%rsp)
  movdqa %xmm@2, -24(%rsp)
  movdqa %xmm@11, -88(%rsp)
  movdqa %xmm@12, -72(%rsp)
L1:
  movdqu (%rdi), %xmm@2
  movdqu 16(%rdi), %xmm@1
  movdqu 32(%rdi), %xmm@0
  movdqu 48(%rdi), %xmm@12
  movdqu 64(%rdi), %xmm@13
  movdqu 80(%rdi), %xmm@14
  movdqu 96(%rdi), %xmm@15
  pxor -40(%rsp), %xmm@2
  aesdec -56(%rsp), %xmm@2
  aesdec -24(%rsp), %xmm@2
  aesdec %xmm@3, %xmm@2
  aesdec %xmm@4, %xmm@2
  aesdec %xmm@5, %xmm@2
  aesdec %xmm@6, %xmm@2
  aesdec %xmm@7, %xmm@2
  aesdec %xmm@8, %xmm@2
  aesdec %xmm@9, %xmm@2
  aesdec %xmm@10, %xmm@2
  aesdec %xmm@11, %xmm@2
  movdqa %xmm@9, %xmm@11
  movdqa %xmm@7, %xmm@9
  movdqa %xmm@5, %xmm@7
  movdqa %xmm@3, %xmm@5
  movdqu 112(%rdi), %xmm@3
  aesdeclast -72(%rsp), %xmm@2
  movdqu %xmm@2, (%rdi)
  movdqa -24(%rsp), %xmm@2
  pxor -40(%rsp), %xmm@1
  pxor -40(%rsp), %xmm@0
  aesdec -56(%rsp), %xmm@1
  aesdec -56(%rsp), %xmm@0
  aesdec %xmm@2, %xmm@1
  aesdec %xmm@2, %xmm@0
  aesdec %xmm@5, %xmm@1
  aesdec %xmm@5, %xmm@0
  aesdec %xmm@4, %xmm@1
  aesdec %xmm@4, %xmm@0
  aesdec %xmm@7, %xmm@1
  aesdec %xmm@7, %xmm@0
  aesdec %xmm@6, %xmm@1
  aesdec %xmm@6, %xmm@0
  aesdec %xmm@9, %xmm@1
  aesdec %xmm@9, %xmm@0
  aesdec %xmm@8, %xmm@1
  aesdec %xmm@8, %xmm@0
  aesdec %xmm@11, %xmm@1
  aesdec %xmm@11, %xmm@0
  aesdec %xmm@10, %xmm@1
  aesdec %xmm@10, %xmm@0
  aesdec -88(%rsp), %xmm@1
  aesdec -88(%rsp), %xmm@0
  aesdeclast -72(%rsp), %xmm@1
  movdqu %xmm@1, 16(%rdi)
  movdqa -56(%rsp), %xmm@1
  aesdeclast -72(%rsp), %xmm@0
  movdqu %xmm@0, 32(%rdi)
  movdqa -40(%rsp), %xmm@0
  pxor %xmm@0, %xmm@12
  pxor %xmm@0, %xmm@13
  aesdec %xmm@1, %xmm@12
  aesdec %xmm@1, %xmm@13
  aesdec %xmm@2, %xmm@12
  aesdec %xmm@2, %xmm@13
  aesdec %xmm@5, %xmm@12
  aesdec %xmm@5, %xmm@13
  aesdec %xmm@4, %xmm@12
  aesdec %xmm@4, %xmm@13
  aesdec %xmm@7, %xmm@12
  aesdec %xmm@7, %xmm@13
  aesdec %xmm@6, %xmm@12
  aesdec %xmm@6, %xmm@13
  aesdec %xmm@9, %xmm@12
  aesdec %xmm@9, %xmm@13
  aesdec %xmm@8, %xmm@12
  aesdec %xmm@8, %xmm@13
  aesdec %xmm@11, %xmm@12
  aesdec %xmm@11, %xmm@13
  aesdec %xmm@10, %xmm@12
  aesdec %xmm@10, %xmm@13
  aesdec -88(%rsp), %xmm@12
  aesdec -88(%rsp), %xmm@13
  aesdeclast -72(%rsp), %xmm@12
  movdqu %xmm@12, 48(%rdi)
  movdqa -72(%rsp), %xmm@12
  aesdeclast %xmm@12, %xmm@13
  movdqu %xmm@13, 64(%rdi)
  pxor %xmm@0, %xmm@14
  pxor %xmm@0, %xmm@15
  aesdec %xmm@1, %xmm@14
  aesdec %xmm@1, %xmm@15
  aesdec %xmm@2, %xmm@14
  aesdec %xmm@2, %xmm@15
  aesdec %xmm@5, %xmm@14
  aesdec %xmm@5, %xmm@15
  aesdec %xmm@4, %xmm@14
  aesdec %xmm@4, %xmm@15
  aesdec %xmm@7, %xmm@14
  aesdec %xmm@7, %xmm@15
  aesdec %xmm@6, %xmm@14
  aesdec %xmm@6, %xmm@15
  aesdec %xmm@9, %xmm@14
  aesdec %xmm@9, %xmm@15
  aesdec %xmm@8, %xmm@14
  aesdec %xmm@8, %xmm@15
  aesdec %xmm@11, %xmm@14
  aesdec %xmm@11, %xmm@15
  aesdec %xmm@10, %xmm@14
  aesdec %xmm@10, %xmm@15
  aesdec -88(%rsp), %xmm@14
  aesdec -88(%rsp), %xmm@15
  aesdeclast %xmm@12, %xmm@14
  movdqu %xmm@14, 80(%rdi)
  aesdeclast %xmm@12, %xmm@15
  pxor %xmm@0, %xmm@3
  aesdec %xmm@1, %xmm@3
  aesdec %xmm@2, %xmm@3
  aesdec %xmm@5, %xmm@3
  aesdec %xmm@4, %xmm@3
  aesdec %xmm@7, %xmm@3
  aesdec %xmm@6, %xmm@3
  aesdec %xmm@9, %xmm@3
  aesdec %xmm@8, %xmm@3
  aesdec %xmm@11, %xmm@3
  aesdec %xmm@10, %xmm@3
  aesdec -88(%rsp), %xmm@3
  aesdeclast %xmm@12, %xmm@3
  movdqu %xmm@15, 96(%rdi)
  movdqu %xmm@3, 112(%rdi)
  movdqa %xmm@5, %xmm@3
  movdqa %xmm@7, %xmm@5
  movdqa %xmm@9, %xmm@7
  movdqa %xmm@11, %xmm@9
  movdqa -88(%rsp), %xmm@11
  subq $-128, %rdi
  cmpq %rcx, %rdi
  jne L1
L0:
  andq $112, %rax
  je L2
  movdqa %xmm@4, %xmm@15
  movdqa %xmm@6, %xmm@4
  movdqa %xmm@8, %xmm@6
  movdqa %xmm@10, %xmm@8
  movdqa %xmm@12, %xmm@10
  movabsq $576460752303423480, %rcx
  andq %rcx, %rdx
  shlq $4, %rdx
  addq %rdx, %rsi
  xorl %ecx, %ecx
L3:
  movdqu (%rsi,%rcx), %xmm@12
  pxor %xmm@0, %xmm@12
  aesdec %xmm@1, %xmm@12
  aesdec %xmm@2, %xmm@12
  aesdec %xmm@3, %xmm@12
  aesdec %xmm@15, %xmm@12
  aesdec %xmm@5, %xmm@12
  aesdec %xmm@4, %xmm@12
  aesdec %xmm@7, %xmm@12
  aesdec %xmm@6, %xmm@12
  aesdec %xmm@9, %xmm@12
  aesdec %xmm@8, %xmm@12
  aesdec %xmm@11, %xmm@12
  aesdeclast %xmm@10, %xmm@12
  movdqu %xmm@12, (%rsi,%rcx)
  addq $16, %rcx
  cmpq %rcx, %rax
  jne L3
L2:
  retq
== hw_taes::arch::x86_64::aesni_clmul::crypt#3
  movdqa 240(%rdi), %xmm@0
  movdqa 256(%rdi), %xmm@1
  movdqa 272(%rdi), %xmm@2
  movdqa 288(%rdi), %xmm@3
  movdqa 304(%rdi), %xmm@4
  movdqa 320(%rdi), %xmm@5
  movdqa 336(%rdi), %xmm@6
  movdqa 352(%rdi), %xmm@7
  movdqa 368(%rdi), %xmm@8
  movdqa 384(%rdi), %xmm@9
  movdqa 400(%rdi), %xmm@10
  movq %rdx, %rax
  shlq $4, %rax
  movq %rax, %rcx
  andq $-128, %rcx
  je L0
  addq %rsi, %rcx
  movq %rsi, %rdi
  movdqa %xmm@1, -40(%rsp)
  movdqa %xmm@4, -24(%rsp)
  movdqa %xmm@10, -56(%rsp)
L1:
  movdqu (%rdi), %xmm@4
  movdqu 16(%rdi), %xmm@1
  movdqu 32(%rdi), %xmm@11
  movdqu 48(%rdi), %xmm@12
  movdqu 64(%rdi), %xmm@13
  movdqu 80(%rdi), %xmm@10
  movdqu 96(%rdi), %xmm@14
  pxor %xmm@0, %xmm@4
  aesdec -40(%rsp), %xmm@4
  aesdec %xmm@2, %xmm@4
  aesdec %xmm@3, %xmm@4
  aesdec -24(%rsp), %xmm@4
  aesdec %xmm@5, %xmm@4
  aesdec %xmm@6, %xmm@4
  aesdec %xmm@7, %xmm@4
  aesdec %xmm@8, %xmm@4
  aesdec %xmm@9, %xmm@4
  movdqa %xmm@9, %xmm@15
  movdqa %xmm@8, %xmm@9
  movdqa %xmm@7, %xmm@8
  movdqa %xmm@6, %xmm@7
  movdqa %xmm@5, %xmm@6
  movdqa %xmm@3, %xmm@5
  movdqa %xmm@0, %xmm@3
  movdqu 112(%rdi), %xmm@0
  aesdeclast -56(%rsp), %xmm@4
  movdqu %xmm@4, (%rdi)
  movdqa -24(%rsp), %xmm@4
  pxor %xmm@3, %xmm@1
  pxor %xmm@3, %xmm@11
  aesdec -40(%rsp), %xmm@1
  aesdec -40(%rsp), %xmm@11
  aesdec %xmm@2, %xmm@1
  aesdec %xmm@2, %xmm@11
  aesdec %xmm@5, %xmm@1
  aesdec %xmm@5, %xmm@11
  aesdec %xmm@4, %xmm@1
  aesdec %xmm@4, %xmm@11
  aesdec %xmm@6, %xmm@1
  aesdec %xmm@6, %xmm@11
  aesdec %xmm@7, %xmm@1
  aesdec %xmm@7, %xmm@11
  aesdec %xmm@8, %xmm@1
  aesdec %xmm@8, %xmm@11
  aesdec %xmm@9, %xmm@1
  aesdec %xmm@9, %xmm@11
  aesdec %xmm@15, %xmm@1
  aesdec %xmm@15, %xmm@11
  aesdeclast -56(%rsp), %xmm@1
  movdqu %xmm@1, 16(%rdi)
  movdqa -40(%rsp), %xmm@1
  aesdeclast -56(%rsp), %xmm@11
  movdqu %xmm@11, 32(%rdi)
  pxor %xmm@3, %xmm@12
  pxor %xmm@3, %xmm@13
  aesdec %xmm@1, %xmm@12
  aesdec %xmm@1, %xmm@13
  aesdec %xmm@2, %xmm@12
  aesdec %xmm@2, %xmm@13
  aesdec %xmm@5, %xmm@12
  aesdec %xmm@5, %xmm@13
  aesdec %xmm@4, %xmm@12
  aesdec %xmm@4, %xmm@13
  aesdec %xmm@6, %xmm@12
  aesdec %xmm@6, %xmm@13
  aesdec %xmm@7, %xmm@12
  aesdec %xmm@7, %xmm@13
  aesdec %xmm@8, %xmm@12
  aesdec %xmm@8, %xmm@13
  aesdec %xmm@9, %xmm@12
  aesdec %xmm@9, %xmm@13
  aesdec %xmm@15, %xmm@12
  aesdec %xmm@15, %xmm@13
  aesdeclast -56(%rsp), %xmm@12
  movdqu %xmm@12, 48(%rdi)
  aesdeclast -56(%rsp), %xmm@13
  movdqu %xmm@13, 64(%rdi)
  pxor %xmm@3, %xmm@10
  pxor %xmm@3, %xmm@14
  aesdec %xmm@1, %xmm@10
  aesdec %xmm@1, %xmm@14
  aesdec %xmm@2, %xmm@10
  aesdec %xmm@2, %xmm@14
  aesdec %xmm@5, %xmm@10
  aesdec %xmm@5, %xmm@14
  aesdec %xmm@4, %xmm@10
  aesdec %xmm@4, %xmm@14
  aesdec %xmm@6, %xmm@10
  aesdec %xmm@6, %xmm@14
  aesdec %xmm@7, %xmm@10
  aesdec %xmm@7, %xmm@14
  aesdec %xmm@8, %xmm@10
  aesdec %xmm@8, %xmm@14
  aesdec %xmm@9, %xmm@10
  aesdec %xmm@9, %xmm@14
  aesdec %xmm@15, %xmm@10
  aesdec %xmm@15, %xmm@14
  aesdeclast -56(%rsp), %xmm@10
  movdqu %xmm@10, 80(%rdi)
  movdqa -56(%rsp), %xmm@10
  aesdeclast %xmm@10, %xmm@14
  pxor %xmm@3, %xmm@0
  aesdec %xmm@1, %xmm@0
  aesdec %xmm@2, %xmm@0
  aesdec %xmm@5, %xmm@0
  aesdec %xmm@4, %xmm@0
  aesdec %xmm@6, %xmm@0
  aesdec %xmm@7, %xmm@0
  aesdec %xmm@8, %xmm@0
  aesdec %xmm@9, %xmm@0
  aesdec %xmm@15, %xmm@0
  aesdeclast %xmm@10, %xmm@0
  movdqu %xmm@14, 96(%rdi)
  movdqu %xmm@0, 112(%rdi)
  movdqa %xmm@3, %xmm@0
  movdqa %xmm@5, %xmm@3
  movdqa %xmm@6, %xmm@5
  movdqa %xmm@7, %xmm@6
  movdqa %xmm@8, %xmm@7
  movdqa %xmm@9, %xmm@8
  movdqa %xmm@15, %xmm@9
  subq $-128, %rdi
  cmpq %rcx, %rdi
  jne L1
L0:
  andl $112, %eax
  je L2
  movdqa %xmm@1, %xmm@14
  movdqa %xmm@2, %xmm@15
  movdqa %xmm@4, %xmm@2
  movabsq $576460752303423480, %rcx
  andq %rcx, %rdx
  shlq $4, %rdx
  addq %rdx, %rsi
  leaq -16(%rax), %rdx
  movq %rsi, %rcx
  testb $16, %dl
  jne L3
  movdqu (%rsi), %xmm@1
  pxor %xmm@0, %xmm@1
  aesdec %xmm@14, %xmm@1
  aesdec %xmm@15, %xmm@1
  aesdec %xmm@3, %xmm@1
  aesdec %xmm@2, %xmm@1
  aesdec %xmm@5, %xmm@1
  aesdec %xmm@6, %xmm@1
  aesdec %xmm@7, %xmm@1
  aesdec %xmm@8, %xmm@1
  aesdec %xmm@9, %xmm@1
  leaq 16(%rsi), %rcx
  aesdeclast %xmm@10, %xmm@1
  movdqu %xmm@1, (%rsi)
L3:
  testq %rdx, %rdx
  je L2
  addq %rax, %rsi
L4:
  movdqu (%rcx), %xmm@1
  pxor %xmm@0, %xmm@1
  aesdec %xmm@14, %xmm@1
  aesdec %xmm@15, %xmm@1
  aesdec %xmm@3, %xmm@1
  aesdec %xmm@2, %xmm@1
  aesdec %xmm@5, %xmm@1
  aesdec %xmm@6, %xmm@1
  aesdec %xmm@7, %xmm@1
  aesdec %xmm@8, %xmm@1
  aesdec %xmm@9, %xmm@1
  movdqu 16(%rcx), %xmm@4
  aesdeclast %xmm@10, %xmm@1
  pxor %xmm@0, %xmm@4
  aesdec %xmm@14, %xmm@4
  aesdec %xmm@15, %xmm@4
  aesdec %xmm@3, %xmm@4
  aesdec %xmm@2, %xmm@4
  aesdec %xmm@5, %xmm@4
  aesdec %xmm@6, %xmm@4
  aesdec %xmm@7, %xmm@4
  aesdec %xmm@8, %xmm@4
  aesdec %xmm@9, %xmm@4
  aesdeclast %xmm@10, %xmm@4
  movdqu %xmm@1, (%rcx)
  movdqu %xmm@4, 16(%rcx)
  addq $32, %rcx
  cmpq %rsi, %rcx
  jne L4
L2:
  retq
== hw_taes::arch::x86_64::aesni_clmul::crypt#4
  pushq %r14
  pushq %rbx
  movdqa (%rdi), %xmm@0
  movdqa 16(%rdi), %xmm@1
  movdqa 32(%rdi), %xmm@2
  movdqa 48(%rdi), %xmm@3
  movdqa 64(%rdi), %xmm@4
  movdqa 80(%rdi), %xmm@5
  movdqa 112(%rdi), %xmm@6
  movdqa 128(%rdi), %xmm@7
  movdqa 144(%rdi), %xmm@8
  movdqa 160(%rdi), %xmm@9
  movdqa 176(%rdi), %xmm@10
  movq 104(%rdi), %r10
  movq 96(%rdi), %r11
  bswapq %r11
  bswapq %r10
  movdqa 192(%rdi), %xmm@11
  addq %rsi, %r10
  adcq %rdx, %r11
  movq %r8, %rax
  shlq $4, %rax
  movq %rax, %rdi
  andq $-128, %rdi
  je L0
  addq %rcx, %rdi
  movq %rcx, %r9
  movq %r10, %rdx
  movq %r11, %rsi
  movdqa %xmm@0, -40(%rsp)
  movdqa %xmm@8, -24(%rsp)
  movdqa %xmm@9, -72(%rsp)
  movdqa %xmm@10, -88(%rsp)
  movdqa %xmm@11, -56(%rsp)
L1:
  movdqu (%r9), %xmm@12
  movdqu 16(%r9), %xmm@13
  movdqu 32(%r9), %xmm@11
  movdqu 48(%r9), %xmm@9
  movdqu 64(%r9), %xmm@10
  pxor %xmm@0, %xmm@12
  pxor %xmm@0, %xmm@13
  pxor %xmm@0, %xmm@11
  pxor %xmm@0, %xmm@9
  pxor %xmm@0, %xmm@10
  aesenc %xmm@1, %xmm@12
  aesenc %xmm@1, %xmm@13
  aesenc %xmm@1, %xmm@11
  aesenc %xmm@1, %xmm@9
  aesenc %xmm@1, %xmm@10
  aesenc %xmm@2, %xmm@12
  aesenc %xmm@2, %xmm@13
  aesenc %xmm@2, %xmm@11
  aesenc %xmm@2, %xmm@9
  aesenc %xmm@2, %xmm@10
  aesenc %xmm@3, %xmm@12
  aesenc %xmm@3, %xmm@13
  aesenc %xmm@3, %xmm@11
  aesenc %xmm@3, %xmm@9
  aesenc %xmm@3, %xmm@10
  aesenc %xmm@4, %xmm@12
  aesenc %xmm@4, %xmm@13
  aesenc %xmm@4, %xmm@11
  aesenc %xmm@4, %xmm@9
  aesenc %xmm@4, %xmm@10
  aesenc %xmm@5, %xmm@12
  aesenc %xmm@5, %xmm@13
  aesenc %xmm@5, %xmm@11
  aesenc %xmm@5, %xmm@9
  aesenc %xmm@5, %xmm@10
  movq %r11, %rbx
  bswapq %rbx
  movq %r10, %r14
  bswapq %r14
  movq %r14, %xmm@14
  movq %r10, %r14
  addq $1, %r14
  movq %rbx, %xmm@15
  movq %r11, %rbx
  adcq $0, %rbx
  bswapq %rbx
  bswapq %r14
  movq %rbx, %xmm@0
  movq %r10, %rbx
  addq $2, %rbx
  punpcklqdq %xmm@14, %xmm@15
  movq %r14, %xmm@14
  movq %r11, %r14
  adcq $0, %r14
  bswapq %r14
  bswapq %rbx
  aesenc %xmm@15, %xmm@12
  movq %r14, %xmm@15
  movq %r10, %r14
  addq $3, %r14
  punpcklqdq %xmm@14, %xmm@0
  movq %rbx, %xmm@14
  movq %r11, %rbx
  adcq $0, %rbx
  bswapq %rbx
  bswapq %r14
  aesenc %xmm@0, %xmm@13
  movq %rbx, %xmm@0
  movq %r10, %rbx
  addq $4, %rbx
  punpcklqdq %xmm@14, %xmm@15
  movq %r14, %xmm@14
  movq %r11, %r14
  adcq $0, %r14
  bswapq %r14
  bswapq %rbx
  aesenc %xmm@15, %xmm@11
  movq %r14, %xmm@15
  movq %r10, %r14
  addq $5, %r14
  punpcklqdq %xmm@14, %xmm@0
  movq %rbx, %xmm@14
  movq %r11, %rbx
  adcq $0, %rbx
  bswapq %rbx
  bswapq %r14
  aesenc %xmm@0, %xmm@9
  movdqa %xmm@7, %xmm@8
  movdqa %xmm@6, %xmm@7
  movdqa %xmm@5, %xmm@6
  movdqa %xmm@4, %xmm@5
  movdqa %xmm@3, %xmm@4
  movdqa %xmm@2, %xmm@3
  movdqa %xmm@1, %xmm@2
  movq %rbx, %xmm@1
  movq %r10, %rbx
  addq $6, %rbx
  punpcklqdq %xmm@14, %xmm@15
  movq %r14, %xmm@14
  movq %r11, %r14
  adcq $0, %r14
  bswapq %r14
  aesenc %xmm@15, %xmm@10
  movq %r14, %xmm@15
  punpcklqdq %xmm@14, %xmm@1
  movdqu 80(%r9), %xmm@0
  pxor -40(%rsp), %xmm@0
  aesenc %xmm@2, %xmm@0
  aesenc %xmm@3, %xmm@0
  aesenc %xmm@4, %xmm@0
  aesenc %xmm@5, %xmm@0
  aesenc %xmm@6, %xmm@0
  bswapq %rbx
  aesenc %xmm@1, %xmm@0
  movdqa %xmm@2, %xmm@1
  movdqa %xmm@3, %xmm@2
  movdqa %xmm@4, %xmm@3
  movdqa %xmm@5, %xmm@4
  movdqa %xmm@6, %xmm@5
  movdqa %xmm@7, %xmm@6
  movdqa %xmm@8, %xmm@7
  movdqa -24(%rsp), %xmm@8
  movq %rbx, %xmm@14
  punpcklqdq %xmm@14, %xmm@15
  movdqu 96(%r9), %xmm@14
  pxor -40(%rsp), %xmm@14
  aesenc %xmm@1, %xmm@14
  aesenc %xmm@2, %xmm@14
  aesenc %xmm@3, %xmm@14
  aesenc %xmm@4, %xmm@14
  aesenc %xmm@5, %xmm@14
  aesenc %xmm@15, %xmm@14
  movdqu 112(%r9), %xmm@15
  aesenc %xmm@6, %xmm@12
  aesenc %xmm@6, %xmm@13
  aesenc %xmm@7, %xmm@12
  aesenc %xmm@7, %xmm@13
  aesenc %xmm@8, %xmm@12
  aesenc %xmm@8, %xmm@13
  aesenc -72(%rsp), %xmm@12
  aesenc -72(%rsp), %xmm@13
  aesenc -88(%rsp), %xmm@12
  aesenc -88(%rsp), %xmm@13
  aesenclast -56(%rsp), %xmm@12
  movdqu %xmm@12, (%r9)
  aesenclast -56(%rsp), %xmm@13
  movdqu %xmm@13, 16(%r9)
  aesenc %xmm@6, %xmm@11
  aesenc %xmm@7, %xmm@11
  aesenc %xmm@8, %xmm@11
  aesenc -72(%rsp), %xmm@11
  aesenc -88(%rsp), %xmm@11
  aesenclast -56(%rsp), %xmm@11
  movdqu %xmm@11, 32(%r9)
  movdqa -56(%rsp), %xmm@11
  addq $8, %rdx
  adcq $0, %rsi
  aesenc %xmm@6, %xmm@9
  aesenc %xmm@6, %xmm@10
  aesenc %xmm@6, %xmm@0
  aesenc %xmm@7, %xmm@9
  aesenc %xmm@7, %xmm@10
  aesenc %xmm@7, %xmm@0
  aesenc %xmm@8, %xmm@9
  aesenc %xmm@8, %xmm@10
  aesenc %xmm@8, %xmm@0
  aesenc -72(%rsp), %xmm@9
  aesenc -72(%rsp), %xmm@10
  aesenc -72(%rsp), %xmm@0
  aesenc -88(%rsp), %xmm@9
  aesenc -88(%rsp), %xmm@10
  aesenc -88(%rsp), %xmm@0
  aesenclast %xmm@11, %xmm@9
  aesenclast %xmm@11, %xmm@10
  aesenclast %xmm@11, %xmm@0
  movdqu %xmm@9, 48(%r9)
  movdqa -72(%rsp), %xmm@9
  movdqu %xmm@10, 64(%r9)
  movdqa -88(%rsp), %xmm@10
  movdqu %xmm@0, 80(%r9)
  addq $7, %r10
  adcq $0, %r11
  bswapq %r11
  bswapq %r10
  movq %r11, %xmm@12
  movq %r10, %xmm@0
  punpcklqdq %xmm@0, %xmm@12
  movdqa -40(%rsp), %xmm@0
  pxor %xmm@0, %xmm@15
  aesenc %xmm@1, %xmm@15
  aesenc %xmm@2, %xmm@15
  aesenc %xmm@3, %xmm@15
  aesenc %xmm@4, %xmm@15
  aesenc %xmm@5, %xmm@15
  aesenc %xmm@12, %xmm@15
  aesenc %xmm@6, %xmm@14
  aesenc %xmm@7, %xmm@14
  aesenc %xmm@8, %xmm@14
  aesenc %xmm@9, %xmm@14
  aesenc %xmm@10, %xmm@14
  aesenclast %xmm@11, %xmm@14
  aesenc %xmm@6, %xmm@15
  aesenc %xmm@7, %xmm@15
  aesenc %xmm@8, %xmm@15
  aesenc %xmm@9, %xmm@15
  aesenc %xmm@10, %xmm@15
  movdqu %xmm@14, 96(%r9)
  aesenclast %xmm@11, %xmm@15
  movdqu %xmm@15, 112(%r9)
  subq $-128, %r9
  movq %rdx, %r10
  movq %rsi, %r11
  cmpq %rdi, %r9
  jne L1
  andq $112, %rax
  jne L2
  jmp L3
L0:
  movq %r10, %rdx
  movq %r11, %rsi
  andq $112, %rax
  je L3
L2:
  movabsq $576460752303423480, %rdi
  andq %rdi, %r8
  shlq $4, %r8
  addq %r8, %rcx
  xorl %edi, %edi
L4:
  movdqu (%rcx,%rdi), %xmm@12
  pxor %xmm@0, %xmm@12
  aesenc %xmm@1, %xmm@12
  aesenc %xmm@2, %xmm@12
  aesenc %xmm@3, %xmm@12
  aesenc %xmm@4, %xmm@12
  aesenc %xmm@5, %xmm@12
  movq %rsi, %r8
  bswapq %r8
  movq %rdx, %r9
  bswapq %r9
  addq $1, %rdx
  adcq $0, %rsi
  movq %r9, %xmm@14
  movq %r8, %xmm@15
  punpcklqdq %xmm@14, %xmm@15
  aesenc %xmm@15, %xmm@12
  aesenc %xmm@6, %xmm@12
  aesenc %xmm@7, %xmm@12
  aesenc %xmm@8, %xmm@12
  aesenc %xmm@9, %xmm@12
  aesenc %xmm@10, %xmm@12
  aesenclast %xmm@11, %xmm@12
  movdqu %xmm@12, (%rcx,%rdi)
  addq $16, %rdi
  cmpq %rdi, %rax
  jne L4
L3:
  popq %rbx
  popq %r14
  retq
== hw_taes::arch::x86_64::aesni_clmul::crypt#5
  pushq %r14
  pushq %rbx
  movdqa 240(%rdi), %xmm@0
  movdqa 256(%rdi), %xmm@1
  movdqa 272(%rdi), %xmm@2
  movdqa 288(%rdi), %xmm@3
  movdqa 304(%rdi), %xmm@4
  movdqa 320(%rdi), %xmm@5
  movdqa 352(%rdi), %xmm@6
  movdqa 368(%rdi), %xmm@7
  movdqa 384(%rdi), %xmm@8
  movdqa 400(%rdi), %xmm@9
  movdqa 416(%rdi), %xmm@10
  movq 96(%rdi), %r11
  movq 104(%rdi), %r10
  bswapq %r11
  bswapq %r10
  movdqa 432(%rdi), %xmm@11
  addq %rsi, %r10
  adcq %rdx, %r11
  movq %r8, %rax
  shlq $4, %rax
  movq %rax, %rdi
  andq $-128, %rdi
  je L0
  addq %rcx, %rdi
  movq %rcx, %r9
  movq %r10, %rdx
  movq %r11, %rsi
  movdqa %xmm@0, -24(%rsp)
  movdqa %xmm@6, -56(%rsp)
  movdqa %xmm@10, -72(%rsp)
  movdqa %xmm@11, -40(%rsp)
L1:
  movdqu (%r9), %xmm@12
  movdqu 16(%r9), %xmm@13
  movdqu 32(%r9), %xmm@14
  movdqu 48(%r9), %xmm@11
  movdqa %xmm@9, %xmm@6
  movdqu 64(%r9), %xmm@9
  movdqu 80(%r9), %xmm@10
  pxor %xmm@0, %xmm@12
  pxor %xmm@0, %xmm@13
  pxor %xmm@0, %xmm@14
  pxor %xmm@0, %xmm@11
  pxor %xmm@0, %xmm@9
  pxor %xmm@0, %xmm@10
  aesdec %xmm@1, %xmm@12
  aesdec %xmm@1, %xmm@13
  aesdec %xmm@1, %xmm@14
  aesdec %xmm@1, %xmm@11
  aesdec %xmm@1, %xmm@9
  aesdec %xmm@1, %xmm@10
  aesdec %xmm@2, %xmm@12
  aesdec %xmm@2, %xmm@13
  aesdec %xmm@2, %xmm@14
  aesdec %xmm@2, %xmm@11
  aesdec %xmm@2, %xmm@9
  aesdec %xmm@2, %xmm@10
  aesdec %xmm@3, %xmm@12
  aesdec %xmm@3, %xmm@13
  aesdec %xmm@3, %xmm@14
  aesdec %xmm@3, %xmm@11
  aesdec %xmm@3, %xmm@9
  aesdec %xmm@3, %xmm@10
  aesdec %xmm@4, %xmm@12
  aesdec %xmm@4, %xmm@13
  aesdec %xmm@4, %xmm@14
  aesdec %xmm@4, %xmm@11
  aesdec %xmm@4, %xmm@9
  aesdec %xmm@4, %xmm@10
  aesdec %xmm@5, %xmm@12
  aesdec %xmm@5, %xmm@13
  aesdec %xmm@5, %xmm@14
  aesdec %xmm@5, %xmm@11
  aesdec %xmm@5, %xmm@9
  aesdec %xmm@5, %xmm@10
  movq %r11, %rbx
  bswapq %rbx
  movq %r10, %r14
  bswapq %r14
  movq %r14, %xmm@15
  movq %rbx, %xmm@0
  punpcklqdq %xmm@15, %xmm@0
  movq %r10, %rbx
  addq $1, %rbx
  movq %r11, %r14
  adcq $0, %r14
  aesimc %xmm@0, %xmm@15
  aesdec %xmm@15, %xmm@12
  bswapq %r14
  bswapq %rbx
  movq %r14, %xmm@15
  movq %rbx, %xmm@0
  punpcklqdq %xmm@0, %xmm@15
  movq %r10, %rbx
  addq $2, %rbx
  movq %r11, %r14
  adcq $0, %r14
  aesimc %xmm@15, %xmm@15
  aesdec %xmm@15, %xmm@13
  bswapq %r14
  bswapq %rbx
  movq %r14, %xmm@15
  movq %rbx, %xmm@0
  punpcklqdq %xmm@0, %xmm@15
  movq %r10, %rbx
  addq $3, %rbx
  movq %r11, %r14
  adcq $0, %r14
  aesimc %xmm@15, %xmm@15
  aesdec %xmm@15, %xmm@14
  bswapq %r14
  bswapq %rbx
  movq %r14, %xmm@15
  movq %rbx, %xmm@0
  punpcklqdq %xmm@0, %xmm@15
  movq %r10, %rbx
  addq $4, %rbx
  movq %r11, %r14
  adcq $0, %r14
  aesimc %xmm@15, %xmm@15
  aesdec %xmm@15, %xmm@11
  bswapq %r14
  bswapq %rbx
  movq %r14, %xmm@15
  movq %rbx, %xmm@0
  punpcklqdq %xmm@0, %xmm@15
  movq %r10, %rbx
  addq $5, %rbx
  movq %r11, %r14
  adcq $0, %r14
  aesimc %xmm@15, %xmm@15
  aesdec %xmm@15, %xmm@9
  bswapq %r14
  bswapq %rbx
  movq %r14, %xmm@15
  movq %rbx, %xmm@0
  punpcklqdq %xmm@0, %xmm@15
  movq %r10, %rbx
  addq $6, %rbx
  movq %r11, %r14
  adcq $0, %r14
  aesimc %xmm@15, %xmm@15
  aesdec %xmm@15, %xmm@10
  bswapq %r14
  bswapq %rbx
  movq %r14, %xmm@0
  movq %rbx, %xmm@15
  punpcklqdq %xmm@15, %xmm@0
  movdqu 96(%r9), %xmm@15
  pxor -24(%rsp), %xmm@15
  aesdec %xmm@1, %xmm@15
  aesdec %xmm@2, %xmm@15
  aesdec %xmm@3, %xmm@15
  aesdec %xmm@4, %xmm@15
  aesdec %xmm@5, %xmm@15
  aesimc %xmm@0, %xmm@0
  aesdec %xmm@0, %xmm@15
  movdqu 112(%r9), %xmm@0
  aesdec -56(%rsp), %xmm@12
  aesdec -56(%rsp), %xmm@13
  aesdec %xmm@7, %xmm@12
  aesdec %xmm@7, %xmm@13
  aesdec %xmm@8, %xmm@12
  aesdec %xmm@8, %xmm@13
  aesdec %xmm@6, %xmm@12
  aesdec %xmm@6, %xmm@13
  aesdec -72(%rsp), %xmm@12
  aesdec -72(%rsp), %xmm@13
  aesdeclast -40(%rsp), %xmm@12
  aesdeclast -40(%rsp), %xmm@13
  movdqu %xmm@12, (%r9)
  movdqu %xmm@13, 16(%r9)
  aesdec -56(%rsp), %xmm@14
  aesdec %xmm@7, %xmm@14
  aesdec %xmm@8, %xmm@14
  aesdec %xmm@6, %xmm@14
  aesdec -72(%rsp), %xmm@14
  aesdeclast -40(%rsp), %xmm@14
  movdqu %xmm@14, 32(%r9)
  addq $8, %rdx
  adcq $0, %rsi
  aesdec -56(%rsp), %xmm@11
  aesdec -56(%rsp), %xmm@9
  aesdec -56(%rsp), %xmm@10
  aesdec %xmm@7, %xmm@11
  aesdec %xmm@7, %xmm@9
  aesdec %xmm@7, %xmm@10
  aesdec %xmm@8, %xmm@11
  aesdec %xmm@8, %xmm@9
  aesdec %xmm@8, %xmm@10
  aesdec %xmm@6, %xmm@11
  aesdec %xmm@6, %xmm@9
  aesdec %xmm@6, %xmm@10
  aesdec -72(%rsp), %xmm@11
  aesdec -72(%rsp), %xmm@9
  aesdec -72(%rsp), %xmm@10
  aesdeclast -40(%rsp), %xmm@11
  aesdeclast -40(%rsp), %xmm@9
  movdqu %xmm@11, 48(%r9)
  movdqa -40(%rsp), %xmm@11
  aesdeclast %xmm@11, %xmm@10
  movdqu %xmm@9, 64(%r9)
  movdqa %xmm@6, %xmm@9
  movdqa -56(%rsp), %xmm@6
  movdqu %xmm@10, 80(%r9)
  movdqa -72(%rsp), %xmm@10
  addq $7, %r10
  adcq $0, %r11
  bswapq %r11
  bswapq %r10
  movq %r11, %xmm@12
  movq %r10, %xmm@13
  punpcklqdq %xmm@13, %xmm@12
  pxor -24(%rsp), %xmm@0
  aesdec %xmm@1, %xmm@0
  aesdec %xmm@2, %xmm@0
  aesdec %xmm@3, %xmm@0
  aesdec %xmm@4, %xmm@0
  aesdec %xmm@5, %xmm@0
  aesimc %xmm@12, %xmm@12
  aesdec %xmm@12, %xmm@0
  aesdec %xmm@6, %xmm@15
  aesdec %xmm@7, %xmm@15
  aesdec %xmm@8, %xmm@15
  aesdec %xmm@9, %xmm@15
  aesdec %xmm@10, %xmm@15
  aesdeclast %xmm@11, %xmm@15
  aesdec %xmm@6, %xmm@0
  aesdec %xmm@7, %xmm@0
  aesdec %xmm@8, %xmm@0
  aesdec %xmm@9, %xmm@0
  aesdec %xmm@10, %xmm@0
  movdqu %xmm@15, 96(%r9)
  aesdeclast %xmm@11, %xmm@0
  movdqu %xmm@0, 112(%r9)
  movdqa -24(%rsp), %xmm@0
  subq $-128, %r9
  movq %rdx, %r10
  movq %rsi, %r11
  cmpq %rdi, %r9
  jne L1
  andq $112, %rax
  jne L2
  jmp L3
L0:
  movq %r10, %rdx
  movq %r11, %rsi
  andq $112, %rax
  je L3
L2:
  movabsq $576460752303423480, %rdi
  andq %rdi, %r8
  shlq $4, %r8
  addq %r8, %rcx
  xorl %edi, %edi
L4:
  movdqu (%rcx,%rdi), %xmm@12
  pxor %xmm@0, %xmm@12
  aesdec %xmm@1, %xmm@12
  aesdec %xmm@2, %xmm@12
  aesdec %xmm@3, %xmm@12
  aesdec %xmm@4, %xmm@12
  aesdec %xmm@5, %xmm@12
  movq %rsi, %r8
  bswapq %r8
  movq %rdx, %r9
  bswapq %r9
  movq %r9, %xmm@13
  movq %r8, %xmm@15
  punpcklqdq %xmm@13, %xmm@15
  addq $1, %rdx
  adcq $0, %rsi
  aesimc %xmm@15, %xmm@13
  aesdec %xmm@13, %xmm@12
  aesdec %xmm@6, %xmm@12
  aesdec %xmm@7, %xmm@12
  aesdec %xmm@8, %xmm@12
  aesdec %xmm@9, %xmm@12
  aesdec %xmm@10, %xmm@12
  aesdeclast %xmm@11, %xmm@12
  movdqu %xmm@12, (%rcx,%rdi)
  addq $16, %rdi
  cmpq %rdi, %rax
  jne L4
L3:
  popq %rbx
  popq %r14
  retq
== hw_taes::arch::x86_64::aesni_clmul::crypt#6
  pushq %r14
  pushq %rbx
  movdqa 240(%rdi), %xmm@0
  movdqa 256(%rdi), %xmm@1
  movdqa 272(%rdi), %xmm@2
  movdqa 288(%rdi), %xmm@3
  movdqa 304(%rdi), %xmm@4
  movdqa 336(%rdi), %xmm@5
  movdqa 352(%rdi), %xmm@6
  movdqa 368(%rdi), %xmm@7
  movdqa 384(%rdi), %xmm@8
  movq 80(%rdi), %r11
  movq 88(%rdi), %r10
  bswapq %r11
  bswapq %r10
  movdqa 400(%rdi), %xmm@9
  addq %rsi, %r10
  adcq %rdx, %r11
  movq %r8, %rax
  shlq $4, %rax
  movq %rax, %rdi
  andq $-128, %rdi
  je L0
  addq %rcx, %rdi
  movq %rcx, %r9
  movq %r10, %rdx
  movq %r11, %rsi
  movdqa %xmm@5, -24(%rsp)
  movdqa %xmm@6, -40(%rsp)
L1:
  movdqu (%r9), %xmm@10
  movdqu 16(%r9), %xmm@11
  movdqu 32(%r9), %xmm@12
  movdqu 48(%r9), %xmm@13
  movdqa %xmm@8, %xmm@6
  movdqu 64(%r9), %xmm@8
  movdqa %xmm@9, %xmm@5
  movdqu 80(%r9), %xmm@9
  pxor %xmm@0, %xmm@10
  pxor %xmm@0, %xmm@11
  pxor %xmm@0, %xmm@12
  pxor %xmm@0, %xmm@13
  pxor %xmm@0, %xmm@8
  pxor %xmm@0, %xmm@9
  aesdec %xmm@1, %xmm@10
  aesdec %xmm@1, %xmm@11
  aesdec %xmm@1, %xmm@12
  aesdec %xmm@1, %xmm@13
  aesdec %xmm@1, %xmm@8
  aesdec %xmm@1, %xmm@9
  aesdec %xmm@2, %xmm@10
  aesdec %xmm@2, %xmm@11
  aesdec %xmm@2, %xmm@12
  aesdec %xmm@2, %xmm@13
  aesdec %xmm@2, %xmm@8
  aesdec %xmm@2, %xmm@9
  aesdec %xmm@3, %xmm@10
  aesdec %xmm@3, %xmm@11
  aesdec %xmm@3, %xmm@12
  aesdec %xmm@3, %xmm@13
  aesdec %xmm@3, %xmm@8
  aesdec %xmm@3, %xmm@9
  aesdec %xmm@4, %xmm@10
  aesdec %xmm@4, %xmm@11
  aesdec %xmm@4, %xmm@12
  aesdec %xmm@4, %xmm@13
  aesdec %xmm@4, %xmm@8
  aesdec %xmm@4, %xmm@9
  movq %r11, %rbx
  bswapq %rbx
  movq %r10, %r14
  bswapq %r14
  movq %r14, %xmm@14
  movq %rbx, %xmm@15
  punpcklqdq %xmm@14, %xmm@15
  movq %r10, %rbx
  addq $1, %rbx
  movq %r11, %r14
  adcq $0, %r14
  aesimc %xmm@15, %xmm@14
  aesdec %xmm@14, %xmm@10
  bswapq %r14
  bswapq %rbx
  movq %r14, %xmm@14
  movq %rbx, %xmm@15
  punpcklqdq %xmm@15, %xmm@14
  movq %r10, %rbx
  addq $2, %rbx
  movq %r11, %r14
  adcq $0, %r14
  aesimc %xmm@14, %xmm@14
  aesdec %xmm@14, %xmm@11
  bswapq %r14
  bswapq %rbx
  movq %r14, %xmm@14
  movq %rbx, %xmm@15
  punpcklqdq %xmm@15, %xmm@14
  movq %r10, %rbx
  addq $3, %rbx
  movq %r11, %r14
  adcq $0, %r14
  aesimc %xmm@14, %xmm@14
  aesdec %xmm@14, %xmm@12
  bswapq %r14
  bswapq %rbx
  movq %r14, %xmm@14
  movq %rbx, %xmm@15
  punpcklqdq %xmm@15, %xmm@14
  movq %r10, %rbx
  addq $4, %rbx
  movq %r11, %r14
  adcq $0, %r14
  aesimc %xmm@14, %xmm@14
  aesdec %xmm@14, %xmm@13
  bswapq %r14
  bswapq %rbx
  movq %r14, %xmm@14
  movq %rbx, %xmm@15
  punpcklqdq %xmm@15, %xmm@14
  movq %r10, %rbx
  addq $5, %rbx
  movq %r11, %r14
  adcq $0, %r14
  aesimc %xmm@14, %xmm@14
  aesdec %xmm@14, %xmm@8
  bswapq %r14
  bswapq %rbx
  movq %r14, %xmm@14
  movq %rbx, %xmm@15
  punpcklqdq %xmm@15, %xmm@14
  movq %r10, %rbx
  addq $6, %rbx
  movq %r11, %r14
  adcq $0, %r14
  aesimc %xmm@14, %xmm@14
  aesdec %xmm@14, %xmm@9
  bswapq %r14
  bswapq %rbx
  movq %r14, %xmm@15
  movq %rbx, %xmm@14
  punpcklqdq %xmm@14, %xmm@15
  movdqu 96(%r9), %xmm@14
  pxor %xmm@0, %xmm@14
  aesdec %xmm@1, %xmm@14
  aesdec %xmm@2, %xmm@14
  aesdec %xmm@3, %xmm@14
  aesdec %xmm@4, %xmm@14
  aesimc %xmm@15, %xmm@15
  aesdec %xmm@15, %xmm@14
  movdqu 112(%r9), %xmm@15
  aesdec -24(%rsp), %xmm@10
  aesdec -24(%rsp), %xmm@11
  aesdec -40(%rsp), %xmm@10
  aesdec -40(%rsp), %xmm@11
  aesdec %xmm@7, %xmm@10
  aesdec %xmm@7, %xmm@11
  aesdec %xmm@6, %xmm@10
  aesdec %xmm@6, %xmm@11
  aesdeclast %xmm@5, %xmm@10
  movdqu %xmm@10, (%r9)
  aesdeclast %xmm@5, %xmm@11
  movdqu %xmm@11, 16(%r9)
  aesdec -24(%rsp), %xmm@12
  aesdec -40(%rsp), %xmm@12
  aesdec %xmm@7, %xmm@12
  aesdec %xmm@6, %xmm@12
  aesdeclast %xmm@5, %xmm@12
  movdqu %xmm@12, 32(%r9)
  addq $8, %rdx
  adcq $0, %rsi
  aesdec -24(%rsp), %xmm@13
  aesdec -24(%rsp), %xmm@8
  aesdec -24(%rsp), %xmm@9
  aesdec -40(%rsp), %xmm@13
  aesdec -40(%rsp), %xmm@8
  aesdec -40(%rsp), %xmm@9
  aesdec %xmm@7, %xmm@13
  aesdec %xmm@7, %xmm@8
  aesdec %xmm@7, %xmm@9
  aesdec %xmm@6, %xmm@13
  aesdec %xmm@6, %xmm@8
  aesdec %xmm@6, %xmm@9
  aesdeclast %xmm@5, %xmm@13
  aesdeclast %xmm@5, %xmm@8
  aesdeclast %xmm@5, %xmm@9
  movdqu %xmm@13, 48(%r9)
  movdqu %xmm@8, 64(%r9)
  movdqu %xmm@9, 80(%r9)
  movdqa %xmm@5, %xmm@9
  addq $7, %r10
  adcq $0, %r11
  bswapq %r11
  bswapq %r10
  movq %r11, %xmm@13
  movq %r10, %xmm@8
  punpcklqdq %xmm@8, %xmm@13
  movdqa %xmm@6, %xmm@8
  movdqa -40(%rsp), %xmm@6
  movdqa -24(%rsp), %xmm@5
  pxor %xmm@0, %xmm@15
  aesdec %xmm@1, %xmm@15
  aesdec %xmm@2, %xmm@15
  aesdec %xmm@3, %xmm@15
  aesdec %xmm@4, %xmm@15
  aesimc %xmm@13, %xmm@13
  aesdec %xmm@13, %xmm@15
  aesdec %xmm@5, %xmm@14
  aesdec %xmm@6, %xmm@14
  aesdec %xmm@7, %xmm@14
  aesdec %xmm@8, %xmm@14
  aesdeclast %xmm@9, %xmm@14
  aesdec %xmm@5, %xmm@15
  aesdec %xmm@6, %xmm@15
  aesdec %xmm@7, %xmm@15
  aesdec %xmm@8, %xmm@15
  movdqu %xmm@14, 96(%r9)
  aesdeclast %xmm@9, %xmm@15
  movdqu %xmm@15, 112(%r9)
  subq $-128, %r9
  movq %rdx, %r10
  movq %rsi, %r11
  cmpq %rdi, %r9
  jne L1
  andq $112, %rax
  jne L2
  jmp L3
L0:
  movq %r10, %rdx
  movq %r11, %rsi
  andq $112, %rax
  je L3
L2:
  movabsq $576460752303423480, %rdi
  andq %rdi, %r8
  shlq $4, %r8
  addq %r8, %rcx
  xorl %edi, %edi
L4:
  movdqu (%rcx,%rdi), %xmm@14
  pxor %xmm@0, %xmm@14
  aesdec %xmm@1, %xmm@14
  aesdec %xmm@2, %xmm@14
  aesdec %xmm@3, %xmm@14
  aesdec %xmm@4, %xmm@14
  movq %rsi, %r8
  bswapq %r8
  movq %rdx, %r9
  bswapq %r9
  movq %r9, %xmm@15
  movq %r8, %xmm@13
  punpcklqdq %xmm@15, %xmm@13
  addq $1, %rdx
  adcq $0, %rsi
  aesimc %xmm@13, %xmm@15
  aesdec %xmm@15, %xmm@14
  aesdec %xmm@5, %xmm@14
  aesdec %xmm@6, %xmm@14
  aesdec %xmm@7, %xmm@14
  aesdec %xmm@8, %xmm@14
  aesdeclast %xmm@9, %xmm@14
  movdqu %xmm@14, (%rcx,%rdi)
  addq $16, %rdi
  cmpq %rdi, %rax
  jne L4
L3:
  popq %rbx
  popq %r14
  retq
== hw_taes::arch::x86_64::aesni_clmul::crypt#7
  pushq %r14
  pushq %rbx
  subq $88, %rsp
  movaps 240(%rdi), %xmm@0
  movaps %xmm@0, -96(%rsp)
  movaps 256(%rdi), %xmm@0
  movaps %xmm@0, -112(%rsp)
  movdqa 272(%rdi), %xmm@1
  movaps 288(%rdi), %xmm@0
  movaps %xmm@0, -128(%rsp)
  movaps 304(%rdi), %xmm@0
  movaps %xmm@0, 64(%rsp)
  movaps 320(%rdi), %xmm@0
  movaps %xmm@0, 48(%rsp)
  movdqa 336(%rdi), %xmm@2
  movdqa 368(%rdi), %xmm@3
  movdqa 384(%rdi), %xmm@0
  movdqa 400(%rdi), %xmm@4
  movdqa 416(%rdi), %xmm@5
  movdqa 432(%rdi), %xmm@6
  movdqa 448(%rdi), %xmm@7
  movq 112(%rdi), %r11
  movq 120(%rdi), %r10
  bswapq %r11
  bswapq %r10
  movdqa 464(%rdi), %xmm@8
  addq %rsi, %r10
  adcq %rdx, %r11
  movq %r8, %rax
  shlq $4, %rax
  movq %rax, %rdi
  andq $-128, %rdi
  movdqa %xmm@3, 32(%rsp)
  movdqa %xmm@5, 16(%rsp)
  movdqa %xmm@0, (%rsp)
  movdqa %xmm@6, -16(%rsp)
  movdqa %xmm@4, -32(%rsp)
  je L0
  addq %rcx, %rdi
  movq %rcx, %r9
  movq %r10, %rdx
  movq %r11, %rsi
  movdqa %xmm@8, -48(%rsp)
  movdqa %xmm@7, -64(%rsp)
  movdqa %xmm@1, -80(%rsp)
  movdqa 64(%rsp), %xmm@9
  movdqa 48(%rsp), %xmm@10
  movdqa 32(%rsp), %xmm@11
  movdqa (%rsp), %xmm@12
  movdqa -32(%rsp), %xmm@13
  movdqa 16(%rsp), %xmm@14
  movdqa -16(%rsp), %xmm@6
L1:
  movdqu (%r9), %xmm@1
  movdqa %xmm@2, %xmm@15
  movdqu 16(%r9), %xmm@2
  movdqu 32(%r9), %xmm@4
  movdqu 48(%r9), %xmm@7
  movdqu 64(%r9), %xmm@8
  movdqu 80(%r9), %xmm@0
  pxor -96(%rsp), %xmm@1
  pxor -96(%rsp), %xmm@2
  pxor -96(%rsp), %xmm@4
  pxor -96(%rsp), %xmm@7
  pxor -96(%rsp), %xmm@8
  pxor -96(%rsp), %xmm@0
  aesdec -112(%rsp), %xmm@1
  aesdec -112(%rsp), %xmm@2
  aesdec -112(%rsp), %xmm@4
  aesdec -112(%rsp), %xmm@7
  aesdec -112(%rsp), %xmm@8
  aesdec -112(%rsp), %xmm@0
  aesdec -80(%rsp), %xmm@1
  aesdec -80(%rsp), %xmm@2
  aesdec -80(%rsp), %xmm@4
  aesdec -80(%rsp), %xmm@7
  aesdec -80(%rsp), %xmm@8
  aesdec -80(%rsp), %xmm@0
  aesdec -128(%rsp), %xmm@1
  aesdec -128(%rsp), %xmm@2
  aesdec -128(%rsp), %xmm@4
  aesdec -128(%rsp), %xmm@7
  aesdec -128(%rsp), %xmm@8
  aesdec -128(%rsp), %xmm@0
  aesdec %xmm@9, %xmm@1
  aesdec %xmm@9, %xmm@2
  aesdec %xmm@9, %xmm@4
  aesdec %xmm@9, %xmm@7
  aesdec %xmm@9, %xmm@8
  aesdec %xmm@9, %xmm@0
  aesdec %xmm@10, %xmm@1
  aesdec %xmm@10, %xmm@2
  aesdec %xmm@10, %xmm@4
  aesdec %xmm@10, %xmm@7
  aesdec %xmm@10, %xmm@8
  aesdec %xmm@10, %xmm@0
  aesdec %xmm@15, %xmm@1
  aesdec %xmm@15, %xmm@2
  aesdec %xmm@15, %xmm@4
  aesdec %xmm@15, %xmm@7
  aesdec %xmm@15, %xmm@8
  aesdec %xmm@15, %xmm@0
  movq %r11, %rbx
  bswapq %rbx
  movq %r10, %r14
  bswapq %r14
  movq %r14, %xmm@3
  movq %rbx, %xmm@5
  punpcklqdq %xmm@3, %xmm@5
  movq %r10, %rbx
  addq $1, %rbx
  movq %r11, %r14
  adcq $0, %r14
  aesimc %xmm@5, %xmm@3
  aesdec %xmm@3, %xmm@1
  bswapq %r14
  bswapq %rbx
  movq %r14, %xmm@3
  movq %rbx, %xmm@5
  punpcklqdq %xmm@5, %xmm@3
  movq %r10, %rbx
  addq $2, %rbx
  movq %r11, %r14
  adcq $0, %r14
  aesimc %xmm@3, %xmm@3
  aesdec %xmm@3, %xmm@2
  bswapq %r14
  bswapq %rbx
  movq %r14, %xmm@3
  movq %rbx, %xmm@5
  punpcklqdq %xmm@5, %xmm@3
  movq %r10, %rbx
  addq $3, %rbx
  movq %r11, %r14
  adcq $0, %r14
  aesimc %xmm@3, %xmm@3
  aesdec %xmm@3, %xmm@4
  bswapq %r14
  bswapq %rbx
  movq %r14, %xmm@3
  movq %rbx, %xmm@5
  punpcklqdq %xmm@5, %xmm@3
  movq %r10, %rbx
  addq $4, %rbx
  movq %r11, %r14
  adcq $0, %r14
  aesimc %xmm@3, %xmm@3
  aesdec %xmm@3, %xmm@7
  bswapq %r14
  bswapq %rbx
  movq %r14, %xmm@3
  movq %rbx, %xmm@5
  punpcklqdq %xmm@5, %xmm@3
  movq %r10, %rbx
  addq $5, %rbx
  movq %r11, %r14
  adcq $0, %r14
  aesimc %xmm@3, %xmm@3
  aesdec %xmm@3, %xmm@8
  bswapq %r14
  bswapq %rbx
  movq %r14, %xmm@3
  movq %rbx, %xmm@5
  punpcklqdq %xmm@5, %xmm@3
  movq %r10, %rbx
  addq $6, %rbx
  movq %r11, %r14
  adcq $0, %r14
  aesimc %xmm@3, %xmm@3
  aesdec %xmm@3, %xmm@0
  bswapq %r14
  bswapq %rbx
  movq %r14, %xmm@5
  movq %rbx, %xmm@3
  punpcklqdq %xmm@3, %xmm@5
  movdqu 96(%r9), %xmm@3
  pxor -96(%rsp), %xmm@3
  aesdec -112(%rsp), %xmm@3
  aesdec -80(%rsp), %xmm@3
  aesdec -128(%rsp), %xmm@3
  aesdec %xmm@9, %xmm@3
  aesdec %xmm@10, %xmm@3
  aesdec %xmm@15, %xmm@3
  aesimc %xmm@5, %xmm@5
  aesdec %xmm@5, %xmm@3
  movdqu 112(%r9), %xmm@5
  aesdec %xmm@11, %xmm@1
  aesdec %xmm@11, %xmm@2
  aesdec %xmm@12, %xmm@1
  aesdec %xmm@12, %xmm@2
  aesdec %xmm@13, %xmm@1
  aesdec %xmm@13, %xmm@2
  aesdec %xmm@14, %xmm@1
  aesdec %xmm@14, %xmm@2
  aesdec %xmm@6, %xmm@1
  aesdec %xmm@6, %xmm@2
  aesdec -64(%rsp), %xmm@1
  aesdec -64(%rsp), %xmm@2
  aesdeclast -48(%rsp), %xmm@1
  movdqu %xmm@1, (%r9)
  aesdeclast -48(%rsp), %xmm@2
  movdqu %xmm@2, 16(%r9)
  movdqa -80(%rsp), %xmm@2
  aesdec %xmm@11, %xmm@4
  aesdec %xmm@12, %xmm@4
  aesdec %xmm@13, %xmm@4
  aesdec %xmm@14, %xmm@4
  aesdec %xmm@6, %xmm@4
  aesdec -64(%rsp), %xmm@4
  aesdeclast -48(%rsp), %xmm@4
  movdqu %xmm@4, 32(%r9)
  addq $8, %rdx
  adcq $0, %rsi
  aesdec %xmm@11, %xmm@7
  aesdec %xmm@11, %xmm@8
  aesdec %xmm@11, %xmm@0
  aesdec %xmm@12, %xmm@7
  aesdec %xmm@12, %xmm@8
  aesdec %xmm@12, %xmm@0
  aesdec %xmm@13, %xmm@7
  aesdec %xmm@13, %xmm@8
  aesdec %xmm@13, %xmm@0
  aesdec %xmm@14, %xmm@7
  aesdec %xmm@14, %xmm@8
  aesdec %xmm@14, %xmm@0
  aesdec %xmm@6, %xmm@7
  aesdec %xmm@6, %xmm@8
  aesdec %xmm@6, %xmm@0
  aesdec -64(%rsp), %xmm@7
  aesdec -64(%rsp), %xmm@8
  aesdec -64(%rsp), %xmm@0
  aesdeclast -48(%rsp), %xmm@7
  aesdeclast -48(%rsp), %xmm@8
  aesdeclast -48(%rsp), %xmm@0
  movdqu %xmm@7, 48(%r9)
  movdqa -64(%rsp), %xmm@7
  movdqu %xmm@8, 64(%r9)
  movdqa -48(%rsp), %xmm@8
  movdqu %xmm@0, 80(%r9)
  addq $7, %r10
  adcq $0, %r11
  bswapq %r11
  bswapq %r10
  movq %r11, %xmm@0
  movq %r10, %xmm@4
  punpcklqdq %xmm@4, %xmm@0
  pxor -96(%rsp), %xmm@5
  aesdec -112(%rsp), %xmm@5
  movdqa %xmm@2, %xmm@1
  aesdec %xmm@2, %xmm@5
  aesdec -128(%rsp), %xmm@5
  aesdec %xmm@9, %xmm@5
  aesdec %xmm@10, %xmm@5
  movdqa %xmm@15, %xmm@2
  aesdec %xmm@15, %xmm@5
  aesimc %xmm@0, %xmm@0
  aesdec %xmm@0, %xmm@5
  aesdec %xmm@11, %xmm@3
  aesdec %xmm@12, %xmm@3
  aesdec %xmm@13, %xmm@3
  aesdec %xmm@14, %xmm@3
  aesdec %xmm@6, %xmm@3
  aesdec %xmm@7, %xmm@3
  aesdeclast %xmm@8, %xmm@3
  aesdec %xmm@11, %xmm@5
  aesdec %xmm@12, %xmm@5
  aesdec %xmm@13, %xmm@5
  aesdec %xmm@14, %xmm@5
  aesdec %xmm@6, %xmm@5
  aesdec %xmm@7, %xmm@5
  movdqu %xmm@3, 96(%r9)
  aesdeclast %xmm@8, %xmm@5
  movdqu %xmm@5, 112(%r9)
  subq $-128, %r9
  movq %rdx, %r10
  movq %rsi, %r11
  cmpq %rdi, %r9
  jne L1
  jmp L2
L0:
  movq %r10, %rdx
  movq %r11, %rsi
L2:
  andq $112, %rax
  movdqa 32(%rsp), %xmm@14
  movdqa (%rsp), %xmm@13
  movdqa -32(%rsp), %xmm@3
  movdqa 16(%rsp), %xmm@6
  movdqa -16(%rsp), %xmm@5
  je L3
  movabsq $576460752303423480, %rdi
  andq %rdi, %r8
  shlq $4, %r8
  addq %r8, %rcx
  xorl %edi, %edi
L4:
  movq %rsi, %r8
  bswapq %r8
  movq %rdx, %r9
  bswapq %r9
  movq %r9, %xmm@0
  movq %r8, %xmm@4
  punpcklqdq %xmm@0, %xmm@4
  movdqu (%rcx,%rdi), %xmm@0
  pxor -96(%rsp), %xmm@0
  aesdec -112(%rsp), %xmm@0
  aesdec %xmm@1, %xmm@0
  aesdec -128(%rsp), %xmm@0
  aesdec 64(%rsp), %xmm@0
  aesdec 48(%rsp), %xmm@0
  aesdec %xmm@2, %xmm@0
  aesimc %xmm@4, %xmm@4
  aesdec %xmm@4, %xmm@0
  aesdec %xmm@14, %xmm@0
  aesdec %xmm@13, %xmm@0
  aesdec %xmm@3, %xmm@0
  aesdec %xmm@6, %xmm@0
  aesdec %xmm@5, %xmm@0
  aesdec %xmm@7, %xmm@0
  aesdeclast %xmm@8, %xmm@0
  movdqu %xmm@0, (%rcx,%rdi)
  addq $1, %rdx
  adcq $0, %rsi
  addq $16, %rdi
  cmpq %rdi, %rax
  jne L4
L3:
  addq $88, %rsp
  popq %rbx
  popq %r14
  retq
== hw_taes::arch::x86_64::aesni_clmul::crypt#8
  pushq %r15
  pushq %r14
  pushq %rbx
  movdqa (%rdi), %xmm@0
  movdqa 16(%rdi), %xmm@1
  movaps 32(%rdi), %xmm@2
  movaps %xmm@2, -112(%rsp)
  movdqa 48(%rdi), %xmm@3
  movaps 64(%rdi), %xmm@2
  movaps %xmm@2, -96(%rsp)
  movdqa 96(%rdi), %xmm@4
  movdqa 112(%rdi), %xmm@5
  movdqa 128(%rdi), %xmm@6
  movdqa 144(%rdi), %xmm@2
  movq 88(%rdi), %r10
  movq 80(%rdi), %r11
  bswapq %r11
  bswapq %r10
  movdqa 160(%rdi), %xmm@7
  addq %rsi, %r10
  adcq %rdx, %r11
  movq %r8, %rax
  shlq $4, %rax
  movq %rax, %rdi
  andq $-128, %rdi
  movdqa %xmm@2, -64(%rsp)
  movdqa %xmm@7, -80(%rsp)
  je L0
  addq %rcx, %rdi
  movq %rcx, %r9
  movq %r10, %rdx
  movq %r11, %rsi
  movdqa %xmm@3, -48(%rsp)
  movdqa %xmm@0, -128(%rsp)
  movdqa %xmm@6, -16(%rsp)
  movdqa %xmm@5, -32(%rsp)
L1:
  movdqu (%r9), %xmm@8
  movdqu 16(%r9), %xmm@9
  movdqu 32(%r9), %xmm@10
  movdqu 48(%r9), %xmm@11
  pxor %xmm@0, %xmm@8
  pxor %xmm@0, %xmm@9
  pxor %xmm@0, %xmm@10
  pxor %xmm@0, %xmm@11
  aesenc %xmm@1, %xmm@8
  aesenc %xmm@1, %xmm@9
  aesenc %xmm@1, %xmm@10
  aesenc %xmm@1, %xmm@11
  movdqa -112(%rsp), %xmm@12
  aesenc %xmm@12, %xmm@8
  aesenc %xmm@12, %xmm@9
  aesenc %xmm@12, %xmm@10
  aesenc %xmm@12, %xmm@11
  aesenc %xmm@3, %xmm@8
  aesenc %xmm@3, %xmm@9
  aesenc %xmm@3, %xmm@10
  aesenc %xmm@3, %xmm@11
  movdqa -96(%rsp), %xmm@6
  aesenc %xmm@6, %xmm@8
  aesenc %xmm@6, %xmm@9
  aesenc %xmm@6, %xmm@10
  aesenc %xmm@6, %xmm@11
  movq %r11, %r14
  bswapq %r14
  movq %r10, %r15
  bswapq %r15
  movq %r10, %rbx
  addq $1, %rbx
  movq %r15, %xmm@7
  movq %r11, %r15
  adcq $0, %r15
  bswapq %r15
  movq %r14, %xmm@13
  bswapq %rbx
  movq %r15, %xmm@14
  movq %r10, %r14
  addq $2, %r14
  movq %rbx, %xmm@3
  movq %r11, %rbx
  adcq $0, %rbx
  bswapq %rbx
  bswapq %r14
  movq %rbx, %xmm@2
  movq %r10, %rbx
  addq $3, %rbx
  punpcklqdq %xmm@7, %xmm@13
  movq %r14, %xmm@15
  movq %r11, %r14
  adcq $0, %r14
  bswapq %r14
  bswapq %rbx
  aesenc %xmm@13, %xmm@8
  movq %r14, %xmm@7
  movq %r10, %r14
  addq $4, %r14
  punpcklqdq %xmm@3, %xmm@14
  movq %rbx, %xmm@3
  movq %r11, %rbx
  adcq $0, %rbx
  bswapq %rbx
  bswapq %r14
  aesenc %xmm@14, %xmm@9
  movq %rbx, %xmm@14
  movq %r10, %rbx
  addq $5, %rbx
  punpcklqdq %xmm@15, %xmm@2
  movq %r14, %xmm@15
  movq %r11, %r14
  adcq $0, %r14
  bswapq %r14
  bswapq %rbx
  aesenc %xmm@2, %xmm@10
  movq %r14, %xmm@13
  movq %r10, %r14
  addq $6, %r14
  punpcklqdq %xmm@3, %xmm@7
  movq %rbx, %xmm@3
  movq %r11, %rbx
  adcq $0, %rbx
  bswapq %rbx
  aesenc %xmm@7, %xmm@11
  movdqa %xmm@4, %xmm@0
  movq %rbx, %xmm@4
  punpcklqdq %xmm@15, %xmm@14
  movdqu 64(%r9), %xmm@2
  pxor -128(%rsp), %xmm@2
  aesenc %xmm@1, %xmm@2
  aesenc %xmm@12, %xmm@2
  aesenc -48(%rsp), %xmm@2
  aesenc %xmm@6, %xmm@2
  bswapq %r14
  aesenc %xmm@14, %xmm@2
  movq %r14, %xmm@5
  punpcklqdq %xmm@3, %xmm@13
  movdqa -128(%rsp), %xmm@15
  movdqa -48(%rsp), %xmm@3
  movdqu 80(%r9), %xmm@7
  pxor %xmm@15, %xmm@7
  aesenc %xmm@1, %xmm@7
  aesenc %xmm@12, %xmm@7
  aesenc %xmm@3, %xmm@7
  aesenc %xmm@6, %xmm@7
  aesenc %xmm@13, %xmm@7
  movdqu 96(%r9), %xmm@14
  pxor %xmm@15, %xmm@14
  aesenc %xmm@1, %xmm@14
  aesenc %xmm@12, %xmm@14
  aesenc %xmm@3, %xmm@14
  aesenc %xmm@6, %xmm@14
  punpcklqdq %xmm@5, %xmm@4
  movdqa -16(%rsp), %xmm@6
  aesenc %xmm@4, %xmm@14
  movdqa %xmm@0, %xmm@4
  movdqa -32(%rsp), %xmm@5
  movdqu 112(%r9), %xmm@13
  aesenc %xmm@0, %xmm@8
  aesenc %xmm@0, %xmm@9
  aesenc %xmm@5, %xmm@8
  aesenc %xmm@5, %xmm@9
  aesenc %xmm@6, %xmm@8
  aesenc %xmm@6, %xmm@9
  movdqa -64(%rsp), %xmm@15
  aesenc %xmm@15, %xmm@8
  aesenc %xmm@15, %xmm@9
  movdqa -80(%rsp), %xmm@12
  aesenclast %xmm@12, %xmm@8
  aesenclast %xmm@12, %xmm@9
  movdqu %xmm@8, (%r9)
  movdqu %xmm@9, 16(%r9)
  aesenc %xmm@0, %xmm@10
  aesenc %xmm@5, %xmm@10
  aesenc %xmm@6, %xmm@10
  aesenc %xmm@15, %xmm@10
  aesenclast %xmm@12, %xmm@10
  movdqu %xmm@10, 32(%r9)
  addq $8, %rdx
  adcq $0, %rsi
  aesenc %xmm@0, %xmm@11
  aesenc %xmm@0, %xmm@2
  aesenc %xmm@0, %xmm@7
  aesenc %xmm@5, %xmm@11
  aesenc %xmm@5, %xmm@2
  aesenc %xmm@5, %xmm@7
  aesenc %xmm@6, %xmm@11
  aesenc %xmm@6, %xmm@2
  aesenc %xmm@6, %xmm@7
  aesenc %xmm@15, %xmm@11
  aesenc %xmm@15, %xmm@2
  aesenc %xmm@15, %xmm@7
  aesenclast %xmm@12, %xmm@11
  aesenclast %xmm@12, %xmm@2
  movdqu %xmm@11, 48(%r9)
  aesenclast %xmm@12, %xmm@7
  movdqu %xmm@2, 64(%r9)
  movdqu %xmm@7, 80(%r9)
  addq $7, %r10
  adcq $0, %r11
  bswapq %r11
  bswapq %r10
  movq %r11, %xmm@2
  movq %r10, %xmm@7
  punpcklqdq %xmm@7, %xmm@2
  movdqa -128(%rsp), %xmm@7
  movdqa %xmm@7, %xmm@0
  pxor %xmm@7, %xmm@13
  aesenc %xmm@1, %xmm@13
  aesenc -112(%rsp), %xmm@13
  aesenc %xmm@3, %xmm@13
  aesenc -96(%rsp), %xmm@13
  aesenc %xmm@2, %xmm@13
  aesenc %xmm@4, %xmm@14
  aesenc %xmm@5, %xmm@14
  aesenc %xmm@6, %xmm@14
  aesenc %xmm@15, %xmm@14
  aesenclast %xmm@12, %xmm@14
  aesenc %xmm@4, %xmm@13
  aesenc %xmm@5, %xmm@13
  aesenc %xmm@6, %xmm@13
  aesenc %xmm@15, %xmm@13
  movdqu %xmm@14, 96(%r9)
  aesenclast %xmm@12, %xmm@13
  movdqu %xmm@13, 112(%r9)
  subq $-128, %r9
  movq %rdx, %r10
  movq %rsi, %r11
  cmpq %rdi, %r9
  jne L1
  andq $112, %rax
  movdqa -64(%rsp), %xmm@10
  movdqa -80(%rsp), %xmm@8
  jne L2
  jmp L3
L0:
  movq %r10, %rdx
  movq %r11, %rsi
  andq $112, %rax
  movdqa -64(%rsp), %xmm@10
  movdqa -80(%rsp), %xmm@8
  je L3
L2:
  movabsq $576460752303423480, %rdi
  andq %rdi, %r8
  shlq $4, %r8
  addq %r8, %rcx
  xorl %edi, %edi
L4:
  movdqu (%rcx,%rdi), %xmm@2
  pxor %xmm@0, %xmm@2
  aesenc %xmm@1, %xmm@2
  aesenc -112(%rsp), %xmm@2
  aesenc %xmm@3, %xmm@2
  aesenc -96(%rsp), %xmm@2
  movq %rsi, %r8
  bswapq %r8
  movq %rdx, %r9
  bswapq %r9
  addq $1, %rdx
  adcq $0, %rsi
  movq %r9, %xmm@7
  movq %r8, %xmm@11
  punpcklqdq %xmm@7, %xmm@11
  aesenc %xmm@11, %xmm@2
  aesenc %xmm@4, %xmm@2
  aesenc %xmm@5, %xmm@2
  aesenc %xmm@6, %xmm@2
  aesenc %xmm@10, %xmm@2
  aesenclast %xmm@8, %xmm@2
  movdqu %xmm@2, (%rcx,%rdi)
  addq $16, %rdi
  cmpq %rdi, %rax
  jne L4
L3:
  popq %rbx
  popq %r14
  popq %r15
  retq
== hw_taes::arch::x86_64::aesni_clmul::crypt#9
  pushq %r15
  pushq %r14
  pushq %rbx
  subq $32, %rsp
  movdqa (%rdi), %xmm@0
  movdqa 16(%rdi), %xmm@1
  movdqa 32(%rdi), %xmm@2
  movaps 48(%rdi), %xmm@3
  movaps %xmm@3, -32(%rsp)
  movdqa 64(%rdi), %xmm@4
  movdqa 80(%rdi), %xmm@5
  movaps 96(%rdi), %xmm@3
  movaps %xmm@3, -16(%rsp)
  movdqa 128(%rdi), %xmm@6
  movdqa 144(%rdi), %xmm@3
  movdqa 160(%rdi), %xmm@7
  movdqa 176(%rdi), %xmm@8
  movdqa 192(%rdi), %xmm@9
  movdqa 208(%rdi), %xmm@10
  movq 120(%rdi), %r10
  movq 112(%rdi), %r11
  bswapq %r11
  bswapq %r10
  movdqa 224(%rdi), %xmm@11
  addq %rsi, %r10
  adcq %rdx, %r11
  movq %r8, %rax
  shlq $4, %rax
  movq %rax, %rdi
  andq $-128, %rdi
  movdqa %xmm@3, 16(%rsp)
  movdqa %xmm@7, (%rsp)
  je L0
  addq %rcx, %rdi
  movq %rcx, %r9
  movq %r10, %rdx
  movq %r11, %rsi
  movdqa %xmm@4, -48(%rsp)
  movdqa %xmm@0, -64(%rsp)
  movdqa %xmm@5, -80(%rsp)
  movdqa %xmm@1, -96(%rsp)
  movdqa %xmm@10, -128(%rsp)
  movdqa %xmm@11, -112(%rsp)
L1:
  movdqu (%r9), %xmm@3
  movdqu 16(%r9), %xmm@7
  movdqu 32(%r9), %xmm@11
  movdqu 48(%r9), %xmm@10
  pxor %xmm@0, %xmm@3
  pxor %xmm@0, %xmm@7
  pxor %xmm@0, %xmm@11
  pxor %xmm@0, %xmm@10
  aesenc %xmm@1, %xmm@3
  aesenc %xmm@1, %xmm@7
  aesenc %xmm@1, %xmm@11
  aesenc %xmm@1, %xmm@10
  movdqa %xmm@2, %xmm@12
  aesenc %xmm@2, %xmm@3
  aesenc %xmm@2, %xmm@7
  aesenc %xmm@2, %xmm@11
  aesenc %xmm@2, %xmm@10
  movdqa -32(%rsp), %xmm@2
  aesenc %xmm@2, %xmm@3
  aesenc %xmm@2, %xmm@7
  aesenc %xmm@2, %xmm@11
  aesenc %xmm@2, %xmm@10
  aesenc %xmm@4, %xmm@3
  aesenc %xmm@4, %xmm@7
  aesenc %xmm@4, %xmm@11
  aesenc %xmm@4, %xmm@10
  aesenc %xmm@5, %xmm@3
  aesenc %xmm@5, %xmm@7
  aesenc %xmm@5, %xmm@11
  aesenc %xmm@5, %xmm@10
  movdqa -16(%rsp), %xmm@4
  aesenc %xmm@4, %xmm@3
  aesenc %xmm@4, %xmm@7
  aesenc %xmm@4, %xmm@11
  aesenc %xmm@4, %xmm@10
  movq %r11, %r14
  bswapq %r14
  movq %r10, %r15
  bswapq %r15
  movq %r10, %rbx
  addq $1, %rbx
  movq %r15, %xmm@0
  movq %r11, %r15
  adcq $0, %r15
  bswapq %r15
  movdqa %xmm@8, %xmm@13
  movdqa %xmm@9, %xmm@14
  movq %r14, %xmm@1
  bswapq %rbx
  movq %r15, %xmm@15
  movq %r10, %r14
  addq $2, %r14
  movdqa %xmm@12, %xmm@9
  movq %rbx, %xmm@8
  movq %r11, %rbx
  adcq $0, %rbx
  bswapq %rbx
  bswapq %r14
  movq %rbx, %xmm@12
  movq %r10, %rbx
  addq $3, %rbx
  punpcklqdq %xmm@0, %xmm@1
  movdqa %xmm@6, %xmm@5
  movq %r14, %xmm@6
  movq %r11, %r14
  adcq $0, %r14
  bswapq %r14
  bswapq %rbx
  aesenc %xmm@1, %xmm@3
  movq %r14, %xmm@0
  movq %r10, %r14
  addq $4, %r14
  punpcklqdq %xmm@8, %xmm@15
  movq %rbx, %xmm@1
  movq %r11, %rbx
  adcq $0, %rbx
  bswapq %rbx
  bswapq %r14
  aesenc %xmm@15, %xmm@7
  movq %rbx, %xmm@15
  movq %r10, %rbx
  addq $5, %rbx
  punpcklqdq %xmm@6, %xmm@12
  movq %r14, %xmm@6
  movq %r11, %r14
  adcq $0, %r14
  bswapq %r14
  bswapq %rbx
  aesenc %xmm@12, %xmm@11
  movq %r14, %xmm@12
  movq %r10, %r14
  addq $6, %r14
  punpcklqdq %xmm@1, %xmm@0
  movq %rbx, %xmm@1
  movq %r11, %rbx
  adcq $0, %rbx
  bswapq %rbx
  aesenc %xmm@0, %xmm@10
  movq %rbx, %xmm@8
  punpcklqdq %xmm@6, %xmm@15
  movdqu 64(%r9), %xmm@0
  pxor -64(%rsp), %xmm@0
  aesenc -96(%rsp), %xmm@0
  aesenc %xmm@9, %xmm@0
  aesenc %xmm@2, %xmm@0
  aesenc -48(%rsp), %xmm@0
  aesenc -80(%rsp), %xmm@0
  aesenc %xmm@4, %xmm@0
  bswapq %r14
  aesenc %xmm@15, %xmm@0
  movq %r14, %xmm@6
  punpcklqdq %xmm@1, %xmm@12
  movdqu 80(%r9), %xmm@1
  pxor -64(%rsp), %xmm@1
  aesenc -96(%rsp), %xmm@1
  aesenc %xmm@9, %xmm@1
  aesenc %xmm@2, %xmm@1
  aesenc -48(%rsp), %xmm@1
  aesenc -80(%rsp), %xmm@1
  aesenc %xmm@4, %xmm@1
  aesenc %xmm@12, %xmm@1
  movdqu 96(%r9), %xmm@15
  pxor -64(%rsp), %xmm@15
  aesenc -96(%rsp), %xmm@15
  aesenc %xmm@9, %xmm@15
  aesenc %xmm@2, %xmm@15
  aesenc -48(%rsp), %xmm@15
  aesenc -80(%rsp), %xmm@15
  aesenc %xmm@4, %xmm@15
  punpcklqdq %xmm@6, %xmm@8
  movdqa %xmm@5, %xmm@6
  aesenc %xmm@8, %xmm@15
  movdqa %xmm@9, %xmm@2
  movdqu 112(%r9), %xmm@12
  aesenc %xmm@5, %xmm@3
  aesenc %xmm@5, %xmm@7
  movdqa 16(%rsp), %xmm@8
  aesenc %xmm@8, %xmm@3
  aesenc %xmm@8, %xmm@7
  movdqa (%rsp), %xmm@9
  aesenc %xmm@9, %xmm@3
  aesenc %xmm@9, %xmm@7
  aesenc %xmm@13, %xmm@3
  aesenc %xmm@13, %xmm@7
  aesenc %xmm@14, %xmm@3
  aesenc %xmm@14, %xmm@7
  aesenc -128(%rsp), %xmm@3
  aesenc -128(%rsp), %xmm@7
  aesenclast -112(%rsp), %xmm@3
  aesenclast -112(%rsp), %xmm@7
  movdqu %xmm@3, (%r9)
  movdqu %xmm@7, 16(%r9)
  aesenc %xmm@5, %xmm@11
  aesenc %xmm@8, %xmm@11
  aesenc %xmm@9, %xmm@11
  aesenc %xmm@13, %xmm@11
  aesenc %xmm@14, %xmm@11
  aesenc -128(%rsp), %xmm@11
  aesenclast -112(%rsp), %xmm@11
  movdqu %xmm@11, 32(%r9)
  movdqa -112(%rsp), %xmm@11
  addq $8, %rdx
  adcq $0, %rsi
  aesenc %xmm@5, %xmm@10
  aesenc %xmm@5, %xmm@0
  aesenc %xmm@5, %xmm@1
  aesenc %xmm@8, %xmm@10
  aesenc %xmm@8, %xmm@0
  aesenc %xmm@8, %xmm@1
  aesenc %xmm@9, %xmm@10
  aesenc %xmm@9, %xmm@0
  aesenc %xmm@9, %xmm@1
  aesenc %xmm@13, %xmm@10
  aesenc %xmm@13, %xmm@0
  aesenc %xmm@13, %xmm@1
  aesenc %xmm@14, %xmm@10
  aesenc %xmm@14, %xmm@0
  aesenc %xmm@14, %xmm@1
  aesenc -128(%rsp), %xmm@10
  aesenc -128(%rsp), %xmm@0
  aesenc -128(%rsp), %xmm@1
  aesenclast %xmm@11, %xmm@10
  aesenclast %xmm@11, %xmm@0
  movdqu %xmm@10, 48(%r9)
  movdqa -128(%rsp), %xmm@10
  aesenclast %xmm@11, %xmm@1
  movdqu %xmm@0, 64(%r9)
  movdqa -64(%rsp), %xmm@0
  movdqa -48(%rsp), %xmm@4
  movdqu %xmm@1, 80(%r9)
  movdqa -96(%rsp), %xmm@1
  movdqa -80(%rsp), %xmm@5
  addq $7, %r10
  adcq $0, %r11
  bswapq %r11
  bswapq %r10
  movq %r11, %xmm@3
  movq %r10, %xmm@7
  punpcklqdq %xmm@7, %xmm@3
  pxor %xmm@0, %xmm@12
  aesenc %xmm@1, %xmm@12
  aesenc %xmm@2, %xmm@12
  aesenc -32(%rsp), %xmm@12
  aesenc %xmm@4, %xmm@12
  aesenc %xmm@5, %xmm@12
  aesenc -16(%rsp), %xmm@12
  aesenc %xmm@3, %xmm@12
  aesenc %xmm@6, %xmm@15
  aesenc %xmm@8, %xmm@15
  aesenc %xmm@9, %xmm@15
  aesenc %xmm@13, %xmm@15
  aesenc %xmm@14, %xmm@15
  aesenc %xmm@10, %xmm@15
  aesenclast %xmm@11, %xmm@15
  aesenc %xmm@6, %xmm@12
  aesenc %xmm@8, %xmm@12
  aesenc %xmm@9, %xmm@12
  movdqa %xmm@13, %xmm@8
  aesenc %xmm@13, %xmm@12
  movdqa %xmm@14, %xmm@9
  aesenc %xmm@14, %xmm@12
  aesenc %xmm@10, %xmm@12
  movdqu %xmm@15, 96(%r9)
  aesenclast %xmm@11, %xmm@12
  movdqu %xmm@12, 112(%r9)
  subq $-128, %r9
  movq %rdx, %r10
  movq %rsi, %r11
  cmpq %rdi, %r9
  jne L1
  andq $112, %rax
  movdqa 16(%rsp), %xmm@15
  movdqa (%rsp), %xmm@12
  jne L2
  jmp L3
L0:
  movq %r10, %rdx
  movq %r11, %rsi
  andq $112, %rax
  movdqa 16(%rsp), %xmm@15
  movdqa (%rsp), %xmm@12
  je L3
L2:
  movabsq $576460752303423480, %rdi
  andq %rdi, %r8
  shlq $4, %r8
  addq %r8, %rcx
  xorl %edi, %edi
L4:
  movq %rsi, %r8
  bswapq %r8
  movq %rdx, %r9
  bswapq %r9
  movq %r9, %xmm@3
  movq %r8, %xmm@7
  punpcklqdq %xmm@3, %xmm@7
  movdqu (%rcx,%rdi), %xmm@3
  pxor %xmm@0, %xmm@3
  aesenc %xmm@1, %xmm@3
  aesenc %xmm@2, %xmm@3
  aesenc -32(%rsp), %xmm@3
  aesenc %xmm@4, %xmm@3
  aesenc %xmm@5, %xmm@3
  aesenc -16(%rsp), %xmm@3
  aesenc %xmm@7, %xmm@3
  aesenc %xmm@6, %xmm@3
  aesenc %xmm@15, %xmm@3
  aesenc %xmm@12, %xmm@3
  aesenc %xmm@8, %xmm@3
  aesenc %xmm@9, %xmm@3
  aesenc %xmm@10, %xmm@3
  aesenclast %xmm@11, %xmm@3
  movdqu %xmm@3, (%rcx,%rdi)
  addq $1, %rdx
  adcq $0, %rsi
  addq $16, %rdi
  cmpq %rdi, %rax
  jne L4
L3:
  addq $32, %rsp
  popq %rbx
  popq %r14
  popq %r15
  retq
== hw_taes::arch::x86_64::aesni_clmul::crypt#10
  subq $24, %rsp
  movdqa (%rdi), %xmm@0
  movdqa 16(%rdi), %xmm@1
  movdqa 32(%rdi), %xmm@2
  movdqa 48(%rdi), %xmm@3
  movdqa 64(%rdi), %xmm@4
  movdqa 80(%rdi), %xmm@5
  movdqa 96(%rdi), %xmm@6
  movdqa 112(%rdi), %xmm@7
  movdqa 128(%rdi), %xmm@8
  movdqa 144(%rdi), %xmm@9
  movdqa 160(%rdi), %xmm@10
  movdqa 176(%rdi), %xmm@11
  movdqa 192(%rdi), %xmm@12
  movaps 208(%rdi), %xmm@13
  movaps %xmm@13, -16(%rsp)
  movdqa 224(%rdi), %xmm@13
  movdqa %xmm@13, -32(%rsp)
  movq %rdx, %rax
  shlq $4, %rax
  movq %rax, %rcx
  andq $-128, %rcx
  je L0
  addq %rsi, %rcx
  movq %rsi, %rdi
  movdqa %xmm@2, -48(%rsp)
  movdqa %xmm@3, -64(%rsp)
  movdqa %xmm@4, (%rsp)
  movdqa %xmm@6, -80(%rsp)
  movdqa %xmm@12, -96(%rsp)
  movdqa %xmm@9, -112(%rsp)
  movdqa %xmm@5, -128(%rsp)
L1:
  movdqu (%rdi), %xmm@4
  movdqu 16(%rdi), %xmm@3
  movdqu 32(%rdi), %xmm@2
  movdqu 48(%rdi), %xmm@14
  movdqu 64(%rdi), %xmm@13
  movdqa %xmm@11, %xmm@6
  movdqu 80(%rdi), %xmm@11
  movdqu 96(%rdi), %xmm@15
  pxor %xmm@0, %xmm@4
  aesenc %xmm@1, %xmm@4
  aesenc -48(%rsp), %xmm@4
  aesenc -64(%rsp), %xmm@4
  aesenc (%rsp), %xmm@4
  aesenc %xmm@5, %xmm@4
  aesenc -80(%rsp), %xmm@4
  aesenc %xmm@7, %xmm@4
  aesenc %xmm@8, %xmm@4
  aesenc %xmm@9, %xmm@4
  aesenc %xmm@10, %xmm@4
  aesenc %xmm@6, %xmm@4
  aesenc %xmm@12, %xmm@4
  movdqa -16(%rsp), %xmm@12
  aesenc %xmm@12, %xmm@4
  movdqu 112(%rdi), %xmm@5
  movdqa -32(%rsp), %xmm@9
  aesenclast %xmm@9, %xmm@4
  movdqu %xmm@4, (%rdi)
  movdqa (%rsp), %xmm@4
  pxor %xmm@0, %xmm@3
  pxor %xmm@0, %xmm@2
  aesenc %xmm@1, %xmm@3
  aesenc %xmm@1, %xmm@2
  aesenc -48(%rsp), %xmm@3
  aesenc -48(%rsp), %xmm@2
  aesenc -64(%rsp), %xmm@3
  aesenc -64(%rsp), %xmm@2
  aesenc %xmm@4, %xmm@3
  aesenc %xmm@4, %xmm@2
  aesenc -128(%rsp), %xmm@3
  aesenc -128(%rsp), %xmm@2
  aesenc -80(%rsp), %xmm@3
  aesenc -80(%rsp), %xmm@2
  aesenc %xmm@7, %xmm@3
  aesenc %xmm@7, %xmm@2
  aesenc %xmm@8, %xmm@3
  aesenc %xmm@8, %xmm@2
  aesenc -112(%rsp), %xmm@3
  aesenc -112(%rsp), %xmm@2
  aesenc %xmm@10, %xmm@3
  aesenc %xmm@10, %xmm@2
  aesenc %xmm@6, %xmm@3
  aesenc %xmm@6, %xmm@2
  aesenc -96(%rsp), %xmm@3
  aesenc -96(%rsp), %xmm@2
  aesenc %xmm@12, %xmm@3
  aesenc %xmm@12, %xmm@2
  aesenclast %xmm@9, %xmm@3
  movdqu %xmm@3, 16(%rdi)
  movdqa -64(%rsp), %xmm@3
  aesenclast %xmm@9, %xmm@2
  movdqu %xmm@2, 32(%rdi)
  movdqa -48(%rsp), %xmm@2
  pxor %xmm@0, %xmm@14
  pxor %xmm@0, %xmm@13
  aesenc %xmm@1, %xmm@14
  aesenc %xmm@1, %xmm@13
  aesenc %xmm@2, %xmm@14
  aesenc %xmm@2, %xmm@13
  aesenc %xmm@3, %xmm@14
  aesenc %xmm@3, %xmm@13
  aesenc %xmm@4, %xmm@14
  aesenc %xmm@4, %xmm@13
  aesenc -128(%rsp), %xmm@14
  aesenc -128(%rsp), %xmm@13
  aesenc -80(%rsp), %xmm@14
  aesenc -80(%rsp), %xmm@13
  aesenc %xmm@7, %xmm@14
  aesenc %xmm@7, %xmm@13
  aesenc %xmm@8, %xmm@14
  aesenc %xmm@8, %xmm@13
  aesenc -112(%rsp), %xmm@14
  aesenc -112(%rsp), %xmm@13
  aesenc %xmm@10, %xmm@14
  aesenc %xmm@10, %xmm@13
  aesenc %xmm@6, %xmm@14
  aesenc %xmm@6, %xmm@13
  aesenc -96(%rsp), %xmm@14
  aesenc -96(%rsp), %xmm@13
  aesenc %xmm@12, %xmm@14
  aesenc %xmm@12, %xmm@13
  aesenclast %xmm@9, %xmm@14
  movdqu %xmm@14, 48(%rdi)
  aesenclast %xmm@9, %xmm@13
  movdqu %xmm@13, 64(%rdi)
  pxor %xmm@0, %xmm@11
  pxor %xmm@0, %xmm@15
  aesenc %xmm@1, %xmm@11
  aesenc %xmm@1, %xmm@15
  aesenc %xmm@2, %xmm@11
  aesenc %xmm@2, %xmm@15
  aesenc %xmm@3, %xmm@11
  aesenc %xmm@3, %xmm@15
  aesenc %xmm@4, %xmm@11
  aesenc %xmm@4, %xmm@15
  aesenc -128(%rsp), %xmm@11
  aesenc -128(%rsp), %xmm@15
  aesenc -80(%rsp), %xmm@11
  aesenc -80(%rsp), %xmm@15
  aesenc %xmm@7, %xmm@11
  aesenc %xmm@7, %xmm@15
  aesenc %xmm@8, %xmm@11
  aesenc %xmm@8, %xmm@15
  aesenc -112(%rsp), %xmm@11
  aesenc -112(%rsp), %xmm@15
  aesenc %xmm@10, %xmm@11
  aesenc %xmm@10, %xmm@15
  aesenc %xmm@6, %xmm@11
  aesenc %xmm@6, %xmm@15
  aesenc -96(%rsp), %xmm@11
  aesenc -96(%rsp), %xmm@15
  aesenc %xmm@12, %xmm@11
  aesenc %xmm@12, %xmm@15
  aesenclast %xmm@9, %xmm@11
  movdqu %xmm@11, 80(%rdi)
  movdqa %xmm@6, %xmm@11
  movdqa -80(%rsp), %xmm@6
  aesenclast %xmm@9, %xmm@15
  pxor %xmm@0, %xmm@5
  aesenc %xmm@1, %xmm@5
  aesenc %xmm@2, %xmm@5
  aesenc %xmm@3, %xmm@5
  aesenc %xmm@4, %xmm@5
  aesenc -128(%rsp), %xmm@5
  aesenc %xmm@6, %xmm@5
  aesenc %xmm@7, %xmm@5
  aesenc %xmm@8, %xmm@5
  aesenc -112(%rsp), %xmm@5
  aesenc %xmm@10, %xmm@5
  aesenc %xmm@11, %xmm@5
  aesenc -96(%rsp), %xmm@5
  aesenc %xmm@12, %xmm@5
  aesenclast %xmm@9, %xmm@5
  movdqu %xmm@15, 96(%rdi)
  movdqu %xmm@5, 112(%rdi)
  movdqa -128(%rsp), %xmm@5
  movdqa -112(%rsp), %xmm@9
  movdqa -96(%rsp), %xmm@12
  subq $-128, %rdi
  cmpq %rcx, %rdi
  jne L1
L0:
  andq $112, %rax
  movdqa %xmm@1, %xmm@14
  movdqa %xmm@6, %xmm@15
  movdqa %xmm@8, %xmm@1
  movdqa %xmm@10, %xmm@6
  movdqa %xmm@12, %xmm@8
  movdqa -16(%rsp), %xmm@12
  movdqa -32(%rsp), %xmm@10
  je L2
  movdqa %xmm@0, %xmm@13
  movdqa %xmm@7, %xmm@0
  movdqa %xmm@9, %xmm@7
  movdqa %xmm@11, %xmm@9
  movabsq $576460752303423480, %rcx
  andq %rcx, %rdx
  shlq $4, %rdx
  addq %rdx, %rsi
  xorl %ecx, %ecx
L3:
  movdqu (%rsi,%rcx), %xmm@11
  pxor %xmm@13, %xmm@11
  aesenc %xmm@14, %xmm@11
  aesenc %xmm@2, %xmm@11
  aesenc %xmm@3, %xmm@11
  aesenc %xmm@4, %xmm@11
  aesenc %xmm@5, %xmm@11
  aesenc %xmm@15, %xmm@11
  aesenc %xmm@0, %xmm@11
  aesenc %xmm@1, %xmm@11
  aesenc %xmm@7, %xmm@11
  aesenc %xmm@6, %xmm@11
  aesenc %xmm@9, %xmm@11
  aesenc %xmm@8, %xmm@11
  aesenc %xmm@12, %xmm@11
  aesenclast %xmm@10, %xmm@11
  movdqu %xmm@11, (%rsi,%rcx)
  addq $16, %rcx
  cmpq %rcx, %rax
  jne L3
L2:
  addq $24, %rsp
  retq
== hw_taes::arch::x86_64::aesni_clmul::crypt#11
  subq $24, %rsp
  movdqa 240(%rdi), %xmm@0
  movdqa 256(%rdi), %xmm@1
  movdqa 272(%rdi), %xmm@2
  movdqa 288(%rdi), %xmm@3
  movdqa 304(%rdi), %xmm@4
  movdqa 320(%rdi), %xmm@5
  movdqa 336(%rdi), %xmm@6
  movdqa 352(%rdi), %xmm@7
  movdqa 368(%rdi), %xmm@8
  movdqa 384(%rdi), %xmm@9
  movdqa 400(%rdi), %xmm@10
  movdqa 416(%rdi), %xmm@11
  movdqa 432(%rdi), %xmm@12
  movaps 448(%rdi), %xmm@13
  movaps %xmm@13, -16(%rsp)
  movdqa 464(%rdi), %xmm@13
  movdqa %xmm@13, -32(%rsp)
  movq %rdx, %rax
  shlq $4, %rax
  movq %rax, %rcx
  andq $-128, %rcx
  je L0
  addq %rsi, %rcx
  movq %rsi, %rdi
  movdqa %xmm@2, -48(%rsp)
  movdqa %xmm@3, -64(%rsp)
  movdqa %xmm@4, (%rsp)
  movdqa %xmm@6, -80(%rsp)
  movdqa %xmm@12, -96(%rsp)
  movdqa %xmm@9, -112(%rsp)
  movdqa %xmm@5, -128(%rsp)
L1:
  movdqu (%rdi), %xmm@4
  movdqu 16(%rdi), %xmm@3
  movdqu 32(%rdi), %xmm@2
  movdqu 48(%rdi), %xmm@14
  movdqu 64(%rdi), %xmm@13
  movdqa %xmm@11, %xmm@6
  movdqu 80(%rdi), %xmm@11
  movdqu 96(%rdi), %xmm@15
  pxor %xmm@0, %xmm@4
  aesdec %xmm@1, %xmm@4
  aesdec -48(%rsp), %xmm@4
  aesdec -64(%rsp), %xmm@4
  aesdec (%rsp), %xmm@4
  aesdec %xmm@5, %xmm@4
  aesdec -80(%rsp), %xmm@4
  aesdec %xmm@7, %xmm@4
  aesdec %xmm@8, %xmm@4
  aesdec %xmm@9, %xmm@4
  aesdec %xmm@10, %xmm@4
  aesdec %xmm@6, %xmm@4
  aesdec %xmm@12, %xmm@4
  movdqa -16(%rsp), %xmm@12
  aesdec %xmm@12, %xmm@4
  movdqu 112(%rdi), %xmm@5
  movdqa -32(%rsp), %xmm@9
  aesdeclast %xmm@9, %xmm@4
  movdqu %xmm@4, (%rdi)
  movdqa (%rsp), %xmm@4
  pxor %xmm@0, %xmm@3
  pxor %xmm@0, %xmm@2
  aesdec %xmm@1, %xmm@3
  aesdec %xmm@1, %xmm@2
  aesdec -48(%rsp), %xmm@3
  aesdec -48(%rsp), %xmm@2
  aesdec -64(%rsp), %xmm@3
  aesdec -64(%rsp), %xmm@2
  aesdec %xmm@4, %xmm@3
  aesdec %xmm@4, %xmm@2
  aesdec -128(%rsp), %xmm@3
  aesdec -128(%rsp), %xmm@2
  aesdec -80(%rsp), %xmm@3
  aesdec -80(%rsp), %xmm@2
  aesdec %xmm@7, %xmm@3
  aesdec %xmm@7, %xmm@2
  aesdec %xmm@8, %xmm@3
  aesdec %xmm@8, %xmm@2
  aesdec -112(%rsp), %xmm@3
  aesdec -112(%rsp), %xmm@2
  aesdec %xmm@10, %xmm@3
  aesdec %xmm@10, %xmm@2
  aesdec %xmm@6, %xmm@3
  aesdec %xmm@6, %xmm@2
  aesdec -96(%rsp), %xmm@3
  aesdec -96(%rsp), %xmm@2
  aesdec %xmm@12, %xmm@3
  aesdec %xmm@12, %xmm@2
  aesdeclast %xmm@9, %xmm@3
  movdqu %xmm@3, 16(%rdi)
  movdqa -64(%rsp), %xmm@3
  aesdeclast %xmm@9, %xmm@2
  movdqu %xmm@2, 32(%rdi)
  movdqa -48(%rsp), %xmm@2
  pxor %xmm@0, %xmm@14
  pxor %xmm@0, %xmm@13
  aesdec %xmm@1, %xmm@14
  aesdec %xmm@1, %xmm@13
  aesdec %xmm@2, %xmm@14
  aesdec %xmm@2, %xmm@13
  aesdec %xmm@3, %xmm@14
  aesdec %xmm@3, %xmm@13
  aesdec %xmm@4, %xmm@14
  aesdec %xmm@4, %xmm@13
  aesdec -128(%rsp), %xmm@14
  aesdec -128(%rsp), %xmm@13
  aesdec -80(%rsp), %xmm@14
  aesdec -80(%rsp), %xmm@13
  aesdec %xmm@7, %xmm@14
  aesdec %xmm@7, %xmm@13
  aesdec %xmm@8, %xmm@14
  aesdec %xmm@8, %xmm@13
  aesdec -112(%rsp), %xmm@14
  aesdec -112(%rsp), %xmm@13
  aesdec %xmm@10, %xmm@14
  aesdec %xmm@10, %xmm@13
  aesdec %xmm@6, %xmm@14
  aesdec %xmm@6, %xmm@13
  aesdec -96(%rsp), %xmm@14
  aesdec -96(%rsp), %xmm@13
  aesdec %xmm@12, %xmm@14
  aesdec %xmm@12, %xmm@13
  aesdeclast %xmm@9, %xmm@14
  movdqu %xmm@14, 48(%rdi)
  aesdeclast %xmm@9, %xmm@13
  movdqu %xmm@13, 64(%rdi)
  pxor %xmm@0, %xmm@11
  pxor %xmm@0, %xmm@15
  aesdec %xmm@1, %xmm@11
  aesdec %xmm@1, %xmm@15
  aesdec %xmm@2, %xmm@11
  aesdec %xmm@2, %xmm@15
  aesdec %xmm@3, %xmm@11
  aesdec %xmm@3, %xmm@15
  aesdec %xmm@4, %xmm@11
  aesdec %xmm@4, %xmm@15
  aesdec -128(%rsp), %xmm@11
  aesdec -128(%rsp), %xmm@15
  aesdec -80(%rsp), %xmm@11
  aesdec -80(%rsp), %xmm@15
  aesdec %xmm@7, %xmm@11
  aesdec %xmm@7, %xmm@15
  aesdec %xmm@8, %xmm@11
  aesdec %xmm@8, %xmm@15
  aesdec -112(%rsp), %xmm@11
  aesdec -112(%rsp), %xmm@15
  aesdec %xmm@10, %xmm@11
  aesdec %xmm@10, %xmm@15
  aesdec %xmm@6, %xmm@11
  aesdec %xmm@6, %xmm@15
  aesdec -96(%rsp), %xmm@11
  aesdec -96(%rsp), %xmm@15
  aesdec %xmm@12, %xmm@11
  aesdec %xmm@12, %xmm@15
  aesdeclast %xmm@9, %xmm@11
  movdqu %xmm@11, 80(%rdi)
  movdqa %xmm@6, %xmm@11
  movdqa -80(%rsp), %xmm@6
  aesdeclast %xmm@9, %xmm@15
  pxor %xmm@0, %xmm@5
  aesdec %xmm@1, %xmm@5
  aesdec %xmm@2, %xmm@5
  aesdec %xmm@3, %xmm@5
  aesdec %xmm@4, %xmm@5
  aesdec -128(%rsp), %xmm@5
  aesdec %xmm@6, %xmm@5
  aesdec %xmm@7, %xmm@5
  aesdec %xmm@8, %xmm@5
  aesdec -112(%rsp), %xmm@5
  aesdec %xmm@10, %xmm@5
  aesdec %xmm@11, %xmm@5
  aesdec -96(%rsp), %xmm@5
  aesdec %xmm@12, %xmm@5
  aesdeclast %xmm@9, %xmm@5
  movdqu %xmm@15, 96(%rdi)
  movdqu %xmm@5, 112(%rdi)
  movdqa -128(%rsp), %xmm@5
  movdqa -112(%rsp), %xmm@9
  movdqa -96(%rsp), %xmm@12
  subq $-128, %rdi
  cmpq %rcx, %rdi
  jne L1
L0:
  andq $112, %rax
  movdqa %xmm@1, %xmm@14
  movdqa %xmm@6, %xmm@15
  movdqa %xmm@8, %xmm@1
  movdqa %xmm@10, %xmm@6
  movdqa %xmm@12, %xmm@8
  movdqa -16(%rsp), %xmm@12
  movdqa -32(%rsp), %xmm@10
  je L2
  movdqa %xmm@0, %xmm@13
  movdqa %xmm@7, %xmm@0
  movdqa %xmm@9, %xmm@7
  movdqa %xmm@11, %xmm@9
  movabsq $576460752303423480, %rcx
  andq %rcx, %rdx
  shlq $4, %rdx
  addq %rdx, %rsi
  xorl %ecx, %ecx
L3:
  movdqu (%rsi,%rcx), %xmm@11
  pxor %xmm@13, %xmm@11
  aesdec %xmm@14, %xmm@11
  aesdec %xmm@2, %xmm@11
  aesdec %xmm@3, %xmm@11
  aesdec %xmm@4, %xmm@11
  aesdec %xmm@5, %xmm@11
  aesdec %xmm@15, %xmm@11
  aesdec %xmm@0, %xmm@11
  aesdec %xmm@1, %xmm@11
  aesdec %xmm@7, %xmm@11
  aesdec %xmm@6, %xmm@11
  aesdec %xmm@9, %xmm@11
  aesdec %xmm@8, %xmm@11
  aesdec %xmm@12, %xmm@11
  aesdeclast %xmm@10, %xmm@11
  movdqu %xmm@11, (%rsi,%rcx)
  addq $16, %rcx
  cmpq %rcx, %rax
  jne L3
L2:
  addq $24, %rsp
  retq
== hw_taes::arch::x86_64::aesni_clmul::expand_key#0
  pushq %r14
  pushq %rbx
  subq $264, %rsp
  movq %rdx, %rbx
  pxor %xmm@0, %xmm@0
  movdqa %xmm@0, 240(%rsp)
  movdqa %xmm@0, 224(%rsp)
  movdqa %xmm@0, 208(%rsp)
  movdqa %xmm@0, 192(%rsp)
  movdqa %xmm@0, 176(%rsp)
  movdqa %xmm@0, 160(%rsp)
  movdqa %xmm@0, 144(%rsp)
  movdqa %xmm@0, 128(%rsp)
  movdqa %xmm@0, 112(%rsp)
  movdqa %xmm@0, 96(%rsp)
  movdqa %xmm@0, 80(%rsp)
  movdqa %xmm@0, 64(%rsp)
  movdqa %xmm@0, 48(%rsp)
  movdqa %xmm@0, 32(%rsp)
  movdqa %xmm@0, 16(%rsp)
  shrq $2, %rsi
  je L0
  movq %rdi, %rax
  cmpq $4, %rsi
  movl $4, %edx
  cmovbq %rsi, %rdx
  shll $2, %edx
  leaq 16(%rsp), %rdi
  movq %rax, %rsi
  callq *memcpy@GOTPCREL(%rip)
  pxor %xmm@0, %xmm@0
L0:
  movl $1, %eax
  movl $4, %ecx
  movl 28(%rsp), %edx
  jmp L1
L2:
  xorl (%rsp,%rcx,4), %edx
  movl %edx, 16(%rsp,%rcx,4)
  incq %rcx
  cmpq $44, %rcx
  je L3
L1:
  testb $3, %cl
  jne L2
  roll $24, %edx
  movd %edx, %xmm@1
  pshufd $0, %xmm@1, %xmm@1
  aesenclast %xmm@0, %xmm@1
  movd %xmm@1, %edx
  xorl %eax, %edx
  leal (%rax,%rax), %esi
  shrl $7, %eax
  negl %eax
  andl $283, %eax
  xorl %esi, %eax
  jmp L2
L3:
  leaq 16(%rsp), %r14
  movl $176, %edx
  movq %rbx, %rdi
  movq %r14, %rsi
  callq *memcpy@GOTPCREL(%rip)
  pxor %xmm@1, %xmm@1
  movdqa %xmm@1, 16(%rsp)
  movdqa %xmm@1, 32(%rsp)
  movdqa %xmm@1, 48(%rsp)
  movdqa %xmm@1, 64(%rsp)
  movdqa %xmm@1, 80(%rsp)
  movdqa %xmm@1, 96(%rsp)
  movdqa %xmm@1, 112(%rsp)
  movdqa %xmm@1, 128(%rsp)
  movdqa %xmm@1, 144(%rsp)
  movdqa %xmm@1, 160(%rsp)
  movdqa %xmm@1, 176(%rsp)
  movdqa %xmm@1, 192(%rsp)
  movdqa %xmm@1, 208(%rsp)
  movdqa %xmm@1, 224(%rsp)
  movdqa %xmm@1, 240(%rsp)
  movq %r14, 8(%rsp)
  leaq 8(%rsp), %rax
  movaps 160(%rbx), %xmm@1
  movaps %xmm@1, 240(%rbx)
  aesimc 144(%rbx), %xmm@1
  movdqa %xmm@1, 256(%rbx)
  aesimc 128(%rbx), %xmm@1
  movdqa %xmm@1, 272(%rbx)
  aesimc 112(%rbx), %xmm@1
  movdqa %xmm@1, 288(%rbx)
  aesimc 96(%rbx), %xmm@1
  movdqa %xmm@1, 304(%rbx)
  aesimc 80(%rbx), %xmm@1
  movdqa %xmm@1, 320(%rbx)
  aesimc 64(%rbx), %xmm@1
  movdqa %xmm@1, 336(%rbx)
  aesimc 48(%rbx), %xmm@1
  movdqa %xmm@1, 352(%rbx)
  aesimc 32(%rbx), %xmm@1
  movdqa %xmm@1, 368(%rbx)
  aesimc 16(%rbx), %xmm@1
  movdqa %xmm@1, 384(%rbx)
  movaps (%rbx), %xmm@1
  movaps %xmm@1, 400(%rbx)
  addq $264, %rsp
  popq %rbx
  popq %r14
  retq
== hw_taes::arch::x86_64::aesni_clmul::expand_key#1
  pushq %r14
  pushq %rbx
  subq $264, %rsp
  movq %rdx, %rbx
  pxor %xmm@0, %xmm@0
  movdqa %xmm@0, 240(%rsp)
  movdqa %xmm@0, 224(%rsp)
  movdqa %xmm@0, 208(%rsp)
  movdqa %xmm@0, 192(%rsp)
  movdqa %xmm@0, 176(%rsp)
  movdqa %xmm@0, 160(%rsp)
  movdqa %xmm@0, 144(%rsp)
  movdqa %xmm@0, 128(%rsp)
  movdqa %xmm@0, 112(%rsp)
  movdqa %xmm@0, 96(%rsp)
  movdqa %xmm@0, 80(%rsp)
  movdqa %xmm@0, 64(%rsp)
  movdqa %xmm@0, 48(%rsp)
  movdqa %xmm@0, 32(%rsp)
  movdqa %xmm@0, 16(%rsp)
  shrq $2, %rsi
  je L0
  movq %rdi, %rax
  cmpq $6, %rsi
  movl $6, %edx
  cmovbq %rsi, %rdx
  shll $2, %edx
  leaq 16(%rsp), %rdi
  movq %rax, %rsi
  callq *memcpy@GOTPCREL(%rip)
  pxor %xmm@0, %xmm@0
L0:
  movl $1, %esi
  movl $6, %ecx
  movl 36(%rsp), %r9d
  xorl %edi, %edi
  movabsq $-6148914691236517205, %r8
  jmp L1
L2:
  xorl 16(%rsp,%rdi,4), %r9d
  movl %r9d, 40(%rsp,%rdi,4)
  incq %rdi
  incq %rcx
  cmpq $46, %rdi
  je L3
L1:
  movq %rcx, %rax
  mulq %r8
  shrl %edx
  andl $-2, %edx
  leal (%rdx,%rdx,2), %eax
  addb $-6, %al
  cmpb %dil, %al
  jne L2
  roll $24, %r9d
  movd %r9d, %xmm@1
  pshufd $0, %xmm@1, %xmm@1
  aesenclast %xmm@0, %xmm@1
  movd %xmm@1, %r9d
  xorl %esi, %r9d
  leal (%rsi,%rsi), %eax
  shrl $7, %esi
  negl %esi
  andl $283, %esi
  xorl %eax, %esi
  jmp L2
L3:
  leaq 16(%rsp), %r14
  movl $208, %edx
  movq %rbx, %rdi
  movq %r14, %rsi
  callq *memcpy@GOTPCREL(%rip)
  pxor %xmm@1, %xmm@1
  movdqa %xmm@1, 16(%rsp)
  movdqa %xmm@1, 32(%rsp)
  movdqa %xmm@1, 48(%rsp)
  movdqa %xmm@1, 64(%rsp)
  movdqa %xmm@1, 80(%rsp)
  movdqa %xmm@1, 96(%rsp)
  movdqa %xmm@1, 112(%rsp)
  movdqa %xmm@1, 128(%rsp)
  movdqa %xmm@1, 144(%rsp)
  movdqa %xmm@1, 160(%rsp)
  movdqa %xmm@1, 176(%rsp)
  movdqa %xmm@1, 192(%rsp)
  movdqa %xmm@1, 208(%rsp)
  movdqa %xmm@1, 224(%rsp)
  movdqa %xmm@1, 240(%rsp)
  movq %r14, 8(%rsp)
  leaq 8(%rsp), %rax
  movaps 192(%rbx), %xmm@1
  movaps %xmm@1, 240(%rbx)
  aesimc 176(%rbx), %xmm@1
  movdqa %xmm@1, 256(%rbx)
  aesimc 160(%rbx), %xmm@1
  movdqa %xmm@1, 272(%rbx)
  aesimc 144(%rbx), %xmm@1
  movdqa %xmm@1, 288(%rbx)
  aesimc 128(%rbx), %xmm@1
  movdqa %xmm@1, 304(%rbx)
  aesimc 112(%rbx), %xmm@1
  movdqa %xmm@1, 320(%rbx)
  aesimc 96(%rbx), %xmm@1
  movdqa %xmm@1, 336(%rbx)
  aesimc 80(%rbx), %xmm@1
  movdqa %xmm@1, 352(%rbx)
  aesimc 64(%rbx), %xmm@1
  movdqa %xmm@1, 368(%rbx)
  aesimc 48(%rbx), %xmm@1
  movdqa %xmm@1, 384(%rbx)
  aesimc 32(%rbx), %xmm@1
  movdqa %xmm@1, 400(%rbx)
  aesimc 16(%rbx), %xmm@1
  movdqa %xmm@1, 416(%rbx)
  movaps (%rbx), %xmm@1
  movaps %xmm@1, 432(%rbx)
  addq $264, %rsp
  popq %rbx
  popq %r14
  retq
== hw_taes::arch::x86_64::aesni_clmul::expand_key#2
  pushq %r14
  pushq %rbx
  subq $264, %rsp
  movq %rdx, %rbx
  pxor %xmm@0, %xmm@0
  movdqa %xmm@0, 240(%rsp)
  movdqa %xmm@0, 224(%rsp)
  movdqa %xmm@0, 208(%rsp)
  movdqa %xmm@0, 192(%rsp)
  movdqa %xmm@0, 176(%rsp)
  movdqa %xmm@0, 160(%rsp)
  movdqa %xmm@0, 144(%rsp)
  movdqa %xmm@0, 128(%rsp)
  movdqa %xmm@0, 112(%rsp)
  movdqa %xmm@0, 96(%rsp)
  movdqa %xmm@0, 80(%rsp)
  movdqa %xmm@0, 64(%rsp)
  movdqa %xmm@0, 48(%rsp)
  movdqa %xmm@0, 32(%rsp)
  movdqa %xmm@0, 16(%rsp)
  shrq $2, %rsi
  je L0
  movq %rdi, %rax
  cmpq $8, %rsi
  movl $8, %edx
  cmovbq %rsi, %rdx
  shll $2, %edx
  leaq 16(%rsp), %rdi
  movq %rax, %rsi
  callq *memcpy@GOTPCREL(%rip)
  pxor %xmm@0, %xmm@0
L0:
  movl $1, %eax
  movl $8, %ecx
  movl 44(%rsp), %edx
  jmp L1
L2:
  movd %edx, %xmm@1
  pshufd $0, %xmm@1, %xmm@1
  aesenclast %xmm@0, %xmm@1
  movd %xmm@1, %edx
L3:
  xorl -16(%rsp,%rcx,4), %edx
  movl %edx, 16(%rsp,%rcx,4)
  incq %rcx
  cmpq $60, %rcx
  je L4
L1:
  movl %ecx, %esi
  andl $7, %esi
  cmpq $4, %rsi
  je L2
  testq %rsi, %rsi
  jne L3
  roll $24, %edx
  movd %edx, %xmm@1
  pshufd $0, %xmm@1, %xmm@1
  aesenclast %xmm@0, %xmm@1
  movd %xmm@1, %edx
  xorl %eax, %edx
  leal (%rax,%rax), %esi
  shrl $7, %eax
  negl %eax
  andl $283, %eax
  xorl %esi, %eax
  jmp L3
L4:
  leaq 16(%rsp), %r14
  movl $240, %edx
  movq %rbx, %rdi
  movq %r14, %rsi
  callq *memcpy@GOTPCREL(%rip)
  pxor %xmm@1, %xmm@1
  movdqa %xmm@1, 16(%rsp)
  movdqa %xmm@1, 32(%rsp)
  movdqa %xmm@1, 48(%rsp)
  movdqa %xmm@1, 64(%rsp)
  movdqa %xmm@1, 80(%rsp)
  movdqa %xmm@1, 96(%rsp)
  movdqa %xmm@1, 112(%rsp)
  movdqa %xmm@1, 128(%rsp)
  movdqa %xmm@1, 144(%rsp)
  movdqa %xmm@1, 160(%rsp)
  movdqa %xmm@1, 176(%rsp)
  movdqa %xmm@1, 192(%rsp)
  movdqa %xmm@1, 208(%rsp)
  movdqa %xmm@1, 224(%rsp)
  movdqa %xmm@1, 240(%rsp)
  movq %r14, 8(%rsp)
  leaq 8(%rsp), %rax
  movaps 224(%rbx), %xmm@1
  movaps %xmm@1, 240(%rbx)
  aesimc 208(%rbx), %xmm@1
  movdqa %xmm@1, 256(%rbx)
  aesimc 192(%rbx), %xmm@1
  movdqa %xmm@1, 272(%rbx)
  aesimc 176(%rbx), %xmm@1
  movdqa %xmm@1, 288(%rbx)
  aesimc 160(%rbx), %xmm@1
  movdqa %xmm@1, 304(%rbx)
  aesimc 144(%rbx), %xmm@1
  movdqa %xmm@1, 320(%rbx)
  aesimc 128(%rbx), %xmm@1
  movdqa %xmm@1, 336(%rbx)
  aesimc 112(%rbx), %xmm@1
  movdqa %xmm@1, 352(%rbx)
  aesimc 96(%rbx), %xmm@1
  movdqa %xmm@1, 368(%rbx)
  aesimc 80(%rbx), %xmm@1
  movdqa %xmm@1, 384(%rbx)
  aesimc 64(%rbx), %xmm@1
  movdqa %xmm@1, 400(%rbx)
  aesimc 48(%rbx), %xmm@1
  movdqa %xmm@1, 416(%rbx)
  aesimc 32(%rbx), %xmm@1
  movdqa %xmm@1, 432(%rbx)
  aesimc 16(%rbx), %xmm@1
  movdqa %xmm@1, 448(%rbx)
  movaps (%rbx), %xmm@1
  movaps %xmm@1, 464(%rbx)
  addq $264, %rsp
  popq %rbx
  popq %r14
  retq
== hw_taes::arch::x86_64::vaes_avx2::crypt#0
  subq $104, %rsp
  vbroadcasti128 (%rdi), %ymm@0
  vbroadcasti128 16(%rdi), %ymm@1
  vbroadcasti128 32(%rdi), %ymm@2
  vbroadcasti128 48(%rdi), %ymm@3
  vbroadcasti128 64(%rdi), %ymm@4
  vbroadcasti128 80(%rdi), %ymm@5
  vbroadcasti128 96(%rdi), %ymm@6
  vbroadcasti128 112(%rdi), %ymm@7
  vbroadcasti128 128(%rdi), %ymm@8
  vbroadcasti128 144(%rdi), %ymm@9
  vbroadcasti128 160(%rdi), %ymm@10
  vbroadcasti128 176(%rdi), %ymm@11
  vbroadcasti128 192(%rdi), %ymm@12
  vbroadcasti128 208(%rdi), %ymm@13
  vbroadcasti128 224(%rdi), %ymm@14
  movabsq $576460752303423472, %rcx
  andq %rdx, %rcx
  shlq $4, %rcx
  movq %rdx, %rax
  shlq $4, %rax
  movq %rax, %rdi
  andq $-256, %rdi
  je L0
  addq %rsi, %rdi
  movq %rsi, %r8
  vmovdqu %ymm@0, -128(%rsp)
L1:
  vmovdqu -128(%rsp), %ymm@15
  vpxor (%r8), %ymm@15, %ymm@15
  vmovdqa %ymm@14, %ymm@0
  vmovups -128(%rsp), %ymm@14
  vxorps 32(%r8), %ymm@14, %ymm@14
  vmovups %ymm@14, -96(%rsp)
  vmovups -128(%rsp), %ymm@14
  vxorps 64(%r8), %ymm@14, %ymm@14
  vmovups %ymm@14, -64(%rsp)
  vmovups -128(%rsp), %ymm@14
  vxorps 96(%r8), %ymm@14, %ymm@14
  vmovups %ymm@14, (%rsp)
  vmovups -128(%rsp), %ymm@14
  vxorps 128(%r8), %ymm@14, %ymm@14
  vmovups %ymm@14, -32(%rsp)
  vmovups -128(%rsp), %ymm@14
  vxorps 160(%r8), %ymm@14, %ymm@14
  vmovups %ymm@14, 64(%rsp)
  vmovups -128(%rsp), %ymm@14
  vxorps 192(%r8), %ymm@14, %ymm@14
  vmovups %ymm@14, 32(%rsp)
  vaesenc %ymm@1, %ymm@15, %ymm@15
  vaesenc %ymm@2, %ymm@15, %ymm@15
  vaesenc %ymm@3, %ymm@15, %ymm@15
  vaesenc %ymm@4, %ymm@15, %ymm@15
  vaesenc %ymm@5, %ymm@15, %ymm@15
  vaesenc %ymm@6, %ymm@15, %ymm@15
  vaesenc %ymm@7, %ymm@15, %ymm@15
  vaesenc %ymm@8, %ymm@15, %ymm@15
  vaesenc %ymm@9, %ymm@15, %ymm@15
  vaesenc %ymm@10, %ymm@15, %ymm@15
  vaesenc %ymm@11, %ymm@15, %ymm@15
  vaesenc %ymm@12, %ymm@15, %ymm@15
  vaesenc %ymm@13, %ymm@15, %ymm@15
  vaesenclast %ymm@0, %ymm@15, %ymm@15
  vmovdqu %ymm@15, (%r8)
  vmovdqu -96(%rsp), %ymm@15
  vaesenc %ymm@1, %ymm@15, %ymm@15
  vmovdqu -64(%rsp), %ymm@14
  vaesenc %ymm@1, %ymm@14, %ymm@14
  vaesenc %ymm@2, %ymm@15, %ymm@15
  vaesenc %ymm@2, %ymm@14, %ymm@14
  vaesenc %ymm@3, %ymm@15, %ymm@15
  vaesenc %ymm@3, %ymm@14, %ymm@14
  vaesenc %ymm@4, %ymm@15, %ymm@15
  vaesenc %ymm@4, %ymm@14, %ymm@14
  vaesenc %ymm@5, %ymm@15, %ymm@15
  vaesenc %ymm@5, %ymm@14, %ymm@14
  vaesenc %ymm@6, %ymm@15, %ymm@15
  vaesenc %ymm@6, %ymm@14, %ymm@14
  vaesenc %ymm@7, %ymm@15, %ymm@15
  vaesenc %ymm@7, %ymm@14, %ymm@14
  vaesenc %ymm@8, %ymm@15, %ymm@15
  vaesenc %ymm@8, %ymm@14, %ymm@14
  vaesenc %ymm@9, %ymm@15, %ymm@15
  vaesenc %ymm@9, %ymm@14, %ymm@14
  vaesenc %ymm@10, %ymm@15, %ymm@15
  vaesenc %ymm@10, %ymm@14, %ymm@14
  vaesenc %ymm@11, %ymm@15, %ymm@15
  vaesenc %ymm@11, %ymm@14, %ymm@14
  vaesenc %ymm@12, %ymm@15, %ymm@15
  vaesenc %ymm@12, %ymm@14, %ymm@14
  vaesenc %ymm@13, %ymm@15, %ymm@15
  vaesenc %ymm@13, %ymm@14, %ymm@14
  vaesenclast %ymm@0, %ymm@15, %ymm@15
  vaesenclast %ymm@0, %ymm@14, %ymm@14
  vmovdqu %ymm@15, 32(%r8)
  vmovdqu %ymm@14, 64(%r8)
  vmovdqu (%rsp), %ymm@15
  vaesenc %ymm@1, %ymm@15, %ymm@15
  vmovdqu -32(%rsp), %ymm@14
  vaesenc %ymm@1, %ymm@14, %ymm@14
  vaesenc %ymm@2, %ymm@15, %ymm@15
  vaesenc %ymm@2, %ymm@14, %ymm@14
  vaesenc %ymm@3, %ymm@15, %ymm@15
  vaesenc %ymm@3, %ymm@14, %ymm@14
  vaesenc %ymm@4, %ymm@15, %ymm@15
  vaesenc %ymm@4, %ymm@14, %ymm@14
  vaesenc %ymm@5, %ymm@15, %ymm@15
  vaesenc %ymm@5, %ymm@14, %ymm@14
  vaesenc %ymm@6, %ymm@15, %ymm@15
  vaesenc %ymm@6, %ymm@14, %ymm@14
  vaesenc %ymm@7, %ymm@15, %ymm@15
  vaesenc %ymm@7, %ymm@14, %ymm@14
  vaesenc %ymm@8, %ymm@15, %ymm@15
  vaesenc %ymm@8, %ymm@14, %ymm@14
  vaesenc %ymm@9, %ymm@15, %ymm@15
  vaesenc %ymm@9, %ymm@14, %ymm@14
  vaesenc %ymm@10, %ymm@15, %ymm@15
  vaesenc %ymm@10, %ymm@14, %ymm@14
  vaesenc %ymm@11, %ymm@15, %ymm@15
  vaesenc %ymm@11, %ymm@14, %ymm@14
  vaesenc %ymm@12, %ymm@15, %ymm@15
  vaesenc %ymm@12, %ymm@14, %ymm@14
  vaesenc %ymm@13, %ymm@15, %ymm@15
  vaesenc %ymm@13, %ymm@14, %ymm@14
  vaesenclast %ymm@0, %ymm@15, %ymm@15
  vmovdqu %ymm@15, 96(%r8)
  vaesenclast %ymm@0, %ymm@14, %ymm@15
  vmovdqu %ymm@15, 128(%r8)
  vmovdqu 64(%rsp), %ymm@15
  vaesenc %ymm@1, %ymm@15, %ymm@15
  vmovdqu 32(%rsp), %ymm@14
  vaesenc %ymm@1, %ymm@14, %ymm@14
  vaesenc %ymm@2, %ymm@15, %ymm@15
  vaesenc %ymm@2, %ymm@14, %ymm@14
  vaesenc %ymm@3, %ymm@15, %ymm@15
  vaesenc %ymm@3, %ymm@14, %ymm@14
  vaesenc %ymm@4, %ymm@15, %ymm@15
  vaesenc %ymm@4, %ymm@14, %ymm@14
  vaesenc %ymm@5, %ymm@15, %ymm@15
  vaesenc %ymm@5, %ymm@14, %ymm@14
  vaesenc %ymm@6, %ymm@15, %ymm@15
  vaesenc %ymm@6, %ymm@14, %ymm@14
  vaesenc %ymm@7, %ymm@15, %ymm@15
  vaesenc %ymm@7, %ymm@14, %ymm@14
  vaesenc %ymm@8, %ymm@15, %ymm@15
  vaesenc %ymm@8, %ymm@14, %ymm@14
  vaesenc %ymm@9, %ymm@15, %ymm@15
  vaesenc %ymm@9, %ymm@14, %ymm@14
  vaesenc %ymm@10, %ymm@15, %ymm@15
  vaesenc %ymm@10, %ymm@14, %ymm@14
  vaesenc %ymm@11, %ymm@15, %ymm@15
  vaesenc %ymm@11, %ymm@14, %ymm@14
  vaesenc %ymm@12, %ymm@15, %ymm@15
  vaesenc %ymm@12, %ymm@14, %ymm@14
  vaesenc %ymm@13, %ymm@15, %ymm@15
  vaesenc %ymm@13, %ymm@14, %ymm@14
  vaesenclast %ymm@0, %ymm@15, %ymm@15
  vaesenclast %ymm@0, %ymm@14, %ymm@14
  vmovdqu %ymm@15, 160(%r8)
  vmovdqu %ymm@14, 192(%r8)
  vmovdqa %ymm@0, %ymm@14
  vmovdqu -128(%rsp), %ymm@15
  vpxor 224(%r8), %ymm@15, %ymm@15
  vaesenc %ymm@1, %ymm@15, %ymm@15
  vaesenc %ymm@2, %ymm@15, %ymm@15
  vaesenc %ymm@3, %ymm@15, %ymm@15
  vaesenc %ymm@4, %ymm@15, %ymm@15
  vaesenc %ymm@5, %ymm@15, %ymm@15
  vaesenc %ymm@6, %ymm@15, %ymm@15
  vaesenc %ymm@7, %ymm@15, %ymm@15
  vaesenc %ymm@8, %ymm@15, %ymm@15
  vaesenc %ymm@9, %ymm@15, %ymm@15
  vaesenc %ymm@10, %ymm@15, %ymm@15
  vaesenc %ymm@11, %ymm@15, %ymm@15
  vaesenc %ymm@12, %ymm@15, %ymm@15
  vaesenc %ymm@13, %ymm@15, %ymm@15
  vaesenclast %ymm@0, %ymm@15, %ymm@15
  vmovdqu %ymm@15, 224(%r8)
  vmovdqu -128(%rsp), %ymm@0
  addq $256, %r8
  cmpq %rdi, %r8
  jne L1
L0:
  addq %rcx, %rsi
  movq %rax, %rcx
  andq $224, %rcx
  vmovdqa %ymm@1, %ymm@15
  vmovdqa %ymm@2, %ymm@1
  vmovdqa %ymm@3, %ymm@2
  vmovdqa %ymm@4, %ymm@3
  vmovdqa %ymm@5, %ymm@4
  vmovdqa %ymm@6, %ymm@5
  vmovdqa %ymm@7, %ymm@6
  vmovdqa %ymm@8, %ymm@7
  vmovdqa %ymm@9, %ymm@8
  vmovdqa %ymm@10, %ymm@9
  vmovdqa %ymm@11, %ymm@10
  vmovdqa %ymm@12, %ymm@11
  vmovdqa %ymm@13, %ymm@12
  vmovdqa %ymm@14, %ymm@13
  je L2
  xorl %edi, %edi
L3:
  vpxor (%rsi,%rdi), %ymm@0, %ymm@14
  vaesenc %ymm@15, %ymm@14, %ymm@14
  vaesenc %ymm@1, %ymm@14, %ymm@14
  vaesenc %ymm@2, %ymm@14, %ymm@14
  vaesenc %ymm@3, %ymm@14, %ymm@14
  vaesenc %ymm@4, %ymm@14, %ymm@14
  vaesenc %ymm@5, %ymm@14, %ymm@14
  vaesenc %ymm@6, %ymm@14, %ymm@14
  vaesenc %ymm@7, %ymm@14, %ymm@14
  vaesenc %ymm@8, %ymm@14, %ymm@14
  vaesenc %ymm@9, %ymm@14, %ymm@14
  vaesenc %ymm@10, %ymm@14, %ymm@14
  vaesenc %ymm@11, %ymm@14, %ymm@14
  vaesenc %ymm@12, %ymm@14, %ymm@14
  vaesenclast %ymm@13, %ymm@14, %ymm@14
  vmovdqu %ymm@14, (%rsi,%rdi)
  addq $32, %rdi
  cmpq %rdi, %rcx
  jne L3
L2:
  andq $16, %rax
  je L4
  andl $14, %edx
  shll $4, %edx
  addq %rdx, %rsi
  xorl %ecx, %ecx
L5:
  vmovdqu (%rsi,%rcx), %xmm@14
  vpxor %ymm@0, %ymm@14, %ymm@14
  vaesenc %ymm@15, %ymm@14, %ymm@14
  vaesenc %ymm@1, %ymm@14, %ymm@14
  vaesenc %ymm@2, %ymm@14, %ymm@14
  vaesenc %ymm@3, %ymm@14, %ymm@14
  vaesenc %ymm@4, %ymm@14, %ymm@14
  vaesenc %ymm@5, %ymm@14, %ymm@14
  vaesenc %ymm@6, %ymm@14, %ymm@14
  vaesenc %ymm@7, %ymm@14, %ymm@14
  vaesenc %ymm@8, %ymm@14, %ymm@14
  vaesenc %ymm@9, %ymm@14, %ymm@14
  vaesenc %ymm@10, %ymm@14, %ymm@14
  vaesenc %ymm@11, %ymm@14, %ymm@14
  vaesenc %ymm@12, %ymm@14, %ymm@14
  vaesenclast %ymm@13, %ymm@14, %ymm@14
  vmovdqu %xmm@14, (%rsi,%rcx)
  addq $16, %rcx
  cmpq %rcx, %rax
  jne L5
L4:
  addq $104, %rsp
  vzeroupper
  retq
== hw_taes::arch::x86_64::vaes_avx2::crypt#1
  subq $104, %rsp
  vbroadcasti128 240(%rdi), %ymm@0
  vbroadcasti128 256(%rdi), %ymm@1
  vbroadcasti128 272(%rdi), %ymm@2
  vbroadcasti128 288(%rdi), %ymm@3
  vbroadcasti128 304(%rdi), %ymm@4
  vbroadcasti128 320(%rdi), %ymm@5
  vbroadcasti128 336(%rdi), %ymm@6
  vbroadcasti128 352(%rdi), %ymm@7
  vbroadcasti128 368(%rdi), %ymm@8
  vbroadcasti128 384(%rdi), %ymm@9
  vbroadcasti128 400(%rdi), %ymm@10
  vbroadcasti128 416(%rdi), %ymm@11
  vbroadcasti128 432(%rdi), %ymm@12
  vbroadcasti128 448(%rdi), %ymm@13
  vbroadcasti128 464(%rdi), %ymm@14
  movabsq $576460752303423472, %rcx
  andq %rdx, %rcx
  shlq $4, %rcx
  movq %rdx, %rax
  shlq $4, %rax
  movq %rax, %rdi
  andq $-256, %rdi
  je L0
  addq %rsi, %rdi
  movq %rsi, %r8
  vmovdqu %ymm@0, -128(%rsp)
L1:
  vmovdqu -128(%rsp), %ymm@15
  vpxor (%r8), %ymm@15, %ymm@15
  vmovdqa %ymm@14, %ymm@0
  vmovups -128(%rsp), %ymm@14
  vxorps 32(%r8), %ymm@14, %ymm@14
  vmovups %ymm@14, -96(%rsp)
  vmovups -128(%rsp), %ymm@14
  vxorps 64(%r8), %ymm@14, %ymm@14
  vmovups %ymm@14, -64(%rsp)
  vmovups -128(%rsp), %ymm@14
  vxorps 96(%r8), %ymm@14, %ymm@14
  vmovups %ymm@14, (%rsp)
  vmovups -128(%rsp), %ymm@14
  vxorps 128(%r8), %ymm@14, %ymm@14
  vmovups %ymm@14, -32(%rsp)
  vmovups -128(%rsp), %ymm@14
  vxorps 160(%r8), %ymm@14, %ymm@14
  vmovups %ymm@14, 64(%rsp)
  vmovups -128(%rsp), %ymm@14
  vxorps 192(%r8), %ymm@14, %ymm@14
  vmovups %ymm@14, 32(%rsp)
  vaesdec %ymm@1, %ymm@15, %ymm@15
  vaesdec %ymm@2, %ymm@15, %ymm@15
  vaesdec %ymm@3, %ymm@15, %ymm@15
  vaesdec %ymm@4, %ymm@15, %ymm@15
  vaesdec %ymm@5, %ymm@15, %ymm@15
  vaesdec %ymm@6, %ymm@15, %ymm@15
  vaesdec %ymm@7, %ymm@15, %ymm@15
  vaesdec %ymm@8, %ymm@15, %ymm@15
  vaesdec %ymm@9, %ymm@15, %ymm@15
  vaesdec %ymm@10, %ymm@15, %ymm@15
  vaesdec %ymm@11, %ymm@15, %ymm@15
  vaesdec %ymm@12, %ymm@15, %ymm@15
  vaesdec %ymm@13, %ymm@15, %ymm@15
  vaesdeclast %ymm@0, %ymm@15, %ymm@15
  vmovdqu %ymm@15, (%r8)
  vmovdqu -96(%rsp), %ymm@15
  vaesdec %ymm@1, %ymm@15, %ymm@15
  vmovdqu -64(%rsp), %ymm@14
  vaesdec %ymm@1, %ymm@14, %ymm@14
  vaesdec %ymm@2, %ymm@15, %ymm@15
  vaesdec %ymm@2, %ymm@14, %ymm@14
  vaesdec %ymm@3, %ymm@15, %ymm@15
  vaesdec %ymm@3, %ymm@14, %ymm@14
  vaesdec %ymm@4, %ymm@15, %ymm@15
  vaesdec %ymm@4, %ymm@14, %ymm@14
  vaesdec %ymm@5, %ymm@15, %ymm@15
  vaesdec %ymm@5, %ymm@14, %ymm@14
  vaesdec %ymm@6, %ymm@15, %ymm@15
  vaesdec %ymm@6, %ymm@14, %ymm@14
  vaesdec %ymm@7, %ymm@15, %ymm@15
  vaesdec %ymm@7, %ymm@14, %ymm@14
  vaesdec %ymm@8, %ymm@15, %ymm@15
  vaesdec %ymm@8, %ymm@14, %ymm@14
  vaesdec %ymm@9, %ymm@15, %ymm@15
  vaesdec %ymm@9, %ymm@14, %ymm@14
  vaesdec %ymm@10, %ymm@15, %ymm@15
  vaesdec %ymm@10, %ymm@14, %ymm@14
  vaesdec %ymm@11, %ymm@15, %ymm@15
  vaesdec %ymm@11, %ymm@14, %ymm@14
  vaesdec %ymm@12, %ymm@15, %ymm@15
  vaesdec %ymm@12, %ymm@14, %ymm@14
  vaesdec %ymm@13, %ymm@15, %ymm@15
  vaesdec %ymm@13, %ymm@14, %ymm@14
  vaesdeclast %ymm@0, %ymm@15, %ymm@15
  vaesdeclast %ymm@0, %ymm@14, %ymm@14
  vmovdqu %ymm@15, 32(%r8)
  vmovdqu %ymm@14, 64(%r8)
  vmovdqu (%rsp), %ymm@15
  vaesdec %ymm@1, %ymm@15, %ymm@15
  vmovdqu -32(%rsp), %ymm@14
  vaesdec %ymm@1, %ymm@14, %ymm@14
  vaesdec %ymm@2, %ymm@15, %ymm@15
  vaesdec %ymm@2, %ymm@14, %ymm@14
  vaesdec %ymm@3, %ymm@15, %ymm@15
  vaesdec %ymm@3, %ymm@14, %ymm@14
  vaesdec %ymm@4, %ymm@15, %ymm@15
  vaesdec %ymm@4, %ymm@14, %ymm@14
  vaesdec %ymm@5, %ymm@15, %ymm@15
  vaesdec %ymm@5, %ymm@14, %ymm@14
  vaesdec %ymm@6, %ymm@15, %ymm@15
  vaesdec %ymm@6, %ymm@14, %ymm@14
  vaesdec %ymm@7, %ymm@15, %ymm@15
  vaesdec %ymm@7, %ymm@14, %ymm@14
  vaesdec %ymm@8, %ymm@15, %ymm@15
  vaesdec %ymm@8, %ymm@14, %ymm@14
  vaesdec %ymm@9, %ymm@15, %ymm@15
  vaesdec %ymm@9, %ymm@14, %ymm@14
  vaesdec %ymm@10, %ymm@15, %ymm@15
  vaesdec %ymm@10, %ymm@14, %ymm@14
  vaesdec %ymm@11, %ymm@15, %ymm@15
  vaesdec %ymm@11, %ymm@14, %ymm@14
  vaesdec %ymm@12, %ymm@15, %ymm@15
  vaesdec %ymm@12, %ymm@14, %ymm@14
  vaesdec %ymm@13, %ymm@15, %ymm@15
  vaesdec %ymm@13, %ymm@14, %ymm@14
  vaesdeclast %ymm@0, %ymm@15, %ymm@15
  vmovdqu %ymm@15, 96(%r8)
  vaesdeclast %ymm@0, %ymm@14, %ymm@15
  vmovdqu %ymm@15, 128(%r8)
  vmovdqu 64(%rsp), %ymm@15
  vaesdec %ymm@1, %ymm@15, %ymm@15
  vmovdqu 32(%rsp), %ymm@14
  vaesdec %ymm@1, %ymm@14, %ymm@14
  vaesdec %ymm@2, %ymm@15, %ymm@15
  vaesdec %ymm@2, %ymm@14, %ymm@14
  vaesdec %ymm@3, %ymm@15, %ymm@15
  vaesdec %ymm@3, %ymm@14, %ymm@14
  vaesdec %ymm@4, %ymm@15, %ymm@15
  vaesdec %ymm@4, %ymm@14, %ymm@14
  vaesdec %ymm@5, %ymm@15, %ymm@15
  vaesdec %ymm@5, %ymm@14, %ymm@14
  vaesdec %ymm@6, %ymm@15, %ymm@15
  vaesdec %ymm@6, %ymm@14, %ymm@14
  vaesdec %ymm@7, %ymm@15, %ymm@15
  vaesdec %ymm@7, %ymm@14, %ymm@14
  vaesdec %ymm@8, %ymm@15, %ymm@15
  vaesdec %ymm@8, %ymm@14, %ymm@14
  vaesdec %ymm@9, %ymm@15, %ymm@15
  vaesdec %ymm@9, %ymm@14, %ymm@14
  vaesdec %ymm@10, %ymm@15, %ymm@15
  vaesdec %ymm@10, %ymm@14, %ymm@14
  vaesdec %ymm@11, %ymm@15, %ymm@15
  vaesdec %ymm@11, %ymm@14, %ymm@14
  vaesdec %ymm@12, %ymm@15, %ymm@15
  vaesdec %ymm@12, %ymm@14, %ymm@14
  vaesdec %ymm@13, %ymm@15, %ymm@15
  vaesdec %ymm@13, %ymm@14, %ymm@14
  vaesdeclast %ymm@0, %ymm@15, %ymm@15
  vaesdeclast %ymm@0, %ymm@14, %ymm@14
  vmovdqu %ymm@15, 160(%r8)
  vmovdqu %ymm@14, 192(%r8)
  vmovdqa %ymm@0, %ymm@14
  vmovdqu -128(%rsp), %ymm@15
  vpxor 224(%r8), %ymm@15, %ymm@15
  vaesdec %ymm@1, %ymm@15, %ymm@15
  vaesdec %ymm@2, %ymm@15, %ymm@15
  vaesdec %ymm@3, %ymm@15, %ymm@15
  vaesdec %ymm@4, %ymm@15, %ymm@15
  vaesdec %ymm@5, %ymm@15, %ymm@15
  vaesdec %ymm@6, %ymm@15, %ymm@15
  vaesdec %ymm@7, %ymm@15, %ymm@15
  vaesdec %ymm@8, %ymm@15, %ymm@15
  vaesdec %ymm@9, %ymm@15, %ymm@15
  vaesdec %ymm@10, %ymm@15, %ymm@15
  vaesdec %ymm@11, %ymm@15, %ymm@15
  vaesdec %ymm@12, %ymm@15, %ymm@15
  vaesdec %ymm@13, %ymm@15, %ymm@15
  vaesdeclast %ymm@0, %ymm@15, %ymm@15
  vmovdqu %ymm@15, 224(%r8)
  vmovdqu -128(%rsp), %ymm@0
  addq $256, %r8
  cmpq %rdi, %r8
  jne L1
L0:
  addq %rcx, %rsi
  movq %rax, %rcx
  andq $224, %rcx
  vmovdqa %ymm@1, %ymm@15
  vmovdqa %ymm@2, %ymm@1
  vmovdqa %ymm@3, %ymm@2
  vmovdqa %ymm@4, %ymm@3
  vmovdqa %ymm@5, %ymm@4
  vmovdqa %ymm@6, %ymm@5
  vmovdqa %ymm@7, %ymm@6
  vmovdqa %ymm@8, %ymm@7
  vmovdqa %ymm@9, %ymm@8
  vmovdqa %ymm@10, %ymm@9
  vmovdqa %ymm@11, %ymm@10
  vmovdqa %ymm@12, %ymm@11
  vmovdqa %ymm@13, %ymm@12
  vmovdqa %ymm@14, %ymm@13
  je L2
  xorl %edi, %edi
L3:
  vpxor (%rsi,%rdi), %ymm@0, %ymm@14
  vaesdec %ymm@15, %ymm@14, %ymm@14
  vaesdec %ymm@1, %ymm@14, %ymm@14
  vaesdec %ymm@2, %ymm@14, %ymm@14
  vaesdec %ymm@3, %ymm@14, %ymm@14
  vaesdec %ymm@4, %ymm@14, %ymm@14
  vaesdec %ymm@5, %ymm@14, %ymm@14
  vaesdec %ymm@6, %ymm@14, %ymm@14
  vaesdec %ymm@7, %ymm@14, %ymm@14
  vaesdec %ymm@8, %ymm@14, %ymm@14
  vaesdec %ymm@9, %ymm@14, %ymm@14
  vaesdec %ymm@10, %ymm@14, %ymm@14
  vaesdec %ymm@11, %ymm@14, %ymm@14
  vaesdec %ymm@12, %ymm@14, %ymm@14
  vaesdeclast %ymm@13, %ymm@14, %ymm@14
  vmovdqu %ymm@14, (%rsi,%rdi)
  addq $32, %rdi
  cmpq %rdi, %rcx
  jne L3
L2:
  andq $16, %rax
  je L4
  andl $14, %edx
  shll $4, %edx
  addq %rdx, %rsi
  xorl %ecx, %ecx
L5:
  vmovdqu (%rsi,%rcx), %xmm@14
  vpxor %ymm@0, %ymm@14, %ymm@14
  vaesdec %ymm@15, %ymm@14, %ymm@14
  vaesdec %ymm@1, %ymm@14, %ymm@14
  vaesdec %ymm@2, %ymm@14, %ymm@14
  vaesdec %ymm@3, %ymm@14, %ymm@14
  vaesdec %ymm@4, %ymm@14, %ymm@14
  vaesdec %ymm@5, %ymm@14, %ymm@14
  vaesdec %ymm@6, %ymm@14, %ymm@14
  vaesdec %ymm@7, %ymm@14, %ymm@14
  vaesdec %ymm@8, %ymm@14, %ymm@14
  vaesdec %ymm@9, %ymm@14, %ymm@14
  vaesdec %ymm@10, %ymm@14, %ymm@14
  vaesdec %ymm@11, %ymm@14, %ymm@14
  vaesdec %ymm@12, %ymm@14, %ymm@14
  vaesdeclast %ymm@13, %ymm@14, %ymm@14
  vmovdqu %xmm@14, (%rsi,%rcx)
  addq $16, %rcx
  cmpq %rcx, %rax
  jne L5
L4:
  addq $104, %rsp
  vzeroupper
  retq
== hw_taes::arch::x86_64::vaes_avx2::crypt#2
  subq $296, %rsp
  vbroadcasti128 (%rdi), %ymm@0
  vbroadcastf128 16(%rdi), %ymm@1
  vmovups %ymm@1, -128(%rsp)
  vbroadcasti128 32(%rdi), %ymm@2
  vbroadcasti128 48(%rdi), %ymm@3
  vbroadcasti128 64(%rdi), %ymm@4
  movq 80(%rdi), %rax
  movq 88(%rdi), %r9
  vbroadcasti128 96(%rdi), %ymm@5
  vbroadcasti128 112(%rdi), %ymm@6
  vbroadcasti128 128(%rdi), %ymm@7
  vbroadcastf128 144(%rdi), %ymm@1
  vmovups %ymm@1, -64(%rsp)
  vbroadcastf128 160(%rdi), %ymm@1
  vmovups %ymm@1, -96(%rsp)
  bswapq %rax
  bswapq %r9
  addq %rsi, %r9
  adcq %rdx, %rax
  vmovq %r9, %xmm@1
  vmovq %rax, %xmm@8
  vpunpcklqdq %xmm@8, %xmm@1, %xmm@1
  vinserti128 $1, %xmm@1, %ymm@1, %ymm@9
  movabsq $576460752303423472, %rdx
  andq %r8, %rdx
  shlq $4, %rdx
  movq %r8, %rax
  shlq $4, %rax
  movq %rax, %rsi
  andq $-256, %rsi
  je L0
  addq %rcx, %rsi
  vbroadcastsd C0(%rip), %ymm@1
  vmovups %ymm@1, (%rsp)
  movq %rcx, %rdi
  vpbroadcastq C1(%rip), %ymm@1
  vmovdqu %ymm@1, 32(%rsp)
  vmovdqu %ymm@5, 96(%rsp)
  vmovdqu %ymm@7, 64(%rsp)
L1:
  vpxor (%rdi), %ymm@0, %ymm@1
  vpxor 32(%rdi), %ymm@0, %ymm@8
  vpxor 64(%rdi), %ymm@0, %ymm@10
  vpxor 96(%rdi), %ymm@0, %ymm@11
  vpxor 128(%rdi), %ymm@0, %ymm@7
  vpxor 160(%rdi), %ymm@0, %ymm@12
  vpxor 192(%rdi), %ymm@0, %ymm@13
  vmovdqu -128(%rsp), %ymm@14
  vaesenc %ymm@14, %ymm@1, %ymm@1
  vaesenc %ymm@14, %ymm@8, %ymm@8
  vaesenc %ymm@14, %ymm@10, %ymm@10
  vaesenc %ymm@14, %ymm@11, %ymm@11
  vaesenc %ymm@14, %ymm@7, %ymm@7
  vaesenc %ymm@14, %ymm@12, %ymm@12
  vaesenc %ymm@14, %ymm@13, %ymm@13
  vaesenc %ymm@2, %ymm@1, %ymm@1
  vaesenc %ymm@2, %ymm@8, %ymm@8
  vaesenc %ymm@2, %ymm@10, %ymm@10
  vaesenc %ymm@2, %ymm@11, %ymm@11
  vaesenc %ymm@2, %ymm@7, %ymm@7
  vaesenc %ymm@2, %ymm@12, %ymm@12
  vaesenc %ymm@2, %ymm@13, %ymm@13
  vaesenc %ymm@3, %ymm@1, %ymm@1
  vaesenc %ymm@3, %ymm@8, %ymm@8
  vmovdqa %ymm@2, %ymm@5
  vmovdqa %ymm@0, %ymm@2
  vaesenc %ymm@3, %ymm@10, %ymm@0
  vaesenc %ymm@3, %ymm@11, %ymm@11
  vaesenc %ymm@3, %ymm@7, %ymm@7
  vaesenc %ymm@3, %ymm@12, %ymm@12
  vaesenc %ymm@3, %ymm@13, %ymm@13
  vmovdqu %ymm@13, 160(%rsp)
  vaesenc %ymm@4, %ymm@1, %ymm@1
  vaesenc %ymm@4, %ymm@8, %ymm@13
  vaesenc %ymm@4, %ymm@0, %ymm@0
  vaesenc %ymm@4, %ymm@11, %ymm@15
  vaesenc %ymm@4, %ymm@7, %ymm@10
  vaesenc %ymm@4, %ymm@12, %ymm@12
  vmovdqu %ymm@12, -32(%rsp)
  vpaddq C2(%rip), %ymm@9, %ymm@12
  vmovdqu (%rsp), %ymm@14
  vpxor %ymm@14, %ymm@12, %ymm@7
  vmovdqa C3(%rip), %ymm@11
  vpcmpgtq %ymm@7, %ymm@11, %ymm@7
  vpslldq $8, %ymm@7, %ymm@7
  vpsubq %ymm@7, %ymm@12, %ymm@12
  vmovdqa C4(%rip), %ymm@11
  vpshufb %ymm@11, %ymm@12, %ymm@12
  vaesenc %ymm@12, %ymm@1, %ymm@1
  vmovdqu %ymm@1, 128(%rsp)
  vpaddq C5(%rip), %ymm@9, %ymm@12
  vpxor %ymm@14, %ymm@12, %ymm@7
  vmovdqa C6(%rip), %ymm@1
  vpcmpgtq %ymm@7, %ymm@1, %ymm@7
  vpslldq $8, %ymm@7, %ymm@7
  vpsubq %ymm@7, %ymm@12, %ymm@12
  vmovdqu 64(%rsp), %ymm@7
  vpshufb %ymm@11, %ymm@12, %ymm@12
  vaesenc %ymm@12, %ymm@13, %ymm@1
  vmovdqu %ymm@1, 256(%rsp)
  vpaddq C7(%rip), %ymm@9, %ymm@12
  vpxor %ymm@14, %ymm@12, %ymm@13
  vmovdqa C8(%rip), %ymm@1
  vpcmpgtq %ymm@13, %ymm@1, %ymm@13
  vpslldq $8, %ymm@13, %ymm@13
  vpsubq %ymm@13, %ymm@12, %ymm@12
  vpshufb %ymm@11, %ymm@12, %ymm@12
  vaesenc %ymm@12, %ymm@0, %ymm@1
  vmovdqu %ymm@1, 192(%rsp)
  vmovdqa %ymm@2, %ymm@0
  vmovdqa %ymm@5, %ymm@2
  vmovdqu 96(%rsp), %ymm@5
  vpaddq C9(%rip), %ymm@9, %ymm@12
  vpxor %ymm@14, %ymm@12, %ymm@13
  vmovdqa C10(%rip), %ymm@1
  vpcmpgtq %ymm@13, %ymm@1, %ymm@13
  vpslldq $8, %ymm@13, %ymm@13
  vpsubq %ymm@13, %ymm@12, %ymm@12
  vpshufb %ymm@11, %ymm@12, %ymm@12
  vaesenc %ymm@12, %ymm@15, %ymm@1
  vmovdqu %ymm@1, 224(%rsp)
  vpaddq C11(%rip), %ymm@9, %ymm@12
  vpxor %ymm@14, %ymm@12, %ymm@13
  vmovdqa C12(%rip), %ymm@1
  vpcmpgtq %ymm@13, %ymm@1, %ymm@13
  vpslldq $8, %ymm@13, %ymm@13
  vpsubq %ymm@13, %ymm@12, %ymm@12
  vpshufb %ymm@11, %ymm@12, %ymm@12
  vaesenc %ymm@12, %ymm@10, %ymm@8
  vpaddq C13(%rip), %ymm@9, %ymm@12
  vpxor %ymm@14, %ymm@12, %ymm@13
  vmovdqa C14(%rip), %ymm@1
  vpcmpgtq %ymm@13, %ymm@1, %ymm@13
  vpslldq $8, %ymm@13, %ymm@13
  vpsubq %ymm@13, %ymm@12, %ymm@12
  vpshufb %ymm@11, %ymm@12, %ymm@12
  vmovdqu -32(%rsp), %ymm@1
  vaesenc %ymm@12, %ymm@1, %ymm@1
  vmovdqu %ymm@1, -32(%rsp)
  vpaddq C15(%rip), %ymm@9, %ymm@12
  vpxor %ymm@14, %ymm@12, %ymm@13
  vmovdqa C16(%rip), %ymm@1
  vpcmpgtq %ymm@13, %ymm@1, %ymm@13
  vpslldq $8, %ymm@13, %ymm@13
  vpsubq %ymm@13, %ymm@12, %ymm@12
  vmovdqu 160(%rsp), %ymm@1
  vaesenc %ymm@4, %ymm@1, %ymm@13
  vpshufb %ymm@11, %ymm@12, %ymm@12
  vaesenc %ymm@12, %ymm@13, %ymm@13
  vmovdqu 128(%rsp), %ymm@1
  vaesenc %ymm@5, %ymm@1, %ymm@1
  vaesenc %ymm@6, %ymm@1, %ymm@1
  vaesenc %ymm@7, %ymm@1, %ymm@1
  vmovdqu -64(%rsp), %ymm@10
  vaesenc %ymm@10, %ymm@1, %ymm@1
  vmovdqu -96(%rsp), %ymm@15
  vaesenclast %ymm@15, %ymm@1, %ymm@1
  vmovdqu %ymm@1, (%rdi)
  vmovdqu 256(%rsp), %ymm@1
  vaesenc %ymm@5, %ymm@1, %ymm@1
  vmovdqu 192(%rsp), %ymm@12
  vaesenc %ymm@5, %ymm@12, %ymm@12
  vaesenc %ymm@6, %ymm@1, %ymm@1
  vaesenc %ymm@6, %ymm@12, %ymm@12
  vaesenc %ymm@7, %ymm@1, %ymm@1
  vaesenc %ymm@7, %ymm@12, %ymm@12
  vaesenc %ymm@10, %ymm@1, %ymm@1
  vaesenc %ymm@10, %ymm@12, %ymm@12
  vaesenclast %ymm@15, %ymm@1, %ymm@1
  vmovdqu %ymm@1, 32(%rdi)
  vaesenclast %ymm@15, %ymm@12, %ymm@1
  vmovdqu %ymm@1, 64(%rdi)
  vmovdqu 224(%rsp), %ymm@1
  vaesenc %ymm@5, %ymm@1, %ymm@1
  vaesenc %ymm@5, %ymm@8, %ymm@12
  vaesenc %ymm@6, %ymm@1, %ymm@1
  vaesenc %ymm@6, %ymm@12, %ymm@12
  vaesenc %ymm@7, %ymm@1, %ymm@1
  vaesenc %ymm@7, %ymm@12, %ymm@12
  vaesenc %ymm@10, %ymm@1, %ymm@1
  vaesenc %ymm@10, %ymm@12, %ymm@12
  vaesenclast %ymm@15, %ymm@1, %ymm@1
  vaesenclast %ymm@15, %ymm@12, %ymm@12
  vmovdqu %ymm@1, 96(%rdi)
  vmovdqu %ymm@12, 128(%rdi)
  vmovdqu -32(%rsp), %ymm@1
  vaesenc %ymm@5, %ymm@1, %ymm@1
  vaesenc %ymm@6, %ymm@1, %ymm@1
  vaesenc %ymm@7, %ymm@1, %ymm@1
  vaesenc %ymm@10, %ymm@1, %ymm@1
  vaesenclast %ymm@15, %ymm@1, %ymm@1
  vmovdqu %ymm@1, 160(%rdi)
  vpaddq C17(%rip), %ymm@9, %ymm@1
  vaesenc %ymm@5, %ymm@13, %ymm@12
  vaesenc %ymm@6, %ymm@12, %ymm@12
  vaesenc %ymm@7, %ymm@12, %ymm@12
  vaesenc %ymm@10, %ymm@12, %ymm@12
  vaesenclast %ymm@15, %ymm@12, %ymm@12
  vmovdqu %ymm@12, 192(%rdi)
  vpaddq C18(%rip), %ymm@9, %ymm@12
  vpxor %ymm@14, %ymm@12, %ymm@13
  vmovdqa C19(%rip), %ymm@8
  vpcmpgtq %ymm@13, %ymm@8, %ymm@13
  vpslldq $8, %ymm@13, %ymm@13
  vpsubq %ymm@13, %ymm@12, %ymm@12
  vpxor 224(%rdi), %ymm@0, %ymm@13
  vaesenc -128(%rsp), %ymm@13, %ymm@13
  vaesenc %ymm@2, %ymm@13, %ymm@13
  vaesenc %ymm@3, %ymm@13, %ymm@13
  vaesenc %ymm@4, %ymm@13, %ymm@13
  vpshufb %ymm@11, %ymm@12, %ymm@12
  vaesenc %ymm@12, %ymm@13, %ymm@12
  vpxor %ymm@14, %ymm@1, %ymm@13
  vmovdqu 32(%rsp), %ymm@8
  vpcmpgtq %ymm@13, %ymm@8, %ymm@13
  vpslldq $8, %ymm@13, %ymm@13
  vaesenc %ymm@5, %ymm@12, %ymm@12
  vaesenc %ymm@6, %ymm@12, %ymm@12
  vaesenc %ymm@7, %ymm@12, %ymm@12
  vaesenc %ymm@10, %ymm@12, %ymm@12
  vaesenclast %ymm@15, %ymm@12, %ymm@12
  vpsubq %ymm@13, %ymm@1, %ymm@9
  vmovdqu %ymm@12, 224(%rdi)
  addq $256, %rdi
  cmpq %rsi, %rdi
  jne L1
L0:
  addq %rdx, %rcx
  movq %rax, %rdx
  andq $224, %rdx
  je L2
  xorl %esi, %esi
  vpbroadcastq C0(%rip), %ymm@8
  vpbroadcastq C20(%rip), %ymm@1
  vmovdqu -64(%rsp), %ymm@12
  vmovdqu -96(%rsp), %ymm@13
  vmovdqa C3(%rip), %ymm@14
L3:
  vpxor (%rcx,%rsi), %ymm@0, %ymm@15
  vaesenc -128(%rsp), %ymm@15, %ymm@15
  vaesenc %ymm@2, %ymm@15, %ymm@15
  vaesenc %ymm@3, %ymm@15, %ymm@15
  vpaddq C2(%rip), %ymm@9, %ymm@10
  vpxor %ymm@8, %ymm@10, %ymm@11
  vpcmpgtq %ymm@11, %ymm@14, %ymm@11
  vpslldq $8, %ymm@11, %ymm@11
  vpsubq %ymm@11, %ymm@10, %ymm@10
  vaesenc %ymm@4, %ymm@15, %ymm@15
  vpshufb C4(%rip), %ymm@10, %ymm@10
  vaesenc %ymm@10, %ymm@15, %ymm@15
  vpaddq C21(%rip), %ymm@9, %ymm@10
  vpxor %ymm@8, %ymm@10, %ymm@9
  vpcmpgtq %ymm@9, %ymm@1, %ymm@9
  vpslldq $8, %ymm@9, %ymm@9
  vaesenc %ymm@5, %ymm@15, %ymm@15
  vaesenc %ymm@6, %ymm@15, %ymm@15
  vaesenc %ymm@7, %ymm@15, %ymm@15
  vaesenc %ymm@12, %ymm@15, %ymm@15
  vaesenclast %ymm@13, %ymm@15, %ymm@15
  vpsubq %ymm@9, %ymm@10, %ymm@9
  vmovdqu %ymm@15, (%rcx,%rsi)
  addq $32, %rsi
  cmpq %rsi, %rdx
  jne L3
  andq $16, %rax
  jne L4
  jmp L5
L2:
  vmovdqu -64(%rsp), %ymm@12
  vmovdqu -96(%rsp), %ymm@13
  andq $16, %rax
  je L5
L4:
  andl $14, %r8d
  shll $4, %r8d
  addq %r8, %rcx
  xorl %edx, %edx
  vpbroadcastq C0(%rip), %ymm@8
  vpbroadcastq C20(%rip), %ymm@1
  vmovdqa C3(%rip), %ymm@14
L6:
  vmovdqu (%rcx,%rdx), %xmm@15
  vpxor %ymm@0, %ymm@15, %ymm@15
  vaesenc -128(%rsp), %ymm@15, %ymm@15
  vaesenc %ymm@2, %ymm@15, %ymm@15
  vaesenc %ymm@3, %ymm@15, %ymm@15
  vpaddq C2(%rip), %ymm@9, %ymm@10
  vpxor %ymm@8, %ymm@10, %ymm@11
  vpcmpgtq %ymm@11, %ymm@14, %ymm@11
  vpslldq $8, %ymm@11, %ymm@11
  vpsubq %ymm@11, %ymm@10, %ymm@10
  vaesenc %ymm@4, %ymm@15, %ymm@15
  vpshufb C4(%rip), %ymm@10, %ymm@10
  vaesenc %ymm@10, %ymm@15, %ymm@15
  vpaddq C21(%rip), %ymm@9, %ymm@10
  vpxor %ymm@8, %ymm@10, %ymm@9
  vpcmpgtq %ymm@9, %ymm@1, %ymm@9
  vpslldq $8, %ymm@9, %ymm@9
  vaesenc %ymm@5, %ymm@15, %ymm@15
  vaesenc %ymm@6, %ymm@15, %ymm@15
  vaesenc %ymm@7, %ymm@15, %ymm@15
  vaesenc %ymm@12, %ymm@15, %ymm@15
  vaesenclast %ymm@13, %ymm@15, %ymm@15
  vpsubq %ymm@9, %ymm@10, %ymm@9
  vmovdqu %xmm@15, (%rcx,%rdx)
  addq $16, %rdx
  cmpq %rdx, %rax
  jne L6
L5:
  addq $296, %rsp
  vzeroupper
  retq
== hw_taes::arch::x86_64::vaes_avx2::crypt#3
  subq $328, %rsp
  vbroadcasti128 240(%rdi), %ymm@0
  vbroadcasti128 256(%rdi), %ymm@1
  vbroadcastf128 272(%rdi), %ymm@2
  vmovups %ymm@2, -96(%rsp)
  vbroadcastf128 288(%rdi), %ymm@2
  vmovups %ymm@2, -128(%rsp)
  vbroadcasti128 304(%rdi), %ymm@3
  vbroadcasti128 336(%rdi), %ymm@4
  vbroadcasti128 352(%rdi), %ymm@5
  vbroadcastf128 368(%rdi), %ymm@2
  vmovups %ymm@2, (%rsp)
  vbroadcastf128 384(%rdi), %ymm@2
  vmovups %ymm@2, -32(%rsp)
  vbroadcastf128 400(%rdi), %ymm@2
  vmovups %ymm@2, -64(%rsp)
  movq 80(%rdi), %rax
  movq 88(%rdi), %rdi
  bswapq %rax
  bswapq %rdi
  addq %rsi, %rdi
  adcq %rdx, %rax
  vmovq %rdi, %xmm@2
  vmovq %rax, %xmm@6
  vpunpcklqdq %xmm@6, %xmm@2, %xmm@2
  vinserti128 $1, %xmm@2, %ymm@2, %ymm@7
  movabsq $576460752303423472, %rdx
  andq %r8, %rdx
  shlq $4, %rdx
  movq %r8, %rax
  shlq $4, %rax
  movq %rax, %rsi
  andq $-256, %rsi
  je L0
  addq %rcx, %rsi
  vbroadcastsd C0(%rip), %ymm@2
  vmovups %ymm@2, 128(%rsp)
  movq %rcx, %rdi
  vpbroadcastq C1(%rip), %ymm@2
  vmovdqu %ymm@2, 96(%rsp)
  vmovdqu %ymm@0, 64(%rsp)
  vpxor %xmm@8, %xmm@8, %xmm@8
  vmovdqu -32(%rsp), %ymm@9
L1:
  vpxor (%rdi), %ymm@0, %ymm@2
  vpxor 32(%rdi), %ymm@0, %ymm@6
  vpxor 64(%rdi), %ymm@0, %ymm@10
  vpxor 96(%rdi), %ymm@0, %ymm@11
  vpxor 128(%rdi), %ymm@0, %ymm@12
  vpxor 160(%rdi), %ymm@0, %ymm@13
  vmovdqu 64(%rsp), %ymm@0
  vpxor 192(%rdi), %ymm@0, %ymm@0
  vaesdec %ymm@1, %ymm@2, %ymm@2
  vaesdec %ymm@1, %ymm@6, %ymm@6
  vaesdec %ymm@1, %ymm@10, %ymm@10
  vaesdec %ymm@1, %ymm@11, %ymm@11
  vaesdec %ymm@1, %ymm@12, %ymm@12
  vaesdec %ymm@1, %ymm@13, %ymm@13
  vaesdec %ymm@1, %ymm@0, %ymm@0
  vmovdqu -96(%rsp), %ymm@14
  vaesdec %ymm@14, %ymm@2, %ymm@2
  vaesdec %ymm@14, %ymm@6, %ymm@6
  vaesdec %ymm@14, %ymm@10, %ymm@10
  vaesdec %ymm@14, %ymm@11, %ymm@11
  vaesdec %ymm@14, %ymm@12, %ymm@12
  vaesdec %ymm@14, %ymm@13, %ymm@13
  vaesdec %ymm@14, %ymm@0, %ymm@0
  vmovdqu -128(%rsp), %ymm@15
  vaesdec %ymm@15, %ymm@2, %ymm@2
  vaesdec %ymm@15, %ymm@6, %ymm@6
  vaesdec %ymm@15, %ymm@10, %ymm@10
  vaesdec %ymm@15, %ymm@11, %ymm@11
  vaesdec %ymm@15, %ymm@12, %ymm@12
  vaesdec %ymm@15, %ymm@13, %ymm@13
  vaesdec %ymm@15, %ymm@0, %ymm@15
  vaesdec %ymm@3, %ymm@2, %ymm@2
  vmovdqa %ymm@1, %ymm@0
  vaesdec %ymm@3, %ymm@6, %ymm@1
  vaesdec %ymm@3, %ymm@10, %ymm@6
  vaesdec %ymm@3, %ymm@11, %ymm@14
  vmovdqu %ymm@14, 32(%rsp)
  vaesdec %ymm@3, %ymm@12, %ymm@12
  vaesdec %ymm@3, %ymm@13, %ymm@13
  vmovdqu %ymm@13, 160(%rsp)
  vpaddq C2(%rip), %ymm@7, %ymm@13
  vmovdqu 128(%rsp), %ymm@14
  vpxor %ymm@14, %ymm@13, %ymm@11
  vmovdqa C3(%rip), %ymm@10
  vpcmpgtq %ymm@11, %ymm@10, %ymm@11
  vpslldq $8, %ymm@11, %ymm@11
  vpsubq %ymm@11, %ymm@13, %ymm@13
  vmovdqa C4(%rip), %ymm@10
  vpshufb %ymm@10, %ymm@13, %ymm@13
  vaesenclast %ymm@8, %ymm@13, %ymm@13
  vaesdec %ymm@8, %ymm@13, %ymm@13
  vaesdec %ymm@13, %ymm@2, %ymm@2
  vmovdqu %ymm@2, 192(%rsp)
  vpaddq C5(%rip), %ymm@7, %ymm@13
  vpxor %ymm@14, %ymm@13, %ymm@11
  vmovdqa C6(%rip), %ymm@2
  vpcmpgtq %ymm@11, %ymm@2, %ymm@11
  vpslldq $8, %ymm@11, %ymm@11
  vpsubq %ymm@11, %ymm@13, %ymm@13
  vpshufb %ymm@10, %ymm@13, %ymm@13
  vaesenclast %ymm@8, %ymm@13, %ymm@13
  vaesdec %ymm@8, %ymm@13, %ymm@13
  vaesdec %ymm@13, %ymm@1, %ymm@2
  vmovdqu %ymm@2, 288(%rsp)
  vpaddq C7(%rip), %ymm@7, %ymm@13
  vpxor %ymm@14, %ymm@13, %ymm@1
  vmovdqa C8(%rip), %ymm@2
  vpcmpgtq %ymm@1, %ymm@2, %ymm@1
  vpslldq $8, %ymm@1, %ymm@1
  vpsubq %ymm@1, %ymm@13, %ymm@13
  vpshufb %ymm@10, %ymm@13, %ymm@13
  vaesenclast %ymm@8, %ymm@13, %ymm@13
  vaesdec %ymm@8, %ymm@13, %ymm@13
  vaesdec %ymm@13, %ymm@6, %ymm@2
  vmovdqu %ymm@2, 256(%rsp)
  vpaddq C9(%rip), %ymm@7, %ymm@13
  vpxor %ymm@14, %ymm@13, %ymm@1
  vmovdqa C10(%rip), %ymm@2
  vpcmpgtq %ymm@1, %ymm@2, %ymm@1
  vpslldq $8, %ymm@1, %ymm@1
  vpsubq %ymm@1, %ymm@13, %ymm@13
  vmovdqa %ymm@0, %ymm@1
  vpshufb %ymm@10, %ymm@13, %ymm@13
  vaesenclast %ymm@8, %ymm@13, %ymm@13
  vaesdec %ymm@8, %ymm@13, %ymm@13
  vmovdqu 32(%rsp), %ymm@2
  vaesdec %ymm@13, %ymm@2, %ymm@2
  vmovdqu %ymm@2, 32(%rsp)
  vpaddq C11(%rip), %ymm@7, %ymm@6
  vpxor %ymm@14, %ymm@6, %ymm@13
  vmovdqa C12(%rip), %ymm@2
  vpcmpgtq %ymm@13, %ymm@2, %ymm@13
  vpslldq $8, %ymm@13, %ymm@13
  vpsubq %ymm@13, %ymm@6, %ymm@6
  vpshufb %ymm@10, %ymm@6, %ymm@6
  vaesenclast %ymm@8, %ymm@6, %ymm@6
  vaesdec %ymm@8, %ymm@6, %ymm@6
  vaesdec %ymm@6, %ymm@12, %ymm@2
  vmovdqu %ymm@2, 224(%rsp)
  vmovdqu -64(%rsp), %ymm@12
  vpaddq C13(%rip), %ymm@7, %ymm@6
  vpxor %ymm@14, %ymm@6, %ymm@13
  vmovdqa C14(%rip), %ymm@2
  vpcmpgtq %ymm@13, %ymm@2, %ymm@13
  vpslldq $8, %ymm@13, %ymm@13
  vpsubq %ymm@13, %ymm@6, %ymm@6
  vpshufb %ymm@10, %ymm@6, %ymm@6
  vaesenclast %ymm@8, %ymm@6, %ymm@6
  vaesdec %ymm@8, %ymm@6, %ymm@6
  vmovdqu 160(%rsp), %ymm@2
  vaesdec %ymm@6, %ymm@2, %ymm@0
  vpaddq C15(%rip), %ymm@7, %ymm@6
  vpxor %ymm@14, %ymm@6, %ymm@13
  vmovdqa C16(%rip), %ymm@2
  vpcmpgtq %ymm@13, %ymm@2, %ymm@13
  vpslldq $8, %ymm@13, %ymm@13
  vpsubq %ymm@13, %ymm@6, %ymm@6
  vaesdec %ymm@3, %ymm@15, %ymm@13
  vpshufb %ymm@10, %ymm@6, %ymm@6
  vaesenclast %ymm@8, %ymm@6, %ymm@6
  vaesdec %ymm@8, %ymm@6, %ymm@6
  vaesdec %ymm@6, %ymm@13, %ymm@11
  vmovdqu 192(%rsp), %ymm@2
  vaesdec %ymm@4, %ymm@2, %ymm@2
  vaesdec %ymm@5, %ymm@2, %ymm@2
  vmovdqu (%rsp), %ymm@15
  vaesdec %ymm@15, %ymm@2, %ymm@2
  vaesdec %ymm@9, %ymm@2, %ymm@2
  vaesdeclast %ymm@12, %ymm@2, %ymm@2
  vmovdqu %ymm@2, (%rdi)
  vmovdqu 288(%rsp), %ymm@2
  vaesdec %ymm@4, %ymm@2, %ymm@2
  vmovdqu 256(%rsp), %ymm@6
  vaesdec %ymm@4, %ymm@6, %ymm@6
  vaesdec %ymm@5, %ymm@2, %ymm@2
  vaesdec %ymm@5, %ymm@6, %ymm@6
  vaesdec %ymm@15, %ymm@2, %ymm@2
  vaesdec %ymm@15, %ymm@6, %ymm@6
  vaesdec %ymm@9, %ymm@2, %ymm@2
  vaesdec %ymm@9, %ymm@6, %ymm@6
  vaesdeclast %ymm@12, %ymm@2, %ymm@2
  vmovdqu %ymm@2, 32(%rdi)
  vaesdeclast %ymm@12, %ymm@6, %ymm@2
  vmovdqu %ymm@2, 64(%rdi)
  vmovdqu 32(%rsp), %ymm@2
  vaesdec %ymm@4, %ymm@2, %ymm@2
  vmovdqu 224(%rsp), %ymm@6
  vaesdec %ymm@4, %ymm@6, %ymm@6
  vaesdec %ymm@4, %ymm@0, %ymm@13
  vaesdec %ymm@4, %ymm@11, %ymm@0
  vaesdec %ymm@5, %ymm@2, %ymm@2
  vaesdec %ymm@5, %ymm@6, %ymm@6
  vaesdec %ymm@5, %ymm@13, %ymm@13
  vaesdec %ymm@5, %ymm@0, %ymm@0
  vaesdec %ymm@15, %ymm@2, %ymm@2
  vaesdec %ymm@15, %ymm@6, %ymm@6
  vaesdec %ymm@15, %ymm@13, %ymm@13
  vaesdec %ymm@15, %ymm@0, %ymm@0
  vaesdec %ymm@9, %ymm@2, %ymm@2
  vaesdec %ymm@9, %ymm@6, %ymm@6
  vaesdec %ymm@9, %ymm@13, %ymm@13
  vaesdec %ymm@9, %ymm@0, %ymm@0
  vaesdeclast %ymm@12, %ymm@2, %ymm@2
  vaesdeclast %ymm@12, %ymm@6, %ymm@6
  vaesdeclast %ymm@12, %ymm@13, %ymm@13
  vaesdeclast %ymm@12, %ymm@0, %ymm@0
  vmovdqu %ymm@2, 96(%rdi)
  vmovdqu %ymm@6, 128(%rdi)
  vmovdqu %ymm@13, 160(%rdi)
  vmovdqu %ymm@0, 192(%rdi)
  vmovdqu 64(%rsp), %ymm@0
  vpxor 224(%rdi), %ymm@0, %ymm@2
  vaesdec %ymm@1, %ymm@2, %ymm@2
  vaesdec -96(%rsp), %ymm@2, %ymm@2
  vaesdec -128(%rsp), %ymm@2, %ymm@2
  vpaddq C17(%rip), %ymm@7, %ymm@6
  vpxor %ymm@14, %ymm@6, %ymm@13
  vmovdqa C18(%rip), %ymm@11
  vpcmpgtq %ymm@13, %ymm@11, %ymm@13
  vpslldq $8, %ymm@13, %ymm@13
  vpsubq %ymm@13, %ymm@6, %ymm@6
  vaesdec %ymm@3, %ymm@2, %ymm@2
  vpshufb %ymm@10, %ymm@6, %ymm@6
  vaesenclast %ymm@8, %ymm@6, %ymm@6
  vaesdec %ymm@8, %ymm@6, %ymm@6
  vpaddq C19(%rip), %ymm@7, %ymm@13
  vaesdec %ymm@6, %ymm@2, %ymm@2
  vpxor %ymm@14, %ymm@13, %ymm@6
  vmovdqu 96(%rsp), %ymm@14
  vpcmpgtq %ymm@6, %ymm@14, %ymm@6
  vpslldq $8, %ymm@6, %ymm@6
  vaesdec %ymm@4, %ymm@2, %ymm@2
  vaesdec %ymm@5, %ymm@2, %ymm@2
  vaesdec %ymm@15, %ymm@2, %ymm@2
  vaesdec %ymm@9, %ymm@2, %ymm@2
  vaesdeclast %ymm@12, %ymm@2, %ymm@2
  vpsubq %ymm@6, %ymm@13, %ymm@7
  vmovdqu %ymm@2, 224(%rdi)
  addq $256, %rdi
  cmpq %rsi, %rdi
  jne L1
L0:
  addq %rdx, %rcx
  movq %rax, %rdx
  andq $224, %rdx
  je L2
  xorl %esi, %esi
  vpbroadcastq C0(%rip), %ymm@10
  vpxor %xmm@9, %xmm@9, %xmm@9
  vpbroadcastq C20(%rip), %ymm@2
  vmovdqu (%rsp), %ymm@14
  vmovdqu -32(%rsp), %ymm@12
  vmovdqu -64(%rsp), %ymm@13
  vmovdqa C3(%rip), %ymm@15
L3:
  vpxor (%rcx,%rsi), %ymm@0, %ymm@6
  vaesdec %ymm@1, %ymm@6, %ymm@6
  vaesdec -96(%rsp), %ymm@6, %ymm@6
  vaesdec -128(%rsp), %ymm@6, %ymm@6
  vpaddq C2(%rip), %ymm@7, %ymm@8
  vpxor %ymm@10, %ymm@8, %ymm@11
  vpcmpgtq %ymm@11, %ymm@15, %ymm@11
  vpslldq $8, %ymm@11, %ymm@11
  vpsubq %ymm@11, %ymm@8, %ymm@8
  vaesdec %ymm@3, %ymm@6, %ymm@6
  vpshufb C4(%rip), %ymm@8, %ymm@8
  vaesenclast %ymm@9, %ymm@8, %ymm@8
  vaesdec %ymm@9, %ymm@8, %ymm@8
  vaesdec %ymm@8, %ymm@6, %ymm@6
  vpaddq C21(%rip), %ymm@7, %ymm@8
  vpxor %ymm@10, %ymm@8, %ymm@7
  vpcmpgtq %ymm@7, %ymm@2, %ymm@7
  vpslldq $8, %ymm@7, %ymm@7
  vaesdec %ymm@4, %ymm@6, %ymm@6
  vaesdec %ymm@5, %ymm@6, %ymm@6
  vaesdec %ymm@14, %ymm@6, %ymm@6
  vaesdec %ymm@12, %ymm@6, %ymm@6
  vaesdeclast %ymm@13, %ymm@6, %ymm@6
  vpsubq %ymm@7, %ymm@8, %ymm@7
  vmovdqu %ymm@6, (%rcx,%rsi)
  addq $32, %rsi
  cmpq %rsi, %rdx
  jne L3
  andq $16, %rax
  jne L4
  jmp L5
L2:
  vmovdqu (%rsp), %ymm@14
  vmovdqu -32(%rsp), %ymm@12
  vmovdqu -64(%rsp), %ymm@13
  andq $16, %rax
  je L5
L4:
  andl $14, %r8d
  shll $4, %r8d
  addq %r8, %rcx
  xorl %edx, %edx
  vpbroadcastq C0(%rip), %ymm@10
  vpxor %xmm@9, %xmm@9, %xmm@9
  vpbroadcastq C20(%rip), %ymm@2
  vmovdqa C3(%rip), %ymm@15
L6:
  vmovdqu (%rcx,%rdx), %xmm@6
  vpxor %ymm@0, %ymm@6, %ymm@6
  vaesdec %ymm@1, %ymm@6, %ymm@6
  vaesdec -96(%rsp), %ymm@6, %ymm@6
  vaesdec -128(%rsp), %ymm@6, %ymm@6
  vpaddq C2(%rip), %ymm@7, %ymm@8
  vpxor %ymm@10, %ymm@8, %ymm@11
  vpcmpgtq %ymm@11, %ymm@15, %ymm@11
  vpslldq $8, %ymm@11, %ymm@11
  vpsubq %ymm@11, %ymm@8, %ymm@8
  vaesdec %ymm@3, %ymm@6, %ymm@6
  vpshufb C4(%rip), %ymm@8, %ymm@8
  vaesenclast %ymm@9, %ymm@8, %ymm@8
  vaesdec %ymm@9, %ymm@8, %ymm@8
  vaesdec %ymm@8, %ymm@6, %ymm@6
  vpaddq C21(%rip), %ymm@7, %ymm@8
  vpxor %ymm@10, %ymm@8, %ymm@7
  vpcmpgtq %ymm@7, %ymm@2, %ymm@7
  vpslldq $8, %ymm@7, %ymm@7
  vaesdec %ymm@4, %ymm@6, %ymm@6
  vaesdec %ymm@5, %ymm@6, %ymm@6
  vaesdec %ymm@14, %ymm@6, %ymm@6
  vaesdec %ymm@12, %ymm@6, %ymm@6
  vaesdeclast %ymm@13, %ymm@6, %ymm@6
  vpsubq %ymm@7, %ymm@8, %ymm@7
  vmovdqu %xmm@6, (%rcx,%rdx)
  addq $16, %rdx
  cmpq %rdx, %rax
  jne L6
L5:
  addq $328, %rsp
  vzeroupper
  retq
== hw_taes::arch::x86_64::vaes_avx2::crypt#4
  subq $360, %rsp
  vbroadcasti128 (%rdi), %ymm@0
  vbroadcasti128 16(%rdi), %ymm@1
  vbroadcasti128 32(%rdi), %ymm@2
  vbroadcastf128 48(%rdi), %ymm@3
  vmovups %ymm@3, -96(%rsp)
  vbroadcasti128 64(%rdi), %ymm@4
  vbroadcastf128 80(%rdi), %ymm@3
  vmovups %ymm@3, -128(%rsp)
  movq 96(%rdi), %rax
  movq 104(%rdi), %r9
  vbroadcasti128 112(%rdi), %ymm@5
  vbroadcastf128 128(%rdi), %ymm@3
  vmovups %ymm@3, 64(%rsp)
  vbroadcasti128 144(%rdi), %ymm@6
  vbroadcastf128 160(%rdi), %ymm@3
  vmovups %ymm@3, -64(%rsp)
  vbroadcasti128 176(%rdi), %ymm@7
  vbroadcastf128 192(%rdi), %ymm@3
  vmovups %ymm@3, 32(%rsp)
  bswapq %rax
  bswapq %r9
  addq %rsi, %r9
  adcq %rdx, %rax
  vmovq %r9, %xmm@3
  vmovq %rax, %xmm@8
  vpunpcklqdq %xmm@8, %xmm@3, %xmm@3
  vinserti128 $1, %xmm@3, %ymm@3, %ymm@9
  movabsq $576460752303423472, %rdx
  andq %r8, %rdx
  shlq $4, %rdx
  movq %r8, %rax
  shlq $4, %rax
  movq %rax, %rsi
  andq $-256, %rsi
  je L0
  addq %rcx, %rsi
  vbroadcastsd C0(%rip), %ymm@3
  vmovups %ymm@3, 192(%rsp)
  movq %rcx, %rdi
  vpbroadcastq C1(%rip), %ymm@3
  vmovdqu %ymm@3, 160(%rsp)
  vmovdqu %ymm@0, 96(%rsp)
  vmovdqu %ymm@5, 224(%rsp)
  vmovdqu %ymm@2, 128(%rsp)
L1:
  vpxor (%rdi), %ymm@0, %ymm@3
  vpxor 32(%rdi), %ymm@0, %ymm@8
  vpxor 64(%rdi), %ymm@0, %ymm@10
  vpxor 96(%rdi), %ymm@0, %ymm@11
  vpxor 128(%rdi), %ymm@0, %ymm@12
  vmovdqu 96(%rsp), %ymm@0
  vpxor 160(%rdi), %ymm@0, %ymm@0
  vmovdqu 96(%rsp), %ymm@13
  vpxor 192(%rdi), %ymm@13, %ymm@13
  vaesenc %ymm@1, %ymm@3, %ymm@3
  vaesenc %ymm@1, %ymm@8, %ymm@8
  vaesenc %ymm@1, %ymm@10, %ymm@10
  vaesenc %ymm@1, %ymm@11, %ymm@11
  vaesenc %ymm@1, %ymm@12, %ymm@12
  vaesenc %ymm@1, %ymm@0, %ymm@0
  vaesenc %ymm@1, %ymm@13, %ymm@13
  vaesenc %ymm@2, %ymm@3, %ymm@3
  vaesenc %ymm@2, %ymm@8, %ymm@8
  vaesenc %ymm@2, %ymm@10, %ymm@10
  vaesenc %ymm@2, %ymm@11, %ymm@11
  vaesenc %ymm@2, %ymm@12, %ymm@12
  vaesenc %ymm@2, %ymm@0, %ymm@0
  vaesenc %ymm@2, %ymm@13, %ymm@13
  vmovdqu -96(%rsp), %ymm@14
  vaesenc %ymm@14, %ymm@3, %ymm@3
  vaesenc %ymm@14, %ymm@8, %ymm@8
  vaesenc %ymm@14, %ymm@10, %ymm@10
  vaesenc %ymm@14, %ymm@11, %ymm@11
  vaesenc %ymm@14, %ymm@12, %ymm@12
  vaesenc %ymm@14, %ymm@0, %ymm@0
  vaesenc %ymm@14, %ymm@13, %ymm@13
  vaesenc %ymm@4, %ymm@3, %ymm@3
  vaesenc %ymm@4, %ymm@8, %ymm@8
  vaesenc %ymm@4, %ymm@10, %ymm@10
  vaesenc %ymm@4, %ymm@11, %ymm@11
  vaesenc %ymm@4, %ymm@12, %ymm@12
  vaesenc %ymm@4, %ymm@0, %ymm@0
  vaesenc %ymm@4, %ymm@13, %ymm@13
  vmovdqu -128(%rsp), %ymm@2
  vaesenc %ymm@2, %ymm@3, %ymm@3
  vmovdqa %ymm@6, %ymm@14
  vmovdqa %ymm@4, %ymm@6
  vmovdqa %ymm@1, %ymm@4
  vaesenc %ymm@2, %ymm@8, %ymm@1
  vaesenc %ymm@2, %ymm@10, %ymm@15
  vaesenc %ymm@2, %ymm@11, %ymm@5
  vaesenc %ymm@2, %ymm@12, %ymm@12
  vmovdqu %ymm@12, (%rsp)
  vaesenc %ymm@2, %ymm@0, %ymm@12
  vmovdqu %ymm@12, -32(%rsp)
  vaesenc %ymm@2, %ymm@13, %ymm@10
  vpaddq C2(%rip), %ymm@9, %ymm@12
  vmovdqu 192(%rsp), %ymm@13
  vpxor %ymm@13, %ymm@12, %ymm@0
  vmovdqa C3(%rip), %ymm@11
  vpcmpgtq %ymm@0, %ymm@11, %ymm@0
  vpslldq $8, %ymm@0, %ymm@0
  vpsubq %ymm@0, %ymm@12, %ymm@12
  vmovdqa C4(%rip), %ymm@8
  vpshufb %ymm@8, %ymm@12, %ymm@12
  vaesenc %ymm@12, %ymm@3, %ymm@3
  vpaddq C5(%rip), %ymm@9, %ymm@12
  vpxor %ymm@13, %ymm@12, %ymm@0
  vmovdqa C6(%rip), %ymm@11
  vpcmpgtq %ymm@0, %ymm@11, %ymm@0
  vpslldq $8, %ymm@0, %ymm@0
  vpsubq %ymm@0, %ymm@12, %ymm@12
  vmovdqa %ymm@8, %ymm@11
  vpshufb %ymm@8, %ymm@12, %ymm@12
  vaesenc %ymm@12, %ymm@1, %ymm@8
  vmovdqu %ymm@8, 320(%rsp)
  vmovdqa %ymm@4, %ymm@1
  vmovdqa %ymm@6, %ymm@4
  vmovdqa %ymm@14, %ymm@6
  vpaddq C7(%rip), %ymm@9, %ymm@12
  vpxor %ymm@13, %ymm@12, %ymm@0
  vmovdqa C8(%rip), %ymm@14
  vpcmpgtq %ymm@0, %ymm@14, %ymm@0
  vpslldq $8, %ymm@0, %ymm@0
  vpsubq %ymm@0, %ymm@12, %ymm@12
  vpshufb %ymm@11, %ymm@12, %ymm@12
  vaesenc %ymm@12, %ymm@15, %ymm@8
  vmovdqu %ymm@8, 256(%rsp)
  vmovdqu 128(%rsp), %ymm@2
  vpaddq C9(%rip), %ymm@9, %ymm@12
  vpxor %ymm@13, %ymm@12, %ymm@0
  vmovdqa C10(%rip), %ymm@8
  vpcmpgtq %ymm@0, %ymm@8, %ymm@0
  vpslldq $8, %ymm@0, %ymm@0
  vpsubq %ymm@0, %ymm@12, %ymm@12
  vpshufb %ymm@11, %ymm@12, %ymm@12
  vaesenc %ymm@12, %ymm@5, %ymm@8
  vmovdqu %ymm@8, 288(%rsp)
  vmovdqu 64(%rsp), %ymm@15
  vpaddq C11(%rip), %ymm@9, %ymm@12
  vpxor %ymm@13, %ymm@12, %ymm@0
  vmovdqa C12(%rip), %ymm@8
  vpcmpgtq %ymm@0, %ymm@8, %ymm@0
  vpslldq $8, %ymm@0, %ymm@0
  vpsubq %ymm@0, %ymm@12, %ymm@12
  vpshufb %ymm@11, %ymm@12, %ymm@12
  vmovdqa %ymm@11, %ymm@14
  vmovdqu (%rsp), %ymm@8
  vaesenc %ymm@12, %ymm@8, %ymm@8
  vmovdqu %ymm@8, (%rsp)
  vmovdqu 32(%rsp), %ymm@11
  vpaddq C13(%rip), %ymm@9, %ymm@8
  vpxor %ymm@13, %ymm@8, %ymm@12
  vmovdqa C14(%rip), %ymm@0
  vpcmpgtq %ymm@12, %ymm@0, %ymm@12
  vpslldq $8, %ymm@12, %ymm@12
  vpsubq %ymm@12, %ymm@8, %ymm@8
  vpshufb %ymm@14, %ymm@8, %ymm@8
  vmovdqu -32(%rsp), %ymm@12
  vaesenc %ymm@8, %ymm@12, %ymm@8
  vmovdqu %ymm@8, -32(%rsp)
  vpaddq C15(%rip), %ymm@9, %ymm@8
  vpxor %ymm@13, %ymm@8, %ymm@12
  vmovdqa C16(%rip), %ymm@0
  vpcmpgtq %ymm@12, %ymm@0, %ymm@12
  vpslldq $8, %ymm@12, %ymm@12
  vpsubq %ymm@12, %ymm@8, %ymm@8
  vpshufb %ymm@14, %ymm@8, %ymm@8
  vaesenc %ymm@8, %ymm@10, %ymm@10
  vmovdqu 224(%rsp), %ymm@5
  vaesenc %ymm@5, %ymm@3, %ymm@3
  vaesenc %ymm@15, %ymm@3, %ymm@3
  vaesenc %ymm@6, %ymm@3, %ymm@3
  vmovdqu -64(%rsp), %ymm@14
  vaesenc %ymm@14, %ymm@3, %ymm@3
  vaesenc %ymm@7, %ymm@3, %ymm@3
  vaesenclast %ymm@11, %ymm@3, %ymm@3
  vmovdqu %ymm@3, (%rdi)
  vmovdqu 320(%rsp), %ymm@3
  vaesenc %ymm@5, %ymm@3, %ymm@3
  vmovdqu 256(%rsp), %ymm@8
  vaesenc %ymm@5, %ymm@8, %ymm@8
  vaesenc %ymm@15, %ymm@3, %ymm@3
  vaesenc %ymm@15, %ymm@8, %ymm@8
  vaesenc %ymm@6, %ymm@3, %ymm@3
  vaesenc %ymm@6, %ymm@8, %ymm@8
  vaesenc %ymm@14, %ymm@3, %ymm@3
  vaesenc %ymm@14, %ymm@8, %ymm@8
  vaesenc %ymm@7, %ymm@3, %ymm@3
  vaesenc %ymm@7, %ymm@8, %ymm@8
  vaesenclast %ymm@11, %ymm@3, %ymm@3
  vmovdqu %ymm@3, 32(%rdi)
  vaesenclast %ymm@11, %ymm@8, %ymm@3
  vmovdqu %ymm@3, 64(%rdi)
  vmovdqu 288(%rsp), %ymm@3
  vaesenc %ymm@5, %ymm@3, %ymm@3
  vmovdqu (%rsp), %ymm@8
  vaesenc %ymm@5, %ymm@8, %ymm@8
  vmovdqu -32(%rsp), %ymm@12
  vaesenc %ymm@5, %ymm@12, %ymm@12
  vaesenc %ymm@5, %ymm@10, %ymm@0
  vaesenc %ymm@15, %ymm@3, %ymm@3
  vaesenc %ymm@15, %ymm@8, %ymm@8
  vaesenc %ymm@15, %ymm@12, %ymm@12
  vaesenc %ymm@15, %ymm@0, %ymm@0
  vaesenc %ymm@6, %ymm@3, %ymm@3
  vaesenc %ymm@6, %ymm@8, %ymm@8
  vaesenc %ymm@6, %ymm@12, %ymm@12
  vaesenc %ymm@6, %ymm@0, %ymm@0
  vaesenc %ymm@14, %ymm@3, %ymm@3
  vaesenc %ymm@14, %ymm@8, %ymm@8
  vaesenc %ymm@14, %ymm@12, %ymm@12
  vaesenc %ymm@14, %ymm@0, %ymm@0
  vaesenc %ymm@7, %ymm@3, %ymm@3
  vaesenc %ymm@7, %ymm@8, %ymm@8
  vaesenc %ymm@7, %ymm@12, %ymm@12
  vaesenc %ymm@7, %ymm@0, %ymm@0
  vaesenclast %ymm@11, %ymm@3, %ymm@3
  vaesenclast %ymm@11, %ymm@8, %ymm@8
  vaesenclast %ymm@11, %ymm@12, %ymm@12
  vaesenclast %ymm@11, %ymm@0, %ymm@0
  vmovdqu %ymm@3, 96(%rdi)
  vmovdqu %ymm@8, 128(%rdi)
  vmovdqu %ymm@12, 160(%rdi)
  vmovdqu %ymm@0, 192(%rdi)
  vmovdqu 96(%rsp), %ymm@0
  vpxor 224(%rdi), %ymm@0, %ymm@3
  vaesenc %ymm@1, %ymm@3, %ymm@3
  vaesenc %ymm@2, %ymm@3, %ymm@3
  vaesenc -96(%rsp), %ymm@3, %ymm@3
  vaesenc %ymm@4, %ymm@3, %ymm@3
  vaesenc -128(%rsp), %ymm@3, %ymm@3
  vpaddq C17(%rip), %ymm@9, %ymm@8
  vpxor %ymm@13, %ymm@8, %ymm@12
  vmovdqa C18(%rip), %ymm@10
  vpcmpgtq %ymm@12, %ymm@10, %ymm@12
  vpslldq $8, %ymm@12, %ymm@12
  vpsubq %ymm@12, %ymm@8, %ymm@8
  vpshufb C4(%rip), %ymm@8, %ymm@8
  vaesenc %ymm@8, %ymm@3, %ymm@3
  vpaddq C19(%rip), %ymm@9, %ymm@8
  vpxor %ymm@13, %ymm@8, %ymm@12
  vmovdqu 160(%rsp), %ymm@13
  vpcmpgtq %ymm@12, %ymm@13, %ymm@12
  vpslldq $8, %ymm@12, %ymm@12
  vaesenc %ymm@5, %ymm@3, %ymm@3
  vaesenc %ymm@15, %ymm@3, %ymm@3
  vaesenc %ymm@6, %ymm@3, %ymm@3
  vaesenc %ymm@14, %ymm@3, %ymm@3
  vaesenc %ymm@7, %ymm@3, %ymm@3
  vaesenclast %ymm@11, %ymm@3, %ymm@3
  vpsubq %ymm@12, %ymm@8, %ymm@9
  vmovdqu %ymm@3, 224(%rdi)
  addq $256, %rdi
  cmpq %rsi, %rdi
  jne L1
L0:
  addq %rdx, %rcx
  movq %rax, %rdx
  andq $224, %rdx
  je L2
  xorl %esi, %esi
  vmovdqa C2(%rip), %ymm@13
  vpbroadcastq C0(%rip), %ymm@15
  vmovdqa C3(%rip), %ymm@14
  vpbroadcastq C20(%rip), %ymm@10
  vmovdqu -64(%rsp), %ymm@12
L3:
  vpxor (%rcx,%rsi), %ymm@0, %ymm@8
  vaesenc %ymm@1, %ymm@8, %ymm@8
  vaesenc %ymm@2, %ymm@8, %ymm@8
  vaesenc -96(%rsp), %ymm@8, %ymm@8
  vaesenc %ymm@4, %ymm@8, %ymm@8
  vaesenc -128(%rsp), %ymm@8, %ymm@8
  vpaddq %ymm@13, %ymm@9, %ymm@11
  vpxor %ymm@15, %ymm@11, %ymm@3
  vpcmpgtq %ymm@3, %ymm@14, %ymm@3
  vpslldq $8, %ymm@3, %ymm@3
  vpsubq %ymm@3, %ymm@11, %ymm@3
  vpshufb C4(%rip), %ymm@3, %ymm@3
  vaesenc %ymm@3, %ymm@8, %ymm@3
  vpaddq C21(%rip), %ymm@9, %ymm@8
  vpxor %ymm@8, %ymm@15, %ymm@9
  vpcmpgtq %ymm@9, %ymm@10, %ymm@9
  vpslldq $8, %ymm@9, %ymm@9
  vaesenc %ymm@5, %ymm@3, %ymm@3
  vaesenc 64(%rsp), %ymm@3, %ymm@3
  vaesenc %ymm@6, %ymm@3, %ymm@3
  vaesenc %ymm@12, %ymm@3, %ymm@3
  vaesenc %ymm@7, %ymm@3, %ymm@3
  vaesenclast 32(%rsp), %ymm@3, %ymm@3
  vpsubq %ymm@9, %ymm@8, %ymm@9
  vmovdqu %ymm@3, (%rcx,%rsi)
  addq $32, %rsi
  cmpq %rsi, %rdx
  jne L3
  andq $16, %rax
  jne L4
  jmp L5
L2:
  vmovdqu -64(%rsp), %ymm@12
  andq $16, %rax
  je L5
L4:
  andl $14, %r8d
  shll $4, %r8d
  addq %r8, %rcx
  xorl %edx, %edx
  vmovdqa C2(%rip), %ymm@13
  vpbroadcastq C0(%rip), %ymm@15
  vmovdqa C3(%rip), %ymm@14
  vpbroadcastq C20(%rip), %ymm@10
L6:
  vmovdqu (%rcx,%rdx), %xmm@8
  vpxor %ymm@0, %ymm@8, %ymm@8
  vaesenc %ymm@1, %ymm@8, %ymm@8
  vaesenc %ymm@2, %ymm@8, %ymm@8
  vaesenc -96(%rsp), %ymm@8, %ymm@8
  vaesenc %ymm@4, %ymm@8, %ymm@8
  vaesenc -128(%rsp), %ymm@8, %ymm@8
  vpaddq %ymm@13, %ymm@9, %ymm@3
  vpxor %ymm@3, %ymm@15, %ymm@11
  vpcmpgtq %ymm@11, %ymm@14, %ymm@11
  vpslldq $8, %ymm@11, %ymm@11
  vpsubq %ymm@11, %ymm@3, %ymm@3
  vpshufb C4(%rip), %ymm@3, %ymm@3
  vaesenc %ymm@3, %ymm@8, %ymm@3
  vpaddq C21(%rip), %ymm@9, %ymm@8
  vpxor %ymm@8, %ymm@15, %ymm@9
  vpcmpgtq %ymm@9, %ymm@10, %ymm@9
  vpslldq $8, %ymm@9, %ymm@9
  vaesenc %ymm@5, %ymm@3, %ymm@3
  vaesenc 64(%rsp), %ymm@3, %ymm@3
  vaesenc %ymm@6, %ymm@3, %ymm@3
  vaesenc %ymm@12, %ymm@3, %ymm@3
  vaesenc %ymm@7, %ymm@3, %ymm@3
  vaesenclast 32(%rsp), %ymm@3, %ymm@3
  vpsubq %ymm@9, %ymm@8, %ymm@9
  vmovdqu %xmm@3, (%rcx,%rdx)
  addq $16, %rdx
  cmpq %rdx, %rax
  jne L6
L5:
  addq $360, %rsp
  vzeroupper
  retq
== hw_taes::arch::x86_64::vaes_avx2::crypt#5
  subq $40, %rsp
  vbroadcasti128 (%rdi), %ymm@0
  vbroadcasti128 16(%rdi), %ymm@1
  vbroadcasti128 32(%rdi), %ymm@2
  vbroadcasti128 48(%rdi), %ymm@3
  vbroadcasti128 64(%rdi), %ymm@4
  vbroadcasti128 80(%rdi), %ymm@5
  vbroadcasti128 96(%rdi), %ymm@6
  vbroadcasti128 112(%rdi), %ymm@7
  vbroadcasti128 128(%rdi), %ymm@8
  vbroadcasti128 144(%rdi), %ymm@9
  vbroadcasti128 160(%rdi), %ymm@10
  vbroadcasti128 176(%rdi), %ymm@11
  vbroadcasti128 192(%rdi), %ymm@12
  movabsq $576460752303423472, %rcx
  andq %rdx, %rcx
  shlq $4, %rcx
  movq %rdx, %rax
  shlq $4, %rax
  movq %rax, %rdi
  andq $-256, %rdi
  je L0
  addq %rsi, %rdi
  movq %rsi, %r8
L1:
  vpxor (%r8), %ymm@0, %ymm@13
  vpxor 32(%r8), %ymm@0, %ymm@14
  vmovdqu %ymm@14, -128(%rsp)
  vpxor 64(%r8), %ymm@0, %ymm@15
  vpxor 96(%r8), %ymm@0, %ymm@14
  vmovdqu %ymm@14, -64(%rsp)
  vpxor 128(%r8), %ymm@0, %ymm@14
  vmovdqu %ymm@14, -96(%rsp)
  vpxor 160(%r8), %ymm@0, %ymm@14
  vmovdqu %ymm@14, (%rsp)
  vpxor 192(%r8), %ymm@0, %ymm@14
  vmovdqu %ymm@14, -32(%rsp)
  vaesenc %ymm@1, %ymm@13, %ymm@13
  vaesenc %ymm@2, %ymm@13, %ymm@13
  vaesenc %ymm@3, %ymm@13, %ymm@13
  vaesenc %ymm@4, %ymm@13, %ymm@13
  vaesenc %ymm@5, %ymm@13, %ymm@13
  vaesenc %ymm@6, %ymm@13, %ymm@13
  vaesenc %ymm@7, %ymm@13, %ymm@13
  vaesenc %ymm@8, %ymm@13, %ymm@13
  vaesenc %ymm@9, %ymm@13, %ymm@13
  vaesenc %ymm@10, %ymm@13, %ymm@13
  vaesenc %ymm@11, %ymm@13, %ymm@13
  vaesenclast %ymm@12, %ymm@13, %ymm@13
  vmovdqu %ymm@13, (%r8)
  vmovdqu -128(%rsp), %ymm@13
  vaesenc %ymm@1, %ymm@13, %ymm@13
  vaesenc %ymm@1, %ymm@15, %ymm@14
  vaesenc %ymm@2, %ymm@13, %ymm@13
  vaesenc %ymm@2, %ymm@14, %ymm@14
  vaesenc %ymm@3, %ymm@13, %ymm@13
  vaesenc %ymm@3, %ymm@14, %ymm@14
  vaesenc %ymm@4, %ymm@13, %ymm@13
  vaesenc %ymm@4, %ymm@14, %ymm@14
  vaesenc %ymm@5, %ymm@13, %ymm@13
  vaesenc %ymm@5, %ymm@14, %ymm@14
  vaesenc %ymm@6, %ymm@13, %ymm@13
  vaesenc %ymm@6, %ymm@14, %ymm@14
  vaesenc %ymm@7, %ymm@13, %ymm@13
  vaesenc %ymm@7, %ymm@14, %ymm@14
  vaesenc %ymm@8, %ymm@13, %ymm@13
  vaesenc %ymm@8, %ymm@14, %ymm@14
  vaesenc %ymm@9, %ymm@13, %ymm@13
  vaesenc %ymm@9, %ymm@14, %ymm@14
  vaesenc %ymm@10, %ymm@13, %ymm@13
  vaesenc %ymm@10, %ymm@14, %ymm@14
  vaesenc %ymm@11, %ymm@13, %ymm@13
  vaesenc %ymm@11, %ymm@14, %ymm@14
  vaesenclast %ymm@12, %ymm@13, %ymm@13
  vaesenclast %ymm@12, %ymm@14, %ymm@14
  vmovdqu %ymm@13, 32(%r8)
  vmovdqu %ymm@14, 64(%r8)
  vmovdqu -64(%rsp), %ymm@13
  vaesenc %ymm@1, %ymm@13, %ymm@13
  vmovdqu -96(%rsp), %ymm@14
  vaesenc %ymm@1, %ymm@14, %ymm@14
  vaesenc %ymm@2, %ymm@13, %ymm@13
  vaesenc %ymm@2, %ymm@14, %ymm@14
  vaesenc %ymm@3, %ymm@13, %ymm@13
  vaesenc %ymm@3, %ymm@14, %ymm@14
  vaesenc %ymm@4, %ymm@13, %ymm@13
  vaesenc %ymm@4, %ymm@14, %ymm@14
  vaesenc %ymm@5, %ymm@13, %ymm@13
  vaesenc %ymm@5, %ymm@14, %ymm@14
  vaesenc %ymm@6, %ymm@13, %ymm@13
  vaesenc %ymm@6, %ymm@14, %ymm@14
  vaesenc %ymm@7, %ymm@13, %ymm@13
  vaesenc %ymm@7, %ymm@14, %ymm@14
  vaesenc %ymm@8, %ymm@13, %ymm@13
  vaesenc %ymm@8, %ymm@14, %ymm@14
  vaesenc %ymm@9, %ymm@13, %ymm@13
  vaesenc %ymm@9, %ymm@14, %ymm@14
  vaesenc %ymm@10, %ymm@13, %ymm@13
  vaesenc %ymm@10, %ymm@14, %ymm@14
  vaesenc %ymm@11, %ymm@13, %ymm@13
  vaesenc %ymm@11, %ymm@14, %ymm@14
  vaesenclast %ymm@12, %ymm@13, %ymm@13
  vmovdqu %ymm@13, 96(%r8)
  vaesenclast %ymm@12, %ymm@14, %ymm@13
  vmovdqu %ymm@13, 128(%r8)
  vmovdqu (%rsp), %ymm@13
  vaesenc %ymm@1, %ymm@13, %ymm@13
  vmovdqu -32(%rsp), %ymm@14
  vaesenc %ymm@1, %ymm@14, %ymm@14
  vaesenc %ymm@2, %ymm@13, %ymm@13
  vaesenc %ymm@2, %ymm@14, %ymm@14
  vaesenc %ymm@3, %ymm@13, %ymm@13
  vaesenc %ymm@3, %ymm@14, %ymm@14
  vaesenc %ymm@4, %ymm@13, %ymm@13
  vaesenc %ymm@4, %ymm@14, %ymm@14
  vaesenc %ymm@5, %ymm@13, %ymm@13
  vaesenc %ymm@5, %ymm@14, %ymm@14
  vaesenc %ymm@6, %ymm@13, %ymm@13
  vaesenc %ymm@6, %ymm@14, %ymm@14
  vaesenc %ymm@7, %ymm@13, %ymm@13
  vaesenc %ymm@7, %ymm@14, %ymm@14
  vaesenc %ymm@8, %ymm@13, %ymm@13
  vaesenc %ymm@8, %ymm@14, %ymm@14
  vaesenc %ymm@9, %ymm@13, %ymm@13
  vaesenc %ymm@9, %ymm@14, %ymm@14
  vaesenc %ymm@10, %ymm@13, %ymm@13
  vaesenc %ymm@10, %ymm@14, %ymm@14
  vaesenc %ymm@11, %ymm@13, %ymm@13
  vaesenc %ymm@11, %ymm@14, %ymm@14
  vaesenclast %ymm@12, %ymm@13, %ymm@13
  vaesenclast %ymm@12, %ymm@14, %ymm@14
  vmovdqu %ymm@13, 160(%r8)
  vmovdqu %ymm@14, 192(%r8)
  vpxor 224(%r8), %ymm@0, %ymm@13
  vaesenc %ymm@1, %ymm@13, %ymm@13
  vaesenc %ymm@2, %ymm@13, %ymm@13
  vaesenc %ymm@3, %ymm@13, %ymm@13
  vaesenc %ymm@4, %ymm@13, %ymm@13
  vaesenc %ymm@5, %ymm@13, %ymm@13
  vaesenc %ymm@6, %ymm@13, %ymm@13
  vaesenc %ymm@7, %ymm@13, %ymm@13
  vaesenc %ymm@8, %ymm@13, %ymm@13
  vaesenc %ymm@9, %ymm@13, %ymm@13
  vaesenc %ymm@10, %ymm@13, %ymm@13
  vaesenc %ymm@11, %ymm@13, %ymm@13
  vaesenclast %ymm@12, %ymm@13, %ymm@13
  vmovdqu %ymm@13, 224(%r8)
  addq $256, %r8
  cmpq %rdi, %r8
  jne L1
L0:
  addq %rcx, %rsi
  movq %rax, %rcx
  andq $224, %rcx
  je L2
  xorl %edi, %edi
L3:
  vpxor (%rsi,%rdi), %ymm@0, %ymm@14
  vaesenc %ymm@1, %ymm@14, %ymm@14
  vaesenc %ymm@2, %ymm@14, %ymm@14
  vaesenc %ymm@3, %ymm@14, %ymm@14
  vaesenc %ymm@4, %ymm@14, %ymm@14
  vaesenc %ymm@5, %ymm@14, %ymm@14
  vaesenc %ymm@6, %ymm@14, %ymm@14
  vaesenc %ymm@7, %ymm@14, %ymm@14
  vaesenc %ymm@8, %ymm@14, %ymm@14
  vaesenc %ymm@9, %ymm@14, %ymm@14
  vaesenc %ymm@10, %ymm@14, %ymm@14
  vaesenc %ymm@11, %ymm@14, %ymm@14
  vaesenclast %ymm@12, %ymm@14, %ymm@14
  vmovdqu %ymm@14, (%rsi,%rdi)
  addq $32, %rdi
  cmpq %rdi, %rcx
  jne L3
L2:
  andq $16, %rax
  je L4
  andl $14, %edx
  shll $4, %edx
  addq %rdx, %rsi
  xorl %ecx, %ecx
L5:
  vmovdqu (%rsi,%rcx), %xmm@14
  vpxor %ymm@0, %ymm@14, %ymm@14
  vaesenc %ymm@1, %ymm@14, %ymm@14
  vaesenc %ymm@2, %ymm@14, %ymm@14
  vaesenc %ymm@3, %ymm@14, %ymm@14
  vaesenc %ymm@4, %ymm@14, %ymm@14
  vaesenc %ymm@5, %ymm@14, %ymm@14
  vaesenc %ymm@6, %ymm@14, %ymm@14
  vaesenc %ymm@7, %ymm@14, %ymm@14
  vaesenc %ymm@8, %ymm@14, %ymm@14
  vaesenc %ymm@9, %ymm@14, %ymm@14
  vaesenc %ymm@10, %ymm@14, %ymm@14
  vaesenc %ymm@11, %ymm@14, %ymm@14
  vaesenclast %ymm@12, %ymm@14, %ymm@14
  vmovdqu %xmm@14, (%rsi,%rcx)
  addq $16, %rcx
  cmpq %rcx, %rax
  jne L5
L4:
  addq $40, %rsp
  vzeroupper
  retq
== hw_taes::arch::x86_64::vaes_avx2::crypt#6
  subq $40, %rsp
  vbroadcasti128 240(%rdi), %ymm@0
  vbroadcasti128 256(%rdi), %ymm@1
  vbroadcasti128 272(%rdi), %ymm@2
  vbroadcasti128 288(%rdi), %ymm@3
  vbroadcasti128 304(%rdi), %ymm@4
  vbroadcasti128 320(%rdi), %ymm@5
  vbroadcasti128 336(%rdi), %ymm@6
  vbroadcasti128 352(%rdi), %ymm@7
  vbroadcasti128 368(%rdi), %ymm@8
  vbroadcasti128 384(%rdi), %ymm@9
  vbroadcasti128 400(%rdi), %ymm@10
  vbroadcasti128 416(%rdi), %ymm@11
  vbroadcasti128 432(%rdi), %ymm@12
  movabsq $576460752303423472, %rcx
  andq %rdx, %rcx
  shlq $4, %rcx
  movq %rdx, %rax
  shlq $4, %rax
  movq %rax, %rdi
  andq $-256, %rdi
  je L0
  addq %rsi, %rdi
  movq %rsi, %r8
L1:
  vpxor (%r8), %ymm@0, %ymm@13
  vpxor 32(%r8), %ymm@0, %ymm@14
  vmovdqu %ymm@14, -128(%rsp)
  vpxor 64(%r8), %ymm@0, %ymm@15
  vpxor 96(%r8), %ymm@0, %ymm@14
  vmovdqu %ymm@14, -64(%rsp)
  vpxor 128(%r8), %ymm@0, %ymm@14
  vmovdqu %ymm@14, -96(%rsp)
  vpxor 160(%r8), %ymm@0, %ymm@14
  vmovdqu %ymm@14, (%rsp)
  vpxor 192(%r8), %ymm@0, %ymm@14
  vmovdqu %ymm@14, -32(%rsp)
  vaesdec %ymm@1, %ymm@13, %ymm@13
  vaesdec %ymm@2, %ymm@13, %ymm@13
  vaesdec %ymm@3, %ymm@13, %ymm@13
  vaesdec %ymm@4, %ymm@13, %ymm@13
  vaesdec %ymm@5, %ymm@13, %ymm@13
  vaesdec %ymm@6, %ymm@13, %ymm@13
  vaesdec %ymm@7, %ymm@13, %ymm@13
  vaesdec %ymm@8, %ymm@13, %ymm@13
  vaesdec %ymm@9, %ymm@13, %ymm@13
  vaesdec %ymm@10, %ymm@13, %ymm@13
  vaesdec %ymm@11, %ymm@13, %ymm@13
  vaesdeclast %ymm@12, %ymm@13, %ymm@13
  vmovdqu %ymm@13, (%r8)
  vmovdqu -128(%rsp), %ymm@13
  vaesdec %ymm@1, %ymm@13, %ymm@13
  vaesdec %ymm@1, %ymm@15, %ymm@14
  vaesdec %ymm@2, %ymm@13, %ymm@13
  vaesdec %ymm@2, %ymm@14, %ymm@14
  vaesdec %ymm@3, %ymm@13, %ymm@13
  vaesdec %ymm@3, %ymm@14, %ymm@14
  vaesdec %ymm@4, %ymm@13, %ymm@13
  vaesdec %ymm@4, %ymm@14, %ymm@14
  vaesdec %ymm@5, %ymm@13, %ymm@13
  vaesdec %ymm@5, %ymm@14, %ymm@14
  vaesdec %ymm@6, %ymm@13, %ymm@13
  vaesdec %ymm@6, %ymm@14, %ymm@14
  vaesdec %ymm@7, %ymm@13, %ymm@13
  vaesdec %ymm@7, %ymm@14, %ymm@14
  vaesdec %ymm@8, %ymm@13, %ymm@13
  vaesdec %ymm@8, %ymm@14, %ymm@14
  vaesdec %ymm@9, %ymm@13, %ymm@13
  vaesdec %ymm@9, %ymm@14, %ymm@14
  vaesdec %ymm@10, %ymm@13, %ymm@13
  vaesdec %ymm@10, %ymm@14, %ymm@14
  vaesdec %ymm@11, %ymm@13, %ymm@13
  vaesdec %ymm@11, %ymm@14, %ymm@14
  vaesdeclast %ymm@12, %ymm@13, %ymm@13
  vaesdeclast %ymm@12, %ymm@14, %ymm@14
  vmovdqu %ymm@13, 32(%r8)
  vmovdqu %ymm@14, 64(%r8)
  vmovdqu -64(%rsp), %ymm@13
  vaesdec %ymm@1, %ymm@13, %ymm@13
  vmovdqu -96(%rsp), %ymm@14
  vaesdec %ymm@1, %ymm@14, %ymm@14
  vaesdec %ymm@2, %ymm@13, %ymm@13
  vaesdec %ymm@2, %ymm@14, %ymm@14
  vaesdec %ymm@3, %ymm@13, %ymm@13
  vaesdec %ymm@3, %ymm@14, %ymm@14
  vaesdec %ymm@4, %ymm@13, %ymm@13
  vaesdec %ymm@4, %ymm@14, %ymm@14
  vaesdec %ymm@5, %ymm@13, %ymm@13
  vaesdec %ymm@5, %ymm@14, %ymm@14
  vaesdec %ymm@6, %ymm@13, %ymm@13
  vaesdec %ymm@6, %ymm@14, %ymm@14
  vaesdec %ymm@7, %ymm@13, %ymm@13
  vaesdec %ymm@7, %ymm@14, %ymm@14
  vaesdec %ymm@8, %ymm@13, %ymm@13
  vaesdec %ymm@8, %ymm@14, %ymm@14
  vaesdec %ymm@9, %ymm@13, %ymm@13
  vaesdec %ymm@9, %ymm@14, %ymm@14
  vaesdec %ymm@10, %ymm@13, %ymm@13
  vaesdec %ymm@10, %ymm@14, %ymm@14
  vaesdec %ymm@11, %ymm@13, %ymm@13
  vaesdec %ymm@11, %ymm@14, %ymm@14
  vaesdeclast %ymm@12, %ymm@13, %ymm@13
  vmovdqu %ymm@13, 96(%r8)
  vaesdeclast %ymm@12, %ymm@14, %ymm@13
  vmovdqu %ymm@13, 128(%r8)
  vmovdqu (%rsp), %ymm@13
  vaesdec %ymm@1, %ymm@13, %ymm@13
  vmovdqu -32(%rsp), %ymm@14
  vaesdec %ymm@1, %ymm@14, %ymm@14
  vaesdec %ymm@2, %ymm@13, %ymm@13
  vaesdec %ymm@2, %ymm@14, %ymm@14
  vaesdec %ymm@3, %ymm@13, %ymm@13
  vaesdec %ymm@3, %ymm@14, %ymm@14
  vaesdec %ymm@4, %ymm@13, %ymm@13
  vaesdec %ymm@4, %ymm@14, %ymm@14
  vaesdec %ymm@5, %ymm@13, %ymm@13
  vaesdec %ymm@5, %ymm@14, %ymm@14
  vaesdec %ymm@6, %ymm@13, %ymm@13
  vaesdec %ymm@6, %ymm@14, %ymm@14
  vaesdec %ymm@7, %ymm@13, %ymm@13
  vaesdec %ymm@7, %ymm@14, %ymm@14
  vaesdec %ymm@8, %ymm@13, %ymm@13
  vaesdec %ymm@8, %ymm@14, %ymm@14
  vaesdec %ymm@9, %ymm@13, %ymm@13
  vaesdec %ymm@9, %ymm@14, %ymm@14
  vaesdec %ymm@10, %ymm@13, %ymm@13
  vaesdec %ymm@10, %ymm@14, %ymm@14
  vaesdec %ymm@11, %ymm@13, %ymm@13
  vaesdec %ymm@11, %ymm@14, %ymm@14
  vaesdeclast %ymm@12, %ymm@13, %ymm@13
  vaesdeclast %ymm@12, %ymm@14, %ymm@14
  vmovdqu %ymm@13, 160(%r8)
  vmovdqu %ymm@14, 192(%r8)
  vpxor 224(%r8), %ymm@0, %ymm@13
  vaesdec %ymm@1, %ymm@13, %ymm@13
  vaesdec %ymm@2, %ymm@13, %ymm@13
  vaesdec %ymm@3, %ymm@13, %ymm@13
  vaesdec %ymm@4, %ymm@13, %ymm@13
  vaesdec %ymm@5, %ymm@13, %ymm@13
  vaesdec %ymm@6, %ymm@13, %ymm@13
  vaesdec %ymm@7, %ymm@13, %ymm@13
  vaesdec %ymm@8, %ymm@13, %ymm@13
  vaesdec %ymm@9, %ymm@13, %ymm@13
  vaesdec %ymm@10, %ymm@13, %ymm@13
  vaesdec %ymm@11, %ymm@13, %ymm@13
  vaesdeclast %ymm@12, %ymm@13, %ymm@13
  vmovdqu %ymm@13, 224(%r8)
  addq $256, %r8
  cmpq %rdi, %r8
  jne L1
L0:
  addq %rcx, %rsi
  movq %rax, %rcx
  andq $224, %rcx
  je L2
  xorl %edi, %edi
L3:
  vpxor (%rsi,%rdi), %ymm@0, %ymm@14
  vaesdec %ymm@1, %ymm@14, %ymm@14
  vaesdec %ymm@2, %ymm@14, %ymm@14
  vaesdec %ymm@3, %ymm@14, %ymm@14
  vaesdec %ymm@4, %ymm@14, %ymm@14
  vaesdec %ymm@5, %ymm@14, %ymm@14
  vaesdec %ymm@6, %ymm@14, %ymm@14
  vaesdec %ymm@7, %ymm@14, %ymm@14
  vaesdec %ymm@8, %ymm@14, %ymm@14
  vaesdec %ymm@9, %ymm@14, %ymm@14
  vaesdec %ymm@10, %ymm@14, %ymm@14
  vaesdec %ymm@11, %ymm@14, %ymm@14
  vaesdeclast %ymm@12, %ymm@14, %ymm@14
  vmovdqu %ymm@14, (%rsi,%rdi)
  addq $32, %rdi
  cmpq %rdi, %rcx
  jne L3
L2:
  andq $16, %rax
  je L4
  andl $14, %edx
  shll $4, %edx
  addq %rdx, %rsi
  xorl %ecx, %ecx
L5:
  vmovdqu (%rsi,%rcx), %xmm@14
  vpxor %ymm@0, %ymm@14, %ymm@14
  vaesdec %ymm@1, %ymm@14, %ymm@14
  vaesdec %ymm@2, %ymm@14, %ymm@14
  vaesdec %ymm@3, %ymm@14, %ymm@14
  vaesdec %ymm@4, %ymm@14, %ymm@14
  vaesdec %ymm@5, %ymm@14, %ymm@14
  vaesdec %ymm@6, %ymm@14, %ymm@14
  vaesdec %ymm@7, %ymm@14, %ymm@14
  vaesdec %ymm@8, %ymm@14, %ymm@14
  vaesdec %ymm@9, %ymm@14, %ymm@14
  vaesdec %ymm@10, %ymm@14, %ymm@14
  vaesdec %ymm@11, %ymm@14, %ymm@14
  vaesdeclast %ymm@12, %ymm@14, %ymm@14
  vmovdqu %xmm@14, (%rsi,%rcx)
  addq $16, %rcx
  cmpq %rcx, %rax
  jne L5
L4:
  addq $40, %rsp
  vzeroupper
  retq
== hw_taes::arch::x86_64::vaes_avx2::crypt#7
  subq $456, %rsp
  vbroadcasti128 240(%rdi), %ymm@0
  vbroadcasti128 256(%rdi), %ymm@1
  vbroadcastf128 272(%rdi), %ymm@2
  vmovups %ymm@2, -96(%rsp)
  vbroadcasti128 288(%rdi), %ymm@3
  vbroadcasti128 304(%rdi), %ymm@4
  vbroadcastf128 320(%rdi), %ymm@2
  vmovups %ymm@2, -64(%rsp)
  vbroadcasti128 352(%rdi), %ymm@5
  vbroadcasti128 368(%rdi), %ymm@6
  vbroadcastf128 384(%rdi), %ymm@2
  vmovups %ymm@2, 96(%rsp)
  vbroadcastf128 400(%rdi), %ymm@2
  vmovups %ymm@2, -32(%rsp)
  vbroadcastf128 416(%rdi), %ymm@2
  vmovups %ymm@2, 64(%rsp)
  vbroadcastf128 432(%rdi), %ymm@2
  vmovups %ymm@2, -128(%rsp)
  movq 96(%rdi), %rax
  movq 104(%rdi), %rdi
  bswapq %rax
  bswapq %rdi
  addq %rsi, %rdi
  adcq %rdx, %rax
  vmovq %rdi, %xmm@2
  vmovq %rax, %xmm@7
  vpunpcklqdq %xmm@7, %xmm@2, %xmm@2
  vinserti128 $1, %xmm@2, %ymm@2, %ymm@8
  movabsq $576460752303423472, %rdx
  andq %r8, %rdx
  shlq $4, %rdx
  movq %r8, %rax
  shlq $4, %rax
  movq %rax, %rsi
  andq $-256, %rsi
  je L0
  addq %rcx, %rsi
  vbroadcastsd C0(%rip), %ymm@2
  vmovups %ymm@2, 224(%rsp)
  movq %rcx, %rdi
  vpbroadcastq C1(%rip), %ymm@2
  vmovdqu %ymm@2, 160(%rsp)
  vmovdqu %ymm@5, 288(%rsp)
  vmovdqu %ymm@6, 256(%rsp)
  vmovdqu %ymm@3, 192(%rsp)
  vmovdqu %ymm@1, 128(%rsp)
  vpxor %xmm@9, %xmm@9, %xmm@9
  vmovdqu 96(%rsp), %ymm@10
  vmovdqu -32(%rsp), %ymm@11
L1:
  vpxor (%rdi), %ymm@0, %ymm@2
  vpxor 32(%rdi), %ymm@0, %ymm@7
  vpxor 64(%rdi), %ymm@0, %ymm@12
  vpxor 96(%rdi), %ymm@0, %ymm@13
  vpxor 128(%rdi), %ymm@0, %ymm@14
  vmovdqa %ymm@0, %ymm@6
  vpxor 160(%rdi), %ymm@0, %ymm@0
  vpxor 192(%rdi), %ymm@6, %ymm@5
  vaesdec %ymm@1, %ymm@2, %ymm@2
  vaesdec %ymm@1, %ymm@7, %ymm@7
  vaesdec %ymm@1, %ymm@12, %ymm@12
  vaesdec %ymm@1, %ymm@13, %ymm@13
  vaesdec %ymm@1, %ymm@14, %ymm@14
  vaesdec %ymm@1, %ymm@0, %ymm@0
  vaesdec %ymm@1, %ymm@5, %ymm@5
  vmovdqu -96(%rsp), %ymm@15
  vaesdec %ymm@15, %ymm@2, %ymm@2
  vaesdec %ymm@15, %ymm@7, %ymm@7
  vaesdec %ymm@15, %ymm@12, %ymm@12
  vaesdec %ymm@15, %ymm@13, %ymm@13
  vaesdec %ymm@15, %ymm@14, %ymm@14
  vaesdec %ymm@15, %ymm@0, %ymm@0
  vaesdec %ymm@15, %ymm@5, %ymm@5
  vaesdec %ymm@3, %ymm@2, %ymm@2
  vaesdec %ymm@3, %ymm@7, %ymm@7
  vaesdec %ymm@3, %ymm@12, %ymm@12
  vaesdec %ymm@3, %ymm@13, %ymm@13
  vaesdec %ymm@3, %ymm@14, %ymm@14
  vaesdec %ymm@3, %ymm@0, %ymm@0
  vaesdec %ymm@3, %ymm@5, %ymm@5
  vaesdec %ymm@4, %ymm@2, %ymm@2
  vaesdec %ymm@4, %ymm@7, %ymm@7
  vaesdec %ymm@4, %ymm@12, %ymm@12
  vaesdec %ymm@4, %ymm@13, %ymm@13
  vaesdec %ymm@4, %ymm@14, %ymm@14
  vaesdec %ymm@4, %ymm@0, %ymm@0
  vaesdec %ymm@4, %ymm@5, %ymm@5
  vmovdqu -64(%rsp), %ymm@15
  vaesdec %ymm@15, %ymm@2, %ymm@2
  vaesdec %ymm@15, %ymm@7, %ymm@3
  vaesdec %ymm@15, %ymm@12, %ymm@12
  vaesdec %ymm@15, %ymm@13, %ymm@13
  vaesdec %ymm@15, %ymm@14, %ymm@7
  vmovdqu %ymm@7, 32(%rsp)
  vaesdec %ymm@15, %ymm@0, %ymm@7
  vmovdqu %ymm@7, (%rsp)
  vaesdec %ymm@15, %ymm@5, %ymm@7
  vmovdqu %ymm@7, 320(%rsp)
  vpaddq C2(%rip), %ymm@8, %ymm@0
  vmovdqu 224(%rsp), %ymm@15
  vpxor %ymm@15, %ymm@0, %ymm@5
  vmovdqa C3(%rip), %ymm@14
  vpcmpgtq %ymm@5, %ymm@14, %ymm@5
  vpslldq $8, %ymm@5, %ymm@5
  vpsubq %ymm@5, %ymm@0, %ymm@0
  vmovdqa C4(%rip), %ymm@1
  vpshufb %ymm@1, %ymm@0, %ymm@0
  vaesenclast %ymm@9, %ymm@0, %ymm@0
  vaesdec %ymm@9, %ymm@0, %ymm@0
  vaesdec %ymm@0, %ymm@2, %ymm@2
  vpaddq C5(%rip), %ymm@8, %ymm@0
  vpxor %ymm@15, %ymm@0, %ymm@5
  vmovdqa C6(%rip), %ymm@14
  vpcmpgtq %ymm@5, %ymm@14, %ymm@5
  vpslldq $8, %ymm@5, %ymm@5
  vpsubq %ymm@5, %ymm@0, %ymm@0
  vpshufb %ymm@1, %ymm@0, %ymm@0
  vaesenclast %ymm@9, %ymm@0, %ymm@0
  vaesdec %ymm@9, %ymm@0, %ymm@0
  vaesdec %ymm@0, %ymm@3, %ymm@7
  vmovdqu %ymm@7, 416(%rsp)
  vpaddq C7(%rip), %ymm@8, %ymm@0
  vpxor %ymm@15, %ymm@0, %ymm@5
  vmovdqa C8(%rip), %ymm@7
  vpcmpgtq %ymm@5, %ymm@7, %ymm@5
  vpslldq $8, %ymm@5, %ymm@5
  vpsubq %ymm@5, %ymm@0, %ymm@0
  vpshufb %ymm@1, %ymm@0, %ymm@0
  vaesenclast %ymm@9, %ymm@0, %ymm@0
  vaesdec %ymm@9, %ymm@0, %ymm@0
  vaesdec %ymm@0, %ymm@12, %ymm@7
  vmovdqu %ymm@7, 352(%rsp)
  vmovdqu 192(%rsp), %ymm@3
  vpaddq C9(%rip), %ymm@8, %ymm@0
  vpxor %ymm@15, %ymm@0, %ymm@5
  vmovdqa C10(%rip), %ymm@7
  vpcmpgtq %ymm@5, %ymm@7, %ymm@5
  vpslldq $8, %ymm@5, %ymm@5
  vpsubq %ymm@5, %ymm@0, %ymm@0
  vmovdqu 288(%rsp), %ymm@5
  vpshufb %ymm@1, %ymm@0, %ymm@0
  vaesenclast %ymm@9, %ymm@0, %ymm@0
  vaesdec %ymm@9, %ymm@0, %ymm@0
  vaesdec %ymm@0, %ymm@13, %ymm@7
  vmovdqu %ymm@7, 384(%rsp)
  vpaddq C11(%rip), %ymm@8, %ymm@13
  vpxor %ymm@15, %ymm@13, %ymm@0
  vmovdqa C12(%rip), %ymm@7
  vpcmpgtq %ymm@0, %ymm@7, %ymm@0
  vpslldq $8, %ymm@0, %ymm@0
  vpsubq %ymm@0, %ymm@13, %ymm@13
  vmovdqa %ymm@6, %ymm@0
  vmovdqu 256(%rsp), %ymm@6
  vpshufb %ymm@1, %ymm@13, %ymm@13
  vaesenclast %ymm@9, %ymm@13, %ymm@13
  vaesdec %ymm@9, %ymm@13, %ymm@13
  vmovdqu 32(%rsp), %ymm@7
  vaesdec %ymm@13, %ymm@7, %ymm@7
  vmovdqu %ymm@7, 32(%rsp)
  vpaddq C13(%rip), %ymm@8, %ymm@12
  vpxor %ymm@15, %ymm@12, %ymm@13
  vmovdqa C14(%rip), %ymm@7
  vpcmpgtq %ymm@13, %ymm@7, %ymm@13
  vpslldq $8, %ymm@13, %ymm@13
  vpsubq %ymm@13, %ymm@12, %ymm@12
  vpshufb %ymm@1, %ymm@12, %ymm@12
  vaesenclast %ymm@9, %ymm@12, %ymm@12
  vaesdec %ymm@9, %ymm@12, %ymm@12
  vmovdqu (%rsp), %ymm@7
  vaesdec %ymm@12, %ymm@7, %ymm@7
  vmovdqu %ymm@7, (%rsp)
  vpaddq C15(%rip), %ymm@8, %ymm@7
  vpxor %ymm@15, %ymm@7, %ymm@12
  vmovdqa C16(%rip), %ymm@13
  vpcmpgtq %ymm@12, %ymm@13, %ymm@12
  vpslldq $8, %ymm@12, %ymm@12
  vpsubq %ymm@12, %ymm@7, %ymm@7
  vpshufb %ymm@1, %ymm@7, %ymm@7
  vaesenclast %ymm@9, %ymm@7, %ymm@7
  vaesdec %ymm@9, %ymm@7, %ymm@7
  vmovdqu 320(%rsp), %ymm@12
  vaesdec %ymm@7, %ymm@12, %ymm@1
  vaesdec %ymm@5, %ymm@2, %ymm@7
  vmovdqu 64(%rsp), %ymm@14
  vaesdec %ymm@6, %ymm@7, %ymm@7
  vaesdec %ymm@10, %ymm@7, %ymm@7
  vaesdec %ymm@11, %ymm@7, %ymm@7
  vaesdec %ymm@14, %ymm@7, %ymm@7
  vaesdeclast -128(%rsp), %ymm@7, %ymm@7
  vmovdqu %ymm@7, (%rdi)
  vmovdqu 416(%rsp), %ymm@2
  vaesdec %ymm@5, %ymm@2, %ymm@7
  vmovdqu 352(%rsp), %ymm@2
  vaesdec %ymm@5, %ymm@2, %ymm@12
  vaesdec %ymm@6, %ymm@7, %ymm@7
  vaesdec %ymm@6, %ymm@12, %ymm@12
  vaesdec %ymm@10, %ymm@7, %ymm@7
  vaesdec %ymm@10, %ymm@12, %ymm@12
  vaesdec %ymm@11, %ymm@7, %ymm@7
  vaesdec %ymm@11, %ymm@12, %ymm@12
  vaesdec %ymm@14, %ymm@7, %ymm@7
  vaesdec %ymm@14, %ymm@12, %ymm@12
  vaesdeclast -128(%rsp), %ymm@7, %ymm@7
  vmovdqu %ymm@7, 32(%rdi)
  vaesdeclast -128(%rsp), %ymm@12, %ymm@7
  vmovdqu %ymm@7, 64(%rdi)
  vmovdqu 384(%rsp), %ymm@2
  vaesdec %ymm@5, %ymm@2, %ymm@7
  vmovdqu 32(%rsp), %ymm@2
  vaesdec %ymm@5, %ymm@2, %ymm@12
  vmovdqu (%rsp), %ymm@2
  vaesdec %ymm@5, %ymm@2, %ymm@13
  vaesdec %ymm@5, %ymm@1, %ymm@2
  vaesdec %ymm@6, %ymm@7, %ymm@7
  vaesdec %ymm@6, %ymm@12, %ymm@12
  vaesdec %ymm@6, %ymm@13, %ymm@13
  vaesdec %ymm@6, %ymm@2, %ymm@2
  vaesdec %ymm@10, %ymm@7, %ymm@7
  vaesdec %ymm@10, %ymm@12, %ymm@12
  vaesdec %ymm@10, %ymm@13, %ymm@13
  vaesdec %ymm@10, %ymm@2, %ymm@2
  vaesdec %ymm@11, %ymm@7, %ymm@7
  vaesdec %ymm@11, %ymm@12, %ymm@12
  vaesdec %ymm@11, %ymm@13, %ymm@13
  vaesdec %ymm@11, %ymm@2, %ymm@2
  vaesdec %ymm@14, %ymm@7, %ymm@7
  vaesdec %ymm@14, %ymm@12, %ymm@12
  vaesdec %ymm@14, %ymm@13, %ymm@13
  vaesdec %ymm@14, %ymm@2, %ymm@2
  vaesdeclast -128(%rsp), %ymm@7, %ymm@7
  vaesdeclast -128(%rsp), %ymm@12, %ymm@12
  vaesdeclast -128(%rsp), %ymm@13, %ymm@13
  vaesdeclast -128(%rsp), %ymm@2, %ymm@2
  vmovdqu %ymm@7, 96(%rdi)
  vmovdqu %ymm@12, 128(%rdi)
  vmovdqu %ymm@13, 160(%rdi)
  vmovdqu %ymm@2, 192(%rdi)
  vpxor 224(%rdi), %ymm@0, %ymm@2
  vmovdqu 128(%rsp), %ymm@7
  vmovdqa %ymm@7, %ymm@1
  vaesdec %ymm@7, %ymm@2, %ymm@2
  vaesdec -96(%rsp), %ymm@2, %ymm@2
  vaesdec %ymm@3, %ymm@2, %ymm@2
  vaesdec %ymm@4, %ymm@2, %ymm@2
  vaesdec -64(%rsp), %ymm@2, %ymm@2
  vpaddq C17(%rip), %ymm@8, %ymm@7
  vpxor %ymm@15, %ymm@7, %ymm@12
  vmovdqa C18(%rip), %ymm@13
  vpcmpgtq %ymm@12, %ymm@13, %ymm@12
  vpslldq $8, %ymm@12, %ymm@12
  vpsubq %ymm@12, %ymm@7, %ymm@7
  vpshufb C4(%rip), %ymm@7, %ymm@7
  vaesenclast %ymm@9, %ymm@7, %ymm@7
  vaesdec %ymm@9, %ymm@7, %ymm@7
  vaesdec %ymm@7, %ymm@2, %ymm@2
  vpaddq C19(%rip), %ymm@8, %ymm@7
  vpxor %ymm@15, %ymm@7, %ymm@12
  vmovdqu 160(%rsp), %ymm@13
  vpcmpgtq %ymm@12, %ymm@13, %ymm@12
  vpslldq $8, %ymm@12, %ymm@12
  vaesdec %ymm@5, %ymm@2, %ymm@2
  vaesdec %ymm@6, %ymm@2, %ymm@2
  vaesdec %ymm@10, %ymm@2, %ymm@2
  vaesdec %ymm@11, %ymm@2, %ymm@2
  vaesdec %ymm@14, %ymm@2, %ymm@2
  vaesdeclast -128(%rsp), %ymm@2, %ymm@2
  vpsubq %ymm@12, %ymm@7, %ymm@8
  vmovdqu %ymm@2, 224(%rdi)
  addq $256, %rdi
  cmpq %rsi, %rdi
  jne L1
L0:
  addq %rdx, %rcx
  movq %rax, %rdx
  andq $224, %rdx
  je L2
  xorl %esi, %esi
  vpbroadcastq C0(%rip), %ymm@7
  vpxor %xmm@11, %xmm@11, %xmm@11
  vpbroadcastq C20(%rip), %ymm@2
  vmovdqu -32(%rsp), %ymm@9
  vmovdqu -128(%rsp), %ymm@14
  vmovdqa C3(%rip), %ymm@15
L3:
  vpxor (%rcx,%rsi), %ymm@0, %ymm@13
  vaesdec %ymm@1, %ymm@13, %ymm@13
  vaesdec -96(%rsp), %ymm@13, %ymm@13
  vaesdec %ymm@3, %ymm@13, %ymm@13
  vaesdec %ymm@4, %ymm@13, %ymm@13
  vaesdec -64(%rsp), %ymm@13, %ymm@13
  vpaddq C2(%rip), %ymm@8, %ymm@12
  vpxor %ymm@7, %ymm@12, %ymm@10
  vpcmpgtq %ymm@10, %ymm@15, %ymm@10
  vpslldq $8, %ymm@10, %ymm@10
  vpsubq %ymm@10, %ymm@12, %ymm@12
  vpshufb C4(%rip), %ymm@12, %ymm@12
  vaesenclast %ymm@11, %ymm@12, %ymm@12
  vaesdec %ymm@11, %ymm@12, %ymm@12
  vaesdec %ymm@12, %ymm@13, %ymm@12
  vpaddq C21(%rip), %ymm@8, %ymm@13
  vpxor %ymm@7, %ymm@13, %ymm@10
  vpcmpgtq %ymm@10, %ymm@2, %ymm@10
  vpslldq $8, %ymm@10, %ymm@10
  vaesdec %ymm@5, %ymm@12, %ymm@12
  vaesdec %ymm@6, %ymm@12, %ymm@12
  vaesdec 96(%rsp), %ymm@12, %ymm@12
  vaesdec %ymm@9, %ymm@12, %ymm@12
  vaesdec 64(%rsp), %ymm@12, %ymm@12
  vaesdeclast %ymm@14, %ymm@12, %ymm@12
  vpsubq %ymm@10, %ymm@13, %ymm@8
  vmovdqu %ymm@12, (%rcx,%rsi)
  addq $32, %rsi
  cmpq %rsi, %rdx
  jne L3
  andq $16, %rax
  jne L4
  jmp L5
L2:
  vmovdqu -32(%rsp), %ymm@9
  vmovdqu -128(%rsp), %ymm@14
  andq $16, %rax
  je L5
L4:
  andl $14, %r8d
  shll $4, %r8d
  addq %r8, %rcx
  xorl %edx, %edx
  vpbroadcastq C0(%rip), %ymm@7
  vpxor %xmm@15, %xmm@15, %xmm@15
  vpbroadcastq C20(%rip), %ymm@2
  vmovdqa C3(%rip), %ymm@11
L6:
  vmovdqu (%rcx,%rdx), %xmm@13
  vpxor %ymm@0, %ymm@13, %ymm@13
  vaesdec %ymm@1, %ymm@13, %ymm@13
  vaesdec -96(%rsp), %ymm@13, %ymm@13
  vaesdec %ymm@3, %ymm@13, %ymm@13
  vaesdec %ymm@4, %ymm@13, %ymm@13
  vaesdec -64(%rsp), %ymm@13, %ymm@13
  vpaddq C2(%rip), %ymm@8, %ymm@10
  vpxor %ymm@7, %ymm@10, %ymm@12
  vpcmpgtq %ymm@12, %ymm@11, %ymm@12
  vpslldq $8, %ymm@12, %ymm@12
  vpsubq %ymm@12, %ymm@10, %ymm@12
  vpshufb C4(%rip), %ymm@12, %ymm@12
  vaesenclast %ymm@15, %ymm@12, %ymm@12
  vaesdec %ymm@15, %ymm@12, %ymm@12
  vaesdec %ymm@12, %ymm@13, %ymm@12
  vpaddq C21(%rip), %ymm@8, %ymm@13
  vpxor %ymm@7, %ymm@13, %ymm@10
  vpcmpgtq %ymm@10, %ymm@2, %ymm@10
  vpslldq $8, %ymm@10, %ymm@10
  vaesdec %ymm@5, %ymm@12, %ymm@12
  vaesdec %ymm@6, %ymm@12, %ymm@12
  vaesdec 96(%rsp), %ymm@12, %ymm@12
  vaesdec %ymm@9, %ymm@12, %ymm@12
  vaesdec 64(%rsp), %ymm@12, %ymm@12
  vaesdeclast %ymm@14, %ymm@12, %ymm@12
  vpsubq %ymm@10, %ymm@13, %ymm@8
  vmovdqu %xmm@12, (%rcx,%rdx)
  addq $16, %rdx
  cmpq %rdx, %rax
  jne L6
L5:
  addq $456, %rsp
  vzeroupper
  retq
== hw_taes::arch::x86_64::vaes_avx2::crypt#8
  subq $456, %rsp
  vbroadcasti128 240(%rdi), %ymm@0
  vbroadcasti128 256(%rdi), %ymm@1
  vbroadcastf128 272(%rdi), %ymm@2
  vmovups %ymm@2, 32(%rsp)
  vbroadcastf128 288(%rdi), %ymm@2
  vmovups %ymm@2, 192(%rsp)
  vbroadcasti128 304(%rdi), %ymm@3
  vbroadcastf128 320(%rdi), %ymm@2
  vmovups %ymm@2, 64(%rsp)
  vbroadcasti128 336(%rdi), %ymm@4
  vbroadcasti128 368(%rdi), %ymm@5
  vbroadcastf128 384(%rdi), %ymm@2
  vmovups %ymm@2, 96(%rsp)
  vbroadcastf128 400(%rdi), %ymm@2
  vmovups %ymm@2, (%rsp)
  vbroadcastf128 416(%rdi), %ymm@2
  vmovups %ymm@2, -32(%rsp)
  vbroadcastf128 432(%rdi), %ymm@2
  vmovups %ymm@2, -64(%rsp)
  vbroadcastf128 448(%rdi), %ymm@2
  vmovups %ymm@2, -96(%rsp)
  vbroadcastf128 464(%rdi), %ymm@2
  vmovups %ymm@2, -128(%rsp)
  movq 112(%rdi), %rax
  movq 120(%rdi), %rdi
  bswapq %rax
  bswapq %rdi
  addq %rsi, %rdi
  adcq %rdx, %rax
  vmovq %rdi, %xmm@2
  vmovq %rax, %xmm@6
  vpunpcklqdq %xmm@6, %xmm@2, %xmm@2
  vinserti128 $1, %xmm@2, %ymm@2, %ymm@2
  movabsq $576460752303423472, %rdx
  andq %r8, %rdx
  shlq $4, %rdx
  movq %r8, %rax
  shlq $4, %rax
  movq %rax, %rsi
  andq $-256, %rsi
  je L0
  addq %rcx, %rsi
  vbroadcastsd C0(%rip), %ymm@6
  vmovups %ymm@6, 256(%rsp)
  movq %rcx, %rdi
  vpbroadcastq C1(%rip), %ymm@6
  vmovdqu %ymm@6, 224(%rsp)
  vmovdqu %ymm@5, 288(%rsp)
L1:
  vmovdqa %ymm@2, %ymm@7
  vpxor (%rdi), %ymm@0, %ymm@6
  vpxor 32(%rdi), %ymm@0, %ymm@8
  vpxor 64(%rdi), %ymm@0, %ymm@9
  vpxor 96(%rdi), %ymm@0, %ymm@10
  vpxor 128(%rdi), %ymm@0, %ymm@11
  vmovdqa %ymm@0, %ymm@5
  vpxor 160(%rdi), %ymm@0, %ymm@0
  vmovdqa %ymm@4, %ymm@2
  vpxor 192(%rdi), %ymm@5, %ymm@4
  vaesdec %ymm@1, %ymm@6, %ymm@6
  vaesdec %ymm@1, %ymm@8, %ymm@8
  vaesdec %ymm@1, %ymm@9, %ymm@9
  vaesdec %ymm@1, %ymm@10, %ymm@10
  vaesdec %ymm@1, %ymm@11, %ymm@11
  vaesdec %ymm@1, %ymm@0, %ymm@0
  vaesdec %ymm@1, %ymm@4, %ymm@4
  vmovdqu 32(%rsp), %ymm@12
  vaesdec %ymm@12, %ymm@6, %ymm@13
  vaesdec %ymm@12, %ymm@8, %ymm@8
  vaesdec %ymm@12, %ymm@9, %ymm@9
  vaesdec %ymm@12, %ymm@10, %ymm@10
  vaesdec %ymm@12, %ymm@11, %ymm@11
  vaesdec %ymm@12, %ymm@0, %ymm@0
  vaesdec %ymm@12, %ymm@4, %ymm@4
  vmovdqu 192(%rsp), %ymm@6
  vaesdec %ymm@6, %ymm@13, %ymm@13
  vaesdec %ymm@6, %ymm@8, %ymm@8
  vaesdec %ymm@6, %ymm@9, %ymm@9
  vaesdec %ymm@6, %ymm@10, %ymm@10
  vaesdec %ymm@6, %ymm@11, %ymm@11
  vaesdec %ymm@6, %ymm@0, %ymm@0
  vaesdec %ymm@6, %ymm@4, %ymm@4
  vaesdec %ymm@3, %ymm@13, %ymm@14
  vaesdec %ymm@3, %ymm@8, %ymm@8
  vaesdec %ymm@3, %ymm@9, %ymm@9
  vaesdec %ymm@3, %ymm@10, %ymm@10
  vaesdec %ymm@3, %ymm@11, %ymm@11
  vaesdec %ymm@3, %ymm@0, %ymm@0
  vaesdec %ymm@3, %ymm@4, %ymm@4
  vmovdqa %ymm@3, %ymm@13
  vmovdqa %ymm@1, %ymm@3
  vmovdqu 64(%rsp), %ymm@1
  vaesdec %ymm@1, %ymm@14, %ymm@12
  vaesdec %ymm@1, %ymm@8, %ymm@8
  vaesdec %ymm@1, %ymm@9, %ymm@9
  vaesdec %ymm@1, %ymm@10, %ymm@10
  vaesdec %ymm@1, %ymm@11, %ymm@15
  vaesdec %ymm@1, %ymm@0, %ymm@0
  vaesdec %ymm@1, %ymm@4, %ymm@11
  vmovdqu %ymm@11, 320(%rsp)
  vaesdec %ymm@2, %ymm@12, %ymm@4
  vaesdec %ymm@2, %ymm@8, %ymm@11
  vaesdec %ymm@2, %ymm@9, %ymm@9
  vaesdec %ymm@2, %ymm@10, %ymm@10
  vaesdec %ymm@2, %ymm@15, %ymm@8
  vmovdqu %ymm@8, 160(%rsp)
  vaesdec %ymm@2, %ymm@0, %ymm@8
  vmovdqu %ymm@8, 128(%rsp)
  vpaddq C2(%rip), %ymm@7, %ymm@8
  vmovdqu 256(%rsp), %ymm@15
  vpxor %ymm@8, %ymm@15, %ymm@0
  vmovdqa C3(%rip), %ymm@14
  vpcmpgtq %ymm@0, %ymm@14, %ymm@0
  vpslldq $8, %ymm@0, %ymm@0
  vpsubq %ymm@0, %ymm@8, %ymm@8
  vmovdqa C4(%rip), %ymm@14
  vpshufb %ymm@14, %ymm@8, %ymm@8
  vpxor %xmm@12, %xmm@12, %xmm@12
  vaesenclast %ymm@12, %ymm@8, %ymm@8
  vaesdec %ymm@12, %ymm@8, %ymm@8
  vaesdec %ymm@8, %ymm@4, %ymm@8
  vpaddq C5(%rip), %ymm@7, %ymm@0
  vpxor %ymm@0, %ymm@15, %ymm@4
  vmovdqa C6(%rip), %ymm@1
  vpcmpgtq %ymm@4, %ymm@1, %ymm@4
  vpslldq $8, %ymm@4, %ymm@4
  vpsubq %ymm@4, %ymm@0, %ymm@0
  vpshufb %ymm@14, %ymm@0, %ymm@0
  vaesenclast %ymm@12, %ymm@0, %ymm@0
  vaesdec %ymm@12, %ymm@0, %ymm@0
  vaesdec %ymm@0, %ymm@11, %ymm@11
  vmovdqu %ymm@11, 416(%rsp)
  vmovdqa %ymm@3, %ymm@1
  vmovdqa %ymm@13, %ymm@3
  vpaddq C7(%rip), %ymm@7, %ymm@0
  vpxor %ymm@0, %ymm@15, %ymm@4
  vmovdqa C8(%rip), %ymm@11
  vpcmpgtq %ymm@4, %ymm@11, %ymm@4
  vpslldq $8, %ymm@4, %ymm@4
  vpsubq %ymm@4, %ymm@0, %ymm@0
  vpshufb %ymm@14, %ymm@0, %ymm@0
  vaesenclast %ymm@12, %ymm@0, %ymm@0
  vaesdec %ymm@12, %ymm@0, %ymm@0
  vaesdec %ymm@0, %ymm@9, %ymm@9
  vmovdqu %ymm@9, 352(%rsp)
  vmovdqa %ymm@6, %ymm@13
  vpaddq C9(%rip), %ymm@7, %ymm@0
  vpxor %ymm@0, %ymm@15, %ymm@4
  vmovdqa C10(%rip), %ymm@6
  vpcmpgtq %ymm@4, %ymm@6, %ymm@4
  vpslldq $8, %ymm@4, %ymm@4
  vpsubq %ymm@4, %ymm@0, %ymm@0
  vmovdqa %ymm@2, %ymm@4
  vpshufb %ymm@14, %ymm@0, %ymm@0
  vaesenclast %ymm@12, %ymm@0, %ymm@0
  vaesdec %ymm@12, %ymm@0, %ymm@0
  vaesdec %ymm@0, %ymm@10, %ymm@2
  vmovdqu %ymm@2, 384(%rsp)
  vpaddq C11(%rip), %ymm@7, %ymm@11
  vpxor %ymm@11, %ymm@15, %ymm@0
  vmovdqa C12(%rip), %ymm@2
  vpcmpgtq %ymm@0, %ymm@2, %ymm@0
  vpslldq $8, %ymm@0, %ymm@0
  vpsubq %ymm@0, %ymm@11, %ymm@11
  vmovdqa %ymm@5, %ymm@0
  vmovdqu 288(%rsp), %ymm@5
  vpshufb %ymm@14, %ymm@11, %ymm@11
  vaesenclast %ymm@12, %ymm@11, %ymm@11
  vaesdec %ymm@12, %ymm@11, %ymm@11
  vmovdqu 160(%rsp), %ymm@2
  vaesdec %ymm@11, %ymm@2, %ymm@2
  vmovdqu %ymm@2, 160(%rsp)
  vpaddq C13(%rip), %ymm@7, %ymm@10
  vpxor %ymm@10, %ymm@15, %ymm@11
  vmovdqa C14(%rip), %ymm@2
  vpcmpgtq %ymm@11, %ymm@2, %ymm@11
  vpslldq $8, %ymm@11, %ymm@11
  vpsubq %ymm@11, %ymm@10, %ymm@10
  vmovdqu 96(%rsp), %ymm@11
  vpshufb %ymm@14, %ymm@10, %ymm@10
  vaesenclast %ymm@12, %ymm@10, %ymm@10
  vaesdec %ymm@12, %ymm@10, %ymm@10
  vmovdqu 128(%rsp), %ymm@2
  vaesdec %ymm@10, %ymm@2, %ymm@2
  vmovdqu %ymm@2, 128(%rsp)
  vpaddq C15(%rip), %ymm@7, %ymm@9
  vpxor %ymm@9, %ymm@15, %ymm@10
  vmovdqa C16(%rip), %ymm@2
  vpcmpgtq %ymm@10, %ymm@2, %ymm@10
  vpslldq $8, %ymm@10, %ymm@10
  vpsubq %ymm@10, %ymm@9, %ymm@9
  vmovdqu 320(%rsp), %ymm@2
  vaesdec %ymm@4, %ymm@2, %ymm@6
  vpshufb %ymm@14, %ymm@9, %ymm@9
  vaesenclast %ymm@12, %ymm@9, %ymm@9
  vaesdec %ymm@12, %ymm@9, %ymm@9
  vaesdec %ymm@9, %ymm@6, %ymm@10
  vaesdec %ymm@5, %ymm@8, %ymm@6
  vaesdec %ymm@11, %ymm@6, %ymm@6
  vaesdec (%rsp), %ymm@6, %ymm@6
  vaesdec -32(%rsp), %ymm@6, %ymm@6
  vaesdec -64(%rsp), %ymm@6, %ymm@6
  vaesdec -96(%rsp), %ymm@6, %ymm@6
  vaesdeclast -128(%rsp), %ymm@6, %ymm@6
  vmovdqu %ymm@6, (%rdi)
  vmovdqu 416(%rsp), %ymm@2
  vaesdec %ymm@5, %ymm@2, %ymm@6
  vmovdqu 352(%rsp), %ymm@2
  vaesdec %ymm@5, %ymm@2, %ymm@8
  vaesdec %ymm@11, %ymm@6, %ymm@6
  vaesdec %ymm@11, %ymm@8, %ymm@8
  vaesdec (%rsp), %ymm@6, %ymm@6
  vaesdec (%rsp), %ymm@8, %ymm@8
  vaesdec -32(%rsp), %ymm@6, %ymm@6
  vaesdec -32(%rsp), %ymm@8, %ymm@8
  vaesdec -64(%rsp), %ymm@6, %ymm@6
  vaesdec -64(%rsp), %ymm@8, %ymm@8
  vaesdec -96(%rsp), %ymm@6, %ymm@6
  vaesdec -96(%rsp), %ymm@8, %ymm@8
  vaesdeclast -128(%rsp), %ymm@6, %ymm@6
  vmovdqu %ymm@6, 32(%rdi)
  vaesdeclast -128(%rsp), %ymm@8, %ymm@6
  vmovdqu %ymm@6, 64(%rdi)
  vmovdqu 384(%rsp), %ymm@2
  vaesdec %ymm@5, %ymm@2, %ymm@6
  vmovdqu 160(%rsp), %ymm@2
  vaesdec %ymm@5, %ymm@2, %ymm@8
  vmovdqu 128(%rsp), %ymm@2
  vaesdec %ymm@5, %ymm@2, %ymm@9
  vaesdec %ymm@5, %ymm@10, %ymm@10
  vaesdec %ymm@11, %ymm@6, %ymm@6
  vaesdec %ymm@11, %ymm@8, %ymm@8
  vaesdec %ymm@11, %ymm@9, %ymm@9
  vaesdec %ymm@11, %ymm@10, %ymm@10
  vaesdec (%rsp), %ymm@6, %ymm@6
  vaesdec (%rsp), %ymm@8, %ymm@8
  vaesdec (%rsp), %ymm@9, %ymm@9
  vaesdec (%rsp), %ymm@10, %ymm@10
  vaesdec -32(%rsp), %ymm@6, %ymm@6
  vaesdec -32(%rsp), %ymm@8, %ymm@8
  vaesdec -32(%rsp), %ymm@9, %ymm@9
  vaesdec -32(%rsp), %ymm@10, %ymm@10
  vaesdec -64(%rsp), %ymm@6, %ymm@6
  vaesdec -64(%rsp), %ymm@8, %ymm@8
  vaesdec -64(%rsp), %ymm@9, %ymm@9
  vaesdec -64(%rsp), %ymm@10, %ymm@10
  vaesdec -96(%rsp), %ymm@6, %ymm@6
  vaesdec -96(%rsp), %ymm@8, %ymm@8
  vaesdec -96(%rsp), %ymm@9, %ymm@9
  vaesdec -96(%rsp), %ymm@10, %ymm@10
  vaesdeclast -128(%rsp), %ymm@6, %ymm@6
  vaesdeclast -128(%rsp), %ymm@8, %ymm@8
  vaesdeclast -128(%rsp), %ymm@9, %ymm@9
  vaesdeclast -128(%rsp), %ymm@10, %ymm@10
  vmovdqu %ymm@6, 96(%rdi)
  vmovdqu %ymm@8, 128(%rdi)
  vmovdqu %ymm@9, 160(%rdi)
  vmovdqu %ymm@10, 192(%rdi)
  vpxor 224(%rdi), %ymm@0, %ymm@6
  vaesdec %ymm@1, %ymm@6, %ymm@6
  vaesdec 32(%rsp), %ymm@6, %ymm@6
  vaesdec %ymm@13, %ymm@6, %ymm@6
  vaesdec %ymm@3, %ymm@6, %ymm@6
  vaesdec 64(%rsp), %ymm@6, %ymm@6
  vpaddq C17(%rip), %ymm@7, %ymm@8
  vpxor %ymm@8, %ymm@15, %ymm@9
  vmovdqa C18(%rip), %ymm@2
  vpcmpgtq %ymm@9, %ymm@2, %ymm@9
  vpslldq $8, %ymm@9, %ymm@9
  vpsubq %ymm@9, %ymm@8, %ymm@8
  vaesdec %ymm@4, %ymm@6, %ymm@6
  vpshufb %ymm@14, %ymm@8, %ymm@8
  vaesenclast %ymm@12, %ymm@8, %ymm@8
  vaesdec %ymm@12, %ymm@8, %ymm@8
  vpaddq C19(%rip), %ymm@7, %ymm@2
  vaesdec %ymm@8, %ymm@6, %ymm@6
  vpxor %ymm@2, %ymm@15, %ymm@8
  vmovdqu 224(%rsp), %ymm@9
  vpcmpgtq %ymm@8, %ymm@9, %ymm@8
  vpslldq $8, %ymm@8, %ymm@8
  vaesdec %ymm@5, %ymm@6, %ymm@6
  vaesdec %ymm@11, %ymm@6, %ymm@6
  vaesdec (%rsp), %ymm@6, %ymm@6
  vaesdec -32(%rsp), %ymm@6, %ymm@6
  vaesdec -64(%rsp), %ymm@6, %ymm@6
  vaesdec -96(%rsp), %ymm@6, %ymm@6
  vaesdeclast -128(%rsp), %ymm@6, %ymm@6
  vpsubq %ymm@8, %ymm@2, %ymm@2
  vmovdqu %ymm@6, 224(%rdi)
  addq $256, %rdi
  cmpq %rsi, %rdi
  jne L1
L0:
  addq %rdx, %rcx
  movq %rax, %rdx
  andq $224, %rdx
  je L2
  xorl %esi, %esi
  vmovdqa C2(%rip), %ymm@12
  vpbroadcastq C0(%rip), %ymm@8
  vmovdqa C3(%rip), %ymm@15
  vmovdqa C4(%rip), %ymm@14
  vpxor %xmm@10, %xmm@10, %xmm@10
  vpbroadcastq C20(%rip), %ymm@6
  vmovdqu 96(%rsp), %ymm@7
L3:
  vpxor (%rcx,%rsi), %ymm@0, %ymm@11
  vaesdec %ymm@1, %ymm@11, %ymm@11
  vaesdec 32(%rsp), %ymm@11, %ymm@11
  vaesdec 192(%rsp), %ymm@11, %ymm@11
  vaesdec %ymm@3, %ymm@11, %ymm@11
  vaesdec 64(%rsp), %ymm@11, %ymm@11
  vpaddq %ymm@2, %ymm@12, %ymm@9
  vpxor %ymm@8, %ymm@9, %ymm@13
  vpcmpgtq %ymm@13, %ymm@15, %ymm@13
  vpslldq $8, %ymm@13, %ymm@13
  vpsubq %ymm@13, %ymm@9, %ymm@9
  vaesdec %ymm@4, %ymm@11, %ymm@11
  vpshufb %ymm@14, %ymm@9, %ymm@9
  vaesenclast %ymm@10, %ymm@9, %ymm@9
  vaesdec %ymm@10, %ymm@9, %ymm@9
  vaesdec %ymm@9, %ymm@11, %ymm@9
  vpaddq C21(%rip), %ymm@2, %ymm@2
  vpxor %ymm@8, %ymm@2, %ymm@11
  vpcmpgtq %ymm@11, %ymm@6, %ymm@11
  vpslldq $8, %ymm@11, %ymm@11
  vaesdec %ymm@5, %ymm@9, %ymm@9
  vaesdec %ymm@7, %ymm@9, %ymm@9
  vaesdec (%rsp), %ymm@9, %ymm@9
  vaesdec -32(%rsp), %ymm@9, %ymm@9
  vaesdec -64(%rsp), %ymm@9, %ymm@9
  vaesdec -96(%rsp), %ymm@9, %ymm@9
  vaesdeclast -128(%rsp), %ymm@9, %ymm@9
  vpsubq %ymm@11, %ymm@2, %ymm@2
  vmovdqu %ymm@9, (%rcx,%rsi)
  addq $32, %rsi
  cmpq %rsi, %rdx
  jne L3
  andq $16, %rax
  jne L4
  jmp L5
L2:
  vmovdqu 96(%rsp), %ymm@7
  andq $16, %rax
  je L5
L4:
  andl $14, %r8d
  shll $4, %r8d
  addq %r8, %rcx
  xorl %edx, %edx
  vmovdqa C2(%rip), %ymm@12
  vpbroadcastq C0(%rip), %ymm@8
  vmovdqa C3(%rip), %ymm@15
  vmovdqa C4(%rip), %ymm@14
  vpxor %xmm@6, %xmm@6, %xmm@6
  vpbroadcastq C20(%rip), %ymm@10
L6:
  vmovdqu (%rcx,%rdx), %xmm@11
  vpxor %ymm@0, %ymm@11, %ymm@11
  vaesdec %ymm@1, %ymm@11, %ymm@11
  vaesdec 32(%rsp), %ymm@11, %ymm@11
  vaesdec 192(%rsp), %ymm@11, %ymm@11
  vaesdec %ymm@3, %ymm@11, %ymm@11
  vaesdec 64(%rsp), %ymm@11, %ymm@11
  vpaddq %ymm@2, %ymm@12, %ymm@9
  vpxor %ymm@8, %ymm@9, %ymm@13
  vpcmpgtq %ymm@13, %ymm@15, %ymm@13
  vpslldq $8, %ymm@13, %ymm@13
  vpsubq %ymm@13, %ymm@9, %ymm@9
  vaesdec %ymm@4, %ymm@11, %ymm@11
  vpshufb %ymm@14, %ymm@9, %ymm@9
  vaesenclast %ymm@6, %ymm@9, %ymm@9
  vaesdec %ymm@6, %ymm@9, %ymm@9
  vaesdec %ymm@9, %ymm@11, %ymm@9
  vpaddq C21(%rip), %ymm@2, %ymm@2
  vpxor %ymm@8, %ymm@2, %ymm@11
  vpcmpgtq %ymm@11, %ymm@10, %ymm@11
  vpslldq $8, %ymm@11, %ymm@11
  vaesdec %ymm@5, %ymm@9, %ymm@9
  vaesdec %ymm@7, %ymm@9, %ymm@9
  vaesdec (%rsp), %ymm@9, %ymm@9
  vaesdec -32(%rsp), %ymm@9, %ymm@9
  vaesdec -64(%rsp), %ymm@9, %ymm@9
  vaesdec -96(%rsp), %ymm@9, %ymm@9
  vaesdeclast -128(%rsp), %ymm@9, %ymm@9
  vpsubq %ymm@11, %ymm@2, %ymm@2
  vmovdqu %xmm@9, (%rcx,%rdx)
  addq $16, %rdx
  cmpq %rdx, %rax
  jne L6
L5:
  addq $456, %rsp
  vzeroupper
  retq
== hw_taes::arch::x86_64::vaes_avx2::crypt#9
  subq $488, %rsp
  vbroadcasti128 (%rdi), %ymm@0
  vbroadcastf128 16(%rdi), %ymm@1
  vmovups %ymm@1, -32(%rsp)
  vbroadcasti128 32(%rdi), %ymm@2
  vbroadcasti128 48(%rdi), %ymm@3
  vbroadcasti128 64(%rdi), %ymm@4
  vbroadcastf128 80(%rdi), %ymm@1
  vmovups %ymm@1, -64(%rsp)
  vbroadcasti128 96(%rdi), %ymm@5
  movq 112(%rdi), %rax
  movq 120(%rdi), %r9
  vbroadcasti128 128(%rdi), %ymm@6
  vbroadcasti128 144(%rdi), %ymm@7
  vbroadcasti128 160(%rdi), %ymm@8
  vbroadcastf128 176(%rdi), %ymm@1
  vmovups %ymm@1, 64(%rsp)
  vbroadcastf128 192(%rdi), %ymm@1
  vmovups %ymm@1, (%rsp)
  vbroadcastf128 208(%rdi), %ymm@1
  vmovups %ymm@1, -96(%rsp)
  vbroadcastf128 224(%rdi), %ymm@1
  vmovups %ymm@1, -128(%rsp)
  bswapq %rax
  bswapq %r9
  addq %rsi, %r9
  adcq %rdx, %rax
  vmovq %r9, %xmm@1
  vmovq %rax, %xmm@9
  vpunpcklqdq %xmm@9, %xmm@1, %xmm@1
  vinserti128 $1, %xmm@1, %ymm@1, %ymm@10
  movabsq $576460752303423472, %rdx
  andq %r8, %rdx
  shlq $4, %rdx
  movq %r8, %rax
  shlq $4, %rax
  movq %rax, %rsi
  andq $-256, %rsi
  je L0
  addq %rcx, %rsi
  vbroadcastsd C0(%rip), %ymm@1
  vmovups %ymm@1, 160(%rsp)
  movq %rcx, %rdi
  vpbroadcastq C1(%rip), %ymm@1
  vmovdqu %ymm@1, 96(%rsp)
  vmovdqu %ymm@6, 256(%rsp)
  vmovdqu %ymm@7, 224(%rsp)
  vmovdqu %ymm@8, 192(%rsp)
  vmovdqu %ymm@3, 128(%rsp)
L1:
  vpxor (%rdi), %ymm@0, %ymm@1
  vpxor 32(%rdi), %ymm@0, %ymm@9
  vpxor 64(%rdi), %ymm@0, %ymm@11
  vpxor 96(%rdi), %ymm@0, %ymm@12
  vmovdqa %ymm@0, %ymm@8
  vpxor 128(%rdi), %ymm@0, %ymm@0
  vpxor 160(%rdi), %ymm@8, %ymm@6
  vpxor 192(%rdi), %ymm@8, %ymm@7
  vmovdqu -32(%rsp), %ymm@13
  vaesenc %ymm@13, %ymm@1, %ymm@1
  vaesenc %ymm@13, %ymm@9, %ymm@9
  vaesenc %ymm@13, %ymm@11, %ymm@11
  vaesenc %ymm@13, %ymm@12, %ymm@12
  vaesenc %ymm@13, %ymm@0, %ymm@0
  vaesenc %ymm@13, %ymm@6, %ymm@6
  vaesenc %ymm@13, %ymm@7, %ymm@7
  vmovdqa %ymm@2, %ymm@14
  vaesenc %ymm@2, %ymm@1, %ymm@1
  vaesenc %ymm@2, %ymm@9, %ymm@9
  vaesenc %ymm@2, %ymm@11, %ymm@15
  vaesenc %ymm@2, %ymm@12, %ymm@12
  vaesenc %ymm@2, %ymm@0, %ymm@0
  vaesenc %ymm@2, %ymm@6, %ymm@6
  vaesenc %ymm@2, %ymm@7, %ymm@7
  vmovdqa %ymm@3, %ymm@11
  vaesenc %ymm@3, %ymm@1, %ymm@1
  vaesenc %ymm@3, %ymm@9, %ymm@9
  vaesenc %ymm@3, %ymm@15, %ymm@3
  vaesenc %ymm@11, %ymm@12, %ymm@12
  vaesenc %ymm@11, %ymm@0, %ymm@0
  vaesenc %ymm@11, %ymm@6, %ymm@6
  vaesenc %ymm@11, %ymm@7, %ymm@7
  vaesenc %ymm@4, %ymm@1, %ymm@1
  vaesenc %ymm@4, %ymm@9, %ymm@9
  vaesenc %ymm@4, %ymm@3, %ymm@2
  vaesenc %ymm@4, %ymm@12, %ymm@12
  vaesenc %ymm@4, %ymm@0, %ymm@0
  vaesenc %ymm@4, %ymm@6, %ymm@6
  vaesenc %ymm@4, %ymm@7, %ymm@7
  vmovdqu -64(%rsp), %ymm@11
  vaesenc %ymm@11, %ymm@1, %ymm@13
  vaesenc %ymm@11, %ymm@9, %ymm@9
  vaesenc %ymm@11, %ymm@2, %ymm@2
  vaesenc %ymm@11, %ymm@12, %ymm@12
  vaesenc %ymm@11, %ymm@0, %ymm@0
  vaesenc %ymm@11, %ymm@6, %ymm@6
  vaesenc %ymm@11, %ymm@7, %ymm@1
  vmovdqu %ymm@1, 352(%rsp)
  vaesenc %ymm@5, %ymm@13, %ymm@7
  vaesenc %ymm@5, %ymm@9, %ymm@11
  vaesenc %ymm@5, %ymm@2, %ymm@2
  vaesenc %ymm@5, %ymm@12, %ymm@12
  vaesenc %ymm@5, %ymm@0, %ymm@1
  vmovdqu %ymm@1, 32(%rsp)
  vaesenc %ymm@5, %ymm@6, %ymm@1
  vmovdqu %ymm@1, 288(%rsp)
  vpaddq C2(%rip), %ymm@10, %ymm@9
  vmovdqu 160(%rsp), %ymm@13
  vpxor %ymm@13, %ymm@9, %ymm@0
  vmovdqa C3(%rip), %ymm@6
  vpcmpgtq %ymm@0, %ymm@6, %ymm@0
  vpslldq $8, %ymm@0, %ymm@0
  vpsubq %ymm@0, %ymm@9, %ymm@9
  vmovdqa C4(%rip), %ymm@1
  vpshufb %ymm@1, %ymm@9, %ymm@9
  vaesenc %ymm@9, %ymm@7, %ymm@9
  vmovdqu %ymm@9, 320(%rsp)
  vmovdqu 224(%rsp), %ymm@7
  vpaddq C5(%rip), %ymm@10, %ymm@0
  vpxor %ymm@13, %ymm@0, %ymm@6
  vmovdqa C6(%rip), %ymm@9
  vpcmpgtq %ymm@6, %ymm@9, %ymm@6
  vpslldq $8, %ymm@6, %ymm@6
  vpsubq %ymm@6, %ymm@0, %ymm@0
  vmovdqa %ymm@1, %ymm@9
  vpshufb %ymm@1, %ymm@0, %ymm@0
  vaesenc %ymm@0, %ymm@11, %ymm@1
  vmovdqu %ymm@1, 416(%rsp)
  vmovdqu 64(%rsp), %ymm@15
  vpaddq C7(%rip), %ymm@10, %ymm@0
  vpxor %ymm@13, %ymm@0, %ymm@6
  vmovdqa C8(%rip), %ymm@1
  vpcmpgtq %ymm@6, %ymm@1, %ymm@6
  vpslldq $8, %ymm@6, %ymm@6
  vpsubq %ymm@6, %ymm@0, %ymm@0
  vpshufb %ymm@9, %ymm@0, %ymm@0
  vaesenc %ymm@0, %ymm@2, %ymm@1
  vmovdqu %ymm@1, 384(%rsp)
  vpaddq C9(%rip), %ymm@10, %ymm@0
  vpxor %ymm@13, %ymm@0, %ymm@6
  vmovdqa C10(%rip), %ymm@1
  vpcmpgtq %ymm@6, %ymm@1, %ymm@6
  vpslldq $8, %ymm@6, %ymm@6
  vpsubq %ymm@6, %ymm@0, %ymm@0
  vpshufb %ymm@9, %ymm@0, %ymm@0
  vaesenc %ymm@0, %ymm@12, %ymm@1
  vmovdqu %ymm@1, 448(%rsp)
  vmovdqu 128(%rsp), %ymm@3
  vpaddq C11(%rip), %ymm@10, %ymm@0
  vpxor %ymm@13, %ymm@0, %ymm@6
  vmovdqa C12(%rip), %ymm@1
  vpcmpgtq %ymm@6, %ymm@1, %ymm@6
  vpslldq $8, %ymm@6, %ymm@6
  vpsubq %ymm@6, %ymm@0, %ymm@0
  vmovdqu 256(%rsp), %ymm@6
  vpshufb %ymm@9, %ymm@0, %ymm@0
  vmovdqu 32(%rsp), %ymm@1
  vaesenc %ymm@0, %ymm@1, %ymm@1
  vmovdqu %ymm@1, 32(%rsp)
  vpaddq C13(%rip), %ymm@10, %ymm@12
  vpxor %ymm@13, %ymm@12, %ymm@0
  vmovdqa C14(%rip), %ymm@1
  vpcmpgtq %ymm@0, %ymm@1, %ymm@0
  vpslldq $8, %ymm@0, %ymm@0
  vpsubq %ymm@0, %ymm@12, %ymm@12
  vmovdqa %ymm@8, %ymm@0
  vmovdqu 192(%rsp), %ymm@8
  vpshufb %ymm@9, %ymm@12, %ymm@12
  vmovdqu 288(%rsp), %ymm@1
  vaesenc %ymm@12, %ymm@1, %ymm@2
  vpaddq C15(%rip), %ymm@10, %ymm@11
  vpxor %ymm@13, %ymm@11, %ymm@12
  vmovdqa C16(%rip), %ymm@1
  vpcmpgtq %ymm@12, %ymm@1, %ymm@12
  vpslldq $8, %ymm@12, %ymm@12
  vpsubq %ymm@12, %ymm@11, %ymm@11
  vmovdqu (%rsp), %ymm@12
  vmovdqu 352(%rsp), %ymm@1
  vaesenc %ymm@5, %ymm@1, %ymm@1
  vpshufb %ymm@9, %ymm@11, %ymm@11
  vaesenc %ymm@11, %ymm@1, %ymm@11
  vmovdqu 320(%rsp), %ymm@1
  vaesenc %ymm@6, %ymm@1, %ymm@1
  vaesenc %ymm@7, %ymm@1, %ymm@1
  vaesenc %ymm@8, %ymm@1, %ymm@1
  vaesenc %ymm@15, %ymm@1, %ymm@1
  vaesenc %ymm@12, %ymm@1, %ymm@1
  vaesenc -96(%rsp), %ymm@1, %ymm@1
  vaesenclast -128(%rsp), %ymm@1, %ymm@1
  vmovdqu %ymm@1, (%rdi)
  vmovdqu 416(%rsp), %ymm@1
  vaesenc %ymm@6, %ymm@1, %ymm@1
  vmovdqu 384(%rsp), %ymm@9
  vaesenc %ymm@6, %ymm@9, %ymm@9
  vaesenc %ymm@7, %ymm@1, %ymm@1
  vaesenc %ymm@7, %ymm@9, %ymm@9
  vaesenc %ymm@8, %ymm@1, %ymm@1
  vaesenc %ymm@8, %ymm@9, %ymm@9
  vaesenc %ymm@15, %ymm@1, %ymm@1
  vaesenc %ymm@15, %ymm@9, %ymm@9
  vaesenc %ymm@12, %ymm@1, %ymm@1
  vaesenc %ymm@12, %ymm@9, %ymm@9
  vaesenc -96(%rsp), %ymm@1, %ymm@1
  vaesenc -96(%rsp), %ymm@9, %ymm@9
  vaesenclast -128(%rsp), %ymm@1, %ymm@1
  vmovdqu %ymm@1, 32(%rdi)
  vaesenclast -128(%rsp), %ymm@9, %ymm@1
  vmovdqu %ymm@1, 64(%rdi)
  vmovdqu 448(%rsp), %ymm@1
  vaesenc %ymm@6, %ymm@1, %ymm@1
  vmovdqu 32(%rsp), %ymm@9
  vaesenc %ymm@6, %ymm@9, %ymm@9
  vaesenc %ymm@7, %ymm@1, %ymm@1
  vaesenc %ymm@7, %ymm@9, %ymm@9
  vaesenc %ymm@8, %ymm@1, %ymm@1
  vaesenc %ymm@8, %ymm@9, %ymm@9
  vaesenc %ymm@15, %ymm@1, %ymm@1
  vaesenc %ymm@15, %ymm@9, %ymm@9
  vaesenc %ymm@12, %ymm@1, %ymm@1
  vaesenc %ymm@12, %ymm@9, %ymm@9
  vaesenc -96(%rsp), %ymm@1, %ymm@1
  vaesenc -96(%rsp), %ymm@9, %ymm@9
  vaesenclast -128(%rsp), %ymm@1, %ymm@1
  vaesenclast -128(%rsp), %ymm@9, %ymm@9
  vmovdqu %ymm@1, 96(%rdi)
  vmovdqu %ymm@9, 128(%rdi)
  vaesenc %ymm@6, %ymm@2, %ymm@1
  vaesenc %ymm@7, %ymm@1, %ymm@1
  vaesenc %ymm@8, %ymm@1, %ymm@1
  vaesenc %ymm@15, %ymm@1, %ymm@1
  vaesenc %ymm@12, %ymm@1, %ymm@1
  vaesenc -96(%rsp), %ymm@1, %ymm@1
  vaesenclast -128(%rsp), %ymm@1, %ymm@1
  vmovdqu %ymm@1, 160(%rdi)
  vpaddq C17(%rip), %ymm@10, %ymm@1
  vaesenc %ymm@6, %ymm@11, %ymm@9
  vaesenc %ymm@7, %ymm@9, %ymm@9
  vaesenc %ymm@8, %ymm@9, %ymm@9
  vaesenc %ymm@15, %ymm@9, %ymm@9
  vaesenc %ymm@12, %ymm@9, %ymm@9
  vaesenc -96(%rsp), %ymm@9, %ymm@9
  vaesenclast -128(%rsp), %ymm@9, %ymm@9
  vmovdqu %ymm@9, 192(%rdi)
  vpaddq C18(%rip), %ymm@10, %ymm@9
  vpxor %ymm@13, %ymm@9, %ymm@11
  vmovdqa C19(%rip), %ymm@2
  vpcmpgtq %ymm@11, %ymm@2, %ymm@11
  vpslldq $8, %ymm@11, %ymm@11
  vpsubq %ymm@11, %ymm@9, %ymm@9
  vpxor 224(%rdi), %ymm@0, %ymm@11
  vaesenc -32(%rsp), %ymm@11, %ymm@11
  vmovdqa %ymm@14, %ymm@2
  vaesenc %ymm@14, %ymm@11, %ymm@11
  vaesenc %ymm@3, %ymm@11, %ymm@11
  vaesenc %ymm@4, %ymm@11, %ymm@11
  vaesenc -64(%rsp), %ymm@11, %ymm@11
  vaesenc %ymm@5, %ymm@11, %ymm@11
  vpshufb C4(%rip), %ymm@9, %ymm@9
  vaesenc %ymm@9, %ymm@11, %ymm@9
  vpxor %ymm@13, %ymm@1, %ymm@11
  vmovdqu 96(%rsp), %ymm@13
  vpcmpgtq %ymm@11, %ymm@13, %ymm@11
  vpslldq $8, %ymm@11, %ymm@11
  vaesenc %ymm@6, %ymm@9, %ymm@9
  vaesenc %ymm@7, %ymm@9, %ymm@9
  vaesenc %ymm@8, %ymm@9, %ymm@9
  vaesenc %ymm@15, %ymm@9, %ymm@9
  vaesenc %ymm@12, %ymm@9, %ymm@9
  vaesenc -96(%rsp), %ymm@9, %ymm@9
  vaesenclast -128(%rsp), %ymm@9, %ymm@9
  vpsubq %ymm@11, %ymm@1, %ymm@10
  vmovdqu %ymm@9, 224(%rdi)
  addq $256, %rdi
  cmpq %rsi, %rdi
  jne L1
L0:
  addq %rdx, %rcx
  movq %rax, %rdx
  andq $224, %rdx
  je L2
  xorl %esi, %esi
  vpbroadcastq C0(%rip), %ymm@9
  vpbroadcastq C20(%rip), %ymm@11
  vmovdqu (%rsp), %ymm@13
  vmovdqa C3(%rip), %ymm@14
L3:
  vpxor (%rcx,%rsi), %ymm@0, %ymm@12
  vaesenc -32(%rsp), %ymm@12, %ymm@12
  vaesenc %ymm@2, %ymm@12, %ymm@12
  vaesenc %ymm@3, %ymm@12, %ymm@12
  vaesenc %ymm@4, %ymm@12, %ymm@12
  vaesenc -64(%rsp), %ymm@12, %ymm@12
  vpaddq C2(%rip), %ymm@10, %ymm@1
  vpxor %ymm@9, %ymm@1, %ymm@15
  vpcmpgtq %ymm@15, %ymm@14, %ymm@15
  vpslldq $8, %ymm@15, %ymm@15
  vpsubq %ymm@15, %ymm@1, %ymm@1
  vaesenc %ymm@5, %ymm@12, %ymm@12
  vpshufb C4(%rip), %ymm@1, %ymm@1
  vaesenc %ymm@1, %ymm@12, %ymm@1
  vpaddq C21(%rip), %ymm@10, %ymm@12
  vpxor %ymm@9, %ymm@12, %ymm@10
  vpcmpgtq %ymm@10, %ymm@11, %ymm@10
  vpslldq $8, %ymm@10, %ymm@10
  vaesenc %ymm@6, %ymm@1, %ymm@1
  vaesenc %ymm@7, %ymm@1, %ymm@1
  vaesenc %ymm@8, %ymm@1, %ymm@1
  vaesenc 64(%rsp), %ymm@1, %ymm@1
  vaesenc %ymm@13, %ymm@1, %ymm@1
  vaesenc -96(%rsp), %ymm@1, %ymm@1
  vaesenclast -128(%rsp), %ymm@1, %ymm@1
  vpsubq %ymm@10, %ymm@12, %ymm@10
  vmovdqu %ymm@1, (%rcx,%rsi)
  addq $32, %rsi
  cmpq %rsi, %rdx
  jne L3
  andq $16, %rax
  jne L4
  jmp L5
L2:
  vmovdqu (%rsp), %ymm@13
  andq $16, %rax
  je L5
L4:
  andl $14, %r8d
  shll $4, %r8d
  addq %r8, %rcx
  xorl %edx, %edx
  vpbroadcastq C0(%rip), %ymm@9
  vpbroadcastq C20(%rip), %ymm@1
  vmovdqa C3(%rip), %ymm@14
L6:
  vmovdqu (%rcx,%rdx), %xmm@11
  vpxor %ymm@0, %ymm@11, %ymm@11
  vaesenc -32(%rsp), %ymm@11, %ymm@11
  vaesenc %ymm@2, %ymm@11, %ymm@11
  vaesenc %ymm@3, %ymm@11, %ymm@11
  vaesenc %ymm@4, %ymm@11, %ymm@11
  vaesenc -64(%rsp), %ymm@11, %ymm@11
  vpaddq C2(%rip), %ymm@10, %ymm@12
  vpxor %ymm@9, %ymm@12, %ymm@15
  vpcmpgtq %ymm@15, %ymm@14, %ymm@15
  vpslldq $8, %ymm@15, %ymm@15
  vpsubq %ymm@15, %ymm@12, %ymm@12
  vaesenc %ymm@5, %ymm@11, %ymm@11
  vpshufb C4(%rip), %ymm@12, %ymm@12
  vaesenc %ymm@12, %ymm@11, %ymm@11
  vpaddq C21(%rip), %ymm@10, %ymm@12
  vpxor %ymm@9, %ymm@12, %ymm@10
  vpcmpgtq %ymm@10, %ymm@1, %ymm@10
  vpslldq $8, %ymm@10, %ymm@10
  vaesenc %ymm@6, %ymm@11, %ymm@11
  vaesenc %ymm@7, %ymm@11, %ymm@11
  vaesenc %ymm@8, %ymm@11, %ymm@11
  vaesenc 64(%rsp), %ymm@11, %ymm@11
  vaesenc %ymm@13, %ymm@11, %ymm@11
  vaesenc -96(%rsp), %ymm@11, %ymm@11
  vaesenclast -128(%rsp), %ymm@11, %ymm@11
  vpsubq %ymm@10, %ymm@12, %ymm@10
  vmovdqu %xmm@11, (%rcx,%rdx)
  addq $16, %rdx
  cmpq %rdx, %rax
  jne L6
L5:
  addq $488, %rsp
  vzeroupper
  retq
== hw_taes::arch::x86_64::vaes_avx2::crypt#10
  vbroadcasti128 (%rdi), %ymm@0
  vbroadcasti128 16(%rdi), %ymm@1
  vbroadcasti128 32(%rdi), %ymm@2
  vbroadcasti128 48(%rdi), %ymm@3
  vbroadcasti128 64(%rdi), %ymm@4
  vbroadcasti128 80(%rdi), %ymm@5
  vbroadcasti128 96(%rdi), %ymm@6
  vbroadcasti128 112(%rdi), %ymm@7
  vbroadcasti128 128(%rdi), %ymm@8
  vbroadcasti128 144(%rdi), %ymm@9
  vbroadcasti128 160(%rdi), %ymm@10
  movabsq $576460752303423472, %rcx
  andq %rdx, %rcx
  shlq $4, %rcx
  movq %rdx, %rax
  shlq $4, %rax
  movq %rax, %rdi
  andq $-256, %rdi
  je L0
  addq %rsi, %rdi
  movq %rsi, %r8
L1:
  vpxor (%r8), %ymm@0, %ymm@11
  vpxor 32(%r8), %ymm@0, %ymm@12
  vpxor 64(%r8), %ymm@0, %ymm@13
  vpxor 96(%r8), %ymm@0, %ymm@14
  vmovdqu %ymm@14, -72(%rsp)
  vpxor 128(%r8), %ymm@0, %ymm@15
  vpxor 160(%r8), %ymm@0, %ymm@14
  vmovdqu %ymm@14, -40(%rsp)
  vpxor 192(%r8), %ymm@0, %ymm@14
  vaesenc %ymm@1, %ymm@11, %ymm@11
  vaesenc %ymm@2, %ymm@11, %ymm@11
  vaesenc %ymm@3, %ymm@11, %ymm@11
  vaesenc %ymm@4, %ymm@11, %ymm@11
  vaesenc %ymm@5, %ymm@11, %ymm@11
  vaesenc %ymm@6, %ymm@11, %ymm@11
  vaesenc %ymm@7, %ymm@11, %ymm@11
  vaesenc %ymm@8, %ymm@11, %ymm@11
  vaesenc %ymm@9, %ymm@11, %ymm@11
  vaesenclast %ymm@10, %ymm@11, %ymm@11
  vmovdqu %ymm@11, (%r8)
  vaesenc %ymm@1, %ymm@12, %ymm@11
  vaesenc %ymm@1, %ymm@13, %ymm@13
  vaesenc %ymm@2, %ymm@11, %ymm@11
  vaesenc %ymm@2, %ymm@13, %ymm@13
  vaesenc %ymm@3, %ymm@11, %ymm@11
  vaesenc %ymm@3, %ymm@13, %ymm@13
  vaesenc %ymm@4, %ymm@11, %ymm@11
  vaesenc %ymm@4, %ymm@13, %ymm@13
  vaesenc %ymm@5, %ymm@11, %ymm@11
  vaesenc %ymm@5, %ymm@13, %ymm@13
  vaesenc %ymm@6, %ymm@11, %ymm@11
  vaesenc %ymm@6, %ymm@13, %ymm@13
  vaesenc %ymm@7, %ymm@11, %ymm@11
  vaesenc %ymm@7, %ymm@13, %ymm@13
  vaesenc %ymm@8, %ymm@11, %ymm@11
  vaesenc %ymm@8, %ymm@13, %ymm@13
  vaesenc %ymm@9, %ymm@11, %ymm@11
  vaesenc %ymm@9, %ymm@13, %ymm@13
  vaesenclast %ymm@10, %ymm@11, %ymm@11
  vaesenclast %ymm@10, %ymm@13, %ymm@13
  vmovdqu %ymm@11, 32(%r8)
  vmovdqu %ymm@13, 64(%r8)
  vmovdqu -72(%rsp), %ymm@11
  vaesenc %ymm@1, %ymm@11, %ymm@11
  vaesenc %ymm@1, %ymm@15, %ymm@13
  vaesenc %ymm@2, %ymm@11, %ymm@11
  vaesenc %ymm@2, %ymm@13, %ymm@13
  vaesenc %ymm@3, %ymm@11, %ymm@11
  vaesenc %ymm@3, %ymm@13, %ymm@13
  vaesenc %ymm@4, %ymm@11, %ymm@11
  vaesenc %ymm@4, %ymm@13, %ymm@13
  vaesenc %ymm@5, %ymm@11, %ymm@11
  vaesenc %ymm@5, %ymm@13, %ymm@13
  vaesenc %ymm@6, %ymm@11, %ymm@11
  vaesenc %ymm@6, %ymm@13, %ymm@13
  vaesenc %ymm@7, %ymm@11, %ymm@11
  vaesenc %ymm@7, %ymm@13, %ymm@13
  vaesenc %ymm@8, %ymm@11, %ymm@11
  vaesenc %ymm@8, %ymm@13, %ymm@13
  vaesenc %ymm@9, %ymm@11, %ymm@11
  vaesenc %ymm@9, %ymm@13, %ymm@13
  vaesenclast %ymm@10, %ymm@11, %ymm@11
  vmovdqu %ymm@11, 96(%r8)
  vaesenclast %ymm@10, %ymm@13, %ymm@11
  vmovdqu %ymm@11, 128(%r8)
  vmovdqu -40(%rsp), %ymm@11
  vaesenc %ymm@1, %ymm@11, %ymm@11
  vaesenc %ymm@1, %ymm@14, %ymm@13
  vaesenc %ymm@2, %ymm@11, %ymm@11
  vaesenc %ymm@2, %ymm@13, %ymm@13
  vaesenc %ymm@3, %ymm@11, %ymm@11
  vaesenc %ymm@3, %ymm@13, %ymm@13
  vaesenc %ymm@4, %ymm@11, %ymm@11
  vaesenc %ymm@4, %ymm@13, %ymm@13
  vaesenc %ymm@5, %ymm@11, %ymm@11
  vaesenc %ymm@5, %ymm@13, %ymm@13
  vaesenc %ymm@6, %ymm@11, %ymm@11
  vaesenc %ymm@6, %ymm@13, %ymm@13
  vaesenc %ymm@7, %ymm@11, %ymm@11
  vaesenc %ymm@7, %ymm@13, %ymm@13
  vaesenc %ymm@8, %ymm@11, %ymm@11
  vaesenc %ymm@8, %ymm@13, %ymm@13
  vaesenc %ymm@9, %ymm@11, %ymm@11
  vaesenc %ymm@9, %ymm@13, %ymm@13
  vaesenclast %ymm@10, %ymm@11, %ymm@11
  vaesenclast %ymm@10, %ymm@13, %ymm@13
  vmovdqu %ymm@11, 160(%r8)
  vmovdqu %ymm@13, 192(%r8)
  vpxor 224(%r8), %ymm@0, %ymm@11
  vaesenc %ymm@1, %ymm@11, %ymm@11
  vaesenc %ymm@2, %ymm@11, %ymm@11
  vaesenc %ymm@3, %ymm@11, %ymm@11
  vaesenc %ymm@4, %ymm@11, %ymm@11
  vaesenc %ymm@5, %ymm@11, %ymm@11
  vaesenc %ymm@6, %ymm@11, %ymm@11
  vaesenc %ymm@7, %ymm@11, %ymm@11
  vaesenc %ymm@8, %ymm@11, %ymm@11
  vaesenc %ymm@9, %ymm@11, %ymm@11
  vaesenclast %ymm@10, %ymm@11, %ymm@11
  vmovdqu %ymm@11, 224(%r8)
  addq $256, %r8
  cmpq %rdi, %r8
  jne L1
L0:
  addq %rcx, %rsi
  movl %eax, %ecx
  andl $224, %ecx
  je L2
  leaq -32(%rcx), %r8
  movq %rsi, %rdi
  testb $32, %r8b
  jne L3
  vpxor (%rsi), %ymm@0, %ymm@13
  vaesenc %ymm@1, %ymm@13, %ymm@13
  vaesenc %ymm@2, %ymm@13, %ymm@13
  vaesenc %ymm@3, %ymm@13, %ymm@13
  vaesenc %ymm@4, %ymm@13, %ymm@13
  vaesenc %ymm@5, %ymm@13, %ymm@13
  vaesenc %ymm@6, %ymm@13, %ymm@13
  vaesenc %ymm@7, %ymm@13, %ymm@13
  vaesenc %ymm@8, %ymm@13, %ymm@13
  vaesenc %ymm@9, %ymm@13, %ymm@13
  leaq 32(%rsi), %rdi
  vaesenclast %ymm@10, %ymm@13, %ymm@13
  vmovdqu %ymm@13, (%rsi)
L3:
  testq %r8, %r8
  je L2
  addq %rsi, %rcx
L4:
  vpxor (%rdi), %ymm@0, %ymm@13
  vaesenc %ymm@1, %ymm@13, %ymm@13
  vaesenc %ymm@2, %ymm@13, %ymm@13
  vaesenc %ymm@3, %ymm@13, %ymm@13
  vaesenc %ymm@4, %ymm@13, %ymm@13
  vaesenc %ymm@5, %ymm@13, %ymm@13
  vaesenc %ymm@6, %ymm@13, %ymm@13
  vaesenc %ymm@7, %ymm@13, %ymm@13
  vaesenc %ymm@8, %ymm@13, %ymm@13
  vaesenc %ymm@9, %ymm@13, %ymm@13
  vaesenclast %ymm@10, %ymm@13, %ymm@13
  vmovdqu %ymm@13, (%rdi)
  vpxor 32(%rdi), %ymm@0, %ymm@13
  vaesenc %ymm@1, %ymm@13, %ymm@13
  vaesenc %ymm@2, %ymm@13, %ymm@13
  vaesenc %ymm@3, %ymm@13, %ymm@13
  vaesenc %ymm@4, %ymm@13, %ymm@13
  vaesenc %ymm@5, %ymm@13, %ymm@13
  vaesenc %ymm@6, %ymm@13, %ymm@13
  vaesenc %ymm@7, %ymm@13, %ymm@13
  vaesenc %ymm@8, %ymm@13, %ymm@13
  vaesenc %ymm@9, %ymm@13, %ymm@13
  vaesenclast %ymm@10, %ymm@13, %ymm@13
  vmovdqu %ymm@13, 32(%rdi)
  addq $64, %rdi
  cmpq %rcx, %rdi
  jne L4
L2:
  andq $16, %rax
  je L5
  andl $14, %edx
  shll $4, %edx
  addq %rdx, %rsi
  xorl %ecx, %ecx
L6:
  vmovdqu (%rsi,%rcx), %xmm@13
  vpxor %ymm@0, %ymm@13, %ymm@13
  vaesenc %ymm@1, %ymm@13, %ymm@13
  vaesenc %ymm@2, %ymm@13, %ymm@13
  vaesenc %ymm@3, %ymm@13, %ymm@13
  vaesenc %ymm@4, %ymm@13, %ymm@13
  vaesenc %ymm@5, %ymm@13, %ymm@13
  vaesenc %ymm@6, %ymm@13, %ymm@13
  vaesenc %ymm@7, %ymm@13, %ymm@13
  vaesenc %ymm@8, %ymm@13, %ymm@13
  vaesenc %ymm@9, %ymm@13, %ymm@13
  vaesenclast %ymm@10, %ymm@13, %ymm@13
  vmovdqu %xmm@13, (%rsi,%rcx)
  addq $16, %rcx
  cmpq %rcx, %rax
  jne L6
L5:
  vzeroupper
  retq
== hw_taes::arch::x86_64::vaes_avx2::crypt#11
  vbroadcasti128 240(%rdi), %ymm@0
  vbroadcasti128 256(%rdi), %ymm@1
  vbroadcasti128 272(%rdi), %ymm@2
  vbroadcasti128 288(%rdi), %ymm@3
  vbroadcasti128 304(%rdi), %ymm@4
  vbroadcasti128 320(%rdi), %ymm@5
  vbroadcasti128 336(%rdi), %ymm@6
  vbroadcasti128 352(%rdi), %ymm@7
  vbroadcasti128 368(%rdi), %ymm@8
  vbroadcasti128 384(%rdi), %ymm@9
  vbroadcasti128 400(%rdi), %ymm@10
  movabsq $576460752303423472, %rcx
  andq %rdx, %rcx
  shlq $4, %rcx
  movq %rdx, %rax
  shlq $4, %rax
  movq %rax, %rdi
  andq $-256, %rdi
  je L0
  addq %rsi, %rdi
  movq %rsi, %r8
L1:
  vpxor (%r8), %ymm@0, %ymm@11
  vpxor 32(%r8), %ymm@0, %ymm@12
  vpxor 64(%r8), %ymm@0, %ymm@13
  vpxor 96(%r8), %ymm@0, %ymm@14
  vmovdqu %ymm@14, -72(%rsp)
  vpxor 128(%r8), %ymm@0, %ymm@15
  vpxor 160(%r8), %ymm@0, %ymm@14
  vmovdqu %ymm@14, -40(%rsp)
  vpxor 192(%r8), %ymm@0, %ymm@14
  vaesdec %ymm@1, %ymm@11, %ymm@11
  vaesdec %ymm@2, %ymm@11, %ymm@11
  vaesdec %ymm@3, %ymm@11, %ymm@11
  vaesdec %ymm@4, %ymm@11, %ymm@11
  vaesdec %ymm@5, %ymm@11, %ymm@11
  vaesdec %ymm@6, %ymm@11, %ymm@11
  vaesdec %ymm@7, %ymm@11, %ymm@11
  vaesdec %ymm@8, %ymm@11, %ymm@11
  vaesdec %ymm@9, %ymm@11, %ymm@11
  vaesdeclast %ymm@10, %ymm@11, %ymm@11
  vmovdqu %ymm@11, (%r8)
  vaesdec %ymm@1, %ymm@12, %ymm@11
  vaesdec %ymm@1, %ymm@13, %ymm@13
  vaesdec %ymm@2, %ymm@11, %ymm@11
  vaesdec %ymm@2, %ymm@13, %ymm@13
  vaesdec %ymm@3, %ymm@11, %ymm@11
  vaesdec %ymm@3, %ymm@13, %ymm@13
  vaesdec %ymm@4, %ymm@11, %ymm@11
  vaesdec %ymm@4, %ymm@13, %ymm@13
  vaesdec %ymm@5, %ymm@11, %ymm@11
  vaesdec %ymm@5, %ymm@13, %ymm@13
  vaesdec %ymm@6, %ymm@11, %ymm@11
  vaesdec %ymm@6, %ymm@13, %ymm@13
  vaesdec %ymm@7, %ymm@11, %ymm@11
  vaesdec %ymm@7, %ymm@13, %ymm@13
  vaesdec %ymm@8, %ymm@11, %ymm@11
  vaesdec %ymm@8, %ymm@13, %ymm@13
  vaesdec %ymm@9, %ymm@11, %ymm@11
  vaesdec %ymm@9, %ymm@13, %ymm@13
  vaesdeclast %ymm@10, %ymm@11, %ymm@11
  vaesdeclast %ymm@10, %ymm@13, %ymm@13
  vmovdqu %ymm@11, 32(%r8)
  vmovdqu %ymm@13, 64(%r8)
  vmovdqu -72(%rsp), %ymm@11
  vaesdec %ymm@1, %ymm@11, %ymm@11
  vaesdec %ymm@1, %ymm@15, %ymm@13
  vaesdec %ymm@2, %ymm@11, %ymm@11
  vaesdec %ymm@2, %ymm@13, %ymm@13
  vaesdec %ymm@3, %ymm@11, %ymm@11
  vaesdec %ymm@3, %ymm@13, %ymm@13
  vaesdec %ymm@4, %ymm@11, %ymm@11
  vaesdec %ymm@4, %ymm@13, %ymm@13
  vaesdec %ymm@5, %ymm@11, %ymm@11
  vaesdec %ymm@5, %ymm@13, %ymm@13
  vaesdec %ymm@6, %ymm@11, %ymm@11
  vaesdec %ymm@6, %ymm@13, %ymm@13
  vaesdec %ymm@7, %ymm@11, %ymm@11
  vaesdec %ymm@7, %ymm@13, %ymm@13
  vaesdec %ymm@8, %ymm@11, %ymm@11
  vaesdec %ymm@8, %ymm@13, %ymm@13
  vaesdec %ymm@9, %ymm@11, %ymm@11
  vaesdec %ymm@9, %ymm@13, %ymm@13
  vaesdeclast %ymm@10, %ymm@11, %ymm@11
  vmovdqu %ymm@11, 96(%r8)
  vaesdeclast %ymm@10, %ymm@13, %ymm@11
  vmovdqu %ymm@11, 128(%r8)
  vmovdqu -40(%rsp), %ymm@11
  vaesdec %ymm@1, %ymm@11, %ymm@11
  vaesdec %ymm@1, %ymm@14, %ymm@13
  vaesdec %ymm@2, %ymm@11, %ymm@11
  vaesdec %ymm@2, %ymm@13, %ymm@13
  vaesdec %ymm@3, %ymm@11, %ymm@11
  vaesdec %ymm@3, %ymm@13, %ymm@13
  vaesdec %ymm@4, %ymm@11, %ymm@11
  vaesdec %ymm@4, %ymm@13, %ymm@13
  vaesdec %ymm@5, %ymm@11, %ymm@11
  vaesdec %ymm@5, %ymm@13, %ymm@13
  vaesdec %ymm@6, %ymm@11, %ymm@11
  vaesdec %ymm@6, %ymm@13, %ymm@13
  vaesdec %ymm@7, %ymm@11, %ymm@11
  vaesdec %ymm@7, %ymm@13, %ymm@13
  vaesdec %ymm@8, %ymm@11, %ymm@11
  vaesdec %ymm@8, %ymm@13, %ymm@13
  vaesdec %ymm@9, %ymm@11, %ymm@11
  vaesdec %ymm@9, %ymm@13, %ymm@13
  vaesdeclast %ymm@10, %ymm@11, %ymm@11
  vaesdeclast %ymm@10, %ymm@13, %ymm@13
  vmovdqu %ymm@11, 160(%r8)
  vmovdqu %ymm@13, 192(%r8)
  vpxor 224(%r8), %ymm@0, %ymm@11
  vaesdec %ymm@1, %ymm@11, %ymm@11
  vaesdec %ymm@2, %ymm@11, %ymm@11
  vaesdec %ymm@3, %ymm@11, %ymm@11
  vaesdec %ymm@4, %ymm@11, %ymm@11
  vaesdec %ymm@5, %ymm@11, %ymm@11
  vaesdec %ymm@6, %ymm@11, %ymm@11
  vaesdec %ymm@7, %ymm@11, %ymm@11
  vaesdec %ymm@8, %ymm@11, %ymm@11
  vaesdec %ymm@9, %ymm@11, %ymm@11
  vaesdeclast %ymm@10, %ymm@11, %ymm@11
  vmovdqu %ymm@11, 224(%r8)
  addq $256, %r8
  cmpq %rdi, %r8
  jne L1
L0:
  addq %rcx, %rsi
  movl %eax, %ecx
  andl $224, %ecx
  je L2
  leaq -32(%rcx), %r8
  movq %rsi, %rdi
  testb $32, %r8b
  jne L3
  vpxor (%rsi), %ymm@0, %ymm@13
  vaesdec %ymm@1, %ymm@13, %ymm@13
  vaesdec %ymm@2, %ymm@13, %ymm@13
  vaesdec %ymm@3, %ymm@13, %ymm@13
  vaesdec %ymm@4, %ymm@13, %ymm@13
  vaesdec %ymm@5, %ymm@13, %ymm@13
  vaesdec %ymm@6, %ymm@13, %ymm@13
  vaesdec %ymm@7, %ymm@13, %ymm@13
  vaesdec %ymm@8, %ymm@13, %ymm@13
  vaesdec %ymm@9, %ymm@13, %ymm@13
  leaq 32(%rsi), %rdi
  vaesdeclast %ymm@10, %ymm@13, %ymm@13
  vmovdqu %ymm@13, (%rsi)
L3:
  testq %r8, %r8
  je L2
  addq %rsi, %rcx
L4:
  vpxor (%rdi), %ymm@0, %ymm@13
  vaesdec %ymm@1, %ymm@13, %ymm@13
  vaesdec %ymm@2, %ymm@13, %ymm@13
  vaesdec %ymm@3, %ymm@13, %ymm@13
  vaesdec %ymm@4, %ymm@13, %ymm@13
  vaesdec %ymm@5, %ymm@13, %ymm@13
  vaesdec %ymm@6, %ymm@13, %ymm@13
  vaesdec %ymm@7, %ymm@13, %ymm@13
  vaesdec %ymm@8, %ymm@13, %ymm@13
  vaesdec %ymm@9, %ymm@13, %ymm@13
  vaesdeclast %ymm@10, %ymm@13, %ymm@13
  vmovdqu %ymm@13, (%rdi)
  vpxor 32(%rdi), %ymm@0, %ymm@13
  vaesdec %ymm@1, %ymm@13, %ymm@13
  vaesdec %ymm@2, %ymm@13, %ymm@13
  vaesdec %ymm@3, %ymm@13, %ymm@13
  vaesdec %ymm@4, %ymm@13, %ymm@13
  vaesdec %ymm@5, %ymm@13, %ymm@13
  vaesdec %ymm@6, %ymm@13, %ymm@13
  vaesdec %ymm@7, %ymm@13, %ymm@13
  vaesdec %ymm@8, %ymm@13, %ymm@13
  vaesdec %ymm@9, %ymm@13, %ymm@13
  vaesdeclast %ymm@10, %ymm@13, %ymm@13
  vmovdqu %ymm@13, 32(%rdi)
  addq $64, %rdi
  cmpq %rcx, %rdi
  jne L4
L2:
  andq $16, %rax
  je L5
  andl $14, %edx
  shll $4, %edx
  addq %rdx, %rsi
  xorl %ecx, %ecx
L6:
  vmovdqu (%rsi,%rcx), %xmm@13
  vpxor %ymm@0, %ymm@13, %ymm@13
  vaesdec %ymm@1, %ymm@13, %ymm@13
  vaesdec %ymm@2, %ymm@13, %ymm@13
  vaesdec %ymm@3, %ymm@13, %ymm@13
  vaesdec %ymm@4, %ymm@13, %ymm@13
  vaesdec %ymm@5, %ymm@13, %ymm@13
  vaesdec %ymm@6, %ymm@13, %ymm@13
  vaesdec %ymm@7, %ymm@13, %ymm@13
  vaesdec %ymm@8, %ymm@13, %ymm@13
  vaesdec %ymm@9, %ymm@13, %ymm@13
  vaesdeclast %ymm@10, %ymm@13, %ymm@13
  vmovdqu %xmm@13, (%rsi,%rcx)
  addq $16, %rcx
  cmpq %rcx, %rax
  jne L6
L5:
  vzeroupper
  retq
== hw_taes::arch::x86_64::vaes_avx512::crypt#0
  vbroadcasti32x4 (%rdi), %zmm@0
  vbroadcasti32x4 16(%rdi), %zmm@1
  vbroadcasti32x4 32(%rdi), %zmm@2
  vbroadcasti32x4 48(%rdi), %zmm@3
  vbroadcasti32x4 64(%rdi), %zmm@4
  vbroadcasti32x4 80(%rdi), %zmm@5
  vbroadcasti32x4 112(%rdi), %zmm@6
  vbroadcasti32x4 128(%rdi), %zmm@7
  vbroadcasti32x4 144(%rdi), %zmm@8
  vbroadcasti32x4 160(%rdi), %zmm@9
  vbroadcasti32x4 176(%rdi), %zmm@10
  vbroadcasti32x4 192(%rdi), %zmm@11
  movq 96(%rdi), %rax
  movq 104(%rdi), %rdi
  bswapq %rax
  bswapq %rdi
  addq %rsi, %rdi
  adcq %rdx, %rax
  vmovq %rdi, %xmm@12
  vmovq %rax, %xmm@13
  vpunpcklqdq %xmm@13, %xmm@12, %xmm@12
  vshufi64x2 $0, %zmm@12, %zmm@12, %zmm@12
  movl %r8d, %eax
  andl $15, %eax
  movq %r8, %rdx
  shlq $4, %rdx
  andq $-256, %rdx
  je L0
  addq %rcx, %rdx
  vmovdqa64 C0(%rip), %zmm@13
  vmovdqa64 C1(%rip), %zmm@14
  vmovdqa64 C2(%rip), %zmm@15
  vmovdqa64 C3(%rip), %zmm@16
  vmovdqa64 C4(%rip), %zmm@17
  vmovdqa64 C5(%rip), %zmm@18
  vmovdqa64 C6(%rip), %zmm@19
  vbroadcasti32x4 C7(%rip), %zmm@20
  vmovdqa64 C8(%rip), %zmm@21
  vmovdqa64 C9(%rip), %zmm@22
  vmovdqa64 C10(%rip), %zmm@23
  movq %rcx, %rsi
L1:
  vpxord (%rsi), %zmm@0, %zmm@24
  vpxord 64(%rsi), %zmm@0, %zmm@25
  vpxord 128(%rsi), %zmm@0, %zmm@26
  vaesenc %zmm@1, %zmm@24, %zmm@24
  vaesenc %zmm@1, %zmm@25, %zmm@25
  vaesenc %zmm@1, %zmm@26, %zmm@26
  vaesenc %zmm@2, %zmm@24, %zmm@24
  vaesenc %zmm@2, %zmm@25, %zmm@25
  vaesenc %zmm@2, %zmm@26, %zmm@26
  vaesenc %zmm@3, %zmm@24, %zmm@24
  vaesenc %zmm@3, %zmm@25, %zmm@25
  vaesenc %zmm@3, %zmm@26, %zmm@26
  vaesenc %zmm@4, %zmm@24, %zmm@24
  vaesenc %zmm@4, %zmm@25, %zmm@25
  vaesenc %zmm@4, %zmm@26, %zmm@26
  vaesenc %zmm@5, %zmm@24, %zmm@27
  vaesenc %zmm@5, %zmm@25, %zmm@25
  vmovdqa64 %zmm@12, %zmm@24
  vaesenc %zmm@5, %zmm@26, %zmm@12
  vpaddq %zmm@13, %zmm@24, %zmm@26
  vpcmpltuq %zmm@13, %zmm@26, %k0
  kmovd %k0, %edi
  addb %dil, %dil
  kmovd %edi, %k1
  vpaddq %zmm@14, %zmm@24, %zmm@26 {%k1}
  vpshufb %zmm@15, %zmm@26, %zmm@26
  vaesenc %zmm@26, %zmm@27, %zmm@26
  vpaddq %zmm@16, %zmm@24, %zmm@27
  vpcmpltuq %zmm@16, %zmm@27, %k0
  kmovd %k0, %edi
  addb %dil, %dil
  kmovd %edi, %k1
  vpaddq %zmm@17, %zmm@24, %zmm@27 {%k1}
  vpshufb %zmm@15, %zmm@27, %zmm@27
  vaesenc %zmm@27, %zmm@25, %zmm@25
  vpaddq %zmm@18, %zmm@24, %zmm@27
  vpcmpltuq %zmm@18, %zmm@27, %k0
  kmovd %k0, %edi
  addb %dil, %dil
  kmovd %edi, %k1
  vpaddq %zmm@19, %zmm@24, %zmm@27 {%k1}
  vpshufb %zmm@15, %zmm@27, %zmm@27
  vaesenc %zmm@27, %zmm@12, %zmm@27
  vpaddq %zmm@20, %zmm@24, %zmm@12
  vpcmpltuq %zmm@20, %zmm@12, %k0
  kmovd %k0, %edi
  vaesenc %zmm@6, %zmm@26, %zmm@26
  vaesenc %zmm@7, %zmm@26, %zmm@26
  vaesenc %zmm@8, %zmm@26, %zmm@26
  vaesenc %zmm@9, %zmm@26, %zmm@26
  vaesenc %zmm@10, %zmm@26, %zmm@26
  vaesenclast %zmm@11, %zmm@26, %zmm@26
  vmovdqu64 %zmm@26, (%rsi)
  vpaddq %zmm@22, %zmm@24, %zmm@26
  vpcmpltuq %zmm@22, %zmm@26, %k0
  kmovd %k0, %r9d
  addb %r9b, %r9b
  kmovd %r9d, %k1
  vaesenc %zmm@6, %zmm@25, %zmm@25
  vaesenc %zmm@6, %zmm@27, %zmm@27
  vaesenc %zmm@7, %zmm@25, %zmm@25
  vaesenc %zmm@7, %zmm@27, %zmm@27
  vaesenc %zmm@8, %zmm@25, %zmm@25
  vaesenc %zmm@8, %zmm@27, %zmm@27
  vaesenc %zmm@9, %zmm@25, %zmm@25
  vaesenc %zmm@9, %zmm@27, %zmm@27
  vaesenc %zmm@10, %zmm@25, %zmm@25
  vaesenc %zmm@10, %zmm@27, %zmm@27
  vaesenclast %zmm@11, %zmm@25, %zmm@25
  vaesenclast %zmm@11, %zmm@27, %zmm@27
  vmovdqu64 %zmm@25, 64(%rsi)
  vmovdqu64 %zmm@27, 128(%rsi)
  vpxord 192(%rsi), %zmm@0, %zmm@25
  vaesenc %zmm@1, %zmm@25, %zmm@25
  vaesenc %zmm@2, %zmm@25, %zmm@25
  vaesenc %zmm@3, %zmm@25, %zmm@25
  vaesenc %zmm@4, %zmm@25, %zmm@25
  addb %dil, %dil
  vaesenc %zmm@5, %zmm@25, %zmm@25
  vpaddq %zmm@23, %zmm@24, %zmm@26 {%k1}
  kmovd %edi, %k1
  vpshufb %zmm@15, %zmm@26, %zmm@26
  vaesenc %zmm@26, %zmm@25, %zmm@25
  vaesenc %zmm@6, %zmm@25, %zmm@25
  vaesenc %zmm@7, %zmm@25, %zmm@25
  vaesenc %zmm@8, %zmm@25, %zmm@25
  vaesenc %zmm@9, %zmm@25, %zmm@25
  vaesenc %zmm@10, %zmm@25, %zmm@25
  vaesenclast %zmm@11, %zmm@25, %zmm@25
  vpaddq %zmm@21, %zmm@24, %zmm@12 {%k1}
  vmovdqu64 %zmm@25, 192(%rsi)
  addq $256, %rsi
  cmpq %rdx, %rsi
  jne L1
L0:
  testq %rax, %rax
  je L2
  movabsq $576460752303423472, %rdx
  andq %rdx, %r8
  shlq $4, %r8
  addq %r8, %rcx
  movq $-1, %rdx
  vbroadcasti32x4 C11(%rip), %zmm@13
  vmovdqa64 C0(%rip), %zmm@14
  vmovdqa64 C1(%rip), %zmm@15
  vmovdqa64 C2(%rip), %zmm@16
  vmovdqa64 C12(%rip), %zmm@17
L3:
  cmpq $4, %rax
  movl $4, %esi
  cmovbq %rax, %rsi
  movq %rcx, %rdi
  movl %esi, %ecx
  shll $4, %ecx
  movq $-1, %r8
  shlq %cl, %r8
  cmpq $4, %rax
  notq %r8
  cmovaeq %rdx, %r8
  vmovdqa64 %zmm@12, %zmm@18
  addq %rdi, %rcx
  vpaddq %zmm@14, %zmm@12, %zmm@19
  vpcmpltuq %zmm@14, %zmm@19, %k0
  kmovd %k0, %r9d
  addb %r9b, %r9b
  vpaddq %zmm@13, %zmm@12, %zmm@12
  vpcmpltuq %zmm@13, %zmm@12, %k0
  kmovd %k0, %r10d
  kmovq %r8, %k1
  vmovdqu8 (%rdi), %zmm@20 {%k1} {z}
  vpxord %zmm@20, %zmm@0, %zmm@20
  vaesenc %zmm@1, %zmm@20, %zmm@20
  vaesenc %zmm@2, %zmm@20, %zmm@20
  vaesenc %zmm@3, %zmm@20, %zmm@20
  vaesenc %zmm@4, %zmm@20, %zmm@20
  addb %r10b, %r10b
  vaesenc %zmm@5, %zmm@20, %zmm@20
  kmovd %r9d, %k2
  vpaddq %zmm@15, %zmm@18, %zmm@19 {%k2}
  vpshufb %zmm@16, %zmm@19, %zmm@19
  vaesenc %zmm@19, %zmm@20, %zmm@19
  kmovd %r10d, %k2
  vpaddq %zmm@17, %zmm@18, %zmm@12 {%k2}
  vaesenc %zmm@6, %zmm@19, %zmm@18
  vaesenc %zmm@7, %zmm@18, %zmm@18
  vaesenc %zmm@8, %zmm@18, %zmm@18
  vaesenc %zmm@9, %zmm@18, %zmm@18
  vaesenc %zmm@10, %zmm@18, %zmm@18
  vaesenclast %zmm@11, %zmm@18, %zmm@18
  vmovdqu8 %zmm@18, (%rdi) {%k1}
  subq %rsi, %rax
  jne L3
L2:
  vzeroupper
  retq
== hw_taes::arch::x86_64::vaes_avx512::crypt#1
  vbroadcasti32x4 (%rdi), %zmm@0
  vbroadcasti32x4 16(%rdi), %zmm@1
  vbroadcasti32x4 32(%rdi), %zmm@2
  vbroadcasti32x4 48(%rdi), %zmm@3
  vbroadcasti32x4 64(%rdi), %zmm@4
  vbroadcasti32x4 80(%rdi), %zmm@5
  vbroadcasti32x4 96(%rdi), %zmm@6
  vbroadcasti32x4 112(%rdi), %zmm@7
  vbroadcasti32x4 128(%rdi), %zmm@8
  vbroadcasti32x4 144(%rdi), %zmm@9
  movq %rsi, %rcx
  vbroadcasti32x4 160(%rdi), %zmm@10
  movl %edx, %eax
  andl $15, %eax
  movq %rdx, %rsi
  shlq $4, %rsi
  andq $-256, %rsi
  je L0
  addq %rcx, %rsi
  movq %rcx, %rdi
L1:
  vpxord (%rdi), %zmm@0, %zmm@11
  vpxord 64(%rdi), %zmm@0, %zmm@12
  vpxord 128(%rdi), %zmm@0, %zmm@13
  vaesenc %zmm@1, %zmm@11, %zmm@11
  vaesenc %zmm@1, %zmm@12, %zmm@12
  vaesenc %zmm@1, %zmm@13, %zmm@13
  vaesenc %zmm@2, %zmm@11, %zmm@11
  vaesenc %zmm@2, %zmm@12, %zmm@12
  vaesenc %zmm@2, %zmm@13, %zmm@13
  vaesenc %zmm@3, %zmm@11, %zmm@11
  vaesenc %zmm@3, %zmm@12, %zmm@12
  vaesenc %zmm@3, %zmm@13, %zmm@13
  vaesenc %zmm@4, %zmm@11, %zmm@11
  vaesenc %zmm@4, %zmm@12, %zmm@12
  vaesenc %zmm@4, %zmm@13, %zmm@13
  vaesenc %zmm@5, %zmm@11, %zmm@11
  vaesenc %zmm@5, %zmm@12, %zmm@12
  vaesenc %zmm@5, %zmm@13, %zmm@13
  vaesenc %zmm@6, %zmm@11, %zmm@11
  vaesenc %zmm@6, %zmm@12, %zmm@12
  vaesenc %zmm@6, %zmm@13, %zmm@13
  vaesenc %zmm@7, %zmm@11, %zmm@11
  vaesenc %zmm@7, %zmm@12, %zmm@12
  vaesenc %zmm@7, %zmm@13, %zmm@13
  vaesenc %zmm@8, %zmm@11, %zmm@11
  vaesenc %zmm@8, %zmm@12, %zmm@12
  vaesenc %zmm@8, %zmm@13, %zmm@13
  vaesenc %zmm@9, %zmm@11, %zmm@11
  vaesenc %zmm@9, %zmm@12, %zmm@12
  vaesenc %zmm@9, %zmm@13, %zmm@13
  vaesenclast %zmm@10, %zmm@11, %zmm@11
  vaesenclast %zmm@10, %zmm@12, %zmm@12
  vaesenclast %zmm@10, %zmm@13, %zmm@13
  vmovdqu64 %zmm@11, (%rdi)
  vmovdqu64 %zmm@12, 64(%rdi)
  vmovdqu64 %zmm@13, 128(%rdi)
  vpxord 192(%rdi), %zmm@0, %zmm@11
  vaesenc %zmm@1, %zmm@11, %zmm@11
  vaesenc %zmm@2, %zmm@11, %zmm@11
  vaesenc %zmm@3, %zmm@11, %zmm@11
  vaesenc %zmm@4, %zmm@11, %zmm@11
  vaesenc %zmm@5, %zmm@11, %zmm@11
  vaesenc %zmm@6, %zmm@11, %zmm@11
  vaesenc %zmm@7, %zmm@11, %zmm@11
  vaesenc %zmm@8, %zmm@11, %zmm@11
  vaesenc %zmm@9, %zmm@11, %zmm@11
  vaesenclast %zmm@10, %zmm@11, %zmm@11
  vmovdqu64 %zmm@11, 192(%rdi)
  addq $256, %rdi
  cmpq %rsi, %rdi
  jne L1
L0:
  testq %rax, %rax
  je L2
  movabsq $576460752303423472, %rsi
  andq %rsi, %rdx
  shlq $4, %rdx
  addq %rdx, %rcx
  movq $-1, %rdx
L3:
  cmpq $4, %rax
  movl $4, %esi
  cmovbq %rax, %rsi
  movq %rcx, %rdi
  movl %esi, %ecx
  shll $4, %ecx
  movq $-1, %r8
  shlq %cl, %r8
  cmpq $4, %rax
  notq %r8
  cmovaeq %rdx, %r8
  addq %rdi, %rcx
  kmovq %r8, %k1
  vmovdqu8 (%rdi), %zmm@11 {%k1} {z}
  vpxord %zmm@11, %zmm@0, %zmm@11
  vaesenc %zmm@1, %zmm@11, %zmm@11
  vaesenc %zmm@2, %zmm@11, %zmm@11
  vaesenc %zmm@3, %zmm@11, %zmm@11
  vaesenc %zmm@4, %zmm@11, %zmm@11
  vaesenc %zmm@5, %zmm@11, %zmm@11
  vaesenc %zmm@6, %zmm@11, %zmm@11
  vaesenc %zmm@7, %zmm@11, %zmm@11
  vaesenc %zmm@8, %zmm@11, %zmm@11
  vaesenc %zmm@9, %zmm@11, %zmm@11
  vaesenclast %zmm@10, %zmm@11, %zmm@11
  vmovdqu8 %zmm@11, (%rdi) {%k1}
  subq %rsi, %rax
  jne L3
L2:
  vzeroupper
  retq
== hw_taes::arch::x86_64::vaes_avx512::crypt#2
  vbroadcasti32x4 (%rdi), %zmm@0
  vbroadcasti32x4 16(%rdi), %zmm@1
  vbroadcasti32x4 32(%rdi), %zmm@2
  vbroadcasti32x4 48(%rdi), %zmm@3
  vbroadcasti32x4 64(%rdi), %zmm@4
  vbroadcasti32x4 80(%rdi), %zmm@5
  vbroadcasti32x4 96(%rdi), %zmm@6
  vbroadcasti32x4 112(%rdi), %zmm@7
  vbroadcasti32x4 128(%rdi), %zmm@8
  vbroadcasti32x4 144(%rdi), %zmm@9
  vbroadcasti32x4 160(%rdi), %zmm@10
  vbroadcasti32x4 176(%rdi), %zmm@11
  movq %rsi, %rcx
  vbroadcasti32x4 192(%rdi), %zmm@12
  movl %edx, %eax
  andl $15, %eax
  movq %rdx, %rsi
  shlq $4, %rsi
  andq $-256, %rsi
  je L0
  addq %rcx, %rsi
  movq %rcx, %rdi
L1:
  vpxord (%rdi), %zmm@0, %zmm@13
  vpxord 64(%rdi), %zmm@0, %zmm@14
  vpxord 128(%rdi), %zmm@0, %zmm@15
  vaesenc %zmm@1, %zmm@13, %zmm@13
  vaesenc %zmm@1, %zmm@14, %zmm@14
  vaesenc %zmm@1, %zmm@15, %zmm@15
  vaesenc %zmm@2, %zmm@13, %zmm@13
  vaesenc %zmm@2, %zmm@14, %zmm@14
  vaesenc %zmm@2, %zmm@15, %zmm@15
  vaesenc %zmm@3, %zmm@13, %zmm@13
  vaesenc %zmm@3, %zmm@14, %zmm@14
  vaesenc %zmm@3, %zmm@15, %zmm@15
  vaesenc %zmm@4, %zmm@13, %zmm@13
  vaesenc %zmm@4, %zmm@14, %zmm@14
  vaesenc %zmm@4, %zmm@15, %zmm@15
  vaesenc %zmm@5, %zmm@13, %zmm@13
  vaesenc %zmm@5, %zmm@14, %zmm@14
  vaesenc %zmm@5, %zmm@15, %zmm@15
  vaesenc %zmm@6, %zmm@13, %zmm@13
  vaesenc %zmm@6, %zmm@14, %zmm@14
  vaesenc %zmm@6, %zmm@15, %zmm@15
  vaesenc %zmm@7, %zmm@13, %zmm@13
  vaesenc %zmm@7, %zmm@14, %zmm@14
  vaesenc %zmm@7, %zmm@15, %zmm@15
  vaesenc %zmm@8, %zmm@13, %zmm@13
  vaesenc %zmm@8, %zmm@14, %zmm@14
  vaesenc %zmm@8, %zmm@15, %zmm@15
  vaesenc %zmm@9, %zmm@13, %zmm@13
  vaesenc %zmm@9, %zmm@14, %zmm@14
  vaesenc %zmm@9, %zmm@15, %zmm@15
  vaesenc %zmm@10, %zmm@13, %zmm@13
  vaesenc %zmm@10, %zmm@14, %zmm@14
  vaesenc %zmm@10, %zmm@15, %zmm@15
  vaesenc %zmm@11, %zmm@13, %zmm@13
  vaesenc %zmm@11, %zmm@14, %zmm@14
  vaesenc %zmm@11, %zmm@15, %zmm@15
  vaesenclast %zmm@12, %zmm@13, %zmm@13
  vaesenclast %zmm@12, %zmm@14, %zmm@14
  vaesenclast %zmm@12, %zmm@15, %zmm@15
  vmovdqu64 %zmm@13, (%rdi)
  vmovdqu64 %zmm@14, 64(%rdi)
  vmovdqu64 %zmm@15, 128(%rdi)
  vpxord 192(%rdi), %zmm@0, %zmm@13
  vaesenc %zmm@1, %zmm@13, %zmm@13
  vaesenc %zmm@2, %zmm@13, %zmm@13
  vaesenc %zmm@3, %zmm@13, %zmm@13
  vaesenc %zmm@4, %zmm@13, %zmm@13
  vaesenc %zmm@5, %zmm@13, %zmm@13
  vaesenc %zmm@6, %zmm@13, %zmm@13
  vaesenc %zmm@7, %zmm@13, %zmm@13
  vaesenc %zmm@8, %zmm@13, %zmm@13
  vaesenc %zmm@9, %zmm@13, %zmm@13
  vaesenc %zmm@10, %zmm@13, %zmm@13
  vaesenc %zmm@11, %zmm@13, %zmm@13
  vaesenclast %zmm@12, %zmm@13, %zmm@13
  vmovdqu64 %zmm@13, 192(%rdi)
  addq $256, %rdi
  cmpq %rsi, %rdi
  jne L1
L0:
  testq %rax, %rax
  je L2
  movabsq $576460752303423472, %rsi
  andq %rsi, %rdx
  shlq $4, %rdx
  addq %rdx, %rcx
  movq $-1, %rdx
L3:
  cmpq $4, %rax
  movl $4, %esi
  cmovbq %rax, %rsi
  movq %rcx, %rdi
  movl %esi, %ecx
  shll $4, %ecx
  movq $-1, %r8
  shlq %cl, %r8
  cmpq $4, %rax
  notq %r8
  cmovaeq %rdx, %r8
  addq %rdi, %rcx
  kmovq %r8, %k1
  vmovdqu8 (%rdi), %zmm@13 {%k1} {z}
  vpxord %zmm@13, %zmm@0, %zmm@13
  vaesenc %zmm@1, %zmm@13, %zmm@13
  vaesenc %zmm@2, %zmm@13, %zmm@13
  vaesenc %zmm@3, %zmm@13, %zmm@13
  vaesenc %zmm@4, %zmm@13, %zmm@13
  vaesenc %zmm@5, %zmm@13, %zmm@13
  vaesenc %zmm@6, %zmm@13, %zmm@13
  vaesenc %zmm@7, %zmm@13, %zmm@13
  vaesenc %zmm@8, %zmm@13, %zmm@13
  vaesenc %zmm@9, %zmm@13, %zmm@13
  vaesenc %zmm@10, %zmm@13, %zmm@13
  vaesenc %zmm@11, %zmm@13, %zmm@13
  vaesenclast %zmm@12, %zmm@13, %zmm@13
  vmovdqu8 %zmm@13, (%rdi) {%k1}
  subq %rsi, %rax
  jne L3
L2:
  vzeroupper
  retq
== hw_taes::arch::x86_64::vaes_avx512::crypt#3
  vbroadcasti32x4 (%rdi), %zmm@0
  vbroadcasti32x4 16(%rdi), %zmm@1
  vbroadcasti32x4 32(%rdi), %zmm@2
  vbroadcasti32x4 48(%rdi), %zmm@3
  vbroadcasti32x4 64(%rdi), %zmm@4
  vbroadcasti32x4 80(%rdi), %zmm@5
  vbroadcasti32x4 96(%rdi), %zmm@6
  vbroadcasti32x4 112(%rdi), %zmm@7
  vbroadcasti32x4 128(%rdi), %zmm@8
  vbroadcasti32x4 144(%rdi), %zmm@9
  vbroadcasti32x4 160(%rdi), %zmm@10
  vbroadcasti32x4 176(%rdi), %zmm@11
  vbroadcasti32x4 192(%rdi), %zmm@12
  vbroadcasti32x4 208(%rdi), %zmm@13
  movq %rsi, %rcx
  vbroadcasti32x4 224(%rdi), %zmm@14
  movl %edx, %eax
  andl $15, %eax
  movq %rdx, %rsi
  shlq $4, %rsi
  andq $-256, %rsi
  je L0
  addq %rcx, %rsi
  movq %rcx, %rdi
L1:
  vpxord (%rdi), %zmm@0, %zmm@15
  vpxord 64(%rdi), %zmm@0, %zmm@16
  vpxord 128(%rdi), %zmm@0, %zmm@17
  vaesenc %zmm@1, %zmm@15, %zmm@15
  vaesenc %zmm@1, %zmm@16, %zmm@16
  vaesenc %zmm@1, %zmm@17, %zmm@17
  vaesenc %zmm@2, %zmm@15, %zmm@15
  vaesenc %zmm@2, %zmm@16, %zmm@16
  vaesenc %zmm@2, %zmm@17, %zmm@17
  vaesenc %zmm@3, %zmm@15, %zmm@15
  vaesenc %zmm@3, %zmm@16, %zmm@16
  vaesenc %zmm@3, %zmm@17, %zmm@17
  vaesenc %zmm@4, %zmm@15, %zmm@15
  vaesenc %zmm@4, %zmm@16, %zmm@16
  vaesenc %zmm@4, %zmm@17, %zmm@17
  vaesenc %zmm@5, %zmm@15, %zmm@15
  vaesenc %zmm@5, %zmm@16, %zmm@16
  vaesenc %zmm@5, %zmm@17, %zmm@17
  vaesenc %zmm@6, %zmm@15, %zmm@15
  vaesenc %zmm@6, %zmm@16, %zmm@16
  vaesenc %zmm@6, %zmm@17, %zmm@17
  vaesenc %zmm@7, %zmm@15, %zmm@15
  vaesenc %zmm@7, %zmm@16, %zmm@16
  vaesenc %zmm@7, %zmm@17, %zmm@17
  vaesenc %zmm@8, %zmm@15, %zmm@15
  vaesenc %zmm@8, %zmm@16, %zmm@16
  vaesenc %zmm@8, %zmm@17, %zmm@17
  vaesenc %zmm@9, %zmm@15, %zmm@15
  vaesenc %zmm@9, %zmm@16, %zmm@16
  vaesenc %zmm@9, %zmm@17, %zmm@17
  vaesenc %zmm@10, %zmm@15, %zmm@15
  vaesenc %zmm@10, %zmm@16, %zmm@16
  vaesenc %zmm@10, %zmm@17, %zmm@17
  vaesenc %zmm@11, %zmm@15, %zmm@15
  vaesenc %zmm@11, %zmm@16, %zmm@16
  vaesenc %zmm@11, %zmm@17, %zmm@17
  vaesenc %zmm@12, %zmm@15, %zmm@15
  vaesenc %zmm@12, %zmm@16, %zmm@16
  vaesenc %zmm@12, %zmm@17, %zmm@17
  vaesenc %zmm@13, %zmm@15, %zmm@15
  vaesenc %zmm@13, %zmm@16, %zmm@16
  vaesenc %zmm@13, %zmm@17, %zmm@17
  vaesenclast %zmm@14, %zmm@15, %zmm@15
  vaesenclast %zmm@14, %zmm@16, %zmm@16
  vaesenclast %zmm@14, %zmm@17, %zmm@17
  vmovdqu64 %zmm@15, (%rdi)
  vmovdqu64 %zmm@16, 64(%rdi)
  vmovdqu64 %zmm@17, 128(%rdi)
  vpxord 192(%rdi), %zmm@0, %zmm@15
  vaesenc %zmm@1, %zmm@15, %zmm@15
  vaesenc %zmm@2, %zmm@15, %zmm@15
  vaesenc %zmm@3, %zmm@15, %zmm@15
  vaesenc %zmm@4, %zmm@15, %zmm@15
  vaesenc %zmm@5, %zmm@15, %zmm@15
  vaesenc %zmm@6, %zmm@15, %zmm@15
  vaesenc %zmm@7, %zmm@15, %zmm@15
  vaesenc %zmm@8, %zmm@15, %zmm@15
  vaesenc %zmm@9, %zmm@15, %zmm@15
  vaesenc %zmm@10, %zmm@15, %zmm@15
  vaesenc %zmm@11, %zmm@15, %zmm@15
  vaesenc %zmm@12, %zmm@15, %zmm@15
  vaesenc %zmm@13, %zmm@15, %zmm@15
  vaesenclast %zmm@14, %zmm@15, %zmm@15
  vmovdqu64 %zmm@15, 192(%rdi)
  addq $256, %rdi
  cmpq %rsi, %rdi
  jne L1
L0:
  testq %rax, %rax
  je L2
  movabsq $576460752303423472, %rsi
  andq %rsi, %rdx
  shlq $4, %rdx
  addq %rdx, %rcx
  movq $-1, %rdx
L3:
  cmpq $4, %rax
  movl $4, %esi
  cmovbq %rax, %rsi
  movq %rcx, %rdi
  movl %esi, %ecx
  shll $4, %ecx
  movq $-1, %r8
  shlq %cl, %r8
  cmpq $4, %rax
  notq %r8
  cmovaeq %rdx, %r8
  addq %rdi, %rcx
  kmovq %r8, %k1
  vmovdqu8 (%rdi), %zmm@15 {%k1} {z}
  vpxord %zmm@15, %zmm@0, %zmm@15
  vaesenc %zmm@1, %zmm@15, %zmm@15
  vaesenc %zmm@2, %zmm@15, %zmm@15
  vaesenc %zmm@3, %zmm@15, %zmm@15
  vaesenc %zmm@4, %zmm@15, %zmm@15
  vaesenc %zmm@5, %zmm@15, %zmm@15
  vaesenc %zmm@6, %zmm@15, %zmm@15
  vaesenc %zmm@7, %zmm@15, %zmm@15
  vaesenc %zmm@8, %zmm@15, %zmm@15
  vaesenc %zmm@9, %zmm@15, %zmm@15
  vaesenc %zmm@10, %zmm@15, %zmm@15
  vaesenc %zmm@11, %zmm@15, %zmm@15
  vaesenc %zmm@12, %zmm@15, %zmm@15
  vaesenc %zmm@13, %zmm@15, %zmm@15
  vaesenclast %zmm@14, %zmm@15, %zmm@15
  vmovdqu8 %zmm@15, (%rdi) {%k1}
  subq %rsi, %rax
  jne L3
L2:
  vzeroupper
  retq
== hw_taes::arch::x86_64::vaes_avx512::crypt#4
  vbroadcasti32x4 (%rdi), %zmm@0
  vbroadcasti32x4 16(%rdi), %zmm@1
  vbroadcasti32x4 32(%rdi), %zmm@2
  vbroadcasti32x4 48(%rdi), %zmm@3
  vbroadcasti32x4 64(%rdi), %zmm@4
  vbroadcasti32x4 80(%rdi), %zmm@5
  vbroadcasti32x4 96(%rdi), %zmm@6
  vbroadcasti32x4 128(%rdi), %zmm@7
  vbroadcasti32x4 144(%rdi), %zmm@8
  vbroadcasti32x4 160(%rdi), %zmm@9
  vbroadcasti32x4 176(%rdi), %zmm@10
  vbroadcasti32x4 192(%rdi), %zmm@11
  vbroadcasti32x4 208(%rdi), %zmm@12
  vbroadcasti32x4 224(%rdi), %zmm@13
  movq 112(%rdi), %rax
  movq 120(%rdi), %rdi
  bswapq %rax
  bswapq %rdi
  addq %rsi, %rdi
  adcq %rdx, %rax
  vmovq %rdi, %xmm@14
  vmovq %rax, %xmm@15
  vpunpcklqdq %xmm@15, %xmm@14, %xmm@14
  vshufi64x2 $0, %zmm@14, %zmm@14, %zmm@14
  movl %r8d, %eax
  andl $15, %eax
  movq %r8, %rdx
  shlq $4, %rdx
  andq $-256, %rdx
  je L0
  addq %rcx, %rdx
  vmovdqa64 C0(%rip), %zmm@15
  vmovdqa64 C1(%rip), %zmm@16
  vmovdqa64 C2(%rip), %zmm@17
  vmovdqa64 C3(%rip), %zmm@18
  vmovdqa64 C4(%rip), %zmm@19
  vmovdqa64 C5(%rip), %zmm@20
  vmovdqa64 C6(%rip), %zmm@21
  vbroadcasti32x4 C7(%rip), %zmm@22
  vmovdqa64 C8(%rip), %zmm@23
  vmovdqa64 C9(%rip), %zmm@24
  vmovdqa64 C10(%rip), %zmm@25
  movq %rcx, %rsi
L1:
  vpxord (%rsi), %zmm@0, %zmm@26
  vpxord 64(%rsi), %zmm@0, %zmm@27
  vpxord 128(%rsi), %zmm@0, %zmm@28
  vaesenc %zmm@1, %zmm@26, %zmm@26
  vaesenc %zmm@1, %zmm@27, %zmm@27
  vaesenc %zmm@1, %zmm@28, %zmm@28
  vaesenc %zmm@2, %zmm@26, %zmm@26
  vaesenc %zmm@2, %zmm@27, %zmm@27
  vaesenc %zmm@2, %zmm@28, %zmm@28
  vaesenc %zmm@3, %zmm@26, %zmm@26
  vaesenc %zmm@3, %zmm@27, %zmm@27
  vaesenc %zmm@3, %zmm@28, %zmm@28
  vaesenc %zmm@4, %zmm@26, %zmm@26
  vaesenc %zmm@4, %zmm@27, %zmm@27
  vaesenc %zmm@4, %zmm@28, %zmm@28
  vaesenc %zmm@5, %zmm@26, %zmm@26
  vaesenc %zmm@5, %zmm@27, %zmm@27
  vaesenc %zmm@5, %zmm@28, %zmm@28
  vaesenc %zmm@6, %zmm@26, %zmm@29
  vaesenc %zmm@6, %zmm@27, %zmm@27
  vaesenc %zmm@6, %zmm@28, %zmm@28
  vmovdqa64 %zmm@14, %zmm@26
  vpaddq %zmm@15, %zmm@14, %zmm@14
  vpcmpltuq %zmm@15, %zmm@14, %k0
  kmovd %k0, %edi
  addb %dil, %dil
  kmovd %edi, %k1
  vpaddq %zmm@16, %zmm@26, %zmm@14 {%k1}
  vpshufb %zmm@17, %zmm@14, %zmm@14
  vaesenc %zmm@14, %zmm@29, %zmm@29
  vpaddq %zmm@18, %zmm@26, %zmm@14
  vpcmpltuq %zmm@18, %zmm@14, %k0
  kmovd %k0, %edi
  addb %dil, %dil
  kmovd %edi, %k1
  vpaddq %zmm@19, %zmm@26, %zmm@14 {%k1}
  vpshufb %zmm@17, %zmm@14, %zmm@14
  vaesenc %zmm@14, %zmm@27, %zmm@27
  vpaddq %zmm@20, %zmm@26, %zmm@14
  vpcmpltuq %zmm@20, %zmm@14, %k0
  kmovd %k0, %edi
  addb %dil, %dil
  kmovd %edi, %k1
  vpaddq %zmm@21, %zmm@26, %zmm@14 {%k1}
  vpshufb %zmm@17, %zmm@14, %zmm@14
  vaesenc %zmm@14, %zmm@28, %zmm@28
  vpaddq %zmm@22, %zmm@26, %zmm@14
  vpcmpltuq %zmm@22, %zmm@14, %k0
  kmovd %k0, %edi
  vaesenc %zmm@7, %zmm@29, %zmm@29
  vaesenc %zmm@8, %zmm@29, %zmm@29
  vaesenc %zmm@9, %zmm@29, %zmm@29
  vaesenc %zmm@10, %zmm@29, %zmm@29
  vaesenc %zmm@11, %zmm@29, %zmm@29
  vaesenc %zmm@12, %zmm@29, %zmm@29
  vaesenclast %zmm@13, %zmm@29, %zmm@29
  vmovdqu64 %zmm@29, (%rsi)
  vpaddq %zmm@24, %zmm@26, %zmm@29
  vpcmpltuq %zmm@24, %zmm@29, %k0
  kmovd %k0, %r9d
  addb %r9b, %r9b
  kmovd %r9d, %k1
  vaesenc %zmm@7, %zmm@27, %zmm@27
  vaesenc %zmm@7, %zmm@28, %zmm@28
  vaesenc %zmm@8, %zmm@27, %zmm@27
  vaesenc %zmm@8, %zmm@28, %zmm@28
  vaesenc %zmm@9, %zmm@27, %zmm@27
  vaesenc %zmm@9, %zmm@28, %zmm@28
  vaesenc %zmm@10, %zmm@27, %zmm@27
  vaesenc %zmm@10, %zmm@28, %zmm@28
  vaesenc %zmm@11, %zmm@27, %zmm@27
  vaesenc %zmm@11, %zmm@28, %zmm@28
  vaesenc %zmm@12, %zmm@27, %zmm@27
  vaesenc %zmm@12, %zmm@28, %zmm@28
  vaesenclast %zmm@13, %zmm@27, %zmm@27
  vaesenclast %zmm@13, %zmm@28, %zmm@28
  vmovdqu64 %zmm@27, 64(%rsi)
  vmovdqu64 %zmm@28, 128(%rsi)
  vpxord 192(%rsi), %zmm@0, %zmm@27
  vaesenc %zmm@1, %zmm@27, %zmm@27
  vaesenc %zmm@2, %zmm@27, %zmm@27
  vaesenc %zmm@3, %zmm@27, %zmm@27
  vaesenc %zmm@4, %zmm@27, %zmm@27
  addb %dil, %dil
  vaesenc %zmm@5, %zmm@27, %zmm@27
  vpaddq %zmm@25, %zmm@26, %zmm@29 {%k1}
  kmovd %edi, %k1
  vaesenc %zmm@6, %zmm@27, %zmm@27
  vpshufb %zmm@17, %zmm@29, %zmm@28
  vaesenc %zmm@28, %zmm@27, %zmm@27
  vaesenc %zmm@7, %zmm@27, %zmm@27
  vaesenc %zmm@8, %zmm@27, %zmm@27
  vaesenc %zmm@9, %zmm@27, %zmm@27
  vaesenc %zmm@10, %zmm@27, %zmm@27
  vaesenc %zmm@11, %zmm@27, %zmm@27
  vaesenc %zmm@12, %zmm@27, %zmm@27
  vaesenclast %zmm@13, %zmm@27, %zmm@27
  vpaddq %zmm@23, %zmm@26, %zmm@14 {%k1}
  vmovdqu64 %zmm@27, 192(%rsi)
  addq $256, %rsi
  cmpq %rdx, %rsi
  jne L1
L0:
  testq %rax, %rax
  je L2
  movabsq $576460752303423472, %rdx
  andq %rdx, %r8
  shlq $4, %r8
  addq %r8, %rcx
  movq $-1, %rdx
  vbroadcasti32x4 C11(%rip), %zmm@15
  vmovdqa64 C0(%rip), %zmm@16
  vmovdqa64 C1(%rip), %zmm@17
  vmovdqa64 C2(%rip), %zmm@18
  vmovdqa64 C12(%rip), %zmm@19
L3:
  cmpq $4, %rax
  movl $4, %esi
  cmovbq %rax, %rsi
  movq %rcx, %rdi
  movl %esi, %ecx
  shll $4, %ecx
  movq $-1, %r8
  shlq %cl, %r8
  cmpq $4, %rax
  notq %r8
  cmovaeq %rdx, %r8
  vmovdqa64 %zmm@14, %zmm@20
  addq %rdi, %rcx
  vpaddq %zmm@16, %zmm@14, %zmm@21
  vpcmpltuq %zmm@16, %zmm@21, %k0
  kmovd %k0, %r9d
  addb %r9b, %r9b
  vpaddq %zmm@15, %zmm@14, %zmm@14
  vpcmpltuq %zmm@15, %zmm@14, %k0
  kmovd %k0, %r10d
  kmovq %r8, %k1
  vmovdqu8 (%rdi), %zmm@22 {%k1} {z}
  vpxord %zmm@22, %zmm@0, %zmm@22
  vaesenc %zmm@1, %zmm@22, %zmm@22
  vaesenc %zmm@2, %zmm@22, %zmm@22
  vaesenc %zmm@3, %zmm@22, %zmm@22
  vaesenc %zmm@4, %zmm@22, %zmm@22
  vaesenc %zmm@5, %zmm@22, %zmm@22
  vaesenc %zmm@6, %zmm@22, %zmm@22
  addb %r10b, %r10b
  kmovd %r9d, %k2
  vpaddq %zmm@17, %zmm@20, %zmm@21 {%k2}
  vpshufb %zmm@18, %zmm@21, %zmm@21
  vaesenc %zmm@21, %zmm@22, %zmm@21
  kmovd %r10d, %k2
  vpaddq %zmm@19, %zmm@20, %zmm@14 {%k2}
  vaesenc %zmm@7, %zmm@21, %zmm@20
  vaesenc %zmm@8, %zmm@20, %zmm@20
  vaesenc %zmm@9, %zmm@20, %zmm@20
  vaesenc %zmm@10, %zmm@20, %zmm@20
  vaesenc %zmm@11, %zmm@20, %zmm@20
  vaesenc %zmm@12, %zmm@20, %zmm@20
  vaesenclast %zmm@13, %zmm@20, %zmm@20
  vmovdqu8 %zmm@20, (%rdi) {%k1}
  subq %rsi, %rax
  jne L3
L2:
  vzeroupper
  retq
== hw_taes::arch::x86_64::vaes_avx512::crypt#5
  vbroadcasti32x4 (%rdi), %zmm@0
  vbroadcasti32x4 16(%rdi), %zmm@1
  vbroadcasti32x4 32(%rdi), %zmm@2
  vbroadcasti32x4 48(%rdi), %zmm@3
  vbroadcasti32x4 64(%rdi), %zmm@4
  vbroadcasti32x4 96(%rdi), %zmm@5
  vbroadcasti32x4 112(%rdi), %zmm@6
  vbroadcasti32x4 128(%rdi), %zmm@7
  vbroadcasti32x4 144(%rdi), %zmm@8
  vbroadcasti32x4 160(%rdi), %zmm@9
  movq 80(%rdi), %rax
  movq 88(%rdi), %rdi
  bswapq %rax
  bswapq %rdi
  addq %rsi, %rdi
  adcq %rdx, %rax
  vmovq %rdi, %xmm@10
  vmovq %rax, %xmm@11
  vpunpcklqdq %xmm@11, %xmm@10, %xmm@10
  vshufi64x2 $0, %zmm@10, %zmm@10, %zmm@10
  movl %r8d, %eax
  andl $15, %eax
  movq %r8, %rdx
  shlq $4, %rdx
  andq $-256, %rdx
  je L0
  addq %rcx, %rdx
  vmovdqa64 C0(%rip), %zmm@11
  vmovdqa64 C1(%rip), %zmm@12
  vmovdqa64 C2(%rip), %zmm@13
  vmovdqa64 C3(%rip), %zmm@14
  vmovdqa64 C4(%rip), %zmm@15
  vmovdqa64 C5(%rip), %zmm@16
  vmovdqa64 C6(%rip), %zmm@17
  vbroadcasti32x4 C7(%rip), %zmm@18
  vmovdqa64 C8(%rip), %zmm@19
  vmovdqa64 C9(%rip), %zmm@20
  vmovdqa64 C10(%rip), %zmm@21
  movq %rcx, %rsi
L1:
  vpxord (%rsi), %zmm@0, %zmm@22
  vpxord 64(%rsi), %zmm@0, %zmm@23
  vpxord 128(%rsi), %zmm@0, %zmm@24
  vaesenc %zmm@1, %zmm@22, %zmm@22
  vaesenc %zmm@1, %zmm@23, %zmm@23
  vaesenc %zmm@1, %zmm@24, %zmm@24
  vaesenc %zmm@2, %zmm@22, %zmm@22
  vaesenc %zmm@2, %zmm@23, %zmm@23
  vaesenc %zmm@2, %zmm@24, %zmm@24
  vaesenc %zmm@3, %zmm@22, %zmm@22
  vaesenc %zmm@3, %zmm@23, %zmm@23
  vaesenc %zmm@3, %zmm@24, %zmm@24
  vaesenc %zmm@4, %zmm@22, %zmm@25
  vaesenc %zmm@4, %zmm@23, %zmm@23
  vaesenc %zmm@4, %zmm@24, %zmm@24
  vmovdqa64 %zmm@10, %zmm@22
  vpaddq %zmm@11, %zmm@10, %zmm@10
  vpcmpltuq %zmm@11, %zmm@10, %k0
  kmovd %k0, %edi
  addb %dil, %dil
  kmovd %edi, %k1
  vpaddq %zmm@12, %zmm@22, %zmm@10 {%k1}
  vpshufb %zmm@13, %zmm@10, %zmm@10
  vaesenc %zmm@10, %zmm@25, %zmm@25
  vpaddq %zmm@14, %zmm@22, %zmm@10
  vpcmpltuq %zmm@14, %zmm@10, %k0
  kmovd %k0, %edi
  addb %dil, %dil
  kmovd %edi, %k1
  vpaddq %zmm@15, %zmm@22, %zmm@10 {%k1}
  vpshufb %zmm@13, %zmm@10, %zmm@10
  vaesenc %zmm@10, %zmm@23, %zmm@23
  vpaddq %zmm@16, %zmm@22, %zmm@10
  vpcmpltuq %zmm@16, %zmm@10, %k0
  kmovd %k0, %edi
  addb %dil, %dil
  kmovd %edi, %k1
  vpaddq %zmm@17, %zmm@22, %zmm@10 {%k1}
  vpshufb %zmm@13, %zmm@10, %zmm@10
  vaesenc %zmm@10, %zmm@24, %zmm@24
  vpaddq %zmm@18, %zmm@22, %zmm@10
  vpcmpltuq %zmm@18, %zmm@10, %k0
  kmovd %k0, %edi
  vaesenc %zmm@5, %zmm@25, %zmm@25
  vaesenc %zmm@6, %zmm@25, %zmm@25
  vaesenc %zmm@7, %zmm@25, %zmm@25
  vaesenc %zmm@8, %zmm@25, %zmm@25
  vaesenclast %zmm@9, %zmm@25, %zmm@25
  vmovdqu64 %zmm@25, (%rsi)
  vpaddq %zmm@20, %zmm@22, %zmm@25
  vpcmpltuq %zmm@20, %zmm@25, %k0
  kmovd %k0, %r9d
  addb %r9b, %r9b
  kmovd %r9d, %k1
  vaesenc %zmm@5, %zmm@23, %zmm@23
  vaesenc %zmm@5, %zmm@24, %zmm@24
  vaesenc %zmm@6, %zmm@23, %zmm@23
  vaesenc %zmm@6, %zmm@24, %zmm@24
  vaesenc %zmm@7, %zmm@23, %zmm@23
  vaesenc %zmm@7, %zmm@24, %zmm@24
  vaesenc %zmm@8, %zmm@23, %zmm@23
  vaesenc %zmm@8, %zmm@24, %zmm@24
  vaesenclast %zmm@9, %zmm@23, %zmm@23
  vaesenclast %zmm@9, %zmm@24, %zmm@24
  vmovdqu64 %zmm@23, 64(%rsi)
  vmovdqu64 %zmm@24, 128(%rsi)
  vpxord 192(%rsi), %zmm@0, %zmm@23
  vaesenc %zmm@1, %zmm@23, %zmm@23
  vaesenc %zmm@2, %zmm@23, %zmm@23
  addb %dil, %dil
  vaesenc %zmm@3, %zmm@23, %zmm@23
  vpaddq %zmm@21, %zmm@22, %zmm@25 {%k1}
  kmovd %edi, %k1
  vaesenc %zmm@4, %zmm@23, %zmm@23
  vpshufb %zmm@13, %zmm@25, %zmm@24
  vaesenc %zmm@24, %zmm@23, %zmm@23
  vaesenc %zmm@5, %zmm@23, %zmm@23
  vaesenc %zmm@6, %zmm@23, %zmm@23
  vaesenc %zmm@7, %zmm@23, %zmm@23
  vaesenc %zmm@8, %zmm@23, %zmm@23
  vaesenclast %zmm@9, %zmm@23, %zmm@23
  vpaddq %zmm@19, %zmm@22, %zmm@10 {%k1}
  vmovdqu64 %zmm@23, 192(%rsi)
  addq $256, %rsi
  cmpq %rdx, %rsi
  jne L1
L0:
  testq %rax, %rax
  je L2
  movabsq $576460752303423472, %rdx
  andq %rdx, %r8
  shlq $4, %r8
  addq %r8, %rcx
  movq $-1, %rdx
  vbroadcasti32x4 C11(%rip), %zmm@11
  vmovdqa64 C0(%rip), %zmm@12
  vmovdqa64 C1(%rip), %zmm@13
  vmovdqa64 C2(%rip), %zmm@14
  vmovdqa64 C12(%rip), %zmm@15
L3:
  cmpq $4, %rax
  movl $4, %esi
  cmovbq %rax, %rsi
  movq %rcx, %rdi
  movl %esi, %ecx
  shll $4, %ecx
  movq $-1, %r8
  shlq %cl, %r8
  cmpq $4, %rax
  notq %r8
  cmovaeq %rdx, %r8
  vmovdqa64 %zmm@10, %zmm@16
  addq %rdi, %rcx
  vpaddq %zmm@12, %zmm@10, %zmm@17
  vpcmpltuq %zmm@12, %zmm@17, %k0
  kmovd %k0, %r9d
  addb %r9b, %r9b
  vpaddq %zmm@11, %zmm@10, %zmm@10
  vpcmpltuq %zmm@11, %zmm@10, %k0
  kmovd %k0, %r10d
  kmovq %r8, %k1
  vmovdqu8 (%rdi), %zmm@18 {%k1} {z}
  vpxord %zmm@18, %zmm@0, %zmm@18
  vaesenc %zmm@1, %zmm@18, %zmm@18
  vaesenc %zmm@2, %zmm@18, %zmm@18
  vaesenc %zmm@3, %zmm@18, %zmm@18
  vaesenc %zmm@4, %zmm@18, %zmm@18
  addb %r10b, %r10b
  kmovd %r9d, %k2
  vpaddq %zmm@13, %zmm@16, %zmm@17 {%k2}
  vpshufb %zmm@14, %zmm@17, %zmm@17
  vaesenc %zmm@17, %zmm@18, %zmm@17
  kmovd %r10d, %k2
  vpaddq %zmm@15, %zmm@16, %zmm@10 {%k2}
  vaesenc %zmm@5, %zmm@17, %zmm@16
  vaesenc %zmm@6, %zmm@16, %zmm@16
  vaesenc %zmm@7, %zmm@16, %zmm@16
  vaesenc %zmm@8, %zmm@16, %zmm@16
  vaesenclast %zmm@9, %zmm@16, %zmm@16
  vmovdqu8 %zmm@16, (%rdi) {%k1}
  subq %rsi, %rax
  jne L3
L2:
  vzeroupper
  retq
== hw_taes::arch::x86_64::vaes_avx512::crypt#6
  vbroadcasti32x4 240(%rdi), %zmm@0
  vbroadcasti32x4 256(%rdi), %zmm@1
  vbroadcasti32x4 272(%rdi), %zmm@2
  vbroadcasti32x4 288(%rdi), %zmm@3
  vbroadcasti32x4 304(%rdi), %zmm@4
  vbroadcasti32x4 320(%rdi), %zmm@5
  vbroadcasti32x4 336(%rdi), %zmm@6
  vbroadcasti32x4 352(%rdi), %zmm@7
  vbroadcasti32x4 368(%rdi), %zmm@8
  vbroadcasti32x4 384(%rdi), %zmm@9
  movq %rsi, %rcx
  vbroadcasti32x4 400(%rdi), %zmm@10
  movl %edx, %eax
  andl $15, %eax
  movq %rdx, %rsi
  shlq $4, %rsi
  andq $-256, %rsi
  je L0
  addq %rcx, %rsi
  movq %rcx, %rdi
L1:
  vpxord (%rdi), %zmm@0, %zmm@11
  vpxord 64(%rdi), %zmm@0, %zmm@12
  vpxord 128(%rdi), %zmm@0, %zmm@13
  vaesdec %zmm@1, %zmm@11, %zmm@11
  vaesdec %zmm@1, %zmm@12, %zmm@12
  vaesdec %zmm@1, %zmm@13, %zmm@13
  vaesdec %zmm@2, %zmm@11, %zmm@11
  vaesdec %zmm@2, %zmm@12, %zmm@12
  vaesdec %zmm@2, %zmm@13, %zmm@13
  vaesdec %zmm@3, %zmm@11, %zmm@11
  vaesdec %zmm@3, %zmm@12, %zmm@12
  vaesdec %zmm@3, %zmm@13, %zmm@13
  vaesdec %zmm@4, %zmm@11, %zmm@11
  vaesdec %zmm@4, %zmm@12, %zmm@12
  vaesdec %zmm@4, %zmm@13, %zmm@13
  vaesdec %zmm@5, %zmm@11, %zmm@11
  vaesdec %zmm@5, %zmm@12, %zmm@12
  vaesdec %zmm@5, %zmm@13, %zmm@13
  vaesdec %zmm@6, %zmm@11, %zmm@11
  vaesdec %zmm@6, %zmm@12, %zmm@12
  vaesdec %zmm@6, %zmm@13, %zmm@13
  vaesdec %zmm@7, %zmm@11, %zmm@11
  vaesdec %zmm@7, %zmm@12, %zmm@12
  vaesdec %zmm@7, %zmm@13, %zmm@13
  vaesdec %zmm@8, %zmm@11, %zmm@11
  vaesdec %zmm@8, %zmm@12, %zmm@12
  vaesdec %zmm@8, %zmm@13, %zmm@13
  vaesdec %zmm@9, %zmm@11, %zmm@11
  vaesdec %zmm@9, %zmm@12, %zmm@12
  vaesdec %zmm@9, %zmm@13, %zmm@13
  vaesdeclast %zmm@10, %zmm@11, %zmm@11
  vaesdeclast %zmm@10, %zmm@12, %zmm@12
  vaesdeclast %zmm@10, %zmm@13, %zmm@13
  vmovdqu64 %zmm@11, (%rdi)
  vmovdqu64 %zmm@12, 64(%rdi)
  vmovdqu64 %zmm@13, 128(%rdi)
  vpxord 192(%rdi), %zmm@0, %zmm@11
  vaesdec %zmm@1, %zmm@11, %zmm@11
  vaesdec %zmm@2, %zmm@11, %zmm@11
  vaesdec %zmm@3, %zmm@11, %zmm@11
  vaesdec %zmm@4, %zmm@11, %zmm@11
  vaesdec %zmm@5, %zmm@11, %zmm@11
  vaesdec %zmm@6, %zmm@11, %zmm@11
  vaesdec %zmm@7, %zmm@11, %zmm@11
  vaesdec %zmm@8, %zmm@11, %zmm@11
  vaesdec %zmm@9, %zmm@11, %zmm@11
  vaesdeclast %zmm@10, %zmm@11, %zmm@11
  vmovdqu64 %zmm@11, 192(%rdi)
  addq $256, %rdi
  cmpq %rsi, %rdi
  jne L1
L0:
  testq %rax, %rax
  je L2
  movabsq $576460752303423472, %rsi
  andq %rsi, %rdx
  shlq $4, %rdx
  addq %rdx, %rcx
  movq $-1, %rdx
L3:
  cmpq $4, %rax
  movl $4, %esi
  cmovbq %rax, %rsi
  movq %rcx, %rdi
  movl %esi, %ecx
  shll $4, %ecx
  movq $-1, %r8
  shlq %cl, %r8
  cmpq $4, %rax
  notq %r8
  cmovaeq %rdx, %r8
  addq %rdi, %rcx
  kmovq %r8, %k1
  vmovdqu8 (%rdi), %zmm@11 {%k1} {z}
  vpxord %zmm@11, %zmm@0, %zmm@11
  vaesdec %zmm@1, %zmm@11, %zmm@11
  vaesdec %zmm@2, %zmm@11, %zmm@11
  vaesdec %zmm@3, %zmm@11, %zmm@11
  vaesdec %zmm@4, %zmm@11, %zmm@11
  vaesdec %zmm@5, %zmm@11, %zmm@11
  vaesdec %zmm@6, %zmm@11, %zmm@11
  vaesdec %zmm@7, %zmm@11, %zmm@11
  vaesdec %zmm@8, %zmm@11, %zmm@11
  vaesdec %zmm@9, %zmm@11, %zmm@11
  vaesdeclast %zmm@10, %zmm@11, %zmm@11
  vmovdqu8 %zmm@11, (%rdi) {%k1}
  subq %rsi, %rax
  jne L3
L2:
  vzeroupper
  retq
== hw_taes::arch::x86_64::vaes_avx512::crypt#7
  vbroadcasti32x4 240(%rdi), %zmm@0
  vbroadcasti32x4 256(%rdi), %zmm@1
  vbroadcasti32x4 272(%rdi), %zmm@2
  vbroadcasti32x4 288(%rdi), %zmm@3
  vbroadcasti32x4 304(%rdi), %zmm@4
  vbroadcasti32x4 320(%rdi), %zmm@5
  vbroadcasti32x4 336(%rdi), %zmm@6
  vbroadcasti32x4 352(%rdi), %zmm@7
  vbroadcasti32x4 368(%rdi), %zmm@8
  vbroadcasti32x4 384(%rdi), %zmm@9
  vbroadcasti32x4 400(%rdi), %zmm@10
  vbroadcasti32x4 416(%rdi), %zmm@11
  movq %rsi, %rcx
  vbroadcasti32x4 432(%rdi), %zmm@12
  movl %edx, %eax
  andl $15, %eax
  movq %rdx, %rsi
  shlq $4, %rsi
  andq $-256, %rsi
  je L0
  addq %rcx, %rsi
  movq %rcx, %rdi
L1:
  vpxord (%rdi), %zmm@0, %zmm@13
  vpxord 64(%rdi), %zmm@0, %zmm@14
  vpxord 128(%rdi), %zmm@0, %zmm@15
  vaesdec %zmm@1, %zmm@13, %zmm@13
  vaesdec %zmm@1, %zmm@14, %zmm@14
  vaesdec %zmm@1, %zmm@15, %zmm@15
  vaesdec %zmm@2, %zmm@13, %zmm@13
  vaesdec %zmm@2, %zmm@14, %zmm@14
  vaesdec %zmm@2, %zmm@15, %zmm@15
  vaesdec %zmm@3, %zmm@13, %zmm@13
  vaesdec %zmm@3, %zmm@14, %zmm@14
  vaesdec %zmm@3, %zmm@15, %zmm@15
  vaesdec %zmm@4, %zmm@13, %zmm@13
  vaesdec %zmm@4, %zmm@14, %zmm@14
  vaesdec %zmm@4, %zmm@15, %zmm@15
  vaesdec %zmm@5, %zmm@13, %zmm@13
  vaesdec %zmm@5, %zmm@14, %zmm@14
  vaesdec %zmm@5, %zmm@15, %zmm@15
  vaesdec %zmm@6, %zmm@13, %zmm@13
  vaesdec %zmm@6, %zmm@14, %zmm@14
  vaesdec %zmm@6, %zmm@15, %zmm@15
  vaesdec %zmm@7, %zmm@13, %zmm@13
  vaesdec %zmm@7, %zmm@14, %zmm@14
  vaesdec %zmm@7, %zmm@15, %zmm@15
  vaesdec %zmm@8, %zmm@13, %zmm@13
  vaesdec %zmm@8, %zmm@14, %zmm@14
  vaesdec %zmm@8, %zmm@15, %zmm@15
  vaesdec %zmm@9, %zmm@13, %zmm@13
  vaesdec %zmm@9, %zmm@14, %zmm@14
  vaesdec %zmm@9, %zmm@15, %zmm@15
  vaesdec %zmm@10, %zmm@13, %zmm@13
  vaesdec %zmm@10, %zmm@14, %zmm@14
  vaesdec %zmm@10, %zmm@15, %zmm@15
  vaesdec %zmm@11, %zmm@13, %zmm@13
  vaesdec %zmm@11, %zmm@14, %zmm@14
  vaesdec %zmm@11, %zmm@15, %zmm@15
  vaesdeclast %zmm@12, %zmm@13, %zmm@13
  vaesdeclast %zmm@12, %zmm@14, %zmm@14
  vaesdeclast %zmm@12, %zmm@15, %zmm@15
  vmovdqu64 %zmm@13, (%rdi)
  vmovdqu64 %zmm@14, 64(%rdi)
  vmovdqu64 %zmm@15, 128(%rdi)
  vpxord 192(%rdi), %zmm@0, %zmm@13
  vaesdec %zmm@1, %zmm@13, %zmm@13
  vaesdec %zmm@2, %zmm@13, %zmm@13
  vaesdec %zmm@3, %zmm@13, %zmm@13
  vaesdec %zmm@4, %zmm@13, %zmm@13
  vaesdec %zmm@5, %zmm@13, %zmm@13
  vaesdec %zmm@6, %zmm@13, %zmm@13
  vaesdec %zmm@7, %zmm@13, %zmm@13
  vaesdec %zmm@8, %zmm@13, %zmm@13
  vaesdec %zmm@9, %zmm@13, %zmm@13
  vaesdec %zmm@10, %zmm@13, %zmm@13
  vaesdec %zmm@11, %zmm@13, %zmm@13
  vaesdeclast %zmm@12, %zmm@13, %zmm@13
  vmovdqu64 %zmm@13, 192(%rdi)
  addq $256, %rdi
  cmpq %rsi, %rdi
  jne L1
L0:
  testq %rax, %rax
  je L2
  movabsq $576460752303423472, %rsi
  andq %rsi, %rdx
  shlq $4, %rdx
  addq %rdx, %rcx
  movq $-1, %rdx
L3:
  cmpq $4, %rax
  movl $4, %esi
  cmovbq %rax, %rsi
  movq %rcx, %rdi
  movl %esi, %ecx
  shll $4, %ecx
  movq $-1, %r8
  shlq %cl, %r8
  cmpq $4, %rax
  notq %r8
  cmovaeq %rdx, %r8
  addq %rdi, %rcx
  kmovq %r8, %k1
  vmovdqu8 (%rdi), %zmm@13 {%k1} {z}
  vpxord %zmm@13, %zmm@0, %zmm@13
  vaesdec %zmm@1, %zmm@13, %zmm@13
  vaesdec %zmm@2, %zmm@13, %zmm@13
  vaesdec %zmm@3, %zmm@13, %zmm@13
  vaesdec %zmm@4, %zmm@13, %zmm@13
  vaesdec %zmm@5, %zmm@13, %zmm@13
  vaesdec %zmm@6, %zmm@13, %zmm@13
  vaesdec %zmm@7, %zmm@13, %zmm@13
  vaesdec %zmm@8, %zmm@13, %zmm@13
  vaesdec %zmm@9, %zmm@13, %zmm@13
  vaesdec %zmm@10, %zmm@13, %zmm@13
  vaesdec %zmm@11, %zmm@13, %zmm@13
  vaesdeclast %zmm@12, %zmm@13, %zmm@13
  vmovdqu8 %zmm@13, (%rdi) {%k1}
  subq %rsi, %rax
  jne L3
L2:
  vzeroupper
  retq
== hw_taes::arch::x86_64::vaes_avx512::crypt#8
  vbroadcasti32x4 240(%rdi), %zmm@0
  vbroadcasti32x4 256(%rdi), %zmm@1
  vbroadcasti32x4 272(%rdi), %zmm@2
  vbroadcasti32x4 288(%rdi), %zmm@3
  vbroadcasti32x4 304(%rdi), %zmm@4
  vbroadcasti32x4 320(%rdi), %zmm@5
  vbroadcasti32x4 336(%rdi), %zmm@6
  vbroadcasti32x4 352(%rdi), %zmm@7
  vbroadcasti32x4 368(%rdi), %zmm@8
  vbroadcasti32x4 384(%rdi), %zmm@9
  vbroadcasti32x4 400(%rdi), %zmm@10
  vbroadcasti32x4 416(%rdi), %zmm@11
  vbroadcasti32x4 432(%rdi), %zmm@12
  vbroadcasti32x4 448(%rdi), %zmm@13
  movq %rsi, %rcx
  vbroadcasti32x4 464(%rdi), %zmm@14
  movl %edx, %eax
  andl $15, %eax
  movq %rdx, %rsi
  shlq $4, %rsi
  andq $-256, %rsi
  je L0
  addq %rcx, %rsi
  movq %rcx, %rdi
L1:
  vpxord (%rdi), %zmm@0, %zmm@15
  vpxord 64(%rdi), %zmm@0, %zmm@16
  vpxord 128(%rdi), %zmm@0, %zmm@17
  vaesdec %zmm@1, %zmm@15, %zmm@15
  vaesdec %zmm@1, %zmm@16, %zmm@16
  vaesdec %zmm@1, %zmm@17, %zmm@17
  vaesdec %zmm@2, %zmm@15, %zmm@15
  vaesdec %zmm@2, %zmm@16, %zmm@16
  vaesdec %zmm@2, %zmm@17, %zmm@17
  vaesdec %zmm@3, %zmm@15, %zmm@15
  vaesdec %zmm@3, %zmm@16, %zmm@16
  vaesdec %zmm@3, %zmm@17, %zmm@17
  vaesdec %zmm@4, %zmm@15, %zmm@15
  vaesdec %zmm@4, %zmm@16, %zmm@16
  vaesdec %zmm@4, %zmm@17, %zmm@17
  vaesdec %zmm@5, %zmm@15, %zmm@15
  vaesdec %zmm@5, %zmm@16, %zmm@16
  vaesdec %zmm@5, %zmm@17, %zmm@17
  vaesdec %zmm@6, %zmm@15, %zmm@15
  vaesdec %zmm@6, %zmm@16, %zmm@16
  vaesdec %zmm@6, %zmm@17, %zmm@17
  vaesdec %zmm@7, %zmm@15, %zmm@15
  vaesdec %zmm@7, %zmm@16, %zmm@16
  vaesdec %zmm@7, %zmm@17, %zmm@17
  vaesdec %zmm@8, %zmm@15, %zmm@15
  vaesdec %zmm@8, %zmm@16, %zmm@16
  vaesdec %zmm@8, %zmm@17, %zmm@17
  vaesdec %zmm@9, %zmm@15, %zmm@15
  vaesdec %zmm@9, %zmm@16, %zmm@16
  vaesdec %zmm@9, %zmm@17, %zmm@17
  vaesdec %zmm@10, %zmm@15, %zmm@15
  vaesdec %zmm@10, %zmm@16, %zmm@16
  vaesdec %zmm@10, %zmm@17, %zmm@17
  vaesdec %zmm@11, %zmm@15, %zmm@15
  vaesdec %zmm@11, %zmm@16, %zmm@16
  vaesdec %zmm@11, %zmm@17, %zmm@17
  vaesdec %zmm@12, %zmm@15, %zmm@15
  vaesdec %zmm@12, %zmm@16, %zmm@16
  vaesdec %zmm@12, %zmm@17, %zmm@17
  vaesdec %zmm@13, %zmm@15, %zmm@15
  vaesdec %zmm@13, %zmm@16, %zmm@16
  vaesdec %zmm@13, %zmm@17, %zmm@17
  vaesdeclast %zmm@14, %zmm@15, %zmm@15
  vaesdeclast %zmm@14, %zmm@16, %zmm@16
  vaesdeclast %zmm@14, %zmm@17, %zmm@17
  vmovdqu64 %zmm@15, (%rdi)
  vmovdqu64 %zmm@16, 64(%rdi)
  vmovdqu64 %zmm@17, 128(%rdi)
  vpxord 192(%rdi), %zmm@0, %zmm@15
  vaesdec %zmm@1, %zmm@15, %zmm@15
  vaesdec %zmm@2, %zmm@15, %zmm@15
  vaesdec %zmm@3, %zmm@15, %zmm@15
  vaesdec %zmm@4, %zmm@15, %zmm@15
  vaesdec %zmm@5, %zmm@15, %zmm@15
  vaesdec %zmm@6, %zmm@15, %zmm@15
  vaesdec %zmm@7, %zmm@15, %zmm@15
  vaesdec %zmm@8, %zmm@15, %zmm@15
  vaesdec %zmm@9, %zmm@15, %zmm@15
  vaesdec %zmm@10, %zmm@15, %zmm@15
  vaesdec %zmm@11, %zmm@15, %zmm@15
  vaesdec %zmm@12, %zmm@15, %zmm@15
  vaesdec %zmm@13, %zmm@15, %zmm@15
  vaesdeclast %zmm@14, %zmm@15, %zmm@15
  vmovdqu64 %zmm@15, 192(%rdi)
  addq $256, %rdi
  cmpq %rsi, %rdi
  jne L1
L0:
  testq %rax, %rax
  je L2
  movabsq $576460752303423472, %rsi
  andq %rsi, %rdx
  shlq $4, %rdx
  addq %rdx, %rcx
  movq $-1, %rdx
L3:
  cmpq $4, %rax
  movl $4, %esi
  cmovbq %rax, %rsi
  movq %rcx, %rdi
  movl %esi, %ecx
  shll $4, %ecx
  movq $-1, %r8
  shlq %cl, %r8
  cmpq $4, %rax
  notq %r8
  cmovaeq %rdx, %r8
  addq %rdi, %rcx
  kmovq %r8, %k1
  vmovdqu8 (%rdi), %zmm@15 {%k1} {z}
  vpxord %zmm@15, %zmm@0, %zmm@15
  vaesdec %zmm@1, %zmm@15, %zmm@15
  vaesdec %zmm@2, %zmm@15, %zmm@15
  vaesdec %zmm@3, %zmm@15, %zmm@15
  vaesdec %zmm@4, %zmm@15, %zmm@15
  vaesdec %zmm@5, %zmm@15, %zmm@15
  vaesdec %zmm@6, %zmm@15, %zmm@15
  vaesdec %zmm@7, %zmm@15, %zmm@15
  vaesdec %zmm@8, %zmm@15, %zmm@15
  vaesdec %zmm@9, %zmm@15, %zmm@15
  vaesdec %zmm@10, %zmm@15, %zmm@15
  vaesdec %zmm@11, %zmm@15, %zmm@15
  vaesdec %zmm@12, %zmm@15, %zmm@15
  vaesdec %zmm@13, %zmm@15, %zmm@15
  vaesdeclast %zmm@14, %zmm@15, %zmm@15
  vmovdqu8 %zmm@15, (%rdi) {%k1}
  subq %rsi, %rax
  jne L3
L2:
  vzeroupper
  retq
== hw_taes::arch::x86_64::vaes_avx512::crypt#9
  vbroadcasti32x4 240(%rdi), %zmm@0
  vbroadcasti32x4 256(%rdi), %zmm@1
  vbroadcasti32x4 272(%rdi), %zmm@2
  vbroadcasti32x4 288(%rdi), %zmm@3
  vbroadcasti32x4 304(%rdi), %zmm@4
  vbroadcasti32x4 320(%rdi), %zmm@5
  vbroadcasti32x4 336(%rdi), %zmm@6
  vbroadcasti32x4 368(%rdi), %zmm@7
  vbroadcasti32x4 384(%rdi), %zmm@8
  vbroadcasti32x4 400(%rdi), %zmm@9
  vbroadcasti32x4 416(%rdi), %zmm@10
  vbroadcasti32x4 432(%rdi), %zmm@11
  vbroadcasti32x4 448(%rdi), %zmm@12
  vbroadcasti32x4 464(%rdi), %zmm@13
  movq 112(%rdi), %rax
  movq 120(%rdi), %rdi
  bswapq %rax
  bswapq %rdi
  addq %rsi, %rdi
  adcq %rdx, %rax
  vmovq %rdi, %xmm@14
  vmovq %rax, %xmm@15
  vpunpcklqdq %xmm@15, %xmm@14, %xmm@14
  vshufi64x2 $0, %zmm@14, %zmm@14, %zmm@14
  movl %r8d, %eax
  andl $15, %eax
  movq %r8, %rdx
  shlq $4, %rdx
  andq $-256, %rdx
  je L0
  addq %rcx, %rdx
  vmovdqa64 C0(%rip), %zmm@15
  vmovdqa64 C1(%rip), %zmm@16
  vmovdqa64 C2(%rip), %zmm@17
  vpxord %zmm@18, %zmm@18, %zmm@18
  vmovdqa64 C3(%rip), %zmm@19
  vmovdqa64 C4(%rip), %zmm@20
  vmovdqa64 C5(%rip), %zmm@21
  vmovdqa64 C6(%rip), %zmm@22
  vbroadcasti32x4 C7(%rip), %zmm@23
  vmovdqa64 C8(%rip), %zmm@24
  vmovdqa64 C9(%rip), %zmm@25
  vmovdqa64 C10(%rip), %zmm@26
  movq %rcx, %rsi
L1:
  vpxord (%rsi), %zmm@0, %zmm@27
  vpxord 64(%rsi), %zmm@0, %zmm@28
  vpxord 128(%rsi), %zmm@0, %zmm@29
  vaesdec %zmm@1, %zmm@27, %zmm@27
  vaesdec %zmm@1, %zmm@28, %zmm@28
  vaesdec %zmm@1, %zmm@29, %zmm@29
  vaesdec %zmm@2, %zmm@27, %zmm@27
  vaesdec %zmm@2, %zmm@28, %zmm@28
  vaesdec %zmm@2, %zmm@29, %zmm@29
  vaesdec %zmm@3, %zmm@27, %zmm@27
  vaesdec %zmm@3, %zmm@28, %zmm@28
  vaesdec %zmm@3, %zmm@29, %zmm@29
  vaesdec %zmm@4, %zmm@27, %zmm@27
  vaesdec %zmm@4, %zmm@28, %zmm@28
  vaesdec %zmm@4, %zmm@29, %zmm@29
  vaesdec %zmm@5, %zmm@27, %zmm@27
  vaesdec %zmm@5, %zmm@28, %zmm@28
  vaesdec %zmm@5, %zmm@29, %zmm@29
  vaesdec %zmm@6, %zmm@27, %zmm@30
  vaesdec %zmm@6, %zmm@28, %zmm@28
  vmovdqa64 %zmm@14, %zmm@27
  vaesdec %zmm@6, %zmm@29, %zmm@14
  vpaddq %zmm@15, %zmm@27, %zmm@29
  vpcmpltuq %zmm@15, %zmm@29, %k0
  kmovd %k0, %edi
  addb %dil, %dil
  kmovd %edi, %k1
  vpaddq %zmm@16, %zmm@27, %zmm@29 {%k1}
  vpshufb %zmm@17, %zmm@29, %zmm@29
  vaesenclast %zmm@18, %zmm@29, %zmm@29
  vaesdec %zmm@18, %zmm@29, %zmm@29
  vaesdec %zmm@29, %zmm@30, %zmm@29
  vpaddq %zmm@19, %zmm@27, %zmm@30
  vpcmpltuq %zmm@19, %zmm@30, %k0
  kmovd %k0, %edi
  addb %dil, %dil
  kmovd %edi, %k1
  vpaddq %zmm@20, %zmm@27, %zmm@30 {%k1}
  vpshufb %zmm@17, %zmm@30, %zmm@30
  vaesenclast %zmm@18, %zmm@30, %zmm@30
  vaesdec %zmm@18, %zmm@30, %zmm@30
  vaesdec %zmm@30, %zmm@28, %zmm@28
  vpaddq %zmm@21, %zmm@27, %zmm@30
  vpcmpltuq %zmm@21, %zmm@30, %k0
  kmovd %k0, %edi
  addb %dil, %dil
  kmovd %edi, %k1
  vpaddq %zmm@22, %zmm@27, %zmm@30 {%k1}
  vpshufb %zmm@17, %zmm@30, %zmm@30
  vaesenclast %zmm@18, %zmm@30, %zmm@30
  vaesdec %zmm@18, %zmm@30, %zmm@30
  vaesdec %zmm@30, %zmm@14, %zmm@30
  vpaddq %zmm@23, %zmm@27, %zmm@14
  vpcmpltuq %zmm@23, %zmm@14, %k0
  kmovd %k0, %edi
  vaesdec %zmm@7, %zmm@29, %zmm@29
  vaesdec %zmm@8, %zmm@29, %zmm@29
  vaesdec %zmm@9, %zmm@29, %zmm@29
  vaesdec %zmm@10, %zmm@29, %zmm@29
  vaesdec %zmm@11, %zmm@29, %zmm@29
  vaesdec %zmm@12, %zmm@29, %zmm@29
  vaesdeclast %zmm@13, %zmm@29, %zmm@29
  vmovdqu64 %zmm@29, (%rsi)
  vpaddq %zmm@25, %zmm@27, %zmm@29
  vpcmpltuq %zmm@25, %zmm@29, %k0
  kmovd %k0, %r9d
  addb %r9b, %r9b
  kmovd %r9d, %k1
  vaesdec %zmm@7, %zmm@28, %zmm@28
  vaesdec %zmm@7, %zmm@30, %zmm@30
  vaesdec %zmm@8, %zmm@28, %zmm@28
  vaesdec %zmm@8, %zmm@30, %zmm@30
  vaesdec %zmm@9, %zmm@28, %zmm@28
  vaesdec %zmm@9, %zmm@30, %zmm@30
  vaesdec %zmm@10, %zmm@28, %zmm@28
  vaesdec %zmm@10, %zmm@30, %zmm@30
  vaesdec %zmm@11, %zmm@28, %zmm@28
  vaesdec %zmm@11, %zmm@30, %zmm@30
  vaesdec %zmm@12, %zmm@28, %zmm@28
  vaesdec %zmm@12, %zmm@30, %zmm@30
  vaesdeclast %zmm@13, %zmm@28, %zmm@28
  vaesdeclast %zmm@13, %zmm@30, %zmm@30
  vmovdqu64 %zmm@28, 64(%rsi)
  vmovdqu64 %zmm@30, 128(%rsi)
  vpxord 192(%rsi), %zmm@0, %zmm@28
  vaesdec %zmm@1, %zmm@28, %zmm@28
  vaesdec %zmm@2, %zmm@28, %zmm@28
  vaesdec %zmm@3, %zmm@28, %zmm@28
  vaesdec %zmm@4, %zmm@28, %zmm@28
  addb %dil, %dil
  vaesdec %zmm@5, %zmm@28, %zmm@28
  vpaddq %zmm@26, %zmm@27, %zmm@29 {%k1}
  kmovd %edi, %k1
  vaesdec %zmm@6, %zmm@28, %zmm@28
  vpshufb %zmm@17, %zmm@29, %zmm@29
  vaesenclast %zmm@18, %zmm@29, %zmm@29
  vaesdec %zmm@18, %zmm@29, %zmm@29
  vaesdec %zmm@29, %zmm@28, %zmm@28
  vaesdec %zmm@7, %zmm@28, %zmm@28
  vaesdec %zmm@8, %zmm@28, %zmm@28
  vaesdec %zmm@9, %zmm@28, %zmm@28
  vaesdec %zmm@10, %zmm@28, %zmm@28
  vaesdec %zmm@11, %zmm@28, %zmm@28
  vaesdec %zmm@12, %zmm@28, %zmm@28
  vaesdeclast %zmm@13, %zmm@28, %zmm@28
  vpaddq %zmm@24, %zmm@27, %zmm@14 {%k1}
  vmovdqu64 %zmm@28, 192(%rsi)
  addq $256, %rsi
  cmpq %rdx, %rsi
  jne L1
L0:
  testq %rax, %rax
  je L2
  movabsq $576460752303423472, %rdx
  andq %rdx, %r8
  shlq $4, %r8
  addq %r8, %rcx
  movq $-1, %rdx
  vmovdqa64 C0(%rip), %zmm@15
  vbroadcasti32x4 C11(%rip), %zmm@16
  vmovdqa64 C1(%rip), %zmm@17
  vmovdqa64 C2(%rip), %zmm@18
  vpxord %zmm@19, %zmm@19, %zmm@19
  vmovdqa64 C12(%rip), %zmm@20
L3:
  cmpq $4, %rax
  movl $4, %esi
  cmovbq %rax, %rsi
  movq %rcx, %rdi
  movl %esi, %ecx
  shll $4, %ecx
  movq $-1, %r8
  shlq %cl, %r8
  cmpq $4, %rax
  notq %r8
  cmovaeq %rdx, %r8
  vmovdqa64 %zmm@14, %zmm@21
  addq %rdi, %rcx
  vpaddq %zmm@15, %zmm@14, %zmm@22
  vpcmpltuq %zmm@15, %zmm@22, %k0
  kmovd %k0, %r9d
  addb %r9b, %r9b
  vpaddq %zmm@16, %zmm@14, %zmm@14
  vpcmpltuq %zmm@16, %zmm@14, %k0
  kmovd %k0, %r10d
  kmovq %r8, %k1
  vmovdqu8 (%rdi), %zmm@23 {%k1} {z}
  vpxord %zmm@23, %zmm@0, %zmm@23
  vaesdec %zmm@1, %zmm@23, %zmm@23
  vaesdec %zmm@2, %zmm@23, %zmm@23
  vaesdec %zmm@3, %zmm@23, %zmm@23
  vaesdec %zmm@4, %zmm@23, %zmm@23
  vaesdec %zmm@5, %zmm@23, %zmm@23
  vaesdec %zmm@6, %zmm@23, %zmm@23
  addb %r10b, %r10b
  kmovd %r9d, %k2
  vpaddq %zmm@17, %zmm@21, %zmm@22 {%k2}
  vpshufb %zmm@18, %zmm@22, %zmm@22
  vaesenclast %zmm@19, %zmm@22, %zmm@22
  vaesdec %zmm@19, %zmm@22, %zmm@22
  vaesdec %zmm@22, %zmm@23, %zmm@22
  kmovd %r10d, %k2
  vpaddq %zmm@20, %zmm@21, %zmm@14 {%k2}
  vaesdec %zmm@7, %zmm@22, %zmm@21
  vaesdec %zmm@8, %zmm@21, %zmm@21
  vaesdec %zmm@9, %zmm@21, %zmm@21
  vaesdec %zmm@10, %zmm@21, %zmm@21
  vaesdec %zmm@11, %zmm@21, %zmm@21
  vaesdec %zmm@12, %zmm@21, %zmm@21
  vaesdeclast %zmm@13, %zmm@21, %zmm@21
  vmovdqu8 %zmm@21, (%rdi) {%k1}
  subq %rsi, %rax
  jne L3
L2:
  vzeroupper
  retq
== hw_taes::arch::x86_64::vaes_avx512::crypt#10
  vbroadcasti32x4 240(%rdi), %zmm@0
  vbroadcasti32x4 256(%rdi), %zmm@1
  vbroadcasti32x4 272(%rdi), %zmm@2
  vbroadcasti32x4 288(%rdi), %zmm@3
  vbroadcasti32x4 304(%rdi), %zmm@4
  vbroadcasti32x4 320(%rdi), %zmm@5
  vbroadcasti32x4 352(%rdi), %zmm@6
  vbroadcasti32x4 368(%rdi), %zmm@7
  vbroadcasti32x4 384(%rdi), %zmm@8
  vbroadcasti32x4 400(%rdi), %zmm@9
  vbroadcasti32x4 416(%rdi), %zmm@10
  vbroadcasti32x4 432(%rdi), %zmm@11
  movq 96(%rdi), %rax
  movq 104(%rdi), %rdi
  bswapq %rax
  bswapq %rdi
  addq %rsi, %rdi
  adcq %rdx, %rax
  vmovq %rdi, %xmm@12
  vmovq %rax, %xmm@13
  vpunpcklqdq %xmm@13, %xmm@12, %xmm@12
  vshufi64x2 $0, %zmm@12, %zmm@12, %zmm@12
  movl %r8d, %eax
  andl $15, %eax
  movq %r8, %rdx
  shlq $4, %rdx
  andq $-256, %rdx
  je L0
  addq %rcx, %rdx
  vmovdqa64 C0(%rip), %zmm@13
  vmovdqa64 C1(%rip), %zmm@14
  vmovdqa64 C2(%rip), %zmm@15
  vpxord %zmm@16, %zmm@16, %zmm@16
  vmovdqa64 C3(%rip), %zmm@17
  vmovdqa64 C4(%rip), %zmm@18
  vmovdqa64 C5(%rip), %zmm@19
  vmovdqa64 C6(%rip), %zmm@20
  vbroadcasti32x4 C7(%rip), %zmm@21
  vmovdqa64 C8(%rip), %zmm@22
  vmovdqa64 C9(%rip), %zmm@23
  vmovdqa64 C10(%rip), %zmm@24
  movq %rcx, %rsi
L1:
  vpxord (%rsi), %zmm@0, %zmm@25
  vpxord 64(%rsi), %zmm@0, %zmm@26
  vpxord 128(%rsi), %zmm@0, %zmm@27
  vaesdec %zmm@1, %zmm@25, %zmm@25
  vaesdec %zmm@1, %zmm@26, %zmm@26
  vaesdec %zmm@1, %zmm@27, %zmm@27
  vaesdec %zmm@2, %zmm@25, %zmm@25
  vaesdec %zmm@2, %zmm@26, %zmm@26
  vaesdec %zmm@2, %zmm@27, %zmm@27
  vaesdec %zmm@3, %zmm@25, %zmm@25
  vaesdec %zmm@3, %zmm@26, %zmm@26
  vaesdec %zmm@3, %zmm@27, %zmm@27
  vaesdec %zmm@4, %zmm@25, %zmm@25
  vaesdec %zmm@4, %zmm@26, %zmm@26
  vaesdec %zmm@4, %zmm@27, %zmm@27
  vaesdec %zmm@5, %zmm@25, %zmm@28
  vaesdec %zmm@5, %zmm@26, %zmm@26
  vaesdec %zmm@5, %zmm@27, %zmm@27
  vmovdqa64 %zmm@12, %zmm@25
  vpaddq %zmm@13, %zmm@12, %zmm@12
  vpcmpltuq %zmm@13, %zmm@12, %k0
  kmovd %k0, %edi
  addb %dil, %dil
  kmovd %edi, %k1
  vpaddq %zmm@14, %zmm@25, %zmm@12 {%k1}
  vpshufb %zmm@15, %zmm@12, %zmm@12
  vaesenclast %zmm@16, %zmm@12, %zmm@12
  vaesdec %zmm@16, %zmm@12, %zmm@12
  vaesdec %zmm@12, %zmm@28, %zmm@28
  vpaddq %zmm@17, %zmm@25, %zmm@12
  vpcmpltuq %zmm@17, %zmm@12, %k0
  kmovd %k0, %edi
  addb %dil, %dil
  kmovd %edi, %k1
  vpaddq %zmm@18, %zmm@25, %zmm@12 {%k1}
  vpshufb %zmm@15, %zmm@12, %zmm@12
  vaesenclast %zmm@16, %zmm@12, %zmm@12
  vaesdec %zmm@16, %zmm@12, %zmm@12
  vaesdec %zmm@12, %zmm@26, %zmm@26
  vpaddq %zmm@19, %zmm@25, %zmm@12
  vpcmpltuq %zmm@19, %zmm@12, %k0
  kmovd %k0, %edi
  addb %dil, %dil
  kmovd %edi, %k1
  vpaddq %zmm@20, %zmm@25, %zmm@12 {%k1}
  vpshufb %zmm@15, %zmm@12, %zmm@12
  vaesenclast %zmm@16, %zmm@12, %zmm@12
  vaesdec %zmm@16, %zmm@12, %zmm@12
  vaesdec %zmm@12, %zmm@27, %zmm@27
  vpaddq %zmm@21, %zmm@25, %zmm@12
  vpcmpltuq %zmm@21, %zmm@12, %k0
  kmovd %k0, %edi
  vaesdec %zmm@6, %zmm@28, %zmm@28
  vaesdec %zmm@7, %zmm@28, %zmm@28
  vaesdec %zmm@8, %zmm@28, %zmm@28
  vaesdec %zmm@9, %zmm@28, %zmm@28
  vaesdec %zmm@10, %zmm@28, %zmm@28
  vaesdeclast %zmm@11, %zmm@28, %zmm@28
  vmovdqu64 %zmm@28, (%rsi)
  vpaddq %zmm@23, %zmm@25, %zmm@28
  vpcmpltuq %zmm@23, %zmm@28, %k0
  kmovd %k0, %r9d
  addb %r9b, %r9b
  kmovd %r9d, %k1
  vaesdec %zmm@6, %zmm@26, %zmm@26
  vaesdec %zmm@6, %zmm@27, %zmm@27
  vaesdec %zmm@7, %zmm@26, %zmm@26
  vaesdec %zmm@7, %zmm@27, %zmm@27
  vaesdec %zmm@8, %zmm@26, %zmm@26
  vaesdec %zmm@8, %zmm@27, %zmm@27
  vaesdec %zmm@9, %zmm@26, %zmm@26
  vaesdec %zmm@9, %zmm@27, %zmm@27
  vaesdec %zmm@10, %zmm@26, %zmm@26
  vaesdec %zmm@10, %zmm@27, %zmm@27
  vaesdeclast %zmm@11, %zmm@26, %zmm@26
  vaesdeclast %zmm@11, %zmm@27, %zmm@27
  vmovdqu64 %zmm@26, 64(%rsi)
  vmovdqu64 %zmm@27, 128(%rsi)
  vpxord 192(%rsi), %zmm@0, %zmm@26
  vaesdec %zmm@1, %zmm@26, %zmm@26
  vaesdec %zmm@2, %zmm@26, %zmm@26
  vaesdec %zmm@3, %zmm@26, %zmm@26
  vaesdec %zmm@4, %zmm@26, %zmm@26
  addb %dil, %dil
  vaesdec %zmm@5, %zmm@26, %zmm@26
  vpaddq %zmm@24, %zmm@25, %zmm@28 {%k1}
  kmovd %edi, %k1
  vpshufb %zmm@15, %zmm@28, %zmm@27
  vaesenclast %zmm@16, %zmm@27, %zmm@27
  vaesdec %zmm@16, %zmm@27, %zmm@27
  vaesdec %zmm@27, %zmm@26, %zmm@26
  vaesdec %zmm@6, %zmm@26, %zmm@26
  vaesdec %zmm@7, %zmm@26, %zmm@26
  vaesdec %zmm@8, %zmm@26, %zmm@26
  vaesdec %zmm@9, %zmm@26, %zmm@26
  vaesdec %zmm@10, %zmm@26, %zmm@26
  vaesdeclast %zmm@11, %zmm@26, %zmm@26
  vpaddq %zmm@22, %zmm@25, %zmm@12 {%k1}
  vmovdqu64 %zmm@26, 192(%rsi)
  addq $256, %rsi
  cmpq %rdx, %rsi
  jne L1
L0:
  testq %rax, %rax
  je L2
  movabsq $576460752303423472, %rdx
  andq %rdx, %r8
  shlq $4, %r8
  addq %r8, %rcx
  movq $-1, %rdx
  vmovdqa64 C0(%rip), %zmm@13
  vbroadcasti32x4 C11(%rip), %zmm@14
  vmovdqa64 C1(%rip), %zmm@15
  vmovdqa64 C2(%rip), %zmm@16
  vpxord %zmm@17, %zmm@17, %zmm@17
  vmovdqa64 C12(%rip), %zmm@18
L3:
  cmpq $4, %rax
  movl $4, %esi
  cmovbq %rax, %rsi
  movq %rcx, %rdi
  movl %esi, %ecx
  shll $4, %ecx
  movq $-1, %r8
  shlq %cl, %r8
  cmpq $4, %rax
  notq %r8
  cmovaeq %rdx, %r8
  vmovdqa64 %zmm@12, %zmm@19
  addq %rdi, %rcx
  vpaddq %zmm@13, %zmm@12, %zmm@20
  vpcmpltuq %zmm@13, %zmm@20, %k0
  kmovd %k0, %r9d
  addb %r9b, %r9b
  vpaddq %zmm@14, %zmm@12, %zmm@12
  vpcmpltuq %zmm@14, %zmm@12, %k0
  kmovd %k0, %r10d
  kmovq %r8, %k1
  vmovdqu8 (%rdi), %zmm@21 {%k1} {z}
  vpxord %zmm@21, %zmm@0, %zmm@21
  vaesdec %zmm@1, %zmm@21, %zmm@21
  vaesdec %zmm@2, %zmm@21, %zmm@21
  vaesdec %zmm@3, %zmm@21, %zmm@21
  vaesdec %zmm@4, %zmm@21, %zmm@21
  addb %r10b, %r10b
  vaesdec %zmm@5, %zmm@21, %zmm@21
  kmovd %r9d, %k2
  vpaddq %zmm@15, %zmm@19, %zmm@20 {%k2}
  vpshufb %zmm@16, %zmm@20, %zmm@20
  vaesenclast %zmm@17, %zmm@20, %zmm@20
  vaesdec %zmm@17, %zmm@20, %zmm@20
  vaesdec %zmm@20, %zmm@21, %zmm@20
  kmovd %r10d, %k2
  vpaddq %zmm@18, %zmm@19, %zmm@12 {%k2}
  vaesdec %zmm@6, %zmm@20, %zmm@19
  vaesdec %zmm@7, %zmm@19, %zmm@19
  vaesdec %zmm@8, %zmm@19, %zmm@19
  vaesdec %zmm@9, %zmm@19, %zmm@19
  vaesdec %zmm@10, %zmm@19, %zmm@19
  vaesdeclast %zmm@11, %zmm@19, %zmm@19
  vmovdqu8 %zmm@19, (%rdi) {%k1}
  subq %rsi, %rax
  jne L3
L2:
  vzeroupper
  retq
== hw_taes::arch::x86_64::vaes_avx512::crypt#11
  vbroadcasti32x4 240(%rdi), %zmm@0
  vbroadcasti32x4 256(%rdi), %zmm@1
  vbroadcasti32x4 272(%rdi), %zmm@2
  vbroadcasti32x4 288(%rdi), %zmm@3
  vbroadcasti32x4 304(%rdi), %zmm@4
  vbroadcasti32x4 336(%rdi), %zmm@5
  vbroadcasti32x4 352(%rdi), %zmm@6
  vbroadcasti32x4 368(%rdi), %zmm@7
  vbroadcasti32x4 384(%rdi), %zmm@8
  vbroadcasti32x4 400(%rdi), %zmm@9
  movq 80(%rdi), %rax
  movq 88(%rdi), %rdi
  bswapq %rax
  bswapq %rdi
  addq %rsi, %rdi
  adcq %rdx, %rax
  vmovq %rdi, %xmm@10
  vmovq %rax, %xmm@11
  vpunpcklqdq %xmm@11, %xmm@10, %xmm@10
  vshufi64x2 $0, %zmm@10, %zmm@10, %zmm@10
  movl %r8d, %eax
  andl $15, %eax
  movq %r8, %rdx
  shlq $4, %rdx
  andq $-256, %rdx
  je L0
  addq %rcx, %rdx
  vmovdqa64 C0(%rip), %zmm@11
  vmovdqa64 C1(%rip), %zmm@12
  vmovdqa64 C2(%rip), %zmm@13
  vpxor %xmm@14, %xmm@14, %xmm@14
  vmovdqa64 C3(%rip), %zmm@15
  vmovdqa64 C4(%rip), %zmm@16
  vmovdqa64 C5(%rip), %zmm@17
  vmovdqa64 C6(%rip), %zmm@18
  vbroadcasti32x4 C7(%rip), %zmm@19
  vmovdqa64 C8(%rip), %zmm@20
  vmovdqa64 C9(%rip), %zmm@21
  vmovdqa64 C10(%rip), %zmm@22
  movq %rcx, %rsi
L1:
  vpxord (%rsi), %zmm@0, %zmm@23
  vpxord 64(%rsi), %zmm@0, %zmm@24
  vpxord 128(%rsi), %zmm@0, %zmm@25
  vaesdec %zmm@1, %zmm@23, %zmm@23
  vaesdec %zmm@1, %zmm@24, %zmm@24
  vaesdec %zmm@1, %zmm@25, %zmm@25
  vaesdec %zmm@2, %zmm@23, %zmm@23
  vaesdec %zmm@2, %zmm@24, %zmm@24
  vaesdec %zmm@2, %zmm@25, %zmm@25
  vaesdec %zmm@3, %zmm@23, %zmm@23
  vaesdec %zmm@3, %zmm@24, %zmm@24
  vaesdec %zmm@3, %zmm@25, %zmm@25
  vaesdec %zmm@4, %zmm@23, %zmm@26
  vaesdec %zmm@4, %zmm@24, %zmm@24
  vmovdqa64 %zmm@10, %zmm@23
  vaesdec %zmm@4, %zmm@25, %zmm@10
  vpaddq %zmm@11, %zmm@23, %zmm@25
  vpcmpltuq %zmm@11, %zmm@25, %k0
  kmovd %k0, %edi
  addb %dil, %dil
  kmovd %edi, %k1
  vpaddq %zmm@12, %zmm@23, %zmm@25 {%k1}
  vpshufb %zmm@13, %zmm@25, %zmm@25
  vaesenclast %zmm@14, %zmm@25, %zmm@25
  vaesdec %zmm@14, %zmm@25, %zmm@25
  vaesdec %zmm@25, %zmm@26, %zmm@25
  vpaddq %zmm@15, %zmm@23, %zmm@26
  vpcmpltuq %zmm@15, %zmm@26, %k0
  kmovd %k0, %edi
  addb %dil, %dil
  kmovd %edi, %k1
  vpaddq %zmm@16, %zmm@23, %zmm@26 {%k1}
  vpshufb %zmm@13, %zmm@26, %zmm@26
  vaesenclast %zmm@14, %zmm@26, %zmm@26
  vaesdec %zmm@14, %zmm@26, %zmm@26
  vaesdec %zmm@26, %zmm@24, %zmm@24
  vpaddq %zmm@17, %zmm@23, %zmm@26
  vpcmpltuq %zmm@17, %zmm@26, %k0
  kmovd %k0, %edi
  addb %dil, %dil
  kmovd %edi, %k1
  vpaddq %zmm@18, %zmm@23, %zmm@26 {%k1}
  vpshufb %zmm@13, %zmm@26, %zmm@26
  vaesenclast %zmm@14, %zmm@26, %zmm@26
  vaesdec %zmm@14, %zmm@26, %zmm@26
  vaesdec %zmm@26, %zmm@10, %zmm@26
  vpaddq %zmm@19, %zmm@23, %zmm@10
  vpcmpltuq %zmm@19, %zmm@10, %k0
  kmovd %k0, %edi
  vaesdec %zmm@5, %zmm@25, %zmm@25
  vaesdec %zmm@6, %zmm@25, %zmm@25
  vaesdec %zmm@7, %zmm@25, %zmm@25
  vaesdec %zmm@8, %zmm@25, %zmm@25
  vaesdeclast %zmm@9, %zmm@25, %zmm@25
  vmovdqu64 %zmm@25, (%rsi)
  vpaddq %zmm@21, %zmm@23, %zmm@25
  vpcmpltuq %zmm@21, %zmm@25, %k0
  kmovd %k0, %r9d
  addb %r9b, %r9b
  kmovd %r9d, %k1
  vaesdec %zmm@5, %zmm@24, %zmm@24
  vaesdec %zmm@5, %zmm@26, %zmm@26
  vaesdec %zmm@6, %zmm@24, %zmm@24
  vaesdec %zmm@6, %zmm@26, %zmm@26
  vaesdec %zmm@7, %zmm@24, %zmm@24
  vaesdec %zmm@7, %zmm@26, %zmm@26
  vaesdec %zmm@8, %zmm@24, %zmm@24
  vaesdec %zmm@8, %zmm@26, %zmm@26
  vaesdeclast %zmm@9, %zmm@24, %zmm@24
  vaesdeclast %zmm@9, %zmm@26, %zmm@26
  vmovdqu64 %zmm@24, 64(%rsi)
  vmovdqu64 %zmm@26, 128(%rsi)
  vpxord 192(%rsi), %zmm@0, %zmm@24
  vaesdec %zmm@1, %zmm@24, %zmm@24
  vaesdec %zmm@2, %zmm@24, %zmm@24
  addb %dil, %dil
  vaesdec %zmm@3, %zmm@24, %zmm@24
  vpaddq %zmm@22, %zmm@23, %zmm@25 {%k1}
  kmovd %edi, %k1
  vaesdec %zmm@4, %zmm@24, %zmm@24
  vpshufb %zmm@13, %zmm@25, %zmm@25
  vaesenclast %zmm@14, %zmm@25, %zmm@25
  vaesdec %zmm@14, %zmm@25, %zmm@25
  vaesdec %zmm@25, %zmm@24, %zmm@24
  vaesdec %zmm@5, %zmm@24, %zmm@24
  vaesdec %zmm@6, %zmm@24, %zmm@24
  vaesdec %zmm@7, %zmm@24, %zmm@24
  vaesdec %zmm@8, %zmm@24, %zmm@24
  vaesdeclast %zmm@9, %zmm@24, %zmm@24
  vpaddq %zmm@20, %zmm@23, %zmm@10 {%k1}
  vmovdqu64 %zmm@24, 192(%rsi)
  addq $256, %rsi
  cmpq %rdx, %rsi
  jne L1
L0:
  testq %rax, %rax
  je L2
  movabsq $576460752303423472, %rdx
  andq %rdx, %r8
  shlq $4, %r8
  addq %r8, %rcx
  movq $-1, %rdx
  vmovdqa64 C0(%rip), %zmm@11
  vbroadcasti32x4 C11(%rip), %zmm@12
  vmovdqa64 C1(%rip), %zmm@13
  vmovdqa64 C2(%rip), %zmm@14
  vpxor %xmm@15, %xmm@15, %xmm@15
  vmovdqa64 C12(%rip), %zmm@16
L3:
  cmpq $4, %rax
  movl $4, %esi
  cmovbq %rax, %rsi
  movq %rcx, %rdi
  movl %esi, %ecx
  shll $4, %ecx
  movq $-1, %r8
  shlq %cl, %r8
  cmpq $4, %rax
  notq %r8
  cmovaeq %rdx, %r8
  vmovdqa64 %zmm@10, %zmm@17
  addq %rdi, %rcx
  vpaddq %zmm@11, %zmm@10, %zmm@18
  vpcmpltuq %zmm@11, %zmm@18, %k0
  kmovd %k0, %r9d
  addb %r9b, %r9b
  vpaddq %zmm@12, %zmm@10, %zmm@10
  vpcmpltuq %zmm@12, %zmm@10, %k0
  kmovd %k0, %r10d
  kmovq %r8, %k1
  vmovdqu8 (%rdi), %zmm@19 {%k1} {z}
  vpxord %zmm@19, %zmm@0, %zmm@19
  vaesdec %zmm@1, %zmm@19, %zmm@19
  vaesdec %zmm@2, %zmm@19, %zmm@19
  vaesdec %zmm@3, %zmm@19, %zmm@19
  vaesdec %zmm@4, %zmm@19, %zmm@19
  addb %r10b, %r10b
  kmovd %r9d, %k2
  vpaddq %zmm@13, %zmm@17, %zmm@18 {%k2}
  vpshufb %zmm@14, %zmm@18, %zmm@18
  vaesenclast %zmm@15, %zmm@18, %zmm@18
  vaesdec %zmm@15, %zmm@18, %zmm@18
  vaesdec %zmm@18, %zmm@19, %zmm@18
  kmovd %r10d, %k2
  vpaddq %zmm@16, %zmm@17, %zmm@10 {%k2}
  vaesdec %zmm@5, %zmm@18, %zmm@17
  vaesdec %zmm@6, %zmm@17, %zmm@17
  vaesdec %zmm@7, %zmm@17, %zmm@17
  vaesdec %zmm@8, %zmm@17, %zmm@17
  vaesdeclast %zmm@9, %zmm@17, %zmm@17
  vmovdqu8 %zmm@17, (%rdi) {%k1}
  subq %rsi, %rax
  jne L3
L2:
  vzeroupper
  retq
