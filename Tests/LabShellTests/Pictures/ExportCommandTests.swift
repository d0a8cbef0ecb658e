import Foundation
import LabShell
import XCTest

/// `export html|svg|csv|json`: files drawn from the engine's timeline, checked against values
/// worked out independently (facts §4.2's spring, CA's ease-in-out Bézier), with xmllint and
/// snapshots at fixed sizes.
final class ExportCommandTests: XCTestCase {
    func test_htmlPageIsSelfContainedWellFormedAndDeterministic() throws {
        let w = try PictureWorkspace(self)
        let output = runScript(PictureScripts.animatorShow + "\nexport html page.html", harness: w.harness)
        XCTAssertEqual(output.last, "wrote page.html: 1 lane, 31 frames (#frame=0 … #frame=30)")
        let page = try w.text("page.html")
        try assertWellFormedXML(w.url("page.html"))
        try assertWellFormedHTML(w.url("page.html"))
        // Nothing is fetched: no src or href, no address but the two namespaces.
        XCTAssertFalse(page.contains("src="))
        XCTAssertFalse(page.contains("href="))
        let addresses = page.components(separatedBy: "http").dropFirst().map { String($0.prefix(24)) }
        XCTAssertEqual(Set(addresses), ["://www.w3.org/1999/xhtml", "://www.w3.org/2000/svg\" "])
        for control in [
            "id=\"play\"", "id=\"pause\"", "id=\"back\"", "id=\"next\"", "id=\"slider\"",
            "data-speed=\"0.1\"", "data-speed=\"0.25\"", "data-speed=\"1\"", "frame=(\\d+)",
        ] {
            XCTAssertTrue(page.contains(control), control)
        }
        // The slider runs over the 31 frames; frame 5's keyboard top is in the data (two decimals).
        XCTAssertTrue(page.contains("max=\"30\""))
        let frame5 = animatorFrame(5)
        XCTAssertTrue(
            page.contains("\"k\":[0.00,\(NumberStyle.fixed(frame5.keyboardMinY, decimals: 2)),393.00,336.00]")
        )
        // Plots of the tracked quantities, each with a marker the script moves.
        for title in ["screen positions", "gap to the keyboard (pt)", "tracking error (pt)"] {
            XCTAssertTrue(page.contains(">\(title)<"), title)
        }
        XCTAssertEqual(occurrences(of: "class=\"marker\"", in: page), 3)
        // The same bytes again; the decimals setting reaches every number.
        runScript("export html again.html", harness: w.harness)
        XCTAssertEqual(try w.text("again.html"), page)
        runScript("set decimals 3\nexport html three.html", harness: w.harness)
        XCTAssertTrue(try w.text("three.html").contains(NumberStyle.fixed(frame5.keyboardMinY, decimals: 3)))
        Snapshot.assert(page, named: "export-animator-show-html")
    }

    /// A file argument is a path, as `save` and `source` take it: `/`, `..` and subdirectories
    /// need no quotes; the file is an ordinary one (mode 0644), replaced whole.
    func test_anExportPathNeedsNoQuotes() throws {
        let w = try PictureWorkspace(self)
        try FileManager.default.createDirectory(at: w.url("sub"), withIntermediateDirectories: true)
        let absolute = w.url("sub/page.html").path
        runScript(
            PictureScripts.animatorShow + "\nexport html \(absolute)\nexport csv sub/t.csv",
            harness: w.harness)
        XCTAssertTrue(try w.text("sub/page.html").hasPrefix("<!DOCTYPE html>"))
        XCTAssertFalse(try w.text("sub/t.csv").isEmpty)
        let mode = try FileManager.default.attributesOfItem(atPath: absolute)[.posixPermissions] as? Int
        XCTAssertEqual(mode, 0o644)
    }

    /// `every 10` over the 31 frames of a show: frames 0, 10, 20, 30, each captioned with its
    /// number and time (166.7 ms is 10 frames at 60 Hz).
    func test_filmstripEveryNthFrame() throws {
        let w = try PictureWorkspace(self)
        runScript(
            PictureScripts.animatorShow + "\nexport svg strip.svg filmstrip every 10", harness: w.harness)
        let strip = try w.text("strip.svg")
        try assertWellFormedXML(w.url("strip.svg"))
        XCTAssertEqual(occurrences(of: "class=\"bezel\"", in: strip), 4)
        for (frame, ms) in [(0, "0.0"), (10, "166.7"), (20, "333.3"), (30, "500.0")] {
            XCTAssertTrue(strip.contains(">frame \(frame)</text>"), "frame \(frame)")
            XCTAssertTrue(strip.contains(">\(ms) ms</text>"), ms)
        }
        // Frame 10's keyboard is drawn where the spring puts it: 852 − 336·p(1/6).
        let y = NumberStyle.fixed(animatorFrame(10).keyboardMinY, decimals: 2)
        XCTAssertTrue(
            strip.contains(
                "<g class=\"keyboard\"><rect x=\"0.00\" y=\"\(y)\" width=\"393.00\" height=\"336.00\"/>"))
        Snapshot.assert(strip, named: "export-animator-filmstrip-svg")
        // By default at most 10 pictures: every 4th frame and the last, 9 of 31.
        runScript("export svg default.svg", harness: w.harness)
        let byDefault = try w.text("default.svg")
        XCTAssertEqual(occurrences(of: "class=\"bezel\"", in: byDefault), 9)
        XCTAssertTrue(byDefault.contains("show field: iphone-15, 9 of 31 frames"))
    }

