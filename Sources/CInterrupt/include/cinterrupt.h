// Temporary files removed when SIGINT, SIGTERM or SIGHUP ends viewc (interrupt.c).
#ifndef VIEWC_CINTERRUPT_H
#define VIEWC_CINTERRUPT_H

/// Installs the handler for SIGINT, SIGTERM and SIGHUP, except where the signal is ignored
/// (a background job, nohup). Idempotent.
void viewc_interrupt_install(void);

/// Notes a temporary file to remove if a signal ends the process. Returns its slot, or -1 when
/// the path is too long or every slot is taken (then it is not removed on a signal).
int viewc_interrupt_add(const char *path);

/// What the handler does, for a handler of another's to call: removes the noted files and
/// ends the process by `sig`. Async-signal-safe; does not return.
void viewc_interrupt_fire(int sig);

/// Forgets a slot (its file was renamed into place or removed).
void viewc_interrupt_remove(int slot);

/// A file with no name yet in folder `dir`, open for writing (Linux's O_TMPFILE): whatever ends
/// the process — a signal no handler sees, SIGKILL, a crash — leaves nothing behind. -1 where
/// the file system cannot make one (errno says why).
int viewc_open_unnamed(const char *dir);

/// Gives the unnamed file `fd` the name `path` (which must not exist). 0, or -1 and errno.
int viewc_link_unnamed(int fd, const char *path);

#endif
