import KeyboardLab

/// One frame of a timeline as SVG elements in screen points, the screen's top-left corner at
/// the origin: the device's bezel, the screen, the area outside the safe area, every view's
/// presented frame with its name, the keyboard (translucent, so a view it covers shows), the
/// keyboard layout guide's dashed outline and each bound view's gap. The page's script moves the
/// same elements frame by frame (`HTMLPage+Script.swift` mirrors the placement rules).
struct ScreenPicture {
    /// Points of bezel around the screen.
    static let bezel = 14.0
    /// Where the gap markers stand, as a fraction of the screen's width (the browser test scans
    /// the screen at 60 %, clear of every label).
    static let gapMarkerX = 0.9

    let markup: Markup
    /// Every view name of the timeline, in order: a view's colour and element id.
    let viewNames: [String]
    /// The views whose gap is marked, each with the edge its tracking measures.
    let gaps: [Timeline.GapMark]

    init(timeline: Timeline, markup: Markup) {
        self.markup = markup
        self.viewNames = timeline.viewNames
        self.gaps = timeline.gaps
    }

    /// The elements for `frame`, everything on the screen clipped to it (the keyboard below the
    /// screen is not seen) by the clip path `clip`, unique in the document. With a prefix every
    /// element that moves gets an id (`L0-kb`, `L0-v2`, …) for the page's script.
    func elements(_ frame: Timeline.Frame, clip: String, id prefix: String? = nil) -> [String] {
        func id(_ name: String) -> String { prefix.map { " id=\"\($0)-\(name)\"" } ?? "" }
        let m = markup
        let b = Self.bezel
        let screen = frame.screen.standardized
        var lines = [
            "<rect\(id("bezel")) class=\"bezel\" x=\"\(m.n(-b))\" y=\"\(m.n(-b))\" "
                + "width=\"\(m.n(screen.width + 2 * b))\" height=\"\(m.n(screen.height + 2 * b))\" "
                + "rx=\"\(m.n(2 * b))\"/>",
            "<clipPath id=\"\(clip)\"><rect\(id("clip")) \(m.rect(screen))/></clipPath>",
            "<g clip-path=\"url(#\(clip))\">",
            "<rect\(id("screen")) class=\"screen\" \(m.rect(screen))/>",
            "<path\(id("unsafe")) class=\"unsafe\" d=\"\(unsafePath(frame))\"/>",
            "<rect\(id("window")) class=\"window\" \(m.rect(frame.window))"
                + " visibility=\"\(frame.window == screen ? "hidden" : "visible")\"/>",
        ]
        for (index, (name, view)) in zip(viewNames, frame.views(named: viewNames)).enumerated() {
            let r = view?.frame.standardized ?? .zero
            lines.append(
                "<g\(id("v\(index)")) class=\"view\" opacity=\"\(m.n(view?.alpha ?? 1))\""
                    + (view == nil ? " display=\"none\"" : "") + ">"
                    + "<rect \(m.rect(r)) fill=\"\(PicturePalette.color(index))\"/>"
                    + "<text x=\"\(m.n(r.minX + 4))\" y=\"\(m.n(r.minY + 13))\">\(Markup.escape(name))</text></g>"
            )
        }
        let k = frame.keyboard.standardized
        lines.append(
            "<g\(id("kb")) class=\"keyboard\"><rect \(m.rect(k))/>"
                + "<text x=\"\(m.n(k.midX))\" y=\"\(m.n(k.minY + 20))\">keyboard</text></g>")
        let g = frame.keyboardGuide?.standardized ?? .zero
        lines.append(
            "<g\(id("guide")) class=\"guide\"" + (frame.keyboardGuide == nil ? " display=\"none\"" : "")
                + "><rect \(m.rect(g))/>"
                + "<text x=\"\(m.n(g.minX + 4))\" y=\"\(m.n(g.minY - 4))\">keyboardLayoutGuide</text></g>")
        for (index, mark) in gaps.enumerated() {
            lines.append(gapMarker(frame, mark, index: index, id: id("g\(index)")))
        }
        lines.append("</g>")
        return lines
    }

    /// A vertical line from the measured edge (the view's bottom, a table's last row's) to the
    /// keyboard's top, labelled with the gap: the tracking table's figure for that frame.
    private func gapMarker(_ frame: Timeline.Frame, _ mark: Timeline.GapMark, index: Int, id: String)
        -> String
    {
        let m = markup
        let x = frame.screen.standardized.width * Self.gapMarkerX - Double(index) * 16
        let top = frame.gapEdge(of: mark.view, measure: mark.measure)
        guard top.isFinite else {
            return
                "<g\(id) class=\"gap\" display=\"none\"><line x1=\"0\" y1=\"0\" x2=\"0\" y2=\"0\"/><text/></g>"
        }
        let bottom = frame.keyboard.minY
        return "<g\(id) class=\"gap\"><line x1=\"\(m.n(x))\" y1=\"\(m.n(top))\" x2=\"\(m.n(x))\" "
            + "y2=\"\(m.n(bottom))\"/><text x=\"\(m.n(x - 4))\" y=\"\(m.n((top + bottom) / 2 + 4))\">"
            + "gap \(m.label(bottom - top))</text></g>"
    }

    /// The screen minus the safe area, as one even-odd path.
    func unsafePath(_ frame: Timeline.Frame) -> String {
        let m = markup
        func box(_ r: Rect) -> String {
            let s = r.standardized
            return "M\(m.n(s.minX)) \(m.n(s.minY))H\(m.n(s.maxX))V\(m.n(s.maxY))H\(m.n(s.minX))Z"
        }
        return box(frame.screen) + " " + box(frame.safeArea)
    }

    /// The style rules of these elements (the page's and the standalone SVG's).
    static let style = """
        .bezel{fill:\(PicturePalette.bezel)}
        .screen{fill:\(PicturePalette.screen)}
        .unsafe{fill:\(PicturePalette.unsafeArea);fill-rule:evenodd}
        .window{fill:none;stroke:\(PicturePalette.bezel);stroke-width:2}
        .view text,.keyboard text,.guide text,.gap text{font:13px sans-serif;fill:\(PicturePalette.ink)}
        .keyboard rect{fill:\(PicturePalette.keyboard);fill-opacity:\(NumberStyle.fixed(PicturePalette.keyboardOpacity, decimals: 2))}
        .keyboard text{text-anchor:middle;fill:#ffffff}
        .guide rect{fill:none;stroke:\(PicturePalette.guide);stroke-width:2;stroke-dasharray:6 4}
        .guide text{fill:\(PicturePalette.guide)}
        .gap line{stroke:\(PicturePalette.gap);stroke-width:2}
        .gap text{fill:\(PicturePalette.gap);text-anchor:end}
        """
}
