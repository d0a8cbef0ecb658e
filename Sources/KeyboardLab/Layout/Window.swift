/// A window on a screen with a root view controller's view, and the layout engine that
/// positions every view in it (`UIWindow`, which owns an Auto Layout engine in UIKit too).
///
/// Made from plain inputs: the screen, the window's frame in screen coordinates (narrower than
/// the screen on an iPad in Split View), and the window's safe-area insets.
public final class Window {
    public private(set) var screen: Screen
    /// The window's frame in screen coordinates.
    public private(set) var frame: Rect
    /// The insets of the window's safe area (the root view's safe area).
    public private(set) var safeAreaInsets: EdgeInsets
    public let rootViewController: ViewController
    /// Hears every model-frame change (assignment or layout), in the order they happen: the
    /// animation engine records them here.
    /// Read by a layout pass between constraints it installs: a pass with tens of thousands
    /// of new (or conflicting) constraints stops early at Ctrl-C, the rest left for the next
    /// pass (`layoutIsIncomplete`).
    public var interruption: Interruption = .process
    /// True when the last layout pass was stopped by `interruption` before it installed every
    /// constraint: they stay active and the next pass goes on with them.
    public var layoutIsIncomplete: Bool { engine.isIncomplete }
    public var frameDidChange: ((FrameChange) -> Void)?
    /// Hears every bounds-origin change (a scroll offset), so that the animation engine can
    /// animate it inside an animation block.
    public var boundsOriginDidChange: ((BoundsOriginChange) -> Void)?
    /// Starts an animated scroll (`setContentOffset(_:animated: true)`) on a clock; nil (a window
    /// without one) makes animated scrolls jump. The Simulator installs it.
    public var scrollAnimationDidStart: ((ScrollView) -> Void)?
    /// The widest the readable content guide gets. UIKit derives it from the Dynamic Type size and
    /// does not document it; 672 is the lab's value for the default size (docs/Deviations.md).
    public var readableContentWidth = Window.defaultReadableContentWidth {
        didSet { engine.markDirty() }
    }
    public static let defaultReadableContentWidth = 672.0
    /// What the engine reported, in order: conflicts (in UIKit's words) and notes; the newest
    /// `maximumLoggedIssues` (to an eighth more), so that a session that keeps re-breaking a
    /// constraint runs in bounded memory (each report holds its constraints).
    public private(set) var log: [LayoutIssue] = []
    /// The issues reported since the window was made, those dropped from `log` included: a
    /// reader that remembers this count finds what came after it with `issues(since:)`.
    public private(set) var issueCount = 0
    /// Far above what one layout pass reports (50,000 conflicting constraints are 50,000
    /// reports).
    public static let maximumLoggedIssues = 100_000

    /// Logs an issue.
    func report(_ issue: LayoutIssue) {
        log.append(issue)
        issueCount += 1
        log.keepNewest(Window.maximumLoggedIssues)
    }

    /// The issues reported after the first `count` (those still kept).
    public func issues(since count: Int) -> ArraySlice<LayoutIssue> {
        let dropped = issueCount - log.count
        return log[Swift.min(Swift.max(count - dropped, 0), log.count)...]
    }
    /// True from any change that can move a frame until the next full layout pass.
    public private(set) var needsLayout = true

    let engine: LayoutEngine
    /// The views in the window by name, kept as views enter and leave it: a lookup by name
    /// (every `view` command, every probe on every frame) was a walk of the whole tree.
    private var viewsByName: [String: [View]] = [:]
    /// Views in the window, the root included.
    public private(set) var viewCount = 0

    /// The lab's bounds, far above any real screen (a UIKit screen has hundreds of views): a
    /// script that makes millions stops with an error instead of exhausting memory and time.
    /// `Simulator.addView` and the shell refuse a view beyond `maximumViews` (`addSubview`
    /// itself, UIKit's API, cannot fail), and activation a constraint beyond `maximumConstraints`
    /// active ones (engine-made constraints included).
    public static let maximumViews = 10_000
    public static let maximumConstraints = 100_000
    /// The bounds this window applies (tests lower them).
    var viewLimit = Window.maximumViews
    var constraintLimit = Window.maximumConstraints

