// Large blocks handed back to the system as soon as they are freed.
//
// glibc's malloc serves a block of at least M_MMAP_THRESHOLD bytes (128 KiB) with a mapping
// of its own, unmapped by free — but by default the threshold moves: freeing such a block
// raises it to that block's size (up to 32 MiB), so from then on blocks of that size come
// from the arenas, where freed memory stays resident unless it happens to be at an arena's
// top. A large drawing passes through a series of megabyte buffers, one after another and on
// several threads (each chunk's SVG text as cairo writes it and as it grows, the spliced
// page, the view tree and the IR being let go), and with the moving threshold the freed ones
// stayed in the arenas and added up: the 10,000-path SVG peaked at 47-53 MB, and at 40-43 MB
// with the threshold fixed (the 100,000-path one at 281-289 MB, and 220 MB).
// Setting the threshold fixes it; it also keeps M_TRIM_THRESHOLD (how much free memory an
// arena's top may keep) at its default, 128 KiB, instead of twice the moving threshold.

#include <malloc.h>
#include "cmalloc.h"

void viewc_malloc_unmap_large_blocks(void) {
    mallopt(M_MMAP_THRESHOLD, 128 * 1024);
}

// What a thread frees stays in that thread's arena, resident, for that thread to reuse: a
// large drawing's paths are made on the evaluating thread and let go on the main thread as it
// lowers them (ViewEval's Lowering.lower, consumesDrawing), which makes the IR's paths in its
// own arena. Without this the freed paths' pages stayed resident beside the new ones.
void viewc_malloc_hand_back(void) {
    malloc_trim(0);
}
