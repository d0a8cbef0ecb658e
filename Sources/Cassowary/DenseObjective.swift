/// An objective row stored densely (one coefficient per symbol id), so that substituting a
/// symbol into it costs the length of the substituted row, not of the objective.
///
/// kiwi's entering rule (the first symbol by id with a negative coefficient, dummies ignored)
/// is served by a min-heap of candidate ids, validated lazily.
/// A storage handle: the `Tableau` that owns it calls `deallocate()`.
struct DenseObjective {
    private var coefficients = RawArray<Double>()
    var constant: Double = 0
    private var heap = RawArray<Symbol>()
    private var inHeap = RawArray<Bool>()
    /// While journaling, the old value of every coefficient written, oldest first.
    private var undo = RawArray<Cell>()
    private var journaling = false
    private var savedConstant = 0.0

    func deallocate() {
        coefficients.deallocate()
        heap.deallocate()
        inHeap.deallocate()
        undo.deallocate()
    }

    /// Grows the arrays to `count` symbols (new coefficients 0) or shrinks them.
    mutating func resize(to count: Int) {
        if count > coefficients.count {
            if count == coefficients.count + 1 {
                coefficients.append(0)
                inHeap.append(false)
            } else {
                coefficients.append(repeating: 0, count: count - coefficients.count)
                inHeap.append(repeating: false, count: count - inHeap.count)
            }
        } else if count < coefficients.count {
            coefficients.truncate(to: count)
            inHeap.truncate(to: count)
            // Keep the candidates below `count`, sorted: a sorted array is a valid heap.
            var kept = 0
            for k in heap.indices where heap[k].index < count {
                heap[kept] = heap[k]
                kept += 1
            }
            heap.truncate(to: kept)
            heap.sortTail(from: 0)
        }
    }

    @inline(__always) func coefficient(for symbol: Symbol) -> Double { coefficients[symbol.index] }

    @inline(__always) private mutating func set(_ symbol: Symbol, _ value: Double) {
        let index = symbol.index
        if journaling { undo.append(Cell(symbol: symbol, coefficient: coefficients[index])) }
        coefficients[index] = value
        if value < 0 && !inHeap[index] { push(symbol) }
    }

    /// kiwi's `insert(symbol, c)`.
    @inline(__always) mutating func add(_ symbol: Symbol, _ value: Double) {
        let sum = coefficients[symbol.index] + value
        set(symbol, nearZero(sum) ? 0 : sum)
    }

    /// kiwi's `insert(row, c)`.
    mutating func add(
        _ cells: UnsafePointer<Cell>, _ count: Int, constant rowConstant: Double, times factor: Double
    ) {
        constant += rowConstant * factor
        for k in 0..<count { add(cells[k].symbol, cells[k].coefficient * factor) }
    }

    /// kiwi's `substitute`: replaces `symbol` by the row `cells`, `rowConstant`.
    mutating func substitute(
        _ symbol: Symbol, _ cells: UnsafePointer<Cell>, _ count: Int, constant rowConstant: Double
    ) {
        let factor = coefficients[symbol.index]
        if factor == 0 { return }
        set(symbol, 0)
        add(cells, count, constant: rowConstant, times: factor)
    }

    /// kiwi's `remove(symbol)`.
    mutating func remove(_ symbol: Symbol) {
        if coefficients[symbol.index] != 0 { set(symbol, 0) }
    }

    /// Resets to the row `cells`, `rowConstant` over `count` symbols (the artificial objective).
    mutating func load(
        _ cells: UnsafePointer<Cell>, _ cellCount: Int, constant rowConstant: Double, symbolCount count: Int
    ) {
        clear(symbolCount: count)
        constant = rowConstant
        for k in 0..<cellCount { set(cells[k].symbol, cells[k].coefficient) }
    }

