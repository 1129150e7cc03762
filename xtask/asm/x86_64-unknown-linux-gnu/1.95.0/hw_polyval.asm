== hw_polyval::arch::x86_64::aesni_clmul::absorb#0
  subq $152, %rsp
  movabsq $576460752303423480, %rax
  andq %r8, %rax
  movl %r8d, %r9d
  andl $7, %r9d
  movdqa (%rdx), %xmm@0
  movabsq $-4467570830351532032, %rdx
  testq %rax, %rax
  je L0
  movaps (%rsi), %xmm@1
  movaps %xmm@1, 32(%rsp)
  movaps 16(%rsi), %xmm@1
  movaps %xmm@1, 16(%rsp)
  movaps 32(%rsi), %xmm@1
  movaps %xmm@1, 128(%rsp)
  movaps 48(%rsi), %xmm@1
  movaps %xmm@1, 112(%rsp)
  movaps 64(%rsi), %xmm@1
  movaps %xmm@1, 96(%rsp)
  movaps 80(%rsi), %xmm@1
  movaps %xmm@1, 80(%rsp)
  movaps 96(%rsi), %xmm@1
  movaps %xmm@1, (%rsp)
  movaps 112(%rsi), %xmm@1
  movaps %xmm@1, 64(%rsp)
  leaq 112(%rcx), %r10
  andq $-8, %r8
  negq %r8
  movq %rdx, %xmm@1
  movdqa %xmm@1, 48(%rsp)
  movdqa 112(%rsp), %xmm@2
  movdqa 96(%rsp), %xmm@3
L1:
  movdqu -16(%r10), %xmm@4
  movdqa C0(%rip), %xmm@5
  pshufb %xmm@5, %xmm@4
  movdqa %xmm@4, %xmm@6
  pclmulqdq $1, (%rsp), %xmm@6
  movdqu -32(%r10), %xmm@7
  pshufb %xmm@5, %xmm@7
  movdqu -48(%r10), %xmm@1
  pshufb %xmm@5, %xmm@1
  movdqu -112(%r10), %xmm@8
  movdqu -96(%r10), %xmm@9
  movdqu -80(%r10), %xmm@10
  movdqu -64(%r10), %xmm@11
  pshufb %xmm@5, %xmm@11
  pshufb %xmm@5, %xmm@10
  pshufb %xmm@5, %xmm@9
  movdqa %xmm@9, %xmm@12
  movdqa 16(%rsp), %xmm@13
  pclmulqdq $1, %xmm@13, %xmm@12
  pshufb %xmm@5, %xmm@8
  pxor %xmm@0, %xmm@8
  movdqa %xmm@8, %xmm@0
  movdqa 32(%rsp), %xmm@5
  pclmulqdq $1, %xmm@5, %xmm@0
  movdqa %xmm@8, %xmm@14
  pclmulqdq $16, %xmm@5, %xmm@14
  pxor %xmm@0, %xmm@14
  movdqa %xmm@9, %xmm@0
  pclmulqdq $16, %xmm@13, %xmm@0
  pxor %xmm@12, %xmm@0
  movdqa %xmm@10, %xmm@12
  movdqa 128(%rsp), %xmm@15
  pclmulqdq $1, %xmm@15, %xmm@12
  pxor %xmm@12, %xmm@0
  movdqa %xmm@11, %xmm@12
  pclmulqdq $1, %xmm@2, %xmm@12
  pxor %xmm@14, %xmm@0
  movdqa %xmm@10, %xmm@14
  pclmulqdq $16, %xmm@15, %xmm@14
  pxor %xmm@12, %xmm@14
  movdqa %xmm@11, %xmm@12
  pclmulqdq $16, %xmm@2, %xmm@12
  pxor %xmm@14, %xmm@12
  movdqa %xmm@1, %xmm@14
  pclmulqdq $1, %xmm@3, %xmm@14
  pxor %xmm@14, %xmm@12
  movdqa %xmm@7, %xmm@14
  movdqa 80(%rsp), %xmm@5
  pclmulqdq $1, %xmm@5, %xmm@14
  pxor %xmm@0, %xmm@12
  movdqa %xmm@1, %xmm@0
  pclmulqdq $16, %xmm@3, %xmm@0
  pxor %xmm@14, %xmm@0
  movdqa %xmm@7, %xmm@14
  pclmulqdq $16, %xmm@5, %xmm@14
  pxor %xmm@0, %xmm@14
  pxor %xmm@6, %xmm@14
  movdqa %xmm@4, %xmm@0
  pclmulqdq $16, (%rsp), %xmm@0
  pxor %xmm@14, %xmm@0
  pxor %xmm@12, %xmm@0
  movdqa %xmm@7, %xmm@6
  pclmulqdq $17, %xmm@5, %xmm@6
  movdqa %xmm@1, %xmm@14
  pclmulqdq $17, %xmm@3, %xmm@14
  movdqa %xmm@11, %xmm@12
  pclmulqdq $17, %xmm@2, %xmm@12
  pxor %xmm@14, %xmm@12
  pxor %xmm@6, %xmm@12
  movdqa %xmm@10, %xmm@6
  pclmulqdq $17, %xmm@15, %xmm@6
  movdqa %xmm@9, %xmm@14
  pclmulqdq $17, %xmm@13, %xmm@14
  pxor %xmm@6, %xmm@14
  movdqa %xmm@8, %xmm@6
  movdqa 32(%rsp), %xmm@13
  pclmulqdq $17, %xmm@13, %xmm@6
  pxor %xmm@14, %xmm@6
  pxor %xmm@12, %xmm@6
  pclmulqdq $0, %xmm@3, %xmm@1
  pclmulqdq $0, %xmm@2, %xmm@11
  pxor %xmm@1, %xmm@11
  pclmulqdq $0, %xmm@5, %xmm@7
  pxor %xmm@7, %xmm@11
  pclmulqdq $0, %xmm@15, %xmm@10
  pclmulqdq $0, 16(%rsp), %xmm@9
  pxor %xmm@10, %xmm@9
  movdqa %xmm@4, %xmm@10
  movdqa (%rsp), %xmm@15
  pclmulqdq $0, %xmm@15, %xmm@4
  pclmulqdq $0, %xmm@13, %xmm@8
  pxor %xmm@9, %xmm@8
  pxor %xmm@11, %xmm@8
  movdqu (%r10), %xmm@1
  pshufb C0(%rip), %xmm@1
  movdqa %xmm@1, %xmm@9
  movdqa 64(%rsp), %xmm@5
  pclmulqdq $0, %xmm@5, %xmm@9
  pxor %xmm@4, %xmm@9
  pclmulqdq $17, %xmm@15, %xmm@10
  pxor %xmm@8, %xmm@9
  movdqa %xmm@1, %xmm@8
  pclmulqdq $17, %xmm@5, %xmm@8
  pxor %xmm@10, %xmm@8
  pxor %xmm@6, %xmm@8
  movdqa %xmm@1, %xmm@6
  pclmulqdq $1, %xmm@5, %xmm@6
  pclmulqdq $16, %xmm@5, %xmm@1
  pxor %xmm@6, %xmm@1
  pxor %xmm@0, %xmm@1
  movdqa %xmm@1, %xmm@6
  pslldq $8, %xmm@6
  pxor %xmm@9, %xmm@6
  psrldq $8, %xmm@1
  pshufd $78, %xmm@6, %xmm@9
  movdqa 48(%rsp), %xmm@5
  pclmulqdq $0, %xmm@5, %xmm@6
  pxor %xmm@9, %xmm@6
  pshufd $78, %xmm@6, %xmm@0
  pxor %xmm@1, %xmm@0
  pxor %xmm@8, %xmm@0
  pclmulqdq $0, %xmm@5, %xmm@6
  pxor %xmm@6, %xmm@0
  subq $-128, %r10
  addq $8, %r8
  jne L1
