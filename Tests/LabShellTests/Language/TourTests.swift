import Foundation
import XCTest

@testable import LabShell

/// `tour`: every step runs without error in a lab of its own, and the numbers its explanation
/// gives are the ones its commands printed. The expected numbers are worked out here from the
/// facts, independently of the engine: iPhone 15 (852 screen, 393 wide, 336 keyboard, 34 safe
/// bottom, facts §10.1–§10.2) and the keyboard spring p(t) = 1 − e^(−ω₀t)(1 + ω₀t),
/// ω₀ = √(1000/3), cut at 0.5 s (facts §4.2), 60 Hz.
final class TourTests: XCTestCase {
    private func f(_ value: Double, _ places: Int = 2) -> String { String(format: "%.\(places)f", value) }

    /// Per step: lines its commands must print exactly, and numbers its text must give.
    private var expectations: [(printed: [String], told: [String])] {
        let p15 = keyboardProgress(0.25)
        let p5 = keyboardProgress(5.0 / 60)
        return [
            (
                // At 80 columns the notifications table comes in two panels, both keyed by #.
                [
                    "4     30  500.00  keyboardDidShow          (0 852; 393×336)  (0 516; 393×336)",
                    "4      0.25      7  1      (196.5 1020)  (196.5 684)  (0 0; 393×336)",
                ],
                ["\(852 - 336)", "(196.5 684)", "\(516 + 336 / 2)", "500 ms", "0.25"]
            ),
            (
                ["0.25 \(f(852 - 336 * p15))"],
                [f(p15, 5), f(852 - 336 * p15), f(852 - 336 * p15 - 516), "500 ms"]
            ),
            (
                ["\(f(852 - 336 * p5)) \(f(818 - 302 * p5))", "852 516"],
                [f(p5, 5), f(852 - 336 * p5), f(818 - 302 * p5), "\(336 - 34)", "852", "516"]
            ),
            (["482", "818"], ["\(818 - 336)", "818", "516"]),
            (["482 34", "146 370"], ["\(818 - 336)", "\(818 - 2 * 336)", "\(516 - (818 - 2 * 336))"]),
            (["482 34", "516 0"], ["\(818 - 336)", "34", "\(336 - 34)", "\(818 - (336 - 34))"]),
            (
                ["818", "\(f(852 - 336 * p15)) \(f(818 - 302 * p15))", "516"],
                ["\(852 - 34)", f(818 - 302 * p15), f(852 - 336 * p15), f(34 * (1 - p15)), "516"]
            ),
            (["650 650", "818"], ["500, 650, 700", "516", "650", "50 ms", "700", "818"]),
        ]
    }

    func test_everyStepPrintsTheNumbersItsTextGives() {
        XCTAssertEqual(Tour.steps.count, expectations.count)
        for (index, step) in Tour.steps.enumerated() {
            let expected = expectations[index]
            // The commands alone, in a fresh session, as the tour types them.
            let harness = SessionHarness()
            var diagnostics: [Diagnostic] = []
            for case .type(let lines) in step.beats {
                for line in lines { diagnostics += harness.session.feed(line, name: "tour", lineNumber: 1) }
            }
            XCTAssertEqual(diagnostics.map(\.message), [], "step \(index + 1)")
            let printed = harness.sink.transcript
            for line in expected.printed {
                XCTAssertTrue(
                    printed.contains(line), "step \(index + 1) did not print '\(line)':\n\(printed)")
            }
            let told = step.beats.compactMap { beat -> String? in
                if case .say(let text) = beat { return text }
                return nil
            }.joined(separator: " ")
            for number in expected.told {
                XCTAssertTrue(told.contains(number), "step \(index + 1)'s text does not say \(number)")
            }
        }
    }

    func test_tourRunsEachStepThroughTheCommandWithoutError() {
        for number in 1...Tour.steps.count {
            let harness = SessionHarness()
            let result = harness.run("tour \(number)")
            XCTAssertEqual(result.exitStatus, 0, "tour \(number): \(harness.sink.errors)")
            XCTAssertEqual(
                harness.sink.lines.first,
                "Tour \(number) of \(Tour.steps.count): \(Tour.steps[number - 1].title)")
            // Commands are shown as typed at the prompt, blocks with the continuation prompt.
            XCTAssertTrue(harness.sink.lines.contains("kblab> device iphone-15"), "tour \(number)")
        }
        let blocks = SessionHarness()
        blocks.run("tour 3")
        XCTAssertTrue(blocks.sink.lines.contains("  ...>   async do"), "\(blocks.sink.lines)")
    }

    func test_tourStartsAtOneAndNextGoesOnToTheEnd() {
        let harness = SessionHarness()
        XCTAssertEqual(harness.output("tour").first, "Tour 1 of 8: what the notifications carry")
        XCTAssertEqual(harness.output("tour next").first, "Tour 2 of 8: curve 7 against the nominal 0.25 s")
        XCTAssertEqual(harness.output("tour 7").first, "Tour 7 of 8: the keyboard layout guide")
        XCTAssertEqual(harness.output("tour next").first, "Tour 8 of 8: interactive dismissal")
        XCTAssertEqual(
            harness.output("tour next"),
            ["The tour is over. 'tour 1' starts it again; 'tour list' lists the steps."])
        XCTAssertEqual(harness.output("tour next").first, "Tour 1 of 8: what the notifications carry")
        let list = harness.output("tour list")
        XCTAssertEqual(list.count, 9)
        XCTAssertEqual(list.first, "  1  what the notifications carry")
    }

    func test_aStepLeavesTheUsersSessionAlone() {
        let harness = SessionHarness()
        harness.run("device ipad-pro-11\nview box frame 0 0 10 10\nlet h = 7")
        XCTAssertEqual(harness.run("tour 5").exitStatus, 0)
        XCTAssertEqual(quantity("box.maxY", in: harness), 10)
        XCTAssertEqual(quantity("notifications.count", in: harness), 0)
        XCTAssertEqual(harness.run("expect h == 7").exitStatus, 0)
        XCTAssertEqual(harness.output("device").first?.hasPrefix("ipad-pro-11"), true)
        // `tour` is not part of what `save` writes.
        let path = NSTemporaryDirectory() + "kblab-tour-save-\(UUID().uuidString).kbl"
        addTeardownBlock { try? FileManager.default.removeItem(atPath: path) }
        harness.run("save \(path)")
        XCTAssertFalse((try? String(contentsOfFile: path, encoding: .utf8))?.contains("tour") ?? true)
    }

    func test_aStepThatDoesNotExistSaysWhichDo() {
        let harness = SessionHarness()
        for bad in ["tour 9", "tour 0", "tour 2.5"] {
            let d = harness.run(bad).diagnostics.first
            XCTAssertEqual(d?.suggestion, "steps are 1…8; 'tour list' lists them", bad)
        }
        XCTAssertEqual(harness.run("tour 9").diagnostics.first?.message, "there is no tour step 9")
        // Printed as every diagnostic is: the line, then a caret under the step number.
        for (typed, column, caret) in [
            ("tour 0", 6, "     ^"), ("tour 2.5", 6, "     ^~~"), ("tour   9", 8, "       ^"),
        ] {
            harness.sink.clear()
            harness.run(typed)
            XCTAssertEqual(
                harness.sink.errors,
                [
                    "test.kbl:1:\(column): error: there is no tour step \(typed.split(separator: " ")[1])",
                    typed, caret, "help: steps are 1…8; 'tour list' lists them",
                ])
        }
    }
}
