#ifndef DAYBOOK_CSPAWN_H
#define DAYBOOK_CSPAWN_H

#include <spawn.h>

/// Adds "change the working folder to `path`" to a spawn's file actions (glibc declares the call only for
/// _GNU_SOURCE, which Swift's Glibc module does not set). Returns 0 or an errno value.
int cspawn_addchdir(posix_spawn_file_actions_t *actions, const char *path);

#endif
