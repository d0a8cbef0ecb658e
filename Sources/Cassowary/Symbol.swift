/// What a tableau symbol stands for (kiwi's `Symbol::Type`).
enum SymbolKind: UInt8 {
    case invalid, external, slack, error, dummy
}

/// A tableau symbol: a dense id (0 is kiwi's invalid symbol) indexing the per-symbol storage.
///
/// A type of its own, as kiwi's `Symbol` is, so that a symbol can never be passed where a row
/// slot is expected; one `Int32` field, so it costs nothing at run time.
struct Symbol: Hashable, Comparable, BitwiseCopyable, CustomStringConvertible {
    var id: Int32

    @inline(__always) init(_ id: Int32) { self.id = id }

    /// kiwi's invalid symbol: "no symbol" (no entering symbol, no subject, no tag).
    static let invalid = Symbol(0)

    /// The index into per-symbol storage.
    @inline(__always) var index: Int { Int(id) }
    @inline(__always) var isValid: Bool { id != 0 }

    @inline(__always) static func < (lhs: Symbol, rhs: Symbol) -> Bool { lhs.id < rhs.id }

    var description: String { String(id) }
}

/// A slot of the tableau's row storage: a row lives in one slot from its creation to its removal.
/// Its own type (one `Int32`), so that slots and symbols cannot be mixed up.
struct RowSlot: Hashable, Comparable, BitwiseCopyable, CustomStringConvertible {
    var id: Int32

    @inline(__always) init(_ id: Int32) { self.id = id }
    @inline(__always) init(_ index: Int) { self.id = Int32(truncatingIfNeeded: index) }

    /// "No row": the slot of a symbol that is not basic.
    static let none = RowSlot(Int32(-1))

    @inline(__always) var index: Int { Int(id) }
    @inline(__always) var exists: Bool { id >= 0 }

    @inline(__always) static func < (lhs: RowSlot, rhs: RowSlot) -> Bool { lhs.id < rhs.id }

    var description: String { String(id) }
}
