import XCTest

@testable import KeyboardLab

/// The timeline recorder: what the screen showed on every frame, checked against the facts
/// (facts §4.2's motion law, §3.2's iPhone 15 geometry) rather than the engine's own numbers.
final class TimelineTests: XCTestCase {
    /// iPhone 15 portrait: screen 393×852, safe area 59 top / 34 bottom (facts §3.2); the bar
    /// (52 pt) rests on the safe area's bottom, 852 − 34 = 818; the keyboard is 336 pt (§3.1).
    func testLastTransitionOfAShowOnTheLayoutGuide() throws {
        let sim = try KeyboardReference.chatScene()
        try sim.bind(.keyboardLayoutGuide, view: "input", constraint: "bottom")
        let recorder = sim.startTimeline()
        sim.step(frames: 3)  // still frames before the scenario are not part of its transition
        try sim.perform(.show(field: "input"))
        sim.run()
        sim.step(frames: 10)  // nor the still frames after it settled
        let timeline = recorder.timeline(.lastTransition)
        XCTAssertEqual(timeline.title, "show input")
        XCTAssertEqual(timeline.frames.map(\.frame), Array(3...33), "frames 3 … 33: 0.5 s at 60 Hz")
        XCTAssertEqual(timeline.deviceID, "iphone-15")
        XCTAssertEqual(timeline.frameRate, 60)
        for frame in timeline.frames {
            let t = Double(frame.frame - 3) / 60
            let keyboardMinY = 852 - 336 * KeyboardReference.keyboardProgress(t)
            XCTAssertEqual(frame.keyboard.minY, keyboardMinY, accuracy: 1e-9, "frame \(frame.frame)")
            XCTAssertEqual(frame.keyboard.height, 336)
            XCTAssertEqual(frame.screen, Rect(x: 0, y: 0, width: 393, height: 852))
            XCTAssertEqual(frame.safeArea, Rect(x: 0, y: 59, width: 393, height: 852 - 59 - 34))
            // The guide jumps to where the keyboard is going (its layout frame is a model value).
            XCTAssertEqual(frame.keyboardGuide, Rect(x: 0, y: 516, width: 393, height: 336))
            let input = try XCTUnwrap(frame.view(named: "input"))
            XCTAssertEqual(input.frame.width, 393)
            XCTAssertEqual(input.frame.height, 52)
            XCTAssertTrue(input.isTextField)
            XCTAssertEqual(input.depth, 1)
            // On the guide the bar rides the keyboard's own spring, from the safe area's bottom
            // (818, 34 above the hidden keyboard) to the keyboard's top: gap 34·(1 − p(t)).
            let gap = 34 * (1 - KeyboardReference.keyboardProgress(t))
            XCTAssertEqual(frame.gap(of: "input"), gap, accuracy: 1e-9, "frame \(frame.frame)")
        }
        XCTAssertEqual(timeline.frames.last?.keyboard.minY, 516)
        XCTAssertEqual(timeline.gapViews, ["input"])
        XCTAssertEqual(
            timeline.notifications.map(\.name),
            [.keyboardWillChangeFrame, .keyboardWillShow, .keyboardDidChangeFrame, .keyboardDidShow])
        XCTAssertTrue(timeline.provenance.contains { $0.hasPrefix("keyboard letters+QuickType 336 pt [") })
    }

    /// The classic animate-with-keyboard binding: an ease-in-out animator of 0.25 s moving the
    /// bar by the keyboard's 336 pt while the keyboard follows curve 7 (README's session).
    func testGapOfTheAnimatorBindingFollowsTheTwoCurves() throws {
        let sim = try KeyboardReference.chatScene()
        try sim.bind(.animateWithKeyboard, view: "input", constraint: "bottom")
        let recorder = sim.startTimeline()
        try sim.perform(.show(field: "input"))
        sim.run()
        let timeline = recorder.timeline(.lastTransition)
        for n in [1, 5, 10, 15, 20] {
            let frame = try XCTUnwrap(timeline.frame(number: n))
            let t = Double(n) / 60
            let keyboard = 852 - 336 * KeyboardReference.keyboardProgress(t)
            let bar = 818 - 336 * KeyboardReference.easeInOut(t, duration: 0.25)
            XCTAssertEqual(frame.gap(of: "input"), keyboard - bar, accuracy: 1e-6, "frame \(n)")
        }
        // The README's frame 5: a gap of −39.10.
        XCTAssertEqual(try XCTUnwrap(timeline.frame(number: 5)).gap(of: "input"), -39.10, accuracy: 0.005)
    }

