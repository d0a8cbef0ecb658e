import LabShell
import XCTest

/// The issue 10 commands through the shell: warnings printed, refused frames with a hint,
/// footnotes on guessed values, JSON assumptions, profile differences and switches, devices by
/// class, Stage Manager, and the option bits 24–27.
final class VersionCommandTests: XCTestCase {
    /// Focusing the focused field prints a warning and posts nothing (the warning says so: no
    /// "(no notifications)" line repeats it).
    func test_focusingTheFocusedField_printsAWarning() {
        let harness = SessionHarness()
        runScript("show-keyboard message", harness: harness)
        XCTAssertEqual(
            runScript("focus message", harness: harness),
            [
                // Wrapped at the help width (78), as prose is.
                "warning: 'message' is already the first responder: nothing happens (iOS",
                "    posts nothing)",
            ])
    }

    /// A landscape Split View frame on a portrait iPad (834×1194) is refused where it was typed,
    /// with the hint to rotate or a frame for this orientation.
    func test_landscapeSplitViewFrameOnAPortraitIPad_isRefused() {
        assertSingleDiagnostic(
            after: "device ipad-pro-11", "placement 1️⃣split-view frame 0 0 694 834",
            message: "(it looks like a frame for the other orientation)",
            thenRuns: "placement split-view frame 0 0 417 1194")
        assertSingleDiagnostic(
            after: "device ipad-pro-11 landscape", "placement 1️⃣slide-over frame 0 0 2000 834",
            message: "does not fit the screen (0 0; 1194×834)", thenRuns: "placement full-screen")
    }

    /// A guessed value carries a marker and a footnote naming the assumption and its switch;
    /// the iPhone 16 Pro's keyboard has no source (facts §10.1 gap).
    func test_footnotes_onGuessedValues() {
        let output = runScript("profile ios18\ndevice iphone-16-pro\nshow-keyboard")
        // iPhone 16 Pro: 402×874, keyboard 336, ending at 874 − 336 = 538; the marker closes the
        // notification's second line.
        XCTAssertEqual(
            Array(output.prefix(2)),
            [
                "keyboardWillChangeFrame  (0 874; 402×336) → (0 538; 402×336)",
                String(repeating: " ", count: 25) + "0.25 s  curve 7 [1]",
            ])
        // The footnote, wrapped to fit the terminal: its lines joined again.
        let footnote = output.drop { !$0.hasPrefix("[1] ") }.map { $0.trimmingCharacters(in: .whitespaces) }
        XCTAssertEqual(
            footnote.joined(separator: " "),
            "[1] keyboard-height-unverified: this keyboard height has no source (borrowed from a similar device "
                + "or derived) [UNVERIFIED, facts §3.1, §10.1]; switch: none (needs a device capture)")
        XCTAssertTrue(footnote.allSatisfy { $0.count <= 80 })
        // With a bound view the frames rest on the out-of-process keyboard's animation block too.
        let bound = runScript(
            "text-field input\nconstraint input.leading == safe.leading\nconstraint input.trailing == safe.trailing\n"
                + "constraint input.height == 52\nconstraint bottom: input.bottom == safe.bottom\n"
                + "bind input with subscribe-category bottom\nshow-keyboard")
        XCTAssertTrue(
            bound.contains { $0.hasPrefix("[1] will-inside-animation-block:") }, "\(bound.suffix(3))")
    }

    /// JSON posts carry their assumption ids (the notification object is a guess from iOS 16).
    func test_notificationsJSON_listsAssumptions() {
        let harness = SessionHarness()
        runScript("show-keyboard", harness: harness)
        let json = runScript("notifications json", harness: harness).joined(separator: "\n")
        XCTAssertTrue(json.contains("\"assumptions\": [\"notification-object\"]"), json)
        let old = SessionHarness()
        runScript("profile ios15\nshow-keyboard", harness: old)
        XCTAssertTrue(runScript("notifications json", harness: old).joined().contains("\"assumptions\": []"))
    }