L0:
  testq %r9, %r9
  je L2
  shlq $4, %rax
  addq %rax, %rcx
  movl $8, %eax
  subl %r9d, %eax
  movdqu (%rcx), %xmm@1
  pshufb C0(%rip), %xmm@1
  pxor %xmm@1, %xmm@0
  shll $4, %eax
  movdqa (%rsi,%rax), %xmm@9
  movdqa %xmm@0, %xmm@6
  pclmulqdq $0, %xmm@9, %xmm@6
  movdqa %xmm@0, %xmm@1
  pclmulqdq $17, %xmm@9, %xmm@1
  movdqa %xmm@0, %xmm@8
  pclmulqdq $1, %xmm@9, %xmm@8
  pclmulqdq $16, %xmm@9, %xmm@0
  pxor %xmm@8, %xmm@0
  cmpq $1, %r9
  jne L3
  movdqa %xmm@0, %xmm@9
  jmp L4
L3:
  movl %r9d, %r8d
  shll $4, %r8d
  movl $9, %eax
  subq %r9, %rax
  subq %r8, %rsi
  addq $144, %rsi
  addq $-16, %r8
  xorl %r9d, %r9d
  movdqa C0(%rip), %xmm@8
L5:
  leaq -8(%rax), %r10
  cmpq $-9, %r10
  jbe L6
  movdqu 16(%rcx,%r9), %xmm@9
  pshufb %xmm@8, %xmm@9
  movdqa (%rsi,%r9), %xmm@5
  movdqa %xmm@9, %xmm@15
  pclmulqdq $0, %xmm@5, %xmm@15
  pxor %xmm@15, %xmm@6
  movdqa %xmm@9, %xmm@15
  pclmulqdq $17, %xmm@5, %xmm@15
  pxor %xmm@15, %xmm@1
  movdqa %xmm@9, %xmm@15
  pclmulqdq $1, %xmm@5, %xmm@15
  pxor %xmm@15, %xmm@0
  pclmulqdq $16, %xmm@5, %xmm@9
  pxor %xmm@0, %xmm@9
  incq %rax
  addq $16, %r9
  movdqa %xmm@9, %xmm@0
  cmpq %r9, %r8
  jne L5
L4:
  movdqa %xmm@9, %xmm@8
  pslldq $8, %xmm@8
  pxor %xmm@6, %xmm@8
  psrldq $8, %xmm@9
  movq %rdx, %xmm@6
  pshufd $78, %xmm@8, %xmm@5
  pclmulqdq $0, %xmm@6, %xmm@8
  pxor %xmm@5, %xmm@8
  pclmulqdq $0, %xmm@8, %xmm@6
  pshufd $78, %xmm@8, %xmm@0
  pxor %xmm@9, %xmm@0
  pxor %xmm@1, %xmm@0
  pxor %xmm@6, %xmm@0
L2:
  movdqa %xmm@0, (%rdi)
  addq $152, %rsp
  retq
L6:
  leaq C1(%rip), %rdx
  movl $8, %esi
  movq %rax, %rdi
  callq *core::panicking::panic_bounds_check(%rip)
