import Cassowary

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Monotonic time in nanoseconds (kiwi's driver uses std::chrono::steady_clock).
func nowNanoseconds() -> Int64 {
    var spec = timespec()
    clock_gettime(CLOCK_MONOTONIC, &spec)
    return Int64(spec.tv_sec) * 1_000_000_000 + Int64(spec.tv_nsec)
}

/// Adaptive loops stop after this long (PROBLEMS.md: 2 s).
let budgetNanoseconds: Int64 = 2_000_000_000

/// The peer name printed in every line.
let peerName = "kblab-swift"

/// One JSON line per problem, keys in the order kiwi's driver prints them.
struct Record {
    private var text: String

    init(_ problem: String, _ size: Int) {
        text = "{\"peer\": \"\(peerName)\", \"problem\": \"\(problem)\", \"N\": \(size)"
    }

    func with(_ key: String, _ value: Double) -> Record {
        var copy = self
        copy.text += ", \"\(key)\": \(json(value))"
        return copy
    }

    func with(_ key: String, _ values: [Double]) -> Record {
        var copy = self
        copy.text += ", \"\(key)\": [\(values.map(json).joined(separator: ", "))]"
        return copy
    }

    func with(_ key: String, _ flag: Bool) -> Record {
        var copy = self
        copy.text += ", \"\(key)\": \(flag)"
        return copy
    }

    func emit() {
        print(text + "}")
        fflush(nil)  // all streams: the line is complete even when piped
    }
}

/// Integers print without a fraction (like kiwi's `%.17g`), other numbers in full precision.
func json(_ value: Double) -> String {
    if value == value.rounded() && abs(value) < 1e15 { return String(Int64(value)) }
    return "\(value)"
}

/// Whether a computed answer matches the analytic one.
func matches(_ check: Double, _ expect: Double) -> Bool {
    abs(check - expect) <= 1e-6 * max(1, abs(expect))
}

/// The benchmark stops on a solver error: the problems are satisfiable by construction.
func must(_ body: () throws(SolverError) -> Void) {
    do {
        try body()
    } catch {
        print("kblab-bench: solver error: \(error)")
        exit(1)
    }
}

/// One JSON line of a lab benchmark: `{"lab": "CASE", key: value, …}`.
struct LabRecord {
    private var text: String

    init(_ lab: String) {
        text = "{\"lab\": \"\(lab)\""
    }

    func with(_ key: String, _ value: Double?) -> LabRecord {
        var copy = self
        copy.text += ", \"\(key)\": \(value.map(json) ?? "null")"
        return copy
    }

    func with(_ key: String, _ value: String) -> LabRecord {
        var copy = self
        copy.text += ", \"\(key)\": \"\(value)\""
        return copy
    }

    func with(_ key: String, _ flag: Bool) -> LabRecord {
        var copy = self
        copy.text += ", \"\(key)\": \(flag)"
        return copy
    }

    func emit() {
        print(text + "}")
        fflush(nil)
    }
}

/// The processors online (the parallel matrix's upper bound on speed-up).
enum ProcessorCount {
    static var online: Int { max(1, sysconf(Int32(_SC_NPROCESSORS_ONLN))) }
}