    /// `profile diff ios9 ios17` lists what changed, `profile set` flips one switch.
    func test_profileDiff_andProfileSet() {
        let diff = runScript("mode csv\nprofile diff ios9 ios17")
        XCTAssertTrue(
            diff.contains("quicktype-resize-duration,0.25,0,CONFLICT,facts §1.5 (0 from iOS 14)"), "\(diff)")
        XCTAssertFalse(diff.contains { $0.hasPrefix("islocal-key") })
        let harness = SessionHarness()
        runScript(
            "profile set quicktype-resize-duration 0.25\nshow-keyboard\nclear-notifications\nquicktype off",
            harness: harness)
        let rows = csvRows(
            runScript("mode csv\nnotifications", harness: harness),
            header: "#,frame,t ms,name,begin,end,duration,curve,local,center begin,center end,bounds")
        XCTAssertEqual(rows.map { $0[6] }, ["0.25", "0.25", "0.25", "0.25"])
        XCTAssertEqual(rows.map { $0[1] }, ["30", "30", "60", "60"], "0.25: the dids wait for the motion")
        // iOS 26's settling time keeps `decimals` (2): 0.40049508271111367 rounds to 0.40, and
        // iOS 17's 0.5 prints as 0.50, as every fractional number does.
        let settles = runScript("profile diff ios17 ios26").first { $0.hasPrefix("motion-settles-after") }
        XCTAssertEqual(
            settles?.split(separator: " ", omittingEmptySubsequences: true).prefix(3),
            ["motion-settles-after", "0.50", "0.40"])
        assertSingleDiagnostic(
            after: "", "profile set 1️⃣quicktype-resize-durations 0", message: "unknown profile switch",
            suggestion: "did you mean 'quicktype-resize-duration'?",
            thenRuns: "profile set spring-settling swiftUIEpsilon")
        assertSingleDiagnostic(
            after: "", "profile set split-view 1️⃣maybe", message: "split-view cannot be 'maybe'",
            thenRuns: "profile")
    }

    /// `devices`: by family, class and iOS version (facts §10.6).
    func test_findDevices() {
        // The ids: each CSV row's first field, after the header.
        func ids(_ script: String) -> [String] {
            runScript(script).dropFirst().map { String($0.split(separator: ",").first ?? "") }
        }
        XCTAssertEqual(
            ids("mode csv\ndevices family phone width 375 height 812"), ["iphone-x", "iphone-13-mini"])
        XCTAssertEqual(ids("mode csv\ndevices ios 7"), ["iphone-4s", "iphone-se-1", "ipad-2", "ipad-9-7"])
        assertSingleDiagnostic(
            after: "", "devices size 1️⃣-4.7", message: "size must be a positive number",
            thenRuns: "devices")
        // docs/Devices.md: the size filter reads `12.9-inch` and `375x667` as DeviceSizeFilter
        // does; the catalogue's 12.9" iPads are the home-button and the Face ID Pro, and the
        // 375x667 class is the SE 2/3 family alone (the table of devices there).
        XCTAssertEqual(ids("mode csv\ndevices size \"12.9-inch\""), ["ipad-pro-12-9-2", "ipad-pro-12-9"])
        XCTAssertEqual(ids("mode csv\ndevices size \"375x667\""), ["iphone-se-3"])
        XCTAssertEqual(ids("mode csv\ndevices size size(667, 375)"), ["iphone-se-3"])
        assertSingleDiagnostic(
            after: "", "devices size 1️⃣\"big\"", message: "'big' is not a screen size", thenRuns: "devices")
    }

    /// Stage Manager needs iPadOS 16 and an iPad; the window may sit anywhere on the screen.
    func test_stageManager() {
        let harness = SessionHarness()
        runScript(
            "device ipad-pro-11 landscape\nplacement stage-manager frame 100 80 800 600\nshow-keyboard",
            harness: harness)
        XCTAssertEqual(quantity("keyboard.overlap", in: harness), 264, accuracy: 1e-9)
        assertSingleDiagnostic(
            after: "device ipad-pro-11\nprofile ios15", "placement 1️⃣stage-manager frame 0 0 600 800",
            message: "Stage Manager needs iOS 16", suggestion: "choose a later profile, e.g. profile ios16",
            thenRuns: "profile ios16\nplacement stage-manager frame 0 0 600 800")
    }

    /// UIView.h: PreferredFramesPerSecond30 = 7 << 24 (docs/Facts.md §10.7).
    func test_decodeOptions_readsTheFrameRateBits() {
        XCTAssertEqual(
            runScript("decode-options raw 0x7030000"),
            ["raw 117637120: [] curve linear preferredFramesPerSecond30"])
        // 7 = bits 0–2 and curve 0: 84 characters on one line before, now wrapped as prose at
        // the help width (78; 74 before the continuation's four spaces).
        XCTAssertEqual(
            runScript("decode-options raw 7"),
            [
                "raw 7: [layoutSubviews, allowUserInteraction, beginFromCurrentState] curve",
                "    easeInOut",
            ])
    }

