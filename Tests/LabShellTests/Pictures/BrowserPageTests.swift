import Foundation
import LabShell
import XCTest

/// The exported page in a real browser: headless Chromium opens it at chosen frames
/// (`#frame=N`), takes screenshots at a fixed window size, and the test reads the pixels (its
/// own PNG decoder) to find the keyboard's top edge and the bound view's bottom edge, which must
/// be where the engine's timeline (the page's JSON twin) puts them, within 1 px at the drawing's
/// scale. A compare page must show one lane per technique. Skipped, saying so, only when
/// Chromium is not installed (`scripts/ensure-deps test` installs it).
final class BrowserPageTests: XCTestCase {
    private func chromium() throws -> String {
        guard let path = ExternalTools.find(["chromium", "chromium-browser", "google-chrome"]) else {
            throw XCTSkip(
                "chromium is not installed and could not be installed (bash scripts/ensure-deps test "
                    + "installs Debian's chromium): the browser test did not run")
        }
        return path
    }

    /// A screenshot of `page` opened at `#frame=N`.
    private func screenshot(_ page: URL, frame: Int, in w: PictureWorkspace, size: (Int, Int)) throws
        -> PNGImage
    {
        let shot = w.url("shot-\(frame).png")
        let run = try ExternalTools.run(
            try chromium(),
            [
                "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--no-first-run",
                "--force-device-scale-factor=1", "--user-data-dir=\(w.url("profile").path)",
                "--window-size=\(size.0),\(size.1)", "--screenshot=\(shot.path)",
                page.absoluteString + "#frame=\(frame)",
            ], seconds: 90)
        guard FileManager.default.fileExists(atPath: shot.path) else {
            XCTFail("chromium wrote no screenshot (status \(run.status)): \(run.stderr.suffix(2000))")
            throw XCTSkip("no screenshot")
        }
        return try PNGImage(contentsOf: shot)
    }

    /// What a screenshot pixel is, by the nearest of the page's colours.
    private enum Paint: CaseIterable {
        case bezel, screen, unsafe, view, keyboardOverScreen, keyboardOverUnsafe, keyboardOverView, other

        var isKeyboard: Bool { [.keyboardOverScreen, .keyboardOverUnsafe, .keyboardOverView].contains(self) }
        var isView: Bool { self == .view || self == .keyboardOverView }
    }

    private struct Palette {
        var colours: [(Paint, (Double, Double, Double))] = []

        init() {
            func rgb(_ hex: String) -> (Double, Double, Double) {
                let c = PicturePalette.rgb(hex) ?? (0, 0, 0)
                return (Double(c.red), Double(c.green), Double(c.blue))
            }
            // The keyboard is drawn at its opacity over what is under it: α·keyboard + (1 − α)·under.
            let a = PicturePalette.keyboardOpacity
            let k = rgb(PicturePalette.keyboard)
            func over(_ under: (Double, Double, Double)) -> (Double, Double, Double) {
                (a * k.0 + (1 - a) * under.0, a * k.1 + (1 - a) * under.1, a * k.2 + (1 - a) * under.2)
            }
            let screen = rgb(PicturePalette.screen)
            let unsafe = rgb(PicturePalette.unsafeArea)
            let view = rgb(PicturePalette.color(0))
            colours = [
                (.bezel, rgb(PicturePalette.bezel)), (.screen, screen), (.unsafe, unsafe), (.view, view),
                (.keyboardOverScreen, over(screen)), (.keyboardOverUnsafe, over(unsafe)),
                (.keyboardOverView, over(view)),
            ]
        }

        func paint(_ pixel: (red: Int, green: Int, blue: Int)) -> Paint {
            var best = Paint.other
            var distance = 24.0 * 24.0 * 3  // farther than this from every colour: text, a line
            for (paint, c) in colours {
                let d =
                    (Double(pixel.red) - c.0) * (Double(pixel.red) - c.0)
                    + (Double(pixel.green) - c.1) * (Double(pixel.green) - c.1)
                    + (Double(pixel.blue) - c.2) * (Double(pixel.blue) - c.2)
                if d < distance {
                    distance = d
                    best = paint
                }
            }
            return best
        }
    }

