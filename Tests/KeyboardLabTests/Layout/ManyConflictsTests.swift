import XCTest

@testable import KeyboardLab

/// Many conflicting required constraints: each is found, reported once and broken in one layout
/// pass; a broken constraint comes back only when something it conflicted with changes. The
/// work is counted in scratch solvers (each conflict search builds one, and a probe per round),
/// not timed: before, every change re-installed and re-broke every broken constraint, and a
/// pass broke at most 64.
final class ManyConflictsTests: XCTestCase {
    private var window: Window?

    private func reports(_ window: Window) -> [ConflictReport] {
        window.log.compactMap {
            if case .unsatisfiable(let report) = $0 { return report }
            return nil
        }
    }

    /// `box.top == root.top + i` for i = 1…n, a width, a left and a height: the first top
    /// holds, the n - 1 others each conflict with it alone.
    private func pinnedBox(_ n: Int) throws -> (Window, View, [LayoutConstraint], LayoutConstraint) {
        let window = Window(screen: Screen(size: Size(width: 400, height: 800)))
        self.window = window
        let root = window.rootView
        let box = View(name: "box")
        root.addSubview(box)
        let tops = (1...n).map { box.topAnchor.constraint(equalTo: root.topAnchor, constant: Double($0)) }
        let width = box.widthAnchor.constraint(equalToConstant: 10)
        try LayoutConstraint.activate(
            [
                box.leftAnchor.constraint(equalTo: root.leftAnchor), width,
                box.heightAnchor.constraint(equalToConstant: 10),
            ] + tops)
        return (window, box, tops, width)
    }

    func test_everyConflictIsBrokenInOnePass() throws {
        let n = 300
        let (window, box, tops, _) = try pinnedBox(n)
        window.layoutIfNeeded()
        XCTAssertEqual(box.frame.minY, 1, "the first top, activated first, holds")
        XCTAssertFalse(tops[0].isBroken)
        XCTAssertEqual(tops.dropFirst().filter(\.isBroken).count, n - 1, "more than the old 64 a pass")
        let found = reports(window)
        XCTAssertEqual(found.count, n - 1, "each conflict reported once")
        for (index, report) in found.enumerated() {
            XCTAssertTrue(report.broken === tops[index + 1])
            XCTAssertEqual(report.constraints.count, 2, "the minimal set: the two tops")
            XCTAssertTrue(report.constraints.contains { $0 === tops[0] })
        }
        // Each constraint is installed alone into a system that holds, so it is the culprit
        // when a conflict shows: one neighbourhood search per conflict, and no probe.
        XCTAssertEqual(window.statistics.scratchSolvers, n - 1)
    }

    func test_anUnrelatedChangeRetriesNothing() throws {
        let (window, box, _, width) = try pinnedBox(200)
        window.layoutIfNeeded()
        let before = (window.log.count, window.statistics.scratchSolvers)
        for step in 1...6 {
            width.constant = Double(10 + step)
            window.layoutIfNeeded()
            XCTAssertEqual(box.frame.width, Double(10 + step))
        }
        let other = box.heightAnchor.constraint(lessThanOrEqualToConstant: 500)
        try other.activate()
        window.layoutIfNeeded()
        other.deactivate()
        window.layoutIfNeeded()
        XCTAssertEqual(window.log.count, before.0, "no conflict re-reported after changes outside it")
        XCTAssertEqual(window.statistics.scratchSolvers, before.1, "no conflict searched again")
    }

