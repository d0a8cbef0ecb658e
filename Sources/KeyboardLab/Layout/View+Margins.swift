/// Layout margins (`layoutMargins`, `directionalLayoutMargins`, `layoutMarginsGuide`,
/// `insetsLayoutMarginsFromSafeArea`) and the readable content guide, as UIKit documents them
/// (docs/Layout.md, "Layout margins"):
/// * most views default to 8 points on each side (`directionalLayoutMargins` reference page);
/// * a view controller's root view defaults to the system minimum margins, and a value you set is
///   raised to that minimum edge by edge while `viewRespectsSystemMinimumLayoutMargins`
///   (`systemMinimumLayoutMargins` reference page);
/// * with `insetsLayoutMarginsFromSafeArea` (default true) margins are measured from the safe
///   area, so the effective margins are the requested ones plus `safeAreaInsets` (the lab's reading
///   of "margins that are outside the safe area are automatically modified to fall within the safe
///   area boundary").
extension View {
    /// UIKit's default margins for views other than a view controller's root view.
    public static let defaultLayoutMargins = DirectionalEdgeInsets(all: 8)

    /// The margins the view asks for, before the safe area is added: the value set, or the
    /// default (8 on each side; the root view: its view controller's system minimum), raised to
    /// the system minimum on the root while the controller respects it.
    public var requestedLayoutMargins: DirectionalEdgeInsets {
        guard isRootView, let controller = window?.rootViewController else {
            return extras.requestedMargins ?? View.defaultLayoutMargins
        }
        let minimum = controller.systemMinimumLayoutMargins
        let own = extras.requestedMargins ?? minimum
        return controller.viewRespectsSystemMinimumLayoutMargins ? own.max(minimum) : own
    }

    /// `directionalLayoutMargins`: the effective margins (safe area included while
    /// `insetsLayoutMarginsFromSafeArea`), as UIKit reports them; setting one asks for margins
    /// measured from the safe area. Non-finite values are ignored.
    public var directionalLayoutMargins: DirectionalEdgeInsets {
        get { layoutMargins.directional }
        set {
            guard newValue.isFinite else { return }
            extras.requestedMargins = newValue
            layoutMarginsDidChange()
        }
    }

    /// `layoutMargins`, the left-to-right form of `directionalLayoutMargins`.
    public var layoutMargins: EdgeInsets {
        get { marginInsets(safeArea: safeAreaInsets) }
        set { directionalLayoutMargins = newValue.directional }
    }

    /// Whether the margins are measured from the safe area (UIKit's default: true).
    public var insetsLayoutMarginsFromSafeArea: Bool {
        get { extras.insetsLayoutMarginsFromSafeArea }
        set {
            guard newValue != extras.insetsLayoutMarginsFromSafeArea else { return }
            extras.insetsLayoutMarginsFromSafeArea = newValue
            layoutMarginsDidChange()
        }
    }

    /// The guide for the view's bounds inset by its layout margins (`root.margins`, `VIEW.margins`).
    public var layoutMarginsGuide: LayoutGuide {
        if let guide = extras.marginsGuide { return guide }
        let guide = LayoutGuide(
            owningView: self, kind: .layoutMargins, name: "margins", identifier: "UIViewLayoutMarginsGuide")
        extras.marginsGuide = guide
        return guide
    }

    /// The guide for a comfortable reading width inside the margins (`VIEW.readable`): as tall as
    /// the margins guide, at most `window.readableContentWidth` wide, centred.
    public var readableContentGuide: LayoutGuide {
        if let guide = extras.readableGuide { return guide }
        let guide = LayoutGuide(
            owningView: self, kind: .readableContent, name: "readable",
            identifier: "UIViewReadableContentGuide")
        extras.readableGuide = guide
        return guide
    }

    /// The effective margins for given safe-area insets: requested + safe area (while insetting
    /// from the safe area).
    func marginInsets(safeArea: EdgeInsets) -> EdgeInsets {
        let requested = requestedLayoutMargins.edgeInsets
        return extras.insetsLayoutMarginsFromSafeArea ? requested.adding(safeArea) : requested
    }

    /// The readable guide's insets in a view of `width` whose margins are `margins`: the margins'
    /// top and bottom; left and right so that the guide is at most `readableWidth` wide, centred
    /// in the margins.
    static func readableInsets(width: Double, margins: EdgeInsets, readableWidth: Double) -> EdgeInsets {
        let available = max(0, width - margins.left - margins.right)
        let spare = max(0, available - max(0, readableWidth)) / 2
        return EdgeInsets(
            top: margins.top, left: margins.left + spare, bottom: margins.bottom,
            right: margins.right + spare)
    }

    /// The insets of one of the view's engine-placed guides, from model frames.
    func guideInsets(for kind: LayoutGuide.Kind) -> EdgeInsets {
        switch kind {
        case .safeArea: return safeAreaInsets
        case .layoutMargins: return layoutMargins
        case .readableContent:
            let width = window?.readableContentWidth ?? Window.defaultReadableContentWidth
            return View.readableInsets(width: bounds.width, margins: layoutMargins, readableWidth: width)
        case .custom: return .zero
        }
    }

    /// Margins changed: the guides' constants follow at the next layout pass.
    func layoutMarginsDidChange() {
        window?.engine.markDirty()
        setNeedsLayout()
    }
}
