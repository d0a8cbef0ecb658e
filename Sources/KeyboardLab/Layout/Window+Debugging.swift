/// The window's answers to "why is this view here?" and "is anything undetermined?", the lab's
/// form of UIKit's `UIConstraintBasedLayoutDebugging` methods.
extension Window {
    /// The attributes of a view (among left, width, top, height) that its constraints leave
    /// free; empty when the layout is unambiguous. Solves pending changes first.
    public func ambiguousAttributes(of view: View) -> [LayoutAttribute] {
        guard view.window === self else { return [] }
        engine.solve()
        return engine.freeAttributes(of: [view])[ObjectIdentifier(view)] ?? []
    }

    /// Every view with a free attribute, depth first, with the free attributes.
    public func ambiguityReport() -> [(view: View, free: [LayoutAttribute])] {
        engine.solve()
        let views = allViews
        let free = engine.freeAttributes(of: views)
        return views.compactMap { view in
            guard let attributes = free[ObjectIdentifier(view)], !attributes.isEmpty else { return nil }
            return (view, attributes)
        }
    }

    /// The constraints that hold a view on one axis, nearest first
    /// (`constraintsAffectingLayout(for:)`). Solves pending changes first.
    public func constraintsAffectingLayout(of view: View, for axis: LayoutAttribute.Axis)
        -> [LayoutConstraint]
    {
        guard view.window === self else { return [] }
        engine.solve()
        return engine.constraintsAffectingLayout(of: view, axis: axis)
    }

    /// Why the view has its frame: the solved frame and the constraints behind each axis.
    public func explainFrame(of view: View) -> FrameExplanation {
        FrameExplanation(
            viewName: view.layoutName,
            // A solution past the doubles was not applied: the frame the view kept is the truth.
            frame: engine.solvedFrame(of: view).flatMap { View.isUsableFrame($0) ? $0 : nil } ?? view.frame,
            horizontal: constraintsAffectingLayout(of: view, for: .horizontal),
            vertical: constraintsAffectingLayout(of: view, for: .vertical),
            ambiguous: ambiguousAttributes(of: view))
    }
}

extension View {
    /// True when the constraints leave some of the view's position or size free.
    public var hasAmbiguousLayout: Bool {
        !(window?.ambiguousAttributes(of: self).isEmpty ?? true)
    }

    /// UIKit's spelling of `Window.constraintsAffectingLayout(of:for:)`.
    public func constraintsAffectingLayout(for axis: LayoutAttribute.Axis) -> [LayoutConstraint] {
        window?.constraintsAffectingLayout(of: self, for: axis) ?? []
    }
}

/// A view's frame and the constraints that determine it, printable as a small report.
public struct FrameExplanation: CustomStringConvertible {
    public let viewName: String
    /// The frame the constraints give, in the superview's coordinates.
    public let frame: Rect
    public let horizontal: [LayoutConstraint]
    public let vertical: [LayoutConstraint]
    /// Attributes no constraint determines (UIKit: `hasAmbiguousLayout`).
    public let ambiguous: [LayoutAttribute]

    public var description: String {
        let f = frame
        var lines = [
            "\(viewName) frame (\(LayoutNumber.format(f.minX)) \(LayoutNumber.format(f.minY)); "
                + "\(LayoutNumber.format(f.width))×\(LayoutNumber.format(f.height)))"
        ]
        for (axis, list) in [("horizontal", horizontal), ("vertical", vertical)] {
            lines.append("  \(axis):")
            if list.isEmpty { lines.append("    (nothing holds it)") }
            for constraint in list { lines.append("    \(constraint.description)") }
        }
        if !ambiguous.isEmpty {
            lines.append("  ambiguous: \(ambiguous.map(\.rawValue).joined(separator: ", "))")
        }
        return lines.joined(separator: "\n")
    }
}
