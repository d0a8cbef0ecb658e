// The libFuzzer target of `scripts/fuzz`. KBLAB_FUZZ_TARGET chooses what an input is run through:
// - `session` (the default): the public `Session.run(_:name:mode:)` on one long-lived session
//   (lexer, parser, command table, engine), with errors going on as at piped input;
// - `parse`: only reads the input (lexer, statement and block parser: the InputAssembler a
//   session reads lines with, and TAB completion), hundreds of times faster, for the many
//   millions of executions the syntax needs;
// - `replay`: the save-and-replay oracle (`ReplayOracle.swift`): the input runs in a fresh
//   session as piped input, `save` writes it, the saved script runs in another fresh session as
//   `kblab FILE` runs it, and the two sessions' state must be the same.
// (KBLAB_FUZZ_PARSE=1, the older switch, still means `parse`.)
// Built only by scripts/fuzz, with -sanitize=fuzzer,address and -enable-testing.
import Foundation

@testable import LabShell

/// Output is dropped: only crashes, hangs, memory blow-ups and the oracle's verdict matter here.
final class DiscardingSink: OutputSink {
    func write(_ line: String) {}
    func writeError(_ line: String) {}
}

enum FuzzTarget: String {
    case session, parse, replay
}

/// One session for many inputs, so state built by one input meets the next; replaced every
/// `sessionLength` inputs so that a finding can be replayed from a handful of inputs.
enum FuzzState {
    nonisolated(unsafe) static var session = FuzzState.makeSession()
    nonisolated(unsafe) static var inputs = 0
    static let sessionLength = 5_000
    static let target: FuzzTarget = {
        let environment = ProcessInfo.processInfo.environment
        if environment["KBLAB_FUZZ_PARSE"] == "1" { return .parse }
        return environment["KBLAB_FUZZ_TARGET"].flatMap(FuzzTarget.init(rawValue:)) ?? .session
    }()
    static let table = CommandTable.standard

    /// The sessions' directory: `source` of a relative path finds nothing of the repository's,
    /// only the Swift files of KBLAB_FUZZ_FILES (for `technique NAME from FILE.swift`).
    static let directory: String = {
        let directory = NSTemporaryDirectory() + "kblab-fuzz-cwd"
        try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        copyFiles(to: directory)
        return directory
    }()

    /// Copies the files of KBLAB_FUZZ_FILES into `directory`.
    static func copyFiles(to directory: String) {
        guard let files = ProcessInfo.processInfo.environment["KBLAB_FUZZ_FILES"],
            let names = try? FileManager.default.contentsOfDirectory(atPath: files)
        else { return }
        for name in names {
            try? FileManager.default.removeItem(atPath: directory + "/" + name)
            try? FileManager.default.copyItem(atPath: files + "/" + name, toPath: directory + "/" + name)
        }
    }

    static func makeSession() -> Session {
        Session(output: DiscardingSink(), workingDirectory: directory)
    }
}

/// With KBLAB_FUZZ_SEEDS=DIR: writes every `help` example as a seed file and a libFuzzer
/// dictionary (DIR/kblab.dict) of the words the grammar knows, then exits.
@_cdecl("LLVMFuzzerInitialize")
public func fuzzerInitialize(
    _ argc: UnsafeMutablePointer<Int32>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>
) -> Int32 {
    guard let directory = ProcessInfo.processInfo.environment["KBLAB_FUZZ_SEEDS"] else { return 0 }
    let table = CommandTable.standard
    for (index, example) in table.commands.flatMap(\.examples).enumerated() {
        try? example.write(toFile: "\(directory)/help-\(index).kbl", atomically: true, encoding: .utf8)
    }
    let dictionary = DictionaryWords.all(table).map {
        "\"\($0.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\""))\""
    }
    try? (dictionary.joined(separator: "\n") + "\n").write(
        toFile: "\(directory)/kblab.dict", atomically: true, encoding: .utf8)
    exit(0)
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzerTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    switch FuzzState.target {
    case .parse:
        parse(text)
    case .replay:
        ReplayOracle.check(text)
    case .session:
        _ = FuzzState.session.run(text, name: "fuzz", mode: .interactive)
        FuzzState.inputs += 1
        // After `quit` a session runs nothing more: start another, as after sessionLength inputs.
        if FuzzState.inputs % FuzzState.sessionLength == 0 || FuzzState.session.quitRequested {
            FuzzState.session = FuzzState.makeSession()
        }
    }
    return 0
}

