/// A headless `UIView`: a name, a frame in its superview's coordinates, bounds, subviews, anchors
/// and layout guides. Text fields are views of kind `.textField`; scroll views, table views,
/// text views, labels and stack views are subclasses (`ScrollView`, `TableView`, `TextView`,
/// `Label`, `StackView`) whose kind names them.
///
/// Frames change in one place, `setModelFrame(_:cause:)`, which tells the window's
/// `frameDidChange` hook; layout runs only in `layoutIfNeeded()`. Bounds origins (scroll offsets)
/// change in `setBoundsOrigin(_:)`, which tells `boundsOriginDidChange`.
public class View: LayoutItem {
    /// What the view stands for; the keyboard engine treats text fields as first responders.
    /// The kinds after `textField` belong to the subclasses of the same name.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        case view
        case textField
        case scrollView
        case tableView
        case textView
        case label
        case stackView
    }

    public let name: String
    public let kind: Kind
    public private(set) weak var superview: View?
    public private(set) var subviews: [View] = []
    public let layoutBox: LayoutBox
    /// Set on the root view of a window (the root view controller's view).
    weak var hostWindow: Window?
    /// True between `setNeedsLayout()` and the next layout pass over this view.
    public private(set) var needsLayout = false
    /// The frame the last layout pass gave the view from the engine (nil before any): a pass
    /// lays out a superview when the engine's frame for one of its subviews changed, which a
    /// frame set by hand does not do.
    var engineFrame: Rect?

    private var modelFrame: Rect
    private var boundsOrigin: Point = .zero
    private var translatesAutoresizingMaskExplicitly = false
    private var translatesAutoresizingMask = true
    private var safeGuide: LayoutGuide?
    private var keyboardGuide: KeyboardLayoutGuide?
    /// Margins, intrinsic size, extra guides and detached constraints (`View+Margins.swift`,
    /// `View+IntrinsicSize.swift`, `View+Guides.swift`).
    var extras = ViewExtras()
    /// The animatable frame and appearance the simulator driving this view made for it (nil
    /// until then). Kept here, not in maps keyed by the view's identity, so that every recorded
    /// frame reads them without hashing or weak references, and they go with the view.
    var frameEntry: FrameEntry?
    var appearanceEntry: AppearanceEntry?

    /// A view with a name (an identifier: letters, digits, `_`) and a frame.
    public init(name: String, kind: Kind = .view, frame: Rect = .zero) {
        self.name = name
        self.kind = kind
        self.modelFrame = frame
        self.layoutBox = LayoutBox(name: name)
    }

    /// A text field (`UITextField`): a view of kind `.textField`.
    public static func textField(name: String, frame: Rect = .zero) -> View {
        View(name: name, kind: .textField, frame: frame)
    }

    /// True for names the constraint text can spell: an ASCII letter or `_`, then letters,
    /// digits or `_`, and none of the reserved item names (`root`, `safe`, `keyboard`).
    public static func isValidName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, !reservedNames.contains(name) else { return false }
        func isLetter(_ s: Unicode.Scalar) -> Bool {
            ("a"..."z").contains(s) || ("A"..."Z").contains(s) || s == "_"
        }
        return isLetter(first)
            && name.unicodeScalars.allSatisfy { isLetter($0) || ("0"..."9").contains($0) }
    }

    static let reservedNames: Set<String> = ["root", "safe", "keyboard"]

    public var layoutName: String { isRootView ? "root" : name }
    public var owningView: View? { self }
    var isRootView: Bool { hostWindow != nil }

    /// The window the view is in, through its root view.
    public var window: Window? {
        var view: View? = self
        while let current = view {
            if let window = current.hostWindow { return window }
            view = current.superview
        }
        return nil
    }

    // MARK: Frame, bounds, center

    /// The frame in the superview's coordinates (the model value; presentation is elsewhere).
    public var frame: Rect {
        get { modelFrame }
        set {
            guard View.isUsableFrame(newValue) else { return }  // NaN and overflowing frames are ignored
            setModelFrame(newValue, cause: .assignment)
            window?.engine.frameWasAssigned(self)
        }
    }

    /// Whether a frame can be a view's: its values and its far edges (`maxX`, `maxY`) finite, so
    /// that no geometry read from it (`maxY`, a gap, a tracking error) is infinity or NaN.
    static func isUsableFrame(_ frame: Rect) -> Bool {
        frame.isFinite && frame.maxX.isFinite && frame.maxY.isFinite
    }

    /// The view's own coordinate space: the origin is 0 unless scrolled, the size is the frame's.
    public var bounds: Rect {
        get { Rect(origin: boundsOrigin, size: modelFrame.standardized.size) }
        set {
            setBoundsOrigin(newValue.origin)
            let old = modelFrame
            let center = old.center
            let size = newValue.standardized.size
            let resized = Rect(
                x: center.x - size.width / 2, y: center.y - size.height / 2,
                width: size.width, height: size.height)
            if resized != old { frame = resized }
        }
    }

    /// The frame's centre in the superview's coordinates.
    public var center: Point {
        get { modelFrame.center }
        set {
            let size = modelFrame.size
            frame = Rect(
                x: newValue.x - size.width / 2, y: newValue.y - size.height / 2,
                width: size.width, height: size.height)
        }
    }

    /// The one place a view's frame changes: assignment and layout both come through here, and
    /// the window's `frameDidChange` hook hears every change (not unchanged re-assignments).
    func setModelFrame(_ newFrame: Rect, cause: FrameChange.Cause, in knownWindow: Window? = nil) {
        let old = modelFrame
        guard old != newFrame else { return }
        modelFrame = newFrame
        let hook = (knownWindow ?? window)?.frameDidChange
        hook?(FrameChange(view: self, oldFrame: old, newFrame: newFrame, cause: cause))
        modelFrameDidChange(from: old)
    }

    /// Called after every model-frame change; scroll views keep their offset in range here.
    func modelFrameDidChange(from old: Rect) {}

    /// Called before a subview is removed; a stack view takes it out of its arrangement here.
    func subviewWillBeRemoved(_ view: View) {}

    /// The size the content needs (`intrinsicContentSize`), `noIntrinsicMetric` (-1) on an axis
    /// without one. A plain view has none unless given one (`setIntrinsicContentSize(_:)`, the
    /// lab's stand-in for overriding the property); labels and text views compute theirs. The
    /// engine turns it into content-hugging and compression-resistance constraints
    /// (`View+IntrinsicSize.swift`).
    public var intrinsicContentSize: Size {
        extras.assignedIntrinsicSize ?? Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
    }

    /// The one place a bounds origin changes (a scroll offset): the window's
    /// `boundsOriginDidChange` hook hears it, so that the animation engine can animate it inside
    /// an animation block as Core Animation animates `bounds.origin`. Non-finite values are ignored.
    func setBoundsOrigin(_ origin: Point) {
        guard origin.x.isFinite, origin.y.isFinite, origin != boundsOrigin else { return }
        let old = boundsOrigin
        boundsOrigin = origin
        window?.boundsOriginDidChange?(BoundsOriginChange(view: self, oldOrigin: old, newOrigin: origin))
    }

    // MARK: Autoresizing mask translation

    /// Whether the view keeps its frame through autoresizing constraints. True by default; the
    /// lab's convenience rule (SnapKit's): activating a constraint whose first item is this view
    /// turns it off, unless you set it yourself, which pins the value you chose.
    public var translatesAutoresizingMaskIntoConstraints: Bool {
        get { translatesAutoresizingMask }
        set {
            translatesAutoresizingMaskExplicitly = true
            setTranslatesAutoresizingMask(newValue)
        }
    }

    /// Called on activating a constraint whose first item is this view.
    func constraintDidTakeFirstItem() {
        if !translatesAutoresizingMaskExplicitly, !isRootView { setTranslatesAutoresizingMask(false) }
    }

    private func setTranslatesAutoresizingMask(_ value: Bool) {
        guard value != translatesAutoresizingMask else { return }
        translatesAutoresizingMask = value
        window?.engine.autoresizingStateDidChange(self)
    }

    // MARK: Hierarchy

    /// Adds a view at the top of the subviews, removing it from its old superview first.
    public func addSubview(_ view: View) {
        insertSubview(view, at: subviews.count)
    }

    /// Inserts a view among the subviews at an index (clamped to the valid range).
    public func insertSubview(_ view: View, at index: Int) {
        guard view !== self, !isDescendant(of: view) else { return }
        if view.superview != nil { view.removeFromSuperview() }
        subviews.insert(view, at: max(0, min(index, subviews.count)))
        view.superview = self
        window?.engine.subtreeDidEnterWindow(view)
        setNeedsLayout()
    }

    /// Detaches the view. As in UIKit, constraints between the removed subtree and the rest of the
    /// window are deactivated, and those wholly inside the subtree stay active (they apply again
    /// when the subtree is added back to a window; docs/Layout.md).
    public func removeFromSuperview() {
        guard let parent = superview else { return }
        parent.subviewWillBeRemoved(self)
        window?.engine.subtreeWillLeaveWindow(self)
        parent.subviews.removeAll { $0 === self }
        superview = nil
        parent.setNeedsLayout()
    }

    /// True when the view is `other` or lies under it.
    public func isDescendant(of other: View) -> Bool {
        var view: View? = self
        while let current = view {
            if current === other { return true }
            view = current.superview
        }
        return false
    }

    /// The view and all views under it, depth first, subviews in order.
    public var subtree: [View] {
        var result: [View] = []
        var stack: [View] = [self]
        while let view = stack.popLast() {
            result.append(view)
            stack.append(contentsOf: view.subviews.reversed())
        }
        return result
    }

    // MARK: Guides

    /// The guide for the part of the view not covered by bars or the screen's corners.
    public var safeAreaLayoutGuide: LayoutGuide {
        if let guide = safeGuide { return guide }
        let guide = LayoutGuide(
            owningView: self, kind: .safeArea, name: "safe", identifier: "UIViewSafeAreaLayoutGuide")
        safeGuide = guide
        return guide
    }

    /// The keyboard layout guide slot; the keyboard engine drives it through `setPlacement`.
    public var keyboardLayoutGuide: KeyboardLayoutGuide {
        if let guide = keyboardGuide { return guide }
        let guide = KeyboardLayoutGuide(owningView: self)
        keyboardGuide = guide
        return guide
    }

    var existingSafeAreaGuide: LayoutGuide? { safeGuide }
    var existingKeyboardGuide: KeyboardLayoutGuide? { keyboardGuide }

    // MARK: Layout

    /// Marks the view for layout at the next `layoutIfNeeded()` or display cycle.
    public func setNeedsLayout() {
        needsLayout = true
        window?.noteNeedsLayout()
    }

    func clearNeedsLayout() {
        needsLayout = false
    }

    /// Solves pending constraint changes and applies the frames of the views under this one. As
    /// in UIKit, the receiver's own frame belongs to its superview's layout: call this on the
    /// superview (or the root) for a changed constraint to move the view itself.
    public func layoutIfNeeded() {
        window?.layout(subtreeOf: self)
    }
}
