#if canImport(Glibc)
    import Glibc
#endif

/// Heap allocations so far, when `Benchmarks/malloc-count` is preloaded (scripts/bench does
/// that for the lab benchmarks); nil otherwise.
enum MallocCounter {
    private typealias Count = @convention(c) () -> UInt64

    private static let function: Count? = {
        #if canImport(Glibc)
            // RTLD_DEFAULT: search the whole process, the preloaded library included.
            guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "kblab_malloc_count") else {
                return nil
            }
            return unsafeBitCast(symbol, to: Count.self)
        #else
            return nil
        #endif
    }()

    static var count: UInt64? { function?() }
}
