/// Where a session's output goes, line by line. The shell front end prints it; tests collect it.
public protocol OutputSink: AnyObject {
    /// A line of normal output (the front end writes it to standard output).
    func write(_ line: String)
    /// A line of a diagnostic (the front end writes it to standard error).
    func writeError(_ line: String)
    /// The lines of a diagnostic at once (the front end copies their bytes as they are).
    func writeError(lines: RenderedLines)
    /// Writes out what is buffered: before a file opened anew on the same stream (`output
    /// /dev/stdout` into a pipe) writes after it, or its lines would come first.
    func flush()
    /// A line of progress on long work, redrawn in place on a terminal (nil: clear it). Not
    /// output: a sink that is no terminal ignores it.
    func showProgress(_ text: String?)
}

extension OutputSink {
    /// Line by line, for sinks that keep lines.
    public func writeError(lines: RenderedLines) {
        for line in lines.lines { writeError(line) }
    }

    /// Nothing is buffered.
    public func flush() {}

    /// No terminal to redraw.
    public func showProgress(_ text: String?) {}
}

/// An `OutputSink` that keeps everything, for tests and for generated documentation.
public final class CollectingSink: OutputSink {
    public private(set) var lines: [String] = []
    public private(set) var errors: [String] = []
    /// Output and error lines interleaved in the order they were written.
    public private(set) var transcript: [String] = []

    public init() {}

    public func write(_ line: String) {
        lines.append(line)
        transcript.append(line)
    }

    public func writeError(_ line: String) {
        errors.append(line)
        transcript.append(line)
    }

    /// Forgets everything collected so far.
    public func clear() {
        lines = []
        errors = []
        transcript = []
    }
}
