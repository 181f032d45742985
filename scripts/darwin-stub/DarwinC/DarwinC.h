// The C declarations of Darwin (macOS 13 SDK, arm64/x86_64 LP64) that daybook's platform layer uses, with their
// Darwin shapes where they differ from glibc's: `dev_t` is a signed 32-bit number, `mode_t` 16 bits, `stat` has
// `st_mtimespec`, spawn file actions and attributes are opaque pointers, `environ` is not exported, there is no
// inotify and no pipe2. Only for type-checking the platform layer's Darwin branches on Linux (scripts/check-darwin):
// nothing is ever linked against it. Names and types follow <sys/stat.h>, <dirent.h>, <spawn.h>, <sys/event.h>,
// <fcntl.h>, <signal.h>, <time.h>, <poll.h>, <sys/ioctl.h>, <sys/resource.h>, <crt_externs.h> and <mach-o/dyld.h>.
#ifndef DAYBOOK_DARWIN_STUB_H
#define DAYBOOK_DARWIN_STUB_H

typedef signed char __int8_t;
typedef unsigned char __uint8_t;
typedef short __int16_t;
typedef unsigned short __uint16_t;
typedef int __int32_t;
typedef unsigned int __uint32_t;
typedef long long __int64_t;
typedef unsigned long long __uint64_t;
typedef long __darwin_intptr_t;
typedef unsigned long __darwin_size_t;

typedef __int32_t dev_t;
typedef __uint16_t mode_t;
typedef __uint16_t nlink_t;
typedef __uint64_t ino_t;
typedef __uint32_t uid_t;
typedef __uint32_t gid_t;
typedef __int64_t off_t;
typedef __int64_t blkcnt_t;
typedef __int32_t blksize_t;
typedef __int32_t pid_t;
typedef long time_t;
typedef __darwin_size_t size_t;
typedef long ssize_t;
typedef __uint32_t sigset_t;
typedef unsigned int nfds_t;
typedef __uint64_t rlim_t;
typedef unsigned long uintptr_t;
typedef long intptr_t;
typedef int clockid_t;

struct timespec {
    time_t tv_sec;
    long tv_nsec;
};

struct stat {
    dev_t st_dev;
    mode_t st_mode;
    nlink_t st_nlink;
    ino_t st_ino;
    uid_t st_uid;
    gid_t st_gid;
    dev_t st_rdev;
    struct timespec st_atimespec;
    struct timespec st_mtimespec;
    struct timespec st_ctimespec;
    struct timespec st_birthtimespec;
    off_t st_size;
    blkcnt_t st_blocks;
    blksize_t st_blksize;
    __uint32_t st_flags;
    __uint32_t st_gen;
    __int32_t st_lspare;
    __int64_t st_qspare[2];
};

struct tm {
    int tm_sec;
    int tm_min;
    int tm_hour;
    int tm_mday;
    int tm_mon;
    int tm_year;
    int tm_wday;
    int tm_yday;
    int tm_isdst;
    long tm_gmtoff;
    char *tm_zone;
};

struct dirent {
    __uint64_t d_ino;
    __uint64_t d_seekoff;
    __uint16_t d_reclen;
    __uint16_t d_namlen;
    __uint8_t d_type;
    char d_name[1024];
};

typedef struct {
    int __dd_fd;
    long __dd_loc;
    long __dd_size;
    char *__dd_buf;
    int __dd_len;
    long __dd_seek;
    long __padding;
    int __dd_flags;
} DIR;

struct pollfd {
    int fd;
    short events;
    short revents;
};

struct winsize {
    unsigned short ws_row;
    unsigned short ws_col;
    unsigned short ws_xpixel;
    unsigned short ws_ypixel;
};

struct rlimit {
    rlim_t rlim_cur;
    rlim_t rlim_max;
};

struct kevent {
    uintptr_t ident;
    __int16_t filter;
    __uint16_t flags;
    __uint32_t fflags;
    intptr_t data;
    void *udata;
};

typedef struct _opaque_pthread_mutex_t {
    long __sig;
    char __opaque[56];
} pthread_mutex_t;
typedef struct _opaque_pthread_mutexattr_t {
    long __sig;
    char __opaque[8];
} pthread_mutexattr_t;

typedef void *posix_spawn_file_actions_t;
typedef void *posix_spawnattr_t;
typedef void (*sig_t)(int);

// <errno.h> (errno itself is the overlay's `errno` variable)
#define ENOENT 2
#define EINTR 4
#define EIO 5
#define EEXIST 17
#define EISDIR 21
#define ENFILE 23
#define EMFILE 24
#define ENOSPC 28
#define EPIPE 32
#define EAGAIN 35
#define ELOOP 62
#define ENOTDIR 20
#define EACCES 13

// <fcntl.h>
#define O_RDONLY 0x0000
#define O_WRONLY 0x0001
#define O_RDWR 0x0002
#define O_NONBLOCK 0x00000004
#define O_APPEND 0x00000008
#define O_CREAT 0x00000200
#define O_TRUNC 0x00000400
#define O_EXCL 0x00000800
#define O_EVTONLY 0x00008000
#define O_NOFOLLOW 0x00000100
#define O_DIRECTORY 0x00100000
#define O_CLOEXEC 0x01000000
#define F_GETFD 1
#define F_SETFD 2
#define F_GETFL 3
#define F_SETFL 4
#define F_GETPATH 50
#define F_FULLFSYNC 51
#define FD_CLOEXEC 1
#define AT_FDCWD -2
#define AT_SYMLINK_NOFOLLOW 0x0020
#define AT_REMOVEDIR 0x0080

