// Removing temporary outputs when a signal ends viewc. A signal handler may only call
// async-signal-safe functions (POSIX.1-2017 2.4.3) and touch lock-free atomics: so the paths
// live in a table allocated once (static storage, no malloc), each slot armed by an atomic
// flag after its path is copied in, and the handler only reads armed slots, unlink()s them,
// restores the default action and raises the signal again, so that viewc ends *by* the signal
// as gcc's driver does (a shell then reports 130 for SIGINT, 143 for SIGTERM, and a shell loop
// that ran viewc stops too).

#define _GNU_SOURCE
#include "cinterrupt.h"

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdatomic.h>
#include <string.h>
#include <unistd.h>

enum { SLOTS = 1024, PATH_BYTES = 4096 };

static char paths[SLOTS][PATH_BYTES];
/// 0: free; 1: being filled or emptied by a thread; 2: armed (the handler removes its file).
static atomic_int state[SLOTS];
static atomic_int installed;

static void on_signal(int sig) { viewc_interrupt_fire(sig); }

void viewc_interrupt_fire(int sig) {
    for (int i = 0; i < SLOTS; i++) {
        if (atomic_load(&state[i]) == 2) unlink(paths[i]);
    }
    struct sigaction dfl;
    memset(&dfl, 0, sizeof dfl);
    dfl.sa_handler = SIG_DFL;
    sigemptyset(&dfl.sa_mask);
    sigaction(sig, &dfl, NULL);
    sigset_t set;
    sigemptyset(&set);
    sigaddset(&set, sig);
    sigprocmask(SIG_UNBLOCK, &set, NULL);
    raise(sig);
    _exit(128 + sig);   // not reached: the default action of these signals ends the process
}

void viewc_interrupt_install(void) {
    if (atomic_exchange(&installed, 1)) return;
    const int signals[] = { SIGINT, SIGTERM, SIGHUP };
    for (unsigned k = 0; k < sizeof signals / sizeof signals[0]; k++) {
        struct sigaction old;
        if (sigaction(signals[k], NULL, &old) != 0) continue;
        // An ignored signal stays ignored: make starts background jobs with SIGINT ignored.
        if (old.sa_handler == SIG_IGN) continue;
        struct sigaction sa;
        memset(&sa, 0, sizeof sa);
        sa.sa_handler = on_signal;
        sigemptyset(&sa.sa_mask);
        // Block the other two while one is handled, so that the table is walked once.
        for (unsigned j = 0; j < sizeof signals / sizeof signals[0]; j++) sigaddset(&sa.sa_mask, signals[j]);
        sigaction(signals[k], &sa, NULL);
    }
}

int viewc_interrupt_add(const char *path) {
    size_t n = strlen(path);
    if (n >= PATH_BYTES) return -1;
    for (int i = 0; i < SLOTS; i++) {
        int expected = 0;
        if (atomic_compare_exchange_strong(&state[i], &expected, 1)) {
            memcpy(paths[i], path, n + 1);
            atomic_store(&state[i], 2);
            return i;
        }
    }
    return -1;
}

void viewc_interrupt_remove(int slot) {
    if (slot < 0 || slot >= SLOTS) return;
    atomic_store(&state[slot], 0);
}

int viewc_open_unnamed(const char *dir) {
#ifdef O_TMPFILE
    return open(dir, O_TMPFILE | O_WRONLY | O_CLOEXEC, 0666);
#else
    (void)dir;
    errno = EOPNOTSUPP;
    return -1;
#endif
}

int viewc_link_unnamed(int fd, const char *path) {
    // Through /proc: linkat's AT_EMPTY_PATH on the descriptor itself needs CAP_DAC_READ_SEARCH.
    char proc[64];
    snprintf(proc, sizeof proc, "/proc/self/fd/%d", fd);
    return linkat(AT_FDCWD, proc, AT_FDCWD, path, AT_SYMLINK_FOLLOW);
}