    /// Watched probes and tracking measures come along, aligned frame by frame.
    func testQuantitiesAreAlignedWithTheFrames() throws {
        let sim = try KeyboardReference.chatScene()
        let recorder = sim.startTimeline()
        sim.step(frames: 2)
        try sim.addProbe(.keyboard(.minY, .presentation), named: "keyboard.minY")
        try sim.bind(.bindToKeyboard, view: "input")
        try sim.startTracking(view: "input")
        let watchStart = sim.frameIndex
        try sim.perform(.show(field: "input"))
        sim.run()
        let all = recorder.timeline(.all)
        XCTAssertEqual(all.frames.first?.frame, 0)
        let since = recorder.timeline(.since(frame: watchStart))
        XCTAssertEqual(since.frames.first?.frame, watchStart)
        let watched = try XCTUnwrap(since.quantity("keyboard.minY"))
        XCTAssertTrue(watched.isScreenY)
        XCTAssertEqual(watched.values.count, since.frames.count)
        for (value, frame) in zip(watched.values, since.frames) {
            XCTAssertEqual(value, frame.keyboard.minY, "frame \(frame.frame)")
        }
        // Before `watch` there is no sample: NaN, not a made-up number.
        XCTAssertTrue(try XCTUnwrap(all.quantity("keyboard.minY")).values[0].isNaN)
        let gap = try XCTUnwrap(since.quantity("gap(input)"))
        XCTAssertFalse(gap.isScreenY)
        for (value, frame) in zip(gap.values, since.frames) {
            XCTAssertEqual(value, frame.gap(of: "input"), accuracy: 1e-9)
        }
        XCTAssertNotNil(since.quantity("error(input)"))
        XCTAssertNotNil(since.quantity("input.presentation.maxY"))
        XCTAssertEqual(since.quantities.filter { $0.name == "keyboard.minY" }.count, 1, "no duplicate")
    }

    /// A scroll-bound table's gap is measured at its last row, as its tracking is: the chat pinned
    /// to the root's edges rests with the last row at 818 (above the home indicator); the inset
    /// technique adds 336 − 34 = 302 and keeps it scrolled to the bottom, so the row rides from
    /// 818 to 516 with the keyboard (852 − 336·p): gap 34·(1 − p), while the table's frame stays
    /// at 852 (a frame-based gap of −336·p). A view bound beside it keeps its frame's bottom.
    func testAScrollBoundTableIsMeasuredAtItsLastRow() throws {
        let (sim, _) = try ScreenFixtures.chat()
        try sim.bind(.inset, scrollView: "chat")
        let recorder = sim.startTimeline()
        try sim.perform(.show())
        sim.run()
        let timeline = recorder.timeline(.lastTransition)
        XCTAssertEqual(timeline.gaps, [Timeline.GapMark(view: "chat", measure: .lastRowBottom)])
        XCTAssertEqual(timeline.measure(ofGapView: "chat"), .lastRowBottom)
        XCTAssertEqual(timeline.measure(ofGapView: "nobody"), .viewBottom)
        for n in [0, 15, 30] {
            let frame = try XCTUnwrap(timeline.frame(number: n))
            let p = KeyboardReference.keyboardProgress(Double(n) / 60)
            XCTAssertEqual(frame.gapEdge(of: "chat", measure: .lastRowBottom), 818 - 302 * p, accuracy: 1e-6)
            XCTAssertEqual(frame.gap(of: "chat", measure: .lastRowBottom), 34 * (1 - p), accuracy: 1e-6)
            XCTAssertEqual(frame.gapEdge(of: "chat"), 852, "the frame's bottom, n \(n)")
        }
        // A tracker decides the edge (its gap(VIEW) is the timeline's), and names it as its table.
        try sim.startTracking(lastRowOf: "chat")
        try sim.perform(.hide)
        sim.run()
        let tracked = recorder.timeline(.lastTransition)
        XCTAssertEqual(tracked.gaps.map(\.measure), [.lastRowBottom])
        XCTAssertNotNil(tracked.quantity("chat.presentation.lastRow.maxY"))
        XCTAssertNil(tracked.quantity("chat.presentation.maxY"))
        XCTAssertEqual(try XCTUnwrap(tracked.quantity("gap(chat)")).values.last ?? .nan, 34, accuracy: 1e-9)
        // A frame without a scroll view has no content end.
        XCTAssertTrue(try XCTUnwrap(tracked.frames.last).gapEdge(of: "nobody", measure: .lastRowBottom).isNaN)
    }