== hw_polyval::arch::x86_64::aesni_clmul::absorb#1
  subq $168, %rsp
  movabsq $576460752303423480, %rax
  andq %r8, %rax
  movl %r8d, %r9d
  andl $7, %r9d
  movdqa (%rdx), %xmm@0
  movabsq $-4467570830351532032, %rdx
  testq %rax, %rax
  je L0
  movaps (%rsi), %xmm@1
  movaps %xmm@1, 48(%rsp)
  movaps 16(%rsi), %xmm@1
  movaps %xmm@1, 32(%rsp)
  movaps 32(%rsi), %xmm@1
  movaps %xmm@1, 16(%rsp)
  movaps 48(%rsi), %xmm@1
  movaps %xmm@1, 128(%rsp)
  movaps 64(%rsi), %xmm@1
  movaps %xmm@1, 112(%rsp)
  movaps 80(%rsi), %xmm@1
  movaps %xmm@1, 96(%rsp)
  movaps 96(%rsi), %xmm@1
  movaps %xmm@1, (%rsp)
  movaps 112(%rsi), %xmm@1
  movaps %xmm@1, 80(%rsp)
  andq $-8, %r8
  negq %r8
  leaq 112(%rcx), %r10
  movq %rdx, %xmm@1
  movdqa %xmm@1, 64(%rsp)
  movdqa 128(%rsp), %xmm@2
L1:
  movdqu -16(%r10), %xmm@1
  movdqa %xmm@1, %xmm@3
  movdqa %xmm@1, %xmm@4
  movdqa %xmm@1, 144(%rsp)
  movdqa (%rsp), %xmm@5
  pclmulqdq $1, %xmm@5, %xmm@3
  movdqu -32(%r10), %xmm@6
  movdqu -48(%r10), %xmm@7
  movdqu -112(%r10), %xmm@8
  pxor %xmm@0, %xmm@8
  movdqu -96(%r10), %xmm@0
  movdqu -80(%r10), %xmm@9
  movdqu -64(%r10), %xmm@10
  movdqa %xmm@0, %xmm@11
  movdqa 32(%rsp), %xmm@12
  pclmulqdq $1, %xmm@12, %xmm@11
  movdqa %xmm@8, %xmm@1
  movdqa 48(%rsp), %xmm@13
  pclmulqdq $1, %xmm@13, %xmm@1
  movdqa %xmm@8, %xmm@14
  pclmulqdq $16, %xmm@13, %xmm@14
  pxor %xmm@1, %xmm@14
  movdqa %xmm@0, %xmm@1
  pclmulqdq $16, %xmm@12, %xmm@1
  pxor %xmm@11, %xmm@1
  movdqa %xmm@9, %xmm@11
  movdqa 16(%rsp), %xmm@15
  pclmulqdq $1, %xmm@15, %xmm@11
  pxor %xmm@11, %xmm@1
  movdqa %xmm@10, %xmm@11
  pclmulqdq $1, %xmm@2, %xmm@11
  pxor %xmm@14, %xmm@1
  movdqa %xmm@9, %xmm@14
  pclmulqdq $16, %xmm@15, %xmm@14
  pxor %xmm@11, %xmm@14
  movdqa %xmm@10, %xmm@11
  pclmulqdq $16, %xmm@2, %xmm@11
  pxor %xmm@14, %xmm@11
  movdqa %xmm@7, %xmm@14
  movdqa 112(%rsp), %xmm@13
  pclmulqdq $1, %xmm@13, %xmm@14
  pxor %xmm@14, %xmm@11
  movdqa %xmm@6, %xmm@14
  movdqa 96(%rsp), %xmm@12
  pclmulqdq $1, %xmm@12, %xmm@14
  pxor %xmm@1, %xmm@11
  movdqa %xmm@7, %xmm@1
  pclmulqdq $16, %xmm@13, %xmm@1
  pxor %xmm@14, %xmm@1
  movdqa %xmm@6, %xmm@14
  pclmulqdq $16, %xmm@12, %xmm@14
  pxor %xmm@1, %xmm@14
  pxor %xmm@3, %xmm@14
  movdqa %xmm@4, %xmm@3
  pclmulqdq $16, %xmm@5, %xmm@3
  pxor %xmm@14, %xmm@3
  pxor %xmm@11, %xmm@3
  movdqa %xmm@6, %xmm@1
  pclmulqdq $17, %xmm@12, %xmm@1
  movdqa %xmm@7, %xmm@14
  pclmulqdq $17, %xmm@13, %xmm@14
  movdqa %xmm@10, %xmm@5
  pclmulqdq $17, %xmm@2, %xmm@5
  pxor %xmm@14, %xmm@5
  pxor %xmm@1, %xmm@5
  movdqa %xmm@9, %xmm@1
  pclmulqdq $17, %xmm@15, %xmm@1
  movdqa %xmm@0, %xmm@14
  movdqa 32(%rsp), %xmm@4
  pclmulqdq $17, %xmm@4, %xmm@14
  pxor %xmm@1, %xmm@14
  movdqa %xmm@8, %xmm@11
  movdqa 48(%rsp), %xmm@15
  pclmulqdq $17, %xmm@15, %xmm@11
  pxor %xmm@14, %xmm@11
  pxor %xmm@5, %xmm@11
  pclmulqdq $0, %xmm@13, %xmm@7
  pclmulqdq $0, %xmm@2, %xmm@10
  pxor %xmm@7, %xmm@10
  pclmulqdq $0, %xmm@12, %xmm@6
  pxor %xmm@6, %xmm@10
  pclmulqdq $0, 16(%rsp), %xmm@9
  pclmulqdq $0, %xmm@4, %xmm@0
  pxor %xmm@9, %xmm@0
  movdqa 144(%rsp), %xmm@14
  movdqa %xmm@14, %xmm@1
  movdqa (%rsp), %xmm@13
  pclmulqdq $0, %xmm@13, %xmm@14
  movdqa %xmm@14, %xmm@12
  pclmulqdq $0, %xmm@15, %xmm@8
  pxor %xmm@0, %xmm@8
  pxor %xmm@10, %xmm@8
  movdqu (%r10), %xmm@5
  movdqa %xmm@5, %xmm@14
  movdqa 80(%rsp), %xmm@10
  pclmulqdq $0, %xmm@10, %xmm@14
  pxor %xmm@12, %xmm@14
  pclmulqdq $17, %xmm@13, %xmm@1
  pxor %xmm@8, %xmm@14
  movdqa %xmm@5, %xmm@8
  pclmulqdq $17, %xmm@10, %xmm@8
  pxor %xmm@1, %xmm@8
  pxor %xmm@11, %xmm@8
  movdqa %xmm@5, %xmm@1
  pclmulqdq $1, %xmm@10, %xmm@1
  pclmulqdq $16, %xmm@10, %xmm@5
  pxor %xmm@1, %xmm@5
  pxor %xmm@3, %xmm@5
  movdqa %xmm@5, %xmm@1
  pslldq $8, %xmm@1
  pxor %xmm@14, %xmm@1
  psrldq $8, %xmm@5
  pshufd $78, %xmm@1, %xmm@14
  movdqa 64(%rsp), %xmm@10
  pclmulqdq $0, %xmm@10, %xmm@1
  pxor %xmm@14, %xmm@1
  pshufd $78, %xmm@1, %xmm@0
  pxor %xmm@5, %xmm@0
  pxor %xmm@8, %xmm@0
  pclmulqdq $0, %xmm@10, %xmm@1
  pxor %xmm@1, %xmm@0
  subq $-128, %r10
  addq $8, %r8
  jne L1
