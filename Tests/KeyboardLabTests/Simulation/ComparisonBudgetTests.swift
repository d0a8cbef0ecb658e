import XCTest

@testable import KeyboardLab

/// A comparison's budget: lanes play scenario by scenario, each on its own clock, what is left
/// shared among the lanes still to play a scenario, and the comparison stops before the first
/// frame past it. Frame counts from facts §4.2: a show and a hide each move
/// for 0.5 s, 30 frames at 60 Hz. A chat scene has two views, the root and the bar.
final class ComparisonBudgetTests: XCTestCase {
    private func lanes(_ count: Int) throws -> [Simulator] {
        try (0..<count).map { _ in try KeyboardReference.chatScene() }
    }

    private func overrun(_ budget: ComparisonBudget, lanes count: Int) throws -> ComparisonOverrun? {
        let meter = ComparisonMeter(budget: budget)
        let played = try lanes(count)
        do throws(SimulationError) {
            try Simulator.play(played, scenarios: [.show(field: "input"), .hide], meter: meter)
            return nil
        } catch {
            guard case .comparisonOverBudget(let overrun) = error else {
                XCTFail("\(error)")
                return nil
            }
            return overrun
        }
    }

    /// Two lanes of two views over a show and a hide: 2 · 60 = 120 frames and 2 · 2 · 60 = 240
    /// views' frames. Exactly that is allowed, and the meter says what was spent.
    func testABudgetOfExactlyWhatIsPlayedIsEnough() throws {
        let meter = ComparisonMeter(budget: ComparisonBudget(frames: 120, viewFrames: 240))
        let spans = try Simulator.play(try lanes(2), scenarios: [.show(field: "input"), .hide], meter: meter)
        let lane = [ScenarioSpan(startFrame: 0, frames: 30), ScenarioSpan(startFrame: 30, frames: 30)]
        XCTAssertEqual(spans, [lane, lane])
        XCTAssertEqual(meter.frames, 120)
        XCTAssertEqual(meter.viewFrames, 240)
    }

    /// One view-frame less: the hide may last (239 − 120) / 4 = 29 frames, and its 30th, which
    /// would make 240, is not played.
    func testOneViewFrameLessStopsTheHideBeforeItsLastFrame() throws {
        let found = try overrun(ComparisonBudget(frames: 1000, viewFrames: 239), lanes: 2)
        let overrun = try XCTUnwrap(found)
        XCTAssertEqual(
            overrun,
            ComparisonOverrun(bound: .viewFrames, limit: 239, amount: 240, copies: 2, views: 4, frames: 60))
        XCTAssertEqual(
            overrun.description,
            "compare would record 240 view-frames (2 views × 2 copies × 60 frames); at most 239")
    }

    /// One frame less: (119 − 60) / 2 = 29 frames for the hide.
    func testOneFrameLessStopsTheHideBeforeItsLastFrame() throws {
        let overrun = try XCTUnwrap(try overrun(ComparisonBudget(frames: 119, viewFrames: 10_000), lanes: 2))
        XCTAssertEqual(
            overrun.description, "compare would play 120 frames (2 copies × 60 frames); at most 119")
    }

    /// A budget smaller than the first scenario stops it too, and one lane is one copy.
    func testTheFirstScenarioIsMetered() throws {
        let overrun = try XCTUnwrap(try overrun(ComparisonBudget(frames: 10, viewFrames: 10_000), lanes: 1))
        XCTAssertEqual(overrun.description, "compare would play 11 frames (1 copy × 11 frames); at most 10")
    }
}
