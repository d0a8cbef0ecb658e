/// How an app reads a keyboard frame (facts §7): convert from the screen into a window or view, then
/// intersect with the view and use the overlap's height, never the frame's own height.
public enum KeyboardCoordinates {
    /// A screen rect in the coordinates of a window (or any view) whose frame in screen coordinates
    /// is `frameInScreen` (no transforms, so conversion is a translation).
    public static func convert(_ rect: Rect, toSpaceAt frameInScreen: Rect) -> Rect {
        rect.offsetBy(dx: -frameInScreen.minX, dy: -frameInScreen.minY)
    }

    /// A rect in the coordinates of a space at `frameInScreen`, back to screen coordinates.
    public static func convert(_ rect: Rect, fromSpaceAt frameInScreen: Rect) -> Rect {
        rect.offsetBy(dx: frameInScreen.minX, dy: frameInScreen.minY)
    }

    /// The recipe: `view.bounds.intersection(convertedKeyboardFrame).height`, 0 when they do not meet.
    /// `viewFrameInScreen` is the view's frame in screen coordinates (window frame + view frame).
    public static func overlapHeight(keyboardFrame: Rect, viewFrameInScreen: Rect) -> Double {
        let converted = convert(keyboardFrame, toSpaceAt: viewFrameInScreen)
        let bounds = Rect(origin: .zero, size: viewFrameInScreen.standardized.size)
        return bounds.intersection(converted)?.height ?? 0
    }

    /// Apple's sample (facts §7): the overlap height when the keyboard covers part of the view,
    /// otherwise the view's bottom safe-area inset.
    public static func bottomOffset(
        keyboardFrame: Rect, viewFrameInScreen: Rect, safeAreaBottom: Double
    ) -> Double {
        let converted = convert(keyboardFrame, toSpaceAt: viewFrameInScreen)
        let bounds = Rect(origin: .zero, size: viewFrameInScreen.standardized.size)
        guard let overlap = bounds.intersection(converted), !overlap.isEmpty else { return safeAreaBottom }
        return overlap.height
    }

    /// How Flutter classifies a notification (facts §7, FlutterViewController.mm): willHide or an
    /// empty End → hidden; End == CGRect.zero → floating (being dragged); on screen with its bottom
    /// above the screen's bottom → floating; otherwise docked.
    public static func classify(_ post: KeyboardNotificationPost, screen: Rect) -> KeyboardMode? {
        let end = post.userInfo.frameEnd
        if post.name == .keyboardWillHide { return nil }
        if end == .zero { return .floating }
        if end.isEmpty { return nil }
        guard let overlap = screen.intersection(end), !overlap.isEmpty else { return nil }
        return end.maxY < screen.maxY ? .floating : .docked
    }
}
