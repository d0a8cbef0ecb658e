/// Where one pooled list lives in its `ListPool`: first element, length and room.
/// `start` ≥ 0 is an offset into the pool's buffer; a long list has memory of its own, found
/// at `-start - 1` in the pool's table of long lists.
struct PoolBlock: BitwiseCopyable {
    var start: Int32 = 0
    var count: Int32 = 0
    var capacity: Int32 = 0

    static let empty = PoolBlock()
}

/// Many small growable lists of one trivial element type in one buffer: the solver's row cells,
/// row registrations and column lists. A short list never costs a `malloc` of its own; freed
/// blocks go to a free list by power-of-two size and are reused, so a solver that adds and
/// removes constraints (or lets rows grow and shrink) stops allocating once it has seen its
/// largest state. The buffer grows by doubling; pointers into it are valid until the next
/// allocation.
///
/// Lists longer than `longLimit` get memory of their own, sized exactly: the free lists do not
/// merge neighbours, so rows that keep growing (CHAIN's BUILD, rows of ~2i cells) left every
/// smaller class behind unused — 214 MB resident instead of 124 MB for CHAIN(1000), and BUILD
/// 1.5× slower from the page faults. For such lists a `malloc` is noise beside the work.
///
/// A handle like `RawArray`: the owner (`Tableau`) deallocates it once.
struct ListPool<Element: BitwiseCopyable> {
    private var base: UnsafeMutablePointer<Element>
    private var capacity = 64
    private var top = 0
    /// Heads of the free lists by size class (capacity 2^k); a free block stores the start of
    /// the next free block of its class in its first bytes.
    private var freeHeads = InlineArray<32, Int32>(repeating: -1)
    /// Long lists' memory, and the table entries free for reuse.
    private var long = RawArray<UnsafeMutablePointer<Element>>()
    private var freeLong = RawArray<Int32>()
    /// The bytes of the buffer and the long lists, as counted in `SolverStorage`.
    private(set) var bytes = 0

    static var longLimit: Int { 256 }

    /// The elements the shared buffer has room for (tests check that it stops growing).
    var reserved: Int { capacity }

    init() {
        assert(MemoryLayout<Element>.size >= MemoryLayout<Int32>.size, "elements too small for the free list")
        base = UnsafeMutablePointer<Element>.allocate(capacity: 64)
        account(64)
    }

    /// Counts `elements` more (or fewer) elements' memory here and in `SolverStorage`.
    @inline(__always) private mutating func account(_ elements: Int) {
        let delta = elements * MemoryLayout<Element>.stride
        bytes += delta
        SolverStorage.account(delta)
    }

    /// The elements of `block` (valid until the next allocation or growth in this pool).
    @inline(__always) func pointer(_ block: PoolBlock) -> UnsafeMutablePointer<Element> {
        block.start >= 0 ? base + Int(block.start) : long[Int(-block.start - 1)]
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
        if minimum > Self.longLimit { return allocateLong(minimum) }
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

    private mutating func allocateLong(_ size: Int) -> PoolBlock {
        let memory = UnsafeMutablePointer<Element>.allocate(capacity: size)
        account(size)
        let index: Int
        if let reused = freeLong.popLast() {
            index = Int(reused)
            long[index] = memory
        } else {
            index = long.count
            long.append(memory)
        }
        return PoolBlock(start: Int32(-index - 1), count: 0, capacity: Int32(size))
    }

    /// Gives a block back (its elements are lost).
    mutating func release(_ block: PoolBlock) {
        guard block.capacity > 0 else { return }
        if block.start < 0 {
            let index = Int(-block.start - 1)
            long[index].deallocate()
            account(-Int(block.capacity))
            freeLong.append(Int32(index))
            return
        }
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
        account(newCapacity - capacity)
        capacity = newCapacity
    }

    /// Frees the buffer and the long lists (neither this pool nor its copies may be used
    /// afterwards).
    func deallocate() {
        SolverStorage.account(-bytes)
        base.deallocate()
        if !long.isEmpty {
            var isFree = [Bool](repeating: false, count: long.count)
            for k in freeLong.indices { isFree[Int(freeLong[k])] = true }
            for index in long.indices where !isFree[index] { long[index].deallocate() }
        }
        long.deallocate()
        freeLong.deallocate()
    }
}

extension PoolBlock {
    /// The power-of-two class holding `size` elements: ⌈log2 size⌉.
    @inline(__always) static func sizeClass(_ size: Int) -> Int {
        size <= 1 ? 0 : Int.bitWidth - (size - 1).leadingZeroBitCount
    }
}