    /// A window on `screen` at `frame` (screen coordinates; the whole screen when nil).
    public init(screen: Screen, frame: Rect? = nil, safeAreaInsets: EdgeInsets = .zero) {
        self.screen = screen
        self.frame = frame ?? screen.bounds
        self.safeAreaInsets = safeAreaInsets
        let root = View(name: "root")
        self.rootViewController = ViewController(view: root)
        self.engine = LayoutEngine()
        engine.window = self
        root.hostWindow = self
        root.setModelFrame(bounds, cause: .layout)
        engine.subtreeDidEnterWindow(root)
        engine.reconcilePending()  // the root's encapsulated size comes first in activation order
    }

    /// A view's guides hold their edge constraints, and those hold the guide and the view: break
    /// the cycles, or every discarded window (a comparison makes one per cell) keeps its scene.
    deinit {
        for view in allViews {
            view.existingSafeAreaGuide?.systemConstraints = []
            view.existingKeyboardGuide?.systemConstraints = []
            view.existingKeyboardGuide?.removeAllTrackedConstraints()
        }
    }

    /// The root view controller's view.
    public var rootView: View { rootViewController.view }
    /// True until the next pass after the window's geometry changed.
    var rootFrameNeedsReset = true

    /// The root view's safe area: the window's plus the root view controller's additional insets.
    public var rootSafeAreaInsets: EdgeInsets {
        let extra = rootViewController.additionalSafeAreaInsets
        return EdgeInsets(
            top: safeAreaInsets.top + extra.top, left: safeAreaInsets.left + extra.left,
            bottom: safeAreaInsets.bottom + extra.bottom, right: safeAreaInsets.right + extra.right)
    }

    /// The window's own coordinate space: origin 0, the frame's size.
    public var bounds: Rect { Rect(origin: .zero, size: frame.standardized.size) }

    /// Moves or resizes the window, changes its screen (rotation) or its safe area; frames follow
    /// at the next layout pass.
    public func update(screen: Screen? = nil, frame: Rect? = nil, safeAreaInsets: EdgeInsets? = nil) {
        if let screen { self.screen = screen }
        if let frame { self.frame = frame }
        if let safeAreaInsets { self.safeAreaInsets = safeAreaInsets }
        engine.windowGeometryDidChange()
        rootFrameNeedsReset = true
        noteNeedsLayout()
    }

    /// All views in the window, depth first, root first.
    public var allViews: [View] { rootView.subtree }

    /// The views with this name, depth first.
    /// - Complexity: O(1) for a unique name (the usual case), O(views) when several share it.
    public func views(named name: String) -> [View] {
        guard let found = viewsByName[name] else { return [] }
        // Several share it: in tree order, which the index does not keep.
        return found.count > 1 ? allViews.filter { $0.name == name } : found
    }

    /// A subtree entered the window (the engine calls this as it takes the views).
    func indexViews(of view: View) {
        for v in view.subtree {
            viewsByName[v.name, default: []].append(v)
            viewCount += 1
        }
    }

    /// A subtree is leaving the window.
    func unindexViews(of view: View) {
        for v in view.subtree {
            viewsByName[v.name]?.removeAll { $0 === v }
            viewCount -= 1
            if viewsByName[v.name]?.isEmpty == true { viewsByName[v.name] = nil }
        }
    }

    /// The active constraints in activation order; engine-made ones (autoresizing, safe area,
    /// encapsulated root size, keyboard guide) only when asked.
    public func constraints(includingSystem: Bool = false) -> [LayoutConstraint] {
        engine.activeConstraintsInOrder.filter { includingSystem || $0.origin == .user }
    }

    /// `layoutIfNeeded()` on the root view: a pass when something asked for one (docs/Simulation.md,
    /// "When layout runs"), nothing otherwise.
    public func layoutIfNeeded() {
        layout(subtreeOf: rootView)
    }

    func noteNeedsLayout() {
        needsLayout = true
    }

