import XCTest

@testable import KeyboardLab

/// Nothing the lab builds outlives its owner: a simulator (what `compare` makes per technique),
/// a removed view, a removed binding. Checked with weak references after the owner is dropped.
final class LeakTests: XCTestCase {
    func testEveryTechniquesSceneIsFreed() throws {
        for technique in KeyboardTechnique.allCases {
            weak var weakSim: Simulator?
            weak var weakView: View?
            weak var weakEngine: AnimationEngine?
            try {
                let sim = try Simulator(deviceID: "iphone-15")
                try sim.addInputBar()
                try sim.bind(technique, view: "input", constraint: technique.needsConstraint ? "bottom" : nil)
                _ = try sim.startTracking(view: "input")
                try sim.perform(.show())
                sim.run()
                try sim.perform(.hide)
                sim.run()
                weakSim = sim
                weakView = try sim.view(named: "input")
                weakEngine = sim.engine
            }()
            XCTAssertNil(weakSim, "\(technique): the simulator")
            XCTAssertNil(weakView, "\(technique): the view")
            XCTAssertNil(weakEngine, "\(technique): the engine")
        }
    }

    /// A removed view, constrained or not, is freed, and its constraints with it, once the
    /// constraints it keeps for its return are deactivated.
    func testARemovedViewIsFreed() throws {
        let sim = try Simulator(deviceID: "iphone-15")
        try sim.addInputBar()
        for constraints in [
            [], ["v.height == 10"], ["b: v.bottom == safe.bottom", "v.leading == input.leading"],
        ] {
            weak var weakView: View?
            weak var weakConstraint: LayoutConstraint?
            try {
                let view = try sim.addView(named: "v", kind: .textField)
                for text in constraints { weakConstraint = try sim.addConstraint(text) }
                sim.layoutIfNeeded()
                weakView = view
                view.removeFromSuperview()
                // Constraints wholly inside it (`v.height == 10`) are kept for its return and
                // hold it (UIKit's constraints do not hold their views): let them go.
                LayoutConstraint.deactivate(view.keptConstraints)
            }()
            sim.layoutIfNeeded()
            XCTAssertNil(weakView, "\(constraints)")
            XCTAssertNil(weakConstraint, "\(constraints)")
        }
    }
}
