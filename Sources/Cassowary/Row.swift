/// What a tableau symbol stands for (kiwi's `Symbol::Type`).
enum SymbolKind: UInt8 {
    case invalid, external, slack, error, dummy
}

/// One non-zero entry of a row: `coefficient * symbol`.
struct Cell {
    var symbol: Int32
    var coefficient: Double
}

/// Where a symbol went in a row (`position` is a hint: later insertions may move it).
struct Placement {
    var symbol: Int32
    var position: Int32
}

/// The symbols a row operation added (with their positions) and removed.
struct RowChanges {
    var added: [Placement] = []
    var removed: [Int32] = []

    mutating func reset() {
        added.removeAll(keepingCapacity: true)
        removed.removeAll(keepingCapacity: true)
    }
}

/// kiwi's tolerance: coefficients this small are dropped and constants this small count as 0.
@inline(__always) func nearZero(_ value: Double) -> Bool {
    value < 0 ? -value < 1.0e-8 : value < 1.0e-8
}

/// A row of the tableau: `basic = constant + Σ coefficient * symbol`, cells sorted by symbol id.
///
/// Arithmetic matches kiwi's operation for operation (same products, same sums, same order,
/// same near-zero dropping), so that results agree bit for bit where kiwi's are unique.
struct Row {
    var cells: [Cell] = []
    var constant: Double = 0
    /// In the tableau: the symbols whose column lists this row is entered in (sorted), a
    /// superset of the cells' symbols. A symbol that leaves the row stays registered, so that
    /// rows flipping between two sets of symbols (REMOVE-LINK) stop touching the index.
    var registered: [Int32] = []
    /// The most cells the row had since `registered` was last trimmed (trimmed beyond
    /// `2 × peak + 8`: a generous slack made small rows register every symbol that ever
    /// passed, so visits of small tableaux saw nearly every row — FORM-RESIZE(3) 3× slower).
    var peak = 0

    /// Rows at most this long are added into another row cell by cell (binary search and
    /// insert); longer rows are merged in one linear pass.
    static let inPlaceLimit = 8
    /// Rows this small are updated in place whatever the other row's length (no allocation;
    /// the memmoves are short).
    static let smallRowLimit = 64

    /// The index of `symbol`, trying `hint` first (one cell read when the hint is right).
    @inline(__always)
    func locate(_ symbol: Int32, hint: Int32) -> Int? {
        let fast = cells.withUnsafeBufferPointer { buffer -> Bool in
            Int(hint) < buffer.count && buffer[Int(hint)].symbol == symbol
        }
        if fast { return Int(hint) }
        let (found, index) = search(symbol)
        return found ? index : nil
    }

    /// Binary search: whether `symbol` is present, and its index or insertion point.
    @inline(__always)
    func search(_ symbol: Int32) -> (found: Bool, index: Int) {
        cells.withUnsafeBufferPointer { buffer in
            var low = 0
            var high = buffer.count
            while low < high {
                let middle = (low &+ high) >> 1
                if buffer[middle].symbol < symbol { low = middle &+ 1 } else { high = middle }
            }
            return (low < buffer.count && buffer[low].symbol == symbol, low)
        }
    }

    /// The coefficient of `symbol` (0 when absent).
    func coefficient(for symbol: Int32) -> Double {
        let (found, index) = search(symbol)
        return found ? cells[index].coefficient : 0
    }

    /// kiwi's `insert(symbol, c)`: adds `c` to the symbol's coefficient, dropping it near zero.
    /// Reports nothing, so it allocates nothing beyond the cell (it runs several times for
    /// every constraint added; a throwaway `RowChanges` cost one malloc/free per call).
    mutating func add(_ symbol: Int32, _ coefficient: Double) {
        let (found, index) = search(symbol)
        if found {
            let sum = cells[index].coefficient + coefficient
            if nearZero(sum) { cells.remove(at: index) } else { cells[index].coefficient = sum }
            return
        }
        if nearZero(coefficient) { return }
        cells.insert(Cell(symbol: symbol, coefficient: coefficient), at: index)
    }

    /// `add(symbol, c)` reporting whether the symbol entered or left the row.
    @inline(__always)
    mutating func add(_ symbol: Int32, _ coefficient: Double, changes: inout RowChanges) {
        let (found, index) = search(symbol)
        if found {
            let sum = cells[index].coefficient + coefficient
            if nearZero(sum) {
                cells.remove(at: index)
                changes.removed.append(symbol)
            } else {
                cells[index].coefficient = sum
            }
            return
        }
        if nearZero(coefficient) { return }
        cells.insert(Cell(symbol: symbol, coefficient: coefficient), at: index)
        changes.added.append(Placement(symbol: symbol, position: Int32(index)))
    }

