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

/// The owner of a window's root view (`UIViewController`), reduced to what layout needs.
public final class ViewController {
    /// The root view: its frame is the window's bounds.
    public let view: View

    init(view: View) {
        self.view = view
    }
}
