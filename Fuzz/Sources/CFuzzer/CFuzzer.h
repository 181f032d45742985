#ifndef DAYBOOK_CFUZZER_H
#define DAYBOOK_CFUZZER_H

#include <stddef.h>
#include <stdint.h>

/// libFuzzer's driver, for a program that has its own main (SwiftPM gives every executable one).
int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));

#endif
