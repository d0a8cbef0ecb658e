import Foundation
import LabShell
import XCTest

/// What a new user meets in the first hour (issue 14), end to end with the built binary where
/// the exit status matters: a missing script is the same usage error (status 2) whichever way it
/// is run, every heading `help` prints is a help topic, and an `expect` on a view whose layout is
/// pending says to run `layout`.
extension ShellExecutableTests {
    func test_aMissingScriptIsAUsageErrorWhicheverWayItIsRun() throws {
        // docs/Shell.md: exit status 2 for "an unreadable script file".
        let direct = try run(["missing.kbl"])
        let dashC = try run(["-c", "source missing.kbl"])
        let piped = try run([], input: "source missing.kbl\n")
        let nested = try run([try script("echo before\nsource missing.kbl\necho after\n")])
        for (how, result) in [("kblab FILE", direct), ("-c", dashC), ("piped", piped), ("nested", nested)] {
            XCTAssertEqual(result.status, 2, "\(how): \(result.stderr)")
            XCTAssertTrue(result.stderr.contains("cannot read 'missing.kbl'"), "\(how): \(result.stderr)")
        }
        XCTAssertEqual(nested.stdout, "before\n")
    }

    func test_aBlockLeftOpenAtTheEndOfPipedInputIsASyntaxError() throws {
        let result = try run([], input: "on willShow do\n  echo never\n")
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("error: block not closed"), result.stderr)
    }
}

final class FirstHourSessionTests: XCTestCase {
    func test_everyGroupHeadingThatHelpPrintsIsAHelpTopic() {
        let harness = SessionHarness()
        let overview = runScript("help", harness: harness)
        let headings = overview.compactMap { line -> String? in
            guard let colon = line.firstIndex(of: ":"), !line.hasPrefix(" "), !line.hasPrefix("Type") else {
                return nil
            }
            return String(line[..<colon])
        }
        XCTAssertEqual(
            headings,
            [
                "Core", "Language", "Swift", "Solver", "Layout", "Animation", "Keyboard", "Pictures",
                "Screens", "Recordings", "Language",
            ])
        for heading in Set(headings) {
            // As printed, the heading is the group's list.
            let page = runScript("help \(heading)", harness: harness)
            XCTAssertEqual(page.first?.hasPrefix("\(heading): "), true, "help \(heading): \(page)")
            XCTAssertGreaterThan(page.count, 2, "help \(heading)")
            // In lower case too, unless a command has that name (layout, keyboard): then the
            // command's page ends by pointing at the group.
            let lower = runScript("help \(heading.lowercased())", harness: harness)
            let pointer = "'help \(heading)' lists the \(heading) group's commands."
            XCTAssertTrue(
                lower.first?.hasPrefix("\(heading): ") == true || lower.last == pointer,
                "help \(heading.lowercased()): \(lower)")
        }
        XCTAssertEqual(
            runScript("help layout", harness: harness).last,
            "'help Layout' lists the Layout group's commands.")
        // help animation lists the clock commands under its heading.
        let animation = runScript("help animation", harness: harness)
        XCTAssertTrue(animation.contains { $0.hasPrefix("  step ") }, "\(animation)")
    }

    func test_anExpectBeforeTheFirstLayoutSaysToRunLayout() {
        // Tutorial §1 before it ran `layout`: the bar's frame is still zero.
        let harness = SessionHarness()
        let result = harness.run(
            "device iphone-15\ntext-field input\nconstraint input.leading == safe.leading\n"
                + "constraint input.trailing == safe.trailing\nconstraint input.height == 52\n"
                + "constraint bottom: input.bottom == safe.bottom\nexpect input.maxY == 818")
        XCTAssertEqual(result.diagnostics.count, 1)
        XCTAssertEqual(result.diagnostics.first?.message, "expectation failed: the left side is 0.00")
        XCTAssertEqual(
            result.diagnostics.first?.suggestion, "input has not been laid out yet; run `layout`")
        // After `layout` the same check holds: 852 − 34 = 818 (facts §10.1).
        XCTAssertEqual(harness.run("layout\nexpect input.maxY == 818").diagnostics, [])
        // A later change leaves it stale again, and the hint says why.
        let stale = harness.run("constant bottom -100\nexpect input.maxY == 718")
        XCTAssertEqual(
            stale.diagnostics.first?.suggestion,
            "input has not been laid out since its constraints changed; run `layout`")
    }
}
