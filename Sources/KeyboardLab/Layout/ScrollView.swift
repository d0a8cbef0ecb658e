/// A headless `UIScrollView`: a view whose bounds origin is the content offset, so its subviews
/// are laid out in content coordinates (constraints to its edges attach to the content area, as
/// UIKit's do). Content size, content inset, the inset adjusted for the safe area, indicator
/// insets, keyboard dismiss mode, and programmatic scrolling (`ScrollView+Scrolling.swift`).
///
/// The offset stays in range as UIKit's private `_adjustContentOffsetIfNecessary` keeps it: after
/// the frame, the content size or the adjusted inset changes (not after `contentOffset` is set),
/// it is clamped to `minimumContentOffset…maximumContentOffset` (docs/Layout.md, "Scroll views").
public class ScrollView: View {
    /// How the safe area enters `adjustedContentInset` (`UIScrollView.ContentInsetAdjustmentBehavior`).
    public enum ContentInsetAdjustmentBehavior: String, Hashable, Sendable, CaseIterable {
        /// UIKit's default. Without a navigation or tab bar controller (the lab has none) it
        /// behaves as `scrollableAxes`.
        case automatic
        /// Safe area added on an axis only when the content is larger than the bounds there, or
        /// the scroll view always bounces on that axis.
        case scrollableAxes
        /// Never added.
        case never
        /// Always added.
        case always
    }

    /// What a drag in the scroll view does to the keyboard (`UIScrollView.KeyboardDismissMode`).
    public enum KeyboardDismissMode: String, Hashable, Sendable, CaseIterable {
        /// The keyboard stays.
        case none
        /// The keyboard hides when a drag begins.
        case onDrag = "on-drag"
        /// The keyboard follows the finger down and can be pulled back up.
        case interactive
    }

    /// The size of the scrollable content (non-finite or negative values are ignored).
    public var contentSize: Size = .zero {
        didSet {
            guard contentSize.width.isFinite, contentSize.height.isFinite, contentSize.width >= 0,
                contentSize.height >= 0
            else {
                contentSize = oldValue
                return
            }
            if contentSize != oldValue { contentGeometryDidChange() }
        }
    }

    /// Extra room around the content, set by the app (`contentInset`).
    public var contentInset: EdgeInsets = .zero {
        didSet {
            guard contentInset.isFinite else {
                contentInset = oldValue
                return
            }
            if contentInset != oldValue { contentGeometryDidChange() }
        }
    }

    public var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic {
        didSet { if contentInsetAdjustmentBehavior != oldValue { contentGeometryDidChange() } }
    }

    /// Bounce vertically even when the content fits (which also makes `scrollableAxes` add the
    /// safe area vertically).
    public var alwaysBounceVertical = false {
        didSet { if alwaysBounceVertical != oldValue { contentGeometryDidChange() } }
    }

    public var alwaysBounceHorizontal = false {
        didSet { if alwaysBounceHorizontal != oldValue { contentGeometryDidChange() } }
    }

    /// The vertical indicator's insets, set by the app; with
    /// `automaticallyAdjustsScrollIndicatorInsets` the safe area is added for display.
    public var verticalScrollIndicatorInsets: EdgeInsets = .zero {
        didSet { if !verticalScrollIndicatorInsets.isFinite { verticalScrollIndicatorInsets = oldValue } }
    }

    public var horizontalScrollIndicatorInsets: EdgeInsets = .zero {
        didSet { if !horizontalScrollIndicatorInsets.isFinite { horizontalScrollIndicatorInsets = oldValue } }
    }

    /// Whether the indicators also keep clear of the safe area (iOS 13+, default true).
    public var automaticallyAdjustsScrollIndicatorInsets = true

    public var keyboardDismissMode: KeyboardDismissMode = .none

    /// The bottom overlap of the keyboard that the system adds to `adjustedContentInset` for a
    /// table view that a `UITableViewController` manages (its own keyboard avoidance, see
    /// `TableViewControllerAvoidance`); 0 otherwise. The app's `contentInset` is left alone.
    public internal(set) var systemKeyboardInset: Double = 0 {
        didSet { if systemKeyboardInset != oldValue { contentGeometryDidChange() } }
    }

    /// True while a finger drags the content (a drag scenario): the offset is not clamped then.
    public internal(set) var isTracking = false

