// The cores a compile may use, and how many of them are idle now: every stage that spreads work
// over threads (PNG bands, SVG and PDF chunks, Swift parsed ahead) asks here, and spreads it
// only where it costs no more CPU than one thread would, or a core is idle.

import FoundationEssentials

public enum Cores {
    /// The cores this process may run on: those its CPU affinity allows (`taskset`, a container's
    /// cpuset), which Foundation's count of the machine's active processors does not look at.
    /// (Glibc's sched_getaffinity is not visible to Swift; the kernel lists the same set in
    /// /proc/self/status.)
    public static let available: Int = {
        let machine = max(1, ProcessInfo.processInfo.activeProcessorCount)
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix("Cpus_allowed_list:") }),
              let allowed = count(list: line.dropFirst("Cpus_allowed_list:".count)) else { return machine }
        return max(1, min(machine, allowed))
    }()

    /// How many CPUs a kernel CPU list names (`0-3,8,10-11` is 7); nil when it cannot be read.
    public static func count(list: Substring) -> Int? {
        var n = 0
        for part in list.split(separator: ",") {
            let ends = part.split(separator: "-").map { Int($0.trimmingBlanks()) }
            switch ends.count {
            case 1: guard ends[0] != nil else { return nil }; n += 1
            case 2: guard let a = ends[0], let b = ends[1], b >= a else { return nil }; n += b - a + 1
            default: return nil
            }
        }
        return n > 0 ? n : nil
    }

    /// How many of the cores this process may use are free for its work now: the idle ones
    /// (`idle()`, the calling thread's own counted), all when that is not known.
    public static func free(available: Int = available, idle: Int?) -> Int { min(available, idle ?? available) }

    /// How many cores no other thread is running on now: the machine's cores less the threads
    /// the kernel counts as running (the fourth field of /proc/loadavg, `running/total`), this
    /// one apart; nil when it cannot be read.
    public static func idle() -> Int? {
        guard let text = try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8) else { return nil }
        return idle(loadavg: text, machine: max(1, ProcessInfo.processInfo.activeProcessorCount))
    }

    /// `idle()` from /proc/loadavg's text.
    public static func idle(loadavg: String, machine: Int) -> Int? {
        let fields = loadavg.split(separator: " ")
        guard fields.count >= 4, let slash = fields[3].firstIndex(of: "/"),
              let running = Int(fields[3][..<slash]), running >= 1 else { return nil }
        return max(0, machine - (running - 1))
    }
}
