import XCTest

@testable import KeyboardLab

/// Intrinsic content size with content hugging (default 250) and compression resistance (default
/// 750): UIKit turns an intrinsic width w into `width <= w @hugging` and `width >= w
/// @compressionResistance` (Auto Layout Guide, "Views with Intrinsic Content Size"). One
/// constraint against one of them: the higher priority wins.
final class IntrinsicSizeTests: XCTestCase {
    private func labelScene(_ extra: String? = nil) throws -> (Simulator, Label) {
        let sim = try Simulator(deviceID: "iphone-15")
        let label = try sim.add(Label(name: "title", textWidth: 100, lines: 1, lineHeight: 20))
        try sim.addConstraint("title.leading == safe.leading + 20")
        try sim.addConstraint("title.top == safe.top + 10")
        if let extra { try sim.addConstraint(extra) }
        return (sim, label)
    }

    /// Nothing else about its size: the label takes its intrinsic size, 100 × 20, at (20, 69).
    func testALabelSizesItself() throws {
        let (sim, label) = try labelScene()
        XCTAssertEqual(label.frame, Rect(x: 20, y: 69, width: 100, height: 20))
        let names = sim.window.constraints(includingSystem: true).filter { $0.origin == .contentSize }
            .map(\.description)
        XCTAssertEqual(
            names,
            [
                "NSContentSizeLayoutConstraint-width-Hug: title.width <= 100 @250",
                "NSContentSizeLayoutConstraint-width-CompressionResistance: title.width >= 100 @750",
                "NSContentSizeLayoutConstraint-height-Hug: title.height <= 20 @250",
                "NSContentSizeLayoutConstraint-height-CompressionResistance: title.height >= 20 @750",
            ])
    }

    /// `width == 50 @500` against compression resistance 750: the label keeps 100. `width == 150
    /// @500` against hugging 250: the label stretches to 150. Required 50 wins outright.
    func testHuggingAndCompressionResistanceAgainstOtherPriorities() throws {
        XCTAssertEqual(try labelScene("title.width == 50 @500").1.frame.width, 100)
        XCTAssertEqual(try labelScene("title.width == 150 @500").1.frame.width, 150)
        XCTAssertEqual(try labelScene("title.width == 50").1.frame.width, 50)
        let (sim, label) = try labelScene("title.width == 50 @500")
        label.setContentCompressionResistancePriority(400, for: .horizontal)
        sim.layoutIfNeeded()
        XCTAssertEqual(label.frame.width, 50)
        label.setContentHuggingPriority(.required, for: .horizontal)  // hugging 1000: at most 100, always
        label.textWidth = 40
        sim.layoutIfNeeded()
        XCTAssertEqual(label.frame.width, 40)
    }

    /// A new text moves two constants per axis (edit suggestions), nothing is rebuilt.
    func testChangingTheIntrinsicSizeEditsConstantsOnly() throws {
        let (sim, label) = try labelScene()
        let before = sim.window.statistics
        label.lineCount = 3
        sim.layoutIfNeeded()
        XCTAssertEqual(label.frame.height, 60)
        XCTAssertEqual(sim.window.statistics.constraintsAdded, before.constraintsAdded)
        XCTAssertEqual(sim.window.statistics.suggestions, before.suggestions + 2)
    }

    /// A text view with scrolling off is inset (8) + lines × lineHeight + inset (8) tall
    /// (`textContainerInset` default (8, 0, 8, 0)); with scrolling on it has no intrinsic size.
    func testTextViewIntrinsicHeight() throws {
        let view = TextView(name: "notes", lines: 3, lineHeight: 20, isScrollEnabled: false)
        XCTAssertEqual(view.intrinsicContentSize, Size(width: -1, height: 76))
        view.isScrollEnabled = true
        XCTAssertEqual(view.intrinsicContentSize, Size(width: -1, height: -1))
        XCTAssertEqual(
            TextView(name: "plain").textContainerInset, EdgeInsets(top: 8, left: 0, bottom: 8, right: 0))
    }

    /// A plain view given an intrinsic size (as a subclass overriding `intrinsicContentSize`),
    /// then none again: its constraints go.
    func testAssignedIntrinsicSizeComesAndGoes() throws {
        let sim = try Simulator(deviceID: "iphone-15")
        let badge = try sim.addView(named: "badge")
        try sim.addConstraint("badge.leading == root.leading")
        try sim.addConstraint("badge.top == root.top")
        badge.setIntrinsicContentSize(Size(width: 24, height: View.noIntrinsicMetric))
        try sim.addConstraint("badge.height == 24")
        XCTAssertEqual(badge.frame.width, 24)
        badge.setIntrinsicContentSize(nil)
        sim.layoutIfNeeded()
        XCTAssertFalse(sim.window.constraints(includingSystem: true).contains { $0.origin == .contentSize })
    }
}
