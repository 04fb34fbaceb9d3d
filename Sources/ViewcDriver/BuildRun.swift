// `viewc build` as the command runs it (Build.swift plans, schedules and decides): the
// environment checked, one build shown by BuildPrinter, or builds on every change with
// `--watch` (BuildWatch.swift); SIGINT and SIGTERM stop a build between files; the exit status.

import DrawIR
import FoundationEssentials
import Glibc
import ViewSyntax

extension Driver {
    /// Runs the build command; its exit status: 0, 1 (a file failed, a -D no file declares, a
    /// source that is not there, a malformed SOURCE_DATE_EPOCH), 130 (stopped by a signal).
    /// With `watch` it builds again on every change until a signal, and ends with 0.
    public static func runBuild(_ req: BuildRequest, watch: Bool) -> Int32 {
        do { try Pipeline(req.options).checkEnvironment() } catch { return 1 }
        if watch {
            watchBuilds(req)
            return 0
        }
        return buildOnce(req, stoppingOnSignals: true)
    }

    /// One build, printed; `planned` is given the request and its items (what `--watch` waits
    /// on). With `stoppingOnSignals`, SIGINT and SIGTERM stop it between files (under `--watch`
    /// they end the wait after it instead, BuildWatch.swift).
    static func buildOnce(_ req: BuildRequest, stoppingOnSignals: Bool,
                          planned: ((BuildRequest, [BuildItem]) -> Void)? = nil) -> Int32 {
        let items: [BuildItem]
        var skipped: [String] = []
        do { items = try planBuild(req, skipped: &skipped) } catch {
            req.options.diagnostics.printFailure((error as? DriverError)?.message ?? "\(error)")
            return 1
        }
        req.options.diagnostics.print(skipped.map { Diagnostic(.warning, $0, at: .none) })
        defer { planned?(req, items) }
        let printer = BuildPrinter(total: items.count, diagnostics: req.options.diagnostics)
        if stoppingOnSignals { stopOnSignals() }
        let summary = build(items, req, stop: { buildStopFlag.pointee != 0 }) { _, item, outcome in printer.show(item, outcome) }
        printer.finish(summary)
        if summary.interrupted { return 130 }
        if !summary.unusedDefines.isEmpty {
            req.options.diagnostics.print(summary.unusedDefines.map {
                Diagnostic.error("-D \($0): no file of the build declares a top-level let or inspectable named '\($0)'", at: .none)
            })
        }
        return summary.succeeded ? 0 : 1
    }

    /// What a build's outputs are stamped with besides its options (BuildRequest.stamp): the
    /// version, and the running binary's size and modification time — a rebuilt or upgraded
    /// viewc (even of the same version) may draw differently, so its outputs are built again.
    public static func compilerStamp() -> String {
        var st = stat()
        guard stat("/proc/self/exe", &st) == 0 else { return "viewc \(viewcVersion) " }
        return "viewc \(viewcVersion) \(st.st_size) \(st.st_mtim.tv_sec).\(st.st_mtim.tv_nsec)"
    }
}

/// Set by SIGINT and SIGTERM during a build: no new file is started, the ones under way finish
/// (no temporary file is left behind, the record stays true), and the build exits 130. A second
/// signal (a file stuck writing to a FIFO) removes the temporary files and ends it at once.
let buildStopFlag: UnsafeMutablePointer<Int32> = {
    let p = UnsafeMutablePointer<Int32>.allocate(capacity: 1)
    p.pointee = 0
    return p
}()

func stopOnSignals() {
    _ = buildStopFlag   // made before any handler can touch it
    for sig in [SIGINT, SIGTERM] {
        var action = sigaction()
        action.__sigaction_handler.sa_handler = { sig in
            if buildStopFlag.pointee != 0 { Interrupts.endBySignal(sig) }   // Outputs.swift
            buildStopFlag.pointee = 1
        }
        sigemptyset(&action.sa_mask)
        sigaction(sig, &action, nil)
    }
}
