== hw_gcm_siv::arch::x86_64::aesni_clmul::ctr#0
  pushq %r15
  pushq %r14
  pushq %r12
  pushq %rbx
  subq $264, %rsp
  movq %rcx, %rbx
  movq %rdx, %r14
  movq %rsi, %r15
  movq %rdi, %rsi
  leaq 16(%rsp), %r12
  movl $240, %edx
  movq %r12, %rdi
  callq *memcpy@GOTPCREL(%rip)
  movups (%r15), %xmm@0
  movaps %xmm@0, (%rsp)
  movq %rsp, %rsi
  movq %r12, %rdi
  movq %r14, %rdx
  movq %rbx, %rcx
  callq hw_gcm_siv::arch::x86_64::aesni_clmul::ctr_keys
  addq $264, %rsp
  popq %rbx
  popq %r12
  popq %r14
  popq %r15
  retq
== hw_gcm_siv::arch::x86_64::aesni_clmul::ctr_keys#0
  subq $328, %rsp
  movl %ecx, %eax
  andl $127, %eax
  movabsq $9223372036854775680, %r8
  andq %rcx, %r8
  je L0
  movaps (%rdi), %xmm@0
  movaps %xmm@0, 304(%rsp)
  movaps 16(%rdi), %xmm@0
  movaps %xmm@0, 32(%rsp)
  movaps 32(%rdi), %xmm@0
  movaps %xmm@0, -80(%rsp)
  movaps 48(%rdi), %xmm@0
  movaps %xmm@0, 16(%rsp)
  movaps 224(%rdi), %xmm@0
  movaps %xmm@0, 288(%rsp)
  movaps 64(%rdi), %xmm@0
  movaps %xmm@0, 272(%rsp)
  movaps 80(%rdi), %xmm@0
  movaps %xmm@0, (%rsp)
  movaps 96(%rdi), %xmm@0
  movaps %xmm@0, -16(%rsp)
  movaps 112(%rdi), %xmm@0
  movaps %xmm@0, 256(%rsp)
  movaps 128(%rdi), %xmm@0
  movaps %xmm@0, -32(%rsp)
  movaps 144(%rdi), %xmm@0
  movaps %xmm@0, -48(%rsp)
  movaps 160(%rdi), %xmm@0
  movaps %xmm@0, -96(%rsp)
  movaps 176(%rdi), %xmm@0
  movaps %xmm@0, -112(%rsp)
  movaps 192(%rdi), %xmm@0
  movaps %xmm@0, -64(%rsp)
  movdqa 208(%rdi), %xmm@0
  movdqa %xmm@0, 240(%rsp)
  xorl %r9d, %r9d
  movdqa 240(%rsp), %xmm@1
L1:
  movdqa (%rsi), %xmm@2
  movdqa %xmm@2, %xmm@3
  movdqa %xmm@2, %xmm@4
  paddd C0(%rip), %xmm@3
  paddd C1(%rip), %xmm@4
  movdqa %xmm@2, %xmm@5
  movdqa %xmm@2, %xmm@6
  paddd C2(%rip), %xmm@5
  paddd C3(%rip), %xmm@6
  movdqa 304(%rsp), %xmm@7
  movdqa %xmm@7, %xmm@0
  pxor %xmm@2, %xmm@0
  pxor %xmm@7, %xmm@3
  pxor %xmm@7, %xmm@4
  pxor %xmm@7, %xmm@5
  movdqa 32(%rsp), %xmm@8
  aesenc %xmm@8, %xmm@0
  aesenc %xmm@8, %xmm@3
  aesenc %xmm@8, %xmm@4
  aesenc %xmm@8, %xmm@5
  movdqa -80(%rsp), %xmm@8
  aesenc %xmm@8, %xmm@0
  aesenc %xmm@8, %xmm@3
  aesenc %xmm@8, %xmm@4
  aesenc %xmm@8, %xmm@5
  movdqa 16(%rsp), %xmm@9
  aesenc %xmm@9, %xmm@0
  aesenc %xmm@9, %xmm@3
  aesenc %xmm@9, %xmm@4
  aesenc %xmm@9, %xmm@5
  movdqa 272(%rsp), %xmm@10
  aesenc %xmm@10, %xmm@0
  aesenc %xmm@10, %xmm@3
  aesenc %xmm@10, %xmm@4
  aesenc %xmm@10, %xmm@5
  movdqa (%rsp), %xmm@11
  aesenc %xmm@11, %xmm@0
  aesenc %xmm@11, %xmm@3
  aesenc %xmm@11, %xmm@4
  aesenc %xmm@11, %xmm@5
  movdqa -16(%rsp), %xmm@12
  aesenc %xmm@12, %xmm@0
  aesenc %xmm@12, %xmm@3
  aesenc %xmm@12, %xmm@4
  aesenc %xmm@12, %xmm@5
  movdqa 256(%rsp), %xmm@13
  aesenc %xmm@13, %xmm@0
  aesenc %xmm@13, %xmm@3
  aesenc %xmm@13, %xmm@4
  aesenc %xmm@13, %xmm@5
  movdqa -32(%rsp), %xmm@14
  aesenc %xmm@14, %xmm@0
  aesenc %xmm@14, %xmm@3
  aesenc %xmm@14, %xmm@4
  aesenc %xmm@14, %xmm@5
  movdqa -48(%rsp), %xmm@8
  aesenc %xmm@8, %xmm@0
  aesenc %xmm@8, %xmm@3
  aesenc %xmm@8, %xmm@4
  aesenc %xmm@8, %xmm@5
  movdqa -96(%rsp), %xmm@8
  aesenc %xmm@8, %xmm@0
  aesenc %xmm@8, %xmm@3
  aesenc %xmm@8, %xmm@4
  aesenc %xmm@8, %xmm@5
  movdqa -112(%rsp), %xmm@8
  aesenc %xmm@8, %xmm@0
  aesenc %xmm@8, %xmm@3
  aesenc %xmm@8, %xmm@4
  aesenc %xmm@8, %xmm@5
  movdqa -64(%rsp), %xmm@15
  aesenc %xmm@15, %xmm@0
  aesenc %xmm@15, %xmm@3
  aesenc %xmm@15, %xmm@4
  aesenc %xmm@15, %xmm@5
  aesenc %xmm@1, %xmm@0
  aesenc %xmm@1, %xmm@3
  aesenc %xmm@1, %xmm@4
  movdqa %xmm@6, (%rsi)
  movdqu (%rdx,%r9), %xmm@8
  movdqa 288(%rsp), %xmm@6
  aesenclast %xmm@6, %xmm@0
  pxor %xmm@0, %xmm@8
  movdqu 16(%rdx,%r9), %xmm@0
  aesenclast %xmm@6, %xmm@3
  pxor %xmm@3, %xmm@0
  movdqu 32(%rdx,%r9), %xmm@3
  aesenclast %xmm@6, %xmm@4
  pxor %xmm@4, %xmm@3
  movdqu 48(%rdx,%r9), %xmm@4
  aesenc %xmm@1, %xmm@5
  movdqu %xmm@8, (%rdx,%r9)
  aesenclast %xmm@6, %xmm@5
  pxor %xmm@5, %xmm@4
  movdqu %xmm@0, 16(%rdx,%r9)
  movdqa %xmm@2, %xmm@8
  paddd C4(%rip), %xmm@8
  pxor %xmm@7, %xmm@8
  movdqa 32(%rsp), %xmm@5
  aesenc %xmm@5, %xmm@8
  movdqu %xmm@3, 32(%rdx,%r9)
  movdqa %xmm@2, %xmm@0
  movdqa -80(%rsp), %xmm@3
  aesenc %xmm@3, %xmm@8
  aesenc %xmm@9, %xmm@8
  aesenc %xmm@10, %xmm@8
  aesenc %xmm@11, %xmm@8
  aesenc %xmm@12, %xmm@8
  aesenc %xmm@13, %xmm@8
  aesenc %xmm@14, %xmm@8
  movdqa -48(%rsp), %xmm@14
  aesenc %xmm@14, %xmm@8
  aesenc -96(%rsp), %xmm@8
  aesenc -112(%rsp), %xmm@8
  aesenc %xmm@15, %xmm@8
  aesenc %xmm@1, %xmm@8
  paddd C5(%rip), %xmm@0
  aesenclast %xmm@6, %xmm@8
  movdqu %xmm@4, 48(%rdx,%r9)
  movdqu 64(%rdx,%r9), %xmm@15
  pxor %xmm@8, %xmm@15
  movdqa %xmm@2, %xmm@4
  paddd C6(%rip), %xmm@4
  pxor %xmm@7, %xmm@0
  aesenc %xmm@5, %xmm@0
  pxor %xmm@7, %xmm@4
  movdqa %xmm@7, %xmm@8
  aesenc %xmm@3, %xmm@0
  aesenc %xmm@5, %xmm@4
  aesenc %xmm@3, %xmm@4
  aesenc %xmm@9, %xmm@0
  aesenc %xmm@9, %xmm@4
  aesenc %xmm@10, %xmm@0
  aesenc %xmm@10, %xmm@4
  movdqa %xmm@10, %xmm@7
  aesenc %xmm@11, %xmm@0
  aesenc %xmm@11, %xmm@4
  aesenc %xmm@12, %xmm@0
  aesenc %xmm@12, %xmm@4
  aesenc %xmm@13, %xmm@0
  aesenc %xmm@13, %xmm@4
  movdqa %xmm@13, %xmm@9
  movdqa -32(%rsp), %xmm@10
  aesenc %xmm@10, %xmm@0
  aesenc %xmm@10, %xmm@4
  aesenc %xmm@14, %xmm@0
  aesenc %xmm@14, %xmm@4
  movdqa %xmm@14, %xmm@11
  movdqa -96(%rsp), %xmm@12
  aesenc %xmm@12, %xmm@0
  aesenc %xmm@12, %xmm@4
  movdqa -112(%rsp), %xmm@13
  aesenc %xmm@13, %xmm@0
  aesenc %xmm@13, %xmm@4
  movdqa -64(%rsp), %xmm@14
  aesenc %xmm@14, %xmm@0
  aesenc %xmm@14, %xmm@4
  aesenc %xmm@1, %xmm@0
  aesenc %xmm@1, %xmm@4
  aesenclast %xmm@6, %xmm@0
  aesenclast %xmm@6, %xmm@4
  movdqu %xmm@15, 64(%rdx,%r9)
  movdqu 80(%rdx,%r9), %xmm@3
  pxor %xmm@0, %xmm@3
  movdqu %xmm@3, 80(%rdx,%r9)
  movdqu 96(%rdx,%r9), %xmm@0
  pxor %xmm@4, %xmm@0
  paddd C7(%rip), %xmm@2
  pxor %xmm@8, %xmm@2
  aesenc %xmm@5, %xmm@2
  aesenc -80(%rsp), %xmm@2
  aesenc 16(%rsp), %xmm@2
  aesenc %xmm@7, %xmm@2
  aesenc (%rsp), %xmm@2
  aesenc -16(%rsp), %xmm@2
  aesenc %xmm@9, %xmm@2
  aesenc %xmm@10, %xmm@2
  aesenc %xmm@11, %xmm@2
  aesenc %xmm@12, %xmm@2
  aesenc %xmm@13, %xmm@2
  aesenc %xmm@14, %xmm@2
  aesenc %xmm@1, %xmm@2
  movdqu %xmm@0, 96(%rdx,%r9)
  aesenclast %xmm@6, %xmm@2
  movdqu 112(%rdx,%r9), %xmm@0
  pxor %xmm@2, %xmm@0
  movdqu %xmm@0, 112(%rdx,%r9)
  subq $-128, %r9
  cmpq %r9, %r8
  jne L1
L0:
  addq %r8, %rdx
  movl %eax, %r8d
  shrl $4, %r8d
  andl $15, %ecx
  cmpq $1, %rcx
  sbbq $-1, %r8
  cmpq $4, %r8
  ja L2
  leaq C8(%rip), %rcx
  movslq (%rcx,%r8,4), %r8
  addq %rcx, %r8
  jmpq *%r8
L3:
  movdqa (%rsi), %xmm@3
  movd C9(%rip), %xmm@4
  paddd %xmm@3, %xmm@4
  movd C10(%rip), %xmm@2
  paddd %xmm@3, %xmm@2
  movd C11(%rip), %xmm@8
  paddd %xmm@3, %xmm@8
  movdqa (%rdi), %xmm@0
  movdqa 16(%rdi), %xmm@15
  movdqa 32(%rdi), %xmm@7
  movdqa 48(%rdi), %xmm@9
  pxor %xmm@0, %xmm@3
  pxor %xmm@0, %xmm@4
  pxor %xmm@0, %xmm@2
  pxor %xmm@0, %xmm@8
  aesenc %xmm@15, %xmm@3
  aesenc %xmm@15, %xmm@4
  aesenc %xmm@15, %xmm@2
  aesenc %xmm@15, %xmm@8
  aesenc %xmm@7, %xmm@3
  aesenc %xmm@7, %xmm@4
  aesenc %xmm@7, %xmm@2
  aesenc %xmm@7, %xmm@8
  aesenc %xmm@9, %xmm@3
  aesenc %xmm@9, %xmm@4
  aesenc %xmm@9, %xmm@2
  aesenc %xmm@9, %xmm@8
  movdqa 64(%rdi), %xmm@0
  aesenc %xmm@0, %xmm@3
  aesenc %xmm@0, %xmm@4
  aesenc %xmm@0, %xmm@2
  aesenc %xmm@0, %xmm@8
  movdqa 80(%rdi), %xmm@0
  aesenc %xmm@0, %xmm@3
  aesenc %xmm@0, %xmm@4
  aesenc %xmm@0, %xmm@2
  aesenc %xmm@0, %xmm@8
  movdqa 96(%rdi), %xmm@0
  aesenc %xmm@0, %xmm@3
  aesenc %xmm@0, %xmm@4
  aesenc %xmm@0, %xmm@2
  aesenc %xmm@0, %xmm@8
  movdqa 112(%rdi), %xmm@0
  aesenc %xmm@0, %xmm@3
  aesenc %xmm@0, %xmm@4
  aesenc %xmm@0, %xmm@2
  aesenc %xmm@0, %xmm@8
  movdqa 128(%rdi), %xmm@0
  aesenc %xmm@0, %xmm@3
  aesenc %xmm@0, %xmm@4
  aesenc %xmm@0, %xmm@2
  aesenc %xmm@0, %xmm@8
  movdqa 144(%rdi), %xmm@0
  aesenc %xmm@0, %xmm@3
  aesenc %xmm@0, %xmm@4
  aesenc %xmm@0, %xmm@2
  aesenc %xmm@0, %xmm@8
  movdqa 160(%rdi), %xmm@0
  aesenc %xmm@0, %xmm@3
  aesenc %xmm@0, %xmm@4
  aesenc %xmm@0, %xmm@2
  aesenc %xmm@0, %xmm@8
  movdqa 176(%rdi), %xmm@0
  aesenc %xmm@0, %xmm@3
  aesenc %xmm@0, %xmm@4
  aesenc %xmm@0, %xmm@2
  aesenc %xmm@0, %xmm@8
  movdqa 192(%rdi), %xmm@0
  aesenc %xmm@0, %xmm@3
  aesenc %xmm@0, %xmm@4
  aesenc %xmm@0, %xmm@2
  aesenc %xmm@0, %xmm@8
  movdqa 208(%rdi), %xmm@0
  aesenc %xmm@0, %xmm@3
  aesenc %xmm@0, %xmm@4
  aesenc %xmm@0, %xmm@2
  aesenc %xmm@0, %xmm@8
  movdqa 224(%rdi), %xmm@0
  aesenclast %xmm@0, %xmm@3
  aesenclast %xmm@0, %xmm@4
  aesenclast %xmm@0, %xmm@2
  aesenclast %xmm@0, %xmm@8
  pxor %xmm@0, %xmm@0
  movdqu %xmm@0, 152(%rsp)
  movdqa %xmm@3, 64(%rsp)
  movdqa %xmm@4, 80(%rsp)
  movdqa %xmm@2, 96(%rsp)
  movdqa %xmm@8, 112(%rsp)
  movq %rdx, 128(%rsp)
  movq %rax, 136(%rsp)
  movq $16, 144(%rsp)
  testq %rax, %rax
  je L4
  movl $16, %r8d
  leaq -128(%rsp), %rcx
  jmp L5
L6:
  movdqa %xmm@0, -128(%rsp)
L7:
  addq %rsi, %rdx
  movq %rdi, %r8
  subq %rsi, %rax
  je L4
L5:
  cmpq $16, %rax
  movl $16, %esi
  cmovbq %rax, %rsi
  leaq 16(%r8), %rdi
  cmpq $96, %rdi
  je L4
  movdqa 48(%rsp,%r8), %xmm@4
  cmpq $16, %rax
  jb L8
  movdqu (%rdx), %xmm@3
  pxor %xmm@4, %xmm@3
  movdqu %xmm@3, (%rdx)
  jmp L7
L8:
  movd %xmm@4, %r8d
  xorb %r8b, (%rdx)
  cmpq $1, %rax
  je L6
  pextrb $1, %xmm@4, %r8d
  xorb %r8b, 1(%rdx)
  cmpq $2, %rax
  je L6
  pextrb $2, %xmm@4, %r8d
  xorb %r8b, 2(%rdx)
  cmpq $3, %rax
  je L6
  pextrb $3, %xmm@4, %r8d
  xorb %r8b, 3(%rdx)
  cmpq $4, %rax
  je L6
  pextrb $4, %xmm@4, %r8d
  xorb %r8b, 4(%rdx)
  cmpq $5, %rax
  je L6
  pextrb $5, %xmm@4, %r8d
  xorb %r8b, 5(%rdx)
  cmpq $6, %rax
  je L6
  pextrb $6, %xmm@4, %r8d
  xorb %r8b, 6(%rdx)
  cmpq $7, %rax
  je L6
  pextrb $7, %xmm@4, %r8d
  xorb %r8b, 7(%rdx)
  cmpq $8, %rax
  je L6
  pextrb $8, %xmm@4, %r8d
  xorb %r8b, 8(%rdx)
  cmpq $9, %rax
  je L6
  pextrb $9, %xmm@4, %r8d
  xorb %r8b, 9(%rdx)
  cmpq $10, %rax
  je L6
  pextrb $10, %xmm@4, %r8d
  xorb %r8b, 10(%rdx)
  cmpq $11, %rax
  je L6
  pextrb $11, %xmm@4, %r8d
  xorb %r8b, 11(%rdx)
  cmpq $12, %rax
  je L6
  pextrb $12, %xmm@4, %r8d
  xorb %r8b, 12(%rdx)
  cmpq $13, %rax
  je L6
  pextrb $13, %xmm@4, %r8d
  xorb %r8b, 13(%rdx)
  cmpq $14, %rax
  je L6
  pextrb $14, %xmm@4, %r8d
  xorb %r8b, 14(%rdx)
  jmp L6
L9:
  movdqa (%rsi), %xmm@3
  movd C9(%rip), %xmm@4
  paddd %xmm@3, %xmm@4
  movdqa (%rdi), %xmm@0
  movdqa 16(%rdi), %xmm@2
  movdqa 32(%rdi), %xmm@8
  movdqa 48(%rdi), %xmm@15
  pxor %xmm@0, %xmm@3
  pxor %xmm@0, %xmm@4
  aesenc %xmm@2, %xmm@3
  aesenc %xmm@2, %xmm@4
  aesenc %xmm@8, %xmm@3
  aesenc %xmm@8, %xmm@4
  aesenc %xmm@15, %xmm@3
  aesenc %xmm@15, %xmm@4
  movdqa 64(%rdi), %xmm@0
  aesenc %xmm@0, %xmm@3
  aesenc %xmm@0, %xmm@4
  movdqa 80(%rdi), %xmm@0
  aesenc %xmm@0, %xmm@3
  aesenc %xmm@0, %xmm@4
  movdqa 96(%rdi), %xmm@0
  aesenc %xmm@0, %xmm@3
  aesenc %xmm@0, %xmm@4
  movdqa 112(%rdi), %xmm@0
  aesenc %xmm@0, %xmm@3
  aesenc %xmm@0, %xmm@4
  movdqa 128(%rdi), %xmm@0
  aesenc %xmm@0, %xmm@3
  aesenc %xmm@0, %xmm@4
  movdqa 144(%rdi), %xmm@0
  aesenc %xmm@0, %xmm@3
  aesenc %xmm@0, %xmm@4
  movdqa 160(%rdi), %xmm@0
  aesenc %xmm@0, %xmm@3
  aesenc %xmm@0, %xmm@4
  movdqa 176(%rdi), %xmm@0
  aesenc %xmm@0, %xmm@3
  aesenc %xmm@0, %xmm@4
  movdqa 192(%rdi), %xmm@0
  aesenc %xmm@0, %xmm@3
  aesenc %xmm@0, %xmm@4
  movdqa 208(%rdi), %xmm@0
  aesenc %xmm@0, %xmm@3
  aesenc %xmm@0, %xmm@4
  movdqa 224(%rdi), %xmm@0
  aesenclast %xmm@0, %xmm@3
  aesenclast %xmm@0, %xmm@4
  pxor %xmm@0, %xmm@0
  movdqu %xmm@0, 120(%rsp)
  movdqa %xmm@3, 64(%rsp)
  movdqa %xmm@4, 80(%rsp)
  movq %rdx, 96(%rsp)
  movq %rax, 104(%rsp)
  movq $16, 112(%rsp)
  testq %rax, %rax
  je L4
  movl $16, %r8d
  leaq -128(%rsp), %rcx
  jmp L10
L11:
  movdqa %xmm@0, -128(%rsp)
L12:
  addq %rsi, %rdx
  movq %rdi, %r8
  subq %rsi, %rax
  je L4
L10:
  cmpq $16, %rax
  movl $16, %esi
  cmovbq %rax, %rsi
  leaq 16(%r8), %rdi
  cmpq $64, %rdi
  je L4
  movdqa 48(%rsp,%r8), %xmm@4
  cmpq $16, %rax
  jb L13
  movdqu (%rdx), %xmm@3
  pxor %xmm@4, %xmm@3
  movdqu %xmm@3, (%rdx)
  jmp L12
L13:
  movd %xmm@4, %r8d
  xorb %r8b, (%rdx)
  cmpq $1, %rax
  je L11
  pextrb $1, %xmm@4, %r8d
  xorb %r8b, 1(%rdx)
  cmpq $2, %rax
  je L11
  pextrb $2, %xmm@4, %r8d
  xorb %r8b, 2(%rdx)
  cmpq $3, %rax
  je L11
  pextrb $3, %xmm@4, %r8d
  xorb %r8b, 3(%rdx)
  cmpq $4, %rax
  je L11
  pextrb $4, %xmm@4, %r8d
  xorb %r8b, 4(%rdx)
  cmpq $5, %rax
  je L11
  pextrb $5, %xmm@4, %r8d
  xorb %r8b, 5(%rdx)
  cmpq $6, %rax
  je L11
  pextrb $6, %xmm@4, %r8d
  xorb %r8b, 6(%rdx)
  cmpq $7, %rax
  je L11
  pextrb $7, %xmm@4, %r8d
  xorb %r8b, 7(%rdx)
  cmpq $8, %rax
  je L11
  pextrb $8, %xmm@4, %r8d
  xorb %r8b, 8(%rdx)
  cmpq $9, %rax
  je L11
  pextrb $9, %xmm@4, %r8d
  xorb %r8b, 9(%rdx)
  cmpq $10, %rax
  je L11
  pextrb $10, %xmm@4, %r8d
  xorb %r8b, 10(%rdx)
  cmpq $11, %rax
  je L11
  pextrb $11, %xmm@4, %r8d
  xorb %r8b, 11(%rdx)
  cmpq $12, %rax
  je L11
  pextrb $12, %xmm@4, %r8d
  xorb %r8b, 12(%rdx)
  cmpq $13, %rax
  je L11
  pextrb $13, %xmm@4, %r8d
  xorb %r8b, 13(%rdx)
  cmpq $14, %rax
  je L11
  pextrb $14, %xmm@4, %r8d
  xorb %r8b, 14(%rdx)
  jmp L11
