import LabShell
import XCTest

/// Every Examples/*.kbl runs and checks itself with `expect` lines.
final class ExampleScriptTests: XCTestCase {
    func test_everyExampleScriptPasses() throws {
        let directory = URL(fileURLWithPath: SessionHarness.packageRoot).appendingPathComponent("Examples")
        let scripts = try FileManager.default.contentsOfDirectory(atPath: directory.path)
            .filter { $0.hasSuffix(".kbl") }.sorted()
        XCTAssertFalse(scripts.isEmpty, "no example scripts in \(directory.path)")
        for script in scripts {
            let harness = SessionHarness()
            let text = try String(contentsOf: directory.appendingPathComponent(script), encoding: .utf8)
            let result = harness.session.run(text, name: script, mode: .script)
            XCTAssertEqual(result.exitStatus, 0, "\(script):\n" + harness.sink.errors.joined(separator: "\n"))
            XCTAssertTrue(text.contains("\nexpect "), "\(script) checks nothing")
            // An example teaches: run, it shows what it does (its tables, or what it echoes).
            XCTAssertGreaterThanOrEqual(harness.sink.lines.count, 5, "\(script) shows almost nothing")
        }
    }
}
