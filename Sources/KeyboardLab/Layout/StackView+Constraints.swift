/// The constraints a stack view generates, in the shapes and with the identifiers UIKit's
/// conflict reports show (sources in docs/Layout.md, "Stack views"). For a horizontal stack S
/// with arranged views a0 … an (a vertical one swaps the axes):
///
/// * `UISV-canvas-connection`: `S.leading == a0.leading`, `S.trailing == an.trailing`;
/// * `UISV-spacing`: `ai+1.leading == ai.trailing + spacing` (`>=` for the equal distributions);
/// * `UISV-fill-equally`: `ai.width == a0.width` (fillEqually), or the gaps' widths equal;
/// * `UISV-fill-proportionally`: `ai.width == S.width * mi @(999 − i)`, mi = the view's intrinsic
///   width over the sum of intrinsic widths plus the spacing (the lab's reading of the reported
///   multipliers, openradar 34595752: the layout is off when spacing > 0, as on iOS);
/// * `UISV-distributing-edge`: gap guides `S.gapI` ('UISV-distributing') between neighbours'
///   edges (equalSpacing) or centres (equalCentering);
/// * across: fill pins a0 to both of S's edges (`UISV-canvas-connection`) and every other view to
///   a0 (`UISV-alignment`); leading / center / trailing pin a0 by that edge or centre and the
///   others to a0 by the same, and an alignment spanner guide `S.spanner` ('UISV-alignment-spanner')
///   encloses them all (`UISV-spanning-boundary`), held to S's edges (`UISV-canvas-connection`)
///   and kept tight by `UISV-ambiguity-suppression: S.spanner.height == 0 @25`.
///
/// With `isLayoutMarginsRelativeArrangement` the stack's layout-margins guide stands for S.
extension StackView {
    /// The attributes along one axis: the two edges, the length and the centre.
    private struct Edges {
        let start: LayoutAttribute
        let end: LayoutAttribute
        let length: LayoutAttribute
        let center: LayoutAttribute

        init(_ axis: LayoutAttribute.Axis) {
            if axis == .horizontal {
                (start, end, length, center) = (.leading, .trailing, .width, .centerX)
            } else {
                (start, end, length, center) = (.top, .bottom, .height, .centerY)
            }
        }
    }

    /// What the current arrangement needs: the constraints (inactive) and the guides they use
    /// (already added to the stack).
    func arrangementConstraints() -> (constraints: [LayoutConstraint], guides: [LayoutGuide]) {
        let views = arrangedSubviews
        guard let first = views.first, let last = views.last else { return ([], []) }
        let canvas: any LayoutItem = isLayoutMarginsRelativeArrangement ? layoutMarginsGuide : self
        let main = Edges(axis)
        let cross = Edges(axis == .horizontal ? .vertical : .horizontal)
        var made: [LayoutConstraint] = []
        var guides: [LayoutGuide] = []
        func make(
            _ a: any LayoutItem, _ x: LayoutAttribute, _ relation: LayoutRelation, _ b: (any LayoutItem)?,
            _ y: LayoutAttribute?, _ id: String, multiplier: Double = 1, constant: Double = 0,
            priority: LayoutPriority = .required
        ) {
            made.append(
                LayoutConstraint(
                    unchecked: a, x, relation, b, y, multiplier: multiplier, constant: constant,
                    priority: priority, origin: .stackView, identifier: id))
        }
        func guide(_ name: String, _ identifier: String) -> LayoutGuide {
            let made = LayoutGuide(name: name, identifier: identifier)
            addLayoutGuide(made)
            guides.append(made)
            return made
        }

        // Along the axis.
        make(canvas, main.start, .equal, first, main.start, "UISV-canvas-connection")
        make(canvas, main.end, .equal, last, main.end, "UISV-canvas-connection")
        let equalGaps = distribution == .equalSpacing || distribution == .equalCentering
        for (a, b) in zip(views, views.dropFirst()) {
            make(
                b, main.start, equalGaps ? .greaterThanOrEqual : .equal, a, main.end, "UISV-spacing",
                constant: spacing)
        }
        switch distribution {
        case .fill: break
        case .fillEqually:
            for view in views.dropFirst() {
                make(view, main.length, .equal, first, main.length, "UISV-fill-equally")
            }
        case .fillProportionally:
            let lengths = views.map { view in view.intrinsicValue(on: axis) ?? length(of: view) }
            let total = lengths.reduce(0, +) + spacing * Double(views.count - 1)
            for (index, view) in views.enumerated() {
                let share = total > 0 ? lengths[index] / total : 1 / Double(views.count)
                let priority = LayoutPriority(rawValue: Float(max(1, 999 - index)))
                make(
                    view, main.length, .equal, canvas, main.length, "UISV-fill-proportionally",
                    multiplier: share,
                    priority: priority)
            }
        case .equalSpacing, .equalCentering:
            let edge = distribution == .equalSpacing
            var gaps: [LayoutGuide] = []
            for (index, (a, b)) in zip(views, views.dropFirst()).enumerated() {
                let gap = guide("gap\(index + 1)", "UISV-distributing")
                gaps.append(gap)
                make(gap, main.start, .equal, a, edge ? main.end : main.center, "UISV-distributing-edge")
                make(gap, main.end, .equal, b, edge ? main.start : main.center, "UISV-distributing-edge")
            }
            if let firstGap = gaps.first {
                for gap in gaps.dropFirst() {
                    make(gap, main.length, .equal, firstGap, main.length, "UISV-fill-equally")
                }
            }
        }

        // Across the axis.
        let aligned: LayoutAttribute
        switch alignment {
        case .fill:
            make(canvas, cross.start, .equal, first, cross.start, "UISV-canvas-connection")
            make(canvas, cross.end, .equal, first, cross.end, "UISV-canvas-connection")
            for view in views.dropFirst() {
                make(first, cross.start, .equal, view, cross.start, "UISV-alignment")
                make(first, cross.end, .equal, view, cross.end, "UISV-alignment")
            }
            return (made, guides)
        case .leading: aligned = cross.start
        case .center: aligned = cross.center
        case .trailing: aligned = cross.end
        }
        make(canvas, aligned, .equal, first, aligned, "UISV-canvas-connection")
        for view in views.dropFirst() { make(first, aligned, .equal, view, aligned, "UISV-alignment") }
        let spanner = guide("spanner", "UISV-alignment-spanner")
        make(canvas, cross.start, .equal, spanner, cross.start, "UISV-canvas-connection")
        make(canvas, cross.end, .equal, spanner, cross.end, "UISV-canvas-connection")
        for view in views {
            make(spanner, cross.start, .lessThanOrEqual, view, cross.start, "UISV-spanning-boundary")
            make(spanner, cross.end, .greaterThanOrEqual, view, cross.end, "UISV-spanning-boundary")
        }
        make(spanner, cross.length, .equal, nil, nil, "UISV-ambiguity-suppression", priority: 25)
        return (made, guides)
    }

    /// A view's current length along the stack's axis (fillProportionally's fallback when the
    /// view has no intrinsic length, as UIKit falls back to the frame it was given).
    private func length(of view: View) -> Double {
        axis == .horizontal ? view.frame.width : view.frame.height
    }
}
