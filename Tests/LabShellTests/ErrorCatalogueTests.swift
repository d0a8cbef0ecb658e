import Cassowary
import Foundation
import KeyboardLab
import LabShell
import XCTest

/// Runs docs/Errors.md: every entry's example, in a fresh session as `kblab FILE` runs it, must
/// report exactly the entry's message (the first error's, or the warning line) with the entry's
/// category, at a real place; no example may pass. Every case of the engine's and the solver's
/// error enums must be named on the page, so a new case cannot go undocumented. The expected
/// messages are the page's, written for a reader; the test only holds the shell to them.
final class ErrorCatalogueTests: XCTestCase {
    /// One `###` entry of the page: its heading, category line, example and expected line.
    struct Entry {
        enum Expected: Equatable {
            case error(String)
            case warning(String)
        }
        var heading: String
        var pageLine: Int
        var section: String
        var category: String?
        /// The exit status the category line states (`runtime, exit 1.`).
        var exitStatus: Int32?
        var example: [String]
        var expected: Expected?
    }

    static let categories = ["syntax", "usage", "runtime", "expectation", "warning"]

    /// The entries as the page's "How an entry is written" section describes them.
    static func entries(_ markdown: String) -> [Entry] {
        let lines = markdown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var entries: [Entry] = []
        var section = ""
        var index = 0
        while index < lines.count {
            let line = lines[index]
            if line.hasPrefix("## ") {
                section = String(line.dropFirst(3))
            } else if line.hasPrefix("### ") {
                entries.append(
                    Entry(
                        heading: String(line.dropFirst(4)), pageLine: index + 1, section: section,
                        category: nil,
                        example: [], expected: nil))
            } else if var entry = entries.last, entry.category == nil,
                let word = line.split(separator: ",").first.map(String.init), categories.contains(word)
            {
                entry.category = word
                entry.exitStatus = line.range(of: "exit ").flatMap {
                    Int32(String(line[$0.upperBound...].prefix(1)))
                }
                entries[entries.count - 1] = entry
            } else if line == "```kblab", var entry = entries.last {
                var end = index + 1
                while end < lines.count, !lines[end].hasPrefix("```") { end += 1 }
                // `␀` stands for a NUL byte, which the page cannot show.
                entry.example = lines[(index + 1)..<min(end, lines.count)].map {
                    $0.replacingOccurrences(of: "\u{2400}", with: "\u{0}")
                }
                let after = end + 1 < lines.count ? lines[end + 1] : ""
                if after.hasPrefix("error: ") {
                    entry.expected = .error(String(after.dropFirst("error: ".count)))
                } else if after.hasPrefix("warning: ") {
                    entry.expected = .warning(String(after.dropFirst("warning: ".count)))
                }
                entries[entries.count - 1] = entry
                index = end
            }
            index += 1
        }
        return entries
    }

    private var page: String {
        get throws {
            try String(contentsOfFile: SessionHarness.packageRoot + "/docs/Errors.md", encoding: .utf8)
        }
    }

    /// The catalogued entries: those in the sections of errors and warnings (the page's own
    /// explanation and tables have no `###` headings).
    private var catalogue: [Entry] {
        get throws { Self.entries(try page) }
    }

    func test_everyEntryHasACategoryAnExampleAndAnExpectedLine() throws {
        let entries = try catalogue
        XCTAssertGreaterThanOrEqual(entries.count, 100, "the catalogue's entries were not found")
        for entry in entries {
            let at = "docs/Errors.md:\(entry.pageLine) '\(entry.heading)'"
            XCTAssertNotNil(entry.category, "\(at): no category line (syntax, usage, runtime, …)")
            XCTAssertNotNil(entry.exitStatus, "\(at): the category line does not say 'exit N'")
            XCTAssertFalse(entry.example.isEmpty, "\(at): no ```kblab example")
            XCTAssertNotNil(entry.expected, "\(at): no 'error: …' or 'warning: …' line after the example")
            if case .warning = entry.expected { XCTAssertEqual(entry.category, "warning", at) }
            if case .error = entry.expected { XCTAssertNotEqual(entry.category, "warning", at) }
        }
        // Every layer has its entries.
        let sections = Set(entries.map(\.section))
        for layer in [
            "Lexer", "Parser", "Expressions", "Handlers", "Scripts", "Settings", "Solver", "Layout",
            "Animation", "Keyboard", "Screens", "Pictures", "Warnings",
        ] {
            XCTAssertTrue(sections.contains { $0.hasPrefix(layer) }, "no entries for \(layer)")
        }
    }

