import KeyboardLab

/// The screen quantities `expect` reads: a scroll view's offset, insets, content size and
/// resting range; a table's rows (the last row in screen coordinates, model or presented, as
/// `VIEW.maxY` and `VIEW.presentation.maxY`); any view's layout margins and intrinsic size.
enum ScreenQuantities {
    typealias Reader = @Sendable (Simulator, ScrollView) -> Double?

    static let insetParts: [(String, @Sendable (EdgeInsets) -> Double)] = [
        ("top", { $0.top }), ("left", { $0.left }), ("bottom", { $0.bottom }), ("right", { $0.right }),
    ]

    /// `NAME.…` for every scroll view.
    static let scrollReaders: [(String, Reader)] = {
        var readers: [(String, Reader)] = [
            ("contentOffset.x", { _, s in s.contentOffset.x }),
            ("contentOffset.y", { _, s in s.contentOffset.y }),
            ("presentation.contentOffset.y", { sim, s in sim.presentedContentOffset(of: s).y }),
            ("contentSize.width", { _, s in s.contentSize.width }),
            ("contentSize.height", { _, s in s.contentSize.height }),
            ("minimumContentOffset.y", { _, s in s.minimumContentOffset.y }),
            ("maximumContentOffset.y", { _, s in s.maximumContentOffset.y }),
            ("systemKeyboardInset", { _, s in s.systemKeyboardInset }),
            ("contentEnd.maxY", { sim, s in sim.contentEndY(of: s, presentation: false) }),
            ("presentation.contentEnd.maxY", { sim, s in sim.contentEndY(of: s, presentation: true) }),
        ]
        for (part, read) in insetParts {
            readers.append(("contentInset.\(part)", { _, s in read(s.contentInset) }))
            readers.append(("adjustedContentInset.\(part)", { _, s in read(s.adjustedContentInset) }))
            readers.append(
                ("verticalScrollIndicatorInsets.\(part)", { _, s in read(s.verticalScrollIndicatorInsets) }))
        }
        return readers
    }()

    /// `NAME.…` for table views only.
    static let tableReaders: [(String, Reader)] = [
        ("numberOfRows", { _, s in (s as? TableView).map { Double($0.numberOfRows) } }),
        ("rowHeight", { _, s in (s as? TableView)?.rowHeight }),
        ("visibleRows", { _, s in (s as? TableView).map { Double($0.visibleRowRange?.count ?? 0) } }),
        (
            "firstVisibleRow",
            { _, s in (s as? TableView).map { Double($0.visibleRowRange?.lowerBound ?? -1) } }
        ),
        (
            "lastVisibleRow",
            { _, s in (s as? TableView).map { Double($0.visibleRowRange?.upperBound ?? -1) } }
        ),
        ("unobscuredRows", { _, s in (s as? TableView).map { Double($0.unobscuredRowRange?.count ?? 0) } }),
        ("lastRow.maxY", { sim, s in lastRow(sim, s, presented: false) { $0.maxY } }),
        ("lastRow.minY", { sim, s in lastRow(sim, s, presented: false) { $0.minY } }),
        ("presentation.lastRow.maxY", { sim, s in lastRow(sim, s, presented: true) { $0.maxY } }),
    ]

    /// `NAME.…` for text views only.
    static let textReaders: [(String, Reader)] = [
        ("lineCount", { _, s in (s as? TextView).map { Double($0.lineCount) } })
    ]

    /// The last row's edge in screen coordinates (nil for a table without rows).
    static func lastRow(
        _ sim: Simulator, _ scroll: ScrollView, presented: Bool, _ edge: (Rect) -> Double
    ) -> Double? {
        guard let table = scroll as? TableView, let row = table.lastRowRect else { return nil }
        return sim.contentPointY(edge(row), in: table, presentation: presented)
    }

    static func readers(for scroll: ScrollView) -> [(String, Reader)] {
        scrollReaders + (scroll is TableView ? tableReaders : []) + (scroll is TextView ? textReaders : [])
    }

    static let scrollViews = QuantityProvider(
        prefix: "SCROLLVIEW",
        summary: "SCROLLVIEW.contentOffset.x/y (presentation.contentOffset.y), .contentInset.EDGE, "
            + ".adjustedContentInset.EDGE, .verticalScrollIndicatorInsets.EDGE, .contentSize.width/height, "
            + ".minimumContentOffset.y, .maximumContentOffset.y, .systemKeyboardInset, .contentEnd.maxY "
            + "(screen); tables also .numberOfRows, .rowHeight, .visibleRows, .firstVisibleRow, "
            + ".lastVisibleRow (−1: none), .unobscuredRows, .lastRow.minY/maxY (model, screen), "
            + ".presentation.lastRow.maxY; text views .lineCount",
        names: { session in
            session.state(LabState.self).window.allViews.compactMap { $0 as? ScrollView }.flatMap { scroll in
                readers(for: scroll).map { "\(scroll.name).\($0.0)" }
            }
        },
        claims: { first, session in
            (try? session.state(LabState.self).window.view(uniquelyNamed: first)) is ScrollView
        },
        value: { name, session in
            let lab = session.state(LabState.self)
            let parts = name.headAndRest
            guard parts.count == 2,
                let scroll = (try? lab.window.view(uniquelyNamed: parts[0])) as? ScrollView,
                let reader = readers(for: scroll).first(where: { $0.0 == parts[1] })
            else { return nil }
            // A table without rows has no last row: say so, not "unknown name" (whose
            // did-you-mean offered the very name typed).
            if let table = scroll as? TableView, table.lastRowRect == nil, parts[1].contains("lastRow.") {
                throw Session.QuantityUnavailable(
                    "table '\(table.name)' has no rows",
                    suggestion:
                        "give it rows (table-view \(table.name) rows N) or read \(table.name).contentEnd.maxY"
                )
            }
            return reader.1(lab.simulator, scroll)
        })

    static let layoutMargins = QuantityProvider(
        prefix: "VIEW",
        summary: "VIEW.layoutMargins.top/left/bottom/right (safe area included while the view insets "
            + "its margins from it), VIEW.intrinsicContentSize.width/height (−1: none)",
        names: { session in
            session.state(LabState.self).viewNames.flatMap { view in
                insetParts.map { "\(view).layoutMargins.\($0.0)" }
                    + ["width", "height"].map { "\(view).intrinsicContentSize.\($0)" }
            }
        },
        claims: { first, session in session.state(LabState.self).viewNames.contains(first) },
        value: { name, session in
            let lab = session.state(LabState.self)
            let parts = name.parts
            guard parts.count == 3, let view = try? lab.window.view(uniquelyNamed: parts[0]) else {
                return nil
            }
            switch parts[1] {
            case "layoutMargins":
                return insetParts.first { $0.0 == parts[2] }.map { $0.1(view.layoutMargins) }
            case "intrinsicContentSize":
                let size = view.intrinsicContentSize
                return parts[2] == "width" ? size.width : parts[2] == "height" ? size.height : nil
            default:
                return nil
            }
        })
}
