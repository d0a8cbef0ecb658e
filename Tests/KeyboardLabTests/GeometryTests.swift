import XCTest

@testable import KeyboardLab

final class GeometryTests: XCTestCase {
    /// The keyboard-height recipe: a 393×852 view and a 336-pt keyboard at y = 516 overlap by
    /// 336 pt; a keyboard parked at y = 852 touches the bottom edge and overlaps by 0.
    func test_intersectionHeight_followsTheKeyboardRecipe() throws {
        let view = Rect(x: 0, y: 0, width: 393, height: 852)
        let shown = try XCTUnwrap(view.intersection(Rect(x: 0, y: 516, width: 393, height: 336)))
        XCTAssertEqual(shown.height, 336)
        let hidden = try XCTUnwrap(view.intersection(Rect(x: 0, y: 852, width: 393, height: 336)))
        XCTAssertEqual(hidden.height, 0)
        XCTAssertNil(view.intersection(Rect(x: 0, y: 900, width: 393, height: 336)))
    }

    func test_standardized_flipsNegativeSizes() {
        let r = Rect(x: 10, y: 20, width: -4, height: -6).standardized
        XCTAssertEqual(r, Rect(x: 6, y: 14, width: 4, height: 6))
    }

    func test_insetBySafeArea() {
        let screen = Rect(x: 0, y: 0, width: 393, height: 852)
        let safe = screen.inset(by: EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        XCTAssertEqual(safe, Rect(x: 0, y: 59, width: 393, height: 759))
    }
}