    func test_everyExampleReportsItsMessage() throws {
        let entries = try catalogue
        for entry in entries {
            guard let expected = entry.expected else { continue }
            let at = "docs/Errors.md:\(entry.pageLine) '\(entry.heading)'"
            let harness = SessionHarness()
            let result = harness.run(entry.example.joined(separator: "\n"))
            switch expected {
            case .error(let message):
                guard let first = result.diagnostics.first else {
                    XCTFail("\(at): the example ran without error (a catalogue example must fail)")
                    continue
                }
                XCTAssertEqual(first.message, message, "\(at): the first error drifted")
                // The rendered line is "MESSAGE; expected EXPECTED": the message must not say it too.
                if let wanted = first.expected {
                    XCTAssertFalse(
                        first.message.contains("expected \(wanted)"),
                        "\(at): the message repeats its expected part")
                }
                XCTAssertEqual(Self.name(of: first.category), entry.category, "\(at): category")
                XCTAssertEqual(result.exitStatus, entry.exitStatus, "\(at): exit status")
                assertRealPlace(first, of: entry, at)
            case .warning(let line):
                XCTAssertEqual(
                    result.diagnostics.map(\.message), [], "\(at): a warning's example must not fail")
                XCTAssertEqual(result.exitStatus, entry.exitStatus, "\(at): exit status")
                // Printed wrapped at the help width, as every warning is.
                let printed = CollectingSink.warningLines(harness.sink.transcript).joined()
                XCTAssertEqual(
                    printed.filter { $0.count > CommandHelp.width }, [], "\(at): wider than the help width")
                XCTAssertTrue(
                    harness.sink.warnings.contains("warning: " + line),
                    "\(at): the warning drifted; printed:\n" + harness.sink.warnings.joined(separator: "\n"))
            }
        }
    }

    /// The diagnostic names a line of the example (or of a script it sourced) and a column on it;
    /// "missing …" at the end of a line points just past it (the lexer's end, after a space).
    private func assertRealPlace(_ d: Diagnostic, of entry: Entry, _ at: String) {
        let lines: [String]
        if d.sourceName == "test.kbl" {
            lines = entry.example
        } else if let text = try? String(contentsOfFile: d.sourceName, encoding: .utf8) {
            lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        } else {
            return XCTFail("\(at): the error names '\(d.sourceName)', neither the example nor a file")
        }
        guard (1...lines.count).contains(d.line) else {
            return XCTFail("\(at): line \(d.line) is outside the script (\(lines.count) lines)")
        }
        XCTAssertTrue(
            (1...(lines[d.line - 1].count + 2)).contains(d.column),
            "\(at): column \(d.column) is outside line \(d.line)")
    }

    private static func name(of category: Diagnostic.Category) -> String {
        switch category {
        case .syntax: return "syntax"
        case .runtime: return "runtime"
        case .expectation: return "expectation"
        case .usage: return "usage"
        }
    }

    func test_everyEngineErrorCaseIsCatalogued() throws {
        let text = try page
        for name in Self.engineCaseNames {
            XCTAssertTrue(text.contains("`\(name)`"), "docs/Errors.md does not name \(name)")
        }
    }

