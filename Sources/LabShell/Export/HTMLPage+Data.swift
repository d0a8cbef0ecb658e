import KeyboardLab

/// The page's plots and the data its script plays: per lane, each frame's screen, window, safe
/// area, keyboard, guide and views (times in ms from the lane's first frame).
extension HTMLPage {
    /// One plot per kind of quantity: screen positions together (the keyboard's top and the
    /// views' bottoms), gaps, tracking errors, then any other watched quantity alone. A
    /// comparison overlays its lanes: one curve per technique.
    var plots: [PlotSVG] {
        let times =
            (lanes.max { $0.frames.count < $1.frames.count }?.frames).map { frames in
                frames.map { $0.time - (frames.first?.time ?? 0) }
            } ?? []
        let width = lanes.count > 1 ? 860.0 : 640.0
        func padded(_ values: [Double]) -> [Double] {
            values + Array(repeating: .nan, count: max(0, times.count - values.count))
        }
        var groups: [(title: String, series: [PlotSpec.Series], screenY: Bool, label: String)] = []
        if lanes.count == 1, let lane = lanes.first {
            let quantities = Self.shownQuantities(lane)
            let positions = quantities.filter(\.isScreenY)
            if !positions.isEmpty {
                groups.append(
                    (
                        "screen positions", positions.map { .init(name: $0.name, values: $0.values) }, true,
                        PlotSpec.screenYLabel
                    ))
            }
            for (prefix, title) in [("gap(", "gap to the keyboard (pt)"), ("error(", "tracking error (pt)")] {
                let chosen = quantities.filter { $0.name.hasPrefix(prefix) }
                if !chosen.isEmpty {
                    groups.append(
                        (title, chosen.map { .init(name: $0.name, values: $0.values) }, false, "pt"))
                }
            }
            for other in quantities
            where !other.isScreenY && !other.name.hasPrefix("gap(") && !other.name.hasPrefix("error(") {
                groups.append((other.name, [.init(name: other.name, values: other.values)], false, "value"))
            }
        } else {
            // A recording laid beside the run (`overlay`): with the keyboard's top, once (the
            // lanes are aligned, so their keyboards are one).
            if let lane = lanes.first {
                let recorded = lane.quantities.filter { $0.name.hasPrefix("recording.") }
                if !recorded.isEmpty {
                    let keyboard = PlotSpec.Series(
                        name: "keyboard.minY", values: padded(lane.frames.map { $0.keyboard.minY }))
                    groups.append(
                        (
                            "the keyboard and the recording",
                            [keyboard] + recorded.map { .init(name: $0.name, values: padded($0.values)) },
                            true,
                            PlotSpec.screenYLabel
                        ))
                }
            }
            for (prefix, title) in [("error(", "tracking error (pt)"), ("gap(", "gap to the keyboard (pt)")] {
                var series: [PlotSpec.Series] = []
                for lane in lanes {
                    if let q = Self.shownQuantities(lane).first(where: { $0.name.hasPrefix(prefix) }) {
                        series.append(.init(name: lane.title, values: padded(q.values)))
                    }
                }
                if !series.isEmpty { groups.append((title, series, false, "pt, one curve per technique")) }
            }
        }
        return groups.map { group in
            PlotSVG(
                spec: PlotSpec(
                    times: times, series: group.series, screenY: group.screenY, yLabel: group.label),
                markup: markup, title: group.title, width: width)
        }
    }

    /// A lane's quantities, with the keyboard's top, and each gap view's bottom and gap taken
    /// from the frames when nothing watched or tracked them.
    static func shownQuantities(_ lane: Timeline) -> [Timeline.Quantity] {
        var result = lane.quantities
        func add(_ name: String, screenY: Bool, _ value: (Timeline.Frame) -> Double) {
            guard !result.contains(where: { $0.name == name }) else { return }
            result.append(Timeline.Quantity(name: name, values: lane.frames.map(value), isScreenY: screenY))
        }
        add("keyboard.minY", screenY: true) { $0.keyboard.minY }
        for mark in lane.gaps {
            // A tracker that met a table without rows named its edge the content end already.
            let named = result.contains { $0.name == "\(mark.view).presentation.contentEnd.maxY" }
            if !named {
                add(Timeline.edgeName(of: mark.view, measure: mark.measure), screenY: true) {
                    $0.gapEdge(of: mark.view, measure: mark.measure)
                }
            }
            add("gap(\(mark.view))", screenY: false) { $0.gap(of: mark.view, measure: mark.measure) }
        }
        return result
    }

    /// `{"count": …, "decimals": …, "lanes": […], "plots": […]}` for the script.
    var data: String {
        let m = markup
        var laneTexts: [String] = []
        for lane in lanes {
            let names = lane.viewNames
            let start = lane.frames.first?.time ?? 0
            var lookup = Timeline.ViewIndex(names)
            let frames = lane.frames.map { frame -> String in
                let views = lookup.views(on: frame).map { view -> String in
                    guard let v = view else { return "null" }
                    let r = v.frame.standardized
                    return "[\(m.n(r.minX)),\(m.n(r.minY)),\(m.n(r.width)),\(m.n(r.height)),\(m.n(v.alpha))]"
                }
                // Each gap's measured edge (a table's last row for bind-scroll) and the gap, both
                // from the engine's numbers so the label reads as the tracking table does (not a
                // difference of two rounded coordinates); null when the view is absent.
                let edges = lane.gaps.map { mark -> String in
                    let y = frame.gapEdge(of: mark.view, measure: mark.measure)
                    return y.isFinite ? "[\(m.n(y)),\(m.n(frame.keyboard.minY - y))]" : "null"
                }
                return "{\"t\":\(m.n((frame.time - start) * 1000)),\"s\":\(m.array(frame.screen)),"
                    + "\"w\":\(m.array(frame.window)),\"a\":\(m.array(frame.safeArea)),"
                    + "\"k\":\(m.array(frame.keyboard)),\"g\":\(frame.keyboardGuide.map(m.array) ?? "null"),"
                    + "\"v\":[\(views.joined(separator: ","))],\"e\":[\(edges.joined(separator: ","))]}"
            }
            // One entry per gap marker (the markup's `g0`, `g1`, … and each frame's `e`): the
            // view's index, −1 for a view never on screen.
            let gaps = lane.gapViews.map { String(names.firstIndex(of: $0) ?? -1) }
            laneTexts.append(
                "{\"title\":\(Markup.jsonString(lane.title)),\"gaps\":[\(gaps.joined(separator: ","))],"
                    + "\"frames\":[\n" + frames.joined(separator: ",\n") + "]}")
        }
        let plotTexts = plots.enumerated().map { index, plot in
            let span = plot.timeSpan
            return
                "{\"id\":\"marker\(index)\",\"left\":\(m.n(PlotSVG.left)),\"width\":\(m.n(plot.plotWidth)),"
                + "\"t0\":\(m.n(span.start * 1000)),\"t1\":\(m.n(span.end * 1000))}"
        }
        return "{\"count\":\(frameCount),\"decimals\":\(m.decimals),\"gapX\":\(ScreenPicture.gapMarkerX),"
            + "\"bezel\":\(m.n(ScreenPicture.bezel)),\"lanes\":[\n" + laneTexts.joined(separator: ",\n")
            + "],\n\"plots\":[" + plotTexts.joined(separator: ",") + "]}"
    }
}
