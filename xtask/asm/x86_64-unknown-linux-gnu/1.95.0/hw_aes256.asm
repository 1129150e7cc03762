== hw_aes256::arch::x86_64::aesni_clmul::ctr128_xor#0
  pushq %rbp
  pushq %r15
  pushq %r14
  pushq %r13
  pushq %r12
  pushq %rbx
  subq $312, %rsp
  movq %rcx, %r14
  movq %rdi, 264(%rsp)
  movq (%rdx), %rdi
  movq 8(%rdx), %rdx
  bswapq %rdi
  bswapq %rdx
  movl %r8d, %r13d
  andl $127, %r13d
  movabsq $9223372036854775680, %rax
  andq %r8, %rax
  je L0
  movaps (%rsi), %xmm@0
  movaps %xmm@0, (%rsp)
  movaps 16(%rsi), %xmm@0
  movaps %xmm@0, 48(%rsp)
  movaps 32(%rsi), %xmm@0
  movaps %xmm@0, 32(%rsp)
  movaps 48(%rsi), %xmm@0
  movaps %xmm@0, 16(%rsp)
  movaps 224(%rsi), %xmm@0
  movaps %xmm@0, 240(%rsp)
  movaps 64(%rsi), %xmm@0
  movaps %xmm@0, 112(%rsp)
  movaps 80(%rsi), %xmm@0
  movaps %xmm@0, 96(%rsp)
  movaps 96(%rsi), %xmm@0
  movaps %xmm@0, 80(%rsp)
  movaps 112(%rsi), %xmm@0
  movaps %xmm@0, 64(%rsp)
  movaps 128(%rsi), %xmm@0
  movaps %xmm@0, 224(%rsp)
  movaps 144(%rsi), %xmm@0
  movaps %xmm@0, 208(%rsp)
  movaps 160(%rsi), %xmm@0
  movaps %xmm@0, 192(%rsp)
  movaps 176(%rsi), %xmm@0
  movaps %xmm@0, 176(%rsp)
  movaps 192(%rsi), %xmm@0
  movaps %xmm@0, 160(%rsp)
  movdqa 208(%rsi), %xmm@0
  movdqa %xmm@0, 144(%rsp)
  xorl %ecx, %ecx
  movq %rdx, %rbp
  movq %rdi, %rbx
  movdqa 224(%rsp), %xmm@1
  movdqa 208(%rsp), %xmm@2
  movdqa 192(%rsp), %xmm@3
  movdqa 176(%rsp), %xmm@4
  movdqa 160(%rsp), %xmm@5
  movdqa 144(%rsp), %xmm@6
L1:
  movq %rdi, %r10
  bswapq %r10
  movq %rdx, %r9
  movq %rdx, %r11
  bswapq %r9
  addq $1, %r11
  movq %rdi, %r8
  adcq $0, %r8
  bswapq %r11
  movq %r9, %xmm@7
  movq %rdx, %r15
  addq $2, %r15
  movq %rdi, %r9
  movq %r10, %xmm@0
  adcq $0, %r9
  bswapq %r8
  bswapq %r15
  movq %rdx, %r12
  movq %r11, %xmm@8
  addq $3, %r12
  movq %rdi, %r11
  bswapq %r9
  adcq $0, %r11
  bswapq %r11
  punpcklqdq %xmm@7, %xmm@0
  bswapq %r12
  movq %r8, %xmm@9
  movq %r15, %xmm@7
  movq %rdx, %r15
  addq $4, %r15
  movq %r9, %xmm@10
  movq %rdi, %r10
  adcq $0, %r10
  movq %r11, %xmm@11
  movq %r12, %xmm@12
  bswapq %r15
  punpcklqdq %xmm@8, %xmm@9
  movq %rdx, %r11
  addq $5, %r11
  bswapq %r10
  movq %rdi, %r8
  adcq $0, %r8
  punpcklqdq %xmm@7, %xmm@10
  punpcklqdq %xmm@12, %xmm@11
  bswapq %r11
  movq %r15, %xmm@7
  movq %rdx, %r15
  addq $6, %r15
  bswapq %r8
  movq %rdi, %r9
  adcq $0, %r9
  movq %r10, %xmm@12
  bswapq %r15
  bswapq %r9
  movq %r11, %xmm@8
  movq %r15, %xmm@13
  movdqa (%rsp), %xmm@14
  pxor %xmm@14, %xmm@0
  punpcklqdq %xmm@7, %xmm@12
  pxor %xmm@14, %xmm@9
  movdqa 48(%rsp), %xmm@15
  aesenc %xmm@15, %xmm@0
  movq %r8, %xmm@7
  pxor %xmm@14, %xmm@10
  aesenc %xmm@15, %xmm@9
  punpcklqdq %xmm@8, %xmm@7
  pxor %xmm@14, %xmm@11
  aesenc %xmm@15, %xmm@10
  movq %r9, %xmm@8
  aesenc %xmm@15, %xmm@11
  movdqa 32(%rsp), %xmm@14
  aesenc %xmm@14, %xmm@0
  aesenc %xmm@14, %xmm@9
  aesenc %xmm@14, %xmm@10
  aesenc %xmm@14, %xmm@11
  movdqa 16(%rsp), %xmm@14
  aesenc %xmm@14, %xmm@0
  aesenc %xmm@14, %xmm@9
  aesenc %xmm@14, %xmm@10
  aesenc %xmm@14, %xmm@11
  movdqa 112(%rsp), %xmm@14
  aesenc %xmm@14, %xmm@0
  aesenc %xmm@14, %xmm@9
  aesenc %xmm@14, %xmm@10
  aesenc %xmm@14, %xmm@11
  movdqa 96(%rsp), %xmm@14
  aesenc %xmm@14, %xmm@0
  aesenc %xmm@14, %xmm@9
  aesenc %xmm@14, %xmm@10
  aesenc %xmm@14, %xmm@11
  movdqa 80(%rsp), %xmm@14
  aesenc %xmm@14, %xmm@0
  aesenc %xmm@14, %xmm@9
  aesenc %xmm@14, %xmm@10
  aesenc %xmm@14, %xmm@11
  movdqa 64(%rsp), %xmm@14
  aesenc %xmm@14, %xmm@0
  aesenc %xmm@14, %xmm@9
  aesenc %xmm@14, %xmm@10
  aesenc %xmm@14, %xmm@11
  aesenc %xmm@1, %xmm@0
  aesenc %xmm@1, %xmm@9
  aesenc %xmm@1, %xmm@10
  aesenc %xmm@1, %xmm@11
  aesenc %xmm@2, %xmm@0
  aesenc %xmm@2, %xmm@9
  aesenc %xmm@2, %xmm@10
  aesenc %xmm@2, %xmm@11
  aesenc %xmm@3, %xmm@0
  aesenc %xmm@3, %xmm@9
  aesenc %xmm@3, %xmm@10
  aesenc %xmm@3, %xmm@11
  aesenc %xmm@4, %xmm@0
  aesenc %xmm@4, %xmm@9
  aesenc %xmm@4, %xmm@10
  aesenc %xmm@4, %xmm@11
  aesenc %xmm@5, %xmm@0
  aesenc %xmm@5, %xmm@9
  aesenc %xmm@5, %xmm@10
  aesenc %xmm@5, %xmm@11
  aesenc %xmm@6, %xmm@0
  aesenc %xmm@6, %xmm@9
  aesenc %xmm@6, %xmm@10
  punpcklqdq %xmm@13, %xmm@8
  movdqu (%r14,%rcx), %xmm@14
  movdqa 240(%rsp), %xmm@13
  aesenclast %xmm@13, %xmm@0
  pxor %xmm@0, %xmm@14
  movdqu 16(%r14,%rcx), %xmm@15
  aesenclast %xmm@13, %xmm@9
  pxor %xmm@9, %xmm@15
  movdqu 32(%r14,%rcx), %xmm@9
  aesenclast %xmm@13, %xmm@10
  pxor %xmm@10, %xmm@9
  movdqu 48(%r14,%rcx), %xmm@0
  aesenc %xmm@6, %xmm@11
  movdqu %xmm@14, (%r14,%rcx)
  aesenclast %xmm@13, %xmm@11
  pxor %xmm@11, %xmm@0
  movdqu %xmm@15, 16(%r14,%rcx)
  movdqa (%rsp), %xmm@11
  pxor %xmm@11, %xmm@12
  pxor %xmm@11, %xmm@7
  pxor %xmm@11, %xmm@8
  movdqa 48(%rsp), %xmm@11
  aesenc %xmm@11, %xmm@12
  aesenc %xmm@11, %xmm@7
  movdqa 32(%rsp), %xmm@10
  aesenc %xmm@10, %xmm@12
  aesenc %xmm@11, %xmm@8
  aesenc %xmm@10, %xmm@7
  aesenc %xmm@10, %xmm@8
  movdqa 16(%rsp), %xmm@11
  aesenc %xmm@11, %xmm@12
  aesenc %xmm@11, %xmm@7
  aesenc %xmm@11, %xmm@8
  movdqa 112(%rsp), %xmm@15
  aesenc %xmm@15, %xmm@12
  aesenc %xmm@15, %xmm@7
  aesenc %xmm@15, %xmm@8
  movdqa 96(%rsp), %xmm@14
  aesenc %xmm@14, %xmm@12
  aesenc %xmm@14, %xmm@7
  aesenc %xmm@14, %xmm@8
  movdqa 80(%rsp), %xmm@10
  aesenc %xmm@10, %xmm@12
  aesenc %xmm@10, %xmm@7
  aesenc %xmm@10, %xmm@8
  movdqa 64(%rsp), %xmm@11
  aesenc %xmm@11, %xmm@12
  aesenc %xmm@11, %xmm@7
  aesenc %xmm@11, %xmm@8
  aesenc %xmm@1, %xmm@12
  aesenc %xmm@1, %xmm@7
  aesenc %xmm@1, %xmm@8
  aesenc %xmm@2, %xmm@12
  aesenc %xmm@2, %xmm@7
  aesenc %xmm@2, %xmm@8
  aesenc %xmm@3, %xmm@12
  aesenc %xmm@3, %xmm@7
  aesenc %xmm@3, %xmm@8
  aesenc %xmm@4, %xmm@12
  aesenc %xmm@4, %xmm@7
  aesenc %xmm@4, %xmm@8
  aesenc %xmm@5, %xmm@12
  aesenc %xmm@5, %xmm@7
  aesenc %xmm@5, %xmm@8
  aesenc %xmm@6, %xmm@12
  aesenc %xmm@6, %xmm@7
  movdqu %xmm@9, 32(%r14,%rcx)
  addq $8, %rbp
  aesenc %xmm@6, %xmm@8
  adcq $0, %rbx
  aesenclast %xmm@13, %xmm@12
  aesenclast %xmm@13, %xmm@7
  movdqu %xmm@0, 48(%r14,%rcx)
  movdqu 64(%r14,%rcx), %xmm@0
  pxor %xmm@12, %xmm@0
  aesenclast %xmm@13, %xmm@8
  movdqu %xmm@0, 64(%r14,%rcx)
  addq $7, %rdx
  adcq $0, %rdi
  movdqu 80(%r14,%rcx), %xmm@0
  pxor %xmm@7, %xmm@0
  bswapq %rdi
  movdqu %xmm@0, 80(%r14,%rcx)
  movdqu 96(%r14,%rcx), %xmm@0
  bswapq %rdx
  pxor %xmm@8, %xmm@0
  movq %rdi, %xmm@7
  movq %rdx, %xmm@8
  punpcklqdq %xmm@8, %xmm@7
  pxor (%rsp), %xmm@7
  aesenc 48(%rsp), %xmm@7
  aesenc 32(%rsp), %xmm@7
  aesenc 16(%rsp), %xmm@7
  aesenc %xmm@15, %xmm@7
  aesenc %xmm@14, %xmm@7
  aesenc %xmm@10, %xmm@7
  aesenc %xmm@11, %xmm@7
  aesenc %xmm@1, %xmm@7
  aesenc %xmm@2, %xmm@7
  aesenc %xmm@3, %xmm@7
  aesenc %xmm@4, %xmm@7
  aesenc %xmm@5, %xmm@7
  aesenc %xmm@6, %xmm@7
  aesenclast %xmm@13, %xmm@7
  movdqu %xmm@0, 96(%r14,%rcx)
  movdqu 112(%r14,%rcx), %xmm@0
  pxor %xmm@7, %xmm@0
  movdqu %xmm@0, 112(%r14,%rcx)
  subq $-128, %rcx
  movq %rbp, %rdx
  movq %rbx, %rdi
  cmpq %rcx, %rax
  jne L1
  testq %r13, %r13
  jne L2
  jmp L3
L0:
  movq %rdx, %rbp
  movq %rdi, %rbx
  testq %r13, %r13
  je L3
L2:
  addq %rax, %r14
  movdqa (%rsi), %xmm@0
  movdqa %xmm@0, 48(%rsp)
  movdqa 16(%rsi), %xmm@8
  movdqa 32(%rsi), %xmm@11
  movdqa 48(%rsi), %xmm@9
  movdqa 64(%rsi), %xmm@10
  movdqa 80(%rsi), %xmm@14
  movdqa 96(%rsi), %xmm@15
  movdqa 112(%rsi), %xmm@6
  movdqa 128(%rsi), %xmm@5
  movdqa 144(%rsi), %xmm@4
  movdqa 160(%rsi), %xmm@3
  movdqa 176(%rsi), %xmm@13
  movdqa 192(%rsi), %xmm@2
  movdqa 208(%rsi), %xmm@1
  movdqa 224(%rsi), %xmm@12
  movdqa %xmm@8, 16(%rsp)
  movdqa %xmm@11, 112(%rsp)
  movdqa %xmm@9, 96(%rsp)
  movdqa %xmm@10, 80(%rsp)
  movdqa %xmm@14, 64(%rsp)
  movdqa %xmm@15, 240(%rsp)
  movdqa %xmm@6, 224(%rsp)
  movdqa %xmm@5, 208(%rsp)
  movdqa %xmm@4, 192(%rsp)
  movdqa %xmm@3, 176(%rsp)
  movdqa %xmm@13, 160(%rsp)
  movdqa %xmm@2, 144(%rsp)
  movdqa %xmm@1, 288(%rsp)
  movdqa %xmm@12, 272(%rsp)
  jmp L4
L5:
  movdqu (%r14), %xmm@0
  pxor (%rsp), %xmm@0
  movdqu %xmm@0, (%r14)
  addq %r12, %r14
  subq %r12, %r13
  je L3
L4:
  movq %rbx, %rax
  bswapq %rax
  movq %rbp, %rcx
  bswapq %rcx
  movq %rcx, %xmm@0
  movq %rax, %xmm@7
  punpcklqdq %xmm@0, %xmm@7
  cmpq $16, %r13
  movl $16, %r12d
  cmovbq %r13, %r12
  pxor 48(%rsp), %xmm@7
  aesenc %xmm@8, %xmm@7
  aesenc %xmm@11, %xmm@7
  aesenc %xmm@9, %xmm@7
  aesenc %xmm@10, %xmm@7
  aesenc %xmm@14, %xmm@7
  aesenc %xmm@15, %xmm@7
  aesenc %xmm@6, %xmm@7
  aesenc %xmm@5, %xmm@7
  aesenc %xmm@4, %xmm@7
  aesenc %xmm@3, %xmm@7
  aesenc %xmm@13, %xmm@7
  aesenc %xmm@2, %xmm@7
  aesenc %xmm@1, %xmm@7
  aesenclast %xmm@12, %xmm@7
  movdqa %xmm@7, (%rsp)
  addq $1, %rbp
  adcq $0, %rbx
  cmpq $15, %r13
  ja L5
  movl $16, %edx
  subq %r12, %rdx
  leaq (%rsp,%r12), %rdi
  addq $128, %rdi
  xorl %esi, %esi
  callq *memset@GOTPCREL(%rip)
  movq %rbx, 32(%rsp)
  movq %rbp, %rbx
  movq %r13, %rbp
  leaq 128(%rsp), %r13
  movq %r13, %rdi
  movq %r14, %rsi
  movq %r12, %rdx
  movq memcpy@GOTPCREL(%rip), %r15
  callq *%r15
  movdqa (%rsp), %xmm@0
  pxor 128(%rsp), %xmm@0
  movdqa %xmm@0, 128(%rsp)
  movq %r14, %rdi
  movq %r13, %rsi
  movq %r12, %rdx
  callq *%r15
  movdqa 272(%rsp), %xmm@12
  movdqa 288(%rsp), %xmm@1
  movdqa 144(%rsp), %xmm@2
  movdqa 160(%rsp), %xmm@13
  movdqa 176(%rsp), %xmm@3
  movdqa 192(%rsp), %xmm@4
  movdqa 208(%rsp), %xmm@5
  movdqa 224(%rsp), %xmm@6
  movdqa 240(%rsp), %xmm@15
  movdqa 64(%rsp), %xmm@14
  movdqa 80(%rsp), %xmm@10
  movdqa 96(%rsp), %xmm@9
  movdqa 112(%rsp), %xmm@11
  movdqa 16(%rsp), %xmm@8
  pxor %xmm@0, %xmm@0
  movdqa %xmm@0, 128(%rsp)
  movq %rbp, %r13
  movq %rbx, %rbp
  movq 32(%rsp), %rbx
  addq %r12, %r14
  subq %r12, %r13
  jne L4
L3:
  bswapq %rbx
  bswapq %rbp
  movq 264(%rsp), %rax
  movq %rbp, 8(%rax)
  movq %rbx, (%rax)
  addq $312, %rsp
  popq %rbx
  popq %r12
  popq %r13
  popq %r14
  popq %r15
  popq %rbp
  retq
== hw_aes256::arch::x86_64::aesni_clmul::ctr32_xor#0
  pushq %rbp
  pushq %r15
  pushq %r14
  pushq %r13
  pushq %r12
  pushq %rbx
  subq $312, %rsp
  movq %rcx, %r14
  movq %rdi, 280(%rsp)
  movdqu (%rdx), %xmm@0
  pshufb C0(%rip), %xmm@0
  movl %r8d, %r13d
  andl $127, %r13d
  movabsq $9223372036854775680, %rax
  andq %r8, %rax
  je L0
  movaps (%rsi), %xmm@1
  movaps %xmm@1, 144(%rsp)
  movaps 16(%rsi), %xmm@1
  movaps %xmm@1, 256(%rsp)
  movaps 32(%rsi), %xmm@1
  movaps %xmm@1, 240(%rsp)
  movaps 48(%rsi), %xmm@1
  movaps %xmm@1, 16(%rsp)
  movaps 224(%rsi), %xmm@1
  movaps %xmm@1, 224(%rsp)
  movaps 64(%rsi), %xmm@1
  movaps %xmm@1, 208(%rsp)
  movaps 80(%rsi), %xmm@1
  movaps %xmm@1, 192(%rsp)
  movaps 96(%rsi), %xmm@1
  movaps %xmm@1, 128(%rsp)
  movaps 112(%rsi), %xmm@1
  movaps %xmm@1, 112(%rsp)
  movaps 128(%rsi), %xmm@1
  movaps %xmm@1, 176(%rsp)
  movaps 144(%rsi), %xmm@1
  movaps %xmm@1, 96(%rsp)
  movaps 160(%rsi), %xmm@1
  movaps %xmm@1, 80(%rsp)
  movaps 176(%rsi), %xmm@1
  movaps %xmm@1, 64(%rsp)
  movaps 192(%rsi), %xmm@1
  movaps %xmm@1, 48(%rsp)
  movdqa 208(%rsi), %xmm@1
  movdqa %xmm@1, 32(%rsp)
  xorl %ecx, %ecx
  movdqa 224(%rsp), %xmm@2
  movdqa 112(%rsp), %xmm@3
