// The program's arguments for Swift's CommandLine, saved as glibc hands them to constructors.
//
// On Linux the Swift runtime finds argv from a C++ constructor of its own (CommandLine.cpp's
// ArgvGrabber): it reads /proc/self/maps line by line, sscanf on each of its ~160 lines, to
// find the stack, then walks back from environ. That is ~350,000 instructions and a kernel
// walk of every mapping, before main, in every run. Defining the one function the standard
// library asks (`_swift_stdlib_getUnsafeArgvArgc`, Swift calling convention) here keeps the
// linker from taking that object out of libswiftCore.a when the runtime is linked statically,
// as release builds do; with the shared runtime (debug builds, tests) the runtime keeps its
// own and this one is not called. The arguments are glibc's own: it calls every constructor
// of the program with argc, argv and envp before main.

#include "carguments.h"

static int saved_argc;
static char **saved_argv;
static char *no_arguments[] = { 0 };

__attribute__((constructor(101)))
static void save_arguments(int argc, char **argv, char **envp) {
    (void)envp;
    saved_argc = argc;
    saved_argv = argv;
}

__attribute__((swiftcall))
char **_swift_stdlib_getUnsafeArgvArgc(int *outArgLen) {
    if (!saved_argv) {
        *outArgLen = 0;
        return no_arguments;
    }
    *outArgLen = saved_argc;
    return saved_argv;
}

char **viewc_arguments(int *count) {
    if (!saved_argv || saved_argc < 1) {
        *count = 0;
        return no_arguments;
    }
    *count = saved_argc - 1;
    return saved_argv + 1;
}