    /// UIKit's layout pass under `top`, when one is pending (`needsLayout`; else nothing, as
    /// `layoutIfNeeded` does nothing without pending updates): solves the constraints, then lays
    /// out the views that need it. A view is laid out (its subviews get the frames the engine
    /// computed for them, replacing any frame set by hand) when it was marked
    /// (`setNeedsLayout()`), when its size changed, or when the engine moved one of its
    /// subviews (UIKit marks the superview of a view whose engine values changed). A subview of
    /// a view that is not laid out keeps its frame: a frame set by hand survives until its
    /// superview's next pass (facts §8 pitfall 5).
    func layout(subtreeOf top: View) {
        guard needsLayout, top.window === self else { return }
        engine.solve()
        var layOutTop = top.needsLayout
        // The window sizes its root view when its own geometry changes (UIKit does so on
        // rotation and resizing), not on every pass: a root frame moved by hand (the way
        // IQKeyboardManager shifts it) stays until then.
        if rootFrameNeedsReset {
            let oldSize = rootView.frame.size
            rootView.setModelFrame(bounds, cause: .layout, in: self)
            rootFrameNeedsReset = false
            if top === rootView && oldSize != bounds.size { layOutTop = true }
        }
        var overflowing: [String] = []
        var scrollViews: [ScrollView] = []
        // Depth first, subviews in order; each entry: a view whose subviews are considered, and
        // whether it is laid out.
        var stack: [(view: View, laysOut: Bool)] = [(top, layOutTop)]
        while let (parent, parentLaysOut) = stack.popLast() {
            let parentBox = parent.layoutBox.solvedRect
            let frames = parent.subviews.map { child in
                let box = child.layoutBox.solvedRect
                return Rect(
                    x: LayoutNumber.clean(box.minX - parentBox.minX),
                    y: LayoutNumber.clean(box.minY - parentBox.minY),
                    width: box.width, height: box.height)
            }
            let laysOut =
                parentLaysOut
                || zip(parent.subviews, frames).contains { child, frame in frame != child.engineFrame }
            var next: [(view: View, laysOut: Bool)] = []
            for (child, frame) in zip(parent.subviews, frames) {
                var childLaysOut = child.needsLayout
                if laysOut {
                    // A solution past the doubles (constraints multiplying each other's sizes
                    // beyond 1e308) leaves the frame where it was rather than make it infinite.
                    if View.isUsableFrame(frame) {
                        if frame.size != child.frame.size { childLaysOut = true }
                        child.setModelFrame(frame, cause: .layout, in: self)
                        child.engineFrame = frame
                    } else {
                        overflowing.append(child.layoutName)
                    }
                }
                next.append((child, childLaysOut))
            }
            stack.append(contentsOf: next.reversed())
            if parentLaysOut || laysOut { parent.clearNeedsLayout() }
            if parent !== top, let scrollView = parent as? ScrollView { scrollViews.append(scrollView) }
        }
        // A scroll view's safe area can move with its ancestors: its offset follows once all is placed.
        for scrollView in scrollViews { scrollView.layoutPassDidFinish() }
        if let first = overflowing.first {
            let others = overflowing.count > 1 ? " (and \(overflowing.count - 1) more)" : ""
            report(
                .note(
                    "the constraints put \(first)\(others) past the largest double (1.8e308): "
                        + "it keeps its last frame"))
        }
        top.clearNeedsLayout()
        // A pass stopped by Ctrl-C before it installed every constraint goes on at the next.
        if top === rootView && !engine.isIncomplete { needsLayout = false }
    }

    /// Counters that show the engine works incrementally (tests and benchmarks read them).
    public var statistics: LayoutStatistics { engine.statistics }
}

/// How much work the engine has asked of the solver since the window was made.
public struct LayoutStatistics: Hashable, Sendable {
    /// `Solver.addConstraint` calls on the window's solver.
    public var constraintsAdded = 0
    /// `Solver.removeConstraint` calls.
    public var constraintsRemoved = 0
    /// `Solver.suggestValue` calls.
    public var suggestions = 0
    /// Solves (`updateVariables` runs) in layout passes.
    public var solves = 0
    /// Solvers built from scratch (only ever for reports: conflicts, ambiguity).
    public var scratchSolvers = 0
    /// Solver updates that check one newly installed required constraint for a conflict.
    public var installChecks = 0
}
