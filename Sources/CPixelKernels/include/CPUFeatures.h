#ifndef SEGUE_CPU_FEATURES_H
#define SEGUE_CPU_FEATURES_H

/* 1 where the kernels run their AVX2 loops (the CPU has AVX2, in a build for x86 with
   SSE2), else 0. */
int segue_has_avx2(void);

#endif
