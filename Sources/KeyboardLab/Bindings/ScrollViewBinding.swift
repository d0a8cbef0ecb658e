/// A scroll-view technique installed on a scroll view (a table view, usually): it observes the
/// simulator's notification centre as the original code observes `NotificationCenter.default`,
/// and stops when removed. The layout-guide techniques also replace the scroll view's bottom
/// constraint, restored by `remove()`.
public final class ScrollViewBinding {
    public let technique: ScrollViewTechnique
    public let scrollView: ScrollView
    /// The scroll view's bottom constraint (the layout-guide techniques replace it).
    public let constraint: LayoutConstraint?
    /// True until `remove()`.
    public private(set) var isInstalled = true

    unowned let simulator: Simulator
    var guideConstraint: LayoutConstraint?

    init(
        technique: ScrollViewTechnique, scrollView: ScrollView, constraint: LayoutConstraint?,
        simulator: Simulator
    ) {
        self.technique = technique
        self.scrollView = scrollView
        self.constraint = constraint
        self.simulator = simulator
    }

    var center: KeyboardNotificationCenter { simulator.notificationCenter }
    var label: String { "\(scrollView.name) (\(technique.rawValue))" }

    func install() throws(SimulationError) {
        switch technique {
        case .insetRecipe: installInsetRecipe()
        case .inset: installInset(name: .keyboardWillChangeFrame, overlapCounting: .keyboardOnly)
        case .insetSafeAreaTwice: installInset(name: .keyboardWillChangeFrame, overlapCounting: .whole)
        case .insetNotReset: installInset(name: .keyboardWillShow, overlapCounting: .keyboardOnly)
        case .insetWrongSpace: installInsetWrongSpace()
        case .keyboardLayoutGuide: try installLayoutGuide(scrolling: false)
        case .keyboardLayoutGuideScroll: try installLayoutGuide(scrolling: true)
        }
    }

    /// Stops observing (and, for the layout guide, restores the original constraint).
    public func remove() {
        guard isInstalled else { return }
        isInstalled = false
        center.removeObserver(self)
        if let guideConstraint {
            guideConstraint.deactivate()
            try? constraint?.activate()
            simulator.window.layoutIfNeeded()
        }
        simulator.scrollBindings.removeAll { $0 === self }
    }

    /// What the originals do after changing the inset: show the first responder. For a table
    /// view (a chat) that is its last row, at the bottom; for a scroll view, the focused text
    /// field when it lies inside, with `scrollRectToVisible`. Not animated: inside the keyboard's
    /// block the offset change animates with the keyboard anyway.
    func scrollFirstResponderVisible() {
        if let table = scrollView as? TableView {
            guard table.numberOfRows > 0 else { return }
            try? table.scrollToRow(at: table.numberOfRows - 1, at: .bottom, animated: false)
        } else if let field = focusedView, field.isDescendant(of: scrollView), field !== scrollView {
            scrollView.scrollRectToVisible(scrollView.convert(field.bounds, from: field), animated: false)
        }
    }

    /// The view of the focused text field (the first responder), if the scene has one by that name.
    var focusedView: View? {
        guard let name = simulator.keyboard.state.focusedField else { return nil }
        return try? simulator.view(named: name)
    }

    /// The End frame's overlap with the scroll view: converted from the screen into the scroll
    /// view and intersected with its bounds (both in content coordinates), facts §7.
    func overlap(withEndFrame end: Rect) -> Double {
        let converted = simulator.convert(reported: end, to: scrollView)
        guard let common = scrollView.bounds.intersection(converted), common.width > 0 else { return 0 }
        return common.height
    }

    /// What UIKit already adds to the bottom of `adjustedContentInset` (the safe area, or a table
    /// view controller's keyboard inset): the app's inset must not count it again.
    var systemBottomInset: Double {
        scrollView.adjustedContentInset.bottom - scrollView.contentInset.bottom
    }

    /// `contentInset.bottom` and the vertical indicator's bottom inset, as the originals set both.
    func setBottomInsets(_ bottom: Double) {
        scrollView.contentInset.bottom = bottom
        scrollView.verticalScrollIndicatorInsets.bottom = bottom
    }
}

extension Simulator {
    /// Installs a scroll-view technique on a scroll view; the layout-guide techniques need the
    /// name of its bottom constraint (the identifier before `:` in the constraint text).
    @discardableResult
    public func bind(
        _ technique: ScrollViewTechnique, scrollView name: String, constraint constraintName: String? = nil
    ) throws(SimulationError) -> ScrollViewBinding {
        let target = try scrollView(named: name)
        var constraint: LayoutConstraint?
        if let constraintName {
            let found = try self.constraint(named: constraintName)
            guard found.pinsBottom(of: target) else {
                throw .notABottomConstraint(constraint: constraintName, view: name)
            }
            constraint = found
        } else if technique.usesLayoutGuide {
            throw .missingConstraint(technique: technique.rawValue)
        }
        let binding = ScrollViewBinding(
            technique: technique, scrollView: target, constraint: constraint, simulator: self)
        try binding.install()
        scrollBindings.append(binding)
        if technique.usesLayoutGuide { noteKeyboardGuideUse(.keyboardLayoutGuide) }
        return binding
    }

    /// The scroll-view bindings installed now, oldest first.
    public var installedScrollViewBindings: [ScrollViewBinding] { scrollBindings }

    /// Removes every scroll-view binding.
    public func removeAllScrollViewBindings() {
        for binding in scrollBindings { binding.remove() }
    }
}
