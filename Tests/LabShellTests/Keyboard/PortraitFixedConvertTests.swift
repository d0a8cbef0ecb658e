import LabShell
import XCTest

/// iOS 7 landscape through the shell (facts §7: before iOS 8 converting from the window undid
/// the rotation). iPhone 5 class, 568×320, keyboard 162: the End frame (0 0; 162×568) in the
/// portrait-fixed window converts to (0 158; 568×162) in the root, so a bar pinned to the
/// keyboard ends at 320 − 162 = 158 and every corrected technique ends where it should.
final class PortraitFixedConvertTests: XCTestCase {
    private static let scene = """
        device iphone-se-1 landscape
        profile ios7
        text-field input
        constraint input.leading == safe.leading
        constraint input.trailing == safe.trailing
        constraint input.height == 52
        constraint bottom: input.bottom == safe.bottom
        """

    func test_convertFromTheWindowTurnsTheRectIntoTheRoot() {
        let harness = SessionHarness()
        runScript(Self.scene + "\nshow-keyboard", harness: harness)
        let lines = runScript(
            """
            print note.frameEnd
            print convert(note.frameEnd, from: window, to: root)
            print convert(note.frameEnd, from: nil, to: root)
            print convert(note.frameEnd, from: screen, to: root)
            print convert(rect(0, 158, 568, 162), from: root, to: window)
            print convert(note.frameEnd, from: screen, to: window)
            """.replacingOccurrences(of: "note.frameEnd", with: "rect(0, 0, 162, 568)"), harness: harness)
        XCTAssertEqual(
            lines,
            [
                "(0 0; 162×568)", "(0 158; 568×162)", "(0 158; 568×162)", "(0 158; 568×162)",
                "(0 0; 162×568)",
                // Screen and window are both portrait-fixed: nothing turns between them.
                "(0 0; 162×568)",
            ])
    }

    /// The four corrected techniques convert the End frame: each ends on the keyboard (end
    /// error 0; it was 158, the bar lifted to the top of the screen).
    func test_theFixedTechniquesEndOnTheKeyboard() {
        let harness = SessionHarness()
        let table = runScript(Self.scene + "\nmode csv\ncompare fixed on show-keyboard", harness: harness)
        let rows = table.filter { $0.hasSuffix("-fixed") || $0.contains("-fixed,") }
        XCTAssertEqual(rows.count, 4, "\(table)")
        let header = table.first { $0.hasPrefix("technique,") }?.split(separator: ",").map(String.init) ?? []
        let endError = header.firstIndex(of: "end error")
        XCTAssertNotNil(endError, "\(header)")
        for row in rows {
            let fields = row.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
            XCTAssertEqual(endError.map { Double(fields[$0]) ?? .nan }, 0, row)
        }
        let bound = SessionHarness()
        runScript(
            Self.scene + "\nbind input with animate-with-keyboard-fixed bottom\nshow-keyboard",
            harness: bound)
        XCTAssertEqual(quantity("input.maxY", in: bound), 158, accuracy: 1e-9)
    }
}
