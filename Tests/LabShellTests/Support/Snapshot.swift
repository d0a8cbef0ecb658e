import Foundation
import XCTest

/// In-house snapshot testing: the expected text lives in Snapshots/NAME.txt next to the tests.
/// It is re-recorded only when KBLAB_RECORD=1, and never when CI is set.
enum Snapshot {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Snapshots")

    static var recording: Bool {
        let environment = ProcessInfo.processInfo.environment
        return environment["KBLAB_RECORD"] == "1" && environment["CI"] == nil
    }

    static func assert(
        _ actual: String, named name: String, file: StaticString = #filePath, line: UInt = #line
    ) {
        let url = directory.appendingPathComponent("\(name).txt")
        let expected = try? String(contentsOf: url, encoding: .utf8)
        if recording {
            if expected != actual {
                do {
                    try actual.write(to: url, atomically: true, encoding: .utf8)
                } catch {
                    XCTFail("could not record \(url.path): \(error)", file: file, line: line)
                }
            }
            return
        }
        guard let expected else {
            return XCTFail("no snapshot \(name).txt; record it with KBLAB_RECORD=1", file: file, line: line)
        }
        XCTAssertEqual(
            actual, expected, "snapshot \(name).txt differs; re-record with KBLAB_RECORD=1", file: file,
            line: line)
    }
}
