/// Everything the layout model refuses, as a value instead of UIKit's exception. The messages
/// quote UIKit's own wording where UIKit has one.
public enum LayoutError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Priorities live in 1...1000.
    case invalidPriority(Float)
    /// A required constraint cannot become optional while active, nor the reverse.
    case priorityMutation(constraint: String, from: Float, to: Float)
    /// The two attributes cannot be related (axis, location/dimension or leading/left mix).
    case invalidPairing(first: LayoutAttribute, second: LayoutAttribute, reason: String)
    /// A location was compared with a constant (`input.top == 8`).
    case locationWithConstant(LayoutAttribute)
    /// A multiplier of 0 relating two locations.
    case zeroMultiplier
    /// A multiplier or constant that is NaN or infinite.
    case nonFiniteNumber
    /// A user constraint's constant or multiplier beyond `LayoutConstraint.maximumMagnitude`.
    case numberTooLarge(LayoutNumberRole, Double, limit: Double)
    /// The constraint's items are not in one view hierarchy attached to a window.
    case noCommonAncestor(constraint: String)
    /// No view or guide has this name in the window.
    case unknownItem(String)
    /// More than one view has this name.
    case ambiguousName(String)
    /// The window holds `Window.maximumViews` views already.
    case tooManyViews(limit: Int)
    /// The window has `Window.maximumConstraints` active constraints already.
    case tooManyConstraints(limit: Int)

    public var description: String {
        switch self {
        case .invalidPriority(let p):
            return "Invalid priority \(LayoutNumber.format(Double(p))): priorities run from 1 to 1000."
        case .priorityMutation(let c, let from, let to):
            return "Mutating a priority from required to not on an installed constraint (or vice-versa) "
                + "is not supported.  You passed priority \(LayoutNumber.format(Double(to))) and the "
                + "existing priority was \(LayoutNumber.format(Double(from))). (\(c))"
        case .invalidPairing(let a, let b, let reason):
            return "Invalid pairing of layout attributes \(a) and \(b): \(reason)."
        case .locationWithConstant(let a):
            return "A constraint cannot make the location attribute \(a) equal to a constant. "
                + "Location attributes must be specified in pairs."
        case .zeroMultiplier:
            return "A multiplier of 0 with a location attribute creates an illegal constraint of a "
                + "location equal to a constant. Location attributes must be specified in pairs."
        case .nonFiniteNumber:
            return "Multipliers and constants must be finite numbers."
        case .numberTooLarge(let role, _, let limit):
            return
                "A \(role.rawValue) is at most \(LayoutNumber.format(limit)) in magnitude (the lab's bound)."
        case .noCommonAncestor(let c):
            return "Unable to activate constraint \(c) because its items have no common ancestor in "
                + "a window. Does the constraint reference items in different view hierarchies?"
        case .unknownItem(let name):
            return "No view or layout guide is named '\(name)'."
        case .ambiguousName(let name):
            return "More than one view is named '\(name)'."
        case .tooManyViews(let limit):
            return "A window holds at most \(limit) views (the lab's bound; remove some first)."
        case .tooManyConstraints(let limit):
            return
                "A window holds at most \(limit) active constraints (the lab's bound; deactivate some first)."
        }
    }
}

/// Which number of a constraint `LayoutError.numberTooLarge` is about.
public enum LayoutNumberRole: String, Hashable, Sendable {
    case constant, multiplier
}