    /// Relaunch then the first show after launch; the launch pattern's second round.
    func test_launch_thenFirstShow() {
        let harness = SessionHarness()
        runScript("show-keyboard\nlaunch\nclear-notifications\nfirst-show-keyboard", harness: harness)
        XCTAssertEqual(quantity("notifications.keyboardWillShow.count", in: harness), 2)
        XCTAssertEqual(quantity("keyboard.height", in: harness), 336)
    }

    /// Text traits through the shell: iOS 15+ needs spell-checking off too (facts §10.5).
    func test_textTraits() {
        let harness = SessionHarness()
        runScript("text-traits code autocorrection no\nshow-keyboard code", harness: harness)
        XCTAssertEqual(quantity("keyboard.height", in: harness), 336)
        runScript("text-traits code spell-checking no", harness: harness)
        runScript("hide-keyboard\nshow-keyboard code", harness: harness)
        XCTAssertEqual(quantity("keyboard.height", in: harness), 292)
        // The printout names the iPad shortcuts too (the assistant item's groups, facts §10.10).
        XCTAssertEqual(
            runScript("text-traits code", harness: harness),
            ["code: autocorrection no, spell-checking no, shortcuts default"])
    }

    /// Traits set on the focused field wait for its next focus (facts §10.5), whatever moves the
    /// keyboard meanwhile. iPhone 15 (docs/Devices.md): 336 with the bar, 292 without; 209 with
    /// it in landscape.
    func test_textTraits_onTheFocusedField_waitForTheNextFocus() {
        let harness = SessionHarness()
        runScript("text-field code\nshow-keyboard code", harness: harness)
        let printed = runScript("text-traits code autocorrection no spell-checking no", harness: harness)
        XCTAssertEqual(printed.first, "(no notifications)")
        XCTAssertEqual(
            CollectingSink.unwrappedWarnings(printed),
            ["warning: 'code' is focused: its new text traits apply when it next becomes first responder"])
        runScript("quicktype off\nquicktype on", harness: harness)
        XCTAssertEqual(quantity("keyboard.height", in: harness), 336)
        runScript("rotate landscape", harness: harness)
        XCTAssertEqual(quantity("keyboard.height", in: harness), 209)
        runScript("rotate portrait\nhide-keyboard\nshow-keyboard code", harness: harness)
        XCTAssertEqual(quantity("keyboard.height", in: harness), 292)
    }

    /// The iPad's Shortcut Bar through the shell (facts §10.10, §10.1: 263 keys + the 50-pt bar on
    /// the 9.7-inch iPad): Predictive off keeps 313 with a footnote naming the guess; emptying the
    /// assistant item with the traits off takes the bar away (263); the switch gives 263 too.
    func test_padShortcutBar_keepsTheBarUntilItsGroupsAreEmptied() {
        let kept = SessionHarness()
        let output = joinedNotifications(
            runScript("device ipad-9-7\nquicktype off\nshow-keyboard notes", harness: kept))
        XCTAssertEqual(quantity("keyboard.height", in: kept), 313)
        XCTAssertTrue(
            output.contains { $0.hasPrefix("keyboardWillShow") && $0.hasSuffix("[1]") }, "\(output)")
        XCTAssertTrue(output.contains { $0.hasPrefix("[1] shortcuts-keep-bar:") }, "\(output)")
        let emptied = SessionHarness()
        runScript(
            "device ipad-9-7\ntext-traits notes autocorrection no spell-checking no shortcuts none\n"
                + "show-keyboard notes", harness: emptied)
        XCTAssertEqual(quantity("keyboard.height", in: emptied), 263)
        XCTAssertEqual(
            runScript("text-traits notes", harness: emptied),
            ["notes: autocorrection no, spell-checking no, shortcuts none"])
        let switched = SessionHarness()
        runScript(
            "device ipad-9-7\nprofile set shortcuts-keep-bar no\nquicktype off\nshow-keyboard notes",
            harness: switched)
        XCTAssertEqual(quantity("keyboard.height", in: switched), 263)
    }
}
