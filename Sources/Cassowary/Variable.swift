import Synchronization

/// Creation order of variables: the deterministic order in which expressions list their terms
/// (kiwi uses heap addresses). The one process-wide counter, as an atomic so that variables can
/// be created from any thread.
private let variableCounter = Atomic<UInt64>(0)

/// A variable of the constraint system; its `value` is written by `Solver.updateVariables()`.
///
/// Identity-based: two variables are equal only when they are the same object.
public final class Variable: Hashable, Sendable, CustomStringConvertible {
    /// The name used when the variable is printed (may be empty).
    public let name: String
    /// Position in creation order; expressions sort their terms by it.
    let creationIndex: UInt64
    private let bits: Atomic<UInt64>
    /// The last solver that looked this variable up and the symbol it has there (see
    /// `SolverCore`); 0 for none. Only a hint: solvers check it before use.
    private let hint = Atomic<UInt64>(0)

    /// Creates a variable whose value is 0 until a solver writes it.
    public init(_ name: String = "") {
        self.name = name
        self.creationIndex = variableCounter.wrappingAdd(1, ordering: .relaxed).oldValue
        self.bits = Atomic<UInt64>(0.0.bitPattern)
    }

    /// The value written by the last `Solver.updateVariables()` (0 before any).
    public var value: Double { Double(bitPattern: bits.load(ordering: .relaxed)) }

    func setValue(_ newValue: Double) {
        bits.store(newValue.bitPattern, ordering: .relaxed)
    }

    var symbolHint: UInt64 {
        get { hint.load(ordering: .relaxed) }
        set { hint.store(newValue, ordering: .relaxed) }
    }

    public var description: String { name.isEmpty ? "v\(creationIndex)" : name }

    public static func == (lhs: Variable, rhs: Variable) -> Bool { lhs === rhs }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}
