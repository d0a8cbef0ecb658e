/// Where one pooled list lives in its `ListPool`: first element, length and room.
struct PoolBlock: BitwiseCopyable {
    var start: Int32 = 0
    var count: Int32 = 0
    var capacity: Int32 = 0

    static let empty = PoolBlock()
}

/// Many small growable lists of one trivial element type in one buffer: the solver's row cells,
/// row registrations and column lists. A list never costs a `malloc` of its own; freed blocks
/// go to a free list by power-of-two size and are reused, so a solver that adds and removes
/// constraints (or lets rows grow and shrink) stops allocating once it has seen its largest
/// state. The buffer grows by doubling; pointers into it are valid until the next allocation.
///
/// A handle like `RawArray`: the owner (`Tableau`) deallocates it once.
struct ListPool<Element: BitwiseCopyable> {
    private var base: UnsafeMutablePointer<Element>
    private var capacity = 64
    private var top = 0
    /// Heads of the free lists by size class (capacity 2^k); a free block stores the start of
    /// the next free block of its class in its first bytes.
    private var freeHeads = InlineArray<32, Int32>(repeating: -1)

    init() {
        precondition(
            MemoryLayout<Element>.size >= MemoryLayout<Int32>.size, "elements too small for the free list")
        base = UnsafeMutablePointer<Element>.allocate(capacity: 64)
    }

    /// The elements of `block` (valid until the next allocation or growth in this pool).
    @inline(__always) func pointer(_ block: PoolBlock) -> UnsafeMutablePointer<Element> {
        base + Int(block.start)
    }

    @inline(__always) subscript(block: PoolBlock, index: Int) -> Element {
        get {
            assert(index >= 0 && index < Int(block.count), "pooled list index out of range")
            return pointer(block)[index]
        }
        nonmutating set {
            assert(index >= 0 && index < Int(block.count), "pooled list index out of range")
            pointer(block)[index] = newValue
        }
    }

    /// An empty list with room for at least `minimum` elements.
    mutating func allocate(capacity minimum: Int) -> PoolBlock {
        let sizeClass = PoolBlock.sizeClass(Swift.max(minimum, 2))
        let size = 1 << sizeClass
        let head = freeHeads[sizeClass]
        if head >= 0 {
            let raw = UnsafeMutableRawPointer(base + Int(head))
            freeHeads[sizeClass] = raw.load(as: Int32.self)
            return PoolBlock(start: head, count: 0, capacity: Int32(size))
        }
        if top + size > capacity { growBuffer(toHold: top + size) }
        let start = top
        top += size
        return PoolBlock(start: Int32(start), count: 0, capacity: Int32(size))
    }

    /// Gives a block back (its elements are lost).
    mutating func release(_ block: PoolBlock) {
        guard block.capacity > 0 else { return }
        let sizeClass = PoolBlock.sizeClass(Int(block.capacity))
        let raw = UnsafeMutableRawPointer(base + Int(block.start))
        raw.storeBytes(of: freeHeads[sizeClass], as: Int32.self)
        freeHeads[sizeClass] = block.start
    }

    /// Makes room for at least `minimum` elements in `block`, moving it when needed.
    @inline(__always) mutating func reserve(_ block: inout PoolBlock, _ minimum: Int) {
        if minimum > Int(block.capacity) { move(&block, toHold: minimum) }
    }

    private mutating func move(_ block: inout PoolBlock, toHold minimum: Int) {
        var moved = allocate(capacity: Swift.max(minimum, 2 * Int(block.capacity)))
        if block.count > 0 {
            pointer(moved).update(from: pointer(block), count: Int(block.count))
        }
        moved.count = block.count
        release(block)
        block = moved
    }

    @inline(__always) mutating func append(_ element: Element, to block: inout PoolBlock) {
        if block.count == block.capacity { move(&block, toHold: Int(block.count) + 1) }
        pointer(block)[Int(block.count)] = element
        block.count += 1
    }

    /// Replaces the list's elements by `elements` (growing it when needed).
    mutating func assign(_ block: inout PoolBlock, from elements: UnsafePointer<Element>, count: Int) {
        if count > Int(block.capacity) {
            release(block)
            block = allocate(capacity: count)
        }
        if count > 0 { pointer(block).update(from: elements, count: count) }
        block.count = Int32(count)
    }

    /// The list's elements as a Swift array.
    func elements(of block: PoolBlock) -> [Element] {
        guard block.count > 0 else { return [] }
        return Array(UnsafeBufferPointer(start: pointer(block), count: Int(block.count)))
    }

    private mutating func growBuffer(toHold minimum: Int) {
        let newCapacity = Swift.max(minimum, 2 * capacity, 256)
        let memory = UnsafeMutablePointer<Element>.allocate(capacity: newCapacity)
        // Trivial elements: a byte copy (free blocks hold no meaningful elements).
        UnsafeMutableRawPointer(memory).copyMemory(from: base, byteCount: top * MemoryLayout<Element>.stride)
        base.deallocate()
        base = memory
        capacity = newCapacity
    }

    /// Frees the buffer (neither this pool nor its copies may be used afterwards).
    func deallocate() {
        base.deallocate()
    }
}

extension PoolBlock {
    /// The power-of-two class holding `size` elements: ⌈log2 size⌉.
    @inline(__always) static func sizeClass(_ size: Int) -> Int {
        size <= 1 ? 0 : Int.bitWidth - (size - 1).leadingZeroBitCount
    }
}
