/// `expect`: checks a comparison of quantities.
extension Session {
    /// Evaluates both sides and throws an `.expectation` diagnostic when the comparison fails.
    public func check(_ comparison: Comparison, tolerance given: Double?) throws(Diagnostic) {
        let tolerance = given ?? tolerance
        let left = try evaluate(comparison.lhs)
        let right = try evaluate(comparison.rhs)
        let holds: Bool
        if case .number(let lhs) = left, case .number(let rhs) = right {
            switch comparison.relation {
            case .equal: holds = abs(lhs - rhs) <= tolerance
            case .notEqual: holds = abs(lhs - rhs) > tolerance
            case .lessThanOrEqual: holds = lhs <= rhs + tolerance
            case .greaterThanOrEqual: holds = lhs >= rhs - tolerance
            case .lessThan: holds = lhs < rhs
            case .greaterThan: holds = lhs > rhs
            }
        } else {
            guard comparison.relation == .equal || comparison.relation == .notEqual else {
                let sides = Self.sides(of: "'\(comparison.relation.rawValue)'")
                _ = try number(left, at: comparison.lhs.range, for: sides.left)
                _ = try number(right, at: comparison.rhs.range, for: sides.right)
                return
            }
            // Text against a number (or a rect against a point) is a slip, not a false claim.
            guard Self.sameKind(left, right) else {
                throw Diagnostic(
                    .runtime, at: comparison.range,
                    message: "expect compares \(Self.described(left)) with \(Self.described(right))",
                    expected: "two values of the same kind")
            }
            holds = (left == right) == (comparison.relation == .equal)
        }
        guard !holds else { return }
        let places = max(decimals, 2)
        // Two different numbers that round alike (0.1 + 0.2 against 0.3) print in full, in
        // the shortest form that reads back to each, so the difference shows.
        var inFull = false
        if case .number(let lhs) = left, case .number(let rhs) = right, lhs != rhs {
            inFull = NumberStyle.fixed(lhs, decimals: places) == NumberStyle.fixed(rhs, decimals: places)
        }
        func shown(_ value: Value) -> String {
            if case .number(let v) = value {
                return inFull ? "\(v)" : NumberStyle.fixed(v, decimals: places)
            }
            return value.formatted(decimals: places)
        }
        let within =
            comparison.relation == .lessThan || comparison.relation == .greaterThan
            ? "" : " (within \(NumberStyle.compact(tolerance)))"
        throw Diagnostic(
            .expectation, at: comparison.range,
            message: "expectation failed: the left side is \(shown(left))",
            expected: "\(comparison.relation.rawValue) \(shown(right))\(within)",
            suggestion: layoutPendingHint(comparison))
    }

    /// Whether two values are of the same kind (any two names, any two strings…).
    private static func sameKind(_ a: Value, _ b: Value) -> Bool {
        switch (a, b) {
        case (.number, .number), (.bool, .bool), (.string, .string), (.point, .point), (.size, .size),
            (.rect, .rect), (.insets, .insets), (.notification, .notification), (.object, .object):
            return true
        default:
            return false
        }
    }

    /// A value with its kind, for a mismatch: `a string "x"`, `a number 1`.
    private static func described(_ value: Value) -> String {
        if case .string(let text) = value { return "a string \"\(SourceText.abbreviated(text))\"" }
        if case .object = value { return value.typeName }
        return "\(value.typeName) \(value.formatted(decimals: 2))"
    }

    /// "run `layout`" when the comparison reads a view and a layout pass is pending: the frames
    /// are still those of the last pass (or none at all).
    private func layoutPendingHint(_ comparison: Comparison) -> String? {
        guard let lab = existingState(LabState.self), lab.window.needsLayout else { return nil }
        let views = Set(lab.viewNames)
        let read = (comparison.lhs.references + comparison.rhs.references).compactMap { reference in
            objectName(MemberPath(reference.name).head)
        }
        guard let view = read.first(where: { views.contains($0) && $0 != "root" }) else { return nil }
        // A view made without a frame and never laid out is still at (0 0; 0×0).
        let neverLaidOut = (try? lab.simulator.view(named: view))?.frame == .zero
        return neverLaidOut
            ? "\(view) has not been laid out yet; run `layout`"
            : "\(view) has not been laid out since its constraints changed; run `layout`"
    }
}
