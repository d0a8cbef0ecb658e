import KeyboardLab

/// Where what a handler prints and the errors it raises go: values with their Swift location,
/// handed to the interpreter by its caller (the shell's session, a compare lane, a test).
public struct SwiftRuntimeSink {
    /// `print(…)` from the Swift code.
    public var print: (String) -> Void
    /// An error raised while a handler ran (the handler stops there; the lab goes on), with
    /// where the handler was registered (`in the keyboardWillShow handler keyboardWillShow(_:)
    /// registered at 15:9`).
    public var error: (SwiftDiagnostic, _ context: String) -> Void

    public init(print: @escaping (String) -> Void, error: @escaping (SwiftDiagnostic, String) -> Void) {
        self.print = print
        self.error = error
    }

    /// Prints nothing, keeps the errors (tests).
    public static func collecting(into box: SwiftRuntimeLog) -> SwiftRuntimeSink {
        SwiftRuntimeSink(
            print: { box.printed.append($0) }, error: { box.errors.append(($0, $1)) })
    }
}

/// What a run printed and the errors it raised, kept (tests, `SwiftRuntimeSink.collecting`).
public final class SwiftRuntimeLog {
    public var printed: [String] = []
    public var errors: [(SwiftDiagnostic, String)] = []

    public init() {}
}

/// The world a Swift technique runs in, handed over explicitly: the simulator (a compare lane's
/// own, or the session's), the view and constraint it is bound to, the lab objects each of the
/// code's names stands for, and the sink.
public struct SwiftWorld {
    public let simulator: Simulator
    /// The view `bind` names (`self` in a `UIView` extension).
    public let boundView: View
    /// The constraint `bind` names, if any.
    public let boundConstraint: LayoutConstraint?
    /// Explicit mapping: the Swift code's name → the lab's name (`textFieldTrailingConstraint` → `bottom`).
    public let mapping: [String: String]
    public let sink: SwiftRuntimeSink
    /// How the posting log names the selector observers (`input:swift-000`).
    public let label: String
    /// Lines before the Swift's first in the file the user sees (a block pasted after `swift do`):
    /// where the interpreter says a handler was registered.
    public let lineOffset: Int

    public init(
        simulator: Simulator, boundView: View, boundConstraint: LayoutConstraint?,
        mapping: [String: String] = [:],
        label: String = "swift", lineOffset: Int = 0, sink: SwiftRuntimeSink
    ) {
        self.label = label
        self.lineOffset = lineOffset
        self.simulator = simulator
        self.boundView = boundView
        self.boundConstraint = boundConstraint
        self.mapping = mapping
        self.sink = sink
    }
}
