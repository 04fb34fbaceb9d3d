// Where one compile's time goes, for `--timings`: each stage is measured with the monotonic
// clock around the call that does it, and printed on stderr after the compile.
//
// A stage is one `measure("name") { … }` around the code that does it; measuring a name
// twice adds the times (several outputs each render, for instance). To time a new stage (the
// checker, say), wrap its call in `timings.measure("check") { … }` where the driver calls it:
// stages print in the order they first ran. A disabled Timings (`Timings.off`, the default
// everywhere) only calls the closure.

import FoundationEssentials
import Glibc

public final class Timings: @unchecked Sendable {
    /// Times nothing; shared, and never mutated (every method returns at once when disabled).
    public static let off = Timings(enabled: false)

    /// Seconds on the monotonic clock when `main` began, set by the command line at its entry,
    /// so that the report can say how long parsing the command line itself took.
    nonisolated(unsafe) public static var mainStarted: Double?

    public let enabled: Bool
    /// The stages in the order they first ran, with their total seconds.
    public private(set) var stages: [(name: String, seconds: Double)] = []
    /// The stages that ran at the same time as others (several outputs rendered at once): shown,
    /// but not counted again in the total, which the stage of them all together has.
    private var overlapping: Set<String> = []
    /// The peak resident memory (MB) when each stage last ended, by stage index: where memory
    /// grows is where to look for what is held.
    private var peaks: [Double] = []
    private let started: Double

    public init(enabled: Bool = true) {
        self.enabled = enabled
        started = enabled ? Timings.now() : 0
    }

    /// Seconds on the monotonic clock.
    public static func now() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
    }

    /// The process's peak resident memory so far, in MB (getrusage's ru_maxrss).
    static func peakMemory() -> Double {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return Double(usage.ru_maxrss) / 1024
    }

    /// Runs `body`, adding its time to the stage `name`.
    @inline(__always)
    public func measure<T>(_ name: String, _ body: () throws -> T) rethrows -> T {
        guard enabled else { return try body() }
        let t0 = Timings.now()
        defer { add(name, Timings.now() - t0) }
        return try body()
    }

    /// Adds `seconds` to the stage `name`; `overlapping` marks a stage that ran at the same time
    /// as others, inside a stage measured as a whole.
    public func add(_ name: String, _ seconds: Double, overlapping: Bool = false) {
        guard enabled else { return }
        if overlapping { self.overlapping.insert(name) }
        if let i = stages.firstIndex(where: { $0.name == name }) {
            stages[i].seconds += seconds
            peaks[i] = Timings.peakMemory()
        } else {
            stages.append((name, seconds))
            peaks.append(Timings.peakMemory())
        }
    }

    /// The report: one line a stage in milliseconds, the total since this Timings was made,
    /// the command line's own share before it, and the peak resident memory so far.
    public func report(for input: String) -> String {
        var lines = ["viewc: timings of \(input) (milliseconds)"]
        func line(_ name: String, _ ms: Double, _ note: String = "") {
            let value = String(ms.rounded(toPlaces: 2))
            lines.append("  " + String(name.prefix(16)) + String(repeating: " ", count: max(0, 16 - name.count))
                         + String(repeating: " ", count: max(0, 10 - value.count)) + value + note)
        }
        if let m = Timings.mainStarted, m <= started {
            line("command line", (started - m) * 1000, "   (main to the compile: parsing arguments)")
        }
        var measured = 0.0
        for (s, peak) in zip(stages, peaks) {
            if overlapping.contains(s.name) {
                line("  " + s.name, s.seconds * 1000, "   (at the same time as the other outputs)")
                continue
            }
            line(s.name, s.seconds * 1000, "   (peak memory \(peak.rounded(toPlaces: 1)) MB after it)")
            measured += s.seconds
        }
        let total = Timings.now() - started
        line("other", max(0, total - measured) * 1000)
        line("total", total * 1000)
        line("peak memory", Timings.peakMemory(), " MB")
        return lines.joined(separator: "\n") + "\n"
    }
}

extension Double {
    /// `self` rounded to `places` decimals, printed without an exponent.
    fileprivate func rounded(toPlaces places: Int) -> String {
        var scale = 1.0
        for _ in 0..<places { scale *= 10 }
        let v = (self * scale).rounded() / scale
        let whole = Int(v), frac = Int(((v - Double(whole)) * scale).rounded())
        let digits = String(frac)
        return "\(whole)." + String(repeating: "0", count: max(0, places - digits.count)) + digits
    }
}
