extension LayoutConstraint: CustomStringConvertible {
    /// The constraint as text that reads like SnapKit's description and parses back with
    /// `ConstraintSpec(parsing:)`: `bottom: input.bottom == safe.bottom - 8 @750`.
    /// Grammar in docs/Layout.md.
    public var description: String {
        ConstraintSpec(self).description
    }

    /// A short state word for tables: `active`, `inactive` or `broken`.
    public var stateDescription: String {
        isBroken ? "broken" : (isActive ? "active" : "inactive")
    }
}

extension ConstraintSpec: CustomStringConvertible {
    /// The canonical text: name, first anchor, relation, then either a constant or a second
    /// anchor with ` * multiplier` (when not 1) and ` + constant` / ` - constant` (when not 0),
    /// then ` @priority` when not required.
    public var description: String {
        var text = identifier.map { "\($0): " } ?? ""
        text += "\(firstItem).\(firstAttribute) \(relation.rawValue)"
        if let second = secondItem, let attribute = secondAttribute {
            text += " \(second).\(attribute)"
            if multiplier != 1 { text += " * \(LayoutNumber.formatNonzero(multiplier))" }
            if constant > 0 {
                text += " + \(LayoutNumber.formatNonzero(constant))"
            } else if constant < 0 {
                text += " - \(LayoutNumber.formatNonzero(-constant))"
            }
        } else {
            text += " \(LayoutNumber.formatNonzero(constant))"
        }
        if !priority.isRequired { text += " @\(priority)" }
        return text
    }
}

extension ConstraintSpec {
    /// The text form of an existing constraint.
    init(_ c: LayoutConstraint) {
        self.init(
            identifier: c.identifier, firstItem: c.firstItem.layoutName, firstAttribute: c.firstAttribute,
            relation: c.relation, secondItem: c.secondItem?.layoutName,
            secondAttribute: c.secondItem == nil ? nil : c.secondAttribute,
            multiplier: c.multiplier, constant: c.constant, priority: c.priority)
    }
}
