import Foundation
import LabShell
import XCTest

/// At a 50-column terminal the `keyboard` report, `explain` and `tour` prose fit: prose wraps
/// at the help width (48, the terminal's less a margin) and a long report line breaks at a
/// space to the width, its later part indented four spaces.
final class NarrowTerminalTests: XCTestCase {
    func test_keyboardReport_breaksItsDeviceLine() {
        let harness = SessionHarness()
        harness.session.terminal.width = 50
        let output = runScript("device iphone-15\nkeyboard", harness: harness)
        XCTAssertTrue(output.allSatisfy { $0.count <= 50 }, output.joined(separator: "\n"))
        // docs/Devices.md: the iPhone 15 class is "iPhone 15 / 15 Pro / 16 / 14 Pro (6.1-inch)".
        let device = output.firstIndex { $0.hasPrefix("device ") }
        XCTAssertNotNil(device)
        if let device {
            XCTAssertTrue(output[device + 1].hasPrefix("    "), output[device + 1])
            let joined = output[device...].prefix(2).map { $0.trimmingCharacters(in: .whitespaces) }
            XCTAssertTrue(
                joined.joined(separator: " ").contains("(iPhone 15 / 15 Pro / 16 / 14 Pro (6.1-inch))"))
        }
    }

    func test_tourAndExplain_fit() {
        let harness = SessionHarness()
        harness.session.terminal.width = 50
        let tour = runScript("tour 1", harness: harness)
        XCTAssertFalse(tour.isEmpty)
        // The prose and the closing line fit; the typed commands' own output is theirs.
        let prose = tour.filter { !$0.hasPrefix("kblab> ") && !$0.hasPrefix("  ...> ") && !$0.contains("  ") }
        XCTAssertTrue(prose.allSatisfy { $0.count <= 50 }, prose.joined(separator: "\n"))
        let explain = runScript(
            "text-field input\nconstraint input.bottom == safe.bottom\nconstraint input.height == 52\nexplain input",
            harness: SessionHarness())
        let narrow = SessionHarness()
        narrow.session.terminal.width = 50
        let fitted = runScript(
            "text-field input\nconstraint input.bottom == safe.bottom\nconstraint input.height == 52\nexplain input",
            harness: narrow)
        XCTAssertTrue(fitted.allSatisfy { $0.count <= 50 }, fitted.joined(separator: "\n"))
        // Nothing lost: the same words, in the same order.
        XCTAssertEqual(
            fitted.joined(separator: " ").split(separator: " "),
            explain.joined(separator: " ").split(separator: " "))
    }

    /// Breaks by hand: at 24 columns "device       iphone-15 (iPhone 15)" (34) keeps its first
    /// spaces and breaks after "iphone-15" (22); a word longer than the width stands alone.
    func test_fittedBreaksAtSpaces() {
        let harness = SessionHarness()
        harness.session.terminal.width = 24
        harness.session.printFitted("device       iphone-15 (iPhone 15)")
        harness.session.printFitted("  abcdefghijklmnopqrstuvwxyz end")
        XCTAssertEqual(
            harness.sink.transcript,
            ["device       iphone-15", "    (iPhone 15)", "  abcdefghijklmnopqrstuvwxyz", "      end"])
    }
}