// <sys/file.h>, <unistd.h>, <dirent.h>, <sys/stat.h>
#define LOCK_SH 1
#define LOCK_EX 2
#define LOCK_NB 4
#define LOCK_UN 8
#define SEEK_SET 0
#define STDIN_FILENO 0
#define STDOUT_FILENO 1
#define STDERR_FILENO 2
#define DT_UNKNOWN 0
#define DT_DIR 4
#define DT_REG 8
#define DT_LNK 10
#define OPEN_MAX 10240
#define MAXPATHLEN 1024
#define PATH_MAX 1024

// <signal.h>, <spawn.h>, <poll.h>, <time.h>, <sys/resource.h>
#define SIGINT 2
#define SIGKILL 9
#define SIGPIPE 13
#define SIGTERM 15
#define SIGWINCH 28
#define SIG_BLOCK 1
#define SIG_UNBLOCK 2
#define SIG_SETMASK 3
#define POSIX_SPAWN_SETSIGDEF 0x0004
#define POSIX_SPAWN_SETSIGMASK 0x0008
#define POSIX_SPAWN_CLOEXEC_DEFAULT 0x4000
#define POLLIN 0x0001
#define CLOCK_REALTIME 0
#define CLOCK_MONOTONIC 6
#define CLOCK_THREAD_CPUTIME_ID 16
#define RLIMIT_NOFILE 8

// <sys/event.h>
#define EVFILT_READ (-1)
#define EVFILT_VNODE (-4)
#define EV_ADD 0x0001
#define EV_CLEAR 0x0020
#define NOTE_DELETE 0x00000001
#define NOTE_WRITE 0x00000002
#define NOTE_EXTEND 0x00000004
#define NOTE_ATTRIB 0x00000008
#define NOTE_RENAME 0x00000020

int close(int fd);
ssize_t read(int fd, void *buffer, size_t count);
ssize_t write(int fd, const void *buffer, size_t count);
int fsync(int fd);
int ftruncate(int fd, off_t length);
off_t lseek(int fd, off_t offset, int whence);
int flock(int fd, int operation);
int fstat(int fd, struct stat *info);
int stat(const char *path, struct stat *info);
int lstat(const char *path, struct stat *info);
int fstatat(int fd, const char *path, struct stat *info, int flag);
int mkdir(const char *path, mode_t mode);
int mkdirat(int fd, const char *path, mode_t mode);
int rename(const char *from, const char *to);
int renameat(int fromfd, const char *from, int tofd, const char *to);
int unlink(const char *path);
int unlinkat(int fd, const char *path, int flag);
char *realpath(const char *path, char *resolved);
ssize_t readlink(const char *path, char *buffer, size_t size);
int pipe(int fds[2]);
int isatty(int fd);
pid_t getpid(void);
char *getcwd(char *buffer, size_t size);
char *getenv(const char *name);
void *malloc(size_t size);
void free(void *pointer);
char *strdup(const char *text);
char *strerror(int code);
void exit(int code) __attribute__((noreturn));
int execvp(const char *file, char *const argv[]);
DIR *opendir(const char *path);
DIR *fdopendir(int fd);
struct dirent *readdir(DIR *dir);
int closedir(DIR *dir);
int poll(struct pollfd *fds, nfds_t count, int timeout);
time_t time(time_t *now);
struct tm *localtime_r(const time_t *clock, struct tm *result);
time_t mktime(struct tm *parts);
int clock_gettime(clockid_t clock, struct timespec *now);
int nanosleep(const struct timespec *request, struct timespec *remaining);
int kill(pid_t pid, int signal);
pid_t waitpid(pid_t pid, int *status, int options);
int raise(int signal);
sig_t signal(int signal, sig_t handler);
int sigemptyset(sigset_t *set);
int sigfillset(sigset_t *set);
int sigaddset(sigset_t *set, int signal);
int sigprocmask(int how, const sigset_t *set, sigset_t *old);
int getrlimit(int resource, struct rlimit *limit);
int setrlimit(int resource, const struct rlimit *limit);
int kqueue(void);
int kevent(int queue, const struct kevent *changes, int changeCount, struct kevent *events, int eventCount,
           const struct timespec *timeout);
int posix_spawn_file_actions_init(posix_spawn_file_actions_t *actions);
int posix_spawn_file_actions_destroy(posix_spawn_file_actions_t *actions);
int posix_spawn_file_actions_adddup2(posix_spawn_file_actions_t *actions, int fd, int target);
int posix_spawn_file_actions_addopen(posix_spawn_file_actions_t *actions, int fd, const char *path, int flags,
                                     mode_t mode);
int posix_spawnattr_init(posix_spawnattr_t *attributes);
int posix_spawnattr_destroy(posix_spawnattr_t *attributes);
int posix_spawnattr_setflags(posix_spawnattr_t *attributes, short flags);
int posix_spawnattr_setsigdefault(posix_spawnattr_t *attributes, const sigset_t *set);
int posix_spawnattr_setsigmask(posix_spawnattr_t *attributes, const sigset_t *set);
int posix_spawnp(pid_t *pid, const char *file, const posix_spawn_file_actions_t *actions,
                 const posix_spawnattr_t *attributes, char *const argv[], char *const envp[]);
char ***_NSGetEnviron(void);
int _NSGetExecutablePath(char *buf, __uint32_t *bufsize);
int pthread_mutex_init(pthread_mutex_t *mutex, const pthread_mutexattr_t *attributes);
int pthread_mutex_destroy(pthread_mutex_t *mutex);
int pthread_mutex_lock(pthread_mutex_t *mutex);
int pthread_mutex_unlock(pthread_mutex_t *mutex);

#endif
