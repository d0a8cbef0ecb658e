/// The slot for `UIKeyboardLayoutGuide` (iOS 15+): a guide at the bottom of its owning view that
/// the keyboard engine drives. Until it is driven it rests as UIKit's does with the keyboard off
/// screen: at the bottom of the view with the height of the bottom safe-area inset, so its top
/// equals the safe area's bottom (facts §6). The three flags are stored for the keyboard engine.
public final class KeyboardLayoutGuide: LayoutItem {
    /// Where the guide is: resting off screen, docked with a height, or at an explicit frame.
    public enum Placement: Hashable, Sendable {
        /// Keyboard off screen: bottom of the view, height = bottom safe-area inset (or 0 when
        /// `usesBottomSafeArea` is false).
        case offScreen
        /// A docked keyboard of this height, full width, at the bottom of the owning view.
        case docked(height: Double)
        /// Any rectangle in the owning view's coordinates (the keyboard's overlap with the view).
        case frame(Rect)
    }

    public private(set) weak var owningView: View?
    public let layoutBox: LayoutBox
    public private(set) var placement: Placement = .offScreen
    /// Whether the guide keeps tracking an undocked keyboard (iOS 15, default false); tracking
    /// constraints take effect only while it is true (facts §6).
    public var followsUndockedKeyboard = false {
        didSet { if followsUndockedKeyboard != oldValue { updateTrackedConstraints() } }
    }
    /// How close (points) the guide must come to an edge of its view to count as near it;
    /// UIKit does not document its threshold (docs/Deviations.md).
    public var nearEdgeThreshold: Double = KeyboardLayoutGuide.defaultNearEdgeThreshold {
        didSet { updateTrackedConstraints() }
    }
    /// UITrackingLayoutGuide's lists: constraints active while near an edge, and while away.
    var nearEdgeConstraints: [DirectionalEdge: [LayoutConstraint]] = [:]
    var awayFromEdgeConstraints: [DirectionalEdge: [LayoutConstraint]] = [:]
    /// With the keyboard off screen, hang from the safe area's bottom (true, iOS 17 default) or
    /// from the view's bottom (false).
    public var usesBottomSafeArea = true {
        didSet { owningView?.window?.engine.keyboardGuideDidChange(self) }
    }
    /// Extra height above the keyboard where interactive dismissal starts (iOS 17, default 0).
    public var keyboardDismissPadding: Double = 0
    /// The padding as UIKit uses it: negative values count as 0.
    public var effectiveKeyboardDismissPadding: Double { max(0, keyboardDismissPadding) }
    /// The engine constraints that hold the guide to its view, once installed.
    var systemConstraints: [LayoutConstraint] = []

    init(owningView: View) {
        self.owningView = owningView
        self.layoutBox = LayoutBox(name: "\(owningView.name).keyboard")
    }

    /// `keyboard` for the root view's guide, `name.keyboard` for any other view's.
    public var layoutName: String {
        guard let view = owningView else { return "keyboard" }
        return view.isRootView ? "keyboard" : "\(view.name).keyboard"
    }

    /// Moves the guide; the change reaches frames at the next layout pass, incrementally.
    public func setPlacement(_ placement: Placement) {
        self.placement = placement
        owningView?.window?.engine.keyboardGuideDidChange(self)
        updateTrackedConstraints()
    }

    /// Docks the guide with this height (0 or less: back to the off-screen rest position).
    public func setKeyboardHeight(_ height: Double) {
        setPlacement(height > 0 ? .docked(height: height) : .offScreen)
    }

    /// Puts the guide at a frame in the owning view's coordinates (nil: off screen).
    public func setKeyboardFrame(_ frame: Rect?) {
        setPlacement(frame.map { .frame($0) } ?? .offScreen)
    }

    /// The guide's rectangle in its owning view's coordinates, as the engine last solved it;
    /// before any constraint uses the guide, computed from the placement and the view's bounds.
    public var layoutFrame: Rect {
        guard let view = owningView else { return .zero }
        guard !systemConstraints.isEmpty, view.window != nil else { return placedFrame }
        let own = layoutBox.solvedRect
        let base = view.layoutBox.solvedRect
        return Rect(
            x: own.minX - base.minX, y: own.minY - base.minY, width: own.width, height: own.height)
    }

    /// The rectangle the placement asks for in the owning view's bounds (before any solve).
    public var placedFrame: Rect {
        guard let view = owningView else { return .zero }
        let size = view.bounds.size
        let k = insets(viewSize: size, safeBottom: view.safeAreaInsets.bottom)
        return Rect(
            x: k.left, y: size.height - k.bottom - k.height, width: size.width - k.left - k.right,
            height: k.height)
    }

    /// The constants (left, right, bottom insets from the owning view, and height) that realise
    /// the placement in a view of the given size whose bottom safe-area inset is `safeBottom`.
    func insets(viewSize: Size, safeBottom: Double) -> (
        left: Double, right: Double, bottom: Double, height: Double
    ) {
        switch placement {
        case .offScreen:
            return (0, 0, 0, usesBottomSafeArea ? safeBottom : 0)
        case .docked(let height):
            return (0, 0, 0, height)
        case .frame(let rect):
            let r = rect.standardized
            return (r.minX, viewSize.width - r.maxX, viewSize.height - r.maxY, r.height)
        }
    }
}
