import Synchronization

/// The bytes every solver in the process holds in its tableau's pools (row cells, row
/// registrations, column lists), and the bound past which additions are refused.
private let pooledBytes = Atomic<Int>(0)
private let storageLimit = Atomic<Int>(SolverStorage.defaultLimit)

/// A bound on the memory all solvers in a process may hold, so that no input can exhaust it.
///
/// The tableau stores B⁻¹A explicitly (docs/Solver.md): a chain of n views each held by an
/// inequality fills it with about 2n² cells, so a screen the lab accepts (10 000 views, 100 000
/// constraints) could ask for tens of gigabytes. The pools grow only inside `addConstraint` and
/// `addEditVariable`, and each checks the total first: past `limit`, the addition is refused
/// with `SolverError.storageExhausted` and the solver is left as it was. The check is before the
/// addition, so the total can pass the limit by one addition's growth (the new row and the rows
/// it is substituted into: a few megabytes at the limit for a chain). Shared by all solvers
/// because the lab keeps several at once (a comparison's copies, the diagnosis' scratch
/// solvers, parallel matrix lanes), and what must be bounded is the process.
public enum SolverStorage {
    /// 512 MiB: with the rest of a 10 000-view scene, the process stays under 1 GiB.
    public static let defaultLimit = 512 << 20

    /// The pooled bytes held by every solver alive in the process.
    public static var bytesInUse: Int { pooledBytes.load(ordering: .relaxed) }

    /// The bound additions are checked against (tests lower it).
    public internal(set) static var limit: Int {
        get { storageLimit.load(ordering: .relaxed) }
        set { storageLimit.store(newValue, ordering: .relaxed) }
    }

    /// A pool grew (positive) or gave memory back (negative).
    @inline(__always) static func account(_ bytes: Int) {
        pooledBytes.wrappingAdd(bytes, ordering: .relaxed)
    }

    /// Throws when the solvers already hold `limit` bytes.
    @inline(__always) static func checkRoom() throws(SolverError) {
        let limit = self.limit
        if bytesInUse >= limit { throw .storageExhausted(limit: limit) }
    }
}
