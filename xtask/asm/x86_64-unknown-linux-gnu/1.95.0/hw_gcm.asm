== hw_gcm::arch::x86_64::aesni_clmul::init#0
  movdqu (%rdi), %xmm@0
  movdqu 16(%rdi), %xmm@1
  movdqa C0(%rip), %xmm@2
  movdqa %xmm@0, %xmm@3
  pslldq $4, %xmm@3
  pxor %xmm@0, %xmm@3
  movdqa %xmm@1, %xmm@4
  pslldq $4, %xmm@4
  pxor %xmm@1, %xmm@4
  movdqa %xmm@0, (%rsi)
  aesenc %xmm@1, %xmm@0
  movdqa %xmm@1, %xmm@5
  pshufb %xmm@2, %xmm@5
  aesenclast C1(%rip), %xmm@5
  movdqa %xmm@1, 16(%rsi)
  movdqa %xmm@3, %xmm@1
  pslldq $4, %xmm@1
  pxor %xmm@3, %xmm@1
  movdqa %xmm@1, %xmm@3
  pslldq $4, %xmm@3
  pxor %xmm@1, %xmm@3
  pxor %xmm@5, %xmm@3
  pshufd $255, %xmm@3, %xmm@5
  pxor %xmm@1, %xmm@1
  aesenclast %xmm@1, %xmm@5
  movdqa %xmm@4, %xmm@6
  pslldq $4, %xmm@6
  pxor %xmm@4, %xmm@6
  movdqa %xmm@6, %xmm@4
  pslldq $4, %xmm@4
  pxor %xmm@6, %xmm@4
  pxor %xmm@5, %xmm@4
  movdqa %xmm@4, %xmm@5
  pslldq $4, %xmm@5
  pxor %xmm@4, %xmm@5
  aesenc %xmm@3, %xmm@0
  aesenc %xmm@4, %xmm@0
  movdqa %xmm@4, %xmm@6
  pshufb %xmm@2, %xmm@6
  aesenclast C2(%rip), %xmm@6
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
  pxor %xmm@6, %xmm@4
  pshufd $255, %xmm@4, %xmm@3
  aesenclast %xmm@1, %xmm@3
  movdqa %xmm@5, %xmm@6
  pslldq $4, %xmm@6
  pxor %xmm@5, %xmm@6
  movdqa %xmm@6, %xmm@5
  pslldq $4, %xmm@5
  pxor %xmm@6, %xmm@5
  pxor %xmm@3, %xmm@5
  movdqa %xmm@5, %xmm@3
  pslldq $4, %xmm@3
  pxor %xmm@5, %xmm@3
  aesenc %xmm@4, %xmm@0
  aesenc %xmm@5, %xmm@0
  movdqa %xmm@4, 64(%rsi)
  movdqa %xmm@5, 80(%rsi)
  pshufb %xmm@2, %xmm@5
  aesenclast C3(%rip), %xmm@5
  movdqa %xmm@4, %xmm@6
  pslldq $4, %xmm@6
  pxor %xmm@4, %xmm@6
  movdqa %xmm@6, %xmm@4
  pslldq $4, %xmm@4
  pxor %xmm@6, %xmm@4
  movdqa %xmm@4, %xmm@6
  pslldq $4, %xmm@6
  pxor %xmm@4, %xmm@6
  pxor %xmm@5, %xmm@6
  pshufd $255, %xmm@6, %xmm@4
  aesenclast %xmm@1, %xmm@4
  movdqa %xmm@3, %xmm@5
  pslldq $4, %xmm@5
  pxor %xmm@3, %xmm@5
  movdqa %xmm@5, %xmm@3
  pslldq $4, %xmm@3
  pxor %xmm@5, %xmm@3
  pxor %xmm@4, %xmm@3
  movdqa %xmm@3, %xmm@4
  pslldq $4, %xmm@4
  pxor %xmm@3, %xmm@4
  aesenc %xmm@6, %xmm@0
  aesenc %xmm@3, %xmm@0
  movdqa %xmm@3, %xmm@5
  pshufb %xmm@2, %xmm@5
  aesenclast C4(%rip), %xmm@5
  movdqa %xmm@6, 96(%rsi)
  movdqa %xmm@3, 112(%rsi)
  movdqa %xmm@6, %xmm@3
  pslldq $4, %xmm@3
  pxor %xmm@6, %xmm@3
  movdqa %xmm@3, %xmm@6
  pslldq $4, %xmm@6
  pxor %xmm@3, %xmm@6
  movdqa %xmm@6, %xmm@3
  pslldq $4, %xmm@3
  pxor %xmm@6, %xmm@3
  pxor %xmm@5, %xmm@3
  pshufd $255, %xmm@3, %xmm@5
  aesenclast %xmm@1, %xmm@5
  movdqa %xmm@4, %xmm@6
  pslldq $4, %xmm@6
  pxor %xmm@4, %xmm@6
  movdqa %xmm@6, %xmm@4
  pslldq $4, %xmm@4
  pxor %xmm@6, %xmm@4
  pxor %xmm@5, %xmm@4
  movdqa %xmm@4, %xmm@5
  pslldq $4, %xmm@5
  pxor %xmm@4, %xmm@5
  aesenc %xmm@3, %xmm@0
  aesenc %xmm@4, %xmm@0
  movdqa %xmm@3, 128(%rsi)
  movdqa %xmm@4, 144(%rsi)
  pshufb %xmm@2, %xmm@4
  aesenclast C5(%rip), %xmm@4
  movdqa %xmm@3, %xmm@6
  pslldq $4, %xmm@6
  pxor %xmm@3, %xmm@6
  movdqa %xmm@6, %xmm@7
  pslldq $4, %xmm@7
  pxor %xmm@6, %xmm@7
  movdqa %xmm@7, %xmm@3
  pslldq $4, %xmm@3
  pxor %xmm@7, %xmm@3
  pxor %xmm@4, %xmm@3
  pshufd $255, %xmm@3, %xmm@6
  aesenclast %xmm@1, %xmm@6
  movdqa %xmm@5, %xmm@7
  pslldq $4, %xmm@7
  pxor %xmm@5, %xmm@7
  movdqa %xmm@7, %xmm@4
  pslldq $4, %xmm@4
  pxor %xmm@7, %xmm@4
  pxor %xmm@6, %xmm@4
  movdqa %xmm@4, %xmm@5
  pslldq $4, %xmm@5
  pxor %xmm@4, %xmm@5
  aesenc %xmm@3, %xmm@0
  aesenc %xmm@4, %xmm@0
  movdqa %xmm@4, %xmm@6
  pshufb %xmm@2, %xmm@6
  aesenclast C6(%rip), %xmm@6
  movdqa %xmm@3, %xmm@7
  pslldq $4, %xmm@7
  pxor %xmm@3, %xmm@7
  movdqa %xmm@7, %xmm@8
  pslldq $4, %xmm@8
  pxor %xmm@7, %xmm@8
  movdqa %xmm@8, %xmm@7
  pslldq $4, %xmm@7
  pxor %xmm@8, %xmm@7
  pxor %xmm@6, %xmm@7
  pshufd $255, %xmm@7, %xmm@6
  aesenclast %xmm@1, %xmm@6
  movdqa %xmm@5, %xmm@1
  pslldq $4, %xmm@1
  pxor %xmm@5, %xmm@1
  movdqa %xmm@1, %xmm@5
  pslldq $4, %xmm@5
  pxor %xmm@1, %xmm@5
  aesenc %xmm@7, %xmm@0
  pxor %xmm@6, %xmm@5
  aesenc %xmm@5, %xmm@0
  movdqa %xmm@3, 160(%rsi)
  movdqa %xmm@4, 176(%rsi)
  movdqa %xmm@7, 192(%rsi)
  movdqa %xmm@5, 208(%rsi)
  pshufb %xmm@2, %xmm@5
  aesenclast C7(%rip), %xmm@5
  movdqa %xmm@7, %xmm@2
  pslldq $4, %xmm@2
  pxor %xmm@7, %xmm@2
  movdqa %xmm@2, %xmm@1
  pslldq $4, %xmm@1
  pxor %xmm@2, %xmm@1
  movdqa %xmm@1, %xmm@2
  pslldq $4, %xmm@2
  pxor %xmm@1, %xmm@2
  pxor %xmm@5, %xmm@2
  aesenclast %xmm@2, %xmm@0
  movdqa %xmm@2, 224(%rsi)
  pshufb C8(%rip), %xmm@0
  movdqa %xmm@0, %xmm@1
  paddq %xmm@1, %xmm@1
  pshufd $255, %xmm@0, %xmm@2
  psrlq $63, %xmm@0
  pslldq $8, %xmm@0
  por %xmm@1, %xmm@0
  psrad $31, %xmm@2
  pand C9(%rip), %xmm@2
  pxor %xmm@0, %xmm@2
  movdqa %xmm@2, %xmm@1
  pclmulqdq $0, %xmm@2, %xmm@1
  movdqa %xmm@2, %xmm@3
  pclmulqdq $17, %xmm@2, %xmm@3
  movdqa %xmm@2, %xmm@0
  pclmulqdq $1, %xmm@2, %xmm@0
  pxor %xmm@0, %xmm@0
  movdqa %xmm@0, %xmm@4
  pslldq $8, %xmm@4
  pxor %xmm@1, %xmm@4
  psrldq $8, %xmm@0
  pxor %xmm@3, %xmm@0
  movabsq $-4467570830351532032, %rax
  movq %rax, %xmm@3
  pshufd $78, %xmm@4, %xmm@1
  pclmulqdq $0, %xmm@3, %xmm@4
  pxor %xmm@1, %xmm@4
  pshufd $78, %xmm@4, %xmm@1
  pclmulqdq $0, %xmm@3, %xmm@4
  pxor %xmm@0, %xmm@1
  pxor %xmm@4, %xmm@1
  movdqa %xmm@1, %xmm@0
  pclmulqdq $0, %xmm@2, %xmm@0
  movdqa %xmm@1, %xmm@4
  pclmulqdq $17, %xmm@2, %xmm@4
  movdqa %xmm@1, %xmm@5
  pclmulqdq $1, %xmm@2, %xmm@5
  movdqa %xmm@1, %xmm@6
  pclmulqdq $16, %xmm@2, %xmm@6
  pxor %xmm@5, %xmm@6
  movdqa %xmm@6, %xmm@5
  pslldq $8, %xmm@5
  pxor %xmm@0, %xmm@5
  psrldq $8, %xmm@6
  pxor %xmm@4, %xmm@6
  pshufd $78, %xmm@5, %xmm@0
  pclmulqdq $0, %xmm@3, %xmm@5
  pxor %xmm@0, %xmm@5
  pshufd $78, %xmm@5, %xmm@0
  pclmulqdq $0, %xmm@3, %xmm@5
  pxor %xmm@6, %xmm@0
  pxor %xmm@5, %xmm@0
  movdqa %xmm@1, %xmm@4
  pclmulqdq $0, %xmm@1, %xmm@4
  movdqa %xmm@1, %xmm@5
  pclmulqdq $17, %xmm@1, %xmm@5
  movdqa %xmm@1, %xmm@6
  pclmulqdq $1, %xmm@1, %xmm@6
  pxor %xmm@6, %xmm@6
  movdqa %xmm@6, %xmm@7
  pslldq $8, %xmm@7
  pxor %xmm@4, %xmm@7
  psrldq $8, %xmm@6
  pxor %xmm@5, %xmm@6
  pshufd $78, %xmm@7, %xmm@4
  pclmulqdq $0, %xmm@3, %xmm@7
  pxor %xmm@4, %xmm@7
  pshufd $78, %xmm@7, %xmm@4
  pclmulqdq $0, %xmm@3, %xmm@7
  pxor %xmm@6, %xmm@4
  pxor %xmm@7, %xmm@4
  movdqa %xmm@4, %xmm@5
  pclmulqdq $17, %xmm@2, %xmm@5
  movdqa %xmm@4, %xmm@6
  pclmulqdq $1, %xmm@2, %xmm@6
  movdqa %xmm@4, %xmm@7
  pclmulqdq $16, %xmm@2, %xmm@7
  pxor %xmm@6, %xmm@7
  movdqa %xmm@7, %xmm@6
  psrldq $8, %xmm@6
  pxor %xmm@5, %xmm@6
  movdqa %xmm@4, %xmm@5
  pclmulqdq $0, %xmm@2, %xmm@5
  pslldq $8, %xmm@7
  pxor %xmm@5, %xmm@7
  pshufd $78, %xmm@7, %xmm@5
  pclmulqdq $0, %xmm@3, %xmm@7
  pxor %xmm@5, %xmm@7
  pshufd $78, %xmm@7, %xmm@5
  pclmulqdq $0, %xmm@3, %xmm@7
  pxor %xmm@6, %xmm@5
  pxor %xmm@7, %xmm@5
  movdqa %xmm@4, %xmm@6
  pclmulqdq $17, %xmm@1, %xmm@6
  movdqa %xmm@4, %xmm@7
  pclmulqdq $1, %xmm@1, %xmm@7
  movdqa %xmm@4, %xmm@8
  pclmulqdq $16, %xmm@1, %xmm@8
  pxor %xmm@7, %xmm@8
  movdqa %xmm@8, %xmm@7
  psrldq $8, %xmm@7
  pxor %xmm@6, %xmm@7
  movdqa %xmm@4, %xmm@6
  pclmulqdq $0, %xmm@1, %xmm@6
  pslldq $8, %xmm@8
  pxor %xmm@6, %xmm@8
  pshufd $78, %xmm@8, %xmm@6
  pclmulqdq $0, %xmm@3, %xmm@8
  pxor %xmm@6, %xmm@8
  pshufd $78, %xmm@8, %xmm@6
  pclmulqdq $0, %xmm@3, %xmm@8
  pxor %xmm@7, %xmm@6
  pxor %xmm@8, %xmm@6
  movdqa %xmm@4, %xmm@7
  pclmulqdq $17, %xmm@0, %xmm@7
  movdqa %xmm@4, %xmm@8
  pclmulqdq $1, %xmm@0, %xmm@8
  movdqa %xmm@4, %xmm@9
  pclmulqdq $16, %xmm@0, %xmm@9
  pxor %xmm@8, %xmm@9
  movdqa %xmm@9, %xmm@8
  psrldq $8, %xmm@8
  pxor %xmm@7, %xmm@8
  movdqa %xmm@4, %xmm@7
  pclmulqdq $0, %xmm@0, %xmm@7
  pslldq $8, %xmm@9
  pxor %xmm@7, %xmm@9
  pshufd $78, %xmm@9, %xmm@7
  pclmulqdq $0, %xmm@3, %xmm@9
  pxor %xmm@7, %xmm@9
  pshufd $78, %xmm@9, %xmm@7
  pclmulqdq $0, %xmm@3, %xmm@9
  pxor %xmm@8, %xmm@7
  pxor %xmm@9, %xmm@7
  movdqa %xmm@4, %xmm@8
  pclmulqdq $17, %xmm@4, %xmm@8
  movdqa %xmm@4, %xmm@9
  pclmulqdq $1, %xmm@4, %xmm@9
  pxor %xmm@9, %xmm@9
  movdqa %xmm@9, %xmm@10
  psrldq $8, %xmm@10
  pxor %xmm@8, %xmm@10
  movdqa %xmm@4, %xmm@8
  pclmulqdq $0, %xmm@4, %xmm@8
  pslldq $8, %xmm@9
  pxor %xmm@8, %xmm@9
  pshufd $78, %xmm@9, %xmm@8
  pclmulqdq $0, %xmm@3, %xmm@9
  pxor %xmm@8, %xmm@9
  pclmulqdq $0, %xmm@9, %xmm@3
  pshufd $78, %xmm@9, %xmm@8
  pxor %xmm@10, %xmm@8
  pxor %xmm@3, %xmm@8
  movdqa %xmm@8, 240(%rsi)
  movdqa %xmm@7, 256(%rsi)
  movdqa %xmm@6, 272(%rsi)
  movdqa %xmm@5, 288(%rsi)
  movdqa %xmm@4, 304(%rsi)
  movdqa %xmm@0, 320(%rsi)
  movdqa %xmm@1, 336(%rsi)
  movdqa %xmm@2, 352(%rsi)
  retq
== hw_gcm::arch::x86_64::aesni_clmul::open#0
  pushq %rbp
  pushq %r15
  pushq %r14
  pushq %r13
  pushq %r12
  pushq %rbx
  subq $856, %rsp
  movq %r9, %rbx
  movq %r8, %r15
  movq %rcx, %r12
  movq %rdi, %r14
  movaps 352(%rsi), %xmm@0
  movaps %xmm@0, 192(%rsp)
  movaps 336(%rsi), %xmm@0
  movaps %xmm@0, 176(%rsp)
  movaps 320(%rsi), %xmm@0
  movaps %xmm@0, 160(%rsp)
  movaps 304(%rsi), %xmm@0
  movaps %xmm@0, 144(%rsp)
  movaps 240(%rsi), %xmm@0
  movaps 256(%rsi), %xmm@1
  movdqa 272(%rsi), %xmm@2
  movdqa 288(%rsi), %xmm@3
  movdqa %xmm@3, 128(%rsp)
  movdqa %xmm@2, 112(%rsp)
  movaps %xmm@1, 96(%rsp)
  movq (%rdx), %xmm@1
  pinsrd $2, 8(%rdx), %xmm@1
  movaps %xmm@0, 80(%rsp)
  pblendw $192, C0(%rip), %xmm@1
  movdqa %xmm@1, 48(%rsp)
  leaq 208(%rsp), %rdi
  movq memcpy@GOTPCREL(%rip), %rbp
  movl $240, %edx
  callq *%rbp
  leaq 448(%rsp), %r13
  leaq 80(%rsp), %rsi
  movl $368, %edx
  movq %r13, %rdi
  callq *%rbp
  movaps C1(%rip), %xmm@0
  movaps %xmm@0, 816(%rsp)
  movdqa 48(%rsp), %xmm@0
  movdqa %xmm@0, 832(%rsp)
  movq %r15, %r8
  shrq $4, %r8
  pxor %xmm@0, %xmm@0
  movdqa %xmm@0, 16(%rsp)
  leaq 32(%rsp), %rdi
  leaq 16(%rsp), %rdx
  movq %r13, %rsi
  movq %r12, %rcx
  callq hw_polyval::arch::x86_64::aesni_clmul::absorb
  movq %r15, %rdx
  movdqa 32(%rsp), %xmm@1
  andq $15, %rdx
  je L0
  movabsq $9223372036854775792, %rax
  andq %r15, %rax
  addq %rax, %r12
  pxor %xmm@0, %xmm@0
  movdqa %xmm@0, 16(%rsp)
  leaq 16(%rsp), %rdi
  movq %r12, %rsi
  movdqa %xmm@1, 64(%rsp)
  callq *memcpy@GOTPCREL(%rip)
  movdqa 16(%rsp), %xmm@0
  pshufb C1(%rip), %xmm@0
  movdqa 64(%rsp), %xmm@4
  pxor %xmm@0, %xmm@4
  movdqa 560(%rsp), %xmm@0
  movdqa %xmm@4, %xmm@1
  pclmulqdq $0, %xmm@0, %xmm@1
  movdqa %xmm@4, %xmm@2
  pclmulqdq $17, %xmm@0, %xmm@2
  movdqa %xmm@4, %xmm@3
  pclmulqdq $1, %xmm@0, %xmm@3
  pclmulqdq $16, %xmm@0, %xmm@4
  pxor %xmm@3, %xmm@4
  movdqa %xmm@4, %xmm@0
  pslldq $8, %xmm@0
  pxor %xmm@1, %xmm@0
  psrldq $8, %xmm@4
  pxor %xmm@2, %xmm@4
  movabsq $-4467570830351532032, %rax
  movq %rax, %xmm@1
  pshufd $78, %xmm@0, %xmm@2
  pclmulqdq $0, %xmm@1, %xmm@0
  pxor %xmm@2, %xmm@0
  pclmulqdq $0, %xmm@0, %xmm@1
  pshufd $78, %xmm@0, %xmm@0
  pxor %xmm@4, %xmm@0
  pxor %xmm@1, %xmm@0
  movdqa %xmm@0, %xmm@1
L0:
  movdqa 48(%rsp), %xmm@0
  pshufb C1(%rip), %xmm@0
  paddd C2(%rip), %xmm@0
  movdqa %xmm@0, 32(%rsp)
  movdqa %xmm@1, 16(%rsp)
  movq %r15, (%rsp)
  leaq 448(%rsp), %rsi
  leaq 32(%rsp), %rdx
  leaq 16(%rsp), %rcx
  movq %r14, %rdi
  movq %rbx, %r8
  xorl %r9d, %r9d
  callq hw_gcm::arch::x86_64::aesni_clmul::rest
  addq $856, %rsp
  popq %rbx
  popq %r12
  popq %r13
  popq %r14
  popq %r15
  popq %rbp
  retq
== hw_gcm::arch::x86_64::aesni_clmul::open#1
  pushq %rbp
  pushq %r15
  pushq %r14
  pushq %r13
  pushq %r12
  pushq %rbx
  subq $968, %rsp
  movq %r9, %r15
  movq %r8, %rbx
  movq %rcx, %r12
  movq %rdi, %r14
  movaps 352(%rsi), %xmm@0
  movaps %xmm@0, 304(%rsp)
  movaps 336(%rsi), %xmm@0
  movaps %xmm@0, 288(%rsp)
  movaps 320(%rsi), %xmm@0
  movaps %xmm@0, 272(%rsp)
  movaps 304(%rsi), %xmm@0
  movaps %xmm@0, 256(%rsp)
  movaps 240(%rsi), %xmm@0
  movaps 256(%rsi), %xmm@1
  movdqa 272(%rsi), %xmm@2
  movdqa 288(%rsi), %xmm@3
  movdqa %xmm@3, 240(%rsp)
  movdqa %xmm@2, 224(%rsp)
  movaps %xmm@1, 208(%rsp)
  movq (%rdx), %xmm@1
  pinsrd $2, 8(%rdx), %xmm@1
  movaps %xmm@0, 192(%rsp)
  pblendw $192, C0(%rip), %xmm@1
  movdqa %xmm@1, 16(%rsp)
  leaq 320(%rsp), %rdi
  movq memcpy@GOTPCREL(%rip), %rbp
  movl $240, %edx
  callq *%rbp
  leaq 560(%rsp), %r13
  leaq 192(%rsp), %rsi
  movl $368, %edx
  movq %r13, %rdi
  callq *%rbp
  movaps C1(%rip), %xmm@0
  movaps %xmm@0, 928(%rsp)
  movdqa 16(%rsp), %xmm@0
  movdqa %xmm@0, 944(%rsp)
  movq %rbx, %r8
  shrq $4, %r8
  pxor %xmm@0, %xmm@0
  movdqa %xmm@0, 64(%rsp)
  movq %rsp, %rdi
  leaq 64(%rsp), %rdx
  movq %r13, %rsi
  movq %r12, %rcx
  callq hw_polyval::arch::x86_64::aesni_clmul::absorb
  movq %rbx, %rdx
  movdqa (%rsp), %xmm@4
  andq $15, %rdx
  je L0
  movabsq $9223372036854775792, %rax
  andq %rbx, %rax
  addq %rax, %r12
  pxor %xmm@0, %xmm@0
  movdqa %xmm@0, 64(%rsp)
  leaq 64(%rsp), %rdi
  movq %r12, %rsi
  movdqa %xmm@4, 32(%rsp)
  callq *memcpy@GOTPCREL(%rip)
  movdqa 64(%rsp), %xmm@0
  pshufb C1(%rip), %xmm@0
  movdqa 32(%rsp), %xmm@5
  pxor %xmm@0, %xmm@5
  movdqa 672(%rsp), %xmm@0
  movdqa %xmm@5, %xmm@1
  pclmulqdq $0, %xmm@0, %xmm@1
  movdqa %xmm@5, %xmm@2
  pclmulqdq $17, %xmm@0, %xmm@2
  movdqa %xmm@5, %xmm@3
  pclmulqdq $1, %xmm@0, %xmm@3
  pclmulqdq $16, %xmm@0, %xmm@5
  pxor %xmm@3, %xmm@5
  movdqa %xmm@5, %xmm@0
  pslldq $8, %xmm@0
  pxor %xmm@1, %xmm@0
  psrldq $8, %xmm@5
  pxor %xmm@2, %xmm@5
  movabsq $-4467570830351532032, %rax
  movq %rax, %xmm@1
  pshufd $78, %xmm@0, %xmm@2
  pclmulqdq $0, %xmm@1, %xmm@0
  pxor %xmm@2, %xmm@0
  pclmulqdq $0, %xmm@0, %xmm@1
  pshufd $78, %xmm@0, %xmm@0
  pxor %xmm@5, %xmm@0
  pxor %xmm@1, %xmm@0
  movdqa %xmm@0, %xmm@4
L0:
  movq (%r15), %r8
  movq 8(%r15), %r9
  pxor %xmm@0, %xmm@0
  movdqa %xmm@0, 176(%rsp)
  movdqa %xmm@0, 160(%rsp)
  movdqa %xmm@0, 144(%rsp)
  movdqa %xmm@0, 128(%rsp)
  movdqa %xmm@0, 112(%rsp)
  movdqa %xmm@0, 96(%rsp)
  movdqa %xmm@0, 80(%rsp)
  movdqa %xmm@0, 64(%rsp)
  movq %r9, %rcx
  shrq $7, %rcx
  movq %r9, %rax
  shrq $4, %rax
  movdqa 16(%rsp), %xmm@6
  pshufb C1(%rip), %xmm@6
  paddd C2(%rip), %xmm@6
  leaq 688(%rsp), %rdx
  movq hw_gcm::arch::x86_64::aesni_clmul::CONSTS(%rip), %rdi
  movaps C1(%rip), %xmm@7
  leaq 560(%rsp), %rsi
  leaq 64(%rsp), %r10
  movq %r8, %r11
  movq %r8, %r15
  testq %rcx, %rcx
  je C3
  movdqu (%r11), %xmm@8
  movdqu %xmm@8, (%r10)
  movdqu 16(%r11), %xmm@8
  movdqu %xmm@8, 16(%r10)
  movdqu 32(%r11), %xmm@8
  movdqu %xmm@8, 32(%r10)
  movdqu 48(%r11), %xmm@8
  movdqu %xmm@8, 48(%r10)
  movdqu 64(%r11), %xmm@8
  movdqu %xmm@8, 64(%r10)
  movdqu 80(%r11), %xmm@8
  movdqu %xmm@8, 80(%r10)
  movdqu 96(%r11), %xmm@8
  movdqu %xmm@8, 96(%r10)
  movdqu 112(%r11), %xmm@8
  movdqu %xmm@8, 112(%r10)
  movdqa (%rdx), %xmm@9
  movdqa %xmm@6, %xmm@0
  pshufb %xmm@7, %xmm@0
  paddd 16(%rdi), %xmm@6
  pxor %xmm@9, %xmm@0
  movdqa %xmm@6, %xmm@1
  pshufb %xmm@7, %xmm@1
  paddd 16(%rdi), %xmm@6
  pxor %xmm@9, %xmm@1
  movdqa %xmm@6, %xmm@2
  pshufb %xmm@7, %xmm@2
  paddd 16(%rdi), %xmm@6
  pxor %xmm@9, %xmm@2
  movdqa %xmm@6, %xmm@3
  pshufb %xmm@7, %xmm@3
  paddd 16(%rdi), %xmm@6
  pxor %xmm@9, %xmm@3
  movdqa %xmm@6, %xmm@5
  pshufb %xmm@7, %xmm@5
  paddd 16(%rdi), %xmm@6
  pxor %xmm@9, %xmm@5
  movdqa %xmm@6, %xmm@10
  pshufb %xmm@7, %xmm@10
  paddd 16(%rdi), %xmm@6
  pxor %xmm@9, %xmm@10
  movdqa %xmm@6, %xmm@11
  pshufb %xmm@7, %xmm@11
  paddd 16(%rdi), %xmm@6
  pxor %xmm@9, %xmm@11
  movdqa %xmm@6, %xmm@12
  pshufb %xmm@7, %xmm@12
  paddd 16(%rdi), %xmm@6
  pxor %xmm@9, %xmm@12
  movdqu (%r10), %xmm@8
  pshufb %xmm@7, %xmm@8
  pxor %xmm@4, %xmm@8
  movdqa %xmm@8, %xmm@4
  pclmulqdq $0, (%rsi), %xmm@4
  movdqa %xmm@8, %xmm@13
  pclmulqdq $17, (%rsi), %xmm@13
  movdqa %xmm@8, %xmm@14
  pclmulqdq $1, (%rsi), %xmm@14
  pclmulqdq $16, (%rsi), %xmm@8
  pxor %xmm@8, %xmm@14
  movdqa 16(%rdx), %xmm@9
  aesenc %xmm@9, %xmm@0
  aesenc %xmm@9, %xmm@1
  aesenc %xmm@9, %xmm@2
  aesenc %xmm@9, %xmm@3
  aesenc %xmm@9, %xmm@5
  aesenc %xmm@9, %xmm@10
  aesenc %xmm@9, %xmm@11
  aesenc %xmm@9, %xmm@12
  movdqu 16(%r10), %xmm@8
  pshufb %xmm@7, %xmm@8
  movdqa %xmm@8, %xmm@15
  pclmulqdq $0, 16(%rsi), %xmm@15
  pxor %xmm@15, %xmm@4
  movdqa %xmm@8, %xmm@15
  pclmulqdq $17, 16(%rsi), %xmm@15
  pxor %xmm@15, %xmm@13
  movdqa %xmm@8, %xmm@15
  pclmulqdq $1, 16(%rsi), %xmm@15
  pxor %xmm@15, %xmm@14
  pclmulqdq $16, 16(%rsi), %xmm@8
  pxor %xmm@8, %xmm@14
  movdqa 32(%rdx), %xmm@9
  aesenc %xmm@9, %xmm@0
  aesenc %xmm@9, %xmm@1
  aesenc %xmm@9, %xmm@2
  aesenc %xmm@9, %xmm@3
  aesenc %xmm@9, %xmm@5
  aesenc %xmm@9, %xmm@10
  aesenc %xmm@9, %xmm@11
  aesenc %xmm@9, %xmm@12
  movdqu 32(%r10), %xmm@8
  pshufb %xmm@7, %xmm@8
  movdqa %xmm@8, %xmm@15
  pclmulqdq $0, 32(%rsi), %xmm@15
  pxor %xmm@15, %xmm@4
  movdqa %xmm@8, %xmm@15
  pclmulqdq $17, 32(%rsi), %xmm@15
  pxor %xmm@15, %xmm@13
  movdqa %xmm@8, %xmm@15
  pclmulqdq $1, 32(%rsi), %xmm@15
  pxor %xmm@15, %xmm@14
  pclmulqdq $16, 32(%rsi), %xmm@8
  pxor %xmm@8, %xmm@14
  movdqa 48(%rdx), %xmm@9
  aesenc %xmm@9, %xmm@0
  aesenc %xmm@9, %xmm@1
  aesenc %xmm@9, %xmm@2
  aesenc %xmm@9, %xmm@3
  aesenc %xmm@9, %xmm@5
  aesenc %xmm@9, %xmm@10
  aesenc %xmm@9, %xmm@11
  aesenc %xmm@9, %xmm@12
  movdqu 48(%r10), %xmm@8
  pshufb %xmm@7, %xmm@8
  movdqa %xmm@8, %xmm@15
  pclmulqdq $0, 48(%rsi), %xmm@15
  pxor %xmm@15, %xmm@4
  movdqa %xmm@8, %xmm@15
  pclmulqdq $17, 48(%rsi), %xmm@15
  pxor %xmm@15, %xmm@13
  movdqa %xmm@8, %xmm@15
  pclmulqdq $1, 48(%rsi), %xmm@15
  pxor %xmm@15, %xmm@14
  pclmulqdq $16, 48(%rsi), %xmm@8
  pxor %xmm@8, %xmm@14
  movdqa 64(%rdx), %xmm@9
  aesenc %xmm@9, %xmm@0
  aesenc %xmm@9, %xmm@1
  aesenc %xmm@9, %xmm@2
  aesenc %xmm@9, %xmm@3
  aesenc %xmm@9, %xmm@5
  aesenc %xmm@9, %xmm@10
  aesenc %xmm@9, %xmm@11
  aesenc %xmm@9, %xmm@12
  movdqu 64(%r10), %xmm@8
  pshufb %xmm@7, %xmm@8
  movdqa %xmm@8, %xmm@15
  pclmulqdq $0, 64(%rsi), %xmm@15
  pxor %xmm@15, %xmm@4
  movdqa %xmm@8, %xmm@15
  pclmulqdq $17, 64(%rsi), %xmm@15
  pxor %xmm@15, %xmm@13
  movdqa %xmm@8, %xmm@15
  pclmulqdq $1, 64(%rsi), %xmm@15
  pxor %xmm@15, %xmm@14
  pclmulqdq $16, 64(%rsi), %xmm@8
  pxor %xmm@8, %xmm@14
  movdqa 80(%rdx), %xmm@9
  aesenc %xmm@9, %xmm@0
  aesenc %xmm@9, %xmm@1
  aesenc %xmm@9, %xmm@2
  aesenc %xmm@9, %xmm@3
  aesenc %xmm@9, %xmm@5
  aesenc %xmm@9, %xmm@10
  aesenc %xmm@9, %xmm@11
  aesenc %xmm@9, %xmm@12
  movdqu 80(%r10), %xmm@8
  pshufb %xmm@7, %xmm@8
  movdqa %xmm@8, %xmm@15
  pclmulqdq $0, 80(%rsi), %xmm@15
  pxor %xmm@15, %xmm@4
  movdqa %xmm@8, %xmm@15
  pclmulqdq $17, 80(%rsi), %xmm@15
  pxor %xmm@15, %xmm@13
  movdqa %xmm@8, %xmm@15
  pclmulqdq $1, 80(%rsi), %xmm@15
  pxor %xmm@15, %xmm@14
  pclmulqdq $16, 80(%rsi), %xmm@8
  pxor %xmm@8, %xmm@14
  movdqa 96(%rdx), %xmm@9
  aesenc %xmm@9, %xmm@0
  aesenc %xmm@9, %xmm@1
  aesenc %xmm@9, %xmm@2
  aesenc %xmm@9, %xmm@3
  aesenc %xmm@9, %xmm@5
  aesenc %xmm@9, %xmm@10
  aesenc %xmm@9, %xmm@11
  aesenc %xmm@9, %xmm@12
  movdqu 96(%r10), %xmm@8
  pshufb %xmm@7, %xmm@8
  movdqa %xmm@8, %xmm@15
  pclmulqdq $0, 96(%rsi), %xmm@15
  pxor %xmm@15, %xmm@4
  movdqa %xmm@8, %xmm@15
  pclmulqdq $17, 96(%rsi), %xmm@15
  pxor %xmm@15, %xmm@13
  movdqa %xmm@8, %xmm@15
  pclmulqdq $1, 96(%rsi), %xmm@15
  pxor %xmm@15, %xmm@14
  pclmulqdq $16, 96(%rsi), %xmm@8
  pxor %xmm@8, %xmm@14
  movdqa 112(%rdx), %xmm@9
  aesenc %xmm@9, %xmm@0
  aesenc %xmm@9, %xmm@1
  aesenc %xmm@9, %xmm@2
  aesenc %xmm@9, %xmm@3
  aesenc %xmm@9, %xmm@5
  aesenc %xmm@9, %xmm@10
  aesenc %xmm@9, %xmm@11
  aesenc %xmm@9, %xmm@12
  movdqu 112(%r10), %xmm@8
  pshufb %xmm@7, %xmm@8
  movdqa %xmm@8, %xmm@15
  pclmulqdq $0, 112(%rsi), %xmm@15
  pxor %xmm@15, %xmm@4
  movdqa %xmm@8, %xmm@15
  pclmulqdq $17, 112(%rsi), %xmm@15
  pxor %xmm@15, %xmm@13
  movdqa %xmm@8, %xmm@15
  pclmulqdq $1, 112(%rsi), %xmm@15
  pxor %xmm@15, %xmm@14
  pclmulqdq $16, 112(%rsi), %xmm@8
  pxor %xmm@8, %xmm@14
  movdqa 128(%rdx), %xmm@9
  aesenc %xmm@9, %xmm@0
  aesenc %xmm@9, %xmm@1
  aesenc %xmm@9, %xmm@2
  aesenc %xmm@9, %xmm@3
  aesenc %xmm@9, %xmm@5
  aesenc %xmm@9, %xmm@10
  aesenc %xmm@9, %xmm@11
  aesenc %xmm@9, %xmm@12
  movdqa %xmm@4, %xmm@15
  pclmulqdq $0, (%rdi), %xmm@15
  pshufd $78, %xmm@4, %xmm@4
  pxor %xmm@4, %xmm@14
  pxor %xmm@15, %xmm@14
  movdqa 144(%rdx), %xmm@9
  aesenc %xmm@9, %xmm@0
  aesenc %xmm@9, %xmm@1
  aesenc %xmm@9, %xmm@2
  aesenc %xmm@9, %xmm@3
  aesenc %xmm@9, %xmm@5
  aesenc %xmm@9, %xmm@10
  aesenc %xmm@9, %xmm@11
  aesenc %xmm@9, %xmm@12
  movdqa %xmm@14, %xmm@15
  pclmulqdq $0, (%rdi), %xmm@15
  pshufd $78, %xmm@14, %xmm@14
  pxor %xmm@14, %xmm@13
  pxor %xmm@15, %xmm@13
  movdqa %xmm@13, %xmm@4
  movdqa 160(%rdx), %xmm@9
  aesenc %xmm@9, %xmm@0
  aesenc %xmm@9, %xmm@1
  aesenc %xmm@9, %xmm@2
  aesenc %xmm@9, %xmm@3
  aesenc %xmm@9, %xmm@5
  aesenc %xmm@9, %xmm@10
  aesenc %xmm@9, %xmm@11
  aesenc %xmm@9, %xmm@12
  movdqa 176(%rdx), %xmm@9
  aesenc %xmm@9, %xmm@0
  aesenc %xmm@9, %xmm@1
  aesenc %xmm@9, %xmm@2
  aesenc %xmm@9, %xmm@3
  aesenc %xmm@9, %xmm@5
  aesenc %xmm@9, %xmm@10
  aesenc %xmm@9, %xmm@11
  aesenc %xmm@9, %xmm@12
  movdqa 192(%rdx), %xmm@9
  aesenc %xmm@9, %xmm@0
  aesenc %xmm@9, %xmm@1
  aesenc %xmm@9, %xmm@2
  aesenc %xmm@9, %xmm@3
  aesenc %xmm@9, %xmm@5
  aesenc %xmm@9, %xmm@10
  aesenc %xmm@9, %xmm@11
  aesenc %xmm@9, %xmm@12
  movdqa 208(%rdx), %xmm@9
  aesenc %xmm@9, %xmm@0
  aesenc %xmm@9, %xmm@1
  aesenc %xmm@9, %xmm@2
  aesenc %xmm@9, %xmm@3
  aesenc %xmm@9, %xmm@5
  aesenc %xmm@9, %xmm@10
  aesenc %xmm@9, %xmm@11
  aesenc %xmm@9, %xmm@12
  movdqa 224(%rdx), %xmm@9
  movdqu (%r10), %xmm@14
  pxor %xmm@9, %xmm@14
  aesenclast %xmm@14, %xmm@0
  movdqu %xmm@0, (%r15)
  movdqu 16(%r10), %xmm@13
  pxor %xmm@9, %xmm@13
  aesenclast %xmm@13, %xmm@1
  movdqu %xmm@1, 16(%r15)
  movdqu 32(%r10), %xmm@8
  pxor %xmm@9, %xmm@8
  aesenclast %xmm@8, %xmm@2
  movdqu %xmm@2, 32(%r15)
  movdqu 48(%r10), %xmm@15
  pxor %xmm@9, %xmm@15
  aesenclast %xmm@15, %xmm@3
  movdqu %xmm@3, 48(%r15)
  movdqu 64(%r10), %xmm@14
  pxor %xmm@9, %xmm@14
  aesenclast %xmm@14, %xmm@5
  movdqu %xmm@5, 64(%r15)
  movdqu 80(%r10), %xmm@13
  pxor %xmm@9, %xmm@13
  aesenclast %xmm@13, %xmm@10
  movdqu %xmm@10, 80(%r15)
  movdqu 96(%r10), %xmm@8
  pxor %xmm@9, %xmm@8
  aesenclast %xmm@8, %xmm@11
  movdqu %xmm@11, 96(%r15)
  movdqu 112(%r10), %xmm@15
  pxor %xmm@9, %xmm@15
  aesenclast %xmm@15, %xmm@12
  movdqu %xmm@12, 112(%r15)
  addq $128, %r11
  addq $128, %r15
  decq %rcx
  jne C4
  andq $-8, %rax
  movaps %xmm@6, 48(%rsp)
  movaps %xmm@4, (%rsp)
  leaq 48(%rsp), %rdx
  movq %rsp, %rcx
  movq %r14, %rdi
  pushq %rbx
  pushq %rax
  callq hw_gcm::arch::x86_64::aesni_clmul::tail
  addq $984, %rsp
  popq %rbx
  popq %r12
  popq %r13
  popq %r14
  popq %r15
  popq %rbp
  retq
== hw_gcm::arch::x86_64::aesni_clmul::rest#0
  pushq %r15
  pushq %r14
  pushq %r13
  pushq %r12
  pushq %rbx
  subq $448, %rsp
  movq %r9, %rax
  movq %rdx, %rbx
  movq 8(%r8), %rdx
  movq %rdx, %r9
  shrq $4, %r9
  subq %rax, %r9
  movq %r9, %r15
  shrq $3, %r15
  xorps %xmm@0, %xmm@0
  movaps %xmm@0, 368(%rsp)
  movaps %xmm@0, 352(%rsp)
  movaps %xmm@0, 336(%rsp)
  movaps %xmm@0, 320(%rsp)
  movaps %xmm@0, 304(%rsp)
  movaps %xmm@0, 288(%rsp)
  movaps %xmm@0, 272(%rsp)
  movaps %xmm@0, 256(%rsp)
  je L0
  movq %rax, %r10
  shlq $4, %r10
  movq %rdx, %r11
  subq %r10, %r11
  jb L1
  cmpq $128, %r11
  jb L2
  movq 24(%r8), %r11
  movq %r11, %r14
  subq %r10, %r14
  jb L3
  cmpq $128, %r14
  jb L4
  movdqa (%rbx), %xmm@1
  movdqa %xmm@1, 80(%rsp)
  movdqa 368(%rsi), %xmm@2
  movdqa 128(%rsi), %xmm@3
  movdqa 144(%rsi), %xmm@4
  movdqa %xmm@4, 96(%rsp)
  movdqa 160(%rsi), %xmm@5
  movdqa %xmm@5, 64(%rsp)
  movdqa 176(%rsi), %xmm@6
  movdqa 192(%rsi), %xmm@7
  movdqa %xmm@7, 112(%rsp)
  movaps 208(%rsi), %xmm@0
  movaps %xmm@0, 16(%rsp)
  movdqa 224(%rsi), %xmm@8
  movdqa 240(%rsi), %xmm@9
  movdqa 256(%rsi), %xmm@10
  movdqa 272(%rsi), %xmm@11
  movdqa 288(%rsi), %xmm@0
  movdqa %xmm@0, 224(%rsp)
  movdqa 304(%rsi), %xmm@12
  movdqa %xmm@12, 384(%rsp)
  movdqa 320(%rsi), %xmm@13
  movd C0(%rip), %xmm@14
  paddd %xmm@1, %xmm@14
  pshufb %xmm@2, %xmm@14
  pxor %xmm@3, %xmm@14
  movdqa %xmm@3, 32(%rsp)
  aesenc %xmm@4, %xmm@14
  aesenc %xmm@5, %xmm@14
  aesenc %xmm@6, %xmm@14
  movdqa %xmm@6, 160(%rsp)
  aesenc %xmm@7, %xmm@14
  movdqa 16(%rsp), %xmm@1
  aesenc %xmm@1, %xmm@14
  aesenc %xmm@8, %xmm@14
  aesenc %xmm@9, %xmm@14
  aesenc %xmm@10, %xmm@14
  aesenc %xmm@11, %xmm@14
  movdqa %xmm@11, %xmm@5
  movdqa %xmm@11, 192(%rsp)
  aesenc %xmm@0, %xmm@14
  aesenc %xmm@12, %xmm@14
  aesenc %xmm@13, %xmm@14
  movdqa %xmm@13, %xmm@15
  movdqa %xmm@13, 128(%rsp)
  movdqa 336(%rsi), %xmm@0
  movdqa %xmm@0, 48(%rsp)
  aesenc %xmm@0, %xmm@14
  movdqa 352(%rsi), %xmm@4
  aesenclast %xmm@4, %xmm@14
  movdqa %xmm@4, 144(%rsp)
  movd C1(%rip), %xmm@11
  movdqa 80(%rsp), %xmm@13
  paddd %xmm@13, %xmm@11
  pshufb %xmm@2, %xmm@11
  pxor %xmm@3, %xmm@11
  movdqa 96(%rsp), %xmm@7
  aesenc %xmm@7, %xmm@11
  movdqa 64(%rsp), %xmm@3
  aesenc %xmm@3, %xmm@11
  aesenc %xmm@6, %xmm@11
  movdqa 112(%rsp), %xmm@6
  aesenc %xmm@6, %xmm@11
  movdqa %xmm@1, %xmm@12
  aesenc %xmm@1, %xmm@11
  aesenc %xmm@8, %xmm@11
  aesenc %xmm@9, %xmm@11
  movdqa %xmm@9, 176(%rsp)
  aesenc %xmm@10, %xmm@11
  aesenc %xmm@5, %xmm@11
  movdqa 224(%rsp), %xmm@0
  aesenc %xmm@0, %xmm@11
  movdqa 384(%rsp), %xmm@5
  aesenc %xmm@5, %xmm@11
  aesenc %xmm@15, %xmm@11
  movdqa 48(%rsp), %xmm@15
  aesenc %xmm@15, %xmm@11
  aesenclast %xmm@4, %xmm@11
  movd C2(%rip), %xmm@4
  movdqa %xmm@13, %xmm@1
  paddd %xmm@13, %xmm@4
  pshufb %xmm@2, %xmm@4
  pxor 32(%rsp), %xmm@4
  aesenc %xmm@7, %xmm@4
  aesenc %xmm@3, %xmm@4
  movdqa 160(%rsp), %xmm@3
  aesenc %xmm@3, %xmm@4
  aesenc %xmm@6, %xmm@4
  aesenc %xmm@12, %xmm@4
  movdqa %xmm@8, 240(%rsp)
  aesenc %xmm@8, %xmm@4
  aesenc %xmm@9, %xmm@4
  aesenc %xmm@10, %xmm@4
  movdqa %xmm@10, %xmm@9
  movdqa %xmm@10, 208(%rsp)
  aesenc 192(%rsp), %xmm@4
  aesenc %xmm@0, %xmm@4
  movdqa %xmm@0, %xmm@13
  aesenc %xmm@5, %xmm@4
  movdqa 128(%rsp), %xmm@5
  aesenc %xmm@5, %xmm@4
  aesenc %xmm@15, %xmm@4
  movdqa 144(%rsp), %xmm@15
  aesenclast %xmm@15, %xmm@4
  movd C3(%rip), %xmm@0
  paddd %xmm@1, %xmm@0
  pshufb %xmm@2, %xmm@0
  movdqa %xmm@2, 400(%rsp)
  movdqa 32(%rsp), %xmm@12
  pxor %xmm@12, %xmm@0
  aesenc %xmm@7, %xmm@0
  movdqa 64(%rsp), %xmm@10
  aesenc %xmm@10, %xmm@0
  aesenc %xmm@3, %xmm@0
  aesenc %xmm@6, %xmm@0
  aesenc 16(%rsp), %xmm@0
  aesenc %xmm@8, %xmm@0
  aesenc 176(%rsp), %xmm@0
  aesenc %xmm@9, %xmm@0
  movdqa 192(%rsp), %xmm@9
  aesenc %xmm@9, %xmm@0
  aesenc %xmm@13, %xmm@0
  movdqa 384(%rsp), %xmm@13
  aesenc %xmm@13, %xmm@0
  aesenc %xmm@5, %xmm@0
  aesenc 48(%rsp), %xmm@0
  aesenclast %xmm@15, %xmm@0
  movd C4(%rip), %xmm@5
  paddd %xmm@1, %xmm@5
  pshufb %xmm@2, %xmm@5
  pxor %xmm@12, %xmm@5
  aesenc %xmm@7, %xmm@5
  aesenc %xmm@10, %xmm@5
  aesenc %xmm@3, %xmm@5
  aesenc %xmm@6, %xmm@5
  movdqa %xmm@6, %xmm@2
  movdqa 16(%rsp), %xmm@10
  aesenc %xmm@10, %xmm@5
  aesenc %xmm@8, %xmm@5
  movdqa 176(%rsp), %xmm@1
  aesenc %xmm@1, %xmm@5
  aesenc 208(%rsp), %xmm@5
  movdqa %xmm@9, %xmm@15
  aesenc %xmm@9, %xmm@5
  aesenc 224(%rsp), %xmm@5
  movdqa %xmm@13, %xmm@9
  aesenc %xmm@13, %xmm@5
  movdqa 128(%rsp), %xmm@12
  aesenc %xmm@12, %xmm@5
  movdqa 48(%rsp), %xmm@13
  aesenc %xmm@13, %xmm@5
  movdqa 144(%rsp), %xmm@3
  aesenclast %xmm@3, %xmm@5
  movd C5(%rip), %xmm@8
  paddd 80(%rsp), %xmm@8
  pshufb 400(%rsp), %xmm@8
  pxor 32(%rsp), %xmm@8
  aesenc %xmm@7, %xmm@8
  movdqa 64(%rsp), %xmm@6
  aesenc %xmm@6, %xmm@8
  movdqa 160(%rsp), %xmm@7
  aesenc %xmm@7, %xmm@8
  aesenc %xmm@2, %xmm@8
  aesenc %xmm@10, %xmm@8
  aesenc 240(%rsp), %xmm@8
  aesenc %xmm@1, %xmm@8
  movdqa 208(%rsp), %xmm@2
  aesenc %xmm@2, %xmm@8
  aesenc %xmm@15, %xmm@8
  movdqa 224(%rsp), %xmm@10
  aesenc %xmm@10, %xmm@8
  aesenc %xmm@9, %xmm@8
  aesenc %xmm@12, %xmm@8
  aesenc %xmm@13, %xmm@8
  aesenclast %xmm@3, %xmm@8
  movd C6(%rip), %xmm@12
  movdqa 80(%rsp), %xmm@3
  paddd %xmm@3, %xmm@12
  movdqa 400(%rsp), %xmm@13
  pshufb %xmm@13, %xmm@12
  pxor 32(%rsp), %xmm@12
  aesenc 96(%rsp), %xmm@12
  aesenc %xmm@6, %xmm@12
  aesenc %xmm@7, %xmm@12
  aesenc 112(%rsp), %xmm@12
  aesenc 16(%rsp), %xmm@12
  aesenc 240(%rsp), %xmm@12
  aesenc %xmm@1, %xmm@12
  aesenc %xmm@2, %xmm@12
  movq (%r8), %r12
  aesenc %xmm@15, %xmm@12
  movdqu 112(%r12,%r10), %xmm@6
  pxor %xmm@6, %xmm@14
  aesenc %xmm@10, %xmm@12
  movdqu 96(%r12,%r10), %xmm@6
  pxor %xmm@6, %xmm@11
  aesenc %xmm@9, %xmm@12
  movdqu 80(%r12,%r10), %xmm@6
  pxor %xmm@6, %xmm@4
  movdqa 128(%rsp), %xmm@1
  aesenc %xmm@1, %xmm@12
  movdqu 64(%r12,%r10), %xmm@6
  pxor %xmm@6, %xmm@0
  movdqa 48(%rsp), %xmm@15
  aesenc %xmm@15, %xmm@12
  movdqu 48(%r12,%r10), %xmm@6
  pxor %xmm@6, %xmm@5
  movdqa 144(%rsp), %xmm@7
  aesenclast %xmm@7, %xmm@12
  movdqu 32(%r12,%r10), %xmm@6
  pxor %xmm@6, %xmm@8
  movdqu 16(%r12,%r10), %xmm@6
  pxor %xmm@6, %xmm@12
  movdqa %xmm@3, %xmm@6
  movdqa %xmm@13, %xmm@2
  pshufb %xmm@13, %xmm@6
  pxor 32(%rsp), %xmm@6
  aesenc 96(%rsp), %xmm@6
  aesenc 64(%rsp), %xmm@6
  aesenc 160(%rsp), %xmm@6
  aesenc 112(%rsp), %xmm@6
  movdqa %xmm@3, %xmm@13
  aesenc 16(%rsp), %xmm@6
  aesenc 240(%rsp), %xmm@6
  aesenc 176(%rsp), %xmm@6
  aesenc 208(%rsp), %xmm@6
  aesenc 192(%rsp), %xmm@6
  aesenc %xmm@10, %xmm@6
  aesenc %xmm@9, %xmm@6
  aesenc %xmm@1, %xmm@6
  aesenc %xmm@15, %xmm@6
  aesenclast %xmm@7, %xmm@6
  movdqu (%r12,%r10), %xmm@9
  pxor %xmm@9, %xmm@6
  movq 16(%r8), %r13
  movdqu %xmm@6, (%r13,%r10)
  pshufb %xmm@2, %xmm@6
  movdqu %xmm@12, 16(%r13,%r10)
  pshufb %xmm@2, %xmm@12
  movdqu %xmm@8, 32(%r13,%r10)
  pshufb %xmm@2, %xmm@8
  movdqu %xmm@5, 48(%r13,%r10)
  pshufb %xmm@2, %xmm@5
  movdqu %xmm@0, 64(%r13,%r10)
  pshufb %xmm@2, %xmm@0
  movdqu %xmm@4, 80(%r13,%r10)
  pshufb %xmm@2, %xmm@4
  movdqu %xmm@11, 96(%r13,%r10)
  pshufb %xmm@2, %xmm@11
  movdqu %xmm@14, 112(%r13,%r10)
  pshufb %xmm@2, %xmm@14
  paddd C7(%rip), %xmm@13
  cmpq $1, %r15
  jne L5
  movdqa %xmm@13, 80(%rsp)
  movdqa (%rcx), %xmm@9
  movdqa %xmm@14, 48(%rsp)
  jmp L6
L0:
  movaps (%rbx), %xmm@0
  movdqa (%rcx), %xmm@10
  jmp L7
L5:
  pshufb %xmm@2, %xmm@6
  movdqa %xmm@6, 256(%rsp)
  pshufb %xmm@2, %xmm@12
  movdqa %xmm@12, 272(%rsp)
  pshufb %xmm@2, %xmm@8
  movdqa %xmm@8, 288(%rsp)
  pshufb %xmm@2, %xmm@5
  movdqa %xmm@5, 304(%rsp)
  pshufb %xmm@2, %xmm@0
  movdqa %xmm@0, 320(%rsp)
  pshufb %xmm@2, %xmm@4
  movdqa %xmm@4, 336(%rsp)
  pshufb %xmm@2, %xmm@11
  movdqa %xmm@11, 352(%rsp)
  pshufb %xmm@2, %xmm@14
  movdqa %xmm@14, 368(%rsp)
  subq $-128, %r10
  movq %rdx, %rbx
  subq %r10, %rbx
  jb L8
  decq %r15
  movq %r15, %r14
  shlq $7, %r14
  cmpq %rbx, %r14
  ja L9
  movq %r11, %rdx
  subq %r10, %rdx
  jb L10
  cmpq %rdx, %r14
  ja L11
  leaq 128(%rsi), %rdx
  addq %r10, %r13
  addq %r10, %r12
  movabsq $144115188075855871, %r10
  andq %r10, %r15
  movaps 368(%rsi), %xmm@8
  movaps %xmm@8, 16(%rsp)
  movaps (%rcx), %xmm@3
  movq hw_gcm::arch::x86_64::aesni_clmul::CONSTS(%rip), %rcx
  leaq 256(%rsp), %r10
  movdqa %xmm@13, %xmm@1
  testq %r15, %r15
  je C8
  movdqa (%rdx), %xmm@4
  movdqa %xmm@1, %xmm@0
  pshufb %xmm@8, %xmm@0
  paddd 16(%rcx), %xmm@1
  pxor %xmm@4, %xmm@0
  movdqa %xmm@1, %xmm@11
  pshufb %xmm@8, %xmm@11
  paddd 16(%rcx), %xmm@1
  pxor %xmm@4, %xmm@11
  movdqa %xmm@1, %xmm@10
  pshufb %xmm@8, %xmm@10
  paddd 16(%rcx), %xmm@1
  pxor %xmm@4, %xmm@10
  movdqa %xmm@1, %xmm@7
  pshufb %xmm@8, %xmm@7
  paddd 16(%rcx), %xmm@1
  pxor %xmm@4, %xmm@7
  movdqa %xmm@1, %xmm@14
  pshufb %xmm@8, %xmm@14
  paddd 16(%rcx), %xmm@1
  pxor %xmm@4, %xmm@14
  movdqa %xmm@1, %xmm@5
  pshufb %xmm@8, %xmm@5
  paddd 16(%rcx), %xmm@1
  pxor %xmm@4, %xmm@5
  movdqa %xmm@1, %xmm@15
  pshufb %xmm@8, %xmm@15
  paddd 16(%rcx), %xmm@1
  pxor %xmm@4, %xmm@15
  movdqa %xmm@1, %xmm@9
  pshufb %xmm@8, %xmm@9
  paddd 16(%rcx), %xmm@1
  pxor %xmm@4, %xmm@9
  movdqu (%r10), %xmm@2
  pshufb %xmm@8, %xmm@2
  pxor %xmm@3, %xmm@2
  movdqa %xmm@2, %xmm@3
  pclmulqdq $0, (%rsi), %xmm@3
  movdqa %xmm@2, %xmm@13
  pclmulqdq $17, (%rsi), %xmm@13
  movdqa %xmm@2, %xmm@12
  pclmulqdq $1, (%rsi), %xmm@12
  pclmulqdq $16, (%rsi), %xmm@2
  pxor %xmm@2, %xmm@12
  movdqa 16(%rdx), %xmm@4
  aesenc %xmm@4, %xmm@0
  aesenc %xmm@4, %xmm@11
  aesenc %xmm@4, %xmm@10
  aesenc %xmm@4, %xmm@7
  aesenc %xmm@4, %xmm@14
  aesenc %xmm@4, %xmm@5
  aesenc %xmm@4, %xmm@15
  aesenc %xmm@4, %xmm@9
  movdqu 16(%r10), %xmm@2
  pshufb %xmm@8, %xmm@2
  movdqa %xmm@2, %xmm@6
  pclmulqdq $0, 16(%rsi), %xmm@6
  pxor %xmm@6, %xmm@3
  movdqa %xmm@2, %xmm@6
  pclmulqdq $17, 16(%rsi), %xmm@6
  pxor %xmm@6, %xmm@13
  movdqa %xmm@2, %xmm@6
  pclmulqdq $1, 16(%rsi), %xmm@6
  pxor %xmm@6, %xmm@12
  pclmulqdq $16, 16(%rsi), %xmm@2
  pxor %xmm@2, %xmm@12
  movdqa 32(%rdx), %xmm@4
  aesenc %xmm@4, %xmm@0
  aesenc %xmm@4, %xmm@11
  aesenc %xmm@4, %xmm@10
  aesenc %xmm@4, %xmm@7
  aesenc %xmm@4, %xmm@14
  aesenc %xmm@4, %xmm@5
  aesenc %xmm@4, %xmm@15
  aesenc %xmm@4, %xmm@9
  movdqu 32(%r10), %xmm@2
  pshufb %xmm@8, %xmm@2
  movdqa %xmm@2, %xmm@6
  pclmulqdq $0, 32(%rsi), %xmm@6
  pxor %xmm@6, %xmm@3
  movdqa %xmm@2, %xmm@6
  pclmulqdq $17, 32(%rsi), %xmm@6
  pxor %xmm@6, %xmm@13
  movdqa %xmm@2, %xmm@6
  pclmulqdq $1, 32(%rsi), %xmm@6
  pxor %xmm@6, %xmm@12
  pclmulqdq $16, 32(%rsi), %xmm@2
  pxor %xmm@2, %xmm@12
  movdqa 48(%rdx), %xmm@4
  aesenc %xmm@4, %xmm@0
  aesenc %xmm@4, %xmm@11
  aesenc %xmm@4, %xmm@10
  aesenc %xmm@4, %xmm@7
  aesenc %xmm@4, %xmm@14
  aesenc %xmm@4, %xmm@5
  aesenc %xmm@4, %xmm@15
  aesenc %xmm@4, %xmm@9
  movdqu 48(%r10), %xmm@2
  pshufb %xmm@8, %xmm@2
  movdqa %xmm@2, %xmm@6
  pclmulqdq $0, 48(%rsi), %xmm@6
  pxor %xmm@6, %xmm@3
  movdqa %xmm@2, %xmm@6
  pclmulqdq $17, 48(%rsi), %xmm@6
  pxor %xmm@6, %xmm@13
  movdqa %xmm@2, %xmm@6
  pclmulqdq $1, 48(%rsi), %xmm@6
  pxor %xmm@6, %xmm@12
  pclmulqdq $16, 48(%rsi), %xmm@2
  pxor %xmm@2, %xmm@12
  movdqa 64(%rdx), %xmm@4
  aesenc %xmm@4, %xmm@0
  aesenc %xmm@4, %xmm@11
  aesenc %xmm@4, %xmm@10
  aesenc %xmm@4, %xmm@7
  aesenc %xmm@4, %xmm@14
  aesenc %xmm@4, %xmm@5
  aesenc %xmm@4, %xmm@15
  aesenc %xmm@4, %xmm@9
  movdqu 64(%r10), %xmm@2
  pshufb %xmm@8, %xmm@2
  movdqa %xmm@2, %xmm@6
  pclmulqdq $0, 64(%rsi), %xmm@6
  pxor %xmm@6, %xmm@3
  movdqa %xmm@2, %xmm@6
  pclmulqdq $17, 64(%rsi), %xmm@6
  pxor %xmm@6, %xmm@13
  movdqa %xmm@2, %xmm@6
  pclmulqdq $1, 64(%rsi), %xmm@6
  pxor %xmm@6, %xmm@12
  pclmulqdq $16, 64(%rsi), %xmm@2
  pxor %xmm@2, %xmm@12
  movdqa 80(%rdx), %xmm@4
  aesenc %xmm@4, %xmm@0
  aesenc %xmm@4, %xmm@11
  aesenc %xmm@4, %xmm@10
  aesenc %xmm@4, %xmm@7
  aesenc %xmm@4, %xmm@14
  aesenc %xmm@4, %xmm@5
  aesenc %xmm@4, %xmm@15
  aesenc %xmm@4, %xmm@9
  movdqu 80(%r10), %xmm@2
  pshufb %xmm@8, %xmm@2
  movdqa %xmm@2, %xmm@6
  pclmulqdq $0, 80(%rsi), %xmm@6
  pxor %xmm@6, %xmm@3
  movdqa %xmm@2, %xmm@6
  pclmulqdq $17, 80(%rsi), %xmm@6
  pxor %xmm@6, %xmm@13
  movdqa %xmm@2, %xmm@6
  pclmulqdq $1, 80(%rsi), %xmm@6
  pxor %xmm@6, %xmm@12
  pclmulqdq $16, 80(%rsi), %xmm@2
  pxor %xmm@2, %xmm@12
  movdqa 96(%rdx), %xmm@4
  aesenc %xmm@4, %xmm@0
  aesenc %xmm@4, %xmm@11
  aesenc %xmm@4, %xmm@10
  aesenc %xmm@4, %xmm@7
  aesenc %xmm@4, %xmm@14
  aesenc %xmm@4, %xmm@5
  aesenc %xmm@4, %xmm@15
  aesenc %xmm@4, %xmm@9
  movdqu 96(%r10), %xmm@2
  pshufb %xmm@8, %xmm@2
  movdqa %xmm@2, %xmm@6
  pclmulqdq $0, 96(%rsi), %xmm@6
  pxor %xmm@6, %xmm@3
  movdqa %xmm@2, %xmm@6
  pclmulqdq $17, 96(%rsi), %xmm@6
  pxor %xmm@6, %xmm@13
  movdqa %xmm@2, %xmm@6
  pclmulqdq $1, 96(%rsi), %xmm@6
  pxor %xmm@6, %xmm@12
  pclmulqdq $16, 96(%rsi), %xmm@2
  pxor %xmm@2, %xmm@12
  movdqa 112(%rdx), %xmm@4
  aesenc %xmm@4, %xmm@0
  aesenc %xmm@4, %xmm@11
  aesenc %xmm@4, %xmm@10
  aesenc %xmm@4, %xmm@7
  aesenc %xmm@4, %xmm@14
  aesenc %xmm@4, %xmm@5
  aesenc %xmm@4, %xmm@15
  aesenc %xmm@4, %xmm@9
  movdqu 112(%r10), %xmm@2
  pshufb %xmm@8, %xmm@2
  movdqa %xmm@2, %xmm@6
  pclmulqdq $0, 112(%rsi), %xmm@6
  pxor %xmm@6, %xmm@3
  movdqa %xmm@2, %xmm@6
  pclmulqdq $17, 112(%rsi), %xmm@6
  pxor %xmm@6, %xmm@13
  movdqa %xmm@2, %xmm@6
  pclmulqdq $1, 112(%rsi), %xmm@6
  pxor %xmm@6, %xmm@12
  pclmulqdq $16, 112(%rsi), %xmm@2
  pxor %xmm@2, %xmm@12
  movdqa 128(%rdx), %xmm@4
  aesenc %xmm@4, %xmm@0
  aesenc %xmm@4, %xmm@11
  aesenc %xmm@4, %xmm@10
  aesenc %xmm@4, %xmm@7
  aesenc %xmm@4, %xmm@14
  aesenc %xmm@4, %xmm@5
  aesenc %xmm@4, %xmm@15
  aesenc %xmm@4, %xmm@9
  movdqa %xmm@3, %xmm@6
  pclmulqdq $0, (%rcx), %xmm@6
  pshufd $78, %xmm@3, %xmm@3
  pxor %xmm@3, %xmm@12
  pxor %xmm@6, %xmm@12
  movdqa 144(%rdx), %xmm@4
  aesenc %xmm@4, %xmm@0
  aesenc %xmm@4, %xmm@11
  aesenc %xmm@4, %xmm@10
  aesenc %xmm@4, %xmm@7
  aesenc %xmm@4, %xmm@14
  aesenc %xmm@4, %xmm@5
  aesenc %xmm@4, %xmm@15
  aesenc %xmm@4, %xmm@9
  movdqa %xmm@12, %xmm@6
  pclmulqdq $0, (%rcx), %xmm@6
  pshufd $78, %xmm@12, %xmm@12
  pxor %xmm@12, %xmm@13
  pxor %xmm@6, %xmm@13
  movdqa %xmm@13, %xmm@3
  movdqa 160(%rdx), %xmm@4
  aesenc %xmm@4, %xmm@0
  aesenc %xmm@4, %xmm@11
  aesenc %xmm@4, %xmm@10
  aesenc %xmm@4, %xmm@7
  aesenc %xmm@4, %xmm@14
  aesenc %xmm@4, %xmm@5
  aesenc %xmm@4, %xmm@15
  aesenc %xmm@4, %xmm@9
  movdqa 176(%rdx), %xmm@4
  aesenc %xmm@4, %xmm@0
  aesenc %xmm@4, %xmm@11
  aesenc %xmm@4, %xmm@10
  aesenc %xmm@4, %xmm@7
  aesenc %xmm@4, %xmm@14
  aesenc %xmm@4, %xmm@5
  aesenc %xmm@4, %xmm@15
  aesenc %xmm@4, %xmm@9
  movdqa 192(%rdx), %xmm@4
  aesenc %xmm@4, %xmm@0
  aesenc %xmm@4, %xmm@11
  aesenc %xmm@4, %xmm@10
  aesenc %xmm@4, %xmm@7
  aesenc %xmm@4, %xmm@14
  aesenc %xmm@4, %xmm@5
  aesenc %xmm@4, %xmm@15
  aesenc %xmm@4, %xmm@9
  movdqa 208(%rdx), %xmm@4
  aesenc %xmm@4, %xmm@0
  aesenc %xmm@4, %xmm@11
  aesenc %xmm@4, %xmm@10
  aesenc %xmm@4, %xmm@7
  aesenc %xmm@4, %xmm@14
  aesenc %xmm@4, %xmm@5
  aesenc %xmm@4, %xmm@15
  aesenc %xmm@4, %xmm@9
  movdqa 224(%rdx), %xmm@4
  movdqu (%r12), %xmm@12
  pxor %xmm@4, %xmm@12
  aesenclast %xmm@12, %xmm@0
  movdqu %xmm@0, (%r13)
  movdqu %xmm@0, (%r10)
  movdqu 16(%r12), %xmm@13
  pxor %xmm@4, %xmm@13
  aesenclast %xmm@13, %xmm@11
  movdqu %xmm@11, 16(%r13)
  movdqu %xmm@11, 16(%r10)
  movdqu 32(%r12), %xmm@2
  pxor %xmm@4, %xmm@2
  aesenclast %xmm@2, %xmm@10
  movdqu %xmm@10, 32(%r13)
  movdqu %xmm@10, 32(%r10)
  movdqu 48(%r12), %xmm@6
  pxor %xmm@4, %xmm@6
  aesenclast %xmm@6, %xmm@7
  movdqu %xmm@7, 48(%r13)
  movdqu %xmm@7, 48(%r10)
  movdqu 64(%r12), %xmm@12
  pxor %xmm@4, %xmm@12
  aesenclast %xmm@12, %xmm@14
  movdqu %xmm@14, 64(%r13)
  movdqu %xmm@14, 64(%r10)
  movdqu 80(%r12), %xmm@13
  pxor %xmm@4, %xmm@13
  aesenclast %xmm@13, %xmm@5
  movdqu %xmm@5, 80(%r13)
  movdqu %xmm@5, 80(%r10)
  movdqu 96(%r12), %xmm@2
  pxor %xmm@4, %xmm@2
  aesenclast %xmm@2, %xmm@15
  movdqu %xmm@15, 96(%r13)
  movdqu %xmm@15, 96(%r10)
  movdqu 112(%r12), %xmm@6
  pxor %xmm@4, %xmm@6
  aesenclast %xmm@6, %xmm@9
  movdqu %xmm@9, 112(%r13)
  movdqu %xmm@9, 112(%r10)
  addq $128, %r12
  addq $128, %r13
  decq %r15
  jne C9
  movdqa %xmm@3, %xmm@9
  movdqa 256(%rsp), %xmm@6
  movdqa 272(%rsp), %xmm@12
  movdqa 288(%rsp), %xmm@8
  movdqa 304(%rsp), %xmm@5
  movdqa 16(%rsp), %xmm@7
  pshufb %xmm@7, %xmm@6
  pshufb %xmm@7, %xmm@12
  pshufb %xmm@7, %xmm@8
  pshufb %xmm@7, %xmm@5
  movdqa 320(%rsp), %xmm@0
  pshufb %xmm@7, %xmm@0
  movdqa 336(%rsp), %xmm@4
  pshufb %xmm@7, %xmm@4
  movdqa 352(%rsp), %xmm@11
  pshufb %xmm@7, %xmm@11
  movdqa 368(%rsp), %xmm@10
  pshufb %xmm@7, %xmm@10
  movdqa %xmm@10, 48(%rsp)
  movdqa %xmm@1, 80(%rsp)
L6:
  pxor %xmm@6, %xmm@9
  movdqa 64(%rsi), %xmm@6
  movdqa (%rsi), %xmm@10
  movdqa %xmm@10, 64(%rsp)
  movdqa 16(%rsi), %xmm@7
  movdqa %xmm@7, 16(%rsp)
  movdqa 32(%rsi), %xmm@15
  movdqa 48(%rsi), %xmm@1
  movdqa %xmm@12, %xmm@14
  pclmulqdq $1, %xmm@7, %xmm@14
  movdqa %xmm@9, %xmm@3
  pclmulqdq $16, %xmm@10, %xmm@3
  movdqa %xmm@9, %xmm@13
  pclmulqdq $1, %xmm@10, %xmm@13
  pxor %xmm@3, %xmm@13
  movdqa %xmm@12, %xmm@3
  pclmulqdq $16, %xmm@7, %xmm@3
  pxor %xmm@14, %xmm@3
  movdqa %xmm@8, %xmm@14
  movdqa %xmm@15, 32(%rsp)
  pclmulqdq $1, %xmm@15, %xmm@14
  pxor %xmm@13, %xmm@3
  movdqa %xmm@8, %xmm@2
  pclmulqdq $16, %xmm@15, %xmm@2
  pxor %xmm@14, %xmm@2
  movdqa %xmm@5, %xmm@14
  pclmulqdq $1, %xmm@1, %xmm@14
  pxor %xmm@14, %xmm@2
  movdqa %xmm@0, %xmm@14
  pclmulqdq $1, %xmm@6, %xmm@14
  pxor %xmm@3, %xmm@2
  movdqa %xmm@5, %xmm@3
  pclmulqdq $16, %xmm@1, %xmm@3
  movdqa %xmm@1, 96(%rsp)
  pxor %xmm@14, %xmm@3
  movdqa %xmm@0, %xmm@13
  pclmulqdq $16, %xmm@6, %xmm@13
  movdqa %xmm@6, %xmm@15
  movdqa %xmm@6, 112(%rsp)
  pxor %xmm@3, %xmm@13
  movdqa 80(%rsi), %xmm@6
  movdqa %xmm@4, %xmm@14
  pclmulqdq $1, %xmm@6, %xmm@14
  pxor %xmm@14, %xmm@13
  pxor %xmm@2, %xmm@13
  movdqa 96(%rsi), %xmm@14
  movdqa %xmm@11, %xmm@3
  pclmulqdq $1, %xmm@14, %xmm@3
  movdqa %xmm@4, %xmm@10
  pclmulqdq $16, %xmm@6, %xmm@10
  pxor %xmm@3, %xmm@10
  movdqa %xmm@11, %xmm@2
  pclmulqdq $16, %xmm@14, %xmm@2
  pxor %xmm@10, %xmm@2
  movdqa %xmm@4, %xmm@10
  pclmulqdq $17, %xmm@6, %xmm@10
  movdqa %xmm@0, %xmm@7
  pclmulqdq $17, %xmm@15, %xmm@7
  pxor %xmm@10, %xmm@7
  movdqa %xmm@11, %xmm@10
  pclmulqdq $17, %xmm@14, %xmm@10
  pxor %xmm@10, %xmm@7
  movdqa %xmm@5, %xmm@10
  pclmulqdq $17, %xmm@1, %xmm@10
  movdqa %xmm@8, %xmm@15
  pclmulqdq $17, 32(%rsp), %xmm@15
  pxor %xmm@10, %xmm@15
  movdqa %xmm@12, %xmm@10
  pclmulqdq $17, 16(%rsp), %xmm@10
  movdqa %xmm@9, %xmm@3
  movdqa 64(%rsp), %xmm@1
  pclmulqdq $17, %xmm@1, %xmm@3
  pxor %xmm@10, %xmm@3
  pxor %xmm@15, %xmm@3
  pxor %xmm@7, %xmm@3
  pclmulqdq $0, %xmm@14, %xmm@11
  pclmulqdq $0, %xmm@6, %xmm@4
  pclmulqdq $0, 112(%rsp), %xmm@0
  pxor %xmm@4, %xmm@0
  pxor %xmm@11, %xmm@0
  pclmulqdq $0, 96(%rsp), %xmm@5
  pclmulqdq $0, 32(%rsp), %xmm@8
  pxor %xmm@5, %xmm@8
  pclmulqdq $0, 16(%rsp), %xmm@12
  pclmulqdq $0, %xmm@1, %xmm@9
  pxor %xmm@12, %xmm@9
  pxor %xmm@8, %xmm@9
  pxor %xmm@0, %xmm@9
  movdqa 112(%rsi), %xmm@0
  movdqa 48(%rsp), %xmm@14
  movdqa %xmm@14, %xmm@10
  pclmulqdq $0, %xmm@0, %xmm@10
  pxor %xmm@9, %xmm@10
  movdqa %xmm@14, %xmm@11
  pclmulqdq $17, %xmm@0, %xmm@11
  pxor %xmm@3, %xmm@11
  movdqa %xmm@14, %xmm@7
  pclmulqdq $1, %xmm@0, %xmm@7
  pxor %xmm@2, %xmm@7
  pclmulqdq $16, %xmm@0, %xmm@14
  pxor %xmm@7, %xmm@14
  pxor %xmm@13, %xmm@14
  movdqa %xmm@14, %xmm@0
  pslldq $8, %xmm@0
  pxor %xmm@10, %xmm@0
  movabsq $-4467570830351532032, %rcx
  movq %rcx, %xmm@7
  pshufd $78, %xmm@0, %xmm@10
  pclmulqdq $0, %xmm@7, %xmm@0
  pxor %xmm@10, %xmm@0
  psrldq $8, %xmm@14
  pclmulqdq $0, %xmm@0, %xmm@7
  pshufd $78, %xmm@0, %xmm@10
  pxor %xmm@14, %xmm@10
  pxor %xmm@11, %xmm@10
  pxor %xmm@7, %xmm@10
  movaps 80(%rsp), %xmm@0
L7:
  movq 496(%rsp), %rcx
  andq $-8, %r9
  addq %rax, %r9
  movaps %xmm@0, 416(%rsp)
  movdqa %xmm@10, 432(%rsp)
  movq %rcx, (%rsp)
  leaq 416(%rsp), %rdx
  leaq 432(%rsp), %rcx
  callq hw_gcm::arch::x86_64::aesni_clmul::tail
  addq $448, %rsp
  popq %rbx
  popq %r12
  popq %r13
  popq %r14
  popq %r15
  retq
L1:
  leaq C10(%rip), %rcx
  movq %r10, %rdi
  movq %rdx, %rsi
  callq *core::slice::index::slice_index_fail(%rip)
L2:
  leaq C11(%rip), %rdi
  leaq C12(%rip), %rdx
  movl $45, %esi
  callq *core::option::expect_failed(%rip)
L3:
  leaq C13(%rip), %rcx
  movq %r10, %rdi
  movq %r11, %rsi
  movq %r11, %rdx
  callq *core::slice::index::slice_index_fail(%rip)
L4:
  leaq C11(%rip), %rdi
  leaq C14(%rip), %rdx
  movl $45, %esi
  callq *core::option::expect_failed(%rip)
L9:
  leaq C15(%rip), %rcx
  xorl %edi, %edi
  movq %r14, %rsi
  movq %rbx, %rdx
  callq *core::slice::index::slice_index_fail(%rip)
L8:
  leaq C16(%rip), %rcx
  movq %r10, %rdi
  movq %rdx, %rsi
  callq *core::slice::index::slice_index_fail(%rip)
L10:
  leaq C17(%rip), %rcx
  movq %r10, %rdi
  movq %r11, %rsi
  movq %r11, %rdx
  callq *core::slice::index::slice_index_fail(%rip)
L11:
  leaq C18(%rip), %rcx
  xorl %edi, %edi
  movq %r14, %rsi
  callq *core::slice::index::slice_index_fail(%rip)
== hw_gcm::arch::x86_64::aesni_clmul::rest#1
  pushq %r15
  pushq %r14
  pushq %rbx
  subq $176, %rsp
  movq %r9, %rax
  movq 8(%r8), %r9
  xorps %xmm@0, %xmm@0
  movaps %xmm@0, 160(%rsp)
  movaps %xmm@0, 144(%rsp)
  movaps %xmm@0, 128(%rsp)
  movaps %xmm@0, 112(%rsp)
  movaps %xmm@0, 96(%rsp)
  movaps %xmm@0, 80(%rsp)
  movaps %xmm@0, 64(%rsp)
  movaps %xmm@0, 48(%rsp)
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
  movq 208(%rsp), %r11
  movq 16(%r8), %rbx
  addq %r10, %rbx
  addq (%r8), %r10
  movabsq $144115188075855871, %r14
  andq %r14, %r15
  leaq 128(%rsi), %r14
  movaps (%rcx), %xmm@1
  movaps (%rdx), %xmm@2
  movaps 368(%rsi), %xmm@3
  movq hw_gcm::arch::x86_64::aesni_clmul::CONSTS(%rip), %rcx
  leaq 48(%rsp), %rdx
  testq %r15, %r15
  je C0
  movdqu (%r10), %xmm@4
  movdqu %xmm@4, (%rdx)
  movdqu 16(%r10), %xmm@4
  movdqu %xmm@4, 16(%rdx)
  movdqu 32(%r10), %xmm@4
  movdqu %xmm@4, 32(%rdx)
  movdqu 48(%r10), %xmm@4
  movdqu %xmm@4, 48(%rdx)
  movdqu 64(%r10), %xmm@4
  movdqu %xmm@4, 64(%rdx)
  movdqu 80(%r10), %xmm@4
  movdqu %xmm@4, 80(%rdx)
  movdqu 96(%r10), %xmm@4
  movdqu %xmm@4, 96(%rdx)
  movdqu 112(%r10), %xmm@4
  movdqu %xmm@4, 112(%rdx)
  movdqa (%r14), %xmm@5
  movdqa %xmm@2, %xmm@0
  pshufb %xmm@3, %xmm@0
  paddd 16(%rcx), %xmm@2
  pxor %xmm@5, %xmm@0
  movdqa %xmm@2, %xmm@6
  pshufb %xmm@3, %xmm@6
  paddd 16(%rcx), %xmm@2
  pxor %xmm@5, %xmm@6
  movdqa %xmm@2, %xmm@7
  pshufb %xmm@3, %xmm@7
  paddd 16(%rcx), %xmm@2
  pxor %xmm@5, %xmm@7
  movdqa %xmm@2, %xmm@8
  pshufb %xmm@3, %xmm@8
  paddd 16(%rcx), %xmm@2
  pxor %xmm@5, %xmm@8
  movdqa %xmm@2, %xmm@9
  pshufb %xmm@3, %xmm@9
  paddd 16(%rcx), %xmm@2
  pxor %xmm@5, %xmm@9
  movdqa %xmm@2, %xmm@10
  pshufb %xmm@3, %xmm@10
  paddd 16(%rcx), %xmm@2
  pxor %xmm@5, %xmm@10
  movdqa %xmm@2, %xmm@11
  pshufb %xmm@3, %xmm@11
  paddd 16(%rcx), %xmm@2
  pxor %xmm@5, %xmm@11
  movdqa %xmm@2, %xmm@12
  pshufb %xmm@3, %xmm@12
  paddd 16(%rcx), %xmm@2
  pxor %xmm@5, %xmm@12
  movdqu (%rdx), %xmm@4
  pshufb %xmm@3, %xmm@4
  pxor %xmm@1, %xmm@4
  movdqa %xmm@4, %xmm@1
  pclmulqdq $0, (%rsi), %xmm@1
  movdqa %xmm@4, %xmm@13
  pclmulqdq $17, (%rsi), %xmm@13
  movdqa %xmm@4, %xmm@14
  pclmulqdq $1, (%rsi), %xmm@14
  pclmulqdq $16, (%rsi), %xmm@4
  pxor %xmm@4, %xmm@14
  movdqa 16(%r14), %xmm@5
  aesenc %xmm@5, %xmm@0
  aesenc %xmm@5, %xmm@6
  aesenc %xmm@5, %xmm@7
  aesenc %xmm@5, %xmm@8
  aesenc %xmm@5, %xmm@9
  aesenc %xmm@5, %xmm@10
  aesenc %xmm@5, %xmm@11
  aesenc %xmm@5, %xmm@12
  movdqu 16(%rdx), %xmm@4
  pshufb %xmm@3, %xmm@4
  movdqa %xmm@4, %xmm@15
  pclmulqdq $0, 16(%rsi), %xmm@15
  pxor %xmm@15, %xmm@1
  movdqa %xmm@4, %xmm@15
  pclmulqdq $17, 16(%rsi), %xmm@15
  pxor %xmm@15, %xmm@13
  movdqa %xmm@4, %xmm@15
  pclmulqdq $1, 16(%rsi), %xmm@15
  pxor %xmm@15, %xmm@14
  pclmulqdq $16, 16(%rsi), %xmm@4
  pxor %xmm@4, %xmm@14
  movdqa 32(%r14), %xmm@5
  aesenc %xmm@5, %xmm@0
  aesenc %xmm@5, %xmm@6
  aesenc %xmm@5, %xmm@7
  aesenc %xmm@5, %xmm@8
  aesenc %xmm@5, %xmm@9
  aesenc %xmm@5, %xmm@10
  aesenc %xmm@5, %xmm@11
  aesenc %xmm@5, %xmm@12
  movdqu 32(%rdx), %xmm@4
  pshufb %xmm@3, %xmm@4
  movdqa %xmm@4, %xmm@15
  pclmulqdq $0, 32(%rsi), %xmm@15
  pxor %xmm@15, %xmm@1
  movdqa %xmm@4, %xmm@15
  pclmulqdq $17, 32(%rsi), %xmm@15
  pxor %xmm@15, %xmm@13
  movdqa %xmm@4, %xmm@15
  pclmulqdq $1, 32(%rsi), %xmm@15
  pxor %xmm@15, %xmm@14
  pclmulqdq $16, 32(%rsi), %xmm@4
  pxor %xmm@4, %xmm@14
  movdqa 48(%r14), %xmm@5
  aesenc %xmm@5, %xmm@0
  aesenc %xmm@5, %xmm@6
  aesenc %xmm@5, %xmm@7
  aesenc %xmm@5, %xmm@8
  aesenc %xmm@5, %xmm@9
  aesenc %xmm@5, %xmm@10
  aesenc %xmm@5, %xmm@11
  aesenc %xmm@5, %xmm@12
  movdqu 48(%rdx), %xmm@4
  pshufb %xmm@3, %xmm@4
  movdqa %xmm@4, %xmm@15
  pclmulqdq $0, 48(%rsi), %xmm@15
  pxor %xmm@15, %xmm@1
  movdqa %xmm@4, %xmm@15
  pclmulqdq $17, 48(%rsi), %xmm@15
  pxor %xmm@15, %xmm@13
  movdqa %xmm@4, %xmm@15
  pclmulqdq $1, 48(%rsi), %xmm@15
  pxor %xmm@15, %xmm@14
  pclmulqdq $16, 48(%rsi), %xmm@4
  pxor %xmm@4, %xmm@14
  movdqa 64(%r14), %xmm@5
  aesenc %xmm@5, %xmm@0
  aesenc %xmm@5, %xmm@6
  aesenc %xmm@5, %xmm@7
  aesenc %xmm@5, %xmm@8
  aesenc %xmm@5, %xmm@9
  aesenc %xmm@5, %xmm@10
  aesenc %xmm@5, %xmm@11
  aesenc %xmm@5, %xmm@12
  movdqu 64(%rdx), %xmm@4
  pshufb %xmm@3, %xmm@4
  movdqa %xmm@4, %xmm@15
  pclmulqdq $0, 64(%rsi), %xmm@15
  pxor %xmm@15, %xmm@1
  movdqa %xmm@4, %xmm@15
  pclmulqdq $17, 64(%rsi), %xmm@15
  pxor %xmm@15, %xmm@13
  movdqa %xmm@4, %xmm@15
  pclmulqdq $1, 64(%rsi), %xmm@15
  pxor %xmm@15, %xmm@14
  pclmulqdq $16, 64(%rsi), %xmm@4
  pxor %xmm@4, %xmm@14
  movdqa 80(%r14), %xmm@5
  aesenc %xmm@5, %xmm@0
  aesenc %xmm@5, %xmm@6
  aesenc %xmm@5, %xmm@7
  aesenc %xmm@5, %xmm@8
  aesenc %xmm@5, %xmm@9
  aesenc %xmm@5, %xmm@10
  aesenc %xmm@5, %xmm@11
  aesenc %xmm@5, %xmm@12
  movdqu 80(%rdx), %xmm@4
  pshufb %xmm@3, %xmm@4
  movdqa %xmm@4, %xmm@15
  pclmulqdq $0, 80(%rsi), %xmm@15
  pxor %xmm@15, %xmm@1
  movdqa %xmm@4, %xmm@15
  pclmulqdq $17, 80(%rsi), %xmm@15
  pxor %xmm@15, %xmm@13
  movdqa %xmm@4, %xmm@15
  pclmulqdq $1, 80(%rsi), %xmm@15
  pxor %xmm@15, %xmm@14
  pclmulqdq $16, 80(%rsi), %xmm@4
  pxor %xmm@4, %xmm@14
  movdqa 96(%r14), %xmm@5
  aesenc %xmm@5, %xmm@0
  aesenc %xmm@5, %xmm@6
  aesenc %xmm@5, %xmm@7
  aesenc %xmm@5, %xmm@8
  aesenc %xmm@5, %xmm@9
  aesenc %xmm@5, %xmm@10
  aesenc %xmm@5, %xmm@11
  aesenc %xmm@5, %xmm@12
  movdqu 96(%rdx), %xmm@4
  pshufb %xmm@3, %xmm@4
  movdqa %xmm@4, %xmm@15
  pclmulqdq $0, 96(%rsi), %xmm@15
  pxor %xmm@15, %xmm@1
  movdqa %xmm@4, %xmm@15
  pclmulqdq $17, 96(%rsi), %xmm@15
  pxor %xmm@15, %xmm@13
  movdqa %xmm@4, %xmm@15
  pclmulqdq $1, 96(%rsi), %xmm@15
  pxor %xmm@15, %xmm@14
  pclmulqdq $16, 96(%rsi), %xmm@4
  pxor %xmm@4, %xmm@14
  movdqa 112(%r14), %xmm@5
  aesenc %xmm@5, %xmm@0
  aesenc %xmm@5, %xmm@6
  aesenc %xmm@5, %xmm@7
  aesenc %xmm@5, %xmm@8
  aesenc %xmm@5, %xmm@9
  aesenc %xmm@5, %xmm@10
  aesenc %xmm@5, %xmm@11
  aesenc %xmm@5, %xmm@12
  movdqu 112(%rdx), %xmm@4
  pshufb %xmm@3, %xmm@4
  movdqa %xmm@4, %xmm@15
  pclmulqdq $0, 112(%rsi), %xmm@15
  pxor %xmm@15, %xmm@1
  movdqa %xmm@4, %xmm@15
  pclmulqdq $17, 112(%rsi), %xmm@15
  pxor %xmm@15, %xmm@13
  movdqa %xmm@4, %xmm@15
  pclmulqdq $1, 112(%rsi), %xmm@15
  pxor %xmm@15, %xmm@14
  pclmulqdq $16, 112(%rsi), %xmm@4
  pxor %xmm@4, %xmm@14
  movdqa 128(%r14), %xmm@5
  aesenc %xmm@5, %xmm@0
  aesenc %xmm@5, %xmm@6
  aesenc %xmm@5, %xmm@7
  aesenc %xmm@5, %xmm@8
  aesenc %xmm@5, %xmm@9
  aesenc %xmm@5, %xmm@10
  aesenc %xmm@5, %xmm@11
  aesenc %xmm@5, %xmm@12
  movdqa %xmm@1, %xmm@15
  pclmulqdq $0, (%rcx), %xmm@15
  pshufd $78, %xmm@1, %xmm@1
  pxor %xmm@1, %xmm@14
  pxor %xmm@15, %xmm@14
  movdqa 144(%r14), %xmm@5
  aesenc %xmm@5, %xmm@0
  aesenc %xmm@5, %xmm@6
  aesenc %xmm@5, %xmm@7
  aesenc %xmm@5, %xmm@8
  aesenc %xmm@5, %xmm@9
  aesenc %xmm@5, %xmm@10
  aesenc %xmm@5, %xmm@11
  aesenc %xmm@5, %xmm@12
  movdqa %xmm@14, %xmm@15
  pclmulqdq $0, (%rcx), %xmm@15
  pshufd $78, %xmm@14, %xmm@14
  pxor %xmm@14, %xmm@13
  pxor %xmm@15, %xmm@13
  movdqa %xmm@13, %xmm@1
  movdqa 160(%r14), %xmm@5
  aesenc %xmm@5, %xmm@0
  aesenc %xmm@5, %xmm@6
  aesenc %xmm@5, %xmm@7
  aesenc %xmm@5, %xmm@8
  aesenc %xmm@5, %xmm@9
  aesenc %xmm@5, %xmm@10
  aesenc %xmm@5, %xmm@11
  aesenc %xmm@5, %xmm@12
  movdqa 176(%r14), %xmm@5
  aesenc %xmm@5, %xmm@0
  aesenc %xmm@5, %xmm@6
  aesenc %xmm@5, %xmm@7
  aesenc %xmm@5, %xmm@8
  aesenc %xmm@5, %xmm@9
  aesenc %xmm@5, %xmm@10
  aesenc %xmm@5, %xmm@11
  aesenc %xmm@5, %xmm@12
  movdqa 192(%r14), %xmm@5
  aesenc %xmm@5, %xmm@0
  aesenc %xmm@5, %xmm@6
  aesenc %xmm@5, %xmm@7
  aesenc %xmm@5, %xmm@8
  aesenc %xmm@5, %xmm@9
  aesenc %xmm@5, %xmm@10
  aesenc %xmm@5, %xmm@11
  aesenc %xmm@5, %xmm@12
  movdqa 208(%r14), %xmm@5
  aesenc %xmm@5, %xmm@0
  aesenc %xmm@5, %xmm@6
  aesenc %xmm@5, %xmm@7
  aesenc %xmm@5, %xmm@8
  aesenc %xmm@5, %xmm@9
  aesenc %xmm@5, %xmm@10
  aesenc %xmm@5, %xmm@11
  aesenc %xmm@5, %xmm@12
  movdqa 224(%r14), %xmm@5
  movdqu (%rdx), %xmm@14
  pxor %xmm@5, %xmm@14
  aesenclast %xmm@14, %xmm@0
  movdqu %xmm@0, (%rbx)
  movdqu 16(%rdx), %xmm@13
  pxor %xmm@5, %xmm@13
  aesenclast %xmm@13, %xmm@6
  movdqu %xmm@6, 16(%rbx)
  movdqu 32(%rdx), %xmm@4
  pxor %xmm@5, %xmm@4
  aesenclast %xmm@4, %xmm@7
  movdqu %xmm@7, 32(%rbx)
  movdqu 48(%rdx), %xmm@15
  pxor %xmm@5, %xmm@15
  aesenclast %xmm@15, %xmm@8
  movdqu %xmm@8, 48(%rbx)
  movdqu 64(%rdx), %xmm@14
  pxor %xmm@5, %xmm@14
  aesenclast %xmm@14, %xmm@9
  movdqu %xmm@9, 64(%rbx)
  movdqu 80(%rdx), %xmm@13
  pxor %xmm@5, %xmm@13
  aesenclast %xmm@13, %xmm@10
  movdqu %xmm@10, 80(%rbx)
  movdqu 96(%rdx), %xmm@4
  pxor %xmm@5, %xmm@4
  aesenclast %xmm@4, %xmm@11
  movdqu %xmm@11, 96(%rbx)
  movdqu 112(%rdx), %xmm@15
  pxor %xmm@5, %xmm@15
  aesenclast %xmm@15, %xmm@12
  movdqu %xmm@12, 112(%rbx)
  addq $128, %r10
  addq $128, %rbx
  decq %r15
  jne C1
  andq $-8, %r9
  addq %rax, %r9
  movaps %xmm@2, 16(%rsp)
  movaps %xmm@1, 32(%rsp)
  movq %r11, (%rsp)
  leaq 16(%rsp), %rdx
  leaq 32(%rsp), %rcx
  callq hw_gcm::arch::x86_64::aesni_clmul::tail
  addq $176, %rsp
  popq %rbx
  popq %r14
  popq %r15
  retq
L1:
  leaq C2(%rip), %rcx
  xorl %edi, %edi
  movq %r11, %rsi
  movq %rbx, %rdx
  callq *core::slice::index::slice_index_fail(%rip)
L0:
  leaq C3(%rip), %rcx
  movq %r10, %rdi
  movq %r9, %rsi
  movq %r9, %rdx
  callq *core::slice::index::slice_index_fail(%rip)
L2:
  leaq C4(%rip), %rcx
  movq %r10, %rdi
  movq %r14, %rsi
  movq %r14, %rdx
  callq *core::slice::index::slice_index_fail(%rip)
L3:
  leaq C5(%rip), %rcx
  xorl %edi, %edi
  movq %r11, %rsi
  movq %rbx, %rdx
  callq *core::slice::index::slice_index_fail(%rip)
== hw_gcm::arch::x86_64::aesni_clmul::rest#2
  pushq %r15
  pushq %r14
  pushq %rbx
  subq $256, %rsp
  movq 288(%rsp), %rbx
  movq %r9, %r11
  shrq $4, %r11
  subq %rbx, %r11
  movq %r11, %r14
  shrq $3, %r14
  xorps %xmm@0, %xmm@0
  movaps %xmm@0, 112(%rsp)
  movaps %xmm@0, 96(%rsp)
  movaps %xmm@0, 80(%rsp)
  movaps %xmm@0, 64(%rsp)
  movaps %xmm@0, 48(%rsp)
  movaps %xmm@0, 32(%rsp)
  movaps %xmm@0, 16(%rsp)
  movaps %xmm@0, (%rsp)
  je L0
  movq %rbx, %rax
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
  movdqu (%r8,%rax), %xmm@10
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
  cmpq $1, %r14
  jne L3
  movdqa %xmm@1, 128(%rsp)
  movdqa (%rcx), %xmm@12
  jmp L4
L0:
  movaps (%rdx), %xmm@0
  movdqa (%rcx), %xmm@10
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
  movq %r9, %rdx
  subq %rax, %rdx
  jb L6
  decq %r14
  movq %r14, %r10
  shlq $7, %r10
  cmpq %rdx, %r10
  ja L7
  leaq 128(%rsi), %rdx
  addq %r8, %rax
  movabsq $144115188075855871, %r10
  andq %r10, %r14
  movdqa 368(%rsi), %xmm@11
  movaps (%rcx), %xmm@13
  movq hw_gcm::arch::x86_64::aesni_clmul::CONSTS(%rip), %rcx
  movq %rsp, %r10
  movq %rax, %r15
  testq %r14, %r14
  je C8
  movdqa (%rdx), %xmm@2
  movdqa %xmm@1, %xmm@0
  pshufb %xmm@11, %xmm@0
  paddd 16(%rcx), %xmm@1
  pxor %xmm@2, %xmm@0
  movdqa %xmm@1, %xmm@4
  pshufb %xmm@11, %xmm@4
  paddd 16(%rcx), %xmm@1
  pxor %xmm@2, %xmm@4
  movdqa %xmm@1, %xmm@10
  pshufb %xmm@11, %xmm@10
  paddd 16(%rcx), %xmm@1
  pxor %xmm@2, %xmm@10
  movdqa %xmm@1, %xmm@6
  pshufb %xmm@11, %xmm@6
  paddd 16(%rcx), %xmm@1
  pxor %xmm@2, %xmm@6
  movdqa %xmm@1, %xmm@14
  pshufb %xmm@11, %xmm@14
  paddd 16(%rcx), %xmm@1
  pxor %xmm@2, %xmm@14
  movdqa %xmm@1, %xmm@15
  pshufb %xmm@11, %xmm@15
  paddd 16(%rcx), %xmm@1
  pxor %xmm@2, %xmm@15
  movdqa %xmm@1, %xmm@9
  pshufb %xmm@11, %xmm@9
  paddd 16(%rcx), %xmm@1
  pxor %xmm@2, %xmm@9
  movdqa %xmm@1, %xmm@3
  pshufb %xmm@11, %xmm@3
  paddd 16(%rcx), %xmm@1
  pxor %xmm@2, %xmm@3
  movdqu (%r10), %xmm@7
  pshufb %xmm@11, %xmm@7
  pxor %xmm@13, %xmm@7
  movdqa %xmm@7, %xmm@13
  pclmulqdq $0, (%rsi), %xmm@13
  movdqa %xmm@7, %xmm@12
  pclmulqdq $17, (%rsi), %xmm@12
  movdqa %xmm@7, %xmm@8
  pclmulqdq $1, (%rsi), %xmm@8
  pclmulqdq $16, (%rsi), %xmm@7
  pxor %xmm@7, %xmm@8
  movdqa 16(%rdx), %xmm@2
  aesenc %xmm@2, %xmm@0
  aesenc %xmm@2, %xmm@4
  aesenc %xmm@2, %xmm@10
  aesenc %xmm@2, %xmm@6
  aesenc %xmm@2, %xmm@14
  aesenc %xmm@2, %xmm@15
  aesenc %xmm@2, %xmm@9
  aesenc %xmm@2, %xmm@3
  movdqu 16(%r10), %xmm@7
  pshufb %xmm@11, %xmm@7
  movdqa %xmm@7, %xmm@5
  pclmulqdq $0, 16(%rsi), %xmm@5
  pxor %xmm@5, %xmm@13
  movdqa %xmm@7, %xmm@5
  pclmulqdq $17, 16(%rsi), %xmm@5
  pxor %xmm@5, %xmm@12
  movdqa %xmm@7, %xmm@5
  pclmulqdq $1, 16(%rsi), %xmm@5
  pxor %xmm@5, %xmm@8
  pclmulqdq $16, 16(%rsi), %xmm@7
  pxor %xmm@7, %xmm@8
  movdqa 32(%rdx), %xmm@2
  aesenc %xmm@2, %xmm@0
  aesenc %xmm@2, %xmm@4
  aesenc %xmm@2, %xmm@10
  aesenc %xmm@2, %xmm@6
  aesenc %xmm@2, %xmm@14
  aesenc %xmm@2, %xmm@15
  aesenc %xmm@2, %xmm@9
  aesenc %xmm@2, %xmm@3
  movdqu 32(%r10), %xmm@7
  pshufb %xmm@11, %xmm@7
  movdqa %xmm@7, %xmm@5
  pclmulqdq $0, 32(%rsi), %xmm@5
  pxor %xmm@5, %xmm@13
  movdqa %xmm@7, %xmm@5
  pclmulqdq $17, 32(%rsi), %xmm@5
  pxor %xmm@5, %xmm@12
  movdqa %xmm@7, %xmm@5
  pclmulqdq $1, 32(%rsi), %xmm@5
  pxor %xmm@5, %xmm@8
  pclmulqdq $16, 32(%rsi), %xmm@7
  pxor %xmm@7, %xmm@8
  movdqa 48(%rdx), %xmm@2
  aesenc %xmm@2, %xmm@0
  aesenc %xmm@2, %xmm@4
  aesenc %xmm@2, %xmm@10
  aesenc %xmm@2, %xmm@6
  aesenc %xmm@2, %xmm@14
  aesenc %xmm@2, %xmm@15
  aesenc %xmm@2, %xmm@9
  aesenc %xmm@2, %xmm@3
  movdqu 48(%r10), %xmm@7
  pshufb %xmm@11, %xmm@7
  movdqa %xmm@7, %xmm@5
  pclmulqdq $0, 48(%rsi), %xmm@5
  pxor %xmm@5, %xmm@13
  movdqa %xmm@7, %xmm@5
  pclmulqdq $17, 48(%rsi), %xmm@5
  pxor %xmm@5, %xmm@12
  movdqa %xmm@7, %xmm@5
  pclmulqdq $1, 48(%rsi), %xmm@5
  pxor %xmm@5, %xmm@8
  pclmulqdq $16, 48(%rsi), %xmm@7
  pxor %xmm@7, %xmm@8
  movdqa 64(%rdx), %xmm@2
  aesenc %xmm@2, %xmm@0
  aesenc %xmm@2, %xmm@4
  aesenc %xmm@2, %xmm@10
  aesenc %xmm@2, %xmm@6
  aesenc %xmm@2, %xmm@14
  aesenc %xmm@2, %xmm@15
  aesenc %xmm@2, %xmm@9
  aesenc %xmm@2, %xmm@3
  movdqu 64(%r10), %xmm@7
  pshufb %xmm@11, %xmm@7
  movdqa %xmm@7, %xmm@5
  pclmulqdq $0, 64(%rsi), %xmm@5
  pxor %xmm@5, %xmm@13
  movdqa %xmm@7, %xmm@5
  pclmulqdq $17, 64(%rsi), %xmm@5
  pxor %xmm@5, %xmm@12
  movdqa %xmm@7, %xmm@5
  pclmulqdq $1, 64(%rsi), %xmm@5
  pxor %xmm@5, %xmm@8
  pclmulqdq $16, 64(%rsi), %xmm@7
  pxor %xmm@7, %xmm@8
  movdqa 80(%rdx), %xmm@2
  aesenc %xmm@2, %xmm@0
  aesenc %xmm@2, %xmm@4
  aesenc %xmm@2, %xmm@10
  aesenc %xmm@2, %xmm@6
  aesenc %xmm@2, %xmm@14
  aesenc %xmm@2, %xmm@15
  aesenc %xmm@2, %xmm@9
  aesenc %xmm@2, %xmm@3
  movdqu 80(%r10), %xmm@7
  pshufb %xmm@11, %xmm@7
  movdqa %xmm@7, %xmm@5
  pclmulqdq $0, 80(%rsi), %xmm@5
  pxor %xmm@5, %xmm@13
  movdqa %xmm@7, %xmm@5
  pclmulqdq $17, 80(%rsi), %xmm@5
  pxor %xmm@5, %xmm@12
  movdqa %xmm@7, %xmm@5
  pclmulqdq $1, 80(%rsi), %xmm@5
  pxor %xmm@5, %xmm@8
  pclmulqdq $16, 80(%rsi), %xmm@7
  pxor %xmm@7, %xmm@8
  movdqa 96(%rdx), %xmm@2
  aesenc %xmm@2, %xmm@0
  aesenc %xmm@2, %xmm@4
  aesenc %xmm@2, %xmm@10
  aesenc %xmm@2, %xmm@6
  aesenc %xmm@2, %xmm@14
  aesenc %xmm@2, %xmm@15
  aesenc %xmm@2, %xmm@9
  aesenc %xmm@2, %xmm@3
  movdqu 96(%r10), %xmm@7
  pshufb %xmm@11, %xmm@7
  movdqa %xmm@7, %xmm@5
  pclmulqdq $0, 96(%rsi), %xmm@5
  pxor %xmm@5, %xmm@13
  movdqa %xmm@7, %xmm@5
  pclmulqdq $17, 96(%rsi), %xmm@5
  pxor %xmm@5, %xmm@12
  movdqa %xmm@7, %xmm@5
  pclmulqdq $1, 96(%rsi), %xmm@5
  pxor %xmm@5, %xmm@8
  pclmulqdq $16, 96(%rsi), %xmm@7
  pxor %xmm@7, %xmm@8
  movdqa 112(%rdx), %xmm@2
  aesenc %xmm@2, %xmm@0
  aesenc %xmm@2, %xmm@4
  aesenc %xmm@2, %xmm@10
  aesenc %xmm@2, %xmm@6
  aesenc %xmm@2, %xmm@14
  aesenc %xmm@2, %xmm@15
  aesenc %xmm@2, %xmm@9
  aesenc %xmm@2, %xmm@3
  movdqu 112(%r10), %xmm@7
  pshufb %xmm@11, %xmm@7
  movdqa %xmm@7, %xmm@5
  pclmulqdq $0, 112(%rsi), %xmm@5
  pxor %xmm@5, %xmm@13
  movdqa %xmm@7, %xmm@5
  pclmulqdq $17, 112(%rsi), %xmm@5
  pxor %xmm@5, %xmm@12
  movdqa %xmm@7, %xmm@5
  pclmulqdq $1, 112(%rsi), %xmm@5
  pxor %xmm@5, %xmm@8
  pclmulqdq $16, 112(%rsi), %xmm@7
  pxor %xmm@7, %xmm@8
  movdqa 128(%rdx), %xmm@2
  aesenc %xmm@2, %xmm@0
  aesenc %xmm@2, %xmm@4
  aesenc %xmm@2, %xmm@10
  aesenc %xmm@2, %xmm@6
  aesenc %xmm@2, %xmm@14
  aesenc %xmm@2, %xmm@15
  aesenc %xmm@2, %xmm@9
  aesenc %xmm@2, %xmm@3
  movdqa %xmm@13, %xmm@5
  pclmulqdq $0, (%rcx), %xmm@5
  pshufd $78, %xmm@13, %xmm@13
  pxor %xmm@13, %xmm@8
  pxor %xmm@5, %xmm@8
  movdqa 144(%rdx), %xmm@2
  aesenc %xmm@2, %xmm@0
  aesenc %xmm@2, %xmm@4
  aesenc %xmm@2, %xmm@10
  aesenc %xmm@2, %xmm@6
  aesenc %xmm@2, %xmm@14
  aesenc %xmm@2, %xmm@15
  aesenc %xmm@2, %xmm@9
  aesenc %xmm@2, %xmm@3
  movdqa %xmm@8, %xmm@5
  pclmulqdq $0, (%rcx), %xmm@5
  pshufd $78, %xmm@8, %xmm@8
  pxor %xmm@8, %xmm@12
  pxor %xmm@5, %xmm@12
  movdqa %xmm@12, %xmm@13
  movdqa 160(%rdx), %xmm@2
  aesenc %xmm@2, %xmm@0
  aesenc %xmm@2, %xmm@4
  aesenc %xmm@2, %xmm@10
  aesenc %xmm@2, %xmm@6
  aesenc %xmm@2, %xmm@14
  aesenc %xmm@2, %xmm@15
  aesenc %xmm@2, %xmm@9
  aesenc %xmm@2, %xmm@3
  movdqa 176(%rdx), %xmm@2
  aesenc %xmm@2, %xmm@0
  aesenc %xmm@2, %xmm@4
  aesenc %xmm@2, %xmm@10
  aesenc %xmm@2, %xmm@6
  aesenc %xmm@2, %xmm@14
  aesenc %xmm@2, %xmm@15
  aesenc %xmm@2, %xmm@9
  aesenc %xmm@2, %xmm@3
  movdqa 192(%rdx), %xmm@2
  aesenc %xmm@2, %xmm@0
  aesenc %xmm@2, %xmm@4
  aesenc %xmm@2, %xmm@10
  aesenc %xmm@2, %xmm@6
  aesenc %xmm@2, %xmm@14
  aesenc %xmm@2, %xmm@15
  aesenc %xmm@2, %xmm@9
  aesenc %xmm@2, %xmm@3
  movdqa 208(%rdx), %xmm@2
  aesenc %xmm@2, %xmm@0
  aesenc %xmm@2, %xmm@4
  aesenc %xmm@2, %xmm@10
  aesenc %xmm@2, %xmm@6
  aesenc %xmm@2, %xmm@14
  aesenc %xmm@2, %xmm@15
  aesenc %xmm@2, %xmm@9
  aesenc %xmm@2, %xmm@3
  movdqa 224(%rdx), %xmm@2
  movdqu (%rax), %xmm@8
  pxor %xmm@2, %xmm@8
  aesenclast %xmm@8, %xmm@0
  movdqu %xmm@0, (%r15)
  movdqu %xmm@0, (%r10)
  movdqu 16(%rax), %xmm@12
  pxor %xmm@2, %xmm@12
  aesenclast %xmm@12, %xmm@4
  movdqu %xmm@4, 16(%r15)
  movdqu %xmm@4, 16(%r10)
  movdqu 32(%rax), %xmm@7
  pxor %xmm@2, %xmm@7
  aesenclast %xmm@7, %xmm@10
  movdqu %xmm@10, 32(%r15)
  movdqu %xmm@10, 32(%r10)
  movdqu 48(%rax), %xmm@5
  pxor %xmm@2, %xmm@5
  aesenclast %xmm@5, %xmm@6
  movdqu %xmm@6, 48(%r15)
  movdqu %xmm@6, 48(%r10)
  movdqu 64(%rax), %xmm@8
  pxor %xmm@2, %xmm@8
  aesenclast %xmm@8, %xmm@14
  movdqu %xmm@14, 64(%r15)
  movdqu %xmm@14, 64(%r10)
  movdqu 80(%rax), %xmm@12
  pxor %xmm@2, %xmm@12
  aesenclast %xmm@12, %xmm@15
  movdqu %xmm@15, 80(%r15)
  movdqu %xmm@15, 80(%r10)
  movdqu 96(%rax), %xmm@7
  pxor %xmm@2, %xmm@7
  aesenclast %xmm@7, %xmm@9
  movdqu %xmm@9, 96(%r15)
  movdqu %xmm@9, 96(%r10)
  movdqu 112(%rax), %xmm@5
  pxor %xmm@2, %xmm@5
  aesenclast %xmm@5, %xmm@3
  movdqu %xmm@3, 112(%r15)
  movdqu %xmm@3, 112(%r10)
  addq $128, %rax
  addq $128, %r15
  decq %r14
  jne C9
  movdqa %xmm@13, %xmm@12
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
  movdqa %xmm@1, 128(%rsp)
L4:
  pxor %xmm@3, %xmm@12
  movdqa 64(%rsi), %xmm@2
  movdqa (%rsi), %xmm@10
  movdqa %xmm@10, 192(%rsp)
  movdqa 16(%rsi), %xmm@14
  movdqa %xmm@14, 176(%rsp)
  movdqa 32(%rsi), %xmm@15
  movdqa 48(%rsi), %xmm@1
  movdqa %xmm@4, %xmm@3
  pclmulqdq $1, %xmm@14, %xmm@3
  movdqa %xmm@12, %xmm@11
  pclmulqdq $16, %xmm@10, %xmm@11
  movdqa %xmm@12, %xmm@13
  pclmulqdq $1, %xmm@10, %xmm@13
  pxor %xmm@11, %xmm@13
  movdqa %xmm@4, %xmm@11
  pclmulqdq $16, %xmm@14, %xmm@11
  pxor %xmm@3, %xmm@11
  movdqa %xmm@5, %xmm@3
  movdqa %xmm@15, 160(%rsp)
  pclmulqdq $1, %xmm@15, %xmm@3
  pxor %xmm@13, %xmm@11
  movdqa %xmm@5, %xmm@13
  pclmulqdq $16, %xmm@15, %xmm@13
  pxor %xmm@3, %xmm@13
  movdqa %xmm@6, %xmm@3
  movdqa %xmm@1, 144(%rsp)
  pclmulqdq $1, %xmm@1, %xmm@3
  pxor %xmm@3, %xmm@13
  movdqa %xmm@7, %xmm@3
  movdqa %xmm@2, %xmm@10
  pclmulqdq $1, %xmm@2, %xmm@3
  pxor %xmm@11, %xmm@13
  movdqa %xmm@6, %xmm@11
  pclmulqdq $16, %xmm@1, %xmm@11
  pxor %xmm@3, %xmm@11
  movdqa %xmm@7, %xmm@2
  pclmulqdq $16, %xmm@10, %xmm@2
  movdqa %xmm@10, 208(%rsp)
  pxor %xmm@11, %xmm@2
  movdqa 80(%rsi), %xmm@11
  movdqa %xmm@8, %xmm@3
  pclmulqdq $1, %xmm@11, %xmm@3
  pxor %xmm@3, %xmm@2
  pxor %xmm@13, %xmm@2
  movdqa 96(%rsi), %xmm@3
  movdqa %xmm@9, %xmm@13
  pclmulqdq $1, %xmm@3, %xmm@13
  movdqa %xmm@8, %xmm@15
  pclmulqdq $16, %xmm@11, %xmm@15
  pxor %xmm@13, %xmm@15
  movdqa %xmm@9, %xmm@1
  pclmulqdq $16, %xmm@3, %xmm@1
  pxor %xmm@15, %xmm@1
  movdqa %xmm@8, %xmm@15
  pclmulqdq $17, %xmm@11, %xmm@15
  movdqa %xmm@7, %xmm@14
  pclmulqdq $17, %xmm@10, %xmm@14
  pxor %xmm@15, %xmm@14
  movdqa %xmm@9, %xmm@15
  pclmulqdq $17, %xmm@3, %xmm@15
  pxor %xmm@15, %xmm@14
  movdqa %xmm@6, %xmm@15
  pclmulqdq $17, 144(%rsp), %xmm@15
  movdqa %xmm@5, %xmm@10
  pclmulqdq $17, 160(%rsp), %xmm@10
  pxor %xmm@15, %xmm@10
  movdqa %xmm@4, %xmm@15
  pclmulqdq $17, 176(%rsp), %xmm@15
  movdqa %xmm@12, %xmm@13
  pclmulqdq $17, 192(%rsp), %xmm@13
  pxor %xmm@15, %xmm@13
  pxor %xmm@10, %xmm@13
  pxor %xmm@14, %xmm@13
  pclmulqdq $0, %xmm@3, %xmm@9
  pclmulqdq $0, %xmm@11, %xmm@8
  pclmulqdq $0, 208(%rsp), %xmm@7
  pxor %xmm@8, %xmm@7
  pxor %xmm@9, %xmm@7
  pclmulqdq $0, 144(%rsp), %xmm@6
  pclmulqdq $0, 160(%rsp), %xmm@5
  pxor %xmm@6, %xmm@5
  pclmulqdq $0, 176(%rsp), %xmm@4
  pclmulqdq $0, 192(%rsp), %xmm@12
  pxor %xmm@4, %xmm@12
  pxor %xmm@5, %xmm@12
  pxor %xmm@7, %xmm@12
  movdqa 112(%rsi), %xmm@10
  movdqa %xmm@0, %xmm@6
  pclmulqdq $0, %xmm@10, %xmm@6
  pxor %xmm@12, %xmm@6
  movdqa %xmm@0, %xmm@4
  pclmulqdq $17, %xmm@10, %xmm@4
  pxor %xmm@13, %xmm@4
  movdqa %xmm@0, %xmm@14
  pclmulqdq $1, %xmm@10, %xmm@14
  pxor %xmm@1, %xmm@14
  pclmulqdq $16, %xmm@10, %xmm@0
  pxor %xmm@14, %xmm@0
  pxor %xmm@2, %xmm@0
  movdqa %xmm@0, %xmm@10
  pslldq $8, %xmm@10
  pxor %xmm@6, %xmm@10
  movabsq $-4467570830351532032, %rax
  movq %rax, %xmm@6
  pshufd $78, %xmm@10, %xmm@14
  pclmulqdq $0, %xmm@6, %xmm@10
  pxor %xmm@14, %xmm@10
  psrldq $8, %xmm@0
  pclmulqdq $0, %xmm@10, %xmm@6
  pshufd $78, %xmm@10, %xmm@10
  pxor %xmm@0, %xmm@10
  pxor %xmm@4, %xmm@10
  pxor %xmm@6, %xmm@10
  movaps 128(%rsp), %xmm@0
L5:
  movq 296(%rsp), %rax
  andq $-8, %r11
  addq %rbx, %r11
  movaps %xmm@0, 224(%rsp)
  movdqa %xmm@10, 240(%rsp)
  leaq 224(%rsp), %rdx
  leaq 240(%rsp), %rcx
  pushq %rax
  pushq %r11
  callq hw_gcm::arch::x86_64::aesni_clmul::tail
  addq $272, %rsp
  popq %rbx
  popq %r14
  popq %r15
  retq
L1:
  leaq C10(%rip), %rcx
  movq %rax, %rdi
  movq %r9, %rsi
  movq %r9, %rdx
  callq *core::slice::index::slice_index_fail(%rip)
L2:
  leaq C11(%rip), %rdi
  leaq C12(%rip), %rdx
  movl $45, %esi
  callq *core::option::expect_failed(%rip)
L7:
  leaq C13(%rip), %rcx
  xorl %edi, %edi
  movq %r10, %rsi
  callq *core::slice::index::slice_index_fail(%rip)
L6:
  leaq C14(%rip), %rcx
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
== hw_gcm::arch::x86_64::aesni_clmul::rest_after_avx#1
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
  subq $952, %rsp
  movq %r9, %r14
  movq %r8, %r15
  movq %rcx, %r12
  movq %rdi, %rbx
  movq 1008(%rsp), %r13
  movaps 352(%rsi), %xmm@0
  movaps %xmm@0, 288(%rsp)
  movaps 336(%rsi), %xmm@0
  movaps %xmm@0, 272(%rsp)
  movaps 320(%rsi), %xmm@0
  movaps %xmm@0, 256(%rsp)
  movaps 304(%rsi), %xmm@0
  movaps %xmm@0, 240(%rsp)
  movaps 240(%rsi), %xmm@0
  movaps 256(%rsi), %xmm@1
  movaps 272(%rsi), %xmm@2
  movaps 288(%rsi), %xmm@3
  movaps %xmm@3, 224(%rsp)
  movaps %xmm@2, 208(%rsp)
  movaps %xmm@1, 192(%rsp)
  movq (%rdx), %xmm@1
  pinsrd $2, 8(%rdx), %xmm@1
  movaps %xmm@0, 176(%rsp)
  pblendw $192, C0(%rip), %xmm@1
  movdqa %xmm@1, (%rsp)
  leaq 304(%rsp), %rdi
  movq memcpy@GOTPCREL(%rip), %rbp
  movl $240, %edx
  callq *%rbp
  leaq 544(%rsp), %rdi
  leaq 176(%rsp), %rsi
  movl $368, %edx
  callq *%rbp
  movaps C1(%rip), %xmm@0
  movaps %xmm@0, 912(%rsp)
  movaps (%rsp), %xmm@0
  movaps %xmm@0, 928(%rsp)
  movaps (%r12), %xmm@4
  movaps (%r15), %xmm@5
  movq (%r14), %r8
  movq 8(%r14), %r9
  xorps %xmm@0, %xmm@0
  movaps %xmm@0, 160(%rsp)
  movaps %xmm@0, 144(%rsp)
  movaps %xmm@0, 128(%rsp)
  movaps %xmm@0, 112(%rsp)
  movaps %xmm@0, 96(%rsp)
  movaps %xmm@0, 80(%rsp)
  movaps %xmm@0, 64(%rsp)
  movaps %xmm@0, 48(%rsp)
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
  movq 1016(%rsp), %r10
  addq %r8, %rdi
  movabsq $144115188075855871, %rdx
  andq %rdx, %rcx
  leaq 672(%rsp), %rdx
  movq hw_gcm::arch::x86_64::aesni_clmul::CONSTS(%rip), %r11
  movaps C1(%rip), %xmm@6
  leaq 544(%rsp), %rsi
  leaq 48(%rsp), %r14
  movq %rdi, %r15
  testq %rcx, %rcx
  je C2
  movdqu (%rdi), %xmm@7
  movdqu %xmm@7, (%r14)
  movdqu 16(%rdi), %xmm@7
  movdqu %xmm@7, 16(%r14)
  movdqu 32(%rdi), %xmm@7
  movdqu %xmm@7, 32(%r14)
  movdqu 48(%rdi), %xmm@7
  movdqu %xmm@7, 48(%r14)
  movdqu 64(%rdi), %xmm@7
  movdqu %xmm@7, 64(%r14)
  movdqu 80(%rdi), %xmm@7
  movdqu %xmm@7, 80(%r14)
  movdqu 96(%rdi), %xmm@7
  movdqu %xmm@7, 96(%r14)
  movdqu 112(%rdi), %xmm@7
  movdqu %xmm@7, 112(%r14)
  movdqa (%rdx), %xmm@8
  movdqa %xmm@4, %xmm@0
  pshufb %xmm@6, %xmm@0
  paddd 16(%r11), %xmm@4
  pxor %xmm@8, %xmm@0
  movdqa %xmm@4, %xmm@1
  pshufb %xmm@6, %xmm@1
  paddd 16(%r11), %xmm@4
  pxor %xmm@8, %xmm@1
  movdqa %xmm@4, %xmm@2
  pshufb %xmm@6, %xmm@2
  paddd 16(%r11), %xmm@4
  pxor %xmm@8, %xmm@2
  movdqa %xmm@4, %xmm@3
  pshufb %xmm@6, %xmm@3
  paddd 16(%r11), %xmm@4
  pxor %xmm@8, %xmm@3
  movdqa %xmm@4, %xmm@9
  pshufb %xmm@6, %xmm@9
  paddd 16(%r11), %xmm@4
  pxor %xmm@8, %xmm@9
  movdqa %xmm@4, %xmm@10
  pshufb %xmm@6, %xmm@10
  paddd 16(%r11), %xmm@4
  pxor %xmm@8, %xmm@10
  movdqa %xmm@4, %xmm@11
  pshufb %xmm@6, %xmm@11
  paddd 16(%r11), %xmm@4
  pxor %xmm@8, %xmm@11
  movdqa %xmm@4, %xmm@12
  pshufb %xmm@6, %xmm@12
  paddd 16(%r11), %xmm@4
  pxor %xmm@8, %xmm@12
  movdqu (%r14), %xmm@7
  pshufb %xmm@6, %xmm@7
  pxor %xmm@5, %xmm@7
  movdqa %xmm@7, %xmm@5
  pclmulqdq $0, (%rsi), %xmm@5
  movdqa %xmm@7, %xmm@13
  pclmulqdq $17, (%rsi), %xmm@13
  movdqa %xmm@7, %xmm@14
  pclmulqdq $1, (%rsi), %xmm@14
  pclmulqdq $16, (%rsi), %xmm@7
  pxor %xmm@7, %xmm@14
  movdqa 16(%rdx), %xmm@8
  aesenc %xmm@8, %xmm@0
  aesenc %xmm@8, %xmm@1
  aesenc %xmm@8, %xmm@2
  aesenc %xmm@8, %xmm@3
  aesenc %xmm@8, %xmm@9
  aesenc %xmm@8, %xmm@10
  aesenc %xmm@8, %xmm@11
  aesenc %xmm@8, %xmm@12
  movdqu 16(%r14), %xmm@7
  pshufb %xmm@6, %xmm@7
  movdqa %xmm@7, %xmm@15
  pclmulqdq $0, 16(%rsi), %xmm@15
  pxor %xmm@15, %xmm@5
  movdqa %xmm@7, %xmm@15
  pclmulqdq $17, 16(%rsi), %xmm@15
  pxor %xmm@15, %xmm@13
  movdqa %xmm@7, %xmm@15
  pclmulqdq $1, 16(%rsi), %xmm@15
  pxor %xmm@15, %xmm@14
  pclmulqdq $16, 16(%rsi), %xmm@7
  pxor %xmm@7, %xmm@14
  movdqa 32(%rdx), %xmm@8
  aesenc %xmm@8, %xmm@0
  aesenc %xmm@8, %xmm@1
  aesenc %xmm@8, %xmm@2
  aesenc %xmm@8, %xmm@3
  aesenc %xmm@8, %xmm@9
  aesenc %xmm@8, %xmm@10
  aesenc %xmm@8, %xmm@11
  aesenc %xmm@8, %xmm@12
  movdqu 32(%r14), %xmm@7
  pshufb %xmm@6, %xmm@7
  movdqa %xmm@7, %xmm@15
  pclmulqdq $0, 32(%rsi), %xmm@15
  pxor %xmm@15, %xmm@5
  movdqa %xmm@7, %xmm@15
  pclmulqdq $17, 32(%rsi), %xmm@15
  pxor %xmm@15, %xmm@13
  movdqa %xmm@7, %xmm@15
  pclmulqdq $1, 32(%rsi), %xmm@15
  pxor %xmm@15, %xmm@14
  pclmulqdq $16, 32(%rsi), %xmm@7
  pxor %xmm@7, %xmm@14
  movdqa 48(%rdx), %xmm@8
  aesenc %xmm@8, %xmm@0
  aesenc %xmm@8, %xmm@1
  aesenc %xmm@8, %xmm@2
  aesenc %xmm@8, %xmm@3
  aesenc %xmm@8, %xmm@9
  aesenc %xmm@8, %xmm@10
  aesenc %xmm@8, %xmm@11
  aesenc %xmm@8, %xmm@12
  movdqu 48(%r14), %xmm@7
  pshufb %xmm@6, %xmm@7
  movdqa %xmm@7, %xmm@15
  pclmulqdq $0, 48(%rsi), %xmm@15
  pxor %xmm@15, %xmm@5
  movdqa %xmm@7, %xmm@15
  pclmulqdq $17, 48(%rsi), %xmm@15
  pxor %xmm@15, %xmm@13
  movdqa %xmm@7, %xmm@15
  pclmulqdq $1, 48(%rsi), %xmm@15
  pxor %xmm@15, %xmm@14
  pclmulqdq $16, 48(%rsi), %xmm@7
  pxor %xmm@7, %xmm@14
  movdqa 64(%rdx), %xmm@8
  aesenc %xmm@8, %xmm@0
  aesenc %xmm@8, %xmm@1
  aesenc %xmm@8, %xmm@2
  aesenc %xmm@8, %xmm@3
  aesenc %xmm@8, %xmm@9
  aesenc %xmm@8, %xmm@10
  aesenc %xmm@8, %xmm@11
  aesenc %xmm@8, %xmm@12
  movdqu 64(%r14), %xmm@7
  pshufb %xmm@6, %xmm@7
  movdqa %xmm@7, %xmm@15
  pclmulqdq $0, 64(%rsi), %xmm@15
  pxor %xmm@15, %xmm@5
  movdqa %xmm@7, %xmm@15
  pclmulqdq $17, 64(%rsi), %xmm@15
  pxor %xmm@15, %xmm@13
  movdqa %xmm@7, %xmm@15
  pclmulqdq $1, 64(%rsi), %xmm@15
  pxor %xmm@15, %xmm@14
  pclmulqdq $16, 64(%rsi), %xmm@7
  pxor %xmm@7, %xmm@14
  movdqa 80(%rdx), %xmm@8
  aesenc %xmm@8, %xmm@0
  aesenc %xmm@8, %xmm@1
  aesenc %xmm@8, %xmm@2
  aesenc %xmm@8, %xmm@3
  aesenc %xmm@8, %xmm@9
  aesenc %xmm@8, %xmm@10
  aesenc %xmm@8, %xmm@11
  aesenc %xmm@8, %xmm@12
  movdqu 80(%r14), %xmm@7
  pshufb %xmm@6, %xmm@7
  movdqa %xmm@7, %xmm@15
  pclmulqdq $0, 80(%rsi), %xmm@15
  pxor %xmm@15, %xmm@5
  movdqa %xmm@7, %xmm@15
  pclmulqdq $17, 80(%rsi), %xmm@15
  pxor %xmm@15, %xmm@13
  movdqa %xmm@7, %xmm@15
  pclmulqdq $1, 80(%rsi), %xmm@15
  pxor %xmm@15, %xmm@14
  pclmulqdq $16, 80(%rsi), %xmm@7
  pxor %xmm@7, %xmm@14
  movdqa 96(%rdx), %xmm@8
  aesenc %xmm@8, %xmm@0
  aesenc %xmm@8, %xmm@1
  aesenc %xmm@8, %xmm@2
  aesenc %xmm@8, %xmm@3
  aesenc %xmm@8, %xmm@9
  aesenc %xmm@8, %xmm@10
  aesenc %xmm@8, %xmm@11
  aesenc %xmm@8, %xmm@12
  movdqu 96(%r14), %xmm@7
  pshufb %xmm@6, %xmm@7
  movdqa %xmm@7, %xmm@15
  pclmulqdq $0, 96(%rsi), %xmm@15
  pxor %xmm@15, %xmm@5
  movdqa %xmm@7, %xmm@15
  pclmulqdq $17, 96(%rsi), %xmm@15
  pxor %xmm@15, %xmm@13
  movdqa %xmm@7, %xmm@15
  pclmulqdq $1, 96(%rsi), %xmm@15
  pxor %xmm@15, %xmm@14
  pclmulqdq $16, 96(%rsi), %xmm@7
  pxor %xmm@7, %xmm@14
  movdqa 112(%rdx), %xmm@8
  aesenc %xmm@8, %xmm@0
  aesenc %xmm@8, %xmm@1
  aesenc %xmm@8, %xmm@2
  aesenc %xmm@8, %xmm@3
  aesenc %xmm@8, %xmm@9
  aesenc %xmm@8, %xmm@10
  aesenc %xmm@8, %xmm@11
  aesenc %xmm@8, %xmm@12
  movdqu 112(%r14), %xmm@7
  pshufb %xmm@6, %xmm@7
  movdqa %xmm@7, %xmm@15
  pclmulqdq $0, 112(%rsi), %xmm@15
  pxor %xmm@15, %xmm@5
  movdqa %xmm@7, %xmm@15
  pclmulqdq $17, 112(%rsi), %xmm@15
  pxor %xmm@15, %xmm@13
  movdqa %xmm@7, %xmm@15
  pclmulqdq $1, 112(%rsi), %xmm@15
  pxor %xmm@15, %xmm@14
  pclmulqdq $16, 112(%rsi), %xmm@7
  pxor %xmm@7, %xmm@14
  movdqa 128(%rdx), %xmm@8
  aesenc %xmm@8, %xmm@0
  aesenc %xmm@8, %xmm@1
  aesenc %xmm@8, %xmm@2
  aesenc %xmm@8, %xmm@3
  aesenc %xmm@8, %xmm@9
  aesenc %xmm@8, %xmm@10
  aesenc %xmm@8, %xmm@11
  aesenc %xmm@8, %xmm@12
  movdqa %xmm@5, %xmm@15
  pclmulqdq $0, (%r11), %xmm@15
  pshufd $78, %xmm@5, %xmm@5
  pxor %xmm@5, %xmm@14
  pxor %xmm@15, %xmm@14
  movdqa 144(%rdx), %xmm@8
  aesenc %xmm@8, %xmm@0
  aesenc %xmm@8, %xmm@1
  aesenc %xmm@8, %xmm@2
  aesenc %xmm@8, %xmm@3
  aesenc %xmm@8, %xmm@9
  aesenc %xmm@8, %xmm@10
  aesenc %xmm@8, %xmm@11
  aesenc %xmm@8, %xmm@12
  movdqa %xmm@14, %xmm@15
  pclmulqdq $0, (%r11), %xmm@15
  pshufd $78, %xmm@14, %xmm@14
  pxor %xmm@14, %xmm@13
  pxor %xmm@15, %xmm@13
  movdqa %xmm@13, %xmm@5
  movdqa 160(%rdx), %xmm@8
  aesenc %xmm@8, %xmm@0
  aesenc %xmm@8, %xmm@1
  aesenc %xmm@8, %xmm@2
  aesenc %xmm@8, %xmm@3
  aesenc %xmm@8, %xmm@9
  aesenc %xmm@8, %xmm@10
  aesenc %xmm@8, %xmm@11
  aesenc %xmm@8, %xmm@12
  movdqa 176(%rdx), %xmm@8
  aesenc %xmm@8, %xmm@0
  aesenc %xmm@8, %xmm@1
  aesenc %xmm@8, %xmm@2
  aesenc %xmm@8, %xmm@3
  aesenc %xmm@8, %xmm@9
  aesenc %xmm@8, %xmm@10
  aesenc %xmm@8, %xmm@11
  aesenc %xmm@8, %xmm@12
  movdqa 192(%rdx), %xmm@8
  aesenc %xmm@8, %xmm@0
  aesenc %xmm@8, %xmm@1
  aesenc %xmm@8, %xmm@2
  aesenc %xmm@8, %xmm@3
  aesenc %xmm@8, %xmm@9
  aesenc %xmm@8, %xmm@10
  aesenc %xmm@8, %xmm@11
  aesenc %xmm@8, %xmm@12
  movdqa 208(%rdx), %xmm@8
  aesenc %xmm@8, %xmm@0
  aesenc %xmm@8, %xmm@1
  aesenc %xmm@8, %xmm@2
  aesenc %xmm@8, %xmm@3
  aesenc %xmm@8, %xmm@9
  aesenc %xmm@8, %xmm@10
  aesenc %xmm@8, %xmm@11
  aesenc %xmm@8, %xmm@12
  movdqa 224(%rdx), %xmm@8
  movdqu (%r14), %xmm@14
  pxor %xmm@8, %xmm@14
  aesenclast %xmm@14, %xmm@0
  movdqu %xmm@0, (%r15)
  movdqu 16(%r14), %xmm@13
  pxor %xmm@8, %xmm@13
  aesenclast %xmm@13, %xmm@1
  movdqu %xmm@1, 16(%r15)
  movdqu 32(%r14), %xmm@7
  pxor %xmm@8, %xmm@7
  aesenclast %xmm@7, %xmm@2
  movdqu %xmm@2, 32(%r15)
  movdqu 48(%r14), %xmm@15
  pxor %xmm@8, %xmm@15
  aesenclast %xmm@15, %xmm@3
  movdqu %xmm@3, 48(%r15)
  movdqu 64(%r14), %xmm@14
  pxor %xmm@8, %xmm@14
  aesenclast %xmm@14, %xmm@9
  movdqu %xmm@9, 64(%r15)
  movdqu 80(%r14), %xmm@13
  pxor %xmm@8, %xmm@13
  aesenclast %xmm@13, %xmm@10
  movdqu %xmm@10, 80(%r15)
  movdqu 96(%r14), %xmm@7
  pxor %xmm@8, %xmm@7
  aesenclast %xmm@7, %xmm@11
  movdqu %xmm@11, 96(%r15)
  movdqu 112(%r14), %xmm@15
  pxor %xmm@8, %xmm@15
  aesenclast %xmm@15, %xmm@12
  movdqu %xmm@12, 112(%r15)
  addq $128, %rdi
  addq $128, %r15
  decq %rcx
  jne C3
  andq $-8, %rax
  addq %r13, %rax
  movaps %xmm@4, 16(%rsp)
  movaps %xmm@5, 32(%rsp)
  leaq 16(%rsp), %rdx
  leaq 32(%rsp), %rcx
  movq %rbx, %rdi
  pushq %r10
  pushq %rax
  callq hw_gcm::arch::x86_64::aesni_clmul::tail
  addq $16, %rsp
  movq %rbx, %rax
  addq $952, %rsp
  popq %rbx
  popq %r12
  popq %r13
  popq %r14
  popq %r15
  popq %rbp
  retq
L1:
  leaq C4(%rip), %rcx
  xorl %edi, %edi
  callq *core::slice::index::slice_index_fail(%rip)
L0:
  leaq C5(%rip), %rcx
  movq %r9, %rsi
  movq %r9, %rdx
  callq *core::slice::index::slice_index_fail(%rip)
== hw_gcm::arch::x86_64::aesni_clmul::seal#0
  pushq %rbp
  pushq %r15
  pushq %r14
  pushq %r13
  pushq %r12
  pushq %rbx
  subq $840, %rsp
  movq %r9, %r15
  movq %r8, %rbx
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
  movdqa 272(%rsi), %xmm@2
  movdqa 288(%rsi), %xmm@3
  movdqa %xmm@3, 112(%rsp)
  movdqa %xmm@2, 96(%rsp)
  movaps %xmm@1, 80(%rsp)
  movq (%rdx), %xmm@1
  pinsrd $2, 8(%rdx), %xmm@1
  movaps %xmm@0, 64(%rsp)
  pblendw $192, C0(%rip), %xmm@1
  movdqa %xmm@1, 32(%rsp)
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
  movdqa 32(%rsp), %xmm@0
  movdqa %xmm@0, 816(%rsp)
  movq %rbx, %r8
  shrq $4, %r8
  pxor %xmm@0, %xmm@0
  movdqa %xmm@0, (%rsp)
  leaq 16(%rsp), %rdi
  movq %rsp, %rdx
  movq %r13, %rsi
  movq %r12, %rcx
  callq hw_polyval::arch::x86_64::aesni_clmul::absorb
  movq %rbx, %rdx
  movdqa 16(%rsp), %xmm@1
  andq $15, %rdx
  je L0
  movabsq $9223372036854775792, %rax
  andq %rbx, %rax
  addq %rax, %r12
  pxor %xmm@0, %xmm@0
  movdqa %xmm@0, (%rsp)
  movq %rsp, %rdi
  movq %r12, %rsi
  movdqa %xmm@1, 48(%rsp)
  callq *memcpy@GOTPCREL(%rip)
  movdqa (%rsp), %xmm@0
  pshufb C1(%rip), %xmm@0
  movdqa 48(%rsp), %xmm@4
  pxor %xmm@0, %xmm@4
  movdqa 544(%rsp), %xmm@0
  movdqa %xmm@4, %xmm@1
  pclmulqdq $0, %xmm@0, %xmm@1
  movdqa %xmm@4, %xmm@2
  pclmulqdq $17, %xmm@0, %xmm@2
  movdqa %xmm@4, %xmm@3
  pclmulqdq $1, %xmm@0, %xmm@3
  pclmulqdq $16, %xmm@0, %xmm@4
  pxor %xmm@3, %xmm@4
  movdqa %xmm@4, %xmm@0
  pslldq $8, %xmm@0
  pxor %xmm@1, %xmm@0
  psrldq $8, %xmm@4
  pxor %xmm@2, %xmm@4
  movabsq $-4467570830351532032, %rax
  movq %rax, %xmm@1
  pshufd $78, %xmm@0, %xmm@2
  pclmulqdq $0, %xmm@1, %xmm@0
  pxor %xmm@2, %xmm@0
  pclmulqdq $0, %xmm@0, %xmm@1
  pshufd $78, %xmm@0, %xmm@0
  pxor %xmm@4, %xmm@0
  pxor %xmm@1, %xmm@0
  movdqa %xmm@0, %xmm@1
L0:
  movdqa 32(%rsp), %xmm@0
  pshufb C1(%rip), %xmm@0
  paddd C2(%rip), %xmm@0
  movdqa %xmm@0, 16(%rsp)
  movdqa %xmm@1, (%rsp)
  movq (%r15), %r8
  movq 8(%r15), %r9
  leaq 432(%rsp), %rsi
  leaq 16(%rsp), %rdx
  movq %rsp, %rcx
  movq %r14, %rdi
  pushq %rbx
  pushq $0
  callq hw_gcm::arch::x86_64::aesni_clmul::rest
  addq $856, %rsp
  popq %rbx
  popq %r12
  popq %r13
  popq %r14
  popq %r15
  popq %rbp
  retq
== hw_gcm::arch::x86_64::aesni_clmul::seal#1
  pushq %rbp
  pushq %r15
  pushq %r14
  pushq %r13
  pushq %r12
  pushq %rbx
  subq $856, %rsp
  movq %r9, %rbx
  movq %r8, %r15
  movq %rcx, %r12
  movq %rdi, %r14
  movaps 352(%rsi), %xmm@0
  movaps %xmm@0, 192(%rsp)
  movaps 336(%rsi), %xmm@0
  movaps %xmm@0, 176(%rsp)
  movaps 320(%rsi), %xmm@0
  movaps %xmm@0, 160(%rsp)
  movaps 304(%rsi), %xmm@0
  movaps %xmm@0, 144(%rsp)
  movaps 240(%rsi), %xmm@0
  movaps 256(%rsi), %xmm@1
  movdqa 272(%rsi), %xmm@2
  movdqa 288(%rsi), %xmm@3
  movdqa %xmm@3, 128(%rsp)
  movdqa %xmm@2, 112(%rsp)
  movaps %xmm@1, 96(%rsp)
  movq (%rdx), %xmm@1
  pinsrd $2, 8(%rdx), %xmm@1
  movaps %xmm@0, 80(%rsp)
  pblendw $192, C0(%rip), %xmm@1
  movdqa %xmm@1, 48(%rsp)
  leaq 208(%rsp), %rdi
  movq memcpy@GOTPCREL(%rip), %rbp
  movl $240, %edx
  callq *%rbp
  leaq 448(%rsp), %r13
  leaq 80(%rsp), %rsi
  movl $368, %edx
  movq %r13, %rdi
  callq *%rbp
  movaps C1(%rip), %xmm@0
  movaps %xmm@0, 816(%rsp)
  movdqa 48(%rsp), %xmm@0
  movdqa %xmm@0, 832(%rsp)
  movq %r15, %r8
  shrq $4, %r8
  pxor %xmm@0, %xmm@0
  movdqa %xmm@0, 16(%rsp)
  leaq 32(%rsp), %rdi
  leaq 16(%rsp), %rdx
  movq %r13, %rsi
  movq %r12, %rcx
  callq hw_polyval::arch::x86_64::aesni_clmul::absorb
  movq %r15, %rdx
  movdqa 32(%rsp), %xmm@1
  andq $15, %rdx
  je L0
  movabsq $9223372036854775792, %rax
  andq %r15, %rax
  addq %rax, %r12
  pxor %xmm@0, %xmm@0
  movdqa %xmm@0, 16(%rsp)
  leaq 16(%rsp), %rdi
  movq %r12, %rsi
  movdqa %xmm@1, 64(%rsp)
  callq *memcpy@GOTPCREL(%rip)
  movdqa 16(%rsp), %xmm@0
  pshufb C1(%rip), %xmm@0
  movdqa 64(%rsp), %xmm@4
  pxor %xmm@0, %xmm@4
  movdqa 560(%rsp), %xmm@0
  movdqa %xmm@4, %xmm@1
  pclmulqdq $0, %xmm@0, %xmm@1
  movdqa %xmm@4, %xmm@2
  pclmulqdq $17, %xmm@0, %xmm@2
  movdqa %xmm@4, %xmm@3
  pclmulqdq $1, %xmm@0, %xmm@3
  pclmulqdq $16, %xmm@0, %xmm@4
  pxor %xmm@3, %xmm@4
  movdqa %xmm@4, %xmm@0
  pslldq $8, %xmm@0
  pxor %xmm@1, %xmm@0
  psrldq $8, %xmm@4
  pxor %xmm@2, %xmm@4
  movabsq $-4467570830351532032, %rax
  movq %rax, %xmm@1
  pshufd $78, %xmm@0, %xmm@2
  pclmulqdq $0, %xmm@1, %xmm@0
  pxor %xmm@2, %xmm@0
  pclmulqdq $0, %xmm@0, %xmm@1
  pshufd $78, %xmm@0, %xmm@0
  pxor %xmm@4, %xmm@0
  pxor %xmm@1, %xmm@0
  movdqa %xmm@0, %xmm@1
L0:
  movdqa 48(%rsp), %xmm@0
  pshufb C1(%rip), %xmm@0
  paddd C2(%rip), %xmm@0
  movdqa %xmm@0, 32(%rsp)
  movdqa %xmm@1, 16(%rsp)
  movq %r15, (%rsp)
  leaq 448(%rsp), %rsi
  leaq 32(%rsp), %rdx
  leaq 16(%rsp), %rcx
  movq %r14, %rdi
  movq %rbx, %r8
  xorl %r9d, %r9d
  callq hw_gcm::arch::x86_64::aesni_clmul::rest
  addq $856, %rsp
  popq %rbx
  popq %r12
  popq %r13
  popq %r14
  popq %r15
  popq %rbp
  retq
== hw_gcm::arch::x86_64::aesni_clmul::short#0
  pushq %rbp
  pushq %r15
  pushq %r14
  pushq %r13
  pushq %r12
  pushq %rbx
  subq $840, %rsp
  movq %r9, %r15
  movq %r8, %r14
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
  movdqa 272(%rsi), %xmm@2
  movdqa 288(%rsi), %xmm@3
  movdqa %xmm@3, 112(%rsp)
  movdqa %xmm@2, 96(%rsp)
  movaps %xmm@1, 80(%rsp)
  movq (%rdx), %xmm@1
  pinsrd $2, 8(%rdx), %xmm@1
  movaps %xmm@0, 64(%rsp)
  pblendw $192, C0(%rip), %xmm@1
  movdqa %xmm@1, 32(%rsp)
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
  movdqa 32(%rsp), %xmm@0
  movdqa %xmm@0, 816(%rsp)
  movq %r14, %r8
  shrq $4, %r8
  pxor %xmm@0, %xmm@0
  movdqa %xmm@0, (%rsp)
  leaq 16(%rsp), %rdi
  movq %rsp, %rdx
  movq %r13, %rsi
  movq %r12, %rcx
  callq hw_polyval::arch::x86_64::aesni_clmul::absorb
  movq %r14, %rdx
  movdqa 16(%rsp), %xmm@1
  andq $15, %rdx
  je L0
  movabsq $9223372036854775792, %rax
  andq %r14, %rax
  addq %rax, %r12
  pxor %xmm@0, %xmm@0
  movdqa %xmm@0, (%rsp)
  movq %rsp, %rdi
  movq %r12, %rsi
  movdqa %xmm@1, 48(%rsp)
  callq *memcpy@GOTPCREL(%rip)
  movdqa (%rsp), %xmm@0
  pshufb C1(%rip), %xmm@0
  movdqa 48(%rsp), %xmm@4
  pxor %xmm@0, %xmm@4
  movdqa 544(%rsp), %xmm@0
  movdqa %xmm@4, %xmm@1
  pclmulqdq $0, %xmm@0, %xmm@1
  movdqa %xmm@4, %xmm@2
  pclmulqdq $17, %xmm@0, %xmm@2
  movdqa %xmm@4, %xmm@3
  pclmulqdq $1, %xmm@0, %xmm@3
  pclmulqdq $16, %xmm@0, %xmm@4
  pxor %xmm@3, %xmm@4
  movdqa %xmm@4, %xmm@0
  pslldq $8, %xmm@0
  pxor %xmm@1, %xmm@0
  psrldq $8, %xmm@4
  pxor %xmm@2, %xmm@4
  movabsq $-4467570830351532032, %rax
  movq %rax, %xmm@1
  pshufd $78, %xmm@0, %xmm@2
  pclmulqdq $0, %xmm@1, %xmm@0
  pxor %xmm@2, %xmm@0
  pclmulqdq $0, %xmm@0, %xmm@1
  pshufd $78, %xmm@0, %xmm@0
  pxor %xmm@4, %xmm@0
  pxor %xmm@1, %xmm@0
  movdqa %xmm@0, %xmm@1
L0:
  movdqa 32(%rsp), %xmm@0
  pshufb C1(%rip), %xmm@0
  paddd C2(%rip), %xmm@0
  movdqa %xmm@0, 16(%rsp)
  movdqa %xmm@1, (%rsp)
  movq (%r15), %r8
  movq 8(%r15), %r9
  leaq 432(%rsp), %rsi
  leaq 16(%rsp), %rdx
  movq %rsp, %rcx
  movq %rbx, %rdi
  pushq %r14
  pushq $0
  callq hw_gcm::arch::x86_64::aesni_clmul::tail
  addq $16, %rsp
  movq %rbx, %rax
  addq $840, %rsp
  popq %rbx
  popq %r12
  popq %r13
  popq %r14
  popq %r15
  popq %rbp
  retq
== hw_gcm::arch::x86_64::aesni_clmul::short#1
  pushq %rbp
  pushq %r15
  pushq %r14
  pushq %r13
  pushq %r12
  pushq %rbx
  subq $840, %rsp
  movq %r9, %r15
  movq %r8, %r14
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
  movdqa 272(%rsi), %xmm@2
  movdqa 288(%rsi), %xmm@3
  movdqa %xmm@3, 112(%rsp)
  movdqa %xmm@2, 96(%rsp)
  movaps %xmm@1, 80(%rsp)
  movq (%rdx), %xmm@1
  pinsrd $2, 8(%rdx), %xmm@1
  movaps %xmm@0, 64(%rsp)
  pblendw $192, C0(%rip), %xmm@1
  movdqa %xmm@1, 32(%rsp)
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
  movdqa 32(%rsp), %xmm@0
  movdqa %xmm@0, 816(%rsp)
  movq %r14, %r8
  shrq $4, %r8
  pxor %xmm@0, %xmm@0
  movdqa %xmm@0, (%rsp)
  leaq 16(%rsp), %rdi
  movq %rsp, %rdx
  movq %r13, %rsi
  movq %r12, %rcx
  callq hw_polyval::arch::x86_64::aesni_clmul::absorb
  movq %r14, %rdx
  movdqa 16(%rsp), %xmm@1
  andq $15, %rdx
  je L0
  movabsq $9223372036854775792, %rax
  andq %r14, %rax
  addq %rax, %r12
  pxor %xmm@0, %xmm@0
  movdqa %xmm@0, (%rsp)
  movq %rsp, %rdi
  movq %r12, %rsi
  movdqa %xmm@1, 48(%rsp)
  callq *memcpy@GOTPCREL(%rip)
  movdqa (%rsp), %xmm@0
  pshufb C1(%rip), %xmm@0
  movdqa 48(%rsp), %xmm@4
  pxor %xmm@0, %xmm@4
  movdqa 544(%rsp), %xmm@0
  movdqa %xmm@4, %xmm@1
  pclmulqdq $0, %xmm@0, %xmm@1
  movdqa %xmm@4, %xmm@2
  pclmulqdq $17, %xmm@0, %xmm@2
  movdqa %xmm@4, %xmm@3
  pclmulqdq $1, %xmm@0, %xmm@3
  pclmulqdq $16, %xmm@0, %xmm@4
  pxor %xmm@3, %xmm@4
  movdqa %xmm@4, %xmm@0
  pslldq $8, %xmm@0
  pxor %xmm@1, %xmm@0
  psrldq $8, %xmm@4
  pxor %xmm@2, %xmm@4
  movabsq $-4467570830351532032, %rax
  movq %rax, %xmm@1
  pshufd $78, %xmm@0, %xmm@2
  pclmulqdq $0, %xmm@1, %xmm@0
  pxor %xmm@2, %xmm@0
  pclmulqdq $0, %xmm@0, %xmm@1
  pshufd $78, %xmm@0, %xmm@0
  pxor %xmm@4, %xmm@0
  pxor %xmm@1, %xmm@0
  movdqa %xmm@0, %xmm@1
L0:
  movdqa 32(%rsp), %xmm@0
  pshufb C1(%rip), %xmm@0
  paddd C2(%rip), %xmm@0
  movdqa %xmm@0, 16(%rsp)
  movdqa %xmm@1, (%rsp)
  movq (%r15), %r8
  movq 8(%r15), %r9
  leaq 432(%rsp), %rsi
  leaq 16(%rsp), %rdx
  movq %rsp, %rcx
  movq %rbx, %rdi
  pushq %r14
  pushq $0
  callq hw_gcm::arch::x86_64::aesni_clmul::tail
  addq $16, %rsp
  movq %rbx, %rax
  addq $840, %rsp
  popq %rbx
  popq %r12
  popq %r13
  popq %r14
  popq %r15
  popq %rbp
  retq
== hw_gcm::arch::x86_64::aesni_clmul::short#2
  pushq %rbp
  pushq %r15
  pushq %r14
  pushq %r13
  pushq %r12
  pushq %rbx
  subq $856, %rsp
  movq %r9, %rbx
  movq %r8, %r15
  movq %rcx, %r12
  movq %rdi, %r14
  movaps 352(%rsi), %xmm@0
  movaps %xmm@0, 192(%rsp)
  movaps 336(%rsi), %xmm@0
  movaps %xmm@0, 176(%rsp)
  movaps 320(%rsi), %xmm@0
  movaps %xmm@0, 160(%rsp)
  movaps 304(%rsi), %xmm@0
  movaps %xmm@0, 144(%rsp)
  movaps 240(%rsi), %xmm@0
  movaps 256(%rsi), %xmm@1
  movdqa 272(%rsi), %xmm@2
  movdqa 288(%rsi), %xmm@3
  movdqa %xmm@3, 128(%rsp)
  movdqa %xmm@2, 112(%rsp)
  movaps %xmm@1, 96(%rsp)
  movq (%rdx), %xmm@1
  pinsrd $2, 8(%rdx), %xmm@1
  movaps %xmm@0, 80(%rsp)
  pblendw $192, C0(%rip), %xmm@1
  movdqa %xmm@1, 48(%rsp)
  leaq 208(%rsp), %rdi
  movq memcpy@GOTPCREL(%rip), %rbp
  movl $240, %edx
  callq *%rbp
  leaq 448(%rsp), %r13
  leaq 80(%rsp), %rsi
  movl $368, %edx
  movq %r13, %rdi
  callq *%rbp
  movaps C1(%rip), %xmm@0
  movaps %xmm@0, 816(%rsp)
  movdqa 48(%rsp), %xmm@0
  movdqa %xmm@0, 832(%rsp)
  movq %r15, %r8
  shrq $4, %r8
  pxor %xmm@0, %xmm@0
  movdqa %xmm@0, 16(%rsp)
  leaq 32(%rsp), %rdi
  leaq 16(%rsp), %rdx
  movq %r13, %rsi
  movq %r12, %rcx
  callq hw_polyval::arch::x86_64::aesni_clmul::absorb
  movq %r15, %rdx
  movdqa 32(%rsp), %xmm@1
  andq $15, %rdx
  je L0
  movabsq $9223372036854775792, %rax
  andq %r15, %rax
  addq %rax, %r12
  pxor %xmm@0, %xmm@0
  movdqa %xmm@0, 16(%rsp)
  leaq 16(%rsp), %rdi
  movq %r12, %rsi
  movdqa %xmm@1, 64(%rsp)
  callq *memcpy@GOTPCREL(%rip)
  movdqa 16(%rsp), %xmm@0
  pshufb C1(%rip), %xmm@0
  movdqa 64(%rsp), %xmm@4
  pxor %xmm@0, %xmm@4
  movdqa 560(%rsp), %xmm@0
  movdqa %xmm@4, %xmm@1
  pclmulqdq $0, %xmm@0, %xmm@1
  movdqa %xmm@4, %xmm@2
  pclmulqdq $17, %xmm@0, %xmm@2
  movdqa %xmm@4, %xmm@3
  pclmulqdq $1, %xmm@0, %xmm@3
  pclmulqdq $16, %xmm@0, %xmm@4
  pxor %xmm@3, %xmm@4
  movdqa %xmm@4, %xmm@0
  pslldq $8, %xmm@0
  pxor %xmm@1, %xmm@0
  psrldq $8, %xmm@4
  pxor %xmm@2, %xmm@4
  movabsq $-4467570830351532032, %rax
  movq %rax, %xmm@1
  pshufd $78, %xmm@0, %xmm@2
  pclmulqdq $0, %xmm@1, %xmm@0
  pxor %xmm@2, %xmm@0
  pclmulqdq $0, %xmm@0, %xmm@1
  pshufd $78, %xmm@0, %xmm@0
  pxor %xmm@4, %xmm@0
  pxor %xmm@1, %xmm@0
  movdqa %xmm@0, %xmm@1
L0:
  movdqa 48(%rsp), %xmm@0
  pshufb C1(%rip), %xmm@0
  paddd C2(%rip), %xmm@0
  movdqa %xmm@0, 32(%rsp)
  movdqa %xmm@1, 16(%rsp)
  movq %r15, (%rsp)
  leaq 448(%rsp), %rsi
  leaq 32(%rsp), %rdx
  leaq 16(%rsp), %rcx
  movq %r14, %rdi
  movq %rbx, %r8
  xorl %r9d, %r9d
  callq hw_gcm::arch::x86_64::aesni_clmul::tail
  movq %r14, %rax
  addq $856, %rsp
  popq %rbx
  popq %r12
  popq %r13
  popq %r14
  popq %r15
  popq %rbp
  retq
== hw_gcm::arch::x86_64::aesni_clmul::short#3
  pushq %rbp
  pushq %r15
  pushq %r14
  pushq %r13
  pushq %r12
  pushq %rbx
  subq $856, %rsp
  movq %r9, %rbx
  movq %r8, %r15
  movq %rcx, %r12
  movq %rdi, %r14
  movaps 352(%rsi), %xmm@0
  movaps %xmm@0, 192(%rsp)
  movaps 336(%rsi), %xmm@0
  movaps %xmm@0, 176(%rsp)
  movaps 320(%rsi), %xmm@0
  movaps %xmm@0, 160(%rsp)
  movaps 304(%rsi), %xmm@0
  movaps %xmm@0, 144(%rsp)
  movaps 240(%rsi), %xmm@0
  movaps 256(%rsi), %xmm@1
  movdqa 272(%rsi), %xmm@2
  movdqa 288(%rsi), %xmm@3
  movdqa %xmm@3, 128(%rsp)
  movdqa %xmm@2, 112(%rsp)
  movaps %xmm@1, 96(%rsp)
  movq (%rdx), %xmm@1
  pinsrd $2, 8(%rdx), %xmm@1
  movaps %xmm@0, 80(%rsp)
  pblendw $192, C0(%rip), %xmm@1
  movdqa %xmm@1, 48(%rsp)
  leaq 208(%rsp), %rdi
  movq memcpy@GOTPCREL(%rip), %rbp
  movl $240, %edx
  callq *%rbp
  leaq 448(%rsp), %r13
  leaq 80(%rsp), %rsi
  movl $368, %edx
  movq %r13, %rdi
  callq *%rbp
  movaps C1(%rip), %xmm@0
  movaps %xmm@0, 816(%rsp)
  movdqa 48(%rsp), %xmm@0
  movdqa %xmm@0, 832(%rsp)
  movq %r15, %r8
  shrq $4, %r8
  pxor %xmm@0, %xmm@0
  movdqa %xmm@0, 16(%rsp)
  leaq 32(%rsp), %rdi
  leaq 16(%rsp), %rdx
  movq %r13, %rsi
  movq %r12, %rcx
  callq hw_polyval::arch::x86_64::aesni_clmul::absorb
  movq %r15, %rdx
  movdqa 32(%rsp), %xmm@1
  andq $15, %rdx
  je L0
  movabsq $9223372036854775792, %rax
  andq %r15, %rax
  addq %rax, %r12
  pxor %xmm@0, %xmm@0
  movdqa %xmm@0, 16(%rsp)
  leaq 16(%rsp), %rdi
  movq %r12, %rsi
  movdqa %xmm@1, 64(%rsp)
  callq *memcpy@GOTPCREL(%rip)
  movdqa 16(%rsp), %xmm@0
  pshufb C1(%rip), %xmm@0
  movdqa 64(%rsp), %xmm@4
  pxor %xmm@0, %xmm@4
  movdqa 560(%rsp), %xmm@0
  movdqa %xmm@4, %xmm@1
  pclmulqdq $0, %xmm@0, %xmm@1
  movdqa %xmm@4, %xmm@2
  pclmulqdq $17, %xmm@0, %xmm@2
  movdqa %xmm@4, %xmm@3
  pclmulqdq $1, %xmm@0, %xmm@3
  pclmulqdq $16, %xmm@0, %xmm@4
  pxor %xmm@3, %xmm@4
  movdqa %xmm@4, %xmm@0
  pslldq $8, %xmm@0
  pxor %xmm@1, %xmm@0
  psrldq $8, %xmm@4
  pxor %xmm@2, %xmm@4
  movabsq $-4467570830351532032, %rax
  movq %rax, %xmm@1
  pshufd $78, %xmm@0, %xmm@2
  pclmulqdq $0, %xmm@1, %xmm@0
  pxor %xmm@2, %xmm@0
  pclmulqdq $0, %xmm@0, %xmm@1
  pshufd $78, %xmm@0, %xmm@0
  pxor %xmm@4, %xmm@0
  pxor %xmm@1, %xmm@0
  movdqa %xmm@0, %xmm@1
L0:
  movdqa 48(%rsp), %xmm@0
  pshufb C1(%rip), %xmm@0
  paddd C2(%rip), %xmm@0
  movdqa %xmm@0, 32(%rsp)
  movdqa %xmm@1, 16(%rsp)
  movq %r15, (%rsp)
  leaq 448(%rsp), %rsi
  leaq 32(%rsp), %rdx
  leaq 16(%rsp), %rcx
  movq %r14, %rdi
  movq %rbx, %r8
  xorl %r9d, %r9d
  callq hw_gcm::arch::x86_64::aesni_clmul::tail
  movq %r14, %rax
  addq $856, %rsp
  popq %rbx
  popq %r12
  popq %r13
  popq %r14
  popq %r15
  popq %rbp
  retq
== hw_gcm::arch::x86_64::aesni_clmul::tail#0
  pushq %rbp
  pushq %r15
  pushq %r14
  pushq %r13
  pushq %r12
  pushq %rbx
  subq $424, %rsp
  movq %r8, %r13
  movq %rsi, %rbx
  movq %rdi, %r10
  movq 480(%rsp), %rax
  xorps %xmm@0, %xmm@0
  movaps %xmm@0, 176(%rsp)
  movaps %xmm@0, 160(%rsp)
  movaps %xmm@0, 144(%rsp)
  movaps %xmm@0, 128(%rsp)
  movaps %xmm@0, 112(%rsp)
  movaps %xmm@0, 96(%rsp)
  movaps %xmm@0, 80(%rsp)
  movaps %xmm@0, 64(%rsp)
  movq %r9, %r14
  shrq $4, %r14
  movq %r14, %r12
  subq %rax, %r12
  xorl %r11d, %r11d
  movq %r9, %rsi
  andq $15, %rsi
  movq %rsi, 48(%rsp)
  setne %r11b
  leaq (%r12,%r11), %rbp
  movdqa (%rdx), %xmm@0
  cmpq $4, %rbp
  jae L0
  movdqa 368(%rbx), %xmm@1
  movd C0(%rip), %xmm@2
  paddd %xmm@0, %xmm@2
  pshufb %xmm@1, %xmm@2
  movd C1(%rip), %xmm@3
  paddd %xmm@0, %xmm@3
  pshufb %xmm@1, %xmm@3
  pshufb %xmm@1, %xmm@0
  movdqa 128(%rbx), %xmm@4
  movdqa 144(%rbx), %xmm@5
  movdqa 160(%rbx), %xmm@6
  movdqa 176(%rbx), %xmm@1
  movdqa 384(%rbx), %xmm@7
  pxor %xmm@4, %xmm@7
  pxor %xmm@4, %xmm@0
  pxor %xmm@4, %xmm@3
  pxor %xmm@4, %xmm@2
  aesenc %xmm@5, %xmm@7
  aesenc %xmm@5, %xmm@0
  aesenc %xmm@5, %xmm@3
  aesenc %xmm@5, %xmm@2
  aesenc %xmm@6, %xmm@7
  aesenc %xmm@6, %xmm@0
  aesenc %xmm@6, %xmm@3
  aesenc %xmm@6, %xmm@2
  aesenc %xmm@1, %xmm@7
  aesenc %xmm@1, %xmm@0
  aesenc %xmm@1, %xmm@3
  aesenc %xmm@1, %xmm@2
  movdqa 192(%rbx), %xmm@1
  aesenc %xmm@1, %xmm@7
  aesenc %xmm@1, %xmm@0
  aesenc %xmm@1, %xmm@3
  aesenc %xmm@1, %xmm@2
  movdqa 208(%rbx), %xmm@1
  aesenc %xmm@1, %xmm@7
  aesenc %xmm@1, %xmm@0
  aesenc %xmm@1, %xmm@3
  aesenc %xmm@1, %xmm@2
  movdqa 224(%rbx), %xmm@1
  aesenc %xmm@1, %xmm@7
  aesenc %xmm@1, %xmm@0
  aesenc %xmm@1, %xmm@3
  aesenc %xmm@1, %xmm@2
  movdqa 240(%rbx), %xmm@1
  aesenc %xmm@1, %xmm@7
  aesenc %xmm@1, %xmm@0
  aesenc %xmm@1, %xmm@3
  aesenc %xmm@1, %xmm@2
  movdqa 256(%rbx), %xmm@1
  aesenc %xmm@1, %xmm@7
  aesenc %xmm@1, %xmm@0
  aesenc %xmm@1, %xmm@3
  aesenc %xmm@1, %xmm@2
  movdqa 272(%rbx), %xmm@1
  aesenc %xmm@1, %xmm@7
  aesenc %xmm@1, %xmm@0
  aesenc %xmm@1, %xmm@3
  aesenc %xmm@1, %xmm@2
  movdqa 288(%rbx), %xmm@1
  aesenc %xmm@1, %xmm@7
  aesenc %xmm@1, %xmm@0
  aesenc %xmm@1, %xmm@3
  aesenc %xmm@1, %xmm@2
  movdqa 304(%rbx), %xmm@1
  aesenc %xmm@1, %xmm@7
  aesenc %xmm@1, %xmm@0
  aesenc %xmm@1, %xmm@3
  leaq 96(%rsp), %rsi
  aesenc %xmm@1, %xmm@2
  movdqa 320(%rbx), %xmm@1
  aesenc %xmm@1, %xmm@7
  aesenc %xmm@1, %xmm@0
  aesenc %xmm@1, %xmm@3
  aesenc %xmm@1, %xmm@2
  leaq 112(%rsp), %rdi
  movdqa 336(%rbx), %xmm@1
  aesenc %xmm@1, %xmm@7
  aesenc %xmm@1, %xmm@0
  aesenc %xmm@1, %xmm@3
  leaq 80(%rsp), %rdx
  movq %rdx, (%rsp)
  aesenc %xmm@1, %xmm@2
  movdqa 352(%rbx), %xmm@1
  aesenclast %xmm@1, %xmm@7
  aesenclast %xmm@1, %xmm@0
  aesenclast %xmm@1, %xmm@3
  aesenclast %xmm@1, %xmm@2
  movdqa %xmm@7, 32(%rsp)
  movdqa %xmm@7, 64(%rsp)
  movdqa %xmm@0, 80(%rsp)
L1:
  movl $1, %r15d
  movb $1, %r8b
  jmp L2
L0:
  leaq 80(%rsp), %rdx
  movq %rdx, (%rsp)
  leaq 176(%rsp), %rdi
  leaq 160(%rsp), %rdx
  leaq -6(%rbp), %rsi
  cmpq $2, %rsi
  jb L3
  leaq 128(%rsp), %rsi
  cmpq $4, %rbp
  je L4
  cmpq $5, %rbp
  jne L5
  movdqa 368(%rbx), %xmm@5
  movd C2(%rip), %xmm@2
  paddd %xmm@0, %xmm@2
  pshufb %xmm@5, %xmm@2
  movd C3(%rip), %xmm@3
  paddd %xmm@0, %xmm@3
  pshufb %xmm@5, %xmm@3
  movd C0(%rip), %xmm@1
  paddd %xmm@0, %xmm@1
  pshufb %xmm@5, %xmm@1
  movd C1(%rip), %xmm@4
  paddd %xmm@0, %xmm@4
  pshufb %xmm@5, %xmm@4
  pshufb %xmm@5, %xmm@0
  movdqa 128(%rbx), %xmm@7
  movdqa 144(%rbx), %xmm@8
  movdqa 160(%rbx), %xmm@6
  movdqa 176(%rbx), %xmm@5
  movdqa 384(%rbx), %xmm@9
  pxor %xmm@7, %xmm@9
  pxor %xmm@7, %xmm@0
  pxor %xmm@7, %xmm@4
  pxor %xmm@7, %xmm@1
  pxor %xmm@7, %xmm@3
  pxor %xmm@7, %xmm@2
  aesenc %xmm@8, %xmm@9
  aesenc %xmm@8, %xmm@0
  aesenc %xmm@8, %xmm@4
  aesenc %xmm@8, %xmm@1
  aesenc %xmm@8, %xmm@3
  aesenc %xmm@8, %xmm@2
  aesenc %xmm@6, %xmm@9
  aesenc %xmm@6, %xmm@0
  aesenc %xmm@6, %xmm@4
  aesenc %xmm@6, %xmm@1
  aesenc %xmm@6, %xmm@3
  aesenc %xmm@6, %xmm@2
  aesenc %xmm@5, %xmm@9
  aesenc %xmm@5, %xmm@0
  aesenc %xmm@5, %xmm@4
  aesenc %xmm@5, %xmm@1
  aesenc %xmm@5, %xmm@3
  aesenc %xmm@5, %xmm@2
  movdqa 192(%rbx), %xmm@5
  aesenc %xmm@5, %xmm@9
  aesenc %xmm@5, %xmm@0
  aesenc %xmm@5, %xmm@4
  aesenc %xmm@5, %xmm@1
  aesenc %xmm@5, %xmm@3
  aesenc %xmm@5, %xmm@2
  movdqa 208(%rbx), %xmm@5
  aesenc %xmm@5, %xmm@9
  aesenc %xmm@5, %xmm@0
  aesenc %xmm@5, %xmm@4
  aesenc %xmm@5, %xmm@1
  aesenc %xmm@5, %xmm@3
  aesenc %xmm@5, %xmm@2
  movdqa 224(%rbx), %xmm@5
  aesenc %xmm@5, %xmm@9
  aesenc %xmm@5, %xmm@0
  aesenc %xmm@5, %xmm@4
  aesenc %xmm@5, %xmm@1
  aesenc %xmm@5, %xmm@3
  aesenc %xmm@5, %xmm@2
  movdqa 240(%rbx), %xmm@5
  aesenc %xmm@5, %xmm@9
  aesenc %xmm@5, %xmm@0
  aesenc %xmm@5, %xmm@4
  aesenc %xmm@5, %xmm@1
  aesenc %xmm@5, %xmm@3
  aesenc %xmm@5, %xmm@2
  movdqa 256(%rbx), %xmm@5
  aesenc %xmm@5, %xmm@9
  aesenc %xmm@5, %xmm@0
  aesenc %xmm@5, %xmm@4
  aesenc %xmm@5, %xmm@1
  aesenc %xmm@5, %xmm@3
  aesenc %xmm@5, %xmm@2
  movdqa 272(%rbx), %xmm@5
  aesenc %xmm@5, %xmm@9
  aesenc %xmm@5, %xmm@0
  aesenc %xmm@5, %xmm@4
  aesenc %xmm@5, %xmm@1
  aesenc %xmm@5, %xmm@3
  aesenc %xmm@5, %xmm@2
  movdqa 288(%rbx), %xmm@5
  aesenc %xmm@5, %xmm@9
  aesenc %xmm@5, %xmm@0
  aesenc %xmm@5, %xmm@4
  aesenc %xmm@5, %xmm@1
  aesenc %xmm@5, %xmm@3
  aesenc %xmm@5, %xmm@2
  movdqa 304(%rbx), %xmm@5
  aesenc %xmm@5, %xmm@9
  aesenc %xmm@5, %xmm@0
  aesenc %xmm@5, %xmm@4
  aesenc %xmm@5, %xmm@1
  aesenc %xmm@5, %xmm@3
  aesenc %xmm@5, %xmm@2
  movdqa 320(%rbx), %xmm@5
  aesenc %xmm@5, %xmm@9
  aesenc %xmm@5, %xmm@0
  aesenc %xmm@5, %xmm@4
  aesenc %xmm@5, %xmm@1
  aesenc %xmm@5, %xmm@3
  aesenc %xmm@5, %xmm@2
  movdqa 336(%rbx), %xmm@5
  aesenc %xmm@5, %xmm@9
  aesenc %xmm@5, %xmm@0
  aesenc %xmm@5, %xmm@4
  aesenc %xmm@5, %xmm@1
  aesenc %xmm@5, %xmm@3
  aesenc %xmm@5, %xmm@2
  leaq 144(%rsp), %rdi
  movdqa 352(%rbx), %xmm@5
  aesenclast %xmm@5, %xmm@9
  aesenclast %xmm@5, %xmm@0
  aesenclast %xmm@5, %xmm@4
  aesenclast %xmm@5, %xmm@1
  aesenclast %xmm@5, %xmm@3
  aesenclast %xmm@5, %xmm@2
  movdqa %xmm@9, 32(%rsp)
  movdqa %xmm@9, 64(%rsp)
  movdqa %xmm@0, 80(%rsp)
  movdqa %xmm@4, 96(%rsp)
  movdqa %xmm@1, 112(%rsp)
  jmp L1
L3:
  movdqa 368(%rbx), %xmm@7
  movd C4(%rip), %xmm@2
  paddd %xmm@0, %xmm@2
  pshufb %xmm@7, %xmm@2
  movd C5(%rip), %xmm@3
  paddd %xmm@0, %xmm@3
  pshufb %xmm@7, %xmm@3
  movd C2(%rip), %xmm@1
  paddd %xmm@0, %xmm@1
  pshufb %xmm@7, %xmm@1
  movd C3(%rip), %xmm@4
  paddd %xmm@0, %xmm@4
  pshufb %xmm@7, %xmm@4
  movd C0(%rip), %xmm@5
  paddd %xmm@0, %xmm@5
  pshufb %xmm@7, %xmm@5
  movd C1(%rip), %xmm@6
  paddd %xmm@0, %xmm@6
  pshufb %xmm@7, %xmm@6
  pshufb %xmm@7, %xmm@0
  movdqa 128(%rbx), %xmm@10
  movdqa 144(%rbx), %xmm@9
  movdqa 160(%rbx), %xmm@8
  movdqa 176(%rbx), %xmm@7
  movdqa 384(%rbx), %xmm@11
  pxor %xmm@10, %xmm@11
  pxor %xmm@10, %xmm@0
  pxor %xmm@10, %xmm@6
  pxor %xmm@10, %xmm@5
  pxor %xmm@10, %xmm@4
  pxor %xmm@10, %xmm@1
  pxor %xmm@10, %xmm@3
  pxor %xmm@10, %xmm@2
  aesenc %xmm@9, %xmm@11
  aesenc %xmm@9, %xmm@0
  aesenc %xmm@9, %xmm@6
  aesenc %xmm@9, %xmm@5
  aesenc %xmm@9, %xmm@4
  aesenc %xmm@9, %xmm@1
  aesenc %xmm@9, %xmm@3
  aesenc %xmm@9, %xmm@2
  aesenc %xmm@8, %xmm@11
  aesenc %xmm@8, %xmm@0
  aesenc %xmm@8, %xmm@6
  aesenc %xmm@8, %xmm@5
  aesenc %xmm@8, %xmm@4
  aesenc %xmm@8, %xmm@1
  aesenc %xmm@8, %xmm@3
  aesenc %xmm@8, %xmm@2
  aesenc %xmm@7, %xmm@11
  aesenc %xmm@7, %xmm@0
  aesenc %xmm@7, %xmm@6
  aesenc %xmm@7, %xmm@5
  aesenc %xmm@7, %xmm@4
  aesenc %xmm@7, %xmm@1
  aesenc %xmm@7, %xmm@3
  aesenc %xmm@7, %xmm@2
  movdqa 192(%rbx), %xmm@7
  aesenc %xmm@7, %xmm@11
  aesenc %xmm@7, %xmm@0
  aesenc %xmm@7, %xmm@6
  aesenc %xmm@7, %xmm@5
  aesenc %xmm@7, %xmm@4
  aesenc %xmm@7, %xmm@1
  aesenc %xmm@7, %xmm@3
  aesenc %xmm@7, %xmm@2
  movdqa 208(%rbx), %xmm@7
  aesenc %xmm@7, %xmm@11
  aesenc %xmm@7, %xmm@0
  aesenc %xmm@7, %xmm@6
  aesenc %xmm@7, %xmm@5
  aesenc %xmm@7, %xmm@4
  aesenc %xmm@7, %xmm@1
  aesenc %xmm@7, %xmm@3
  aesenc %xmm@7, %xmm@2
  movdqa 224(%rbx), %xmm@7
  aesenc %xmm@7, %xmm@11
  aesenc %xmm@7, %xmm@0
  aesenc %xmm@7, %xmm@6
  aesenc %xmm@7, %xmm@5
  aesenc %xmm@7, %xmm@4
  aesenc %xmm@7, %xmm@1
  aesenc %xmm@7, %xmm@3
  aesenc %xmm@7, %xmm@2
  movdqa 240(%rbx), %xmm@7
  aesenc %xmm@7, %xmm@11
  aesenc %xmm@7, %xmm@0
  aesenc %xmm@7, %xmm@6
  aesenc %xmm@7, %xmm@5
  aesenc %xmm@7, %xmm@4
  aesenc %xmm@7, %xmm@1
  aesenc %xmm@7, %xmm@3
  aesenc %xmm@7, %xmm@2
  movdqa 256(%rbx), %xmm@7
  aesenc %xmm@7, %xmm@11
  aesenc %xmm@7, %xmm@0
  aesenc %xmm@7, %xmm@6
  aesenc %xmm@7, %xmm@5
  aesenc %xmm@7, %xmm@4
  aesenc %xmm@7, %xmm@1
  aesenc %xmm@7, %xmm@3
  aesenc %xmm@7, %xmm@2
  movdqa 272(%rbx), %xmm@7
  aesenc %xmm@7, %xmm@11
  aesenc %xmm@7, %xmm@0
  aesenc %xmm@7, %xmm@6
  aesenc %xmm@7, %xmm@5
  aesenc %xmm@7, %xmm@4
  aesenc %xmm@7, %xmm@1
  aesenc %xmm@7, %xmm@3
  aesenc %xmm@7, %xmm@2
  movdqa 288(%rbx), %xmm@7
  aesenc %xmm@7, %xmm@11
  aesenc %xmm@7, %xmm@0
  aesenc %xmm@7, %xmm@6
  aesenc %xmm@7, %xmm@5
  aesenc %xmm@7, %xmm@4
  aesenc %xmm@7, %xmm@1
  aesenc %xmm@7, %xmm@3
  aesenc %xmm@7, %xmm@2
  movdqa 304(%rbx), %xmm@7
  aesenc %xmm@7, %xmm@11
  aesenc %xmm@7, %xmm@0
  aesenc %xmm@7, %xmm@6
  aesenc %xmm@7, %xmm@5
  aesenc %xmm@7, %xmm@4
  aesenc %xmm@7, %xmm@1
  aesenc %xmm@7, %xmm@3
  aesenc %xmm@7, %xmm@2
  movdqa 320(%rbx), %xmm@7
  aesenc %xmm@7, %xmm@11
  aesenc %xmm@7, %xmm@0
  aesenc %xmm@7, %xmm@6
  aesenc %xmm@7, %xmm@5
  aesenc %xmm@7, %xmm@4
  aesenc %xmm@7, %xmm@1
  aesenc %xmm@7, %xmm@3
  aesenc %xmm@7, %xmm@2
  movdqa 336(%rbx), %xmm@7
  aesenc %xmm@7, %xmm@11
  aesenc %xmm@7, %xmm@0
  aesenc %xmm@7, %xmm@6
  aesenc %xmm@7, %xmm@5
  aesenc %xmm@7, %xmm@4
  aesenc %xmm@7, %xmm@1
  aesenc %xmm@7, %xmm@3
  aesenc %xmm@7, %xmm@2
  movdqa 352(%rbx), %xmm@7
  aesenclast %xmm@7, %xmm@11
  aesenclast %xmm@7, %xmm@0
  aesenclast %xmm@7, %xmm@6
  aesenclast %xmm@7, %xmm@5
  aesenclast %xmm@7, %xmm@4
  aesenclast %xmm@7, %xmm@1
  aesenclast %xmm@7, %xmm@3
  aesenclast %xmm@7, %xmm@2
  movdqa %xmm@11, 32(%rsp)
  movdqa %xmm@11, 64(%rsp)
  movdqa %xmm@0, 80(%rsp)
  movdqa %xmm@6, 96(%rsp)
  movdqa %xmm@5, 112(%rsp)
  movdqa %xmm@4, 128(%rsp)
  movdqa %xmm@1, 144(%rsp)
  movl $1, %r15d
  movb $1, %r8b
  movq %rdx, %rsi
  jmp L2
L4:
  movdqa 368(%rbx), %xmm@4
  movd C3(%rip), %xmm@2
  paddd %xmm@0, %xmm@2
  pshufb %xmm@4, %xmm@2
  movd C0(%rip), %xmm@3
  paddd %xmm@0, %xmm@3
  pshufb %xmm@4, %xmm@3
  movd C1(%rip), %xmm@1
  paddd %xmm@0, %xmm@1
  pshufb %xmm@4, %xmm@1
  pshufb %xmm@4, %xmm@0
  movdqa 128(%rbx), %xmm@5
  movdqa 144(%rbx), %xmm@6
  movdqa 160(%rbx), %xmm@7
  movdqa 176(%rbx), %xmm@4
  movdqa 384(%rbx), %xmm@8
  pxor %xmm@5, %xmm@8
  pxor %xmm@5, %xmm@0
  pxor %xmm@5, %xmm@1
  pxor %xmm@5, %xmm@3
  pxor %xmm@5, %xmm@2
  aesenc %xmm@6, %xmm@8
  aesenc %xmm@6, %xmm@0
  aesenc %xmm@6, %xmm@1
  aesenc %xmm@6, %xmm@3
  aesenc %xmm@6, %xmm@2
  aesenc %xmm@7, %xmm@8
  aesenc %xmm@7, %xmm@0
  aesenc %xmm@7, %xmm@1
  aesenc %xmm@7, %xmm@3
  aesenc %xmm@7, %xmm@2
  aesenc %xmm@4, %xmm@8
  aesenc %xmm@4, %xmm@0
  aesenc %xmm@4, %xmm@1
  aesenc %xmm@4, %xmm@3
  aesenc %xmm@4, %xmm@2
  movdqa 192(%rbx), %xmm@4
  aesenc %xmm@4, %xmm@8
  aesenc %xmm@4, %xmm@0
  aesenc %xmm@4, %xmm@1
  aesenc %xmm@4, %xmm@3
  aesenc %xmm@4, %xmm@2
  movdqa 208(%rbx), %xmm@4
  aesenc %xmm@4, %xmm@8
  aesenc %xmm@4, %xmm@0
  aesenc %xmm@4, %xmm@1
  aesenc %xmm@4, %xmm@3
  aesenc %xmm@4, %xmm@2
  movdqa 224(%rbx), %xmm@4
  aesenc %xmm@4, %xmm@8
  aesenc %xmm@4, %xmm@0
  aesenc %xmm@4, %xmm@1
  aesenc %xmm@4, %xmm@3
  aesenc %xmm@4, %xmm@2
  movdqa 240(%rbx), %xmm@4
  aesenc %xmm@4, %xmm@8
  aesenc %xmm@4, %xmm@0
  aesenc %xmm@4, %xmm@1
  aesenc %xmm@4, %xmm@3
  aesenc %xmm@4, %xmm@2
  movdqa 256(%rbx), %xmm@4
  aesenc %xmm@4, %xmm@8
  aesenc %xmm@4, %xmm@0
  aesenc %xmm@4, %xmm@1
  aesenc %xmm@4, %xmm@3
  aesenc %xmm@4, %xmm@2
  movdqa 272(%rbx), %xmm@4
  aesenc %xmm@4, %xmm@8
  aesenc %xmm@4, %xmm@0
  aesenc %xmm@4, %xmm@1
  aesenc %xmm@4, %xmm@3
  aesenc %xmm@4, %xmm@2
  movdqa 288(%rbx), %xmm@4
  aesenc %xmm@4, %xmm@8
  aesenc %xmm@4, %xmm@0
  aesenc %xmm@4, %xmm@1
  aesenc %xmm@4, %xmm@3
  aesenc %xmm@4, %xmm@2
  movdqa 304(%rbx), %xmm@4
  aesenc %xmm@4, %xmm@8
  aesenc %xmm@4, %xmm@0
  aesenc %xmm@4, %xmm@1
  aesenc %xmm@4, %xmm@3
  aesenc %xmm@4, %xmm@2
  movdqa 320(%rbx), %xmm@4
  aesenc %xmm@4, %xmm@8
  aesenc %xmm@4, %xmm@0
  aesenc %xmm@4, %xmm@1
  aesenc %xmm@4, %xmm@3
  movq %rsi, %rdi
  aesenc %xmm@4, %xmm@2
  movdqa 336(%rbx), %xmm@4
  aesenc %xmm@4, %xmm@8
  aesenc %xmm@4, %xmm@0
  aesenc %xmm@4, %xmm@1
  aesenc %xmm@4, %xmm@3
  leaq 112(%rsp), %rsi
  aesenc %xmm@4, %xmm@2
  movdqa 352(%rbx), %xmm@4
  aesenclast %xmm@4, %xmm@8
  aesenclast %xmm@4, %xmm@0
  aesenclast %xmm@4, %xmm@1
  aesenclast %xmm@4, %xmm@3
  aesenclast %xmm@4, %xmm@2
  movdqa %xmm@8, 32(%rsp)
  movdqa %xmm@8, 64(%rsp)
  movdqa %xmm@0, 80(%rsp)
  movdqa %xmm@1, 96(%rsp)
  jmp L1
L5:
  movdqa 368(%rbx), %xmm@8
  movdqa %xmm@0, %xmm@1
  pshufb %xmm@8, %xmm@1
  movd C1(%rip), %xmm@2
  paddd %xmm@0, %xmm@2
  pshufb %xmm@8, %xmm@2
  movd C0(%rip), %xmm@4
  paddd %xmm@0, %xmm@4
  pshufb %xmm@8, %xmm@4
  movd C3(%rip), %xmm@5
  paddd %xmm@0, %xmm@5
  pshufb %xmm@8, %xmm@5
  movd C2(%rip), %xmm@6
  paddd %xmm@0, %xmm@6
  pshufb %xmm@8, %xmm@6
  movd C5(%rip), %xmm@7
  paddd %xmm@0, %xmm@7
  pshufb %xmm@8, %xmm@7
  movd C4(%rip), %xmm@3
  paddd %xmm@0, %xmm@3
  pshufb %xmm@8, %xmm@3
  paddd C6(%rip), %xmm@0
  pshufb %xmm@8, %xmm@0
  movdqa 128(%rbx), %xmm@11
  movdqa 144(%rbx), %xmm@10
  movdqa 160(%rbx), %xmm@9
  movdqa 176(%rbx), %xmm@8
  pxor %xmm@11, %xmm@1
  pxor %xmm@11, %xmm@2
  pxor %xmm@11, %xmm@4
  pxor %xmm@11, %xmm@5
  pxor %xmm@11, %xmm@6
  pxor %xmm@11, %xmm@7
  pxor %xmm@11, %xmm@3
  pxor %xmm@11, %xmm@0
  pxor 384(%rbx), %xmm@11
  aesenc %xmm@10, %xmm@1
  aesenc %xmm@10, %xmm@2
  aesenc %xmm@10, %xmm@4
  aesenc %xmm@10, %xmm@5
  aesenc %xmm@10, %xmm@6
  aesenc %xmm@10, %xmm@7
  aesenc %xmm@10, %xmm@3
  aesenc %xmm@10, %xmm@0
  aesenc %xmm@10, %xmm@11
  aesenc %xmm@9, %xmm@1
  aesenc %xmm@9, %xmm@2
  aesenc %xmm@9, %xmm@4
  aesenc %xmm@9, %xmm@5
  aesenc %xmm@9, %xmm@6
  aesenc %xmm@9, %xmm@7
  aesenc %xmm@9, %xmm@3
  aesenc %xmm@9, %xmm@0
  aesenc %xmm@9, %xmm@11
  aesenc %xmm@8, %xmm@1
  aesenc %xmm@8, %xmm@2
  aesenc %xmm@8, %xmm@4
  aesenc %xmm@8, %xmm@5
  aesenc %xmm@8, %xmm@6
  aesenc %xmm@8, %xmm@7
  aesenc %xmm@8, %xmm@3
  aesenc %xmm@8, %xmm@0
  aesenc %xmm@8, %xmm@11
  movdqa 192(%rbx), %xmm@8
  aesenc %xmm@8, %xmm@1
  aesenc %xmm@8, %xmm@2
  aesenc %xmm@8, %xmm@4
  aesenc %xmm@8, %xmm@5
  aesenc %xmm@8, %xmm@6
  aesenc %xmm@8, %xmm@7
  aesenc %xmm@8, %xmm@3
  aesenc %xmm@8, %xmm@0
  aesenc %xmm@8, %xmm@11
  movdqa 208(%rbx), %xmm@8
  aesenc %xmm@8, %xmm@1
  aesenc %xmm@8, %xmm@2
  aesenc %xmm@8, %xmm@4
  aesenc %xmm@8, %xmm@5
  aesenc %xmm@8, %xmm@6
  aesenc %xmm@8, %xmm@7
  aesenc %xmm@8, %xmm@3
  aesenc %xmm@8, %xmm@0
  aesenc %xmm@8, %xmm@11
  movdqa 224(%rbx), %xmm@8
  aesenc %xmm@8, %xmm@1
  aesenc %xmm@8, %xmm@2
  aesenc %xmm@8, %xmm@4
  aesenc %xmm@8, %xmm@5
  aesenc %xmm@8, %xmm@6
  aesenc %xmm@8, %xmm@7
  aesenc %xmm@8, %xmm@3
  aesenc %xmm@8, %xmm@0
  aesenc %xmm@8, %xmm@11
  movdqa 240(%rbx), %xmm@8
  aesenc %xmm@8, %xmm@1
  aesenc %xmm@8, %xmm@2
  aesenc %xmm@8, %xmm@4
  aesenc %xmm@8, %xmm@5
  aesenc %xmm@8, %xmm@6
  aesenc %xmm@8, %xmm@7
  aesenc %xmm@8, %xmm@3
  aesenc %xmm@8, %xmm@0
  aesenc %xmm@8, %xmm@11
  movdqa 256(%rbx), %xmm@8
  aesenc %xmm@8, %xmm@1
  aesenc %xmm@8, %xmm@2
  aesenc %xmm@8, %xmm@4
  aesenc %xmm@8, %xmm@5
  aesenc %xmm@8, %xmm@6
  aesenc %xmm@8, %xmm@7
  aesenc %xmm@8, %xmm@3
  aesenc %xmm@8, %xmm@0
  aesenc %xmm@8, %xmm@11
  movdqa 272(%rbx), %xmm@8
  aesenc %xmm@8, %xmm@1
  aesenc %xmm@8, %xmm@2
  aesenc %xmm@8, %xmm@4
  aesenc %xmm@8, %xmm@5
  aesenc %xmm@8, %xmm@6
  aesenc %xmm@8, %xmm@7
  aesenc %xmm@8, %xmm@3
  aesenc %xmm@8, %xmm@0
  aesenc %xmm@8, %xmm@11
  movdqa 288(%rbx), %xmm@8
  aesenc %xmm@8, %xmm@1
  aesenc %xmm@8, %xmm@2
  aesenc %xmm@8, %xmm@4
  aesenc %xmm@8, %xmm@5
  aesenc %xmm@8, %xmm@6
  aesenc %xmm@8, %xmm@7
  aesenc %xmm@8, %xmm@3
  aesenc %xmm@8, %xmm@0
  aesenc %xmm@8, %xmm@11
  movdqa 304(%rbx), %xmm@8
  aesenc %xmm@8, %xmm@1
  aesenc %xmm@8, %xmm@2
  aesenc %xmm@8, %xmm@4
  aesenc %xmm@8, %xmm@5
  aesenc %xmm@8, %xmm@6
  aesenc %xmm@8, %xmm@7
  aesenc %xmm@8, %xmm@3
  aesenc %xmm@8, %xmm@0
  aesenc %xmm@8, %xmm@11
  movdqa 320(%rbx), %xmm@8
  aesenc %xmm@8, %xmm@1
  aesenc %xmm@8, %xmm@2
  aesenc %xmm@8, %xmm@4
  aesenc %xmm@8, %xmm@5
  aesenc %xmm@8, %xmm@6
  aesenc %xmm@8, %xmm@7
  aesenc %xmm@8, %xmm@3
  aesenc %xmm@8, %xmm@0
  aesenc %xmm@8, %xmm@11
  movdqa 336(%rbx), %xmm@8
  aesenc %xmm@8, %xmm@1
  aesenc %xmm@8, %xmm@2
  aesenc %xmm@8, %xmm@4
  aesenc %xmm@8, %xmm@5
  aesenc %xmm@8, %xmm@6
  aesenc %xmm@8, %xmm@7
  aesenc %xmm@8, %xmm@3
  aesenc %xmm@8, %xmm@0
  aesenc %xmm@8, %xmm@11
  movdqa 352(%rbx), %xmm@8
  aesenclast %xmm@8, %xmm@1
  aesenclast %xmm@8, %xmm@2
  aesenclast %xmm@8, %xmm@4
  aesenclast %xmm@8, %xmm@5
  aesenclast %xmm@8, %xmm@6
  aesenclast %xmm@8, %xmm@7
  aesenclast %xmm@8, %xmm@3
  aesenclast %xmm@8, %xmm@0
  aesenclast %xmm@8, %xmm@11
  movdqa %xmm@11, 32(%rsp)
  movdqa %xmm@1, 64(%rsp)
  movdqa %xmm@2, 80(%rsp)
  movdqa %xmm@4, 96(%rsp)
  movdqa %xmm@5, 112(%rsp)
  movdqa %xmm@6, 128(%rsp)
  movdqa %xmm@7, 144(%rsp)
  leaq 64(%rsp), %rsi
  movq %rsi, (%rsp)
  xorl %r8d, %r8d
  movq %rdx, %rsi
  movdqa %xmm@0, %xmm@2
  movdqa %xmm@1, %xmm@0
  xorl %r15d, %r15d
L2:
  movdqa %xmm@3, (%rsi)
  movdqa %xmm@2, (%rdi)
  pxor %xmm@3, %xmm@3
  movdqa %xmm@3, 400(%rsp)
  movdqa %xmm@3, 384(%rsp)
  movdqa %xmm@3, 368(%rsp)
  movdqa %xmm@3, 352(%rsp)
  movdqa %xmm@3, 336(%rsp)
  movdqa %xmm@3, 320(%rsp)
  movdqa %xmm@3, 304(%rsp)
  movdqa %xmm@3, 288(%rsp)
  movdqa %xmm@3, 272(%rsp)
  cmpq %rax, %r14
  je L6
  movq %rax, %rdi
  shlq $4, %rdi
  movq %r9, %rdx
  subq %rdi, %rdx
  jb L7
  cmpq $16, %rdx
  jb L8
  movdqa 368(%rbx), %xmm@3
  movdqu (%r13,%rdi), %xmm@2
  pxor %xmm@2, %xmm@0
  movdqu %xmm@0, (%r13,%rdi)
  pshufb %xmm@3, %xmm@0
  movdqa %xmm@0, 272(%rsp)
  cmpq $1, %r12
  je L6
  movq %rax, %rsi
  shlq $4, %rsi
  leaq 16(%rsi), %rdi
  movq %r9, %rdx
  subq %rdi, %rdx
  jb L7
  cmpq $16, %rdx
  jb L8
  movdqu (%r13,%rdi), %xmm@0
  movq (%rsp), %rdx
  pxor 16(%rdx), %xmm@0
  movdqu %xmm@0, (%r13,%rdi)
  pshufb %xmm@3, %xmm@0
  movdqa %xmm@0, 288(%rsp)
  cmpq $2, %r12
  je L6
  leaq 32(%rsi), %rdi
  movq %r9, %rdx
  subq %rdi, %rdx
  jb L7
  cmpq $16, %rdx
  jb L8
  movdqu (%r13,%rdi), %xmm@0
  movq (%rsp), %rdx
  pxor 32(%rdx), %xmm@0
  movdqu %xmm@0, (%r13,%rdi)
  pshufb %xmm@3, %xmm@0
  movdqa %xmm@0, 304(%rsp)
  cmpq $3, %r12
  je L6
  leaq 48(%rsi), %rdi
  movq %r9, %rdx
  subq %rdi, %rdx
  jb L7
  cmpq $16, %rdx
  jb L8
  movdqu (%r13,%rdi), %xmm@0
  movq (%rsp), %rdx
  pxor 48(%rdx), %xmm@0
  movdqu %xmm@0, (%r13,%rdi)
  pshufb %xmm@3, %xmm@0
  movdqa %xmm@0, 320(%rsp)
  cmpq $4, %r12
  je L6
  leaq 64(%rsi), %rdi
  movq %r9, %rdx
  subq %rdi, %rdx
  jb L7
  cmpq $16, %rdx
  jb L8
  movdqu (%r13,%rdi), %xmm@0
  movq (%rsp), %rdx
  pxor 64(%rdx), %xmm@0
  movdqu %xmm@0, (%r13,%rdi)
  pshufb %xmm@3, %xmm@0
  movdqa %xmm@0, 336(%rsp)
  cmpq $5, %r12
  je L6
  leaq 80(%rsi), %rdi
  movq %r9, %rdx
  subq %rdi, %rdx
  jb L7
  cmpq $16, %rdx
  jb L8
  movdqu (%r13,%rdi), %xmm@0
  movq (%rsp), %rdx
  pxor 80(%rdx), %xmm@0
  movdqu %xmm@0, (%r13,%rdi)
  pshufb %xmm@3, %xmm@0
  movdqa %xmm@0, 352(%rsp)
  cmpq $6, %r12
  je L6
  leaq 96(%rsi), %rdi
  movq %r9, %rdx
  subq %rdi, %rdx
  jb L7
  cmpq $16, %rdx
  jb L8
  movdqu (%r13,%rdi), %xmm@0
  movq (%rsp), %rdx
  pxor 96(%rdx), %xmm@0
  movdqu %xmm@0, (%r13,%rdi)
  pshufb %xmm@3, %xmm@0
  movdqa %xmm@0, 368(%rsp)
  cmpq $7, %r12
  je L6
  leaq 112(%rsi), %rdi
  movq %r9, %rdx
  subq %rdi, %rdx
  jb L7
  cmpq $16, %rdx
  jb L8
  testb %r8b, %r8b
  jne L9
  movdqu (%r13,%rdi), %xmm@0
  movq (%rsp), %rdx
  pxor 112(%rdx), %xmm@0
  movdqu %xmm@0, (%r13,%rdi)
  pshufb %xmm@3, %xmm@0
  movdqa %xmm@0, 384(%rsp)
  cmpq $8, %r12
  jne L10
L6:
  movq %r14, (%rsp)
  movq 48(%rsp), %r14
  testq %r14, %r14
  je L11
  movq %rbp, 192(%rsp)
  movq %rbx, 248(%rsp)
  movq %rcx, 224(%rsp)
  movq %r11, 208(%rsp)
  movq %r10, 264(%rsp)
  movq %r9, 256(%rsp)
  movq %r9, %rax
  andq $-16, %rax
  addq %rax, %r13
  movl $16, %ebx
  subq %r14, %rbx
  leaq (%rsp,%r14), %rbp
  addq $16, %rbp
  movq %rbp, %rdi
  xorl %esi, %esi
  movq %rbx, %rdx
  callq *memset@GOTPCREL(%rip)
  leaq 16(%rsp), %rdi
  movq %r13, %rsi
  movq %r14, %rdx
  callq *memcpy@GOTPCREL(%rip)
  addq %r12, %r15
  cmpq $8, %r15
  jae L12
  shlq $4, %r15
  movaps 64(%rsp,%r15), %xmm@0
  xorps 16(%rsp), %xmm@0
  movaps %xmm@0, 16(%rsp)
  leaq 16(%rsp), %r15
  movq %r13, %rdi
  movq %r15, %rsi
  movq %r14, %rdx
  callq *memcpy@GOTPCREL(%rip)
  movq %rbp, %rdi
  xorl %esi, %esi
  movq %rbx, %rdx
  callq *memset@GOTPCREL(%rip)
  movdqa 16(%rsp), %xmm@0
  pxor %xmm@3, %xmm@3
  movdqa %xmm@3, 16(%rsp)
  movq 248(%rsp), %rbx
  pshufb 368(%rbx), %xmm@0
  shlq $4, %r12
  movdqa %xmm@0, 272(%rsp,%r12)
  movq 264(%rsp), %r10
  movq 208(%rsp), %r11
  movq 224(%rsp), %rcx
  movq 256(%rsp), %r9
  movq 192(%rsp), %rbp
L11:
  cmpq $9, %rbp
  jae L13
  movq 488(%rsp), %xmm@0
  movq %r9, %xmm@3
  punpcklqdq %xmm@0, %xmm@3
  psllq $3, %xmm@3
  movq %rbp, %rax
  shlq $4, %rax
  movdqa %xmm@3, 272(%rsp,%rax)
  movabsq $-4467570830351532032, %rax
  cmpq $8, %rbp
  movq 480(%rsp), %r12
  jne L14
  movaps 368(%rsp), %xmm@0
  movaps %xmm@0, 48(%rsp)
  movdqa 352(%rsp), %xmm@12
  movdqa 80(%rbx), %xmm@9
  movdqa 336(%rsp), %xmm@8
  movdqa 64(%rbx), %xmm@11
  movdqa 272(%rsp), %xmm@3
  movdqa 288(%rsp), %xmm@5
  movdqa 304(%rsp), %xmm@10
  movdqa 320(%rsp), %xmm@2
  movdqa (%rbx), %xmm@1
  movdqa %xmm@1, (%rsp)
  movdqa 16(%rbx), %xmm@7
  movdqa %xmm@7, 224(%rsp)
  movdqa 32(%rbx), %xmm@13
  movdqa 48(%rbx), %xmm@6
  movdqa %xmm@5, %xmm@0
  pclmulqdq $1, %xmm@7, %xmm@0
  pxor (%rcx), %xmm@3
  movdqa %xmm@3, %xmm@14
  pclmulqdq $1, %xmm@1, %xmm@14
  movdqa %xmm@3, %xmm@15
  pclmulqdq $16, %xmm@1, %xmm@15
  pxor %xmm@14, %xmm@15
  movdqa %xmm@5, %xmm@14
  pclmulqdq $16, %xmm@7, %xmm@14
  pxor %xmm@0, %xmm@14
  movdqa %xmm@10, %xmm@0
  movdqa %xmm@13, %xmm@7
  pclmulqdq $1, %xmm@13, %xmm@0
  pxor %xmm@0, %xmm@14
  movdqa %xmm@2, %xmm@0
  pclmulqdq $1, %xmm@6, %xmm@0
  pxor %xmm@15, %xmm@14
  movdqa %xmm@10, %xmm@15
  pclmulqdq $16, %xmm@13, %xmm@15
  movdqa %xmm@13, 192(%rsp)
  pxor %xmm@0, %xmm@15
  movdqa %xmm@2, %xmm@0
  pclmulqdq $16, %xmm@6, %xmm@0
  movdqa %xmm@6, 208(%rsp)
  pxor %xmm@15, %xmm@0
  movdqa %xmm@8, %xmm@15
  pclmulqdq $1, %xmm@11, %xmm@15
  pxor %xmm@15, %xmm@0
  movdqa %xmm@12, %xmm@15
  pclmulqdq $1, %xmm@9, %xmm@15
  pxor %xmm@14, %xmm@0
  movdqa %xmm@8, %xmm@14
  pclmulqdq $16, %xmm@11, %xmm@14
  pxor %xmm@15, %xmm@14
  movdqa %xmm@12, %xmm@15
  pclmulqdq $16, %xmm@9, %xmm@15
  pxor %xmm@14, %xmm@15
  movdqa 96(%rbx), %xmm@13
  movdqa 48(%rsp), %xmm@1
  movdqa %xmm@1, %xmm@14
  pclmulqdq $1, %xmm@13, %xmm@14
  pxor %xmm@14, %xmm@15
  movdqa %xmm@1, %xmm@14
  pclmulqdq $16, %xmm@13, %xmm@14
  pxor %xmm@15, %xmm@14
  pxor %xmm@0, %xmm@14
  movdqa %xmm@8, %xmm@0
  pclmulqdq $17, %xmm@11, %xmm@0
  movdqa %xmm@2, %xmm@1
  pclmulqdq $17, %xmm@6, %xmm@1
  pxor %xmm@0, %xmm@1
  movdqa %xmm@12, %xmm@0
  pclmulqdq $17, %xmm@9, %xmm@0
  pxor %xmm@0, %xmm@1
  movdqa %xmm@10, %xmm@0
  pclmulqdq $17, %xmm@7, %xmm@0
  movdqa %xmm@5, %xmm@4
  movdqa 224(%rsp), %xmm@7
  pclmulqdq $17, %xmm@7, %xmm@4
  pxor %xmm@0, %xmm@4
  movdqa %xmm@3, %xmm@15
  movdqa (%rsp), %xmm@6
  pclmulqdq $17, %xmm@6, %xmm@15
  pxor %xmm@4, %xmm@15
  pxor %xmm@1, %xmm@15
  movdqa 48(%rsp), %xmm@1
  movdqa %xmm@1, %xmm@0
  pclmulqdq $17, %xmm@13, %xmm@0
  pclmulqdq $0, %xmm@13, %xmm@1
  movdqa %xmm@1, %xmm@13
  pclmulqdq $0, %xmm@9, %xmm@12
  pclmulqdq $0, %xmm@11, %xmm@8
  pclmulqdq $0, 208(%rsp), %xmm@2
  pxor %xmm@8, %xmm@2
  pxor %xmm@12, %xmm@2
  pclmulqdq $0, 192(%rsp), %xmm@10
  pclmulqdq $0, %xmm@7, %xmm@5
  pxor %xmm@10, %xmm@5
  pclmulqdq $0, %xmm@6, %xmm@3
  pxor %xmm@5, %xmm@3
  pxor %xmm@2, %xmm@3
  movdqa 384(%rsp), %xmm@4
  movdqa 112(%rbx), %xmm@2
  movdqa %xmm@4, %xmm@1
  pclmulqdq $0, %xmm@2, %xmm@1
  pxor %xmm@13, %xmm@1
  pxor %xmm@3, %xmm@1
  movdqa %xmm@4, %xmm@3
  pclmulqdq $17, %xmm@2, %xmm@3
  pxor %xmm@0, %xmm@3
  pxor %xmm@15, %xmm@3
  movdqa %xmm@4, %xmm@0
  pclmulqdq $1, %xmm@2, %xmm@0
  pclmulqdq $16, %xmm@2, %xmm@4
  pxor %xmm@0, %xmm@4
  pxor %xmm@14, %xmm@4
  movdqa %xmm@4, %xmm@0
  pslldq $8, %xmm@0
  pxor %xmm@1, %xmm@0
  movq %rax, %xmm@5
  pshufd $78, %xmm@0, %xmm@1
  pclmulqdq $0, %xmm@5, %xmm@0
  pxor %xmm@1, %xmm@0
  psrldq $8, %xmm@4
  pclmulqdq $0, %xmm@0, %xmm@5
  pshufd $78, %xmm@0, %xmm@1
  pxor %xmm@4, %xmm@1
  pxor %xmm@3, %xmm@1
  pxor %xmm@5, %xmm@1
  pxor 400(%rsp), %xmm@1
  movdqa %xmm@1, %xmm@3
  pclmulqdq $0, %xmm@2, %xmm@3
  movdqa %xmm@1, %xmm@0
  pclmulqdq $17, %xmm@2, %xmm@0
  movdqa %xmm@1, %xmm@4
  pclmulqdq $1, %xmm@2, %xmm@4
  pclmulqdq $16, %xmm@2, %xmm@1
  pxor %xmm@4, %xmm@1
  jmp L15
L14:
  movl $7, %edx
  movdqa 272(%rsp), %xmm@2
  pxor (%rcx), %xmm@2
  subl %ebp, %edx
  shll $4, %edx
  movdqa (%rbx,%rdx), %xmm@1
  movdqa %xmm@2, %xmm@3
  pclmulqdq $0, %xmm@1, %xmm@3
  movdqa %xmm@2, %xmm@0
  pclmulqdq $17, %xmm@1, %xmm@0
  movdqa %xmm@2, %xmm@4
  pclmulqdq $1, %xmm@1, %xmm@4
  pclmulqdq $16, %xmm@1, %xmm@2
  pxor %xmm@4, %xmm@2
  testq %rbp, %rbp
  je L16
  movq %r12, %rdi
  movq (%rsp), %rsi
  subq %rsi, %rdi
  subq %r11, %rdi
  shlq $4, %r12
  leaq (%rsi,%r11), %rcx
  shlq $4, %rcx
  movq %r12, %rdx
  subq %rcx, %rdx
  leaq (%rbx,%rdx), %rcx
  addq $128, %rcx
  shlq $4, %rsi
  shll $4, %r11d
  addq %rsi, %r11
  subq %r12, %r11
  xorl %edx, %edx
L17:
  cmpq $-8, %rdi
  jb L18
  movdqa 288(%rsp,%rdx), %xmm@1
  movdqa (%rcx,%rdx), %xmm@4
  movdqa %xmm@1, %xmm@5
  pclmulqdq $0, %xmm@4, %xmm@5
  pxor %xmm@5, %xmm@3
  movdqa %xmm@1, %xmm@5
  pclmulqdq $17, %xmm@4, %xmm@5
  pxor %xmm@5, %xmm@0
  movdqa %xmm@1, %xmm@5
  pclmulqdq $1, %xmm@4, %xmm@5
  pxor %xmm@5, %xmm@2
  pclmulqdq $16, %xmm@4, %xmm@1
  pxor %xmm@2, %xmm@1
  incq %rdi
  addq $16, %rdx
  movdqa %xmm@1, %xmm@2
  cmpq %rdx, %r11
  jne L17
  jmp L15
L16:
  movdqa %xmm@2, %xmm@1
L15:
  movdqa %xmm@1, %xmm@2
  pslldq $8, %xmm@2
  pxor %xmm@3, %xmm@2
  psrldq $8, %xmm@1
  movq %rax, %xmm@3
  pshufd $78, %xmm@2, %xmm@4
  pclmulqdq $0, %xmm@3, %xmm@2
  pxor %xmm@4, %xmm@2
  pclmulqdq $0, %xmm@2, %xmm@3
  pshufd $78, %xmm@2, %xmm@2
  pxor %xmm@1, %xmm@2
  pxor %xmm@0, %xmm@2
  pxor %xmm@3, %xmm@2
  pshufb 368(%rbx), %xmm@2
  movdqa 32(%rsp), %xmm@0
  pxor %xmm@2, %xmm@0
  movdqu %xmm@0, (%r10)
  addq $424, %rsp
  popq %rbx
  popq %r12
  popq %r13
  popq %r14
  popq %r15
  popq %rbp
  retq
L18:
  addq $8, %rdi
  leaq C7(%rip), %rdx
  movl $8, %esi
  callq *core::panicking::panic_bounds_check(%rip)
L13:
  leaq C8(%rip), %rdx
  movl $9, %esi
  movq %rbp, %rdi
  callq *core::panicking::panic_bounds_check(%rip)
L12:
  leaq C9(%rip), %rdx
  movl $8, %esi
  movq %r15, %rdi
  callq *core::panicking::panic_bounds_check(%rip)
L10:
  subq $-128, %rsi
  movq %r9, %rax
  movq %rsi, %rdi
  subq %rsi, %rax
  jb L7
  cmpq $16, %rax
  jb L8
L9:
  leaq C10(%rip), %rdx
  movl $8, %edi
  movl $8, %esi
  callq *core::panicking::panic_bounds_check(%rip)
L7:
  leaq C11(%rip), %rcx
  movq %r9, %rsi
  movq %r9, %rdx
  callq *core::slice::index::slice_index_fail(%rip)
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
  subq $424, %rsp
  movq %r9, %r11
  movq %rsi, %r14
  movq %rdi, %rbx
  movq (%r8), %r15
  movq %r8, 16(%rsp)
  movq 8(%r8), %r9
  xorps %xmm@0, %xmm@0
  movaps %xmm@0, 208(%rsp)
  movaps %xmm@0, 192(%rsp)
  movaps %xmm@0, 176(%rsp)
  movaps %xmm@0, 160(%rsp)
  movaps %xmm@0, 144(%rsp)
  movaps %xmm@0, 128(%rsp)
  movaps %xmm@0, 112(%rsp)
  movaps %xmm@0, 96(%rsp)
  movq %r9, %r13
  shrq $4, %r13
  movq %r13, %rax
  subq %r11, %rax
  xorl %r10d, %r10d
  movq %r9, %rsi
  andq $15, %rsi
  movq %rsi, 80(%rsp)
  setne %r10b
  movq %rax, (%rsp)
  leaq (%rax,%r10), %r8
  movdqa (%rdx), %xmm@0
  cmpq $4, %r8
  movq %r8, 224(%rsp)
  jae L0
  movdqa 368(%r14), %xmm@1
  movd C0(%rip), %xmm@2
  paddd %xmm@0, %xmm@2
  pshufb %xmm@1, %xmm@2
  movd C1(%rip), %xmm@3
  paddd %xmm@0, %xmm@3
  pshufb %xmm@1, %xmm@3
  pshufb %xmm@1, %xmm@0
  movdqa 128(%r14), %xmm@4
  movdqa 144(%r14), %xmm@5
  movdqa 160(%r14), %xmm@6
  movdqa 176(%r14), %xmm@1
  movdqa 384(%r14), %xmm@7
  pxor %xmm@4, %xmm@7
  pxor %xmm@4, %xmm@0
  pxor %xmm@4, %xmm@3
  pxor %xmm@4, %xmm@2
  aesenc %xmm@5, %xmm@7
  aesenc %xmm@5, %xmm@0
  aesenc %xmm@5, %xmm@3
  aesenc %xmm@5, %xmm@2
  aesenc %xmm@6, %xmm@7
  aesenc %xmm@6, %xmm@0
  aesenc %xmm@6, %xmm@3
  aesenc %xmm@6, %xmm@2
  aesenc %xmm@1, %xmm@7
  aesenc %xmm@1, %xmm@0
  aesenc %xmm@1, %xmm@3
  aesenc %xmm@1, %xmm@2
  movdqa 192(%r14), %xmm@1
  aesenc %xmm@1, %xmm@7
  aesenc %xmm@1, %xmm@0
  aesenc %xmm@1, %xmm@3
  aesenc %xmm@1, %xmm@2
  movdqa 208(%r14), %xmm@1
  aesenc %xmm@1, %xmm@7
  aesenc %xmm@1, %xmm@0
  aesenc %xmm@1, %xmm@3
  aesenc %xmm@1, %xmm@2
  movdqa 224(%r14), %xmm@1
  aesenc %xmm@1, %xmm@7
  aesenc %xmm@1, %xmm@0
  aesenc %xmm@1, %xmm@3
  aesenc %xmm@1, %xmm@2
  movdqa 240(%r14), %xmm@1
  aesenc %xmm@1, %xmm@7
  aesenc %xmm@1, %xmm@0
  aesenc %xmm@1, %xmm@3
  aesenc %xmm@1, %xmm@2
  movdqa 256(%r14), %xmm@1
  aesenc %xmm@1, %xmm@7
  aesenc %xmm@1, %xmm@0
  aesenc %xmm@1, %xmm@3
  aesenc %xmm@1, %xmm@2
  movdqa 272(%r14), %xmm@1
  aesenc %xmm@1, %xmm@7
  aesenc %xmm@1, %xmm@0
  aesenc %xmm@1, %xmm@3
  aesenc %xmm@1, %xmm@2
  movdqa 288(%r14), %xmm@1
  aesenc %xmm@1, %xmm@7
  aesenc %xmm@1, %xmm@0
  aesenc %xmm@1, %xmm@3
  aesenc %xmm@1, %xmm@2
  movdqa 304(%r14), %xmm@1
  aesenc %xmm@1, %xmm@7
  aesenc %xmm@1, %xmm@0
  aesenc %xmm@1, %xmm@3
  leaq 128(%rsp), %rsi
  aesenc %xmm@1, %xmm@2
  movdqa 320(%r14), %xmm@1
  aesenc %xmm@1, %xmm@7
  aesenc %xmm@1, %xmm@0
  aesenc %xmm@1, %xmm@3
  aesenc %xmm@1, %xmm@2
  leaq 144(%rsp), %rdi
  movdqa 336(%r14), %xmm@1
  aesenc %xmm@1, %xmm@7
  aesenc %xmm@1, %xmm@0
  aesenc %xmm@1, %xmm@3
  leaq 112(%rsp), %rax
  aesenc %xmm@1, %xmm@2
  movdqa 352(%r14), %xmm@1
  aesenclast %xmm@1, %xmm@7
  aesenclast %xmm@1, %xmm@0
  aesenclast %xmm@1, %xmm@3
  aesenclast %xmm@1, %xmm@2
  movdqa %xmm@7, 48(%rsp)
  movdqa %xmm@7, 96(%rsp)
  movdqa %xmm@0, 112(%rsp)
L1:
  movl $1, %edx
  movq %rdx, 32(%rsp)
  movb $1, %r8b
  jmp L2
L0:
  leaq 112(%rsp), %rax
  leaq 208(%rsp), %rdi
  leaq 192(%rsp), %rdx
  leaq -6(%r8), %rsi
  cmpq $2, %rsi
  jb L3
  leaq 160(%rsp), %rsi
  cmpq $4, %r8
  je L4
  cmpq $5, %r8
  jne L5
  movdqa 368(%r14), %xmm@5
  movd C2(%rip), %xmm@2
  paddd %xmm@0, %xmm@2
  pshufb %xmm@5, %xmm@2
  movd C3(%rip), %xmm@3
  paddd %xmm@0, %xmm@3
  pshufb %xmm@5, %xmm@3
  movd C0(%rip), %xmm@1
  paddd %xmm@0, %xmm@1
  pshufb %xmm@5, %xmm@1
  movd C1(%rip), %xmm@4
  paddd %xmm@0, %xmm@4
  pshufb %xmm@5, %xmm@4
  pshufb %xmm@5, %xmm@0
  movdqa 128(%r14), %xmm@7
  movdqa 144(%r14), %xmm@8
  movdqa 160(%r14), %xmm@6
  movdqa 176(%r14), %xmm@5
  movdqa 384(%r14), %xmm@9
  pxor %xmm@7, %xmm@9
  pxor %xmm@7, %xmm@0
  pxor %xmm@7, %xmm@4
  pxor %xmm@7, %xmm@1
  pxor %xmm@7, %xmm@3
  pxor %xmm@7, %xmm@2
  aesenc %xmm@8, %xmm@9
  aesenc %xmm@8, %xmm@0
  aesenc %xmm@8, %xmm@4
  aesenc %xmm@8, %xmm@1
  aesenc %xmm@8, %xmm@3
  aesenc %xmm@8, %xmm@2
  aesenc %xmm@6, %xmm@9
  aesenc %xmm@6, %xmm@0
  aesenc %xmm@6, %xmm@4
  aesenc %xmm@6, %xmm@1
  aesenc %xmm@6, %xmm@3
  aesenc %xmm@6, %xmm@2
  aesenc %xmm@5, %xmm@9
  aesenc %xmm@5, %xmm@0
  aesenc %xmm@5, %xmm@4
  aesenc %xmm@5, %xmm@1
  aesenc %xmm@5, %xmm@3
  aesenc %xmm@5, %xmm@2
  movdqa 192(%r14), %xmm@5
  aesenc %xmm@5, %xmm@9
  aesenc %xmm@5, %xmm@0
  aesenc %xmm@5, %xmm@4
  aesenc %xmm@5, %xmm@1
  aesenc %xmm@5, %xmm@3
  aesenc %xmm@5, %xmm@2
  movdqa 208(%r14), %xmm@5
  aesenc %xmm@5, %xmm@9
  aesenc %xmm@5, %xmm@0
  aesenc %xmm@5, %xmm@4
  aesenc %xmm@5, %xmm@1
  aesenc %xmm@5, %xmm@3
  aesenc %xmm@5, %xmm@2
  movdqa 224(%r14), %xmm@5
  aesenc %xmm@5, %xmm@9
  aesenc %xmm@5, %xmm@0
  aesenc %xmm@5, %xmm@4
  aesenc %xmm@5, %xmm@1
  aesenc %xmm@5, %xmm@3
  aesenc %xmm@5, %xmm@2
  movdqa 240(%r14), %xmm@5
  aesenc %xmm@5, %xmm@9
  aesenc %xmm@5, %xmm@0
  aesenc %xmm@5, %xmm@4
  aesenc %xmm@5, %xmm@1
  aesenc %xmm@5, %xmm@3
  aesenc %xmm@5, %xmm@2
  movdqa 256(%r14), %xmm@5
  aesenc %xmm@5, %xmm@9
  aesenc %xmm@5, %xmm@0
  aesenc %xmm@5, %xmm@4
  aesenc %xmm@5, %xmm@1
  aesenc %xmm@5, %xmm@3
  aesenc %xmm@5, %xmm@2
  movdqa 272(%r14), %xmm@5
  aesenc %xmm@5, %xmm@9
  aesenc %xmm@5, %xmm@0
  aesenc %xmm@5, %xmm@4
  aesenc %xmm@5, %xmm@1
  aesenc %xmm@5, %xmm@3
  aesenc %xmm@5, %xmm@2
  movdqa 288(%r14), %xmm@5
  aesenc %xmm@5, %xmm@9
  aesenc %xmm@5, %xmm@0
  aesenc %xmm@5, %xmm@4
  aesenc %xmm@5, %xmm@1
  aesenc %xmm@5, %xmm@3
  aesenc %xmm@5, %xmm@2
  movdqa 304(%r14), %xmm@5
  aesenc %xmm@5, %xmm@9
  aesenc %xmm@5, %xmm@0
  aesenc %xmm@5, %xmm@4
  aesenc %xmm@5, %xmm@1
  aesenc %xmm@5, %xmm@3
  aesenc %xmm@5, %xmm@2
  movdqa 320(%r14), %xmm@5
  aesenc %xmm@5, %xmm@9
  aesenc %xmm@5, %xmm@0
  aesenc %xmm@5, %xmm@4
  aesenc %xmm@5, %xmm@1
  aesenc %xmm@5, %xmm@3
  aesenc %xmm@5, %xmm@2
  movdqa 336(%r14), %xmm@5
  aesenc %xmm@5, %xmm@9
  aesenc %xmm@5, %xmm@0
  aesenc %xmm@5, %xmm@4
  aesenc %xmm@5, %xmm@1
  aesenc %xmm@5, %xmm@3
  aesenc %xmm@5, %xmm@2
  leaq 176(%rsp), %rdi
  movdqa 352(%r14), %xmm@5
  aesenclast %xmm@5, %xmm@9
  aesenclast %xmm@5, %xmm@0
  aesenclast %xmm@5, %xmm@4
  aesenclast %xmm@5, %xmm@1
  aesenclast %xmm@5, %xmm@3
  aesenclast %xmm@5, %xmm@2
  movdqa %xmm@9, 48(%rsp)
  movdqa %xmm@9, 96(%rsp)
  movdqa %xmm@0, 112(%rsp)
  movdqa %xmm@4, 128(%rsp)
  movdqa %xmm@1, 144(%rsp)
  jmp L1
L3:
  movdqa 368(%r14), %xmm@7
  movd C4(%rip), %xmm@2
  paddd %xmm@0, %xmm@2
  pshufb %xmm@7, %xmm@2
  movd C5(%rip), %xmm@3
  paddd %xmm@0, %xmm@3
  pshufb %xmm@7, %xmm@3
  movd C2(%rip), %xmm@1
  paddd %xmm@0, %xmm@1
  pshufb %xmm@7, %xmm@1
  movd C3(%rip), %xmm@4
  paddd %xmm@0, %xmm@4
  pshufb %xmm@7, %xmm@4
  movd C0(%rip), %xmm@5
  paddd %xmm@0, %xmm@5
  pshufb %xmm@7, %xmm@5
  movd C1(%rip), %xmm@6
  paddd %xmm@0, %xmm@6
  pshufb %xmm@7, %xmm@6
  pshufb %xmm@7, %xmm@0
  movdqa 128(%r14), %xmm@10
  movdqa 144(%r14), %xmm@9
  movdqa 160(%r14), %xmm@8
  movdqa 176(%r14), %xmm@7
  movdqa 384(%r14), %xmm@11
  pxor %xmm@10, %xmm@11
  pxor %xmm@10, %xmm@0
  pxor %xmm@10, %xmm@6
  pxor %xmm@10, %xmm@5
  pxor %xmm@10, %xmm@4
  pxor %xmm@10, %xmm@1
  pxor %xmm@10, %xmm@3
  pxor %xmm@10, %xmm@2
  aesenc %xmm@9, %xmm@11
  aesenc %xmm@9, %xmm@0
  aesenc %xmm@9, %xmm@6
  aesenc %xmm@9, %xmm@5
  aesenc %xmm@9, %xmm@4
  aesenc %xmm@9, %xmm@1
  aesenc %xmm@9, %xmm@3
  aesenc %xmm@9, %xmm@2
  aesenc %xmm@8, %xmm@11
  aesenc %xmm@8, %xmm@0
  aesenc %xmm@8, %xmm@6
  aesenc %xmm@8, %xmm@5
  aesenc %xmm@8, %xmm@4
  aesenc %xmm@8, %xmm@1
  aesenc %xmm@8, %xmm@3
  aesenc %xmm@8, %xmm@2
  aesenc %xmm@7, %xmm@11
  aesenc %xmm@7, %xmm@0
  aesenc %xmm@7, %xmm@6
  aesenc %xmm@7, %xmm@5
  aesenc %xmm@7, %xmm@4
  aesenc %xmm@7, %xmm@1
  aesenc %xmm@7, %xmm@3
  aesenc %xmm@7, %xmm@2
  movdqa 192(%r14), %xmm@7
  aesenc %xmm@7, %xmm@11
  aesenc %xmm@7, %xmm@0
  aesenc %xmm@7, %xmm@6
  aesenc %xmm@7, %xmm@5
  aesenc %xmm@7, %xmm@4
  aesenc %xmm@7, %xmm@1
  aesenc %xmm@7, %xmm@3
  aesenc %xmm@7, %xmm@2
  movdqa 208(%r14), %xmm@7
  aesenc %xmm@7, %xmm@11
  aesenc %xmm@7, %xmm@0
  aesenc %xmm@7, %xmm@6
  aesenc %xmm@7, %xmm@5
  aesenc %xmm@7, %xmm@4
  aesenc %xmm@7, %xmm@1
  aesenc %xmm@7, %xmm@3
  aesenc %xmm@7, %xmm@2
  movdqa 224(%r14), %xmm@7
  aesenc %xmm@7, %xmm@11
  aesenc %xmm@7, %xmm@0
  aesenc %xmm@7, %xmm@6
  aesenc %xmm@7, %xmm@5
  aesenc %xmm@7, %xmm@4
  aesenc %xmm@7, %xmm@1
  aesenc %xmm@7, %xmm@3
  aesenc %xmm@7, %xmm@2
  movdqa 240(%r14), %xmm@7
  aesenc %xmm@7, %xmm@11
  aesenc %xmm@7, %xmm@0
  aesenc %xmm@7, %xmm@6
  aesenc %xmm@7, %xmm@5
  aesenc %xmm@7, %xmm@4
  aesenc %xmm@7, %xmm@1
  aesenc %xmm@7, %xmm@3
  aesenc %xmm@7, %xmm@2
  movdqa 256(%r14), %xmm@7
  aesenc %xmm@7, %xmm@11
  aesenc %xmm@7, %xmm@0
  aesenc %xmm@7, %xmm@6
  aesenc %xmm@7, %xmm@5
  aesenc %xmm@7, %xmm@4
  aesenc %xmm@7, %xmm@1
  aesenc %xmm@7, %xmm@3
  aesenc %xmm@7, %xmm@2
  movdqa 272(%r14), %xmm@7
  aesenc %xmm@7, %xmm@11
  aesenc %xmm@7, %xmm@0
  aesenc %xmm@7, %xmm@6
  aesenc %xmm@7, %xmm@5
  aesenc %xmm@7, %xmm@4
  aesenc %xmm@7, %xmm@1
  aesenc %xmm@7, %xmm@3
  aesenc %xmm@7, %xmm@2
  movdqa 288(%r14), %xmm@7
  aesenc %xmm@7, %xmm@11
  aesenc %xmm@7, %xmm@0
  aesenc %xmm@7, %xmm@6
  aesenc %xmm@7, %xmm@5
  aesenc %xmm@7, %xmm@4
  aesenc %xmm@7, %xmm@1
  aesenc %xmm@7, %xmm@3
  aesenc %xmm@7, %xmm@2
  movdqa 304(%r14), %xmm@7
  aesenc %xmm@7, %xmm@11
  aesenc %xmm@7, %xmm@0
  aesenc %xmm@7, %xmm@6
  aesenc %xmm@7, %xmm@5
  aesenc %xmm@7, %xmm@4
  aesenc %xmm@7, %xmm@1
  aesenc %xmm@7, %xmm@3
  aesenc %xmm@7, %xmm@2
  movdqa 320(%r14), %xmm@7
  aesenc %xmm@7, %xmm@11
  aesenc %xmm@7, %xmm@0
  aesenc %xmm@7, %xmm@6
  aesenc %xmm@7, %xmm@5
  aesenc %xmm@7, %xmm@4
  aesenc %xmm@7, %xmm@1
  aesenc %xmm@7, %xmm@3
  aesenc %xmm@7, %xmm@2
  movdqa 336(%r14), %xmm@7
  aesenc %xmm@7, %xmm@11
  aesenc %xmm@7, %xmm@0
  aesenc %xmm@7, %xmm@6
  aesenc %xmm@7, %xmm@5
  aesenc %xmm@7, %xmm@4
  aesenc %xmm@7, %xmm@1
  aesenc %xmm@7, %xmm@3
  aesenc %xmm@7, %xmm@2
  movdqa 352(%r14), %xmm@7
  aesenclast %xmm@7, %xmm@11
  aesenclast %xmm@7, %xmm@0
  aesenclast %xmm@7, %xmm@6
  aesenclast %xmm@7, %xmm@5
  aesenclast %xmm@7, %xmm@4
  aesenclast %xmm@7, %xmm@1
  aesenclast %xmm@7, %xmm@3
  aesenclast %xmm@7, %xmm@2
  movdqa %xmm@11, 48(%rsp)
  movdqa %xmm@11, 96(%rsp)
  movdqa %xmm@0, 112(%rsp)
  movdqa %xmm@6, 128(%rsp)
  movdqa %xmm@5, 144(%rsp)
  movdqa %xmm@4, 160(%rsp)
  movdqa %xmm@1, 176(%rsp)
  movl $1, %esi
  movq %rsi, 32(%rsp)
  movb $1, %r8b
  movq %rdx, %rsi
  jmp L2
L4:
  movdqa 368(%r14), %xmm@4
  movd C3(%rip), %xmm@2
  paddd %xmm@0, %xmm@2
  pshufb %xmm@4, %xmm@2
  movd C0(%rip), %xmm@3
  paddd %xmm@0, %xmm@3
  pshufb %xmm@4, %xmm@3
  movd C1(%rip), %xmm@1
  paddd %xmm@0, %xmm@1
  pshufb %xmm@4, %xmm@1
  pshufb %xmm@4, %xmm@0
  movdqa 128(%r14), %xmm@5
  movdqa 144(%r14), %xmm@6
  movdqa 160(%r14), %xmm@7
  movdqa 176(%r14), %xmm@4
  movdqa 384(%r14), %xmm@8
  pxor %xmm@5, %xmm@8
  pxor %xmm@5, %xmm@0
  pxor %xmm@5, %xmm@1
  pxor %xmm@5, %xmm@3
  pxor %xmm@5, %xmm@2
  aesenc %xmm@6, %xmm@8
  aesenc %xmm@6, %xmm@0
  aesenc %xmm@6, %xmm@1
  aesenc %xmm@6, %xmm@3
  aesenc %xmm@6, %xmm@2
  aesenc %xmm@7, %xmm@8
  aesenc %xmm@7, %xmm@0
  aesenc %xmm@7, %xmm@1
  aesenc %xmm@7, %xmm@3
  aesenc %xmm@7, %xmm@2
  aesenc %xmm@4, %xmm@8
  aesenc %xmm@4, %xmm@0
  aesenc %xmm@4, %xmm@1
  aesenc %xmm@4, %xmm@3
  aesenc %xmm@4, %xmm@2
  movdqa 192(%r14), %xmm@4
  aesenc %xmm@4, %xmm@8
  aesenc %xmm@4, %xmm@0
  aesenc %xmm@4, %xmm@1
  aesenc %xmm@4, %xmm@3
  aesenc %xmm@4, %xmm@2
  movdqa 208(%r14), %xmm@4
  aesenc %xmm@4, %xmm@8
  aesenc %xmm@4, %xmm@0
  aesenc %xmm@4, %xmm@1
  aesenc %xmm@4, %xmm@3
  aesenc %xmm@4, %xmm@2
  movdqa 224(%r14), %xmm@4
  aesenc %xmm@4, %xmm@8
  aesenc %xmm@4, %xmm@0
  aesenc %xmm@4, %xmm@1
  aesenc %xmm@4, %xmm@3
  aesenc %xmm@4, %xmm@2
  movdqa 240(%r14), %xmm@4
  aesenc %xmm@4, %xmm@8
  aesenc %xmm@4, %xmm@0
  aesenc %xmm@4, %xmm@1
  aesenc %xmm@4, %xmm@3
  aesenc %xmm@4, %xmm@2
  movdqa 256(%r14), %xmm@4
  aesenc %xmm@4, %xmm@8
  aesenc %xmm@4, %xmm@0
  aesenc %xmm@4, %xmm@1
  aesenc %xmm@4, %xmm@3
  aesenc %xmm@4, %xmm@2
  movdqa 272(%r14), %xmm@4
  aesenc %xmm@4, %xmm@8
  aesenc %xmm@4, %xmm@0
  aesenc %xmm@4, %xmm@1
  aesenc %xmm@4, %xmm@3
  aesenc %xmm@4, %xmm@2
  movdqa 288(%r14), %xmm@4
  aesenc %xmm@4, %xmm@8
  aesenc %xmm@4, %xmm@0
  aesenc %xmm@4, %xmm@1
  aesenc %xmm@4, %xmm@3
  aesenc %xmm@4, %xmm@2
  movdqa 304(%r14), %xmm@4
  aesenc %xmm@4, %xmm@8
  aesenc %xmm@4, %xmm@0
  aesenc %xmm@4, %xmm@1
  aesenc %xmm@4, %xmm@3
  aesenc %xmm@4, %xmm@2
  movdqa 320(%r14), %xmm@4
  aesenc %xmm@4, %xmm@8
  aesenc %xmm@4, %xmm@0
  aesenc %xmm@4, %xmm@1
  aesenc %xmm@4, %xmm@3
  movq %rsi, %rdi
  aesenc %xmm@4, %xmm@2
  movdqa 336(%r14), %xmm@4
  aesenc %xmm@4, %xmm@8
  aesenc %xmm@4, %xmm@0
  aesenc %xmm@4, %xmm@1
  aesenc %xmm@4, %xmm@3
  leaq 144(%rsp), %rsi
  aesenc %xmm@4, %xmm@2
  movdqa 352(%r14), %xmm@4
  aesenclast %xmm@4, %xmm@8
  aesenclast %xmm@4, %xmm@0
  aesenclast %xmm@4, %xmm@1
  aesenclast %xmm@4, %xmm@3
  aesenclast %xmm@4, %xmm@2
  movdqa %xmm@8, 48(%rsp)
  movdqa %xmm@8, 96(%rsp)
  movdqa %xmm@0, 112(%rsp)
  movdqa %xmm@1, 128(%rsp)
  jmp L1
L5:
  movdqa 368(%r14), %xmm@8
  movdqa %xmm@0, %xmm@1
  pshufb %xmm@8, %xmm@1
  movd C1(%rip), %xmm@2
  paddd %xmm@0, %xmm@2
  pshufb %xmm@8, %xmm@2
  movd C0(%rip), %xmm@4
  paddd %xmm@0, %xmm@4
  pshufb %xmm@8, %xmm@4
  movd C3(%rip), %xmm@5
  paddd %xmm@0, %xmm@5
  pshufb %xmm@8, %xmm@5
  movd C2(%rip), %xmm@6
  paddd %xmm@0, %xmm@6
  pshufb %xmm@8, %xmm@6
  movd C5(%rip), %xmm@7
  paddd %xmm@0, %xmm@7
  pshufb %xmm@8, %xmm@7
  movd C4(%rip), %xmm@3
  paddd %xmm@0, %xmm@3
  pshufb %xmm@8, %xmm@3
  paddd C6(%rip), %xmm@0
  pshufb %xmm@8, %xmm@0
  movdqa 128(%r14), %xmm@11
  movdqa 144(%r14), %xmm@10
  movdqa 160(%r14), %xmm@9
  movdqa 176(%r14), %xmm@8
  pxor %xmm@11, %xmm@1
  pxor %xmm@11, %xmm@2
  pxor %xmm@11, %xmm@4
  pxor %xmm@11, %xmm@5
  pxor %xmm@11, %xmm@6
  pxor %xmm@11, %xmm@7
  pxor %xmm@11, %xmm@3
  pxor %xmm@11, %xmm@0
  pxor 384(%r14), %xmm@11
  aesenc %xmm@10, %xmm@1
  aesenc %xmm@10, %xmm@2
  aesenc %xmm@10, %xmm@4
  aesenc %xmm@10, %xmm@5
  aesenc %xmm@10, %xmm@6
  aesenc %xmm@10, %xmm@7
  aesenc %xmm@10, %xmm@3
  aesenc %xmm@10, %xmm@0
  aesenc %xmm@10, %xmm@11
  aesenc %xmm@9, %xmm@1
  aesenc %xmm@9, %xmm@2
  aesenc %xmm@9, %xmm@4
  aesenc %xmm@9, %xmm@5
  aesenc %xmm@9, %xmm@6
  aesenc %xmm@9, %xmm@7
  aesenc %xmm@9, %xmm@3
  aesenc %xmm@9, %xmm@0
  aesenc %xmm@9, %xmm@11
  aesenc %xmm@8, %xmm@1
  aesenc %xmm@8, %xmm@2
  aesenc %xmm@8, %xmm@4
  aesenc %xmm@8, %xmm@5
  aesenc %xmm@8, %xmm@6
  aesenc %xmm@8, %xmm@7
  aesenc %xmm@8, %xmm@3
  aesenc %xmm@8, %xmm@0
  aesenc %xmm@8, %xmm@11
  movdqa 192(%r14), %xmm@8
  aesenc %xmm@8, %xmm@1
  aesenc %xmm@8, %xmm@2
  aesenc %xmm@8, %xmm@4
  aesenc %xmm@8, %xmm@5
  aesenc %xmm@8, %xmm@6
  aesenc %xmm@8, %xmm@7
  aesenc %xmm@8, %xmm@3
  aesenc %xmm@8, %xmm@0
  aesenc %xmm@8, %xmm@11
  movdqa 208(%r14), %xmm@8
  aesenc %xmm@8, %xmm@1
  aesenc %xmm@8, %xmm@2
  aesenc %xmm@8, %xmm@4
  aesenc %xmm@8, %xmm@5
  aesenc %xmm@8, %xmm@6
  aesenc %xmm@8, %xmm@7
  aesenc %xmm@8, %xmm@3
  aesenc %xmm@8, %xmm@0
  aesenc %xmm@8, %xmm@11
  movdqa 224(%r14), %xmm@8
  aesenc %xmm@8, %xmm@1
  aesenc %xmm@8, %xmm@2
  aesenc %xmm@8, %xmm@4
  aesenc %xmm@8, %xmm@5
  aesenc %xmm@8, %xmm@6
  aesenc %xmm@8, %xmm@7
  aesenc %xmm@8, %xmm@3
  aesenc %xmm@8, %xmm@0
  aesenc %xmm@8, %xmm@11
  movdqa 240(%r14), %xmm@8
  aesenc %xmm@8, %xmm@1
  aesenc %xmm@8, %xmm@2
  aesenc %xmm@8, %xmm@4
  aesenc %xmm@8, %xmm@5
  aesenc %xmm@8, %xmm@6
  aesenc %xmm@8, %xmm@7
  aesenc %xmm@8, %xmm@3
  aesenc %xmm@8, %xmm@0
  aesenc %xmm@8, %xmm@11
  movdqa 256(%r14), %xmm@8
  aesenc %xmm@8, %xmm@1
  aesenc %xmm@8, %xmm@2
  aesenc %xmm@8, %xmm@4
  aesenc %xmm@8, %xmm@5
  aesenc %xmm@8, %xmm@6
  aesenc %xmm@8, %xmm@7
  aesenc %xmm@8, %xmm@3
  aesenc %xmm@8, %xmm@0
  aesenc %xmm@8, %xmm@11
  movdqa 272(%r14), %xmm@8
  aesenc %xmm@8, %xmm@1
  aesenc %xmm@8, %xmm@2
  aesenc %xmm@8, %xmm@4
  aesenc %xmm@8, %xmm@5
  aesenc %xmm@8, %xmm@6
  aesenc %xmm@8, %xmm@7
  aesenc %xmm@8, %xmm@3
  aesenc %xmm@8, %xmm@0
  aesenc %xmm@8, %xmm@11
  movdqa 288(%r14), %xmm@8
  aesenc %xmm@8, %xmm@1
  aesenc %xmm@8, %xmm@2
  aesenc %xmm@8, %xmm@4
  aesenc %xmm@8, %xmm@5
  aesenc %xmm@8, %xmm@6
  aesenc %xmm@8, %xmm@7
  aesenc %xmm@8, %xmm@3
  aesenc %xmm@8, %xmm@0
  aesenc %xmm@8, %xmm@11
  movdqa 304(%r14), %xmm@8
  aesenc %xmm@8, %xmm@1
  aesenc %xmm@8, %xmm@2
  aesenc %xmm@8, %xmm@4
  aesenc %xmm@8, %xmm@5
  aesenc %xmm@8, %xmm@6
  aesenc %xmm@8, %xmm@7
  aesenc %xmm@8, %xmm@3
  aesenc %xmm@8, %xmm@0
  aesenc %xmm@8, %xmm@11
  movdqa 320(%r14), %xmm@8
  aesenc %xmm@8, %xmm@1
  aesenc %xmm@8, %xmm@2
  aesenc %xmm@8, %xmm@4
  aesenc %xmm@8, %xmm@5
  aesenc %xmm@8, %xmm@6
  aesenc %xmm@8, %xmm@7
  aesenc %xmm@8, %xmm@3
  aesenc %xmm@8, %xmm@0
  aesenc %xmm@8, %xmm@11
  movdqa 336(%r14), %xmm@8
  aesenc %xmm@8, %xmm@1
  aesenc %xmm@8, %xmm@2
  aesenc %xmm@8, %xmm@4
  aesenc %xmm@8, %xmm@5
  aesenc %xmm@8, %xmm@6
  aesenc %xmm@8, %xmm@7
  aesenc %xmm@8, %xmm@3
  aesenc %xmm@8, %xmm@0
  aesenc %xmm@8, %xmm@11
  movdqa 352(%r14), %xmm@8
  aesenclast %xmm@8, %xmm@1
  aesenclast %xmm@8, %xmm@2
  aesenclast %xmm@8, %xmm@4
  aesenclast %xmm@8, %xmm@5
  aesenclast %xmm@8, %xmm@6
  aesenclast %xmm@8, %xmm@7
  aesenclast %xmm@8, %xmm@3
  aesenclast %xmm@8, %xmm@0
  aesenclast %xmm@8, %xmm@11
  movdqa %xmm@11, 48(%rsp)
  movdqa %xmm@1, 96(%rsp)
  movdqa %xmm@2, 112(%rsp)
  movdqa %xmm@4, 128(%rsp)
  movdqa %xmm@5, 144(%rsp)
  movdqa %xmm@6, 160(%rsp)
  movdqa %xmm@7, 176(%rsp)
  leaq 96(%rsp), %rax
  xorl %r8d, %r8d
  movq %rdx, %rsi
  movdqa %xmm@0, %xmm@2
  movdqa %xmm@1, %xmm@0
  movq $0, 32(%rsp)
L2:
  movdqa %xmm@3, (%rsi)
  movdqa %xmm@2, (%rdi)
  pxor %xmm@3, %xmm@3
  movdqa %xmm@3, 400(%rsp)
  movdqa %xmm@3, 384(%rsp)
  movdqa %xmm@3, 368(%rsp)
  movdqa %xmm@3, 352(%rsp)
  movdqa %xmm@3, 336(%rsp)
  movdqa %xmm@3, 320(%rsp)
  movdqa %xmm@3, 304(%rsp)
  movdqa %xmm@3, 288(%rsp)
  movdqa %xmm@3, 272(%rsp)
  cmpq %r11, %r13
  je L6
  movq %r11, %rdi
  shlq $4, %rdi
  movq %r9, %rdx
  subq %rdi, %rdx
  jb L7
  cmpq $16, %rdx
  jb L8
  movq 16(%rsp), %rdx
  movq 24(%rdx), %rdx
  movq %rdx, %rsi
  subq %rdi, %rsi
  jb L9
  cmpq $16, %rsi
  jb L10
  movq 16(%rsp), %rsi
  movq 16(%rsi), %r12
  movdqa 368(%r14), %xmm@3
  movdqu (%r15,%rdi), %xmm@2
  pxor %xmm@2, %xmm@0
  movdqu %xmm@0, (%r12,%rdi)
  pshufb %xmm@3, %xmm@2
  movdqa %xmm@2, 272(%rsp)
  cmpq $1, (%rsp)
  je L6
  movq %r11, %rsi
  shlq $4, %rsi
  leaq 16(%rsi), %rdi
  movq %r9, %rbp
  subq %rdi, %r9
  jb L11
  cmpq $16, %r9
  jb L8
  movq %rdx, %r9
  subq %rdi, %r9
  jb L9
  cmpq $16, %r9
  jb L10
  movq %rbp, %r9
  movdqu (%r15,%rdi), %xmm@0
  movdqa 16(%rax), %xmm@2
  pxor %xmm@0, %xmm@2
  movdqu %xmm@2, (%r12,%rdi)
  pshufb %xmm@3, %xmm@0
  movdqa %xmm@0, 288(%rsp)
  cmpq $2, (%rsp)
  je L6
  leaq 32(%rsi), %rdi
  subq %rdi, %r9
  jb L11
  cmpq $16, %r9
  jb L8
  movq %rdx, %r9
  subq %rdi, %r9
  jb L9
  cmpq $16, %r9
  jb L10
  movq %rbp, %r9
  movdqu (%r15,%rdi), %xmm@0
  movdqa 32(%rax), %xmm@2
  pxor %xmm@0, %xmm@2
  movdqu %xmm@2, (%r12,%rdi)
  pshufb %xmm@3, %xmm@0
  movdqa %xmm@0, 304(%rsp)
  cmpq $3, (%rsp)
  je L6
  leaq 48(%rsi), %rdi
  subq %rdi, %r9
  jb L11
  cmpq $16, %r9
  jb L8
  movq %rdx, %r9
  subq %rdi, %r9
  jb L9
  cmpq $16, %r9
  jb L10
  movq %rbp, %r9
  movdqu (%r15,%rdi), %xmm@0
  movdqa 48(%rax), %xmm@2
  pxor %xmm@0, %xmm@2
  movdqu %xmm@2, (%r12,%rdi)
  pshufb %xmm@3, %xmm@0
  movdqa %xmm@0, 320(%rsp)
  cmpq $4, (%rsp)
  je L6
  leaq 64(%rsi), %rdi
  subq %rdi, %r9
  jb L11
  cmpq $16, %r9
  jb L8
  movq %rdx, %r9
  subq %rdi, %r9
  jb L9
  cmpq $16, %r9
  jb L10
  movq %rbp, %r9
  movdqu (%r15,%rdi), %xmm@0
  movdqa 64(%rax), %xmm@2
  pxor %xmm@0, %xmm@2
  movdqu %xmm@2, (%r12,%rdi)
  pshufb %xmm@3, %xmm@0
  movdqa %xmm@0, 336(%rsp)
  cmpq $5, (%rsp)
  je L6
  leaq 80(%rsi), %rdi
  subq %rdi, %r9
  jb L11
  cmpq $16, %r9
  jb L8
  movq %rdx, %r9
  subq %rdi, %r9
  jb L9
  cmpq $16, %r9
  jb L10
  movq %rbp, %r9
  movdqu (%r15,%rdi), %xmm@0
  movdqa 80(%rax), %xmm@2
  pxor %xmm@0, %xmm@2
  movdqu %xmm@2, (%r12,%rdi)
  pshufb %xmm@3, %xmm@0
  movdqa %xmm@0, 352(%rsp)
  cmpq $6, (%rsp)
  je L6
  leaq 96(%rsi), %rdi
  subq %rdi, %r9
  jb L11
  cmpq $16, %r9
  jb L8
  movq %rdx, %r9
  subq %rdi, %r9
  jb L9
  cmpq $16, %r9
  jb L10
  movq %rbp, %r9
  movdqu (%r15,%rdi), %xmm@0
  movdqa 96(%rax), %xmm@2
  pxor %xmm@0, %xmm@2
  movdqu %xmm@2, (%r12,%rdi)
  pshufb %xmm@3, %xmm@0
  movdqa %xmm@0, 368(%rsp)
  cmpq $7, (%rsp)
  je L6
  leaq 112(%rsi), %rdi
  subq %rdi, %r9
  jb L11
  cmpq $16, %r9
  jb L8
  testb %r8b, %r8b
  jne L12
  movq %rdx, %r8
  subq %rdi, %r8
  jb L9
  cmpq $16, %r8
  jb L10
  movq %rbp, %r9
  movdqu (%r15,%rdi), %xmm@0
  movdqa 112(%rax), %xmm@2
  pxor %xmm@0, %xmm@2
  movdqu %xmm@2, (%r12,%rdi)
  pshufb %xmm@3, %xmm@0
  movdqa %xmm@0, 384(%rsp)
  cmpq $8, (%rsp)
  jne L13
L6:
  movq %r15, %rax
  movq %r13, 264(%rsp)
  movq %r11, %rbp
  movq 80(%rsp), %r15
  testq %r15, %r15
  je L14
  movq %r10, 256(%rsp)
  movq %rcx, 248(%rsp)
  movq %rbx, %r13
  movq %r9, 240(%rsp)
  movq %r9, %r12
  andq $-16, %r12
  movq %rax, %rbx
  addq %r12, %rbx
  movl $16, %edx
  subq %r15, %rdx
  leaq (%rsp,%r15), %rdi
  addq $64, %rdi
  xorl %esi, %esi
  callq *memset@GOTPCREL(%rip)
  leaq 64(%rsp), %rdi
  movq %rbx, %rsi
  movq %r15, %rdx
  callq *memcpy@GOTPCREL(%rip)
  movq 32(%rsp), %rdi
  addq (%rsp), %rdi
  cmpq $7, %rdi
  ja L15
  movdqa 64(%rsp), %xmm@3
  shlq $4, %rdi
  movdqa 96(%rsp,%rdi), %xmm@0
  pxor %xmm@3, %xmm@0
  movdqa %xmm@0, 64(%rsp)
  movq 16(%rsp), %rax
  movq 24(%rax), %rdx
  movq %rdx, %rdi
  subq %r12, %rdi
  jb L16
  movq 80(%rsp), %rdx
  cmpq %rdx, %rdi
  jne L17
  movq 16(%rsp), %rax
  addq 16(%rax), %r12
  leaq 64(%rsp), %r15
  movq %r12, %rdi
  movq %r15, %rsi
  movdqa %xmm@3, 16(%rsp)
  callq *memcpy@GOTPCREL(%rip)
  pxor %xmm@0, %xmm@0
  movdqa %xmm@0, 64(%rsp)
  movdqa 16(%rsp), %xmm@0
  pshufb 368(%r14), %xmm@0
  movq (%rsp), %rax
  shlq $4, %rax
  movdqa %xmm@0, 272(%rsp,%rax)
  movq %r13, %rbx
  movq 248(%rsp), %rcx
  movq 256(%rsp), %r10
  movq 240(%rsp), %r9
L14:
  movq 224(%rsp), %rdi
  cmpq $9, %rdi
  jae L18
  movq 480(%rsp), %xmm@0
  movq %r9, %xmm@3
  punpcklqdq %xmm@0, %xmm@3
  psllq $3, %xmm@3
  movq %rdi, %rax
  shlq $4, %rax
  movdqa %xmm@3, 272(%rsp,%rax)
  movabsq $-4467570830351532032, %rax
  cmpq $8, %rdi
  jne L19
  movaps 368(%rsp), %xmm@0
  movaps %xmm@0, 16(%rsp)
  movdqa 352(%rsp), %xmm@12
  movdqa 80(%r14), %xmm@9
  movdqa 336(%rsp), %xmm@8
  movdqa 64(%r14), %xmm@11
  movdqa 272(%rsp), %xmm@3
  movdqa 288(%rsp), %xmm@5
  movdqa 304(%rsp), %xmm@10
  movdqa 320(%rsp), %xmm@2
  movdqa (%r14), %xmm@1
  movdqa %xmm@1, (%rsp)
  movdqa 16(%r14), %xmm@7
  movdqa %xmm@7, 80(%rsp)
  movdqa 32(%r14), %xmm@13
  movdqa 48(%r14), %xmm@6
  movdqa %xmm@5, %xmm@0
  pclmulqdq $1, %xmm@7, %xmm@0
  pxor (%rcx), %xmm@3
  movdqa %xmm@3, %xmm@14
  pclmulqdq $1, %xmm@1, %xmm@14
  movdqa %xmm@3, %xmm@15
  pclmulqdq $16, %xmm@1, %xmm@15
  pxor %xmm@14, %xmm@15
  movdqa %xmm@5, %xmm@14
  pclmulqdq $16, %xmm@7, %xmm@14
  pxor %xmm@0, %xmm@14
  movdqa %xmm@10, %xmm@0
  movdqa %xmm@13, %xmm@7
  pclmulqdq $1, %xmm@13, %xmm@0
  pxor %xmm@0, %xmm@14
  movdqa %xmm@2, %xmm@0
  pclmulqdq $1, %xmm@6, %xmm@0
  pxor %xmm@15, %xmm@14
  movdqa %xmm@10, %xmm@15
  pclmulqdq $16, %xmm@13, %xmm@15
  movdqa %xmm@13, 32(%rsp)
  pxor %xmm@0, %xmm@15
  movdqa %xmm@2, %xmm@0
  pclmulqdq $16, %xmm@6, %xmm@0
  movdqa %xmm@6, 224(%rsp)
  pxor %xmm@15, %xmm@0
  movdqa %xmm@8, %xmm@15
  pclmulqdq $1, %xmm@11, %xmm@15
  pxor %xmm@15, %xmm@0
  movdqa %xmm@12, %xmm@15
  pclmulqdq $1, %xmm@9, %xmm@15
  pxor %xmm@14, %xmm@0
  movdqa %xmm@8, %xmm@14
  pclmulqdq $16, %xmm@11, %xmm@14
  pxor %xmm@15, %xmm@14
  movdqa %xmm@12, %xmm@15
  pclmulqdq $16, %xmm@9, %xmm@15
  pxor %xmm@14, %xmm@15
  movdqa 96(%r14), %xmm@13
  movdqa 16(%rsp), %xmm@1
  movdqa %xmm@1, %xmm@14
  pclmulqdq $1, %xmm@13, %xmm@14
  pxor %xmm@14, %xmm@15
  movdqa %xmm@1, %xmm@14
  pclmulqdq $16, %xmm@13, %xmm@14
  pxor %xmm@15, %xmm@14
  pxor %xmm@0, %xmm@14
  movdqa %xmm@8, %xmm@0
  pclmulqdq $17, %xmm@11, %xmm@0
  movdqa %xmm@2, %xmm@1
  pclmulqdq $17, %xmm@6, %xmm@1
  pxor %xmm@0, %xmm@1
  movdqa %xmm@12, %xmm@0
  pclmulqdq $17, %xmm@9, %xmm@0
  pxor %xmm@0, %xmm@1
  movdqa %xmm@10, %xmm@0
  pclmulqdq $17, %xmm@7, %xmm@0
  movdqa %xmm@5, %xmm@4
  movdqa 80(%rsp), %xmm@7
  pclmulqdq $17, %xmm@7, %xmm@4
  pxor %xmm@0, %xmm@4
  movdqa %xmm@3, %xmm@15
  movdqa (%rsp), %xmm@6
  pclmulqdq $17, %xmm@6, %xmm@15
  pxor %xmm@4, %xmm@15
  pxor %xmm@1, %xmm@15
  movdqa 16(%rsp), %xmm@1
  movdqa %xmm@1, %xmm@0
  pclmulqdq $17, %xmm@13, %xmm@0
  pclmulqdq $0, %xmm@13, %xmm@1
  movdqa %xmm@1, %xmm@13
  pclmulqdq $0, %xmm@9, %xmm@12
  pclmulqdq $0, %xmm@11, %xmm@8
  pclmulqdq $0, 224(%rsp), %xmm@2
  pxor %xmm@8, %xmm@2
  pxor %xmm@12, %xmm@2
  pclmulqdq $0, 32(%rsp), %xmm@10
  pclmulqdq $0, %xmm@7, %xmm@5
  pxor %xmm@10, %xmm@5
  pclmulqdq $0, %xmm@6, %xmm@3
  pxor %xmm@5, %xmm@3
  pxor %xmm@2, %xmm@3
  movdqa 384(%rsp), %xmm@4
  movdqa 112(%r14), %xmm@2
  movdqa %xmm@4, %xmm@1
  pclmulqdq $0, %xmm@2, %xmm@1
  pxor %xmm@13, %xmm@1
  pxor %xmm@3, %xmm@1
  movdqa %xmm@4, %xmm@3
  pclmulqdq $17, %xmm@2, %xmm@3
  pxor %xmm@0, %xmm@3
  pxor %xmm@15, %xmm@3
  movdqa %xmm@4, %xmm@0
  pclmulqdq $1, %xmm@2, %xmm@0
  pclmulqdq $16, %xmm@2, %xmm@4
  pxor %xmm@0, %xmm@4
  pxor %xmm@14, %xmm@4
  movdqa %xmm@4, %xmm@0
  pslldq $8, %xmm@0
  pxor %xmm@1, %xmm@0
  movq %rax, %xmm@5
  pshufd $78, %xmm@0, %xmm@1
  pclmulqdq $0, %xmm@5, %xmm@0
  pxor %xmm@1, %xmm@0
  psrldq $8, %xmm@4
  pclmulqdq $0, %xmm@0, %xmm@5
  pshufd $78, %xmm@0, %xmm@1
  pxor %xmm@4, %xmm@1
  pxor %xmm@3, %xmm@1
  pxor %xmm@5, %xmm@1
  pxor 400(%rsp), %xmm@1
  movdqa %xmm@1, %xmm@3
  pclmulqdq $0, %xmm@2, %xmm@3
  movdqa %xmm@1, %xmm@0
  pclmulqdq $17, %xmm@2, %xmm@0
  movdqa %xmm@1, %xmm@4
  pclmulqdq $1, %xmm@2, %xmm@4
  pclmulqdq $16, %xmm@2, %xmm@1
  pxor %xmm@4, %xmm@1
  jmp L20
L19:
  movl $7, %edx
  movdqa 272(%rsp), %xmm@2
  pxor (%rcx), %xmm@2
  subl %edi, %edx
  shll $4, %edx
  movdqa (%r14,%rdx), %xmm@1
  movdqa %xmm@2, %xmm@3
  pclmulqdq $0, %xmm@1, %xmm@3
  movdqa %xmm@2, %xmm@0
  pclmulqdq $17, %xmm@1, %xmm@0
  movdqa %xmm@2, %xmm@4
  pclmulqdq $1, %xmm@1, %xmm@4
  pclmulqdq $16, %xmm@1, %xmm@2
  pxor %xmm@4, %xmm@2
  testq %rdi, %rdi
  je L21
  movq %rbp, %rdi
  movq 264(%rsp), %rsi
  subq %rsi, %rdi
  subq %r10, %rdi
  shlq $4, %rbp
  leaq (%rsi,%r10), %rcx
  shlq $4, %rcx
  movq %rbp, %rdx
  subq %rcx, %rdx
  leaq (%r14,%rdx), %rcx
  addq $128, %rcx
  shlq $4, %rsi
  shll $4, %r10d
  addq %rsi, %r10
  subq %rbp, %r10
  xorl %edx, %edx
L22:
  cmpq $-8, %rdi
  jb L23
  movdqa 288(%rsp,%rdx), %xmm@1
  movdqa (%rcx,%rdx), %xmm@4
  movdqa %xmm@1, %xmm@5
  pclmulqdq $0, %xmm@4, %xmm@5
  pxor %xmm@5, %xmm@3
  movdqa %xmm@1, %xmm@5
  pclmulqdq $17, %xmm@4, %xmm@5
  pxor %xmm@5, %xmm@0
  movdqa %xmm@1, %xmm@5
  pclmulqdq $1, %xmm@4, %xmm@5
  pxor %xmm@5, %xmm@2
  pclmulqdq $16, %xmm@4, %xmm@1
  pxor %xmm@2, %xmm@1
  incq %rdi
  addq $16, %rdx
  movdqa %xmm@1, %xmm@2
  cmpq %rdx, %r10
  jne L22
  jmp L20
L21:
  movdqa %xmm@2, %xmm@1
L20:
  movdqa %xmm@1, %xmm@2
  pslldq $8, %xmm@2
  pxor %xmm@3, %xmm@2
  psrldq $8, %xmm@1
  movq %rax, %xmm@3
  pshufd $78, %xmm@2, %xmm@4
  pclmulqdq $0, %xmm@3, %xmm@2
  pxor %xmm@4, %xmm@2
  pclmulqdq $0, %xmm@2, %xmm@3
  pshufd $78, %xmm@2, %xmm@2
  pxor %xmm@1, %xmm@2
  pxor %xmm@0, %xmm@2
  pxor %xmm@3, %xmm@2
  pshufb 368(%r14), %xmm@2
  movdqa 48(%rsp), %xmm@0
  pxor %xmm@2, %xmm@0
  movdqu %xmm@0, (%rbx)
  addq $424, %rsp
  popq %rbx
  popq %r12
  popq %r13
  popq %r14
  popq %r15
  popq %rbp
  retq
L9:
  leaq C7(%rip), %rcx
  movq %rdx, %rsi
  callq *core::slice::index::slice_index_fail(%rip)
L10:
  leaq C8(%rip), %rdi
  leaq C9(%rip), %rdx
  movl $45, %esi
  callq *core::option::expect_failed(%rip)
L16:
  leaq C10(%rip), %rcx
  movq %r12, %rdi
  movq %rdx, %rsi
  callq *core::slice::index::slice_index_fail(%rip)
L17:
  movq %rdx, %rsi
  leaq C11(%rip), %rdx
  callq *core::slice::copy_from_slice_impl::len_mismatch_fail(%rip)
L11:
  movq %rbp, %r9
L7:
  leaq C12(%rip), %rcx
  movq %r9, %rsi
  movq %r9, %rdx
  callq *core::slice::index::slice_index_fail(%rip)
L23:
  addq $8, %rdi
  leaq C13(%rip), %rdx
  movl $8, %esi
  callq *core::panicking::panic_bounds_check(%rip)
L18:
  leaq C14(%rip), %rdx
  movl $9, %esi
  callq *core::panicking::panic_bounds_check(%rip)
L15:
  leaq C15(%rip), %rdx
  movl $8, %esi
  callq *core::panicking::panic_bounds_check(%rip)
L13:
  subq $-128, %rsi
  movq %r9, %rax
  movq %rsi, %rdi
  subq %rsi, %rax
  jb L7
  cmpq $16, %rax
  jb L8
L12:
  leaq C16(%rip), %rdx
  movl $8, %edi
  movl $8, %esi
  callq *core::panicking::panic_bounds_check(%rip)
L8:
  leaq C8(%rip), %rdi
  leaq C17(%rip), %rdx
  movl $45, %esi
  callq *core::option::expect_failed(%rip)
== hw_gcm::arch::x86_64::aesni_clmul::tail#2
  pushq %rbp
  pushq %r15
  pushq %r14
  pushq %r13
  pushq %r12
  pushq %rbx
  subq $424, %rsp
  movq %rsi, %r14
  movq %rdi, %r10
  movq 480(%rsp), %rbx
  xorps %xmm@0, %xmm@0
  movaps %xmm@0, 160(%rsp)
  movaps %xmm@0, 144(%rsp)
  movaps %xmm@0, 128(%rsp)
  movaps %xmm@0, 112(%rsp)
  movaps %xmm@0, 96(%rsp)
  movaps %xmm@0, 80(%rsp)
  movaps %xmm@0, 64(%rsp)
  movaps %xmm@0, 48(%rsp)
  movq %r9, %r11
  shrq $4, %r11
  movq %r11, %r15
  subq %rbx, %r15
  xorl %r12d, %r12d
  movq %r9, %rax
  andq $15, %rax
  movq %rax, 224(%rsp)
  setne %r12b
  leaq (%r15,%r12), %rbp
  movdqa (%rdx), %xmm@0
  cmpq $4, %rbp
  movq %r15, (%rsp)
  jae L0
  movdqa 368(%r14), %xmm@1
  movd C0(%rip), %xmm@2
  paddd %xmm@0, %xmm@2
  pshufb %xmm@1, %xmm@2
  movd C1(%rip), %xmm@3
  paddd %xmm@0, %xmm@3
  pshufb %xmm@1, %xmm@3
  pshufb %xmm@1, %xmm@0
  movdqa 128(%r14), %xmm@4
  movdqa 144(%r14), %xmm@5
  movdqa 160(%r14), %xmm@6
  movdqa 176(%r14), %xmm@1
  movdqa 384(%r14), %xmm@7
  pxor %xmm@4, %xmm@7
  pxor %xmm@4, %xmm@0
  pxor %xmm@4, %xmm@3
  pxor %xmm@4, %xmm@2
  aesenc %xmm@5, %xmm@7
  aesenc %xmm@5, %xmm@0
  aesenc %xmm@5, %xmm@3
  aesenc %xmm@5, %xmm@2
  aesenc %xmm@6, %xmm@7
  aesenc %xmm@6, %xmm@0
  aesenc %xmm@6, %xmm@3
  aesenc %xmm@6, %xmm@2
  aesenc %xmm@1, %xmm@7
  aesenc %xmm@1, %xmm@0
  aesenc %xmm@1, %xmm@3
  aesenc %xmm@1, %xmm@2
  movdqa 192(%r14), %xmm@1
  aesenc %xmm@1, %xmm@7
  aesenc %xmm@1, %xmm@0
  aesenc %xmm@1, %xmm@3
  aesenc %xmm@1, %xmm@2
  movdqa 208(%r14), %xmm@1
  aesenc %xmm@1, %xmm@7
  aesenc %xmm@1, %xmm@0
  aesenc %xmm@1, %xmm@3
  aesenc %xmm@1, %xmm@2
  movdqa 224(%r14), %xmm@1
  aesenc %xmm@1, %xmm@7
  aesenc %xmm@1, %xmm@0
  aesenc %xmm@1, %xmm@3
  aesenc %xmm@1, %xmm@2
  movdqa 240(%r14), %xmm@1
  aesenc %xmm@1, %xmm@7
  aesenc %xmm@1, %xmm@0
  aesenc %xmm@1, %xmm@3
  aesenc %xmm@1, %xmm@2
  movdqa 256(%r14), %xmm@1
  aesenc %xmm@1, %xmm@7
  aesenc %xmm@1, %xmm@0
  aesenc %xmm@1, %xmm@3
  aesenc %xmm@1, %xmm@2
  movdqa 272(%r14), %xmm@1
  aesenc %xmm@1, %xmm@7
  aesenc %xmm@1, %xmm@0
  aesenc %xmm@1, %xmm@3
  aesenc %xmm@1, %xmm@2
  movdqa 288(%r14), %xmm@1
  aesenc %xmm@1, %xmm@7
  aesenc %xmm@1, %xmm@0
  aesenc %xmm@1, %xmm@3
  aesenc %xmm@1, %xmm@2
  movdqa 304(%r14), %xmm@1
  aesenc %xmm@1, %xmm@7
  aesenc %xmm@1, %xmm@0
  aesenc %xmm@1, %xmm@3
  leaq 80(%rsp), %rsi
  aesenc %xmm@1, %xmm@2
  movdqa 320(%r14), %xmm@1
  aesenc %xmm@1, %xmm@7
  aesenc %xmm@1, %xmm@0
  aesenc %xmm@1, %xmm@3
  aesenc %xmm@1, %xmm@2
  leaq 96(%rsp), %rdi
  movdqa 336(%r14), %xmm@1
  aesenc %xmm@1, %xmm@7
  aesenc %xmm@1, %xmm@0
  aesenc %xmm@1, %xmm@3
  leaq 64(%rsp), %rax
  aesenc %xmm@1, %xmm@2
  movdqa 352(%r14), %xmm@1
  aesenclast %xmm@1, %xmm@7
  aesenclast %xmm@1, %xmm@0
  aesenclast %xmm@1, %xmm@3
  aesenclast %xmm@1, %xmm@2
  movdqa %xmm@7, 16(%rsp)
  movdqa %xmm@7, 48(%rsp)
  movdqa %xmm@0, 64(%rsp)
L1:
  movl $1, %r15d
  movb $1, %r13b
  jmp L2
L0:
  leaq 64(%rsp), %rax
  leaq 160(%rsp), %rdi
  leaq 144(%rsp), %rdx
  leaq -6(%rbp), %rsi
  cmpq $2, %rsi
  jb L3
  leaq 112(%rsp), %rsi
  cmpq $4, %rbp
  je L4
  cmpq $5, %rbp
  jne L5
  movdqa 368(%r14), %xmm@5
  movd C2(%rip), %xmm@2
  paddd %xmm@0, %xmm@2
  pshufb %xmm@5, %xmm@2
  movd C3(%rip), %xmm@3
  paddd %xmm@0, %xmm@3
  pshufb %xmm@5, %xmm@3
  movd C0(%rip), %xmm@1
  paddd %xmm@0, %xmm@1
  pshufb %xmm@5, %xmm@1
  movd C1(%rip), %xmm@4
  paddd %xmm@0, %xmm@4
  pshufb %xmm@5, %xmm@4
  pshufb %xmm@5, %xmm@0
  movdqa 128(%r14), %xmm@7
  movdqa 144(%r14), %xmm@8
  movdqa 160(%r14), %xmm@6
  movdqa 176(%r14), %xmm@5
  movdqa 384(%r14), %xmm@9
  pxor %xmm@7, %xmm@9
  pxor %xmm@7, %xmm@0
  pxor %xmm@7, %xmm@4
  pxor %xmm@7, %xmm@1
  pxor %xmm@7, %xmm@3
  pxor %xmm@7, %xmm@2
  aesenc %xmm@8, %xmm@9
  aesenc %xmm@8, %xmm@0
  aesenc %xmm@8, %xmm@4
  aesenc %xmm@8, %xmm@1
  aesenc %xmm@8, %xmm@3
  aesenc %xmm@8, %xmm@2
  aesenc %xmm@6, %xmm@9
  aesenc %xmm@6, %xmm@0
  aesenc %xmm@6, %xmm@4
  aesenc %xmm@6, %xmm@1
  aesenc %xmm@6, %xmm@3
  aesenc %xmm@6, %xmm@2
  aesenc %xmm@5, %xmm@9
  aesenc %xmm@5, %xmm@0
  aesenc %xmm@5, %xmm@4
  aesenc %xmm@5, %xmm@1
  aesenc %xmm@5, %xmm@3
  aesenc %xmm@5, %xmm@2
  movdqa 192(%r14), %xmm@5
  aesenc %xmm@5, %xmm@9
  aesenc %xmm@5, %xmm@0
  aesenc %xmm@5, %xmm@4
  aesenc %xmm@5, %xmm@1
  aesenc %xmm@5, %xmm@3
  aesenc %xmm@5, %xmm@2
  movdqa 208(%r14), %xmm@5
  aesenc %xmm@5, %xmm@9
  aesenc %xmm@5, %xmm@0
  aesenc %xmm@5, %xmm@4
  aesenc %xmm@5, %xmm@1
  aesenc %xmm@5, %xmm@3
  aesenc %xmm@5, %xmm@2
  movdqa 224(%r14), %xmm@5
  aesenc %xmm@5, %xmm@9
  aesenc %xmm@5, %xmm@0
  aesenc %xmm@5, %xmm@4
  aesenc %xmm@5, %xmm@1
  aesenc %xmm@5, %xmm@3
  aesenc %xmm@5, %xmm@2
  movdqa 240(%r14), %xmm@5
  aesenc %xmm@5, %xmm@9
  aesenc %xmm@5, %xmm@0
  aesenc %xmm@5, %xmm@4
  aesenc %xmm@5, %xmm@1
  aesenc %xmm@5, %xmm@3
  aesenc %xmm@5, %xmm@2
  movdqa 256(%r14), %xmm@5
  aesenc %xmm@5, %xmm@9
  aesenc %xmm@5, %xmm@0
  aesenc %xmm@5, %xmm@4
  aesenc %xmm@5, %xmm@1
  aesenc %xmm@5, %xmm@3
  aesenc %xmm@5, %xmm@2
  movdqa 272(%r14), %xmm@5
  aesenc %xmm@5, %xmm@9
  aesenc %xmm@5, %xmm@0
  aesenc %xmm@5, %xmm@4
  aesenc %xmm@5, %xmm@1
  aesenc %xmm@5, %xmm@3
  aesenc %xmm@5, %xmm@2
  movdqa 288(%r14), %xmm@5
  aesenc %xmm@5, %xmm@9
  aesenc %xmm@5, %xmm@0
  aesenc %xmm@5, %xmm@4
  aesenc %xmm@5, %xmm@1
  aesenc %xmm@5, %xmm@3
  aesenc %xmm@5, %xmm@2
  movdqa 304(%r14), %xmm@5
  aesenc %xmm@5, %xmm@9
  aesenc %xmm@5, %xmm@0
  aesenc %xmm@5, %xmm@4
  aesenc %xmm@5, %xmm@1
  aesenc %xmm@5, %xmm@3
  aesenc %xmm@5, %xmm@2
  movdqa 320(%r14), %xmm@5
  aesenc %xmm@5, %xmm@9
  aesenc %xmm@5, %xmm@0
  aesenc %xmm@5, %xmm@4
  aesenc %xmm@5, %xmm@1
  aesenc %xmm@5, %xmm@3
  aesenc %xmm@5, %xmm@2
  movdqa 336(%r14), %xmm@5
  aesenc %xmm@5, %xmm@9
  aesenc %xmm@5, %xmm@0
  aesenc %xmm@5, %xmm@4
  aesenc %xmm@5, %xmm@1
  aesenc %xmm@5, %xmm@3
  aesenc %xmm@5, %xmm@2
  leaq 128(%rsp), %rdi
  movdqa 352(%r14), %xmm@5
  aesenclast %xmm@5, %xmm@9
  aesenclast %xmm@5, %xmm@0
  aesenclast %xmm@5, %xmm@4
  aesenclast %xmm@5, %xmm@1
  aesenclast %xmm@5, %xmm@3
  aesenclast %xmm@5, %xmm@2
  movdqa %xmm@9, 16(%rsp)
  movdqa %xmm@9, 48(%rsp)
  movdqa %xmm@0, 64(%rsp)
  movdqa %xmm@4, 80(%rsp)
  movdqa %xmm@1, 96(%rsp)
  jmp L1
L3:
  movdqa 368(%r14), %xmm@7
  movd C4(%rip), %xmm@2
  paddd %xmm@0, %xmm@2
  pshufb %xmm@7, %xmm@2
  movd C5(%rip), %xmm@3
  paddd %xmm@0, %xmm@3
  pshufb %xmm@7, %xmm@3
  movd C2(%rip), %xmm@1
  paddd %xmm@0, %xmm@1
  pshufb %xmm@7, %xmm@1
  movd C3(%rip), %xmm@4
  paddd %xmm@0, %xmm@4
  pshufb %xmm@7, %xmm@4
  movd C0(%rip), %xmm@5
  paddd %xmm@0, %xmm@5
  pshufb %xmm@7, %xmm@5
  movd C1(%rip), %xmm@6
  paddd %xmm@0, %xmm@6
  pshufb %xmm@7, %xmm@6
  pshufb %xmm@7, %xmm@0
  movdqa 128(%r14), %xmm@10
  movdqa 144(%r14), %xmm@9
  movdqa 160(%r14), %xmm@8
  movdqa 176(%r14), %xmm@7
  movdqa 384(%r14), %xmm@11
  pxor %xmm@10, %xmm@11
  pxor %xmm@10, %xmm@0
  pxor %xmm@10, %xmm@6
  pxor %xmm@10, %xmm@5
  pxor %xmm@10, %xmm@4
  pxor %xmm@10, %xmm@1
  pxor %xmm@10, %xmm@3
  pxor %xmm@10, %xmm@2
  aesenc %xmm@9, %xmm@11
  aesenc %xmm@9, %xmm@0
  aesenc %xmm@9, %xmm@6
  aesenc %xmm@9, %xmm@5
  aesenc %xmm@9, %xmm@4
  aesenc %xmm@9, %xmm@1
  aesenc %xmm@9, %xmm@3
  aesenc %xmm@9, %xmm@2
  aesenc %xmm@8, %xmm@11
  aesenc %xmm@8, %xmm@0
  aesenc %xmm@8, %xmm@6
  aesenc %xmm@8, %xmm@5
  aesenc %xmm@8, %xmm@4
  aesenc %xmm@8, %xmm@1
  aesenc %xmm@8, %xmm@3
  aesenc %xmm@8, %xmm@2
  aesenc %xmm@7, %xmm@11
  aesenc %xmm@7, %xmm@0
  aesenc %xmm@7, %xmm@6
  aesenc %xmm@7, %xmm@5
  aesenc %xmm@7, %xmm@4
  aesenc %xmm@7, %xmm@1
  aesenc %xmm@7, %xmm@3
  aesenc %xmm@7, %xmm@2
  movdqa 192(%r14), %xmm@7
  aesenc %xmm@7, %xmm@11
  aesenc %xmm@7, %xmm@0
  aesenc %xmm@7, %xmm@6
  aesenc %xmm@7, %xmm@5
  aesenc %xmm@7, %xmm@4
  aesenc %xmm@7, %xmm@1
  aesenc %xmm@7, %xmm@3
  aesenc %xmm@7, %xmm@2
  movdqa 208(%r14), %xmm@7
  aesenc %xmm@7, %xmm@11
  aesenc %xmm@7, %xmm@0
  aesenc %xmm@7, %xmm@6
  aesenc %xmm@7, %xmm@5
  aesenc %xmm@7, %xmm@4
  aesenc %xmm@7, %xmm@1
  aesenc %xmm@7, %xmm@3
  aesenc %xmm@7, %xmm@2
  movdqa 224(%r14), %xmm@7
  aesenc %xmm@7, %xmm@11
  aesenc %xmm@7, %xmm@0
  aesenc %xmm@7, %xmm@6
  aesenc %xmm@7, %xmm@5
  aesenc %xmm@7, %xmm@4
  aesenc %xmm@7, %xmm@1
  aesenc %xmm@7, %xmm@3
  aesenc %xmm@7, %xmm@2
  movdqa 240(%r14), %xmm@7
  aesenc %xmm@7, %xmm@11
  aesenc %xmm@7, %xmm@0
  aesenc %xmm@7, %xmm@6
  aesenc %xmm@7, %xmm@5
  aesenc %xmm@7, %xmm@4
  aesenc %xmm@7, %xmm@1
  aesenc %xmm@7, %xmm@3
  aesenc %xmm@7, %xmm@2
  movdqa 256(%r14), %xmm@7
  aesenc %xmm@7, %xmm@11
  aesenc %xmm@7, %xmm@0
  aesenc %xmm@7, %xmm@6
  aesenc %xmm@7, %xmm@5
  aesenc %xmm@7, %xmm@4
  aesenc %xmm@7, %xmm@1
  aesenc %xmm@7, %xmm@3
  aesenc %xmm@7, %xmm@2
  movdqa 272(%r14), %xmm@7
  aesenc %xmm@7, %xmm@11
  aesenc %xmm@7, %xmm@0
  aesenc %xmm@7, %xmm@6
  aesenc %xmm@7, %xmm@5
  aesenc %xmm@7, %xmm@4
  aesenc %xmm@7, %xmm@1
  aesenc %xmm@7, %xmm@3
  aesenc %xmm@7, %xmm@2
  movdqa 288(%r14), %xmm@7
  aesenc %xmm@7, %xmm@11
  aesenc %xmm@7, %xmm@0
  aesenc %xmm@7, %xmm@6
  aesenc %xmm@7, %xmm@5
  aesenc %xmm@7, %xmm@4
  aesenc %xmm@7, %xmm@1
  aesenc %xmm@7, %xmm@3
  aesenc %xmm@7, %xmm@2
  movdqa 304(%r14), %xmm@7
  aesenc %xmm@7, %xmm@11
  aesenc %xmm@7, %xmm@0
  aesenc %xmm@7, %xmm@6
  aesenc %xmm@7, %xmm@5
  aesenc %xmm@7, %xmm@4
  aesenc %xmm@7, %xmm@1
  aesenc %xmm@7, %xmm@3
  aesenc %xmm@7, %xmm@2
  movdqa 320(%r14), %xmm@7
  aesenc %xmm@7, %xmm@11
  aesenc %xmm@7, %xmm@0
  aesenc %xmm@7, %xmm@6
  aesenc %xmm@7, %xmm@5
  aesenc %xmm@7, %xmm@4
  aesenc %xmm@7, %xmm@1
  aesenc %xmm@7, %xmm@3
  aesenc %xmm@7, %xmm@2
  movdqa 336(%r14), %xmm@7
  aesenc %xmm@7, %xmm@11
  aesenc %xmm@7, %xmm@0
  aesenc %xmm@7, %xmm@6
  aesenc %xmm@7, %xmm@5
  aesenc %xmm@7, %xmm@4
  aesenc %xmm@7, %xmm@1
  aesenc %xmm@7, %xmm@3
  aesenc %xmm@7, %xmm@2
  movdqa 352(%r14), %xmm@7
  aesenclast %xmm@7, %xmm@11
  aesenclast %xmm@7, %xmm@0
  aesenclast %xmm@7, %xmm@6
  aesenclast %xmm@7, %xmm@5
  aesenclast %xmm@7, %xmm@4
  aesenclast %xmm@7, %xmm@1
  aesenclast %xmm@7, %xmm@3
  aesenclast %xmm@7, %xmm@2
  movdqa %xmm@11, 16(%rsp)
  movdqa %xmm@11, 48(%rsp)
  movdqa %xmm@0, 64(%rsp)
  movdqa %xmm@6, 80(%rsp)
  movdqa %xmm@5, 96(%rsp)
  movdqa %xmm@4, 112(%rsp)
  movdqa %xmm@1, 128(%rsp)
  movl $1, %r15d
  movb $1, %r13b
  movq %rdx, %rsi
  jmp L2
L4:
  movdqa 368(%r14), %xmm@4
  movd C3(%rip), %xmm@2
  paddd %xmm@0, %xmm@2
  pshufb %xmm@4, %xmm@2
  movd C0(%rip), %xmm@3
  paddd %xmm@0, %xmm@3
  pshufb %xmm@4, %xmm@3
  movd C1(%rip), %xmm@1
  paddd %xmm@0, %xmm@1
  pshufb %xmm@4, %xmm@1
  pshufb %xmm@4, %xmm@0
  movdqa 128(%r14), %xmm@5
  movdqa 144(%r14), %xmm@6
  movdqa 160(%r14), %xmm@7
  movdqa 176(%r14), %xmm@4
  movdqa 384(%r14), %xmm@8
  pxor %xmm@5, %xmm@8
  pxor %xmm@5, %xmm@0
  pxor %xmm@5, %xmm@1
  pxor %xmm@5, %xmm@3
  pxor %xmm@5, %xmm@2
  aesenc %xmm@6, %xmm@8
  aesenc %xmm@6, %xmm@0
  aesenc %xmm@6, %xmm@1
  aesenc %xmm@6, %xmm@3
  aesenc %xmm@6, %xmm@2
  aesenc %xmm@7, %xmm@8
  aesenc %xmm@7, %xmm@0
  aesenc %xmm@7, %xmm@1
  aesenc %xmm@7, %xmm@3
  aesenc %xmm@7, %xmm@2
  aesenc %xmm@4, %xmm@8
  aesenc %xmm@4, %xmm@0
  aesenc %xmm@4, %xmm@1
  aesenc %xmm@4, %xmm@3
  aesenc %xmm@4, %xmm@2
  movdqa 192(%r14), %xmm@4
  aesenc %xmm@4, %xmm@8
  aesenc %xmm@4, %xmm@0
  aesenc %xmm@4, %xmm@1
  aesenc %xmm@4, %xmm@3
  aesenc %xmm@4, %xmm@2
  movdqa 208(%r14), %xmm@4
  aesenc %xmm@4, %xmm@8
  aesenc %xmm@4, %xmm@0
  aesenc %xmm@4, %xmm@1
  aesenc %xmm@4, %xmm@3
  aesenc %xmm@4, %xmm@2
  movdqa 224(%r14), %xmm@4
  aesenc %xmm@4, %xmm@8
  aesenc %xmm@4, %xmm@0
  aesenc %xmm@4, %xmm@1
  aesenc %xmm@4, %xmm@3
  aesenc %xmm@4, %xmm@2
  movdqa 240(%r14), %xmm@4
  aesenc %xmm@4, %xmm@8
  aesenc %xmm@4, %xmm@0
  aesenc %xmm@4, %xmm@1
  aesenc %xmm@4, %xmm@3
  aesenc %xmm@4, %xmm@2
  movdqa 256(%r14), %xmm@4
  aesenc %xmm@4, %xmm@8
  aesenc %xmm@4, %xmm@0
  aesenc %xmm@4, %xmm@1
  aesenc %xmm@4, %xmm@3
  aesenc %xmm@4, %xmm@2
  movdqa 272(%r14), %xmm@4
  aesenc %xmm@4, %xmm@8
  aesenc %xmm@4, %xmm@0
  aesenc %xmm@4, %xmm@1
  aesenc %xmm@4, %xmm@3
  aesenc %xmm@4, %xmm@2
  movdqa 288(%r14), %xmm@4
  aesenc %xmm@4, %xmm@8
  aesenc %xmm@4, %xmm@0
  aesenc %xmm@4, %xmm@1
  aesenc %xmm@4, %xmm@3
  aesenc %xmm@4, %xmm@2
  movdqa 304(%r14), %xmm@4
  aesenc %xmm@4, %xmm@8
  aesenc %xmm@4, %xmm@0
  aesenc %xmm@4, %xmm@1
  aesenc %xmm@4, %xmm@3
  aesenc %xmm@4, %xmm@2
  movdqa 320(%r14), %xmm@4
  aesenc %xmm@4, %xmm@8
  aesenc %xmm@4, %xmm@0
  aesenc %xmm@4, %xmm@1
  aesenc %xmm@4, %xmm@3
  movq %rsi, %rdi
  aesenc %xmm@4, %xmm@2
  movdqa 336(%r14), %xmm@4
  aesenc %xmm@4, %xmm@8
  aesenc %xmm@4, %xmm@0
  aesenc %xmm@4, %xmm@1
  aesenc %xmm@4, %xmm@3
  leaq 96(%rsp), %rsi
  aesenc %xmm@4, %xmm@2
  movdqa 352(%r14), %xmm@4
  aesenclast %xmm@4, %xmm@8
  aesenclast %xmm@4, %xmm@0
  aesenclast %xmm@4, %xmm@1
  aesenclast %xmm@4, %xmm@3
  aesenclast %xmm@4, %xmm@2
  movdqa %xmm@8, 16(%rsp)
  movdqa %xmm@8, 48(%rsp)
  movdqa %xmm@0, 64(%rsp)
  movdqa %xmm@1, 80(%rsp)
  jmp L1
L5:
  movdqa 368(%r14), %xmm@8
  movdqa %xmm@0, %xmm@1
  pshufb %xmm@8, %xmm@1
  movd C1(%rip), %xmm@2
  paddd %xmm@0, %xmm@2
  pshufb %xmm@8, %xmm@2
  movd C0(%rip), %xmm@4
  paddd %xmm@0, %xmm@4
  pshufb %xmm@8, %xmm@4
  movd C3(%rip), %xmm@5
  paddd %xmm@0, %xmm@5
  pshufb %xmm@8, %xmm@5
  movd C2(%rip), %xmm@6
  paddd %xmm@0, %xmm@6
  pshufb %xmm@8, %xmm@6
  movd C5(%rip), %xmm@7
  paddd %xmm@0, %xmm@7
  pshufb %xmm@8, %xmm@7
  movd C4(%rip), %xmm@3
  paddd %xmm@0, %xmm@3
  pshufb %xmm@8, %xmm@3
  paddd C6(%rip), %xmm@0
  pshufb %xmm@8, %xmm@0
  movdqa 128(%r14), %xmm@11
  movdqa 144(%r14), %xmm@10
  movdqa 160(%r14), %xmm@9
  movdqa 176(%r14), %xmm@8
  pxor %xmm@11, %xmm@1
  pxor %xmm@11, %xmm@2
  pxor %xmm@11, %xmm@4
  pxor %xmm@11, %xmm@5
  pxor %xmm@11, %xmm@6
  pxor %xmm@11, %xmm@7
  pxor %xmm@11, %xmm@3
  pxor %xmm@11, %xmm@0
  pxor 384(%r14), %xmm@11
  aesenc %xmm@10, %xmm@1
  aesenc %xmm@10, %xmm@2
  aesenc %xmm@10, %xmm@4
  aesenc %xmm@10, %xmm@5
  aesenc %xmm@10, %xmm@6
  aesenc %xmm@10, %xmm@7
  aesenc %xmm@10, %xmm@3
  aesenc %xmm@10, %xmm@0
  aesenc %xmm@10, %xmm@11
  aesenc %xmm@9, %xmm@1
  aesenc %xmm@9, %xmm@2
  aesenc %xmm@9, %xmm@4
  aesenc %xmm@9, %xmm@5
  aesenc %xmm@9, %xmm@6
  aesenc %xmm@9, %xmm@7
  aesenc %xmm@9, %xmm@3
  aesenc %xmm@9, %xmm@0
  aesenc %xmm@9, %xmm@11
  aesenc %xmm@8, %xmm@1
  aesenc %xmm@8, %xmm@2
  aesenc %xmm@8, %xmm@4
  aesenc %xmm@8, %xmm@5
  aesenc %xmm@8, %xmm@6
  aesenc %xmm@8, %xmm@7
  aesenc %xmm@8, %xmm@3
  aesenc %xmm@8, %xmm@0
  aesenc %xmm@8, %xmm@11
  movdqa 192(%r14), %xmm@8
  aesenc %xmm@8, %xmm@1
  aesenc %xmm@8, %xmm@2
  aesenc %xmm@8, %xmm@4
  aesenc %xmm@8, %xmm@5
  aesenc %xmm@8, %xmm@6
  aesenc %xmm@8, %xmm@7
  aesenc %xmm@8, %xmm@3
  aesenc %xmm@8, %xmm@0
  aesenc %xmm@8, %xmm@11
  movdqa 208(%r14), %xmm@8
  aesenc %xmm@8, %xmm@1
  aesenc %xmm@8, %xmm@2
  aesenc %xmm@8, %xmm@4
  aesenc %xmm@8, %xmm@5
  aesenc %xmm@8, %xmm@6
  aesenc %xmm@8, %xmm@7
  aesenc %xmm@8, %xmm@3
  aesenc %xmm@8, %xmm@0
  aesenc %xmm@8, %xmm@11
  movdqa 224(%r14), %xmm@8
  aesenc %xmm@8, %xmm@1
  aesenc %xmm@8, %xmm@2
  aesenc %xmm@8, %xmm@4
  aesenc %xmm@8, %xmm@5
  aesenc %xmm@8, %xmm@6
  aesenc %xmm@8, %xmm@7
  aesenc %xmm@8, %xmm@3
  aesenc %xmm@8, %xmm@0
  aesenc %xmm@8, %xmm@11
  movdqa 240(%r14), %xmm@8
  aesenc %xmm@8, %xmm@1
  aesenc %xmm@8, %xmm@2
  aesenc %xmm@8, %xmm@4
  aesenc %xmm@8, %xmm@5
  aesenc %xmm@8, %xmm@6
  aesenc %xmm@8, %xmm@7
  aesenc %xmm@8, %xmm@3
  aesenc %xmm@8, %xmm@0
  aesenc %xmm@8, %xmm@11
  movdqa 256(%r14), %xmm@8
  aesenc %xmm@8, %xmm@1
  aesenc %xmm@8, %xmm@2
  aesenc %xmm@8, %xmm@4
  aesenc %xmm@8, %xmm@5
  aesenc %xmm@8, %xmm@6
  aesenc %xmm@8, %xmm@7
  aesenc %xmm@8, %xmm@3
  aesenc %xmm@8, %xmm@0
  aesenc %xmm@8, %xmm@11
  movdqa 272(%r14), %xmm@8
  aesenc %xmm@8, %xmm@1
  aesenc %xmm@8, %xmm@2
  aesenc %xmm@8, %xmm@4
  aesenc %xmm@8, %xmm@5
  aesenc %xmm@8, %xmm@6
  aesenc %xmm@8, %xmm@7
  aesenc %xmm@8, %xmm@3
  aesenc %xmm@8, %xmm@0
  aesenc %xmm@8, %xmm@11
  movdqa 288(%r14), %xmm@8
  aesenc %xmm@8, %xmm@1
  aesenc %xmm@8, %xmm@2
  aesenc %xmm@8, %xmm@4
  aesenc %xmm@8, %xmm@5
  aesenc %xmm@8, %xmm@6
  aesenc %xmm@8, %xmm@7
  aesenc %xmm@8, %xmm@3
  aesenc %xmm@8, %xmm@0
  aesenc %xmm@8, %xmm@11
  movdqa 304(%r14), %xmm@8
  aesenc %xmm@8, %xmm@1
  aesenc %xmm@8, %xmm@2
  aesenc %xmm@8, %xmm@4
  aesenc %xmm@8, %xmm@5
  aesenc %xmm@8, %xmm@6
  aesenc %xmm@8, %xmm@7
  aesenc %xmm@8, %xmm@3
  aesenc %xmm@8, %xmm@0
  aesenc %xmm@8, %xmm@11
  movdqa 320(%r14), %xmm@8
  aesenc %xmm@8, %xmm@1
  aesenc %xmm@8, %xmm@2
  aesenc %xmm@8, %xmm@4
  aesenc %xmm@8, %xmm@5
  aesenc %xmm@8, %xmm@6
  aesenc %xmm@8, %xmm@7
  aesenc %xmm@8, %xmm@3
  aesenc %xmm@8, %xmm@0
  aesenc %xmm@8, %xmm@11
  movdqa 336(%r14), %xmm@8
  aesenc %xmm@8, %xmm@1
  aesenc %xmm@8, %xmm@2
  aesenc %xmm@8, %xmm@4
  aesenc %xmm@8, %xmm@5
  aesenc %xmm@8, %xmm@6
  aesenc %xmm@8, %xmm@7
  aesenc %xmm@8, %xmm@3
  aesenc %xmm@8, %xmm@0
  aesenc %xmm@8, %xmm@11
  movdqa 352(%r14), %xmm@8
  aesenclast %xmm@8, %xmm@1
  aesenclast %xmm@8, %xmm@2
  aesenclast %xmm@8, %xmm@4
  aesenclast %xmm@8, %xmm@5
  aesenclast %xmm@8, %xmm@6
  aesenclast %xmm@8, %xmm@7
  aesenclast %xmm@8, %xmm@3
  aesenclast %xmm@8, %xmm@0
  aesenclast %xmm@8, %xmm@11
  movdqa %xmm@11, 16(%rsp)
  movdqa %xmm@1, 48(%rsp)
  movdqa %xmm@2, 64(%rsp)
  movdqa %xmm@4, 80(%rsp)
  movdqa %xmm@5, 96(%rsp)
  movdqa %xmm@6, 112(%rsp)
  movdqa %xmm@7, 128(%rsp)
  leaq 48(%rsp), %rax
  xorl %r13d, %r13d
  movq %rdx, %rsi
  movdqa %xmm@0, %xmm@2
  movdqa %xmm@1, %xmm@0
  xorl %r15d, %r15d
L2:
  movdqa %xmm@3, (%rsi)
  movdqa %xmm@2, (%rdi)
  pxor %xmm@3, %xmm@3
  movdqa %xmm@3, 384(%rsp)
  movdqa %xmm@3, 368(%rsp)
  movdqa %xmm@3, 352(%rsp)
  movdqa %xmm@3, 336(%rsp)
  movdqa %xmm@3, 320(%rsp)
  movdqa %xmm@3, 304(%rsp)
  movdqa %xmm@3, 288(%rsp)
  movdqa %xmm@3, 272(%rsp)
  movdqa %xmm@3, 256(%rsp)
  cmpq %rbx, %r11
  je L6
  movq %rbx, %rdi
  shlq $4, %rdi
  movq %r9, %rdx
  subq %rdi, %rdx
  jb L7
  cmpq $16, %rdx
  jb L8
  movdqa 368(%r14), %xmm@3
  movdqu (%r8,%rdi), %xmm@2
  pxor %xmm@2, %xmm@0
  movdqu %xmm@0, (%r8,%rdi)
  pshufb %xmm@3, %xmm@2
  movdqa %xmm@2, 256(%rsp)
  cmpq $1, (%rsp)
  je L6
  movq %rbx, %rsi
  shlq $4, %rsi
  leaq 16(%rsi), %rdi
  movq %r9, %rdx
  subq %rdi, %rdx
  jb L7
  cmpq $16, %rdx
  jb L8
  movdqu (%r8,%rdi), %xmm@0
  movdqa 16(%rax), %xmm@2
  pxor %xmm@0, %xmm@2
  movdqu %xmm@2, (%r8,%rdi)
  pshufb %xmm@3, %xmm@0
  movdqa %xmm@0, 272(%rsp)
  cmpq $2, (%rsp)
  je L6
  leaq 32(%rsi), %rdi
  movq %r9, %rdx
  subq %rdi, %rdx
  jb L7
  cmpq $16, %rdx
  jb L8
  movdqu (%r8,%rdi), %xmm@0
  movdqa 32(%rax), %xmm@2
  pxor %xmm@0, %xmm@2
  movdqu %xmm@2, (%r8,%rdi)
  pshufb %xmm@3, %xmm@0
  movdqa %xmm@0, 288(%rsp)
  cmpq $3, (%rsp)
  je L6
  leaq 48(%rsi), %rdi
  movq %r9, %rdx
  subq %rdi, %rdx
  jb L7
  cmpq $16, %rdx
  jb L8
  movdqu (%r8,%rdi), %xmm@0
  movdqa 48(%rax), %xmm@2
  pxor %xmm@0, %xmm@2
  movdqu %xmm@2, (%r8,%rdi)
  pshufb %xmm@3, %xmm@0
  movdqa %xmm@0, 304(%rsp)
  cmpq $4, (%rsp)
  je L6
  leaq 64(%rsi), %rdi
  movq %r9, %rdx
  subq %rdi, %rdx
  jb L7
  cmpq $16, %rdx
  jb L8
  movdqu (%r8,%rdi), %xmm@0
  movdqa 64(%rax), %xmm@2
  pxor %xmm@0, %xmm@2
  movdqu %xmm@2, (%r8,%rdi)
  pshufb %xmm@3, %xmm@0
  movdqa %xmm@0, 320(%rsp)
  cmpq $5, (%rsp)
  je L6
  leaq 80(%rsi), %rdi
  movq %r9, %rdx
  subq %rdi, %rdx
  jb L7
  cmpq $16, %rdx
  jb L8
  movdqu (%r8,%rdi), %xmm@0
  movdqa 80(%rax), %xmm@2
  pxor %xmm@0, %xmm@2
  movdqu %xmm@2, (%r8,%rdi)
  pshufb %xmm@3, %xmm@0
  movdqa %xmm@0, 336(%rsp)
  cmpq $6, (%rsp)
  je L6
  leaq 96(%rsi), %rdi
  movq %r9, %rdx
  subq %rdi, %rdx
  jb L7
  cmpq $16, %rdx
  jb L8
  movdqu (%r8,%rdi), %xmm@0
  movdqa 96(%rax), %xmm@2
  pxor %xmm@0, %xmm@2
  movdqu %xmm@2, (%r8,%rdi)
  pshufb %xmm@3, %xmm@0
  movdqa %xmm@0, 352(%rsp)
  cmpq $7, (%rsp)
  je L6
  leaq 112(%rsi), %rdi
  movq %r9, %rdx
  subq %rdi, %rdx
  jb L7
  cmpq $16, %rdx
  jb L8
  testb %r13b, %r13b
  jne L9
  movdqu (%r8,%rdi), %xmm@0
  movdqa 112(%rax), %xmm@2
  pxor %xmm@0, %xmm@2
  movdqu %xmm@2, (%r8,%rdi)
  pshufb %xmm@3, %xmm@0
  movdqa %xmm@0, 368(%rsp)
  cmpq $8, (%rsp)
  jne L10
L6:
  movq %r11, 208(%rsp)
  movq 224(%rsp), %rsi
  testq %rsi, %rsi
  je L11
  movq %rbp, 192(%rsp)
  movq %r9, %rax
  movq %r8, %r13
  movq %r12, 176(%rsp)
  movq %rcx, 248(%rsp)
  movq %r10, 240(%rsp)
  movq %r9, %rbx
  andq $-16, %rax
  addq %rax, %r13
  movl $16, %edx
  subq %rsi, %rdx
  leaq (%rsp,%rsi), %rdi
  addq $32, %rdi
  movq %rsi, %r12
  xorl %esi, %esi
  callq *memset@GOTPCREL(%rip)
  leaq 32(%rsp), %rdi
  movq %r13, %rsi
  movq %r12, %rdx
  callq *memcpy@GOTPCREL(%rip)
  movq (%rsp), %rbp
  addq %rbp, %r15
  cmpq $8, %r15
  jae L12
  movdqa 32(%rsp), %xmm@3
  movdqa %xmm@3, 400(%rsp)
  shlq $4, %r15
  movdqa 48(%rsp,%r15), %xmm@0
  pxor %xmm@3, %xmm@0
  movdqa %xmm@0, 32(%rsp)
  leaq 32(%rsp), %r15
  movq %r13, %rdi
  movq %r15, %rsi
  movq %r12, %rdx
  callq *memcpy@GOTPCREL(%rip)
  pxor %xmm@0, %xmm@0
  movdqa %xmm@0, 32(%rsp)
  movdqa 400(%rsp), %xmm@0
  pshufb 368(%r14), %xmm@0
  shlq $4, %rbp
  movdqa %xmm@0, 256(%rsp,%rbp)
  movq 240(%rsp), %r10
  movq 248(%rsp), %rcx
  movq 176(%rsp), %r12
  movq %rbx, %r9
  movq 192(%rsp), %rbp
L11:
  cmpq $9, %rbp
  jae L13
  movq 488(%rsp), %xmm@0
  movq %r9, %xmm@3
  punpcklqdq %xmm@0, %xmm@3
  psllq $3, %xmm@3
  movq %rbp, %rax
  shlq $4, %rax
  movdqa %xmm@3, 256(%rsp,%rax)
  movabsq $-4467570830351532032, %rax
  cmpq $8, %rbp
  movq 480(%rsp), %r13
  jne L14
  movaps 352(%rsp), %xmm@0
  movaps %xmm@0, (%rsp)
  movdqa 336(%rsp), %xmm@12
  movdqa 80(%r14), %xmm@9
  movdqa 320(%rsp), %xmm@8
  movdqa 64(%r14), %xmm@11
  movdqa 256(%rsp), %xmm@3
  movdqa 272(%rsp), %xmm@5
  movdqa 288(%rsp), %xmm@10
  movdqa 304(%rsp), %xmm@2
  movdqa (%r14), %xmm@1
  movdqa %xmm@1, 224(%rsp)
  movdqa 16(%r14), %xmm@7
  movdqa %xmm@7, 208(%rsp)
  movdqa 32(%r14), %xmm@13
  movdqa 48(%r14), %xmm@6
  movdqa %xmm@5, %xmm@0
  pclmulqdq $1, %xmm@7, %xmm@0
  pxor (%rcx), %xmm@3
  movdqa %xmm@3, %xmm@14
  pclmulqdq $1, %xmm@1, %xmm@14
  movdqa %xmm@3, %xmm@15
  pclmulqdq $16, %xmm@1, %xmm@15
  pxor %xmm@14, %xmm@15
  movdqa %xmm@5, %xmm@14
  pclmulqdq $16, %xmm@7, %xmm@14
  pxor %xmm@0, %xmm@14
  movdqa %xmm@10, %xmm@0
  movdqa %xmm@13, %xmm@7
  pclmulqdq $1, %xmm@13, %xmm@0
  pxor %xmm@0, %xmm@14
  movdqa %xmm@2, %xmm@0
  pclmulqdq $1, %xmm@6, %xmm@0
  pxor %xmm@15, %xmm@14
  movdqa %xmm@10, %xmm@15
  pclmulqdq $16, %xmm@13, %xmm@15
  movdqa %xmm@13, 176(%rsp)
  pxor %xmm@0, %xmm@15
  movdqa %xmm@2, %xmm@0
  pclmulqdq $16, %xmm@6, %xmm@0
  movdqa %xmm@6, 192(%rsp)
  pxor %xmm@15, %xmm@0
  movdqa %xmm@8, %xmm@15
  pclmulqdq $1, %xmm@11, %xmm@15
  pxor %xmm@15, %xmm@0
  movdqa %xmm@12, %xmm@15
  pclmulqdq $1, %xmm@9, %xmm@15
  pxor %xmm@14, %xmm@0
  movdqa %xmm@8, %xmm@14
  pclmulqdq $16, %xmm@11, %xmm@14
  pxor %xmm@15, %xmm@14
  movdqa %xmm@12, %xmm@15
  pclmulqdq $16, %xmm@9, %xmm@15
  pxor %xmm@14, %xmm@15
  movdqa 96(%r14), %xmm@13
  movdqa (%rsp), %xmm@1
  movdqa %xmm@1, %xmm@14
  pclmulqdq $1, %xmm@13, %xmm@14
  pxor %xmm@14, %xmm@15
  movdqa %xmm@1, %xmm@14
  pclmulqdq $16, %xmm@13, %xmm@14
  pxor %xmm@15, %xmm@14
  pxor %xmm@0, %xmm@14
  movdqa %xmm@8, %xmm@0
  pclmulqdq $17, %xmm@11, %xmm@0
  movdqa %xmm@2, %xmm@1
  pclmulqdq $17, %xmm@6, %xmm@1
  pxor %xmm@0, %xmm@1
  movdqa %xmm@12, %xmm@0
  pclmulqdq $17, %xmm@9, %xmm@0
  pxor %xmm@0, %xmm@1
  movdqa %xmm@10, %xmm@0
  pclmulqdq $17, %xmm@7, %xmm@0
  movdqa %xmm@5, %xmm@4
  movdqa 208(%rsp), %xmm@7
  pclmulqdq $17, %xmm@7, %xmm@4
  pxor %xmm@0, %xmm@4
  movdqa %xmm@3, %xmm@15
  movdqa 224(%rsp), %xmm@6
  pclmulqdq $17, %xmm@6, %xmm@15
  pxor %xmm@4, %xmm@15
  pxor %xmm@1, %xmm@15
  movdqa (%rsp), %xmm@1
  movdqa %xmm@1, %xmm@0
  pclmulqdq $17, %xmm@13, %xmm@0
  pclmulqdq $0, %xmm@13, %xmm@1
  movdqa %xmm@1, %xmm@13
  pclmulqdq $0, %xmm@9, %xmm@12
  pclmulqdq $0, %xmm@11, %xmm@8
  pclmulqdq $0, 192(%rsp), %xmm@2
  pxor %xmm@8, %xmm@2
  pxor %xmm@12, %xmm@2
  pclmulqdq $0, 176(%rsp), %xmm@10
  pclmulqdq $0, %xmm@7, %xmm@5
  pxor %xmm@10, %xmm@5
  pclmulqdq $0, %xmm@6, %xmm@3
  pxor %xmm@5, %xmm@3
  pxor %xmm@2, %xmm@3
  movdqa 368(%rsp), %xmm@4
  movdqa 112(%r14), %xmm@2
  movdqa %xmm@4, %xmm@1
  pclmulqdq $0, %xmm@2, %xmm@1
  pxor %xmm@13, %xmm@1
  pxor %xmm@3, %xmm@1
  movdqa %xmm@4, %xmm@3
  pclmulqdq $17, %xmm@2, %xmm@3
  pxor %xmm@0, %xmm@3
  pxor %xmm@15, %xmm@3
  movdqa %xmm@4, %xmm@0
  pclmulqdq $1, %xmm@2, %xmm@0
  pclmulqdq $16, %xmm@2, %xmm@4
  pxor %xmm@0, %xmm@4
  pxor %xmm@14, %xmm@4
  movdqa %xmm@4, %xmm@0
  pslldq $8, %xmm@0
  pxor %xmm@1, %xmm@0
  movq %rax, %xmm@5
  pshufd $78, %xmm@0, %xmm@1
  pclmulqdq $0, %xmm@5, %xmm@0
  pxor %xmm@1, %xmm@0
  psrldq $8, %xmm@4
  pclmulqdq $0, %xmm@0, %xmm@5
  pshufd $78, %xmm@0, %xmm@1
  pxor %xmm@4, %xmm@1
  pxor %xmm@3, %xmm@1
  pxor %xmm@5, %xmm@1
  pxor 384(%rsp), %xmm@1
  movdqa %xmm@1, %xmm@3
  pclmulqdq $0, %xmm@2, %xmm@3
  movdqa %xmm@1, %xmm@0
  pclmulqdq $17, %xmm@2, %xmm@0
  movdqa %xmm@1, %xmm@4
  pclmulqdq $1, %xmm@2, %xmm@4
  pclmulqdq $16, %xmm@2, %xmm@1
  pxor %xmm@4, %xmm@1
  jmp L15
L14:
  movl $7, %edx
  movdqa 256(%rsp), %xmm@2
  pxor (%rcx), %xmm@2
  subl %ebp, %edx
  shll $4, %edx
  movdqa (%r14,%rdx), %xmm@1
  movdqa %xmm@2, %xmm@3
  pclmulqdq $0, %xmm@1, %xmm@3
  movdqa %xmm@2, %xmm@0
  pclmulqdq $17, %xmm@1, %xmm@0
  movdqa %xmm@2, %xmm@4
  pclmulqdq $1, %xmm@1, %xmm@4
  pclmulqdq $16, %xmm@1, %xmm@2
  pxor %xmm@4, %xmm@2
  testq %rbp, %rbp
  je L16
  movq %r13, %rdi
  movq 208(%rsp), %rbx
  subq %rbx, %rdi
  subq %r12, %rdi
  shlq $4, %r13
  leaq (%rbx,%r12), %rcx
  shlq $4, %rcx
  movq %r13, %rdx
  subq %rcx, %rdx
  leaq (%r14,%rdx), %rcx
  addq $128, %rcx
  shlq $4, %rbx
  shll $4, %r12d
  addq %rbx, %r12
  subq %r13, %r12
  xorl %edx, %edx
L17:
  cmpq $-8, %rdi
  jb L18
  movdqa 272(%rsp,%rdx), %xmm@1
  movdqa (%rcx,%rdx), %xmm@4
  movdqa %xmm@1, %xmm@5
  pclmulqdq $0, %xmm@4, %xmm@5
  pxor %xmm@5, %xmm@3
  movdqa %xmm@1, %xmm@5
  pclmulqdq $17, %xmm@4, %xmm@5
  pxor %xmm@5, %xmm@0
  movdqa %xmm@1, %xmm@5
  pclmulqdq $1, %xmm@4, %xmm@5
  pxor %xmm@5, %xmm@2
  pclmulqdq $16, %xmm@4, %xmm@1
  pxor %xmm@2, %xmm@1
  incq %rdi
  addq $16, %rdx
  movdqa %xmm@1, %xmm@2
  cmpq %rdx, %r12
  jne L17
  jmp L15
L16:
  movdqa %xmm@2, %xmm@1
L15:
  movdqa %xmm@1, %xmm@2
  pslldq $8, %xmm@2
  pxor %xmm@3, %xmm@2
  psrldq $8, %xmm@1
  movq %rax, %xmm@3
  pshufd $78, %xmm@2, %xmm@4
  pclmulqdq $0, %xmm@3, %xmm@2
  pxor %xmm@4, %xmm@2
  pclmulqdq $0, %xmm@2, %xmm@3
  pshufd $78, %xmm@2, %xmm@2
  pxor %xmm@1, %xmm@2
  pxor %xmm@0, %xmm@2
  pxor %xmm@3, %xmm@2
  pshufb 368(%r14), %xmm@2
  movdqa 16(%rsp), %xmm@0
  pxor %xmm@2, %xmm@0
  movdqu %xmm@0, (%r10)
  addq $424, %rsp
  popq %rbx
  popq %r12
  popq %r13
  popq %r14
  popq %r15
  popq %rbp
  retq
L18:
  addq $8, %rdi
  leaq C7(%rip), %rdx
  movl $8, %esi
  callq *core::panicking::panic_bounds_check(%rip)
L13:
  leaq C8(%rip), %rdx
  movl $9, %esi
  movq %rbp, %rdi
  callq *core::panicking::panic_bounds_check(%rip)
L12:
  leaq C9(%rip), %rdx
  movl $8, %esi
  movq %r15, %rdi
  callq *core::panicking::panic_bounds_check(%rip)
L10:
  subq $-128, %rsi
  movq %r9, %rax
  movq %rsi, %rdi
  subq %rsi, %rax
  jb L7
  cmpq $16, %rax
  jb L8
L9:
  leaq C10(%rip), %rdx
  movl $8, %edi
  movl $8, %esi
  callq *core::panicking::panic_bounds_check(%rip)
L7:
  leaq C11(%rip), %rcx
  movq %r9, %rsi
  movq %r9, %rdx
  callq *core::slice::index::slice_index_fail(%rip)
L8:
  leaq C12(%rip), %rdi
  leaq C13(%rip), %rdx
  movl $45, %esi
  callq *core::option::expect_failed(%rip)
== hw_gcm::arch::x86_64::aesni_clmul::tail#3
  pushq %rbp
  pushq %r15
  pushq %r14
  pushq %r13
  pushq %r12
  pushq %rbx
  subq $440, %rsp
  movq %r9, %r11
  movq %rsi, %r12
  movq %rdi, %r10
  movq (%r8), %r15
  movq %r8, 32(%rsp)
  movq 8(%r8), %r9
  xorps %xmm@0, %xmm@0
  movaps %xmm@0, 208(%rsp)
  movaps %xmm@0, 192(%rsp)
  movaps %xmm@0, 176(%rsp)
  movaps %xmm@0, 160(%rsp)
  movaps %xmm@0, 144(%rsp)
  movaps %xmm@0, 128(%rsp)
  movaps %xmm@0, 112(%rsp)
  movaps %xmm@0, 96(%rsp)
  movq %r9, %r13
  shrq $4, %r13
  movq %r13, %rax
  subq %r11, %rax
  xorl %ebx, %ebx
  movq %r9, %rsi
  andq $15, %rsi
  movq %rsi, 80(%rsp)
  setne %bl
  movq %rax, (%rsp)
  leaq (%rax,%rbx), %r8
  movdqa (%rdx), %xmm@0
  cmpq $4, %r8
  movq %r8, 224(%rsp)
  jae L0
  movdqa 368(%r12), %xmm@1
  movd C0(%rip), %xmm@2
  paddd %xmm@0, %xmm@2
  pshufb %xmm@1, %xmm@2
  movd C1(%rip), %xmm@3
  paddd %xmm@0, %xmm@3
  pshufb %xmm@1, %xmm@3
  pshufb %xmm@1, %xmm@0
  movdqa 128(%r12), %xmm@4
  movdqa 144(%r12), %xmm@5
  movdqa 160(%r12), %xmm@6
  movdqa 176(%r12), %xmm@1
  movdqa 384(%r12), %xmm@7
  pxor %xmm@4, %xmm@7
  pxor %xmm@4, %xmm@0
  pxor %xmm@4, %xmm@3
  pxor %xmm@4, %xmm@2
  aesenc %xmm@5, %xmm@7
  aesenc %xmm@5, %xmm@0
  aesenc %xmm@5, %xmm@3
  aesenc %xmm@5, %xmm@2
  aesenc %xmm@6, %xmm@7
  aesenc %xmm@6, %xmm@0
  aesenc %xmm@6, %xmm@3
  aesenc %xmm@6, %xmm@2
  aesenc %xmm@1, %xmm@7
  aesenc %xmm@1, %xmm@0
  aesenc %xmm@1, %xmm@3
  aesenc %xmm@1, %xmm@2
  movdqa 192(%r12), %xmm@1
  aesenc %xmm@1, %xmm@7
  aesenc %xmm@1, %xmm@0
  aesenc %xmm@1, %xmm@3
  aesenc %xmm@1, %xmm@2
  movdqa 208(%r12), %xmm@1
  aesenc %xmm@1, %xmm@7
  aesenc %xmm@1, %xmm@0
  aesenc %xmm@1, %xmm@3
  aesenc %xmm@1, %xmm@2
  movdqa 224(%r12), %xmm@1
  aesenc %xmm@1, %xmm@7
  aesenc %xmm@1, %xmm@0
  aesenc %xmm@1, %xmm@3
  aesenc %xmm@1, %xmm@2
  movdqa 240(%r12), %xmm@1
  aesenc %xmm@1, %xmm@7
  aesenc %xmm@1, %xmm@0
  aesenc %xmm@1, %xmm@3
  aesenc %xmm@1, %xmm@2
  movdqa 256(%r12), %xmm@1
  aesenc %xmm@1, %xmm@7
  aesenc %xmm@1, %xmm@0
  aesenc %xmm@1, %xmm@3
  aesenc %xmm@1, %xmm@2
  movdqa 272(%r12), %xmm@1
  aesenc %xmm@1, %xmm@7
  aesenc %xmm@1, %xmm@0
  aesenc %xmm@1, %xmm@3
  aesenc %xmm@1, %xmm@2
  movdqa 288(%r12), %xmm@1
  aesenc %xmm@1, %xmm@7
  aesenc %xmm@1, %xmm@0
  aesenc %xmm@1, %xmm@3
  aesenc %xmm@1, %xmm@2
  movdqa 304(%r12), %xmm@1
  aesenc %xmm@1, %xmm@7
  aesenc %xmm@1, %xmm@0
  aesenc %xmm@1, %xmm@3
  leaq 128(%rsp), %rsi
  aesenc %xmm@1, %xmm@2
  movdqa 320(%r12), %xmm@1
  aesenc %xmm@1, %xmm@7
  aesenc %xmm@1, %xmm@0
  aesenc %xmm@1, %xmm@3
  aesenc %xmm@1, %xmm@2
  leaq 144(%rsp), %rdi
  movdqa 336(%r12), %xmm@1
  aesenc %xmm@1, %xmm@7
  aesenc %xmm@1, %xmm@0
  aesenc %xmm@1, %xmm@3
  leaq 112(%rsp), %rax
  aesenc %xmm@1, %xmm@2
  movdqa 352(%r12), %xmm@1
  aesenclast %xmm@1, %xmm@7
  aesenclast %xmm@1, %xmm@0
  aesenclast %xmm@1, %xmm@3
  aesenclast %xmm@1, %xmm@2
  movdqa %xmm@7, 64(%rsp)
  movdqa %xmm@7, 96(%rsp)
  movdqa %xmm@0, 112(%rsp)
L1:
  movl $1, %edx
  movq %rdx, 16(%rsp)
  movb $1, %r8b
  jmp L2
L0:
  leaq 112(%rsp), %rax
  leaq 208(%rsp), %rdi
  leaq 192(%rsp), %rdx
  leaq -6(%r8), %rsi
  cmpq $2, %rsi
  jb L3
  leaq 160(%rsp), %rsi
  cmpq $4, %r8
  je L4
  cmpq $5, %r8
  jne L5
  movdqa 368(%r12), %xmm@5
  movd C2(%rip), %xmm@2
  paddd %xmm@0, %xmm@2
  pshufb %xmm@5, %xmm@2
  movd C3(%rip), %xmm@3
  paddd %xmm@0, %xmm@3
  pshufb %xmm@5, %xmm@3
  movd C0(%rip), %xmm@1
  paddd %xmm@0, %xmm@1
  pshufb %xmm@5, %xmm@1
  movd C1(%rip), %xmm@4
  paddd %xmm@0, %xmm@4
  pshufb %xmm@5, %xmm@4
  pshufb %xmm@5, %xmm@0
  movdqa 128(%r12), %xmm@7
  movdqa 144(%r12), %xmm@8
  movdqa 160(%r12), %xmm@6
  movdqa 176(%r12), %xmm@5
  movdqa 384(%r12), %xmm@9
  pxor %xmm@7, %xmm@9
  pxor %xmm@7, %xmm@0
  pxor %xmm@7, %xmm@4
  pxor %xmm@7, %xmm@1
  pxor %xmm@7, %xmm@3
  pxor %xmm@7, %xmm@2
  aesenc %xmm@8, %xmm@9
  aesenc %xmm@8, %xmm@0
  aesenc %xmm@8, %xmm@4
  aesenc %xmm@8, %xmm@1
  aesenc %xmm@8, %xmm@3
  aesenc %xmm@8, %xmm@2
  aesenc %xmm@6, %xmm@9
  aesenc %xmm@6, %xmm@0
  aesenc %xmm@6, %xmm@4
  aesenc %xmm@6, %xmm@1
  aesenc %xmm@6, %xmm@3
  aesenc %xmm@6, %xmm@2
  aesenc %xmm@5, %xmm@9
  aesenc %xmm@5, %xmm@0
  aesenc %xmm@5, %xmm@4
  aesenc %xmm@5, %xmm@1
  aesenc %xmm@5, %xmm@3
  aesenc %xmm@5, %xmm@2
  movdqa 192(%r12), %xmm@5
  aesenc %xmm@5, %xmm@9
  aesenc %xmm@5, %xmm@0
  aesenc %xmm@5, %xmm@4
  aesenc %xmm@5, %xmm@1
  aesenc %xmm@5, %xmm@3
  aesenc %xmm@5, %xmm@2
  movdqa 208(%r12), %xmm@5
  aesenc %xmm@5, %xmm@9
  aesenc %xmm@5, %xmm@0
  aesenc %xmm@5, %xmm@4
  aesenc %xmm@5, %xmm@1
  aesenc %xmm@5, %xmm@3
  aesenc %xmm@5, %xmm@2
  movdqa 224(%r12), %xmm@5
  aesenc %xmm@5, %xmm@9
  aesenc %xmm@5, %xmm@0
  aesenc %xmm@5, %xmm@4
  aesenc %xmm@5, %xmm@1
  aesenc %xmm@5, %xmm@3
  aesenc %xmm@5, %xmm@2
  movdqa 240(%r12), %xmm@5
  aesenc %xmm@5, %xmm@9
  aesenc %xmm@5, %xmm@0
  aesenc %xmm@5, %xmm@4
  aesenc %xmm@5, %xmm@1
  aesenc %xmm@5, %xmm@3
  aesenc %xmm@5, %xmm@2
  movdqa 256(%r12), %xmm@5
  aesenc %xmm@5, %xmm@9
  aesenc %xmm@5, %xmm@0
  aesenc %xmm@5, %xmm@4
  aesenc %xmm@5, %xmm@1
  aesenc %xmm@5, %xmm@3
  aesenc %xmm@5, %xmm@2
  movdqa 272(%r12), %xmm@5
  aesenc %xmm@5, %xmm@9
  aesenc %xmm@5, %xmm@0
  aesenc %xmm@5, %xmm@4
  aesenc %xmm@5, %xmm@1
  aesenc %xmm@5, %xmm@3
  aesenc %xmm@5, %xmm@2
  movdqa 288(%r12), %xmm@5
  aesenc %xmm@5, %xmm@9
  aesenc %xmm@5, %xmm@0
  aesenc %xmm@5, %xmm@4
  aesenc %xmm@5, %xmm@1
  aesenc %xmm@5, %xmm@3
  aesenc %xmm@5, %xmm@2
  movdqa 304(%r12), %xmm@5
  aesenc %xmm@5, %xmm@9
  aesenc %xmm@5, %xmm@0
  aesenc %xmm@5, %xmm@4
  aesenc %xmm@5, %xmm@1
  aesenc %xmm@5, %xmm@3
  aesenc %xmm@5, %xmm@2
  movdqa 320(%r12), %xmm@5
  aesenc %xmm@5, %xmm@9
  aesenc %xmm@5, %xmm@0
  aesenc %xmm@5, %xmm@4
  aesenc %xmm@5, %xmm@1
  aesenc %xmm@5, %xmm@3
  aesenc %xmm@5, %xmm@2
  movdqa 336(%r12), %xmm@5
  aesenc %xmm@5, %xmm@9
  aesenc %xmm@5, %xmm@0
  aesenc %xmm@5, %xmm@4
  aesenc %xmm@5, %xmm@1
  aesenc %xmm@5, %xmm@3
  aesenc %xmm@5, %xmm@2
  leaq 176(%rsp), %rdi
  movdqa 352(%r12), %xmm@5
  aesenclast %xmm@5, %xmm@9
  aesenclast %xmm@5, %xmm@0
  aesenclast %xmm@5, %xmm@4
  aesenclast %xmm@5, %xmm@1
  aesenclast %xmm@5, %xmm@3
  aesenclast %xmm@5, %xmm@2
  movdqa %xmm@9, 64(%rsp)
  movdqa %xmm@9, 96(%rsp)
  movdqa %xmm@0, 112(%rsp)
  movdqa %xmm@4, 128(%rsp)
  movdqa %xmm@1, 144(%rsp)
  jmp L1
L3:
  movdqa 368(%r12), %xmm@7
  movd C4(%rip), %xmm@2
  paddd %xmm@0, %xmm@2
  pshufb %xmm@7, %xmm@2
  movd C5(%rip), %xmm@3
  paddd %xmm@0, %xmm@3
  pshufb %xmm@7, %xmm@3
  movd C2(%rip), %xmm@1
  paddd %xmm@0, %xmm@1
  pshufb %xmm@7, %xmm@1
  movd C3(%rip), %xmm@4
  paddd %xmm@0, %xmm@4
  pshufb %xmm@7, %xmm@4
  movd C0(%rip), %xmm@5
  paddd %xmm@0, %xmm@5
  pshufb %xmm@7, %xmm@5
  movd C1(%rip), %xmm@6
  paddd %xmm@0, %xmm@6
  pshufb %xmm@7, %xmm@6
  pshufb %xmm@7, %xmm@0
  movdqa 128(%r12), %xmm@10
  movdqa 144(%r12), %xmm@9
  movdqa 160(%r12), %xmm@8
  movdqa 176(%r12), %xmm@7
  movdqa 384(%r12), %xmm@11
  pxor %xmm@10, %xmm@11
  pxor %xmm@10, %xmm@0
  pxor %xmm@10, %xmm@6
  pxor %xmm@10, %xmm@5
  pxor %xmm@10, %xmm@4
  pxor %xmm@10, %xmm@1
  pxor %xmm@10, %xmm@3
  pxor %xmm@10, %xmm@2
  aesenc %xmm@9, %xmm@11
  aesenc %xmm@9, %xmm@0
  aesenc %xmm@9, %xmm@6
  aesenc %xmm@9, %xmm@5
  aesenc %xmm@9, %xmm@4
  aesenc %xmm@9, %xmm@1
  aesenc %xmm@9, %xmm@3
  aesenc %xmm@9, %xmm@2
  aesenc %xmm@8, %xmm@11
  aesenc %xmm@8, %xmm@0
  aesenc %xmm@8, %xmm@6
  aesenc %xmm@8, %xmm@5
  aesenc %xmm@8, %xmm@4
  aesenc %xmm@8, %xmm@1
  aesenc %xmm@8, %xmm@3
  aesenc %xmm@8, %xmm@2
  aesenc %xmm@7, %xmm@11
  aesenc %xmm@7, %xmm@0
  aesenc %xmm@7, %xmm@6
  aesenc %xmm@7, %xmm@5
  aesenc %xmm@7, %xmm@4
  aesenc %xmm@7, %xmm@1
  aesenc %xmm@7, %xmm@3
  aesenc %xmm@7, %xmm@2
  movdqa 192(%r12), %xmm@7
  aesenc %xmm@7, %xmm@11
  aesenc %xmm@7, %xmm@0
  aesenc %xmm@7, %xmm@6
  aesenc %xmm@7, %xmm@5
  aesenc %xmm@7, %xmm@4
  aesenc %xmm@7, %xmm@1
  aesenc %xmm@7, %xmm@3
  aesenc %xmm@7, %xmm@2
  movdqa 208(%r12), %xmm@7
  aesenc %xmm@7, %xmm@11
  aesenc %xmm@7, %xmm@0
  aesenc %xmm@7, %xmm@6
  aesenc %xmm@7, %xmm@5
  aesenc %xmm@7, %xmm@4
  aesenc %xmm@7, %xmm@1
  aesenc %xmm@7, %xmm@3
  aesenc %xmm@7, %xmm@2
  movdqa 224(%r12), %xmm@7
  aesenc %xmm@7, %xmm@11
  aesenc %xmm@7, %xmm@0
  aesenc %xmm@7, %xmm@6
  aesenc %xmm@7, %xmm@5
  aesenc %xmm@7, %xmm@4
  aesenc %xmm@7, %xmm@1
  aesenc %xmm@7, %xmm@3
  aesenc %xmm@7, %xmm@2
  movdqa 240(%r12), %xmm@7
  aesenc %xmm@7, %xmm@11
  aesenc %xmm@7, %xmm@0
  aesenc %xmm@7, %xmm@6
  aesenc %xmm@7, %xmm@5
  aesenc %xmm@7, %xmm@4
  aesenc %xmm@7, %xmm@1
  aesenc %xmm@7, %xmm@3
  aesenc %xmm@7, %xmm@2
  movdqa 256(%r12), %xmm@7
  aesenc %xmm@7, %xmm@11
  aesenc %xmm@7, %xmm@0
  aesenc %xmm@7, %xmm@6
  aesenc %xmm@7, %xmm@5
  aesenc %xmm@7, %xmm@4
  aesenc %xmm@7, %xmm@1
  aesenc %xmm@7, %xmm@3
  aesenc %xmm@7, %xmm@2
  movdqa 272(%r12), %xmm@7
  aesenc %xmm@7, %xmm@11
  aesenc %xmm@7, %xmm@0
  aesenc %xmm@7, %xmm@6
  aesenc %xmm@7, %xmm@5
  aesenc %xmm@7, %xmm@4
  aesenc %xmm@7, %xmm@1
  aesenc %xmm@7, %xmm@3
  aesenc %xmm@7, %xmm@2
  movdqa 288(%r12), %xmm@7
  aesenc %xmm@7, %xmm@11
  aesenc %xmm@7, %xmm@0
  aesenc %xmm@7, %xmm@6
  aesenc %xmm@7, %xmm@5
  aesenc %xmm@7, %xmm@4
  aesenc %xmm@7, %xmm@1
  aesenc %xmm@7, %xmm@3
  aesenc %xmm@7, %xmm@2
  movdqa 304(%r12), %xmm@7
  aesenc %xmm@7, %xmm@11
  aesenc %xmm@7, %xmm@0
  aesenc %xmm@7, %xmm@6
  aesenc %xmm@7, %xmm@5
  aesenc %xmm@7, %xmm@4
  aesenc %xmm@7, %xmm@1
  aesenc %xmm@7, %xmm@3
  aesenc %xmm@7, %xmm@2
  movdqa 320(%r12), %xmm@7
  aesenc %xmm@7, %xmm@11
  aesenc %xmm@7, %xmm@0
  aesenc %xmm@7, %xmm@6
  aesenc %xmm@7, %xmm@5
  aesenc %xmm@7, %xmm@4
  aesenc %xmm@7, %xmm@1
  aesenc %xmm@7, %xmm@3
  aesenc %xmm@7, %xmm@2
  movdqa 336(%r12), %xmm@7
  aesenc %xmm@7, %xmm@11
  aesenc %xmm@7, %xmm@0
  aesenc %xmm@7, %xmm@6
  aesenc %xmm@7, %xmm@5
  aesenc %xmm@7, %xmm@4
  aesenc %xmm@7, %xmm@1
  aesenc %xmm@7, %xmm@3
  aesenc %xmm@7, %xmm@2
  movdqa 352(%r12), %xmm@7
  aesenclast %xmm@7, %xmm@11
  aesenclast %xmm@7, %xmm@0
  aesenclast %xmm@7, %xmm@6
  aesenclast %xmm@7, %xmm@5
  aesenclast %xmm@7, %xmm@4
  aesenclast %xmm@7, %xmm@1
  aesenclast %xmm@7, %xmm@3
  aesenclast %xmm@7, %xmm@2
  movdqa %xmm@11, 64(%rsp)
  movdqa %xmm@11, 96(%rsp)
  movdqa %xmm@0, 112(%rsp)
  movdqa %xmm@6, 128(%rsp)
  movdqa %xmm@5, 144(%rsp)
  movdqa %xmm@4, 160(%rsp)
  movdqa %xmm@1, 176(%rsp)
  movl $1, %esi
  movq %rsi, 16(%rsp)
  movb $1, %r8b
  movq %rdx, %rsi
  jmp L2
L4:
  movdqa 368(%r12), %xmm@4
  movd C3(%rip), %xmm@2
  paddd %xmm@0, %xmm@2
  pshufb %xmm@4, %xmm@2
  movd C0(%rip), %xmm@3
  paddd %xmm@0, %xmm@3
  pshufb %xmm@4, %xmm@3
  movd C1(%rip), %xmm@1
  paddd %xmm@0, %xmm@1
  pshufb %xmm@4, %xmm@1
  pshufb %xmm@4, %xmm@0
  movdqa 128(%r12), %xmm@5
  movdqa 144(%r12), %xmm@6
  movdqa 160(%r12), %xmm@7
  movdqa 176(%r12), %xmm@4
  movdqa 384(%r12), %xmm@8
  pxor %xmm@5, %xmm@8
  pxor %xmm@5, %xmm@0
  pxor %xmm@5, %xmm@1
  pxor %xmm@5, %xmm@3
  pxor %xmm@5, %xmm@2
  aesenc %xmm@6, %xmm@8
  aesenc %xmm@6, %xmm@0
  aesenc %xmm@6, %xmm@1
  aesenc %xmm@6, %xmm@3
  aesenc %xmm@6, %xmm@2
  aesenc %xmm@7, %xmm@8
  aesenc %xmm@7, %xmm@0
  aesenc %xmm@7, %xmm@1
  aesenc %xmm@7, %xmm@3
  aesenc %xmm@7, %xmm@2
  aesenc %xmm@4, %xmm@8
  aesenc %xmm@4, %xmm@0
  aesenc %xmm@4, %xmm@1
  aesenc %xmm@4, %xmm@3
  aesenc %xmm@4, %xmm@2
  movdqa 192(%r12), %xmm@4
  aesenc %xmm@4, %xmm@8
  aesenc %xmm@4, %xmm@0
  aesenc %xmm@4, %xmm@1
  aesenc %xmm@4, %xmm@3
  aesenc %xmm@4, %xmm@2
  movdqa 208(%r12), %xmm@4
  aesenc %xmm@4, %xmm@8
  aesenc %xmm@4, %xmm@0
  aesenc %xmm@4, %xmm@1
  aesenc %xmm@4, %xmm@3
  aesenc %xmm@4, %xmm@2
  movdqa 224(%r12), %xmm@4
  aesenc %xmm@4, %xmm@8
  aesenc %xmm@4, %xmm@0
  aesenc %xmm@4, %xmm@1
  aesenc %xmm@4, %xmm@3
  aesenc %xmm@4, %xmm@2
  movdqa 240(%r12), %xmm@4
  aesenc %xmm@4, %xmm@8
  aesenc %xmm@4, %xmm@0
  aesenc %xmm@4, %xmm@1
  aesenc %xmm@4, %xmm@3
  aesenc %xmm@4, %xmm@2
  movdqa 256(%r12), %xmm@4
  aesenc %xmm@4, %xmm@8
  aesenc %xmm@4, %xmm@0
  aesenc %xmm@4, %xmm@1
  aesenc %xmm@4, %xmm@3
  aesenc %xmm@4, %xmm@2
  movdqa 272(%r12), %xmm@4
  aesenc %xmm@4, %xmm@8
  aesenc %xmm@4, %xmm@0
  aesenc %xmm@4, %xmm@1
  aesenc %xmm@4, %xmm@3
  aesenc %xmm@4, %xmm@2
  movdqa 288(%r12), %xmm@4
  aesenc %xmm@4, %xmm@8
  aesenc %xmm@4, %xmm@0
  aesenc %xmm@4, %xmm@1
  aesenc %xmm@4, %xmm@3
  aesenc %xmm@4, %xmm@2
  movdqa 304(%r12), %xmm@4
  aesenc %xmm@4, %xmm@8
  aesenc %xmm@4, %xmm@0
  aesenc %xmm@4, %xmm@1
  aesenc %xmm@4, %xmm@3
  aesenc %xmm@4, %xmm@2
  movdqa 320(%r12), %xmm@4
  aesenc %xmm@4, %xmm@8
  aesenc %xmm@4, %xmm@0
  aesenc %xmm@4, %xmm@1
  aesenc %xmm@4, %xmm@3
  movq %rsi, %rdi
  aesenc %xmm@4, %xmm@2
  movdqa 336(%r12), %xmm@4
  aesenc %xmm@4, %xmm@8
  aesenc %xmm@4, %xmm@0
  aesenc %xmm@4, %xmm@1
  aesenc %xmm@4, %xmm@3
  leaq 144(%rsp), %rsi
  aesenc %xmm@4, %xmm@2
  movdqa 352(%r12), %xmm@4
  aesenclast %xmm@4, %xmm@8
  aesenclast %xmm@4, %xmm@0
  aesenclast %xmm@4, %xmm@1
  aesenclast %xmm@4, %xmm@3
  aesenclast %xmm@4, %xmm@2
  movdqa %xmm@8, 64(%rsp)
  movdqa %xmm@8, 96(%rsp)
  movdqa %xmm@0, 112(%rsp)
  movdqa %xmm@1, 128(%rsp)
  jmp L1
L5:
  movdqa 368(%r12), %xmm@8
  movdqa %xmm@0, %xmm@1
  pshufb %xmm@8, %xmm@1
  movd C1(%rip), %xmm@2
  paddd %xmm@0, %xmm@2
  pshufb %xmm@8, %xmm@2
  movd C0(%rip), %xmm@4
  paddd %xmm@0, %xmm@4
  pshufb %xmm@8, %xmm@4
  movd C3(%rip), %xmm@5
  paddd %xmm@0, %xmm@5
  pshufb %xmm@8, %xmm@5
  movd C2(%rip), %xmm@6
  paddd %xmm@0, %xmm@6
  pshufb %xmm@8, %xmm@6
  movd C5(%rip), %xmm@7
  paddd %xmm@0, %xmm@7
  pshufb %xmm@8, %xmm@7
  movd C4(%rip), %xmm@3
  paddd %xmm@0, %xmm@3
  pshufb %xmm@8, %xmm@3
  paddd C6(%rip), %xmm@0
  pshufb %xmm@8, %xmm@0
  movdqa 128(%r12), %xmm@11
  movdqa 144(%r12), %xmm@10
  movdqa 160(%r12), %xmm@9
  movdqa 176(%r12), %xmm@8
  pxor %xmm@11, %xmm@1
  pxor %xmm@11, %xmm@2
  pxor %xmm@11, %xmm@4
  pxor %xmm@11, %xmm@5
  pxor %xmm@11, %xmm@6
  pxor %xmm@11, %xmm@7
  pxor %xmm@11, %xmm@3
  pxor %xmm@11, %xmm@0
  pxor 384(%r12), %xmm@11
  aesenc %xmm@10, %xmm@1
  aesenc %xmm@10, %xmm@2
  aesenc %xmm@10, %xmm@4
  aesenc %xmm@10, %xmm@5
  aesenc %xmm@10, %xmm@6
  aesenc %xmm@10, %xmm@7
  aesenc %xmm@10, %xmm@3
  aesenc %xmm@10, %xmm@0
  aesenc %xmm@10, %xmm@11
  aesenc %xmm@9, %xmm@1
  aesenc %xmm@9, %xmm@2
  aesenc %xmm@9, %xmm@4
  aesenc %xmm@9, %xmm@5
  aesenc %xmm@9, %xmm@6
  aesenc %xmm@9, %xmm@7
  aesenc %xmm@9, %xmm@3
  aesenc %xmm@9, %xmm@0
  aesenc %xmm@9, %xmm@11
  aesenc %xmm@8, %xmm@1
  aesenc %xmm@8, %xmm@2
  aesenc %xmm@8, %xmm@4
  aesenc %xmm@8, %xmm@5
  aesenc %xmm@8, %xmm@6
  aesenc %xmm@8, %xmm@7
  aesenc %xmm@8, %xmm@3
  aesenc %xmm@8, %xmm@0
  aesenc %xmm@8, %xmm@11
  movdqa 192(%r12), %xmm@8
  aesenc %xmm@8, %xmm@1
  aesenc %xmm@8, %xmm@2
  aesenc %xmm@8, %xmm@4
  aesenc %xmm@8, %xmm@5
  aesenc %xmm@8, %xmm@6
  aesenc %xmm@8, %xmm@7
  aesenc %xmm@8, %xmm@3
  aesenc %xmm@8, %xmm@0
  aesenc %xmm@8, %xmm@11
  movdqa 208(%r12), %xmm@8
  aesenc %xmm@8, %xmm@1
  aesenc %xmm@8, %xmm@2
  aesenc %xmm@8, %xmm@4
  aesenc %xmm@8, %xmm@5
  aesenc %xmm@8, %xmm@6
  aesenc %xmm@8, %xmm@7
  aesenc %xmm@8, %xmm@3
  aesenc %xmm@8, %xmm@0
  aesenc %xmm@8, %xmm@11
  movdqa 224(%r12), %xmm@8
  aesenc %xmm@8, %xmm@1
  aesenc %xmm@8, %xmm@2
  aesenc %xmm@8, %xmm@4
  aesenc %xmm@8, %xmm@5
  aesenc %xmm@8, %xmm@6
  aesenc %xmm@8, %xmm@7
  aesenc %xmm@8, %xmm@3
  aesenc %xmm@8, %xmm@0
  aesenc %xmm@8, %xmm@11
  movdqa 240(%r12), %xmm@8
  aesenc %xmm@8, %xmm@1
  aesenc %xmm@8, %xmm@2
  aesenc %xmm@8, %xmm@4
  aesenc %xmm@8, %xmm@5
  aesenc %xmm@8, %xmm@6
  aesenc %xmm@8, %xmm@7
  aesenc %xmm@8, %xmm@3
  aesenc %xmm@8, %xmm@0
  aesenc %xmm@8, %xmm@11
  movdqa 256(%r12), %xmm@8
  aesenc %xmm@8, %xmm@1
  aesenc %xmm@8, %xmm@2
  aesenc %xmm@8, %xmm@4
  aesenc %xmm@8, %xmm@5
  aesenc %xmm@8, %xmm@6
  aesenc %xmm@8, %xmm@7
  aesenc %xmm@8, %xmm@3
  aesenc %xmm@8, %xmm@0
  aesenc %xmm@8, %xmm@11
  movdqa 272(%r12), %xmm@8
  aesenc %xmm@8, %xmm@1
  aesenc %xmm@8, %xmm@2
  aesenc %xmm@8, %xmm@4
  aesenc %xmm@8, %xmm@5
  aesenc %xmm@8, %xmm@6
  aesenc %xmm@8, %xmm@7
  aesenc %xmm@8, %xmm@3
  aesenc %xmm@8, %xmm@0
  aesenc %xmm@8, %xmm@11
  movdqa 288(%r12), %xmm@8
  aesenc %xmm@8, %xmm@1
  aesenc %xmm@8, %xmm@2
  aesenc %xmm@8, %xmm@4
  aesenc %xmm@8, %xmm@5
  aesenc %xmm@8, %xmm@6
  aesenc %xmm@8, %xmm@7
  aesenc %xmm@8, %xmm@3
  aesenc %xmm@8, %xmm@0
  aesenc %xmm@8, %xmm@11
  movdqa 304(%r12), %xmm@8
  aesenc %xmm@8, %xmm@1
  aesenc %xmm@8, %xmm@2
  aesenc %xmm@8, %xmm@4
  aesenc %xmm@8, %xmm@5
  aesenc %xmm@8, %xmm@6
  aesenc %xmm@8, %xmm@7
  aesenc %xmm@8, %xmm@3
  aesenc %xmm@8, %xmm@0
  aesenc %xmm@8, %xmm@11
  movdqa 320(%r12), %xmm@8
  aesenc %xmm@8, %xmm@1
  aesenc %xmm@8, %xmm@2
  aesenc %xmm@8, %xmm@4
  aesenc %xmm@8, %xmm@5
  aesenc %xmm@8, %xmm@6
  aesenc %xmm@8, %xmm@7
  aesenc %xmm@8, %xmm@3
  aesenc %xmm@8, %xmm@0
  aesenc %xmm@8, %xmm@11
  movdqa 336(%r12), %xmm@8
  aesenc %xmm@8, %xmm@1
  aesenc %xmm@8, %xmm@2
  aesenc %xmm@8, %xmm@4
  aesenc %xmm@8, %xmm@5
  aesenc %xmm@8, %xmm@6
  aesenc %xmm@8, %xmm@7
  aesenc %xmm@8, %xmm@3
  aesenc %xmm@8, %xmm@0
  aesenc %xmm@8, %xmm@11
  movdqa 352(%r12), %xmm@8
  aesenclast %xmm@8, %xmm@1
  aesenclast %xmm@8, %xmm@2
  aesenclast %xmm@8, %xmm@4
  aesenclast %xmm@8, %xmm@5
  aesenclast %xmm@8, %xmm@6
  aesenclast %xmm@8, %xmm@7
  aesenclast %xmm@8, %xmm@3
  aesenclast %xmm@8, %xmm@0
  aesenclast %xmm@8, %xmm@11
  movdqa %xmm@11, 64(%rsp)
  movdqa %xmm@1, 96(%rsp)
  movdqa %xmm@2, 112(%rsp)
  movdqa %xmm@4, 128(%rsp)
  movdqa %xmm@5, 144(%rsp)
  movdqa %xmm@6, 160(%rsp)
  movdqa %xmm@7, 176(%rsp)
  leaq 96(%rsp), %rax
  xorl %r8d, %r8d
  movq %rdx, %rsi
  movdqa %xmm@0, %xmm@2
  movdqa %xmm@1, %xmm@0
  movq $0, 16(%rsp)
L2:
  movdqa %xmm@3, (%rsi)
  movdqa %xmm@2, (%rdi)
  pxor %xmm@3, %xmm@3
  movdqa %xmm@3, 416(%rsp)
  movdqa %xmm@3, 400(%rsp)
  movdqa %xmm@3, 384(%rsp)
  movdqa %xmm@3, 368(%rsp)
  movdqa %xmm@3, 352(%rsp)
  movdqa %xmm@3, 336(%rsp)
  movdqa %xmm@3, 320(%rsp)
  movdqa %xmm@3, 304(%rsp)
  movdqa %xmm@3, 288(%rsp)
  cmpq %r11, %r13
  je L6
  movq %r11, %rdi
  shlq $4, %rdi
  movq %r9, %rdx
  subq %rdi, %rdx
  jb L7
  cmpq $16, %rdx
  jb L8
  movq 32(%rsp), %rdx
  movq 24(%rdx), %rdx
  movq %rdx, %rsi
  subq %rdi, %rsi
  jb L9
  cmpq $16, %rsi
  jb L10
  movq 32(%rsp), %rsi
  movq 16(%rsi), %r14
  movdqa 368(%r12), %xmm@3
  movdqu (%r15,%rdi), %xmm@2
  pxor %xmm@2, %xmm@0
  movdqu %xmm@0, (%r14,%rdi)
  pshufb %xmm@3, %xmm@0
  movdqa %xmm@0, 288(%rsp)
  cmpq $1, (%rsp)
  je L6
  movq %r11, %rsi
  shlq $4, %rsi
  leaq 16(%rsi), %rdi
  movq %r9, %rbp
  subq %rdi, %r9
  jb L11
  cmpq $16, %r9
  jb L8
  movq %rdx, %r9
  subq %rdi, %r9
  jb L9
  cmpq $16, %r9
  jb L10
  movq %rbp, %r9
  movdqu (%r15,%rdi), %xmm@0
  pxor 16(%rax), %xmm@0
  movdqu %xmm@0, (%r14,%rdi)
  pshufb %xmm@3, %xmm@0
  movdqa %xmm@0, 304(%rsp)
  cmpq $2, (%rsp)
  je L6
  leaq 32(%rsi), %rdi
  subq %rdi, %r9
  jb L11
  cmpq $16, %r9
  jb L8
  movq %rdx, %r9
  subq %rdi, %r9
  jb L9
  cmpq $16, %r9
  jb L10
  movq %rbp, %r9
  movdqu (%r15,%rdi), %xmm@0
  pxor 32(%rax), %xmm@0
  movdqu %xmm@0, (%r14,%rdi)
  pshufb %xmm@3, %xmm@0
  movdqa %xmm@0, 320(%rsp)
  cmpq $3, (%rsp)
  je L6
  leaq 48(%rsi), %rdi
  subq %rdi, %r9
  jb L11
  cmpq $16, %r9
  jb L8
  movq %rdx, %r9
  subq %rdi, %r9
  jb L9
  cmpq $16, %r9
  jb L10
  movq %rbp, %r9
  movdqu (%r15,%rdi), %xmm@0
  pxor 48(%rax), %xmm@0
  movdqu %xmm@0, (%r14,%rdi)
  pshufb %xmm@3, %xmm@0
  movdqa %xmm@0, 336(%rsp)
  cmpq $4, (%rsp)
  je L6
  leaq 64(%rsi), %rdi
  subq %rdi, %r9
  jb L11
  cmpq $16, %r9
  jb L8
  movq %rdx, %r9
  subq %rdi, %r9
  jb L9
  cmpq $16, %r9
  jb L10
  movq %rbp, %r9
  movdqu (%r15,%rdi), %xmm@0
  pxor 64(%rax), %xmm@0
  movdqu %xmm@0, (%r14,%rdi)
  pshufb %xmm@3, %xmm@0
  movdqa %xmm@0, 352(%rsp)
  cmpq $5, (%rsp)
  je L6
  leaq 80(%rsi), %rdi
  subq %rdi, %r9
  jb L11
  cmpq $16, %r9
  jb L8
  movq %rdx, %r9
  subq %rdi, %r9
  jb L9
  cmpq $16, %r9
  jb L10
  movq %rbp, %r9
  movdqu (%r15,%rdi), %xmm@0
  pxor 80(%rax), %xmm@0
  movdqu %xmm@0, (%r14,%rdi)
  pshufb %xmm@3, %xmm@0
  movdqa %xmm@0, 368(%rsp)
  cmpq $6, (%rsp)
  je L6
  leaq 96(%rsi), %rdi
  subq %rdi, %r9
  jb L11
  cmpq $16, %r9
  jb L8
  movq %rdx, %r9
  subq %rdi, %r9
  jb L9
  cmpq $16, %r9
  jb L10
  movq %rbp, %r9
  movdqu (%r15,%rdi), %xmm@0
  pxor 96(%rax), %xmm@0
  movdqu %xmm@0, (%r14,%rdi)
  pshufb %xmm@3, %xmm@0
  movdqa %xmm@0, 384(%rsp)
  cmpq $7, (%rsp)
  je L6
  leaq 112(%rsi), %rdi
  subq %rdi, %r9
  jb L11
  cmpq $16, %r9
  jb L8
  testb %r8b, %r8b
  jne L12
  movq %rdx, %r8
  subq %rdi, %r8
  jb L9
  cmpq $16, %r8
  jb L10
  movq %rbp, %r9
  movdqu (%r15,%rdi), %xmm@0
  pxor 112(%rax), %xmm@0
  movdqu %xmm@0, (%r14,%rdi)
  pshufb %xmm@3, %xmm@0
  movdqa %xmm@0, 400(%rsp)
  cmpq $8, (%rsp)
  jne L13
L6:
  movq %r15, %rax
  movq %r13, 280(%rsp)
  movq %r11, %rbp
  movq 80(%rsp), %r15
  testq %r15, %r15
  je L14
  movq %rcx, 264(%rsp)
  movq %r12, %r14
  movq %rbx, 272(%rsp)
  movq %r10, 256(%rsp)
  movq %r9, 248(%rsp)
  movq %r9, %r12
  andq $-16, %r12
  movq %rax, %r13
  addq %r12, %r13
  movl $16, %edx
  subq %r15, %rdx
  leaq (%rsp,%r15), %rbx
  addq $48, %rbx
  movq %rbx, %rdi
  xorl %esi, %esi
  callq *memset@GOTPCREL(%rip)
  leaq 48(%rsp), %rdi
  movq %r13, %rsi
  movq %r15, %rdx
  callq *memcpy@GOTPCREL(%rip)
  movq 16(%rsp), %rdi
  addq (%rsp), %rdi
  cmpq $7, %rdi
  ja L15
  shlq $4, %rdi
  movaps 96(%rsp,%rdi), %xmm@0
  xorps 48(%rsp), %xmm@0
  movaps %xmm@0, 48(%rsp)
  movq 32(%rsp), %rax
  movq 24(%rax), %rdx
  movq %rdx, %rdi
  subq %r12, %rdi
  jb L16
  movq 80(%rsp), %rcx
  cmpq %rcx, %rdi
  jne L17
  movq 32(%rsp), %rax
  addq 16(%rax), %r12
  leaq 48(%rsp), %r15
  movq %r12, %rdi
  movq %r15, %rsi
  movq %rcx, %rdx
  movq %rcx, %r12
  callq *memcpy@GOTPCREL(%rip)
  movl $16, %edx
  subq %r12, %rdx
  movq %rbx, %rdi
  xorl %esi, %esi
  callq *memset@GOTPCREL(%rip)
  movdqa 48(%rsp), %xmm@0
  pxor %xmm@3, %xmm@3
  movdqa %xmm@3, 48(%rsp)
  movq %r14, %r12
  pshufb 368(%r14), %xmm@0
  movq (%rsp), %rax
  shlq $4, %rax
  movdqa %xmm@0, 288(%rsp,%rax)
  movq 256(%rsp), %r10
  movq 272(%rsp), %rbx
  movq 264(%rsp), %rcx
  movq 248(%rsp), %r9
L14:
  movq 224(%rsp), %rdi
  cmpq $9, %rdi
  jae L18
  movq 496(%rsp), %xmm@0
  movq %r9, %xmm@3
  punpcklqdq %xmm@0, %xmm@3
  psllq $3, %xmm@3
  movq %rdi, %rax
  shlq $4, %rax
  movdqa %xmm@3, 288(%rsp,%rax)
  movabsq $-4467570830351532032, %rax
  cmpq $8, %rdi
  jne L19
  movaps 384(%rsp), %xmm@0
  movaps %xmm@0, 32(%rsp)
  movdqa 368(%rsp), %xmm@12
  movdqa 80(%r12), %xmm@9
  movdqa 352(%rsp), %xmm@8
  movdqa 64(%r12), %xmm@11
  movdqa 288(%rsp), %xmm@3
  movdqa 304(%rsp), %xmm@5
  movdqa 320(%rsp), %xmm@10
  movdqa 336(%rsp), %xmm@2
  movdqa (%r12), %xmm@1
  movdqa %xmm@1, (%rsp)
  movdqa 16(%r12), %xmm@7
  movdqa %xmm@7, 80(%rsp)
  movdqa 32(%r12), %xmm@13
  movdqa 48(%r12), %xmm@6
  movdqa %xmm@5, %xmm@0
  pclmulqdq $1, %xmm@7, %xmm@0
  pxor (%rcx), %xmm@3
  movdqa %xmm@3, %xmm@14
  pclmulqdq $1, %xmm@1, %xmm@14
  movdqa %xmm@3, %xmm@15
  pclmulqdq $16, %xmm@1, %xmm@15
  pxor %xmm@14, %xmm@15
  movdqa %xmm@5, %xmm@14
  pclmulqdq $16, %xmm@7, %xmm@14
  pxor %xmm@0, %xmm@14
  movdqa %xmm@10, %xmm@0
  movdqa %xmm@13, %xmm@7
  pclmulqdq $1, %xmm@13, %xmm@0
  pxor %xmm@0, %xmm@14
  movdqa %xmm@2, %xmm@0
  pclmulqdq $1, %xmm@6, %xmm@0
  pxor %xmm@15, %xmm@14
  movdqa %xmm@10, %xmm@15
  pclmulqdq $16, %xmm@13, %xmm@15
  movdqa %xmm@13, 16(%rsp)
  pxor %xmm@0, %xmm@15
  movdqa %xmm@2, %xmm@0
  pclmulqdq $16, %xmm@6, %xmm@0
  movdqa %xmm@6, 224(%rsp)
  pxor %xmm@15, %xmm@0
  movdqa %xmm@8, %xmm@15
  pclmulqdq $1, %xmm@11, %xmm@15
  pxor %xmm@15, %xmm@0
  movdqa %xmm@12, %xmm@15
  pclmulqdq $1, %xmm@9, %xmm@15
  pxor %xmm@14, %xmm@0
  movdqa %xmm@8, %xmm@14
  pclmulqdq $16, %xmm@11, %xmm@14
  pxor %xmm@15, %xmm@14
  movdqa %xmm@12, %xmm@15
  pclmulqdq $16, %xmm@9, %xmm@15
  pxor %xmm@14, %xmm@15
  movdqa 96(%r12), %xmm@13
  movdqa 32(%rsp), %xmm@1
  movdqa %xmm@1, %xmm@14
  pclmulqdq $1, %xmm@13, %xmm@14
  pxor %xmm@14, %xmm@15
  movdqa %xmm@1, %xmm@14
  pclmulqdq $16, %xmm@13, %xmm@14
  pxor %xmm@15, %xmm@14
  pxor %xmm@0, %xmm@14
  movdqa %xmm@8, %xmm@0
  pclmulqdq $17, %xmm@11, %xmm@0
  movdqa %xmm@2, %xmm@1
  pclmulqdq $17, %xmm@6, %xmm@1
  pxor %xmm@0, %xmm@1
  movdqa %xmm@12, %xmm@0
  pclmulqdq $17, %xmm@9, %xmm@0
  pxor %xmm@0, %xmm@1
  movdqa %xmm@10, %xmm@0
  pclmulqdq $17, %xmm@7, %xmm@0
  movdqa %xmm@5, %xmm@4
  movdqa 80(%rsp), %xmm@7
  pclmulqdq $17, %xmm@7, %xmm@4
  pxor %xmm@0, %xmm@4
  movdqa %xmm@3, %xmm@15
  movdqa (%rsp), %xmm@6
  pclmulqdq $17, %xmm@6, %xmm@15
  pxor %xmm@4, %xmm@15
  pxor %xmm@1, %xmm@15
  movdqa 32(%rsp), %xmm@1
  movdqa %xmm@1, %xmm@0
  pclmulqdq $17, %xmm@13, %xmm@0
  pclmulqdq $0, %xmm@13, %xmm@1
  movdqa %xmm@1, %xmm@13
  pclmulqdq $0, %xmm@9, %xmm@12
  pclmulqdq $0, %xmm@11, %xmm@8
  pclmulqdq $0, 224(%rsp), %xmm@2
  pxor %xmm@8, %xmm@2
  pxor %xmm@12, %xmm@2
  pclmulqdq $0, 16(%rsp), %xmm@10
  pclmulqdq $0, %xmm@7, %xmm@5
  pxor %xmm@10, %xmm@5
  pclmulqdq $0, %xmm@6, %xmm@3
  pxor %xmm@5, %xmm@3
  pxor %xmm@2, %xmm@3
  movdqa 400(%rsp), %xmm@4
  movdqa 112(%r12), %xmm@2
  movdqa %xmm@4, %xmm@1
  pclmulqdq $0, %xmm@2, %xmm@1
  pxor %xmm@13, %xmm@1
  pxor %xmm@3, %xmm@1
  movdqa %xmm@4, %xmm@3
  pclmulqdq $17, %xmm@2, %xmm@3
  pxor %xmm@0, %xmm@3
  pxor %xmm@15, %xmm@3
  movdqa %xmm@4, %xmm@0
  pclmulqdq $1, %xmm@2, %xmm@0
  pclmulqdq $16, %xmm@2, %xmm@4
  pxor %xmm@0, %xmm@4
  pxor %xmm@14, %xmm@4
  movdqa %xmm@4, %xmm@0
  pslldq $8, %xmm@0
  pxor %xmm@1, %xmm@0
  movq %rax, %xmm@5
  pshufd $78, %xmm@0, %xmm@1
  pclmulqdq $0, %xmm@5, %xmm@0
  pxor %xmm@1, %xmm@0
  psrldq $8, %xmm@4
  pclmulqdq $0, %xmm@0, %xmm@5
  pshufd $78, %xmm@0, %xmm@1
  pxor %xmm@4, %xmm@1
  pxor %xmm@3, %xmm@1
  pxor %xmm@5, %xmm@1
  pxor 416(%rsp), %xmm@1
  movdqa %xmm@1, %xmm@3
  pclmulqdq $0, %xmm@2, %xmm@3
  movdqa %xmm@1, %xmm@0
  pclmulqdq $17, %xmm@2, %xmm@0
  movdqa %xmm@1, %xmm@4
  pclmulqdq $1, %xmm@2, %xmm@4
  pclmulqdq $16, %xmm@2, %xmm@1
  pxor %xmm@4, %xmm@1
  jmp L20
L19:
  movl $7, %edx
  movdqa 288(%rsp), %xmm@2
  pxor (%rcx), %xmm@2
  subl %edi, %edx
  shll $4, %edx
  movdqa (%r12,%rdx), %xmm@1
  movdqa %xmm@2, %xmm@3
  pclmulqdq $0, %xmm@1, %xmm@3
  movdqa %xmm@2, %xmm@0
  pclmulqdq $17, %xmm@1, %xmm@0
  movdqa %xmm@2, %xmm@4
  pclmulqdq $1, %xmm@1, %xmm@4
  pclmulqdq $16, %xmm@1, %xmm@2
  pxor %xmm@4, %xmm@2
  testq %rdi, %rdi
  je L21
  movq %rbp, %rdi
  movq 280(%rsp), %rsi
  subq %rsi, %rdi
  subq %rbx, %rdi
  shlq $4, %rbp
  leaq (%rsi,%rbx), %rcx
  shlq $4, %rcx
  movq %rbp, %rdx
  subq %rcx, %rdx
  leaq (%r12,%rdx), %rcx
  addq $128, %rcx
  shlq $4, %rsi
  shll $4, %ebx
  addq %rsi, %rbx
  subq %rbp, %rbx
  xorl %edx, %edx
L22:
  cmpq $-8, %rdi
  jb L23
  movdqa 304(%rsp,%rdx), %xmm@1
  movdqa (%rcx,%rdx), %xmm@4
  movdqa %xmm@1, %xmm@5
  pclmulqdq $0, %xmm@4, %xmm@5
  pxor %xmm@5, %xmm@3
  movdqa %xmm@1, %xmm@5
  pclmulqdq $17, %xmm@4, %xmm@5
  pxor %xmm@5, %xmm@0
  movdqa %xmm@1, %xmm@5
  pclmulqdq $1, %xmm@4, %xmm@5
  pxor %xmm@5, %xmm@2
  pclmulqdq $16, %xmm@4, %xmm@1
  pxor %xmm@2, %xmm@1
  incq %rdi
  addq $16, %rdx
  movdqa %xmm@1, %xmm@2
  cmpq %rdx, %rbx
  jne L22
  jmp L20
L21:
  movdqa %xmm@2, %xmm@1
L20:
  movdqa %xmm@1, %xmm@2
  pslldq $8, %xmm@2
  pxor %xmm@3, %xmm@2
  psrldq $8, %xmm@1
  movq %rax, %xmm@3
  pshufd $78, %xmm@2, %xmm@4
  pclmulqdq $0, %xmm@3, %xmm@2
  pxor %xmm@4, %xmm@2
  pclmulqdq $0, %xmm@2, %xmm@3
  pshufd $78, %xmm@2, %xmm@2
  pxor %xmm@1, %xmm@2
  pxor %xmm@0, %xmm@2
  pxor %xmm@3, %xmm@2
  pshufb 368(%r12), %xmm@2
  movdqa 64(%rsp), %xmm@0
  pxor %xmm@2, %xmm@0
  movdqu %xmm@0, (%r10)
  addq $440, %rsp
  popq %rbx
  popq %r12
  popq %r13
  popq %r14
  popq %r15
  popq %rbp
  retq
L9:
  leaq C7(%rip), %rcx
  movq %rdx, %rsi
  callq *core::slice::index::slice_index_fail(%rip)
L10:
  leaq C8(%rip), %rdi
  leaq C9(%rip), %rdx
  movl $45, %esi
  callq *core::option::expect_failed(%rip)
L16:
  leaq C10(%rip), %rcx
  movq %r12, %rdi
  movq %rdx, %rsi
  callq *core::slice::index::slice_index_fail(%rip)
L17:
  leaq C11(%rip), %rdx
  movq %rcx, %rsi
  callq *core::slice::copy_from_slice_impl::len_mismatch_fail(%rip)
L11:
  movq %rbp, %r9
L7:
  leaq C12(%rip), %rcx
  movq %r9, %rsi
  movq %r9, %rdx
  callq *core::slice::index::slice_index_fail(%rip)
L23:
  addq $8, %rdi
  leaq C13(%rip), %rdx
  movl $8, %esi
  callq *core::panicking::panic_bounds_check(%rip)
L18:
  leaq C14(%rip), %rdx
  movl $9, %esi
  callq *core::panicking::panic_bounds_check(%rip)
L15:
  leaq C15(%rip), %rdx
  movl $8, %esi
  callq *core::panicking::panic_bounds_check(%rip)
L13:
  subq $-128, %rsi
  movq %r9, %rax
  movq %rsi, %rdi
  subq %rsi, %rax
  jb L7
  cmpq $16, %rax
  jb L8
L12:
  leaq C16(%rip), %rdx
  movl $8, %edi
  movl $8, %esi
  callq *core::panicking::panic_bounds_check(%rip)
L8:
  leaq C8(%rip), %rdi
  leaq C17(%rip), %rdx
  movl $45, %esi
  callq *core::option::expect_failed(%rip)
== hw_gcm::arch::x86_64::aesni_clmul::xaes_derive#0
  subq $328, %rsp
  movdqa (%rdi), %xmm@0
  movdqa 16(%rdi), %xmm@1
  movdqa 32(%rdi), %xmm@2
  movdqa 48(%rdi), %xmm@3
  movdqa 64(%rdi), %xmm@4
  movdqa 80(%rdi), %xmm@5
  movdqa 96(%rdi), %xmm@6
  movdqa 112(%rdi), %xmm@7
  movaps 128(%rdi), %xmm@8
  movaps %xmm@8, 16(%rsp)
  movaps 144(%rdi), %xmm@8
  movaps %xmm@8, (%rsp)
  movq (%rsi), %xmm@8
  pinsrd $2, 8(%rsi), %xmm@8
  pshufd $144, %xmm@8, %xmm@9
  pxor %xmm@8, %xmm@8
  movdqa %xmm@9, %xmm@10
  pblendw $3, %xmm@8, %xmm@10
  movaps C0(%rip), %xmm@8
  movd C1(%rip), %xmm@11
  pblendvb %xmm@8, %xmm@10, %xmm@11
  movd C2(%rip), %xmm@12
  pblendvb %xmm@8, %xmm@10, %xmm@12
  movdqa 160(%rdi), %xmm@13
  movdqa 240(%rdi), %xmm@14
  pxor %xmm@14, %xmm@11
  pxor %xmm@14, %xmm@12
  movaps 176(%rdi), %xmm@8
  movaps %xmm@8, 32(%rsp)
  movdqa 192(%rdi), %xmm@15
  movdqa 208(%rdi), %xmm@10
  movdqa 224(%rdi), %xmm@8
  testq %rdx, %rdx
  je L0
  movdqa %xmm@0, 80(%rsp)
  pxor %xmm@0, %xmm@11
  movdqa %xmm@14, 288(%rsp)
  movdqa %xmm@1, 96(%rsp)
  aesenc %xmm@1, %xmm@11
  movdqa %xmm@2, 112(%rsp)
  aesenc %xmm@2, %xmm@11
  movdqa %xmm@3, 48(%rsp)
  aesenc %xmm@3, %xmm@11
  movdqa %xmm@4, %xmm@0
  aesenc %xmm@4, %xmm@11
  movdqa %xmm@4, 128(%rsp)
  movdqa %xmm@5, %xmm@2
  aesenc %xmm@5, %xmm@11
  movdqa %xmm@5, 176(%rsp)
  movdqa %xmm@6, 64(%rsp)
  aesenc %xmm@6, %xmm@11
  movdqa %xmm@7, %xmm@1
  aesenc %xmm@7, %xmm@11
  movdqa %xmm@7, 144(%rsp)
  movdqa 16(%rsp), %xmm@14
  aesenc %xmm@14, %xmm@11
  movdqa (%rsp), %xmm@6
  aesenc %xmm@6, %xmm@11
  aesenc %xmm@13, %xmm@11
  movdqa %xmm@13, 160(%rsp)
  movdqa 32(%rsp), %xmm@3
  aesenc %xmm@3, %xmm@11
  movdqa %xmm@15, %xmm@7
  movdqa %xmm@15, 192(%rsp)
  aesenc %xmm@15, %xmm@11
  aesenc %xmm@10, %xmm@11
  aesenclast %xmm@8, %xmm@11
  movdqa %xmm@8, %xmm@5
  movdqa %xmm@8, 224(%rsp)
  movdqa %xmm@11, %xmm@8
  pslldq $4, %xmm@8
  pxor %xmm@11, %xmm@8
  movdqa %xmm@10, %xmm@15
  movdqa %xmm@10, 208(%rsp)
  movdqa %xmm@8, %xmm@10
  pslldq $4, %xmm@10
  pxor %xmm@8, %xmm@10
  movdqa %xmm@10, %xmm@4
  pslldq $4, %xmm@4
  pxor %xmm@10, %xmm@4
  pxor 80(%rsp), %xmm@12
  aesenc 96(%rsp), %xmm@12
  aesenc 112(%rsp), %xmm@12
  aesenc 48(%rsp), %xmm@12
  aesenc %xmm@0, %xmm@12
  aesenc %xmm@2, %xmm@12
  aesenc 64(%rsp), %xmm@12
  aesenc %xmm@1, %xmm@12
  aesenc %xmm@14, %xmm@12
  aesenc %xmm@6, %xmm@12
  aesenc %xmm@13, %xmm@12
  aesenc %xmm@3, %xmm@12
  aesenc %xmm@7, %xmm@12
  aesenc %xmm@15, %xmm@12
  aesenclast %xmm@5, %xmm@12
  movdqa C3(%rip), %xmm@2
  movdqa %xmm@12, %xmm@8
  pshufb %xmm@2, %xmm@8
  aesenclast C4(%rip), %xmm@8
  pxor %xmm@8, %xmm@4
  movdqa %xmm@12, %xmm@8
  pslldq $4, %xmm@8
  pxor %xmm@12, %xmm@8
  movdqa %xmm@8, %xmm@10
  pslldq $4, %xmm@10
  pxor %xmm@8, %xmm@10
  pshufd $255, %xmm@4, %xmm@8
  pxor %xmm@14, %xmm@14
  aesenclast %xmm@14, %xmm@8
  pxor %xmm@13, %xmm@13
  movdqa %xmm@10, %xmm@14
  pslldq $4, %xmm@14
  pxor %xmm@10, %xmm@14
  pxor %xmm@8, %xmm@14
  movdqa %xmm@4, 272(%rsp)
  movdqa %xmm@4, %xmm@8
  pslldq $4, %xmm@8
  pxor %xmm@4, %xmm@8
  movdqa %xmm@8, %xmm@10
  pslldq $4, %xmm@10
  pxor %xmm@8, %xmm@10
  movdqa %xmm@10, %xmm@15
  pslldq $4, %xmm@15
  pxor %xmm@10, %xmm@15
  movdqa %xmm@14, %xmm@8
  pshufb %xmm@2, %xmm@8
  aesenclast C5(%rip), %xmm@8
  pxor %xmm@8, %xmm@15
  movdqa %xmm@14, %xmm@8
  pslldq $4, %xmm@8
  movdqa %xmm@14, 256(%rsp)
  pxor %xmm@14, %xmm@8
  movdqa %xmm@8, %xmm@10
  pslldq $4, %xmm@10
  pxor %xmm@8, %xmm@10
  pshufd $255, %xmm@15, %xmm@8
  aesenclast %xmm@13, %xmm@8
  movdqa %xmm@10, %xmm@4
  pslldq $4, %xmm@4
  pxor %xmm@10, %xmm@4
  pxor %xmm@8, %xmm@4
  movdqa %xmm@15, %xmm@8
  pslldq $4, %xmm@8
  movdqa %xmm@15, 240(%rsp)
  pxor %xmm@15, %xmm@8
  movdqa %xmm@8, %xmm@10
  pslldq $4, %xmm@10
  pxor %xmm@8, %xmm@10
  movdqa %xmm@10, %xmm@3
  pslldq $4, %xmm@3
  pxor %xmm@10, %xmm@3
  movdqa %xmm@4, %xmm@8
  pshufb %xmm@2, %xmm@8
  aesenclast C6(%rip), %xmm@8
  pxor %xmm@8, %xmm@3
  movdqa %xmm@4, %xmm@8
  pslldq $4, %xmm@8
  pxor %xmm@4, %xmm@8
  movdqa %xmm@8, %xmm@10
  pslldq $4, %xmm@10
  pxor %xmm@8, %xmm@10
  pshufd $255, %xmm@3, %xmm@8
  pxor %xmm@6, %xmm@6
  aesenclast %xmm@6, %xmm@8
  movdqa %xmm@10, %xmm@5
  pslldq $4, %xmm@5
  pxor %xmm@10, %xmm@5
  pxor %xmm@8, %xmm@5
  movdqa %xmm@3, %xmm@8
  pslldq $4, %xmm@8
  pxor %xmm@3, %xmm@8
  movdqa %xmm@8, %xmm@10
  pslldq $4, %xmm@10
  pxor %xmm@8, %xmm@10
  movdqa %xmm@10, %xmm@13
  pslldq $4, %xmm@13
  pxor %xmm@10, %xmm@13
  movdqa %xmm@5, %xmm@8
  pshufb %xmm@2, %xmm@8
  aesenclast C7(%rip), %xmm@8
  pxor %xmm@8, %xmm@13
  movdqa %xmm@5, %xmm@8
  pslldq $4, %xmm@8
  pxor %xmm@5, %xmm@8
  movdqa %xmm@8, %xmm@14
  pslldq $4, %xmm@14
  pxor %xmm@8, %xmm@14
  pshufd $255, %xmm@13, %xmm@8
  aesenclast %xmm@6, %xmm@8
  pxor %xmm@15, %xmm@15
  movdqa %xmm@14, %xmm@7
  pslldq $4, %xmm@7
  pxor %xmm@14, %xmm@7
  pxor %xmm@8, %xmm@7
  movdqa %xmm@13, %xmm@8
  pslldq $4, %xmm@8
  pxor %xmm@13, %xmm@8
  movdqa %xmm@8, %xmm@14
  pslldq $4, %xmm@14
  pxor %xmm@8, %xmm@14
  movdqa %xmm@14, %xmm@6
  pslldq $4, %xmm@6
  pxor %xmm@14, %xmm@6
  movdqa %xmm@7, %xmm@8
  pshufb %xmm@2, %xmm@8
  aesenclast C8(%rip), %xmm@8
  pxor %xmm@8, %xmm@6
  movdqa %xmm@7, %xmm@8
  pslldq $4, %xmm@8
  pxor %xmm@7, %xmm@8
  movdqa %xmm@8, %xmm@14
  pslldq $4, %xmm@14
  pxor %xmm@8, %xmm@14
  pshufd $255, %xmm@6, %xmm@8
  aesenclast %xmm@15, %xmm@8
  movdqa %xmm@14, %xmm@10
  pslldq $4, %xmm@10
  pxor %xmm@14, %xmm@10
  pxor %xmm@8, %xmm@10
  movdqa %xmm@6, %xmm@8
  pslldq $4, %xmm@8
  pxor %xmm@6, %xmm@8
  movdqa %xmm@8, %xmm@14
  pslldq $4, %xmm@14
  pxor %xmm@8, %xmm@14
  movdqa %xmm@14, %xmm@1
  pslldq $4, %xmm@1
  pxor %xmm@14, %xmm@1
  movdqa %xmm@10, %xmm@8
  pshufb %xmm@2, %xmm@8
  aesenclast C9(%rip), %xmm@8
  pxor %xmm@8, %xmm@1
  pshufd $255, %xmm@1, %xmm@8
  aesenclast %xmm@15, %xmm@8
  movl $1414349656, %eax
  pinsrd $0, %eax, %xmm@9
  pxor 80(%rsp), %xmm@9
  aesenc 96(%rsp), %xmm@9
  aesenc 112(%rsp), %xmm@9
  aesenc 48(%rsp), %xmm@9
  aesenc 128(%rsp), %xmm@9
  aesenc 176(%rsp), %xmm@9
  aesenc 64(%rsp), %xmm@9
  aesenc 144(%rsp), %xmm@9
  aesenc 16(%rsp), %xmm@9
  aesenc (%rsp), %xmm@9
  aesenc 160(%rsp), %xmm@9
  aesenc 32(%rsp), %xmm@9
  aesenc 192(%rsp), %xmm@9
  aesenc 208(%rsp), %xmm@9
  aesenclast 224(%rsp), %xmm@9
  pxor 288(%rsp), %xmm@9
  movdqa %xmm@10, %xmm@14
  pslldq $4, %xmm@14
  pxor %xmm@10, %xmm@14
  movdqa %xmm@14, %xmm@0
  pslldq $4, %xmm@0
  pxor %xmm@14, %xmm@0
  movdqa %xmm@0, %xmm@2
  pslldq $4, %xmm@2
  pxor %xmm@0, %xmm@2
  pxor %xmm@8, %xmm@2
  movdqa %xmm@2, %xmm@14
  pshufb C3(%rip), %xmm@14
  movdqa %xmm@1, %xmm@8
  pslldq $4, %xmm@8
  pxor %xmm@1, %xmm@8
  movdqa %xmm@8, %xmm@0
  pslldq $4, %xmm@0
  pxor %xmm@8, %xmm@0
  movq 12(%rsi), %xmm@8
  pinsrd $2, 20(%rsi), %xmm@8
  movdqa %xmm@0, %xmm@15
  pslldq $4, %xmm@15
  pxor %xmm@0, %xmm@15
  aesenclast C10(%rip), %xmm@14
  pxor %xmm@14, %xmm@15
  pblendw $192, C11(%rip), %xmm@8
  movl $2, %eax
  movdqa %xmm@8, %xmm@14
  pinsrb $15, %eax, %xmm@14
  movl $1, %eax
  pinsrb $15, %eax, %xmm@8
  movdqa 80(%rsp), %xmm@0
  pxor %xmm@0, %xmm@8
  pxor %xmm@0, %xmm@14
  pxor %xmm@9, %xmm@8
  pxor %xmm@9, %xmm@14
  movdqa 272(%rsp), %xmm@9
  movdqa 96(%rsp), %xmm@0
  aesenc %xmm@0, %xmm@8
  aesenc %xmm@0, %xmm@14
  movdqa 112(%rsp), %xmm@0
  aesenc %xmm@0, %xmm@8
  aesenc %xmm@0, %xmm@14
  movdqa 48(%rsp), %xmm@0
  aesenc %xmm@0, %xmm@8
  aesenc %xmm@0, %xmm@14
  movdqa 128(%rsp), %xmm@0
  aesenc %xmm@0, %xmm@8
  aesenc %xmm@0, %xmm@14
  movdqa 176(%rsp), %xmm@0
  aesenc %xmm@0, %xmm@8
  aesenc %xmm@0, %xmm@14
  movdqa 64(%rsp), %xmm@0
  aesenc %xmm@0, %xmm@8
  aesenc %xmm@0, %xmm@14
  movdqa 144(%rsp), %xmm@0
  aesenc %xmm@0, %xmm@8
  aesenc %xmm@0, %xmm@14
  movdqa 16(%rsp), %xmm@0
  aesenc %xmm@0, %xmm@8
  aesenc %xmm@0, %xmm@14
  movdqa (%rsp), %xmm@0
  aesenc %xmm@0, %xmm@8
  aesenc %xmm@0, %xmm@14
  movdqa 160(%rsp), %xmm@0
  aesenc %xmm@0, %xmm@8
  aesenc %xmm@0, %xmm@14
  movdqa 32(%rsp), %xmm@0
  aesenc %xmm@0, %xmm@8
  aesenc %xmm@0, %xmm@14
  movdqa 192(%rsp), %xmm@0
  aesenc %xmm@0, %xmm@8
  aesenc %xmm@0, %xmm@14
  movdqa 208(%rsp), %xmm@0
  aesenc %xmm@0, %xmm@8
  aesenc %xmm@0, %xmm@14
  movdqa 224(%rsp), %xmm@0
  aesenclast %xmm@0, %xmm@8
  aesenclast %xmm@0, %xmm@14
  movdqu %xmm@8, (%rdx)
  movdqu %xmm@14, 16(%rdx)
  jmp L1
L0:
  pxor %xmm@0, %xmm@11
  pxor %xmm@0, %xmm@12
  aesenc %xmm@1, %xmm@11
  aesenc %xmm@1, %xmm@12
  aesenc %xmm@2, %xmm@11
  aesenc %xmm@2, %xmm@12
  aesenc %xmm@3, %xmm@11
  aesenc %xmm@3, %xmm@12
  aesenc %xmm@4, %xmm@11
  aesenc %xmm@4, %xmm@12
  aesenc %xmm@5, %xmm@11
  aesenc %xmm@5, %xmm@12
  aesenc %xmm@6, %xmm@11
  aesenc %xmm@6, %xmm@12
  aesenc %xmm@7, %xmm@11
  aesenc %xmm@7, %xmm@12
  movdqa 16(%rsp), %xmm@0
  aesenc %xmm@0, %xmm@11
  aesenc %xmm@0, %xmm@12
  movdqa (%rsp), %xmm@14
  aesenc %xmm@14, %xmm@11
  aesenc %xmm@14, %xmm@12
  aesenc %xmm@13, %xmm@11
  aesenc %xmm@13, %xmm@12
  movdqa 32(%rsp), %xmm@14
  aesenc %xmm@14, %xmm@11
  aesenc %xmm@14, %xmm@12
  aesenc %xmm@15, %xmm@11
  aesenc %xmm@15, %xmm@12
  aesenc %xmm@10, %xmm@11
  aesenc %xmm@10, %xmm@12
  aesenclast %xmm@8, %xmm@11
  aesenclast %xmm@8, %xmm@12
  movdqa C3(%rip), %xmm@0
  movdqa %xmm@12, %xmm@8
  pshufb %xmm@0, %xmm@8
  aesenclast C4(%rip), %xmm@8
  movdqa %xmm@11, %xmm@10
  pslldq $4, %xmm@10
  pxor %xmm@11, %xmm@10
  movdqa %xmm@10, %xmm@14
  pslldq $4, %xmm@14
  pxor %xmm@10, %xmm@14
  movdqa %xmm@14, %xmm@9
  pslldq $4, %xmm@9
  pxor %xmm@14, %xmm@9
  pxor %xmm@8, %xmm@9
  pshufd $255, %xmm@9, %xmm@8
  pxor %xmm@2, %xmm@2
  aesenclast %xmm@2, %xmm@8
  movdqa %xmm@12, %xmm@10
  pslldq $4, %xmm@10
  pxor %xmm@12, %xmm@10
  movdqa %xmm@10, %xmm@14
  pslldq $4, %xmm@14
  pxor %xmm@10, %xmm@14
  movdqa %xmm@14, %xmm@15
  pslldq $4, %xmm@15
  pxor %xmm@14, %xmm@15
  pxor %xmm@8, %xmm@15
  movdqa %xmm@15, %xmm@8
  pshufb %xmm@0, %xmm@8
  aesenclast C5(%rip), %xmm@8
  movdqa %xmm@9, %xmm@10
  pslldq $4, %xmm@10
  pxor %xmm@9, %xmm@10
  movdqa %xmm@10, %xmm@14
  pslldq $4, %xmm@14
  pxor %xmm@10, %xmm@14
  movdqa %xmm@14, %xmm@7
  pslldq $4, %xmm@7
  pxor %xmm@14, %xmm@7
  pxor %xmm@8, %xmm@7
  pshufd $255, %xmm@7, %xmm@8
  aesenclast %xmm@2, %xmm@8
  movdqa %xmm@15, %xmm@10
  pslldq $4, %xmm@10
  movdqa %xmm@15, 256(%rsp)
  pxor %xmm@15, %xmm@10
  movdqa %xmm@10, %xmm@14
  pslldq $4, %xmm@14
  pxor %xmm@10, %xmm@14
  movdqa %xmm@14, %xmm@4
  pslldq $4, %xmm@4
  pxor %xmm@14, %xmm@4
  pxor %xmm@8, %xmm@4
  movdqa %xmm@4, %xmm@8
  pshufb %xmm@0, %xmm@8
  aesenclast C6(%rip), %xmm@8
  movdqa %xmm@7, %xmm@10
  pslldq $4, %xmm@10
  movdqa %xmm@7, 240(%rsp)
  pxor %xmm@7, %xmm@10
  movdqa %xmm@10, %xmm@14
  pslldq $4, %xmm@14
  pxor %xmm@10, %xmm@14
  movdqa %xmm@14, %xmm@3
  pslldq $4, %xmm@3
  pxor %xmm@14, %xmm@3
  pxor %xmm@8, %xmm@3
  pshufd $255, %xmm@3, %xmm@8
  aesenclast %xmm@2, %xmm@8
  movdqa %xmm@4, %xmm@10
  pslldq $4, %xmm@10
  pxor %xmm@4, %xmm@10
  movdqa %xmm@10, %xmm@14
  pslldq $4, %xmm@14
  pxor %xmm@10, %xmm@14
  movdqa %xmm@14, %xmm@5
  pslldq $4, %xmm@5
  pxor %xmm@14, %xmm@5
  pxor %xmm@8, %xmm@5
  movdqa %xmm@5, %xmm@8
  pshufb %xmm@0, %xmm@8
  aesenclast C7(%rip), %xmm@8
  movdqa %xmm@3, %xmm@10
  pslldq $4, %xmm@10
  pxor %xmm@3, %xmm@10
  movdqa %xmm@10, %xmm@14
  pslldq $4, %xmm@14
  pxor %xmm@10, %xmm@14
  movdqa %xmm@14, %xmm@13
  pslldq $4, %xmm@13
  pxor %xmm@14, %xmm@13
  pxor %xmm@8, %xmm@13
  pshufd $255, %xmm@13, %xmm@8
  aesenclast %xmm@2, %xmm@8
  movdqa %xmm@5, %xmm@10
  pslldq $4, %xmm@10
  pxor %xmm@5, %xmm@10
  movdqa %xmm@10, %xmm@14
  pslldq $4, %xmm@14
  pxor %xmm@10, %xmm@14
  movdqa %xmm@14, %xmm@7
  pslldq $4, %xmm@7
  pxor %xmm@14, %xmm@7
  pxor %xmm@8, %xmm@7
  movdqa %xmm@7, %xmm@8
  pshufb %xmm@0, %xmm@8
  aesenclast C8(%rip), %xmm@8
  movdqa %xmm@13, %xmm@14
  pslldq $4, %xmm@14
  pxor %xmm@13, %xmm@14
  movdqa %xmm@14, %xmm@15
  pslldq $4, %xmm@15
  pxor %xmm@14, %xmm@15
  movdqa %xmm@15, %xmm@6
  pslldq $4, %xmm@6
  pxor %xmm@15, %xmm@6
  pxor %xmm@8, %xmm@6
  pshufd $255, %xmm@6, %xmm@8
  aesenclast %xmm@2, %xmm@8
  movdqa %xmm@7, %xmm@14
  pslldq $4, %xmm@14
  pxor %xmm@7, %xmm@14
  movdqa %xmm@14, %xmm@15
  pslldq $4, %xmm@15
  pxor %xmm@14, %xmm@15
  movdqa %xmm@15, %xmm@10
  pslldq $4, %xmm@10
  pxor %xmm@15, %xmm@10
  pxor %xmm@8, %xmm@10
  movdqa %xmm@10, %xmm@8
  pshufb %xmm@0, %xmm@8
  aesenclast C9(%rip), %xmm@8
  movdqa %xmm@6, %xmm@14
  pslldq $4, %xmm@14
  pxor %xmm@6, %xmm@14
  movdqa %xmm@14, %xmm@15
  pslldq $4, %xmm@15
  pxor %xmm@14, %xmm@15
  movdqa %xmm@15, %xmm@1
  pslldq $4, %xmm@1
  pxor %xmm@15, %xmm@1
  pxor %xmm@8, %xmm@1
  pshufd $255, %xmm@1, %xmm@8
  aesenclast %xmm@2, %xmm@8
  movdqa %xmm@10, %xmm@14
  pslldq $4, %xmm@14
  pxor %xmm@10, %xmm@14
  movdqa %xmm@14, %xmm@15
  pslldq $4, %xmm@15
  pxor %xmm@14, %xmm@15
  movdqa %xmm@15, %xmm@2
  pslldq $4, %xmm@2
  pxor %xmm@15, %xmm@2
  pxor %xmm@8, %xmm@2
  movdqa %xmm@2, %xmm@8
  pshufb %xmm@0, %xmm@8
  movdqa %xmm@1, %xmm@14
  pslldq $4, %xmm@14
  pxor %xmm@1, %xmm@14
  movdqa %xmm@14, %xmm@0
  pslldq $4, %xmm@0
  pxor %xmm@14, %xmm@0
  movdqa %xmm@0, %xmm@15
  pslldq $4, %xmm@15
  pxor %xmm@0, %xmm@15
  aesenclast C10(%rip), %xmm@8
  pxor %xmm@8, %xmm@15
L1:
  movdqa %xmm@11, %xmm@8
  aesenc %xmm@12, %xmm@8
  aesenc %xmm@9, %xmm@8
  movdqa 256(%rsp), %xmm@14
  aesenc %xmm@14, %xmm@8
  movdqa 240(%rsp), %xmm@0
  aesenc %xmm@0, %xmm@8
  aesenc %xmm@4, %xmm@8
  aesenc %xmm@3, %xmm@8
  aesenc %xmm@5, %xmm@8
  aesenc %xmm@13, %xmm@8
  aesenc %xmm@7, %xmm@8
  aesenc %xmm@6, %xmm@8
  aesenc %xmm@10, %xmm@8
  aesenc %xmm@1, %xmm@8
  aesenc %xmm@2, %xmm@8
  aesenclast %xmm@15, %xmm@8
  movdqa %xmm@11, (%r8)
  movdqa %xmm@12, 16(%r8)
  movdqa %xmm@9, 32(%r8)
  movdqa %xmm@14, 48(%r8)
  movdqa %xmm@0, 64(%r8)
  movdqa %xmm@4, 80(%r8)
  movdqa %xmm@3, 96(%r8)
  movdqa %xmm@5, 112(%r8)
  movdqa %xmm@13, 128(%r8)
  movdqa %xmm@7, 144(%r8)
  movdqa %xmm@6, 160(%r8)
  movdqa %xmm@10, 176(%r8)
  movdqa %xmm@1, 192(%r8)
  movdqa %xmm@2, 208(%r8)
  movdqa %xmm@15, 224(%r8)
  pshufb C12(%rip), %xmm@8
  movdqa %xmm@8, %xmm@4
  paddq %xmm@4, %xmm@4
  pshufd $255, %xmm@8, %xmm@12
  psrlq $63, %xmm@8
  pslldq $8, %xmm@8
  psrad $31, %xmm@12
  pand C13(%rip), %xmm@12
  por %xmm@4, %xmm@8
  pxor %xmm@8, %xmm@12
  addq $240, %r8
  movdqa %xmm@12, 304(%rsp)
  leaq 304(%rsp), %rdi
  movq %rcx, %rsi
  movq %r8, %rdx
  callq hw_polyval::arch::x86_64::aesni_clmul::powers_upto
  addq $328, %rsp
  retq
== hw_gcm::arch::x86_64::aesni_clmul::xaes_key#0
  pushq %rbp
  pushq %rbx
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
  movdqa %xmm@1, 16(%rsi)
  pshufb %xmm@2, %xmm@1
  aesenclast C1(%rip), %xmm@1
  movdqa %xmm@3, %xmm@5
  pslldq $4, %xmm@5
  pxor %xmm@3, %xmm@5
  movdqa %xmm@5, %xmm@3
  pslldq $4, %xmm@3
  pxor %xmm@5, %xmm@3
  pxor %xmm@1, %xmm@3
  pshufd $255, %xmm@3, %xmm@5
  pxor %xmm@1, %xmm@1
  aesenclast %xmm@1, %xmm@5
  movdqa %xmm@4, %xmm@6
  pslldq $4, %xmm@6
  pxor %xmm@4, %xmm@6
  movdqa %xmm@6, %xmm@4
  pslldq $4, %xmm@4
  pxor %xmm@6, %xmm@4
  pxor %xmm@5, %xmm@4
  movdqa %xmm@4, %xmm@5
  pslldq $4, %xmm@5
  pxor %xmm@4, %xmm@5
  aesenc %xmm@3, %xmm@0
  aesenc %xmm@4, %xmm@0
  movdqa %xmm@3, 32(%rsi)
  movdqa %xmm@4, 48(%rsi)
  pshufb %xmm@2, %xmm@4
  aesenclast C2(%rip), %xmm@4
  movdqa %xmm@3, %xmm@6
  pslldq $4, %xmm@6
  pxor %xmm@3, %xmm@6
  movdqa %xmm@6, %xmm@3
  pslldq $4, %xmm@3
  pxor %xmm@6, %xmm@3
  movdqa %xmm@3, %xmm@6
  pslldq $4, %xmm@6
  pxor %xmm@3, %xmm@6
  pxor %xmm@4, %xmm@6
  pshufd $255, %xmm@6, %xmm@3
  aesenclast %xmm@1, %xmm@3
  movdqa %xmm@5, %xmm@4
  pslldq $4, %xmm@4
  pxor %xmm@5, %xmm@4
  movdqa %xmm@4, %xmm@5
  pslldq $4, %xmm@5
  pxor %xmm@4, %xmm@5
  pxor %xmm@3, %xmm@5
  movdqa %xmm@5, %xmm@3
  pslldq $4, %xmm@3
  pxor %xmm@5, %xmm@3
  aesenc %xmm@6, %xmm@0
  aesenc %xmm@5, %xmm@0
  movdqa %xmm@5, %xmm@4
  pshufb %xmm@2, %xmm@4
  aesenclast C3(%rip), %xmm@4
  movdqa %xmm@6, 64(%rsi)
  movdqa %xmm@5, 80(%rsi)
  movdqa %xmm@6, %xmm@5
  pslldq $4, %xmm@5
  pxor %xmm@6, %xmm@5
  movdqa %xmm@5, %xmm@6
  pslldq $4, %xmm@6
  pxor %xmm@5, %xmm@6
  movdqa %xmm@6, %xmm@5
  pslldq $4, %xmm@5
  pxor %xmm@6, %xmm@5
  pxor %xmm@4, %xmm@5
  pshufd $255, %xmm@5, %xmm@4
  aesenclast %xmm@1, %xmm@4
  movdqa %xmm@3, %xmm@6
  pslldq $4, %xmm@6
  pxor %xmm@3, %xmm@6
  movdqa %xmm@6, %xmm@3
  pslldq $4, %xmm@3
  pxor %xmm@6, %xmm@3
  pxor %xmm@4, %xmm@3
  movdqa %xmm@3, %xmm@4
  pslldq $4, %xmm@4
  pxor %xmm@3, %xmm@4
  aesenc %xmm@5, %xmm@0
  aesenc %xmm@3, %xmm@0
  movdqa %xmm@5, 96(%rsi)
  movdqa %xmm@3, 112(%rsi)
  pshufb %xmm@2, %xmm@3
  aesenclast C4(%rip), %xmm@3
  movdqa %xmm@5, %xmm@6
  pslldq $4, %xmm@6
  pxor %xmm@5, %xmm@6
  movdqa %xmm@6, %xmm@5
  pslldq $4, %xmm@5
  pxor %xmm@6, %xmm@5
  movdqa %xmm@5, %xmm@6
  pslldq $4, %xmm@6
  pxor %xmm@5, %xmm@6
  pxor %xmm@3, %xmm@6
  pshufd $255, %xmm@6, %xmm@3
  aesenclast %xmm@1, %xmm@3
  movdqa %xmm@4, %xmm@5
  pslldq $4, %xmm@5
  pxor %xmm@4, %xmm@5
  movdqa %xmm@5, %xmm@4
  pslldq $4, %xmm@4
  pxor %xmm@5, %xmm@4
  pxor %xmm@3, %xmm@4
  movdqa %xmm@4, %xmm@3
  pslldq $4, %xmm@3
  pxor %xmm@4, %xmm@3
  aesenc %xmm@6, %xmm@0
  aesenc %xmm@4, %xmm@0
  movdqa %xmm@4, %xmm@5
  pshufb %xmm@2, %xmm@5
  aesenclast C5(%rip), %xmm@5
  movdqa %xmm@6, 128(%rsi)
  movdqa %xmm@4, 144(%rsi)
  movdqa %xmm@6, %xmm@4
  pslldq $4, %xmm@4
  pxor %xmm@6, %xmm@4
  movdqa %xmm@4, %xmm@6
  pslldq $4, %xmm@6
  pxor %xmm@4, %xmm@6
  movdqa %xmm@6, %xmm@4
  pslldq $4, %xmm@4
  pxor %xmm@6, %xmm@4
  pxor %xmm@5, %xmm@4
  pshufd $255, %xmm@4, %xmm@5
  aesenclast %xmm@1, %xmm@5
  movdqa %xmm@3, %xmm@6
  pslldq $4, %xmm@6
  pxor %xmm@3, %xmm@6
  movdqa %xmm@6, %xmm@3
  pslldq $4, %xmm@3
  pxor %xmm@6, %xmm@3
  pxor %xmm@5, %xmm@3
  movdqa %xmm@4, %xmm@5
  pslldq $4, %xmm@5
  pxor %xmm@4, %xmm@5
  movdqa %xmm@5, %xmm@6
  pslldq $4, %xmm@6
  pxor %xmm@5, %xmm@6
  movdqa %xmm@6, %xmm@5
  pslldq $4, %xmm@5
  pxor %xmm@6, %xmm@5
  aesenc %xmm@4, %xmm@0
  movdqa %xmm@4, 160(%rsi)
  movdqa %xmm@3, %xmm@4
  pslldq $4, %xmm@4
  pxor %xmm@3, %xmm@4
  aesenc %xmm@3, %xmm@0
  movdqa %xmm@3, 176(%rsi)
  pshufb %xmm@2, %xmm@3
  aesenclast C6(%rip), %xmm@3
  pxor %xmm@3, %xmm@5
  pshufd $255, %xmm@5, %xmm@3
  aesenclast %xmm@1, %xmm@3
  movdqa %xmm@4, %xmm@1
  pslldq $4, %xmm@1
  pxor %xmm@4, %xmm@1
  movdqa %xmm@1, %xmm@4
  pslldq $4, %xmm@4
  pxor %xmm@1, %xmm@4
  aesenc %xmm@5, %xmm@0
  pxor %xmm@3, %xmm@4
  aesenc %xmm@4, %xmm@0
  movdqa %xmm@5, 192(%rsi)
  movdqa %xmm@4, 208(%rsi)
  pshufb %xmm@2, %xmm@4
  movdqa %xmm@5, %xmm@2
  pslldq $4, %xmm@2
  pxor %xmm@5, %xmm@2
  movdqa %xmm@2, %xmm@1
  pslldq $4, %xmm@1
  pxor %xmm@2, %xmm@1
  movdqa %xmm@1, %xmm@2
  pslldq $4, %xmm@2
  pxor %xmm@1, %xmm@2
  aesenclast C7(%rip), %xmm@4
  pxor %xmm@4, %xmm@2
  aesenclast %xmm@2, %xmm@0
  movdqa %xmm@2, 224(%rsi)
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
== hw_gcm::arch::x86_64::vaes_avx2::open#0
  pushq %rbp
  movq %rsp, %rbp
  pushq %r15
  pushq %r14
  pushq %r13
  pushq %r12
  pushq %rbx
  andq $-32, %rsp
  subq $928, %rsp
  movq %r9, %r14
  movq %r8, %rbx
  movq %rcx, %r13
  movq %rdx, %r15
  movq %rsi, %r12
  movq %rdi, 24(%rsp)
  vmovq (%rdx), %xmm@0
  vpinsrd $2, 8(%rdx), %xmm@0, %xmm@0
  vpalignr $12, C0(%rip), %xmm@0, %xmm@0
  vpshufb C1(%rip), %xmm@0, %xmm@0
  vmovdqa %xmm@0, 48(%rsp)
  addq $240, %rsi
  vmovdqa 352(%r12), %xmm@0
  vmovdqa %xmm@0, 32(%rsp)
  shrq $4, %r8
  vpxor %xmm@0, %xmm@0, %xmm@0
  vmovdqa %xmm@0, 64(%rsp)
  movq %rsp, %rdi
  leaq 64(%rsp), %rdx
  callq hw_polyval::arch::x86_64::aesni_clmul::absorb
  movq %rbx, %rdx
  andq $15, %rdx
  je L0
  movabsq $9223372036854775792, %rax
  andq %rbx, %rax
  addq %rax, %r13
  vpxor %xmm@0, %xmm@0, %xmm@0
  vmovdqa %xmm@0, 64(%rsp)
  leaq 64(%rsp), %rdi
  movq %r13, %rsi
  callq *memcpy@GOTPCREL(%rip)
  vmovdqa 64(%rsp), %xmm@0
  vpshufb C2(%rip), %xmm@0, %xmm@0
  vpxor (%rsp), %xmm@0, %xmm@0
  vmovdqa 32(%rsp), %xmm@1
  vpclmulqdq $0, %xmm@1, %xmm@0, %xmm@2
  vpclmulqdq $17, %xmm@1, %xmm@0, %xmm@3
  vpclmulqdq $1, %xmm@1, %xmm@0, %xmm@4
  vpclmulqdq $16, %xmm@1, %xmm@0, %xmm@0
  vpxor %xmm@4, %xmm@0, %xmm@0
  vpslldq $8, %xmm@0, %xmm@4
  vpxor %xmm@4, %xmm@2, %xmm@2
  vpsrldq $8, %xmm@0, %xmm@0
  vpxor %xmm@0, %xmm@3, %xmm@0
  movabsq $-4467570830351532032, %rax
  vmovq %rax, %xmm@3
  vpclmulqdq $0, %xmm@3, %xmm@2, %xmm@4
  vpshufd $78, %xmm@2, %xmm@2
  vpxor %xmm@2, %xmm@4, %xmm@2
  vpclmulqdq $0, %xmm@3, %xmm@2, %xmm@3
  vpshufd $78, %xmm@2, %xmm@2
  vpxor %xmm@2, %xmm@0, %xmm@0
  vpxor %xmm@0, %xmm@3, %xmm@0
  vmovdqa %xmm@0, (%rsp)
L0:
  vmovdqa 48(%rsp), %xmm@0
  vpaddd C3(%rip), %xmm@0, %xmm@5
  movq 8(%r14), %rax
  shrq $8, %rax
  je L1
  movq (%r14), %rcx
  vmovdqu 240(%r12), %ymm@0
  vmovdqu 272(%r12), %ymm@2
  vmovdqu 304(%r12), %ymm@3
  vmovdqu 336(%r12), %ymm@4
  vpermq $68, %ymm@0, %ymm@6
  vpclmulqdq $0, %ymm@6, %ymm@0, %ymm@1
  vpclmulqdq $17, %ymm@6, %ymm@0, %ymm@7
  vpclmulqdq $1, %ymm@6, %ymm@0, %ymm@8
  vpclmulqdq $16, %ymm@6, %ymm@0, %ymm@9
  vpxor %ymm@8, %ymm@9, %ymm@8
  vpslldq $8, %ymm@8, %ymm@9
  vpxor %ymm@1, %ymm@9, %ymm@1
  vpsrldq $8, %ymm@8, %ymm@8
  vpxor %ymm@8, %ymm@7, %ymm@7
  vpbroadcastq C4(%rip), %ymm@8
  vpclmulqdq $0, %ymm@8, %ymm@1, %ymm@9
  vpshufd $78, %ymm@1, %ymm@1
  vpxor %ymm@1, %ymm@9, %ymm@1
  vpclmulqdq $0, %ymm@8, %ymm@1, %ymm@9
  vpshufd $78, %ymm@1, %ymm@1
  vpxor %ymm@1, %ymm@7, %ymm@1
  vpxor %ymm@1, %ymm@9, %ymm@1
  vpclmulqdq $0, %ymm@6, %ymm@2, %ymm@7
  vpclmulqdq $17, %ymm@6, %ymm@2, %ymm@9
  vpclmulqdq $1, %ymm@6, %ymm@2, %ymm@10
  vpclmulqdq $16, %ymm@6, %ymm@2, %ymm@11
  vpxor %ymm@10, %ymm@11, %ymm@10
  vpslldq $8, %ymm@10, %ymm@11
  vpxor %ymm@7, %ymm@11, %ymm@7
  vpsrldq $8, %ymm@10, %ymm@10
  vpxor %ymm@10, %ymm@9, %ymm@9
  vpclmulqdq $0, %ymm@8, %ymm@7, %ymm@10
  vpshufd $78, %ymm@7, %ymm@7
  vpxor %ymm@7, %ymm@10, %ymm@7
  vpclmulqdq $0, %ymm@8, %ymm@7, %ymm@10
  vpshufd $78, %ymm@7, %ymm@7
  vpxor %ymm@7, %ymm@9, %ymm@7
  vpxor %ymm@7, %ymm@10, %ymm@7
  vpclmulqdq $0, %ymm@6, %ymm@3, %ymm@9
  vpclmulqdq $17, %ymm@6, %ymm@3, %ymm@10
  vpclmulqdq $1, %ymm@6, %ymm@3, %ymm@11
  vpclmulqdq $16, %ymm@6, %ymm@3, %ymm@12
  vpxor %ymm@11, %ymm@12, %ymm@11
  vpslldq $8, %ymm@11, %ymm@12
  vpxor %ymm@12, %ymm@9, %ymm@9
  vpsrldq $8, %ymm@11, %ymm@11
  vpxor %ymm@11, %ymm@10, %ymm@10
  vpclmulqdq $0, %ymm@8, %ymm@9, %ymm@11
  vpshufd $78, %ymm@9, %ymm@9
  vpxor %ymm@9, %ymm@11, %ymm@9
  vpclmulqdq $0, %ymm@8, %ymm@9, %ymm@11
  vpshufd $78, %ymm@9, %ymm@9
  vpxor %ymm@9, %ymm@10, %ymm@9
  vpxor %ymm@9, %ymm@11, %ymm@9
  vpclmulqdq $0, %ymm@6, %ymm@4, %ymm@10
  vpclmulqdq $17, %ymm@6, %ymm@4, %ymm@11
  vpclmulqdq $1, %ymm@6, %ymm@4, %ymm@12
  vpclmulqdq $16, %ymm@6, %ymm@4, %ymm@6
  vpxor %ymm@6, %ymm@12, %ymm@6
  vpslldq $8, %ymm@6, %ymm@12
  vpxor %ymm@12, %ymm@10, %ymm@10
  vpsrldq $8, %ymm@6, %ymm@6
  vpxor %ymm@6, %ymm@11, %ymm@6
  vpclmulqdq $0, %ymm@8, %ymm@10, %ymm@11
  vpshufd $78, %ymm@10, %ymm@10
  vpxor %ymm@10, %ymm@11, %ymm@10
  vpclmulqdq $0, %ymm@8, %ymm@10, %ymm@8
  vpshufd $78, %ymm@10, %ymm@10
  vpxor %ymm@6, %ymm@10, %ymm@6
  vpxor %ymm@6, %ymm@8, %ymm@8
  vpshufd $78, %ymm@1, %ymm@6
  vpxor %ymm@6, %ymm@1, %ymm@6
  vpshufd $78, %ymm@7, %ymm@10
  vpxor %ymm@7, %ymm@10, %ymm@10
  vpshufd $78, %ymm@9, %ymm@11
  vpxor %ymm@11, %ymm@9, %ymm@11
  vpshufd $78, %ymm@8, %ymm@12
  vpxor %ymm@8, %ymm@12, %ymm@12
  vpshufd $78, %ymm@0, %ymm@13
  vpxor %ymm@0, %ymm@13, %ymm@13
  vpshufd $78, %ymm@2, %ymm@14
  vpxor %ymm@2, %ymm@14, %ymm@14
  movq %r12, 608(%rsp)
  vmovaps C5(%rip), %ymm@15
  vmovaps %ymm@15, 64(%rsp)
  vpshufd $78, %ymm@3, %ymm@15
  vpxor %ymm@3, %ymm@15, %ymm@15
  vmovdqa %ymm@1, 96(%rsp)
  vpshufd $78, %ymm@4, %ymm@1
  vpxor %ymm@1, %ymm@4, %ymm@1
  leaq 96(%rsp), %rdx
  vmovdqa %ymm@7, 128(%rsp)
  vmovdqa %ymm@9, 160(%rsp)
  vmovdqa %ymm@8, 192(%rsp)
  vmovdqa %ymm@0, 224(%rsp)
  vmovdqa %ymm@2, 256(%rsp)
  vmovdqa %ymm@3, 288(%rsp)
  vmovdqa %ymm@4, 320(%rsp)
  leaq 352(%rsp), %rsi
  vmovdqa %ymm@6, 352(%rsp)
  vmovdqa %ymm@10, 384(%rsp)
  vmovdqa %ymm@11, 416(%rsp)
  vmovdqa %ymm@12, 448(%rsp)
  vmovdqa %ymm@13, 480(%rsp)
  vmovdqa %ymm@14, 512(%rsp)
  vmovdqa %ymm@15, 544(%rsp)
  vmovdqa %ymm@1, 576(%rsp)
  vpxor %xmm@0, %xmm@0, %xmm@0
  vmovdqa %ymm@0, 864(%rsp)
  vmovdqa %ymm@0, 832(%rsp)
  vmovdqa %ymm@0, 800(%rsp)
  vmovdqa %ymm@0, 768(%rsp)
  vmovdqa %ymm@0, 736(%rsp)
  vmovdqa %ymm@0, 704(%rsp)
  vmovdqa %ymm@0, 672(%rsp)
  vmovdqa %ymm@0, 640(%rsp)
  vinserti128 $1, %xmm@5, %ymm@5, %ymm@0
  vpaddd C6(%rip), %ymm@0, %ymm@5
  vmovaps (%rsp), %xmm@11
  movq hw_gcm::arch::x86_64::vaes_avx2::CONSTS(%rip), %rdi
  leaq 640(%rsp), %r8
  movq %rcx, %r9
  movq %rax, %r10
  vbroadcasti128 64(%rdi), %ymm@10
  testq %r10, %r10
  je C7
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
  vbroadcasti128 (%r12), %ymm@9
  vpshufb %ymm@10, %ymm@5, %ymm@0
  vpaddd 32(%rdi), %ymm@5, %ymm@5
  vpshufb %ymm@10, %ymm@5, %ymm@2
  vpaddd 32(%rdi), %ymm@5, %ymm@5
  vpshufb %ymm@10, %ymm@5, %ymm@3
  vpaddd 32(%rdi), %ymm@5, %ymm@5
  vpshufb %ymm@10, %ymm@5, %ymm@4
  vpaddd 32(%rdi), %ymm@5, %ymm@5
  vpshufb %ymm@10, %ymm@5, %ymm@1
  vpaddd 32(%rdi), %ymm@5, %ymm@5
  vpshufb %ymm@10, %ymm@5, %ymm@7
  vpaddd 32(%rdi), %ymm@5, %ymm@5
  vpshufb %ymm@10, %ymm@5, %ymm@6
  vpaddd 32(%rdi), %ymm@5, %ymm@5
  vpshufb %ymm@10, %ymm@5, %ymm@8
  vpaddd 32(%rdi), %ymm@5, %ymm@5
  vpxor %ymm@0, %ymm@9, %ymm@0
  vpxor %ymm@2, %ymm@9, %ymm@2
  vpxor %ymm@3, %ymm@9, %ymm@3
  vpxor %ymm@4, %ymm@9, %ymm@4
  vpxor %ymm@1, %ymm@9, %ymm@1
  vpxor %ymm@7, %ymm@9, %ymm@7
  vpxor %ymm@6, %ymm@9, %ymm@6
  vpxor %ymm@8, %ymm@9, %ymm@8
  vmovdqu (%r8), %ymm@14
  vpshufb %ymm@10, %ymm@14, %ymm@14
  vpxor %ymm@11, %ymm@14, %ymm@14
  vpclmulqdq $0, (%rdx), %ymm@14, %ymm@11
  vpclmulqdq $17, (%rdx), %ymm@14, %ymm@13
  vpshufd $78, %ymm@14, %ymm@15
  vpxor %ymm@15, %ymm@14, %ymm@14
  vpclmulqdq $0, (%rsi), %ymm@14, %ymm@12
  vbroadcasti128 16(%r12), %ymm@9
  vaesenc %ymm@9, %ymm@0, %ymm@0
  vaesenc %ymm@9, %ymm@2, %ymm@2
  vaesenc %ymm@9, %ymm@3, %ymm@3
  vaesenc %ymm@9, %ymm@4, %ymm@4
  vaesenc %ymm@9, %ymm@1, %ymm@1
  vaesenc %ymm@9, %ymm@7, %ymm@7
  vaesenc %ymm@9, %ymm@6, %ymm@6
  vaesenc %ymm@9, %ymm@8, %ymm@8
  vmovdqu 32(%r8), %ymm@14
  vpshufb %ymm@10, %ymm@14, %ymm@14
  vpclmulqdq $0, 32(%rdx), %ymm@14, %ymm@15
  vpxor %ymm@15, %ymm@11, %ymm@11
  vpclmulqdq $17, 32(%rdx), %ymm@14, %ymm@15
  vpxor %ymm@15, %ymm@13, %ymm@13
  vpshufd $78, %ymm@14, %ymm@15
  vpxor %ymm@15, %ymm@14, %ymm@14
  vpclmulqdq $0, 32(%rsi), %ymm@14, %ymm@15
  vpxor %ymm@15, %ymm@12, %ymm@12
  vbroadcasti128 32(%r12), %ymm@9
  vaesenc %ymm@9, %ymm@0, %ymm@0
  vaesenc %ymm@9, %ymm@2, %ymm@2
  vaesenc %ymm@9, %ymm@3, %ymm@3
  vaesenc %ymm@9, %ymm@4, %ymm@4
  vaesenc %ymm@9, %ymm@1, %ymm@1
  vaesenc %ymm@9, %ymm@7, %ymm@7
  vaesenc %ymm@9, %ymm@6, %ymm@6
  vaesenc %ymm@9, %ymm@8, %ymm@8
  vmovdqu 64(%r8), %ymm@14
  vpshufb %ymm@10, %ymm@14, %ymm@14
  vpclmulqdq $0, 64(%rdx), %ymm@14, %ymm@15
  vpxor %ymm@15, %ymm@11, %ymm@11
  vpclmulqdq $17, 64(%rdx), %ymm@14, %ymm@15
  vpxor %ymm@15, %ymm@13, %ymm@13
  vpshufd $78, %ymm@14, %ymm@15
  vpxor %ymm@15, %ymm@14, %ymm@14
  vpclmulqdq $0, 64(%rsi), %ymm@14, %ymm@15
  vpxor %ymm@15, %ymm@12, %ymm@12
  vbroadcasti128 48(%r12), %ymm@9
  vaesenc %ymm@9, %ymm@0, %ymm@0
  vaesenc %ymm@9, %ymm@2, %ymm@2
  vaesenc %ymm@9, %ymm@3, %ymm@3
  vaesenc %ymm@9, %ymm@4, %ymm@4
  vaesenc %ymm@9, %ymm@1, %ymm@1
  vaesenc %ymm@9, %ymm@7, %ymm@7
  vaesenc %ymm@9, %ymm@6, %ymm@6
  vaesenc %ymm@9, %ymm@8, %ymm@8
  vmovdqu 96(%r8), %ymm@14
  vpshufb %ymm@10, %ymm@14, %ymm@14
  vpclmulqdq $0, 96(%rdx), %ymm@14, %ymm@15
  vpxor %ymm@15, %ymm@11, %ymm@11
  vpclmulqdq $17, 96(%rdx), %ymm@14, %ymm@15
  vpxor %ymm@15, %ymm@13, %ymm@13
  vpshufd $78, %ymm@14, %ymm@15
  vpxor %ymm@15, %ymm@14, %ymm@14
  vpclmulqdq $0, 96(%rsi), %ymm@14, %ymm@15
  vpxor %ymm@15, %ymm@12, %ymm@12
  vbroadcasti128 64(%r12), %ymm@9
  vaesenc %ymm@9, %ymm@0, %ymm@0
  vaesenc %ymm@9, %ymm@2, %ymm@2
  vaesenc %ymm@9, %ymm@3, %ymm@3
  vaesenc %ymm@9, %ymm@4, %ymm@4
  vaesenc %ymm@9, %ymm@1, %ymm@1
  vaesenc %ymm@9, %ymm@7, %ymm@7
  vaesenc %ymm@9, %ymm@6, %ymm@6
  vaesenc %ymm@9, %ymm@8, %ymm@8
  vmovdqu 128(%r8), %ymm@14
  vpshufb %ymm@10, %ymm@14, %ymm@14
  vpclmulqdq $0, 128(%rdx), %ymm@14, %ymm@15
  vpxor %ymm@15, %ymm@11, %ymm@11
  vpclmulqdq $17, 128(%rdx), %ymm@14, %ymm@15
  vpxor %ymm@15, %ymm@13, %ymm@13
  vpshufd $78, %ymm@14, %ymm@15
  vpxor %ymm@15, %ymm@14, %ymm@14
  vpclmulqdq $0, 128(%rsi), %ymm@14, %ymm@15
  vpxor %ymm@15, %ymm@12, %ymm@12
  vbroadcasti128 80(%r12), %ymm@9
  vaesenc %ymm@9, %ymm@0, %ymm@0
  vaesenc %ymm@9, %ymm@2, %ymm@2
  vaesenc %ymm@9, %ymm@3, %ymm@3
  vaesenc %ymm@9, %ymm@4, %ymm@4
  vaesenc %ymm@9, %ymm@1, %ymm@1
  vaesenc %ymm@9, %ymm@7, %ymm@7
  vaesenc %ymm@9, %ymm@6, %ymm@6
  vaesenc %ymm@9, %ymm@8, %ymm@8
  vmovdqu 160(%r8), %ymm@14
  vpshufb %ymm@10, %ymm@14, %ymm@14
  vpclmulqdq $0, 160(%rdx), %ymm@14, %ymm@15
  vpxor %ymm@15, %ymm@11, %ymm@11
  vpclmulqdq $17, 160(%rdx), %ymm@14, %ymm@15
  vpxor %ymm@15, %ymm@13, %ymm@13
  vpshufd $78, %ymm@14, %ymm@15
  vpxor %ymm@15, %ymm@14, %ymm@14
  vpclmulqdq $0, 160(%rsi), %ymm@14, %ymm@15
  vpxor %ymm@15, %ymm@12, %ymm@12
  vbroadcasti128 96(%r12), %ymm@9
  vaesenc %ymm@9, %ymm@0, %ymm@0
  vaesenc %ymm@9, %ymm@2, %ymm@2
  vaesenc %ymm@9, %ymm@3, %ymm@3
  vaesenc %ymm@9, %ymm@4, %ymm@4
  vaesenc %ymm@9, %ymm@1, %ymm@1
  vaesenc %ymm@9, %ymm@7, %ymm@7
  vaesenc %ymm@9, %ymm@6, %ymm@6
  vaesenc %ymm@9, %ymm@8, %ymm@8
  vmovdqu 192(%r8), %ymm@14
  vpshufb %ymm@10, %ymm@14, %ymm@14
  vpclmulqdq $0, 192(%rdx), %ymm@14, %ymm@15
  vpxor %ymm@15, %ymm@11, %ymm@11
  vpclmulqdq $17, 192(%rdx), %ymm@14, %ymm@15
  vpxor %ymm@15, %ymm@13, %ymm@13
  vpshufd $78, %ymm@14, %ymm@15
  vpxor %ymm@15, %ymm@14, %ymm@14
  vpclmulqdq $0, 192(%rsi), %ymm@14, %ymm@15
  vpxor %ymm@15, %ymm@12, %ymm@12
  vbroadcasti128 112(%r12), %ymm@9
  vaesenc %ymm@9, %ymm@0, %ymm@0
  vaesenc %ymm@9, %ymm@2, %ymm@2
  vaesenc %ymm@9, %ymm@3, %ymm@3
  vaesenc %ymm@9, %ymm@4, %ymm@4
  vaesenc %ymm@9, %ymm@1, %ymm@1
  vaesenc %ymm@9, %ymm@7, %ymm@7
  vaesenc %ymm@9, %ymm@6, %ymm@6
  vaesenc %ymm@9, %ymm@8, %ymm@8
  vmovdqu 224(%r8), %ymm@14
  vpshufb %ymm@10, %ymm@14, %ymm@14
  vpclmulqdq $0, 224(%rdx), %ymm@14, %ymm@15
  vpxor %ymm@15, %ymm@11, %ymm@11
  vpclmulqdq $17, 224(%rdx), %ymm@14, %ymm@15
  vpxor %ymm@15, %ymm@13, %ymm@13
  vpshufd $78, %ymm@14, %ymm@15
  vpxor %ymm@15, %ymm@14, %ymm@14
  vpclmulqdq $0, 224(%rsi), %ymm@14, %ymm@15
  vpxor %ymm@15, %ymm@12, %ymm@12
  vbroadcasti128 128(%r12), %ymm@9
  vaesenc %ymm@9, %ymm@0, %ymm@0
  vaesenc %ymm@9, %ymm@2, %ymm@2
  vaesenc %ymm@9, %ymm@3, %ymm@3
  vaesenc %ymm@9, %ymm@4, %ymm@4
  vaesenc %ymm@9, %ymm@1, %ymm@1
  vaesenc %ymm@9, %ymm@7, %ymm@7
  vaesenc %ymm@9, %ymm@6, %ymm@6
  vaesenc %ymm@9, %ymm@8, %ymm@8
  vpxor %ymm@11, %ymm@12, %ymm@12
  vpxor %ymm@13, %ymm@12, %ymm@12
  vpclmulqdq $0, (%rdi), %ymm@11, %ymm@15
  vpshufd $78, %ymm@11, %ymm@11
  vpxor %ymm@11, %ymm@12, %ymm@12
  vpxor %ymm@15, %ymm@12, %ymm@12
  vbroadcasti128 144(%r12), %ymm@9
  vaesenc %ymm@9, %ymm@0, %ymm@0
  vaesenc %ymm@9, %ymm@2, %ymm@2
  vaesenc %ymm@9, %ymm@3, %ymm@3
  vaesenc %ymm@9, %ymm@4, %ymm@4
  vaesenc %ymm@9, %ymm@1, %ymm@1
  vaesenc %ymm@9, %ymm@7, %ymm@7
  vaesenc %ymm@9, %ymm@6, %ymm@6
  vaesenc %ymm@9, %ymm@8, %ymm@8
  vpclmulqdq $0, (%rdi), %ymm@12, %ymm@15
  vpshufd $78, %ymm@12, %ymm@12
  vpxor %ymm@12, %ymm@13, %ymm@13
  vpxor %ymm@15, %ymm@13, %ymm@13
  vbroadcasti128 160(%r12), %ymm@9
  vaesenc %ymm@9, %ymm@0, %ymm@0
  vaesenc %ymm@9, %ymm@2, %ymm@2
  vaesenc %ymm@9, %ymm@3, %ymm@3
  vaesenc %ymm@9, %ymm@4, %ymm@4
  vaesenc %ymm@9, %ymm@1, %ymm@1
  vaesenc %ymm@9, %ymm@7, %ymm@7
  vaesenc %ymm@9, %ymm@6, %ymm@6
  vaesenc %ymm@9, %ymm@8, %ymm@8
  vextracti128 $1, %ymm@13, %xmm@15
  vpxor %xmm@15, %xmm@13, %xmm@11
  vbroadcasti128 176(%r12), %ymm@9
  vaesenc %ymm@9, %ymm@0, %ymm@0
  vaesenc %ymm@9, %ymm@2, %ymm@2
  vaesenc %ymm@9, %ymm@3, %ymm@3
  vaesenc %ymm@9, %ymm@4, %ymm@4
  vaesenc %ymm@9, %ymm@1, %ymm@1
  vaesenc %ymm@9, %ymm@7, %ymm@7
  vaesenc %ymm@9, %ymm@6, %ymm@6
  vaesenc %ymm@9, %ymm@8, %ymm@8
  vbroadcasti128 192(%r12), %ymm@9
  vaesenc %ymm@9, %ymm@0, %ymm@0
  vaesenc %ymm@9, %ymm@2, %ymm@2
  vaesenc %ymm@9, %ymm@3, %ymm@3
  vaesenc %ymm@9, %ymm@4, %ymm@4
  vaesenc %ymm@9, %ymm@1, %ymm@1
  vaesenc %ymm@9, %ymm@7, %ymm@7
  vaesenc %ymm@9, %ymm@6, %ymm@6
  vaesenc %ymm@9, %ymm@8, %ymm@8
  vbroadcasti128 208(%r12), %ymm@9
  vaesenc %ymm@9, %ymm@0, %ymm@0
  vaesenc %ymm@9, %ymm@2, %ymm@2
  vaesenc %ymm@9, %ymm@3, %ymm@3
  vaesenc %ymm@9, %ymm@4, %ymm@4
  vaesenc %ymm@9, %ymm@1, %ymm@1
  vaesenc %ymm@9, %ymm@7, %ymm@7
  vaesenc %ymm@9, %ymm@6, %ymm@6
  vaesenc %ymm@9, %ymm@8, %ymm@8
  vbroadcasti128 224(%r12), %ymm@9
  vpxor (%r8), %ymm@9, %ymm@12
  vpxor 32(%r8), %ymm@9, %ymm@13
  vpxor 64(%r8), %ymm@9, %ymm@14
  vpxor 96(%r8), %ymm@9, %ymm@15
  vaesenclast %ymm@12, %ymm@0, %ymm@0
  vaesenclast %ymm@13, %ymm@2, %ymm@2
  vaesenclast %ymm@14, %ymm@3, %ymm@3
  vaesenclast %ymm@15, %ymm@4, %ymm@4
  vmovdqu %ymm@0, (%r9)
  vmovdqu %ymm@2, 32(%r9)
  vmovdqu %ymm@3, 64(%r9)
  vmovdqu %ymm@4, 96(%r9)
  vpxor 128(%r8), %ymm@9, %ymm@12
  vpxor 160(%r8), %ymm@9, %ymm@13
  vpxor 192(%r8), %ymm@9, %ymm@14
  vpxor 224(%r8), %ymm@9, %ymm@15
  vaesenclast %ymm@12, %ymm@1, %ymm@1
  vaesenclast %ymm@13, %ymm@7, %ymm@7
  vaesenclast %ymm@14, %ymm@6, %ymm@6
  vaesenclast %ymm@15, %ymm@8, %ymm@8
  vmovdqu %ymm@1, 128(%r9)
  vmovdqu %ymm@7, 160(%r9)
  vmovdqu %ymm@6, 192(%r9)
  vmovdqu %ymm@8, 224(%r9)
  addq $256, %rcx
  addq $256, %r9
  decq %r10
  jne C8
  jmp L2
L1:
  vmovaps (%rsp), %xmm@11
L2:
  shlq $4, %rax
  vmovdqa %xmm@5, 640(%rsp)
  vmovaps %xmm@11, 64(%rsp)
  leaq 640(%rsp), %rcx
  leaq 64(%rsp), %r8
  movq 24(%rsp), %rdi
  movq %r12, %rsi
  movq %r15, %rdx
  movq %r14, %r9
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
== hw_gcm::arch::x86_64::vaes_avx2::open#1
  pushq %rbp
  movq %rsp, %rbp
  pushq %r15
  pushq %r14
  pushq %r13
  pushq %r12
  pushq %rbx
  andq $-32, %rsp
  subq $928, %rsp
  movq %r9, %r14
  movq %r8, %rbx
  movq %rcx, %r13
  movq %rdx, %r15
  movq %rsi, %r12
  movq %rdi, 24(%rsp)
  vmovq (%rdx), %xmm@0
  vpinsrd $2, 8(%rdx), %xmm@0, %xmm@0
  vpalignr $12, C0(%rip), %xmm@0, %xmm@0
  vpshufb C1(%rip), %xmm@0, %xmm@0
  vmovdqa %xmm@0, 48(%rsp)
  addq $240, %rsi
  vmovdqa 352(%r12), %xmm@0
  vmovdqa %xmm@0, 32(%rsp)
  shrq $4, %r8
  vpxor %xmm@0, %xmm@0, %xmm@0
  vmovdqa %xmm@0, 64(%rsp)
  movq %rsp, %rdi
  leaq 64(%rsp), %rdx
  callq hw_polyval::arch::x86_64::aesni_clmul::absorb
  movq %rbx, %rdx
  andq $15, %rdx
  je L0
  movabsq $9223372036854775792, %rax
  andq %rbx, %rax
  addq %rax, %r13
  vpxor %xmm@0, %xmm@0, %xmm@0
  vmovdqa %xmm@0, 64(%rsp)
  leaq 64(%rsp), %rdi
  movq %r13, %rsi
  callq *memcpy@GOTPCREL(%rip)
  vmovdqa 64(%rsp), %xmm@0
  vpshufb C2(%rip), %xmm@0, %xmm@0
  vpxor (%rsp), %xmm@0, %xmm@0
  vmovdqa 32(%rsp), %xmm@1
  vpclmulqdq $0, %xmm@1, %xmm@0, %xmm@2
  vpclmulqdq $17, %xmm@1, %xmm@0, %xmm@3
  vpclmulqdq $1, %xmm@1, %xmm@0, %xmm@4
  vpclmulqdq $16, %xmm@1, %xmm@0, %xmm@0
  vpxor %xmm@4, %xmm@0, %xmm@0
  vpslldq $8, %xmm@0, %xmm@4
  vpxor %xmm@4, %xmm@2, %xmm@2
  vpsrldq $8, %xmm@0, %xmm@0
  vpxor %xmm@0, %xmm@3, %xmm@0
  movabsq $-4467570830351532032, %rax
  vmovq %rax, %xmm@3
  vpclmulqdq $0, %xmm@3, %xmm@2, %xmm@4
  vpshufd $78, %xmm@2, %xmm@2
  vpxor %xmm@2, %xmm@4, %xmm@2
  vpclmulqdq $0, %xmm@3, %xmm@2, %xmm@3
  vpshufd $78, %xmm@2, %xmm@2
  vpxor %xmm@2, %xmm@0, %xmm@0
  vpxor %xmm@0, %xmm@3, %xmm@0
  vmovdqa %xmm@0, (%rsp)
L0:
  vmovdqa 48(%rsp), %xmm@0
  vpaddd C3(%rip), %xmm@0, %xmm@5
  movq 8(%r14), %rsi
  movq %rsi, %rax
  shrq $8, %rax
  je L1
  vmovdqu 240(%r12), %ymm@4
  vmovdqu 272(%r12), %ymm@3
  vmovdqu 304(%r12), %ymm@2
  vmovdqu 336(%r12), %ymm@0
  vpermq $68, %ymm@4, %ymm@6
  vpclmulqdq $0, %ymm@6, %ymm@4, %ymm@1
  vpclmulqdq $17, %ymm@6, %ymm@4, %ymm@7
  vpclmulqdq $1, %ymm@6, %ymm@4, %ymm@8
  vpclmulqdq $16, %ymm@6, %ymm@4, %ymm@9
  vpxor %ymm@8, %ymm@9, %ymm@8
  vpslldq $8, %ymm@8, %ymm@9
  vpxor %ymm@1, %ymm@9, %ymm@1
  vpsrldq $8, %ymm@8, %ymm@9
  vpbroadcastq C4(%rip), %ymm@8
  vpxor %ymm@7, %ymm@9, %ymm@7
  vpclmulqdq $0, %ymm@8, %ymm@1, %ymm@9
  vpshufd $78, %ymm@1, %ymm@1
  vpxor %ymm@1, %ymm@9, %ymm@1
  vpclmulqdq $0, %ymm@8, %ymm@1, %ymm@9
  vpshufd $78, %ymm@1, %ymm@1
  vpxor %ymm@1, %ymm@7, %ymm@1
  vpxor %ymm@1, %ymm@9, %ymm@1
  vpclmulqdq $0, %ymm@6, %ymm@3, %ymm@7
  vpclmulqdq $17, %ymm@6, %ymm@3, %ymm@9
  vpclmulqdq $1, %ymm@6, %ymm@3, %ymm@10
  vpclmulqdq $16, %ymm@6, %ymm@3, %ymm@11
  vpxor %ymm@10, %ymm@11, %ymm@10
  vpslldq $8, %ymm@10, %ymm@11
  vpxor %ymm@7, %ymm@11, %ymm@7
  vpsrldq $8, %ymm@10, %ymm@10
  vpxor %ymm@10, %ymm@9, %ymm@9
  vpclmulqdq $0, %ymm@8, %ymm@7, %ymm@10
  vpshufd $78, %ymm@7, %ymm@7
  vpxor %ymm@7, %ymm@10, %ymm@7
  vpclmulqdq $0, %ymm@8, %ymm@7, %ymm@10
  vpshufd $78, %ymm@7, %ymm@7
  vpxor %ymm@7, %ymm@9, %ymm@7
  vpxor %ymm@7, %ymm@10, %ymm@7
  vpclmulqdq $0, %ymm@6, %ymm@2, %ymm@9
  vpclmulqdq $17, %ymm@6, %ymm@2, %ymm@10
  vpclmulqdq $1, %ymm@6, %ymm@2, %ymm@11
  vpclmulqdq $16, %ymm@6, %ymm@2, %ymm@12
  vpxor %ymm@11, %ymm@12, %ymm@11
  vpslldq $8, %ymm@11, %ymm@12
  vpxor %ymm@12, %ymm@9, %ymm@9
  vpsrldq $8, %ymm@11, %ymm@11
  vpxor %ymm@11, %ymm@10, %ymm@10
  vpclmulqdq $0, %ymm@8, %ymm@9, %ymm@11
  vpshufd $78, %ymm@9, %ymm@9
  vpxor %ymm@9, %ymm@11, %ymm@9
  vpclmulqdq $0, %ymm@8, %ymm@9, %ymm@11
  vpshufd $78, %ymm@9, %ymm@9
  vpxor %ymm@9, %ymm@10, %ymm@9
  vpxor %ymm@9, %ymm@11, %ymm@9
  vpclmulqdq $0, %ymm@6, %ymm@0, %ymm@10
  vpclmulqdq $1, %ymm@6, %ymm@0, %ymm@11
  vpclmulqdq $16, %ymm@6, %ymm@0, %ymm@12
  vpxor %ymm@11, %ymm@12, %ymm@11
  vpslldq $8, %ymm@11, %ymm@12
  vpxor %ymm@12, %ymm@10, %ymm@10
  vpclmulqdq $17, %ymm@6, %ymm@0, %ymm@6
  vpsrldq $8, %ymm@11, %ymm@11
  vpxor %ymm@6, %ymm@11, %ymm@6
  vpclmulqdq $0, %ymm@8, %ymm@10, %ymm@11
  vpshufd $78, %ymm@10, %ymm@10
  vpxor %ymm@10, %ymm@11, %ymm@10
  vpclmulqdq $0, %ymm@8, %ymm@10, %ymm@8
  vpshufd $78, %ymm@10, %ymm@10
  vpxor %ymm@6, %ymm@10, %ymm@6
  vpxor %ymm@6, %ymm@8, %ymm@6
  movq %r12, 608(%rsp)
  vmovaps C5(%rip), %ymm@8
  vmovaps %ymm@8, 64(%rsp)
  vpshufd $78, %ymm@1, %ymm@8
  vpxor %ymm@8, %ymm@1, %ymm@8
  vmovdqa %ymm@1, 96(%rsp)
  vpshufd $78, %ymm@7, %ymm@1
  vpxor %ymm@1, %ymm@7, %ymm@1
  vmovdqa %ymm@7, 128(%rsp)
  vpshufd $78, %ymm@9, %ymm@7
  vpxor %ymm@7, %ymm@9, %ymm@7
  vmovdqa %ymm@9, 160(%rsp)
  vpshufd $78, %ymm@6, %ymm@9
  vpxor %ymm@6, %ymm@9, %ymm@9
  vmovdqa %ymm@6, 192(%rsp)
  vpshufd $78, %ymm@4, %ymm@6
  vpxor %ymm@6, %ymm@4, %ymm@6
  vmovdqa %ymm@4, 224(%rsp)
  vpshufd $78, %ymm@3, %ymm@4
  vpxor %ymm@4, %ymm@3, %ymm@4
  vmovdqa %ymm@3, 256(%rsp)
  vpshufd $78, %ymm@2, %ymm@3
  vpxor %ymm@3, %ymm@2, %ymm@3
  vmovdqa %ymm@2, 288(%rsp)
  vpshufd $78, %ymm@0, %ymm@2
  vpxor %ymm@2, %ymm@0, %ymm@2
  vmovdqa %ymm@0, 320(%rsp)
  vmovdqa %ymm@8, 352(%rsp)
  vmovdqa %ymm@1, 384(%rsp)
  vmovdqa %ymm@7, 416(%rsp)
  vmovdqa %ymm@9, 448(%rsp)
  vmovdqa %ymm@6, 480(%rsp)
  vmovdqa %ymm@4, 512(%rsp)
  vmovdqa %ymm@3, 544(%rsp)
  vmovdqa %ymm@2, 576(%rsp)
  vpxor %xmm@0, %xmm@0, %xmm@0
  vmovdqa %ymm@0, 864(%rsp)
  vmovdqa %ymm@0, 832(%rsp)
  vmovdqa %ymm@0, 800(%rsp)
  vmovdqa %ymm@0, 768(%rsp)
  vmovdqa %ymm@0, 736(%rsp)
  vmovdqa %ymm@0, 704(%rsp)
  vmovdqa %ymm@0, 672(%rsp)
  vmovdqa %ymm@0, 640(%rsp)
  movq (%r14), %rcx
  andq $-256, %rsi
  movq 24(%r14), %rdx
  cmpq %rdx, %rsi
  ja L2
  leaq 96(%rsp), %rdx
  leaq 352(%rsp), %rsi
  movq 16(%r14), %rdi
  vinserti128 $1, %xmm@5, %ymm@5, %ymm@0
  vpaddd C6(%rip), %ymm@0, %ymm@5
  vmovaps (%rsp), %xmm@11
  movq hw_gcm::arch::x86_64::vaes_avx2::CONSTS(%rip), %r8
  leaq 640(%rsp), %r9
  movq %rax, %r10
  vbroadcasti128 64(%r8), %ymm@10
  testq %r10, %r10
  je C7
  vmovdqu (%rcx), %ymm@13
  vmovdqu %ymm@13, (%r9)
  vmovdqu 32(%rcx), %ymm@13
  vmovdqu %ymm@13, 32(%r9)
  vmovdqu 64(%rcx), %ymm@13
  vmovdqu %ymm@13, 64(%r9)
  vmovdqu 96(%rcx), %ymm@13
  vmovdqu %ymm@13, 96(%r9)
  vmovdqu 128(%rcx), %ymm@13
  vmovdqu %ymm@13, 128(%r9)
  vmovdqu 160(%rcx), %ymm@13
  vmovdqu %ymm@13, 160(%r9)
  vmovdqu 192(%rcx), %ymm@13
  vmovdqu %ymm@13, 192(%r9)
  vmovdqu 224(%rcx), %ymm@13
  vmovdqu %ymm@13, 224(%r9)
  vbroadcasti128 (%r12), %ymm@9
  vpshufb %ymm@10, %ymm@5, %ymm@0
  vpaddd 32(%r8), %ymm@5, %ymm@5
  vpshufb %ymm@10, %ymm@5, %ymm@2
  vpaddd 32(%r8), %ymm@5, %ymm@5
  vpshufb %ymm@10, %ymm@5, %ymm@3
  vpaddd 32(%r8), %ymm@5, %ymm@5
  vpshufb %ymm@10, %ymm@5, %ymm@4
  vpaddd 32(%r8), %ymm@5, %ymm@5
  vpshufb %ymm@10, %ymm@5, %ymm@1
  vpaddd 32(%r8), %ymm@5, %ymm@5
  vpshufb %ymm@10, %ymm@5, %ymm@6
  vpaddd 32(%r8), %ymm@5, %ymm@5
  vpshufb %ymm@10, %ymm@5, %ymm@7
  vpaddd 32(%r8), %ymm@5, %ymm@5
  vpshufb %ymm@10, %ymm@5, %ymm@8
  vpaddd 32(%r8), %ymm@5, %ymm@5
  vpxor %ymm@0, %ymm@9, %ymm@0
  vpxor %ymm@2, %ymm@9, %ymm@2
  vpxor %ymm@3, %ymm@9, %ymm@3
  vpxor %ymm@4, %ymm@9, %ymm@4
  vpxor %ymm@1, %ymm@9, %ymm@1
  vpxor %ymm@6, %ymm@9, %ymm@6
  vpxor %ymm@7, %ymm@9, %ymm@7
  vpxor %ymm@8, %ymm@9, %ymm@8
  vmovdqu (%r9), %ymm@13
  vpshufb %ymm@10, %ymm@13, %ymm@13
  vpxor %ymm@11, %ymm@13, %ymm@13
  vpclmulqdq $0, (%rdx), %ymm@13, %ymm@11
  vpclmulqdq $17, (%rdx), %ymm@13, %ymm@14
  vpshufd $78, %ymm@13, %ymm@15
  vpxor %ymm@15, %ymm@13, %ymm@13
  vpclmulqdq $0, (%rsi), %ymm@13, %ymm@12
  vbroadcasti128 16(%r12), %ymm@9
  vaesenc %ymm@9, %ymm@0, %ymm@0
  vaesenc %ymm@9, %ymm@2, %ymm@2
  vaesenc %ymm@9, %ymm@3, %ymm@3
  vaesenc %ymm@9, %ymm@4, %ymm@4
  vaesenc %ymm@9, %ymm@1, %ymm@1
  vaesenc %ymm@9, %ymm@6, %ymm@6
  vaesenc %ymm@9, %ymm@7, %ymm@7
  vaesenc %ymm@9, %ymm@8, %ymm@8
  vmovdqu 32(%r9), %ymm@13
  vpshufb %ymm@10, %ymm@13, %ymm@13
  vpclmulqdq $0, 32(%rdx), %ymm@13, %ymm@15
  vpxor %ymm@15, %ymm@11, %ymm@11
  vpclmulqdq $17, 32(%rdx), %ymm@13, %ymm@15
  vpxor %ymm@15, %ymm@14, %ymm@14
  vpshufd $78, %ymm@13, %ymm@15
  vpxor %ymm@15, %ymm@13, %ymm@13
  vpclmulqdq $0, 32(%rsi), %ymm@13, %ymm@15
  vpxor %ymm@15, %ymm@12, %ymm@12
  vbroadcasti128 32(%r12), %ymm@9
  vaesenc %ymm@9, %ymm@0, %ymm@0
  vaesenc %ymm@9, %ymm@2, %ymm@2
  vaesenc %ymm@9, %ymm@3, %ymm@3
  vaesenc %ymm@9, %ymm@4, %ymm@4
  vaesenc %ymm@9, %ymm@1, %ymm@1
  vaesenc %ymm@9, %ymm@6, %ymm@6
  vaesenc %ymm@9, %ymm@7, %ymm@7
  vaesenc %ymm@9, %ymm@8, %ymm@8
  vmovdqu 64(%r9), %ymm@13
  vpshufb %ymm@10, %ymm@13, %ymm@13
  vpclmulqdq $0, 64(%rdx), %ymm@13, %ymm@15
  vpxor %ymm@15, %ymm@11, %ymm@11
  vpclmulqdq $17, 64(%rdx), %ymm@13, %ymm@15
  vpxor %ymm@15, %ymm@14, %ymm@14
  vpshufd $78, %ymm@13, %ymm@15
  vpxor %ymm@15, %ymm@13, %ymm@13
  vpclmulqdq $0, 64(%rsi), %ymm@13, %ymm@15
  vpxor %ymm@15, %ymm@12, %ymm@12
  vbroadcasti128 48(%r12), %ymm@9
  vaesenc %ymm@9, %ymm@0, %ymm@0
  vaesenc %ymm@9, %ymm@2, %ymm@2
  vaesenc %ymm@9, %ymm@3, %ymm@3
  vaesenc %ymm@9, %ymm@4, %ymm@4
  vaesenc %ymm@9, %ymm@1, %ymm@1
  vaesenc %ymm@9, %ymm@6, %ymm@6
  vaesenc %ymm@9, %ymm@7, %ymm@7
  vaesenc %ymm@9, %ymm@8, %ymm@8
  vmovdqu 96(%r9), %ymm@13
  vpshufb %ymm@10, %ymm@13, %ymm@13
  vpclmulqdq $0, 96(%rdx), %ymm@13, %ymm@15
  vpxor %ymm@15, %ymm@11, %ymm@11
  vpclmulqdq $17, 96(%rdx), %ymm@13, %ymm@15
  vpxor %ymm@15, %ymm@14, %ymm@14
  vpshufd $78, %ymm@13, %ymm@15
  vpxor %ymm@15, %ymm@13, %ymm@13
  vpclmulqdq $0, 96(%rsi), %ymm@13, %ymm@15
  vpxor %ymm@15, %ymm@12, %ymm@12
  vbroadcasti128 64(%r12), %ymm@9
  vaesenc %ymm@9, %ymm@0, %ymm@0
  vaesenc %ymm@9, %ymm@2, %ymm@2
  vaesenc %ymm@9, %ymm@3, %ymm@3
  vaesenc %ymm@9, %ymm@4, %ymm@4
  vaesenc %ymm@9, %ymm@1, %ymm@1
  vaesenc %ymm@9, %ymm@6, %ymm@6
  vaesenc %ymm@9, %ymm@7, %ymm@7
  vaesenc %ymm@9, %ymm@8, %ymm@8
  vmovdqu 128(%r9), %ymm@13
  vpshufb %ymm@10, %ymm@13, %ymm@13
  vpclmulqdq $0, 128(%rdx), %ymm@13, %ymm@15
  vpxor %ymm@15, %ymm@11, %ymm@11
  vpclmulqdq $17, 128(%rdx), %ymm@13, %ymm@15
  vpxor %ymm@15, %ymm@14, %ymm@14
  vpshufd $78, %ymm@13, %ymm@15
  vpxor %ymm@15, %ymm@13, %ymm@13
  vpclmulqdq $0, 128(%rsi), %ymm@13, %ymm@15
  vpxor %ymm@15, %ymm@12, %ymm@12
  vbroadcasti128 80(%r12), %ymm@9
  vaesenc %ymm@9, %ymm@0, %ymm@0
  vaesenc %ymm@9, %ymm@2, %ymm@2
  vaesenc %ymm@9, %ymm@3, %ymm@3
  vaesenc %ymm@9, %ymm@4, %ymm@4
  vaesenc %ymm@9, %ymm@1, %ymm@1
  vaesenc %ymm@9, %ymm@6, %ymm@6
  vaesenc %ymm@9, %ymm@7, %ymm@7
  vaesenc %ymm@9, %ymm@8, %ymm@8
  vmovdqu 160(%r9), %ymm@13
  vpshufb %ymm@10, %ymm@13, %ymm@13
  vpclmulqdq $0, 160(%rdx), %ymm@13, %ymm@15
  vpxor %ymm@15, %ymm@11, %ymm@11
  vpclmulqdq $17, 160(%rdx), %ymm@13, %ymm@15
  vpxor %ymm@15, %ymm@14, %ymm@14
  vpshufd $78, %ymm@13, %ymm@15
  vpxor %ymm@15, %ymm@13, %ymm@13
  vpclmulqdq $0, 160(%rsi), %ymm@13, %ymm@15
  vpxor %ymm@15, %ymm@12, %ymm@12
  vbroadcasti128 96(%r12), %ymm@9
  vaesenc %ymm@9, %ymm@0, %ymm@0
  vaesenc %ymm@9, %ymm@2, %ymm@2
  vaesenc %ymm@9, %ymm@3, %ymm@3
  vaesenc %ymm@9, %ymm@4, %ymm@4
  vaesenc %ymm@9, %ymm@1, %ymm@1
  vaesenc %ymm@9, %ymm@6, %ymm@6
  vaesenc %ymm@9, %ymm@7, %ymm@7
  vaesenc %ymm@9, %ymm@8, %ymm@8
  vmovdqu 192(%r9), %ymm@13
  vpshufb %ymm@10, %ymm@13, %ymm@13
  vpclmulqdq $0, 192(%rdx), %ymm@13, %ymm@15
  vpxor %ymm@15, %ymm@11, %ymm@11
  vpclmulqdq $17, 192(%rdx), %ymm@13, %ymm@15
  vpxor %ymm@15, %ymm@14, %ymm@14
  vpshufd $78, %ymm@13, %ymm@15
  vpxor %ymm@15, %ymm@13, %ymm@13
  vpclmulqdq $0, 192(%rsi), %ymm@13, %ymm@15
  vpxor %ymm@15, %ymm@12, %ymm@12
  vbroadcasti128 112(%r12), %ymm@9
  vaesenc %ymm@9, %ymm@0, %ymm@0
  vaesenc %ymm@9, %ymm@2, %ymm@2
  vaesenc %ymm@9, %ymm@3, %ymm@3
  vaesenc %ymm@9, %ymm@4, %ymm@4
  vaesenc %ymm@9, %ymm@1, %ymm@1
  vaesenc %ymm@9, %ymm@6, %ymm@6
  vaesenc %ymm@9, %ymm@7, %ymm@7
  vaesenc %ymm@9, %ymm@8, %ymm@8
  vmovdqu 224(%r9), %ymm@13
  vpshufb %ymm@10, %ymm@13, %ymm@13
  vpclmulqdq $0, 224(%rdx), %ymm@13, %ymm@15
  vpxor %ymm@15, %ymm@11, %ymm@11
  vpclmulqdq $17, 224(%rdx), %ymm@13, %ymm@15
  vpxor %ymm@15, %ymm@14, %ymm@14
  vpshufd $78, %ymm@13, %ymm@15
  vpxor %ymm@15, %ymm@13, %ymm@13
  vpclmulqdq $0, 224(%rsi), %ymm@13, %ymm@15
  vpxor %ymm@15, %ymm@12, %ymm@12
  vbroadcasti128 128(%r12), %ymm@9
  vaesenc %ymm@9, %ymm@0, %ymm@0
  vaesenc %ymm@9, %ymm@2, %ymm@2
  vaesenc %ymm@9, %ymm@3, %ymm@3
  vaesenc %ymm@9, %ymm@4, %ymm@4
  vaesenc %ymm@9, %ymm@1, %ymm@1
  vaesenc %ymm@9, %ymm@6, %ymm@6
  vaesenc %ymm@9, %ymm@7, %ymm@7
  vaesenc %ymm@9, %ymm@8, %ymm@8
  vpxor %ymm@11, %ymm@12, %ymm@12
  vpxor %ymm@14, %ymm@12, %ymm@12
  vpclmulqdq $0, (%r8), %ymm@11, %ymm@15
  vpshufd $78, %ymm@11, %ymm@11
  vpxor %ymm@11, %ymm@12, %ymm@12
  vpxor %ymm@15, %ymm@12, %ymm@12
  vbroadcasti128 144(%r12), %ymm@9
  vaesenc %ymm@9, %ymm@0, %ymm@0
  vaesenc %ymm@9, %ymm@2, %ymm@2
  vaesenc %ymm@9, %ymm@3, %ymm@3
  vaesenc %ymm@9, %ymm@4, %ymm@4
  vaesenc %ymm@9, %ymm@1, %ymm@1
  vaesenc %ymm@9, %ymm@6, %ymm@6
  vaesenc %ymm@9, %ymm@7, %ymm@7
  vaesenc %ymm@9, %ymm@8, %ymm@8
  vpclmulqdq $0, (%r8), %ymm@12, %ymm@15
  vpshufd $78, %ymm@12, %ymm@12
  vpxor %ymm@12, %ymm@14, %ymm@14
  vpxor %ymm@15, %ymm@14, %ymm@14
  vbroadcasti128 160(%r12), %ymm@9
  vaesenc %ymm@9, %ymm@0, %ymm@0
  vaesenc %ymm@9, %ymm@2, %ymm@2
  vaesenc %ymm@9, %ymm@3, %ymm@3
  vaesenc %ymm@9, %ymm@4, %ymm@4
  vaesenc %ymm@9, %ymm@1, %ymm@1
  vaesenc %ymm@9, %ymm@6, %ymm@6
  vaesenc %ymm@9, %ymm@7, %ymm@7
  vaesenc %ymm@9, %ymm@8, %ymm@8
  vextracti128 $1, %ymm@14, %xmm@15
  vpxor %xmm@15, %xmm@14, %xmm@11
  vbroadcasti128 176(%r12), %ymm@9
  vaesenc %ymm@9, %ymm@0, %ymm@0
  vaesenc %ymm@9, %ymm@2, %ymm@2
  vaesenc %ymm@9, %ymm@3, %ymm@3
  vaesenc %ymm@9, %ymm@4, %ymm@4
  vaesenc %ymm@9, %ymm@1, %ymm@1
  vaesenc %ymm@9, %ymm@6, %ymm@6
  vaesenc %ymm@9, %ymm@7, %ymm@7
  vaesenc %ymm@9, %ymm@8, %ymm@8
  vbroadcasti128 192(%r12), %ymm@9
  vaesenc %ymm@9, %ymm@0, %ymm@0
  vaesenc %ymm@9, %ymm@2, %ymm@2
  vaesenc %ymm@9, %ymm@3, %ymm@3
  vaesenc %ymm@9, %ymm@4, %ymm@4
  vaesenc %ymm@9, %ymm@1, %ymm@1
  vaesenc %ymm@9, %ymm@6, %ymm@6
  vaesenc %ymm@9, %ymm@7, %ymm@7
  vaesenc %ymm@9, %ymm@8, %ymm@8
  vbroadcasti128 208(%r12), %ymm@9
  vaesenc %ymm@9, %ymm@0, %ymm@0
  vaesenc %ymm@9, %ymm@2, %ymm@2
  vaesenc %ymm@9, %ymm@3, %ymm@3
  vaesenc %ymm@9, %ymm@4, %ymm@4
  vaesenc %ymm@9, %ymm@1, %ymm@1
  vaesenc %ymm@9, %ymm@6, %ymm@6
  vaesenc %ymm@9, %ymm@7, %ymm@7
  vaesenc %ymm@9, %ymm@8, %ymm@8
  vbroadcasti128 224(%r12), %ymm@9
  vpxor (%r9), %ymm@9, %ymm@12
  vpxor 32(%r9), %ymm@9, %ymm@14
  vpxor 64(%r9), %ymm@9, %ymm@13
  vpxor 96(%r9), %ymm@9, %ymm@15
  vaesenclast %ymm@12, %ymm@0, %ymm@0
  vaesenclast %ymm@14, %ymm@2, %ymm@2
  vaesenclast %ymm@13, %ymm@3, %ymm@3
  vaesenclast %ymm@15, %ymm@4, %ymm@4
  vmovdqu %ymm@0, (%rdi)
  vmovdqu %ymm@2, 32(%rdi)
  vmovdqu %ymm@3, 64(%rdi)
  vmovdqu %ymm@4, 96(%rdi)
  vpxor 128(%r9), %ymm@9, %ymm@12
  vpxor 160(%r9), %ymm@9, %ymm@14
  vpxor 192(%r9), %ymm@9, %ymm@13
  vpxor 224(%r9), %ymm@9, %ymm@15
  vaesenclast %ymm@12, %ymm@1, %ymm@1
  vaesenclast %ymm@14, %ymm@6, %ymm@6
  vaesenclast %ymm@13, %ymm@7, %ymm@7
  vaesenclast %ymm@15, %ymm@8, %ymm@8
  vmovdqu %ymm@1, 128(%rdi)
  vmovdqu %ymm@6, 160(%rdi)
  vmovdqu %ymm@7, 192(%rdi)
  vmovdqu %ymm@8, 224(%rdi)
  addq $256, %rcx
  addq $256, %rdi
  decq %r10
  jne C8
  jmp L3
L1:
  vmovaps (%rsp), %xmm@11
L3:
  shlq $4, %rax
  vmovdqa %xmm@5, 640(%rsp)
  vmovaps %xmm@11, 64(%rsp)
  leaq 640(%rsp), %rcx
  leaq 64(%rsp), %r8
  movq 24(%rsp), %rdi
  movq %r12, %rsi
  movq %r15, %rdx
  movq %r14, %r9
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
L2:
  leaq C9(%rip), %rcx
  xorl %edi, %edi
  vzeroupper
  callq *core::slice::index::slice_index_fail(%rip)
== hw_gcm::arch::x86_64::vaes_avx2::seal#0
  pushq %rbp
  movq %rsp, %rbp
  pushq %r15
  pushq %r14
  pushq %r13
  pushq %r12
  pushq %rbx
  andq $-32, %rsp
  subq $960, %rsp
  movq %r9, %r14
  movq %r8, %rbx
  movq %rcx, %r13
  movq %rdx, %r15
  movq %rsi, %r12
  movq %rdi, 24(%rsp)
  vmovq (%rdx), %xmm@0
  vpinsrd $2, 8(%rdx), %xmm@0, %xmm@0
  vpalignr $12, C0(%rip), %xmm@0, %xmm@0
  vpshufb C1(%rip), %xmm@0, %xmm@0
  vmovdqa %xmm@0, 64(%rsp)
  addq $240, %rsi
  vmovdqa 352(%r12), %xmm@0
  vmovdqa %xmm@0, 32(%rsp)
  shrq $4, %r8
  vpxor %xmm@0, %xmm@0, %xmm@0
  vmovdqa %xmm@0, 352(%rsp)
  movq %rsp, %rdi
  leaq 352(%rsp), %rdx
  callq hw_polyval::arch::x86_64::aesni_clmul::absorb
  movq %rbx, %rdx
  andq $15, %rdx
  je L0
  movabsq $9223372036854775792, %rax
  andq %rbx, %rax
  addq %rax, %r13
  vpxor %xmm@0, %xmm@0, %xmm@0
  vmovdqa %xmm@0, 352(%rsp)
  leaq 352(%rsp), %rdi
  movq %r13, %rsi
  callq *memcpy@GOTPCREL(%rip)
  vmovdqa 352(%rsp), %xmm@0
  vpshufb C2(%rip), %xmm@0, %xmm@0
  vpxor (%rsp), %xmm@0, %xmm@0
  vmovdqa 32(%rsp), %xmm@1
  vpclmulqdq $0, %xmm@1, %xmm@0, %xmm@2
  vpclmulqdq $17, %xmm@1, %xmm@0, %xmm@3
  vpclmulqdq $1, %xmm@1, %xmm@0, %xmm@4
  vpclmulqdq $16, %xmm@1, %xmm@0, %xmm@0
  vpxor %xmm@4, %xmm@0, %xmm@0
  vpslldq $8, %xmm@0, %xmm@4
  vpxor %xmm@4, %xmm@2, %xmm@2
  vpsrldq $8, %xmm@0, %xmm@0
  vpxor %xmm@0, %xmm@3, %xmm@0
  movabsq $-4467570830351532032, %rax
  vmovq %rax, %xmm@3
  vpclmulqdq $0, %xmm@3, %xmm@2, %xmm@4
  vpshufd $78, %xmm@2, %xmm@2
  vpxor %xmm@2, %xmm@4, %xmm@2
  vpclmulqdq $0, %xmm@3, %xmm@2, %xmm@3
  vpshufd $78, %xmm@2, %xmm@2
  vpxor %xmm@2, %xmm@0, %xmm@0
  vpxor %xmm@0, %xmm@3, %xmm@0
  vmovdqa %xmm@0, (%rsp)
L0:
  vmovdqa 64(%rsp), %xmm@0
  vpaddd C3(%rip), %xmm@0, %xmm@0
  movq 8(%r14), %rdx
  movq %rdx, %rax
  shrq $8, %rax
  je L1
  vmovdqu 240(%r12), %ymm@5
  vmovdqu 272(%r12), %ymm@1
  vmovdqu 304(%r12), %ymm@4
  vmovdqu 336(%r12), %ymm@3
  vpermq $68, %ymm@5, %ymm@2
  vpclmulqdq $0, %ymm@2, %ymm@5, %ymm@6
  vpclmulqdq $17, %ymm@2, %ymm@5, %ymm@7
  vpclmulqdq $1, %ymm@2, %ymm@5, %ymm@8
  vpclmulqdq $16, %ymm@2, %ymm@5, %ymm@9
  vpxor %ymm@8, %ymm@9, %ymm@8
  vpslldq $8, %ymm@8, %ymm@9
  vpxor %ymm@6, %ymm@9, %ymm@6
  vpsrldq $8, %ymm@8, %ymm@8
  vpxor %ymm@7, %ymm@8, %ymm@7
  vpbroadcastq C4(%rip), %ymm@10
  vpclmulqdq $0, %ymm@10, %ymm@6, %ymm@8
  vpshufd $78, %ymm@6, %ymm@6
  vpxor %ymm@6, %ymm@8, %ymm@6
  vpclmulqdq $0, %ymm@10, %ymm@6, %ymm@8
  vpshufd $78, %ymm@6, %ymm@6
  vpxor %ymm@6, %ymm@7, %ymm@6
  vpxor %ymm@6, %ymm@8, %ymm@6
  vpclmulqdq $0, %ymm@2, %ymm@1, %ymm@7
  vpclmulqdq $17, %ymm@2, %ymm@1, %ymm@8
  vpclmulqdq $1, %ymm@2, %ymm@1, %ymm@9
  vpclmulqdq $16, %ymm@2, %ymm@1, %ymm@11
  vpxor %ymm@9, %ymm@11, %ymm@9
  vpslldq $8, %ymm@9, %ymm@11
  vpxor %ymm@7, %ymm@11, %ymm@7
  vpsrldq $8, %ymm@9, %ymm@9
  vpxor %ymm@9, %ymm@8, %ymm@8
  vpclmulqdq $0, %ymm@10, %ymm@7, %ymm@9
  vpshufd $78, %ymm@7, %ymm@7
  vpxor %ymm@7, %ymm@9, %ymm@7
  vpclmulqdq $0, %ymm@10, %ymm@7, %ymm@9
  vpshufd $78, %ymm@7, %ymm@7
  vpxor %ymm@7, %ymm@8, %ymm@7
  vpxor %ymm@7, %ymm@9, %ymm@7
  vpclmulqdq $0, %ymm@2, %ymm@4, %ymm@8
  vpclmulqdq $17, %ymm@2, %ymm@4, %ymm@9
  vpclmulqdq $1, %ymm@2, %ymm@4, %ymm@11
  vpclmulqdq $16, %ymm@2, %ymm@4, %ymm@12
  vpxor %ymm@11, %ymm@12, %ymm@11
  vpslldq $8, %ymm@11, %ymm@12
  vpxor %ymm@12, %ymm@8, %ymm@8
  vpsrldq $8, %ymm@11, %ymm@11
  vpxor %ymm@11, %ymm@9, %ymm@9
  vpclmulqdq $0, %ymm@10, %ymm@8, %ymm@11
  vpshufd $78, %ymm@8, %ymm@8
  vpxor %ymm@8, %ymm@11, %ymm@8
  vpclmulqdq $0, %ymm@10, %ymm@8, %ymm@11
  vpshufd $78, %ymm@8, %ymm@8
  vpxor %ymm@8, %ymm@9, %ymm@8
  vpxor %ymm@8, %ymm@11, %ymm@8
  vpclmulqdq $0, %ymm@2, %ymm@3, %ymm@9
  vpclmulqdq $1, %ymm@2, %ymm@3, %ymm@11
  vpclmulqdq $16, %ymm@2, %ymm@3, %ymm@12
  vpxor %ymm@11, %ymm@12, %ymm@11
  vpslldq $8, %ymm@11, %ymm@12
  vpxor %ymm@12, %ymm@9, %ymm@9
  vpclmulqdq $17, %ymm@2, %ymm@3, %ymm@2
  vpsrldq $8, %ymm@11, %ymm@11
  vpxor %ymm@2, %ymm@11, %ymm@2
  vpclmulqdq $0, %ymm@10, %ymm@9, %ymm@11
  vpshufd $78, %ymm@9, %ymm@9
  vpxor %ymm@9, %ymm@11, %ymm@9
  vpclmulqdq $0, %ymm@10, %ymm@9, %ymm@11
  vpshufd $78, %ymm@9, %ymm@9
  vpxor %ymm@2, %ymm@9, %ymm@2
  vpxor %ymm@2, %ymm@11, %ymm@11
  vpshufd $78, %ymm@6, %ymm@2
  vpxor %ymm@2, %ymm@6, %ymm@9
  movq %r12, 896(%rsp)
  vmovdqa C5(%rip), %ymm@2
  vmovdqa %ymm@2, 352(%rsp)
  vmovdqa %ymm@6, 384(%rsp)
  vpshufd $78, %ymm@7, %ymm@6
  vpxor %ymm@6, %ymm@7, %ymm@6
  vmovdqa %ymm@7, 416(%rsp)
  vpshufd $78, %ymm@8, %ymm@7
  vpxor %ymm@7, %ymm@8, %ymm@7
  vmovdqa %ymm@8, 448(%rsp)
  vpshufd $78, %ymm@11, %ymm@8
  vpxor %ymm@8, %ymm@11, %ymm@8
  vmovdqa %ymm@11, 480(%rsp)
  vpshufd $78, %ymm@5, %ymm@11
  vpxor %ymm@5, %ymm@11, %ymm@11
  vmovdqa %ymm@5, 512(%rsp)
  vpshufd $78, %ymm@1, %ymm@5
  vpxor %ymm@5, %ymm@1, %ymm@5
  vmovdqa %ymm@1, 544(%rsp)
  vpshufd $78, %ymm@4, %ymm@1
  vpxor %ymm@1, %ymm@4, %ymm@1
  vmovdqa %ymm@4, 576(%rsp)
  vpshufd $78, %ymm@3, %ymm@4
  vpxor %ymm@4, %ymm@3, %ymm@4
  vmovdqa %ymm@3, 608(%rsp)
  vmovdqa %ymm@9, 640(%rsp)
  vmovdqa %ymm@6, 672(%rsp)
  vmovdqa %ymm@7, 704(%rsp)
  vmovdqa %ymm@8, 736(%rsp)
  vmovdqa %ymm@11, 768(%rsp)
  vmovdqa %ymm@5, 800(%rsp)
  vmovdqa %ymm@1, 832(%rsp)
  vmovdqa %ymm@4, 864(%rsp)
  movq (%r14), %rcx
  cmpq $255, %rdx
  jbe L2
  vinserti128 $1, %xmm@0, %ymm@0, %ymm@0
  vbroadcasti128 (%r12), %ymm@3
  vpaddd C6(%rip), %ymm@0, %ymm@4
  vpshufb %ymm@2, %ymm@4, %ymm@4
  vpxor %ymm@4, %ymm@3, %ymm@4
  vpaddd C7(%rip), %ymm@0, %ymm@1
  vpshufb %ymm@2, %ymm@1, %ymm@1
  vpxor %ymm@1, %ymm@3, %ymm@1
  vpaddd C8(%rip), %ymm@0, %ymm@5
  vpshufb %ymm@2, %ymm@5, %ymm@5
  vpxor %ymm@5, %ymm@3, %ymm@5
  vpaddd C9(%rip), %ymm@0, %ymm@6
  vpshufb %ymm@2, %ymm@6, %ymm@6
  vpxor %ymm@6, %ymm@3, %ymm@6
  vpaddd C10(%rip), %ymm@0, %ymm@7
  vpshufb %ymm@2, %ymm@7, %ymm@7
  vpxor %ymm@7, %ymm@3, %ymm@7
  vpaddd C11(%rip), %ymm@0, %ymm@8
  vpshufb %ymm@2, %ymm@8, %ymm@8
  vpxor %ymm@3, %ymm@8, %ymm@8
  vpaddd C12(%rip), %ymm@0, %ymm@9
  vpshufb %ymm@2, %ymm@9, %ymm@9
  vpxor %ymm@3, %ymm@9, %ymm@9
  vpaddd C13(%rip), %ymm@0, %ymm@11
  vpshufb %ymm@2, %ymm@11, %ymm@11
  vpxor %ymm@3, %ymm@11, %ymm@3
  vbroadcasti128 16(%r12), %ymm@11
  vaesenc %ymm@11, %ymm@4, %ymm@4
  vaesenc %ymm@11, %ymm@1, %ymm@1
  vaesenc %ymm@11, %ymm@5, %ymm@5
  vaesenc %ymm@11, %ymm@6, %ymm@6
  vaesenc %ymm@11, %ymm@7, %ymm@7
  vaesenc %ymm@11, %ymm@8, %ymm@8
  vaesenc %ymm@11, %ymm@9, %ymm@9
  vaesenc %ymm@11, %ymm@3, %ymm@3
  vbroadcasti128 32(%r12), %ymm@11
  vaesenc %ymm@11, %ymm@4, %ymm@4
  vaesenc %ymm@11, %ymm@1, %ymm@1
  vaesenc %ymm@11, %ymm@5, %ymm@5
  vaesenc %ymm@11, %ymm@6, %ymm@6
  vaesenc %ymm@11, %ymm@7, %ymm@7
  vaesenc %ymm@11, %ymm@8, %ymm@8
  vaesenc %ymm@11, %ymm@9, %ymm@9
  vaesenc %ymm@11, %ymm@3, %ymm@3
  vbroadcasti128 48(%r12), %ymm@11
  vaesenc %ymm@11, %ymm@4, %ymm@4
  vaesenc %ymm@11, %ymm@1, %ymm@1
  vaesenc %ymm@11, %ymm@5, %ymm@5
  vaesenc %ymm@11, %ymm@6, %ymm@6
  vaesenc %ymm@11, %ymm@7, %ymm@7
  vaesenc %ymm@11, %ymm@8, %ymm@8
  vaesenc %ymm@11, %ymm@9, %ymm@9
  vaesenc %ymm@11, %ymm@3, %ymm@3
  vbroadcasti128 64(%r12), %ymm@11
  vaesenc %ymm@11, %ymm@4, %ymm@4
  vaesenc %ymm@11, %ymm@1, %ymm@1
  vaesenc %ymm@11, %ymm@5, %ymm@5
  vaesenc %ymm@11, %ymm@6, %ymm@6
  vaesenc %ymm@11, %ymm@7, %ymm@7
  vaesenc %ymm@11, %ymm@8, %ymm@8
  vaesenc %ymm@11, %ymm@9, %ymm@9
  vaesenc %ymm@11, %ymm@3, %ymm@3
  vbroadcasti128 80(%r12), %ymm@11
  vaesenc %ymm@11, %ymm@4, %ymm@4
  vaesenc %ymm@11, %ymm@1, %ymm@1
  vaesenc %ymm@11, %ymm@5, %ymm@5
  vaesenc %ymm@11, %ymm@6, %ymm@6
  vaesenc %ymm@11, %ymm@7, %ymm@7
  vaesenc %ymm@11, %ymm@8, %ymm@8
  vaesenc %ymm@11, %ymm@9, %ymm@9
  vaesenc %ymm@11, %ymm@3, %ymm@3
  vbroadcasti128 96(%r12), %ymm@11
  vaesenc %ymm@11, %ymm@4, %ymm@4
  vaesenc %ymm@11, %ymm@1, %ymm@1
  vaesenc %ymm@11, %ymm@5, %ymm@5
  vaesenc %ymm@11, %ymm@6, %ymm@6
  vaesenc %ymm@11, %ymm@7, %ymm@7
  vaesenc %ymm@11, %ymm@8, %ymm@8
  vaesenc %ymm@11, %ymm@9, %ymm@9
  vaesenc %ymm@11, %ymm@3, %ymm@3
  vbroadcasti128 112(%r12), %ymm@11
  vaesenc %ymm@11, %ymm@4, %ymm@4
  vaesenc %ymm@11, %ymm@1, %ymm@1
  vaesenc %ymm@11, %ymm@5, %ymm@5
  vaesenc %ymm@11, %ymm@6, %ymm@6
  vaesenc %ymm@11, %ymm@7, %ymm@7
  vaesenc %ymm@11, %ymm@8, %ymm@8
  vaesenc %ymm@11, %ymm@9, %ymm@9
  vaesenc %ymm@11, %ymm@3, %ymm@3
  vbroadcasti128 128(%r12), %ymm@11
  vaesenc %ymm@11, %ymm@4, %ymm@4
  vaesenc %ymm@11, %ymm@1, %ymm@1
  vaesenc %ymm@11, %ymm@5, %ymm@5
  vaesenc %ymm@11, %ymm@6, %ymm@6
  vaesenc %ymm@11, %ymm@7, %ymm@7
  vaesenc %ymm@11, %ymm@8, %ymm@8
  vaesenc %ymm@11, %ymm@9, %ymm@9
  vaesenc %ymm@11, %ymm@3, %ymm@3
  vbroadcasti128 144(%r12), %ymm@11
  vaesenc %ymm@11, %ymm@4, %ymm@4
  vaesenc %ymm@11, %ymm@1, %ymm@1
  vaesenc %ymm@11, %ymm@5, %ymm@5
  vaesenc %ymm@11, %ymm@6, %ymm@6
  vaesenc %ymm@11, %ymm@7, %ymm@7
  vaesenc %ymm@11, %ymm@8, %ymm@8
  vaesenc %ymm@11, %ymm@9, %ymm@9
  vaesenc %ymm@11, %ymm@3, %ymm@3
  vbroadcasti128 160(%r12), %ymm@11
  vaesenc %ymm@11, %ymm@4, %ymm@4
  vaesenc %ymm@11, %ymm@1, %ymm@1
  vaesenc %ymm@11, %ymm@5, %ymm@5
  vaesenc %ymm@11, %ymm@6, %ymm@6
  vaesenc %ymm@11, %ymm@7, %ymm@7
  vaesenc %ymm@11, %ymm@8, %ymm@8
  vaesenc %ymm@11, %ymm@9, %ymm@9
  vaesenc %ymm@11, %ymm@3, %ymm@3
  vbroadcasti128 176(%r12), %ymm@11
  vaesenc %ymm@11, %ymm@4, %ymm@4
  vaesenc %ymm@11, %ymm@1, %ymm@1
  vaesenc %ymm@11, %ymm@5, %ymm@5
  vaesenc %ymm@11, %ymm@6, %ymm@6
  vaesenc %ymm@11, %ymm@7, %ymm@7
  vaesenc %ymm@11, %ymm@8, %ymm@8
  vaesenc %ymm@11, %ymm@9, %ymm@9
  vaesenc %ymm@11, %ymm@3, %ymm@3
  vbroadcasti128 192(%r12), %ymm@11
  vaesenc %ymm@11, %ymm@4, %ymm@4
  vaesenc %ymm@11, %ymm@1, %ymm@1
  vaesenc %ymm@11, %ymm@5, %ymm@5
  vaesenc %ymm@11, %ymm@6, %ymm@6
  vaesenc %ymm@11, %ymm@7, %ymm@7
  vaesenc %ymm@11, %ymm@8, %ymm@8
  vaesenc %ymm@11, %ymm@9, %ymm@9
  vaesenc %ymm@11, %ymm@3, %ymm@3
  vbroadcasti128 208(%r12), %ymm@11
  vaesenc %ymm@11, %ymm@4, %ymm@4
  vaesenc %ymm@11, %ymm@1, %ymm@1
  vaesenc %ymm@11, %ymm@5, %ymm@5
  vaesenc %ymm@11, %ymm@6, %ymm@6
  vaesenc %ymm@11, %ymm@7, %ymm@7
  vaesenc %ymm@11, %ymm@8, %ymm@8
  vaesenc %ymm@11, %ymm@9, %ymm@9
  vaesenc %ymm@11, %ymm@3, %ymm@3
  vbroadcasti128 224(%r12), %ymm@11
  vaesenclast %ymm@11, %ymm@4, %ymm@4
  vaesenclast %ymm@11, %ymm@1, %ymm@1
  vaesenclast %ymm@11, %ymm@5, %ymm@5
  vaesenclast %ymm@11, %ymm@6, %ymm@6
  vaesenclast %ymm@11, %ymm@7, %ymm@7
  vaesenclast %ymm@11, %ymm@8, %ymm@8
  vaesenclast %ymm@11, %ymm@9, %ymm@9
  vaesenclast %ymm@11, %ymm@3, %ymm@3
  vpxor (%rcx), %ymm@4, %ymm@4
  vpxor 32(%rcx), %ymm@1, %ymm@1
  vpxor 64(%rcx), %ymm@5, %ymm@5
  vpxor 96(%rcx), %ymm@6, %ymm@11
  vpxor 128(%rcx), %ymm@7, %ymm@12
  vpxor 160(%rcx), %ymm@8, %ymm@13
  vpxor 192(%rcx), %ymm@9, %ymm@9
  vpxor 224(%rcx), %ymm@3, %ymm@14
  vmovdqu %ymm@4, (%rcx)
  vpshufb %ymm@2, %ymm@4, %ymm@8
  vmovdqu %ymm@1, 32(%rcx)
  vpshufb %ymm@2, %ymm@1, %ymm@7
  vmovdqu %ymm@5, 64(%rcx)
  vpshufb %ymm@2, %ymm@5, %ymm@6
  vmovdqu %ymm@11, 96(%rcx)
  vpshufb %ymm@2, %ymm@11, %ymm@5
  vmovdqu %ymm@12, 128(%rcx)
  vpshufb %ymm@2, %ymm@12, %ymm@1
  vmovdqu %ymm@13, 160(%rcx)
  vpshufb %ymm@2, %ymm@13, %ymm@4
  vmovdqu %ymm@9, 192(%rcx)
  vpshufb %ymm@2, %ymm@9, %ymm@3
  vmovdqu %ymm@14, 224(%rcx)
  vpshufb %ymm@2, %ymm@14, %ymm@2
  cmpq $1, %rax
  jne L3
  vpaddd C14(%rip), %ymm@0, %ymm@0
  vmovdqa (%rsp), %xmm@12
  jmp L4
L1:
  vmovdqa (%rsp), %xmm@2
  jmp L5
L3:
  vmovdqa 352(%rsp), %ymm@9
  vpshufb %ymm@9, %ymm@8, %ymm@8
  vmovdqu %ymm@8, 96(%rsp)
  vpshufb %ymm@9, %ymm@7, %ymm@7
  vmovdqu %ymm@7, 128(%rsp)
  vpshufb %ymm@9, %ymm@6, %ymm@6
  vmovdqu %ymm@6, 160(%rsp)
  vpshufb %ymm@9, %ymm@5, %ymm@5
  vmovdqu %ymm@5, 192(%rsp)
  vpshufb %ymm@9, %ymm@1, %ymm@1
  vmovdqu %ymm@1, 224(%rsp)
  vpshufb %ymm@9, %ymm@4, %ymm@4
  vmovdqu %ymm@4, 256(%rsp)
  vpshufb %ymm@9, %ymm@3, %ymm@3
  vmovdqu %ymm@3, 288(%rsp)
  vpshufb %ymm@9, %ymm@2, %ymm@2
  vmovdqu %ymm@2, 320(%rsp)
  leaq -1(%rax), %rdi
  movq %rdi, %rsi
  shlq $8, %rsi
  addq $-256, %rdx
  cmpq %rdx, %rsi
  ja L6
  leaq 384(%rsp), %rdx
  leaq 640(%rsp), %rsi
  addq $256, %rcx
  vpaddd C15(%rip), %ymm@0, %ymm@11
  vmovaps (%rsp), %xmm@12
  movq hw_gcm::arch::x86_64::vaes_avx2::CONSTS(%rip), %r8
  leaq 96(%rsp), %r9
  movq %rcx, %r10
  vmovdqa %ymm@10, 64(%rsp)
  vmovdqa %ymm@9, 32(%rsp)
  vbroadcasti128 64(%r8), %ymm@9
  testq %rdi, %rdi
  je C16
  vbroadcasti128 (%r12), %ymm@8
  vpshufb %ymm@9, %ymm@11, %ymm@0
  vpaddd 32(%r8), %ymm@11, %ymm@11
  vpshufb %ymm@9, %ymm@11, %ymm@2
  vpaddd 32(%r8), %ymm@11, %ymm@11
  vpshufb %ymm@9, %ymm@11, %ymm@3
  vpaddd 32(%r8), %ymm@11, %ymm@11
  vpshufb %ymm@9, %ymm@11, %ymm@4
  vpaddd 32(%r8), %ymm@11, %ymm@11
  vpshufb %ymm@9, %ymm@11, %ymm@1
  vpaddd 32(%r8), %ymm@11, %ymm@11
  vpshufb %ymm@9, %ymm@11, %ymm@5
  vpaddd 32(%r8), %ymm@11, %ymm@11
  vpshufb %ymm@9, %ymm@11, %ymm@6
  vpaddd 32(%r8), %ymm@11, %ymm@11
  vpshufb %ymm@9, %ymm@11, %ymm@7
  vpaddd 32(%r8), %ymm@11, %ymm@11
  vpxor %ymm@0, %ymm@8, %ymm@0
  vpxor %ymm@2, %ymm@8, %ymm@2
  vpxor %ymm@3, %ymm@8, %ymm@3
  vpxor %ymm@4, %ymm@8, %ymm@4
  vpxor %ymm@1, %ymm@8, %ymm@1
  vpxor %ymm@5, %ymm@8, %ymm@5
  vpxor %ymm@6, %ymm@8, %ymm@6
  vpxor %ymm@7, %ymm@8, %ymm@7
  vmovdqu (%r9), %ymm@15
  vpshufb %ymm@9, %ymm@15, %ymm@15
  vpxor %ymm@12, %ymm@15, %ymm@15
  vpclmulqdq $0, (%rdx), %ymm@15, %ymm@12
  vpclmulqdq $17, (%rdx), %ymm@15, %ymm@14
  vpshufd $78, %ymm@15, %ymm@10
  vpxor %ymm@10, %ymm@15, %ymm@15
  vpclmulqdq $0, (%rsi), %ymm@15, %ymm@13
  vbroadcasti128 16(%r12), %ymm@8
  vaesenc %ymm@8, %ymm@0, %ymm@0
  vaesenc %ymm@8, %ymm@2, %ymm@2
  vaesenc %ymm@8, %ymm@3, %ymm@3
  vaesenc %ymm@8, %ymm@4, %ymm@4
  vaesenc %ymm@8, %ymm@1, %ymm@1
  vaesenc %ymm@8, %ymm@5, %ymm@5
  vaesenc %ymm@8, %ymm@6, %ymm@6
  vaesenc %ymm@8, %ymm@7, %ymm@7
  vmovdqu 32(%r9), %ymm@15
  vpshufb %ymm@9, %ymm@15, %ymm@15
  vpclmulqdq $0, 32(%rdx), %ymm@15, %ymm@10
  vpxor %ymm@10, %ymm@12, %ymm@12
  vpclmulqdq $17, 32(%rdx), %ymm@15, %ymm@10
  vpxor %ymm@10, %ymm@14, %ymm@14
  vpshufd $78, %ymm@15, %ymm@10
  vpxor %ymm@10, %ymm@15, %ymm@15
  vpclmulqdq $0, 32(%rsi), %ymm@15, %ymm@10
  vpxor %ymm@10, %ymm@13, %ymm@13
  vbroadcasti128 32(%r12), %ymm@8
  vaesenc %ymm@8, %ymm@0, %ymm@0
  vaesenc %ymm@8, %ymm@2, %ymm@2
  vaesenc %ymm@8, %ymm@3, %ymm@3
  vaesenc %ymm@8, %ymm@4, %ymm@4
  vaesenc %ymm@8, %ymm@1, %ymm@1
  vaesenc %ymm@8, %ymm@5, %ymm@5
  vaesenc %ymm@8, %ymm@6, %ymm@6
  vaesenc %ymm@8, %ymm@7, %ymm@7
  vmovdqu 64(%r9), %ymm@15
  vpshufb %ymm@9, %ymm@15, %ymm@15
  vpclmulqdq $0, 64(%rdx), %ymm@15, %ymm@10
  vpxor %ymm@10, %ymm@12, %ymm@12
  vpclmulqdq $17, 64(%rdx), %ymm@15, %ymm@10
  vpxor %ymm@10, %ymm@14, %ymm@14
  vpshufd $78, %ymm@15, %ymm@10
  vpxor %ymm@10, %ymm@15, %ymm@15
  vpclmulqdq $0, 64(%rsi), %ymm@15, %ymm@10
  vpxor %ymm@10, %ymm@13, %ymm@13
  vbroadcasti128 48(%r12), %ymm@8
  vaesenc %ymm@8, %ymm@0, %ymm@0
  vaesenc %ymm@8, %ymm@2, %ymm@2
  vaesenc %ymm@8, %ymm@3, %ymm@3
  vaesenc %ymm@8, %ymm@4, %ymm@4
  vaesenc %ymm@8, %ymm@1, %ymm@1
  vaesenc %ymm@8, %ymm@5, %ymm@5
  vaesenc %ymm@8, %ymm@6, %ymm@6
  vaesenc %ymm@8, %ymm@7, %ymm@7
  vmovdqu 96(%r9), %ymm@15
  vpshufb %ymm@9, %ymm@15, %ymm@15
  vpclmulqdq $0, 96(%rdx), %ymm@15, %ymm@10
  vpxor %ymm@10, %ymm@12, %ymm@12
  vpclmulqdq $17, 96(%rdx), %ymm@15, %ymm@10
  vpxor %ymm@10, %ymm@14, %ymm@14
  vpshufd $78, %ymm@15, %ymm@10
  vpxor %ymm@10, %ymm@15, %ymm@15
  vpclmulqdq $0, 96(%rsi), %ymm@15, %ymm@10
  vpxor %ymm@10, %ymm@13, %ymm@13
  vbroadcasti128 64(%r12), %ymm@8
  vaesenc %ymm@8, %ymm@0, %ymm@0
  vaesenc %ymm@8, %ymm@2, %ymm@2
  vaesenc %ymm@8, %ymm@3, %ymm@3
  vaesenc %ymm@8, %ymm@4, %ymm@4
  vaesenc %ymm@8, %ymm@1, %ymm@1
  vaesenc %ymm@8, %ymm@5, %ymm@5
  vaesenc %ymm@8, %ymm@6, %ymm@6
  vaesenc %ymm@8, %ymm@7, %ymm@7
  vmovdqu 128(%r9), %ymm@15
  vpshufb %ymm@9, %ymm@15, %ymm@15
  vpclmulqdq $0, 128(%rdx), %ymm@15, %ymm@10
  vpxor %ymm@10, %ymm@12, %ymm@12
  vpclmulqdq $17, 128(%rdx), %ymm@15, %ymm@10
  vpxor %ymm@10, %ymm@14, %ymm@14
  vpshufd $78, %ymm@15, %ymm@10
  vpxor %ymm@10, %ymm@15, %ymm@15
  vpclmulqdq $0, 128(%rsi), %ymm@15, %ymm@10
  vpxor %ymm@10, %ymm@13, %ymm@13
  vbroadcasti128 80(%r12), %ymm@8
  vaesenc %ymm@8, %ymm@0, %ymm@0
  vaesenc %ymm@8, %ymm@2, %ymm@2
  vaesenc %ymm@8, %ymm@3, %ymm@3
  vaesenc %ymm@8, %ymm@4, %ymm@4
  vaesenc %ymm@8, %ymm@1, %ymm@1
  vaesenc %ymm@8, %ymm@5, %ymm@5
  vaesenc %ymm@8, %ymm@6, %ymm@6
  vaesenc %ymm@8, %ymm@7, %ymm@7
  vmovdqu 160(%r9), %ymm@15
  vpshufb %ymm@9, %ymm@15, %ymm@15
  vpclmulqdq $0, 160(%rdx), %ymm@15, %ymm@10
  vpxor %ymm@10, %ymm@12, %ymm@12
  vpclmulqdq $17, 160(%rdx), %ymm@15, %ymm@10
  vpxor %ymm@10, %ymm@14, %ymm@14
  vpshufd $78, %ymm@15, %ymm@10
  vpxor %ymm@10, %ymm@15, %ymm@15
  vpclmulqdq $0, 160(%rsi), %ymm@15, %ymm@10
  vpxor %ymm@10, %ymm@13, %ymm@13
  vbroadcasti128 96(%r12), %ymm@8
  vaesenc %ymm@8, %ymm@0, %ymm@0
  vaesenc %ymm@8, %ymm@2, %ymm@2
  vaesenc %ymm@8, %ymm@3, %ymm@3
  vaesenc %ymm@8, %ymm@4, %ymm@4
  vaesenc %ymm@8, %ymm@1, %ymm@1
  vaesenc %ymm@8, %ymm@5, %ymm@5
  vaesenc %ymm@8, %ymm@6, %ymm@6
  vaesenc %ymm@8, %ymm@7, %ymm@7
  vmovdqu 192(%r9), %ymm@15
  vpshufb %ymm@9, %ymm@15, %ymm@15
  vpclmulqdq $0, 192(%rdx), %ymm@15, %ymm@10
  vpxor %ymm@10, %ymm@12, %ymm@12
  vpclmulqdq $17, 192(%rdx), %ymm@15, %ymm@10
  vpxor %ymm@10, %ymm@14, %ymm@14
  vpshufd $78, %ymm@15, %ymm@10
  vpxor %ymm@10, %ymm@15, %ymm@15
  vpclmulqdq $0, 192(%rsi), %ymm@15, %ymm@10
  vpxor %ymm@10, %ymm@13, %ymm@13
  vbroadcasti128 112(%r12), %ymm@8
  vaesenc %ymm@8, %ymm@0, %ymm@0
  vaesenc %ymm@8, %ymm@2, %ymm@2
  vaesenc %ymm@8, %ymm@3, %ymm@3
  vaesenc %ymm@8, %ymm@4, %ymm@4
  vaesenc %ymm@8, %ymm@1, %ymm@1
  vaesenc %ymm@8, %ymm@5, %ymm@5
  vaesenc %ymm@8, %ymm@6, %ymm@6
  vaesenc %ymm@8, %ymm@7, %ymm@7
  vmovdqu 224(%r9), %ymm@15
  vpshufb %ymm@9, %ymm@15, %ymm@15
  vpclmulqdq $0, 224(%rdx), %ymm@15, %ymm@10
  vpxor %ymm@10, %ymm@12, %ymm@12
  vpclmulqdq $17, 224(%rdx), %ymm@15, %ymm@10
  vpxor %ymm@10, %ymm@14, %ymm@14
  vpshufd $78, %ymm@15, %ymm@10
  vpxor %ymm@10, %ymm@15, %ymm@15
  vpclmulqdq $0, 224(%rsi), %ymm@15, %ymm@10
  vpxor %ymm@10, %ymm@13, %ymm@13
  vbroadcasti128 128(%r12), %ymm@8
  vaesenc %ymm@8, %ymm@0, %ymm@0
  vaesenc %ymm@8, %ymm@2, %ymm@2
  vaesenc %ymm@8, %ymm@3, %ymm@3
  vaesenc %ymm@8, %ymm@4, %ymm@4
  vaesenc %ymm@8, %ymm@1, %ymm@1
  vaesenc %ymm@8, %ymm@5, %ymm@5
  vaesenc %ymm@8, %ymm@6, %ymm@6
  vaesenc %ymm@8, %ymm@7, %ymm@7
  vpxor %ymm@12, %ymm@13, %ymm@13
  vpxor %ymm@14, %ymm@13, %ymm@13
  vpclmulqdq $0, (%r8), %ymm@12, %ymm@10
  vpshufd $78, %ymm@12, %ymm@12
  vpxor %ymm@12, %ymm@13, %ymm@13
  vpxor %ymm@10, %ymm@13, %ymm@13
  vbroadcasti128 144(%r12), %ymm@8
  vaesenc %ymm@8, %ymm@0, %ymm@0
  vaesenc %ymm@8, %ymm@2, %ymm@2
  vaesenc %ymm@8, %ymm@3, %ymm@3
  vaesenc %ymm@8, %ymm@4, %ymm@4
  vaesenc %ymm@8, %ymm@1, %ymm@1
  vaesenc %ymm@8, %ymm@5, %ymm@5
  vaesenc %ymm@8, %ymm@6, %ymm@6
  vaesenc %ymm@8, %ymm@7, %ymm@7
  vpclmulqdq $0, (%r8), %ymm@13, %ymm@10
  vpshufd $78, %ymm@13, %ymm@13
  vpxor %ymm@13, %ymm@14, %ymm@14
  vpxor %ymm@10, %ymm@14, %ymm@14
  vbroadcasti128 160(%r12), %ymm@8
  vaesenc %ymm@8, %ymm@0, %ymm@0
  vaesenc %ymm@8, %ymm@2, %ymm@2
  vaesenc %ymm@8, %ymm@3, %ymm@3
  vaesenc %ymm@8, %ymm@4, %ymm@4
  vaesenc %ymm@8, %ymm@1, %ymm@1
  vaesenc %ymm@8, %ymm@5, %ymm@5
  vaesenc %ymm@8, %ymm@6, %ymm@6
  vaesenc %ymm@8, %ymm@7, %ymm@7
  vextracti128 $1, %ymm@14, %xmm@10
  vpxor %xmm@10, %xmm@14, %xmm@12
  vbroadcasti128 176(%r12), %ymm@8
  vaesenc %ymm@8, %ymm@0, %ymm@0
  vaesenc %ymm@8, %ymm@2, %ymm@2
  vaesenc %ymm@8, %ymm@3, %ymm@3
  vaesenc %ymm@8, %ymm@4, %ymm@4
  vaesenc %ymm@8, %ymm@1, %ymm@1
  vaesenc %ymm@8, %ymm@5, %ymm@5
  vaesenc %ymm@8, %ymm@6, %ymm@6
  vaesenc %ymm@8, %ymm@7, %ymm@7
  vbroadcasti128 192(%r12), %ymm@8
  vaesenc %ymm@8, %ymm@0, %ymm@0
  vaesenc %ymm@8, %ymm@2, %ymm@2
  vaesenc %ymm@8, %ymm@3, %ymm@3
  vaesenc %ymm@8, %ymm@4, %ymm@4
  vaesenc %ymm@8, %ymm@1, %ymm@1
  vaesenc %ymm@8, %ymm@5, %ymm@5
  vaesenc %ymm@8, %ymm@6, %ymm@6
  vaesenc %ymm@8, %ymm@7, %ymm@7
  vbroadcasti128 208(%r12), %ymm@8
  vaesenc %ymm@8, %ymm@0, %ymm@0
  vaesenc %ymm@8, %ymm@2, %ymm@2
  vaesenc %ymm@8, %ymm@3, %ymm@3
  vaesenc %ymm@8, %ymm@4, %ymm@4
  vaesenc %ymm@8, %ymm@1, %ymm@1
  vaesenc %ymm@8, %ymm@5, %ymm@5
  vaesenc %ymm@8, %ymm@6, %ymm@6
  vaesenc %ymm@8, %ymm@7, %ymm@7
  vbroadcasti128 224(%r12), %ymm@8
  vpxor (%rcx), %ymm@8, %ymm@13
  vpxor 32(%rcx), %ymm@8, %ymm@14
  vpxor 64(%rcx), %ymm@8, %ymm@15
  vpxor 96(%rcx), %ymm@8, %ymm@10
  vaesenclast %ymm@13, %ymm@0, %ymm@0
  vaesenclast %ymm@14, %ymm@2, %ymm@2
  vaesenclast %ymm@15, %ymm@3, %ymm@3
  vaesenclast %ymm@10, %ymm@4, %ymm@4
  vmovdqu %ymm@0, (%r10)
  vmovdqu %ymm@2, 32(%r10)
  vmovdqu %ymm@3, 64(%r10)
  vmovdqu %ymm@4, 96(%r10)
  vmovdqu %ymm@0, (%r9)
  vmovdqu %ymm@2, 32(%r9)
  vmovdqu %ymm@3, 64(%r9)
  vmovdqu %ymm@4, 96(%r9)
  vpxor 128(%rcx), %ymm@8, %ymm@13
  vpxor 160(%rcx), %ymm@8, %ymm@14
  vpxor 192(%rcx), %ymm@8, %ymm@15
  vpxor 224(%rcx), %ymm@8, %ymm@10
  vaesenclast %ymm@13, %ymm@1, %ymm@1
  vaesenclast %ymm@14, %ymm@5, %ymm@5
  vaesenclast %ymm@15, %ymm@6, %ymm@6
  vaesenclast %ymm@10, %ymm@7, %ymm@7
  vmovdqu %ymm@1, 128(%r10)
  vmovdqu %ymm@5, 160(%r10)
  vmovdqu %ymm@6, 192(%r10)
  vmovdqu %ymm@7, 224(%r10)
  vmovdqu %ymm@1, 128(%r9)
  vmovdqu %ymm@5, 160(%r9)
  vmovdqu %ymm@6, 192(%r9)
  vmovdqu %ymm@7, 224(%r9)
  addq $256, %rcx
  addq $256, %r10
  decq %rdi
  jne C17
  vmovdqa 64(%rsp), %ymm@10
  vmovdqu 96(%rsp), %ymm@0
  vmovdqu 128(%rsp), %ymm@2
  vmovdqu 160(%rsp), %ymm@3
  vmovdqu 192(%rsp), %ymm@4
  vmovdqa 32(%rsp), %ymm@9
  vpshufb %ymm@9, %ymm@0, %ymm@8
  vpshufb %ymm@9, %ymm@2, %ymm@7
  vpshufb %ymm@9, %ymm@3, %ymm@6
  vpshufb %ymm@9, %ymm@4, %ymm@5
  vmovdqu 224(%rsp), %ymm@0
  vpshufb %ymm@9, %ymm@0, %ymm@1
  vmovdqu 256(%rsp), %ymm@0
  vpshufb %ymm@9, %ymm@0, %ymm@4
  vmovdqu 288(%rsp), %ymm@0
  vpshufb %ymm@9, %ymm@0, %ymm@3
  vmovdqu 320(%rsp), %ymm@0
  vpshufb %ymm@9, %ymm@0, %ymm@2
  vpermq $68, %ymm@11, %ymm@0
L4:
  vmovdqa %xmm@12, %xmm@9
  vpxor %ymm@8, %ymm@9, %ymm@8
  vmovdqa 384(%rsp), %ymm@9
  vmovdqa 416(%rsp), %ymm@11
  vpclmulqdq $0, %ymm@9, %ymm@8, %ymm@12
  vpclmulqdq $17, %ymm@9, %ymm@8, %ymm@13
  vpclmulqdq $1, %ymm@9, %ymm@8, %ymm@14
  vpclmulqdq $16, %ymm@9, %ymm@8, %ymm@8
  vpxor %ymm@14, %ymm@8, %ymm@8
  vpclmulqdq $0, %ymm@11, %ymm@7, %ymm@9
  vpclmulqdq $17, %ymm@11, %ymm@7, %ymm@14
  vpclmulqdq $1, %ymm@11, %ymm@7, %ymm@15
  vpclmulqdq $16, %ymm@11, %ymm@7, %ymm@7
  vmovdqa 448(%rsp), %ymm@11
  vpxor %ymm@7, %ymm@15, %ymm@7
  vpclmulqdq $0, %ymm@11, %ymm@6, %ymm@15
  vpxor %ymm@15, %ymm@9, %ymm@9
  vpxor %ymm@12, %ymm@9, %ymm@9
  vpclmulqdq $17, %ymm@11, %ymm@6, %ymm@12
  vpxor %ymm@12, %ymm@14, %ymm@12
  vpxor %ymm@13, %ymm@12, %ymm@12
  vpclmulqdq $1, %ymm@11, %ymm@6, %ymm@13
  vpxor %ymm@7, %ymm@13, %ymm@7
  vmovdqa 480(%rsp), %ymm@13
  vpxor %ymm@7, %ymm@8, %ymm@7
  vpclmulqdq $16, %ymm@11, %ymm@6, %ymm@6
  vpclmulqdq $0, %ymm@13, %ymm@5, %ymm@8
  vpclmulqdq $1, %ymm@13, %ymm@5, %ymm@11
  vpxor %ymm@6, %ymm@11, %ymm@6
  vpclmulqdq $17, %ymm@13, %ymm@5, %ymm@11
  vpclmulqdq $16, %ymm@13, %ymm@5, %ymm@5
  vpxor %ymm@5, %ymm@6, %ymm@5
  vmovdqa 512(%rsp), %ymm@6
  vpclmulqdq $0, %ymm@6, %ymm@1, %ymm@13
  vpxor %ymm@13, %ymm@8, %ymm@8
  vpclmulqdq $17, %ymm@6, %ymm@1, %ymm@13
  vpxor %ymm@13, %ymm@11, %ymm@11
  vpclmulqdq $1, %ymm@6, %ymm@1, %ymm@13
  vpxor %ymm@5, %ymm@13, %ymm@5
  vpxor %ymm@5, %ymm@7, %ymm@5
  vpclmulqdq $16, %ymm@6, %ymm@1, %ymm@1
  vmovdqa 544(%rsp), %ymm@6
  vpclmulqdq $0, %ymm@6, %ymm@4, %ymm@7
  vpxor %ymm@7, %ymm@8, %ymm@7
  vpxor %ymm@7, %ymm@9, %ymm@7
  vpclmulqdq $17, %ymm@6, %ymm@4, %ymm@8
  vpxor %ymm@8, %ymm@11, %ymm@8
  vpxor %ymm@8, %ymm@12, %ymm@8
  vpclmulqdq $1, %ymm@6, %ymm@4, %ymm@9
  vpxor %ymm@1, %ymm@9, %ymm@1
  vpclmulqdq $16, %ymm@6, %ymm@4, %ymm@4
  vpxor %ymm@4, %ymm@1, %ymm@4
  vmovdqa 576(%rsp), %ymm@1
  vpclmulqdq $0, %ymm@1, %ymm@3, %ymm@6
  vpclmulqdq $1, %ymm@1, %ymm@3, %ymm@9
  vpxor %ymm@4, %ymm@9, %ymm@4
  vpclmulqdq $17, %ymm@1, %ymm@3, %ymm@9
  vpclmulqdq $16, %ymm@1, %ymm@3, %ymm@3
  vpxor %ymm@3, %ymm@4, %ymm@3
  vpxor %ymm@3, %ymm@5, %ymm@3
  vmovdqa 608(%rsp), %ymm@4
  vpclmulqdq $0, %ymm@4, %ymm@2, %ymm@1
  vpxor %ymm@1, %ymm@6, %ymm@1
  vpxor %ymm@1, %ymm@7, %ymm@1
  vpclmulqdq $17, %ymm@4, %ymm@2, %ymm@5
  vpxor %ymm@5, %ymm@9, %ymm@5
  vpxor %ymm@5, %ymm@8, %ymm@5
  vpclmulqdq $1, %ymm@4, %ymm@2, %ymm@6
  vpclmulqdq $16, %ymm@4, %ymm@2, %ymm@2
  vpxor %ymm@2, %ymm@6, %ymm@2
  vpxor %ymm@2, %ymm@3, %ymm@2
  vpslldq $8, %ymm@2, %ymm@3
  vpxor %ymm@3, %ymm@1, %ymm@3
  vpsrldq $8, %ymm@2, %ymm@2
  vpxor %ymm@2, %ymm@5, %ymm@2
  vpclmulqdq $0, %ymm@10, %ymm@3, %ymm@4
  vpshufd $78, %ymm@3, %ymm@3
  vpxor %ymm@3, %ymm@4, %ymm@3
  vpclmulqdq $0, %ymm@10, %ymm@3, %ymm@4
  vpshufd $78, %ymm@3, %ymm@3
  vpxor %ymm@3, %ymm@2, %ymm@2
  vpxor %ymm@4, %ymm@2, %ymm@2
  vextracti128 $1, %ymm@2, %xmm@3
  vpxor %xmm@2, %xmm@3, %xmm@2
L5:
  shlq $4, %rax
  vmovdqa %xmm@0, 96(%rsp)
  vmovdqa %xmm@2, 352(%rsp)
  leaq 96(%rsp), %rcx
  leaq 352(%rsp), %r8
  movq 24(%rsp), %rdi
  movq %r12, %rsi
  movq %r15, %rdx
  movq %r14, %r9
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
L2:
  leaq C18(%rip), %rdi
  leaq C19(%rip), %rdx
  movl $45, %esi
  vzeroupper
  callq *core::option::expect_failed(%rip)
L6:
  leaq C20(%rip), %rcx
  xorl %edi, %edi
  vzeroupper
  callq *core::slice::index::slice_index_fail(%rip)
== hw_gcm::arch::x86_64::vaes_avx2::seal#1
  pushq %rbp
  movq %rsp, %rbp
  pushq %r15
  pushq %r14
  pushq %r13
  pushq %r12
  pushq %rbx
  andq $-32, %rsp
  subq $960, %rsp
  movq %r9, %r14
  movq %r8, %rbx
  movq %rcx, %r13
  movq %rdx, %r15
  movq %rsi, %r12
  movq %rdi, 24(%rsp)
  vmovq (%rdx), %xmm@0
  vpinsrd $2, 8(%rdx), %xmm@0, %xmm@0
  vpalignr $12, C0(%rip), %xmm@0, %xmm@0
  vpshufb C1(%rip), %xmm@0, %xmm@0
  vmovdqa %xmm@0, 64(%rsp)
  addq $240, %rsi
  vmovdqa 352(%r12), %xmm@0
  vmovdqa %xmm@0, 32(%rsp)
  shrq $4, %r8
  vpxor %xmm@0, %xmm@0, %xmm@0
  vmovdqa %xmm@0, 352(%rsp)
  movq %rsp, %rdi
  leaq 352(%rsp), %rdx
  callq hw_polyval::arch::x86_64::aesni_clmul::absorb
  movq %rbx, %rdx
  andq $15, %rdx
  je L0
  movabsq $9223372036854775792, %rax
  andq %rbx, %rax
  addq %rax, %r13
  vpxor %xmm@0, %xmm@0, %xmm@0
  vmovdqa %xmm@0, 352(%rsp)
  leaq 352(%rsp), %rdi
  movq %r13, %rsi
  callq *memcpy@GOTPCREL(%rip)
  vmovdqa 352(%rsp), %xmm@0
  vpshufb C2(%rip), %xmm@0, %xmm@0
  vpxor (%rsp), %xmm@0, %xmm@0
  vmovdqa 32(%rsp), %xmm@1
  vpclmulqdq $0, %xmm@1, %xmm@0, %xmm@2
  vpclmulqdq $17, %xmm@1, %xmm@0, %xmm@3
  vpclmulqdq $1, %xmm@1, %xmm@0, %xmm@4
  vpclmulqdq $16, %xmm@1, %xmm@0, %xmm@0
  vpxor %xmm@4, %xmm@0, %xmm@0
  vpslldq $8, %xmm@0, %xmm@4
  vpxor %xmm@4, %xmm@2, %xmm@2
  vpsrldq $8, %xmm@0, %xmm@0
  vpxor %xmm@0, %xmm@3, %xmm@0
  movabsq $-4467570830351532032, %rax
  vmovq %rax, %xmm@3
  vpclmulqdq $0, %xmm@3, %xmm@2, %xmm@4
  vpshufd $78, %xmm@2, %xmm@2
  vpxor %xmm@2, %xmm@4, %xmm@2
  vpclmulqdq $0, %xmm@3, %xmm@2, %xmm@3
  vpshufd $78, %xmm@2, %xmm@2
  vpxor %xmm@2, %xmm@0, %xmm@0
  vpxor %xmm@0, %xmm@3, %xmm@0
  vmovdqa %xmm@0, (%rsp)
L0:
  vmovdqa 64(%rsp), %xmm@0
  vpaddd C3(%rip), %xmm@0, %xmm@2
  movq 8(%r14), %rdx
  movq %rdx, %r10
  shrq $8, %r10
  je L1
  vmovdqu 240(%r12), %ymm@5
  vmovdqu 272(%r12), %ymm@1
  vmovdqu 304(%r12), %ymm@4
  vmovdqu 336(%r12), %ymm@3
  vpermq $68, %ymm@5, %ymm@0
  vpclmulqdq $0, %ymm@0, %ymm@5, %ymm@6
  vpclmulqdq $17, %ymm@0, %ymm@5, %ymm@7
  vpclmulqdq $1, %ymm@0, %ymm@5, %ymm@8
  vpclmulqdq $16, %ymm@0, %ymm@5, %ymm@9
  vpxor %ymm@8, %ymm@9, %ymm@8
  vpslldq $8, %ymm@8, %ymm@9
  vpxor %ymm@6, %ymm@9, %ymm@6
  vpsrldq $8, %ymm@8, %ymm@8
  vpxor %ymm@7, %ymm@8, %ymm@7
  vpbroadcastq C4(%rip), %ymm@10
  vpclmulqdq $0, %ymm@10, %ymm@6, %ymm@8
  vpshufd $78, %ymm@6, %ymm@6
  vpxor %ymm@6, %ymm@8, %ymm@6
  vpclmulqdq $0, %ymm@10, %ymm@6, %ymm@8
  vpshufd $78, %ymm@6, %ymm@6
  vpxor %ymm@6, %ymm@7, %ymm@6
  vpxor %ymm@6, %ymm@8, %ymm@6
  vpclmulqdq $0, %ymm@0, %ymm@1, %ymm@7
  vpclmulqdq $17, %ymm@0, %ymm@1, %ymm@8
  vpclmulqdq $1, %ymm@0, %ymm@1, %ymm@9
  vpclmulqdq $16, %ymm@0, %ymm@1, %ymm@11
  vpxor %ymm@9, %ymm@11, %ymm@9
  vpslldq $8, %ymm@9, %ymm@11
  vpxor %ymm@7, %ymm@11, %ymm@7
  vpsrldq $8, %ymm@9, %ymm@9
  vpxor %ymm@9, %ymm@8, %ymm@8
  vpclmulqdq $0, %ymm@10, %ymm@7, %ymm@9
  vpshufd $78, %ymm@7, %ymm@7
  vpxor %ymm@7, %ymm@9, %ymm@7
  vpclmulqdq $0, %ymm@10, %ymm@7, %ymm@9
  vpshufd $78, %ymm@7, %ymm@7
  vpxor %ymm@7, %ymm@8, %ymm@7
  vpxor %ymm@7, %ymm@9, %ymm@7
  vpclmulqdq $0, %ymm@0, %ymm@4, %ymm@8
  vpclmulqdq $17, %ymm@0, %ymm@4, %ymm@9
  vpclmulqdq $1, %ymm@0, %ymm@4, %ymm@11
  vpclmulqdq $16, %ymm@0, %ymm@4, %ymm@12
  vpxor %ymm@11, %ymm@12, %ymm@11
  vpslldq $8, %ymm@11, %ymm@12
  vpxor %ymm@12, %ymm@8, %ymm@8
  vpsrldq $8, %ymm@11, %ymm@11
  vpxor %ymm@11, %ymm@9, %ymm@9
  vpclmulqdq $0, %ymm@10, %ymm@8, %ymm@11
  vpshufd $78, %ymm@8, %ymm@8
  vpxor %ymm@8, %ymm@11, %ymm@8
  vpclmulqdq $0, %ymm@10, %ymm@8, %ymm@11
  vpshufd $78, %ymm@8, %ymm@8
  vpxor %ymm@8, %ymm@9, %ymm@8
  vpxor %ymm@8, %ymm@11, %ymm@8
  vpclmulqdq $0, %ymm@0, %ymm@3, %ymm@9
  vpclmulqdq $1, %ymm@0, %ymm@3, %ymm@11
  vpclmulqdq $16, %ymm@0, %ymm@3, %ymm@12
  vpxor %ymm@11, %ymm@12, %ymm@11
  vpslldq $8, %ymm@11, %ymm@12
  vpxor %ymm@12, %ymm@9, %ymm@9
  vpclmulqdq $17, %ymm@0, %ymm@3, %ymm@0
  vpsrldq $8, %ymm@11, %ymm@11
  vpxor %ymm@0, %ymm@11, %ymm@0
  vpclmulqdq $0, %ymm@10, %ymm@9, %ymm@11
  vpshufd $78, %ymm@9, %ymm@9
  vpxor %ymm@9, %ymm@11, %ymm@9
  vpclmulqdq $0, %ymm@10, %ymm@9, %ymm@11
  vpshufd $78, %ymm@9, %ymm@9
  vpxor %ymm@0, %ymm@9, %ymm@0
  vpxor %ymm@0, %ymm@11, %ymm@11
  vpshufd $78, %ymm@6, %ymm@0
  vpxor %ymm@0, %ymm@6, %ymm@9
  movq %r12, 896(%rsp)
  vmovdqa C5(%rip), %ymm@0
  vmovdqa %ymm@0, 352(%rsp)
  vmovdqa %ymm@6, 384(%rsp)
  vpshufd $78, %ymm@7, %ymm@6
  vpxor %ymm@6, %ymm@7, %ymm@6
  vmovdqa %ymm@7, 416(%rsp)
  vpshufd $78, %ymm@8, %ymm@7
  vpxor %ymm@7, %ymm@8, %ymm@7
  vmovdqa %ymm@8, 448(%rsp)
  vpshufd $78, %ymm@11, %ymm@8
  vpxor %ymm@8, %ymm@11, %ymm@8
  vmovdqa %ymm@11, 480(%rsp)
  vpshufd $78, %ymm@5, %ymm@11
  vpxor %ymm@5, %ymm@11, %ymm@11
  vmovdqa %ymm@5, 512(%rsp)
  vpshufd $78, %ymm@1, %ymm@5
  vpxor %ymm@5, %ymm@1, %ymm@5
  vmovdqa %ymm@1, 544(%rsp)
  vpshufd $78, %ymm@4, %ymm@1
  vpxor %ymm@1, %ymm@4, %ymm@1
  vmovdqa %ymm@4, 576(%rsp)
  vpshufd $78, %ymm@3, %ymm@4
  vpxor %ymm@4, %ymm@3, %ymm@4
  vmovdqa %ymm@3, 608(%rsp)
  vmovdqa %ymm@9, 640(%rsp)
  vmovdqa %ymm@6, 672(%rsp)
  vmovdqa %ymm@7, 704(%rsp)
  vmovdqa %ymm@8, 736(%rsp)
  vmovdqa %ymm@11, 768(%rsp)
  vmovdqa %ymm@5, 800(%rsp)
  vmovdqa %ymm@1, 832(%rsp)
  vmovdqa %ymm@4, 864(%rsp)
  movq (%r14), %rcx
  cmpq $255, %rdx
  jbe L2
  movq 24(%r14), %rax
  cmpq $255, %rax
  jbe L3
  vinserti128 $1, %xmm@2, %ymm@2, %ymm@2
  vmovdqa (%r12), %xmm@4
  vmovdqa 16(%r12), %xmm@3
  vpaddd C6(%rip), %ymm@2, %ymm@1
  vinserti128 $1, %xmm@4, %ymm@4, %ymm@4
  vpshufb %ymm@0, %ymm@1, %ymm@1
  vpaddd C7(%rip), %ymm@2, %ymm@5
  vpxor %ymm@1, %ymm@4, %ymm@1
  vpshufb %ymm@0, %ymm@5, %ymm@5
  vpaddd C8(%rip), %ymm@2, %ymm@6
  vpxor %ymm@5, %ymm@4, %ymm@5
  vpshufb %ymm@0, %ymm@6, %ymm@6
  vpaddd C9(%rip), %ymm@2, %ymm@7
  vpxor %ymm@6, %ymm@4, %ymm@6
  vpshufb %ymm@0, %ymm@7, %ymm@7
  vpaddd C10(%rip), %ymm@2, %ymm@8
  vpxor %ymm@7, %ymm@4, %ymm@7
  vpshufb %ymm@0, %ymm@8, %ymm@8
  vpaddd C11(%rip), %ymm@2, %ymm@9
  vpxor %ymm@4, %ymm@8, %ymm@8
  vpshufb %ymm@0, %ymm@9, %ymm@9
  vpaddd C12(%rip), %ymm@2, %ymm@11
  vpxor %ymm@4, %ymm@9, %ymm@9
  vpshufb %ymm@0, %ymm@11, %ymm@11
  vpaddd C13(%rip), %ymm@2, %ymm@12
  vpxor %ymm@4, %ymm@11, %ymm@11
  vpshufb %ymm@0, %ymm@12, %ymm@12
  vpxor %ymm@4, %ymm@12, %ymm@4
  vmovdqa 32(%r12), %xmm@12
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
  vaesenc %ymm@3, %ymm@9, %ymm@9
  vaesenc %ymm@12, %ymm@9, %ymm@9
  vaesenc %ymm@3, %ymm@11, %ymm@11
  vaesenc %ymm@12, %ymm@11, %ymm@11
  vaesenc %ymm@3, %ymm@4, %ymm@3
  vmovdqa 48(%r12), %xmm@4
  vaesenc %ymm@12, %ymm@3, %ymm@3
  vmovdqa 64(%r12), %xmm@12
  vinserti128 $1, %xmm@4, %ymm@4, %ymm@4
  vaesenc %ymm@4, %ymm@1, %ymm@1
  vinserti128 $1, %xmm@12, %ymm@12, %ymm@12
  vaesenc %ymm@12, %ymm@1, %ymm@1
  vaesenc %ymm@4, %ymm@5, %ymm@5
  vaesenc %ymm@12, %ymm@5, %ymm@5
  vaesenc %ymm@4, %ymm@6, %ymm@6
  vaesenc %ymm@12, %ymm@6, %ymm@6
  vaesenc %ymm@4, %ymm@7, %ymm@7
  vaesenc %ymm@12, %ymm@7, %ymm@7
  vaesenc %ymm@4, %ymm@8, %ymm@8
  vaesenc %ymm@12, %ymm@8, %ymm@8
  vaesenc %ymm@4, %ymm@9, %ymm@9
  vaesenc %ymm@12, %ymm@9, %ymm@9
  vaesenc %ymm@4, %ymm@11, %ymm@11
  vaesenc %ymm@12, %ymm@11, %ymm@11
  vaesenc %ymm@4, %ymm@3, %ymm@3
  vmovdqa 80(%r12), %xmm@4
  vaesenc %ymm@12, %ymm@3, %ymm@3
  vmovdqa 96(%r12), %xmm@12
  vinserti128 $1, %xmm@4, %ymm@4, %ymm@4
  vaesenc %ymm@4, %ymm@1, %ymm@1
  vinserti128 $1, %xmm@12, %ymm@12, %ymm@12
  vaesenc %ymm@12, %ymm@1, %ymm@1
  vaesenc %ymm@4, %ymm@5, %ymm@5
  vaesenc %ymm@12, %ymm@5, %ymm@5
  vaesenc %ymm@4, %ymm@6, %ymm@6
  vaesenc %ymm@12, %ymm@6, %ymm@6
  vaesenc %ymm@4, %ymm@7, %ymm@7
  vaesenc %ymm@12, %ymm@7, %ymm@7
  vaesenc %ymm@4, %ymm@8, %ymm@8
  vaesenc %ymm@12, %ymm@8, %ymm@8
  vaesenc %ymm@4, %ymm@9, %ymm@9
  vaesenc %ymm@12, %ymm@9, %ymm@9
  vaesenc %ymm@4, %ymm@11, %ymm@11
  vaesenc %ymm@12, %ymm@11, %ymm@11
  vaesenc %ymm@4, %ymm@3, %ymm@3
  vmovdqa 112(%r12), %xmm@4
  vaesenc %ymm@12, %ymm@3, %ymm@3
  vmovdqa 128(%r12), %xmm@12
  vinserti128 $1, %xmm@4, %ymm@4, %ymm@4
  vaesenc %ymm@4, %ymm@1, %ymm@1
  vinserti128 $1, %xmm@12, %ymm@12, %ymm@12
  vaesenc %ymm@12, %ymm@1, %ymm@1
  vaesenc %ymm@4, %ymm@5, %ymm@5
  vaesenc %ymm@12, %ymm@5, %ymm@5
  vaesenc %ymm@4, %ymm@6, %ymm@6
  vaesenc %ymm@12, %ymm@6, %ymm@6
  vaesenc %ymm@4, %ymm@7, %ymm@7
  vaesenc %ymm@12, %ymm@7, %ymm@7
  vaesenc %ymm@4, %ymm@8, %ymm@8
  vaesenc %ymm@12, %ymm@8, %ymm@8
  vaesenc %ymm@4, %ymm@9, %ymm@9
  vaesenc %ymm@12, %ymm@9, %ymm@9
  vaesenc %ymm@4, %ymm@11, %ymm@11
  vaesenc %ymm@12, %ymm@11, %ymm@11
  vaesenc %ymm@4, %ymm@3, %ymm@3
  vmovdqa 144(%r12), %xmm@4
  vaesenc %ymm@12, %ymm@3, %ymm@3
  vmovdqa 160(%r12), %xmm@12
  vinserti128 $1, %xmm@4, %ymm@4, %ymm@4
  vaesenc %ymm@4, %ymm@1, %ymm@1
  vinserti128 $1, %xmm@12, %ymm@12, %ymm@12
  vaesenc %ymm@12, %ymm@1, %ymm@1
  vaesenc %ymm@4, %ymm@5, %ymm@5
  vaesenc %ymm@12, %ymm@5, %ymm@5
  vaesenc %ymm@4, %ymm@6, %ymm@6
  vaesenc %ymm@12, %ymm@6, %ymm@6
  vaesenc %ymm@4, %ymm@7, %ymm@7
  vaesenc %ymm@12, %ymm@7, %ymm@7
  vaesenc %ymm@4, %ymm@8, %ymm@8
  vaesenc %ymm@12, %ymm@8, %ymm@8
  vaesenc %ymm@4, %ymm@9, %ymm@9
  vaesenc %ymm@12, %ymm@9, %ymm@9
  vaesenc %ymm@4, %ymm@11, %ymm@11
  vaesenc %ymm@12, %ymm@11, %ymm@11
  vaesenc %ymm@4, %ymm@3, %ymm@3
  vmovdqa 176(%r12), %xmm@4
  vaesenc %ymm@12, %ymm@3, %ymm@3
  vmovdqa 192(%r12), %xmm@12
  vinserti128 $1, %xmm@4, %ymm@4, %ymm@4
  vaesenc %ymm@4, %ymm@1, %ymm@1
  vinserti128 $1, %xmm@12, %ymm@12, %ymm@12
  vaesenc %ymm@12, %ymm@1, %ymm@1
  vaesenc %ymm@4, %ymm@5, %ymm@5
  vaesenc %ymm@4, %ymm@6, %ymm@6
  vaesenc %ymm@4, %ymm@7, %ymm@7
  vaesenc %ymm@4, %ymm@8, %ymm@8
  vaesenc %ymm@4, %ymm@9, %ymm@9
  vaesenc %ymm@4, %ymm@11, %ymm@11
  vaesenc %ymm@4, %ymm@3, %ymm@3
  vmovdqa 208(%r12), %xmm@4
  vinserti128 $1, %xmm@4, %ymm@4, %ymm@4
  vaesenc %ymm@4, %ymm@1, %ymm@1
  vaesenc %ymm@12, %ymm@5, %ymm@5
  vaesenc %ymm@4, %ymm@5, %ymm@5
  vaesenc %ymm@12, %ymm@6, %ymm@6
  vaesenc %ymm@4, %ymm@6, %ymm@6
  vaesenc %ymm@12, %ymm@7, %ymm@7
  vaesenc %ymm@4, %ymm@7, %ymm@7
  vaesenc %ymm@12, %ymm@8, %ymm@8
  vaesenc %ymm@4, %ymm@8, %ymm@8
  vaesenc %ymm@12, %ymm@9, %ymm@9
  vaesenc %ymm@4, %ymm@9, %ymm@13
  vaesenc %ymm@12, %ymm@11, %ymm@9
  vaesenc %ymm@4, %ymm@9, %ymm@11
  vaesenc %ymm@12, %ymm@3, %ymm@3
  vaesenc %ymm@4, %ymm@3, %ymm@3
  vmovdqa 224(%r12), %xmm@4
  vinserti128 $1, %xmm@4, %ymm@4, %ymm@4
  vaesenclast %ymm@4, %ymm@1, %ymm@1
  vmovdqu 224(%rcx), %ymm@9
  vpxor %ymm@1, %ymm@9, %ymm@9
  vaesenclast %ymm@4, %ymm@5, %ymm@1
  vmovdqu 192(%rcx), %ymm@5
  vpxor %ymm@5, %ymm@1, %ymm@12
  vaesenclast %ymm@4, %ymm@6, %ymm@1
  vmovdqu 160(%rcx), %ymm@5
  vpxor %ymm@5, %ymm@1, %ymm@14
  vaesenclast %ymm@4, %ymm@7, %ymm@1
  vmovdqu 128(%rcx), %ymm@5
  vpxor %ymm@5, %ymm@1, %ymm@1
  vaesenclast %ymm@4, %ymm@8, %ymm@5
  vmovdqu 96(%rcx), %ymm@6
  vpxor %ymm@6, %ymm@5, %ymm@5
  vaesenclast %ymm@4, %ymm@13, %ymm@6
  vmovdqu 64(%rcx), %ymm@7
  vpxor %ymm@7, %ymm@6, %ymm@6
  vaesenclast %ymm@4, %ymm@11, %ymm@7
  vmovdqu 32(%rcx), %ymm@8
  vpxor %ymm@7, %ymm@8, %ymm@7
  vaesenclast %ymm@4, %ymm@3, %ymm@3
  movq 16(%r14), %rdi
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
  vpshufb %ymm@0, %ymm@14, %ymm@4
  vmovdqu %ymm@12, 192(%rdi)
  vpshufb %ymm@0, %ymm@12, %ymm@3
  vmovdqu %ymm@9, 224(%rdi)
  vpshufb %ymm@0, %ymm@9, %ymm@0
  cmpq $1, %r10
  jne L4
  vpaddd C14(%rip), %ymm@2, %ymm@2
  vmovdqa (%rsp), %xmm@12
  jmp L5
L1:
  vmovdqa (%rsp), %xmm@0
  jmp L6
L4:
  vmovdqa 352(%rsp), %ymm@9
  vpshufb %ymm@9, %ymm@8, %ymm@8
  vmovdqu %ymm@8, 96(%rsp)
  vpshufb %ymm@9, %ymm@7, %ymm@7
  vmovdqu %ymm@7, 128(%rsp)
  vpshufb %ymm@9, %ymm@6, %ymm@6
  vmovdqu %ymm@6, 160(%rsp)
  vpshufb %ymm@9, %ymm@5, %ymm@5
  vmovdqu %ymm@5, 192(%rsp)
  vpshufb %ymm@9, %ymm@1, %ymm@1
  vmovdqu %ymm@1, 224(%rsp)
  vpshufb %ymm@9, %ymm@4, %ymm@4
  vmovdqu %ymm@4, 256(%rsp)
  vpshufb %ymm@9, %ymm@3, %ymm@3
  vmovdqu %ymm@3, 288(%rsp)
  vpshufb %ymm@9, %ymm@0, %ymm@0
  vmovdqu %ymm@0, 320(%rsp)
  leaq -1(%r10), %r8
  movq %r8, %rsi
  shlq $8, %rsi
  addq $-256, %rdx
  cmpq %rdx, %rsi
  ja L7
  addq $-256, %rax
  cmpq %rax, %rsi
  ja L8
  leaq 384(%rsp), %rax
  leaq 640(%rsp), %rdx
  addq $256, %rdi
  addq $256, %rcx
  vpaddd C15(%rip), %ymm@2, %ymm@11
  vmovaps (%rsp), %xmm@12
  movq hw_gcm::arch::x86_64::vaes_avx2::CONSTS(%rip), %rsi
  leaq 96(%rsp), %r9
  vmovdqa %ymm@10, 64(%rsp)
  vmovdqa %ymm@9, 32(%rsp)
  vbroadcasti128 64(%rsi), %ymm@9
  testq %r8, %r8
  je C16
  vbroadcasti128 (%r12), %ymm@8
  vpshufb %ymm@9, %ymm@11, %ymm@0
  vpaddd 32(%rsi), %ymm@11, %ymm@11
  vpshufb %ymm@9, %ymm@11, %ymm@2
  vpaddd 32(%rsi), %ymm@11, %ymm@11
  vpshufb %ymm@9, %ymm@11, %ymm@3
  vpaddd 32(%rsi), %ymm@11, %ymm@11
  vpshufb %ymm@9, %ymm@11, %ymm@4
  vpaddd 32(%rsi), %ymm@11, %ymm@11
  vpshufb %ymm@9, %ymm@11, %ymm@1
  vpaddd 32(%rsi), %ymm@11, %ymm@11
  vpshufb %ymm@9, %ymm@11, %ymm@5
  vpaddd 32(%rsi), %ymm@11, %ymm@11
  vpshufb %ymm@9, %ymm@11, %ymm@6
  vpaddd 32(%rsi), %ymm@11, %ymm@11
  vpshufb %ymm@9, %ymm@11, %ymm@7
  vpaddd 32(%rsi), %ymm@11, %ymm@11
  vpxor %ymm@0, %ymm@8, %ymm@0
  vpxor %ymm@2, %ymm@8, %ymm@2
  vpxor %ymm@3, %ymm@8, %ymm@3
  vpxor %ymm@4, %ymm@8, %ymm@4
  vpxor %ymm@1, %ymm@8, %ymm@1
  vpxor %ymm@5, %ymm@8, %ymm@5
  vpxor %ymm@6, %ymm@8, %ymm@6
  vpxor %ymm@7, %ymm@8, %ymm@7
  vmovdqu (%r9), %ymm@15
  vpshufb %ymm@9, %ymm@15, %ymm@15
  vpxor %ymm@12, %ymm@15, %ymm@15
  vpclmulqdq $0, (%rax), %ymm@15, %ymm@12
  vpclmulqdq $17, (%rax), %ymm@15, %ymm@14
  vpshufd $78, %ymm@15, %ymm@10
  vpxor %ymm@10, %ymm@15, %ymm@15
  vpclmulqdq $0, (%rdx), %ymm@15, %ymm@13
  vbroadcasti128 16(%r12), %ymm@8
  vaesenc %ymm@8, %ymm@0, %ymm@0
  vaesenc %ymm@8, %ymm@2, %ymm@2
  vaesenc %ymm@8, %ymm@3, %ymm@3
  vaesenc %ymm@8, %ymm@4, %ymm@4
  vaesenc %ymm@8, %ymm@1, %ymm@1
  vaesenc %ymm@8, %ymm@5, %ymm@5
  vaesenc %ymm@8, %ymm@6, %ymm@6
  vaesenc %ymm@8, %ymm@7, %ymm@7
  vmovdqu 32(%r9), %ymm@15
  vpshufb %ymm@9, %ymm@15, %ymm@15
  vpclmulqdq $0, 32(%rax), %ymm@15, %ymm@10
  vpxor %ymm@10, %ymm@12, %ymm@12
  vpclmulqdq $17, 32(%rax), %ymm@15, %ymm@10
  vpxor %ymm@10, %ymm@14, %ymm@14
  vpshufd $78, %ymm@15, %ymm@10
  vpxor %ymm@10, %ymm@15, %ymm@15
  vpclmulqdq $0, 32(%rdx), %ymm@15, %ymm@10
  vpxor %ymm@10, %ymm@13, %ymm@13
  vbroadcasti128 32(%r12), %ymm@8
  vaesenc %ymm@8, %ymm@0, %ymm@0
  vaesenc %ymm@8, %ymm@2, %ymm@2
  vaesenc %ymm@8, %ymm@3, %ymm@3
  vaesenc %ymm@8, %ymm@4, %ymm@4
  vaesenc %ymm@8, %ymm@1, %ymm@1
  vaesenc %ymm@8, %ymm@5, %ymm@5
  vaesenc %ymm@8, %ymm@6, %ymm@6
  vaesenc %ymm@8, %ymm@7, %ymm@7
  vmovdqu 64(%r9), %ymm@15
  vpshufb %ymm@9, %ymm@15, %ymm@15
  vpclmulqdq $0, 64(%rax), %ymm@15, %ymm@10
  vpxor %ymm@10, %ymm@12, %ymm@12
  vpclmulqdq $17, 64(%rax), %ymm@15, %ymm@10
  vpxor %ymm@10, %ymm@14, %ymm@14
  vpshufd $78, %ymm@15, %ymm@10
  vpxor %ymm@10, %ymm@15, %ymm@15
  vpclmulqdq $0, 64(%rdx), %ymm@15, %ymm@10
  vpxor %ymm@10, %ymm@13, %ymm@13
  vbroadcasti128 48(%r12), %ymm@8
  vaesenc %ymm@8, %ymm@0, %ymm@0
  vaesenc %ymm@8, %ymm@2, %ymm@2
  vaesenc %ymm@8, %ymm@3, %ymm@3
  vaesenc %ymm@8, %ymm@4, %ymm@4
  vaesenc %ymm@8, %ymm@1, %ymm@1
  vaesenc %ymm@8, %ymm@5, %ymm@5
  vaesenc %ymm@8, %ymm@6, %ymm@6
  vaesenc %ymm@8, %ymm@7, %ymm@7
  vmovdqu 96(%r9), %ymm@15
  vpshufb %ymm@9, %ymm@15, %ymm@15
  vpclmulqdq $0, 96(%rax), %ymm@15, %ymm@10
  vpxor %ymm@10, %ymm@12, %ymm@12
  vpclmulqdq $17, 96(%rax), %ymm@15, %ymm@10
  vpxor %ymm@10, %ymm@14, %ymm@14
  vpshufd $78, %ymm@15, %ymm@10
  vpxor %ymm@10, %ymm@15, %ymm@15
  vpclmulqdq $0, 96(%rdx), %ymm@15, %ymm@10
  vpxor %ymm@10, %ymm@13, %ymm@13
  vbroadcasti128 64(%r12), %ymm@8
  vaesenc %ymm@8, %ymm@0, %ymm@0
  vaesenc %ymm@8, %ymm@2, %ymm@2
  vaesenc %ymm@8, %ymm@3, %ymm@3
  vaesenc %ymm@8, %ymm@4, %ymm@4
  vaesenc %ymm@8, %ymm@1, %ymm@1
  vaesenc %ymm@8, %ymm@5, %ymm@5
  vaesenc %ymm@8, %ymm@6, %ymm@6
  vaesenc %ymm@8, %ymm@7, %ymm@7
  vmovdqu 128(%r9), %ymm@15
  vpshufb %ymm@9, %ymm@15, %ymm@15
  vpclmulqdq $0, 128(%rax), %ymm@15, %ymm@10
  vpxor %ymm@10, %ymm@12, %ymm@12
  vpclmulqdq $17, 128(%rax), %ymm@15, %ymm@10
  vpxor %ymm@10, %ymm@14, %ymm@14
  vpshufd $78, %ymm@15, %ymm@10
  vpxor %ymm@10, %ymm@15, %ymm@15
  vpclmulqdq $0, 128(%rdx), %ymm@15, %ymm@10
  vpxor %ymm@10, %ymm@13, %ymm@13
  vbroadcasti128 80(%r12), %ymm@8
  vaesenc %ymm@8, %ymm@0, %ymm@0
  vaesenc %ymm@8, %ymm@2, %ymm@2
  vaesenc %ymm@8, %ymm@3, %ymm@3
  vaesenc %ymm@8, %ymm@4, %ymm@4
  vaesenc %ymm@8, %ymm@1, %ymm@1
  vaesenc %ymm@8, %ymm@5, %ymm@5
  vaesenc %ymm@8, %ymm@6, %ymm@6
  vaesenc %ymm@8, %ymm@7, %ymm@7
  vmovdqu 160(%r9), %ymm@15
  vpshufb %ymm@9, %ymm@15, %ymm@15
  vpclmulqdq $0, 160(%rax), %ymm@15, %ymm@10
  vpxor %ymm@10, %ymm@12, %ymm@12
  vpclmulqdq $17, 160(%rax), %ymm@15, %ymm@10
  vpxor %ymm@10, %ymm@14, %ymm@14
  vpshufd $78, %ymm@15, %ymm@10
  vpxor %ymm@10, %ymm@15, %ymm@15
  vpclmulqdq $0, 160(%rdx), %ymm@15, %ymm@10
  vpxor %ymm@10, %ymm@13, %ymm@13
  vbroadcasti128 96(%r12), %ymm@8
  vaesenc %ymm@8, %ymm@0, %ymm@0
  vaesenc %ymm@8, %ymm@2, %ymm@2
  vaesenc %ymm@8, %ymm@3, %ymm@3
  vaesenc %ymm@8, %ymm@4, %ymm@4
  vaesenc %ymm@8, %ymm@1, %ymm@1
  vaesenc %ymm@8, %ymm@5, %ymm@5
  vaesenc %ymm@8, %ymm@6, %ymm@6
  vaesenc %ymm@8, %ymm@7, %ymm@7
  vmovdqu 192(%r9), %ymm@15
  vpshufb %ymm@9, %ymm@15, %ymm@15
  vpclmulqdq $0, 192(%rax), %ymm@15, %ymm@10
  vpxor %ymm@10, %ymm@12, %ymm@12
  vpclmulqdq $17, 192(%rax), %ymm@15, %ymm@10
  vpxor %ymm@10, %ymm@14, %ymm@14
  vpshufd $78, %ymm@15, %ymm@10
  vpxor %ymm@10, %ymm@15, %ymm@15
  vpclmulqdq $0, 192(%rdx), %ymm@15, %ymm@10
  vpxor %ymm@10, %ymm@13, %ymm@13
  vbroadcasti128 112(%r12), %ymm@8
  vaesenc %ymm@8, %ymm@0, %ymm@0
  vaesenc %ymm@8, %ymm@2, %ymm@2
  vaesenc %ymm@8, %ymm@3, %ymm@3
  vaesenc %ymm@8, %ymm@4, %ymm@4
  vaesenc %ymm@8, %ymm@1, %ymm@1
  vaesenc %ymm@8, %ymm@5, %ymm@5
  vaesenc %ymm@8, %ymm@6, %ymm@6
  vaesenc %ymm@8, %ymm@7, %ymm@7
  vmovdqu 224(%r9), %ymm@15
  vpshufb %ymm@9, %ymm@15, %ymm@15
  vpclmulqdq $0, 224(%rax), %ymm@15, %ymm@10
  vpxor %ymm@10, %ymm@12, %ymm@12
  vpclmulqdq $17, 224(%rax), %ymm@15, %ymm@10
  vpxor %ymm@10, %ymm@14, %ymm@14
  vpshufd $78, %ymm@15, %ymm@10
  vpxor %ymm@10, %ymm@15, %ymm@15
  vpclmulqdq $0, 224(%rdx), %ymm@15, %ymm@10
  vpxor %ymm@10, %ymm@13, %ymm@13
  vbroadcasti128 128(%r12), %ymm@8
  vaesenc %ymm@8, %ymm@0, %ymm@0
  vaesenc %ymm@8, %ymm@2, %ymm@2
  vaesenc %ymm@8, %ymm@3, %ymm@3
  vaesenc %ymm@8, %ymm@4, %ymm@4
  vaesenc %ymm@8, %ymm@1, %ymm@1
  vaesenc %ymm@8, %ymm@5, %ymm@5
  vaesenc %ymm@8, %ymm@6, %ymm@6
  vaesenc %ymm@8, %ymm@7, %ymm@7
  vpxor %ymm@12, %ymm@13, %ymm@13
  vpxor %ymm@14, %ymm@13, %ymm@13
  vpclmulqdq $0, (%rsi), %ymm@12, %ymm@10
  vpshufd $78, %ymm@12, %ymm@12
  vpxor %ymm@12, %ymm@13, %ymm@13
  vpxor %ymm@10, %ymm@13, %ymm@13
  vbroadcasti128 144(%r12), %ymm@8
  vaesenc %ymm@8, %ymm@0, %ymm@0
  vaesenc %ymm@8, %ymm@2, %ymm@2
  vaesenc %ymm@8, %ymm@3, %ymm@3
  vaesenc %ymm@8, %ymm@4, %ymm@4
  vaesenc %ymm@8, %ymm@1, %ymm@1
  vaesenc %ymm@8, %ymm@5, %ymm@5
  vaesenc %ymm@8, %ymm@6, %ymm@6
  vaesenc %ymm@8, %ymm@7, %ymm@7
  vpclmulqdq $0, (%rsi), %ymm@13, %ymm@10
  vpshufd $78, %ymm@13, %ymm@13
  vpxor %ymm@13, %ymm@14, %ymm@14
  vpxor %ymm@10, %ymm@14, %ymm@14
  vbroadcasti128 160(%r12), %ymm@8
  vaesenc %ymm@8, %ymm@0, %ymm@0
  vaesenc %ymm@8, %ymm@2, %ymm@2
  vaesenc %ymm@8, %ymm@3, %ymm@3
  vaesenc %ymm@8, %ymm@4, %ymm@4
  vaesenc %ymm@8, %ymm@1, %ymm@1
  vaesenc %ymm@8, %ymm@5, %ymm@5
  vaesenc %ymm@8, %ymm@6, %ymm@6
  vaesenc %ymm@8, %ymm@7, %ymm@7
  vextracti128 $1, %ymm@14, %xmm@10
  vpxor %xmm@10, %xmm@14, %xmm@12
  vbroadcasti128 176(%r12), %ymm@8
  vaesenc %ymm@8, %ymm@0, %ymm@0
  vaesenc %ymm@8, %ymm@2, %ymm@2
  vaesenc %ymm@8, %ymm@3, %ymm@3
  vaesenc %ymm@8, %ymm@4, %ymm@4
  vaesenc %ymm@8, %ymm@1, %ymm@1
  vaesenc %ymm@8, %ymm@5, %ymm@5
  vaesenc %ymm@8, %ymm@6, %ymm@6
  vaesenc %ymm@8, %ymm@7, %ymm@7
  vbroadcasti128 192(%r12), %ymm@8
  vaesenc %ymm@8, %ymm@0, %ymm@0
  vaesenc %ymm@8, %ymm@2, %ymm@2
  vaesenc %ymm@8, %ymm@3, %ymm@3
  vaesenc %ymm@8, %ymm@4, %ymm@4
  vaesenc %ymm@8, %ymm@1, %ymm@1
  vaesenc %ymm@8, %ymm@5, %ymm@5
  vaesenc %ymm@8, %ymm@6, %ymm@6
  vaesenc %ymm@8, %ymm@7, %ymm@7
  vbroadcasti128 208(%r12), %ymm@8
  vaesenc %ymm@8, %ymm@0, %ymm@0
  vaesenc %ymm@8, %ymm@2, %ymm@2
  vaesenc %ymm@8, %ymm@3, %ymm@3
  vaesenc %ymm@8, %ymm@4, %ymm@4
  vaesenc %ymm@8, %ymm@1, %ymm@1
  vaesenc %ymm@8, %ymm@5, %ymm@5
  vaesenc %ymm@8, %ymm@6, %ymm@6
  vaesenc %ymm@8, %ymm@7, %ymm@7
  vbroadcasti128 224(%r12), %ymm@8
  vpxor (%rcx), %ymm@8, %ymm@13
  vpxor 32(%rcx), %ymm@8, %ymm@14
  vpxor 64(%rcx), %ymm@8, %ymm@15
  vpxor 96(%rcx), %ymm@8, %ymm@10
  vaesenclast %ymm@13, %ymm@0, %ymm@0
  vaesenclast %ymm@14, %ymm@2, %ymm@2
  vaesenclast %ymm@15, %ymm@3, %ymm@3
  vaesenclast %ymm@10, %ymm@4, %ymm@4
  vmovdqu %ymm@0, (%rdi)
  vmovdqu %ymm@2, 32(%rdi)
  vmovdqu %ymm@3, 64(%rdi)
  vmovdqu %ymm@4, 96(%rdi)
  vmovdqu %ymm@0, (%r9)
  vmovdqu %ymm@2, 32(%r9)
  vmovdqu %ymm@3, 64(%r9)
  vmovdqu %ymm@4, 96(%r9)
  vpxor 128(%rcx), %ymm@8, %ymm@13
  vpxor 160(%rcx), %ymm@8, %ymm@14
  vpxor 192(%rcx), %ymm@8, %ymm@15
  vpxor 224(%rcx), %ymm@8, %ymm@10
  vaesenclast %ymm@13, %ymm@1, %ymm@1
  vaesenclast %ymm@14, %ymm@5, %ymm@5
  vaesenclast %ymm@15, %ymm@6, %ymm@6
  vaesenclast %ymm@10, %ymm@7, %ymm@7
  vmovdqu %ymm@1, 128(%rdi)
  vmovdqu %ymm@5, 160(%rdi)
  vmovdqu %ymm@6, 192(%rdi)
  vmovdqu %ymm@7, 224(%rdi)
  vmovdqu %ymm@1, 128(%r9)
  vmovdqu %ymm@5, 160(%r9)
  vmovdqu %ymm@6, 192(%r9)
  vmovdqu %ymm@7, 224(%r9)
  addq $256, %rcx
  addq $256, %rdi
  decq %r8
  jne C17
  vmovdqa 64(%rsp), %ymm@10
  vmovdqu 96(%rsp), %ymm@0
  vmovdqu 128(%rsp), %ymm@2
  vmovdqu 160(%rsp), %ymm@3
  vmovdqu 192(%rsp), %ymm@4
  vmovdqa 32(%rsp), %ymm@9
  vpshufb %ymm@9, %ymm@0, %ymm@8
  vpshufb %ymm@9, %ymm@2, %ymm@7
  vpshufb %ymm@9, %ymm@3, %ymm@6
  vpshufb %ymm@9, %ymm@4, %ymm@5
  vmovdqu 224(%rsp), %ymm@0
  vpshufb %ymm@9, %ymm@0, %ymm@1
  vmovdqu 256(%rsp), %ymm@0
  vpshufb %ymm@9, %ymm@0, %ymm@4
  vmovdqu 288(%rsp), %ymm@0
  vpshufb %ymm@9, %ymm@0, %ymm@3
  vmovdqu 320(%rsp), %ymm@0
  vpshufb %ymm@9, %ymm@0, %ymm@0
  vpermq $68, %ymm@11, %ymm@2
L5:
  vmovdqa %xmm@12, %xmm@9
  vpxor %ymm@8, %ymm@9, %ymm@8
  vmovdqa 384(%rsp), %ymm@9
  vmovdqa 416(%rsp), %ymm@11
  vpclmulqdq $0, %ymm@9, %ymm@8, %ymm@12
  vpclmulqdq $17, %ymm@9, %ymm@8, %ymm@13
  vpclmulqdq $1, %ymm@9, %ymm@8, %ymm@14
  vpclmulqdq $16, %ymm@9, %ymm@8, %ymm@8
  vpxor %ymm@14, %ymm@8, %ymm@8
  vpclmulqdq $0, %ymm@11, %ymm@7, %ymm@9
  vpclmulqdq $17, %ymm@11, %ymm@7, %ymm@14
  vpclmulqdq $1, %ymm@11, %ymm@7, %ymm@15
  vpclmulqdq $16, %ymm@11, %ymm@7, %ymm@7
  vmovdqa 448(%rsp), %ymm@11
  vpxor %ymm@7, %ymm@15, %ymm@7
  vpclmulqdq $0, %ymm@11, %ymm@6, %ymm@15
  vpxor %ymm@15, %ymm@9, %ymm@9
  vpxor %ymm@12, %ymm@9, %ymm@9
  vpclmulqdq $17, %ymm@11, %ymm@6, %ymm@12
  vpxor %ymm@12, %ymm@14, %ymm@12
  vpxor %ymm@13, %ymm@12, %ymm@12
  vpclmulqdq $1, %ymm@11, %ymm@6, %ymm@13
  vpxor %ymm@7, %ymm@13, %ymm@7
  vmovdqa 480(%rsp), %ymm@13
  vpxor %ymm@7, %ymm@8, %ymm@7
  vpclmulqdq $16, %ymm@11, %ymm@6, %ymm@6
  vpclmulqdq $0, %ymm@13, %ymm@5, %ymm@8
  vpclmulqdq $1, %ymm@13, %ymm@5, %ymm@11
  vpxor %ymm@6, %ymm@11, %ymm@6
  vpclmulqdq $17, %ymm@13, %ymm@5, %ymm@11
  vpclmulqdq $16, %ymm@13, %ymm@5, %ymm@5
  vpxor %ymm@5, %ymm@6, %ymm@5
  vmovdqa 512(%rsp), %ymm@6
  vpclmulqdq $0, %ymm@6, %ymm@1, %ymm@13
  vpxor %ymm@13, %ymm@8, %ymm@8
  vpclmulqdq $17, %ymm@6, %ymm@1, %ymm@13
  vpxor %ymm@13, %ymm@11, %ymm@11
  vpclmulqdq $1, %ymm@6, %ymm@1, %ymm@13
  vpxor %ymm@5, %ymm@13, %ymm@5
  vpxor %ymm@5, %ymm@7, %ymm@5
  vpclmulqdq $16, %ymm@6, %ymm@1, %ymm@1
  vmovdqa 544(%rsp), %ymm@6
  vpclmulqdq $0, %ymm@6, %ymm@4, %ymm@7
  vpxor %ymm@7, %ymm@8, %ymm@7
  vpxor %ymm@7, %ymm@9, %ymm@7
  vpclmulqdq $17, %ymm@6, %ymm@4, %ymm@8
  vpxor %ymm@8, %ymm@11, %ymm@8
  vpxor %ymm@8, %ymm@12, %ymm@8
  vpclmulqdq $1, %ymm@6, %ymm@4, %ymm@9
  vpxor %ymm@1, %ymm@9, %ymm@1
  vpclmulqdq $16, %ymm@6, %ymm@4, %ymm@4
  vpxor %ymm@4, %ymm@1, %ymm@4
  vmovdqa 576(%rsp), %ymm@1
  vpclmulqdq $0, %ymm@1, %ymm@3, %ymm@6
  vpclmulqdq $1, %ymm@1, %ymm@3, %ymm@9
  vpxor %ymm@4, %ymm@9, %ymm@4
  vpclmulqdq $17, %ymm@1, %ymm@3, %ymm@9
  vpclmulqdq $16, %ymm@1, %ymm@3, %ymm@3
  vpxor %ymm@3, %ymm@4, %ymm@3
  vpxor %ymm@3, %ymm@5, %ymm@3
  vmovdqa 608(%rsp), %ymm@4
  vpclmulqdq $0, %ymm@4, %ymm@0, %ymm@1
  vpxor %ymm@1, %ymm@6, %ymm@1
  vpxor %ymm@1, %ymm@7, %ymm@1
  vpclmulqdq $17, %ymm@4, %ymm@0, %ymm@5
  vpxor %ymm@5, %ymm@9, %ymm@5
  vpxor %ymm@5, %ymm@8, %ymm@5
  vpclmulqdq $1, %ymm@4, %ymm@0, %ymm@6
  vpclmulqdq $16, %ymm@4, %ymm@0, %ymm@0
  vpxor %ymm@0, %ymm@6, %ymm@0
  vpxor %ymm@0, %ymm@3, %ymm@0
  vpslldq $8, %ymm@0, %ymm@3
  vpxor %ymm@3, %ymm@1, %ymm@3
  vpsrldq $8, %ymm@0, %ymm@0
  vpxor %ymm@0, %ymm@5, %ymm@0
  vpclmulqdq $0, %ymm@10, %ymm@3, %ymm@4
  vpshufd $78, %ymm@3, %ymm@3
  vpxor %ymm@3, %ymm@4, %ymm@3
  vpclmulqdq $0, %ymm@10, %ymm@3, %ymm@4
  vpshufd $78, %ymm@3, %ymm@3
  vpxor %ymm@3, %ymm@0, %ymm@0
  vpxor %ymm@4, %ymm@0, %ymm@0
  vextracti128 $1, %ymm@0, %xmm@3
  vpxor %xmm@0, %xmm@3, %xmm@0
L6:
  shlq $4, %r10
  vmovdqa %xmm@2, 96(%rsp)
  vmovdqa %xmm@0, 352(%rsp)
  leaq 96(%rsp), %rcx
  leaq 352(%rsp), %r8
  movq 24(%rsp), %rdi
  movq %r12, %rsi
  movq %r15, %rdx
  movq %r14, %r9
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
L2:
  leaq C18(%rip), %rdi
  leaq C19(%rip), %rdx
  movl $45, %esi
  vzeroupper
  callq *core::option::expect_failed(%rip)
L3:
  leaq C18(%rip), %rdi
  leaq C20(%rip), %rdx
  movl $45, %esi
  vzeroupper
  callq *core::option::expect_failed(%rip)
L7:
  leaq C21(%rip), %rcx
  xorl %edi, %edi
  vzeroupper
  callq *core::slice::index::slice_index_fail(%rip)
L8:
  leaq C22(%rip), %rcx
  xorl %edi, %edi
  movq %rax, %rdx
  vzeroupper
  callq *core::slice::index::slice_index_fail(%rip)
== hw_gcm::arch::x86_64::vaes_avx512::open#0
  pushq %rbp
  movq %rsp, %rbp
  pushq %r15
  pushq %r14
  pushq %r13
  pushq %r12
  pushq %rbx
  andq $-64, %rsp
  subq $768, %rsp
  movq %r8, %r13
  movq %rcx, %r14
  movq %rsi, %rbx
  vmovq (%rdx), %xmm@0
  vpinsrd $2, 8(%rdx), %xmm@0, %xmm@0
  movq %rdi, 16(%rsp)
  leaq 240(%rsi), %rsi
  vmovdqu64 240(%rbx), %zmm@1
  vmovdqu64 304(%rbx), %zmm@2
  vpblendd $8, C0(%rip), %xmm@0, %xmm@0
  vmovdqa %xmm@0, 176(%rsp)
  vpshufb C1(%rip), %xmm@0, %xmm@0
  movq 8(%r9), %r15
  vpxor %xmm@3, %xmm@3, %xmm@3
  vmovdqa64 %zmm@3, 448(%rsp)
  vpxor %xmm@4, %xmm@4, %xmm@4
  cmpq $113, %r15
  jb L0
  vshufi64x2 $0, %zmm@1, %zmm@1, %zmm@3
  vpclmulqdq $0, %zmm@3, %zmm@1, %zmm@4
  vpclmulqdq $17, %zmm@3, %zmm@1, %zmm@5
  vpclmulqdq $1, %zmm@3, %zmm@1, %zmm@6
  vpclmulqdq $16, %zmm@3, %zmm@1, %zmm@7
  vpxorq %zmm@6, %zmm@7, %zmm@6
  vpslldq $8, %zmm@6, %zmm@7
  vpxord %zmm@4, %zmm@7, %zmm@4
  vpsrldq $8, %zmm@6, %zmm@6
  vpxorq %zmm@6, %zmm@5, %zmm@5
  vpbroadcastq C2(%rip), %zmm@6
  vpclmulqdq $0, %zmm@6, %zmm@4, %zmm@7
  vpshufd $78, %zmm@4, %zmm@4
  vpxorq %zmm@4, %zmm@7, %zmm@4
  vpclmulqdq $0, %zmm@6, %zmm@4, %zmm@7
  vpshufd $78, %zmm@4, %zmm@4
  vpternlogq $150, %zmm@7, %zmm@5, %zmm@4
  vmovdqa64 %zmm@4, 448(%rsp)
  vpclmulqdq $0, %zmm@3, %zmm@2, %zmm@4
  vpclmulqdq $17, %zmm@3, %zmm@2, %zmm@5
  vpclmulqdq $1, %zmm@3, %zmm@2, %zmm@7
  vpclmulqdq $16, %zmm@3, %zmm@2, %zmm@3
  vpxorq %zmm@7, %zmm@3, %zmm@3
  vpslldq $8, %zmm@3, %zmm@7
  vpxord %zmm@4, %zmm@7, %zmm@4
  vpsrldq $8, %zmm@3, %zmm@3
  vpxorq %zmm@3, %zmm@5, %zmm@3
  vpclmulqdq $0, %zmm@6, %zmm@4, %zmm@5
  vpshufd $78, %zmm@4, %zmm@4
  vpxorq %zmm@4, %zmm@5, %zmm@4
  vpclmulqdq $0, %zmm@6, %zmm@4, %zmm@5
  vpshufd $78, %zmm@4, %zmm@4
  vpternlogq $150, %zmm@5, %zmm@3, %zmm@4
L0:
  vmovdqa64 %zmm@1, 64(%rsp)
  vmovdqa64 %zmm@4, 512(%rsp)
  vmovdqa64 %zmm@2, 576(%rsp)
  vshufi64x2 $0, %zmm@0, %zmm@0, %zmm@0
  vmovdqa64 %zmm@0, 640(%rsp)
  movq %r9, %r12
  movq (%r9), %rax
  movq %rax, 24(%rsp)
  movq %r15, 56(%rsp)
  shrq $8, %r15
  vmovapd 352(%rbx), %xmm@0
  vmovapd %xmm@0, 160(%rsp)
  movq %r13, %r8
  shrq $4, %r8
  vxorpd %xmm@0, %xmm@0, %xmm@0
  vmovapd %xmm@0, 192(%rsp)
  leaq 32(%rsp), %rdi
  leaq 192(%rsp), %rdx
  movq %r14, %rcx
  vzeroupper
  callq hw_polyval::arch::x86_64::aesni_clmul::absorb
  movq %r13, %rdx
  andq $15, %rdx
  je L1
  movabsq $9223372036854775792, %rax
  andq %r13, %rax
  addq %rax, %r14
  vxorpd %xmm@0, %xmm@0, %xmm@0
  vmovapd %xmm@0, 192(%rsp)
  leaq 192(%rsp), %rdi
  movq %r14, %rsi
  callq *memcpy@GOTPCREL(%rip)
  vmovdqa 192(%rsp), %xmm@0
  vpshufb C1(%rip), %xmm@0, %xmm@0
  vpxor 32(%rsp), %xmm@0, %xmm@0
  vmovdqa 160(%rsp), %xmm@6
  vpclmulqdq $0, %xmm@6, %xmm@0, %xmm@3
  vpclmulqdq $17, %xmm@6, %xmm@0, %xmm@4
  vpclmulqdq $1, %xmm@6, %xmm@0, %xmm@5
  vpclmulqdq $16, %xmm@6, %xmm@0, %xmm@0
  vpxor %xmm@5, %xmm@0, %xmm@0
  vpslldq $8, %xmm@0, %xmm@5
  vpxor %xmm@5, %xmm@3, %xmm@3
  vpsrldq $8, %xmm@0, %xmm@0
  movabsq $-4467570830351532032, %rax
  vmovq %rax, %xmm@5
  vpclmulqdq $0, %xmm@5, %xmm@3, %xmm@6
  vpshufd $78, %xmm@3, %xmm@3
  vpxor %xmm@3, %xmm@6, %xmm@3
  vpclmulqdq $0, %xmm@5, %xmm@3, %xmm@5
  vpxor %xmm@4, %xmm@5, %xmm@4
  vpshufd $78, %xmm@3, %xmm@3
  vpternlogq $150, %xmm@0, %xmm@4, %xmm@3
  vmovdqa %xmm@3, 32(%rsp)
L1:
  vmovdqa64 640(%rsp), %zmm@0
  vpaddd C3(%rip), %zmm@0, %zmm@3
  testq %r15, %r15
  je L2
  movq 56(%rsp), %rsi
  andq $-256, %rsi
  movq 24(%r12), %rdx
  cmpq %rdx, %rsi
  movq 24(%rsp), %r14
  ja L3
  movq 16(%r12), %rax
  vpshufb C4(%rip), %zmm@3, %zmm@8
  vmovaps 32(%rsp), %xmm@9
  movq hw_gcm::arch::x86_64::vaes_avx512::CONSTS(%rip), %rcx
  movl $2, %edx
  vpxor %xmm@6, %xmm@6, %xmm@6
  movq %r14, %rdi
  vxorpd %xmm@7, %xmm@7, %xmm@7
  vpxor %xmm@2, %xmm@2, %xmm@2
  vpxor %xmm@1, %xmm@1, %xmm@1
  vmovdqa64 448(%rsp), %zmm@10
  vmovdqa64 512(%rsp), %zmm@11
  vmovdqa64 64(%rsp), %zmm@12
  vmovdqa64 576(%rsp), %zmm@13
  testq %r15, %r15
  je C5
  vbroadcasti32x4 (%rbx), %zmm@14
  vbroadcasti32x4 224(%rbx), %zmm@15
  vbroadcasti32x4 80(%rbx), %zmm@16
  vbroadcasti32x4 96(%rbx), %zmm@17
  vbroadcasti32x4 112(%rbx), %zmm@18
  vbroadcasti32x4 128(%rbx), %zmm@19
  vbroadcasti32x4 144(%rbx), %zmm@20
  vbroadcasti32x4 160(%rbx), %zmm@21
  vbroadcasti32x4 176(%rbx), %zmm@22
  vbroadcasti32x4 192(%rbx), %zmm@23
  vbroadcasti32x4 208(%rbx), %zmm@24
  vmovdqa64 128(%rcx), %zmm@25
  vmovdqa64 192(%rcx), %zmm@26
  vmovdqu64 (%rdi), %zmm@6
  vmovdqu64 64(%rdi), %zmm@7
  vmovdqu64 128(%rdi), %zmm@2
  vmovdqu64 192(%rdi), %zmm@1
  vpshufb %zmm@25, %zmm@6, %zmm@6
  vpshufb %zmm@25, %zmm@7, %zmm@7
  vpshufb %zmm@25, %zmm@2, %zmm@2
  vpshufb %zmm@25, %zmm@1, %zmm@1
  cmpb $237, %dl
  jae C6
  vpaddd %zmm@26, %zmm@8, %zmm@3
  vpxorq %zmm@14, %zmm@8, %zmm@0
  vpaddd %zmm@26, %zmm@3, %zmm@4
  vpxorq %zmm@14, %zmm@3, %zmm@3
  vpaddd %zmm@26, %zmm@4, %zmm@5
  vpxorq %zmm@14, %zmm@4, %zmm@4
  vpaddd %zmm@26, %zmm@5, %zmm@8
  vpxorq %zmm@14, %zmm@5, %zmm@5
  vpxorq %zmm@9, %zmm@6, %zmm@27
  vpclmulqdq $0, %zmm@10, %zmm@27, %zmm@28
  vpclmulqdq $17, %zmm@10, %zmm@27, %zmm@29
  vbroadcasti32x4 16(%rbx), %zmm@30
  vaesenc %zmm@30, %zmm@0, %zmm@0
  vaesenc %zmm@30, %zmm@3, %zmm@3
  vaesenc %zmm@30, %zmm@4, %zmm@4
  vaesenc %zmm@30, %zmm@5, %zmm@5
  vpclmulqdq $1, %zmm@10, %zmm@27, %zmm@31
  vpclmulqdq $16, %zmm@10, %zmm@27, %zmm@27
  vpxorq %zmm@27, %zmm@31, %zmm@31
  vbroadcasti32x4 32(%rbx), %zmm@30
  vaesenc %zmm@30, %zmm@0, %zmm@0
  vaesenc %zmm@30, %zmm@3, %zmm@3
  vaesenc %zmm@30, %zmm@4, %zmm@4
  vaesenc %zmm@30, %zmm@5, %zmm@5
  vpclmulqdq $0, %zmm@11, %zmm@7, %zmm@27
  vpclmulqdq $0, %zmm@12, %zmm@2, %zmm@30
  vpternlogq $150, %zmm@30, %zmm@27, %zmm@28
  vbroadcasti32x4 48(%rbx), %zmm@30
  vaesenc %zmm@30, %zmm@0, %zmm@0
  vaesenc %zmm@30, %zmm@3, %zmm@3
  vaesenc %zmm@30, %zmm@4, %zmm@4
  vaesenc %zmm@30, %zmm@5, %zmm@5
  vpclmulqdq $17, %zmm@11, %zmm@7, %zmm@27
  vpclmulqdq $17, %zmm@12, %zmm@2, %zmm@30
  vpternlogq $150, %zmm@30, %zmm@27, %zmm@29
  vbroadcasti32x4 64(%rbx), %zmm@30
  vaesenc %zmm@30, %zmm@0, %zmm@0
  vaesenc %zmm@30, %zmm@3, %zmm@3
  vaesenc %zmm@30, %zmm@4, %zmm@4
  vaesenc %zmm@30, %zmm@5, %zmm@5
  vpclmulqdq $1, %zmm@11, %zmm@7, %zmm@27
  vpclmulqdq $16, %zmm@11, %zmm@7, %zmm@30
  vpternlogq $150, %zmm@30, %zmm@27, %zmm@31
  vaesenc %zmm@16, %zmm@0, %zmm@0
  vaesenc %zmm@16, %zmm@3, %zmm@3
  vaesenc %zmm@16, %zmm@4, %zmm@4
  vaesenc %zmm@16, %zmm@5, %zmm@5
  vpclmulqdq $1, %zmm@12, %zmm@2, %zmm@27
  vpclmulqdq $16, %zmm@12, %zmm@2, %zmm@30
  vpternlogq $150, %zmm@30, %zmm@27, %zmm@31
  vaesenc %zmm@17, %zmm@0, %zmm@0
  vaesenc %zmm@17, %zmm@3, %zmm@3
  vaesenc %zmm@17, %zmm@4, %zmm@4
  vaesenc %zmm@17, %zmm@5, %zmm@5
  vpclmulqdq $1, %zmm@13, %zmm@1, %zmm@27
  vpclmulqdq $16, %zmm@13, %zmm@1, %zmm@30
  vpternlogq $150, %zmm@30, %zmm@27, %zmm@31
  vaesenc %zmm@18, %zmm@0, %zmm@0
  vaesenc %zmm@18, %zmm@3, %zmm@3
  vaesenc %zmm@18, %zmm@4, %zmm@4
  vaesenc %zmm@18, %zmm@5, %zmm@5
  vpclmulqdq $0, %zmm@13, %zmm@1, %zmm@27
  vpxorq %zmm@27, %zmm@28, %zmm@28
  vpclmulqdq $17, %zmm@13, %zmm@1, %zmm@30
  vpxorq %zmm@30, %zmm@29, %zmm@29
  vaesenc %zmm@19, %zmm@0, %zmm@0
  vaesenc %zmm@19, %zmm@3, %zmm@3
  vaesenc %zmm@19, %zmm@4, %zmm@4
  vaesenc %zmm@19, %zmm@5, %zmm@5
  vpclmulqdq $0, (%rcx), %zmm@28, %zmm@27
  vpshufd $78, %zmm@28, %zmm@28
  vpternlogq $150, %zmm@27, %zmm@28, %zmm@31
  vaesenc %zmm@20, %zmm@0, %zmm@0
  vaesenc %zmm@20, %zmm@3, %zmm@3
  vaesenc %zmm@20, %zmm@4, %zmm@4
  vaesenc %zmm@20, %zmm@5, %zmm@5
  vpclmulqdq $0, (%rcx), %zmm@31, %zmm@27
  vpshufd $78, %zmm@31, %zmm@31
  vpternlogq $150, %zmm@27, %zmm@31, %zmm@29
  vaesenc %zmm@21, %zmm@0, %zmm@0
  vaesenc %zmm@21, %zmm@3, %zmm@3
  vaesenc %zmm@21, %zmm@4, %zmm@4
  vaesenc %zmm@21, %zmm@5, %zmm@5
  vextracti64x4 $1, %zmm@29, %ymm@27
  vpxorq %ymm@27, %ymm@29, %ymm@29
  vaesenc %zmm@22, %zmm@0, %zmm@0
  vaesenc %zmm@22, %zmm@3, %zmm@3
  vaesenc %zmm@22, %zmm@4, %zmm@4
  vaesenc %zmm@22, %zmm@5, %zmm@5
  vextracti32x4 $1, %ymm@29, %xmm@27
  vpxorq %xmm@27, %xmm@29, %xmm@9
  vpshufb %zmm@25, %zmm@6, %zmm@28
  vpshufb %zmm@25, %zmm@7, %zmm@31
  vpxorq %zmm@15, %zmm@28, %zmm@28
  vpxorq %zmm@15, %zmm@31, %zmm@31
  vaesenc %zmm@23, %zmm@0, %zmm@0
  vaesenc %zmm@23, %zmm@3, %zmm@3
  vaesenc %zmm@23, %zmm@4, %zmm@4
  vaesenc %zmm@23, %zmm@5, %zmm@5
  vaesenc %zmm@24, %zmm@0, %zmm@0
  vaesenc %zmm@24, %zmm@3, %zmm@3
  vaesenc %zmm@24, %zmm@4, %zmm@4
  vaesenc %zmm@24, %zmm@5, %zmm@5
  vpshufb %zmm@25, %zmm@2, %zmm@27
  vpshufb %zmm@25, %zmm@1, %zmm@30
  vpxorq %zmm@15, %zmm@27, %zmm@27
  vpxorq %zmm@15, %zmm@30, %zmm@30
  vaesenclast %zmm@28, %zmm@0, %zmm@0
  vaesenclast %zmm@31, %zmm@3, %zmm@3
  vaesenclast %zmm@27, %zmm@4, %zmm@4
  vaesenclast %zmm@30, %zmm@5, %zmm@5
  vmovdqu64 %zmm@0, (%rax)
  vmovdqu64 %zmm@3, 64(%rax)
  vmovdqu64 %zmm@4, 128(%rax)
  vmovdqu64 %zmm@5, 192(%rax)
  addq $256, %rdi
  addq $256, %rax
  addl $16, %edx
  decq %r15
  jne C7
  jmp C5
  vpshufb %zmm@25, %zmm@8, %zmm@27
  vpxorq %zmm@14, %zmm@8, %zmm@0
  vpaddd 64(%rcx), %zmm@27, %zmm@27
  vpshufb %zmm@25, %zmm@27, %zmm@3
  vpaddd 64(%rcx), %zmm@27, %zmm@27
  vpshufb %zmm@25, %zmm@27, %zmm@4
  vpaddd 64(%rcx), %zmm@27, %zmm@27
  vpshufb %zmm@25, %zmm@27, %zmm@5
  vpaddd 64(%rcx), %zmm@27, %zmm@27
  vpshufb %zmm@25, %zmm@27, %zmm@8
  vpxorq %zmm@14, %zmm@3, %zmm@3
  vpxorq %zmm@14, %zmm@4, %zmm@4
  vpxorq %zmm@14, %zmm@5, %zmm@5
  jmp C8
  vpshufb C4(%rip), %zmm@8, %zmm@3
  vmovdqa %xmm@9, 32(%rsp)
  jmp L4
L2:
  vmovdqa 32(%rsp), %xmm@9
  xorl %esi, %esi
  movq 24(%rsp), %r14
L4:
  movq 56(%rsp), %r15
  movzbl %r15b, %eax
  vmovq %r13, %xmm@0
  vmovq %r15, %xmm@4
  vpunpcklqdq %xmm@0, %xmm@4, %xmm@0
  vpsllq $3, %xmm@0, %xmm@0
  leaq -241(%rax), %r8
  movl %r15d, %ecx
  shrl $6, %ecx
  andl $3, %ecx
  movl %r15d, %edx
  andl $63, %edx
  cmpq $1, %rdx
  sbbq $-1, %rcx
  cmpq $3, %rcx
  ja L5
  leaq C9(%rip), %rdx
  movslq (%rdx,%rcx,4), %rcx
  addq %rdx, %rcx
  vmovdqa64 576(%rsp), %zmm@27
  vmovdqa64 512(%rsp), %zmm@30
  jmpq *%rcx
L6:
  movq 24(%r12), %rdx
  cmpq %rdx, %rsi
  ja L7
  movq $-1, %rdi
  movq $-1, %rdx
  movl %eax, %ecx
  shlq %cl, %rdx
  cmpq $64, %rax
  notq %rdx
  cmovaeq %rdi, %rdx
  shrl $4, %eax
  andl $15, %r15d
  cmpq $1, %r15
  sbbq $-1, %rax
  vbroadcasti32x4 (%rbx), %zmm@4
  vmovdqa64 C4(%rip), %zmm@5
  vpshufb %zmm@5, %zmm@3, %zmm@3
  vpxord %zmm@3, %zmm@4, %zmm@3
  vbroadcasti32x4 16(%rbx), %zmm@4
  vaesenc %zmm@4, %zmm@3, %zmm@3
  vbroadcasti32x4 32(%rbx), %zmm@4
  vaesenc %zmm@4, %zmm@3, %zmm@3
  vbroadcasti32x4 48(%rbx), %zmm@4
  vaesenc %zmm@4, %zmm@3, %zmm@3
  vbroadcasti32x4 64(%rbx), %zmm@4
  vaesenc %zmm@4, %zmm@3, %zmm@3
  vbroadcasti32x4 80(%rbx), %zmm@4
  vaesenc %zmm@4, %zmm@3, %zmm@3
  vbroadcasti32x4 96(%rbx), %zmm@4
  vaesenc %zmm@4, %zmm@3, %zmm@3
  vbroadcasti32x4 112(%rbx), %zmm@4
  vaesenc %zmm@4, %zmm@3, %zmm@3
  vbroadcasti32x4 128(%rbx), %zmm@4
  vaesenc %zmm@4, %zmm@3, %zmm@3
  vbroadcasti32x4 144(%rbx), %zmm@4
  vaesenc %zmm@4, %zmm@3, %zmm@3
  vbroadcasti32x4 160(%rbx), %zmm@4
  vaesenc %zmm@4, %zmm@3, %zmm@3
  vbroadcasti32x4 176(%rbx), %zmm@4
  vaesenc %zmm@4, %zmm@3, %zmm@3
  vbroadcasti32x4 192(%rbx), %zmm@4
  vaesenc %zmm@4, %zmm@3, %zmm@3
  vbroadcasti32x4 208(%rbx), %zmm@4
  vaesenc %zmm@4, %zmm@3, %zmm@3
  vbroadcasti32x4 224(%rbx), %zmm@4
  vaesenclast %zmm@4, %zmm@3, %zmm@3
  movq 16(%r12), %rcx
  kmovq %rdx, %k1
  vmovdqu8 (%r14,%rsi), %zmm@4 {%k1} {z}
  vpxorq %zmm@3, %zmm@4, %zmm@3
  vmovdqu8 %zmm@3, (%rcx,%rsi) {%k1}
  vpshufb %zmm@5, %zmm@4, %zmm@3
  cmpl $-240, %r8d
  jae L8
  movl %eax, %ecx
  andl $28, %ecx
  cmpl $4, %ecx
  setne %cl
  jmp L9
L10:
  movq 24(%r12), %rdx
  cmpq %rdx, %rsi
  ja L7
  vbroadcasti32x4 (%rbx), %zmm@4
  vbroadcasti32x4 16(%rbx), %zmm@5
  vbroadcasti32x4 32(%rbx), %zmm@6
  vbroadcasti32x4 48(%rbx), %zmm@7
  vbroadcasti32x4 64(%rbx), %zmm@2
  vbroadcasti32x4 80(%rbx), %zmm@1
  vbroadcasti32x4 96(%rbx), %zmm@25
  vbroadcasti32x4 112(%rbx), %zmm@8
  vbroadcasti32x4 128(%rbx), %zmm@26
  vbroadcasti32x4 144(%rbx), %zmm@10
  vbroadcasti32x4 160(%rbx), %zmm@11
  vbroadcasti32x4 176(%rbx), %zmm@12
  vbroadcasti32x4 192(%rbx), %zmm@13
  vbroadcasti32x4 208(%rbx), %zmm@14
  vbroadcasti32x4 224(%rbx), %zmm@15
  movq 16(%r12), %rdi
  vmovdqa64 C4(%rip), %zmm@28
  vpshufb %zmm@28, %zmm@3, %zmm@31
  vpxord %zmm@31, %zmm@4, %zmm@31
  vaesenc %zmm@5, %zmm@31, %zmm@31
  vaesenc %zmm@6, %zmm@31, %zmm@31
  vaesenc %zmm@7, %zmm@31, %zmm@31
  vaesenc %zmm@2, %zmm@31, %zmm@31
  vaesenc %zmm@1, %zmm@31, %zmm@31
  vaesenc %zmm@25, %zmm@31, %zmm@31
  vaesenc %zmm@8, %zmm@31, %zmm@31
  vaesenc %zmm@26, %zmm@31, %zmm@31
  vaesenc %zmm@10, %zmm@31, %zmm@31
  vaesenc %zmm@11, %zmm@31, %zmm@31
  vaesenc %zmm@12, %zmm@31, %zmm@31
  vaesenc %zmm@13, %zmm@31, %zmm@31
  vaesenc %zmm@14, %zmm@31, %zmm@31
  vaesenclast %zmm@15, %zmm@31, %zmm@31
  movq $-1, %r9
  movq $-1, %r10
  movl %eax, %ecx
  shlq %cl, %r10
  cmpq $64, %rax
  notq %r10
  cmovaeq %r9, %r10
  kmovq %r10, %k1
  vmovdqu8 (%r14,%rsi), %zmm@29 {%k1} {z}
  vpxorq %zmm@31, %zmm@29, %zmm@31
  vmovdqu8 %zmm@31, (%rdi,%rsi) {%k1}
  vpshufb %zmm@28, %zmm@29, %zmm@28
  vmovdqa64 %zmm@28, 192(%rsp)
  orq $64, %rsi
  cmpq %r15, %rsi
  ja L11
  cmpq %rdx, %rsi
  ja L7
  vpaddd C10(%rip), %zmm@3, %zmm@3
  vpshufb C4(%rip), %zmm@3, %zmm@3
  vpxord %zmm@3, %zmm@4, %zmm@3
  vaesenc %zmm@5, %zmm@3, %zmm@3
  vaesenc %zmm@6, %zmm@3, %zmm@3
  vaesenc %zmm@7, %zmm@3, %zmm@3
  vaesenc %zmm@2, %zmm@3, %zmm@3
  vaesenc %zmm@1, %zmm@3, %zmm@3
  vaesenc %zmm@25, %zmm@3, %zmm@3
  vaesenc %zmm@8, %zmm@3, %zmm@3
  vaesenc %zmm@26, %zmm@3, %zmm@3
  vaesenc %zmm@10, %zmm@3, %zmm@3
  vaesenc %zmm@11, %zmm@3, %zmm@3
  vaesenc %zmm@12, %zmm@3, %zmm@3
  vaesenc %zmm@13, %zmm@3, %zmm@3
  vaesenc %zmm@14, %zmm@3, %zmm@3
  vaesenclast %zmm@15, %zmm@3, %zmm@3
  leaq -64(%rax), %rdx
  movq $-1, %r10
  movl %eax, %ecx
  shlq %cl, %r10
  cmpq $64, %rdx
  notq %r10
  cmovaeq %r9, %r10
  shrl $4, %eax
  andl $15, %r15d
  cmpq $1, %r15
  sbbq $-1, %rax
  kmovq %r10, %k1
  vmovdqu8 (%r14,%rsi), %zmm@4 {%k1} {z}
  vpxorq %zmm@3, %zmm@4, %zmm@3
  vmovdqu8 %zmm@3, (%rdi,%rsi) {%k1}
  vpshufb C4(%rip), %zmm@4, %zmm@3
  vmovdqa64 %zmm@3, 256(%rsp)
  cmpl $-240, %r8d
  jae L12
  movl %eax, %ecx
  andl $28, %ecx
  cmpl $8, %ecx
  setne %cl
  jmp L13
L14:
  movq 24(%r12), %rdx
  cmpq %rdx, %rsi
  ja L7
  vbroadcasti32x4 (%rbx), %zmm@4
  vmovdqa64 C4(%rip), %zmm@28
  vbroadcasti32x4 16(%rbx), %zmm@5
  vbroadcasti32x4 32(%rbx), %zmm@6
  vbroadcasti32x4 48(%rbx), %zmm@7
  vbroadcasti32x4 64(%rbx), %zmm@2
  vbroadcasti32x4 80(%rbx), %zmm@1
  vbroadcasti32x4 96(%rbx), %zmm@25
  vbroadcasti32x4 112(%rbx), %zmm@8
  vbroadcasti32x4 128(%rbx), %zmm@26
  vbroadcasti32x4 144(%rbx), %zmm@10
  vbroadcasti32x4 160(%rbx), %zmm@11
  vbroadcasti32x4 176(%rbx), %zmm@12
  vbroadcasti32x4 192(%rbx), %zmm@13
  vbroadcasti32x4 208(%rbx), %zmm@14
  vbroadcasti32x4 224(%rbx), %zmm@15
  vpshufb %zmm@28, %zmm@3, %zmm@31
  vpxord %zmm@31, %zmm@4, %zmm@31
  vaesenc %zmm@5, %zmm@31, %zmm@31
  vaesenc %zmm@6, %zmm@31, %zmm@31
  vaesenc %zmm@7, %zmm@31, %zmm@31
  vaesenc %zmm@2, %zmm@31, %zmm@31
  vaesenc %zmm@1, %zmm@31, %zmm@31
  vaesenc %zmm@25, %zmm@31, %zmm@31
  vaesenc %zmm@8, %zmm@31, %zmm@31
  vaesenc %zmm@26, %zmm@31, %zmm@31
  vaesenc %zmm@10, %zmm@31, %zmm@31
  vaesenc %zmm@11, %zmm@31, %zmm@31
  vaesenc %zmm@12, %zmm@31, %zmm@31
  vaesenc %zmm@13, %zmm@31, %zmm@31
  vaesenc %zmm@14, %zmm@31, %zmm@31
  vaesenclast %zmm@15, %zmm@31, %zmm@31
  movq 16(%r12), %r9
  movq $-1, %rdi
  movq $-1, %r10
  movl %eax, %ecx
  shlq %cl, %r10
  cmpq $64, %rax
  notq %r10
  cmovaeq %rdi, %r10
  kmovq %r10, %k1
  vmovdqu8 (%r14,%rsi), %zmm@29 {%k1} {z}
  vpxorq %zmm@31, %zmm@29, %zmm@31
  vmovdqu8 %zmm@31, (%r9,%rsi) {%k1}
  vpshufb %zmm@28, %zmm@29, %zmm@31
  vmovdqa64 %zmm@31, 192(%rsp)
  movq %rsi, %rdi
  orq $64, %rdi
  cmpq %r15, %rdi
  ja L15
  cmpq %rdx, %rdi
  ja L16
  vpaddd C10(%rip), %zmm@3, %zmm@31
  vpshufb %zmm@28, %zmm@31, %zmm@31
  vpxord %zmm@31, %zmm@4, %zmm@31
  vaesenc %zmm@5, %zmm@31, %zmm@31
  vaesenc %zmm@6, %zmm@31, %zmm@31
  vaesenc %zmm@7, %zmm@31, %zmm@31
  vaesenc %zmm@2, %zmm@31, %zmm@31
  vaesenc %zmm@1, %zmm@31, %zmm@31
  vaesenc %zmm@25, %zmm@31, %zmm@31
  vaesenc %zmm@8, %zmm@31, %zmm@31
  vaesenc %zmm@26, %zmm@31, %zmm@31
  vaesenc %zmm@10, %zmm@31, %zmm@31
  vaesenc %zmm@11, %zmm@31, %zmm@31
  vaesenc %zmm@12, %zmm@31, %zmm@31
  vaesenc %zmm@13, %zmm@31, %zmm@31
  vaesenc %zmm@14, %zmm@31, %zmm@31
  vaesenclast %zmm@15, %zmm@31, %zmm@31
  leaq -64(%rax), %r10
  movq $-1, %r11
  movq $-1, %r14
  movl %eax, %ecx
  shlq %cl, %r14
  cmpq $64, %r10
  notq %r14
  cmovaeq %r11, %r14
  kmovq %r14, %k1
  movq 24(%rsp), %r11
  vmovdqu8 (%r11,%rdi), %zmm@29 {%k1} {z}
  vpxorq %zmm@31, %zmm@29, %zmm@31
  vpshufb C4(%rip), %zmm@29, %zmm@29
  vmovdqu8 %zmm@31, (%r9,%rdi) {%k1}
  vmovdqa64 %zmm@29, 256(%rsp)
  orq $128, %rsi
  cmpq %r15, %rsi
  ja L17
  cmpq %rdx, %rsi
  ja L7
  vpaddd C11(%rip), %zmm@3, %zmm@3
  vpshufb %zmm@28, %zmm@3, %zmm@3
  vpxord %zmm@3, %zmm@4, %zmm@3
  vaesenc %zmm@5, %zmm@3, %zmm@3
  vaesenc %zmm@6, %zmm@3, %zmm@3
  vaesenc %zmm@7, %zmm@3, %zmm@3
  vaesenc %zmm@2, %zmm@3, %zmm@3
  vaesenc %zmm@1, %zmm@3, %zmm@3
  vaesenc %zmm@25, %zmm@3, %zmm@3
  vaesenc %zmm@8, %zmm@3, %zmm@3
  vaesenc %zmm@26, %zmm@3, %zmm@3
  vaesenc %zmm@10, %zmm@3, %zmm@3
  vaesenc %zmm@11, %zmm@3, %zmm@3
  vaesenc %zmm@12, %zmm@3, %zmm@3
  vaesenc %zmm@13, %zmm@3, %zmm@3
  vaesenc %zmm@14, %zmm@3, %zmm@3
  vaesenclast %zmm@15, %zmm@3, %zmm@3
  leaq -128(%rax), %rdx
  movq $-1, %rdi
  movq $-1, %r10
  movl %eax, %ecx
  shlq %cl, %r10
  cmpq $64, %rdx
  notq %r10
  cmovaeq %rdi, %r10
  shrl $4, %eax
  andl $15, %r15d
  cmpq $1, %r15
  sbbq $-1, %rax
  kmovq %r10, %k1
  vmovdqu8 (%r11,%rsi), %zmm@4 {%k1} {z}
  vpxorq %zmm@3, %zmm@4, %zmm@3
  vmovdqu8 %zmm@3, (%r9,%rsi) {%k1}
  vpshufb C4(%rip), %zmm@4, %zmm@3
  vmovdqa64 %zmm@3, 320(%rsp)
  cmpl $-240, %r8d
  jae L18
  movl %eax, %ecx
  andl $28, %ecx
  cmpl $12, %ecx
  setne %cl
  jmp L19
L5:
  movq 24(%r12), %rdx
  cmpq %rdx, %rsi
  vmovdqa64 576(%rsp), %zmm@27
  vmovdqa64 512(%rsp), %zmm@30
  ja L7
  vbroadcasti32x4 (%rbx), %zmm@4
  vmovdqa64 C4(%rip), %zmm@28
  vbroadcasti32x4 16(%rbx), %zmm@5
  vbroadcasti32x4 32(%rbx), %zmm@6
  vbroadcasti32x4 48(%rbx), %zmm@7
  vbroadcasti32x4 64(%rbx), %zmm@2
  vbroadcasti32x4 80(%rbx), %zmm@1
  vbroadcasti32x4 96(%rbx), %zmm@25
  vbroadcasti32x4 112(%rbx), %zmm@8
  vbroadcasti32x4 128(%rbx), %zmm@26
  vbroadcasti32x4 144(%rbx), %zmm@10
  vbroadcasti32x4 160(%rbx), %zmm@11
  vbroadcasti32x4 176(%rbx), %zmm@12
  vbroadcasti32x4 192(%rbx), %zmm@13
  vbroadcasti32x4 208(%rbx), %zmm@14
  vbroadcasti32x4 224(%rbx), %zmm@15
  vpshufb %zmm@28, %zmm@3, %zmm@31
  vpxord %zmm@31, %zmm@4, %zmm@31
  vaesenc %zmm@5, %zmm@31, %zmm@31
  vaesenc %zmm@6, %zmm@31, %zmm@31
  vaesenc %zmm@7, %zmm@31, %zmm@31
  vaesenc %zmm@2, %zmm@31, %zmm@31
  vaesenc %zmm@1, %zmm@31, %zmm@31
  vaesenc %zmm@25, %zmm@31, %zmm@31
  vaesenc %zmm@8, %zmm@31, %zmm@31
  vaesenc %zmm@26, %zmm@31, %zmm@31
  vaesenc %zmm@10, %zmm@31, %zmm@31
  vaesenc %zmm@11, %zmm@31, %zmm@31
  vaesenc %zmm@12, %zmm@31, %zmm@31
  vaesenc %zmm@13, %zmm@31, %zmm@31
  vaesenc %zmm@14, %zmm@31, %zmm@31
  vaesenclast %zmm@15, %zmm@31, %zmm@31
  movq 16(%r12), %r9
  movq $-1, %rdi
  movq $-1, %r10
  movl %eax, %ecx
  shlq %cl, %r10
  cmpq $64, %rax
  notq %r10
  cmovaeq %rdi, %r10
  kmovq %r10, %k1
  vmovdqu8 (%r14,%rsi), %zmm@29 {%k1} {z}
  vpxorq %zmm@31, %zmm@29, %zmm@31
  vmovdqu8 %zmm@31, (%r9,%rsi) {%k1}
  vpshufb %zmm@28, %zmm@29, %zmm@31
  vmovdqa64 %zmm@31, 192(%rsp)
  movq %rsi, %rdi
  orq $64, %rdi
  cmpq %r15, %rdi
  ja L15
  cmpq %rdx, %rdi
  ja L16
  vpaddd C10(%rip), %zmm@3, %zmm@31
  vpshufb %zmm@28, %zmm@31, %zmm@31
  vpxord %zmm@31, %zmm@4, %zmm@31
  vaesenc %zmm@5, %zmm@31, %zmm@31
  vaesenc %zmm@6, %zmm@31, %zmm@31
  vaesenc %zmm@7, %zmm@31, %zmm@31
  vaesenc %zmm@2, %zmm@31, %zmm@31
  vaesenc %zmm@1, %zmm@31, %zmm@31
  vaesenc %zmm@25, %zmm@31, %zmm@31
  vaesenc %zmm@8, %zmm@31, %zmm@31
  vaesenc %zmm@26, %zmm@31, %zmm@31
  vaesenc %zmm@10, %zmm@31, %zmm@31
  vaesenc %zmm@11, %zmm@31, %zmm@31
  vaesenc %zmm@12, %zmm@31, %zmm@31
  vaesenc %zmm@13, %zmm@31, %zmm@31
  vaesenc %zmm@14, %zmm@31, %zmm@31
  vaesenclast %zmm@15, %zmm@31, %zmm@31
  movq $-1, %r10
  movl %eax, %ecx
  shlq %cl, %r10
  leaq -64(%rax), %rcx
  movq $-1, %r11
  cmpq $64, %rcx
  notq %r10
  cmovaeq %r11, %r10
  kmovq %r10, %k1
  vmovdqu8 (%r14,%rdi), %zmm@29 {%k1} {z}
  vpxorq %zmm@31, %zmm@29, %zmm@31
  vmovdqu8 %zmm@31, (%r9,%rdi) {%k1}
  vpshufb C4(%rip), %zmm@29, %zmm@31
  vmovdqa64 %zmm@31, 256(%rsp)
  movq %rsi, %rdi
  orq $128, %rdi
  cmpq %r15, %rdi
  ja L15
  cmpq %rdx, %rdi
  ja L16
  vpaddd C11(%rip), %zmm@3, %zmm@31
  vpshufb %zmm@28, %zmm@31, %zmm@31
  vpxord %zmm@31, %zmm@4, %zmm@31
  vaesenc %zmm@5, %zmm@31, %zmm@31
  vaesenc %zmm@6, %zmm@31, %zmm@31
  vaesenc %zmm@7, %zmm@31, %zmm@31
  vaesenc %zmm@2, %zmm@31, %zmm@31
  vaesenc %zmm@1, %zmm@31, %zmm@31
  vaesenc %zmm@25, %zmm@31, %zmm@31
  vaesenc %zmm@8, %zmm@31, %zmm@31
  vaesenc %zmm@26, %zmm@31, %zmm@31
  vaesenc %zmm@10, %zmm@31, %zmm@31
  vaesenc %zmm@11, %zmm@31, %zmm@31
  vaesenc %zmm@12, %zmm@31, %zmm@31
  vaesenc %zmm@13, %zmm@31, %zmm@31
  vaesenc %zmm@14, %zmm@31, %zmm@31
  vaesenclast %zmm@15, %zmm@31, %zmm@31
  leaq -128(%rax), %r10
  movq $-1, %r14
  movl %eax, %ecx
  shlq %cl, %r14
  cmpq $64, %r10
  notq %r14
  cmovaeq %r11, %r14
  kmovq %r14, %k1
  movq 24(%rsp), %r11
  vmovdqu8 (%r11,%rdi), %zmm@29 {%k1} {z}
  vpxorq %zmm@31, %zmm@29, %zmm@31
  vpshufb C4(%rip), %zmm@29, %zmm@29
  vmovdqu8 %zmm@31, (%r9,%rdi) {%k1}
  vmovdqa64 %zmm@29, 320(%rsp)
  orq $192, %rsi
  cmpq %r15, %rsi
  ja L20
  cmpq %rdx, %rsi
  ja L7
  vpaddd C12(%rip), %zmm@3, %zmm@3
  vpshufb %zmm@28, %zmm@3, %zmm@3
  vpxord %zmm@3, %zmm@4, %zmm@3
  vaesenc %zmm@5, %zmm@3, %zmm@3
  vaesenc %zmm@6, %zmm@3, %zmm@3
  vaesenc %zmm@7, %zmm@3, %zmm@3
  vaesenc %zmm@2, %zmm@3, %zmm@3
  vaesenc %zmm@1, %zmm@3, %zmm@3
  vaesenc %zmm@25, %zmm@3, %zmm@3
  vaesenc %zmm@8, %zmm@3, %zmm@3
  vaesenc %zmm@26, %zmm@3, %zmm@3
  vaesenc %zmm@10, %zmm@3, %zmm@3
  vaesenc %zmm@11, %zmm@3, %zmm@3
  vaesenc %zmm@12, %zmm@3, %zmm@3
  vaesenc %zmm@13, %zmm@3, %zmm@3
  vaesenc %zmm@14, %zmm@3, %zmm@3
  vaesenclast %zmm@15, %zmm@3, %zmm@3
  leaq -192(%rax), %rdx
  movq $-1, %rdi
  movq $-1, %r10
  movl %eax, %ecx
  shlq %cl, %r10
  cmpq $64, %rdx
  notq %r10
  cmovaeq %rdi, %r10
  shrl $4, %eax
  andl $15, %r15d
  cmpq $1, %r15
  sbbq $-1, %rax
  kmovq %r10, %k1
  vmovdqu8 (%r11,%rsi), %zmm@4 {%k1} {z}
  vpxorq %zmm@3, %zmm@4, %zmm@3
  vmovdqu8 %zmm@3, (%r9,%rsi) {%k1}
  vpshufb C4(%rip), %zmm@4, %zmm@3
  vmovdqa64 %zmm@3, 384(%rsp)
  cmpl $-240, %r8d
  jae L21
  movl %eax, %ecx
  andl $28, %ecx
  cmpl $16, %ecx
  setne %cl
  jmp L22
L8:
  leal (,%rax,4), %ecx
  andb $12, %cl
  movl $15, %edx
  shll %cl, %edx
  kmovd %edx, %k1
  vshufi32x4 $0, %zmm@0, %zmm@0, %zmm@4 {%k1} {z}
  movq %rax, %rdi
  shrq $2, %rdi
  cmpq $1, %rdi
  setne %cl
  je L23
  testq %rdi, %rdi
  jne L24
  vpxord %zmm@3, %zmm@4, %zmm@3
L23:
  incq %rax
L9:
  movl $16, %edx
  subq %rax, %rdx
  movq %rdx, %rax
  shrq $2, %rax
  je L25
  cmpq $1, %rax
  je L26
  vpxor %xmm@5, %xmm@5, %xmm@5
  cmpq $2, %rax
  jne L27
  vmovdqa64 %zmm@27, %zmm@6
  vmovdqa64 64(%rsp), %zmm@30
  jmp L28
L12:
  leal (,%rax,4), %ecx
  andb $12, %cl
  movl $15, %edx
  shll %cl, %edx
  kmovd %edx, %k1
  vshufi32x4 $0, %zmm@0, %zmm@0, %zmm@3 {%k1} {z}
  movq %rax, %rdi
  shrq $2, %rdi
  cmpq $2, %rdi
  setne %cl
  je L29
  cmpq $7, %rax
  ja L30
  shlq $6, %rdi
  vpxord 192(%rsp,%rdi), %zmm@3, %zmm@4
  vmovdqa64 %zmm@4, 192(%rsp,%rdi)
L29:
  incq %rax
L13:
  movl $16, %edx
  subq %rax, %rdx
  movq %rdx, %rax
  shrq $2, %rax
  je L31
  vpxor %xmm@4, %xmm@4, %xmm@4
  cmpq $1, %rax
  je L32
  vpxor %xmm@5, %xmm@5, %xmm@5
  cmpq $2, %rax
  jne L33
  vmovdqa64 %zmm@27, %zmm@6
  vmovdqa64 64(%rsp), %zmm@30
  jmp L34
L18:
  leal (,%rax,4), %ecx
  andb $12, %cl
  movl $15, %edx
  shll %cl, %edx
  kmovd %edx, %k1
  vshufi32x4 $0, %zmm@0, %zmm@0, %zmm@3 {%k1} {z}
  movq %rax, %rdi
  shrq $2, %rdi
  cmpq $3, %rdi
  setne %cl
  je L35
  cmpq $11, %rax
  ja L36
  shlq $6, %rdi
  vpxord 192(%rsp,%rdi), %zmm@3, %zmm@4
  vmovdqa64 %zmm@4, 192(%rsp,%rdi)
L35:
  incq %rax
L19:
  movl $16, %edx
  subq %rax, %rdx
  movq %rdx, %rax
  shrq $2, %rax
  je L37
  vpxor %xmm@4, %xmm@4, %xmm@4
  cmpq $1, %rax
  je L38
  vpxor %xmm@5, %xmm@5, %xmm@5
  cmpq $2, %rax
  jne L39
  vmovdqa64 %zmm@27, %zmm@6
  vmovdqa64 64(%rsp), %zmm@30
  jmp L40
L21:
  leal (,%rax,4), %ecx
  andb $12, %cl
  movl $15, %edx
  shll %cl, %edx
  movq %rax, %rdi
  shrq $2, %rdi
  cmpq $4, %rdi
  setne %cl
  je L41
  cmpq $15, %rax
  ja L42
  kmovd %edx, %k1
  vshufi32x4 $0, %zmm@0, %zmm@0, %zmm@3 {%k1} {z}
  shlq $6, %rdi
  vpxord 192(%rsp,%rdi), %zmm@3, %zmm@3
  vmovdqa64 %zmm@3, 192(%rsp,%rdi)
L41:
  incq %rax
L22:
  movl $16, %edx
  subq %rax, %rdx
  movq %rdx, %rax
  shrq $2, %rax
  je L43
  vpxor %xmm@3, %xmm@3, %xmm@3
  cmpq $1, %rax
  je L44
  vpxor %xmm@4, %xmm@4, %xmm@4
  cmpq $2, %rax
  jne L45
  vmovdqa64 %zmm@27, %zmm@5
  vmovdqa64 64(%rsp), %zmm@30
  jmp L46
L26:
  vmovdqa64 %zmm@27, %zmm@5
  vmovdqa64 64(%rsp), %zmm@6
  jmp L28
L25:
  vmovdqa64 64(%rsp), %zmm@5
  vmovdqa64 %zmm@30, %zmm@6
  vmovdqa64 448(%rsp), %zmm@30
  jmp L28
L27:
  vpxor %xmm@6, %xmm@6, %xmm@6
  vmovdqa64 %zmm@27, %zmm@30
L28:
  cmpl $-240, %r8d
  setb %al
  addl %edx, %edx
  andl $6, %edx
  vpbroadcastq %rdx, %zmm@7
  vpaddq C13(%rip), %zmm@7, %zmm@1
  vmovdqa %xmm@9, %xmm@7
  vpxorq %zmm@7, %zmm@3, %zmm@2
  vpermt2q %zmm@6, %zmm@1, %zmm@30
  vpclmulqdq $0, %zmm@30, %zmm@2, %zmm@7
  vpclmulqdq $17, %zmm@30, %zmm@2, %zmm@3
  vpclmulqdq $1, %zmm@30, %zmm@2, %zmm@9
  vpclmulqdq $16, %zmm@30, %zmm@2, %zmm@2
  vpxorq %zmm@9, %zmm@2, %zmm@2
  orb %cl, %al
  jne L47
  vpermt2q %zmm@5, %zmm@1, %zmm@6
  vpclmulqdq $0, %zmm@6, %zmm@4, %zmm@5
  vpxorq %zmm@7, %zmm@5, %zmm@7
  vpclmulqdq $17, %zmm@6, %zmm@4, %zmm@5
  vpxorq %zmm@3, %zmm@5, %zmm@3
  vpclmulqdq $1, %zmm@6, %zmm@4, %zmm@5
  vpclmulqdq $16, %zmm@6, %zmm@4, %zmm@4
  vpternlogq $150, %zmm@4, %zmm@5, %zmm@2
L47:
  movq 16(%rsp), %rax
  vpslldq $8, %zmm@2, %zmm@4
  vpxord %zmm@7, %zmm@4, %zmm@4
  vpsrldq $8, %zmm@2, %zmm@5
  vpxorq %zmm@5, %zmm@3, %zmm@3
  vpbroadcastq C2(%rip), %zmm@5
  vpclmulqdq $0, %zmm@5, %zmm@4, %zmm@6
  vpshufd $78, %zmm@4, %zmm@4
  vpxorq %zmm@4, %zmm@6, %zmm@4
  vpclmulqdq $0, %zmm@5, %zmm@4, %zmm@5
  vpshufd $78, %zmm@4, %zmm@4
  vpternlogq $150, %zmm@5, %zmm@3, %zmm@4
  vextracti64x4 $1, %zmm@4, %ymm@3
  vpxor %ymm@4, %ymm@3, %ymm@3
  vextracti128 $1, %ymm@3, %xmm@4
  vpxor %xmm@3, %xmm@4, %xmm@9
  cmpl $-241, %r8d
  ja L48
  jmp L49
L32:
  vmovdqa64 %zmm@27, %zmm@5
  vmovdqa64 64(%rsp), %zmm@6
  jmp L34
L31:
  vmovdqa64 %zmm@27, %zmm@4
  vmovdqa64 64(%rsp), %zmm@5
  vmovdqa64 %zmm@30, %zmm@6
  vmovdqa64 448(%rsp), %zmm@30
  jmp L34
L33:
  vpxor %xmm@6, %xmm@6, %xmm@6
  vmovdqa64 %zmm@27, %zmm@30
L34:
  cmpl $-240, %r8d
  setb %al
  addl %edx, %edx
  andl $6, %edx
  vpbroadcastq %rdx, %zmm@7
  vpaddq C13(%rip), %zmm@7, %zmm@1
  vmovdqa %xmm@9, %xmm@7
  vpxorq 192(%rsp), %zmm@7, %zmm@7
  vpermt2q %zmm@6, %zmm@1, %zmm@30
  vpclmulqdq $0, %zmm@30, %zmm@7, %zmm@2
  vpclmulqdq $17, %zmm@30, %zmm@7, %zmm@9
  vpclmulqdq $1, %zmm@30, %zmm@7, %zmm@25
  vpclmulqdq $16, %zmm@30, %zmm@7, %zmm@7
  vpxorq %zmm@25, %zmm@7, %zmm@25
  vmovdqa64 256(%rsp), %zmm@8
  vpermt2q %zmm@5, %zmm@1, %zmm@6
  vpclmulqdq $0, %zmm@6, %zmm@8, %zmm@7
  vpxorq %zmm@2, %zmm@7, %zmm@2
  vpclmulqdq $17, %zmm@6, %zmm@8, %zmm@7
  vpxorq %zmm@9, %zmm@7, %zmm@7
  vpclmulqdq $1, %zmm@6, %zmm@8, %zmm@9
  vpclmulqdq $16, %zmm@6, %zmm@8, %zmm@6
  vpternlogq $150, %zmm@9, %zmm@25, %zmm@6
  orb %cl, %al
  jne L50
  vpermt2q %zmm@4, %zmm@1, %zmm@5
  vpclmulqdq $0, %zmm@5, %zmm@3, %zmm@4
  vpxorq %zmm@2, %zmm@4, %zmm@2
  vpclmulqdq $17, %zmm@5, %zmm@3, %zmm@4
  vpxorq %zmm@7, %zmm@4, %zmm@7
  vpclmulqdq $1, %zmm@5, %zmm@3, %zmm@4
  vpclmulqdq $16, %zmm@5, %zmm@3, %zmm@3
  vpternlogq $150, %zmm@3, %zmm@4, %zmm@6
L50:
  movq 16(%rsp), %rax
  vpslldq $8, %zmm@6, %zmm@3
  vpxord %zmm@2, %zmm@3, %zmm@3
  vpsrldq $8, %zmm@6, %zmm@4
  vpxorq %zmm@4, %zmm@7, %zmm@4
  jmp L51
L38:
  vmovdqa64 %zmm@27, %zmm@5
  vmovdqa64 64(%rsp), %zmm@6
  jmp L40
L37:
  vmovdqa64 64(%rsp), %zmm@5
  vmovdqa64 %zmm@27, %zmm@4
  vmovdqa64 %zmm@30, %zmm@6
  vmovdqa64 448(%rsp), %zmm@30
  jmp L40
L39:
  vpxor %xmm@6, %xmm@6, %xmm@6
  vmovdqa64 %zmm@27, %zmm@30
L40:
  cmpl $-240, %r8d
  setb %al
  addl %edx, %edx
  andl $6, %edx
  vpbroadcastq %rdx, %zmm@7
  vpaddq C13(%rip), %zmm@7, %zmm@7
  vmovdqa %xmm@9, %xmm@2
  vpxorq 192(%rsp), %zmm@2, %zmm@2
  vpermt2q %zmm@6, %zmm@7, %zmm@30
  vpclmulqdq $16, %zmm@30, %zmm@2, %zmm@1
  vpclmulqdq $1, %zmm@30, %zmm@2, %zmm@9
  vpxorq %zmm@1, %zmm@9, %zmm@1
  vpermt2q %zmm@5, %zmm@7, %zmm@6
  vmovdqa64 256(%rsp), %zmm@9
  vmovdqa64 320(%rsp), %zmm@25
  vpclmulqdq $1, %zmm@6, %zmm@9, %zmm@8
  vpclmulqdq $16, %zmm@6, %zmm@9, %zmm@26
  vpternlogq $150, %zmm@8, %zmm@1, %zmm@26
  vpclmulqdq $17, %zmm@6, %zmm@9, %zmm@1
  vpclmulqdq $17, %zmm@30, %zmm@2, %zmm@8
  vpclmulqdq $0, %zmm@6, %zmm@9, %zmm@9
  vpclmulqdq $0, %zmm@30, %zmm@2, %zmm@2
  vpermt2q %zmm@4, %zmm@7, %zmm@5
  vpclmulqdq $0, %zmm@5, %zmm@25, %zmm@6
  vpternlogq $150, %zmm@9, %zmm@2, %zmm@6
  vpclmulqdq $17, %zmm@5, %zmm@25, %zmm@2
  vpternlogq $150, %zmm@1, %zmm@8, %zmm@2
  vpclmulqdq $1, %zmm@5, %zmm@25, %zmm@1
  vpclmulqdq $16, %zmm@5, %zmm@25, %zmm@5
  vpternlogq $150, %zmm@1, %zmm@26, %zmm@5
  orb %cl, %al
  jne L52
  vpxor %xmm@1, %xmm@1, %xmm@1
  vpermt2q %zmm@1, %zmm@7, %zmm@4
  vpclmulqdq $0, %zmm@4, %zmm@3, %zmm@7
  vpxorq %zmm@6, %zmm@7, %zmm@6
  vpclmulqdq $17, %zmm@4, %zmm@3, %zmm@7
  vpxorq %zmm@2, %zmm@7, %zmm@2
  vpclmulqdq $1, %zmm@4, %zmm@3, %zmm@7
  vpclmulqdq $16, %zmm@4, %zmm@3, %zmm@3
  vpternlogq $150, %zmm@3, %zmm@7, %zmm@5
L52:
  movq 16(%rsp), %rax
  vpslldq $8, %zmm@5, %zmm@3
  vpxord %zmm@6, %zmm@3, %zmm@3
  vpsrldq $8, %zmm@5, %zmm@4
  vpxorq %zmm@4, %zmm@2, %zmm@4
L51:
  vpbroadcastq C2(%rip), %zmm@5
  vpclmulqdq $0, %zmm@5, %zmm@3, %zmm@6
  vpshufd $78, %zmm@3, %zmm@3
  vpxorq %zmm@3, %zmm@6, %zmm@3
  vpclmulqdq $0, %zmm@5, %zmm@3, %zmm@5
  vpshufd $78, %zmm@3, %zmm@3
  vpternlogq $150, %zmm@5, %zmm@4, %zmm@3
  vextracti64x4 $1, %zmm@3, %ymm@4
  vpxor %ymm@3, %ymm@4, %ymm@3
  vextracti128 $1, %ymm@3, %xmm@4
  vpxor %xmm@3, %xmm@4, %xmm@9
  cmpl $-241, %r8d
  ja L48
  jmp L49
L44:
  vmovdqa64 %zmm@27, %zmm@4
  vmovdqa64 64(%rsp), %zmm@5
  jmp L46
L43:
  vmovdqa64 %zmm@27, %zmm@3
  vmovdqa64 64(%rsp), %zmm@4
  vmovdqa64 %zmm@30, %zmm@5
  vmovdqa64 448(%rsp), %zmm@30
  jmp L46
L45:
  vpxor %xmm@5, %xmm@5, %xmm@5
  vmovdqa64 %zmm@27, %zmm@30
L46:
  cmpl $-240, %r8d
  setb %al
  orb %cl, %al
  je L53
  vmovdqa %xmm@9, %xmm@6
  vpxorq 192(%rsp), %zmm@6, %zmm@6
  addl %edx, %edx
  andl $6, %edx
  vpbroadcastq %rdx, %zmm@7
  vpaddq C13(%rip), %zmm@7, %zmm@7
  vpermt2q %zmm@5, %zmm@7, %zmm@30
  vpclmulqdq $16, %zmm@30, %zmm@6, %zmm@2
  vpclmulqdq $1, %zmm@30, %zmm@6, %zmm@1
  vpxorq %zmm@2, %zmm@1, %zmm@2
  vpermt2q %zmm@4, %zmm@7, %zmm@5
  vmovdqa64 256(%rsp), %zmm@1
  vmovdqa64 320(%rsp), %zmm@9
  vmovdqa64 384(%rsp), %zmm@25
  vpclmulqdq $1, %zmm@5, %zmm@1, %zmm@8
  vpclmulqdq $16, %zmm@5, %zmm@1, %zmm@26
  vpternlogq $150, %zmm@8, %zmm@2, %zmm@26
  vpermt2q %zmm@3, %zmm@7, %zmm@4
  vpclmulqdq $1, %zmm@4, %zmm@9, %zmm@2
  vpclmulqdq $16, %zmm@4, %zmm@9, %zmm@8
  vpternlogq $150, %zmm@2, %zmm@26, %zmm@8
  vpxor %xmm@2, %xmm@2, %xmm@2
  vpermt2q %zmm@2, %zmm@7, %zmm@3
  vpclmulqdq $1, %zmm@3, %zmm@25, %zmm@7
  vpclmulqdq $16, %zmm@3, %zmm@25, %zmm@2
  vpternlogq $150, %zmm@7, %zmm@8, %zmm@2
  vpclmulqdq $17, %zmm@3, %zmm@25, %zmm@7
  vpclmulqdq $17, %zmm@4, %zmm@9, %zmm@8
  vpclmulqdq $17, %zmm@5, %zmm@1, %zmm@26
  vpternlogq $150, %zmm@7, %zmm@8, %zmm@26
  vpclmulqdq $17, %zmm@30, %zmm@6, %zmm@7
  vpclmulqdq $0, %zmm@3, %zmm@25, %zmm@3
  vpclmulqdq $0, %zmm@4, %zmm@9, %zmm@4
  vpclmulqdq $0, %zmm@5, %zmm@1, %zmm@5
  vpternlogq $150, %zmm@3, %zmm@4, %zmm@5
  vpclmulqdq $0, %zmm@30, %zmm@6, %zmm@3
  vpslldq $8, %zmm@2, %zmm@4
  vpternlogd $150, %zmm@3, %zmm@5, %zmm@4
  vpsrldq $8, %zmm@2, %zmm@3
  vpternlogq $150, %zmm@7, %zmm@26, %zmm@3
  vpbroadcastq C2(%rip), %zmm@5
  vpclmulqdq $0, %zmm@5, %zmm@4, %zmm@6
  vpshufd $78, %zmm@4, %zmm@4
  vpxorq %zmm@4, %zmm@6, %zmm@4
  vpclmulqdq $0, %zmm@5, %zmm@4, %zmm@5
  vpshufd $78, %zmm@4, %zmm@4
  vpternlogq $150, %zmm@5, %zmm@3, %zmm@4
  vextracti64x4 $1, %zmm@4, %ymm@3
  vpxor %ymm@4, %ymm@3, %ymm@3
  vextracti128 $1, %ymm@3, %xmm@4
  vpxor %xmm@3, %xmm@4, %xmm@9
L54:
  movq 16(%rsp), %rax
  cmpl $-241, %r8d
  ja L48
L49:
  vpxor %xmm@0, %xmm@9, %xmm@0
  vextracti32x4 $3, %zmm@27, %xmm@3
  vpclmulqdq $0, %zmm@3, %zmm@0, %zmm@4
  vpclmulqdq $17, %zmm@3, %zmm@0, %zmm@5
  vpclmulqdq $1, %zmm@3, %zmm@0, %zmm@6
  vpclmulqdq $16, %zmm@3, %zmm@0, %zmm@0
  vpxorq %zmm@6, %zmm@0, %zmm@0
  vpslldq $8, %zmm@0, %zmm@3
  vpxord %zmm@4, %zmm@3, %zmm@3
  vpsrldq $8, %zmm@0, %zmm@0
  vpxorq %zmm@0, %zmm@5, %zmm@0
  vpbroadcastq C2(%rip), %zmm@4
  vpclmulqdq $0, %zmm@4, %zmm@3, %zmm@5
  vpshufd $78, %zmm@3, %zmm@3
  vpxorq %zmm@3, %zmm@5, %zmm@3
  vpclmulqdq $0, %zmm@4, %zmm@3, %zmm@4
  vpshufd $78, %zmm@3, %zmm@9
  vpternlogq $150, %zmm@4, %zmm@0, %zmm@9
L48:
  vmovdqa 176(%rsp), %xmm@0
  vpxor (%rbx), %xmm@0, %xmm@0
  vaesenc 16(%rbx), %xmm@0, %xmm@0
  vaesenc 32(%rbx), %xmm@0, %xmm@0
  vaesenc 48(%rbx), %xmm@0, %xmm@0
  vaesenc 64(%rbx), %xmm@0, %xmm@0
  vaesenc 80(%rbx), %xmm@0, %xmm@0
  vaesenc 96(%rbx), %xmm@0, %xmm@0
  vaesenc 112(%rbx), %xmm@0, %xmm@0
  vaesenc 128(%rbx), %xmm@0, %xmm@0
  vaesenc 144(%rbx), %xmm@0, %xmm@0
  vaesenc 160(%rbx), %xmm@0, %xmm@0
  vaesenc 176(%rbx), %xmm@0, %xmm@0
  vaesenc 192(%rbx), %xmm@0, %xmm@0
  vaesenc 208(%rbx), %xmm@0, %xmm@0
  vaesenclast 224(%rbx), %xmm@0, %xmm@0
  vpshufb C1(%rip), %xmm@9, %xmm@3
  vpxor %xmm@3, %xmm@0, %xmm@0
  vmovdqu %xmm@0, (%rax)
  leaq -40(%rbp), %rsp
  popq %rbx
  popq %r12
  popq %r13
  popq %r14
  popq %r15
  popq %rbp
  vzeroupper
  retq
L3:
  leaq C14(%rip), %rcx
  xorl %edi, %edi
  vzeroupper
  callq *core::slice::index::slice_index_fail(%rip)
L16:
  movq %rdi, %rsi
L7:
  leaq C15(%rip), %rcx
  movq %rsi, %rdi
  movq %rdx, %rsi
  vzeroupper
  callq *core::slice::index::slice_index_fail(%rip)
L11:
  leaq C16(%rip), %rcx
  movq %rsi, %rdi
  movq %r15, %rsi
  movq %r15, %rdx
  vzeroupper
  callq *core::slice::index::slice_index_fail(%rip)
L17:
  movq %rsi, %rdi
  leaq C16(%rip), %rcx
  movq %r15, %rsi
  movq %r15, %rdx
  vzeroupper
  callq *core::slice::index::slice_index_fail(%rip)
L20:
  movq %rsi, %rdi
L15:
  leaq C16(%rip), %rcx
  movq %r15, %rsi
  movq %r15, %rdx
  vzeroupper
  callq *core::slice::index::slice_index_fail(%rip)
L53:
  leaq C17(%rip), %rdx
  movl $5, %edi
  movl $5, %esi
  vzeroupper
  callq *core::panicking::panic_bounds_check(%rip)
L24:
  leaq C18(%rip), %rdx
  movl $1, %esi
  vzeroupper
  callq *core::panicking::panic_bounds_check(%rip)
L30:
  leaq C18(%rip), %rdx
  movl $2, %esi
  vzeroupper
  callq *core::panicking::panic_bounds_check(%rip)
L36:
  leaq C18(%rip), %rdx
  movl $3, %esi
  vzeroupper
  callq *core::panicking::panic_bounds_check(%rip)
L42:
  leaq C18(%rip), %rdx
  movl $4, %esi
  vzeroupper
  callq *core::panicking::panic_bounds_check(%rip)
== hw_gcm::arch::x86_64::vaes_avx512::open#1
  pushq %rbp
  movq %rsp, %rbp
  pushq %r15
  pushq %r14
  pushq %r13
  pushq %r12
  pushq %rbx
  andq $-64, %rsp
  subq $896, %rsp
  movq %r8, %r12
  movq %rcx, %r13
  movq %rsi, %rbx
  vmovq (%rdx), %xmm@0
  vpinsrd $2, 8(%rdx), %xmm@0, %xmm@0
  movq %rdi, 40(%rsp)
  movq 8(%r9), %r15
  leaq 240(%rsi), %rsi
  vmovdqu64 240(%rbx), %zmm@1
  vpblendd $8, C0(%rip), %xmm@0, %xmm@0
  vmovdqa %xmm@0, 48(%rsp)
  vpshufb C1(%rip), %xmm@0, %xmm@0
  vmovdqu64 304(%rbx), %zmm@2
  vmovdqa64 %zmm@2, 64(%rsp)
  vpxor %xmm@2, %xmm@2, %xmm@2
  vmovdqa64 %zmm@2, 576(%rsp)
  vpxor %xmm@3, %xmm@3, %xmm@3
  cmpq $113, %r15
  jb L0
  vshufi64x2 $0, %zmm@1, %zmm@1, %zmm@2
  vpclmulqdq $0, %zmm@2, %zmm@1, %zmm@3
  vpclmulqdq $17, %zmm@2, %zmm@1, %zmm@4
  vpclmulqdq $1, %zmm@2, %zmm@1, %zmm@5
  vpclmulqdq $16, %zmm@2, %zmm@1, %zmm@6
  vpxorq %zmm@5, %zmm@6, %zmm@5
  vpslldq $8, %zmm@5, %zmm@6
  vpxord %zmm@3, %zmm@6, %zmm@3
  vpsrldq $8, %zmm@5, %zmm@5
  vpxorq %zmm@5, %zmm@4, %zmm@4
  vpbroadcastq C2(%rip), %zmm@5
  vpclmulqdq $0, %zmm@5, %zmm@3, %zmm@6
  vpshufd $78, %zmm@3, %zmm@3
  vpxorq %zmm@3, %zmm@6, %zmm@3
  vpclmulqdq $0, %zmm@5, %zmm@3, %zmm@6
  vpshufd $78, %zmm@3, %zmm@3
  vpternlogq $150, %zmm@6, %zmm@4, %zmm@3
  vmovdqa64 %zmm@3, 576(%rsp)
  vmovdqa64 64(%rsp), %zmm@7
  vpclmulqdq $0, %zmm@2, %zmm@7, %zmm@3
  vpclmulqdq $17, %zmm@2, %zmm@7, %zmm@4
  vpclmulqdq $1, %zmm@2, %zmm@7, %zmm@6
  vpclmulqdq $16, %zmm@2, %zmm@7, %zmm@2
  vpxorq %zmm@6, %zmm@2, %zmm@2
  vpslldq $8, %zmm@2, %zmm@6
  vpxord %zmm@3, %zmm@6, %zmm@3
  vpsrldq $8, %zmm@2, %zmm@2
  vpxorq %zmm@2, %zmm@4, %zmm@2
  vpclmulqdq $0, %zmm@5, %zmm@3, %zmm@4
  vpshufd $78, %zmm@3, %zmm@3
  vpxorq %zmm@3, %zmm@4, %zmm@3
  vpclmulqdq $0, %zmm@5, %zmm@3, %zmm@4
  vpshufd $78, %zmm@3, %zmm@3
  vpternlogq $150, %zmm@4, %zmm@2, %zmm@3
L0:
  vmovdqa64 %zmm@1, 192(%rsp)
  vmovdqa64 %zmm@3, 640(%rsp)
  vshufi64x2 $0, %zmm@0, %zmm@0, %zmm@0
  vmovdqa64 %zmm@0, 768(%rsp)
  movq (%r9), %r14
  movq %r15, 184(%rsp)
  shrq $8, %r15
  vmovapd 352(%rbx), %xmm@0
  vmovapd %xmm@0, 288(%rsp)
  movq %r12, %r8
  shrq $4, %r8
  vxorpd %xmm@0, %xmm@0, %xmm@0
  vmovapd %xmm@0, 320(%rsp)
  leaq 304(%rsp), %rdi
  leaq 320(%rsp), %rdx
  movq %r13, %rcx
  vzeroupper
  callq hw_polyval::arch::x86_64::aesni_clmul::absorb
  movq %r12, %rdx
  vmovdqa 304(%rsp), %xmm@8
  andq $15, %rdx
  je L1
  movabsq $9223372036854775792, %rax
  andq %r12, %rax
  addq %rax, %r13
  vxorpd %xmm@0, %xmm@0, %xmm@0
  vmovapd %xmm@0, 320(%rsp)
  leaq 320(%rsp), %rdi
  movq %r13, %rsi
  vmovdqa64 %zmm@8, 704(%rsp)
  vzeroupper
  callq *memcpy@GOTPCREL(%rip)
  vmovdqa 320(%rsp), %xmm@0
  vpshufb C1(%rip), %xmm@0, %xmm@0
  vpxor 704(%rsp), %xmm@0, %xmm@0
  vmovdqa 288(%rsp), %xmm@5
  vpclmulqdq $0, %xmm@5, %xmm@0, %xmm@2
  vpclmulqdq $17, %xmm@5, %xmm@0, %xmm@3
  vpclmulqdq $1, %xmm@5, %xmm@0, %xmm@4
  vpclmulqdq $16, %xmm@5, %xmm@0, %xmm@0
  vpxor %xmm@4, %xmm@0, %xmm@0
  vpslldq $8, %xmm@0, %xmm@4
  vpxor %xmm@4, %xmm@2, %xmm@2
  vpsrldq $8, %xmm@0, %xmm@0
  movabsq $-4467570830351532032, %rax
  vmovq %rax, %xmm@4
  vpclmulqdq $0, %xmm@4, %xmm@2, %xmm@5
  vpshufd $78, %xmm@2, %xmm@2
  vpxor %xmm@2, %xmm@5, %xmm@2
  vpclmulqdq $0, %xmm@4, %xmm@2, %xmm@4
  vpxor %xmm@3, %xmm@4, %xmm@3
  vpshufd $78, %xmm@2, %xmm@8
  vpternlogq $150, %xmm@0, %xmm@3, %xmm@8
L1:
  vmovdqa64 768(%rsp), %zmm@0
  vpaddd C3(%rip), %zmm@0, %zmm@2
  testq %r15, %r15
  vmovdqa64 640(%rsp), %zmm@9
  movq %r14, %r11
  je L2
  vpshufb C4(%rip), %zmm@2, %zmm@10
  vmovdqa %xmm@8, %xmm@8
  movq hw_gcm::arch::x86_64::vaes_avx512::CONSTS(%rip), %rax
  movl $2, %ecx
  vxorpd %xmm@6, %xmm@6, %xmm@6
  vpxor %xmm@7, %xmm@7, %xmm@7
  vpxor %xmm@1, %xmm@1, %xmm@1
  vpxor %xmm@5, %xmm@5, %xmm@5
  movq %r11, %rdx
  movq %r11, %rsi
  vmovdqa64 576(%rsp), %zmm@11
  vmovdqa64 192(%rsp), %zmm@12
  vmovdqa64 64(%rsp), %zmm@13
  testq %r15, %r15
  je C5
  vbroadcasti32x4 (%rbx), %zmm@14
  vbroadcasti32x4 224(%rbx), %zmm@15
  vbroadcasti32x4 80(%rbx), %zmm@16
  vbroadcasti32x4 96(%rbx), %zmm@17
  vbroadcasti32x4 112(%rbx), %zmm@18
  vbroadcasti32x4 128(%rbx), %zmm@19
  vbroadcasti32x4 144(%rbx), %zmm@20
  vbroadcasti32x4 160(%rbx), %zmm@21
  vbroadcasti32x4 176(%rbx), %zmm@22
  vbroadcasti32x4 192(%rbx), %zmm@23
  vbroadcasti32x4 208(%rbx), %zmm@24
  vmovdqa64 128(%rax), %zmm@25
  vmovdqa64 192(%rax), %zmm@26
  vmovdqu64 (%rdx), %zmm@5
  vmovdqu64 64(%rdx), %zmm@6
  vmovdqu64 128(%rdx), %zmm@7
  vmovdqu64 192(%rdx), %zmm@1
  vpshufb %zmm@25, %zmm@5, %zmm@5
  vpshufb %zmm@25, %zmm@6, %zmm@6
  vpshufb %zmm@25, %zmm@7, %zmm@7
  vpshufb %zmm@25, %zmm@1, %zmm@1
  cmpb $237, %cl
  jae C6
  vpaddd %zmm@26, %zmm@10, %zmm@2
  vpxorq %zmm@14, %zmm@10, %zmm@0
  vpaddd %zmm@26, %zmm@2, %zmm@3
  vpxorq %zmm@14, %zmm@2, %zmm@2
  vpaddd %zmm@26, %zmm@3, %zmm@4
  vpxorq %zmm@14, %zmm@3, %zmm@3
  vpaddd %zmm@26, %zmm@4, %zmm@10
  vpxorq %zmm@14, %zmm@4, %zmm@4
  vpxorq %zmm@8, %zmm@5, %zmm@27
  vpclmulqdq $0, %zmm@11, %zmm@27, %zmm@28
  vpclmulqdq $17, %zmm@11, %zmm@27, %zmm@29
  vbroadcasti32x4 16(%rbx), %zmm@30
  vaesenc %zmm@30, %zmm@0, %zmm@0
  vaesenc %zmm@30, %zmm@2, %zmm@2
  vaesenc %zmm@30, %zmm@3, %zmm@3
  vaesenc %zmm@30, %zmm@4, %zmm@4
  vpclmulqdq $1, %zmm@11, %zmm@27, %zmm@31
  vpclmulqdq $16, %zmm@11, %zmm@27, %zmm@27
  vpxorq %zmm@27, %zmm@31, %zmm@31
  vbroadcasti32x4 32(%rbx), %zmm@30
  vaesenc %zmm@30, %zmm@0, %zmm@0
  vaesenc %zmm@30, %zmm@2, %zmm@2
  vaesenc %zmm@30, %zmm@3, %zmm@3
  vaesenc %zmm@30, %zmm@4, %zmm@4
  vpclmulqdq $0, %zmm@9, %zmm@6, %zmm@27
  vpclmulqdq $0, %zmm@12, %zmm@7, %zmm@30
  vpternlogq $150, %zmm@30, %zmm@27, %zmm@28
  vbroadcasti32x4 48(%rbx), %zmm@30
  vaesenc %zmm@30, %zmm@0, %zmm@0
  vaesenc %zmm@30, %zmm@2, %zmm@2
  vaesenc %zmm@30, %zmm@3, %zmm@3
  vaesenc %zmm@30, %zmm@4, %zmm@4
  vpclmulqdq $17, %zmm@9, %zmm@6, %zmm@27
  vpclmulqdq $17, %zmm@12, %zmm@7, %zmm@30
  vpternlogq $150, %zmm@30, %zmm@27, %zmm@29
  vbroadcasti32x4 64(%rbx), %zmm@30
  vaesenc %zmm@30, %zmm@0, %zmm@0
  vaesenc %zmm@30, %zmm@2, %zmm@2
  vaesenc %zmm@30, %zmm@3, %zmm@3
  vaesenc %zmm@30, %zmm@4, %zmm@4
  vpclmulqdq $1, %zmm@9, %zmm@6, %zmm@27
  vpclmulqdq $16, %zmm@9, %zmm@6, %zmm@30
  vpternlogq $150, %zmm@30, %zmm@27, %zmm@31
  vaesenc %zmm@16, %zmm@0, %zmm@0
  vaesenc %zmm@16, %zmm@2, %zmm@2
  vaesenc %zmm@16, %zmm@3, %zmm@3
  vaesenc %zmm@16, %zmm@4, %zmm@4
  vpclmulqdq $1, %zmm@12, %zmm@7, %zmm@27
  vpclmulqdq $16, %zmm@12, %zmm@7, %zmm@30
  vpternlogq $150, %zmm@30, %zmm@27, %zmm@31
  vaesenc %zmm@17, %zmm@0, %zmm@0
  vaesenc %zmm@17, %zmm@2, %zmm@2
  vaesenc %zmm@17, %zmm@3, %zmm@3
  vaesenc %zmm@17, %zmm@4, %zmm@4
  vpclmulqdq $1, %zmm@13, %zmm@1, %zmm@27
  vpclmulqdq $16, %zmm@13, %zmm@1, %zmm@30
  vpternlogq $150, %zmm@30, %zmm@27, %zmm@31
  vaesenc %zmm@18, %zmm@0, %zmm@0
  vaesenc %zmm@18, %zmm@2, %zmm@2
  vaesenc %zmm@18, %zmm@3, %zmm@3
  vaesenc %zmm@18, %zmm@4, %zmm@4
  vpclmulqdq $0, %zmm@13, %zmm@1, %zmm@27
  vpxorq %zmm@27, %zmm@28, %zmm@28
  vpclmulqdq $17, %zmm@13, %zmm@1, %zmm@30
  vpxorq %zmm@30, %zmm@29, %zmm@29
  vaesenc %zmm@19, %zmm@0, %zmm@0
  vaesenc %zmm@19, %zmm@2, %zmm@2
  vaesenc %zmm@19, %zmm@3, %zmm@3
  vaesenc %zmm@19, %zmm@4, %zmm@4
  vpclmulqdq $0, (%rax), %zmm@28, %zmm@27
  vpshufd $78, %zmm@28, %zmm@28
  vpternlogq $150, %zmm@27, %zmm@28, %zmm@31
  vaesenc %zmm@20, %zmm@0, %zmm@0
  vaesenc %zmm@20, %zmm@2, %zmm@2
  vaesenc %zmm@20, %zmm@3, %zmm@3
  vaesenc %zmm@20, %zmm@4, %zmm@4
  vpclmulqdq $0, (%rax), %zmm@31, %zmm@27
  vpshufd $78, %zmm@31, %zmm@31
  vpternlogq $150, %zmm@27, %zmm@31, %zmm@29
  vaesenc %zmm@21, %zmm@0, %zmm@0
  vaesenc %zmm@21, %zmm@2, %zmm@2
  vaesenc %zmm@21, %zmm@3, %zmm@3
  vaesenc %zmm@21, %zmm@4, %zmm@4
  vextracti64x4 $1, %zmm@29, %ymm@27
  vpxorq %ymm@27, %ymm@29, %ymm@29
  vaesenc %zmm@22, %zmm@0, %zmm@0
  vaesenc %zmm@22, %zmm@2, %zmm@2
  vaesenc %zmm@22, %zmm@3, %zmm@3
  vaesenc %zmm@22, %zmm@4, %zmm@4
  vextracti32x4 $1, %ymm@29, %xmm@27
  vpxorq %xmm@27, %xmm@29, %xmm@8
  vpshufb %zmm@25, %zmm@5, %zmm@28
  vpshufb %zmm@25, %zmm@6, %zmm@31
  vpxorq %zmm@15, %zmm@28, %zmm@28
  vpxorq %zmm@15, %zmm@31, %zmm@31
  vaesenc %zmm@23, %zmm@0, %zmm@0
  vaesenc %zmm@23, %zmm@2, %zmm@2
  vaesenc %zmm@23, %zmm@3, %zmm@3
  vaesenc %zmm@23, %zmm@4, %zmm@4
  vaesenc %zmm@24, %zmm@0, %zmm@0
  vaesenc %zmm@24, %zmm@2, %zmm@2
  vaesenc %zmm@24, %zmm@3, %zmm@3
  vaesenc %zmm@24, %zmm@4, %zmm@4
  vpshufb %zmm@25, %zmm@7, %zmm@27
  vpshufb %zmm@25, %zmm@1, %zmm@30
  vpxorq %zmm@15, %zmm@27, %zmm@27
  vpxorq %zmm@15, %zmm@30, %zmm@30
  vaesenclast %zmm@28, %zmm@0, %zmm@0
  vaesenclast %zmm@31, %zmm@2, %zmm@2
  vaesenclast %zmm@27, %zmm@3, %zmm@3
  vaesenclast %zmm@30, %zmm@4, %zmm@4
  vmovdqu64 %zmm@0, (%rsi)
  vmovdqu64 %zmm@2, 64(%rsi)
  vmovdqu64 %zmm@3, 128(%rsi)
  vmovdqu64 %zmm@4, 192(%rsi)
  addq $256, %rdx
  addq $256, %rsi
  addl $16, %ecx
  decq %r15
  jne C7
  jmp C5
  vpshufb %zmm@25, %zmm@10, %zmm@27
  vpxorq %zmm@14, %zmm@10, %zmm@0
  vpaddd 64(%rax), %zmm@27, %zmm@27
  vpshufb %zmm@25, %zmm@27, %zmm@2
  vpaddd 64(%rax), %zmm@27, %zmm@27
  vpshufb %zmm@25, %zmm@27, %zmm@3
  vpaddd 64(%rax), %zmm@27, %zmm@27
  vpshufb %zmm@25, %zmm@27, %zmm@4
  vpaddd 64(%rax), %zmm@27, %zmm@27
  vpshufb %zmm@25, %zmm@27, %zmm@10
  vpxorq %zmm@14, %zmm@2, %zmm@2
  vpxorq %zmm@14, %zmm@3, %zmm@3
  vpxorq %zmm@14, %zmm@4, %zmm@4
  jmp C8
  vpshufb C4(%rip), %zmm@10, %zmm@2
L2:
  movq 184(%rsp), %r14
  movq %r14, %rdi
  andq $-256, %rdi
  movzbl %r14b, %eax
  vmovq %r12, %xmm@0
  vmovq %r14, %xmm@3
  vpunpcklqdq %xmm@0, %xmm@3, %xmm@0
  vpsllq $3, %xmm@0, %xmm@0
  leaq -241(%rax), %rsi
  movl %r14d, %ecx
  shrl $6, %ecx
  andl $3, %ecx
  movl %r14d, %edx
  andl $63, %edx
  cmpq $1, %rdx
  sbbq $-1, %rcx
  cmpq $3, %rcx
  ja L3
  leaq C9(%rip), %rdx
  movslq (%rdx,%rcx,4), %rcx
  addq %rdx, %rcx
  jmpq *%rcx
L4:
  movq $-1, %r8
  movq $-1, %rdx
  movl %eax, %ecx
  shlq %cl, %rdx
  cmpq $64, %rax
  notq %rdx
  cmovaeq %r8, %rdx
  shrl $4, %eax
  andl $15, %r14d
  cmpq $1, %r14
  sbbq $-1, %rax
  vbroadcasti32x4 (%rbx), %zmm@3
  vmovdqa64 C4(%rip), %zmm@4
  vpshufb %zmm@4, %zmm@2, %zmm@2
  vpxord %zmm@2, %zmm@3, %zmm@2
  vbroadcasti32x4 16(%rbx), %zmm@3
  vaesenc %zmm@3, %zmm@2, %zmm@2
  vbroadcasti32x4 32(%rbx), %zmm@3
  vaesenc %zmm@3, %zmm@2, %zmm@2
  vbroadcasti32x4 48(%rbx), %zmm@3
  vaesenc %zmm@3, %zmm@2, %zmm@2
  vbroadcasti32x4 64(%rbx), %zmm@3
  vaesenc %zmm@3, %zmm@2, %zmm@2
  vbroadcasti32x4 80(%rbx), %zmm@3
  vaesenc %zmm@3, %zmm@2, %zmm@2
  vbroadcasti32x4 96(%rbx), %zmm@3
  vaesenc %zmm@3, %zmm@2, %zmm@2
  vbroadcasti32x4 112(%rbx), %zmm@3
  vaesenc %zmm@3, %zmm@2, %zmm@2
  vbroadcasti32x4 128(%rbx), %zmm@3
  vaesenc %zmm@3, %zmm@2, %zmm@2
  vbroadcasti32x4 144(%rbx), %zmm@3
  vaesenc %zmm@3, %zmm@2, %zmm@2
  vbroadcasti32x4 160(%rbx), %zmm@3
  vaesenc %zmm@3, %zmm@2, %zmm@2
  vbroadcasti32x4 176(%rbx), %zmm@3
  vaesenc %zmm@3, %zmm@2, %zmm@2
  vbroadcasti32x4 192(%rbx), %zmm@3
  vaesenc %zmm@3, %zmm@2, %zmm@2
  vbroadcasti32x4 208(%rbx), %zmm@3
  vaesenc %zmm@3, %zmm@2, %zmm@2
  vbroadcasti32x4 224(%rbx), %zmm@3
  vaesenclast %zmm@3, %zmm@2, %zmm@2
  kmovq %rdx, %k1
  vmovdqu8 (%r11,%rdi), %zmm@3 {%k1} {z}
  vpxorq %zmm@2, %zmm@3, %zmm@2
  vmovdqu8 %zmm@2, (%r11,%rdi) {%k1}
  vpshufb %zmm@4, %zmm@3, %zmm@2
  cmpl $-240, %esi
  jae L5
  movl %eax, %ecx
  andl $28, %ecx
  cmpl $4, %ecx
  setne %cl
  vmovdqa64 640(%rsp), %zmm@6
  jmp L6
L7:
  vbroadcasti32x4 (%rbx), %zmm@4
  vbroadcasti32x4 16(%rbx), %zmm@5
  vbroadcasti32x4 32(%rbx), %zmm@6
  vbroadcasti32x4 48(%rbx), %zmm@7
  vbroadcasti32x4 64(%rbx), %zmm@1
  vbroadcasti32x4 80(%rbx), %zmm@29
  vbroadcasti32x4 96(%rbx), %zmm@25
  vbroadcasti32x4 112(%rbx), %zmm@10
  vbroadcasti32x4 128(%rbx), %zmm@26
  vbroadcasti32x4 144(%rbx), %zmm@11
  vbroadcasti32x4 160(%rbx), %zmm@9
  vbroadcasti32x4 176(%rbx), %zmm@12
  vbroadcasti32x4 192(%rbx), %zmm@13
  vbroadcasti32x4 208(%rbx), %zmm@14
  vbroadcasti32x4 224(%rbx), %zmm@15
  vmovdqa64 C4(%rip), %zmm@3
  vpshufb %zmm@3, %zmm@2, %zmm@28
  vpxord %zmm@28, %zmm@4, %zmm@28
  vaesenc %zmm@5, %zmm@28, %zmm@28
  vaesenc %zmm@6, %zmm@28, %zmm@28
  vaesenc %zmm@7, %zmm@28, %zmm@28
  vaesenc %zmm@1, %zmm@28, %zmm@28
  vaesenc %zmm@29, %zmm@28, %zmm@28
  vaesenc %zmm@25, %zmm@28, %zmm@28
  vaesenc %zmm@10, %zmm@28, %zmm@28
  vaesenc %zmm@26, %zmm@28, %zmm@28
  vaesenc %zmm@11, %zmm@28, %zmm@28
  vaesenc %zmm@9, %zmm@28, %zmm@28
  vaesenc %zmm@12, %zmm@28, %zmm@28
  vaesenc %zmm@13, %zmm@28, %zmm@28
  vaesenc %zmm@14, %zmm@28, %zmm@28
  vaesenclast %zmm@15, %zmm@28, %zmm@28
  movq $-1, %r8
  movq $-1, %rdx
  movl %eax, %ecx
  shlq %cl, %rdx
  cmpq $64, %rax
  notq %rdx
  cmovaeq %r8, %rdx
  kmovq %rdx, %k1
  vmovdqu8 (%r11,%rdi), %zmm@31 {%k1} {z}
  vpxorq %zmm@28, %zmm@31, %zmm@28
  vmovdqu8 %zmm@28, (%r11,%rdi) {%k1}
  vpshufb %zmm@3, %zmm@31, %zmm@28
  vmovdqa64 %zmm@28, 320(%rsp)
  orq $64, %rdi
  cmpq %r14, %rdi
  ja L8
  leaq -64(%rax), %r9
  movq $-1, %rdx
  movl %eax, %ecx
  shlq %cl, %rdx
  cmpq $64, %r9
  notq %rdx
  cmovaeq %r8, %rdx
  shrl $4, %eax
  andl $15, %r14d
  cmpq $1, %r14
  sbbq $-1, %rax
  vpaddd C10(%rip), %zmm@2, %zmm@2
  vpshufb %zmm@3, %zmm@2, %zmm@2
  vpxord %zmm@2, %zmm@4, %zmm@2
  vaesenc %zmm@5, %zmm@2, %zmm@2
  vaesenc %zmm@6, %zmm@2, %zmm@2
  vaesenc %zmm@7, %zmm@2, %zmm@2
  vaesenc %zmm@1, %zmm@2, %zmm@2
  vaesenc %zmm@29, %zmm@2, %zmm@2
  vaesenc %zmm@25, %zmm@2, %zmm@2
  vaesenc %zmm@10, %zmm@2, %zmm@2
  vaesenc %zmm@26, %zmm@2, %zmm@2
  vaesenc %zmm@11, %zmm@2, %zmm@2
  vaesenc %zmm@9, %zmm@2, %zmm@2
  vaesenc %zmm@12, %zmm@2, %zmm@2
  vaesenc %zmm@13, %zmm@2, %zmm@2
  vaesenc %zmm@14, %zmm@2, %zmm@2
  vaesenclast %zmm@15, %zmm@2, %zmm@2
  kmovq %rdx, %k1
  vmovdqu8 (%r11,%rdi), %zmm@4 {%k1} {z}
  vpxorq %zmm@2, %zmm@4, %zmm@2
  vmovdqu8 %zmm@2, (%r11,%rdi) {%k1}
  vpshufb %zmm@3, %zmm@4, %zmm@2
  vmovdqa64 %zmm@2, 384(%rsp)
  cmpl $-240, %esi
  vmovdqa64 640(%rsp), %zmm@10
  jae L9
  movl %eax, %ecx
  andl $28, %ecx
  cmpl $8, %ecx
  setne %cl
  jmp L10
L11:
  vbroadcasti32x4 (%rbx), %zmm@3
  vmovdqa64 C4(%rip), %zmm@15
  vbroadcasti32x4 16(%rbx), %zmm@4
  vbroadcasti32x4 32(%rbx), %zmm@5
  vbroadcasti32x4 48(%rbx), %zmm@6
  vbroadcasti32x4 64(%rbx), %zmm@7
  vbroadcasti32x4 80(%rbx), %zmm@1
  vbroadcasti32x4 96(%rbx), %zmm@29
  vbroadcasti32x4 112(%rbx), %zmm@25
  vbroadcasti32x4 128(%rbx), %zmm@10
  vbroadcasti32x4 144(%rbx), %zmm@26
  vbroadcasti32x4 160(%rbx), %zmm@11
  vbroadcasti32x4 176(%rbx), %zmm@9
  vbroadcasti32x4 192(%rbx), %zmm@12
  vbroadcasti32x4 208(%rbx), %zmm@13
  vbroadcasti32x4 224(%rbx), %zmm@14
  vpshufb %zmm@15, %zmm@2, %zmm@28
  vpxord %zmm@28, %zmm@3, %zmm@28
  vaesenc %zmm@4, %zmm@28, %zmm@28
  vaesenc %zmm@5, %zmm@28, %zmm@28
  vaesenc %zmm@6, %zmm@28, %zmm@28
  vaesenc %zmm@7, %zmm@28, %zmm@28
  vaesenc %zmm@1, %zmm@28, %zmm@28
  vaesenc %zmm@29, %zmm@28, %zmm@28
  vaesenc %zmm@25, %zmm@28, %zmm@28
  vaesenc %zmm@10, %zmm@28, %zmm@28
  vaesenc %zmm@26, %zmm@28, %zmm@28
  vaesenc %zmm@11, %zmm@28, %zmm@28
  vaesenc %zmm@9, %zmm@28, %zmm@28
  vaesenc %zmm@12, %zmm@28, %zmm@28
  vaesenc %zmm@13, %zmm@28, %zmm@28
  vaesenclast %zmm@14, %zmm@28, %zmm@28
  movq $-1, %r8
  movq $-1, %rdx
  movl %eax, %ecx
  shlq %cl, %rdx
  cmpq $64, %rax
  notq %rdx
  cmovaeq %r8, %rdx
  kmovq %rdx, %k1
  vmovdqu8 (%r11,%rdi), %zmm@31 {%k1} {z}
  vpxorq %zmm@28, %zmm@31, %zmm@28
  vmovdqu8 %zmm@28, (%r11,%rdi) {%k1}
  vpshufb %zmm@15, %zmm@31, %zmm@28
  vmovdqa64 %zmm@28, 320(%rsp)
  movq %rdi, %rdx
  orq $64, %rdx
  cmpq %r14, %rdx
  ja L12
  vpaddd C10(%rip), %zmm@2, %zmm@28
  vpshufb %zmm@15, %zmm@28, %zmm@28
  vpxord %zmm@28, %zmm@3, %zmm@28
  vaesenc %zmm@4, %zmm@28, %zmm@28
  vaesenc %zmm@5, %zmm@28, %zmm@28
  vaesenc %zmm@6, %zmm@28, %zmm@28
  vaesenc %zmm@7, %zmm@28, %zmm@28
  vaesenc %zmm@1, %zmm@28, %zmm@28
  vaesenc %zmm@29, %zmm@28, %zmm@28
  vaesenc %zmm@25, %zmm@28, %zmm@28
  vaesenc %zmm@10, %zmm@28, %zmm@28
  vaesenc %zmm@26, %zmm@28, %zmm@28
  vaesenc %zmm@11, %zmm@28, %zmm@28
  vaesenc %zmm@9, %zmm@28, %zmm@28
  vaesenc %zmm@12, %zmm@28, %zmm@28
  vaesenc %zmm@13, %zmm@28, %zmm@28
  vaesenclast %zmm@14, %zmm@28, %zmm@28
  leaq -64(%rax), %r9
  movq $-1, %r10
  movl %eax, %ecx
  shlq %cl, %r10
  cmpq $64, %r9
  notq %r10
  cmovaeq %r8, %r10
  kmovq %r10, %k1
  vmovdqu8 (%r11,%rdx), %zmm@31 {%k1} {z}
  vpxorq %zmm@28, %zmm@31, %zmm@28
  vmovdqu8 %zmm@28, (%r11,%rdx) {%k1}
  vpshufb %zmm@15, %zmm@31, %zmm@28
  vmovdqa64 %zmm@28, 384(%rsp)
  orq $128, %rdi
  cmpq %r14, %rdi
  vmovdqa64 640(%rsp), %zmm@28
  ja L13
  vpaddd C11(%rip), %zmm@2, %zmm@2
  vpshufb %zmm@15, %zmm@2, %zmm@2
  vpxord %zmm@2, %zmm@3, %zmm@2
  vaesenc %zmm@4, %zmm@2, %zmm@2
  vaesenc %zmm@5, %zmm@2, %zmm@2
  vaesenc %zmm@6, %zmm@2, %zmm@2
  vaesenc %zmm@7, %zmm@2, %zmm@2
  vaesenc %zmm@1, %zmm@2, %zmm@2
  vaesenc %zmm@29, %zmm@2, %zmm@2
  vaesenc %zmm@25, %zmm@2, %zmm@2
  vaesenc %zmm@10, %zmm@2, %zmm@2
  vaesenc %zmm@26, %zmm@2, %zmm@2
  vaesenc %zmm@11, %zmm@2, %zmm@2
  vaesenc %zmm@9, %zmm@2, %zmm@2
  vaesenc %zmm@12, %zmm@2, %zmm@2
  vaesenc %zmm@13, %zmm@2, %zmm@2
  vaesenclast %zmm@14, %zmm@2, %zmm@2
  leaq -128(%rax), %rdx
  movq $-1, %r9
  movl %eax, %ecx
  shlq %cl, %r9
  cmpq $64, %rdx
  notq %r9
  cmovaeq %r8, %r9
  shrl $4, %eax
  andl $15, %r14d
  cmpq $1, %r14
  sbbq $-1, %rax
  kmovq %r9, %k1
  vmovdqu8 (%r11,%rdi), %zmm@3 {%k1} {z}
  vpxorq %zmm@2, %zmm@3, %zmm@2
  vmovdqu8 %zmm@2, (%r11,%rdi) {%k1}
  vpshufb C4(%rip), %zmm@3, %zmm@2
  vmovdqa64 %zmm@2, 448(%rsp)
  cmpl $-240, %esi
  jae L14
  movl %eax, %ecx
  andl $28, %ecx
  cmpl $12, %ecx
  setne %cl
  jmp L15
L3:
  vbroadcasti32x4 (%rbx), %zmm@3
  vmovdqa64 C4(%rip), %zmm@15
  vbroadcasti32x4 16(%rbx), %zmm@4
  vbroadcasti32x4 32(%rbx), %zmm@5
  vbroadcasti32x4 48(%rbx), %zmm@6
  vbroadcasti32x4 64(%rbx), %zmm@7
  vbroadcasti32x4 80(%rbx), %zmm@1
  vbroadcasti32x4 96(%rbx), %zmm@27
  vbroadcasti32x4 112(%rbx), %zmm@25
  vbroadcasti32x4 128(%rbx), %zmm@10
  vbroadcasti32x4 144(%rbx), %zmm@26
  vbroadcasti32x4 160(%rbx), %zmm@11
  vbroadcasti32x4 176(%rbx), %zmm@9
  vbroadcasti32x4 192(%rbx), %zmm@12
  vbroadcasti32x4 208(%rbx), %zmm@13
  vbroadcasti32x4 224(%rbx), %zmm@14
  vpshufb %zmm@15, %zmm@2, %zmm@28
  vpxord %zmm@28, %zmm@3, %zmm@28
  vaesenc %zmm@4, %zmm@28, %zmm@28
  vaesenc %zmm@5, %zmm@28, %zmm@28
  vaesenc %zmm@6, %zmm@28, %zmm@28
  vaesenc %zmm@7, %zmm@28, %zmm@28
  vaesenc %zmm@1, %zmm@28, %zmm@28
  vaesenc %zmm@27, %zmm@28, %zmm@28
  vaesenc %zmm@25, %zmm@28, %zmm@28
  vaesenc %zmm@10, %zmm@28, %zmm@28
  vaesenc %zmm@26, %zmm@28, %zmm@28
  vaesenc %zmm@11, %zmm@28, %zmm@28
  vaesenc %zmm@9, %zmm@28, %zmm@28
  vaesenc %zmm@12, %zmm@28, %zmm@28
  vaesenc %zmm@13, %zmm@28, %zmm@28
  vaesenclast %zmm@14, %zmm@28, %zmm@28
  movq $-1, %r8
  movq $-1, %rdx
  movl %eax, %ecx
  shlq %cl, %rdx
  cmpq $64, %rax
  notq %rdx
  cmovaeq %r8, %rdx
  kmovq %rdx, %k1
  vmovdqu8 (%r11,%rdi), %zmm@31 {%k1} {z}
  vpxorq %zmm@28, %zmm@31, %zmm@28
  vmovdqu8 %zmm@28, (%r11,%rdi) {%k1}
  vpshufb %zmm@15, %zmm@31, %zmm@28
  vmovdqa64 %zmm@28, 320(%rsp)
  movq %rdi, %rdx
  orq $64, %rdx
  cmpq %r14, %rdx
  ja L12
  vpaddd C10(%rip), %zmm@2, %zmm@28
  vpshufb %zmm@15, %zmm@28, %zmm@28
  vpxord %zmm@28, %zmm@3, %zmm@28
  vaesenc %zmm@4, %zmm@28, %zmm@28
  vaesenc %zmm@5, %zmm@28, %zmm@28
  vaesenc %zmm@6, %zmm@28, %zmm@28
  vaesenc %zmm@7, %zmm@28, %zmm@28
  vaesenc %zmm@1, %zmm@28, %zmm@28
  vaesenc %zmm@27, %zmm@28, %zmm@28
  vaesenc %zmm@25, %zmm@28, %zmm@28
  vaesenc %zmm@10, %zmm@28, %zmm@28
  vaesenc %zmm@26, %zmm@28, %zmm@28
  vaesenc %zmm@11, %zmm@28, %zmm@28
  vaesenc %zmm@9, %zmm@28, %zmm@28
  vaesenc %zmm@12, %zmm@28, %zmm@28
  vaesenc %zmm@13, %zmm@28, %zmm@28
  vaesenclast %zmm@14, %zmm@28, %zmm@28
  leaq -64(%rax), %r9
  movq $-1, %r10
  movl %eax, %ecx
  shlq %cl, %r10
  cmpq $64, %r9
  notq %r10
  cmovaeq %r8, %r10
  kmovq %r10, %k1
  vmovdqu8 (%r11,%rdx), %zmm@31 {%k1} {z}
  vpxorq %zmm@28, %zmm@31, %zmm@28
  vmovdqu8 %zmm@28, (%r11,%rdx) {%k1}
  vpshufb %zmm@15, %zmm@31, %zmm@28
  vmovdqa64 %zmm@28, 384(%rsp)
  movq %rdi, %rdx
  orq $128, %rdx
  cmpq %r14, %rdx
  vmovdqa64 640(%rsp), %zmm@29
  ja L12
  vpaddd C11(%rip), %zmm@2, %zmm@28
  vpshufb %zmm@15, %zmm@28, %zmm@28
  vpxord %zmm@28, %zmm@3, %zmm@28
  vaesenc %zmm@4, %zmm@28, %zmm@28
  vaesenc %zmm@5, %zmm@28, %zmm@28
  vaesenc %zmm@6, %zmm@28, %zmm@28
  vaesenc %zmm@7, %zmm@28, %zmm@28
  vaesenc %zmm@1, %zmm@28, %zmm@28
  vaesenc %zmm@27, %zmm@28, %zmm@28
  vaesenc %zmm@25, %zmm@28, %zmm@28
  vaesenc %zmm@10, %zmm@28, %zmm@28
  vaesenc %zmm@26, %zmm@28, %zmm@28
  vaesenc %zmm@11, %zmm@28, %zmm@28
  vaesenc %zmm@9, %zmm@28, %zmm@28
  vaesenc %zmm@12, %zmm@28, %zmm@28
  vaesenc %zmm@13, %zmm@28, %zmm@28
  vaesenclast %zmm@14, %zmm@28, %zmm@28
  leaq -128(%rax), %r9
  movq $-1, %r10
  movl %eax, %ecx
  shlq %cl, %r10
  cmpq $64, %r9
  notq %r10
  cmovaeq %r8, %r10
  kmovq %r10, %k1
  vmovdqu8 (%r11,%rdx), %zmm@31 {%k1} {z}
  vpxorq %zmm@28, %zmm@31, %zmm@28
  vpshufb C4(%rip), %zmm@31, %zmm@31
  vmovdqu8 %zmm@28, (%r11,%rdx) {%k1}
  vmovdqa64 %zmm@31, 448(%rsp)
  orq $192, %rdi
  cmpq %r14, %rdi
  ja L13
  vpaddd C12(%rip), %zmm@2, %zmm@2
  vpshufb %zmm@15, %zmm@2, %zmm@2
  vpxord %zmm@2, %zmm@3, %zmm@2
  vaesenc %zmm@4, %zmm@2, %zmm@2
  vaesenc %zmm@5, %zmm@2, %zmm@2
  vaesenc %zmm@6, %zmm@2, %zmm@2
  vaesenc %zmm@7, %zmm@2, %zmm@2
  vaesenc %zmm@1, %zmm@2, %zmm@2
  vaesenc %zmm@27, %zmm@2, %zmm@2
  vaesenc %zmm@25, %zmm@2, %zmm@2
  vaesenc %zmm@10, %zmm@2, %zmm@2
  vaesenc %zmm@26, %zmm@2, %zmm@2
  vaesenc %zmm@11, %zmm@2, %zmm@2
  vaesenc %zmm@9, %zmm@2, %zmm@2
  vaesenc %zmm@12, %zmm@2, %zmm@2
  vaesenc %zmm@13, %zmm@2, %zmm@2
  vaesenclast %zmm@14, %zmm@2, %zmm@2
  leaq -192(%rax), %rdx
  movq $-1, %r9
  movl %eax, %ecx
  shlq %cl, %r9
  cmpq $64, %rdx
  notq %r9
  cmovaeq %r8, %r9
  shrl $4, %eax
  andl $15, %r14d
  cmpq $1, %r14
  sbbq $-1, %rax
  kmovq %r9, %k1
  vmovdqu8 (%r11,%rdi), %zmm@3 {%k1} {z}
  vpxorq %zmm@2, %zmm@3, %zmm@2
  vmovdqu8 %zmm@2, (%r11,%rdi) {%k1}
  vpshufb C4(%rip), %zmm@3, %zmm@2
  vmovdqa64 %zmm@2, 512(%rsp)
  cmpl $-240, %esi
  jae L16
  movl %eax, %ecx
  andl $28, %ecx
  cmpl $16, %ecx
  setne %cl
  jmp L17
L5:
  leal (,%rax,4), %ecx
  andb $12, %cl
  movl $15, %edx
  shll %cl, %edx
  kmovd %edx, %k1
  vshufi32x4 $0, %zmm@0, %zmm@0, %zmm@3 {%k1} {z}
  movq %rax, %rdi
  shrq $2, %rdi
  cmpq $1, %rdi
  setne %cl
  vmovdqa64 640(%rsp), %zmm@6
  je L18
  testq %rdi, %rdi
  jne L19
  vpxord %zmm@2, %zmm@3, %zmm@2
L18:
  incq %rax
L6:
  movl $16, %edx
  subq %rax, %rdx
  movq %rdx, %rax
  shrq $2, %rax
  je L20
  cmpq $1, %rax
  je L21
  vpxor %xmm@4, %xmm@4, %xmm@4
  cmpq $2, %rax
  jne L22
  vmovdqa64 64(%rsp), %zmm@5
  vmovdqa64 192(%rsp), %zmm@25
  jmp L23
L9:
  leal (,%rax,4), %ecx
  andb $12, %cl
  movl $15, %edx
  shll %cl, %edx
  kmovd %edx, %k1
  vshufi32x4 $0, %zmm@0, %zmm@0, %zmm@2 {%k1} {z}
  movq %rax, %rdi
  shrq $2, %rdi
  cmpq $2, %rdi
  setne %cl
  je L24
  cmpq $7, %rax
  ja L25
  shlq $6, %rdi
  vpxord 320(%rsp,%rdi), %zmm@2, %zmm@3
  vmovdqa64 %zmm@3, 320(%rsp,%rdi)
L24:
  incq %rax
L10:
  movl $16, %edx
  subq %rax, %rdx
  movq %rdx, %rax
  shrq $2, %rax
  je L26
  vpxor %xmm@3, %xmm@3, %xmm@3
  cmpq $1, %rax
  je L27
  vpxor %xmm@4, %xmm@4, %xmm@4
  cmpq $2, %rax
  jne L28
  vmovdqa64 64(%rsp), %zmm@5
  vmovdqa64 192(%rsp), %zmm@10
  jmp L29
L14:
  leal (,%rax,4), %ecx
  andb $12, %cl
  movl $15, %edx
  shll %cl, %edx
  kmovd %edx, %k1
  vshufi32x4 $0, %zmm@0, %zmm@0, %zmm@2 {%k1} {z}
  movq %rax, %rdi
  shrq $2, %rdi
  cmpq $3, %rdi
  setne %cl
  je L30
  cmpq $11, %rax
  ja L31
  shlq $6, %rdi
  vpxord 320(%rsp,%rdi), %zmm@2, %zmm@3
  vmovdqa64 %zmm@3, 320(%rsp,%rdi)
L30:
  incq %rax
L15:
  movl $16, %edx
  subq %rax, %rdx
  movq %rdx, %rax
  shrq $2, %rax
  je L32
  vpxor %xmm@3, %xmm@3, %xmm@3
  cmpq $1, %rax
  je L33
  vpxor %xmm@4, %xmm@4, %xmm@4
  cmpq $2, %rax
  jne L34
  vmovdqa64 64(%rsp), %zmm@5
  vmovdqa64 192(%rsp), %zmm@28
  jmp L35
L16:
  leal (,%rax,4), %ecx
  andb $12, %cl
  movl $15, %edx
  shll %cl, %edx
  movq %rax, %rdi
  shrq $2, %rdi
  cmpq $4, %rdi
  setne %cl
  je L36
  cmpq $15, %rax
  ja L37
  kmovd %edx, %k1
  vshufi32x4 $0, %zmm@0, %zmm@0, %zmm@2 {%k1} {z}
  shlq $6, %rdi
  vpxord 320(%rsp,%rdi), %zmm@2, %zmm@2
  vmovdqa64 %zmm@2, 320(%rsp,%rdi)
L36:
  incq %rax
L17:
  movl $16, %edx
  subq %rax, %rdx
  movq %rdx, %rax
  shrq $2, %rax
  je L38
  vpxor %xmm@2, %xmm@2, %xmm@2
  cmpq $1, %rax
  je L39
  vpxor %xmm@3, %xmm@3, %xmm@3
  cmpq $2, %rax
  jne L40
  vmovdqa64 64(%rsp), %zmm@4
  vmovdqa64 192(%rsp), %zmm@29
  jmp L41
L21:
  vmovdqa64 64(%rsp), %zmm@4
  vmovdqa64 192(%rsp), %zmm@5
  vmovdqa64 %zmm@6, %zmm@25
  jmp L23
L20:
  vmovdqa64 192(%rsp), %zmm@4
  vmovdqa64 %zmm@6, %zmm@5
  vmovdqa64 576(%rsp), %zmm@25
  jmp L23
L22:
  vpxor %xmm@5, %xmm@5, %xmm@5
  vmovdqa64 64(%rsp), %zmm@25
L23:
  cmpl $-240, %esi
  setb %al
  addl %edx, %edx
  andl $6, %edx
  vpbroadcastq %rdx, %zmm@6
  vpaddq C13(%rip), %zmm@6, %zmm@1
  vmovdqa %xmm@8, %xmm@6
  vpxorq %zmm@6, %zmm@2, %zmm@7
  vpermt2q %zmm@5, %zmm@1, %zmm@25
  vpclmulqdq $0, %zmm@25, %zmm@7, %zmm@6
  vpclmulqdq $17, %zmm@25, %zmm@7, %zmm@2
  vpclmulqdq $1, %zmm@25, %zmm@7, %zmm@8
  vpclmulqdq $16, %zmm@25, %zmm@7, %zmm@7
  vpxorq %zmm@8, %zmm@7, %zmm@7
  orb %cl, %al
  jne L42
  vpermt2q %zmm@4, %zmm@1, %zmm@5
  vpclmulqdq $0, %zmm@5, %zmm@3, %zmm@4
  vpxorq %zmm@6, %zmm@4, %zmm@6
  vpclmulqdq $17, %zmm@5, %zmm@3, %zmm@4
  vpxorq %zmm@2, %zmm@4, %zmm@2
  vpclmulqdq $1, %zmm@5, %zmm@3, %zmm@4
  vpclmulqdq $16, %zmm@5, %zmm@3, %zmm@3
  vpternlogq $150, %zmm@3, %zmm@4, %zmm@7
L42:
  movq 40(%rsp), %rax
  vmovdqa 48(%rsp), %xmm@1
  vpslldq $8, %zmm@7, %zmm@3
  vpxord %zmm@6, %zmm@3, %zmm@3
  vpsrldq $8, %zmm@7, %zmm@4
  vpxorq %zmm@4, %zmm@2, %zmm@2
  vpbroadcastq C2(%rip), %zmm@4
  vpclmulqdq $0, %zmm@4, %zmm@3, %zmm@5
  vpshufd $78, %zmm@3, %zmm@3
  vpxorq %zmm@3, %zmm@5, %zmm@3
  vpclmulqdq $0, %zmm@4, %zmm@3, %zmm@4
  vpshufd $78, %zmm@3, %zmm@3
  vpternlogq $150, %zmm@4, %zmm@2, %zmm@3
  vextracti64x4 $1, %zmm@3, %ymm@2
  vpxor %ymm@3, %ymm@2, %ymm@2
  vextracti128 $1, %ymm@2, %xmm@3
  vpxor %xmm@2, %xmm@3, %xmm@8
  cmpl $-241, %esi
  ja L43
  jmp L44
L27:
  vmovdqa64 64(%rsp), %zmm@4
  vmovdqa64 192(%rsp), %zmm@5
  jmp L29
L26:
  vmovdqa64 64(%rsp), %zmm@3
  vmovdqa64 192(%rsp), %zmm@4
  vmovdqa64 %zmm@10, %zmm@5
  vmovdqa64 576(%rsp), %zmm@10
  jmp L29
L28:
  vpxor %xmm@5, %xmm@5, %xmm@5
  vmovdqa64 64(%rsp), %zmm@10
L29:
  cmpl $-240, %esi
  setb %al
  addl %edx, %edx
  andl $6, %edx
  vpbroadcastq %rdx, %zmm@6
  vpaddq C13(%rip), %zmm@6, %zmm@1
  vmovdqa %xmm@8, %xmm@6
  vpxorq 320(%rsp), %zmm@6, %zmm@6
  vpermt2q %zmm@5, %zmm@1, %zmm@10
  vpclmulqdq $0, %zmm@10, %zmm@6, %zmm@7
  vpclmulqdq $17, %zmm@10, %zmm@6, %zmm@8
  vpclmulqdq $1, %zmm@10, %zmm@6, %zmm@25
  vpclmulqdq $16, %zmm@10, %zmm@6, %zmm@6
  vpxorq %zmm@25, %zmm@6, %zmm@25
  vmovdqa64 384(%rsp), %zmm@10
  vpermt2q %zmm@4, %zmm@1, %zmm@5
  vpclmulqdq $0, %zmm@5, %zmm@10, %zmm@6
  vpxorq %zmm@7, %zmm@6, %zmm@7
  vpclmulqdq $17, %zmm@5, %zmm@10, %zmm@6
  vpxorq %zmm@8, %zmm@6, %zmm@6
  vpclmulqdq $1, %zmm@5, %zmm@10, %zmm@8
  vpclmulqdq $16, %zmm@5, %zmm@10, %zmm@5
  vpternlogq $150, %zmm@8, %zmm@25, %zmm@5
  orb %cl, %al
  jne L45
  vpermt2q %zmm@3, %zmm@1, %zmm@4
  vpclmulqdq $0, %zmm@4, %zmm@2, %zmm@3
  vpxorq %zmm@7, %zmm@3, %zmm@7
  vpclmulqdq $17, %zmm@4, %zmm@2, %zmm@3
  vpxorq %zmm@6, %zmm@3, %zmm@6
  vpclmulqdq $1, %zmm@4, %zmm@2, %zmm@3
  vpclmulqdq $16, %zmm@4, %zmm@2, %zmm@2
  vpternlogq $150, %zmm@2, %zmm@3, %zmm@5
L45:
  movq 40(%rsp), %rax
  vmovdqa 48(%rsp), %xmm@1
  vpslldq $8, %zmm@5, %zmm@2
  vpxord %zmm@7, %zmm@2, %zmm@2
  vpsrldq $8, %zmm@5, %zmm@3
  vpxorq %zmm@3, %zmm@6, %zmm@3
  jmp L46
L33:
  vmovdqa64 64(%rsp), %zmm@4
  vmovdqa64 192(%rsp), %zmm@5
  jmp L35
L32:
  vmovdqa64 192(%rsp), %zmm@4
  vmovdqa64 64(%rsp), %zmm@3
  vmovdqa64 %zmm@28, %zmm@5
  vmovdqa64 576(%rsp), %zmm@28
  jmp L35
L34:
  vpxor %xmm@5, %xmm@5, %xmm@5
  vmovdqa64 64(%rsp), %zmm@28
L35:
  cmpl $-240, %esi
  setb %al
  addl %edx, %edx
  andl $6, %edx
  vpbroadcastq %rdx, %zmm@6
  vpaddq C13(%rip), %zmm@6, %zmm@6
  vmovdqa %xmm@8, %xmm@7
  vpxorq 320(%rsp), %zmm@7, %zmm@7
  vpermt2q %zmm@5, %zmm@6, %zmm@28
  vpclmulqdq $16, %zmm@28, %zmm@7, %zmm@1
  vpclmulqdq $1, %zmm@28, %zmm@7, %zmm@8
  vpxorq %zmm@1, %zmm@8, %zmm@1
  vpermt2q %zmm@4, %zmm@6, %zmm@5
  vmovdqa64 384(%rsp), %zmm@8
  vmovdqa64 448(%rsp), %zmm@25
  vpclmulqdq $1, %zmm@5, %zmm@8, %zmm@10
  vpclmulqdq $16, %zmm@5, %zmm@8, %zmm@26
  vpternlogq $150, %zmm@10, %zmm@1, %zmm@26
  vpclmulqdq $17, %zmm@5, %zmm@8, %zmm@1
  vpclmulqdq $17, %zmm@28, %zmm@7, %zmm@10
  vpclmulqdq $0, %zmm@5, %zmm@8, %zmm@8
  vpclmulqdq $0, %zmm@28, %zmm@7, %zmm@7
  vpermt2q %zmm@3, %zmm@6, %zmm@4
  vpclmulqdq $0, %zmm@4, %zmm@25, %zmm@5
  vpternlogq $150, %zmm@8, %zmm@7, %zmm@5
  vpclmulqdq $17, %zmm@4, %zmm@25, %zmm@7
  vpternlogq $150, %zmm@1, %zmm@10, %zmm@7
  vpclmulqdq $1, %zmm@4, %zmm@25, %zmm@1
  vpclmulqdq $16, %zmm@4, %zmm@25, %zmm@4
  vpternlogq $150, %zmm@1, %zmm@26, %zmm@4
  orb %cl, %al
  jne L47
  vpxor %xmm@1, %xmm@1, %xmm@1
  vpermt2q %zmm@1, %zmm@6, %zmm@3
  vpclmulqdq $0, %zmm@3, %zmm@2, %zmm@6
  vpxorq %zmm@5, %zmm@6, %zmm@5
  vpclmulqdq $17, %zmm@3, %zmm@2, %zmm@6
  vpxorq %zmm@7, %zmm@6, %zmm@7
  vpclmulqdq $1, %zmm@3, %zmm@2, %zmm@6
  vpclmulqdq $16, %zmm@3, %zmm@2, %zmm@2
  vpternlogq $150, %zmm@2, %zmm@6, %zmm@4
L47:
  movq 40(%rsp), %rax
  vmovdqa 48(%rsp), %xmm@1
  vpslldq $8, %zmm@4, %zmm@2
  vpxord %zmm@5, %zmm@2, %zmm@2
  vpsrldq $8, %zmm@4, %zmm@3
  vpxorq %zmm@3, %zmm@7, %zmm@3
L46:
  vpbroadcastq C2(%rip), %zmm@4
  vpclmulqdq $0, %zmm@4, %zmm@2, %zmm@5
  vpshufd $78, %zmm@2, %zmm@2
  vpxorq %zmm@2, %zmm@5, %zmm@2
  vpclmulqdq $0, %zmm@4, %zmm@2, %zmm@4
  vpshufd $78, %zmm@2, %zmm@2
  vpternlogq $150, %zmm@4, %zmm@3, %zmm@2
  vextracti64x4 $1, %zmm@2, %ymm@3
  vpxor %ymm@2, %ymm@3, %ymm@2
  vextracti128 $1, %ymm@2, %xmm@3
  vpxor %xmm@2, %xmm@3, %xmm@8
  cmpl $-241, %esi
  ja L43
L44:
  vpxor %xmm@0, %xmm@8, %xmm@0
  vmovdqa64 64(%rsp), %zmm@2
  vextracti32x4 $3, %zmm@2, %xmm@2
  vpclmulqdq $0, %zmm@2, %zmm@0, %zmm@3
  vpclmulqdq $17, %zmm@2, %zmm@0, %zmm@4
  vpclmulqdq $1, %zmm@2, %zmm@0, %zmm@5
  vpclmulqdq $16, %zmm@2, %zmm@0, %zmm@0
  vpxorq %zmm@5, %zmm@0, %zmm@0
  vpslldq $8, %zmm@0, %zmm@2
  vpxord %zmm@3, %zmm@2, %zmm@2
  vpsrldq $8, %zmm@0, %zmm@0
  vpxorq %zmm@0, %zmm@4, %zmm@0
  vpbroadcastq C2(%rip), %zmm@3
  vpclmulqdq $0, %zmm@3, %zmm@2, %zmm@4
  vpshufd $78, %zmm@2, %zmm@2
  vpxorq %zmm@2, %zmm@4, %zmm@2
  vpclmulqdq $0, %zmm@3, %zmm@2, %zmm@3
  vpshufd $78, %zmm@2, %zmm@8
  vpternlogq $150, %zmm@3, %zmm@0, %zmm@8
L43:
  vpxor (%rbx), %xmm@1, %xmm@0
  vaesenc 16(%rbx), %xmm@0, %xmm@0
  vaesenc 32(%rbx), %xmm@0, %xmm@0
  vaesenc 48(%rbx), %xmm@0, %xmm@0
  vaesenc 64(%rbx), %xmm@0, %xmm@0
  vaesenc 80(%rbx), %xmm@0, %xmm@0
  vaesenc 96(%rbx), %xmm@0, %xmm@0
  vaesenc 112(%rbx), %xmm@0, %xmm@0
  vaesenc 128(%rbx), %xmm@0, %xmm@0
  vaesenc 144(%rbx), %xmm@0, %xmm@0
  vaesenc 160(%rbx), %xmm@0, %xmm@0
  vaesenc 176(%rbx), %xmm@0, %xmm@0
  vaesenc 192(%rbx), %xmm@0, %xmm@0
  vaesenc 208(%rbx), %xmm@0, %xmm@0
  vaesenclast 224(%rbx), %xmm@0, %xmm@0
  vpshufb C1(%rip), %xmm@8, %xmm@2
  vpxor %xmm@2, %xmm@0, %xmm@0
  vmovdqu %xmm@0, (%rax)
  leaq -40(%rbp), %rsp
  popq %rbx
  popq %r12
  popq %r13
  popq %r14
  popq %r15
  popq %rbp
  vzeroupper
  retq
L39:
  vmovdqa64 64(%rsp), %zmm@3
  vmovdqa64 192(%rsp), %zmm@4
  jmp L41
L38:
  vmovdqa64 64(%rsp), %zmm@2
  vmovdqa64 192(%rsp), %zmm@3
  vmovdqa64 %zmm@29, %zmm@4
  vmovdqa64 576(%rsp), %zmm@29
  jmp L41
L40:
  vpxor %xmm@4, %xmm@4, %xmm@4
  vmovdqa64 64(%rsp), %zmm@29
L41:
  cmpl $-240, %esi
  setb %al
  orb %cl, %al
  je L48
  vmovdqa %xmm@8, %xmm@5
  vpxorq 320(%rsp), %zmm@5, %zmm@5
  addl %edx, %edx
  andl $6, %edx
  vpbroadcastq %rdx, %zmm@6
  vpaddq C13(%rip), %zmm@6, %zmm@6
  vpermt2q %zmm@4, %zmm@6, %zmm@29
  vpclmulqdq $16, %zmm@29, %zmm@5, %zmm@7
  vpclmulqdq $1, %zmm@29, %zmm@5, %zmm@1
  vpxorq %zmm@7, %zmm@1, %zmm@7
  vpermt2q %zmm@3, %zmm@6, %zmm@4
  vmovdqa64 384(%rsp), %zmm@1
  vmovdqa64 448(%rsp), %zmm@8
  vmovdqa64 512(%rsp), %zmm@25
  vpclmulqdq $1, %zmm@4, %zmm@1, %zmm@10
  vpclmulqdq $16, %zmm@4, %zmm@1, %zmm@26
  vpternlogq $150, %zmm@10, %zmm@7, %zmm@26
  vpermt2q %zmm@2, %zmm@6, %zmm@3
  vpclmulqdq $1, %zmm@3, %zmm@8, %zmm@7
  vpclmulqdq $16, %zmm@3, %zmm@8, %zmm@10
  vpternlogq $150, %zmm@7, %zmm@26, %zmm@10
  vpxor %xmm@7, %xmm@7, %xmm@7
  vpermt2q %zmm@7, %zmm@6, %zmm@2
  vpclmulqdq $1, %zmm@2, %zmm@25, %zmm@6
  vpclmulqdq $16, %zmm@2, %zmm@25, %zmm@7
  vpternlogq $150, %zmm@6, %zmm@10, %zmm@7
  vpclmulqdq $17, %zmm@2, %zmm@25, %zmm@6
  vpclmulqdq $17, %zmm@3, %zmm@8, %zmm@10
  vpclmulqdq $17, %zmm@4, %zmm@1, %zmm@26
  vpternlogq $150, %zmm@6, %zmm@10, %zmm@26
  vpclmulqdq $17, %zmm@29, %zmm@5, %zmm@6
  vpclmulqdq $0, %zmm@2, %zmm@25, %zmm@2
  vpclmulqdq $0, %zmm@3, %zmm@8, %zmm@3
  vpclmulqdq $0, %zmm@4, %zmm@1, %zmm@4
  vpternlogq $150, %zmm@2, %zmm@3, %zmm@4
  vpclmulqdq $0, %zmm@29, %zmm@5, %zmm@2
  vpslldq $8, %zmm@7, %zmm@3
  vpternlogd $150, %zmm@2, %zmm@4, %zmm@3
  vpsrldq $8, %zmm@7, %zmm@2
  vpternlogq $150, %zmm@6, %zmm@26, %zmm@2
  vpbroadcastq C2(%rip), %zmm@4
  vpclmulqdq $0, %zmm@4, %zmm@3, %zmm@5
  vpshufd $78, %zmm@3, %zmm@3
  vpxorq %zmm@3, %zmm@5, %zmm@3
  vpclmulqdq $0, %zmm@4, %zmm@3, %zmm@4
  vpshufd $78, %zmm@3, %zmm@3
  vpternlogq $150, %zmm@4, %zmm@2, %zmm@3
  vextracti64x4 $1, %zmm@3, %ymm@2
  vpxor %ymm@3, %ymm@2, %ymm@2
  vextracti128 $1, %ymm@2, %xmm@3
  vpxor %xmm@2, %xmm@3, %xmm@8
L49:
  movq 40(%rsp), %rax
  vmovdqa 48(%rsp), %xmm@1
  cmpl $-241, %esi
  jbe L44
  jmp L43
L13:
  movq %rdi, %rdx
L12:
  leaq C14(%rip), %rcx
  movq %rdx, %rdi
  movq %r14, %rsi
  movq %r14, %rdx
  vzeroupper
  callq *core::slice::index::slice_index_fail(%rip)
L8:
  leaq C14(%rip), %rcx
  movq %r14, %rsi
  movq %r14, %rdx
  vzeroupper
  callq *core::slice::index::slice_index_fail(%rip)
L48:
  leaq C15(%rip), %rdx
  movl $5, %edi
  movl $5, %esi
  vzeroupper
  callq *core::panicking::panic_bounds_check(%rip)
L19:
  leaq C16(%rip), %rdx
  movl $1, %esi
  vzeroupper
  callq *core::panicking::panic_bounds_check(%rip)
L25:
  leaq C16(%rip), %rdx
  movl $2, %esi
  vzeroupper
  callq *core::panicking::panic_bounds_check(%rip)
L31:
  leaq C16(%rip), %rdx
  movl $3, %esi
  vzeroupper
  callq *core::panicking::panic_bounds_check(%rip)
L37:
  leaq C16(%rip), %rdx
  movl $4, %esi
  vzeroupper
  callq *core::panicking::panic_bounds_check(%rip)
== hw_gcm::arch::x86_64::vaes_avx512::seal#0
  pushq %rbp
  movq %rsp, %rbp
  pushq %r15
  pushq %r14
  pushq %r13
  pushq %r12
  pushq %rbx
  andq $-64, %rsp
  subq $768, %rsp
  movq %r8, %r12
  movq %rcx, %r14
  movq %rsi, %rbx
  vmovq (%rdx), %xmm@0
  vpinsrd $2, 8(%rdx), %xmm@0, %xmm@0
  movq %rdi, 56(%rsp)
  addq $240, %rsi
  vmovdqu64 240(%rbx), %zmm@1
  vmovdqu64 304(%rbx), %zmm@2
  vpblendd $8, C0(%rip), %xmm@0, %xmm@0
  vmovdqa %xmm@0, 96(%rsp)
  vpshufb C1(%rip), %xmm@0, %xmm@0
  movq 8(%r9), %r15
  vpxor %xmm@3, %xmm@3, %xmm@3
  vpxor %xmm@4, %xmm@4, %xmm@4
  cmpq $113, %r15
  jb L0
  vshufi64x2 $0, %zmm@1, %zmm@1, %zmm@5
  vpclmulqdq $0, %zmm@5, %zmm@1, %zmm@3
  vpclmulqdq $17, %zmm@5, %zmm@1, %zmm@6
  vpclmulqdq $1, %zmm@5, %zmm@1, %zmm@7
  vpclmulqdq $16, %zmm@5, %zmm@1, %zmm@8
  vpxorq %zmm@7, %zmm@8, %zmm@7
  vpslldq $8, %zmm@7, %zmm@8
  vpxord %zmm@3, %zmm@8, %zmm@3
  vpsrldq $8, %zmm@7, %zmm@7
  vpxorq %zmm@7, %zmm@6, %zmm@6
  vpbroadcastq C2(%rip), %zmm@7
  vpclmulqdq $0, %zmm@7, %zmm@3, %zmm@8
  vpshufd $78, %zmm@3, %zmm@3
  vpxorq %zmm@3, %zmm@8, %zmm@3
  vpclmulqdq $0, %zmm@7, %zmm@3, %zmm@8
  vpshufd $78, %zmm@3, %zmm@4
  vpternlogq $150, %zmm@8, %zmm@6, %zmm@4
  vpclmulqdq $0, %zmm@5, %zmm@2, %zmm@3
  vpclmulqdq $17, %zmm@5, %zmm@2, %zmm@6
  vpclmulqdq $1, %zmm@5, %zmm@2, %zmm@8
  vpclmulqdq $16, %zmm@5, %zmm@2, %zmm@5
  vpxorq %zmm@8, %zmm@5, %zmm@5
  vpslldq $8, %zmm@5, %zmm@8
  vpxord %zmm@3, %zmm@8, %zmm@3
  vpsrldq $8, %zmm@5, %zmm@5
  vpxorq %zmm@5, %zmm@6, %zmm@5
  vpclmulqdq $0, %zmm@7, %zmm@3, %zmm@6
  vpshufd $78, %zmm@3, %zmm@3
  vpxorq %zmm@3, %zmm@6, %zmm@3
  vpclmulqdq $0, %zmm@7, %zmm@3, %zmm@6
  vpshufd $78, %zmm@3, %zmm@3
  vpternlogq $150, %zmm@6, %zmm@5, %zmm@3
L0:
  vmovdqa64 %zmm@4, 384(%rsp)
  vmovdqa64 %zmm@1, 448(%rsp)
  vmovdqa64 %zmm@3, 512(%rsp)
  vmovdqa64 %zmm@2, 576(%rsp)
  vshufi64x2 $0, %zmm@0, %zmm@0, %zmm@0
  vmovdqa64 %zmm@0, 640(%rsp)
  movq %r9, 88(%rsp)
  movq (%r9), %rax
  movq %rax, 80(%rsp)
  movq %r15, %r13
  shrq $8, %r15
  vmovapd 352(%rbx), %xmm@0
  vmovapd %xmm@0, 112(%rsp)
  movq %r12, %r8
  shrq $4, %r8
  vxorpd %xmm@0, %xmm@0, %xmm@0
  vmovapd %xmm@0, 128(%rsp)
  leaq 64(%rsp), %rdi
  leaq 128(%rsp), %rdx
  movq %r14, %rcx
  vzeroupper
  callq hw_polyval::arch::x86_64::aesni_clmul::absorb
  movq %r12, %r8
  movq %r12, %rdx
  andq $15, %rdx
  je L1
  movabsq $9223372036854775792, %rax
  andq %r8, %rax
  addq %rax, %r14
  vxorpd %xmm@0, %xmm@0, %xmm@0
  vmovapd %xmm@0, 128(%rsp)
  leaq 128(%rsp), %rdi
  movq %r14, %rsi
  callq *memcpy@GOTPCREL(%rip)
  movq %r12, %r8
  vmovdqa 128(%rsp), %xmm@0
  vpshufb C1(%rip), %xmm@0, %xmm@0
  vpxor 64(%rsp), %xmm@0, %xmm@0
  vmovdqa 112(%rsp), %xmm@7
  vpclmulqdq $0, %xmm@7, %xmm@0, %xmm@5
  vpclmulqdq $17, %xmm@7, %xmm@0, %xmm@3
  vpclmulqdq $1, %xmm@7, %xmm@0, %xmm@6
  vpclmulqdq $16, %xmm@7, %xmm@0, %xmm@0
  vpxor %xmm@6, %xmm@0, %xmm@0
  vpslldq $8, %xmm@0, %xmm@6
  vpxor %xmm@6, %xmm@5, %xmm@5
  vpsrldq $8, %xmm@0, %xmm@0
  movabsq $-4467570830351532032, %rax
  vmovq %rax, %xmm@6
  vpclmulqdq $0, %xmm@6, %xmm@5, %xmm@7
  vpshufd $78, %xmm@5, %xmm@5
  vpxor %xmm@5, %xmm@7, %xmm@5
  vpclmulqdq $0, %xmm@6, %xmm@5, %xmm@6
  vpxor %xmm@3, %xmm@6, %xmm@3
  vpshufd $78, %xmm@5, %xmm@5
  vpternlogq $150, %xmm@0, %xmm@3, %xmm@5
  vmovdqa %xmm@5, 64(%rsp)
L1:
  vmovdqa64 640(%rsp), %zmm@9
  vpaddd C3(%rip), %zmm@9, %zmm@3
  testq %r15, %r15
  je L2
  cmpq $255, %r13
  vmovdqa64 576(%rsp), %zmm@10
  vmovdqa64 512(%rsp), %zmm@11
  vmovdqa64 448(%rsp), %zmm@12
  vmovdqa64 384(%rsp), %zmm@13
  movq 80(%rsp), %r14
  movq 88(%rsp), %r9
  jbe L3
  movq 24(%r9), %rdx
  cmpq $255, %rdx
  jbe L4
  vmovdqu64 128(%r14), %zmm@5
  vmovdqu64 192(%r14), %zmm@6
  vmovdqa (%rbx), %xmm@0
  vmovdqa 16(%rbx), %xmm@7
  vshufi64x2 $0, %zmm@0, %zmm@0, %zmm@0
  vpaddd C4(%rip), %zmm@9, %zmm@8
  vmovdqa64 C5(%rip), %zmm@14
  vpshufb %zmm@14, %zmm@8, %zmm@8
  vpxord %zmm@8, %zmm@0, %zmm@8
  vshufi64x2 $0, %zmm@7, %zmm@7, %zmm@7
  vaesenc %zmm@7, %zmm@8, %zmm@2
  vmovdqa 32(%rbx), %xmm@8
  vshufi64x2 $0, %zmm@8, %zmm@8, %zmm@8
  vaesenc %zmm@8, %zmm@2, %zmm@1
  vmovdqa 48(%rbx), %xmm@2
  vshufi64x2 $0, %zmm@2, %zmm@2, %zmm@2
  vaesenc %zmm@2, %zmm@1, %zmm@4
  vmovdqa 64(%rbx), %xmm@1
  vshufi64x2 $0, %zmm@1, %zmm@1, %zmm@1
  vaesenc %zmm@1, %zmm@4, %zmm@15
  vmovdqa 80(%rbx), %xmm@4
  vshufi64x2 $0, %zmm@4, %zmm@4, %zmm@4
  vaesenc %zmm@4, %zmm@15, %zmm@16
  vmovdqa 96(%rbx), %xmm@15
  vshufi64x2 $0, %zmm@15, %zmm@15, %zmm@15
  vaesenc %zmm@15, %zmm@16, %zmm@17
  vmovdqa 112(%rbx), %xmm@16
  vshufi64x2 $0, %zmm@16, %zmm@16, %zmm@16
  vaesenc %zmm@16, %zmm@17, %zmm@18
  vmovdqa 128(%rbx), %xmm@17
  vshufi64x2 $0, %zmm@17, %zmm@17, %zmm@17
  vaesenc %zmm@17, %zmm@18, %zmm@18
  vmovdqa64 144(%rbx), %xmm@19
  vshufi64x2 $0, %zmm@19, %zmm@19, %zmm@20
  vaesenc %zmm@20, %zmm@18, %zmm@19
  vmovdqa 160(%rbx), %xmm@18
  vshufi64x2 $0, %zmm@18, %zmm@18, %zmm@21
  vaesenc %zmm@21, %zmm@19, %zmm@18
  vmovdqa64 176(%rbx), %xmm@19
  vshufi64x2 $0, %zmm@19, %zmm@19, %zmm@22
  vaesenc %zmm@22, %zmm@18, %zmm@18
  vmovdqa64 192(%rbx), %xmm@19
  vshufi64x2 $0, %zmm@19, %zmm@19, %zmm@19
  vaesenc %zmm@19, %zmm@18, %zmm@18
  vmovdqa64 208(%rbx), %xmm@23
  vshufi64x2 $0, %zmm@23, %zmm@23, %zmm@23
  vaesenc %zmm@23, %zmm@18, %zmm@18
  vmovdqa64 224(%rbx), %xmm@24
  vshufi64x2 $0, %zmm@24, %zmm@24, %zmm@24
  vaesenclast %zmm@24, %zmm@18, %zmm@18
  vpaddd C6(%rip), %zmm@9, %zmm@25
  vpshufb %zmm@14, %zmm@25, %zmm@25
  vpxord %zmm@25, %zmm@0, %zmm@25
  vaesenc %zmm@7, %zmm@25, %zmm@25
  vaesenc %zmm@8, %zmm@25, %zmm@25
  vaesenc %zmm@2, %zmm@25, %zmm@25
  vaesenc %zmm@1, %zmm@25, %zmm@25
  vaesenc %zmm@4, %zmm@25, %zmm@25
  vaesenc %zmm@15, %zmm@25, %zmm@25
  vaesenc %zmm@16, %zmm@25, %zmm@25
  vaesenc %zmm@17, %zmm@25, %zmm@25
  vaesenc %zmm@20, %zmm@25, %zmm@25
  vaesenc %zmm@21, %zmm@25, %zmm@25
  vaesenc %zmm@22, %zmm@25, %zmm@25
  vaesenc %zmm@19, %zmm@25, %zmm@25
  vaesenc %zmm@23, %zmm@25, %zmm@25
  vaesenclast %zmm@24, %zmm@25, %zmm@25
  vpxord %zmm@18, %zmm@6, %zmm@6
  vpxord %zmm@25, %zmm@5, %zmm@5
  vpaddd C7(%rip), %zmm@9, %zmm@18
  vpshufb %zmm@14, %zmm@18, %zmm@18
  vpxord %zmm@18, %zmm@0, %zmm@18
  vaesenc %zmm@7, %zmm@18, %zmm@18
  vaesenc %zmm@8, %zmm@18, %zmm@18
  vaesenc %zmm@2, %zmm@18, %zmm@18
  vaesenc %zmm@1, %zmm@18, %zmm@18
  vaesenc %zmm@4, %zmm@18, %zmm@18
  vaesenc %zmm@15, %zmm@18, %zmm@18
  vaesenc %zmm@16, %zmm@18, %zmm@18
  vaesenc %zmm@17, %zmm@18, %zmm@18
  vaesenc %zmm@20, %zmm@18, %zmm@18
  vaesenc %zmm@21, %zmm@18, %zmm@18
  vaesenc %zmm@22, %zmm@18, %zmm@18
  vaesenc %zmm@19, %zmm@18, %zmm@18
  vaesenc %zmm@23, %zmm@18, %zmm@18
  vmovdqu64 64(%r14), %zmm@25
  vaesenclast %zmm@24, %zmm@18, %zmm@18
  vpxord %zmm@18, %zmm@25, %zmm@18
  vpshufb %zmm@14, %zmm@3, %zmm@3
  vpxord %zmm@3, %zmm@0, %zmm@0
  vaesenc %zmm@7, %zmm@0, %zmm@0
  vaesenc %zmm@8, %zmm@0, %zmm@0
  vaesenc %zmm@2, %zmm@0, %zmm@0
  vaesenc %zmm@1, %zmm@0, %zmm@0
  vaesenc %zmm@4, %zmm@0, %zmm@0
  vaesenc %zmm@15, %zmm@0, %zmm@0
  vaesenc %zmm@16, %zmm@0, %zmm@0
  vaesenc %zmm@17, %zmm@0, %zmm@0
  vaesenc %zmm@20, %zmm@0, %zmm@0
  vaesenc %zmm@21, %zmm@0, %zmm@0
  vaesenc %zmm@22, %zmm@0, %zmm@0
  vaesenc %zmm@19, %zmm@0, %zmm@0
  vaesenc %zmm@23, %zmm@0, %zmm@0
  vaesenclast %zmm@24, %zmm@0, %zmm@0
  vpxord (%r14), %zmm@0, %zmm@0
  movq 16(%r9), %rcx
  vmovdqu64 %zmm@0, (%rcx)
  vpshufb %zmm@14, %zmm@0, %zmm@7
  vmovdqu64 %zmm@18, 64(%rcx)
  vpshufb %zmm@14, %zmm@18, %zmm@8
  vmovdqu64 %zmm@5, 128(%rcx)
  vpshufb %zmm@14, %zmm@5, %zmm@2
  vmovdqu64 %zmm@6, 192(%rcx)
  vpshufb %zmm@14, %zmm@6, %zmm@1
  vpaddd C8(%rip), %zmm@9, %zmm@3
  cmpq $1, %r15
  jne L5
  vmovdqa 64(%rsp), %xmm@4
  jmp L6
L2:
  vmovdqa 64(%rsp), %xmm@5
  vmovdqa64 576(%rsp), %zmm@10
  vmovdqa64 512(%rsp), %zmm@11
  vmovdqa64 448(%rsp), %zmm@12
  vmovdqa64 384(%rsp), %zmm@13
  movq 80(%rsp), %r14
  movq 88(%rsp), %r9
  jmp L7
L5:
  decq %r15
  movq %r15, %rsi
  shlq $8, %rsi
  leaq -256(%r13), %rax
  cmpq %rax, %rsi
  ja L8
  addq $-256, %rdx
  cmpq %rdx, %rsi
  ja L9
  addq $256, %rcx
  leaq 256(%r14), %rax
  vpshufb %zmm@14, %zmm@3, %zmm@16
  vmovaps 64(%rsp), %xmm@4
  movq hw_gcm::arch::x86_64::vaes_avx512::CONSTS(%rip), %rdx
  movl $18, %esi
  vmovdqa64 %zmm@10, %zmm@18
  testq %r15, %r15
  je C9
  vbroadcasti32x4 (%rbx), %zmm@19
  vbroadcasti32x4 224(%rbx), %zmm@23
  vbroadcasti32x4 80(%rbx), %zmm@20
  vbroadcasti32x4 96(%rbx), %zmm@9
  vbroadcasti32x4 112(%rbx), %zmm@14
  vbroadcasti32x4 128(%rbx), %zmm@26
  vbroadcasti32x4 144(%rbx), %zmm@27
  vbroadcasti32x4 160(%rbx), %zmm@28
  vbroadcasti32x4 176(%rbx), %zmm@29
  vbroadcasti32x4 192(%rbx), %zmm@30
  vbroadcasti32x4 208(%rbx), %zmm@31
  vmovdqa64 128(%rdx), %zmm@15
  vmovdqa64 192(%rdx), %zmm@17
  cmpb $237, %sil
  jae C10
  vpaddd %zmm@17, %zmm@16, %zmm@5
  vpxorq %zmm@19, %zmm@16, %zmm@0
  vpaddd %zmm@17, %zmm@5, %zmm@3
  vpxorq %zmm@19, %zmm@5, %zmm@5
  vpaddd %zmm@17, %zmm@3, %zmm@6
  vpxorq %zmm@19, %zmm@3, %zmm@3
  vpaddd %zmm@17, %zmm@6, %zmm@16
  vpxorq %zmm@19, %zmm@6, %zmm@6
  vpxorq %zmm@4, %zmm@7, %zmm@10
  vpclmulqdq $0, %zmm@13, %zmm@10, %zmm@24
  vpclmulqdq $17, %zmm@13, %zmm@10, %zmm@21
  vbroadcasti32x4 16(%rbx), %zmm@22
  vaesenc %zmm@22, %zmm@0, %zmm@0
  vaesenc %zmm@22, %zmm@5, %zmm@5
  vaesenc %zmm@22, %zmm@3, %zmm@3
  vaesenc %zmm@22, %zmm@6, %zmm@6
  vpclmulqdq $1, %zmm@13, %zmm@10, %zmm@25
  vpclmulqdq $16, %zmm@13, %zmm@10, %zmm@10
  vpxorq %zmm@10, %zmm@25, %zmm@25
  vbroadcasti32x4 32(%rbx), %zmm@22
  vaesenc %zmm@22, %zmm@0, %zmm@0
  vaesenc %zmm@22, %zmm@5, %zmm@5
  vaesenc %zmm@22, %zmm@3, %zmm@3
  vaesenc %zmm@22, %zmm@6, %zmm@6
  vpclmulqdq $0, %zmm@11, %zmm@8, %zmm@10
  vpclmulqdq $0, %zmm@12, %zmm@2, %zmm@22
  vpternlogq $150, %zmm@22, %zmm@10, %zmm@24
  vbroadcasti32x4 48(%rbx), %zmm@22
  vaesenc %zmm@22, %zmm@0, %zmm@0
  vaesenc %zmm@22, %zmm@5, %zmm@5
  vaesenc %zmm@22, %zmm@3, %zmm@3
  vaesenc %zmm@22, %zmm@6, %zmm@6
  vpclmulqdq $17, %zmm@11, %zmm@8, %zmm@10
  vpclmulqdq $17, %zmm@12, %zmm@2, %zmm@22
  vpternlogq $150, %zmm@22, %zmm@10, %zmm@21
  vbroadcasti32x4 64(%rbx), %zmm@22
  vaesenc %zmm@22, %zmm@0, %zmm@0
  vaesenc %zmm@22, %zmm@5, %zmm@5
  vaesenc %zmm@22, %zmm@3, %zmm@3
  vaesenc %zmm@22, %zmm@6, %zmm@6
  vpclmulqdq $1, %zmm@11, %zmm@8, %zmm@10
  vpclmulqdq $16, %zmm@11, %zmm@8, %zmm@22
  vpternlogq $150, %zmm@22, %zmm@10, %zmm@25
  vaesenc %zmm@20, %zmm@0, %zmm@0
  vaesenc %zmm@20, %zmm@5, %zmm@5
  vaesenc %zmm@20, %zmm@3, %zmm@3
  vaesenc %zmm@20, %zmm@6, %zmm@6
  vpclmulqdq $1, %zmm@12, %zmm@2, %zmm@10
  vpclmulqdq $16, %zmm@12, %zmm@2, %zmm@22
  vpternlogq $150, %zmm@22, %zmm@10, %zmm@25
  vaesenc %zmm@9, %zmm@0, %zmm@0
  vaesenc %zmm@9, %zmm@5, %zmm@5
  vaesenc %zmm@9, %zmm@3, %zmm@3
  vaesenc %zmm@9, %zmm@6, %zmm@6
  vpclmulqdq $1, %zmm@18, %zmm@1, %zmm@10
  vpclmulqdq $16, %zmm@18, %zmm@1, %zmm@22
  vpternlogq $150, %zmm@22, %zmm@10, %zmm@25
  vaesenc %zmm@14, %zmm@0, %zmm@0
  vaesenc %zmm@14, %zmm@5, %zmm@5
  vaesenc %zmm@14, %zmm@3, %zmm@3
  vaesenc %zmm@14, %zmm@6, %zmm@6
  vpclmulqdq $0, %zmm@18, %zmm@1, %zmm@10
  vpxorq %zmm@10, %zmm@24, %zmm@24
  vpclmulqdq $17, %zmm@18, %zmm@1, %zmm@22
  vpxorq %zmm@22, %zmm@21, %zmm@21
  vaesenc %zmm@26, %zmm@0, %zmm@0
  vaesenc %zmm@26, %zmm@5, %zmm@5
  vaesenc %zmm@26, %zmm@3, %zmm@3
  vaesenc %zmm@26, %zmm@6, %zmm@6
  vpclmulqdq $0, (%rdx), %zmm@24, %zmm@10
  vpshufd $78, %zmm@24, %zmm@24
  vpternlogq $150, %zmm@10, %zmm@24, %zmm@25
  vaesenc %zmm@27, %zmm@0, %zmm@0
  vaesenc %zmm@27, %zmm@5, %zmm@5
  vaesenc %zmm@27, %zmm@3, %zmm@3
  vaesenc %zmm@27, %zmm@6, %zmm@6
  vpclmulqdq $0, (%rdx), %zmm@25, %zmm@10
  vpshufd $78, %zmm@25, %zmm@25
  vpternlogq $150, %zmm@10, %zmm@25, %zmm@21
  vaesenc %zmm@28, %zmm@0, %zmm@0
  vaesenc %zmm@28, %zmm@5, %zmm@5
  vaesenc %zmm@28, %zmm@3, %zmm@3
  vaesenc %zmm@28, %zmm@6, %zmm@6
  vextracti64x4 $1, %zmm@21, %ymm@10
  vpxorq %ymm@10, %ymm@21, %ymm@21
  vaesenc %zmm@29, %zmm@0, %zmm@0
  vaesenc %zmm@29, %zmm@5, %zmm@5
  vaesenc %zmm@29, %zmm@3, %zmm@3
  vaesenc %zmm@29, %zmm@6, %zmm@6
  vextracti32x4 $1, %ymm@21, %xmm@10
  vpxorq %xmm@10, %xmm@21, %xmm@4
  vpxorq (%rax), %zmm@23, %zmm@24
  vpxorq 64(%rax), %zmm@23, %zmm@25
  vaesenc %zmm@30, %zmm@0, %zmm@0
  vaesenc %zmm@30, %zmm@5, %zmm@5
  vaesenc %zmm@30, %zmm@3, %zmm@3
  vaesenc %zmm@30, %zmm@6, %zmm@6
  vaesenc %zmm@31, %zmm@0, %zmm@0
  vaesenc %zmm@31, %zmm@5, %zmm@5
  vaesenc %zmm@31, %zmm@3, %zmm@3
  vaesenc %zmm@31, %zmm@6, %zmm@6
  vpxorq 128(%rax), %zmm@23, %zmm@10
  vpxorq 192(%rax), %zmm@23, %zmm@22
  vaesenclast %zmm@24, %zmm@0, %zmm@0
  vaesenclast %zmm@25, %zmm@5, %zmm@5
  vaesenclast %zmm@10, %zmm@3, %zmm@3
  vaesenclast %zmm@22, %zmm@6, %zmm@6
  vmovdqu64 %zmm@0, (%rcx)
  vmovdqu64 %zmm@5, 64(%rcx)
  vmovdqu64 %zmm@3, 128(%rcx)
  vmovdqu64 %zmm@6, 192(%rcx)
  vpshufb %zmm@15, %zmm@0, %zmm@7
  vpshufb %zmm@15, %zmm@5, %zmm@8
  vpshufb %zmm@15, %zmm@3, %zmm@2
  vpshufb %zmm@15, %zmm@6, %zmm@1
  addq $256, %rax
  addq $256, %rcx
  addl $16, %esi
  decq %r15
  jne C11
  jmp C9
  vpshufb %zmm@15, %zmm@16, %zmm@10
  vpxorq %zmm@19, %zmm@16, %zmm@0
  vpaddd 64(%rdx), %zmm@10, %zmm@10
  vpshufb %zmm@15, %zmm@10, %zmm@5
  vpaddd 64(%rdx), %zmm@10, %zmm@10
  vpshufb %zmm@15, %zmm@10, %zmm@3
  vpaddd 64(%rdx), %zmm@10, %zmm@10
  vpshufb %zmm@15, %zmm@10, %zmm@6
  vpaddd 64(%rdx), %zmm@10, %zmm@10
  vpshufb %zmm@15, %zmm@10, %zmm@16
  vpxorq %zmm@19, %zmm@5, %zmm@5
  vpxorq %zmm@19, %zmm@3, %zmm@3
  vpxorq %zmm@19, %zmm@6, %zmm@6
  jmp C12
  vmovdqa64 384(%rsp), %zmm@13
  vmovdqa64 448(%rsp), %zmm@12
  vmovdqa64 512(%rsp), %zmm@11
  vmovdqa64 576(%rsp), %zmm@10
  vpshufb C5(%rip), %zmm@16, %zmm@3
L6:
  vmovdqa %xmm@4, %xmm@0
  vpxorq %zmm@7, %zmm@0, %zmm@0
  vpclmulqdq $0, %zmm@13, %zmm@0, %zmm@5
  vpclmulqdq $17, %zmm@13, %zmm@0, %zmm@6
  vpclmulqdq $1, %zmm@13, %zmm@0, %zmm@7
  vpclmulqdq $16, %zmm@13, %zmm@0, %zmm@0
  vpxorq %zmm@7, %zmm@0, %zmm@0
  vpclmulqdq $0, %zmm@11, %zmm@8, %zmm@7
  vpclmulqdq $17, %zmm@11, %zmm@8, %zmm@4
  vpclmulqdq $1, %zmm@11, %zmm@8, %zmm@15
  vpclmulqdq $16, %zmm@11, %zmm@8, %zmm@8
  vpternlogq $150, %zmm@15, %zmm@0, %zmm@8
  vpclmulqdq $0, %zmm@12, %zmm@2, %zmm@0
  vpternlogq $150, %zmm@5, %zmm@7, %zmm@0
  vpclmulqdq $17, %zmm@12, %zmm@2, %zmm@5
  vpternlogq $150, %zmm@6, %zmm@4, %zmm@5
  vpclmulqdq $1, %zmm@12, %zmm@2, %zmm@6
  vpclmulqdq $16, %zmm@12, %zmm@2, %zmm@7
  vpternlogq $150, %zmm@6, %zmm@8, %zmm@7
  vpclmulqdq $0, %zmm@10, %zmm@1, %zmm@6
  vpclmulqdq $17, %zmm@10, %zmm@1, %zmm@8
  vpclmulqdq $1, %zmm@10, %zmm@1, %zmm@2
  vpclmulqdq $16, %zmm@10, %zmm@1, %zmm@1
  vpternlogq $150, %zmm@2, %zmm@7, %zmm@1
  vpslldq $8, %zmm@1, %zmm@7
  vpternlogd $150, %zmm@6, %zmm@0, %zmm@7
  vpsrldq $8, %zmm@1, %zmm@0
  vpbroadcastq C2(%rip), %zmm@6
  vpternlogq $150, %zmm@8, %zmm@5, %zmm@0
  vpclmulqdq $0, %zmm@6, %zmm@7, %zmm@5
  vpshufd $78, %zmm@7, %zmm@7
  vpxorq %zmm@7, %zmm@5, %zmm@5
  vpclmulqdq $0, %zmm@6, %zmm@5, %zmm@6
  vpshufd $78, %zmm@5, %zmm@5
  vpternlogq $150, %zmm@6, %zmm@0, %zmm@5
  vextracti64x4 $1, %zmm@5, %ymm@0
  vpxor %ymm@5, %ymm@0, %ymm@0
  vextracti128 $1, %ymm@0, %xmm@5
  vpxor %xmm@0, %xmm@5, %xmm@5
  vmovdqa %xmm@5, 64(%rsp)
L7:
  movq %r13, %rdi
  andq $-256, %rdi
  movzbl %r13b, %eax
  vmovq %r8, %xmm@0
  vmovq %r13, %xmm@6
  vpunpcklqdq %xmm@0, %xmm@6, %xmm@0
  vpsllq $3, %xmm@0, %xmm@0
  leaq -241(%rax), %r8
  movl %r13d, %ecx
  shrl $6, %ecx
  andl $3, %ecx
  movl %r13d, %edx
  andl $63, %edx
  cmpq $1, %rdx
  sbbq $-1, %rcx
  cmpq $3, %rcx
  ja L10
  leaq C13(%rip), %rdx
  movslq (%rdx,%rcx,4), %rcx
  addq %rdx, %rcx
  jmpq *%rcx
L11:
  movq 24(%r9), %rdx
  cmpq %rdx, %rdi
  ja L12
  movq $-1, %rsi
  movq $-1, %rdx
  movl %eax, %ecx
  shlq %cl, %rdx
  cmpq $64, %rax
  notq %rdx
  cmovaeq %rsi, %rdx
  shrl $4, %eax
  andl $15, %r13d
  cmpq $1, %r13
  sbbq $-1, %rax
  vbroadcasti32x4 (%rbx), %zmm@6
  vmovdqa64 C5(%rip), %zmm@7
  vpshufb %zmm@7, %zmm@3, %zmm@3
  vpxord %zmm@3, %zmm@6, %zmm@3
  vbroadcasti32x4 16(%rbx), %zmm@6
  vaesenc %zmm@6, %zmm@3, %zmm@3
  vbroadcasti32x4 32(%rbx), %zmm@6
  vaesenc %zmm@6, %zmm@3, %zmm@3
  vbroadcasti32x4 48(%rbx), %zmm@6
  vaesenc %zmm@6, %zmm@3, %zmm@3
  vbroadcasti32x4 64(%rbx), %zmm@6
  vaesenc %zmm@6, %zmm@3, %zmm@3
  vbroadcasti32x4 80(%rbx), %zmm@6
  vaesenc %zmm@6, %zmm@3, %zmm@3
  vbroadcasti32x4 96(%rbx), %zmm@6
  vaesenc %zmm@6, %zmm@3, %zmm@3
  vbroadcasti32x4 112(%rbx), %zmm@6
  vaesenc %zmm@6, %zmm@3, %zmm@3
  vbroadcasti32x4 128(%rbx), %zmm@6
  vaesenc %zmm@6, %zmm@3, %zmm@3
  vbroadcasti32x4 144(%rbx), %zmm@6
  vaesenc %zmm@6, %zmm@3, %zmm@3
  vbroadcasti32x4 160(%rbx), %zmm@6
  vaesenc %zmm@6, %zmm@3, %zmm@3
  vbroadcasti32x4 176(%rbx), %zmm@6
  vaesenc %zmm@6, %zmm@3, %zmm@3
  vbroadcasti32x4 192(%rbx), %zmm@6
  vaesenc %zmm@6, %zmm@3, %zmm@3
  vbroadcasti32x4 208(%rbx), %zmm@6
  vaesenc %zmm@6, %zmm@3, %zmm@3
  vbroadcasti32x4 224(%rbx), %zmm@6
  vaesenclast %zmm@6, %zmm@3, %zmm@3
  movq 16(%r9), %rcx
  kmovq %rdx, %k1
  vmovdqu8 (%r14,%rdi), %zmm@6 {%k1} {z}
  vpxorq %zmm@3, %zmm@6, %zmm@3
  vmovdqu8 %zmm@3, (%rcx,%rdi) {%k1}
  vmovdqu8 %zmm@3, %zmm@3 {%k1} {z}
  vpshufb %zmm@7, %zmm@3, %zmm@3
  cmpl $-240, %r8d
  jae L13
  movl %eax, %ecx
  andl $28, %ecx
  cmpl $4, %ecx
  setne %cl
  jmp L14
L15:
  movq 24(%r9), %rdx
  cmpq %rdx, %rdi
  ja L12
  vbroadcasti32x4 (%rbx), %zmm@6
  vbroadcasti32x4 16(%rbx), %zmm@7
  vbroadcasti32x4 32(%rbx), %zmm@8
  vbroadcasti32x4 48(%rbx), %zmm@2
  vbroadcasti32x4 64(%rbx), %zmm@1
  vbroadcasti32x4 80(%rbx), %zmm@4
  vbroadcasti32x4 96(%rbx), %zmm@15
  vbroadcasti32x4 112(%rbx), %zmm@16
  vbroadcasti32x4 128(%rbx), %zmm@17
  vbroadcasti32x4 144(%rbx), %zmm@9
  vbroadcasti32x4 160(%rbx), %zmm@22
  vbroadcasti32x4 176(%rbx), %zmm@20
  vbroadcasti32x4 192(%rbx), %zmm@18
  vbroadcasti32x4 208(%rbx), %zmm@19
  vbroadcasti32x4 224(%rbx), %zmm@23
  vmovdqa64 C5(%rip), %zmm@24
  vpshufb %zmm@24, %zmm@3, %zmm@25
  vpxord %zmm@25, %zmm@6, %zmm@25
  vaesenc %zmm@7, %zmm@25, %zmm@25
  vaesenc %zmm@8, %zmm@25, %zmm@25
  vaesenc %zmm@2, %zmm@25, %zmm@25
  vaesenc %zmm@1, %zmm@25, %zmm@25
  vaesenc %zmm@4, %zmm@25, %zmm@25
  vaesenc %zmm@15, %zmm@25, %zmm@25
  vaesenc %zmm@16, %zmm@25, %zmm@25
  vaesenc %zmm@17, %zmm@25, %zmm@25
  vaesenc %zmm@9, %zmm@25, %zmm@25
  vaesenc %zmm@22, %zmm@25, %zmm@25
  vaesenc %zmm@20, %zmm@25, %zmm@25
  vaesenc %zmm@18, %zmm@25, %zmm@25
  vaesenc %zmm@19, %zmm@25, %zmm@25
  vaesenclast %zmm@23, %zmm@25, %zmm@25
  movq 16(%r9), %rsi
  movq $-1, %r9
  movq $-1, %r10
  movl %eax, %ecx
  shlq %cl, %r10
  cmpq $64, %rax
  notq %r10
  cmovaeq %r9, %r10
  kmovq %r10, %k1
  vmovdqu8 (%r14,%rdi), %zmm@21 {%k1} {z}
  vpxorq %zmm@25, %zmm@21, %zmm@25
  vmovdqu8 %zmm@25, (%rsi,%rdi) {%k1}
  vmovdqu8 %zmm@25, %zmm@25 {%k1} {z}
  vpshufb %zmm@24, %zmm@25, %zmm@24
  vmovdqa64 %zmm@24, 128(%rsp)
  orq $64, %rdi
  cmpq %r13, %rdi
  ja L16
  cmpq %rdx, %rdi
  ja L12
  vpaddd C14(%rip), %zmm@3, %zmm@3
  vpshufb C5(%rip), %zmm@3, %zmm@3
  vpxord %zmm@3, %zmm@6, %zmm@3
  vaesenc %zmm@7, %zmm@3, %zmm@3
  vaesenc %zmm@8, %zmm@3, %zmm@3
  vaesenc %zmm@2, %zmm@3, %zmm@3
  vaesenc %zmm@1, %zmm@3, %zmm@3
  vaesenc %zmm@4, %zmm@3, %zmm@3
  vaesenc %zmm@15, %zmm@3, %zmm@3
  vaesenc %zmm@16, %zmm@3, %zmm@3
  vaesenc %zmm@17, %zmm@3, %zmm@3
  vaesenc %zmm@9, %zmm@3, %zmm@3
  vaesenc %zmm@22, %zmm@3, %zmm@3
  vaesenc %zmm@20, %zmm@3, %zmm@3
  vaesenc %zmm@18, %zmm@3, %zmm@3
  vaesenc %zmm@19, %zmm@3, %zmm@3
  vaesenclast %zmm@23, %zmm@3, %zmm@3
  movq $-1, %rdx
  movl %eax, %ecx
  shlq %cl, %rdx
  leaq -64(%rax), %rcx
  cmpq $64, %rcx
  notq %rdx
  cmovaeq %r9, %rdx
  shrl $4, %eax
  andl $15, %r13d
  cmpq $1, %r13
  sbbq $-1, %rax
  kmovq %rdx, %k1
  vmovdqu8 (%r14,%rdi), %zmm@6 {%k1} {z}
  vpxorq %zmm@3, %zmm@6, %zmm@3
  vmovdqu8 %zmm@3, (%rsi,%rdi) {%k1}
  vmovdqu8 %zmm@3, %zmm@3 {%k1} {z}
  vpshufb C5(%rip), %zmm@3, %zmm@3
  vmovdqa64 %zmm@3, 192(%rsp)
  cmpl $-240, %r8d
  jae L17
  movl %eax, %ecx
  andl $28, %ecx
  cmpl $8, %ecx
  setne %cl
  jmp L18
L19:
  movq 24(%r9), %rdx
  cmpq %rdx, %rdi
  ja L12
  vbroadcasti32x4 (%rbx), %zmm@6
  vmovdqa64 C5(%rip), %zmm@24
  vbroadcasti32x4 16(%rbx), %zmm@7
  vbroadcasti32x4 32(%rbx), %zmm@8
  vbroadcasti32x4 48(%rbx), %zmm@2
  vbroadcasti32x4 64(%rbx), %zmm@1
  vbroadcasti32x4 80(%rbx), %zmm@4
  vbroadcasti32x4 96(%rbx), %zmm@15
  vbroadcasti32x4 112(%rbx), %zmm@16
  vbroadcasti32x4 128(%rbx), %zmm@17
  vbroadcasti32x4 144(%rbx), %zmm@9
  vbroadcasti32x4 160(%rbx), %zmm@22
  vbroadcasti32x4 176(%rbx), %zmm@20
  vbroadcasti32x4 192(%rbx), %zmm@18
  vbroadcasti32x4 208(%rbx), %zmm@19
  vbroadcasti32x4 224(%rbx), %zmm@23
  vpshufb %zmm@24, %zmm@3, %zmm@25
  vpxord %zmm@25, %zmm@6, %zmm@25
  vaesenc %zmm@7, %zmm@25, %zmm@25
  vaesenc %zmm@8, %zmm@25, %zmm@25
  vaesenc %zmm@2, %zmm@25, %zmm@25
  vaesenc %zmm@1, %zmm@25, %zmm@25
  vaesenc %zmm@4, %zmm@25, %zmm@25
  vaesenc %zmm@15, %zmm@25, %zmm@25
  vaesenc %zmm@16, %zmm@25, %zmm@25
  vaesenc %zmm@17, %zmm@25, %zmm@25
  vaesenc %zmm@9, %zmm@25, %zmm@25
  vaesenc %zmm@22, %zmm@25, %zmm@25
  vaesenc %zmm@20, %zmm@25, %zmm@25
  vaesenc %zmm@18, %zmm@25, %zmm@25
  vaesenc %zmm@19, %zmm@25, %zmm@25
  vaesenclast %zmm@23, %zmm@25, %zmm@25
  movq $-1, %rsi
  movl %eax, %ecx
  shlq %cl, %rsi
  movq 16(%r9), %r9
  movq $-1, %rcx
  cmpq $64, %rax
  notq %rsi
  cmovaeq %rcx, %rsi
  kmovq %rsi, %k1
  vmovdqu8 (%r14,%rdi), %zmm@21 {%k1} {z}
  vpxorq %zmm@25, %zmm@21, %zmm@25
  vmovdqu8 %zmm@25, (%r9,%rdi) {%k1}
  vmovdqu8 %zmm@25, %zmm@25 {%k1} {z}
  vpshufb %zmm@24, %zmm@25, %zmm@25
  vmovdqa64 %zmm@25, 128(%rsp)
  movq %rdi, %rsi
  orq $64, %rsi
  cmpq %r13, %rsi
  ja L20
  cmpq %rdx, %rsi
  ja L21
  vpaddd C14(%rip), %zmm@3, %zmm@25
  vpshufb %zmm@24, %zmm@25, %zmm@25
  vpxord %zmm@25, %zmm@6, %zmm@25
  vaesenc %zmm@7, %zmm@25, %zmm@25
  vaesenc %zmm@8, %zmm@25, %zmm@25
  vaesenc %zmm@2, %zmm@25, %zmm@25
  vaesenc %zmm@1, %zmm@25, %zmm@25
  vaesenc %zmm@4, %zmm@25, %zmm@25
  vaesenc %zmm@15, %zmm@25, %zmm@25
  vaesenc %zmm@16, %zmm@25, %zmm@25
  vaesenc %zmm@17, %zmm@25, %zmm@25
  vaesenc %zmm@9, %zmm@25, %zmm@25
  vaesenc %zmm@22, %zmm@25, %zmm@25
  vaesenc %zmm@20, %zmm@25, %zmm@25
  vaesenc %zmm@18, %zmm@25, %zmm@25
  vaesenc %zmm@19, %zmm@25, %zmm@25
  vaesenclast %zmm@23, %zmm@25, %zmm@25
  movq $-1, %r10
  movl %eax, %ecx
  shlq %cl, %r10
  leaq -64(%rax), %rcx
  movq $-1, %r11
  cmpq $64, %rcx
  notq %r10
  cmovaeq %r11, %r10
  kmovq %r10, %k1
  vmovdqu8 (%r14,%rsi), %zmm@21 {%k1} {z}
  vpxorq %zmm@25, %zmm@21, %zmm@25
  vmovdqu8 %zmm@25, %zmm@21 {%k1} {z}
  vpshufb C5(%rip), %zmm@21, %zmm@21
  vmovdqu8 %zmm@25, (%r9,%rsi) {%k1}
  vmovdqa64 %zmm@21, 192(%rsp)
  orq $128, %rdi
  cmpq %r13, %rdi
  ja L22
  cmpq %rdx, %rdi
  ja L12
  vpaddd C15(%rip), %zmm@3, %zmm@3
  vpshufb %zmm@24, %zmm@3, %zmm@3
  vpxord %zmm@3, %zmm@6, %zmm@3
  vaesenc %zmm@7, %zmm@3, %zmm@3
  vaesenc %zmm@8, %zmm@3, %zmm@3
  vaesenc %zmm@2, %zmm@3, %zmm@3
  vaesenc %zmm@1, %zmm@3, %zmm@3
  vaesenc %zmm@4, %zmm@3, %zmm@3
  vaesenc %zmm@15, %zmm@3, %zmm@3
  vaesenc %zmm@16, %zmm@3, %zmm@3
  vaesenc %zmm@17, %zmm@3, %zmm@3
  vaesenc %zmm@9, %zmm@3, %zmm@3
  vaesenc %zmm@22, %zmm@3, %zmm@3
  vaesenc %zmm@20, %zmm@3, %zmm@3
  vaesenc %zmm@18, %zmm@3, %zmm@3
  vaesenc %zmm@19, %zmm@3, %zmm@3
  vaesenclast %zmm@23, %zmm@3, %zmm@3
  movq $-1, %rdx
  movl %eax, %ecx
  shlq %cl, %rdx
  leaq -128(%rax), %rcx
  movq $-1, %rsi
  cmpq $64, %rcx
  notq %rdx
  cmovaeq %rsi, %rdx
  shrl $4, %eax
  andl $15, %r13d
  cmpq $1, %r13
  sbbq $-1, %rax
  kmovq %rdx, %k1
  vmovdqu8 (%r14,%rdi), %zmm@6 {%k1} {z}
  vpxorq %zmm@3, %zmm@6, %zmm@3
  vmovdqu8 %zmm@3, (%r9,%rdi) {%k1}
  vmovdqu8 %zmm@3, %zmm@3 {%k1} {z}
  vpshufb C5(%rip), %zmm@3, %zmm@3
  vmovdqa64 %zmm@3, 256(%rsp)
  cmpl $-240, %r8d
  jae L23
  movl %eax, %ecx
  andl $28, %ecx
  cmpl $12, %ecx
  setne %cl
  jmp L24
L10:
  movq 24(%r9), %rdx
  cmpq %rdx, %rdi
  ja L12
  vbroadcasti32x4 (%rbx), %zmm@6
  vmovdqa64 C5(%rip), %zmm@24
  vbroadcasti32x4 16(%rbx), %zmm@7
  vbroadcasti32x4 32(%rbx), %zmm@8
  vbroadcasti32x4 48(%rbx), %zmm@2
  vbroadcasti32x4 64(%rbx), %zmm@1
  vbroadcasti32x4 80(%rbx), %zmm@4
  vbroadcasti32x4 96(%rbx), %zmm@15
  vbroadcasti32x4 112(%rbx), %zmm@16
  vbroadcasti32x4 128(%rbx), %zmm@17
  vbroadcasti32x4 144(%rbx), %zmm@9
  vbroadcasti32x4 160(%rbx), %zmm@22
  vbroadcasti32x4 176(%rbx), %zmm@20
  vbroadcasti32x4 192(%rbx), %zmm@18
  vbroadcasti32x4 208(%rbx), %zmm@19
  vbroadcasti32x4 224(%rbx), %zmm@23
  vpshufb %zmm@24, %zmm@3, %zmm@25
  vpxord %zmm@25, %zmm@6, %zmm@25
  vaesenc %zmm@7, %zmm@25, %zmm@25
  vaesenc %zmm@8, %zmm@25, %zmm@25
  vaesenc %zmm@2, %zmm@25, %zmm@25
  vaesenc %zmm@1, %zmm@25, %zmm@25
  vaesenc %zmm@4, %zmm@25, %zmm@25
  vaesenc %zmm@15, %zmm@25, %zmm@25
  vaesenc %zmm@16, %zmm@25, %zmm@25
  vaesenc %zmm@17, %zmm@25, %zmm@25
  vaesenc %zmm@9, %zmm@25, %zmm@25
  vaesenc %zmm@22, %zmm@25, %zmm@25
  vaesenc %zmm@20, %zmm@25, %zmm@25
  vaesenc %zmm@18, %zmm@25, %zmm@25
  vaesenc %zmm@19, %zmm@25, %zmm@25
  vaesenclast %zmm@23, %zmm@25, %zmm@25
  movq $-1, %rsi
  movl %eax, %ecx
  shlq %cl, %rsi
  movq 16(%r9), %r9
  movq $-1, %rcx
  cmpq $64, %rax
  notq %rsi
  cmovaeq %rcx, %rsi
  kmovq %rsi, %k1
  vmovdqu8 (%r14,%rdi), %zmm@21 {%k1} {z}
  vpxorq %zmm@25, %zmm@21, %zmm@25
  vmovdqu8 %zmm@25, (%r9,%rdi) {%k1}
  vmovdqu8 %zmm@25, %zmm@25 {%k1} {z}
  vpshufb %zmm@24, %zmm@25, %zmm@25
  vmovdqa64 %zmm@25, 128(%rsp)
  movq %rdi, %rsi
  orq $64, %rsi
  cmpq %r13, %rsi
  ja L20
  cmpq %rdx, %rsi
  ja L21
  vpaddd C14(%rip), %zmm@3, %zmm@25
  vpshufb %zmm@24, %zmm@25, %zmm@25
  vpxord %zmm@25, %zmm@6, %zmm@25
  vaesenc %zmm@7, %zmm@25, %zmm@25
  vaesenc %zmm@8, %zmm@25, %zmm@25
  vaesenc %zmm@2, %zmm@25, %zmm@25
  vaesenc %zmm@1, %zmm@25, %zmm@25
  vaesenc %zmm@4, %zmm@25, %zmm@25
  vaesenc %zmm@15, %zmm@25, %zmm@25
  vaesenc %zmm@16, %zmm@25, %zmm@25
  vaesenc %zmm@17, %zmm@25, %zmm@25
  vaesenc %zmm@9, %zmm@25, %zmm@25
  vaesenc %zmm@22, %zmm@25, %zmm@25
  vaesenc %zmm@20, %zmm@25, %zmm@25
  vaesenc %zmm@18, %zmm@25, %zmm@25
  vaesenc %zmm@19, %zmm@25, %zmm@25
  vaesenclast %zmm@23, %zmm@25, %zmm@25
  leaq -64(%rax), %r10
  movq $-1, %r11
  movq $-1, %r14
  movl %eax, %ecx
  shlq %cl, %r14
  cmpq $64, %r10
  notq %r14
  cmovaeq %r11, %r14
  kmovq %r14, %k1
  movq 80(%rsp), %r14
  vmovdqu8 (%r14,%rsi), %zmm@21 {%k1} {z}
  vpxorq %zmm@25, %zmm@21, %zmm@25
  vmovdqu8 %zmm@25, (%r9,%rsi) {%k1}
  vmovdqu8 %zmm@25, %zmm@25 {%k1} {z}
  vpshufb C5(%rip), %zmm@25, %zmm@25
  vmovdqa64 %zmm@25, 192(%rsp)
  movq %rdi, %rsi
  orq $128, %rsi
  cmpq %r13, %rsi
  ja L20
  cmpq %rdx, %rsi
  ja L21
  vpaddd C15(%rip), %zmm@3, %zmm@25
  vpshufb %zmm@24, %zmm@25, %zmm@25
  vpxord %zmm@25, %zmm@6, %zmm@25
  vaesenc %zmm@7, %zmm@25, %zmm@25
  vaesenc %zmm@8, %zmm@25, %zmm@25
  vaesenc %zmm@2, %zmm@25, %zmm@25
  vaesenc %zmm@1, %zmm@25, %zmm@25
  vaesenc %zmm@4, %zmm@25, %zmm@25
  vaesenc %zmm@15, %zmm@25, %zmm@25
  vaesenc %zmm@16, %zmm@25, %zmm@25
  vaesenc %zmm@17, %zmm@25, %zmm@25
  vaesenc %zmm@9, %zmm@25, %zmm@25
  vaesenc %zmm@22, %zmm@25, %zmm@25
  vaesenc %zmm@20, %zmm@25, %zmm@25
  vaesenc %zmm@18, %zmm@25, %zmm@25
  vaesenc %zmm@19, %zmm@25, %zmm@25
  vaesenclast %zmm@23, %zmm@25, %zmm@25
  movq $-1, %r10
  movl %eax, %ecx
  shlq %cl, %r10
  leaq -128(%rax), %rcx
  cmpq $64, %rcx
  notq %r10
  cmovaeq %r11, %r10
  kmovq %r10, %k1
  vmovdqu8 (%r14,%rsi), %zmm@21 {%k1} {z}
  vpxorq %zmm@25, %zmm@21, %zmm@25
  vmovdqu8 %zmm@25, %zmm@21 {%k1} {z}
  vpshufb C5(%rip), %zmm@21, %zmm@21
  vmovdqu8 %zmm@25, (%r9,%rsi) {%k1}
  vmovdqa64 %zmm@21, 256(%rsp)
  orq $192, %rdi
  cmpq %r13, %rdi
  ja L22
  cmpq %rdx, %rdi
  ja L12
  vpaddd C16(%rip), %zmm@3, %zmm@3
  vpshufb %zmm@24, %zmm@3, %zmm@3
  vpxord %zmm@3, %zmm@6, %zmm@3
  vaesenc %zmm@7, %zmm@3, %zmm@3
  vaesenc %zmm@8, %zmm@3, %zmm@3
  vaesenc %zmm@2, %zmm@3, %zmm@3
  vaesenc %zmm@1, %zmm@3, %zmm@3
  vaesenc %zmm@4, %zmm@3, %zmm@3
  vaesenc %zmm@15, %zmm@3, %zmm@3
  vaesenc %zmm@16, %zmm@3, %zmm@3
  vaesenc %zmm@17, %zmm@3, %zmm@3
  vaesenc %zmm@9, %zmm@3, %zmm@3
  vaesenc %zmm@22, %zmm@3, %zmm@3
  vaesenc %zmm@20, %zmm@3, %zmm@3
  vaesenc %zmm@18, %zmm@3, %zmm@3
  vaesenc %zmm@19, %zmm@3, %zmm@3
  vaesenclast %zmm@23, %zmm@3, %zmm@3
  movq $-1, %rdx
  movl %eax, %ecx
  shlq %cl, %rdx
  leaq -192(%rax), %rcx
  movq $-1, %rsi
  cmpq $64, %rcx
  notq %rdx
  cmovaeq %rsi, %rdx
  shrl $4, %eax
  andl $15, %r13d
  cmpq $1, %r13
  sbbq $-1, %rax
  kmovq %rdx, %k1
  vmovdqu8 (%r14,%rdi), %zmm@6 {%k1} {z}
  vpxorq %zmm@3, %zmm@6, %zmm@3
  vmovdqu8 %zmm@3, (%r9,%rdi) {%k1}
  vmovdqu8 %zmm@3, %zmm@3 {%k1} {z}
  vpshufb C5(%rip), %zmm@3, %zmm@3
  vmovdqa64 %zmm@3, 320(%rsp)
  cmpl $-240, %r8d
  jae L25
  movl %eax, %ecx
  andl $28, %ecx
  cmpl $16, %ecx
  setne %cl
  jmp L26
L13:
  leal (,%rax,4), %ecx
  andb $12, %cl
  movl $15, %edx
  shll %cl, %edx
  kmovd %edx, %k1
  vshufi32x4 $0, %zmm@0, %zmm@0, %zmm@6 {%k1} {z}
  movq %rax, %rdi
  shrq $2, %rdi
  cmpq $1, %rdi
  setne %cl
  je L27
  testq %rdi, %rdi
  jne L28
  vpxord %zmm@3, %zmm@6, %zmm@3
L27:
  incq %rax
L14:
  movl $16, %edx
  subq %rax, %rdx
  movq %rdx, %rax
  shrq $2, %rax
  je L29
  cmpq $1, %rax
  je L30
  vpxor %xmm@7, %xmm@7, %xmm@7
  cmpq $2, %rax
  jne L31
  vmovdqa64 %zmm@10, %zmm@8
  jmp L32
L17:
  leal (,%rax,4), %ecx
  andb $12, %cl
  movl $15, %edx
  shll %cl, %edx
  kmovd %edx, %k1
  vshufi32x4 $0, %zmm@0, %zmm@0, %zmm@3 {%k1} {z}
  movq %rax, %rdi
  shrq $2, %rdi
  cmpq $2, %rdi
  setne %cl
  je L33
  cmpq $7, %rax
  ja L34
  shlq $6, %rdi
  vpxord 128(%rsp,%rdi), %zmm@3, %zmm@6
  vmovdqa64 %zmm@6, 128(%rsp,%rdi)
L33:
  incq %rax
L18:
  movl $16, %edx
  subq %rax, %rdx
  movq %rdx, %rax
  shrq $2, %rax
  je L35
  vpxor %xmm@6, %xmm@6, %xmm@6
  cmpq $1, %rax
  je L36
  vpxor %xmm@7, %xmm@7, %xmm@7
  cmpq $2, %rax
  jne L37
  vmovdqa64 %zmm@10, %zmm@8
  vmovdqa64 %zmm@12, %zmm@11
  jmp L38
L23:
  leal (,%rax,4), %ecx
  andb $12, %cl
  movl $15, %edx
  shll %cl, %edx
  kmovd %edx, %k1
  vshufi32x4 $0, %zmm@0, %zmm@0, %zmm@3 {%k1} {z}
  movq %rax, %rdi
  shrq $2, %rdi
  cmpq $3, %rdi
  setne %cl
  je L39
  cmpq $11, %rax
  ja L40
  shlq $6, %rdi
  vpxord 128(%rsp,%rdi), %zmm@3, %zmm@6
  vmovdqa64 %zmm@6, 128(%rsp,%rdi)
L39:
  incq %rax
L24:
  movl $16, %edx
  subq %rax, %rdx
  movq %rdx, %rax
  shrq $2, %rax
  je L41
  vpxor %xmm@6, %xmm@6, %xmm@6
  cmpq $1, %rax
  je L42
  vpxor %xmm@7, %xmm@7, %xmm@7
  cmpq $2, %rax
  jne L43
  vmovdqa64 %zmm@10, %zmm@8
  vmovdqa64 %zmm@12, %zmm@11
  jmp L44
L25:
  leal (,%rax,4), %ecx
  andb $12, %cl
  movl $15, %edx
  shll %cl, %edx
  movq %rax, %rdi
  shrq $2, %rdi
  cmpq $4, %rdi
  setne %cl
  je L45
  cmpq $15, %rax
  ja L46
  kmovd %edx, %k1
  vshufi32x4 $0, %zmm@0, %zmm@0, %zmm@3 {%k1} {z}
  shlq $6, %rdi
  vpxord 128(%rsp,%rdi), %zmm@3, %zmm@3
  vmovdqa64 %zmm@3, 128(%rsp,%rdi)
L45:
  incq %rax
L26:
  movl $16, %edx
  subq %rax, %rdx
  movq %rdx, %rax
  shrq $2, %rax
  je L47
  vpxor %xmm@3, %xmm@3, %xmm@3
  cmpq $1, %rax
  je L48
  vpxor %xmm@6, %xmm@6, %xmm@6
  cmpq $2, %rax
  jne L49
  vmovdqa64 %zmm@10, %zmm@7
  vmovdqa64 %zmm@12, %zmm@11
  jmp L50
L30:
  vmovdqa64 %zmm@10, %zmm@7
  vmovdqa64 %zmm@12, %zmm@8
  vmovdqa64 %zmm@11, %zmm@12
  jmp L32
L29:
  vmovdqa64 %zmm@12, %zmm@7
  vmovdqa64 %zmm@11, %zmm@8
  vmovdqa64 %zmm@13, %zmm@12
  jmp L32
L31:
  vpxor %xmm@8, %xmm@8, %xmm@8
  vmovdqa64 %zmm@10, %zmm@12
L32:
  cmpl $-240, %r8d
  setb %al
  addl %edx, %edx
  andl $6, %edx
  vpbroadcastq %rdx, %zmm@2
  vpaddq C17(%rip), %zmm@2, %zmm@1
  vmovdqa %xmm@5, %xmm@5
  vpxorq %zmm@5, %zmm@3, %zmm@2
  vpermt2q %zmm@8, %zmm@1, %zmm@12
  vpclmulqdq $0, %zmm@12, %zmm@2, %zmm@3
  vpclmulqdq $17, %zmm@12, %zmm@2, %zmm@5
  vpclmulqdq $1, %zmm@12, %zmm@2, %zmm@4
  vpclmulqdq $16, %zmm@12, %zmm@2, %zmm@2
  vpxorq %zmm@4, %zmm@2, %zmm@2
  orb %cl, %al
  jne L51
  vpermt2q %zmm@7, %zmm@1, %zmm@8
  vpclmulqdq $0, %zmm@8, %zmm@6, %zmm@7
  vpxorq %zmm@3, %zmm@7, %zmm@3
  vpclmulqdq $17, %zmm@8, %zmm@6, %zmm@7
  vpxorq %zmm@5, %zmm@7, %zmm@5
  vpclmulqdq $1, %zmm@8, %zmm@6, %zmm@7
  vpclmulqdq $16, %zmm@8, %zmm@6, %zmm@6
  vpternlogq $150, %zmm@6, %zmm@7, %zmm@2
L51:
  movq 56(%rsp), %rax
  vpslldq $8, %zmm@2, %zmm@6
  vpxord %zmm@3, %zmm@6, %zmm@3
  vpsrldq $8, %zmm@2, %zmm@6
  jmp L52
L36:
  vmovdqa64 %zmm@10, %zmm@7
  vmovdqa64 %zmm@12, %zmm@8
  jmp L38
L35:
  vmovdqa64 %zmm@10, %zmm@6
  vmovdqa64 %zmm@12, %zmm@7
  vmovdqa64 %zmm@11, %zmm@8
  vmovdqa64 %zmm@13, %zmm@11
  jmp L38
L37:
  vpxor %xmm@8, %xmm@8, %xmm@8
  vmovdqa64 %zmm@10, %zmm@11
L38:
  cmpl $-240, %r8d
  setb %al
  addl %edx, %edx
  andl $6, %edx
  vpbroadcastq %rdx, %zmm@2
  vpaddq C17(%rip), %zmm@2, %zmm@1
  vmovdqa %xmm@5, %xmm@5
  vpxorq 128(%rsp), %zmm@5, %zmm@5
  vpermt2q %zmm@8, %zmm@1, %zmm@11
  vpclmulqdq $0, %zmm@11, %zmm@5, %zmm@2
  vpclmulqdq $17, %zmm@11, %zmm@5, %zmm@4
  vpclmulqdq $1, %zmm@11, %zmm@5, %zmm@15
  vpclmulqdq $16, %zmm@11, %zmm@5, %zmm@5
  vpxorq %zmm@15, %zmm@5, %zmm@15
  vmovdqa64 192(%rsp), %zmm@16
  vpermt2q %zmm@7, %zmm@1, %zmm@8
  vpclmulqdq $0, %zmm@8, %zmm@16, %zmm@5
  vpxorq %zmm@2, %zmm@5, %zmm@2
  vpclmulqdq $17, %zmm@8, %zmm@16, %zmm@5
  vpxorq %zmm@4, %zmm@5, %zmm@5
  vpclmulqdq $1, %zmm@8, %zmm@16, %zmm@4
  vpclmulqdq $16, %zmm@8, %zmm@16, %zmm@8
  vpternlogq $150, %zmm@4, %zmm@15, %zmm@8
  orb %cl, %al
  jne L53
  vpermt2q %zmm@6, %zmm@1, %zmm@7
  vpclmulqdq $0, %zmm@7, %zmm@3, %zmm@6
  vpxorq %zmm@2, %zmm@6, %zmm@2
  vpclmulqdq $17, %zmm@7, %zmm@3, %zmm@6
  vpxorq %zmm@5, %zmm@6, %zmm@5
  vpclmulqdq $1, %zmm@7, %zmm@3, %zmm@6
  vpclmulqdq $16, %zmm@7, %zmm@3, %zmm@3
  vpternlogq $150, %zmm@3, %zmm@6, %zmm@8
L53:
  movq 56(%rsp), %rax
  vpslldq $8, %zmm@8, %zmm@3
  vpxord %zmm@2, %zmm@3, %zmm@3
  vpsrldq $8, %zmm@8, %zmm@6
L52:
  vpxorq %zmm@6, %zmm@5, %zmm@5
  vpbroadcastq C2(%rip), %zmm@6
  vpclmulqdq $0, %zmm@6, %zmm@3, %zmm@7
  vpshufd $78, %zmm@3, %zmm@3
  vpxorq %zmm@3, %zmm@7, %zmm@3
  vpclmulqdq $0, %zmm@6, %zmm@3, %zmm@6
  vpshufd $78, %zmm@3, %zmm@3
  vpternlogq $150, %zmm@6, %zmm@5, %zmm@3
  vextracti64x4 $1, %zmm@3, %ymm@5
  vpxor %ymm@3, %ymm@5, %ymm@5
  vextracti128 $1, %ymm@5, %xmm@3
  vpxor %xmm@5, %xmm@3, %xmm@5
  cmpl $-241, %r8d
  ja L54
L55:
  vpxor %xmm@0, %xmm@5, %xmm@0
  vextracti32x4 $3, %zmm@10, %xmm@5
  vpclmulqdq $0, %zmm@5, %zmm@0, %zmm@3
  vpclmulqdq $17, %zmm@5, %zmm@0, %zmm@6
  vpclmulqdq $1, %zmm@5, %zmm@0, %zmm@7
  vpclmulqdq $16, %zmm@5, %zmm@0, %zmm@0
  vpxorq %zmm@7, %zmm@0, %zmm@0
  vpslldq $8, %zmm@0, %zmm@5
  vpxord %zmm@3, %zmm@5, %zmm@5
  vpsrldq $8, %zmm@0, %zmm@0
  vpxorq %zmm@0, %zmm@6, %zmm@0
  vpbroadcastq C2(%rip), %zmm@3
  vpclmulqdq $0, %zmm@3, %zmm@5, %zmm@6
  vpshufd $78, %zmm@5, %zmm@5
  vpxorq %zmm@5, %zmm@6, %zmm@5
  vpclmulqdq $0, %zmm@3, %zmm@5, %zmm@3
  vpshufd $78, %zmm@5, %zmm@5
  vpternlogq $150, %zmm@3, %zmm@0, %zmm@5
L54:
  vmovdqa 96(%rsp), %xmm@0
  vmovdqa %xmm@5, 64(%rsp)
  vpxor (%rbx), %xmm@0, %xmm@0
  vaesenc 16(%rbx), %xmm@0, %xmm@0
  vaesenc 32(%rbx), %xmm@0, %xmm@0
  vaesenc 48(%rbx), %xmm@0, %xmm@0
  vaesenc 64(%rbx), %xmm@0, %xmm@0
  vaesenc 80(%rbx), %xmm@0, %xmm@0
  vaesenc 96(%rbx), %xmm@0, %xmm@0
  vaesenc 112(%rbx), %xmm@0, %xmm@0
  vaesenc 128(%rbx), %xmm@0, %xmm@0
  vaesenc 144(%rbx), %xmm@0, %xmm@0
  vaesenc 160(%rbx), %xmm@0, %xmm@0
  vaesenc 176(%rbx), %xmm@0, %xmm@0
  vaesenc 192(%rbx), %xmm@0, %xmm@0
  vaesenc 208(%rbx), %xmm@0, %xmm@0
  vaesenclast 224(%rbx), %xmm@0, %xmm@0
  vpshufb C1(%rip), %xmm@5, %xmm@5
  vpxor %xmm@5, %xmm@0, %xmm@0
  vmovdqu %xmm@0, (%rax)
  leaq -40(%rbp), %rsp
  popq %rbx
  popq %r12
  popq %r13
  popq %r14
  popq %r15
  popq %rbp
  vzeroupper
  retq
L42:
  vmovdqa64 %zmm@10, %zmm@7
  vmovdqa64 %zmm@12, %zmm@8
  jmp L44
L41:
  vmovdqa64 %zmm@12, %zmm@7
  vmovdqa64 %zmm@10, %zmm@6
  vmovdqa64 %zmm@11, %zmm@8
  vmovdqa64 %zmm@13, %zmm@11
  jmp L44
L43:
  vpxor %xmm@8, %xmm@8, %xmm@8
  vmovdqa64 %zmm@10, %zmm@11
L44:
  cmpl $-240, %r8d
  setb %al
  addl %edx, %edx
  andl $6, %edx
  vpbroadcastq %rdx, %zmm@2
  vpaddq C17(%rip), %zmm@2, %zmm@2
  vmovdqa %xmm@5, %xmm@5
  vpxorq 128(%rsp), %zmm@5, %zmm@5
  vpermt2q %zmm@8, %zmm@2, %zmm@11
  vpclmulqdq $16, %zmm@11, %zmm@5, %zmm@1
  vpclmulqdq $1, %zmm@11, %zmm@5, %zmm@4
  vpxorq %zmm@1, %zmm@4, %zmm@1
  vpermt2q %zmm@7, %zmm@2, %zmm@8
  vmovdqa64 192(%rsp), %zmm@4
  vmovdqa64 256(%rsp), %zmm@15
  vpclmulqdq $1, %zmm@8, %zmm@4, %zmm@16
  vpclmulqdq $16, %zmm@8, %zmm@4, %zmm@17
  vpternlogq $150, %zmm@16, %zmm@1, %zmm@17
  vpclmulqdq $17, %zmm@8, %zmm@4, %zmm@1
  vpclmulqdq $17, %zmm@11, %zmm@5, %zmm@16
  vpclmulqdq $0, %zmm@8, %zmm@4, %zmm@8
  vpclmulqdq $0, %zmm@11, %zmm@5, %zmm@4
  vpermt2q %zmm@6, %zmm@2, %zmm@7
  vpclmulqdq $0, %zmm@7, %zmm@15, %zmm@5
  vpternlogq $150, %zmm@8, %zmm@4, %zmm@5
  vpclmulqdq $17, %zmm@7, %zmm@15, %zmm@8
  vpternlogq $150, %zmm@1, %zmm@16, %zmm@8
  vpclmulqdq $1, %zmm@7, %zmm@15, %zmm@1
  vpclmulqdq $16, %zmm@7, %zmm@15, %zmm@7
  vpternlogq $150, %zmm@1, %zmm@17, %zmm@7
  orb %cl, %al
  jne L56
  vpxor %xmm@1, %xmm@1, %xmm@1
  vpermt2q %zmm@1, %zmm@2, %zmm@6
  vpclmulqdq $0, %zmm@6, %zmm@3, %zmm@2
  vpxorq %zmm@5, %zmm@2, %zmm@5
  vpclmulqdq $17, %zmm@6, %zmm@3, %zmm@2
  vpxorq %zmm@8, %zmm@2, %zmm@8
  vpclmulqdq $1, %zmm@6, %zmm@3, %zmm@2
  vpclmulqdq $16, %zmm@6, %zmm@3, %zmm@3
  vpternlogq $150, %zmm@3, %zmm@2, %zmm@7
L56:
  movq 56(%rsp), %rax
  vpslldq $8, %zmm@7, %zmm@3
  vpxord %zmm@5, %zmm@3, %zmm@5
  vpsrldq $8, %zmm@7, %zmm@3
  vpxorq %zmm@3, %zmm@8, %zmm@3
  vpbroadcastq C2(%rip), %zmm@6
  vpclmulqdq $0, %zmm@6, %zmm@5, %zmm@7
  vpshufd $78, %zmm@5, %zmm@5
  vpxorq %zmm@5, %zmm@7, %zmm@5
  vpclmulqdq $0, %zmm@6, %zmm@5, %zmm@6
  vpshufd $78, %zmm@5, %zmm@5
  vpternlogq $150, %zmm@6, %zmm@3, %zmm@5
  vextracti64x4 $1, %zmm@5, %ymm@3
  vpxor %ymm@5, %ymm@3, %ymm@5
  vextracti128 $1, %ymm@5, %xmm@3
  vpxor %xmm@5, %xmm@3, %xmm@5
  cmpl $-241, %r8d
  ja L54
  jmp L55
L48:
  vmovdqa64 %zmm@10, %zmm@6
  vmovdqa64 %zmm@12, %zmm@7
  jmp L50
L47:
  vmovdqa64 %zmm@10, %zmm@3
  vmovdqa64 %zmm@12, %zmm@6
  vmovdqa64 %zmm@11, %zmm@7
  vmovdqa64 %zmm@13, %zmm@11
  jmp L50
L49:
  vpxor %xmm@7, %xmm@7, %xmm@7
  vmovdqa64 %zmm@10, %zmm@11
L50:
  cmpl $-240, %r8d
  setb %al
  orb %cl, %al
  je L57
  vmovdqa %xmm@5, %xmm@5
  vpxorq 128(%rsp), %zmm@5, %zmm@5
  addl %edx, %edx
  andl $6, %edx
  vpbroadcastq %rdx, %zmm@8
  vpaddq C17(%rip), %zmm@8, %zmm@8
  vpermt2q %zmm@7, %zmm@8, %zmm@11
  vpclmulqdq $16, %zmm@11, %zmm@5, %zmm@2
  vpclmulqdq $1, %zmm@11, %zmm@5, %zmm@1
  vpxorq %zmm@2, %zmm@1, %zmm@2
  vpermt2q %zmm@6, %zmm@8, %zmm@7
  vmovdqa64 192(%rsp), %zmm@1
  vmovdqa64 256(%rsp), %zmm@4
  vmovdqa64 320(%rsp), %zmm@15
  vpclmulqdq $1, %zmm@7, %zmm@1, %zmm@16
  vpclmulqdq $16, %zmm@7, %zmm@1, %zmm@17
  vpternlogq $150, %zmm@16, %zmm@2, %zmm@17
  vpermt2q %zmm@3, %zmm@8, %zmm@6
  vpclmulqdq $1, %zmm@6, %zmm@4, %zmm@2
  vpclmulqdq $16, %zmm@6, %zmm@4, %zmm@16
  vpternlogq $150, %zmm@2, %zmm@17, %zmm@16
  vpxor %xmm@2, %xmm@2, %xmm@2
  vpermt2q %zmm@2, %zmm@8, %zmm@3
  vpclmulqdq $1, %zmm@3, %zmm@15, %zmm@8
  vpclmulqdq $16, %zmm@3, %zmm@15, %zmm@2
  vpternlogq $150, %zmm@8, %zmm@16, %zmm@2
  vpclmulqdq $17, %zmm@3, %zmm@15, %zmm@8
  vpclmulqdq $17, %zmm@6, %zmm@4, %zmm@16
  vpclmulqdq $17, %zmm@7, %zmm@1, %zmm@17
  vpternlogq $150, %zmm@8, %zmm@16, %zmm@17
  vpclmulqdq $17, %zmm@11, %zmm@5, %zmm@8
  vpclmulqdq $0, %zmm@3, %zmm@15, %zmm@3
  vpclmulqdq $0, %zmm@6, %zmm@4, %zmm@6
  vpclmulqdq $0, %zmm@7, %zmm@1, %zmm@7
  vpternlogq $150, %zmm@3, %zmm@6, %zmm@7
  vpclmulqdq $0, %zmm@11, %zmm@5, %zmm@5
  vpslldq $8, %zmm@2, %zmm@3
  vpternlogd $150, %zmm@5, %zmm@7, %zmm@3
  vpsrldq $8, %zmm@2, %zmm@5
  vpternlogq $150, %zmm@8, %zmm@17, %zmm@5
  vpbroadcastq C2(%rip), %zmm@6
  vpclmulqdq $0, %zmm@6, %zmm@3, %zmm@7
  vpshufd $78, %zmm@3, %zmm@3
  vpxorq %zmm@3, %zmm@7, %zmm@3
  vpclmulqdq $0, %zmm@6, %zmm@3, %zmm@6
  vpshufd $78, %zmm@3, %zmm@3
  vpternlogq $150, %zmm@6, %zmm@5, %zmm@3
  vextracti64x4 $1, %zmm@3, %ymm@5
  vpxor %ymm@3, %ymm@5, %ymm@5
  vextracti128 $1, %ymm@5, %xmm@3
  vpxor %xmm@5, %xmm@3, %xmm@5
L58:
  movq 56(%rsp), %rax
  cmpl $-241, %r8d
  jbe L55
  jmp L54
L3:
  leaq C18(%rip), %rdi
  leaq C19(%rip), %rdx
  movl $45, %esi
  vzeroupper
  callq *core::option::expect_failed(%rip)
L4:
  leaq C18(%rip), %rdi
  leaq C20(%rip), %rdx
  movl $45, %esi
  vzeroupper
  callq *core::option::expect_failed(%rip)
L8:
  leaq C21(%rip), %rcx
  xorl %edi, %edi
  movq %rax, %rdx
  vzeroupper
  callq *core::slice::index::slice_index_fail(%rip)
L21:
  movq %rsi, %rdi
L12:
  leaq C22(%rip), %rcx
  movq %rdx, %rsi
  vzeroupper
  callq *core::slice::index::slice_index_fail(%rip)
L22:
  movq %rdi, %rsi
L20:
  leaq C23(%rip), %rcx
  movq %rsi, %rdi
  movq %r13, %rsi
  movq %r13, %rdx
  vzeroupper
  callq *core::slice::index::slice_index_fail(%rip)
L9:
  leaq C24(%rip), %rcx
  xorl %edi, %edi
  vzeroupper
  callq *core::slice::index::slice_index_fail(%rip)
L16:
  leaq C23(%rip), %rcx
  movq %r13, %rsi
  movq %r13, %rdx
  vzeroupper
  callq *core::slice::index::slice_index_fail(%rip)
L57:
  leaq C25(%rip), %rdx
  movl $5, %edi
  movl $5, %esi
  vzeroupper
  callq *core::panicking::panic_bounds_check(%rip)
L28:
  leaq C26(%rip), %rdx
  movl $1, %esi
  vzeroupper
  callq *core::panicking::panic_bounds_check(%rip)
L34:
  leaq C26(%rip), %rdx
  movl $2, %esi
  vzeroupper
  callq *core::panicking::panic_bounds_check(%rip)
L40:
  leaq C26(%rip), %rdx
  movl $3, %esi
  vzeroupper
  callq *core::panicking::panic_bounds_check(%rip)
L46:
  leaq C26(%rip), %rdx
  movl $4, %esi
  vzeroupper
  callq *core::panicking::panic_bounds_check(%rip)
== hw_gcm::arch::x86_64::vaes_avx512::seal#1
  pushq %rbp
  movq %rsp, %rbp
  pushq %r15
  pushq %r14
  pushq %r13
  pushq %r12
  pushq %rbx
  andq $-64, %rsp
  subq $768, %rsp
  movq %r8, %r14
  movq %rcx, %r13
  movq %rsi, %rbx
  vmovq (%rdx), %xmm@0
  vpinsrd $2, 8(%rdx), %xmm@0, %xmm@0
  movq %rdi, 56(%rsp)
  movq 8(%r9), %r15
  addq $240, %rsi
  vmovdqu64 240(%rbx), %zmm@1
  vpblendd $8, C0(%rip), %xmm@0, %xmm@0
  vmovdqa %xmm@0, 64(%rsp)
  vpshufb C1(%rip), %xmm@0, %xmm@0
  vmovdqu64 304(%rbx), %zmm@2
  vpxor %xmm@3, %xmm@3, %xmm@3
  vpxor %xmm@4, %xmm@4, %xmm@4
  cmpq $113, %r15
  jb L0
  vshufi64x2 $0, %zmm@1, %zmm@1, %zmm@5
  vpclmulqdq $0, %zmm@5, %zmm@1, %zmm@3
  vpclmulqdq $17, %zmm@5, %zmm@1, %zmm@6
  vpclmulqdq $1, %zmm@5, %zmm@1, %zmm@7
  vpclmulqdq $16, %zmm@5, %zmm@1, %zmm@8
  vpxorq %zmm@7, %zmm@8, %zmm@7
  vpslldq $8, %zmm@7, %zmm@8
  vpxord %zmm@3, %zmm@8, %zmm@3
  vpsrldq $8, %zmm@7, %zmm@7
  vpxorq %zmm@7, %zmm@6, %zmm@6
  vpbroadcastq C2(%rip), %zmm@7
  vpclmulqdq $0, %zmm@7, %zmm@3, %zmm@8
  vpshufd $78, %zmm@3, %zmm@3
  vpxorq %zmm@3, %zmm@8, %zmm@3
  vpclmulqdq $0, %zmm@7, %zmm@3, %zmm@8
  vpshufd $78, %zmm@3, %zmm@4
  vpternlogq $150, %zmm@8, %zmm@6, %zmm@4
  vpclmulqdq $0, %zmm@5, %zmm@2, %zmm@3
  vpclmulqdq $17, %zmm@5, %zmm@2, %zmm@6
  vpclmulqdq $1, %zmm@5, %zmm@2, %zmm@8
  vpclmulqdq $16, %zmm@5, %zmm@2, %zmm@5
  vpxorq %zmm@8, %zmm@5, %zmm@5
  vpslldq $8, %zmm@5, %zmm@8
  vpxord %zmm@3, %zmm@8, %zmm@3
  vpsrldq $8, %zmm@5, %zmm@5
  vpxorq %zmm@5, %zmm@6, %zmm@5
  vpclmulqdq $0, %zmm@7, %zmm@3, %zmm@6
  vpshufd $78, %zmm@3, %zmm@3
  vpxorq %zmm@3, %zmm@6, %zmm@3
  vpclmulqdq $0, %zmm@7, %zmm@3, %zmm@6
  vpshufd $78, %zmm@3, %zmm@3
  vpternlogq $150, %zmm@6, %zmm@5, %zmm@3
L0:
  vmovdqa64 %zmm@4, 384(%rsp)
  vmovdqa64 %zmm@1, 448(%rsp)
  vmovdqa64 %zmm@3, 512(%rsp)
  vmovdqa64 %zmm@2, 576(%rsp)
  vshufi64x2 $0, %zmm@0, %zmm@0, %zmm@0
  vmovdqa64 %zmm@0, 640(%rsp)
  movq (%r9), %rax
  movq %rax, 104(%rsp)
  movq %r15, %r12
  shrq $8, %r15
  vmovapd 352(%rbx), %xmm@0
  vmovapd %xmm@0, 112(%rsp)
  movq %r14, %r8
  shrq $4, %r8
  vxorpd %xmm@0, %xmm@0, %xmm@0
  vmovapd %xmm@0, 128(%rsp)
  leaq 80(%rsp), %rdi
  leaq 128(%rsp), %rdx
  movq %r13, %rcx
  vzeroupper
  callq hw_polyval::arch::x86_64::aesni_clmul::absorb
  movq %r14, %r8
  movq %r14, %rdx
  andq $15, %rdx
  je L1
  movabsq $9223372036854775792, %rax
  andq %r8, %rax
  addq %rax, %r13
  vxorpd %xmm@0, %xmm@0, %xmm@0
  vmovapd %xmm@0, 128(%rsp)
  leaq 128(%rsp), %rdi
  movq %r13, %rsi
  callq *memcpy@GOTPCREL(%rip)
  movq %r14, %r8
  vmovdqa 128(%rsp), %xmm@0
  vpshufb C1(%rip), %xmm@0, %xmm@0
  vpxor 80(%rsp), %xmm@0, %xmm@0
  vmovdqa 112(%rsp), %xmm@7
  vpclmulqdq $0, %xmm@7, %xmm@0, %xmm@5
  vpclmulqdq $17, %xmm@7, %xmm@0, %xmm@3
  vpclmulqdq $1, %xmm@7, %xmm@0, %xmm@6
  vpclmulqdq $16, %xmm@7, %xmm@0, %xmm@0
  vpxor %xmm@6, %xmm@0, %xmm@0
  vpslldq $8, %xmm@0, %xmm@6
  vpxor %xmm@6, %xmm@5, %xmm@5
  vpsrldq $8, %xmm@0, %xmm@0
  movabsq $-4467570830351532032, %rax
  vmovq %rax, %xmm@6
  vpclmulqdq $0, %xmm@6, %xmm@5, %xmm@7
  vpshufd $78, %xmm@5, %xmm@5
  vpxor %xmm@5, %xmm@7, %xmm@5
  vpclmulqdq $0, %xmm@6, %xmm@5, %xmm@6
  vpxor %xmm@3, %xmm@6, %xmm@3
  vpshufd $78, %xmm@5, %xmm@5
  vpternlogq $150, %xmm@0, %xmm@3, %xmm@5
  vmovdqa %xmm@5, 80(%rsp)
L1:
  vmovdqa64 640(%rsp), %zmm@4
  vpaddd C3(%rip), %zmm@4, %zmm@3
  testq %r15, %r15
  je L2
  cmpq $255, %r12
  movq 104(%rsp), %r11
  jbe L3
  vbroadcasti32x4 (%rbx), %zmm@0
  vmovdqa64 C4(%rip), %zmm@9
  vpshufb %zmm@9, %zmm@3, %zmm@5
  vpxord %zmm@5, %zmm@0, %zmm@5
  vpaddd C5(%rip), %zmm@4, %zmm@3
  vpshufb %zmm@9, %zmm@3, %zmm@3
  vpxord %zmm@3, %zmm@0, %zmm@3
  vpaddd C6(%rip), %zmm@4, %zmm@6
  vpshufb %zmm@9, %zmm@6, %zmm@6
  vpxord %zmm@6, %zmm@0, %zmm@6
  vpaddd C7(%rip), %zmm@4, %zmm@7
  vpshufb %zmm@9, %zmm@7, %zmm@7
  vpxord %zmm@7, %zmm@0, %zmm@0
  vbroadcasti32x4 16(%rbx), %zmm@7
  vaesenc %zmm@7, %zmm@5, %zmm@5
  vaesenc %zmm@7, %zmm@3, %zmm@3
  vaesenc %zmm@7, %zmm@6, %zmm@6
  vaesenc %zmm@7, %zmm@0, %zmm@0
  vbroadcasti32x4 32(%rbx), %zmm@7
  vaesenc %zmm@7, %zmm@5, %zmm@5
  vaesenc %zmm@7, %zmm@3, %zmm@3
  vaesenc %zmm@7, %zmm@6, %zmm@6
  vaesenc %zmm@7, %zmm@0, %zmm@0
  vbroadcasti32x4 48(%rbx), %zmm@7
  vaesenc %zmm@7, %zmm@5, %zmm@5
  vaesenc %zmm@7, %zmm@3, %zmm@3
  vaesenc %zmm@7, %zmm@6, %zmm@6
  vaesenc %zmm@7, %zmm@0, %zmm@0
  vbroadcasti32x4 64(%rbx), %zmm@7
  vaesenc %zmm@7, %zmm@5, %zmm@5
  vaesenc %zmm@7, %zmm@3, %zmm@3
  vaesenc %zmm@7, %zmm@6, %zmm@6
  vaesenc %zmm@7, %zmm@0, %zmm@0
  vbroadcasti32x4 80(%rbx), %zmm@7
  vaesenc %zmm@7, %zmm@5, %zmm@5
  vaesenc %zmm@7, %zmm@3, %zmm@3
  vaesenc %zmm@7, %zmm@6, %zmm@6
  vaesenc %zmm@7, %zmm@0, %zmm@0
  vbroadcasti32x4 96(%rbx), %zmm@7
  vaesenc %zmm@7, %zmm@5, %zmm@5
  vaesenc %zmm@7, %zmm@3, %zmm@3
  vaesenc %zmm@7, %zmm@6, %zmm@6
  vaesenc %zmm@7, %zmm@0, %zmm@0
  vbroadcasti32x4 112(%rbx), %zmm@7
  vaesenc %zmm@7, %zmm@5, %zmm@5
  vaesenc %zmm@7, %zmm@3, %zmm@3
  vaesenc %zmm@7, %zmm@6, %zmm@6
  vaesenc %zmm@7, %zmm@0, %zmm@0
  vbroadcasti32x4 128(%rbx), %zmm@7
  vaesenc %zmm@7, %zmm@5, %zmm@5
  vaesenc %zmm@7, %zmm@3, %zmm@3
  vaesenc %zmm@7, %zmm@6, %zmm@6
  vaesenc %zmm@7, %zmm@0, %zmm@0
  vbroadcasti32x4 144(%rbx), %zmm@7
  vaesenc %zmm@7, %zmm@5, %zmm@5
  vaesenc %zmm@7, %zmm@3, %zmm@3
  vaesenc %zmm@7, %zmm@6, %zmm@6
  vaesenc %zmm@7, %zmm@0, %zmm@0
  vbroadcasti32x4 160(%rbx), %zmm@7
  vaesenc %zmm@7, %zmm@5, %zmm@5
  vaesenc %zmm@7, %zmm@3, %zmm@3
  vaesenc %zmm@7, %zmm@6, %zmm@6
  vaesenc %zmm@7, %zmm@0, %zmm@0
  vbroadcasti32x4 176(%rbx), %zmm@7
  vaesenc %zmm@7, %zmm@5, %zmm@5
  vaesenc %zmm@7, %zmm@3, %zmm@3
  vaesenc %zmm@7, %zmm@6, %zmm@6
  vaesenc %zmm@7, %zmm@0, %zmm@0
  vbroadcasti32x4 192(%rbx), %zmm@7
  vaesenc %zmm@7, %zmm@5, %zmm@5
  vaesenc %zmm@7, %zmm@3, %zmm@3
  vaesenc %zmm@7, %zmm@6, %zmm@6
  vaesenc %zmm@7, %zmm@0, %zmm@0
  vbroadcasti32x4 208(%rbx), %zmm@7
  vaesenc %zmm@7, %zmm@5, %zmm@5
  vaesenc %zmm@7, %zmm@3, %zmm@3
  vaesenc %zmm@7, %zmm@6, %zmm@6
  vaesenc %zmm@7, %zmm@0, %zmm@0
  vbroadcasti32x4 224(%rbx), %zmm@7
  vaesenclast %zmm@7, %zmm@5, %zmm@5
  vaesenclast %zmm@7, %zmm@3, %zmm@3
  vaesenclast %zmm@7, %zmm@6, %zmm@6
  vaesenclast %zmm@7, %zmm@0, %zmm@0
  vpxord (%r11), %zmm@5, %zmm@5
  vpxord 64(%r11), %zmm@3, %zmm@3
  vpxord 128(%r11), %zmm@6, %zmm@6
  vpxord 192(%r11), %zmm@0, %zmm@0
  vmovdqu64 %zmm@5, (%r11)
  vpshufb %zmm@9, %zmm@5, %zmm@7
  vmovdqu64 %zmm@3, 64(%r11)
  vpshufb %zmm@9, %zmm@3, %zmm@8
  vmovdqu64 %zmm@6, 128(%r11)
  vpshufb %zmm@9, %zmm@6, %zmm@2
  vmovdqu64 %zmm@0, 192(%r11)
  vpshufb %zmm@9, %zmm@0, %zmm@1
  vpaddd C8(%rip), %zmm@4, %zmm@3
  cmpq $1, %r15
  vmovdqa64 576(%rsp), %zmm@10
  vmovdqa64 512(%rsp), %zmm@11
  vmovdqa64 448(%rsp), %zmm@12
  vmovdqa64 384(%rsp), %zmm@13
  jne L4
  vmovdqa 80(%rsp), %xmm@4
  jmp L5
L2:
  vmovdqa 80(%rsp), %xmm@5
  vmovdqa64 576(%rsp), %zmm@10
  vmovdqa64 512(%rsp), %zmm@11
  vmovdqa64 448(%rsp), %zmm@12
  vmovdqa64 384(%rsp), %zmm@13
  movq 104(%rsp), %r11
  jmp L6
L4:
  decq %r15
  movq %r15, %rsi
  shlq $8, %rsi
  leaq -256(%r12), %rdx
  cmpq %rdx, %rsi
  ja L7
  leaq 256(%r11), %rax
  vpshufb %zmm@9, %zmm@3, %zmm@14
  vmovaps 80(%rsp), %xmm@4
  movq hw_gcm::arch::x86_64::vaes_avx512::CONSTS(%rip), %rcx
  movl $18, %edx
  movq %rax, %rsi
  testq %r15, %r15
  je C9
  vbroadcasti32x4 (%rbx), %zmm@15
  vbroadcasti32x4 224(%rbx), %zmm@16
  vbroadcasti32x4 80(%rbx), %zmm@17
  vbroadcasti32x4 96(%rbx), %zmm@18
  vbroadcasti32x4 112(%rbx), %zmm@19
  vbroadcasti32x4 128(%rbx), %zmm@20
  vbroadcasti32x4 144(%rbx), %zmm@21
  vbroadcasti32x4 160(%rbx), %zmm@22
  vbroadcasti32x4 176(%rbx), %zmm@23
  vbroadcasti32x4 192(%rbx), %zmm@24
  vbroadcasti32x4 208(%rbx), %zmm@25
  vmovdqa64 128(%rcx), %zmm@9
  vmovdqa64 192(%rcx), %zmm@26
  cmpb $237, %dl
  jae C10
  vpaddd %zmm@26, %zmm@14, %zmm@5
  vpxorq %zmm@15, %zmm@14, %zmm@0
  vpaddd %zmm@26, %zmm@5, %zmm@3
  vpxorq %zmm@15, %zmm@5, %zmm@5
  vpaddd %zmm@26, %zmm@3, %zmm@6
  vpxorq %zmm@15, %zmm@3, %zmm@3
  vpaddd %zmm@26, %zmm@6, %zmm@14
  vpxorq %zmm@15, %zmm@6, %zmm@6
  vpxorq %zmm@4, %zmm@7, %zmm@27
  vpclmulqdq $0, %zmm@13, %zmm@27, %zmm@28
  vpclmulqdq $17, %zmm@13, %zmm@27, %zmm@29
  vbroadcasti32x4 16(%rbx), %zmm@30
  vaesenc %zmm@30, %zmm@0, %zmm@0
  vaesenc %zmm@30, %zmm@5, %zmm@5
  vaesenc %zmm@30, %zmm@3, %zmm@3
  vaesenc %zmm@30, %zmm@6, %zmm@6
  vpclmulqdq $1, %zmm@13, %zmm@27, %zmm@31
  vpclmulqdq $16, %zmm@13, %zmm@27, %zmm@27
  vpxorq %zmm@27, %zmm@31, %zmm@31
  vbroadcasti32x4 32(%rbx), %zmm@30
  vaesenc %zmm@30, %zmm@0, %zmm@0
  vaesenc %zmm@30, %zmm@5, %zmm@5
  vaesenc %zmm@30, %zmm@3, %zmm@3
  vaesenc %zmm@30, %zmm@6, %zmm@6
  vpclmulqdq $0, %zmm@11, %zmm@8, %zmm@27
  vpclmulqdq $0, %zmm@12, %zmm@2, %zmm@30
  vpternlogq $150, %zmm@30, %zmm@27, %zmm@28
  vbroadcasti32x4 48(%rbx), %zmm@30
  vaesenc %zmm@30, %zmm@0, %zmm@0
  vaesenc %zmm@30, %zmm@5, %zmm@5
  vaesenc %zmm@30, %zmm@3, %zmm@3
  vaesenc %zmm@30, %zmm@6, %zmm@6
  vpclmulqdq $17, %zmm@11, %zmm@8, %zmm@27
  vpclmulqdq $17, %zmm@12, %zmm@2, %zmm@30
  vpternlogq $150, %zmm@30, %zmm@27, %zmm@29
  vbroadcasti32x4 64(%rbx), %zmm@30
  vaesenc %zmm@30, %zmm@0, %zmm@0
  vaesenc %zmm@30, %zmm@5, %zmm@5
  vaesenc %zmm@30, %zmm@3, %zmm@3
  vaesenc %zmm@30, %zmm@6, %zmm@6
  vpclmulqdq $1, %zmm@11, %zmm@8, %zmm@27
  vpclmulqdq $16, %zmm@11, %zmm@8, %zmm@30
  vpternlogq $150, %zmm@30, %zmm@27, %zmm@31
  vaesenc %zmm@17, %zmm@0, %zmm@0
  vaesenc %zmm@17, %zmm@5, %zmm@5
  vaesenc %zmm@17, %zmm@3, %zmm@3
  vaesenc %zmm@17, %zmm@6, %zmm@6
  vpclmulqdq $1, %zmm@12, %zmm@2, %zmm@27
  vpclmulqdq $16, %zmm@12, %zmm@2, %zmm@30
  vpternlogq $150, %zmm@30, %zmm@27, %zmm@31
  vaesenc %zmm@18, %zmm@0, %zmm@0
  vaesenc %zmm@18, %zmm@5, %zmm@5
  vaesenc %zmm@18, %zmm@3, %zmm@3
  vaesenc %zmm@18, %zmm@6, %zmm@6
  vpclmulqdq $1, %zmm@10, %zmm@1, %zmm@27
  vpclmulqdq $16, %zmm@10, %zmm@1, %zmm@30
  vpternlogq $150, %zmm@30, %zmm@27, %zmm@31
  vaesenc %zmm@19, %zmm@0, %zmm@0
  vaesenc %zmm@19, %zmm@5, %zmm@5
  vaesenc %zmm@19, %zmm@3, %zmm@3
  vaesenc %zmm@19, %zmm@6, %zmm@6
  vpclmulqdq $0, %zmm@10, %zmm@1, %zmm@27
  vpxorq %zmm@27, %zmm@28, %zmm@28
  vpclmulqdq $17, %zmm@10, %zmm@1, %zmm@30
  vpxorq %zmm@30, %zmm@29, %zmm@29
  vaesenc %zmm@20, %zmm@0, %zmm@0
  vaesenc %zmm@20, %zmm@5, %zmm@5
  vaesenc %zmm@20, %zmm@3, %zmm@3
  vaesenc %zmm@20, %zmm@6, %zmm@6
  vpclmulqdq $0, (%rcx), %zmm@28, %zmm@27
  vpshufd $78, %zmm@28, %zmm@28
  vpternlogq $150, %zmm@27, %zmm@28, %zmm@31
  vaesenc %zmm@21, %zmm@0, %zmm@0
  vaesenc %zmm@21, %zmm@5, %zmm@5
  vaesenc %zmm@21, %zmm@3, %zmm@3
  vaesenc %zmm@21, %zmm@6, %zmm@6
  vpclmulqdq $0, (%rcx), %zmm@31, %zmm@27
  vpshufd $78, %zmm@31, %zmm@31
  vpternlogq $150, %zmm@27, %zmm@31, %zmm@29
  vaesenc %zmm@22, %zmm@0, %zmm@0
  vaesenc %zmm@22, %zmm@5, %zmm@5
  vaesenc %zmm@22, %zmm@3, %zmm@3
  vaesenc %zmm@22, %zmm@6, %zmm@6
  vextracti64x4 $1, %zmm@29, %ymm@27
  vpxorq %ymm@27, %ymm@29, %ymm@29
  vaesenc %zmm@23, %zmm@0, %zmm@0
  vaesenc %zmm@23, %zmm@5, %zmm@5
  vaesenc %zmm@23, %zmm@3, %zmm@3
  vaesenc %zmm@23, %zmm@6, %zmm@6
  vextracti32x4 $1, %ymm@29, %xmm@27
  vpxorq %xmm@27, %xmm@29, %xmm@4
  vpxorq (%rax), %zmm@16, %zmm@28
  vpxorq 64(%rax), %zmm@16, %zmm@31
  vaesenc %zmm@24, %zmm@0, %zmm@0
  vaesenc %zmm@24, %zmm@5, %zmm@5
  vaesenc %zmm@24, %zmm@3, %zmm@3
  vaesenc %zmm@24, %zmm@6, %zmm@6
  vaesenc %zmm@25, %zmm@0, %zmm@0
  vaesenc %zmm@25, %zmm@5, %zmm@5
  vaesenc %zmm@25, %zmm@3, %zmm@3
  vaesenc %zmm@25, %zmm@6, %zmm@6
  vpxorq 128(%rax), %zmm@16, %zmm@27
  vpxorq 192(%rax), %zmm@16, %zmm@30
  vaesenclast %zmm@28, %zmm@0, %zmm@0
  vaesenclast %zmm@31, %zmm@5, %zmm@5
  vaesenclast %zmm@27, %zmm@3, %zmm@3
  vaesenclast %zmm@30, %zmm@6, %zmm@6
  vmovdqu64 %zmm@0, (%rsi)
  vmovdqu64 %zmm@5, 64(%rsi)
  vmovdqu64 %zmm@3, 128(%rsi)
  vmovdqu64 %zmm@6, 192(%rsi)
  vpshufb %zmm@9, %zmm@0, %zmm@7
  vpshufb %zmm@9, %zmm@5, %zmm@8
  vpshufb %zmm@9, %zmm@3, %zmm@2
  vpshufb %zmm@9, %zmm@6, %zmm@1
  addq $256, %rax
  addq $256, %rsi
  addl $16, %edx
  decq %r15
  jne C11
  jmp C9
  vpshufb %zmm@9, %zmm@14, %zmm@27
  vpxorq %zmm@15, %zmm@14, %zmm@0
  vpaddd 64(%rcx), %zmm@27, %zmm@27
  vpshufb %zmm@9, %zmm@27, %zmm@5
  vpaddd 64(%rcx), %zmm@27, %zmm@27
  vpshufb %zmm@9, %zmm@27, %zmm@3
  vpaddd 64(%rcx), %zmm@27, %zmm@27
  vpshufb %zmm@9, %zmm@27, %zmm@6
  vpaddd 64(%rcx), %zmm@27, %zmm@27
  vpshufb %zmm@9, %zmm@27, %zmm@14
  vpxorq %zmm@15, %zmm@5, %zmm@5
  vpxorq %zmm@15, %zmm@3, %zmm@3
  vpxorq %zmm@15, %zmm@6, %zmm@6
  jmp C12
  vmovdqa64 384(%rsp), %zmm@13
  vmovdqa64 448(%rsp), %zmm@12
  vmovdqa64 512(%rsp), %zmm@11
  vmovdqa64 576(%rsp), %zmm@10
  vpshufb C4(%rip), %zmm@14, %zmm@3
L5:
  vmovdqa %xmm@4, %xmm@0
  vpxorq %zmm@7, %zmm@0, %zmm@0
  vpclmulqdq $0, %zmm@13, %zmm@0, %zmm@5
  vpclmulqdq $17, %zmm@13, %zmm@0, %zmm@6
  vpclmulqdq $1, %zmm@13, %zmm@0, %zmm@7
  vpclmulqdq $16, %zmm@13, %zmm@0, %zmm@0
  vpxorq %zmm@7, %zmm@0, %zmm@0
  vpclmulqdq $0, %zmm@11, %zmm@8, %zmm@7
  vpclmulqdq $17, %zmm@11, %zmm@8, %zmm@4
  vpclmulqdq $1, %zmm@11, %zmm@8, %zmm@9
  vpclmulqdq $16, %zmm@11, %zmm@8, %zmm@8
  vpternlogq $150, %zmm@9, %zmm@0, %zmm@8
  vpclmulqdq $0, %zmm@12, %zmm@2, %zmm@0
  vpternlogq $150, %zmm@5, %zmm@7, %zmm@0
  vpclmulqdq $17, %zmm@12, %zmm@2, %zmm@5
  vpternlogq $150, %zmm@6, %zmm@4, %zmm@5
  vpclmulqdq $1, %zmm@12, %zmm@2, %zmm@6
  vpclmulqdq $16, %zmm@12, %zmm@2, %zmm@7
  vpternlogq $150, %zmm@6, %zmm@8, %zmm@7
  vpclmulqdq $0, %zmm@10, %zmm@1, %zmm@6
  vpclmulqdq $17, %zmm@10, %zmm@1, %zmm@8
  vpclmulqdq $1, %zmm@10, %zmm@1, %zmm@2
  vpclmulqdq $16, %zmm@10, %zmm@1, %zmm@1
  vpternlogq $150, %zmm@2, %zmm@7, %zmm@1
  vpslldq $8, %zmm@1, %zmm@7
  vpternlogd $150, %zmm@6, %zmm@0, %zmm@7
  vpsrldq $8, %zmm@1, %zmm@0
  vpbroadcastq C2(%rip), %zmm@6
  vpternlogq $150, %zmm@8, %zmm@5, %zmm@0
  vpclmulqdq $0, %zmm@6, %zmm@7, %zmm@5
  vpshufd $78, %zmm@7, %zmm@7
  vpxorq %zmm@7, %zmm@5, %zmm@5
  vpclmulqdq $0, %zmm@6, %zmm@5, %zmm@6
  vpshufd $78, %zmm@5, %zmm@5
  vpternlogq $150, %zmm@6, %zmm@0, %zmm@5
  vextracti64x4 $1, %zmm@5, %ymm@0
  vpxor %ymm@5, %ymm@0, %ymm@0
  vextracti128 $1, %ymm@0, %xmm@5
  vpxor %xmm@0, %xmm@5, %xmm@5
  vmovdqa %xmm@5, 80(%rsp)
L6:
  movq %r12, %rdi
  andq $-256, %rdi
  movzbl %r12b, %eax
  vmovq %r8, %xmm@0
  vmovq %r12, %xmm@6
  vpunpcklqdq %xmm@0, %xmm@6, %xmm@0
  vpsllq $3, %xmm@0, %xmm@0
  leaq -241(%rax), %rsi
  movl %r12d, %ecx
  shrl $6, %ecx
  andl $3, %ecx
  movl %r12d, %edx
  andl $63, %edx
  cmpq $1, %rdx
  sbbq $-1, %rcx
  cmpq $3, %rcx
  ja L8
  leaq C13(%rip), %rdx
  movslq (%rdx,%rcx,4), %rcx
  addq %rdx, %rcx
  jmpq *%rcx
L9:
  movq $-1, %r8
  movq $-1, %rdx
  movl %eax, %ecx
  shlq %cl, %rdx
  cmpq $64, %rax
  notq %rdx
  cmovaeq %r8, %rdx
  shrl $4, %eax
  andl $15, %r12d
  cmpq $1, %r12
  sbbq $-1, %rax
  vbroadcasti32x4 (%rbx), %zmm@6
  vmovdqa64 C4(%rip), %zmm@7
  vpshufb %zmm@7, %zmm@3, %zmm@3
  vpxord %zmm@3, %zmm@6, %zmm@3
  vbroadcasti32x4 16(%rbx), %zmm@6
  vaesenc %zmm@6, %zmm@3, %zmm@3
  vbroadcasti32x4 32(%rbx), %zmm@6
  vaesenc %zmm@6, %zmm@3, %zmm@3
  vbroadcasti32x4 48(%rbx), %zmm@6
  vaesenc %zmm@6, %zmm@3, %zmm@3
  vbroadcasti32x4 64(%rbx), %zmm@6
  vaesenc %zmm@6, %zmm@3, %zmm@3
  vbroadcasti32x4 80(%rbx), %zmm@6
  vaesenc %zmm@6, %zmm@3, %zmm@3
  vbroadcasti32x4 96(%rbx), %zmm@6
  vaesenc %zmm@6, %zmm@3, %zmm@3
  vbroadcasti32x4 112(%rbx), %zmm@6
  vaesenc %zmm@6, %zmm@3, %zmm@3
  vbroadcasti32x4 128(%rbx), %zmm@6
  vaesenc %zmm@6, %zmm@3, %zmm@3
  vbroadcasti32x4 144(%rbx), %zmm@6
  vaesenc %zmm@6, %zmm@3, %zmm@3
  vbroadcasti32x4 160(%rbx), %zmm@6
  vaesenc %zmm@6, %zmm@3, %zmm@3
  vbroadcasti32x4 176(%rbx), %zmm@6
  vaesenc %zmm@6, %zmm@3, %zmm@3
  vbroadcasti32x4 192(%rbx), %zmm@6
  vaesenc %zmm@6, %zmm@3, %zmm@3
  vbroadcasti32x4 208(%rbx), %zmm@6
  vaesenc %zmm@6, %zmm@3, %zmm@3
  vbroadcasti32x4 224(%rbx), %zmm@6
  vaesenclast %zmm@6, %zmm@3, %zmm@3
  kmovq %rdx, %k1
  vmovdqu8 (%r11,%rdi), %zmm@6 {%k1} {z}
  vpxorq %zmm@3, %zmm@6, %zmm@3
  vmovdqu8 %zmm@3, (%r11,%rdi) {%k1}
  vmovdqu8 %zmm@3, %zmm@3 {%k1} {z}
  vpshufb %zmm@7, %zmm@3, %zmm@3
  cmpl $-240, %esi
  jae L10
  movl %eax, %ecx
  andl $28, %ecx
  cmpl $4, %ecx
  setne %cl
  jmp L11
L12:
  vbroadcasti32x4 (%rbx), %zmm@7
  vbroadcasti32x4 16(%rbx), %zmm@8
  vbroadcasti32x4 32(%rbx), %zmm@2
  vbroadcasti32x4 48(%rbx), %zmm@1
  vbroadcasti32x4 64(%rbx), %zmm@4
  vbroadcasti32x4 80(%rbx), %zmm@9
  vbroadcasti32x4 96(%rbx), %zmm@14
  vbroadcasti32x4 112(%rbx), %zmm@26
  vbroadcasti32x4 128(%rbx), %zmm@18
  vbroadcasti32x4 144(%rbx), %zmm@30
  vbroadcasti32x4 160(%rbx), %zmm@17
  vbroadcasti32x4 176(%rbx), %zmm@27
  vbroadcasti32x4 192(%rbx), %zmm@15
  vbroadcasti32x4 208(%rbx), %zmm@16
  vbroadcasti32x4 224(%rbx), %zmm@28
  vmovdqa64 C4(%rip), %zmm@6
  vpshufb %zmm@6, %zmm@3, %zmm@31
  vpxord %zmm@31, %zmm@7, %zmm@31
  vaesenc %zmm@8, %zmm@31, %zmm@31
  vaesenc %zmm@2, %zmm@31, %zmm@31
  vaesenc %zmm@1, %zmm@31, %zmm@31
  vaesenc %zmm@4, %zmm@31, %zmm@31
  vaesenc %zmm@9, %zmm@31, %zmm@31
  vaesenc %zmm@14, %zmm@31, %zmm@31
  vaesenc %zmm@26, %zmm@31, %zmm@31
  vaesenc %zmm@18, %zmm@31, %zmm@31
  vaesenc %zmm@30, %zmm@31, %zmm@31
  vaesenc %zmm@17, %zmm@31, %zmm@31
  vaesenc %zmm@27, %zmm@31, %zmm@31
  vaesenc %zmm@15, %zmm@31, %zmm@31
  vaesenc %zmm@16, %zmm@31, %zmm@31
  vaesenclast %zmm@28, %zmm@31, %zmm@31
  movq $-1, %r8
  movq $-1, %rdx
  movl %eax, %ecx
  shlq %cl, %rdx
  cmpq $64, %rax
  notq %rdx
  cmovaeq %r8, %rdx
  kmovq %rdx, %k1
  vmovdqu8 (%r11,%rdi), %zmm@29 {%k1} {z}
  vpxorq %zmm@31, %zmm@29, %zmm@31
  vmovdqu8 %zmm@31, (%r11,%rdi) {%k1}
  vmovdqu8 %zmm@31, %zmm@31 {%k1} {z}
  vpshufb %zmm@6, %zmm@31, %zmm@31
  vmovdqa64 %zmm@31, 128(%rsp)
  orq $64, %rdi
  cmpq %r12, %rdi
  ja L13
  leaq -64(%rax), %r9
  movq $-1, %rdx
  movl %eax, %ecx
  shlq %cl, %rdx
  cmpq $64, %r9
  notq %rdx
  cmovaeq %r8, %rdx
  shrl $4, %eax
  andl $15, %r12d
  cmpq $1, %r12
  sbbq $-1, %rax
  vpaddd C14(%rip), %zmm@3, %zmm@3
  vpshufb %zmm@6, %zmm@3, %zmm@3
  vpxord %zmm@3, %zmm@7, %zmm@3
  vaesenc %zmm@8, %zmm@3, %zmm@3
  vaesenc %zmm@2, %zmm@3, %zmm@3
  vaesenc %zmm@1, %zmm@3, %zmm@3
  vaesenc %zmm@4, %zmm@3, %zmm@3
  vaesenc %zmm@9, %zmm@3, %zmm@3
  vaesenc %zmm@14, %zmm@3, %zmm@3
  vaesenc %zmm@26, %zmm@3, %zmm@3
  vaesenc %zmm@18, %zmm@3, %zmm@3
  vaesenc %zmm@30, %zmm@3, %zmm@3
  vaesenc %zmm@17, %zmm@3, %zmm@3
  vaesenc %zmm@27, %zmm@3, %zmm@3
  vaesenc %zmm@15, %zmm@3, %zmm@3
  vaesenc %zmm@16, %zmm@3, %zmm@3
  vaesenclast %zmm@28, %zmm@3, %zmm@3
  kmovq %rdx, %k1
  vmovdqu8 (%r11,%rdi), %zmm@7 {%k1} {z}
  vpxorq %zmm@3, %zmm@7, %zmm@3
  vmovdqu8 %zmm@3, (%r11,%rdi) {%k1}
  vmovdqu8 %zmm@3, %zmm@3 {%k1} {z}
  vpshufb %zmm@6, %zmm@3, %zmm@3
  vmovdqa64 %zmm@3, 192(%rsp)
  cmpl $-240, %esi
  jae L14
  movl %eax, %ecx
  andl $28, %ecx
  cmpl $8, %ecx
  setne %cl
  jmp L15
L16:
  vbroadcasti32x4 (%rbx), %zmm@6
  vmovdqa64 C4(%rip), %zmm@28
  vbroadcasti32x4 16(%rbx), %zmm@7
  vbroadcasti32x4 32(%rbx), %zmm@8
  vbroadcasti32x4 48(%rbx), %zmm@2
  vbroadcasti32x4 64(%rbx), %zmm@1
  vbroadcasti32x4 80(%rbx), %zmm@4
  vbroadcasti32x4 96(%rbx), %zmm@9
  vbroadcasti32x4 112(%rbx), %zmm@14
  vbroadcasti32x4 128(%rbx), %zmm@26
  vbroadcasti32x4 144(%rbx), %zmm@18
  vbroadcasti32x4 160(%rbx), %zmm@30
  vbroadcasti32x4 176(%rbx), %zmm@17
  vbroadcasti32x4 192(%rbx), %zmm@27
  vbroadcasti32x4 208(%rbx), %zmm@15
  vbroadcasti32x4 224(%rbx), %zmm@16
  vpshufb %zmm@28, %zmm@3, %zmm@31
  vpxord %zmm@31, %zmm@6, %zmm@31
  vaesenc %zmm@7, %zmm@31, %zmm@31
  vaesenc %zmm@8, %zmm@31, %zmm@31
  vaesenc %zmm@2, %zmm@31, %zmm@31
  vaesenc %zmm@1, %zmm@31, %zmm@31
  vaesenc %zmm@4, %zmm@31, %zmm@31
  vaesenc %zmm@9, %zmm@31, %zmm@31
  vaesenc %zmm@14, %zmm@31, %zmm@31
  vaesenc %zmm@26, %zmm@31, %zmm@31
  vaesenc %zmm@18, %zmm@31, %zmm@31
  vaesenc %zmm@30, %zmm@31, %zmm@31
  vaesenc %zmm@17, %zmm@31, %zmm@31
  vaesenc %zmm@27, %zmm@31, %zmm@31
  vaesenc %zmm@15, %zmm@31, %zmm@31
  vaesenclast %zmm@16, %zmm@31, %zmm@31
  movq $-1, %rdx
  movl %eax, %ecx
  shlq %cl, %rdx
  movq $-1, %r8
  cmpq $64, %rax
  notq %rdx
  cmovaeq %r8, %rdx
  kmovq %rdx, %k1
  vmovdqu8 (%r11,%rdi), %zmm@29 {%k1} {z}
  vpxorq %zmm@31, %zmm@29, %zmm@31
  vmovdqu8 %zmm@31, (%r11,%rdi) {%k1}
  vmovdqu8 %zmm@31, %zmm@31 {%k1} {z}
  vpshufb %zmm@28, %zmm@31, %zmm@31
  vmovdqa64 %zmm@31, 128(%rsp)
  movq %rdi, %rdx
  orq $64, %rdx
  cmpq %r12, %rdx
  ja L17
  vpaddd C14(%rip), %zmm@3, %zmm@31
  vpshufb %zmm@28, %zmm@31, %zmm@31
  vpxord %zmm@31, %zmm@6, %zmm@31
  vaesenc %zmm@7, %zmm@31, %zmm@31
  vaesenc %zmm@8, %zmm@31, %zmm@31
  vaesenc %zmm@2, %zmm@31, %zmm@31
  vaesenc %zmm@1, %zmm@31, %zmm@31
  vaesenc %zmm@4, %zmm@31, %zmm@31
  vaesenc %zmm@9, %zmm@31, %zmm@31
  vaesenc %zmm@14, %zmm@31, %zmm@31
  vaesenc %zmm@26, %zmm@31, %zmm@31
  vaesenc %zmm@18, %zmm@31, %zmm@31
  vaesenc %zmm@30, %zmm@31, %zmm@31
  vaesenc %zmm@17, %zmm@31, %zmm@31
  vaesenc %zmm@27, %zmm@31, %zmm@31
  vaesenc %zmm@15, %zmm@31, %zmm@31
  vaesenclast %zmm@16, %zmm@31, %zmm@31
  leaq -64(%rax), %r9
  movq $-1, %r10
  movl %eax, %ecx
  shlq %cl, %r10
  cmpq $64, %r9
  notq %r10
  cmovaeq %r8, %r10
  kmovq %r10, %k1
  vmovdqu8 (%r11,%rdx), %zmm@29 {%k1} {z}
  vpxorq %zmm@31, %zmm@29, %zmm@31
  vmovdqu8 %zmm@31, (%r11,%rdx) {%k1}
  vmovdqu8 %zmm@31, %zmm@31 {%k1} {z}
  vpshufb %zmm@28, %zmm@31, %zmm@31
  vmovdqa64 %zmm@31, 192(%rsp)
  orq $128, %rdi
  cmpq %r12, %rdi
  ja L18
  vpaddd C15(%rip), %zmm@3, %zmm@3
  vpshufb %zmm@28, %zmm@3, %zmm@3
  vpxord %zmm@3, %zmm@6, %zmm@3
  vaesenc %zmm@7, %zmm@3, %zmm@3
  vaesenc %zmm@8, %zmm@3, %zmm@3
  vaesenc %zmm@2, %zmm@3, %zmm@3
  vaesenc %zmm@1, %zmm@3, %zmm@3
  vaesenc %zmm@4, %zmm@3, %zmm@3
  vaesenc %zmm@9, %zmm@3, %zmm@3
  vaesenc %zmm@14, %zmm@3, %zmm@3
  vaesenc %zmm@26, %zmm@3, %zmm@3
  vaesenc %zmm@18, %zmm@3, %zmm@3
  vaesenc %zmm@30, %zmm@3, %zmm@3
  vaesenc %zmm@17, %zmm@3, %zmm@3
  vaesenc %zmm@27, %zmm@3, %zmm@3
  vaesenc %zmm@15, %zmm@3, %zmm@3
  vaesenclast %zmm@16, %zmm@3, %zmm@3
  movq $-1, %rdx
  movl %eax, %ecx
  shlq %cl, %rdx
  leaq -128(%rax), %rcx
  cmpq $64, %rcx
  notq %rdx
  cmovaeq %r8, %rdx
  shrl $4, %eax
  andl $15, %r12d
  cmpq $1, %r12
  sbbq $-1, %rax
  kmovq %rdx, %k1
  vmovdqu8 (%r11,%rdi), %zmm@6 {%k1} {z}
  vpxorq %zmm@3, %zmm@6, %zmm@3
  vmovdqu8 %zmm@3, (%r11,%rdi) {%k1}
  vmovdqu8 %zmm@3, %zmm@3 {%k1} {z}
  vpshufb C4(%rip), %zmm@3, %zmm@3
  vmovdqa64 %zmm@3, 256(%rsp)
  cmpl $-240, %esi
  jae L19
  movl %eax, %ecx
  andl $28, %ecx
  cmpl $12, %ecx
  setne %cl
  jmp L20
L8:
  vbroadcasti32x4 (%rbx), %zmm@6
  vmovdqa64 C4(%rip), %zmm@28
  vbroadcasti32x4 16(%rbx), %zmm@7
  vbroadcasti32x4 32(%rbx), %zmm@8
  vbroadcasti32x4 48(%rbx), %zmm@2
  vbroadcasti32x4 64(%rbx), %zmm@1
  vbroadcasti32x4 80(%rbx), %zmm@4
  vbroadcasti32x4 96(%rbx), %zmm@9
  vbroadcasti32x4 112(%rbx), %zmm@14
  vbroadcasti32x4 128(%rbx), %zmm@26
  vbroadcasti32x4 144(%rbx), %zmm@18
  vbroadcasti32x4 160(%rbx), %zmm@30
  vbroadcasti32x4 176(%rbx), %zmm@17
  vbroadcasti32x4 192(%rbx), %zmm@27
  vbroadcasti32x4 208(%rbx), %zmm@15
  vbroadcasti32x4 224(%rbx), %zmm@16
  vpshufb %zmm@28, %zmm@3, %zmm@31
  vpxord %zmm@31, %zmm@6, %zmm@31
  vaesenc %zmm@7, %zmm@31, %zmm@31
  vaesenc %zmm@8, %zmm@31, %zmm@31
  vaesenc %zmm@2, %zmm@31, %zmm@31
  vaesenc %zmm@1, %zmm@31, %zmm@31
  vaesenc %zmm@4, %zmm@31, %zmm@31
  vaesenc %zmm@9, %zmm@31, %zmm@31
  vaesenc %zmm@14, %zmm@31, %zmm@31
  vaesenc %zmm@26, %zmm@31, %zmm@31
  vaesenc %zmm@18, %zmm@31, %zmm@31
  vaesenc %zmm@30, %zmm@31, %zmm@31
  vaesenc %zmm@17, %zmm@31, %zmm@31
  vaesenc %zmm@27, %zmm@31, %zmm@31
  vaesenc %zmm@15, %zmm@31, %zmm@31
  vaesenclast %zmm@16, %zmm@31, %zmm@31
  movq $-1, %rdx
  movl %eax, %ecx
  shlq %cl, %rdx
  movq $-1, %r8
  cmpq $64, %rax
  notq %rdx
  cmovaeq %r8, %rdx
  kmovq %rdx, %k1
  vmovdqu8 (%r11,%rdi), %zmm@29 {%k1} {z}
  vpxorq %zmm@31, %zmm@29, %zmm@31
  vmovdqu8 %zmm@31, (%r11,%rdi) {%k1}
  vmovdqu8 %zmm@31, %zmm@31 {%k1} {z}
  vpshufb %zmm@28, %zmm@31, %zmm@31
  vmovdqa64 %zmm@31, 128(%rsp)
  movq %rdi, %rdx
  orq $64, %rdx
  cmpq %r12, %rdx
  ja L17
  vpaddd C14(%rip), %zmm@3, %zmm@31
  vpshufb %zmm@28, %zmm@31, %zmm@31
  vpxord %zmm@31, %zmm@6, %zmm@31
  vaesenc %zmm@7, %zmm@31, %zmm@31
  vaesenc %zmm@8, %zmm@31, %zmm@31
  vaesenc %zmm@2, %zmm@31, %zmm@31
  vaesenc %zmm@1, %zmm@31, %zmm@31
  vaesenc %zmm@4, %zmm@31, %zmm@31
  vaesenc %zmm@9, %zmm@31, %zmm@31
  vaesenc %zmm@14, %zmm@31, %zmm@31
  vaesenc %zmm@26, %zmm@31, %zmm@31
  vaesenc %zmm@18, %zmm@31, %zmm@31
  vaesenc %zmm@30, %zmm@31, %zmm@31
  vaesenc %zmm@17, %zmm@31, %zmm@31
  vaesenc %zmm@27, %zmm@31, %zmm@31
  vaesenc %zmm@15, %zmm@31, %zmm@31
  vaesenclast %zmm@16, %zmm@31, %zmm@31
  movq $-1, %r9
  movl %eax, %ecx
  shlq %cl, %r9
  leaq -64(%rax), %rcx
  cmpq $64, %rcx
  notq %r9
  cmovaeq %r8, %r9
  kmovq %r9, %k1
  vmovdqu8 (%r11,%rdx), %zmm@29 {%k1} {z}
  vpxorq %zmm@31, %zmm@29, %zmm@31
  vmovdqu8 %zmm@31, (%r11,%rdx) {%k1}
  vmovdqu8 %zmm@31, %zmm@31 {%k1} {z}
  vpshufb %zmm@28, %zmm@31, %zmm@31
  vmovdqa64 %zmm@31, 192(%rsp)
  movq %rdi, %rdx
  orq $128, %rdx
  cmpq %r12, %rdx
  ja L17
  vpaddd C15(%rip), %zmm@3, %zmm@31
  vpshufb %zmm@28, %zmm@31, %zmm@31
  vpxord %zmm@31, %zmm@6, %zmm@31
  vaesenc %zmm@7, %zmm@31, %zmm@31
  vaesenc %zmm@8, %zmm@31, %zmm@31
  vaesenc %zmm@2, %zmm@31, %zmm@31
  vaesenc %zmm@1, %zmm@31, %zmm@31
  vaesenc %zmm@4, %zmm@31, %zmm@31
  vaesenc %zmm@9, %zmm@31, %zmm@31
  vaesenc %zmm@14, %zmm@31, %zmm@31
  vaesenc %zmm@26, %zmm@31, %zmm@31
  vaesenc %zmm@18, %zmm@31, %zmm@31
  vaesenc %zmm@30, %zmm@31, %zmm@31
  vaesenc %zmm@17, %zmm@31, %zmm@31
  vaesenc %zmm@27, %zmm@31, %zmm@31
  vaesenc %zmm@15, %zmm@31, %zmm@31
  vaesenclast %zmm@16, %zmm@31, %zmm@31
  movq $-1, %r9
  movl %eax, %ecx
  shlq %cl, %r9
  leaq -128(%rax), %rcx
  cmpq $64, %rcx
  notq %r9
  cmovaeq %r8, %r9
  kmovq %r9, %k1
  vmovdqu8 (%r11,%rdx), %zmm@29 {%k1} {z}
  vpxorq %zmm@31, %zmm@29, %zmm@31
  vmovdqu8 %zmm@31, %zmm@29 {%k1} {z}
  vpshufb C4(%rip), %zmm@29, %zmm@29
  vmovdqu8 %zmm@31, (%r11,%rdx) {%k1}
  vmovdqa64 %zmm@29, 256(%rsp)
  orq $192, %rdi
  cmpq %r12, %rdi
  ja L18
  vpaddd C16(%rip), %zmm@3, %zmm@3
  vpshufb %zmm@28, %zmm@3, %zmm@3
  vpxord %zmm@3, %zmm@6, %zmm@3
  vaesenc %zmm@7, %zmm@3, %zmm@3
  vaesenc %zmm@8, %zmm@3, %zmm@3
  vaesenc %zmm@2, %zmm@3, %zmm@3
  vaesenc %zmm@1, %zmm@3, %zmm@3
  vaesenc %zmm@4, %zmm@3, %zmm@3
  vaesenc %zmm@9, %zmm@3, %zmm@3
  vaesenc %zmm@14, %zmm@3, %zmm@3
  vaesenc %zmm@26, %zmm@3, %zmm@3
  vaesenc %zmm@18, %zmm@3, %zmm@3
  vaesenc %zmm@30, %zmm@3, %zmm@3
  vaesenc %zmm@17, %zmm@3, %zmm@3
  vaesenc %zmm@27, %zmm@3, %zmm@3
  vaesenc %zmm@15, %zmm@3, %zmm@3
  vaesenclast %zmm@16, %zmm@3, %zmm@3
  movq $-1, %rdx
  movl %eax, %ecx
  shlq %cl, %rdx
  leaq -192(%rax), %rcx
  cmpq $64, %rcx
  notq %rdx
  cmovaeq %r8, %rdx
  shrl $4, %eax
  andl $15, %r12d
  cmpq $1, %r12
  sbbq $-1, %rax
  kmovq %rdx, %k1
  vmovdqu8 (%r11,%rdi), %zmm@6 {%k1} {z}
  vpxorq %zmm@3, %zmm@6, %zmm@3
  vmovdqu8 %zmm@3, (%r11,%rdi) {%k1}
  vmovdqu8 %zmm@3, %zmm@3 {%k1} {z}
  vpshufb C4(%rip), %zmm@3, %zmm@3
  vmovdqa64 %zmm@3, 320(%rsp)
  cmpl $-240, %esi
  jae L21
  movl %eax, %ecx
  andl $28, %ecx
  cmpl $16, %ecx
  setne %cl
  jmp L22
L10:
  leal (,%rax,4), %ecx
  andb $12, %cl
  movl $15, %edx
  shll %cl, %edx
  kmovd %edx, %k1
  vshufi32x4 $0, %zmm@0, %zmm@0, %zmm@6 {%k1} {z}
  movq %rax, %rdi
  shrq $2, %rdi
  cmpq $1, %rdi
  setne %cl
  je L23
  testq %rdi, %rdi
  jne L24
  vpxord %zmm@3, %zmm@6, %zmm@3
L23:
  incq %rax
L11:
  movl $16, %edx
  subq %rax, %rdx
  movq %rdx, %rax
  shrq $2, %rax
  je L25
  cmpq $1, %rax
  je L26
  vpxor %xmm@7, %xmm@7, %xmm@7
  cmpq $2, %rax
  jne L27
  vmovdqa64 %zmm@10, %zmm@8
  jmp L28
L14:
  leal (,%rax,4), %ecx
  andb $12, %cl
  movl $15, %edx
  shll %cl, %edx
  kmovd %edx, %k1
  vshufi32x4 $0, %zmm@0, %zmm@0, %zmm@3 {%k1} {z}
  movq %rax, %rdi
  shrq $2, %rdi
  cmpq $2, %rdi
  setne %cl
  je L29
  cmpq $7, %rax
  ja L30
  shlq $6, %rdi
  vpxord 128(%rsp,%rdi), %zmm@3, %zmm@6
  vmovdqa64 %zmm@6, 128(%rsp,%rdi)
L29:
  incq %rax
L15:
  movl $16, %edx
  subq %rax, %rdx
  movq %rdx, %rax
  shrq $2, %rax
  je L31
  vpxor %xmm@6, %xmm@6, %xmm@6
  cmpq $1, %rax
  je L32
  vpxor %xmm@7, %xmm@7, %xmm@7
  cmpq $2, %rax
  jne L33
  vmovdqa64 %zmm@10, %zmm@8
  vmovdqa64 %zmm@12, %zmm@11
  jmp L34
L19:
  leal (,%rax,4), %ecx
  andb $12, %cl
  movl $15, %edx
  shll %cl, %edx
  kmovd %edx, %k1
  vshufi32x4 $0, %zmm@0, %zmm@0, %zmm@3 {%k1} {z}
  movq %rax, %rdi
  shrq $2, %rdi
  cmpq $3, %rdi
  setne %cl
  je L35
  cmpq $11, %rax
  ja L36
  shlq $6, %rdi
  vpxord 128(%rsp,%rdi), %zmm@3, %zmm@6
  vmovdqa64 %zmm@6, 128(%rsp,%rdi)
L35:
  incq %rax
L20:
  movl $16, %edx
  subq %rax, %rdx
  movq %rdx, %rax
  shrq $2, %rax
  je L37
  vpxor %xmm@6, %xmm@6, %xmm@6
  cmpq $1, %rax
  je L38
  vpxor %xmm@7, %xmm@7, %xmm@7
  cmpq $2, %rax
  jne L39
  vmovdqa64 %zmm@10, %zmm@8
  vmovdqa64 %zmm@12, %zmm@11
  jmp L40
L21:
  leal (,%rax,4), %ecx
  andb $12, %cl
  movl $15, %edx
  shll %cl, %edx
  movq %rax, %rdi
  shrq $2, %rdi
  cmpq $4, %rdi
  setne %cl
  je L41
  cmpq $15, %rax
  ja L42
  kmovd %edx, %k1
  vshufi32x4 $0, %zmm@0, %zmm@0, %zmm@3 {%k1} {z}
  shlq $6, %rdi
  vpxord 128(%rsp,%rdi), %zmm@3, %zmm@3
  vmovdqa64 %zmm@3, 128(%rsp,%rdi)
L41:
  incq %rax
L22:
  movl $16, %edx
  subq %rax, %rdx
  movq %rdx, %rax
  shrq $2, %rax
  je L43
  vpxor %xmm@3, %xmm@3, %xmm@3
  cmpq $1, %rax
  je L44
  vpxor %xmm@6, %xmm@6, %xmm@6
  cmpq $2, %rax
  jne L45
  vmovdqa64 %zmm@10, %zmm@7
  vmovdqa64 %zmm@12, %zmm@11
  jmp L46
L26:
  vmovdqa64 %zmm@10, %zmm@7
  vmovdqa64 %zmm@12, %zmm@8
  vmovdqa64 %zmm@11, %zmm@12
  jmp L28
L25:
  vmovdqa64 %zmm@12, %zmm@7
  vmovdqa64 %zmm@11, %zmm@8
  vmovdqa64 %zmm@13, %zmm@12
  jmp L28
L27:
  vpxor %xmm@8, %xmm@8, %xmm@8
  vmovdqa64 %zmm@10, %zmm@12
L28:
  cmpl $-240, %esi
  setb %al
  addl %edx, %edx
  andl $6, %edx
  vpbroadcastq %rdx, %zmm@2
  vpaddq C17(%rip), %zmm@2, %zmm@1
  vmovdqa %xmm@5, %xmm@5
  vpxorq %zmm@5, %zmm@3, %zmm@2
  vpermt2q %zmm@8, %zmm@1, %zmm@12
  vpclmulqdq $0, %zmm@12, %zmm@2, %zmm@3
  vpclmulqdq $17, %zmm@12, %zmm@2, %zmm@5
  vpclmulqdq $1, %zmm@12, %zmm@2, %zmm@4
  vpclmulqdq $16, %zmm@12, %zmm@2, %zmm@2
  vpxorq %zmm@4, %zmm@2, %zmm@2
  orb %cl, %al
  jne L47
  vpermt2q %zmm@7, %zmm@1, %zmm@8
  vpclmulqdq $0, %zmm@8, %zmm@6, %zmm@7
  vpxorq %zmm@3, %zmm@7, %zmm@3
  vpclmulqdq $17, %zmm@8, %zmm@6, %zmm@7
  vpxorq %zmm@5, %zmm@7, %zmm@5
  vpclmulqdq $1, %zmm@8, %zmm@6, %zmm@7
  vpclmulqdq $16, %zmm@8, %zmm@6, %zmm@6
  vpternlogq $150, %zmm@6, %zmm@7, %zmm@2
L47:
  movq 56(%rsp), %rax
  vmovdqa 64(%rsp), %xmm@1
  vpslldq $8, %zmm@2, %zmm@6
  vpxord %zmm@3, %zmm@6, %zmm@3
  vpsrldq $8, %zmm@2, %zmm@6
  jmp L48
L32:
  vmovdqa64 %zmm@10, %zmm@7
  vmovdqa64 %zmm@12, %zmm@8
  jmp L34
L31:
  vmovdqa64 %zmm@10, %zmm@6
  vmovdqa64 %zmm@12, %zmm@7
  vmovdqa64 %zmm@11, %zmm@8
  vmovdqa64 %zmm@13, %zmm@11
  jmp L34
L33:
  vpxor %xmm@8, %xmm@8, %xmm@8
  vmovdqa64 %zmm@10, %zmm@11
L34:
  cmpl $-240, %esi
  setb %al
  addl %edx, %edx
  andl $6, %edx
  vpbroadcastq %rdx, %zmm@2
  vpaddq C17(%rip), %zmm@2, %zmm@1
  vmovdqa %xmm@5, %xmm@5
  vpxorq 128(%rsp), %zmm@5, %zmm@5
  vpermt2q %zmm@8, %zmm@1, %zmm@11
  vpclmulqdq $0, %zmm@11, %zmm@5, %zmm@2
  vpclmulqdq $17, %zmm@11, %zmm@5, %zmm@4
  vpclmulqdq $1, %zmm@11, %zmm@5, %zmm@9
  vpclmulqdq $16, %zmm@11, %zmm@5, %zmm@5
  vpxorq %zmm@9, %zmm@5, %zmm@9
  vmovdqa64 192(%rsp), %zmm@14
  vpermt2q %zmm@7, %zmm@1, %zmm@8
  vpclmulqdq $0, %zmm@8, %zmm@14, %zmm@5
  vpxorq %zmm@2, %zmm@5, %zmm@2
  vpclmulqdq $17, %zmm@8, %zmm@14, %zmm@5
  vpxorq %zmm@4, %zmm@5, %zmm@5
  vpclmulqdq $1, %zmm@8, %zmm@14, %zmm@4
  vpclmulqdq $16, %zmm@8, %zmm@14, %zmm@8
  vpternlogq $150, %zmm@4, %zmm@9, %zmm@8
  orb %cl, %al
  jne L49
  vpermt2q %zmm@6, %zmm@1, %zmm@7
  vpclmulqdq $0, %zmm@7, %zmm@3, %zmm@6
  vpxorq %zmm@2, %zmm@6, %zmm@2
  vpclmulqdq $17, %zmm@7, %zmm@3, %zmm@6
  vpxorq %zmm@5, %zmm@6, %zmm@5
  vpclmulqdq $1, %zmm@7, %zmm@3, %zmm@6
  vpclmulqdq $16, %zmm@7, %zmm@3, %zmm@3
  vpternlogq $150, %zmm@3, %zmm@6, %zmm@8
L49:
  movq 56(%rsp), %rax
  vmovdqa 64(%rsp), %xmm@1
  vpslldq $8, %zmm@8, %zmm@3
  vpxord %zmm@2, %zmm@3, %zmm@3
  vpsrldq $8, %zmm@8, %zmm@6
L48:
  vpxorq %zmm@6, %zmm@5, %zmm@5
  vpbroadcastq C2(%rip), %zmm@6
  vpclmulqdq $0, %zmm@6, %zmm@3, %zmm@7
  vpshufd $78, %zmm@3, %zmm@3
  vpxorq %zmm@3, %zmm@7, %zmm@3
  vpclmulqdq $0, %zmm@6, %zmm@3, %zmm@6
  vpshufd $78, %zmm@3, %zmm@3
  vpternlogq $150, %zmm@6, %zmm@5, %zmm@3
  vextracti64x4 $1, %zmm@3, %ymm@5
  vpxor %ymm@3, %ymm@5, %ymm@5
  vextracti128 $1, %ymm@5, %xmm@3
  vpxor %xmm@5, %xmm@3, %xmm@5
  cmpl $-241, %esi
  ja L50
L51:
  vpxor %xmm@0, %xmm@5, %xmm@0
  vextracti32x4 $3, %zmm@10, %xmm@5
  vpclmulqdq $0, %zmm@5, %zmm@0, %zmm@3
  vpclmulqdq $17, %zmm@5, %zmm@0, %zmm@6
  vpclmulqdq $1, %zmm@5, %zmm@0, %zmm@7
  vpclmulqdq $16, %zmm@5, %zmm@0, %zmm@0
  vpxorq %zmm@7, %zmm@0, %zmm@0
  vpslldq $8, %zmm@0, %zmm@5
  vpxord %zmm@3, %zmm@5, %zmm@5
  vpsrldq $8, %zmm@0, %zmm@0
  vpxorq %zmm@0, %zmm@6, %zmm@0
  vpbroadcastq C2(%rip), %zmm@3
  vpclmulqdq $0, %zmm@3, %zmm@5, %zmm@6
  vpshufd $78, %zmm@5, %zmm@5
  vpxorq %zmm@5, %zmm@6, %zmm@5
  vpclmulqdq $0, %zmm@3, %zmm@5, %zmm@3
  vpshufd $78, %zmm@5, %zmm@5
  vpternlogq $150, %zmm@3, %zmm@0, %zmm@5
L50:
  vmovdqa %xmm@5, 80(%rsp)
  vpxor (%rbx), %xmm@1, %xmm@0
  vaesenc 16(%rbx), %xmm@0, %xmm@0
  vaesenc 32(%rbx), %xmm@0, %xmm@0
  vaesenc 48(%rbx), %xmm@0, %xmm@0
  vaesenc 64(%rbx), %xmm@0, %xmm@0
  vaesenc 80(%rbx), %xmm@0, %xmm@0
  vaesenc 96(%rbx), %xmm@0, %xmm@0
  vaesenc 112(%rbx), %xmm@0, %xmm@0
  vaesenc 128(%rbx), %xmm@0, %xmm@0
  vaesenc 144(%rbx), %xmm@0, %xmm@0
  vaesenc 160(%rbx), %xmm@0, %xmm@0
  vaesenc 176(%rbx), %xmm@0, %xmm@0
  vaesenc 192(%rbx), %xmm@0, %xmm@0
  vaesenc 208(%rbx), %xmm@0, %xmm@0
  vaesenclast 224(%rbx), %xmm@0, %xmm@0
  vpshufb C1(%rip), %xmm@5, %xmm@5
  vpxor %xmm@5, %xmm@0, %xmm@0
  vmovdqu %xmm@0, (%rax)
  leaq -40(%rbp), %rsp
  popq %rbx
  popq %r12
  popq %r13
  popq %r14
  popq %r15
  popq %rbp
  vzeroupper
  retq
L38:
  vmovdqa64 %zmm@10, %zmm@7
  vmovdqa64 %zmm@12, %zmm@8
  jmp L40
L37:
  vmovdqa64 %zmm@12, %zmm@7
  vmovdqa64 %zmm@10, %zmm@6
  vmovdqa64 %zmm@11, %zmm@8
  vmovdqa64 %zmm@13, %zmm@11
  jmp L40
L39:
  vpxor %xmm@8, %xmm@8, %xmm@8
  vmovdqa64 %zmm@10, %zmm@11
L40:
  cmpl $-240, %esi
  setb %al
  addl %edx, %edx
  andl $6, %edx
  vpbroadcastq %rdx, %zmm@2
  vpaddq C17(%rip), %zmm@2, %zmm@2
  vmovdqa %xmm@5, %xmm@5
  vpxorq 128(%rsp), %zmm@5, %zmm@5
  vpermt2q %zmm@8, %zmm@2, %zmm@11
  vpclmulqdq $16, %zmm@11, %zmm@5, %zmm@1
  vpclmulqdq $1, %zmm@11, %zmm@5, %zmm@4
  vpxorq %zmm@1, %zmm@4, %zmm@1
  vpermt2q %zmm@7, %zmm@2, %zmm@8
  vmovdqa64 192(%rsp), %zmm@4
  vmovdqa64 256(%rsp), %zmm@9
  vpclmulqdq $1, %zmm@8, %zmm@4, %zmm@14
  vpclmulqdq $16, %zmm@8, %zmm@4, %zmm@26
  vpternlogq $150, %zmm@14, %zmm@1, %zmm@26
  vpclmulqdq $17, %zmm@8, %zmm@4, %zmm@1
  vpclmulqdq $17, %zmm@11, %zmm@5, %zmm@14
  vpclmulqdq $0, %zmm@8, %zmm@4, %zmm@8
  vpclmulqdq $0, %zmm@11, %zmm@5, %zmm@4
  vpermt2q %zmm@6, %zmm@2, %zmm@7
  vpclmulqdq $0, %zmm@7, %zmm@9, %zmm@5
  vpternlogq $150, %zmm@8, %zmm@4, %zmm@5
  vpclmulqdq $17, %zmm@7, %zmm@9, %zmm@8
  vpternlogq $150, %zmm@1, %zmm@14, %zmm@8
  vpclmulqdq $1, %zmm@7, %zmm@9, %zmm@1
  vpclmulqdq $16, %zmm@7, %zmm@9, %zmm@7
  vpternlogq $150, %zmm@1, %zmm@26, %zmm@7
  orb %cl, %al
  jne L52
  vpxor %xmm@1, %xmm@1, %xmm@1
  vpermt2q %zmm@1, %zmm@2, %zmm@6
  vpclmulqdq $0, %zmm@6, %zmm@3, %zmm@2
  vpxorq %zmm@5, %zmm@2, %zmm@5
  vpclmulqdq $17, %zmm@6, %zmm@3, %zmm@2
  vpxorq %zmm@8, %zmm@2, %zmm@8
  vpclmulqdq $1, %zmm@6, %zmm@3, %zmm@2
  vpclmulqdq $16, %zmm@6, %zmm@3, %zmm@3
  vpternlogq $150, %zmm@3, %zmm@2, %zmm@7
L52:
  movq 56(%rsp), %rax
  vmovdqa 64(%rsp), %xmm@1
  vpslldq $8, %zmm@7, %zmm@3
  vpxord %zmm@5, %zmm@3, %zmm@5
  vpsrldq $8, %zmm@7, %zmm@3
  vpxorq %zmm@3, %zmm@8, %zmm@3
  vpbroadcastq C2(%rip), %zmm@6
  vpclmulqdq $0, %zmm@6, %zmm@5, %zmm@7
  vpshufd $78, %zmm@5, %zmm@5
  vpxorq %zmm@5, %zmm@7, %zmm@5
  vpclmulqdq $0, %zmm@6, %zmm@5, %zmm@6
  vpshufd $78, %zmm@5, %zmm@5
  vpternlogq $150, %zmm@6, %zmm@3, %zmm@5
  vextracti64x4 $1, %zmm@5, %ymm@3
  vpxor %ymm@5, %ymm@3, %ymm@5
  vextracti128 $1, %ymm@5, %xmm@3
  vpxor %xmm@5, %xmm@3, %xmm@5
  cmpl $-241, %esi
  ja L50
  jmp L51
L44:
  vmovdqa64 %zmm@10, %zmm@6
  vmovdqa64 %zmm@12, %zmm@7
  jmp L46
L43:
  vmovdqa64 %zmm@10, %zmm@3
  vmovdqa64 %zmm@12, %zmm@6
  vmovdqa64 %zmm@11, %zmm@7
  vmovdqa64 %zmm@13, %zmm@11
  jmp L46
L45:
  vpxor %xmm@7, %xmm@7, %xmm@7
  vmovdqa64 %zmm@10, %zmm@11
L46:
  cmpl $-240, %esi
  setb %al
  orb %cl, %al
  je L53
  vmovdqa %xmm@5, %xmm@5
  vpxorq 128(%rsp), %zmm@5, %zmm@5
  addl %edx, %edx
  andl $6, %edx
  vpbroadcastq %rdx, %zmm@8
  vpaddq C17(%rip), %zmm@8, %zmm@8
  vpermt2q %zmm@7, %zmm@8, %zmm@11
  vpclmulqdq $16, %zmm@11, %zmm@5, %zmm@2
  vpclmulqdq $1, %zmm@11, %zmm@5, %zmm@1
  vpxorq %zmm@2, %zmm@1, %zmm@2
  vpermt2q %zmm@6, %zmm@8, %zmm@7
  vmovdqa64 192(%rsp), %zmm@1
  vmovdqa64 256(%rsp), %zmm@4
  vmovdqa64 320(%rsp), %zmm@9
  vpclmulqdq $1, %zmm@7, %zmm@1, %zmm@14
  vpclmulqdq $16, %zmm@7, %zmm@1, %zmm@26
  vpternlogq $150, %zmm@14, %zmm@2, %zmm@26
  vpermt2q %zmm@3, %zmm@8, %zmm@6
  vpclmulqdq $1, %zmm@6, %zmm@4, %zmm@2
  vpclmulqdq $16, %zmm@6, %zmm@4, %zmm@14
  vpternlogq $150, %zmm@2, %zmm@26, %zmm@14
  vpxor %xmm@2, %xmm@2, %xmm@2
  vpermt2q %zmm@2, %zmm@8, %zmm@3
  vpclmulqdq $1, %zmm@3, %zmm@9, %zmm@8
  vpclmulqdq $16, %zmm@3, %zmm@9, %zmm@2
  vpternlogq $150, %zmm@8, %zmm@14, %zmm@2
  vpclmulqdq $17, %zmm@3, %zmm@9, %zmm@8
  vpclmulqdq $17, %zmm@6, %zmm@4, %zmm@14
  vpclmulqdq $17, %zmm@7, %zmm@1, %zmm@26
  vpternlogq $150, %zmm@8, %zmm@14, %zmm@26
  vpclmulqdq $17, %zmm@11, %zmm@5, %zmm@8
  vpclmulqdq $0, %zmm@3, %zmm@9, %zmm@3
  vpclmulqdq $0, %zmm@6, %zmm@4, %zmm@6
  vpclmulqdq $0, %zmm@7, %zmm@1, %zmm@7
  vpternlogq $150, %zmm@3, %zmm@6, %zmm@7
  vpclmulqdq $0, %zmm@11, %zmm@5, %zmm@5
  vpslldq $8, %zmm@2, %zmm@3
  vpternlogd $150, %zmm@5, %zmm@7, %zmm@3
  vpsrldq $8, %zmm@2, %zmm@5
  vpternlogq $150, %zmm@8, %zmm@26, %zmm@5
  vpbroadcastq C2(%rip), %zmm@6
  vpclmulqdq $0, %zmm@6, %zmm@3, %zmm@7
  vpshufd $78, %zmm@3, %zmm@3
  vpxorq %zmm@3, %zmm@7, %zmm@3
  vpclmulqdq $0, %zmm@6, %zmm@3, %zmm@6
  vpshufd $78, %zmm@3, %zmm@3
  vpternlogq $150, %zmm@6, %zmm@5, %zmm@3
  vextracti64x4 $1, %zmm@3, %ymm@5
  vpxor %ymm@3, %ymm@5, %ymm@5
  vextracti128 $1, %ymm@5, %xmm@3
  vpxor %xmm@5, %xmm@3, %xmm@5
L54:
  movq 56(%rsp), %rax
  vmovdqa 64(%rsp), %xmm@1
  cmpl $-241, %esi
  jbe L51
  jmp L50
L3:
  leaq C18(%rip), %rdi
  leaq C19(%rip), %rdx
  movl $45, %esi
  vzeroupper
  callq *core::option::expect_failed(%rip)
L7:
  leaq C20(%rip), %rcx
  xorl %edi, %edi
  vzeroupper
  callq *core::slice::index::slice_index_fail(%rip)
L18:
  movq %rdi, %rdx
L17:
  leaq C21(%rip), %rcx
  movq %rdx, %rdi
  movq %r12, %rsi
  movq %r12, %rdx
  vzeroupper
  callq *core::slice::index::slice_index_fail(%rip)
L13:
  leaq C21(%rip), %rcx
  movq %r12, %rsi
  movq %r12, %rdx
  vzeroupper
  callq *core::slice::index::slice_index_fail(%rip)
L53:
  leaq C22(%rip), %rdx
  movl $5, %edi
  movl $5, %esi
  vzeroupper
  callq *core::panicking::panic_bounds_check(%rip)
L24:
  leaq C23(%rip), %rdx
  movl $1, %esi
  vzeroupper
  callq *core::panicking::panic_bounds_check(%rip)
L30:
  leaq C23(%rip), %rdx
  movl $2, %esi
  vzeroupper
  callq *core::panicking::panic_bounds_check(%rip)
L36:
  leaq C23(%rip), %rdx
  movl $3, %esi
  vzeroupper
  callq *core::panicking::panic_bounds_check(%rip)
L42:
  leaq C23(%rip), %rdx
  movl $4, %esi
  vzeroupper
  callq *core::panicking::panic_bounds_check(%rip)
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
== hw_polyval::arch::x86_64::aesni_clmul::powers_upto#0
  movdqa (%rdi), %xmm@0
  pxor %xmm@1, %xmm@1
  cmpq $2, %rsi
  jb L0
  movdqa %xmm@0, %xmm@2
  pclmulqdq $0, %xmm@0, %xmm@2
  movdqa %xmm@0, %xmm@3
  pclmulqdq $17, %xmm@0, %xmm@3
  movdqa %xmm@0, %xmm@4
  pclmulqdq $1, %xmm@0, %xmm@4
  pxor %xmm@4, %xmm@4
  movdqa %xmm@4, %xmm@5
  pslldq $8, %xmm@5
  pxor %xmm@2, %xmm@5
  psrldq $8, %xmm@4
  pxor %xmm@3, %xmm@4
  movabsq $-4467570830351532032, %rax
  movq %rax, %xmm@6
  pshufd $78, %xmm@5, %xmm@2
  pclmulqdq $0, %xmm@6, %xmm@5
  pxor %xmm@2, %xmm@5
  pshufd $78, %xmm@5, %xmm@2
  pclmulqdq $0, %xmm@6, %xmm@5
  pxor %xmm@4, %xmm@2
  pxor %xmm@5, %xmm@2
  je L1
  movdqa %xmm@2, %xmm@3
  pclmulqdq $0, %xmm@0, %xmm@3
  movdqa %xmm@2, %xmm@4
  pclmulqdq $17, %xmm@0, %xmm@4
  movdqa %xmm@2, %xmm@5
  pclmulqdq $1, %xmm@0, %xmm@5
  movdqa %xmm@2, %xmm@7
  pclmulqdq $16, %xmm@0, %xmm@7
  pxor %xmm@5, %xmm@7
  movdqa %xmm@7, %xmm@5
  pslldq $8, %xmm@5
  pxor %xmm@3, %xmm@5
  psrldq $8, %xmm@7
  pxor %xmm@4, %xmm@7
  pshufd $78, %xmm@5, %xmm@3
  pclmulqdq $0, %xmm@6, %xmm@5
  pxor %xmm@3, %xmm@5
  pshufd $78, %xmm@5, %xmm@3
  pclmulqdq $0, %xmm@6, %xmm@5
  pxor %xmm@7, %xmm@3
  pxor %xmm@5, %xmm@3
  cmpq $4, %rsi
  jb L2
  movdqa %xmm@2, %xmm@4
  pclmulqdq $0, %xmm@2, %xmm@4
  movdqa %xmm@2, %xmm@5
  pclmulqdq $17, %xmm@2, %xmm@5
  movdqa %xmm@2, %xmm@7
  pclmulqdq $1, %xmm@2, %xmm@7
  pxor %xmm@7, %xmm@7
  movdqa %xmm@7, %xmm@8
  pslldq $8, %xmm@8
  pxor %xmm@4, %xmm@8
  psrldq $8, %xmm@7
  pxor %xmm@5, %xmm@7
  pshufd $78, %xmm@8, %xmm@4
  pclmulqdq $0, %xmm@6, %xmm@8
  pxor %xmm@4, %xmm@8
  pshufd $78, %xmm@8, %xmm@4
  pclmulqdq $0, %xmm@6, %xmm@8
  pxor %xmm@7, %xmm@4
  pxor %xmm@8, %xmm@4
  je L3
  addq $-4, %rsi
  cmpq $4, %rsi
  movl $4, %eax
  cmovbq %rsi, %rax
  incq %rax
  movdqa %xmm@4, %xmm@5
  pclmulqdq $17, %xmm@0, %xmm@5
  movdqa %xmm@4, %xmm@7
  pclmulqdq $1, %xmm@0, %xmm@7
  movdqa %xmm@4, %xmm@8
  pclmulqdq $16, %xmm@0, %xmm@8
  pxor %xmm@7, %xmm@8
  movdqa %xmm@8, %xmm@7
  psrldq $8, %xmm@7
  pxor %xmm@5, %xmm@7
  movdqa %xmm@4, %xmm@5
  pclmulqdq $0, %xmm@0, %xmm@5
  pslldq $8, %xmm@8
  pxor %xmm@5, %xmm@8
  pshufd $78, %xmm@8, %xmm@5
  pclmulqdq $0, %xmm@6, %xmm@8
  pxor %xmm@5, %xmm@8
  pshufd $78, %xmm@8, %xmm@5
  pclmulqdq $0, %xmm@6, %xmm@8
  pxor %xmm@7, %xmm@5
  pxor %xmm@8, %xmm@5
  cmpq $2, %rax
  je L4
  movdqa %xmm@4, %xmm@7
  pclmulqdq $17, %xmm@2, %xmm@7
  movdqa %xmm@4, %xmm@8
  pclmulqdq $1, %xmm@2, %xmm@8
  movdqa %xmm@4, %xmm@9
  pclmulqdq $16, %xmm@2, %xmm@9
  pxor %xmm@8, %xmm@9
  movdqa %xmm@9, %xmm@8
  psrldq $8, %xmm@8
  pxor %xmm@7, %xmm@8
  movdqa %xmm@4, %xmm@7
  pclmulqdq $0, %xmm@2, %xmm@7
  pslldq $8, %xmm@9
  pxor %xmm@7, %xmm@9
  pshufd $78, %xmm@9, %xmm@7
  pclmulqdq $0, %xmm@6, %xmm@9
  pxor %xmm@7, %xmm@9
  pshufd $78, %xmm@9, %xmm@7
  pclmulqdq $0, %xmm@6, %xmm@9
  pxor %xmm@8, %xmm@7
  pxor %xmm@9, %xmm@7
  cmpq $3, %rax
  je L5
  movdqa %xmm@4, %xmm@8
  pclmulqdq $17, %xmm@3, %xmm@8
  movdqa %xmm@4, %xmm@9
  pclmulqdq $1, %xmm@3, %xmm@9
  movdqa %xmm@4, %xmm@10
  pclmulqdq $16, %xmm@3, %xmm@10
  pxor %xmm@9, %xmm@10
  movdqa %xmm@10, %xmm@9
  psrldq $8, %xmm@9
  pxor %xmm@8, %xmm@9
  movdqa %xmm@4, %xmm@8
  pclmulqdq $0, %xmm@3, %xmm@8
  pslldq $8, %xmm@10
  pxor %xmm@8, %xmm@10
  pshufd $78, %xmm@10, %xmm@8
  pclmulqdq $0, %xmm@6, %xmm@10
  pxor %xmm@8, %xmm@10
  pshufd $78, %xmm@10, %xmm@8
  pclmulqdq $0, %xmm@6, %xmm@10
  pxor %xmm@9, %xmm@8
  pxor %xmm@10, %xmm@8
  cmpq $4, %rax
  je L6
  movdqa %xmm@4, %xmm@1
  pclmulqdq $17, %xmm@4, %xmm@1
  movdqa %xmm@4, %xmm@9
  pclmulqdq $1, %xmm@4, %xmm@9
  pxor %xmm@9, %xmm@9
  movdqa %xmm@9, %xmm@10
  psrldq $8, %xmm@10
  pxor %xmm@1, %xmm@10
  movdqa %xmm@4, %xmm@1
  pclmulqdq $0, %xmm@4, %xmm@1
  pslldq $8, %xmm@9
  pxor %xmm@1, %xmm@9
  pshufd $78, %xmm@9, %xmm@1
  pclmulqdq $0, %xmm@6, %xmm@9
  pxor %xmm@1, %xmm@9
  pclmulqdq $0, %xmm@9, %xmm@6
  pshufd $78, %xmm@9, %xmm@1
  pxor %xmm@10, %xmm@1
  pxor %xmm@6, %xmm@1
  jmp L6
L0:
  pxor %xmm@2, %xmm@2
L1:
  pxor %xmm@3, %xmm@3
L2:
  pxor %xmm@4, %xmm@4
L3:
  pxor %xmm@5, %xmm@5
L4:
  pxor %xmm@7, %xmm@7
L5:
  pxor %xmm@8, %xmm@8
L6:
  movdqu %xmm@1, (%rdx)
  movdqu %xmm@8, 16(%rdx)
  movdqu %xmm@7, 32(%rdx)
  movdqu %xmm@5, 48(%rdx)
  movdqu %xmm@4, 64(%rdx)
  movdqu %xmm@3, 80(%rdx)
  movdqu %xmm@2, 96(%rdx)
  movdqu %xmm@0, 112(%rdx)
  retq
