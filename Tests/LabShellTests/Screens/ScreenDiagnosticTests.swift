import LabShell
import XCTest

/// Bad input to the screen commands: one diagnostic at the marker, never a crash, and the session
/// goes on.
final class ScreenDiagnosticTests: XCTestCase {
    private func assertError(
        _ marked: String, message: String, suggestion: String? = nil, file: StaticString = #filePath,
        line: UInt = #line
    ) {
        assertSingleDiagnostic(
            after: ScreenCommandTests.chat, marked, message: message, suggestion: suggestion,
            thenRuns: "expect chat.contentOffset.y == 502", file: file, line: line)
    }

    func test_rowsAndNumbers() {
        // 30 rows: the last is 29, and the help says so and how to have more.
        assertError(
            "scroll-to chat 1️⃣99", message: "row 99 does not exist: rows run from 0 to 29",
            suggestion: "the nearest allowed row is 29; table-view chat rows N changes how many there are")
        assertError("scroll-to chat 1️⃣2.5", message: "the row must be a whole number")
        assertError("table-view chat rows 1️⃣1e300", message: "rows must be a whole number")
        assertError("table-view chat height 1️⃣-4", message: "the row height must be a number")
        assertError(
            "drag-scroll-view chat from 600 to 700 frames 1️⃣0", message: "frames must be a whole number")
    }

    func test_wordsAndKinds() {
        assertError(
            "bind-scroll chat with 1️⃣insett", message: "unknown scroll-view technique 'insett'",
            suggestion: "did you mean 'inset'?")
        assertError(
            "stack-view bar axis 1️⃣diagonal", message: "unknown axis 'diagonal'")
        assertError(
            "keyboard-dismiss-mode chat 1️⃣interactiv", message: "unknown dismiss mode 'interactiv'",
            suggestion: "did you mean 'interactive'?")
        assertError("content-size 1️⃣chat width 5", message: "content size follows its rows")
        assertError("scroll-to-bottom 1️⃣root", message: "'root' is not a scroll view")
        assertError("scroll-view 1️⃣chat", message: "'chat' is a tableView, not a scroll view")
        assertError("bind-scroll chat with 1️⃣keyboard-layout-guide", message: "name it")
        assertError("intrinsic-size 1️⃣chat width 4", message: "computes its own intrinsic size")
        assertError(
            "content-hugging chat vertical 1️⃣lots",
            message: "unknown word or name 'lots'",
            suggestion: "did you mean 'low'?")
        assertError("content-hugging chat vertical 1️⃣1001", message: "'1001' is not a priority")
        assertError("unbind-scroll 1️⃣chat", message: "no scroll-view technique on 'chat'")
    }
}