    /// Memory stays bounded: a frame costs 4 items and each view 1; a 64-item recorder keeps 12
    /// frames of a one-view scene (5 items each) and says how many it dropped.
    func testCapacityDropsTheOldestFrames() throws {
        let sim = try KeyboardReference.chatScene()
        let recorder = sim.startTimeline(capacity: 64)
        sim.step(frames: 99)
        XCTAssertEqual(recorder.frames.count, 12)
        XCTAssertEqual(recorder.frames.last?.frame, 99)
        XCTAssertEqual(recorder.droppedFrames, 100 - 12)
        sim.stopTimeline(recorder)
        sim.step()
        XCTAssertEqual(recorder.frames.last?.frame, 99, "a stopped recorder records nothing")
    }

    /// A rotation (the hide-then-show storm, facts §1.7) is one transition; the screen turns in it.
    func testRotationIsOneTransitionWithTheScreenTurning() throws {
        let sim = try KeyboardReference.chatScene()
        let recorder = sim.startTimeline()
        try sim.perform(.show(field: "input"))
        sim.run()
        try sim.perform(.rotate(to: .landscape))
        sim.run()
        let timeline = recorder.timeline(.lastTransition)
        XCTAssertEqual(timeline.title, "rotate landscape")
        XCTAssertEqual(timeline.frames.first?.screen.size, Size(width: 393, height: 852))
        XCTAssertEqual(timeline.frames.last?.screen.size, Size(width: 852, height: 393))
        XCTAssertEqual(timeline.extent, Size(width: 852, height: 852))
    }

    /// Every technique's run keeps its timeline, titled with the technique.
    func testCompareRunsKeepTheirTimelines() throws {
        let runs = try Simulator.compare(
            techniques: [.keyboardLayoutGuide, .animateWithKeyboard], scenarios: [.show()], view: "input",
            constraint: "bottom",
            makeScene: { () throws(SimulationError) -> Simulator in
                let sim = try Simulator(deviceID: "iphone-15")
                try sim.addInputBar()
                return sim
            })
        XCTAssertEqual(runs.map(\.timeline.title), ["keyboard-layout-guide", "animate-with-keyboard"])
        for run in runs {
            XCTAssertEqual(run.timeline.frames.map(\.frame), Array(0...30), run.technique.rawValue)
            let error = try XCTUnwrap(run.timeline.quantity("error(input)"))
            XCTAssertEqual(error.values, run.series.rows.map(\.error))
        }
        let guide = try XCTUnwrap(runs[0].timeline.frame(number: 5))
        XCTAssertEqual(
            guide.gap(of: "input"), 34 * (1 - KeyboardReference.keyboardProgress(5.0 / 60)), accuracy: 1e-9)
    }

    /// The model layer is where things are going: mid-show the keyboard's model frame is the
    /// end frame (0 516; 393×336) while the presented one is at 852 − 336·p(t).
    func testScreenFrameOfTheModelLayer() throws {
        let sim = try KeyboardReference.chatScene()
        try sim.bind(.keyboardLayoutGuide, view: "input", constraint: "bottom")
        try sim.perform(.show(field: "input"))
        sim.step(frames: 6)
        let model = sim.screenFrame(presentation: false)
        let presented = sim.screenFrame()
        XCTAssertEqual(model.keyboard, Rect(x: 0, y: 516, width: 393, height: 336))
        XCTAssertEqual(
            presented.keyboard.minY, 852 - 336 * KeyboardReference.keyboardProgress(0.1), accuracy: 1e-9)
        XCTAssertEqual(model.view(named: "input")?.frame.maxY, 516)
        XCTAssertEqual(presented.keyboardTarget, model.keyboard)
    }
}

