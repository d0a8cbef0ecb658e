import KeyboardLab
import XCTest

@testable import LabShell

/// Choices parse into values at the declaration (swift-argument-parser's
/// `ExpressibleByArgument`): the type gives the words, the parser keeps which was typed, and
/// the command reads the value.
final class ArgumentChoiceTests: XCTestCase {
    private func invocation(_ line: String) throws -> Invocation {
        try LineParser.withUnit(named: "t", line: line, table: .standard) { parser in
            var statements: [Statement] = []
            _ = try parser.statements(into: &statements, block: nil)
            guard case .command(let invocation)? = statements.first?.kind else {
                throw Diagnostic(
                    .syntax, at: SourceRange(line: 1, column: 1, length: 1), message: "no command")
            }
            return invocation
        }
    }

    func test_theParsedWordIsReadBackAsItsValue() throws {
        let connect = try invocation("hardware-keyboard connect").arguments
        XCTAssertEqual(connect.choice("action", as: HardwareKeyboardAction.self), .connect)
        XCTAssertEqual(connect.name("action"), "connect")
        XCTAssertEqual(try invocation("rate 120").arguments.choice("hz", as: FrameRate.self), .hz120)
        XCTAssertEqual(
            try invocation("interactive-dismiss 500 release up").arguments.choice(
                "release", as: KeyboardDragRelease.self), .snapBack)
        // Left out: no value.
        XCTAssertNil(try invocation("rate").arguments.choice("hz", as: FrameRate.self))
    }

    /// An option set's words give their bits: curve-ease-out is 2 << 16, repeat 1 << 3.
    func test_optionWordsCarryTheirBits() throws {
        let items = try invocation("decode-options curve-ease-out repeat").arguments.list("options")
        let words = items.compactMap { $0.choice("flag", as: AnimationHeader.OptionWord.self) }
        XCTAssertEqual(words.count, 2)
        guard case .curve(let curve) = words[0], case .flag(let bits) = words[1] else {
            return XCTFail("\(words)")
        }
        XCTAssertEqual(curve.rawValue, 2)
        XCTAssertEqual(bits, 8)
    }

    /// The words `help` and TAB offer are the type's.
    func test_theDeclarationsWordsAreTheTypes() {
        let session = SessionHarness().session
        XCTAssertEqual(session.complete("rate ").candidates, ["120", "60"])
        XCTAssertEqual(
            session.complete("interactive-dismiss 500 release ").candidates, ["auto", "down", "up"])
        XCTAssertEqual(session.complete("animator-curve ").candidates, ["easeInOut", "spring"])
    }

    func test_theCommandsActOnTheValue() {
        let harness = SessionHarness()
        let result = harness.run(
            "rate 120\nrate\nanimator-curve spring\nanimator-curve\norientation landscape\norientation")
        XCTAssertEqual(result.diagnostics.map(\.message), [])
        XCTAssertEqual(harness.sink.lines, ["120 Hz", "spring", "landscape"])
    }
}
