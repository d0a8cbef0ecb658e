/// An objective row stored densely (one coefficient per symbol id), so that substituting a
/// symbol into it costs the length of the substituted row, not of the objective.
///
/// kiwi's entering rule (the first symbol by id with a negative coefficient, dummies ignored)
/// is served by a min-heap of candidate ids, validated lazily.
struct DenseObjective {
    private(set) var coefficients: [Double] = [0]
    var constant: Double = 0
    private var heap: [Int32] = []
    private var inHeap: [Bool] = [false]
    /// While journaling, the old value of every coefficient written, oldest first.
    private var undo: [(Int32, Double)] = []
    private var journaling = false
    private var savedConstant = 0.0

    /// Grows the arrays to `count` symbols (new coefficients 0) or shrinks them.
    mutating func resize(to count: Int) {
        if count > coefficients.count {
            coefficients.append(contentsOf: repeatElement(0, count: count - coefficients.count))
            inHeap.append(contentsOf: repeatElement(false, count: count - inHeap.count))
        } else if count < coefficients.count {
            coefficients.removeLast(coefficients.count - count)
            inHeap.removeLast(inHeap.count - count)
            heap = heap.filter { Int($0) < count }.sorted()  // a sorted array is a valid heap
        }
    }

    @inline(__always) func coefficient(for symbol: Int32) -> Double { coefficients[Int(symbol)] }

    @inline(__always) private mutating func set(_ symbol: Int32, _ value: Double) {
        let index = Int(symbol)
        if journaling { undo.append((symbol, coefficients[index])) }
        coefficients[index] = value
        if value < 0 && !inHeap[index] { push(symbol) }
    }

    /// kiwi's `insert(symbol, c)`.
    @inline(__always) mutating func add(_ symbol: Int32, _ value: Double) {
        let sum = coefficients[Int(symbol)] + value
        set(symbol, nearZero(sum) ? 0 : sum)
    }

    /// kiwi's `insert(row, c)`.
    mutating func add(_ row: Row, times factor: Double) {
        constant += row.constant * factor
        for cell in row.cells { add(cell.symbol, cell.coefficient * factor) }
    }

    /// kiwi's `substitute`: replaces `symbol` by `row`.
    mutating func substitute(_ symbol: Int32, _ row: Row) {
        let factor = coefficients[Int(symbol)]
        if factor == 0 { return }
        set(symbol, 0)
        add(row, times: factor)
    }

    /// kiwi's `remove(symbol)`.
    mutating func remove(_ symbol: Int32) {
        if coefficients[Int(symbol)] != 0 { set(symbol, 0) }
    }

    /// Resets to the row `row` over `count` symbols (the artificial objective).
    mutating func load(_ row: Row, symbolCount count: Int) {
        for index in coefficients.indices where coefficients[index] != 0 { coefficients[index] = 0 }
        heap.removeAll(keepingCapacity: true)
        for index in inHeap.indices { inHeap[index] = false }
        resize(to: count)
        constant = row.constant
        for cell in row.cells { set(cell.symbol, cell.coefficient) }
    }

    /// kiwi's `getEnteringSymbol`: the lowest id with a negative coefficient that is not a
    /// dummy, or 0 when the objective is optimal.
    mutating func enteringSymbol(kinds: [SymbolKind]) -> Int32 {
        while let top = heap.first {
            let index = Int(top)
            if coefficients[index] < 0 && kinds[index] != .dummy { return top }
            popHeap()
        }
        return 0
    }

    /// The symbols with a non-zero coefficient, in id order (for dumps and checks).
    var cells: [Cell] {
        coefficients.indices.compactMap { index in
            coefficients[index] == 0
                ? nil : Cell(symbol: Int32(index), coefficient: coefficients[index])
        }
    }

    /// Whether every negative non-dummy coefficient is a heap candidate (an invariant).
    func heapCovers(kinds: [SymbolKind]) -> Bool {
        let candidates = Set(heap)
        return coefficients.indices.allSatisfy { index in
            !(coefficients[index] < 0 && kinds[index] != .dummy) || candidates.contains(Int32(index))
        }
    }

    /// Renumbers the symbols by `map` (old id → new id, −1 for a dropped symbol, whose
    /// coefficient must be 0), keeping `count` of them. The map is monotone, so the candidate
    /// heap, rebuilt sorted, pops in the same order.
    mutating func renumber(_ map: [Int32], count: Int) {
        var moved = [Double](repeating: 0, count: count)
        var movedInHeap = [Bool](repeating: false, count: count)
        var candidates: [Int32] = []
        for index in coefficients.indices where index < map.count && map[index] >= 0 {
            let target = Int(map[index])
            moved[target] = coefficients[index]
            if inHeap[index] {
                movedInHeap[target] = true
                candidates.append(map[index])
            }
        }
        coefficients = moved
        inHeap = movedInHeap
        heap = candidates.sorted()  // a sorted array is a valid heap
    }

    // MARK: Journal

    mutating func beginJournal() {
        journaling = true
        undo.removeAll(keepingCapacity: true)
        savedConstant = constant
    }

    mutating func endJournal(restoring: Bool) {
        journaling = false
        if restoring {
            while let (symbol, old) = undo.popLast() {
                guard Int(symbol) < coefficients.count else { continue }
                coefficients[Int(symbol)] = old
                if old < 0 && !inHeap[Int(symbol)] { push(symbol) }
            }
            constant = savedConstant
        }
        undo.removeAll(keepingCapacity: true)
    }

    // MARK: Heap

    private mutating func push(_ symbol: Int32) {
        inHeap[Int(symbol)] = true
        heap.append(symbol)
        var child = heap.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            if heap[parent] <= heap[child] { break }
            heap.swapAt(parent, child)
            child = parent
        }
    }

    private mutating func popHeap() {
        inHeap[Int(heap[0])] = false
        let last = heap.removeLast()
        if heap.isEmpty { return }
        heap[0] = last
        var parent = 0
        while true {
            let left = 2 * parent + 1
            if left >= heap.count { break }
            var child = left
            if left + 1 < heap.count && heap[left + 1] < heap[left] { child = left + 1 }
            if heap[parent] <= heap[child] { break }
            heap.swapAt(parent, child)
            parent = child
        }
    }
}
