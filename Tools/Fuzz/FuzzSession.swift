// The libFuzzer target of `scripts/fuzz`: each input is a script run through the public
// `Session.run(_:name:mode:)` on one long-lived session (lexer, parser, command table, engine),
// with errors going on as at piped input. With KBLAB_FUZZ_PARSE=1 it only reads the input:
// lexer, statement and block parser (the InputAssembler a session reads lines with) and TAB
// completion, hundreds of times faster, for the many millions of executions the syntax needs.
// Built only by scripts/fuzz, with -sanitize=fuzzer,address and -enable-testing.
import Foundation

@testable import LabShell

/// Output is dropped: only crashes, hangs and memory blow-ups matter here.
final class DiscardingSink: OutputSink {
    func write(_ line: String) {}
    func writeError(_ line: String) {}
}

/// One session for many inputs, so state built by one input meets the next; replaced every
/// `sessionLength` inputs so that a finding can be replayed from a handful of inputs.
enum FuzzState {
    nonisolated(unsafe) static var session = FuzzState.makeSession()
    nonisolated(unsafe) static var inputs = 0
    static let sessionLength = 5_000
    static let parseOnly = ProcessInfo.processInfo.environment["KBLAB_FUZZ_PARSE"] == "1"
    static let table = CommandTable.standard

    static func makeSession() -> Session {
        // An empty directory: `source` of a relative path finds nothing of the repository's.
        let directory = NSTemporaryDirectory() + "kblab-fuzz-cwd"
        try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        return Session(output: DiscardingSink(), workingDirectory: directory)
    }
}

/// With KBLAB_FUZZ_SEEDS=DIR: writes every `help` example as a seed file and a libFuzzer
/// dictionary of command words (DIR/kblab.dict), then exits.
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
    var words = Set(table.firstWords + table.settings.map(\.name))
    for command in table.commands { words.formUnion(command.name.split(separator: " ").map(String.init)) }
    // The grammar's own words and punctuation (blocks, handlers, `let`, `if`, expressions).
    words.formUnion(CommandTable.statementWords)
    words.formUnion([
        "do", "end", "else", "on", "within", "options", "curve", "repeat", "true", "false", "and", "or",
        "not",
    ])
    words.formUnion(["==", "!=", "<=", ">=", "<<", ">>", "+=", "-=", "(", ")", ":", ",", ";", ".", "@"])
    let dictionary = words.sorted().map { "\"\($0.replacingOccurrences(of: "\"", with: "\\\""))\"" }
    try? (dictionary.joined(separator: "\n") + "\n").write(
        toFile: "\(directory)/kblab.dict", atomically: true, encoding: .utf8)
    exit(0)
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzerTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    if FuzzState.parseOnly {
        parse(text)
        return 0
    }
    _ = FuzzState.session.run(text, name: "fuzz", mode: .interactive)
    FuzzState.inputs += 1
    // After `quit` a session runs nothing more: start another, as after sessionLength inputs.
    if FuzzState.inputs % FuzzState.sessionLength == 0 || FuzzState.session.quitRequested {
        FuzzState.session = FuzzState.makeSession()
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
