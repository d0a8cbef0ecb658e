import XCTest

@testable import LabShell

/// The help lines of range errors, each value worked out by hand from the range the message
/// states (docs/Errors.md) and the value the script gives.
final class RangeHelpTests: XCTestCase {
    /// The first error's help line for `script`.
    private func help(_ script: String, file: StaticString = #filePath, line: UInt = #line) -> String? {
        let result = SessionHarness().run(script)
        XCTAssertFalse(result.diagnostics.isEmpty, "the script ran without error", file: file, line: line)
        return result.diagnostics.first?.suggestion
    }

    func test_aValuePastAnEndIsClampedToIt() {
        // 0…3600 seconds: 5000 is past the top, -1 below the bottom.
        XCTAssertEqual(help("animate 5000 do\nend"), "the nearest allowed value is 3600")
        XCTAssertEqual(help("animate 1 delay -1 do\nend"), "the nearest allowed value is 0")
        // alpha 0…1.
        XCTAssertEqual(help("view box\nbox.alpha = 2"), "the nearest allowed value is 1")
        // At most 10,000,000 points either way: the sign is kept.
        XCTAssertEqual(help("view box\ntranslate box 0 -2e7"), "the nearest allowed value is -10000000")
        // set decimals takes 0…10.
        XCTAssertEqual(help("set decimals 99"), "the nearest allowed value is 10")
    }

    func test_theHelpIsPrintedUnderTheError() {
        let harness = SessionHarness()
        let printed = harness.output("run 5000")
        XCTAssertEqual(
            printed.last, "help: the nearest allowed value is 3600", printed.joined(separator: "\n"))
    }

    func test_aWholeNumberIsRounded() {
        // '<<' takes whole numbers: 1.5 rounds to 2 (half away from zero).
        XCTAssertEqual(help("let x = 1.5 << 2"), "the nearest allowed value is 2")
        // A profile's curve is a whole number 0…15.
        XCTAssertEqual(help("profile set curve 20"), "the nearest allowed value is 15")
    }

    func test_theNearestValueComesFromWhatElseWasGiven() {
        // The origin is at 9,000,000 and may go to 10,000,000: dy is at most 1,000,000.
        XCTAssertEqual(
            help("view box frame 0 9000000 10 10\nmove box dy 9000000"),
            "the nearest allowed value is 1000000")
        // A keyframe starting at 0.5 ends by 1 with a length of at most 0.5; one at 0.7, 0.3.
        XCTAssertEqual(
            help("animate-keyframes 1 do\nkeyframe 0.5 0.9 do\nend\nend"), "the nearest allowed length is 0.5"
        )
        XCTAssertEqual(
            help("animate-keyframes 1 do\nkeyframe 0.7 0.6 do\nend\nend"), "the nearest allowed length is 0.3"
        )
        // 1 << 53 is 2^53, the largest whole number a double holds; 3 << 51 is 1.5 · 2^52 (below
        // 2^53), 3 << 52 is 1.5 · 2^53 (above).
        XCTAssertEqual(help("let x = 1 << 70"), "the nearest allowed value is 53")
        XCTAssertEqual(
            help("let x = 3 << 60"), "the result is at most 2^53; the largest shift of 3 is 51")
    }

    func test_theValueAtFaultIsNamedAndPointedAt() {
        // plot: width 10…400, height 3…100; the width is fine, so the height is at fault.
        let result = SessionHarness().run("plot width 50 height 200")
        XCTAssertEqual(result.diagnostics.first?.suggestion, "the nearest allowed height is 100")
        XCTAssertEqual(result.diagnostics.first?.column, 22)  // "plot width 50 height " is 21 characters
        // A spring's bounce is in (-1, 1].
        XCTAssertEqual(help("set-curve spring duration 0.5 bounce 2"), "the nearest allowed bounce is 1")
        // The third of the heights is below 0.
        let heights = SessionHarness().run("third-party-keyboard 0 216 -5")
        XCTAssertEqual(heights.diagnostics.first?.suggestion, "the nearest allowed value is 0")
        XCTAssertEqual(heights.diagnostics.first?.column, 28)  // "third-party-keyboard 0 216 " is 27
    }

    func test_anEndLeftOutGivesTheRangeAndAnExample() {
        // "must be positive": no positive number is nearest 0, so the range and an example.
        XCTAssertEqual(
            help("animator a create 1 damping 0"), "use a number above 0, at most 1000000, e.g. 1")
        // No number at all: the range, and the profile's current curve (7 since iOS 7) as the example.
        XCTAssertEqual(help("profile set curve banana"), "use a whole number from 0 to 15, e.g. 7")
    }

    func test_theLimitsOfDoublesAndOfNesting() {
        XCTAssertEqual(help("let x = 1e300 * 1e300"), Diagnostic.doubleLimitHelp)
        XCTAssertEqual(help("let x = 1e999"), "the nearest allowed value is 1.7976931348623157e+308")
        XCTAssertEqual(help(#"solver var x\#nsolver add x == 1 "strong""#), "write it without quotes: strong")
        XCTAssertEqual(
            help("third-party-keyboard " + Array(repeating: "1", count: 102).joined(separator: " ")),
            "102 were given; drop 2 of them")
    }

    func test_allowedRangeNearest() {
        let whole = AllowedRange(wholeNumbers: 1...100_000)
        XCTAssertEqual(whole.nearest(to: 0), 1)
        XCTAssertEqual(whole.nearest(to: 2.4), 2)
        XCTAssertEqual(whole.nearest(to: 1e9), 100_000)
        XCTAssertNil(whole.nearest(to: .nan))
        let positive = AllowedRange.above(0, atMost: 60, example: 0.25)
        XCTAssertNil(positive.nearest(to: 0), "no positive number is nearest 0")
        XCTAssertEqual(positive.nearest(to: 100), 60)
        XCTAssertEqual(positive.nearest(to: .infinity), 60)
        XCTAssertFalse(positive.contains(0))
        XCTAssertTrue(positive.contains(60))
        XCTAssertEqual(positive.help(for: -3), "use a number above 0, at most 60, e.g. 0.25")
        XCTAssertEqual(AllowedRange(0...1).help(for: nil), "use a number from 0 to 1, e.g. 0.5")
        let atLeast = AllowedRange(lower: .included(0), upper: nil, isWhole: true, example: 5)
        XCTAssertEqual(atLeast.help(for: -1), "the nearest allowed value is 0")
        XCTAssertEqual(atLeast.help(for: .nan), "use a whole number of at least 0, e.g. 5")
        // Ranges of numbers take fractions (a half-point height, a half alpha).
        XCTAssertTrue(AllowedRange.alpha.contains(0.5))
        XCTAssertTrue(AllowedRange.keyboardHeight.contains(216.5))
        XCTAssertFalse(whole.contains(2.5))
        // 2^53 in full, not 9.007199254740992e+15.
        XCTAssertEqual(AllowedRange.text(9_007_199_254_740_992), "9007199254740992")
    }
}
