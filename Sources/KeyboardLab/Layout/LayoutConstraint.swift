import Cassowary

/// A relation between two layout attributes, as `NSLayoutConstraint`:
/// `first.attribute  relation  second.attribute * multiplier + constant`, with a priority.
/// Changing `constant` while active reaches the solver as one edit-variable suggestion; the
/// solver is never rebuilt.
public final class LayoutConstraint {
    /// Who made the constraint: the user, or UIKit on the user's behalf.
    public enum Origin: String, Hashable, Sendable {
        case user
        /// `NSAutoresizingMaskLayoutConstraint`: keeps a view that translates its autoresizing
        /// mask at the frame it was given.
        case autoresizing
        /// `UIView-Encapsulated-Layout-*`: the window sizes the root view.
        case encapsulatedLayout
        /// `UIViewSafeAreaLayoutGuide-*`: a safe-area guide's edges.
        case safeArea
        /// The keyboard layout guide's placement.
        case keyboardGuide
        /// `UIView-leftMargin-guide-constraint` …: a layout-margins or readable-content guide's edges.
        case layoutMargins
        /// `NSContentSizeLayoutConstraint`: a view's intrinsic content size with its content
        /// hugging (`<=`) and compression resistance (`>=`) priorities.
        case contentSize
        /// `UISV-…`: what a stack view generates to arrange its subviews.
        case stackView
    }

    public let firstItem: any LayoutItem
    public let firstAttribute: LayoutAttribute
    public let relation: LayoutRelation
    public let secondItem: (any LayoutItem)?
    public let secondAttribute: LayoutAttribute?
    public let multiplier: Double
    public let origin: Origin
    /// A name printed in front of the constraint (`bottom: …`), as `NSLayoutConstraint.identifier`.
    public var identifier: String?
    public private(set) var priority: LayoutPriority
    /// True between `activate()` and `deactivate()`.
    public internal(set) var isActive = false
    /// Active, but dropped by the engine to recover from a conflict between required constraints.
    public internal(set) var isBroken = false

    /// The amount added to the right-hand side; while active, a change is one solver suggestion.
    /// NaN and infinities are refused (the old value stays), since the solver cannot use them.
    public var constant: Double {
        didSet {
            if !constant.isFinite {
                constant = oldValue
            } else if constant != oldValue {
                engine?.constantDidChange(self)
            }
        }
    }

    // Engine state.
    weak var engine: LayoutEngine?
    var solverConstraint: Constraint?
    /// The variable the constant lives in while active: an edit variable the engine suggests.
    let constantVariable: Variable
    /// Activation order, used to choose which constraint of a conflict to break.
    var serial = 0
    /// While broken: the constraints it was found unable to hold with (a certificate: while none
    /// of them changes, putting this one back would only break it again); nil when the search
    /// gave up, so any deactivation retries it.
    var conflictPartners: Set<ObjectIdentifier>?
    /// Set while the constraint is kept, still active, on a subtree that left its window.
    weak var detachedOwner: View?

    init(
        unchecked first: any LayoutItem, _ firstAttribute: LayoutAttribute, _ relation: LayoutRelation,
        _ second: (any LayoutItem)?, _ secondAttribute: LayoutAttribute?, multiplier: Double,
        constant: Double, priority: LayoutPriority = .required, origin: Origin = .user,
        identifier: String? = nil
    ) {
        self.firstItem = first
        self.firstAttribute = firstAttribute
        self.relation = relation
        self.secondItem = second
        self.secondAttribute = secondAttribute
        self.multiplier = multiplier
        self.constant = constant
        self.priority = priority
        self.origin = origin
        self.identifier = identifier
        self.constantVariable = Variable(
            LayoutConstraint.constantName(first.layoutName, firstAttribute.rawValue))
    }

    /// `"\(item).\(attribute).constant"`, its bytes copied into one string: the interpolation's
    /// three appends were 960 instructions of a piped `constraint`.
    static func constantName(_ item: String, _ attribute: String) -> String {
        var item = item
        var attribute = attribute
        let suffix = ".constant".utf8
        return item.withUTF8 { head in
            attribute.withUTF8 { middle in
                String(unsafeUninitializedCapacity: head.count + 1 + middle.count + suffix.count) { buffer in
                    var end = buffer.initialize(fromContentsOf: head)
                    buffer[end] = UInt8(ascii: ".")
                    end += 1
                    end = buffer[end...].initialize(fromContentsOf: middle)
                    return buffer[end...].initialize(fromContentsOf: suffix)
                }
            }
        }
    }

    /// `NSLayoutConstraint(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`,
    /// checked as UIKit checks it (pairs of locations, axes, leading/left mixing, priority).
    public convenience init(
        item: any LayoutItem, attribute: LayoutAttribute, relatedBy relation: LayoutRelation,
        toItem: (any LayoutItem)?, attribute secondAttribute: LayoutAttribute?,
        multiplier: Double = 1, constant: Double = 0, priority: LayoutPriority = .required,
        identifier: String? = nil
    ) throws(LayoutError) {
        self.init(
            unchecked: item, attribute, relation, toItem, toItem == nil ? nil : secondAttribute,
            multiplier: multiplier, constant: constant, priority: priority, identifier: identifier)
        try validate()
    }

