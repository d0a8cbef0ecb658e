import XCTest

@testable import KeyboardLab

/// `convert(_:to:)` / `convert(_:from:)` between nested views, the window and the screen.
/// Every expected value is the sum of frame origins (minus bounds origins) along the chain,
/// worked out in the comments.
final class ConversionTests: XCTestCase {
    /// Keeps the scene's window alive for the test (views hold their superview weakly and the
    /// window owns the root view).
    private var window: Window?

    /// iPad Pro 11" in landscape (1194×834) with the app in the right-hand part of Split View:
    /// the window starts 600 pt from the screen's left edge and is 594 pt wide.
    private func splitViewScene() -> (Window, container: View, child: View, sibling: View) {
        let screen = Screen(size: Size(width: 1194, height: 834), scale: 2)
        let window = Window(
            screen: screen, frame: Rect(x: 600, y: 0, width: 594, height: 834),
            safeAreaInsets: EdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
        let container = View(name: "container", frame: Rect(x: 10, y: 20, width: 300, height: 400))
        let child = View(name: "child", frame: Rect(x: 5, y: 6, width: 50, height: 60))
        let sibling = View(name: "sibling", frame: Rect(x: 200, y: 300, width: 40, height: 40))
        window.rootView.addSubview(container)
        container.addSubview(child)
        window.rootView.addSubview(sibling)
        self.window = window
        return (window, container, child, sibling)
    }

    func test_rootViewFillsTheWindow() {
        let (window, _, _, _) = splitViewScene()
        XCTAssertEqual(window.rootView.frame, Rect(x: 0, y: 0, width: 594, height: 834))
        XCTAssertEqual(window.bounds, Rect(x: 0, y: 0, width: 594, height: 834))
    }

    /// (1, 2) in child → container: + (5, 6) = (6, 8) → root/window: + (10, 20) = (16, 28)
    /// → screen: + (600, 0) = (616, 28).
    func test_pointFromNestedViewToWindowAndScreen() {
        let (window, container, child, _) = splitViewScene()
        let p = Point(x: 1, y: 2)
        XCTAssertEqual(child.convert(p, to: container), Point(x: 6, y: 8))
        XCTAssertEqual(child.convert(p, to: nil), Point(x: 16, y: 28))
        XCTAssertEqual(child.convert(p, to: window.rootView), Point(x: 16, y: 28))
        XCTAssertEqual(child.convert(p, to: .window), Point(x: 16, y: 28))
        XCTAssertEqual(child.convert(p, to: .screen), Point(x: 616, y: 28))
    }

    /// The inverse path: (616, 28) on screen is (1, 2) in the child.
    func test_pointFromScreenAndWindowBackToNestedView() {
        let (_, _, child, _) = splitViewScene()
        XCTAssertEqual(child.convert(Point(x: 616, y: 28), from: .screen), Point(x: 1, y: 2))
        XCTAssertEqual(child.convert(Point(x: 16, y: 28), from: nil), Point(x: 1, y: 2))
    }

    /// child (0, 0) is (15, 26) in the root; the sibling's origin is (200, 300), so the point
    /// is (15 − 200, 26 − 300) = (−185, −274) in the sibling, both ways.
    func test_betweenCousins() {
        let (_, _, child, sibling) = splitViewScene()
        XCTAssertEqual(child.convert(Point.zero, to: sibling), Point(x: -185, y: -274))
        XCTAssertEqual(sibling.convert(Point.zero, from: child), Point(x: -185, y: -274))
        XCTAssertEqual(sibling.convert(Point(x: -185, y: -274), to: child), Point.zero)
    }

    /// A scrolled container (bounds origin y = 100) shifts its subviews up by 100:
    /// (1, 2) in child → (6, 8) in container bounds → (6 − 0 + 10, 8 − 100 + 20) = (16, −72).
    func test_boundsOriginShiftsSubviews() {
        let (_, container, child, _) = splitViewScene()
        container.bounds = Rect(x: 0, y: 100, width: 300, height: 400)
        XCTAssertEqual(container.frame, Rect(x: 10, y: 20, width: 300, height: 400))
        XCTAssertEqual(child.convert(Point(x: 1, y: 2), to: nil), Point(x: 16, y: -72))
        XCTAssertEqual(child.convert(Point(x: 16, y: -72), from: nil), Point(x: 1, y: 2))
    }

    /// The keyboard recipe on an iPad in Split View (facts §7): a keyboard 334 pt tall across
    /// the whole 1194-pt screen, at y = 500 in screen coordinates, is at x = 0 − 600 = −600 in
    /// the root view; intersected with the root's bounds (0, 0, 594, 834) it covers
    /// (0, 500, 594, 334): the full height but only the window's width.
    func test_keyboardFrameFromScreenIntersectedWithRootView() throws {
        let (window, _, _, _) = splitViewScene()
        let keyboard = Rect(x: 0, y: 500, width: 1194, height: 334)
        let inRoot = window.rootView.convert(keyboard, from: .screen)
        XCTAssertEqual(inRoot, Rect(x: -600, y: 500, width: 1194, height: 334))
        let overlap = try XCTUnwrap(window.rootView.bounds.intersection(inRoot))
        XCTAssertEqual(overlap, Rect(x: 0, y: 500, width: 594, height: 334))
    }

    /// child's frame in screen coordinates: origin (616 − 1, 28 − 2) = (615, 26), size kept.
    func test_frameInEverySpace() {
        let (_, _, child, _) = splitViewScene()
        XCTAssertEqual(child.frame(in: .screen), Rect(x: 615, y: 26, width: 50, height: 60))
        XCTAssertEqual(child.frame(in: .window), Rect(x: 15, y: 26, width: 50, height: 60))
    }

    /// A view outside any window converts through its topmost view, with no screen offset.
    func test_detachedTreeConvertsThroughItsTopView() {
        let top = View(name: "top", frame: Rect(x: 100, y: 100, width: 50, height: 50))
        let inner = View(name: "inner", frame: Rect(x: 3, y: 4, width: 10, height: 10))
        top.addSubview(inner)
        XCTAssertEqual(inner.convert(Point.zero, to: nil), Point(x: 103, y: 104))
        XCTAssertNil(inner.window)
    }
}
