import XCTest

@testable import LabShell

/// Issue 34, "never infinity": a rect whose edge passes the largest double, the intersection of
/// rects that do not meet, and plots of values near ±1.8e308.
final class NoInfinityTests: XCTestCase {
    /// `rect(1e308, 0, 1e308, 1)` would have its maxX at 2e308: refused where it is made.
    func test_aRectPastTheLargestNumberIsRefused() throws {
        let harness = SessionHarness()
        let result = harness.run("let r = rect(1e308, 0, 1e308, 1)")
        XCTAssertEqual(
            result.diagnostics.first?.message,
            "rect reaches past the largest number (x + width is beyond 1.8e308)")
        XCTAssertEqual(
            harness.run("let r = rect(0, -1e308, 1, -1e308)").diagnostics.first?.message,
            "rect reaches past the largest number (y + height is beyond 1.8e308)")
        // The largest rect that fits is fine, and its members are numbers.
        XCTAssertEqual(
            harness.run("let r = rect(-1e308, 0, 1.7e308, 1)\nexpect r.maxX > 6.9e307").exitStatus, 0)
    }

    /// The intersection of rects that do not meet is CGRect.null, a value of its own: it prints
    /// as such (not `(inf inf; 0×0)`), compares equal to itself, has a width and height of 0 as
    /// CGRect.null does, and its edges are an error naming it.
    func test_theNullRectIsAValueOfItsOwn() throws {
        let harness = SessionHarness()
        XCTAssertEqual(
            harness.output("let n = intersection(rect(0, 0, 10, 10), rect(20, 20, 5, 5))\nprint n\nvars"),
            ["CGRect.null", "name  value", "n     CGRect.null"])
        XCTAssertEqual(
            harness.run(
                "expect n == n\nexpect n.isNull == true\nexpect n.width == 0\nexpect n.size.height == 0"
            )
            .diagnostics.map(\.message), [])
        let error = try XCTUnwrap(harness.run("let x = n.maxX").diagnostics.first)
        XCTAssertEqual(error.message, "the rect is CGRect.null (rects that do not meet): it has no maxX")
        XCTAssertEqual(error.column, 9)
        // Seen from anywhere it is still null (turned, its origin became -infinity before).
        XCTAssertEqual(
            harness.output(
                "device iphone-15\norientation landscape\nprint convert(n, from: root, to: screen)"
            )
            .last,
            "CGRect.null")
        XCTAssertEqual(harness.output("mode json\nvars").joined().contains("inf"), false)
    }

    /// Values near both ends of the doubles: the span between them is past the largest number,
    /// which made the middle label `inf` and put every point on one row. Now the labels are the
    /// values, and each point sits at its own height: the top row for the highest, the bottom
    /// for the lowest, the middle for 0.
    func test_plotsOfHugeValuesScaleWithoutOverflow() throws {
        let spec = PlotSpec(times: [0, 0.5, 1], series: [("v", [-1.7e308, 0, 1.7e308])])
        let plot = AsciiPlot(spec, width: 3, height: 5, decimals: 0)
        let rows = Array(plot.lines[1...5])
        XCTAssertFalse(plot.lines.joined().contains("inf"), "\(plot.lines)")
        XCTAssertTrue(rows[0].hasSuffix("|  *"), "\(rows)")
        XCTAssertTrue(rows[2].hasSuffix("| * "), "\(rows)")
        XCTAssertTrue(rows[4].hasSuffix("|*  "), "\(rows)")
        XCTAssertTrue(rows[2].drop { $0 == " " }.hasPrefix("0 |"), "the middle label is 0: \(rows[2])")

        let svg = PlotSVG(spec: spec, markup: Markup(decimals: 2), title: "v").elements(markerID: nil)
        let points = try XCTUnwrap(svg.first { $0.hasPrefix("<polyline") })
        // The area runs from y = 40 (top) to 40 + 140 = 180 (bottom): highest at 40, lowest at
        // 180, zero halfway at 110.
        let ys = points.split(separator: "\"")[5].split(separator: " ").map { $0.split(separator: ",")[1] }
        XCTAssertEqual(ys, ["180.00", "110.00", "40.00"])
        XCTAssertFalse(svg.joined().contains("inf"))

        // A flat series at 1.7e308 still gets a span (±1 is nothing there).
        let flat = PlotSpec(times: [0, 1], series: [("v", [1.7e308, 1.7e308])])
        XCTAssertLessThan(flat.range.low, flat.range.high)
        XCTAssertTrue(flat.depth(of: 1.7e308, in: flat.range).isFinite)
    }
}
