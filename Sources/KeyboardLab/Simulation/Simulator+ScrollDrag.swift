/// A finger dragging a scroll view's content (`KeyboardScenario.dragScrollView`): the content
/// follows the finger frame by frame, and the keyboard does what `keyboardDismissMode` says
/// (UIScrollView.KeyboardDismissMode: `onDrag` "dismisses the keyboard when a drag begins",
/// `interactive` "the keyboard follows the dragging touch offscreen, and can be pulled upward
/// again to cancel the dismiss"), through the same interactive-dismissal machinery as the keyboard
/// scenario (no notification while the finger moves, facts §1.10).
///
/// Simplified (docs/Deviations.md): the offset stays in the resting range (no rubber band) and
/// stops when the finger lifts (no deceleration).
extension Simulator {
    /// The events of a drag; the content's offsets are scheduled alongside (one per finger
    /// position), the first at the touch, unmoved.
    func scrollViewDragEvents(
        scrollView name: String, fingerY: [Double], release: KeyboardDragRelease
    ) throws(SimulationError) -> [KeyboardEvent] {
        let scrollView = try self.scrollView(named: name)
        guard let touch = fingerY.first else { throw .scenario(.emptyDrag) }
        if let bad = fingerY.first(where: { !$0.isFinite }) {
            throw .scenario(.invalidValue(name: "finger y", value: bad))
        }
        // A touch on the keyboard is the keys' (its window is above the app's), whatever the
        // scroll view's mode: no scroll view sees the pan (facts §1.10).
        let keyboardFrame = keyboard.state.frame
        if keyboard.state.isActive, keyboard.isOnScreen, touch >= keyboardFrame.minY,
            touch < keyboardFrame.maxY
        {
            throw .scenario(.touchOnKeyboard(fingerY: touch, keyboardTop: keyboardFrame.minY))
        }
        let interval = engine.frameRate.frameDuration
        let start = scrollView.contentOffset
        for (index, y) in fingerY.enumerated() {
            let offset = Point(x: start.x, y: start.y - (y - touch))
            schedule(
                ScrollSample(scrollView: scrollView, offset: offset, phase: index == 0 ? .began : .moved),
                after: Double(index) * interval)
        }
        schedule(
            ScrollSample(scrollView: scrollView, offset: nil, phase: .ended),
            after: Double(fingerY.count) * interval)
        let shown = keyboard.state.isActive && keyboard.isOnScreen && !keyboard.state.hardwareKeyboard
        do throws(KeyboardScenarioError) {
            switch scrollView.keyboardDismissMode {
            case .none:
                return []
            case .onDrag:
                return shown ? keyboard.hide() : []
            case .interactive:
                guard shown, keyboard.state.mode == .docked else { return [] }
                return try keyboard.interactiveDismiss(
                    fingerY: fingerY, release: release,
                    dismissPadding: rootView.keyboardLayoutGuide.effectiveKeyboardDismissPadding,
                    frameInterval: interval)
            }
        } catch {
            throw .scenario(error)
        }
    }

    private func schedule(_ sample: ScrollSample, after delay: Double) {
        nextSequence += 1
        pending.append(
            ScheduledItem(time: engine.time + delay, sequence: nextSequence, kind: .scroll(sample)))
        pending.sort { $0.time != $1.time ? $0.time < $1.time : $0.sequence < $1.sequence }
    }

    /// One finger position: the content follows it, kept in the resting range; tracking segments
    /// restart as for a keyboard drag sample.
    func applyScrollSample(_ sample: ScrollSample) {
        guard let scrollView = sample.scrollView else { return }
        switch sample.phase {
        case .began, .moved:
            scrollView.isTracking = true
            for tracker in trackers { tracker.openSegment(self) }
            if let offset = sample.offset {
                engine.performWithoutAnimation {
                    scrollView.contentOffset = scrollView.clampedContentOffset(offset)
                }
            }
        case .ended:
            scrollView.isTracking = false
        }
    }
}

/// One finger position of a scroll-view drag (the scroll view held weakly: the window owns views).
struct ScrollSample {
    enum Phase {
        case began, moved, ended
    }

    weak var scrollView: ScrollView?
    /// The offset the finger asks for (nil when it lifts).
    let offset: Point?
    let phase: Phase
}