    /// A plot of the keyboard's top: screen y runs down, so 852 (the first sample) is at the
    /// plot's bottom (y 40 + 140) and 516 (the last) at its top (y 40), left 70 to right 624.
    func test_svgPlotOfAScreenPositionRunsTopDown() throws {
        let w = try PictureWorkspace(self)
        runScript(
            PictureScripts.animatorShow + "\nexport svg plot.svg plot keyboard.minY", harness: w.harness)
        let plot = try w.text("plot.svg")
        try assertWellFormedXML(w.url("plot.svg"))
        XCTAssertTrue(plot.contains("screen y in pt, the top of the screen at the top"))
        let points = try XCTUnwrap(
            plot.components(separatedBy: "points=\"").dropFirst().first?.prefix { $0 != "\"" })
        let pairs = points.split(separator: " ")
        XCTAssertEqual(pairs.count, 31)
        XCTAssertEqual(pairs.first, "70.00,180.00")
        XCTAssertEqual(pairs.last, "624.00,40.00")
        // Frame 15 at x = 70 + 554/2; y = 40 + 140·(kb − 516)/336.
        let y = 40 + 140 * (animatorFrame(15).keyboardMinY - 516) / 336
        XCTAssertEqual(String(pairs[15]), "347.00,\(NumberStyle.fixed(y, decimals: 2))")
        assertSingleDiagnostic(
            after: PictureScripts.animatorShow, "export svg \"\(w.url("p.svg").path)\" plot 1️⃣nope",
            message: "'nope' is not watched or tracked", thenRuns: "echo fine")
    }

    /// A bare `export svg … plot` of the bound bar stacks two plots: the positions, top-down,
    /// then the gap and error (upwards) in a group moved down by the first plot's height
    /// (40 + 140 + 30 of margins and area, and one legend row of 16).
    func test_svgPlotOfPositionsAndGapsStacksTwoPlots() throws {
        let w = try PictureWorkspace(self)
        let output = runScript(PictureScripts.animatorShow + "\nexport svg all.svg plot", harness: w.harness)
        XCTAssertEqual(
            output.last, "wrote all.svg: two plots (screen positions, then the others) of 4 quantities")
        let plot = try w.text("all.svg")
        try assertWellFormedXML(w.url("all.svg"))
        let groups = plot.components(separatedBy: "<g transform=\"translate(0 ").dropFirst()
        XCTAssertEqual(groups.map { String($0.prefix { $0 != ")" }) }, ["0.00", "226.00"])
        XCTAssertTrue(groups.first?.contains(">screen y in pt, the top of the screen at the top<") ?? false)
        XCTAssertTrue(groups.first?.contains(">keyboard.minY<") ?? false)
        XCTAssertFalse(groups.first?.contains(">gap(input)<") ?? true)
        XCTAssertTrue(groups.last?.contains(">value<") ?? false)
        XCTAssertTrue(groups.last?.contains(">gap(input)<") ?? false)
    }

    /// Curve 7 alone lasts 0.5 s (facts §4.2): 201 samples, sample 100 at 0.25 s.
    func test_svgCurve() throws {
        let w = try PictureWorkspace(self)
        runScript("export svg curves.svg curve keyboard ease-in-out", harness: w.harness)
        let svg = try w.text("curves.svg")
        try assertWellFormedXML(w.url("curves.svg"))
        let runs = svg.components(separatedBy: "points=\"").dropFirst().map {
            $0.prefix { $0 != "\"" }.split(separator: " ")
        }
        XCTAssertEqual(runs.count, 2)
        XCTAssertEqual(runs[0].count, 201)
        let y = 40 + 140 * (1 - keyboardProgress(0.25))
        XCTAssertEqual(String(runs[0][100]), "347.00,\(NumberStyle.fixed(y, decimals: 2))")
        // Ease-in-out of 0.25 s is done at sample 100 (top of the plot) and stays there.
        XCTAssertEqual(String(runs[1][100]), "347.00,40.00")
        XCTAssertTrue(svg.contains(">keyboard (curve 7)</text>"))
        Snapshot.assert(svg, named: "export-curves-svg")
    }

