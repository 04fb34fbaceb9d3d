// The process's malloc policy (malloc.c).
#ifndef VIEWC_CMALLOC_H
#define VIEWC_CMALLOC_H

/// Makes glibc's malloc serve every block of 128 KiB or more with a mapping of its own,
/// returned to the system when it is freed. Called once, first thing in main.
void viewc_malloc_unmap_large_blocks(void);

/// Hands the pages no block uses back to the system, in every thread's arena (malloc_trim).
void viewc_malloc_hand_back(void);

#endif
