import Foundation
import LabShell
import XCTest

/// What many shell tests share: running a script that must succeed, and reference values of
/// UIKit's curves computed independently of the engine (bisection on the Bézier, the spring's
/// closed form from facts §4.2).
extension XCTestCase {
    /// Runs a script that must succeed; returns its output lines (no errors allowed).
    @discardableResult
    func runScript(
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

    /// The keyboard's motion (facts §4.2): the critically damped spring ω₀ = √(1000/3), which Core
    /// Animation stops at 0.5 s, snapping to 1.
    func keyboardProgress(_ t: Double) -> Double {
        t >= 0.5 - 1e-9 ? 1 : criticalProgress(t, omega: (1000.0 / 3).squareRoot())
    }
}

/// A scenario's output with each notification in one piece: at 80 columns (the tests' terminal)
/// a notification prints as its name and `begin → end`, then, 25 columns in (under the frames:
/// the longest name, keyboardWillChangeFrame, and two spaces), its duration, curve and time;
/// this joins such a continuation to the line above with two spaces, so
/// `keyboardDidShow          (0 852; 393×336) → (0 516; 393×336)  0.25 s  curve 7  at 500 ms`.
/// Other lines (tables, footnotes, handlers' output) stay as they are.
func joinedNotifications(_ lines: [String]) -> [String] {
    let continuation = String(repeating: " ", count: 25)
    var joined: [String] = []
    for line in lines {
        if line.hasPrefix(continuation), line.dropFirst(25).first != " ",
            let last = joined.last, last.hasPrefix("keyboard")
        {
            joined[joined.count - 1] = last + "  " + line.dropFirst(25)
        } else {
            joined.append(line)
        }
    }
    return joined
}
