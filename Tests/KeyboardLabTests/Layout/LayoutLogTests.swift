import XCTest

@testable import KeyboardLab

/// The window's log of layout issues keeps its newest entries (issue 34: a session that keeps
/// re-breaking a constraint grew it without end), and a reader that remembers `issueCount`
/// still finds exactly what came after.
final class LayoutLogTests: XCTestCase {
    func test_theLogKeepsItsNewestIssuesAndCountsThemAll() {
        let window = Window(screen: Screen(size: Size(width: 393, height: 852)))
        let total = Window.maximumLoggedIssues + Window.maximumLoggedIssues / 8 + 11
        for index in 0..<total { window.report(.note("issue \(index)")) }
        XCTAssertEqual(window.issueCount, total)
        // Trimmed back to the bound when it passed it by more than an eighth (on the 112,501st),
        // then 10 more came.
        XCTAssertEqual(window.log.count, Window.maximumLoggedIssues + 10)
        XCTAssertEqual(window.log.last?.description, "Note: issue \(total - 1)")
        let recent = window.issues(since: total - 3).map(\.description)
        XCTAssertEqual(
            recent, ["Note: issue \(total - 3)", "Note: issue \(total - 2)", "Note: issue \(total - 1)"])
        XCTAssertTrue(window.issues(since: total).isEmpty)
        // Asked for issues already dropped: what is kept, from the oldest.
        XCTAssertEqual(window.issues(since: 0).first?.description, "Note: issue \(total - window.log.count)")
    }

    /// A conflict reported by a layout pass comes through `issues(since:)` as the shell reads it.
    func test_aConflictIsReadAfterTheCountTakenBefore() throws {
        let window = Window(screen: Screen(size: Size(width: 393, height: 852)))
        let box = View(name: "box")
        window.rootView.addSubview(box)
        try box.heightAnchor.constraint(equalToConstant: 50).activate()
        window.layoutIfNeeded()
        let before = window.issueCount
        try box.heightAnchor.constraint(equalToConstant: 20).activate()
        window.layoutIfNeeded()
        let fresh = window.issues(since: before)
        XCTAssertEqual(fresh.count, 1)
        guard case .unsatisfiable(let report)? = fresh.first else { return XCTFail("\(fresh)") }
        XCTAssertEqual(report.broken.constant, 20, "the newer height is broken")
    }
}
