import XCTest

@testable import KeyboardLab

/// The engine builds its own constraints as values and reports refusals as values: no
/// constraint text is printed and read back on the way (issue 30).
final class ConstraintValueTests: XCTestCase {
    /// A bar of 52.125 pt (a height no two-decimal text keeps) is 52.125 pt tall. The input bar
    /// used to be written as text with two decimals (`input.height == 52.12`), so it came out
    /// 52.12. On an iPhone 15 (852 pt tall, 34 pt home-indicator inset) its bottom sits on the safe
    /// area's bottom, 852 - 34 = 818, so its top is 818 - 52.125 = 765.875.
    func test_theInputBarKeepsTheHeightItWasGiven() throws {
        let sim = try Simulator(deviceID: "iphone-15")
        let bar = try sim.addInputBar(height: 52.125)
        sim.layoutIfNeeded()
        XCTAssertEqual(bar.frame.height, 52.125)
        XCTAssertEqual(bar.frame.minY, 765.875)
        let height = try XCTUnwrap(
            sim.window.constraints().first { $0.firstAttribute == .height && $0.firstItem === bar })
        XCTAssertEqual(height.constant, 52.125)

        // A scene description's bar is the same bar.
        let cell = try SceneDescription(device: sim.device).addingInputBar(height: 52.125).makeSimulator()
        XCTAssertEqual(try cell.view(named: "input").frame.height, 52.125)
        XCTAssertEqual(try cell.view(named: "input").frame.minY, 765.875)
    }

    /// A refused constraint reaches the caller as the layout error itself, its culprit named.
    func test_aRefusedConstraintIsTheLayoutError() throws {
        let sim = try Simulator(deviceID: "iphone-15")
        let spec = ConstraintSpec(
            firstItem: "ghost", firstAttribute: .top, relation: .equal, secondItem: "safe",
            secondAttribute: .top)
        XCTAssertThrowsError(try sim.addConstraint(spec)) { error in
            XCTAssertEqual(error as? SimulationError, .layout(.unknownItem("ghost")))
        }
        _ = try sim.addView(named: "box")
        let location = ConstraintSpec(firstItem: "box", firstAttribute: .top, relation: .equal, constant: 8)
        XCTAssertThrowsError(try sim.addConstraint(location)) { error in
            XCTAssertEqual(error as? SimulationError, .layout(.locationWithConstant(.top)))
        }
    }
}
