/// A technique installed on a view (and the bottom constraint it moves): it observes the
/// simulator's notification centre as the original code observes `NotificationCenter.default`,
/// and stops when removed.
public final class KeyboardBinding {
    public let technique: KeyboardTechnique
    public let view: View
    /// The bottom constraint the technique moves (nil for `bindToKeyboard`).
    public let constraint: LayoutConstraint?
    /// The constant the constraint had when the binding was installed (the rest position).
    public let restConstant: Double
    /// True until `remove()`.
    public private(set) var isInstalled = true

    unowned let simulator: Simulator
    var guideConstraint: LayoutConstraint?
    var category: KeyboardAnimationCategory?

    init(technique: KeyboardTechnique, view: View, constraint: LayoutConstraint?, simulator: Simulator) {
        self.technique = technique
        self.view = view
        self.constraint = constraint
        self.restConstant = constraint?.constant ?? 0
        self.simulator = simulator
    }

    var engine: AnimationEngine { simulator.engine }
    var center: KeyboardNotificationCenter { simulator.notificationCenter }
    var rootView: View { simulator.rootView }
    var label: String { "\(view.name) (\(technique.rawValue))" }

    /// +1 when the view is the constraint's first item (`view.bottom == ref + c`: a larger
    /// constant moves it down), −1 when written reference-first (`ref.bottom == view.bottom + c`).
    var direction: Double {
        guard let constraint else { return 1 }
        return constraint.firstItem === view ? 1 : -1
    }

    /// Puts the view `lift` points above its rest position through the constraint's constant.
    func setLift(_ lift: Double) {
        constraint?.constant = restConstant - direction * lift
    }

    /// Moves the constant by `delta` in the original's sign convention (reference-first).
    func moveConstant(by delta: Double) {
        constraint?.constant -= -direction * delta
    }

    /// The lift a correct handler computes from an End frame (facts §7): the End frame converted
    /// from the screen into the root view, intersected with its bounds, minus the bottom safe
    /// area when the constraint hangs from the safe-area guide (facts §8 pitfall 4). Whichever app
    /// owns the keyboard: in Split View or Slide Over another app's keyboard (isLocal false) spans
    /// the screen and covers this window's bottom as well (facts §1.11), and the intersection
    /// alone says by how much, so the corrected techniques do not check isLocal.
    func correctLift(forEndFrame end: Rect) -> Double {
        let bounds = Rect(origin: .zero, size: rootView.bounds.size)
        let converted = simulator.convert(reported: end, to: rootView)
        var overlap = 0.0
        if let common = bounds.intersection(converted), common.width > 0, common.height > 0 {
            overlap = common.height
        }
        let safe = referencesSafeArea ? rootView.safeAreaInsets.bottom : 0
        return max(0, overlap - safe)
    }

    /// True when the other item of the constraint is a safe-area guide.
    var referencesSafeArea: Bool {
        guard let constraint else { return false }
        let other = constraint.firstItem === view ? constraint.secondItem : constraint.firstItem
        return other is LayoutGuide
    }

    func install() throws(SimulationError) {
        switch technique {
        case .animateWithKeyboard: installAnimateWithKeyboard()
        case .animateWithKeyboardFixed: installAnimateWithKeyboardFixed()
        case .showHideDelta: installShowHideDelta()
        case .showHideDeltaFixed: installShowHideDeltaFixed()
        case .bindToKeyboard: installBindToKeyboard()
        case .bindToKeyboardFixed: installBindToKeyboardFixed()
        case .subscribeCategory: installSubscribeCategory(fixed: false)
        case .subscribeCategoryFixed: installSubscribeCategory(fixed: true)
        case .keyboardLayoutGuide: try installKeyboardLayoutGuide()
        }
    }

    /// Stops observing (and, for the layout guide, restores the original constraint).
    public func remove() {
        guard isInstalled else { return }
        isInstalled = false
        center.removeObserver(self)
        category?.unsubscribe()
        category?.unsubscribeFrameChanges()
        if let guideConstraint {
            guideConstraint.deactivate()
            try? constraint?.activate()
            simulator.window.layoutIfNeeded()
        }
        simulator.bindings.removeAll { $0 === self }
    }
}

extension Simulator {
    /// Installs a technique on a view; `constraint` names the bottom constraint it moves (the
    /// identifier before `:` in the constraint text). Several bindings may coexist.
    @discardableResult
    public func bind(
        _ technique: KeyboardTechnique, view name: String, constraint constraintName: String? = nil
    ) throws(SimulationError) -> KeyboardBinding {
        let target = try view(named: name)
        var constraint: LayoutConstraint?
        if let constraintName {
            let found = try self.constraint(named: constraintName)
            guard found.pinsBottom(of: target) else {
                throw .notABottomConstraint(constraint: constraintName, view: name)
            }
            constraint = found
        } else if technique.needsConstraint && technique != .keyboardLayoutGuide {
            throw .missingConstraint(technique: technique.rawValue)
        }
        let binding = KeyboardBinding(
            technique: technique, view: target, constraint: constraint, simulator: self)
        try binding.install()
        bindings.append(binding)
        // UIKeyboardLayoutGuide is iOS 15+ (facts §6): the lab still runs it, and says so.
        if technique == .keyboardLayoutGuide { noteKeyboardGuideUse(.keyboardLayoutGuide) }
        return binding
    }

    /// The bindings installed now, oldest first.
    public var installedBindings: [KeyboardBinding] { bindings }

    /// Removes every binding.
    public func removeAllBindings() {
        for binding in bindings { binding.remove() }
    }
}