L0:
  testq %r9, %r9
  je L2
  shlq $4, %rax
  addq %rax, %rcx
  movl $8, %eax
  subl %r9d, %eax
  movdqu (%rcx), %xmm@8
  pxor %xmm@0, %xmm@8
  shll $4, %eax
  movdqa (%rsi,%rax), %xmm@10
  movdqa %xmm@8, %xmm@14
  pclmulqdq $0, %xmm@10, %xmm@14
  movdqa %xmm@8, %xmm@1
  pclmulqdq $17, %xmm@10, %xmm@1
  movdqa %xmm@8, %xmm@13
  pclmulqdq $1, %xmm@10, %xmm@13
  pclmulqdq $16, %xmm@10, %xmm@8
  pxor %xmm@13, %xmm@8
  cmpq $1, %r9
  jne L3
  movdqa %xmm@8, %xmm@10
  jmp L4
L3:
  movl %r9d, %r8d
  shll $4, %r8d
  movl $9, %eax
  subq %r9, %rax
  subq %r8, %rsi
  addq $144, %rsi
  addq $-16, %r8
  xorl %r9d, %r9d
L5:
  leaq -8(%rax), %r10
  cmpq $-9, %r10
  jbe L6
  movdqu 16(%rcx,%r9), %xmm@10
  movdqa (%rsi,%r9), %xmm@13
  movdqa %xmm@10, %xmm@12
  pclmulqdq $0, %xmm@13, %xmm@12
  pxor %xmm@12, %xmm@14
  movdqa %xmm@10, %xmm@12
  pclmulqdq $17, %xmm@13, %xmm@12
  pxor %xmm@12, %xmm@1
  movdqa %xmm@10, %xmm@12
  pclmulqdq $1, %xmm@13, %xmm@12
  pxor %xmm@12, %xmm@8
  pclmulqdq $16, %xmm@13, %xmm@10
  pxor %xmm@8, %xmm@10
  incq %rax
  addq $16, %r9
  movdqa %xmm@10, %xmm@8
  cmpq %r9, %r8
  jne L5
L4:
  movdqa %xmm@10, %xmm@8
  pslldq $8, %xmm@8
  pxor %xmm@14, %xmm@8
  psrldq $8, %xmm@10
  movq %rdx, %xmm@14
  pshufd $78, %xmm@8, %xmm@13
  pclmulqdq $0, %xmm@14, %xmm@8
  pxor %xmm@13, %xmm@8
  pclmulqdq $0, %xmm@8, %xmm@14
  pshufd $78, %xmm@8, %xmm@0
  pxor %xmm@10, %xmm@0
  pxor %xmm@1, %xmm@0
  pxor %xmm@14, %xmm@0
L2:
  movdqa %xmm@0, (%rdi)
  addq $168, %rsp
  retq
L6:
  leaq C0(%rip), %rdx
  movl $8, %esi
  movq %rax, %rdi
  callq *core::panicking::panic_bounds_check(%rip)
