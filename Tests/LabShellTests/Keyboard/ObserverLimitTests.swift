import KeyboardLab
import XCTest

@testable import LabShell

/// A handler that registers handlers doubles them on every post: bounded by the registration
/// limit (docs/Shell.md, Limits), with its errors capped, never a hang or a blow-up. The counts
/// below follow from the posting order (a show posts keyboardWillChangeFrame, keyboardWillShow,
/// keyboardDidChangeFrame, keyboardDidShow; a hide the four Hide ones: docs/Facts.md §1.2) and
/// the centre's snapshot rule (an observer added during a post receives the next post only).
final class ObserverLimitTests: XCTestCase {
    private func center(_ harness: SessionHarness) -> KeyboardNotificationCenter {
        harness.session.state(LabState.self).simulator.notificationCenter
    }

    /// `on all do on all do print 1 end end`: the outer handler adds one inner handler per post.
    /// Show: posts 1–4 find 0, 1, 2, 3 inner handlers (6 prints), 5 registrations after it.
    /// Hide: posts 5–8 find 4, 5, 6, 7 (22 prints), 9 registrations.
    func test_aHandlerRegisteringAHandlerAddsOnePerPost() {
        let harness = SessionHarness()
        harness.run("on all do\non all do\nprint 1\nend\nend", mode: .interactive)
        XCTAssertEqual(center(harness).registrationCount, 1)
        var printed = harness.output("show-keyboard", mode: .interactive).filter { $0 == "1" }
        XCTAssertEqual(printed.count, 6)
        XCTAssertEqual(center(harness).registrationCount, 5)
        printed = harness.output("hide-keyboard", mode: .interactive).filter { $0 == "1" }
        XCTAssertEqual(printed.count, 22)
        XCTAssertEqual(center(harness).registrationCount, 9)
    }

    /// Sixteen nested `on all` double the handlers on every post: one command's handlers may
    /// register at most 100 (issue 34), each further attempt an error, 20 of them shown and the
    /// rest counted in one line, and the session goes on. The registrations' own limit, 10,000
    /// at once, holds for handlers registered at the top level too.
    func test_nestedHandlersStopAtTheRegistrationLimit() {
        let harness = SessionHarness()
        let nested =
            String(repeating: "on all do\n", count: 16) + "print 1\n"
            + String(repeating: "end\n", count: 16)
        harness.run(nested, mode: .interactive)
        let message =
            "handlers registered more than 100 handlers, display links and pan targets for one command"
        var result = RunResult()
        rounds: for _ in 0..<10 {
            for command in ["show-keyboard", "hide-keyboard"] {
                let before = center(harness).registrationCount
                result = harness.run(command, mode: .interactive)
                XCTAssertLessThanOrEqual(center(harness).registrationCount - before, 100, command)
                if result.diagnostics.contains(where: { $0.message == message }) { break rounds }
            }
        }
        XCTAssertTrue(
            result.diagnostics.contains { $0.message == message }, "\(result.diagnostics.map(\.message))")
        // Per top-level statement: at most 20 handler errors, then one line counting the rest.
        XCTAssertLessThanOrEqual(result.diagnostics.count, 21)
        XCTAssertTrue(
            result.diagnostics.contains { $0.message.hasSuffix("more errors in handlers, not shown") },
            "\(result.diagnostics.map(\.message))")
        XCTAssertEqual(harness.output("set decimals 3\nset decimals"), ["decimals 3"])
        harness.run("unobserve all", mode: .interactive)
        harness.run(String(repeating: "on willShow do print 1\n", count: 10_000), mode: .interactive)
        XCTAssertEqual(center(harness).registrationCount, 10_000)
        // `observe` meets the same limit, at its notification argument.
        let refused = harness.run("observe willShow as late", mode: .interactive)
        XCTAssertEqual(refused.diagnostics.map(\.message), ["observer limit reached: 10000 are registered"])
        XCTAssertEqual(refused.diagnostics.first?.column, 9)
    }

    /// Observers that observe nothing any more are forgotten past 10,000, a tenth at a time;
    /// a label made twice names the first.
    func test_removedObserversAreForgottenPastTheLimit() {
        let observers = KeyboardObservers()
        let first = observers.entry(making: "kept")
        observers.add(KeyboardObservers.Entry(label: "kept"))
        XCTAssertTrue(observers.entry("kept") === first)
        for _ in 0..<9_999 { _ = observers.entry(making: nil) }
        // 10,001 entries: down to 9,000, the newest kept, the oldest ("kept" among them) gone.
        XCTAssertEqual(observers.entries.count, 9_000)
        XCTAssertNil(observers.entry("kept"))
        XCTAssertNil(observers.entry("o1"))
        XCTAssertNotNil(observers.entry("o9999"))
        XCTAssertTrue(observers.entries.last === observers.entry("o9999"))
    }

    /// Deliveries are shared out: 1000 each up to 100 observers, then 100,000 / count, never
    /// under 10.
    func test_deliveriesKeptPerObserverShrinkWithTheirNumber() {
        let observers = KeyboardObservers()
        for _ in 0..<100 { _ = observers.entry(making: nil) }
        XCTAssertEqual(observers.keptPerObserver, 1000)
        for _ in 0..<100 { _ = observers.entry(making: nil) }
        XCTAssertEqual(observers.keptPerObserver, 500)
        for _ in 0..<9_800 { _ = observers.entry(making: nil) }
        XCTAssertEqual(observers.keptPerObserver, 10)
    }
}
