import XCTest

@testable import KeyboardLab

/// The documented bounds on views and constraints (Window.maximumViews, maximumConstraints),
/// checked on a window whose bounds are lowered so the test stays small.
final class LayoutLimitTests: XCTestCase {
    func testTheBoundsAreTheDocumentedOnes() {
        XCTAssertEqual(Window.maximumViews, 10_000)
        XCTAssertEqual(Window.maximumConstraints, 100_000)
    }

    /// The root counts as a view: with a bound of 3, two views fit and the third is refused.
    func testTheViewBound() throws {
        let sim = try Simulator(deviceID: "iphone-15")
        sim.window.viewLimit = 3
        try sim.addView(named: "a")
        try sim.addView(named: "b")
        XCTAssertEqual(sim.window.viewCount, 3)
        XCTAssertThrowsError(try sim.addView(named: "c")) { error in
            XCTAssertEqual(
                error as? SimulationError, .layout(.tooManyViews(limit: 3)))
        }
        try sim.view(named: "a").removeFromSuperview()
        XCTAssertEqual(sim.window.viewCount, 2)
        XCTAssertNoThrow(try sim.addView(named: "c"), "room again after a removal")
    }

    /// Activation is all or none against the bound (engine-made constraints count too).
    func testTheConstraintBound() throws {
        let sim = try Simulator(deviceID: "iphone-15")
        try sim.addView(named: "a")
        let active = sim.window.engine.activeCount
        sim.window.constraintLimit = active + 2
        let first = try sim.window.makeConstraint(ConstraintSpec(parsing: "a.width == 10"))
        let second = try sim.window.makeConstraint(ConstraintSpec(parsing: "a.height == 10"))
        let third = try sim.window.makeConstraint(ConstraintSpec(parsing: "a.top == root.top"))
        XCTAssertThrowsError(try LayoutConstraint.activate([first, second, third])) { error in
            XCTAssertEqual(error as? LayoutError, .tooManyConstraints(limit: active + 2))
        }
        XCTAssertFalse(first.isActive, "none activated")
        XCTAssertNoThrow(try LayoutConstraint.activate([first, second]))
        XCTAssertThrowsError(try third.activate()) { error in
            XCTAssertEqual(error as? LayoutError, .tooManyConstraints(limit: active + 2))
        }
        XCTAssertFalse(third.isActive)
        XCTAssertNoThrow(try first.activate(), "already active: nothing to do, nothing counted")
    }

    /// The constant's variable is named as the interpolation named it, byte for byte.
    func testTheConstantVariableName() throws {
        XCTAssertEqual(LayoutConstraint.constantName("a", "height"), "a.height.constant")
        XCTAssertEqual(LayoutConstraint.constantName("café-view", "top"), "café-view.top.constant")
        XCTAssertEqual(LayoutConstraint.constantName("", "width"), ".width.constant")
        let sim = try Simulator(deviceID: "iphone-15")
        try sim.addView(named: "input")
        let c = try sim.window.makeConstraint(ConstraintSpec(parsing: "input.bottom == safe.bottom"))
        XCTAssertEqual(c.constantVariable.name, "input.bottom.constant")
    }
}
