import LabShell
import XCTest

final class ShellVersionTests: XCTestCase {
    func test_versionIsSemantic() {
        XCTAssertEqual(ShellVersion.string.split(separator: ".").count, 3)
    }
}
