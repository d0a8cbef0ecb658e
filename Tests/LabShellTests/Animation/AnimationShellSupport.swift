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
    func easeInOutProgress(_ x: Double) -> Double { bezierProgress(x, 0.42, 0, 0.58, 1) }

    /// Any timing Bézier (0,0), (x1,y1), (x2,y2), (1,1) at time fraction x, by bisection.
    func bezierProgress(_ x: Double, _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> Double {
        func b(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
            3 * (1 - s) * (1 - s) * s * p1 + 3 * (1 - s) * s * s * p2 + s * s * s
        }
        var low = 0.0
        var high = 1.0
        for _ in 0..<100 {
            let mid = (low + high) / 2
            if b(mid, x1, x2) < x { low = mid } else { high = mid }
        }
        return b((low + high) / 2, y1, y2)
    }

    /// A critically damped spring from rest: p(t) = 1 − e^(−ωt)(1 + ωt).
    func criticalProgress(_ t: Double, omega: Double) -> Double {
        1 - Foundation.exp(-omega * t) * (1 + omega * t)
    }
}