L14:
  testq %rax, %rax
  je L4
  movdqa (%rdi), %xmm@0
  pxor (%rsi), %xmm@0
  aesenc 16(%rdi), %xmm@0
  aesenc 32(%rdi), %xmm@0
  aesenc 48(%rdi), %xmm@0
  aesenc 64(%rdi), %xmm@0
  aesenc 80(%rdi), %xmm@0
  aesenc 96(%rdi), %xmm@0
  aesenc 112(%rdi), %xmm@0
  aesenc 128(%rdi), %xmm@0
  aesenc 144(%rdi), %xmm@0
  aesenc 160(%rdi), %xmm@0
  aesenc 176(%rdi), %xmm@0
  aesenc 192(%rdi), %xmm@0
  aesenc 208(%rdi), %xmm@0
  aesenclast 224(%rdi), %xmm@0
  cmpl $15, %eax
  jbe L15
  movdqu (%rdx), %xmm@4
  pxor %xmm@0, %xmm@4
  movdqu %xmm@4, (%rdx)
  addq $328, %rsp
  retq
L2:
  movdqa (%rsi), %xmm@4
  movd C9(%rip), %xmm@0
  paddd %xmm@4, %xmm@0
  movd C10(%rip), %xmm@3
  paddd %xmm@4, %xmm@3
  movd C11(%rip), %xmm@2
  paddd %xmm@4, %xmm@2
  movd C12(%rip), %xmm@8
  paddd %xmm@4, %xmm@8
  movd C13(%rip), %xmm@15
  paddd %xmm@4, %xmm@15
  movd C14(%rip), %xmm@7
  paddd %xmm@4, %xmm@7
  movd C15(%rip), %xmm@9
  paddd %xmm@4, %xmm@9
  movdqa (%rdi), %xmm@12
  movdqa 16(%rdi), %xmm@11
  movdqa 32(%rdi), %xmm@6
  movdqa 48(%rdi), %xmm@10
  pxor %xmm@12, %xmm@4
  pxor %xmm@12, %xmm@0
  pxor %xmm@12, %xmm@3
  pxor %xmm@12, %xmm@2
  pxor %xmm@12, %xmm@8
  pxor %xmm@12, %xmm@15
  pxor %xmm@12, %xmm@7
  pxor %xmm@12, %xmm@9
  aesenc %xmm@11, %xmm@4
  aesenc %xmm@11, %xmm@0
  aesenc %xmm@11, %xmm@3
  aesenc %xmm@11, %xmm@2
  aesenc %xmm@11, %xmm@8
  aesenc %xmm@11, %xmm@15
  aesenc %xmm@11, %xmm@7
  aesenc %xmm@11, %xmm@9
  aesenc %xmm@6, %xmm@4
  aesenc %xmm@6, %xmm@0
  aesenc %xmm@6, %xmm@3
  aesenc %xmm@6, %xmm@2
  aesenc %xmm@6, %xmm@8
  aesenc %xmm@6, %xmm@15
  aesenc %xmm@6, %xmm@7
  aesenc %xmm@6, %xmm@9
  aesenc %xmm@10, %xmm@4
  aesenc %xmm@10, %xmm@0
  aesenc %xmm@10, %xmm@3
  aesenc %xmm@10, %xmm@2
  aesenc %xmm@10, %xmm@8
  aesenc %xmm@10, %xmm@15
  aesenc %xmm@10, %xmm@7
  aesenc %xmm@10, %xmm@9
  movdqa 64(%rdi), %xmm@10
  aesenc %xmm@10, %xmm@4
  aesenc %xmm@10, %xmm@0
  aesenc %xmm@10, %xmm@3
  aesenc %xmm@10, %xmm@2
  aesenc %xmm@10, %xmm@8
  aesenc %xmm@10, %xmm@15
  aesenc %xmm@10, %xmm@7
  aesenc %xmm@10, %xmm@9
  movdqa 80(%rdi), %xmm@10
  aesenc %xmm@10, %xmm@4
  aesenc %xmm@10, %xmm@0
  aesenc %xmm@10, %xmm@3
  aesenc %xmm@10, %xmm@2
  aesenc %xmm@10, %xmm@8
  aesenc %xmm@10, %xmm@15
  aesenc %xmm@10, %xmm@7
  aesenc %xmm@10, %xmm@9
  movdqa 96(%rdi), %xmm@10
  aesenc %xmm@10, %xmm@4
  aesenc %xmm@10, %xmm@0
  aesenc %xmm@10, %xmm@3
  aesenc %xmm@10, %xmm@2
  aesenc %xmm@10, %xmm@8
  aesenc %xmm@10, %xmm@15
  aesenc %xmm@10, %xmm@7
  aesenc %xmm@10, %xmm@9
  movdqa 112(%rdi), %xmm@10
  aesenc %xmm@10, %xmm@4
  aesenc %xmm@10, %xmm@0
  aesenc %xmm@10, %xmm@3
  aesenc %xmm@10, %xmm@2
  aesenc %xmm@10, %xmm@8
  aesenc %xmm@10, %xmm@15
  aesenc %xmm@10, %xmm@7
  aesenc %xmm@10, %xmm@9
  movdqa 128(%rdi), %xmm@10
  aesenc %xmm@10, %xmm@4
  aesenc %xmm@10, %xmm@0
  aesenc %xmm@10, %xmm@3
  aesenc %xmm@10, %xmm@2
  aesenc %xmm@10, %xmm@8
  aesenc %xmm@10, %xmm@15
  aesenc %xmm@10, %xmm@7
  aesenc %xmm@10, %xmm@9
  movdqa 144(%rdi), %xmm@10
  aesenc %xmm@10, %xmm@4
  aesenc %xmm@10, %xmm@0
  aesenc %xmm@10, %xmm@3
  aesenc %xmm@10, %xmm@2
  aesenc %xmm@10, %xmm@8
  aesenc %xmm@10, %xmm@15
  aesenc %xmm@10, %xmm@7
  aesenc %xmm@10, %xmm@9
  movdqa 160(%rdi), %xmm@10
  aesenc %xmm@10, %xmm@4
  aesenc %xmm@10, %xmm@0
  aesenc %xmm@10, %xmm@3
  aesenc %xmm@10, %xmm@2
  aesenc %xmm@10, %xmm@8
  aesenc %xmm@10, %xmm@15
  aesenc %xmm@10, %xmm@7
  aesenc %xmm@10, %xmm@9
  movdqa 176(%rdi), %xmm@10
  aesenc %xmm@10, %xmm@4
  aesenc %xmm@10, %xmm@0
  aesenc %xmm@10, %xmm@3
  aesenc %xmm@10, %xmm@2
  aesenc %xmm@10, %xmm@8
  aesenc %xmm@10, %xmm@15
  aesenc %xmm@10, %xmm@7
  aesenc %xmm@10, %xmm@9
  movdqa 192(%rdi), %xmm@10
  aesenc %xmm@10, %xmm@4
  aesenc %xmm@10, %xmm@0
  aesenc %xmm@10, %xmm@3
  aesenc %xmm@10, %xmm@2
  aesenc %xmm@10, %xmm@8
  aesenc %xmm@10, %xmm@15
  aesenc %xmm@10, %xmm@7
  aesenc %xmm@10, %xmm@9
  movdqa 208(%rdi), %xmm@10
  aesenc %xmm@10, %xmm@4
  aesenc %xmm@10, %xmm@0
  aesenc %xmm@10, %xmm@3
  aesenc %xmm@10, %xmm@2
  aesenc %xmm@10, %xmm@8
  aesenc %xmm@10, %xmm@15
  aesenc %xmm@10, %xmm@7
  aesenc %xmm@10, %xmm@9
  movdqa 224(%rdi), %xmm@10
  aesenclast %xmm@10, %xmm@4
  aesenclast %xmm@10, %xmm@0
  aesenclast %xmm@10, %xmm@3
  aesenclast %xmm@10, %xmm@2
  aesenclast %xmm@10, %xmm@8
  aesenclast %xmm@10, %xmm@15
  aesenclast %xmm@10, %xmm@7
  aesenclast %xmm@10, %xmm@9
  pxor %xmm@10, %xmm@10
  movdqu %xmm@10, 216(%rsp)
  movdqa %xmm@4, 64(%rsp)
  movdqa %xmm@0, 80(%rsp)
  movdqa %xmm@3, 96(%rsp)
  movdqa %xmm@2, 112(%rsp)
  movdqa %xmm@8, 128(%rsp)
  movdqa %xmm@15, 144(%rsp)
  movdqa %xmm@7, 160(%rsp)
  movdqa %xmm@9, 176(%rsp)
  movq %rdx, 192(%rsp)
  movq %rax, 200(%rsp)
  movq $16, 208(%rsp)
  testq %rax, %rax
  je L4
  movl $16, %r8d
  leaq -128(%rsp), %rcx
  jmp L16
L17:
  movdqa %xmm@10, -128(%rsp)
  addq %rsi, %rdx
  movq %rdi, %r8
  subq %rsi, %rax
  je L4
L16:
  cmpq $16, %rax
  movl $16, %esi
  cmovbq %rax, %rsi
  leaq 16(%r8), %rdi
  cmpq $160, %rdi
  je L4
  movdqa 48(%rsp,%r8), %xmm@0
  cmpq $16, %rax
  jb L18
  movdqu (%rdx), %xmm@4
  pxor %xmm@0, %xmm@4
  movdqu %xmm@4, (%rdx)
  addq %rsi, %rdx
  movq %rdi, %r8
  subq %rsi, %rax
  jne L16
  jmp L4
L18:
  movd %xmm@0, %r8d
  xorb %r8b, (%rdx)
  cmpq $1, %rax
  je L17
  pextrb $1, %xmm@0, %r8d
  xorb %r8b, 1(%rdx)
  cmpq $2, %rax
  je L17
  pextrb $2, %xmm@0, %r8d
  xorb %r8b, 2(%rdx)
  cmpq $3, %rax
  je L17
  pextrb $3, %xmm@0, %r8d
  xorb %r8b, 3(%rdx)
  cmpq $4, %rax
  je L17
  pextrb $4, %xmm@0, %r8d
  xorb %r8b, 4(%rdx)
  cmpq $5, %rax
  je L17
  pextrb $5, %xmm@0, %r8d
  xorb %r8b, 5(%rdx)
  cmpq $6, %rax
  je L17
  pextrb $6, %xmm@0, %r8d
  xorb %r8b, 6(%rdx)
  cmpq $7, %rax
  je L17
  pextrb $7, %xmm@0, %r8d
  xorb %r8b, 7(%rdx)
  cmpq $8, %rax
  je L17
  pextrb $8, %xmm@0, %r8d
  xorb %r8b, 8(%rdx)
  cmpq $9, %rax
  je L17
  pextrb $9, %xmm@0, %r8d
  xorb %r8b, 9(%rdx)
  cmpq $10, %rax
  je L17
  pextrb $10, %xmm@0, %r8d
  xorb %r8b, 10(%rdx)
  cmpq $11, %rax
  je L17
  pextrb $11, %xmm@0, %r8d
  xorb %r8b, 11(%rdx)
  cmpq $12, %rax
  je L17
  pextrb $12, %xmm@0, %r8d
  xorb %r8b, 12(%rdx)
  cmpq $13, %rax
  je L17
  pextrb $13, %xmm@0, %r8d
  xorb %r8b, 13(%rdx)
  cmpq $14, %rax
  je L17
  pextrb $14, %xmm@0, %r8d
  xorb %r8b, 14(%rdx)
  jmp L17
L4:
  addq $328, %rsp
  retq
L15:
  movd %xmm@0, %ecx
  xorb %cl, (%rdx)
  cmpl $1, %eax
  je L19
  pextrb $1, %xmm@0, %ecx
  xorb %cl, 1(%rdx)
  cmpl $2, %eax
  je L19
  pextrb $2, %xmm@0, %ecx
  xorb %cl, 2(%rdx)
  cmpl $3, %eax
  je L19
  pextrb $3, %xmm@0, %ecx
  xorb %cl, 3(%rdx)
  cmpl $4, %eax
  je L19
  pextrb $4, %xmm@0, %ecx
  xorb %cl, 4(%rdx)
  cmpl $5, %eax
  je L19
  pextrb $5, %xmm@0, %ecx
  xorb %cl, 5(%rdx)
  cmpl $6, %eax
  je L19
  pextrb $6, %xmm@0, %ecx
  xorb %cl, 6(%rdx)
  cmpl $7, %eax
  je L19
  pextrb $7, %xmm@0, %ecx
  xorb %cl, 7(%rdx)
  cmpl $8, %eax
  je L19
  pextrb $8, %xmm@0, %ecx
  xorb %cl, 8(%rdx)
  cmpl $9, %eax
  je L19
  pextrb $9, %xmm@0, %ecx
  xorb %cl, 9(%rdx)
  cmpl $10, %eax
  je L19
  pextrb $10, %xmm@0, %ecx
  xorb %cl, 10(%rdx)
  cmpl $11, %eax
  je L19
  pextrb $11, %xmm@0, %ecx
  xorb %cl, 11(%rdx)
  cmpl $12, %eax
  je L19
  pextrb $12, %xmm@0, %ecx
  xorb %cl, 12(%rdx)
  cmpl $13, %eax
  je L19
  pextrb $13, %xmm@0, %ecx
  xorb %cl, 13(%rdx)
  cmpl $14, %eax
  je L19
  pextrb $14, %xmm@0, %eax
  xorb %al, 14(%rdx)
L19:
  pxor %xmm@0, %xmm@0
  movdqa %xmm@0, 48(%rsp)
  leaq 48(%rsp), %rax
  addq $328, %rsp
  retq
== hw_gcm_siv::arch::x86_64::aesni_clmul::derive#0
  pushq %r14
  pushq %rbx
  subq $280, %rsp
  movq %rcx, %rbx
  movq %rdx, %r14
  movq %rsi, %rdx
  movq %rdi, %rsi
  movq %rsp, %rdi
  callq hw_gcm_siv::arch::x86_64::aesni_clmul::short_keys
  movaps (%rsp), %xmm@0
  movaps 16(%rsp), %xmm@1
  movaps 32(%rsp), %xmm@2
  movaps 48(%rsp), %xmm@3
  movaps 64(%rsp), %xmm@4
  movaps 80(%rsp), %xmm@5
  movaps 96(%rsp), %xmm@6
  movaps 112(%rsp), %xmm@7
  movaps 128(%rsp), %xmm@8
  movaps 144(%rsp), %xmm@9
  movaps 160(%rsp), %xmm@10
  movaps 176(%rsp), %xmm@11
  movaps 192(%rsp), %xmm@12
  movaps 208(%rsp), %xmm@13
  movaps 224(%rsp), %xmm@14
  movaps 240(%rsp), %xmm@15
  movups %xmm@0, (%r14)
  movaps %xmm@1, (%rbx)
  movaps %xmm@2, 16(%rbx)
  movaps %xmm@3, 32(%rbx)
  movaps %xmm@4, 48(%rbx)
  movaps %xmm@5, 64(%rbx)
  movaps %xmm@6, 80(%rbx)
  movaps %xmm@7, 96(%rbx)
  movaps %xmm@8, 112(%rbx)
  movaps %xmm@9, 128(%rbx)
  movaps %xmm@10, 144(%rbx)
  movaps %xmm@11, 160(%rbx)
  movaps %xmm@12, 176(%rbx)
  movaps %xmm@13, 192(%rbx)
  movaps %xmm@14, 208(%rbx)
  movaps %xmm@15, 224(%rbx)
  addq $280, %rsp
  popq %rbx
  popq %r14
  retq
== hw_gcm_siv::arch::x86_64::aesni_clmul::encrypt_block#0
  movdqu (%rsi), %xmm@0
  pxor (%rdi), %xmm@0
  aesenc 16(%rdi), %xmm@0
  aesenc 32(%rdi), %xmm@0
  aesenc 48(%rdi), %xmm@0
  aesenc 64(%rdi), %xmm@0
  aesenc 80(%rdi), %xmm@0
  aesenc 96(%rdi), %xmm@0
  aesenc 112(%rdi), %xmm@0
  aesenc 128(%rdi), %xmm@0
  aesenc 144(%rdi), %xmm@0
  aesenc 160(%rdi), %xmm@0
  aesenc 176(%rdi), %xmm@0
  aesenc 192(%rdi), %xmm@0
  aesenc 208(%rdi), %xmm@0
  aesenclast 224(%rdi), %xmm@0
  movdqu %xmm@0, (%rsi)
  retq
== hw_gcm_siv::arch::x86_64::aesni_clmul::open_groups#0
  cmpq $128, %r9
  jae L0
  xorl %eax, %eax
  retq
L0:
  subq $280, %rsp
  movq %r9, %rax
  movups (%rdx), %xmm@0
  movaps %xmm@0, -48(%rsp)
  movups 16(%rdx), %xmm@0
  movaps %xmm@0, -64(%rsp)
  movups 32(%rdx), %xmm@0
  movaps %xmm@0, -80(%rsp)
  movups 48(%rdx), %xmm@0
  movaps %xmm@0, -96(%rsp)
  movups 64(%rdx), %xmm@0
  movaps %xmm@0, 240(%rsp)
  movups 80(%rdx), %xmm@0
  movaps %xmm@0, -112(%rsp)
  movups 96(%rdx), %xmm@0
  movaps %xmm@0, -32(%rsp)
  movups 112(%rdx), %xmm@0
  movaps %xmm@0, 224(%rsp)
  movabsq $9223372036854775680, %rdx
  andq %rdx, %rax
  leaq (%r8,%rax), %rdx
  movdqu (%rcx), %xmm@1
  movdqu (%rsi), %xmm@2
  movaps (%rdi), %xmm@0
  movaps %xmm@0, 208(%rsp)
  movaps 16(%rdi), %xmm@0
  movaps %xmm@0, 192(%rsp)
  movaps 32(%rdi), %xmm@0
  movaps %xmm@0, 176(%rsp)
  movaps 48(%rdi), %xmm@0
  movaps %xmm@0, 160(%rsp)
  movaps 224(%rdi), %xmm@0
  movaps %xmm@0, 144(%rsp)
  movaps 64(%rdi), %xmm@0
  movaps %xmm@0, 128(%rsp)
  movabsq $-4467570830351532032, %rsi
  movaps 80(%rdi), %xmm@0
  movaps %xmm@0, 112(%rsp)
  movaps 96(%rdi), %xmm@0
  movaps %xmm@0, 96(%rsp)
  movaps 112(%rdi), %xmm@0
  movaps %xmm@0, 80(%rsp)
  movaps 128(%rdi), %xmm@0
  movaps %xmm@0, 64(%rsp)
  movaps 144(%rdi), %xmm@0
  movaps %xmm@0, 48(%rsp)
  movaps 160(%rdi), %xmm@0
  movaps %xmm@0, 32(%rsp)
  movaps 176(%rdi), %xmm@0
  movaps %xmm@0, 16(%rsp)
  movaps 192(%rdi), %xmm@0
  movaps %xmm@0, (%rsp)
  movdqa 208(%rdi), %xmm@0
  movdqa %xmm@0, -16(%rsp)