    /// The transition as CSV: frame 5 of the README session, keyboard and bar where the two
    /// curves put them, and the tracked gap.
    func test_csvOfTheTransition() throws {
        let w = try PictureWorkspace(self)
        let output = runScript(
            PictureScripts.animatorShow + "\nexport csv show.csv transition", harness: w.harness)
        XCTAssertEqual(output.last, "wrote show.csv: 31 frames")
        let lines = try w.text("show.csv").split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.count, 32)
        let header = lines[0].split(separator: ",").map(String.init)
        XCTAssertEqual(
            Array(header.prefix(7)),
            [
                "frame", "engine frame", "t ms", "keyboard.x", "keyboard.y", "keyboard.width",
                "keyboard.height",
            ])
        let row = lines[6].split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        func cell(_ name: String) -> String { header.firstIndex(of: name).map { row[$0] } ?? "missing" }
        let frame5 = animatorFrame(5)
        XCTAssertEqual(cell("frame"), "5")
        XCTAssertEqual(cell("t ms"), "83.33")
        XCTAssertEqual(cell("keyboard.y"), NumberStyle.fixed(frame5.keyboardMinY, decimals: 2))
        XCTAssertEqual(cell("input.y"), NumberStyle.fixed(frame5.inputMaxY - 52, decimals: 2))
        XCTAssertEqual(
            cell("gap(input)"), NumberStyle.fixed(frame5.keyboardMinY - frame5.inputMaxY, decimals: 2))
        XCTAssertEqual(cell("guide.x"), "", "no layout guide in use")
        XCTAssertEqual(cell("safe.y"), "59.00")
    }

    /// JSON: the frames and the notifications with their full userInfo (facts §2's keys).
    func test_jsonOfTheTransitionAndTheNotifications() throws {
        let w = try PictureWorkspace(self)
        runScript(
            PictureScripts.animatorShow
                + "\nexport json show.json transition\nexport json log.json notifications",
            harness: w.harness)
        let document = try XCTUnwrap(try w.json("show.json") as? [String: Any])
        let frames = try XCTUnwrap(document["frames"] as? [[String: Any]])
        XCTAssertEqual(frames.count, 31)
        let keyboard = try XCTUnwrap(frames[5]["keyboard"] as? [Double])
        XCTAssertEqual(keyboard[1], animatorFrame(5).keyboardMinY, accuracy: 0.005)
        let notifications = try XCTUnwrap(document["notifications"] as? [[String: Any]])
        XCTAssertEqual(notifications.count, 4)
        let info = try XCTUnwrap(
            (notifications[0]["notification"] as? [String: Any])?["userInfo"] as? [String: Any])
        XCTAssertEqual(info["UIKeyboardFrameEndUserInfoKey"] as? String, "NSRect: {{0, 516}, {393, 336}}")
        XCTAssertEqual(info["UIKeyboardAnimationCurveUserInfoKey"] as? Int, 7)
        let log = try XCTUnwrap(try w.json("log.json") as? [[String: Any]])
        XCTAssertEqual(log.count, 4)
    }

    /// After `compare`, the page has one lane per technique and the data the detail.
    func test_compareExports() throws {
        let w = try PictureWorkspace(self)
        let output = runScript(
            KeyboardScripts.chatBar
                + "\ncompare keyboard-layout-guide subscribe-category show-hide-delta on show-keyboard"
                + "\nexport html cmp.html\nexport csv cmp.csv compare\nexport json cmp.json compare",
            harness: w.harness)
        XCTAssertTrue(
            output.contains("wrote cmp.html: 3 lanes, 31 frames (#frame=0 … #frame=30)"), "\(output)")
        let page = try w.text("cmp.html")
        try assertWellFormedXML(w.url("cmp.html"))
        XCTAssertEqual(occurrences(of: "<figure class=\"lane\"", in: page), 3)
        XCTAssertTrue(page.contains("compare on show field: 3 techniques"))
        XCTAssertTrue(page.contains(">tracking error (pt)<"))
        let csv = try w.text("cmp.csv")
        XCTAssertTrue(
            csv.hasPrefix(
                "technique,follow error,at frame,frames count from,final gap,end error,frames to settle,"
                    + "notifications,assumed\nkeyboard-layout-guide,0.00,,show-keyboard,")
        )
        XCTAssertTrue(
            csv.contains(
                "\nframe,t ms,keyboard.minY,keyboard-layout-guide error,"
                    + "subscribe-category error,"))
        let json = try XCTUnwrap(try w.json("cmp.json") as? [String: Any])
        XCTAssertEqual((json["timelines"] as? [Any])?.count, 3)
        XCTAssertEqual((json["detail"] as? [Any])?.count, 31)
        // A scenario played since makes the transition the default again.
        runScript("show-keyboard\nexport html after.html", harness: w.harness)
        XCTAssertEqual(occurrences(of: "<figure class=\"lane\"", in: try w.text("after.html")), 1)
    }

    /// The summaries in json name where their frames count from (json prints no line above the
    /// table), with the same key whatever the origin; the exported tracking counts its frames
    /// from the bind, as `tracking frames` does, not from the session's start: 90 frames of the
    /// clock (a show, a hide, 30 more) went by first, and the bind's show starts at frame 0 with
    /// the keyboard at 852 and the bar at 818.
    func test_dataSummariesAndTheExportedTrackingCountFromTheRunsStart() throws {
        let w = try PictureWorkspace(self)
        runScript(
            KeyboardScripts.chatBar + "\nshow-keyboard\nhide-keyboard\nstep 30\n"
                + "bind input with animate-with-keyboard bottom\nshow-keyboard\n"
                + "export csv track.csv tracking\nexport json track.json tracking\nmode json",
            harness: w.harness)
        let printed = runScript("tracking", harness: w.harness).joined(separator: "\n")
        let tracking = try XCTUnwrap(
            try JSONSerialization.jsonObject(with: Data(printed.utf8)) as? [[String: Any]])
        XCTAssertEqual(tracking.first?["frames count from"] as? String, "bind")
        XCTAssertEqual(tracking.first?["at frame"] as? Int, 5)
        let csv = try w.text("track.csv").split(separator: "\n")
        XCTAssertEqual(csv.first, "frame,t ms,keyboard.minY,input.presentation.maxY,gap,ideal,error")
        XCTAssertEqual(csv.dropFirst().first, "0,0.00,852.00,818.00,34.00,34.00,0.00")
        XCTAssertEqual(csv.count, 1 + 31, "frames 0…30 of the show")
        let rows = try XCTUnwrap(try w.json("track.json") as? [[String: Any]])
        XCTAssertEqual(rows.first?["frame"] as? Int, 0)
        XCTAssertEqual(rows.last?["t ms"] as? Double, 500)
        runScript("compare layout-guide on hide-keyboard\nexport json cmp.json compare", harness: w.harness)
        let summary = try XCTUnwrap(
            (try w.json("cmp.json") as? [String: Any])?["summary"] as? [[String: Any]])
        XCTAssertEqual(summary.first?["frames count from"] as? String, "hide-keyboard")
    }

    /// One frame is "1 frame": a fresh lab's timeline holds the one frame it starts on.
    func test_aCountOfOneIsSingular() throws {
        let w = try PictureWorkspace(self)
        let output = runScript("export json one.json", harness: w.harness)
        XCTAssertEqual(output.last, "wrote one.json: 1 frame")
    }

    func test_refusals() throws {
        let w = try PictureWorkspace(self)
        assertSingleDiagnostic(
            after: "", "export html 1️⃣\"/nonexistent-kblab-dir/page.html\"",
            message: "cannot write '/nonexistent-kblab-dir/page.html'", thenRuns: "echo fine")
        assertSingleDiagnostic(
            after: "", "export html \"\(w.url("x.html").path)\" 1️⃣compare",
            message: "there is no comparison to draw", thenRuns: "echo fine")
        assertSingleDiagnostic(
            after: "", "export svg \"\(w.url("x.svg").path)\" 1️⃣filmstirp",
            message: "unexpected 'filmstirp'", suggestion: "did you mean 'filmstrip'?",
            thenRuns: "echo fine")
        assertSingleDiagnostic(
            after: "", "export svg \"\(w.url("x.svg").path)\" curve 1️⃣bouncy",
            message: "unknown word or name 'bouncy'", thenRuns: "echo fine")
        assertSingleDiagnostic(
            after: "", "export svg \"\(w.url("x.svg").path)\" curve linear every 1️⃣2",
            message: "'every' is for a filmstrip", thenRuns: "echo fine")
        assertSingleDiagnostic(
            after: "", "export svg \"\(w.url("x.svg").path)\" curve bezier 1️⃣1.5 0 0 1",
            message: "a timing Bézier's x control values must lie in 0…1", thenRuns: "echo fine")
        assertSingleDiagnostic(
            after: "step 600", "export svg \"\(w.url("x.svg").path)\" filmstrip every 1️⃣1 timeline",
            message: "a filmstrip of 601 pictures is too long", thenRuns: "echo fine")
        assertSingleDiagnostic(
            after: "", "export csv \"\(w.url("x.csv").path)\" 1️⃣probes",
            message: "nothing is watched", thenRuns: "echo fine")
        let harness = SessionHarness()
        let result = harness.run("export html", mode: .interactive)
        XCTAssertEqual(result.diagnostics.map(\.message), ["missing FILE"])
    }
}
