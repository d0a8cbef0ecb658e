/// `UITableViewController`'s own keyboard avoidance, switchable: a table view controller watches
/// the keyboard itself and adjusts its table's insets so that rows can scroll above it
/// ("UITableViewController usually takes care of adjusting the contentInset based on the keyboard
/// state", openradar 23687553; it does so from `viewWillAppear`, so a subclass that forgets to
/// call super loses it, IQKeyboardManager #850). An app that also adjusts the inset by hand gets
/// both: the double adjustment (IQKeyboardManager #2112, BottleRocket iOS-KeyboardSupport #12).
///
/// What exactly it changes is not documented; the lab offers two readings (docs/Deviations.md):
/// * `.systemInset` (default, iOS 11+): the overlap joins `adjustedContentInset.bottom` as the
///   system's part (the larger of it and the safe area), `contentInset` untouched, and
///   `contentInsetAdjustmentBehavior = .never` does not stop it (openradar 35572084);
/// * `.contentInset` (iOS 6–10 reports): it sets `contentInset.bottom` to the overlap
///   ("the system will set contentInset of tableView to UIEdgeInsets(0, 0, 216, 0)").
/// It reacts to willChangeFrame inside the keyboard's block by default, or to didChangeFrame
/// (openradar 13836932: the inset arrived "after the keyboard finished its incoming animation").
/// The first responder is scrolled visible only when it is a view inside the table.
/// Another app's keyboard (isLocal false) gets the same overlap, with no first responder to scroll,
/// unless `profile set table-controller-other-app ignore` (openradar 23687553 [SINGLE], facts §1.11).
public final class TableViewControllerAvoidance {
    /// What the controller did about another app's keyboard (assumption `table-controller-other-app`),
    /// with the trace's serial at that moment, so a command can footnote the inset it left.
    public struct OtherAppReaction: Hashable, Sendable {
        public enum Kind: Hashable, Sendable {
            /// Adjusted for its frame change.
            case followed
            /// Left the inset alone (`table-controller-other-app ignore`).
            case ignored
            /// Installed while it was up: nothing until its next frame change (the radar's bug).
            case installedWhileUp
        }
        public var kind: Kind
        /// `AssumptionTrace.serial` just after the reaction was recorded.
        public var serial: Int
    }

    /// The last thing the controller did about another app's keyboard, nil before any.
    public private(set) var lastOtherAppReaction: OtherAppReaction?

    /// Which inset the controller changes.
    public enum Adjustment: String, Hashable, Sendable, CaseIterable {
        case systemInset = "system-inset"
        case contentInset = "content-inset"
    }

    /// When it reacts.
    public enum Timing: String, Hashable, Sendable, CaseIterable {
        /// keyboardWillChangeFrame, inside the keyboard's animation block.
        case willChangeFrame = "will"
        /// keyboardDidChangeFrame, after the keyboard has moved.
        case didChangeFrame = "did"
    }

    public let tableView: TableView
    public let adjustment: Adjustment
    public let timing: Timing
    unowned let simulator: Simulator

    init(tableView: TableView, adjustment: Adjustment, timing: Timing, simulator: Simulator) {
        self.tableView = tableView
        self.adjustment = adjustment
        self.timing = timing
        self.simulator = simulator
    }

    func install() {
        let name: KeyboardNotificationName =
            timing == .willChangeFrame ? .keyboardWillChangeFrame : .keyboardDidChangeFrame
        simulator.notificationCenter.addObserver(
            self, selector: "_adjustTableForKeyboardInfo:", name: name,
            label: "\(tableView.name) (UITableViewController)"
        ) { [unowned self] post in
            if !post.userInfo.isLocal {
                // The inset left now rests on the reading, whichever way it is switched.
                let follows = simulator.profile.tableControllerOtherAppKeyboard == .follow
                noteOtherApp(follows ? .followed : .ignored)
                guard follows else { return }
            }
            // Another app's first responder is in that app: nothing here to scroll to.
            adjust(forEndFrame: post.userInfo.frameEnd, scrollsFirstResponder: post.userInfo.isLocal)
        }
        // A keyboard already up does not adjust a controller installed now; for another app's that
        // is the radar's bug (openradar 23687553), until the keyboard's next frame change.
        let state = simulator.keyboard.state
        if state.isActive && !state.isLocal {
            let follows = simulator.profile.tableControllerOtherAppKeyboard == .follow
            noteOtherApp(follows ? .installedWhileUp : .ignored)
        }
    }

    private func noteOtherApp(_ kind: OtherAppReaction.Kind) {
        simulator.assumptions.record(.tableControllerOtherApp)
        lastOtherAppReaction = OtherAppReaction(kind: kind, serial: simulator.assumptions.serial)
    }

    /// The inset the controller changes, as it stands: `systemKeyboardInset` or `contentInset.bottom`.
    public var adjustedInset: Double {
        switch adjustment {
        case .systemInset: tableView.systemKeyboardInset
        case .contentInset: tableView.contentInset.bottom
        }
    }

    func adjust(forEndFrame end: Rect, scrollsFirstResponder: Bool) {
        let converted = simulator.convert(reported: end, to: tableView)
        var overlap = 0.0
        if let common = tableView.bounds.intersection(converted), common.width > 0 { overlap = common.height }
        switch adjustment {
        case .systemInset: tableView.systemKeyboardInset = overlap
        case .contentInset: tableView.contentInset.bottom = overlap
        }
        guard scrollsFirstResponder, let name = simulator.keyboard.state.focusedField,
            let field = try? simulator.view(named: name),
            field.isDescendant(of: tableView), field !== tableView
        else { return }
        tableView.scrollRectToVisible(tableView.convert(field.bounds, from: field), animated: false)
    }

    /// Stops the avoidance and takes back the inset it added.
    public func remove() {
        simulator.notificationCenter.removeObserver(self)
        if adjustment == .systemInset { tableView.systemKeyboardInset = 0 }
        simulator.tableControllers.removeAll { $0 === self }
    }
}

extension Simulator {
    /// Puts a table view under a `UITableViewController`'s keyboard avoidance (replacing any
    /// earlier one on that table); `enabled: false` takes it away.
    @discardableResult
    public func setTableViewControllerAvoidance(
        _ enabled: Bool, tableView name: String,
        adjustment: TableViewControllerAvoidance.Adjustment = .systemInset,
        timing: TableViewControllerAvoidance.Timing = .willChangeFrame
    ) throws(SimulationError) -> TableViewControllerAvoidance? {
        let table = try tableView(named: name)
        for existing in tableControllers where existing.tableView === table { existing.remove() }
        guard enabled else { return nil }
        let avoidance = TableViewControllerAvoidance(
            tableView: table, adjustment: adjustment, timing: timing, simulator: self)
        avoidance.install()
        tableControllers.append(avoidance)
        return avoidance
    }

    /// The table views under a table view controller's avoidance now.
    public var tableViewControllerAvoidances: [TableViewControllerAvoidance] { tableControllers }
}