L1:
  movdqa %xmm@2, -128(%rsp)
  movdqa -128(%rsp), %xmm@3
  paddd C0(%rip), %xmm@3
  movdqa -128(%rsp), %xmm@4
  movdqa -128(%rsp), %xmm@2
  paddd C1(%rip), %xmm@4
  paddd C2(%rip), %xmm@2
  movdqa -128(%rsp), %xmm@5
  movdqa -128(%rsp), %xmm@6
  paddd C3(%rip), %xmm@5
  paddd C4(%rip), %xmm@6
  movdqa -128(%rsp), %xmm@7
  movdqa -128(%rsp), %xmm@8
  paddd C5(%rip), %xmm@7
  paddd C6(%rip), %xmm@8
  movdqa 208(%rsp), %xmm@0
  movdqa %xmm@0, %xmm@9
  pxor -128(%rsp), %xmm@9
  pxor %xmm@0, %xmm@3
  pxor %xmm@0, %xmm@4
  pxor %xmm@0, %xmm@2
  pxor %xmm@0, %xmm@5
  pxor %xmm@0, %xmm@6
  pxor %xmm@0, %xmm@7
  pxor %xmm@0, %xmm@8
  movdqa 192(%rsp), %xmm@0
  aesenc %xmm@0, %xmm@9
  aesenc %xmm@0, %xmm@3
  aesenc %xmm@0, %xmm@4
  aesenc %xmm@0, %xmm@2
  aesenc %xmm@0, %xmm@5
  aesenc %xmm@0, %xmm@6
  aesenc %xmm@0, %xmm@7
  aesenc %xmm@0, %xmm@8
  movdqa 176(%rsp), %xmm@0
  aesenc %xmm@0, %xmm@9
  aesenc %xmm@0, %xmm@3
  aesenc %xmm@0, %xmm@4
  aesenc %xmm@0, %xmm@2
  aesenc %xmm@0, %xmm@5
  aesenc %xmm@0, %xmm@6
  aesenc %xmm@0, %xmm@7
  aesenc %xmm@0, %xmm@8
  movdqa 160(%rsp), %xmm@0
  aesenc %xmm@0, %xmm@9
  aesenc %xmm@0, %xmm@3
  aesenc %xmm@0, %xmm@4
  aesenc %xmm@0, %xmm@2
  aesenc %xmm@0, %xmm@5
  aesenc %xmm@0, %xmm@6
  aesenc %xmm@0, %xmm@7
  aesenc %xmm@0, %xmm@8
  movdqa 128(%rsp), %xmm@0
  aesenc %xmm@0, %xmm@9
  aesenc %xmm@0, %xmm@3
  aesenc %xmm@0, %xmm@4
  aesenc %xmm@0, %xmm@2
  aesenc %xmm@0, %xmm@5
  aesenc %xmm@0, %xmm@6
  aesenc %xmm@0, %xmm@7
  aesenc %xmm@0, %xmm@8
  movdqa 112(%rsp), %xmm@0
  aesenc %xmm@0, %xmm@9
  aesenc %xmm@0, %xmm@3
  aesenc %xmm@0, %xmm@4
  aesenc %xmm@0, %xmm@2
  aesenc %xmm@0, %xmm@5
  aesenc %xmm@0, %xmm@6
  aesenc %xmm@0, %xmm@7
  aesenc %xmm@0, %xmm@8
  movdqa 96(%rsp), %xmm@0
  aesenc %xmm@0, %xmm@9
  aesenc %xmm@0, %xmm@3
  aesenc %xmm@0, %xmm@4
  aesenc %xmm@0, %xmm@2
  aesenc %xmm@0, %xmm@5
  aesenc %xmm@0, %xmm@6
  aesenc %xmm@0, %xmm@7
  aesenc %xmm@0, %xmm@8
  movdqa 80(%rsp), %xmm@0
  aesenc %xmm@0, %xmm@9
  aesenc %xmm@0, %xmm@3
  aesenc %xmm@0, %xmm@4
  aesenc %xmm@0, %xmm@2
  aesenc %xmm@0, %xmm@5
  aesenc %xmm@0, %xmm@6
  aesenc %xmm@0, %xmm@7
  aesenc %xmm@0, %xmm@8
  movdqa 64(%rsp), %xmm@0
  aesenc %xmm@0, %xmm@9
  aesenc %xmm@0, %xmm@3
  aesenc %xmm@0, %xmm@4
  aesenc %xmm@0, %xmm@2
  aesenc %xmm@0, %xmm@5
  aesenc %xmm@0, %xmm@6
  aesenc %xmm@0, %xmm@7
  aesenc %xmm@0, %xmm@8
  movdqa 48(%rsp), %xmm@0
  aesenc %xmm@0, %xmm@9
  aesenc %xmm@0, %xmm@3
  aesenc %xmm@0, %xmm@4
  aesenc %xmm@0, %xmm@2
  aesenc %xmm@0, %xmm@5
  aesenc %xmm@0, %xmm@6
  aesenc %xmm@0, %xmm@7
  aesenc %xmm@0, %xmm@8
  movdqa 32(%rsp), %xmm@0
  aesenc %xmm@0, %xmm@9
  aesenc %xmm@0, %xmm@3
  aesenc %xmm@0, %xmm@4
  aesenc %xmm@0, %xmm@2
  aesenc %xmm@0, %xmm@5
  aesenc %xmm@0, %xmm@6
  aesenc %xmm@0, %xmm@7
  aesenc %xmm@0, %xmm@8
  movdqa 16(%rsp), %xmm@0
  aesenc %xmm@0, %xmm@9
  aesenc %xmm@0, %xmm@3
  aesenc %xmm@0, %xmm@4
  aesenc %xmm@0, %xmm@2
  aesenc %xmm@0, %xmm@5
  aesenc %xmm@0, %xmm@6
  aesenc %xmm@0, %xmm@7
  aesenc %xmm@0, %xmm@8
  movdqa (%rsp), %xmm@0
  aesenc %xmm@0, %xmm@9
  aesenc %xmm@0, %xmm@3
  aesenc %xmm@0, %xmm@4
  aesenc %xmm@0, %xmm@2
  aesenc %xmm@0, %xmm@5
  aesenc %xmm@0, %xmm@6
  aesenc %xmm@0, %xmm@7
  aesenc %xmm@0, %xmm@8
  movdqa -16(%rsp), %xmm@10
  aesenc %xmm@10, %xmm@9
  aesenc %xmm@10, %xmm@3
  aesenc %xmm@10, %xmm@4
  aesenc %xmm@10, %xmm@2
  aesenc %xmm@10, %xmm@5
  aesenc %xmm@10, %xmm@6
  movdqa 144(%rsp), %xmm@0
  aesenclast %xmm@0, %xmm@9
  aesenclast %xmm@0, %xmm@3
  aesenclast %xmm@0, %xmm@4
  aesenclast %xmm@0, %xmm@2
  aesenc %xmm@10, %xmm@7
  aesenclast %xmm@0, %xmm@5
  movdqu (%r8), %xmm@11
  pxor %xmm@9, %xmm@11
  movdqu 16(%r8), %xmm@9
  pxor %xmm@3, %xmm@9
  movdqu 32(%r8), %xmm@12
  pxor %xmm@4, %xmm@12
  movdqu 48(%r8), %xmm@13
  pxor %xmm@2, %xmm@13
  movdqu %xmm@11, (%r8)
  movdqu %xmm@9, 16(%r8)
  movdqa %xmm@9, %xmm@3
  movdqa %xmm@9, 256(%rsp)
  movdqu %xmm@12, 32(%r8)
  movdqu %xmm@13, 48(%r8)
  aesenc %xmm@10, %xmm@8
  movdqu 64(%r8), %xmm@4
  pxor %xmm@5, %xmm@4
  aesenclast %xmm@0, %xmm@6
  movdqu %xmm@4, 64(%r8)
  movdqu 80(%r8), %xmm@5
  aesenclast %xmm@0, %xmm@7
  pxor %xmm@6, %xmm@5
  movdqu %xmm@5, 80(%r8)
  aesenclast %xmm@0, %xmm@8
  movdqu 96(%r8), %xmm@6
  pxor %xmm@7, %xmm@6
  movdqu %xmm@6, 96(%r8)
  movdqu 112(%r8), %xmm@9
  movdqa %xmm@13, %xmm@7
  pclmulqdq $1, -96(%rsp), %xmm@7
  movdqa %xmm@12, %xmm@2
  movdqa -80(%rsp), %xmm@14
  pclmulqdq $1, %xmm@14, %xmm@2
  movdqa %xmm@3, %xmm@15
  pxor %xmm@1, %xmm@11
  movdqa %xmm@11, %xmm@1
  movdqa -48(%rsp), %xmm@0
  pclmulqdq $16, %xmm@0, %xmm@1
  movdqa %xmm@11, %xmm@10
  pclmulqdq $1, %xmm@0, %xmm@10
  pxor %xmm@1, %xmm@10
  movdqa %xmm@5, %xmm@1
  movdqa -64(%rsp), %xmm@0
  pclmulqdq $1, %xmm@0, %xmm@15
  pxor %xmm@15, %xmm@10
  movdqa %xmm@3, %xmm@15
  pclmulqdq $1, -112(%rsp), %xmm@1
  pclmulqdq $16, %xmm@0, %xmm@15
  pxor %xmm@2, %xmm@15
  movdqa %xmm@12, %xmm@3
  pxor %xmm@10, %xmm@15
  pclmulqdq $16, %xmm@14, %xmm@3
  pxor %xmm@7, %xmm@3
  movdqa %xmm@13, %xmm@2
  movdqa %xmm@6, %xmm@7
  movdqa -96(%rsp), %xmm@14
  pclmulqdq $16, %xmm@14, %xmm@2
  pxor %xmm@3, %xmm@2
  movdqa %xmm@4, %xmm@10
  pclmulqdq $1, -32(%rsp), %xmm@7
  movdqa 240(%rsp), %xmm@3
  pclmulqdq $1, %xmm@3, %xmm@10
  pxor %xmm@15, %xmm@2
  movdqa %xmm@4, %xmm@15
  pxor %xmm@8, %xmm@9
  pclmulqdq $16, %xmm@3, %xmm@15
  pxor %xmm@10, %xmm@15
  movdqa %xmm@5, %xmm@8
  pxor %xmm@1, %xmm@15
  movdqa -112(%rsp), %xmm@0
  pclmulqdq $16, %xmm@0, %xmm@8
  movdqa %xmm@6, %xmm@1
  movdqa %xmm@5, %xmm@10
  pxor %xmm@15, %xmm@8
  pclmulqdq $17, %xmm@0, %xmm@10
  movdqa %xmm@4, %xmm@15
  pclmulqdq $17, %xmm@3, %xmm@15
  movdqa -32(%rsp), %xmm@0
  pclmulqdq $16, %xmm@0, %xmm@1
  pxor %xmm@10, %xmm@15
  movdqa %xmm@13, %xmm@10
  pclmulqdq $17, %xmm@14, %xmm@10
  pxor %xmm@2, %xmm@8
  movdqa %xmm@12, %xmm@2
  pclmulqdq $17, -80(%rsp), %xmm@2
  pxor %xmm@10, %xmm@2
  pxor %xmm@7, %xmm@1
  movdqa 256(%rsp), %xmm@14
  movdqa %xmm@14, %xmm@10
  pclmulqdq $17, -64(%rsp), %xmm@10
  movdqa %xmm@11, %xmm@7
  pclmulqdq $17, -48(%rsp), %xmm@7
  pxor %xmm@10, %xmm@7
  movdqa %xmm@6, %xmm@10
  pclmulqdq $17, %xmm@0, %xmm@10
  pxor %xmm@10, %xmm@15
  pxor %xmm@2, %xmm@7
  pxor %xmm@15, %xmm@7
  pclmulqdq $0, %xmm@3, %xmm@4
  movdqa -128(%rsp), %xmm@2
  pclmulqdq $0, -112(%rsp), %xmm@5
  pxor %xmm@5, %xmm@4
  pclmulqdq $0, %xmm@0, %xmm@6
  pxor %xmm@6, %xmm@4
  pclmulqdq $0, -96(%rsp), %xmm@13
  pclmulqdq $0, -80(%rsp), %xmm@12
  pxor %xmm@13, %xmm@12
  pclmulqdq $0, -64(%rsp), %xmm@14
  pclmulqdq $0, -48(%rsp), %xmm@11
  pxor %xmm@14, %xmm@11
  pxor %xmm@12, %xmm@11
  pxor %xmm@4, %xmm@11
  movdqa %xmm@9, %xmm@10
  movdqa 224(%rsp), %xmm@0
  pclmulqdq $0, %xmm@0, %xmm@10
  pxor %xmm@11, %xmm@10
  movdqa %xmm@9, %xmm@15
  movdqu %xmm@9, 112(%r8)
  pclmulqdq $1, %xmm@0, %xmm@15
  pxor %xmm@1, %xmm@15
  movdqa %xmm@9, %xmm@14
  pclmulqdq $16, %xmm@0, %xmm@9
  pxor %xmm@15, %xmm@9
  pxor %xmm@8, %xmm@9
  movdqa %xmm@9, %xmm@15
  pclmulqdq $17, %xmm@0, %xmm@14
  pslldq $8, %xmm@15
  pxor %xmm@10, %xmm@15
  movq %rsi, %xmm@10
  pxor %xmm@7, %xmm@14
  pshufd $78, %xmm@15, %xmm@13
  pclmulqdq $0, %xmm@10, %xmm@15
  pxor %xmm@13, %xmm@15
  psrldq $8, %xmm@9
  pclmulqdq $0, %xmm@15, %xmm@10
  pshufd $78, %xmm@15, %xmm@1
  pxor %xmm@9, %xmm@1
  pxor %xmm@14, %xmm@1
  pxor %xmm@10, %xmm@1
  paddd C7(%rip), %xmm@2
  subq $-128, %r8
  cmpq %rdx, %r8
  jne L1
  movdqu %xmm@1, (%rcx)
  addq $280, %rsp
  retq
== hw_gcm_siv::arch::x86_64::aesni_clmul::short#0
  pushq %rbp
  pushq %r15
  pushq %r14
  pushq %r13
  pushq %r12
  pushq %rbx
  subq $568, %rsp
  movq %r9, %rbx
  movq %r8, %r13
  movq %rcx, %rbp
  movq %rdi, %r14
  movq 624(%rsp), %r15
  leaq 288(%rsp), %rdi
  callq hw_gcm_siv::arch::x86_64::aesni_clmul::short_keys
  movaps 288(%rsp), %xmm@0
  movaps %xmm@0, 16(%rsp)
  leaq 304(%rsp), %rsi
  leaq 48(%rsp), %r12
  movl $240, %edx
  movq %r12, %rdi
  callq *memcpy@GOTPCREL(%rip)
  movaps 544(%rsp), %xmm@0
  movaps %xmm@0, (%rsp)
  movaps 16(%rsp), %xmm@0
  movaps %xmm@0, 288(%rsp)
  leaq 32(%rsp), %rdi
  leaq 288(%rsp), %rsi
  movq %rbp, %rdx
  movq %r13, %rcx
  movq %rbx, %r8
  movq %r15, %r9
  callq hw_gcm_siv::arch::x86_64::aesni_clmul::short_hash
  movdqa (%rsp), %xmm@1
  psrldq $4, %xmm@1
  pxor 32(%rsp), %xmm@1
  pand C0(%rip), %xmm@1
  pxor 48(%rsp), %xmm@1
  aesenc 64(%rsp), %xmm@1
  aesenc 80(%rsp), %xmm@1
  aesenc 96(%rsp), %xmm@1
  aesenc 112(%rsp), %xmm@1
  aesenc 128(%rsp), %xmm@1
  aesenc 144(%rsp), %xmm@1
  aesenc 160(%rsp), %xmm@1
  aesenc 176(%rsp), %xmm@1
  aesenc 192(%rsp), %xmm@1
  aesenc 208(%rsp), %xmm@1
  aesenc 224(%rsp), %xmm@1
  aesenc 240(%rsp), %xmm@1
  aesenc 256(%rsp), %xmm@1
  aesenclast 272(%rsp), %xmm@1
  movdqa %xmm@1, (%rsp)
  movdqa C1(%rip), %xmm@0
  por %xmm@1, %xmm@0
  movdqa %xmm@0, 288(%rsp)
  leaq 288(%rsp), %rsi
  movq %r12, %rdi
  movq %rbx, %rdx
  movq %r15, %rcx
  callq hw_gcm_siv::arch::x86_64::aesni_clmul::ctr_keys
  movaps (%rsp), %xmm@0
  movups %xmm@0, (%r14)
  addq $568, %rsp
  popq %rbx
  popq %r12
  popq %r13
  popq %r14
  popq %r15
  popq %rbp
  retq
== hw_gcm_siv::arch::x86_64::aesni_clmul::short#1
  pushq %rbp
  pushq %r15
  pushq %r14
  pushq %r13
  pushq %r12
  pushq %rbx
  subq $584, %rsp
  movq %r9, %r14
  movq %r8, %r15
  movq %rcx, %r12
  movq %rdi, 8(%rsp)
  movq 640(%rsp), %r13
  movq 648(%rsp), %rbx
  leaq 304(%rsp), %rdi
  callq hw_gcm_siv::arch::x86_64::aesni_clmul::short_keys
  movaps 304(%rsp), %xmm@0
  movaps %xmm@0, 16(%rsp)
  leaq 320(%rsp), %rsi
  leaq 64(%rsp), %rbp
  movl $240, %edx
  movq %rbp, %rdi
  callq *memcpy@GOTPCREL(%rip)
  movaps 560(%rsp), %xmm@0
  movaps %xmm@0, 32(%rsp)
  movups (%rbx), %xmm@0
  orps C0(%rip), %xmm@0
  movaps %xmm@0, 304(%rsp)
  leaq 304(%rsp), %rsi
  movq %rbp, %rdi
  movq %r14, %rdx
  movq %r13, %rcx
  callq hw_gcm_siv::arch::x86_64::aesni_clmul::ctr_keys
  movaps 16(%rsp), %xmm@0
  movaps %xmm@0, 304(%rsp)
  leaq 48(%rsp), %rdi
  leaq 304(%rsp), %rsi
  movq %r12, %rdx
  movq %r15, %rcx
  movq %r14, %r8
  movq %r13, %r9
  callq hw_gcm_siv::arch::x86_64::aesni_clmul::short_hash
  movdqa 32(%rsp), %xmm@0
  psrldq $4, %xmm@0
  pxor 48(%rsp), %xmm@0
  pand C1(%rip), %xmm@0
  pxor 64(%rsp), %xmm@0
  aesenc 80(%rsp), %xmm@0
  aesenc 96(%rsp), %xmm@0
  aesenc 112(%rsp), %xmm@0
  aesenc 128(%rsp), %xmm@0
  aesenc 144(%rsp), %xmm@0
  aesenc 160(%rsp), %xmm@0
  aesenc 176(%rsp), %xmm@0
  aesenc 192(%rsp), %xmm@0
  aesenc 208(%rsp), %xmm@0
  aesenc 224(%rsp), %xmm@0
  aesenc 240(%rsp), %xmm@0
  aesenc 256(%rsp), %xmm@0
  aesenc 272(%rsp), %xmm@0
  aesenclast 288(%rsp), %xmm@0
  movq 8(%rsp), %rax
  movdqu %xmm@0, (%rax)
  addq $584, %rsp
  popq %rbx
  popq %r12
  popq %r13
  popq %r14
  popq %r15
  popq %rbp
  retq
== hw_gcm_siv::arch::x86_64::aesni_clmul::short_hash#0
  pushq %rbp
  pushq %r15
  pushq %r14
  pushq %r13
  pushq %r12
  pushq %rbx
  subq $248, %rsp
  movq %r9, %r15
  movq %r8, %r14
  movq %rcx, %r13
  movq %rdx, %r12
  movq %rdi, %rbp
  movq %r9, %xmm@0
  movq %rcx, %xmm@1
  punpcklqdq %xmm@0, %xmm@1
  psllq $3, %xmm@1
  movdqa %xmm@1, 80(%rsp)
  leaq 15(%rcx), %rax
  shrq $4, %rax
  leaq 15(%r9), %rcx
  shrq $4, %rcx
  addq %rax, %rcx
  movdqa (%rsi), %xmm@2
  cmpq $4, %rcx
  movdqa %xmm@2, 64(%rsp)
  jae L0
  movq %rbp, 32(%rsp)
  testq %r13, %r13
  je L1
  movabsq $-4467570830351532032, %rax
  movq %rax, %xmm@3
  leaq 112(%rsp), %rbp
  pxor %xmm@4, %xmm@4
  movdqa %xmm@3, 48(%rsp)
  jmp L2
L3:
  movdqu (%r12), %xmm@0
L4:
  pxor %xmm@4, %xmm@0
  addq %rbx, %r12
  movdqa %xmm@0, %xmm@1
  pclmulqdq $0, %xmm@2, %xmm@1
  movdqa %xmm@0, %xmm@5
  pclmulqdq $17, %xmm@2, %xmm@5
  movdqa %xmm@0, %xmm@6
  pclmulqdq $1, %xmm@2, %xmm@6
  pclmulqdq $16, %xmm@2, %xmm@0
  pxor %xmm@6, %xmm@0
  movdqa %xmm@0, %xmm@6
  pslldq $8, %xmm@6
  pxor %xmm@1, %xmm@6
  psrldq $8, %xmm@0
  pxor %xmm@5, %xmm@0
  pshufd $78, %xmm@6, %xmm@1
  pclmulqdq $0, %xmm@3, %xmm@6
  pxor %xmm@1, %xmm@6
  pshufd $78, %xmm@6, %xmm@4
  pclmulqdq $0, %xmm@3, %xmm@6
  pxor %xmm@0, %xmm@4
  pxor %xmm@6, %xmm@4
  subq %rbx, %r13
  je L5
L2:
  cmpq $16, %r13
  movl $16, %ebx
  cmovbq %r13, %rbx
  jae L3
  movl $16, %edx
  subq %rbx, %rdx
  leaq (%rsp,%rbx), %rdi
  addq $112, %rdi
  xorl %esi, %esi
  movdqa %xmm@4, 16(%rsp)
  callq *memset@GOTPCREL(%rip)
  movq %rbp, %rdi
  movq %r12, %rsi
  movq %rbx, %rdx
  callq *memcpy@GOTPCREL(%rip)
  movdqa 48(%rsp), %xmm@3
  movdqa 16(%rsp), %xmm@4
  movdqa 64(%rsp), %xmm@2
  movdqa 112(%rsp), %xmm@0
  pxor %xmm@1, %xmm@1
  movdqa %xmm@1, 112(%rsp)
  jmp L4
