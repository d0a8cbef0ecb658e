/// An edge of a view in layout direction (`NSDirectionalRectEdge`; the lab is left-to-right, so
/// leading is left and trailing is right).
public enum DirectionalEdge: String, CaseIterable, Hashable, Sendable {
    case top, leading, bottom, trailing
}

/// UITrackingLayoutGuide (iOS 15): constraints the guide activates and deactivates as it comes
/// near an edge of its owning view or moves away from it. They take effect only while
/// `followsUndockedKeyboard` is true (facts §6) and are re-evaluated whenever the guide is
/// placed again (every keyboard motion, every frame of a floating keyboard's drag).
extension KeyboardLayoutGuide {
    /// The default "near" distance in points; UIKit's is undocumented (docs/Deviations.md).
    public static let defaultNearEdgeThreshold: Double = 20

    /// `setConstraints(_:activeWhenNearEdge:)`: active while the guide is near `edge`, inactive
    /// when it moves away. An empty list (UIKit's nil) deactivates the edge's active constraints
    /// and stops tracking them (UIKit header comment).
    public func setConstraints(_ constraints: [LayoutConstraint], activeWhenNearEdge edge: DirectionalEdge) {
        if constraints.isEmpty {
            LayoutConstraint.deactivate(nearEdgeConstraints[edge] ?? [])
            nearEdgeConstraints[edge] = nil
        } else {
            nearEdgeConstraints[edge] = constraints
        }
        updateTrackedConstraints()
    }

    /// `setConstraints(_:activeWhenAwayFrom:)`: active while the guide is away from `edge`,
    /// inactive near it. An empty list (UIKit's nil) only stops tracking (UIKit header comment).
    public func setConstraints(_ constraints: [LayoutConstraint], activeWhenAwayFrom edge: DirectionalEdge) {
        awayFromEdgeConstraints[edge] = constraints.isEmpty ? nil : constraints
        updateTrackedConstraints()
    }

    /// `constraints(activeWhenNearEdge:)`.
    public func constraints(activeWhenNearEdge edge: DirectionalEdge) -> [LayoutConstraint] {
        nearEdgeConstraints[edge] ?? []
    }

    /// `constraints(activeWhenAwayFrom:)`.
    public func constraints(activeWhenAwayFrom edge: DirectionalEdge) -> [LayoutConstraint] {
        awayFromEdgeConstraints[edge] ?? []
    }

    /// `removeAllTrackedConstraints()`: stops tracking; activates or deactivates nothing (Apple's
    /// documentation).
    public func removeAllTrackedConstraints() {
        nearEdgeConstraints.removeAll()
        awayFromEdgeConstraints.removeAll()
    }

    /// True when some edge has tracked constraints.
    public var hasTrackedConstraints: Bool {
        !nearEdgeConstraints.isEmpty || !awayFromEdgeConstraints.isEmpty
    }

    /// The edges of the owning view the guide's placed frame is within `nearEdgeThreshold` of.
    public var nearEdges: Set<DirectionalEdge> {
        guard let view = owningView else { return [] }
        let frame = placedFrame
        let size = view.bounds.size
        let distances: [(DirectionalEdge, Double)] = [
            (.top, frame.minY), (.leading, frame.minX), (.bottom, size.height - frame.maxY),
            (.trailing, size.width - frame.maxX),
        ]
        return Set(distances.filter { $0.1 <= nearEdgeThreshold }.map(\.0))
    }

    /// Activates the constraints whose condition holds and deactivates the rest (deactivations
    /// first, so a near/away pair never holds both at once). Nothing happens unless the guide
    /// follows undocked keyboards. A constraint that cannot be activated (its items left the
    /// window) stays inactive.
    func updateTrackedConstraints() {
        guard followsUndockedKeyboard, hasTrackedConstraints else { return }
        let near = nearEdges
        var wanted: [LayoutConstraint] = []
        var all: [LayoutConstraint] = []
        for edge in DirectionalEdge.allCases {
            let nearList = nearEdgeConstraints[edge] ?? []
            let awayList = awayFromEdgeConstraints[edge] ?? []
            all += nearList + awayList
            wanted += near.contains(edge) ? nearList : awayList
        }
        let keep = Set(wanted.map(ObjectIdentifier.init))
        LayoutConstraint.deactivate(all.filter { !keep.contains(ObjectIdentifier($0)) })
        for constraint in wanted where !constraint.isActive { try? constraint.activate() }
    }
}
