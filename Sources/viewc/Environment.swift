// What the environment must get right before a command writes anything.

import ArgumentParser
import ViewcDriver

/// A malformed SOURCE_DATE_EPOCH is an error (exit 1, nothing written), reported as the
/// flags' diagnostics are (Pipeline.checkEnvironment).
func checkEnvironment(_ flags: EvalFlags) throws {
    try driven { try Pipeline(flags.options()).checkEnvironment() }
}
