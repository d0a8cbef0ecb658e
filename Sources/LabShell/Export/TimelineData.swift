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
        for (index, frame) in timeline.frames.enumerated() {
            var row: [Table.Cell] = [
                .integer(frame.frame - (start?.frame ?? 0)), .integer(frame.frame),
                .number((frame.time - (start?.time ?? 0)) * 1000),
            ]
            row += cells(frame.keyboard) + cells(frame.keyboardGuide) + cells(frame.safeArea)
            for name in names {
                let view = frame.view(named: name)
                row += cells(view?.frame) + [view.map { .number($0.alpha) } ?? .text("")]
            }
            // No value (an empty field) where a quantity was not sampled or its view was gone.
            row += timeline.quantities.map { .sample($0.values[safeIndex: index] ?? .nan) }
            table.append(row)
        }
        return table
    }

    /// `{"title": …, "frames": […], "quantities": {…}, "notifications": […]}`.
    var json: String {
        let m = markup
        func number(_ v: Double) -> String { v.isFinite ? m.n(v) : "null" }
        let start = timeline.frames.first
        let names = timeline.viewNames
        var lines = [
            "{",
            "  \"title\": \(Markup.jsonString(timeline.title)),",
            "  \"device\": \(Markup.jsonString(timeline.deviceID)),",
            "  \"deviceName\": \(Markup.jsonString(timeline.deviceName)),",
            "  \"frameRate\": \(timeline.frameRate),",
            "  \"views\": [\(names.map(Markup.jsonString).joined(separator: ", "))],",
            "  \"gapViews\": [\(timeline.gapViews.map(Markup.jsonString).joined(separator: ", "))],",
            "  \"provenance\": [\(timeline.provenance.map(Markup.jsonString).joined(separator: ", "))],",
            "  \"frames\": [",
        ]
        let frames = timeline.frames.map { frame -> String in
            let views = names.compactMap { name -> String? in
                guard let v = frame.view(named: name) else { return nil }
                return
                    "\(Markup.jsonString(name)): {\"frame\": \(m.array(v.frame)), \"alpha\": \(m.n(v.alpha))}"
            }
            return "    {\"frame\": \(frame.frame - (start?.frame ?? 0)), \"engineFrame\": \(frame.frame), "
                + "\"t\": \(m.n((frame.time - (start?.time ?? 0)) * 1000)), \"screen\": \(m.array(frame.screen)), "
                + "\"window\": \(m.array(frame.window)), \"safeArea\": \(m.array(frame.safeArea)), "
                + "\"keyboard\": \(m.array(frame.keyboard)), \"keyboardTarget\": \(m.array(frame.keyboardTarget)), "
                + "\"keyboardGuide\": \(frame.keyboardGuide.map(m.array) ?? "null"), "
                + "\"views\": {\(views.joined(separator: ", "))}}"
        }
        lines.append(frames.joined(separator: ",\n"))
        lines.append("  ],")
        let quantities = timeline.quantities.map { q in
            "    \(Markup.jsonString(q.name)): [\(q.values.map(number).joined(separator: ", "))]"
        }
        lines.append(
            "  \"quantities\": {"
                + (quantities.isEmpty ? "}," : "\n" + quantities.joined(separator: ",\n") + "\n  },"))
        let notifications = timeline.notifications.map { record in
            "    "
                + record.json.split(separator: "\n", omittingEmptySubsequences: false).joined(
                    separator: "\n    ")
        }
        lines.append(
            "  \"notifications\": ["
                + (notifications.isEmpty ? "]" : "\n" + notifications.joined(separator: ",\n") + "\n  ]"))
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
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
