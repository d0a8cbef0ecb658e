import XCTest

@testable import LabShell

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

    /// One world (issue 30): a lane never waits for another, so a technique's row is the same
    /// whatever it is compared with: beside the delta handler (whose bar moves for 30 frames on
    /// a repeated willShow while the keyboard stays put) the guide, done with the repeat at
    /// once, reads as the guide alone; its gap settles when its hide ends, 30 + 0 + 30 = 60.
    func test_aTechniquesRowIsTheSameWhateverItIsComparedWith() {
        let scenarios = "show-keyboard, repeat-wills, hide-keyboard"
        let together = rows("mode csv\ncompare show-hide-delta, layout-guide on \(scenarios)")
        let alone = rows("mode csv\ncompare layout-guide on \(scenarios)")
        let deltaAlone = rows("mode csv\ncompare show-hide-delta on \(scenarios)")
        XCTAssertEqual(together["keyboard-layout-guide"], alone["keyboard-layout-guide"])
        XCTAssertEqual(together["show-hide-delta"], deltaAlone["show-hide-delta"])
        XCTAssertEqual(together["keyboard-layout-guide"]?[6], "60")
    }

    /// A script technique on an empty scene reaches the chat bar's `bottom` as a built-in one
    /// does: lifting the bar by 336 − 34 = 302 puts its maxY at 818 − 302 = 516, the keyboard's
    /// top (iPhone 15, facts §10.2), inside the keyboard's block, so it ends on the keyboard.
    func test_aScriptTechniqueOnAnEmptySceneReachesTheChatBarsConstraint() {
        let script = """
            technique lift do
              on willShow do
                constraint.constant = -302
                layout
              end
            end
            mode csv
            compare lift on show-keyboard
            """
        let harness = SessionHarness()
        XCTAssertEqual(harness.run(script).diagnostics, [])
        let table = csvRows(
            harness.sink.lines,
            header:
                "technique,follow error,at frame,frames count from,final gap,end error,frames to settle,"
                + "notifications,assumed")
        XCTAssertEqual(table.first?[4], "0.00")
        XCTAssertEqual(table.first?[5], "0.00")
    }

    func test_compare_leavesTheSessionsSceneAlone() {
        let harness = SessionHarness()
        runScript(
            KeyboardScripts.chatBar + "\ncompare all on show-keyboard, rotate landscape", harness: harness)
        XCTAssertEqual(quantity("keyboard.minY", in: harness), 852)
        XCTAssertEqual(quantity("notifications.count", in: harness), 0)
    }

    /// `classic` is the four classic techniques (README, docs/Tutorial.md: "the four classic
    /// techniques and UIKeyboardLayoutGuide"), `fixed` their four corrected versions; the guide
    /// comes only when named.
    func test_classicAndFixedAreTheFourTechniquesEach() {
        let classic = rows("mode csv\ncompare classic on show-keyboard")
        XCTAssertEqual(
            Set(classic.keys),
            [
                "animate-with-keyboard", "animate-with-keyboard (curve 7: spring)", "show-hide-delta",
                "bind-to-keyboard", "subscribe-category",
            ])
        let fixed = rows("mode csv\ncompare fixed on show-keyboard")
        XCTAssertEqual(
            Set(fixed.keys),
            [
                "animate-with-keyboard-fixed", "show-hide-delta-fixed", "bind-to-keyboard-fixed",
                "subscribe-category-fixed",
            ])
        XCTAssertEqual(rows("mode csv\ncompare classic, layout-guide on show-keyboard").count, 6)
    }

    func test_detail_printsOneErrorColumnPerTechnique() {
        let output = runScript("mode csv\ncompare classic on show-keyboard detail")
        let header =
            "frame,t ms,keyboard.minY,animate-with-keyboard error,animate-with-keyboard (curve 7: spring) error,"
            + "show-hide-delta error,bind-to-keyboard error,subscribe-category error"
        let detail = csvRows(output, header: header)
        XCTAssertEqual(detail.count, 31)
        XCTAssertEqual(detail.dropFirst().first?[2], "839.27")
    }
}