L0:
  movdqa %xmm@2, %xmm@0
  pclmulqdq $0, %xmm@2, %xmm@0
  movdqa %xmm@2, %xmm@1
  pclmulqdq $17, %xmm@2, %xmm@1
  movdqa %xmm@2, %xmm@5
  pclmulqdq $1, %xmm@2, %xmm@5
  pxor %xmm@5, %xmm@5
  movdqa %xmm@5, %xmm@6
  pslldq $8, %xmm@6
  pxor %xmm@0, %xmm@6
  psrldq $8, %xmm@5
  pxor %xmm@1, %xmm@5
  movabsq $-4467570830351532032, %rax
  movq %rax, %xmm@7
  pshufd $78, %xmm@6, %xmm@0
  pclmulqdq $0, %xmm@7, %xmm@6
  pxor %xmm@0, %xmm@6
  pshufd $78, %xmm@6, %xmm@8
  pclmulqdq $0, %xmm@7, %xmm@6
  pxor %xmm@5, %xmm@8
  pxor %xmm@6, %xmm@8
  movdqa %xmm@8, %xmm@0
  pclmulqdq $0, %xmm@2, %xmm@0
  movdqa %xmm@8, %xmm@1
  pclmulqdq $17, %xmm@2, %xmm@1
  movdqa %xmm@8, %xmm@5
  pclmulqdq $1, %xmm@2, %xmm@5
  movdqa %xmm@8, %xmm@6
  pclmulqdq $16, %xmm@2, %xmm@6
  pxor %xmm@5, %xmm@6
  movdqa %xmm@6, %xmm@5
  pslldq $8, %xmm@5
  pxor %xmm@0, %xmm@5
  psrldq $8, %xmm@6
  pxor %xmm@1, %xmm@6
  pshufd $78, %xmm@5, %xmm@0
  pclmulqdq $0, %xmm@7, %xmm@5
  pxor %xmm@0, %xmm@5
  pshufd $78, %xmm@5, %xmm@0
  pclmulqdq $0, %xmm@7, %xmm@5
  pxor %xmm@6, %xmm@0
  pxor %xmm@5, %xmm@0
  movdqa %xmm@8, %xmm@1
  pclmulqdq $0, %xmm@8, %xmm@1
  movdqa %xmm@8, %xmm@5
  pclmulqdq $17, %xmm@8, %xmm@5
  movdqa %xmm@8, %xmm@6
  pclmulqdq $1, %xmm@8, %xmm@6
  pxor %xmm@6, %xmm@6
  movdqa %xmm@6, %xmm@4
  pslldq $8, %xmm@4
  pxor %xmm@1, %xmm@4
  psrldq $8, %xmm@6
  pxor %xmm@5, %xmm@6
  pshufd $78, %xmm@4, %xmm@1
  pclmulqdq $0, %xmm@7, %xmm@4
  pxor %xmm@1, %xmm@4
  pshufd $78, %xmm@4, %xmm@1
  pclmulqdq $0, %xmm@7, %xmm@4
  pxor %xmm@6, %xmm@1
  pxor %xmm@4, %xmm@1
  movdqa %xmm@1, %xmm@5
  pclmulqdq $0, %xmm@2, %xmm@5
  movdqa %xmm@1, %xmm@6
  pclmulqdq $17, %xmm@2, %xmm@6
  movdqa %xmm@1, %xmm@4
  pclmulqdq $1, %xmm@2, %xmm@4
  movdqa %xmm@1, %xmm@3
  pclmulqdq $16, %xmm@2, %xmm@3
  pxor %xmm@4, %xmm@3
  movdqa %xmm@3, %xmm@4
  pslldq $8, %xmm@4
  pxor %xmm@5, %xmm@4
  psrldq $8, %xmm@3
  pxor %xmm@6, %xmm@3
  pshufd $78, %xmm@4, %xmm@5
  pclmulqdq $0, %xmm@7, %xmm@4
  pxor %xmm@5, %xmm@4
  pshufd $78, %xmm@4, %xmm@5
  pclmulqdq $0, %xmm@7, %xmm@4
  pxor %xmm@3, %xmm@5
  pxor %xmm@4, %xmm@5
  movdqa %xmm@1, %xmm@6
  pclmulqdq $0, %xmm@8, %xmm@6
  movdqa %xmm@1, %xmm@4
  pclmulqdq $17, %xmm@8, %xmm@4
  movdqa %xmm@1, %xmm@3
  pclmulqdq $1, %xmm@8, %xmm@3
  movdqa %xmm@1, %xmm@9
  pclmulqdq $16, %xmm@8, %xmm@9
  pxor %xmm@3, %xmm@9
  movdqa %xmm@9, %xmm@3
  pslldq $8, %xmm@3
  pxor %xmm@6, %xmm@3
  psrldq $8, %xmm@9
  pxor %xmm@4, %xmm@9
  pshufd $78, %xmm@3, %xmm@6
  pclmulqdq $0, %xmm@7, %xmm@3
  pxor %xmm@6, %xmm@3
  pshufd $78, %xmm@3, %xmm@6
  pclmulqdq $0, %xmm@7, %xmm@3
  pxor %xmm@9, %xmm@6
  pxor %xmm@3, %xmm@6
  movdqa %xmm@1, %xmm@4
  pclmulqdq $0, %xmm@0, %xmm@4
  movdqa %xmm@1, %xmm@3
  pclmulqdq $17, %xmm@0, %xmm@3
  movdqa %xmm@1, %xmm@9
  pclmulqdq $1, %xmm@0, %xmm@9
  movdqa %xmm@1, %xmm@10
  pclmulqdq $16, %xmm@0, %xmm@10
  pxor %xmm@9, %xmm@10
  movdqa %xmm@10, %xmm@9
  pslldq $8, %xmm@9
  pxor %xmm@4, %xmm@9
  psrldq $8, %xmm@10
  pxor %xmm@3, %xmm@10
  pshufd $78, %xmm@9, %xmm@4
  pclmulqdq $0, %xmm@7, %xmm@9
  pxor %xmm@4, %xmm@9
  pshufd $78, %xmm@9, %xmm@4
  pclmulqdq $0, %xmm@7, %xmm@9
  pxor %xmm@10, %xmm@4
  pxor %xmm@9, %xmm@4
  movdqa %xmm@1, %xmm@3
  pclmulqdq $0, %xmm@1, %xmm@3
  movdqa %xmm@1, %xmm@9
  pclmulqdq $17, %xmm@1, %xmm@9
  movdqa %xmm@1, %xmm@10
  pclmulqdq $1, %xmm@1, %xmm@10
  pxor %xmm@10, %xmm@10
  movdqa %xmm@10, %xmm@11
  pslldq $8, %xmm@11
  pxor %xmm@3, %xmm@11
  psrldq $8, %xmm@10
  pxor %xmm@9, %xmm@10
  pshufd $78, %xmm@11, %xmm@3
  pclmulqdq $0, %xmm@7, %xmm@11
  pxor %xmm@3, %xmm@11
  pshufd $78, %xmm@11, %xmm@3
  movdqa %xmm@7, 16(%rsp)
  pclmulqdq $0, %xmm@7, %xmm@11
  pxor %xmm@10, %xmm@3
  pxor %xmm@11, %xmm@3
  movdqa %xmm@3, 112(%rsp)
  movdqa %xmm@4, 128(%rsp)
  movdqa %xmm@6, 144(%rsp)
  movdqa %xmm@5, 160(%rsp)
  movdqa %xmm@1, 176(%rsp)
  movdqa %xmm@0, 192(%rsp)
  movdqa %xmm@8, 48(%rsp)
  movdqa %xmm@8, 208(%rsp)
  movdqa %xmm@2, 224(%rsp)
  movq %r13, %r8
  shrq $4, %r8
  pxor %xmm@0, %xmm@0
  movdqa %xmm@0, (%rsp)
  leaq 96(%rsp), %rdi
  leaq 112(%rsp), %rsi
  movq %rsp, %rdx
  movq %r12, %rcx
  callq hw_polyval::arch::x86_64::aesni_clmul::absorb
  movq %r13, %rdx
  movdqa 96(%rsp), %xmm@0
  andq $15, %rdx
  je L6
  andl $496, %r13d
  addq %r13, %r12
  pxor %xmm@1, %xmm@1
  movdqa %xmm@1, (%rsp)
  movq %rsp, %rdi
  movq %r12, %rsi
  movdqa %xmm@0, 32(%rsp)
  callq *memcpy@GOTPCREL(%rip)
  movdqa 32(%rsp), %xmm@4
  pxor (%rsp), %xmm@4
  movdqa %xmm@4, %xmm@0
  movdqa 64(%rsp), %xmm@6
  pclmulqdq $0, %xmm@6, %xmm@0
  movdqa %xmm@4, %xmm@1
  pclmulqdq $17, %xmm@6, %xmm@1
  movdqa %xmm@4, %xmm@5
  pclmulqdq $1, %xmm@6, %xmm@5
  pclmulqdq $16, %xmm@6, %xmm@4
  pxor %xmm@5, %xmm@4
  movdqa %xmm@4, %xmm@5
  pslldq $8, %xmm@5
  pxor %xmm@0, %xmm@5
  psrldq $8, %xmm@4
  pxor %xmm@1, %xmm@4
  pshufd $78, %xmm@5, %xmm@0
  movdqa 16(%rsp), %xmm@1
  pclmulqdq $0, %xmm@1, %xmm@5
  pxor %xmm@0, %xmm@5
  pshufd $78, %xmm@5, %xmm@0
  pclmulqdq $0, %xmm@1, %xmm@5
  pxor %xmm@4, %xmm@0
  pxor %xmm@5, %xmm@0
L6:
  movq %r15, %r8
  shrq $4, %r8
  movdqa %xmm@0, (%rsp)
  leaq 96(%rsp), %rdi
  leaq 112(%rsp), %rsi
  movq %rsp, %rdx
  movq %r14, %rcx
  callq hw_polyval::arch::x86_64::aesni_clmul::absorb
  movq %r15, %rbx
  movdqa 96(%rsp), %xmm@4
  andq $15, %rbx
  je L7
  andl $496, %r15d
  addq %r15, %r14
  movl $16, %edx
  subq %rbx, %rdx
  leaq (%rsp,%rbx), %rdi
  xorl %esi, %esi
  movdqa %xmm@4, 32(%rsp)
  callq *memset@GOTPCREL(%rip)
  movq %rsp, %r15
  movq %r15, %rdi
  movq %r14, %rsi
  movq %rbx, %rdx
  callq *memcpy@GOTPCREL(%rip)
  pxor %xmm@0, %xmm@0
  movdqa 32(%rsp), %xmm@6
  pxor (%rsp), %xmm@6
  movdqa %xmm@0, (%rsp)
  movdqa %xmm@6, %xmm@0
  movdqa 48(%rsp), %xmm@5
  pclmulqdq $1, %xmm@5, %xmm@0
  movdqa %xmm@6, %xmm@1
  pclmulqdq $16, %xmm@5, %xmm@1
  pxor %xmm@0, %xmm@1
  movdqa %xmm@6, %xmm@0
  pclmulqdq $17, %xmm@5, %xmm@0
  pclmulqdq $0, %xmm@5, %xmm@6
  movdqa 80(%rsp), %xmm@4
  movdqa %xmm@4, %xmm@5
  movdqa 64(%rsp), %xmm@3
  pclmulqdq $0, %xmm@3, %xmm@5
  pxor %xmm@6, %xmm@5
  movdqa %xmm@4, %xmm@6
  pclmulqdq $17, %xmm@3, %xmm@6
  pxor %xmm@0, %xmm@6
  movdqa %xmm@4, %xmm@0
  pclmulqdq $1, %xmm@3, %xmm@0
  pclmulqdq $16, %xmm@3, %xmm@4
  pxor %xmm@0, %xmm@4
  pxor %xmm@1, %xmm@4
  movdqa %xmm@4, %xmm@0
  pslldq $8, %xmm@0
  pxor %xmm@5, %xmm@0
  psrldq $8, %xmm@4
  pxor %xmm@6, %xmm@4
  pshufd $78, %xmm@0, %xmm@1
  movdqa 16(%rsp), %xmm@5
  pclmulqdq $0, %xmm@5, %xmm@0
  pxor %xmm@1, %xmm@0
  pclmulqdq $0, %xmm@0, %xmm@5
  pshufd $78, %xmm@0, %xmm@0
  pxor %xmm@4, %xmm@0
  pxor %xmm@5, %xmm@0
  jmp L8
L1:
  pxor %xmm@4, %xmm@4
L5:
  testq %r15, %r15
  je L9
  movabsq $-4467570830351532032, %rax
  movq %rax, %xmm@3
  movq memset@GOTPCREL(%rip), %rbx
  leaq 112(%rsp), %r12
  movq memcpy@GOTPCREL(%rip), %rbp
  movdqa %xmm@3, 48(%rsp)
  jmp L10
L11:
  movdqu (%r14), %xmm@0
L12:
  pxor %xmm@4, %xmm@0
  addq %r13, %r14
  movdqa %xmm@0, %xmm@1
  pclmulqdq $0, %xmm@2, %xmm@1
  movdqa %xmm@0, %xmm@5
  pclmulqdq $17, %xmm@2, %xmm@5
  movdqa %xmm@0, %xmm@6
  pclmulqdq $1, %xmm@2, %xmm@6
  pclmulqdq $16, %xmm@2, %xmm@0
  pxor %xmm@6, %xmm@0
  movdqa %xmm@0, %xmm@6
  pslldq $8, %xmm@6
  pxor %xmm@1, %xmm@6
  psrldq $8, %xmm@0
  pxor %xmm@5, %xmm@0
  pshufd $78, %xmm@6, %xmm@1
  pclmulqdq $0, %xmm@3, %xmm@6
  pxor %xmm@1, %xmm@6
  pshufd $78, %xmm@6, %xmm@4
  pclmulqdq $0, %xmm@3, %xmm@6
  pxor %xmm@0, %xmm@4
  pxor %xmm@6, %xmm@4
  subq %r13, %r15
  je L9
L10:
  cmpq $16, %r15
  movl $16, %r13d
  cmovbq %r15, %r13
  jae L11
  movl $16, %edx
  subq %r13, %rdx
  leaq (%rsp,%r13), %rdi
  addq $112, %rdi
  xorl %esi, %esi
  movdqa %xmm@4, 16(%rsp)
  callq *%rbx
  movq %r12, %rdi
  movq %r14, %rsi
  movq %r13, %rdx
  callq *%rbp
  movdqa 48(%rsp), %xmm@3
  movdqa 16(%rsp), %xmm@4
  movdqa 64(%rsp), %xmm@2
  movdqa 112(%rsp), %xmm@0
  pxor %xmm@1, %xmm@1
  movdqa %xmm@1, 112(%rsp)
  jmp L12
L9:
  pxor 80(%rsp), %xmm@4
  movdqa %xmm@4, %xmm@0
  pclmulqdq $0, %xmm@2, %xmm@0
  movdqa %xmm@4, %xmm@1
  pclmulqdq $17, %xmm@2, %xmm@1
  movdqa %xmm@4, %xmm@5
  pclmulqdq $1, %xmm@2, %xmm@5
  pclmulqdq $16, %xmm@2, %xmm@4
  pxor %xmm@5, %xmm@4
  movdqa %xmm@4, %xmm@5
  pslldq $8, %xmm@5
  pxor %xmm@0, %xmm@5
  psrldq $8, %xmm@4
  pxor %xmm@1, %xmm@4
  movabsq $-4467570830351532032, %rax
  movq %rax, %xmm@0
  pshufd $78, %xmm@5, %xmm@1
  pclmulqdq $0, %xmm@0, %xmm@5
  pxor %xmm@1, %xmm@5
  pclmulqdq $0, %xmm@5, %xmm@0
  pshufd $78, %xmm@5, %xmm@1
  pxor %xmm@4, %xmm@1
  pxor %xmm@0, %xmm@1
  movq 32(%rsp), %rax
  movdqa %xmm@1, (%rax)
  jmp L13
L7:
  pxor 80(%rsp), %xmm@4
  movdqa %xmm@4, %xmm@0
  movdqa 64(%rsp), %xmm@6
  pclmulqdq $0, %xmm@6, %xmm@0
  movdqa %xmm@4, %xmm@1
  pclmulqdq $17, %xmm@6, %xmm@1
  movdqa %xmm@4, %xmm@5
  pclmulqdq $1, %xmm@6, %xmm@5
  pclmulqdq $16, %xmm@6, %xmm@4
  pxor %xmm@5, %xmm@4
  movdqa %xmm@4, %xmm@5
  pslldq $8, %xmm@5
  pxor %xmm@0, %xmm@5
  psrldq $8, %xmm@4
  pxor %xmm@1, %xmm@4
  pshufd $78, %xmm@5, %xmm@0
  movdqa 16(%rsp), %xmm@1
  pclmulqdq $0, %xmm@1, %xmm@5
  pxor %xmm@0, %xmm@5
  pclmulqdq $0, %xmm@5, %xmm@1
  pshufd $78, %xmm@5, %xmm@0
  pxor %xmm@4, %xmm@0
  pxor %xmm@1, %xmm@0
L8:
  movdqa %xmm@0, (%rbp)
L13:
  addq $248, %rsp
  popq %rbx
  popq %r12
  popq %r13
  popq %r14
  popq %r15
  popq %rbp
  retq
== hw_gcm_siv::arch::x86_64::aesni_clmul::short_keys#0
  pxor %xmm@0, %xmm@0
  movdqa %xmm@0, -24(%rsp)
  movl 8(%rdx), %eax
  movl %eax, -12(%rsp)
  movq (%rdx), %rax
  movq %rax, -20(%rsp)
  movdqa -24(%rsp), %xmm@1
  movdqa (%rsi), %xmm@2
  movdqa 16(%rsi), %xmm@3
  movd C0(%rip), %xmm@4
  paddd %xmm@1, %xmm@4
  movd C1(%rip), %xmm@5
  paddd %xmm@1, %xmm@5
  movd C2(%rip), %xmm@6
  paddd %xmm@1, %xmm@6
  movd C3(%rip), %xmm@7
  paddd %xmm@1, %xmm@7
  movd C4(%rip), %xmm@8
  paddd %xmm@1, %xmm@8
  movdqa %xmm@1, %xmm@9
  pxor %xmm@2, %xmm@9
  pxor %xmm@2, %xmm@4
  pxor %xmm@2, %xmm@5
  pxor %xmm@2, %xmm@6
  pxor %xmm@2, %xmm@7
  aesenc %xmm@3, %xmm@9
  aesenc %xmm@3, %xmm@4
  aesenc %xmm@3, %xmm@5
  aesenc %xmm@3, %xmm@6
  aesenc %xmm@3, %xmm@7
  pxor %xmm@2, %xmm@8
  aesenc %xmm@3, %xmm@8
  movdqa 32(%rsi), %xmm@3
  aesenc %xmm@3, %xmm@9
  aesenc %xmm@3, %xmm@4
  aesenc %xmm@3, %xmm@5
  aesenc %xmm@3, %xmm@6
  aesenc %xmm@3, %xmm@7
  aesenc %xmm@3, %xmm@8
  movdqa 48(%rsi), %xmm@3
  aesenc %xmm@3, %xmm@9
  aesenc %xmm@3, %xmm@4
  aesenc %xmm@3, %xmm@5
  aesenc %xmm@3, %xmm@6
  aesenc %xmm@3, %xmm@7
  aesenc %xmm@3, %xmm@8
  movdqa 64(%rsi), %xmm@3
  aesenc %xmm@3, %xmm@9
  aesenc %xmm@3, %xmm@4
  aesenc %xmm@3, %xmm@5
  aesenc %xmm@3, %xmm@6
  aesenc %xmm@3, %xmm@7
  aesenc %xmm@3, %xmm@8
  movdqa 80(%rsi), %xmm@3
  aesenc %xmm@3, %xmm@9
  aesenc %xmm@3, %xmm@4
  aesenc %xmm@3, %xmm@5
  aesenc %xmm@3, %xmm@6
  aesenc %xmm@3, %xmm@7
  aesenc %xmm@3, %xmm@8
  movdqa 96(%rsi), %xmm@3
  aesenc %xmm@3, %xmm@9
  aesenc %xmm@3, %xmm@4
  aesenc %xmm@3, %xmm@5
  aesenc %xmm@3, %xmm@6
  aesenc %xmm@3, %xmm@7
  aesenc %xmm@3, %xmm@8
  movdqa 112(%rsi), %xmm@3
  aesenc %xmm@3, %xmm@9
  aesenc %xmm@3, %xmm@4
  aesenc %xmm@3, %xmm@5
  aesenc %xmm@3, %xmm@6
  aesenc %xmm@3, %xmm@7
  aesenc %xmm@3, %xmm@8
  movdqa 128(%rsi), %xmm@3
  aesenc %xmm@3, %xmm@9
  aesenc %xmm@3, %xmm@4
  aesenc %xmm@3, %xmm@5
  aesenc %xmm@3, %xmm@6
  aesenc %xmm@3, %xmm@7
  aesenc %xmm@3, %xmm@8
  movdqa 144(%rsi), %xmm@3
  aesenc %xmm@3, %xmm@9
  aesenc %xmm@3, %xmm@4
  aesenc %xmm@3, %xmm@5
  aesenc %xmm@3, %xmm@6
  aesenc %xmm@3, %xmm@7
  aesenc %xmm@3, %xmm@8
  movdqa 160(%rsi), %xmm@3
  aesenc %xmm@3, %xmm@9
  aesenc %xmm@3, %xmm@4
  aesenc %xmm@3, %xmm@5
  aesenc %xmm@3, %xmm@6
  aesenc %xmm@3, %xmm@7
  aesenc %xmm@3, %xmm@8
  movdqa 176(%rsi), %xmm@3
  aesenc %xmm@3, %xmm@9
  aesenc %xmm@3, %xmm@4
  aesenc %xmm@3, %xmm@5
  aesenc %xmm@3, %xmm@6
  aesenc %xmm@3, %xmm@7
  aesenc %xmm@3, %xmm@8
  movdqa 192(%rsi), %xmm@3
  aesenc %xmm@3, %xmm@9
  aesenc %xmm@3, %xmm@4
  aesenc %xmm@3, %xmm@5
  aesenc %xmm@3, %xmm@6
  aesenc %xmm@3, %xmm@7
  aesenc %xmm@3, %xmm@8
  movdqa 208(%rsi), %xmm@3
  aesenc %xmm@3, %xmm@9
  aesenc %xmm@3, %xmm@4
  aesenc %xmm@3, %xmm@5
  aesenc %xmm@3, %xmm@6
  aesenc %xmm@3, %xmm@7
  aesenc %xmm@3, %xmm@8
  movdqa 224(%rsi), %xmm@3
  aesenclast %xmm@3, %xmm@9
  aesenclast %xmm@3, %xmm@4
  aesenclast %xmm@3, %xmm@5
  aesenclast %xmm@3, %xmm@6
  punpcklqdq %xmm@4, %xmm@9
  punpcklqdq %xmm@6, %xmm@5
  aesenclast %xmm@3, %xmm@7
  aesenclast %xmm@3, %xmm@8
  punpcklqdq %xmm@8, %xmm@7
  movdqa C5(%rip), %xmm@4
  movdqa %xmm@7, %xmm@6
  pslldq $4, %xmm@6
  pxor %xmm@7, %xmm@6
  movdqa %xmm@9, (%rdi)
  movdqa %xmm@5, 16(%rdi)
  movdqa %xmm@7, 32(%rdi)
  pshufb %xmm@4, %xmm@7
  aesenclast C6(%rip), %xmm@7
  movdqa %xmm@5, %xmm@9
  pslldq $4, %xmm@9
  pxor %xmm@5, %xmm@9
  movdqa %xmm@9, %xmm@5
  pslldq $4, %xmm@5
  pxor %xmm@9, %xmm@5
  movdqa %xmm@5, %xmm@9
  pslldq $4, %xmm@9
  pxor %xmm@5, %xmm@9
  pxor %xmm@7, %xmm@9
  pshufd $255, %xmm@9, %xmm@5
  aesenclast %xmm@0, %xmm@5
  movdqa %xmm@6, %xmm@7
  pslldq $4, %xmm@7
  pxor %xmm@6, %xmm@7
  movdqa %xmm@7, %xmm@6
  pslldq $4, %xmm@6
  pxor %xmm@7, %xmm@6
  pxor %xmm@5, %xmm@6
  movdqa %xmm@6, %xmm@5
  pslldq $4, %xmm@5
  pxor %xmm@6, %xmm@5
  movdqa %xmm@6, %xmm@7
  pshufb %xmm@4, %xmm@7
  aesenclast C7(%rip), %xmm@7
  movdqa %xmm@9, 48(%rdi)
  movdqa %xmm@6, 64(%rdi)
  movdqa %xmm@9, %xmm@6
  pslldq $4, %xmm@6
  pxor %xmm@9, %xmm@6
  movdqa %xmm@6, %xmm@9
  pslldq $4, %xmm@9
  pxor %xmm@6, %xmm@9
  movdqa %xmm@9, %xmm@6
  pslldq $4, %xmm@6
  pxor %xmm@9, %xmm@6
  pxor %xmm@7, %xmm@6
  pshufd $255, %xmm@6, %xmm@7
  aesenclast %xmm@0, %xmm@7
  movdqa %xmm@5, %xmm@9
  pslldq $4, %xmm@9
  pxor %xmm@5, %xmm@9
  movdqa %xmm@9, %xmm@5
  pslldq $4, %xmm@5
  pxor %xmm@9, %xmm@5
  pxor %xmm@7, %xmm@5
  movdqa %xmm@5, %xmm@7
  pslldq $4, %xmm@7
  pxor %xmm@5, %xmm@7
  movdqa %xmm@6, 80(%rdi)
  movdqa %xmm@5, 96(%rdi)
  pshufb %xmm@4, %xmm@5
  aesenclast C8(%rip), %xmm@5
  movdqa %xmm@6, %xmm@9
  pslldq $4, %xmm@9
  pxor %xmm@6, %xmm@9
  movdqa %xmm@9, %xmm@6
  pslldq $4, %xmm@6
  pxor %xmm@9, %xmm@6
  movdqa %xmm@6, %xmm@9
  pslldq $4, %xmm@9
  pxor %xmm@6, %xmm@9
  pxor %xmm@5, %xmm@9
  pshufd $255, %xmm@9, %xmm@5
  aesenclast %xmm@0, %xmm@5
  movdqa %xmm@7, %xmm@6
  pslldq $4, %xmm@6
  pxor %xmm@7, %xmm@6
  movdqa %xmm@6, %xmm@7
  pslldq $4, %xmm@7
  pxor %xmm@6, %xmm@7
  pxor %xmm@5, %xmm@7
  movdqa %xmm@7, %xmm@5
  pslldq $4, %xmm@5
  pxor %xmm@7, %xmm@5
  movdqa %xmm@7, %xmm@6
  pshufb %xmm@4, %xmm@6
  aesenclast C9(%rip), %xmm@6
  movdqa %xmm@9, 112(%rdi)
  movdqa %xmm@7, 128(%rdi)
  movdqa %xmm@9, %xmm@7
  pslldq $4, %xmm@7
  pxor %xmm@9, %xmm@7
  movdqa %xmm@7, %xmm@9
  pslldq $4, %xmm@9
  pxor %xmm@7, %xmm@9
  movdqa %xmm@9, %xmm@7
  pslldq $4, %xmm@7
  pxor %xmm@9, %xmm@7
  pxor %xmm@6, %xmm@7
  pshufd $255, %xmm@7, %xmm@9
  aesenclast %xmm@0, %xmm@9
  movdqa %xmm@5, %xmm@6
  pslldq $4, %xmm@6
  pxor %xmm@5, %xmm@6
  movdqa %xmm@6, %xmm@5
  pslldq $4, %xmm@5
  pxor %xmm@6, %xmm@5
  pxor %xmm@9, %xmm@5
  movdqa %xmm@5, %xmm@9
  pslldq $4, %xmm@9
  pxor %xmm@5, %xmm@9
  movdqa %xmm@7, 144(%rdi)
  movdqa %xmm@5, 160(%rdi)
  pshufb %xmm@4, %xmm@5
  aesenclast C10(%rip), %xmm@5
  movdqa %xmm@7, %xmm@6
  pslldq $4, %xmm@6
  pxor %xmm@7, %xmm@6
  movdqa %xmm@6, %xmm@7
  pslldq $4, %xmm@7
  pxor %xmm@6, %xmm@7
  movdqa %xmm@7, %xmm@6
  pslldq $4, %xmm@6
  pxor %xmm@7, %xmm@6
  pxor %xmm@5, %xmm@6
  pshufd $255, %xmm@6, %xmm@5
  aesenclast %xmm@0, %xmm@5
  movdqa %xmm@9, %xmm@7
  pslldq $4, %xmm@7
  pxor %xmm@9, %xmm@7
  movdqa %xmm@7, %xmm@9
  pslldq $4, %xmm@9
  pxor %xmm@7, %xmm@9
  pxor %xmm@5, %xmm@9
  movdqa %xmm@9, %xmm@5
  pslldq $4, %xmm@5
  pxor %xmm@9, %xmm@5
  movdqa %xmm@9, %xmm@7
  pshufb %xmm@4, %xmm@7
  aesenclast C11(%rip), %xmm@7
  movdqa %xmm@6, 176(%rdi)
  movdqa %xmm@9, 192(%rdi)
  movdqa %xmm@6, %xmm@9
  pslldq $4, %xmm@9
  pxor %xmm@6, %xmm@9
  movdqa %xmm@9, %xmm@6
  pslldq $4, %xmm@6
  pxor %xmm@9, %xmm@6
  movdqa %xmm@6, %xmm@9
  pslldq $4, %xmm@9
  pxor %xmm@6, %xmm@9
  pxor %xmm@7, %xmm@9
  pshufd $255, %xmm@9, %xmm@7
  aesenclast %xmm@0, %xmm@7
  movdqa %xmm@5, %xmm@0
  pslldq $4, %xmm@0
  pxor %xmm@5, %xmm@0
  movdqa %xmm@0, %xmm@5
  pslldq $4, %xmm@5
  pxor %xmm@0, %xmm@5
  pxor %xmm@7, %xmm@5
  movdqa %xmm@9, 208(%rdi)
  movdqa %xmm@5, 224(%rdi)
  pshufb %xmm@4, %xmm@5
  aesenclast C12(%rip), %xmm@5
  movdqa %xmm@9, %xmm@0
  pslldq $4, %xmm@0
  pxor %xmm@9, %xmm@0
  movdqa %xmm@0, %xmm@7
  pslldq $4, %xmm@7
  pxor %xmm@0, %xmm@7
  movdqa %xmm@7, %xmm@0
  pslldq $4, %xmm@0
  pxor %xmm@7, %xmm@0
  pxor %xmm@5, %xmm@0
  movdqa %xmm@0, 240(%rdi)
  movdqa %xmm@1, 256(%rdi)
  retq
