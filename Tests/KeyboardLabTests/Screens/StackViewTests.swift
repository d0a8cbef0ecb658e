import XCTest

@testable import KeyboardLab

/// UIStackView's generated constraints, in the shapes and with the identifiers UIKit's conflict
/// reports show ('UISV-canvas-connection' `UIStackView.leading == first.leading` and
/// `H:[last]-(0)-|`, 'UISV-spacing' `H:[a]-(3)-[b]`, 'UISV-alignment' `first.top == other.top`,
/// 'UISV-fill-equally' `other.width == first.width`: deltachat-ios #2227, RepresentableKit #3,
/// PinCodeInputView #10, firefox-ios #20783), and the frames they give, worked by hand.
final class StackViewTests: XCTestCase {
    /// A form: a vertical stack on the root's margins guide (16, 59; 361 wide), spacing 8, fill:
    /// a label (intrinsic height 20), a text field (height == 44) and a growing text view
    /// (scrolling off, one 20-pt line: 8 + 20 + 8 = 36). Heights stack: 20, 8, 44, 8, 36 → y 0, 28,
    /// 80, form height 116; every view 361 wide (fill alignment beats hugging 250).
    func testFormWithAGrowingTextView() throws {
        let sim = try Simulator(deviceID: "iphone-15")
        let form = try sim.add(StackView(name: "form", axis: .vertical, spacing: 8))
        try sim.addConstraint("form.top == root.margins.top")
        try sim.addConstraint("form.leading == root.margins.leading")
        try sim.addConstraint("form.trailing == root.margins.trailing")
        try sim.add(
            Label(name: "title", textWidth: 120, lines: 1, lineHeight: 20), in: "form", arranged: true)
        try sim.addView(named: "name", kind: .textField, in: "form", arranged: true)
        try sim.addConstraint("name.height == 44")
        let notes = try sim.add(
            TextView(name: "notes", lines: 1, lineHeight: 20, isScrollEnabled: false), in: "form",
            arranged: true)
        XCTAssertEqual(form.arrangedSubviews.map(\.name), ["title", "name", "notes"])
        XCTAssertEqual(form.frame, Rect(x: 16, y: 59, width: 361, height: 116))
        XCTAssertEqual(try sim.view(named: "title").frame, Rect(x: 0, y: 0, width: 361, height: 20))
        XCTAssertEqual(try sim.view(named: "name").frame, Rect(x: 0, y: 28, width: 361, height: 44))
        XCTAssertEqual(notes.frame, Rect(x: 0, y: 80, width: 361, height: 36))
        // Two more lines of text: 8 + 60 + 8 = 76; the form grows to 156.
        notes.lineCount = 3
        sim.layoutIfNeeded()
        XCTAssertEqual(notes.frame, Rect(x: 0, y: 80, width: 361, height: 76))
        XCTAssertEqual(form.frame.height, 156)
        XCTAssertTrue(sim.window.ambiguityReport().isEmpty)
    }

    /// The form's constraints as UIKit names them.
    func testGeneratedConstraintsForAVerticalFill() throws {
        let sim = try Simulator(deviceID: "iphone-15")
        let form = try sim.add(StackView(name: "form", axis: .vertical, spacing: 8))
        for name in ["a", "b", "c"] { try sim.addView(named: name, in: "form", arranged: true) }
        sim.layoutIfNeeded()
        XCTAssertEqual(
            form.generatedConstraints.map(\.description),
            [
                "UISV-canvas-connection: form.top == a.top",
                "UISV-canvas-connection: form.bottom == c.bottom",
                "UISV-spacing: b.top == a.bottom + 8",
                "UISV-spacing: c.top == b.bottom + 8",
                "UISV-canvas-connection: form.leading == a.leading",
                "UISV-canvas-connection: form.trailing == a.trailing",
                "UISV-alignment: a.leading == b.leading",
                "UISV-alignment: a.trailing == b.trailing",
                "UISV-alignment: a.leading == c.leading",
                "UISV-alignment: a.trailing == c.trailing",
            ])
        XCTAssertTrue(form.generatedConstraints.allSatisfy { $0.isActive && $0.origin == .stackView })
    }

