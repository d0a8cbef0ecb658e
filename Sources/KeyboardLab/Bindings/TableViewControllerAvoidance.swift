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
/// unless `profile set table-controller-other-app ignore` (openradar 23687553 [SINGLE], facts §1.11);
/// switched to ignore after it adjusted, that keyboard's next frame change takes the inset back.
/// One installed while a keyboard is up waits for its next frame change: for another app's, the
/// radar's bug; for this app's own, a guess (`table-controller-own-keyboard`, [UNVERIFIED]).
public final class TableViewControllerAvoidance {
    /// What the controller did that rests on an assumption (`table-controller-other-app` for
    /// another app's keyboard, `table-controller-own-keyboard` for this app's keyboard already
    /// up at install), with the trace's serial at that moment, so a command can footnote the inset
    /// it left.
    public struct Reaction: Hashable, Sendable {
        public enum Kind: Hashable, Sendable {
            /// Adjusted for another app's frame change.
            case followed
            /// Left the inset alone (`table-controller-other-app ignore`).
            case ignored
            /// Set to ignore after it had adjusted for another app's keyboard: at that keyboard's
            /// next frame change it took back the inset it had added (the associated value).
            case tookBack(Double)
            /// Installed while another app's keyboard was up: nothing until its next frame change
            /// (the radar's bug).
            case installedWhileUp
            /// Installed while this app's own keyboard was up: nothing until its next frame change
            /// (`table-controller-own-keyboard wait`, no source).
            case installedWhileOwnUp
            /// Installed while this app's own keyboard was up: adjusted at once
            /// (`table-controller-own-keyboard adjust`).
            case adjustedWhenInstalled

            /// The assumption the reaction rests on.
            public var assumption: AssumptionID {
                switch self {
                case .followed, .ignored, .tookBack, .installedWhileUp: .tableControllerOtherApp
                case .installedWhileOwnUp, .adjustedWhenInstalled: .tableControllerOwnKeyboard
                }
            }
        }
        public var kind: Kind
        /// `AssumptionTrace.serial` just after the reaction was recorded.
        public var serial: Int
    }

    /// The last thing the controller did that rests on an assumption, nil before any.
    public private(set) var lastReaction: Reaction?

    /// The overlap the controller last wrote came from another app's keyboard: what an `ignore`
    /// switched on later takes back, so no inset outlives a keyboard the controller ignores.
    private var insetIsForOtherApp = false

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
                guard simulator.profile.tableControllerOtherAppKeyboard == .follow else {
                    takeBackOrIgnoreOtherApp()
                    return
                }
                noteReaction(.followed)
            }
            // Another app's first responder is in that app: nothing here to scroll to.
            adjust(forEndFrame: post.userInfo.frameEnd, scrollsFirstResponder: post.userInfo.isLocal)
            insetIsForOtherApp = !post.userInfo.isLocal && adjustedInset != 0
        }
        let state = simulator.keyboard.state
        guard state.isActive else { return }
        if !state.isLocal {
            // A keyboard already up does not adjust a controller installed now; for another app's
            // that is the radar's bug (openradar 23687553), until the keyboard's next frame change.
            let follows = simulator.profile.tableControllerOtherAppKeyboard == .follow
            noteReaction(follows ? .installedWhileUp : .ignored)
        } else if simulator.profile.tableControllerOwnKeyboard == .wait {
            // The same wait for this app's own keyboard, which no source describes.
            noteReaction(.installedWhileOwnUp)
        } else if let end = simulator.notificationLog.last?.post.userInfo.frameEnd {
            // The other reading: it reads the keyboard already up, the last End posted.
            adjust(forEndFrame: end, scrollsFirstResponder: true)
            noteReaction(.adjustedWhenInstalled)
        }
    }

    /// Another app's keyboard moved under `ignore`: an inset the controller added for it before
    /// the switch goes, as that keyboard's hide would have taken it under `follow`; otherwise
    /// nothing changes.
    private func takeBackOrIgnoreOtherApp() {
        guard insetIsForOtherApp else { return noteReaction(.ignored) }
        let added = adjustedInset
        adjustedInset = 0
        insetIsForOtherApp = false
        noteReaction(.tookBack(added))
    }

    private func noteReaction(_ kind: Reaction.Kind) {
        simulator.assumptions.record(kind.assumption)
        lastReaction = Reaction(kind: kind, serial: simulator.assumptions.serial)
    }

    /// The inset the controller changes, as it stands: `systemKeyboardInset` or `contentInset.bottom`.
    public internal(set) var adjustedInset: Double {
        get {
            switch adjustment {
            case .systemInset: tableView.systemKeyboardInset
            case .contentInset: tableView.contentInset.bottom
            }
        }
        set {
            switch adjustment {
            case .systemInset: tableView.systemKeyboardInset = newValue
            case .contentInset: tableView.contentInset.bottom = newValue
            }
        }
    }

    func adjust(forEndFrame end: Rect, scrollsFirstResponder: Bool) {
        let converted = simulator.convert(reported: end, to: tableView)
        var overlap = 0.0
        if let common = tableView.bounds.intersection(converted), common.width > 0 { overlap = common.height }
        adjustedInset = overlap
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