== hw_gcm_siv::arch::x86_64::vaes_avx2::ctr#0
  pushq %rbp
  movq %rsp, %rbp
  andq $-32, %rsp
  subq $864, %rsp
  vbroadcastf128 (%rdi), %ymm@0
  vmovaps %ymm@0, 32(%rsp)
  vbroadcastf128 16(%rdi), %ymm@0
  vmovaps %ymm@0, 64(%rsp)
  vbroadcastf128 32(%rdi), %ymm@0
  vmovaps %ymm@0, 96(%rsp)
  vbroadcastf128 48(%rdi), %ymm@0
  vmovaps %ymm@0, 128(%rsp)
  vbroadcastf128 64(%rdi), %ymm@0
  vmovaps %ymm@0, 160(%rsp)
  vbroadcastf128 80(%rdi), %ymm@0
  vmovaps %ymm@0, 192(%rsp)
  vbroadcastf128 96(%rdi), %ymm@0
  vmovaps %ymm@0, 224(%rsp)
  vbroadcastf128 112(%rdi), %ymm@0
  vmovaps %ymm@0, 256(%rsp)
  vbroadcastf128 128(%rdi), %ymm@0
  vmovaps %ymm@0, 288(%rsp)
  vbroadcastf128 144(%rdi), %ymm@0
  vmovaps %ymm@0, 320(%rsp)
  vbroadcastf128 160(%rdi), %ymm@0
  vmovaps %ymm@0, 352(%rsp)
  vbroadcastf128 176(%rdi), %ymm@0
  vmovaps %ymm@0, 384(%rsp)
  vbroadcastf128 192(%rdi), %ymm@0
  vmovaps %ymm@0, 416(%rsp)
  vbroadcastf128 208(%rdi), %ymm@0
  vmovaps %ymm@0, 448(%rsp)
  vbroadcasti128 224(%rdi), %ymm@0
  vmovdqa %ymm@0, 480(%rsp)
  vbroadcasti128 (%rsi), %ymm@1
  vpaddd C0(%rip), %ymm@1, %ymm@2
  movl %ecx, %eax
  andl $127, %eax
  movabsq $9223372036854775680, %rsi
  andq %rcx, %rsi
  je L0
  xorl %ecx, %ecx
  vmovdqa 32(%rsp), %ymm@1
  vmovdqa 192(%rsp), %ymm@3
  vmovdqa 224(%rsp), %ymm@4
  vmovdqa 256(%rsp), %ymm@5
  vmovdqa 288(%rsp), %ymm@6
  vmovdqa 320(%rsp), %ymm@7
  vmovdqa 352(%rsp), %ymm@8
  vmovdqa 384(%rsp), %ymm@9
  vmovdqa 416(%rsp), %ymm@10
  vmovdqa 448(%rsp), %ymm@11
  vmovdqa 480(%rsp), %ymm@12
L1:
  vpxor %ymm@1, %ymm@2, %ymm@0
  vpaddd C1(%rip), %ymm@2, %ymm@1
  vmovdqa 64(%rsp), %ymm@13
  vaesenc %ymm@13, %ymm@0, %ymm@0
  vmovdqa 96(%rsp), %ymm@14
  vaesenc %ymm@14, %ymm@0, %ymm@0
  vaesenc 128(%rsp), %ymm@0, %ymm@0
  vaesenc 160(%rsp), %ymm@0, %ymm@0
  vaesenc %ymm@3, %ymm@0, %ymm@0
  vaesenc %ymm@4, %ymm@0, %ymm@0
  vaesenc %ymm@5, %ymm@0, %ymm@0
  vaesenc %ymm@6, %ymm@0, %ymm@0
  vaesenc %ymm@7, %ymm@0, %ymm@0
  vaesenc %ymm@8, %ymm@0, %ymm@0
  vaesenc %ymm@9, %ymm@0, %ymm@0
  vaesenc %ymm@10, %ymm@0, %ymm@0
  vaesenc %ymm@11, %ymm@0, %ymm@0
  vaesenclast %ymm@12, %ymm@0, %ymm@0
  vpxor 32(%rsp), %ymm@1, %ymm@1
  vpxor (%rdx,%rcx), %ymm@0, %ymm@0
  vmovdqu %ymm@0, (%rdx,%rcx)
  vpaddd C2(%rip), %ymm@2, %ymm@15
  vmovdqa %ymm@13, %ymm@0
  vaesenc %ymm@13, %ymm@1, %ymm@13
  vpxor 32(%rsp), %ymm@15, %ymm@1
  vmovdqa %ymm@14, %ymm@15
  vaesenc %ymm@14, %ymm@13, %ymm@13
  vaesenc %ymm@0, %ymm@1, %ymm@14
  vmovdqa 128(%rsp), %ymm@1
  vaesenc %ymm@1, %ymm@13, %ymm@13
  vaesenc %ymm@15, %ymm@14, %ymm@0
  vaesenc %ymm@1, %ymm@0, %ymm@0
  vmovdqa %ymm@1, %ymm@14
  vmovdqa 160(%rsp), %ymm@15
  vaesenc %ymm@15, %ymm@13, %ymm@1
  vaesenc %ymm@15, %ymm@0, %ymm@0
  vaesenc %ymm@3, %ymm@1, %ymm@1
  vaesenc %ymm@3, %ymm@0, %ymm@0
  vaesenc %ymm@4, %ymm@1, %ymm@1
  vaesenc %ymm@4, %ymm@0, %ymm@0
  vaesenc %ymm@5, %ymm@1, %ymm@1
  vaesenc %ymm@5, %ymm@0, %ymm@0
  vaesenc %ymm@6, %ymm@1, %ymm@1
  vaesenc %ymm@6, %ymm@0, %ymm@0
  vaesenc %ymm@7, %ymm@1, %ymm@1
  vaesenc %ymm@7, %ymm@0, %ymm@0
  vaesenc %ymm@8, %ymm@1, %ymm@1
  vaesenc %ymm@8, %ymm@0, %ymm@0
  vaesenc %ymm@9, %ymm@1, %ymm@1
  vaesenc %ymm@9, %ymm@0, %ymm@0
  vaesenc %ymm@10, %ymm@1, %ymm@1
  vaesenc %ymm@10, %ymm@0, %ymm@0
  vaesenc %ymm@11, %ymm@1, %ymm@1
  vaesenc %ymm@11, %ymm@0, %ymm@0
  vaesenclast %ymm@12, %ymm@1, %ymm@1
  vaesenclast %ymm@12, %ymm@0, %ymm@0
  vpxor 32(%rdx,%rcx), %ymm@1, %ymm@1
  vmovdqu %ymm@1, 32(%rdx,%rcx)
  vmovdqa 32(%rsp), %ymm@1
  vpxor 64(%rdx,%rcx), %ymm@0, %ymm@0
  vmovdqu %ymm@0, 64(%rdx,%rcx)
  vpaddd C3(%rip), %ymm@2, %ymm@0
  vpxor %ymm@0, %ymm@1, %ymm@0
  vaesenc 64(%rsp), %ymm@0, %ymm@0
  vaesenc 96(%rsp), %ymm@0, %ymm@0
  vaesenc %ymm@14, %ymm@0, %ymm@0
  vaesenc %ymm@15, %ymm@0, %ymm@0
  vaesenc %ymm@3, %ymm@0, %ymm@0
  vaesenc %ymm@4, %ymm@0, %ymm@0
  vaesenc %ymm@5, %ymm@0, %ymm@0
  vaesenc %ymm@6, %ymm@0, %ymm@0
  vaesenc %ymm@7, %ymm@0, %ymm@0
  vaesenc %ymm@8, %ymm@0, %ymm@0
  vaesenc %ymm@9, %ymm@0, %ymm@0
  vaesenc %ymm@10, %ymm@0, %ymm@0
  vaesenc %ymm@11, %ymm@0, %ymm@0
  vaesenclast %ymm@12, %ymm@0, %ymm@0
  vpxor 96(%rdx,%rcx), %ymm@0, %ymm@0
  vmovdqu %ymm@0, 96(%rdx,%rcx)
  vpaddd C4(%rip), %ymm@2, %ymm@2
  subq $-128, %rcx
  cmpq %rcx, %rsi
  jne L1
  testq %rax, %rax
  jne L2
  jmp L3
L0:
  vmovdqa 32(%rsp), %ymm@1
  testq %rax, %rax
  je L3
L2:
  vmovdqa %ymm@1, %ymm@0
  vpaddd C1(%rip), %ymm@2, %ymm@1
  vpxor %ymm@1, %ymm@0, %ymm@15
  vpxor %ymm@0, %ymm@2, %ymm@13
  vpaddd C2(%rip), %ymm@2, %ymm@1
  vpaddd C3(%rip), %ymm@2, %ymm@3
  vpxor %ymm@1, %ymm@0, %ymm@1
  vpxor %ymm@0, %ymm@3, %ymm@4
  vmovdqa 64(%rsp), %ymm@0
  vaesenc %ymm@0, %ymm@13, %ymm@3
  vaesenc %ymm@0, %ymm@15, %ymm@15
  vaesenc %ymm@0, %ymm@1, %ymm@1
  vaesenc %ymm@0, %ymm@4, %ymm@5
  vmovdqa 96(%rsp), %ymm@0
  vaesenc %ymm@0, %ymm@3, %ymm@4
  vaesenc %ymm@0, %ymm@15, %ymm@3
  vaesenc %ymm@0, %ymm@1, %ymm@1
  vaesenc %ymm@0, %ymm@5, %ymm@6
  vmovdqa 128(%rsp), %ymm@0
  vaesenc %ymm@0, %ymm@4, %ymm@5
  vaesenc %ymm@0, %ymm@3, %ymm@4
  vaesenc %ymm@0, %ymm@1, %ymm@1
  vaesenc %ymm@0, %ymm@6, %ymm@7
  vmovdqa 160(%rsp), %ymm@0
  vaesenc %ymm@0, %ymm@5, %ymm@6
  vaesenc %ymm@0, %ymm@4, %ymm@5
  vaesenc %ymm@0, %ymm@1, %ymm@1
  vaesenc %ymm@0, %ymm@7, %ymm@8
  vmovdqa 192(%rsp), %ymm@0
  vaesenc %ymm@0, %ymm@6, %ymm@7
  vaesenc %ymm@0, %ymm@5, %ymm@6
  vaesenc %ymm@0, %ymm@1, %ymm@1
  vaesenc %ymm@0, %ymm@8, %ymm@9
  vmovdqa 224(%rsp), %ymm@0
  vaesenc %ymm@0, %ymm@7, %ymm@8
  vaesenc %ymm@0, %ymm@6, %ymm@7
  vaesenc %ymm@0, %ymm@1, %ymm@1
  vaesenc %ymm@0, %ymm@9, %ymm@10
  vmovdqa 256(%rsp), %ymm@0
  vaesenc %ymm@0, %ymm@8, %ymm@9
  vaesenc %ymm@0, %ymm@7, %ymm@8
  vaesenc %ymm@0, %ymm@1, %ymm@1
  vaesenc %ymm@0, %ymm@10, %ymm@11
  vmovdqa 288(%rsp), %ymm@0
  vaesenc %ymm@0, %ymm@9, %ymm@10
  vaesenc %ymm@0, %ymm@8, %ymm@9
  vaesenc %ymm@0, %ymm@1, %ymm@1
  vaesenc %ymm@0, %ymm@11, %ymm@12
  vmovdqa 320(%rsp), %ymm@0
  vaesenc %ymm@0, %ymm@10, %ymm@11
  vaesenc %ymm@0, %ymm@9, %ymm@10
  vaesenc %ymm@0, %ymm@1, %ymm@1
  vaesenc %ymm@0, %ymm@12, %ymm@2
  vmovdqa 352(%rsp), %ymm@0
  vaesenc %ymm@0, %ymm@11, %ymm@12
  vaesenc %ymm@0, %ymm@10, %ymm@11
  vaesenc %ymm@0, %ymm@1, %ymm@1
  vaesenc %ymm@0, %ymm@2, %ymm@14
  vmovdqa 384(%rsp), %ymm@0
  vaesenc %ymm@0, %ymm@12, %ymm@2
  vaesenc %ymm@0, %ymm@11, %ymm@12
  vaesenc %ymm@0, %ymm@1, %ymm@1
  vaesenc %ymm@0, %ymm@14, %ymm@13
  vmovdqa 416(%rsp), %ymm@0
  vaesenc %ymm@0, %ymm@2, %ymm@14
  vaesenc %ymm@0, %ymm@12, %ymm@2
  vaesenc %ymm@0, %ymm@1, %ymm@1
  vaesenc %ymm@0, %ymm@13, %ymm@15
  vmovdqa 448(%rsp), %ymm@0
  vaesenc %ymm@0, %ymm@14, %ymm@13
  vaesenc %ymm@0, %ymm@2, %ymm@14
  vaesenc %ymm@0, %ymm@1, %ymm@1
  vaesenc %ymm@0, %ymm@15, %ymm@15
  vmovdqa 480(%rsp), %ymm@2
  vaesenclast %ymm@2, %ymm@13, %ymm@0
  vaesenclast %ymm@2, %ymm@14, %ymm@13
  vaesenclast %ymm@2, %ymm@1, %ymm@1
  vaesenclast %ymm@2, %ymm@15, %ymm@15
  vmovdqa %ymm@0, 512(%rsp)
  vmovdqa %ymm@13, 544(%rsp)
  vmovdqa %ymm@1, 576(%rsp)
  vmovdqa %ymm@15, 608(%rsp)
  addq %rsi, %rdx
  cmpq $16, %rax
  movl $16, %esi
  cmovbq %rax, %rsi
  movq %rax, %rcx
  subq %rsi, %rcx
  vmovdqu %ymm@0, 688(%rsp)
  cmpq $15, %rax
  jbe L4
  vpxor (%rdx), %xmm@0, %xmm@1
  vmovdqu %xmm@1, (%rdx)
  testq %rcx, %rcx
  jne L5
  jmp L3
L4:
  vmovd %xmm@0, %edi
  xorb %dil, (%rdx)
  cmpl $1, %eax
  je L6
  vpextrb $1, %xmm@0, %edi
  xorb %dil, 1(%rdx)
  cmpl $2, %eax
  je L6
  vpextrb $2, %xmm@0, %edi
  xorb %dil, 2(%rdx)
  cmpl $3, %eax
  je L6
  vpextrb $3, %xmm@0, %edi
  xorb %dil, 3(%rdx)
  cmpl $4, %eax
  je L6
  vpextrb $4, %xmm@0, %edi
  xorb %dil, 4(%rdx)
  cmpl $5, %eax
  je L6
  vpextrb $5, %xmm@0, %edi
  xorb %dil, 5(%rdx)
  cmpl $6, %eax
  je L6
  vpextrb $6, %xmm@0, %edi
  xorb %dil, 6(%rdx)
  cmpl $7, %eax
  je L6
  vpextrb $7, %xmm@0, %edi
  xorb %dil, 7(%rdx)
  cmpl $8, %eax
  je L6
  vpextrb $8, %xmm@0, %edi
  xorb %dil, 8(%rdx)
  cmpl $9, %eax
  je L6
  vpextrb $9, %xmm@0, %edi
  xorb %dil, 9(%rdx)
  cmpl $10, %eax
  je L6
  vpextrb $10, %xmm@0, %edi
  xorb %dil, 10(%rdx)
  cmpl $11, %eax
  je L6
  vpextrb $11, %xmm@0, %edi
  xorb %dil, 11(%rdx)
  cmpl $12, %eax
  je L6
  vpextrb $12, %xmm@0, %edi
  xorb %dil, 12(%rdx)
  cmpl $13, %eax
  je L6
  vpextrb $13, %xmm@0, %edi
  xorb %dil, 13(%rdx)
  cmpl $14, %eax
  je L6
  vpextrb $14, %xmm@0, %eax
  xorb %al, 14(%rdx)
L6:
  vpxor %xmm@1, %xmm@1, %xmm@1
  vmovdqa %xmm@1, 16(%rsp)
  leaq 16(%rsp), %rax
  testq %rcx, %rcx
  je L3
L5:
  leaq 688(%rsp), %rax
  addq %rsi, %rdx
  vextracti128 $1, %ymm@0, %xmm@15
  movl $1, %r8d
  movl $32, %edi
  vpxor %xmm@1, %xmm@1, %xmm@1
  leaq 16(%rsp), %rsi
  jmp L7
L8:
  vmovdqa %xmm@1, 16(%rsp)
L9:
  addq %r9, %rdx
  subq %r9, %rcx
  incq %r8
  testq %rcx, %rcx
  je L3
L7:
  cmpq $16, %rcx
  movl $16, %r9d
  cmovbq %rcx, %r9
  cmpq $2, %r8
  jne L10
  cmpq $128, %rdi
  je L3
  vmovdqa 512(%rsp,%rdi), %xmm@0
  vmovdqa 528(%rsp,%rdi), %xmm@15
  addq $32, %rdi
  xorl %r8d, %r8d
L10:
  vmovdqa %xmm@15, 704(%rsp)
  vmovdqa %xmm@0, 688(%rsp)
  movq %r8, %r10
  shlq $4, %r10
  vmovdqa (%rax,%r10), %xmm@13
  cmpq $16, %rcx
  jb L11
  vpxor (%rdx), %xmm@13, %xmm@13
  vmovdqu %xmm@13, (%rdx)
  jmp L9
L11:
  vmovd %xmm@13, %r10d
  xorb %r10b, (%rdx)
  cmpq $1, %rcx
  je L8
  vpextrb $1, %xmm@13, %r10d
  xorb %r10b, 1(%rdx)
  cmpq $2, %rcx
  je L8
  vpextrb $2, %xmm@13, %r10d
  xorb %r10b, 2(%rdx)
  cmpq $3, %rcx
  je L8
  vpextrb $3, %xmm@13, %r10d
  xorb %r10b, 3(%rdx)
  cmpq $4, %rcx
  je L8
  vpextrb $4, %xmm@13, %r10d
  xorb %r10b, 4(%rdx)
  cmpq $5, %rcx
  je L8
  vpextrb $5, %xmm@13, %r10d
  xorb %r10b, 5(%rdx)
  cmpq $6, %rcx
  je L8
  vpextrb $6, %xmm@13, %r10d
  xorb %r10b, 6(%rdx)
  cmpq $7, %rcx
  je L8
  vpextrb $7, %xmm@13, %r10d
  xorb %r10b, 7(%rdx)
  cmpq $8, %rcx
  je L8
  vpextrb $8, %xmm@13, %r10d
  xorb %r10b, 8(%rdx)
  cmpq $9, %rcx
  je L8
  vpextrb $9, %xmm@13, %r10d
  xorb %r10b, 9(%rdx)
  cmpq $10, %rcx
  je L8
  vpextrb $10, %xmm@13, %r10d
  xorb %r10b, 10(%rdx)
  cmpq $11, %rcx
  je L8
  vpextrb $11, %xmm@13, %r10d
  xorb %r10b, 11(%rdx)
  cmpq $12, %rcx
  je L8
  vpextrb $12, %xmm@13, %r10d
  xorb %r10b, 12(%rdx)
  cmpq $13, %rcx
  je L8
  vpextrb $13, %xmm@13, %r10d
  xorb %r10b, 13(%rdx)
  cmpq $14, %rcx
  je L8
  vpextrb $14, %xmm@13, %r10d
  xorb %r10b, 14(%rdx)
  jmp L8
