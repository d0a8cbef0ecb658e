import XCTest

@testable import KeyboardLab

/// `safeAreaInsets` propagation from model frames: the root has the window's insets; a
/// subview has the part of its superview's unsafe margins that it overlaps (Apple: "For other
/// views in the view hierarchy, the insets reflect only the portion of the view that is
/// covered"). iPhone 15 Pro portrait: 393×852, insets (59, 0, 34, 0) (facts §10.2).
final class SafeAreaTests: XCTestCase {
    private func iPhone15Pro() -> Window {
        Window(
            screen: Screen(size: Size(width: 393, height: 852)),
            safeAreaInsets: EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
    }

    private func add(_ frame: Rect, to parent: View, name: String = "v") -> View {
        let view = View(name: name, frame: frame)
        parent.addSubview(view)
        return view
    }

    func test_rootHasTheWindowsInsets() {
        let window = iPhone15Pro()
        XCTAssertEqual(window.rootView.safeAreaInsets, EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
    }

    func test_viewInsideTheSafeAreaHasNone() {
        let window = iPhone15Pro()
        let v = add(Rect(x: 0, y: 100, width: 393, height: 200), to: window.rootView)
        XCTAssertEqual(v.safeAreaInsets, .zero)
    }

    func test_fullScreenSubviewHasTheRootsInsets() {
        let window = iPhone15Pro()
        let v = add(Rect(x: 0, y: 0, width: 393, height: 852), to: window.rootView)
        XCTAssertEqual(v.safeAreaInsets, EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
    }

    /// A 30-pt bar at the top lies wholly under the 59-pt unsafe strip: top = min(59, 30) = 30.
    func test_insetIsClampedToTheViewsSize() {
        let window = iPhone15Pro()
        let v = add(Rect(x: 0, y: 0, width: 393, height: 30), to: window.rootView)
        XCTAssertEqual(v.safeAreaInsets, EdgeInsets(top: 30, left: 0, bottom: 0, right: 0))
    }

    /// An input bar at y 800...852 overlaps the home-indicator strip (818...852) by 34.
    func test_barAtTheBottomGetsTheHomeIndicatorInset() {
        let window = iPhone15Pro()
        let v = add(Rect(x: 0, y: 800, width: 393, height: 52), to: window.rootView)
        XCTAssertEqual(v.safeAreaInsets, EdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
    }

    /// Nested: container 700...852 has bottom 34; its safe rect in its own space is
    /// (0, 0, 393, 118); a child at y 100...152 of the container sticks 152 − 118 = 34 out.
    func test_nestedViewsInheritThroughTheirSuperview() {
        let window = iPhone15Pro()
        let container = add(Rect(x: 0, y: 700, width: 393, height: 152), to: window.rootView)
        let child = add(Rect(x: 0, y: 100, width: 393, height: 52), to: container)
        XCTAssertEqual(container.safeAreaInsets, EdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
        XCTAssertEqual(child.safeAreaInsets, EdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
        let inner = add(Rect(x: 0, y: 0, width: 393, height: 60), to: container)
        XCTAssertEqual(inner.safeAreaInsets, .zero)
    }

    /// Landscape 852×393 with insets (0, 59, 21, 59): a 100-pt column at the left edge is
    /// covered by the 59-pt sensor-housing margin and the 21-pt home-indicator strip.
    func test_landscapeSideMargins() {
        let window = Window(
            screen: Screen(size: Size(width: 852, height: 393)),
            safeAreaInsets: EdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
        let v = add(Rect(x: 0, y: 0, width: 100, height: 393), to: window.rootView)
        XCTAssertEqual(v.safeAreaInsets, EdgeInsets(top: 0, left: 59, bottom: 21, right: 0))
    }

    func test_viewOutsideAWindowHasNoInsets() {
        let v = View(name: "v", frame: Rect(x: 0, y: 0, width: 10, height: 10))
        XCTAssertEqual(v.safeAreaInsets, .zero)
    }

    /// Rotation or a new window size changes the root's insets at once.
    func test_windowUpdateChangesRootInsets() {
        let window = iPhone15Pro()
        window.update(
            screen: Screen(size: Size(width: 852, height: 393)),
            frame: Rect(x: 0, y: 0, width: 852, height: 393),
            safeAreaInsets: EdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
        XCTAssertEqual(window.rootView.safeAreaInsets, EdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
        XCTAssertEqual(window.bounds, Rect(x: 0, y: 0, width: 852, height: 393))
    }
}
