/// Records what the screen shows on every frame a `Simulator` samples, and where each keyboard
/// scenario began, so that the last transition, or everything since some frame, can be drawn
/// later (`timeline(_:)`). Attach one with `Simulator.startTimeline()`.
///
/// Memory is bounded: past `capacity` stored items (a frame counts 4, each view on it 1), the
/// oldest frames are dropped; `droppedFrames` says how many.
public final class TimelineRecorder {
    /// About 36 MB at most; 50 000 frames (14 minutes at 60 Hz) of a five-view scene.
    public static let defaultCapacity = 500_000

    /// Where a keyboard scenario started.
    struct Mark {
        var frame: Int
        var title: String
    }

    public let capacity: Int
    /// How many of the oldest frames were dropped to stay within `capacity`.
    public private(set) var droppedFrames = 0
    weak var simulator: Simulator?
    private var storage: [Timeline.Frame] = []
    private var head = 0
    private var storedItems = 0
    var marks: [Mark] = []

    init(simulator: Simulator, capacity: Int) {
        self.simulator = simulator
        self.capacity = Swift.max(capacity, 64)
    }

    /// The frames kept, oldest first.
    public var frames: ArraySlice<Timeline.Frame> { storage[head...] }

    /// The frame number where the last keyboard scenario began (nil before any).
    public var lastTransitionStart: Int? { marks.last?.frame }

    /// Takes the simulator's current frame (replacing one already taken on this frame number).
    func record(_ sim: Simulator) {
        var frame = sim.screenFrame()
        // Most frames of a large screen move a few views or none: a frame whose views are those
        // of the frame before shares their storage, so a still screen costs no memory a frame.
        if let last = storage.last, last.views == frame.views { frame.views = last.views }
        if storage.count > head, storage[storage.count - 1].frame == frame.frame {
            storedItems -= Self.cost(storage[storage.count - 1])
            storage.removeLast()
        }
        storage.append(frame)
        storedItems += Self.cost(frame)
        while storedItems > capacity, storage.count - head > 1 {
            storedItems -= Self.cost(storage[head])
            // Its views go now, not at the next compaction: up to 1,024 dropped frames waited
            // there whole, five times the capacity for a 2,000-view scene (184 MB a recorder).
            storage[head].views = []
            head += 1
            droppedFrames += 1
        }
        // Compact once the dropped prefix is half the array: amortised O(1) per frame.
        if head > 1024, head * 2 > storage.count {
            storage.removeFirst(head)
            head = 0
        }
    }

    /// How many keyboard scenarios began while recording.
    public private(set) var transitionCount = 0

    func mark(_ title: String, frame: Int) {
        transitionCount += 1
        marks.append(Mark(frame: frame, title: title))
        if marks.count > 4096 { marks.removeFirst(marks.count - 4096) }
    }

    private static func cost(_ frame: Timeline.Frame) -> Int { 4 + frame.views.count }

    /// The views' states the recorder holds, the dropped frames' included (for tests: at most
    /// the capacity's worth).
    var heldViewStates: Int { storage.reduce(0) { $0 + $1.views.count } }
}

extension Simulator {
    /// Starts recording every sampled frame (the current one first); several recorders may run.
    @discardableResult
    public func startTimeline(capacity: Int = TimelineRecorder.defaultCapacity) -> TimelineRecorder {
        let recorder = TimelineRecorder(simulator: self, capacity: capacity)
        timelines.append(recorder)
        recorder.record(self)
        return recorder
    }

    /// Stops a recorder (what it holds stays readable).
    public func stopTimeline(_ recorder: TimelineRecorder) {
        timelines.removeAll { $0 === recorder }
    }

    /// The recorders running.
    public var timelineRecorders: [TimelineRecorder] { timelines }

    /// What the screen shows now, presented (default) or as the model layer has it: every view's
    /// frame in screen coordinates, the keyboard, its layout guide and the safe area.
    ///
    /// One pass down the tree that looks up each view's animatable properties once: an
    /// ancestor's offset (its frame's origin less its bounds origin) is kept on a path while its
    /// subtree is visited, and each view's screen frame adds the offsets from its superview up,
    /// in the order `frame(of:in:)` adds them, so both give the same doubles. With
    /// `frame(of:)` per view every view looked its ancestors up again; recorders do this on every
    /// frame, and a 2,000-view screen spent over 3 ms a frame here (issue 34).
    public func screenFrame(presentation: Bool = true) -> Timeline.Frame {
        let root = window.rootView
        var views: [Timeline.ViewState] = []
        views.reserveCapacity(Swift.max(window.viewCount - 1, 0))
        func offset(of view: View, own: Rect, appearance: AppearanceEntry?) -> Point {
            let bounds = boundsOrigin(of: view, presentation: presentation, appearance: appearance)
            return Point(x: own.minX - bounds.x, y: own.minY - bounds.y)
        }
        // The offsets of the ancestors of the view being visited, the root's first.
        let rootAppearance = existingAppearance(of: root)
        let rootOwn = ownRect(of: root, presentation: presentation, appearance: rootAppearance)
        var path = [offset(of: root, own: rootOwn, appearance: rootAppearance)]
        var stack: [(view: View, depth: Int)] = root.subviews.reversed().map { ($0, 1) }
        while let (view, depth) = stack.popLast() {
            path.removeLast(path.count - depth)
            let appearance = existingAppearance(of: view)
            let own = ownRect(of: view, presentation: presentation, appearance: appearance)
            var screen = own
            for step in path.reversed() { screen = screen.offsetBy(dx: step.x, dy: step.y) }
            screen = screen.offsetBy(dx: window.frame.minX, dy: window.frame.minY)
            let alpha = appearance.map { presentation ? $0.alpha.presentation : $0.alpha.model } ?? 1
            views.append(
                Timeline.ViewState(
                    name: view.name, frame: screen, alpha: alpha, isTextField: view.kind == .textField,
                    depth: depth,
                    contentEndY: (view as? ScrollView).map { contentEndY(of: $0, presentation: presentation) }
                ))
            guard !view.subviews.isEmpty else { continue }
            path.append(offset(of: view, own: own, appearance: appearance))
            for subview in view.subviews.reversed() { stack.append((subview, depth + 1)) }
        }
        var guideFrame: Rect?
        if let guide = root.existingKeyboardGuide,
            !guide.systemConstraints.isEmpty || guide.hasTrackedConstraints
        {
            guideFrame = root.convert(guide.layoutFrame, to: .screen)
        }
        return Timeline.Frame(
            frame: frameIndex, time: time, screen: window.screen.bounds, window: window.frame,
            safeArea: window.frame.inset(by: window.safeAreaInsets),
            keyboard: presentation ? keyboardPresentedFrame : keyboardModelFrame,
            keyboardTarget: keyboardModelFrame, keyboardGuide: guideFrame, views: views)
    }
}