    /// `Type.case` for a sample of every case. The switches are exhaustive: a new case does not
    /// compile until it is named here, and then the test wants it on the page.
    static var engineCaseNames: [String] {
        let variable = Variable("x")
        let constraint = Constraint(LinearExpression(variable), .equal)
        let solver: [SolverError] = [
            .unsatisfiableConstraint(constraint), .duplicateConstraint(constraint),
            .unknownConstraint(constraint),
            .duplicateEditVariable(variable), .unknownEditVariable(variable), .badRequiredStrength,
            .internalSolverError(""), .storageExhausted(limit: 0),
        ]
        let layout: [LayoutError] = [
            .invalidPriority(0), .priorityMutation(constraint: "", from: 0, to: 0),
            .invalidPairing(first: .top, second: .left, reason: ""), .locationWithConstant(.top),
            .zeroMultiplier,
            .nonFiniteNumber, .numberTooLarge(.constant, 0, limit: 0), .noCommonAncestor(constraint: ""),
            .unknownItem(""), .ambiguousName(""),
            .tooManyViews(limit: 1), .tooManyConstraints(limit: 1),
        ]
        let animation: [AnimationError] = [
            .invalidAnimatorState(operation: "", state: .inactive), .animatorNotPaused(operation: ""),
            .animatorNotInterruptible(operation: ""), .animatorConfigurationLocked(property: ""),
            .keyframeOutsideKeyframeAnimation, .invalidKeyframeTiming(start: 0, duration: 0),
        ]
        let rect = Rect(x: 0, y: 0, width: 1, height: 1)
        let scenario: [KeyboardScenarioError] = [
            .requiresPad(device: "", scenario: ""), .splitUnsupported(device: ""),
            .keyboardNotShown(scenario: ""),
            .wrongMode(scenario: "", mode: .docked), .invalidValue(name: "", value: 0), .emptyDrag,
            .requiresVersion(feature: "", minimum: 0, profile: 0),
            .windowOutsideScreen(window: rect, screen: rect),
            .splitViewFrameMismatch(window: rect, screen: rect, fitsRotated: false), .notFirstShowSinceLaunch,
            .keyboardAboveScreen(
                keyboardHeight: 0, accessoryHeight: 0, top: 0, screenHeight: 0, culprit: .accessoryHeight),
        ]
        let warnings: [KeyboardWarning] = [
            .fieldAlreadyFocused(field: ""), .keyboardNotShown(scenario: ""),
            .alreadyInState(scenario: "", state: ""),
            .nothingTo(scenario: "", reason: "", action: ""),
            .noVisibleEffect(scenario: "", reason: ""),
            .unavailableInVersion(feature: "", since: 0, profile: 0),
            .runsBeforeVersion(feature: "", since: 0, profile: 0),
            .onlyInVersions(feature: "", versions: 0...1, profile: 0),
            .deviceNeverRanVersion(device: "", version: 0, supported: 0...1),
            .traitsApplyAtNextFocus(field: ""),
            .firstShowPatternNotApplicable(reason: ""),
            .windowBackToFullScreen(feature: "", since: 0, profile: 0),
            .beginHeightEqualsEnd(height: 0),
        ]
        let simulation: [SimulationError] = [
            .unknownDevice(id: "", suggestions: []), .unknownView(""), .unknownConstraint(""),
            .invalidViewName(""), .scenario(.emptyDrag), .layout(.zeroMultiplier), .techniqueNotInstalled(""),
            .missingConstraint(technique: ""),
            .notABottomConstraint(constraint: "", view: ""),
            .notAScrollView(""), .notATableView(""), .tableView(.rowOutOfRange(row: 0, numberOfRows: 0)),
            .interrupted(frame: 0, time: 0),
            .keyboardBeingDragged(KeyboardDragProgress(position: 1, positions: 1, framesToRelease: 1)),
            .rotationInProgress(
                RotationProgress(
                    from: .portrait, to: .landscape, isShowing: false, lastNotification: nil, framesToEnd: 1,
                    secondsToEnd: 0)),
            .comparisonOverBudget(
                ComparisonOverrun(bound: .frames, limit: 0, amount: 0, copies: 0, views: 0, frames: 0)),
        ]
        let table: [TableViewError] = [.rowOutOfRange(row: 0, numberOfRows: 0)]
        let profile: [ProfileSwitchError] = [
            .unknownSwitch(key: "", suggestions: []), .invalidValue(key: "", value: .word(""), expected: ""),
        ]
        let script: [ScriptFile.Problem] = [
            .empty, .missing, .directory, .notRegular, .unreadable(""), .tooLarge(0),
            .binary(offset: 0, line: 1, column: 1), .utf16(""), .kernelFile,
        ]
        let recording: [RecordingReadError.Problem] = [
            .empty, .unexpected(found: "", expected: ""), .notANumber(found: "", column: ""),
            .outOfRange(found: ""),
            .missingField(column: "", fields: 0), .unknownColumn(name: "", available: []),
            .timeNotIncreasing(time: 0, previous: 0), .tooManySamples(limit: 0),
            .tooFewSamples(count: 0, minimum: 0),
            .tooLong(seconds: 0, limit: 0), .frameRateNeeded, .scaleNeeded(column: ""),
            .nestedTooDeeply(limit: 0),
            .noSamples(found: ""),
        ]
        return solver.map { "SolverError." + name($0) } + layout.map { "LayoutError." + name($0) }
            + animation.map { "AnimationError." + name($0) }
            + scenario.map { "KeyboardScenarioError." + name($0) }
            + warnings.map { "KeyboardWarning." + name($0) }
            + simulation.map { "SimulationError." + name($0) } + table.map { "TableViewError." + name($0) }
            + profile.map { "ProfileSwitchError." + name($0) }
            + script.map { "ScriptFile.Problem." + name($0) }
            + recording.map { "RecordingReadError.Problem." + name($0) }
            + ["UnknownDeviceError"]
    }
}