    /// A lane found in a screenshot: the screen's inner edges in pixels.
    private struct Lane {
        var left: Int
        var right: Int
        var top: Int
        var bottom: Int
    }

    /// The lanes crossing row `y`: each is bezel, screen, bezel; the screen's top and bottom are
    /// where the bezel starts again above and below `y`, in the column 60 % across.
    private func lanes(_ image: PNGImage, _ palette: Palette, row y: Int) -> [Lane] {
        var runs: [(start: Int, end: Int)] = []
        var x = 0
        while x < image.width {
            guard palette.paint(image.rgb(x, y)) == .bezel else {
                x += 1
                continue
            }
            let start = x
            while x < image.width && palette.paint(image.rgb(x, y)) == .bezel { x += 1 }
            if x - start >= 3 { runs.append((start, x - 1)) }
        }
        var found: [Lane] = []
        var i = 0
        while i + 1 < runs.count {
            let left = runs[i].end + 1
            let right = runs[i + 1].start - 1
            let column = left + Int(0.6 * Double(right - left))
            var top = y
            while top > 0 && palette.paint(image.rgb(column, top - 1)) != .bezel { top -= 1 }
            var bottom = y
            while bottom < image.height - 1 && palette.paint(image.rgb(column, bottom)) != .bezel {
                bottom += 1
            }
            found.append(Lane(left: left, right: right, top: top, bottom: bottom))
            i += 2
        }
        return found
    }

    /// The first keyboard row and the row after the view's last, scanning the column 60 % across.
    private func edges(_ image: PNGImage, _ palette: Palette, _ lane: Lane) -> (
        keyboard: Int?, viewBottom: Int?
    ) {
        let column = lane.left + Int(0.6 * Double(lane.right - lane.left))
        var keyboard: Int?
        var viewBottom: Int?
        for y in lane.top..<lane.bottom {
            let paint = palette.paint(image.rgb(column, y))
            if keyboard == nil && paint.isKeyboard { keyboard = y }
            if paint.isView { viewBottom = y + 1 }
        }
        return (keyboard, viewBottom)
    }

    /// The engine's frames from the JSON export: per frame the keyboard's minY and the input's maxY.
    private func engineFrames(_ timeline: [String: Any]) throws -> [(
        keyboard: Double, input: Double, height: Double
    )] {
        let frames = try XCTUnwrap(timeline["frames"] as? [[String: Any]])
        return try frames.map { frame in
            let keyboard = try XCTUnwrap(frame["keyboard"] as? [Double])
            let screen = try XCTUnwrap(frame["screen"] as? [Double])
            let input = try XCTUnwrap((frame["views"] as? [String: Any])?["input"] as? [String: Any])
            let r = try XCTUnwrap(input["frame"] as? [Double])
            return (keyboard[1], r[1] + r[3], screen[3])
        }
    }

    private func check(
        _ image: PNGImage, lane: Lane, palette: Palette,
        engine: (keyboard: Double, input: Double, height: Double),
        _ label: String
    ) {
        let scale = Double(lane.bottom - lane.top) / engine.height
        XCTAssertEqual(scale, 600.0 / (852 + 28), accuracy: 0.01, "\(label): drawing scale")
        let (keyboard, viewBottom) = edges(image, palette, lane)
        let expectedKeyboard = Double(lane.top) + engine.keyboard * scale
        let expectedView = Double(lane.top) + engine.input * scale
        if engine.keyboard < engine.height - 1 {
            XCTAssertEqual(Double(keyboard ?? -100), expectedKeyboard, accuracy: 1, "\(label): keyboard top")
        }
        XCTAssertEqual(Double(viewBottom ?? -100), expectedView, accuracy: 1, "\(label): view bottom")
    }