== hw_polyval::arch::x86_64::aesni_clmul::powers#0
  movdqu (%rdi), %xmm@0
  movdqu %xmm@0, 112(%rsi)
  movdqa %xmm@0, %xmm@1
  pclmulqdq $0, %xmm@0, %xmm@1
  movdqa %xmm@0, %xmm@2
  pclmulqdq $17, %xmm@0, %xmm@2
  movdqa %xmm@0, %xmm@3
  pclmulqdq $1, %xmm@0, %xmm@3
  pxor %xmm@3, %xmm@3
  movdqa %xmm@3, %xmm@4
  pslldq $8, %xmm@4
  pxor %xmm@1, %xmm@4
  psrldq $8, %xmm@3
  pxor %xmm@2, %xmm@3
  movabsq $-4467570830351532032, %rax
  movq %rax, %xmm@1
  pshufd $78, %xmm@4, %xmm@2
  pclmulqdq $0, %xmm@1, %xmm@4
  pxor %xmm@2, %xmm@4
  pshufd $78, %xmm@4, %xmm@5
  pclmulqdq $0, %xmm@1, %xmm@4
  pxor %xmm@3, %xmm@5
  pxor %xmm@4, %xmm@5
  movdqu %xmm@5, 96(%rsi)
  movdqa %xmm@5, %xmm@2
  pclmulqdq $0, %xmm@0, %xmm@2
  movdqa %xmm@5, %xmm@3
  pclmulqdq $17, %xmm@0, %xmm@3
  movdqa %xmm@5, %xmm@4
  pclmulqdq $1, %xmm@0, %xmm@4
  movdqa %xmm@5, %xmm@6
  pclmulqdq $16, %xmm@0, %xmm@6
  pxor %xmm@4, %xmm@6
  movdqa %xmm@6, %xmm@4
  pslldq $8, %xmm@4
  pxor %xmm@2, %xmm@4
  psrldq $8, %xmm@6
  pxor %xmm@3, %xmm@6
  pshufd $78, %xmm@4, %xmm@2
  pclmulqdq $0, %xmm@1, %xmm@4
  pxor %xmm@2, %xmm@4
  pshufd $78, %xmm@4, %xmm@3
  pclmulqdq $0, %xmm@1, %xmm@4
  pxor %xmm@6, %xmm@3
  pxor %xmm@4, %xmm@3
  movdqa %xmm@5, %xmm@2
  pclmulqdq $0, %xmm@5, %xmm@2
  movdqa %xmm@5, %xmm@4
  pclmulqdq $17, %xmm@5, %xmm@4
  movdqa %xmm@5, %xmm@6
  pclmulqdq $1, %xmm@5, %xmm@6
  pxor %xmm@6, %xmm@6
  movdqa %xmm@6, %xmm@7
  pslldq $8, %xmm@7
  pxor %xmm@2, %xmm@7
  psrldq $8, %xmm@6
  pxor %xmm@4, %xmm@6
  pshufd $78, %xmm@7, %xmm@2
  pclmulqdq $0, %xmm@1, %xmm@7
  pxor %xmm@2, %xmm@7
  pshufd $78, %xmm@7, %xmm@2
  pclmulqdq $0, %xmm@1, %xmm@7
  pxor %xmm@6, %xmm@2
  pxor %xmm@7, %xmm@2
  movdqu %xmm@3, 80(%rsi)
  movdqu %xmm@2, 64(%rsi)
  movdqa %xmm@2, %xmm@4
  pclmulqdq $0, %xmm@5, %xmm@4
  movdqa %xmm@2, %xmm@6
  pclmulqdq $17, %xmm@5, %xmm@6
  movdqa %xmm@2, %xmm@7
  pclmulqdq $1, %xmm@5, %xmm@7
  pclmulqdq $1, %xmm@2, %xmm@5
  pxor %xmm@7, %xmm@5
  movdqa %xmm@5, %xmm@7
  pslldq $8, %xmm@7
  pxor %xmm@4, %xmm@7
  psrldq $8, %xmm@5
  pxor %xmm@6, %xmm@5
  pshufd $78, %xmm@7, %xmm@4
  pclmulqdq $0, %xmm@1, %xmm@7
  pxor %xmm@4, %xmm@7
  pshufd $78, %xmm@7, %xmm@4
  pclmulqdq $0, %xmm@1, %xmm@7
  pxor %xmm@5, %xmm@4
  pxor %xmm@7, %xmm@4
  movdqa %xmm@2, %xmm@5
  pclmulqdq $0, %xmm@3, %xmm@5
  movdqa %xmm@2, %xmm@6
  pclmulqdq $17, %xmm@3, %xmm@6
  movdqa %xmm@2, %xmm@7
  pclmulqdq $1, %xmm@3, %xmm@7
  pclmulqdq $1, %xmm@2, %xmm@3
  pxor %xmm@7, %xmm@3
  movdqa %xmm@3, %xmm@7
  pslldq $8, %xmm@7
  pxor %xmm@5, %xmm@7
  psrldq $8, %xmm@3
  pxor %xmm@6, %xmm@3
  pshufd $78, %xmm@7, %xmm@5
  pclmulqdq $0, %xmm@1, %xmm@7
  pxor %xmm@5, %xmm@7
  pshufd $78, %xmm@7, %xmm@5
  pclmulqdq $0, %xmm@1, %xmm@7
  pxor %xmm@3, %xmm@5
  pxor %xmm@7, %xmm@5
  movdqa %xmm@2, %xmm@3
  pclmulqdq $0, %xmm@2, %xmm@3
  movdqa %xmm@2, %xmm@6
  pclmulqdq $17, %xmm@2, %xmm@6
  movdqa %xmm@2, %xmm@7
  pclmulqdq $1, %xmm@2, %xmm@7
  pxor %xmm@7, %xmm@7
  movdqa %xmm@7, %xmm@8
  pslldq $8, %xmm@8
  pxor %xmm@3, %xmm@8
  psrldq $8, %xmm@7
  pxor %xmm@6, %xmm@7
  pshufd $78, %xmm@8, %xmm@3
  pclmulqdq $0, %xmm@1, %xmm@8
  pxor %xmm@3, %xmm@8
  pshufd $78, %xmm@8, %xmm@3
  pclmulqdq $0, %xmm@1, %xmm@8
  pxor %xmm@7, %xmm@3
  pxor %xmm@8, %xmm@3
  movdqu %xmm@3, (%rsi)
  movdqu %xmm@5, 16(%rsi)
  movdqu %xmm@4, 32(%rsi)
  movdqa %xmm@2, %xmm@5
  pclmulqdq $0, %xmm@0, %xmm@5
  movdqa %xmm@2, %xmm@3
  pclmulqdq $16, %xmm@0, %xmm@3
  movdqa %xmm@2, %xmm@4
  pclmulqdq $1, %xmm@0, %xmm@4
  pxor %xmm@3, %xmm@4
  movdqa %xmm@4, %xmm@3
  pslldq $8, %xmm@3
  pxor %xmm@5, %xmm@3
  pshufd $78, %xmm@3, %xmm@5
  pclmulqdq $0, %xmm@1, %xmm@3
  pxor %xmm@5, %xmm@3
  pclmulqdq $0, %xmm@3, %xmm@1
  pclmulqdq $17, %xmm@0, %xmm@2
  psrldq $8, %xmm@4
  pxor %xmm@2, %xmm@4
  pshufd $78, %xmm@3, %xmm@0
  pxor %xmm@4, %xmm@0
  pxor %xmm@1, %xmm@0
  movdqu %xmm@0, 48(%rsi)
  retq
