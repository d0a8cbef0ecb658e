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

    /// The choices that were words compared by hand read back as their values: a keyboard kind
    /// spelt the shell's way, a named priority (`high` is UIKit's defaultHigh, 750), a trait,
    /// the iPad's shortcut groups, a placement, a device family, an observer's style, a layer.
    func test_everyConvertedChoiceReadsItsValue() throws {
        XCTAssertEqual(
            try invocation("show-keyboard f kind number-pad").arguments.choice("kind", as: KeyboardKind.self),
            .numberPad)
        XCTAssertEqual(
            try invocation("priority c high").arguments.choice("priority-name", as: LayoutPriority.self)?
                .rawValue,
            750)
        let traits = try invocation("text-traits f autocorrection no shortcuts none").arguments
        XCTAssertEqual(traits.choice("autocorrection", as: TextTraitSetting.self), .no)
        XCTAssertEqual(traits.choice("shortcuts", as: InputAssistantGroups.self), InputAssistantGroups.none)
        XCTAssertEqual(
            try invocation("placement slide-over frame 0 0 320 834").arguments.choice(
                "placement", as: WindowPlacementChoice.self), .slideOver)
        XCTAssertEqual(
            try invocation("devices family pad").arguments.choice("family", as: DeviceFamily.self), .pad)
        XCTAssertEqual(
            try invocation("observe keyboardWillShow block").arguments.choice(
                "style", as: ObserverStyle.self),
            .block)
        XCTAssertEqual(
            try invocation("table frames model").arguments.choice("layer", as: FrameLayer.self), .model)
        XCTAssertEqual(
            try invocation("assumptions all").arguments.choice("which", as: AssumptionListing.self), .all)
        XCTAssertEqual(
            try invocation("export csv t.csv tracking").arguments.choice("source", as: DataSource.self),
            .tracking)
        XCTAssertEqual(
            try invocation("export html t.html timeline").arguments.choice("source", as: PageSource.self),
            .timeline)
        // A word that is none of them is the parser's error, under it.
        XCTAssertThrowsError(try invocation("export csv t.csv sideways")) { error in
            XCTAssertEqual((error as? Diagnostic)?.column, 18)
            XCTAssertEqual((error as? Diagnostic)?.message, "unknown value 'sideways'")
        }
    }

    /// `table frames model` shows where a moving view is going, the default what is on screen:
    /// a box moved 100 pt down over 1 s, linearly, is 25 pt along after a quarter (15 frames at
    /// 60 Hz) and at 100 in the model.
    func test_theLayerChoiceChoosesTheFrames() {
        let harness = SessionHarness()
        let result = harness.run(
            "mode csv\nview box frame 0 0 10 10\nanimate 1 curve linear do move box dy 100\nstep 15\n"
                + "table frames\ntable frames model")
        XCTAssertEqual(result.diagnostics.map(\.message), [])
        let rows = harness.sink.lines.filter { $0.hasPrefix("box,") }
        XCTAssertEqual(rows.count, 2, "\(harness.sink.lines)")
        XCTAssertEqual(rows.first?.split(separator: ",")[2], "25.00")
        XCTAssertEqual(rows.last?.split(separator: ",")[2], "100.00")
    }
}
