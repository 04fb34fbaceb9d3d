// What the environment must get right before a command writes anything.

import ArgumentParser
import ViewcDriver

/// A malformed SOURCE_DATE_EPOCH is an error (exit 1, nothing written), as
/// reproducible-builds.org's specification asks, not silently ignored.
func checkEnvironment(_ flags: EvalFlags) throws { try checkEnvironment(flags.settings) }

func checkEnvironment(_ settings: EvalSettings) throws {
    do { _ = try Driver.sourceDateEpoch() } catch let e as DriverError { throw fail(e.message, settings) }
}
