/// One non-zero entry of a row: `coefficient * symbol`.
struct Cell: BitwiseCopyable {
    var symbol: Symbol
    var coefficient: Double
}

/// Where a symbol went in a row (`position` is a hint: later insertions may move it).
struct Placement: BitwiseCopyable {
    var symbol: Symbol
    var position: Int32
}

/// A row being built for a new constraint (kiwi's `createRow`), in the tableau's cell pool but
/// in no slot yet.
struct PendingRow: BitwiseCopyable {
    var cells: PoolBlock
    var constant: Double
}

/// kiwi's tolerance: coefficients this small are dropped and constants this small count as 0.
@inline(__always) func nearZero(_ value: Double) -> Bool {
    value < 0 ? -value < 1.0e-8 : value < 1.0e-8
}

/// The arithmetic of rows, `basic = constant + Σ coefficient * symbol` with cells sorted by
/// symbol, on cell lists in memory (the tableau's pool). Operation for operation as kiwi's `Row`
/// (same products, same sums, same order, same near-zero drops), so that results agree bit for
/// bit where kiwi's are unique. Callers make room first: these never allocate.
enum RowArithmetic {
    /// Rows at most this long are added into another row cell by cell (binary search and
    /// insert); longer rows are merged in one linear pass.
    static let inPlaceLimit = 8
    /// Rows this small are updated in place whatever the other row's length (the memmoves are
    /// short).
    static let smallRowLimit = 64

    /// Binary search: whether `symbol` is present, and its index or insertion point.
    @inline(__always)
    static func search(_ cells: UnsafePointer<Cell>, _ count: Int, _ symbol: Symbol) -> (
        found: Bool, index: Int
    ) {
        var low = 0
        var high = count
        while low < high {
            let middle = (low &+ high) >> 1
            if cells[middle].symbol < symbol { low = middle &+ 1 } else { high = middle }
        }
        return (low < count && cells[low].symbol == symbol, low)
    }

    /// The index of `symbol`, trying `hint` first (one cell read when the hint is right).
    @inline(__always)
    static func locate(_ cells: UnsafePointer<Cell>, _ count: Int, _ symbol: Symbol, hint: Int32) -> Int? {
        let guess = Int(hint)
        if guess < count && cells[guess].symbol == symbol { return guess }
        let (found, index) = search(cells, count, symbol)
        return found ? index : nil
    }

    /// kiwi's `insert(symbol, c)`: adds `c` to the symbol's coefficient, dropping it near zero.
    /// Needs room for one more cell. Returns the insertion position when the symbol entered.
    @inline(__always) @discardableResult
    static func add(
        _ cells: UnsafeMutablePointer<Cell>, _ count: inout Int, _ symbol: Symbol, _ coefficient: Double
    ) -> Int? {
        let (found, index) = search(cells, count, symbol)
        if found {
            let sum = cells[index].coefficient + coefficient
            if nearZero(sum) {
                remove(cells, &count, at: index)
            } else {
                cells[index].coefficient = sum
            }
            return nil
        }
        if nearZero(coefficient) { return nil }
        if index < count { (cells + index + 1).update(from: cells + index, count: count - index) }
        cells[index] = Cell(symbol: symbol, coefficient: coefficient)
        count += 1
        return index
    }

    @inline(__always) static func remove(
        _ cells: UnsafeMutablePointer<Cell>, _ count: inout Int, at index: Int
    ) {
        if index + 1 < count { (cells + index).update(from: cells + index + 1, count: count - index - 1) }
        count -= 1
    }

    /// kiwi's `insert(row, c)` (`target += factor * source`) in place, after first removing the
    /// cell at `removing` (kiwi's `substitute` erases the substituted cell first; −1 for none).
    /// Needs room for `sourceCount` more cells. Symbols that enter go to `changes`.
    static func addInPlace(
        _ target: UnsafeMutablePointer<Cell>, _ count: inout Int, _ source: UnsafePointer<Cell>,
        _ sourceCount: Int, times factor: Double, removing: Int, changes: inout RawArray<Placement>
    ) {
        if removing >= 0 { remove(target, &count, at: removing) }
        for k in 0..<sourceCount {
            let cell = source[k]
            if let position = add(target, &count, cell.symbol, cell.coefficient * factor) {
                changes.append(Placement(symbol: cell.symbol, position: Int32(position)))
            }
        }
    }

    /// One linear pass over both sorted lists into `out` (room for both):
    /// `mine` (without index `skip`) + factor * `theirs`. Returns the number of cells written.
    static func merge(
        _ mine: UnsafePointer<Cell>, _ mineCount: Int, _ theirs: UnsafePointer<Cell>, _ theirCount: Int,
        factor: Double, skipping skip: Int, into out: UnsafeMutablePointer<Cell>,
        changes: inout RawArray<Placement>
    ) -> Int {
        var i = 0
        var j = 0
        var n = 0
        while i < mineCount && j < theirCount {
            if i == skip {
                i &+= 1
                continue
            }
            let a = mine[i].symbol
            let b = theirs[j].symbol
            if a < b {
                out[n] = mine[i]
                n &+= 1
                i &+= 1
            } else if a > b {
                let value = theirs[j].coefficient * factor
                if !nearZero(value) {
                    out[n] = Cell(symbol: b, coefficient: value)
                    changes.append(Placement(symbol: b, position: Int32(n)))
                    n &+= 1
                }
                j &+= 1
            } else {
                let value = mine[i].coefficient + theirs[j].coefficient * factor
                if !nearZero(value) {
                    out[n] = Cell(symbol: a, coefficient: value)
                    n &+= 1
                }
                i &+= 1
                j &+= 1
            }
        }
        while i < mineCount {
            if i != skip {
                out[n] = mine[i]
                n &+= 1
            }
            i &+= 1
        }
        while j < theirCount {
            let value = theirs[j].coefficient * factor
            if !nearZero(value) {
                out[n] = Cell(symbol: theirs[j].symbol, coefficient: value)
                changes.append(Placement(symbol: theirs[j].symbol, position: Int32(n)))
                n &+= 1
            }
            j &+= 1
        }
        return n
    }

    /// `out = factor * source` with near-zero products dropped (kiwi's `insert(row, c)` into an
    /// empty row). Returns the number of cells written.
    static func scaled(
        _ source: UnsafePointer<Cell>, _ count: Int, _ factor: Double, into out: UnsafeMutablePointer<Cell>
    )
        -> Int
    {
        var n = 0
        for k in 0..<count {
            let value = source[k].coefficient * factor
            if !nearZero(value) {
                out[n] = Cell(symbol: source[k].symbol, coefficient: value)
                n += 1
            }
        }
        return n
    }

    /// kiwi's `reverseSign` (cells and constant).
    static func reverseSign(_ cells: UnsafeMutablePointer<Cell>, _ count: Int, _ constant: inout Double) {
        constant = -constant
        for k in 0..<count { cells[k].coefficient = -cells[k].coefficient }
    }

    /// kiwi's `solveFor(symbol)`: turns `0 = a·symbol + rest` into `symbol = −rest / a`.
    /// The symbol must be in the row.
    static func solve(
        _ cells: UnsafeMutablePointer<Cell>, _ count: inout Int, _ constant: inout Double, for symbol: Symbol
    ) {
        let (_, index) = search(cells, count, symbol)
        let factor = -1.0 / cells[index].coefficient
        remove(cells, &count, at: index)
        constant *= factor
        for k in 0..<count { cells[k].coefficient *= factor }
    }
}
