import XCTest

@testable import LabShell

/// A dotted name is split into its parts once, where it is resolved; the providers read parts.
final class MemberPathTests: XCTestCase {
    func test_aNameIsItsParts() {
        let path = MemberPath("input.frame.origin.y")
        XCTAssertEqual(path.parts, ["input", "frame", "origin", "y"])
        XCTAssertEqual(path.head, "input")
        XCTAssertEqual(path.rest(from: 1), "frame.origin.y")
        XCTAssertEqual(path.headAndRest, ["input", "frame.origin.y"])
        XCTAssertEqual(MemberPath("t").headAndRest, ["t"])
        XCTAssertEqual(path.replacingHead(with: "bar").description, "bar.frame.origin.y")
        XCTAssertEqual(MemberPath(parts: ["a", "b"]), "a.b")
    }

    /// A dotted name reads and writes through its parts: the frame at (0, 100; 10×20), moved
    /// down by 5, has its top at 105 and keeps its height of 20.
    func test_aDottedNameReadsAndWritesThroughItsParts() {
        let harness = SessionHarness()
        let result = harness.run(
            """
            view box frame 0 100 10 20
            let v = box.frame.origin.y
            print v
            box.frame.origin.y += 5
            print box.minY
            print box.frame.size.height
            """)
        XCTAssertEqual(result.diagnostics.map(\.message), [])
        XCTAssertEqual(harness.sink.lines, ["100", "105", "20"])
    }
}