    /// The adjusted inset seen at the last geometry change (the top edge sticks to it).
    var lastAdjustedInset: EdgeInsets = .zero
    /// The programmatic scroll in flight (`setContentOffset(_:animated: true)`), if any.
    var scrollAnimation: ScrollAnimation?

    /// A scroll view with a name and a frame.
    public init(name: String, frame: Rect = .zero) {
        super.init(name: name, kind: .scrollView, frame: frame)
    }

    /// For the subclasses (table views, text views).
    init(name: String, scrollKind: Kind, frame: Rect) {
        super.init(name: name, kind: scrollKind, frame: frame)
    }

    /// The content offset: the bounds origin. Setting it stops an animated scroll and is not
    /// clamped (UIKit lets code scroll anywhere); inside an animation block it animates, as
    /// `bounds.origin` does in Core Animation.
    public var contentOffset: Point {
        get { bounds.origin }
        set {
            scrollAnimation = nil
            setBoundsOrigin(newValue)
        }
    }

    /// `contentInset` plus the safe area on the edges `contentInsetAdjustmentBehavior` adjusts,
    /// and at the bottom the system's keyboard overlap when it is larger than the safe area there.
    public var adjustedContentInset: EdgeInsets {
        let safe = safeAreaInsets
        let size = bounds.size
        let vertical: Bool
        let horizontal: Bool
        switch contentInsetAdjustmentBehavior {
        case .never:
            vertical = false
            horizontal = false
        case .always:
            vertical = true
            horizontal = true
        case .automatic, .scrollableAxes:
            vertical = alwaysBounceVertical || contentSize.height > size.height
            horizontal = alwaysBounceHorizontal || contentSize.width > size.width
        }
        let system = EdgeInsets(
            top: vertical ? safe.top : 0, left: horizontal ? safe.left : 0,
            bottom: max(vertical ? safe.bottom : 0, systemKeyboardInset), right: horizontal ? safe.right : 0)
        return contentInset.adding(system)
    }

    /// The indicator insets as displayed: the app's plus the safe area (when adjusted automatically).
    public var adjustedVerticalScrollIndicatorInsets: EdgeInsets {
        guard automaticallyAdjustsScrollIndicatorInsets else { return verticalScrollIndicatorInsets }
        return verticalScrollIndicatorInsets.adding(safeAreaInsets)
    }

    /// The smallest offset the content rests at: minus the adjusted top and left insets.
    public var minimumContentOffset: Point {
        let inset = adjustedContentInset
        return Point(x: -inset.left, y: -inset.top)
    }

    /// The largest offset the content rests at: the content's far edge plus the adjusted inset at
    /// the bounds' far edge (never below the minimum).
    public var maximumContentOffset: Point {
        let inset = adjustedContentInset
        let size = bounds.size
        let minimum = minimumContentOffset
        return Point(
            x: max(minimum.x, contentSize.width + inset.right - size.width),
            y: max(minimum.y, contentSize.height + inset.bottom - size.height))
    }

    /// An offset moved into the resting range.
    public func clampedContentOffset(_ offset: Point) -> Point {
        let low = minimumContentOffset
        let high = maximumContentOffset
        return Point(x: min(max(offset.x, low.x), high.x), y: min(max(offset.y, low.y), high.y))
    }

    override func modelFrameDidChange(from old: Rect) {
        contentGeometryDidChange()
    }

    /// After anything that moves the adjusted inset or the resting range: an offset resting at
    /// the top (or leading) edge follows that edge's inset, then the offset is clamped into range
    /// (unless a finger is dragging). Inside an animation block the resulting offset change
    /// animates with it.
    func contentGeometryDidChange() {
        let adjusted = adjustedContentInset
        var offset = contentOffset
        if adjusted.top != lastAdjustedInset.top, offset.y == -lastAdjustedInset.top {
            offset.y = -adjusted.top
        }
        if adjusted.left != lastAdjustedInset.left, offset.x == -lastAdjustedInset.left {
            offset.x = -adjusted.left
        }
        lastAdjustedInset = adjusted
        if !isTracking { offset = clampedContentOffset(offset) }
        if offset != contentOffset { setBoundsOrigin(offset) }
    }

    /// The safe area may have moved without this view's frame changing (an ancestor moved, the
    /// window rotated): the window calls this after each layout pass.
    func layoutPassDidFinish() {
        contentGeometryDidChange()
    }
}