/// Reads `text` as a session reads its lines, without running anything: every line through the
/// block assembler (lexer, statement parser, expression parser, argument patterns), then TAB
/// completion of each line's beginning (at most 200 characters, as a terminal line would be).
func parse(_ text: String) {
    var assembler = InputAssembler(table: FuzzState.table)
    var number = 0
    Session.forEachLine(of: text) { line in
        number += 1
        _ = assembler.feed(line, number: number, name: "fuzz")
        if number <= 4 { _ = FuzzState.session.complete(String(line.prefix(200))) }
        return true
    }
}

/// The dictionary: every word the command table's argument patterns name (subcommands,
/// keywords, flags, choices, completion lists: devices, events, techniques, curves…), the
/// grammar's own words and punctuation, and the Swift a `swift do … end` block or a
/// `technique NAME from FILE.swift` reads, so that mutations reach the new syntax's corners.
enum DictionaryWords {
    static func all(_ table: CommandTable) -> [String] {
        var words = Set(table.firstWords + table.settings.map(\.name))
        let session = FuzzState.makeSession()
        for command in table.commands {
            words.formUnion(command.name.split(separator: " ").map(String.init))
            words.formUnion(command.aliases)
            for pattern in command.arguments { collect(pattern, into: &words, session: session) }
        }
        words.formUnion(CommandTable.statementWords)
        words.formUnion(Session.otherEvents)
        words.formUnion([
            "do", "end", "else", "on", "as", "block", "from", "within", "options", "curve", "repeat", "true",
            "false", "and", "or", "not", "note", "self", "view", "constraint", "devices", "scenarios",
            "display-link", "willShow", "didShow", "willHide", "didHide", "willChangeFrame", "didChangeFrame",
            "note.frameEnd", "note.frameBegin", "note.duration", "note.curve", "note.isLocal",
            "note.frameEnd.height", "note.frameEnd.minY", "bottom", "rect(", "point(", "size(", "min(",
            "max(",
            "abs(", "gap(", ".maxY", ".minY", ".height", ".width", "#",
        ])
        // What the Swift reader reads: a `swift do … end` block and a technique from a file.
        words.formUnion([
            "class", "final", "struct", "extension", "func", "override", "viewDidLoad()",
            "super.viewDidLoad()",
            "var", "let", "guard", "return", "self.", "@objc", "NotificationCenter.default.addObserver(",
            "selector: #selector(", "name: UIResponder.keyboardWillShowNotification",
            "UIResponder.keyboardWillHideNotification", "UIResponder.keyboardWillChangeFrameNotification",
            "object: nil", "queue: .main", "using: {", "notification.userInfo?[",
            "UIResponder.keyboardFrameEndUserInfoKey", "UIResponder.keyboardAnimationDurationUserInfoKey",
            "as? NSValue", "?.cgRectValue", "as? Double", "UIView.animate(withDuration:", "animations: {",
            "view.layoutIfNeeded()", "bottomConstraint.constant", "UIViewController", "UIView",
            "NSLayoutConstraint", "keyboardLayoutGuide", ".topAnchor", ".constraint(equalTo:",
            "isActive = true",
            "additionalSafeAreaInsets", "#if canImport(UIKit)", "#endif", "{", "}", "[", "]", "->", "?",
            "!", "\"", "\\(", "0.25", "1e308", "-1e308", "0x70000", "nan", "inf",
        ])
        words.formUnion(["==", "!=", "<=", ">=", "<<", ">>", "+=", "-=", "(", ")", ":", ",", ";", ".", "@"])
        return words.filter { !$0.isEmpty && $0.utf8.count <= 64 }.sorted()
    }

    private static func collect(_ pattern: ArgumentPattern, into words: inout Set<String>, session: Session) {
        func hint(_ completion: CompletionHint) {
            switch completion {
            case .choices(let list): words.formUnion(list)
            case .dynamic(let make): words.formUnion(make(session, []).prefix(200))
            case .none, .commands, .files: break
            }
        }
        switch pattern {
        case .name(_, let h), .object(_, let h), .names(_, let h), .value(_, let h): hint(h)
        case .choice(_, let list): words.formUnion(list)
        case .flag(let word): words.insert(word)
        case .label(let name): words.insert(name + ":")
        case .strength: words.formUnion(["required", "strong", "medium", "weak", "@"])
        case .keyword(let word, let inner):
            words.insert(word)
            collect(inner, into: &words, session: session)
        case .punctuated(let mark, let inner):
            words.insert(mark.rawValue)
            collect(inner, into: &words, session: session)
        case .optional(let inner), .named(_, let inner), .list(_, let inner, _):
            collect(inner, into: &words, session: session)
        case .sequence(let list), .oneOf(let list), .clauses(let list):
            for inner in list { collect(inner, into: &words, session: session) }
        case .statement(_, let set): words.formUnion(set.names)
        case .block: words.formUnion(["do", "end"])
        case .number, .integer, .expression, .condition, .probe, .path, .text, .comparison: break
        }
    }
}
