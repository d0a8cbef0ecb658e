/// Programmatic scrolling. An animated scroll is UIScrollView's own animation, not a Core
/// Animation one: the scroll view moves `contentOffset` itself frame by frame (model and
/// presentation together) "from the current position to the specified position at a constant
/// rate" (Scroll View Programming Guide, "Scrolling Programmatically"), so it needs a clock: in a
/// window without one (no `scrollAnimationDidStart` hook) it jumps. Its duration is not documented
/// (the Simulator's `scrollAnimationDuration`, docs/Deviations.md).
extension ScrollView {
    /// `setContentOffset(_:animated:)`. Not clamped, as in UIKit; non-finite offsets are ignored.
    public func setContentOffset(_ offset: Point, animated: Bool) {
        guard offset.x.isFinite, offset.y.isFinite else { return }
        guard animated, let start = window?.scrollAnimationDidStart else {
            contentOffset = offset
            return
        }
        guard offset != contentOffset else {
            scrollAnimation = nil
            return
        }
        scrollAnimation = ScrollAnimation(from: contentOffset, to: offset)
        start(self)
    }

    /// The offset that shows the end of the content above the bottom inset: the maximum resting
    /// offset (the lab's name for what chat screens do with `scrollToRow(at: last, at: .bottom)`).
    public func scrollToBottom(animated: Bool) {
        setContentOffset(Point(x: contentOffset.x, y: maximumContentOffset.y), animated: animated)
    }

    /// `scrollRectToVisible(_:animated:)`: the least scroll that shows `rect` (content
    /// coordinates) inside the bounds less the adjusted insets, then clamped to the resting range;
    /// nothing when it is already visible.
    public func scrollRectToVisible(_ rect: Rect, animated: Bool) {
        let values = [rect.minX, rect.minY, rect.width, rect.height]
        guard values.allSatisfy(\.isFinite) else { return }
        let inset = adjustedContentInset
        let size = bounds.size
        var offset = contentOffset
        let visibleHeight = size.height - inset.top - inset.bottom
        if rect.minY < offset.y + inset.top || rect.height > visibleHeight {
            offset.y = rect.minY - inset.top
        } else if rect.maxY > offset.y + size.height - inset.bottom {
            offset.y = rect.maxY - (size.height - inset.bottom)
        }
        let visibleWidth = size.width - inset.left - inset.right
        if rect.minX < offset.x + inset.left || rect.width > visibleWidth {
            offset.x = rect.minX - inset.left
        } else if rect.maxX > offset.x + size.width - inset.right {
            offset.x = rect.maxX - (size.width - inset.right)
        }
        setContentOffset(clampedContentOffset(offset), animated: animated)
    }

    /// True while an animated scroll is in flight.
    public var isScrollAnimating: Bool { scrollAnimation != nil }

    /// Advances the animated scroll to `fraction` (0…1) of its way at a constant rate; at 1 it
    /// ends. Called by the clock that started it.
    func advanceScrollAnimation(to fraction: Double) {
        guard let animation = scrollAnimation else { return }
        let p = min(max(fraction, 0), 1)
        let offset = animation.from.interpolated(to: animation.to, fraction: p)
        setBoundsOrigin(offset)
        if p >= 1 { scrollAnimation = nil }
    }

    /// The offset the animated scroll is heading for, if one is in flight.
    public var scrollAnimationTarget: Point? { scrollAnimation?.to }
}

/// An animated programmatic scroll: from where the offset was to the target.
struct ScrollAnimation {
    var from: Point
    var to: Point
}
