import LabShell
import XCTest

/// `compare`: one row per technique on fresh copies of the scene.
final class CompareCommandTests: XCTestCase {
    private func rows(_ script: String) -> [String: [String]] {
        let output = runScript(script)
        let table = csvRows(
            output,
            header:
                "technique,follow error,at frame,frames count from,final gap,end error,frames to settle,"
                + "notifications,assumed")
        return Dictionary(uniqueKeysWithValues: table.map { ($0[0], $0) })
    }

    func test_all_onShowAndHide_ranksTheGuideAtZero_andAnimateWithKeyboardNonZero() {
        let table = rows(KeyboardScripts.chatBar + "\nmode csv\ncompare all on show-keyboard, hide-keyboard")
        // Nine techniques, and animate-with-keyboard once more under curve 7's other reading.
        XCTAssertEqual(table.count, 10)
        XCTAssertEqual(
            table["animate-with-keyboard"]?[8], "property-animator-curve-7 will-inside-animation-block")
        // As the keyboard's own spring the animator follows the keyboard exactly.
        XCTAssertEqual(table["animate-with-keyboard (curve 7: spring)"]?[1], "0.00")
        XCTAssertEqual(table["keyboard-layout-guide"]?[1], "0.00")
        // Hidden again at the end: the guide rests on the safe area, gap 852 − 34 − 818 = 0 → 34,
        // which is where it should end (end error 0); following exactly, it has no worst frame.
        XCTAssertEqual(table["keyboard-layout-guide"]?[4], "34.00")
        XCTAssertEqual(table["keyboard-layout-guide"]?[5], "0.00")
        XCTAssertEqual(table["keyboard-layout-guide"]?[2], "")
        // Ease-in-out over 0.25 s against the spring (docs/Techniques.md §1), worked independently.
        // The worst frame counts from the start of the show, as the show's own table does.
        var worst = 0.0
        var worstFrame = -1
        for n in 0...30 {
            let t = Double(n) / 60
            let error = abs(336 * (easeInOutProgress(t / 0.25) - keyboardProgress(t)))
            if error > worst { (worst, worstFrame) = (error, n) }
        }
        XCTAssertEqual(Double(table["animate-with-keyboard"]?[1] ?? "") ?? .nan, worst, accuracy: 0.01)
        XCTAssertEqual(table["animate-with-keyboard"]?[2], String(worstFrame))
        // Every technique saw the same 8 notifications (two times WCF, W…, DCF, D…).
        XCTAssertEqual(Set(table.values.map { $0[7] }), ["8"])
        // csv has no caption line: every row names the scenario its frames count from.
        XCTAssertEqual(Set(table.values.map { $0[3] }), ["show-keyboard"])
        for fixed in ["animate-with-keyboard-fixed", "show-hide-delta-fixed", "subscribe-category-fixed"] {
            XCTAssertEqual(table[fixed]?[1], "0.00", fixed)
        }
    }

    func test_emptyScene_getsTheChatBar_andCommasOrSpacesSeparateTechniques() {
        let table = rows("mode csv\ncompare layout-guide, animate-with-keyboard on show-keyboard")
        XCTAssertEqual(
            Set(table.keys),
            ["keyboard-layout-guide", "animate-with-keyboard", "animate-with-keyboard (curve 7: spring)"])
        XCTAssertEqual(table["keyboard-layout-guide"]?[4], "0.00")
        XCTAssertEqual(table["animate-with-keyboard"]?[4], "34.00")
        // Where they end: the guide on the keyboard's top (516), where a bar that kept its 0-pt
        // distance from the guide ends; the animator 336 above 818, 482: 34 pt too high.
        XCTAssertEqual(table["keyboard-layout-guide"]?[5], "0.00")
        XCTAssertEqual(table["animate-with-keyboard"]?[5], "34.00")
    }

    func test_compare_leavesTheSessionsSceneAlone() {
        let harness = SessionHarness()
        runScript(
            KeyboardScripts.chatBar + "\ncompare all on show-keyboard, rotate landscape", harness: harness)
        XCTAssertEqual(quantity("keyboard.minY", in: harness), 852)
        XCTAssertEqual(quantity("notifications.count", in: harness), 0)
    }

    func test_detail_printsOneErrorColumnPerTechnique() {
        let output = runScript("mode csv\ncompare classic on show-keyboard detail")
        let header =
            "frame,t ms,keyboard.minY,animate-with-keyboard error,animate-with-keyboard (curve 7: spring) error,"
            + "show-hide-delta error,bind-to-keyboard error,subscribe-category error,keyboard-layout-guide error"
        let detail = csvRows(output, header: header)
        XCTAssertEqual(detail.count, 31)
        XCTAssertEqual(detail.dropFirst().first?[2], "839.27")
    }
}

/// `compare … devices …`: one row per technique and device, one column per scenario. The end
/// errors come from the devices' safe areas (facts §10.1–§10.2): a handler that lifts the bar by
/// the whole keyboard height stops `safe.bottom` too high — 34 on the iPhone 15, 0 on the 4.7-inch
/// iPhone (no home indicator), 20 on the iPad Pro 11-inch — and the hide brings it that far too low.
final class CompareMatrixTests: XCTestCase {
    func test_aMatrixOfBuiltInAndScriptTechniquesOnThreeDevices() {
        let script = """
            text-field input
            constraint input.leading == safe.leading
            constraint input.trailing == safe.trailing
            constraint input.height == 52
            constraint bottom: safe.bottom == input.bottom + 20
            technique twin from Examples/techniques/show-hide-delta.kbl
            mode csv
            compare layout-guide, show-hide-delta, twin on show-keyboard, hide-keyboard devices iphone-15, iphone-se-3, ipad-pro-11
            """
        let harness = SessionHarness()
        let lines = harness.output(script)
        XCTAssertEqual(harness.sink.errors, [])
        // Two tables (follow, then end error), each with its header and nine rows.
        let headers = lines.indices.filter { lines[$0] == "technique,device,show field,hide" }
        XCTAssertEqual(headers.count, 2, "\(lines)")
        guard headers.count == 2 else { return }
        let end = lines[(headers[1] + 1)...].prefix(9).map { $0.split(separator: ",").map(String.init) }
        let table = Dictionary(uniqueKeysWithValues: end.map { ("\($0[0]) \($0[1])", Array($0[2...])) })
        XCTAssertEqual(table.count, 9)
        for device in ["iphone-15", "iphone-se-3", "ipad-pro-11"] {
            XCTAssertEqual(table["keyboard-layout-guide \(device)"], ["0.00", "0.00"], device)
            // The script transcription plays exactly as its built-in twin.
            XCTAssertEqual(table["twin \(device)"], table["show-hide-delta \(device)"], device)
        }
        XCTAssertEqual(table["show-hide-delta iphone-15"], ["34.00", "-34.00"])
        XCTAssertEqual(table["show-hide-delta iphone-se-3"], ["0.00", "0.00"])
        XCTAssertEqual(table["show-hide-delta ipad-pro-11"], ["20.00", "-20.00"])
        // The session's own scene is untouched.
        XCTAssertEqual(
            harness.run("expect keyboard.minY == 852\nexpect notifications.count == 0").diagnostics, [])
        XCTAssertEqual(
            harness.run("compare all on show-keyboard devices iphone-99", mode: .interactive).diagnostics
                .first?
                .message, "unknown device 'iphone-99'")
    }
}