== hw_polyval::arch::x86_64::aesni_clmul::update#0
  pushq %rbx
  subq $160, %rsp
  movq %rcx, %r8
  movq %rdx, %rcx
  movq %rsi, %rbx
  movups 112(%rdi), %xmm@0
  movaps %xmm@0, 144(%rsp)
  movups 96(%rdi), %xmm@0
  movaps %xmm@0, 128(%rsp)
  movups 80(%rdi), %xmm@0
  movaps %xmm@0, 112(%rsp)
  movups 64(%rdi), %xmm@0
  movaps %xmm@0, 96(%rsp)
  movups (%rdi), %xmm@0
  movups 16(%rdi), %xmm@1
  movups 32(%rdi), %xmm@2
  movups 48(%rdi), %xmm@3
  movaps %xmm@3, 80(%rsp)
  movaps %xmm@2, 64(%rsp)
  movaps %xmm@1, 48(%rsp)
  movaps %xmm@0, 32(%rsp)
  movups (%rsi), %xmm@0
  movaps %xmm@0, 16(%rsp)
  movq %rsp, %rdi
  leaq 32(%rsp), %rsi
  leaq 16(%rsp), %rdx
  callq hw_polyval::arch::x86_64::aesni_clmul::absorb
  movaps (%rsp), %xmm@0
  movups %xmm@0, (%rbx)
  addq $160, %rsp
  popq %rbx
  retq
== hw_polyval::arch::x86_64::aesni_clmul::update#1
  pushq %rbx
  subq $160, %rsp
  movq %rcx, %r8
  movq %rdx, %rcx
  movq %rsi, %rbx
  movups 112(%rdi), %xmm@0
  movaps %xmm@0, 144(%rsp)
  movups 96(%rdi), %xmm@0
  movaps %xmm@0, 128(%rsp)
  movups 80(%rdi), %xmm@0
  movaps %xmm@0, 112(%rsp)
  movups 64(%rdi), %xmm@0
  movaps %xmm@0, 96(%rsp)
  movups (%rdi), %xmm@0
  movups 16(%rdi), %xmm@1
  movups 32(%rdi), %xmm@2
  movups 48(%rdi), %xmm@3
  movaps %xmm@3, 80(%rsp)
  movaps %xmm@2, 64(%rsp)
  movaps %xmm@1, 48(%rsp)
  movaps %xmm@0, 32(%rsp)
  movups (%rsi), %xmm@0
  movaps %xmm@0, 16(%rsp)
  movq %rsp, %rdi
  leaq 32(%rsp), %rsi
  leaq 16(%rsp), %rdx
  callq hw_polyval::arch::x86_64::aesni_clmul::absorb
  movaps (%rsp), %xmm@0
  movups %xmm@0, (%rbx)
  addq $160, %rsp
  popq %rbx
  retq
== hw_polyval::arch::x86_64::vaes_avx512::update#0
  pushq %rbx
  subq $160, %rsp
  movq %rcx, %rax
  movq %rdx, %rcx
  movq %rsi, %rbx
  vmovdqu (%rsi), %xmm@0
  movq %rax, %rdx
  shrq $4, %rdx
  je L0
  vmovdqu64 (%rdi), %zmm@1
  vmovdqu64 64(%rdi), %zmm@2
  vshufi64x2 $0, %zmm@1, %zmm@1, %zmm@3
  vpclmulqdq $0, %zmm@3, %zmm@1, %zmm@4
  vpclmulqdq $17, %zmm@3, %zmm@1, %zmm@5
  vpclmulqdq $1, %zmm@3, %zmm@1, %zmm@6
  vpclmulqdq $16, %zmm@3, %zmm@1, %zmm@7
  vpxorq %zmm@6, %zmm@7, %zmm@6
  vpslldq $8, %zmm@6, %zmm@7
  vpxord %zmm@4, %zmm@7, %zmm@7
  vpsrldq $8, %zmm@6, %zmm@4
  vpxorq %zmm@4, %zmm@5, %zmm@6
  vpbroadcastq C0(%rip), %zmm@4
  vpclmulqdq $0, %zmm@4, %zmm@7, %zmm@5
  vpshufd $78, %zmm@7, %zmm@7
  vpxorq %zmm@7, %zmm@5, %zmm@5
  vpclmulqdq $0, %zmm@4, %zmm@5, %zmm@7
  vpshufd $78, %zmm@5, %zmm@5
  vpternlogq $150, %zmm@7, %zmm@6, %zmm@5
  vpclmulqdq $0, %zmm@3, %zmm@2, %zmm@6
  vpclmulqdq $17, %zmm@3, %zmm@2, %zmm@7
  vpclmulqdq $1, %zmm@3, %zmm@2, %zmm@8
  vpclmulqdq $16, %zmm@3, %zmm@2, %zmm@3
  vpxorq %zmm@8, %zmm@3, %zmm@3
  vpslldq $8, %zmm@3, %zmm@8
  vpxord %zmm@6, %zmm@8, %zmm@6
  vpsrldq $8, %zmm@3, %zmm@3
  vpxorq %zmm@3, %zmm@7, %zmm@7
  vpclmulqdq $0, %zmm@4, %zmm@6, %zmm@3
  vpshufd $78, %zmm@6, %zmm@6
  vpxorq %zmm@6, %zmm@3, %zmm@3
  vpclmulqdq $0, %zmm@4, %zmm@3, %zmm@6
  vpshufd $78, %zmm@3, %zmm@3
  vpternlogq $150, %zmm@6, %zmm@7, %zmm@3
  shlq $8, %rdx
  addq %rcx, %rdx
  movq %rcx, %rsi
