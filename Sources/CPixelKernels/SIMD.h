#ifndef SEGUE_SIMD_H
#define SEGUE_SIMD_H
/* The vector intrinsics the kernels use on x86 with SSE2, and the attribute for functions
   compiled for AVX2: each such function is called only where segue_has_avx2 says the CPU
   runs it, so one build serves CPUs with and without it. */
#if defined(__SSE2__)
#include <immintrin.h>
#define AVX2 __attribute__((target("avx2")))
#endif

#endif
