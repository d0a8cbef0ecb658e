import Foundation

/// Whether a run stops at the first error.
public enum RunMode: Sendable {
    /// Stop at the first error (a script file, `-c`), unless `keep-going` is on.
    case script
    /// Report the error and go on with the next line (a terminal, piped input).
    case interactive
}

/// What running some source produced: its diagnostics (printed already as they came), of which
/// it keeps a bounded number. `kblab --keep-going FILE` of two million failing lines kept every
/// one, 468 MB, and each kept the line it quoted (a sourced file's megabyte lines, again at
/// every `source`).
public struct RunResult: Sendable {
    /// At most this many diagnostics are kept, and past them only one that makes the exit
    /// status worse; the rest are counted in `unkept`.
    public static let maximumKept = 1000
    /// The kept diagnostics keep their source lines while those total at most this many bytes
    /// (4 MiB); later ones keep their place and message, not the line.
    public static let maximumKeptLineBytes = 1 << 22

    /// The diagnostics kept, in order.
    public private(set) var diagnostics: [Diagnostic] = []
    /// Diagnostics reported past `maximumKept` and not kept.
    public private(set) var unkept = 0
    /// The bytes of the source lines the kept diagnostics hold.
    private var keptLineBytes = 0
    /// 0 when all went well, 2 when a line was not valid kblab, 1 for any other failure.
    public private(set) var exitStatus: Int32 = 0

    public init(diagnostics: [Diagnostic] = []) {
        append(diagnostics)
    }

    /// Takes diagnostics reported, keeping what the bounds allow.
    public mutating func append(_ reported: [Diagnostic]) {
        for diagnostic in reported {
            let status = Self.exitStatus(of: diagnostic)
            defer { exitStatus = max(exitStatus, status) }
            guard diagnostics.count < Self.maximumKept || status > exitStatus else {
                unkept += 1
                continue
            }
            var kept = diagnostic
            if let line = kept.sourceLine {
                if keptLineBytes + line.utf8.count <= Self.maximumKeptLineBytes {
                    keptLineBytes += line.utf8.count
                } else {
                    kept.sourceLine = nil
                }
            }
            diagnostics.append(kept)
        }
    }

    /// What one diagnostic makes the exit status.
    public static func exitStatus(of diagnostic: Diagnostic) -> Int32 {
        diagnostic.category == .syntax || diagnostic.category == .usage ? 2 : 1
    }
}