L1:
  vmovdqu64 64(%rsi), %zmm@6
  vmovdqu64 128(%rsi), %zmm@7
  vmovdqu64 192(%rsi), %zmm@8
  vmovdqa %xmm@0, %xmm@0
  vpxorq (%rsi), %zmm@0, %zmm@0
  vpclmulqdq $0, %zmm@5, %zmm@0, %zmm@9
  vpclmulqdq $17, %zmm@5, %zmm@0, %zmm@10
  vpclmulqdq $1, %zmm@5, %zmm@0, %zmm@11
  vpclmulqdq $16, %zmm@5, %zmm@0, %zmm@0
  vpxorq %zmm@11, %zmm@0, %zmm@0
  vpclmulqdq $0, %zmm@3, %zmm@6, %zmm@11
  vpclmulqdq $17, %zmm@3, %zmm@6, %zmm@12
  vpclmulqdq $1, %zmm@3, %zmm@6, %zmm@13
  vpclmulqdq $16, %zmm@3, %zmm@6, %zmm@6
  vpternlogq $150, %zmm@13, %zmm@0, %zmm@6
  vpclmulqdq $0, %zmm@1, %zmm@7, %zmm@0
  vpternlogq $150, %zmm@9, %zmm@11, %zmm@0
  vpclmulqdq $17, %zmm@1, %zmm@7, %zmm@9
  vpternlogq $150, %zmm@10, %zmm@12, %zmm@9
  vpclmulqdq $1, %zmm@1, %zmm@7, %zmm@10
  vpclmulqdq $16, %zmm@1, %zmm@7, %zmm@7
  vpternlogq $150, %zmm@10, %zmm@6, %zmm@7
  vpclmulqdq $0, %zmm@2, %zmm@8, %zmm@6
  vpclmulqdq $17, %zmm@2, %zmm@8, %zmm@10
  vpclmulqdq $1, %zmm@2, %zmm@8, %zmm@11
  vpclmulqdq $16, %zmm@2, %zmm@8, %zmm@8
  vpternlogq $150, %zmm@11, %zmm@7, %zmm@8
  vpslldq $8, %zmm@8, %zmm@7
  vpternlogd $150, %zmm@6, %zmm@0, %zmm@7
  vpsrldq $8, %zmm@8, %zmm@0
  vpternlogq $150, %zmm@10, %zmm@9, %zmm@0
  vpclmulqdq $0, %zmm@4, %zmm@7, %zmm@6
  vpshufd $78, %zmm@7, %zmm@7
  vpxorq %zmm@7, %zmm@6, %zmm@6
  vpclmulqdq $0, %zmm@4, %zmm@6, %zmm@7
  vpshufd $78, %zmm@6, %zmm@6
  vpternlogq $150, %zmm@7, %zmm@0, %zmm@6
  vextracti64x4 $1, %zmm@6, %ymm@0
  vpxor %ymm@6, %ymm@0, %ymm@0
  vextracti128 $1, %ymm@0, %xmm@6
  vpxor %xmm@0, %xmm@6, %xmm@0
  addq $256, %rsi
  cmpq %rdx, %rsi
  jne L1
L0:
  movl %eax, %r8d
  andl $15, %r8d
  movabsq $576460752303423472, %rdx
  andq %rax, %rdx
  shlq $4, %rdx
  addq %rdx, %rcx
  vmovups (%rdi), %zmm@1
  vmovups 64(%rdi), %zmm@2
  vmovups %zmm@2, 96(%rsp)
  vmovups %zmm@1, 32(%rsp)
  vmovdqa %xmm@0, 16(%rsp)
  movq %rsp, %rdi
  leaq 32(%rsp), %rsi
  leaq 16(%rsp), %rdx
  vzeroupper
  callq hw_polyval::arch::x86_64::aesni_clmul::absorb
  vmovaps (%rsp), %xmm@1
  vmovups %xmm@1, (%rbx)
  addq $160, %rsp
  popq %rbx
  retq
