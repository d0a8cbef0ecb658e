import LabShell
import XCTest

/// TAB completion of view names, constraint names, devices and spaces from the session's scene.
final class LayoutCompletionTests: XCTestCase {
    private func session(_ script: String) -> Session {
        let harness = SessionHarness()
        runScript(script, harness: harness)
        return harness.session
    }

    func test_viewNamesComplete() {
        let s = session("view card\nview cardHolder\ntext-field input")
        XCTAssertEqual(s.complete("explain ca").candidates, ["card", "cardHolder"])
        XCTAssertEqual(s.complete("remove i").candidates, ["input"])
        XCTAssertEqual(s.complete("view badge in c").candidates, ["card", "cardHolder"])
        XCTAssertEqual(s.complete("table views in s").candidates, ["screen", "superview"])
    }

    func test_constraintNamesComplete() {
        let s = session("view box\nconstraint width: box.width == 1\nconstraint box.height == 2")
        XCTAssertEqual(s.complete("constant w").candidates, ["width"])
        XCTAssertEqual(s.complete("deactivate ").candidates, ["width", "c1"].sorted())
        XCTAssertEqual(s.complete("priority width h").candidates, ["high"])
    }

    func test_devicesAndOrientationsComplete() {
        let s = Session()
        XCTAssertEqual(
            s.complete("device iphone-15-").candidates,
            ["iphone-15-plus", "iphone-15-pro", "iphone-15-pro-max"])
        XCTAssertEqual(s.complete("device iphone-15 l").candidates, ["landscape"])
        XCTAssertEqual(s.complete("orientation p").candidates, ["portrait"])
    }

    func test_quantityNamesIncludeTheViews() {
        let s = session("view card")
        XCTAssertTrue(s.quantityNames.contains("card.maxY"))
        XCTAssertTrue(s.quantityNames.contains("card.frame.width"))
        XCTAssertTrue(s.quantityNames.contains("safe.bottom"))
        XCTAssertTrue(s.quantityNames.contains("keyboard-guide.minY"))
    }

    func test_quotedDevicesAndTextWithComments() {
        // Marketing names in quotes; a comment after a constraint is not part of it.
        XCTAssertEqual(
            quantities(["root.width"], after: "device \"iPhone 15 Pro Max\""), [430])
        XCTAssertEqual(
            runScript("view box\nconstraint box.width == 10 # ten wide\nconstraints"),
            ["c1: box.width == 10"])
        // The error column lands on the operator.
        let d = firstDiagnostic("view box\nconstraint box.width = 10")
        XCTAssertEqual(d?.column, 22)
    }
}
