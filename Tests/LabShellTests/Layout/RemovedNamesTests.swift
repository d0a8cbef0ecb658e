import XCTest

@testable import LabShell

/// What `remove` takes away is named as such later: UIKit's removeFromSuperview deactivates the
/// constraints between the removed views and the rest (docs/Layout.md), and the shell forgets
/// them; an assignment to one said "cannot assign to 'bottom.constant'; expected … a property
/// such as bottom.constant", citing the refused target as the example.
final class RemovedNamesTests: XCTestCase {
    private let chatBar = """
        text-field input
        constraint bottom: input.bottom == safe.bottom
        remove input
        """
    private let gone = "constraint 'bottom' no longer exists: it was removed with its view 'input'"

    func test_aConstraintRemovedWithItsViewIsNamedAsSuchWhereverItIsUsed() {
        for marked in [
            "1️⃣bottom.constant = 5", "1️⃣bottom.constant += 5", "1️⃣bottom.isActive = false",
            "constant 1️⃣bottom 5", "priority 1️⃣bottom 500", "activate 1️⃣bottom", "print 1️⃣bottom.constant",
            "expect 1️⃣bottom.constant == 0",
        ] {
            let input = MarkedText(marked)
            let harness = SessionHarness()
            harness.run(chatBar)
            let d = harness.run(input.text).diagnostics.first
            XCTAssertEqual(d?.message, gone, marked)
            XCTAssertEqual(d?.column, input.column, marked)
            XCTAssertEqual(d?.category, .runtime, marked)
        }
        // Through a superview: the view `remove` named is said too.
        let harness = SessionHarness()
        harness.run(
            "view card\ntext-field input in card\nconstraint bottom: input.bottom == safe.bottom\nremove card"
        )
        XCTAssertEqual(
            harness.run("bottom.constant = 5").diagnostics.first?.message,
            "constraint 'bottom' no longer exists: it was removed with its view 'input' (remove card)")
        XCTAssertEqual(
            harness.run("move input dy 5").diagnostics.first?.message,
            "view 'input' no longer exists: it was removed (remove card)")
        XCTAssertEqual(
            harness.run("print card.minY").diagnostics.first?.message,
            "view 'card' no longer exists: it was removed")
        // Made again, the names are the new objects'.
        XCTAssertEqual(
            harness.run(
                "text-field input\nconstraint bottom: input.bottom == safe.bottom\nbottom.constant = -5"
            )
            .diagnostics, [])
        XCTAssertEqual(harness.output("print bottom.constant"), ["-5"])
    }

    /// A refused assignment never offers its own target as the example of what can be assigned,
    /// and a constraint's member on a name that is none is an unknown constraint.
    func test_aRefusedTargetIsNeverItsOwnExample() {
        let harness = SessionHarness()
        for target in ["input.alpha", "input.center.x", "input.frame.origin.y", "nothing", "root.frame.q"] {
            let d = harness.run("\(target) = 1").diagnostics.first
            XCTAssertEqual(d?.message, "cannot assign to '\(target)'", target)
            XCTAssertEqual(d?.expected?.contains(target), false, d?.expected ?? target)
            XCTAssertEqual(d?.expected?.hasPrefix("a variable made with let, or a property such as "), true)
        }
        let never = harness.run("bottom.constant = 5").diagnostics.first
        XCTAssertEqual(never?.message, "unknown constraint 'bottom'")
        XCTAssertEqual(never?.column, 1)
        for name in ["input.maxY", "input.frame"] {
            let d = harness.run("print \(name)").diagnostics.first
            XCTAssertEqual(d?.message, "unknown name '\(name)'")
            XCTAssertEqual(d?.expected?.contains(name), false, d?.expected ?? name)
        }
    }

    /// A handler whose body names what `remove` takes away would fail on every post: the
    /// removal warns, once, naming the handler and how to remove it. A technique's handlers are
    /// covered by the binding's own warning; an unobserved handler, raw text (`echo input`),
    /// strings and members after a `.` name nothing.
    func test_removeWarnsOfTheHandlersThatNameWhatItTakesAway() {
        let harness = SessionHarness()
        harness.run(
            """
            text-field input
            constraint bottom: input.bottom == safe.bottom
            on willShow as kb do
              if note.isLocal do
                constant bottom = -(note.frameEnd.height - 34)
              end
            end
            on willHide block do echo input left; print "bottom"; print root.frame.origin.y
            on display-link as dl do let y = input.maxY
            """)
        harness.sink.clear()
        harness.run("remove input")
        XCTAssertEqual(
            harness.sink.warnings,
            [
                "warning: the keyboardWillShow handler registered at test.kbl:3:1 names bottom, which remove input "
                    + "took away: the handler will fail where it uses it (unobserve kb removes it)",
                "warning: the display-link handler registered at test.kbl:9:1 names input, which remove input "
                    + "took away: the handler will fail where it uses it (unobserve dl removes it)",
            ])
        // Unobserved, a handler is forgotten with its registration.
        harness.run(
            "unobserve kb\nunobserve dl\ntext-field input\nconstraint bottom: input.bottom == safe.bottom")
        harness.sink.clear()
        harness.run("remove input")
        XCTAssertEqual(harness.sink.warnings, [])
        // A block registration is removed by its token.
        harness.run("text-field input\non willShow block do print input.maxY")
        harness.sink.clear()
        harness.run("remove input")
        XCTAssertEqual(
            harness.sink.warnings.first?.hasSuffix("(unobserve token 2 removes it)"), true,
            "\(harness.sink.warnings)")
    }

    func test_theRecordKeepsAtLeastTheLastThousandNames() {
        var record = RemovedNames()
        let entry = RemovedNames.Entry(kind: .view, view: "v", removedWith: "v")
        for index in 0..<5000 { record.record("v\(index)", entry) }
        XCTAssertLessThanOrEqual(record.count, 2 * RemovedNames.kept)
        for index in 4000..<5000 { XCTAssertEqual(record.entry("v\(index)"), entry, "v\(index)") }
        XCTAssertNil(record.entry("v0"))
    }
}
