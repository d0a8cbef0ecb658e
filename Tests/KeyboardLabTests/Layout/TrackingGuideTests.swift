import XCTest

@testable import KeyboardLab

/// UITrackingLayoutGuide on the keyboard layout guide (facts §6, Apple's UITrackingLayoutGuide
/// pages and header comments). iPhone 15 Pro: 393×852; the guide resting off screen is
/// (0 818; 393×34), so it is near the bottom, leading and trailing edges and away from the top.
final class TrackingGuideTests: XCTestCase {
    private var window: Window?

    /// Two alternative constraints on a 100-pt box: `below` hangs it under the guide, `above`
    /// stands it on the guide; neither is active to start with.
    private func scene() throws -> (KeyboardLayoutGuide, below: LayoutConstraint, above: LayoutConstraint) {
        let window = LayoutFixtures.iPhone15Pro()
        self.window = window
        let root = window.rootView
        let box = View(name: "box")
        root.addSubview(box)
        let guide = root.keyboardLayoutGuide
        try LayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            box.widthAnchor.constraint(equalToConstant: 100),
            box.heightAnchor.constraint(equalToConstant: 100),
        ])
        let below = box.topAnchor.constraint(equalTo: guide.bottomAnchor)
        let above = box.bottomAnchor.constraint(equalTo: guide.topAnchor)
        return (guide, below, above)
    }

    func test_trackingNeedsFollowsUndockedKeyboard_facts6() throws {
        let (guide, below, above) = try scene()
        guide.setConstraints([below], activeWhenNearEdge: .top)
        guide.setConstraints([above], activeWhenAwayFrom: .top)
        XCTAssertFalse(below.isActive)
        XCTAssertFalse(above.isActive, "followsUndockedKeyboard is false: nothing is tracked yet")
        guide.followsUndockedKeyboard = true
        XCTAssertFalse(below.isActive)
        XCTAssertTrue(above.isActive, "resting at y 818: away from the top")
    }

    /// A floating keyboard's rectangle (40 0; 320×260; 33 pt from the trailing edge) touches the top: the near-top constraint
    /// takes over; moved down to y 300 (> 20 pt) it is away again. The box follows: its top at
    /// 260 (guide bottom), then its bottom at 300 (guide top).
    func test_nearTopActivates_awayFromTopDeactivates() throws {
        let (guide, below, above) = try scene()
        guide.followsUndockedKeyboard = true
        guide.setConstraints([below], activeWhenNearEdge: .top)
        guide.setConstraints([above], activeWhenAwayFrom: .top)
        guide.setKeyboardFrame(Rect(x: 40, y: 0, width: 320, height: 260))
        XCTAssertEqual(guide.nearEdges, [.top])
        XCTAssertTrue(below.isActive)
        XCTAssertFalse(above.isActive)
        window?.layoutIfNeeded()
        XCTAssertEqual(below.firstItem.owningView?.frame.minY, 260)
        guide.setKeyboardFrame(Rect(x: 40, y: 300, width: 320, height: 260))
        XCTAssertFalse(below.isActive)
        XCTAssertTrue(above.isActive)
        window?.layoutIfNeeded()
        XCTAssertEqual(below.firstItem.owningView?.frame.maxY, 300)
    }

    /// The threshold: 20 pt by default (ours; UIKit's is undocumented). y 20 is near, 21 is not.
    func test_nearThreshold() throws {
        let (guide, below, _) = try scene()
        guide.followsUndockedKeyboard = true
        guide.setConstraints([below], activeWhenNearEdge: .top)
        guide.setKeyboardFrame(Rect(x: 40, y: 20, width: 320, height: 260))
        XCTAssertTrue(below.isActive)
        guide.setKeyboardFrame(Rect(x: 40, y: 21, width: 320, height: 260))
        XCTAssertFalse(below.isActive)
        guide.nearEdgeThreshold = 30
        XCTAssertTrue(below.isActive)
    }

    /// Header comments: an empty (nil) near list deactivates the edge's constraints and stops
    /// tracking; an empty away list only stops tracking; removeAllTrackedConstraints() activates
    /// and deactivates nothing.
    func test_clearingSemantics() throws {
        let (guide, below, above) = try scene()
        guide.followsUndockedKeyboard = true
        guide.setConstraints([above], activeWhenAwayFrom: .top)
        XCTAssertTrue(above.isActive)
        guide.setConstraints([], activeWhenAwayFrom: .top)
        XCTAssertTrue(above.isActive)
        XCTAssertEqual(guide.constraints(activeWhenAwayFrom: .top).count, 0)
        above.deactivate()

        guide.setConstraints([below], activeWhenNearEdge: .bottom)
        XCTAssertTrue(below.isActive)
        XCTAssertEqual(guide.constraints(activeWhenNearEdge: .bottom).count, 1)
        guide.setConstraints([], activeWhenNearEdge: .bottom)
        XCTAssertFalse(below.isActive)

        guide.setConstraints([below], activeWhenNearEdge: .bottom)
        guide.removeAllTrackedConstraints()
        XCTAssertTrue(below.isActive)
        XCTAssertFalse(guide.hasTrackedConstraints)
        guide.setKeyboardFrame(Rect(x: 40, y: 0, width: 320, height: 260))
        XCTAssertTrue(below.isActive, "no longer tracked: moving the guide leaves it alone")
    }
}
