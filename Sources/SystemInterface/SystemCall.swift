// The one place that knows which C library the platform has: Glibc on Linux (Debian, where
// everything is built and tested), Darwin on macOS (not built or tested yet: nothing here can
// build for it, see README). Every other file imports this module instead of either, and calls
// the few functions whose spelling differs through `SystemCall`.
#if canImport(Glibc)
    @_exported import Glibc
#elseif canImport(Darwin)
    @_exported import Darwin
#else
    #error("KeyboardLab needs Glibc (Linux) or Darwin (macOS)")
#endif

/// The system calls whose Swift spelling differs between the platforms: `read`, `write` and
/// `close` must be qualified by the C library's module where a method of the same name is in
/// scope, `sigaction`'s handler field has another name, and two constants are not imported on
/// macOS. Thin and inlinable: a call costs what the system call costs.
public enum SystemCall {
    @inlinable
    public static func read(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
        #if canImport(Glibc)
            Glibc.read(descriptor, buffer, count)
        #else
            Darwin.read(descriptor, buffer, count)
        #endif
    }

    @inlinable
    public static func write(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
        #if canImport(Glibc)
            Glibc.write(descriptor, buffer, count)
        #else
            Darwin.write(descriptor, buffer, count)
        #endif
    }

    @inlinable
    @discardableResult
    public static func close(_ descriptor: Int32) -> Int32 {
        #if canImport(Glibc)
            Glibc.close(descriptor)
        #else
            Darwin.close(descriptor)
        #endif
    }

    /// Installs `handler` for `signal` with no flags: no SA_RESTART, so a blocking read returns
    /// EINTR (Ctrl-C at the prompt), and the signal blocked only while its handler runs.
    public static func setHandler(_ signal: Int32, _ handler: @convention(c) (Int32) -> Void) {
        var action = sigaction()
        #if canImport(Glibc)
            action.__sigaction_handler.sa_handler = handler
        #else
            action.__sigaction_u.__sa_handler = handler
        #endif
        sigemptyset(&action.sa_mask)
        action.sa_flags = 0
        sigaction(signal, &action, nil)
    }

    /// The terminal's size on `descriptor`, or nil when it is no terminal (TIOCGWINSZ; macOS's
    /// is a macro Swift does not import: its value from <sys/ttycom.h>, `_IOR('t', 104, struct
    /// winsize)`).
    public static func windowSize(of descriptor: Int32) -> (columns: Int, rows: Int)? {
        var size = winsize()
        #if canImport(Glibc)
            let request = UInt(TIOCGWINSZ)
        #else
            let request: UInt = 0x4008_7468
        #endif
        guard ioctl(descriptor, request, &size) == 0 else { return nil }
        return (Int(size.ws_col), Int(size.ws_row))
    }

    /// A UTF-8 character type that always exists: glibc's `C.UTF-8`, macOS's `UTF-8`.
    public static let utf8Locale: String = {
        #if canImport(Glibc)
            "C.UTF-8"
        #else
            "UTF-8"
        #endif
    }()
}
