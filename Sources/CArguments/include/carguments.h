// The program's arguments for Swift's CommandLine (arguments.c): nothing to call from Swift.
#ifndef VIEWC_CARGUMENTS_H
#define VIEWC_CARGUMENTS_H

/// What Swift's CommandLine asks the runtime for: argv, and argc in *outArgLen.
__attribute__((swiftcall))
char **_swift_stdlib_getUnsafeArgvArgc(int *outArgLen);

#endif
