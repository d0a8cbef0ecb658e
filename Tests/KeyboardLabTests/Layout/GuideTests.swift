import XCTest

@testable import KeyboardLab

/// Safe-area and keyboard guides before and after constraints use them, on the root and on
/// subviews. iPhone 15 Pro: 393×852, safe area (59, 0, 34, 0).
final class GuideTests: XCTestCase {
    private var window: Window?

    private func scene() -> Window {
        let window = LayoutFixtures.iPhone15Pro()
        self.window = window
        return window
    }

    /// Unused guides still report UIKit's frames: safe = (0, 59, 393, 852 − 59 − 34 = 759);
    /// keyboard resting = (0, 818, 393, 34); docked 336 = (0, 516, 393, 336).
    func test_guideFramesBeforeAnyConstraint() {
        let window = scene()
        let root = window.rootView
        XCTAssertEqual(root.safeAreaLayoutGuide.layoutFrame, Rect(x: 0, y: 59, width: 393, height: 759))
        XCTAssertEqual(root.keyboardLayoutGuide.layoutFrame, Rect(x: 0, y: 818, width: 393, height: 34))
        root.keyboardLayoutGuide.setKeyboardHeight(336)
        XCTAssertEqual(root.keyboardLayoutGuide.layoutFrame, Rect(x: 0, y: 516, width: 393, height: 336))
        root.keyboardLayoutGuide.setKeyboardHeight(0)
        XCTAssertEqual(root.keyboardLayoutGuide.placement, .offScreen)
    }

    /// A keyboard guide on a subview: a sheet covering the lower 400 pt (y 452...852) rests
    /// its guide at its bottom with the sheet's own bottom inset, 34: a field on the guide ends
    /// at 400 − 34 = 366 in the sheet. Docking 300 pt puts the guide's top at 100.
    func test_keyboardGuideOnASubview() throws {
        let window = scene()
        let root = window.rootView
        let sheet = View(name: "sheet")
        let field = View.textField(name: "field")
        root.addSubview(sheet)
        sheet.addSubview(field)
        let spec = try window.makeConstraint(parsing: "field.bottom == sheet.keyboard.top")
        try LayoutConstraint.activate([
            sheet.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            sheet.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            sheet.bottomAnchor.constraint(equalTo: root.bottomAnchor),
            sheet.heightAnchor.constraint(equalToConstant: 400),
            field.leadingAnchor.constraint(equalTo: sheet.leadingAnchor),
            field.widthAnchor.constraint(equalTo: sheet.widthAnchor),
            field.heightAnchor.constraint(equalToConstant: 40),
            spec,
        ])
        window.layoutIfNeeded()
        XCTAssertEqual(sheet.frame, Rect(x: 0, y: 452, width: 393, height: 400))
        XCTAssertEqual(field.frame, Rect(x: 0, y: 326, width: 393, height: 40))
        XCTAssertEqual(sheet.keyboardLayoutGuide.layoutName, "sheet.keyboard")
        sheet.keyboardLayoutGuide.setKeyboardHeight(300)
        window.layoutIfNeeded()
        XCTAssertEqual(field.frame, Rect(x: 0, y: 60, width: 393, height: 40))
        XCTAssertEqual(sheet.keyboardLayoutGuide.layoutFrame, Rect(x: 0, y: 100, width: 393, height: 300))
    }

    /// Rotating to landscape (852×393, insets (0, 59, 21, 59)) moves the safe guide's edges by
    /// constant edits: safe = (59, 0, 852 − 118 = 734, 393 − 21 = 372).
    func test_rotationMovesTheSafeGuide() throws {
        let window = scene()
        let root = window.rootView
        let content = View(name: "content")
        root.addSubview(content)
        let safe = root.safeAreaLayoutGuide
        try LayoutConstraint.activate([
            content.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            content.topAnchor.constraint(equalTo: safe.topAnchor),
            content.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
        ])
        window.layoutIfNeeded()
        XCTAssertEqual(content.frame, Rect(x: 0, y: 59, width: 393, height: 759))
        let added = window.statistics.constraintsAdded
        window.update(
            screen: Screen(size: Size(width: 852, height: 393)),
            frame: Rect(x: 0, y: 0, width: 852, height: 393),
            safeAreaInsets: EdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
        window.layoutIfNeeded()
        XCTAssertEqual(content.frame, Rect(x: 59, y: 0, width: 734, height: 372))
        XCTAssertEqual(safe.layoutFrame, Rect(x: 59, y: 0, width: 734, height: 372))
        XCTAssertEqual(window.statistics.constraintsAdded, added)
    }

    func test_numberFormatting() {
        XCTAssertEqual(LayoutNumber.format(8), "8")
        XCTAssertEqual(LayoutNumber.format(-16), "-16")
        XCTAssertEqual(LayoutNumber.format(0.5), "0.5")
        XCTAssertEqual(LayoutNumber.format(7.9999999999), "8")
        XCTAssertEqual(LayoutNumber.format(-0.0), "0")
        XCTAssertEqual(LayoutNumber.format(12.75), "12.75")
    }
}
