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

}

extension XCTestCase {
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
