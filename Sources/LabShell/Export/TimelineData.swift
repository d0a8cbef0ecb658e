import KeyboardLab

/// A timeline as data: a table (for CSV) with one row per frame, and a JSON document with the
/// frames, the quantities and the notifications with their full userInfo. Frames and times count
/// from the timeline's first frame, as the page's `#frame=N` does; `engine frame` is the clock's.
struct TimelineData {
    let timeline: Timeline
    let markup: Markup

    /// frame, engine frame, t ms, the keyboard, the guide, the safe area, each view's frame and
    /// alpha, then the quantities; a view's cells are empty on the frames without it.
    var table: Table {
        let names = timeline.viewNames
        func rectColumns(_ name: String) -> [String] {
            ["x", "y", "width", "height"].map { "\(name).\($0)" }
        }
        var columns =
            ["frame", "engine frame", "t ms"] + rectColumns("keyboard") + rectColumns("guide")
            + rectColumns("safe")
        for name in names { columns += rectColumns(name) + ["\(name).alpha"] }
        columns += timeline.quantities.map(\.name)
        var table = Table(columns: columns)
        let start = timeline.frames.first
        func cells(_ r: Rect?) -> [Table.Cell] {
            guard let r = r?.standardized else { return Array(repeating: .text(""), count: 4) }
            return [.number(r.minX), .number(r.minY), .number(r.width), .number(r.height)]
        }
        var lookup = Timeline.ViewIndex(names)
        for (index, frame) in timeline.frames.enumerated() {
            var row: [Table.Cell] = [
                .integer(frame.frame - (start?.frame ?? 0)), .integer(frame.frame),
                .number((frame.time - (start?.time ?? 0)) * 1000),
            ]
            row += cells(frame.keyboard) + cells(frame.keyboardGuide) + cells(frame.safeArea)
            for view in lookup.views(on: frame) {
                row += cells(view?.frame) + [view.map { .number($0.alpha) } ?? .text("")]
            }
            // No value (an empty field) where a quantity was not sampled or its view was gone.
            row += timeline.quantities.map { .sample($0.values[safeIndex: index] ?? .nan) }
            table.append(row)
        }
        return table
    }

    /// `{"title": …, "frames": […], "quantities": {…}, "notifications": […]}`.
    var json: String { jsonLines().joined(separator: "\n") + "\n" }

    /// The JSON document's lines, each starting with `indent` (a compare's export nests its
    /// timelines): one line a frame, so nesting needs no second copy of the text.
    func jsonLines(indent: String = "") -> [String] {
        let m = markup
        func number(_ v: Double) -> String { v.isFinite ? m.n(v) : "null" }
        let start = timeline.frames.first
        let names = timeline.viewNames
        var lines: [String] = []
        func add(_ line: String) { lines.append(indent + line) }
        add("{")
        add("  \"title\": \(Markup.jsonString(timeline.title)),")
        add("  \"device\": \(Markup.jsonString(timeline.deviceID)),")
        add("  \"deviceName\": \(Markup.jsonString(timeline.deviceName)),")
        add("  \"frameRate\": \(timeline.frameRate),")
        add("  \"views\": [\(names.map(Markup.jsonString).joined(separator: ", "))],")
        add("  \"gapViews\": [\(timeline.gapViews.map(Markup.jsonString).joined(separator: ", "))],")
        add("  \"provenance\": [\(timeline.provenance.map(Markup.jsonString).joined(separator: ", "))],")
        add("  \"frames\": [")
        let keys = names.map(Markup.jsonString)
        if timeline.frames.isEmpty { add("") }
        var lookup = Timeline.ViewIndex(names)
        for (index, frame) in timeline.frames.enumerated() {
            let views = zip(keys, lookup.views(on: frame)).compactMap { key, v -> String? in
                guard let v else { return nil }
                return "\(key): {\"frame\": \(m.array(v.frame)), \"alpha\": \(m.n(v.alpha))}"
            }
            add(
                "    {\"frame\": \(frame.frame - (start?.frame ?? 0)), \"engineFrame\": \(frame.frame), "
                    + "\"t\": \(m.n((frame.time - (start?.time ?? 0)) * 1000)), \"screen\": \(m.array(frame.screen)), "
                    + "\"window\": \(m.array(frame.window)), \"safeArea\": \(m.array(frame.safeArea)), "
                    + "\"keyboard\": \(m.array(frame.keyboard)), \"keyboardTarget\": \(m.array(frame.keyboardTarget)), "
                    + "\"keyboardGuide\": \(frame.keyboardGuide.map(m.array) ?? "null"), "
                    + "\"views\": {\(views.joined(separator: ", "))}}"
                    + (index + 1 < timeline.frames.count ? "," : ""))
        }
        add("  ],")
        if timeline.quantities.isEmpty {
            add("  \"quantities\": {},")
        } else {
            add("  \"quantities\": {")
            for (index, q) in timeline.quantities.enumerated() {
                add(
                    "    \(Markup.jsonString(q.name)): [\(q.values.map(number).joined(separator: ", "))]"
                        + (index + 1 < timeline.quantities.count ? "," : ""))
            }
            add("  },")
        }
        if timeline.notifications.isEmpty {
            add("  \"notifications\": []")
        } else {
            add("  \"notifications\": [")
            for (index, record) in timeline.notifications.enumerated() {
                let recordLines = record.json.split(separator: "\n", omittingEmptySubsequences: false)
                for (line, text) in recordLines.enumerated() {
                    let last = line + 1 == recordLines.count && index + 1 < timeline.notifications.count
                    add("    \(text)\(last ? "," : "")")
                }
            }
            add("  ]")
        }
        add("}")
        return lines
    }

    /// The tracking measure frame by frame, as `tracking frames` prints it.
    static func trackingTable(_ series: TrackingSeries, measured: String) -> Table {
        var table = Table(columns: [
            "frame", "t ms", "keyboard.minY", "\(series.viewName).\(measured)", "gap", "ideal", "error",
        ])
        // Frames and times count from the start of the tracking, as `tracking` counts them.
        for r in series.rows {
            table.append([
                .integer(r.frame - series.startFrame), .number((r.time - series.startTime) * 1000),
                .number(r.keyboardMinY), .number(r.viewMaxY), .number(r.gap), .number(r.idealGap),
                .number(r.error),
            ])
        }
        return table
    }
}
