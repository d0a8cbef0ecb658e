import Foundation
import LabShell
import XCTest

/// Every catalogued error that states a range or a limit ("0…3600", "at most", "must be
/// positive", "too large") prints a help line saying how to get inside it, as the other common
/// errors do.
extension ErrorCatalogueTests {
    /// Says a range, a bound or a limit: digits either side of `…` or `–`, a comparison sign, a
    /// bound in words. Read from the message and its expected part (`; expected 0…63`).
    static func statesARange(_ text: String) -> Bool {
        text.contains(
            #/\d…|…\d|\d–\d|[≤≥]|at most \d|at least|positive|too (large|many|deep)|out of range|outside \d|from -?\d[\d.]* to|past \d|end at \d|\d or more/#
        )
    }

    func test_everyErrorThatStatesARangePrintsAHelpLine() throws {
        let page = try String(contentsOfFile: SessionHarness.packageRoot + "/docs/Errors.md", encoding: .utf8)
        var checked = 0
        for entry in Self.entries(page) {
            guard case .error = entry.expected else { continue }
            let harness = SessionHarness()
            let result = harness.run(entry.example.joined(separator: "\n"))
            guard let first = result.diagnostics.first,
                Self.statesARange(first.message + " " + (first.expected ?? ""))
            else { continue }
            checked += 1
            let at = "docs/Errors.md:\(entry.pageLine) '\(entry.heading)'"
            XCTAssertNotNil(first.suggestion, "\(at): states a range but gives no help")
            XCTAssertTrue(
                harness.sink.transcript.contains { $0.hasPrefix("help: ") },
                "\(at): no help: line printed:\n" + harness.sink.transcript.joined(separator: "\n"))
        }
        // The page had 61 such entries when this test was written (45 of them without help then):
        // far fewer means the test stopped finding them, not that they went away.
        XCTAssertGreaterThanOrEqual(checked, 55, "the range errors of the catalogue were not found")
    }

    /// The classifier itself: a range is seen, an error without one is not.
    func test_rangeWordsFindRangesOnly() {
        for text in [
            "a duration is 0…3600 seconds", "a damping ratio must be positive",
            "a shift of 70 bits is too large",
            "a frame needs a size ≥ 0", "priority 0 is outside 1…1000",
            "rows must be a whole number from 0 to 10000000",
            "a constant is a finite number of at most 10,000,000 points", "expected 0 or more",
        ] {
            XCTAssertTrue(Self.statesARange(text), text)
        }
        for text in [
            "unknown variable 'midd'", "'options' given twice", "a variable (let NAME = …)",
            "division by zero",
            "each of delay DELAY at most once",
        ] {
            XCTAssertFalse(Self.statesARange(text), text)
        }
    }
}