L1:
  movdqa %xmm@0, (%rsp)
  movdqa %xmm@0, %xmm@4
  movdqa (%rsp), %xmm@0
  movdqa C0(%rip), %xmm@5
  pshufb %xmm@5, %xmm@4
  paddd C1(%rip), %xmm@0
  movdqa (%rsp), %xmm@1
  paddd C2(%rip), %xmm@1
  pshufb %xmm@5, %xmm@0
  pshufb %xmm@5, %xmm@1
  movdqa (%rsp), %xmm@6
  paddd C3(%rip), %xmm@6
  pshufb %xmm@5, %xmm@6
  movdqa 144(%rsp), %xmm@7
  pxor %xmm@7, %xmm@4
  pxor %xmm@7, %xmm@0
  pxor %xmm@7, %xmm@1
  pxor %xmm@7, %xmm@6
  movdqa 256(%rsp), %xmm@8
  aesenc %xmm@8, %xmm@4
  aesenc %xmm@8, %xmm@0
  aesenc %xmm@8, %xmm@1
  aesenc %xmm@8, %xmm@6
  movdqa 240(%rsp), %xmm@9
  aesenc %xmm@9, %xmm@4
  aesenc %xmm@9, %xmm@0
  aesenc %xmm@9, %xmm@1
  aesenc %xmm@9, %xmm@6
  movdqa 16(%rsp), %xmm@10
  aesenc %xmm@10, %xmm@4
  aesenc %xmm@10, %xmm@0
  aesenc %xmm@10, %xmm@1
  aesenc %xmm@10, %xmm@6
  movdqa 208(%rsp), %xmm@11
  aesenc %xmm@11, %xmm@4
  aesenc %xmm@11, %xmm@0
  aesenc %xmm@11, %xmm@1
  aesenc %xmm@11, %xmm@6
  movdqa 192(%rsp), %xmm@12
  aesenc %xmm@12, %xmm@4
  aesenc %xmm@12, %xmm@0
  aesenc %xmm@12, %xmm@1
  aesenc %xmm@12, %xmm@6
  movdqa 128(%rsp), %xmm@10
  aesenc %xmm@10, %xmm@4
  aesenc %xmm@10, %xmm@0
  aesenc %xmm@10, %xmm@1
  aesenc %xmm@10, %xmm@6
  movdqa 112(%rsp), %xmm@10
  aesenc %xmm@10, %xmm@4
  aesenc %xmm@10, %xmm@0
  aesenc %xmm@10, %xmm@1
  aesenc %xmm@10, %xmm@6
  movdqa 176(%rsp), %xmm@13
  aesenc %xmm@13, %xmm@4
  aesenc %xmm@13, %xmm@0
  aesenc %xmm@13, %xmm@1
  aesenc %xmm@13, %xmm@6
  movdqa 96(%rsp), %xmm@10
  aesenc %xmm@10, %xmm@4
  aesenc %xmm@10, %xmm@0
  aesenc %xmm@10, %xmm@1
  aesenc %xmm@10, %xmm@6
  movdqa 80(%rsp), %xmm@10
  aesenc %xmm@10, %xmm@4
  aesenc %xmm@10, %xmm@0
  aesenc %xmm@10, %xmm@1
  aesenc %xmm@10, %xmm@6
  movdqa 64(%rsp), %xmm@14
  aesenc %xmm@14, %xmm@4
  aesenc %xmm@14, %xmm@0
  aesenc %xmm@14, %xmm@1
  aesenc %xmm@14, %xmm@6
  movdqa 48(%rsp), %xmm@10
  aesenc %xmm@10, %xmm@4
  aesenc %xmm@10, %xmm@0
  aesenc %xmm@10, %xmm@1
  aesenc %xmm@10, %xmm@6
  movdqa 32(%rsp), %xmm@10
  aesenc %xmm@10, %xmm@4
  aesenc %xmm@10, %xmm@0
  aesenc %xmm@10, %xmm@1
  aesenc %xmm@10, %xmm@6
  movdqu (%r14,%rcx), %xmm@10
  aesenclast %xmm@2, %xmm@4
  pxor %xmm@4, %xmm@10
  movdqu 16(%r14,%rcx), %xmm@4
  aesenclast %xmm@2, %xmm@0
  pxor %xmm@0, %xmm@4
  movdqu 32(%r14,%rcx), %xmm@0
  aesenclast %xmm@2, %xmm@1
  pxor %xmm@1, %xmm@0
  movdqu 48(%r14,%rcx), %xmm@1
  aesenclast %xmm@2, %xmm@6
  pxor %xmm@6, %xmm@1
  movdqu %xmm@10, (%r14,%rcx)
  movdqu %xmm@4, 16(%r14,%rcx)
  movdqa (%rsp), %xmm@4
  paddd C4(%rip), %xmm@4
  movdqa %xmm@5, %xmm@10
  pshufb %xmm@5, %xmm@4
  movdqu %xmm@0, 32(%r14,%rcx)
  movdqa (%rsp), %xmm@0
  movdqa %xmm@0, %xmm@6
  movdqa %xmm@7, %xmm@15
  pxor %xmm@7, %xmm@4
  movdqa %xmm@8, %xmm@7
  aesenc %xmm@8, %xmm@4
  paddd C5(%rip), %xmm@6
  movdqa %xmm@9, %xmm@5
  aesenc %xmm@9, %xmm@4
  movdqa 16(%rsp), %xmm@8
  aesenc %xmm@8, %xmm@4
  aesenc %xmm@11, %xmm@4
  movdqa %xmm@12, %xmm@9
  aesenc %xmm@12, %xmm@4
  movdqa 128(%rsp), %xmm@12
  aesenc %xmm@12, %xmm@4
  aesenc %xmm@3, %xmm@4
  aesenc %xmm@13, %xmm@4
  aesenc 96(%rsp), %xmm@4
  aesenc 80(%rsp), %xmm@4
  aesenc %xmm@14, %xmm@4
  movdqa 48(%rsp), %xmm@14
  aesenc %xmm@14, %xmm@4
  aesenc 32(%rsp), %xmm@4
  pshufb %xmm@10, %xmm@6
  aesenclast %xmm@2, %xmm@4
  movdqu %xmm@1, 48(%r14,%rcx)
  movdqu 64(%r14,%rcx), %xmm@10
  pxor %xmm@4, %xmm@10
  movdqa %xmm@0, %xmm@1
  paddd C6(%rip), %xmm@1
  pxor %xmm@15, %xmm@6
  aesenc %xmm@7, %xmm@6
  pshufb C0(%rip), %xmm@1
  aesenc %xmm@5, %xmm@6
  aesenc %xmm@8, %xmm@6
  movdqa %xmm@11, %xmm@8
  aesenc %xmm@11, %xmm@6
  aesenc %xmm@9, %xmm@6
  movdqa %xmm@9, %xmm@15
  movdqa %xmm@12, %xmm@9
  aesenc %xmm@12, %xmm@6
  aesenc %xmm@3, %xmm@6
  aesenc %xmm@13, %xmm@6
  movdqa %xmm@13, %xmm@12
  movdqa 96(%rsp), %xmm@13
  aesenc %xmm@13, %xmm@6
  movdqa 80(%rsp), %xmm@11
  aesenc %xmm@11, %xmm@6
  aesenc 64(%rsp), %xmm@6
  aesenc %xmm@14, %xmm@6
  movdqa 32(%rsp), %xmm@14
  aesenc %xmm@14, %xmm@6
  aesenclast %xmm@2, %xmm@6
  movdqu %xmm@10, 64(%r14,%rcx)
  movdqu 80(%r14,%rcx), %xmm@4
  pxor %xmm@6, %xmm@4
  movdqa %xmm@0, %xmm@6
  movdqa 144(%rsp), %xmm@10
  pxor %xmm@10, %xmm@1
  paddd C7(%rip), %xmm@6
  aesenc %xmm@7, %xmm@1
  aesenc %xmm@5, %xmm@1
  pshufb C0(%rip), %xmm@6
  pxor %xmm@10, %xmm@6
  movdqa 16(%rsp), %xmm@10
  aesenc %xmm@10, %xmm@1
  aesenc %xmm@7, %xmm@6
  aesenc %xmm@8, %xmm@1
  aesenc %xmm@5, %xmm@6
  aesenc %xmm@15, %xmm@1
  aesenc %xmm@10, %xmm@6
  aesenc %xmm@9, %xmm@1
  aesenc %xmm@8, %xmm@6
  aesenc %xmm@3, %xmm@1
  aesenc %xmm@15, %xmm@6
  aesenc %xmm@12, %xmm@1
  aesenc %xmm@9, %xmm@6
  aesenc %xmm@13, %xmm@1
  aesenc %xmm@3, %xmm@6
  aesenc %xmm@11, %xmm@1
  aesenc %xmm@12, %xmm@6
  movdqa 64(%rsp), %xmm@7
  aesenc %xmm@7, %xmm@1
  aesenc %xmm@13, %xmm@6
  movdqa 48(%rsp), %xmm@10
  aesenc %xmm@10, %xmm@1
  aesenc %xmm@11, %xmm@6
  aesenc %xmm@14, %xmm@1
  aesenc %xmm@7, %xmm@6
  aesenclast %xmm@2, %xmm@1
  movdqu %xmm@4, 80(%r14,%rcx)
  aesenc %xmm@10, %xmm@6
  movdqu 96(%r14,%rcx), %xmm@4
  pxor %xmm@1, %xmm@4
  aesenc %xmm@14, %xmm@6
  movdqu %xmm@4, 96(%r14,%rcx)
  aesenclast %xmm@2, %xmm@6
  movdqu 112(%r14,%rcx), %xmm@1
  pxor %xmm@6, %xmm@1
  movdqu %xmm@1, 112(%r14,%rcx)
  paddd C8(%rip), %xmm@0
  subq $-128, %rcx
  cmpq %rcx, %rax
  jne L1
L0:
  testq %r13, %r13
  je L2
  addq %rax, %r14
  movdqa (%rsi), %xmm@6
  movdqa 16(%rsi), %xmm@4
  movdqa 32(%rsi), %xmm@10
  movdqa 48(%rsi), %xmm@8
  movdqa 64(%rsi), %xmm@7
  movdqa 80(%rsi), %xmm@5
  movdqa 96(%rsi), %xmm@9
  movdqa 112(%rsi), %xmm@15
  movdqa 128(%rsi), %xmm@14
  movdqa 144(%rsi), %xmm@11
  movdqa 160(%rsi), %xmm@12
  movdqa 176(%rsi), %xmm@2
  movdqa 192(%rsi), %xmm@3
  movdqa 208(%rsi), %xmm@13
  movdqa 224(%rsi), %xmm@1
  movdqa %xmm@1, 96(%rsp)
  movq memset@GOTPCREL(%rip), %rbp
  leaq 160(%rsp), %r15
  movq memcpy@GOTPCREL(%rip), %rbx
  movdqa %xmm@6, 80(%rsp)
  movdqa %xmm@4, 64(%rsp)
  movdqa %xmm@10, 48(%rsp)
  movdqa %xmm@8, 32(%rsp)
  movdqa %xmm@7, 144(%rsp)
  movdqa %xmm@5, 128(%rsp)
  movdqa %xmm@9, 112(%rsp)
  movdqa %xmm@15, 256(%rsp)
  movdqa %xmm@14, 240(%rsp)
  movdqa %xmm@11, 224(%rsp)
  movdqa %xmm@12, 208(%rsp)
  movdqa %xmm@2, 192(%rsp)
  movdqa %xmm@3, 176(%rsp)
  movdqa %xmm@13, 288(%rsp)
  jmp L3
L4:
  movdqu (%r14), %xmm@1
  pxor 16(%rsp), %xmm@1
  movdqu %xmm@1, (%r14)
  addq %r12, %r14
  paddd C1(%rip), %xmm@0
  subq %r12, %r13
  je L2
L3:
  movdqa %xmm@0, %xmm@1
  pshufb C0(%rip), %xmm@1
  pxor %xmm@6, %xmm@1
  aesenc %xmm@4, %xmm@1
  aesenc %xmm@10, %xmm@1
  aesenc %xmm@8, %xmm@1
  aesenc %xmm@7, %xmm@1
  aesenc %xmm@5, %xmm@1
  aesenc %xmm@9, %xmm@1
  aesenc %xmm@15, %xmm@1
  aesenc %xmm@14, %xmm@1
  aesenc %xmm@11, %xmm@1
  aesenc %xmm@12, %xmm@1
  aesenc %xmm@2, %xmm@1
  aesenc %xmm@3, %xmm@1
  aesenc %xmm@13, %xmm@1
  aesenclast 96(%rsp), %xmm@1
  movdqa %xmm@1, 16(%rsp)
  cmpq $16, %r13
  movl $16, %r12d
  cmovbq %r13, %r12
  jae L4
  movl $16, %edx
  subq %r12, %rdx
  leaq (%rsp,%r12), %rdi
  addq $160, %rdi
  xorl %esi, %esi
  movdqa %xmm@0, (%rsp)
  callq *%rbp
  movq %r15, %rdi
  movq %r14, %rsi
  movq %r12, %rdx
  callq *%rbx
  movdqa 16(%rsp), %xmm@1
  pxor 160(%rsp), %xmm@1
  movdqa %xmm@1, 160(%rsp)
  movq %r14, %rdi
  movq %r15, %rsi
  movq %r12, %rdx
  callq *%rbx
  movdqa 288(%rsp), %xmm@13
  movdqa 176(%rsp), %xmm@3
  movdqa 192(%rsp), %xmm@2
  movdqa 208(%rsp), %xmm@12
  movdqa 224(%rsp), %xmm@11
  movdqa 240(%rsp), %xmm@14
  movdqa 256(%rsp), %xmm@15
  movdqa 112(%rsp), %xmm@9
  movdqa 128(%rsp), %xmm@5
  movdqa 144(%rsp), %xmm@7
  movdqa 32(%rsp), %xmm@8
  movdqa 48(%rsp), %xmm@10
  movdqa 64(%rsp), %xmm@4
  movdqa 80(%rsp), %xmm@6
  movdqa (%rsp), %xmm@0
  pxor %xmm@1, %xmm@1
  movdqa %xmm@1, 160(%rsp)
  addq %r12, %r14
  paddd C1(%rip), %xmm@0
  subq %r12, %r13
  jne L3
L2:
  pshufb C0(%rip), %xmm@0
  movq 280(%rsp), %rax
  movdqu %xmm@0, (%rax)
  addq $312, %rsp
  popq %rbx
  popq %r12
  popq %r13
  popq %r14
  popq %r15
  popq %rbp
  retq
== hw_aes256::arch::x86_64::aesni_clmul::decrypt_blocks#0
  testq %rdx, %rdx
  je L0
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
  movdqa 208(%rdi), %xmm@13
  movdqa 224(%rdi), %xmm@14
  shlq $4, %rdx
  xorl %eax, %eax
L1:
  movdqu (%rsi,%rax), %xmm@15
  pxor %xmm@0, %xmm@15
  aesdec %xmm@1, %xmm@15
  aesdec %xmm@2, %xmm@15
  aesdec %xmm@3, %xmm@15
  aesdec %xmm@4, %xmm@15
  aesdec %xmm@5, %xmm@15
  aesdec %xmm@6, %xmm@15
  aesdec %xmm@7, %xmm@15
  aesdec %xmm@8, %xmm@15
  aesdec %xmm@9, %xmm@15
  aesdec %xmm@10, %xmm@15
  aesdec %xmm@11, %xmm@15
  aesdec %xmm@12, %xmm@15
  aesdec %xmm@13, %xmm@15
  aesdeclast %xmm@14, %xmm@15
  movdqu %xmm@15, (%rsi,%rax)
  addq $16, %rax
  cmpq %rax, %rdx
  jne L1
L0:
  retq
== hw_aes256::arch::x86_64::aesni_clmul::encrypt_blocks#0
  subq $120, %rsp
  movabsq $576460752303423480, %rax
  andq %rdx, %rax
  je L0
  movaps (%rdi), %xmm@0
  movaps %xmm@0, 96(%rsp)
  movaps 16(%rdi), %xmm@0
  movaps %xmm@0, 16(%rsp)
  movaps 32(%rdi), %xmm@0
  movaps %xmm@0, (%rsp)
  movaps 48(%rdi), %xmm@0
  movaps %xmm@0, 80(%rsp)
  movaps 224(%rdi), %xmm@0
  movaps %xmm@0, 64(%rsp)
  movaps 64(%rdi), %xmm@0
  movaps %xmm@0, -48(%rsp)
  movaps 80(%rdi), %xmm@0
  movaps %xmm@0, -16(%rsp)
  movaps 96(%rdi), %xmm@0
  movaps %xmm@0, -80(%rsp)
  movaps 112(%rdi), %xmm@0
  movaps %xmm@0, -32(%rsp)
  movaps 128(%rdi), %xmm@0
  movaps %xmm@0, -64(%rsp)
  movaps 144(%rdi), %xmm@0
  movaps %xmm@0, -128(%rsp)
  movaps 160(%rdi), %xmm@0
  movaps %xmm@0, -96(%rsp)
  movaps 176(%rdi), %xmm@0
  movaps %xmm@0, -112(%rsp)
  movaps 192(%rdi), %xmm@0
  movaps %xmm@0, 48(%rsp)
  movdqa 208(%rdi), %xmm@0
  movdqa %xmm@0, 32(%rsp)
  movq %rdx, %rcx
  andq $-8, %rcx
  negq %rcx
  movq %rsi, %r8
  movdqa 48(%rsp), %xmm@1
  movdqa 32(%rsp), %xmm@2
  movdqa 64(%rsp), %xmm@3
L1:
  movdqu (%r8), %xmm@4
  movdqu 16(%r8), %xmm@5
  movdqu 32(%r8), %xmm@6
  movdqu 48(%r8), %xmm@7
  movdqu 64(%r8), %xmm@8
  movdqu 80(%r8), %xmm@9
  movdqu 96(%r8), %xmm@10
  movdqa 96(%rsp), %xmm@0
  pxor %xmm@0, %xmm@4
  movdqa 16(%rsp), %xmm@11
  aesenc %xmm@11, %xmm@4
  movdqa (%rsp), %xmm@12
  aesenc %xmm@12, %xmm@4
  movdqa 80(%rsp), %xmm@13
  aesenc %xmm@13, %xmm@4
  movdqa -48(%rsp), %xmm@14
  aesenc %xmm@14, %xmm@4
  aesenc -16(%rsp), %xmm@4
  aesenc -80(%rsp), %xmm@4
  aesenc -32(%rsp), %xmm@4
  aesenc -64(%rsp), %xmm@4
  aesenc -128(%rsp), %xmm@4
  aesenc -96(%rsp), %xmm@4
  aesenc -112(%rsp), %xmm@4
  aesenc %xmm@1, %xmm@4
  aesenc %xmm@2, %xmm@4
  movdqu 112(%r8), %xmm@15
  aesenclast %xmm@3, %xmm@4
  movdqu %xmm@4, (%r8)
  movdqa %xmm@0, %xmm@4
  pxor %xmm@0, %xmm@5
  pxor %xmm@0, %xmm@6
  aesenc %xmm@11, %xmm@5
  aesenc %xmm@11, %xmm@6
  aesenc %xmm@12, %xmm@5
  aesenc %xmm@12, %xmm@6
  movdqa %xmm@13, %xmm@11
  aesenc %xmm@13, %xmm@5
  aesenc %xmm@13, %xmm@6
  aesenc %xmm@14, %xmm@5
  aesenc %xmm@14, %xmm@6
  movdqa -16(%rsp), %xmm@12
  aesenc %xmm@12, %xmm@5
  aesenc %xmm@12, %xmm@6
  movdqa -80(%rsp), %xmm@0
  aesenc %xmm@0, %xmm@5
  aesenc %xmm@0, %xmm@6
  movdqa -32(%rsp), %xmm@14
  aesenc %xmm@14, %xmm@5
  aesenc %xmm@14, %xmm@6
  movdqa -64(%rsp), %xmm@13
  aesenc %xmm@13, %xmm@5
  aesenc %xmm@13, %xmm@6
  movdqa -128(%rsp), %xmm@0
  aesenc %xmm@0, %xmm@5
  aesenc %xmm@0, %xmm@6
  movdqa -96(%rsp), %xmm@0
  aesenc %xmm@0, %xmm@5
  aesenc %xmm@0, %xmm@6
  movdqa -112(%rsp), %xmm@0
  aesenc %xmm@0, %xmm@5
  aesenc %xmm@0, %xmm@6
  aesenc %xmm@1, %xmm@5
  aesenc %xmm@1, %xmm@6
  aesenc %xmm@2, %xmm@5
  aesenc %xmm@2, %xmm@6
  aesenclast %xmm@3, %xmm@5
  movdqu %xmm@5, 16(%r8)
  aesenclast %xmm@3, %xmm@6
  movdqu %xmm@6, 32(%r8)
  pxor %xmm@4, %xmm@7
  pxor %xmm@4, %xmm@8
  movdqa 16(%rsp), %xmm@6
  aesenc %xmm@6, %xmm@7
  aesenc %xmm@6, %xmm@8
  movdqa (%rsp), %xmm@5
  aesenc %xmm@5, %xmm@7
  aesenc %xmm@5, %xmm@8
  aesenc %xmm@11, %xmm@7
  aesenc %xmm@11, %xmm@8
  movdqa -48(%rsp), %xmm@0
  aesenc %xmm@0, %xmm@7
  aesenc %xmm@0, %xmm@8
  aesenc %xmm@12, %xmm@7
  aesenc %xmm@12, %xmm@8
  movdqa -80(%rsp), %xmm@0
  aesenc %xmm@0, %xmm@7
  aesenc %xmm@0, %xmm@8
  aesenc %xmm@14, %xmm@7
  aesenc %xmm@14, %xmm@8
  aesenc %xmm@13, %xmm@7
  aesenc %xmm@13, %xmm@8
  movdqa -128(%rsp), %xmm@0
  aesenc %xmm@0, %xmm@7
  aesenc %xmm@0, %xmm@8
  movdqa -96(%rsp), %xmm@0
  aesenc %xmm@0, %xmm@7
  aesenc %xmm@0, %xmm@8
  movdqa -112(%rsp), %xmm@0
  aesenc %xmm@0, %xmm@7
  aesenc %xmm@0, %xmm@8
  aesenc %xmm@1, %xmm@7
  aesenc %xmm@1, %xmm@8
  aesenc %xmm@2, %xmm@7
  aesenc %xmm@2, %xmm@8
  aesenclast %xmm@3, %xmm@7
  movdqu %xmm@7, 48(%r8)
  aesenclast %xmm@3, %xmm@8
  movdqu %xmm@8, 64(%r8)
  pxor %xmm@4, %xmm@9
  pxor %xmm@4, %xmm@10
  aesenc %xmm@6, %xmm@9
  aesenc %xmm@6, %xmm@10
  aesenc %xmm@5, %xmm@9
  aesenc %xmm@5, %xmm@10
  aesenc %xmm@11, %xmm@9
  aesenc %xmm@11, %xmm@10
  movdqa %xmm@11, %xmm@8
  movdqa -48(%rsp), %xmm@7
  aesenc %xmm@7, %xmm@9
  aesenc %xmm@7, %xmm@10
  aesenc %xmm@12, %xmm@9
  aesenc %xmm@12, %xmm@10
  movdqa -80(%rsp), %xmm@11
  aesenc %xmm@11, %xmm@9
  aesenc %xmm@11, %xmm@10
  aesenc %xmm@14, %xmm@9
  aesenc %xmm@14, %xmm@10
  aesenc %xmm@13, %xmm@9
  aesenc %xmm@13, %xmm@10
  movdqa -128(%rsp), %xmm@0
  aesenc %xmm@0, %xmm@9
  aesenc %xmm@0, %xmm@10
  movdqa -96(%rsp), %xmm@13
  aesenc %xmm@13, %xmm@9
  aesenc %xmm@13, %xmm@10
  movdqa -112(%rsp), %xmm@0
  aesenc %xmm@0, %xmm@9
  aesenc %xmm@0, %xmm@10
  aesenc %xmm@1, %xmm@9
  aesenc %xmm@1, %xmm@10
  aesenc %xmm@2, %xmm@9
  aesenc %xmm@2, %xmm@10
  aesenclast %xmm@3, %xmm@9
  movdqu %xmm@9, 80(%r8)
  aesenclast %xmm@3, %xmm@10
  pxor %xmm@4, %xmm@15
  aesenc %xmm@6, %xmm@15
  aesenc %xmm@5, %xmm@15
  aesenc %xmm@8, %xmm@15
  aesenc %xmm@7, %xmm@15
  aesenc %xmm@12, %xmm@15
  aesenc %xmm@11, %xmm@15
  aesenc %xmm@14, %xmm@15
  aesenc -64(%rsp), %xmm@15
  aesenc -128(%rsp), %xmm@15
  aesenc %xmm@13, %xmm@15
  aesenc %xmm@0, %xmm@15
  aesenc %xmm@1, %xmm@15
  aesenc %xmm@2, %xmm@15
  aesenclast %xmm@3, %xmm@15
  movdqu %xmm@10, 96(%r8)
  movdqu %xmm@15, 112(%r8)
  subq $-128, %r8
  addq $8, %rcx
  jne L1
