import XCTest

@testable import KeyboardLab

/// Probes and tracking remember the view they read (a name lookup walks the whole tree every
/// frame otherwise), but a view that left the window is looked up again by name.
final class ProbeLookupTests: XCTestCase {
    func testProbeFollowsARemovedAndReplacedView() throws {
        let sim = try Simulator(deviceID: "iphone-15")
        try sim.addView(named: "a", frame: Rect(x: 0, y: 100, width: 10, height: 20))
        try sim.addProbe(.view("a", .maxY, .presentation), named: "a.maxY")
        XCTAssertEqual(sim.samples.rows.last?.values, [120])
        try sim.view(named: "a").removeFromSuperview()
        sim.step()
        XCTAssertEqual(sim.samples.rows.last?.values.first?.isNaN, true, "a removed view reads NaN")
        try sim.addView(named: "a", frame: Rect(x: 0, y: 300, width: 10, height: 5))
        sim.step()
        XCTAssertEqual(sim.samples.rows.last?.values, [305], "the new view named a")
    }

    func testTrackingFollowsAReplacedView() throws {
        let sim = try Simulator(deviceID: "iphone-15")
        try sim.addView(named: "bar", frame: Rect(x: 0, y: 700, width: 393, height: 52))
        let recorder = try sim.startTracking(view: "bar")
        try sim.view(named: "bar").removeFromSuperview()
        try sim.addView(named: "bar", frame: Rect(x: 0, y: 500, width: 393, height: 52))
        sim.step()
        // The keyboard is off screen at the screen's bottom (852): gap 852 − 552.
        XCTAssertEqual(recorder.snapshots.last?.gap, 852 - 552)
    }
}

/// Every kind of `FrameQuantity` read on a scene worked by hand: an iPhone 15 (393×852 pt,
/// home-indicator inset 34) with a view at (0, 100; 10×20) and the keyboard hidden, its frame
/// below the screen (its top at 852).
final class FrameQuantityTests: XCTestCase {
    func testEachQuantityReadsItsValue() throws {
        let sim = try Simulator(deviceID: "iphone-15")
        try sim.addView(named: "box", frame: Rect(x: 0, y: 100, width: 10, height: 20))
        let expected: [(FrameQuantity, Double)] = [
            (.time, 0),
            (.view("box", .minX, .presentation), 0), (.view("box", .minY, .model), 100),
            (.view("box", .maxX, .presentation), 10), (.view("box", .maxY, .model), 120),
            (.view("box", .midX, .presentation), 5), (.view("box", .midY, .presentation), 110),
            (.view("box", .width, .presentation), 10), (.view("box", .height, .model), 20),
            (.keyboard(.minY, .presentation), 852), (.keyboard(.minY, .model), 852),
            // The guide at rest covers the home-indicator inset: 852 - 34.
            (.keyboardGuide(.minY), 818), (.keyboardGuide(.height), 34),
            (.gap(view: "box", .presentation), 852 - 120), (.gap(view: "box", .model), 852 - 120),
            (.alpha(view: "box", .presentation), 1), (.translation(view: "box", .y, .model), 0),
        ]
        for (index, (quantity, _)) in expected.enumerated() {
            try sim.addProbe(quantity, named: "q\(index)")
        }
        let row = try XCTUnwrap(sim.samples.rows.last)
        for (index, (quantity, value)) in expected.enumerated() {
            XCTAssertEqual(row.values[index], value, "\(quantity)")
        }
        XCTAssertEqual(sim.samples.columns, expected.indices.map { "q\($0)" })
    }
}
