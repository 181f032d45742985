// Sources/CSpawn/include/cspawn.h as Darwin's <spawn.h> declares its types (scripts/check-darwin).
#include "../DarwinC/DarwinC.h"
int cspawn_addchdir(posix_spawn_file_actions_t *actions, const char *path);