L0:
  shll $4, %edx
  andl $112, %edx
  je L2
  shlq $4, %rax
  addq %rax, %rsi
  movdqa (%rdi), %xmm@0
  movdqa 16(%rdi), %xmm@8
  movdqa 32(%rdi), %xmm@7
  movdqa 48(%rdi), %xmm@6
  movdqa 64(%rdi), %xmm@5
  movdqa 80(%rdi), %xmm@4
  movdqa 96(%rdi), %xmm@15
  movdqa 112(%rdi), %xmm@9
  movdqa 128(%rdi), %xmm@12
  movdqa 144(%rdi), %xmm@2
  movdqa 160(%rdi), %xmm@11
  movdqa 176(%rdi), %xmm@3
  movdqa 192(%rdi), %xmm@14
  movdqa 208(%rdi), %xmm@1
  movdqa 224(%rdi), %xmm@13
  xorl %eax, %eax
L3:
  movdqu (%rsi,%rax), %xmm@10
  pxor %xmm@0, %xmm@10
  aesenc %xmm@8, %xmm@10
  aesenc %xmm@7, %xmm@10
  aesenc %xmm@6, %xmm@10
  aesenc %xmm@5, %xmm@10
  aesenc %xmm@4, %xmm@10
  aesenc %xmm@15, %xmm@10
  aesenc %xmm@9, %xmm@10
  aesenc %xmm@12, %xmm@10
  aesenc %xmm@2, %xmm@10
  aesenc %xmm@11, %xmm@10
  aesenc %xmm@3, %xmm@10
  aesenc %xmm@14, %xmm@10
  aesenc %xmm@1, %xmm@10
  aesenclast %xmm@13, %xmm@10
  movdqu %xmm@10, (%rsi,%rax)
  addq $16, %rax
  cmpq %rax, %rdx
  jne L3
L2:
  addq $120, %rsp
  retq
== hw_aes256::arch::x86_64::aesni_clmul::expand_key#0
  movdqu (%rdi), %xmm@0
  movdqu 16(%rdi), %xmm@1
  movdqa C0(%rip), %xmm@2
  movdqa %xmm@0, %xmm@3
  pslldq $4, %xmm@3
  pxor %xmm@0, %xmm@3
  movdqa %xmm@3, %xmm@4
  pslldq $4, %xmm@4
  pxor %xmm@3, %xmm@4
  movdqa %xmm@4, %xmm@3
  pslldq $4, %xmm@3
  pxor %xmm@4, %xmm@3
  movdqa %xmm@1, %xmm@4
  movdqa %xmm@1, %xmm@5
  pshufb %xmm@2, %xmm@5
  aesenclast C1(%rip), %xmm@5
  pslldq $4, %xmm@4
  pxor %xmm@1, %xmm@4
  pxor %xmm@5, %xmm@3
  pshufd $255, %xmm@3, %xmm@5
  movdqa %xmm@0, (%rsi)
  pxor %xmm@0, %xmm@0
  aesenclast %xmm@0, %xmm@5
  movdqa %xmm@1, 16(%rsi)
  movdqa %xmm@4, %xmm@1
  pslldq $4, %xmm@1
  pxor %xmm@4, %xmm@1
  movdqa %xmm@1, %xmm@4
  pslldq $4, %xmm@4
  pxor %xmm@1, %xmm@4
  pxor %xmm@5, %xmm@4
  movdqa %xmm@4, %xmm@1
  pslldq $4, %xmm@1
  pxor %xmm@4, %xmm@1
  movdqa %xmm@4, %xmm@5
  pshufb %xmm@2, %xmm@5
  aesenclast C2(%rip), %xmm@5
  movdqa %xmm@3, 32(%rsi)
  movdqa %xmm@4, 48(%rsi)
  movdqa %xmm@3, %xmm@4
  pslldq $4, %xmm@4
  pxor %xmm@3, %xmm@4
  movdqa %xmm@4, %xmm@3
  pslldq $4, %xmm@3
  pxor %xmm@4, %xmm@3
  movdqa %xmm@3, %xmm@4
  pslldq $4, %xmm@4
  pxor %xmm@3, %xmm@4
  pxor %xmm@5, %xmm@4
  pshufd $255, %xmm@4, %xmm@3
  aesenclast %xmm@0, %xmm@3
  movdqa %xmm@1, %xmm@5
  pslldq $4, %xmm@5
  pxor %xmm@1, %xmm@5
  movdqa %xmm@5, %xmm@1
  pslldq $4, %xmm@1
  pxor %xmm@5, %xmm@1
  pxor %xmm@3, %xmm@1
  movdqa %xmm@4, %xmm@3
  pslldq $4, %xmm@3
  pxor %xmm@4, %xmm@3
  movdqa %xmm@3, %xmm@5
  pslldq $4, %xmm@5
  pxor %xmm@3, %xmm@5
  movdqa %xmm@5, %xmm@3
  pslldq $4, %xmm@3
  pxor %xmm@5, %xmm@3
  movdqa %xmm@1, %xmm@5
  pshufb %xmm@2, %xmm@5
  aesenclast C3(%rip), %xmm@5
  pxor %xmm@5, %xmm@3
  movdqa %xmm@1, %xmm@5
  pslldq $4, %xmm@5
  pxor %xmm@1, %xmm@5
  movdqa %xmm@4, 64(%rsi)
  pshufd $255, %xmm@3, %xmm@4
  aesenclast %xmm@0, %xmm@4
  movdqa %xmm@1, 80(%rsi)
  movdqa %xmm@5, %xmm@1
  pslldq $4, %xmm@1
  pxor %xmm@5, %xmm@1
  movdqa %xmm@1, %xmm@5
  pslldq $4, %xmm@5
  pxor %xmm@1, %xmm@5
  pxor %xmm@4, %xmm@5
  movdqa %xmm@5, %xmm@1
  pslldq $4, %xmm@1
  pxor %xmm@5, %xmm@1
  movdqa %xmm@5, %xmm@4
  pshufb %xmm@2, %xmm@4
  aesenclast C4(%rip), %xmm@4
  movdqa %xmm@3, 96(%rsi)
  movdqa %xmm@5, 112(%rsi)
  movdqa %xmm@3, %xmm@5
  pslldq $4, %xmm@5
  pxor %xmm@3, %xmm@5
  movdqa %xmm@5, %xmm@3
  pslldq $4, %xmm@3
  pxor %xmm@5, %xmm@3
  movdqa %xmm@3, %xmm@5
  pslldq $4, %xmm@5
  pxor %xmm@3, %xmm@5
  pxor %xmm@4, %xmm@5
  pshufd $255, %xmm@5, %xmm@3
  aesenclast %xmm@0, %xmm@3
  movdqa %xmm@1, %xmm@4
  pslldq $4, %xmm@4
  pxor %xmm@1, %xmm@4
  movdqa %xmm@4, %xmm@1
  pslldq $4, %xmm@1
  pxor %xmm@4, %xmm@1
  pxor %xmm@3, %xmm@1
  movdqa %xmm@5, %xmm@3
  pslldq $4, %xmm@3
  pxor %xmm@5, %xmm@3
  movdqa %xmm@3, %xmm@4
  pslldq $4, %xmm@4
  pxor %xmm@3, %xmm@4
  movdqa %xmm@4, %xmm@3
  pslldq $4, %xmm@3
  pxor %xmm@4, %xmm@3
  movdqa %xmm@1, %xmm@4
  pshufb %xmm@2, %xmm@4
  aesenclast C5(%rip), %xmm@4
  pxor %xmm@4, %xmm@3
  movdqa %xmm@1, %xmm@4
  pslldq $4, %xmm@4
  pxor %xmm@1, %xmm@4
  movdqa %xmm@5, 128(%rsi)
  pshufd $255, %xmm@3, %xmm@5
  aesenclast %xmm@0, %xmm@5
  movdqa %xmm@1, 144(%rsi)
  movdqa %xmm@4, %xmm@1
  pslldq $4, %xmm@1
  pxor %xmm@4, %xmm@1
  movdqa %xmm@1, %xmm@4
  pslldq $4, %xmm@4
  pxor %xmm@1, %xmm@4
  pxor %xmm@5, %xmm@4
  movdqa %xmm@3, %xmm@1
  pslldq $4, %xmm@1
  pxor %xmm@3, %xmm@1
  movdqa %xmm@1, %xmm@5
  pslldq $4, %xmm@5
  pxor %xmm@1, %xmm@5
  movdqa %xmm@5, %xmm@1
  pslldq $4, %xmm@1
  pxor %xmm@5, %xmm@1
  movdqa %xmm@3, 160(%rsi)
  movdqa %xmm@4, %xmm@3
  pslldq $4, %xmm@3
  pxor %xmm@4, %xmm@3
  movdqa %xmm@4, 176(%rsi)
  pshufb %xmm@2, %xmm@4
  aesenclast C6(%rip), %xmm@4
  pxor %xmm@4, %xmm@1
  pshufd $255, %xmm@1, %xmm@4
  aesenclast %xmm@0, %xmm@4
  movdqa %xmm@3, %xmm@0
  pslldq $4, %xmm@0
  pxor %xmm@3, %xmm@0
  movdqa %xmm@0, %xmm@3
  pslldq $4, %xmm@3
  pxor %xmm@0, %xmm@3
  pxor %xmm@4, %xmm@3
  movdqa %xmm@3, %xmm@0
  pshufb %xmm@2, %xmm@0
  aesenclast C7(%rip), %xmm@0
  movdqa %xmm@1, 192(%rsi)
  movdqa %xmm@3, 208(%rsi)
  movdqa %xmm@1, %xmm@2
  pslldq $4, %xmm@2
  pxor %xmm@1, %xmm@2
  movdqa %xmm@2, %xmm@3
  pslldq $4, %xmm@3
  pxor %xmm@2, %xmm@3
  movdqa %xmm@3, %xmm@2
  pslldq $4, %xmm@2
  pxor %xmm@3, %xmm@2
  pxor %xmm@0, %xmm@2
  movdqa %xmm@2, 224(%rsi)
  retq
== hw_aes256::arch::x86_64::aesni_clmul::expand_key_and_inverse#0
  movdqu (%rdi), %xmm@0
  movdqa %xmm@0, -56(%rsp)
  movdqu 16(%rdi), %xmm@1
  movdqa %xmm@1, -24(%rsp)
  movdqa C0(%rip), %xmm@2
  movdqa %xmm@1, %xmm@3
  pslldq $4, %xmm@3
  pxor %xmm@1, %xmm@3
  pshufb %xmm@2, %xmm@1
  aesenclast C1(%rip), %xmm@1
  movdqa %xmm@0, %xmm@4
  pslldq $4, %xmm@4
  pxor %xmm@0, %xmm@4
  movdqa %xmm@4, %xmm@5
  pslldq $4, %xmm@5
  pxor %xmm@4, %xmm@5
  movdqa %xmm@5, %xmm@0
  pslldq $4, %xmm@0
  pxor %xmm@5, %xmm@0
  pxor %xmm@1, %xmm@0
  pshufd $255, %xmm@0, %xmm@1
  pxor %xmm@6, %xmm@6
  aesenclast %xmm@6, %xmm@1
  movdqa %xmm@3, %xmm@5
  pslldq $4, %xmm@5
  pxor %xmm@3, %xmm@5
  movdqa %xmm@5, %xmm@7
  pslldq $4, %xmm@7
  pxor %xmm@5, %xmm@7
  pxor %xmm@1, %xmm@7
  movdqa %xmm@7, %xmm@5
  movdqa %xmm@7, %xmm@8
  pshufb %xmm@2, %xmm@8
  aesenclast C2(%rip), %xmm@8
  pslldq $4, %xmm@5
  pxor %xmm@7, %xmm@5
  movdqa %xmm@7, %xmm@4
  movdqa %xmm@0, %xmm@1
  pslldq $4, %xmm@1
  pxor %xmm@0, %xmm@1
  movdqa %xmm@0, %xmm@3
  movdqa %xmm@1, %xmm@9
  pslldq $4, %xmm@9
  pxor %xmm@1, %xmm@9
  movdqa %xmm@9, %xmm@0
  pslldq $4, %xmm@0
  pxor %xmm@9, %xmm@0
  pxor %xmm@8, %xmm@0
  pshufd $255, %xmm@0, %xmm@8
  aesenclast %xmm@6, %xmm@8
  movdqa %xmm@5, %xmm@9
  pslldq $4, %xmm@9
  pxor %xmm@5, %xmm@9
  movdqa %xmm@9, %xmm@5
  pslldq $4, %xmm@5
  pxor %xmm@9, %xmm@5
  pxor %xmm@8, %xmm@5
  movdqa %xmm@5, %xmm@9
  movdqa %xmm@5, %xmm@10
  pshufb %xmm@2, %xmm@10
  aesenclast C3(%rip), %xmm@10
  pslldq $4, %xmm@9
  pxor %xmm@5, %xmm@9
  movdqa %xmm@0, -40(%rsp)
  movdqa %xmm@0, %xmm@8
  pslldq $4, %xmm@8
  pxor %xmm@0, %xmm@8
  movdqa %xmm@8, %xmm@11
  pslldq $4, %xmm@11
  pxor %xmm@8, %xmm@11
  movdqa %xmm@11, %xmm@8
  pslldq $4, %xmm@8
  pxor %xmm@11, %xmm@8
  pxor %xmm@10, %xmm@8
  pshufd $255, %xmm@8, %xmm@10
  aesenclast %xmm@6, %xmm@10
  movdqa %xmm@9, %xmm@11
  pslldq $4, %xmm@11
  pxor %xmm@9, %xmm@11
  movdqa %xmm@11, %xmm@9
  pslldq $4, %xmm@9
  pxor %xmm@11, %xmm@9
  pxor %xmm@10, %xmm@9
  movdqa %xmm@9, %xmm@11
  movdqa %xmm@9, %xmm@12
  pshufb %xmm@2, %xmm@12
  aesenclast C4(%rip), %xmm@12
  pslldq $4, %xmm@11
  pxor %xmm@9, %xmm@11
  movdqa %xmm@8, %xmm@10
  pslldq $4, %xmm@10
  pxor %xmm@8, %xmm@10
  movdqa %xmm@10, %xmm@13
  pslldq $4, %xmm@13
  pxor %xmm@10, %xmm@13
  movdqa %xmm@13, %xmm@10
  pslldq $4, %xmm@10
  pxor %xmm@13, %xmm@10
  pxor %xmm@12, %xmm@10
  pshufd $255, %xmm@10, %xmm@12
  aesenclast %xmm@6, %xmm@12
  movdqa %xmm@11, %xmm@13
  pslldq $4, %xmm@13
  pxor %xmm@11, %xmm@13
  movdqa %xmm@13, %xmm@11
  pslldq $4, %xmm@11
  pxor %xmm@13, %xmm@11
  pxor %xmm@12, %xmm@11
  movdqa %xmm@11, %xmm@13
  movdqa %xmm@11, %xmm@14
  pshufb %xmm@2, %xmm@14
  aesenclast C5(%rip), %xmm@14
  pslldq $4, %xmm@13
  pxor %xmm@11, %xmm@13
  movdqa %xmm@10, %xmm@12
  pslldq $4, %xmm@12
  pxor %xmm@10, %xmm@12
  movdqa %xmm@12, %xmm@15
  pslldq $4, %xmm@15
  pxor %xmm@12, %xmm@15
  movdqa %xmm@15, %xmm@12
  pslldq $4, %xmm@12
  pxor %xmm@15, %xmm@12
  pxor %xmm@14, %xmm@12
  pshufd $255, %xmm@12, %xmm@14
  aesenclast %xmm@6, %xmm@14
  movdqa %xmm@13, %xmm@15
  pslldq $4, %xmm@15
  pxor %xmm@13, %xmm@15
  movdqa %xmm@15, %xmm@13
  pslldq $4, %xmm@13
  pxor %xmm@15, %xmm@13
  pxor %xmm@14, %xmm@13
  movdqa %xmm@12, %xmm@14
  pslldq $4, %xmm@14
  pxor %xmm@12, %xmm@14
  movdqa %xmm@14, %xmm@15
  pslldq $4, %xmm@15
  pxor %xmm@14, %xmm@15
  movdqa %xmm@15, %xmm@14
  pslldq $4, %xmm@14
  pxor %xmm@15, %xmm@14
  movdqa %xmm@13, %xmm@15
  pshufb %xmm@2, %xmm@15
  aesenclast C6(%rip), %xmm@15
  pxor %xmm@15, %xmm@14
  pshufd $255, %xmm@14, %xmm@15
  aesenclast %xmm@6, %xmm@15
  movdqa %xmm@13, %xmm@6
  pslldq $4, %xmm@6
  pxor %xmm@13, %xmm@6
  movdqa %xmm@6, %xmm@0
  pslldq $4, %xmm@0
  pxor %xmm@6, %xmm@0
  movdqa %xmm@0, %xmm@6
  pslldq $4, %xmm@6
  pxor %xmm@0, %xmm@6
  pxor %xmm@15, %xmm@6
  movdqa %xmm@6, %xmm@7
  pshufb %xmm@2, %xmm@7
  movdqa %xmm@14, %xmm@15
  pslldq $4, %xmm@15
  pxor %xmm@14, %xmm@15
  movdqa %xmm@15, %xmm@0
  pslldq $4, %xmm@0
  pxor %xmm@15, %xmm@0
  movdqa %xmm@0, %xmm@15
  pslldq $4, %xmm@15
  pxor %xmm@0, %xmm@15
  aesenclast C7(%rip), %xmm@7
  pxor %xmm@7, %xmm@15
  movaps -56(%rsp), %xmm@0
  movaps %xmm@0, (%rsi)
  movdqa -24(%rsp), %xmm@1
  movdqa %xmm@1, 16(%rsi)
  movdqa %xmm@3, %xmm@2
  movdqa %xmm@3, 32(%rsi)
  movdqa %xmm@4, %xmm@3
  movdqa %xmm@4, 48(%rsi)
  movdqa -40(%rsp), %xmm@4
  movdqa %xmm@4, 64(%rsi)
  movdqa %xmm@5, 80(%rsi)
  movdqa %xmm@8, 96(%rsi)
  movdqa %xmm@9, 112(%rsi)
  movdqa %xmm@10, 128(%rsi)
  movdqa %xmm@11, 144(%rsi)
  movdqa %xmm@12, 160(%rsi)
  movdqa %xmm@13, 176(%rsi)
  movdqa %xmm@14, 192(%rsi)
  movdqa %xmm@6, 208(%rsi)
  movdqa %xmm@15, 224(%rsi)
  movdqa %xmm@15, (%rdx)
  aesimc %xmm@6, %xmm@0
  aesimc %xmm@14, %xmm@7
  movdqa %xmm@0, 16(%rdx)
  movdqa %xmm@7, 32(%rdx)
  aesimc %xmm@13, %xmm@0
  movdqa %xmm@0, 48(%rdx)
  aesimc %xmm@12, %xmm@0
  movdqa %xmm@0, 64(%rdx)
  aesimc %xmm@11, %xmm@0
  aesimc %xmm@10, %xmm@7
  movdqa %xmm@0, 80(%rdx)
  movdqa %xmm@7, 96(%rdx)
  aesimc %xmm@9, %xmm@0
  movdqa %xmm@0, 112(%rdx)
  aesimc %xmm@8, %xmm@0
  movdqa %xmm@0, 128(%rdx)
  aesimc %xmm@5, %xmm@0
  aesimc %xmm@4, %xmm@7
  movdqa %xmm@0, 144(%rdx)
  movdqa %xmm@7, 160(%rdx)
  aesimc %xmm@3, %xmm@0
  movdqa %xmm@0, 176(%rdx)
  aesimc %xmm@2, %xmm@0
  movdqa %xmm@0, 192(%rdx)
  aesimc %xmm@1, %xmm@0
  movdqa %xmm@0, 208(%rdx)
  movaps -56(%rsp), %xmm@0
  movaps %xmm@0, 224(%rdx)
  retq