    /// kiwi's `insert(row, c)` (`self += c * other`), after first removing the cell at
    /// `removing` (kiwi's `substitute` erases the substituted cell first; −1 for none).
    /// Symbols that enter or leave the row (other than the removed one) go to `changes`.
    mutating func add(_ other: Row, times factor: Double, removing: Int, changes: inout RowChanges) {
        constant += other.constant * factor
        if other.cells.count <= Row.inPlaceLimit || cells.count + other.cells.count <= Row.smallRowLimit {
            if removing >= 0 { cells.remove(at: removing) }
            for cell in other.cells { add(cell.symbol, cell.coefficient * factor, changes: &changes) }
            return
        }
        cells = Row.merge(cells, other.cells, factor: factor, skipping: removing, changes: &changes)
    }

    /// One linear pass over both sorted cell lists: `mine` (without index `skip`) + factor * `theirs`.
    private static func merge(
        _ mine: [Cell], _ theirs: [Cell], factor: Double, skipping skip: Int, changes: inout RowChanges
    ) -> [Cell] {
        mine.withUnsafeBufferPointer { left in
            theirs.withUnsafeBufferPointer { right in
                [Cell](unsafeUninitializedCapacity: left.count + right.count) { out, count in
                    var i = 0
                    var j = 0
                    var n = 0
                    while i < left.count && j < right.count {
                        if i == skip {
                            i &+= 1
                            continue
                        }
                        let a = left[i].symbol
                        let b = right[j].symbol
                        if a < b {
                            out[n] = left[i]
                            n &+= 1
                            i &+= 1
                        } else if a > b {
                            let value = right[j].coefficient * factor
                            if !nearZero(value) {
                                out[n] = Cell(symbol: b, coefficient: value)
                                changes.added.append(Placement(symbol: b, position: Int32(n)))
                                n &+= 1
                            }
                            j &+= 1
                        } else {
                            let value = left[i].coefficient + right[j].coefficient * factor
                            if !nearZero(value) {
                                out[n] = Cell(symbol: a, coefficient: value)
                                n &+= 1
                            } else {
                                changes.removed.append(a)
                            }
                            i &+= 1
                            j &+= 1
                        }
                    }
                    while i < left.count {
                        if i != skip {
                            out[n] = left[i]
                            n &+= 1
                        }
                        i &+= 1
                    }
                    while j < right.count {
                        let value = right[j].coefficient * factor
                        if !nearZero(value) {
                            out[n] = Cell(symbol: right[j].symbol, coefficient: value)
                            changes.added.append(Placement(symbol: right[j].symbol, position: Int32(n)))
                            n &+= 1
                        }
                        j &+= 1
                    }
                    count = n
                }
            }
        }
    }

    /// `self += factor * other` for an empty row with no constant: a scaled copy (kiwi's
    /// `insert(row, c)` into an empty row, near-zero products dropped).
    /// `spare`: room for that many more cells, so that the symbols added next need no regrowth.
    mutating func assignScaled(_ other: Row, _ factor: Double, spare: Int = 0) {
        constant += other.constant * factor
        cells = other.cells.withUnsafeBufferPointer { source in
            [Cell](unsafeUninitializedCapacity: source.count + spare) { out, count in
                var n = 0
                for cell in source {
                    let value = cell.coefficient * factor
                    if !nearZero(value) {
                        out[n] = Cell(symbol: cell.symbol, coefficient: value)
                        n += 1
                    }
                }
                count = n
            }
        }
    }

    /// kiwi's `reverseSign`.
    mutating func reverseSign() {
        constant = -constant
        for index in cells.indices { cells[index].coefficient = -cells[index].coefficient }
    }

    /// kiwi's `solveFor(symbol)`: turns `0 = a·symbol + rest` into `symbol = −rest / a`.
    /// The symbol must be in the row.
    mutating func solve(for symbol: Int32) {
        let (_, index) = search(symbol)
        let factor = -1.0 / cells[index].coefficient
        cells.remove(at: index)
        constant *= factor
        cells.withUnsafeMutableBufferPointer { buffer in
            for k in buffer.indices { buffer[k].coefficient *= factor }
        }
    }

    /// kiwi's `solveFor(lhs, rhs)`: from `lhs = rest` (lhs absent) to `rhs = …`.
    mutating func solve(_ lhs: Int32, for rhs: Int32) {
        add(lhs, -1.0)
        solve(for: rhs)
    }
}