    /// The README's session: frame 5 has the bar under the keyboard (gap −39.10), frame 12 above
    /// it (+47.12); the keyboard's top and the bar's bottom are found in the pixels.
    func test_pageFramesShowTheEngineEdges() throws {
        _ = try chromium()
        let w = try PictureWorkspace(self)
        runScript(
            PictureScripts.animatorShow + "\nexport html page.html\nexport json page.json transition",
            harness: w.harness)
        let engine = try engineFrames(try XCTUnwrap(try w.json("page.json") as? [String: Any]))
        XCTAssertEqual(engine.count, 31)
        let palette = Palette()
        for frame in [0, 5, 12, 30] {
            let image = try screenshot(w.url("page.html"), frame: frame, in: w, size: (1000, 760))
            let found = lanes(image, palette, row: 400)
            XCTAssertEqual(found.count, 1, "frame \(frame): one lane")
            guard let lane = found.first else { continue }
            check(image, lane: lane, palette: palette, engine: engine[frame], "frame \(frame)")
        }
    }

    /// The page's script, run by the browser at `#frame=N`, labels a bind-scroll table's gap as
    /// the tracking table does: from the last row's bottom, 52·(1 − p) (`BoundGapPictureTests`),
    /// 3.01 at frame 15 and 0.00 at frame 30, not from the frame's bottom (800).
    func test_pageScriptLabelsABindScrollGapFromTheLastRow() throws {
        let browser = try chromium()
        let w = try PictureWorkspace(self)
        runScript(BoundGapPictureTests.chat + "\nexport html page.html", harness: w.harness)
        for (frame, label) in [(15, "3.01"), (30, "0.00")] {
            let dom = w.url("dom-\(frame).html")
            let run = try ExternalTools.run(
                browser,
                [
                    "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
                    "--user-data-dir=\(w.url("profile").path)", "--dump-dom",
                    w.url("page.html").absoluteString + "#frame=\(frame)",
                ], seconds: 90, output: dom)
            let text = (try? w.text("dom-\(frame).html")) ?? ""
            XCTAssertTrue(
                text.contains(">gap \(label)</text>"),
                "frame \(frame): status \(run.status), \(run.stderr.suffix(500))")
        }
    }

    /// A comparison of three techniques: three lanes side by side, each at its own frame 8.
    func test_comparePageHasOneLanePerTechnique() throws {
        _ = try chromium()
        let w = try PictureWorkspace(self)
        runScript(
            KeyboardScripts.chatBar
                + "\ncompare keyboard-layout-guide subscribe-category show-hide-delta on show-keyboard"
                + "\nexport html cmp.html\nexport json cmp.json compare",
            harness: w.harness)
        let timelines = try XCTUnwrap(
            (try w.json("cmp.json") as? [String: Any])?["timelines"] as? [[String: Any]])
        XCTAssertEqual(timelines.count, 3)
        let image = try screenshot(w.url("cmp.html"), frame: 8, in: w, size: (1100, 640))
        let palette = Palette()
        let found = lanes(image, palette, row: 300)
        XCTAssertEqual(found.count, 3, "one lane per technique")
        for (index, (lane, timeline)) in zip(found, timelines).enumerated() {
            let engine = try engineFrames(timeline)
            let scale = Double(lane.bottom - lane.top) / 852
            XCTAssertEqual(scale, 440.0 / (852 + 28), accuracy: 0.01)
            let (keyboard, viewBottom) = edges(image, palette, lane)
            XCTAssertEqual(
                Double(keyboard ?? -100), Double(lane.top) + engine[8].keyboard * scale, accuracy: 1,
                "lane \(index)")
            XCTAssertEqual(
                Double(viewBottom ?? -100), Double(lane.top) + engine[8].input * scale, accuracy: 1,
                "lane \(index)")
        }
    }
}