== hw_aes256::arch::x86_64::aesni_clmul::kw_unwrap#0
  movq (%rsi), %xmm@0
  testq %rcx, %rcx
  je L0
  movaps (%rdi), %xmm@1
  movaps %xmm@1, -24(%rsp)
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
  movdqa 208(%rdi), %xmm@13
  movdqa 224(%rdi), %xmm@14
  leaq (,%rcx,8), %rax
  addq %rcx, %rcx
  leaq (%rcx,%rcx,2), %rcx
  movq %rax, %rdi
L1:
  movq %rcx, %r8
  bswapq %r8
  movq %r8, %xmm@15
  pxor %xmm@0, %xmm@15
  pinsrq $1, -8(%rdx,%rdi), %xmm@15
  pxor -24(%rsp), %xmm@15
  aesdec %xmm@1, %xmm@15
  aesdec %xmm@2, %xmm@15
  aesdec %xmm@3, %xmm@15
  aesdec %xmm@4, %xmm@15
  aesdec %xmm@5, %xmm@15
  aesdec %xmm@6, %xmm@15
  aesdec %xmm@7, %xmm@15
  aesdec %xmm@8, %xmm@15
  aesdec %xmm@9, %xmm@15
  aesdec %xmm@10, %xmm@15
  aesdec %xmm@11, %xmm@15
  aesdec %xmm@12, %xmm@15
  aesdec %xmm@13, %xmm@15
  movdqa %xmm@15, %xmm@0
  aesdeclast %xmm@14, %xmm@0
  pextrq $1, %xmm@0, -8(%rdx,%rdi)
  decq %rcx
  addq $-8, %rdi
  jne L1
  movq %rax, %rdi
L2:
  movq %rcx, %r8
  bswapq %r8
  movq %r8, %xmm@15
  pxor %xmm@0, %xmm@15
  pinsrq $1, -8(%rdx,%rdi), %xmm@15
  pxor -24(%rsp), %xmm@15
  aesdec %xmm@1, %xmm@15
  aesdec %xmm@2, %xmm@15
  aesdec %xmm@3, %xmm@15
  aesdec %xmm@4, %xmm@15
  aesdec %xmm@5, %xmm@15
  aesdec %xmm@6, %xmm@15
  aesdec %xmm@7, %xmm@15
  aesdec %xmm@8, %xmm@15
  aesdec %xmm@9, %xmm@15
  aesdec %xmm@10, %xmm@15
  aesdec %xmm@11, %xmm@15
  aesdec %xmm@12, %xmm@15
  aesdec %xmm@13, %xmm@15
  movdqa %xmm@15, %xmm@0
  aesdeclast %xmm@14, %xmm@0
  pextrq $1, %xmm@0, -8(%rdx,%rdi)
  decq %rcx
  addq $-8, %rdi
  jne L2
  movq %rax, %rdi
L3:
  movq %rcx, %r8
  bswapq %r8
  movq %r8, %xmm@15
  pxor %xmm@0, %xmm@15
  pinsrq $1, -8(%rdx,%rdi), %xmm@15
  pxor -24(%rsp), %xmm@15
  aesdec %xmm@1, %xmm@15
  aesdec %xmm@2, %xmm@15
  aesdec %xmm@3, %xmm@15
  aesdec %xmm@4, %xmm@15
  aesdec %xmm@5, %xmm@15
  aesdec %xmm@6, %xmm@15
  aesdec %xmm@7, %xmm@15
  aesdec %xmm@8, %xmm@15
  aesdec %xmm@9, %xmm@15
  aesdec %xmm@10, %xmm@15
  aesdec %xmm@11, %xmm@15
  aesdec %xmm@12, %xmm@15
  aesdec %xmm@13, %xmm@15
  movdqa %xmm@15, %xmm@0
  aesdeclast %xmm@14, %xmm@0
  pextrq $1, %xmm@0, -8(%rdx,%rdi)
  decq %rcx
  addq $-8, %rdi
  jne L3
  movq %rax, %rdi
L4:
  movq %rcx, %r8
  bswapq %r8
  movq %r8, %xmm@15
  pxor %xmm@0, %xmm@15
  pinsrq $1, -8(%rdx,%rdi), %xmm@15
  pxor -24(%rsp), %xmm@15
  aesdec %xmm@1, %xmm@15
  aesdec %xmm@2, %xmm@15
  aesdec %xmm@3, %xmm@15
  aesdec %xmm@4, %xmm@15
  aesdec %xmm@5, %xmm@15
  aesdec %xmm@6, %xmm@15
  aesdec %xmm@7, %xmm@15
  aesdec %xmm@8, %xmm@15
  aesdec %xmm@9, %xmm@15
  aesdec %xmm@10, %xmm@15
  aesdec %xmm@11, %xmm@15
  aesdec %xmm@12, %xmm@15
  aesdec %xmm@13, %xmm@15
  movdqa %xmm@15, %xmm@0
  aesdeclast %xmm@14, %xmm@0
  pextrq $1, %xmm@0, -8(%rdx,%rdi)
  decq %rcx
  addq $-8, %rdi
  jne L4
  movq %rax, %rdi
L5:
  movq %rcx, %r8
  bswapq %r8
  movq %r8, %xmm@15
  pxor %xmm@0, %xmm@15
  pinsrq $1, -8(%rdx,%rdi), %xmm@15
  pxor -24(%rsp), %xmm@15
  aesdec %xmm@1, %xmm@15
  aesdec %xmm@2, %xmm@15
  aesdec %xmm@3, %xmm@15
  aesdec %xmm@4, %xmm@15
  aesdec %xmm@5, %xmm@15
  aesdec %xmm@6, %xmm@15
  aesdec %xmm@7, %xmm@15
  aesdec %xmm@8, %xmm@15
  aesdec %xmm@9, %xmm@15
  aesdec %xmm@10, %xmm@15
  aesdec %xmm@11, %xmm@15
  aesdec %xmm@12, %xmm@15
  aesdec %xmm@13, %xmm@15
  movdqa %xmm@15, %xmm@0
  aesdeclast %xmm@14, %xmm@0
  pextrq $1, %xmm@0, -8(%rdx,%rdi)
  decq %rcx
  addq $-8, %rdi
  jne L5
L6:
  movq %rcx, %rdi
  bswapq %rdi
  movq %rdi, %xmm@15
  pxor %xmm@0, %xmm@15
  pinsrq $1, -8(%rdx,%rax), %xmm@15
  pxor -24(%rsp), %xmm@15
  aesdec %xmm@1, %xmm@15
  aesdec %xmm@2, %xmm@15
  aesdec %xmm@3, %xmm@15
  aesdec %xmm@4, %xmm@15
  aesdec %xmm@5, %xmm@15
  aesdec %xmm@6, %xmm@15
  aesdec %xmm@7, %xmm@15
  aesdec %xmm@8, %xmm@15
  aesdec %xmm@9, %xmm@15
  aesdec %xmm@10, %xmm@15
  aesdec %xmm@11, %xmm@15
  aesdec %xmm@12, %xmm@15
  aesdec %xmm@13, %xmm@15
  aesdeclast %xmm@14, %xmm@15
  pextrq $1, %xmm@15, -8(%rdx,%rax)
  decq %rcx
  movdqa %xmm@15, %xmm@0
  addq $-8, %rax
  jne L6
  movq %xmm@15, (%rsi)
  retq
L0:
  movdqa %xmm@0, %xmm@15
  movq %xmm@15, (%rsi)
  retq
== hw_aes256::arch::x86_64::aesni_clmul::kw_unwrap#1
  subq $120, %rsp
  movq (%rsi), %xmm@0
  movaps (%rdi), %xmm@1
  movaps %xmm@1, 96(%rsp)
  movaps 16(%rdi), %xmm@1
  movaps %xmm@1, 80(%rsp)
  movaps 32(%rdi), %xmm@1
  movaps %xmm@1, -32(%rsp)
  movaps 48(%rdi), %xmm@1
  movaps %xmm@1, -48(%rsp)
  movaps 224(%rdi), %xmm@1
  movaps %xmm@1, 64(%rsp)
  movaps 64(%rdi), %xmm@1
  movaps %xmm@1, -64(%rsp)
  movaps 80(%rdi), %xmm@1
  movaps %xmm@1, 48(%rsp)
  movaps 96(%rdi), %xmm@1
  movaps %xmm@1, -80(%rsp)
  movaps 112(%rdi), %xmm@1
  movaps %xmm@1, 32(%rsp)
  movaps 128(%rdi), %xmm@1
  movaps %xmm@1, -96(%rsp)
  movaps 144(%rdi), %xmm@1
  movaps %xmm@1, 16(%rsp)
  movaps 160(%rdi), %xmm@1
  movaps %xmm@1, -112(%rsp)
  movaps 176(%rdi), %xmm@1
  movaps %xmm@1, (%rsp)
  movaps 192(%rdi), %xmm@1
  movaps %xmm@1, -128(%rsp)
  movaps 208(%rdi), %xmm@1
  movaps %xmm@1, -16(%rsp)
  xorl %eax, %eax
  movl $24, %ecx
  movq 8(%rsi), %xmm@2
  movq 16(%rsi), %xmm@3
  movq 24(%rsi), %xmm@4
  movq 32(%rsi), %xmm@5
  movq 40(%rsi), %xmm@6
  movq 48(%rsi), %xmm@7
  movq 56(%rsi), %xmm@1
  movdqa -32(%rsp), %xmm@8
  movdqa -48(%rsp), %xmm@9
  movdqa -64(%rsp), %xmm@10
  movdqa -80(%rsp), %xmm@11
  movdqa -96(%rsp), %xmm@12
  movdqa -112(%rsp), %xmm@13
  movdqa -128(%rsp), %xmm@14
L0:
  movl $192, %edi
L1:
  movq %rcx, %r8
  bswapq %r8
  movq %r8, %xmm@15
  pxor %xmm@15, %xmm@0
  pinsrq $1, (%rdx,%rdi), %xmm@0
  pxor %xmm@15, %xmm@2
  pinsrq $1, 8(%rdx,%rdi), %xmm@2
  pxor %xmm@15, %xmm@3
  pinsrq $1, 16(%rdx,%rdi), %xmm@3
  pxor %xmm@15, %xmm@4
  pinsrq $1, 24(%rdx,%rdi), %xmm@4
  pxor %xmm@15, %xmm@5
  pinsrq $1, 32(%rdx,%rdi), %xmm@5
  pxor %xmm@15, %xmm@6
  pxor %xmm@15, %xmm@7
  pinsrq $1, 48(%rdx,%rdi), %xmm@7
  pinsrq $1, 40(%rdx,%rdi), %xmm@6
  pxor %xmm@15, %xmm@1
  pinsrq $1, 56(%rdx,%rdi), %xmm@1
  movdqa 96(%rsp), %xmm@15
  pxor %xmm@15, %xmm@0
  pxor %xmm@15, %xmm@2
  pxor %xmm@15, %xmm@3
  pxor %xmm@15, %xmm@4
  pxor %xmm@15, %xmm@5
  pxor %xmm@15, %xmm@6
  pxor %xmm@15, %xmm@7
  pxor %xmm@15, %xmm@1
  movdqa 80(%rsp), %xmm@15
  aesdec %xmm@15, %xmm@0
  aesdec %xmm@15, %xmm@2
  aesdec %xmm@15, %xmm@3
  aesdec %xmm@15, %xmm@4
  aesdec %xmm@15, %xmm@5
  aesdec %xmm@15, %xmm@6
  aesdec %xmm@15, %xmm@7
  aesdec %xmm@15, %xmm@1
  aesdec %xmm@8, %xmm@0
  aesdec %xmm@8, %xmm@2
  aesdec %xmm@8, %xmm@3
  aesdec %xmm@8, %xmm@4
  aesdec %xmm@8, %xmm@5
  aesdec %xmm@8, %xmm@6
  aesdec %xmm@8, %xmm@7
  aesdec %xmm@8, %xmm@1
  aesdec %xmm@9, %xmm@0
  aesdec %xmm@9, %xmm@2
  aesdec %xmm@9, %xmm@3
  aesdec %xmm@9, %xmm@4
  aesdec %xmm@9, %xmm@5
  aesdec %xmm@9, %xmm@6
  aesdec %xmm@9, %xmm@7
  aesdec %xmm@9, %xmm@1
  aesdec %xmm@10, %xmm@0
  aesdec %xmm@10, %xmm@2
  aesdec %xmm@10, %xmm@3
  aesdec %xmm@10, %xmm@4
  aesdec %xmm@10, %xmm@5
  aesdec %xmm@10, %xmm@6
  aesdec %xmm@10, %xmm@7
  aesdec %xmm@10, %xmm@1
  movdqa 48(%rsp), %xmm@15
  aesdec %xmm@15, %xmm@0
  aesdec %xmm@15, %xmm@2
  aesdec %xmm@15, %xmm@3
  aesdec %xmm@15, %xmm@4
  aesdec %xmm@15, %xmm@5
  aesdec %xmm@15, %xmm@6
  aesdec %xmm@15, %xmm@7
  aesdec %xmm@15, %xmm@1
  aesdec %xmm@11, %xmm@0
  aesdec %xmm@11, %xmm@2
  aesdec %xmm@11, %xmm@3
  aesdec %xmm@11, %xmm@4
  aesdec %xmm@11, %xmm@5
  aesdec %xmm@11, %xmm@6
  aesdec %xmm@11, %xmm@7
  aesdec %xmm@11, %xmm@1
  movdqa 32(%rsp), %xmm@15
  aesdec %xmm@15, %xmm@0
  aesdec %xmm@15, %xmm@2
  aesdec %xmm@15, %xmm@3
  aesdec %xmm@15, %xmm@4
  aesdec %xmm@15, %xmm@5
  aesdec %xmm@15, %xmm@6
  aesdec %xmm@15, %xmm@7
  aesdec %xmm@15, %xmm@1
  aesdec %xmm@12, %xmm@0
  aesdec %xmm@12, %xmm@2
  aesdec %xmm@12, %xmm@3
  aesdec %xmm@12, %xmm@4
  aesdec %xmm@12, %xmm@5
  aesdec %xmm@12, %xmm@6
  aesdec %xmm@12, %xmm@7
  aesdec %xmm@12, %xmm@1
  movdqa 16(%rsp), %xmm@15
  aesdec %xmm@15, %xmm@0
  aesdec %xmm@15, %xmm@2
  aesdec %xmm@15, %xmm@3
  aesdec %xmm@15, %xmm@4
  aesdec %xmm@15, %xmm@5
  aesdec %xmm@15, %xmm@6
  aesdec %xmm@15, %xmm@7
  aesdec %xmm@15, %xmm@1
  aesdec %xmm@13, %xmm@0
  aesdec %xmm@13, %xmm@2
  aesdec %xmm@13, %xmm@3
  aesdec %xmm@13, %xmm@4
  aesdec %xmm@13, %xmm@5
  aesdec %xmm@13, %xmm@6
  aesdec %xmm@13, %xmm@7
  aesdec %xmm@13, %xmm@1
  movdqa (%rsp), %xmm@15
  aesdec %xmm@15, %xmm@0
  aesdec %xmm@15, %xmm@2
  aesdec %xmm@15, %xmm@3
  aesdec %xmm@15, %xmm@4
  aesdec %xmm@15, %xmm@5
  aesdec %xmm@15, %xmm@6
  aesdec %xmm@15, %xmm@7
  aesdec %xmm@15, %xmm@1
  aesdec %xmm@14, %xmm@0
  aesdec %xmm@14, %xmm@2
  aesdec %xmm@14, %xmm@3
  aesdec %xmm@14, %xmm@4
  aesdec %xmm@14, %xmm@5
  aesdec %xmm@14, %xmm@6
  aesdec %xmm@14, %xmm@7
  aesdec %xmm@14, %xmm@1
  movdqa -16(%rsp), %xmm@15
  aesdec %xmm@15, %xmm@0
  aesdec %xmm@15, %xmm@2
  aesdec %xmm@15, %xmm@3
  aesdec %xmm@15, %xmm@4
  aesdec %xmm@15, %xmm@5
  aesdec %xmm@15, %xmm@6
  aesdec %xmm@15, %xmm@7
  aesdec %xmm@15, %xmm@1
  movdqa 64(%rsp), %xmm@15
  aesdeclast %xmm@15, %xmm@0
  aesdeclast %xmm@15, %xmm@2
  aesdeclast %xmm@15, %xmm@3
  aesdeclast %xmm@15, %xmm@4
  aesdeclast %xmm@15, %xmm@5
  aesdeclast %xmm@15, %xmm@6
  aesdeclast %xmm@15, %xmm@7
  aesdeclast %xmm@15, %xmm@1
  movdqa %xmm@0, %xmm@15
  punpckhqdq %xmm@2, %xmm@15
  movdqu %xmm@15, (%rdx,%rdi)
  movdqa %xmm@3, %xmm@15
  punpckhqdq %xmm@4, %xmm@15
  movdqu %xmm@15, 16(%rdx,%rdi)
  movdqa %xmm@5, %xmm@15
  punpckhqdq %xmm@6, %xmm@15
  movdqu %xmm@15, 32(%rdx,%rdi)
  movdqa %xmm@7, %xmm@15
  punpckhqdq %xmm@1, %xmm@15
  movdqu %xmm@15, 48(%rdx,%rdi)
  decq %rcx
  addq $-64, %rdi
  cmpq $-64, %rdi
  jne L1
  incl %eax
  cmpl $6, %eax
  jne L0
  punpcklqdq %xmm@2, %xmm@0
  movdqu %xmm@0, (%rsi)
  punpcklqdq %xmm@4, %xmm@3
  movdqu %xmm@3, 16(%rsi)
  punpcklqdq %xmm@6, %xmm@5
  movdqu %xmm@5, 32(%rsi)
  punpcklqdq %xmm@1, %xmm@7
  movdqu %xmm@7, 48(%rsi)
  addq $120, %rsp
  retq
== hw_aes256::arch::x86_64::aesni_clmul::kw_wrap#0
  movq (%rsi), %xmm@0
  testq %rcx, %rcx
  je L0
  movdqa (%rdi), %xmm@1
  movdqa 16(%rdi), %xmm@2
  movdqa %xmm@2, -24(%rsp)
  movdqa 32(%rdi), %xmm@3
  movdqa 48(%rdi), %xmm@4
  movdqa 64(%rdi), %xmm@5
  movdqa 80(%rdi), %xmm@6
  movdqa 96(%rdi), %xmm@7
  movdqa 112(%rdi), %xmm@8
  movdqa 128(%rdi), %xmm@9
  movdqa 144(%rdi), %xmm@10
  movdqa 160(%rdi), %xmm@11
  movdqa 176(%rdi), %xmm@12
  movdqa 192(%rdi), %xmm@13
  movdqa 208(%rdi), %xmm@14
  movdqa 224(%rdi), %xmm@15
  shlq $3, %rcx
  movl $1, %eax
  movq %rcx, %rdi
L1:
  pinsrq $1, -8(%rdx,%rax,8), %xmm@0
  pxor %xmm@1, %xmm@0
  aesenc -24(%rsp), %xmm@0
  aesenc %xmm@3, %xmm@0
  aesenc %xmm@4, %xmm@0
  aesenc %xmm@5, %xmm@0
  aesenc %xmm@6, %xmm@0
  aesenc %xmm@7, %xmm@0
  aesenc %xmm@8, %xmm@0
  aesenc %xmm@9, %xmm@0
  aesenc %xmm@10, %xmm@0
  aesenc %xmm@11, %xmm@0
  aesenc %xmm@12, %xmm@0
  aesenc %xmm@13, %xmm@0
  aesenc %xmm@14, %xmm@0
  movdqa %xmm@1, %xmm@2
  movdqa %xmm@0, %xmm@1
  aesenclast %xmm@15, %xmm@1
  movq %rax, %r8
  bswapq %r8
  pextrq $1, %xmm@1, -8(%rdx,%rax,8)
  movq %r8, %xmm@0
  pxor %xmm@1, %xmm@0
  movdqa %xmm@2, %xmm@1
  incq %rax
  addq $-8, %rdi
  jne L1
  xorl %edi, %edi
L2:
  pinsrq $1, (%rdx,%rdi), %xmm@0
  pxor %xmm@1, %xmm@0
  aesenc -24(%rsp), %xmm@0
  aesenc %xmm@3, %xmm@0
  aesenc %xmm@4, %xmm@0
  aesenc %xmm@5, %xmm@0
  aesenc %xmm@6, %xmm@0
  aesenc %xmm@7, %xmm@0
  aesenc %xmm@8, %xmm@0
  aesenc %xmm@9, %xmm@0
  aesenc %xmm@10, %xmm@0
  aesenc %xmm@11, %xmm@0
  aesenc %xmm@12, %xmm@0
  aesenc %xmm@13, %xmm@0
  aesenc %xmm@14, %xmm@0
  movdqa %xmm@0, %xmm@1
  aesenclast %xmm@15, %xmm@1
  movq %rax, %r8
  bswapq %r8
  movq %r8, %xmm@0
  pextrq $1, %xmm@1, (%rdx,%rdi)
  pxor %xmm@1, %xmm@0
  movdqa %xmm@2, %xmm@1
  incq %rax
  addq $8, %rdi
  cmpq %rdi, %rcx
  jne L2
  xorl %edi, %edi