    /// Deactivating the top that held frees the next: it holds, and the rest are broken
    /// against it (each reported again, with the new partner).
    func test_removingThePartnerRestoresTheNext() throws {
        let n = 200
        let (window, box, tops, _) = try pinnedBox(n)
        window.layoutIfNeeded()
        let earlier = reports(window).count
        tops[0].deactivate()
        window.layoutIfNeeded()
        XCTAssertEqual(box.frame.minY, 2)
        XCTAssertFalse(tops[1].isBroken)
        XCTAssertEqual(tops.dropFirst(2).filter(\.isBroken).count, n - 2)
        let again = reports(window).dropFirst(earlier)
        XCTAssertEqual(again.count, n - 2)
        XCTAssertTrue(again.allSatisfy { $0.constraints.contains { $0 === tops[1] } })
        // Broken again against tops[1]: only a change to it frees them now.
        tops[0].constant = 99
        let count = window.log.count
        window.layoutIfNeeded()
        XCTAssertEqual(window.log.count, count)
        tops[1].constant = 7
        window.layoutIfNeeded()
        XCTAssertEqual(box.frame.minY, 7, "the top that holds follows its constant")
        XCTAssertFalse(tops[6].isBroken, "top + 7 now agrees with it")
        XCTAssertEqual(
            tops.filter(\.isBroken).count, n - 3, "all but tops[1] and tops[6] (tops[0] is inactive)")
    }

    /// Changing the constraint that won to agree with the broken one frees it, with no new report.
    func test_aPartnersConstantChangeFreesTheBrokenOne() throws {
        let window = Window(screen: Screen(size: Size(width: 400, height: 800)))
        self.window = window
        let box = View(name: "box")
        window.rootView.addSubview(box)
        let ten = box.heightAnchor.constraint(equalToConstant: 10)
        let twenty = box.heightAnchor.constraint(equalToConstant: 20)
        try LayoutConstraint.activate([
            box.leftAnchor.constraint(equalTo: window.rootView.leftAnchor),
            box.topAnchor.constraint(equalTo: window.rootView.topAnchor),
            box.widthAnchor.constraint(equalToConstant: 10), ten, twenty,
        ])
        window.layoutIfNeeded()
        XCTAssertTrue(twenty.isBroken)
        XCTAssertEqual(box.frame.height, 10)
        ten.constant = 20
        window.layoutIfNeeded()
        XCTAssertFalse(twenty.isBroken)
        XCTAssertEqual(box.frame.height, 20)
        XCTAssertEqual(reports(window).count, 1)
        // And back: the later one breaks again, reported a second time.
        ten.constant = 10
        window.layoutIfNeeded()
        XCTAssertTrue(twenty.isBroken)
        XCTAssertEqual(box.frame.height, 10)
        XCTAssertEqual(reports(window).count, 2)
    }
}

/// Ctrl-C during a layout pass with thousands of new constraints: the pass stops between
/// constraints (every `interruptionStride`), keeps the rest active and pending, and the next
/// pass goes on with them.
final class InterruptedLayoutTests: XCTestCase {
    func test_aLayoutPassStopsBetweenConstraintsAndTheNextGoesOn() throws {
        let window = Window(screen: Screen(size: Size(width: 400, height: 800)))
        let flag = Interruption()
        window.interruption = flag
        let root = window.rootView
        let box = View(name: "box")
        root.addSubview(box)
        try LayoutConstraint.activate([
            box.leftAnchor.constraint(equalTo: root.leftAnchor),
            box.widthAnchor.constraint(equalToConstant: 10),
            box.heightAnchor.constraint(equalToConstant: 10),
        ])
        window.layoutIfNeeded()
        let n = 1000
        let tops = (1...n).map { box.topAnchor.constraint(equalTo: root.topAnchor, constant: Double($0)) }
        try LayoutConstraint.activate(tops)
        flag.request()
        window.layoutIfNeeded()
        XCTAssertTrue(window.layoutIsIncomplete)
        let handled = tops.filter { $0.isBroken }.count + 1  // the first holds
        XCTAssertEqual(handled, LayoutEngine.interruptionStride, "stopped at the first look at the flag")
        XCTAssertTrue(tops.allSatisfy(\.isActive), "the rest stay active")
        XCTAssertEqual(box.frame.minY, 1)

        flag.reset()
        window.layoutIfNeeded()
        XCTAssertFalse(window.layoutIsIncomplete)
        XCTAssertEqual(tops.filter(\.isBroken).count, n - 1)
        XCTAssertEqual(box.frame.minY, 1)
    }
}
