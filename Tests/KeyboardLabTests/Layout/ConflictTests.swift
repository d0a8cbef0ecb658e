import XCTest

@testable import KeyboardLab

/// Problems reported in UIKit's words: unsatisfiable constraints (a minimal conflicting set and
/// the one broken), ambiguity, and the explanation of a frame.
final class ConflictTests: XCTestCase {
    private var window: Window?

    private func scene(_ width: Double = 393, _ height: Double = 852) -> Window {
        let window = Window(screen: Screen(size: Size(width: width, height: height)))
        self.window = window
        return window
    }

    private func reports(_ window: Window) -> [ConflictReport] {
        window.log.compactMap {
            if case .unsatisfiable(let report) = $0 { return report }
            return nil
        }
    }

    /// Two required heights: the later one is broken, the earlier one holds, and the text is
    /// UIKit's report with the lab's constraint descriptions.
    func test_twoHeightsReportInUIKitsWords() throws {
        let window = scene()
        let box = View(name: "box")
        window.rootView.addSubview(box)
        let fifty = box.heightAnchor.constraint(equalToConstant: 50)
        let twenty = box.heightAnchor.constraint(equalToConstant: 20)
        try LayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: window.rootView.leadingAnchor),
            box.topAnchor.constraint(equalTo: window.rootView.topAnchor),
            box.widthAnchor.constraint(equalToConstant: 10),
            fifty, twenty,
        ])
        window.layoutIfNeeded()
        XCTAssertEqual(box.frame, Rect(x: 0, y: 0, width: 10, height: 50))
        XCTAssertTrue(twenty.isBroken)
        XCTAssertTrue(twenty.isActive)
        XCTAssertEqual(twenty.stateDescription, "broken")
        XCTAssertEqual(reports(window).count, 1)
        XCTAssertEqual(
            reports(window).first?.description,
            """
            Unable to simultaneously satisfy constraints.
            \tProbably at least one of the constraints in the following list is one you don't want.
            \tTry this:
            \t\t(1) look at each constraint and try to figure out which you don't expect;
            \t\t(2) find the code that added the unwanted constraint or constraints and fix it.
            (
                "box.height == 50",
                "box.height == 20"
            )

            Will attempt to recover by breaking constraint
            box.height == 20

            Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.
            """)
    }

    /// left + 10, width 100 and right − 10 cannot fit a 393-pt root (10 + 100 + 10 ≠ 393).
    /// The minimal set is those three and the root's encapsulated width (the root's left
    /// cancels out); unrelated constraints stay out. The latest user constraint (right) breaks,
    /// so a = (10, 20, 100, 30); deactivating the width restores it: width 393 − 20 = 373.
    func test_minimalSetAmongUnrelatedConstraints() throws {
        let window = scene()
        let root = window.rootView
        let a = View(name: "a")
        let b = View(name: "b")
        root.addSubview(a)
        root.addSubview(b)
        let width = a.widthAnchor.constraint(equalToConstant: 100)
        let right = a.rightAnchor.constraint(equalTo: root.rightAnchor, constant: -10)
        try LayoutConstraint.activate([
            b.leftAnchor.constraint(equalTo: root.leftAnchor), b.widthAnchor.constraint(equalToConstant: 5),
            b.topAnchor.constraint(equalTo: root.topAnchor), b.heightAnchor.constraint(equalToConstant: 5),
            a.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 10),
            a.topAnchor.constraint(equalTo: b.bottomAnchor, constant: 15),
            a.heightAnchor.constraint(equalToConstant: 30),
            width, right,
        ])
        window.layoutIfNeeded()
        let report = try XCTUnwrap(reports(window).first)
        XCTAssertEqual(
            report.constraints.map(\.description),
            [
                "UIView-Encapsulated-Layout-Width: root.width == 393",
                "a.left == root.left + 10",
                "a.width == 100",
                "a.right == root.right - 10",
            ])
        XCTAssertTrue(report.broken === right)
        XCTAssertEqual(a.frame, Rect(x: 10, y: 20, width: 100, height: 30))
        XCTAssertEqual(b.frame, Rect(x: 0, y: 0, width: 5, height: 5))

        width.deactivate()
        window.layoutIfNeeded()
        XCTAssertFalse(right.isBroken)
        XCTAssertEqual(a.frame, Rect(x: 10, y: 20, width: 373, height: 30))
        XCTAssertEqual(reports(window).count, 1)
    }

    /// The classic mistake: a view that still translates its autoresizing mask gets a width
    /// constraint. UIKit's note about NSAutoresizingMaskLayoutConstraints appears; the user's
    /// constraint is the one broken, so the frame keeps its width of 100.
    func test_autoresizingConflictMentionsTheMask() throws {
        let window = scene()
        let box = View(name: "box", frame: Rect(x: 0, y: 0, width: 100, height: 100))
        window.rootView.addSubview(box)
        box.translatesAutoresizingMaskIntoConstraints = true
        let wide = box.widthAnchor.constraint(equalToConstant: 200)
        try wide.activate()
        window.layoutIfNeeded()
        let report = try XCTUnwrap(reports(window).first)
        XCTAssertEqual(
            report.constraints.map(\.description),
            ["NSAutoresizingMaskLayoutConstraint-width: box.width == 100", "box.width == 200"])
        XCTAssertTrue(report.broken === wide)
        XCTAssertTrue(
            report.description.contains("(Note: If you're seeing NSAutoresizingMaskLayoutConstraints"))
        XCTAssertEqual(box.frame.width, 100)
    }

    /// left, top and width but no height: the height is free. An inequality leaves it free
    /// too (it can grow); an optional equality at priority 1 settles it.
    func test_ambiguityNamesTheFreeAttribute() throws {
        let window = scene()
        let root = window.rootView
        let box = View(name: "box")
        root.addSubview(box)
        try LayoutConstraint.activate([
            box.leftAnchor.constraint(equalTo: root.leftAnchor),
            box.topAnchor.constraint(equalTo: root.topAnchor),
            box.widthAnchor.constraint(equalToConstant: 10),
        ])
        XCTAssertTrue(box.hasAmbiguousLayout)
        XCTAssertEqual(window.ambiguousAttributes(of: box), [.height])
        try box.heightAnchor.constraint(greaterThanOrEqualToConstant: 10).activate()
        XCTAssertEqual(window.ambiguousAttributes(of: box), [.height])
        let weak = box.heightAnchor.constraint(equalToConstant: 30)
        try weak.setPriority(1)
        try weak.activate()
        XCTAssertFalse(box.hasAmbiguousLayout)
        XCTAssertFalse(window.rootView.hasAmbiguousLayout)
        XCTAssertTrue(window.ambiguityReport().isEmpty)
        window.layoutIfNeeded()
        XCTAssertEqual(box.frame, Rect(x: 0, y: 0, width: 10, height: 30))
    }

    /// A view with only a size has a free position on both axes; the report lists it.
    func test_ambiguityReportListsViews() throws {
        let window = scene()
        let box = View(name: "box")
        window.rootView.addSubview(box)
        try LayoutConstraint.activate([
            box.widthAnchor.constraint(equalToConstant: 10), box.heightAnchor.constraint(equalToConstant: 10),
        ])
        let report = window.ambiguityReport()
        XCTAssertEqual(report.map(\.view.name), ["box"])
        XCTAssertEqual(report.first?.free, [.left, .top])
    }

    /// Why the chat input is at (0, 766, 393, 52): its own constraints, then what places the
    /// safe-area and keyboard guides, then the window's size for the root. The table's
    /// `table.bottom == input.top` places the table, not the input, so it is not listed.
    func test_explanationOfTheChatInput() throws {
        let window = LayoutFixtures.iPhone15Pro()
        self.window = window
        let (_, input) = try LayoutFixtures.chat(in: window)
        window.layoutIfNeeded()
        let explanation = window.explainFrame(of: input)
        XCTAssertEqual(
            explanation.description,
            """
            input frame (0 766; 393×52)
              horizontal:
                input.leading == safe.leading
                input.trailing == safe.trailing
                UIViewSafeAreaLayoutGuide-left: safe.left == root.left
                UIViewSafeAreaLayoutGuide-right: safe.right == root.right
                UIView-Encapsulated-Layout-Left: root.left == 0
                UIView-Encapsulated-Layout-Width: root.width == 393
              vertical:
                input.bottom == keyboard.top
                input.height == 52
                UIKeyboardLayoutGuide-bottom: keyboard.bottom == root.bottom
                UIKeyboardLayoutGuide-height: keyboard.height == 34
                UIView-Encapsulated-Layout-Top: root.top == 0
                UIView-Encapsulated-Layout-Height: root.height == 852
            """)
    }

    /// A constraint written reference-first (`safe.bottom == input.bottom`) still explains the
    /// input; a slack inequality does not.
    func test_explanationReadsReversedConstraintsAndSkipsSlackOnes() throws {
        let window = scene(400, 800)
        let root = window.rootView
        let input = View(name: "input")
        root.addSubview(input)
        try LayoutConstraint.activate([
            root.safeAreaLayoutGuide.bottomAnchor.constraint(equalTo: input.bottomAnchor),
            input.heightAnchor.constraint(equalToConstant: 40),
            input.topAnchor.constraint(greaterThanOrEqualTo: root.topAnchor),
        ])
        let vertical = input.constraintsAffectingLayout(for: .vertical).map(\.description)
        XCTAssertEqual(Array(vertical.prefix(2)), ["safe.bottom == input.bottom", "input.height == 40"])
        XCTAssertFalse(vertical.contains("input.top >= root.top"))
    }
}