L3:
  movq %rbp, %rsp
  popq %rbp
  vzeroupper
  retq
== hw_gcm_siv::arch::x86_64::vaes_avx2::open_groups#0
  cmpq $128, %r9
  jae L0
  xorl %eax, %eax
  retq
L0:
  subq $552, %rsp
  movq %r9, %rax
  vbroadcastf128 (%rdi), %ymm@0
  vmovups %ymm@0, 512(%rsp)
  vbroadcastf128 16(%rdi), %ymm@0
  vmovups %ymm@0, 480(%rsp)
  vbroadcastf128 32(%rdi), %ymm@0
  vmovups %ymm@0, 448(%rsp)
  vbroadcastf128 48(%rdi), %ymm@0
  vmovups %ymm@0, 416(%rsp)
  vbroadcastf128 64(%rdi), %ymm@0
  vmovups %ymm@0, 384(%rsp)
  vbroadcastf128 80(%rdi), %ymm@0
  vmovups %ymm@0, 352(%rsp)
  vbroadcastf128 96(%rdi), %ymm@0
  vmovups %ymm@0, 320(%rsp)
  vbroadcastf128 112(%rdi), %ymm@0
  vmovups %ymm@0, 288(%rsp)
  vbroadcastf128 128(%rdi), %ymm@0
  vmovups %ymm@0, 256(%rsp)
  vbroadcastf128 144(%rdi), %ymm@0
  vmovups %ymm@0, 224(%rsp)
  vbroadcastf128 160(%rdi), %ymm@0
  vmovups %ymm@0, 192(%rsp)
  vbroadcastf128 176(%rdi), %ymm@0
  vmovups %ymm@0, 160(%rsp)
  vbroadcastf128 192(%rdi), %ymm@0
  vmovups %ymm@0, 128(%rsp)
  vbroadcastf128 208(%rdi), %ymm@0
  vmovups %ymm@0, 96(%rsp)
  vbroadcastf128 224(%rdi), %ymm@0
  vmovups %ymm@0, 64(%rsp)
  movabsq $9223372036854775680, %rdi
  andq %rdi, %rax
  leaq (%r8,%rax), %rdi
  vbroadcasti128 (%rsi), %ymm@0
  vpaddd C0(%rip), %ymm@0, %ymm@0
  movabsq $-4467570830351532032, %rsi
  vmovups (%rdx), %xmm@1
  vmovaps %xmm@1, 16(%rsp)
  vmovups 16(%rdx), %xmm@1
  vmovaps %xmm@1, (%rsp)
  vmovups 32(%rdx), %xmm@1
  vmovaps %xmm@1, -16(%rsp)
  vmovups 48(%rdx), %xmm@1
  vmovaps %xmm@1, -32(%rsp)
  vmovups 64(%rdx), %xmm@1
  vmovaps %xmm@1, -48(%rsp)
  vmovups 80(%rdx), %xmm@1
  vmovaps %xmm@1, -64(%rsp)
  vmovups 96(%rdx), %xmm@1
  vmovaps %xmm@1, -80(%rsp)
  vmovdqu 112(%rdx), %xmm@1
  vmovdqa %xmm@1, -96(%rsp)
  vmovdqu (%rcx), %xmm@2
  vmovdqa -32(%rsp), %xmm@3
  vmovdqa 16(%rsp), %xmm@4
  vmovdqa -48(%rsp), %xmm@5
  vmovdqa -16(%rsp), %xmm@6
L1:
  vmovdqu %ymm@0, -128(%rsp)
  vmovdqu 512(%rsp), %ymm@7
  vpxor -128(%rsp), %ymm@7, %ymm@0
  vmovdqa C1(%rip), %ymm@1
  vpaddd -128(%rsp), %ymm@1, %ymm@8
  vpxor %ymm@7, %ymm@8, %ymm@8
  vmovdqa C2(%rip), %ymm@1
  vpaddd -128(%rsp), %ymm@1, %ymm@9
  vmovdqu 480(%rsp), %ymm@1
  vaesenc %ymm@1, %ymm@0, %ymm@0
  vpxor %ymm@7, %ymm@9, %ymm@9
  vaesenc %ymm@1, %ymm@8, %ymm@8
  vaesenc %ymm@1, %ymm@9, %ymm@9
  vmovdqu 448(%rsp), %ymm@1
  vaesenc %ymm@1, %ymm@0, %ymm@0
  vaesenc %ymm@1, %ymm@8, %ymm@8
  vmovdqu 416(%rsp), %ymm@7
  vaesenc %ymm@7, %ymm@0, %ymm@0
  vaesenc %ymm@1, %ymm@9, %ymm@9
  vaesenc %ymm@7, %ymm@8, %ymm@8
  vaesenc %ymm@7, %ymm@9, %ymm@9
  vmovdqu 384(%rsp), %ymm@1
  vaesenc %ymm@1, %ymm@0, %ymm@0
  vaesenc %ymm@1, %ymm@8, %ymm@8
  vaesenc %ymm@1, %ymm@9, %ymm@9
  vmovdqu 352(%rsp), %ymm@1
  vaesenc %ymm@1, %ymm@0, %ymm@0
  vaesenc %ymm@1, %ymm@8, %ymm@8
  vaesenc %ymm@1, %ymm@9, %ymm@9
  vmovdqu 320(%rsp), %ymm@1
  vaesenc %ymm@1, %ymm@0, %ymm@0
  vaesenc %ymm@1, %ymm@8, %ymm@8
  vaesenc %ymm@1, %ymm@9, %ymm@9
  vmovdqu 288(%rsp), %ymm@1
  vaesenc %ymm@1, %ymm@0, %ymm@0
  vaesenc %ymm@1, %ymm@8, %ymm@8
  vaesenc %ymm@1, %ymm@9, %ymm@9
  vmovdqu 256(%rsp), %ymm@1
  vaesenc %ymm@1, %ymm@0, %ymm@0
  vaesenc %ymm@1, %ymm@8, %ymm@8
  vaesenc %ymm@1, %ymm@9, %ymm@9
  vmovdqu 224(%rsp), %ymm@1
  vaesenc %ymm@1, %ymm@0, %ymm@0
  vaesenc %ymm@1, %ymm@8, %ymm@8
  vaesenc %ymm@1, %ymm@9, %ymm@9
  vmovdqu 192(%rsp), %ymm@1
  vaesenc %ymm@1, %ymm@0, %ymm@0
  vaesenc %ymm@1, %ymm@8, %ymm@8
  vaesenc %ymm@1, %ymm@9, %ymm@9
  vmovdqu 160(%rsp), %ymm@1
  vaesenc %ymm@1, %ymm@0, %ymm@0
  vaesenc %ymm@1, %ymm@8, %ymm@8
  vaesenc %ymm@1, %ymm@9, %ymm@9
  vmovdqu 128(%rsp), %ymm@1
  vaesenc %ymm@1, %ymm@0, %ymm@0
  vaesenc %ymm@1, %ymm@8, %ymm@8
  vaesenc %ymm@1, %ymm@9, %ymm@9
  vmovdqu 96(%rsp), %ymm@1
  vaesenc %ymm@1, %ymm@0, %ymm@0
  vaesenc %ymm@1, %ymm@8, %ymm@8
  vaesenc %ymm@1, %ymm@9, %ymm@9
  vmovdqu 64(%rsp), %ymm@1
  vaesenclast %ymm@1, %ymm@0, %ymm@0
  vaesenclast %ymm@1, %ymm@8, %ymm@8
  vpxor (%r8), %ymm@0, %ymm@0
  vaesenclast %ymm@1, %ymm@9, %ymm@9
  vmovdqu %ymm@0, (%r8)
  vpxor 32(%r8), %ymm@8, %ymm@8
  vmovdqu %ymm@8, 32(%r8)
  vpxor 64(%r8), %ymm@9, %ymm@10
  vextracti128 $1, %ymm@0, %xmm@11
  vextracti128 $1, %ymm@8, %xmm@12
  vpclmulqdq $1, %xmm@3, %xmm@12, %xmm@13
  vmovdqa %xmm@12, 32(%rsp)
  vmovdqa (%rsp), %xmm@14
  vpclmulqdq $1, %xmm@14, %xmm@11, %xmm@1
  vpxor %xmm@2, %xmm@0, %xmm@9
  vpclmulqdq $16, %xmm@4, %xmm@9, %xmm@0
  vextracti128 $1, %ymm@10, %xmm@15
  vpclmulqdq $1, %xmm@4, %xmm@9, %xmm@2
  vpxor %xmm@2, %xmm@0, %xmm@0
  vpclmulqdq $16, %xmm@14, %xmm@11, %xmm@2
  vpclmulqdq $1, %xmm@5, %xmm@10, %xmm@7
  vpxor %xmm@2, %xmm@1, %xmm@1
  vpclmulqdq $1, %xmm@6, %xmm@8, %xmm@2
  vpxor %xmm@0, %xmm@1, %xmm@0
  vpxor %xmm@0, %xmm@2, %xmm@0
  vpclmulqdq $16, %xmm@6, %xmm@8, %xmm@1
  vpxor %xmm@1, %xmm@0, %xmm@0
  vpclmulqdq $16, %xmm@3, %xmm@12, %xmm@1
  vmovdqa -64(%rsp), %xmm@12
  vpclmulqdq $1, %xmm@12, %xmm@15, %xmm@2
  vpxor %xmm@1, %xmm@13, %xmm@1
  vpxor %xmm@0, %xmm@1, %xmm@0
  vpclmulqdq $16, %xmm@5, %xmm@10, %xmm@1
  vpxor %xmm@1, %xmm@7, %xmm@1
  vpxor %xmm@1, %xmm@2, %xmm@1
  vpclmulqdq $16, %xmm@12, %xmm@15, %xmm@2
  vpclmulqdq $17, %xmm@12, %xmm@15, %xmm@7
  vpxor %xmm@2, %xmm@1, %xmm@1
  vpclmulqdq $17, %xmm@5, %xmm@10, %xmm@2
  vpxor %xmm@2, %xmm@7, %xmm@2
  vpclmulqdq $17, %xmm@14, %xmm@11, %xmm@7
  vpclmulqdq $17, %xmm@4, %xmm@9, %xmm@13
  vpxor %xmm@7, %xmm@13, %xmm@7
  vpclmulqdq $17, %xmm@6, %xmm@8, %xmm@13
  vpxor %xmm@7, %xmm@13, %xmm@7
  vpxor %xmm@0, %xmm@1, %xmm@0
  vmovdqa %xmm@0, 48(%rsp)
  vmovdqa 32(%rsp), %xmm@13
  vpclmulqdq $17, %xmm@3, %xmm@13, %xmm@0
  vpxor %xmm@7, %xmm@0, %xmm@0
  vmovdqa C3(%rip), %ymm@1
  vpaddd -128(%rsp), %ymm@1, %ymm@1
  vpxor 512(%rsp), %ymm@1, %ymm@1
  vaesenc 480(%rsp), %ymm@1, %ymm@1
  vaesenc 448(%rsp), %ymm@1, %ymm@1
  vaesenc 416(%rsp), %ymm@1, %ymm@1
  vaesenc 384(%rsp), %ymm@1, %ymm@1
  vaesenc 352(%rsp), %ymm@1, %ymm@1
  vaesenc 320(%rsp), %ymm@1, %ymm@1
  vaesenc 288(%rsp), %ymm@1, %ymm@1
  vaesenc 256(%rsp), %ymm@1, %ymm@1
  vaesenc 224(%rsp), %ymm@1, %ymm@1
  vaesenc 192(%rsp), %ymm@1, %ymm@1
  vaesenc 160(%rsp), %ymm@1, %ymm@1
  vaesenc 128(%rsp), %ymm@1, %ymm@1
  vaesenc 96(%rsp), %ymm@1, %ymm@1
  vaesenclast 64(%rsp), %ymm@1, %ymm@1
  vpxor %xmm@0, %xmm@2, %xmm@0
  vmovdqu %ymm@10, 64(%r8)
  vpclmulqdq $0, %xmm@5, %xmm@10, %xmm@2
  vpclmulqdq $0, %xmm@12, %xmm@15, %xmm@7
  vpxor %xmm@2, %xmm@7, %xmm@2
  vpxor 96(%r8), %ymm@1, %ymm@1
  vmovdqu %ymm@1, 96(%r8)
  vpclmulqdq $0, %xmm@14, %xmm@11, %xmm@7
  vpclmulqdq $0, %xmm@4, %xmm@9, %xmm@14
  vpxor %xmm@7, %xmm@14, %xmm@7
  vmovdqa -80(%rsp), %xmm@12
  vpclmulqdq $1, %xmm@12, %xmm@1, %xmm@14
  vpclmulqdq $0, %xmm@6, %xmm@8, %xmm@8
  vpxor %xmm@7, %xmm@8, %xmm@7
  vpclmulqdq $16, %xmm@12, %xmm@1, %xmm@8
  vpxor %xmm@8, %xmm@14, %xmm@14
  vextracti128 $1, %ymm@1, %xmm@8
  vpclmulqdq $0, %xmm@3, %xmm@13, %xmm@9
  vpxor %xmm@7, %xmm@9, %xmm@7
  vpclmulqdq $17, %xmm@12, %xmm@1, %xmm@9
  vpclmulqdq $0, %xmm@12, %xmm@1, %xmm@1
  vpxor %xmm@7, %xmm@2, %xmm@2
  vmovdqa -96(%rsp), %xmm@12
  vpclmulqdq $0, %xmm@12, %xmm@8, %xmm@7
  vpxor %xmm@1, %xmm@7, %xmm@1
  vpclmulqdq $17, %xmm@12, %xmm@8, %xmm@7
  vpxor %xmm@7, %xmm@9, %xmm@7
  vpclmulqdq $1, %xmm@12, %xmm@8, %xmm@9
  vpxor %xmm@14, %xmm@9, %xmm@14
  vpclmulqdq $16, %xmm@12, %xmm@8, %xmm@8
  vpxor %xmm@8, %xmm@14, %xmm@14
  vpxor 48(%rsp), %xmm@14, %xmm@14
  vpxor %xmm@2, %xmm@1, %xmm@1
  vpslldq $8, %xmm@14, %xmm@2
  vpxor %xmm@2, %xmm@1, %xmm@1
  vmovq %rsi, %xmm@2
  vpxor %xmm@0, %xmm@7, %xmm@0
  vpclmulqdq $0, %xmm@2, %xmm@1, %xmm@7
  vpshufd $78, %xmm@1, %xmm@1
  vpxor %xmm@1, %xmm@7, %xmm@1
  vpsrldq $8, %xmm@14, %xmm@7
  vpclmulqdq $0, %xmm@2, %xmm@1, %xmm@2
  vpshufd $78, %xmm@1, %xmm@1
  vpxor %xmm@1, %xmm@7, %xmm@1
  vpxor %xmm@0, %xmm@1, %xmm@0
  vpxor %xmm@0, %xmm@2, %xmm@2
  vmovdqu -128(%rsp), %ymm@0
  vpaddd C4(%rip), %ymm@0, %ymm@0
  subq $-128, %r8
  cmpq %rdi, %r8
  jne L1
  vmovdqu %xmm@2, (%rcx)
  addq $552, %rsp
  vzeroupper
  retq
== hw_gcm_siv::arch::x86_64::vaes_avx512::ctr#0
  pushq %rbp
  movq %rsp, %rbp
  andq $-64, %rsp
  subq $1088, %rsp
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
  vbroadcasti32x4 224(%rdi), %zmm@14
  vmovdqa64 %zmm@0, 64(%rsp)
  vmovdqa64 %zmm@1, 128(%rsp)
  vmovdqa64 %zmm@2, 192(%rsp)
  vmovdqa64 %zmm@3, 256(%rsp)
  vmovdqa64 %zmm@4, 320(%rsp)
  vmovdqa64 %zmm@5, 384(%rsp)
  vmovdqa64 %zmm@6, 448(%rsp)
  vmovdqa64 %zmm@7, 512(%rsp)
  vmovdqa64 %zmm@8, 576(%rsp)
  vmovdqa64 %zmm@9, 640(%rsp)
  vmovdqa64 %zmm@10, 704(%rsp)
  vmovdqa64 %zmm@11, 768(%rsp)
  vmovdqa64 %zmm@12, 832(%rsp)
  vmovdqa64 %zmm@13, 896(%rsp)
  vmovdqa64 %zmm@14, 960(%rsp)
  vmovups (%rsi), %xmm@0
  vmovaps %xmm@0, 48(%rsp)
  leaq 64(%rsp), %rdi
  leaq 48(%rsp), %rsi
  vzeroupper
  callq hw_gcm_siv::arch::x86_64::vaes_avx512::ctr_regs
  movq %rbp, %rsp
  popq %rbp
  retq
== hw_gcm_siv::arch::x86_64::vaes_avx512::ctr_regs#0
  vbroadcasti32x4 (%rsi), %zmm@0
  vpaddd C0(%rip), %zmm@0, %zmm@0
  movzbl %cl, %r8d
  movabsq $9223372036854775552, %rax
  andq %rcx, %rax
  je L0
  vmovdqa64 (%rdi), %zmm@1
  vmovdqa64 64(%rdi), %zmm@2
  vmovdqa64 128(%rdi), %zmm@3
  vmovdqa64 192(%rdi), %zmm@4
  vmovdqa64 256(%rdi), %zmm@5
  vmovdqa64 320(%rdi), %zmm@6
  vmovdqa64 384(%rdi), %zmm@7
  vmovdqa64 448(%rdi), %zmm@8
  vmovdqa64 512(%rdi), %zmm@9
  vmovdqa64 576(%rdi), %zmm@10
  vmovdqa64 640(%rdi), %zmm@11
  vmovdqa64 704(%rdi), %zmm@12
  vmovdqa64 768(%rdi), %zmm@13
  vmovdqa64 832(%rdi), %zmm@14
  vmovdqa64 896(%rdi), %zmm@15
  xorl %esi, %esi
  vmovdqa64 C1(%rip), %zmm@16
  vmovdqa64 C2(%rip), %zmm@17
  vmovdqa64 C3(%rip), %zmm@18
  vmovdqa64 C4(%rip), %zmm@19
L1:
  vpxord %zmm@0, %zmm@1, %zmm@20
  vpaddd %zmm@16, %zmm@0, %zmm@21
  vpxord %zmm@21, %zmm@1, %zmm@21
  vpaddd %zmm@17, %zmm@0, %zmm@22
  vpxord %zmm@22, %zmm@1, %zmm@22
  vaesenc %zmm@2, %zmm@20, %zmm@20
  vaesenc %zmm@2, %zmm@21, %zmm@21
  vaesenc %zmm@3, %zmm@20, %zmm@20
  vaesenc %zmm@2, %zmm@22, %zmm@22
  vaesenc %zmm@3, %zmm@21, %zmm@21
  vaesenc %zmm@3, %zmm@22, %zmm@22
  vaesenc %zmm@4, %zmm@20, %zmm@20
  vaesenc %zmm@4, %zmm@21, %zmm@21
  vaesenc %zmm@5, %zmm@20, %zmm@20
  vaesenc %zmm@4, %zmm@22, %zmm@22
  vaesenc %zmm@5, %zmm@21, %zmm@21
  vaesenc %zmm@5, %zmm@22, %zmm@22
  vaesenc %zmm@6, %zmm@20, %zmm@20
  vaesenc %zmm@6, %zmm@21, %zmm@21
  vaesenc %zmm@6, %zmm@22, %zmm@22
  vaesenc %zmm@7, %zmm@20, %zmm@20
  vaesenc %zmm@7, %zmm@21, %zmm@21
  vaesenc %zmm@7, %zmm@22, %zmm@22
  vaesenc %zmm@8, %zmm@20, %zmm@20
  vaesenc %zmm@8, %zmm@21, %zmm@21
  vaesenc %zmm@8, %zmm@22, %zmm@22
  vaesenc %zmm@9, %zmm@20, %zmm@20
  vaesenc %zmm@9, %zmm@21, %zmm@21
  vaesenc %zmm@9, %zmm@22, %zmm@22
  vaesenc %zmm@10, %zmm@20, %zmm@20
  vaesenc %zmm@10, %zmm@21, %zmm@21
  vaesenc %zmm@10, %zmm@22, %zmm@22
  vaesenc %zmm@11, %zmm@20, %zmm@20
  vaesenc %zmm@11, %zmm@21, %zmm@21
  vaesenc %zmm@11, %zmm@22, %zmm@22
  vaesenc %zmm@12, %zmm@20, %zmm@20
  vaesenc %zmm@12, %zmm@21, %zmm@21
  vaesenc %zmm@12, %zmm@22, %zmm@22
  vaesenc %zmm@13, %zmm@20, %zmm@20
  vpaddd %zmm@19, %zmm@0, %zmm@23
  vpxord %zmm@23, %zmm@1, %zmm@23
  vaesenc %zmm@13, %zmm@21, %zmm@21
  vaesenc %zmm@2, %zmm@23, %zmm@23
  vaesenc %zmm@13, %zmm@22, %zmm@22
  vaesenc %zmm@3, %zmm@23, %zmm@23
  vaesenc %zmm@14, %zmm@20, %zmm@20
  vaesenc %zmm@4, %zmm@23, %zmm@23
  vaesenc %zmm@14, %zmm@21, %zmm@21
  vaesenc %zmm@5, %zmm@23, %zmm@23
  vaesenc %zmm@14, %zmm@22, %zmm@22
  vaesenc %zmm@6, %zmm@23, %zmm@23
  vaesenclast %zmm@15, %zmm@20, %zmm@20
  vaesenc %zmm@7, %zmm@23, %zmm@23
  vpxord (%rdx,%rsi), %zmm@20, %zmm@20
  vaesenc %zmm@8, %zmm@23, %zmm@23
  vaesenclast %zmm@15, %zmm@21, %zmm@21
  vaesenc %zmm@9, %zmm@23, %zmm@23
  vaesenclast %zmm@15, %zmm@22, %zmm@22
  vaesenc %zmm@10, %zmm@23, %zmm@23
  vmovdqu64 %zmm@20, (%rdx,%rsi)
  vaesenc %zmm@11, %zmm@23, %zmm@20
  vpxord 64(%rdx,%rsi), %zmm@21, %zmm@21
  vaesenc %zmm@12, %zmm@20, %zmm@20
  vmovdqu64 %zmm@21, 64(%rdx,%rsi)
  vaesenc %zmm@13, %zmm@20, %zmm@20
  vpxord 128(%rdx,%rsi), %zmm@22, %zmm@21
  vaesenc %zmm@14, %zmm@20, %zmm@20
  vmovdqu64 %zmm@21, 128(%rdx,%rsi)
  vaesenclast %zmm@15, %zmm@20, %zmm@20
  vpxord 192(%rdx,%rsi), %zmm@20, %zmm@20
  vpaddd %zmm@18, %zmm@0, %zmm@0
  vmovdqu64 %zmm@20, 192(%rdx,%rsi)
  addq $256, %rsi
  cmpq %rsi, %rax
  jne L1
