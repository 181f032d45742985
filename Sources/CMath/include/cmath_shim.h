#ifndef DAYBOOK_CMATH_H
#define DAYBOOK_CMATH_H

// ISO C's <math.h>, the same on every platform, for the few functions Swift's standard library lacks. Wrapped so
// that the core needs no platform module (Glibc, Darwin, Musl) to average clock times on a circle.
#include <math.h>

static inline double cmath_sin(double x) { return sin(x); }
static inline double cmath_cos(double x) { return cos(x); }
static inline double cmath_atan2(double y, double x) { return atan2(y, x); }
static inline double cmath_log(double x) { return log(x); }

#endif