/// Conflicts that appear and disappear through constant edits, among optional constraints.
final class ConflictRecoveryTests: XCTestCase {
    private var window: Window?

    /// box.height == 50 (required) and box.height <= cap: lowering cap to 20 conflicts; the
    /// cap (activated later) is broken and the box stays 50 high; raising the cap back to 80
    /// restores it without a second report. An optional height of 300 @750 never counts.
    func test_conflictFromAConstantEditAndRecovery() throws {
        let window = Window(screen: Screen(size: Size(width: 400, height: 800)))
        self.window = window
        let root = window.rootView
        let box = View(name: "box")
        root.addSubview(box)
        let cap = box.heightAnchor.constraint(lessThanOrEqualToConstant: 100)
        let tall = box.heightAnchor.constraint(equalToConstant: 300)
        try tall.setPriority(.defaultHigh)
        try LayoutConstraint.activate([
            box.leftAnchor.constraint(equalTo: root.leftAnchor),
            box.topAnchor.constraint(equalTo: root.topAnchor),
            box.widthAnchor.constraint(equalToConstant: 10),
            box.heightAnchor.constraint(greaterThanOrEqualToConstant: 50),
            cap, tall,
        ])
        window.layoutIfNeeded()
        XCTAssertEqual(box.frame.height, 100, "the optional 300 is capped at 100")
        XCTAssertTrue(window.log.isEmpty, "\(window.log)")

        cap.constant = 20
        window.layoutIfNeeded()
        XCTAssertTrue(cap.isBroken)
        XCTAssertEqual(box.frame.height, 300, "with the cap broken, the optional 300 holds")
        XCTAssertEqual(window.log.count, 1)
        guard case .unsatisfiable(let report) = window.log[0] else { return XCTFail("\(window.log)") }
        XCTAssertEqual(report.constraints.map(\.description), ["box.height >= 50", "box.height <= 20"])

        cap.constant = 80
        window.layoutIfNeeded()
        XCTAssertFalse(cap.isBroken)
        XCTAssertEqual(box.frame.height, 80)
        XCTAssertEqual(window.log.count, 1)
    }

    /// Removing a view in the middle of a chain: the rest lays out and the constraints that
    /// touched it are gone.
    func test_removingAViewKeepsTheRestLaidOut() throws {
        let window = LayoutFixtures.iPhone15Pro()
        self.window = window
        let (table, input) = try LayoutFixtures.chat(in: window)
        window.layoutIfNeeded()
        table.removeFromSuperview()
        window.layoutIfNeeded()
        XCTAssertEqual(input.frame, Rect(x: 0, y: 766, width: 393, height: 52))
        XCTAssertEqual(window.constraints().count, 4)
        XCTAssertTrue(window.log.isEmpty, "\(window.log)")
    }
}
