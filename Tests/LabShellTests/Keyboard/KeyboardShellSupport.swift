import Foundation
import LabShell
import XCTest

/// Scenes and independent reference values for the keyboard command tests.
enum KeyboardScripts {
    /// DESIGN.md's chat bar on an iPhone 15: 52 pt high, on the safe area's bottom (maxY 818).
    static let chatBar = """
        device iphone-15
        text-field input
        constraint input.leading == safe.leading
        constraint input.trailing == safe.trailing
        constraint input.height == 52
        constraint bottom: input.bottom == safe.bottom
        """

    /// facts §4.2: p(t) = 1 − e^(−ω₀t)(1 + ω₀t), ω₀ = √(1000/3); CA stops at 0.5 s and snaps to 1.
    static func keyboardProgress(_ t: Double) -> Double {
        if t >= 0.5 - 1e-9 { return 1 }
        let w = (1000.0 / 3).squareRoot()
        return 1 - exp(-w * t) * (1 + w * t)
    }

    /// UIKit's ease-in-out (control points 0.42, 0, 0.58, 1; facts §4.4) at time fraction x,
    /// solved for the curve parameter by bisection (x(s) is increasing).
    static func easeInOut(_ x: Double) -> Double {
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        func bezier(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
            3 * (1 - s) * (1 - s) * s * p1 + 3 * (1 - s) * s * s * p2 + s * s * s
        }
        var low = 0.0
        var high = 1.0
        for _ in 0..<80 {
            let mid = (low + high) / 2
            if bezier(mid, 0.42, 0.58) < x { low = mid } else { high = mid }
        }
        return bezier((low + high) / 2, 0, 1)
    }
}

extension XCTestCase {
    /// Runs a script that must succeed and returns its output lines.
    @discardableResult
    func runKeyboardScript(
        _ script: String, harness: SessionHarness = SessionHarness(), file: StaticString = #filePath,
        line: UInt = #line
    ) -> [String] {
        harness.sink.clear()
        let result = harness.run(script)
        XCTAssertEqual(
            result.diagnostics.map(\.message), [], harness.sink.errors.joined(separator: "\n"), file: file,
            line: line)
        return harness.sink.lines
    }

    /// The rows of the CSV table in `lines` whose header starts with `header`.
    func csvRows(_ lines: [String], header: String) -> [[String]] {
        guard let start = lines.firstIndex(where: { $0.hasPrefix(header) }) else { return [] }
        var rows: [[String]] = []
        for line in lines[(start + 1)...] {
            let cells = line.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
            guard cells.count == header.split(separator: ",").count, !line.hasPrefix(header) else { break }
            rows.append(cells)
        }
        return rows
    }

    /// One value through the session's quantity names.
    func quantity(_ name: String, in harness: SessionHarness) -> Double {
        (try? harness.session.quantity(name, at: SourceRange(line: 1, column: 1, length: 1))) ?? .nan
    }
}
