import Foundation
import LabShell
import XCTest

/// Helpers for the animation command tests: watched columns read back as numbers by frame.
extension XCTestCase {
    /// Runs a script that prints CSV sample tables; returns frame → the watched values.
    func csvRows(
        _ script: String, harness: SessionHarness = SessionHarness(), file: StaticString = #filePath,
        line: UInt = #line
    ) -> [Int: [Double]] {
        let lines = runScript(
            "mode csv\nset decimals 6\n" + script, harness: harness, file: file, line: line)
        var rows: [Int: [Double]] = [:]
        for text in lines {
            let cells = text.split(separator: ",").map(String.init)
            guard let frame = Int(cells[0]) else { continue }
            rows[frame] = cells.dropFirst(2).compactMap(Double.init)  // after frame and t ms
        }
        return rows
    }

}
