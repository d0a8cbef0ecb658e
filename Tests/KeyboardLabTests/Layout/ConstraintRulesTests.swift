import XCTest

@testable import KeyboardLab

/// The rules UIKit enforces with exceptions, here typed errors: attribute pairing, locations
/// against constants, priority ranges and the required/optional mutation rule.
final class ConstraintRulesTests: XCTestCase {
    /// Keeps the scene's window (which owns the root view) alive for the test.
    private var window: Window?

    private func scene() -> (Window, a: View, b: View) {
        let window = Window(screen: Screen(size: Size(width: 393, height: 852)))
        let a = View(name: "a")
        let b = View(name: "b")
        window.rootView.addSubview(a)
        window.rootView.addSubview(b)
        self.window = window
        return (window, a, b)
    }

    func test_pairingRules() throws {
        let (_, a, b) = scene()
        func make(_ x: LayoutAttribute, _ y: LayoutAttribute?, _ other: View?, multiplier: Double = 1) throws
        {
            _ = try LayoutConstraint(
                item: a, attribute: x, relatedBy: .equal, toItem: other, attribute: y, multiplier: multiplier)
        }
        XCTAssertThrowsError(try make(.leading, .left, b)) {
            guard case LayoutError.invalidPairing = $0 else { return XCTFail("\($0)") }
        }
        XCTAssertThrowsError(try make(.top, .left, b))
        XCTAssertThrowsError(try make(.width, .left, b))
        XCTAssertThrowsError(try make(.top, nil, nil)) {
            XCTAssertEqual($0 as? LayoutError, .locationWithConstant(.top))
        }
        XCTAssertThrowsError(try make(.top, .top, b, multiplier: 0)) {
            XCTAssertEqual($0 as? LayoutError, .zeroMultiplier)
        }
        // Allowed: aspect ratio across axes, centre with leading, a dimension against a constant.
        XCTAssertNoThrow(try make(.width, .height, b, multiplier: 2))
        XCTAssertNoThrow(try make(.centerX, .leading, b))
        XCTAssertNoThrow(try make(.height, nil, nil))
    }

    func test_priorityRange() throws {
        let (_, a, _) = scene()
        let c = a.heightAnchor.constraint(equalToConstant: 10)
        XCTAssertThrowsError(try c.setPriority(0)) { XCTAssertEqual($0 as? LayoutError, .invalidPriority(0)) }
        XCTAssertThrowsError(try c.setPriority(1001))
        XCTAssertNoThrow(try c.setPriority(1))
        XCTAssertEqual(LayoutPriority.required.rawValue, 1000)
        XCTAssertEqual(LayoutPriority.defaultHigh.rawValue, 750)
        XCTAssertEqual(LayoutPriority.defaultLow.rawValue, 250)
        XCTAssertEqual(LayoutPriority.fittingSizeLevel.rawValue, 50)
    }

    /// Inactive constraints may change freely; active ones may not cross 1000, and the error
    /// carries UIKit's exception text. The constraint keeps its old priority.
    func test_requiredOptionalMutationWhileActive() throws {
        let (_, a, _) = scene()
        let c = a.heightAnchor.constraint(equalToConstant: 10)
        try c.setPriority(250)
        try c.setPriority(.required)
        try c.activate()
        XCTAssertThrowsError(try c.setPriority(999)) { error in
            XCTAssertEqual(
                error as? LayoutError,
                .priorityMutation(constraint: "a.height == 10", from: 1000, to: 999))
            XCTAssertTrue(
                "\(error)".hasPrefix(
                    "Mutating a priority from required to not on an installed constraint (or vice-versa) is "
                        + "not supported.  You passed priority 999 and the existing priority was 1000."))
        }
        XCTAssertEqual(c.priority, .required)
        c.deactivate()
        try c.setPriority(750)
        try c.activate()
        XCTAssertThrowsError(try c.setPriority(.required))
        XCTAssertNoThrow(try c.setPriority(250))
        XCTAssertEqual(c.priority, .defaultLow)
    }

    func test_activationNeedsOneWindow() throws {
        let (window, a, _) = scene()
        let loose = View(name: "loose")
        XCTAssertThrowsError(try a.topAnchor.constraint(equalTo: loose.topAnchor).activate()) {
            guard case LayoutError.noCommonAncestor = $0 else { return XCTFail("\($0)") }
        }
        let other = Window(screen: Screen(size: Size(width: 393, height: 852)))
        let stranger = View(name: "stranger")
        other.rootView.addSubview(stranger)
        XCTAssertThrowsError(try a.topAnchor.constraint(equalTo: stranger.topAnchor).activate())
        // All or none: one bad constraint keeps the good one inactive.
        let good = a.topAnchor.constraint(equalTo: window.rootView.topAnchor)
        XCTAssertThrowsError(
            try LayoutConstraint.activate([good, a.topAnchor.constraint(equalTo: loose.topAnchor)]))
        XCTAssertFalse(good.isActive)
    }

    /// The lab's rule: activating a constraint whose first item is a view turns off that view's
    /// autoresizing translation unless it was set by hand; second items are left alone.
    func test_autoresizingTranslationRule() throws {
        let (window, a, b) = scene()
        XCTAssertTrue(a.translatesAutoresizingMaskIntoConstraints)
        try a.topAnchor.constraint(equalTo: b.bottomAnchor).activate()
        XCTAssertFalse(a.translatesAutoresizingMaskIntoConstraints)
        XCTAssertTrue(b.translatesAutoresizingMaskIntoConstraints)
        let c = View(name: "c")
        window.rootView.addSubview(c)
        c.translatesAutoresizingMaskIntoConstraints = true
        try c.heightAnchor.constraint(equalToConstant: 4).activate()
        XCTAssertTrue(c.translatesAutoresizingMaskIntoConstraints)
        XCTAssertEqual(window.constraints().count, 2)
    }

    func test_removingAViewDeactivatesItsConstraints() throws {
        let (window, a, b) = scene()
        let c = a.topAnchor.constraint(equalTo: b.bottomAnchor)
        try c.activate()
        b.removeFromSuperview()
        XCTAssertFalse(c.isActive)
        XCTAssertTrue(window.constraints().isEmpty)
    }
}

/// Numbers the solver cannot use never reach it.
final class NonFiniteNumberTests: XCTestCase {
    func test_nanAndInfinityAreRefused() throws {
        let window = Window(screen: Screen(size: Size(width: 100, height: 100)))
        let a = View(name: "a", frame: Rect(x: 1, y: 2, width: 3, height: 4))
        window.rootView.addSubview(a)
        XCTAssertThrowsError(try a.heightAnchor.constraint(equalToConstant: .nan).activate()) {
            XCTAssertEqual($0 as? LayoutError, .nonFiniteNumber)
        }
        let c = a.widthAnchor.constraint(equalToConstant: 10)
        try c.activate()
        c.constant = .infinity
        XCTAssertEqual(c.constant, 10)
        a.frame = Rect(x: .nan, y: 0, width: 1, height: 1)
        XCTAssertEqual(a.frame, Rect(x: 1, y: 2, width: 3, height: 4))
    }
}
