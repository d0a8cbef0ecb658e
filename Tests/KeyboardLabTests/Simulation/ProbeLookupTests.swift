import XCTest

@testable import KeyboardLab

/// Probes and tracking remember the view they read (a name lookup walks the whole tree every
/// frame otherwise), but a view that left the window is looked up again by name.
final class ProbeLookupTests: XCTestCase {
    func testProbeFollowsARemovedAndReplacedView() throws {
        let sim = try Simulator(deviceID: "iphone-15")
        try sim.addView(named: "a", frame: Rect(x: 0, y: 100, width: 10, height: 20))
        try sim.addProbe(named: "a.maxY")
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