L0:
  addq %rax, %rdx
  movl %r8d, %eax
  shrl $6, %eax
  andl $63, %ecx
  cmpq $1, %rcx
  sbbq $-1, %rax
  cmpq $3, %rax
  ja L2
  leaq C5(%rip), %rcx
  movslq (%rcx,%rax,4), %rax
  addq %rcx, %rax
  jmpq *%rax
L3:
  testq %r8, %r8
  je L4
  vpxord (%rdi), %zmm@0, %zmm@0
  vaesenc 64(%rdi), %zmm@0, %zmm@0
  vaesenc 128(%rdi), %zmm@0, %zmm@0
  vaesenc 192(%rdi), %zmm@0, %zmm@0
  vaesenc 256(%rdi), %zmm@0, %zmm@0
  vaesenc 320(%rdi), %zmm@0, %zmm@0
  vaesenc 384(%rdi), %zmm@0, %zmm@0
  vaesenc 448(%rdi), %zmm@0, %zmm@0
  vaesenc 512(%rdi), %zmm@0, %zmm@0
  vaesenc 576(%rdi), %zmm@0, %zmm@0
  vaesenc 640(%rdi), %zmm@0, %zmm@0
  vaesenc 704(%rdi), %zmm@0, %zmm@0
  vaesenc 768(%rdi), %zmm@0, %zmm@0
  vaesenc 832(%rdi), %zmm@0, %zmm@0
  vaesenclast 896(%rdi), %zmm@0, %zmm@0
  jmp L5
L6:
  testq %r8, %r8
  je L4
  vmovdqa64 (%rdi), %zmm@1
  vmovdqa64 64(%rdi), %zmm@2
  vmovdqa64 128(%rdi), %zmm@3
  vmovdqa64 192(%rdi), %zmm@4
  vmovdqa64 256(%rdi), %zmm@5
  vmovdqa64 320(%rdi), %zmm@6
  vmovdqa64 384(%rdi), %zmm@7
  vmovdqa64 448(%rdi), %zmm@8
  vmovdqa64 512(%rdi), %zmm@9
  vmovdqa64 576(%rdi), %zmm@10
  vmovdqa64 640(%rdi), %zmm@11
  vmovdqa64 704(%rdi), %zmm@12
  vmovdqa64 768(%rdi), %zmm@13
  vmovdqa64 832(%rdi), %zmm@14
  cmpq $64, %r8
  movl $64, %ecx
  cmovbq %r8, %rcx
  vmovdqa64 896(%rdi), %zmm@15
  movq $-1, %rax
  movq $-1, %rsi
  shlq %cl, %rsi
  vpxord %zmm@0, %zmm@1, %zmm@16
  vaesenc %zmm@2, %zmm@16, %zmm@16
  vaesenc %zmm@3, %zmm@16, %zmm@16
  vaesenc %zmm@4, %zmm@16, %zmm@16
  vaesenc %zmm@5, %zmm@16, %zmm@16
  vaesenc %zmm@6, %zmm@16, %zmm@16
  vaesenc %zmm@7, %zmm@16, %zmm@16
  vaesenc %zmm@8, %zmm@16, %zmm@16
  vaesenc %zmm@9, %zmm@16, %zmm@16
  vaesenc %zmm@10, %zmm@16, %zmm@16
  vaesenc %zmm@11, %zmm@16, %zmm@16
  vaesenc %zmm@12, %zmm@16, %zmm@16
  vaesenc %zmm@13, %zmm@16, %zmm@16
  vaesenc %zmm@14, %zmm@16, %zmm@16
  vaesenclast %zmm@15, %zmm@16, %zmm@16
  cmpq $64, %r8
  notq %rsi
  cmovaeq %rax, %rsi
  kmovq %rsi, %k1
  vmovdqu8 (%rdx), %zmm@17 {%k1} {z}
  vpxorq %zmm@16, %zmm@17, %zmm@16
  vmovdqu8 %zmm@16, (%rdx) {%k1}
  jbe L4
  vpaddd C1(%rip), %zmm@0, %zmm@0
  vpxord %zmm@0, %zmm@1, %zmm@0
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
  vaesenc %zmm@14, %zmm@0, %zmm@0
  vaesenclast %zmm@15, %zmm@0, %zmm@0
L7:
  subq %rcx, %r8
  addq %rcx, %rdx
  jmp L5
L8:
  testq %r8, %r8
  je L4
  vmovdqa64 (%rdi), %zmm@1
  vmovdqa64 64(%rdi), %zmm@2
  vmovdqa64 128(%rdi), %zmm@3
  vmovdqa64 192(%rdi), %zmm@4
  vmovdqa64 256(%rdi), %zmm@5
  vmovdqa64 320(%rdi), %zmm@6
  vmovdqa64 384(%rdi), %zmm@7
  vmovdqa64 448(%rdi), %zmm@8
  vmovdqa64 512(%rdi), %zmm@9
  vmovdqa64 576(%rdi), %zmm@10
  vmovdqa64 640(%rdi), %zmm@11
  vmovdqa64 704(%rdi), %zmm@12
  vmovdqa64 768(%rdi), %zmm@13
  vmovdqa64 832(%rdi), %zmm@14
  vmovdqa64 896(%rdi), %zmm@15
  cmpq $64, %r8
  movl $64, %esi
  cmovbq %r8, %rsi
  movl $64, %eax
  movq $-1, %rdi
  movq $-1, %r9
  movl %esi, %ecx
  shlq %cl, %r9
  vpxord %zmm@0, %zmm@1, %zmm@16
  vaesenc %zmm@2, %zmm@16, %zmm@16
  vaesenc %zmm@3, %zmm@16, %zmm@16
  vaesenc %zmm@4, %zmm@16, %zmm@16
  vaesenc %zmm@5, %zmm@16, %zmm@16
  vaesenc %zmm@6, %zmm@16, %zmm@16
  vaesenc %zmm@7, %zmm@16, %zmm@16
  vaesenc %zmm@8, %zmm@16, %zmm@16
  vaesenc %zmm@9, %zmm@16, %zmm@16
  vaesenc %zmm@10, %zmm@16, %zmm@16
  vaesenc %zmm@11, %zmm@16, %zmm@16
  vaesenc %zmm@12, %zmm@16, %zmm@16
  vaesenc %zmm@13, %zmm@16, %zmm@16
  vaesenc %zmm@14, %zmm@16, %zmm@16
  vaesenclast %zmm@15, %zmm@16, %zmm@16
  cmpq $64, %r8
  notq %r9
  cmovaeq %rdi, %r9
  kmovq %r9, %k1
  vmovdqu8 (%rdx), %zmm@17 {%k1} {z}
  vpxorq %zmm@16, %zmm@17, %zmm@16
  vmovdqu8 %zmm@16, (%rdx) {%k1}
  jbe L4
  vpaddd C1(%rip), %zmm@0, %zmm@16
  vpxord %zmm@16, %zmm@1, %zmm@16
  vaesenc %zmm@2, %zmm@16, %zmm@16
  vaesenc %zmm@3, %zmm@16, %zmm@16
  vaesenc %zmm@4, %zmm@16, %zmm@16
  vaesenc %zmm@5, %zmm@16, %zmm@16
  vaesenc %zmm@6, %zmm@16, %zmm@16
  vaesenc %zmm@7, %zmm@16, %zmm@16
  vaesenc %zmm@8, %zmm@16, %zmm@16
  vaesenc %zmm@9, %zmm@16, %zmm@16
  vaesenc %zmm@10, %zmm@16, %zmm@16
  vaesenc %zmm@11, %zmm@16, %zmm@16
  vaesenc %zmm@12, %zmm@16, %zmm@16
  vaesenc %zmm@13, %zmm@16, %zmm@16
  vaesenc %zmm@14, %zmm@16, %zmm@16
  vaesenclast %zmm@15, %zmm@16, %zmm@16
  subq %rsi, %r8
  cmpq $64, %r8
  cmovbq %r8, %rax
  movq $-1, %r9
  movl %eax, %ecx
  shlq %cl, %r9
  cmpq $64, %r8
  notq %r9
  cmovaeq %rdi, %r9
  kmovq %r9, %k1
  vmovdqu8 (%rdx,%rsi), %zmm@17 {%k1} {z}
  vpxorq %zmm@16, %zmm@17, %zmm@16
  vmovdqu8 %zmm@16, (%rdx,%rsi) {%k1}
  jbe L4
  vpaddd C2(%rip), %zmm@0, %zmm@0
  vpxord %zmm@0, %zmm@1, %zmm@0
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
  vaesenc %zmm@14, %zmm@0, %zmm@0
  vaesenclast %zmm@15, %zmm@0, %zmm@0
  addq %rsi, %rdx
  subq %rax, %r8
  addq %rax, %rdx
L5:
  cmpq $64, %r8
  movl $64, %ecx
  cmovbq %r8, %rcx
  movq $-1, %rax
  movq $-1, %rsi
  shlq %cl, %rsi
  cmpq $64, %r8
  notq %rsi
  cmovaeq %rax, %rsi
  kmovq %rsi, %k1
  vmovdqu8 (%rdx), %zmm@1 {%k1} {z}
  vpxorq %zmm@0, %zmm@1, %zmm@0
  vmovdqu8 %zmm@0, (%rdx) {%k1}
  vzeroupper
  retq
L2:
  testq %r8, %r8
  je L4
  vmovdqa64 (%rdi), %zmm@1
  vmovdqa64 64(%rdi), %zmm@2
  vmovdqa64 128(%rdi), %zmm@3
  vmovdqa64 192(%rdi), %zmm@4
  vmovdqa64 256(%rdi), %zmm@5
  vmovdqa64 320(%rdi), %zmm@6
  vmovdqa64 384(%rdi), %zmm@7
  vmovdqa64 448(%rdi), %zmm@8
  vmovdqa64 512(%rdi), %zmm@9
  vmovdqa64 576(%rdi), %zmm@10
  vmovdqa64 640(%rdi), %zmm@11
  vmovdqa64 704(%rdi), %zmm@12
  vmovdqa64 768(%rdi), %zmm@13
  vmovdqa64 832(%rdi), %zmm@14
  vmovdqa64 896(%rdi), %zmm@15
  cmpq $64, %r8
  movl $64, %esi
  cmovbq %r8, %rsi
  movl $64, %eax
  movq $-1, %rdi
  movq $-1, %r9
  movl %esi, %ecx
  shlq %cl, %r9
  vpxord %zmm@0, %zmm@1, %zmm@16
  vaesenc %zmm@2, %zmm@16, %zmm@16
  vaesenc %zmm@3, %zmm@16, %zmm@16
  vaesenc %zmm@4, %zmm@16, %zmm@16
  vaesenc %zmm@5, %zmm@16, %zmm@16
  vaesenc %zmm@6, %zmm@16, %zmm@16
  vaesenc %zmm@7, %zmm@16, %zmm@16
  vaesenc %zmm@8, %zmm@16, %zmm@16
  vaesenc %zmm@9, %zmm@16, %zmm@16
  vaesenc %zmm@10, %zmm@16, %zmm@16
  vaesenc %zmm@11, %zmm@16, %zmm@16
  vaesenc %zmm@12, %zmm@16, %zmm@16
  vaesenc %zmm@13, %zmm@16, %zmm@16
  vaesenc %zmm@14, %zmm@16, %zmm@16
  vaesenclast %zmm@15, %zmm@16, %zmm@16
  cmpq $64, %r8
  notq %r9
  cmovaeq %rdi, %r9
  kmovq %r9, %k1
  vmovdqu8 (%rdx), %zmm@17 {%k1} {z}
  vpxorq %zmm@16, %zmm@17, %zmm@16
  vmovdqu8 %zmm@16, (%rdx) {%k1}
  jbe L4
  vpaddd C1(%rip), %zmm@0, %zmm@16
  vpxord %zmm@16, %zmm@1, %zmm@16
  vaesenc %zmm@2, %zmm@16, %zmm@16
  vaesenc %zmm@3, %zmm@16, %zmm@16
  vaesenc %zmm@4, %zmm@16, %zmm@16
  vaesenc %zmm@5, %zmm@16, %zmm@16
  vaesenc %zmm@6, %zmm@16, %zmm@16
  vaesenc %zmm@7, %zmm@16, %zmm@16
  vaesenc %zmm@8, %zmm@16, %zmm@16
  vaesenc %zmm@9, %zmm@16, %zmm@16
  vaesenc %zmm@10, %zmm@16, %zmm@16
  vaesenc %zmm@11, %zmm@16, %zmm@16
  vaesenc %zmm@12, %zmm@16, %zmm@16
  vaesenc %zmm@13, %zmm@16, %zmm@16
  vaesenc %zmm@14, %zmm@16, %zmm@16
  vaesenclast %zmm@15, %zmm@16, %zmm@16
  subq %rsi, %r8
  cmpq $64, %r8
  cmovbq %r8, %rax
  movq $-1, %r9
  movl %eax, %ecx
  shlq %cl, %r9
  cmpq $64, %r8
  notq %r9
  cmovaeq %rdi, %r9
  kmovq %r9, %k1
  vmovdqu8 (%rdx,%rsi), %zmm@17 {%k1} {z}
  vpxorq %zmm@16, %zmm@17, %zmm@16
  vmovdqu8 %zmm@16, (%rdx,%rsi) {%k1}
  jbe L4
  vpaddd C2(%rip), %zmm@0, %zmm@16
  vpxord %zmm@16, %zmm@1, %zmm@16
  vaesenc %zmm@2, %zmm@16, %zmm@16
  vaesenc %zmm@3, %zmm@16, %zmm@16
  vaesenc %zmm@4, %zmm@16, %zmm@16
  vaesenc %zmm@5, %zmm@16, %zmm@16
  vaesenc %zmm@6, %zmm@16, %zmm@16
  vaesenc %zmm@7, %zmm@16, %zmm@16
  vaesenc %zmm@8, %zmm@16, %zmm@16
  vaesenc %zmm@9, %zmm@16, %zmm@16
  vaesenc %zmm@10, %zmm@16, %zmm@16
  vaesenc %zmm@11, %zmm@16, %zmm@16
  vaesenc %zmm@12, %zmm@16, %zmm@16
  vaesenc %zmm@13, %zmm@16, %zmm@16
  vaesenc %zmm@14, %zmm@16, %zmm@16
  vaesenclast %zmm@15, %zmm@16, %zmm@16
  addq %rsi, %rdx
  subq %rax, %r8
  cmpq $64, %r8
  movl $64, %ecx
  cmovbq %r8, %rcx
  movq $-1, %rsi
  shlq %cl, %rdi
  cmpq $64, %r8
  notq %rdi
  cmovaeq %rsi, %rdi
  kmovq %rdi, %k1
  vmovdqu8 (%rdx,%rax), %zmm@17 {%k1} {z}
  vpxorq %zmm@16, %zmm@17, %zmm@16
  vmovdqu8 %zmm@16, (%rdx,%rax) {%k1}
  ja L9
L4:
  vzeroupper
  retq
L9:
  vpaddd C4(%rip), %zmm@0, %zmm@0
  vpxord %zmm@0, %zmm@1, %zmm@0
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
  vaesenc %zmm@14, %zmm@0, %zmm@0
  vaesenclast %zmm@15, %zmm@0, %zmm@0
  addq %rax, %rdx
  jmp L7
== hw_gcm_siv::arch::x86_64::vaes_avx512::open_groups#0
  cmpq $256, %r9
  jae L0
  xorl %eax, %eax
  retq
L0:
  movq %r9, %rax
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
  vbroadcasti32x4 224(%rdi), %zmm@14
  vmovdqu64 (%rdx), %zmm@15
  vmovdqu64 64(%rdx), %zmm@16
  vshufi64x2 $0, %zmm@15, %zmm@15, %zmm@17
  vpclmulqdq $0, %zmm@17, %zmm@15, %zmm@18
  vpclmulqdq $17, %zmm@17, %zmm@15, %zmm@19
  vpclmulqdq $1, %zmm@17, %zmm@15, %zmm@20
  vpclmulqdq $16, %zmm@17, %zmm@15, %zmm@21
  vpxorq %zmm@20, %zmm@21, %zmm@20
  vpslldq $8, %zmm@20, %zmm@21
  vpxord %zmm@18, %zmm@21, %zmm@21
  vpsrldq $8, %zmm@20, %zmm@18
  vpxorq %zmm@18, %zmm@19, %zmm@20
  vpbroadcastq C0(%rip), %zmm@18
  vpclmulqdq $0, %zmm@18, %zmm@21, %zmm@19
  vpshufd $78, %zmm@21, %zmm@21
  vpxorq %zmm@21, %zmm@19, %zmm@19
  vpclmulqdq $0, %zmm@18, %zmm@19, %zmm@21
  vpshufd $78, %zmm@19, %zmm@19
  vpternlogq $150, %zmm@21, %zmm@20, %zmm@19
  vpclmulqdq $0, %zmm@17, %zmm@16, %zmm@20
  vpclmulqdq $17, %zmm@17, %zmm@16, %zmm@21
  vpclmulqdq $1, %zmm@17, %zmm@16, %zmm@22
  vpclmulqdq $16, %zmm@17, %zmm@16, %zmm@17
  vpxorq %zmm@22, %zmm@17, %zmm@17
  vpslldq $8, %zmm@17, %zmm@22
  vpxord %zmm@20, %zmm@22, %zmm@20
  vpsrldq $8, %zmm@17, %zmm@17
  vpxorq %zmm@17, %zmm@21, %zmm@17
  vpclmulqdq $0, %zmm@18, %zmm@20, %zmm@21
  vpshufd $78, %zmm@20, %zmm@20
  vpxorq %zmm@20, %zmm@21, %zmm@20
  vpclmulqdq $0, %zmm@18, %zmm@20, %zmm@21
  vpshufd $78, %zmm@20, %zmm@20
  vpternlogq $150, %zmm@21, %zmm@17, %zmm@20
  movabsq $9223372036854775552, %rdx
  andq %rdx, %rax
  leaq (%r8,%rax), %rdx
  vmovdqu (%rcx), %xmm@17
  vbroadcasti32x4 (%rsi), %zmm@21
  vpaddd C1(%rip), %zmm@21, %zmm@21
  vmovdqa64 C2(%rip), %zmm@23
  vmovdqa64 C3(%rip), %zmm@24
L1:
  vpxord %zmm@0, %zmm@21, %zmm@25
  vpaddd C4(%rip), %zmm@21, %zmm@26
  vpxord %zmm@0, %zmm@26, %zmm@26
  vpaddd C5(%rip), %zmm@21, %zmm@27
  vpxord %zmm@0, %zmm@27, %zmm@27
  vpaddd %zmm@23, %zmm@21, %zmm@28
  vpxord %zmm@0, %zmm@28, %zmm@28
  vaesenc %zmm@1, %zmm@25, %zmm@25
  vaesenc %zmm@1, %zmm@26, %zmm@26
  vaesenc %zmm@1, %zmm@27, %zmm@27
  vaesenc %zmm@1, %zmm@28, %zmm@28
  vaesenc %zmm@2, %zmm@25, %zmm@25
  vaesenc %zmm@2, %zmm@26, %zmm@26
  vaesenc %zmm@2, %zmm@27, %zmm@27
  vaesenc %zmm@2, %zmm@28, %zmm@28
  vaesenc %zmm@3, %zmm@25, %zmm@25
  vaesenc %zmm@3, %zmm@26, %zmm@26
  vaesenc %zmm@3, %zmm@27, %zmm@27
  vaesenc %zmm@3, %zmm@28, %zmm@28
  vaesenc %zmm@4, %zmm@25, %zmm@25
  vaesenc %zmm@4, %zmm@26, %zmm@26
  vaesenc %zmm@4, %zmm@27, %zmm@27
  vaesenc %zmm@4, %zmm@28, %zmm@28
  vaesenc %zmm@5, %zmm@25, %zmm@25
  vaesenc %zmm@5, %zmm@26, %zmm@26
  vaesenc %zmm@5, %zmm@27, %zmm@27
  vaesenc %zmm@5, %zmm@28, %zmm@28
  vaesenc %zmm@6, %zmm@25, %zmm@25
  vaesenc %zmm@6, %zmm@26, %zmm@26
  vaesenc %zmm@6, %zmm@27, %zmm@27
  vaesenc %zmm@6, %zmm@28, %zmm@28
  vaesenc %zmm@7, %zmm@25, %zmm@25
  vaesenc %zmm@7, %zmm@26, %zmm@26
  vaesenc %zmm@7, %zmm@27, %zmm@27
  vaesenc %zmm@7, %zmm@28, %zmm@28
  vaesenc %zmm@8, %zmm@25, %zmm@25
  vaesenc %zmm@8, %zmm@26, %zmm@26
  vaesenc %zmm@8, %zmm@27, %zmm@27
  vaesenc %zmm@8, %zmm@28, %zmm@28
  vaesenc %zmm@9, %zmm@25, %zmm@25
  vaesenc %zmm@9, %zmm@26, %zmm@26
  vaesenc %zmm@9, %zmm@27, %zmm@27
  vaesenc %zmm@9, %zmm@28, %zmm@28
  vaesenc %zmm@10, %zmm@25, %zmm@25
  vaesenc %zmm@10, %zmm@26, %zmm@26
  vaesenc %zmm@10, %zmm@27, %zmm@27
  vaesenc %zmm@10, %zmm@28, %zmm@28
  vaesenc %zmm@11, %zmm@25, %zmm@25
  vaesenc %zmm@11, %zmm@26, %zmm@26
  vaesenc %zmm@11, %zmm@27, %zmm@27
  vaesenc %zmm@11, %zmm@28, %zmm@28
  vaesenc %zmm@12, %zmm@25, %zmm@25
  vaesenc %zmm@12, %zmm@26, %zmm@26
  vaesenc %zmm@13, %zmm@25, %zmm@25
  vaesenc %zmm@12, %zmm@27, %zmm@27
  vaesenc %zmm@13, %zmm@26, %zmm@26
  vaesenclast %zmm@14, %zmm@25, %zmm@25
  vpxord (%r8), %zmm@25, %zmm@25
  vaesenc %zmm@13, %zmm@27, %zmm@27
  vmovdqu64 %zmm@25, (%r8)
  vaesenclast %zmm@14, %zmm@26, %zmm@26
  vpxord 64(%r8), %zmm@26, %zmm@26
  vaesenc %zmm@12, %zmm@28, %zmm@28
  vmovdqu64 %zmm@26, 64(%r8)
  vaesenclast %zmm@14, %zmm@27, %zmm@27
  vpxord 128(%r8), %zmm@27, %zmm@27
  vaesenc %zmm@13, %zmm@28, %zmm@28
  vmovdqa %xmm@17, %xmm@17
  vpxorq %zmm@25, %zmm@17, %zmm@17
  vpclmulqdq $0, %zmm@19, %zmm@17, %zmm@25
  vpclmulqdq $1, %zmm@19, %zmm@17, %zmm@29
  vpclmulqdq $16, %zmm@19, %zmm@17, %zmm@30
  vpclmulqdq $1, %zmm@20, %zmm@26, %zmm@22
  vpxorq %zmm@29, %zmm@30, %zmm@29
  vpclmulqdq $16, %zmm@20, %zmm@26, %zmm@30
  vpternlogq $150, %zmm@22, %zmm@29, %zmm@30
  vpclmulqdq $0, %zmm@20, %zmm@26, %zmm@22
  vpclmulqdq $0, %zmm@15, %zmm@27, %zmm@29
  vpternlogq $150, %zmm@25, %zmm@22, %zmm@29
  vpclmulqdq $17, %zmm@19, %zmm@17, %zmm@17
  vpclmulqdq $17, %zmm@20, %zmm@26, %zmm@22
  vpclmulqdq $17, %zmm@15, %zmm@27, %zmm@25
  vpternlogq $150, %zmm@17, %zmm@22, %zmm@25
  vmovdqu64 %zmm@27, 128(%r8)
  vaesenclast %zmm@14, %zmm@28, %zmm@17
  vpxord 192(%r8), %zmm@17, %zmm@17
  vpclmulqdq $1, %zmm@15, %zmm@27, %zmm@22
  vpclmulqdq $16, %zmm@15, %zmm@27, %zmm@26
  vpternlogq $150, %zmm@22, %zmm@30, %zmm@26
  vpclmulqdq $1, %zmm@16, %zmm@17, %zmm@22
  vpclmulqdq $16, %zmm@16, %zmm@17, %zmm@27
  vpternlogq $150, %zmm@22, %zmm@26, %zmm@27
  vpclmulqdq $0, %zmm@16, %zmm@17, %zmm@22
  vpslldq $8, %zmm@27, %zmm@26
  vpternlogd $150, %zmm@22, %zmm@29, %zmm@26
  vpclmulqdq $17, %zmm@16, %zmm@17, %zmm@22
  vpsrldq $8, %zmm@27, %zmm@27
  vpternlogq $150, %zmm@22, %zmm@25, %zmm@27
  vpclmulqdq $0, %zmm@18, %zmm@26, %zmm@22
  vpshufd $78, %zmm@26, %zmm@25
  vpxorq %zmm@25, %zmm@22, %zmm@22
  vpclmulqdq $0, %zmm@18, %zmm@22, %zmm@25
  vpshufd $78, %zmm@22, %zmm@31
  vpternlogq $150, %zmm@25, %zmm@27, %zmm@31
  vmovdqu64 %zmm@17, 192(%r8)
  vextracti64x4 $1, %zmm@31, %ymm@17
  vpxor %ymm@31, %ymm@17, %ymm@17
  vextracti128 $1, %ymm@17, %xmm@31
  vpxor %xmm@17, %xmm@31, %xmm@17
  vpaddd %zmm@24, %zmm@21, %zmm@21
  addq $256, %r8
  cmpq %rdx, %r8
  jne L1
  vmovdqu %xmm@17, (%rcx)
  vzeroupper
  retq