/// `compare … devices …`: one row per technique and device, one column per scenario. The end
/// errors come from the devices' safe areas (facts §10.1–§10.2): a handler that lifts the bar by
/// the whole keyboard height stops `safe.bottom` too high — 34 on the iPhone 15, 0 on the 4.7-inch
/// iPhone (no home indicator), 20 on the iPad Pro 11-inch — and the hide, moving it back by the
/// same delta, brings it home to its rest position: end error 0 for the hide.
final class CompareMatrixTests: XCTestCase {
    /// A header is one word: the scenario's name with its spaces and parentheses as dashes.
    func test_aScenarioColumnIsHeadedByOneWord() {
        XCTAssertEqual(KeyboardCommands.columnHeader("show field"), "show-field")
        XCTAssertEqual(KeyboardCommands.columnHeader("show field (short begin)"), "show-field-short-begin")
        XCTAssertEqual(KeyboardCommands.columnHeader("hide"), "hide")
    }

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
        // One word a scenario (the default field of show-keyboard is named `field`): spaced,
        // `show field` read as two columns.
        let headers = lines.indices.filter { lines[$0] == "technique,device,show-field,hide" }
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
        XCTAssertEqual(table["show-hide-delta iphone-15"], ["34.00", "0.00"])
        XCTAssertEqual(table["show-hide-delta iphone-se-3"], ["0.00", "0.00"])
        XCTAssertEqual(table["show-hide-delta ipad-pro-11"], ["20.00", "0.00"])
        // The session's own scene is untouched.
        XCTAssertEqual(
            harness.run("expect keyboard.minY == 852\nexpect notifications.count == 0").diagnostics, [])
        XCTAssertEqual(
            harness.run("compare all on show-keyboard devices iphone-99", mode: .interactive).diagnostics
                .first?
                .message, "unknown device 'iphone-99'")
    }

    /// An empty scene gets the standard 52-pt chat bar in every cell too (docs: `compare`), so
    /// `bottom` exists: the guide ends on the keyboard (0), the delta handler 34 pt high on the
    /// iPhone 15 (the home-indicator inset counted twice, facts §8) and exactly on the keyboard
    /// on the iPhone SE, which has no bottom inset (facts §10.2).
    func test_anEmptySceneGetsTheChatBarInEveryCell() {
        let harness = SessionHarness()
        let result = harness.run(
            "mode csv\ncompare layout-guide, will-show-hide on show-keyboard devices iphone-15, iphone-se-3")
        XCTAssertEqual(result.diagnostics, [])
        let lines = harness.sink.lines
        let headers = lines.indices.filter { lines[$0] == "technique,device,show-field" }
        XCTAssertEqual(headers.count, 2, "\(lines)")
        guard headers.count == 2 else { return }
        let end = Set(lines[(headers[1] + 1)...].prefix(4))
        XCTAssertEqual(
            end,
            [
                "keyboard-layout-guide,iphone-15,0.00", "keyboard-layout-guide,iphone-se-3,0.00",
                "show-hide-delta,iphone-15,34.00", "show-hide-delta,iphone-se-3,0.00",
            ])
    }

    /// A Stage Manager window is copied as one (it shares `AppPlacement.splitView` with Split
    /// View, whose rule — the screen's whole height from an edge — refused the copy). iPad Pro 11"
    /// landscape (docs/Devices.md: 1194×834, bottom safe area 20, keyboard 418 with QuickType) in a
    /// window at (100 80; 800×600): the keyboard stays docked at the screen's bottom (facts §1.11),
    /// its top at 834 − 418 = 416, 336 in the window. The bar rests on the window's safe area,
    /// 600 − 20 = 580; the guide puts it on the keyboard (end error 0); the delta handler lifts it
    /// by the whole 418 where 580 − 336 = 244 was needed: 174 too high.
    func test_aStageManagerWindowIsCopiedAsOne() {
        let script = """
            device ipad-pro-11 landscape
            placement stage-manager frame 100 80 800 600
            mode csv
            compare layout-guide, show-hide-delta on show-keyboard
            """
        let rows = csvRows(
            runScript(script),
            header:
                "technique,follow error,at frame,frames count from,final gap,end error,frames to settle,"
                + "notifications,assumed")
        let table = Dictionary(uniqueKeysWithValues: rows.map { ($0[0], $0) })
        XCTAssertEqual(table["keyboard-layout-guide"]?[5], "0.00")
        XCTAssertEqual(table["show-hide-delta"]?[5], "174.00")
        let harness = SessionHarness()
        let result = harness.run(script + " devices ipad-pro-11")
        XCTAssertEqual(result.diagnostics, [])
        XCTAssert(harness.sink.lines.contains("show-hide-delta,ipad-pro-11,174.00"), "\(harness.sink.lines)")
    }

    /// A cell that fails fails the command (docs/Shell.md: exit status 1 when a command fails):
    /// the cells that ran are printed, the first failure is the error, pointed at its device,
    /// and the others are its notes. `undock` needs an iPad (facts §3).
    func test_aFailingCellFailsTheCommand() throws {
        let harness = SessionHarness()
        let result = harness.run("compare layout-guide on undock devices ipad-pro-11, iphone-15, iphone-se-3")
        XCTAssertEqual(result.diagnostics.count, 1)
        let error = try XCTUnwrap(result.diagnostics.first)
        XCTAssertEqual(error.category, .runtime)
        XCTAssertEqual(
            error.message, "keyboard-layout-guide on iphone-15: undock needs an iPad; iphone-15 is an iPhone")
        XCTAssertEqual(error.column, "compare layout-guide on undock devices ipad-pro-11, ".count + 1)
        XCTAssertEqual(
            error.notes,
            ["keyboard-layout-guide on iphone-se-3: undock needs an iPad; iphone-se-3 is an iPhone"])
        XCTAssert(harness.sink.lines.contains { $0.hasPrefix("keyboard-layout-guide  ipad-pro-11") })
        let run = try KblabProcess.run([
            "-c", "compare layout-guide on undock devices ipad-pro-11, iphone-15",
        ])
        XCTAssertEqual(run.status, 1)
    }
}