    /// Every coefficient 0 over `count` symbols, no candidates, constant 0.
    mutating func clear(symbolCount count: Int) {
        for index in coefficients.indices where coefficients[index] != 0 { coefficients[index] = 0 }
        heap.removeAll()
        for index in inHeap.indices { inHeap[index] = false }
        resize(to: count)
        constant = 0
    }

    /// Renumbers the symbols by `map` (old id → new id, −1 for a dropped symbol, whose
    /// coefficient must be 0), keeping `count` of them (Tableau+Compaction.swift). The map keeps
    /// the ids' order, and the candidates are kept sorted (a sorted array is a valid heap), so
    /// the entering symbols come in the same order as before.
    mutating func renumber(_ map: UnsafeBufferPointer<Int32>, count: Int) {
        assert(!journaling, "renumbering an objective under a journal")
        for index in coefficients.indices {
            let target = Int(map[index])
            guard target >= 0 else { continue }
            assert(target <= index, "a compaction map only lowers ids")
            coefficients[target] = coefficients[index]
            inHeap[target] = inHeap[index]
        }
        coefficients.truncate(to: count)
        inHeap.truncate(to: count)
        var kept = 0
        for k in heap.indices {
            let target = map[heap[k].index]
            guard target >= 0 else { continue }
            heap[kept] = Symbol(target)
            kept += 1
        }
        heap.truncate(to: kept)
        heap.sortTail(from: 0)
    }

    /// kiwi's `getEnteringSymbol`: the lowest id with a negative coefficient that is not a
    /// dummy, or invalid when the objective is optimal.
    mutating func enteringSymbol(_ kinds: RawArray<SymbolKind>) -> Symbol {
        while let top = heap.isEmpty ? nil : heap[0] {
            if coefficients[top.index] < 0 && kinds[top.index] != .dummy { return top }
            popHeap()
        }
        return .invalid
    }

    /// The symbols with a non-zero coefficient, in id order (for dumps and checks).
    var cells: [Cell] {
        coefficients.indices.compactMap { index in
            coefficients[index] == 0
                ? nil : Cell(symbol: Symbol(Int32(index)), coefficient: coefficients[index])
        }
    }

    /// Whether every negative non-dummy coefficient is a heap candidate (an invariant).
    func heapCovers(_ kinds: RawArray<SymbolKind>) -> Bool {
        let candidates = Set(heap.elements)
        return coefficients.indices.allSatisfy { index in
            !(coefficients[index] < 0 && kinds[index] != .dummy)
                || candidates.contains(Symbol(Int32(index)))
        }
    }

    // MARK: Journal

    mutating func beginJournal() {
        journaling = true
        undo.removeAll()
        savedConstant = constant
    }

    mutating func endJournal(restoring: Bool) {
        journaling = false
        if restoring {
            while let saved = undo.popLast() {
                let index = saved.symbol.index
                guard index < coefficients.count else { continue }
                coefficients[index] = saved.coefficient
                if saved.coefficient < 0 && !inHeap[index] { push(saved.symbol) }
            }
            constant = savedConstant
        }
        undo.removeAll()
    }

    // MARK: Heap

    private mutating func push(_ symbol: Symbol) {
        inHeap[symbol.index] = true
        heap.append(symbol)
        let base = heap.pointer
        var child = heap.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            if base[parent] <= base[child] { break }
            base.swapAt(parent, child)
            child = parent
        }
    }

    private mutating func popHeap() {
        inHeap[heap[0].index] = false
        let last = heap.removeLast()
        if heap.isEmpty { return }
        let base = heap.pointer
        base[0] = last
        var parent = 0
        let count = heap.count
        while true {
            let left = 2 * parent + 1
            if left >= count { break }
            var child = left
            if left + 1 < count && base[left + 1] < base[left] { child = left + 1 }
            if base[parent] <= base[child] { break }
            base.swapAt(parent, child)
            parent = child
        }
    }
}

extension UnsafeMutablePointer {
    @inline(__always) fileprivate func swapAt(_ a: Int, _ b: Int) {
        let value = self[a]
        self[a] = self[b]
        self[b] = value
    }
}
