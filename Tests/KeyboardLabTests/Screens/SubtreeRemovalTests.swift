import XCTest

@testable import KeyboardLab

/// Removing a view: UIKit drops the constraints that relate the removed subtree to views outside it
/// and keeps those among the subtree's own views. Apple's sentence ("Calling this method removes
/// any constraints that refer to the view you are removing, or that refer to any view in the
/// subtree", `removeFromSuperview()` reference) reads wider, but a constraint is held by its
/// items' nearest common ancestor and only those held outside the subtree go with the removal
/// (FLKAutoLayout #4 found the superview's constraints on the removed view gone): the rule.
final class SubtreeRemovalTests: XCTestCase {
    func testConstraintsWhollyInsideTheSubtreeStayActiveAndApplyOnReentry() throws {
        let window = LayoutFixtures.iPhone15Pro()
        let root = window.rootView
        let card = View(name: "card")
        let badge = View(name: "badge")
        root.addSubview(card)
        card.addSubview(badge)
        let outside = card.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor)
        let inside = [
            badge.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 8),
            badge.topAnchor.constraint(equalTo: card.topAnchor, constant: 8),
            badge.widthAnchor.constraint(equalToConstant: 24),
            badge.heightAnchor.constraint(equalTo: badge.widthAnchor),
        ]
        try LayoutConstraint.activate(
            [
                outside, card.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                card.widthAnchor.constraint(equalToConstant: 200),
                card.heightAnchor.constraint(equalToConstant: 100),
            ]
                + inside)
        window.layoutIfNeeded()
        XCTAssertEqual(badge.frame, Rect(x: 8, y: 8, width: 24, height: 24))

        card.removeFromSuperview()
        XCTAssertFalse(outside.isActive)
        XCTAssertTrue(inside.allSatisfy(\.isActive))
        XCTAssertFalse(window.constraints().contains { $0 === inside[0] })

        // Back in the window with new outer constraints: the badge is placed by the kept ones.
        root.addSubview(card)
        try LayoutConstraint.activate([
            card.topAnchor.constraint(equalTo: root.topAnchor, constant: 300),
            card.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 50),
        ])
        window.layoutIfNeeded()
        XCTAssertEqual(card.frame, Rect(x: 50, y: 300, width: 200, height: 100))
        XCTAssertEqual(badge.frame, Rect(x: 8, y: 8, width: 24, height: 24))
        XCTAssertTrue(window.constraints().contains { $0 === inside[1] })
    }

    /// Deactivating a kept constraint while its subtree is out of the window really deactivates it.
    func testDeactivatingAKeptConstraintWhileDetached() throws {
        let window = LayoutFixtures.iPhone15Pro()
        let card = View(name: "card")
        let badge = View(name: "badge")
        window.rootView.addSubview(card)
        card.addSubview(badge)
        let width = badge.widthAnchor.constraint(equalTo: card.widthAnchor, multiplier: 0.5)
        try width.activate()
        card.removeFromSuperview()
        XCTAssertTrue(width.isActive)
        width.deactivate()
        XCTAssertFalse(width.isActive)
        window.rootView.addSubview(card)
        window.layoutIfNeeded()
        XCTAssertFalse(window.constraints().contains { $0 === width })
    }
}
