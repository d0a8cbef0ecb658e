import KeyboardLab
import SwiftReader

/// A technique read from Swift (`technique NAME from ViewController.swift`): the program the
/// reader made of the file, the file's lines (for errors and `explain`) and the mapping from
/// the code's names to the lab's.
final class SwiftTechnique {
    let name: String
    let program: SwiftProgram
    /// The file as the user named it.
    let file: String
    let lines: [String]
    /// The code's name → the lab's name (`map textFieldTrailingConstraint to bottom`).
    let mapping: [String: String]
    /// Lines before the Swift's first in `file`: a block pasted at the prompt starts after its
    /// `swift do` line, and its errors are shown at the script's lines.
    let lineOffset: Int
    /// Columns before the Swift's first line (`swift print(x)` on one line).
    let columnOffset: Int

    init(
        name: String, program: SwiftProgram, file: String, lines: [String], mapping: [String: String],
        lineOffset: Int = 0, columnOffset: Int = 0
    ) {
        self.columnOffset = columnOffset
        self.name = name
        self.program = program
        self.file = file
        self.lines = lines
        self.mapping = mapping
        self.lineOffset = lineOffset
    }

    /// For `techniques`: the first comment line of the file, else where it came from.
    var summary: String {
        let comment = lines.first { $0.hasPrefix("//") }.map { String($0.drop { $0 == "/" || $0 == " " }) }
        return "swift: " + (comment.map { String($0.prefix(80)) } ?? "from \(file)")
    }

    /// A reader's or interpreter's error as the shell renders it: at its line and column in the
    /// Swift file, with the line as excerpt.
    func diagnostic(_ error: SwiftDiagnostic, category: Diagnostic.Category = .runtime) -> Diagnostic {
        var diagnostic = Diagnostic(
            category,
            at: SourceRange(
                line: place(error.location).line, column: place(error.location).column, length: error.length),
            message: error.message, suggestion: error.suggestion)
        diagnostic.sourceName = file
        if error.location.line >= 1 && error.location.line <= lines.count {
            let text = lines[error.location.line - 1]
            diagnostic.sourceLine =
                error.location.line == 1 && columnOffset > 0
                ? String(repeating: " ", count: columnOffset) + text : text
        }
        return diagnostic
    }

    /// Where a place of the Swift text is in `file`.
    func place(_ location: SwiftLocation) -> SwiftLocation {
        SwiftLocation(
            line: location.line + lineOffset,
            column: location.column + (location.line == 1 ? columnOffset : 0))
    }
}

/// A Swift technique installed on a view of one simulator: its interpreter (which holds `self`,
/// the observers' handlers and the world it runs in).
final class SwiftTechniqueBinding {
    let technique: SwiftTechnique
    let interpreter: SwiftInterpreter
    private var isRemoved = false
    /// Where an unbound interpreter whose block registrations nobody removed lives on (the
    /// session's state; nil for a compare lane, whose simulator goes with it): those blocks go on
    /// running, as a block holding its view controller strongly does on iOS.
    weak var keeper: SwiftShellState?

    init(technique: SwiftTechnique, interpreter: SwiftInterpreter) {
        self.technique = technique
        self.interpreter = interpreter
    }

    /// `unbind`: `viewWillDisappear`, `viewDidDisappear`, `deinit`, the instance released; returns
    /// the block registrations nothing removed.
    @discardableResult
    func remove() -> [KeyboardObserverToken] {
        guard !isRemoved else { return [] }
        isRemoved = true
        let left = interpreter.unbind()
        if !left.isEmpty { keeper?.unboundWithBlocks.append(interpreter) }
        return left
    }
}

/// What the Swift commands keep: the techniques read from Swift, the blocks pasted at the prompt
/// (their observers live as long as the session), and how Swift files are read.
final class SwiftShellState: SessionState {
    var techniques: [SwiftTechnique] = []
    /// The interpreters of `swift do … end` blocks: their handlers stay registered.
    var blocks: [SwiftInterpreter] = []
    /// Unbound techniques' interpreters whose block registrations are still there.
    var unboundWithBlocks: [SwiftInterpreter] = []
    /// Reads a file in process instead of through `kblab-swift` (tests that link the reader).
    var readInProcess: ((_ text: String, _ name: String) -> SwiftReading)?

    required init() {}

    func technique(named name: String) -> SwiftTechnique? { techniques.first { $0.name == name } }
}