L3:
  pinsrq $1, (%rdx,%rdi), %xmm@0
  pxor %xmm@1, %xmm@0
  aesenc -24(%rsp), %xmm@0
  aesenc %xmm@3, %xmm@0
  aesenc %xmm@4, %xmm@0
  aesenc %xmm@5, %xmm@0
  aesenc %xmm@6, %xmm@0
  aesenc %xmm@7, %xmm@0
  aesenc %xmm@8, %xmm@0
  aesenc %xmm@9, %xmm@0
  aesenc %xmm@10, %xmm@0
  aesenc %xmm@11, %xmm@0
  aesenc %xmm@12, %xmm@0
  aesenc %xmm@13, %xmm@0
  aesenc %xmm@14, %xmm@0
  movdqa %xmm@0, %xmm@1
  aesenclast %xmm@15, %xmm@1
  movq %rax, %r8
  bswapq %r8
  movq %r8, %xmm@0
  pextrq $1, %xmm@1, (%rdx,%rdi)
  pxor %xmm@1, %xmm@0
  movdqa %xmm@2, %xmm@1
  incq %rax
  addq $8, %rdi
  cmpq %rdi, %rcx
  jne L3
  xorl %edi, %edi
L4:
  pinsrq $1, (%rdx,%rdi), %xmm@0
  pxor %xmm@1, %xmm@0
  aesenc -24(%rsp), %xmm@0
  aesenc %xmm@3, %xmm@0
  aesenc %xmm@4, %xmm@0
  aesenc %xmm@5, %xmm@0
  aesenc %xmm@6, %xmm@0
  aesenc %xmm@7, %xmm@0
  aesenc %xmm@8, %xmm@0
  aesenc %xmm@9, %xmm@0
  aesenc %xmm@10, %xmm@0
  aesenc %xmm@11, %xmm@0
  aesenc %xmm@12, %xmm@0
  aesenc %xmm@13, %xmm@0
  aesenc %xmm@14, %xmm@0
  movdqa %xmm@0, %xmm@1
  aesenclast %xmm@15, %xmm@1
  movq %rax, %r8
  bswapq %r8
  movq %r8, %xmm@0
  pextrq $1, %xmm@1, (%rdx,%rdi)
  pxor %xmm@1, %xmm@0
  movdqa %xmm@2, %xmm@1
  incq %rax
  addq $8, %rdi
  cmpq %rdi, %rcx
  jne L4
  xorl %edi, %edi
L5:
  pinsrq $1, (%rdx,%rdi), %xmm@0
  pxor %xmm@1, %xmm@0
  aesenc -24(%rsp), %xmm@0
  aesenc %xmm@3, %xmm@0
  aesenc %xmm@4, %xmm@0
  aesenc %xmm@5, %xmm@0
  aesenc %xmm@6, %xmm@0
  aesenc %xmm@7, %xmm@0
  aesenc %xmm@8, %xmm@0
  aesenc %xmm@9, %xmm@0
  aesenc %xmm@10, %xmm@0
  aesenc %xmm@11, %xmm@0
  aesenc %xmm@12, %xmm@0
  aesenc %xmm@13, %xmm@0
  aesenc %xmm@14, %xmm@0
  movdqa %xmm@0, %xmm@1
  aesenclast %xmm@15, %xmm@1
  movq %rax, %r8
  bswapq %r8
  movq %r8, %xmm@0
  pextrq $1, %xmm@1, (%rdx,%rdi)
  pxor %xmm@1, %xmm@0
  movdqa %xmm@2, %xmm@1
  incq %rax
  addq $8, %rdi
  cmpq %rdi, %rcx
  jne L5
  xorl %edi, %edi
L6:
  pinsrq $1, (%rdx,%rdi), %xmm@0
  pxor %xmm@1, %xmm@0
  aesenc -24(%rsp), %xmm@0
  aesenc %xmm@3, %xmm@0
  aesenc %xmm@4, %xmm@0
  aesenc %xmm@5, %xmm@0
  aesenc %xmm@6, %xmm@0
  aesenc %xmm@7, %xmm@0
  aesenc %xmm@8, %xmm@0
  aesenc %xmm@9, %xmm@0
  aesenc %xmm@10, %xmm@0
  aesenc %xmm@11, %xmm@0
  aesenc %xmm@12, %xmm@0
  aesenc %xmm@13, %xmm@0
  aesenc %xmm@14, %xmm@0
  aesenclast %xmm@15, %xmm@0
  movq %rax, %r8
  bswapq %r8
  movq %r8, %xmm@1
  pextrq $1, %xmm@0, (%rdx,%rdi)
  pxor %xmm@1, %xmm@0
  movdqa %xmm@2, %xmm@1
  incq %rax
  addq $8, %rdi
  cmpq %rdi, %rcx
  jne L6
L0:
  movq %xmm@0, (%rsi)
  retq
== hw_aes256::arch::x86_64::aesni_clmul::kw_wrap#1
  subq $120, %rsp
  movq (%rsi), %xmm@0
  movaps (%rdi), %xmm@1
  movaps %xmm@1, -128(%rsp)
  movdqa 16(%rdi), %xmm@2
  movaps 32(%rdi), %xmm@1
  movaps %xmm@1, -112(%rsp)
  movdqa 48(%rdi), %xmm@3
  movaps 224(%rdi), %xmm@1
  movaps %xmm@1, 32(%rsp)
  movdqa 64(%rdi), %xmm@4
  movdqa 80(%rdi), %xmm@5
  movdqa 96(%rdi), %xmm@6
  movaps 112(%rdi), %xmm@1
  movaps %xmm@1, -32(%rsp)
  movaps 128(%rdi), %xmm@1
  movaps %xmm@1, -48(%rsp)
  movaps 144(%rdi), %xmm@1
  movaps %xmm@1, -64(%rsp)
  movaps 160(%rdi), %xmm@1
  movaps %xmm@1, -80(%rsp)
  movaps 176(%rdi), %xmm@1
  movaps %xmm@1, -96(%rsp)
  movaps 192(%rdi), %xmm@1
  movaps %xmm@1, 64(%rsp)
  movaps 208(%rdi), %xmm@1
  movaps %xmm@1, 48(%rsp)
  xorl %eax, %eax
  xorl %ecx, %ecx
  movq 8(%rsi), %xmm@7
  movq 16(%rsi), %xmm@8
  movq 24(%rsi), %xmm@9
  movq 32(%rsi), %xmm@10
  movq 40(%rsi), %xmm@1
  movq 48(%rsi), %xmm@11
  movq 56(%rsi), %xmm@12
  movdqa %xmm@3, 96(%rsp)
  movdqa %xmm@2, 80(%rsp)
  movdqa %xmm@4, 16(%rsp)
  movdqa %xmm@5, (%rsp)
  movdqa %xmm@6, -16(%rsp)
  movdqa 32(%rsp), %xmm@13
L0:
  xorl %edi, %edi
L1:
  movdqa -128(%rsp), %xmm@14
  movdqa -112(%rsp), %xmm@15
  pinsrq $1, (%rdx,%rdi), %xmm@0
  pinsrq $1, 8(%rdx,%rdi), %xmm@7
  pinsrq $1, 16(%rdx,%rdi), %xmm@8
  pinsrq $1, 24(%rdx,%rdi), %xmm@9
  pinsrq $1, 32(%rdx,%rdi), %xmm@10
  pinsrq $1, 40(%rdx,%rdi), %xmm@1
  pinsrq $1, 48(%rdx,%rdi), %xmm@11
  pxor %xmm@14, %xmm@0
  pxor %xmm@14, %xmm@7
  pxor %xmm@14, %xmm@8
  pxor %xmm@14, %xmm@9
  pxor %xmm@14, %xmm@10
  pxor %xmm@14, %xmm@1
  pxor %xmm@14, %xmm@11
  aesenc %xmm@2, %xmm@0
  aesenc %xmm@2, %xmm@7
  aesenc %xmm@2, %xmm@8
  aesenc %xmm@2, %xmm@9
  aesenc %xmm@2, %xmm@10
  aesenc %xmm@2, %xmm@1
  aesenc %xmm@2, %xmm@11
  aesenc %xmm@15, %xmm@0
  aesenc %xmm@15, %xmm@7
  aesenc %xmm@15, %xmm@8
  aesenc %xmm@15, %xmm@9
  aesenc %xmm@15, %xmm@10
  aesenc %xmm@15, %xmm@1
  aesenc %xmm@15, %xmm@11
  aesenc %xmm@3, %xmm@0
  aesenc %xmm@3, %xmm@7
  aesenc %xmm@3, %xmm@8
  aesenc %xmm@3, %xmm@9
  aesenc %xmm@3, %xmm@10
  aesenc %xmm@3, %xmm@1
  aesenc %xmm@3, %xmm@11
  aesenc %xmm@4, %xmm@0
  aesenc %xmm@4, %xmm@7
  aesenc %xmm@4, %xmm@8
  aesenc %xmm@4, %xmm@9
  aesenc %xmm@4, %xmm@10
  aesenc %xmm@4, %xmm@1
  aesenc %xmm@4, %xmm@11
  aesenc %xmm@5, %xmm@0
  aesenc %xmm@5, %xmm@7
  aesenc %xmm@5, %xmm@8
  aesenc %xmm@5, %xmm@9
  aesenc %xmm@5, %xmm@10
  aesenc %xmm@5, %xmm@1
  aesenc %xmm@5, %xmm@11
  aesenc %xmm@6, %xmm@0
  aesenc %xmm@6, %xmm@7
  aesenc %xmm@6, %xmm@8
  aesenc %xmm@6, %xmm@9
  aesenc %xmm@6, %xmm@10
  aesenc %xmm@6, %xmm@1
  aesenc %xmm@6, %xmm@11
  movdqa -32(%rsp), %xmm@4
  aesenc %xmm@4, %xmm@0
  aesenc %xmm@4, %xmm@7
  aesenc %xmm@4, %xmm@8
  aesenc %xmm@4, %xmm@9
  aesenc %xmm@4, %xmm@10
  aesenc %xmm@4, %xmm@1
  aesenc %xmm@4, %xmm@11
  movdqa -48(%rsp), %xmm@4
  aesenc %xmm@4, %xmm@0
  aesenc %xmm@4, %xmm@7
  aesenc %xmm@4, %xmm@8
  aesenc %xmm@4, %xmm@9
  aesenc %xmm@4, %xmm@10
  aesenc %xmm@4, %xmm@1
  aesenc %xmm@4, %xmm@11
  movdqa -64(%rsp), %xmm@4
  aesenc %xmm@4, %xmm@0
  aesenc %xmm@4, %xmm@7
  aesenc %xmm@4, %xmm@8
  aesenc %xmm@4, %xmm@9
  aesenc %xmm@4, %xmm@10
  aesenc %xmm@4, %xmm@1
  aesenc %xmm@4, %xmm@11
  movdqa -80(%rsp), %xmm@4
  aesenc %xmm@4, %xmm@0
  aesenc %xmm@4, %xmm@7
  aesenc %xmm@4, %xmm@8
  aesenc %xmm@4, %xmm@9
  aesenc %xmm@4, %xmm@10
  aesenc %xmm@4, %xmm@1
  aesenc %xmm@4, %xmm@11
  movdqa -96(%rsp), %xmm@4
  aesenc %xmm@4, %xmm@0
  aesenc %xmm@4, %xmm@7
  aesenc %xmm@4, %xmm@8
  aesenc %xmm@4, %xmm@9
  aesenc %xmm@4, %xmm@10
  aesenc %xmm@4, %xmm@1
  aesenc %xmm@4, %xmm@11
  movdqa 64(%rsp), %xmm@14
  aesenc %xmm@14, %xmm@0
  aesenc %xmm@14, %xmm@7
  aesenc %xmm@14, %xmm@8
  aesenc %xmm@14, %xmm@9
  aesenc %xmm@14, %xmm@10
  aesenc %xmm@14, %xmm@1
  aesenc %xmm@14, %xmm@11
  movdqa 48(%rsp), %xmm@4
  aesenc %xmm@4, %xmm@0
  aesenc %xmm@4, %xmm@7
  aesenc %xmm@4, %xmm@8
  aesenc %xmm@4, %xmm@9
  aesenc %xmm@4, %xmm@10
  aesenc %xmm@4, %xmm@1
  aesenc %xmm@4, %xmm@11
  movdqa %xmm@0, %xmm@6
  aesenclast %xmm@13, %xmm@6
  aesenclast %xmm@13, %xmm@7
  movdqa %xmm@8, %xmm@3
  aesenclast %xmm@13, %xmm@3
  aesenclast %xmm@13, %xmm@9
  movdqa %xmm@10, %xmm@2
  aesenclast %xmm@13, %xmm@2
  aesenclast %xmm@13, %xmm@1
  incq %rax
  movdqa %xmm@11, %xmm@15
  aesenclast %xmm@13, %xmm@15
  movq %rax, %r8
  bswapq %r8
  movq %r8, %xmm@5
  movdqa %xmm@6, %xmm@0
  pxor %xmm@5, %xmm@0
  punpckhqdq %xmm@7, %xmm@6
  pxor %xmm@5, %xmm@7
  movdqu %xmm@6, (%rdx,%rdi)
  movdqa %xmm@3, %xmm@8
  pxor %xmm@5, %xmm@8
  punpckhqdq %xmm@9, %xmm@3
  pxor %xmm@5, %xmm@9
  movdqu %xmm@3, 16(%rdx,%rdi)
  movdqa %xmm@2, %xmm@10
  pxor %xmm@5, %xmm@10
  punpckhqdq %xmm@1, %xmm@2
  movdqu %xmm@2, 32(%rdx,%rdi)
  movdqa 80(%rsp), %xmm@2
  movdqa 96(%rsp), %xmm@3
  pinsrq $1, 56(%rdx,%rdi), %xmm@12
  pxor %xmm@5, %xmm@1
  pxor -128(%rsp), %xmm@12
  aesenc %xmm@2, %xmm@12
  aesenc -112(%rsp), %xmm@12
  aesenc %xmm@3, %xmm@12
  aesenc 16(%rsp), %xmm@12
  aesenc (%rsp), %xmm@12
  aesenc -16(%rsp), %xmm@12
  aesenc -32(%rsp), %xmm@12
  aesenc -48(%rsp), %xmm@12
  aesenc -64(%rsp), %xmm@12
  aesenc -80(%rsp), %xmm@12
  aesenc -96(%rsp), %xmm@12
  aesenc %xmm@14, %xmm@12
  aesenc %xmm@4, %xmm@12
  movdqa %xmm@15, %xmm@11
  movdqa %xmm@12, %xmm@6
  aesenclast %xmm@13, %xmm@6
  pxor %xmm@5, %xmm@11
  movdqa %xmm@5, %xmm@12
  movdqa (%rsp), %xmm@5
  pxor %xmm@6, %xmm@12
  punpckhqdq %xmm@6, %xmm@15
  movdqa -16(%rsp), %xmm@6
  movdqu %xmm@15, 48(%rdx,%rdi)
  movdqa 16(%rsp), %xmm@4
  addq $64, %rdi
  cmpq $256, %rdi
  jne L1
  incl %ecx
  cmpl $6, %ecx
  jne L0
  punpcklqdq %xmm@7, %xmm@0
  movdqu %xmm@0, (%rsi)
  punpcklqdq %xmm@9, %xmm@8
  movdqu %xmm@8, 16(%rsi)
  punpcklqdq %xmm@1, %xmm@10
  movdqu %xmm@10, 32(%rsi)
  punpcklqdq %xmm@12, %xmm@11
  movdqu %xmm@11, 48(%rsi)
  addq $120, %rsp
  retq
== hw_aes256::arch::x86_64::vaes_avx2::ctr128#0
  pushq %rbp
  pushq %r15
  pushq %r14
  pushq %r13
  pushq %r12
  pushq %rbx
  subq $696, %rsp
  movq %rsi, %r14
  movq %rdi, %rbx
  movq (%rdx), %r13
  movq 8(%rdx), %rbp
  movzbl %r8b, %r15d
  movabsq $9223372036854775552, %rax
  andq %r8, %rax
  je L0
  vbroadcastf128 (%r14), %ymm@0
  vmovups %ymm@0, 48(%rsp)
  vbroadcastf128 16(%r14), %ymm@0
  vmovups %ymm@0, 16(%rsp)
  vbroadcastf128 32(%r14), %ymm@0
  vmovups %ymm@0, 112(%rsp)
  vbroadcastf128 48(%r14), %ymm@0
  vmovups %ymm@0, 80(%rsp)
  vbroadcastf128 64(%r14), %ymm@0
  vmovups %ymm@0, 272(%rsp)
  vbroadcastf128 80(%r14), %ymm@0
  vmovups %ymm@0, 240(%rsp)
  vbroadcastf128 96(%r14), %ymm@0
  vmovups %ymm@0, 208(%rsp)
  vbroadcastf128 112(%r14), %ymm@0
  vmovups %ymm@0, 176(%rsp)
  vbroadcastf128 128(%r14), %ymm@0
  vmovups %ymm@0, 144(%rsp)
  vbroadcastf128 144(%r14), %ymm@0
  vmovups %ymm@0, 496(%rsp)
  vbroadcastf128 160(%r14), %ymm@0
  vmovups %ymm@0, 464(%rsp)
  vbroadcastf128 176(%r14), %ymm@0
  vmovups %ymm@0, 432(%rsp)
  vbroadcastf128 192(%r14), %ymm@0
  vmovups %ymm@0, 400(%rsp)
  vbroadcastf128 208(%r14), %ymm@0
  vmovups %ymm@0, 368(%rsp)
  vbroadcastf128 224(%r14), %ymm@0
  vmovups %ymm@0, 336(%rsp)
  bswapq %r13
  bswapq %rbp
  xorl %edx, %edx
  vpbroadcastq C0(%rip), %ymm@0
  vmovdqu %ymm@0, 304(%rsp)
  vmovdqu 464(%rsp), %ymm@1
  vmovdqu 432(%rsp), %ymm@2
  vmovdqu 400(%rsp), %ymm@3
  vmovdqu 368(%rsp), %ymm@4
  vmovdqu 272(%rsp), %ymm@5
