import KeyboardLab

/// One self-contained page (inline SVG, CSS and script; nothing fetched, works offline) that plays
/// timelines at their real speed: play, pause, a frame back or forward, a frame slider, 0.1× /
/// 0.25× / 1× speed, and `#frame=N` in the address to open at frame N (counted from the first
/// frame). Each timeline is a lane, the device screen to scale with its views, keyboard, guide
/// and gaps; several lanes (a comparison, aligned scenario by scenario) play side by side. Under them, plots of the quantities with
/// the current frame marked, a comparison's curves overlaid.
///
/// The page is well-formed XML as well as HTML (checked with xmllint both ways), and the same
/// bytes on every machine: every number goes through the session's decimals.
struct HTMLPage {
    let lanes: [Timeline]
    let markup: Markup
    /// The page's heading.
    var title: String
    /// Pixels of screen height per lane.
    var laneHeight: Double

    init(lanes: [Timeline], markup: Markup, title: String? = nil) {
        self.lanes = lanes
        self.markup = markup
        let scenarios = lanes.first?.scenarios.joined(separator: ", ") ?? ""
        self.title =
            title
            ?? (lanes.count == 1
                ? lanes[0].title
                : "compare on \(scenarios.isEmpty ? "no scenario" : scenarios): \(lanes.count) techniques")
        self.laneHeight = lanes.count > 1 ? 440 : 600
    }

    /// The longest lane's frame count: the slider's range.
    var frameCount: Int { lanes.map(\.frames.count).max() ?? 0 }

    /// The scale (pixels per point) shared by every lane.
    var scale: Double {
        let height = lanes.map(\.extent.height).max() ?? 1
        return laneHeight / max(height + 2 * ScreenPicture.bezel, 1)
    }

    /// The whole page.
    func document() -> String {
        var lines = [
            "<!DOCTYPE html>",
            "<html xmlns=\"http://www.w3.org/1999/xhtml\" lang=\"en\">",
            "<head>",
            "<meta charset=\"utf-8\"/>",
            "<title>KeyboardLab: \(Markup.escape(title))</title>",
            "<style>/*<![CDATA[*/",
            Self.pageStyle,
            ScreenPicture.style,
            PlotSVG.style,
            "/*]]>*/</style>",
            "</head>",
            "<body>",
        ]
        lines += header()
        lines.append("<main>")
        lines.append("<div class=\"stage\(lanes.count > 1 ? " compare" : "")\">")
        lines.append("<div class=\"lanes\">")
        for (index, lane) in lanes.enumerated() { lines += self.lane(lane, index: index) }
        lines.append("</div>")
        lines.append("<div class=\"plots\">")
        for (index, plot) in plots.enumerated() {
            lines.append(
                "<svg class=\"plot\" xmlns=\"http://www.w3.org/2000/svg\" width=\"\(markup.n(plot.width))\" "
                    + "height=\"\(markup.n(plot.height))\" viewBox=\"0 0 \(markup.n(plot.width)) "
                    + "\(markup.n(plot.height))\">")
            lines += plot.elements(markerID: "marker\(index)")
            lines.append("</svg>")
        }
        lines.append("</div>")
        lines.append("</div>")
        lines += notes()
        lines.append("</main>")
        lines.append("<script>//<![CDATA[")
        lines.append("var DATA = \(data);")
        lines.append(Self.script)
        lines.append("//]]></script>")
        lines.append("</body>")
        lines.append("</html>")
        return lines.joined(separator: "\n") + "\n"
    }

    private func header() -> [String] {
        let first = lanes.first
        let seconds = first.map { ($0.frames.last?.time ?? 0) - ($0.frames.first?.time ?? 0) } ?? 0
        let meta =
            "\(first?.deviceID ?? "") (\(first?.deviceName ?? "")), \(first?.frameRate ?? 60) Hz, "
            + "\(NumberStyle.count(frameCount, "frame")), \(NumberStyle.fixed(seconds * 1000, decimals: 1)) ms; "
            + "frame 0 is the first frame shown"
        return [
            "<header>",
            "<h1>\(Markup.escape(title))</h1>",
            "<p class=\"meta\">\(Markup.escape(meta))</p>",
            "<div class=\"controls\">",
            "<button type=\"button\" id=\"play\">Play</button>",
            "<button type=\"button\" id=\"pause\">Pause</button>",
            "<button type=\"button\" id=\"back\" title=\"one frame back\">&#9664; frame</button>",
            "<button type=\"button\" id=\"next\" title=\"one frame on\">frame &#9654;</button>",
            "<input type=\"range\" id=\"slider\" min=\"0\" max=\"\(max(frameCount - 1, 0))\" value=\"0\" "
                + "step=\"1\" aria-label=\"frame\"/>",
            "<output id=\"readout\">frame 0</output>",
            "<span class=\"speeds\">speed",
            "<button type=\"button\" class=\"speed\" data-speed=\"0.1\">0.1&#215;</button>",
            "<button type=\"button\" class=\"speed\" data-speed=\"0.25\">0.25&#215;</button>",
            "<button type=\"button\" class=\"speed active\" data-speed=\"1\">1&#215;</button>",
            "</span>",
            "</div>",
            "</header>",
        ]
    }

    private func lane(_ lane: Timeline, index: Int) -> [String] {
        let extent = lane.extent
        let b = ScreenPicture.bezel
        let width = (extent.width + 2 * b) * scale
        let height = (extent.height + 2 * b) * scale
        let m = markup
        var lines = [
            "<figure class=\"lane\" id=\"lane\(index)\">",
            "<figcaption>\(Markup.escape(caption(lane)))</figcaption>",
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(m.n(width))\" height=\"\(m.n(height))\" "
                + "viewBox=\"\(m.n(-b)) \(m.n(-b)) \(m.n(extent.width + 2 * b)) \(m.n(extent.height + 2 * b))\">",
        ]
        if let frame = lane.frames.first {
            lines += ScreenPicture(timeline: lane, markup: markup).elements(
                frame, clip: "clip\(index)", id: "L\(index)")
        }
        lines.append("</svg>")
        lines.append("</figure>")
        return lines
    }

    /// A lane's caption: its title, and for a comparison the tracking error's largest size.
    private func caption(_ lane: Timeline) -> String {
        guard lanes.count > 1, let view = lane.gapViews.first, let error = lane.quantity("error(\(view))")
        else { return lane.title }
        let worst = error.values.filter(\.isFinite).map(abs).max() ?? 0
        return "\(lane.title): max |error| \(markup.label(worst)) pt"
    }

    /// The notification log of the first lane and where the numbers come from.
    private func notes() -> [String] {
        guard let lane = lanes.first else { return [] }
        var lines = ["<section class=\"notes\">", "<h2>Notifications</h2>"]
        let start = lane.frames.first
        if lane.notifications.isEmpty {
            lines.append("<p>none posted</p>")
        } else {
            lines.append("<ol class=\"log\">")
            for record in lane.notifications {
                let frame = record.frameIndex - (start?.frame ?? 0)
                lines.append(
                    "<li data-frame=\"\(frame)\">frame \(frame): \(Markup.escape(record.post.summary))</li>")
            }
            lines.append("</ol>")
        }
        lines.append("<h2>Where the numbers come from</h2>")
        lines.append("<ul>")
        for line in lane.provenance { lines.append("<li>\(Markup.escape(line))</li>") }
        lines.append(
            "<li>Frames are the simulator's presentation values; the keyboard layout guide is "
                + "drawn where UIKit's layoutFrame is (it jumps to the keyboard's end frame).</li>")
        lines.append("</ul>")
        lines.append("</section>")
        return lines
    }
}
