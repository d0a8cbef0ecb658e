/// The finger down on the keyboard: while an interactive dismissal's finger positions play (from
/// the first one to the frame before the release), the simulator refuses whatever would change
/// the keyboard, the device, the screen, the window or the profile.
///
/// Why refuse: the keyboard machine answers a drag with all of it at once, the release included,
/// so while the finger is still down its state is already the one after the release (hidden, or
/// docked again) and the release's notifications are computed and waiting on the clock. A
/// rotation, another device or a show then worked from the wrong state and the release posted
/// frames for a screen that was gone. What iOS does with these while the finger is down (a
/// rotation mid-gesture, `resignFirstResponder` from the pan's target) is not in the facts
/// (facts §1.10 covers only the drag and its release), so the lab does not guess. The check is
/// `checkKeyboardChangesAllowed`, shared with a rotation in flight (Simulator+Rotation.swift).
extension Simulator {
    /// The interactive dismissal whose finger is down now, or nil (no drag, or released).
    public var keyboardDrag: KeyboardDragProgress? {
        guard let drag = activeKeyboardDrag else { return nil }
        // The same tolerance as the clock's firing: at the release time the release has fired.
        let now = engine.time + 1e-9
        guard now < drag.releaseTime else { return nil }
        let shown = drag.sampleTimes.reduce(0) { $1 <= now ? $0 + 1 : $0 }
        return KeyboardDragProgress(
            position: Swift.max(shown, 1), positions: drag.sampleTimes.count,
            framesToRelease: Swift.max(framesUntil(drag.releaseTime) ?? 1, 1))
    }

    /// The frames from now to `time`, at the frame rate now (a `rate` change keeps events'
    /// times, so the count follows the rate); nil when it is no whole number a frame count holds.
    func framesUntil(_ time: Double) -> Int? {
        Int(exactly: ((time - engine.time) / engine.frameRate.frameDuration - 1e-6).rounded(.up))
    }

    /// A scroll view of the scene whose `keyboardDismissMode` is `.interactive` and whose frame on
    /// screen spans `y` (screen coordinates): what a finger there pans with interactive dismissal.
    public func interactiveScrollView(under y: Double) -> ScrollView? {
        window.allViews.lazy.compactMap { $0 as? ScrollView }.first { scrollView in
            guard scrollView.keyboardDismissMode == .interactive else { return false }
            let frame = self.frame(of: scrollView, in: .screen, presentation: false)
            return frame.minY <= y && y < frame.maxY
        }
    }

    /// Remembers the drag among a scenario's events (relative times from now), if it has one:
    /// its finger positions and the release one frame after the last.
    func beginKeyboardDrag(_ events: [KeyboardEvent]) {
        let start = engine.time
        let times = events.compactMap { event -> Double? in
            if case .drag = event.kind { return start + event.time }
            return nil
        }
        guard let last = times.last else { return }
        activeKeyboardDrag = ActiveKeyboardDrag(
            sampleTimes: times, releaseTime: last + engine.frameRate.frameDuration)
    }
}

/// Where an interactive dismissal is: the finger position shown now (1-based) of how many.
public struct KeyboardDragProgress: Hashable, Sendable {
    /// The finger positions applied so far: 1 on the drag's first frame, `positions` on its last.
    public var position: Int
    /// The drag's finger positions; the release comes one frame after the last.
    public var positions: Int

    /// Frames still to play until the finger lifts (the release is on the last of them).
    public var framesToRelease: Int

    public init(position: Int, positions: Int, framesToRelease: Int) {
        self.position = position
        self.positions = positions
        self.framesToRelease = framesToRelease
    }
}

/// The drag the simulator is playing: when each finger position comes and when the finger lifts.
struct ActiveKeyboardDrag {
    var sampleTimes: [Double]
    var releaseTime: Double
}