L1:
  vmovq %rbp, %xmm@0
  vmovq %r13, %xmm@6
  vpunpcklqdq %xmm@6, %xmm@0, %xmm@0
  vinserti128 $1, %xmm@0, %ymm@0, %ymm@0
  vpaddq C1(%rip), %ymm@0, %ymm@6
  vmovdqu 304(%rsp), %ymm@7
  vpxor %ymm@7, %ymm@6, %ymm@8
  vmovdqa C2(%rip), %ymm@9
  vpcmpgtq %ymm@8, %ymm@9, %ymm@8
  vpaddq C3(%rip), %ymm@0, %ymm@9
  vpslldq $8, %ymm@8, %ymm@8
  vpxor %ymm@7, %ymm@9, %ymm@10
  vmovdqa C4(%rip), %ymm@11
  vpcmpgtq %ymm@10, %ymm@11, %ymm@10
  vpaddq C5(%rip), %ymm@0, %ymm@11
  vpslldq $8, %ymm@10, %ymm@10
  vpxor %ymm@7, %ymm@11, %ymm@12
  vmovdqa C6(%rip), %ymm@13
  vpcmpgtq %ymm@12, %ymm@13, %ymm@12
  vpslldq $8, %ymm@12, %ymm@12
  vpsubq %ymm@8, %ymm@6, %ymm@6
  vmovdqu %ymm@6, 656(%rsp)
  vpaddq C7(%rip), %ymm@0, %ymm@6
  vpxor %ymm@7, %ymm@6, %ymm@8
  vmovdqa C8(%rip), %ymm@13
  vpcmpgtq %ymm@8, %ymm@13, %ymm@8
  vpsubq %ymm@10, %ymm@9, %ymm@9
  vmovdqu %ymm@9, 624(%rsp)
  vpslldq $8, %ymm@8, %ymm@8
  vpaddq C9(%rip), %ymm@0, %ymm@9
  vpxor %ymm@7, %ymm@9, %ymm@10
  vpsubq %ymm@12, %ymm@11, %ymm@11
  vmovdqu %ymm@11, 592(%rsp)
  vmovdqa C10(%rip), %ymm@11
  vpcmpgtq %ymm@10, %ymm@11, %ymm@10
  vpslldq $8, %ymm@10, %ymm@10
  vpaddq C11(%rip), %ymm@0, %ymm@11
  vpsubq %ymm@8, %ymm@6, %ymm@6
  vmovdqu %ymm@6, 560(%rsp)
  vpxor %ymm@7, %ymm@11, %ymm@6
  vmovdqa C12(%rip), %ymm@8
  vpcmpgtq %ymm@6, %ymm@8, %ymm@6
  vpslldq $8, %ymm@6, %ymm@6
  vpsubq %ymm@10, %ymm@9, %ymm@8
  vmovdqu %ymm@8, 528(%rsp)
  vpsubq %ymm@6, %ymm@11, %ymm@14
  vpaddq C13(%rip), %ymm@0, %ymm@10
  vpaddq C14(%rip), %ymm@0, %ymm@0
  vpxor %ymm@7, %ymm@0, %ymm@6
  vmovdqa C15(%rip), %ymm@8
  vpcmpgtq %ymm@6, %ymm@8, %ymm@6
  vpslldq $8, %ymm@6, %ymm@6
  vpsubq %ymm@6, %ymm@0, %ymm@0
  vpxor %ymm@7, %ymm@10, %ymm@6
  vmovdqa C16(%rip), %ymm@8
  vpcmpgtq %ymm@6, %ymm@8, %ymm@6
  vpslldq $8, %ymm@6, %ymm@8
  vmovdqa C17(%rip), %ymm@9
  vpshufb %ymm@9, %ymm@0, %ymm@0
  vmovdqu 48(%rsp), %ymm@13
  vpxor %ymm@0, %ymm@13, %ymm@0
  vmovdqu 16(%rsp), %ymm@7
  vaesenc %ymm@7, %ymm@0, %ymm@0
  vmovdqu 112(%rsp), %ymm@15
  vaesenc %ymm@15, %ymm@0, %ymm@0
  vaesenc 80(%rsp), %ymm@0, %ymm@0
  vaesenc 272(%rsp), %ymm@0, %ymm@0
  vaesenc 240(%rsp), %ymm@0, %ymm@0
  vaesenc 208(%rsp), %ymm@0, %ymm@0
  vaesenc 176(%rsp), %ymm@0, %ymm@0
  vaesenc 144(%rsp), %ymm@0, %ymm@0
  vmovdqu 496(%rsp), %ymm@11
  vaesenc %ymm@11, %ymm@0, %ymm@0
  vaesenc %ymm@1, %ymm@0, %ymm@0
  vaesenc %ymm@2, %ymm@0, %ymm@0
  vaesenc %ymm@3, %ymm@0, %ymm@0
  vaesenc %ymm@4, %ymm@0, %ymm@0
  vmovdqu 336(%rsp), %ymm@12
  vaesenclast %ymm@12, %ymm@0, %ymm@0
  vpsubq %ymm@8, %ymm@10, %ymm@6
  vmovdqu %ymm@0, (%rcx,%rdx)
  vpshufb %ymm@9, %ymm@14, %ymm@0
  vpxor %ymm@0, %ymm@13, %ymm@0
  vpshufb %ymm@9, %ymm@6, %ymm@6
  vpxor %ymm@6, %ymm@13, %ymm@6
  vaesenc %ymm@7, %ymm@6, %ymm@6
  vaesenc %ymm@7, %ymm@0, %ymm@0
  vaesenc %ymm@15, %ymm@6, %ymm@6
  vaesenc %ymm@15, %ymm@0, %ymm@0
  vmovdqu 80(%rsp), %ymm@10
  vaesenc %ymm@10, %ymm@6, %ymm@6
  vaesenc %ymm@10, %ymm@0, %ymm@0
  vaesenc %ymm@5, %ymm@6, %ymm@6
  vaesenc %ymm@5, %ymm@0, %ymm@0
  vmovdqu 240(%rsp), %ymm@14
  vaesenc %ymm@14, %ymm@6, %ymm@6
  vaesenc %ymm@14, %ymm@0, %ymm@0
  vmovdqu 208(%rsp), %ymm@15
  vaesenc %ymm@15, %ymm@6, %ymm@6
  vaesenc %ymm@15, %ymm@0, %ymm@0
  vmovdqu 176(%rsp), %ymm@13
  vaesenc %ymm@13, %ymm@6, %ymm@6
  vaesenc %ymm@13, %ymm@0, %ymm@0
  vmovdqu 144(%rsp), %ymm@7
  vaesenc %ymm@7, %ymm@6, %ymm@6
  vaesenc %ymm@7, %ymm@0, %ymm@0
  vaesenc %ymm@11, %ymm@6, %ymm@6
  vaesenc %ymm@11, %ymm@0, %ymm@0
  vaesenc %ymm@1, %ymm@6, %ymm@6
  vaesenc %ymm@1, %ymm@0, %ymm@0
  vaesenc %ymm@2, %ymm@6, %ymm@6
  vaesenc %ymm@2, %ymm@0, %ymm@0
  vaesenc %ymm@3, %ymm@6, %ymm@6
  vaesenc %ymm@3, %ymm@0, %ymm@0
  vaesenc %ymm@4, %ymm@6, %ymm@6
  vaesenc %ymm@4, %ymm@0, %ymm@0
  vaesenclast %ymm@12, %ymm@6, %ymm@6
  vmovdqu %ymm@6, 32(%rcx,%rdx)
  vaesenclast %ymm@12, %ymm@0, %ymm@0
  vmovdqu %ymm@0, 64(%rcx,%rdx)
  vmovdqu 560(%rsp), %ymm@0
  vmovdqa C17(%rip), %ymm@9
  vpshufb %ymm@9, %ymm@0, %ymm@0
  vmovdqu 48(%rsp), %ymm@8
  vpxor %ymm@0, %ymm@8, %ymm@0
  vmovdqu 528(%rsp), %ymm@6
  vpshufb %ymm@9, %ymm@6, %ymm@6
  vpxor %ymm@6, %ymm@8, %ymm@6
  vmovdqu 16(%rsp), %ymm@8
  vaesenc %ymm@8, %ymm@6, %ymm@6
  vaesenc %ymm@8, %ymm@0, %ymm@0
  vmovdqu 112(%rsp), %ymm@8
  vaesenc %ymm@8, %ymm@6, %ymm@6
  vaesenc %ymm@8, %ymm@0, %ymm@0
  vaesenc %ymm@10, %ymm@6, %ymm@6
  vaesenc %ymm@10, %ymm@0, %ymm@0
  vaesenc %ymm@5, %ymm@6, %ymm@6
  vaesenc %ymm@5, %ymm@0, %ymm@0
  vaesenc %ymm@14, %ymm@6, %ymm@6
  vaesenc %ymm@14, %ymm@0, %ymm@0
  vaesenc %ymm@15, %ymm@6, %ymm@6
  vaesenc %ymm@15, %ymm@0, %ymm@0
  vaesenc %ymm@13, %ymm@6, %ymm@6
  vaesenc %ymm@13, %ymm@0, %ymm@0
  vaesenc %ymm@7, %ymm@6, %ymm@6
  vaesenc %ymm@7, %ymm@0, %ymm@0
  vaesenc %ymm@11, %ymm@6, %ymm@6
  vaesenc %ymm@11, %ymm@0, %ymm@0
  vaesenc %ymm@1, %ymm@6, %ymm@6
  vaesenc %ymm@1, %ymm@0, %ymm@0
  vaesenc %ymm@2, %ymm@6, %ymm@6
  vaesenc %ymm@2, %ymm@0, %ymm@0
  vaesenc %ymm@3, %ymm@6, %ymm@6
  vaesenc %ymm@3, %ymm@0, %ymm@0
  vaesenc %ymm@4, %ymm@6, %ymm@6
  vaesenc %ymm@4, %ymm@0, %ymm@0
  vaesenclast %ymm@12, %ymm@6, %ymm@6
  vaesenclast %ymm@12, %ymm@0, %ymm@0
  vmovdqu %ymm@6, 96(%rcx,%rdx)
  vmovdqu %ymm@0, 128(%rcx,%rdx)
  vmovdqu 624(%rsp), %ymm@0
  vpshufb %ymm@9, %ymm@0, %ymm@0
  vmovdqu 48(%rsp), %ymm@8
  vpxor %ymm@0, %ymm@8, %ymm@10
  vmovdqu 592(%rsp), %ymm@6
  vpshufb %ymm@9, %ymm@6, %ymm@6
  vpxor %ymm@6, %ymm@8, %ymm@6
  vmovdqu 16(%rsp), %ymm@0
  vaesenc %ymm@0, %ymm@6, %ymm@6
  vaesenc %ymm@0, %ymm@10, %ymm@10
  vmovdqu 112(%rsp), %ymm@9
  vaesenc %ymm@9, %ymm@6, %ymm@6
  vaesenc %ymm@9, %ymm@10, %ymm@10
  vmovdqu 80(%rsp), %ymm@8
  vaesenc %ymm@8, %ymm@6, %ymm@6
  vaesenc %ymm@8, %ymm@10, %ymm@10
  vaesenc %ymm@5, %ymm@6, %ymm@6
  vaesenc %ymm@5, %ymm@10, %ymm@0
  vaesenc %ymm@14, %ymm@6, %ymm@6
  vaesenc %ymm@14, %ymm@0, %ymm@0
  vaesenc %ymm@15, %ymm@6, %ymm@6
  vaesenc %ymm@15, %ymm@0, %ymm@0
  vaesenc %ymm@13, %ymm@6, %ymm@6
  vaesenc %ymm@13, %ymm@0, %ymm@0
  vaesenc %ymm@7, %ymm@6, %ymm@6
  vaesenc %ymm@7, %ymm@0, %ymm@0
  vaesenc %ymm@11, %ymm@6, %ymm@6
  vaesenc %ymm@11, %ymm@0, %ymm@0
  vaesenc %ymm@1, %ymm@6, %ymm@6
  vaesenc %ymm@1, %ymm@0, %ymm@0
  vaesenc %ymm@2, %ymm@6, %ymm@6
  vaesenc %ymm@2, %ymm@0, %ymm@0
  vaesenc %ymm@3, %ymm@6, %ymm@6
  vaesenc %ymm@3, %ymm@0, %ymm@0
  vaesenc %ymm@4, %ymm@6, %ymm@6
  vaesenc %ymm@4, %ymm@0, %ymm@0
  vaesenclast %ymm@12, %ymm@6, %ymm@6
  vmovdqu %ymm@6, 160(%rcx,%rdx)
  vaesenclast %ymm@12, %ymm@0, %ymm@0
  vmovdqu %ymm@0, 192(%rcx,%rdx)
  vmovdqu 656(%rsp), %ymm@0
  vpshufb C17(%rip), %ymm@0, %ymm@0
  vpxor 48(%rsp), %ymm@0, %ymm@0
  vaesenc 16(%rsp), %ymm@0, %ymm@0
  vaesenc %ymm@9, %ymm@0, %ymm@0
  vaesenc %ymm@8, %ymm@0, %ymm@0
  vaesenc %ymm@5, %ymm@0, %ymm@0
  vaesenc %ymm@14, %ymm@0, %ymm@0
  vaesenc %ymm@15, %ymm@0, %ymm@0
  vaesenc %ymm@13, %ymm@0, %ymm@0
  vaesenc %ymm@7, %ymm@0, %ymm@0
  vaesenc %ymm@11, %ymm@0, %ymm@0
  vaesenc %ymm@1, %ymm@0, %ymm@0
  vaesenc %ymm@2, %ymm@0, %ymm@0
  vaesenc %ymm@3, %ymm@0, %ymm@0
  vaesenc %ymm@4, %ymm@0, %ymm@0
  vaesenclast %ymm@12, %ymm@0, %ymm@0
  vmovdqu %ymm@0, 224(%rcx,%rdx)
  addq $16, %rbp
  adcq $0, %r13
  addq $256, %rdx
  cmpq %rdx, %rax
  jne L1
  bswapq %rbp
  bswapq %r13
L0:
  testq %r15, %r15
  je L2
  addq %rax, %rcx
  movq %rcx, %rdi
  xorl %esi, %esi
  movq %r15, %rdx
  movq %rcx, %r12
  vzeroupper
  callq *memset@GOTPCREL(%rip)
  movq %rbp, 8(%rsp)
  movq %r13, (%rsp)
  movq %rsp, %rdx
  movq %rbx, %rdi
  movq %r14, %rsi
  movq %r12, %rcx
  movq %r15, %r8
  callq *hw_aes256::arch::x86_64::aesni_clmul::ctr128_xor(%rip)
  jmp L3
L2:
  movq %r13, (%rbx)
  movq %rbp, 8(%rbx)
L3:
  addq $696, %rsp
  popq %rbx
  popq %r12
  popq %r13
  popq %r14
  popq %r15
  popq %rbp
  vzeroupper
  retq
== hw_aes256::arch::x86_64::vaes_avx2::ctr128#1
  subq $728, %rsp
  movq %r8, %rax
  movq (%rdx), %r9
  movq 8(%rdx), %rdx
  movzbl %al, %r8d
  movabsq $9223372036854775552, %r10
  andq %rax, %r10
  je L0
  vbroadcastf128 (%rsi), %ymm@0
  vmovups %ymm@0, 240(%rsp)
  vbroadcastf128 16(%rsi), %ymm@0
  vmovups %ymm@0, 208(%rsp)
  vbroadcastf128 32(%rsi), %ymm@0
  vmovups %ymm@0, 432(%rsp)
  vbroadcastf128 48(%rsi), %ymm@0
  vmovups %ymm@0, 400(%rsp)
  vbroadcastf128 64(%rsi), %ymm@0
  vmovups %ymm@0, 592(%rsp)
  vbroadcastf128 80(%rsi), %ymm@0
  vmovups %ymm@0, 560(%rsp)
  vbroadcastf128 96(%rsi), %ymm@0
  vmovups %ymm@0, 528(%rsp)
  vbroadcastf128 112(%rsi), %ymm@0
  vmovups %ymm@0, 496(%rsp)
  vbroadcastf128 128(%rsi), %ymm@0
  vmovups %ymm@0, 176(%rsp)
  vbroadcastf128 144(%rsi), %ymm@0
  vmovups %ymm@0, 32(%rsp)
  vbroadcastf128 160(%rsi), %ymm@0
  vmovups %ymm@0, 144(%rsp)
  vbroadcastf128 176(%rsi), %ymm@0
  vmovups %ymm@0, 368(%rsp)
  vbroadcastf128 192(%rsi), %ymm@0
  vmovups %ymm@0, 336(%rsp)
  vbroadcastf128 208(%rsi), %ymm@0
  vmovups %ymm@0, 464(%rsp)
  vbroadcastf128 224(%rsi), %ymm@0
  vmovups %ymm@0, 304(%rsp)
  bswapq %r9
  bswapq %rdx
  xorl %eax, %eax
  vpbroadcastq C0(%rip), %ymm@0
  vmovdqu %ymm@0, 112(%rsp)
  vmovdqu 496(%rsp), %ymm@1
