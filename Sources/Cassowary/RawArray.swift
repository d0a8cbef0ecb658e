/// A growable array of a trivial element type over manually managed memory: the solver's
/// per-symbol and per-slot storage. Reads and writes are plain loads and stores — no reference
/// counting, no copy-on-write check — which is what the hot paths (a suggestion, a pivot) need
/// on small tableaux, where those checks cost more than the arithmetic.
///
/// The value is a handle: copies share the memory, and the owner (the `Tableau`, which is
/// noncopyable) calls `deallocate()` exactly once. Indices are checked in debug builds.
/// Memory is allocated at once (room for 4), so that `pointer` is always valid.
struct RawArray<Element: BitwiseCopyable> {
    private(set) var base: UnsafeMutablePointer<Element>
    private(set) var count = 0
    private(set) var capacity = 4

    init() {
        base = UnsafeMutablePointer<Element>.allocate(capacity: 4)
    }

    @inline(__always) var isEmpty: Bool { count == 0 }
    @inline(__always) var indices: Range<Int> { 0..<count }

    @inline(__always) subscript(index: Int) -> Element {
        get {
            assert(index >= 0 && index < count, "RawArray index out of range")
            return base[index]
        }
        nonmutating set {
            assert(index >= 0 && index < count, "RawArray index out of range")
            base[index] = newValue
        }
    }

    /// The element storage (valid until the next growth).
    @inline(__always) var pointer: UnsafeMutablePointer<Element> { base }

    @inline(__always) var last: Element? { count > 0 ? self[count - 1] : nil }

    mutating func reserveCapacity(_ minimum: Int) {
        guard minimum > capacity else { return }
        let newCapacity = Swift.max(minimum, 2 * capacity, 8)
        let memory = UnsafeMutablePointer<Element>.allocate(capacity: newCapacity)
        memory.update(from: base, count: count)
        base.deallocate()
        base = memory
        capacity = newCapacity
    }

    @inline(__always) mutating func append(_ element: Element) {
        if count == capacity { reserveCapacity(count + 1) }
        base[count] = element
        count += 1
    }

    mutating func append(repeating element: Element, count extra: Int) {
        guard extra > 0 else { return }
        reserveCapacity(count + extra)
        (base + count).initialize(repeating: element, count: extra)
        count += extra
    }

    @inline(__always) mutating func removeLast() -> Element {
        assert(count > 0, "RawArray is empty")
        count -= 1
        return base[count]
    }

    @inline(__always) mutating func popLast() -> Element? {
        count > 0 ? removeLast() : nil
    }

    /// Keeps the first `newCount` elements (the capacity stays).
    @inline(__always) mutating func truncate(to newCount: Int) {
        assert(newCount >= 0 && newCount <= count, "RawArray truncated beyond its count")
        count = newCount
    }

    @inline(__always) mutating func removeAll() { count = 0 }

    /// The elements as a Swift array (dumps, checks, the journal).
    var elements: [Element] { Array(UnsafeBufferPointer(start: base, count: count)) }

    /// Frees the memory (neither this handle nor its copies may be used afterwards).
    func deallocate() {
        base.deallocate()
    }
}
