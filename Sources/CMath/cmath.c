// The functions are static inline in include/cmath_shim.h; SwiftPM needs one source file to build the target.
#include "cmath_shim.h"