L1:
  vmovq %rdx, %xmm@0
  vmovq %r9, %xmm@2
  vpunpcklqdq %xmm@2, %xmm@0, %xmm@0
  vinserti128 $1, %xmm@0, %ymm@0, %ymm@3
  vpaddq C1(%rip), %ymm@3, %ymm@4
  vpaddq C2(%rip), %ymm@3, %ymm@5
  vpaddq C3(%rip), %ymm@3, %ymm@2
  vmovdqu 112(%rsp), %ymm@6
  vpxor %ymm@5, %ymm@6, %ymm@7
  vmovdqa C4(%rip), %ymm@0
  vpcmpgtq %ymm@7, %ymm@0, %ymm@7
  vpslldq $8, %ymm@7, %ymm@7
  vpxor %ymm@4, %ymm@6, %ymm@8
  vpsubq %ymm@7, %ymm@5, %ymm@5
  vpxor %ymm@2, %ymm@6, %ymm@7
  vmovdqa C5(%rip), %ymm@9
  vpshufb %ymm@9, %ymm@5, %ymm@5
  vmovdqa C6(%rip), %ymm@0
  vpcmpgtq %ymm@8, %ymm@0, %ymm@8
  vmovdqu 240(%rsp), %ymm@10
  vpxor %ymm@5, %ymm@10, %ymm@5
  vmovdqu 208(%rsp), %ymm@11
  vaesenc %ymm@11, %ymm@5, %ymm@5
  vpslldq $8, %ymm@8, %ymm@8
  vmovdqa C7(%rip), %ymm@0
  vpcmpgtq %ymm@7, %ymm@0, %ymm@7
  vmovdqu 432(%rsp), %ymm@12
  vaesenc %ymm@12, %ymm@5, %ymm@5
  vpsubq %ymm@8, %ymm@4, %ymm@8
  vmovdqu 400(%rsp), %ymm@13
  vaesenc %ymm@13, %ymm@5, %ymm@4
  vaesenc 592(%rsp), %ymm@4, %ymm@4
  vaesenc 560(%rsp), %ymm@4, %ymm@4
  vaesenc 528(%rsp), %ymm@4, %ymm@4
  vaesenc 496(%rsp), %ymm@4, %ymm@4
  vaesenc 176(%rsp), %ymm@4, %ymm@4
  vaesenc 32(%rsp), %ymm@4, %ymm@4
  vaesenc 144(%rsp), %ymm@4, %ymm@4
  vaesenc 368(%rsp), %ymm@4, %ymm@4
  vaesenc 336(%rsp), %ymm@4, %ymm@4
  vmovdqu 304(%rsp), %ymm@0
  vpxor (%rcx,%rax), %ymm@0, %ymm@5
  vmovdqu 464(%rsp), %ymm@14
  vaesenc %ymm@14, %ymm@4, %ymm@4
  vpslldq $8, %ymm@7, %ymm@7
  vaesenclast %ymm@5, %ymm@4, %ymm@0
  vmovdqu %ymm@0, (%rsp)
  vpaddq C8(%rip), %ymm@3, %ymm@15
  vpsubq %ymm@7, %ymm@2, %ymm@2
  vpxor %ymm@15, %ymm@6, %ymm@4
  vpshufb %ymm@9, %ymm@2, %ymm@2
  vpshufb %ymm@9, %ymm@8, %ymm@8
  vpxor %ymm@2, %ymm@10, %ymm@2
  vaesenc %ymm@11, %ymm@2, %ymm@2
  vpxor %ymm@8, %ymm@10, %ymm@0
  vmovdqa %ymm@12, %ymm@8
  vaesenc %ymm@12, %ymm@2, %ymm@2
  vaesenc %ymm@11, %ymm@0, %ymm@0
  vmovdqu %ymm@0, 688(%rsp)
  vmovdqa C9(%rip), %ymm@0
  vpcmpgtq %ymm@4, %ymm@0, %ymm@0
  vmovdqa %ymm@13, %ymm@12
  vaesenc %ymm@13, %ymm@2, %ymm@2
  vpslldq $8, %ymm@0, %ymm@6
  vmovdqu 592(%rsp), %ymm@10
  vaesenc %ymm@10, %ymm@2, %ymm@2
  vmovdqu 560(%rsp), %ymm@9
  vaesenc %ymm@9, %ymm@2, %ymm@2
  vmovdqu 528(%rsp), %ymm@11
  vaesenc %ymm@11, %ymm@2, %ymm@2
  vaesenc %ymm@1, %ymm@2, %ymm@2
  vmovdqu 176(%rsp), %ymm@13
  vaesenc %ymm@13, %ymm@2, %ymm@2
  vmovdqu 32(%rsp), %ymm@7
  vaesenc %ymm@7, %ymm@2, %ymm@2
  vaesenc 144(%rsp), %ymm@2, %ymm@2
  vmovdqu 368(%rsp), %ymm@4
  vaesenc %ymm@4, %ymm@2, %ymm@2
  vmovdqu 336(%rsp), %ymm@5
  vaesenc %ymm@5, %ymm@2, %ymm@2
  vaesenc %ymm@14, %ymm@2, %ymm@0
  vmovdqu %ymm@0, 624(%rsp)
  vpsubq %ymm@6, %ymm@15, %ymm@2
  vmovdqu %ymm@2, 272(%rsp)
  vmovups (%rsp), %ymm@2
  vmovups %ymm@2, (%rcx,%rax)
  vmovdqu 304(%rsp), %ymm@15
  vpxor 32(%rcx,%rax), %ymm@15, %ymm@2
  vpaddq C10(%rip), %ymm@3, %ymm@0
  vmovdqu %ymm@0, 656(%rsp)
  vmovdqa %ymm@3, %ymm@6
  vmovdqu %ymm@3, 80(%rsp)
  vmovdqu 624(%rsp), %ymm@3
  vaesenclast %ymm@2, %ymm@3, %ymm@2
  vmovdqu %ymm@2, (%rsp)
  vmovdqu 112(%rsp), %ymm@3
  vpxor %ymm@0, %ymm@3, %ymm@2
  vmovdqu 688(%rsp), %ymm@0
  vaesenc %ymm@8, %ymm@0, %ymm@8
  vaesenc %ymm@12, %ymm@8, %ymm@8
  vaesenc %ymm@10, %ymm@8, %ymm@8
  vaesenc %ymm@9, %ymm@8, %ymm@8
  vaesenc %ymm@11, %ymm@8, %ymm@8
  vaesenc %ymm@1, %ymm@8, %ymm@8
  vaesenc %ymm@13, %ymm@8, %ymm@8
  vaesenc %ymm@7, %ymm@8, %ymm@8
  vmovdqu 144(%rsp), %ymm@13
  vaesenc %ymm@13, %ymm@8, %ymm@8
  vaesenc %ymm@4, %ymm@8, %ymm@8
  vaesenc %ymm@5, %ymm@8, %ymm@8
  vaesenc %ymm@14, %ymm@8, %ymm@8
  vmovdqa C11(%rip), %ymm@0
  vpcmpgtq %ymm@2, %ymm@0, %ymm@4
  vmovups (%rsp), %ymm@0
  vmovups %ymm@0, 32(%rcx,%rax)
  vpxor 64(%rcx,%rax), %ymm@15, %ymm@2
  vpslldq $8, %ymm@4, %ymm@4
  vaesenclast %ymm@2, %ymm@8, %ymm@0
  vmovdqu %ymm@0, (%rsp)
  vpaddq C12(%rip), %ymm@6, %ymm@8
  vmovdqu 656(%rsp), %ymm@0
  vpsubq %ymm@4, %ymm@0, %ymm@4
  vpxor %ymm@8, %ymm@3, %ymm@7
  vmovdqa C5(%rip), %ymm@0
  vpshufb %ymm@0, %ymm@4, %ymm@4
  vmovdqu 272(%rsp), %ymm@2
  vpshufb %ymm@0, %ymm@2, %ymm@5
  vmovdqu 240(%rsp), %ymm@2
  vpxor %ymm@4, %ymm@2, %ymm@4
  vmovdqu 208(%rsp), %ymm@0
  vaesenc %ymm@0, %ymm@4, %ymm@4
  vpxor %ymm@5, %ymm@2, %ymm@5
  vmovdqu 432(%rsp), %ymm@3
  vaesenc %ymm@3, %ymm@4, %ymm@4
  vaesenc %ymm@0, %ymm@5, %ymm@5
  vmovdqa C13(%rip), %ymm@0
  vpcmpgtq %ymm@7, %ymm@0, %ymm@7
  vaesenc %ymm@12, %ymm@4, %ymm@4
  vpslldq $8, %ymm@7, %ymm@0
  vaesenc %ymm@10, %ymm@4, %ymm@4
  vaesenc %ymm@9, %ymm@4, %ymm@4
  vaesenc %ymm@11, %ymm@4, %ymm@4
  vaesenc %ymm@1, %ymm@4, %ymm@4
  vmovdqu 176(%rsp), %ymm@2
  vaesenc %ymm@2, %ymm@4, %ymm@4
  vmovdqu 32(%rsp), %ymm@7
  vaesenc %ymm@7, %ymm@4, %ymm@4
  vaesenc %ymm@13, %ymm@4, %ymm@4
  vmovdqu 368(%rsp), %ymm@15
  vaesenc %ymm@15, %ymm@4, %ymm@4
  vmovdqu 336(%rsp), %ymm@12
  vaesenc %ymm@12, %ymm@4, %ymm@4
  vaesenc %ymm@14, %ymm@4, %ymm@4
  vpsubq %ymm@0, %ymm@8, %ymm@0
  vmovdqu %ymm@0, 272(%rsp)
  vmovups (%rsp), %ymm@0
  vmovups %ymm@0, 64(%rcx,%rax)
  vmovdqu 304(%rsp), %ymm@6
  vpxor 96(%rcx,%rax), %ymm@6, %ymm@0
  vmovdqu 80(%rsp), %ymm@8
  vpaddq C14(%rip), %ymm@8, %ymm@8
  vaesenclast %ymm@0, %ymm@4, %ymm@0
  vmovdqu %ymm@0, (%rsp)
  vpxor 112(%rsp), %ymm@8, %ymm@4
  vmovdqa C15(%rip), %ymm@0
  vpcmpgtq %ymm@4, %ymm@0, %ymm@4
  vaesenc %ymm@3, %ymm@5, %ymm@5
  vpslldq $8, %ymm@4, %ymm@4
  vaesenc 400(%rsp), %ymm@5, %ymm@5
  vaesenc %ymm@10, %ymm@5, %ymm@5
  vaesenc %ymm@9, %ymm@5, %ymm@5
  vaesenc %ymm@11, %ymm@5, %ymm@5
  vaesenc %ymm@1, %ymm@5, %ymm@5
  vaesenc %ymm@2, %ymm@5, %ymm@5
  vaesenc %ymm@7, %ymm@5, %ymm@5
  vaesenc %ymm@13, %ymm@5, %ymm@5
  vaesenc %ymm@15, %ymm@5, %ymm@5
  vmovdqa %ymm@15, %ymm@13
  vaesenc %ymm@12, %ymm@5, %ymm@5
  vpsubq %ymm@4, %ymm@8, %ymm@4
  vaesenc %ymm@14, %ymm@5, %ymm@5
  vmovdqa %ymm@14, %ymm@15
  vmovups (%rsp), %ymm@0
  vmovups %ymm@0, 96(%rcx,%rax)
  vmovdqa %ymm@6, %ymm@7
  vpxor 128(%rcx,%rax), %ymm@6, %ymm@2
  vaesenclast %ymm@2, %ymm@5, %ymm@6
  vmovdqa C5(%rip), %ymm@2
  vpshufb %ymm@2, %ymm@4, %ymm@4
  vmovdqu 240(%rsp), %ymm@8
  vpxor %ymm@4, %ymm@8, %ymm@4
  vmovdqu 208(%rsp), %ymm@0
  vaesenc %ymm@0, %ymm@4, %ymm@4
  vmovdqu 272(%rsp), %ymm@5
  vpshufb %ymm@2, %ymm@5, %ymm@5
  vmovdqa %ymm@3, %ymm@2
  vaesenc %ymm@3, %ymm@4, %ymm@4
  vpxor %ymm@5, %ymm@8, %ymm@5
  vmovdqu 400(%rsp), %ymm@3
  vaesenc %ymm@3, %ymm@4, %ymm@4
  vaesenc %ymm@0, %ymm@5, %ymm@5
  vaesenc %ymm@10, %ymm@4, %ymm@4
  vaesenc %ymm@9, %ymm@4, %ymm@4
  vaesenc %ymm@11, %ymm@4, %ymm@4
  vaesenc %ymm@1, %ymm@4, %ymm@4
  vmovdqu 176(%rsp), %ymm@8
  vaesenc %ymm@8, %ymm@4, %ymm@4
  vmovdqu 32(%rsp), %ymm@0
  vaesenc %ymm@0, %ymm@4, %ymm@4
  vmovdqu 144(%rsp), %ymm@14
  vaesenc %ymm@14, %ymm@4, %ymm@4
  vaesenc %ymm@13, %ymm@4, %ymm@4
  vaesenc %ymm@12, %ymm@4, %ymm@4
  vaesenc %ymm@15, %ymm@4, %ymm@4
  vmovdqu %ymm@6, 128(%rcx,%rax)
  vmovdqa %ymm@7, %ymm@6
  vpxor 160(%rcx,%rax), %ymm@7, %ymm@7
  vmovdqu 80(%rsp), %ymm@15
  vpaddq C16(%rip), %ymm@15, %ymm@15
  vaesenclast %ymm@7, %ymm@4, %ymm@4
  vmovdqu %ymm@4, 80(%rsp)
  vpxor 112(%rsp), %ymm@15, %ymm@4
  vmovdqa C17(%rip), %ymm@7
  vpcmpgtq %ymm@4, %ymm@7, %ymm@4
  vaesenc %ymm@2, %ymm@5, %ymm@5
  vpslldq $8, %ymm@4, %ymm@4
  vaesenc %ymm@3, %ymm@5, %ymm@5
  vaesenc %ymm@10, %ymm@5, %ymm@5
  vaesenc %ymm@9, %ymm@5, %ymm@5
  vaesenc %ymm@11, %ymm@5, %ymm@5
  vaesenc %ymm@1, %ymm@5, %ymm@5
  vaesenc %ymm@8, %ymm@5, %ymm@5
  vaesenc %ymm@0, %ymm@5, %ymm@5
  vaesenc %ymm@14, %ymm@5, %ymm@5
  vaesenc %ymm@13, %ymm@5, %ymm@5
  vaesenc %ymm@12, %ymm@5, %ymm@5
  vpsubq %ymm@4, %ymm@15, %ymm@0
  vmovdqu 464(%rsp), %ymm@15
  vaesenc %ymm@15, %ymm@5, %ymm@4
  vmovups 80(%rsp), %ymm@2
  vmovups %ymm@2, 160(%rcx,%rax)
  vpxor 192(%rcx,%rax), %ymm@6, %ymm@2
  vaesenclast %ymm@2, %ymm@4, %ymm@2
  vpshufb C5(%rip), %ymm@0, %ymm@0
  vpxor 240(%rsp), %ymm@0, %ymm@0
  vaesenc 208(%rsp), %ymm@0, %ymm@0
  vaesenc 432(%rsp), %ymm@0, %ymm@0
  vaesenc %ymm@3, %ymm@0, %ymm@0
  vaesenc %ymm@10, %ymm@0, %ymm@0
  vaesenc %ymm@9, %ymm@0, %ymm@0
  vaesenc %ymm@11, %ymm@0, %ymm@0
  vaesenc %ymm@1, %ymm@0, %ymm@0
  vaesenc %ymm@8, %ymm@0, %ymm@0
  vaesenc 32(%rsp), %ymm@0, %ymm@0
  vaesenc %ymm@14, %ymm@0, %ymm@0
  vaesenc %ymm@13, %ymm@0, %ymm@0
  vaesenc %ymm@12, %ymm@0, %ymm@0
  vmovdqu %ymm@2, 192(%rcx,%rax)
  vpxor 224(%rcx,%rax), %ymm@6, %ymm@2
  vaesenc %ymm@15, %ymm@0, %ymm@0
  vaesenclast %ymm@2, %ymm@0, %ymm@0
  vmovdqu %ymm@0, 224(%rcx,%rax)
  addq $16, %rdx
  adcq $0, %r9
  addq $256, %rax
  cmpq %rax, %r10
  jne L1
  bswapq %rdx
  bswapq %r9
L0:
  testq %r8, %r8
  je L2
  addq %r10, %rcx
  movq %r9, 64(%rsp)
  movq %rdx, 72(%rsp)
  leaq 64(%rsp), %rdx
  vzeroupper
  callq *hw_aes256::arch::x86_64::aesni_clmul::ctr128_xor(%rip)
  addq $728, %rsp
  retq
L2:
  movq %r9, (%rdi)
  movq %rdx, 8(%rdi)
  addq $728, %rsp
  vzeroupper
  retq
== hw_aes256::arch::x86_64::vaes_avx512::ctr128#0
  pushq %r14
  pushq %rbx
  pushq %rax
  movq %rcx, %rax
  vbroadcasti32x4 (%rsi), %zmm@0
  vbroadcasti32x4 16(%rsi), %zmm@1
  vbroadcasti32x4 32(%rsi), %zmm@2
  vbroadcasti32x4 48(%rsi), %zmm@3
  vbroadcasti32x4 64(%rsi), %zmm@4
  vbroadcasti32x4 80(%rsi), %zmm@5
  vbroadcasti32x4 96(%rsi), %zmm@6
  vbroadcasti32x4 112(%rsi), %zmm@7
  vbroadcasti32x4 128(%rsi), %zmm@8
  vbroadcasti32x4 144(%rsi), %zmm@9
  vbroadcasti32x4 160(%rsi), %zmm@10
  vbroadcasti32x4 176(%rsi), %zmm@11
  vbroadcasti32x4 192(%rsi), %zmm@12
  vbroadcasti32x4 208(%rsi), %zmm@13
  vbroadcasti32x4 224(%rsi), %zmm@14
  movq (%rdx), %r9
  movq 8(%rdx), %rcx
  bswapq %r9
  bswapq %rcx
  movzbl %r8b, %r10d
  movabsq $9223372036854775552, %rdx
  andq %r8, %rdx
  je L0
  xorl %esi, %esi
  vmovdqa64 C0(%rip), %zmm@15
  vpternlogd $255, %zmm@16, %zmm@16, %zmm@16
  vmovdqa64 C1(%rip), %zmm@17
  vmovdqa64 C2(%rip), %zmm@18
  vmovdqa64 C3(%rip), %zmm@19
  vmovdqa64 C4(%rip), %zmm@20
L1:
  vmovq %rcx, %xmm@21
  vmovq %r9, %xmm@22
  vpunpcklqdq %xmm@22, %xmm@21, %xmm@22
  vshufi64x2 $0, %zmm@22, %zmm@22, %zmm@23
  vpaddq %zmm@15, %zmm@23, %zmm@22
  vpcmpltuq %zmm@15, %zmm@22, %k0
  kmovd %k0, %r11d
  addb %r11b, %r11b
  kmovd %r11d, %k1
  vpsubq %zmm@16, %zmm@22, %zmm@22 {%k1}
  vpaddq %zmm@18, %zmm@23, %zmm@21
  vpcmpltuq %zmm@18, %zmm@21, %k0
  kmovd %k0, %r11d
  vpshufb %zmm@17, %zmm@22, %zmm@22
  addb %r11b, %r11b
  kmovd %r11d, %k1
  vpsubq %zmm@16, %zmm@21, %zmm@21 {%k1}
  vpshufb %zmm@17, %zmm@21, %zmm@21
  vpaddq %zmm@19, %zmm@23, %zmm@24
  vpcmpltuq %zmm@19, %zmm@24, %k0
  kmovd %k0, %r11d
  vpxord %zmm@22, %zmm@0, %zmm@22
  addb %r11b, %r11b
  kmovd %r11d, %k1
  vpsubq %zmm@16, %zmm@24, %zmm@24 {%k1}
  vpxord %zmm@21, %zmm@0, %zmm@21
  vpshufb %zmm@17, %zmm@24, %zmm@24
  vpxord %zmm@24, %zmm@0, %zmm@24
  vaesenc %zmm@1, %zmm@22, %zmm@22
  vaesenc %zmm@1, %zmm@21, %zmm@21
  vaesenc %zmm@1, %zmm@24, %zmm@24
  vaesenc %zmm@2, %zmm@22, %zmm@22
  vaesenc %zmm@2, %zmm@21, %zmm@21
  vaesenc %zmm@2, %zmm@24, %zmm@24
  vaesenc %zmm@3, %zmm@22, %zmm@22
  vaesenc %zmm@3, %zmm@21, %zmm@21
  vaesenc %zmm@3, %zmm@24, %zmm@24
  vaesenc %zmm@4, %zmm@22, %zmm@22
  vaesenc %zmm@4, %zmm@21, %zmm@21
  vaesenc %zmm@4, %zmm@24, %zmm@24
  vaesenc %zmm@5, %zmm@22, %zmm@22
  vaesenc %zmm@5, %zmm@21, %zmm@21
  vaesenc %zmm@5, %zmm@24, %zmm@24
  vaesenc %zmm@6, %zmm@22, %zmm@22
  vaesenc %zmm@6, %zmm@21, %zmm@21
  vaesenc %zmm@6, %zmm@24, %zmm@24
  vaesenc %zmm@7, %zmm@22, %zmm@22
  vaesenc %zmm@7, %zmm@21, %zmm@21
  vaesenc %zmm@7, %zmm@24, %zmm@24
  vaesenc %zmm@8, %zmm@22, %zmm@22
  vaesenc %zmm@8, %zmm@21, %zmm@21
  addq $16, %rcx
  vaesenc %zmm@8, %zmm@24, %zmm@24
  adcq $0, %r9
  vaesenc %zmm@9, %zmm@22, %zmm@22
  vpaddq %zmm@20, %zmm@23, %zmm@23
  vpcmpltuq %zmm@20, %zmm@23, %k0
  vaesenc %zmm@9, %zmm@21, %zmm@21
  kmovd %k0, %r11d
  addb %r11b, %r11b
  vaesenc %zmm@9, %zmm@24, %zmm@24
  kmovd %r11d, %k1
  vpsubq %zmm@16, %zmm@23, %zmm@23 {%k1}
  vaesenc %zmm@10, %zmm@22, %zmm@22
  vpshufb %zmm@17, %zmm@23, %zmm@23
  vpxord %zmm@23, %zmm@0, %zmm@23
  vaesenc %zmm@10, %zmm@21, %zmm@21
  vaesenc %zmm@1, %zmm@23, %zmm@23
  vaesenc %zmm@10, %zmm@24, %zmm@24
  vaesenc %zmm@2, %zmm@23, %zmm@23
  vaesenc %zmm@11, %zmm@22, %zmm@22
  vaesenc %zmm@3, %zmm@23, %zmm@23
  vaesenc %zmm@11, %zmm@21, %zmm@21
  vaesenc %zmm@4, %zmm@23, %zmm@23
  vaesenc %zmm@11, %zmm@24, %zmm@24
  vaesenc %zmm@5, %zmm@23, %zmm@23
  vaesenc %zmm@12, %zmm@22, %zmm@22
  vaesenc %zmm@6, %zmm@23, %zmm@23
  vaesenc %zmm@12, %zmm@21, %zmm@21
  vaesenc %zmm@7, %zmm@23, %zmm@23
  vaesenc %zmm@12, %zmm@24, %zmm@24
  vaesenc %zmm@8, %zmm@23, %zmm@23
  vaesenc %zmm@13, %zmm@22, %zmm@22
  vaesenc %zmm@9, %zmm@23, %zmm@23
  vaesenc %zmm@13, %zmm@21, %zmm@21
  vaesenc %zmm@10, %zmm@23, %zmm@23
  vaesenc %zmm@13, %zmm@24, %zmm@24
  vaesenc %zmm@11, %zmm@23, %zmm@23
  vaesenclast %zmm@14, %zmm@22, %zmm@22
  vaesenc %zmm@12, %zmm@23, %zmm@23
  vaesenclast %zmm@14, %zmm@21, %zmm@21
  vaesenc %zmm@13, %zmm@23, %zmm@23
  vaesenclast %zmm@14, %zmm@24, %zmm@24
  vmovdqu64 %zmm@22, (%rax,%rsi)
  vaesenclast %zmm@14, %zmm@23, %zmm@22
  vmovdqu64 %zmm@21, 64(%rax,%rsi)
  vmovdqu64 %zmm@24, 128(%rax,%rsi)
  vmovdqu64 %zmm@22, 192(%rax,%rsi)
  addq $256, %rsi
  cmpq %rsi, %rdx
  jne L1
L0:
  testq %r10, %r10
  je L2
  addq %rdx, %rax
  vmovq %rcx, %xmm@22
  vmovq %r9, %xmm@21
  vpunpcklqdq %xmm@21, %xmm@22, %xmm@21
  vshufi64x2 $0, %zmm@21, %zmm@21, %zmm@21
  vmovdqa64 C0(%rip), %zmm@16
  vpaddq %zmm@16, %zmm@21, %zmm@18
  vpcmpltuq %zmm@16, %zmm@18, %k0
  kmovd %k0, %ebx
  addb %bl, %bl
  movl %r10d, %r11d
  shrl $4, %r11d
  andl $15, %r8d
  cmpq $1, %r8
  sbbq $-1, %r11
  addq %rcx, %r11
  adcq $0, %r9
  cmpq $64, %r10
  movl $64, %edx
  movl $64, %esi
  cmovbq %r10, %rsi
  movq $-1, %r8
  movq $-1, %r14
  movl %esi, %ecx
  shlq %cl, %r14
  kmovd %ebx, %k1
  vpternlogd $255, %zmm@16, %zmm@16, %zmm@16
  vpsubq %zmm@16, %zmm@18, %zmm@18 {%k1}
  vmovdqa64 C1(%rip), %zmm@17
  vpshufb %zmm@17, %zmm@18, %zmm@18
  vpxord %zmm@18, %zmm@0, %zmm@18
  vaesenc %zmm@1, %zmm@18, %zmm@18
  vaesenc %zmm@2, %zmm@18, %zmm@18
  vaesenc %zmm@3, %zmm@18, %zmm@18
  vaesenc %zmm@4, %zmm@18, %zmm@18
  vaesenc %zmm@5, %zmm@18, %zmm@18
  vaesenc %zmm@6, %zmm@18, %zmm@18
  vaesenc %zmm@7, %zmm@18, %zmm@18
  vaesenc %zmm@8, %zmm@18, %zmm@18
  vaesenc %zmm@9, %zmm@18, %zmm@18
  vaesenc %zmm@10, %zmm@18, %zmm@18
  vaesenc %zmm@11, %zmm@18, %zmm@18
  vaesenc %zmm@12, %zmm@18, %zmm@18
  vaesenc %zmm@13, %zmm@18, %zmm@18
  cmpq $64, %r10
  vaesenclast %zmm@14, %zmm@18, %zmm@18
  notq %r14
  cmovaeq %r8, %r14
  kmovq %r14, %k1
  vmovdqu8 %zmm@18, (%rax) {%k1}
  jbe L3
  subq %rsi, %r10
  cmpq $64, %r10
  cmovbq %r10, %rdx
  movq $-1, %rbx
  movl %edx, %ecx
  shlq %cl, %rbx
  cmpq $64, %r10
  notq %rbx
  cmovaeq %r8, %rbx
  vmovdqa64 C2(%rip), %zmm@18
  vpaddq %zmm@18, %zmm@21, %zmm@19
  vpcmpltuq %zmm@18, %zmm@19, %k0
  kmovd %k0, %ecx
  addb %cl, %cl
  kmovd %ecx, %k1
  vpaddq C5(%rip), %zmm@21, %zmm@19 {%k1}
  vpshufb C1(%rip), %zmm@19, %zmm@18
  vpxord %zmm@18, %zmm@0, %zmm@18
  vaesenc %zmm@1, %zmm@18, %zmm@18
  vaesenc %zmm@2, %zmm@18, %zmm@18
  vaesenc %zmm@3, %zmm@18, %zmm@18
  vaesenc %zmm@4, %zmm@18, %zmm@18
  vaesenc %zmm@5, %zmm@18, %zmm@18
  vaesenc %zmm@6, %zmm@18, %zmm@18
  vaesenc %zmm@7, %zmm@18, %zmm@18
  vaesenc %zmm@8, %zmm@18, %zmm@18
  vaesenc %zmm@9, %zmm@18, %zmm@18
  vaesenc %zmm@10, %zmm@18, %zmm@18
  vaesenc %zmm@11, %zmm@18, %zmm@18
  vaesenc %zmm@12, %zmm@18, %zmm@18
  vaesenc %zmm@13, %zmm@18, %zmm@18
  vaesenclast %zmm@14, %zmm@18, %zmm@18
  kmovq %rbx, %k1
  vmovdqu8 %zmm@18, (%rax,%rsi) {%k1}
  cmpq $65, %r10
  jb L3
  vmovdqa64 C3(%rip), %zmm@18
  vpaddq %zmm@18, %zmm@21, %zmm@19
  vpcmpltuq %zmm@18, %zmm@19, %k0
  kmovd %k0, %ecx
  addb %cl, %cl
  kmovd %ecx, %k1
  vpsubq %zmm@16, %zmm@19, %zmm@19 {%k1}
  vpshufb %zmm@17, %zmm@19, %zmm@18
  vpxord %zmm@18, %zmm@0, %zmm@18
  vaesenc %zmm@1, %zmm@18, %zmm@18
  vaesenc %zmm@2, %zmm@18, %zmm@18
  vaesenc %zmm@3, %zmm@18, %zmm@18
  vaesenc %zmm@4, %zmm@18, %zmm@18
  vaesenc %zmm@5, %zmm@18, %zmm@18
  vaesenc %zmm@6, %zmm@18, %zmm@18
  vaesenc %zmm@7, %zmm@18, %zmm@18
  vaesenc %zmm@8, %zmm@18, %zmm@18
  vaesenc %zmm@9, %zmm@18, %zmm@18
  vaesenc %zmm@10, %zmm@18, %zmm@18
  vaesenc %zmm@11, %zmm@18, %zmm@18
  vaesenc %zmm@12, %zmm@18, %zmm@18
  vaesenc %zmm@13, %zmm@18, %zmm@18
  vaesenclast %zmm@14, %zmm@18, %zmm@18
  addq %rsi, %rax
  subq %rdx, %r10
  cmpq $64, %r10
  movl $64, %esi
  cmovbq %r10, %rsi
  movq $-1, %rbx
  movl %esi, %ecx
  shlq %cl, %rbx
  movl $64, %ecx
  cmpq $64, %r10
  notq %rbx
  cmovaeq %r8, %rbx
  kmovq %rbx, %k1
  vmovdqu8 %zmm@18, (%rax,%rdx) {%k1}
  jbe L3
  vmovdqa64 C4(%rip), %zmm@18
  vpaddq %zmm@18, %zmm@21, %zmm@21
  vpcmpltuq %zmm@18, %zmm@21, %k0
  kmovd %k0, %ebx
  addb %bl, %bl
  kmovd %ebx, %k1
  vpsubq %zmm@16, %zmm@21, %zmm@21 {%k1}
  vpshufb %zmm@17, %zmm@21, %zmm@21
  vpxord %zmm@21, %zmm@0, %zmm@0
  vaesenc %zmm@1, %zmm@0, %zmm@0
  vaesenc %zmm@2, %zmm@0, %zmm@0
  vaesenc %zmm@3, %zmm@0, %zmm@0
  vaesenc %zmm@4, %zmm@0, %zmm@0
  vaesenc %zmm@5, %zmm@0, %zmm@0
  vaesenc %zmm@6, %zmm@0, %zmm@0
  vaesenc %zmm@7, %zmm@0, %zmm@0
  vaesenc %zmm@8, %zmm@0, %zmm@0
  vaesenc %zmm@9, %zmm@0, %zmm@0
  vaesenc %zmm@10, %zmm@0, %zmm@0
  vaesenc %zmm@11, %zmm@0, %zmm@0
  vaesenc %zmm@12, %zmm@0, %zmm@0
  vaesenc %zmm@13, %zmm@0, %zmm@0
  addq %rdx, %rax
  subq %rsi, %r10
  cmpq $64, %r10
  cmovbq %r10, %rcx
  movq $-1, %rdx
  shlq %cl, %rdx
  vaesenclast %zmm@14, %zmm@0, %zmm@22
  cmpq $64, %r10
  notq %rdx
  cmovaeq %r8, %rdx
  kmovq %rdx, %k1
  vmovdqu8 %zmm@22, (%rax,%rsi) {%k1}
  jbe L3
  leaq C6(%rip), %rdx
  movl $4, %edi
  movl $4, %esi
  vzeroupper
  callq *core::panicking::panic_bounds_check(%rip)
