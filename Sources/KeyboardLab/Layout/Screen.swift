/// A device screen: its bounds in points (origin 0) and its scale. The device catalogue fills
/// these in; rotation gives a new screen with width and height swapped.
public struct Screen: Hashable, Sendable {
    public var bounds: Rect
    /// Pixels per point (2 or 3 on current iPhones). Kept for drawing; the lab does not round
    /// frames to pixels (see docs/Layout.md).
    public var scale: Double

    public init(size: Size, scale: Double = 3) {
        self.bounds = Rect(origin: .zero, size: size)
        self.scale = scale
    }
}

/// One change of a view's model frame, as the window's `frameDidChange` hook receives it.
public struct FrameChange {
    /// Why the frame changed.
    public enum Cause: String, Hashable, Sendable {
        /// Code set `frame`, `bounds` or `center`.
        case assignment
        /// A layout pass applied the solver's result.
        case layout
    }

    public let view: View
    public let oldFrame: Rect
    public let newFrame: Rect
    public let cause: Cause
}

/// One change of a view's bounds origin (a scroll offset), as `boundsOriginDidChange` hears it.
public struct BoundsOriginChange {
    public let view: View
    public let oldOrigin: Point
    public let newOrigin: Point
}

/// The owner of a window's root view (`UIViewController`), reduced to what layout needs.
public final class ViewController {
    /// The root view: its frame is the window's bounds.
    public let view: View
    /// The least margins the system wants for the root view (`systemMinimumLayoutMargins`): 16
    /// points leading and trailing in a compact-width window, 20 in a regular one, 0 top and
    /// bottom (useyourloaf, "Changing Root View Layout Margins"). UIKit computes it from the size
    /// class; here whoever builds the scene sets it (the Simulator does, per device and window).
    public var systemMinimumLayoutMargins = DirectionalEdgeInsets(
        top: 0, leading: 16, bottom: 0, trailing: 16)
    {
        didSet { if systemMinimumLayoutMargins != oldValue { view.layoutMarginsDidChange() } }
    }
    /// `additionalSafeAreaInsets` (iOS 11): added to the window's safe area for the root view and
    /// everything under it; a change lays out again at the next pass, as UIKit's
    /// `viewSafeAreaInsetsDidChange` does (keyboard code sets its bottom to the keyboard's overlap).
    public var additionalSafeAreaInsets: EdgeInsets = .zero {
        didSet {
            guard additionalSafeAreaInsets != oldValue else { return }
            view.window?.engine.markDirty()
            view.setNeedsLayout()
        }
    }

    /// Whether the root view's margins are at least the system minimum (UIKit's default: true).
    public var viewRespectsSystemMinimumLayoutMargins = true {
        didSet { if viewRespectsSystemMinimumLayoutMargins != oldValue { view.layoutMarginsDidChange() } }
    }

    init(view: View) {
        self.view = view
    }
}
