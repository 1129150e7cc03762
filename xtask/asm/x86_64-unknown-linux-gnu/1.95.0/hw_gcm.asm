== hw_gcm::arch::x86_64::aesni_clmul::crypt#0
  pushq %r15
  pushq %r14
  pushq %r13
  pushq %r12
  pushq %rbx
  subq $1056, %rsp
  movq %r9, %r15
  movq %r8, %rbx
  movq %rcx, %r12
  movq %rdi, %r14
  movaps 352(%rsi), %xmm@0
  movaps %xmm@0, 800(%rsp)
  movaps 336(%rsi), %xmm@0
  movaps %xmm@0, 784(%rsp)
  movaps 320(%rsi), %xmm@0
  movaps %xmm@0, 768(%rsp)
  movaps 304(%rsi), %xmm@0
  movaps %xmm@0, 752(%rsp)
  movaps 240(%rsi), %xmm@0
  movaps 256(%rsi), %xmm@1
  movaps 272(%rsi), %xmm@2
  movaps 288(%rsi), %xmm@3
  movaps %xmm@3, 736(%rsp)
  movaps %xmm@2, 720(%rsp)
  movaps %xmm@1, 704(%rsp)
  movq (%rdx), %xmm@1
  pinsrd $2, 8(%rdx), %xmm@1
  movaps %xmm@0, 688(%rsp)
  pblendw $192, C0(%rip), %xmm@1
  movdqa %xmm@1, (%rsp)
  leaq 816(%rsp), %rdi
  movq memcpy@GOTPCREL(%rip), %r13
  movl $240, %edx
  callq *%r13
  leaq 288(%rsp), %rdi
  leaq 688(%rsp), %rsi
  movl $368, %edx
  callq *%r13
  movaps C1(%rip), %xmm@0
  movaps %xmm@0, 656(%rsp)
  movaps (%rsp), %xmm@0
  movaps %xmm@0, 672(%rsp)
  xorps %xmm@0, %xmm@0
  xorps %xmm@4, %xmm@4
  testq %rbx, %rbx
  je L0
  movaps %xmm@0, 32(%rsp)
  leaq 160(%rsp), %rdi
  leaq 288(%rsp), %rsi
  leaq 32(%rsp), %rdx
  movq %r12, %rcx
  movq %rbx, %r8
  callq hw_polyval::arch::x86_64::aesni_clmul::absorb_padded
  xorps %xmm@0, %xmm@0
  movaps 160(%rsp), %xmm@4
L0:
  movq (%r15), %r8
  movq 8(%r15), %r9
  movaps %xmm@0, 272(%rsp)
  movaps %xmm@0, 256(%rsp)
  movaps %xmm@0, 240(%rsp)
  movaps %xmm@0, 224(%rsp)
  movaps %xmm@0, 208(%rsp)
  movaps %xmm@0, 192(%rsp)
  movaps %xmm@0, 176(%rsp)
  movaps %xmm@0, 160(%rsp)
  movq %r9, %rcx
  shrq $7, %rcx
  movq %r9, %rax
  shrq $4, %rax
  movdqa (%rsp), %xmm@5
  movdqa C1(%rip), %xmm@6
  pshufb %xmm@6, %xmm@5
  paddd C2(%rip), %xmm@5
  movdqa 288(%rsp), %xmm@0
  movdqa 304(%rsp), %xmm@1
  movdqa 320(%rsp), %xmm@2
  movdqa 336(%rsp), %xmm@3
  pshufd $78, %xmm@0, %xmm@7
  pxor %xmm@0, %xmm@7
  pshufd $78, %xmm@1, %xmm@0
  pxor %xmm@1, %xmm@0
  pshufd $78, %xmm@2, %xmm@1
  pxor %xmm@2, %xmm@1
  pshufd $78, %xmm@3, %xmm@2
  pxor %xmm@3, %xmm@2
  movdqa 352(%rsp), %xmm@3
  pshufd $78, %xmm@3, %xmm@8
  pxor %xmm@3, %xmm@8
  movdqa 368(%rsp), %xmm@3
  pshufd $78, %xmm@3, %xmm@9
  pxor %xmm@3, %xmm@9
  movdqa 384(%rsp), %xmm@3
  pshufd $78, %xmm@3, %xmm@10
  pxor %xmm@3, %xmm@10
  movdqa 400(%rsp), %xmm@3
  pshufd $78, %xmm@3, %xmm@11
  pxor %xmm@3, %xmm@11
  movdqa %xmm@7, 32(%rsp)
  movdqa %xmm@0, 48(%rsp)
  movdqa %xmm@1, 64(%rsp)
  movdqa %xmm@2, 80(%rsp)
  movdqa %xmm@8, 96(%rsp)
  movdqa %xmm@9, 112(%rsp)
  movdqa %xmm@10, 128(%rsp)
  movdqa %xmm@11, 144(%rsp)
  pshufb %xmm@6, %xmm@5
  leaq 416(%rsp), %rdx
  movq hw_polyval::arch::x86_64::aesni_clmul::SSE_LOOP_CONSTS(%rip), %rdi
  movaps C1(%rip), %xmm@6
  leaq 288(%rsp), %rsi
  leaq 32(%rsp), %r10
  leaq 160(%rsp), %r11
  movl $2, %r15d
  movq %r8, %r12
  movq %r8, %r13
  testq %rcx, %rcx
  je C3
  movdqu (%r12), %xmm@12
  movdqu %xmm@12, (%r11)
  movdqu 16(%r12), %xmm@12
  movdqu %xmm@12, 16(%r11)
  movdqu 32(%r12), %xmm@12
  movdqu %xmm@12, 32(%r11)
  movdqu 48(%r12), %xmm@12
  movdqu %xmm@12, 48(%r11)
  movdqu 64(%r12), %xmm@12
  movdqu %xmm@12, 64(%r11)
  movdqu 80(%r12), %xmm@12
  movdqu %xmm@12, 80(%r11)
  movdqu 96(%r12), %xmm@12
  movdqu %xmm@12, 96(%r11)
  movdqu 112(%r12), %xmm@12
  movdqu %xmm@12, 112(%r11)
  movdqa (%rdx), %xmm@11
  cmpb $248, %r15b
  jae C4
  movdqa %xmm@5, %xmm@0
  paddd 32(%rdi), %xmm@5
  pxor %xmm@11, %xmm@0
  movdqa %xmm@5, %xmm@1
  paddd 32(%rdi), %xmm@5
  pxor %xmm@11, %xmm@1
  movdqa %xmm@5, %xmm@2
  paddd 32(%rdi), %xmm@5
  pxor %xmm@11, %xmm@2
  movdqa %xmm@5, %xmm@3
  paddd 32(%rdi), %xmm@5
  pxor %xmm@11, %xmm@3
  movdqa %xmm@5, %xmm@7
  paddd 32(%rdi), %xmm@5
  pxor %xmm@11, %xmm@7
  movdqa %xmm@5, %xmm@8
  paddd 32(%rdi), %xmm@5
  pxor %xmm@11, %xmm@8
  movdqa %xmm@5, %xmm@9
  paddd 32(%rdi), %xmm@5
  pxor %xmm@11, %xmm@9
  movdqa %xmm@5, %xmm@10
  paddd 32(%rdi), %xmm@5
  pxor %xmm@11, %xmm@10
  movdqu (%r11), %xmm@12
  pshufb %xmm@6, %xmm@12
  pxor %xmm@4, %xmm@12
  pshufd $78, %xmm@12, %xmm@13
  pxor %xmm@12, %xmm@13
  pclmulqdq $0, (%r10), %xmm@13
  movdqa %xmm@12, %xmm@4
  pclmulqdq $0, (%rsi), %xmm@4
  movdqa %xmm@12, %xmm@14
  pclmulqdq $17, (%rsi), %xmm@14
  movdqa 16(%rdx), %xmm@11
  aesenc %xmm@11, %xmm@0
  aesenc %xmm@11, %xmm@1
  aesenc %xmm@11, %xmm@2
  aesenc %xmm@11, %xmm@3
  aesenc %xmm@11, %xmm@7
  aesenc %xmm@11, %xmm@8
  aesenc %xmm@11, %xmm@9
  aesenc %xmm@11, %xmm@10
  movdqu 16(%r11), %xmm@12
  pshufb %xmm@6, %xmm@12
  pshufd $78, %xmm@12, %xmm@15
  pxor %xmm@12, %xmm@15
  pclmulqdq $0, 16(%r10), %xmm@15
  pxor %xmm@15, %xmm@13
  movdqa %xmm@12, %xmm@15
  pclmulqdq $0, 16(%rsi), %xmm@15
  pxor %xmm@15, %xmm@4
  pclmulqdq $17, 16(%rsi), %xmm@12
  pxor %xmm@12, %xmm@14
  movdqa 32(%rdx), %xmm@11
  aesenc %xmm@11, %xmm@0
  aesenc %xmm@11, %xmm@1
  aesenc %xmm@11, %xmm@2
  aesenc %xmm@11, %xmm@3
  aesenc %xmm@11, %xmm@7
  aesenc %xmm@11, %xmm@8
  aesenc %xmm@11, %xmm@9
  aesenc %xmm@11, %xmm@10
  movdqu 32(%r11), %xmm@12
  pshufb %xmm@6, %xmm@12
  pshufd $78, %xmm@12, %xmm@15
  pxor %xmm@12, %xmm@15
  pclmulqdq $0, 32(%r10), %xmm@15
  pxor %xmm@15, %xmm@13
  movdqa %xmm@12, %xmm@15
  pclmulqdq $0, 32(%rsi), %xmm@15
  pxor %xmm@15, %xmm@4
  pclmulqdq $17, 32(%rsi), %xmm@12
  pxor %xmm@12, %xmm@14
  movdqa 48(%rdx), %xmm@11
  aesenc %xmm@11, %xmm@0
  aesenc %xmm@11, %xmm@1
  aesenc %xmm@11, %xmm@2
  aesenc %xmm@11, %xmm@3
  aesenc %xmm@11, %xmm@7
  aesenc %xmm@11, %xmm@8
  aesenc %xmm@11, %xmm@9
  aesenc %xmm@11, %xmm@10
  movdqu 48(%r11), %xmm@12
  pshufb %xmm@6, %xmm@12
  pshufd $78, %xmm@12, %xmm@15
  pxor %xmm@12, %xmm@15
  pclmulqdq $0, 48(%r10), %xmm@15
  pxor %xmm@15, %xmm@13
  movdqa %xmm@12, %xmm@15
  pclmulqdq $0, 48(%rsi), %xmm@15
  pxor %xmm@15, %xmm@4
  pclmulqdq $17, 48(%rsi), %xmm@12
  pxor %xmm@12, %xmm@14
  movdqa 64(%rdx), %xmm@11
  aesenc %xmm@11, %xmm@0
  aesenc %xmm@11, %xmm@1
  aesenc %xmm@11, %xmm@2
  aesenc %xmm@11, %xmm@3
  aesenc %xmm@11, %xmm@7
  aesenc %xmm@11, %xmm@8
  aesenc %xmm@11, %xmm@9
  aesenc %xmm@11, %xmm@10
  movdqu 64(%r11), %xmm@12
  pshufb %xmm@6, %xmm@12
  pshufd $78, %xmm@12, %xmm@15
  pxor %xmm@12, %xmm@15
  pclmulqdq $0, 64(%r10), %xmm@15
  pxor %xmm@15, %xmm@13
  movdqa %xmm@12, %xmm@15
  pclmulqdq $0, 64(%rsi), %xmm@15
  pxor %xmm@15, %xmm@4
  pclmulqdq $17, 64(%rsi), %xmm@12
  pxor %xmm@12, %xmm@14
  movdqa 80(%rdx), %xmm@11
  aesenc %xmm@11, %xmm@0
  aesenc %xmm@11, %xmm@1
  aesenc %xmm@11, %xmm@2
  aesenc %xmm@11, %xmm@3
  aesenc %xmm@11, %xmm@7
  aesenc %xmm@11, %xmm@8
  aesenc %xmm@11, %xmm@9
  aesenc %xmm@11, %xmm@10
  movdqu 80(%r11), %xmm@12
  pshufb %xmm@6, %xmm@12
  pshufd $78, %xmm@12, %xmm@15
  pxor %xmm@12, %xmm@15
  pclmulqdq $0, 80(%r10), %xmm@15
  pxor %xmm@15, %xmm@13
  movdqa %xmm@12, %xmm@15
  pclmulqdq $0, 80(%rsi), %xmm@15
  pxor %xmm@15, %xmm@4
  pclmulqdq $17, 80(%rsi), %xmm@12
  pxor %xmm@12, %xmm@14
  movdqa 96(%rdx), %xmm@11
  aesenc %xmm@11, %xmm@0
  aesenc %xmm@11, %xmm@1
  aesenc %xmm@11, %xmm@2
  aesenc %xmm@11, %xmm@3
  aesenc %xmm@11, %xmm@7
  aesenc %xmm@11, %xmm@8
  aesenc %xmm@11, %xmm@9
  aesenc %xmm@11, %xmm@10
  movdqu 96(%r11), %xmm@12
  pshufb %xmm@6, %xmm@12
  pshufd $78, %xmm@12, %xmm@15
  pxor %xmm@12, %xmm@15
  pclmulqdq $0, 96(%r10), %xmm@15
  pxor %xmm@15, %xmm@13
  movdqa %xmm@12, %xmm@15
  pclmulqdq $0, 96(%rsi), %xmm@15
  pxor %xmm@15, %xmm@4
  pclmulqdq $17, 96(%rsi), %xmm@12
  pxor %xmm@12, %xmm@14
  movdqa 112(%rdx), %xmm@11
  aesenc %xmm@11, %xmm@0
  aesenc %xmm@11, %xmm@1
  aesenc %xmm@11, %xmm@2
  aesenc %xmm@11, %xmm@3
  aesenc %xmm@11, %xmm@7
  aesenc %xmm@11, %xmm@8
  aesenc %xmm@11, %xmm@9
  aesenc %xmm@11, %xmm@10
  movdqu 112(%r11), %xmm@12
  pshufb %xmm@6, %xmm@12
  pshufd $78, %xmm@12, %xmm@15
  pxor %xmm@12, %xmm@15
  pclmulqdq $0, 112(%r10), %xmm@15
  pxor %xmm@15, %xmm@13
  movdqa %xmm@12, %xmm@15
  pclmulqdq $0, 112(%rsi), %xmm@15
  pxor %xmm@15, %xmm@4
  pclmulqdq $17, 112(%rsi), %xmm@12
  pxor %xmm@12, %xmm@14
  movdqa 128(%rdx), %xmm@11
  aesenc %xmm@11, %xmm@0
  aesenc %xmm@11, %xmm@1
  aesenc %xmm@11, %xmm@2
  aesenc %xmm@11, %xmm@3
  aesenc %xmm@11, %xmm@7
  aesenc %xmm@11, %xmm@8
  aesenc %xmm@11, %xmm@9
  aesenc %xmm@11, %xmm@10
  pxor %xmm@4, %xmm@13
  pxor %xmm@14, %xmm@13
  movdqa %xmm@4, %xmm@15
  pclmulqdq $0, (%rdi), %xmm@15
  pshufd $78, %xmm@4, %xmm@4
  pxor %xmm@4, %xmm@13
  pxor %xmm@15, %xmm@13
  movdqa 144(%rdx), %xmm@11
  aesenc %xmm@11, %xmm@0
  aesenc %xmm@11, %xmm@1
  aesenc %xmm@11, %xmm@2
  aesenc %xmm@11, %xmm@3
  aesenc %xmm@11, %xmm@7
  aesenc %xmm@11, %xmm@8
  aesenc %xmm@11, %xmm@9
  aesenc %xmm@11, %xmm@10
  movdqa %xmm@13, %xmm@15
  pclmulqdq $0, (%rdi), %xmm@15
  pshufd $78, %xmm@13, %xmm@13
  pxor %xmm@13, %xmm@14
  pxor %xmm@15, %xmm@14
  movdqa %xmm@14, %xmm@4
  movdqa 160(%rdx), %xmm@11
  aesenc %xmm@11, %xmm@0
  aesenc %xmm@11, %xmm@1
  aesenc %xmm@11, %xmm@2
  aesenc %xmm@11, %xmm@3
  aesenc %xmm@11, %xmm@7
  aesenc %xmm@11, %xmm@8
  aesenc %xmm@11, %xmm@9
  aesenc %xmm@11, %xmm@10
  movdqa 176(%rdx), %xmm@11
  aesenc %xmm@11, %xmm@0
  aesenc %xmm@11, %xmm@1
  aesenc %xmm@11, %xmm@2
  aesenc %xmm@11, %xmm@3
  aesenc %xmm@11, %xmm@7
  aesenc %xmm@11, %xmm@8
  aesenc %xmm@11, %xmm@9
  aesenc %xmm@11, %xmm@10
  movdqa 192(%rdx), %xmm@11
  aesenc %xmm@11, %xmm@0
  aesenc %xmm@11, %xmm@1
  aesenc %xmm@11, %xmm@2
  aesenc %xmm@11, %xmm@3
  aesenc %xmm@11, %xmm@7
  aesenc %xmm@11, %xmm@8
  aesenc %xmm@11, %xmm@9
  aesenc %xmm@11, %xmm@10
  movdqa 208(%rdx), %xmm@11
  aesenc %xmm@11, %xmm@0
  aesenc %xmm@11, %xmm@1
  aesenc %xmm@11, %xmm@2
  aesenc %xmm@11, %xmm@3
  aesenc %xmm@11, %xmm@7
  aesenc %xmm@11, %xmm@8
  aesenc %xmm@11, %xmm@9
  aesenc %xmm@11, %xmm@10
  movdqa 224(%rdx), %xmm@11
  movdqu (%r11), %xmm@13
  pxor %xmm@11, %xmm@13
  aesenclast %xmm@13, %xmm@0
  movdqu %xmm@0, (%r13)
  movdqu 16(%r11), %xmm@14
  pxor %xmm@11, %xmm@14
  aesenclast %xmm@14, %xmm@1
  movdqu %xmm@1, 16(%r13)
  movdqu 32(%r11), %xmm@12
  pxor %xmm@11, %xmm@12
  aesenclast %xmm@12, %xmm@2
  movdqu %xmm@2, 32(%r13)
  movdqu 48(%r11), %xmm@15
  pxor %xmm@11, %xmm@15
  aesenclast %xmm@15, %xmm@3
  movdqu %xmm@3, 48(%r13)
  movdqu 64(%r11), %xmm@13
  pxor %xmm@11, %xmm@13
  aesenclast %xmm@13, %xmm@7
  movdqu %xmm@7, 64(%r13)
  movdqu 80(%r11), %xmm@14
  pxor %xmm@11, %xmm@14
  aesenclast %xmm@14, %xmm@8
  movdqu %xmm@8, 80(%r13)
  movdqu 96(%r11), %xmm@12
  pxor %xmm@11, %xmm@12
  aesenclast %xmm@12, %xmm@9
  movdqu %xmm@9, 96(%r13)
  movdqu 112(%r11), %xmm@15
  pxor %xmm@11, %xmm@15
  aesenclast %xmm@15, %xmm@10
  movdqu %xmm@10, 112(%r13)
  addl $8, %r15d
  addq $128, %r12
  addq $128, %r13
  decq %rcx
  jne C5
  jmp C3
  movdqa %xmm@5, %xmm@15
  pshufb %xmm@6, %xmm@15
  movdqa %xmm@15, %xmm@0
  pshufb %xmm@6, %xmm@0
  paddd 16(%rdi), %xmm@15
  pxor %xmm@11, %xmm@0
  movdqa %xmm@15, %xmm@1
  pshufb %xmm@6, %xmm@1
  paddd 16(%rdi), %xmm@15
  pxor %xmm@11, %xmm@1
  movdqa %xmm@15, %xmm@2
  pshufb %xmm@6, %xmm@2
  paddd 16(%rdi), %xmm@15
  pxor %xmm@11, %xmm@2
  movdqa %xmm@15, %xmm@3
  pshufb %xmm@6, %xmm@3
  paddd 16(%rdi), %xmm@15
  pxor %xmm@11, %xmm@3
  movdqa %xmm@15, %xmm@7
  pshufb %xmm@6, %xmm@7
  paddd 16(%rdi), %xmm@15
  pxor %xmm@11, %xmm@7
  movdqa %xmm@15, %xmm@8
  pshufb %xmm@6, %xmm@8
  paddd 16(%rdi), %xmm@15
  pxor %xmm@11, %xmm@8
  movdqa %xmm@15, %xmm@9
  pshufb %xmm@6, %xmm@9
  paddd 16(%rdi), %xmm@15
  pxor %xmm@11, %xmm@9
  movdqa %xmm@15, %xmm@10
  pshufb %xmm@6, %xmm@10
  paddd 16(%rdi), %xmm@15
  pxor %xmm@11, %xmm@10
  movdqa %xmm@15, %xmm@5
  pshufb %xmm@6, %xmm@5
  jmp C6
  pshufb C1(%rip), %xmm@5
  andq $-8, %rax
  movdqa %xmm@5, 16(%rsp)
  movaps %xmm@4, 32(%rsp)
  leaq 16(%rsp), %rdx
  leaq 32(%rsp), %rcx
  movq %r14, %rdi
  pushq %rbx
  pushq %rax
  callq hw_gcm::arch::x86_64::aesni_clmul::tail
  addq $1072, %rsp
  popq %rbx
  popq %r12
  popq %r13
  popq %r14
  popq %r15
  retq
== hw_gcm::arch::x86_64::aesni_clmul::crypt#1
  pushq %r15
  pushq %r14
  pushq %r13
  pushq %r12
  pushq %rbx
  subq $816, %rsp
  movq %r9, %r15
  movq %r8, %rbx
  movq %rcx, %r12
  movq %rdi, %r14
  movaps 352(%rsi), %xmm@0
  movaps %xmm@0, 160(%rsp)
  movaps 336(%rsi), %xmm@0
  movaps %xmm@0, 144(%rsp)
  movaps 320(%rsi), %xmm@0
  movaps %xmm@0, 128(%rsp)
  movaps 304(%rsi), %xmm@0
  movaps %xmm@0, 112(%rsp)
  movaps 240(%rsi), %xmm@0
  movaps 256(%rsi), %xmm@1
  movaps 272(%rsi), %xmm@2
  movaps 288(%rsi), %xmm@3
  movaps %xmm@3, 96(%rsp)
  movaps %xmm@2, 80(%rsp)
  movaps %xmm@1, 64(%rsp)
  movq (%rdx), %xmm@1
  pinsrd $2, 8(%rdx), %xmm@1
  movaps %xmm@0, 48(%rsp)
  pblendw $192, C0(%rip), %xmm@1
  movdqa %xmm@1, 32(%rsp)
  leaq 176(%rsp), %rdi
  movq memcpy@GOTPCREL(%rip), %r13
  movl $240, %edx
  callq *%r13
  leaq 416(%rsp), %rdi
  leaq 48(%rsp), %rsi
  movl $368, %edx
  callq *%r13
  movaps C1(%rip), %xmm@0
  movaps %xmm@0, 784(%rsp)
  movaps 32(%rsp), %xmm@0
  movaps %xmm@0, 800(%rsp)
  xorps %xmm@0, %xmm@0
  testq %rbx, %rbx
  je L0
  movaps %xmm@0, 16(%rsp)
  movq %rsp, %rdi
  leaq 416(%rsp), %rsi
  leaq 16(%rsp), %rdx
  movq %r12, %rcx
  movq %rbx, %r8
  callq hw_polyval::arch::x86_64::aesni_clmul::absorb_padded
  movaps (%rsp), %xmm@0
L0:
  movdqa 32(%rsp), %xmm@1
  pshufb C1(%rip), %xmm@1
  paddd C2(%rip), %xmm@1
  movdqa %xmm@1, (%rsp)
  movaps %xmm@0, 16(%rsp)
  movq (%r15), %r8
  movq 8(%r15), %r9
  leaq 416(%rsp), %rsi
  movq %rsp, %rdx
  leaq 16(%rsp), %rcx
  movq %r14, %rdi
  pushq %rbx
  pushq $0
  callq hw_gcm::arch::x86_64::aesni_clmul::rest
  addq $832, %rsp
  popq %rbx
  popq %r12
  popq %r13
  popq %r14
  popq %r15
  retq
== hw_gcm::arch::x86_64::aesni_clmul::crypt#2
  pushq %r15
  pushq %r14
  pushq %r13
  pushq %r12
  pushq %rbx
  subq $832, %rsp
  movq %r9, %rbx
  movq %r8, %r15
  movq %rcx, %r12
  movq %rdi, %r14
  movaps 352(%rsi), %xmm@0
  movaps %xmm@0, 176(%rsp)
  movaps 336(%rsi), %xmm@0
  movaps %xmm@0, 160(%rsp)
  movaps 320(%rsi), %xmm@0
  movaps %xmm@0, 144(%rsp)
  movaps 304(%rsi), %xmm@0
  movaps %xmm@0, 128(%rsp)
  movaps 240(%rsi), %xmm@0
  movaps 256(%rsi), %xmm@1
  movaps 272(%rsi), %xmm@2
  movaps 288(%rsi), %xmm@3
  movaps %xmm@3, 112(%rsp)
  movaps %xmm@2, 96(%rsp)
  movaps %xmm@1, 80(%rsp)
  movq (%rdx), %xmm@1
  pinsrd $2, 8(%rdx), %xmm@1
  movaps %xmm@0, 64(%rsp)
  pblendw $192, C0(%rip), %xmm@1
  movdqa %xmm@1, 48(%rsp)
  leaq 192(%rsp), %rdi
  movq memcpy@GOTPCREL(%rip), %r13
  movl $240, %edx
  callq *%r13
  leaq 432(%rsp), %rdi
  leaq 64(%rsp), %rsi
  movl $368, %edx
  callq *%r13
  movaps C1(%rip), %xmm@0
  movaps %xmm@0, 800(%rsp)
  movaps 48(%rsp), %xmm@0
  movaps %xmm@0, 816(%rsp)
  xorps %xmm@0, %xmm@0
  testq %r15, %r15
  je L0
  movaps %xmm@0, 32(%rsp)
  leaq 16(%rsp), %rdi
  leaq 432(%rsp), %rsi
  leaq 32(%rsp), %rdx
  movq %r12, %rcx
  movq %r15, %r8
  callq hw_polyval::arch::x86_64::aesni_clmul::absorb_padded
  movaps 16(%rsp), %xmm@0
L0:
  movdqa 48(%rsp), %xmm@1
  pshufb C1(%rip), %xmm@1
  paddd C2(%rip), %xmm@1
  movdqa %xmm@1, 16(%rsp)
  movaps %xmm@0, 32(%rsp)
  movq %r15, (%rsp)
  leaq 432(%rsp), %rsi
  leaq 16(%rsp), %rdx
  leaq 32(%rsp), %rcx
  movq %r14, %rdi
  movq %rbx, %r8
  xorl %r9d, %r9d
  callq hw_gcm::arch::x86_64::aesni_clmul::rest
  addq $832, %rsp
  popq %rbx
  popq %r12
  popq %r13
  popq %r14
  popq %r15
  retq
== hw_gcm::arch::x86_64::aesni_clmul::crypt#3
  pushq %r15
  pushq %r14
  pushq %r13
  pushq %r12
  pushq %rbx
  subq $832, %rsp
  movq %r9, %rbx
  movq %r8, %r15
  movq %rcx, %r12
  movq %rdi, %r14
  movaps 352(%rsi), %xmm@0
  movaps %xmm@0, 176(%rsp)
  movaps 336(%rsi), %xmm@0
  movaps %xmm@0, 160(%rsp)
  movaps 320(%rsi), %xmm@0
  movaps %xmm@0, 144(%rsp)
  movaps 304(%rsi), %xmm@0
  movaps %xmm@0, 128(%rsp)
  movaps 240(%rsi), %xmm@0
  movaps 256(%rsi), %xmm@1
  movaps 272(%rsi), %xmm@2
  movaps 288(%rsi), %xmm@3
  movaps %xmm@3, 112(%rsp)
  movaps %xmm@2, 96(%rsp)
  movaps %xmm@1, 80(%rsp)
  movq (%rdx), %xmm@1
  pinsrd $2, 8(%rdx), %xmm@1
  movaps %xmm@0, 64(%rsp)
  pblendw $192, C0(%rip), %xmm@1
  movdqa %xmm@1, 48(%rsp)
  leaq 192(%rsp), %rdi
  movq memcpy@GOTPCREL(%rip), %r13
  movl $240, %edx
  callq *%r13
  leaq 432(%rsp), %rdi
  leaq 64(%rsp), %rsi
  movl $368, %edx
  callq *%r13
  movaps C1(%rip), %xmm@0
  movaps %xmm@0, 800(%rsp)
  movaps 48(%rsp), %xmm@0
  movaps %xmm@0, 816(%rsp)
  xorps %xmm@0, %xmm@0
  testq %r15, %r15
  je L0
  movaps %xmm@0, 32(%rsp)
  leaq 16(%rsp), %rdi
  leaq 432(%rsp), %rsi
  leaq 32(%rsp), %rdx
  movq %r12, %rcx
  movq %r15, %r8
  callq hw_polyval::arch::x86_64::aesni_clmul::absorb_padded
  movaps 16(%rsp), %xmm@0
L0:
  movdqa 48(%rsp), %xmm@1
  pshufb C1(%rip), %xmm@1
  paddd C2(%rip), %xmm@1
  movdqa %xmm@1, 16(%rsp)
  movaps %xmm@0, 32(%rsp)
  movq %r15, (%rsp)
  leaq 432(%rsp), %rsi
  leaq 16(%rsp), %rdx
  leaq 32(%rsp), %rcx
  movq %r14, %rdi
  movq %rbx, %r8
  xorl %r9d, %r9d
  callq hw_gcm::arch::x86_64::aesni_clmul::rest
  addq $832, %rsp
  popq %rbx
  popq %r12
  popq %r13
  popq %r14
  popq %r15
  retq
== hw_gcm::arch::x86_64::aesni_clmul::init#0
  movdqu (%rdi), %xmm@0
  movdqu 16(%rdi), %xmm@1
  movdqa C0(%rip), %xmm@2
  movdqa %xmm@0, %xmm@3
  pslldq $4, %xmm@3
  pxor %xmm@0, %xmm@3
  movdqa %xmm@1, %xmm@4
  pslldq $4, %xmm@4
  movdqa %xmm@0, (%rsi)
  aesenc %xmm@1, %xmm@0
  pxor %xmm@1, %xmm@4
  movdqa %xmm@1, %xmm@5
  pshufb %xmm@2, %xmm@5
  movdqa %xmm@3, %xmm@6
  pslldq $8, %xmm@6
  pxor %xmm@3, %xmm@6
  pxor C1(%rip), %xmm@6
  aesenclast %xmm@6, %xmm@5
  pshufd $255, %xmm@5, %xmm@3
  movdqa %xmm@4, %xmm@6
  pslldq $8, %xmm@6
  pxor %xmm@4, %xmm@6
  aesenclast %xmm@6, %xmm@3
  movdqa %xmm@1, 16(%rsi)
  movdqa %xmm@3, %xmm@1
  pslldq $4, %xmm@1
  pxor %xmm@3, %xmm@1
  aesenc %xmm@5, %xmm@0
  aesenc %xmm@3, %xmm@0
  movdqa %xmm@5, 32(%rsi)
  movdqa %xmm@3, 48(%rsi)
  pshufb %xmm@2, %xmm@3
  movdqa %xmm@5, %xmm@4
  pslldq $4, %xmm@4
  pxor %xmm@5, %xmm@4
  movdqa %xmm@4, %xmm@5
  pslldq $8, %xmm@5
  pxor %xmm@4, %xmm@5
  pxor C2(%rip), %xmm@5
  aesenclast %xmm@5, %xmm@3
  pshufd $255, %xmm@3, %xmm@4
  movdqa %xmm@1, %xmm@5
  pslldq $8, %xmm@5
  pxor %xmm@1, %xmm@5
  aesenclast %xmm@5, %xmm@4
  movdqa %xmm@4, %xmm@5
  pslldq $4, %xmm@5
  aesenc %xmm@3, %xmm@0
  pxor %xmm@4, %xmm@5
  aesenc %xmm@4, %xmm@0
  movdqa %xmm@4, %xmm@1
  movdqa %xmm@3, %xmm@6
  pslldq $4, %xmm@6
  pxor %xmm@3, %xmm@6
  movdqa %xmm@6, %xmm@7
  pslldq $8, %xmm@7
  pxor %xmm@6, %xmm@7
  pxor C3(%rip), %xmm@7
  pshufb %xmm@2, %xmm@1
  aesenclast %xmm@7, %xmm@1
  movdqa %xmm@3, 64(%rsi)
  movdqa %xmm@4, 80(%rsi)
  pshufd $255, %xmm@1, %xmm@3
  movdqa %xmm@5, %xmm@4
  pslldq $8, %xmm@4
  pxor %xmm@5, %xmm@4
  aesenclast %xmm@4, %xmm@3
  movdqa %xmm@3, %xmm@5
  pslldq $4, %xmm@5
  pxor %xmm@3, %xmm@5
  aesenc %xmm@1, %xmm@0
  aesenc %xmm@3, %xmm@0
  movdqa %xmm@3, %xmm@4
  pshufb %xmm@2, %xmm@4
  movdqa %xmm@1, %xmm@6
  pslldq $4, %xmm@6
  pxor %xmm@1, %xmm@6
  movdqa %xmm@6, %xmm@7
  pslldq $8, %xmm@7
  pxor %xmm@6, %xmm@7
  pxor C4(%rip), %xmm@7
  aesenclast %xmm@7, %xmm@4
  pshufd $255, %xmm@4, %xmm@6
  movdqa %xmm@5, %xmm@7
  pslldq $8, %xmm@7
  pxor %xmm@5, %xmm@7
  aesenclast %xmm@7, %xmm@6
  movdqa %xmm@6, %xmm@5
  pslldq $4, %xmm@5
  aesenc %xmm@4, %xmm@0
  pxor %xmm@6, %xmm@5
  aesenc %xmm@6, %xmm@0
  movdqa %xmm@6, %xmm@7
  movdqa %xmm@4, %xmm@8
  pslldq $4, %xmm@8
  pxor %xmm@4, %xmm@8
  movdqa %xmm@8, %xmm@9
  pslldq $8, %xmm@9
  pxor %xmm@8, %xmm@9
  pxor C5(%rip), %xmm@9
  pshufb %xmm@2, %xmm@7
  aesenclast %xmm@9, %xmm@7
  movdqa %xmm@1, 96(%rsi)
  movdqa %xmm@3, 112(%rsi)
  pshufd $255, %xmm@7, %xmm@1
  movdqa %xmm@5, %xmm@3
  pslldq $8, %xmm@3
  pxor %xmm@5, %xmm@3
  aesenclast %xmm@3, %xmm@1
  movdqa %xmm@4, 128(%rsi)
  movdqa %xmm@6, 144(%rsi)
  movdqa %xmm@1, %xmm@3
  pslldq $4, %xmm@3
  pxor %xmm@1, %xmm@3
  aesenc %xmm@7, %xmm@0
  aesenc %xmm@1, %xmm@0
  movdqa %xmm@7, 160(%rsi)
  movdqa %xmm@1, 176(%rsi)
  movdqa %xmm@1, %xmm@4
  pshufb %xmm@2, %xmm@4
  movdqa %xmm@7, %xmm@1
  pslldq $4, %xmm@1
  pxor %xmm@7, %xmm@1
  movdqa %xmm@1, %xmm@5
  pslldq $8, %xmm@5
  pxor %xmm@1, %xmm@5
  pxor C6(%rip), %xmm@5
  aesenclast %xmm@5, %xmm@4
  pshufd $255, %xmm@4, %xmm@1
  movdqa %xmm@3, %xmm@5
  pslldq $8, %xmm@5
  pxor %xmm@3, %xmm@5
  aesenclast %xmm@5, %xmm@1
  aesenc %xmm@4, %xmm@0
  aesenc %xmm@1, %xmm@0
  movdqa %xmm@4, 192(%rsi)
  movdqa %xmm@1, 208(%rsi)
  pshufb %xmm@2, %xmm@1
  movdqa %xmm@4, %xmm@2
  pslldq $4, %xmm@2
  pxor %xmm@4, %xmm@2
  movdqa %xmm@2, %xmm@3
  pslldq $8, %xmm@3
  pxor %xmm@2, %xmm@3
  pxor C7(%rip), %xmm@3
  aesenclast %xmm@3, %xmm@1
  aesenclast %xmm@1, %xmm@0
  pshufb C8(%rip), %xmm@0
  movdqa %xmm@0, %xmm@3
  paddq %xmm@3, %xmm@3
  pshufd $255, %xmm@0, %xmm@2
  psrlq $63, %xmm@0
  pslldq $8, %xmm@0
  por %xmm@3, %xmm@0
  psrad $31, %xmm@2
  pand C9(%rip), %xmm@2
  pxor %xmm@0, %xmm@2
  movdqa %xmm@2, %xmm@4
  pclmulqdq $0, %xmm@2, %xmm@4
  movdqa %xmm@2, %xmm@5
  pclmulqdq $17, %xmm@2, %xmm@5
  movabsq $-4467570830351532032, %rax
  movq %rax, %xmm@0
  pshufd $78, %xmm@4, %xmm@3
  pclmulqdq $0, %xmm@0, %xmm@4
  pxor %xmm@3, %xmm@4
  pshufd $78, %xmm@4, %xmm@3
  pclmulqdq $0, %xmm@0, %xmm@4
  pxor %xmm@5, %xmm@3
  pxor %xmm@4, %xmm@3
  movdqa %xmm@3, %xmm@4
  pclmulqdq $0, %xmm@2, %xmm@4
  movdqa %xmm@3, %xmm@5
  pclmulqdq $17, %xmm@2, %xmm@5
  movdqa %xmm@3, %xmm@6
  pclmulqdq $1, %xmm@2, %xmm@6
  movdqa %xmm@3, %xmm@7
  pclmulqdq $16, %xmm@2, %xmm@7
  pxor %xmm@6, %xmm@7
  movq %xmm@7, %xmm@6
  psrldq $8, %xmm@7
  pxor %xmm@5, %xmm@7
  pshufd $78, %xmm@4, %xmm@5
  pclmulqdq $0, %xmm@0, %xmm@4
  pxor %xmm@6, %xmm@5
  pxor %xmm@4, %xmm@5
  pshufd $78, %xmm@5, %xmm@4
  pclmulqdq $0, %xmm@0, %xmm@5
  pxor %xmm@7, %xmm@4
  pxor %xmm@5, %xmm@4
  movdqa %xmm@3, %xmm@6
  pclmulqdq $0, %xmm@3, %xmm@6
  movdqa %xmm@3, %xmm@7
  pclmulqdq $17, %xmm@3, %xmm@7
  pshufd $78, %xmm@6, %xmm@5
  pclmulqdq $0, %xmm@0, %xmm@6
  pxor %xmm@5, %xmm@6
  pshufd $78, %xmm@6, %xmm@5
  pclmulqdq $0, %xmm@0, %xmm@6
  pxor %xmm@7, %xmm@5
  pxor %xmm@6, %xmm@5
  movdqa %xmm@5, %xmm@6
  pclmulqdq $0, %xmm@2, %xmm@6
  movdqa %xmm@5, %xmm@7
  pclmulqdq $16, %xmm@2, %xmm@7
  movdqa %xmm@5, %xmm@8
  pclmulqdq $1, %xmm@2, %xmm@8
  pxor %xmm@7, %xmm@8
  pshufd $78, %xmm@6, %xmm@7
  pclmulqdq $0, %xmm@0, %xmm@6
  movq %xmm@8, %xmm@9
  pxor %xmm@7, %xmm@9
  pxor %xmm@6, %xmm@9
  movdqa %xmm@5, %xmm@6
  pclmulqdq $17, %xmm@2, %xmm@6
  psrldq $8, %xmm@8
  pxor %xmm@6, %xmm@8
  pshufd $78, %xmm@9, %xmm@6
  pclmulqdq $0, %xmm@0, %xmm@9
  pxor %xmm@8, %xmm@6
  pxor %xmm@9, %xmm@6
  movdqa %xmm@5, %xmm@7
  pclmulqdq $0, %xmm@3, %xmm@7
  movdqa %xmm@5, %xmm@8
  pclmulqdq $16, %xmm@3, %xmm@8
  movdqa %xmm@5, %xmm@9
  pclmulqdq $1, %xmm@3, %xmm@9
  pxor %xmm@8, %xmm@9
  pshufd $78, %xmm@7, %xmm@8
  pclmulqdq $0, %xmm@0, %xmm@7
  movq %xmm@9, %xmm@10
  pxor %xmm@8, %xmm@10
  pxor %xmm@7, %xmm@10
  movdqa %xmm@5, %xmm@7
  pclmulqdq $17, %xmm@3, %xmm@7
  psrldq $8, %xmm@9
  pxor %xmm@7, %xmm@9
  pshufd $78, %xmm@10, %xmm@7
  pclmulqdq $0, %xmm@0, %xmm@10
  pxor %xmm@9, %xmm@7
  pxor %xmm@10, %xmm@7
  movdqa %xmm@5, %xmm@8
  pclmulqdq $0, %xmm@4, %xmm@8
  movdqa %xmm@5, %xmm@9
  pclmulqdq $16, %xmm@4, %xmm@9
  movdqa %xmm@5, %xmm@10
  pclmulqdq $1, %xmm@4, %xmm@10
  pxor %xmm@9, %xmm@10
  pshufd $78, %xmm@8, %xmm@9
  movq %xmm@10, %xmm@11
  pxor %xmm@9, %xmm@11
  pclmulqdq $0, %xmm@0, %xmm@8
  pxor %xmm@8, %xmm@11
  movdqa %xmm@5, %xmm@8
  pclmulqdq $17, %xmm@4, %xmm@8
  psrldq $8, %xmm@10
  pxor %xmm@8, %xmm@10
  pshufd $78, %xmm@11, %xmm@8
  pclmulqdq $0, %xmm@0, %xmm@11
  pxor %xmm@10, %xmm@8
  pxor %xmm@11, %xmm@8
  movdqa %xmm@5, %xmm@9
  pclmulqdq $0, %xmm@5, %xmm@9
  pshufd $78, %xmm@9, %xmm@10
  pclmulqdq $0, %xmm@0, %xmm@9
  pxor %xmm@10, %xmm@9
  movdqa %xmm@5, %xmm@10
  pclmulqdq $17, %xmm@5, %xmm@10
  pclmulqdq $0, %xmm@9, %xmm@0
  pshufd $78, %xmm@9, %xmm@9
  pxor %xmm@10, %xmm@9
  pxor %xmm@0, %xmm@9
  movdqa %xmm@1, 224(%rsi)
  movdqa %xmm@9, 240(%rsi)
  movdqa %xmm@8, 256(%rsi)
  movdqa %xmm@7, 272(%rsi)
  movdqa %xmm@6, 288(%rsi)
  movdqa %xmm@5, 304(%rsi)
  movdqa %xmm@4, 320(%rsi)
  movdqa %xmm@3, 336(%rsi)
  movdqa %xmm@2, 352(%rsi)
  retq
== hw_gcm::arch::x86_64::aesni_clmul::rest#0
  pushq %r15
  pushq %r14
  pushq %r13
  pushq %r12
  pushq %rbx
  subq $288, %rsp
  movq %r9, %rax
  movq 8(%r8), %r9
  xorps %xmm@0, %xmm@0
  movaps %xmm@0, 272(%rsp)
  movaps %xmm@0, 256(%rsp)
  movaps %xmm@0, 240(%rsp)
  movaps %xmm@0, 224(%rsp)
  movaps %xmm@0, 208(%rsp)
  movaps %xmm@0, 192(%rsp)
  movaps %xmm@0, 176(%rsp)
  movaps %xmm@0, 160(%rsp)
  movq %rax, %r10
  shlq $4, %r10
  movq %r9, %rbx
  subq %r10, %rbx
  jb L0
  shrq $4, %r9
  subq %rax, %r9
  movq %r9, %r15
  shrq $3, %r15
  movq %r15, %r11
  shlq $7, %r11
  cmpq %rbx, %r11
  ja L1
  movq 24(%r8), %r14
  movq %r14, %rbx
  subq %r10, %rbx
  jb L2
  cmpq %rbx, %r11
  ja L3
  movq 336(%rsp), %r11
  movq 16(%r8), %rbx
  addq %r10, %rbx
  addq (%r8), %r10
  movabsq $144115188075855871, %r14
  andq %r14, %r15
  movdqa (%rsi), %xmm@0
  movdqa 16(%rsi), %xmm@1
  movdqa 32(%rsi), %xmm@2
  movdqa 48(%rsi), %xmm@3
  pshufd $78, %xmm@0, %xmm@4
  pxor %xmm@0, %xmm@4
  pshufd $78, %xmm@1, %xmm@0
  pxor %xmm@1, %xmm@0
  pshufd $78, %xmm@2, %xmm@1
  pxor %xmm@2, %xmm@1
  pshufd $78, %xmm@3, %xmm@2
  pxor %xmm@3, %xmm@2
  movdqa 64(%rsi), %xmm@3
  pshufd $78, %xmm@3, %xmm@5
  pxor %xmm@3, %xmm@5
  movdqa 80(%rsi), %xmm@3
  pshufd $78, %xmm@3, %xmm@6
  pxor %xmm@3, %xmm@6
  movdqa 96(%rsi), %xmm@3
  pshufd $78, %xmm@3, %xmm@7
  pxor %xmm@3, %xmm@7
  movdqa 112(%rsi), %xmm@3
  pshufd $78, %xmm@3, %xmm@8
  pxor %xmm@3, %xmm@8
  movdqa %xmm@4, 32(%rsp)
  movdqa %xmm@0, 48(%rsp)
  movdqa %xmm@1, 64(%rsp)
  movdqa %xmm@2, 80(%rsp)
  movdqa %xmm@5, 96(%rsp)
  movdqa %xmm@6, 112(%rsp)
  movdqa %xmm@7, 128(%rsp)
  movdqa %xmm@8, 144(%rsp)
  movabsq $1152921504606846975, %r14
  andq %rax, %r14
  addq $2, %r14
  movdqa (%rdx), %xmm@9
  movdqa 368(%rsi), %xmm@10
  pshufb %xmm@10, %xmm@9
  leaq 128(%rsi), %rdx
  movaps (%rcx), %xmm@11
  movq hw_polyval::arch::x86_64::aesni_clmul::SSE_LOOP_CONSTS(%rip), %rcx
  leaq 32(%rsp), %r12
  leaq 160(%rsp), %r13
  testq %r15, %r15
  je C0
  movdqu (%r10), %xmm@12
  movdqu %xmm@12, (%r13)
  movdqu 16(%r10), %xmm@12
  movdqu %xmm@12, 16(%r13)
  movdqu 32(%r10), %xmm@12
  movdqu %xmm@12, 32(%r13)
  movdqu 48(%r10), %xmm@12
  movdqu %xmm@12, 48(%r13)
  movdqu 64(%r10), %xmm@12
  movdqu %xmm@12, 64(%r13)
  movdqu 80(%r10), %xmm@12
  movdqu %xmm@12, 80(%r13)
  movdqu 96(%r10), %xmm@12
  movdqu %xmm@12, 96(%r13)
  movdqu 112(%r10), %xmm@12
  movdqu %xmm@12, 112(%r13)
  movdqa (%rdx), %xmm@8
  cmpb $248, %r14b
  jae C1
  movdqa %xmm@9, %xmm@0
  paddd 32(%rcx), %xmm@9
  pxor %xmm@8, %xmm@0
  movdqa %xmm@9, %xmm@1
  paddd 32(%rcx), %xmm@9
  pxor %xmm@8, %xmm@1
  movdqa %xmm@9, %xmm@2
  paddd 32(%rcx), %xmm@9
  pxor %xmm@8, %xmm@2
  movdqa %xmm@9, %xmm@3
  paddd 32(%rcx), %xmm@9
  pxor %xmm@8, %xmm@3
  movdqa %xmm@9, %xmm@4
  paddd 32(%rcx), %xmm@9
  pxor %xmm@8, %xmm@4
  movdqa %xmm@9, %xmm@5
  paddd 32(%rcx), %xmm@9
  pxor %xmm@8, %xmm@5
  movdqa %xmm@9, %xmm@6
  paddd 32(%rcx), %xmm@9
  pxor %xmm@8, %xmm@6
  movdqa %xmm@9, %xmm@7
  paddd 32(%rcx), %xmm@9
  pxor %xmm@8, %xmm@7
  movdqu (%r13), %xmm@12
  pshufb %xmm@10, %xmm@12
  pxor %xmm@11, %xmm@12
  pshufd $78, %xmm@12, %xmm@13
  pxor %xmm@12, %xmm@13
  pclmulqdq $0, (%r12), %xmm@13
  movdqa %xmm@12, %xmm@11
  pclmulqdq $0, (%rsi), %xmm@11
  movdqa %xmm@12, %xmm@14
  pclmulqdq $17, (%rsi), %xmm@14
  movdqa 16(%rdx), %xmm@8
  aesenc %xmm@8, %xmm@0
  aesenc %xmm@8, %xmm@1
  aesenc %xmm@8, %xmm@2
  aesenc %xmm@8, %xmm@3
  aesenc %xmm@8, %xmm@4
  aesenc %xmm@8, %xmm@5
  aesenc %xmm@8, %xmm@6
  aesenc %xmm@8, %xmm@7
  movdqu 16(%r13), %xmm@12
  pshufb %xmm@10, %xmm@12
  pshufd $78, %xmm@12, %xmm@15
  pxor %xmm@12, %xmm@15
  pclmulqdq $0, 16(%r12), %xmm@15
  pxor %xmm@15, %xmm@13
  movdqa %xmm@12, %xmm@15
  pclmulqdq $0, 16(%rsi), %xmm@15
  pxor %xmm@15, %xmm@11
  pclmulqdq $17, 16(%rsi), %xmm@12
  pxor %xmm@12, %xmm@14
  movdqa 32(%rdx), %xmm@8
  aesenc %xmm@8, %xmm@0
  aesenc %xmm@8, %xmm@1
  aesenc %xmm@8, %xmm@2
  aesenc %xmm@8, %xmm@3
  aesenc %xmm@8, %xmm@4
  aesenc %xmm@8, %xmm@5
  aesenc %xmm@8, %xmm@6
  aesenc %xmm@8, %xmm@7
  movdqu 32(%r13), %xmm@12
  pshufb %xmm@10, %xmm@12
  pshufd $78, %xmm@12, %xmm@15
  pxor %xmm@12, %xmm@15
  pclmulqdq $0, 32(%r12), %xmm@15
  pxor %xmm@15, %xmm@13
  movdqa %xmm@12, %xmm@15
  pclmulqdq $0, 32(%rsi), %xmm@15
  pxor %xmm@15, %xmm@11
  pclmulqdq $17, 32(%rsi), %xmm@12
  pxor %xmm@12, %xmm@14
  movdqa 48(%rdx), %xmm@8
  aesenc %xmm@8, %xmm@0
  aesenc %xmm@8, %xmm@1
  aesenc %xmm@8, %xmm@2
  aesenc %xmm@8, %xmm@3
  aesenc %xmm@8, %xmm@4
  aesenc %xmm@8, %xmm@5
  aesenc %xmm@8, %xmm@6
  aesenc %xmm@8, %xmm@7
  movdqu 48(%r13), %xmm@12
  pshufb %xmm@10, %xmm@12
  pshufd $78, %xmm@12, %xmm@15
  pxor %xmm@12, %xmm@15
  pclmulqdq $0, 48(%r12), %xmm@15
  pxor %xmm@15, %xmm@13
  movdqa %xmm@12, %xmm@15
  pclmulqdq $0, 48(%rsi), %xmm@15
  pxor %xmm@15, %xmm@11
  pclmulqdq $17, 48(%rsi), %xmm@12
  pxor %xmm@12, %xmm@14
  movdqa 64(%rdx), %xmm@8
  aesenc %xmm@8, %xmm@0
  aesenc %xmm@8, %xmm@1
  aesenc %xmm@8, %xmm@2
  aesenc %xmm@8, %xmm@3
  aesenc %xmm@8, %xmm@4
  aesenc %xmm@8, %xmm@5
  aesenc %xmm@8, %xmm@6
  aesenc %xmm@8, %xmm@7
  movdqu 64(%r13), %xmm@12
  pshufb %xmm@10, %xmm@12
  pshufd $78, %xmm@12, %xmm@15
  pxor %xmm@12, %xmm@15
  pclmulqdq $0, 64(%r12), %xmm@15
  pxor %xmm@15, %xmm@13
  movdqa %xmm@12, %xmm@15
  pclmulqdq $0, 64(%rsi), %xmm@15
  pxor %xmm@15, %xmm@11
  pclmulqdq $17, 64(%rsi), %xmm@12
  pxor %xmm@12, %xmm@14
  movdqa 80(%rdx), %xmm@8
  aesenc %xmm@8, %xmm@0
  aesenc %xmm@8, %xmm@1
  aesenc %xmm@8, %xmm@2
  aesenc %xmm@8, %xmm@3
  aesenc %xmm@8, %xmm@4
  aesenc %xmm@8, %xmm@5
  aesenc %xmm@8, %xmm@6
  aesenc %xmm@8, %xmm@7
  movdqu 80(%r13), %xmm@12
  pshufb %xmm@10, %xmm@12
  pshufd $78, %xmm@12, %xmm@15
  pxor %xmm@12, %xmm@15
  pclmulqdq $0, 80(%r12), %xmm@15
  pxor %xmm@15, %xmm@13
  movdqa %xmm@12, %xmm@15
  pclmulqdq $0, 80(%rsi), %xmm@15
  pxor %xmm@15, %xmm@11
  pclmulqdq $17, 80(%rsi), %xmm@12
  pxor %xmm@12, %xmm@14
  movdqa 96(%rdx), %xmm@8
  aesenc %xmm@8, %xmm@0
  aesenc %xmm@8, %xmm@1
  aesenc %xmm@8, %xmm@2
  aesenc %xmm@8, %xmm@3
  aesenc %xmm@8, %xmm@4
  aesenc %xmm@8, %xmm@5
  aesenc %xmm@8, %xmm@6
  aesenc %xmm@8, %xmm@7
  movdqu 96(%r13), %xmm@12
  pshufb %xmm@10, %xmm@12
  pshufd $78, %xmm@12, %xmm@15
  pxor %xmm@12, %xmm@15
  pclmulqdq $0, 96(%r12), %xmm@15
  pxor %xmm@15, %xmm@13
  movdqa %xmm@12, %xmm@15
  pclmulqdq $0, 96(%rsi), %xmm@15
  pxor %xmm@15, %xmm@11
  pclmulqdq $17, 96(%rsi), %xmm@12
  pxor %xmm@12, %xmm@14
  movdqa 112(%rdx), %xmm@8
  aesenc %xmm@8, %xmm@0
  aesenc %xmm@8, %xmm@1
  aesenc %xmm@8, %xmm@2
  aesenc %xmm@8, %xmm@3
  aesenc %xmm@8, %xmm@4
  aesenc %xmm@8, %xmm@5
  aesenc %xmm@8, %xmm@6
  aesenc %xmm@8, %xmm@7
  movdqu 112(%r13), %xmm@12
  pshufb %xmm@10, %xmm@12
  pshufd $78, %xmm@12, %xmm@15
  pxor %xmm@12, %xmm@15
  pclmulqdq $0, 112(%r12), %xmm@15
  pxor %xmm@15, %xmm@13
  movdqa %xmm@12, %xmm@15
  pclmulqdq $0, 112(%rsi), %xmm@15
  pxor %xmm@15, %xmm@11
  pclmulqdq $17, 112(%rsi), %xmm@12
  pxor %xmm@12, %xmm@14
  movdqa 128(%rdx), %xmm@8
  aesenc %xmm@8, %xmm@0
  aesenc %xmm@8, %xmm@1
  aesenc %xmm@8, %xmm@2
  aesenc %xmm@8, %xmm@3
  aesenc %xmm@8, %xmm@4
  aesenc %xmm@8, %xmm@5
  aesenc %xmm@8, %xmm@6
  aesenc %xmm@8, %xmm@7
  pxor %xmm@11, %xmm@13
  pxor %xmm@14, %xmm@13
  movdqa %xmm@11, %xmm@15
  pclmulqdq $0, (%rcx), %xmm@15
  pshufd $78, %xmm@11, %xmm@11
  pxor %xmm@11, %xmm@13
  pxor %xmm@15, %xmm@13
  movdqa 144(%rdx), %xmm@8
  aesenc %xmm@8, %xmm@0
  aesenc %xmm@8, %xmm@1
  aesenc %xmm@8, %xmm@2
  aesenc %xmm@8, %xmm@3
  aesenc %xmm@8, %xmm@4
  aesenc %xmm@8, %xmm@5
  aesenc %xmm@8, %xmm@6
  aesenc %xmm@8, %xmm@7
  movdqa %xmm@13, %xmm@15
  pclmulqdq $0, (%rcx), %xmm@15
  pshufd $78, %xmm@13, %xmm@13
  pxor %xmm@13, %xmm@14
  pxor %xmm@15, %xmm@14
  movdqa %xmm@14, %xmm@11
  movdqa 160(%rdx), %xmm@8
  aesenc %xmm@8, %xmm@0
  aesenc %xmm@8, %xmm@1
  aesenc %xmm@8, %xmm@2
  aesenc %xmm@8, %xmm@3
  aesenc %xmm@8, %xmm@4
  aesenc %xmm@8, %xmm@5
  aesenc %xmm@8, %xmm@6
  aesenc %xmm@8, %xmm@7
  movdqa 176(%rdx), %xmm@8
  aesenc %xmm@8, %xmm@0
  aesenc %xmm@8, %xmm@1
  aesenc %xmm@8, %xmm@2
  aesenc %xmm@8, %xmm@3
  aesenc %xmm@8, %xmm@4
  aesenc %xmm@8, %xmm@5
  aesenc %xmm@8, %xmm@6
  aesenc %xmm@8, %xmm@7
  movdqa 192(%rdx), %xmm@8
  aesenc %xmm@8, %xmm@0
  aesenc %xmm@8, %xmm@1
  aesenc %xmm@8, %xmm@2
  aesenc %xmm@8, %xmm@3
  aesenc %xmm@8, %xmm@4
  aesenc %xmm@8, %xmm@5
  aesenc %xmm@8, %xmm@6
  aesenc %xmm@8, %xmm@7
  movdqa 208(%rdx), %xmm@8
  aesenc %xmm@8, %xmm@0
  aesenc %xmm@8, %xmm@1
  aesenc %xmm@8, %xmm@2
  aesenc %xmm@8, %xmm@3
  aesenc %xmm@8, %xmm@4
  aesenc %xmm@8, %xmm@5
  aesenc %xmm@8, %xmm@6
  aesenc %xmm@8, %xmm@7
  movdqa 224(%rdx), %xmm@8
  movdqu (%r13), %xmm@13
  pxor %xmm@8, %xmm@13
  aesenclast %xmm@13, %xmm@0
  movdqu %xmm@0, (%rbx)
  movdqu 16(%r13), %xmm@14
  pxor %xmm@8, %xmm@14
  aesenclast %xmm@14, %xmm@1
  movdqu %xmm@1, 16(%rbx)
  movdqu 32(%r13), %xmm@12
  pxor %xmm@8, %xmm@12
  aesenclast %xmm@12, %xmm@2
  movdqu %xmm@2, 32(%rbx)
  movdqu 48(%r13), %xmm@15
  pxor %xmm@8, %xmm@15
  aesenclast %xmm@15, %xmm@3
  movdqu %xmm@3, 48(%rbx)
  movdqu 64(%r13), %xmm@13
  pxor %xmm@8, %xmm@13
  aesenclast %xmm@13, %xmm@4
  movdqu %xmm@4, 64(%rbx)
  movdqu 80(%r13), %xmm@14
  pxor %xmm@8, %xmm@14
  aesenclast %xmm@14, %xmm@5
  movdqu %xmm@5, 80(%rbx)
  movdqu 96(%r13), %xmm@12
  pxor %xmm@8, %xmm@12
  aesenclast %xmm@12, %xmm@6
  movdqu %xmm@6, 96(%rbx)
  movdqu 112(%r13), %xmm@15
  pxor %xmm@8, %xmm@15
  aesenclast %xmm@15, %xmm@7
  movdqu %xmm@7, 112(%rbx)
  addl $8, %r14d
  addq $128, %r10
  addq $128, %rbx
  decq %r15
  jne C2
  jmp C0
  movdqa %xmm@9, %xmm@15
  pshufb %xmm@10, %xmm@15
  movdqa %xmm@15, %xmm@0
  pshufb %xmm@10, %xmm@0
  paddd 16(%rcx), %xmm@15
  pxor %xmm@8, %xmm@0
  movdqa %xmm@15, %xmm@1
  pshufb %xmm@10, %xmm@1
  paddd 16(%rcx), %xmm@15
  pxor %xmm@8, %xmm@1
  movdqa %xmm@15, %xmm@2
  pshufb %xmm@10, %xmm@2
  paddd 16(%rcx), %xmm@15
  pxor %xmm@8, %xmm@2
  movdqa %xmm@15, %xmm@3
  pshufb %xmm@10, %xmm@3
  paddd 16(%rcx), %xmm@15
  pxor %xmm@8, %xmm@3
  movdqa %xmm@15, %xmm@4
  pshufb %xmm@10, %xmm@4
  paddd 16(%rcx), %xmm@15
  pxor %xmm@8, %xmm@4
  movdqa %xmm@15, %xmm@5
  pshufb %xmm@10, %xmm@5
  paddd 16(%rcx), %xmm@15
  pxor %xmm@8, %xmm@5
  movdqa %xmm@15, %xmm@6
  pshufb %xmm@10, %xmm@6
  paddd 16(%rcx), %xmm@15
  pxor %xmm@8, %xmm@6
  movdqa %xmm@15, %xmm@7
  pshufb %xmm@10, %xmm@7
  paddd 16(%rcx), %xmm@15
  pxor %xmm@8, %xmm@7
  movdqa %xmm@15, %xmm@9
  pshufb %xmm@10, %xmm@9
  jmp C3
  pshufb %xmm@10, %xmm@9
  andq $-8, %r9
  addq %rax, %r9
  movdqa %xmm@9, 16(%rsp)
  movaps %xmm@11, 32(%rsp)
  movq %r11, (%rsp)
  leaq 16(%rsp), %rdx
  leaq 32(%rsp), %rcx
  callq hw_gcm::arch::x86_64::aesni_clmul::tail
  addq $288, %rsp
  popq %rbx
  popq %r12
  popq %r13
  popq %r14
  popq %r15
  retq
L1:
  leaq C4(%rip), %rcx
  xorl %edi, %edi
  movq %r11, %rsi
  movq %rbx, %rdx
  callq *core::slice::index::slice_index_fail(%rip)
L0:
  leaq C5(%rip), %rcx
  movq %r10, %rdi
  movq %r9, %rsi
  movq %r9, %rdx
  callq *core::slice::index::slice_index_fail(%rip)
L2:
  leaq C6(%rip), %rcx
  movq %r10, %rdi
  movq %r14, %rsi
  movq %r14, %rdx
  callq *core::slice::index::slice_index_fail(%rip)
L3:
  leaq C7(%rip), %rcx
  xorl %edi, %edi
  movq %r11, %rsi
  movq %rbx, %rdx
  callq *core::slice::index::slice_index_fail(%rip)
== hw_gcm::arch::x86_64::aesni_clmul::rest#1
  pushq %r15
  pushq %r14
  pushq %r13
  pushq %r12
  pushq %rbx
  subq $416, %rsp
  movq %r9, %rax
  movq 8(%r8), %r11
  movq %r11, %r9
  shrq $4, %r9
  subq %rax, %r9
  movq %r9, %r15
  shrq $3, %r15
  pxor %xmm@0, %xmm@0
  movdqa %xmm@0, 144(%rsp)
  movdqa %xmm@0, 128(%rsp)
  movdqa %xmm@0, 112(%rsp)
  movdqa %xmm@0, 96(%rsp)
  movdqa %xmm@0, 80(%rsp)
  movdqa %xmm@0, 64(%rsp)
  movdqa %xmm@0, 48(%rsp)
  movdqa %xmm@0, 32(%rsp)
  je L0
  movq %rax, %r10
  shlq $4, %r10
  movq %r11, %rbx
  subq %r10, %rbx
  jb L1
  cmpq $128, %rbx
  jb L2
  movq 24(%r8), %rbx
  movq %rbx, %r14
  subq %r10, %r14
  jb L3
  cmpq $128, %r14
  jb L4
  movdqa (%rdx), %xmm@1
  movdqa 368(%rsi), %xmm@2
  movdqa 128(%rsi), %xmm@3
  movdqa 144(%rsi), %xmm@4
  movdqa 160(%rsi), %xmm@5
  movdqa 176(%rsi), %xmm@6
  movdqa 352(%rsi), %xmm@7
  movdqa 192(%rsi), %xmm@8
  movd C0(%rip), %xmm@0
  paddd %xmm@1, %xmm@0
  pshufb %xmm@2, %xmm@0
  pxor %xmm@3, %xmm@0
  movd C1(%rip), %xmm@9
  paddd %xmm@1, %xmm@9
  pshufb %xmm@2, %xmm@9
  pxor %xmm@3, %xmm@9
  movd C2(%rip), %xmm@10
  paddd %xmm@1, %xmm@10
  pshufb %xmm@2, %xmm@10
  movdqa %xmm@2, %xmm@11
  pxor %xmm@3, %xmm@10
  movd C3(%rip), %xmm@2
  paddd %xmm@1, %xmm@2
  pshufb %xmm@11, %xmm@2
  pxor %xmm@3, %xmm@2
  movd C4(%rip), %xmm@12
  paddd %xmm@1, %xmm@12
  pshufb %xmm@11, %xmm@12
  pxor %xmm@3, %xmm@12
  movd C5(%rip), %xmm@13
  paddd %xmm@1, %xmm@13
  pshufb %xmm@11, %xmm@13
  pxor %xmm@3, %xmm@13
  movd C6(%rip), %xmm@14
  paddd %xmm@1, %xmm@14
  pshufb %xmm@11, %xmm@14
  movdqa %xmm@11, 16(%rsp)
  pxor %xmm@3, %xmm@14
  movdqa %xmm@1, %xmm@15
  pshufb %xmm@11, %xmm@15
  pxor %xmm@3, %xmm@15
  movdqa 208(%rsi), %xmm@3
  aesenc %xmm@4, %xmm@0
  aesenc %xmm@5, %xmm@0
  aesenc %xmm@4, %xmm@9
  aesenc %xmm@5, %xmm@9
  aesenc %xmm@4, %xmm@10
  aesenc %xmm@5, %xmm@10
  aesenc %xmm@4, %xmm@2
  aesenc %xmm@5, %xmm@2
  aesenc %xmm@4, %xmm@12
  aesenc %xmm@5, %xmm@12
  aesenc %xmm@4, %xmm@13
  aesenc %xmm@5, %xmm@13
  aesenc %xmm@4, %xmm@14
  aesenc %xmm@5, %xmm@14
  aesenc %xmm@4, %xmm@15
  movdqa 224(%rsi), %xmm@11
  aesenc %xmm@5, %xmm@15
  movdqa 240(%rsi), %xmm@4
  aesenc %xmm@6, %xmm@0
  aesenc %xmm@8, %xmm@0
  aesenc %xmm@6, %xmm@9
  aesenc %xmm@8, %xmm@9
  aesenc %xmm@6, %xmm@10
  aesenc %xmm@8, %xmm@10
  aesenc %xmm@6, %xmm@2
  aesenc %xmm@8, %xmm@2
  aesenc %xmm@6, %xmm@12
  aesenc %xmm@8, %xmm@12
  aesenc %xmm@6, %xmm@13
  aesenc %xmm@8, %xmm@13
  aesenc %xmm@6, %xmm@14
  aesenc %xmm@8, %xmm@14
  aesenc %xmm@6, %xmm@15
  aesenc %xmm@8, %xmm@15
  movdqa 256(%rsi), %xmm@8
  movdqa 272(%rsi), %xmm@5
  aesenc %xmm@3, %xmm@0
  aesenc %xmm@11, %xmm@0
  aesenc %xmm@3, %xmm@9
  aesenc %xmm@11, %xmm@9
  aesenc %xmm@3, %xmm@10
  aesenc %xmm@11, %xmm@10
  aesenc %xmm@3, %xmm@2
  aesenc %xmm@11, %xmm@2
  aesenc %xmm@3, %xmm@12
  aesenc %xmm@11, %xmm@12
  aesenc %xmm@3, %xmm@13
  aesenc %xmm@11, %xmm@13
  aesenc %xmm@3, %xmm@14
  aesenc %xmm@11, %xmm@14
  aesenc %xmm@3, %xmm@15
  movdqa 288(%rsi), %xmm@3
  aesenc %xmm@11, %xmm@15
  movdqa 304(%rsi), %xmm@6
  aesenc %xmm@4, %xmm@0
  aesenc %xmm@8, %xmm@0
  aesenc %xmm@4, %xmm@9
  aesenc %xmm@8, %xmm@9
  aesenc %xmm@4, %xmm@10
  aesenc %xmm@8, %xmm@10
  aesenc %xmm@4, %xmm@2
  aesenc %xmm@8, %xmm@2
  aesenc %xmm@4, %xmm@12
  aesenc %xmm@8, %xmm@12
  aesenc %xmm@4, %xmm@13
  aesenc %xmm@8, %xmm@13
  aesenc %xmm@4, %xmm@14
  aesenc %xmm@8, %xmm@14
  aesenc %xmm@4, %xmm@15
  aesenc %xmm@8, %xmm@15
  movdqa 320(%rsi), %xmm@4
  movdqa 336(%rsi), %xmm@8
  aesenc %xmm@5, %xmm@0
  aesenc %xmm@3, %xmm@0
  aesenc %xmm@6, %xmm@0
  aesenc %xmm@4, %xmm@0
  aesenc %xmm@8, %xmm@0
  aesenclast %xmm@7, %xmm@0
  aesenc %xmm@5, %xmm@9
  aesenc %xmm@5, %xmm@10
  aesenc %xmm@5, %xmm@2
  aesenc %xmm@5, %xmm@12
  aesenc %xmm@5, %xmm@13
  movq (%r8), %r12
  aesenc %xmm@5, %xmm@14
  movdqu 112(%r12,%r10), %xmm@11
  pxor %xmm@11, %xmm@0
  aesenc %xmm@5, %xmm@15
  movdqu 96(%r12,%r10), %xmm@11
  aesenc %xmm@3, %xmm@9
  aesenc %xmm@6, %xmm@9
  aesenc %xmm@4, %xmm@9
  aesenc %xmm@8, %xmm@9
  aesenclast %xmm@7, %xmm@9
  aesenc %xmm@3, %xmm@10
  aesenc %xmm@3, %xmm@2
  aesenc %xmm@3, %xmm@12
  aesenc %xmm@3, %xmm@13
  aesenc %xmm@3, %xmm@14
  pxor %xmm@11, %xmm@9
  aesenc %xmm@3, %xmm@15
  movdqu 80(%r12,%r10), %xmm@11
  aesenc %xmm@6, %xmm@10
  aesenc %xmm@4, %xmm@10
  aesenc %xmm@8, %xmm@10
  aesenclast %xmm@7, %xmm@10
  aesenc %xmm@6, %xmm@2
  aesenc %xmm@6, %xmm@12
  aesenc %xmm@6, %xmm@13
  aesenc %xmm@6, %xmm@14
  pxor %xmm@11, %xmm@10
  aesenc %xmm@6, %xmm@15
  movdqu 64(%r12,%r10), %xmm@11
  aesenc %xmm@4, %xmm@2
  aesenc %xmm@8, %xmm@2
  aesenclast %xmm@7, %xmm@2
  aesenc %xmm@4, %xmm@12
  aesenc %xmm@4, %xmm@13
  aesenc %xmm@4, %xmm@14
  pxor %xmm@11, %xmm@2
  aesenc %xmm@4, %xmm@15
  movdqu 48(%r12,%r10), %xmm@11
  aesenc %xmm@8, %xmm@12
  aesenclast %xmm@7, %xmm@12
  aesenc %xmm@8, %xmm@13
  aesenc %xmm@8, %xmm@14
  pxor %xmm@11, %xmm@12
  aesenc %xmm@8, %xmm@15
  movdqu 32(%r12,%r10), %xmm@11
  aesenclast %xmm@7, %xmm@13
  aesenclast %xmm@7, %xmm@14
  pxor %xmm@11, %xmm@13
  aesenclast %xmm@7, %xmm@15
  movdqu 16(%r12,%r10), %xmm@11
  pxor %xmm@11, %xmm@14
  movdqu (%r12,%r10), %xmm@11
  pxor %xmm@11, %xmm@15
  movdqa 16(%rsp), %xmm@11
  movq 16(%r8), %r13
  movdqu %xmm@15, (%r13,%r10)
  pshufb %xmm@11, %xmm@15
  movdqu %xmm@14, 16(%r13,%r10)
  pshufb %xmm@11, %xmm@14
  movdqu %xmm@13, 32(%r13,%r10)
  pshufb %xmm@11, %xmm@13
  movdqu %xmm@12, 48(%r13,%r10)
  pshufb %xmm@11, %xmm@12
  movdqu %xmm@2, 64(%r13,%r10)
  pshufb %xmm@11, %xmm@2
  movdqu %xmm@10, 80(%r13,%r10)
  pshufb %xmm@11, %xmm@10
  movdqu %xmm@9, 96(%r13,%r10)
  pshufb %xmm@11, %xmm@9
  movdqu %xmm@0, 112(%r13,%r10)
  pshufb %xmm@11, %xmm@0
  paddd C7(%rip), %xmm@1
  movdqa %xmm@1, (%rdx)
  cmpq $1, %r15
  jne L5
  movdqa (%rcx), %xmm@8
  movdqa (%rsi), %xmm@1
  movaps 16(%rsi), %xmm@11
  movaps %xmm@11, 160(%rsp)
  movaps 32(%rsi), %xmm@11
  movaps %xmm@11, 176(%rsp)
  movaps 48(%rsi), %xmm@11
  movaps %xmm@11, 16(%rsp)
  movaps 64(%rsi), %xmm@11
  movaps %xmm@11, 192(%rsp)
  movdqa 80(%rsi), %xmm@3
  movdqa 96(%rsi), %xmm@4
  movdqa 112(%rsi), %xmm@5
  jmp L6
L0:
  movdqa (%rcx), %xmm@9
  jmp L7
L5:
  pshufb %xmm@11, %xmm@15
  movdqa %xmm@15, 32(%rsp)
  pshufb %xmm@11, %xmm@14
  movdqa %xmm@14, 48(%rsp)
  pshufb %xmm@11, %xmm@13
  movdqa %xmm@13, 64(%rsp)
  pshufb %xmm@11, %xmm@12
  movdqa %xmm@12, 80(%rsp)
  pshufb %xmm@11, %xmm@2
  movdqa %xmm@2, 96(%rsp)
  pshufb %xmm@11, %xmm@10
  movdqa %xmm@10, 112(%rsp)
  pshufb %xmm@11, %xmm@9
  movdqa %xmm@9, 128(%rsp)
  pshufb %xmm@11, %xmm@0
  movdqa %xmm@0, 144(%rsp)
  subq $-128, %r10
  movq %r11, %r14
  subq %r10, %r14
  jb L8
  decq %r15
  movq %r15, %r11
  shlq $7, %r11
  cmpq %r14, %r11
  ja L9
  movq %rbx, %r14
  subq %r10, %r14
  jb L10
  cmpq %r14, %r11
  ja L11
  leaq 128(%rsi), %r11
  addq %r10, %r13
  addq %r10, %r12
  movabsq $144115188075855871, %rbx
  andq %rbx, %r15
  movdqa (%rsi), %xmm@9
  movdqa %xmm@9, 256(%rsp)
  movdqa 16(%rsi), %xmm@10
  movdqa 32(%rsi), %xmm@2
  movdqa 48(%rsi), %xmm@11
  pshufd $78, %xmm@9, %xmm@0
  pxor %xmm@9, %xmm@0
  pshufd $78, %xmm@10, %xmm@9
  movdqa %xmm@10, 160(%rsp)
  pxor %xmm@10, %xmm@9
  pshufd $78, %xmm@2, %xmm@10
  movdqa %xmm@2, 176(%rsp)
  pxor %xmm@2, %xmm@10
  pshufd $78, %xmm@11, %xmm@2
  movdqa %xmm@11, 16(%rsp)
  pxor %xmm@11, %xmm@2
  movdqa 64(%rsi), %xmm@12
  pshufd $78, %xmm@12, %xmm@11
  movdqa %xmm@12, 192(%rsp)
  pxor %xmm@12, %xmm@11
  movdqa 80(%rsi), %xmm@7
  movdqa %xmm@7, 240(%rsp)
  pshufd $78, %xmm@7, %xmm@12
  pxor %xmm@7, %xmm@12
  movdqa 96(%rsi), %xmm@13
  movdqa %xmm@13, 224(%rsp)
  pshufd $78, %xmm@13, %xmm@7
  pxor %xmm@13, %xmm@7
  movdqa 112(%rsi), %xmm@13
  movdqa %xmm@13, 208(%rsp)
  movdqa %xmm@0, 288(%rsp)
  pshufd $78, %xmm@13, %xmm@0
  pxor %xmm@13, %xmm@0
  movdqa %xmm@9, 304(%rsp)
  movdqa %xmm@10, 320(%rsp)
  movdqa %xmm@2, 336(%rsp)
  movdqa %xmm@11, 352(%rsp)
  movdqa %xmm@12, 368(%rsp)
  movdqa %xmm@7, 384(%rsp)
  movdqa %xmm@0, 400(%rsp)
  shrq $4, %r10
  addq $2, %r10
  movdqa 368(%rsi), %xmm@6
  pshufb %xmm@6, %xmm@1
  movaps (%rcx), %xmm@8
  movq hw_polyval::arch::x86_64::aesni_clmul::SSE_LOOP_CONSTS(%rip), %rcx
  leaq 288(%rsp), %rbx
  leaq 32(%rsp), %r14
  testq %r15, %r15
  je C8
  movdqa (%r11), %xmm@14
  cmpb $248, %r10b
  jae C9
  movdqa %xmm@1, %xmm@0
  paddd 32(%rcx), %xmm@1
  pxor %xmm@14, %xmm@0
  movdqa %xmm@1, %xmm@9
  paddd 32(%rcx), %xmm@1
  pxor %xmm@14, %xmm@9
  movdqa %xmm@1, %xmm@10
  paddd 32(%rcx), %xmm@1
  pxor %xmm@14, %xmm@10
  movdqa %xmm@1, %xmm@2
  paddd 32(%rcx), %xmm@1
  pxor %xmm@14, %xmm@2
  movdqa %xmm@1, %xmm@11
  paddd 32(%rcx), %xmm@1
  pxor %xmm@14, %xmm@11
  movdqa %xmm@1, %xmm@12
  paddd 32(%rcx), %xmm@1
  pxor %xmm@14, %xmm@12
  movdqa %xmm@1, %xmm@7
  paddd 32(%rcx), %xmm@1
  pxor %xmm@14, %xmm@7
  movdqa %xmm@1, %xmm@13
  paddd 32(%rcx), %xmm@1
  pxor %xmm@14, %xmm@13
  movdqu (%r14), %xmm@15
  pshufb %xmm@6, %xmm@15
  pxor %xmm@8, %xmm@15
  pshufd $78, %xmm@15, %xmm@5
  pxor %xmm@15, %xmm@5
  pclmulqdq $0, (%rbx), %xmm@5
  movdqa %xmm@15, %xmm@8
  pclmulqdq $0, (%rsi), %xmm@8
  movdqa %xmm@15, %xmm@4
  pclmulqdq $17, (%rsi), %xmm@4
  movdqa 16(%r11), %xmm@14
  aesenc %xmm@14, %xmm@0
  aesenc %xmm@14, %xmm@9
  aesenc %xmm@14, %xmm@10
  aesenc %xmm@14, %xmm@2
  aesenc %xmm@14, %xmm@11
  aesenc %xmm@14, %xmm@12
  aesenc %xmm@14, %xmm@7
  aesenc %xmm@14, %xmm@13
  movdqu 16(%r14), %xmm@15
  pshufb %xmm@6, %xmm@15
  pshufd $78, %xmm@15, %xmm@3
  pxor %xmm@15, %xmm@3
  pclmulqdq $0, 16(%rbx), %xmm@3
  pxor %xmm@3, %xmm@5
  movdqa %xmm@15, %xmm@3
  pclmulqdq $0, 16(%rsi), %xmm@3
  pxor %xmm@3, %xmm@8
  pclmulqdq $17, 16(%rsi), %xmm@15
  pxor %xmm@15, %xmm@4
  movdqa 32(%r11), %xmm@14
  aesenc %xmm@14, %xmm@0
  aesenc %xmm@14, %xmm@9
  aesenc %xmm@14, %xmm@10
  aesenc %xmm@14, %xmm@2
  aesenc %xmm@14, %xmm@11
  aesenc %xmm@14, %xmm@12
  aesenc %xmm@14, %xmm@7
  aesenc %xmm@14, %xmm@13
  movdqu 32(%r14), %xmm@15
  pshufb %xmm@6, %xmm@15
  pshufd $78, %xmm@15, %xmm@3
  pxor %xmm@15, %xmm@3
  pclmulqdq $0, 32(%rbx), %xmm@3
  pxor %xmm@3, %xmm@5
  movdqa %xmm@15, %xmm@3
  pclmulqdq $0, 32(%rsi), %xmm@3
  pxor %xmm@3, %xmm@8
  pclmulqdq $17, 32(%rsi), %xmm@15
  pxor %xmm@15, %xmm@4
  movdqa 48(%r11), %xmm@14
  aesenc %xmm@14, %xmm@0
  aesenc %xmm@14, %xmm@9
  aesenc %xmm@14, %xmm@10
  aesenc %xmm@14, %xmm@2
  aesenc %xmm@14, %xmm@11
  aesenc %xmm@14, %xmm@12
  aesenc %xmm@14, %xmm@7
  aesenc %xmm@14, %xmm@13
  movdqu 48(%r14), %xmm@15
  pshufb %xmm@6, %xmm@15
  pshufd $78, %xmm@15, %xmm@3
  pxor %xmm@15, %xmm@3
  pclmulqdq $0, 48(%rbx), %xmm@3
  pxor %xmm@3, %xmm@5
  movdqa %xmm@15, %xmm@3
  pclmulqdq $0, 48(%rsi), %xmm@3
  pxor %xmm@3, %xmm@8
  pclmulqdq $17, 48(%rsi), %xmm@15
  pxor %xmm@15, %xmm@4
  movdqa 64(%r11), %xmm@14
  aesenc %xmm@14, %xmm@0
  aesenc %xmm@14, %xmm@9
  aesenc %xmm@14, %xmm@10
  aesenc %xmm@14, %xmm@2
  aesenc %xmm@14, %xmm@11
  aesenc %xmm@14, %xmm@12
  aesenc %xmm@14, %xmm@7
  aesenc %xmm@14, %xmm@13
  movdqu 64(%r14), %xmm@15
  pshufb %xmm@6, %xmm@15
  pshufd $78, %xmm@15, %xmm@3
  pxor %xmm@15, %xmm@3
  pclmulqdq $0, 64(%rbx), %xmm@3
  pxor %xmm@3, %xmm@5
  movdqa %xmm@15, %xmm@3
  pclmulqdq $0, 64(%rsi), %xmm@3
  pxor %xmm@3, %xmm@8
  pclmulqdq $17, 64(%rsi), %xmm@15
  pxor %xmm@15, %xmm@4
  movdqa 80(%r11), %xmm@14
  aesenc %xmm@14, %xmm@0
  aesenc %xmm@14, %xmm@9
  aesenc %xmm@14, %xmm@10
  aesenc %xmm@14, %xmm@2
  aesenc %xmm@14, %xmm@11
  aesenc %xmm@14, %xmm@12
  aesenc %xmm@14, %xmm@7
  aesenc %xmm@14, %xmm@13
  movdqu 80(%r14), %xmm@15
  pshufb %xmm@6, %xmm@15
  pshufd $78, %xmm@15, %xmm@3
  pxor %xmm@15, %xmm@3
  pclmulqdq $0, 80(%rbx), %xmm@3
  pxor %xmm@3, %xmm@5
  movdqa %xmm@15, %xmm@3
  pclmulqdq $0, 80(%rsi), %xmm@3
  pxor %xmm@3, %xmm@8
  pclmulqdq $17, 80(%rsi), %xmm@15
  pxor %xmm@15, %xmm@4
  movdqa 96(%r11), %xmm@14
  aesenc %xmm@14, %xmm@0
  aesenc %xmm@14, %xmm@9
  aesenc %xmm@14, %xmm@10
  aesenc %xmm@14, %xmm@2
  aesenc %xmm@14, %xmm@11
  aesenc %xmm@14, %xmm@12
  aesenc %xmm@14, %xmm@7
  aesenc %xmm@14, %xmm@13
  movdqu 96(%r14), %xmm@15
  pshufb %xmm@6, %xmm@15
  pshufd $78, %xmm@15, %xmm@3
  pxor %xmm@15, %xmm@3
  pclmulqdq $0, 96(%rbx), %xmm@3
  pxor %xmm@3, %xmm@5
  movdqa %xmm@15, %xmm@3
  pclmulqdq $0, 96(%rsi), %xmm@3
  pxor %xmm@3, %xmm@8
  pclmulqdq $17, 96(%rsi), %xmm@15
  pxor %xmm@15, %xmm@4
  movdqa 112(%r11), %xmm@14
  aesenc %xmm@14, %xmm@0
  aesenc %xmm@14, %xmm@9
  aesenc %xmm@14, %xmm@10
  aesenc %xmm@14, %xmm@2
  aesenc %xmm@14, %xmm@11
  aesenc %xmm@14, %xmm@12
  aesenc %xmm@14, %xmm@7
  aesenc %xmm@14, %xmm@13
  movdqu 112(%r14), %xmm@15
  pshufb %xmm@6, %xmm@15
  pshufd $78, %xmm@15, %xmm@3
  pxor %xmm@15, %xmm@3
  pclmulqdq $0, 112(%rbx), %xmm@3
  pxor %xmm@3, %xmm@5
  movdqa %xmm@15, %xmm@3
  pclmulqdq $0, 112(%rsi), %xmm@3
  pxor %xmm@3, %xmm@8
  pclmulqdq $17, 112(%rsi), %xmm@15
  pxor %xmm@15, %xmm@4
  movdqa 128(%r11), %xmm@14
  aesenc %xmm@14, %xmm@0
  aesenc %xmm@14, %xmm@9
  aesenc %xmm@14, %xmm@10
  aesenc %xmm@14, %xmm@2
  aesenc %xmm@14, %xmm@11
  aesenc %xmm@14, %xmm@12
  aesenc %xmm@14, %xmm@7
  aesenc %xmm@14, %xmm@13
  pxor %xmm@8, %xmm@5
  pxor %xmm@4, %xmm@5
  movdqa %xmm@8, %xmm@3
  pclmulqdq $0, (%rcx), %xmm@3
  pshufd $78, %xmm@8, %xmm@8
  pxor %xmm@8, %xmm@5
  pxor %xmm@3, %xmm@5
  movdqa 144(%r11), %xmm@14
  aesenc %xmm@14, %xmm@0
  aesenc %xmm@14, %xmm@9
  aesenc %xmm@14, %xmm@10
  aesenc %xmm@14, %xmm@2
  aesenc %xmm@14, %xmm@11
  aesenc %xmm@14, %xmm@12
  aesenc %xmm@14, %xmm@7
  aesenc %xmm@14, %xmm@13
  movdqa %xmm@5, %xmm@3
  pclmulqdq $0, (%rcx), %xmm@3
  pshufd $78, %xmm@5, %xmm@5
  pxor %xmm@5, %xmm@4
  pxor %xmm@3, %xmm@4
  movdqa %xmm@4, %xmm@8
  movdqa 160(%r11), %xmm@14
  aesenc %xmm@14, %xmm@0
  aesenc %xmm@14, %xmm@9
  aesenc %xmm@14, %xmm@10
  aesenc %xmm@14, %xmm@2
  aesenc %xmm@14, %xmm@11
  aesenc %xmm@14, %xmm@12
  aesenc %xmm@14, %xmm@7
  aesenc %xmm@14, %xmm@13
  movdqa 176(%r11), %xmm@14
  aesenc %xmm@14, %xmm@0
  aesenc %xmm@14, %xmm@9
  aesenc %xmm@14, %xmm@10
  aesenc %xmm@14, %xmm@2
  aesenc %xmm@14, %xmm@11
  aesenc %xmm@14, %xmm@12
  aesenc %xmm@14, %xmm@7
  aesenc %xmm@14, %xmm@13
  movdqa 192(%r11), %xmm@14
  aesenc %xmm@14, %xmm@0
  aesenc %xmm@14, %xmm@9
  aesenc %xmm@14, %xmm@10
  aesenc %xmm@14, %xmm@2
  aesenc %xmm@14, %xmm@11
  aesenc %xmm@14, %xmm@12
  aesenc %xmm@14, %xmm@7
  aesenc %xmm@14, %xmm@13
  movdqa 208(%r11), %xmm@14
  aesenc %xmm@14, %xmm@0
  aesenc %xmm@14, %xmm@9
  aesenc %xmm@14, %xmm@10
  aesenc %xmm@14, %xmm@2
  aesenc %xmm@14, %xmm@11
  aesenc %xmm@14, %xmm@12
  aesenc %xmm@14, %xmm@7
  aesenc %xmm@14, %xmm@13
  movdqa 224(%r11), %xmm@14
  movdqu (%r12), %xmm@5
  pxor %xmm@14, %xmm@5
  aesenclast %xmm@5, %xmm@0
  movdqu %xmm@0, (%r13)
  movdqu %xmm@0, (%r14)
  movdqu 16(%r12), %xmm@4
  pxor %xmm@14, %xmm@4
  aesenclast %xmm@4, %xmm@9
  movdqu %xmm@9, 16(%r13)
  movdqu %xmm@9, 16(%r14)
  movdqu 32(%r12), %xmm@15
  pxor %xmm@14, %xmm@15
  aesenclast %xmm@15, %xmm@10
  movdqu %xmm@10, 32(%r13)
  movdqu %xmm@10, 32(%r14)
  movdqu 48(%r12), %xmm@3
  pxor %xmm@14, %xmm@3
  aesenclast %xmm@3, %xmm@2
  movdqu %xmm@2, 48(%r13)
  movdqu %xmm@2, 48(%r14)
  movdqu 64(%r12), %xmm@5
  pxor %xmm@14, %xmm@5
  aesenclast %xmm@5, %xmm@11
  movdqu %xmm@11, 64(%r13)
  movdqu %xmm@11, 64(%r14)
  movdqu 80(%r12), %xmm@4
  pxor %xmm@14, %xmm@4
  aesenclast %xmm@4, %xmm@12
  movdqu %xmm@12, 80(%r13)
  movdqu %xmm@12, 80(%r14)
  movdqu 96(%r12), %xmm@15
  pxor %xmm@14, %xmm@15
  aesenclast %xmm@15, %xmm@7
  movdqu %xmm@7, 96(%r13)
  movdqu %xmm@7, 96(%r14)
  movdqu 112(%r12), %xmm@3
  pxor %xmm@14, %xmm@3
  aesenclast %xmm@3, %xmm@13
  movdqu %xmm@13, 112(%r13)
  movdqu %xmm@13, 112(%r14)
  addl $8, %r10d
  addq $128, %r12
  addq $128, %r13
  decq %r15
  jne C10
  jmp C8
  movdqa %xmm@1, %xmm@3
  pshufb %xmm@6, %xmm@3
  movdqa %xmm@3, %xmm@0
  pshufb %xmm@6, %xmm@0
  paddd 16(%rcx), %xmm@3
  pxor %xmm@14, %xmm@0
  movdqa %xmm@3, %xmm@9
  pshufb %xmm@6, %xmm@9
  paddd 16(%rcx), %xmm@3
  pxor %xmm@14, %xmm@9
  movdqa %xmm@3, %xmm@10
  pshufb %xmm@6, %xmm@10
  paddd 16(%rcx), %xmm@3
  pxor %xmm@14, %xmm@10
  movdqa %xmm@3, %xmm@2
  pshufb %xmm@6, %xmm@2
  paddd 16(%rcx), %xmm@3
  pxor %xmm@14, %xmm@2
  movdqa %xmm@3, %xmm@11
  pshufb %xmm@6, %xmm@11
  paddd 16(%rcx), %xmm@3
  pxor %xmm@14, %xmm@11
  movdqa %xmm@3, %xmm@12
  pshufb %xmm@6, %xmm@12
  paddd 16(%rcx), %xmm@3
  pxor %xmm@14, %xmm@12
  movdqa %xmm@3, %xmm@7
  pshufb %xmm@6, %xmm@7
  paddd 16(%rcx), %xmm@3
  pxor %xmm@14, %xmm@7
  movdqa %xmm@3, %xmm@13
  pshufb %xmm@6, %xmm@13
  paddd 16(%rcx), %xmm@3
  pxor %xmm@14, %xmm@13
  movdqa %xmm@3, %xmm@1
  pshufb %xmm@6, %xmm@1
  jmp C11
  movdqa 240(%rsp), %xmm@3
  movdqa 224(%rsp), %xmm@4
  movdqa 208(%rsp), %xmm@5
  pshufb %xmm@6, %xmm@1
  movdqa %xmm@1, (%rdx)
  movdqa 256(%rsp), %xmm@1
  movdqa 32(%rsp), %xmm@15
  movdqa 48(%rsp), %xmm@14
  movdqa 64(%rsp), %xmm@13
  movdqa 80(%rsp), %xmm@12
  pshufb %xmm@6, %xmm@15
  pshufb %xmm@6, %xmm@14
  pshufb %xmm@6, %xmm@13
  pshufb %xmm@6, %xmm@12
  movdqa 96(%rsp), %xmm@2
  pshufb %xmm@6, %xmm@2
  movdqa 112(%rsp), %xmm@10
  pshufb %xmm@6, %xmm@10
  movdqa 128(%rsp), %xmm@9
  pshufb %xmm@6, %xmm@9
  movdqa 144(%rsp), %xmm@0
  pshufb %xmm@6, %xmm@0
L6:
  pxor %xmm@15, %xmm@8
  movdqa %xmm@8, %xmm@11
  pclmulqdq $0, %xmm@1, %xmm@11
  movdqa %xmm@8, %xmm@7
  pclmulqdq $17, %xmm@1, %xmm@7
  movdqa %xmm@8, %xmm@6
  pclmulqdq $1, %xmm@1, %xmm@6
  pclmulqdq $16, %xmm@1, %xmm@8
  pxor %xmm@6, %xmm@8
  movdqa %xmm@14, %xmm@1
  movdqa 160(%rsp), %xmm@15
  pclmulqdq $0, %xmm@15, %xmm@1
  pxor %xmm@11, %xmm@1
  movdqa %xmm@14, %xmm@6
  pclmulqdq $17, %xmm@15, %xmm@6
  pxor %xmm@7, %xmm@6
  movdqa %xmm@14, %xmm@11
  pclmulqdq $1, %xmm@15, %xmm@11
  pclmulqdq $16, %xmm@15, %xmm@14
  pxor %xmm@11, %xmm@14
  pxor %xmm@8, %xmm@14
  movdqa %xmm@13, %xmm@7
  movdqa 176(%rsp), %xmm@15
  pclmulqdq $0, %xmm@15, %xmm@7
  movdqa %xmm@13, %xmm@8
  pclmulqdq $17, %xmm@15, %xmm@8
  movdqa %xmm@13, %xmm@11
  pclmulqdq $1, %xmm@15, %xmm@11
  pclmulqdq $16, %xmm@15, %xmm@13
  pxor %xmm@11, %xmm@13
  movdqa %xmm@12, %xmm@11
  movdqa 16(%rsp), %xmm@15
  pclmulqdq $0, %xmm@15, %xmm@11
  pxor %xmm@7, %xmm@11
  pxor %xmm@1, %xmm@11
  movdqa %xmm@12, %xmm@7
  pclmulqdq $17, %xmm@15, %xmm@7
  pxor %xmm@8, %xmm@7
  pxor %xmm@6, %xmm@7
  movdqa %xmm@12, %xmm@6
  pclmulqdq $1, %xmm@15, %xmm@6
  pxor %xmm@13, %xmm@6
  pxor %xmm@14, %xmm@6
  pclmulqdq $16, %xmm@15, %xmm@12
  movdqa %xmm@2, %xmm@13
  movdqa 192(%rsp), %xmm@1
  pclmulqdq $0, %xmm@1, %xmm@13
  movdqa %xmm@2, %xmm@14
  pclmulqdq $1, %xmm@1, %xmm@14
  pxor %xmm@12, %xmm@14
  movdqa %xmm@2, %xmm@12
  pclmulqdq $17, %xmm@1, %xmm@12
  pclmulqdq $16, %xmm@1, %xmm@2
  pxor %xmm@14, %xmm@2
  movdqa %xmm@10, %xmm@14
  pclmulqdq $0, %xmm@3, %xmm@14
  pxor %xmm@13, %xmm@14
  movdqa %xmm@10, %xmm@13
  pclmulqdq $17, %xmm@3, %xmm@13
  pxor %xmm@12, %xmm@13
  movdqa %xmm@10, %xmm@12
  pclmulqdq $1, %xmm@3, %xmm@12
  pxor %xmm@2, %xmm@12
  pxor %xmm@6, %xmm@12
  pclmulqdq $16, %xmm@3, %xmm@10
  movdqa %xmm@9, %xmm@2
  pclmulqdq $0, %xmm@4, %xmm@2
  pxor %xmm@14, %xmm@2
  pxor %xmm@11, %xmm@2
  movdqa %xmm@9, %xmm@11
  pclmulqdq $17, %xmm@4, %xmm@11
  pxor %xmm@13, %xmm@11
  pxor %xmm@7, %xmm@11
  movdqa %xmm@9, %xmm@7
  pclmulqdq $1, %xmm@4, %xmm@7
  pxor %xmm@10, %xmm@7
  pclmulqdq $16, %xmm@4, %xmm@9
  pxor %xmm@7, %xmm@9
  movdqa %xmm@0, %xmm@7
  pclmulqdq $0, %xmm@5, %xmm@7
  pxor %xmm@2, %xmm@7
  movdqa %xmm@0, %xmm@10
  pclmulqdq $17, %xmm@5, %xmm@10
  pxor %xmm@11, %xmm@10
  movdqa %xmm@0, %xmm@2
  pclmulqdq $1, %xmm@5, %xmm@2
  pxor %xmm@9, %xmm@2
  pclmulqdq $16, %xmm@5, %xmm@0
  pxor %xmm@2, %xmm@0
  pxor %xmm@12, %xmm@0
  movdqa %xmm@0, %xmm@9
  pslldq $8, %xmm@9
  pxor %xmm@7, %xmm@9
  movabsq $-4467570830351532032, %rcx
  movq %rcx, %xmm@2
  pshufd $78, %xmm@9, %xmm@11
  pclmulqdq $0, %xmm@2, %xmm@9
  pxor %xmm@11, %xmm@9
  psrldq $8, %xmm@0
  pclmulqdq $0, %xmm@9, %xmm@2
  pshufd $78, %xmm@9, %xmm@9
  pxor %xmm@0, %xmm@9
  pxor %xmm@10, %xmm@9
  pxor %xmm@2, %xmm@9
L7:
  movq 464(%rsp), %rcx
  movaps (%rdx), %xmm@0
  andq $-8, %r9
  addq %rax, %r9
  movaps %xmm@0, 272(%rsp)
  movdqa %xmm@9, 288(%rsp)
  movq %rcx, (%rsp)
  leaq 272(%rsp), %rdx
  leaq 288(%rsp), %rcx
  callq hw_gcm::arch::x86_64::aesni_clmul::tail
  addq $416, %rsp
  popq %rbx
  popq %r12
  popq %r13
  popq %r14
  popq %r15
  retq
L1:
  leaq C12(%rip), %rcx
  movq %r10, %rdi
  movq %r11, %rsi
  movq %r11, %rdx
  callq *core::slice::index::slice_index_fail(%rip)
L2:
  leaq C13(%rip), %rdi
  leaq C14(%rip), %rdx
  movl $45, %esi
  callq *core::option::expect_failed(%rip)
L3:
  leaq C15(%rip), %rcx
  movq %r10, %rdi
  movq %rbx, %rsi
  movq %rbx, %rdx
  callq *core::slice::index::slice_index_fail(%rip)
L4:
  leaq C13(%rip), %rdi
  leaq C16(%rip), %rdx
  movl $45, %esi
  callq *core::option::expect_failed(%rip)
L9:
  leaq C17(%rip), %rcx
  xorl %edi, %edi
  movq %r11, %rsi
  movq %r14, %rdx
  callq *core::slice::index::slice_index_fail(%rip)
L8:
  leaq C18(%rip), %rcx
  movq %r10, %rdi
  movq %r11, %rsi
  movq %r11, %rdx
  callq *core::slice::index::slice_index_fail(%rip)
L10:
  leaq C19(%rip), %rcx
  movq %r10, %rdi
  movq %rbx, %rsi
  movq %rbx, %rdx
  callq *core::slice::index::slice_index_fail(%rip)
L11:
  leaq C20(%rip), %rcx
  xorl %edi, %edi
  movq %r11, %rsi
  movq %r14, %rdx
  callq *core::slice::index::slice_index_fail(%rip)
== hw_gcm::arch::x86_64::aesni_clmul::rest#2
  pushq %rbp
  pushq %r15
  pushq %r14
  pushq %r13
  pushq %r12
  pushq %rbx
  subq $408, %rsp
  movq 464(%rsp), %r14
  movq %r9, %rbx
  shrq $4, %rbx
  subq %r14, %rbx
  movq %rbx, %r15
  shrq $3, %r15
  pxor %xmm@0, %xmm@0
  movdqa %xmm@0, 112(%rsp)
  movdqa %xmm@0, 96(%rsp)
  movdqa %xmm@0, 80(%rsp)
  movdqa %xmm@0, 64(%rsp)
  movdqa %xmm@0, 48(%rsp)
  movdqa %xmm@0, 32(%rsp)
  movdqa %xmm@0, 16(%rsp)
  movdqa %xmm@0, (%rsp)
  je L0
  movq %r14, %rax
  shlq $4, %rax
  movq %r9, %r10
  subq %rax, %r10
  jb L1
  cmpq $128, %r10
  jb L2
  movdqa (%rdx), %xmm@1
  movdqa 368(%rsi), %xmm@2
  movdqa %xmm@1, %xmm@3
  pshufb %xmm@2, %xmm@3
  movd C0(%rip), %xmm@4
  paddd %xmm@1, %xmm@4
  pshufb %xmm@2, %xmm@4
  movd C1(%rip), %xmm@5
  paddd %xmm@1, %xmm@5
  pshufb %xmm@2, %xmm@5
  movd C2(%rip), %xmm@6
  paddd %xmm@1, %xmm@6
  pshufb %xmm@2, %xmm@6
  movd C3(%rip), %xmm@7
  paddd %xmm@1, %xmm@7
  pshufb %xmm@2, %xmm@7
  movd C4(%rip), %xmm@8
  paddd %xmm@1, %xmm@8
  pshufb %xmm@2, %xmm@8
  movd C5(%rip), %xmm@9
  paddd %xmm@1, %xmm@9
  pshufb %xmm@2, %xmm@9
  movd C6(%rip), %xmm@0
  paddd %xmm@1, %xmm@0
  pshufb %xmm@2, %xmm@0
  movdqa 128(%rsi), %xmm@10
  movdqa 144(%rsi), %xmm@11
  pxor %xmm@10, %xmm@3
  pxor %xmm@10, %xmm@4
  pxor %xmm@10, %xmm@5
  pxor %xmm@10, %xmm@6
  pxor %xmm@10, %xmm@7
  pxor %xmm@10, %xmm@8
  pxor %xmm@10, %xmm@9
  pxor %xmm@10, %xmm@0
  aesenc %xmm@11, %xmm@3
  aesenc %xmm@11, %xmm@4
  aesenc %xmm@11, %xmm@5
  aesenc %xmm@11, %xmm@6
  aesenc %xmm@11, %xmm@7
  aesenc %xmm@11, %xmm@8
  aesenc %xmm@11, %xmm@9
  movdqa 160(%rsi), %xmm@10
  aesenc %xmm@11, %xmm@0
  movdqa 176(%rsi), %xmm@11
  aesenc %xmm@10, %xmm@3
  aesenc %xmm@10, %xmm@4
  aesenc %xmm@10, %xmm@5
  aesenc %xmm@10, %xmm@6
  aesenc %xmm@10, %xmm@7
  aesenc %xmm@10, %xmm@8
  aesenc %xmm@10, %xmm@9
  aesenc %xmm@10, %xmm@0
  aesenc %xmm@11, %xmm@3
  aesenc %xmm@11, %xmm@4
  aesenc %xmm@11, %xmm@5
  aesenc %xmm@11, %xmm@6
  aesenc %xmm@11, %xmm@7
  aesenc %xmm@11, %xmm@8
  aesenc %xmm@11, %xmm@9
  aesenc %xmm@11, %xmm@0
  movdqa 192(%rsi), %xmm@11
  aesenc %xmm@11, %xmm@3
  aesenc %xmm@11, %xmm@4
  aesenc %xmm@11, %xmm@5
  aesenc %xmm@11, %xmm@6
  aesenc %xmm@11, %xmm@7
  aesenc %xmm@11, %xmm@8
  aesenc %xmm@11, %xmm@9
  aesenc %xmm@11, %xmm@0
  movdqa 208(%rsi), %xmm@11
  aesenc %xmm@11, %xmm@3
  aesenc %xmm@11, %xmm@4
  aesenc %xmm@11, %xmm@5
  aesenc %xmm@11, %xmm@6
  aesenc %xmm@11, %xmm@7
  aesenc %xmm@11, %xmm@8
  aesenc %xmm@11, %xmm@9
  aesenc %xmm@11, %xmm@0
  movdqa 224(%rsi), %xmm@11
  aesenc %xmm@11, %xmm@3
  aesenc %xmm@11, %xmm@4
  aesenc %xmm@11, %xmm@5
  aesenc %xmm@11, %xmm@6
  aesenc %xmm@11, %xmm@7
  aesenc %xmm@11, %xmm@8
  aesenc %xmm@11, %xmm@9
  aesenc %xmm@11, %xmm@0
  movdqa 240(%rsi), %xmm@11
  aesenc %xmm@11, %xmm@3
  aesenc %xmm@11, %xmm@4
  aesenc %xmm@11, %xmm@5
  aesenc %xmm@11, %xmm@6
  aesenc %xmm@11, %xmm@7
  aesenc %xmm@11, %xmm@8
  aesenc %xmm@11, %xmm@9
  aesenc %xmm@11, %xmm@0
  movdqa 256(%rsi), %xmm@11
  aesenc %xmm@11, %xmm@3
  aesenc %xmm@11, %xmm@4
  aesenc %xmm@11, %xmm@5
  aesenc %xmm@11, %xmm@6
  aesenc %xmm@11, %xmm@7
  aesenc %xmm@11, %xmm@8
  aesenc %xmm@11, %xmm@9
  aesenc %xmm@11, %xmm@0
  movdqa 272(%rsi), %xmm@11
  aesenc %xmm@11, %xmm@3
  aesenc %xmm@11, %xmm@4
  aesenc %xmm@11, %xmm@5
  aesenc %xmm@11, %xmm@6
  aesenc %xmm@11, %xmm@7
  aesenc %xmm@11, %xmm@8
  aesenc %xmm@11, %xmm@9
  aesenc %xmm@11, %xmm@0
  movdqa 288(%rsi), %xmm@11
  aesenc %xmm@11, %xmm@3
  aesenc %xmm@11, %xmm@4
  aesenc %xmm@11, %xmm@5
  aesenc %xmm@11, %xmm@6
  aesenc %xmm@11, %xmm@7
  aesenc %xmm@11, %xmm@8
  aesenc %xmm@11, %xmm@9
  aesenc %xmm@11, %xmm@0
  movdqa 304(%rsi), %xmm@11
  aesenc %xmm@11, %xmm@3
  aesenc %xmm@11, %xmm@4
  aesenc %xmm@11, %xmm@5
  aesenc %xmm@11, %xmm@6
  aesenc %xmm@11, %xmm@7
  aesenc %xmm@11, %xmm@8
  aesenc %xmm@11, %xmm@9
  aesenc %xmm@11, %xmm@0
  movdqa 320(%rsi), %xmm@11
  aesenc %xmm@11, %xmm@3
  aesenc %xmm@11, %xmm@4
  aesenc %xmm@11, %xmm@5
  aesenc %xmm@11, %xmm@6
  aesenc %xmm@11, %xmm@7
  aesenc %xmm@11, %xmm@8
  aesenc %xmm@11, %xmm@9
  movdqu (%r8,%rax), %xmm@10
  aesenc %xmm@11, %xmm@0
  movdqa 336(%rsi), %xmm@11
  aesenc %xmm@11, %xmm@3
  aesenc %xmm@11, %xmm@4
  aesenc %xmm@11, %xmm@5
  aesenc %xmm@11, %xmm@6
  aesenc %xmm@11, %xmm@7
  aesenc %xmm@11, %xmm@8
  aesenc %xmm@11, %xmm@9
  aesenc %xmm@11, %xmm@0
  movdqa 352(%rsi), %xmm@11
  aesenclast %xmm@11, %xmm@3
  pxor %xmm@10, %xmm@3
  movdqu 16(%r8,%rax), %xmm@10
  aesenclast %xmm@11, %xmm@4
  pxor %xmm@10, %xmm@4
  movdqu 32(%r8,%rax), %xmm@10
  aesenclast %xmm@11, %xmm@5
  pxor %xmm@10, %xmm@5
  movdqu 48(%r8,%rax), %xmm@10
  aesenclast %xmm@11, %xmm@6
  pxor %xmm@10, %xmm@6
  movdqu 64(%r8,%rax), %xmm@10
  aesenclast %xmm@11, %xmm@7
  pxor %xmm@10, %xmm@7
  movdqu 80(%r8,%rax), %xmm@10
  aesenclast %xmm@11, %xmm@8
  pxor %xmm@10, %xmm@8
  movdqu 96(%r8,%rax), %xmm@10
  aesenclast %xmm@11, %xmm@9
  pxor %xmm@10, %xmm@9
  aesenclast %xmm@11, %xmm@0
  movdqu 112(%r8,%rax), %xmm@11
  pxor %xmm@11, %xmm@0
  movdqu %xmm@3, (%r8,%rax)
  pshufb %xmm@2, %xmm@3
  movdqu %xmm@4, 16(%r8,%rax)
  pshufb %xmm@2, %xmm@4
  movdqu %xmm@5, 32(%r8,%rax)
  pshufb %xmm@2, %xmm@5
  movdqu %xmm@6, 48(%r8,%rax)
  pshufb %xmm@2, %xmm@6
  movdqu %xmm@7, 64(%r8,%rax)
  pshufb %xmm@2, %xmm@7
  movdqu %xmm@8, 80(%r8,%rax)
  pshufb %xmm@2, %xmm@8
  movdqu %xmm@9, 96(%r8,%rax)
  pshufb %xmm@2, %xmm@9
  movdqu %xmm@0, 112(%r8,%rax)
  pshufb %xmm@2, %xmm@0
  paddd C7(%rip), %xmm@1
  movdqa %xmm@1, (%rdx)
  cmpq $1, %r15
  jne L3
  movdqa (%rcx), %xmm@10
  movdqa (%rsi), %xmm@1
  movdqa 16(%rsi), %xmm@12
  movaps 32(%rsi), %xmm@2
  movaps %xmm@2, 144(%rsp)
  movdqa 48(%rsi), %xmm@13
  movaps 64(%rsi), %xmm@2
  movaps %xmm@2, 160(%rsp)
  movdqa 80(%rsi), %xmm@14
  movdqa 96(%rsi), %xmm@15
  movaps 112(%rsi), %xmm@2
  movaps %xmm@2, 128(%rsp)
  jmp L4
L0:
  movdqa (%rcx), %xmm@9
  jmp L5
L3:
  pshufb %xmm@2, %xmm@3
  movdqa %xmm@3, (%rsp)
  pshufb %xmm@2, %xmm@4
  movdqa %xmm@4, 16(%rsp)
  pshufb %xmm@2, %xmm@5
  movdqa %xmm@5, 32(%rsp)
  pshufb %xmm@2, %xmm@6
  movdqa %xmm@6, 48(%rsp)
  pshufb %xmm@2, %xmm@7
  movdqa %xmm@7, 64(%rsp)
  pshufb %xmm@2, %xmm@8
  movdqa %xmm@8, 80(%rsp)
  pshufb %xmm@2, %xmm@9
  movdqa %xmm@9, 96(%rsp)
  pshufb %xmm@2, %xmm@0
  movdqa %xmm@0, 112(%rsp)
  subq $-128, %rax
  movq %r9, %r10
  subq %rax, %r10
  jb L6
  decq %r15
  movq %r15, %r11
  shlq $7, %r11
  cmpq %r10, %r11
  ja L7
  leaq 128(%rsi), %r10
  leaq (%r8,%rax), %r11
  movabsq $144115188075855871, %r12
  andq %r12, %r15
  movdqa (%rsi), %xmm@9
  movdqa %xmm@9, 240(%rsp)
  movdqa 16(%rsi), %xmm@8
  movdqa %xmm@8, 224(%rsp)
  movdqa 32(%rsi), %xmm@7
  movdqa 48(%rsi), %xmm@6
  movdqa %xmm@6, 208(%rsp)
  pshufd $78, %xmm@9, %xmm@0
  pxor %xmm@9, %xmm@0
  pshufd $78, %xmm@8, %xmm@9
  pxor %xmm@8, %xmm@9
  pshufd $78, %xmm@7, %xmm@8
  movdqa %xmm@7, 144(%rsp)
  pxor %xmm@7, %xmm@8
  pshufd $78, %xmm@6, %xmm@7
  pxor %xmm@6, %xmm@7
  movdqa 64(%rsi), %xmm@4
  pshufd $78, %xmm@4, %xmm@6
  movdqa %xmm@4, 160(%rsp)
  pxor %xmm@4, %xmm@6
  movdqa 80(%rsi), %xmm@5
  movdqa %xmm@5, 192(%rsp)
  pshufd $78, %xmm@5, %xmm@4
  pxor %xmm@5, %xmm@4
  movdqa 96(%rsi), %xmm@3
  movdqa %xmm@3, 176(%rsp)
  pshufd $78, %xmm@3, %xmm@5
  pxor %xmm@3, %xmm@5
  movdqa 112(%rsi), %xmm@3
  movdqa %xmm@3, 128(%rsp)
  movdqa %xmm@0, 272(%rsp)
  pshufd $78, %xmm@3, %xmm@0
  pxor %xmm@3, %xmm@0
  movdqa %xmm@9, 288(%rsp)
  movdqa %xmm@8, 304(%rsp)
  movdqa %xmm@7, 320(%rsp)
  movdqa %xmm@6, 336(%rsp)
  movdqa %xmm@4, 352(%rsp)
  movdqa %xmm@5, 368(%rsp)
  movdqa %xmm@0, 384(%rsp)
  shrq $4, %rax
  addq $2, %rax
  movdqa 368(%rsi), %xmm@11
  pshufb %xmm@11, %xmm@1
  movaps (%rcx), %xmm@10
  movq hw_polyval::arch::x86_64::aesni_clmul::SSE_LOOP_CONSTS(%rip), %rcx
  leaq 272(%rsp), %r12
  movq %rsp, %r13
  movq %r11, %rbp
  testq %r15, %r15
  je C8
  movdqa (%r10), %xmm@2
  cmpb $248, %al
  jae C9
  movdqa %xmm@1, %xmm@0
  paddd 32(%rcx), %xmm@1
  pxor %xmm@2, %xmm@0
  movdqa %xmm@1, %xmm@9
  paddd 32(%rcx), %xmm@1
  pxor %xmm@2, %xmm@9
  movdqa %xmm@1, %xmm@8
  paddd 32(%rcx), %xmm@1
  pxor %xmm@2, %xmm@8
  movdqa %xmm@1, %xmm@7
  paddd 32(%rcx), %xmm@1
  pxor %xmm@2, %xmm@7
  movdqa %xmm@1, %xmm@6
  paddd 32(%rcx), %xmm@1
  pxor %xmm@2, %xmm@6
  movdqa %xmm@1, %xmm@4
  paddd 32(%rcx), %xmm@1
  pxor %xmm@2, %xmm@4
  movdqa %xmm@1, %xmm@5
  paddd 32(%rcx), %xmm@1
  pxor %xmm@2, %xmm@5
  movdqa %xmm@1, %xmm@3
  paddd 32(%rcx), %xmm@1
  pxor %xmm@2, %xmm@3
  movdqu (%r13), %xmm@14
  pshufb %xmm@11, %xmm@14
  pxor %xmm@10, %xmm@14
  pshufd $78, %xmm@14, %xmm@12
  pxor %xmm@14, %xmm@12
  pclmulqdq $0, (%r12), %xmm@12
  movdqa %xmm@14, %xmm@10
  pclmulqdq $0, (%rsi), %xmm@10
  movdqa %xmm@14, %xmm@15
  pclmulqdq $17, (%rsi), %xmm@15
  movdqa 16(%r10), %xmm@2
  aesenc %xmm@2, %xmm@0
  aesenc %xmm@2, %xmm@9
  aesenc %xmm@2, %xmm@8
  aesenc %xmm@2, %xmm@7
  aesenc %xmm@2, %xmm@6
  aesenc %xmm@2, %xmm@4
  aesenc %xmm@2, %xmm@5
  aesenc %xmm@2, %xmm@3
  movdqu 16(%r13), %xmm@14
  pshufb %xmm@11, %xmm@14
  pshufd $78, %xmm@14, %xmm@13
  pxor %xmm@14, %xmm@13
  pclmulqdq $0, 16(%r12), %xmm@13
  pxor %xmm@13, %xmm@12
  movdqa %xmm@14, %xmm@13
  pclmulqdq $0, 16(%rsi), %xmm@13
  pxor %xmm@13, %xmm@10
  pclmulqdq $17, 16(%rsi), %xmm@14
  pxor %xmm@14, %xmm@15
  movdqa 32(%r10), %xmm@2
  aesenc %xmm@2, %xmm@0
  aesenc %xmm@2, %xmm@9
  aesenc %xmm@2, %xmm@8
  aesenc %xmm@2, %xmm@7
  aesenc %xmm@2, %xmm@6
  aesenc %xmm@2, %xmm@4
  aesenc %xmm@2, %xmm@5
  aesenc %xmm@2, %xmm@3
  movdqu 32(%r13), %xmm@14
  pshufb %xmm@11, %xmm@14
  pshufd $78, %xmm@14, %xmm@13
  pxor %xmm@14, %xmm@13
  pclmulqdq $0, 32(%r12), %xmm@13
  pxor %xmm@13, %xmm@12
  movdqa %xmm@14, %xmm@13
  pclmulqdq $0, 32(%rsi), %xmm@13
  pxor %xmm@13, %xmm@10
  pclmulqdq $17, 32(%rsi), %xmm@14
  pxor %xmm@14, %xmm@15
  movdqa 48(%r10), %xmm@2
  aesenc %xmm@2, %xmm@0
  aesenc %xmm@2, %xmm@9
  aesenc %xmm@2, %xmm@8
  aesenc %xmm@2, %xmm@7
  aesenc %xmm@2, %xmm@6
  aesenc %xmm@2, %xmm@4
  aesenc %xmm@2, %xmm@5
  aesenc %xmm@2, %xmm@3
  movdqu 48(%r13), %xmm@14
  pshufb %xmm@11, %xmm@14
  pshufd $78, %xmm@14, %xmm@13
  pxor %xmm@14, %xmm@13
  pclmulqdq $0, 48(%r12), %xmm@13
  pxor %xmm@13, %xmm@12
  movdqa %xmm@14, %xmm@13
  pclmulqdq $0, 48(%rsi), %xmm@13
  pxor %xmm@13, %xmm@10
  pclmulqdq $17, 48(%rsi), %xmm@14
  pxor %xmm@14, %xmm@15
  movdqa 64(%r10), %xmm@2
  aesenc %xmm@2, %xmm@0
  aesenc %xmm@2, %xmm@9
  aesenc %xmm@2, %xmm@8
  aesenc %xmm@2, %xmm@7
  aesenc %xmm@2, %xmm@6
  aesenc %xmm@2, %xmm@4
  aesenc %xmm@2, %xmm@5
  aesenc %xmm@2, %xmm@3
  movdqu 64(%r13), %xmm@14
  pshufb %xmm@11, %xmm@14
  pshufd $78, %xmm@14, %xmm@13
  pxor %xmm@14, %xmm@13
  pclmulqdq $0, 64(%r12), %xmm@13
  pxor %xmm@13, %xmm@12
  movdqa %xmm@14, %xmm@13
  pclmulqdq $0, 64(%rsi), %xmm@13
  pxor %xmm@13, %xmm@10
  pclmulqdq $17, 64(%rsi), %xmm@14
  pxor %xmm@14, %xmm@15
  movdqa 80(%r10), %xmm@2
  aesenc %xmm@2, %xmm@0
  aesenc %xmm@2, %xmm@9
  aesenc %xmm@2, %xmm@8
  aesenc %xmm@2, %xmm@7
  aesenc %xmm@2, %xmm@6
  aesenc %xmm@2, %xmm@4
  aesenc %xmm@2, %xmm@5
  aesenc %xmm@2, %xmm@3
  movdqu 80(%r13), %xmm@14
  pshufb %xmm@11, %xmm@14
  pshufd $78, %xmm@14, %xmm@13
  pxor %xmm@14, %xmm@13
  pclmulqdq $0, 80(%r12), %xmm@13
  pxor %xmm@13, %xmm@12
  movdqa %xmm@14, %xmm@13
  pclmulqdq $0, 80(%rsi), %xmm@13
  pxor %xmm@13, %xmm@10
  pclmulqdq $17, 80(%rsi), %xmm@14
  pxor %xmm@14, %xmm@15
  movdqa 96(%r10), %xmm@2
  aesenc %xmm@2, %xmm@0
  aesenc %xmm@2, %xmm@9
  aesenc %xmm@2, %xmm@8
  aesenc %xmm@2, %xmm@7
  aesenc %xmm@2, %xmm@6
  aesenc %xmm@2, %xmm@4
  aesenc %xmm@2, %xmm@5
  aesenc %xmm@2, %xmm@3
  movdqu 96(%r13), %xmm@14
  pshufb %xmm@11, %xmm@14
  pshufd $78, %xmm@14, %xmm@13
  pxor %xmm@14, %xmm@13
  pclmulqdq $0, 96(%r12), %xmm@13
  pxor %xmm@13, %xmm@12
  movdqa %xmm@14, %xmm@13
  pclmulqdq $0, 96(%rsi), %xmm@13
  pxor %xmm@13, %xmm@10
  pclmulqdq $17, 96(%rsi), %xmm@14
  pxor %xmm@14, %xmm@15
  movdqa 112(%r10), %xmm@2
  aesenc %xmm@2, %xmm@0
  aesenc %xmm@2, %xmm@9
  aesenc %xmm@2, %xmm@8
  aesenc %xmm@2, %xmm@7
  aesenc %xmm@2, %xmm@6
  aesenc %xmm@2, %xmm@4
  aesenc %xmm@2, %xmm@5
  aesenc %xmm@2, %xmm@3
  movdqu 112(%r13), %xmm@14
  pshufb %xmm@11, %xmm@14
  pshufd $78, %xmm@14, %xmm@13
  pxor %xmm@14, %xmm@13
  pclmulqdq $0, 112(%r12), %xmm@13
  pxor %xmm@13, %xmm@12
  movdqa %xmm@14, %xmm@13
  pclmulqdq $0, 112(%rsi), %xmm@13
  pxor %xmm@13, %xmm@10
  pclmulqdq $17, 112(%rsi), %xmm@14
  pxor %xmm@14, %xmm@15
  movdqa 128(%r10), %xmm@2
  aesenc %xmm@2, %xmm@0
  aesenc %xmm@2, %xmm@9
  aesenc %xmm@2, %xmm@8
  aesenc %xmm@2, %xmm@7
  aesenc %xmm@2, %xmm@6
  aesenc %xmm@2, %xmm@4
  aesenc %xmm@2, %xmm@5
  aesenc %xmm@2, %xmm@3
  pxor %xmm@10, %xmm@12
  pxor %xmm@15, %xmm@12
  movdqa %xmm@10, %xmm@13
  pclmulqdq $0, (%rcx), %xmm@13
  pshufd $78, %xmm@10, %xmm@10
  pxor %xmm@10, %xmm@12
  pxor %xmm@13, %xmm@12
  movdqa 144(%r10), %xmm@2
  aesenc %xmm@2, %xmm@0
  aesenc %xmm@2, %xmm@9
  aesenc %xmm@2, %xmm@8
  aesenc %xmm@2, %xmm@7
  aesenc %xmm@2, %xmm@6
  aesenc %xmm@2, %xmm@4
  aesenc %xmm@2, %xmm@5
  aesenc %xmm@2, %xmm@3
  movdqa %xmm@12, %xmm@13
  pclmulqdq $0, (%rcx), %xmm@13
  pshufd $78, %xmm@12, %xmm@12
  pxor %xmm@12, %xmm@15
  pxor %xmm@13, %xmm@15
  movdqa %xmm@15, %xmm@10
  movdqa 160(%r10), %xmm@2
  aesenc %xmm@2, %xmm@0
  aesenc %xmm@2, %xmm@9
  aesenc %xmm@2, %xmm@8
  aesenc %xmm@2, %xmm@7
  aesenc %xmm@2, %xmm@6
  aesenc %xmm@2, %xmm@4
  aesenc %xmm@2, %xmm@5
  aesenc %xmm@2, %xmm@3
  movdqa 176(%r10), %xmm@2
  aesenc %xmm@2, %xmm@0
  aesenc %xmm@2, %xmm@9
  aesenc %xmm@2, %xmm@8
  aesenc %xmm@2, %xmm@7
  aesenc %xmm@2, %xmm@6
  aesenc %xmm@2, %xmm@4
  aesenc %xmm@2, %xmm@5
  aesenc %xmm@2, %xmm@3
  movdqa 192(%r10), %xmm@2
  aesenc %xmm@2, %xmm@0
  aesenc %xmm@2, %xmm@9
  aesenc %xmm@2, %xmm@8
  aesenc %xmm@2, %xmm@7
  aesenc %xmm@2, %xmm@6
  aesenc %xmm@2, %xmm@4
  aesenc %xmm@2, %xmm@5
  aesenc %xmm@2, %xmm@3
  movdqa 208(%r10), %xmm@2
  aesenc %xmm@2, %xmm@0
  aesenc %xmm@2, %xmm@9
  aesenc %xmm@2, %xmm@8
  aesenc %xmm@2, %xmm@7
  aesenc %xmm@2, %xmm@6
  aesenc %xmm@2, %xmm@4
  aesenc %xmm@2, %xmm@5
  aesenc %xmm@2, %xmm@3
  movdqa 224(%r10), %xmm@2
  movdqu (%r11), %xmm@12
  pxor %xmm@2, %xmm@12
  aesenclast %xmm@12, %xmm@0
  movdqu %xmm@0, (%rbp)
  movdqu %xmm@0, (%r13)
  movdqu 16(%r11), %xmm@15
  pxor %xmm@2, %xmm@15
  aesenclast %xmm@15, %xmm@9
  movdqu %xmm@9, 16(%rbp)
  movdqu %xmm@9, 16(%r13)
  movdqu 32(%r11), %xmm@14
  pxor %xmm@2, %xmm@14
  aesenclast %xmm@14, %xmm@8
  movdqu %xmm@8, 32(%rbp)
  movdqu %xmm@8, 32(%r13)
  movdqu 48(%r11), %xmm@13
  pxor %xmm@2, %xmm@13
  aesenclast %xmm@13, %xmm@7
  movdqu %xmm@7, 48(%rbp)
  movdqu %xmm@7, 48(%r13)
  movdqu 64(%r11), %xmm@12
  pxor %xmm@2, %xmm@12
  aesenclast %xmm@12, %xmm@6
  movdqu %xmm@6, 64(%rbp)
  movdqu %xmm@6, 64(%r13)
  movdqu 80(%r11), %xmm@15
  pxor %xmm@2, %xmm@15
  aesenclast %xmm@15, %xmm@4
  movdqu %xmm@4, 80(%rbp)
  movdqu %xmm@4, 80(%r13)
  movdqu 96(%r11), %xmm@14
  pxor %xmm@2, %xmm@14
  aesenclast %xmm@14, %xmm@5
  movdqu %xmm@5, 96(%rbp)
  movdqu %xmm@5, 96(%r13)
  movdqu 112(%r11), %xmm@13
  pxor %xmm@2, %xmm@13
  aesenclast %xmm@13, %xmm@3
  movdqu %xmm@3, 112(%rbp)
  movdqu %xmm@3, 112(%r13)
  addl $8, %eax
  addq $128, %r11
  addq $128, %rbp
  decq %r15
  jne C10
  jmp C8
  movdqa %xmm@1, %xmm@13
  pshufb %xmm@11, %xmm@13
  movdqa %xmm@13, %xmm@0
  pshufb %xmm@11, %xmm@0
  paddd 16(%rcx), %xmm@13
  pxor %xmm@2, %xmm@0
  movdqa %xmm@13, %xmm@9
  pshufb %xmm@11, %xmm@9
  paddd 16(%rcx), %xmm@13
  pxor %xmm@2, %xmm@9
  movdqa %xmm@13, %xmm@8
  pshufb %xmm@11, %xmm@8
  paddd 16(%rcx), %xmm@13
  pxor %xmm@2, %xmm@8
  movdqa %xmm@13, %xmm@7
  pshufb %xmm@11, %xmm@7
  paddd 16(%rcx), %xmm@13
  pxor %xmm@2, %xmm@7
  movdqa %xmm@13, %xmm@6
  pshufb %xmm@11, %xmm@6
  paddd 16(%rcx), %xmm@13
  pxor %xmm@2, %xmm@6
  movdqa %xmm@13, %xmm@4
  pshufb %xmm@11, %xmm@4
  paddd 16(%rcx), %xmm@13
  pxor %xmm@2, %xmm@4
  movdqa %xmm@13, %xmm@5
  pshufb %xmm@11, %xmm@5
  paddd 16(%rcx), %xmm@13
  pxor %xmm@2, %xmm@5
  movdqa %xmm@13, %xmm@3
  pshufb %xmm@11, %xmm@3
  paddd 16(%rcx), %xmm@13
  pxor %xmm@2, %xmm@3
  movdqa %xmm@13, %xmm@1
  pshufb %xmm@11, %xmm@1
  jmp C11
  movdqa 224(%rsp), %xmm@12
  movdqa 208(%rsp), %xmm@13
  movdqa 192(%rsp), %xmm@14
  movdqa 176(%rsp), %xmm@15
  pshufb %xmm@11, %xmm@1
  movdqa %xmm@1, (%rdx)
  movdqa 240(%rsp), %xmm@1
  movdqa (%rsp), %xmm@3
  movdqa 16(%rsp), %xmm@4
  movdqa 32(%rsp), %xmm@5
  movdqa 48(%rsp), %xmm@6
  pshufb %xmm@11, %xmm@3
  pshufb %xmm@11, %xmm@4
  pshufb %xmm@11, %xmm@5
  pshufb %xmm@11, %xmm@6
  movdqa 64(%rsp), %xmm@7
  pshufb %xmm@11, %xmm@7
  movdqa 80(%rsp), %xmm@8
  pshufb %xmm@11, %xmm@8
  movdqa 96(%rsp), %xmm@9
  pshufb %xmm@11, %xmm@9
  movdqa 112(%rsp), %xmm@0
  pshufb %xmm@11, %xmm@0
L4:
  pxor %xmm@3, %xmm@10
  movdqa %xmm@10, %xmm@3
  pclmulqdq $0, %xmm@1, %xmm@3
  movdqa %xmm@10, %xmm@2
  pclmulqdq $17, %xmm@1, %xmm@2
  movdqa %xmm@10, %xmm@11
  pclmulqdq $1, %xmm@1, %xmm@11
  pclmulqdq $16, %xmm@1, %xmm@10
  pxor %xmm@11, %xmm@10
  movdqa %xmm@4, %xmm@1
  pclmulqdq $0, %xmm@12, %xmm@1
  pxor %xmm@3, %xmm@1
  movdqa %xmm@4, %xmm@11
  pclmulqdq $17, %xmm@12, %xmm@11
  pxor %xmm@2, %xmm@11
  movdqa %xmm@4, %xmm@3
  pclmulqdq $1, %xmm@12, %xmm@3
  pclmulqdq $16, %xmm@12, %xmm@4
  pxor %xmm@3, %xmm@4
  pxor %xmm@10, %xmm@4
  movdqa %xmm@5, %xmm@2
  movdqa 144(%rsp), %xmm@12
  pclmulqdq $0, %xmm@12, %xmm@2
  movdqa %xmm@5, %xmm@10
  pclmulqdq $17, %xmm@12, %xmm@10
  movdqa %xmm@5, %xmm@3
  pclmulqdq $1, %xmm@12, %xmm@3
  pclmulqdq $16, %xmm@12, %xmm@5
  pxor %xmm@3, %xmm@5
  movdqa %xmm@6, %xmm@3
  pclmulqdq $0, %xmm@13, %xmm@3
  pxor %xmm@2, %xmm@3
  pxor %xmm@1, %xmm@3
  movdqa %xmm@6, %xmm@2
  pclmulqdq $17, %xmm@13, %xmm@2
  pxor %xmm@10, %xmm@2
  pxor %xmm@11, %xmm@2
  movdqa %xmm@6, %xmm@11
  pclmulqdq $1, %xmm@13, %xmm@11
  pxor %xmm@5, %xmm@11
  pxor %xmm@4, %xmm@11
  pclmulqdq $16, %xmm@13, %xmm@6
  movdqa %xmm@7, %xmm@4
  movdqa 160(%rsp), %xmm@1
  pclmulqdq $0, %xmm@1, %xmm@4
  movdqa %xmm@7, %xmm@5
  pclmulqdq $1, %xmm@1, %xmm@5
  pxor %xmm@6, %xmm@5
  movdqa %xmm@7, %xmm@6
  pclmulqdq $17, %xmm@1, %xmm@6
  pclmulqdq $16, %xmm@1, %xmm@7
  pxor %xmm@5, %xmm@7
  movdqa %xmm@8, %xmm@5
  pclmulqdq $0, %xmm@14, %xmm@5
  pxor %xmm@4, %xmm@5
  movdqa %xmm@8, %xmm@4
  pclmulqdq $17, %xmm@14, %xmm@4
  pxor %xmm@6, %xmm@4
  movdqa %xmm@8, %xmm@6
  pclmulqdq $1, %xmm@14, %xmm@6
  pxor %xmm@7, %xmm@6
  pxor %xmm@11, %xmm@6
  pclmulqdq $16, %xmm@14, %xmm@8
  movdqa %xmm@9, %xmm@7
  pclmulqdq $0, %xmm@15, %xmm@7
  pxor %xmm@5, %xmm@7
  pxor %xmm@3, %xmm@7
  movdqa %xmm@9, %xmm@5
  pclmulqdq $17, %xmm@15, %xmm@5
  pxor %xmm@4, %xmm@5
  pxor %xmm@2, %xmm@5
  movdqa %xmm@9, %xmm@4
  pclmulqdq $1, %xmm@15, %xmm@4
  pxor %xmm@8, %xmm@4
  pclmulqdq $16, %xmm@15, %xmm@9
  pxor %xmm@4, %xmm@9
  movdqa %xmm@0, %xmm@4
  movdqa 128(%rsp), %xmm@3
  pclmulqdq $0, %xmm@3, %xmm@4
  pxor %xmm@7, %xmm@4
  movdqa %xmm@0, %xmm@8
  pclmulqdq $17, %xmm@3, %xmm@8
  pxor %xmm@5, %xmm@8
  movdqa %xmm@0, %xmm@7
  pclmulqdq $1, %xmm@3, %xmm@7
  pxor %xmm@9, %xmm@7
  pclmulqdq $16, %xmm@3, %xmm@0
  pxor %xmm@7, %xmm@0
  pxor %xmm@6, %xmm@0
  movdqa %xmm@0, %xmm@9
  pslldq $8, %xmm@9
  pxor %xmm@4, %xmm@9
  movabsq $-4467570830351532032, %rax
  movq %rax, %xmm@7
  pshufd $78, %xmm@9, %xmm@6
  pclmulqdq $0, %xmm@7, %xmm@9
  pxor %xmm@6, %xmm@9
  psrldq $8, %xmm@0
  pclmulqdq $0, %xmm@9, %xmm@7
  pshufd $78, %xmm@9, %xmm@9
  pxor %xmm@0, %xmm@9
  pxor %xmm@8, %xmm@9
  pxor %xmm@7, %xmm@9
L5:
  movq 472(%rsp), %rax
  movaps (%rdx), %xmm@0
  andq $-8, %rbx
  addq %r14, %rbx
  movaps %xmm@0, 256(%rsp)
  movdqa %xmm@9, 272(%rsp)
  leaq 256(%rsp), %rdx
  leaq 272(%rsp), %rcx
  pushq %rax
  pushq %rbx
  callq hw_gcm::arch::x86_64::aesni_clmul::tail
  addq $424, %rsp
  popq %rbx
  popq %r12
  popq %r13
  popq %r14
  popq %r15
  popq %rbp
  retq
L1:
  leaq C12(%rip), %rcx
  movq %rax, %rdi
  movq %r9, %rsi
  movq %r9, %rdx
  callq *core::slice::index::slice_index_fail(%rip)
L2:
  leaq C13(%rip), %rdi
  leaq C14(%rip), %rdx
  movl $45, %esi
  callq *core::option::expect_failed(%rip)
L7:
  leaq C15(%rip), %rcx
  xorl %edi, %edi
  movq %r11, %rsi
  movq %r10, %rdx
  callq *core::slice::index::slice_index_fail(%rip)
L6:
  leaq C16(%rip), %rcx
  movq %rax, %rdi
  movq %r9, %rsi
  movq %r9, %rdx
  callq *core::slice::index::slice_index_fail(%rip)
== hw_gcm::arch::x86_64::aesni_clmul::rest_after_avx#0
  pushq %rbp
  pushq %r15
  pushq %r14
  pushq %r13
  pushq %r12
  pushq %rbx
  subq $1064, %rsp
  movq %r9, %r14
  movq %r8, %r15
  movq %rcx, %r12
  movq %rdi, %rbx
  movq 1120(%rsp), %r13
  movaps 352(%rsi), %xmm@0
  movaps %xmm@0, 800(%rsp)
  movaps 336(%rsi), %xmm@0
  movaps %xmm@0, 784(%rsp)
  movaps 320(%rsi), %xmm@0
  movaps %xmm@0, 768(%rsp)
  movaps 304(%rsi), %xmm@0
  movaps %xmm@0, 752(%rsp)
  movaps 240(%rsi), %xmm@0
  movaps 256(%rsi), %xmm@1
  movaps 272(%rsi), %xmm@2
  movaps 288(%rsi), %xmm@3
  movaps %xmm@3, 736(%rsp)
  movaps %xmm@2, 720(%rsp)
  movaps %xmm@1, 704(%rsp)
  movq (%rdx), %xmm@1
  pinsrd $2, 8(%rdx), %xmm@1
  movaps %xmm@0, 688(%rsp)
  pblendw $192, C0(%rip), %xmm@1
  movdqa %xmm@1, (%rsp)
  leaq 816(%rsp), %rdi
  movq memcpy@GOTPCREL(%rip), %rbp
  movl $240, %edx
  callq *%rbp
  leaq 288(%rsp), %rdi
  leaq 688(%rsp), %rsi
  movl $368, %edx
  callq *%rbp
  movdqa C1(%rip), %xmm@4
  movdqa %xmm@4, 656(%rsp)
  movaps (%rsp), %xmm@0
  movaps %xmm@0, 672(%rsp)
  movdqa (%r12), %xmm@5
  movaps (%r15), %xmm@6
  movq (%r14), %r8
  movq 8(%r14), %r9
  xorps %xmm@0, %xmm@0
  movaps %xmm@0, 272(%rsp)
  movaps %xmm@0, 256(%rsp)
  movaps %xmm@0, 240(%rsp)
  movaps %xmm@0, 224(%rsp)
  movaps %xmm@0, 208(%rsp)
  movaps %xmm@0, 192(%rsp)
  movaps %xmm@0, 176(%rsp)
  movaps %xmm@0, 160(%rsp)
  movq %r13, %rdi
  shlq $4, %rdi
  movq %r9, %rdx
  subq %rdi, %rdx
  jb L0
  movq %r9, %rax
  shrq $4, %rax
  subq %r13, %rax
  movq %rax, %rcx
  shrq $3, %rcx
  movq %rcx, %rsi
  shlq $7, %rsi
  cmpq %rdx, %rsi
  ja L1
  movq 1128(%rsp), %r10
  addq %r8, %rdi
  movabsq $144115188075855871, %rdx
  andq %rdx, %rcx
  movdqa 288(%rsp), %xmm@0
  movdqa 304(%rsp), %xmm@1
  movdqa 320(%rsp), %xmm@2
  movdqa 336(%rsp), %xmm@3
  pshufd $78, %xmm@0, %xmm@7
  pxor %xmm@0, %xmm@7
  pshufd $78, %xmm@1, %xmm@0
  pxor %xmm@1, %xmm@0
  pshufd $78, %xmm@2, %xmm@1
  pxor %xmm@2, %xmm@1
  pshufd $78, %xmm@3, %xmm@2
  pxor %xmm@3, %xmm@2
  movdqa 352(%rsp), %xmm@3
  pshufd $78, %xmm@3, %xmm@8
  pxor %xmm@3, %xmm@8
  movdqa 368(%rsp), %xmm@3
  pshufd $78, %xmm@3, %xmm@9
  pxor %xmm@3, %xmm@9
  movdqa 384(%rsp), %xmm@3
  pshufd $78, %xmm@3, %xmm@10
  pxor %xmm@3, %xmm@10
  movdqa 400(%rsp), %xmm@3
  pshufd $78, %xmm@3, %xmm@11
  pxor %xmm@3, %xmm@11
  movdqa %xmm@7, 32(%rsp)
  movdqa %xmm@0, 48(%rsp)
  movdqa %xmm@1, 64(%rsp)
  movdqa %xmm@2, 80(%rsp)
  movdqa %xmm@8, 96(%rsp)
  movdqa %xmm@9, 112(%rsp)
  movdqa %xmm@10, 128(%rsp)
  movdqa %xmm@11, 144(%rsp)
  movabsq $1152921504606846975, %rdx
  andq %r13, %rdx
  addq $2, %rdx
  pshufb %xmm@4, %xmm@5
  leaq 416(%rsp), %r11
  movq hw_polyval::arch::x86_64::aesni_clmul::SSE_LOOP_CONSTS(%rip), %r14
  movaps C1(%rip), %xmm@4
  leaq 288(%rsp), %rsi
  leaq 32(%rsp), %r15
  leaq 160(%rsp), %r12
  movq %rdi, %rbp
  testq %rcx, %rcx
  je C2
  movdqu (%rdi), %xmm@12
  movdqu %xmm@12, (%r12)
  movdqu 16(%rdi), %xmm@12
  movdqu %xmm@12, 16(%r12)
  movdqu 32(%rdi), %xmm@12
  movdqu %xmm@12, 32(%r12)
  movdqu 48(%rdi), %xmm@12
  movdqu %xmm@12, 48(%r12)
  movdqu 64(%rdi), %xmm@12
  movdqu %xmm@12, 64(%r12)
  movdqu 80(%rdi), %xmm@12
  movdqu %xmm@12, 80(%r12)
  movdqu 96(%rdi), %xmm@12
  movdqu %xmm@12, 96(%r12)
  movdqu 112(%rdi), %xmm@12
  movdqu %xmm@12, 112(%r12)
  movdqa (%r11), %xmm@11
  cmpb $248, %dl
  jae C3
  movdqa %xmm@5, %xmm@0
  paddd 32(%r14), %xmm@5
  pxor %xmm@11, %xmm@0
  movdqa %xmm@5, %xmm@1
  paddd 32(%r14), %xmm@5
  pxor %xmm@11, %xmm@1
  movdqa %xmm@5, %xmm@2
  paddd 32(%r14), %xmm@5
  pxor %xmm@11, %xmm@2
  movdqa %xmm@5, %xmm@3
  paddd 32(%r14), %xmm@5
  pxor %xmm@11, %xmm@3
  movdqa %xmm@5, %xmm@7
  paddd 32(%r14), %xmm@5
  pxor %xmm@11, %xmm@7
  movdqa %xmm@5, %xmm@8
  paddd 32(%r14), %xmm@5
  pxor %xmm@11, %xmm@8
  movdqa %xmm@5, %xmm@9
  paddd 32(%r14), %xmm@5
  pxor %xmm@11, %xmm@9
  movdqa %xmm@5, %xmm@10
  paddd 32(%r14), %xmm@5
  pxor %xmm@11, %xmm@10
  movdqu (%r12), %xmm@12
  pshufb %xmm@4, %xmm@12
  pxor %xmm@6, %xmm@12
  pshufd $78, %xmm@12, %xmm@13
  pxor %xmm@12, %xmm@13
  pclmulqdq $0, (%r15), %xmm@13
  movdqa %xmm@12, %xmm@6
  pclmulqdq $0, (%rsi), %xmm@6
  movdqa %xmm@12, %xmm@14
  pclmulqdq $17, (%rsi), %xmm@14
  movdqa 16(%r11), %xmm@11
  aesenc %xmm@11, %xmm@0
  aesenc %xmm@11, %xmm@1
  aesenc %xmm@11, %xmm@2
  aesenc %xmm@11, %xmm@3
  aesenc %xmm@11, %xmm@7
  aesenc %xmm@11, %xmm@8
  aesenc %xmm@11, %xmm@9
  aesenc %xmm@11, %xmm@10
  movdqu 16(%r12), %xmm@12
  pshufb %xmm@4, %xmm@12
  pshufd $78, %xmm@12, %xmm@15
  pxor %xmm@12, %xmm@15
  pclmulqdq $0, 16(%r15), %xmm@15
  pxor %xmm@15, %xmm@13
  movdqa %xmm@12, %xmm@15
  pclmulqdq $0, 16(%rsi), %xmm@15
  pxor %xmm@15, %xmm@6
  pclmulqdq $17, 16(%rsi), %xmm@12
  pxor %xmm@12, %xmm@14
  movdqa 32(%r11), %xmm@11
  aesenc %xmm@11, %xmm@0
  aesenc %xmm@11, %xmm@1
  aesenc %xmm@11, %xmm@2
  aesenc %xmm@11, %xmm@3
  aesenc %xmm@11, %xmm@7
  aesenc %xmm@11, %xmm@8
  aesenc %xmm@11, %xmm@9
  aesenc %xmm@11, %xmm@10
  movdqu 32(%r12), %xmm@12
  pshufb %xmm@4, %xmm@12
  pshufd $78, %xmm@12, %xmm@15
  pxor %xmm@12, %xmm@15
  pclmulqdq $0, 32(%r15), %xmm@15
  pxor %xmm@15, %xmm@13
  movdqa %xmm@12, %xmm@15
  pclmulqdq $0, 32(%rsi), %xmm@15
  pxor %xmm@15, %xmm@6
  pclmulqdq $17, 32(%rsi), %xmm@12
  pxor %xmm@12, %xmm@14
  movdqa 48(%r11), %xmm@11
  aesenc %xmm@11, %xmm@0
  aesenc %xmm@11, %xmm@1
  aesenc %xmm@11, %xmm@2
  aesenc %xmm@11, %xmm@3
  aesenc %xmm@11, %xmm@7
  aesenc %xmm@11, %xmm@8
  aesenc %xmm@11, %xmm@9
  aesenc %xmm@11, %xmm@10
  movdqu 48(%r12), %xmm@12
  pshufb %xmm@4, %xmm@12
  pshufd $78, %xmm@12, %xmm@15
  pxor %xmm@12, %xmm@15
  pclmulqdq $0, 48(%r15), %xmm@15
  pxor %xmm@15, %xmm@13
  movdqa %xmm@12, %xmm@15
  pclmulqdq $0, 48(%rsi), %xmm@15
  pxor %xmm@15, %xmm@6
  pclmulqdq $17, 48(%rsi), %xmm@12
  pxor %xmm@12, %xmm@14
  movdqa 64(%r11), %xmm@11
  aesenc %xmm@11, %xmm@0
  aesenc %xmm@11, %xmm@1
  aesenc %xmm@11, %xmm@2
  aesenc %xmm@11, %xmm@3
  aesenc %xmm@11, %xmm@7
  aesenc %xmm@11, %xmm@8
  aesenc %xmm@11, %xmm@9
  aesenc %xmm@11, %xmm@10
  movdqu 64(%r12), %xmm@12
  pshufb %xmm@4, %xmm@12
  pshufd $78, %xmm@12, %xmm@15
  pxor %xmm@12, %xmm@15
  pclmulqdq $0, 64(%r15), %xmm@15
  pxor %xmm@15, %xmm@13
  movdqa %xmm@12, %xmm@15
  pclmulqdq $0, 64(%rsi), %xmm@15
  pxor %xmm@15, %xmm@6
  pclmulqdq $17, 64(%rsi), %xmm@12
  pxor %xmm@12, %xmm@14
  movdqa 80(%r11), %xmm@11
  aesenc %xmm@11, %xmm@0
  aesenc %xmm@11, %xmm@1
  aesenc %xmm@11, %xmm@2
  aesenc %xmm@11, %xmm@3
  aesenc %xmm@11, %xmm@7
  aesenc %xmm@11, %xmm@8
  aesenc %xmm@11, %xmm@9
  aesenc %xmm@11, %xmm@10
  movdqu 80(%r12), %xmm@12
  pshufb %xmm@4, %xmm@12
  pshufd $78, %xmm@12, %xmm@15
  pxor %xmm@12, %xmm@15
  pclmulqdq $0, 80(%r15), %xmm@15
  pxor %xmm@15, %xmm@13
  movdqa %xmm@12, %xmm@15
  pclmulqdq $0, 80(%rsi), %xmm@15
  pxor %xmm@15, %xmm@6
  pclmulqdq $17, 80(%rsi), %xmm@12
  pxor %xmm@12, %xmm@14
  movdqa 96(%r11), %xmm@11
  aesenc %xmm@11, %xmm@0
  aesenc %xmm@11, %xmm@1
  aesenc %xmm@11, %xmm@2
  aesenc %xmm@11, %xmm@3
  aesenc %xmm@11, %xmm@7
  aesenc %xmm@11, %xmm@8
  aesenc %xmm@11, %xmm@9
  aesenc %xmm@11, %xmm@10
  movdqu 96(%r12), %xmm@12
  pshufb %xmm@4, %xmm@12
  pshufd $78, %xmm@12, %xmm@15
  pxor %xmm@12, %xmm@15
  pclmulqdq $0, 96(%r15), %xmm@15
  pxor %xmm@15, %xmm@13
  movdqa %xmm@12, %xmm@15
  pclmulqdq $0, 96(%rsi), %xmm@15
  pxor %xmm@15, %xmm@6
  pclmulqdq $17, 96(%rsi), %xmm@12
  pxor %xmm@12, %xmm@14
  movdqa 112(%r11), %xmm@11
  aesenc %xmm@11, %xmm@0
  aesenc %xmm@11, %xmm@1
  aesenc %xmm@11, %xmm@2
  aesenc %xmm@11, %xmm@3
  aesenc %xmm@11, %xmm@7
  aesenc %xmm@11, %xmm@8
  aesenc %xmm@11, %xmm@9
  aesenc %xmm@11, %xmm@10
  movdqu 112(%r12), %xmm@12
  pshufb %xmm@4, %xmm@12
  pshufd $78, %xmm@12, %xmm@15
  pxor %xmm@12, %xmm@15
  pclmulqdq $0, 112(%r15), %xmm@15
  pxor %xmm@15, %xmm@13
  movdqa %xmm@12, %xmm@15
  pclmulqdq $0, 112(%rsi), %xmm@15
  pxor %xmm@15, %xmm@6
  pclmulqdq $17, 112(%rsi), %xmm@12
  pxor %xmm@12, %xmm@14
  movdqa 128(%r11), %xmm@11
  aesenc %xmm@11, %xmm@0
  aesenc %xmm@11, %xmm@1
  aesenc %xmm@11, %xmm@2
  aesenc %xmm@11, %xmm@3
  aesenc %xmm@11, %xmm@7
  aesenc %xmm@11, %xmm@8
  aesenc %xmm@11, %xmm@9
  aesenc %xmm@11, %xmm@10
  pxor %xmm@6, %xmm@13
  pxor %xmm@14, %xmm@13
  movdqa %xmm@6, %xmm@15
  pclmulqdq $0, (%r14), %xmm@15
  pshufd $78, %xmm@6, %xmm@6
  pxor %xmm@6, %xmm@13
  pxor %xmm@15, %xmm@13
  movdqa 144(%r11), %xmm@11
  aesenc %xmm@11, %xmm@0
  aesenc %xmm@11, %xmm@1
  aesenc %xmm@11, %xmm@2
  aesenc %xmm@11, %xmm@3
  aesenc %xmm@11, %xmm@7
  aesenc %xmm@11, %xmm@8
  aesenc %xmm@11, %xmm@9
  aesenc %xmm@11, %xmm@10
  movdqa %xmm@13, %xmm@15
  pclmulqdq $0, (%r14), %xmm@15
  pshufd $78, %xmm@13, %xmm@13
  pxor %xmm@13, %xmm@14
  pxor %xmm@15, %xmm@14
  movdqa %xmm@14, %xmm@6
  movdqa 160(%r11), %xmm@11
  aesenc %xmm@11, %xmm@0
  aesenc %xmm@11, %xmm@1
  aesenc %xmm@11, %xmm@2
  aesenc %xmm@11, %xmm@3
  aesenc %xmm@11, %xmm@7
  aesenc %xmm@11, %xmm@8
  aesenc %xmm@11, %xmm@9
  aesenc %xmm@11, %xmm@10
  movdqa 176(%r11), %xmm@11
  aesenc %xmm@11, %xmm@0
  aesenc %xmm@11, %xmm@1
  aesenc %xmm@11, %xmm@2
  aesenc %xmm@11, %xmm@3
  aesenc %xmm@11, %xmm@7
  aesenc %xmm@11, %xmm@8
  aesenc %xmm@11, %xmm@9
  aesenc %xmm@11, %xmm@10
  movdqa 192(%r11), %xmm@11
  aesenc %xmm@11, %xmm@0
  aesenc %xmm@11, %xmm@1
  aesenc %xmm@11, %xmm@2
  aesenc %xmm@11, %xmm@3
  aesenc %xmm@11, %xmm@7
  aesenc %xmm@11, %xmm@8
  aesenc %xmm@11, %xmm@9
  aesenc %xmm@11, %xmm@10
  movdqa 208(%r11), %xmm@11
  aesenc %xmm@11, %xmm@0
  aesenc %xmm@11, %xmm@1
  aesenc %xmm@11, %xmm@2
  aesenc %xmm@11, %xmm@3
  aesenc %xmm@11, %xmm@7
  aesenc %xmm@11, %xmm@8
  aesenc %xmm@11, %xmm@9
  aesenc %xmm@11, %xmm@10
  movdqa 224(%r11), %xmm@11
  movdqu (%r12), %xmm@13
  pxor %xmm@11, %xmm@13
  aesenclast %xmm@13, %xmm@0
  movdqu %xmm@0, (%rbp)
  movdqu 16(%r12), %xmm@14
  pxor %xmm@11, %xmm@14
  aesenclast %xmm@14, %xmm@1
  movdqu %xmm@1, 16(%rbp)
  movdqu 32(%r12), %xmm@12
  pxor %xmm@11, %xmm@12
  aesenclast %xmm@12, %xmm@2
  movdqu %xmm@2, 32(%rbp)
  movdqu 48(%r12), %xmm@15
  pxor %xmm@11, %xmm@15
  aesenclast %xmm@15, %xmm@3
  movdqu %xmm@3, 48(%rbp)
  movdqu 64(%r12), %xmm@13
  pxor %xmm@11, %xmm@13
  aesenclast %xmm@13, %xmm@7
  movdqu %xmm@7, 64(%rbp)
  movdqu 80(%r12), %xmm@14
  pxor %xmm@11, %xmm@14
  aesenclast %xmm@14, %xmm@8
  movdqu %xmm@8, 80(%rbp)
  movdqu 96(%r12), %xmm@12
  pxor %xmm@11, %xmm@12
  aesenclast %xmm@12, %xmm@9
  movdqu %xmm@9, 96(%rbp)
  movdqu 112(%r12), %xmm@15
  pxor %xmm@11, %xmm@15
  aesenclast %xmm@15, %xmm@10
  movdqu %xmm@10, 112(%rbp)
  addl $8, %edx
  addq $128, %rdi
  addq $128, %rbp
  decq %rcx
  jne C4
  jmp C2
  movdqa %xmm@5, %xmm@15
  pshufb %xmm@4, %xmm@15
  movdqa %xmm@15, %xmm@0
  pshufb %xmm@4, %xmm@0
  paddd 16(%r14), %xmm@15
  pxor %xmm@11, %xmm@0
  movdqa %xmm@15, %xmm@1
  pshufb %xmm@4, %xmm@1
  paddd 16(%r14), %xmm@15
  pxor %xmm@11, %xmm@1
  movdqa %xmm@15, %xmm@2
  pshufb %xmm@4, %xmm@2
  paddd 16(%r14), %xmm@15
  pxor %xmm@11, %xmm@2
  movdqa %xmm@15, %xmm@3
  pshufb %xmm@4, %xmm@3
  paddd 16(%r14), %xmm@15
  pxor %xmm@11, %xmm@3
  movdqa %xmm@15, %xmm@7
  pshufb %xmm@4, %xmm@7
  paddd 16(%r14), %xmm@15
  pxor %xmm@11, %xmm@7
  movdqa %xmm@15, %xmm@8
  pshufb %xmm@4, %xmm@8
  paddd 16(%r14), %xmm@15
  pxor %xmm@11, %xmm@8
  movdqa %xmm@15, %xmm@9
  pshufb %xmm@4, %xmm@9
  paddd 16(%r14), %xmm@15
  pxor %xmm@11, %xmm@9
  movdqa %xmm@15, %xmm@10
  pshufb %xmm@4, %xmm@10
  paddd 16(%r14), %xmm@15
  pxor %xmm@11, %xmm@10
  movdqa %xmm@15, %xmm@5
  pshufb %xmm@4, %xmm@5
  jmp C5
  pshufb C1(%rip), %xmm@5
  andq $-8, %rax
  addq %r13, %rax
  movdqa %xmm@5, 16(%rsp)
  movaps %xmm@6, 32(%rsp)
  leaq 16(%rsp), %rdx
  leaq 32(%rsp), %rcx
  movq %rbx, %rdi
  pushq %r10
  pushq %rax
  callq hw_gcm::arch::x86_64::aesni_clmul::tail
  addq $16, %rsp
  movq %rbx, %rax
  addq $1064, %rsp
  popq %rbx
  popq %r12
  popq %r13
  popq %r14
  popq %r15
  popq %rbp
  retq
L1:
  leaq C6(%rip), %rcx
  xorl %edi, %edi
  callq *core::slice::index::slice_index_fail(%rip)
L0:
  leaq C7(%rip), %rcx
  movq %r9, %rsi
  movq %r9, %rdx
  callq *core::slice::index::slice_index_fail(%rip)
== hw_gcm::arch::x86_64::aesni_clmul::rest_after_avx#1
  pushq %rbp
  pushq %r15
  pushq %r14
  pushq %r13
  pushq %r12
  pushq %rbx
  subq $840, %rsp
  movq %r9, %r14
  movq %r8, %r15
  movq %rcx, %r12
  movq %rdi, %rbx
  movaps 352(%rsi), %xmm@0
  movaps %xmm@0, 176(%rsp)
  movaps 336(%rsi), %xmm@0
  movaps %xmm@0, 160(%rsp)
  movaps 320(%rsi), %xmm@0
  movaps %xmm@0, 144(%rsp)
  movaps 304(%rsi), %xmm@0
  movaps %xmm@0, 128(%rsp)
  movaps 240(%rsi), %xmm@0
  movaps 256(%rsi), %xmm@1
  movaps 272(%rsi), %xmm@2
  movaps 288(%rsi), %xmm@3
  movaps %xmm@3, 112(%rsp)
  movaps %xmm@2, 96(%rsp)
  movaps %xmm@1, 80(%rsp)
  movq (%rdx), %xmm@1
  pinsrd $2, 8(%rdx), %xmm@1
  movaps %xmm@0, 64(%rsp)
  pblendw $192, C0(%rip), %xmm@1
  movdqa %xmm@1, 16(%rsp)
  leaq 192(%rsp), %rdi
  movq memcpy@GOTPCREL(%rip), %rbp
  movl $240, %edx
  callq *%rbp
  leaq 432(%rsp), %r13
  leaq 64(%rsp), %rsi
  movl $368, %edx
  movq %r13, %rdi
  callq *%rbp
  movaps C1(%rip), %xmm@0
  movaps %xmm@0, 800(%rsp)
  movaps 16(%rsp), %xmm@0
  movaps %xmm@0, 816(%rsp)
  movaps (%r12), %xmm@0
  movaps %xmm@0, 32(%rsp)
  movaps (%r15), %xmm@0
  movaps %xmm@0, 48(%rsp)
  movq (%r14), %r8
  movq 8(%r14), %r9
  movaps 896(%rsp), %xmm@0
  movups %xmm@0, (%rsp)
  leaq 32(%rsp), %rdx
  leaq 48(%rsp), %rcx
  movq %rbx, %rdi
  movq %r13, %rsi
  callq hw_gcm::arch::x86_64::aesni_clmul::rest
  movq %rbx, %rax
  addq $840, %rsp
  popq %rbx
  popq %r12
  popq %r13
  popq %r14
  popq %r15
  popq %rbp
  retq
== hw_gcm::arch::x86_64::aesni_clmul::rest_after_avx#2
  pushq %rbp
  pushq %r15
  pushq %r14
  pushq %r13
  pushq %r12
  pushq %rbx
  subq $840, %rsp
  movq %r9, %rbx
  movq %r8, %r12
  movq %rcx, %r13
  movq %rdi, %r14
  movaps 352(%rsi), %xmm@0
  movaps %xmm@0, 176(%rsp)
  movaps 336(%rsi), %xmm@0
  movaps %xmm@0, 160(%rsp)
  movaps 320(%rsi), %xmm@0
  movaps %xmm@0, 144(%rsp)
  movaps 304(%rsi), %xmm@0
  movaps %xmm@0, 128(%rsp)
  movaps 240(%rsi), %xmm@0
  movaps 256(%rsi), %xmm@1
  movaps 272(%rsi), %xmm@2
  movaps 288(%rsi), %xmm@3
  movaps %xmm@3, 112(%rsp)
  movaps %xmm@2, 96(%rsp)
  movaps %xmm@1, 80(%rsp)
  movq (%rdx), %xmm@1
  pinsrd $2, 8(%rdx), %xmm@1
  movaps %xmm@0, 64(%rsp)
  pblendw $192, C0(%rip), %xmm@1
  movdqa %xmm@1, 16(%rsp)
  leaq 192(%rsp), %rdi
  movq memcpy@GOTPCREL(%rip), %r15
  movl $240, %edx
  callq *%r15
  leaq 432(%rsp), %rbp
  leaq 64(%rsp), %rsi
  movl $368, %edx
  movq %rbp, %rdi
  callq *%r15
  movaps C1(%rip), %xmm@0
  movaps %xmm@0, 800(%rsp)
  movaps 16(%rsp), %xmm@0
  movaps %xmm@0, 816(%rsp)
  movaps (%r13), %xmm@0
  movaps %xmm@0, 32(%rsp)
  movaps (%r12), %xmm@0
  movaps %xmm@0, 48(%rsp)
  movq 904(%rsp), %rax
  movq %rax, (%rsp)
  leaq 32(%rsp), %rdx
  leaq 48(%rsp), %rcx
  movq %r14, %rdi
  movq %rbp, %rsi
  movq %rbx, %r8
  movq 896(%rsp), %r9
  callq hw_gcm::arch::x86_64::aesni_clmul::rest
  movq %r14, %rax
  addq $840, %rsp
  popq %rbx
  popq %r12
  popq %r13
  popq %r14
  popq %r15
  popq %rbp
  retq
== hw_gcm::arch::x86_64::aesni_clmul::rest_after_avx#3
  pushq %rbp
  pushq %r15
  pushq %r14
  pushq %r13
  pushq %r12
  pushq %rbx
  subq $840, %rsp
  movq %r9, %rbx
  movq %r8, %r12
  movq %rcx, %r13
  movq %rdi, %r14
  movaps 352(%rsi), %xmm@0
  movaps %xmm@0, 176(%rsp)
  movaps 336(%rsi), %xmm@0
  movaps %xmm@0, 160(%rsp)
  movaps 320(%rsi), %xmm@0
  movaps %xmm@0, 144(%rsp)
  movaps 304(%rsi), %xmm@0
  movaps %xmm@0, 128(%rsp)
  movaps 240(%rsi), %xmm@0
  movaps 256(%rsi), %xmm@1
  movaps 272(%rsi), %xmm@2
  movaps 288(%rsi), %xmm@3
  movaps %xmm@3, 112(%rsp)
  movaps %xmm@2, 96(%rsp)
  movaps %xmm@1, 80(%rsp)
  movq (%rdx), %xmm@1
  pinsrd $2, 8(%rdx), %xmm@1
  movaps %xmm@0, 64(%rsp)
  pblendw $192, C0(%rip), %xmm@1
  movdqa %xmm@1, 16(%rsp)
  leaq 192(%rsp), %rdi
  movq memcpy@GOTPCREL(%rip), %r15
  movl $240, %edx
  callq *%r15
  leaq 432(%rsp), %rbp
  leaq 64(%rsp), %rsi
  movl $368, %edx
  movq %rbp, %rdi
  callq *%r15
  movaps C1(%rip), %xmm@0
  movaps %xmm@0, 800(%rsp)
  movaps 16(%rsp), %xmm@0
  movaps %xmm@0, 816(%rsp)
  movaps (%r13), %xmm@0
  movaps %xmm@0, 32(%rsp)
  movaps (%r12), %xmm@0
  movaps %xmm@0, 48(%rsp)
  movq 904(%rsp), %rax
  movq %rax, (%rsp)
  leaq 32(%rsp), %rdx
  leaq 48(%rsp), %rcx
  movq %r14, %rdi
  movq %rbp, %rsi
  movq %rbx, %r8
  movq 896(%rsp), %r9
  callq hw_gcm::arch::x86_64::aesni_clmul::rest
  movq %r14, %rax
  addq $840, %rsp
  popq %rbx
  popq %r12
  popq %r13
  popq %r14
  popq %r15
  popq %rbp
  retq
== hw_gcm::arch::x86_64::aesni_clmul::short#0
  pushq %r15
  pushq %r14
  pushq %r13
  pushq %r12
  pushq %rbx
  subq $816, %rsp
  movq %r9, %r15
  movq %r8, %r14
  movq %rcx, %r12
  movq %rdi, %rbx
  movaps 352(%rsi), %xmm@0
  movaps %xmm@0, 160(%rsp)
  movaps 336(%rsi), %xmm@0
  movaps %xmm@0, 144(%rsp)
  movaps 320(%rsi), %xmm@0
  movaps %xmm@0, 128(%rsp)
  movaps 304(%rsi), %xmm@0
  movaps %xmm@0, 112(%rsp)
  movaps 240(%rsi), %xmm@0
  movaps 256(%rsi), %xmm@1
  movaps 272(%rsi), %xmm@2
  movaps 288(%rsi), %xmm@3
  movaps %xmm@3, 96(%rsp)
  movaps %xmm@2, 80(%rsp)
  movaps %xmm@1, 64(%rsp)
  movq (%rdx), %xmm@1
  pinsrd $2, 8(%rdx), %xmm@1
  movaps %xmm@0, 48(%rsp)
  pblendw $192, C0(%rip), %xmm@1
  movdqa %xmm@1, 32(%rsp)
  leaq 176(%rsp), %rdi
  movq memcpy@GOTPCREL(%rip), %r13
  movl $240, %edx
  callq *%r13
  leaq 416(%rsp), %rdi
  leaq 48(%rsp), %rsi
  movl $368, %edx
  callq *%r13
  movaps C1(%rip), %xmm@0
  movaps %xmm@0, 784(%rsp)
  movaps 32(%rsp), %xmm@0
  movaps %xmm@0, 800(%rsp)
  xorps %xmm@0, %xmm@0
  testq %r14, %r14
  je L0
  movaps %xmm@0, 16(%rsp)
  movq %rsp, %rdi
  leaq 416(%rsp), %rsi
  leaq 16(%rsp), %rdx
  movq %r12, %rcx
  movq %r14, %r8
  callq hw_polyval::arch::x86_64::aesni_clmul::absorb_padded
  movaps (%rsp), %xmm@0
L0:
  movdqa 32(%rsp), %xmm@1
  pshufb C1(%rip), %xmm@1
  paddd C2(%rip), %xmm@1
  movdqa %xmm@1, (%rsp)
  movaps %xmm@0, 16(%rsp)
  movq (%r15), %r8
  movq 8(%r15), %r9
  leaq 416(%rsp), %rsi
  movq %rsp, %rdx
  leaq 16(%rsp), %rcx
  movq %rbx, %rdi
  pushq %r14
  pushq $0
  callq hw_gcm::arch::x86_64::aesni_clmul::tail
  addq $16, %rsp
  movq %rbx, %rax
  addq $816, %rsp
  popq %rbx
  popq %r12
  popq %r13
  popq %r14
  popq %r15
  retq
== hw_gcm::arch::x86_64::aesni_clmul::short#1
  pushq %r15
  pushq %r14
  pushq %r13
  pushq %r12
  pushq %rbx
  subq $816, %rsp
  movq %r9, %r15
  movq %r8, %r14
  movq %rcx, %r12
  movq %rdi, %rbx
  movaps 352(%rsi), %xmm@0
  movaps %xmm@0, 160(%rsp)
  movaps 336(%rsi), %xmm@0
  movaps %xmm@0, 144(%rsp)
  movaps 320(%rsi), %xmm@0
  movaps %xmm@0, 128(%rsp)
  movaps 304(%rsi), %xmm@0
  movaps %xmm@0, 112(%rsp)
  movaps 240(%rsi), %xmm@0
  movaps 256(%rsi), %xmm@1
  movaps 272(%rsi), %xmm@2
  movaps 288(%rsi), %xmm@3
  movaps %xmm@3, 96(%rsp)
  movaps %xmm@2, 80(%rsp)
  movaps %xmm@1, 64(%rsp)
  movq (%rdx), %xmm@1
  pinsrd $2, 8(%rdx), %xmm@1
  movaps %xmm@0, 48(%rsp)
  pblendw $192, C0(%rip), %xmm@1
  movdqa %xmm@1, 32(%rsp)
  leaq 176(%rsp), %rdi
  movq memcpy@GOTPCREL(%rip), %r13
  movl $240, %edx
  callq *%r13
  leaq 416(%rsp), %rdi
  leaq 48(%rsp), %rsi
  movl $368, %edx
  callq *%r13
  movaps C1(%rip), %xmm@0
  movaps %xmm@0, 784(%rsp)
  movaps 32(%rsp), %xmm@0
  movaps %xmm@0, 800(%rsp)
  xorps %xmm@0, %xmm@0
  testq %r14, %r14
  je L0
  movaps %xmm@0, 16(%rsp)
  movq %rsp, %rdi
  leaq 416(%rsp), %rsi
  leaq 16(%rsp), %rdx
  movq %r12, %rcx
  movq %r14, %r8
  callq hw_polyval::arch::x86_64::aesni_clmul::absorb_padded
  movaps (%rsp), %xmm@0
L0:
  movdqa 32(%rsp), %xmm@1
  pshufb C1(%rip), %xmm@1
  paddd C2(%rip), %xmm@1
  movdqa %xmm@1, (%rsp)
  movaps %xmm@0, 16(%rsp)
  movq (%r15), %r8
  movq 8(%r15), %r9
  leaq 416(%rsp), %rsi
  movq %rsp, %rdx
  leaq 16(%rsp), %rcx
  movq %rbx, %rdi
  pushq %r14
  pushq $0
  callq hw_gcm::arch::x86_64::aesni_clmul::tail
  addq $16, %rsp
  movq %rbx, %rax
  addq $816, %rsp
  popq %rbx
  popq %r12
  popq %r13
  popq %r14
  popq %r15
  retq
== hw_gcm::arch::x86_64::aesni_clmul::short#2
  pushq %r15
  pushq %r14
  pushq %r13
  pushq %r12
  pushq %rbx
  subq $832, %rsp
  movq %r9, %rbx
  movq %r8, %r15
  movq %rcx, %r12
  movq %rdi, %r14
  movaps 352(%rsi), %xmm@0
  movaps %xmm@0, 176(%rsp)
  movaps 336(%rsi), %xmm@0
  movaps %xmm@0, 160(%rsp)
  movaps 320(%rsi), %xmm@0
  movaps %xmm@0, 144(%rsp)
  movaps 304(%rsi), %xmm@0
  movaps %xmm@0, 128(%rsp)
  movaps 240(%rsi), %xmm@0
  movaps 256(%rsi), %xmm@1
  movaps 272(%rsi), %xmm@2
  movaps 288(%rsi), %xmm@3
  movaps %xmm@3, 112(%rsp)
  movaps %xmm@2, 96(%rsp)
  movaps %xmm@1, 80(%rsp)
  movq (%rdx), %xmm@1
  pinsrd $2, 8(%rdx), %xmm@1
  movaps %xmm@0, 64(%rsp)
  pblendw $192, C0(%rip), %xmm@1
  movdqa %xmm@1, 48(%rsp)
  leaq 192(%rsp), %rdi
  movq memcpy@GOTPCREL(%rip), %r13
  movl $240, %edx
  callq *%r13
  leaq 432(%rsp), %rdi
  leaq 64(%rsp), %rsi
  movl $368, %edx
  callq *%r13
  movaps C1(%rip), %xmm@0
  movaps %xmm@0, 800(%rsp)
  movaps 48(%rsp), %xmm@0
  movaps %xmm@0, 816(%rsp)
  xorps %xmm@0, %xmm@0
  testq %r15, %r15
  je L0
  movaps %xmm@0, 32(%rsp)
  leaq 16(%rsp), %rdi
  leaq 432(%rsp), %rsi
  leaq 32(%rsp), %rdx
  movq %r12, %rcx
  movq %r15, %r8
  callq hw_polyval::arch::x86_64::aesni_clmul::absorb_padded
  movaps 16(%rsp), %xmm@0
L0:
  movdqa 48(%rsp), %xmm@1
  pshufb C1(%rip), %xmm@1
  paddd C2(%rip), %xmm@1
  movdqa %xmm@1, 16(%rsp)
  movaps %xmm@0, 32(%rsp)
  movq %r15, (%rsp)
  leaq 432(%rsp), %rsi
  leaq 16(%rsp), %rdx
  leaq 32(%rsp), %rcx
  movq %r14, %rdi
  movq %rbx, %r8
  xorl %r9d, %r9d
  callq hw_gcm::arch::x86_64::aesni_clmul::tail
  movq %r14, %rax
  addq $832, %rsp
  popq %rbx
  popq %r12
  popq %r13
  popq %r14
  popq %r15
  retq
== hw_gcm::arch::x86_64::aesni_clmul::short#3
  pushq %r15
  pushq %r14
  pushq %r13
  pushq %r12
  pushq %rbx
  subq $832, %rsp
  movq %r9, %rbx
  movq %r8, %r15
  movq %rcx, %r12
  movq %rdi, %r14
  movaps 352(%rsi), %xmm@0
  movaps %xmm@0, 176(%rsp)
  movaps 336(%rsi), %xmm@0
  movaps %xmm@0, 160(%rsp)
  movaps 320(%rsi), %xmm@0
  movaps %xmm@0, 144(%rsp)
  movaps 304(%rsi), %xmm@0
  movaps %xmm@0, 128(%rsp)
  movaps 240(%rsi), %xmm@0
  movaps 256(%rsi), %xmm@1
  movaps 272(%rsi), %xmm@2
  movaps 288(%rsi), %xmm@3
  movaps %xmm@3, 112(%rsp)
  movaps %xmm@2, 96(%rsp)
  movaps %xmm@1, 80(%rsp)
  movq (%rdx), %xmm@1
  pinsrd $2, 8(%rdx), %xmm@1
  movaps %xmm@0, 64(%rsp)
  pblendw $192, C0(%rip), %xmm@1
  movdqa %xmm@1, 48(%rsp)
  leaq 192(%rsp), %rdi
  movq memcpy@GOTPCREL(%rip), %r13
  movl $240, %edx
  callq *%r13
  leaq 432(%rsp), %rdi
  leaq 64(%rsp), %rsi
  movl $368, %edx
  callq *%r13
  movaps C1(%rip), %xmm@0
  movaps %xmm@0, 800(%rsp)
  movaps 48(%rsp), %xmm@0
  movaps %xmm@0, 816(%rsp)
  xorps %xmm@0, %xmm@0
  testq %r15, %r15
  je L0
  movaps %xmm@0, 32(%rsp)
  leaq 16(%rsp), %rdi
  leaq 432(%rsp), %rsi
  leaq 32(%rsp), %rdx
  movq %r12, %rcx
  movq %r15, %r8
  callq hw_polyval::arch::x86_64::aesni_clmul::absorb_padded
  movaps 16(%rsp), %xmm@0
L0:
  movdqa 48(%rsp), %xmm@1
  pshufb C1(%rip), %xmm@1
  paddd C2(%rip), %xmm@1
  movdqa %xmm@1, 16(%rsp)
  movaps %xmm@0, 32(%rsp)
  movq %r15, (%rsp)
  leaq 432(%rsp), %rsi
  leaq 16(%rsp), %rdx
  leaq 32(%rsp), %rcx
  movq %r14, %rdi
  movq %rbx, %r8
  xorl %r9d, %r9d
  callq hw_gcm::arch::x86_64::aesni_clmul::tail
  movq %r14, %rax
  addq $832, %rsp
  popq %rbx
  popq %r12
  popq %r13
  popq %r14
  popq %r15
  retq
== hw_gcm::arch::x86_64::aesni_clmul::tail#0
  pushq %rbp
  pushq %r15
  pushq %r14
  pushq %r13
  pushq %r12
  pushq %rbx
  subq $296, %rsp
  movq %rdi, 136(%rsp)
  movq 352(%rsp), %r14
  xorps %xmm@0, %xmm@0
  movaps %xmm@0, 112(%rsp)
  movaps %xmm@0, 96(%rsp)
  movaps %xmm@0, 80(%rsp)
  movaps %xmm@0, 64(%rsp)
  movaps %xmm@0, 48(%rsp)
  movaps %xmm@0, 32(%rsp)
  movaps %xmm@0, 16(%rsp)
  movaps %xmm@0, (%rsp)
  movq %r9, %r15
  shrq $4, %r15
  movq %r15, %r12
  subq %r14, %r12
  xorl %ebx, %ebx
  movq %r9, %r13
  andq $15, %r13
  setne %bl
  leaq (%r12,%rbx), %r11
  movdqa (%rdx), %xmm@1
  cmpq $4, %r11
  movq %rcx, 128(%rsp)
  jae L0
  movdqa 368(%rsi), %xmm@0
  movd C0(%rip), %xmm@2
  paddd %xmm@1, %xmm@2
  pshufb %xmm@0, %xmm@2
  movd C1(%rip), %xmm@3
  paddd %xmm@1, %xmm@3
  pshufb %xmm@0, %xmm@3
  pshufb %xmm@0, %xmm@1
  movdqa 128(%rsi), %xmm@4
  movdqa 144(%rsi), %xmm@5
  movdqa 160(%rsi), %xmm@6
  movdqa 176(%rsi), %xmm@7
  movdqa 384(%rsi), %xmm@0
  pxor %xmm@4, %xmm@0
  pxor %xmm@4, %xmm@1
  pxor %xmm@4, %xmm@3
  pxor %xmm@4, %xmm@2
  aesenc %xmm@5, %xmm@0
  aesenc %xmm@5, %xmm@1
  aesenc %xmm@5, %xmm@3
  aesenc %xmm@5, %xmm@2
  aesenc %xmm@6, %xmm@0
  aesenc %xmm@6, %xmm@1
  aesenc %xmm@6, %xmm@3
  aesenc %xmm@6, %xmm@2
  aesenc %xmm@7, %xmm@0
  aesenc %xmm@7, %xmm@1
  aesenc %xmm@7, %xmm@3
  aesenc %xmm@7, %xmm@2
  movdqa 192(%rsi), %xmm@7
  aesenc %xmm@7, %xmm@0
  aesenc %xmm@7, %xmm@1
  aesenc %xmm@7, %xmm@3
  aesenc %xmm@7, %xmm@2
  movdqa 208(%rsi), %xmm@7
  aesenc %xmm@7, %xmm@0
  aesenc %xmm@7, %xmm@1
  aesenc %xmm@7, %xmm@3
  aesenc %xmm@7, %xmm@2
  movdqa 224(%rsi), %xmm@7
  aesenc %xmm@7, %xmm@0
  aesenc %xmm@7, %xmm@1
  aesenc %xmm@7, %xmm@3
  aesenc %xmm@7, %xmm@2
  movdqa 240(%rsi), %xmm@7
  aesenc %xmm@7, %xmm@0
  aesenc %xmm@7, %xmm@1
  aesenc %xmm@7, %xmm@3
  aesenc %xmm@7, %xmm@2
  movdqa 256(%rsi), %xmm@7
  aesenc %xmm@7, %xmm@0
  aesenc %xmm@7, %xmm@1
  aesenc %xmm@7, %xmm@3
  aesenc %xmm@7, %xmm@2
  movdqa 272(%rsi), %xmm@7
  aesenc %xmm@7, %xmm@0
  aesenc %xmm@7, %xmm@1
  aesenc %xmm@7, %xmm@3
  aesenc %xmm@7, %xmm@2
  leaq 32(%rsp), %rbp
  movdqa 288(%rsi), %xmm@7
  aesenc %xmm@7, %xmm@0
  aesenc %xmm@7, %xmm@1
  aesenc %xmm@7, %xmm@3
  leaq 48(%rsp), %rdx
  aesenc %xmm@7, %xmm@2
  movdqa 304(%rsi), %xmm@7
  aesenc %xmm@7, %xmm@0
  aesenc %xmm@7, %xmm@1
  aesenc %xmm@7, %xmm@3
  aesenc %xmm@7, %xmm@2
  leaq 16(%rsp), %rdi
  movdqa 320(%rsi), %xmm@7
  aesenc %xmm@7, %xmm@0
  aesenc %xmm@7, %xmm@1
  aesenc %xmm@7, %xmm@3
  movdqa 352(%rsi), %xmm@4
  aesenc %xmm@7, %xmm@2
  movdqa 336(%rsi), %xmm@7
  aesenc %xmm@7, %xmm@0
  aesenc %xmm@7, %xmm@1
  aesenc %xmm@7, %xmm@3
  aesenc %xmm@7, %xmm@2
  aesenclast %xmm@4, %xmm@0
  aesenclast %xmm@4, %xmm@1
  aesenclast %xmm@4, %xmm@3
  aesenclast %xmm@4, %xmm@2
  movdqa %xmm@0, (%rsp)
  movdqa %xmm@1, 16(%rsp)
  jmp L1
L0:
  leaq 16(%rsp), %rdi
  leaq 112(%rsp), %rdx
  leaq 96(%rsp), %rbp
  leaq -6(%r11), %rax
  cmpq $2, %rax
  jb L2
  movq %rbp, %r10
  leaq 64(%rsp), %rbp
  cmpq $4, %r11
  je L3
  cmpq $5, %r11
  jne L4
  movdqa 368(%rsi), %xmm@0
  movd C2(%rip), %xmm@2
  paddd %xmm@1, %xmm@2
  pshufb %xmm@0, %xmm@2
  movd C3(%rip), %xmm@3
  paddd %xmm@1, %xmm@3
  pshufb %xmm@0, %xmm@3
  movd C0(%rip), %xmm@7
  paddd %xmm@1, %xmm@7
  pshufb %xmm@0, %xmm@7
  movd C1(%rip), %xmm@4
  paddd %xmm@1, %xmm@4
  pshufb %xmm@0, %xmm@4
  pshufb %xmm@0, %xmm@1
  movdqa 128(%rsi), %xmm@8
  movdqa 144(%rsi), %xmm@9
  movdqa 160(%rsi), %xmm@6
  movdqa 176(%rsi), %xmm@5
  movdqa 384(%rsi), %xmm@0
  pxor %xmm@8, %xmm@0
  pxor %xmm@8, %xmm@1
  pxor %xmm@8, %xmm@4
  pxor %xmm@8, %xmm@7
  pxor %xmm@8, %xmm@3
  pxor %xmm@8, %xmm@2
  aesenc %xmm@9, %xmm@0
  aesenc %xmm@9, %xmm@1
  aesenc %xmm@9, %xmm@4
  aesenc %xmm@9, %xmm@7
  aesenc %xmm@9, %xmm@3
  aesenc %xmm@9, %xmm@2
  aesenc %xmm@6, %xmm@0
  aesenc %xmm@6, %xmm@1
  aesenc %xmm@6, %xmm@4
  aesenc %xmm@6, %xmm@7
  aesenc %xmm@6, %xmm@3
  aesenc %xmm@6, %xmm@2
  aesenc %xmm@5, %xmm@0
  aesenc %xmm@5, %xmm@1
  aesenc %xmm@5, %xmm@4
  aesenc %xmm@5, %xmm@7
  aesenc %xmm@5, %xmm@3
  aesenc %xmm@5, %xmm@2
  movdqa 192(%rsi), %xmm@5
  aesenc %xmm@5, %xmm@0
  aesenc %xmm@5, %xmm@1
  aesenc %xmm@5, %xmm@4
  aesenc %xmm@5, %xmm@7
  aesenc %xmm@5, %xmm@3
  aesenc %xmm@5, %xmm@2
  movdqa 208(%rsi), %xmm@5
  aesenc %xmm@5, %xmm@0
  aesenc %xmm@5, %xmm@1
  aesenc %xmm@5, %xmm@4
  aesenc %xmm@5, %xmm@7
  aesenc %xmm@5, %xmm@3
  aesenc %xmm@5, %xmm@2
  movdqa 224(%rsi), %xmm@5
  aesenc %xmm@5, %xmm@0
  aesenc %xmm@5, %xmm@1
  aesenc %xmm@5, %xmm@4
  aesenc %xmm@5, %xmm@7
  aesenc %xmm@5, %xmm@3
  aesenc %xmm@5, %xmm@2
  movdqa 240(%rsi), %xmm@5
  aesenc %xmm@5, %xmm@0
  aesenc %xmm@5, %xmm@1
  aesenc %xmm@5, %xmm@4
  aesenc %xmm@5, %xmm@7
  aesenc %xmm@5, %xmm@3
  aesenc %xmm@5, %xmm@2
  movdqa 256(%rsi), %xmm@5
  aesenc %xmm@5, %xmm@0
  aesenc %xmm@5, %xmm@1
  aesenc %xmm@5, %xmm@4
  aesenc %xmm@5, %xmm@7
  aesenc %xmm@5, %xmm@3
  aesenc %xmm@5, %xmm@2
  movdqa 272(%rsi), %xmm@5
  aesenc %xmm@5, %xmm@0
  aesenc %xmm@5, %xmm@1
  aesenc %xmm@5, %xmm@4
  aesenc %xmm@5, %xmm@7
  aesenc %xmm@5, %xmm@3
  aesenc %xmm@5, %xmm@2
  movdqa 288(%rsi), %xmm@5
  aesenc %xmm@5, %xmm@0
  aesenc %xmm@5, %xmm@1
  aesenc %xmm@5, %xmm@4
  aesenc %xmm@5, %xmm@7
  aesenc %xmm@5, %xmm@3
  aesenc %xmm@5, %xmm@2
  movdqa 304(%rsi), %xmm@5
  aesenc %xmm@5, %xmm@0
  aesenc %xmm@5, %xmm@1
  aesenc %xmm@5, %xmm@4
  aesenc %xmm@5, %xmm@7
  aesenc %xmm@5, %xmm@3
  leaq 80(%rsp), %rdx
  aesenc %xmm@5, %xmm@2
  movdqa 320(%rsi), %xmm@5
  aesenc %xmm@5, %xmm@0
  aesenc %xmm@5, %xmm@1
  aesenc %xmm@5, %xmm@4
  aesenc %xmm@5, %xmm@7
  aesenc %xmm@5, %xmm@3
  aesenc %xmm@5, %xmm@2
  movdqa 352(%rsi), %xmm@5
  movdqa 336(%rsi), %xmm@6
  aesenc %xmm@6, %xmm@0
  aesenc %xmm@6, %xmm@1
  aesenc %xmm@6, %xmm@4
  aesenc %xmm@6, %xmm@7
  aesenc %xmm@6, %xmm@3
  aesenc %xmm@6, %xmm@2
  aesenclast %xmm@5, %xmm@0
  aesenclast %xmm@5, %xmm@1
  aesenclast %xmm@5, %xmm@4
  aesenclast %xmm@5, %xmm@7
  aesenclast %xmm@5, %xmm@3
  aesenclast %xmm@5, %xmm@2
  movdqa %xmm@0, (%rsp)
  movdqa %xmm@1, 16(%rsp)
  movdqa %xmm@4, 32(%rsp)
  movdqa %xmm@7, 48(%rsp)
  jmp L1
L2:
  movdqa 368(%rsi), %xmm@0
  movd C4(%rip), %xmm@2
  paddd %xmm@1, %xmm@2
  pshufb %xmm@0, %xmm@2
  movd C5(%rip), %xmm@3
  paddd %xmm@1, %xmm@3
  pshufb %xmm@0, %xmm@3
  movd C2(%rip), %xmm@7
  paddd %xmm@1, %xmm@7
  pshufb %xmm@0, %xmm@7
  movd C3(%rip), %xmm@4
  paddd %xmm@1, %xmm@4
  pshufb %xmm@0, %xmm@4
  movd C0(%rip), %xmm@5
  paddd %xmm@1, %xmm@5
  pshufb %xmm@0, %xmm@5
  movd C1(%rip), %xmm@6
  paddd %xmm@1, %xmm@6
  pshufb %xmm@0, %xmm@6
  pshufb %xmm@0, %xmm@1
  movdqa 128(%rsi), %xmm@10
  movdqa 144(%rsi), %xmm@11
  movdqa 160(%rsi), %xmm@9
  movdqa 176(%rsi), %xmm@8
  movdqa 384(%rsi), %xmm@0
  pxor %xmm@10, %xmm@0
  pxor %xmm@10, %xmm@1
  pxor %xmm@10, %xmm@6
  pxor %xmm@10, %xmm@5
  pxor %xmm@10, %xmm@4
  pxor %xmm@10, %xmm@7
  pxor %xmm@10, %xmm@3
  pxor %xmm@10, %xmm@2
  aesenc %xmm@11, %xmm@0
  aesenc %xmm@11, %xmm@1
  aesenc %xmm@11, %xmm@6
  aesenc %xmm@11, %xmm@5
  aesenc %xmm@11, %xmm@4
  aesenc %xmm@11, %xmm@7
  aesenc %xmm@11, %xmm@3
  aesenc %xmm@11, %xmm@2
  aesenc %xmm@9, %xmm@0
  aesenc %xmm@9, %xmm@1
  aesenc %xmm@9, %xmm@6
  aesenc %xmm@9, %xmm@5
  aesenc %xmm@9, %xmm@4
  aesenc %xmm@9, %xmm@7
  aesenc %xmm@9, %xmm@3
  aesenc %xmm@9, %xmm@2
  aesenc %xmm@8, %xmm@0
  aesenc %xmm@8, %xmm@1
  aesenc %xmm@8, %xmm@6
  aesenc %xmm@8, %xmm@5
  aesenc %xmm@8, %xmm@4
  aesenc %xmm@8, %xmm@7
  aesenc %xmm@8, %xmm@3
  aesenc %xmm@8, %xmm@2
  movdqa 192(%rsi), %xmm@8
  aesenc %xmm@8, %xmm@0
  aesenc %xmm@8, %xmm@1
  aesenc %xmm@8, %xmm@6
  aesenc %xmm@8, %xmm@5
  aesenc %xmm@8, %xmm@4
  aesenc %xmm@8, %xmm@7
  aesenc %xmm@8, %xmm@3
  aesenc %xmm@8, %xmm@2
  movdqa 208(%rsi), %xmm@8
  aesenc %xmm@8, %xmm@0
  aesenc %xmm@8, %xmm@1
  aesenc %xmm@8, %xmm@6
  aesenc %xmm@8, %xmm@5
  aesenc %xmm@8, %xmm@4
  aesenc %xmm@8, %xmm@7
  aesenc %xmm@8, %xmm@3
  aesenc %xmm@8, %xmm@2
  movdqa 224(%rsi), %xmm@8
  aesenc %xmm@8, %xmm@0
  aesenc %xmm@8, %xmm@1
  aesenc %xmm@8, %xmm@6
  aesenc %xmm@8, %xmm@5
  aesenc %xmm@8, %xmm@4
  aesenc %xmm@8, %xmm@7
  aesenc %xmm@8, %xmm@3
  aesenc %xmm@8, %xmm@2
  movdqa 240(%rsi), %xmm@8
  aesenc %xmm@8, %xmm@0
  aesenc %xmm@8, %xmm@1
  aesenc %xmm@8, %xmm@6
  aesenc %xmm@8, %xmm@5
  aesenc %xmm@8, %xmm@4
  aesenc %xmm@8, %xmm@7
  aesenc %xmm@8, %xmm@3
  aesenc %xmm@8, %xmm@2
  movdqa 256(%rsi), %xmm@8
  aesenc %xmm@8, %xmm@0
  aesenc %xmm@8, %xmm@1
  aesenc %xmm@8, %xmm@6
  aesenc %xmm@8, %xmm@5
  aesenc %xmm@8, %xmm@4
  aesenc %xmm@8, %xmm@7
  aesenc %xmm@8, %xmm@3
  aesenc %xmm@8, %xmm@2
  movdqa 272(%rsi), %xmm@8
  aesenc %xmm@8, %xmm@0
  aesenc %xmm@8, %xmm@1
  aesenc %xmm@8, %xmm@6
  aesenc %xmm@8, %xmm@5
  aesenc %xmm@8, %xmm@4
  aesenc %xmm@8, %xmm@7
  aesenc %xmm@8, %xmm@3
  aesenc %xmm@8, %xmm@2
  movdqa 288(%rsi), %xmm@8
  aesenc %xmm@8, %xmm@0
  aesenc %xmm@8, %xmm@1
  aesenc %xmm@8, %xmm@6
  aesenc %xmm@8, %xmm@5
  aesenc %xmm@8, %xmm@4
  aesenc %xmm@8, %xmm@7
  aesenc %xmm@8, %xmm@3
  aesenc %xmm@8, %xmm@2
  movdqa 304(%rsi), %xmm@8
  aesenc %xmm@8, %xmm@0
  aesenc %xmm@8, %xmm@1
  aesenc %xmm@8, %xmm@6
  aesenc %xmm@8, %xmm@5
  aesenc %xmm@8, %xmm@4
  aesenc %xmm@8, %xmm@7
  aesenc %xmm@8, %xmm@3
  aesenc %xmm@8, %xmm@2
  movdqa 320(%rsi), %xmm@8
  aesenc %xmm@8, %xmm@0
  aesenc %xmm@8, %xmm@1
  aesenc %xmm@8, %xmm@6
  aesenc %xmm@8, %xmm@5
  aesenc %xmm@8, %xmm@4
  aesenc %xmm@8, %xmm@7
  aesenc %xmm@8, %xmm@3
  aesenc %xmm@8, %xmm@2
  movdqa 352(%rsi), %xmm@8
  movdqa 336(%rsi), %xmm@9
  aesenc %xmm@9, %xmm@0
  aesenc %xmm@9, %xmm@1
  aesenc %xmm@9, %xmm@6
  aesenc %xmm@9, %xmm@5
  aesenc %xmm@9, %xmm@4
  aesenc %xmm@9, %xmm@7
  aesenc %xmm@9, %xmm@3
  aesenc %xmm@9, %xmm@2
  aesenclast %xmm@8, %xmm@0
  aesenclast %xmm@8, %xmm@1
  aesenclast %xmm@8, %xmm@6
  aesenclast %xmm@8, %xmm@5
  aesenclast %xmm@8, %xmm@4
  aesenclast %xmm@8, %xmm@7
  aesenclast %xmm@8, %xmm@3
  aesenclast %xmm@8, %xmm@2
  movdqa %xmm@0, (%rsp)
  movdqa %xmm@1, 16(%rsp)
  movdqa %xmm@6, 32(%rsp)
  movdqa %xmm@5, 48(%rsp)
  movdqa %xmm@4, 64(%rsp)
  movdqa %xmm@7, 80(%rsp)
  jmp L1
L3:
  movdqa 368(%rsi), %xmm@0
  movd C3(%rip), %xmm@2
  paddd %xmm@1, %xmm@2
  pshufb %xmm@0, %xmm@2
  movd C0(%rip), %xmm@3
  paddd %xmm@1, %xmm@3
  pshufb %xmm@0, %xmm@3
  movd C1(%rip), %xmm@7
  paddd %xmm@1, %xmm@7
  pshufb %xmm@0, %xmm@7
  pshufb %xmm@0, %xmm@1
  movdqa 128(%rsi), %xmm@6
  movdqa 144(%rsi), %xmm@8
  movdqa 160(%rsi), %xmm@5
  movdqa 176(%rsi), %xmm@4
  movdqa 384(%rsi), %xmm@0
  pxor %xmm@6, %xmm@0
  pxor %xmm@6, %xmm@1
  pxor %xmm@6, %xmm@7
  pxor %xmm@6, %xmm@3
  pxor %xmm@6, %xmm@2
  aesenc %xmm@8, %xmm@0
  aesenc %xmm@8, %xmm@1
  aesenc %xmm@8, %xmm@7
  aesenc %xmm@8, %xmm@3
  aesenc %xmm@8, %xmm@2
  aesenc %xmm@5, %xmm@0
  aesenc %xmm@5, %xmm@1
  aesenc %xmm@5, %xmm@7
  aesenc %xmm@5, %xmm@3
  aesenc %xmm@5, %xmm@2
  aesenc %xmm@4, %xmm@0
  aesenc %xmm@4, %xmm@1
  aesenc %xmm@4, %xmm@7
  aesenc %xmm@4, %xmm@3
  aesenc %xmm@4, %xmm@2
  movdqa 192(%rsi), %xmm@4
  aesenc %xmm@4, %xmm@0
  aesenc %xmm@4, %xmm@1
  aesenc %xmm@4, %xmm@7
  aesenc %xmm@4, %xmm@3
  aesenc %xmm@4, %xmm@2
  movdqa 208(%rsi), %xmm@4
  aesenc %xmm@4, %xmm@0
  aesenc %xmm@4, %xmm@1
  aesenc %xmm@4, %xmm@7
  aesenc %xmm@4, %xmm@3
  aesenc %xmm@4, %xmm@2
  movdqa 224(%rsi), %xmm@4
  aesenc %xmm@4, %xmm@0
  aesenc %xmm@4, %xmm@1
  aesenc %xmm@4, %xmm@7
  aesenc %xmm@4, %xmm@3
  aesenc %xmm@4, %xmm@2
  movdqa 240(%rsi), %xmm@4
  aesenc %xmm@4, %xmm@0
  aesenc %xmm@4, %xmm@1
  aesenc %xmm@4, %xmm@7
  aesenc %xmm@4, %xmm@3
  aesenc %xmm@4, %xmm@2
  movdqa 256(%rsi), %xmm@4
  aesenc %xmm@4, %xmm@0
  aesenc %xmm@4, %xmm@1
  aesenc %xmm@4, %xmm@7
  aesenc %xmm@4, %xmm@3
  aesenc %xmm@4, %xmm@2
  movdqa 272(%rsi), %xmm@4
  aesenc %xmm@4, %xmm@0
  aesenc %xmm@4, %xmm@1
  aesenc %xmm@4, %xmm@7
  aesenc %xmm@4, %xmm@3
  aesenc %xmm@4, %xmm@2
  movdqa 288(%rsi), %xmm@4
  aesenc %xmm@4, %xmm@0
  aesenc %xmm@4, %xmm@1
  aesenc %xmm@4, %xmm@7
  aesenc %xmm@4, %xmm@3
  aesenc %xmm@4, %xmm@2
  movq %rbp, %rdx
  movdqa 304(%rsi), %xmm@4
  aesenc %xmm@4, %xmm@0
  aesenc %xmm@4, %xmm@1
  aesenc %xmm@4, %xmm@7
  aesenc %xmm@4, %xmm@3
  aesenc %xmm@4, %xmm@2
  leaq 48(%rsp), %rbp
  movdqa 320(%rsi), %xmm@4
  aesenc %xmm@4, %xmm@0
  aesenc %xmm@4, %xmm@1
  aesenc %xmm@4, %xmm@7
  aesenc %xmm@4, %xmm@3
  aesenc %xmm@4, %xmm@2
  movdqa 352(%rsi), %xmm@4
  movdqa 336(%rsi), %xmm@5
  aesenc %xmm@5, %xmm@0
  aesenc %xmm@5, %xmm@1
  aesenc %xmm@5, %xmm@7
  aesenc %xmm@5, %xmm@3
  aesenc %xmm@5, %xmm@2
  aesenclast %xmm@4, %xmm@0
  aesenclast %xmm@4, %xmm@1
  aesenclast %xmm@4, %xmm@7
  aesenclast %xmm@4, %xmm@3
  aesenclast %xmm@4, %xmm@2
  movdqa %xmm@0, (%rsp)
  movdqa %xmm@1, 16(%rsp)
  movdqa %xmm@7, 32(%rsp)
L1:
  movl $1, %r10d
  movb $1, %al
L5:
  movdqa %xmm@3, (%rbp)
  movdqa %xmm@2, (%rdx)
  pxor %xmm@3, %xmm@3
  movdqa %xmm@3, 272(%rsp)
  movdqa %xmm@3, 256(%rsp)
  movdqa %xmm@3, 240(%rsp)
  movdqa %xmm@3, 224(%rsp)
  movdqa %xmm@3, 208(%rsp)
  movdqa %xmm@3, 192(%rsp)
  movdqa %xmm@3, 176(%rsp)
  movdqa %xmm@3, 160(%rsp)
  movdqa %xmm@3, 144(%rsp)
  cmpq %r14, %r15
  je L6
  movq %r14, %rdx
  shlq $4, %rdx
  movq %r9, %rbp
  subq %rdx, %rbp
  jb L7
  cmpq $16, %rbp
  jb L8
  movdqa 368(%rsi), %xmm@3
  movdqu (%r8,%rdx), %xmm@2
  pxor %xmm@2, %xmm@1
  movdqu %xmm@1, (%r8,%rdx)
  pshufb %xmm@3, %xmm@1
  movdqa %xmm@1, 144(%rsp)
  cmpq $1, %r12
  je L6
  movq %r14, %rbp
  shlq $4, %rbp
  leaq 16(%rbp), %rdx
  movq %r9, %rcx
  subq %rdx, %r9
  jb L9
  cmpq $16, %r9
  jb L8
  movq %rcx, %r9
  movdqu (%r8,%rdx), %xmm@1
  pxor 16(%rdi), %xmm@1
  movdqu %xmm@1, (%r8,%rdx)
  pshufb %xmm@3, %xmm@1
  movdqa %xmm@1, 160(%rsp)
  cmpq $2, %r12
  je L6
  leaq 32(%rbp), %rdx
  subq %rdx, %r9
  jb L9
  cmpq $16, %r9
  jb L8
  movq %rcx, %r9
  movdqu (%r8,%rdx), %xmm@1
  pxor 32(%rdi), %xmm@1
  movdqu %xmm@1, (%r8,%rdx)
  pshufb %xmm@3, %xmm@1
  movdqa %xmm@1, 176(%rsp)
  cmpq $3, %r12
  je L6
  leaq 48(%rbp), %rdx
  subq %rdx, %r9
  jb L9
  cmpq $16, %r9
  jb L8
  movq %rcx, %r9
  movdqu (%r8,%rdx), %xmm@1
  pxor 48(%rdi), %xmm@1
  movdqu %xmm@1, (%r8,%rdx)
  pshufb %xmm@3, %xmm@1
  movdqa %xmm@1, 192(%rsp)
  cmpq $4, %r12
  je L6
  leaq 64(%rbp), %rdx
  subq %rdx, %r9
  jb L9
  cmpq $16, %r9
  jb L8
  movq %rcx, %r9
  movdqu (%r8,%rdx), %xmm@1
  pxor 64(%rdi), %xmm@1
  movdqu %xmm@1, (%r8,%rdx)
  pshufb %xmm@3, %xmm@1
  movdqa %xmm@1, 208(%rsp)
  cmpq $5, %r12
  je L6
  leaq 80(%rbp), %rdx
  subq %rdx, %r9
  jb L9
  cmpq $16, %r9
  jb L8
  movq %rcx, %r9
  movdqu (%r8,%rdx), %xmm@1
  pxor 80(%rdi), %xmm@1
  movdqu %xmm@1, (%r8,%rdx)
  pshufb %xmm@3, %xmm@1
  movdqa %xmm@1, 224(%rsp)
  cmpq $6, %r12
  je L6
  leaq 96(%rbp), %rdx
  subq %rdx, %r9
  jb L9
  cmpq $16, %r9
  jb L8
  movq %rcx, %r9
  movdqu (%r8,%rdx), %xmm@1
  pxor 96(%rdi), %xmm@1
  movdqu %xmm@1, (%r8,%rdx)
  pshufb %xmm@3, %xmm@1
  movdqa %xmm@1, 240(%rsp)
  cmpq $7, %r12
  je L6
  leaq 112(%rbp), %rdx
  subq %rdx, %r9
  jb L9
  cmpq $16, %r9
  jb L8
  testb %al, %al
  jne L10
  movq %rcx, %r9
  movdqu (%r8,%rdx), %xmm@1
  pxor 112(%rdi), %xmm@1
  movdqu %xmm@1, (%r8,%rdx)
  pshufb %xmm@3, %xmm@1
  movdqa %xmm@1, 256(%rsp)
  cmpq $8, %r12
  jne L11
L6:
  testq %r13, %r13
  je L12
  movq %r9, %rax
  andq $-16, %rax
  addq %rax, %r8
  cmpl $8, %r13d
  jbe L13
  movq (%r8), %rax
  cmpl $12, %r13d
  jae L14
  movq %r9, %r14
  leaq 8(%r8), %r9
  leaq -8(%r13), %rcx
  leaq -9(%r13), %rdx
  movzbl (%r9), %ebp
  shrq %rcx
  movzbl (%r9,%rcx), %edi
  shll $3, %ecx
  shlq %cl, %rdi
  orq %rbp, %rdi
  movzbl -9(%r9,%r13), %ebp
  movq %r14, %r9
  shll $3, %edx
  movl %edx, %ecx
  shlq %cl, %rbp
  orq %rdi, %rbp
  movq 352(%rsp), %r14
  jmp L15
L13:
  cmpl $4, %r13d
  jae L16
  movl %r13d, %ecx
  shrl %ecx
  movzbl (%r8,%rcx), %edx
  shll $3, %ecx
  shlq %cl, %rdx
  leaq -1(%r13), %rcx
  movzbl -1(%r8,%r13), %eax
  shll $3, %ecx
  shlq %cl, %rax
  movzbl (%r8), %ecx
  orq %rcx, %rdx
  orq %rdx, %rax
  jmp L17
L14:
  movl 8(%r8), %edx
  leal (,%r13,8), %ecx
  movl -4(%r8,%r13), %ebp
  addb $-96, %cl
  shlq %cl, %rbp
  orq %rdx, %rbp
  jmp L15
L16:
  cmpl $8, %r13d
  jne L18
  movq (%r8), %rax
  jmp L17
L4:
  movdqa 368(%rsi), %xmm@0
  movdqa %xmm@1, %xmm@7
  pshufb %xmm@0, %xmm@7
  movd C1(%rip), %xmm@2
  paddd %xmm@1, %xmm@2
  pshufb %xmm@0, %xmm@2
  movd C0(%rip), %xmm@4
  paddd %xmm@1, %xmm@4
  pshufb %xmm@0, %xmm@4
  movd C3(%rip), %xmm@5
  paddd %xmm@1, %xmm@5
  pshufb %xmm@0, %xmm@5
  movd C2(%rip), %xmm@6
  paddd %xmm@1, %xmm@6
  pshufb %xmm@0, %xmm@6
  movd C5(%rip), %xmm@8
  paddd %xmm@1, %xmm@8
  pshufb %xmm@0, %xmm@8
  movd C4(%rip), %xmm@3
  paddd %xmm@1, %xmm@3
  paddd C6(%rip), %xmm@1
  pshufb %xmm@0, %xmm@3
  pshufb %xmm@0, %xmm@1
  movdqa 128(%rsi), %xmm@0
  movdqa 144(%rsi), %xmm@10
  movdqa 160(%rsi), %xmm@11
  movdqa 176(%rsi), %xmm@9
  pxor %xmm@0, %xmm@7
  pxor %xmm@0, %xmm@2
  pxor %xmm@0, %xmm@4
  pxor %xmm@0, %xmm@5
  pxor %xmm@0, %xmm@6
  pxor %xmm@0, %xmm@8
  pxor %xmm@0, %xmm@3
  pxor %xmm@0, %xmm@1
  pxor 384(%rsi), %xmm@0
  aesenc %xmm@10, %xmm@7
  aesenc %xmm@10, %xmm@2
  aesenc %xmm@10, %xmm@4
  aesenc %xmm@10, %xmm@5
  aesenc %xmm@10, %xmm@6
  aesenc %xmm@10, %xmm@8
  aesenc %xmm@10, %xmm@3
  aesenc %xmm@10, %xmm@1
  aesenc %xmm@10, %xmm@0
  aesenc %xmm@11, %xmm@7
  aesenc %xmm@11, %xmm@2
  aesenc %xmm@11, %xmm@4
  aesenc %xmm@11, %xmm@5
  aesenc %xmm@11, %xmm@6
  aesenc %xmm@11, %xmm@8
  aesenc %xmm@11, %xmm@3
  aesenc %xmm@11, %xmm@1
  aesenc %xmm@11, %xmm@0
  aesenc %xmm@9, %xmm@7
  aesenc %xmm@9, %xmm@2
  aesenc %xmm@9, %xmm@4
  aesenc %xmm@9, %xmm@5
  aesenc %xmm@9, %xmm@6
  aesenc %xmm@9, %xmm@8
  aesenc %xmm@9, %xmm@3
  aesenc %xmm@9, %xmm@1
  aesenc %xmm@9, %xmm@0
  movdqa 192(%rsi), %xmm@9
  aesenc %xmm@9, %xmm@7
  aesenc %xmm@9, %xmm@2
  aesenc %xmm@9, %xmm@4
  aesenc %xmm@9, %xmm@5
  aesenc %xmm@9, %xmm@6
  aesenc %xmm@9, %xmm@8
  aesenc %xmm@9, %xmm@3
  aesenc %xmm@9, %xmm@1
  aesenc %xmm@9, %xmm@0
  movdqa 208(%rsi), %xmm@9
  aesenc %xmm@9, %xmm@7
  aesenc %xmm@9, %xmm@2
  aesenc %xmm@9, %xmm@4
  aesenc %xmm@9, %xmm@5
  aesenc %xmm@9, %xmm@6
  aesenc %xmm@9, %xmm@8
  aesenc %xmm@9, %xmm@3
  aesenc %xmm@9, %xmm@1
  aesenc %xmm@9, %xmm@0
  movdqa 224(%rsi), %xmm@9
  aesenc %xmm@9, %xmm@7
  aesenc %xmm@9, %xmm@2
  aesenc %xmm@9, %xmm@4
  aesenc %xmm@9, %xmm@5
  aesenc %xmm@9, %xmm@6
  aesenc %xmm@9, %xmm@8
  aesenc %xmm@9, %xmm@3
  aesenc %xmm@9, %xmm@1
  aesenc %xmm@9, %xmm@0
  movdqa 240(%rsi), %xmm@9
  aesenc %xmm@9, %xmm@7
  aesenc %xmm@9, %xmm@2
  aesenc %xmm@9, %xmm@4
  aesenc %xmm@9, %xmm@5
  aesenc %xmm@9, %xmm@6
  aesenc %xmm@9, %xmm@8
  aesenc %xmm@9, %xmm@3
  aesenc %xmm@9, %xmm@1
  aesenc %xmm@9, %xmm@0
  movdqa 256(%rsi), %xmm@9
  aesenc %xmm@9, %xmm@7
  aesenc %xmm@9, %xmm@2
  aesenc %xmm@9, %xmm@4
  aesenc %xmm@9, %xmm@5
  aesenc %xmm@9, %xmm@6
  aesenc %xmm@9, %xmm@8
  aesenc %xmm@9, %xmm@3
  aesenc %xmm@9, %xmm@1
  aesenc %xmm@9, %xmm@0
  movdqa 272(%rsi), %xmm@9
  aesenc %xmm@9, %xmm@7
  aesenc %xmm@9, %xmm@2
  aesenc %xmm@9, %xmm@4
  aesenc %xmm@9, %xmm@5
  aesenc %xmm@9, %xmm@6
  aesenc %xmm@9, %xmm@8
  aesenc %xmm@9, %xmm@3
  aesenc %xmm@9, %xmm@1
  aesenc %xmm@9, %xmm@0
  movdqa 288(%rsi), %xmm@9
  aesenc %xmm@9, %xmm@7
  aesenc %xmm@9, %xmm@2
  aesenc %xmm@9, %xmm@4
  aesenc %xmm@9, %xmm@5
  aesenc %xmm@9, %xmm@6
  aesenc %xmm@9, %xmm@8
  aesenc %xmm@9, %xmm@3
  aesenc %xmm@9, %xmm@1
  aesenc %xmm@9, %xmm@0
  movdqa 304(%rsi), %xmm@9
  aesenc %xmm@9, %xmm@7
  aesenc %xmm@9, %xmm@2
  aesenc %xmm@9, %xmm@4
  aesenc %xmm@9, %xmm@5
  aesenc %xmm@9, %xmm@6
  aesenc %xmm@9, %xmm@8
  aesenc %xmm@9, %xmm@3
  aesenc %xmm@9, %xmm@1
  aesenc %xmm@9, %xmm@0
  movdqa 320(%rsi), %xmm@11
  aesenc %xmm@11, %xmm@7
  aesenc %xmm@11, %xmm@2
  aesenc %xmm@11, %xmm@4
  aesenc %xmm@11, %xmm@5
  aesenc %xmm@11, %xmm@6
  aesenc %xmm@11, %xmm@8
  aesenc %xmm@11, %xmm@3
  aesenc %xmm@11, %xmm@1
  movdqa 352(%rsi), %xmm@9
  aesenc %xmm@11, %xmm@0
  movdqa 336(%rsi), %xmm@11
  aesenc %xmm@11, %xmm@7
  aesenc %xmm@11, %xmm@2
  aesenc %xmm@11, %xmm@4
  aesenc %xmm@11, %xmm@5
  aesenc %xmm@11, %xmm@6
  aesenc %xmm@11, %xmm@8
  aesenc %xmm@11, %xmm@3
  aesenc %xmm@11, %xmm@1
  aesenc %xmm@11, %xmm@0
  aesenclast %xmm@9, %xmm@7
  aesenclast %xmm@9, %xmm@2
  aesenclast %xmm@9, %xmm@4
  aesenclast %xmm@9, %xmm@5
  aesenclast %xmm@9, %xmm@6
  aesenclast %xmm@9, %xmm@8
  aesenclast %xmm@9, %xmm@3
  aesenclast %xmm@9, %xmm@1
  aesenclast %xmm@9, %xmm@0
  movdqa %xmm@7, (%rsp)
  movdqa %xmm@2, 16(%rsp)
  movdqa %xmm@4, 32(%rsp)
  movdqa %xmm@5, 48(%rsp)
  movdqa %xmm@6, 64(%rsp)
  movdqa %xmm@8, 80(%rsp)
  movq %rsp, %rdi
  xorl %eax, %eax
  movq %r10, %rbp
  movdqa %xmm@1, %xmm@2
  movdqa %xmm@7, %xmm@1
  xorl %r10d, %r10d
  jmp L5
L18:
  leaq -4(%r13), %rcx
  movl -4(%r8,%r13), %eax
  shll $3, %ecx
  shlq %cl, %rax
  movl (%r8), %ecx
  orq %rcx, %rax
L17:
  xorl %ebp, %ebp
L15:
  addq %r12, %r10
  cmpq $7, %r10
  ja L19
  shlq $4, %r10
  movq %rbp, %xmm@3
  movq %rax, %xmm@1
  punpcklqdq %xmm@3, %xmm@1
  pxor (%rsp,%r10), %xmm@1
  cmpl $8, %r13d
  jbe L20
  movq %xmm@1, (%r8)
  addq $8, %r8
  pextrq $1, %xmm@1, %rax
  cmpl $12, %r13d
  jae L21
  leaq -8(%r13), %rdx
  movb %al, (%r8)
  shrq %rdx
  leal (,%rdx,8), %ecx
  movq %rax, %rdi
  shrq %cl, %rdi
  movb %dil, (%r8,%rdx)
  leaq -9(%r13), %rcx
  shll $3, %ecx
  shrq %cl, %rax
  movb %al, -9(%r8,%r13)
  jmp L22
L20:
  movq %xmm@1, %rax
  cmpl $4, %r13d
  jae L23
  movb %al, (%r8)
  movl %r13d, %edx
  shrl %edx
  movl %edx, %ecx
  shll $3, %ecx
  movq %rax, %rdi
  shrq %cl, %rdi
  movb %dil, (%r8,%rdx)
  leaq -1(%r13), %rcx
  shll $3, %ecx
  shrq %cl, %rax
  movb %al, -1(%r8,%r13)
  jmp L22
L21:
  movl %eax, (%r8)
  leaq -12(%r13), %rcx
  shll $3, %ecx
  shrq %cl, %rax
  movl %eax, -12(%r8,%r13)
  jmp L22
L23:
  cmpl $8, %r13d
  jne L24
  movq %rax, (%r8)
  jmp L22
L24:
  movl %eax, (%r8)
  leaq -4(%r13), %rcx
  shll $3, %ecx
  shrq %cl, %rax
  movl %eax, -4(%r8,%r13)
L22:
  movd %r13d, %xmm@3
  pxor %xmm@2, %xmm@2
  pshufb %xmm@2, %xmm@3
  pcmpgtb C7(%rip), %xmm@3
  pand %xmm@1, %xmm@3
  pshufb 368(%rsi), %xmm@3
  shlq $4, %r12
  movdqa %xmm@3, 144(%rsp,%r12)
L12:
  cmpq $9, %r11
  jae L25
  movq 360(%rsp), %xmm@1
  movq %r9, %xmm@3
  punpcklqdq %xmm@1, %xmm@3
  psllq $3, %xmm@3
  movq %r11, %rax
  shlq $4, %rax
  movdqa %xmm@3, 144(%rsp,%rax)
  cmpq $8, %r11
  movq 128(%rsp), %rax
  jne L26
  movdqa 144(%rsp), %xmm@5
  movdqa 160(%rsp), %xmm@6
  movdqa 176(%rsp), %xmm@7
  movdqa 192(%rsp), %xmm@1
  pxor (%rax), %xmm@5
  movdqa (%rsi), %xmm@3
  movdqa 16(%rsi), %xmm@2
  movdqa 32(%rsi), %xmm@8
  movdqa 48(%rsi), %xmm@4
  movdqa %xmm@5, %xmm@9
  pclmulqdq $0, %xmm@3, %xmm@9
  movdqa %xmm@5, %xmm@11
  pclmulqdq $17, %xmm@3, %xmm@11
  movdqa %xmm@5, %xmm@10
  pclmulqdq $1, %xmm@3, %xmm@10
  pclmulqdq $16, %xmm@3, %xmm@5
  pxor %xmm@10, %xmm@5
  movdqa %xmm@6, %xmm@10
  pclmulqdq $0, %xmm@2, %xmm@10
  movdqa %xmm@6, %xmm@12
  pclmulqdq $17, %xmm@2, %xmm@12
  movdqa %xmm@6, %xmm@3
  pclmulqdq $1, %xmm@2, %xmm@3
  pclmulqdq $16, %xmm@2, %xmm@6
  pxor %xmm@3, %xmm@6
  movdqa %xmm@7, %xmm@3
  pclmulqdq $0, %xmm@8, %xmm@3
  pxor %xmm@10, %xmm@3
  pxor %xmm@9, %xmm@3
  movdqa %xmm@7, %xmm@2
  pclmulqdq $17, %xmm@8, %xmm@2
  pxor %xmm@12, %xmm@2
  pxor %xmm@11, %xmm@2
  movdqa %xmm@7, %xmm@9
  pclmulqdq $1, %xmm@8, %xmm@9
  pxor %xmm@6, %xmm@9
  pxor %xmm@5, %xmm@9
  pclmulqdq $16, %xmm@8, %xmm@7
  movdqa %xmm@1, %xmm@6
  pclmulqdq $0, %xmm@4, %xmm@6
  movdqa %xmm@1, %xmm@8
  pclmulqdq $17, %xmm@4, %xmm@8
  movdqa %xmm@1, %xmm@5
  pclmulqdq $1, %xmm@4, %xmm@5
  pxor %xmm@7, %xmm@5
  pclmulqdq $16, %xmm@4, %xmm@1
  pxor %xmm@5, %xmm@1
  movdqa 208(%rsp), %xmm@5
  movdqa 64(%rsi), %xmm@4
  movdqa %xmm@5, %xmm@11
  pclmulqdq $0, %xmm@4, %xmm@11
  pxor %xmm@6, %xmm@11
  movdqa %xmm@5, %xmm@6
  pclmulqdq $17, %xmm@4, %xmm@6
  pxor %xmm@8, %xmm@6
  movdqa %xmm@5, %xmm@7
  pclmulqdq $1, %xmm@4, %xmm@7
  pxor %xmm@1, %xmm@7
  pxor %xmm@9, %xmm@7
  pclmulqdq $16, %xmm@4, %xmm@5
  movdqa 224(%rsp), %xmm@1
  movdqa 80(%rsi), %xmm@8
  movdqa %xmm@1, %xmm@4
  pclmulqdq $0, %xmm@8, %xmm@4
  pxor %xmm@11, %xmm@4
  pxor %xmm@3, %xmm@4
  movdqa %xmm@1, %xmm@3
  pclmulqdq $17, %xmm@8, %xmm@3
  pxor %xmm@6, %xmm@3
  pxor %xmm@2, %xmm@3
  movdqa %xmm@1, %xmm@2
  pclmulqdq $1, %xmm@8, %xmm@2
  pxor %xmm@5, %xmm@2
  pclmulqdq $16, %xmm@8, %xmm@1
  pxor %xmm@2, %xmm@1
  movdqa 240(%rsp), %xmm@5
  movdqa 96(%rsi), %xmm@2
  movdqa %xmm@5, %xmm@6
  pclmulqdq $0, %xmm@2, %xmm@6
  movdqa %xmm@5, %xmm@8
  pclmulqdq $17, %xmm@2, %xmm@8
  movdqa %xmm@5, %xmm@9
  pclmulqdq $1, %xmm@2, %xmm@9
  pxor %xmm@1, %xmm@9
  pclmulqdq $16, %xmm@2, %xmm@5
  pxor %xmm@9, %xmm@5
  pxor %xmm@7, %xmm@5
  movdqa 256(%rsp), %xmm@2
  movdqa 112(%rsi), %xmm@1
  movdqa %xmm@2, %xmm@7
  pclmulqdq $0, %xmm@1, %xmm@7
  pxor %xmm@6, %xmm@7
  pxor %xmm@4, %xmm@7
  movdqa %xmm@2, %xmm@4
  pclmulqdq $17, %xmm@1, %xmm@4
  pxor %xmm@8, %xmm@4
  pxor %xmm@3, %xmm@4
  movdqa %xmm@2, %xmm@3
  pclmulqdq $1, %xmm@1, %xmm@3
  pclmulqdq $16, %xmm@1, %xmm@2
  pxor %xmm@3, %xmm@2
  pxor %xmm@5, %xmm@2
  movdqa %xmm@2, %xmm@5
  pslldq $8, %xmm@5
  pxor %xmm@7, %xmm@5
  psrldq $8, %xmm@2
  movabsq $-4467570830351532032, %rax
  movq %rax, %xmm@3
  pshufd $78, %xmm@5, %xmm@7
  pclmulqdq $0, %xmm@3, %xmm@5
  pxor %xmm@7, %xmm@5
  pshufd $78, %xmm@5, %xmm@7
  pclmulqdq $0, %xmm@3, %xmm@5
  pxor %xmm@2, %xmm@7
  pxor %xmm@4, %xmm@7
  pxor %xmm@5, %xmm@7
  pxor 272(%rsp), %xmm@7
  movdqa %xmm@7, %xmm@2
  pclmulqdq $0, %xmm@1, %xmm@2
  movdqa %xmm@7, %xmm@4
  pclmulqdq $17, %xmm@1, %xmm@4
  movdqa %xmm@7, %xmm@5
  pclmulqdq $1, %xmm@1, %xmm@5
  pclmulqdq $16, %xmm@1, %xmm@7
  pxor %xmm@5, %xmm@7
  movdqa %xmm@7, %xmm@1
  pslldq $8, %xmm@1
  pxor %xmm@2, %xmm@1
  psrldq $8, %xmm@7
  pxor %xmm@4, %xmm@7
  pshufd $78, %xmm@1, %xmm@2
  pclmulqdq $0, %xmm@3, %xmm@1
  pxor %xmm@2, %xmm@1
  pclmulqdq $0, %xmm@1, %xmm@3
  pshufd $78, %xmm@1, %xmm@1
  jmp L27
L26:
  movdqa 144(%rsp), %xmm@2
  pxor (%rax), %xmm@2
  movq %r11, %rax
  xorq $7, %rax
  shlq $4, %rax
  movdqa (%rsi,%rax), %xmm@7
  movdqa %xmm@2, %xmm@3
  pclmulqdq $0, %xmm@7, %xmm@3
  movdqa %xmm@2, %xmm@1
  pclmulqdq $17, %xmm@7, %xmm@1
  movdqa %xmm@2, %xmm@4
  pclmulqdq $1, %xmm@7, %xmm@4
  pclmulqdq $16, %xmm@7, %xmm@2
  pxor %xmm@4, %xmm@2
  testq %r11, %r11
  je L28
  movq %r14, %rax
  subq %r15, %rax
  subq %rbx, %rax
  shlq $4, %r15
  shll $4, %ebx
  addq %r15, %rbx
  shlq $4, %r14
  subq %r14, %rbx
  xorl %ecx, %ecx
L29:
  movdqa 160(%rsp,%rcx), %xmm@7
  movl %eax, %edx
  andl $7, %edx
  shll $4, %edx
  movdqa (%rsi,%rdx), %xmm@4
  movdqa %xmm@7, %xmm@5
  pclmulqdq $0, %xmm@4, %xmm@5
  pxor %xmm@5, %xmm@3
  movdqa %xmm@7, %xmm@5
  pclmulqdq $17, %xmm@4, %xmm@5
  pxor %xmm@5, %xmm@1
  movdqa %xmm@7, %xmm@5
  pclmulqdq $1, %xmm@4, %xmm@5
  pxor %xmm@2, %xmm@5
  pclmulqdq $16, %xmm@4, %xmm@7
  pxor %xmm@5, %xmm@7
  incq %rax
  addq $16, %rcx
  movdqa %xmm@7, %xmm@2
  cmpq %rcx, %rbx
  jne L29
  jmp L30
L28:
  movdqa %xmm@2, %xmm@7
L30:
  movdqa %xmm@7, %xmm@2
  pslldq $8, %xmm@2
  pxor %xmm@3, %xmm@2
  psrldq $8, %xmm@7
  pxor %xmm@1, %xmm@7
  movabsq $-4467570830351532032, %rax
  movq %rax, %xmm@3
  pshufd $78, %xmm@2, %xmm@1
  pclmulqdq $0, %xmm@3, %xmm@2
  pxor %xmm@1, %xmm@2
  pclmulqdq $0, %xmm@2, %xmm@3
  pshufd $78, %xmm@2, %xmm@1
L27:
  pxor %xmm@7, %xmm@1
  pxor %xmm@3, %xmm@1
  pshufb 368(%rsi), %xmm@1
  pxor %xmm@1, %xmm@0
  movq 136(%rsp), %rax
  movdqu %xmm@0, (%rax)
  addq $296, %rsp
  popq %rbx
  popq %r12
  popq %r13
  popq %r14
  popq %r15
  popq %rbp
  retq
L9:
  movq %rcx, %r9
L7:
  leaq C8(%rip), %rcx
  movq %rdx, %rdi
  movq %r9, %rsi
  movq %r9, %rdx
  callq *core::slice::index::slice_index_fail(%rip)
L25:
  leaq C9(%rip), %rdx
  movl $9, %esi
  movq %r11, %rdi
  callq *core::panicking::panic_bounds_check(%rip)
L19:
  leaq C10(%rip), %rdx
  movl $8, %esi
  movq %r10, %rdi
  callq *core::panicking::panic_bounds_check(%rip)
L11:
  subq $-128, %rbp
  movq %r9, %rax
  movq %rbp, %rdx
  subq %rbp, %rax
  jb L7
  cmpq $16, %rax
  jb L8
L10:
  leaq C11(%rip), %rdx
  movl $8, %edi
  movl $8, %esi
  callq *core::panicking::panic_bounds_check(%rip)
L8:
  leaq C12(%rip), %rdi
  leaq C13(%rip), %rdx
  movl $45, %esi
  callq *core::option::expect_failed(%rip)
== hw_gcm::arch::x86_64::aesni_clmul::tail#1
  pushq %rbp
  pushq %r15
  pushq %r14
  pushq %r13
  pushq %r12
  pushq %rbx
  subq $296, %rsp
  movq %rdi, 136(%rsp)
  movq 352(%rsp), %r14
  xorps %xmm@0, %xmm@0
  movaps %xmm@0, 112(%rsp)
  movaps %xmm@0, 96(%rsp)
  movaps %xmm@0, 80(%rsp)
  movaps %xmm@0, 64(%rsp)
  movaps %xmm@0, 48(%rsp)
  movaps %xmm@0, 32(%rsp)
  movaps %xmm@0, 16(%rsp)
  movaps %xmm@0, (%rsp)
  movq %r9, %r15
  shrq $4, %r15
  movq %r15, %r12
  subq %r14, %r12
  xorl %ebx, %ebx
  movq %r9, %r13
  andq $15, %r13
  setne %bl
  leaq (%r12,%rbx), %r11
  movdqa (%rdx), %xmm@1
  cmpq $4, %r11
  movq %rcx, 128(%rsp)
  jae L0
  movdqa 368(%rsi), %xmm@0
  movd C0(%rip), %xmm@2
  paddd %xmm@1, %xmm@2
  pshufb %xmm@0, %xmm@2
  movd C1(%rip), %xmm@3
  paddd %xmm@1, %xmm@3
  pshufb %xmm@0, %xmm@3
  pshufb %xmm@0, %xmm@1
  movdqa 128(%rsi), %xmm@4
  movdqa 144(%rsi), %xmm@5
  movdqa 160(%rsi), %xmm@6
  movdqa 176(%rsi), %xmm@7
  movdqa 384(%rsi), %xmm@0
  pxor %xmm@4, %xmm@0
  pxor %xmm@4, %xmm@1
  pxor %xmm@4, %xmm@3
  pxor %xmm@4, %xmm@2
  aesenc %xmm@5, %xmm@0
  aesenc %xmm@5, %xmm@1
  aesenc %xmm@5, %xmm@3
  aesenc %xmm@5, %xmm@2
  aesenc %xmm@6, %xmm@0
  aesenc %xmm@6, %xmm@1
  aesenc %xmm@6, %xmm@3
  aesenc %xmm@6, %xmm@2
  aesenc %xmm@7, %xmm@0
  aesenc %xmm@7, %xmm@1
  aesenc %xmm@7, %xmm@3
  aesenc %xmm@7, %xmm@2
  movdqa 192(%rsi), %xmm@7
  aesenc %xmm@7, %xmm@0
  aesenc %xmm@7, %xmm@1
  aesenc %xmm@7, %xmm@3
  aesenc %xmm@7, %xmm@2
  movdqa 208(%rsi), %xmm@7
  aesenc %xmm@7, %xmm@0
  aesenc %xmm@7, %xmm@1
  aesenc %xmm@7, %xmm@3
  aesenc %xmm@7, %xmm@2
  movdqa 224(%rsi), %xmm@7
  aesenc %xmm@7, %xmm@0
  aesenc %xmm@7, %xmm@1
  aesenc %xmm@7, %xmm@3
  aesenc %xmm@7, %xmm@2
  movdqa 240(%rsi), %xmm@7
  aesenc %xmm@7, %xmm@0
  aesenc %xmm@7, %xmm@1
  aesenc %xmm@7, %xmm@3
  aesenc %xmm@7, %xmm@2
  movdqa 256(%rsi), %xmm@7
  aesenc %xmm@7, %xmm@0
  aesenc %xmm@7, %xmm@1
  aesenc %xmm@7, %xmm@3
  aesenc %xmm@7, %xmm@2
  movdqa 272(%rsi), %xmm@7
  aesenc %xmm@7, %xmm@0
  aesenc %xmm@7, %xmm@1
  aesenc %xmm@7, %xmm@3
  aesenc %xmm@7, %xmm@2
  leaq 32(%rsp), %rbp
  movdqa 288(%rsi), %xmm@7
  aesenc %xmm@7, %xmm@0
  aesenc %xmm@7, %xmm@1
  aesenc %xmm@7, %xmm@3
  leaq 48(%rsp), %rdx
  aesenc %xmm@7, %xmm@2
  movdqa 304(%rsi), %xmm@7
  aesenc %xmm@7, %xmm@0
  aesenc %xmm@7, %xmm@1
  aesenc %xmm@7, %xmm@3
  aesenc %xmm@7, %xmm@2
  leaq 16(%rsp), %rdi
  movdqa 320(%rsi), %xmm@7
  aesenc %xmm@7, %xmm@0
  aesenc %xmm@7, %xmm@1
  aesenc %xmm@7, %xmm@3
  movdqa 352(%rsi), %xmm@4
  aesenc %xmm@7, %xmm@2
  movdqa 336(%rsi), %xmm@7
  aesenc %xmm@7, %xmm@0
  aesenc %xmm@7, %xmm@1
  aesenc %xmm@7, %xmm@3
  aesenc %xmm@7, %xmm@2
  aesenclast %xmm@4, %xmm@0
  aesenclast %xmm@4, %xmm@1
  aesenclast %xmm@4, %xmm@3
  aesenclast %xmm@4, %xmm@2
  movdqa %xmm@0, (%rsp)
  movdqa %xmm@1, 16(%rsp)
  jmp L1
L0:
  leaq 16(%rsp), %rdi
  leaq 112(%rsp), %rdx
  leaq 96(%rsp), %rbp
  leaq -6(%r11), %rax
  cmpq $2, %rax
  jb L2
  movq %rbp, %r10
  leaq 64(%rsp), %rbp
  cmpq $4, %r11
  je L3
  cmpq $5, %r11
  jne L4
  movdqa 368(%rsi), %xmm@0
  movd C2(%rip), %xmm@2
  paddd %xmm@1, %xmm@2
  pshufb %xmm@0, %xmm@2
  movd C3(%rip), %xmm@3
  paddd %xmm@1, %xmm@3
  pshufb %xmm@0, %xmm@3
  movd C0(%rip), %xmm@7
  paddd %xmm@1, %xmm@7
  pshufb %xmm@0, %xmm@7
  movd C1(%rip), %xmm@4
  paddd %xmm@1, %xmm@4
  pshufb %xmm@0, %xmm@4
  pshufb %xmm@0, %xmm@1
  movdqa 128(%rsi), %xmm@8
  movdqa 144(%rsi), %xmm@9
  movdqa 160(%rsi), %xmm@6
  movdqa 176(%rsi), %xmm@5
  movdqa 384(%rsi), %xmm@0
  pxor %xmm@8, %xmm@0
  pxor %xmm@8, %xmm@1
  pxor %xmm@8, %xmm@4
  pxor %xmm@8, %xmm@7
  pxor %xmm@8, %xmm@3
  pxor %xmm@8, %xmm@2
  aesenc %xmm@9, %xmm@0
  aesenc %xmm@9, %xmm@1
  aesenc %xmm@9, %xmm@4
  aesenc %xmm@9, %xmm@7
  aesenc %xmm@9, %xmm@3
  aesenc %xmm@9, %xmm@2
  aesenc %xmm@6, %xmm@0
  aesenc %xmm@6, %xmm@1
  aesenc %xmm@6, %xmm@4
  aesenc %xmm@6, %xmm@7
  aesenc %xmm@6, %xmm@3
  aesenc %xmm@6, %xmm@2
  aesenc %xmm@5, %xmm@0
  aesenc %xmm@5, %xmm@1
  aesenc %xmm@5, %xmm@4
  aesenc %xmm@5, %xmm@7
  aesenc %xmm@5, %xmm@3
  aesenc %xmm@5, %xmm@2
  movdqa 192(%rsi), %xmm@5
  aesenc %xmm@5, %xmm@0
  aesenc %xmm@5, %xmm@1
  aesenc %xmm@5, %xmm@4
  aesenc %xmm@5, %xmm@7
  aesenc %xmm@5, %xmm@3
  aesenc %xmm@5, %xmm@2
  movdqa 208(%rsi), %xmm@5
  aesenc %xmm@5, %xmm@0
  aesenc %xmm@5, %xmm@1
  aesenc %xmm@5, %xmm@4
  aesenc %xmm@5, %xmm@7
  aesenc %xmm@5, %xmm@3
  aesenc %xmm@5, %xmm@2
  movdqa 224(%rsi), %xmm@5
  aesenc %xmm@5, %xmm@0
  aesenc %xmm@5, %xmm@1
  aesenc %xmm@5, %xmm@4
  aesenc %xmm@5, %xmm@7
  aesenc %xmm@5, %xmm@3
  aesenc %xmm@5, %xmm@2
  movdqa 240(%rsi), %xmm@5
  aesenc %xmm@5, %xmm@0
  aesenc %xmm@5, %xmm@1
  aesenc %xmm@5, %xmm@4
  aesenc %xmm@5, %xmm@7
  aesenc %xmm@5, %xmm@3
  aesenc %xmm@5, %xmm@2
  movdqa 256(%rsi), %xmm@5
  aesenc %xmm@5, %xmm@0
  aesenc %xmm@5, %xmm@1
  aesenc %xmm@5, %xmm@4
  aesenc %xmm@5, %xmm@7
  aesenc %xmm@5, %xmm@3
  aesenc %xmm@5, %xmm@2
  movdqa 272(%rsi), %xmm@5
  aesenc %xmm@5, %xmm@0
  aesenc %xmm@5, %xmm@1
  aesenc %xmm@5, %xmm@4
  aesenc %xmm@5, %xmm@7
  aesenc %xmm@5, %xmm@3
  aesenc %xmm@5, %xmm@2
  movdqa 288(%rsi), %xmm@5
  aesenc %xmm@5, %xmm@0
  aesenc %xmm@5, %xmm@1
  aesenc %xmm@5, %xmm@4
  aesenc %xmm@5, %xmm@7
  aesenc %xmm@5, %xmm@3
  aesenc %xmm@5, %xmm@2
  movdqa 304(%rsi), %xmm@5
  aesenc %xmm@5, %xmm@0
  aesenc %xmm@5, %xmm@1
  aesenc %xmm@5, %xmm@4
  aesenc %xmm@5, %xmm@7
  aesenc %xmm@5, %xmm@3
  leaq 80(%rsp), %rdx
  aesenc %xmm@5, %xmm@2
  movdqa 320(%rsi), %xmm@5
  aesenc %xmm@5, %xmm@0
  aesenc %xmm@5, %xmm@1
  aesenc %xmm@5, %xmm@4
  aesenc %xmm@5, %xmm@7
  aesenc %xmm@5, %xmm@3
  aesenc %xmm@5, %xmm@2
  movdqa 352(%rsi), %xmm@5
  movdqa 336(%rsi), %xmm@6
  aesenc %xmm@6, %xmm@0
  aesenc %xmm@6, %xmm@1
  aesenc %xmm@6, %xmm@4
  aesenc %xmm@6, %xmm@7
  aesenc %xmm@6, %xmm@3
  aesenc %xmm@6, %xmm@2
  aesenclast %xmm@5, %xmm@0
  aesenclast %xmm@5, %xmm@1
  aesenclast %xmm@5, %xmm@4
  aesenclast %xmm@5, %xmm@7
  aesenclast %xmm@5, %xmm@3
  aesenclast %xmm@5, %xmm@2
  movdqa %xmm@0, (%rsp)
  movdqa %xmm@1, 16(%rsp)
  movdqa %xmm@4, 32(%rsp)
  movdqa %xmm@7, 48(%rsp)
  jmp L1
L2:
  movdqa 368(%rsi), %xmm@0
  movd C4(%rip), %xmm@2
  paddd %xmm@1, %xmm@2
  pshufb %xmm@0, %xmm@2
  movd C5(%rip), %xmm@3
  paddd %xmm@1, %xmm@3
  pshufb %xmm@0, %xmm@3
  movd C2(%rip), %xmm@7
  paddd %xmm@1, %xmm@7
  pshufb %xmm@0, %xmm@7
  movd C3(%rip), %xmm@4
  paddd %xmm@1, %xmm@4
  pshufb %xmm@0, %xmm@4
  movd C0(%rip), %xmm@5
  paddd %xmm@1, %xmm@5
  pshufb %xmm@0, %xmm@5
  movd C1(%rip), %xmm@6
  paddd %xmm@1, %xmm@6
  pshufb %xmm@0, %xmm@6
  pshufb %xmm@0, %xmm@1
  movdqa 128(%rsi), %xmm@10
  movdqa 144(%rsi), %xmm@11
  movdqa 160(%rsi), %xmm@9
  movdqa 176(%rsi), %xmm@8
  movdqa 384(%rsi), %xmm@0
  pxor %xmm@10, %xmm@0
  pxor %xmm@10, %xmm@1
  pxor %xmm@10, %xmm@6
  pxor %xmm@10, %xmm@5
  pxor %xmm@10, %xmm@4
  pxor %xmm@10, %xmm@7
  pxor %xmm@10, %xmm@3
  pxor %xmm@10, %xmm@2
  aesenc %xmm@11, %xmm@0
  aesenc %xmm@11, %xmm@1
  aesenc %xmm@11, %xmm@6
  aesenc %xmm@11, %xmm@5
  aesenc %xmm@11, %xmm@4
  aesenc %xmm@11, %xmm@7
  aesenc %xmm@11, %xmm@3
  aesenc %xmm@11, %xmm@2
  aesenc %xmm@9, %xmm@0
  aesenc %xmm@9, %xmm@1
  aesenc %xmm@9, %xmm@6
  aesenc %xmm@9, %xmm@5
  aesenc %xmm@9, %xmm@4
  aesenc %xmm@9, %xmm@7
  aesenc %xmm@9, %xmm@3
  aesenc %xmm@9, %xmm@2
  aesenc %xmm@8, %xmm@0
  aesenc %xmm@8, %xmm@1
  aesenc %xmm@8, %xmm@6
  aesenc %xmm@8, %xmm@5
  aesenc %xmm@8, %xmm@4
  aesenc %xmm@8, %xmm@7
  aesenc %xmm@8, %xmm@3
  aesenc %xmm@8, %xmm@2
  movdqa 192(%rsi), %xmm@8
  aesenc %xmm@8, %xmm@0
  aesenc %xmm@8, %xmm@1
  aesenc %xmm@8, %xmm@6
  aesenc %xmm@8, %xmm@5
  aesenc %xmm@8, %xmm@4
  aesenc %xmm@8, %xmm@7
  aesenc %xmm@8, %xmm@3
  aesenc %xmm@8, %xmm@2
  movdqa 208(%rsi), %xmm@8
  aesenc %xmm@8, %xmm@0
  aesenc %xmm@8, %xmm@1
  aesenc %xmm@8, %xmm@6
  aesenc %xmm@8, %xmm@5
  aesenc %xmm@8, %xmm@4
  aesenc %xmm@8, %xmm@7
  aesenc %xmm@8, %xmm@3
  aesenc %xmm@8, %xmm@2
  movdqa 224(%rsi), %xmm@8
  aesenc %xmm@8, %xmm@0
  aesenc %xmm@8, %xmm@1
  aesenc %xmm@8, %xmm@6
  aesenc %xmm@8, %xmm@5
  aesenc %xmm@8, %xmm@4
  aesenc %xmm@8, %xmm@7
  aesenc %xmm@8, %xmm@3
  aesenc %xmm@8, %xmm@2
  movdqa 240(%rsi), %xmm@8
  aesenc %xmm@8, %xmm@0
  aesenc %xmm@8, %xmm@1
  aesenc %xmm@8, %xmm@6
  aesenc %xmm@8, %xmm@5
  aesenc %xmm@8, %xmm@4
  aesenc %xmm@8, %xmm@7
  aesenc %xmm@8, %xmm@3
  aesenc %xmm@8, %xmm@2
  movdqa 256(%rsi), %xmm@8
  aesenc %xmm@8, %xmm@0
  aesenc %xmm@8, %xmm@1
  aesenc %xmm@8, %xmm@6
  aesenc %xmm@8, %xmm@5
  aesenc %xmm@8, %xmm@4
  aesenc %xmm@8, %xmm@7
  aesenc %xmm@8, %xmm@3
  aesenc %xmm@8, %xmm@2
  movdqa 272(%rsi), %xmm@8
  aesenc %xmm@8, %xmm@0
  aesenc %xmm@8, %xmm@1
  aesenc %xmm@8, %xmm@6
  aesenc %xmm@8, %xmm@5
  aesenc %xmm@8, %xmm@4
  aesenc %xmm@8, %xmm@7
  aesenc %xmm@8, %xmm@3
  aesenc %xmm@8, %xmm@2
  movdqa 288(%rsi), %xmm@8
  aesenc %xmm@8, %xmm@0
  aesenc %xmm@8, %xmm@1
  aesenc %xmm@8, %xmm@6
  aesenc %xmm@8, %xmm@5
  aesenc %xmm@8, %xmm@4
  aesenc %xmm@8, %xmm@7
  aesenc %xmm@8, %xmm@3
  aesenc %xmm@8, %xmm@2
  movdqa 304(%rsi), %xmm@8
  aesenc %xmm@8, %xmm@0
  aesenc %xmm@8, %xmm@1
  aesenc %xmm@8, %xmm@6
  aesenc %xmm@8, %xmm@5
  aesenc %xmm@8, %xmm@4
  aesenc %xmm@8, %xmm@7
  aesenc %xmm@8, %xmm@3
  aesenc %xmm@8, %xmm@2
  movdqa 320(%rsi), %xmm@8
  aesenc %xmm@8, %xmm@0
  aesenc %xmm@8, %xmm@1
  aesenc %xmm@8, %xmm@6
  aesenc %xmm@8, %xmm@5
  aesenc %xmm@8, %xmm@4
  aesenc %xmm@8, %xmm@7
  aesenc %xmm@8, %xmm@3
  aesenc %xmm@8, %xmm@2
  movdqa 352(%rsi), %xmm@8
  movdqa 336(%rsi), %xmm@9
  aesenc %xmm@9, %xmm@0
  aesenc %xmm@9, %xmm@1
  aesenc %xmm@9, %xmm@6
  aesenc %xmm@9, %xmm@5
  aesenc %xmm@9, %xmm@4
  aesenc %xmm@9, %xmm@7
  aesenc %xmm@9, %xmm@3
  aesenc %xmm@9, %xmm@2
  aesenclast %xmm@8, %xmm@0
  aesenclast %xmm@8, %xmm@1
  aesenclast %xmm@8, %xmm@6
  aesenclast %xmm@8, %xmm@5
  aesenclast %xmm@8, %xmm@4
  aesenclast %xmm@8, %xmm@7
  aesenclast %xmm@8, %xmm@3
  aesenclast %xmm@8, %xmm@2
  movdqa %xmm@0, (%rsp)
  movdqa %xmm@1, 16(%rsp)
  movdqa %xmm@6, 32(%rsp)
  movdqa %xmm@5, 48(%rsp)
  movdqa %xmm@4, 64(%rsp)
  movdqa %xmm@7, 80(%rsp)
  jmp L1
L3:
  movdqa 368(%rsi), %xmm@0
  movd C3(%rip), %xmm@2
  paddd %xmm@1, %xmm@2
  pshufb %xmm@0, %xmm@2
  movd C0(%rip), %xmm@3
  paddd %xmm@1, %xmm@3
  pshufb %xmm@0, %xmm@3
  movd C1(%rip), %xmm@7
  paddd %xmm@1, %xmm@7
  pshufb %xmm@0, %xmm@7
  pshufb %xmm@0, %xmm@1
  movdqa 128(%rsi), %xmm@6
  movdqa 144(%rsi), %xmm@8
  movdqa 160(%rsi), %xmm@5
  movdqa 176(%rsi), %xmm@4
  movdqa 384(%rsi), %xmm@0
  pxor %xmm@6, %xmm@0
  pxor %xmm@6, %xmm@1
  pxor %xmm@6, %xmm@7
  pxor %xmm@6, %xmm@3
  pxor %xmm@6, %xmm@2
  aesenc %xmm@8, %xmm@0
  aesenc %xmm@8, %xmm@1
  aesenc %xmm@8, %xmm@7
  aesenc %xmm@8, %xmm@3
  aesenc %xmm@8, %xmm@2
  aesenc %xmm@5, %xmm@0
  aesenc %xmm@5, %xmm@1
  aesenc %xmm@5, %xmm@7
  aesenc %xmm@5, %xmm@3
  aesenc %xmm@5, %xmm@2
  aesenc %xmm@4, %xmm@0
  aesenc %xmm@4, %xmm@1
  aesenc %xmm@4, %xmm@7
  aesenc %xmm@4, %xmm@3
  aesenc %xmm@4, %xmm@2
  movdqa 192(%rsi), %xmm@4
  aesenc %xmm@4, %xmm@0
  aesenc %xmm@4, %xmm@1
  aesenc %xmm@4, %xmm@7
  aesenc %xmm@4, %xmm@3
  aesenc %xmm@4, %xmm@2
  movdqa 208(%rsi), %xmm@4
  aesenc %xmm@4, %xmm@0
  aesenc %xmm@4, %xmm@1
  aesenc %xmm@4, %xmm@7
  aesenc %xmm@4, %xmm@3
  aesenc %xmm@4, %xmm@2
  movdqa 224(%rsi), %xmm@4
  aesenc %xmm@4, %xmm@0
  aesenc %xmm@4, %xmm@1
  aesenc %xmm@4, %xmm@7
  aesenc %xmm@4, %xmm@3
  aesenc %xmm@4, %xmm@2
  movdqa 240(%rsi), %xmm@4
  aesenc %xmm@4, %xmm@0
  aesenc %xmm@4, %xmm@1
  aesenc %xmm@4, %xmm@7
  aesenc %xmm@4, %xmm@3
  aesenc %xmm@4, %xmm@2
  movdqa 256(%rsi), %xmm@4
  aesenc %xmm@4, %xmm@0
  aesenc %xmm@4, %xmm@1
  aesenc %xmm@4, %xmm@7
  aesenc %xmm@4, %xmm@3
  aesenc %xmm@4, %xmm@2
  movdqa 272(%rsi), %xmm@4
  aesenc %xmm@4, %xmm@0
  aesenc %xmm@4, %xmm@1
  aesenc %xmm@4, %xmm@7
  aesenc %xmm@4, %xmm@3
  aesenc %xmm@4, %xmm@2
  movdqa 288(%rsi), %xmm@4
  aesenc %xmm@4, %xmm@0
  aesenc %xmm@4, %xmm@1
  aesenc %xmm@4, %xmm@7
  aesenc %xmm@4, %xmm@3
  aesenc %xmm@4, %xmm@2
  movq %rbp, %rdx
  movdqa 304(%rsi), %xmm@4
  aesenc %xmm@4, %xmm@0
  aesenc %xmm@4, %xmm@1
  aesenc %xmm@4, %xmm@7
  aesenc %xmm@4, %xmm@3
  aesenc %xmm@4, %xmm@2
  leaq 48(%rsp), %rbp
  movdqa 320(%rsi), %xmm@4
  aesenc %xmm@4, %xmm@0
  aesenc %xmm@4, %xmm@1
  aesenc %xmm@4, %xmm@7
  aesenc %xmm@4, %xmm@3
  aesenc %xmm@4, %xmm@2
  movdqa 352(%rsi), %xmm@4
  movdqa 336(%rsi), %xmm@5
  aesenc %xmm@5, %xmm@0
  aesenc %xmm@5, %xmm@1
  aesenc %xmm@5, %xmm@7
  aesenc %xmm@5, %xmm@3
  aesenc %xmm@5, %xmm@2
  aesenclast %xmm@4, %xmm@0
  aesenclast %xmm@4, %xmm@1
  aesenclast %xmm@4, %xmm@7
  aesenclast %xmm@4, %xmm@3
  aesenclast %xmm@4, %xmm@2
  movdqa %xmm@0, (%rsp)
  movdqa %xmm@1, 16(%rsp)
  movdqa %xmm@7, 32(%rsp)
L1:
  movl $1, %r10d
  movb $1, %al
L5:
  movdqa %xmm@3, (%rbp)
  movdqa %xmm@2, (%rdx)
  pxor %xmm@3, %xmm@3
  movdqa %xmm@3, 272(%rsp)
  movdqa %xmm@3, 256(%rsp)
  movdqa %xmm@3, 240(%rsp)
  movdqa %xmm@3, 224(%rsp)
  movdqa %xmm@3, 208(%rsp)
  movdqa %xmm@3, 192(%rsp)
  movdqa %xmm@3, 176(%rsp)
  movdqa %xmm@3, 160(%rsp)
  movdqa %xmm@3, 144(%rsp)
  cmpq %r14, %r15
  je L6
  movq %r14, %rdx
  shlq $4, %rdx
  movq %r9, %rbp
  subq %rdx, %rbp
  jb L7
  cmpq $16, %rbp
  jb L8
  movdqa 368(%rsi), %xmm@3
  movdqu (%r8,%rdx), %xmm@2
  pxor %xmm@2, %xmm@1
  movdqu %xmm@1, (%r8,%rdx)
  pshufb %xmm@3, %xmm@2
  movdqa %xmm@2, 144(%rsp)
  cmpq $1, %r12
  je L6
  movq %r14, %rbp
  shlq $4, %rbp
  leaq 16(%rbp), %rdx
  movq %r9, %rcx
  subq %rdx, %r9
  jb L9
  cmpq $16, %r9
  jb L8
  movq %rcx, %r9
  movdqu (%r8,%rdx), %xmm@1
  movdqa 16(%rdi), %xmm@2
  pxor %xmm@1, %xmm@2
  movdqu %xmm@2, (%r8,%rdx)
  pshufb %xmm@3, %xmm@1
  movdqa %xmm@1, 160(%rsp)
  cmpq $2, %r12
  je L6
  leaq 32(%rbp), %rdx
  subq %rdx, %r9
  jb L9
  cmpq $16, %r9
  jb L8
  movq %rcx, %r9
  movdqu (%r8,%rdx), %xmm@1
  movdqa 32(%rdi), %xmm@2
  pxor %xmm@1, %xmm@2
  movdqu %xmm@2, (%r8,%rdx)
  pshufb %xmm@3, %xmm@1
  movdqa %xmm@1, 176(%rsp)
  cmpq $3, %r12
  je L6
  leaq 48(%rbp), %rdx
  subq %rdx, %r9
  jb L9
  cmpq $16, %r9
  jb L8
  movq %rcx, %r9
  movdqu (%r8,%rdx), %xmm@1
  movdqa 48(%rdi), %xmm@2
  pxor %xmm@1, %xmm@2
  movdqu %xmm@2, (%r8,%rdx)
  pshufb %xmm@3, %xmm@1
  movdqa %xmm@1, 192(%rsp)
  cmpq $4, %r12
  je L6
  leaq 64(%rbp), %rdx
  subq %rdx, %r9
  jb L9
  cmpq $16, %r9
  jb L8
  movq %rcx, %r9
  movdqu (%r8,%rdx), %xmm@1
  movdqa 64(%rdi), %xmm@2
  pxor %xmm@1, %xmm@2
  movdqu %xmm@2, (%r8,%rdx)
  pshufb %xmm@3, %xmm@1
  movdqa %xmm@1, 208(%rsp)
  cmpq $5, %r12
  je L6
  leaq 80(%rbp), %rdx
  subq %rdx, %r9
  jb L9
  cmpq $16, %r9
  jb L8
  movq %rcx, %r9
  movdqu (%r8,%rdx), %xmm@1
  movdqa 80(%rdi), %xmm@2
  pxor %xmm@1, %xmm@2
  movdqu %xmm@2, (%r8,%rdx)
  pshufb %xmm@3, %xmm@1
  movdqa %xmm@1, 224(%rsp)
  cmpq $6, %r12
  je L6
  leaq 96(%rbp), %rdx
  subq %rdx, %r9
  jb L9
  cmpq $16, %r9
  jb L8
  movq %rcx, %r9
  movdqu (%r8,%rdx), %xmm@1
  movdqa 96(%rdi), %xmm@2
  pxor %xmm@1, %xmm@2
  movdqu %xmm@2, (%r8,%rdx)
  pshufb %xmm@3, %xmm@1
  movdqa %xmm@1, 240(%rsp)
  cmpq $7, %r12
  je L6
  leaq 112(%rbp), %rdx
  subq %rdx, %r9
  jb L9
  cmpq $16, %r9
  jb L8
  testb %al, %al
  jne L10
  movq %rcx, %r9
  movdqu (%r8,%rdx), %xmm@1
  movdqa 112(%rdi), %xmm@2
  pxor %xmm@1, %xmm@2
  movdqu %xmm@2, (%r8,%rdx)
  pshufb %xmm@3, %xmm@1
  movdqa %xmm@1, 256(%rsp)
  cmpq $8, %r12
  jne L11
L6:
  testq %r13, %r13
  je L12
  movq %r9, %rax
  andq $-16, %rax
  addq %rax, %r8
  cmpl $8, %r13d
  jbe L13
  movq (%r8), %rax
  cmpl $12, %r13d
  jae L14
  movq %r9, %r14
  leaq 8(%r8), %r9
  leaq -8(%r13), %rcx
  leaq -9(%r13), %rdx
  movzbl (%r9), %ebp
  shrq %rcx
  movzbl (%r9,%rcx), %edi
  shll $3, %ecx
  shlq %cl, %rdi
  orq %rbp, %rdi
  movzbl -9(%r9,%r13), %ebp
  movq %r14, %r9
  shll $3, %edx
  movl %edx, %ecx
  shlq %cl, %rbp
  orq %rdi, %rbp
  movq 352(%rsp), %r14
  jmp L15
L13:
  cmpl $4, %r13d
  jae L16
  movl %r13d, %ecx
  shrl %ecx
  movzbl (%r8,%rcx), %edx
  shll $3, %ecx
  shlq %cl, %rdx
  leaq -1(%r13), %rcx
  movzbl -1(%r8,%r13), %eax
  shll $3, %ecx
  shlq %cl, %rax
  movzbl (%r8), %ecx
  orq %rcx, %rdx
  orq %rdx, %rax
  jmp L17
L14:
  movl 8(%r8), %edx
  leal (,%r13,8), %ecx
  movl -4(%r8,%r13), %ebp
  addb $-96, %cl
  shlq %cl, %rbp
  orq %rdx, %rbp
  jmp L15
L16:
  cmpl $8, %r13d
  jne L18
  movq (%r8), %rax
  jmp L17
L4:
  movdqa 368(%rsi), %xmm@0
  movdqa %xmm@1, %xmm@7
  pshufb %xmm@0, %xmm@7
  movd C1(%rip), %xmm@2
  paddd %xmm@1, %xmm@2
  pshufb %xmm@0, %xmm@2
  movd C0(%rip), %xmm@4
  paddd %xmm@1, %xmm@4
  pshufb %xmm@0, %xmm@4
  movd C3(%rip), %xmm@5
  paddd %xmm@1, %xmm@5
  pshufb %xmm@0, %xmm@5
  movd C2(%rip), %xmm@6
  paddd %xmm@1, %xmm@6
  pshufb %xmm@0, %xmm@6
  movd C5(%rip), %xmm@8
  paddd %xmm@1, %xmm@8
  pshufb %xmm@0, %xmm@8
  movd C4(%rip), %xmm@3
  paddd %xmm@1, %xmm@3
  paddd C6(%rip), %xmm@1
  pshufb %xmm@0, %xmm@3
  pshufb %xmm@0, %xmm@1
  movdqa 128(%rsi), %xmm@0
  movdqa 144(%rsi), %xmm@10
  movdqa 160(%rsi), %xmm@11
  movdqa 176(%rsi), %xmm@9
  pxor %xmm@0, %xmm@7
  pxor %xmm@0, %xmm@2
  pxor %xmm@0, %xmm@4
  pxor %xmm@0, %xmm@5
  pxor %xmm@0, %xmm@6
  pxor %xmm@0, %xmm@8
  pxor %xmm@0, %xmm@3
  pxor %xmm@0, %xmm@1
  pxor 384(%rsi), %xmm@0
  aesenc %xmm@10, %xmm@7
  aesenc %xmm@10, %xmm@2
  aesenc %xmm@10, %xmm@4
  aesenc %xmm@10, %xmm@5
  aesenc %xmm@10, %xmm@6
  aesenc %xmm@10, %xmm@8
  aesenc %xmm@10, %xmm@3
  aesenc %xmm@10, %xmm@1
  aesenc %xmm@10, %xmm@0
  aesenc %xmm@11, %xmm@7
  aesenc %xmm@11, %xmm@2
  aesenc %xmm@11, %xmm@4
  aesenc %xmm@11, %xmm@5
  aesenc %xmm@11, %xmm@6
  aesenc %xmm@11, %xmm@8
  aesenc %xmm@11, %xmm@3
  aesenc %xmm@11, %xmm@1
  aesenc %xmm@11, %xmm@0
  aesenc %xmm@9, %xmm@7
  aesenc %xmm@9, %xmm@2
  aesenc %xmm@9, %xmm@4
  aesenc %xmm@9, %xmm@5
  aesenc %xmm@9, %xmm@6
  aesenc %xmm@9, %xmm@8
  aesenc %xmm@9, %xmm@3
  aesenc %xmm@9, %xmm@1
  aesenc %xmm@9, %xmm@0
  movdqa 192(%rsi), %xmm@9
  aesenc %xmm@9, %xmm@7
  aesenc %xmm@9, %xmm@2
  aesenc %xmm@9, %xmm@4
  aesenc %xmm@9, %xmm@5
  aesenc %xmm@9, %xmm@6
  aesenc %xmm@9, %xmm@8
  aesenc %xmm@9, %xmm@3
  aesenc %xmm@9, %xmm@1
  aesenc %xmm@9, %xmm@0
  movdqa 208(%rsi), %xmm@9
  aesenc %xmm@9, %xmm@7
  aesenc %xmm@9, %xmm@2
  aesenc %xmm@9, %xmm@4
  aesenc %xmm@9, %xmm@5
  aesenc %xmm@9, %xmm@6
  aesenc %xmm@9, %xmm@8
  aesenc %xmm@9, %xmm@3
  aesenc %xmm@9, %xmm@1
  aesenc %xmm@9, %xmm@0
  movdqa 224(%rsi), %xmm@9
  aesenc %xmm@9, %xmm@7
  aesenc %xmm@9, %xmm@2
  aesenc %xmm@9, %xmm@4
  aesenc %xmm@9, %xmm@5
  aesenc %xmm@9, %xmm@6
  aesenc %xmm@9, %xmm@8
  aesenc %xmm@9, %xmm@3
  aesenc %xmm@9, %xmm@1
  aesenc %xmm@9, %xmm@0
  movdqa 240(%rsi), %xmm@9
  aesenc %xmm@9, %xmm@7
  aesenc %xmm@9, %xmm@2
  aesenc %xmm@9, %xmm@4
  aesenc %xmm@9, %xmm@5
  aesenc %xmm@9, %xmm@6
  aesenc %xmm@9, %xmm@8
  aesenc %xmm@9, %xmm@3
  aesenc %xmm@9, %xmm@1
  aesenc %xmm@9, %xmm@0
  movdqa 256(%rsi), %xmm@9
  aesenc %xmm@9, %xmm@7
  aesenc %xmm@9, %xmm@2
  aesenc %xmm@9, %xmm@4
  aesenc %xmm@9, %xmm@5
  aesenc %xmm@9, %xmm@6
  aesenc %xmm@9, %xmm@8
  aesenc %xmm@9, %xmm@3
  aesenc %xmm@9, %xmm@1
  aesenc %xmm@9, %xmm@0
  movdqa 272(%rsi), %xmm@9
  aesenc %xmm@9, %xmm@7
  aesenc %xmm@9, %xmm@2
  aesenc %xmm@9, %xmm@4
  aesenc %xmm@9, %xmm@5
  aesenc %xmm@9, %xmm@6
  aesenc %xmm@9, %xmm@8
  aesenc %xmm@9, %xmm@3
  aesenc %xmm@9, %xmm@1
  aesenc %xmm@9, %xmm@0
  movdqa 288(%rsi), %xmm@9
  aesenc %xmm@9, %xmm@7
  aesenc %xmm@9, %xmm@2
  aesenc %xmm@9, %xmm@4
  aesenc %xmm@9, %xmm@5
  aesenc %xmm@9, %xmm@6
  aesenc %xmm@9, %xmm@8
  aesenc %xmm@9, %xmm@3
  aesenc %xmm@9, %xmm@1
  aesenc %xmm@9, %xmm@0
  movdqa 304(%rsi), %xmm@9
  aesenc %xmm@9, %xmm@7
  aesenc %xmm@9, %xmm@2
  aesenc %xmm@9, %xmm@4
  aesenc %xmm@9, %xmm@5
  aesenc %xmm@9, %xmm@6
  aesenc %xmm@9, %xmm@8
  aesenc %xmm@9, %xmm@3
  aesenc %xmm@9, %xmm@1
  aesenc %xmm@9, %xmm@0
  movdqa 320(%rsi), %xmm@11
  aesenc %xmm@11, %xmm@7
  aesenc %xmm@11, %xmm@2
  aesenc %xmm@11, %xmm@4
  aesenc %xmm@11, %xmm@5
  aesenc %xmm@11, %xmm@6
  aesenc %xmm@11, %xmm@8
  aesenc %xmm@11, %xmm@3
  aesenc %xmm@11, %xmm@1
  movdqa 352(%rsi), %xmm@9
  aesenc %xmm@11, %xmm@0
  movdqa 336(%rsi), %xmm@11
  aesenc %xmm@11, %xmm@7
  aesenc %xmm@11, %xmm@2
  aesenc %xmm@11, %xmm@4
  aesenc %xmm@11, %xmm@5
  aesenc %xmm@11, %xmm@6
  aesenc %xmm@11, %xmm@8
  aesenc %xmm@11, %xmm@3
  aesenc %xmm@11, %xmm@1
  aesenc %xmm@11, %xmm@0
  aesenclast %xmm@9, %xmm@7
  aesenclast %xmm@9, %xmm@2
  aesenclast %xmm@9, %xmm@4
  aesenclast %xmm@9, %xmm@5
  aesenclast %xmm@9, %xmm@6
  aesenclast %xmm@9, %xmm@8
  aesenclast %xmm@9, %xmm@3
  aesenclast %xmm@9, %xmm@1
  aesenclast %xmm@9, %xmm@0
  movdqa %xmm@7, (%rsp)
  movdqa %xmm@2, 16(%rsp)
  movdqa %xmm@4, 32(%rsp)
  movdqa %xmm@5, 48(%rsp)
  movdqa %xmm@6, 64(%rsp)
  movdqa %xmm@8, 80(%rsp)
  movq %rsp, %rdi
  xorl %eax, %eax
  movq %r10, %rbp
  movdqa %xmm@1, %xmm@2
  movdqa %xmm@7, %xmm@1
  xorl %r10d, %r10d
  jmp L5
L18:
  leaq -4(%r13), %rcx
  movl -4(%r8,%r13), %eax
  shll $3, %ecx
  shlq %cl, %rax
  movl (%r8), %ecx
  orq %rcx, %rax
L17:
  xorl %ebp, %ebp
L15:
  addq %r12, %r10
  cmpq $7, %r10
  ja L19
  movq %rbp, %xmm@3
  movq %rax, %xmm@1
  punpcklqdq %xmm@3, %xmm@1
  shlq $4, %r10
  movdqa (%rsp,%r10), %xmm@3
  pxor %xmm@1, %xmm@3
  cmpl $8, %r13d
  jbe L20
  movq %xmm@3, (%r8)
  addq $8, %r8
  pextrq $1, %xmm@3, %rax
  cmpl $12, %r13d
  jae L21
  leaq -8(%r13), %rdx
  movb %al, (%r8)
  shrq %rdx
  leal (,%rdx,8), %ecx
  movq %rax, %rdi
  shrq %cl, %rdi
  movb %dil, (%r8,%rdx)
  leaq -9(%r13), %rcx
  shll $3, %ecx
  shrq %cl, %rax
  movb %al, -9(%r8,%r13)
  jmp L22
L20:
  movq %xmm@3, %rax
  cmpl $4, %r13d
  jae L23
  movb %al, (%r8)
  movl %r13d, %edx
  shrl %edx
  movl %edx, %ecx
  shll $3, %ecx
  movq %rax, %rdi
  shrq %cl, %rdi
  movb %dil, (%r8,%rdx)
  leaq -1(%r13), %rcx
  shll $3, %ecx
  shrq %cl, %rax
  movb %al, -1(%r8,%r13)
  jmp L22
L21:
  movl %eax, (%r8)
  leaq -12(%r13), %rcx
  shll $3, %ecx
  shrq %cl, %rax
  movl %eax, -12(%r8,%r13)
  jmp L22
L23:
  cmpl $8, %r13d
  jne L24
  movq %rax, (%r8)
  jmp L22
L24:
  movl %eax, (%r8)
  leaq -4(%r13), %rcx
  shll $3, %ecx
  shrq %cl, %rax
  movl %eax, -4(%r8,%r13)
L22:
  pshufb 368(%rsi), %xmm@1
  shlq $4, %r12
  movdqa %xmm@1, 144(%rsp,%r12)
L12:
  cmpq $9, %r11
  jae L25
  movq 360(%rsp), %xmm@1
  movq %r9, %xmm@3
  punpcklqdq %xmm@1, %xmm@3
  psllq $3, %xmm@3
  movq %r11, %rax
  shlq $4, %rax
  movdqa %xmm@3, 144(%rsp,%rax)
  cmpq $8, %r11
  movq 128(%rsp), %rax
  jne L26
  movdqa 144(%rsp), %xmm@5
  movdqa 160(%rsp), %xmm@6
  movdqa 176(%rsp), %xmm@7
  movdqa 192(%rsp), %xmm@1
  pxor (%rax), %xmm@5
  movdqa (%rsi), %xmm@3
  movdqa 16(%rsi), %xmm@2
  movdqa 32(%rsi), %xmm@8
  movdqa 48(%rsi), %xmm@4
  movdqa %xmm@5, %xmm@9
  pclmulqdq $0, %xmm@3, %xmm@9
  movdqa %xmm@5, %xmm@11
  pclmulqdq $17, %xmm@3, %xmm@11
  movdqa %xmm@5, %xmm@10
  pclmulqdq $1, %xmm@3, %xmm@10
  pclmulqdq $16, %xmm@3, %xmm@5
  pxor %xmm@10, %xmm@5
  movdqa %xmm@6, %xmm@10
  pclmulqdq $0, %xmm@2, %xmm@10
  movdqa %xmm@6, %xmm@12
  pclmulqdq $17, %xmm@2, %xmm@12
  movdqa %xmm@6, %xmm@3
  pclmulqdq $1, %xmm@2, %xmm@3
  pclmulqdq $16, %xmm@2, %xmm@6
  pxor %xmm@3, %xmm@6
  movdqa %xmm@7, %xmm@3
  pclmulqdq $0, %xmm@8, %xmm@3
  pxor %xmm@10, %xmm@3
  pxor %xmm@9, %xmm@3
  movdqa %xmm@7, %xmm@2
  pclmulqdq $17, %xmm@8, %xmm@2
  pxor %xmm@12, %xmm@2
  pxor %xmm@11, %xmm@2
  movdqa %xmm@7, %xmm@9
  pclmulqdq $1, %xmm@8, %xmm@9
  pxor %xmm@6, %xmm@9
  pxor %xmm@5, %xmm@9
  pclmulqdq $16, %xmm@8, %xmm@7
  movdqa %xmm@1, %xmm@6
  pclmulqdq $0, %xmm@4, %xmm@6
  movdqa %xmm@1, %xmm@8
  pclmulqdq $17, %xmm@4, %xmm@8
  movdqa %xmm@1, %xmm@5
  pclmulqdq $1, %xmm@4, %xmm@5
  pxor %xmm@7, %xmm@5
  pclmulqdq $16, %xmm@4, %xmm@1
  pxor %xmm@5, %xmm@1
  movdqa 208(%rsp), %xmm@5
  movdqa 64(%rsi), %xmm@4
  movdqa %xmm@5, %xmm@11
  pclmulqdq $0, %xmm@4, %xmm@11
  pxor %xmm@6, %xmm@11
  movdqa %xmm@5, %xmm@6
  pclmulqdq $17, %xmm@4, %xmm@6
  pxor %xmm@8, %xmm@6
  movdqa %xmm@5, %xmm@7
  pclmulqdq $1, %xmm@4, %xmm@7
  pxor %xmm@1, %xmm@7
  pxor %xmm@9, %xmm@7
  pclmulqdq $16, %xmm@4, %xmm@5
  movdqa 224(%rsp), %xmm@1
  movdqa 80(%rsi), %xmm@8
  movdqa %xmm@1, %xmm@4
  pclmulqdq $0, %xmm@8, %xmm@4
  pxor %xmm@11, %xmm@4
  pxor %xmm@3, %xmm@4
  movdqa %xmm@1, %xmm@3
  pclmulqdq $17, %xmm@8, %xmm@3
  pxor %xmm@6, %xmm@3
  pxor %xmm@2, %xmm@3
  movdqa %xmm@1, %xmm@2
  pclmulqdq $1, %xmm@8, %xmm@2
  pxor %xmm@5, %xmm@2
  pclmulqdq $16, %xmm@8, %xmm@1
  pxor %xmm@2, %xmm@1
  movdqa 240(%rsp), %xmm@5
  movdqa 96(%rsi), %xmm@2
  movdqa %xmm@5, %xmm@6
  pclmulqdq $0, %xmm@2, %xmm@6
  movdqa %xmm@5, %xmm@8
  pclmulqdq $17, %xmm@2, %xmm@8
  movdqa %xmm@5, %xmm@9
  pclmulqdq $1, %xmm@2, %xmm@9
  pxor %xmm@1, %xmm@9
  pclmulqdq $16, %xmm@2, %xmm@5
  pxor %xmm@9, %xmm@5
  pxor %xmm@7, %xmm@5
  movdqa 256(%rsp), %xmm@2
  movdqa 112(%rsi), %xmm@1
  movdqa %xmm@2, %xmm@7
  pclmulqdq $0, %xmm@1, %xmm@7
  pxor %xmm@6, %xmm@7
  pxor %xmm@4, %xmm@7
  movdqa %xmm@2, %xmm@4
  pclmulqdq $17, %xmm@1, %xmm@4
  pxor %xmm@8, %xmm@4
  pxor %xmm@3, %xmm@4
  movdqa %xmm@2, %xmm@3
  pclmulqdq $1, %xmm@1, %xmm@3
  pclmulqdq $16, %xmm@1, %xmm@2
  pxor %xmm@3, %xmm@2
  pxor %xmm@5, %xmm@2
  movdqa %xmm@2, %xmm@5
  pslldq $8, %xmm@5
  pxor %xmm@7, %xmm@5
  psrldq $8, %xmm@2
  movabsq $-4467570830351532032, %rax
  movq %rax, %xmm@3
  pshufd $78, %xmm@5, %xmm@7
  pclmulqdq $0, %xmm@3, %xmm@5
  pxor %xmm@7, %xmm@5
  pshufd $78, %xmm@5, %xmm@7
  pclmulqdq $0, %xmm@3, %xmm@5
  pxor %xmm@2, %xmm@7
  pxor %xmm@4, %xmm@7
  pxor %xmm@5, %xmm@7
  pxor 272(%rsp), %xmm@7
  movdqa %xmm@7, %xmm@2
  pclmulqdq $0, %xmm@1, %xmm@2
  movdqa %xmm@7, %xmm@4
  pclmulqdq $17, %xmm@1, %xmm@4
  movdqa %xmm@7, %xmm@5
  pclmulqdq $1, %xmm@1, %xmm@5
  pclmulqdq $16, %xmm@1, %xmm@7
  pxor %xmm@5, %xmm@7
  movdqa %xmm@7, %xmm@1
  pslldq $8, %xmm@1
  pxor %xmm@2, %xmm@1
  psrldq $8, %xmm@7
  pxor %xmm@4, %xmm@7
  pshufd $78, %xmm@1, %xmm@2
  pclmulqdq $0, %xmm@3, %xmm@1
  pxor %xmm@2, %xmm@1
  pclmulqdq $0, %xmm@1, %xmm@3
  pshufd $78, %xmm@1, %xmm@1
  jmp L27
L26:
  movdqa 144(%rsp), %xmm@2
  pxor (%rax), %xmm@2
  movq %r11, %rax
  xorq $7, %rax
  shlq $4, %rax
  movdqa (%rsi,%rax), %xmm@7
  movdqa %xmm@2, %xmm@3
  pclmulqdq $0, %xmm@7, %xmm@3
  movdqa %xmm@2, %xmm@1
  pclmulqdq $17, %xmm@7, %xmm@1
  movdqa %xmm@2, %xmm@4
  pclmulqdq $1, %xmm@7, %xmm@4
  pclmulqdq $16, %xmm@7, %xmm@2
  pxor %xmm@4, %xmm@2
  testq %r11, %r11
  je L28
  movq %r14, %rax
  subq %r15, %rax
  subq %rbx, %rax
  shlq $4, %r15
  shll $4, %ebx
  addq %r15, %rbx
  shlq $4, %r14
  subq %r14, %rbx
  xorl %ecx, %ecx
L29:
  movdqa 160(%rsp,%rcx), %xmm@7
  movl %eax, %edx
  andl $7, %edx
  shll $4, %edx
  movdqa (%rsi,%rdx), %xmm@4
  movdqa %xmm@7, %xmm@5
  pclmulqdq $0, %xmm@4, %xmm@5
  pxor %xmm@5, %xmm@3
  movdqa %xmm@7, %xmm@5
  pclmulqdq $17, %xmm@4, %xmm@5
  pxor %xmm@5, %xmm@1
  movdqa %xmm@7, %xmm@5
  pclmulqdq $1, %xmm@4, %xmm@5
  pxor %xmm@2, %xmm@5
  pclmulqdq $16, %xmm@4, %xmm@7
  pxor %xmm@5, %xmm@7
  incq %rax
  addq $16, %rcx
  movdqa %xmm@7, %xmm@2
  cmpq %rcx, %rbx
  jne L29
  jmp L30
L28:
  movdqa %xmm@2, %xmm@7
L30:
  movdqa %xmm@7, %xmm@2
  pslldq $8, %xmm@2
  pxor %xmm@3, %xmm@2
  psrldq $8, %xmm@7
  pxor %xmm@1, %xmm@7
  movabsq $-4467570830351532032, %rax
  movq %rax, %xmm@3
  pshufd $78, %xmm@2, %xmm@1
  pclmulqdq $0, %xmm@3, %xmm@2
  pxor %xmm@1, %xmm@2
  pclmulqdq $0, %xmm@2, %xmm@3
  pshufd $78, %xmm@2, %xmm@1
L27:
  pxor %xmm@7, %xmm@1
  pxor %xmm@3, %xmm@1
  pshufb 368(%rsi), %xmm@1
  pxor %xmm@1, %xmm@0
  movq 136(%rsp), %rax
  movdqu %xmm@0, (%rax)
  addq $296, %rsp
  popq %rbx
  popq %r12
  popq %r13
  popq %r14
  popq %r15
  popq %rbp
  retq
L9:
  movq %rcx, %r9
L7:
  leaq C7(%rip), %rcx
  movq %rdx, %rdi
  movq %r9, %rsi
  movq %r9, %rdx
  callq *core::slice::index::slice_index_fail(%rip)
L25:
  leaq C8(%rip), %rdx
  movl $9, %esi
  movq %r11, %rdi
  callq *core::panicking::panic_bounds_check(%rip)
L19:
  leaq C9(%rip), %rdx
  movl $8, %esi
  movq %r10, %rdi
  callq *core::panicking::panic_bounds_check(%rip)
L11:
  subq $-128, %rbp
  movq %r9, %rax
  movq %rbp, %rdx
  subq %rbp, %rax
  jb L7
  cmpq $16, %rax
  jb L8
L10:
  leaq C10(%rip), %rdx
  movl $8, %edi
  movl $8, %esi
  callq *core::panicking::panic_bounds_check(%rip)
L8:
  leaq C11(%rip), %rdi
  leaq C12(%rip), %rdx
  movl $45, %esi
  callq *core::option::expect_failed(%rip)
== hw_gcm::arch::x86_64::aesni_clmul::tail#2
  pushq %rbp
  pushq %r15
  pushq %r14
  pushq %r13
  pushq %r12
  pushq %rbx
  subq $328, %rsp
  movq (%r8), %r12
  movq %r8, 24(%rsp)
  movq 8(%r8), %rax
  xorps %xmm@0, %xmm@0
  movaps %xmm@0, 144(%rsp)
  movaps %xmm@0, 128(%rsp)
  movaps %xmm@0, 112(%rsp)
  movaps %xmm@0, 96(%rsp)
  movaps %xmm@0, 80(%rsp)
  movaps %xmm@0, 64(%rsp)
  movaps %xmm@0, 48(%rsp)
  movaps %xmm@0, 32(%rsp)
  movq %rax, %r10
  shrq $4, %r10
  movq %r10, %r11
  subq %r9, %r11
  xorl %r15d, %r15d
  movq %rax, %rbp
  andq $15, %rbp
  setne %r15b
  movq %r11, 16(%rsp)
  addq %r15, %r11
  movdqa (%rdx), %xmm@1
  cmpq $4, %r11
  movq %rdi, 160(%rsp)
  movq %r11, 168(%rsp)
  jae L0
  movdqa 368(%rsi), %xmm@0
  movd C0(%rip), %xmm@2
  paddd %xmm@1, %xmm@2
  pshufb %xmm@0, %xmm@2
  movd C1(%rip), %xmm@3
  paddd %xmm@1, %xmm@3
  pshufb %xmm@0, %xmm@3
  pshufb %xmm@0, %xmm@1
  movdqa 128(%rsi), %xmm@4
  movdqa 144(%rsi), %xmm@5
  movdqa 160(%rsi), %xmm@6
  movdqa 176(%rsi), %xmm@7
  movdqa 384(%rsi), %xmm@0
  pxor %xmm@4, %xmm@0
  pxor %xmm@4, %xmm@1
  pxor %xmm@4, %xmm@3
  pxor %xmm@4, %xmm@2
  aesenc %xmm@5, %xmm@0
  aesenc %xmm@5, %xmm@1
  aesenc %xmm@5, %xmm@3
  aesenc %xmm@5, %xmm@2
  aesenc %xmm@6, %xmm@0
  aesenc %xmm@6, %xmm@1
  aesenc %xmm@6, %xmm@3
  aesenc %xmm@6, %xmm@2
  aesenc %xmm@7, %xmm@0
  aesenc %xmm@7, %xmm@1
  aesenc %xmm@7, %xmm@3
  aesenc %xmm@7, %xmm@2
  movdqa 192(%rsi), %xmm@7
  aesenc %xmm@7, %xmm@0
  aesenc %xmm@7, %xmm@1
  aesenc %xmm@7, %xmm@3
  aesenc %xmm@7, %xmm@2
  movdqa 208(%rsi), %xmm@7
  aesenc %xmm@7, %xmm@0
  aesenc %xmm@7, %xmm@1
  aesenc %xmm@7, %xmm@3
  aesenc %xmm@7, %xmm@2
  movdqa 224(%rsi), %xmm@7
  aesenc %xmm@7, %xmm@0
  aesenc %xmm@7, %xmm@1
  aesenc %xmm@7, %xmm@3
  aesenc %xmm@7, %xmm@2
  movdqa 240(%rsi), %xmm@7
  aesenc %xmm@7, %xmm@0
  aesenc %xmm@7, %xmm@1
  aesenc %xmm@7, %xmm@3
  aesenc %xmm@7, %xmm@2
  movdqa 256(%rsi), %xmm@7
  aesenc %xmm@7, %xmm@0
  aesenc %xmm@7, %xmm@1
  aesenc %xmm@7, %xmm@3
  aesenc %xmm@7, %xmm@2
  movdqa 272(%rsi), %xmm@7
  aesenc %xmm@7, %xmm@0
  aesenc %xmm@7, %xmm@1
  aesenc %xmm@7, %xmm@3
  aesenc %xmm@7, %xmm@2
  leaq 64(%rsp), %r14
  movdqa 288(%rsi), %xmm@7
  aesenc %xmm@7, %xmm@0
  aesenc %xmm@7, %xmm@1
  aesenc %xmm@7, %xmm@3
  leaq 80(%rsp), %rbx
  aesenc %xmm@7, %xmm@2
  movdqa 304(%rsi), %xmm@7
  aesenc %xmm@7, %xmm@0
  aesenc %xmm@7, %xmm@1
  aesenc %xmm@7, %xmm@3
  aesenc %xmm@7, %xmm@2
  leaq 48(%rsp), %rdx
  movq %rdx, 8(%rsp)
  movdqa 320(%rsi), %xmm@7
  aesenc %xmm@7, %xmm@0
  aesenc %xmm@7, %xmm@1
  aesenc %xmm@7, %xmm@3
  movdqa 352(%rsi), %xmm@4
  aesenc %xmm@7, %xmm@2
  movdqa 336(%rsi), %xmm@7
  aesenc %xmm@7, %xmm@0
  aesenc %xmm@7, %xmm@1
  aesenc %xmm@7, %xmm@3
  aesenc %xmm@7, %xmm@2
  aesenclast %xmm@4, %xmm@0
  aesenclast %xmm@4, %xmm@1
  aesenclast %xmm@4, %xmm@3
  aesenclast %xmm@4, %xmm@2
  movdqa %xmm@0, 32(%rsp)
  movdqa %xmm@1, 48(%rsp)
  jmp L1
L0:
  leaq 48(%rsp), %rdx
  movq %rdx, 8(%rsp)
  leaq 144(%rsp), %rbx
  leaq 128(%rsp), %r14
  leaq -6(%r11), %rdx
  cmpq $2, %rdx
  jb L2
  leaq 96(%rsp), %r14
  cmpq $4, %r11
  movq %r12, %r8
  je L3
  cmpq $5, %r11
  jne L4
  movdqa 368(%rsi), %xmm@0
  movd C2(%rip), %xmm@2
  paddd %xmm@1, %xmm@2
  pshufb %xmm@0, %xmm@2
  movd C3(%rip), %xmm@3
  paddd %xmm@1, %xmm@3
  pshufb %xmm@0, %xmm@3
  movd C0(%rip), %xmm@7
  paddd %xmm@1, %xmm@7
  pshufb %xmm@0, %xmm@7
  movd C1(%rip), %xmm@4
  paddd %xmm@1, %xmm@4
  pshufb %xmm@0, %xmm@4
  pshufb %xmm@0, %xmm@1
  movdqa 128(%rsi), %xmm@8
  movdqa 144(%rsi), %xmm@9
  movdqa 160(%rsi), %xmm@6
  movdqa 176(%rsi), %xmm@5
  movdqa 384(%rsi), %xmm@0
  pxor %xmm@8, %xmm@0
  pxor %xmm@8, %xmm@1
  pxor %xmm@8, %xmm@4
  pxor %xmm@8, %xmm@7
  pxor %xmm@8, %xmm@3
  pxor %xmm@8, %xmm@2
  aesenc %xmm@9, %xmm@0
  aesenc %xmm@9, %xmm@1
  aesenc %xmm@9, %xmm@4
  aesenc %xmm@9, %xmm@7
  aesenc %xmm@9, %xmm@3
  aesenc %xmm@9, %xmm@2
  aesenc %xmm@6, %xmm@0
  aesenc %xmm@6, %xmm@1
  aesenc %xmm@6, %xmm@4
  aesenc %xmm@6, %xmm@7
  aesenc %xmm@6, %xmm@3
  aesenc %xmm@6, %xmm@2
  aesenc %xmm@5, %xmm@0
  aesenc %xmm@5, %xmm@1
  aesenc %xmm@5, %xmm@4
  aesenc %xmm@5, %xmm@7
  aesenc %xmm@5, %xmm@3
  aesenc %xmm@5, %xmm@2
  movdqa 192(%rsi), %xmm@5
  aesenc %xmm@5, %xmm@0
  aesenc %xmm@5, %xmm@1
  aesenc %xmm@5, %xmm@4
  aesenc %xmm@5, %xmm@7
  aesenc %xmm@5, %xmm@3
  aesenc %xmm@5, %xmm@2
  movdqa 208(%rsi), %xmm@5
  aesenc %xmm@5, %xmm@0
  aesenc %xmm@5, %xmm@1
  aesenc %xmm@5, %xmm@4
  aesenc %xmm@5, %xmm@7
  aesenc %xmm@5, %xmm@3
  aesenc %xmm@5, %xmm@2
  movdqa 224(%rsi), %xmm@5
  aesenc %xmm@5, %xmm@0
  aesenc %xmm@5, %xmm@1
  aesenc %xmm@5, %xmm@4
  aesenc %xmm@5, %xmm@7
  aesenc %xmm@5, %xmm@3
  aesenc %xmm@5, %xmm@2
  movdqa 240(%rsi), %xmm@5
  aesenc %xmm@5, %xmm@0
  aesenc %xmm@5, %xmm@1
  aesenc %xmm@5, %xmm@4
  aesenc %xmm@5, %xmm@7
  aesenc %xmm@5, %xmm@3
  aesenc %xmm@5, %xmm@2
  movdqa 256(%rsi), %xmm@5
  aesenc %xmm@5, %xmm@0
  aesenc %xmm@5, %xmm@1
  aesenc %xmm@5, %xmm@4
  aesenc %xmm@5, %xmm@7
  aesenc %xmm@5, %xmm@3
  aesenc %xmm@5, %xmm@2
  movdqa 272(%rsi), %xmm@5
  aesenc %xmm@5, %xmm@0
  aesenc %xmm@5, %xmm@1
  aesenc %xmm@5, %xmm@4
  aesenc %xmm@5, %xmm@7
  aesenc %xmm@5, %xmm@3
  aesenc %xmm@5, %xmm@2
  movdqa 288(%rsi), %xmm@5
  aesenc %xmm@5, %xmm@0
  aesenc %xmm@5, %xmm@1
  aesenc %xmm@5, %xmm@4
  aesenc %xmm@5, %xmm@7
  aesenc %xmm@5, %xmm@3
  aesenc %xmm@5, %xmm@2
  movdqa 304(%rsi), %xmm@5
  aesenc %xmm@5, %xmm@0
  aesenc %xmm@5, %xmm@1
  aesenc %xmm@5, %xmm@4
  aesenc %xmm@5, %xmm@7
  aesenc %xmm@5, %xmm@3
  leaq 112(%rsp), %rbx
  aesenc %xmm@5, %xmm@2
  movdqa 320(%rsi), %xmm@5
  aesenc %xmm@5, %xmm@0
  aesenc %xmm@5, %xmm@1
  aesenc %xmm@5, %xmm@4
  aesenc %xmm@5, %xmm@7
  aesenc %xmm@5, %xmm@3
  aesenc %xmm@5, %xmm@2
  movdqa 352(%rsi), %xmm@5
  movdqa 336(%rsi), %xmm@6
  aesenc %xmm@6, %xmm@0
  aesenc %xmm@6, %xmm@1
  aesenc %xmm@6, %xmm@4
  aesenc %xmm@6, %xmm@7
  aesenc %xmm@6, %xmm@3
  aesenc %xmm@6, %xmm@2
  aesenclast %xmm@5, %xmm@0
  aesenclast %xmm@5, %xmm@1
  aesenclast %xmm@5, %xmm@4
  aesenclast %xmm@5, %xmm@7
  aesenclast %xmm@5, %xmm@3
  aesenclast %xmm@5, %xmm@2
  movdqa %xmm@0, 32(%rsp)
  movdqa %xmm@1, 48(%rsp)
  movdqa %xmm@4, 64(%rsp)
  movdqa %xmm@7, 80(%rsp)
  jmp L5
L2:
  movdqa 368(%rsi), %xmm@0
  movd C4(%rip), %xmm@2
  paddd %xmm@1, %xmm@2
  pshufb %xmm@0, %xmm@2
  movd C5(%rip), %xmm@3
  paddd %xmm@1, %xmm@3
  pshufb %xmm@0, %xmm@3
  movd C2(%rip), %xmm@7
  paddd %xmm@1, %xmm@7
  pshufb %xmm@0, %xmm@7
  movd C3(%rip), %xmm@4
  paddd %xmm@1, %xmm@4
  pshufb %xmm@0, %xmm@4
  movd C0(%rip), %xmm@5
  paddd %xmm@1, %xmm@5
  pshufb %xmm@0, %xmm@5
  movd C1(%rip), %xmm@6
  paddd %xmm@1, %xmm@6
  pshufb %xmm@0, %xmm@6
  pshufb %xmm@0, %xmm@1
  movdqa 128(%rsi), %xmm@10
  movdqa 144(%rsi), %xmm@11
  movdqa 160(%rsi), %xmm@9
  movdqa 176(%rsi), %xmm@8
  movdqa 384(%rsi), %xmm@0
  pxor %xmm@10, %xmm@0
  pxor %xmm@10, %xmm@1
  pxor %xmm@10, %xmm@6
  pxor %xmm@10, %xmm@5
  pxor %xmm@10, %xmm@4
  pxor %xmm@10, %xmm@7
  pxor %xmm@10, %xmm@3
  pxor %xmm@10, %xmm@2
  aesenc %xmm@11, %xmm@0
  aesenc %xmm@11, %xmm@1
  aesenc %xmm@11, %xmm@6
  aesenc %xmm@11, %xmm@5
  aesenc %xmm@11, %xmm@4
  aesenc %xmm@11, %xmm@7
  aesenc %xmm@11, %xmm@3
  aesenc %xmm@11, %xmm@2
  aesenc %xmm@9, %xmm@0
  aesenc %xmm@9, %xmm@1
  aesenc %xmm@9, %xmm@6
  aesenc %xmm@9, %xmm@5
  aesenc %xmm@9, %xmm@4
  aesenc %xmm@9, %xmm@7
  aesenc %xmm@9, %xmm@3
  aesenc %xmm@9, %xmm@2
  aesenc %xmm@8, %xmm@0
  aesenc %xmm@8, %xmm@1
  aesenc %xmm@8, %xmm@6
  aesenc %xmm@8, %xmm@5
  aesenc %xmm@8, %xmm@4
  aesenc %xmm@8, %xmm@7
  aesenc %xmm@8, %xmm@3
  aesenc %xmm@8, %xmm@2
  movdqa 192(%rsi), %xmm@8
  aesenc %xmm@8, %xmm@0
  aesenc %xmm@8, %xmm@1
  aesenc %xmm@8, %xmm@6
  aesenc %xmm@8, %xmm@5
  aesenc %xmm@8, %xmm@4
  aesenc %xmm@8, %xmm@7
  aesenc %xmm@8, %xmm@3
  aesenc %xmm@8, %xmm@2
  movdqa 208(%rsi), %xmm@8
  aesenc %xmm@8, %xmm@0
  aesenc %xmm@8, %xmm@1
  aesenc %xmm@8, %xmm@6
  aesenc %xmm@8, %xmm@5
  aesenc %xmm@8, %xmm@4
  aesenc %xmm@8, %xmm@7
  aesenc %xmm@8, %xmm@3
  aesenc %xmm@8, %xmm@2
  movdqa 224(%rsi), %xmm@8
  aesenc %xmm@8, %xmm@0
  aesenc %xmm@8, %xmm@1
  aesenc %xmm@8, %xmm@6
  aesenc %xmm@8, %xmm@5
  aesenc %xmm@8, %xmm@4
  aesenc %xmm@8, %xmm@7
  aesenc %xmm@8, %xmm@3
  aesenc %xmm@8, %xmm@2
  movdqa 240(%rsi), %xmm@8
  aesenc %xmm@8, %xmm@0
  aesenc %xmm@8, %xmm@1
  aesenc %xmm@8, %xmm@6
  aesenc %xmm@8, %xmm@5
  aesenc %xmm@8, %xmm@4
  aesenc %xmm@8, %xmm@7
  aesenc %xmm@8, %xmm@3
  aesenc %xmm@8, %xmm@2
  movdqa 256(%rsi), %xmm@8
  aesenc %xmm@8, %xmm@0
  aesenc %xmm@8, %xmm@1
  aesenc %xmm@8, %xmm@6
  aesenc %xmm@8, %xmm@5
  aesenc %xmm@8, %xmm@4
  aesenc %xmm@8, %xmm@7
  aesenc %xmm@8, %xmm@3
  aesenc %xmm@8, %xmm@2
  movdqa 272(%rsi), %xmm@8
  aesenc %xmm@8, %xmm@0
  aesenc %xmm@8, %xmm@1
  aesenc %xmm@8, %xmm@6
  aesenc %xmm@8, %xmm@5
  aesenc %xmm@8, %xmm@4
  aesenc %xmm@8, %xmm@7
  aesenc %xmm@8, %xmm@3
  aesenc %xmm@8, %xmm@2
  movdqa 288(%rsi), %xmm@8
  aesenc %xmm@8, %xmm@0
  aesenc %xmm@8, %xmm@1
  aesenc %xmm@8, %xmm@6
  aesenc %xmm@8, %xmm@5
  aesenc %xmm@8, %xmm@4
  aesenc %xmm@8, %xmm@7
  aesenc %xmm@8, %xmm@3
  aesenc %xmm@8, %xmm@2
  movdqa 304(%rsi), %xmm@8
  aesenc %xmm@8, %xmm@0
  aesenc %xmm@8, %xmm@1
  aesenc %xmm@8, %xmm@6
  aesenc %xmm@8, %xmm@5
  aesenc %xmm@8, %xmm@4
  aesenc %xmm@8, %xmm@7
  aesenc %xmm@8, %xmm@3
  aesenc %xmm@8, %xmm@2
  movdqa 320(%rsi), %xmm@8
  aesenc %xmm@8, %xmm@0
  aesenc %xmm@8, %xmm@1
  aesenc %xmm@8, %xmm@6
  aesenc %xmm@8, %xmm@5
  aesenc %xmm@8, %xmm@4
  aesenc %xmm@8, %xmm@7
  aesenc %xmm@8, %xmm@3
  aesenc %xmm@8, %xmm@2
  movdqa 352(%rsi), %xmm@8
  movdqa 336(%rsi), %xmm@9
  aesenc %xmm@9, %xmm@0
  aesenc %xmm@9, %xmm@1
  aesenc %xmm@9, %xmm@6
  aesenc %xmm@9, %xmm@5
  aesenc %xmm@9, %xmm@4
  aesenc %xmm@9, %xmm@7
  aesenc %xmm@9, %xmm@3
  aesenc %xmm@9, %xmm@2
  aesenclast %xmm@8, %xmm@0
  aesenclast %xmm@8, %xmm@1
  aesenclast %xmm@8, %xmm@6
  aesenclast %xmm@8, %xmm@5
  aesenclast %xmm@8, %xmm@4
  aesenclast %xmm@8, %xmm@7
  aesenclast %xmm@8, %xmm@3
  aesenclast %xmm@8, %xmm@2
  movdqa %xmm@0, 32(%rsp)
  movdqa %xmm@1, 48(%rsp)
  movdqa %xmm@6, 64(%rsp)
  movdqa %xmm@5, 80(%rsp)
  movdqa %xmm@4, 96(%rsp)
  movdqa %xmm@7, 112(%rsp)
L1:
  movl $1, %r11d
  movb $1, %r13b
  movq %r12, %r8
  jmp L6
L3:
  movdqa 368(%rsi), %xmm@0
  movd C3(%rip), %xmm@2
  paddd %xmm@1, %xmm@2
  pshufb %xmm@0, %xmm@2
  movd C0(%rip), %xmm@3
  paddd %xmm@1, %xmm@3
  pshufb %xmm@0, %xmm@3
  movd C1(%rip), %xmm@7
  paddd %xmm@1, %xmm@7
  pshufb %xmm@0, %xmm@7
  pshufb %xmm@0, %xmm@1
  movdqa 128(%rsi), %xmm@6
  movdqa 144(%rsi), %xmm@8
  movdqa 160(%rsi), %xmm@5
  movdqa 176(%rsi), %xmm@4
  movdqa 384(%rsi), %xmm@0
  pxor %xmm@6, %xmm@0
  pxor %xmm@6, %xmm@1
  pxor %xmm@6, %xmm@7
  pxor %xmm@6, %xmm@3
  pxor %xmm@6, %xmm@2
  aesenc %xmm@8, %xmm@0
  aesenc %xmm@8, %xmm@1
  aesenc %xmm@8, %xmm@7
  aesenc %xmm@8, %xmm@3
  aesenc %xmm@8, %xmm@2
  aesenc %xmm@5, %xmm@0
  aesenc %xmm@5, %xmm@1
  aesenc %xmm@5, %xmm@7
  aesenc %xmm@5, %xmm@3
  aesenc %xmm@5, %xmm@2
  aesenc %xmm@4, %xmm@0
  aesenc %xmm@4, %xmm@1
  aesenc %xmm@4, %xmm@7
  aesenc %xmm@4, %xmm@3
  aesenc %xmm@4, %xmm@2
  movdqa 192(%rsi), %xmm@4
  aesenc %xmm@4, %xmm@0
  aesenc %xmm@4, %xmm@1
  aesenc %xmm@4, %xmm@7
  aesenc %xmm@4, %xmm@3
  aesenc %xmm@4, %xmm@2
  movdqa 208(%rsi), %xmm@4
  aesenc %xmm@4, %xmm@0
  aesenc %xmm@4, %xmm@1
  aesenc %xmm@4, %xmm@7
  aesenc %xmm@4, %xmm@3
  aesenc %xmm@4, %xmm@2
  movdqa 224(%rsi), %xmm@4
  aesenc %xmm@4, %xmm@0
  aesenc %xmm@4, %xmm@1
  aesenc %xmm@4, %xmm@7
  aesenc %xmm@4, %xmm@3
  aesenc %xmm@4, %xmm@2
  movdqa 240(%rsi), %xmm@4
  aesenc %xmm@4, %xmm@0
  aesenc %xmm@4, %xmm@1
  aesenc %xmm@4, %xmm@7
  aesenc %xmm@4, %xmm@3
  aesenc %xmm@4, %xmm@2
  movdqa 256(%rsi), %xmm@4
  aesenc %xmm@4, %xmm@0
  aesenc %xmm@4, %xmm@1
  aesenc %xmm@4, %xmm@7
  aesenc %xmm@4, %xmm@3
  aesenc %xmm@4, %xmm@2
  movdqa 272(%rsi), %xmm@4
  aesenc %xmm@4, %xmm@0
  aesenc %xmm@4, %xmm@1
  aesenc %xmm@4, %xmm@7
  aesenc %xmm@4, %xmm@3
  aesenc %xmm@4, %xmm@2
  movdqa 288(%rsi), %xmm@4
  aesenc %xmm@4, %xmm@0
  aesenc %xmm@4, %xmm@1
  aesenc %xmm@4, %xmm@7
  aesenc %xmm@4, %xmm@3
  aesenc %xmm@4, %xmm@2
  movq %r14, %rbx
  movdqa 304(%rsi), %xmm@4
  aesenc %xmm@4, %xmm@0
  aesenc %xmm@4, %xmm@1
  aesenc %xmm@4, %xmm@7
  aesenc %xmm@4, %xmm@3
  aesenc %xmm@4, %xmm@2
  leaq 80(%rsp), %r14
  movdqa 320(%rsi), %xmm@4
  aesenc %xmm@4, %xmm@0
  aesenc %xmm@4, %xmm@1
  aesenc %xmm@4, %xmm@7
  aesenc %xmm@4, %xmm@3
  aesenc %xmm@4, %xmm@2
  movdqa 352(%rsi), %xmm@4
  movdqa 336(%rsi), %xmm@5
  aesenc %xmm@5, %xmm@0
  aesenc %xmm@5, %xmm@1
  aesenc %xmm@5, %xmm@7
  aesenc %xmm@5, %xmm@3
  aesenc %xmm@5, %xmm@2
  aesenclast %xmm@4, %xmm@0
  aesenclast %xmm@4, %xmm@1
  aesenclast %xmm@4, %xmm@7
  aesenclast %xmm@4, %xmm@3
  aesenclast %xmm@4, %xmm@2
  movdqa %xmm@0, 32(%rsp)
  movdqa %xmm@1, 48(%rsp)
  movdqa %xmm@7, 64(%rsp)
L5:
  movl $1, %r11d
  movb $1, %r13b
  jmp L6
L4:
  movdqa 368(%rsi), %xmm@0
  movdqa %xmm@1, %xmm@7
  pshufb %xmm@0, %xmm@7
  movd C1(%rip), %xmm@2
  paddd %xmm@1, %xmm@2
  pshufb %xmm@0, %xmm@2
  movd C0(%rip), %xmm@4
  paddd %xmm@1, %xmm@4
  pshufb %xmm@0, %xmm@4
  movd C3(%rip), %xmm@5
  paddd %xmm@1, %xmm@5
  pshufb %xmm@0, %xmm@5
  movd C2(%rip), %xmm@6
  paddd %xmm@1, %xmm@6
  pshufb %xmm@0, %xmm@6
  movd C5(%rip), %xmm@8
  paddd %xmm@1, %xmm@8
  pshufb %xmm@0, %xmm@8
  movd C4(%rip), %xmm@3
  paddd %xmm@1, %xmm@3
  paddd C6(%rip), %xmm@1
  pshufb %xmm@0, %xmm@3
  pshufb %xmm@0, %xmm@1
  movdqa 128(%rsi), %xmm@0
  movdqa 144(%rsi), %xmm@10
  movdqa 160(%rsi), %xmm@11
  movdqa 176(%rsi), %xmm@9
  pxor %xmm@0, %xmm@7
  pxor %xmm@0, %xmm@2
  pxor %xmm@0, %xmm@4
  pxor %xmm@0, %xmm@5
  pxor %xmm@0, %xmm@6
  pxor %xmm@0, %xmm@8
  pxor %xmm@0, %xmm@3
  pxor %xmm@0, %xmm@1
  pxor 384(%rsi), %xmm@0
  aesenc %xmm@10, %xmm@7
  aesenc %xmm@10, %xmm@2
  aesenc %xmm@10, %xmm@4
  aesenc %xmm@10, %xmm@5
  aesenc %xmm@10, %xmm@6
  aesenc %xmm@10, %xmm@8
  aesenc %xmm@10, %xmm@3
  aesenc %xmm@10, %xmm@1
  aesenc %xmm@10, %xmm@0
  aesenc %xmm@11, %xmm@7
  aesenc %xmm@11, %xmm@2
  aesenc %xmm@11, %xmm@4
  aesenc %xmm@11, %xmm@5
  aesenc %xmm@11, %xmm@6
  aesenc %xmm@11, %xmm@8
  aesenc %xmm@11, %xmm@3
  aesenc %xmm@11, %xmm@1
  aesenc %xmm@11, %xmm@0
  aesenc %xmm@9, %xmm@7
  aesenc %xmm@9, %xmm@2
  aesenc %xmm@9, %xmm@4
  aesenc %xmm@9, %xmm@5
  aesenc %xmm@9, %xmm@6
  aesenc %xmm@9, %xmm@8
  aesenc %xmm@9, %xmm@3
  aesenc %xmm@9, %xmm@1
  aesenc %xmm@9, %xmm@0
  movdqa 192(%rsi), %xmm@9
  aesenc %xmm@9, %xmm@7
  aesenc %xmm@9, %xmm@2
  aesenc %xmm@9, %xmm@4
  aesenc %xmm@9, %xmm@5
  aesenc %xmm@9, %xmm@6
  aesenc %xmm@9, %xmm@8
  aesenc %xmm@9, %xmm@3
  aesenc %xmm@9, %xmm@1
  aesenc %xmm@9, %xmm@0
  movdqa 208(%rsi), %xmm@9
  aesenc %xmm@9, %xmm@7
  aesenc %xmm@9, %xmm@2
  aesenc %xmm@9, %xmm@4
  aesenc %xmm@9, %xmm@5
  aesenc %xmm@9, %xmm@6
  aesenc %xmm@9, %xmm@8
  aesenc %xmm@9, %xmm@3
  aesenc %xmm@9, %xmm@1
  aesenc %xmm@9, %xmm@0
  movdqa 224(%rsi), %xmm@9
  aesenc %xmm@9, %xmm@7
  aesenc %xmm@9, %xmm@2
  aesenc %xmm@9, %xmm@4
  aesenc %xmm@9, %xmm@5
  aesenc %xmm@9, %xmm@6
  aesenc %xmm@9, %xmm@8
  aesenc %xmm@9, %xmm@3
  aesenc %xmm@9, %xmm@1
  aesenc %xmm@9, %xmm@0
  movdqa 240(%rsi), %xmm@9
  aesenc %xmm@9, %xmm@7
  aesenc %xmm@9, %xmm@2
  aesenc %xmm@9, %xmm@4
  aesenc %xmm@9, %xmm@5
  aesenc %xmm@9, %xmm@6
  aesenc %xmm@9, %xmm@8
  aesenc %xmm@9, %xmm@3
  aesenc %xmm@9, %xmm@1
  aesenc %xmm@9, %xmm@0
  movdqa 256(%rsi), %xmm@9
  aesenc %xmm@9, %xmm@7
  aesenc %xmm@9, %xmm@2
  aesenc %xmm@9, %xmm@4
  aesenc %xmm@9, %xmm@5
  aesenc %xmm@9, %xmm@6
  aesenc %xmm@9, %xmm@8
  aesenc %xmm@9, %xmm@3
  aesenc %xmm@9, %xmm@1
  aesenc %xmm@9, %xmm@0
  movdqa 272(%rsi), %xmm@9
  aesenc %xmm@9, %xmm@7
  aesenc %xmm@9, %xmm@2
  aesenc %xmm@9, %xmm@4
  aesenc %xmm@9, %xmm@5
  aesenc %xmm@9, %xmm@6
  aesenc %xmm@9, %xmm@8
  aesenc %xmm@9, %xmm@3
  aesenc %xmm@9, %xmm@1
  aesenc %xmm@9, %xmm@0
  movdqa 288(%rsi), %xmm@9
  aesenc %xmm@9, %xmm@7
  aesenc %xmm@9, %xmm@2
  aesenc %xmm@9, %xmm@4
  aesenc %xmm@9, %xmm@5
  aesenc %xmm@9, %xmm@6
  aesenc %xmm@9, %xmm@8
  aesenc %xmm@9, %xmm@3
  aesenc %xmm@9, %xmm@1
  aesenc %xmm@9, %xmm@0
  movdqa 304(%rsi), %xmm@9
  aesenc %xmm@9, %xmm@7
  aesenc %xmm@9, %xmm@2
  aesenc %xmm@9, %xmm@4
  aesenc %xmm@9, %xmm@5
  aesenc %xmm@9, %xmm@6
  aesenc %xmm@9, %xmm@8
  aesenc %xmm@9, %xmm@3
  aesenc %xmm@9, %xmm@1
  aesenc %xmm@9, %xmm@0
  movdqa 320(%rsi), %xmm@11
  aesenc %xmm@11, %xmm@7
  aesenc %xmm@11, %xmm@2
  aesenc %xmm@11, %xmm@4
  aesenc %xmm@11, %xmm@5
  aesenc %xmm@11, %xmm@6
  aesenc %xmm@11, %xmm@8
  aesenc %xmm@11, %xmm@3
  aesenc %xmm@11, %xmm@1
  movdqa 352(%rsi), %xmm@9
  aesenc %xmm@11, %xmm@0
  movdqa 336(%rsi), %xmm@11
  aesenc %xmm@11, %xmm@7
  aesenc %xmm@11, %xmm@2
  aesenc %xmm@11, %xmm@4
  aesenc %xmm@11, %xmm@5
  aesenc %xmm@11, %xmm@6
  aesenc %xmm@11, %xmm@8
  aesenc %xmm@11, %xmm@3
  aesenc %xmm@11, %xmm@1
  aesenc %xmm@11, %xmm@0
  aesenclast %xmm@9, %xmm@7
  aesenclast %xmm@9, %xmm@2
  aesenclast %xmm@9, %xmm@4
  aesenclast %xmm@9, %xmm@5
  aesenclast %xmm@9, %xmm@6
  aesenclast %xmm@9, %xmm@8
  aesenclast %xmm@9, %xmm@3
  aesenclast %xmm@9, %xmm@1
  aesenclast %xmm@9, %xmm@0
  movdqa %xmm@7, 32(%rsp)
  movdqa %xmm@2, 48(%rsp)
  movdqa %xmm@4, 64(%rsp)
  movdqa %xmm@5, 80(%rsp)
  movdqa %xmm@6, 96(%rsp)
  movdqa %xmm@8, 112(%rsp)
  leaq 32(%rsp), %rdx
  movq %rdx, 8(%rsp)
  xorl %r13d, %r13d
  leaq 128(%rsp), %r14
  movdqa %xmm@1, %xmm@2
  movdqa %xmm@7, %xmm@1
  xorl %r11d, %r11d
L6:
  movdqa %xmm@3, (%r14)
  movdqa %xmm@2, (%rbx)
  pxor %xmm@3, %xmm@3
  movdqa %xmm@3, 304(%rsp)
  movdqa %xmm@3, 288(%rsp)
  movdqa %xmm@3, 272(%rsp)
  movdqa %xmm@3, 256(%rsp)
  movdqa %xmm@3, 240(%rsp)
  movdqa %xmm@3, 224(%rsp)
  movdqa %xmm@3, 208(%rsp)
  movdqa %xmm@3, 192(%rsp)
  movdqa %xmm@3, 176(%rsp)
  cmpq %r9, %r10
  je L7
  movq %r9, %rbx
  shlq $4, %rbx
  movq %rax, %rdi
  subq %rbx, %rdi
  jb L8
  cmpq $16, %rdi
  jb L9
  movq 24(%rsp), %rdx
  movq 24(%rdx), %r14
  movq %r14, %rdi
  subq %rbx, %rdi
  jb L10
  cmpq $16, %rdi
  jb L11
  movq 24(%rsp), %rdx
  movq 16(%rdx), %rdi
  movdqa 368(%rsi), %xmm@3
  movdqu (%r8,%rbx), %xmm@2
  pxor %xmm@2, %xmm@1
  movdqu %xmm@1, (%rdi,%rbx)
  pshufb %xmm@3, %xmm@1
  movdqa %xmm@1, 176(%rsp)
  cmpq $1, 16(%rsp)
  je L7
  movq %r9, %r12
  shlq $4, %r12
  leaq 16(%r12), %rbx
  movq %rax, %rdx
  subq %rbx, %rdx
  jb L8
  cmpq $16, %rdx
  jb L9
  movq %r14, %rdx
  subq %rbx, %rdx
  jb L10
  cmpq $16, %rdx
  jb L11
  movdqu (%r8,%rbx), %xmm@1
  movq 8(%rsp), %rdx
  pxor 16(%rdx), %xmm@1
  movdqu %xmm@1, (%rdi,%rbx)
  pshufb %xmm@3, %xmm@1
  movdqa %xmm@1, 192(%rsp)
  cmpq $2, 16(%rsp)
  je L7
  leaq 32(%r12), %rbx
  movq %rax, %rdx
  subq %rbx, %rdx
  jb L8
  cmpq $16, %rdx
  jb L9
  movq %r14, %rdx
  subq %rbx, %rdx
  jb L10
  cmpq $16, %rdx
  jb L11
  movdqu (%r8,%rbx), %xmm@1
  movq 8(%rsp), %rdx
  pxor 32(%rdx), %xmm@1
  movdqu %xmm@1, (%rdi,%rbx)
  pshufb %xmm@3, %xmm@1
  movdqa %xmm@1, 208(%rsp)
  cmpq $3, 16(%rsp)
  je L7
  leaq 48(%r12), %rbx
  movq %rax, %rdx
  subq %rbx, %rdx
  jb L8
  cmpq $16, %rdx
  jb L9
  movq %r14, %rdx
  subq %rbx, %rdx
  jb L10
  cmpq $16, %rdx
  jb L11
  movdqu (%r8,%rbx), %xmm@1
  movq 8(%rsp), %rdx
  pxor 48(%rdx), %xmm@1
  movdqu %xmm@1, (%rdi,%rbx)
  pshufb %xmm@3, %xmm@1
  movdqa %xmm@1, 224(%rsp)
  cmpq $4, 16(%rsp)
  je L7
  leaq 64(%r12), %rbx
  movq %rax, %rdx
  subq %rbx, %rdx
  jb L8
  cmpq $16, %rdx
  jb L9
  movq %r14, %rdx
  subq %rbx, %rdx
  jb L10
  cmpq $16, %rdx
  jb L11
  movdqu (%r8,%rbx), %xmm@1
  movq 8(%rsp), %rdx
  pxor 64(%rdx), %xmm@1
  movdqu %xmm@1, (%rdi,%rbx)
  pshufb %xmm@3, %xmm@1
  movdqa %xmm@1, 240(%rsp)
  cmpq $5, 16(%rsp)
  je L7
  leaq 80(%r12), %rbx
  movq %rax, %rdx
  subq %rbx, %rdx
  jb L8
  cmpq $16, %rdx
  jb L9
  movq %r14, %rdx
  subq %rbx, %rdx
  jb L10
  cmpq $16, %rdx
  jb L11
  movdqu (%r8,%rbx), %xmm@1
  movq 8(%rsp), %rdx
  pxor 80(%rdx), %xmm@1
  movdqu %xmm@1, (%rdi,%rbx)
  pshufb %xmm@3, %xmm@1
  movdqa %xmm@1, 256(%rsp)
  cmpq $6, 16(%rsp)
  je L7
  leaq 96(%r12), %rbx
  movq %rax, %rdx
  subq %rbx, %rdx
  jb L8
  cmpq $16, %rdx
  jb L9
  movq %r14, %rdx
  subq %rbx, %rdx
  jb L10
  cmpq $16, %rdx
  jb L11
  movdqu (%r8,%rbx), %xmm@1
  movq 8(%rsp), %rdx
  pxor 96(%rdx), %xmm@1
  movdqu %xmm@1, (%rdi,%rbx)
  pshufb %xmm@3, %xmm@1
  movdqa %xmm@1, 272(%rsp)
  cmpq $7, 16(%rsp)
  je L7
  leaq 112(%r12), %rbx
  movq %rax, %rdx
  subq %rbx, %rdx
  jb L8
  cmpq $16, %rdx
  jb L9
  testb %r13b, %r13b
  jne L12
  movq %r14, %rdx
  subq %rbx, %rdx
  jb L10
  cmpq $16, %rdx
  jb L11
  movdqu (%r8,%rbx), %xmm@1
  movq 8(%rsp), %rdx
  pxor 112(%rdx), %xmm@1
  movdqu %xmm@1, (%rdi,%rbx)
  pshufb %xmm@3, %xmm@1
  movdqa %xmm@1, 288(%rsp)
  cmpq $8, 16(%rsp)
  jne L13
L7:
  testq %rbp, %rbp
  je L14
  movq %rcx, 8(%rsp)
  movq %rax, %rbx
  andq $-16, %rbx
  addq %rbx, %r8
  movq %r10, %r13
  movq %rax, %r10
  movq %r9, %r12
  cmpl $8, %ebp
  jbe L15
  movq (%r8), %rdi
  cmpl $12, %ebp
  jae L16
  addq $8, %r8
  leaq -8(%rbp), %rcx
  leaq -9(%rbp), %r14
  movzbl (%r8), %edx
  shrq %rcx
  movzbl (%r8,%rcx), %eax
  shll $3, %ecx
  shlq %cl, %rax
  orq %rdx, %rax
  movzbl -9(%r8,%rbp), %r9d
  shll $3, %r14d
  movl %r14d, %ecx
  shlq %cl, %r9
  orq %rax, %r9
  jmp L17
L15:
  cmpl $4, %ebp
  jae L18
  movl %ebp, %ecx
  shrl %ecx
  movzbl (%r8,%rcx), %edx
  shll $3, %ecx
  shlq %cl, %rdx
  leaq -1(%rbp), %rcx
  movzbl -1(%r8,%rbp), %edi
  shll $3, %ecx
  shlq %cl, %rdi
  movzbl (%r8), %eax
  orq %rax, %rdx
  orq %rdx, %rdi
  jmp L19
L16:
  movl 8(%r8), %edx
  leal (,%rbp,8), %ecx
  movl -4(%r8,%rbp), %r9d
  addb $-96, %cl
  shlq %cl, %r9
  orq %rdx, %r9
  jmp L17
L18:
  cmpl $8, %ebp
  jne L20
  movq (%r8), %rdi
  jmp L19
L20:
  leaq -4(%rbp), %rcx
  movl -4(%r8,%rbp), %edi
  shll $3, %ecx
  shlq %cl, %rdi
  movl (%r8), %eax
  orq %rax, %rdi
L19:
  xorl %r9d, %r9d
L17:
  addq 16(%rsp), %r11
  cmpq $7, %r11
  movq 24(%rsp), %rcx
  ja L21
  movq 24(%rcx), %r14
  movq %r14, %rax
  subq %rbx, %rax
  jb L22
  movq %r9, %xmm@3
  movq %rdi, %xmm@1
  punpcklqdq %xmm@3, %xmm@1
  shlq $4, %r11
  pxor 32(%rsp,%r11), %xmm@1
  movq 16(%rcx), %rdi
  addq %rbx, %rdi
  cmpq $8, %rax
  jbe L23
  movq %xmm@1, (%rdi)
  addq $8, %rdi
  pextrq $1, %xmm@1, %r8
  cmpq $12, %rax
  jge L24
  leaq -8(%rax), %rdx
  movb %r8b, (%rdi)
  shrq %rdx
  leal (,%rdx,8), %ecx
  movq %r8, %r9
  shrq %cl, %r9
  movb %r9b, (%rdi,%rdx)
  leaq -9(%rax), %rcx
  shll $3, %ecx
  shrq %cl, %r8
  movb %r8b, -9(%rdi,%rax)
  jmp L25
L23:
  cmpq %rbx, %r14
  je L25
  movq %xmm@1, %r8
  cmpq $4, %rax
  jae L26
  movb %r8b, (%rdi)
  movq %rax, %rdx
  shrq %rdx
  leal (,%rdx,8), %ecx
  movq %r8, %r9
  shrq %cl, %r9
  movb %r9b, (%rdi,%rdx)
  leaq -1(%rax), %rcx
  shll $3, %ecx
  shrq %cl, %r8
  movb %r8b, -1(%rdi,%rax)
  jmp L25
L24:
  cmpq $16, %rax
  jae L27
  movl %r8d, (%rdi)
  leaq -12(%rax), %rcx
  shll $3, %ecx
  shrq %cl, %r8
  movl %r8d, -12(%rdi,%rax)
  jmp L25
L26:
  cmpq $8, %rax
  jne L28
L27:
  movq %r8, (%rdi)
  jmp L25
L28:
  movl %r8d, (%rdi)
  leaq -4(%rax), %rcx
  shll $3, %ecx
  shrq %cl, %r8
  movl %r8d, -4(%rdi,%rax)
L25:
  movd %ebp, %xmm@3
  pxor %xmm@2, %xmm@2
  pshufb %xmm@2, %xmm@3
  pcmpgtb C7(%rip), %xmm@3
  pand %xmm@1, %xmm@3
  pshufb 368(%rsi), %xmm@3
  movq 16(%rsp), %rax
  shlq $4, %rax
  movdqa %xmm@3, 176(%rsp,%rax)
  movq %r12, %r9
  movq %r10, %rax
  movq %r13, %r10
  movq 8(%rsp), %rcx
L14:
  movq 168(%rsp), %rdi
  cmpq $9, %rdi
  jae L29
  movq 384(%rsp), %xmm@1
  movq %rax, %xmm@3
  punpcklqdq %xmm@1, %xmm@3
  psllq $3, %xmm@3
  movq %rdi, %rax
  shlq $4, %rax
  movdqa %xmm@3, 176(%rsp,%rax)
  cmpq $8, %rdi
  movq 160(%rsp), %r8
  jne L30
  movdqa 176(%rsp), %xmm@5
  movdqa 192(%rsp), %xmm@6
  movdqa 208(%rsp), %xmm@7
  movdqa 224(%rsp), %xmm@1
  pxor (%rcx), %xmm@5
  movdqa (%rsi), %xmm@3
  movdqa 16(%rsi), %xmm@2
  movdqa 32(%rsi), %xmm@8
  movdqa 48(%rsi), %xmm@4
  movdqa %xmm@5, %xmm@9
  pclmulqdq $0, %xmm@3, %xmm@9
  movdqa %xmm@5, %xmm@11
  pclmulqdq $17, %xmm@3, %xmm@11
  movdqa %xmm@5, %xmm@10
  pclmulqdq $1, %xmm@3, %xmm@10
  pclmulqdq $16, %xmm@3, %xmm@5
  pxor %xmm@10, %xmm@5
  movdqa %xmm@6, %xmm@10
  pclmulqdq $0, %xmm@2, %xmm@10
  movdqa %xmm@6, %xmm@12
  pclmulqdq $17, %xmm@2, %xmm@12
  movdqa %xmm@6, %xmm@3
  pclmulqdq $1, %xmm@2, %xmm@3
  pclmulqdq $16, %xmm@2, %xmm@6
  pxor %xmm@3, %xmm@6
  movdqa %xmm@7, %xmm@3
  pclmulqdq $0, %xmm@8, %xmm@3
  pxor %xmm@10, %xmm@3
  pxor %xmm@9, %xmm@3
  movdqa %xmm@7, %xmm@2
  pclmulqdq $17, %xmm@8, %xmm@2
  pxor %xmm@12, %xmm@2
  pxor %xmm@11, %xmm@2
  movdqa %xmm@7, %xmm@9
  pclmulqdq $1, %xmm@8, %xmm@9
  pxor %xmm@6, %xmm@9
  pxor %xmm@5, %xmm@9
  pclmulqdq $16, %xmm@8, %xmm@7
  movdqa %xmm@1, %xmm@6
  pclmulqdq $0, %xmm@4, %xmm@6
  movdqa %xmm@1, %xmm@8
  pclmulqdq $17, %xmm@4, %xmm@8
  movdqa %xmm@1, %xmm@5
  pclmulqdq $1, %xmm@4, %xmm@5
  pxor %xmm@7, %xmm@5
  pclmulqdq $16, %xmm@4, %xmm@1
  pxor %xmm@5, %xmm@1
  movdqa 240(%rsp), %xmm@5
  movdqa 64(%rsi), %xmm@4
  movdqa %xmm@5, %xmm@11
  pclmulqdq $0, %xmm@4, %xmm@11
  pxor %xmm@6, %xmm@11
  movdqa %xmm@5, %xmm@6
  pclmulqdq $17, %xmm@4, %xmm@6
  pxor %xmm@8, %xmm@6
  movdqa %xmm@5, %xmm@7
  pclmulqdq $1, %xmm@4, %xmm@7
  pxor %xmm@1, %xmm@7
  pxor %xmm@9, %xmm@7
  pclmulqdq $16, %xmm@4, %xmm@5
  movdqa 256(%rsp), %xmm@1
  movdqa 80(%rsi), %xmm@8
  movdqa %xmm@1, %xmm@4
  pclmulqdq $0, %xmm@8, %xmm@4
  pxor %xmm@11, %xmm@4
  pxor %xmm@3, %xmm@4
  movdqa %xmm@1, %xmm@3
  pclmulqdq $17, %xmm@8, %xmm@3
  pxor %xmm@6, %xmm@3
  pxor %xmm@2, %xmm@3
  movdqa %xmm@1, %xmm@2
  pclmulqdq $1, %xmm@8, %xmm@2
  pxor %xmm@5, %xmm@2
  pclmulqdq $16, %xmm@8, %xmm@1
  pxor %xmm@2, %xmm@1
  movdqa 272(%rsp), %xmm@5
  movdqa 96(%rsi), %xmm@2
  movdqa %xmm@5, %xmm@6
  pclmulqdq $0, %xmm@2, %xmm@6
  movdqa %xmm@5, %xmm@8
  pclmulqdq $17, %xmm@2, %xmm@8
  movdqa %xmm@5, %xmm@9
  pclmulqdq $1, %xmm@2, %xmm@9
  pxor %xmm@1, %xmm@9
  pclmulqdq $16, %xmm@2, %xmm@5
  pxor %xmm@9, %xmm@5
  pxor %xmm@7, %xmm@5
  movdqa 288(%rsp), %xmm@2
  movdqa 112(%rsi), %xmm@1
  movdqa %xmm@2, %xmm@7
  pclmulqdq $0, %xmm@1, %xmm@7
  pxor %xmm@6, %xmm@7
  pxor %xmm@4, %xmm@7
  movdqa %xmm@2, %xmm@4
  pclmulqdq $17, %xmm@1, %xmm@4
  pxor %xmm@8, %xmm@4
  pxor %xmm@3, %xmm@4
  movdqa %xmm@2, %xmm@3
  pclmulqdq $1, %xmm@1, %xmm@3
  pclmulqdq $16, %xmm@1, %xmm@2
  pxor %xmm@3, %xmm@2
  pxor %xmm@5, %xmm@2
  movdqa %xmm@2, %xmm@5
  pslldq $8, %xmm@5
  pxor %xmm@7, %xmm@5
  psrldq $8, %xmm@2
  movabsq $-4467570830351532032, %rax
  movq %rax, %xmm@3
  pshufd $78, %xmm@5, %xmm@7
  pclmulqdq $0, %xmm@3, %xmm@5
  pxor %xmm@7, %xmm@5
  pshufd $78, %xmm@5, %xmm@7
  pclmulqdq $0, %xmm@3, %xmm@5
  pxor %xmm@2, %xmm@7
  pxor %xmm@4, %xmm@7
  pxor %xmm@5, %xmm@7
  pxor 304(%rsp), %xmm@7
  movdqa %xmm@7, %xmm@2
  pclmulqdq $0, %xmm@1, %xmm@2
  movdqa %xmm@7, %xmm@4
  pclmulqdq $17, %xmm@1, %xmm@4
  movdqa %xmm@7, %xmm@5
  pclmulqdq $1, %xmm@1, %xmm@5
  pclmulqdq $16, %xmm@1, %xmm@7
  pxor %xmm@5, %xmm@7
  movdqa %xmm@7, %xmm@1
  pslldq $8, %xmm@1
  pxor %xmm@2, %xmm@1
  psrldq $8, %xmm@7
  pxor %xmm@4, %xmm@7
  pshufd $78, %xmm@1, %xmm@2
  pclmulqdq $0, %xmm@3, %xmm@1
  pxor %xmm@2, %xmm@1
  pclmulqdq $0, %xmm@1, %xmm@3
  pshufd $78, %xmm@1, %xmm@1
  jmp L31
L30:
  movdqa 176(%rsp), %xmm@2
  pxor (%rcx), %xmm@2
  movq %rdi, %rax
  xorq $7, %rax
  shlq $4, %rax
  movdqa (%rsi,%rax), %xmm@7
  movdqa %xmm@2, %xmm@3
  pclmulqdq $0, %xmm@7, %xmm@3
  movdqa %xmm@2, %xmm@1
  pclmulqdq $17, %xmm@7, %xmm@1
  movdqa %xmm@2, %xmm@4
  pclmulqdq $1, %xmm@7, %xmm@4
  pclmulqdq $16, %xmm@7, %xmm@2
  pxor %xmm@4, %xmm@2
  testq %rdi, %rdi
  je L32
  movq %r9, %rcx
  movq %r9, %rax
  subq %r10, %rax
  subq %r15, %rax
  shlq $4, %r10
  shll $4, %r15d
  addq %r10, %r15
  shlq $4, %rcx
  subq %rcx, %r15
  xorl %ecx, %ecx
L33:
  movdqa 192(%rsp,%rcx), %xmm@7
  movl %eax, %edx
  andl $7, %edx
  shll $4, %edx
  movdqa (%rsi,%rdx), %xmm@4
  movdqa %xmm@7, %xmm@5
  pclmulqdq $0, %xmm@4, %xmm@5
  pxor %xmm@5, %xmm@3
  movdqa %xmm@7, %xmm@5
  pclmulqdq $17, %xmm@4, %xmm@5
  pxor %xmm@5, %xmm@1
  movdqa %xmm@7, %xmm@5
  pclmulqdq $1, %xmm@4, %xmm@5
  pxor %xmm@2, %xmm@5
  pclmulqdq $16, %xmm@4, %xmm@7
  pxor %xmm@5, %xmm@7
  incq %rax
  addq $16, %rcx
  movdqa %xmm@7, %xmm@2
  cmpq %rcx, %r15
  jne L33
  jmp L34
L32:
  movdqa %xmm@2, %xmm@7
L34:
  movdqa %xmm@7, %xmm@2
  pslldq $8, %xmm@2
  pxor %xmm@3, %xmm@2
  psrldq $8, %xmm@7
  pxor %xmm@1, %xmm@7
  movabsq $-4467570830351532032, %rax
  movq %rax, %xmm@3
  pshufd $78, %xmm@2, %xmm@1
  pclmulqdq $0, %xmm@3, %xmm@2
  pxor %xmm@1, %xmm@2
  pclmulqdq $0, %xmm@2, %xmm@3
  pshufd $78, %xmm@2, %xmm@1
L31:
  pxor %xmm@7, %xmm@1
  pxor %xmm@3, %xmm@1
  pshufb 368(%rsi), %xmm@1
  pxor %xmm@1, %xmm@0
  movdqu %xmm@0, (%r8)
  addq $328, %rsp
  popq %rbx
  popq %r12
  popq %r13
  popq %r14
  popq %r15
  popq %rbp
  retq
L8:
  movq %rax, %rdx
L35:
  leaq C8(%rip), %rcx
  movq %rbx, %rdi
  movq %rdx, %rsi
  callq *core::slice::index::slice_index_fail(%rip)
L10:
  leaq C9(%rip), %rcx
  movq %rbx, %rdi
  movq %r14, %rsi
  movq %r14, %rdx
  callq *core::slice::index::slice_index_fail(%rip)
L11:
  leaq C10(%rip), %rdi
  leaq C11(%rip), %rdx
  movl $45, %esi
  callq *core::option::expect_failed(%rip)
L22:
  leaq C12(%rip), %rcx
  movq %rbx, %rdi
  movq %r14, %rsi
  movq %r14, %rdx
  callq *core::slice::index::slice_index_fail(%rip)
L29:
  leaq C13(%rip), %rdx
  movl $9, %esi
  callq *core::panicking::panic_bounds_check(%rip)
L21:
  leaq C14(%rip), %rdx
  movl $8, %esi
  movq %r11, %rdi
  callq *core::panicking::panic_bounds_check(%rip)
L13:
  subq $-128, %r12
  movq %rax, %rdx
  movq %r12, %rbx
  subq %r12, %rax
  jb L35
  cmpq $16, %rax
  jb L9
L12:
  leaq C15(%rip), %rdx
  movl $8, %edi
  movl $8, %esi
  callq *core::panicking::panic_bounds_check(%rip)
L9:
  leaq C10(%rip), %rdi
  leaq C16(%rip), %rdx
  movl $45, %esi
  callq *core::option::expect_failed(%rip)
== hw_gcm::arch::x86_64::aesni_clmul::tail#3
  pushq %rbp
  pushq %r15
  pushq %r14
  pushq %r13
  pushq %r12
  pushq %rbx
  subq $328, %rsp
  movq (%r8), %r14
  movq 8(%r8), %rax
  xorps %xmm@0, %xmm@0
  movaps %xmm@0, 144(%rsp)
  movaps %xmm@0, 128(%rsp)
  movaps %xmm@0, 112(%rsp)
  movaps %xmm@0, 96(%rsp)
  movaps %xmm@0, 80(%rsp)
  movaps %xmm@0, 64(%rsp)
  movaps %xmm@0, 48(%rsp)
  movaps %xmm@0, 32(%rsp)
  movq %rax, %r10
  shrq $4, %r10
  movq %r10, %rbx
  subq %r9, %rbx
  xorl %r12d, %r12d
  movq %rax, %r11
  andq $15, %r11
  setne %r12b
  movq %rbx, 16(%rsp)
  addq %r12, %rbx
  movdqa (%rdx), %xmm@1
  cmpq $4, %rbx
  movq %rdi, 160(%rsp)
  movq %rbx, 168(%rsp)
  movq %r14, 24(%rsp)
  jae L0
  movdqa 368(%rsi), %xmm@0
  movd C0(%rip), %xmm@2
  paddd %xmm@1, %xmm@2
  pshufb %xmm@0, %xmm@2
  movd C1(%rip), %xmm@3
  paddd %xmm@1, %xmm@3
  pshufb %xmm@0, %xmm@3
  pshufb %xmm@0, %xmm@1
  movdqa 128(%rsi), %xmm@4
  movdqa 144(%rsi), %xmm@5
  movdqa 160(%rsi), %xmm@6
  movdqa 176(%rsi), %xmm@7
  movdqa 384(%rsi), %xmm@0
  pxor %xmm@4, %xmm@0
  pxor %xmm@4, %xmm@1
  pxor %xmm@4, %xmm@3
  pxor %xmm@4, %xmm@2
  aesenc %xmm@5, %xmm@0
  aesenc %xmm@5, %xmm@1
  aesenc %xmm@5, %xmm@3
  aesenc %xmm@5, %xmm@2
  aesenc %xmm@6, %xmm@0
  aesenc %xmm@6, %xmm@1
  aesenc %xmm@6, %xmm@3
  aesenc %xmm@6, %xmm@2
  aesenc %xmm@7, %xmm@0
  aesenc %xmm@7, %xmm@1
  aesenc %xmm@7, %xmm@3
  aesenc %xmm@7, %xmm@2
  movdqa 192(%rsi), %xmm@7
  aesenc %xmm@7, %xmm@0
  aesenc %xmm@7, %xmm@1
  aesenc %xmm@7, %xmm@3
  aesenc %xmm@7, %xmm@2
  movdqa 208(%rsi), %xmm@7
  aesenc %xmm@7, %xmm@0
  aesenc %xmm@7, %xmm@1
  aesenc %xmm@7, %xmm@3
  aesenc %xmm@7, %xmm@2
  movdqa 224(%rsi), %xmm@7
  aesenc %xmm@7, %xmm@0
  aesenc %xmm@7, %xmm@1
  aesenc %xmm@7, %xmm@3
  aesenc %xmm@7, %xmm@2
  movdqa 240(%rsi), %xmm@7
  aesenc %xmm@7, %xmm@0
  aesenc %xmm@7, %xmm@1
  aesenc %xmm@7, %xmm@3
  aesenc %xmm@7, %xmm@2
  movdqa 256(%rsi), %xmm@7
  aesenc %xmm@7, %xmm@0
  aesenc %xmm@7, %xmm@1
  aesenc %xmm@7, %xmm@3
  aesenc %xmm@7, %xmm@2
  movdqa 272(%rsi), %xmm@7
  aesenc %xmm@7, %xmm@0
  aesenc %xmm@7, %xmm@1
  aesenc %xmm@7, %xmm@3
  aesenc %xmm@7, %xmm@2
  leaq 64(%rsp), %r15
  movdqa 288(%rsi), %xmm@7
  aesenc %xmm@7, %xmm@0
  aesenc %xmm@7, %xmm@1
  aesenc %xmm@7, %xmm@3
  leaq 80(%rsp), %r14
  aesenc %xmm@7, %xmm@2
  movdqa 304(%rsi), %xmm@7
  aesenc %xmm@7, %xmm@0
  aesenc %xmm@7, %xmm@1
  aesenc %xmm@7, %xmm@3
  aesenc %xmm@7, %xmm@2
  leaq 48(%rsp), %rdx
  movq %rdx, 8(%rsp)
  movdqa 320(%rsi), %xmm@7
  aesenc %xmm@7, %xmm@0
  aesenc %xmm@7, %xmm@1
  aesenc %xmm@7, %xmm@3
  movdqa 352(%rsi), %xmm@4
  aesenc %xmm@7, %xmm@2
  movdqa 336(%rsi), %xmm@7
  aesenc %xmm@7, %xmm@0
  aesenc %xmm@7, %xmm@1
  aesenc %xmm@7, %xmm@3
  aesenc %xmm@7, %xmm@2
  aesenclast %xmm@4, %xmm@0
  aesenclast %xmm@4, %xmm@1
  aesenclast %xmm@4, %xmm@3
  aesenclast %xmm@4, %xmm@2
  movdqa %xmm@0, 32(%rsp)
  movdqa %xmm@1, 48(%rsp)
L1:
  movl $1, %ebx
  movb $1, %bpl
  jmp L2
L0:
  leaq 48(%rsp), %rdx
  movq %rdx, 8(%rsp)
  leaq 144(%rsp), %r14
  leaq 128(%rsp), %r13
  leaq -6(%rbx), %rdx
  cmpq $2, %rdx
  jb L3
  leaq 96(%rsp), %r15
  cmpq $4, %rbx
  je L4
  cmpq $5, %rbx
  jne L5
  movdqa 368(%rsi), %xmm@0
  movd C2(%rip), %xmm@2
  paddd %xmm@1, %xmm@2
  pshufb %xmm@0, %xmm@2
  movd C3(%rip), %xmm@3
  paddd %xmm@1, %xmm@3
  pshufb %xmm@0, %xmm@3
  movd C0(%rip), %xmm@7
  paddd %xmm@1, %xmm@7
  pshufb %xmm@0, %xmm@7
  movd C1(%rip), %xmm@4
  paddd %xmm@1, %xmm@4
  pshufb %xmm@0, %xmm@4
  pshufb %xmm@0, %xmm@1
  movdqa 128(%rsi), %xmm@8
  movdqa 144(%rsi), %xmm@9
  movdqa 160(%rsi), %xmm@6
  movdqa 176(%rsi), %xmm@5
  movdqa 384(%rsi), %xmm@0
  pxor %xmm@8, %xmm@0
  pxor %xmm@8, %xmm@1
  pxor %xmm@8, %xmm@4
  pxor %xmm@8, %xmm@7
  pxor %xmm@8, %xmm@3
  pxor %xmm@8, %xmm@2
  aesenc %xmm@9, %xmm@0
  aesenc %xmm@9, %xmm@1
  aesenc %xmm@9, %xmm@4
  aesenc %xmm@9, %xmm@7
  aesenc %xmm@9, %xmm@3
  aesenc %xmm@9, %xmm@2
  aesenc %xmm@6, %xmm@0
  aesenc %xmm@6, %xmm@1
  aesenc %xmm@6, %xmm@4
  aesenc %xmm@6, %xmm@7
  aesenc %xmm@6, %xmm@3
  aesenc %xmm@6, %xmm@2
  aesenc %xmm@5, %xmm@0
  aesenc %xmm@5, %xmm@1
  aesenc %xmm@5, %xmm@4
  aesenc %xmm@5, %xmm@7
  aesenc %xmm@5, %xmm@3
  aesenc %xmm@5, %xmm@2
  movdqa 192(%rsi), %xmm@5
  aesenc %xmm@5, %xmm@0
  aesenc %xmm@5, %xmm@1
  aesenc %xmm@5, %xmm@4
  aesenc %xmm@5, %xmm@7
  aesenc %xmm@5, %xmm@3
  aesenc %xmm@5, %xmm@2
  movdqa 208(%rsi), %xmm@5
  aesenc %xmm@5, %xmm@0
  aesenc %xmm@5, %xmm@1
  aesenc %xmm@5, %xmm@4
  aesenc %xmm@5, %xmm@7
  aesenc %xmm@5, %xmm@3
  aesenc %xmm@5, %xmm@2
  movdqa 224(%rsi), %xmm@5
  aesenc %xmm@5, %xmm@0
  aesenc %xmm@5, %xmm@1
  aesenc %xmm@5, %xmm@4
  aesenc %xmm@5, %xmm@7
  aesenc %xmm@5, %xmm@3
  aesenc %xmm@5, %xmm@2
  movdqa 240(%rsi), %xmm@5
  aesenc %xmm@5, %xmm@0
  aesenc %xmm@5, %xmm@1
  aesenc %xmm@5, %xmm@4
  aesenc %xmm@5, %xmm@7
  aesenc %xmm@5, %xmm@3
  aesenc %xmm@5, %xmm@2
  movdqa 256(%rsi), %xmm@5
  aesenc %xmm@5, %xmm@0
  aesenc %xmm@5, %xmm@1
  aesenc %xmm@5, %xmm@4
  aesenc %xmm@5, %xmm@7
  aesenc %xmm@5, %xmm@3
  aesenc %xmm@5, %xmm@2
  movdqa 272(%rsi), %xmm@5
  aesenc %xmm@5, %xmm@0
  aesenc %xmm@5, %xmm@1
  aesenc %xmm@5, %xmm@4
  aesenc %xmm@5, %xmm@7
  aesenc %xmm@5, %xmm@3
  aesenc %xmm@5, %xmm@2
  movdqa 288(%rsi), %xmm@5
  aesenc %xmm@5, %xmm@0
  aesenc %xmm@5, %xmm@1
  aesenc %xmm@5, %xmm@4
  aesenc %xmm@5, %xmm@7
  aesenc %xmm@5, %xmm@3
  aesenc %xmm@5, %xmm@2
  movdqa 304(%rsi), %xmm@5
  aesenc %xmm@5, %xmm@0
  aesenc %xmm@5, %xmm@1
  aesenc %xmm@5, %xmm@4
  aesenc %xmm@5, %xmm@7
  aesenc %xmm@5, %xmm@3
  leaq 112(%rsp), %r14
  aesenc %xmm@5, %xmm@2
  movdqa 320(%rsi), %xmm@5
  aesenc %xmm@5, %xmm@0
  aesenc %xmm@5, %xmm@1
  aesenc %xmm@5, %xmm@4
  aesenc %xmm@5, %xmm@7
  aesenc %xmm@5, %xmm@3
  aesenc %xmm@5, %xmm@2
  movdqa 352(%rsi), %xmm@5
  movdqa 336(%rsi), %xmm@6
  aesenc %xmm@6, %xmm@0
  aesenc %xmm@6, %xmm@1
  aesenc %xmm@6, %xmm@4
  aesenc %xmm@6, %xmm@7
  aesenc %xmm@6, %xmm@3
  aesenc %xmm@6, %xmm@2
  aesenclast %xmm@5, %xmm@0
  aesenclast %xmm@5, %xmm@1
  aesenclast %xmm@5, %xmm@4
  aesenclast %xmm@5, %xmm@7
  aesenclast %xmm@5, %xmm@3
  aesenclast %xmm@5, %xmm@2
  movdqa %xmm@0, 32(%rsp)
  movdqa %xmm@1, 48(%rsp)
  movdqa %xmm@4, 64(%rsp)
  movdqa %xmm@7, 80(%rsp)
  jmp L1
L3:
  movdqa 368(%rsi), %xmm@0
  movd C4(%rip), %xmm@2
  paddd %xmm@1, %xmm@2
  pshufb %xmm@0, %xmm@2
  movd C5(%rip), %xmm@3
  paddd %xmm@1, %xmm@3
  pshufb %xmm@0, %xmm@3
  movd C2(%rip), %xmm@7
  paddd %xmm@1, %xmm@7
  pshufb %xmm@0, %xmm@7
  movd C3(%rip), %xmm@4
  paddd %xmm@1, %xmm@4
  pshufb %xmm@0, %xmm@4
  movd C0(%rip), %xmm@5
  paddd %xmm@1, %xmm@5
  pshufb %xmm@0, %xmm@5
  movd C1(%rip), %xmm@6
  paddd %xmm@1, %xmm@6
  pshufb %xmm@0, %xmm@6
  pshufb %xmm@0, %xmm@1
  movdqa 128(%rsi), %xmm@10
  movdqa 144(%rsi), %xmm@11
  movdqa 160(%rsi), %xmm@9
  movdqa 176(%rsi), %xmm@8
  movdqa 384(%rsi), %xmm@0
  pxor %xmm@10, %xmm@0
  pxor %xmm@10, %xmm@1
  pxor %xmm@10, %xmm@6
  pxor %xmm@10, %xmm@5
  pxor %xmm@10, %xmm@4
  pxor %xmm@10, %xmm@7
  pxor %xmm@10, %xmm@3
  pxor %xmm@10, %xmm@2
  aesenc %xmm@11, %xmm@0
  aesenc %xmm@11, %xmm@1
  aesenc %xmm@11, %xmm@6
  aesenc %xmm@11, %xmm@5
  aesenc %xmm@11, %xmm@4
  aesenc %xmm@11, %xmm@7
  aesenc %xmm@11, %xmm@3
  aesenc %xmm@11, %xmm@2
  aesenc %xmm@9, %xmm@0
  aesenc %xmm@9, %xmm@1
  aesenc %xmm@9, %xmm@6
  aesenc %xmm@9, %xmm@5
  aesenc %xmm@9, %xmm@4
  aesenc %xmm@9, %xmm@7
  aesenc %xmm@9, %xmm@3
  aesenc %xmm@9, %xmm@2
  aesenc %xmm@8, %xmm@0
  aesenc %xmm@8, %xmm@1
  aesenc %xmm@8, %xmm@6
  aesenc %xmm@8, %xmm@5
  aesenc %xmm@8, %xmm@4
  aesenc %xmm@8, %xmm@7
  aesenc %xmm@8, %xmm@3
  aesenc %xmm@8, %xmm@2
  movdqa 192(%rsi), %xmm@8
  aesenc %xmm@8, %xmm@0
  aesenc %xmm@8, %xmm@1
  aesenc %xmm@8, %xmm@6
  aesenc %xmm@8, %xmm@5
  aesenc %xmm@8, %xmm@4
  aesenc %xmm@8, %xmm@7
  aesenc %xmm@8, %xmm@3
  aesenc %xmm@8, %xmm@2
  movdqa 208(%rsi), %xmm@8
  aesenc %xmm@8, %xmm@0
  aesenc %xmm@8, %xmm@1
  aesenc %xmm@8, %xmm@6
  aesenc %xmm@8, %xmm@5
  aesenc %xmm@8, %xmm@4
  aesenc %xmm@8, %xmm@7
  aesenc %xmm@8, %xmm@3
  aesenc %xmm@8, %xmm@2
  movdqa 224(%rsi), %xmm@8
  aesenc %xmm@8, %xmm@0
  aesenc %xmm@8, %xmm@1
  aesenc %xmm@8, %xmm@6
  aesenc %xmm@8, %xmm@5
  aesenc %xmm@8, %xmm@4
  aesenc %xmm@8, %xmm@7
  aesenc %xmm@8, %xmm@3
  aesenc %xmm@8, %xmm@2
  movdqa 240(%rsi), %xmm@8
  aesenc %xmm@8, %xmm@0
  aesenc %xmm@8, %xmm@1
  aesenc %xmm@8, %xmm@6
  aesenc %xmm@8, %xmm@5
  aesenc %xmm@8, %xmm@4
  aesenc %xmm@8, %xmm@7
  aesenc %xmm@8, %xmm@3
  aesenc %xmm@8, %xmm@2
  movdqa 256(%rsi), %xmm@8
  aesenc %xmm@8, %xmm@0
  aesenc %xmm@8, %xmm@1
  aesenc %xmm@8, %xmm@6
  aesenc %xmm@8, %xmm@5
  aesenc %xmm@8, %xmm@4
  aesenc %xmm@8, %xmm@7
  aesenc %xmm@8, %xmm@3
  aesenc %xmm@8, %xmm@2
  movdqa 272(%rsi), %xmm@8
  aesenc %xmm@8, %xmm@0
  aesenc %xmm@8, %xmm@1
  aesenc %xmm@8, %xmm@6
  aesenc %xmm@8, %xmm@5
  aesenc %xmm@8, %xmm@4
  aesenc %xmm@8, %xmm@7
  aesenc %xmm@8, %xmm@3
  aesenc %xmm@8, %xmm@2
  movdqa 288(%rsi), %xmm@8
  aesenc %xmm@8, %xmm@0
  aesenc %xmm@8, %xmm@1
  aesenc %xmm@8, %xmm@6
  aesenc %xmm@8, %xmm@5
  aesenc %xmm@8, %xmm@4
  aesenc %xmm@8, %xmm@7
  aesenc %xmm@8, %xmm@3
  aesenc %xmm@8, %xmm@2
  movdqa 304(%rsi), %xmm@8
  aesenc %xmm@8, %xmm@0
  aesenc %xmm@8, %xmm@1
  aesenc %xmm@8, %xmm@6
  aesenc %xmm@8, %xmm@5
  aesenc %xmm@8, %xmm@4
  aesenc %xmm@8, %xmm@7
  aesenc %xmm@8, %xmm@3
  aesenc %xmm@8, %xmm@2
  movdqa 320(%rsi), %xmm@8
  aesenc %xmm@8, %xmm@0
  aesenc %xmm@8, %xmm@1
  aesenc %xmm@8, %xmm@6
  aesenc %xmm@8, %xmm@5
  aesenc %xmm@8, %xmm@4
  aesenc %xmm@8, %xmm@7
  aesenc %xmm@8, %xmm@3
  aesenc %xmm@8, %xmm@2
  movdqa 352(%rsi), %xmm@8
  movdqa 336(%rsi), %xmm@9
  aesenc %xmm@9, %xmm@0
  aesenc %xmm@9, %xmm@1
  aesenc %xmm@9, %xmm@6
  aesenc %xmm@9, %xmm@5
  aesenc %xmm@9, %xmm@4
  aesenc %xmm@9, %xmm@7
  aesenc %xmm@9, %xmm@3
  aesenc %xmm@9, %xmm@2
  aesenclast %xmm@8, %xmm@0
  aesenclast %xmm@8, %xmm@1
  aesenclast %xmm@8, %xmm@6
  aesenclast %xmm@8, %xmm@5
  aesenclast %xmm@8, %xmm@4
  aesenclast %xmm@8, %xmm@7
  aesenclast %xmm@8, %xmm@3
  aesenclast %xmm@8, %xmm@2
  movdqa %xmm@0, 32(%rsp)
  movdqa %xmm@1, 48(%rsp)
  movdqa %xmm@6, 64(%rsp)
  movdqa %xmm@5, 80(%rsp)
  movdqa %xmm@4, 96(%rsp)
  movdqa %xmm@7, 112(%rsp)
  movl $1, %ebx
  movb $1, %bpl
  movq %r13, %r15
  jmp L2
L4:
  movdqa 368(%rsi), %xmm@0
  movd C3(%rip), %xmm@2
  paddd %xmm@1, %xmm@2
  pshufb %xmm@0, %xmm@2
  movd C0(%rip), %xmm@3
  paddd %xmm@1, %xmm@3
  pshufb %xmm@0, %xmm@3
  movd C1(%rip), %xmm@7
  paddd %xmm@1, %xmm@7
  pshufb %xmm@0, %xmm@7
  pshufb %xmm@0, %xmm@1
  movdqa 128(%rsi), %xmm@6
  movdqa 144(%rsi), %xmm@8
  movdqa 160(%rsi), %xmm@5
  movdqa 176(%rsi), %xmm@4
  movdqa 384(%rsi), %xmm@0
  pxor %xmm@6, %xmm@0
  pxor %xmm@6, %xmm@1
  pxor %xmm@6, %xmm@7
  pxor %xmm@6, %xmm@3
  pxor %xmm@6, %xmm@2
  aesenc %xmm@8, %xmm@0
  aesenc %xmm@8, %xmm@1
  aesenc %xmm@8, %xmm@7
  aesenc %xmm@8, %xmm@3
  aesenc %xmm@8, %xmm@2
  aesenc %xmm@5, %xmm@0
  aesenc %xmm@5, %xmm@1
  aesenc %xmm@5, %xmm@7
  aesenc %xmm@5, %xmm@3
  aesenc %xmm@5, %xmm@2
  aesenc %xmm@4, %xmm@0
  aesenc %xmm@4, %xmm@1
  aesenc %xmm@4, %xmm@7
  aesenc %xmm@4, %xmm@3
  aesenc %xmm@4, %xmm@2
  movdqa 192(%rsi), %xmm@4
  aesenc %xmm@4, %xmm@0
  aesenc %xmm@4, %xmm@1
  aesenc %xmm@4, %xmm@7
  aesenc %xmm@4, %xmm@3
  aesenc %xmm@4, %xmm@2
  movdqa 208(%rsi), %xmm@4
  aesenc %xmm@4, %xmm@0
  aesenc %xmm@4, %xmm@1
  aesenc %xmm@4, %xmm@7
  aesenc %xmm@4, %xmm@3
  aesenc %xmm@4, %xmm@2
  movdqa 224(%rsi), %xmm@4
  aesenc %xmm@4, %xmm@0
  aesenc %xmm@4, %xmm@1
  aesenc %xmm@4, %xmm@7
  aesenc %xmm@4, %xmm@3
  aesenc %xmm@4, %xmm@2
  movdqa 240(%rsi), %xmm@4
  aesenc %xmm@4, %xmm@0
  aesenc %xmm@4, %xmm@1
  aesenc %xmm@4, %xmm@7
  aesenc %xmm@4, %xmm@3
  aesenc %xmm@4, %xmm@2
  movdqa 256(%rsi), %xmm@4
  aesenc %xmm@4, %xmm@0
  aesenc %xmm@4, %xmm@1
  aesenc %xmm@4, %xmm@7
  aesenc %xmm@4, %xmm@3
  aesenc %xmm@4, %xmm@2
  movdqa 272(%rsi), %xmm@4
  aesenc %xmm@4, %xmm@0
  aesenc %xmm@4, %xmm@1
  aesenc %xmm@4, %xmm@7
  aesenc %xmm@4, %xmm@3
  aesenc %xmm@4, %xmm@2
  movdqa 288(%rsi), %xmm@4
  aesenc %xmm@4, %xmm@0
  aesenc %xmm@4, %xmm@1
  aesenc %xmm@4, %xmm@7
  aesenc %xmm@4, %xmm@3
  aesenc %xmm@4, %xmm@2
  movq %r15, %r14
  movdqa 304(%rsi), %xmm@4
  aesenc %xmm@4, %xmm@0
  aesenc %xmm@4, %xmm@1
  aesenc %xmm@4, %xmm@7
  aesenc %xmm@4, %xmm@3
  aesenc %xmm@4, %xmm@2
  leaq 80(%rsp), %r15
  movdqa 320(%rsi), %xmm@4
  aesenc %xmm@4, %xmm@0
  aesenc %xmm@4, %xmm@1
  aesenc %xmm@4, %xmm@7
  aesenc %xmm@4, %xmm@3
  aesenc %xmm@4, %xmm@2
  movdqa 352(%rsi), %xmm@4
  movdqa 336(%rsi), %xmm@5
  aesenc %xmm@5, %xmm@0
  aesenc %xmm@5, %xmm@1
  aesenc %xmm@5, %xmm@7
  aesenc %xmm@5, %xmm@3
  aesenc %xmm@5, %xmm@2
  aesenclast %xmm@4, %xmm@0
  aesenclast %xmm@4, %xmm@1
  aesenclast %xmm@4, %xmm@7
  aesenclast %xmm@4, %xmm@3
  aesenclast %xmm@4, %xmm@2
  movdqa %xmm@0, 32(%rsp)
  movdqa %xmm@1, 48(%rsp)
  movdqa %xmm@7, 64(%rsp)
  jmp L1
L5:
  movdqa 368(%rsi), %xmm@0
  movdqa %xmm@1, %xmm@7
  pshufb %xmm@0, %xmm@7
  movd C1(%rip), %xmm@2
  paddd %xmm@1, %xmm@2
  pshufb %xmm@0, %xmm@2
  movd C0(%rip), %xmm@4
  paddd %xmm@1, %xmm@4
  pshufb %xmm@0, %xmm@4
  movd C3(%rip), %xmm@5
  paddd %xmm@1, %xmm@5
  pshufb %xmm@0, %xmm@5
  movd C2(%rip), %xmm@6
  paddd %xmm@1, %xmm@6
  pshufb %xmm@0, %xmm@6
  movd C5(%rip), %xmm@8
  paddd %xmm@1, %xmm@8
  pshufb %xmm@0, %xmm@8
  movd C4(%rip), %xmm@3
  paddd %xmm@1, %xmm@3
  paddd C6(%rip), %xmm@1
  pshufb %xmm@0, %xmm@3
  pshufb %xmm@0, %xmm@1
  movdqa 128(%rsi), %xmm@0
  movdqa 144(%rsi), %xmm@10
  movdqa 160(%rsi), %xmm@11
  movdqa 176(%rsi), %xmm@9
  pxor %xmm@0, %xmm@7
  pxor %xmm@0, %xmm@2
  pxor %xmm@0, %xmm@4
  pxor %xmm@0, %xmm@5
  pxor %xmm@0, %xmm@6
  pxor %xmm@0, %xmm@8
  pxor %xmm@0, %xmm@3
  pxor %xmm@0, %xmm@1
  pxor 384(%rsi), %xmm@0
  aesenc %xmm@10, %xmm@7
  aesenc %xmm@10, %xmm@2
  aesenc %xmm@10, %xmm@4
  aesenc %xmm@10, %xmm@5
  aesenc %xmm@10, %xmm@6
  aesenc %xmm@10, %xmm@8
  aesenc %xmm@10, %xmm@3
  aesenc %xmm@10, %xmm@1
  aesenc %xmm@10, %xmm@0
  aesenc %xmm@11, %xmm@7
  aesenc %xmm@11, %xmm@2
  aesenc %xmm@11, %xmm@4
  aesenc %xmm@11, %xmm@5
  aesenc %xmm@11, %xmm@6
  aesenc %xmm@11, %xmm@8
  aesenc %xmm@11, %xmm@3
  aesenc %xmm@11, %xmm@1
  aesenc %xmm@11, %xmm@0
  aesenc %xmm@9, %xmm@7
  aesenc %xmm@9, %xmm@2
  aesenc %xmm@9, %xmm@4
  aesenc %xmm@9, %xmm@5
  aesenc %xmm@9, %xmm@6
  aesenc %xmm@9, %xmm@8
  aesenc %xmm@9, %xmm@3
  aesenc %xmm@9, %xmm@1
  aesenc %xmm@9, %xmm@0
  movdqa 192(%rsi), %xmm@9
  aesenc %xmm@9, %xmm@7
  aesenc %xmm@9, %xmm@2
  aesenc %xmm@9, %xmm@4
  aesenc %xmm@9, %xmm@5
  aesenc %xmm@9, %xmm@6
  aesenc %xmm@9, %xmm@8
  aesenc %xmm@9, %xmm@3
  aesenc %xmm@9, %xmm@1
  aesenc %xmm@9, %xmm@0
  movdqa 208(%rsi), %xmm@9
  aesenc %xmm@9, %xmm@7
  aesenc %xmm@9, %xmm@2
  aesenc %xmm@9, %xmm@4
  aesenc %xmm@9, %xmm@5
  aesenc %xmm@9, %xmm@6
  aesenc %xmm@9, %xmm@8
  aesenc %xmm@9, %xmm@3
  aesenc %xmm@9, %xmm@1
  aesenc %xmm@9, %xmm@0
  movdqa 224(%rsi), %xmm@9
  aesenc %xmm@9, %xmm@7
  aesenc %xmm@9, %xmm@2
  aesenc %xmm@9, %xmm@4
  aesenc %xmm@9, %xmm@5
  aesenc %xmm@9, %xmm@6
  aesenc %xmm@9, %xmm@8
  aesenc %xmm@9, %xmm@3
  aesenc %xmm@9, %xmm@1
  aesenc %xmm@9, %xmm@0
  movdqa 240(%rsi), %xmm@9
  aesenc %xmm@9, %xmm@7
  aesenc %xmm@9, %xmm@2
  aesenc %xmm@9, %xmm@4
  aesenc %xmm@9, %xmm@5
  aesenc %xmm@9, %xmm@6
  aesenc %xmm@9, %xmm@8
  aesenc %xmm@9, %xmm@3
  aesenc %xmm@9, %xmm@1
  aesenc %xmm@9, %xmm@0
  movdqa 256(%rsi), %xmm@9
  aesenc %xmm@9, %xmm@7
  aesenc %xmm@9, %xmm@2
  aesenc %xmm@9, %xmm@4
  aesenc %xmm@9, %xmm@5
  aesenc %xmm@9, %xmm@6
  aesenc %xmm@9, %xmm@8
  aesenc %xmm@9, %xmm@3
  aesenc %xmm@9, %xmm@1
  aesenc %xmm@9, %xmm@0
  movdqa 272(%rsi), %xmm@9
  aesenc %xmm@9, %xmm@7
  aesenc %xmm@9, %xmm@2
  aesenc %xmm@9, %xmm@4
  aesenc %xmm@9, %xmm@5
  aesenc %xmm@9, %xmm@6
  aesenc %xmm@9, %xmm@8
  aesenc %xmm@9, %xmm@3
  aesenc %xmm@9, %xmm@1
  aesenc %xmm@9, %xmm@0
  movdqa 288(%rsi), %xmm@9
  aesenc %xmm@9, %xmm@7
  aesenc %xmm@9, %xmm@2
  aesenc %xmm@9, %xmm@4
  aesenc %xmm@9, %xmm@5
  aesenc %xmm@9, %xmm@6
  aesenc %xmm@9, %xmm@8
  aesenc %xmm@9, %xmm@3
  aesenc %xmm@9, %xmm@1
  aesenc %xmm@9, %xmm@0
  movdqa 304(%rsi), %xmm@9
  aesenc %xmm@9, %xmm@7
  aesenc %xmm@9, %xmm@2
  aesenc %xmm@9, %xmm@4
  aesenc %xmm@9, %xmm@5
  aesenc %xmm@9, %xmm@6
  aesenc %xmm@9, %xmm@8
  aesenc %xmm@9, %xmm@3
  aesenc %xmm@9, %xmm@1
  aesenc %xmm@9, %xmm@0
  movdqa 320(%rsi), %xmm@11
  aesenc %xmm@11, %xmm@7
  aesenc %xmm@11, %xmm@2
  aesenc %xmm@11, %xmm@4
  aesenc %xmm@11, %xmm@5
  aesenc %xmm@11, %xmm@6
  aesenc %xmm@11, %xmm@8
  aesenc %xmm@11, %xmm@3
  aesenc %xmm@11, %xmm@1
  movdqa 352(%rsi), %xmm@9
  aesenc %xmm@11, %xmm@0
  movdqa 336(%rsi), %xmm@11
  aesenc %xmm@11, %xmm@7
  aesenc %xmm@11, %xmm@2
  aesenc %xmm@11, %xmm@4
  aesenc %xmm@11, %xmm@5
  aesenc %xmm@11, %xmm@6
  aesenc %xmm@11, %xmm@8
  aesenc %xmm@11, %xmm@3
  aesenc %xmm@11, %xmm@1
  aesenc %xmm@11, %xmm@0
  aesenclast %xmm@9, %xmm@7
  aesenclast %xmm@9, %xmm@2
  aesenclast %xmm@9, %xmm@4
  aesenclast %xmm@9, %xmm@5
  aesenclast %xmm@9, %xmm@6
  aesenclast %xmm@9, %xmm@8
  aesenclast %xmm@9, %xmm@3
  aesenclast %xmm@9, %xmm@1
  aesenclast %xmm@9, %xmm@0
  movdqa %xmm@7, 32(%rsp)
  movdqa %xmm@2, 48(%rsp)
  movdqa %xmm@4, 64(%rsp)
  movdqa %xmm@5, 80(%rsp)
  movdqa %xmm@6, 96(%rsp)
  movdqa %xmm@8, 112(%rsp)
  leaq 32(%rsp), %rdx
  movq %rdx, 8(%rsp)
  xorl %ebp, %ebp
  movq %r13, %r15
  movdqa %xmm@1, %xmm@2
  movdqa %xmm@7, %xmm@1
  xorl %ebx, %ebx
L2:
  movdqa %xmm@3, (%r15)
  movdqa %xmm@2, (%r14)
  pxor %xmm@3, %xmm@3
  movdqa %xmm@3, 304(%rsp)
  movdqa %xmm@3, 288(%rsp)
  movdqa %xmm@3, 272(%rsp)
  movdqa %xmm@3, 256(%rsp)
  movdqa %xmm@3, 240(%rsp)
  movdqa %xmm@3, 224(%rsp)
  movdqa %xmm@3, 208(%rsp)
  movdqa %xmm@3, 192(%rsp)
  movdqa %xmm@3, 176(%rsp)
  cmpq %r9, %r10
  je L6
  movq %r9, %r14
  shlq $4, %r14
  movq %rax, %rdi
  subq %r14, %rdi
  jb L7
  cmpq $16, %rdi
  jb L8
  movq 24(%r8), %r15
  movq %r15, %rdi
  subq %r14, %rdi
  jb L9
  cmpq $16, %rdi
  jb L10
  movq 16(%r8), %rdi
  movdqa 368(%rsi), %xmm@3
  movq 24(%rsp), %rdx
  movdqu (%rdx,%r14), %xmm@2
  pxor %xmm@2, %xmm@1
  movdqu %xmm@1, (%rdi,%r14)
  pshufb %xmm@3, %xmm@2
  movdqa %xmm@2, 176(%rsp)
  cmpq $1, 16(%rsp)
  je L6
  movq %r9, %r13
  shlq $4, %r13
  leaq 16(%r13), %r14
  movq %rax, %rdx
  subq %r14, %rdx
  jb L7
  cmpq $16, %rdx
  jb L8
  movq %r15, %rdx
  subq %r14, %rdx
  jb L9
  cmpq $16, %rdx
  jb L10
  movq 24(%rsp), %rdx
  movdqu (%rdx,%r14), %xmm@1
  movq 8(%rsp), %rdx
  movdqa 16(%rdx), %xmm@2
  pxor %xmm@1, %xmm@2
  movdqu %xmm@2, (%rdi,%r14)
  pshufb %xmm@3, %xmm@1
  movdqa %xmm@1, 192(%rsp)
  cmpq $2, 16(%rsp)
  je L6
  leaq 32(%r13), %r14
  movq %rax, %rdx
  subq %r14, %rdx
  jb L7
  cmpq $16, %rdx
  jb L8
  movq %r15, %rdx
  subq %r14, %rdx
  jb L9
  cmpq $16, %rdx
  jb L10
  movq 24(%rsp), %rdx
  movdqu (%rdx,%r14), %xmm@1
  movq 8(%rsp), %rdx
  movdqa 32(%rdx), %xmm@2
  pxor %xmm@1, %xmm@2
  movdqu %xmm@2, (%rdi,%r14)
  pshufb %xmm@3, %xmm@1
  movdqa %xmm@1, 208(%rsp)
  cmpq $3, 16(%rsp)
  je L6
  leaq 48(%r13), %r14
  movq %rax, %rdx
  subq %r14, %rdx
  jb L7
  cmpq $16, %rdx
  jb L8
  movq %r15, %rdx
  subq %r14, %rdx
  jb L9
  cmpq $16, %rdx
  jb L10
  movq 24(%rsp), %rdx
  movdqu (%rdx,%r14), %xmm@1
  movq 8(%rsp), %rdx
  movdqa 48(%rdx), %xmm@2
  pxor %xmm@1, %xmm@2
  movdqu %xmm@2, (%rdi,%r14)
  pshufb %xmm@3, %xmm@1
  movdqa %xmm@1, 224(%rsp)
  cmpq $4, 16(%rsp)
  je L6
  leaq 64(%r13), %r14
  movq %rax, %rdx
  subq %r14, %rdx
  jb L7
  cmpq $16, %rdx
  jb L8
  movq %r15, %rdx
  subq %r14, %rdx
  jb L9
  cmpq $16, %rdx
  jb L10
  movq 24(%rsp), %rdx
  movdqu (%rdx,%r14), %xmm@1
  movq 8(%rsp), %rdx
  movdqa 64(%rdx), %xmm@2
  pxor %xmm@1, %xmm@2
  movdqu %xmm@2, (%rdi,%r14)
  pshufb %xmm@3, %xmm@1
  movdqa %xmm@1, 240(%rsp)
  cmpq $5, 16(%rsp)
  je L6
  leaq 80(%r13), %r14
  movq %rax, %rdx
  subq %r14, %rdx
  jb L7
  cmpq $16, %rdx
  jb L8
  movq %r15, %rdx
  subq %r14, %rdx
  jb L9
  cmpq $16, %rdx
  jb L10
  movq 24(%rsp), %rdx
  movdqu (%rdx,%r14), %xmm@1
  movq 8(%rsp), %rdx
  movdqa 80(%rdx), %xmm@2
  pxor %xmm@1, %xmm@2
  movdqu %xmm@2, (%rdi,%r14)
  pshufb %xmm@3, %xmm@1
  movdqa %xmm@1, 256(%rsp)
  cmpq $6, 16(%rsp)
  je L6
  leaq 96(%r13), %r14
  movq %rax, %rdx
  subq %r14, %rdx
  jb L7
  cmpq $16, %rdx
  jb L8
  movq %r15, %rdx
  subq %r14, %rdx
  jb L9
  cmpq $16, %rdx
  jb L10
  movq 24(%rsp), %rdx
  movdqu (%rdx,%r14), %xmm@1
  movq 8(%rsp), %rdx
  movdqa 96(%rdx), %xmm@2
  pxor %xmm@1, %xmm@2
  movdqu %xmm@2, (%rdi,%r14)
  pshufb %xmm@3, %xmm@1
  movdqa %xmm@1, 272(%rsp)
  cmpq $7, 16(%rsp)
  je L6
  leaq 112(%r13), %r14
  movq %rax, %rdx
  subq %r14, %rdx
  jb L7
  cmpq $16, %rdx
  jb L8
  testb %bpl, %bpl
  jne L11
  movq %r15, %rdx
  subq %r14, %rdx
  jb L9
  cmpq $16, %rdx
  jb L10
  movq 24(%rsp), %rdx
  movdqu (%rdx,%r14), %xmm@1
  movq 8(%rsp), %rdx
  movdqa 112(%rdx), %xmm@2
  pxor %xmm@1, %xmm@2
  movdqu %xmm@2, (%rdi,%r14)
  pshufb %xmm@3, %xmm@1
  movdqa %xmm@1, 288(%rsp)
  cmpq $8, 16(%rsp)
  jne L12
L6:
  testq %r11, %r11
  je L13
  movq %rcx, 8(%rsp)
  movq %rax, %r14
  andq $-16, %r14
  movq 24(%rsp), %r15
  addq %r14, %r15
  movq %r10, %rbp
  movq %rax, %r10
  movq %r9, %r13
  cmpl $8, %r11d
  jbe L14
  movq (%r15), %rdi
  cmpl $12, %r11d
  jae L15
  addq $8, %r15
  leaq -8(%r11), %rcx
  movq %r15, %r9
  leaq -9(%r11), %r15
  movzbl (%r9), %edx
  shrq %rcx
  movzbl (%r9,%rcx), %eax
  shll $3, %ecx
  shlq %cl, %rax
  orq %rdx, %rax
  movzbl -9(%r9,%r11), %r9d
  shll $3, %r15d
  movl %r15d, %ecx
  shlq %cl, %r9
  orq %rax, %r9
  jmp L16
L14:
  cmpl $4, %r11d
  jae L17
  movl %r11d, %ecx
  shrl %ecx
  movzbl (%r15,%rcx), %edx
  shll $3, %ecx
  shlq %cl, %rdx
  leaq -1(%r11), %rcx
  movzbl -1(%r15,%r11), %edi
  shll $3, %ecx
  shlq %cl, %rdi
  movzbl (%r15), %eax
  orq %rax, %rdx
  orq %rdx, %rdi
  jmp L18
L15:
  movl 8(%r15), %edx
  leal (,%r11,8), %ecx
  movl -4(%r15,%r11), %r9d
  addb $-96, %cl
  shlq %cl, %r9
  orq %rdx, %r9
  jmp L16
L17:
  cmpl $8, %r11d
  jne L19
  movq (%r15), %rdi
  jmp L18
L19:
  movl -4(%r15,%r11), %edi
  addq $-4, %r11
  shll $3, %r11d
  movl %r11d, %ecx
  shlq %cl, %rdi
  movl (%r15), %eax
  orq %rax, %rdi
L18:
  xorl %r9d, %r9d
L16:
  addq 16(%rsp), %rbx
  cmpq $7, %rbx
  ja L20
  movq 24(%r8), %r11
  movq %r11, %rax
  subq %r14, %rax
  jb L21
  movq %r9, %xmm@3
  movq %rdi, %xmm@1
  punpcklqdq %xmm@3, %xmm@1
  shlq $4, %rbx
  movdqa 32(%rsp,%rbx), %xmm@3
  pxor %xmm@1, %xmm@3
  movq 16(%r8), %rdi
  addq %r14, %rdi
  cmpq $8, %rax
  jbe L22
  movq %xmm@3, (%rdi)
  addq $8, %rdi
  pextrq $1, %xmm@3, %r8
  cmpq $12, %rax
  jge L23
  leaq -8(%rax), %rdx
  movb %r8b, (%rdi)
  shrq %rdx
  leal (,%rdx,8), %ecx
  movq %r8, %r9
  shrq %cl, %r9
  movb %r9b, (%rdi,%rdx)
  leaq -9(%rax), %rcx
  shll $3, %ecx
  shrq %cl, %r8
  movb %r8b, -9(%rdi,%rax)
  jmp L24
L22:
  cmpq %r14, %r11
  je L24
  movq %xmm@3, %r8
  cmpq $4, %rax
  jae L25
  movb %r8b, (%rdi)
  movq %rax, %rdx
  shrq %rdx
  leal (,%rdx,8), %ecx
  movq %r8, %r9
  shrq %cl, %r9
  movb %r9b, (%rdi,%rdx)
  leaq -1(%rax), %rcx
  shll $3, %ecx
  shrq %cl, %r8
  movb %r8b, -1(%rdi,%rax)
  jmp L24
L23:
  cmpq $16, %rax
  jae L26
  movl %r8d, (%rdi)
  leaq -12(%rax), %rcx
  shll $3, %ecx
  shrq %cl, %r8
  movl %r8d, -12(%rdi,%rax)
  jmp L24
L25:
  cmpq $8, %rax
  jne L27
L26:
  movq %r8, (%rdi)
  jmp L24
L27:
  movl %r8d, (%rdi)
  leaq -4(%rax), %rcx
  shll $3, %ecx
  shrq %cl, %r8
  movl %r8d, -4(%rdi,%rax)
L24:
  pshufb 368(%rsi), %xmm@1
  movq 16(%rsp), %rax
  shlq $4, %rax
  movdqa %xmm@1, 176(%rsp,%rax)
  movq %r13, %r9
  movq %r10, %rax
  movq %rbp, %r10
  movq 8(%rsp), %rcx
L13:
  movq 168(%rsp), %rdi
  cmpq $9, %rdi
  jae L28
  movq 384(%rsp), %xmm@1
  movq %rax, %xmm@3
  punpcklqdq %xmm@1, %xmm@3
  psllq $3, %xmm@3
  movq %rdi, %rax
  shlq $4, %rax
  movdqa %xmm@3, 176(%rsp,%rax)
  cmpq $8, %rdi
  movq 160(%rsp), %r8
  jne L29
  movdqa 176(%rsp), %xmm@5
  movdqa 192(%rsp), %xmm@6
  movdqa 208(%rsp), %xmm@7
  movdqa 224(%rsp), %xmm@1
  pxor (%rcx), %xmm@5
  movdqa (%rsi), %xmm@3
  movdqa 16(%rsi), %xmm@2
  movdqa 32(%rsi), %xmm@8
  movdqa 48(%rsi), %xmm@4
  movdqa %xmm@5, %xmm@9
  pclmulqdq $0, %xmm@3, %xmm@9
  movdqa %xmm@5, %xmm@11
  pclmulqdq $17, %xmm@3, %xmm@11
  movdqa %xmm@5, %xmm@10
  pclmulqdq $1, %xmm@3, %xmm@10
  pclmulqdq $16, %xmm@3, %xmm@5
  pxor %xmm@10, %xmm@5
  movdqa %xmm@6, %xmm@10
  pclmulqdq $0, %xmm@2, %xmm@10
  movdqa %xmm@6, %xmm@12
  pclmulqdq $17, %xmm@2, %xmm@12
  movdqa %xmm@6, %xmm@3
  pclmulqdq $1, %xmm@2, %xmm@3
  pclmulqdq $16, %xmm@2, %xmm@6
  pxor %xmm@3, %xmm@6
  movdqa %xmm@7, %xmm@3
  pclmulqdq $0, %xmm@8, %xmm@3
  pxor %xmm@10, %xmm@3
  pxor %xmm@9, %xmm@3
  movdqa %xmm@7, %xmm@2
  pclmulqdq $17, %xmm@8, %xmm@2
  pxor %xmm@12, %xmm@2
  pxor %xmm@11, %xmm@2
  movdqa %xmm@7, %xmm@9
  pclmulqdq $1, %xmm@8, %xmm@9
  pxor %xmm@6, %xmm@9
  pxor %xmm@5, %xmm@9
  pclmulqdq $16, %xmm@8, %xmm@7
  movdqa %xmm@1, %xmm@6
  pclmulqdq $0, %xmm@4, %xmm@6
  movdqa %xmm@1, %xmm@8
  pclmulqdq $17, %xmm@4, %xmm@8
  movdqa %xmm@1, %xmm@5
  pclmulqdq $1, %xmm@4, %xmm@5
  pxor %xmm@7, %xmm@5
  pclmulqdq $16, %xmm@4, %xmm@1
  pxor %xmm@5, %xmm@1
  movdqa 240(%rsp), %xmm@5
  movdqa 64(%rsi), %xmm@4
  movdqa %xmm@5, %xmm@11
  pclmulqdq $0, %xmm@4, %xmm@11
  pxor %xmm@6, %xmm@11
  movdqa %xmm@5, %xmm@6
  pclmulqdq $17, %xmm@4, %xmm@6
  pxor %xmm@8, %xmm@6
  movdqa %xmm@5, %xmm@7
  pclmulqdq $1, %xmm@4, %xmm@7
  pxor %xmm@1, %xmm@7
  pxor %xmm@9, %xmm@7
  pclmulqdq $16, %xmm@4, %xmm@5
  movdqa 256(%rsp), %xmm@1
  movdqa 80(%rsi), %xmm@8
  movdqa %xmm@1, %xmm@4
  pclmulqdq $0, %xmm@8, %xmm@4
  pxor %xmm@11, %xmm@4
  pxor %xmm@3, %xmm@4
  movdqa %xmm@1, %xmm@3
  pclmulqdq $17, %xmm@8, %xmm@3
  pxor %xmm@6, %xmm@3
  pxor %xmm@2, %xmm@3
  movdqa %xmm@1, %xmm@2
  pclmulqdq $1, %xmm@8, %xmm@2
  pxor %xmm@5, %xmm@2
  pclmulqdq $16, %xmm@8, %xmm@1
  pxor %xmm@2, %xmm@1
  movdqa 272(%rsp), %xmm@5
  movdqa 96(%rsi), %xmm@2
  movdqa %xmm@5, %xmm@6
  pclmulqdq $0, %xmm@2, %xmm@6
  movdqa %xmm@5, %xmm@8
  pclmulqdq $17, %xmm@2, %xmm@8
  movdqa %xmm@5, %xmm@9
  pclmulqdq $1, %xmm@2, %xmm@9
  pxor %xmm@1, %xmm@9
  pclmulqdq $16, %xmm@2, %xmm@5
  pxor %xmm@9, %xmm@5
  pxor %xmm@7, %xmm@5
  movdqa 288(%rsp), %xmm@2
  movdqa 112(%rsi), %xmm@1
  movdqa %xmm@2, %xmm@7
  pclmulqdq $0, %xmm@1, %xmm@7
  pxor %xmm@6, %xmm@7
  pxor %xmm@4, %xmm@7
  movdqa %xmm@2, %xmm@4
  pclmulqdq $17, %xmm@1, %xmm@4
  pxor %xmm@8, %xmm@4
  pxor %xmm@3, %xmm@4
  movdqa %xmm@2, %xmm@3
  pclmulqdq $1, %xmm@1, %xmm@3
  pclmulqdq $16, %xmm@1, %xmm@2
  pxor %xmm@3, %xmm@2
  pxor %xmm@5, %xmm@2
  movdqa %xmm@2, %xmm@5
  pslldq $8, %xmm@5
  pxor %xmm@7, %xmm@5
  psrldq $8, %xmm@2
  movabsq $-4467570830351532032, %rax
  movq %rax, %xmm@3
  pshufd $78, %xmm@5, %xmm@7
  pclmulqdq $0, %xmm@3, %xmm@5
  pxor %xmm@7, %xmm@5
  pshufd $78, %xmm@5, %xmm@7
  pclmulqdq $0, %xmm@3, %xmm@5
  pxor %xmm@2, %xmm@7
  pxor %xmm@4, %xmm@7
  pxor %xmm@5, %xmm@7
  pxor 304(%rsp), %xmm@7
  movdqa %xmm@7, %xmm@2
  pclmulqdq $0, %xmm@1, %xmm@2
  movdqa %xmm@7, %xmm@4
  pclmulqdq $17, %xmm@1, %xmm@4
  movdqa %xmm@7, %xmm@5
  pclmulqdq $1, %xmm@1, %xmm@5
  pclmulqdq $16, %xmm@1, %xmm@7
  pxor %xmm@5, %xmm@7
  movdqa %xmm@7, %xmm@1
  pslldq $8, %xmm@1
  pxor %xmm@2, %xmm@1
  psrldq $8, %xmm@7
  pxor %xmm@4, %xmm@7
  pshufd $78, %xmm@1, %xmm@2
  pclmulqdq $0, %xmm@3, %xmm@1
  pxor %xmm@2, %xmm@1
  pclmulqdq $0, %xmm@1, %xmm@3
  pshufd $78, %xmm@1, %xmm@1
  jmp L30
L29:
  movdqa 176(%rsp), %xmm@2
  pxor (%rcx), %xmm@2
  movq %rdi, %rax
  xorq $7, %rax
  shlq $4, %rax
  movdqa (%rsi,%rax), %xmm@7
  movdqa %xmm@2, %xmm@3
  pclmulqdq $0, %xmm@7, %xmm@3
  movdqa %xmm@2, %xmm@1
  pclmulqdq $17, %xmm@7, %xmm@1
  movdqa %xmm@2, %xmm@4
  pclmulqdq $1, %xmm@7, %xmm@4
  pclmulqdq $16, %xmm@7, %xmm@2
  pxor %xmm@4, %xmm@2
  testq %rdi, %rdi
  je L31
  movq %r9, %rcx
  movq %r9, %rax
  subq %r10, %rax
  subq %r12, %rax
  shlq $4, %r10
  shll $4, %r12d
  addq %r10, %r12
  shlq $4, %rcx
  subq %rcx, %r12
  xorl %ecx, %ecx
L32:
  movdqa 192(%rsp,%rcx), %xmm@7
  movl %eax, %edx
  andl $7, %edx
  shll $4, %edx
  movdqa (%rsi,%rdx), %xmm@4
  movdqa %xmm@7, %xmm@5
  pclmulqdq $0, %xmm@4, %xmm@5
  pxor %xmm@5, %xmm@3
  movdqa %xmm@7, %xmm@5
  pclmulqdq $17, %xmm@4, %xmm@5
  pxor %xmm@5, %xmm@1
  movdqa %xmm@7, %xmm@5
  pclmulqdq $1, %xmm@4, %xmm@5
  pxor %xmm@2, %xmm@5
  pclmulqdq $16, %xmm@4, %xmm@7
  pxor %xmm@5, %xmm@7
  incq %rax
  addq $16, %rcx
  movdqa %xmm@7, %xmm@2
  cmpq %rcx, %r12
  jne L32
  jmp L33
L31:
  movdqa %xmm@2, %xmm@7
L33:
  movdqa %xmm@7, %xmm@2
  pslldq $8, %xmm@2
  pxor %xmm@3, %xmm@2
  psrldq $8, %xmm@7
  pxor %xmm@1, %xmm@7
  movabsq $-4467570830351532032, %rax
  movq %rax, %xmm@3
  pshufd $78, %xmm@2, %xmm@1
  pclmulqdq $0, %xmm@3, %xmm@2
  pxor %xmm@1, %xmm@2
  pclmulqdq $0, %xmm@2, %xmm@3
  pshufd $78, %xmm@2, %xmm@1
L30:
  pxor %xmm@7, %xmm@1
  pxor %xmm@3, %xmm@1
  pshufb 368(%rsi), %xmm@1
  pxor %xmm@1, %xmm@0
  movdqu %xmm@0, (%r8)
  addq $328, %rsp
  popq %rbx
  popq %r12
  popq %r13
  popq %r14
  popq %r15
  popq %rbp
  retq
L7:
  movq %rax, %rdx
L34:
  leaq C7(%rip), %rcx
  movq %r14, %rdi
  movq %rdx, %rsi
  callq *core::slice::index::slice_index_fail(%rip)
L9:
  leaq C8(%rip), %rcx
  movq %r14, %rdi
  movq %r15, %rsi
  movq %r15, %rdx
  callq *core::slice::index::slice_index_fail(%rip)
L10:
  leaq C9(%rip), %rdi
  leaq C10(%rip), %rdx
  movl $45, %esi
  callq *core::option::expect_failed(%rip)
L21:
  leaq C11(%rip), %rcx
  movq %r14, %rdi
  movq %r11, %rsi
  movq %r11, %rdx
  callq *core::slice::index::slice_index_fail(%rip)
L28:
  leaq C12(%rip), %rdx
  movl $9, %esi
  callq *core::panicking::panic_bounds_check(%rip)
L20:
  leaq C13(%rip), %rdx
  movl $8, %esi
  movq %rbx, %rdi
  callq *core::panicking::panic_bounds_check(%rip)
L12:
  subq $-128, %r13
  movq %rax, %rdx
  movq %r13, %r14
  subq %r13, %rax
  jb L34
  cmpq $16, %rax
  jb L8
L11:
  leaq C14(%rip), %rdx
  movl $8, %edi
  movl $8, %esi
  callq *core::panicking::panic_bounds_check(%rip)
L8:
  leaq C9(%rip), %rdi
  leaq C15(%rip), %rdx
  movl $45, %esi
  callq *core::option::expect_failed(%rip)
== hw_gcm::arch::x86_64::aesni_clmul::xaes_derive#0
  subq $232, %rsp
  movq (%rdi), %r8
  movq 8(%rdi), %rcx
  movq 16(%rdi), %rax
  movdqa (%r8), %xmm@0
  movdqa 16(%r8), %xmm@1
  movdqa 32(%r8), %xmm@2
  movdqa 48(%r8), %xmm@3
  movdqa 64(%r8), %xmm@4
  movdqa 80(%r8), %xmm@5
  movdqa 96(%r8), %xmm@6
  movdqa 112(%r8), %xmm@7
  movaps 128(%r8), %xmm@8
  movaps %xmm@8, -128(%rsp)
  movdqa 144(%r8), %xmm@9
  movdqa 160(%r8), %xmm@10
  movq (%rcx), %xmm@8
  pinsrd $2, 8(%rcx), %xmm@8
  pshufd $144, %xmm@8, %xmm@11
  pxor %xmm@12, %xmm@12
  pblendw $252, %xmm@11, %xmm@12
  movaps C0(%rip), %xmm@8
  movd C1(%rip), %xmm@13
  pblendvb %xmm@8, %xmm@12, %xmm@13
  movd C2(%rip), %xmm@14
  pblendvb %xmm@8, %xmm@12, %xmm@14
  movaps 176(%r8), %xmm@8
  movaps %xmm@8, -112(%rsp)
  movdqa 240(%r8), %xmm@8
  pxor %xmm@8, %xmm@13
  movdqa %xmm@8, 208(%rsp)
  pxor %xmm@8, %xmm@14
  movdqa 192(%r8), %xmm@15
  movdqa 208(%r8), %xmm@12
  movdqa 224(%r8), %xmm@8
  testq %rax, %rax
  je L0
  movdqa %xmm@0, 192(%rsp)
  pxor %xmm@0, %xmm@13
  pxor %xmm@0, %xmm@14
  movdqa %xmm@1, 176(%rsp)
  aesenc %xmm@1, %xmm@13
  aesenc %xmm@1, %xmm@14
  movdqa %xmm@2, -96(%rsp)
  aesenc %xmm@2, %xmm@13
  aesenc %xmm@2, %xmm@14
  movdqa %xmm@3, -80(%rsp)
  aesenc %xmm@3, %xmm@13
  aesenc %xmm@3, %xmm@14
  aesenc %xmm@4, %xmm@13
  aesenc %xmm@4, %xmm@14
  movdqa %xmm@5, -64(%rsp)
  aesenc %xmm@5, %xmm@13
  aesenc %xmm@5, %xmm@14
  movdqa %xmm@6, -48(%rsp)
  aesenc %xmm@6, %xmm@13
  aesenc %xmm@6, %xmm@14
  movdqa %xmm@7, 144(%rsp)
  aesenc %xmm@7, %xmm@13
  aesenc %xmm@7, %xmm@14
  movdqa -128(%rsp), %xmm@7
  aesenc %xmm@7, %xmm@13
  aesenc %xmm@7, %xmm@14
  aesenc %xmm@9, %xmm@13
  aesenc %xmm@9, %xmm@14
  aesenc %xmm@10, %xmm@13
  aesenc %xmm@10, %xmm@14
  movdqa -112(%rsp), %xmm@6
  aesenc %xmm@6, %xmm@13
  aesenc %xmm@6, %xmm@14
  aesenc %xmm@15, %xmm@13
  aesenc %xmm@15, %xmm@14
  aesenc %xmm@12, %xmm@13
  aesenc %xmm@12, %xmm@14
  aesenclast %xmm@8, %xmm@13
  aesenclast %xmm@8, %xmm@14
  movdqa %xmm@8, 48(%rsp)
  movdqa %xmm@13, %xmm@8
  pslldq $4, %xmm@8
  pxor %xmm@13, %xmm@8
  movdqa %xmm@12, 32(%rsp)
  movdqa %xmm@8, %xmm@12
  pslldq $8, %xmm@12
  pxor %xmm@8, %xmm@12
  movdqa C3(%rip), %xmm@2
  movdqa %xmm@14, %xmm@8
  pshufb %xmm@2, %xmm@8
  pxor C4(%rip), %xmm@12
  aesenclast %xmm@12, %xmm@8
  movdqa %xmm@8, 160(%rsp)
  movdqa %xmm@14, %xmm@12
  pslldq $4, %xmm@12
  pxor %xmm@14, %xmm@12
  movdqa %xmm@10, (%rsp)
  movdqa %xmm@12, %xmm@10
  pslldq $8, %xmm@10
  pxor %xmm@12, %xmm@10
  movdqa %xmm@15, 16(%rsp)
  pshufd $255, %xmm@8, %xmm@15
  aesenclast %xmm@10, %xmm@15
  movdqa %xmm@8, %xmm@12
  pslldq $4, %xmm@12
  pxor %xmm@8, %xmm@12
  movdqa %xmm@9, -16(%rsp)
  movdqa %xmm@12, %xmm@9
  pslldq $8, %xmm@9
  pxor %xmm@12, %xmm@9
  movdqa %xmm@4, -32(%rsp)
  movdqa %xmm@15, %xmm@10
  pshufb %xmm@2, %xmm@10
  pxor C5(%rip), %xmm@9
  aesenclast %xmm@9, %xmm@10
  movdqa %xmm@10, 128(%rsp)
  movdqa %xmm@15, %xmm@12
  pslldq $4, %xmm@12
  movdqa %xmm@15, 80(%rsp)
  pxor %xmm@15, %xmm@12
  movdqa %xmm@12, %xmm@9
  pslldq $8, %xmm@9
  pxor %xmm@12, %xmm@9
  pshufd $255, %xmm@10, %xmm@8
  aesenclast %xmm@9, %xmm@8
  movdqa %xmm@10, %xmm@12
  pslldq $4, %xmm@12
  pxor %xmm@10, %xmm@12
  movdqa %xmm@12, %xmm@9
  pslldq $8, %xmm@9
  pxor %xmm@12, %xmm@9
  pxor C6(%rip), %xmm@9
  movdqa %xmm@8, %xmm@4
  pshufb %xmm@2, %xmm@4
  aesenclast %xmm@9, %xmm@4
  movdqa %xmm@8, 112(%rsp)
  movdqa %xmm@8, %xmm@12
  pslldq $4, %xmm@12
  pxor %xmm@8, %xmm@12
  movdqa %xmm@12, %xmm@9
  pslldq $8, %xmm@9
  pxor %xmm@12, %xmm@9
  pshufd $255, %xmm@4, %xmm@8
  aesenclast %xmm@9, %xmm@8
  movdqa %xmm@4, %xmm@12
  pslldq $4, %xmm@12
  pxor %xmm@4, %xmm@12
  movdqa %xmm@12, %xmm@9
  pslldq $8, %xmm@9
  pxor %xmm@12, %xmm@9
  movdqa %xmm@8, %xmm@6
  pshufb %xmm@2, %xmm@6
  pxor C7(%rip), %xmm@9
  aesenclast %xmm@9, %xmm@6
  movdqa %xmm@8, %xmm@12
  pslldq $4, %xmm@12
  movdqa %xmm@8, 64(%rsp)
  pxor %xmm@8, %xmm@12
  movdqa %xmm@12, %xmm@9
  pslldq $8, %xmm@9
  pxor %xmm@12, %xmm@9
  pshufd $255, %xmm@6, %xmm@8
  aesenclast %xmm@9, %xmm@8
  movdqa %xmm@6, %xmm@12
  pslldq $4, %xmm@12
  pxor %xmm@6, %xmm@12
  movdqa %xmm@12, %xmm@9
  pslldq $8, %xmm@9
  pxor %xmm@12, %xmm@9
  movdqa %xmm@8, %xmm@3
  pshufb %xmm@2, %xmm@3
  pxor C8(%rip), %xmm@9
  aesenclast %xmm@9, %xmm@3
  movdqa %xmm@8, %xmm@12
  pslldq $4, %xmm@12
  pxor %xmm@8, %xmm@12
  movdqa %xmm@12, %xmm@9
  pslldq $8, %xmm@9
  pxor %xmm@12, %xmm@9
  pshufd $255, %xmm@3, %xmm@7
  aesenclast %xmm@9, %xmm@7
  movdqa %xmm@3, %xmm@12
  pslldq $4, %xmm@12
  pxor %xmm@3, %xmm@12
  movdqa %xmm@12, %xmm@9
  pslldq $8, %xmm@9
  pxor %xmm@12, %xmm@9
  pxor C9(%rip), %xmm@9
  movdqa %xmm@7, %xmm@5
  pshufb %xmm@2, %xmm@5
  aesenclast %xmm@9, %xmm@5
  movdqa %xmm@7, %xmm@12
  pslldq $4, %xmm@12
  pxor %xmm@7, %xmm@12
  movdqa %xmm@12, %xmm@9
  pslldq $8, %xmm@9
  pxor %xmm@12, %xmm@9
  pshufd $255, %xmm@5, %xmm@1
  aesenclast %xmm@9, %xmm@1
  movdqa %xmm@1, 96(%rsp)
  movdqa 144(%rsp), %xmm@15
  pshufb %xmm@2, %xmm@1
  movdqa %xmm@5, %xmm@12
  pslldq $4, %xmm@12
  pxor %xmm@5, %xmm@12
  movdqa %xmm@12, %xmm@9
  pslldq $8, %xmm@9
  pxor %xmm@12, %xmm@9
  pxor C10(%rip), %xmm@9
  aesenclast %xmm@9, %xmm@1
  movq 12(%rcx), %xmm@9
  pinsrd $2, 20(%rcx), %xmm@9
  movl $1414349656, %ecx
  pinsrd $0, %ecx, %xmm@11
  movdqa 192(%rsp), %xmm@2
  pxor %xmm@2, %xmm@11
  movdqa 176(%rsp), %xmm@10
  aesenc %xmm@10, %xmm@11
  aesenc -96(%rsp), %xmm@11
  aesenc -80(%rsp), %xmm@11
  aesenc -32(%rsp), %xmm@11
  aesenc -64(%rsp), %xmm@11
  movdqa %xmm@3, %xmm@0
  aesenc -48(%rsp), %xmm@11
  aesenc %xmm@15, %xmm@11
  aesenc -128(%rsp), %xmm@11
  aesenc -16(%rsp), %xmm@11
  aesenc (%rsp), %xmm@11
  aesenc -112(%rsp), %xmm@11
  aesenc 16(%rsp), %xmm@11
  aesenc 32(%rsp), %xmm@11
  aesenclast 48(%rsp), %xmm@11
  pxor 208(%rsp), %xmm@11
  pblendw $192, C11(%rip), %xmm@9
  movl $2, %ecx
  movdqa %xmm@9, %xmm@12
  pinsrb $15, %ecx, %xmm@12
  movl $1, %ecx
  pinsrb $15, %ecx, %xmm@9
  pxor %xmm@2, %xmm@9
  pxor %xmm@2, %xmm@12
  movdqa %xmm@4, %xmm@2
  movdqa %xmm@8, %xmm@3
  pxor %xmm@11, %xmm@9
  pxor %xmm@11, %xmm@12
  aesenc %xmm@10, %xmm@9
  aesenc %xmm@10, %xmm@12
  movdqa -96(%rsp), %xmm@8
  aesenc %xmm@8, %xmm@9
  aesenc %xmm@8, %xmm@12
  movdqa -80(%rsp), %xmm@8
  aesenc %xmm@8, %xmm@9
  aesenc %xmm@8, %xmm@12
  movdqa -32(%rsp), %xmm@8
  aesenc %xmm@8, %xmm@9
  aesenc %xmm@8, %xmm@12
  movdqa -64(%rsp), %xmm@8
  aesenc %xmm@8, %xmm@9
  aesenc %xmm@8, %xmm@12
  movdqa 128(%rsp), %xmm@4
  movdqa -48(%rsp), %xmm@8
  aesenc %xmm@8, %xmm@9
  aesenc %xmm@8, %xmm@12
  aesenc %xmm@15, %xmm@9
  aesenc %xmm@15, %xmm@12
  movdqa -128(%rsp), %xmm@8
  aesenc %xmm@8, %xmm@9
  aesenc %xmm@8, %xmm@12
  movdqa 112(%rsp), %xmm@15
  movdqa 160(%rsp), %xmm@8
  movdqa -16(%rsp), %xmm@10
  aesenc %xmm@10, %xmm@9
  aesenc %xmm@10, %xmm@12
  movdqa (%rsp), %xmm@10
  aesenc %xmm@10, %xmm@9
  aesenc %xmm@10, %xmm@12
  movdqa -112(%rsp), %xmm@10
  aesenc %xmm@10, %xmm@9
  aesenc %xmm@10, %xmm@12
  movdqa 16(%rsp), %xmm@10
  aesenc %xmm@10, %xmm@9
  aesenc %xmm@10, %xmm@12
  movdqa 32(%rsp), %xmm@10
  aesenc %xmm@10, %xmm@9
  aesenc %xmm@10, %xmm@12
  movdqa 48(%rsp), %xmm@10
  aesenclast %xmm@10, %xmm@9
  aesenclast %xmm@10, %xmm@12
  movdqa 96(%rsp), %xmm@10
  movdqu %xmm@9, (%rax)
  movdqu %xmm@12, 16(%rax)
  jmp L1
L0:
  pxor %xmm@0, %xmm@13
  pxor %xmm@0, %xmm@14
  aesenc %xmm@1, %xmm@13
  aesenc %xmm@1, %xmm@14
  aesenc %xmm@2, %xmm@13
  aesenc %xmm@2, %xmm@14
  aesenc %xmm@3, %xmm@13
  aesenc %xmm@3, %xmm@14
  aesenc %xmm@4, %xmm@13
  aesenc %xmm@4, %xmm@14
  aesenc %xmm@5, %xmm@13
  aesenc %xmm@5, %xmm@14
  aesenc %xmm@6, %xmm@13
  aesenc %xmm@6, %xmm@14
  aesenc %xmm@7, %xmm@13
  aesenc %xmm@7, %xmm@14
  movdqa -128(%rsp), %xmm@6
  aesenc %xmm@6, %xmm@13
  aesenc %xmm@6, %xmm@14
  aesenc %xmm@9, %xmm@13
  aesenc %xmm@9, %xmm@14
  aesenc %xmm@10, %xmm@13
  aesenc %xmm@10, %xmm@14
  movdqa -112(%rsp), %xmm@10
  aesenc %xmm@10, %xmm@13
  aesenc %xmm@10, %xmm@14
  aesenc %xmm@15, %xmm@13
  aesenc %xmm@15, %xmm@14
  aesenc %xmm@12, %xmm@13
  aesenc %xmm@12, %xmm@14
  aesenclast %xmm@8, %xmm@13
  aesenclast %xmm@8, %xmm@14
  movdqa C3(%rip), %xmm@11
  movdqa %xmm@14, %xmm@8
  pshufb %xmm@11, %xmm@8
  movdqa %xmm@13, %xmm@12
  pslldq $4, %xmm@12
  pxor %xmm@13, %xmm@12
  movdqa %xmm@12, %xmm@10
  pslldq $8, %xmm@10
  pxor %xmm@12, %xmm@10
  pxor C4(%rip), %xmm@10
  aesenclast %xmm@10, %xmm@8
  pshufd $255, %xmm@8, %xmm@15
  movdqa %xmm@14, %xmm@12
  pslldq $4, %xmm@12
  pxor %xmm@14, %xmm@12
  movdqa %xmm@12, %xmm@10
  pslldq $8, %xmm@10
  pxor %xmm@12, %xmm@10
  aesenclast %xmm@10, %xmm@15
  movdqa %xmm@15, %xmm@4
  pshufb %xmm@11, %xmm@4
  movdqa %xmm@8, %xmm@12
  pslldq $4, %xmm@12
  pxor %xmm@8, %xmm@12
  movdqa %xmm@12, %xmm@9
  pslldq $8, %xmm@9
  pxor %xmm@12, %xmm@9
  pxor C5(%rip), %xmm@9
  aesenclast %xmm@9, %xmm@4
  pshufd $255, %xmm@4, %xmm@7
  movdqa %xmm@15, %xmm@12
  pslldq $4, %xmm@12
  movdqa %xmm@15, 80(%rsp)
  pxor %xmm@15, %xmm@12
  movdqa %xmm@12, %xmm@9
  pslldq $8, %xmm@9
  pxor %xmm@12, %xmm@9
  aesenclast %xmm@9, %xmm@7
  movdqa %xmm@7, %xmm@2
  movdqa %xmm@4, %xmm@12
  pslldq $4, %xmm@12
  pxor %xmm@4, %xmm@12
  movdqa %xmm@12, %xmm@9
  pslldq $8, %xmm@9
  pxor %xmm@12, %xmm@9
  pxor C6(%rip), %xmm@9
  pshufb %xmm@11, %xmm@2
  aesenclast %xmm@9, %xmm@2
  pshufd $255, %xmm@2, %xmm@10
  movdqa %xmm@7, %xmm@12
  pslldq $4, %xmm@12
  movdqa %xmm@7, %xmm@15
  pxor %xmm@7, %xmm@12
  movdqa %xmm@12, %xmm@9
  pslldq $8, %xmm@9
  pxor %xmm@12, %xmm@9
  aesenclast %xmm@9, %xmm@10
  movdqa %xmm@10, %xmm@6
  pshufb %xmm@11, %xmm@6
  movdqa %xmm@2, %xmm@12
  pslldq $4, %xmm@12
  pxor %xmm@2, %xmm@12
  movdqa %xmm@12, %xmm@9
  pslldq $8, %xmm@9
  pxor %xmm@12, %xmm@9
  pxor C7(%rip), %xmm@9
  aesenclast %xmm@9, %xmm@6
  pshufd $255, %xmm@6, %xmm@3
  movdqa %xmm@10, %xmm@12
  pslldq $4, %xmm@12
  movdqa %xmm@10, 64(%rsp)
  pxor %xmm@10, %xmm@12
  movdqa %xmm@12, %xmm@9
  pslldq $8, %xmm@9
  pxor %xmm@12, %xmm@9
  aesenclast %xmm@9, %xmm@3
  movdqa %xmm@3, %xmm@0
  pshufb %xmm@11, %xmm@0
  movdqa %xmm@6, %xmm@12
  pslldq $4, %xmm@12
  pxor %xmm@6, %xmm@12
  movdqa %xmm@12, %xmm@9
  pslldq $8, %xmm@9
  pxor %xmm@12, %xmm@9
  pxor C8(%rip), %xmm@9
  aesenclast %xmm@9, %xmm@0
  pshufd $255, %xmm@0, %xmm@7
  movdqa %xmm@3, %xmm@12
  pslldq $4, %xmm@12
  pxor %xmm@3, %xmm@12
  movdqa %xmm@12, %xmm@9
  pslldq $8, %xmm@9
  pxor %xmm@12, %xmm@9
  aesenclast %xmm@9, %xmm@7
  movdqa %xmm@7, %xmm@5
  movdqa %xmm@0, %xmm@12
  pslldq $4, %xmm@12
  pxor %xmm@0, %xmm@12
  movdqa %xmm@12, %xmm@9
  pslldq $8, %xmm@9
  pxor %xmm@12, %xmm@9
  pxor C9(%rip), %xmm@9
  pshufb %xmm@11, %xmm@5
  aesenclast %xmm@9, %xmm@5
  pshufd $255, %xmm@5, %xmm@10
  movdqa %xmm@7, %xmm@12
  pslldq $4, %xmm@12
  pxor %xmm@7, %xmm@12
  movdqa %xmm@12, %xmm@9
  pslldq $8, %xmm@9
  pxor %xmm@12, %xmm@9
  aesenclast %xmm@9, %xmm@10
  movdqa %xmm@10, %xmm@1
  pshufb %xmm@11, %xmm@1
  movdqa %xmm@5, %xmm@12
  pslldq $4, %xmm@12
  pxor %xmm@5, %xmm@12
  movdqa %xmm@12, %xmm@9
  pslldq $8, %xmm@9
  pxor %xmm@12, %xmm@9
  pxor C10(%rip), %xmm@9
  aesenclast %xmm@9, %xmm@1
L1:
  movdqa %xmm@13, %xmm@12
  aesenc %xmm@14, %xmm@12
  aesenc %xmm@8, %xmm@12
  movdqa 80(%rsp), %xmm@9
  aesenc %xmm@9, %xmm@12
  aesenc %xmm@4, %xmm@12
  aesenc %xmm@15, %xmm@12
  aesenc %xmm@2, %xmm@12
  movdqa 64(%rsp), %xmm@11
  aesenc %xmm@11, %xmm@12
  aesenc %xmm@6, %xmm@12
  aesenc %xmm@3, %xmm@12
  aesenc %xmm@0, %xmm@12
  aesenc %xmm@7, %xmm@12
  aesenc %xmm@5, %xmm@12
  aesenc %xmm@10, %xmm@12
  aesenclast %xmm@1, %xmm@12
  movdqa %xmm@13, (%rdx)
  movdqa %xmm@14, 16(%rdx)
  movdqa %xmm@8, 32(%rdx)
  movdqa %xmm@9, 48(%rdx)
  movdqa %xmm@4, 64(%rdx)
  movdqa %xmm@15, 80(%rdx)
  movdqa %xmm@2, 96(%rdx)
  movdqa %xmm@11, 112(%rdx)
  movdqa %xmm@6, 128(%rdx)
  movdqa %xmm@3, 144(%rdx)
  movdqa %xmm@0, 160(%rdx)
  movdqa %xmm@7, 176(%rdx)
  movdqa %xmm@5, 192(%rdx)
  movdqa %xmm@10, 208(%rdx)
  movdqa %xmm@1, 224(%rdx)
  pshufb C12(%rip), %xmm@12
  movdqa %xmm@12, %xmm@13
  paddq %xmm@13, %xmm@13
  pshufd $255, %xmm@12, %xmm@8
  psrlq $63, %xmm@12
  pslldq $8, %xmm@12
  psrad $31, %xmm@8
  pand C13(%rip), %xmm@8
  por %xmm@13, %xmm@12
  pxor %xmm@12, %xmm@8
  pxor %xmm@14, %xmm@14
  cmpq $2, %rsi
  jb L2
  movdqa %xmm@8, %xmm@12
  pclmulqdq $0, %xmm@8, %xmm@12
  movdqa %xmm@8, %xmm@10
  pclmulqdq $17, %xmm@8, %xmm@10
  movabsq $-4467570830351532032, %rax
  movq %rax, %xmm@9
  pshufd $78, %xmm@12, %xmm@13
  pclmulqdq $0, %xmm@9, %xmm@12
  pxor %xmm@13, %xmm@12
  pshufd $78, %xmm@12, %xmm@13
  pclmulqdq $0, %xmm@9, %xmm@12
  pxor %xmm@10, %xmm@13
  pxor %xmm@12, %xmm@13
  je L3
  movdqa %xmm@13, %xmm@12
  pclmulqdq $0, %xmm@8, %xmm@12
  movdqa %xmm@13, %xmm@10
  pclmulqdq $17, %xmm@8, %xmm@10
  movdqa %xmm@13, %xmm@15
  pclmulqdq $1, %xmm@8, %xmm@15
  movdqa %xmm@13, %xmm@7
  pclmulqdq $16, %xmm@8, %xmm@7
  pxor %xmm@15, %xmm@7
  movq %xmm@7, %xmm@15
  psrldq $8, %xmm@7
  pxor %xmm@10, %xmm@7
  pshufd $78, %xmm@12, %xmm@10
  pclmulqdq $0, %xmm@9, %xmm@12
  pxor %xmm@15, %xmm@10
  pxor %xmm@12, %xmm@10
  pshufd $78, %xmm@10, %xmm@12
  pclmulqdq $0, %xmm@9, %xmm@10
  pxor %xmm@7, %xmm@12
  pxor %xmm@10, %xmm@12
  cmpq $4, %rsi
  jb L4
  movdqa %xmm@13, %xmm@15
  pclmulqdq $0, %xmm@13, %xmm@15
  movdqa %xmm@13, %xmm@7
  pclmulqdq $17, %xmm@13, %xmm@7
  pshufd $78, %xmm@15, %xmm@10
  pclmulqdq $0, %xmm@9, %xmm@15
  pxor %xmm@10, %xmm@15
  pshufd $78, %xmm@15, %xmm@10
  pclmulqdq $0, %xmm@9, %xmm@15
  pxor %xmm@7, %xmm@10
  pxor %xmm@15, %xmm@10
  je L5
  addq $-4, %rsi
  cmpq $4, %rsi
  movl $4, %eax
  cmovbq %rsi, %rax
  incq %rax
  movdqa %xmm@10, %xmm@15
  pclmulqdq $0, %xmm@8, %xmm@15
  movdqa %xmm@10, %xmm@7
  pclmulqdq $16, %xmm@8, %xmm@7
  movdqa %xmm@10, %xmm@6
  pclmulqdq $1, %xmm@8, %xmm@6
  pxor %xmm@7, %xmm@6
  pshufd $78, %xmm@15, %xmm@7
  pclmulqdq $0, %xmm@9, %xmm@15
  movq %xmm@6, %xmm@1
  pxor %xmm@7, %xmm@1
  pxor %xmm@15, %xmm@1
  movdqa %xmm@10, %xmm@15
  pclmulqdq $17, %xmm@8, %xmm@15
  psrldq $8, %xmm@6
  pxor %xmm@15, %xmm@6
  pshufd $78, %xmm@1, %xmm@15
  pclmulqdq $0, %xmm@9, %xmm@1
  pxor %xmm@6, %xmm@15
  pxor %xmm@1, %xmm@15
  cmpq $2, %rax
  je L6
  movdqa %xmm@10, %xmm@7
  pclmulqdq $0, %xmm@13, %xmm@7
  movdqa %xmm@10, %xmm@6
  pclmulqdq $16, %xmm@13, %xmm@6
  movdqa %xmm@10, %xmm@1
  pclmulqdq $1, %xmm@13, %xmm@1
  pxor %xmm@6, %xmm@1
  pshufd $78, %xmm@7, %xmm@6
  pclmulqdq $0, %xmm@9, %xmm@7
  movq %xmm@1, %xmm@0
  pxor %xmm@6, %xmm@0
  pxor %xmm@7, %xmm@0
  movdqa %xmm@10, %xmm@7
  pclmulqdq $17, %xmm@13, %xmm@7
  psrldq $8, %xmm@1
  pxor %xmm@7, %xmm@1
  pshufd $78, %xmm@0, %xmm@7
  pclmulqdq $0, %xmm@9, %xmm@0
  pxor %xmm@1, %xmm@7
  pxor %xmm@0, %xmm@7
  cmpq $3, %rax
  je L7
  movdqa %xmm@10, %xmm@6
  pclmulqdq $0, %xmm@12, %xmm@6
  movdqa %xmm@10, %xmm@1
  pclmulqdq $16, %xmm@12, %xmm@1
  movdqa %xmm@10, %xmm@0
  pclmulqdq $1, %xmm@12, %xmm@0
  pxor %xmm@1, %xmm@0
  pshufd $78, %xmm@6, %xmm@1
  pclmulqdq $0, %xmm@9, %xmm@6
  movq %xmm@0, %xmm@5
  pxor %xmm@1, %xmm@5
  pxor %xmm@6, %xmm@5
  movdqa %xmm@10, %xmm@6
  pclmulqdq $17, %xmm@12, %xmm@6
  psrldq $8, %xmm@0
  pxor %xmm@6, %xmm@0
  pshufd $78, %xmm@5, %xmm@6
  pclmulqdq $0, %xmm@9, %xmm@5
  pxor %xmm@0, %xmm@6
  pxor %xmm@5, %xmm@6
  cmpq $4, %rax
  je L8
  movdqa %xmm@10, %xmm@14
  pclmulqdq $0, %xmm@10, %xmm@14
  movdqa %xmm@10, %xmm@1
  pclmulqdq $17, %xmm@10, %xmm@1
  pshufd $78, %xmm@14, %xmm@0
  pclmulqdq $0, %xmm@9, %xmm@14
  pxor %xmm@0, %xmm@14
  pclmulqdq $0, %xmm@14, %xmm@9
  pshufd $78, %xmm@14, %xmm@14
  pxor %xmm@1, %xmm@14
  pxor %xmm@9, %xmm@14
  jmp L8
L2:
  pxor %xmm@13, %xmm@13
L3:
  pxor %xmm@12, %xmm@12
L4:
  pxor %xmm@10, %xmm@10
L5:
  pxor %xmm@15, %xmm@15
L6:
  pxor %xmm@7, %xmm@7
L7:
  pxor %xmm@6, %xmm@6
L8:
  movdqa %xmm@14, 240(%rdx)
  movdqa %xmm@6, 256(%rdx)
  movdqa %xmm@7, 272(%rdx)
  movdqa %xmm@15, 288(%rdx)
  movdqa %xmm@10, 304(%rdx)
  movdqa %xmm@12, 320(%rdx)
  movdqa %xmm@13, 336(%rdx)
  movdqa %xmm@8, 352(%rdx)
  addq $232, %rsp
  retq
== hw_gcm::arch::x86_64::aesni_clmul::xaes_key#0
  pushq %rbp
  pushq %rbx
  movdqu (%rdi), %xmm@0
  movdqu 16(%rdi), %xmm@1
  movdqa C0(%rip), %xmm@2
  movdqa %xmm@1, %xmm@3
  pslldq $4, %xmm@3
  pxor %xmm@1, %xmm@3
  movdqa %xmm@1, %xmm@4
  pshufb %xmm@2, %xmm@4
  movdqa %xmm@0, %xmm@5
  pslldq $4, %xmm@5
  pxor %xmm@0, %xmm@5
  movdqa %xmm@5, %xmm@6
  pslldq $8, %xmm@6
  pxor %xmm@5, %xmm@6
  pxor C1(%rip), %xmm@6
  aesenclast %xmm@6, %xmm@4
  pshufd $255, %xmm@4, %xmm@5
  movdqa %xmm@3, %xmm@6
  pslldq $8, %xmm@6
  pxor %xmm@3, %xmm@6
  aesenclast %xmm@6, %xmm@5
  movdqa %xmm@5, %xmm@7
  movdqa %xmm@5, %xmm@3
  movdqa %xmm@4, %xmm@6
  pslldq $4, %xmm@6
  pxor %xmm@4, %xmm@6
  movdqa %xmm@6, %xmm@8
  pslldq $8, %xmm@8
  pxor %xmm@6, %xmm@8
  pxor C2(%rip), %xmm@8
  pshufb %xmm@2, %xmm@3
  aesenclast %xmm@8, %xmm@3
  pslldq $4, %xmm@7
  pxor %xmm@5, %xmm@7
  pshufd $255, %xmm@3, %xmm@6
  movdqa %xmm@7, %xmm@8
  pslldq $8, %xmm@8
  pxor %xmm@7, %xmm@8
  aesenclast %xmm@8, %xmm@6
  movdqa %xmm@3, %xmm@7
  pslldq $4, %xmm@7
  pxor %xmm@3, %xmm@7
  movdqa %xmm@7, %xmm@8
  pslldq $8, %xmm@8
  pxor %xmm@7, %xmm@8
  movdqa %xmm@6, %xmm@9
  pslldq $4, %xmm@9
  pxor %xmm@6, %xmm@9
  movdqa %xmm@6, %xmm@7
  pshufb %xmm@2, %xmm@7
  pxor C3(%rip), %xmm@8
  aesenclast %xmm@8, %xmm@7
  movdqa %xmm@9, %xmm@10
  pslldq $8, %xmm@10
  pxor %xmm@9, %xmm@10
  pshufd $255, %xmm@7, %xmm@8
  aesenclast %xmm@10, %xmm@8
  movdqa %xmm@0, (%rsi)
  aesenc %xmm@1, %xmm@0
  movdqa %xmm@1, 16(%rsi)
  aesenc %xmm@4, %xmm@0
  movdqa %xmm@4, 32(%rsi)
  aesenc %xmm@5, %xmm@0
  aesenc %xmm@3, %xmm@0
  movdqa %xmm@5, 48(%rsi)
  aesenc %xmm@6, %xmm@0
  movdqa %xmm@3, 64(%rsi)
  movdqa %xmm@6, 80(%rsi)
  movdqa %xmm@8, %xmm@1
  pslldq $4, %xmm@1
  pxor %xmm@8, %xmm@1
  aesenc %xmm@7, %xmm@0
  aesenc %xmm@8, %xmm@0
  movdqa %xmm@7, 96(%rsi)
  movdqa %xmm@8, 112(%rsi)
  pshufb %xmm@2, %xmm@8
  movdqa %xmm@7, %xmm@4
  pslldq $4, %xmm@4
  pxor %xmm@7, %xmm@4
  movdqa %xmm@4, %xmm@5
  pslldq $8, %xmm@5
  pxor %xmm@4, %xmm@5
  pxor C4(%rip), %xmm@5
  aesenclast %xmm@5, %xmm@8
  pshufd $255, %xmm@8, %xmm@4
  movdqa %xmm@1, %xmm@5
  pslldq $8, %xmm@5
  pxor %xmm@1, %xmm@5
  aesenclast %xmm@5, %xmm@4
  movdqa %xmm@8, %xmm@1
  pslldq $4, %xmm@1
  pxor %xmm@8, %xmm@1
  movdqa %xmm@1, %xmm@5
  pslldq $8, %xmm@5
  pxor %xmm@1, %xmm@5
  movdqa %xmm@4, %xmm@1
  pshufb %xmm@2, %xmm@1
  pxor C5(%rip), %xmm@5
  aesenclast %xmm@5, %xmm@1
  movdqa %xmm@4, %xmm@5
  pslldq $4, %xmm@5
  aesenc %xmm@8, %xmm@0
  pxor %xmm@4, %xmm@5
  aesenc %xmm@4, %xmm@0
  movdqa %xmm@8, 128(%rsi)
  movdqa %xmm@4, 144(%rsi)
  pshufd $255, %xmm@1, %xmm@4
  movdqa %xmm@5, %xmm@3
  pslldq $8, %xmm@3
  pxor %xmm@5, %xmm@3
  aesenclast %xmm@3, %xmm@4
  movdqa %xmm@1, %xmm@5
  pslldq $4, %xmm@5
  pxor %xmm@1, %xmm@5
  movdqa %xmm@5, %xmm@3
  pslldq $8, %xmm@3
  pxor %xmm@5, %xmm@3
  aesenc %xmm@1, %xmm@0
  movdqa %xmm@1, 160(%rsi)
  movdqa %xmm@4, %xmm@1
  pslldq $4, %xmm@1
  aesenc %xmm@4, %xmm@0
  pxor %xmm@4, %xmm@1
  movdqa %xmm@4, 176(%rsi)
  pshufb %xmm@2, %xmm@4
  pxor C6(%rip), %xmm@3
  aesenclast %xmm@3, %xmm@4
  movdqa %xmm@1, %xmm@5
  pslldq $8, %xmm@5
  pxor %xmm@1, %xmm@5
  pshufd $255, %xmm@4, %xmm@1
  aesenclast %xmm@5, %xmm@1
  aesenc %xmm@4, %xmm@0
  aesenc %xmm@1, %xmm@0
  movdqa %xmm@4, 192(%rsi)
  movdqa %xmm@1, 208(%rsi)
  pshufb %xmm@2, %xmm@1
  movdqa %xmm@4, %xmm@2
  pslldq $4, %xmm@2
  pxor %xmm@4, %xmm@2
  movdqa %xmm@2, %xmm@4
  pslldq $8, %xmm@4
  pxor %xmm@2, %xmm@4
  pxor C7(%rip), %xmm@4
  aesenclast %xmm@4, %xmm@1
  aesenclast %xmm@1, %xmm@0
  movdqa %xmm@1, 224(%rsi)
  movd %xmm@0, %eax
  pextrb $8, %xmm@0, %ecx
  pextrb $9, %xmm@0, %edx
  pextrb $10, %xmm@0, %edi
  pextrb $11, %xmm@0, %r8d
  pextrb $12, %xmm@0, %r9d
  pextrb $13, %xmm@0, %r10d
  pextrb $14, %xmm@0, %r11d
  pextrb $15, %xmm@0, %ebx
  movdqa %xmm@0, %xmm@2
  psrldq $1, %xmm@2
  paddb %xmm@0, %xmm@0
  psrlw $7, %xmm@2
  pand C8(%rip), %xmm@2
  por %xmm@0, %xmm@2
  movq %xmm@2, 240(%rsi)
  movl %edx, %ebp
  shrb $7, %bpl
  addb %cl, %cl
  orb %bpl, %cl
  movl %edi, %ebp
  shrb $7, %bpl
  addb %dl, %dl
  orb %bpl, %dl
  movl %r8d, %ebp
  shrb $7, %bpl
  addb %dil, %dil
  orb %bpl, %dil
  movl %r9d, %ebp
  shrb $7, %bpl
  addb %r8b, %r8b
  orb %bpl, %r8b
  movl %r10d, %ebp
  shrb $7, %bpl
  addb %r9b, %r9b
  orb %bpl, %r9b
  movl %r11d, %ebp
  shrb $7, %bpl
  addb %r10b, %r10b
  orb %bpl, %r10b
  movl %ebx, %ebp
  shrb $7, %bpl
  addb %r11b, %r11b
  orb %bpl, %r11b
  addb %bl, %bl
  sarb $7, %al
  andb $-121, %al
  xorb %bl, %al
  movb %cl, 248(%rsi)
  movb %dl, 249(%rsi)
  movb %dil, 250(%rsi)
  movb %r8b, 251(%rsi)
  movb %r9b, 252(%rsi)
  movb %r10b, 253(%rsi)
  movb %r11b, 254(%rsi)
  movb %al, 255(%rsi)
  popq %rbx
  popq %rbp
  retq
== hw_gcm::arch::x86_64::vaes_avx2::crypt#0
  pushq %rbp
  movq %rsp, %rbp
  pushq %r15
  pushq %r14
  pushq %r13
  pushq %r12
  pushq %rbx
  andq $-32, %rsp
  subq $928, %rsp
  movq %r9, %r13
  movq %r8, %rbx
  movq %rdx, %r14
  movq %rsi, %r15
  vmovq (%rdx), %xmm@0
  vpinsrd $2, 8(%rdx), %xmm@0, %xmm@0
  vpalignr $12, C0(%rip), %xmm@0, %xmm@0
  vpshufb C1(%rip), %xmm@0, %xmm@0
  vpaddd C2(%rip), %xmm@0, %xmm@0
  vmovdqa %ymm@0, 32(%rsp)
  movq %rdi, %r12
  addq $240, %rsi
  vpxor %xmm@0, %xmm@0, %xmm@0
  vmovdqa %xmm@0, 320(%rsp)
  leaq 16(%rsp), %rdi
  leaq 320(%rsp), %rdx
  vzeroupper
  callq hw_polyval::arch::x86_64::aesni_clmul::absorb_padded
  movq 8(%r13), %rax
  shrq $8, %rax
  je L0
  movq (%r13), %rcx
  vmovdqu 240(%r15), %ymm@0
  vmovdqu 272(%r15), %ymm@1
  vmovdqu 304(%r15), %ymm@2
  vmovdqu 336(%r15), %ymm@3
  vpermq $68, %ymm@0, %ymm@4
  vpclmulqdq $0, %ymm@4, %ymm@0, %ymm@5
  vpclmulqdq $17, %ymm@4, %ymm@0, %ymm@6
  vpclmulqdq $1, %ymm@4, %ymm@0, %ymm@7
  vpclmulqdq $16, %ymm@4, %ymm@0, %ymm@8
  vpxor %ymm@7, %ymm@8, %ymm@7
  vpslldq $8, %ymm@7, %ymm@8
  vpxor %ymm@5, %ymm@8, %ymm@5
  vpsrldq $8, %ymm@7, %ymm@7
  vpxor %ymm@7, %ymm@6, %ymm@6
  vpbroadcastq C3(%rip), %ymm@7
  vpclmulqdq $0, %ymm@7, %ymm@5, %ymm@8
  vpshufd $78, %ymm@5, %ymm@5
  vpxor %ymm@5, %ymm@8, %ymm@5
  vpclmulqdq $0, %ymm@7, %ymm@5, %ymm@8
  vpshufd $78, %ymm@5, %ymm@5
  vpxor %ymm@5, %ymm@6, %ymm@5
  vpxor %ymm@5, %ymm@8, %ymm@5
  vpclmulqdq $0, %ymm@4, %ymm@1, %ymm@6
  vpclmulqdq $17, %ymm@4, %ymm@1, %ymm@8
  vpclmulqdq $1, %ymm@4, %ymm@1, %ymm@9
  vpclmulqdq $16, %ymm@4, %ymm@1, %ymm@10
  vpxor %ymm@9, %ymm@10, %ymm@9
  vpslldq $8, %ymm@9, %ymm@10
  vpxor %ymm@6, %ymm@10, %ymm@6
  vpsrldq $8, %ymm@9, %ymm@9
  vpxor %ymm@9, %ymm@8, %ymm@8
  vpclmulqdq $0, %ymm@7, %ymm@6, %ymm@9
  vpshufd $78, %ymm@6, %ymm@6
  vpxor %ymm@6, %ymm@9, %ymm@6
  vpclmulqdq $0, %ymm@7, %ymm@6, %ymm@9
  vpshufd $78, %ymm@6, %ymm@6
  vpxor %ymm@6, %ymm@8, %ymm@6
  vpxor %ymm@6, %ymm@9, %ymm@6
  vpclmulqdq $0, %ymm@4, %ymm@2, %ymm@8
  vpclmulqdq $17, %ymm@4, %ymm@2, %ymm@9
  vpclmulqdq $1, %ymm@4, %ymm@2, %ymm@10
  vpclmulqdq $16, %ymm@4, %ymm@2, %ymm@11
  vpxor %ymm@10, %ymm@11, %ymm@10
  vpslldq $8, %ymm@10, %ymm@11
  vpxor %ymm@11, %ymm@8, %ymm@8
  vpsrldq $8, %ymm@10, %ymm@10
  vpxor %ymm@10, %ymm@9, %ymm@9
  vpclmulqdq $0, %ymm@7, %ymm@8, %ymm@10
  vpshufd $78, %ymm@8, %ymm@8
  vpxor %ymm@8, %ymm@10, %ymm@8
  vpclmulqdq $0, %ymm@7, %ymm@8, %ymm@10
  vpshufd $78, %ymm@8, %ymm@8
  vpxor %ymm@8, %ymm@9, %ymm@8
  vpxor %ymm@8, %ymm@10, %ymm@8
  vpclmulqdq $0, %ymm@4, %ymm@3, %ymm@9
  vpclmulqdq $17, %ymm@4, %ymm@3, %ymm@10
  vpclmulqdq $1, %ymm@4, %ymm@3, %ymm@11
  vpclmulqdq $16, %ymm@4, %ymm@3, %ymm@4
  vpxor %ymm@4, %ymm@11, %ymm@4
  vpslldq $8, %ymm@4, %ymm@11
  vpxor %ymm@11, %ymm@9, %ymm@9
  vpsrldq $8, %ymm@4, %ymm@4
  vpxor %ymm@4, %ymm@10, %ymm@4
  vpclmulqdq $0, %ymm@7, %ymm@9, %ymm@10
  vpshufd $78, %ymm@9, %ymm@9
  vpxor %ymm@9, %ymm@10, %ymm@9
  vpclmulqdq $0, %ymm@7, %ymm@9, %ymm@7
  vpshufd $78, %ymm@9, %ymm@9
  vpxor %ymm@4, %ymm@9, %ymm@4
  vpxor %ymm@4, %ymm@7, %ymm@7
  vpshufd $78, %ymm@5, %ymm@4
  vpxor %ymm@4, %ymm@5, %ymm@4
  vpshufd $78, %ymm@6, %ymm@9
  vpxor %ymm@6, %ymm@9, %ymm@9
  vpshufd $78, %ymm@8, %ymm@10
  vpxor %ymm@10, %ymm@8, %ymm@10
  vpshufd $78, %ymm@7, %ymm@11
  vpxor %ymm@7, %ymm@11, %ymm@11
  vpshufd $78, %ymm@0, %ymm@12
  vpxor %ymm@0, %ymm@12, %ymm@12
  vpshufd $78, %ymm@1, %ymm@13
  vpxor %ymm@1, %ymm@13, %ymm@13
  movq %r15, 864(%rsp)
  vmovaps C4(%rip), %ymm@14
  vmovaps %ymm@14, 320(%rsp)
  vpshufd $78, %ymm@2, %ymm@14
  vpxor %ymm@2, %ymm@14, %ymm@14
  vmovdqa %ymm@5, 352(%rsp)
  vpshufd $78, %ymm@3, %ymm@5
  vpxor %ymm@5, %ymm@3, %ymm@5
  leaq 352(%rsp), %rdx
  vmovdqa %ymm@6, 384(%rsp)
  vmovdqa %ymm@8, 416(%rsp)
  vmovdqa %ymm@7, 448(%rsp)
  vmovdqa %ymm@0, 480(%rsp)
  vmovdqa %ymm@1, 512(%rsp)
  vmovdqa %ymm@2, 544(%rsp)
  vmovdqa %ymm@3, 576(%rsp)
  leaq 608(%rsp), %rsi
  vmovdqa %ymm@4, 608(%rsp)
  vmovdqa %ymm@9, 640(%rsp)
  vmovdqa %ymm@10, 672(%rsp)
  vmovdqa %ymm@11, 704(%rsp)
  vmovdqa %ymm@12, 736(%rsp)
  vmovdqa %ymm@13, 768(%rsp)
  vmovdqa %ymm@14, 800(%rsp)
  vmovdqa %ymm@5, 832(%rsp)
  vpxor %xmm@0, %xmm@0, %xmm@0
  vmovdqa %ymm@0, 288(%rsp)
  vmovdqa %ymm@0, 256(%rsp)
  vmovdqa %ymm@0, 224(%rsp)
  vmovdqa %ymm@0, 192(%rsp)
  vmovdqa %ymm@0, 160(%rsp)
  vmovdqa %ymm@0, 128(%rsp)
  vmovdqa %ymm@0, 96(%rsp)
  vmovdqa %ymm@0, 64(%rsp)
  vmovdqa 32(%rsp), %ymm@0
  vinserti128 $1, %xmm@0, %ymm@0, %ymm@0
  vpaddd C5(%rip), %ymm@0, %ymm@10
  vmovaps 16(%rsp), %xmm@11
  movq hw_polyval::arch::x86_64::vaes_avx2::AVX2_LOOP_CONSTS(%rip), %rdi
  leaq 64(%rsp), %r8
  movq %rax, %r10
  movq %rcx, %r11
  vbroadcasti128 64(%rdi), %ymm@9
  testq %r10, %r10
  je C6
  vmovdqu (%rcx), %ymm@14
  vmovdqu %ymm@14, (%r8)
  vmovdqu 32(%rcx), %ymm@14
  vmovdqu %ymm@14, 32(%r8)
  vmovdqu 64(%rcx), %ymm@14
  vmovdqu %ymm@14, 64(%r8)
  vmovdqu 96(%rcx), %ymm@14
  vmovdqu %ymm@14, 96(%r8)
  vmovdqu 128(%rcx), %ymm@14
  vmovdqu %ymm@14, 128(%r8)
  vmovdqu 160(%rcx), %ymm@14
  vmovdqu %ymm@14, 160(%r8)
  vmovdqu 192(%rcx), %ymm@14
  vmovdqu %ymm@14, 192(%r8)
  vmovdqu 224(%rcx), %ymm@14
  vmovdqu %ymm@14, 224(%r8)
  vbroadcasti128 (%r15), %ymm@8
  vpshufb %ymm@9, %ymm@10, %ymm@0
  vpaddd 32(%rdi), %ymm@10, %ymm@10
  vpshufb %ymm@9, %ymm@10, %ymm@1
  vpaddd 32(%rdi), %ymm@10, %ymm@10
  vpshufb %ymm@9, %ymm@10, %ymm@2
  vpaddd 32(%rdi), %ymm@10, %ymm@10
  vpshufb %ymm@9, %ymm@10, %ymm@3
  vpaddd 32(%rdi), %ymm@10, %ymm@10
  vpshufb %ymm@9, %ymm@10, %ymm@5
  vpaddd 32(%rdi), %ymm@10, %ymm@10
  vpshufb %ymm@9, %ymm@10, %ymm@6
  vpaddd 32(%rdi), %ymm@10, %ymm@10
  vpshufb %ymm@9, %ymm@10, %ymm@4
  vpaddd 32(%rdi), %ymm@10, %ymm@10
  vpshufb %ymm@9, %ymm@10, %ymm@7
  vpaddd 32(%rdi), %ymm@10, %ymm@10
  vpxor %ymm@0, %ymm@8, %ymm@0
  vpxor %ymm@1, %ymm@8, %ymm@1
  vpxor %ymm@2, %ymm@8, %ymm@2
  vpxor %ymm@3, %ymm@8, %ymm@3
  vpxor %ymm@5, %ymm@8, %ymm@5
  vpxor %ymm@6, %ymm@8, %ymm@6
  vpxor %ymm@4, %ymm@8, %ymm@4
  vpxor %ymm@7, %ymm@8, %ymm@7
  vmovdqu (%r8), %ymm@14
  vpshufb %ymm@9, %ymm@14, %ymm@14
  vpxor %ymm@11, %ymm@14, %ymm@14
  vpclmulqdq $0, (%rdx), %ymm@14, %ymm@11
  vpclmulqdq $17, (%rdx), %ymm@14, %ymm@13
  vpshufd $78, %ymm@14, %ymm@15
  vpxor %ymm@15, %ymm@14, %ymm@14
  vpclmulqdq $0, (%rsi), %ymm@14, %ymm@12
  vbroadcasti128 16(%r15), %ymm@8
  vaesenc %ymm@8, %ymm@0, %ymm@0
  vaesenc %ymm@8, %ymm@1, %ymm@1
  vaesenc %ymm@8, %ymm@2, %ymm@2
  vaesenc %ymm@8, %ymm@3, %ymm@3
  vaesenc %ymm@8, %ymm@5, %ymm@5
  vaesenc %ymm@8, %ymm@6, %ymm@6
  vaesenc %ymm@8, %ymm@4, %ymm@4
  vaesenc %ymm@8, %ymm@7, %ymm@7
  vmovdqu 32(%r8), %ymm@14
  vpshufb %ymm@9, %ymm@14, %ymm@14
  vpclmulqdq $0, 32(%rdx), %ymm@14, %ymm@15
  vpxor %ymm@15, %ymm@11, %ymm@11
  vpclmulqdq $17, 32(%rdx), %ymm@14, %ymm@15
  vpxor %ymm@15, %ymm@13, %ymm@13
  vpshufd $78, %ymm@14, %ymm@15
  vpxor %ymm@15, %ymm@14, %ymm@14
  vpclmulqdq $0, 32(%rsi), %ymm@14, %ymm@15
  vpxor %ymm@15, %ymm@12, %ymm@12
  vbroadcasti128 32(%r15), %ymm@8
  vaesenc %ymm@8, %ymm@0, %ymm@0
  vaesenc %ymm@8, %ymm@1, %ymm@1
  vaesenc %ymm@8, %ymm@2, %ymm@2
  vaesenc %ymm@8, %ymm@3, %ymm@3
  vaesenc %ymm@8, %ymm@5, %ymm@5
  vaesenc %ymm@8, %ymm@6, %ymm@6
  vaesenc %ymm@8, %ymm@4, %ymm@4
  vaesenc %ymm@8, %ymm@7, %ymm@7
  vmovdqu 64(%r8), %ymm@14
  vpshufb %ymm@9, %ymm@14, %ymm@14
  vpclmulqdq $0, 64(%rdx), %ymm@14, %ymm@15
  vpxor %ymm@15, %ymm@11, %ymm@11
  vpclmulqdq $17, 64(%rdx), %ymm@14, %ymm@15
  vpxor %ymm@15, %ymm@13, %ymm@13
  vpshufd $78, %ymm@14, %ymm@15
  vpxor %ymm@15, %ymm@14, %ymm@14
  vpclmulqdq $0, 64(%rsi), %ymm@14, %ymm@15
  vpxor %ymm@15, %ymm@12, %ymm@12
  vbroadcasti128 48(%r15), %ymm@8
  vaesenc %ymm@8, %ymm@0, %ymm@0
  vaesenc %ymm@8, %ymm@1, %ymm@1
  vaesenc %ymm@8, %ymm@2, %ymm@2
  vaesenc %ymm@8, %ymm@3, %ymm@3
  vaesenc %ymm@8, %ymm@5, %ymm@5
  vaesenc %ymm@8, %ymm@6, %ymm@6
  vaesenc %ymm@8, %ymm@4, %ymm@4
  vaesenc %ymm@8, %ymm@7, %ymm@7
  vmovdqu 96(%r8), %ymm@14
  vpshufb %ymm@9, %ymm@14, %ymm@14
  vpclmulqdq $0, 96(%rdx), %ymm@14, %ymm@15
  vpxor %ymm@15, %ymm@11, %ymm@11
  vpclmulqdq $17, 96(%rdx), %ymm@14, %ymm@15
  vpxor %ymm@15, %ymm@13, %ymm@13
  vpshufd $78, %ymm@14, %ymm@15
  vpxor %ymm@15, %ymm@14, %ymm@14
  vpclmulqdq $0, 96(%rsi), %ymm@14, %ymm@15
  vpxor %ymm@15, %ymm@12, %ymm@12
  vbroadcasti128 64(%r15), %ymm@8
  vaesenc %ymm@8, %ymm@0, %ymm@0
  vaesenc %ymm@8, %ymm@1, %ymm@1
  vaesenc %ymm@8, %ymm@2, %ymm@2
  vaesenc %ymm@8, %ymm@3, %ymm@3
  vaesenc %ymm@8, %ymm@5, %ymm@5
  vaesenc %ymm@8, %ymm@6, %ymm@6
  vaesenc %ymm@8, %ymm@4, %ymm@4
  vaesenc %ymm@8, %ymm@7, %ymm@7
  vmovdqu 128(%r8), %ymm@14
  vpshufb %ymm@9, %ymm@14, %ymm@14
  vpclmulqdq $0, 128(%rdx), %ymm@14, %ymm@15
  vpxor %ymm@15, %ymm@11, %ymm@11
  vpclmulqdq $17, 128(%rdx), %ymm@14, %ymm@15
  vpxor %ymm@15, %ymm@13, %ymm@13
  vpshufd $78, %ymm@14, %ymm@15
  vpxor %ymm@15, %ymm@14, %ymm@14
  vpclmulqdq $0, 128(%rsi), %ymm@14, %ymm@15
  vpxor %ymm@15, %ymm@12, %ymm@12
  vbroadcasti128 80(%r15), %ymm@8
  vaesenc %ymm@8, %ymm@0, %ymm@0
  vaesenc %ymm@8, %ymm@1, %ymm@1
  vaesenc %ymm@8, %ymm@2, %ymm@2
  vaesenc %ymm@8, %ymm@3, %ymm@3
  vaesenc %ymm@8, %ymm@5, %ymm@5
  vaesenc %ymm@8, %ymm@6, %ymm@6
  vaesenc %ymm@8, %ymm@4, %ymm@4
  vaesenc %ymm@8, %ymm@7, %ymm@7
  vmovdqu 160(%r8), %ymm@14
  vpshufb %ymm@9, %ymm@14, %ymm@14
  vpclmulqdq $0, 160(%rdx), %ymm@14, %ymm@15
  vpxor %ymm@15, %ymm@11, %ymm@11
  vpclmulqdq $17, 160(%rdx), %ymm@14, %ymm@15
  vpxor %ymm@15, %ymm@13, %ymm@13
  vpshufd $78, %ymm@14, %ymm@15
  vpxor %ymm@15, %ymm@14, %ymm@14
  vpclmulqdq $0, 160(%rsi), %ymm@14, %ymm@15
  vpxor %ymm@15, %ymm@12, %ymm@12
  vbroadcasti128 96(%r15), %ymm@8
  vaesenc %ymm@8, %ymm@0, %ymm@0
  vaesenc %ymm@8, %ymm@1, %ymm@1
  vaesenc %ymm@8, %ymm@2, %ymm@2
  vaesenc %ymm@8, %ymm@3, %ymm@3
  vaesenc %ymm@8, %ymm@5, %ymm@5
  vaesenc %ymm@8, %ymm@6, %ymm@6
  vaesenc %ymm@8, %ymm@4, %ymm@4
  vaesenc %ymm@8, %ymm@7, %ymm@7
  vmovdqu 192(%r8), %ymm@14
  vpshufb %ymm@9, %ymm@14, %ymm@14
  vpclmulqdq $0, 192(%rdx), %ymm@14, %ymm@15
  vpxor %ymm@15, %ymm@11, %ymm@11
  vpclmulqdq $17, 192(%rdx), %ymm@14, %ymm@15
  vpxor %ymm@15, %ymm@13, %ymm@13
  vpshufd $78, %ymm@14, %ymm@15
  vpxor %ymm@15, %ymm@14, %ymm@14
  vpclmulqdq $0, 192(%rsi), %ymm@14, %ymm@15
  vpxor %ymm@15, %ymm@12, %ymm@12
  vbroadcasti128 112(%r15), %ymm@8
  vaesenc %ymm@8, %ymm@0, %ymm@0
  vaesenc %ymm@8, %ymm@1, %ymm@1
  vaesenc %ymm@8, %ymm@2, %ymm@2
  vaesenc %ymm@8, %ymm@3, %ymm@3
  vaesenc %ymm@8, %ymm@5, %ymm@5
  vaesenc %ymm@8, %ymm@6, %ymm@6
  vaesenc %ymm@8, %ymm@4, %ymm@4
  vaesenc %ymm@8, %ymm@7, %ymm@7
  vmovdqu 224(%r8), %ymm@14
  vpshufb %ymm@9, %ymm@14, %ymm@14
  vpclmulqdq $0, 224(%rdx), %ymm@14, %ymm@15
  vpxor %ymm@15, %ymm@11, %ymm@11
  vpclmulqdq $17, 224(%rdx), %ymm@14, %ymm@15
  vpxor %ymm@15, %ymm@13, %ymm@13
  vpshufd $78, %ymm@14, %ymm@15
  vpxor %ymm@15, %ymm@14, %ymm@14
  vpclmulqdq $0, 224(%rsi), %ymm@14, %ymm@15
  vpxor %ymm@15, %ymm@12, %ymm@12
  vbroadcasti128 128(%r15), %ymm@8
  vaesenc %ymm@8, %ymm@0, %ymm@0
  vaesenc %ymm@8, %ymm@1, %ymm@1
  vaesenc %ymm@8, %ymm@2, %ymm@2
  vaesenc %ymm@8, %ymm@3, %ymm@3
  vaesenc %ymm@8, %ymm@5, %ymm@5
  vaesenc %ymm@8, %ymm@6, %ymm@6
  vaesenc %ymm@8, %ymm@4, %ymm@4
  vaesenc %ymm@8, %ymm@7, %ymm@7
  vpxor %ymm@11, %ymm@12, %ymm@12
  vpxor %ymm@13, %ymm@12, %ymm@12
  vpclmulqdq $0, (%rdi), %ymm@11, %ymm@15
  vpshufd $78, %ymm@11, %ymm@11
  vpxor %ymm@11, %ymm@12, %ymm@12
  vpxor %ymm@15, %ymm@12, %ymm@12
  vbroadcasti128 144(%r15), %ymm@8
  vaesenc %ymm@8, %ymm@0, %ymm@0
  vaesenc %ymm@8, %ymm@1, %ymm@1
  vaesenc %ymm@8, %ymm@2, %ymm@2
  vaesenc %ymm@8, %ymm@3, %ymm@3
  vaesenc %ymm@8, %ymm@5, %ymm@5
  vaesenc %ymm@8, %ymm@6, %ymm@6
  vaesenc %ymm@8, %ymm@4, %ymm@4
  vaesenc %ymm@8, %ymm@7, %ymm@7
  vpclmulqdq $0, (%rdi), %ymm@12, %ymm@15
  vpshufd $78, %ymm@12, %ymm@12
  vpxor %ymm@12, %ymm@13, %ymm@13
  vpxor %ymm@15, %ymm@13, %ymm@13
  vbroadcasti128 160(%r15), %ymm@8
  vaesenc %ymm@8, %ymm@0, %ymm@0
  vaesenc %ymm@8, %ymm@1, %ymm@1
  vaesenc %ymm@8, %ymm@2, %ymm@2
  vaesenc %ymm@8, %ymm@3, %ymm@3
  vaesenc %ymm@8, %ymm@5, %ymm@5
  vaesenc %ymm@8, %ymm@6, %ymm@6
  vaesenc %ymm@8, %ymm@4, %ymm@4
  vaesenc %ymm@8, %ymm@7, %ymm@7
  vextracti128 $1, %ymm@13, %xmm@15
  vpxor %xmm@15, %xmm@13, %xmm@11
  vbroadcasti128 176(%r15), %ymm@8
  vaesenc %ymm@8, %ymm@0, %ymm@0
  vaesenc %ymm@8, %ymm@1, %ymm@1
  vaesenc %ymm@8, %ymm@2, %ymm@2
  vaesenc %ymm@8, %ymm@3, %ymm@3
  vaesenc %ymm@8, %ymm@5, %ymm@5
  vaesenc %ymm@8, %ymm@6, %ymm@6
  vaesenc %ymm@8, %ymm@4, %ymm@4
  vaesenc %ymm@8, %ymm@7, %ymm@7
  vbroadcasti128 192(%r15), %ymm@8
  vaesenc %ymm@8, %ymm@0, %ymm@0
  vaesenc %ymm@8, %ymm@1, %ymm@1
  vaesenc %ymm@8, %ymm@2, %ymm@2
  vaesenc %ymm@8, %ymm@3, %ymm@3
  vaesenc %ymm@8, %ymm@5, %ymm@5
  vaesenc %ymm@8, %ymm@6, %ymm@6
  vaesenc %ymm@8, %ymm@4, %ymm@4
  vaesenc %ymm@8, %ymm@7, %ymm@7
  vbroadcasti128 208(%r15), %ymm@8
  vaesenc %ymm@8, %ymm@0, %ymm@0
  vaesenc %ymm@8, %ymm@1, %ymm@1
  vaesenc %ymm@8, %ymm@2, %ymm@2
  vaesenc %ymm@8, %ymm@3, %ymm@3
  vaesenc %ymm@8, %ymm@5, %ymm@5
  vaesenc %ymm@8, %ymm@6, %ymm@6
  vaesenc %ymm@8, %ymm@4, %ymm@4
  vaesenc %ymm@8, %ymm@7, %ymm@7
  vbroadcasti128 224(%r15), %ymm@8
  vpxor (%r8), %ymm@8, %ymm@12
  vpxor 32(%r8), %ymm@8, %ymm@13
  vpxor 64(%r8), %ymm@8, %ymm@14
  vpxor 96(%r8), %ymm@8, %ymm@15
  vaesenclast %ymm@12, %ymm@0, %ymm@0
  vaesenclast %ymm@13, %ymm@1, %ymm@1
  vaesenclast %ymm@14, %ymm@2, %ymm@2
  vaesenclast %ymm@15, %ymm@3, %ymm@3
  vmovdqu %ymm@0, (%r11)
  vmovdqu %ymm@1, 32(%r11)
  vmovdqu %ymm@2, 64(%r11)
  vmovdqu %ymm@3, 96(%r11)
  vpxor 128(%r8), %ymm@8, %ymm@12
  vpxor 160(%r8), %ymm@8, %ymm@13
  vpxor 192(%r8), %ymm@8, %ymm@14
  vpxor 224(%r8), %ymm@8, %ymm@15
  vaesenclast %ymm@12, %ymm@5, %ymm@5
  vaesenclast %ymm@13, %ymm@6, %ymm@6
  vaesenclast %ymm@14, %ymm@4, %ymm@4
  vaesenclast %ymm@15, %ymm@7, %ymm@7
  vmovdqu %ymm@5, 128(%r11)
  vmovdqu %ymm@6, 160(%r11)
  vmovdqu %ymm@4, 192(%r11)
  vmovdqu %ymm@7, 224(%r11)
  addq $256, %rcx
  addq $256, %r11
  decq %r10
  jne C7
  jmp L1
L0:
  vmovaps 16(%rsp), %xmm@11
  vmovaps 32(%rsp), %ymm@10
L1:
  shlq $4, %rax
  vmovaps %xmm@10, 64(%rsp)
  vmovaps %xmm@11, 320(%rsp)
  leaq 64(%rsp), %rcx
  leaq 320(%rsp), %r8
  movq %r12, %rdi
  movq %r15, %rsi
  movq %r14, %rdx
  movq %r13, %r9
  pushq %rbx
  pushq %rax
  vzeroupper
  callq *hw_gcm::arch::x86_64::aesni_clmul::rest_after_avx(%rip)
  addq $16, %rsp
  leaq -40(%rbp), %rsp
  popq %rbx
  popq %r12
  popq %r13
  popq %r14
  popq %r15
  popq %rbp
  retq
== hw_gcm::arch::x86_64::vaes_avx2::crypt#1
  pushq %rbp
  movq %rsp, %rbp
  pushq %r15
  pushq %r14
  pushq %r13
  pushq %r12
  pushq %rbx
  andq $-32, %rsp
  subq $928, %rsp
  movq %r9, %r13
  movq %r8, %rbx
  movq %rdx, %r14
  movq %rsi, %r15
  vmovq (%rdx), %xmm@0
  vpinsrd $2, 8(%rdx), %xmm@0, %xmm@0
  vpalignr $12, C0(%rip), %xmm@0, %xmm@0
  vpshufb C1(%rip), %xmm@0, %xmm@0
  vpaddd C2(%rip), %xmm@0, %xmm@0
  vmovdqa %ymm@0, 32(%rsp)
  movq %rdi, %r12
  addq $240, %rsi
  vpxor %xmm@0, %xmm@0, %xmm@0
  vmovdqa %xmm@0, 320(%rsp)
  leaq 16(%rsp), %rdi
  leaq 320(%rsp), %rdx
  vzeroupper
  callq hw_polyval::arch::x86_64::aesni_clmul::absorb_padded
  movq 8(%r13), %rsi
  movq %rsi, %rax
  shrq $8, %rax
  je L0
  vmovdqu 240(%r15), %ymm@1
  vmovdqu 272(%r15), %ymm@2
  vmovdqu 304(%r15), %ymm@3
  vmovdqu 336(%r15), %ymm@0
  vpermq $68, %ymm@1, %ymm@4
  vpclmulqdq $0, %ymm@4, %ymm@1, %ymm@5
  vpclmulqdq $17, %ymm@4, %ymm@1, %ymm@6
  vpclmulqdq $1, %ymm@4, %ymm@1, %ymm@7
  vpclmulqdq $16, %ymm@4, %ymm@1, %ymm@8
  vpxor %ymm@7, %ymm@8, %ymm@7
  vpslldq $8, %ymm@7, %ymm@8
  vpxor %ymm@5, %ymm@8, %ymm@5
  vpsrldq $8, %ymm@7, %ymm@8
  vpbroadcastq C3(%rip), %ymm@7
  vpxor %ymm@6, %ymm@8, %ymm@6
  vpclmulqdq $0, %ymm@7, %ymm@5, %ymm@8
  vpshufd $78, %ymm@5, %ymm@5
  vpxor %ymm@5, %ymm@8, %ymm@5
  vpclmulqdq $0, %ymm@7, %ymm@5, %ymm@8
  vpshufd $78, %ymm@5, %ymm@5
  vpxor %ymm@5, %ymm@6, %ymm@5
  vpxor %ymm@5, %ymm@8, %ymm@5
  vpclmulqdq $0, %ymm@4, %ymm@2, %ymm@6
  vpclmulqdq $17, %ymm@4, %ymm@2, %ymm@8
  vpclmulqdq $1, %ymm@4, %ymm@2, %ymm@9
  vpclmulqdq $16, %ymm@4, %ymm@2, %ymm@10
  vpxor %ymm@9, %ymm@10, %ymm@9
  vpslldq $8, %ymm@9, %ymm@10
  vpxor %ymm@6, %ymm@10, %ymm@6
  vpsrldq $8, %ymm@9, %ymm@9
  vpxor %ymm@9, %ymm@8, %ymm@8
  vpclmulqdq $0, %ymm@7, %ymm@6, %ymm@9
  vpshufd $78, %ymm@6, %ymm@6
  vpxor %ymm@6, %ymm@9, %ymm@6
  vpclmulqdq $0, %ymm@7, %ymm@6, %ymm@9
  vpshufd $78, %ymm@6, %ymm@6
  vpxor %ymm@6, %ymm@8, %ymm@6
  vpxor %ymm@6, %ymm@9, %ymm@6
  vpclmulqdq $0, %ymm@4, %ymm@3, %ymm@8
  vpclmulqdq $17, %ymm@4, %ymm@3, %ymm@9
  vpclmulqdq $1, %ymm@4, %ymm@3, %ymm@10
  vpclmulqdq $16, %ymm@4, %ymm@3, %ymm@11
  vpxor %ymm@10, %ymm@11, %ymm@10
  vpslldq $8, %ymm@10, %ymm@11
  vpxor %ymm@11, %ymm@8, %ymm@8
  vpsrldq $8, %ymm@10, %ymm@10
  vpxor %ymm@10, %ymm@9, %ymm@9
  vpclmulqdq $0, %ymm@7, %ymm@8, %ymm@10
  vpshufd $78, %ymm@8, %ymm@8
  vpxor %ymm@8, %ymm@10, %ymm@8
  vpclmulqdq $0, %ymm@7, %ymm@8, %ymm@10
  vpshufd $78, %ymm@8, %ymm@8
  vpxor %ymm@8, %ymm@9, %ymm@8
  vpxor %ymm@8, %ymm@10, %ymm@8
  vpclmulqdq $0, %ymm@4, %ymm@0, %ymm@9
  vpclmulqdq $1, %ymm@4, %ymm@0, %ymm@10
  vpclmulqdq $16, %ymm@4, %ymm@0, %ymm@11
  vpxor %ymm@10, %ymm@11, %ymm@10
  vpslldq $8, %ymm@10, %ymm@11
  vpxor %ymm@11, %ymm@9, %ymm@9
  vpclmulqdq $17, %ymm@4, %ymm@0, %ymm@4
  vpsrldq $8, %ymm@10, %ymm@10
  vpxor %ymm@4, %ymm@10, %ymm@4
  vpclmulqdq $0, %ymm@7, %ymm@9, %ymm@10
  vpshufd $78, %ymm@9, %ymm@9
  vpxor %ymm@9, %ymm@10, %ymm@9
  vpclmulqdq $0, %ymm@7, %ymm@9, %ymm@7
  vpshufd $78, %ymm@9, %ymm@9
  vpxor %ymm@4, %ymm@9, %ymm@4
  vpxor %ymm@4, %ymm@7, %ymm@4
  movq %r15, 864(%rsp)
  vmovaps C4(%rip), %ymm@7
  vmovaps %ymm@7, 320(%rsp)
  vpshufd $78, %ymm@5, %ymm@7
  vpxor %ymm@7, %ymm@5, %ymm@7
  vmovdqa %ymm@5, 352(%rsp)
  vpshufd $78, %ymm@6, %ymm@5
  vpxor %ymm@5, %ymm@6, %ymm@5
  vmovdqa %ymm@6, 384(%rsp)
  vpshufd $78, %ymm@8, %ymm@6
  vpxor %ymm@6, %ymm@8, %ymm@6
  vmovdqa %ymm@8, 416(%rsp)
  vpshufd $78, %ymm@4, %ymm@8
  vpxor %ymm@4, %ymm@8, %ymm@8
  vmovdqa %ymm@4, 448(%rsp)
  vpshufd $78, %ymm@1, %ymm@4
  vpxor %ymm@4, %ymm@1, %ymm@4
  vmovdqa %ymm@1, 480(%rsp)
  vpshufd $78, %ymm@2, %ymm@1
  vpxor %ymm@1, %ymm@2, %ymm@1
  vmovdqa %ymm@2, 512(%rsp)
  vpshufd $78, %ymm@3, %ymm@2
  vpxor %ymm@2, %ymm@3, %ymm@2
  vmovdqa %ymm@3, 544(%rsp)
  vpshufd $78, %ymm@0, %ymm@3
  vpxor %ymm@3, %ymm@0, %ymm@3
  vmovdqa %ymm@0, 576(%rsp)
  vmovdqa %ymm@7, 608(%rsp)
  vmovdqa %ymm@5, 640(%rsp)
  vmovdqa %ymm@6, 672(%rsp)
  vmovdqa %ymm@8, 704(%rsp)
  vmovdqa %ymm@4, 736(%rsp)
  vmovdqa %ymm@1, 768(%rsp)
  vmovdqa %ymm@2, 800(%rsp)
  vmovdqa %ymm@3, 832(%rsp)
  vpxor %xmm@0, %xmm@0, %xmm@0
  vmovdqa %ymm@0, 288(%rsp)
  vmovdqa %ymm@0, 256(%rsp)
  vmovdqa %ymm@0, 224(%rsp)
  vmovdqa %ymm@0, 192(%rsp)
  vmovdqa %ymm@0, 160(%rsp)
  vmovdqa %ymm@0, 128(%rsp)
  vmovdqa %ymm@0, 96(%rsp)
  vmovdqa %ymm@0, 64(%rsp)
  movq (%r13), %rcx
  andq $-256, %rsi
  movq 24(%r13), %rdx
  cmpq %rdx, %rsi
  ja L1
  leaq 352(%rsp), %rdx
  leaq 608(%rsp), %rsi
  movq 16(%r13), %rdi
  vmovdqa 32(%rsp), %ymm@0
  vinserti128 $1, %xmm@0, %ymm@0, %ymm@0
  vpaddd C5(%rip), %ymm@0, %ymm@10
  vmovaps 16(%rsp), %xmm@11
  movq hw_polyval::arch::x86_64::vaes_avx2::AVX2_LOOP_CONSTS(%rip), %r8
  leaq 64(%rsp), %r10
  movq %rax, %r11
  vbroadcasti128 64(%r8), %ymm@9
  testq %r11, %r11
  je C6
  vmovdqu (%rcx), %ymm@12
  vmovdqu %ymm@12, (%r10)
  vmovdqu 32(%rcx), %ymm@12
  vmovdqu %ymm@12, 32(%r10)
  vmovdqu 64(%rcx), %ymm@12
  vmovdqu %ymm@12, 64(%r10)
  vmovdqu 96(%rcx), %ymm@12
  vmovdqu %ymm@12, 96(%r10)
  vmovdqu 128(%rcx), %ymm@12
  vmovdqu %ymm@12, 128(%r10)
  vmovdqu 160(%rcx), %ymm@12
  vmovdqu %ymm@12, 160(%r10)
  vmovdqu 192(%rcx), %ymm@12
  vmovdqu %ymm@12, 192(%r10)
  vmovdqu 224(%rcx), %ymm@12
  vmovdqu %ymm@12, 224(%r10)
  vbroadcasti128 (%r15), %ymm@8
  vpshufb %ymm@9, %ymm@10, %ymm@0
  vpaddd 32(%r8), %ymm@10, %ymm@10
  vpshufb %ymm@9, %ymm@10, %ymm@3
  vpaddd 32(%r8), %ymm@10, %ymm@10
  vpshufb %ymm@9, %ymm@10, %ymm@2
  vpaddd 32(%r8), %ymm@10, %ymm@10
  vpshufb %ymm@9, %ymm@10, %ymm@1
  vpaddd 32(%r8), %ymm@10, %ymm@10
  vpshufb %ymm@9, %ymm@10, %ymm@5
  vpaddd 32(%r8), %ymm@10, %ymm@10
  vpshufb %ymm@9, %ymm@10, %ymm@4
  vpaddd 32(%r8), %ymm@10, %ymm@10
  vpshufb %ymm@9, %ymm@10, %ymm@6
  vpaddd 32(%r8), %ymm@10, %ymm@10
  vpshufb %ymm@9, %ymm@10, %ymm@7
  vpaddd 32(%r8), %ymm@10, %ymm@10
  vpxor %ymm@0, %ymm@8, %ymm@0
  vpxor %ymm@3, %ymm@8, %ymm@3
  vpxor %ymm@2, %ymm@8, %ymm@2
  vpxor %ymm@1, %ymm@8, %ymm@1
  vpxor %ymm@5, %ymm@8, %ymm@5
  vpxor %ymm@4, %ymm@8, %ymm@4
  vpxor %ymm@6, %ymm@8, %ymm@6
  vpxor %ymm@7, %ymm@8, %ymm@7
  vmovdqu (%r10), %ymm@12
  vpshufb %ymm@9, %ymm@12, %ymm@12
  vpxor %ymm@11, %ymm@12, %ymm@12
  vpclmulqdq $0, (%rdx), %ymm@12, %ymm@11
  vpclmulqdq $17, (%rdx), %ymm@12, %ymm@13
  vpshufd $78, %ymm@12, %ymm@14
  vpxor %ymm@14, %ymm@12, %ymm@12
  vpclmulqdq $0, (%rsi), %ymm@12, %ymm@15
  vbroadcasti128 16(%r15), %ymm@8
  vaesenc %ymm@8, %ymm@0, %ymm@0
  vaesenc %ymm@8, %ymm@3, %ymm@3
  vaesenc %ymm@8, %ymm@2, %ymm@2
  vaesenc %ymm@8, %ymm@1, %ymm@1
  vaesenc %ymm@8, %ymm@5, %ymm@5
  vaesenc %ymm@8, %ymm@4, %ymm@4
  vaesenc %ymm@8, %ymm@6, %ymm@6
  vaesenc %ymm@8, %ymm@7, %ymm@7
  vmovdqu 32(%r10), %ymm@12
  vpshufb %ymm@9, %ymm@12, %ymm@12
  vpclmulqdq $0, 32(%rdx), %ymm@12, %ymm@14
  vpxor %ymm@14, %ymm@11, %ymm@11
  vpclmulqdq $17, 32(%rdx), %ymm@12, %ymm@14
  vpxor %ymm@14, %ymm@13, %ymm@13
  vpshufd $78, %ymm@12, %ymm@14
  vpxor %ymm@14, %ymm@12, %ymm@12
  vpclmulqdq $0, 32(%rsi), %ymm@12, %ymm@14
  vpxor %ymm@14, %ymm@15, %ymm@15
  vbroadcasti128 32(%r15), %ymm@8
  vaesenc %ymm@8, %ymm@0, %ymm@0
  vaesenc %ymm@8, %ymm@3, %ymm@3
  vaesenc %ymm@8, %ymm@2, %ymm@2
  vaesenc %ymm@8, %ymm@1, %ymm@1
  vaesenc %ymm@8, %ymm@5, %ymm@5
  vaesenc %ymm@8, %ymm@4, %ymm@4
  vaesenc %ymm@8, %ymm@6, %ymm@6
  vaesenc %ymm@8, %ymm@7, %ymm@7
  vmovdqu 64(%r10), %ymm@12
  vpshufb %ymm@9, %ymm@12, %ymm@12
  vpclmulqdq $0, 64(%rdx), %ymm@12, %ymm@14
  vpxor %ymm@14, %ymm@11, %ymm@11
  vpclmulqdq $17, 64(%rdx), %ymm@12, %ymm@14
  vpxor %ymm@14, %ymm@13, %ymm@13
  vpshufd $78, %ymm@12, %ymm@14
  vpxor %ymm@14, %ymm@12, %ymm@12
  vpclmulqdq $0, 64(%rsi), %ymm@12, %ymm@14
  vpxor %ymm@14, %ymm@15, %ymm@15
  vbroadcasti128 48(%r15), %ymm@8
  vaesenc %ymm@8, %ymm@0, %ymm@0
  vaesenc %ymm@8, %ymm@3, %ymm@3
  vaesenc %ymm@8, %ymm@2, %ymm@2
  vaesenc %ymm@8, %ymm@1, %ymm@1
  vaesenc %ymm@8, %ymm@5, %ymm@5
  vaesenc %ymm@8, %ymm@4, %ymm@4
  vaesenc %ymm@8, %ymm@6, %ymm@6
  vaesenc %ymm@8, %ymm@7, %ymm@7
  vmovdqu 96(%r10), %ymm@12
  vpshufb %ymm@9, %ymm@12, %ymm@12
  vpclmulqdq $0, 96(%rdx), %ymm@12, %ymm@14
  vpxor %ymm@14, %ymm@11, %ymm@11
  vpclmulqdq $17, 96(%rdx), %ymm@12, %ymm@14
  vpxor %ymm@14, %ymm@13, %ymm@13
  vpshufd $78, %ymm@12, %ymm@14
  vpxor %ymm@14, %ymm@12, %ymm@12
  vpclmulqdq $0, 96(%rsi), %ymm@12, %ymm@14
  vpxor %ymm@14, %ymm@15, %ymm@15
  vbroadcasti128 64(%r15), %ymm@8
  vaesenc %ymm@8, %ymm@0, %ymm@0
  vaesenc %ymm@8, %ymm@3, %ymm@3
  vaesenc %ymm@8, %ymm@2, %ymm@2
  vaesenc %ymm@8, %ymm@1, %ymm@1
  vaesenc %ymm@8, %ymm@5, %ymm@5
  vaesenc %ymm@8, %ymm@4, %ymm@4
  vaesenc %ymm@8, %ymm@6, %ymm@6
  vaesenc %ymm@8, %ymm@7, %ymm@7
  vmovdqu 128(%r10), %ymm@12
  vpshufb %ymm@9, %ymm@12, %ymm@12
  vpclmulqdq $0, 128(%rdx), %ymm@12, %ymm@14
  vpxor %ymm@14, %ymm@11, %ymm@11
  vpclmulqdq $17, 128(%rdx), %ymm@12, %ymm@14
  vpxor %ymm@14, %ymm@13, %ymm@13
  vpshufd $78, %ymm@12, %ymm@14
  vpxor %ymm@14, %ymm@12, %ymm@12
  vpclmulqdq $0, 128(%rsi), %ymm@12, %ymm@14
  vpxor %ymm@14, %ymm@15, %ymm@15
  vbroadcasti128 80(%r15), %ymm@8
  vaesenc %ymm@8, %ymm@0, %ymm@0
  vaesenc %ymm@8, %ymm@3, %ymm@3
  vaesenc %ymm@8, %ymm@2, %ymm@2
  vaesenc %ymm@8, %ymm@1, %ymm@1
  vaesenc %ymm@8, %ymm@5, %ymm@5
  vaesenc %ymm@8, %ymm@4, %ymm@4
  vaesenc %ymm@8, %ymm@6, %ymm@6
  vaesenc %ymm@8, %ymm@7, %ymm@7
  vmovdqu 160(%r10), %ymm@12
  vpshufb %ymm@9, %ymm@12, %ymm@12
  vpclmulqdq $0, 160(%rdx), %ymm@12, %ymm@14
  vpxor %ymm@14, %ymm@11, %ymm@11
  vpclmulqdq $17, 160(%rdx), %ymm@12, %ymm@14
  vpxor %ymm@14, %ymm@13, %ymm@13
  vpshufd $78, %ymm@12, %ymm@14
  vpxor %ymm@14, %ymm@12, %ymm@12
  vpclmulqdq $0, 160(%rsi), %ymm@12, %ymm@14
  vpxor %ymm@14, %ymm@15, %ymm@15
  vbroadcasti128 96(%r15), %ymm@8
  vaesenc %ymm@8, %ymm@0, %ymm@0
  vaesenc %ymm@8, %ymm@3, %ymm@3
  vaesenc %ymm@8, %ymm@2, %ymm@2
  vaesenc %ymm@8, %ymm@1, %ymm@1
  vaesenc %ymm@8, %ymm@5, %ymm@5
  vaesenc %ymm@8, %ymm@4, %ymm@4
  vaesenc %ymm@8, %ymm@6, %ymm@6
  vaesenc %ymm@8, %ymm@7, %ymm@7
  vmovdqu 192(%r10), %ymm@12
  vpshufb %ymm@9, %ymm@12, %ymm@12
  vpclmulqdq $0, 192(%rdx), %ymm@12, %ymm@14
  vpxor %ymm@14, %ymm@11, %ymm@11
  vpclmulqdq $17, 192(%rdx), %ymm@12, %ymm@14
  vpxor %ymm@14, %ymm@13, %ymm@13
  vpshufd $78, %ymm@12, %ymm@14
  vpxor %ymm@14, %ymm@12, %ymm@12
  vpclmulqdq $0, 192(%rsi), %ymm@12, %ymm@14
  vpxor %ymm@14, %ymm@15, %ymm@15
  vbroadcasti128 112(%r15), %ymm@8
  vaesenc %ymm@8, %ymm@0, %ymm@0
  vaesenc %ymm@8, %ymm@3, %ymm@3
  vaesenc %ymm@8, %ymm@2, %ymm@2
  vaesenc %ymm@8, %ymm@1, %ymm@1
  vaesenc %ymm@8, %ymm@5, %ymm@5
  vaesenc %ymm@8, %ymm@4, %ymm@4
  vaesenc %ymm@8, %ymm@6, %ymm@6
  vaesenc %ymm@8, %ymm@7, %ymm@7
  vmovdqu 224(%r10), %ymm@12
  vpshufb %ymm@9, %ymm@12, %ymm@12
  vpclmulqdq $0, 224(%rdx), %ymm@12, %ymm@14
  vpxor %ymm@14, %ymm@11, %ymm@11
  vpclmulqdq $17, 224(%rdx), %ymm@12, %ymm@14
  vpxor %ymm@14, %ymm@13, %ymm@13
  vpshufd $78, %ymm@12, %ymm@14
  vpxor %ymm@14, %ymm@12, %ymm@12
  vpclmulqdq $0, 224(%rsi), %ymm@12, %ymm@14
  vpxor %ymm@14, %ymm@15, %ymm@15
  vbroadcasti128 128(%r15), %ymm@8
  vaesenc %ymm@8, %ymm@0, %ymm@0
  vaesenc %ymm@8, %ymm@3, %ymm@3
  vaesenc %ymm@8, %ymm@2, %ymm@2
  vaesenc %ymm@8, %ymm@1, %ymm@1
  vaesenc %ymm@8, %ymm@5, %ymm@5
  vaesenc %ymm@8, %ymm@4, %ymm@4
  vaesenc %ymm@8, %ymm@6, %ymm@6
  vaesenc %ymm@8, %ymm@7, %ymm@7
  vpxor %ymm@11, %ymm@15, %ymm@15
  vpxor %ymm@13, %ymm@15, %ymm@15
  vpclmulqdq $0, (%r8), %ymm@11, %ymm@14
  vpshufd $78, %ymm@11, %ymm@11
  vpxor %ymm@11, %ymm@15, %ymm@15
  vpxor %ymm@14, %ymm@15, %ymm@15
  vbroadcasti128 144(%r15), %ymm@8
  vaesenc %ymm@8, %ymm@0, %ymm@0
  vaesenc %ymm@8, %ymm@3, %ymm@3
  vaesenc %ymm@8, %ymm@2, %ymm@2
  vaesenc %ymm@8, %ymm@1, %ymm@1
  vaesenc %ymm@8, %ymm@5, %ymm@5
  vaesenc %ymm@8, %ymm@4, %ymm@4
  vaesenc %ymm@8, %ymm@6, %ymm@6
  vaesenc %ymm@8, %ymm@7, %ymm@7
  vpclmulqdq $0, (%r8), %ymm@15, %ymm@14
  vpshufd $78, %ymm@15, %ymm@15
  vpxor %ymm@15, %ymm@13, %ymm@13
  vpxor %ymm@14, %ymm@13, %ymm@13
  vbroadcasti128 160(%r15), %ymm@8
  vaesenc %ymm@8, %ymm@0, %ymm@0
  vaesenc %ymm@8, %ymm@3, %ymm@3
  vaesenc %ymm@8, %ymm@2, %ymm@2
  vaesenc %ymm@8, %ymm@1, %ymm@1
  vaesenc %ymm@8, %ymm@5, %ymm@5
  vaesenc %ymm@8, %ymm@4, %ymm@4
  vaesenc %ymm@8, %ymm@6, %ymm@6
  vaesenc %ymm@8, %ymm@7, %ymm@7
  vextracti128 $1, %ymm@13, %xmm@14
  vpxor %xmm@14, %xmm@13, %xmm@11
  vbroadcasti128 176(%r15), %ymm@8
  vaesenc %ymm@8, %ymm@0, %ymm@0
  vaesenc %ymm@8, %ymm@3, %ymm@3
  vaesenc %ymm@8, %ymm@2, %ymm@2
  vaesenc %ymm@8, %ymm@1, %ymm@1
  vaesenc %ymm@8, %ymm@5, %ymm@5
  vaesenc %ymm@8, %ymm@4, %ymm@4
  vaesenc %ymm@8, %ymm@6, %ymm@6
  vaesenc %ymm@8, %ymm@7, %ymm@7
  vbroadcasti128 192(%r15), %ymm@8
  vaesenc %ymm@8, %ymm@0, %ymm@0
  vaesenc %ymm@8, %ymm@3, %ymm@3
  vaesenc %ymm@8, %ymm@2, %ymm@2
  vaesenc %ymm@8, %ymm@1, %ymm@1
  vaesenc %ymm@8, %ymm@5, %ymm@5
  vaesenc %ymm@8, %ymm@4, %ymm@4
  vaesenc %ymm@8, %ymm@6, %ymm@6
  vaesenc %ymm@8, %ymm@7, %ymm@7
  vbroadcasti128 208(%r15), %ymm@8
  vaesenc %ymm@8, %ymm@0, %ymm@0
  vaesenc %ymm@8, %ymm@3, %ymm@3
  vaesenc %ymm@8, %ymm@2, %ymm@2
  vaesenc %ymm@8, %ymm@1, %ymm@1
  vaesenc %ymm@8, %ymm@5, %ymm@5
  vaesenc %ymm@8, %ymm@4, %ymm@4
  vaesenc %ymm@8, %ymm@6, %ymm@6
  vaesenc %ymm@8, %ymm@7, %ymm@7
  vbroadcasti128 224(%r15), %ymm@8
  vpxor (%r10), %ymm@8, %ymm@15
  vpxor 32(%r10), %ymm@8, %ymm@13
  vpxor 64(%r10), %ymm@8, %ymm@12
  vpxor 96(%r10), %ymm@8, %ymm@14
  vaesenclast %ymm@15, %ymm@0, %ymm@0
  vaesenclast %ymm@13, %ymm@3, %ymm@3
  vaesenclast %ymm@12, %ymm@2, %ymm@2
  vaesenclast %ymm@14, %ymm@1, %ymm@1
  vmovdqu %ymm@0, (%rdi)
  vmovdqu %ymm@3, 32(%rdi)
  vmovdqu %ymm@2, 64(%rdi)
  vmovdqu %ymm@1, 96(%rdi)
  vpxor 128(%r10), %ymm@8, %ymm@15
  vpxor 160(%r10), %ymm@8, %ymm@13
  vpxor 192(%r10), %ymm@8, %ymm@12
  vpxor 224(%r10), %ymm@8, %ymm@14
  vaesenclast %ymm@15, %ymm@5, %ymm@5
  vaesenclast %ymm@13, %ymm@4, %ymm@4
  vaesenclast %ymm@12, %ymm@6, %ymm@6
  vaesenclast %ymm@14, %ymm@7, %ymm@7
  vmovdqu %ymm@5, 128(%rdi)
  vmovdqu %ymm@4, 160(%rdi)
  vmovdqu %ymm@6, 192(%rdi)
  vmovdqu %ymm@7, 224(%rdi)
  addq $256, %rcx
  addq $256, %rdi
  decq %r11
  jne C7
  jmp L2
L0:
  vmovaps 16(%rsp), %xmm@11
  vmovaps 32(%rsp), %ymm@10
L2:
  shlq $4, %rax
  vmovaps %xmm@10, 64(%rsp)
  vmovaps %xmm@11, 320(%rsp)
  leaq 64(%rsp), %rcx
  leaq 320(%rsp), %r8
  movq %r12, %rdi
  movq %r15, %rsi
  movq %r14, %rdx
  movq %r13, %r9
  pushq %rbx
  pushq %rax
  vzeroupper
  callq *hw_gcm::arch::x86_64::aesni_clmul::rest_after_avx(%rip)
  addq $16, %rsp
  leaq -40(%rbp), %rsp
  popq %rbx
  popq %r12
  popq %r13
  popq %r14
  popq %r15
  popq %rbp
  retq
L1:
  leaq C8(%rip), %rcx
  xorl %edi, %edi
  vzeroupper
  callq *core::slice::index::slice_index_fail(%rip)
== hw_gcm::arch::x86_64::vaes_avx2::crypt#2
  pushq %rbp
  movq %rsp, %rbp
  pushq %r15
  pushq %r14
  pushq %r13
  pushq %r12
  pushq %rbx
  andq $-32, %rsp
  subq $960, %rsp
  movq %r9, %r13
  movq %r8, %rbx
  movq %rdx, %r14
  movq %rsi, %r15
  vmovq (%rdx), %xmm@0
  vpinsrd $2, 8(%rdx), %xmm@0, %xmm@0
  vpalignr $12, C0(%rip), %xmm@0, %xmm@0
  vpshufb C1(%rip), %xmm@0, %xmm@0
  vpaddd C2(%rip), %xmm@0, %xmm@0
  vmovdqa %ymm@0, 32(%rsp)
  movq %rdi, %r12
  addq $240, %rsi
  vpxor %xmm@0, %xmm@0, %xmm@0
  vmovdqa %xmm@0, 352(%rsp)
  leaq 16(%rsp), %rdi
  leaq 352(%rsp), %rdx
  vzeroupper
  callq hw_polyval::arch::x86_64::aesni_clmul::absorb_padded
  movq 8(%r13), %rdx
  movq %rdx, %r10
  shrq $8, %r10
  je L0
  vmovdqu 240(%r15), %ymm@1
  vmovdqu 272(%r15), %ymm@2
  vmovdqu 304(%r15), %ymm@3
  vmovdqu 336(%r15), %ymm@4
  vpermq $68, %ymm@1, %ymm@0
  vpclmulqdq $0, %ymm@0, %ymm@1, %ymm@5
  vpclmulqdq $17, %ymm@0, %ymm@1, %ymm@6
  vpclmulqdq $1, %ymm@0, %ymm@1, %ymm@7
  vpclmulqdq $16, %ymm@0, %ymm@1, %ymm@8
  vpxor %ymm@7, %ymm@8, %ymm@7
  vpslldq $8, %ymm@7, %ymm@8
  vpxor %ymm@5, %ymm@8, %ymm@5
  vpsrldq $8, %ymm@7, %ymm@7
  vpxor %ymm@7, %ymm@6, %ymm@6
  vpbroadcastq C3(%rip), %ymm@9
  vpclmulqdq $0, %ymm@9, %ymm@5, %ymm@7
  vpshufd $78, %ymm@5, %ymm@5
  vpxor %ymm@5, %ymm@7, %ymm@5
  vpclmulqdq $0, %ymm@9, %ymm@5, %ymm@7
  vpshufd $78, %ymm@5, %ymm@5
  vpxor %ymm@5, %ymm@6, %ymm@5
  vpxor %ymm@5, %ymm@7, %ymm@5
  vpclmulqdq $0, %ymm@0, %ymm@2, %ymm@6
  vpclmulqdq $17, %ymm@0, %ymm@2, %ymm@7
  vpclmulqdq $1, %ymm@0, %ymm@2, %ymm@8
  vpclmulqdq $16, %ymm@0, %ymm@2, %ymm@10
  vpxor %ymm@8, %ymm@10, %ymm@8
  vpslldq $8, %ymm@8, %ymm@10
  vpxor %ymm@6, %ymm@10, %ymm@6
  vpsrldq $8, %ymm@8, %ymm@8
  vpxor %ymm@7, %ymm@8, %ymm@7
  vpclmulqdq $0, %ymm@9, %ymm@6, %ymm@8
  vpshufd $78, %ymm@6, %ymm@6
  vpxor %ymm@6, %ymm@8, %ymm@6
  vpclmulqdq $0, %ymm@9, %ymm@6, %ymm@8
  vpshufd $78, %ymm@6, %ymm@6
  vpxor %ymm@6, %ymm@7, %ymm@6
  vpxor %ymm@6, %ymm@8, %ymm@6
  vpclmulqdq $0, %ymm@0, %ymm@3, %ymm@7
  vpclmulqdq $17, %ymm@0, %ymm@3, %ymm@8
  vpclmulqdq $1, %ymm@0, %ymm@3, %ymm@10
  vpclmulqdq $16, %ymm@0, %ymm@3, %ymm@11
  vpxor %ymm@10, %ymm@11, %ymm@10
  vpslldq $8, %ymm@10, %ymm@11
  vpxor %ymm@7, %ymm@11, %ymm@7
  vpsrldq $8, %ymm@10, %ymm@10
  vpxor %ymm@10, %ymm@8, %ymm@8
  vpclmulqdq $0, %ymm@9, %ymm@7, %ymm@10
  vpshufd $78, %ymm@7, %ymm@7
  vpxor %ymm@7, %ymm@10, %ymm@7
  vpclmulqdq $0, %ymm@9, %ymm@7, %ymm@10
  vpshufd $78, %ymm@7, %ymm@7
  vpxor %ymm@7, %ymm@8, %ymm@7
  vpxor %ymm@7, %ymm@10, %ymm@7
  vpclmulqdq $0, %ymm@0, %ymm@4, %ymm@8
  vpclmulqdq $1, %ymm@0, %ymm@4, %ymm@10
  vpclmulqdq $16, %ymm@0, %ymm@4, %ymm@11
  vpxor %ymm@10, %ymm@11, %ymm@10
  vpslldq $8, %ymm@10, %ymm@11
  vpxor %ymm@11, %ymm@8, %ymm@8
  vpclmulqdq $17, %ymm@0, %ymm@4, %ymm@0
  vpsrldq $8, %ymm@10, %ymm@10
  vpxor %ymm@0, %ymm@10, %ymm@0
  vpclmulqdq $0, %ymm@9, %ymm@8, %ymm@10
  vpshufd $78, %ymm@8, %ymm@8
  vpxor %ymm@8, %ymm@10, %ymm@8
  vpclmulqdq $0, %ymm@9, %ymm@8, %ymm@10
  vpshufd $78, %ymm@8, %ymm@8
  vpxor %ymm@0, %ymm@8, %ymm@0
  vpxor %ymm@0, %ymm@10, %ymm@10
  vpshufd $78, %ymm@5, %ymm@0
  vpxor %ymm@0, %ymm@5, %ymm@8
  movq %r15, 896(%rsp)
  vmovdqa C4(%rip), %ymm@0
  vmovdqa %ymm@0, 352(%rsp)
  vmovdqa %ymm@5, 384(%rsp)
  vpshufd $78, %ymm@6, %ymm@5
  vpxor %ymm@5, %ymm@6, %ymm@5
  vmovdqa %ymm@6, 416(%rsp)
  vpshufd $78, %ymm@7, %ymm@6
  vpxor %ymm@6, %ymm@7, %ymm@6
  vmovdqa %ymm@7, 448(%rsp)
  vpshufd $78, %ymm@10, %ymm@7
  vpxor %ymm@7, %ymm@10, %ymm@7
  vmovdqa %ymm@10, 480(%rsp)
  vpshufd $78, %ymm@1, %ymm@10
  vpxor %ymm@1, %ymm@10, %ymm@10
  vmovdqa %ymm@1, 512(%rsp)
  vpshufd $78, %ymm@2, %ymm@1
  vpxor %ymm@1, %ymm@2, %ymm@1
  vmovdqa %ymm@2, 544(%rsp)
  vpshufd $78, %ymm@3, %ymm@2
  vpxor %ymm@2, %ymm@3, %ymm@2
  vmovdqa %ymm@3, 576(%rsp)
  vpshufd $78, %ymm@4, %ymm@3
  vpxor %ymm@3, %ymm@4, %ymm@3
  vmovdqa %ymm@4, 608(%rsp)
  vmovdqa %ymm@8, 640(%rsp)
  vmovdqa %ymm@5, 672(%rsp)
  vmovdqa %ymm@6, 704(%rsp)
  vmovdqa %ymm@7, 736(%rsp)
  vmovdqa %ymm@10, 768(%rsp)
  vmovdqa %ymm@1, 800(%rsp)
  vmovdqa %ymm@2, 832(%rsp)
  vmovdqa %ymm@3, 864(%rsp)
  movq (%r13), %rcx
  cmpq $255, %rdx
  jbe L1
  movq 24(%r13), %rax
  cmpq $255, %rax
  jbe L2
  vmovdqa 32(%rsp), %ymm@4
  vinserti128 $1, %xmm@4, %ymm@4, %ymm@4
  vmovdqa (%r15), %xmm@2
  vmovdqa 16(%r15), %xmm@3
  vpaddd C5(%rip), %ymm@4, %ymm@1
  vinserti128 $1, %xmm@2, %ymm@2, %ymm@2
  vpshufb %ymm@0, %ymm@1, %ymm@1
  vpaddd C6(%rip), %ymm@4, %ymm@5
  vpxor %ymm@1, %ymm@2, %ymm@1
  vpshufb %ymm@0, %ymm@5, %ymm@5
  vpaddd C7(%rip), %ymm@4, %ymm@6
  vpxor %ymm@5, %ymm@2, %ymm@5
  vpshufb %ymm@0, %ymm@6, %ymm@6
  vpaddd C8(%rip), %ymm@4, %ymm@7
  vpxor %ymm@6, %ymm@2, %ymm@6
  vpshufb %ymm@0, %ymm@7, %ymm@7
  vpaddd C9(%rip), %ymm@4, %ymm@8
  vpxor %ymm@7, %ymm@2, %ymm@7
  vpshufb %ymm@0, %ymm@8, %ymm@8
  vpaddd C10(%rip), %ymm@4, %ymm@10
  vpxor %ymm@2, %ymm@8, %ymm@8
  vpshufb %ymm@0, %ymm@10, %ymm@10
  vpaddd C11(%rip), %ymm@4, %ymm@11
  vpxor %ymm@2, %ymm@10, %ymm@10
  vpshufb %ymm@0, %ymm@11, %ymm@11
  vpaddd C12(%rip), %ymm@4, %ymm@12
  vpxor %ymm@2, %ymm@11, %ymm@11
  vpshufb %ymm@0, %ymm@12, %ymm@12
  vpxor %ymm@2, %ymm@12, %ymm@2
  vmovdqa 32(%r15), %xmm@12
  vinserti128 $1, %xmm@3, %ymm@3, %ymm@3
  vaesenc %ymm@3, %ymm@1, %ymm@1
  vinserti128 $1, %xmm@12, %ymm@12, %ymm@12
  vaesenc %ymm@12, %ymm@1, %ymm@1
  vaesenc %ymm@3, %ymm@5, %ymm@5
  vaesenc %ymm@12, %ymm@5, %ymm@5
  vaesenc %ymm@3, %ymm@6, %ymm@6
  vaesenc %ymm@12, %ymm@6, %ymm@6
  vaesenc %ymm@3, %ymm@7, %ymm@7
  vaesenc %ymm@12, %ymm@7, %ymm@7
  vaesenc %ymm@3, %ymm@8, %ymm@8
  vaesenc %ymm@12, %ymm@8, %ymm@8
  vaesenc %ymm@3, %ymm@10, %ymm@10
  vaesenc %ymm@12, %ymm@10, %ymm@10
  vaesenc %ymm@3, %ymm@11, %ymm@11
  vaesenc %ymm@12, %ymm@11, %ymm@11
  vaesenc %ymm@3, %ymm@2, %ymm@3
  vmovdqa 48(%r15), %xmm@2
  vaesenc %ymm@12, %ymm@3, %ymm@3
  vmovdqa 64(%r15), %xmm@12
  vinserti128 $1, %xmm@2, %ymm@2, %ymm@2
  vaesenc %ymm@2, %ymm@1, %ymm@1
  vinserti128 $1, %xmm@12, %ymm@12, %ymm@12
  vaesenc %ymm@12, %ymm@1, %ymm@1
  vaesenc %ymm@2, %ymm@5, %ymm@5
  vaesenc %ymm@12, %ymm@5, %ymm@5
  vaesenc %ymm@2, %ymm@6, %ymm@6
  vaesenc %ymm@12, %ymm@6, %ymm@6
  vaesenc %ymm@2, %ymm@7, %ymm@7
  vaesenc %ymm@12, %ymm@7, %ymm@7
  vaesenc %ymm@2, %ymm@8, %ymm@8
  vaesenc %ymm@12, %ymm@8, %ymm@8
  vaesenc %ymm@2, %ymm@10, %ymm@10
  vaesenc %ymm@12, %ymm@10, %ymm@10
  vaesenc %ymm@2, %ymm@11, %ymm@11
  vaesenc %ymm@12, %ymm@11, %ymm@11
  vaesenc %ymm@2, %ymm@3, %ymm@3
  vmovdqa 80(%r15), %xmm@2
  vaesenc %ymm@12, %ymm@3, %ymm@3
  vmovdqa 96(%r15), %xmm@12
  vinserti128 $1, %xmm@2, %ymm@2, %ymm@2
  vaesenc %ymm@2, %ymm@1, %ymm@1
  vinserti128 $1, %xmm@12, %ymm@12, %ymm@12
  vaesenc %ymm@12, %ymm@1, %ymm@1
  vaesenc %ymm@2, %ymm@5, %ymm@5
  vaesenc %ymm@12, %ymm@5, %ymm@5
  vaesenc %ymm@2, %ymm@6, %ymm@6
  vaesenc %ymm@12, %ymm@6, %ymm@6
  vaesenc %ymm@2, %ymm@7, %ymm@7
  vaesenc %ymm@12, %ymm@7, %ymm@7
  vaesenc %ymm@2, %ymm@8, %ymm@8
  vaesenc %ymm@12, %ymm@8, %ymm@8
  vaesenc %ymm@2, %ymm@10, %ymm@10
  vaesenc %ymm@12, %ymm@10, %ymm@10
  vaesenc %ymm@2, %ymm@11, %ymm@11
  vaesenc %ymm@12, %ymm@11, %ymm@11
  vaesenc %ymm@2, %ymm@3, %ymm@3
  vmovdqa 112(%r15), %xmm@2
  vaesenc %ymm@12, %ymm@3, %ymm@3
  vmovdqa 128(%r15), %xmm@12
  vinserti128 $1, %xmm@2, %ymm@2, %ymm@2
  vaesenc %ymm@2, %ymm@1, %ymm@1
  vinserti128 $1, %xmm@12, %ymm@12, %ymm@12
  vaesenc %ymm@12, %ymm@1, %ymm@1
  vaesenc %ymm@2, %ymm@5, %ymm@5
  vaesenc %ymm@12, %ymm@5, %ymm@5
  vaesenc %ymm@2, %ymm@6, %ymm@6
  vaesenc %ymm@12, %ymm@6, %ymm@6
  vaesenc %ymm@2, %ymm@7, %ymm@7
  vaesenc %ymm@12, %ymm@7, %ymm@7
  vaesenc %ymm@2, %ymm@8, %ymm@8
  vaesenc %ymm@12, %ymm@8, %ymm@8
  vaesenc %ymm@2, %ymm@10, %ymm@10
  vaesenc %ymm@12, %ymm@10, %ymm@10
  vaesenc %ymm@2, %ymm@11, %ymm@11
  vaesenc %ymm@12, %ymm@11, %ymm@11
  vaesenc %ymm@2, %ymm@3, %ymm@3
  vmovdqa 144(%r15), %xmm@2
  vaesenc %ymm@12, %ymm@3, %ymm@3
  vmovdqa 160(%r15), %xmm@12
  vinserti128 $1, %xmm@2, %ymm@2, %ymm@2
  vaesenc %ymm@2, %ymm@1, %ymm@1
  vinserti128 $1, %xmm@12, %ymm@12, %ymm@12
  vaesenc %ymm@12, %ymm@1, %ymm@1
  vaesenc %ymm@2, %ymm@5, %ymm@5
  vaesenc %ymm@12, %ymm@5, %ymm@5
  vaesenc %ymm@2, %ymm@6, %ymm@6
  vaesenc %ymm@12, %ymm@6, %ymm@6
  vaesenc %ymm@2, %ymm@7, %ymm@7
  vaesenc %ymm@12, %ymm@7, %ymm@7
  vaesenc %ymm@2, %ymm@8, %ymm@8
  vaesenc %ymm@12, %ymm@8, %ymm@8
  vaesenc %ymm@2, %ymm@10, %ymm@10
  vaesenc %ymm@12, %ymm@10, %ymm@10
  vaesenc %ymm@2, %ymm@11, %ymm@11
  vaesenc %ymm@12, %ymm@11, %ymm@11
  vaesenc %ymm@2, %ymm@3, %ymm@3
  vmovdqa 176(%r15), %xmm@2
  vaesenc %ymm@12, %ymm@3, %ymm@3
  vmovdqa 192(%r15), %xmm@12
  vinserti128 $1, %xmm@2, %ymm@2, %ymm@2
  vaesenc %ymm@2, %ymm@1, %ymm@1
  vinserti128 $1, %xmm@12, %ymm@12, %ymm@12
  vaesenc %ymm@12, %ymm@1, %ymm@1
  vaesenc %ymm@2, %ymm@5, %ymm@5
  vaesenc %ymm@2, %ymm@6, %ymm@6
  vaesenc %ymm@2, %ymm@7, %ymm@7
  vaesenc %ymm@2, %ymm@8, %ymm@8
  vaesenc %ymm@2, %ymm@10, %ymm@10
  vaesenc %ymm@2, %ymm@11, %ymm@11
  vaesenc %ymm@2, %ymm@3, %ymm@3
  vmovdqa 208(%r15), %xmm@2
  vinserti128 $1, %xmm@2, %ymm@2, %ymm@2
  vaesenc %ymm@2, %ymm@1, %ymm@1
  vaesenc %ymm@12, %ymm@5, %ymm@5
  vaesenc %ymm@2, %ymm@5, %ymm@5
  vaesenc %ymm@12, %ymm@6, %ymm@6
  vaesenc %ymm@2, %ymm@6, %ymm@6
  vaesenc %ymm@12, %ymm@7, %ymm@7
  vaesenc %ymm@2, %ymm@7, %ymm@7
  vaesenc %ymm@12, %ymm@8, %ymm@8
  vaesenc %ymm@2, %ymm@8, %ymm@8
  vaesenc %ymm@12, %ymm@10, %ymm@10
  vaesenc %ymm@2, %ymm@10, %ymm@13
  vaesenc %ymm@12, %ymm@11, %ymm@10
  vaesenc %ymm@2, %ymm@10, %ymm@11
  vaesenc %ymm@12, %ymm@3, %ymm@3
  vaesenc %ymm@2, %ymm@3, %ymm@3
  vmovdqa 224(%r15), %xmm@2
  vinserti128 $1, %xmm@2, %ymm@2, %ymm@2
  vaesenclast %ymm@2, %ymm@1, %ymm@1
  vmovdqu 224(%rcx), %ymm@10
  vpxor %ymm@1, %ymm@10, %ymm@10
  vaesenclast %ymm@2, %ymm@5, %ymm@1
  vmovdqu 192(%rcx), %ymm@5
  vpxor %ymm@5, %ymm@1, %ymm@12
  vaesenclast %ymm@2, %ymm@6, %ymm@1
  vmovdqu 160(%rcx), %ymm@5
  vpxor %ymm@5, %ymm@1, %ymm@14
  vaesenclast %ymm@2, %ymm@7, %ymm@1
  vmovdqu 128(%rcx), %ymm@5
  vpxor %ymm@5, %ymm@1, %ymm@1
  vaesenclast %ymm@2, %ymm@8, %ymm@5
  vmovdqu 96(%rcx), %ymm@6
  vpxor %ymm@6, %ymm@5, %ymm@5
  vaesenclast %ymm@2, %ymm@13, %ymm@6
  vmovdqu 64(%rcx), %ymm@7
  vpxor %ymm@7, %ymm@6, %ymm@6
  vaesenclast %ymm@2, %ymm@11, %ymm@7
  vmovdqu 32(%rcx), %ymm@8
  vpxor %ymm@7, %ymm@8, %ymm@7
  vaesenclast %ymm@2, %ymm@3, %ymm@3
  movq 16(%r13), %rdi
  vpxor (%rcx), %ymm@3, %ymm@3
  vmovdqu %ymm@3, (%rdi)
  vpshufb %ymm@0, %ymm@3, %ymm@8
  vmovdqu %ymm@7, 32(%rdi)
  vpshufb %ymm@0, %ymm@7, %ymm@7
  vmovdqu %ymm@6, 64(%rdi)
  vpshufb %ymm@0, %ymm@6, %ymm@6
  vmovdqu %ymm@5, 96(%rdi)
  vpshufb %ymm@0, %ymm@5, %ymm@5
  vmovdqu %ymm@1, 128(%rdi)
  vpshufb %ymm@0, %ymm@1, %ymm@1
  vmovdqu %ymm@14, 160(%rdi)
  vpshufb %ymm@0, %ymm@14, %ymm@2
  vmovdqu %ymm@12, 192(%rdi)
  vpshufb %ymm@0, %ymm@12, %ymm@3
  vmovdqu %ymm@10, 224(%rdi)
  vpshufb %ymm@0, %ymm@10, %ymm@0
  cmpq $1, %r10
  jne L3
  vpaddd C13(%rip), %ymm@4, %ymm@15
  vmovdqa 16(%rsp), %xmm@12
  jmp L4
L0:
  vmovdqa 16(%rsp), %xmm@0
  vmovdqa 32(%rsp), %ymm@15
  jmp L5
L3:
  vmovdqa 352(%rsp), %ymm@10
  vpshufb %ymm@10, %ymm@8, %ymm@8
  vmovdqu %ymm@8, 64(%rsp)
  vpshufb %ymm@10, %ymm@7, %ymm@7
  vmovdqu %ymm@7, 96(%rsp)
  vpshufb %ymm@10, %ymm@6, %ymm@6
  vmovdqu %ymm@6, 128(%rsp)
  vpshufb %ymm@10, %ymm@5, %ymm@5
  vmovdqu %ymm@5, 160(%rsp)
  vpshufb %ymm@10, %ymm@1, %ymm@1
  vmovdqu %ymm@1, 192(%rsp)
  vpshufb %ymm@10, %ymm@2, %ymm@2
  vmovdqu %ymm@2, 224(%rsp)
  vpshufb %ymm@10, %ymm@3, %ymm@3
  vmovdqu %ymm@3, 256(%rsp)
  vpshufb %ymm@10, %ymm@0, %ymm@0
  vmovdqu %ymm@0, 288(%rsp)
  leaq -1(%r10), %r8
  movq %r8, %rsi
  shlq $8, %rsi
  addq $-256, %rdx
  cmpq %rdx, %rsi
  ja L6
  addq $-256, %rax
  cmpq %rax, %rsi
  ja L7
  leaq 384(%rsp), %rax
  leaq 640(%rsp), %rdx
  addq $256, %rdi
  addq $256, %rcx
  vpaddd C14(%rip), %ymm@4, %ymm@11
  vmovaps 16(%rsp), %xmm@12
  movq hw_polyval::arch::x86_64::vaes_avx2::AVX2_LOOP_CONSTS(%rip), %rsi
  leaq 64(%rsp), %r11
  vmovdqa %ymm@9, 32(%rsp)
  vmovdqa %ymm@10, 320(%rsp)
  vbroadcasti128 64(%rsi), %ymm@10
  testq %r8, %r8
  je C15
  vbroadcasti128 (%r15), %ymm@8
  vpshufb %ymm@10, %ymm@11, %ymm@0
  vpaddd 32(%rsi), %ymm@11, %ymm@11
  vpshufb %ymm@10, %ymm@11, %ymm@4
  vpaddd 32(%rsi), %ymm@11, %ymm@11
  vpshufb %ymm@10, %ymm@11, %ymm@3
  vpaddd 32(%rsi), %ymm@11, %ymm@11
  vpshufb %ymm@10, %ymm@11, %ymm@2
  vpaddd 32(%rsi), %ymm@11, %ymm@11
  vpshufb %ymm@10, %ymm@11, %ymm@1
  vpaddd 32(%rsi), %ymm@11, %ymm@11
  vpshufb %ymm@10, %ymm@11, %ymm@5
  vpaddd 32(%rsi), %ymm@11, %ymm@11
  vpshufb %ymm@10, %ymm@11, %ymm@6
  vpaddd 32(%rsi), %ymm@11, %ymm@11
  vpshufb %ymm@10, %ymm@11, %ymm@7
  vpaddd 32(%rsi), %ymm@11, %ymm@11
  vpxor %ymm@0, %ymm@8, %ymm@0
  vpxor %ymm@4, %ymm@8, %ymm@4
  vpxor %ymm@3, %ymm@8, %ymm@3
  vpxor %ymm@2, %ymm@8, %ymm@2
  vpxor %ymm@1, %ymm@8, %ymm@1
  vpxor %ymm@5, %ymm@8, %ymm@5
  vpxor %ymm@6, %ymm@8, %ymm@6
  vpxor %ymm@7, %ymm@8, %ymm@7
  vmovdqu (%r11), %ymm@9
  vpshufb %ymm@10, %ymm@9, %ymm@9
  vpxor %ymm@12, %ymm@9, %ymm@9
  vpclmulqdq $0, (%rax), %ymm@9, %ymm@12
  vpclmulqdq $17, (%rax), %ymm@9, %ymm@14
  vpshufd $78, %ymm@9, %ymm@15
  vpxor %ymm@15, %ymm@9, %ymm@9
  vpclmulqdq $0, (%rdx), %ymm@9, %ymm@13
  vbroadcasti128 16(%r15), %ymm@8
  vaesenc %ymm@8, %ymm@0, %ymm@0
  vaesenc %ymm@8, %ymm@4, %ymm@4
  vaesenc %ymm@8, %ymm@3, %ymm@3
  vaesenc %ymm@8, %ymm@2, %ymm@2
  vaesenc %ymm@8, %ymm@1, %ymm@1
  vaesenc %ymm@8, %ymm@5, %ymm@5
  vaesenc %ymm@8, %ymm@6, %ymm@6
  vaesenc %ymm@8, %ymm@7, %ymm@7
  vmovdqu 32(%r11), %ymm@9
  vpshufb %ymm@10, %ymm@9, %ymm@9
  vpclmulqdq $0, 32(%rax), %ymm@9, %ymm@15
  vpxor %ymm@15, %ymm@12, %ymm@12
  vpclmulqdq $17, 32(%rax), %ymm@9, %ymm@15
  vpxor %ymm@15, %ymm@14, %ymm@14
  vpshufd $78, %ymm@9, %ymm@15
  vpxor %ymm@15, %ymm@9, %ymm@9
  vpclmulqdq $0, 32(%rdx), %ymm@9, %ymm@15
  vpxor %ymm@15, %ymm@13, %ymm@13
  vbroadcasti128 32(%r15), %ymm@8
  vaesenc %ymm@8, %ymm@0, %ymm@0
  vaesenc %ymm@8, %ymm@4, %ymm@4
  vaesenc %ymm@8, %ymm@3, %ymm@3
  vaesenc %ymm@8, %ymm@2, %ymm@2
  vaesenc %ymm@8, %ymm@1, %ymm@1
  vaesenc %ymm@8, %ymm@5, %ymm@5
  vaesenc %ymm@8, %ymm@6, %ymm@6
  vaesenc %ymm@8, %ymm@7, %ymm@7
  vmovdqu 64(%r11), %ymm@9
  vpshufb %ymm@10, %ymm@9, %ymm@9
  vpclmulqdq $0, 64(%rax), %ymm@9, %ymm@15
  vpxor %ymm@15, %ymm@12, %ymm@12
  vpclmulqdq $17, 64(%rax), %ymm@9, %ymm@15
  vpxor %ymm@15, %ymm@14, %ymm@14
  vpshufd $78, %ymm@9, %ymm@15
  vpxor %ymm@15, %ymm@9, %ymm@9
  vpclmulqdq $0, 64(%rdx), %ymm@9, %ymm@15
  vpxor %ymm@15, %ymm@13, %ymm@13
  vbroadcasti128 48(%r15), %ymm@8
  vaesenc %ymm@8, %ymm@0, %ymm@0
  vaesenc %ymm@8, %ymm@4, %ymm@4
  vaesenc %ymm@8, %ymm@3, %ymm@3
  vaesenc %ymm@8, %ymm@2, %ymm@2
  vaesenc %ymm@8, %ymm@1, %ymm@1
  vaesenc %ymm@8, %ymm@5, %ymm@5
  vaesenc %ymm@8, %ymm@6, %ymm@6
  vaesenc %ymm@8, %ymm@7, %ymm@7
  vmovdqu 96(%r11), %ymm@9
  vpshufb %ymm@10, %ymm@9, %ymm@9
  vpclmulqdq $0, 96(%rax), %ymm@9, %ymm@15
  vpxor %ymm@15, %ymm@12, %ymm@12
  vpclmulqdq $17, 96(%rax), %ymm@9, %ymm@15
  vpxor %ymm@15, %ymm@14, %ymm@14
  vpshufd $78, %ymm@9, %ymm@15
  vpxor %ymm@15, %ymm@9, %ymm@9
  vpclmulqdq $0, 96(%rdx), %ymm@9, %ymm@15
  vpxor %ymm@15, %ymm@13, %ymm@13
  vbroadcasti128 64(%r15), %ymm@8
  vaesenc %ymm@8, %ymm@0, %ymm@0
  vaesenc %ymm@8, %ymm@4, %ymm@4
  vaesenc %ymm@8, %ymm@3, %ymm@3
  vaesenc %ymm@8, %ymm@2, %ymm@2
  vaesenc %ymm@8, %ymm@1, %ymm@1
  vaesenc %ymm@8, %ymm@5, %ymm@5
  vaesenc %ymm@8, %ymm@6, %ymm@6
  vaesenc %ymm@8, %ymm@7, %ymm@7
  vmovdqu 128(%r11), %ymm@9
  vpshufb %ymm@10, %ymm@9, %ymm@9
  vpclmulqdq $0, 128(%rax), %ymm@9, %ymm@15
  vpxor %ymm@15, %ymm@12, %ymm@12
  vpclmulqdq $17, 128(%rax), %ymm@9, %ymm@15
  vpxor %ymm@15, %ymm@14, %ymm@14
  vpshufd $78, %ymm@9, %ymm@15
  vpxor %ymm@15, %ymm@9, %ymm@9
  vpclmulqdq $0, 128(%rdx), %ymm@9, %ymm@15
  vpxor %ymm@15, %ymm@13, %ymm@13
  vbroadcasti128 80(%r15), %ymm@8
  vaesenc %ymm@8, %ymm@0, %ymm@0
  vaesenc %ymm@8, %ymm@4, %ymm@4
  vaesenc %ymm@8, %ymm@3, %ymm@3
  vaesenc %ymm@8, %ymm@2, %ymm@2
  vaesenc %ymm@8, %ymm@1, %ymm@1
  vaesenc %ymm@8, %ymm@5, %ymm@5
  vaesenc %ymm@8, %ymm@6, %ymm@6
  vaesenc %ymm@8, %ymm@7, %ymm@7
  vmovdqu 160(%r11), %ymm@9
  vpshufb %ymm@10, %ymm@9, %ymm@9
  vpclmulqdq $0, 160(%rax), %ymm@9, %ymm@15
  vpxor %ymm@15, %ymm@12, %ymm@12
  vpclmulqdq $17, 160(%rax), %ymm@9, %ymm@15
  vpxor %ymm@15, %ymm@14, %ymm@14
  vpshufd $78, %ymm@9, %ymm@15
  vpxor %ymm@15, %ymm@9, %ymm@9
  vpclmulqdq $0, 160(%rdx), %ymm@9, %ymm@15
  vpxor %ymm@15, %ymm@13, %ymm@13
  vbroadcasti128 96(%r15), %ymm@8
  vaesenc %ymm@8, %ymm@0, %ymm@0
  vaesenc %ymm@8, %ymm@4, %ymm@4
  vaesenc %ymm@8, %ymm@3, %ymm@3
  vaesenc %ymm@8, %ymm@2, %ymm@2
  vaesenc %ymm@8, %ymm@1, %ymm@1
  vaesenc %ymm@8, %ymm@5, %ymm@5
  vaesenc %ymm@8, %ymm@6, %ymm@6
  vaesenc %ymm@8, %ymm@7, %ymm@7
  vmovdqu 192(%r11), %ymm@9
  vpshufb %ymm@10, %ymm@9, %ymm@9
  vpclmulqdq $0, 192(%rax), %ymm@9, %ymm@15
  vpxor %ymm@15, %ymm@12, %ymm@12
  vpclmulqdq $17, 192(%rax), %ymm@9, %ymm@15
  vpxor %ymm@15, %ymm@14, %ymm@14
  vpshufd $78, %ymm@9, %ymm@15
  vpxor %ymm@15, %ymm@9, %ymm@9
  vpclmulqdq $0, 192(%rdx), %ymm@9, %ymm@15
  vpxor %ymm@15, %ymm@13, %ymm@13
  vbroadcasti128 112(%r15), %ymm@8
  vaesenc %ymm@8, %ymm@0, %ymm@0
  vaesenc %ymm@8, %ymm@4, %ymm@4
  vaesenc %ymm@8, %ymm@3, %ymm@3
  vaesenc %ymm@8, %ymm@2, %ymm@2
  vaesenc %ymm@8, %ymm@1, %ymm@1
  vaesenc %ymm@8, %ymm@5, %ymm@5
  vaesenc %ymm@8, %ymm@6, %ymm@6
  vaesenc %ymm@8, %ymm@7, %ymm@7
  vmovdqu 224(%r11), %ymm@9
  vpshufb %ymm@10, %ymm@9, %ymm@9
  vpclmulqdq $0, 224(%rax), %ymm@9, %ymm@15
  vpxor %ymm@15, %ymm@12, %ymm@12
  vpclmulqdq $17, 224(%rax), %ymm@9, %ymm@15
  vpxor %ymm@15, %ymm@14, %ymm@14
  vpshufd $78, %ymm@9, %ymm@15
  vpxor %ymm@15, %ymm@9, %ymm@9
  vpclmulqdq $0, 224(%rdx), %ymm@9, %ymm@15
  vpxor %ymm@15, %ymm@13, %ymm@13
  vbroadcasti128 128(%r15), %ymm@8
  vaesenc %ymm@8, %ymm@0, %ymm@0
  vaesenc %ymm@8, %ymm@4, %ymm@4
  vaesenc %ymm@8, %ymm@3, %ymm@3
  vaesenc %ymm@8, %ymm@2, %ymm@2
  vaesenc %ymm@8, %ymm@1, %ymm@1
  vaesenc %ymm@8, %ymm@5, %ymm@5
  vaesenc %ymm@8, %ymm@6, %ymm@6
  vaesenc %ymm@8, %ymm@7, %ymm@7
  vpxor %ymm@12, %ymm@13, %ymm@13
  vpxor %ymm@14, %ymm@13, %ymm@13
  vpclmulqdq $0, (%rsi), %ymm@12, %ymm@15
  vpshufd $78, %ymm@12, %ymm@12
  vpxor %ymm@12, %ymm@13, %ymm@13
  vpxor %ymm@15, %ymm@13, %ymm@13
  vbroadcasti128 144(%r15), %ymm@8
  vaesenc %ymm@8, %ymm@0, %ymm@0
  vaesenc %ymm@8, %ymm@4, %ymm@4
  vaesenc %ymm@8, %ymm@3, %ymm@3
  vaesenc %ymm@8, %ymm@2, %ymm@2
  vaesenc %ymm@8, %ymm@1, %ymm@1
  vaesenc %ymm@8, %ymm@5, %ymm@5
  vaesenc %ymm@8, %ymm@6, %ymm@6
  vaesenc %ymm@8, %ymm@7, %ymm@7
  vpclmulqdq $0, (%rsi), %ymm@13, %ymm@15
  vpshufd $78, %ymm@13, %ymm@13
  vpxor %ymm@13, %ymm@14, %ymm@14
  vpxor %ymm@15, %ymm@14, %ymm@14
  vbroadcasti128 160(%r15), %ymm@8
  vaesenc %ymm@8, %ymm@0, %ymm@0
  vaesenc %ymm@8, %ymm@4, %ymm@4
  vaesenc %ymm@8, %ymm@3, %ymm@3
  vaesenc %ymm@8, %ymm@2, %ymm@2
  vaesenc %ymm@8, %ymm@1, %ymm@1
  vaesenc %ymm@8, %ymm@5, %ymm@5
  vaesenc %ymm@8, %ymm@6, %ymm@6
  vaesenc %ymm@8, %ymm@7, %ymm@7
  vextracti128 $1, %ymm@14, %xmm@15
  vpxor %xmm@15, %xmm@14, %xmm@12
  vbroadcasti128 176(%r15), %ymm@8
  vaesenc %ymm@8, %ymm@0, %ymm@0
  vaesenc %ymm@8, %ymm@4, %ymm@4
  vaesenc %ymm@8, %ymm@3, %ymm@3
  vaesenc %ymm@8, %ymm@2, %ymm@2
  vaesenc %ymm@8, %ymm@1, %ymm@1
  vaesenc %ymm@8, %ymm@5, %ymm@5
  vaesenc %ymm@8, %ymm@6, %ymm@6
  vaesenc %ymm@8, %ymm@7, %ymm@7
  vbroadcasti128 192(%r15), %ymm@8
  vaesenc %ymm@8, %ymm@0, %ymm@0
  vaesenc %ymm@8, %ymm@4, %ymm@4
  vaesenc %ymm@8, %ymm@3, %ymm@3
  vaesenc %ymm@8, %ymm@2, %ymm@2
  vaesenc %ymm@8, %ymm@1, %ymm@1
  vaesenc %ymm@8, %ymm@5, %ymm@5
  vaesenc %ymm@8, %ymm@6, %ymm@6
  vaesenc %ymm@8, %ymm@7, %ymm@7
  vbroadcasti128 208(%r15), %ymm@8
  vaesenc %ymm@8, %ymm@0, %ymm@0
  vaesenc %ymm@8, %ymm@4, %ymm@4
  vaesenc %ymm@8, %ymm@3, %ymm@3
  vaesenc %ymm@8, %ymm@2, %ymm@2
  vaesenc %ymm@8, %ymm@1, %ymm@1
  vaesenc %ymm@8, %ymm@5, %ymm@5
  vaesenc %ymm@8, %ymm@6, %ymm@6
  vaesenc %ymm@8, %ymm@7, %ymm@7
  vbroadcasti128 224(%r15), %ymm@8
  vpxor (%rcx), %ymm@8, %ymm@13
  vpxor 32(%rcx), %ymm@8, %ymm@14
  vpxor 64(%rcx), %ymm@8, %ymm@9
  vpxor 96(%rcx), %ymm@8, %ymm@15
  vaesenclast %ymm@13, %ymm@0, %ymm@0
  vaesenclast %ymm@14, %ymm@4, %ymm@4
  vaesenclast %ymm@9, %ymm@3, %ymm@3
  vaesenclast %ymm@15, %ymm@2, %ymm@2
  vmovdqu %ymm@0, (%rdi)
  vmovdqu %ymm@4, 32(%rdi)
  vmovdqu %ymm@3, 64(%rdi)
  vmovdqu %ymm@2, 96(%rdi)
  vmovdqu %ymm@0, (%r11)
  vmovdqu %ymm@4, 32(%r11)
  vmovdqu %ymm@3, 64(%r11)
  vmovdqu %ymm@2, 96(%r11)
  vpxor 128(%rcx), %ymm@8, %ymm@13
  vpxor 160(%rcx), %ymm@8, %ymm@14
  vpxor 192(%rcx), %ymm@8, %ymm@9
  vpxor 224(%rcx), %ymm@8, %ymm@15
  vaesenclast %ymm@13, %ymm@1, %ymm@1
  vaesenclast %ymm@14, %ymm@5, %ymm@5
  vaesenclast %ymm@9, %ymm@6, %ymm@6
  vaesenclast %ymm@15, %ymm@7, %ymm@7
  vmovdqu %ymm@1, 128(%rdi)
  vmovdqu %ymm@5, 160(%rdi)
  vmovdqu %ymm@6, 192(%rdi)
  vmovdqu %ymm@7, 224(%rdi)
  vmovdqu %ymm@1, 128(%r11)
  vmovdqu %ymm@5, 160(%r11)
  vmovdqu %ymm@6, 192(%r11)
  vmovdqu %ymm@7, 224(%r11)
  addq $256, %rcx
  addq $256, %rdi
  decq %r8
  jne C16
  vmovdqa 32(%rsp), %ymm@9
  vmovdqu 64(%rsp), %ymm@0
  vmovdqu 96(%rsp), %ymm@4
  vmovdqu 128(%rsp), %ymm@3
  vmovdqu 160(%rsp), %ymm@2
  vmovdqa 320(%rsp), %ymm@10
  vpshufb %ymm@10, %ymm@0, %ymm@8
  vpshufb %ymm@10, %ymm@4, %ymm@7
  vpshufb %ymm@10, %ymm@3, %ymm@6
  vpshufb %ymm@10, %ymm@2, %ymm@5
  vmovdqu 192(%rsp), %ymm@0
  vpshufb %ymm@10, %ymm@0, %ymm@1
  vmovdqu 224(%rsp), %ymm@0
  vpshufb %ymm@10, %ymm@0, %ymm@2
  vmovdqu 256(%rsp), %ymm@0
  vpshufb %ymm@10, %ymm@0, %ymm@3
  vmovdqu 288(%rsp), %ymm@0
  vpshufb %ymm@10, %ymm@0, %ymm@0
  vpermq $68, %ymm@11, %ymm@15
L4:
  vmovdqa %xmm@12, %xmm@4
  vpxor %ymm@4, %ymm@8, %ymm@4
  vmovdqa 384(%rsp), %ymm@8
  vmovdqa 416(%rsp), %ymm@10
  vpclmulqdq $0, %ymm@8, %ymm@4, %ymm@11
  vpclmulqdq $17, %ymm@8, %ymm@4, %ymm@12
  vpclmulqdq $1, %ymm@8, %ymm@4, %ymm@13
  vpclmulqdq $16, %ymm@8, %ymm@4, %ymm@4
  vpxor %ymm@4, %ymm@13, %ymm@4
  vpclmulqdq $0, %ymm@10, %ymm@7, %ymm@8
  vpclmulqdq $17, %ymm@10, %ymm@7, %ymm@13
  vpclmulqdq $1, %ymm@10, %ymm@7, %ymm@14
  vpclmulqdq $16, %ymm@10, %ymm@7, %ymm@7
  vmovdqa 448(%rsp), %ymm@10
  vpxor %ymm@7, %ymm@14, %ymm@7
  vpclmulqdq $0, %ymm@10, %ymm@6, %ymm@14
  vpxor %ymm@14, %ymm@8, %ymm@8
  vpxor %ymm@11, %ymm@8, %ymm@8
  vpclmulqdq $17, %ymm@10, %ymm@6, %ymm@11
  vpxor %ymm@11, %ymm@13, %ymm@11
  vpxor %ymm@12, %ymm@11, %ymm@11
  vpclmulqdq $1, %ymm@10, %ymm@6, %ymm@12
  vpxor %ymm@7, %ymm@12, %ymm@7
  vmovdqa 480(%rsp), %ymm@12
  vpxor %ymm@7, %ymm@4, %ymm@4
  vpclmulqdq $16, %ymm@10, %ymm@6, %ymm@6
  vpclmulqdq $0, %ymm@12, %ymm@5, %ymm@7
  vpclmulqdq $1, %ymm@12, %ymm@5, %ymm@10
  vpxor %ymm@6, %ymm@10, %ymm@6
  vpclmulqdq $17, %ymm@12, %ymm@5, %ymm@10
  vpclmulqdq $16, %ymm@12, %ymm@5, %ymm@5
  vpxor %ymm@5, %ymm@6, %ymm@5
  vmovdqa 512(%rsp), %ymm@6
  vpclmulqdq $0, %ymm@6, %ymm@1, %ymm@12
  vpxor %ymm@7, %ymm@12, %ymm@7
  vpclmulqdq $17, %ymm@6, %ymm@1, %ymm@12
  vpxor %ymm@12, %ymm@10, %ymm@10
  vpclmulqdq $1, %ymm@6, %ymm@1, %ymm@12
  vpxor %ymm@5, %ymm@12, %ymm@5
  vpxor %ymm@5, %ymm@4, %ymm@4
  vpclmulqdq $16, %ymm@6, %ymm@1, %ymm@1
  vmovdqa 544(%rsp), %ymm@5
  vpclmulqdq $0, %ymm@5, %ymm@2, %ymm@6
  vpxor %ymm@6, %ymm@7, %ymm@6
  vpxor %ymm@6, %ymm@8, %ymm@6
  vpclmulqdq $17, %ymm@5, %ymm@2, %ymm@7
  vpxor %ymm@7, %ymm@10, %ymm@7
  vpxor %ymm@7, %ymm@11, %ymm@7
  vpclmulqdq $1, %ymm@5, %ymm@2, %ymm@8
  vpxor %ymm@1, %ymm@8, %ymm@1
  vpclmulqdq $16, %ymm@5, %ymm@2, %ymm@2
  vpxor %ymm@2, %ymm@1, %ymm@2
  vmovdqa 576(%rsp), %ymm@1
  vpclmulqdq $0, %ymm@1, %ymm@3, %ymm@5
  vpclmulqdq $1, %ymm@1, %ymm@3, %ymm@8
  vpxor %ymm@2, %ymm@8, %ymm@2
  vpclmulqdq $17, %ymm@1, %ymm@3, %ymm@8
  vpclmulqdq $16, %ymm@1, %ymm@3, %ymm@3
  vpxor %ymm@3, %ymm@2, %ymm@3
  vpxor %ymm@3, %ymm@4, %ymm@4
  vmovdqa 608(%rsp), %ymm@3
  vpclmulqdq $0, %ymm@3, %ymm@0, %ymm@2
  vpxor %ymm@2, %ymm@5, %ymm@2
  vpxor %ymm@2, %ymm@6, %ymm@2
  vpclmulqdq $17, %ymm@3, %ymm@0, %ymm@1
  vpxor %ymm@1, %ymm@8, %ymm@1
  vpxor %ymm@1, %ymm@7, %ymm@1
  vpclmulqdq $1, %ymm@3, %ymm@0, %ymm@5
  vpclmulqdq $16, %ymm@3, %ymm@0, %ymm@0
  vpxor %ymm@0, %ymm@5, %ymm@0
  vpxor %ymm@0, %ymm@4, %ymm@0
  vpslldq $8, %ymm@0, %ymm@4
  vpxor %ymm@4, %ymm@2, %ymm@4
  vpsrldq $8, %ymm@0, %ymm@0
  vpxor %ymm@0, %ymm@1, %ymm@0
  vpclmulqdq $0, %ymm@9, %ymm@4, %ymm@3
  vpshufd $78, %ymm@4, %ymm@4
  vpxor %ymm@4, %ymm@3, %ymm@4
  vpclmulqdq $0, %ymm@9, %ymm@4, %ymm@3
  vpshufd $78, %ymm@4, %ymm@4
  vpxor %ymm@4, %ymm@0, %ymm@0
  vpxor %ymm@3, %ymm@0, %ymm@0
  vextracti128 $1, %ymm@0, %xmm@4
  vpxor %xmm@0, %xmm@4, %xmm@0
L5:
  shlq $4, %r10
  vmovdqa %xmm@15, 64(%rsp)
  vmovdqa %xmm@0, 352(%rsp)
  leaq 64(%rsp), %rcx
  leaq 352(%rsp), %r8
  movq %r12, %rdi
  movq %r15, %rsi
  movq %r14, %rdx
  movq %r13, %r9
  pushq %rbx
  pushq %r10
  vzeroupper
  callq *hw_gcm::arch::x86_64::aesni_clmul::rest_after_avx(%rip)
  addq $16, %rsp
  leaq -40(%rbp), %rsp
  popq %rbx
  popq %r12
  popq %r13
  popq %r14
  popq %r15
  popq %rbp
  retq
L1:
  leaq C17(%rip), %rdi
  leaq C18(%rip), %rdx
  movl $45, %esi
  vzeroupper
  callq *core::option::expect_failed(%rip)
L2:
  leaq C17(%rip), %rdi
  leaq C19(%rip), %rdx
  movl $45, %esi
  vzeroupper
  callq *core::option::expect_failed(%rip)
L6:
  leaq C20(%rip), %rcx
  xorl %edi, %edi
  vzeroupper
  callq *core::slice::index::slice_index_fail(%rip)
L7:
  leaq C21(%rip), %rcx
  xorl %edi, %edi
  movq %rax, %rdx
  vzeroupper
  callq *core::slice::index::slice_index_fail(%rip)
== hw_gcm::arch::x86_64::vaes_avx2::crypt#3
  pushq %rbp
  movq %rsp, %rbp
  pushq %r15
  pushq %r14
  pushq %r13
  pushq %r12
  pushq %rbx
  andq $-32, %rsp
  subq $960, %rsp
  movq %r9, %r13
  movq %r8, %rbx
  movq %rdx, %r14
  movq %rsi, %r15
  vmovq (%rdx), %xmm@0
  vpinsrd $2, 8(%rdx), %xmm@0, %xmm@0
  vpalignr $12, C0(%rip), %xmm@0, %xmm@0
  vpshufb C1(%rip), %xmm@0, %xmm@0
  vpaddd C2(%rip), %xmm@0, %xmm@0
  vmovdqa %ymm@0, 32(%rsp)
  movq %rdi, %r12
  addq $240, %rsi
  vpxor %xmm@0, %xmm@0, %xmm@0
  vmovdqa %xmm@0, 352(%rsp)
  leaq 16(%rsp), %rdi
  leaq 352(%rsp), %rdx
  vzeroupper
  callq hw_polyval::arch::x86_64::aesni_clmul::absorb_padded
  movq 8(%r13), %rdx
  movq %rdx, %rax
  shrq $8, %rax
  je L0
  vmovdqu 240(%r15), %ymm@1
  vmovdqu 272(%r15), %ymm@2
  vmovdqu 304(%r15), %ymm@3
  vmovdqu 336(%r15), %ymm@4
  vpermq $68, %ymm@1, %ymm@0
  vpclmulqdq $0, %ymm@0, %ymm@1, %ymm@5
  vpclmulqdq $17, %ymm@0, %ymm@1, %ymm@6
  vpclmulqdq $1, %ymm@0, %ymm@1, %ymm@7
  vpclmulqdq $16, %ymm@0, %ymm@1, %ymm@8
  vpxor %ymm@7, %ymm@8, %ymm@7
  vpslldq $8, %ymm@7, %ymm@8
  vpxor %ymm@5, %ymm@8, %ymm@5
  vpsrldq $8, %ymm@7, %ymm@7
  vpxor %ymm@7, %ymm@6, %ymm@6
  vpbroadcastq C3(%rip), %ymm@9
  vpclmulqdq $0, %ymm@9, %ymm@5, %ymm@7
  vpshufd $78, %ymm@5, %ymm@5
  vpxor %ymm@5, %ymm@7, %ymm@5
  vpclmulqdq $0, %ymm@9, %ymm@5, %ymm@7
  vpshufd $78, %ymm@5, %ymm@5
  vpxor %ymm@5, %ymm@6, %ymm@5
  vpxor %ymm@5, %ymm@7, %ymm@5
  vpclmulqdq $0, %ymm@0, %ymm@2, %ymm@6
  vpclmulqdq $17, %ymm@0, %ymm@2, %ymm@7
  vpclmulqdq $1, %ymm@0, %ymm@2, %ymm@8
  vpclmulqdq $16, %ymm@0, %ymm@2, %ymm@10
  vpxor %ymm@8, %ymm@10, %ymm@8
  vpslldq $8, %ymm@8, %ymm@10
  vpxor %ymm@6, %ymm@10, %ymm@6
  vpsrldq $8, %ymm@8, %ymm@8
  vpxor %ymm@7, %ymm@8, %ymm@7
  vpclmulqdq $0, %ymm@9, %ymm@6, %ymm@8
  vpshufd $78, %ymm@6, %ymm@6
  vpxor %ymm@6, %ymm@8, %ymm@6
  vpclmulqdq $0, %ymm@9, %ymm@6, %ymm@8
  vpshufd $78, %ymm@6, %ymm@6
  vpxor %ymm@6, %ymm@7, %ymm@6
  vpxor %ymm@6, %ymm@8, %ymm@6
  vpclmulqdq $0, %ymm@0, %ymm@3, %ymm@7
  vpclmulqdq $17, %ymm@0, %ymm@3, %ymm@8
  vpclmulqdq $1, %ymm@0, %ymm@3, %ymm@10
  vpclmulqdq $16, %ymm@0, %ymm@3, %ymm@11
  vpxor %ymm@10, %ymm@11, %ymm@10
  vpslldq $8, %ymm@10, %ymm@11
  vpxor %ymm@7, %ymm@11, %ymm@7
  vpsrldq $8, %ymm@10, %ymm@10
  vpxor %ymm@10, %ymm@8, %ymm@8
  vpclmulqdq $0, %ymm@9, %ymm@7, %ymm@10
  vpshufd $78, %ymm@7, %ymm@7
  vpxor %ymm@7, %ymm@10, %ymm@7
  vpclmulqdq $0, %ymm@9, %ymm@7, %ymm@10
  vpshufd $78, %ymm@7, %ymm@7
  vpxor %ymm@7, %ymm@8, %ymm@7
  vpxor %ymm@7, %ymm@10, %ymm@7
  vpclmulqdq $0, %ymm@0, %ymm@4, %ymm@8
  vpclmulqdq $1, %ymm@0, %ymm@4, %ymm@10
  vpclmulqdq $16, %ymm@0, %ymm@4, %ymm@11
  vpxor %ymm@10, %ymm@11, %ymm@10
  vpslldq $8, %ymm@10, %ymm@11
  vpxor %ymm@11, %ymm@8, %ymm@8
  vpclmulqdq $17, %ymm@0, %ymm@4, %ymm@0
  vpsrldq $8, %ymm@10, %ymm@10
  vpxor %ymm@0, %ymm@10, %ymm@0
  vpclmulqdq $0, %ymm@9, %ymm@8, %ymm@10
  vpshufd $78, %ymm@8, %ymm@8
  vpxor %ymm@8, %ymm@10, %ymm@8
  vpclmulqdq $0, %ymm@9, %ymm@8, %ymm@10
  vpshufd $78, %ymm@8, %ymm@8
  vpxor %ymm@0, %ymm@8, %ymm@0
  vpxor %ymm@0, %ymm@10, %ymm@10
  vpshufd $78, %ymm@5, %ymm@0
  vpxor %ymm@0, %ymm@5, %ymm@8
  movq %r15, 896(%rsp)
  vmovdqa C4(%rip), %ymm@0
  vmovdqa %ymm@0, 352(%rsp)
  vmovdqa %ymm@5, 384(%rsp)
  vpshufd $78, %ymm@6, %ymm@5
  vpxor %ymm@5, %ymm@6, %ymm@5
  vmovdqa %ymm@6, 416(%rsp)
  vpshufd $78, %ymm@7, %ymm@6
  vpxor %ymm@6, %ymm@7, %ymm@6
  vmovdqa %ymm@7, 448(%rsp)
  vpshufd $78, %ymm@10, %ymm@7
  vpxor %ymm@7, %ymm@10, %ymm@7
  vmovdqa %ymm@10, 480(%rsp)
  vpshufd $78, %ymm@1, %ymm@10
  vpxor %ymm@1, %ymm@10, %ymm@10
  vmovdqa %ymm@1, 512(%rsp)
  vpshufd $78, %ymm@2, %ymm@1
  vpxor %ymm@1, %ymm@2, %ymm@1
  vmovdqa %ymm@2, 544(%rsp)
  vpshufd $78, %ymm@3, %ymm@2
  vpxor %ymm@2, %ymm@3, %ymm@2
  vmovdqa %ymm@3, 576(%rsp)
  vpshufd $78, %ymm@4, %ymm@3
  vpxor %ymm@3, %ymm@4, %ymm@3
  vmovdqa %ymm@4, 608(%rsp)
  vmovdqa %ymm@8, 640(%rsp)
  vmovdqa %ymm@5, 672(%rsp)
  vmovdqa %ymm@6, 704(%rsp)
  vmovdqa %ymm@7, 736(%rsp)
  vmovdqa %ymm@10, 768(%rsp)
  vmovdqa %ymm@1, 800(%rsp)
  vmovdqa %ymm@2, 832(%rsp)
  vmovdqa %ymm@3, 864(%rsp)
  movq (%r13), %rcx
  cmpq $255, %rdx
  jbe L1
  vmovdqa 32(%rsp), %ymm@4
  vinserti128 $1, %xmm@4, %ymm@4, %ymm@4
  vbroadcasti128 (%r15), %ymm@3
  vpaddd C5(%rip), %ymm@4, %ymm@2
  vpshufb %ymm@0, %ymm@2, %ymm@2
  vpxor %ymm@2, %ymm@3, %ymm@2
  vpaddd C6(%rip), %ymm@4, %ymm@1
  vpshufb %ymm@0, %ymm@1, %ymm@1
  vpxor %ymm@1, %ymm@3, %ymm@1
  vpaddd C7(%rip), %ymm@4, %ymm@5
  vpshufb %ymm@0, %ymm@5, %ymm@5
  vpxor %ymm@5, %ymm@3, %ymm@5
  vpaddd C8(%rip), %ymm@4, %ymm@6
  vpshufb %ymm@0, %ymm@6, %ymm@6
  vpxor %ymm@6, %ymm@3, %ymm@6
  vpaddd C9(%rip), %ymm@4, %ymm@7
  vpshufb %ymm@0, %ymm@7, %ymm@7
  vpxor %ymm@7, %ymm@3, %ymm@7
  vpaddd C10(%rip), %ymm@4, %ymm@8
  vpshufb %ymm@0, %ymm@8, %ymm@8
  vpxor %ymm@3, %ymm@8, %ymm@8
  vpaddd C11(%rip), %ymm@4, %ymm@10
  vpshufb %ymm@0, %ymm@10, %ymm@10
  vpxor %ymm@3, %ymm@10, %ymm@10
  vpaddd C12(%rip), %ymm@4, %ymm@11
  vpshufb %ymm@0, %ymm@11, %ymm@11
  vpxor %ymm@3, %ymm@11, %ymm@3
  vbroadcasti128 16(%r15), %ymm@11
  vaesenc %ymm@11, %ymm@2, %ymm@2
  vaesenc %ymm@11, %ymm@1, %ymm@1
  vaesenc %ymm@11, %ymm@5, %ymm@5
  vaesenc %ymm@11, %ymm@6, %ymm@6
  vaesenc %ymm@11, %ymm@7, %ymm@7
  vaesenc %ymm@11, %ymm@8, %ymm@8
  vaesenc %ymm@11, %ymm@10, %ymm@10
  vaesenc %ymm@11, %ymm@3, %ymm@3
  vbroadcasti128 32(%r15), %ymm@11
  vaesenc %ymm@11, %ymm@2, %ymm@2
  vaesenc %ymm@11, %ymm@1, %ymm@1
  vaesenc %ymm@11, %ymm@5, %ymm@5
  vaesenc %ymm@11, %ymm@6, %ymm@6
  vaesenc %ymm@11, %ymm@7, %ymm@7
  vaesenc %ymm@11, %ymm@8, %ymm@8
  vaesenc %ymm@11, %ymm@10, %ymm@10
  vaesenc %ymm@11, %ymm@3, %ymm@3
  vbroadcasti128 48(%r15), %ymm@11
  vaesenc %ymm@11, %ymm@2, %ymm@2
  vaesenc %ymm@11, %ymm@1, %ymm@1
  vaesenc %ymm@11, %ymm@5, %ymm@5
  vaesenc %ymm@11, %ymm@6, %ymm@6
  vaesenc %ymm@11, %ymm@7, %ymm@7
  vaesenc %ymm@11, %ymm@8, %ymm@8
  vaesenc %ymm@11, %ymm@10, %ymm@10
  vaesenc %ymm@11, %ymm@3, %ymm@3
  vbroadcasti128 64(%r15), %ymm@11
  vaesenc %ymm@11, %ymm@2, %ymm@2
  vaesenc %ymm@11, %ymm@1, %ymm@1
  vaesenc %ymm@11, %ymm@5, %ymm@5
  vaesenc %ymm@11, %ymm@6, %ymm@6
  vaesenc %ymm@11, %ymm@7, %ymm@7
  vaesenc %ymm@11, %ymm@8, %ymm@8
  vaesenc %ymm@11, %ymm@10, %ymm@10
  vaesenc %ymm@11, %ymm@3, %ymm@3
  vbroadcasti128 80(%r15), %ymm@11
  vaesenc %ymm@11, %ymm@2, %ymm@2
  vaesenc %ymm@11, %ymm@1, %ymm@1
  vaesenc %ymm@11, %ymm@5, %ymm@5
  vaesenc %ymm@11, %ymm@6, %ymm@6
  vaesenc %ymm@11, %ymm@7, %ymm@7
  vaesenc %ymm@11, %ymm@8, %ymm@8
  vaesenc %ymm@11, %ymm@10, %ymm@10
  vaesenc %ymm@11, %ymm@3, %ymm@3
  vbroadcasti128 96(%r15), %ymm@11
  vaesenc %ymm@11, %ymm@2, %ymm@2
  vaesenc %ymm@11, %ymm@1, %ymm@1
  vaesenc %ymm@11, %ymm@5, %ymm@5
  vaesenc %ymm@11, %ymm@6, %ymm@6
  vaesenc %ymm@11, %ymm@7, %ymm@7
  vaesenc %ymm@11, %ymm@8, %ymm@8
  vaesenc %ymm@11, %ymm@10, %ymm@10
  vaesenc %ymm@11, %ymm@3, %ymm@3
  vbroadcasti128 112(%r15), %ymm@11
  vaesenc %ymm@11, %ymm@2, %ymm@2
  vaesenc %ymm@11, %ymm@1, %ymm@1
  vaesenc %ymm@11, %ymm@5, %ymm@5
  vaesenc %ymm@11, %ymm@6, %ymm@6
  vaesenc %ymm@11, %ymm@7, %ymm@7
  vaesenc %ymm@11, %ymm@8, %ymm@8
  vaesenc %ymm@11, %ymm@10, %ymm@10
  vaesenc %ymm@11, %ymm@3, %ymm@3
  vbroadcasti128 128(%r15), %ymm@11
  vaesenc %ymm@11, %ymm@2, %ymm@2
  vaesenc %ymm@11, %ymm@1, %ymm@1
  vaesenc %ymm@11, %ymm@5, %ymm@5
  vaesenc %ymm@11, %ymm@6, %ymm@6
  vaesenc %ymm@11, %ymm@7, %ymm@7
  vaesenc %ymm@11, %ymm@8, %ymm@8
  vaesenc %ymm@11, %ymm@10, %ymm@10
  vaesenc %ymm@11, %ymm@3, %ymm@3
  vbroadcasti128 144(%r15), %ymm@11
  vaesenc %ymm@11, %ymm@2, %ymm@2
  vaesenc %ymm@11, %ymm@1, %ymm@1
  vaesenc %ymm@11, %ymm@5, %ymm@5
  vaesenc %ymm@11, %ymm@6, %ymm@6
  vaesenc %ymm@11, %ymm@7, %ymm@7
  vaesenc %ymm@11, %ymm@8, %ymm@8
  vaesenc %ymm@11, %ymm@10, %ymm@10
  vaesenc %ymm@11, %ymm@3, %ymm@3
  vbroadcasti128 160(%r15), %ymm@11
  vaesenc %ymm@11, %ymm@2, %ymm@2
  vaesenc %ymm@11, %ymm@1, %ymm@1
  vaesenc %ymm@11, %ymm@5, %ymm@5
  vaesenc %ymm@11, %ymm@6, %ymm@6
  vaesenc %ymm@11, %ymm@7, %ymm@7
  vaesenc %ymm@11, %ymm@8, %ymm@8
  vaesenc %ymm@11, %ymm@10, %ymm@10
  vaesenc %ymm@11, %ymm@3, %ymm@3
  vbroadcasti128 176(%r15), %ymm@11
  vaesenc %ymm@11, %ymm@2, %ymm@2
  vaesenc %ymm@11, %ymm@1, %ymm@1
  vaesenc %ymm@11, %ymm@5, %ymm@5
  vaesenc %ymm@11, %ymm@6, %ymm@6
  vaesenc %ymm@11, %ymm@7, %ymm@7
  vaesenc %ymm@11, %ymm@8, %ymm@8
  vaesenc %ymm@11, %ymm@10, %ymm@10
  vaesenc %ymm@11, %ymm@3, %ymm@3
  vbroadcasti128 192(%r15), %ymm@11
  vaesenc %ymm@11, %ymm@2, %ymm@2
  vaesenc %ymm@11, %ymm@1, %ymm@1
  vaesenc %ymm@11, %ymm@5, %ymm@5
  vaesenc %ymm@11, %ymm@6, %ymm@6
  vaesenc %ymm@11, %ymm@7, %ymm@7
  vaesenc %ymm@11, %ymm@8, %ymm@8
  vaesenc %ymm@11, %ymm@10, %ymm@10
  vaesenc %ymm@11, %ymm@3, %ymm@3
  vbroadcasti128 208(%r15), %ymm@11
  vaesenc %ymm@11, %ymm@2, %ymm@2
  vaesenc %ymm@11, %ymm@1, %ymm@1
  vaesenc %ymm@11, %ymm@5, %ymm@5
  vaesenc %ymm@11, %ymm@6, %ymm@6
  vaesenc %ymm@11, %ymm@7, %ymm@7
  vaesenc %ymm@11, %ymm@8, %ymm@8
  vaesenc %ymm@11, %ymm@10, %ymm@10
  vaesenc %ymm@11, %ymm@3, %ymm@3
  vbroadcasti128 224(%r15), %ymm@11
  vaesenclast %ymm@11, %ymm@2, %ymm@2
  vaesenclast %ymm@11, %ymm@1, %ymm@1
  vaesenclast %ymm@11, %ymm@5, %ymm@5
  vaesenclast %ymm@11, %ymm@6, %ymm@6
  vaesenclast %ymm@11, %ymm@7, %ymm@7
  vaesenclast %ymm@11, %ymm@8, %ymm@8
  vaesenclast %ymm@11, %ymm@10, %ymm@10
  vaesenclast %ymm@11, %ymm@3, %ymm@3
  vpxor (%rcx), %ymm@2, %ymm@2
  vpxor 32(%rcx), %ymm@1, %ymm@1
  vpxor 64(%rcx), %ymm@5, %ymm@5
  vpxor 96(%rcx), %ymm@6, %ymm@11
  vpxor 128(%rcx), %ymm@7, %ymm@12
  vpxor 160(%rcx), %ymm@8, %ymm@13
  vpxor 192(%rcx), %ymm@10, %ymm@10
  vpxor 224(%rcx), %ymm@3, %ymm@14
  vmovdqu %ymm@2, (%rcx)
  vpshufb %ymm@0, %ymm@2, %ymm@8
  vmovdqu %ymm@1, 32(%rcx)
  vpshufb %ymm@0, %ymm@1, %ymm@7
  vmovdqu %ymm@5, 64(%rcx)
  vpshufb %ymm@0, %ymm@5, %ymm@6
  vmovdqu %ymm@11, 96(%rcx)
  vpshufb %ymm@0, %ymm@11, %ymm@5
  vmovdqu %ymm@12, 128(%rcx)
  vpshufb %ymm@0, %ymm@12, %ymm@1
  vmovdqu %ymm@13, 160(%rcx)
  vpshufb %ymm@0, %ymm@13, %ymm@2
  vmovdqu %ymm@10, 192(%rcx)
  vpshufb %ymm@0, %ymm@10, %ymm@3
  vmovdqu %ymm@14, 224(%rcx)
  vpshufb %ymm@0, %ymm@14, %ymm@0
  cmpq $1, %rax
  jne L2
  vpaddd C13(%rip), %ymm@4, %ymm@15
  vmovdqa 16(%rsp), %xmm@12
  jmp L3
L0:
  vmovdqa 16(%rsp), %xmm@0
  vmovdqa 32(%rsp), %ymm@15
  jmp L4
L2:
  vmovdqa 352(%rsp), %ymm@10
  vpshufb %ymm@10, %ymm@8, %ymm@8
  vmovdqu %ymm@8, 64(%rsp)
  vpshufb %ymm@10, %ymm@7, %ymm@7
  vmovdqu %ymm@7, 96(%rsp)
  vpshufb %ymm@10, %ymm@6, %ymm@6
  vmovdqu %ymm@6, 128(%rsp)
  vpshufb %ymm@10, %ymm@5, %ymm@5
  vmovdqu %ymm@5, 160(%rsp)
  vpshufb %ymm@10, %ymm@1, %ymm@1
  vmovdqu %ymm@1, 192(%rsp)
  vpshufb %ymm@10, %ymm@2, %ymm@2
  vmovdqu %ymm@2, 224(%rsp)
  vpshufb %ymm@10, %ymm@3, %ymm@3
  vmovdqu %ymm@3, 256(%rsp)
  vpshufb %ymm@10, %ymm@0, %ymm@0
  vmovdqu %ymm@0, 288(%rsp)
  leaq -1(%rax), %rdi
  movq %rdi, %rsi
  shlq $8, %rsi
  addq $-256, %rdx
  cmpq %rdx, %rsi
  ja L5
  leaq 384(%rsp), %rdx
  leaq 640(%rsp), %rsi
  addq $256, %rcx
  vpaddd C14(%rip), %ymm@4, %ymm@11
  vmovaps 16(%rsp), %xmm@12
  movq hw_polyval::arch::x86_64::vaes_avx2::AVX2_LOOP_CONSTS(%rip), %r8
  leaq 64(%rsp), %r10
  movq %rcx, %r11
  vmovdqa %ymm@9, 32(%rsp)
  vmovdqa %ymm@10, 320(%rsp)
  vbroadcasti128 64(%r8), %ymm@10
  testq %rdi, %rdi
  je C15
  vbroadcasti128 (%r15), %ymm@8
  vpshufb %ymm@10, %ymm@11, %ymm@0
  vpaddd 32(%r8), %ymm@11, %ymm@11
  vpshufb %ymm@10, %ymm@11, %ymm@4
  vpaddd 32(%r8), %ymm@11, %ymm@11
  vpshufb %ymm@10, %ymm@11, %ymm@3
  vpaddd 32(%r8), %ymm@11, %ymm@11
  vpshufb %ymm@10, %ymm@11, %ymm@2
  vpaddd 32(%r8), %ymm@11, %ymm@11
  vpshufb %ymm@10, %ymm@11, %ymm@1
  vpaddd 32(%r8), %ymm@11, %ymm@11
  vpshufb %ymm@10, %ymm@11, %ymm@5
  vpaddd 32(%r8), %ymm@11, %ymm@11
  vpshufb %ymm@10, %ymm@11, %ymm@6
  vpaddd 32(%r8), %ymm@11, %ymm@11
  vpshufb %ymm@10, %ymm@11, %ymm@7
  vpaddd 32(%r8), %ymm@11, %ymm@11
  vpxor %ymm@0, %ymm@8, %ymm@0
  vpxor %ymm@4, %ymm@8, %ymm@4
  vpxor %ymm@3, %ymm@8, %ymm@3
  vpxor %ymm@2, %ymm@8, %ymm@2
  vpxor %ymm@1, %ymm@8, %ymm@1
  vpxor %ymm@5, %ymm@8, %ymm@5
  vpxor %ymm@6, %ymm@8, %ymm@6
  vpxor %ymm@7, %ymm@8, %ymm@7
  vmovdqu (%r10), %ymm@9
  vpshufb %ymm@10, %ymm@9, %ymm@9
  vpxor %ymm@12, %ymm@9, %ymm@9
  vpclmulqdq $0, (%rdx), %ymm@9, %ymm@12
  vpclmulqdq $17, (%rdx), %ymm@9, %ymm@14
  vpshufd $78, %ymm@9, %ymm@15
  vpxor %ymm@15, %ymm@9, %ymm@9
  vpclmulqdq $0, (%rsi), %ymm@9, %ymm@13
  vbroadcasti128 16(%r15), %ymm@8
  vaesenc %ymm@8, %ymm@0, %ymm@0
  vaesenc %ymm@8, %ymm@4, %ymm@4
  vaesenc %ymm@8, %ymm@3, %ymm@3
  vaesenc %ymm@8, %ymm@2, %ymm@2
  vaesenc %ymm@8, %ymm@1, %ymm@1
  vaesenc %ymm@8, %ymm@5, %ymm@5
  vaesenc %ymm@8, %ymm@6, %ymm@6
  vaesenc %ymm@8, %ymm@7, %ymm@7
  vmovdqu 32(%r10), %ymm@9
  vpshufb %ymm@10, %ymm@9, %ymm@9
  vpclmulqdq $0, 32(%rdx), %ymm@9, %ymm@15
  vpxor %ymm@15, %ymm@12, %ymm@12
  vpclmulqdq $17, 32(%rdx), %ymm@9, %ymm@15
  vpxor %ymm@15, %ymm@14, %ymm@14
  vpshufd $78, %ymm@9, %ymm@15
  vpxor %ymm@15, %ymm@9, %ymm@9
  vpclmulqdq $0, 32(%rsi), %ymm@9, %ymm@15
  vpxor %ymm@15, %ymm@13, %ymm@13
  vbroadcasti128 32(%r15), %ymm@8
  vaesenc %ymm@8, %ymm@0, %ymm@0
  vaesenc %ymm@8, %ymm@4, %ymm@4
  vaesenc %ymm@8, %ymm@3, %ymm@3
  vaesenc %ymm@8, %ymm@2, %ymm@2
  vaesenc %ymm@8, %ymm@1, %ymm@1
  vaesenc %ymm@8, %ymm@5, %ymm@5
  vaesenc %ymm@8, %ymm@6, %ymm@6
  vaesenc %ymm@8, %ymm@7, %ymm@7
  vmovdqu 64(%r10), %ymm@9
  vpshufb %ymm@10, %ymm@9, %ymm@9
  vpclmulqdq $0, 64(%rdx), %ymm@9, %ymm@15
  vpxor %ymm@15, %ymm@12, %ymm@12
  vpclmulqdq $17, 64(%rdx), %ymm@9, %ymm@15
  vpxor %ymm@15, %ymm@14, %ymm@14
  vpshufd $78, %ymm@9, %ymm@15
  vpxor %ymm@15, %ymm@9, %ymm@9
  vpclmulqdq $0, 64(%rsi), %ymm@9, %ymm@15
  vpxor %ymm@15, %ymm@13, %ymm@13
  vbroadcasti128 48(%r15), %ymm@8
  vaesenc %ymm@8, %ymm@0, %ymm@0
  vaesenc %ymm@8, %ymm@4, %ymm@4
  vaesenc %ymm@8, %ymm@3, %ymm@3
  vaesenc %ymm@8, %ymm@2, %ymm@2
  vaesenc %ymm@8, %ymm@1, %ymm@1
  vaesenc %ymm@8, %ymm@5, %ymm@5
  vaesenc %ymm@8, %ymm@6, %ymm@6
  vaesenc %ymm@8, %ymm@7, %ymm@7
  vmovdqu 96(%r10), %ymm@9
  vpshufb %ymm@10, %ymm@9, %ymm@9
  vpclmulqdq $0, 96(%rdx), %ymm@9, %ymm@15
  vpxor %ymm@15, %ymm@12, %ymm@12
  vpclmulqdq $17, 96(%rdx), %ymm@9, %ymm@15
  vpxor %ymm@15, %ymm@14, %ymm@14
  vpshufd $78, %ymm@9, %ymm@15
  vpxor %ymm@15, %ymm@9, %ymm@9
  vpclmulqdq $0, 96(%rsi), %ymm@9, %ymm@15
  vpxor %ymm@15, %ymm@13, %ymm@13
  vbroadcasti128 64(%r15), %ymm@8
  vaesenc %ymm@8, %ymm@0, %ymm@0
  vaesenc %ymm@8, %ymm@4, %ymm@4
  vaesenc %ymm@8, %ymm@3, %ymm@3
  vaesenc %ymm@8, %ymm@2, %ymm@2
  vaesenc %ymm@8, %ymm@1, %ymm@1
  vaesenc %ymm@8, %ymm@5, %ymm@5
  vaesenc %ymm@8, %ymm@6, %ymm@6
  vaesenc %ymm@8, %ymm@7, %ymm@7
  vmovdqu 128(%r10), %ymm@9
  vpshufb %ymm@10, %ymm@9, %ymm@9
  vpclmulqdq $0, 128(%rdx), %ymm@9, %ymm@15
  vpxor %ymm@15, %ymm@12, %ymm@12
  vpclmulqdq $17, 128(%rdx), %ymm@9, %ymm@15
  vpxor %ymm@15, %ymm@14, %ymm@14
  vpshufd $78, %ymm@9, %ymm@15
  vpxor %ymm@15, %ymm@9, %ymm@9
  vpclmulqdq $0, 128(%rsi), %ymm@9, %ymm@15
  vpxor %ymm@15, %ymm@13, %ymm@13
  vbroadcasti128 80(%r15), %ymm@8
  vaesenc %ymm@8, %ymm@0, %ymm@0
  vaesenc %ymm@8, %ymm@4, %ymm@4
  vaesenc %ymm@8, %ymm@3, %ymm@3
  vaesenc %ymm@8, %ymm@2, %ymm@2
  vaesenc %ymm@8, %ymm@1, %ymm@1
  vaesenc %ymm@8, %ymm@5, %ymm@5
  vaesenc %ymm@8, %ymm@6, %ymm@6
  vaesenc %ymm@8, %ymm@7, %ymm@7
  vmovdqu 160(%r10), %ymm@9
  vpshufb %ymm@10, %ymm@9, %ymm@9
  vpclmulqdq $0, 160(%rdx), %ymm@9, %ymm@15
  vpxor %ymm@15, %ymm@12, %ymm@12
  vpclmulqdq $17, 160(%rdx), %ymm@9, %ymm@15
  vpxor %ymm@15, %ymm@14, %ymm@14
  vpshufd $78, %ymm@9, %ymm@15
  vpxor %ymm@15, %ymm@9, %ymm@9
  vpclmulqdq $0, 160(%rsi), %ymm@9, %ymm@15
  vpxor %ymm@15, %ymm@13, %ymm@13
  vbroadcasti128 96(%r15), %ymm@8
  vaesenc %ymm@8, %ymm@0, %ymm@0
  vaesenc %ymm@8, %ymm@4, %ymm@4
  vaesenc %ymm@8, %ymm@3, %ymm@3
  vaesenc %ymm@8, %ymm@2, %ymm@2
  vaesenc %ymm@8, %ymm@1, %ymm@1
  vaesenc %ymm@8, %ymm@5, %ymm@5
  vaesenc %ymm@8, %ymm@6, %ymm@6
  vaesenc %ymm@8, %ymm@7, %ymm@7
  vmovdqu 192(%r10), %ymm@9
  vpshufb %ymm@10, %ymm@9, %ymm@9
  vpclmulqdq $0, 192(%rdx), %ymm@9, %ymm@15
  vpxor %ymm@15, %ymm@12, %ymm@12
  vpclmulqdq $17, 192(%rdx), %ymm@9, %ymm@15
  vpxor %ymm@15, %ymm@14, %ymm@14
  vpshufd $78, %ymm@9, %ymm@15
  vpxor %ymm@15, %ymm@9, %ymm@9
  vpclmulqdq $0, 192(%rsi), %ymm@9, %ymm@15
  vpxor %ymm@15, %ymm@13, %ymm@13
  vbroadcasti128 112(%r15), %ymm@8
  vaesenc %ymm@8, %ymm@0, %ymm@0
  vaesenc %ymm@8, %ymm@4, %ymm@4
  vaesenc %ymm@8, %ymm@3, %ymm@3
  vaesenc %ymm@8, %ymm@2, %ymm@2
  vaesenc %ymm@8, %ymm@1, %ymm@1
  vaesenc %ymm@8, %ymm@5, %ymm@5
  vaesenc %ymm@8, %ymm@6, %ymm@6
  vaesenc %ymm@8, %ymm@7, %ymm@7
  vmovdqu 224(%r10), %ymm@9
  vpshufb %ymm@10, %ymm@9, %ymm@9
  vpclmulqdq $0, 224(%rdx), %ymm@9, %ymm@15
  vpxor %ymm@15, %ymm@12, %ymm@12
  vpclmulqdq $17, 224(%rdx), %ymm@9, %ymm@15
  vpxor %ymm@15, %ymm@14, %ymm@14
  vpshufd $78, %ymm@9, %ymm@15
  vpxor %ymm@15, %ymm@9, %ymm@9
  vpclmulqdq $0, 224(%rsi), %ymm@9, %ymm@15
  vpxor %ymm@15, %ymm@13, %ymm@13
  vbroadcasti128 128(%r15), %ymm@8
  vaesenc %ymm@8, %ymm@0, %ymm@0
  vaesenc %ymm@8, %ymm@4, %ymm@4
  vaesenc %ymm@8, %ymm@3, %ymm@3
  vaesenc %ymm@8, %ymm@2, %ymm@2
  vaesenc %ymm@8, %ymm@1, %ymm@1
  vaesenc %ymm@8, %ymm@5, %ymm@5
  vaesenc %ymm@8, %ymm@6, %ymm@6
  vaesenc %ymm@8, %ymm@7, %ymm@7
  vpxor %ymm@12, %ymm@13, %ymm@13
  vpxor %ymm@14, %ymm@13, %ymm@13
  vpclmulqdq $0, (%r8), %ymm@12, %ymm@15
  vpshufd $78, %ymm@12, %ymm@12
  vpxor %ymm@12, %ymm@13, %ymm@13
  vpxor %ymm@15, %ymm@13, %ymm@13
  vbroadcasti128 144(%r15), %ymm@8
  vaesenc %ymm@8, %ymm@0, %ymm@0
  vaesenc %ymm@8, %ymm@4, %ymm@4
  vaesenc %ymm@8, %ymm@3, %ymm@3
  vaesenc %ymm@8, %ymm@2, %ymm@2
  vaesenc %ymm@8, %ymm@1, %ymm@1
  vaesenc %ymm@8, %ymm@5, %ymm@5
  vaesenc %ymm@8, %ymm@6, %ymm@6
  vaesenc %ymm@8, %ymm@7, %ymm@7
  vpclmulqdq $0, (%r8), %ymm@13, %ymm@15
  vpshufd $78, %ymm@13, %ymm@13
  vpxor %ymm@13, %ymm@14, %ymm@14
  vpxor %ymm@15, %ymm@14, %ymm@14
  vbroadcasti128 160(%r15), %ymm@8
  vaesenc %ymm@8, %ymm@0, %ymm@0
  vaesenc %ymm@8, %ymm@4, %ymm@4
  vaesenc %ymm@8, %ymm@3, %ymm@3
  vaesenc %ymm@8, %ymm@2, %ymm@2
  vaesenc %ymm@8, %ymm@1, %ymm@1
  vaesenc %ymm@8, %ymm@5, %ymm@5
  vaesenc %ymm@8, %ymm@6, %ymm@6
  vaesenc %ymm@8, %ymm@7, %ymm@7
  vextracti128 $1, %ymm@14, %xmm@15
  vpxor %xmm@15, %xmm@14, %xmm@12
  vbroadcasti128 176(%r15), %ymm@8
  vaesenc %ymm@8, %ymm@0, %ymm@0
  vaesenc %ymm@8, %ymm@4, %ymm@4
  vaesenc %ymm@8, %ymm@3, %ymm@3
  vaesenc %ymm@8, %ymm@2, %ymm@2
  vaesenc %ymm@8, %ymm@1, %ymm@1
  vaesenc %ymm@8, %ymm@5, %ymm@5
  vaesenc %ymm@8, %ymm@6, %ymm@6
  vaesenc %ymm@8, %ymm@7, %ymm@7
  vbroadcasti128 192(%r15), %ymm@8
  vaesenc %ymm@8, %ymm@0, %ymm@0
  vaesenc %ymm@8, %ymm@4, %ymm@4
  vaesenc %ymm@8, %ymm@3, %ymm@3
  vaesenc %ymm@8, %ymm@2, %ymm@2
  vaesenc %ymm@8, %ymm@1, %ymm@1
  vaesenc %ymm@8, %ymm@5, %ymm@5
  vaesenc %ymm@8, %ymm@6, %ymm@6
  vaesenc %ymm@8, %ymm@7, %ymm@7
  vbroadcasti128 208(%r15), %ymm@8
  vaesenc %ymm@8, %ymm@0, %ymm@0
  vaesenc %ymm@8, %ymm@4, %ymm@4
  vaesenc %ymm@8, %ymm@3, %ymm@3
  vaesenc %ymm@8, %ymm@2, %ymm@2
  vaesenc %ymm@8, %ymm@1, %ymm@1
  vaesenc %ymm@8, %ymm@5, %ymm@5
  vaesenc %ymm@8, %ymm@6, %ymm@6
  vaesenc %ymm@8, %ymm@7, %ymm@7
  vbroadcasti128 224(%r15), %ymm@8
  vpxor (%rcx), %ymm@8, %ymm@13
  vpxor 32(%rcx), %ymm@8, %ymm@14
  vpxor 64(%rcx), %ymm@8, %ymm@9
  vpxor 96(%rcx), %ymm@8, %ymm@15
  vaesenclast %ymm@13, %ymm@0, %ymm@0
  vaesenclast %ymm@14, %ymm@4, %ymm@4
  vaesenclast %ymm@9, %ymm@3, %ymm@3
  vaesenclast %ymm@15, %ymm@2, %ymm@2
  vmovdqu %ymm@0, (%r11)
  vmovdqu %ymm@4, 32(%r11)
  vmovdqu %ymm@3, 64(%r11)
  vmovdqu %ymm@2, 96(%r11)
  vmovdqu %ymm@0, (%r10)
  vmovdqu %ymm@4, 32(%r10)
  vmovdqu %ymm@3, 64(%r10)
  vmovdqu %ymm@2, 96(%r10)
  vpxor 128(%rcx), %ymm@8, %ymm@13
  vpxor 160(%rcx), %ymm@8, %ymm@14
  vpxor 192(%rcx), %ymm@8, %ymm@9
  vpxor 224(%rcx), %ymm@8, %ymm@15
  vaesenclast %ymm@13, %ymm@1, %ymm@1
  vaesenclast %ymm@14, %ymm@5, %ymm@5
  vaesenclast %ymm@9, %ymm@6, %ymm@6
  vaesenclast %ymm@15, %ymm@7, %ymm@7
  vmovdqu %ymm@1, 128(%r11)
  vmovdqu %ymm@5, 160(%r11)
  vmovdqu %ymm@6, 192(%r11)
  vmovdqu %ymm@7, 224(%r11)
  vmovdqu %ymm@1, 128(%r10)
  vmovdqu %ymm@5, 160(%r10)
  vmovdqu %ymm@6, 192(%r10)
  vmovdqu %ymm@7, 224(%r10)
  addq $256, %rcx
  addq $256, %r11
  decq %rdi
  jne C16
  vmovdqa 32(%rsp), %ymm@9
  vmovdqu 64(%rsp), %ymm@0
  vmovdqu 96(%rsp), %ymm@4
  vmovdqu 128(%rsp), %ymm@3
  vmovdqu 160(%rsp), %ymm@2
  vmovdqa 320(%rsp), %ymm@10
  vpshufb %ymm@10, %ymm@0, %ymm@8
  vpshufb %ymm@10, %ymm@4, %ymm@7
  vpshufb %ymm@10, %ymm@3, %ymm@6
  vpshufb %ymm@10, %ymm@2, %ymm@5
  vmovdqu 192(%rsp), %ymm@0
  vpshufb %ymm@10, %ymm@0, %ymm@1
  vmovdqu 224(%rsp), %ymm@0
  vpshufb %ymm@10, %ymm@0, %ymm@2
  vmovdqu 256(%rsp), %ymm@0
  vpshufb %ymm@10, %ymm@0, %ymm@3
  vmovdqu 288(%rsp), %ymm@0
  vpshufb %ymm@10, %ymm@0, %ymm@0
  vpermq $68, %ymm@11, %ymm@15
L3:
  vmovdqa %xmm@12, %xmm@4
  vpxor %ymm@4, %ymm@8, %ymm@4
  vmovdqa 384(%rsp), %ymm@8
  vmovdqa 416(%rsp), %ymm@10
  vpclmulqdq $0, %ymm@8, %ymm@4, %ymm@11
  vpclmulqdq $17, %ymm@8, %ymm@4, %ymm@12
  vpclmulqdq $1, %ymm@8, %ymm@4, %ymm@13
  vpclmulqdq $16, %ymm@8, %ymm@4, %ymm@4
  vpxor %ymm@4, %ymm@13, %ymm@4
  vpclmulqdq $0, %ymm@10, %ymm@7, %ymm@8
  vpclmulqdq $17, %ymm@10, %ymm@7, %ymm@13
  vpclmulqdq $1, %ymm@10, %ymm@7, %ymm@14
  vpclmulqdq $16, %ymm@10, %ymm@7, %ymm@7
  vmovdqa 448(%rsp), %ymm@10
  vpxor %ymm@7, %ymm@14, %ymm@7
  vpclmulqdq $0, %ymm@10, %ymm@6, %ymm@14
  vpxor %ymm@14, %ymm@8, %ymm@8
  vpxor %ymm@11, %ymm@8, %ymm@8
  vpclmulqdq $17, %ymm@10, %ymm@6, %ymm@11
  vpxor %ymm@11, %ymm@13, %ymm@11
  vpxor %ymm@12, %ymm@11, %ymm@11
  vpclmulqdq $1, %ymm@10, %ymm@6, %ymm@12
  vpxor %ymm@7, %ymm@12, %ymm@7
  vmovdqa 480(%rsp), %ymm@12
  vpxor %ymm@7, %ymm@4, %ymm@4
  vpclmulqdq $16, %ymm@10, %ymm@6, %ymm@6
  vpclmulqdq $0, %ymm@12, %ymm@5, %ymm@7
  vpclmulqdq $1, %ymm@12, %ymm@5, %ymm@10
  vpxor %ymm@6, %ymm@10, %ymm@6
  vpclmulqdq $17, %ymm@12, %ymm@5, %ymm@10
  vpclmulqdq $16, %ymm@12, %ymm@5, %ymm@5
  vpxor %ymm@5, %ymm@6, %ymm@5
  vmovdqa 512(%rsp), %ymm@6
  vpclmulqdq $0, %ymm@6, %ymm@1, %ymm@12
  vpxor %ymm@7, %ymm@12, %ymm@7
  vpclmulqdq $17, %ymm@6, %ymm@1, %ymm@12
  vpxor %ymm@12, %ymm@10, %ymm@10
  vpclmulqdq $1, %ymm@6, %ymm@1, %ymm@12
  vpxor %ymm@5, %ymm@12, %ymm@5
  vpxor %ymm@5, %ymm@4, %ymm@4
  vpclmulqdq $16, %ymm@6, %ymm@1, %ymm@1
  vmovdqa 544(%rsp), %ymm@5
  vpclmulqdq $0, %ymm@5, %ymm@2, %ymm@6
  vpxor %ymm@6, %ymm@7, %ymm@6
  vpxor %ymm@6, %ymm@8, %ymm@6
  vpclmulqdq $17, %ymm@5, %ymm@2, %ymm@7
  vpxor %ymm@7, %ymm@10, %ymm@7
  vpxor %ymm@7, %ymm@11, %ymm@7
  vpclmulqdq $1, %ymm@5, %ymm@2, %ymm@8
  vpxor %ymm@1, %ymm@8, %ymm@1
  vpclmulqdq $16, %ymm@5, %ymm@2, %ymm@2
  vpxor %ymm@2, %ymm@1, %ymm@2
  vmovdqa 576(%rsp), %ymm@1
  vpclmulqdq $0, %ymm@1, %ymm@3, %ymm@5
  vpclmulqdq $1, %ymm@1, %ymm@3, %ymm@8
  vpxor %ymm@2, %ymm@8, %ymm@2
  vpclmulqdq $17, %ymm@1, %ymm@3, %ymm@8
  vpclmulqdq $16, %ymm@1, %ymm@3, %ymm@3
  vpxor %ymm@3, %ymm@2, %ymm@3
  vpxor %ymm@3, %ymm@4, %ymm@4
  vmovdqa 608(%rsp), %ymm@3
  vpclmulqdq $0, %ymm@3, %ymm@0, %ymm@2
  vpxor %ymm@2, %ymm@5, %ymm@2
  vpxor %ymm@2, %ymm@6, %ymm@2
  vpclmulqdq $17, %ymm@3, %ymm@0, %ymm@1
  vpxor %ymm@1, %ymm@8, %ymm@1
  vpxor %ymm@1, %ymm@7, %ymm@1
  vpclmulqdq $1, %ymm@3, %ymm@0, %ymm@5
  vpclmulqdq $16, %ymm@3, %ymm@0, %ymm@0
  vpxor %ymm@0, %ymm@5, %ymm@0
  vpxor %ymm@0, %ymm@4, %ymm@0
  vpslldq $8, %ymm@0, %ymm@4
  vpxor %ymm@4, %ymm@2, %ymm@4
  vpsrldq $8, %ymm@0, %ymm@0
  vpxor %ymm@0, %ymm@1, %ymm@0
  vpclmulqdq $0, %ymm@9, %ymm@4, %ymm@3
  vpshufd $78, %ymm@4, %ymm@4
  vpxor %ymm@4, %ymm@3, %ymm@4
  vpclmulqdq $0, %ymm@9, %ymm@4, %ymm@3
  vpshufd $78, %ymm@4, %ymm@4
  vpxor %ymm@4, %ymm@0, %ymm@0
  vpxor %ymm@3, %ymm@0, %ymm@0
  vextracti128 $1, %ymm@0, %xmm@4
  vpxor %xmm@0, %xmm@4, %xmm@0
L4:
  shlq $4, %rax
  vmovdqa %xmm@15, 64(%rsp)
  vmovdqa %xmm@0, 352(%rsp)
  leaq 64(%rsp), %rcx
  leaq 352(%rsp), %r8
  movq %r12, %rdi
  movq %r15, %rsi
  movq %r14, %rdx
  movq %r13, %r9
  pushq %rbx
  pushq %rax
  vzeroupper
  callq *hw_gcm::arch::x86_64::aesni_clmul::rest_after_avx(%rip)
  addq $16, %rsp
  leaq -40(%rbp), %rsp
  popq %rbx
  popq %r12
  popq %r13
  popq %r14
  popq %r15
  popq %rbp
  retq
L1:
  leaq C17(%rip), %rdi
  leaq C18(%rip), %rdx
  movl $45, %esi
  vzeroupper
  callq *core::option::expect_failed(%rip)
L5:
  leaq C19(%rip), %rcx
  xorl %edi, %edi
  vzeroupper
  callq *core::slice::index::slice_index_fail(%rip)
== hw_gcm::arch::x86_64::vaes_avx512::crypt#0
  pushq %rbp
  movq %rsp, %rbp
  pushq %r15
  pushq %r14
  pushq %r13
  pushq %r12
  pushq %rbx
  andq $-64, %rsp
  subq $448, %rsp
  movq %rdx, %r11
  vmovq (%rdx), %xmm@0
  vpinsrd $2, 8(%rdx), %xmm@0, %xmm@0
  vpblendd $8, C0(%rip), %xmm@0, %xmm@1
  vpxor (%rsi), %xmm@1, %xmm@0
  vaesenc 16(%rsi), %xmm@0, %xmm@0
  vaesenc 32(%rsi), %xmm@0, %xmm@0
  vaesenc 48(%rsi), %xmm@0, %xmm@0
  movq %r9, %rbx
  vaesenc 64(%rsi), %xmm@0, %xmm@0
  movq %r8, %r15
  vaesenc 80(%rsi), %xmm@0, %xmm@0
  movq %rcx, %r14
  vaesenc 96(%rsi), %xmm@0, %xmm@0
  vaesenc 112(%rsi), %xmm@0, %xmm@0
  leaq 240(%rsi), %rdx
  vaesenc 128(%rsi), %xmm@0, %xmm@0
  vmovdqu64 240(%rsi), %zmm@2
  vaesenc 144(%rsi), %xmm@0, %xmm@0
  vmovdqu64 304(%rsi), %zmm@3
  vaesenc 160(%rsi), %xmm@0, %xmm@0
  movq (%r9), %r10
  vaesenc 176(%rsi), %xmm@0, %xmm@0
  movq 8(%r9), %r12
  vaesenc 192(%rsi), %xmm@0, %xmm@0
  movq %r12, %r13
  vaesenc 208(%rsi), %xmm@0, %xmm@0
  shrq $8, %r13
  vaesenclast 224(%rsi), %xmm@0, %xmm@0
  vmovdqa %xmm@0, 96(%rsp)
  movq $0, 88(%rsp)
  movq $1, 80(%rsp)
  testq %r8, %r8
  je L0
  cmpq $65, %r15
  jae L1
  movq $-1, %rax
  movq $-1, %r8
  movl %r15d, %ecx
  shlq %cl, %r8
  cmpq $64, %r15
  notq %r8
  cmoveq %rax, %r8
  kmovq %r8, %k1
  vmovdqu8 (%r14), %zmm@0 {%k1} {z}
  vpshufb C1(%rip), %zmm@0, %zmm@0
  leal 15(%r15), %eax
  shrl $3, %eax
  andl $30, %eax
  movl $8, %ecx
  subq %rax, %rcx
  vpbroadcastq %rcx, %zmm@4
  vpaddq C2(%rip), %zmm@4, %zmm@4
  vpxor %xmm@5, %xmm@5, %xmm@5
  vpermi2q %zmm@5, %zmm@3, %zmm@4
  vpclmulqdq $0, %zmm@4, %zmm@0, %zmm@5
  vpclmulqdq $17, %zmm@4, %zmm@0, %zmm@6
  vpclmulqdq $1, %zmm@4, %zmm@0, %zmm@7
  vpclmulqdq $16, %zmm@4, %zmm@0, %zmm@0
  vpxorq %zmm@7, %zmm@0, %zmm@0
  vpslldq $8, %zmm@0, %zmm@4
  vpxord %zmm@5, %zmm@4, %zmm@4
  vpsrldq $8, %zmm@0, %zmm@0
  vpxorq %zmm@0, %zmm@6, %zmm@0
  vpbroadcastq C3(%rip), %zmm@5
  vpclmulqdq $0, %zmm@5, %zmm@4, %zmm@6
  vpshufd $78, %zmm@4, %zmm@4
  vpxorq %zmm@4, %zmm@6, %zmm@4
  vpclmulqdq $0, %zmm@5, %zmm@4, %zmm@5
  vpshufd $78, %zmm@4, %zmm@4
  vpternlogq $150, %zmm@5, %zmm@0, %zmm@4
  vextracti64x4 $1, %zmm@4, %ymm@0
  vpxor %ymm@4, %ymm@0, %ymm@0
  vextracti128 $1, %ymm@0, %xmm@4
  vpxor %xmm@0, %xmm@4, %xmm@8
  testq %r13, %r13
  jne L2
  jmp L3
L0:
  vpxor %xmm@8, %xmm@8, %xmm@8
  testq %r13, %r13
  je L3
L2:
  vpshufb C4(%rip), %xmm@1, %xmm@0
  vpaddd C5(%rip), %xmm@0, %xmm@0
  vshufi64x2 $0, %zmm@0, %zmm@0, %zmm@0
  vpaddd C6(%rip), %zmm@0, %zmm@0
  vshufi64x2 $0, %zmm@2, %zmm@2, %zmm@4
  vpclmulqdq $0, %zmm@4, %zmm@2, %zmm@5
  vpclmulqdq $17, %zmm@4, %zmm@2, %zmm@6
  vpclmulqdq $1, %zmm@4, %zmm@2, %zmm@7
  vpclmulqdq $16, %zmm@4, %zmm@2, %zmm@1
  vpxorq %zmm@7, %zmm@1, %zmm@7
  vpslldq $8, %zmm@7, %zmm@1
  vpxord %zmm@5, %zmm@1, %zmm@5
  vpsrldq $8, %zmm@7, %zmm@7
  vpxorq %zmm@7, %zmm@6, %zmm@6
  vpbroadcastq C3(%rip), %zmm@7
  vpclmulqdq $0, %zmm@7, %zmm@5, %zmm@1
  vpshufd $78, %zmm@5, %zmm@5
  vpxorq %zmm@5, %zmm@1, %zmm@5
  vpclmulqdq $0, %zmm@7, %zmm@5, %zmm@1
  vpshufd $78, %zmm@5, %zmm@9
  vpternlogq $150, %zmm@1, %zmm@6, %zmm@9
  vpclmulqdq $0, %zmm@4, %zmm@3, %zmm@5
  vpclmulqdq $17, %zmm@4, %zmm@3, %zmm@6
  vpclmulqdq $1, %zmm@4, %zmm@3, %zmm@1
  vpclmulqdq $16, %zmm@4, %zmm@3, %zmm@4
  vpxorq %zmm@1, %zmm@4, %zmm@4
  vpslldq $8, %zmm@4, %zmm@1
  vpxord %zmm@5, %zmm@1, %zmm@5
  vpsrldq $8, %zmm@4, %zmm@4
  vpxorq %zmm@4, %zmm@6, %zmm@4
  vpclmulqdq $0, %zmm@7, %zmm@5, %zmm@6
  vpshufd $78, %zmm@5, %zmm@5
  vpxorq %zmm@5, %zmm@6, %zmm@5
  vpclmulqdq $0, %zmm@7, %zmm@5, %zmm@6
  vpshufd $78, %zmm@5, %zmm@10
  vpternlogq $150, %zmm@6, %zmm@4, %zmm@10
  vpshufb C1(%rip), %zmm@0, %zmm@11
  vmovdqa %xmm@8, %xmm@8
  vpunpcklqdq %zmm@10, %zmm@9, %zmm@0
  vpunpckhqdq %zmm@10, %zmm@9, %zmm@4
  vpxorq %zmm@4, %zmm@0, %zmm@0
  vpunpcklqdq %zmm@3, %zmm@2, %zmm@4
  vpunpckhqdq %zmm@3, %zmm@2, %zmm@5
  vpxorq %zmm@5, %zmm@4, %zmm@4
  vmovdqa64 %zmm@0, 128(%rsp)
  vmovdqa64 %zmm@4, 192(%rsp)
  movq hw_polyval::arch::x86_64::vaes_avx512::AVX512_LOOP_CONSTS(%rip), %rax
  leaq 128(%rsp), %rcx
  movl $2, %r8d
  vpxor %xmm@7, %xmm@7, %xmm@7
  movq %r10, %r9
  vxorpd %xmm@1, %xmm@1, %xmm@1
  vxorps %xmm@12, %xmm@12, %xmm@12
  vxorps %xmm@13, %xmm@13, %xmm@13
  testq %r13, %r13
  je C7
  vbroadcasti32x4 (%rsi), %zmm@14
  vbroadcasti32x4 224(%rsi), %zmm@15
  vbroadcasti32x4 80(%rsi), %zmm@16
  vbroadcasti32x4 96(%rsi), %zmm@17
  vbroadcasti32x4 112(%rsi), %zmm@18
  vbroadcasti32x4 128(%rsi), %zmm@19
  vbroadcasti32x4 144(%rsi), %zmm@20
  vbroadcasti32x4 160(%rsi), %zmm@21
  vbroadcasti32x4 176(%rsi), %zmm@22
  vbroadcasti32x4 192(%rsi), %zmm@23
  vbroadcasti32x4 208(%rsi), %zmm@24
  vbroadcasti32x4 16(%rsi), %zmm@25
  vbroadcasti32x4 32(%rsi), %zmm@26
  vmovdqu64 (%r10), %zmm@7
  vmovdqu64 64(%r10), %zmm@1
  vmovdqu64 128(%r10), %zmm@12
  vmovdqu64 192(%r10), %zmm@13
  vpshufb 128(%rax), %zmm@7, %zmm@7
  vpshufb 128(%rax), %zmm@1, %zmm@1
  vpshufb 128(%rax), %zmm@12, %zmm@12
  vpshufb 128(%rax), %zmm@13, %zmm@13
  cmpb $237, %r8b
  jae C8
  vpaddd 192(%rax), %zmm@11, %zmm@4
  vpxorq %zmm@14, %zmm@11, %zmm@0
  vpaddd 192(%rax), %zmm@4, %zmm@5
  vpxorq %zmm@14, %zmm@4, %zmm@4
  vpaddd 192(%rax), %zmm@5, %zmm@6
  vpxorq %zmm@14, %zmm@5, %zmm@5
  vpaddd 192(%rax), %zmm@6, %zmm@11
  vpxorq %zmm@14, %zmm@6, %zmm@6
  vpxorq %zmm@8, %zmm@7, %zmm@27
  vpclmulqdq $0, %zmm@9, %zmm@27, %zmm@28
  vpclmulqdq $17, %zmm@9, %zmm@27, %zmm@29
  vpunpcklqdq %zmm@1, %zmm@27, %zmm@30
  vpunpckhqdq %zmm@1, %zmm@27, %zmm@27
  vaesenc %zmm@25, %zmm@0, %zmm@0
  vaesenc %zmm@25, %zmm@4, %zmm@4
  vaesenc %zmm@25, %zmm@5, %zmm@5
  vaesenc %zmm@25, %zmm@6, %zmm@6
  vpxorq %zmm@27, %zmm@30, %zmm@27
  vpclmulqdq $0, (%rcx), %zmm@27, %zmm@30
  vpclmulqdq $17, (%rcx), %zmm@27, %zmm@27
  vpxorq %zmm@27, %zmm@30, %zmm@30
  vaesenc %zmm@26, %zmm@0, %zmm@0
  vaesenc %zmm@26, %zmm@4, %zmm@4
  vaesenc %zmm@26, %zmm@5, %zmm@5
  vaesenc %zmm@26, %zmm@6, %zmm@6
  vpclmulqdq $0, %zmm@10, %zmm@1, %zmm@27
  vpclmulqdq $0, %zmm@2, %zmm@12, %zmm@31
  vpternlogq $150, %zmm@31, %zmm@27, %zmm@28
  vbroadcasti32x4 48(%rsi), %zmm@31
  vaesenc %zmm@31, %zmm@0, %zmm@0
  vaesenc %zmm@31, %zmm@4, %zmm@4
  vaesenc %zmm@31, %zmm@5, %zmm@5
  vaesenc %zmm@31, %zmm@6, %zmm@6
  vpclmulqdq $17, %zmm@10, %zmm@1, %zmm@27
  vpclmulqdq $17, %zmm@2, %zmm@12, %zmm@31
  vpternlogq $150, %zmm@31, %zmm@27, %zmm@29
  vbroadcasti32x4 64(%rsi), %zmm@31
  vaesenc %zmm@31, %zmm@0, %zmm@0
  vaesenc %zmm@31, %zmm@4, %zmm@4
  vaesenc %zmm@31, %zmm@5, %zmm@5
  vaesenc %zmm@31, %zmm@6, %zmm@6
  vpunpcklqdq %zmm@13, %zmm@12, %zmm@27
  vpunpckhqdq %zmm@13, %zmm@12, %zmm@31
  vpxorq %zmm@31, %zmm@27, %zmm@27
  vaesenc %zmm@16, %zmm@0, %zmm@0
  vaesenc %zmm@16, %zmm@4, %zmm@4
  vaesenc %zmm@16, %zmm@5, %zmm@5
  vaesenc %zmm@16, %zmm@6, %zmm@6
  vpclmulqdq $0, 64(%rcx), %zmm@27, %zmm@31
  vpclmulqdq $17, 64(%rcx), %zmm@27, %zmm@27
  vpternlogq $150, %zmm@31, %zmm@27, %zmm@30
  vaesenc %zmm@17, %zmm@0, %zmm@0
  vaesenc %zmm@17, %zmm@4, %zmm@4
  vaesenc %zmm@17, %zmm@5, %zmm@5
  vaesenc %zmm@17, %zmm@6, %zmm@6
  vpclmulqdq $0, %zmm@3, %zmm@13, %zmm@27
  vpxorq %zmm@27, %zmm@28, %zmm@28
  vpclmulqdq $17, %zmm@3, %zmm@13, %zmm@31
  vpxorq %zmm@31, %zmm@29, %zmm@29
  vaesenc %zmm@18, %zmm@0, %zmm@0
  vaesenc %zmm@18, %zmm@4, %zmm@4
  vaesenc %zmm@18, %zmm@5, %zmm@5
  vaesenc %zmm@18, %zmm@6, %zmm@6
  vpternlogq $150, %zmm@29, %zmm@28, %zmm@30
  vaesenc %zmm@19, %zmm@0, %zmm@0
  vaesenc %zmm@19, %zmm@4, %zmm@4
  vaesenc %zmm@19, %zmm@5, %zmm@5
  vaesenc %zmm@19, %zmm@6, %zmm@6
  vpclmulqdq $0, (%rax), %zmm@28, %zmm@27
  vpshufd $78, %zmm@28, %zmm@28
  vpternlogq $150, %zmm@27, %zmm@28, %zmm@30
  vaesenc %zmm@20, %zmm@0, %zmm@0
  vaesenc %zmm@20, %zmm@4, %zmm@4
  vaesenc %zmm@20, %zmm@5, %zmm@5
  vaesenc %zmm@20, %zmm@6, %zmm@6
  vpclmulqdq $0, (%rax), %zmm@30, %zmm@27
  vpshufd $78, %zmm@30, %zmm@30
  vpternlogq $150, %zmm@27, %zmm@30, %zmm@29
  vaesenc %zmm@21, %zmm@0, %zmm@0
  vaesenc %zmm@21, %zmm@4, %zmm@4
  vaesenc %zmm@21, %zmm@5, %zmm@5
  vaesenc %zmm@21, %zmm@6, %zmm@6
  vextracti64x4 $1, %zmm@29, %ymm@27
  vpxorq %ymm@27, %ymm@29, %ymm@29
  vaesenc %zmm@22, %zmm@0, %zmm@0
  vaesenc %zmm@22, %zmm@4, %zmm@4
  vaesenc %zmm@22, %zmm@5, %zmm@5
  vaesenc %zmm@22, %zmm@6, %zmm@6
  vextracti32x4 $1, %ymm@29, %xmm@27
  vpxorq %xmm@27, %xmm@29, %xmm@8
  vpshufb 128(%rax), %zmm@7, %zmm@28
  vpshufb 128(%rax), %zmm@1, %zmm@30
  vpxorq %zmm@15, %zmm@28, %zmm@28
  vpxorq %zmm@15, %zmm@30, %zmm@30
  vaesenc %zmm@23, %zmm@0, %zmm@0
  vaesenc %zmm@23, %zmm@4, %zmm@4
  vaesenc %zmm@23, %zmm@5, %zmm@5
  vaesenc %zmm@23, %zmm@6, %zmm@6
  vaesenc %zmm@24, %zmm@0, %zmm@0
  vaesenc %zmm@24, %zmm@4, %zmm@4
  vaesenc %zmm@24, %zmm@5, %zmm@5
  vaesenc %zmm@24, %zmm@6, %zmm@6
  vpshufb 128(%rax), %zmm@12, %zmm@27
  vpshufb 128(%rax), %zmm@13, %zmm@31
  vpxorq %zmm@15, %zmm@27, %zmm@27
  vpxorq %zmm@15, %zmm@31, %zmm@31
  vaesenclast %zmm@28, %zmm@0, %zmm@0
  vaesenclast %zmm@30, %zmm@4, %zmm@4
  vaesenclast %zmm@27, %zmm@5, %zmm@5
  vaesenclast %zmm@31, %zmm@6, %zmm@6
  vmovdqu64 %zmm@0, (%r9)
  vmovdqu64 %zmm@4, 64(%r9)
  vmovdqu64 %zmm@5, 128(%r9)
  vmovdqu64 %zmm@6, 192(%r9)
  addq $256, %r10
  addq $256, %r9
  addl $16, %r8d
  decq %r13
  jne C9
  jmp C7
  vpshufb 128(%rax), %zmm@11, %zmm@27
  vpxorq %zmm@14, %zmm@11, %zmm@0
  vpaddd 64(%rax), %zmm@27, %zmm@27
  vpshufb 128(%rax), %zmm@27, %zmm@4
  vpaddd 64(%rax), %zmm@27, %zmm@27
  vpshufb 128(%rax), %zmm@27, %zmm@5
  vpaddd 64(%rax), %zmm@27, %zmm@27
  vpshufb 128(%rax), %zmm@27, %zmm@6
  vpaddd 64(%rax), %zmm@27, %zmm@27
  vpshufb 128(%rax), %zmm@27, %zmm@11
  vpxorq %zmm@14, %zmm@4, %zmm@4
  vpxorq %zmm@14, %zmm@5, %zmm@5
  vpxorq %zmm@14, %zmm@6, %zmm@6
  jmp C10
L3:
  andq $-256, %r12
  vmovdqa %xmm@8, 144(%rsp)
  movq $0, 136(%rsp)
  movq $1, 128(%rsp)
  leaq 80(%rsp), %rax
  leaq 128(%rsp), %r10
  movq %r11, %rcx
  movq %r14, %r8
  movq %r15, %r9
  pushq %rax
  pushq %r10
  pushq %r12
  pushq %rbx
  vzeroupper
  callq *hw_gcm::arch::x86_64::vaes_avx512::finish(%rip)
  addq $32, %rsp
  leaq -40(%rbp), %rsp
  popq %rbx
  popq %r12
  popq %r13
  popq %r14
  popq %r15
  popq %rbp
  retq
L1:
  vpxor %xmm@0, %xmm@0, %xmm@0
  vmovdqa %xmm@0, 128(%rsp)
  leaq 112(%rsp), %rax
  leaq 128(%rsp), %rcx
  movq %rdi, 56(%rsp)
  movq %rax, %rdi
  movq %rsi, 40(%rsp)
  movq %rdx, %rsi
  movq %rbx, 48(%rsp)
  movq %rdx, 32(%rsp)
  movq %rcx, %rdx
  movq %r14, %rcx
  movq %r15, %r8
  movq %r14, 24(%rsp)
  movq %r15, %r14
  movq %r11, %r15
  movq %r12, %rbx
  movq %r10, %r12
  vmovdqa64 %zmm@2, 320(%rsp)
  vmovdqa64 %zmm@3, 256(%rsp)
  vmovdqa %xmm@1, 64(%rsp)
  vzeroupper
  callq hw_polyval::arch::x86_64::aesni_clmul::absorb_padded
  vmovdqa 64(%rsp), %xmm@1
  vmovdqa64 256(%rsp), %zmm@3
  vmovdqa64 320(%rsp), %zmm@2
  movq %r12, %r10
  movq %rbx, %r12
  movq %r15, %r11
  movq %r14, %r15
  movq 24(%rsp), %r14
  movq 56(%rsp), %rdi
  movq 32(%rsp), %rdx
  movq 48(%rsp), %rbx
  movq 40(%rsp), %rsi
  vmovdqa 112(%rsp), %xmm@8
  testq %r13, %r13
  jne L2
  jmp L3
== hw_gcm::arch::x86_64::vaes_avx512::crypt#1
  pushq %rbp
  movq %rsp, %rbp
  pushq %r15
  pushq %r14
  pushq %r13
  pushq %r12
  pushq %rbx
  andq $-64, %rsp
  subq $448, %rsp
  movq %rdx, %r11
  vmovq (%rdx), %xmm@0
  vpinsrd $2, 8(%rdx), %xmm@0, %xmm@0
  vpblendd $8, C0(%rip), %xmm@0, %xmm@1
  vpxor (%rsi), %xmm@1, %xmm@0
  vaesenc 16(%rsi), %xmm@0, %xmm@0
  vaesenc 32(%rsi), %xmm@0, %xmm@0
  vaesenc 48(%rsi), %xmm@0, %xmm@0
  movq %r9, %rbx
  vaesenc 64(%rsi), %xmm@0, %xmm@0
  movq %r8, %r9
  vaesenc 80(%rsi), %xmm@0, %xmm@0
  movq %rcx, %r8
  vaesenc 96(%rsi), %xmm@0, %xmm@0
  movq %rdi, %r12
  vaesenc 112(%rsi), %xmm@0, %xmm@0
  leaq 240(%rsi), %r14
  vaesenc 128(%rsi), %xmm@0, %xmm@0
  vmovdqu64 240(%rsi), %zmm@2
  vaesenc 144(%rsi), %xmm@0, %xmm@0
  vmovdqu64 304(%rsi), %zmm@3
  vaesenc 160(%rsi), %xmm@0, %xmm@0
  movq (%rbx), %r10
  vaesenc 176(%rsi), %xmm@0, %xmm@0
  movq 8(%rbx), %r15
  vaesenc 192(%rsi), %xmm@0, %xmm@0
  movq %r15, %r13
  vaesenc 208(%rsi), %xmm@0, %xmm@0
  shrq $8, %r13
  vaesenclast 224(%rsi), %xmm@0, %xmm@0
  vmovdqa %xmm@0, 112(%rsp)
  movq $0, 104(%rsp)
  movq $1, 96(%rsp)
  testq %r9, %r9
  je L0
  cmpq $65, %r9
  jae L1
  movq $-1, %rax
  movq $-1, %rdx
  movl %r9d, %ecx
  shlq %cl, %rdx
  cmpq $64, %r9
  notq %rdx
  cmoveq %rax, %rdx
  kmovq %rdx, %k1
  vmovdqu8 (%r8), %zmm@0 {%k1} {z}
  vpshufb C1(%rip), %zmm@0, %zmm@0
  leal 15(%r9), %eax
  shrl $3, %eax
  andl $30, %eax
  movl $8, %ecx
  subq %rax, %rcx
  vpbroadcastq %rcx, %zmm@4
  vpaddq C2(%rip), %zmm@4, %zmm@4
  vpxor %xmm@5, %xmm@5, %xmm@5
  vpermi2q %zmm@5, %zmm@3, %zmm@4
  vpclmulqdq $0, %zmm@4, %zmm@0, %zmm@5
  vpclmulqdq $17, %zmm@4, %zmm@0, %zmm@6
  vpclmulqdq $1, %zmm@4, %zmm@0, %zmm@7
  vpclmulqdq $16, %zmm@4, %zmm@0, %zmm@0
  vpxorq %zmm@7, %zmm@0, %zmm@0
  vpslldq $8, %zmm@0, %zmm@4
  vpxord %zmm@5, %zmm@4, %zmm@4
  vpsrldq $8, %zmm@0, %zmm@0
  vpbroadcastq C3(%rip), %zmm@5
  vpxorq %zmm@0, %zmm@6, %zmm@0
  vpclmulqdq $0, %zmm@5, %zmm@4, %zmm@6
  vpshufd $78, %zmm@4, %zmm@4
  vpxorq %zmm@4, %zmm@6, %zmm@4
  vpclmulqdq $0, %zmm@5, %zmm@4, %zmm@5
  vpshufd $78, %zmm@4, %zmm@4
  vpternlogq $150, %zmm@5, %zmm@0, %zmm@4
  vextracti64x4 $1, %zmm@4, %ymm@0
  vpxor %ymm@4, %ymm@0, %ymm@0
  vextracti128 $1, %ymm@0, %xmm@4
  vpxor %xmm@0, %xmm@4, %xmm@0
  vmovdqa %xmm@0, 16(%rsp)
  testq %r13, %r13
  jne L2
  jmp L3
L0:
  vpxor %xmm@0, %xmm@0, %xmm@0
  vmovdqa %xmm@0, 16(%rsp)
  testq %r13, %r13
  je L3
L2:
  andq $-256, %r15
  movq 24(%rbx), %rdx
  cmpq %rdx, %r15
  ja L4
  vpshufb C4(%rip), %xmm@1, %xmm@0
  vpaddd C5(%rip), %xmm@0, %xmm@0
  vshufi64x2 $0, %zmm@0, %zmm@0, %zmm@0
  vpaddd C6(%rip), %zmm@0, %zmm@0
  vshufi64x2 $0, %zmm@2, %zmm@2, %zmm@4
  vpclmulqdq $17, %zmm@4, %zmm@3, %zmm@5
  vpclmulqdq $16, %zmm@4, %zmm@3, %zmm@6
  vpclmulqdq $1, %zmm@4, %zmm@3, %zmm@7
  vpxorq %zmm@6, %zmm@7, %zmm@6
  vpsrldq $8, %zmm@6, %zmm@7
  vpxorq %zmm@7, %zmm@5, %zmm@5
  vpslldq $8, %zmm@6, %zmm@6
  vpclmulqdq $0, %zmm@4, %zmm@3, %zmm@7
  vpxord %zmm@7, %zmm@6, %zmm@6
  vpbroadcastq C3(%rip), %zmm@7
  vpshufd $78, %zmm@6, %zmm@1
  vpclmulqdq $0, %zmm@7, %zmm@6, %zmm@6
  vpxorq %zmm@1, %zmm@6, %zmm@6
  vpshufd $78, %zmm@6, %zmm@1
  vpclmulqdq $0, %zmm@7, %zmm@6, %zmm@8
  vpternlogq $150, %zmm@1, %zmm@5, %zmm@8
  vpclmulqdq $17, %zmm@4, %zmm@2, %zmm@5
  vpclmulqdq $16, %zmm@4, %zmm@2, %zmm@6
  vpclmulqdq $1, %zmm@4, %zmm@2, %zmm@1
  vpxorq %zmm@6, %zmm@1, %zmm@6
  vpsrldq $8, %zmm@6, %zmm@1
  vpxorq %zmm@1, %zmm@5, %zmm@5
  vpslldq $8, %zmm@6, %zmm@6
  vpclmulqdq $0, %zmm@4, %zmm@2, %zmm@4
  vpxord %zmm@4, %zmm@6, %zmm@4
  vpshufd $78, %zmm@4, %zmm@6
  vpclmulqdq $0, %zmm@7, %zmm@4, %zmm@4
  vpxorq %zmm@6, %zmm@4, %zmm@4
  vpshufd $78, %zmm@4, %zmm@6
  vpclmulqdq $0, %zmm@7, %zmm@4, %zmm@9
  vpternlogq $150, %zmm@6, %zmm@5, %zmm@9
  movq 16(%rbx), %rax
  vpshufb C1(%rip), %zmm@0, %zmm@10
  vmovaps 16(%rsp), %xmm@11
  vpunpcklqdq %zmm@8, %zmm@9, %zmm@0
  vpunpckhqdq %zmm@8, %zmm@9, %zmm@4
  vpxorq %zmm@4, %zmm@0, %zmm@0
  vpunpcklqdq %zmm@3, %zmm@2, %zmm@4
  vpunpckhqdq %zmm@3, %zmm@2, %zmm@5
  vpxorq %zmm@5, %zmm@4, %zmm@4
  vmovdqa64 %zmm@0, 128(%rsp)
  vmovdqa64 %zmm@4, 192(%rsp)
  movq hw_polyval::arch::x86_64::vaes_avx512::AVX512_LOOP_CONSTS(%rip), %rcx
  leaq 128(%rsp), %rdx
  movl $2, %edi
  vpxor %xmm@7, %xmm@7, %xmm@7
  vxorpd %xmm@1, %xmm@1, %xmm@1
  vxorps %xmm@12, %xmm@12, %xmm@12
  vxorps %xmm@13, %xmm@13, %xmm@13
  testq %r13, %r13
  je C7
  vbroadcasti32x4 (%rsi), %zmm@14
  vbroadcasti32x4 224(%rsi), %zmm@15
  vbroadcasti32x4 80(%rsi), %zmm@16
  vbroadcasti32x4 96(%rsi), %zmm@17
  vbroadcasti32x4 112(%rsi), %zmm@18
  vbroadcasti32x4 128(%rsi), %zmm@19
  vbroadcasti32x4 144(%rsi), %zmm@20
  vbroadcasti32x4 160(%rsi), %zmm@21
  vbroadcasti32x4 176(%rsi), %zmm@22
  vbroadcasti32x4 192(%rsi), %zmm@23
  vbroadcasti32x4 208(%rsi), %zmm@24
  vbroadcasti32x4 16(%rsi), %zmm@25
  vbroadcasti32x4 32(%rsi), %zmm@26
  vmovdqu64 (%r10), %zmm@7
  vmovdqu64 64(%r10), %zmm@1
  vmovdqu64 128(%r10), %zmm@12
  vmovdqu64 192(%r10), %zmm@13
  vpshufb 128(%rcx), %zmm@7, %zmm@7
  vpshufb 128(%rcx), %zmm@1, %zmm@1
  vpshufb 128(%rcx), %zmm@12, %zmm@12
  vpshufb 128(%rcx), %zmm@13, %zmm@13
  cmpb $237, %dil
  jae C8
  vpaddd 192(%rcx), %zmm@10, %zmm@4
  vpxorq %zmm@14, %zmm@10, %zmm@0
  vpaddd 192(%rcx), %zmm@4, %zmm@5
  vpxorq %zmm@14, %zmm@4, %zmm@4
  vpaddd 192(%rcx), %zmm@5, %zmm@6
  vpxorq %zmm@14, %zmm@5, %zmm@5
  vpaddd 192(%rcx), %zmm@6, %zmm@10
  vpxorq %zmm@14, %zmm@6, %zmm@6
  vpxorq %zmm@11, %zmm@7, %zmm@27
  vpclmulqdq $0, %zmm@9, %zmm@27, %zmm@28
  vpclmulqdq $17, %zmm@9, %zmm@27, %zmm@29
  vpunpcklqdq %zmm@1, %zmm@27, %zmm@30
  vpunpckhqdq %zmm@1, %zmm@27, %zmm@27
  vaesenc %zmm@25, %zmm@0, %zmm@0
  vaesenc %zmm@25, %zmm@4, %zmm@4
  vaesenc %zmm@25, %zmm@5, %zmm@5
  vaesenc %zmm@25, %zmm@6, %zmm@6
  vpxorq %zmm@27, %zmm@30, %zmm@27
  vpclmulqdq $0, (%rdx), %zmm@27, %zmm@30
  vpclmulqdq $17, (%rdx), %zmm@27, %zmm@27
  vpxorq %zmm@27, %zmm@30, %zmm@30
  vaesenc %zmm@26, %zmm@0, %zmm@0
  vaesenc %zmm@26, %zmm@4, %zmm@4
  vaesenc %zmm@26, %zmm@5, %zmm@5
  vaesenc %zmm@26, %zmm@6, %zmm@6
  vpclmulqdq $0, %zmm@8, %zmm@1, %zmm@27
  vpclmulqdq $0, %zmm@2, %zmm@12, %zmm@31
  vpternlogq $150, %zmm@31, %zmm@27, %zmm@28
  vbroadcasti32x4 48(%rsi), %zmm@31
  vaesenc %zmm@31, %zmm@0, %zmm@0
  vaesenc %zmm@31, %zmm@4, %zmm@4
  vaesenc %zmm@31, %zmm@5, %zmm@5
  vaesenc %zmm@31, %zmm@6, %zmm@6
  vpclmulqdq $17, %zmm@8, %zmm@1, %zmm@27
  vpclmulqdq $17, %zmm@2, %zmm@12, %zmm@31
  vpternlogq $150, %zmm@31, %zmm@27, %zmm@29
  vbroadcasti32x4 64(%rsi), %zmm@31
  vaesenc %zmm@31, %zmm@0, %zmm@0
  vaesenc %zmm@31, %zmm@4, %zmm@4
  vaesenc %zmm@31, %zmm@5, %zmm@5
  vaesenc %zmm@31, %zmm@6, %zmm@6
  vpunpcklqdq %zmm@13, %zmm@12, %zmm@27
  vpunpckhqdq %zmm@13, %zmm@12, %zmm@31
  vpxorq %zmm@31, %zmm@27, %zmm@27
  vaesenc %zmm@16, %zmm@0, %zmm@0
  vaesenc %zmm@16, %zmm@4, %zmm@4
  vaesenc %zmm@16, %zmm@5, %zmm@5
  vaesenc %zmm@16, %zmm@6, %zmm@6
  vpclmulqdq $0, 64(%rdx), %zmm@27, %zmm@31
  vpclmulqdq $17, 64(%rdx), %zmm@27, %zmm@27
  vpternlogq $150, %zmm@31, %zmm@27, %zmm@30
  vaesenc %zmm@17, %zmm@0, %zmm@0
  vaesenc %zmm@17, %zmm@4, %zmm@4
  vaesenc %zmm@17, %zmm@5, %zmm@5
  vaesenc %zmm@17, %zmm@6, %zmm@6
  vpclmulqdq $0, %zmm@3, %zmm@13, %zmm@27
  vpxorq %zmm@27, %zmm@28, %zmm@28
  vpclmulqdq $17, %zmm@3, %zmm@13, %zmm@31
  vpxorq %zmm@31, %zmm@29, %zmm@29
  vaesenc %zmm@18, %zmm@0, %zmm@0
  vaesenc %zmm@18, %zmm@4, %zmm@4
  vaesenc %zmm@18, %zmm@5, %zmm@5
  vaesenc %zmm@18, %zmm@6, %zmm@6
  vpternlogq $150, %zmm@29, %zmm@28, %zmm@30
  vaesenc %zmm@19, %zmm@0, %zmm@0
  vaesenc %zmm@19, %zmm@4, %zmm@4
  vaesenc %zmm@19, %zmm@5, %zmm@5
  vaesenc %zmm@19, %zmm@6, %zmm@6
  vpclmulqdq $0, (%rcx), %zmm@28, %zmm@27
  vpshufd $78, %zmm@28, %zmm@28
  vpternlogq $150, %zmm@27, %zmm@28, %zmm@30
  vaesenc %zmm@20, %zmm@0, %zmm@0
  vaesenc %zmm@20, %zmm@4, %zmm@4
  vaesenc %zmm@20, %zmm@5, %zmm@5
  vaesenc %zmm@20, %zmm@6, %zmm@6
  vpclmulqdq $0, (%rcx), %zmm@30, %zmm@27
  vpshufd $78, %zmm@30, %zmm@30
  vpternlogq $150, %zmm@27, %zmm@30, %zmm@29
  vaesenc %zmm@21, %zmm@0, %zmm@0
  vaesenc %zmm@21, %zmm@4, %zmm@4
  vaesenc %zmm@21, %zmm@5, %zmm@5
  vaesenc %zmm@21, %zmm@6, %zmm@6
  vextracti64x4 $1, %zmm@29, %ymm@27
  vpxorq %ymm@27, %ymm@29, %ymm@29
  vaesenc %zmm@22, %zmm@0, %zmm@0
  vaesenc %zmm@22, %zmm@4, %zmm@4
  vaesenc %zmm@22, %zmm@5, %zmm@5
  vaesenc %zmm@22, %zmm@6, %zmm@6
  vextracti32x4 $1, %ymm@29, %xmm@27
  vpxorq %xmm@27, %xmm@29, %xmm@11
  vpshufb 128(%rcx), %zmm@7, %zmm@28
  vpshufb 128(%rcx), %zmm@1, %zmm@30
  vpxorq %zmm@15, %zmm@28, %zmm@28
  vpxorq %zmm@15, %zmm@30, %zmm@30
  vaesenc %zmm@23, %zmm@0, %zmm@0
  vaesenc %zmm@23, %zmm@4, %zmm@4
  vaesenc %zmm@23, %zmm@5, %zmm@5
  vaesenc %zmm@23, %zmm@6, %zmm@6
  vaesenc %zmm@24, %zmm@0, %zmm@0
  vaesenc %zmm@24, %zmm@4, %zmm@4
  vaesenc %zmm@24, %zmm@5, %zmm@5
  vaesenc %zmm@24, %zmm@6, %zmm@6
  vpshufb 128(%rcx), %zmm@12, %zmm@27
  vpshufb 128(%rcx), %zmm@13, %zmm@31
  vpxorq %zmm@15, %zmm@27, %zmm@27
  vpxorq %zmm@15, %zmm@31, %zmm@31
  vaesenclast %zmm@28, %zmm@0, %zmm@0
  vaesenclast %zmm@30, %zmm@4, %zmm@4
  vaesenclast %zmm@27, %zmm@5, %zmm@5
  vaesenclast %zmm@31, %zmm@6, %zmm@6
  vmovdqu64 %zmm@0, (%rax)
  vmovdqu64 %zmm@4, 64(%rax)
  vmovdqu64 %zmm@5, 128(%rax)
  vmovdqu64 %zmm@6, 192(%rax)
  addq $256, %r10
  addq $256, %rax
  addl $16, %edi
  decq %r13
  jne C9
  jmp C7
  vpshufb 128(%rcx), %zmm@10, %zmm@27
  vpxorq %zmm@14, %zmm@10, %zmm@0
  vpaddd 64(%rcx), %zmm@27, %zmm@27
  vpshufb 128(%rcx), %zmm@27, %zmm@4
  vpaddd 64(%rcx), %zmm@27, %zmm@27
  vpshufb 128(%rcx), %zmm@27, %zmm@5
  vpaddd 64(%rcx), %zmm@27, %zmm@27
  vpshufb 128(%rcx), %zmm@27, %zmm@6
  vpaddd 64(%rcx), %zmm@27, %zmm@27
  vpshufb 128(%rcx), %zmm@27, %zmm@10
  vpxorq %zmm@14, %zmm@4, %zmm@4
  vpxorq %zmm@14, %zmm@5, %zmm@5
  vpxorq %zmm@14, %zmm@6, %zmm@6
  jmp C10
  jmp L5
L1:
  vpxor %xmm@0, %xmm@0, %xmm@0
  vmovdqa %xmm@0, 128(%rsp)
  leaq 16(%rsp), %rdi
  leaq 128(%rsp), %rdx
  movq %rbx, 72(%rsp)
  movq %rsi, 64(%rsp)
  movq %r14, %rsi
  movq %r8, %rcx
  movq %r8, %rbx
  movq %r9, %r8
  movq %r15, 56(%rsp)
  movq %r11, %r15
  movq %r12, 48(%rsp)
  movq %r14, 40(%rsp)
  movq %r9, %r14
  movq %r10, %r12
  vmovdqa64 %zmm@2, 320(%rsp)
  vmovdqa64 %zmm@3, 256(%rsp)
  vmovdqa %xmm@1, 80(%rsp)
  vzeroupper
  callq hw_polyval::arch::x86_64::aesni_clmul::absorb_padded
  vmovdqa 80(%rsp), %xmm@1
  vmovdqa64 256(%rsp), %zmm@3
  vmovdqa64 320(%rsp), %zmm@2
  movq %r12, %r10
  movq %rbx, %r8
  movq %r14, %r9
  movq 40(%rsp), %r14
  movq 48(%rsp), %r12
  movq %r15, %r11
  movq 56(%rsp), %r15
  movq 64(%rsp), %rsi
  movq 72(%rsp), %rbx
  testq %r13, %r13
  jne L2
L3:
  vmovaps 16(%rsp), %xmm@11
  xorl %r15d, %r15d
L5:
  vmovaps %xmm@11, 144(%rsp)
  movq $0, 136(%rsp)
  movq $1, 128(%rsp)
  leaq 96(%rsp), %rax
  leaq 128(%rsp), %r10
  movq %r12, %rdi
  movq %r14, %rdx
  movq %r11, %rcx
  pushq %rax
  pushq %r10
  pushq %r15
  pushq %rbx
  vzeroupper
  callq *hw_gcm::arch::x86_64::vaes_avx512::finish(%rip)
  addq $32, %rsp
  leaq -40(%rbp), %rsp
  popq %rbx
  popq %r12
  popq %r13
  popq %r14
  popq %r15
  popq %rbp
  retq
L4:
  leaq C11(%rip), %rcx
  xorl %edi, %edi
  movq %r15, %rsi
  vzeroupper
  callq *core::slice::index::slice_index_fail(%rip)
== hw_gcm::arch::x86_64::vaes_avx512::crypt#2
  pushq %rbp
  movq %rsp, %rbp
  pushq %r15
  pushq %r14
  pushq %r13
  pushq %r12
  pushq %rbx
  andq $-64, %rsp
  subq $512, %rsp
  movq %r9, %r11
  movq %r8, %r13
  movq %rcx, %r12
  movq %rdx, %rbx
  leaq 240(%rsi), %rdx
  vmovdqu64 240(%rsi), %zmm@0
  vmovq (%rbx), %xmm@1
  vpinsrd $2, 8(%rbx), %xmm@1, %xmm@2
  vmovdqu64 304(%rsi), %zmm@3
  movq (%r9), %r15
  movq 8(%r9), %r14
  movq %r14, %r10
  shrq $8, %r10
  vpxor %xmm@1, %xmm@1, %xmm@1
  vmovdqa %xmm@1, 288(%rsp)
  testq %r8, %r8
  je L0
  cmpq $65, %r13
  jae L1
  movq $-1, %rax
  movq $-1, %r8
  movl %r13d, %ecx
  shlq %cl, %r8
  cmpq $64, %r13
  notq %r8
  cmoveq %rax, %r8
  kmovq %r8, %k1
  vmovdqu8 (%r12), %zmm@1 {%k1} {z}
  vpshufb C0(%rip), %zmm@1, %zmm@1
  leal 15(%r13), %eax
  shrl $3, %eax
  andl $30, %eax
  movl $8, %ecx
  subq %rax, %rcx
  vpbroadcastq %rcx, %zmm@4
  vpaddq C1(%rip), %zmm@4, %zmm@4
  vpxor %xmm@5, %xmm@5, %xmm@5
  vpermi2q %zmm@5, %zmm@3, %zmm@4
  vpclmulqdq $0, %zmm@4, %zmm@1, %zmm@5
  vpclmulqdq $17, %zmm@4, %zmm@1, %zmm@6
  vpclmulqdq $1, %zmm@4, %zmm@1, %zmm@7
  vpclmulqdq $16, %zmm@4, %zmm@1, %zmm@1
  vpxorq %zmm@7, %zmm@1, %zmm@1
  vpslldq $8, %zmm@1, %zmm@4
  vpxord %zmm@5, %zmm@4, %zmm@4
  vpsrldq $8, %zmm@1, %zmm@1
  vpbroadcastq C2(%rip), %zmm@5
  vpxorq %zmm@1, %zmm@6, %zmm@1
  vpclmulqdq $0, %zmm@5, %zmm@4, %zmm@6
  vpshufd $78, %zmm@4, %zmm@4
  vpxorq %zmm@4, %zmm@6, %zmm@4
  vpclmulqdq $0, %zmm@5, %zmm@4, %zmm@5
  vpshufd $78, %zmm@4, %zmm@4
  vpternlogq $150, %zmm@5, %zmm@1, %zmm@4
  vextracti64x4 $1, %zmm@4, %ymm@1
  vpxor %ymm@4, %ymm@1, %ymm@1
  vextracti128 $1, %ymm@1, %xmm@4
  vpxor %xmm@1, %xmm@4, %xmm@1
L0:
  vmovdqa %xmm@1, 48(%rsp)
  testq %r10, %r10
  je L2
L3:
  cmpq $255, %r14
  jbe L4
  valignd $3, C3(%rip){1to4}, %xmm@2, %xmm@1
  vpshufb C4(%rip), %xmm@1, %xmm@1
  vpaddd C5(%rip), %xmm@1, %xmm@1
  vshufi64x2 $0, %zmm@1, %zmm@1, %zmm@1
  vpaddd C6(%rip), %zmm@1, %zmm@7
  vshufi64x2 $0, %zmm@0, %zmm@0, %zmm@4
  vpclmulqdq $0, %zmm@4, %zmm@0, %zmm@5
  vpclmulqdq $17, %zmm@4, %zmm@0, %zmm@6
  vpclmulqdq $1, %zmm@4, %zmm@0, %zmm@2
  vpclmulqdq $16, %zmm@4, %zmm@0, %zmm@8
  vpxorq %zmm@2, %zmm@8, %zmm@2
  vpslldq $8, %zmm@2, %zmm@8
  vpxord %zmm@5, %zmm@8, %zmm@5
  vpsrldq $8, %zmm@2, %zmm@2
  vpbroadcastq C2(%rip), %zmm@9
  vpxorq %zmm@2, %zmm@6, %zmm@6
  vpclmulqdq $0, %zmm@9, %zmm@5, %zmm@2
  vpshufd $78, %zmm@5, %zmm@5
  vpxorq %zmm@5, %zmm@2, %zmm@5
  vpclmulqdq $0, %zmm@9, %zmm@5, %zmm@2
  vpshufd $78, %zmm@5, %zmm@10
  vpternlogq $150, %zmm@2, %zmm@6, %zmm@10
  vpclmulqdq $0, %zmm@4, %zmm@3, %zmm@5
  vpclmulqdq $17, %zmm@4, %zmm@3, %zmm@6
  vpclmulqdq $1, %zmm@4, %zmm@3, %zmm@2
  vpclmulqdq $16, %zmm@4, %zmm@3, %zmm@4
  vpxorq %zmm@2, %zmm@4, %zmm@4
  vpslldq $8, %zmm@4, %zmm@2
  vpxord %zmm@5, %zmm@2, %zmm@5
  vpsrldq $8, %zmm@4, %zmm@4
  vpxorq %zmm@4, %zmm@6, %zmm@4
  vpclmulqdq $0, %zmm@9, %zmm@5, %zmm@6
  vpshufd $78, %zmm@5, %zmm@5
  vbroadcasti32x4 (%rsi), %zmm@2
  vpxorq %zmm@5, %zmm@6, %zmm@6
  vmovdqa64 C0(%rip), %zmm@5
  vpshufb %zmm@5, %zmm@7, %zmm@7
  vpxord %zmm@7, %zmm@2, %zmm@7
  vpaddd C7(%rip), %zmm@1, %zmm@8
  vpshufb %zmm@5, %zmm@8, %zmm@8
  vpxord %zmm@8, %zmm@2, %zmm@8
  vpaddd C8(%rip), %zmm@1, %zmm@11
  vpshufb %zmm@5, %zmm@11, %zmm@11
  vpxord %zmm@11, %zmm@2, %zmm@11
  vpaddd C9(%rip), %zmm@1, %zmm@12
  vpshufb %zmm@5, %zmm@12, %zmm@12
  vpxord %zmm@12, %zmm@2, %zmm@2
  vbroadcasti32x4 16(%rsi), %zmm@12
  vaesenc %zmm@12, %zmm@7, %zmm@7
  vaesenc %zmm@12, %zmm@8, %zmm@8
  vaesenc %zmm@12, %zmm@11, %zmm@11
  vaesenc %zmm@12, %zmm@2, %zmm@2
  vbroadcasti32x4 32(%rsi), %zmm@12
  vaesenc %zmm@12, %zmm@7, %zmm@7
  vaesenc %zmm@12, %zmm@8, %zmm@8
  vaesenc %zmm@12, %zmm@11, %zmm@11
  vaesenc %zmm@12, %zmm@2, %zmm@2
  vbroadcasti32x4 48(%rsi), %zmm@12
  vaesenc %zmm@12, %zmm@7, %zmm@7
  vaesenc %zmm@12, %zmm@8, %zmm@8
  vaesenc %zmm@12, %zmm@11, %zmm@11
  vaesenc %zmm@12, %zmm@2, %zmm@2
  vbroadcasti32x4 64(%rsi), %zmm@12
  vaesenc %zmm@12, %zmm@7, %zmm@7
  vaesenc %zmm@12, %zmm@8, %zmm@8
  vaesenc %zmm@12, %zmm@11, %zmm@11
  vaesenc %zmm@12, %zmm@2, %zmm@2
  vbroadcasti32x4 80(%rsi), %zmm@12
  vaesenc %zmm@12, %zmm@7, %zmm@7
  vaesenc %zmm@12, %zmm@8, %zmm@8
  vaesenc %zmm@12, %zmm@11, %zmm@11
  vaesenc %zmm@12, %zmm@2, %zmm@2
  vbroadcasti32x4 96(%rsi), %zmm@12
  vaesenc %zmm@12, %zmm@7, %zmm@7
  vaesenc %zmm@12, %zmm@8, %zmm@8
  vaesenc %zmm@12, %zmm@11, %zmm@11
  vaesenc %zmm@12, %zmm@2, %zmm@2
  vbroadcasti32x4 112(%rsi), %zmm@12
  vaesenc %zmm@12, %zmm@7, %zmm@7
  vaesenc %zmm@12, %zmm@8, %zmm@8
  vaesenc %zmm@12, %zmm@11, %zmm@11
  vaesenc %zmm@12, %zmm@2, %zmm@2
  vbroadcasti32x4 128(%rsi), %zmm@12
  vaesenc %zmm@12, %zmm@7, %zmm@7
  vaesenc %zmm@12, %zmm@8, %zmm@8
  vaesenc %zmm@12, %zmm@11, %zmm@11
  vaesenc %zmm@12, %zmm@2, %zmm@2
  vbroadcasti32x4 144(%rsi), %zmm@12
  vaesenc %zmm@12, %zmm@7, %zmm@7
  vaesenc %zmm@12, %zmm@8, %zmm@8
  vaesenc %zmm@12, %zmm@11, %zmm@11
  vaesenc %zmm@12, %zmm@2, %zmm@2
  vbroadcasti32x4 160(%rsi), %zmm@12
  vaesenc %zmm@12, %zmm@7, %zmm@7
  vaesenc %zmm@12, %zmm@8, %zmm@8
  vaesenc %zmm@12, %zmm@11, %zmm@11
  vaesenc %zmm@12, %zmm@2, %zmm@2
  vbroadcasti32x4 176(%rsi), %zmm@12
  vaesenc %zmm@12, %zmm@7, %zmm@7
  vaesenc %zmm@12, %zmm@8, %zmm@8
  vaesenc %zmm@12, %zmm@11, %zmm@11
  vaesenc %zmm@12, %zmm@2, %zmm@2
  vbroadcasti32x4 192(%rsi), %zmm@12
  vaesenc %zmm@12, %zmm@7, %zmm@7
  vaesenc %zmm@12, %zmm@8, %zmm@8
  vaesenc %zmm@12, %zmm@11, %zmm@11
  vaesenc %zmm@12, %zmm@2, %zmm@2
  vbroadcasti32x4 208(%rsi), %zmm@12
  vaesenc %zmm@12, %zmm@7, %zmm@7
  vaesenc %zmm@12, %zmm@8, %zmm@8
  vaesenc %zmm@12, %zmm@11, %zmm@11
  vaesenc %zmm@12, %zmm@2, %zmm@2
  vbroadcasti32x4 224(%rsi), %zmm@12
  vaesenclast %zmm@12, %zmm@7, %zmm@7
  vaesenclast %zmm@12, %zmm@8, %zmm@8
  vaesenclast %zmm@12, %zmm@11, %zmm@11
  vaesenclast %zmm@12, %zmm@2, %zmm@2
  vpclmulqdq $0, %zmm@9, %zmm@6, %zmm@12
  vpshufd $78, %zmm@6, %zmm@13
  vpxord (%r15), %zmm@7, %zmm@6
  vpxord 64(%r15), %zmm@8, %zmm@7
  vpxord 128(%r15), %zmm@11, %zmm@8
  vpternlogq $150, %zmm@12, %zmm@4, %zmm@13
  vpxord 192(%r15), %zmm@2, %zmm@11
  vmovdqu64 %zmm@6, (%r15)
  vpshufb %zmm@5, %zmm@6, %zmm@4
  vmovdqu64 %zmm@7, 64(%r15)
  vpshufb %zmm@5, %zmm@7, %zmm@2
  vmovdqu64 %zmm@8, 128(%r15)
  vpshufb %zmm@5, %zmm@8, %zmm@8
  vmovdqu64 %zmm@11, 192(%r15)
  vpshufb %zmm@5, %zmm@11, %zmm@11
  cmpq $1, %r10
  jne L5
  vmovdqa 48(%rsp), %xmm@1
  vpxorq %zmm@4, %zmm@1, %zmm@7
  jmp L6
L1:
  vmovdqa %xmm@1, 128(%rsp)
  leaq 48(%rsp), %rax
  leaq 128(%rsp), %rcx
  movq %rdi, 104(%rsp)
  movq %rax, %rdi
  movq %rsi, 96(%rsp)
  movq %rdx, %rsi
  movq %rbx, 88(%rsp)
  movq %rdx, 80(%rsp)
  movq %rcx, %rdx
  movq %r12, %rcx
  movq %r13, %r8
  movq %r14, 72(%rsp)
  movq %r12, %r14
  movq %r13, %r12
  movq %r11, %r13
  vmovdqa64 %zmm@3, 384(%rsp)
  vmovdqa64 %zmm@0, 320(%rsp)
  movq %r10, %rbx
  vmovdqa %xmm@2, 112(%rsp)
  vzeroupper
  callq hw_polyval::arch::x86_64::aesni_clmul::absorb_padded
  vmovdqa 112(%rsp), %xmm@2
  movq %rbx, %r10
  vmovdqa64 320(%rsp), %zmm@0
  vmovdqa64 384(%rsp), %zmm@3
  movq %r13, %r11
  movq %r12, %r13
  movq %r14, %r12
  movq 72(%rsp), %r14
  movq 104(%rsp), %rdi
  movq 80(%rsp), %rdx
  movq 88(%rsp), %rbx
  movq 96(%rsp), %rsi
  testq %r10, %r10
  jne L3
L2:
  vmovdqa 48(%rsp), %xmm@1
  jmp L7
L5:
  decq %r10
  movq %r10, %rax
  shlq $8, %rax
  leaq -256(%r14), %r8
  cmpq %r8, %rax
  ja L8
  vpaddd C10(%rip), %zmm@1, %zmm@1
  addq $256, %r15
  vpshufb C0(%rip), %zmm@1, %zmm@14
  vmovdqa 48(%rsp), %xmm@12
  vpunpcklqdq %zmm@13, %zmm@10, %zmm@1
  vpunpckhqdq %zmm@13, %zmm@10, %zmm@5
  vpxorq %zmm@5, %zmm@1, %zmm@1
  vpunpcklqdq %zmm@3, %zmm@0, %zmm@5
  vpunpckhqdq %zmm@3, %zmm@0, %zmm@6
  vpxorq %zmm@6, %zmm@5, %zmm@5
  vmovdqa64 %zmm@1, 128(%rsp)
  vmovdqa64 %zmm@5, 192(%rsp)
  vpxorq %zmm@4, %zmm@12, %zmm@7
  movq hw_polyval::arch::x86_64::vaes_avx512::AVX512_LOOP_CONSTS(%rip), %rax
  leaq 128(%rsp), %rcx
  movl $18, %r8d
  movq %r15, %r9
  testq %r10, %r10
  je C11
  vbroadcasti32x4 (%rsi), %zmm@15
  vbroadcasti32x4 224(%rsi), %zmm@16
  vbroadcasti32x4 80(%rsi), %zmm@17
  vbroadcasti32x4 96(%rsi), %zmm@18
  vbroadcasti32x4 112(%rsi), %zmm@19
  vbroadcasti32x4 128(%rsi), %zmm@20
  vbroadcasti32x4 144(%rsi), %zmm@21
  vbroadcasti32x4 160(%rsi), %zmm@22
  vbroadcasti32x4 176(%rsi), %zmm@23
  vbroadcasti32x4 192(%rsi), %zmm@24
  vbroadcasti32x4 208(%rsi), %zmm@25
  vmovdqa64 128(%rax), %zmm@9
  vmovdqa64 192(%rax), %zmm@26
  cmpb $237, %r8b
  jae C12
  vpaddd %zmm@26, %zmm@14, %zmm@4
  vpxorq %zmm@15, %zmm@14, %zmm@1
  vpaddd %zmm@26, %zmm@4, %zmm@5
  vpxorq %zmm@15, %zmm@4, %zmm@4
  vpaddd %zmm@26, %zmm@5, %zmm@6
  vpxorq %zmm@15, %zmm@5, %zmm@5
  vpaddd %zmm@26, %zmm@6, %zmm@14
  vpxorq %zmm@15, %zmm@6, %zmm@6
  vpclmulqdq $0, %zmm@10, %zmm@7, %zmm@27
  vpclmulqdq $17, %zmm@10, %zmm@7, %zmm@28
  vpunpcklqdq %zmm@2, %zmm@7, %zmm@29
  vpunpckhqdq %zmm@2, %zmm@7, %zmm@30
  vbroadcasti32x4 16(%rsi), %zmm@31
  vaesenc %zmm@31, %zmm@1, %zmm@1
  vaesenc %zmm@31, %zmm@4, %zmm@4
  vaesenc %zmm@31, %zmm@5, %zmm@5
  vaesenc %zmm@31, %zmm@6, %zmm@6
  vpxorq %zmm@30, %zmm@29, %zmm@30
  vpclmulqdq $0, (%rcx), %zmm@30, %zmm@29
  vpclmulqdq $17, (%rcx), %zmm@30, %zmm@30
  vpxorq %zmm@30, %zmm@29, %zmm@29
  vbroadcasti32x4 32(%rsi), %zmm@31
  vaesenc %zmm@31, %zmm@1, %zmm@1
  vaesenc %zmm@31, %zmm@4, %zmm@4
  vaesenc %zmm@31, %zmm@5, %zmm@5
  vaesenc %zmm@31, %zmm@6, %zmm@6
  vpclmulqdq $0, %zmm@13, %zmm@2, %zmm@30
  vpclmulqdq $0, %zmm@0, %zmm@8, %zmm@31
  vpternlogq $150, %zmm@31, %zmm@30, %zmm@27
  vbroadcasti32x4 48(%rsi), %zmm@31
  vaesenc %zmm@31, %zmm@1, %zmm@1
  vaesenc %zmm@31, %zmm@4, %zmm@4
  vaesenc %zmm@31, %zmm@5, %zmm@5
  vaesenc %zmm@31, %zmm@6, %zmm@6
  vpclmulqdq $17, %zmm@13, %zmm@2, %zmm@30
  vpclmulqdq $17, %zmm@0, %zmm@8, %zmm@31
  vpternlogq $150, %zmm@31, %zmm@30, %zmm@28
  vbroadcasti32x4 64(%rsi), %zmm@31
  vaesenc %zmm@31, %zmm@1, %zmm@1
  vaesenc %zmm@31, %zmm@4, %zmm@4
  vaesenc %zmm@31, %zmm@5, %zmm@5
  vaesenc %zmm@31, %zmm@6, %zmm@6
  vpunpcklqdq %zmm@11, %zmm@8, %zmm@30
  vpunpckhqdq %zmm@11, %zmm@8, %zmm@31
  vpxorq %zmm@31, %zmm@30, %zmm@30
  vaesenc %zmm@17, %zmm@1, %zmm@1
  vaesenc %zmm@17, %zmm@4, %zmm@4
  vaesenc %zmm@17, %zmm@5, %zmm@5
  vaesenc %zmm@17, %zmm@6, %zmm@6
  vpclmulqdq $0, 64(%rcx), %zmm@30, %zmm@31
  vpclmulqdq $17, 64(%rcx), %zmm@30, %zmm@30
  vpternlogq $150, %zmm@31, %zmm@30, %zmm@29
  vaesenc %zmm@18, %zmm@1, %zmm@1
  vaesenc %zmm@18, %zmm@4, %zmm@4
  vaesenc %zmm@18, %zmm@5, %zmm@5
  vaesenc %zmm@18, %zmm@6, %zmm@6
  vpclmulqdq $0, %zmm@3, %zmm@11, %zmm@30
  vpxorq %zmm@30, %zmm@27, %zmm@27
  vpclmulqdq $17, %zmm@3, %zmm@11, %zmm@31
  vpxorq %zmm@31, %zmm@28, %zmm@28
  vaesenc %zmm@19, %zmm@1, %zmm@1
  vaesenc %zmm@19, %zmm@4, %zmm@4
  vaesenc %zmm@19, %zmm@5, %zmm@5
  vaesenc %zmm@19, %zmm@6, %zmm@6
  vpternlogq $150, %zmm@28, %zmm@27, %zmm@29
  vaesenc %zmm@20, %zmm@1, %zmm@1
  vaesenc %zmm@20, %zmm@4, %zmm@4
  vaesenc %zmm@20, %zmm@5, %zmm@5
  vaesenc %zmm@20, %zmm@6, %zmm@6
  vpclmulqdq $0, (%rax), %zmm@27, %zmm@30
  vpshufd $78, %zmm@27, %zmm@27
  vpternlogq $150, %zmm@30, %zmm@27, %zmm@29
  vaesenc %zmm@21, %zmm@1, %zmm@1
  vaesenc %zmm@21, %zmm@4, %zmm@4
  vaesenc %zmm@21, %zmm@5, %zmm@5
  vaesenc %zmm@21, %zmm@6, %zmm@6
  vpclmulqdq $0, (%rax), %zmm@29, %zmm@30
  vpshufd $78, %zmm@29, %zmm@29
  vpternlogq $150, %zmm@30, %zmm@29, %zmm@28
  vaesenc %zmm@22, %zmm@1, %zmm@1
  vaesenc %zmm@22, %zmm@4, %zmm@4
  vaesenc %zmm@22, %zmm@5, %zmm@5
  vaesenc %zmm@22, %zmm@6, %zmm@6
  vextracti64x4 $1, %zmm@28, %ymm@30
  vpxorq %ymm@30, %ymm@28, %ymm@28
  vaesenc %zmm@23, %zmm@1, %zmm@1
  vaesenc %zmm@23, %zmm@4, %zmm@4
  vaesenc %zmm@23, %zmm@5, %zmm@5
  vaesenc %zmm@23, %zmm@6, %zmm@6
  vextracti32x4 $1, %ymm@28, %xmm@30
  vpxorq %xmm@30, %xmm@28, %xmm@12
  vpxorq (%r15), %zmm@16, %zmm@27
  vpxorq 64(%r15), %zmm@16, %zmm@29
  vaesenc %zmm@24, %zmm@1, %zmm@1
  vaesenc %zmm@24, %zmm@4, %zmm@4
  vaesenc %zmm@24, %zmm@5, %zmm@5
  vaesenc %zmm@24, %zmm@6, %zmm@6
  vaesenc %zmm@25, %zmm@1, %zmm@1
  vaesenc %zmm@25, %zmm@4, %zmm@4
  vaesenc %zmm@25, %zmm@5, %zmm@5
  vaesenc %zmm@25, %zmm@6, %zmm@6
  vpxorq 128(%r15), %zmm@16, %zmm@30
  vpxorq 192(%r15), %zmm@16, %zmm@31
  vaesenclast %zmm@27, %zmm@1, %zmm@1
  vaesenclast %zmm@29, %zmm@4, %zmm@4
  vaesenclast %zmm@30, %zmm@5, %zmm@5
  vaesenclast %zmm@31, %zmm@6, %zmm@6
  vmovdqu64 %zmm@1, (%r9)
  vmovdqu64 %zmm@4, 64(%r9)
  vmovdqu64 %zmm@5, 128(%r9)
  vmovdqu64 %zmm@6, 192(%r9)
  vpshufb %zmm@9, %zmm@1, %zmm@7
  vpxorq %zmm@12, %zmm@7, %zmm@7
  vpshufb %zmm@9, %zmm@4, %zmm@2
  vpshufb %zmm@9, %zmm@5, %zmm@8
  vpshufb %zmm@9, %zmm@6, %zmm@11
  addq $256, %r15
  addq $256, %r9
  addl $16, %r8d
  decq %r10
  jne C13
  jmp C11
  vpshufb %zmm@9, %zmm@14, %zmm@30
  vpxorq %zmm@15, %zmm@14, %zmm@1
  vpaddd 64(%rax), %zmm@30, %zmm@30
  vpshufb %zmm@9, %zmm@30, %zmm@4
  vpaddd 64(%rax), %zmm@30, %zmm@30
  vpshufb %zmm@9, %zmm@30, %zmm@5
  vpaddd 64(%rax), %zmm@30, %zmm@30
  vpshufb %zmm@9, %zmm@30, %zmm@6
  vpaddd 64(%rax), %zmm@30, %zmm@30
  vpshufb %zmm@9, %zmm@30, %zmm@14
  vpxorq %zmm@15, %zmm@4, %zmm@4
  vpxorq %zmm@15, %zmm@5, %zmm@5
  vpxorq %zmm@15, %zmm@6, %zmm@6
  jmp C14
  vpbroadcastq C2(%rip), %zmm@9
L6:
  vpclmulqdq $0, %zmm@10, %zmm@7, %zmm@1
  vpclmulqdq $17, %zmm@10, %zmm@7, %zmm@4
  vpclmulqdq $1, %zmm@10, %zmm@7, %zmm@5
  vpclmulqdq $16, %zmm@10, %zmm@7, %zmm@6
  vpxorq %zmm@5, %zmm@6, %zmm@5
  vpclmulqdq $0, %zmm@13, %zmm@2, %zmm@6
  vpclmulqdq $17, %zmm@13, %zmm@2, %zmm@7
  vpclmulqdq $1, %zmm@13, %zmm@2, %zmm@12
  vpclmulqdq $16, %zmm@13, %zmm@2, %zmm@2
  vpternlogq $150, %zmm@12, %zmm@5, %zmm@2
  vpclmulqdq $0, %zmm@0, %zmm@8, %zmm@5
  vpternlogq $150, %zmm@1, %zmm@6, %zmm@5
  vpclmulqdq $17, %zmm@0, %zmm@8, %zmm@1
  vpternlogq $150, %zmm@4, %zmm@7, %zmm@1
  vpclmulqdq $1, %zmm@0, %zmm@8, %zmm@4
  vpclmulqdq $16, %zmm@0, %zmm@8, %zmm@6
  vpternlogq $150, %zmm@4, %zmm@2, %zmm@6
  vpclmulqdq $0, %zmm@3, %zmm@11, %zmm@4
  vpclmulqdq $17, %zmm@3, %zmm@11, %zmm@7
  vpclmulqdq $1, %zmm@3, %zmm@11, %zmm@2
  vpclmulqdq $16, %zmm@3, %zmm@11, %zmm@8
  vpternlogq $150, %zmm@2, %zmm@6, %zmm@8
  vpslldq $8, %zmm@8, %zmm@6
  vpternlogd $150, %zmm@4, %zmm@5, %zmm@6
  vpsrldq $8, %zmm@8, %zmm@4
  vpternlogq $150, %zmm@7, %zmm@1, %zmm@4
  vpclmulqdq $0, %zmm@9, %zmm@6, %zmm@1
  vpshufd $78, %zmm@6, %zmm@5
  vpxorq %zmm@5, %zmm@1, %zmm@1
  vpclmulqdq $0, %zmm@9, %zmm@1, %zmm@5
  vpshufd $78, %zmm@1, %zmm@1
  vpternlogq $150, %zmm@5, %zmm@4, %zmm@1
  vextracti64x4 $1, %zmm@1, %ymm@4
  vpxor %ymm@1, %ymm@4, %ymm@1
  vextracti128 $1, %ymm@1, %xmm@4
  vpxor %xmm@1, %xmm@4, %xmm@1
  vmovdqa %xmm@1, 48(%rsp)
L7:
  andq $-256, %r14
  vmovdqa %xmm@1, 144(%rsp)
  movq $0, 136(%rsp)
  movq $1, 128(%rsp)
  leaq 288(%rsp), %rax
  leaq 128(%rsp), %r10
  movq %rbx, %rcx
  movq %r12, %r8
  movq %r13, %r9
  pushq %rax
  pushq %r10
  pushq %r14
  pushq %r11
  vzeroupper
  callq *hw_gcm::arch::x86_64::vaes_avx512::finish(%rip)
  addq $32, %rsp
  leaq -40(%rbp), %rsp
  popq %rbx
  popq %r12
  popq %r13
  popq %r14
  popq %r15
  popq %rbp
  retq
L4:
  leaq C15(%rip), %rdi
  leaq C16(%rip), %rdx
  movl $45, %esi
  vzeroupper
  callq *core::option::expect_failed(%rip)
L8:
  leaq C17(%rip), %rcx
  xorl %edi, %edi
  movq %rax, %rsi
  movq %r8, %rdx
  vzeroupper
  callq *core::slice::index::slice_index_fail(%rip)
== hw_gcm::arch::x86_64::vaes_avx512::crypt#3
  pushq %rbp
  movq %rsp, %rbp
  pushq %r15
  pushq %r14
  pushq %r13
  pushq %r12
  pushq %rbx
  andq $-64, %rsp
  subq $512, %rsp
  movq %r9, %r11
  movq %r8, %r15
  movq %rcx, %r13
  movq %rdx, %rbx
  leaq 240(%rsi), %rdx
  vmovdqu64 240(%rsi), %zmm@0
  vmovq (%rbx), %xmm@1
  vpinsrd $2, 8(%rbx), %xmm@1, %xmm@2
  vmovdqu64 304(%rsi), %zmm@3
  movq (%r9), %r10
  movq 8(%r9), %r14
  movq %r14, %r12
  shrq $8, %r12
  vpxor %xmm@1, %xmm@1, %xmm@1
  vmovdqa %xmm@1, 416(%rsp)
  testq %r8, %r8
  je L0
  cmpq $65, %r15
  jae L1
  movq $-1, %rax
  movq $-1, %r8
  movl %r15d, %ecx
  shlq %cl, %r8
  cmpq $64, %r15
  notq %r8
  cmoveq %rax, %r8
  kmovq %r8, %k1
  vmovdqu8 (%r13), %zmm@1 {%k1} {z}
  vpshufb C0(%rip), %zmm@1, %zmm@1
  leal 15(%r15), %eax
  shrl $3, %eax
  andl $30, %eax
  movl $8, %ecx
  subq %rax, %rcx
  vpbroadcastq %rcx, %zmm@4
  vpaddq C1(%rip), %zmm@4, %zmm@4
  vpxor %xmm@5, %xmm@5, %xmm@5
  vpermi2q %zmm@5, %zmm@3, %zmm@4
  vpclmulqdq $0, %zmm@4, %zmm@1, %zmm@5
  vpclmulqdq $17, %zmm@4, %zmm@1, %zmm@6
  vpclmulqdq $1, %zmm@4, %zmm@1, %zmm@7
  vpclmulqdq $16, %zmm@4, %zmm@1, %zmm@1
  vpxorq %zmm@7, %zmm@1, %zmm@1
  vpslldq $8, %zmm@1, %zmm@4
  vpxord %zmm@5, %zmm@4, %zmm@4
  vpsrldq $8, %zmm@1, %zmm@1
  vpbroadcastq C2(%rip), %zmm@5
  vpxorq %zmm@1, %zmm@6, %zmm@1
  vpclmulqdq $0, %zmm@5, %zmm@4, %zmm@6
  vpshufd $78, %zmm@4, %zmm@4
  vpxorq %zmm@4, %zmm@6, %zmm@4
  vpclmulqdq $0, %zmm@5, %zmm@4, %zmm@5
  vpshufd $78, %zmm@4, %zmm@4
  vpternlogq $150, %zmm@5, %zmm@1, %zmm@4
  vextracti64x4 $1, %zmm@4, %ymm@1
  vpxor %ymm@4, %ymm@1, %ymm@1
  vextracti128 $1, %ymm@1, %xmm@4
  vpxor %xmm@1, %xmm@4, %xmm@1
L0:
  vmovdqa %xmm@1, 48(%rsp)
  testq %r12, %r12
  je L2
L3:
  cmpq $255, %r14
  jbe L4
  movq 24(%r11), %rax
  cmpq $255, %rax
  jbe L5
  valignd $3, C3(%rip){1to4}, %xmm@2, %xmm@1
  vpshufb C4(%rip), %xmm@1, %xmm@1
  vpaddd C5(%rip), %xmm@1, %xmm@1
  vshufi64x2 $0, %zmm@1, %zmm@1, %zmm@1
  vpaddd C6(%rip), %zmm@1, %zmm@4
  vshufi64x2 $0, %zmm@0, %zmm@0, %zmm@5
  vpclmulqdq $0, %zmm@5, %zmm@0, %zmm@6
  vpclmulqdq $17, %zmm@5, %zmm@0, %zmm@7
  vpclmulqdq $1, %zmm@5, %zmm@0, %zmm@2
  vpclmulqdq $16, %zmm@5, %zmm@0, %zmm@8
  vpxorq %zmm@2, %zmm@8, %zmm@2
  vpslldq $8, %zmm@2, %zmm@8
  vpxord %zmm@6, %zmm@8, %zmm@6
  vpsrldq $8, %zmm@2, %zmm@2
  vpxorq %zmm@2, %zmm@7, %zmm@7
  vpbroadcastq C2(%rip), %zmm@9
  vpclmulqdq $0, %zmm@9, %zmm@6, %zmm@2
  vpshufd $78, %zmm@6, %zmm@6
  vpxorq %zmm@6, %zmm@2, %zmm@6
  vpclmulqdq $0, %zmm@9, %zmm@6, %zmm@2
  vpshufd $78, %zmm@6, %zmm@10
  vpternlogq $150, %zmm@2, %zmm@7, %zmm@10
  vpclmulqdq $0, %zmm@5, %zmm@3, %zmm@6
  vpclmulqdq $17, %zmm@5, %zmm@3, %zmm@7
  vpclmulqdq $1, %zmm@5, %zmm@3, %zmm@2
  vpclmulqdq $16, %zmm@5, %zmm@3, %zmm@5
  vpxorq %zmm@2, %zmm@5, %zmm@5
  vpslldq $8, %zmm@5, %zmm@2
  vpxord %zmm@6, %zmm@2, %zmm@6
  vpsrldq $8, %zmm@5, %zmm@5
  vpxorq %zmm@5, %zmm@7, %zmm@5
  vpclmulqdq $0, %zmm@9, %zmm@6, %zmm@7
  vpshufd $78, %zmm@6, %zmm@6
  vpxorq %zmm@6, %zmm@7, %zmm@6
  vpclmulqdq $0, %zmm@9, %zmm@6, %zmm@7
  vpshufd $78, %zmm@6, %zmm@11
  vpternlogq $150, %zmm@7, %zmm@5, %zmm@11
  vmovdqu64 128(%r10), %zmm@7
  vmovdqu64 192(%r10), %zmm@8
  vmovdqa (%rsi), %xmm@5
  vmovdqa 16(%rsi), %xmm@2
  vmovdqa 32(%rsi), %xmm@12
  vmovdqa 48(%rsi), %xmm@13
  vshufi64x2 $0, %zmm@5, %zmm@5, %zmm@6
  vpaddd C7(%rip), %zmm@1, %zmm@14
  vmovdqa64 C0(%rip), %zmm@5
  vpshufb %zmm@5, %zmm@14, %zmm@14
  vpxord %zmm@14, %zmm@6, %zmm@14
  vshufi64x2 $0, %zmm@2, %zmm@2, %zmm@2
  vaesenc %zmm@2, %zmm@14, %zmm@14
  vmovdqa 64(%rsi), %xmm@15
  vshufi64x2 $0, %zmm@12, %zmm@12, %zmm@12
  vaesenc %zmm@12, %zmm@14, %zmm@14
  vmovdqa 80(%rsi), %xmm@16
  vshufi64x2 $0, %zmm@13, %zmm@13, %zmm@13
  vaesenc %zmm@13, %zmm@14, %zmm@17
  vmovdqa64 96(%rsi), %xmm@18
  vshufi64x2 $0, %zmm@15, %zmm@15, %zmm@14
  vaesenc %zmm@14, %zmm@17, %zmm@19
  vmovdqa64 112(%rsi), %xmm@17
  vshufi64x2 $0, %zmm@16, %zmm@16, %zmm@15
  vaesenc %zmm@15, %zmm@19, %zmm@20
  vmovdqa64 128(%rsi), %xmm@19
  vshufi64x2 $0, %zmm@18, %zmm@18, %zmm@16
  vaesenc %zmm@16, %zmm@20, %zmm@20
  vmovdqa64 144(%rsi), %xmm@18
  vshufi64x2 $0, %zmm@17, %zmm@17, %zmm@21
  vaesenc %zmm@21, %zmm@20, %zmm@17
  vmovdqa64 160(%rsi), %xmm@20
  vshufi64x2 $0, %zmm@19, %zmm@19, %zmm@22
  vaesenc %zmm@22, %zmm@17, %zmm@19
  vmovdqa64 176(%rsi), %xmm@23
  vshufi64x2 $0, %zmm@18, %zmm@18, %zmm@17
  vaesenc %zmm@17, %zmm@19, %zmm@18
  vmovdqa64 192(%rsi), %xmm@24
  vshufi64x2 $0, %zmm@20, %zmm@20, %zmm@19
  vaesenc %zmm@19, %zmm@18, %zmm@18
  vmovdqa64 208(%rsi), %xmm@20
  vshufi64x2 $0, %zmm@23, %zmm@23, %zmm@23
  vaesenc %zmm@23, %zmm@18, %zmm@18
  vmovdqa64 224(%rsi), %xmm@25
  vshufi64x2 $0, %zmm@24, %zmm@24, %zmm@24
  vaesenc %zmm@24, %zmm@18, %zmm@18
  vshufi64x2 $0, %zmm@20, %zmm@20, %zmm@20
  vaesenc %zmm@20, %zmm@18, %zmm@18
  vshufi64x2 $0, %zmm@25, %zmm@25, %zmm@25
  vaesenclast %zmm@25, %zmm@18, %zmm@18
  vpaddd C8(%rip), %zmm@1, %zmm@26
  vpshufb %zmm@5, %zmm@26, %zmm@26
  vpxord %zmm@26, %zmm@6, %zmm@26
  vaesenc %zmm@2, %zmm@26, %zmm@26
  vaesenc %zmm@12, %zmm@26, %zmm@26
  vaesenc %zmm@13, %zmm@26, %zmm@26
  vaesenc %zmm@14, %zmm@26, %zmm@26
  vaesenc %zmm@15, %zmm@26, %zmm@26
  vaesenc %zmm@16, %zmm@26, %zmm@26
  vaesenc %zmm@21, %zmm@26, %zmm@26
  vaesenc %zmm@22, %zmm@26, %zmm@26
  vaesenc %zmm@17, %zmm@26, %zmm@26
  vaesenc %zmm@19, %zmm@26, %zmm@26
  vaesenc %zmm@23, %zmm@26, %zmm@26
  vaesenc %zmm@24, %zmm@26, %zmm@26
  vaesenc %zmm@20, %zmm@26, %zmm@26
  vpxord %zmm@18, %zmm@8, %zmm@18
  vaesenclast %zmm@25, %zmm@26, %zmm@8
  vpxord %zmm@8, %zmm@7, %zmm@7
  vpaddd C9(%rip), %zmm@1, %zmm@8
  vpshufb %zmm@5, %zmm@8, %zmm@8
  vpxord %zmm@8, %zmm@6, %zmm@8
  vaesenc %zmm@2, %zmm@8, %zmm@8
  vaesenc %zmm@12, %zmm@8, %zmm@8
  vaesenc %zmm@13, %zmm@8, %zmm@8
  vaesenc %zmm@14, %zmm@8, %zmm@8
  vaesenc %zmm@15, %zmm@8, %zmm@8
  vaesenc %zmm@16, %zmm@8, %zmm@8
  vaesenc %zmm@21, %zmm@8, %zmm@8
  vaesenc %zmm@22, %zmm@8, %zmm@8
  vaesenc %zmm@17, %zmm@8, %zmm@8
  vaesenc %zmm@19, %zmm@8, %zmm@8
  vaesenc %zmm@23, %zmm@8, %zmm@8
  vaesenc %zmm@24, %zmm@8, %zmm@8
  vaesenc %zmm@20, %zmm@8, %zmm@8
  vaesenclast %zmm@25, %zmm@8, %zmm@8
  vmovdqu64 64(%r10), %zmm@26
  vpxord %zmm@8, %zmm@26, %zmm@8
  vpshufb %zmm@5, %zmm@4, %zmm@4
  vpxord %zmm@4, %zmm@6, %zmm@4
  vaesenc %zmm@2, %zmm@4, %zmm@4
  vaesenc %zmm@12, %zmm@4, %zmm@4
  vaesenc %zmm@13, %zmm@4, %zmm@4
  vaesenc %zmm@14, %zmm@4, %zmm@4
  vaesenc %zmm@15, %zmm@4, %zmm@4
  vaesenc %zmm@16, %zmm@4, %zmm@4
  vaesenc %zmm@21, %zmm@4, %zmm@4
  vaesenc %zmm@22, %zmm@4, %zmm@4
  vaesenc %zmm@17, %zmm@4, %zmm@4
  vaesenc %zmm@19, %zmm@4, %zmm@4
  vaesenc %zmm@23, %zmm@4, %zmm@4
  vaesenc %zmm@24, %zmm@4, %zmm@4
  vaesenc %zmm@20, %zmm@4, %zmm@4
  vaesenclast %zmm@25, %zmm@4, %zmm@4
  movq 16(%r11), %rcx
  vpxord (%r10), %zmm@4, %zmm@4
  vmovdqu64 %zmm@4, (%rcx)
  vpshufb %zmm@5, %zmm@4, %zmm@4
  vmovdqu64 %zmm@8, 64(%rcx)
  vpshufb %zmm@5, %zmm@8, %zmm@2
  vmovdqu64 %zmm@7, 128(%rcx)
  vpshufb %zmm@5, %zmm@7, %zmm@8
  vmovdqu64 %zmm@18, 192(%rcx)
  vpshufb %zmm@5, %zmm@18, %zmm@12
  cmpq $1, %r12
  jne L6
  vmovdqa 48(%rsp), %xmm@1
  vpxorq %zmm@4, %zmm@1, %zmm@7
  jmp L7
L1:
  vmovdqa %xmm@1, 128(%rsp)
  leaq 48(%rsp), %rax
  leaq 128(%rsp), %rcx
  movq %rdi, 104(%rsp)
  movq %rax, %rdi
  movq %rbx, 96(%rsp)
  movq %rsi, 88(%rsp)
  movq %rdx, %rsi
  movq %rdx, 80(%rsp)
  movq %rcx, %rdx
  movq %r13, %rcx
  movq %r15, %r8
  movq %r14, 72(%rsp)
  movq %r13, %r14
  movq %r15, %r13
  movq %r11, %r15
  vmovdqa64 %zmm@3, 320(%rsp)
  vmovdqa64 %zmm@0, 256(%rsp)
  movq %r12, %rbx
  movq %r10, %r12
  vmovdqa %xmm@2, 112(%rsp)
  vzeroupper
  callq hw_polyval::arch::x86_64::aesni_clmul::absorb_padded
  vmovdqa 112(%rsp), %xmm@2
  movq %r12, %r10
  movq %rbx, %r12
  vmovdqa64 256(%rsp), %zmm@0
  vmovdqa64 320(%rsp), %zmm@3
  movq %r15, %r11
  movq %r13, %r15
  movq %r14, %r13
  movq 72(%rsp), %r14
  movq 104(%rsp), %rdi
  movq 80(%rsp), %rdx
  movq 88(%rsp), %rsi
  movq 96(%rsp), %rbx
  testq %r12, %r12
  jne L3
L2:
  vmovdqa 48(%rsp), %xmm@1
  jmp L8
L6:
  decq %r12
  movq %r12, %r9
  shlq $8, %r9
  leaq -256(%r14), %r8
  cmpq %r8, %r9
  ja L9
  addq $-256, %rax
  cmpq %rax, %r9
  ja L10
  vpaddd C10(%rip), %zmm@1, %zmm@1
  addq $256, %rcx
  addq $256, %r10
  vpshufb C0(%rip), %zmm@1, %zmm@15
  vmovdqa 48(%rsp), %xmm@13
  vpunpcklqdq %zmm@11, %zmm@10, %zmm@1
  vpunpckhqdq %zmm@11, %zmm@10, %zmm@5
  vpxorq %zmm@5, %zmm@1, %zmm@1
  vpunpcklqdq %zmm@3, %zmm@0, %zmm@5
  vpunpckhqdq %zmm@3, %zmm@0, %zmm@6
  vpxorq %zmm@6, %zmm@5, %zmm@5
  vmovdqa64 %zmm@1, 128(%rsp)
  vmovdqa64 %zmm@5, 192(%rsp)
  vpxorq %zmm@4, %zmm@13, %zmm@7
  movq hw_polyval::arch::x86_64::vaes_avx512::AVX512_LOOP_CONSTS(%rip), %rax
  leaq 128(%rsp), %r8
  movl $18, %r9d
  vmovdqa64 %zmm@3, 320(%rsp)
  vmovdqa64 %zmm@0, 256(%rsp)
  testq %r12, %r12
  je C11
  vbroadcasti32x4 (%rsi), %zmm@17
  vbroadcasti32x4 224(%rsi), %zmm@19
  vbroadcasti32x4 80(%rsi), %zmm@26
  vbroadcasti32x4 96(%rsi), %zmm@22
  vbroadcasti32x4 112(%rsi), %zmm@21
  vbroadcasti32x4 128(%rsi), %zmm@9
  vbroadcasti32x4 144(%rsi), %zmm@27
  vbroadcasti32x4 160(%rsi), %zmm@28
  vbroadcasti32x4 176(%rsi), %zmm@29
  vbroadcasti32x4 192(%rsi), %zmm@30
  vbroadcasti32x4 208(%rsi), %zmm@31
  vmovdqa64 128(%rax), %zmm@14
  vmovdqa64 192(%rax), %zmm@16
  cmpb $237, %r9b
  jae C12
  vpaddd %zmm@16, %zmm@15, %zmm@4
  vpxorq %zmm@17, %zmm@15, %zmm@1
  vpaddd %zmm@16, %zmm@4, %zmm@5
  vpxorq %zmm@17, %zmm@4, %zmm@4
  vpaddd %zmm@16, %zmm@5, %zmm@6
  vpxorq %zmm@17, %zmm@5, %zmm@5
  vpaddd %zmm@16, %zmm@6, %zmm@15
  vpxorq %zmm@17, %zmm@6, %zmm@6
  vpclmulqdq $0, %zmm@10, %zmm@7, %zmm@18
  vpclmulqdq $17, %zmm@10, %zmm@7, %zmm@23
  vpunpcklqdq %zmm@2, %zmm@7, %zmm@20
  vpunpckhqdq %zmm@2, %zmm@7, %zmm@24
  vbroadcasti32x4 16(%rsi), %zmm@25
  vaesenc %zmm@25, %zmm@1, %zmm@1
  vaesenc %zmm@25, %zmm@4, %zmm@4
  vaesenc %zmm@25, %zmm@5, %zmm@5
  vaesenc %zmm@25, %zmm@6, %zmm@6
  vpxorq %zmm@24, %zmm@20, %zmm@24
  vpclmulqdq $0, (%r8), %zmm@24, %zmm@20
  vpclmulqdq $17, (%r8), %zmm@24, %zmm@24
  vpxorq %zmm@24, %zmm@20, %zmm@20
  vbroadcasti32x4 32(%rsi), %zmm@25
  vaesenc %zmm@25, %zmm@1, %zmm@1
  vaesenc %zmm@25, %zmm@4, %zmm@4
  vaesenc %zmm@25, %zmm@5, %zmm@5
  vaesenc %zmm@25, %zmm@6, %zmm@6
  vpclmulqdq $0, %zmm@11, %zmm@2, %zmm@24
  vpclmulqdq $0, %zmm@0, %zmm@8, %zmm@25
  vpternlogq $150, %zmm@25, %zmm@24, %zmm@18
  vbroadcasti32x4 48(%rsi), %zmm@25
  vaesenc %zmm@25, %zmm@1, %zmm@1
  vaesenc %zmm@25, %zmm@4, %zmm@4
  vaesenc %zmm@25, %zmm@5, %zmm@5
  vaesenc %zmm@25, %zmm@6, %zmm@6
  vpclmulqdq $17, %zmm@11, %zmm@2, %zmm@24
  vpclmulqdq $17, %zmm@0, %zmm@8, %zmm@25
  vpternlogq $150, %zmm@25, %zmm@24, %zmm@23
  vbroadcasti32x4 64(%rsi), %zmm@25
  vaesenc %zmm@25, %zmm@1, %zmm@1
  vaesenc %zmm@25, %zmm@4, %zmm@4
  vaesenc %zmm@25, %zmm@5, %zmm@5
  vaesenc %zmm@25, %zmm@6, %zmm@6
  vpunpcklqdq %zmm@12, %zmm@8, %zmm@24
  vpunpckhqdq %zmm@12, %zmm@8, %zmm@25
  vpxorq %zmm@25, %zmm@24, %zmm@24
  vaesenc %zmm@26, %zmm@1, %zmm@1
  vaesenc %zmm@26, %zmm@4, %zmm@4
  vaesenc %zmm@26, %zmm@5, %zmm@5
  vaesenc %zmm@26, %zmm@6, %zmm@6
  vpclmulqdq $0, 64(%r8), %zmm@24, %zmm@25
  vpclmulqdq $17, 64(%r8), %zmm@24, %zmm@24
  vpternlogq $150, %zmm@25, %zmm@24, %zmm@20
  vaesenc %zmm@22, %zmm@1, %zmm@1
  vaesenc %zmm@22, %zmm@4, %zmm@4
  vaesenc %zmm@22, %zmm@5, %zmm@5
  vaesenc %zmm@22, %zmm@6, %zmm@6
  vpclmulqdq $0, %zmm@3, %zmm@12, %zmm@24
  vpxorq %zmm@24, %zmm@18, %zmm@18
  vpclmulqdq $17, %zmm@3, %zmm@12, %zmm@25
  vpxorq %zmm@25, %zmm@23, %zmm@23
  vaesenc %zmm@21, %zmm@1, %zmm@1
  vaesenc %zmm@21, %zmm@4, %zmm@4
  vaesenc %zmm@21, %zmm@5, %zmm@5
  vaesenc %zmm@21, %zmm@6, %zmm@6
  vpternlogq $150, %zmm@23, %zmm@18, %zmm@20
  vaesenc %zmm@9, %zmm@1, %zmm@1
  vaesenc %zmm@9, %zmm@4, %zmm@4
  vaesenc %zmm@9, %zmm@5, %zmm@5
  vaesenc %zmm@9, %zmm@6, %zmm@6
  vpclmulqdq $0, (%rax), %zmm@18, %zmm@24
  vpshufd $78, %zmm@18, %zmm@18
  vpternlogq $150, %zmm@24, %zmm@18, %zmm@20
  vaesenc %zmm@27, %zmm@1, %zmm@1
  vaesenc %zmm@27, %zmm@4, %zmm@4
  vaesenc %zmm@27, %zmm@5, %zmm@5
  vaesenc %zmm@27, %zmm@6, %zmm@6
  vpclmulqdq $0, (%rax), %zmm@20, %zmm@24
  vpshufd $78, %zmm@20, %zmm@20
  vpternlogq $150, %zmm@24, %zmm@20, %zmm@23
  vaesenc %zmm@28, %zmm@1, %zmm@1
  vaesenc %zmm@28, %zmm@4, %zmm@4
  vaesenc %zmm@28, %zmm@5, %zmm@5
  vaesenc %zmm@28, %zmm@6, %zmm@6
  vextracti64x4 $1, %zmm@23, %ymm@24
  vpxorq %ymm@24, %ymm@23, %ymm@23
  vaesenc %zmm@29, %zmm@1, %zmm@1
  vaesenc %zmm@29, %zmm@4, %zmm@4
  vaesenc %zmm@29, %zmm@5, %zmm@5
  vaesenc %zmm@29, %zmm@6, %zmm@6
  vextracti32x4 $1, %ymm@23, %xmm@24
  vpxorq %xmm@24, %xmm@23, %xmm@13
  vpxorq (%r10), %zmm@19, %zmm@18
  vpxorq 64(%r10), %zmm@19, %zmm@20
  vaesenc %zmm@30, %zmm@1, %zmm@1
  vaesenc %zmm@30, %zmm@4, %zmm@4
  vaesenc %zmm@30, %zmm@5, %zmm@5
  vaesenc %zmm@30, %zmm@6, %zmm@6
  vaesenc %zmm@31, %zmm@1, %zmm@1
  vaesenc %zmm@31, %zmm@4, %zmm@4
  vaesenc %zmm@31, %zmm@5, %zmm@5
  vaesenc %zmm@31, %zmm@6, %zmm@6
  vpxorq 128(%r10), %zmm@19, %zmm@24
  vpxorq 192(%r10), %zmm@19, %zmm@25
  vaesenclast %zmm@18, %zmm@1, %zmm@1
  vaesenclast %zmm@20, %zmm@4, %zmm@4
  vaesenclast %zmm@24, %zmm@5, %zmm@5
  vaesenclast %zmm@25, %zmm@6, %zmm@6
  vmovdqu64 %zmm@1, (%rcx)
  vmovdqu64 %zmm@4, 64(%rcx)
  vmovdqu64 %zmm@5, 128(%rcx)
  vmovdqu64 %zmm@6, 192(%rcx)
  vpshufb %zmm@14, %zmm@1, %zmm@7
  vpxorq %zmm@13, %zmm@7, %zmm@7
  vpshufb %zmm@14, %zmm@4, %zmm@2
  vpshufb %zmm@14, %zmm@5, %zmm@8
  vpshufb %zmm@14, %zmm@6, %zmm@12
  addq $256, %r10
  addq $256, %rcx
  addl $16, %r9d
  decq %r12
  jne C13
  jmp C11
  vpshufb %zmm@14, %zmm@15, %zmm@24
  vpxorq %zmm@17, %zmm@15, %zmm@1
  vpaddd 64(%rax), %zmm@24, %zmm@24
  vpshufb %zmm@14, %zmm@24, %zmm@4
  vpaddd 64(%rax), %zmm@24, %zmm@24
  vpshufb %zmm@14, %zmm@24, %zmm@5
  vpaddd 64(%rax), %zmm@24, %zmm@24
  vpshufb %zmm@14, %zmm@24, %zmm@6
  vpaddd 64(%rax), %zmm@24, %zmm@24
  vpshufb %zmm@14, %zmm@24, %zmm@15
  vpxorq %zmm@17, %zmm@4, %zmm@4
  vpxorq %zmm@17, %zmm@5, %zmm@5
  vpxorq %zmm@17, %zmm@6, %zmm@6
  jmp C14
  vpbroadcastq C2(%rip), %zmm@9
  vmovdqa64 256(%rsp), %zmm@0
  vmovdqa64 320(%rsp), %zmm@3
L7:
  vpclmulqdq $0, %zmm@10, %zmm@7, %zmm@1
  vpclmulqdq $17, %zmm@10, %zmm@7, %zmm@4
  vpclmulqdq $1, %zmm@10, %zmm@7, %zmm@5
  vpclmulqdq $16, %zmm@10, %zmm@7, %zmm@6
  vpxorq %zmm@5, %zmm@6, %zmm@5
  vpclmulqdq $0, %zmm@11, %zmm@2, %zmm@6
  vpclmulqdq $17, %zmm@11, %zmm@2, %zmm@7
  vpclmulqdq $1, %zmm@11, %zmm@2, %zmm@13
  vpclmulqdq $16, %zmm@11, %zmm@2, %zmm@2
  vpternlogq $150, %zmm@13, %zmm@5, %zmm@2
  vpclmulqdq $0, %zmm@0, %zmm@8, %zmm@5
  vpternlogq $150, %zmm@1, %zmm@6, %zmm@5
  vpclmulqdq $17, %zmm@0, %zmm@8, %zmm@1
  vpternlogq $150, %zmm@4, %zmm@7, %zmm@1
  vpclmulqdq $1, %zmm@0, %zmm@8, %zmm@4
  vpclmulqdq $16, %zmm@0, %zmm@8, %zmm@6
  vpternlogq $150, %zmm@4, %zmm@2, %zmm@6
  vpclmulqdq $0, %zmm@3, %zmm@12, %zmm@4
  vpclmulqdq $17, %zmm@3, %zmm@12, %zmm@7
  vpclmulqdq $1, %zmm@3, %zmm@12, %zmm@2
  vpclmulqdq $16, %zmm@3, %zmm@12, %zmm@8
  vpternlogq $150, %zmm@2, %zmm@6, %zmm@8
  vpslldq $8, %zmm@8, %zmm@6
  vpternlogd $150, %zmm@4, %zmm@5, %zmm@6
  vpsrldq $8, %zmm@8, %zmm@4
  vpternlogq $150, %zmm@7, %zmm@1, %zmm@4
  vpclmulqdq $0, %zmm@9, %zmm@6, %zmm@1
  vpshufd $78, %zmm@6, %zmm@5
  vpxorq %zmm@5, %zmm@1, %zmm@1
  vpclmulqdq $0, %zmm@9, %zmm@1, %zmm@5
  vpshufd $78, %zmm@1, %zmm@1
  vpternlogq $150, %zmm@5, %zmm@4, %zmm@1
  vextracti64x4 $1, %zmm@1, %ymm@4
  vpxor %ymm@1, %ymm@4, %ymm@1
  vextracti128 $1, %ymm@1, %xmm@4
  vpxor %xmm@1, %xmm@4, %xmm@1
  vmovdqa %xmm@1, 48(%rsp)
L8:
  andq $-256, %r14
  vmovdqa %xmm@1, 144(%rsp)
  movq $0, 136(%rsp)
  movq $1, 128(%rsp)
  leaq 416(%rsp), %rax
  leaq 128(%rsp), %r10
  movq %rbx, %rcx
  movq %r13, %r8
  movq %r15, %r9
  pushq %rax
  pushq %r10
  pushq %r14
  pushq %r11
  vzeroupper
  callq *hw_gcm::arch::x86_64::vaes_avx512::finish(%rip)
  addq $32, %rsp
  leaq -40(%rbp), %rsp
  popq %rbx
  popq %r12
  popq %r13
  popq %r14
  popq %r15
  popq %rbp
  retq
L4:
  leaq C15(%rip), %rdi
  leaq C16(%rip), %rdx
  movl $45, %esi
  vzeroupper
  callq *core::option::expect_failed(%rip)
L5:
  leaq C15(%rip), %rdi
  leaq C17(%rip), %rdx
  movl $45, %esi
  vzeroupper
  callq *core::option::expect_failed(%rip)
L9:
  leaq C18(%rip), %rcx
  xorl %edi, %edi
  movq %r9, %rsi
  movq %r8, %rdx
  vzeroupper
  callq *core::slice::index::slice_index_fail(%rip)
L10:
  leaq C19(%rip), %rcx
  xorl %edi, %edi
  movq %r9, %rsi
  movq %rax, %rdx
  vzeroupper
  callq *core::slice::index::slice_index_fail(%rip)
== hw_gcm::arch::x86_64::vaes_avx512::finish#0
  pushq %r15
  pushq %r14
  pushq %r12
  pushq %rbx
  pushq %rax
  movq %rdx, %r10
  movq 64(%rsp), %r15
  movq 56(%rsp), %rax
  movq 48(%rsp), %rbx
  movq 72(%rsp), %r14
  vmovq (%rcx), %xmm@0
  vpinsrd $2, 8(%rcx), %xmm@0, %xmm@0
  vpblendd $8, C0(%rip), %xmm@0, %xmm@0
  vpshufb C1(%rip), %xmm@0, %xmm@1
  vmovdqu64 64(%rdx), %zmm@2
  vpaddd C2(%rip), %xmm@1, %xmm@1
  vshufi64x2 $0, %zmm@1, %zmm@1, %zmm@1
  movq 8(%rbx), %rdx
  movq %rdx, %r11
  subq %rax, %r11
  movq %rax, %rcx
  shrq $4, %rcx
  vmovd %ecx, %xmm@3
  vpxor %xmm@4, %xmm@4, %xmm@4
  vmovdqa64 C3(%rip), %zmm@5
  vpermi2d %zmm@4, %zmm@3, %zmm@5
  vpaddd %zmm@1, %zmm@5, %zmm@3
  testb $1, (%r15)
  je L0
  vmovdqa 16(%r15), %xmm@5
  jmp L1
L0:
  testq %r9, %r9
  je L2
  movq $-1, %r15
  movq $-1, %r12
  movl %r9d, %ecx
  shlq %cl, %r12
  cmpq $64, %r9
  notq %r12
  cmovaeq %r15, %r12
  kmovq %r12, %k1
  vmovdqu8 (%r8), %zmm@1 {%k1} {z}
  vpshufb C4(%rip), %zmm@1, %zmm@1
  leaq 15(%r9), %rcx
  shrq $3, %rcx
  andq $-2, %rcx
  movl $8, %r8d
  subq %rcx, %r8
  vpbroadcastq %r8, %zmm@4
  vpaddq C5(%rip), %zmm@4, %zmm@4
  vpxor %xmm@5, %xmm@5, %xmm@5
  vpermi2q %zmm@5, %zmm@2, %zmm@4
  vpclmulqdq $0, %zmm@4, %zmm@1, %zmm@5
  vpclmulqdq $17, %zmm@4, %zmm@1, %zmm@6
  vpclmulqdq $1, %zmm@4, %zmm@1, %zmm@7
  vpclmulqdq $16, %zmm@4, %zmm@1, %zmm@1
  vpxorq %zmm@7, %zmm@1, %zmm@1
  vpslldq $8, %zmm@1, %zmm@4
  vpxord %zmm@5, %zmm@4, %zmm@4
  vpsrldq $8, %zmm@1, %zmm@1
  vpxorq %zmm@1, %zmm@6, %zmm@1
  vpbroadcastq C6(%rip), %zmm@5
  vpclmulqdq $0, %zmm@5, %zmm@4, %zmm@6
  vpshufd $78, %zmm@4, %zmm@4
  vpxorq %zmm@4, %zmm@6, %zmm@4
  vpclmulqdq $0, %zmm@5, %zmm@4, %zmm@5
  vpshufd $78, %zmm@4, %zmm@4
  vpternlogq $150, %zmm@5, %zmm@1, %zmm@4
  vextracti64x4 $1, %zmm@4, %ymm@1
  vpxor %ymm@4, %ymm@1, %ymm@1
  vextracti128 $1, %ymm@1, %xmm@4
  vpxor %xmm@1, %xmm@4, %xmm@5
  jmp L1
L2:
  vpxor %xmm@5, %xmm@5, %xmm@5
L1:
  vmovdqu64 (%r10), %zmm@4
  movzbl (%r14), %r8d
  vmovdqa 16(%r14), %xmm@1
  movq (%rbx), %r10
  vpaddd C7(%rip), %zmm@3, %zmm@6
  vmovq %r9, %xmm@3
  vmovq %rdx, %xmm@7
  vpunpcklqdq %xmm@3, %xmm@7, %xmm@3
  vpsllq $3, %xmm@3, %xmm@3
  cmpq %rax, %rdx
  sete %cl
  cmpq $241, %r11
  setae %r9b
  orb %cl, %r9b
  movq %r11, %rcx
  shrq $6, %rcx
  movl %r11d, %ebx
  andl $63, %ebx
  cmpq $1, %rbx
  sbbq $-1, %rcx
  cmpq $3, %rcx
  ja L3
  leaq C8(%rip), %rbx
  movslq (%rbx,%rcx,4), %rcx
  addq %rbx, %rcx
  jmpq *%rcx
L4:
  cmpq %rax, %rdx
  jb L5
  vbroadcasti32x4 (%rsi), %zmm@7
  vmovdqa64 C4(%rip), %zmm@8
  vpshufb %zmm@8, %zmm@6, %zmm@6
  vpxord %zmm@6, %zmm@7, %zmm@6
  vbroadcasti32x4 16(%rsi), %zmm@7
  vaesenc %zmm@7, %zmm@6, %zmm@6
  vbroadcasti32x4 32(%rsi), %zmm@7
  vaesenc %zmm@7, %zmm@6, %zmm@6
  vbroadcasti32x4 48(%rsi), %zmm@7
  vaesenc %zmm@7, %zmm@6, %zmm@6
  vbroadcasti32x4 64(%rsi), %zmm@7
  vaesenc %zmm@7, %zmm@6, %zmm@6
  vbroadcasti32x4 80(%rsi), %zmm@7
  vaesenc %zmm@7, %zmm@6, %zmm@6
  vbroadcasti32x4 96(%rsi), %zmm@7
  vaesenc %zmm@7, %zmm@6, %zmm@6
  vbroadcasti32x4 112(%rsi), %zmm@7
  vaesenc %zmm@7, %zmm@6, %zmm@6
  vbroadcasti32x4 128(%rsi), %zmm@7
  vaesenc %zmm@7, %zmm@6, %zmm@6
  vbroadcasti32x4 144(%rsi), %zmm@7
  vaesenc %zmm@7, %zmm@6, %zmm@6
  vbroadcasti32x4 160(%rsi), %zmm@7
  vaesenc %zmm@7, %zmm@6, %zmm@6
  vbroadcasti32x4 176(%rsi), %zmm@7
  vaesenc %zmm@7, %zmm@6, %zmm@6
  vbroadcasti32x4 192(%rsi), %zmm@7
  vaesenc %zmm@7, %zmm@6, %zmm@6
  vbroadcasti32x4 208(%rsi), %zmm@7
  vaesenc %zmm@7, %zmm@6, %zmm@6
  vbroadcasti32x4 224(%rsi), %zmm@7
  vaesenclast %zmm@7, %zmm@6, %zmm@6
  movq $-1, %rdx
  movq $-1, %rbx
  movl %r11d, %ecx
  shlq %cl, %rbx
  cmpq $64, %r11
  notq %rbx
  cmovaeq %rdx, %rbx
  kmovq %rbx, %k1
  vmovdqu8 (%r10,%rax), %zmm@7 {%k1} {z}
  vpxorq %zmm@6, %zmm@7, %zmm@6
  vmovdqu8 %zmm@6, (%r10,%rax) {%k1}
  vmovdqu8 %zmm@6, %zmm@6 {%k1} {z}
  vpshufb %zmm@8, %zmm@6, %zmm@6
  movq %r11, %rdx
  shrq $4, %rdx
  andl $15, %r11d
  cmpq $1, %r11
  sbbq $-1, %rdx
  testb %r9b, %r9b
  je L6
  xorl %eax, %eax
  jmp L7
L8:
  cmpq %rax, %rdx
  jb L5
  vbroadcasti32x4 (%rsi), %zmm@8
  vbroadcasti32x4 16(%rsi), %zmm@9
  vbroadcasti32x4 32(%rsi), %zmm@10
  vbroadcasti32x4 48(%rsi), %zmm@11
  vbroadcasti32x4 64(%rsi), %zmm@12
  vbroadcasti32x4 80(%rsi), %zmm@13
  vbroadcasti32x4 96(%rsi), %zmm@14
  vbroadcasti32x4 112(%rsi), %zmm@15
  vbroadcasti32x4 128(%rsi), %zmm@16
  vbroadcasti32x4 144(%rsi), %zmm@17
  vbroadcasti32x4 160(%rsi), %zmm@18
  vbroadcasti32x4 176(%rsi), %zmm@19
  vbroadcasti32x4 192(%rsi), %zmm@20
  vbroadcasti32x4 208(%rsi), %zmm@21
  vbroadcasti32x4 224(%rsi), %zmm@22
  vmovdqa64 C4(%rip), %zmm@7
  vpshufb %zmm@7, %zmm@6, %zmm@23
  vpxord %zmm@23, %zmm@8, %zmm@23
  vaesenc %zmm@9, %zmm@23, %zmm@23
  vaesenc %zmm@10, %zmm@23, %zmm@23
  vaesenc %zmm@11, %zmm@23, %zmm@23
  vaesenc %zmm@12, %zmm@23, %zmm@23
  vaesenc %zmm@13, %zmm@23, %zmm@23
  vaesenc %zmm@14, %zmm@23, %zmm@23
  vaesenc %zmm@15, %zmm@23, %zmm@23
  vaesenc %zmm@16, %zmm@23, %zmm@23
  vaesenc %zmm@17, %zmm@23, %zmm@23
  vaesenc %zmm@18, %zmm@23, %zmm@23
  vaesenc %zmm@19, %zmm@23, %zmm@23
  vaesenc %zmm@20, %zmm@23, %zmm@23
  vaesenc %zmm@21, %zmm@23, %zmm@23
  vaesenclast %zmm@22, %zmm@23, %zmm@23
  movq $-1, %r14
  movl %r11d, %ecx
  shlq %cl, %r14
  movq $-1, %rbx
  cmpq $64, %r11
  notq %r14
  cmovaeq %rbx, %r14
  kmovq %r14, %k1
  vmovdqu8 (%r10,%rax), %zmm@24 {%k1} {z}
  vpxorq %zmm@23, %zmm@24, %zmm@23
  vmovdqu8 %zmm@23, (%r10,%rax) {%k1}
  addq $64, %rax
  cmpq %rdx, %rax
  ja L5
  vpaddd C9(%rip), %zmm@6, %zmm@6
  vpshufb C4(%rip), %zmm@6, %zmm@6
  vpxord %zmm@6, %zmm@8, %zmm@6
  vaesenc %zmm@9, %zmm@6, %zmm@6
  vaesenc %zmm@10, %zmm@6, %zmm@6
  vaesenc %zmm@11, %zmm@6, %zmm@6
  vaesenc %zmm@12, %zmm@6, %zmm@6
  vaesenc %zmm@13, %zmm@6, %zmm@6
  vaesenc %zmm@14, %zmm@6, %zmm@6
  vaesenc %zmm@15, %zmm@6, %zmm@6
  vaesenc %zmm@16, %zmm@6, %zmm@6
  vaesenc %zmm@17, %zmm@6, %zmm@6
  vaesenc %zmm@18, %zmm@6, %zmm@6
  vaesenc %zmm@19, %zmm@6, %zmm@6
  vaesenc %zmm@20, %zmm@6, %zmm@6
  vaesenc %zmm@21, %zmm@6, %zmm@6
  vaesenclast %zmm@22, %zmm@6, %zmm@6
  vmovdqu8 %zmm@23, %zmm@8 {%k1} {z}
  movq $-1, %rdx
  movl %r11d, %ecx
  shlq %cl, %rdx
  vpshufb %zmm@7, %zmm@8, %zmm@7
  leaq -64(%r11), %rcx
  cmpq $64, %rcx
  notq %rdx
  cmovaeq %rbx, %rdx
  kmovq %rdx, %k1
  vmovdqu8 (%r10,%rax), %zmm@8 {%k1} {z}
  vpxorq %zmm@6, %zmm@8, %zmm@6
  vmovdqu8 %zmm@6, %zmm@8 {%k1} {z}
  vpshufb C4(%rip), %zmm@8, %zmm@9
  vmovdqu8 %zmm@6, (%r10,%rax) {%k1}
  movq %r11, %rax
  shrq $4, %rax
  andl $15, %r11d
  cmpq $1, %r11
  sbbq $-1, %rax
  testb %r9b, %r9b
  jne L9
  leal (,%rax,4), %ecx
  andb $12, %cl
  movl $15, %edx
  shll %cl, %edx
  kmovd %edx, %k1
  vshufi32x4 $0, %zmm@3, %zmm@3, %zmm@6 {%k1} {z}
  movq %rax, %rcx
  shrq $2, %rcx
  je L10
  cmpq $1, %rcx
  je L11
  cmpq $2, %rcx
  jne L12
  incq %rax
  movb $1, %cl
  vmovdqa %xmm@5, %xmm@5
  vpxorq %zmm@5, %zmm@7, %zmm@5
  cmpq $8, %rax
  ja L13
L14:
  cmpq $5, %rax
  jae L15
  vmovdqa64 %zmm@2, %zmm@4
L15:
  vpxor %xmm@7, %xmm@7, %xmm@7
  vmovdqa64 %zmm@2, %zmm@10
  jae L16
  vpxor %xmm@10, %xmm@10, %xmm@10
L16:
  negl %eax
  addl %eax, %eax
  andl $6, %eax
  vpbroadcastq %rax, %zmm@8
  vpaddq C5(%rip), %zmm@8, %zmm@11
  vpermt2q %zmm@10, %zmm@11, %zmm@4
  vpclmulqdq $0, %zmm@4, %zmm@5, %zmm@8
  vpclmulqdq $17, %zmm@4, %zmm@5, %zmm@12
  vpclmulqdq $1, %zmm@4, %zmm@5, %zmm@13
  vpclmulqdq $16, %zmm@4, %zmm@5, %zmm@4
  vpternlogq $150, %zmm@13, %zmm@7, %zmm@4
  vpermt2q %zmm@7, %zmm@11, %zmm@10
  vpclmulqdq $0, %zmm@10, %zmm@9, %zmm@5
  vpxorq %zmm@8, %zmm@5, %zmm@7
  vpclmulqdq $17, %zmm@10, %zmm@9, %zmm@5
  vpxorq %zmm@12, %zmm@5, %zmm@8
  vpclmulqdq $1, %zmm@10, %zmm@9, %zmm@12
  vpclmulqdq $16, %zmm@10, %zmm@9, %zmm@5
  vpternlogq $150, %zmm@12, %zmm@4, %zmm@5
  testb %cl, %cl
  je L17
  vpxor %xmm@4, %xmm@4, %xmm@4
  vpermt2q %zmm@4, %zmm@11, %zmm@4
  jmp L18
L19:
  cmpq %rax, %rdx
  jb L5
  vbroadcasti32x4 (%rsi), %zmm@8
  vmovdqa64 C4(%rip), %zmm@7
  vbroadcasti32x4 16(%rsi), %zmm@9
  vbroadcasti32x4 32(%rsi), %zmm@10
  vbroadcasti32x4 48(%rsi), %zmm@11
  vbroadcasti32x4 64(%rsi), %zmm@12
  vbroadcasti32x4 80(%rsi), %zmm@13
  vbroadcasti32x4 96(%rsi), %zmm@14
  vbroadcasti32x4 112(%rsi), %zmm@15
  vbroadcasti32x4 128(%rsi), %zmm@16
  vbroadcasti32x4 144(%rsi), %zmm@17
  vbroadcasti32x4 160(%rsi), %zmm@18
  vbroadcasti32x4 176(%rsi), %zmm@19
  vbroadcasti32x4 192(%rsi), %zmm@20
  vbroadcasti32x4 208(%rsi), %zmm@21
  vbroadcasti32x4 224(%rsi), %zmm@22
  vpshufb %zmm@7, %zmm@6, %zmm@23
  vpxord %zmm@23, %zmm@8, %zmm@23
  vaesenc %zmm@9, %zmm@23, %zmm@23
  vaesenc %zmm@10, %zmm@23, %zmm@23
  vaesenc %zmm@11, %zmm@23, %zmm@23
  vaesenc %zmm@12, %zmm@23, %zmm@23
  vaesenc %zmm@13, %zmm@23, %zmm@23
  vaesenc %zmm@14, %zmm@23, %zmm@23
  vaesenc %zmm@15, %zmm@23, %zmm@23
  vaesenc %zmm@16, %zmm@23, %zmm@23
  vaesenc %zmm@17, %zmm@23, %zmm@23
  vaesenc %zmm@18, %zmm@23, %zmm@23
  vaesenc %zmm@19, %zmm@23, %zmm@23
  vaesenc %zmm@20, %zmm@23, %zmm@23
  vaesenc %zmm@21, %zmm@23, %zmm@23
  vaesenclast %zmm@22, %zmm@23, %zmm@23
  movq $-1, %r14
  movl %r11d, %ecx
  shlq %cl, %r14
  movq $-1, %rbx
  cmpq $64, %r11
  notq %r14
  cmovaeq %rbx, %r14
  kmovq %r14, %k1
  vmovdqu8 (%r10,%rax), %zmm@24 {%k1} {z}
  vpxorq %zmm@23, %zmm@24, %zmm@23
  vmovdqu8 %zmm@23, (%r10,%rax) {%k1}
  leaq 64(%rax), %r14
  cmpq %rdx, %r14
  ja L20
  vpaddd C9(%rip), %zmm@6, %zmm@24
  vpshufb %zmm@7, %zmm@24, %zmm@24
  vpxord %zmm@24, %zmm@8, %zmm@24
  vaesenc %zmm@9, %zmm@24, %zmm@24
  vaesenc %zmm@10, %zmm@24, %zmm@24
  vaesenc %zmm@11, %zmm@24, %zmm@24
  vaesenc %zmm@12, %zmm@24, %zmm@24
  vaesenc %zmm@13, %zmm@24, %zmm@24
  vaesenc %zmm@14, %zmm@24, %zmm@24
  vaesenc %zmm@15, %zmm@24, %zmm@24
  vaesenc %zmm@16, %zmm@24, %zmm@24
  vaesenc %zmm@17, %zmm@24, %zmm@24
  vaesenc %zmm@18, %zmm@24, %zmm@24
  vaesenc %zmm@19, %zmm@24, %zmm@24
  vaesenc %zmm@20, %zmm@24, %zmm@24
  vaesenc %zmm@21, %zmm@24, %zmm@24
  vaesenclast %zmm@22, %zmm@24, %zmm@24
  movq $-1, %r15
  movl %r11d, %ecx
  shlq %cl, %r15
  leaq -64(%r11), %rcx
  cmpq $64, %rcx
  notq %r15
  cmovaeq %rbx, %r15
  kmovq %r15, %k2
  vmovdqu8 (%r10,%r14), %zmm@25 {%k2} {z}
  vpxorq %zmm@24, %zmm@25, %zmm@24
  vmovdqu8 %zmm@24, (%r10,%r14) {%k2}
  subq $-128, %rax
  cmpq %rdx, %rax
  ja L5
  vpaddd C10(%rip), %zmm@6, %zmm@6
  vpshufb %zmm@7, %zmm@6, %zmm@6
  vpxord %zmm@6, %zmm@8, %zmm@6
  vaesenc %zmm@9, %zmm@6, %zmm@6
  vaesenc %zmm@10, %zmm@6, %zmm@6
  vaesenc %zmm@11, %zmm@6, %zmm@6
  vaesenc %zmm@12, %zmm@6, %zmm@6
  vaesenc %zmm@13, %zmm@6, %zmm@6
  vaesenc %zmm@14, %zmm@6, %zmm@6
  vaesenc %zmm@15, %zmm@6, %zmm@6
  vaesenc %zmm@16, %zmm@6, %zmm@6
  vaesenc %zmm@17, %zmm@6, %zmm@6
  vaesenc %zmm@18, %zmm@6, %zmm@6
  vaesenc %zmm@19, %zmm@6, %zmm@6
  vaesenc %zmm@20, %zmm@6, %zmm@6
  vaesenc %zmm@21, %zmm@6, %zmm@6
  vaesenclast %zmm@22, %zmm@6, %zmm@6
  vmovdqu8 %zmm@23, %zmm@8 {%k1} {z}
  vpshufb %zmm@7, %zmm@8, %zmm@8
  vmovdqu8 %zmm@24, %zmm@7 {%k2} {z}
  vpshufb C4(%rip), %zmm@7, %zmm@7
  movq $-1, %rdx
  movl %r11d, %ecx
  shlq %cl, %rdx
  leaq -128(%r11), %rcx
  cmpq $64, %rcx
  notq %rdx
  cmovaeq %rbx, %rdx
  kmovq %rdx, %k1
  vmovdqu8 (%r10,%rax), %zmm@9 {%k1} {z}
  vpxorq %zmm@6, %zmm@9, %zmm@9
  vmovdqu8 %zmm@9, %zmm@6 {%k1} {z}
  vpshufb C4(%rip), %zmm@6, %zmm@6
  vmovdqu8 %zmm@9, (%r10,%rax) {%k1}
  movq %r11, %rax
  shrq $4, %rax
  andl $15, %r11d
  cmpq $1, %r11
  sbbq $-1, %rax
  testb %r9b, %r9b
  jne L21
  leal (,%rax,4), %ecx
  andb $12, %cl
  movl $15, %edx
  shll %cl, %edx
  movq %rax, %rcx
  shrq $2, %rcx
  cmpq $3, %rcx
  ja L22
  kmovd %edx, %k1
  vshufi32x4 $0, %zmm@3, %zmm@3, %zmm@9 {%k1} {z}
  leaq C11(%rip), %rdx
  movslq (%rdx,%rcx,4), %rcx
  addq %rdx, %rcx
  jmpq *%rcx
L23:
  vpxord %zmm@8, %zmm@9, %zmm@8
  jmp L22
L3:
  cmpq %rax, %rdx
  jb L5
  vbroadcasti32x4 (%rsi), %zmm@7
  vmovdqa64 C4(%rip), %zmm@9
  vbroadcasti32x4 16(%rsi), %zmm@8
  vbroadcasti32x4 32(%rsi), %zmm@10
  vbroadcasti32x4 48(%rsi), %zmm@11
  vbroadcasti32x4 64(%rsi), %zmm@12
  vbroadcasti32x4 80(%rsi), %zmm@13
  vbroadcasti32x4 96(%rsi), %zmm@14
  vbroadcasti32x4 112(%rsi), %zmm@15
  vbroadcasti32x4 128(%rsi), %zmm@16
  vbroadcasti32x4 144(%rsi), %zmm@17
  vbroadcasti32x4 160(%rsi), %zmm@18
  vbroadcasti32x4 176(%rsi), %zmm@19
  vbroadcasti32x4 192(%rsi), %zmm@20
  vbroadcasti32x4 208(%rsi), %zmm@21
  vbroadcasti32x4 224(%rsi), %zmm@22
  vpshufb %zmm@9, %zmm@6, %zmm@23
  vpxord %zmm@23, %zmm@7, %zmm@23
  vaesenc %zmm@8, %zmm@23, %zmm@23
  vaesenc %zmm@10, %zmm@23, %zmm@23
  vaesenc %zmm@11, %zmm@23, %zmm@23
  vaesenc %zmm@12, %zmm@23, %zmm@23
  vaesenc %zmm@13, %zmm@23, %zmm@23
  vaesenc %zmm@14, %zmm@23, %zmm@23
  vaesenc %zmm@15, %zmm@23, %zmm@23
  vaesenc %zmm@16, %zmm@23, %zmm@23
  vaesenc %zmm@17, %zmm@23, %zmm@23
  vaesenc %zmm@18, %zmm@23, %zmm@23
  vaesenc %zmm@19, %zmm@23, %zmm@23
  vaesenc %zmm@20, %zmm@23, %zmm@23
  vaesenc %zmm@21, %zmm@23, %zmm@23
  vaesenclast %zmm@22, %zmm@23, %zmm@23
  movq $-1, %r14
  movl %r11d, %ecx
  shlq %cl, %r14
  movq $-1, %rbx
  cmpq $64, %r11
  notq %r14
  cmovaeq %rbx, %r14
  kmovq %r14, %k1
  vmovdqu8 (%r10,%rax), %zmm@24 {%k1} {z}
  vpxorq %zmm@23, %zmm@24, %zmm@23
  vmovdqu8 %zmm@23, (%r10,%rax) {%k1}
  leaq 64(%rax), %r14
  cmpq %rdx, %r14
  ja L20
  vpaddd C9(%rip), %zmm@6, %zmm@24
  vpshufb %zmm@9, %zmm@24, %zmm@24
  vpxord %zmm@24, %zmm@7, %zmm@24
  vaesenc %zmm@8, %zmm@24, %zmm@24
  vaesenc %zmm@10, %zmm@24, %zmm@24
  vaesenc %zmm@11, %zmm@24, %zmm@24
  vaesenc %zmm@12, %zmm@24, %zmm@24
  vaesenc %zmm@13, %zmm@24, %zmm@24
  vaesenc %zmm@14, %zmm@24, %zmm@24
  vaesenc %zmm@15, %zmm@24, %zmm@24
  vaesenc %zmm@16, %zmm@24, %zmm@24
  vaesenc %zmm@17, %zmm@24, %zmm@24
  vaesenc %zmm@18, %zmm@24, %zmm@24
  vaesenc %zmm@19, %zmm@24, %zmm@24
  vaesenc %zmm@20, %zmm@24, %zmm@24
  vaesenc %zmm@21, %zmm@24, %zmm@24
  vaesenclast %zmm@22, %zmm@24, %zmm@24
  movq $-1, %r15
  movl %r11d, %ecx
  shlq %cl, %r15
  leaq -64(%r11), %rcx
  cmpq $64, %rcx
  notq %r15
  cmovaeq %rbx, %r15
  kmovq %r15, %k2
  vmovdqu8 (%r10,%r14), %zmm@25 {%k2} {z}
  vpxorq %zmm@24, %zmm@25, %zmm@24
  vmovdqu8 %zmm@24, (%r10,%r14) {%k2}
  leaq 128(%rax), %r14
  cmpq %rdx, %r14
  ja L24
  vpaddd C10(%rip), %zmm@6, %zmm@25
  vpshufb %zmm@9, %zmm@25, %zmm@25
  vpxord %zmm@25, %zmm@7, %zmm@25
  vaesenc %zmm@8, %zmm@25, %zmm@25
  vaesenc %zmm@10, %zmm@25, %zmm@25
  vaesenc %zmm@11, %zmm@25, %zmm@25
  vaesenc %zmm@12, %zmm@25, %zmm@25
  vaesenc %zmm@13, %zmm@25, %zmm@25
  vaesenc %zmm@14, %zmm@25, %zmm@25
  vaesenc %zmm@15, %zmm@25, %zmm@25
  vaesenc %zmm@16, %zmm@25, %zmm@25
  vaesenc %zmm@17, %zmm@25, %zmm@25
  vaesenc %zmm@18, %zmm@25, %zmm@25
  vaesenc %zmm@19, %zmm@25, %zmm@25
  vaesenc %zmm@20, %zmm@25, %zmm@25
  vaesenc %zmm@21, %zmm@25, %zmm@25
  vaesenclast %zmm@22, %zmm@25, %zmm@25
  movq $-1, %r15
  movl %r11d, %ecx
  shlq %cl, %r15
  leaq -128(%r11), %rcx
  cmpq $64, %rcx
  notq %r15
  cmovaeq %rbx, %r15
  kmovq %r15, %k3
  vmovdqu8 (%r10,%r14), %zmm@26 {%k3} {z}
  vpxorq %zmm@25, %zmm@26, %zmm@25
  vmovdqu8 %zmm@25, (%r10,%r14) {%k3}
  addq $192, %rax
  cmpq %rdx, %rax
  ja L5
  vpaddd C12(%rip), %zmm@6, %zmm@6
  vpshufb %zmm@9, %zmm@6, %zmm@6
  vpxord %zmm@6, %zmm@7, %zmm@6
  vaesenc %zmm@8, %zmm@6, %zmm@6
  vaesenc %zmm@10, %zmm@6, %zmm@6
  vaesenc %zmm@11, %zmm@6, %zmm@6
  vaesenc %zmm@12, %zmm@6, %zmm@6
  vaesenc %zmm@13, %zmm@6, %zmm@6
  vaesenc %zmm@14, %zmm@6, %zmm@6
  vaesenc %zmm@15, %zmm@6, %zmm@6
  vaesenc %zmm@16, %zmm@6, %zmm@6
  vaesenc %zmm@17, %zmm@6, %zmm@6
  vaesenc %zmm@18, %zmm@6, %zmm@6
  vaesenc %zmm@19, %zmm@6, %zmm@6
  vaesenc %zmm@20, %zmm@6, %zmm@6
  vaesenc %zmm@21, %zmm@6, %zmm@6
  vaesenclast %zmm@22, %zmm@6, %zmm@6
  vmovdqu8 %zmm@23, %zmm@10 {%k1} {z}
  vmovdqu8 %zmm@24, %zmm@7 {%k2} {z}
  vpshufb C4(%rip), %zmm@7, %zmm@8
  vmovdqu8 %zmm@25, %zmm@7 {%k3} {z}
  vpshufb C4(%rip), %zmm@7, %zmm@7
  movq $-1, %rdx
  movl %r11d, %ecx
  shlq %cl, %rdx
  vpshufb %zmm@9, %zmm@10, %zmm@10
  leaq -192(%r11), %rcx
  cmpq $64, %rcx
  notq %rdx
  cmovaeq %rbx, %rdx
  kmovq %rdx, %k1
  vmovdqu8 (%r10,%rax), %zmm@9 {%k1} {z}
  vpxorq %zmm@6, %zmm@9, %zmm@9
  vmovdqu8 %zmm@9, %zmm@6 {%k1} {z}
  vpshufb C4(%rip), %zmm@6, %zmm@6
  vmovdqu8 %zmm@9, (%r10,%rax) {%k1}
  movq %r11, %rdx
  shrq $4, %rdx
  andl $15, %r11d
  cmpq $1, %r11
  sbbq $-1, %rdx
  testb %r9b, %r9b
  jne L25
  leal (,%rdx,4), %ecx
  andb $12, %cl
  movl $15, %eax
  shll %cl, %eax
  movq %rdx, %rcx
  shrq $2, %rcx
  cmpq $4, %rcx
  ja L26
  kmovd %eax, %k1
  vshufi32x4 $0, %zmm@3, %zmm@3, %zmm@9 {%k1} {z}
  leaq C13(%rip), %rax
  movslq (%rax,%rcx,4), %rcx
  addq %rax, %rcx
  jmpq *%rcx
L27:
  vpxord %zmm@10, %zmm@9, %zmm@10
  jmp L26
L6:
  leal (,%rdx,4), %ecx
  andb $12, %cl
  movl $15, %eax
  shll %cl, %eax
  kmovd %eax, %k1
  vshufi32x4 $0, %zmm@3, %zmm@3, %zmm@9 {%k1} {z}
  movq %rdx, %rcx
  shrq $2, %rcx
  cmpq $1, %rcx
  sete %al
  je L28
  testq %rcx, %rcx
  jne L29
  vpxord %zmm@6, %zmm@9, %zmm@6
L29:
L28:
  incq %rdx
L7:
  vmovdqa %xmm@5, %xmm@5
  movl $8, %ecx
  subq %rdx, %rcx
  cmpq $4, %rcx
  jb L30
  vmovdqa64 %zmm@2, %zmm@4
L30:
  vpxorq %zmm@5, %zmm@6, %zmm@10
  vpxor %xmm@5, %xmm@5, %xmm@5
  vmovdqa64 %zmm@2, %zmm@6
  jb L31
  vpxor %xmm@6, %xmm@6, %xmm@6
L31:
  addl %ecx, %ecx
  andl $6, %ecx
  vpbroadcastq %rcx, %zmm@7
  vpaddq C5(%rip), %zmm@7, %zmm@11
  vpermt2q %zmm@6, %zmm@11, %zmm@4
  vpclmulqdq $0, %zmm@4, %zmm@10, %zmm@7
  vpclmulqdq $17, %zmm@4, %zmm@10, %zmm@8
  vpclmulqdq $1, %zmm@4, %zmm@10, %zmm@12
  vpclmulqdq $16, %zmm@4, %zmm@10, %zmm@4
  vpternlogq $150, %zmm@4, %zmm@12, %zmm@5
  testb %al, %al
  je L17
  vpxor %xmm@4, %xmm@4, %xmm@4
  vpermt2q %zmm@4, %zmm@11, %zmm@6
  vpclmulqdq $0, %zmm@6, %zmm@9, %zmm@4
  vpxorq %zmm@7, %zmm@4, %zmm@7
  vpclmulqdq $17, %zmm@6, %zmm@9, %zmm@4
  vpxorq %zmm@8, %zmm@4, %zmm@8
  vpclmulqdq $1, %zmm@6, %zmm@9, %zmm@4
  vpclmulqdq $16, %zmm@6, %zmm@9, %zmm@6
  vpternlogq $150, %zmm@6, %zmm@4, %zmm@5
  jmp L17
L11:
  vpxord %zmm@9, %zmm@6, %zmm@9
  jmp L12
L10:
  vpxord %zmm@7, %zmm@6, %zmm@7
L12:
  incq %rax
L9:
  xorl %ecx, %ecx
  vmovdqa %xmm@5, %xmm@5
  vpxorq %zmm@5, %zmm@7, %zmm@5
  cmpq $8, %rax
  jbe L14
L13:
  vpclmulqdq $0, %zmm@4, %zmm@5, %zmm@7
  vpclmulqdq $17, %zmm@4, %zmm@5, %zmm@8
  vpclmulqdq $1, %zmm@4, %zmm@5, %zmm@10
  vpclmulqdq $16, %zmm@4, %zmm@5, %zmm@5
  vpxorq %zmm@10, %zmm@5, %zmm@5
  vpclmulqdq $0, %zmm@2, %zmm@9, %zmm@10
  vpclmulqdq $17, %zmm@2, %zmm@9, %zmm@11
  vpclmulqdq $1, %zmm@2, %zmm@9, %zmm@12
  vpclmulqdq $16, %zmm@2, %zmm@9, %zmm@9
  vpternlogq $150, %zmm@12, %zmm@5, %zmm@9
  leaq (%rax,%rax), %rdx
  vpbroadcastq %rdx, %zmm@5
  vmovdqa64 C14(%rip), %zmm@12
  vpsubq %zmm@5, %zmm@12, %zmm@5
  vpslldq $8, %zmm@9, %zmm@12
  vpternlogd $150, %zmm@7, %zmm@10, %zmm@12
  vpsrldq $8, %zmm@9, %zmm@7
  vpternlogq $150, %zmm@8, %zmm@11, %zmm@7
  vpbroadcastq C6(%rip), %zmm@8
  vpclmulqdq $0, %zmm@8, %zmm@12, %zmm@9
  vpshufd $78, %zmm@12, %zmm@10
  vpxorq %zmm@10, %zmm@9, %zmm@9
  vpclmulqdq $0, %zmm@8, %zmm@9, %zmm@8
  vpshufd $78, %zmm@9, %zmm@9
  vpternlogq $150, %zmm@8, %zmm@7, %zmm@9
  vpermi2q %zmm@2, %zmm@4, %zmm@5
  vpclmulqdq $0, %zmm@5, %zmm@9, %zmm@7
  vpclmulqdq $17, %zmm@5, %zmm@9, %zmm@8
  vpclmulqdq $1, %zmm@5, %zmm@9, %zmm@10
  vpclmulqdq $16, %zmm@5, %zmm@9, %zmm@5
  vpxorq %zmm@10, %zmm@5, %zmm@5
  testb %cl, %cl
  je L17
  movl $16, %ecx
  subq %rax, %rcx
  leal (%rcx,%rcx), %eax
  andl $6, %eax
  vpbroadcastq %rax, %zmm@9
  vpaddq C5(%rip), %zmm@9, %zmm@9
  vmovdqa64 %zmm@2, %zmm@10
  cmpq $4, %rcx
  jb L32
  vpxor %xmm@10, %xmm@10, %xmm@10
  vmovdqa64 %zmm@2, %zmm@4
L32:
  vpermt2q %zmm@10, %zmm@9, %zmm@4
L18:
  vpclmulqdq $0, %zmm@4, %zmm@6, %zmm@9
  vpxorq %zmm@7, %zmm@9, %zmm@7
  vpclmulqdq $17, %zmm@4, %zmm@6, %zmm@9
  vpxorq %zmm@8, %zmm@9, %zmm@8
  vpclmulqdq $1, %zmm@4, %zmm@6, %zmm@9
  vpclmulqdq $16, %zmm@4, %zmm@6, %zmm@4
  vpternlogq $150, %zmm@9, %zmm@5, %zmm@4
  vmovdqa64 %zmm@4, %zmm@5
  jmp L17
L33:
  vpxord %zmm@6, %zmm@9, %zmm@6
  jmp L22
L34:
  incq %rax
  movb $1, %cl
  jmp L35
L36:
  vpxord %zmm@7, %zmm@9, %zmm@7
L22:
  incq %rax
L21:
  xorl %ecx, %ecx
L35:
  vmovdqa %xmm@5, %xmm@5
  vpxorq %zmm@5, %zmm@8, %zmm@5
  cmpq $8, %rax
  jbe L37
  vpclmulqdq $0, %zmm@4, %zmm@5, %zmm@8
  vpclmulqdq $17, %zmm@4, %zmm@5, %zmm@10
  vpclmulqdq $1, %zmm@4, %zmm@5, %zmm@11
  vpclmulqdq $16, %zmm@4, %zmm@5, %zmm@5
  vpxorq %zmm@11, %zmm@5, %zmm@5
  vpclmulqdq $0, %zmm@2, %zmm@7, %zmm@11
  vpclmulqdq $17, %zmm@2, %zmm@7, %zmm@12
  vpclmulqdq $1, %zmm@2, %zmm@7, %zmm@13
  vpclmulqdq $16, %zmm@2, %zmm@7, %zmm@7
  vpternlogq $150, %zmm@13, %zmm@5, %zmm@7
  leaq (%rax,%rax), %rdx
  vpbroadcastq %rdx, %zmm@5
  vmovdqa64 C14(%rip), %zmm@13
  vpsubq %zmm@5, %zmm@13, %zmm@5
  vpslldq $8, %zmm@7, %zmm@13
  vpternlogd $150, %zmm@8, %zmm@11, %zmm@13
  vpsrldq $8, %zmm@7, %zmm@7
  vpternlogq $150, %zmm@10, %zmm@12, %zmm@7
  vpbroadcastq C6(%rip), %zmm@8
  vpclmulqdq $0, %zmm@8, %zmm@13, %zmm@10
  vpshufd $78, %zmm@13, %zmm@11
  vpxorq %zmm@11, %zmm@10, %zmm@10
  vpclmulqdq $0, %zmm@8, %zmm@10, %zmm@11
  vpshufd $78, %zmm@10, %zmm@8
  vpternlogq $150, %zmm@11, %zmm@7, %zmm@8
  vpermi2q %zmm@2, %zmm@4, %zmm@5
  vpclmulqdq $1, %zmm@5, %zmm@8, %zmm@10
  vpclmulqdq $16, %zmm@5, %zmm@8, %zmm@11
  movl $16, %edx
  subq %rax, %rdx
  cmpq $4, %rdx
  jb L38
  vmovdqa64 %zmm@2, %zmm@4
L38:
  vpclmulqdq $0, %zmm@5, %zmm@8, %zmm@7
  vpclmulqdq $17, %zmm@5, %zmm@8, %zmm@8
  vpxorq %zmm@10, %zmm@11, %zmm@5
  vmovdqa64 %zmm@2, %zmm@10
  jb L39
  vpxor %xmm@10, %xmm@10, %xmm@10
L39:
  addl %edx, %edx
  andl $6, %edx
  vpbroadcastq %rdx, %zmm@11
  vpaddq C5(%rip), %zmm@11, %zmm@11
  vpermt2q %zmm@10, %zmm@11, %zmm@4
  vpclmulqdq $0, %zmm@4, %zmm@6, %zmm@12
  vpxorq %zmm@7, %zmm@12, %zmm@7
  vpclmulqdq $17, %zmm@4, %zmm@6, %zmm@12
  vpxorq %zmm@8, %zmm@12, %zmm@8
  vpclmulqdq $1, %zmm@4, %zmm@6, %zmm@12
  vpclmulqdq $16, %zmm@4, %zmm@6, %zmm@4
  vpternlogq $150, %zmm@4, %zmm@12, %zmm@5
  testb %cl, %cl
  je L17
  vpxor %xmm@4, %xmm@4, %xmm@4
  vpermt2q %zmm@4, %zmm@11, %zmm@10
  jmp L40
L37:
  cmpq $5, %rax
  jae L41
  vmovdqa64 %zmm@2, %zmm@4
L41:
  vpxor %xmm@10, %xmm@10, %xmm@10
  vmovdqa64 %zmm@2, %zmm@8
  jae L42
  vpxor %xmm@8, %xmm@8, %xmm@8
L42:
  negl %eax
  addl %eax, %eax
  andl $6, %eax
  vpbroadcastq %rax, %zmm@11
  vpaddq C5(%rip), %zmm@11, %zmm@11
  vpermt2q %zmm@8, %zmm@11, %zmm@4
  vpclmulqdq $0, %zmm@4, %zmm@5, %zmm@12
  vpclmulqdq $17, %zmm@4, %zmm@5, %zmm@13
  vpclmulqdq $1, %zmm@4, %zmm@5, %zmm@14
  vpclmulqdq $16, %zmm@4, %zmm@5, %zmm@4
  vpternlogq $150, %zmm@14, %zmm@10, %zmm@4
  vpermt2q %zmm@10, %zmm@11, %zmm@8
  vpclmulqdq $0, %zmm@8, %zmm@7, %zmm@5
  vpclmulqdq $17, %zmm@8, %zmm@7, %zmm@14
  vpclmulqdq $1, %zmm@8, %zmm@7, %zmm@15
  vpclmulqdq $16, %zmm@8, %zmm@7, %zmm@16
  vpternlogq $150, %zmm@15, %zmm@4, %zmm@16
  vpermt2q %zmm@10, %zmm@11, %zmm@10
  vpclmulqdq $0, %zmm@10, %zmm@6, %zmm@7
  vpternlogq $150, %zmm@12, %zmm@5, %zmm@7
  vpclmulqdq $17, %zmm@10, %zmm@6, %zmm@8
  vpternlogq $150, %zmm@13, %zmm@14, %zmm@8
  vpclmulqdq $1, %zmm@10, %zmm@6, %zmm@4
  vpclmulqdq $16, %zmm@10, %zmm@6, %zmm@5
  vpternlogq $150, %zmm@4, %zmm@16, %zmm@5
  testb %cl, %cl
  jne L40
  jmp L17
L43:
  incq %rdx
  movb $1, %al
  vmovdqa %xmm@5, %xmm@5
  vpxorq %zmm@5, %zmm@10, %zmm@5
  cmpq $8, %rdx
  ja L44
L45:
  cmpq $5, %rdx
  jae L46
  vmovdqa64 %zmm@2, %zmm@4
L46:
  vpxor %xmm@10, %xmm@10, %xmm@10
  vmovdqa64 %zmm@2, %zmm@11
  jae L47
  vpxor %xmm@11, %xmm@11, %xmm@11
L47:
  negl %edx
  addl %edx, %edx
  andl $6, %edx
  vpbroadcastq %rdx, %zmm@12
  vpaddq C5(%rip), %zmm@12, %zmm@12
  vpermt2q %zmm@11, %zmm@12, %zmm@4
  vpclmulqdq $0, %zmm@4, %zmm@5, %zmm@13
  vpclmulqdq $17, %zmm@4, %zmm@5, %zmm@14
  vpclmulqdq $1, %zmm@4, %zmm@5, %zmm@15
  vpclmulqdq $16, %zmm@4, %zmm@5, %zmm@4
  vpternlogq $150, %zmm@15, %zmm@10, %zmm@4
  vpermt2q %zmm@10, %zmm@12, %zmm@11
  vpclmulqdq $0, %zmm@11, %zmm@8, %zmm@5
  vpxorq %zmm@13, %zmm@5, %zmm@5
  vpclmulqdq $17, %zmm@11, %zmm@8, %zmm@13
  vpxorq %zmm@14, %zmm@13, %zmm@13
  vpclmulqdq $1, %zmm@11, %zmm@8, %zmm@14
  vpclmulqdq $16, %zmm@11, %zmm@8, %zmm@8
  vpternlogq $150, %zmm@14, %zmm@4, %zmm@8
  vpermt2q %zmm@10, %zmm@12, %zmm@10
  vpclmulqdq $0, %zmm@10, %zmm@7, %zmm@4
  vpclmulqdq $17, %zmm@10, %zmm@7, %zmm@11
  vpclmulqdq $1, %zmm@10, %zmm@7, %zmm@12
  vpclmulqdq $16, %zmm@10, %zmm@7, %zmm@14
  vpternlogq $150, %zmm@12, %zmm@8, %zmm@14
  vpclmulqdq $0, %zmm@10, %zmm@6, %zmm@7
  vpternlogq $150, %zmm@4, %zmm@5, %zmm@7
  vpclmulqdq $17, %zmm@10, %zmm@6, %zmm@8
  vpternlogq $150, %zmm@11, %zmm@13, %zmm@8
  vpclmulqdq $1, %zmm@10, %zmm@6, %zmm@4
  vpclmulqdq $16, %zmm@10, %zmm@6, %zmm@5
  vpternlogq $150, %zmm@4, %zmm@14, %zmm@5
  testb %al, %al
  je L17
  jmp L40
L48:
  vpxord %zmm@7, %zmm@9, %zmm@7
  jmp L26
L49:
  vpxord %zmm@6, %zmm@9, %zmm@6
  jmp L26
L50:
  vpxord %zmm@8, %zmm@9, %zmm@8
L26:
  incq %rdx
L25:
  xorl %eax, %eax
  vmovdqa %xmm@5, %xmm@5
  vpxorq %zmm@5, %zmm@10, %zmm@5
  cmpq $8, %rdx
  jbe L45
L44:
  vpclmulqdq $0, %zmm@4, %zmm@5, %zmm@10
  vpclmulqdq $17, %zmm@4, %zmm@5, %zmm@11
  vpclmulqdq $1, %zmm@4, %zmm@5, %zmm@12
  vpclmulqdq $16, %zmm@4, %zmm@5, %zmm@5
  vpxorq %zmm@12, %zmm@5, %zmm@5
  vpclmulqdq $0, %zmm@2, %zmm@8, %zmm@12
  vpclmulqdq $17, %zmm@2, %zmm@8, %zmm@13
  vpclmulqdq $1, %zmm@2, %zmm@8, %zmm@14
  vpclmulqdq $16, %zmm@2, %zmm@8, %zmm@8
  vpternlogq $150, %zmm@14, %zmm@5, %zmm@8
  leaq (%rdx,%rdx), %rcx
  vpbroadcastq %rcx, %zmm@5
  vmovdqa64 C14(%rip), %zmm@14
  vpsubq %zmm@5, %zmm@14, %zmm@5
  vpslldq $8, %zmm@8, %zmm@14
  vpternlogd $150, %zmm@10, %zmm@12, %zmm@14
  vpsrldq $8, %zmm@8, %zmm@8
  vpternlogq $150, %zmm@11, %zmm@13, %zmm@8
  vpbroadcastq C6(%rip), %zmm@10
  vpclmulqdq $0, %zmm@10, %zmm@14, %zmm@11
  vpshufd $78, %zmm@14, %zmm@12
  vpxorq %zmm@12, %zmm@11, %zmm@11
  vpclmulqdq $0, %zmm@10, %zmm@11, %zmm@12
  vpshufd $78, %zmm@11, %zmm@10
  vpternlogq $150, %zmm@12, %zmm@8, %zmm@10
  vpermi2q %zmm@2, %zmm@4, %zmm@5
  vpclmulqdq $1, %zmm@5, %zmm@10, %zmm@11
  vpclmulqdq $16, %zmm@5, %zmm@10, %zmm@12
  movl $16, %ecx
  subq %rdx, %rcx
  cmpq $4, %rcx
  jb L51
  vmovdqa64 %zmm@2, %zmm@4
L51:
  vpclmulqdq $0, %zmm@5, %zmm@10, %zmm@8
  vpclmulqdq $17, %zmm@5, %zmm@10, %zmm@5
  vpxorq %zmm@11, %zmm@12, %zmm@10
  vpxor %xmm@13, %xmm@13, %xmm@13
  vmovdqa64 %zmm@2, %zmm@11
  jb L52
  vpxor %xmm@11, %xmm@11, %xmm@11
L52:
  addl %ecx, %ecx
  andl $6, %ecx
  vpbroadcastq %rcx, %zmm@12
  vpaddq C5(%rip), %zmm@12, %zmm@12
  vpermt2q %zmm@11, %zmm@12, %zmm@4
  vpclmulqdq $0, %zmm@4, %zmm@7, %zmm@14
  vpclmulqdq $17, %zmm@4, %zmm@7, %zmm@15
  vpclmulqdq $1, %zmm@4, %zmm@7, %zmm@16
  vpclmulqdq $16, %zmm@4, %zmm@7, %zmm@4
  vpternlogq $150, %zmm@4, %zmm@16, %zmm@10
  vpermt2q %zmm@13, %zmm@12, %zmm@11
  vpclmulqdq $0, %zmm@11, %zmm@6, %zmm@7
  vpternlogq $150, %zmm@8, %zmm@14, %zmm@7
  vpclmulqdq $17, %zmm@11, %zmm@6, %zmm@8
  vpternlogq $150, %zmm@5, %zmm@15, %zmm@8
  vpclmulqdq $1, %zmm@11, %zmm@6, %zmm@4
  vpclmulqdq $16, %zmm@11, %zmm@6, %zmm@5
  vpternlogq $150, %zmm@4, %zmm@10, %zmm@5
  testb %al, %al
  je L17
  vpxor %xmm@10, %xmm@10, %xmm@10
  vpermt2q %zmm@10, %zmm@12, %zmm@10
L40:
  vpclmulqdq $0, %zmm@10, %zmm@9, %zmm@4
  vpxorq %zmm@7, %zmm@4, %zmm@7
  vpclmulqdq $17, %zmm@10, %zmm@9, %zmm@4
  vpxorq %zmm@8, %zmm@4, %zmm@8
  vpclmulqdq $1, %zmm@10, %zmm@9, %zmm@4
  vpclmulqdq $16, %zmm@10, %zmm@9, %zmm@6
  vpternlogq $150, %zmm@4, %zmm@5, %zmm@6
  vmovdqa64 %zmm@6, %zmm@5
L17:
  vpslldq $8, %zmm@5, %zmm@4
  vpxord %zmm@7, %zmm@4, %zmm@4
  vpsrldq $8, %zmm@5, %zmm@5
  vpxorq %zmm@5, %zmm@8, %zmm@5
  vpbroadcastq C6(%rip), %zmm@6
  vpclmulqdq $0, %zmm@6, %zmm@4, %zmm@7
  vpshufd $78, %zmm@4, %zmm@4
  vpxorq %zmm@4, %zmm@7, %zmm@4
  vpclmulqdq $0, %zmm@6, %zmm@4, %zmm@6
  vpshufd $78, %zmm@4, %zmm@4
  vpternlogq $150, %zmm@6, %zmm@5, %zmm@4
  vextracti64x4 $1, %zmm@4, %ymm@5
  vpxor %ymm@4, %ymm@5, %ymm@4
  vextracti128 $1, %ymm@4, %xmm@5
  vpxor %xmm@4, %xmm@5, %xmm@5
L53:
  testb %r9b, %r9b
  je L54
  vpxor %xmm@3, %xmm@5, %xmm@3
  vextracti32x4 $3, %zmm@2, %xmm@2
  vpclmulqdq $0, %zmm@2, %zmm@3, %zmm@4
  vpclmulqdq $17, %zmm@2, %zmm@3, %zmm@5
  vpclmulqdq $1, %zmm@2, %zmm@3, %zmm@6
  vpclmulqdq $16, %zmm@2, %zmm@3, %zmm@2
  vpxorq %zmm@6, %zmm@2, %zmm@2
  vpslldq $8, %zmm@2, %zmm@3
  vpxord %zmm@4, %zmm@3, %zmm@3
  vpsrldq $8, %zmm@2, %zmm@2
  vpxorq %zmm@2, %zmm@5, %zmm@2
  vpbroadcastq C6(%rip), %zmm@4
  vpclmulqdq $0, %zmm@4, %zmm@3, %zmm@5
  vpshufd $78, %zmm@3, %zmm@3
  vpxorq %zmm@3, %zmm@5, %zmm@3
  vpclmulqdq $0, %zmm@4, %zmm@3, %zmm@4
  vpshufd $78, %zmm@3, %zmm@5
  vpternlogq $150, %zmm@4, %zmm@2, %zmm@5
L54:
  testb %r8b, %r8b
  jne L55
  vpxor (%rsi), %xmm@0, %xmm@0
  vaesenc 16(%rsi), %xmm@0, %xmm@0
  vaesenc 32(%rsi), %xmm@0, %xmm@0
  vaesenc 48(%rsi), %xmm@0, %xmm@0
  vaesenc 64(%rsi), %xmm@0, %xmm@0
  vaesenc 80(%rsi), %xmm@0, %xmm@0
  vaesenc 96(%rsi), %xmm@0, %xmm@0
  vaesenc 112(%rsi), %xmm@0, %xmm@0
  vaesenc 128(%rsi), %xmm@0, %xmm@0
  vaesenc 144(%rsi), %xmm@0, %xmm@0
  vaesenc 160(%rsi), %xmm@0, %xmm@0
  vaesenc 176(%rsi), %xmm@0, %xmm@0
  vaesenc 192(%rsi), %xmm@0, %xmm@0
  vaesenc 208(%rsi), %xmm@0, %xmm@0
  vaesenclast 224(%rsi), %xmm@0, %xmm@1
L55:
  vpshufb C1(%rip), %xmm@5, %xmm@0
  vpxor %xmm@0, %xmm@1, %xmm@0
  vmovdqu %xmm@0, (%rdi)
  movq %rdi, %rax
  addq $8, %rsp
  popq %rbx
  popq %r12
  popq %r14
  popq %r15
  vzeroupper
  retq
L20:
  movq %r14, %rax
  leaq C15(%rip), %rcx
  movq %rax, %rdi
  movq %rdx, %rsi
  vzeroupper
  callq *core::slice::index::slice_index_fail(%rip)
L24:
  movq %r14, %rax
L5:
  leaq C15(%rip), %rcx
  movq %rax, %rdi
  movq %rdx, %rsi
  vzeroupper
  callq *core::slice::index::slice_index_fail(%rip)
== hw_gcm::arch::x86_64::vaes_avx512::finish#1
  pushq %r15
  pushq %r14
  pushq %r13
  pushq %r12
  pushq %rbx
  movq %rdx, %r10
  movq 64(%rsp), %r15
  movq 56(%rsp), %rax
  movq 48(%rsp), %r14
  movq 72(%rsp), %rbx
  vmovq (%rcx), %xmm@0
  vpinsrd $2, 8(%rcx), %xmm@0, %xmm@0
  vpblendd $8, C0(%rip), %xmm@0, %xmm@0
  vpshufb C1(%rip), %xmm@0, %xmm@1
  vmovdqu64 64(%rdx), %zmm@2
  vpaddd C2(%rip), %xmm@1, %xmm@1
  vshufi64x2 $0, %zmm@1, %zmm@1, %zmm@1
  movq 8(%r14), %rdx
  movq %rdx, %r11
  subq %rax, %r11
  movq %rax, %rcx
  shrq $4, %rcx
  vmovd %ecx, %xmm@3
  vpxor %xmm@4, %xmm@4, %xmm@4
  vmovdqa64 C3(%rip), %zmm@5
  vpermi2d %zmm@4, %zmm@3, %zmm@5
  vpaddd %zmm@1, %zmm@5, %zmm@3
  testb $1, (%r15)
  je L0
  vmovdqa 16(%r15), %xmm@5
  jmp L1
L0:
  testq %r9, %r9
  je L2
  movq $-1, %r15
  movq $-1, %r12
  movl %r9d, %ecx
  shlq %cl, %r12
  cmpq $64, %r9
  notq %r12
  cmovaeq %r15, %r12
  kmovq %r12, %k1
  vmovdqu8 (%r8), %zmm@1 {%k1} {z}
  vpshufb C4(%rip), %zmm@1, %zmm@1
  leaq 15(%r9), %rcx
  shrq $3, %rcx
  andq $-2, %rcx
  movl $8, %r8d
  subq %rcx, %r8
  vpbroadcastq %r8, %zmm@4
  vpaddq C5(%rip), %zmm@4, %zmm@4
  vpxor %xmm@5, %xmm@5, %xmm@5
  vpermi2q %zmm@5, %zmm@2, %zmm@4
  vpclmulqdq $0, %zmm@4, %zmm@1, %zmm@5
  vpclmulqdq $17, %zmm@4, %zmm@1, %zmm@6
  vpclmulqdq $1, %zmm@4, %zmm@1, %zmm@7
  vpclmulqdq $16, %zmm@4, %zmm@1, %zmm@1
  vpxorq %zmm@7, %zmm@1, %zmm@1
  vpslldq $8, %zmm@1, %zmm@4
  vpxord %zmm@5, %zmm@4, %zmm@4
  vpsrldq $8, %zmm@1, %zmm@1
  vpxorq %zmm@1, %zmm@6, %zmm@1
  vpbroadcastq C6(%rip), %zmm@5
  vpclmulqdq $0, %zmm@5, %zmm@4, %zmm@6
  vpshufd $78, %zmm@4, %zmm@4
  vpxorq %zmm@4, %zmm@6, %zmm@4
  vpclmulqdq $0, %zmm@5, %zmm@4, %zmm@5
  vpshufd $78, %zmm@4, %zmm@4
  vpternlogq $150, %zmm@5, %zmm@1, %zmm@4
  vextracti64x4 $1, %zmm@4, %ymm@1
  vpxor %ymm@4, %ymm@1, %ymm@1
  vextracti128 $1, %ymm@1, %xmm@4
  vpxor %xmm@1, %xmm@4, %xmm@5
  jmp L1
L2:
  vpxor %xmm@5, %xmm@5, %xmm@5
L1:
  vmovdqu64 (%r10), %zmm@4
  movzbl (%rbx), %r8d
  vmovdqa 16(%rbx), %xmm@1
  movq (%r14), %rbx
  vpaddd C7(%rip), %zmm@3, %zmm@6
  vmovq %r9, %xmm@3
  vmovq %rdx, %xmm@7
  vpunpcklqdq %xmm@3, %xmm@7, %xmm@3
  vpsllq $3, %xmm@3, %xmm@3
  cmpq %rax, %rdx
  sete %cl
  cmpq $241, %r11
  setae %r10b
  orb %cl, %r10b
  movq %r11, %rcx
  shrq $6, %rcx
  movl %r11d, %r9d
  andl $63, %r9d
  cmpq $1, %r9
  sbbq $-1, %rcx
  cmpq $3, %rcx
  ja L3
  leaq C8(%rip), %r9
  movslq (%r9,%rcx,4), %rcx
  addq %r9, %rcx
  jmpq *%rcx
L4:
  cmpq %rax, %rdx
  jb L5
  movq 24(%r14), %rdx
  cmpq %rdx, %rax
  ja L6
  vbroadcasti32x4 (%rsi), %zmm@7
  vpshufb C4(%rip), %zmm@6, %zmm@6
  vpxord %zmm@6, %zmm@7, %zmm@6
  vbroadcasti32x4 16(%rsi), %zmm@7
  vaesenc %zmm@7, %zmm@6, %zmm@6
  vbroadcasti32x4 32(%rsi), %zmm@7
  vaesenc %zmm@7, %zmm@6, %zmm@6
  vbroadcasti32x4 48(%rsi), %zmm@7
  vaesenc %zmm@7, %zmm@6, %zmm@6
  vbroadcasti32x4 64(%rsi), %zmm@7
  vaesenc %zmm@7, %zmm@6, %zmm@6
  vbroadcasti32x4 80(%rsi), %zmm@7
  vaesenc %zmm@7, %zmm@6, %zmm@6
  vbroadcasti32x4 96(%rsi), %zmm@7
  vaesenc %zmm@7, %zmm@6, %zmm@6
  vbroadcasti32x4 112(%rsi), %zmm@7
  vaesenc %zmm@7, %zmm@6, %zmm@6
  vbroadcasti32x4 128(%rsi), %zmm@7
  vaesenc %zmm@7, %zmm@6, %zmm@6
  vbroadcasti32x4 144(%rsi), %zmm@7
  vaesenc %zmm@7, %zmm@6, %zmm@6
  vbroadcasti32x4 160(%rsi), %zmm@7
  vaesenc %zmm@7, %zmm@6, %zmm@6
  vbroadcasti32x4 176(%rsi), %zmm@7
  vaesenc %zmm@7, %zmm@6, %zmm@6
  vbroadcasti32x4 192(%rsi), %zmm@7
  vaesenc %zmm@7, %zmm@6, %zmm@6
  vbroadcasti32x4 208(%rsi), %zmm@7
  vaesenc %zmm@7, %zmm@6, %zmm@6
  vbroadcasti32x4 224(%rsi), %zmm@7
  vaesenclast %zmm@7, %zmm@6, %zmm@6
  movq $-1, %rdx
  movl %r11d, %ecx
  shlq %cl, %rdx
  movq 16(%r14), %rcx
  movq $-1, %r9
  cmpq $64, %r11
  notq %rdx
  cmovaeq %r9, %rdx
  kmovq %rdx, %k1
  vmovdqu8 (%rbx,%rax), %zmm@7 {%k1} {z}
  vpxorq %zmm@6, %zmm@7, %zmm@7
  vmovdqu8 %zmm@7, %zmm@6 {%k1} {z}
  vpshufb C4(%rip), %zmm@6, %zmm@6
  vmovdqu8 %zmm@7, (%rcx,%rax) {%k1}
  movq %r11, %rdx
  shrq $4, %rdx
  andl $15, %r11d
  cmpq $1, %r11
  sbbq $-1, %rdx
  testb %r10b, %r10b
  je L7
  xorl %eax, %eax
  jmp L8
L9:
  cmpq %rax, %rdx
  jb L5
  movq 24(%r14), %r9
  cmpq %r9, %rax
  ja L10
  vbroadcasti32x4 (%rsi), %zmm@7
  vmovdqa64 C4(%rip), %zmm@8
  vpshufb %zmm@8, %zmm@6, %zmm@9
  vpxord %zmm@9, %zmm@7, %zmm@10
  vbroadcasti32x4 16(%rsi), %zmm@9
  vaesenc %zmm@9, %zmm@10, %zmm@11
  vbroadcasti32x4 32(%rsi), %zmm@10
  vaesenc %zmm@10, %zmm@11, %zmm@12
  vbroadcasti32x4 48(%rsi), %zmm@11
  vaesenc %zmm@11, %zmm@12, %zmm@13
  vbroadcasti32x4 64(%rsi), %zmm@12
  vaesenc %zmm@12, %zmm@13, %zmm@14
  vbroadcasti32x4 80(%rsi), %zmm@13
  vaesenc %zmm@13, %zmm@14, %zmm@15
  vbroadcasti32x4 96(%rsi), %zmm@14
  vaesenc %zmm@14, %zmm@15, %zmm@16
  vbroadcasti32x4 112(%rsi), %zmm@15
  vaesenc %zmm@15, %zmm@16, %zmm@17
  vbroadcasti32x4 128(%rsi), %zmm@16
  vaesenc %zmm@16, %zmm@17, %zmm@18
  vbroadcasti32x4 144(%rsi), %zmm@17
  vaesenc %zmm@17, %zmm@18, %zmm@19
  vbroadcasti32x4 160(%rsi), %zmm@18
  vaesenc %zmm@18, %zmm@19, %zmm@20
  vbroadcasti32x4 176(%rsi), %zmm@19
  vaesenc %zmm@19, %zmm@20, %zmm@21
  vbroadcasti32x4 192(%rsi), %zmm@20
  vaesenc %zmm@20, %zmm@21, %zmm@22
  vbroadcasti32x4 208(%rsi), %zmm@21
  vaesenc %zmm@21, %zmm@22, %zmm@23
  vbroadcasti32x4 224(%rsi), %zmm@22
  vaesenclast %zmm@22, %zmm@23, %zmm@23
  movq $-1, %r15
  movl %r11d, %ecx
  shlq %cl, %r15
  movq 16(%r14), %r14
  movq $-1, %rcx
  cmpq $64, %r11
  notq %r15
  cmovaeq %rcx, %r15
  kmovq %r15, %k1
  vmovdqu8 (%rbx,%rax), %zmm@24 {%k1} {z}
  vpxorq %zmm@23, %zmm@24, %zmm@23
  vmovdqu8 %zmm@23, (%r14,%rax) {%k1}
  addq $64, %rax
  cmpq %rdx, %rax
  ja L5
  cmpq %r9, %rax
  ja L10
  vpaddd C9(%rip), %zmm@6, %zmm@6
  vpshufb %zmm@8, %zmm@6, %zmm@6
  vpxord %zmm@6, %zmm@7, %zmm@6
  vaesenc %zmm@9, %zmm@6, %zmm@6
  vaesenc %zmm@10, %zmm@6, %zmm@6
  vaesenc %zmm@11, %zmm@6, %zmm@6
  vaesenc %zmm@12, %zmm@6, %zmm@6
  vaesenc %zmm@13, %zmm@6, %zmm@6
  vaesenc %zmm@14, %zmm@6, %zmm@6
  vaesenc %zmm@15, %zmm@6, %zmm@6
  vaesenc %zmm@16, %zmm@6, %zmm@6
  vaesenc %zmm@17, %zmm@6, %zmm@6
  vaesenc %zmm@18, %zmm@6, %zmm@6
  vaesenc %zmm@19, %zmm@6, %zmm@6
  vaesenc %zmm@20, %zmm@6, %zmm@6
  vaesenc %zmm@21, %zmm@6, %zmm@6
  vaesenclast %zmm@22, %zmm@6, %zmm@6
  vmovdqu8 %zmm@23, %zmm@7 {%k1} {z}
  vpshufb C4(%rip), %zmm@7, %zmm@7
  movq $-1, %rdx
  movl %r11d, %ecx
  shlq %cl, %rdx
  leaq -64(%r11), %rcx
  movq $-1, %r9
  cmpq $64, %rcx
  notq %rdx
  cmovaeq %r9, %rdx
  kmovq %rdx, %k1
  vmovdqu8 (%rbx,%rax), %zmm@8 {%k1} {z}
  vpxorq %zmm@6, %zmm@8, %zmm@6
  vmovdqu8 %zmm@6, %zmm@8 {%k1} {z}
  vpshufb C4(%rip), %zmm@8, %zmm@9
  vmovdqu8 %zmm@6, (%r14,%rax) {%k1}
  movq %r11, %rax
  shrq $4, %rax
  andl $15, %r11d
  cmpq $1, %r11
  sbbq $-1, %rax
  testb %r10b, %r10b
  jne L11
  leal (,%rax,4), %ecx
  andb $12, %cl
  movl $15, %edx
  shll %cl, %edx
  kmovd %edx, %k1
  vshufi32x4 $0, %zmm@3, %zmm@3, %zmm@6 {%k1} {z}
  movq %rax, %rcx
  shrq $2, %rcx
  je L12
  cmpq $1, %rcx
  je L13
  cmpq $2, %rcx
  jne L14
  incq %rax
  movb $1, %cl
  vmovdqa %xmm@5, %xmm@5
  vpxorq %zmm@5, %zmm@7, %zmm@5
  cmpq $8, %rax
  ja L15
L16:
  cmpq $5, %rax
  jae L17
  vmovdqa64 %zmm@2, %zmm@4
L17:
  vpxor %xmm@7, %xmm@7, %xmm@7
  vmovdqa64 %zmm@2, %zmm@10
  jae L18
  vpxor %xmm@10, %xmm@10, %xmm@10
L18:
  negl %eax
  addl %eax, %eax
  andl $6, %eax
  vpbroadcastq %rax, %zmm@8
  vpaddq C5(%rip), %zmm@8, %zmm@11
  vpermt2q %zmm@10, %zmm@11, %zmm@4
  vpclmulqdq $0, %zmm@4, %zmm@5, %zmm@8
  vpclmulqdq $17, %zmm@4, %zmm@5, %zmm@12
  vpclmulqdq $1, %zmm@4, %zmm@5, %zmm@13
  vpclmulqdq $16, %zmm@4, %zmm@5, %zmm@4
  vpternlogq $150, %zmm@13, %zmm@7, %zmm@4
  vpermt2q %zmm@7, %zmm@11, %zmm@10
  vpclmulqdq $0, %zmm@10, %zmm@9, %zmm@5
  vpxorq %zmm@8, %zmm@5, %zmm@7
  vpclmulqdq $17, %zmm@10, %zmm@9, %zmm@5
  vpxorq %zmm@12, %zmm@5, %zmm@8
  vpclmulqdq $1, %zmm@10, %zmm@9, %zmm@12
  vpclmulqdq $16, %zmm@10, %zmm@9, %zmm@5
  vpternlogq $150, %zmm@12, %zmm@4, %zmm@5
  testb %cl, %cl
  je L19
  vpxor %xmm@4, %xmm@4, %xmm@4
  vpermt2q %zmm@4, %zmm@11, %zmm@4
  jmp L20
L21:
  cmpq %rax, %rdx
  jb L5
  movq 24(%r14), %r9
  cmpq %r9, %rax
  ja L10
  vbroadcasti32x4 (%rsi), %zmm@7
  vmovdqa64 C4(%rip), %zmm@8
  vpshufb %zmm@8, %zmm@6, %zmm@9
  vpxord %zmm@9, %zmm@7, %zmm@10
  vbroadcasti32x4 16(%rsi), %zmm@9
  vaesenc %zmm@9, %zmm@10, %zmm@11
  vbroadcasti32x4 32(%rsi), %zmm@10
  vaesenc %zmm@10, %zmm@11, %zmm@12
  vbroadcasti32x4 48(%rsi), %zmm@11
  vaesenc %zmm@11, %zmm@12, %zmm@13
  vbroadcasti32x4 64(%rsi), %zmm@12
  vaesenc %zmm@12, %zmm@13, %zmm@14
  vbroadcasti32x4 80(%rsi), %zmm@13
  vaesenc %zmm@13, %zmm@14, %zmm@15
  vbroadcasti32x4 96(%rsi), %zmm@14
  vaesenc %zmm@14, %zmm@15, %zmm@16
  vbroadcasti32x4 112(%rsi), %zmm@15
  vaesenc %zmm@15, %zmm@16, %zmm@17
  vbroadcasti32x4 128(%rsi), %zmm@16
  vaesenc %zmm@16, %zmm@17, %zmm@18
  vbroadcasti32x4 144(%rsi), %zmm@17
  vaesenc %zmm@17, %zmm@18, %zmm@19
  vbroadcasti32x4 160(%rsi), %zmm@18
  vaesenc %zmm@18, %zmm@19, %zmm@20
  vbroadcasti32x4 176(%rsi), %zmm@19
  vaesenc %zmm@19, %zmm@20, %zmm@21
  vbroadcasti32x4 192(%rsi), %zmm@20
  vaesenc %zmm@20, %zmm@21, %zmm@22
  vbroadcasti32x4 208(%rsi), %zmm@21
  vaesenc %zmm@21, %zmm@22, %zmm@23
  vbroadcasti32x4 224(%rsi), %zmm@22
  vaesenclast %zmm@22, %zmm@23, %zmm@23
  movq $-1, %r15
  movl %r11d, %ecx
  shlq %cl, %r15
  movq 16(%r14), %r14
  movq $-1, %rcx
  cmpq $64, %r11
  notq %r15
  cmovaeq %rcx, %r15
  kmovq %r15, %k1
  vmovdqu8 (%rbx,%rax), %zmm@24 {%k1} {z}
  vpxorq %zmm@23, %zmm@24, %zmm@23
  vmovdqu8 %zmm@23, (%r14,%rax) {%k1}
  leaq 64(%rax), %r15
  cmpq %rdx, %r15
  ja L22
  cmpq %r9, %r15
  ja L23
  vpaddd C9(%rip), %zmm@6, %zmm@24
  vpshufb %zmm@8, %zmm@24, %zmm@24
  vpxord %zmm@24, %zmm@7, %zmm@24
  vaesenc %zmm@9, %zmm@24, %zmm@24
  vaesenc %zmm@10, %zmm@24, %zmm@24
  vaesenc %zmm@11, %zmm@24, %zmm@24
  vaesenc %zmm@12, %zmm@24, %zmm@24
  vaesenc %zmm@13, %zmm@24, %zmm@24
  vaesenc %zmm@14, %zmm@24, %zmm@24
  vaesenc %zmm@15, %zmm@24, %zmm@24
  vaesenc %zmm@16, %zmm@24, %zmm@24
  vaesenc %zmm@17, %zmm@24, %zmm@24
  vaesenc %zmm@18, %zmm@24, %zmm@24
  vaesenc %zmm@19, %zmm@24, %zmm@24
  vaesenc %zmm@20, %zmm@24, %zmm@24
  vaesenc %zmm@21, %zmm@24, %zmm@24
  vaesenclast %zmm@22, %zmm@24, %zmm@24
  movq $-1, %r12
  movl %r11d, %ecx
  shlq %cl, %r12
  leaq -64(%r11), %rcx
  movq $-1, %r13
  cmpq $64, %rcx
  notq %r12
  cmovaeq %r13, %r12
  kmovq %r12, %k2
  vmovdqu8 (%rbx,%r15), %zmm@25 {%k2} {z}
  vpxorq %zmm@24, %zmm@25, %zmm@24
  vmovdqu8 %zmm@24, (%r14,%r15) {%k2}
  subq $-128, %rax
  cmpq %rdx, %rax
  ja L5
  cmpq %r9, %rax
  ja L10
  vpaddd C10(%rip), %zmm@6, %zmm@6
  vpshufb %zmm@8, %zmm@6, %zmm@6
  vpxord %zmm@6, %zmm@7, %zmm@6
  vaesenc %zmm@9, %zmm@6, %zmm@6
  vaesenc %zmm@10, %zmm@6, %zmm@6
  vaesenc %zmm@11, %zmm@6, %zmm@6
  vaesenc %zmm@12, %zmm@6, %zmm@6
  vaesenc %zmm@13, %zmm@6, %zmm@6
  vaesenc %zmm@14, %zmm@6, %zmm@6
  vaesenc %zmm@15, %zmm@6, %zmm@6
  vaesenc %zmm@16, %zmm@6, %zmm@6
  vaesenc %zmm@17, %zmm@6, %zmm@6
  vaesenc %zmm@18, %zmm@6, %zmm@6
  vaesenc %zmm@19, %zmm@6, %zmm@6
  vaesenc %zmm@20, %zmm@6, %zmm@6
  vaesenc %zmm@21, %zmm@6, %zmm@6
  vaesenclast %zmm@22, %zmm@6, %zmm@6
  vmovdqu8 %zmm@23, %zmm@7 {%k1} {z}
  vpshufb C4(%rip), %zmm@7, %zmm@8
  vmovdqu8 %zmm@24, %zmm@7 {%k2} {z}
  vpshufb C4(%rip), %zmm@7, %zmm@7
  movq $-1, %rdx
  movl %r11d, %ecx
  shlq %cl, %rdx
  leaq -128(%r11), %rcx
  movq $-1, %r9
  cmpq $64, %rcx
  notq %rdx
  cmovaeq %r9, %rdx
  kmovq %rdx, %k1
  vmovdqu8 (%rbx,%rax), %zmm@9 {%k1} {z}
  vpxorq %zmm@6, %zmm@9, %zmm@9
  vmovdqu8 %zmm@9, %zmm@6 {%k1} {z}
  vpshufb C4(%rip), %zmm@6, %zmm@6
  vmovdqu8 %zmm@9, (%r14,%rax) {%k1}
  movq %r11, %rax
  shrq $4, %rax
  andl $15, %r11d
  cmpq $1, %r11
  sbbq $-1, %rax
  testb %r10b, %r10b
  jne L24
  leal (,%rax,4), %ecx
  andb $12, %cl
  movl $15, %edx
  shll %cl, %edx
  movq %rax, %rcx
  shrq $2, %rcx
  cmpq $3, %rcx
  ja L25
  kmovd %edx, %k1
  vshufi32x4 $0, %zmm@3, %zmm@3, %zmm@9 {%k1} {z}
  leaq C11(%rip), %rdx
  movslq (%rdx,%rcx,4), %rcx
  addq %rdx, %rcx
  jmpq *%rcx
L26:
  vpxord %zmm@8, %zmm@9, %zmm@8
  jmp L25
L3:
  cmpq %rax, %rdx
  jb L5
  movq 24(%r14), %r9
  cmpq %r9, %rax
  ja L10
  vbroadcasti32x4 (%rsi), %zmm@7
  vmovdqa64 C4(%rip), %zmm@8
  vpshufb %zmm@8, %zmm@6, %zmm@9
  vpxord %zmm@9, %zmm@7, %zmm@10
  vbroadcasti32x4 16(%rsi), %zmm@9
  vaesenc %zmm@9, %zmm@10, %zmm@11
  vbroadcasti32x4 32(%rsi), %zmm@10
  vaesenc %zmm@10, %zmm@11, %zmm@12
  vbroadcasti32x4 48(%rsi), %zmm@11
  vaesenc %zmm@11, %zmm@12, %zmm@13
  vbroadcasti32x4 64(%rsi), %zmm@12
  vaesenc %zmm@12, %zmm@13, %zmm@14
  vbroadcasti32x4 80(%rsi), %zmm@13
  vaesenc %zmm@13, %zmm@14, %zmm@15
  vbroadcasti32x4 96(%rsi), %zmm@14
  vaesenc %zmm@14, %zmm@15, %zmm@16
  vbroadcasti32x4 112(%rsi), %zmm@15
  vaesenc %zmm@15, %zmm@16, %zmm@17
  vbroadcasti32x4 128(%rsi), %zmm@16
  vaesenc %zmm@16, %zmm@17, %zmm@18
  vbroadcasti32x4 144(%rsi), %zmm@17
  vaesenc %zmm@17, %zmm@18, %zmm@19
  vbroadcasti32x4 160(%rsi), %zmm@18
  vaesenc %zmm@18, %zmm@19, %zmm@20
  vbroadcasti32x4 176(%rsi), %zmm@19
  vaesenc %zmm@19, %zmm@20, %zmm@21
  vbroadcasti32x4 192(%rsi), %zmm@20
  vaesenc %zmm@20, %zmm@21, %zmm@22
  vbroadcasti32x4 208(%rsi), %zmm@21
  vaesenc %zmm@21, %zmm@22, %zmm@23
  vbroadcasti32x4 224(%rsi), %zmm@22
  vaesenclast %zmm@22, %zmm@23, %zmm@23
  movq $-1, %r15
  movl %r11d, %ecx
  shlq %cl, %r15
  movq 16(%r14), %r14
  movq $-1, %rcx
  cmpq $64, %r11
  notq %r15
  cmovaeq %rcx, %r15
  kmovq %r15, %k1
  vmovdqu8 (%rbx,%rax), %zmm@24 {%k1} {z}
  vpxorq %zmm@23, %zmm@24, %zmm@23
  vmovdqu8 %zmm@23, (%r14,%rax) {%k1}
  leaq 64(%rax), %r15
  cmpq %rdx, %r15
  ja L22
  cmpq %r9, %r15
  ja L23
  vpaddd C9(%rip), %zmm@6, %zmm@24
  vpshufb %zmm@8, %zmm@24, %zmm@24
  vpxord %zmm@24, %zmm@7, %zmm@24
  vaesenc %zmm@9, %zmm@24, %zmm@24
  vaesenc %zmm@10, %zmm@24, %zmm@24
  vaesenc %zmm@11, %zmm@24, %zmm@24
  vaesenc %zmm@12, %zmm@24, %zmm@24
  vaesenc %zmm@13, %zmm@24, %zmm@24
  vaesenc %zmm@14, %zmm@24, %zmm@24
  vaesenc %zmm@15, %zmm@24, %zmm@24
  vaesenc %zmm@16, %zmm@24, %zmm@24
  vaesenc %zmm@17, %zmm@24, %zmm@24
  vaesenc %zmm@18, %zmm@24, %zmm@24
  vaesenc %zmm@19, %zmm@24, %zmm@24
  vaesenc %zmm@20, %zmm@24, %zmm@24
  vaesenc %zmm@21, %zmm@24, %zmm@24
  vaesenclast %zmm@22, %zmm@24, %zmm@24
  movq $-1, %r12
  movl %r11d, %ecx
  shlq %cl, %r12
  leaq -64(%r11), %rcx
  movq $-1, %r13
  cmpq $64, %rcx
  notq %r12
  cmovaeq %r13, %r12
  kmovq %r12, %k2
  vmovdqu8 (%rbx,%r15), %zmm@25 {%k2} {z}
  vpxorq %zmm@24, %zmm@25, %zmm@24
  vmovdqu8 %zmm@24, (%r14,%r15) {%k2}
  leaq 128(%rax), %r15
  cmpq %rdx, %r15
  ja L27
  cmpq %r9, %r15
  ja L23
  vpaddd C10(%rip), %zmm@6, %zmm@25
  vpshufb %zmm@8, %zmm@25, %zmm@25
  vpxord %zmm@25, %zmm@7, %zmm@25
  vaesenc %zmm@9, %zmm@25, %zmm@25
  vaesenc %zmm@10, %zmm@25, %zmm@25
  vaesenc %zmm@11, %zmm@25, %zmm@25
  vaesenc %zmm@12, %zmm@25, %zmm@25
  vaesenc %zmm@13, %zmm@25, %zmm@25
  vaesenc %zmm@14, %zmm@25, %zmm@25
  vaesenc %zmm@15, %zmm@25, %zmm@25
  vaesenc %zmm@16, %zmm@25, %zmm@25
  vaesenc %zmm@17, %zmm@25, %zmm@25
  vaesenc %zmm@18, %zmm@25, %zmm@25
  vaesenc %zmm@19, %zmm@25, %zmm@25
  vaesenc %zmm@20, %zmm@25, %zmm@25
  vaesenc %zmm@21, %zmm@25, %zmm@25
  vaesenclast %zmm@22, %zmm@25, %zmm@25
  movq $-1, %r12
  movl %r11d, %ecx
  shlq %cl, %r12
  leaq -128(%r11), %rcx
  cmpq $64, %rcx
  notq %r12
  cmovaeq %r13, %r12
  kmovq %r12, %k3
  vmovdqu8 (%rbx,%r15), %zmm@26 {%k3} {z}
  vpxorq %zmm@25, %zmm@26, %zmm@25
  vmovdqu8 %zmm@25, (%r14,%r15) {%k3}
  addq $192, %rax
  cmpq %rdx, %rax
  ja L5
  cmpq %r9, %rax
  ja L10
  vpaddd C12(%rip), %zmm@6, %zmm@6
  vpshufb %zmm@8, %zmm@6, %zmm@6
  vpxord %zmm@6, %zmm@7, %zmm@6
  vaesenc %zmm@9, %zmm@6, %zmm@6
  vaesenc %zmm@10, %zmm@6, %zmm@6
  vaesenc %zmm@11, %zmm@6, %zmm@6
  vaesenc %zmm@12, %zmm@6, %zmm@6
  vaesenc %zmm@13, %zmm@6, %zmm@6
  vaesenc %zmm@14, %zmm@6, %zmm@6
  vaesenc %zmm@15, %zmm@6, %zmm@6
  vaesenc %zmm@16, %zmm@6, %zmm@6
  vaesenc %zmm@17, %zmm@6, %zmm@6
  vaesenc %zmm@18, %zmm@6, %zmm@6
  vaesenc %zmm@19, %zmm@6, %zmm@6
  vaesenc %zmm@20, %zmm@6, %zmm@6
  vaesenc %zmm@21, %zmm@6, %zmm@6
  vaesenclast %zmm@22, %zmm@6, %zmm@6
  vmovdqu8 %zmm@23, %zmm@7 {%k1} {z}
  vpshufb C4(%rip), %zmm@7, %zmm@10
  vmovdqu8 %zmm@24, %zmm@7 {%k2} {z}
  vpshufb C4(%rip), %zmm@7, %zmm@8
  vmovdqu8 %zmm@25, %zmm@7 {%k3} {z}
  vpshufb C4(%rip), %zmm@7, %zmm@7
  movq $-1, %rdx
  movl %r11d, %ecx
  shlq %cl, %rdx
  leaq -192(%r11), %rcx
  movq $-1, %r9
  cmpq $64, %rcx
  notq %rdx
  cmovaeq %r9, %rdx
  kmovq %rdx, %k1
  vmovdqu8 (%rbx,%rax), %zmm@9 {%k1} {z}
  vpxorq %zmm@6, %zmm@9, %zmm@9
  vmovdqu8 %zmm@9, %zmm@6 {%k1} {z}
  vpshufb C4(%rip), %zmm@6, %zmm@6
  vmovdqu8 %zmm@9, (%r14,%rax) {%k1}
  movq %r11, %rdx
  shrq $4, %rdx
  andl $15, %r11d
  cmpq $1, %r11
  sbbq $-1, %rdx
  testb %r10b, %r10b
  jne L28
  leal (,%rdx,4), %ecx
  andb $12, %cl
  movl $15, %eax
  shll %cl, %eax
  movq %rdx, %rcx
  shrq $2, %rcx
  cmpq $4, %rcx
  ja L29
  kmovd %eax, %k1
  vshufi32x4 $0, %zmm@3, %zmm@3, %zmm@9 {%k1} {z}
  leaq C13(%rip), %rax
  movslq (%rax,%rcx,4), %rcx
  addq %rax, %rcx
  jmpq *%rcx
L30:
  vpxord %zmm@10, %zmm@9, %zmm@10
  jmp L29
L7:
  leal (,%rdx,4), %ecx
  andb $12, %cl
  movl $15, %eax
  shll %cl, %eax
  kmovd %eax, %k1
  vshufi32x4 $0, %zmm@3, %zmm@3, %zmm@9 {%k1} {z}
  movq %rdx, %rcx
  shrq $2, %rcx
  cmpq $1, %rcx
  sete %al
  je L31
  testq %rcx, %rcx
  jne L32
  vpxord %zmm@6, %zmm@9, %zmm@6
L32:
L31:
  incq %rdx
L8:
  vmovdqa %xmm@5, %xmm@5
  movl $8, %ecx
  subq %rdx, %rcx
  cmpq $4, %rcx
  jb L33
  vmovdqa64 %zmm@2, %zmm@4
L33:
  vpxorq %zmm@5, %zmm@6, %zmm@10
  vpxor %xmm@5, %xmm@5, %xmm@5
  vmovdqa64 %zmm@2, %zmm@6
  jb L34
  vpxor %xmm@6, %xmm@6, %xmm@6
L34:
  addl %ecx, %ecx
  andl $6, %ecx
  vpbroadcastq %rcx, %zmm@7
  vpaddq C5(%rip), %zmm@7, %zmm@11
  vpermt2q %zmm@6, %zmm@11, %zmm@4
  vpclmulqdq $0, %zmm@4, %zmm@10, %zmm@7
  vpclmulqdq $17, %zmm@4, %zmm@10, %zmm@8
  vpclmulqdq $1, %zmm@4, %zmm@10, %zmm@12
  vpclmulqdq $16, %zmm@4, %zmm@10, %zmm@4
  vpternlogq $150, %zmm@4, %zmm@12, %zmm@5
  testb %al, %al
  je L19
  vpxor %xmm@4, %xmm@4, %xmm@4
  vpermt2q %zmm@4, %zmm@11, %zmm@6
  vpclmulqdq $0, %zmm@6, %zmm@9, %zmm@4
  vpxorq %zmm@7, %zmm@4, %zmm@7
  vpclmulqdq $17, %zmm@6, %zmm@9, %zmm@4
  vpxorq %zmm@8, %zmm@4, %zmm@8
  vpclmulqdq $1, %zmm@6, %zmm@9, %zmm@4
  vpclmulqdq $16, %zmm@6, %zmm@9, %zmm@6
  vpternlogq $150, %zmm@6, %zmm@4, %zmm@5
  jmp L19
L13:
  vpxord %zmm@9, %zmm@6, %zmm@9
  jmp L14
L12:
  vpxord %zmm@7, %zmm@6, %zmm@7
L14:
  incq %rax
L11:
  xorl %ecx, %ecx
  vmovdqa %xmm@5, %xmm@5
  vpxorq %zmm@5, %zmm@7, %zmm@5
  cmpq $8, %rax
  jbe L16
L15:
  vpclmulqdq $0, %zmm@4, %zmm@5, %zmm@7
  vpclmulqdq $17, %zmm@4, %zmm@5, %zmm@8
  vpclmulqdq $1, %zmm@4, %zmm@5, %zmm@10
  vpclmulqdq $16, %zmm@4, %zmm@5, %zmm@5
  vpxorq %zmm@10, %zmm@5, %zmm@5
  vpclmulqdq $0, %zmm@2, %zmm@9, %zmm@10
  vpclmulqdq $17, %zmm@2, %zmm@9, %zmm@11
  vpclmulqdq $1, %zmm@2, %zmm@9, %zmm@12
  vpclmulqdq $16, %zmm@2, %zmm@9, %zmm@9
  vpternlogq $150, %zmm@12, %zmm@5, %zmm@9
  leaq (%rax,%rax), %rdx
  vpbroadcastq %rdx, %zmm@5
  vmovdqa64 C14(%rip), %zmm@12
  vpsubq %zmm@5, %zmm@12, %zmm@5
  vpslldq $8, %zmm@9, %zmm@12
  vpternlogd $150, %zmm@7, %zmm@10, %zmm@12
  vpsrldq $8, %zmm@9, %zmm@7
  vpternlogq $150, %zmm@8, %zmm@11, %zmm@7
  vpbroadcastq C6(%rip), %zmm@8
  vpclmulqdq $0, %zmm@8, %zmm@12, %zmm@9
  vpshufd $78, %zmm@12, %zmm@10
  vpxorq %zmm@10, %zmm@9, %zmm@9
  vpclmulqdq $0, %zmm@8, %zmm@9, %zmm@8
  vpshufd $78, %zmm@9, %zmm@9
  vpternlogq $150, %zmm@8, %zmm@7, %zmm@9
  vpermi2q %zmm@2, %zmm@4, %zmm@5
  vpclmulqdq $0, %zmm@5, %zmm@9, %zmm@7
  vpclmulqdq $17, %zmm@5, %zmm@9, %zmm@8
  vpclmulqdq $1, %zmm@5, %zmm@9, %zmm@10
  vpclmulqdq $16, %zmm@5, %zmm@9, %zmm@5
  vpxorq %zmm@10, %zmm@5, %zmm@5
  testb %cl, %cl
  je L19
  movl $16, %ecx
  subq %rax, %rcx
  leal (%rcx,%rcx), %eax
  andl $6, %eax
  vpbroadcastq %rax, %zmm@9
  vpaddq C5(%rip), %zmm@9, %zmm@9
  vmovdqa64 %zmm@2, %zmm@10
  cmpq $4, %rcx
  jb L35
  vpxor %xmm@10, %xmm@10, %xmm@10
  vmovdqa64 %zmm@2, %zmm@4
L35:
  vpermt2q %zmm@10, %zmm@9, %zmm@4
L20:
  vpclmulqdq $0, %zmm@4, %zmm@6, %zmm@9
  vpxorq %zmm@7, %zmm@9, %zmm@7
  vpclmulqdq $17, %zmm@4, %zmm@6, %zmm@9
  vpxorq %zmm@8, %zmm@9, %zmm@8
  vpclmulqdq $1, %zmm@4, %zmm@6, %zmm@9
  vpclmulqdq $16, %zmm@4, %zmm@6, %zmm@4
  vpternlogq $150, %zmm@9, %zmm@5, %zmm@4
  vmovdqa64 %zmm@4, %zmm@5
  jmp L19
L36:
  vpxord %zmm@6, %zmm@9, %zmm@6
  jmp L25
L37:
  incq %rax
  movb $1, %cl
  jmp L38
L39:
  vpxord %zmm@7, %zmm@9, %zmm@7
L25:
  incq %rax
L24:
  xorl %ecx, %ecx
L38:
  vmovdqa %xmm@5, %xmm@5
  vpxorq %zmm@5, %zmm@8, %zmm@5
  cmpq $8, %rax
  jbe L40
  vpclmulqdq $0, %zmm@4, %zmm@5, %zmm@8
  vpclmulqdq $17, %zmm@4, %zmm@5, %zmm@10
  vpclmulqdq $1, %zmm@4, %zmm@5, %zmm@11
  vpclmulqdq $16, %zmm@4, %zmm@5, %zmm@5
  vpxorq %zmm@11, %zmm@5, %zmm@5
  vpclmulqdq $0, %zmm@2, %zmm@7, %zmm@11
  vpclmulqdq $17, %zmm@2, %zmm@7, %zmm@12
  vpclmulqdq $1, %zmm@2, %zmm@7, %zmm@13
  vpclmulqdq $16, %zmm@2, %zmm@7, %zmm@7
  vpternlogq $150, %zmm@13, %zmm@5, %zmm@7
  leaq (%rax,%rax), %rdx
  vpbroadcastq %rdx, %zmm@5
  vmovdqa64 C14(%rip), %zmm@13
  vpsubq %zmm@5, %zmm@13, %zmm@5
  vpslldq $8, %zmm@7, %zmm@13
  vpternlogd $150, %zmm@8, %zmm@11, %zmm@13
  vpsrldq $8, %zmm@7, %zmm@7
  vpternlogq $150, %zmm@10, %zmm@12, %zmm@7
  vpbroadcastq C6(%rip), %zmm@8
  vpclmulqdq $0, %zmm@8, %zmm@13, %zmm@10
  vpshufd $78, %zmm@13, %zmm@11
  vpxorq %zmm@11, %zmm@10, %zmm@10
  vpclmulqdq $0, %zmm@8, %zmm@10, %zmm@11
  vpshufd $78, %zmm@10, %zmm@8
  vpternlogq $150, %zmm@11, %zmm@7, %zmm@8
  vpermi2q %zmm@2, %zmm@4, %zmm@5
  vpclmulqdq $1, %zmm@5, %zmm@8, %zmm@10
  vpclmulqdq $16, %zmm@5, %zmm@8, %zmm@11
  movl $16, %edx
  subq %rax, %rdx
  cmpq $4, %rdx
  jb L41
  vmovdqa64 %zmm@2, %zmm@4
L41:
  vpclmulqdq $0, %zmm@5, %zmm@8, %zmm@7
  vpclmulqdq $17, %zmm@5, %zmm@8, %zmm@8
  vpxorq %zmm@10, %zmm@11, %zmm@5
  vmovdqa64 %zmm@2, %zmm@10
  jb L42
  vpxor %xmm@10, %xmm@10, %xmm@10
L42:
  addl %edx, %edx
  andl $6, %edx
  vpbroadcastq %rdx, %zmm@11
  vpaddq C5(%rip), %zmm@11, %zmm@11
  vpermt2q %zmm@10, %zmm@11, %zmm@4
  vpclmulqdq $0, %zmm@4, %zmm@6, %zmm@12
  vpxorq %zmm@7, %zmm@12, %zmm@7
  vpclmulqdq $17, %zmm@4, %zmm@6, %zmm@12
  vpxorq %zmm@8, %zmm@12, %zmm@8
  vpclmulqdq $1, %zmm@4, %zmm@6, %zmm@12
  vpclmulqdq $16, %zmm@4, %zmm@6, %zmm@4
  vpternlogq $150, %zmm@4, %zmm@12, %zmm@5
  testb %cl, %cl
  je L19
  vpxor %xmm@4, %xmm@4, %xmm@4
  vpermt2q %zmm@4, %zmm@11, %zmm@10
  jmp L43
L40:
  cmpq $5, %rax
  jae L44
  vmovdqa64 %zmm@2, %zmm@4
L44:
  vpxor %xmm@10, %xmm@10, %xmm@10
  vmovdqa64 %zmm@2, %zmm@8
  jae L45
  vpxor %xmm@8, %xmm@8, %xmm@8
L45:
  negl %eax
  addl %eax, %eax
  andl $6, %eax
  vpbroadcastq %rax, %zmm@11
  vpaddq C5(%rip), %zmm@11, %zmm@11
  vpermt2q %zmm@8, %zmm@11, %zmm@4
  vpclmulqdq $0, %zmm@4, %zmm@5, %zmm@12
  vpclmulqdq $17, %zmm@4, %zmm@5, %zmm@13
  vpclmulqdq $1, %zmm@4, %zmm@5, %zmm@14
  vpclmulqdq $16, %zmm@4, %zmm@5, %zmm@4
  vpternlogq $150, %zmm@14, %zmm@10, %zmm@4
  vpermt2q %zmm@10, %zmm@11, %zmm@8
  vpclmulqdq $0, %zmm@8, %zmm@7, %zmm@5
  vpclmulqdq $17, %zmm@8, %zmm@7, %zmm@14
  vpclmulqdq $1, %zmm@8, %zmm@7, %zmm@15
  vpclmulqdq $16, %zmm@8, %zmm@7, %zmm@16
  vpternlogq $150, %zmm@15, %zmm@4, %zmm@16
  vpermt2q %zmm@10, %zmm@11, %zmm@10
  vpclmulqdq $0, %zmm@10, %zmm@6, %zmm@7
  vpternlogq $150, %zmm@12, %zmm@5, %zmm@7
  vpclmulqdq $17, %zmm@10, %zmm@6, %zmm@8
  vpternlogq $150, %zmm@13, %zmm@14, %zmm@8
  vpclmulqdq $1, %zmm@10, %zmm@6, %zmm@4
  vpclmulqdq $16, %zmm@10, %zmm@6, %zmm@5
  vpternlogq $150, %zmm@4, %zmm@16, %zmm@5
  testb %cl, %cl
  jne L43
  jmp L19
L46:
  incq %rdx
  movb $1, %al
  vmovdqa %xmm@5, %xmm@5
  vpxorq %zmm@5, %zmm@10, %zmm@5
  cmpq $8, %rdx
  ja L47
L48:
  cmpq $5, %rdx
  jae L49
  vmovdqa64 %zmm@2, %zmm@4
L49:
  vpxor %xmm@10, %xmm@10, %xmm@10
  vmovdqa64 %zmm@2, %zmm@11
  jae L50
  vpxor %xmm@11, %xmm@11, %xmm@11
L50:
  negl %edx
  addl %edx, %edx
  andl $6, %edx
  vpbroadcastq %rdx, %zmm@12
  vpaddq C5(%rip), %zmm@12, %zmm@12
  vpermt2q %zmm@11, %zmm@12, %zmm@4
  vpclmulqdq $0, %zmm@4, %zmm@5, %zmm@13
  vpclmulqdq $17, %zmm@4, %zmm@5, %zmm@14
  vpclmulqdq $1, %zmm@4, %zmm@5, %zmm@15
  vpclmulqdq $16, %zmm@4, %zmm@5, %zmm@4
  vpternlogq $150, %zmm@15, %zmm@10, %zmm@4
  vpermt2q %zmm@10, %zmm@12, %zmm@11
  vpclmulqdq $0, %zmm@11, %zmm@8, %zmm@5
  vpxorq %zmm@13, %zmm@5, %zmm@5
  vpclmulqdq $17, %zmm@11, %zmm@8, %zmm@13
  vpxorq %zmm@14, %zmm@13, %zmm@13
  vpclmulqdq $1, %zmm@11, %zmm@8, %zmm@14
  vpclmulqdq $16, %zmm@11, %zmm@8, %zmm@8
  vpternlogq $150, %zmm@14, %zmm@4, %zmm@8
  vpermt2q %zmm@10, %zmm@12, %zmm@10
  vpclmulqdq $0, %zmm@10, %zmm@7, %zmm@4
  vpclmulqdq $17, %zmm@10, %zmm@7, %zmm@11
  vpclmulqdq $1, %zmm@10, %zmm@7, %zmm@12
  vpclmulqdq $16, %zmm@10, %zmm@7, %zmm@14
  vpternlogq $150, %zmm@12, %zmm@8, %zmm@14
  vpclmulqdq $0, %zmm@10, %zmm@6, %zmm@7
  vpternlogq $150, %zmm@4, %zmm@5, %zmm@7
  vpclmulqdq $17, %zmm@10, %zmm@6, %zmm@8
  vpternlogq $150, %zmm@11, %zmm@13, %zmm@8
  vpclmulqdq $1, %zmm@10, %zmm@6, %zmm@4
  vpclmulqdq $16, %zmm@10, %zmm@6, %zmm@5
  vpternlogq $150, %zmm@4, %zmm@14, %zmm@5
  testb %al, %al
  je L19
  jmp L43
L51:
  vpxord %zmm@7, %zmm@9, %zmm@7
  jmp L29
L52:
  vpxord %zmm@6, %zmm@9, %zmm@6
  jmp L29
L53:
  vpxord %zmm@8, %zmm@9, %zmm@8
L29:
  incq %rdx
L28:
  xorl %eax, %eax
  vmovdqa %xmm@5, %xmm@5
  vpxorq %zmm@5, %zmm@10, %zmm@5
  cmpq $8, %rdx
  jbe L48
L47:
  vpclmulqdq $0, %zmm@4, %zmm@5, %zmm@10
  vpclmulqdq $17, %zmm@4, %zmm@5, %zmm@11
  vpclmulqdq $1, %zmm@4, %zmm@5, %zmm@12
  vpclmulqdq $16, %zmm@4, %zmm@5, %zmm@5
  vpxorq %zmm@12, %zmm@5, %zmm@5
  vpclmulqdq $0, %zmm@2, %zmm@8, %zmm@12
  vpclmulqdq $17, %zmm@2, %zmm@8, %zmm@13
  vpclmulqdq $1, %zmm@2, %zmm@8, %zmm@14
  vpclmulqdq $16, %zmm@2, %zmm@8, %zmm@8
  vpternlogq $150, %zmm@14, %zmm@5, %zmm@8
  leaq (%rdx,%rdx), %rcx
  vpbroadcastq %rcx, %zmm@5
  vmovdqa64 C14(%rip), %zmm@14
  vpsubq %zmm@5, %zmm@14, %zmm@5
  vpslldq $8, %zmm@8, %zmm@14
  vpternlogd $150, %zmm@10, %zmm@12, %zmm@14
  vpsrldq $8, %zmm@8, %zmm@8
  vpternlogq $150, %zmm@11, %zmm@13, %zmm@8
  vpbroadcastq C6(%rip), %zmm@10
  vpclmulqdq $0, %zmm@10, %zmm@14, %zmm@11
  vpshufd $78, %zmm@14, %zmm@12
  vpxorq %zmm@12, %zmm@11, %zmm@11
  vpclmulqdq $0, %zmm@10, %zmm@11, %zmm@12
  vpshufd $78, %zmm@11, %zmm@10
  vpternlogq $150, %zmm@12, %zmm@8, %zmm@10
  vpermi2q %zmm@2, %zmm@4, %zmm@5
  vpclmulqdq $1, %zmm@5, %zmm@10, %zmm@11
  vpclmulqdq $16, %zmm@5, %zmm@10, %zmm@12
  movl $16, %ecx
  subq %rdx, %rcx
  cmpq $4, %rcx
  jb L54
  vmovdqa64 %zmm@2, %zmm@4
L54:
  vpclmulqdq $0, %zmm@5, %zmm@10, %zmm@8
  vpclmulqdq $17, %zmm@5, %zmm@10, %zmm@5
  vpxorq %zmm@11, %zmm@12, %zmm@10
  vpxor %xmm@13, %xmm@13, %xmm@13
  vmovdqa64 %zmm@2, %zmm@11
  jb L55
  vpxor %xmm@11, %xmm@11, %xmm@11
L55:
  addl %ecx, %ecx
  andl $6, %ecx
  vpbroadcastq %rcx, %zmm@12
  vpaddq C5(%rip), %zmm@12, %zmm@12
  vpermt2q %zmm@11, %zmm@12, %zmm@4
  vpclmulqdq $0, %zmm@4, %zmm@7, %zmm@14
  vpclmulqdq $17, %zmm@4, %zmm@7, %zmm@15
  vpclmulqdq $1, %zmm@4, %zmm@7, %zmm@16
  vpclmulqdq $16, %zmm@4, %zmm@7, %zmm@4
  vpternlogq $150, %zmm@4, %zmm@16, %zmm@10
  vpermt2q %zmm@13, %zmm@12, %zmm@11
  vpclmulqdq $0, %zmm@11, %zmm@6, %zmm@7
  vpternlogq $150, %zmm@8, %zmm@14, %zmm@7
  vpclmulqdq $17, %zmm@11, %zmm@6, %zmm@8
  vpternlogq $150, %zmm@5, %zmm@15, %zmm@8
  vpclmulqdq $1, %zmm@11, %zmm@6, %zmm@4
  vpclmulqdq $16, %zmm@11, %zmm@6, %zmm@5
  vpternlogq $150, %zmm@4, %zmm@10, %zmm@5
  testb %al, %al
  je L19
  vpxor %xmm@10, %xmm@10, %xmm@10
  vpermt2q %zmm@10, %zmm@12, %zmm@10
L43:
  vpclmulqdq $0, %zmm@10, %zmm@9, %zmm@4
  vpxorq %zmm@7, %zmm@4, %zmm@7
  vpclmulqdq $17, %zmm@10, %zmm@9, %zmm@4
  vpxorq %zmm@8, %zmm@4, %zmm@8
  vpclmulqdq $1, %zmm@10, %zmm@9, %zmm@4
  vpclmulqdq $16, %zmm@10, %zmm@9, %zmm@6
  vpternlogq $150, %zmm@4, %zmm@5, %zmm@6
  vmovdqa64 %zmm@6, %zmm@5
L19:
  vpslldq $8, %zmm@5, %zmm@4
  vpxord %zmm@7, %zmm@4, %zmm@4
  vpsrldq $8, %zmm@5, %zmm@5
  vpxorq %zmm@5, %zmm@8, %zmm@5
  vpbroadcastq C6(%rip), %zmm@6
  vpclmulqdq $0, %zmm@6, %zmm@4, %zmm@7
  vpshufd $78, %zmm@4, %zmm@4
  vpxorq %zmm@4, %zmm@7, %zmm@4
  vpclmulqdq $0, %zmm@6, %zmm@4, %zmm@6
  vpshufd $78, %zmm@4, %zmm@4
  vpternlogq $150, %zmm@6, %zmm@5, %zmm@4
  vextracti64x4 $1, %zmm@4, %ymm@5
  vpxor %ymm@4, %ymm@5, %ymm@4
  vextracti128 $1, %ymm@4, %xmm@5
  vpxor %xmm@4, %xmm@5, %xmm@5
L56:
  testb %r10b, %r10b
  je L57
  vpxor %xmm@3, %xmm@5, %xmm@3
  vextracti32x4 $3, %zmm@2, %xmm@2
  vpclmulqdq $0, %zmm@2, %zmm@3, %zmm@4
  vpclmulqdq $17, %zmm@2, %zmm@3, %zmm@5
  vpclmulqdq $1, %zmm@2, %zmm@3, %zmm@6
  vpclmulqdq $16, %zmm@2, %zmm@3, %zmm@2
  vpxorq %zmm@6, %zmm@2, %zmm@2
  vpslldq $8, %zmm@2, %zmm@3
  vpxord %zmm@4, %zmm@3, %zmm@3
  vpsrldq $8, %zmm@2, %zmm@2
  vpxorq %zmm@2, %zmm@5, %zmm@2
  vpbroadcastq C6(%rip), %zmm@4
  vpclmulqdq $0, %zmm@4, %zmm@3, %zmm@5
  vpshufd $78, %zmm@3, %zmm@3
  vpxorq %zmm@3, %zmm@5, %zmm@3
  vpclmulqdq $0, %zmm@4, %zmm@3, %zmm@4
  vpshufd $78, %zmm@3, %zmm@5
  vpternlogq $150, %zmm@4, %zmm@2, %zmm@5
L57:
  testb %r8b, %r8b
  jne L58
  vpxor (%rsi), %xmm@0, %xmm@0
  vaesenc 16(%rsi), %xmm@0, %xmm@0
  vaesenc 32(%rsi), %xmm@0, %xmm@0
  vaesenc 48(%rsi), %xmm@0, %xmm@0
  vaesenc 64(%rsi), %xmm@0, %xmm@0
  vaesenc 80(%rsi), %xmm@0, %xmm@0
  vaesenc 96(%rsi), %xmm@0, %xmm@0
  vaesenc 112(%rsi), %xmm@0, %xmm@0
  vaesenc 128(%rsi), %xmm@0, %xmm@0
  vaesenc 144(%rsi), %xmm@0, %xmm@0
  vaesenc 160(%rsi), %xmm@0, %xmm@0
  vaesenc 176(%rsi), %xmm@0, %xmm@0
  vaesenc 192(%rsi), %xmm@0, %xmm@0
  vaesenc 208(%rsi), %xmm@0, %xmm@0
  vaesenclast 224(%rsi), %xmm@0, %xmm@1
L58:
  vpshufb C1(%rip), %xmm@5, %xmm@0
  vpxor %xmm@0, %xmm@1, %xmm@0
  vmovdqu %xmm@0, (%rdi)
  movq %rdi, %rax
  popq %rbx
  popq %r12
  popq %r13
  popq %r14
  popq %r15
  vzeroupper
  retq
L23:
  movq %r15, %rax
L10:
  leaq C15(%rip), %rcx
  movq %rax, %rdi
  movq %r9, %rsi
  movq %r9, %rdx
  vzeroupper
  callq *core::slice::index::slice_index_fail(%rip)
L22:
  movq %r15, %rax
  leaq C16(%rip), %rcx
  movq %rax, %rdi
  movq %rdx, %rsi
  vzeroupper
  callq *core::slice::index::slice_index_fail(%rip)
L6:
  leaq C15(%rip), %rcx
  movq %rax, %rdi
  movq %rdx, %rsi
  vzeroupper
  callq *core::slice::index::slice_index_fail(%rip)
L27:
  movq %r15, %rax
L5:
  leaq C16(%rip), %rcx
  movq %rax, %rdi
  movq %rdx, %rsi
  vzeroupper
  callq *core::slice::index::slice_index_fail(%rip)
== hw_gcm::arch::x86_64::vaes_avx512::finish#2
  pushq %r15
  pushq %r14
  pushq %rbx
  movq %rdx, %r10
  movq 56(%rsp), %rdx
  movq 48(%rsp), %r14
  movq 40(%rsp), %rax
  vmovq (%rcx), %xmm@0
  vpinsrd $2, 8(%rcx), %xmm@0, %xmm@0
  vpblendd $8, C0(%rip), %xmm@0, %xmm@0
  vpshufb C1(%rip), %xmm@0, %xmm@1
  vpaddd C2(%rip), %xmm@1, %xmm@1
  movq 32(%rsp), %rbx
  vshufi64x2 $0, %zmm@1, %zmm@1, %zmm@2
  testb $1, (%rdx)
  je L0
  vmovdqa 16(%rdx), %xmm@0
  jmp L1
L0:
  vpxor (%rsi), %xmm@0, %xmm@0
  vaesenc 16(%rsi), %xmm@0, %xmm@0
  vaesenc 32(%rsi), %xmm@0, %xmm@0
  vaesenc 48(%rsi), %xmm@0, %xmm@0
  vaesenc 64(%rsi), %xmm@0, %xmm@0
  vaesenc 80(%rsi), %xmm@0, %xmm@0
  vaesenc 96(%rsi), %xmm@0, %xmm@0
  vaesenc 112(%rsi), %xmm@0, %xmm@0
  vaesenc 128(%rsi), %xmm@0, %xmm@0
  vaesenc 144(%rsi), %xmm@0, %xmm@0
  vaesenc 160(%rsi), %xmm@0, %xmm@0
  vaesenc 176(%rsi), %xmm@0, %xmm@0
  vaesenc 192(%rsi), %xmm@0, %xmm@0
  vaesenc 208(%rsi), %xmm@0, %xmm@0
  vaesenclast 224(%rsi), %xmm@0, %xmm@0
L1:
  vmovdqu64 64(%r10), %zmm@1
  movq 8(%rbx), %rdx
  movq %rdx, %r11
  subq %rax, %r11
  movq %rax, %rcx
  shrq $4, %rcx
  vmovd %ecx, %xmm@3
  vpxor %xmm@4, %xmm@4, %xmm@4
  vmovdqa64 C3(%rip), %zmm@5
  vpermi2d %zmm@4, %zmm@3, %zmm@5
  vpaddd %zmm@2, %zmm@5, %zmm@2
  testb $1, (%r14)
  je L2
  vmovdqa 16(%r14), %xmm@4
  jmp L3
L2:
  testq %r9, %r9
  je L4
  movq $-1, %r14
  movq $-1, %r15
  movl %r9d, %ecx
  shlq %cl, %r15
  cmpq $64, %r9
  notq %r15
  cmovaeq %r14, %r15
  kmovq %r15, %k1
  vmovdqu8 (%r8), %zmm@3 {%k1} {z}
  vpshufb C4(%rip), %zmm@3, %zmm@3
  leaq 15(%r9), %rcx
  shrq $3, %rcx
  andq $-2, %rcx
  movl $8, %r8d
  subq %rcx, %r8
  vpbroadcastq %r8, %zmm@4
  vpaddq C5(%rip), %zmm@4, %zmm@4
  vpxor %xmm@5, %xmm@5, %xmm@5
  vpermi2q %zmm@5, %zmm@1, %zmm@4
  vpclmulqdq $0, %zmm@4, %zmm@3, %zmm@5
  vpclmulqdq $17, %zmm@4, %zmm@3, %zmm@6
  vpclmulqdq $1, %zmm@4, %zmm@3, %zmm@7
  vpclmulqdq $16, %zmm@4, %zmm@3, %zmm@3
  vpxorq %zmm@7, %zmm@3, %zmm@3
  vpslldq $8, %zmm@3, %zmm@4
  vpxord %zmm@5, %zmm@4, %zmm@4
  vpsrldq $8, %zmm@3, %zmm@3
  vpxorq %zmm@3, %zmm@6, %zmm@3
  vpbroadcastq C6(%rip), %zmm@5
  vpclmulqdq $0, %zmm@5, %zmm@4, %zmm@6
  vpshufd $78, %zmm@4, %zmm@4
  vpxorq %zmm@4, %zmm@6, %zmm@4
  vpclmulqdq $0, %zmm@5, %zmm@4, %zmm@5
  vpshufd $78, %zmm@4, %zmm@4
  vpternlogq $150, %zmm@5, %zmm@3, %zmm@4
  vextracti64x4 $1, %zmm@4, %ymm@3
  vpxor %ymm@4, %ymm@3, %ymm@3
  vextracti128 $1, %ymm@3, %xmm@4
  vpxor %xmm@3, %xmm@4, %xmm@4
  jmp L3
L4:
  vpxor %xmm@4, %xmm@4, %xmm@4
L3:
  vmovdqu64 (%r10), %zmm@3
  movq (%rbx), %r10
  vpaddd C7(%rip), %zmm@2, %zmm@5
  vmovq %r9, %xmm@2
  vmovq %rdx, %xmm@6
  vpunpcklqdq %xmm@2, %xmm@6, %xmm@2
  vpsllq $3, %xmm@2, %xmm@2
  cmpq %rax, %rdx
  sete %cl
  cmpq $241, %r11
  setae %r8b
  orb %cl, %r8b
  movq %r11, %rcx
  shrq $6, %rcx
  movl %r11d, %r9d
  andl $63, %r9d
  cmpq $1, %r9
  sbbq $-1, %rcx
  cmpq $3, %rcx
  ja L5
  leaq C8(%rip), %r9
  movslq (%r9,%rcx,4), %rcx
  addq %r9, %rcx
  jmpq *%rcx
L6:
  cmpq %rax, %rdx
  jb L7
  vbroadcasti32x4 (%rsi), %zmm@6
  vmovdqa64 C4(%rip), %zmm@7
  vpshufb %zmm@7, %zmm@5, %zmm@5
  vpxord %zmm@5, %zmm@6, %zmm@5
  vbroadcasti32x4 16(%rsi), %zmm@6
  vaesenc %zmm@6, %zmm@5, %zmm@5
  vbroadcasti32x4 32(%rsi), %zmm@6
  vaesenc %zmm@6, %zmm@5, %zmm@5
  vbroadcasti32x4 48(%rsi), %zmm@6
  vaesenc %zmm@6, %zmm@5, %zmm@5
  vbroadcasti32x4 64(%rsi), %zmm@6
  vaesenc %zmm@6, %zmm@5, %zmm@5
  vbroadcasti32x4 80(%rsi), %zmm@6
  vaesenc %zmm@6, %zmm@5, %zmm@5
  vbroadcasti32x4 96(%rsi), %zmm@6
  vaesenc %zmm@6, %zmm@5, %zmm@5
  vbroadcasti32x4 112(%rsi), %zmm@6
  vaesenc %zmm@6, %zmm@5, %zmm@5
  vbroadcasti32x4 128(%rsi), %zmm@6
  vaesenc %zmm@6, %zmm@5, %zmm@5
  vbroadcasti32x4 144(%rsi), %zmm@6
  vaesenc %zmm@6, %zmm@5, %zmm@5
  vbroadcasti32x4 160(%rsi), %zmm@6
  vaesenc %zmm@6, %zmm@5, %zmm@5
  vbroadcasti32x4 176(%rsi), %zmm@6
  vaesenc %zmm@6, %zmm@5, %zmm@5
  vbroadcasti32x4 192(%rsi), %zmm@6
  vaesenc %zmm@6, %zmm@5, %zmm@5
  vbroadcasti32x4 208(%rsi), %zmm@6
  vaesenc %zmm@6, %zmm@5, %zmm@5
  vbroadcasti32x4 224(%rsi), %zmm@6
  vaesenclast %zmm@6, %zmm@5, %zmm@5
  movq $-1, %rdx
  movq $-1, %rsi
  movl %r11d, %ecx
  shlq %cl, %rsi
  cmpq $64, %r11
  notq %rsi
  cmovaeq %rdx, %rsi
  kmovq %rsi, %k1
  vmovdqu8 (%r10,%rax), %zmm@6 {%k1} {z}
  vpxorq %zmm@5, %zmm@6, %zmm@5
  vmovdqu8 %zmm@5, (%r10,%rax) {%k1}
  vpshufb %zmm@7, %zmm@6, %zmm@5
  movq %r11, %rdx
  shrq $4, %rdx
  andl $15, %r11d
  cmpq $1, %r11
  sbbq $-1, %rdx
  testb %r8b, %r8b
  je L8
  xorl %eax, %eax
  jmp L9
L10:
  cmpq %rax, %rdx
  jb L7
  vbroadcasti32x4 (%rsi), %zmm@6
  vbroadcasti32x4 16(%rsi), %zmm@7
  vbroadcasti32x4 32(%rsi), %zmm@8
  vbroadcasti32x4 48(%rsi), %zmm@9
  vbroadcasti32x4 64(%rsi), %zmm@10
  vbroadcasti32x4 80(%rsi), %zmm@11
  vbroadcasti32x4 96(%rsi), %zmm@12
  vbroadcasti32x4 112(%rsi), %zmm@13
  vbroadcasti32x4 128(%rsi), %zmm@14
  vbroadcasti32x4 144(%rsi), %zmm@15
  vbroadcasti32x4 160(%rsi), %zmm@16
  vbroadcasti32x4 176(%rsi), %zmm@17
  vbroadcasti32x4 192(%rsi), %zmm@18
  vbroadcasti32x4 208(%rsi), %zmm@19
  vbroadcasti32x4 224(%rsi), %zmm@20
  vmovdqa64 C4(%rip), %zmm@21
  vpshufb %zmm@21, %zmm@5, %zmm@22
  vpxord %zmm@22, %zmm@6, %zmm@22
  vaesenc %zmm@7, %zmm@22, %zmm@22
  vaesenc %zmm@8, %zmm@22, %zmm@22
  vaesenc %zmm@9, %zmm@22, %zmm@22
  vaesenc %zmm@10, %zmm@22, %zmm@22
  vaesenc %zmm@11, %zmm@22, %zmm@22
  vaesenc %zmm@12, %zmm@22, %zmm@22
  vaesenc %zmm@13, %zmm@22, %zmm@22
  vaesenc %zmm@14, %zmm@22, %zmm@22
  vaesenc %zmm@15, %zmm@22, %zmm@22
  vaesenc %zmm@16, %zmm@22, %zmm@22
  vaesenc %zmm@17, %zmm@22, %zmm@22
  vaesenc %zmm@18, %zmm@22, %zmm@22
  vaesenc %zmm@19, %zmm@22, %zmm@22
  vaesenclast %zmm@20, %zmm@22, %zmm@23
  movq $-1, %r9
  movl %r11d, %ecx
  shlq %cl, %r9
  movq $-1, %rsi
  cmpq $64, %r11
  notq %r9
  cmovaeq %rsi, %r9
  kmovq %r9, %k1
  vmovdqu8 (%r10,%rax), %zmm@22 {%k1} {z}
  vpxorq %zmm@23, %zmm@22, %zmm@23
  vmovdqu8 %zmm@23, (%r10,%rax) {%k1}
  addq $64, %rax
  cmpq %rdx, %rax
  ja L7
  vpaddd C9(%rip), %zmm@5, %zmm@5
  vpshufb C4(%rip), %zmm@5, %zmm@5
  vpxord %zmm@5, %zmm@6, %zmm@5
  vaesenc %zmm@7, %zmm@5, %zmm@5
  vaesenc %zmm@8, %zmm@5, %zmm@5
  vaesenc %zmm@9, %zmm@5, %zmm@5
  vaesenc %zmm@10, %zmm@5, %zmm@5
  vaesenc %zmm@11, %zmm@5, %zmm@5
  vaesenc %zmm@12, %zmm@5, %zmm@5
  vaesenc %zmm@13, %zmm@5, %zmm@5
  vaesenc %zmm@14, %zmm@5, %zmm@5
  vaesenc %zmm@15, %zmm@5, %zmm@5
  vaesenc %zmm@16, %zmm@5, %zmm@5
  vaesenc %zmm@17, %zmm@5, %zmm@5
  vaesenc %zmm@18, %zmm@5, %zmm@5
  vaesenc %zmm@19, %zmm@5, %zmm@5
  vaesenclast %zmm@20, %zmm@5, %zmm@5
  vpshufb %zmm@21, %zmm@22, %zmm@6
  leaq -64(%r11), %rdx
  movq $-1, %r9
  movl %r11d, %ecx
  shlq %cl, %r9
  cmpq $64, %rdx
  notq %r9
  cmovaeq %rsi, %r9
  kmovq %r9, %k1
  vmovdqu8 (%r10,%rax), %zmm@7 {%k1} {z}
  vpxorq %zmm@5, %zmm@7, %zmm@5
  vpshufb C4(%rip), %zmm@7, %zmm@8
  vmovdqu8 %zmm@5, (%r10,%rax) {%k1}
  movq %r11, %rax
  shrq $4, %rax
  andl $15, %r11d
  cmpq $1, %r11
  sbbq $-1, %rax
  testb %r8b, %r8b
  jne L11
  leal (,%rax,4), %ecx
  andb $12, %cl
  movl $15, %edx
  shll %cl, %edx
  kmovd %edx, %k1
  vshufi32x4 $0, %zmm@2, %zmm@2, %zmm@5 {%k1} {z}
  movq %rax, %rcx
  shrq $2, %rcx
  je L12
  cmpq $1, %rcx
  je L13
  cmpq $2, %rcx
  jne L14
  incq %rax
  movb $1, %cl
  vmovdqa %xmm@4, %xmm@4
  vpxorq %zmm@4, %zmm@6, %zmm@4
  cmpq $8, %rax
  ja L15
L16:
  cmpq $5, %rax
  jae L17
  vmovdqa64 %zmm@1, %zmm@3
L17:
  vpxor %xmm@6, %xmm@6, %xmm@6
  vmovdqa64 %zmm@1, %zmm@9
  jae L18
  vpxor %xmm@9, %xmm@9, %xmm@9
L18:
  negl %eax
  addl %eax, %eax
  andl $6, %eax
  vpbroadcastq %rax, %zmm@7
  vpaddq C5(%rip), %zmm@7, %zmm@10
  vpermt2q %zmm@9, %zmm@10, %zmm@3
  vpclmulqdq $0, %zmm@3, %zmm@4, %zmm@7
  vpclmulqdq $17, %zmm@3, %zmm@4, %zmm@11
  vpclmulqdq $1, %zmm@3, %zmm@4, %zmm@12
  vpclmulqdq $16, %zmm@3, %zmm@4, %zmm@3
  vpternlogq $150, %zmm@12, %zmm@6, %zmm@3
  vpermt2q %zmm@6, %zmm@10, %zmm@9
  vpclmulqdq $0, %zmm@9, %zmm@8, %zmm@4
  vpxorq %zmm@7, %zmm@4, %zmm@6
  vpclmulqdq $17, %zmm@9, %zmm@8, %zmm@4
  vpxorq %zmm@11, %zmm@4, %zmm@7
  vpclmulqdq $1, %zmm@9, %zmm@8, %zmm@11
  vpclmulqdq $16, %zmm@9, %zmm@8, %zmm@4
  vpternlogq $150, %zmm@11, %zmm@3, %zmm@4
  testb %cl, %cl
  je L19
  vpxor %xmm@3, %xmm@3, %xmm@3
  vpermt2q %zmm@3, %zmm@10, %zmm@3
  jmp L20
L21:
  cmpq %rax, %rdx
  jb L7
  vbroadcasti32x4 (%rsi), %zmm@7
  vmovdqa64 C4(%rip), %zmm@6
  vbroadcasti32x4 16(%rsi), %zmm@8
  vbroadcasti32x4 32(%rsi), %zmm@9
  vbroadcasti32x4 48(%rsi), %zmm@10
  vbroadcasti32x4 64(%rsi), %zmm@11
  vbroadcasti32x4 80(%rsi), %zmm@12
  vbroadcasti32x4 96(%rsi), %zmm@13
  vbroadcasti32x4 112(%rsi), %zmm@14
  vbroadcasti32x4 128(%rsi), %zmm@15
  vbroadcasti32x4 144(%rsi), %zmm@16
  vbroadcasti32x4 160(%rsi), %zmm@17
  vbroadcasti32x4 176(%rsi), %zmm@18
  vbroadcasti32x4 192(%rsi), %zmm@19
  vbroadcasti32x4 208(%rsi), %zmm@20
  vbroadcasti32x4 224(%rsi), %zmm@21
  vpshufb %zmm@6, %zmm@5, %zmm@22
  vpxord %zmm@22, %zmm@7, %zmm@22
  vaesenc %zmm@8, %zmm@22, %zmm@22
  vaesenc %zmm@9, %zmm@22, %zmm@22
  vaesenc %zmm@10, %zmm@22, %zmm@22
  vaesenc %zmm@11, %zmm@22, %zmm@22
  vaesenc %zmm@12, %zmm@22, %zmm@22
  vaesenc %zmm@13, %zmm@22, %zmm@22
  vaesenc %zmm@14, %zmm@22, %zmm@22
  vaesenc %zmm@15, %zmm@22, %zmm@22
  vaesenc %zmm@16, %zmm@22, %zmm@22
  vaesenc %zmm@17, %zmm@22, %zmm@22
  vaesenc %zmm@18, %zmm@22, %zmm@22
  vaesenc %zmm@19, %zmm@22, %zmm@22
  vaesenc %zmm@20, %zmm@22, %zmm@22
  vaesenclast %zmm@21, %zmm@22, %zmm@23
  movq $-1, %r9
  movl %r11d, %ecx
  shlq %cl, %r9
  movq $-1, %rsi
  cmpq $64, %r11
  notq %r9
  cmovaeq %rsi, %r9
  kmovq %r9, %k1
  vmovdqu8 (%r10,%rax), %zmm@22 {%k1} {z}
  vpxorq %zmm@23, %zmm@22, %zmm@23
  vmovdqu8 %zmm@23, (%r10,%rax) {%k1}
  leaq 64(%rax), %r9
  cmpq %rdx, %r9
  ja L22
  vpaddd C9(%rip), %zmm@5, %zmm@23
  vpshufb %zmm@6, %zmm@23, %zmm@23
  vpxord %zmm@23, %zmm@7, %zmm@23
  vaesenc %zmm@8, %zmm@23, %zmm@23
  vaesenc %zmm@9, %zmm@23, %zmm@23
  vaesenc %zmm@10, %zmm@23, %zmm@23
  vaesenc %zmm@11, %zmm@23, %zmm@23
  vaesenc %zmm@12, %zmm@23, %zmm@23
  vaesenc %zmm@13, %zmm@23, %zmm@23
  vaesenc %zmm@14, %zmm@23, %zmm@23
  vaesenc %zmm@15, %zmm@23, %zmm@23
  vaesenc %zmm@16, %zmm@23, %zmm@23
  vaesenc %zmm@17, %zmm@23, %zmm@23
  vaesenc %zmm@18, %zmm@23, %zmm@23
  vaesenc %zmm@19, %zmm@23, %zmm@23
  vaesenc %zmm@20, %zmm@23, %zmm@23
  vaesenclast %zmm@21, %zmm@23, %zmm@24
  movq $-1, %rbx
  movl %r11d, %ecx
  shlq %cl, %rbx
  leaq -64(%r11), %rcx
  cmpq $64, %rcx
  notq %rbx
  cmovaeq %rsi, %rbx
  kmovq %rbx, %k1
  vmovdqu8 (%r10,%r9), %zmm@23 {%k1} {z}
  vpxorq %zmm@24, %zmm@23, %zmm@24
  vmovdqu8 %zmm@24, (%r10,%r9) {%k1}
  subq $-128, %rax
  cmpq %rdx, %rax
  ja L7
  vpaddd C10(%rip), %zmm@5, %zmm@5
  vpshufb %zmm@6, %zmm@5, %zmm@5
  vpxord %zmm@5, %zmm@7, %zmm@5
  vaesenc %zmm@8, %zmm@5, %zmm@5
  vaesenc %zmm@9, %zmm@5, %zmm@5
  vaesenc %zmm@10, %zmm@5, %zmm@5
  vaesenc %zmm@11, %zmm@5, %zmm@5
  vaesenc %zmm@12, %zmm@5, %zmm@5
  vaesenc %zmm@13, %zmm@5, %zmm@5
  vaesenc %zmm@14, %zmm@5, %zmm@5
  vaesenc %zmm@15, %zmm@5, %zmm@5
  vaesenc %zmm@16, %zmm@5, %zmm@5
  vaesenc %zmm@17, %zmm@5, %zmm@5
  vaesenc %zmm@18, %zmm@5, %zmm@5
  vaesenc %zmm@19, %zmm@5, %zmm@5
  vaesenc %zmm@20, %zmm@5, %zmm@5
  vaesenclast %zmm@21, %zmm@5, %zmm@5
  vpshufb %zmm@6, %zmm@22, %zmm@7
  vpshufb C4(%rip), %zmm@23, %zmm@6
  leaq -128(%r11), %rdx
  movq $-1, %r9
  movl %r11d, %ecx
  shlq %cl, %r9
  cmpq $64, %rdx
  notq %r9
  cmovaeq %rsi, %r9
  kmovq %r9, %k1
  vmovdqu8 (%r10,%rax), %zmm@8 {%k1} {z}
  vpxorq %zmm@5, %zmm@8, %zmm@9
  vpshufb C4(%rip), %zmm@8, %zmm@5
  vmovdqu8 %zmm@9, (%r10,%rax) {%k1}
  movq %r11, %rax
  shrq $4, %rax
  andl $15, %r11d
  cmpq $1, %r11
  sbbq $-1, %rax
  testb %r8b, %r8b
  jne L23
  leal (,%rax,4), %ecx
  andb $12, %cl
  movl $15, %edx
  shll %cl, %edx
  movq %rax, %rcx
  shrq $2, %rcx
  cmpq $3, %rcx
  ja L24
  kmovd %edx, %k1
  vshufi32x4 $0, %zmm@2, %zmm@2, %zmm@8 {%k1} {z}
  leaq C11(%rip), %rdx
  movslq (%rdx,%rcx,4), %rcx
  addq %rdx, %rcx
  jmpq *%rcx
L25:
  vpxord %zmm@7, %zmm@8, %zmm@7
  jmp L24
L5:
  cmpq %rax, %rdx
  jb L7
  vbroadcasti32x4 (%rsi), %zmm@6
  vmovdqa64 C4(%rip), %zmm@8
  vbroadcasti32x4 16(%rsi), %zmm@7
  vbroadcasti32x4 32(%rsi), %zmm@9
  vbroadcasti32x4 48(%rsi), %zmm@10
  vbroadcasti32x4 64(%rsi), %zmm@11
  vbroadcasti32x4 80(%rsi), %zmm@12
  vbroadcasti32x4 96(%rsi), %zmm@13
  vbroadcasti32x4 112(%rsi), %zmm@14
  vbroadcasti32x4 128(%rsi), %zmm@15
  vbroadcasti32x4 144(%rsi), %zmm@16
  vbroadcasti32x4 160(%rsi), %zmm@17
  vbroadcasti32x4 176(%rsi), %zmm@18
  vbroadcasti32x4 192(%rsi), %zmm@19
  vbroadcasti32x4 208(%rsi), %zmm@20
  vbroadcasti32x4 224(%rsi), %zmm@21
  vpshufb %zmm@8, %zmm@5, %zmm@22
  vpxord %zmm@22, %zmm@6, %zmm@22
  vaesenc %zmm@7, %zmm@22, %zmm@22
  vaesenc %zmm@9, %zmm@22, %zmm@22
  vaesenc %zmm@10, %zmm@22, %zmm@22
  vaesenc %zmm@11, %zmm@22, %zmm@22
  vaesenc %zmm@12, %zmm@22, %zmm@22
  vaesenc %zmm@13, %zmm@22, %zmm@22
  vaesenc %zmm@14, %zmm@22, %zmm@22
  vaesenc %zmm@15, %zmm@22, %zmm@22
  vaesenc %zmm@16, %zmm@22, %zmm@22
  vaesenc %zmm@17, %zmm@22, %zmm@22
  vaesenc %zmm@18, %zmm@22, %zmm@22
  vaesenc %zmm@19, %zmm@22, %zmm@22
  vaesenc %zmm@20, %zmm@22, %zmm@22
  vaesenclast %zmm@21, %zmm@22, %zmm@23
  movq $-1, %r9
  movl %r11d, %ecx
  shlq %cl, %r9
  movq $-1, %rsi
  cmpq $64, %r11
  notq %r9
  cmovaeq %rsi, %r9
  kmovq %r9, %k1
  vmovdqu8 (%r10,%rax), %zmm@22 {%k1} {z}
  vpxorq %zmm@23, %zmm@22, %zmm@23
  vmovdqu8 %zmm@23, (%r10,%rax) {%k1}
  leaq 64(%rax), %r9
  cmpq %rdx, %r9
  ja L22
  vpaddd C9(%rip), %zmm@5, %zmm@23
  vpshufb %zmm@8, %zmm@23, %zmm@23
  vpxord %zmm@23, %zmm@6, %zmm@23
  vaesenc %zmm@7, %zmm@23, %zmm@23
  vaesenc %zmm@9, %zmm@23, %zmm@23
  vaesenc %zmm@10, %zmm@23, %zmm@23
  vaesenc %zmm@11, %zmm@23, %zmm@23
  vaesenc %zmm@12, %zmm@23, %zmm@23
  vaesenc %zmm@13, %zmm@23, %zmm@23
  vaesenc %zmm@14, %zmm@23, %zmm@23
  vaesenc %zmm@15, %zmm@23, %zmm@23
  vaesenc %zmm@16, %zmm@23, %zmm@23
  vaesenc %zmm@17, %zmm@23, %zmm@23
  vaesenc %zmm@18, %zmm@23, %zmm@23
  vaesenc %zmm@19, %zmm@23, %zmm@23
  vaesenc %zmm@20, %zmm@23, %zmm@23
  vaesenclast %zmm@21, %zmm@23, %zmm@24
  movq $-1, %rbx
  movl %r11d, %ecx
  shlq %cl, %rbx
  leaq -64(%r11), %rcx
  cmpq $64, %rcx
  notq %rbx
  cmovaeq %rsi, %rbx
  kmovq %rbx, %k1
  vmovdqu8 (%r10,%r9), %zmm@23 {%k1} {z}
  vpxorq %zmm@24, %zmm@23, %zmm@24
  vmovdqu8 %zmm@24, (%r10,%r9) {%k1}
  leaq 128(%rax), %r9
  cmpq %rdx, %r9
  ja L26
  vpaddd C10(%rip), %zmm@5, %zmm@24
  vpshufb %zmm@8, %zmm@24, %zmm@24
  vpxord %zmm@24, %zmm@6, %zmm@24
  vaesenc %zmm@7, %zmm@24, %zmm@24
  vaesenc %zmm@9, %zmm@24, %zmm@24
  vaesenc %zmm@10, %zmm@24, %zmm@24
  vaesenc %zmm@11, %zmm@24, %zmm@24
  vaesenc %zmm@12, %zmm@24, %zmm@24
  vaesenc %zmm@13, %zmm@24, %zmm@24
  vaesenc %zmm@14, %zmm@24, %zmm@24
  vaesenc %zmm@15, %zmm@24, %zmm@24
  vaesenc %zmm@16, %zmm@24, %zmm@24
  vaesenc %zmm@17, %zmm@24, %zmm@24
  vaesenc %zmm@18, %zmm@24, %zmm@24
  vaesenc %zmm@19, %zmm@24, %zmm@24
  vaesenc %zmm@20, %zmm@24, %zmm@24
  vaesenclast %zmm@21, %zmm@24, %zmm@25
  movq $-1, %rbx
  movl %r11d, %ecx
  shlq %cl, %rbx
  leaq -128(%r11), %rcx
  cmpq $64, %rcx
  notq %rbx
  cmovaeq %rsi, %rbx
  kmovq %rbx, %k1
  vmovdqu8 (%r10,%r9), %zmm@24 {%k1} {z}
  vpxorq %zmm@25, %zmm@24, %zmm@25
  vmovdqu8 %zmm@25, (%r10,%r9) {%k1}
  addq $192, %rax
  cmpq %rdx, %rax
  ja L7
  vpaddd C12(%rip), %zmm@5, %zmm@5
  vpshufb %zmm@8, %zmm@5, %zmm@5
  vpxord %zmm@5, %zmm@6, %zmm@5
  vaesenc %zmm@7, %zmm@5, %zmm@5
  vaesenc %zmm@9, %zmm@5, %zmm@5
  vaesenc %zmm@10, %zmm@5, %zmm@5
  vaesenc %zmm@11, %zmm@5, %zmm@5
  vaesenc %zmm@12, %zmm@5, %zmm@5
  vaesenc %zmm@13, %zmm@5, %zmm@5
  vaesenc %zmm@14, %zmm@5, %zmm@5
  vaesenc %zmm@15, %zmm@5, %zmm@5
  vaesenc %zmm@16, %zmm@5, %zmm@5
  vaesenc %zmm@17, %zmm@5, %zmm@5
  vaesenc %zmm@18, %zmm@5, %zmm@5
  vaesenc %zmm@19, %zmm@5, %zmm@5
  vaesenc %zmm@20, %zmm@5, %zmm@5
  vaesenclast %zmm@21, %zmm@5, %zmm@5
  vpshufb C4(%rip), %zmm@23, %zmm@7
  vpshufb C4(%rip), %zmm@24, %zmm@6
  vpshufb %zmm@8, %zmm@22, %zmm@9
  leaq -192(%r11), %rdx
  movq $-1, %r9
  movl %r11d, %ecx
  shlq %cl, %r9
  cmpq $64, %rdx
  notq %r9
  cmovaeq %rsi, %r9
  kmovq %r9, %k1
  vmovdqu8 (%r10,%rax), %zmm@8 {%k1} {z}
  vpxorq %zmm@5, %zmm@8, %zmm@10
  vpshufb C4(%rip), %zmm@8, %zmm@5
  vmovdqu8 %zmm@10, (%r10,%rax) {%k1}
  movq %r11, %rdx
  shrq $4, %rdx
  andl $15, %r11d
  cmpq $1, %r11
  sbbq $-1, %rdx
  testb %r8b, %r8b
  jne L27
  leal (,%rdx,4), %ecx
  andb $12, %cl
  movl $15, %eax
  shll %cl, %eax
  movq %rdx, %rcx
  shrq $2, %rcx
  cmpq $4, %rcx
  ja L28
  kmovd %eax, %k1
  vshufi32x4 $0, %zmm@2, %zmm@2, %zmm@8 {%k1} {z}
  leaq C13(%rip), %rax
  movslq (%rax,%rcx,4), %rcx
  addq %rax, %rcx
  jmpq *%rcx
L29:
  vpxord %zmm@9, %zmm@8, %zmm@9
  jmp L28
L8:
  leal (,%rdx,4), %ecx
  andb $12, %cl
  movl $15, %eax
  shll %cl, %eax
  kmovd %eax, %k1
  vshufi32x4 $0, %zmm@2, %zmm@2, %zmm@8 {%k1} {z}
  movq %rdx, %rcx
  shrq $2, %rcx
  cmpq $1, %rcx
  sete %al
  je L30
  testq %rcx, %rcx
  jne L31
  vpxord %zmm@5, %zmm@8, %zmm@5
L31:
L30:
  incq %rdx
L9:
  vmovdqa %xmm@4, %xmm@4
  movl $8, %ecx
  subq %rdx, %rcx
  cmpq $4, %rcx
  jb L32
  vmovdqa64 %zmm@1, %zmm@3
L32:
  vpxorq %zmm@4, %zmm@5, %zmm@9
  vpxor %xmm@4, %xmm@4, %xmm@4
  vmovdqa64 %zmm@1, %zmm@5
  jb L33
  vpxor %xmm@5, %xmm@5, %xmm@5
L33:
  addl %ecx, %ecx
  andl $6, %ecx
  vpbroadcastq %rcx, %zmm@6
  vpaddq C5(%rip), %zmm@6, %zmm@10
  vpermt2q %zmm@5, %zmm@10, %zmm@3
  vpclmulqdq $0, %zmm@3, %zmm@9, %zmm@6
  vpclmulqdq $17, %zmm@3, %zmm@9, %zmm@7
  vpclmulqdq $1, %zmm@3, %zmm@9, %zmm@11
  vpclmulqdq $16, %zmm@3, %zmm@9, %zmm@3
  vpternlogq $150, %zmm@3, %zmm@11, %zmm@4
  testb %al, %al
  je L19
  vpxor %xmm@3, %xmm@3, %xmm@3
  vpermt2q %zmm@3, %zmm@10, %zmm@5
  vpclmulqdq $0, %zmm@5, %zmm@8, %zmm@3
  vpxorq %zmm@6, %zmm@3, %zmm@6
  vpclmulqdq $17, %zmm@5, %zmm@8, %zmm@3
  vpxorq %zmm@7, %zmm@3, %zmm@7
  vpclmulqdq $1, %zmm@5, %zmm@8, %zmm@3
  vpclmulqdq $16, %zmm@5, %zmm@8, %zmm@5
  vpternlogq $150, %zmm@5, %zmm@3, %zmm@4
  jmp L19
L13:
  vpxord %zmm@8, %zmm@5, %zmm@8
  jmp L14
L12:
  vpxord %zmm@6, %zmm@5, %zmm@6
L14:
  incq %rax
L11:
  xorl %ecx, %ecx
  vmovdqa %xmm@4, %xmm@4
  vpxorq %zmm@4, %zmm@6, %zmm@4
  cmpq $8, %rax
  jbe L16
L15:
  vpclmulqdq $0, %zmm@3, %zmm@4, %zmm@6
  vpclmulqdq $17, %zmm@3, %zmm@4, %zmm@7
  vpclmulqdq $1, %zmm@3, %zmm@4, %zmm@9
  vpclmulqdq $16, %zmm@3, %zmm@4, %zmm@4
  vpxorq %zmm@9, %zmm@4, %zmm@4
  vpclmulqdq $0, %zmm@1, %zmm@8, %zmm@9
  vpclmulqdq $17, %zmm@1, %zmm@8, %zmm@10
  vpclmulqdq $1, %zmm@1, %zmm@8, %zmm@11
  vpclmulqdq $16, %zmm@1, %zmm@8, %zmm@8
  vpternlogq $150, %zmm@11, %zmm@4, %zmm@8
  leaq (%rax,%rax), %rdx
  vpbroadcastq %rdx, %zmm@4
  vmovdqa64 C14(%rip), %zmm@11
  vpsubq %zmm@4, %zmm@11, %zmm@4
  vpslldq $8, %zmm@8, %zmm@11
  vpternlogd $150, %zmm@6, %zmm@9, %zmm@11
  vpsrldq $8, %zmm@8, %zmm@6
  vpternlogq $150, %zmm@7, %zmm@10, %zmm@6
  vpbroadcastq C6(%rip), %zmm@7
  vpclmulqdq $0, %zmm@7, %zmm@11, %zmm@8
  vpshufd $78, %zmm@11, %zmm@9
  vpxorq %zmm@9, %zmm@8, %zmm@8
  vpclmulqdq $0, %zmm@7, %zmm@8, %zmm@7
  vpshufd $78, %zmm@8, %zmm@8
  vpternlogq $150, %zmm@7, %zmm@6, %zmm@8
  vpermi2q %zmm@1, %zmm@3, %zmm@4
  vpclmulqdq $0, %zmm@4, %zmm@8, %zmm@6
  vpclmulqdq $17, %zmm@4, %zmm@8, %zmm@7
  vpclmulqdq $1, %zmm@4, %zmm@8, %zmm@9
  vpclmulqdq $16, %zmm@4, %zmm@8, %zmm@4
  vpxorq %zmm@9, %zmm@4, %zmm@4
  testb %cl, %cl
  je L19
  movl $16, %ecx
  subq %rax, %rcx
  leal (%rcx,%rcx), %eax
  andl $6, %eax
  vpbroadcastq %rax, %zmm@8
  vpaddq C5(%rip), %zmm@8, %zmm@8
  vmovdqa64 %zmm@1, %zmm@9
  cmpq $4, %rcx
  jb L34
  vpxor %xmm@9, %xmm@9, %xmm@9
  vmovdqa64 %zmm@1, %zmm@3
L34:
  vpermt2q %zmm@9, %zmm@8, %zmm@3
L20:
  vpclmulqdq $0, %zmm@3, %zmm@5, %zmm@8
  vpxorq %zmm@6, %zmm@8, %zmm@6
  vpclmulqdq $17, %zmm@3, %zmm@5, %zmm@8
  vpxorq %zmm@7, %zmm@8, %zmm@7
  vpclmulqdq $1, %zmm@3, %zmm@5, %zmm@8
  vpclmulqdq $16, %zmm@3, %zmm@5, %zmm@3
  vpternlogq $150, %zmm@8, %zmm@4, %zmm@3
  vmovdqa64 %zmm@3, %zmm@4
  jmp L19
L35:
  vpxord %zmm@5, %zmm@8, %zmm@5
  jmp L24
L36:
  incq %rax
  movb $1, %cl
  jmp L37
L38:
  vpxord %zmm@6, %zmm@8, %zmm@6
L24:
  incq %rax
L23:
  xorl %ecx, %ecx
L37:
  vmovdqa %xmm@4, %xmm@4
  vpxorq %zmm@4, %zmm@7, %zmm@4
  cmpq $8, %rax
  jbe L39
  vpclmulqdq $0, %zmm@3, %zmm@4, %zmm@7
  vpclmulqdq $17, %zmm@3, %zmm@4, %zmm@9
  vpclmulqdq $1, %zmm@3, %zmm@4, %zmm@10
  vpclmulqdq $16, %zmm@3, %zmm@4, %zmm@4
  vpxorq %zmm@10, %zmm@4, %zmm@4
  vpclmulqdq $0, %zmm@1, %zmm@6, %zmm@10
  vpclmulqdq $17, %zmm@1, %zmm@6, %zmm@11
  vpclmulqdq $1, %zmm@1, %zmm@6, %zmm@12
  vpclmulqdq $16, %zmm@1, %zmm@6, %zmm@6
  vpternlogq $150, %zmm@12, %zmm@4, %zmm@6
  leaq (%rax,%rax), %rdx
  vpbroadcastq %rdx, %zmm@4
  vmovdqa64 C14(%rip), %zmm@12
  vpsubq %zmm@4, %zmm@12, %zmm@4
  vpslldq $8, %zmm@6, %zmm@12
  vpternlogd $150, %zmm@7, %zmm@10, %zmm@12
  vpsrldq $8, %zmm@6, %zmm@6
  vpternlogq $150, %zmm@9, %zmm@11, %zmm@6
  vpbroadcastq C6(%rip), %zmm@7
  vpclmulqdq $0, %zmm@7, %zmm@12, %zmm@9
  vpshufd $78, %zmm@12, %zmm@10
  vpxorq %zmm@10, %zmm@9, %zmm@9
  vpclmulqdq $0, %zmm@7, %zmm@9, %zmm@10
  vpshufd $78, %zmm@9, %zmm@7
  vpternlogq $150, %zmm@10, %zmm@6, %zmm@7
  vpermi2q %zmm@1, %zmm@3, %zmm@4
  vpclmulqdq $1, %zmm@4, %zmm@7, %zmm@9
  vpclmulqdq $16, %zmm@4, %zmm@7, %zmm@10
  movl $16, %edx
  subq %rax, %rdx
  cmpq $4, %rdx
  jb L40
  vmovdqa64 %zmm@1, %zmm@3
L40:
  vpclmulqdq $0, %zmm@4, %zmm@7, %zmm@6
  vpclmulqdq $17, %zmm@4, %zmm@7, %zmm@7
  vpxorq %zmm@9, %zmm@10, %zmm@4
  vmovdqa64 %zmm@1, %zmm@9
  jb L41
  vpxor %xmm@9, %xmm@9, %xmm@9
L41:
  addl %edx, %edx
  andl $6, %edx
  vpbroadcastq %rdx, %zmm@10
  vpaddq C5(%rip), %zmm@10, %zmm@10
  vpermt2q %zmm@9, %zmm@10, %zmm@3
  vpclmulqdq $0, %zmm@3, %zmm@5, %zmm@11
  vpxorq %zmm@6, %zmm@11, %zmm@6
  vpclmulqdq $17, %zmm@3, %zmm@5, %zmm@11
  vpxorq %zmm@7, %zmm@11, %zmm@7
  vpclmulqdq $1, %zmm@3, %zmm@5, %zmm@11
  vpclmulqdq $16, %zmm@3, %zmm@5, %zmm@3
  vpternlogq $150, %zmm@3, %zmm@11, %zmm@4
  testb %cl, %cl
  je L19
  vpxor %xmm@3, %xmm@3, %xmm@3
  vpermt2q %zmm@3, %zmm@10, %zmm@9
  jmp L42
L39:
  cmpq $5, %rax
  jae L43
  vmovdqa64 %zmm@1, %zmm@3
L43:
  vpxor %xmm@9, %xmm@9, %xmm@9
  vmovdqa64 %zmm@1, %zmm@7
  jae L44
  vpxor %xmm@7, %xmm@7, %xmm@7
L44:
  negl %eax
  addl %eax, %eax
  andl $6, %eax
  vpbroadcastq %rax, %zmm@10
  vpaddq C5(%rip), %zmm@10, %zmm@10
  vpermt2q %zmm@7, %zmm@10, %zmm@3
  vpclmulqdq $0, %zmm@3, %zmm@4, %zmm@11
  vpclmulqdq $17, %zmm@3, %zmm@4, %zmm@12
  vpclmulqdq $1, %zmm@3, %zmm@4, %zmm@13
  vpclmulqdq $16, %zmm@3, %zmm@4, %zmm@3
  vpternlogq $150, %zmm@13, %zmm@9, %zmm@3
  vpermt2q %zmm@9, %zmm@10, %zmm@7
  vpclmulqdq $0, %zmm@7, %zmm@6, %zmm@4
  vpclmulqdq $17, %zmm@7, %zmm@6, %zmm@13
  vpclmulqdq $1, %zmm@7, %zmm@6, %zmm@14
  vpclmulqdq $16, %zmm@7, %zmm@6, %zmm@15
  vpternlogq $150, %zmm@14, %zmm@3, %zmm@15
  vpermt2q %zmm@9, %zmm@10, %zmm@9
  vpclmulqdq $0, %zmm@9, %zmm@5, %zmm@6
  vpternlogq $150, %zmm@11, %zmm@4, %zmm@6
  vpclmulqdq $17, %zmm@9, %zmm@5, %zmm@7
  vpternlogq $150, %zmm@12, %zmm@13, %zmm@7
  vpclmulqdq $1, %zmm@9, %zmm@5, %zmm@3
  vpclmulqdq $16, %zmm@9, %zmm@5, %zmm@4
  vpternlogq $150, %zmm@3, %zmm@15, %zmm@4
  testb %cl, %cl
  jne L42
  jmp L19
L45:
  incq %rdx
  movb $1, %al
  vmovdqa %xmm@4, %xmm@4
  vpxorq %zmm@4, %zmm@9, %zmm@4
  cmpq $8, %rdx
  ja L46
L47:
  cmpq $5, %rdx
  jae L48
  vmovdqa64 %zmm@1, %zmm@3
L48:
  vpxor %xmm@9, %xmm@9, %xmm@9
  vmovdqa64 %zmm@1, %zmm@10
  jae L49
  vpxor %xmm@10, %xmm@10, %xmm@10
L49:
  negl %edx
  addl %edx, %edx
  andl $6, %edx
  vpbroadcastq %rdx, %zmm@11
  vpaddq C5(%rip), %zmm@11, %zmm@11
  vpermt2q %zmm@10, %zmm@11, %zmm@3
  vpclmulqdq $0, %zmm@3, %zmm@4, %zmm@12
  vpclmulqdq $17, %zmm@3, %zmm@4, %zmm@13
  vpclmulqdq $1, %zmm@3, %zmm@4, %zmm@14
  vpclmulqdq $16, %zmm@3, %zmm@4, %zmm@3
  vpternlogq $150, %zmm@14, %zmm@9, %zmm@3
  vpermt2q %zmm@9, %zmm@11, %zmm@10
  vpclmulqdq $0, %zmm@10, %zmm@7, %zmm@4
  vpxorq %zmm@12, %zmm@4, %zmm@4
  vpclmulqdq $17, %zmm@10, %zmm@7, %zmm@12
  vpxorq %zmm@13, %zmm@12, %zmm@12
  vpclmulqdq $1, %zmm@10, %zmm@7, %zmm@13
  vpclmulqdq $16, %zmm@10, %zmm@7, %zmm@7
  vpternlogq $150, %zmm@13, %zmm@3, %zmm@7
  vpermt2q %zmm@9, %zmm@11, %zmm@9
  vpclmulqdq $0, %zmm@9, %zmm@6, %zmm@3
  vpclmulqdq $17, %zmm@9, %zmm@6, %zmm@10
  vpclmulqdq $1, %zmm@9, %zmm@6, %zmm@11
  vpclmulqdq $16, %zmm@9, %zmm@6, %zmm@13
  vpternlogq $150, %zmm@11, %zmm@7, %zmm@13
  vpclmulqdq $0, %zmm@9, %zmm@5, %zmm@6
  vpternlogq $150, %zmm@3, %zmm@4, %zmm@6
  vpclmulqdq $17, %zmm@9, %zmm@5, %zmm@7
  vpternlogq $150, %zmm@10, %zmm@12, %zmm@7
  vpclmulqdq $1, %zmm@9, %zmm@5, %zmm@3
  vpclmulqdq $16, %zmm@9, %zmm@5, %zmm@4
  vpternlogq $150, %zmm@3, %zmm@13, %zmm@4
  testb %al, %al
  je L19
  jmp L42
L50:
  vpxord %zmm@6, %zmm@8, %zmm@6
  jmp L28
L51:
  vpxord %zmm@5, %zmm@8, %zmm@5
  jmp L28
L52:
  vpxord %zmm@7, %zmm@8, %zmm@7
L28:
  incq %rdx
L27:
  xorl %eax, %eax
  vmovdqa %xmm@4, %xmm@4
  vpxorq %zmm@4, %zmm@9, %zmm@4
  cmpq $8, %rdx
  jbe L47
L46:
  vpclmulqdq $0, %zmm@3, %zmm@4, %zmm@9
  vpclmulqdq $17, %zmm@3, %zmm@4, %zmm@10
  vpclmulqdq $1, %zmm@3, %zmm@4, %zmm@11
  vpclmulqdq $16, %zmm@3, %zmm@4, %zmm@4
  vpxorq %zmm@11, %zmm@4, %zmm@4
  vpclmulqdq $0, %zmm@1, %zmm@7, %zmm@11
  vpclmulqdq $17, %zmm@1, %zmm@7, %zmm@12
  vpclmulqdq $1, %zmm@1, %zmm@7, %zmm@13
  vpclmulqdq $16, %zmm@1, %zmm@7, %zmm@7
  vpternlogq $150, %zmm@13, %zmm@4, %zmm@7
  leaq (%rdx,%rdx), %rcx
  vpbroadcastq %rcx, %zmm@4
  vmovdqa64 C14(%rip), %zmm@13
  vpsubq %zmm@4, %zmm@13, %zmm@4
  vpslldq $8, %zmm@7, %zmm@13
  vpternlogd $150, %zmm@9, %zmm@11, %zmm@13
  vpsrldq $8, %zmm@7, %zmm@7
  vpternlogq $150, %zmm@10, %zmm@12, %zmm@7
  vpbroadcastq C6(%rip), %zmm@9
  vpclmulqdq $0, %zmm@9, %zmm@13, %zmm@10
  vpshufd $78, %zmm@13, %zmm@11
  vpxorq %zmm@11, %zmm@10, %zmm@10
  vpclmulqdq $0, %zmm@9, %zmm@10, %zmm@11
  vpshufd $78, %zmm@10, %zmm@9
  vpternlogq $150, %zmm@11, %zmm@7, %zmm@9
  vpermi2q %zmm@1, %zmm@3, %zmm@4
  vpclmulqdq $1, %zmm@4, %zmm@9, %zmm@10
  vpclmulqdq $16, %zmm@4, %zmm@9, %zmm@11
  movl $16, %ecx
  subq %rdx, %rcx
  cmpq $4, %rcx
  jb L53
  vmovdqa64 %zmm@1, %zmm@3
L53:
  vpclmulqdq $0, %zmm@4, %zmm@9, %zmm@7
  vpclmulqdq $17, %zmm@4, %zmm@9, %zmm@4
  vpxorq %zmm@10, %zmm@11, %zmm@9
  vpxor %xmm@12, %xmm@12, %xmm@12
  vmovdqa64 %zmm@1, %zmm@10
  jb L54
  vpxor %xmm@10, %xmm@10, %xmm@10
L54:
  addl %ecx, %ecx
  andl $6, %ecx
  vpbroadcastq %rcx, %zmm@11
  vpaddq C5(%rip), %zmm@11, %zmm@11
  vpermt2q %zmm@10, %zmm@11, %zmm@3
  vpclmulqdq $0, %zmm@3, %zmm@6, %zmm@13
  vpclmulqdq $17, %zmm@3, %zmm@6, %zmm@14
  vpclmulqdq $1, %zmm@3, %zmm@6, %zmm@15
  vpclmulqdq $16, %zmm@3, %zmm@6, %zmm@3
  vpternlogq $150, %zmm@3, %zmm@15, %zmm@9
  vpermt2q %zmm@12, %zmm@11, %zmm@10
  vpclmulqdq $0, %zmm@10, %zmm@5, %zmm@6
  vpternlogq $150, %zmm@7, %zmm@13, %zmm@6
  vpclmulqdq $17, %zmm@10, %zmm@5, %zmm@7
  vpternlogq $150, %zmm@4, %zmm@14, %zmm@7
  vpclmulqdq $1, %zmm@10, %zmm@5, %zmm@3
  vpclmulqdq $16, %zmm@10, %zmm@5, %zmm@4
  vpternlogq $150, %zmm@3, %zmm@9, %zmm@4
  testb %al, %al
  je L19
  vpxor %xmm@9, %xmm@9, %xmm@9
  vpermt2q %zmm@9, %zmm@11, %zmm@9
L42:
  vpclmulqdq $0, %zmm@9, %zmm@8, %zmm@3
  vpxorq %zmm@6, %zmm@3, %zmm@6
  vpclmulqdq $17, %zmm@9, %zmm@8, %zmm@3
  vpxorq %zmm@7, %zmm@3, %zmm@7
  vpclmulqdq $1, %zmm@9, %zmm@8, %zmm@3
  vpclmulqdq $16, %zmm@9, %zmm@8, %zmm@5
  vpternlogq $150, %zmm@3, %zmm@4, %zmm@5
  vmovdqa64 %zmm@5, %zmm@4
L19:
  vpslldq $8, %zmm@4, %zmm@3
  vpxord %zmm@6, %zmm@3, %zmm@3
  vpsrldq $8, %zmm@4, %zmm@4
  vpxorq %zmm@4, %zmm@7, %zmm@4
  vpbroadcastq C6(%rip), %zmm@5
  vpclmulqdq $0, %zmm@5, %zmm@3, %zmm@6
  vpshufd $78, %zmm@3, %zmm@3
  vpxorq %zmm@3, %zmm@6, %zmm@3
  vpclmulqdq $0, %zmm@5, %zmm@3, %zmm@5
  vpshufd $78, %zmm@3, %zmm@3
  vpternlogq $150, %zmm@5, %zmm@4, %zmm@3
  vextracti64x4 $1, %zmm@3, %ymm@4
  vpxor %ymm@3, %ymm@4, %ymm@3
  vextracti128 $1, %ymm@3, %xmm@4
  vpxor %xmm@3, %xmm@4, %xmm@4
L55:
  testb %r8b, %r8b
  je L56
  vpxor %xmm@2, %xmm@4, %xmm@2
  vextracti32x4 $3, %zmm@1, %xmm@1
  vpclmulqdq $0, %zmm@1, %zmm@2, %zmm@3
  vpclmulqdq $17, %zmm@1, %zmm@2, %zmm@4
  vpclmulqdq $1, %zmm@1, %zmm@2, %zmm@5
  vpclmulqdq $16, %zmm@1, %zmm@2, %zmm@1
  vpxorq %zmm@5, %zmm@1, %zmm@1
  vpslldq $8, %zmm@1, %zmm@2
  vpxord %zmm@3, %zmm@2, %zmm@2
  vpsrldq $8, %zmm@1, %zmm@1
  vpxorq %zmm@1, %zmm@4, %zmm@1
  vpbroadcastq C6(%rip), %zmm@3
  vpclmulqdq $0, %zmm@3, %zmm@2, %zmm@4
  vpshufd $78, %zmm@2, %zmm@2
  vpxorq %zmm@2, %zmm@4, %zmm@2
  vpclmulqdq $0, %zmm@3, %zmm@2, %zmm@3
  vpshufd $78, %zmm@2, %zmm@4
  vpternlogq $150, %zmm@3, %zmm@1, %zmm@4
L56:
  vpshufb C1(%rip), %xmm@4, %xmm@1
  vpxor %xmm@1, %xmm@0, %xmm@0
  vmovdqu %xmm@0, (%rdi)
  movq %rdi, %rax
  popq %rbx
  popq %r14
  popq %r15
  vzeroupper
  retq
L22:
  movq %r9, %rax
  leaq C15(%rip), %rcx
  movq %rax, %rdi
  movq %rdx, %rsi
  vzeroupper
  callq *core::slice::index::slice_index_fail(%rip)
L26:
  movq %r9, %rax
L7:
  leaq C15(%rip), %rcx
  movq %rax, %rdi
  movq %rdx, %rsi
  vzeroupper
  callq *core::slice::index::slice_index_fail(%rip)
== hw_gcm::arch::x86_64::vaes_avx512::finish#3
  pushq %r15
  pushq %r14
  pushq %rbx
  movq %rdx, %r10
  movq 56(%rsp), %rdx
  movq 48(%rsp), %rbx
  movq 40(%rsp), %rax
  vmovq (%rcx), %xmm@0
  vpinsrd $2, 8(%rcx), %xmm@0, %xmm@0
  vpblendd $8, C0(%rip), %xmm@0, %xmm@0
  vpshufb C1(%rip), %xmm@0, %xmm@1
  vpaddd C2(%rip), %xmm@1, %xmm@1
  movq 32(%rsp), %r14
  vshufi64x2 $0, %zmm@1, %zmm@1, %zmm@2
  testb $1, (%rdx)
  je L0
  vmovdqa 16(%rdx), %xmm@0
  jmp L1
L0:
  vpxor (%rsi), %xmm@0, %xmm@0
  vaesenc 16(%rsi), %xmm@0, %xmm@0
  vaesenc 32(%rsi), %xmm@0, %xmm@0
  vaesenc 48(%rsi), %xmm@0, %xmm@0
  vaesenc 64(%rsi), %xmm@0, %xmm@0
  vaesenc 80(%rsi), %xmm@0, %xmm@0
  vaesenc 96(%rsi), %xmm@0, %xmm@0
  vaesenc 112(%rsi), %xmm@0, %xmm@0
  vaesenc 128(%rsi), %xmm@0, %xmm@0
  vaesenc 144(%rsi), %xmm@0, %xmm@0
  vaesenc 160(%rsi), %xmm@0, %xmm@0
  vaesenc 176(%rsi), %xmm@0, %xmm@0
  vaesenc 192(%rsi), %xmm@0, %xmm@0
  vaesenc 208(%rsi), %xmm@0, %xmm@0
  vaesenclast 224(%rsi), %xmm@0, %xmm@0
L1:
  vmovdqu64 64(%r10), %zmm@1
  movq 8(%r14), %rdx
  movq %rdx, %r11
  subq %rax, %r11
  movq %rax, %rcx
  shrq $4, %rcx
  vmovd %ecx, %xmm@3
  vpxor %xmm@4, %xmm@4, %xmm@4
  vmovdqa64 C3(%rip), %zmm@5
  vpermi2d %zmm@4, %zmm@3, %zmm@5
  vpaddd %zmm@2, %zmm@5, %zmm@2
  testb $1, (%rbx)
  je L2
  vmovdqa 16(%rbx), %xmm@4
  jmp L3
L2:
  testq %r9, %r9
  je L4
  movq $-1, %rbx
  movq $-1, %r15
  movl %r9d, %ecx
  shlq %cl, %r15
  cmpq $64, %r9
  notq %r15
  cmovaeq %rbx, %r15
  kmovq %r15, %k1
  vmovdqu8 (%r8), %zmm@3 {%k1} {z}
  vpshufb C4(%rip), %zmm@3, %zmm@3
  leaq 15(%r9), %rcx
  shrq $3, %rcx
  andq $-2, %rcx
  movl $8, %r8d
  subq %rcx, %r8
  vpbroadcastq %r8, %zmm@4
  vpaddq C5(%rip), %zmm@4, %zmm@4
  vpxor %xmm@5, %xmm@5, %xmm@5
  vpermi2q %zmm@5, %zmm@1, %zmm@4
  vpclmulqdq $0, %zmm@4, %zmm@3, %zmm@5
  vpclmulqdq $17, %zmm@4, %zmm@3, %zmm@6
  vpclmulqdq $1, %zmm@4, %zmm@3, %zmm@7
  vpclmulqdq $16, %zmm@4, %zmm@3, %zmm@3
  vpxorq %zmm@7, %zmm@3, %zmm@3
  vpslldq $8, %zmm@3, %zmm@4
  vpxord %zmm@5, %zmm@4, %zmm@4
  vpsrldq $8, %zmm@3, %zmm@3
  vpxorq %zmm@3, %zmm@6, %zmm@3
  vpbroadcastq C6(%rip), %zmm@5
  vpclmulqdq $0, %zmm@5, %zmm@4, %zmm@6
  vpshufd $78, %zmm@4, %zmm@4
  vpxorq %zmm@4, %zmm@6, %zmm@4
  vpclmulqdq $0, %zmm@5, %zmm@4, %zmm@5
  vpshufd $78, %zmm@4, %zmm@4
  vpternlogq $150, %zmm@5, %zmm@3, %zmm@4
  vextracti64x4 $1, %zmm@4, %ymm@3
  vpxor %ymm@4, %ymm@3, %ymm@3
  vextracti128 $1, %ymm@3, %xmm@4
  vpxor %xmm@3, %xmm@4, %xmm@4
  jmp L3
L4:
  vpxor %xmm@4, %xmm@4, %xmm@4
L3:
  vmovdqu64 (%r10), %zmm@3
  movq (%r14), %rbx
  vpaddd C7(%rip), %zmm@2, %zmm@5
  vmovq %r9, %xmm@2
  vmovq %rdx, %xmm@6
  vpunpcklqdq %xmm@2, %xmm@6, %xmm@2
  vpsllq $3, %xmm@2, %xmm@2
  cmpq %rax, %rdx
  sete %cl
  cmpq $241, %r11
  setae %r10b
  orb %cl, %r10b
  movq %r11, %rcx
  shrq $6, %rcx
  movl %r11d, %r8d
  andl $63, %r8d
  cmpq $1, %r8
  sbbq $-1, %rcx
  cmpq $3, %rcx
  ja L5
  leaq C8(%rip), %r8
  movslq (%r8,%rcx,4), %rcx
  addq %r8, %rcx
  jmpq *%rcx
L6:
  cmpq %rax, %rdx
  jb L7
  movq 24(%r14), %rdx
  cmpq %rdx, %rax
  ja L8
  vbroadcasti32x4 (%rsi), %zmm@6
  vpshufb C4(%rip), %zmm@5, %zmm@5
  vpxord %zmm@5, %zmm@6, %zmm@5
  vbroadcasti32x4 16(%rsi), %zmm@6
  vaesenc %zmm@6, %zmm@5, %zmm@5
  vbroadcasti32x4 32(%rsi), %zmm@6
  vaesenc %zmm@6, %zmm@5, %zmm@5
  vbroadcasti32x4 48(%rsi), %zmm@6
  vaesenc %zmm@6, %zmm@5, %zmm@5
  vbroadcasti32x4 64(%rsi), %zmm@6
  vaesenc %zmm@6, %zmm@5, %zmm@5
  vbroadcasti32x4 80(%rsi), %zmm@6
  vaesenc %zmm@6, %zmm@5, %zmm@5
  vbroadcasti32x4 96(%rsi), %zmm@6
  vaesenc %zmm@6, %zmm@5, %zmm@5
  vbroadcasti32x4 112(%rsi), %zmm@6
  vaesenc %zmm@6, %zmm@5, %zmm@5
  vbroadcasti32x4 128(%rsi), %zmm@6
  vaesenc %zmm@6, %zmm@5, %zmm@5
  vbroadcasti32x4 144(%rsi), %zmm@6
  vaesenc %zmm@6, %zmm@5, %zmm@5
  vbroadcasti32x4 160(%rsi), %zmm@6
  vaesenc %zmm@6, %zmm@5, %zmm@5
  vbroadcasti32x4 176(%rsi), %zmm@6
  vaesenc %zmm@6, %zmm@5, %zmm@5
  vbroadcasti32x4 192(%rsi), %zmm@6
  vaesenc %zmm@6, %zmm@5, %zmm@5
  vbroadcasti32x4 208(%rsi), %zmm@6
  vaesenc %zmm@6, %zmm@5, %zmm@5
  vbroadcasti32x4 224(%rsi), %zmm@6
  vaesenclast %zmm@6, %zmm@5, %zmm@5
  movq 16(%r14), %rdx
  movq $-1, %rsi
  movq $-1, %r8
  movl %r11d, %ecx
  shlq %cl, %r8
  cmpq $64, %r11
  notq %r8
  cmovaeq %rsi, %r8
  kmovq %r8, %k1
  vmovdqu8 (%rbx,%rax), %zmm@6 {%k1} {z}
  vpxorq %zmm@5, %zmm@6, %zmm@7
  vpshufb C4(%rip), %zmm@6, %zmm@5
  vmovdqu8 %zmm@7, (%rdx,%rax) {%k1}
  movq %r11, %rdx
  shrq $4, %rdx
  andl $15, %r11d
  cmpq $1, %r11
  sbbq $-1, %rdx
  testb %r10b, %r10b
  je L9
  xorl %eax, %eax
  jmp L10
L11:
  cmpq %rax, %rdx
  jb L7
  movq 24(%r14), %r8
  cmpq %r8, %rax
  ja L12
  vbroadcasti32x4 (%rsi), %zmm@6
  vmovdqa64 C4(%rip), %zmm@7
  vpshufb %zmm@7, %zmm@5, %zmm@8
  vpxord %zmm@8, %zmm@6, %zmm@9
  vbroadcasti32x4 16(%rsi), %zmm@8
  vaesenc %zmm@8, %zmm@9, %zmm@10
  vbroadcasti32x4 32(%rsi), %zmm@9
  vaesenc %zmm@9, %zmm@10, %zmm@11
  vbroadcasti32x4 48(%rsi), %zmm@10
  vaesenc %zmm@10, %zmm@11, %zmm@12
  vbroadcasti32x4 64(%rsi), %zmm@11
  vaesenc %zmm@11, %zmm@12, %zmm@13
  vbroadcasti32x4 80(%rsi), %zmm@12
  vaesenc %zmm@12, %zmm@13, %zmm@14
  vbroadcasti32x4 96(%rsi), %zmm@13
  vaesenc %zmm@13, %zmm@14, %zmm@15
  vbroadcasti32x4 112(%rsi), %zmm@14
  vaesenc %zmm@14, %zmm@15, %zmm@16
  vbroadcasti32x4 128(%rsi), %zmm@15
  vaesenc %zmm@15, %zmm@16, %zmm@17
  vbroadcasti32x4 144(%rsi), %zmm@16
  vaesenc %zmm@16, %zmm@17, %zmm@18
  vbroadcasti32x4 160(%rsi), %zmm@17
  vaesenc %zmm@17, %zmm@18, %zmm@19
  vbroadcasti32x4 176(%rsi), %zmm@18
  vaesenc %zmm@18, %zmm@19, %zmm@20
  vbroadcasti32x4 192(%rsi), %zmm@19
  vaesenc %zmm@19, %zmm@20, %zmm@21
  vbroadcasti32x4 208(%rsi), %zmm@20
  vaesenc %zmm@20, %zmm@21, %zmm@22
  vbroadcasti32x4 224(%rsi), %zmm@21
  vaesenclast %zmm@21, %zmm@22, %zmm@23
  movq $-1, %r9
  movl %r11d, %ecx
  shlq %cl, %r9
  movq 16(%r14), %rsi
  movq $-1, %rcx
  cmpq $64, %r11
  notq %r9
  cmovaeq %rcx, %r9
  kmovq %r9, %k1
  vmovdqu8 (%rbx,%rax), %zmm@22 {%k1} {z}
  vpxorq %zmm@23, %zmm@22, %zmm@23
  vmovdqu8 %zmm@23, (%rsi,%rax) {%k1}
  addq $64, %rax
  cmpq %rdx, %rax
  ja L7
  cmpq %r8, %rax
  ja L12
  vpaddd C9(%rip), %zmm@5, %zmm@5
  vpshufb %zmm@7, %zmm@5, %zmm@5
  vpxord %zmm@5, %zmm@6, %zmm@5
  vaesenc %zmm@8, %zmm@5, %zmm@5
  vaesenc %zmm@9, %zmm@5, %zmm@5
  vaesenc %zmm@10, %zmm@5, %zmm@5
  vaesenc %zmm@11, %zmm@5, %zmm@5
  vaesenc %zmm@12, %zmm@5, %zmm@5
  vaesenc %zmm@13, %zmm@5, %zmm@5
  vaesenc %zmm@14, %zmm@5, %zmm@5
  vaesenc %zmm@15, %zmm@5, %zmm@5
  vaesenc %zmm@16, %zmm@5, %zmm@5
  vaesenc %zmm@17, %zmm@5, %zmm@5
  vaesenc %zmm@18, %zmm@5, %zmm@5
  vaesenc %zmm@19, %zmm@5, %zmm@5
  vaesenc %zmm@20, %zmm@5, %zmm@5
  vaesenclast %zmm@21, %zmm@5, %zmm@5
  vpshufb C4(%rip), %zmm@22, %zmm@6
  leaq -64(%r11), %rdx
  movq $-1, %r8
  movq $-1, %r9
  movl %r11d, %ecx
  shlq %cl, %r9
  cmpq $64, %rdx
  notq %r9
  cmovaeq %r8, %r9
  kmovq %r9, %k1
  vmovdqu8 (%rbx,%rax), %zmm@7 {%k1} {z}
  vpxorq %zmm@5, %zmm@7, %zmm@5
  vpshufb C4(%rip), %zmm@7, %zmm@8
  vmovdqu8 %zmm@5, (%rsi,%rax) {%k1}
  movq %r11, %rax
  shrq $4, %rax
  andl $15, %r11d
  cmpq $1, %r11
  sbbq $-1, %rax
  testb %r10b, %r10b
  jne L13
  leal (,%rax,4), %ecx
  andb $12, %cl
  movl $15, %edx
  shll %cl, %edx
  kmovd %edx, %k1
  vshufi32x4 $0, %zmm@2, %zmm@2, %zmm@5 {%k1} {z}
  movq %rax, %rcx
  shrq $2, %rcx
  je L14
  cmpq $1, %rcx
  je L15
  cmpq $2, %rcx
  jne L16
  incq %rax
  movb $1, %cl
  vmovdqa %xmm@4, %xmm@4
  vpxorq %zmm@4, %zmm@6, %zmm@4
  cmpq $8, %rax
  ja L17
L18:
  cmpq $5, %rax
  jae L19
  vmovdqa64 %zmm@1, %zmm@3
L19:
  vpxor %xmm@6, %xmm@6, %xmm@6
  vmovdqa64 %zmm@1, %zmm@9
  jae L20
  vpxor %xmm@9, %xmm@9, %xmm@9
L20:
  negl %eax
  addl %eax, %eax
  andl $6, %eax
  vpbroadcastq %rax, %zmm@7
  vpaddq C5(%rip), %zmm@7, %zmm@10
  vpermt2q %zmm@9, %zmm@10, %zmm@3
  vpclmulqdq $0, %zmm@3, %zmm@4, %zmm@7
  vpclmulqdq $17, %zmm@3, %zmm@4, %zmm@11
  vpclmulqdq $1, %zmm@3, %zmm@4, %zmm@12
  vpclmulqdq $16, %zmm@3, %zmm@4, %zmm@3
  vpternlogq $150, %zmm@12, %zmm@6, %zmm@3
  vpermt2q %zmm@6, %zmm@10, %zmm@9
  vpclmulqdq $0, %zmm@9, %zmm@8, %zmm@4
  vpxorq %zmm@7, %zmm@4, %zmm@6
  vpclmulqdq $17, %zmm@9, %zmm@8, %zmm@4
  vpxorq %zmm@11, %zmm@4, %zmm@7
  vpclmulqdq $1, %zmm@9, %zmm@8, %zmm@11
  vpclmulqdq $16, %zmm@9, %zmm@8, %zmm@4
  vpternlogq $150, %zmm@11, %zmm@3, %zmm@4
  testb %cl, %cl
  je L21
  vpxor %xmm@3, %xmm@3, %xmm@3
  vpermt2q %zmm@3, %zmm@10, %zmm@3
  jmp L22
L23:
  cmpq %rax, %rdx
  jb L7
  movq 24(%r14), %r9
  cmpq %r9, %rax
  ja L24
  vbroadcasti32x4 (%rsi), %zmm@6
  vmovdqa64 C4(%rip), %zmm@7
  vpshufb %zmm@7, %zmm@5, %zmm@8
  vpxord %zmm@8, %zmm@6, %zmm@9
  vbroadcasti32x4 16(%rsi), %zmm@8
  vaesenc %zmm@8, %zmm@9, %zmm@10
  vbroadcasti32x4 32(%rsi), %zmm@9
  vaesenc %zmm@9, %zmm@10, %zmm@11
  vbroadcasti32x4 48(%rsi), %zmm@10
  vaesenc %zmm@10, %zmm@11, %zmm@12
  vbroadcasti32x4 64(%rsi), %zmm@11
  vaesenc %zmm@11, %zmm@12, %zmm@13
  vbroadcasti32x4 80(%rsi), %zmm@12
  vaesenc %zmm@12, %zmm@13, %zmm@14
  vbroadcasti32x4 96(%rsi), %zmm@13
  vaesenc %zmm@13, %zmm@14, %zmm@15
  vbroadcasti32x4 112(%rsi), %zmm@14
  vaesenc %zmm@14, %zmm@15, %zmm@16
  vbroadcasti32x4 128(%rsi), %zmm@15
  vaesenc %zmm@15, %zmm@16, %zmm@17
  vbroadcasti32x4 144(%rsi), %zmm@16
  vaesenc %zmm@16, %zmm@17, %zmm@18
  vbroadcasti32x4 160(%rsi), %zmm@17
  vaesenc %zmm@17, %zmm@18, %zmm@19
  vbroadcasti32x4 176(%rsi), %zmm@18
  vaesenc %zmm@18, %zmm@19, %zmm@20
  vbroadcasti32x4 192(%rsi), %zmm@19
  vaesenc %zmm@19, %zmm@20, %zmm@21
  vbroadcasti32x4 208(%rsi), %zmm@20
  vaesenc %zmm@20, %zmm@21, %zmm@22
  vbroadcasti32x4 224(%rsi), %zmm@21
  vaesenclast %zmm@21, %zmm@22, %zmm@23
  movq $-1, %r8
  movl %r11d, %ecx
  shlq %cl, %r8
  movq 16(%r14), %rsi
  movq $-1, %rcx
  cmpq $64, %r11
  notq %r8
  cmovaeq %rcx, %r8
  kmovq %r8, %k1
  vmovdqu8 (%rbx,%rax), %zmm@22 {%k1} {z}
  vpxorq %zmm@23, %zmm@22, %zmm@23
  vmovdqu8 %zmm@23, (%rsi,%rax) {%k1}
  leaq 64(%rax), %r8
  cmpq %rdx, %r8
  ja L25
  cmpq %r9, %r8
  ja L26
  vpaddd C9(%rip), %zmm@5, %zmm@23
  vpshufb %zmm@7, %zmm@23, %zmm@23
  vpxord %zmm@23, %zmm@6, %zmm@23
  vaesenc %zmm@8, %zmm@23, %zmm@23
  vaesenc %zmm@9, %zmm@23, %zmm@23
  vaesenc %zmm@10, %zmm@23, %zmm@23
  vaesenc %zmm@11, %zmm@23, %zmm@23
  vaesenc %zmm@12, %zmm@23, %zmm@23
  vaesenc %zmm@13, %zmm@23, %zmm@23
  vaesenc %zmm@14, %zmm@23, %zmm@23
  vaesenc %zmm@15, %zmm@23, %zmm@23
  vaesenc %zmm@16, %zmm@23, %zmm@23
  vaesenc %zmm@17, %zmm@23, %zmm@23
  vaesenc %zmm@18, %zmm@23, %zmm@23
  vaesenc %zmm@19, %zmm@23, %zmm@23
  vaesenc %zmm@20, %zmm@23, %zmm@23
  vaesenclast %zmm@21, %zmm@23, %zmm@24
  movq $-1, %r14
  movl %r11d, %ecx
  shlq %cl, %r14
  leaq -64(%r11), %rcx
  movq $-1, %r15
  cmpq $64, %rcx
  notq %r14
  cmovaeq %r15, %r14
  kmovq %r14, %k1
  vmovdqu8 (%rbx,%r8), %zmm@23 {%k1} {z}
  vpxorq %zmm@24, %zmm@23, %zmm@24
  vmovdqu8 %zmm@24, (%rsi,%r8) {%k1}
  subq $-128, %rax
  cmpq %rdx, %rax
  ja L7
  cmpq %r9, %rax
  ja L24
  vpaddd C10(%rip), %zmm@5, %zmm@5
  vpshufb %zmm@7, %zmm@5, %zmm@5
  vpxord %zmm@5, %zmm@6, %zmm@5
  vaesenc %zmm@8, %zmm@5, %zmm@5
  vaesenc %zmm@9, %zmm@5, %zmm@5
  vaesenc %zmm@10, %zmm@5, %zmm@5
  vaesenc %zmm@11, %zmm@5, %zmm@5
  vaesenc %zmm@12, %zmm@5, %zmm@5
  vaesenc %zmm@13, %zmm@5, %zmm@5
  vaesenc %zmm@14, %zmm@5, %zmm@5
  vaesenc %zmm@15, %zmm@5, %zmm@5
  vaesenc %zmm@16, %zmm@5, %zmm@5
  vaesenc %zmm@17, %zmm@5, %zmm@5
  vaesenc %zmm@18, %zmm@5, %zmm@5
  vaesenc %zmm@19, %zmm@5, %zmm@5
  vaesenc %zmm@20, %zmm@5, %zmm@5
  vaesenclast %zmm@21, %zmm@5, %zmm@5
  vpshufb C4(%rip), %zmm@22, %zmm@7
  vpshufb C4(%rip), %zmm@23, %zmm@6
  leaq -128(%r11), %rdx
  movq $-1, %r8
  movq $-1, %r9
  movl %r11d, %ecx
  shlq %cl, %r9
  cmpq $64, %rdx
  notq %r9
  cmovaeq %r8, %r9
  kmovq %r9, %k1
  vmovdqu8 (%rbx,%rax), %zmm@8 {%k1} {z}
  vpxorq %zmm@5, %zmm@8, %zmm@9
  vpshufb C4(%rip), %zmm@8, %zmm@5
  vmovdqu8 %zmm@9, (%rsi,%rax) {%k1}
  movq %r11, %rax
  shrq $4, %rax
  andl $15, %r11d
  cmpq $1, %r11
  sbbq $-1, %rax
  testb %r10b, %r10b
  jne L27
  leal (,%rax,4), %ecx
  andb $12, %cl
  movl $15, %edx
  shll %cl, %edx
  movq %rax, %rcx
  shrq $2, %rcx
  cmpq $3, %rcx
  ja L28
  kmovd %edx, %k1
  vshufi32x4 $0, %zmm@2, %zmm@2, %zmm@8 {%k1} {z}
  leaq C11(%rip), %rdx
  movslq (%rdx,%rcx,4), %rcx
  addq %rdx, %rcx
  jmpq *%rcx
L29:
  vpxord %zmm@7, %zmm@8, %zmm@7
  jmp L28
L5:
  cmpq %rax, %rdx
  jb L7
  movq 24(%r14), %r9
  cmpq %r9, %rax
  ja L24
  vbroadcasti32x4 (%rsi), %zmm@6
  vmovdqa64 C4(%rip), %zmm@7
  vpshufb %zmm@7, %zmm@5, %zmm@8
  vpxord %zmm@8, %zmm@6, %zmm@9
  vbroadcasti32x4 16(%rsi), %zmm@8
  vaesenc %zmm@8, %zmm@9, %zmm@10
  vbroadcasti32x4 32(%rsi), %zmm@9
  vaesenc %zmm@9, %zmm@10, %zmm@11
  vbroadcasti32x4 48(%rsi), %zmm@10
  vaesenc %zmm@10, %zmm@11, %zmm@12
  vbroadcasti32x4 64(%rsi), %zmm@11
  vaesenc %zmm@11, %zmm@12, %zmm@13
  vbroadcasti32x4 80(%rsi), %zmm@12
  vaesenc %zmm@12, %zmm@13, %zmm@14
  vbroadcasti32x4 96(%rsi), %zmm@13
  vaesenc %zmm@13, %zmm@14, %zmm@15
  vbroadcasti32x4 112(%rsi), %zmm@14
  vaesenc %zmm@14, %zmm@15, %zmm@16
  vbroadcasti32x4 128(%rsi), %zmm@15
  vaesenc %zmm@15, %zmm@16, %zmm@17
  vbroadcasti32x4 144(%rsi), %zmm@16
  vaesenc %zmm@16, %zmm@17, %zmm@18
  vbroadcasti32x4 160(%rsi), %zmm@17
  vaesenc %zmm@17, %zmm@18, %zmm@19
  vbroadcasti32x4 176(%rsi), %zmm@18
  vaesenc %zmm@18, %zmm@19, %zmm@20
  vbroadcasti32x4 192(%rsi), %zmm@19
  vaesenc %zmm@19, %zmm@20, %zmm@21
  vbroadcasti32x4 208(%rsi), %zmm@20
  vaesenc %zmm@20, %zmm@21, %zmm@22
  vbroadcasti32x4 224(%rsi), %zmm@21
  vaesenclast %zmm@21, %zmm@22, %zmm@23
  movq $-1, %r8
  movl %r11d, %ecx
  shlq %cl, %r8
  movq 16(%r14), %rsi
  movq $-1, %rcx
  cmpq $64, %r11
  notq %r8
  cmovaeq %rcx, %r8
  kmovq %r8, %k1
  vmovdqu8 (%rbx,%rax), %zmm@22 {%k1} {z}
  vpxorq %zmm@23, %zmm@22, %zmm@23
  vmovdqu8 %zmm@23, (%rsi,%rax) {%k1}
  leaq 64(%rax), %r8
  cmpq %rdx, %r8
  ja L25
  cmpq %r9, %r8
  ja L26
  vpaddd C9(%rip), %zmm@5, %zmm@23
  vpshufb %zmm@7, %zmm@23, %zmm@23
  vpxord %zmm@23, %zmm@6, %zmm@23
  vaesenc %zmm@8, %zmm@23, %zmm@23
  vaesenc %zmm@9, %zmm@23, %zmm@23
  vaesenc %zmm@10, %zmm@23, %zmm@23
  vaesenc %zmm@11, %zmm@23, %zmm@23
  vaesenc %zmm@12, %zmm@23, %zmm@23
  vaesenc %zmm@13, %zmm@23, %zmm@23
  vaesenc %zmm@14, %zmm@23, %zmm@23
  vaesenc %zmm@15, %zmm@23, %zmm@23
  vaesenc %zmm@16, %zmm@23, %zmm@23
  vaesenc %zmm@17, %zmm@23, %zmm@23
  vaesenc %zmm@18, %zmm@23, %zmm@23
  vaesenc %zmm@19, %zmm@23, %zmm@23
  vaesenc %zmm@20, %zmm@23, %zmm@23
  vaesenclast %zmm@21, %zmm@23, %zmm@24
  movq $-1, %r14
  movl %r11d, %ecx
  shlq %cl, %r14
  leaq -64(%r11), %rcx
  movq $-1, %r15
  cmpq $64, %rcx
  notq %r14
  cmovaeq %r15, %r14
  kmovq %r14, %k1
  vmovdqu8 (%rbx,%r8), %zmm@23 {%k1} {z}
  vpxorq %zmm@24, %zmm@23, %zmm@24
  vmovdqu8 %zmm@24, (%rsi,%r8) {%k1}
  leaq 128(%rax), %r8
  cmpq %rdx, %r8
  ja L30
  cmpq %r9, %r8
  ja L26
  vpaddd C10(%rip), %zmm@5, %zmm@24
  vpshufb %zmm@7, %zmm@24, %zmm@24
  vpxord %zmm@24, %zmm@6, %zmm@24
  vaesenc %zmm@8, %zmm@24, %zmm@24
  vaesenc %zmm@9, %zmm@24, %zmm@24
  vaesenc %zmm@10, %zmm@24, %zmm@24
  vaesenc %zmm@11, %zmm@24, %zmm@24
  vaesenc %zmm@12, %zmm@24, %zmm@24
  vaesenc %zmm@13, %zmm@24, %zmm@24
  vaesenc %zmm@14, %zmm@24, %zmm@24
  vaesenc %zmm@15, %zmm@24, %zmm@24
  vaesenc %zmm@16, %zmm@24, %zmm@24
  vaesenc %zmm@17, %zmm@24, %zmm@24
  vaesenc %zmm@18, %zmm@24, %zmm@24
  vaesenc %zmm@19, %zmm@24, %zmm@24
  vaesenc %zmm@20, %zmm@24, %zmm@24
  vaesenclast %zmm@21, %zmm@24, %zmm@25
  movq $-1, %r14
  movl %r11d, %ecx
  shlq %cl, %r14
  leaq -128(%r11), %rcx
  cmpq $64, %rcx
  notq %r14
  cmovaeq %r15, %r14
  kmovq %r14, %k1
  vmovdqu8 (%rbx,%r8), %zmm@24 {%k1} {z}
  vpxorq %zmm@25, %zmm@24, %zmm@25
  vmovdqu8 %zmm@25, (%rsi,%r8) {%k1}
  addq $192, %rax
  cmpq %rdx, %rax
  ja L7
  cmpq %r9, %rax
  ja L24
  vpaddd C12(%rip), %zmm@5, %zmm@5
  vpshufb %zmm@7, %zmm@5, %zmm@5
  vpxord %zmm@5, %zmm@6, %zmm@5
  vaesenc %zmm@8, %zmm@5, %zmm@5
  vaesenc %zmm@9, %zmm@5, %zmm@5
  vaesenc %zmm@10, %zmm@5, %zmm@5
  vaesenc %zmm@11, %zmm@5, %zmm@5
  vaesenc %zmm@12, %zmm@5, %zmm@5
  vaesenc %zmm@13, %zmm@5, %zmm@5
  vaesenc %zmm@14, %zmm@5, %zmm@5
  vaesenc %zmm@15, %zmm@5, %zmm@5
  vaesenc %zmm@16, %zmm@5, %zmm@5
  vaesenc %zmm@17, %zmm@5, %zmm@5
  vaesenc %zmm@18, %zmm@5, %zmm@5
  vaesenc %zmm@19, %zmm@5, %zmm@5
  vaesenc %zmm@20, %zmm@5, %zmm@5
  vaesenclast %zmm@21, %zmm@5, %zmm@5
  vpshufb C4(%rip), %zmm@22, %zmm@9
  vpshufb C4(%rip), %zmm@23, %zmm@7
  vpshufb C4(%rip), %zmm@24, %zmm@6
  leaq -192(%r11), %rdx
  movq $-1, %r8
  movq $-1, %r9
  movl %r11d, %ecx
  shlq %cl, %r9
  cmpq $64, %rdx
  notq %r9
  cmovaeq %r8, %r9
  kmovq %r9, %k1
  vmovdqu8 (%rbx,%rax), %zmm@8 {%k1} {z}
  vpxorq %zmm@5, %zmm@8, %zmm@10
  vpshufb C4(%rip), %zmm@8, %zmm@5
  vmovdqu8 %zmm@10, (%rsi,%rax) {%k1}
  movq %r11, %rdx
  shrq $4, %rdx
  andl $15, %r11d
  cmpq $1, %r11
  sbbq $-1, %rdx
  testb %r10b, %r10b
  jne L31
  leal (,%rdx,4), %ecx
  andb $12, %cl
  movl $15, %eax
  shll %cl, %eax
  movq %rdx, %rcx
  shrq $2, %rcx
  cmpq $4, %rcx
  ja L32
  kmovd %eax, %k1
  vshufi32x4 $0, %zmm@2, %zmm@2, %zmm@8 {%k1} {z}
  leaq C13(%rip), %rax
  movslq (%rax,%rcx,4), %rcx
  addq %rax, %rcx
  jmpq *%rcx
L33:
  vpxord %zmm@9, %zmm@8, %zmm@9
  jmp L32
L9:
  leal (,%rdx,4), %ecx
  andb $12, %cl
  movl $15, %eax
  shll %cl, %eax
  kmovd %eax, %k1
  vshufi32x4 $0, %zmm@2, %zmm@2, %zmm@8 {%k1} {z}
  movq %rdx, %rcx
  shrq $2, %rcx
  cmpq $1, %rcx
  sete %al
  je L34
  testq %rcx, %rcx
  jne L35
  vpxord %zmm@5, %zmm@8, %zmm@5
L35:
L34:
  incq %rdx
L10:
  vmovdqa %xmm@4, %xmm@4
  movl $8, %ecx
  subq %rdx, %rcx
  cmpq $4, %rcx
  jb L36
  vmovdqa64 %zmm@1, %zmm@3
L36:
  vpxorq %zmm@4, %zmm@5, %zmm@9
  vpxor %xmm@4, %xmm@4, %xmm@4
  vmovdqa64 %zmm@1, %zmm@5
  jb L37
  vpxor %xmm@5, %xmm@5, %xmm@5
L37:
  addl %ecx, %ecx
  andl $6, %ecx
  vpbroadcastq %rcx, %zmm@6
  vpaddq C5(%rip), %zmm@6, %zmm@10
  vpermt2q %zmm@5, %zmm@10, %zmm@3
  vpclmulqdq $0, %zmm@3, %zmm@9, %zmm@6
  vpclmulqdq $17, %zmm@3, %zmm@9, %zmm@7
  vpclmulqdq $1, %zmm@3, %zmm@9, %zmm@11
  vpclmulqdq $16, %zmm@3, %zmm@9, %zmm@3
  vpternlogq $150, %zmm@3, %zmm@11, %zmm@4
  testb %al, %al
  je L21
  vpxor %xmm@3, %xmm@3, %xmm@3
  vpermt2q %zmm@3, %zmm@10, %zmm@5
  vpclmulqdq $0, %zmm@5, %zmm@8, %zmm@3
  vpxorq %zmm@6, %zmm@3, %zmm@6
  vpclmulqdq $17, %zmm@5, %zmm@8, %zmm@3
  vpxorq %zmm@7, %zmm@3, %zmm@7
  vpclmulqdq $1, %zmm@5, %zmm@8, %zmm@3
  vpclmulqdq $16, %zmm@5, %zmm@8, %zmm@5
  vpternlogq $150, %zmm@5, %zmm@3, %zmm@4
  jmp L21
L15:
  vpxord %zmm@8, %zmm@5, %zmm@8
  jmp L16
L14:
  vpxord %zmm@6, %zmm@5, %zmm@6
L16:
  incq %rax
L13:
  xorl %ecx, %ecx
  vmovdqa %xmm@4, %xmm@4
  vpxorq %zmm@4, %zmm@6, %zmm@4
  cmpq $8, %rax
  jbe L18
L17:
  vpclmulqdq $0, %zmm@3, %zmm@4, %zmm@6
  vpclmulqdq $17, %zmm@3, %zmm@4, %zmm@7
  vpclmulqdq $1, %zmm@3, %zmm@4, %zmm@9
  vpclmulqdq $16, %zmm@3, %zmm@4, %zmm@4
  vpxorq %zmm@9, %zmm@4, %zmm@4
  vpclmulqdq $0, %zmm@1, %zmm@8, %zmm@9
  vpclmulqdq $17, %zmm@1, %zmm@8, %zmm@10
  vpclmulqdq $1, %zmm@1, %zmm@8, %zmm@11
  vpclmulqdq $16, %zmm@1, %zmm@8, %zmm@8
  vpternlogq $150, %zmm@11, %zmm@4, %zmm@8
  leaq (%rax,%rax), %rdx
  vpbroadcastq %rdx, %zmm@4
  vmovdqa64 C14(%rip), %zmm@11
  vpsubq %zmm@4, %zmm@11, %zmm@4
  vpslldq $8, %zmm@8, %zmm@11
  vpternlogd $150, %zmm@6, %zmm@9, %zmm@11
  vpsrldq $8, %zmm@8, %zmm@6
  vpternlogq $150, %zmm@7, %zmm@10, %zmm@6
  vpbroadcastq C6(%rip), %zmm@7
  vpclmulqdq $0, %zmm@7, %zmm@11, %zmm@8
  vpshufd $78, %zmm@11, %zmm@9
  vpxorq %zmm@9, %zmm@8, %zmm@8
  vpclmulqdq $0, %zmm@7, %zmm@8, %zmm@7
  vpshufd $78, %zmm@8, %zmm@8
  vpternlogq $150, %zmm@7, %zmm@6, %zmm@8
  vpermi2q %zmm@1, %zmm@3, %zmm@4
  vpclmulqdq $0, %zmm@4, %zmm@8, %zmm@6
  vpclmulqdq $17, %zmm@4, %zmm@8, %zmm@7
  vpclmulqdq $1, %zmm@4, %zmm@8, %zmm@9
  vpclmulqdq $16, %zmm@4, %zmm@8, %zmm@4
  vpxorq %zmm@9, %zmm@4, %zmm@4
  testb %cl, %cl
  je L21
  movl $16, %ecx
  subq %rax, %rcx
  leal (%rcx,%rcx), %eax
  andl $6, %eax
  vpbroadcastq %rax, %zmm@8
  vpaddq C5(%rip), %zmm@8, %zmm@8
  vmovdqa64 %zmm@1, %zmm@9
  cmpq $4, %rcx
  jb L38
  vpxor %xmm@9, %xmm@9, %xmm@9
  vmovdqa64 %zmm@1, %zmm@3
L38:
  vpermt2q %zmm@9, %zmm@8, %zmm@3
L22:
  vpclmulqdq $0, %zmm@3, %zmm@5, %zmm@8
  vpxorq %zmm@6, %zmm@8, %zmm@6
  vpclmulqdq $17, %zmm@3, %zmm@5, %zmm@8
  vpxorq %zmm@7, %zmm@8, %zmm@7
  vpclmulqdq $1, %zmm@3, %zmm@5, %zmm@8
  vpclmulqdq $16, %zmm@3, %zmm@5, %zmm@3
  vpternlogq $150, %zmm@8, %zmm@4, %zmm@3
  vmovdqa64 %zmm@3, %zmm@4
  jmp L21
L39:
  vpxord %zmm@5, %zmm@8, %zmm@5
  jmp L28
L40:
  incq %rax
  movb $1, %cl
  jmp L41
L42:
  vpxord %zmm@6, %zmm@8, %zmm@6
L28:
  incq %rax
L27:
  xorl %ecx, %ecx
L41:
  vmovdqa %xmm@4, %xmm@4
  vpxorq %zmm@4, %zmm@7, %zmm@4
  cmpq $8, %rax
  jbe L43
  vpclmulqdq $0, %zmm@3, %zmm@4, %zmm@7
  vpclmulqdq $17, %zmm@3, %zmm@4, %zmm@9
  vpclmulqdq $1, %zmm@3, %zmm@4, %zmm@10
  vpclmulqdq $16, %zmm@3, %zmm@4, %zmm@4
  vpxorq %zmm@10, %zmm@4, %zmm@4
  vpclmulqdq $0, %zmm@1, %zmm@6, %zmm@10
  vpclmulqdq $17, %zmm@1, %zmm@6, %zmm@11
  vpclmulqdq $1, %zmm@1, %zmm@6, %zmm@12
  vpclmulqdq $16, %zmm@1, %zmm@6, %zmm@6
  vpternlogq $150, %zmm@12, %zmm@4, %zmm@6
  leaq (%rax,%rax), %rdx
  vpbroadcastq %rdx, %zmm@4
  vmovdqa64 C14(%rip), %zmm@12
  vpsubq %zmm@4, %zmm@12, %zmm@4
  vpslldq $8, %zmm@6, %zmm@12
  vpternlogd $150, %zmm@7, %zmm@10, %zmm@12
  vpsrldq $8, %zmm@6, %zmm@6
  vpternlogq $150, %zmm@9, %zmm@11, %zmm@6
  vpbroadcastq C6(%rip), %zmm@7
  vpclmulqdq $0, %zmm@7, %zmm@12, %zmm@9
  vpshufd $78, %zmm@12, %zmm@10
  vpxorq %zmm@10, %zmm@9, %zmm@9
  vpclmulqdq $0, %zmm@7, %zmm@9, %zmm@10
  vpshufd $78, %zmm@9, %zmm@7
  vpternlogq $150, %zmm@10, %zmm@6, %zmm@7
  vpermi2q %zmm@1, %zmm@3, %zmm@4
  vpclmulqdq $1, %zmm@4, %zmm@7, %zmm@9
  vpclmulqdq $16, %zmm@4, %zmm@7, %zmm@10
  movl $16, %edx
  subq %rax, %rdx
  cmpq $4, %rdx
  jb L44
  vmovdqa64 %zmm@1, %zmm@3
L44:
  vpclmulqdq $0, %zmm@4, %zmm@7, %zmm@6
  vpclmulqdq $17, %zmm@4, %zmm@7, %zmm@7
  vpxorq %zmm@9, %zmm@10, %zmm@4
  vmovdqa64 %zmm@1, %zmm@9
  jb L45
  vpxor %xmm@9, %xmm@9, %xmm@9
L45:
  addl %edx, %edx
  andl $6, %edx
  vpbroadcastq %rdx, %zmm@10
  vpaddq C5(%rip), %zmm@10, %zmm@10
  vpermt2q %zmm@9, %zmm@10, %zmm@3
  vpclmulqdq $0, %zmm@3, %zmm@5, %zmm@11
  vpxorq %zmm@6, %zmm@11, %zmm@6
  vpclmulqdq $17, %zmm@3, %zmm@5, %zmm@11
  vpxorq %zmm@7, %zmm@11, %zmm@7
  vpclmulqdq $1, %zmm@3, %zmm@5, %zmm@11
  vpclmulqdq $16, %zmm@3, %zmm@5, %zmm@3
  vpternlogq $150, %zmm@3, %zmm@11, %zmm@4
  testb %cl, %cl
  je L21
  vpxor %xmm@3, %xmm@3, %xmm@3
  vpermt2q %zmm@3, %zmm@10, %zmm@9
  jmp L46
L43:
  cmpq $5, %rax
  jae L47
  vmovdqa64 %zmm@1, %zmm@3
L47:
  vpxor %xmm@9, %xmm@9, %xmm@9
  vmovdqa64 %zmm@1, %zmm@7
  jae L48
  vpxor %xmm@7, %xmm@7, %xmm@7
L48:
  negl %eax
  addl %eax, %eax
  andl $6, %eax
  vpbroadcastq %rax, %zmm@10
  vpaddq C5(%rip), %zmm@10, %zmm@10
  vpermt2q %zmm@7, %zmm@10, %zmm@3
  vpclmulqdq $0, %zmm@3, %zmm@4, %zmm@11
  vpclmulqdq $17, %zmm@3, %zmm@4, %zmm@12
  vpclmulqdq $1, %zmm@3, %zmm@4, %zmm@13
  vpclmulqdq $16, %zmm@3, %zmm@4, %zmm@3
  vpternlogq $150, %zmm@13, %zmm@9, %zmm@3
  vpermt2q %zmm@9, %zmm@10, %zmm@7
  vpclmulqdq $0, %zmm@7, %zmm@6, %zmm@4
  vpclmulqdq $17, %zmm@7, %zmm@6, %zmm@13
  vpclmulqdq $1, %zmm@7, %zmm@6, %zmm@14
  vpclmulqdq $16, %zmm@7, %zmm@6, %zmm@15
  vpternlogq $150, %zmm@14, %zmm@3, %zmm@15
  vpermt2q %zmm@9, %zmm@10, %zmm@9
  vpclmulqdq $0, %zmm@9, %zmm@5, %zmm@6
  vpternlogq $150, %zmm@11, %zmm@4, %zmm@6
  vpclmulqdq $17, %zmm@9, %zmm@5, %zmm@7
  vpternlogq $150, %zmm@12, %zmm@13, %zmm@7
  vpclmulqdq $1, %zmm@9, %zmm@5, %zmm@3
  vpclmulqdq $16, %zmm@9, %zmm@5, %zmm@4
  vpternlogq $150, %zmm@3, %zmm@15, %zmm@4
  testb %cl, %cl
  jne L46
  jmp L21
L49:
  incq %rdx
  movb $1, %al
  vmovdqa %xmm@4, %xmm@4
  vpxorq %zmm@4, %zmm@9, %zmm@4
  cmpq $8, %rdx
  ja L50
L51:
  cmpq $5, %rdx
  jae L52
  vmovdqa64 %zmm@1, %zmm@3
L52:
  vpxor %xmm@9, %xmm@9, %xmm@9
  vmovdqa64 %zmm@1, %zmm@10
  jae L53
  vpxor %xmm@10, %xmm@10, %xmm@10
L53:
  negl %edx
  addl %edx, %edx
  andl $6, %edx
  vpbroadcastq %rdx, %zmm@11
  vpaddq C5(%rip), %zmm@11, %zmm@11
  vpermt2q %zmm@10, %zmm@11, %zmm@3
  vpclmulqdq $0, %zmm@3, %zmm@4, %zmm@12
  vpclmulqdq $17, %zmm@3, %zmm@4, %zmm@13
  vpclmulqdq $1, %zmm@3, %zmm@4, %zmm@14
  vpclmulqdq $16, %zmm@3, %zmm@4, %zmm@3
  vpternlogq $150, %zmm@14, %zmm@9, %zmm@3
  vpermt2q %zmm@9, %zmm@11, %zmm@10
  vpclmulqdq $0, %zmm@10, %zmm@7, %zmm@4
  vpxorq %zmm@12, %zmm@4, %zmm@4
  vpclmulqdq $17, %zmm@10, %zmm@7, %zmm@12
  vpxorq %zmm@13, %zmm@12, %zmm@12
  vpclmulqdq $1, %zmm@10, %zmm@7, %zmm@13
  vpclmulqdq $16, %zmm@10, %zmm@7, %zmm@7
  vpternlogq $150, %zmm@13, %zmm@3, %zmm@7
  vpermt2q %zmm@9, %zmm@11, %zmm@9
  vpclmulqdq $0, %zmm@9, %zmm@6, %zmm@3
  vpclmulqdq $17, %zmm@9, %zmm@6, %zmm@10
  vpclmulqdq $1, %zmm@9, %zmm@6, %zmm@11
  vpclmulqdq $16, %zmm@9, %zmm@6, %zmm@13
  vpternlogq $150, %zmm@11, %zmm@7, %zmm@13
  vpclmulqdq $0, %zmm@9, %zmm@5, %zmm@6
  vpternlogq $150, %zmm@3, %zmm@4, %zmm@6
  vpclmulqdq $17, %zmm@9, %zmm@5, %zmm@7
  vpternlogq $150, %zmm@10, %zmm@12, %zmm@7
  vpclmulqdq $1, %zmm@9, %zmm@5, %zmm@3
  vpclmulqdq $16, %zmm@9, %zmm@5, %zmm@4
  vpternlogq $150, %zmm@3, %zmm@13, %zmm@4
  testb %al, %al
  je L21
  jmp L46
L54:
  vpxord %zmm@6, %zmm@8, %zmm@6
  jmp L32
L55:
  vpxord %zmm@5, %zmm@8, %zmm@5
  jmp L32
L56:
  vpxord %zmm@7, %zmm@8, %zmm@7
L32:
  incq %rdx
L31:
  xorl %eax, %eax
  vmovdqa %xmm@4, %xmm@4
  vpxorq %zmm@4, %zmm@9, %zmm@4
  cmpq $8, %rdx
  jbe L51
L50:
  vpclmulqdq $0, %zmm@3, %zmm@4, %zmm@9
  vpclmulqdq $17, %zmm@3, %zmm@4, %zmm@10
  vpclmulqdq $1, %zmm@3, %zmm@4, %zmm@11
  vpclmulqdq $16, %zmm@3, %zmm@4, %zmm@4
  vpxorq %zmm@11, %zmm@4, %zmm@4
  vpclmulqdq $0, %zmm@1, %zmm@7, %zmm@11
  vpclmulqdq $17, %zmm@1, %zmm@7, %zmm@12
  vpclmulqdq $1, %zmm@1, %zmm@7, %zmm@13
  vpclmulqdq $16, %zmm@1, %zmm@7, %zmm@7
  vpternlogq $150, %zmm@13, %zmm@4, %zmm@7
  leaq (%rdx,%rdx), %rcx
  vpbroadcastq %rcx, %zmm@4
  vmovdqa64 C14(%rip), %zmm@13
  vpsubq %zmm@4, %zmm@13, %zmm@4
  vpslldq $8, %zmm@7, %zmm@13
  vpternlogd $150, %zmm@9, %zmm@11, %zmm@13
  vpsrldq $8, %zmm@7, %zmm@7
  vpternlogq $150, %zmm@10, %zmm@12, %zmm@7
  vpbroadcastq C6(%rip), %zmm@9
  vpclmulqdq $0, %zmm@9, %zmm@13, %zmm@10
  vpshufd $78, %zmm@13, %zmm@11
  vpxorq %zmm@11, %zmm@10, %zmm@10
  vpclmulqdq $0, %zmm@9, %zmm@10, %zmm@11
  vpshufd $78, %zmm@10, %zmm@9
  vpternlogq $150, %zmm@11, %zmm@7, %zmm@9
  vpermi2q %zmm@1, %zmm@3, %zmm@4
  vpclmulqdq $1, %zmm@4, %zmm@9, %zmm@10
  vpclmulqdq $16, %zmm@4, %zmm@9, %zmm@11
  movl $16, %ecx
  subq %rdx, %rcx
  cmpq $4, %rcx
  jb L57
  vmovdqa64 %zmm@1, %zmm@3
L57:
  vpclmulqdq $0, %zmm@4, %zmm@9, %zmm@7
  vpclmulqdq $17, %zmm@4, %zmm@9, %zmm@4
  vpxorq %zmm@10, %zmm@11, %zmm@9
  vpxor %xmm@12, %xmm@12, %xmm@12
  vmovdqa64 %zmm@1, %zmm@10
  jb L58
  vpxor %xmm@10, %xmm@10, %xmm@10
L58:
  addl %ecx, %ecx
  andl $6, %ecx
  vpbroadcastq %rcx, %zmm@11
  vpaddq C5(%rip), %zmm@11, %zmm@11
  vpermt2q %zmm@10, %zmm@11, %zmm@3
  vpclmulqdq $0, %zmm@3, %zmm@6, %zmm@13
  vpclmulqdq $17, %zmm@3, %zmm@6, %zmm@14
  vpclmulqdq $1, %zmm@3, %zmm@6, %zmm@15
  vpclmulqdq $16, %zmm@3, %zmm@6, %zmm@3
  vpternlogq $150, %zmm@3, %zmm@15, %zmm@9
  vpermt2q %zmm@12, %zmm@11, %zmm@10
  vpclmulqdq $0, %zmm@10, %zmm@5, %zmm@6
  vpternlogq $150, %zmm@7, %zmm@13, %zmm@6
  vpclmulqdq $17, %zmm@10, %zmm@5, %zmm@7
  vpternlogq $150, %zmm@4, %zmm@14, %zmm@7
  vpclmulqdq $1, %zmm@10, %zmm@5, %zmm@3
  vpclmulqdq $16, %zmm@10, %zmm@5, %zmm@4
  vpternlogq $150, %zmm@3, %zmm@9, %zmm@4
  testb %al, %al
  je L21
  vpxor %xmm@9, %xmm@9, %xmm@9
  vpermt2q %zmm@9, %zmm@11, %zmm@9
L46:
  vpclmulqdq $0, %zmm@9, %zmm@8, %zmm@3
  vpxorq %zmm@6, %zmm@3, %zmm@6
  vpclmulqdq $17, %zmm@9, %zmm@8, %zmm@3
  vpxorq %zmm@7, %zmm@3, %zmm@7
  vpclmulqdq $1, %zmm@9, %zmm@8, %zmm@3
  vpclmulqdq $16, %zmm@9, %zmm@8, %zmm@5
  vpternlogq $150, %zmm@3, %zmm@4, %zmm@5
  vmovdqa64 %zmm@5, %zmm@4
L21:
  vpslldq $8, %zmm@4, %zmm@3
  vpxord %zmm@6, %zmm@3, %zmm@3
  vpsrldq $8, %zmm@4, %zmm@4
  vpxorq %zmm@4, %zmm@7, %zmm@4
  vpbroadcastq C6(%rip), %zmm@5
  vpclmulqdq $0, %zmm@5, %zmm@3, %zmm@6
  vpshufd $78, %zmm@3, %zmm@3
  vpxorq %zmm@3, %zmm@6, %zmm@3
  vpclmulqdq $0, %zmm@5, %zmm@3, %zmm@5
  vpshufd $78, %zmm@3, %zmm@3
  vpternlogq $150, %zmm@5, %zmm@4, %zmm@3
  vextracti64x4 $1, %zmm@3, %ymm@4
  vpxor %ymm@3, %ymm@4, %ymm@3
  vextracti128 $1, %ymm@3, %xmm@4
  vpxor %xmm@3, %xmm@4, %xmm@4
L59:
  testb %r10b, %r10b
  je L60
  vpxor %xmm@2, %xmm@4, %xmm@2
  vextracti32x4 $3, %zmm@1, %xmm@1
  vpclmulqdq $0, %zmm@1, %zmm@2, %zmm@3
  vpclmulqdq $17, %zmm@1, %zmm@2, %zmm@4
  vpclmulqdq $1, %zmm@1, %zmm@2, %zmm@5
  vpclmulqdq $16, %zmm@1, %zmm@2, %zmm@1
  vpxorq %zmm@5, %zmm@1, %zmm@1
  vpslldq $8, %zmm@1, %zmm@2
  vpxord %zmm@3, %zmm@2, %zmm@2
  vpsrldq $8, %zmm@1, %zmm@1
  vpxorq %zmm@1, %zmm@4, %zmm@1
  vpbroadcastq C6(%rip), %zmm@3
  vpclmulqdq $0, %zmm@3, %zmm@2, %zmm@4
  vpshufd $78, %zmm@2, %zmm@2
  vpxorq %zmm@2, %zmm@4, %zmm@2
  vpclmulqdq $0, %zmm@3, %zmm@2, %zmm@3
  vpshufd $78, %zmm@2, %zmm@4
  vpternlogq $150, %zmm@3, %zmm@1, %zmm@4
L60:
  vpshufb C1(%rip), %xmm@4, %xmm@1
  vpxor %xmm@1, %xmm@0, %xmm@0
  vmovdqu %xmm@0, (%rdi)
  movq %rdi, %rax
  popq %rbx
  popq %r14
  popq %r15
  vzeroupper
  retq
L26:
  movq %r8, %rax
L24:
  leaq C15(%rip), %rcx
  movq %rax, %rdi
  movq %r9, %rsi
  movq %r9, %rdx
  vzeroupper
  callq *core::slice::index::slice_index_fail(%rip)
L12:
  leaq C15(%rip), %rcx
  movq %rax, %rdi
  movq %r8, %rsi
  movq %r8, %rdx
  vzeroupper
  callq *core::slice::index::slice_index_fail(%rip)
L25:
  movq %r8, %rax
  leaq C16(%rip), %rcx
  movq %rax, %rdi
  movq %rdx, %rsi
  vzeroupper
  callq *core::slice::index::slice_index_fail(%rip)
L8:
  leaq C15(%rip), %rcx
  movq %rax, %rdi
  movq %rdx, %rsi
  vzeroupper
  callq *core::slice::index::slice_index_fail(%rip)
L30:
  movq %r8, %rax
L7:
  leaq C16(%rip), %rcx
  movq %rax, %rdi
  movq %rdx, %rsi
  vzeroupper
  callq *core::slice::index::slice_index_fail(%rip)
== hw_polyval::arch::x86_64::aesni_clmul::absorb_padded#0
  pushq %r14
  pushq %rbx
  subq $40, %rsp
  movl %r8d, %eax
  andl $15, %eax
  movq %r8, %r10
  shrq $4, %r10
  movdqa (%rdx), %xmm@0
  je L0
  movabsq $576460752303423480, %rdx
  andq %r10, %rdx
  movl %r10d, %r9d
  andl $7, %r9d
  cmpq $256, %r8
  jb L1
  testq %rdx, %rdx
  je L2
  movdqa (%rsi), %xmm@1
  movdqa 16(%rsi), %xmm@2
  movdqa 32(%rsi), %xmm@3
  movdqa 48(%rsi), %xmm@4
  pshufd $238, %xmm@1, %xmm@5
  movdqa %xmm@1, -48(%rsp)
  pxor %xmm@1, %xmm@5
  movdqa %xmm@5, -80(%rsp)
  pshufd $238, %xmm@2, %xmm@1
  movdqa %xmm@2, -64(%rsp)
  pxor %xmm@2, %xmm@1
  movdqa %xmm@1, -96(%rsp)
  pshufd $238, %xmm@3, %xmm@1
  pxor %xmm@3, %xmm@1
  movdqa %xmm@1, -112(%rsp)
  pshufd $238, %xmm@4, %xmm@1
  pxor %xmm@4, %xmm@1
  movdqa %xmm@1, -128(%rsp)
  movdqa 64(%rsi), %xmm@6
  pshufd $238, %xmm@6, %xmm@1
  pxor %xmm@6, %xmm@1
  movdqa %xmm@1, 16(%rsp)
  movdqa 80(%rsi), %xmm@7
  pshufd $238, %xmm@7, %xmm@1
  pxor %xmm@7, %xmm@1
  movdqa %xmm@1, (%rsp)
  movdqa 96(%rsi), %xmm@8
  pshufd $238, %xmm@8, %xmm@1
  pxor %xmm@8, %xmm@1
  movdqa %xmm@1, -16(%rsp)
  movdqa 112(%rsi), %xmm@9
  pshufd $238, %xmm@9, %xmm@1
  pxor %xmm@9, %xmm@1
  movdqa %xmm@1, -32(%rsp)
  movq %r8, %r11
  andq $-128, %r11
  xorl %ebx, %ebx
  movabsq $-4467570830351532032, %r14
  movdqa C0(%rip), %xmm@10
L3:
  movdqu (%rcx,%rbx), %xmm@11
  movdqu 16(%rcx,%rbx), %xmm@5
  movdqu 32(%rcx,%rbx), %xmm@12
  movdqu 48(%rcx,%rbx), %xmm@13
  pshufb %xmm@10, %xmm@11
  pxor %xmm@0, %xmm@11
  pshufb %xmm@10, %xmm@5
  pshufb %xmm@10, %xmm@12
  pshufb %xmm@10, %xmm@13
  movdqu 64(%rcx,%rbx), %xmm@2
  pshufb %xmm@10, %xmm@2
  movdqu 80(%rcx,%rbx), %xmm@14
  pshufb %xmm@10, %xmm@14
  pshufd $238, %xmm@5, %xmm@0
  pxor %xmm@5, %xmm@0
  pclmulqdq $0, -96(%rsp), %xmm@0
  movdqa %xmm@5, %xmm@15
  movdqa -64(%rsp), %xmm@1
  pclmulqdq $0, %xmm@1, %xmm@15
  pclmulqdq $17, %xmm@1, %xmm@5
  pshufd $238, %xmm@12, %xmm@1
  pxor %xmm@12, %xmm@1
  pclmulqdq $0, -112(%rsp), %xmm@1
  pxor %xmm@0, %xmm@1
  movdqa %xmm@12, %xmm@0
  pclmulqdq $0, %xmm@3, %xmm@0
  pxor %xmm@15, %xmm@0
  pclmulqdq $17, %xmm@3, %xmm@12
  pxor %xmm@5, %xmm@12
  pshufd $238, %xmm@13, %xmm@5
  pxor %xmm@13, %xmm@5
  pclmulqdq $0, -128(%rsp), %xmm@5
  pshufd $238, %xmm@2, %xmm@15
  pxor %xmm@2, %xmm@15
  pclmulqdq $0, 16(%rsp), %xmm@15
  pxor %xmm@5, %xmm@15
  movdqa %xmm@13, %xmm@5
  pclmulqdq $0, %xmm@4, %xmm@5
  pxor %xmm@1, %xmm@15
  movdqa %xmm@2, %xmm@1
  pclmulqdq $0, %xmm@6, %xmm@1
  pxor %xmm@5, %xmm@1
  movdqu 96(%rcx,%rbx), %xmm@5
  pshufb %xmm@10, %xmm@5
  pclmulqdq $17, %xmm@4, %xmm@13
  pxor %xmm@0, %xmm@1
  pclmulqdq $17, %xmm@6, %xmm@2
  pxor %xmm@13, %xmm@2
  pxor %xmm@12, %xmm@2
  pshufd $238, %xmm@14, %xmm@0
  pxor %xmm@14, %xmm@0
  pclmulqdq $0, (%rsp), %xmm@0
  movdqa %xmm@14, %xmm@12
  pclmulqdq $0, %xmm@7, %xmm@12
  pshufd $238, %xmm@5, %xmm@13
  pxor %xmm@5, %xmm@13
  pclmulqdq $0, -16(%rsp), %xmm@13
  pxor %xmm@0, %xmm@13
  movdqa %xmm@5, %xmm@0
  pclmulqdq $0, %xmm@8, %xmm@0
  pxor %xmm@12, %xmm@0
  movdqu 112(%rcx,%rbx), %xmm@12
  pshufb %xmm@10, %xmm@12
  pclmulqdq $17, %xmm@7, %xmm@14
  pclmulqdq $17, %xmm@8, %xmm@5
  pxor %xmm@14, %xmm@5
  pshufd $238, %xmm@12, %xmm@14
  pxor %xmm@12, %xmm@14
  pclmulqdq $0, -32(%rsp), %xmm@14
  pxor %xmm@13, %xmm@14
  pxor %xmm@15, %xmm@14
  movdqa %xmm@12, %xmm@13
  pclmulqdq $0, %xmm@9, %xmm@13
  pxor %xmm@0, %xmm@13
  pxor %xmm@1, %xmm@13
  pclmulqdq $17, %xmm@9, %xmm@12
  pxor %xmm@5, %xmm@12
  pxor %xmm@2, %xmm@12
  movdqa %xmm@11, %xmm@1
  movdqa -48(%rsp), %xmm@0
  pclmulqdq $0, %xmm@0, %xmm@1
  pxor %xmm@13, %xmm@1
  pshufd $238, %xmm@11, %xmm@2
  pxor %xmm@11, %xmm@2
  pclmulqdq $0, -80(%rsp), %xmm@2
  pclmulqdq $17, %xmm@0, %xmm@11
  pxor %xmm@12, %xmm@11
  pxor %xmm@1, %xmm@2
  pxor %xmm@14, %xmm@2
  pxor %xmm@11, %xmm@2
  movdqa %xmm@2, %xmm@0
  pslldq $8, %xmm@0
  pxor %xmm@1, %xmm@0
  movq %r14, %xmm@1
  pshufd $78, %xmm@0, %xmm@5
  pclmulqdq $0, %xmm@1, %xmm@0
  pxor %xmm@5, %xmm@0
  psrldq $8, %xmm@2
  pclmulqdq $0, %xmm@0, %xmm@1
  pshufd $78, %xmm@0, %xmm@0
  pxor %xmm@2, %xmm@0
  pxor %xmm@11, %xmm@0
  pxor %xmm@1, %xmm@0
  subq $-128, %rbx
  cmpq %rbx, %r11
  jne L3
  jmp L2
L1:
  testq %rdx, %rdx
  je L2
  movaps (%rsi), %xmm@1
  movaps %xmm@1, -48(%rsp)
  movaps 16(%rsi), %xmm@1
  movaps %xmm@1, -64(%rsp)
  movaps 32(%rsi), %xmm@1
  movaps %xmm@1, -80(%rsp)
  movaps 48(%rsi), %xmm@1
  movaps %xmm@1, -96(%rsp)
  movaps 64(%rsi), %xmm@1
  movaps %xmm@1, -112(%rsp)
  movdqa 80(%rsi), %xmm@10
  movdqa 96(%rsi), %xmm@11
  movdqa 112(%rsi), %xmm@14
  movq %r10, %r11
  andq $-8, %r11
  negq %r11
  movdqa C0(%rip), %xmm@6
  movabsq $-4467570830351532032, %rbx
  movq %rbx, %xmm@1
  movdqa %xmm@1, -128(%rsp)
  movq %rcx, %rbx
  movdqa -64(%rsp), %xmm@4
  movdqa -80(%rsp), %xmm@5
L4:
  movdqu (%rbx), %xmm@8
  movdqu 16(%rbx), %xmm@15
  movdqu 32(%rbx), %xmm@1
  pshufb %xmm@6, %xmm@8
  pxor %xmm@0, %xmm@8
  movdqa %xmm@8, %xmm@7
  movdqa %xmm@8, %xmm@12
  movdqa %xmm@8, %xmm@0
  movdqa -48(%rsp), %xmm@3
  pclmulqdq $1, %xmm@3, %xmm@0
  pclmulqdq $16, %xmm@3, %xmm@8
  pxor %xmm@0, %xmm@8
  pshufb %xmm@6, %xmm@15
  movdqa %xmm@15, %xmm@13
  pclmulqdq $0, %xmm@4, %xmm@13
  movdqa %xmm@15, %xmm@2
  movdqa %xmm@15, %xmm@0
  pclmulqdq $1, %xmm@4, %xmm@0
  pclmulqdq $16, %xmm@4, %xmm@15
  pxor %xmm@0, %xmm@15
  pshufb %xmm@6, %xmm@1
  movdqa %xmm@1, %xmm@0
  pclmulqdq $0, %xmm@5, %xmm@0
  pxor %xmm@13, %xmm@0
  movdqu 48(%rbx), %xmm@9
  pclmulqdq $0, %xmm@3, %xmm@7
  pclmulqdq $17, %xmm@3, %xmm@12
  pclmulqdq $17, %xmm@4, %xmm@2
  pxor %xmm@7, %xmm@0
  movdqa %xmm@1, %xmm@13
  pclmulqdq $17, %xmm@5, %xmm@13
  pxor %xmm@2, %xmm@13
  pxor %xmm@12, %xmm@13
  movdqa %xmm@1, %xmm@7
  pclmulqdq $1, %xmm@5, %xmm@7
  pxor %xmm@15, %xmm@7
  pxor %xmm@8, %xmm@7
  pclmulqdq $16, %xmm@5, %xmm@1
  pshufb %xmm@6, %xmm@9
  movdqa %xmm@9, %xmm@2
  movdqa -96(%rsp), %xmm@3
  pclmulqdq $0, %xmm@3, %xmm@2
  movdqa %xmm@9, %xmm@12
  pclmulqdq $17, %xmm@3, %xmm@12
  movdqa %xmm@9, %xmm@8
  pclmulqdq $1, %xmm@3, %xmm@8
  pxor %xmm@1, %xmm@8
  pclmulqdq $16, %xmm@3, %xmm@9
  pxor %xmm@8, %xmm@9
  movdqu 64(%rbx), %xmm@15
  pshufb %xmm@6, %xmm@15
  movdqa %xmm@15, %xmm@1
  movdqa -112(%rsp), %xmm@3
  pclmulqdq $0, %xmm@3, %xmm@1
  pxor %xmm@2, %xmm@1
  movdqa %xmm@15, %xmm@2
  pclmulqdq $17, %xmm@3, %xmm@2
  pxor %xmm@12, %xmm@2
  movdqa %xmm@15, %xmm@12
  pclmulqdq $1, %xmm@3, %xmm@12
  pxor %xmm@9, %xmm@12
  pxor %xmm@7, %xmm@12
  movdqu 80(%rbx), %xmm@7
  pshufb %xmm@6, %xmm@7
  movdqa %xmm@7, %xmm@8
  pclmulqdq $0, %xmm@10, %xmm@8
  pxor %xmm@1, %xmm@8
  pclmulqdq $16, %xmm@3, %xmm@15
  pxor %xmm@0, %xmm@8
  movdqa %xmm@7, %xmm@1
  pclmulqdq $17, %xmm@10, %xmm@1
  pxor %xmm@2, %xmm@1
  pxor %xmm@13, %xmm@1
  movdqa %xmm@7, %xmm@2
  pclmulqdq $1, %xmm@10, %xmm@2
  pxor %xmm@15, %xmm@2
  pclmulqdq $16, %xmm@10, %xmm@7
  pxor %xmm@2, %xmm@7
  movdqu 96(%rbx), %xmm@13
  pshufb %xmm@6, %xmm@13
  movdqa %xmm@13, %xmm@2
  pclmulqdq $0, %xmm@11, %xmm@2
  movdqa %xmm@13, %xmm@0
  pclmulqdq $1, %xmm@11, %xmm@0
  pxor %xmm@7, %xmm@0
  movdqa %xmm@13, %xmm@15
  pclmulqdq $16, %xmm@11, %xmm@13
  pxor %xmm@0, %xmm@13
  pxor %xmm@12, %xmm@13
  movdqu 112(%rbx), %xmm@7
  pshufb %xmm@6, %xmm@7
  movdqa %xmm@7, %xmm@0
  pclmulqdq $0, %xmm@14, %xmm@0
  pxor %xmm@2, %xmm@0
  pclmulqdq $17, %xmm@11, %xmm@15
  pxor %xmm@8, %xmm@0
  movdqa %xmm@7, %xmm@2
  pclmulqdq $17, %xmm@14, %xmm@2
  pxor %xmm@15, %xmm@2
  pxor %xmm@1, %xmm@2
  movdqa %xmm@7, %xmm@1
  pclmulqdq $1, %xmm@14, %xmm@1
  pclmulqdq $16, %xmm@14, %xmm@7
  pxor %xmm@1, %xmm@7
  pxor %xmm@13, %xmm@7
  movdqa %xmm@7, %xmm@1
  pslldq $8, %xmm@1
  pxor %xmm@0, %xmm@1
  psrldq $8, %xmm@7
  pxor %xmm@2, %xmm@7
  pshufd $78, %xmm@1, %xmm@2
  movdqa -128(%rsp), %xmm@3
  pclmulqdq $0, %xmm@3, %xmm@1
  pxor %xmm@2, %xmm@1
  pshufd $78, %xmm@1, %xmm@0
  pxor %xmm@7, %xmm@0
  pclmulqdq $0, %xmm@3, %xmm@1
  pxor %xmm@1, %xmm@0
  subq $-128, %rbx
  addq $8, %r11
  jne L4
L2:
  testq %r9, %r9
  je L0
  shlq $4, %rdx
  addq %rcx, %rdx
  movdqu (%rdx), %xmm@1
  pshufb C0(%rip), %xmm@1
  pxor %xmm@1, %xmm@0
  movl %r10d, %r11d
  negl %r11d
  andl $7, %r11d
  shll $4, %r11d
  movdqa (%rsi,%r11), %xmm@3
  movdqa %xmm@0, %xmm@1
  pclmulqdq $0, %xmm@3, %xmm@1
  movdqa %xmm@0, %xmm@2
  pclmulqdq $17, %xmm@3, %xmm@2
  movdqa %xmm@0, %xmm@4
  pclmulqdq $1, %xmm@3, %xmm@4
  pclmulqdq $16, %xmm@3, %xmm@0
  pxor %xmm@4, %xmm@0
  cmpq $1, %r9
  jne L5
  movdqa %xmm@0, %xmm@3
  jmp L6
L5:
  shll $4, %r9d
  movl $1, %r11d
  subq %r10, %r11
  movl $16, %r10d
  movdqa C0(%rip), %xmm@4
L7:
  movdqu (%rdx,%r10), %xmm@3
  pshufb %xmm@4, %xmm@3
  movl %r11d, %ebx
  andl $7, %ebx
  shll $4, %ebx
  movdqa (%rsi,%rbx), %xmm@5
  movdqa %xmm@3, %xmm@10
  pclmulqdq $0, %xmm@5, %xmm@10
  pxor %xmm@10, %xmm@1
  movdqa %xmm@3, %xmm@10
  pclmulqdq $17, %xmm@5, %xmm@10
  pxor %xmm@10, %xmm@2
  movdqa %xmm@3, %xmm@10
  pclmulqdq $1, %xmm@5, %xmm@10
  pxor %xmm@0, %xmm@10
  pclmulqdq $16, %xmm@5, %xmm@3
  pxor %xmm@10, %xmm@3
  incq %r11
  addq $16, %r10
  movdqa %xmm@3, %xmm@0
  cmpq %r10, %r9
  jne L7
L6:
  movdqa %xmm@3, %xmm@0
  pslldq $8, %xmm@0
  pxor %xmm@1, %xmm@0
  psrldq $8, %xmm@3
  pxor %xmm@2, %xmm@3
  movabsq $-4467570830351532032, %rdx
  movq %rdx, %xmm@1
  pshufd $78, %xmm@0, %xmm@2
  pclmulqdq $0, %xmm@1, %xmm@0
  pxor %xmm@2, %xmm@0
  pclmulqdq $0, %xmm@0, %xmm@1
  pshufd $78, %xmm@0, %xmm@0
  pxor %xmm@3, %xmm@0
  pxor %xmm@1, %xmm@0
L0:
  movdqa %xmm@0, (%rdi)
  testq %rax, %rax
  je L8
  movabsq $9223372036854775792, %rdx
  andq %rdx, %r8
  addq %r8, %rcx
  cmpl $8, %eax
  jbe L9
  movq (%rcx), %r9
  cmpl $12, %eax
  jae L10
  addq $8, %rcx
  leaq -8(%rax), %rdx
  leaq -9(%rax), %r8
  movzbl (%rcx), %r10d
  shrq %rdx
  movzbl (%rcx,%rdx), %r11d
  shll $3, %edx
  movq %rcx, %rbx
  movl %edx, %ecx
  shlq %cl, %r11
  orq %r10, %r11
  movzbl -9(%rbx,%rax), %eax
  shll $3, %r8d
  movl %r8d, %ecx
  shlq %cl, %rax
  orq %r11, %rax
  jmp L11
L9:
  cmpl $4, %eax
  jae L12
  movl %eax, %edx
  shrl %edx
  movzbl (%rcx,%rdx), %r8d
  shll $3, %edx
  movq %rcx, %r10
  movl %edx, %ecx
  shlq %cl, %r8
  leaq -1(%rax), %rcx
  movzbl -1(%r10,%rax), %r9d
  shll $3, %ecx
  shlq %cl, %r9
  movzbl (%r10), %eax
  orq %rax, %r8
  orq %r8, %r9
  jmp L13
L10:
  movl 8(%rcx), %r8d
  leal (,%rax,8), %edx
  movl -4(%rcx,%rax), %eax
  addb $-96, %dl
  movl %edx, %ecx
  shlq %cl, %rax
  orq %r8, %rax
  jmp L11
L12:
  cmpl $8, %eax
  jne L14
  movq (%rcx), %r9
  jmp L13
L14:
  movl -4(%rcx,%rax), %r9d
  addq $-4, %rax
  shll $3, %eax
  movq %rcx, %rdx
  movl %eax, %ecx
  shlq %cl, %r9
  movl (%rdx), %eax
  orq %rax, %r9
L13:
  xorl %eax, %eax
L11:
  movq %rax, %xmm@1
  movq %r9, %xmm@2
  punpcklqdq %xmm@1, %xmm@2
  pshufb C0(%rip), %xmm@2
  pxor %xmm@2, %xmm@0
  movdqa 112(%rsi), %xmm@1
  movdqa %xmm@0, %xmm@2
  pclmulqdq $0, %xmm@1, %xmm@2
  movdqa %xmm@0, %xmm@3
  pclmulqdq $17, %xmm@1, %xmm@3
  movdqa %xmm@0, %xmm@4
  pclmulqdq $1, %xmm@1, %xmm@4
  pclmulqdq $16, %xmm@1, %xmm@0
  pxor %xmm@4, %xmm@0
  movdqa %xmm@0, %xmm@1
  pslldq $8, %xmm@1
  pxor %xmm@2, %xmm@1
  psrldq $8, %xmm@0
  pxor %xmm@3, %xmm@0
  movabsq $-4467570830351532032, %rax
  movq %rax, %xmm@2
  pshufd $78, %xmm@1, %xmm@3
  pclmulqdq $0, %xmm@2, %xmm@1
  pxor %xmm@3, %xmm@1
  pclmulqdq $0, %xmm@1, %xmm@2
  pshufd $78, %xmm@1, %xmm@1
  pxor %xmm@0, %xmm@1
  pxor %xmm@2, %xmm@1
  movdqa %xmm@1, (%rdi)
L8:
  addq $40, %rsp
  popq %rbx
  popq %r14
  retq