    /// A 300-wide horizontal bar, spacing 10, fill-equally, centred: three buttons (heights 20, 40,
    /// 30) share 300 − 20 = 280, 93.33 each; the bar is as tall as the tallest (40, the spanner kept
    /// tight by 'UISV-ambiguity-suppression'), each centred: y = 20 − h / 2.
    func testHorizontalFillEquallyCentered() throws {
        let sim = try Simulator(deviceID: "iphone-15")
        let bar = try sim.add(
            StackView(name: "bar", spacing: 10, distribution: .fillEqually, alignment: .center))
        try sim.addConstraint("bar.leading == root.leading + 20")
        try sim.addConstraint("bar.top == root.top + 100")
        try sim.addConstraint("bar.width == 300")
        for (name, height) in [("one", 20), ("two", 40), ("three", 30)] {
            try sim.addView(named: name, in: "bar", arranged: true)
            try sim.addConstraint("\(name).height == \(height)")
        }
        let width = 280.0 / 3
        XCTAssertEqual(bar.frame.height, 40, accuracy: 1e-9)
        for (index, (name, height)) in [("one", 20.0), ("two", 40.0), ("three", 30.0)].enumerated() {
            let frame = try sim.view(named: name).frame
            XCTAssertEqual(frame.minX, Double(index) * (width + 10), accuracy: 1e-9, name)
            XCTAssertEqual(frame.width, width, accuracy: 1e-9, name)
            XCTAssertEqual(frame.minY, 20 - height / 2, accuracy: 1e-9, name)
        }
        let ids = Set(bar.generatedConstraints.compactMap(\.identifier))
        XCTAssertEqual(
            ids,
            [
                "UISV-canvas-connection", "UISV-spacing", "UISV-fill-equally", "UISV-alignment",
                "UISV-spanning-boundary", "UISV-ambiguity-suppression",
            ])
    }

    /// Equal spacing: three 50-wide views in 300 leave 150 for two equal gaps of 75 (at least the
    /// spacing, 10), the gaps being 'UISV-distributing' guides tied by 'UISV-distributing-edge'.
    func testEqualSpacing() throws {
        let sim = try Simulator(deviceID: "iphone-15")
        let bar = try sim.add(StackView(name: "bar", spacing: 10, distribution: .equalSpacing))
        try sim.addConstraint("bar.leading == root.leading")
        try sim.addConstraint("bar.top == root.top")
        try sim.addConstraint("bar.width == 300")
        try sim.addConstraint("bar.height == 40")
        for name in ["a", "b", "c"] {
            try sim.addView(named: name, in: "bar", arranged: true)
            try sim.addConstraint("\(name).width == 50")
        }
        XCTAssertEqual(try sim.view(named: "b").frame.minX, 125, accuracy: 1e-9)
        XCTAssertEqual(try sim.view(named: "c").frame.minX, 250, accuracy: 1e-9)
        XCTAssertEqual(bar.layoutGuides.map(\.identifier), ["UISV-distributing", "UISV-distributing"])
    }

    /// Required widths that cannot fit: UIKit's report names the stack's constraints, and the
    /// newest user constraint of the conflict is broken.
    func testConflictReportNamesTheStackConstraints() throws {
        let sim = try Simulator(deviceID: "iphone-15")
        try sim.add(StackView(name: "bar", spacing: 10, distribution: .fillEqually))
        try sim.addConstraint("bar.leading == root.leading")
        try sim.addConstraint("bar.top == root.top")
        try sim.addConstraint("bar.width == 300")
        try sim.addView(named: "a", in: "bar", arranged: true)
        try sim.addView(named: "b", in: "bar", arranged: true)
        try sim.addConstraint("a.width == 200")
        let reports = sim.window.log.compactMap { issue -> ConflictReport? in
            if case .unsatisfiable(let report) = issue { return report }
            return nil
        }
        let report = try XCTUnwrap(reports.last)
        let texts = report.constraints.map(\.description)
        XCTAssertTrue(texts.contains("UISV-fill-equally: b.width == a.width"), "\(texts)")
        XCTAssertTrue(texts.contains("UISV-spacing: b.leading == a.trailing + 10"), "\(texts)")
        XCTAssertEqual(report.broken.description, "a.width == 200")
    }

    /// Removing a view from the stack's subviews takes it out of the arrangement; removing it
    /// from the arrangement keeps it a subview.
    func testArrangementFollowsSubviews() throws {
        let sim = try Simulator(deviceID: "iphone-15")
        let form = try sim.add(StackView(name: "form", axis: .vertical))
        let a = try sim.addView(named: "a", in: "form", arranged: true)
        let b = try sim.addView(named: "b", in: "form", arranged: true)
        XCTAssertFalse(a.translatesAutoresizingMaskIntoConstraints)
        b.removeFromSuperview()
        XCTAssertEqual(form.arrangedSubviews.map(\.name), ["a"])
        form.removeArrangedSubview(a)
        XCTAssertTrue(a.superview === form)
        sim.layoutIfNeeded()
        XCTAssertTrue(form.generatedConstraints.isEmpty)
    }
}
