/// The clock of animated programmatic scrolls: UIScrollView drives its own scroll animation (a
/// display link, no Core Animation animation), moving `contentOffset` every frame at a constant
/// rate, so both the model and the presented offset move and `isSettled` waits for it.
extension Simulator {
    /// Starts (or restarts) the animated scroll a scroll view asked for, from this frame.
    func startScrollAnimation(_ scrollView: ScrollView) {
        scrollAnimations.removeAll { $0.scrollView === scrollView || $0.scrollView == nil }
        scrollAnimations.append(ScrollAnimationEntry(scrollView: scrollView, startTime: engine.time))
    }

    /// One frame of every animated scroll in flight; a scroll whose offset was set meanwhile (which
    /// cancels it, as in UIKit) is dropped.
    func advanceScrollAnimations() {
        guard !scrollAnimations.isEmpty else { return }
        let duration = scrollAnimationDuration
        var running: [ScrollAnimationEntry] = []
        for entry in scrollAnimations {
            guard let scrollView = entry.scrollView, scrollView.isScrollAnimating else { continue }
            let elapsed = engine.time - entry.startTime
            let fraction = duration > 0 ? elapsed / duration : 1
            engine.performWithoutAnimation { scrollView.advanceScrollAnimation(to: fraction) }
            if scrollView.isScrollAnimating { running.append(entry) }
        }
        scrollAnimations = running
    }

    /// The scroll views animating a programmatic scroll now.
    public var scrollingViews: [ScrollView] { scrollAnimations.compactMap(\.scrollView) }
}

/// An animated scroll in flight: the scroll view (held weakly: the window owns views) and when
/// it started.
struct ScrollAnimationEntry {
    weak var scrollView: ScrollView?
    let startTime: Double
}

extension Simulator {
    /// The y (screen coordinates) of a scroll view's content end: a table view's last row's
    /// bottom, a scroll view's `contentSize.height`, through its frame and offset (presented or
    /// model), as the render tree places it.
    public func contentEndY(of scrollView: ScrollView, presentation: Bool = true) -> Double {
        let end = (scrollView as? TableView)?.lastRowRect?.maxY ?? scrollView.contentSize.height
        return contentPointY(end, in: scrollView, presentation: presentation)
    }

    /// The content offset the render tree shows now (the model offset plus what animations in
    /// flight still carry).
    public func presentedContentOffset(of scrollView: ScrollView) -> Point {
        boundsOrigin(of: scrollView, presentation: true)
    }

    /// A content y of a scroll view in screen coordinates, presented or model.
    public func contentPointY(_ y: Double, in scrollView: ScrollView, presentation: Bool = true) -> Double {
        let frame = self.frame(of: scrollView, in: .screen, presentation: presentation)
        return frame.minY + y - boundsOrigin(of: scrollView, presentation: presentation).y
    }
}