== hw_polyval::arch::x86_64::vaes_avx512::update#1
  pushq %rbx
  subq $160, %rsp
  movq %rcx, %rax
  movq %rdx, %rcx
  movq %rsi, %rbx
  vmovdqu (%rsi), %xmm@0
  movq %rax, %rdx
  shrq $4, %rdx
  je L0
  vmovdqu64 (%rdi), %zmm@1
  vmovdqu64 64(%rdi), %zmm@2
  vshufi64x2 $0, %zmm@1, %zmm@1, %zmm@3
  vpclmulqdq $0, %zmm@3, %zmm@1, %zmm@4
  vpclmulqdq $17, %zmm@3, %zmm@1, %zmm@5
  vpclmulqdq $1, %zmm@3, %zmm@1, %zmm@6
  vpclmulqdq $16, %zmm@3, %zmm@1, %zmm@7
  vpxorq %zmm@6, %zmm@7, %zmm@6
  vpslldq $8, %zmm@6, %zmm@7
  vpxord %zmm@4, %zmm@7, %zmm@7
  vpsrldq $8, %zmm@6, %zmm@4
  vpxorq %zmm@4, %zmm@5, %zmm@6
  vpbroadcastq C0(%rip), %zmm@4
  vpclmulqdq $0, %zmm@4, %zmm@7, %zmm@5
  vpshufd $78, %zmm@7, %zmm@7
  vpxorq %zmm@7, %zmm@5, %zmm@5
  vpclmulqdq $0, %zmm@4, %zmm@5, %zmm@7
  vpshufd $78, %zmm@5, %zmm@5
  vpternlogq $150, %zmm@7, %zmm@6, %zmm@5
  vpclmulqdq $0, %zmm@3, %zmm@2, %zmm@6
  vpclmulqdq $17, %zmm@3, %zmm@2, %zmm@7
  vpclmulqdq $1, %zmm@3, %zmm@2, %zmm@8
  vpclmulqdq $16, %zmm@3, %zmm@2, %zmm@3
  vpxorq %zmm@8, %zmm@3, %zmm@3
  vpslldq $8, %zmm@3, %zmm@8
  vpxord %zmm@6, %zmm@8, %zmm@6
  vpsrldq $8, %zmm@3, %zmm@3
  vpxorq %zmm@3, %zmm@7, %zmm@7
  vpclmulqdq $0, %zmm@4, %zmm@6, %zmm@3
  vpshufd $78, %zmm@6, %zmm@6
  vpxorq %zmm@6, %zmm@3, %zmm@3
  vpclmulqdq $0, %zmm@4, %zmm@3, %zmm@6
  vpshufd $78, %zmm@3, %zmm@3
  vpternlogq $150, %zmm@6, %zmm@7, %zmm@3
  shlq $8, %rdx
  addq %rcx, %rdx
  vmovdqa64 C1(%rip), %zmm@6
  movq %rcx, %rsi
L1:
  vmovdqu64 (%rsi), %zmm@7
  vmovdqu64 64(%rsi), %zmm@8
  vmovdqu64 128(%rsi), %zmm@9
  vmovdqu64 192(%rsi), %zmm@10
  vpshufb %zmm@6, %zmm@7, %zmm@7
  vpshufb %zmm@6, %zmm@8, %zmm@8
  vpshufb %zmm@6, %zmm@9, %zmm@9
  vpshufb %zmm@6, %zmm@10, %zmm@10
  vmovdqa %xmm@0, %xmm@0
  vpxorq %zmm@7, %zmm@0, %zmm@0
  vpclmulqdq $0, %zmm@5, %zmm@0, %zmm@7
  vpclmulqdq $17, %zmm@5, %zmm@0, %zmm@11
  vpclmulqdq $1, %zmm@5, %zmm@0, %zmm@12
  vpclmulqdq $16, %zmm@5, %zmm@0, %zmm@0
  vpxorq %zmm@12, %zmm@0, %zmm@0
  vpclmulqdq $0, %zmm@3, %zmm@8, %zmm@12
  vpclmulqdq $17, %zmm@3, %zmm@8, %zmm@13
  vpclmulqdq $1, %zmm@3, %zmm@8, %zmm@14
  vpclmulqdq $16, %zmm@3, %zmm@8, %zmm@8
  vpternlogq $150, %zmm@14, %zmm@0, %zmm@8
  vpclmulqdq $0, %zmm@1, %zmm@9, %zmm@0
  vpternlogq $150, %zmm@7, %zmm@12, %zmm@0
  vpclmulqdq $17, %zmm@1, %zmm@9, %zmm@7
  vpternlogq $150, %zmm@11, %zmm@13, %zmm@7
  vpclmulqdq $1, %zmm@1, %zmm@9, %zmm@11
  vpclmulqdq $16, %zmm@1, %zmm@9, %zmm@9
  vpternlogq $150, %zmm@11, %zmm@8, %zmm@9
  vpclmulqdq $0, %zmm@2, %zmm@10, %zmm@8
  vpclmulqdq $17, %zmm@2, %zmm@10, %zmm@11
  vpclmulqdq $1, %zmm@2, %zmm@10, %zmm@12
  vpclmulqdq $16, %zmm@2, %zmm@10, %zmm@10
  vpternlogq $150, %zmm@12, %zmm@9, %zmm@10
  vpslldq $8, %zmm@10, %zmm@9
  vpternlogd $150, %zmm@8, %zmm@0, %zmm@9
  vpsrldq $8, %zmm@10, %zmm@0
  vpternlogq $150, %zmm@11, %zmm@7, %zmm@0
  vpclmulqdq $0, %zmm@4, %zmm@9, %zmm@7
  vpshufd $78, %zmm@9, %zmm@8
  vpxorq %zmm@8, %zmm@7, %zmm@7
  vpclmulqdq $0, %zmm@4, %zmm@7, %zmm@8
  vpshufd $78, %zmm@7, %zmm@7
  vpternlogq $150, %zmm@8, %zmm@0, %zmm@7
  vextracti64x4 $1, %zmm@7, %ymm@0
  vpxor %ymm@7, %ymm@0, %ymm@0
  vextracti128 $1, %ymm@0, %xmm@7
  vpxor %xmm@0, %xmm@7, %xmm@0
  addq $256, %rsi
  cmpq %rdx, %rsi
  jne L1
L0:
  movl %eax, %r8d
  andl $15, %r8d
  movabsq $576460752303423472, %rdx
  andq %rax, %rdx
  shlq $4, %rdx
  addq %rdx, %rcx
  vmovups (%rdi), %zmm@1
  vmovups 64(%rdi), %zmm@2
  vmovups %zmm@2, 96(%rsp)
  vmovups %zmm@1, 32(%rsp)
  vmovdqa %xmm@0, 16(%rsp)
  movq %rsp, %rdi
  leaq 32(%rsp), %rsi
  leaq 16(%rsp), %rdx
  vzeroupper
  callq hw_polyval::arch::x86_64::aesni_clmul::absorb
  vmovaps (%rsp), %xmm@1
  vmovups %xmm@1, (%rbx)
  addq $160, %rsp
  popq %rbx
  retq
