import Foundation
import LabShell
import XCTest

/// Scenes for the animation command tests.
enum AnimationScripts {
    /// An input bar on the safe area's bottom of an iPhone 15 (852 high, safe bottom 34): its
    /// maxY starts at 818; its presented and model maxY are watched.
    static let bar = """
        view bar
        constraint bottom: bar.bottom == safe.bottom
        constraint bar.height == 52
        constraint bar.leading == root.leading
        constraint bar.trailing == root.trailing
        layout
        watch bar.presentation.maxY bar.maxY
        """
}

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