== hw_gcm_siv::arch::x86_64::vaes_avx512::short#0
  pushq %rbp
  movq %rsp, %rbp
  pushq %r15
  pushq %r14
  pushq %r13
  pushq %r12
  pushq %rbx
  andq $-64, %rsp
  subq $2048, %rsp
  movq %r9, %r14
  movq %r8, %r15
  movq %rcx, %r12
  movq %rdi, %rbx
  movq 16(%rbp), %r13
  leaq 64(%rsp), %rdi
  callq hw_gcm_siv::arch::x86_64::aesni_clmul::short_keys
  vmovaps 64(%rsp), %xmm@0
  vmovaps %xmm@0, 32(%rsp)
  vmovdqa 80(%rsp), %xmm@1
  vmovdqa64 %zmm@1, 1920(%rsp)
  vmovdqa 96(%rsp), %xmm@2
  vmovdqa64 %zmm@2, 1856(%rsp)
  vmovdqa 112(%rsp), %xmm@3
  vmovdqa64 %zmm@3, 1792(%rsp)
  vmovdqa 128(%rsp), %xmm@4
  vmovdqa64 %zmm@4, 1728(%rsp)
  vmovdqa 144(%rsp), %xmm@5
  vmovdqa64 %zmm@5, 1664(%rsp)
  vmovdqa 160(%rsp), %xmm@6
  vmovdqa64 %zmm@6, 1600(%rsp)
  vmovdqa 176(%rsp), %xmm@7
  vmovdqa64 %zmm@7, 1536(%rsp)
  vmovdqa 192(%rsp), %xmm@8
  vmovdqa64 %zmm@8, 1472(%rsp)
  vmovdqa 208(%rsp), %xmm@9
  vmovdqa64 %zmm@9, 1408(%rsp)
  vmovdqa 224(%rsp), %xmm@10
  vmovdqa64 %zmm@10, 1344(%rsp)
  vmovdqa 240(%rsp), %xmm@11
  vmovdqa64 %zmm@11, 1280(%rsp)
  vmovdqa 256(%rsp), %xmm@12
  vmovdqa64 %zmm@12, 1216(%rsp)
  vmovdqa 272(%rsp), %xmm@13
  vmovdqa64 %zmm@13, 1152(%rsp)
  vmovdqa 288(%rsp), %xmm@14
  vmovdqa64 %zmm@14, 1088(%rsp)
  movq 24(%rbp), %rax
  vmovups (%rax), %xmm@0
  vorps C0(%rip), %xmm@0, %xmm@0
  vmovaps %xmm@0, (%rsp)
  vmovdqa 304(%rsp), %xmm@15
  vmovdqa64 %zmm@15, 1024(%rsp)
  vshufi64x2 $0, %zmm@1, %zmm@1, %zmm@0
  vshufi64x2 $0, %zmm@2, %zmm@2, %zmm@1
  vshufi64x2 $0, %zmm@3, %zmm@3, %zmm@2
  vshufi64x2 $0, %zmm@4, %zmm@4, %zmm@3
  vshufi64x2 $0, %zmm@5, %zmm@5, %zmm@4
  vshufi64x2 $0, %zmm@6, %zmm@6, %zmm@5
  vshufi64x2 $0, %zmm@7, %zmm@7, %zmm@6
  vshufi64x2 $0, %zmm@8, %zmm@8, %zmm@7
  vshufi64x2 $0, %zmm@9, %zmm@9, %zmm@8
  vshufi64x2 $0, %zmm@10, %zmm@10, %zmm@9
  vshufi64x2 $0, %zmm@11, %zmm@11, %zmm@10
  vshufi64x2 $0, %zmm@12, %zmm@12, %zmm@11
  vshufi64x2 $0, %zmm@13, %zmm@13, %zmm@12
  vshufi64x2 $0, %zmm@14, %zmm@14, %zmm@13
  vshufi64x2 $0, %zmm@15, %zmm@15, %zmm@14
  vmovaps 320(%rsp), %xmm@15
  vmovaps %xmm@15, 16(%rsp)
  vmovdqa64 %zmm@0, 64(%rsp)
  vmovdqa64 %zmm@1, 128(%rsp)
  vmovdqa64 %zmm@2, 192(%rsp)
  vmovdqa64 %zmm@3, 256(%rsp)
  vmovdqa64 %zmm@4, 320(%rsp)
  vmovdqa64 %zmm@5, 384(%rsp)
  vmovdqa64 %zmm@6, 448(%rsp)
  vmovdqa64 %zmm@7, 512(%rsp)
  vmovdqa64 %zmm@8, 576(%rsp)
  vmovdqa64 %zmm@9, 640(%rsp)
  vmovdqa64 %zmm@10, 704(%rsp)
  vmovdqa64 %zmm@11, 768(%rsp)
  vmovdqa64 %zmm@12, 832(%rsp)
  vmovdqa64 %zmm@13, 896(%rsp)
  vmovdqa64 %zmm@14, 960(%rsp)
  leaq 64(%rsp), %rdi
  movq %rsp, %rsi
  movq %r14, %rdx
  movq %r13, %rcx
  vzeroupper
  callq hw_gcm_siv::arch::x86_64::vaes_avx512::ctr_regs
  vmovaps 32(%rsp), %xmm@0
  vmovaps %xmm@0, (%rsp)
  leaq 48(%rsp), %rdi
  movq %rsp, %rsi
  movq %r12, %rdx
  movq %r15, %rcx
  movq %r14, %r8
  movq %r13, %r9
  callq hw_gcm_siv::arch::x86_64::aesni_clmul::short_hash
  vmovdqa 16(%rsp), %xmm@0
  vpsrldq $4, %xmm@0, %xmm@0
  vpxor 48(%rsp), %xmm@0, %xmm@0
  vpand C1(%rip), %xmm@0, %xmm@0
  vpxor 1920(%rsp), %xmm@0, %xmm@0
  vaesenc 1856(%rsp), %xmm@0, %xmm@0
  vaesenc 1792(%rsp), %xmm@0, %xmm@0
  vaesenc 1728(%rsp), %xmm@0, %xmm@0
  vaesenc 1664(%rsp), %xmm@0, %xmm@0
  vaesenc 1600(%rsp), %xmm@0, %xmm@0
  vaesenc 1536(%rsp), %xmm@0, %xmm@0
  vaesenc 1472(%rsp), %xmm@0, %xmm@0
  vaesenc 1408(%rsp), %xmm@0, %xmm@0
  vaesenc 1344(%rsp), %xmm@0, %xmm@0
  vaesenc 1280(%rsp), %xmm@0, %xmm@0
  vaesenc 1216(%rsp), %xmm@0, %xmm@0
  vaesenc 1152(%rsp), %xmm@0, %xmm@0
  vaesenc 1088(%rsp), %xmm@0, %xmm@0
  vaesenclast 1024(%rsp), %xmm@0, %xmm@0
  vmovdqu %xmm@0, (%rbx)
  leaq -40(%rbp), %rsp
  popq %rbx
  popq %r12
  popq %r13
  popq %r14
  popq %r15
  popq %rbp
  retq
== hw_gcm_siv::arch::x86_64::vaes_avx512::short#1
  pushq %rbp
  movq %rsp, %rbp
  pushq %r15
  pushq %r14
  pushq %r13
  pushq %r12
  pushq %rbx
  andq $-64, %rsp
  subq $2048, %rsp
  movq %r9, %rbx
  movq %r8, %r12
  movq %rcx, %r13
  movq %rdi, %r14
  movq 16(%rbp), %r15
  leaq 128(%rsp), %rdi
  callq hw_gcm_siv::arch::x86_64::aesni_clmul::short_keys
  vmovaps 128(%rsp), %xmm@0
  vmovdqa 144(%rsp), %xmm@1
  vmovdqa64 %zmm@1, 64(%rsp)
  vmovdqa 160(%rsp), %xmm@2
  vmovdqa64 %zmm@2, 1920(%rsp)
  vmovdqa 176(%rsp), %xmm@3
  vmovdqa64 %zmm@3, 1856(%rsp)
  vmovdqa 192(%rsp), %xmm@4
  vmovdqa64 %zmm@4, 1792(%rsp)
  vmovdqa 208(%rsp), %xmm@5
  vmovdqa64 %zmm@5, 1728(%rsp)
  vmovdqa 224(%rsp), %xmm@6
  vmovdqa64 %zmm@6, 1664(%rsp)
  vmovdqa 240(%rsp), %xmm@7
  vmovdqa64 %zmm@7, 1600(%rsp)
  vmovdqa 256(%rsp), %xmm@8
  vmovdqa64 %zmm@8, 1536(%rsp)
  vmovdqa 272(%rsp), %xmm@9
  vmovdqa64 %zmm@9, 1472(%rsp)
  vmovdqa 288(%rsp), %xmm@10
  vmovdqa64 %zmm@10, 1408(%rsp)
  vmovdqa 304(%rsp), %xmm@11
  vmovdqa64 %zmm@11, 1344(%rsp)
  vmovdqa 320(%rsp), %xmm@12
  vmovdqa64 %zmm@12, 1280(%rsp)
  vmovdqa 336(%rsp), %xmm@13
  vmovdqa64 %zmm@13, 1216(%rsp)
  vmovdqa 352(%rsp), %xmm@14
  vmovdqa64 %zmm@14, 1152(%rsp)
  vmovdqa 368(%rsp), %xmm@15
  vmovdqa64 %zmm@15, 1088(%rsp)
  vmovaps %xmm@0, 16(%rsp)
  vmovaps 384(%rsp), %xmm@0
  vmovaps %xmm@0, 32(%rsp)
  vshufi64x2 $0, %zmm@1, %zmm@1, %zmm@0
  vshufi64x2 $0, %zmm@2, %zmm@2, %zmm@1
  vshufi64x2 $0, %zmm@3, %zmm@3, %zmm@2
  vshufi64x2 $0, %zmm@4, %zmm@4, %zmm@3
  vshufi64x2 $0, %zmm@5, %zmm@5, %zmm@4
  vshufi64x2 $0, %zmm@6, %zmm@6, %zmm@5
  vshufi64x2 $0, %zmm@7, %zmm@7, %zmm@6
  vshufi64x2 $0, %zmm@8, %zmm@8, %zmm@7
  vshufi64x2 $0, %zmm@9, %zmm@9, %zmm@8
  vshufi64x2 $0, %zmm@10, %zmm@10, %zmm@9
  vshufi64x2 $0, %zmm@11, %zmm@11, %zmm@10
  vshufi64x2 $0, %zmm@12, %zmm@12, %zmm@11
  vshufi64x2 $0, %zmm@13, %zmm@13, %zmm@12
  vshufi64x2 $0, %zmm@14, %zmm@14, %zmm@13
  vshufi64x2 $0, %zmm@15, %zmm@15, %zmm@14
  vmovdqa64 %zmm@0, 128(%rsp)
  vmovdqa64 %zmm@1, 192(%rsp)
  vmovdqa64 %zmm@2, 256(%rsp)
  vmovdqa64 %zmm@3, 320(%rsp)
  vmovdqa64 %zmm@4, 384(%rsp)
  vmovdqa64 %zmm@5, 448(%rsp)
  vmovdqa64 %zmm@6, 512(%rsp)
  vmovdqa64 %zmm@7, 576(%rsp)
  vmovdqa64 %zmm@8, 640(%rsp)
  vmovdqa64 %zmm@9, 704(%rsp)
  vmovdqa64 %zmm@10, 768(%rsp)
  vmovdqa64 %zmm@11, 832(%rsp)
  vmovdqa64 %zmm@12, 896(%rsp)
  vmovdqa64 %zmm@13, 960(%rsp)
  vmovdqa64 %zmm@14, 1024(%rsp)
  leaq 48(%rsp), %rdi
  leaq 16(%rsp), %rsi
  movq %r13, %rdx
  movq %r12, %rcx
  movq %rbx, %r8
  movq %r15, %r9
  vzeroupper
  callq hw_gcm_siv::arch::x86_64::aesni_clmul::short_hash
  vmovdqa 32(%rsp), %xmm@0
  vpsrldq $4, %xmm@0, %xmm@0
  vpxor 48(%rsp), %xmm@0, %xmm@0
  vpand C0(%rip), %xmm@0, %xmm@0
  vpxor 64(%rsp), %xmm@0, %xmm@0
  vaesenc 1920(%rsp), %xmm@0, %xmm@0
  vaesenc 1856(%rsp), %xmm@0, %xmm@0
  vaesenc 1792(%rsp), %xmm@0, %xmm@0
  vaesenc 1728(%rsp), %xmm@0, %xmm@0
  vaesenc 1664(%rsp), %xmm@0, %xmm@0
  vaesenc 1600(%rsp), %xmm@0, %xmm@0
  vaesenc 1536(%rsp), %xmm@0, %xmm@0
  vaesenc 1472(%rsp), %xmm@0, %xmm@0
  vaesenc 1408(%rsp), %xmm@0, %xmm@0
  vaesenc 1344(%rsp), %xmm@0, %xmm@0
  vaesenc 1280(%rsp), %xmm@0, %xmm@0
  vaesenc 1216(%rsp), %xmm@0, %xmm@0
  vaesenc 1152(%rsp), %xmm@0, %xmm@0
  vaesenclast 1088(%rsp), %xmm@0, %xmm@0
  vmovdqa %xmm@0, 64(%rsp)
  vpor C1(%rip), %xmm@0, %xmm@0
  vmovdqa %xmm@0, 16(%rsp)
  leaq 128(%rsp), %rdi
  leaq 16(%rsp), %rsi
  movq %rbx, %rdx
  movq %r15, %rcx
  callq hw_gcm_siv::arch::x86_64::vaes_avx512::ctr_regs
  vmovaps 64(%rsp), %xmm@0
  vmovups %xmm@0, (%r14)
  leaq -40(%rbp), %rsp
  popq %rbx
  popq %r12
  popq %r13
  popq %r14
  popq %r15
  popq %rbp
  retq
== hw_polyval::arch::x86_64::aesni_clmul::absorb#0
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
== hw_polyval::arch::x86_64::aesni_clmul::dot#0
  movdqa (%rsi), %xmm@0
  movdqa (%rdx), %xmm@1
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
== hw_polyval::arch::x86_64::vaes_avx512::update#0
  pushq %rbx
  subq $160, %rsp
  movq %rcx, %rax
  movq %rdx, %rcx
  movq %rsi, %rbx
  vmovdqu64 (%rdi), %zmm@0
  vmovdqu64 64(%rdi), %zmm@1
  vshufi64x2 $0, %zmm@0, %zmm@0, %zmm@2
  vpclmulqdq $0, %zmm@2, %zmm@0, %zmm@3
  vpclmulqdq $17, %zmm@2, %zmm@0, %zmm@4
  vpclmulqdq $1, %zmm@2, %zmm@0, %zmm@5
  vpclmulqdq $16, %zmm@2, %zmm@0, %zmm@6
  vpxorq %zmm@5, %zmm@6, %zmm@5
  vpslldq $8, %zmm@5, %zmm@6
  vpxord %zmm@3, %zmm@6, %zmm@6
  vpsrldq $8, %zmm@5, %zmm@5
  vpbroadcastq C0(%rip), %zmm@3
  vpxorq %zmm@5, %zmm@4, %zmm@5
  vpclmulqdq $0, %zmm@3, %zmm@6, %zmm@4
  vpshufd $78, %zmm@6, %zmm@6
  vpxorq %zmm@6, %zmm@4, %zmm@4
  vpclmulqdq $0, %zmm@3, %zmm@4, %zmm@6
  vpshufd $78, %zmm@4, %zmm@4
  vpternlogq $150, %zmm@6, %zmm@5, %zmm@4
  vpclmulqdq $0, %zmm@2, %zmm@1, %zmm@5
  vpclmulqdq $17, %zmm@2, %zmm@1, %zmm@6
  vpclmulqdq $1, %zmm@2, %zmm@1, %zmm@7
  vpclmulqdq $16, %zmm@2, %zmm@1, %zmm@2
  vpxorq %zmm@7, %zmm@2, %zmm@2
  vpslldq $8, %zmm@2, %zmm@7
  vpxord %zmm@5, %zmm@7, %zmm@5
  vpsrldq $8, %zmm@2, %zmm@2
  vpxorq %zmm@2, %zmm@6, %zmm@6
  vpclmulqdq $0, %zmm@3, %zmm@5, %zmm@2
  vpshufd $78, %zmm@5, %zmm@5
  vpxorq %zmm@5, %zmm@2, %zmm@2
  vpclmulqdq $0, %zmm@3, %zmm@2, %zmm@5
  vpshufd $78, %zmm@2, %zmm@2
  vpternlogq $150, %zmm@5, %zmm@6, %zmm@2
  movq %rax, %rdx
  shlq $4, %rdx
  andq $-256, %rdx
  addq %rcx, %rdx
  vmovdqu (%rsi), %xmm@5
  movq %rcx, %rsi
L0:
  vmovdqu64 64(%rsi), %zmm@6
  vmovdqu64 128(%rsi), %zmm@7
  vmovdqu64 192(%rsi), %zmm@8
  vmovdqa %xmm@5, %xmm@5
  vpxorq (%rsi), %zmm@5, %zmm@5
  vpclmulqdq $0, %zmm@4, %zmm@5, %zmm@9
  vpclmulqdq $17, %zmm@4, %zmm@5, %zmm@10
  vpclmulqdq $1, %zmm@4, %zmm@5, %zmm@11
  vpclmulqdq $16, %zmm@4, %zmm@5, %zmm@5
  vpxorq %zmm@11, %zmm@5, %zmm@5
  vpclmulqdq $0, %zmm@2, %zmm@6, %zmm@11
  vpclmulqdq $17, %zmm@2, %zmm@6, %zmm@12
  vpclmulqdq $1, %zmm@2, %zmm@6, %zmm@13
  vpclmulqdq $16, %zmm@2, %zmm@6, %zmm@6
  vpternlogq $150, %zmm@13, %zmm@5, %zmm@6
  vpclmulqdq $0, %zmm@0, %zmm@7, %zmm@5
  vpternlogq $150, %zmm@9, %zmm@11, %zmm@5
  vpclmulqdq $17, %zmm@0, %zmm@7, %zmm@9
  vpternlogq $150, %zmm@10, %zmm@12, %zmm@9
  vpclmulqdq $1, %zmm@0, %zmm@7, %zmm@10
  vpclmulqdq $16, %zmm@0, %zmm@7, %zmm@7
  vpternlogq $150, %zmm@10, %zmm@6, %zmm@7
  vpclmulqdq $0, %zmm@1, %zmm@8, %zmm@6
  vpclmulqdq $17, %zmm@1, %zmm@8, %zmm@10
  vpclmulqdq $1, %zmm@1, %zmm@8, %zmm@11
  vpclmulqdq $16, %zmm@1, %zmm@8, %zmm@8
  vpternlogq $150, %zmm@11, %zmm@7, %zmm@8
  vpslldq $8, %zmm@8, %zmm@7
  vpternlogd $150, %zmm@6, %zmm@5, %zmm@7
  vpsrldq $8, %zmm@8, %zmm@5
  vpternlogq $150, %zmm@10, %zmm@9, %zmm@5
  vpclmulqdq $0, %zmm@3, %zmm@7, %zmm@6
  vpshufd $78, %zmm@7, %zmm@7
  vpxorq %zmm@7, %zmm@6, %zmm@6
  vpclmulqdq $0, %zmm@3, %zmm@6, %zmm@7
  vpshufd $78, %zmm@6, %zmm@6
  vpternlogq $150, %zmm@7, %zmm@5, %zmm@6
  vextracti64x4 $1, %zmm@6, %ymm@5
  vpxor %ymm@6, %ymm@5, %ymm@5
  vextracti128 $1, %ymm@5, %xmm@6
  vpxor %xmm@5, %xmm@6, %xmm@5
  addq $256, %rsi
  cmpq %rdx, %rsi
  jne L0
  movl %eax, %r8d
  andl $15, %r8d
  movabsq $576460752303423472, %rdx
  andq %rax, %rdx
  shlq $4, %rdx
  addq %rdx, %rcx
  vmovups (%rdi), %zmm@0
  vmovups 64(%rdi), %zmm@1
  vmovups %zmm@1, 96(%rsp)
  vmovups %zmm@0, 32(%rsp)
  vmovdqa %xmm@5, 16(%rsp)
  movq %rsp, %rdi
  leaq 32(%rsp), %rsi
  leaq 16(%rsp), %rdx
  vzeroupper
  callq hw_polyval::arch::x86_64::aesni_clmul::absorb
  vmovaps (%rsp), %xmm@0
  vmovups %xmm@0, (%rbx)
  addq $160, %rsp
  popq %rbx
  retq
