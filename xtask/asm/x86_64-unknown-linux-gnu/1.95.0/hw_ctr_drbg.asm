== hw_ctr_drbg::arch::x86_64::rdseed::fill_words#0
  movl $128, %eax
L0:
  rdseedq %rcx
  movq %rcx, (%rdi)
  jb L1
  pause
  rdseedq %rcx
  movq %rcx, (%rdi)
  jb L1
  pause
  rdseedq %rcx
  movq %rcx, (%rdi)
  jb L1
  pause
  rdseedq %rcx
  movq %rcx, (%rdi)
  jb L1
  pause
  addq $-4, %rax
  jne L0
  jmp L2
L1:
  movl $128, %eax
L3:
  rdseedq %rcx
  movq %rcx, 8(%rdi)
  jb L4
  pause
  rdseedq %rcx
  movq %rcx, 8(%rdi)
  jb L4
  pause
  rdseedq %rcx
  movq %rcx, 8(%rdi)
  jb L4
  pause
  rdseedq %rcx
  movq %rcx, 8(%rdi)
  jb L4
  pause
  addq $-4, %rax
  jne L3
  jmp L2
L4:
  movl $128, %eax
L5:
  rdseedq %rcx
  movq %rcx, 16(%rdi)
  jb L6
  pause
  rdseedq %rcx
  movq %rcx, 16(%rdi)
  jb L6
  pause
  rdseedq %rcx
  movq %rcx, 16(%rdi)
  jb L6
  pause
  rdseedq %rcx
  movq %rcx, 16(%rdi)
  jb L6
  pause
  addq $-4, %rax
  jne L5
  jmp L2
L6:
  movl $128, %ecx
L7:
  rdseedq %rax
  movq %rax, 24(%rdi)
  movb $1, %al
  jb L8
  pause
  rdseedq %rdx
  movq %rdx, 24(%rdi)
  jb L8
  pause
  rdseedq %rdx
  movq %rdx, 24(%rdi)
  jb L8
  pause
  rdseedq %rdx
  movq %rdx, 24(%rdi)
  jb L8
  pause
  addq $-4, %rcx
  jne L7
L2:
  xorl %eax, %eax
L8:
  retq
