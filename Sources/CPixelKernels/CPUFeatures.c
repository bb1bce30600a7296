#include "CPUFeatures.h"

int segue_has_avx2(void) {
#if defined(__SSE2__)
  return __builtin_cpu_supports("avx2") != 0;
#else
  return 0;
#endif
}