extension TimelineTests {
    /// A dropped frame's views go at once: the recorder held every dropped frame whole until
    /// its next compaction (after 1,024 of them), five times its capacity for 2,000 views. The
    /// 64-item recorder of a one-view scene keeps 12 frames (5 items each), so 12 views' states,
    /// after 1,000 frames as after 12.
    func testDroppedFramesHoldNoViews() throws {
        let sim = try KeyboardReference.chatScene()
        let recorder = sim.startTimeline(capacity: 64)
        sim.step(frames: 999)
        XCTAssertEqual(recorder.frames.count, 12)
        XCTAssertEqual(recorder.heldViewStates, 12)
    }

    /// The views of several names on a frame, in the names' order, the first of a name shared
    /// by two, nil for a name not on it; the frame's own names in its order come back whole.
    func testViewsNamedInOneLookup() {
        func state(_ name: String, _ x: Double) -> Timeline.ViewState {
            Timeline.ViewState(
                name: name, frame: Rect(x: x, y: 0, width: 1, height: 1), alpha: 1, isTextField: false,
                depth: 1)
        }
        let views = [state("a", 1), state("b", 2), state("a", 3)]
        let frame = Timeline.Frame(
            frame: 0, time: 0, screen: .zero, window: .zero, safeArea: .zero, keyboard: .zero,
            keyboardTarget: .zero, keyboardGuide: nil, views: views)
        XCTAssertEqual(frame.views(named: ["b", "c", "a"]), [views[1], nil, views[0]])
        XCTAssertEqual(frame.views(named: ["a", "b", "a"]), [views[0], views[1], views[0]])
        XCTAssertEqual(frame.views(named: []), [])
        // Frame after frame: a frame whose views changed is looked up afresh.
        var index = Timeline.ViewIndex(["b", "a"])
        XCTAssertEqual(index.views(on: frame), [views[1], views[0]])
        var other = frame
        other.views = [state("b", 4)]
        XCTAssertEqual(index.views(on: other), [other.views[0], nil])
        XCTAssertEqual(index.views(on: frame), [views[1], views[0]])
    }
    /// `screenFrame` walks the tree once (issue 34); each view's frame must be the very double
    /// `frame(of:in: .screen)` gives, presented and model, with translations, a scrolled scroll
    /// view and animations in flight on ancestors, so pictures and tables agree to the bit.
    func testScreenFrameIsEachViewsScreenFrame() throws {
        let sim = try KeyboardReference.chatScene()
        let card = try sim.addView(named: "card", frame: Rect(x: 10.1, y: 100.3, width: 300, height: 400))
        let list = try sim.addView(
            named: "list", kind: .scrollView, in: "card",
            frame: Rect(x: 0.7, y: 20.2, width: 280, height: 300))
        for index in 0..<6 {
            try sim.addView(
                named: "row\(index)", in: "list",
                frame: Rect(x: 0, y: Double(index) * 44.1, width: 280, height: 44))
            try sim.addView(
                named: "badge\(index)", in: "row\(index)", frame: Rect(x: 3.3, y: 1.1, width: 8, height: 8))
        }
        let scroll = try XCTUnwrap(list as? ScrollView)
        scroll.contentSize = Size(width: 280, height: 6 * 44.1)
        scroll.contentOffset = Point(x: 0, y: 13.7)
        let row1 = try sim.view(named: "row1")
        let row2 = try sim.view(named: "row2")
        sim.setTranslation(Point(x: -0.3, y: 7.9), of: card)
        sim.setAlpha(0.4, of: row2)
        // Animations in flight on an ancestor, a translation and a scroll offset.
        sim.engine.animate(withDuration: 0.3) {
            card.frame = Rect(x: 40.9, y: 80.1, width: 300, height: 400)
            sim.setTranslation(Point(x: 5.5, y: -2.2), of: row1)
            scroll.contentOffset = Point(x: 0, y: 31.3)
            sim.setAlpha(0.9, of: row2)
        }
        for _ in 0..<4 {
            sim.step(frames: 3)
            for presentation in [true, false] {
                let frame = sim.screenFrame(presentation: presentation)
                let views = sim.window.allViews.dropFirst()
                XCTAssertEqual(frame.views.map(\.name), views.map(\.name))
                for (state, view) in zip(frame.views, views) {
                    let expected = sim.frame(of: view, in: .screen, presentation: presentation)
                    XCTAssertEqual(state.frame, expected, "\(view.name), presentation \(presentation)")
                    XCTAssertEqual(state.alpha, sim.alpha(of: view, presentation: presentation))
                }
            }
        }
    }
}