    /// The largest constant or multiplier a user constraint may have (the lab's bound, as for
    /// every coordinate the shell takes): frames stay far from overflowing a double.
    public static let maximumMagnitude = 1e7

    /// Checks the rules UIKit enforces with exceptions when a constraint is made.
    func validate() throws(LayoutError) {
        guard priority.isValid else { throw LayoutError.invalidPriority(priority.rawValue) }
        guard multiplier.isFinite, constant.isFinite else { throw LayoutError.nonFiniteNumber }
        guard origin == .user else { return }
        // The lab's bound (UIKit substitutes a smaller value past its own, undocumented, limit):
        // 1e308 + 1e308 is infinity, so a frame built from such numbers would not be one.
        let limit = LayoutConstraint.maximumMagnitude
        if abs(constant) > limit { throw LayoutError.numberTooLarge(.constant, constant, limit: limit) }
        if abs(multiplier) > limit { throw LayoutError.numberTooLarge(.multiplier, multiplier, limit: limit) }
        guard secondItem != nil, let second = secondAttribute else {
            if !firstAttribute.isDimension { throw LayoutError.locationWithConstant(firstAttribute) }
            return
        }
        let first = firstAttribute
        if first.isDimension != second.isDimension {
            throw LayoutError.invalidPairing(
                first: first, second: second, reason: "a location cannot be related to a dimension")
        }
        if first.isDimension { return }
        if first.axis != second.axis {
            throw LayoutError.invalidPairing(
                first: first, second: second, reason: "the attributes lie on different axes")
        }
        if first.axis == .horizontal, !(first == .centerX || second == .centerX),
            first.isDirectional != second.isDirectional
        {
            throw LayoutError.invalidPairing(
                first: first, second: second,
                reason: "a constraint cannot be made between a leading/trailing attribute and a "
                    + "right/left attribute. Use leading/trailing for both or neither")
        }
        if multiplier == 0 { throw LayoutError.zeroMultiplier }
    }

    /// Changes the priority. As in UIKit, an active constraint cannot cross between required and
    /// optional; here that is an error instead of an exception, and the constraint is unchanged.
    public func setPriority(_ newValue: LayoutPriority) throws(LayoutError) {
        guard newValue.isValid else { throw LayoutError.invalidPriority(newValue.rawValue) }
        if isActive, newValue.isRequired != priority.isRequired {
            throw LayoutError.priorityMutation(
                constraint: description, from: priority.rawValue, to: newValue.rawValue)
        }
        let old = priority
        priority = newValue
        if isActive, old != newValue { engine?.priorityDidChange(self) }
    }

    /// Activates the constraint in the window its items belong to.
    public func activate() throws(LayoutError) {
        // `activate([self])`'s steps for one constraint, without its two arrays (the list and
        // the plans: two allocations for every `constraint` line).
        guard !isActive else { return }
        let window = try windowToActivateIn()
        try LayoutConstraint.checkRoom(in: window, adding: 1)
        window.engine.activate(self)
    }

    /// The window the constraint would be activated in, once it is valid.
    private func windowToActivateIn() throws(LayoutError) -> Window {
        try validate()
        guard let window = commonWindow else {
            throw LayoutError.noCommonAncestor(constraint: description)
        }
        return window
    }

    /// Throws when `adding` more constraints would take `window` past its bound.
    private static func checkRoom(in window: Window, adding: Int) throws(LayoutError) {
        if window.engine.activeCount + adding > window.constraintLimit {
            throw LayoutError.tooManyConstraints(limit: window.constraintLimit)
        }
    }

    /// Deactivates the constraint; a no-op when it is not active.
    public func deactivate() {
        LayoutConstraint.deactivate([self])
    }

    /// Activates all or none: every constraint is checked before any is activated.
    public static func activate(_ constraints: [LayoutConstraint]) throws(LayoutError) {
        var plans: [(LayoutConstraint, Window)] = []
        for constraint in constraints where !constraint.isActive {
            plans.append((constraint, try constraint.windowToActivateIn()))
        }
        for (_, window) in plans {
            try checkRoom(in: window, adding: plans.count { $0.1 === window })
        }
        for (constraint, window) in plans where !constraint.isActive {
            window.engine.activate(constraint)
        }
    }

    /// Deactivates each active constraint.
    public static func deactivate(_ constraints: [LayoutConstraint]) {
        for constraint in constraints where constraint.isActive {
            if let owner = constraint.detachedOwner, constraint.engine == nil {
                owner.extras.detachedConstraints.removeAll { $0 === constraint }
                constraint.detachedOwner = nil
                constraint.isActive = false
            } else {
                constraint.engine?.deactivate(constraint)
            }
        }
    }

    /// The window both items are in, or nil when they are not in one window.
    var commonWindow: Window? {
        guard let window = firstItem.owningView?.window else { return nil }
        if let second = secondItem, second.owningView?.window !== window { return nil }
        return window
    }

    /// The items the constraint relates (one or two).
    var items: [any LayoutItem] {
        if let second = secondItem { return [firstItem, second] }
        return [firstItem]
    }
}

extension LayoutConstraint {
    /// True when this constraint places `view`'s bottom edge (on either side): the constraint a
    /// keyboard technique may move, or the keyboard layout guide replace, for that view.
    public func pinsBottom(of view: View) -> Bool {
        (firstItem === view && firstAttribute == .bottom)
            || (secondItem === view && secondAttribute == .bottom)
    }
}
