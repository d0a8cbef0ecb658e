import LabShell
import XCTest

/// Helpers for the animation command tests: watched columns read back as numbers by frame.
extension XCTestCase {
    /// Runs a script that prints CSV sample tables; returns frame → the watched values.
    func csvRows(
        _ script: String, harness: SessionHarness = SessionHarness(), file: StaticString = #filePath,
        line: UInt = #line
    ) -> [Int: [Double]] {
        let lines = runLayoutScript(
            "mode csv\nset decimals 6\n" + script, harness: harness, file: file, line: line)
        var rows: [Int: [Double]] = [:]
        for text in lines {
            let cells = text.split(separator: ",").map(String.init)
            guard let frame = Int(cells[0]) else { continue }
            rows[frame] = cells.dropFirst(2).compactMap(Double.init)  // after frame and t ms
        }
        return rows
    }

    /// CA's ease-in-out Bézier (0.42, 0, 0.58, 1) evaluated independently: bisection on x(s) of
    /// the Bernstein form, then y(s).
    func easeInOutProgress(_ x: Double) -> Double {
        func bx(_ s: Double) -> Double {
            3 * (1 - s) * (1 - s) * s * 0.42 + 3 * (1 - s) * s * s * 0.58 + s * s * s
        }
        func by(_ s: Double) -> Double { 3 * (1 - s) * s * s + s * s * s }
        var low = 0.0
        var high = 1.0
        for _ in 0..<100 {
            let mid = (low + high) / 2
            if bx(mid) < x { low = mid } else { high = mid }
        }
        return by((low + high) / 2)
    }
}
