import LabShell
import XCTest

/// Device and state tables, printed in the session's output modes and compared with snapshots
/// (Snapshots/layout-*.txt; re-record with KBLAB_RECORD=1).
final class LayoutTableTests: XCTestCase {
    private func snapshot(
        _ script: String, named name: String, file: StaticString = #filePath, line: UInt = #line
    ) {
        let lines = runScript(script, file: file, line: line)
        Snapshot.assert(lines.joined(separator: "\n") + "\n", named: name, file: file, line: line)
    }

    func test_chatScreenViewsTable() {
        snapshot(LayoutScripts.chatScreen + "\nmode box\ntable views", named: "layout-views-box")
    }

    func test_viewsInAnotherSpace() {
        // In the card's coordinates the card is at 0,0 and the root at −20,−100.
        let lines = runScript(
            "view card frame 20 100 300 200\nview badge in card frame 8 8 24 24\nlayout\nmode csv\nset decimals 0\n"
                + "table views in card")
        XCTAssertEqual(
            lines,
            [
                "name,kind,x,y,width,height,minY,maxY", "root,view,-20,-100,393,852,-100,752",
                "card,view,0,0,300,200,0,200", "badge,view,8,8,24,24,8,32",
            ])
    }

    /// Each kind of view is named as UIKit names its class (as `scroll-views` does): a table
    /// was "view" and a text field "text-field", the command that adds it.
    func test_viewsTableNamesEveryKind() {
        let lines = runScript(
            "view v\ntext-field f\nscroll-view s\ntable-view tab rows 2\ntext-view x\nlabel l\n"
                + "stack-view k\nmode csv\ntable views")
        XCTAssertEqual(
            lines.map { $0.split(separator: ",").prefix(2).joined(separator: ",") },
            [
                "name,kind", "root,view", "v,view", "f,textField", "s,scrollView", "tab,tableView",
                "x,textView", "l,label", "k,stackView",
            ])
    }

    func test_constraintsTableWithTheEngineOnes() {
        snapshot(
            LayoutScripts.chatScreen + "\nmode markdown\ntable constraints all",
            named: "layout-constraints-markdown")
    }

    func test_safeAreaTableInLandscape() {
        // A header 100 tall across the landscape screen overlaps the 59-pt side insets.
        snapshot(
            "orientation landscape\nview header frame 0 0 852 100\nlayout\nmode csv\ntable safe-area",
            named: "layout-safe-area-landscape-csv")
    }

    func test_devicesTable() {
        snapshot("mode csv\ndevices", named: "layout-devices-csv")
    }

    func test_deviceReport() {
        XCTAssertEqual(
            runScript("device"),
            [
                "iphone-15 (iPhone 15 / 15 Pro / 16 / 14 Pro (6.1-inch)), portrait, full screen",
                "screen 393x852 @3 [CONFIRMED]",
                "safe area top 59, left 0, bottom 34, right 0 [CONFIRMED]",
                "window (0 0; 393x852) in screen coordinates",
            ])
        // facts §10.6: 402x874 now has two sources; the 16 Pro shipped with iOS 18, so the default
        // iOS 17 profile draws a warning (facts §10.6 compatibility lists).
        XCTAssertEqual(
            runScript("device iphone-16-pro landscape\ndevice").prefix(5),
            [
                "warning: iphone-16-pro never ran iOS 17 (it runs iOS 18–26); the lab",
                "    combines them anyway",
                "iphone-16-pro (iPhone 16 Pro / 17 / 17 Pro (6.3-inch)), landscape, full screen",
                "screen 874x402 @3 [CONFIRMED]", "safe area top 0, left 62, bottom 21, right 62 [SINGLE]",
            ])
        XCTAssertEqual(runScript("orientation"), ["portrait"])
        XCTAssertEqual(runScript("device landscape\norientation"), ["landscape"])
    }

    func test_explainSnapshot() {
        snapshot(LayoutScripts.chatScreen + "\nexplain messages", named: "layout-explain-messages")
    }
}
