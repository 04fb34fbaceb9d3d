// The program's arguments for Swift's CommandLine (arguments.c), and for viewc's main.
#ifndef VIEWC_CARGUMENTS_H
#define VIEWC_CARGUMENTS_H

/// What Swift's CommandLine asks the runtime for: argv, and argc in *outArgLen.
__attribute__((swiftcall))
char **_swift_stdlib_getUnsafeArgvArgc(int *outArgLen);

/// The arguments after the program's name: argv + 1, and their count in *count.
char **viewc_arguments(int *count);

#endif
