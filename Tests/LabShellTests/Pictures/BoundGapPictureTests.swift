import Foundation
import LabShell
import XCTest

/// The gap a picture marks is the one the tracking table prints: a bind-scroll view's is its
/// last row's bottom to the keyboard's top, not its frame's. Values by hand (iPhone 15: 852 tall,
/// the keyboard 336 on curve 7, facts §3.2 / §4.2).
final class BoundGapPictureTests: XCTestCase {
    /// The chat of the finding: its bottom 52 above the root's (at 800, clear of the home
    /// indicator, so no automatic inset), scrolled to the bottom, the last row ending at 800.
    static let chat = """
        device iphone-15
        table-view chat rows 30 height 44
        constraint chat.leading == root.leading
        constraint chat.trailing == root.trailing
        constraint chat.top == root.top
        constraint bottom: chat.bottom == root.bottom - 52
        scroll-to-bottom chat
        bind-scroll chat with inset
        show-keyboard
        """

    /// The keyboard ends at 516 and overlaps the table by 800 − 516 = 284; the inset animates with
    /// the keyboard, so at progress p the keyboard's top is 852 − 336·p, the last row's bottom
    /// 800 − 284·p and the gap their difference, 52·(1 − p): 52 at frame 0, 3.01 at frame 15
    /// (p(0.25) = 0.94205), 0 at frame 30.
    private func expected(frame n: Int) -> (keyboard: Double, lastRow: Double, gap: Double) {
        let p = keyboardProgress(Double(n) / 60)
        return (852 - 336 * p, 800 - 284 * p, 52 * (1 - p))
    }

    /// The filmstrip's markers, in picture order: the line's ends and the label's number.
    private func markers(_ svg: String) throws -> [(top: Double, bottom: Double, label: String)] {
        let pattern = try NSRegularExpression(
            pattern: "<g class=\"gap\"><line x1=\"[-0-9.]+\" y1=\"([-0-9.]+)\" x2=\"[-0-9.]+\" "
                + "y2=\"([-0-9.]+)\"/><text [^>]*>gap ([-0-9.]+)</text></g>")
        let range = NSRange(svg.startIndex..., in: svg)
        return pattern.matches(in: svg, range: range).compactMap { match in
            func group(_ i: Int) -> String? { Range(match.range(at: i), in: svg).map { String(svg[$0]) } }
            guard let top = group(1).flatMap(Double.init), let bottom = group(2).flatMap(Double.init),
                let label = group(3)
            else { return nil }
            return (top, bottom, label)
        }
    }

    func test_filmstripMarksTheLastRowsGap() throws {
        let w = try PictureWorkspace(self)
        runScript(Self.chat + "\nexport svg strip.svg every 5", harness: w.harness)
        let found = try markers(try w.text("strip.svg"))
        XCTAssertEqual(found.count, 7, "frames 0, 5, … 30")
        for (index, marker) in found.enumerated() {
            let n = index * 5
            let want = expected(frame: n)
            XCTAssertEqual(marker.top, want.lastRow, accuracy: 0.005, "frame \(n): the last row's bottom")
            XCTAssertEqual(marker.bottom, want.keyboard, accuracy: 0.005, "frame \(n): the keyboard's top")
            XCTAssertEqual(marker.label, NumberStyle.fixed(want.gap, decimals: 2), "frame \(n)")
        }
        XCTAssertEqual(found.last?.label, "0.00", "tracking's final gap, not 516 − 800")
        runScript("export svg every.svg every 15", harness: w.harness)
        XCTAssertEqual(try markers(try w.text("every.svg")).map(\.label), ["52.00", "3.01", "0.00"])
    }

    /// The page's data: each frame's `e` holds the gap's measured edge and the gap; frame 15 has
    /// the last row at 532.46 and the gap 3.01, frame 30 the row on the keyboard (516, 0).
    func test_pageDataMarksTheLastRowsGap() throws {
        let w = try PictureWorkspace(self)
        runScript(Self.chat + "\nexport html page.html", harness: w.harness)
        let page = try w.text("page.html")
        let data = try XCTUnwrap(Self.pageData(page))
        let lane = try XCTUnwrap((data["lanes"] as? [[String: Any]])?.first)
        let frames = try XCTUnwrap(lane["frames"] as? [[String: Any]])
        XCTAssertEqual(frames.count, 31)
        for n in [0, 15, 30] {
            let e = try XCTUnwrap((frames[n]["e"] as? [[Double]])?.first, "frame \(n)")
            let want = expected(frame: n)
            XCTAssertEqual(e[0], want.lastRow, accuracy: 0.005, "frame \(n): the last row's bottom")
            XCTAssertEqual(e[1], want.gap, accuracy: 0.005, "frame \(n): the gap")
        }
        XCTAssertEqual((frames[30]["e"] as? [[Double]])?.first?[1], 0)
        // Frame 0's static marker, and the plot names the edge as the tracking table does.
        XCTAssertTrue(page.contains("gap 52.00</text>"))
        XCTAssertTrue(page.contains(">chat.presentation.lastRow.maxY<"))
        XCTAssertFalse(page.contains(">chat.presentation.maxY<"))
    }

    /// A bar bound with a view technique keeps its frame's bottom: the layout guide's bar rides
    /// the keyboard from 818, gap 34·(1 − p), 1.97 at frame 15 (both kinds in one picture).
    func test_aBoundBarBesideABoundTableEachKeepsItsEdge() throws {
        let w = try PictureWorkspace(self)
        let script = Self.chat.replacingOccurrences(
            of: "show-keyboard",
            with: """
                text-field input
                constraint input.leading == safe.leading
                constraint input.trailing == safe.trailing
                constraint input.height == 52
                constraint bar: input.bottom == safe.bottom
                bind input with layout-guide bar
                show-keyboard input
                """)
        runScript(script + "\nexport svg strip.svg every 15", harness: w.harness)
        let found = try markers(try w.text("strip.svg"))
        // Per picture the bar's marker (bound views first), then the table's.
        XCTAssertEqual(found.count, 6)
        for (index, n) in [0, 15, 30].enumerated() {
            let p = keyboardProgress(Double(n) / 60)
            XCTAssertEqual(found[2 * index].label, NumberStyle.fixed(34 * (1 - p), decimals: 2), "bar \(n)")
            XCTAssertEqual(
                found[2 * index + 1].label, NumberStyle.fixed(52 * (1 - p), decimals: 2), "chat \(n)")
        }
    }

    /// The page's `var DATA = {…};` as JSON.
    static func pageData(_ page: String) -> [String: Any]? {
        guard let start = page.range(of: "var DATA = "),
            let end = page.range(of: "};\n", range: start.upperBound..<page.endIndex)
        else { return nil }
        let text = page[start.upperBound..<end.lowerBound] + "}"
        return (try? JSONSerialization.jsonObject(with: Data(text.utf8))) as? [String: Any]
    }
}
