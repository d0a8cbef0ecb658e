import XCTest

@testable import KeyboardLab

/// Layout margins, worked by hand from UIKit's documentation: views default to 8 points on each
/// side and a view controller's root view to the system minimum (16 leading/trailing in compact
/// width, 20 in regular; `directionalLayoutMargins`, `systemMinimumLayoutMargins`, useyourloaf
/// "Changing Root View Layout Margins"); margins are measured from the safe area while
/// `insetsLayoutMarginsFromSafeArea` (default true); a root view's margins are at least the
/// minimum while `viewRespectsSystemMinimumLayoutMargins`. The readable guide is at most 672 wide.
final class LayoutMarginsTests: XCTestCase {
    private func pinned(_ sim: Simulator, _ name: String, to guide: String) throws {
        try sim.addView(named: name)
        for edge in ["leading", "trailing", "top", "bottom"] {
            try sim.addConstraint("\(name).\(edge) == \(guide).\(edge)")
        }
    }

    /// iPhone 15 portrait: safe (59, 0, 34, 0), minimum 16 at the sides → margins (59, 16, 34,
    /// 16): the guide is (16, 59; 361 × 759).
    func testRootMarginsGuideOnAnIPhone() throws {
        let sim = try Simulator(deviceID: "iphone-15")
        try pinned(sim, "content", to: "root.margins")
        XCTAssertEqual(sim.rootView.layoutMargins, EdgeInsets(top: 59, left: 16, bottom: 34, right: 16))
        XCTAssertEqual(try sim.view(named: "content").frame, Rect(x: 16, y: 59, width: 361, height: 759))
        // Landscape: safe (0, 59, 21, 59), still compact width: 59 + 16 = 75 at the sides.
        try sim.setOrientation(.landscape)
        XCTAssertEqual(try sim.view(named: "content").frame, Rect(x: 75, y: 0, width: 702, height: 372))
    }

    /// Without the safe area the margins are the minimum alone; asking for 4 is raised to the
    /// minimum 16 at the sides unless the controller stops respecting it.
    func testRootMarginRules() throws {
        let sim = try Simulator(deviceID: "iphone-15")
        try pinned(sim, "content", to: "root.margins")
        let root = sim.rootView
        root.insetsLayoutMarginsFromSafeArea = false
        sim.layoutIfNeeded()
        XCTAssertEqual(try sim.view(named: "content").frame, Rect(x: 16, y: 0, width: 361, height: 852))
        root.directionalLayoutMargins = DirectionalEdgeInsets(all: 4)
        sim.layoutIfNeeded()
        XCTAssertEqual(try sim.view(named: "content").frame, Rect(x: 16, y: 4, width: 361, height: 844))
        sim.window.rootViewController.viewRespectsSystemMinimumLayoutMargins = false
        sim.layoutIfNeeded()
        XCTAssertEqual(try sim.view(named: "content").frame, Rect(x: 4, y: 4, width: 385, height: 844))
    }

    /// A subview inside the safe area keeps its 8 points; one covering the home indicator adds the
    /// 34 points it overlaps.
    func testSubviewMargins() throws {
        let sim = try Simulator(deviceID: "iphone-15")
        try sim.addView(named: "card", frame: Rect(x: 20, y: 100, width: 200, height: 100))
        try sim.addView(named: "inner", in: "card")
        for edge in ["leading", "trailing", "top", "bottom"] {
            try sim.addConstraint("inner.\(edge) == card.margins.\(edge)")
        }
        XCTAssertEqual(try sim.view(named: "inner").frame, Rect(x: 8, y: 8, width: 184, height: 84))
        try sim.addView(named: "footer", frame: Rect(x: 0, y: 752, width: 393, height: 100))
        XCTAssertEqual(
            try sim.view(named: "footer").layoutMargins, EdgeInsets(top: 8, left: 8, bottom: 42, right: 8))
    }

    /// iPad Pro 12.9-inch in landscape (1366 × 1024, regular width: minimum 20): margins width
    /// 1326, the readable guide 672 wide, centred: x = 20 + (1326 − 672) / 2 = 347. On an iPhone the
    /// readable guide is the margins guide (361 < 672).
    func testReadableContentGuide() throws {
        let pad = try Simulator(deviceID: "ipad-pro-12-9", orientation: .landscape)
        try pinned(pad, "text", to: "root.readable")
        let frame = try pad.view(named: "text").frame
        XCTAssertEqual(frame.minX, 347)
        XCTAssertEqual(frame.width, 672)
        let phone = try Simulator(deviceID: "iphone-15")
        try pinned(phone, "text", to: "root.readable")
        XCTAssertEqual(try phone.view(named: "text").frame, Rect(x: 16, y: 59, width: 361, height: 759))
    }

    /// The margins guide's engine constraints carry UIKit's identifiers (seen in conflict reports:
    /// IQKeyboardManager #1259, amazon-kinesis-video-streams-webrtc-sdk-ios #60).
    func testMarginConstraintsAreNamedAsUIKitNamesThem() throws {
        let sim = try Simulator(deviceID: "iphone-15")
        try pinned(sim, "content", to: "root.margins")
        let names = sim.window.constraints(includingSystem: true).filter { $0.origin == .layoutMargins }
            .map(\.description)
        XCTAssertEqual(
            names,
            [
                "UIView-leftMargin-guide-constraint: root.margins.left == root.left + 16",
                "UIView-topMargin-guide-constraint: root.margins.top == root.top + 59",
                "UIView-rightMargin-guide-constraint: root.margins.right == root.right - 16",
                "UIView-bottomMargin-guide-constraint: root.margins.bottom == root.bottom - 34",
            ])
    }
}