L2:
  movq %rcx, %r11
L3:
  bswapq %r9
  bswapq %r11
  movq %r11, 8(%rdi)
  movq %r9, (%rdi)
  addq $8, %rsp
  popq %rbx
  popq %r14
  vzeroupper
  retq
== hw_aes256::arch::x86_64::vaes_avx512::ctr128#1
  pushq %r14
  pushq %rbx
  pushq %rax
  movq %rcx, %rax
  vbroadcasti32x4 (%rsi), %zmm@0
  vbroadcasti32x4 16(%rsi), %zmm@1
  vbroadcasti32x4 32(%rsi), %zmm@2
  vbroadcasti32x4 48(%rsi), %zmm@3
  vbroadcasti32x4 64(%rsi), %zmm@4
  vbroadcasti32x4 80(%rsi), %zmm@5
  vbroadcasti32x4 96(%rsi), %zmm@6
  vbroadcasti32x4 112(%rsi), %zmm@7
  vbroadcasti32x4 128(%rsi), %zmm@8
  vbroadcasti32x4 144(%rsi), %zmm@9
  vbroadcasti32x4 160(%rsi), %zmm@10
  vbroadcasti32x4 176(%rsi), %zmm@11
  vbroadcasti32x4 192(%rsi), %zmm@12
  vbroadcasti32x4 208(%rsi), %zmm@13
  vbroadcasti32x4 224(%rsi), %zmm@14
  movq (%rdx), %r9
  movq 8(%rdx), %rcx
  bswapq %r9
  bswapq %rcx
  movzbl %r8b, %r10d
  movabsq $9223372036854775552, %rdx
  andq %r8, %rdx
  je L0
  xorl %esi, %esi
  vmovdqa64 C0(%rip), %zmm@15
  vpternlogd $255, %zmm@16, %zmm@16, %zmm@16
  vmovdqa64 C1(%rip), %zmm@17
  vmovdqa64 C2(%rip), %zmm@18
  vmovdqa64 C3(%rip), %zmm@19
  vmovdqa64 C4(%rip), %zmm@20
L1:
  vmovq %rcx, %xmm@21
  vmovq %r9, %xmm@22
  vpunpcklqdq %xmm@22, %xmm@21, %xmm@22
  vshufi64x2 $0, %zmm@22, %zmm@22, %zmm@23
  vpaddq %zmm@15, %zmm@23, %zmm@22
  vpcmpltuq %zmm@15, %zmm@22, %k0
  kmovd %k0, %r11d
  addb %r11b, %r11b
  kmovd %r11d, %k1
  vpsubq %zmm@16, %zmm@22, %zmm@22 {%k1}
  vpshufb %zmm@17, %zmm@22, %zmm@22
  vpxord %zmm@22, %zmm@0, %zmm@22
  vpaddq %zmm@18, %zmm@23, %zmm@21
  vpcmpltuq %zmm@18, %zmm@21, %k0
  kmovd %k0, %r11d
  addb %r11b, %r11b
  kmovd %r11d, %k1
  vpsubq %zmm@16, %zmm@21, %zmm@21 {%k1}
  vpaddq %zmm@19, %zmm@23, %zmm@24
  vpcmpltuq %zmm@19, %zmm@24, %k0
  kmovd %k0, %r11d
  vpshufb %zmm@17, %zmm@21, %zmm@21
  addb %r11b, %r11b
  kmovd %r11d, %k1
  vpsubq %zmm@16, %zmm@24, %zmm@24 {%k1}
  vpxord %zmm@21, %zmm@0, %zmm@21
  vpshufb %zmm@17, %zmm@24, %zmm@24
  vaesenc %zmm@1, %zmm@22, %zmm@22
  vpxord %zmm@24, %zmm@0, %zmm@24
  vaesenc %zmm@1, %zmm@21, %zmm@21
  vaesenc %zmm@1, %zmm@24, %zmm@24
  vaesenc %zmm@2, %zmm@22, %zmm@22
  vaesenc %zmm@2, %zmm@21, %zmm@21
  vaesenc %zmm@3, %zmm@22, %zmm@22
  vaesenc %zmm@2, %zmm@24, %zmm@24
  vaesenc %zmm@3, %zmm@21, %zmm@21
  vaesenc %zmm@3, %zmm@24, %zmm@24
  vaesenc %zmm@4, %zmm@22, %zmm@22
  vaesenc %zmm@4, %zmm@21, %zmm@21
  vaesenc %zmm@4, %zmm@24, %zmm@24
  vaesenc %zmm@5, %zmm@22, %zmm@22
  vaesenc %zmm@5, %zmm@21, %zmm@21
  vaesenc %zmm@5, %zmm@24, %zmm@24
  vaesenc %zmm@6, %zmm@22, %zmm@22
  vaesenc %zmm@6, %zmm@21, %zmm@21
  vaesenc %zmm@6, %zmm@24, %zmm@24
  vaesenc %zmm@7, %zmm@22, %zmm@22
  vaesenc %zmm@7, %zmm@21, %zmm@21
  vaesenc %zmm@7, %zmm@24, %zmm@24
  vaesenc %zmm@8, %zmm@22, %zmm@22
  vaesenc %zmm@8, %zmm@21, %zmm@21
  vaesenc %zmm@8, %zmm@24, %zmm@24
  vaesenc %zmm@9, %zmm@22, %zmm@22
  vaesenc %zmm@9, %zmm@21, %zmm@21
  vaesenc %zmm@9, %zmm@24, %zmm@24
  vaesenc %zmm@10, %zmm@22, %zmm@22
  vaesenc %zmm@10, %zmm@21, %zmm@21
  addq $16, %rcx
  vaesenc %zmm@10, %zmm@24, %zmm@24
  adcq $0, %r9
  vaesenc %zmm@11, %zmm@22, %zmm@22
  vpaddq %zmm@20, %zmm@23, %zmm@23
  vpcmpltuq %zmm@20, %zmm@23, %k0
  vaesenc %zmm@11, %zmm@21, %zmm@21
  kmovd %k0, %r11d
  addb %r11b, %r11b
  vaesenc %zmm@11, %zmm@24, %zmm@24
  kmovd %r11d, %k1
  vpsubq %zmm@16, %zmm@23, %zmm@23 {%k1}
  vaesenc %zmm@12, %zmm@22, %zmm@22
  vpshufb %zmm@17, %zmm@23, %zmm@23
  vpxord %zmm@23, %zmm@0, %zmm@23
  vaesenc %zmm@12, %zmm@21, %zmm@21
  vaesenc %zmm@1, %zmm@23, %zmm@23
  vaesenc %zmm@12, %zmm@24, %zmm@24
  vaesenc %zmm@2, %zmm@23, %zmm@23
  vaesenc %zmm@13, %zmm@22, %zmm@22
  vaesenc %zmm@3, %zmm@23, %zmm@23
  vaesenc %zmm@13, %zmm@21, %zmm@21
  vaesenc %zmm@4, %zmm@23, %zmm@23
  vaesenc %zmm@13, %zmm@24, %zmm@24
  vaesenc %zmm@5, %zmm@23, %zmm@23
  vaesenclast %zmm@14, %zmm@22, %zmm@22
  vaesenc %zmm@6, %zmm@23, %zmm@23
  vaesenclast %zmm@14, %zmm@21, %zmm@21
  vaesenc %zmm@7, %zmm@23, %zmm@23
  vaesenclast %zmm@14, %zmm@24, %zmm@24
  vaesenc %zmm@8, %zmm@23, %zmm@23
  vpxord (%rax,%rsi), %zmm@22, %zmm@22
  vaesenc %zmm@9, %zmm@23, %zmm@23
  vmovdqu64 %zmm@22, (%rax,%rsi)
  vaesenc %zmm@10, %zmm@23, %zmm@22
  vpxord 64(%rax,%rsi), %zmm@21, %zmm@21
  vaesenc %zmm@11, %zmm@22, %zmm@22
  vmovdqu64 %zmm@21, 64(%rax,%rsi)
  vaesenc %zmm@12, %zmm@22, %zmm@22
  vpxord 128(%rax,%rsi), %zmm@24, %zmm@21
  vaesenc %zmm@13, %zmm@22, %zmm@22
  vmovdqu64 %zmm@21, 128(%rax,%rsi)
  vaesenclast %zmm@14, %zmm@22, %zmm@22
  vpxord 192(%rax,%rsi), %zmm@22, %zmm@22
  vmovdqu64 %zmm@22, 192(%rax,%rsi)
  addq $256, %rsi
  cmpq %rsi, %rdx
  jne L1
L0:
  testq %r10, %r10
  je L2
  addq %rdx, %rax
  vmovq %rcx, %xmm@22
  vmovq %r9, %xmm@21
  vpunpcklqdq %xmm@21, %xmm@22, %xmm@21
  vshufi64x2 $0, %zmm@21, %zmm@21, %zmm@21
  vmovdqa64 C0(%rip), %zmm@16
  vpaddq %zmm@16, %zmm@21, %zmm@18
  vpcmpltuq %zmm@16, %zmm@18, %k0
  kmovd %k0, %ebx
  addb %bl, %bl
  movl %r10d, %r11d
  shrl $4, %r11d
  andl $15, %r8d
  cmpq $1, %r8
  sbbq $-1, %r11
  addq %rcx, %r11
  adcq $0, %r9
  cmpq $64, %r10
  movl $64, %esi
  cmovbq %r10, %rsi
  movq $-1, %r14
  movl %esi, %ecx
  shlq %cl, %r14
  movl $64, %edx
  movq $-1, %r8
  kmovd %ebx, %k1
  vpternlogd $255, %zmm@16, %zmm@16, %zmm@16
  vpsubq %zmm@16, %zmm@18, %zmm@18 {%k1}
  vmovdqa64 C1(%rip), %zmm@17
  vpshufb %zmm@17, %zmm@18, %zmm@18
  vpxord %zmm@18, %zmm@0, %zmm@18
  vaesenc %zmm@1, %zmm@18, %zmm@18
  vaesenc %zmm@2, %zmm@18, %zmm@18
  vaesenc %zmm@3, %zmm@18, %zmm@18
  vaesenc %zmm@4, %zmm@18, %zmm@18
  vaesenc %zmm@5, %zmm@18, %zmm@18
  vaesenc %zmm@6, %zmm@18, %zmm@18
  vaesenc %zmm@7, %zmm@18, %zmm@18
  vaesenc %zmm@8, %zmm@18, %zmm@18
  vaesenc %zmm@9, %zmm@18, %zmm@18
  vaesenc %zmm@10, %zmm@18, %zmm@18
  vaesenc %zmm@11, %zmm@18, %zmm@18
  vaesenc %zmm@12, %zmm@18, %zmm@18
  vaesenc %zmm@13, %zmm@18, %zmm@18
  vaesenclast %zmm@14, %zmm@18, %zmm@18
  cmpq $64, %r10
  notq %r14
  cmovaeq %r8, %r14
  kmovq %r14, %k1
  vmovdqu8 (%rax), %zmm@19 {%k1} {z}
  vpxorq %zmm@18, %zmm@19, %zmm@18
  vmovdqu8 %zmm@18, (%rax) {%k1}
  jbe L3
  subq %rsi, %r10
  cmpq $64, %r10
  cmovbq %r10, %rdx
  movq $-1, %rbx
  movl %edx, %ecx
  shlq %cl, %rbx
  cmpq $64, %r10
  notq %rbx
  cmovaeq %r8, %rbx
  vmovdqa64 C2(%rip), %zmm@18
  vpaddq %zmm@18, %zmm@21, %zmm@19
  vpcmpltuq %zmm@18, %zmm@19, %k0
  kmovd %k0, %ecx
  addb %cl, %cl
  kmovd %ecx, %k1
  vpaddq C5(%rip), %zmm@21, %zmm@19 {%k1}
  vpshufb C1(%rip), %zmm@19, %zmm@18
  vpxord %zmm@18, %zmm@0, %zmm@18
  vaesenc %zmm@1, %zmm@18, %zmm@18
  vaesenc %zmm@2, %zmm@18, %zmm@18
  vaesenc %zmm@3, %zmm@18, %zmm@18
  vaesenc %zmm@4, %zmm@18, %zmm@18
  vaesenc %zmm@5, %zmm@18, %zmm@18
  vaesenc %zmm@6, %zmm@18, %zmm@18
  vaesenc %zmm@7, %zmm@18, %zmm@18
  vaesenc %zmm@8, %zmm@18, %zmm@18
  vaesenc %zmm@9, %zmm@18, %zmm@18
  vaesenc %zmm@10, %zmm@18, %zmm@18
  vaesenc %zmm@11, %zmm@18, %zmm@18
  vaesenc %zmm@12, %zmm@18, %zmm@18
  vaesenc %zmm@13, %zmm@18, %zmm@18
  vaesenclast %zmm@14, %zmm@18, %zmm@18
  kmovq %rbx, %k1
  vmovdqu8 (%rax,%rsi), %zmm@19 {%k1} {z}
  vpxorq %zmm@18, %zmm@19, %zmm@18
  vmovdqu8 %zmm@18, (%rax,%rsi) {%k1}
  cmpq $65, %r10
  jb L3
  vmovdqa64 C3(%rip), %zmm@18
  vpaddq %zmm@18, %zmm@21, %zmm@19
  vpcmpltuq %zmm@18, %zmm@19, %k0
  kmovd %k0, %ecx
  addb %cl, %cl
  kmovd %ecx, %k1
  vpsubq %zmm@16, %zmm@19, %zmm@19 {%k1}
  vpshufb %zmm@17, %zmm@19, %zmm@18
  vpxord %zmm@18, %zmm@0, %zmm@18
  vaesenc %zmm@1, %zmm@18, %zmm@18
  vaesenc %zmm@2, %zmm@18, %zmm@18
  vaesenc %zmm@3, %zmm@18, %zmm@18
  vaesenc %zmm@4, %zmm@18, %zmm@18
  vaesenc %zmm@5, %zmm@18, %zmm@18
  vaesenc %zmm@6, %zmm@18, %zmm@18
  vaesenc %zmm@7, %zmm@18, %zmm@18
  vaesenc %zmm@8, %zmm@18, %zmm@18
  vaesenc %zmm@9, %zmm@18, %zmm@18
  vaesenc %zmm@10, %zmm@18, %zmm@18
  vaesenc %zmm@11, %zmm@18, %zmm@18
  vaesenc %zmm@12, %zmm@18, %zmm@18
  vaesenc %zmm@13, %zmm@18, %zmm@18
  vaesenclast %zmm@14, %zmm@18, %zmm@18
  addq %rsi, %rax
  subq %rdx, %r10
  cmpq $64, %r10
  movl $64, %r8d
  movl $64, %esi
  cmovbq %r10, %rsi
  movq $-1, %rbx
  movq $-1, %r14
  movl %esi, %ecx
  shlq %cl, %r14
  cmpq $64, %r10
  notq %r14
  cmovaeq %rbx, %r14
  kmovq %r14, %k1
  vmovdqu8 (%rax,%rdx), %zmm@19 {%k1} {z}
  vpxorq %zmm@18, %zmm@19, %zmm@18
  vmovdqu8 %zmm@18, (%rax,%rdx) {%k1}
  jbe L3
  vmovdqa64 C4(%rip), %zmm@18
  vpaddq %zmm@18, %zmm@21, %zmm@21
  vpcmpltuq %zmm@18, %zmm@21, %k0
  kmovd %k0, %ecx
  addb %cl, %cl
  kmovd %ecx, %k1
  vpsubq %zmm@16, %zmm@21, %zmm@21 {%k1}
  vpshufb %zmm@17, %zmm@21, %zmm@21
  vpxord %zmm@21, %zmm@0, %zmm@22
  vaesenc %zmm@1, %zmm@22, %zmm@22
  vaesenc %zmm@2, %zmm@22, %zmm@22
  vaesenc %zmm@3, %zmm@22, %zmm@22
  vaesenc %zmm@4, %zmm@22, %zmm@22
  vaesenc %zmm@5, %zmm@22, %zmm@22
  vaesenc %zmm@6, %zmm@22, %zmm@22
  vaesenc %zmm@7, %zmm@22, %zmm@22
  vaesenc %zmm@8, %zmm@22, %zmm@22
  vaesenc %zmm@9, %zmm@22, %zmm@22
  vaesenc %zmm@10, %zmm@22, %zmm@22
  vaesenc %zmm@11, %zmm@22, %zmm@22
  vaesenc %zmm@12, %zmm@22, %zmm@22
  vaesenc %zmm@13, %zmm@22, %zmm@22
  vaesenclast %zmm@14, %zmm@22, %zmm@22
  addq %rdx, %rax
  subq %rsi, %r10
  cmpq $64, %r10
  cmovbq %r10, %r8
  movq $-1, %rdx
  movl %r8d, %ecx
  shlq %cl, %rdx
  cmpq $64, %r10
  notq %rdx
  cmovaeq %rbx, %rdx
  kmovq %rdx, %k1
  vmovdqu8 (%rax,%rsi), %zmm@1 {%k1} {z}
  vpxorq %zmm@22, %zmm@1, %zmm@22
  vmovdqu8 %zmm@22, (%rax,%rsi) {%k1}
  jbe L3
  leaq C6(%rip), %rdx
  movl $4, %edi
  movl $4, %esi
  vzeroupper
  callq *core::panicking::panic_bounds_check(%rip)
L2:
  movq %rcx, %r11
L3:
  bswapq %r9
  bswapq %r11
  movq %r11, 8(%rdi)
  movq %r9, (%rdi)
  addq $8, %rsp
  popq %rbx
  popq %r14
  vzeroupper
  retq
