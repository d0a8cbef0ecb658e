import LabShell
import XCTest

/// Bad input to the keyboard commands: one diagnostic at the exact line and column (the marker
/// 1️⃣), never a crash, and the session goes on.
final class KeyboardDiagnosticTests: XCTestCase {
    private func assertError(
        _ setup: String, _ marked: String, message: String, suggestion: String? = nil,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        assertSingleDiagnostic(
            after: setup, marked, message: message, suggestion: suggestion,
            thenRuns: "show-keyboard\nexpect keyboard.minY == 516", file: file, line: line)
    }

    func test_unknownTechnique_didYouMean() {
        assertError(
            KeyboardScripts.chatBar, "bind input with 1️⃣layot-guide bottom",
            message: "unknown technique 'layot-guide'",
            suggestion: "did you mean 'layout-guide'?")
        assertError(
            KeyboardScripts.chatBar, "compare 1️⃣al on show-keyboard", message: "unknown technique 'al'",
            suggestion: "did you mean 'all'?")
    }

    func test_unknownScenarioAndArguments_pointInsideCompare() {
        assertError(
            KeyboardScripts.chatBar, "compare all on show-keyboard, 1️⃣quicktyp on",
            message: "unknown scenario 'quicktyp'", suggestion: "did you mean 'quicktype'?")
        assertError(
            KeyboardScripts.chatBar, "compare all on show-keyboard, quicktype 1️⃣of",
            message: "unknown value 'of'", suggestion: "did you mean 'off'?")
        assertError(KeyboardScripts.chatBar, "compare all show-keyboard 1️⃣", message: "missing on SCENARIO")
    }

    func test_scenarioIOSRefuses_isOneDiagnostic() {
        assertError("device iphone-15\nshow-keyboard", "1️⃣undock", message: "undock needs an iPad")
        assertError(
            "show-keyboard", "interactive-dismiss 600 700 release 1️⃣sideways", message: "unknown value")
        assertError(
            "", "keyboard-kind 1️⃣emojj", message: "unknown value 'emojj'", suggestion: "did you mean 'emoji'?")
    }

    func test_unknownViewField_andMissingConstraint() {
        assertError(
            KeyboardScripts.chatBar, "bind 1️⃣inpt with layout-guide bottom", message: "unknown view 'inpt'")
        assertError(
            KeyboardScripts.chatBar, "bind input with layout-guide 1️⃣botom",
            message: "unknown constraint 'botom'",
            suggestion: "did you mean 'bottom'?")
        assertError(
            KeyboardScripts.chatBar, "bind input with 1️⃣animate-with-keyboard",
            message: "animate-with-keyboard moves a constraint")
        assertError("", "1️⃣tracking", message: "nothing is tracked")
        assertError("", "expect 1️⃣tracking.maxError == 0", message: "nothing is tracked")
        assertError("", "notifications 1️⃣xml", message: "unknown format 'xml'")
        assertError("", "profile 1️⃣ios99", message: "unknown value 'ios99'")
    }
}
