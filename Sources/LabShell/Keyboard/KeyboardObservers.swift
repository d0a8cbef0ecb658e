import KeyboardLab

/// The session's observers of the keyboard notifications, made with `observe` and `on`: each
/// has a label, selector-style registrations (the label stands for the observer object, as
/// `self` does in a view controller), block-style ones (each with its own token) and display
/// links, and records what it received, in delivery order (the most recent deliveries only;
/// the count is kept in full).
final class KeyboardObservers: SessionState {
    /// At most this many deliveries are kept per observer (the count goes on).
    static let keptDeliveries = 1000
    /// Deliveries kept in all, shared among the observers: with thousands of them each keeps
    /// fewer (never under 10), so that they stay within about 50 MB.
    static let deliveryBudget = 100_000

    /// What each observer keeps now.
    var keptPerObserver: Int {
        max(10, min(Self.keptDeliveries, Self.deliveryBudget / max(1, entries.count)))
    }

    /// One delivery to one registration.
    struct Delivery {
        var time: Double
        var frameIndex: Int
        var post: KeyboardNotificationPost
        /// `selector keyboardWillShow:` or `block token 3`.
        var via: String
    }

    /// One block-style registration: its token and the notification it observes (nil: all).
    struct BlockRegistration {
        var token: KeyboardObserverToken
        var name: KeyboardNotificationName?
        /// False when a technique made it: nothing kept its token.
        var tokenKept: Bool
    }

    /// One labelled observer.
    final class Entry {
        let label: String
        /// The object a selector registration is made for (held weakly by the centre).
        let object = ObserverObject()
        /// The names of live selector registrations (nil: all six), in registration order.
        var selectorNames: [KeyboardNotificationName?] = []
        /// Live block registrations, in registration order.
        var blocks: [BlockRegistration] = []
        /// Live display links.
        var displayLinks: [DisplayLinkToken] = []
        /// Live pan-gesture targets (interactive dismissal).
        var panObservers: [DisplayLinkToken] = []
        /// The most recent deliveries, oldest first.
        var received: [Delivery] = []
        /// Every delivery so far, per name (nil key: all).
        var counts: [KeyboardNotificationName: Int] = [:]
        /// Every delivery so far, per registration (by its `via`: `observers` shows what each
        /// registration received, not the label's total on every row).
        var countsByVia: [String: Int] = [:]
        /// The view a technique's observer belongs to (for the lifecycle audit).
        var view: String?

        init(label: String) { self.label = label }

        /// Whether any registration is live.
        var isObserving: Bool {
            !selectorNames.isEmpty || !blocks.isEmpty || !displayLinks.isEmpty || !panObservers.isEmpty
        }

        /// Every delivery counted.
        var receivedCount: Int { counts.values.reduce(0, +) }

        /// Counts `delivery` and keeps it with the last `kept` (trimmed in batches: the
        /// removal moves every kept one).
        func record(_ delivery: Delivery, keeping kept: Int) {
            counts[delivery.post.name, default: 0] += 1
            countsByVia[delivery.via, default: 0] += 1
            received.append(delivery)
            if received.count > 2 * kept { received.removeFirst(received.count - kept) }
        }
    }

    /// The object standing for a selector-style observer.
    final class ObserverObject {}

    /// At most this many registrations are live in the notification centre at once (selector
    /// and block ones, the engine's techniques' included), and this many display links and pan
    /// targets. iOS has no such limit; the lab has one because a handler that registers a
    /// handler doubles them on every post (`on all do on all do …`).
    static let maximumRegistrations = 10_000

    /// At most this many observers are kept: past it, the oldest that observe nothing any more
    /// are forgotten (with their records), so a session that observes and unobserves for hours
    /// stays the same size.
    static let maximumEntries = 10_000

    /// Every observer made in the session, by creation order (removed ones keep their records,
    /// up to `maximumEntries`).
    private(set) var entries: [Entry] = []
    /// `entries` by label: a lookup per registration was a scan of every observer ever made.
    private var byLabel: [String: Entry] = [:]
    /// The number given to the next unlabelled observer (`o1`, `o2`, …).
    var nextNumber = 1

    required init() {}

    /// The entry with `label`, if any.
    func entry(_ label: String) -> Entry? { byLabel[label] }

    /// The entry with `label`, made when missing.
    func entry(making label: String?) -> Entry {
        if let label, let existing = entry(label) { return existing }
        let made = Entry(label: label ?? nextLabel())
        add(made)
        return made
    }

    /// Keeps `entry` (a technique's binding makes its own; a label bound again names the first
    /// entry, as the scan this replaces found it). Past `maximumEntries`, the oldest observers
    /// that observe nothing any more are forgotten, a tenth at a time (the pass is linear).
    func add(_ entry: Entry) {
        entries.append(entry)
        if byLabel[entry.label] == nil { byLabel[entry.label] = entry }
        guard entries.count > Self.maximumEntries else { return }
        var excess = entries.count - Self.maximumEntries * 9 / 10
        entries.removeAll { old in
            guard excess > 0, !old.isObserving, old !== entry else { return false }
            excess -= 1
            return true
        }
        byLabel.removeAll(keepingCapacity: true)
        for kept in entries where byLabel[kept.label] == nil { byLabel[kept.label] = kept }
    }

    /// Forgets `entry` when it observes nothing: a binding refused half-way leaves no row
    /// (`save` leaves the refused `bind` out, and its replay had no such row).
    func forget(_ entry: Entry) {
        guard !entry.isObserving, let index = entries.lastIndex(where: { $0 === entry }) else { return }
        entries.remove(at: index)
        if byLabel[entry.label] === entry { byLabel[entry.label] = entries.first { $0.label == entry.label } }
    }

    /// The error for one registration too many, or nil while there is room.
    static func registrationLimit(live: Int, kind: String, at range: SourceRange) -> Diagnostic? {
        guard live >= maximumRegistrations else { return nil }
        return .failure(
            "\(kind) limit reached: \(maximumRegistrations) are registered", at: range,
            suggestion: "does a handler register handlers? 'on' inside 'on' adds one on every post")
    }

    /// The entry whose block registration has token number `id`.
    func entry(token id: Int) -> (Entry, BlockRegistration)? {
        for entry in entries {
            if let block = entry.blocks.first(where: { $0.token.id == id }) { return (entry, block) }
        }
        return nil
    }

    /// A fresh automatic label.
    func nextLabel() -> String {
        while entry("o\(nextNumber)") != nil { nextNumber += 1 }
        defer { nextNumber += 1 }
        return "o\(nextNumber)"
    }

    /// The selector a registration stands for: `keyboardWillShow:`, or `keyboardNotification:`
    /// for one observing all six.
    static func selector(for name: KeyboardNotificationName?) -> String {
        (name?.rawValue ?? "keyboardNotification") + ":"
    }

    /// The error for a word that names no keyboard notification: the six names, their short
    /// forms (`willShow`), and the `others` the command also takes, with "did you mean" among
    /// all of them (a typo of a short form found nothing when only the long names were tried).
    static func unknownNotification(
        _ word: String, at range: SourceRange, noun: String = "keyboard notification", others: [String] = []
    ) -> Diagnostic {
        let names = KeyboardNotificationName.allCases.map(\.rawValue)
        let short = names.map { name -> String in
            let rest = name.dropFirst("keyboard".count)
            return (rest.first.map { String($0).lowercased() } ?? "") + rest.dropFirst()
        }
        let accepted =
            short.joined(separator: ", ") + " (each also with 'keyboard' before it: keyboardWillShow)"
        return Diagnostic(
            .syntax, at: range, message: "unknown \(noun) '\(SourceText.abbreviated(word))'",
            expected: others.isEmpty
                ? "one of \(accepted)" : "one of \(accepted), " + others.joined(separator: ", "),
            suggestion: Suggestion.didYouMean(word, in: names + short + others))
    }

    /// How a delivery came, as `observer LABEL` shows it and `observers` counts it.
    static func via(selector name: KeyboardNotificationName?) -> String { "selector " + selector(for: name) }
    static func via(token id: Int) -> String { "block token \(id)" }

    /// Registers `entry` with the centre: it records each delivery, then runs `action`.
    /// Returns the token for a block registration.
    @discardableResult
    func register(
        _ entry: Entry, name: KeyboardNotificationName?, block: Bool, tokenKept: Bool = true,
        simulator: Simulator, action: ((KeyboardNotificationPost) -> Void)? = nil
    ) -> KeyboardObserverToken? {
        let center = simulator.notificationCenter
        func handler(via: @escaping () -> String) -> KeyboardNotificationCenter.Handler {
            { [weak self, weak entry, weak simulator] post in
                guard let self, let entry, let simulator else { return }
                entry.record(
                    Delivery(time: simulator.time, frameIndex: simulator.frameIndex, post: post, via: via()),
                    keeping: keptPerObserver)
                action?(post)
            }
        }
        if block {
            // The token's number is known only after registering; the handler reads it then.
            final class Box { var id = 0 }
            let box = Box()
            let token = center.addObserver(forName: name, using: handler(via: { Self.via(token: box.id) }))
            box.id = token.id
            entry.blocks.append(BlockRegistration(token: token, name: name, tokenKept: tokenKept))
            return token
        }
        let selector = Self.selector(for: name)
        center.addObserver(
            entry.object, selector: selector, name: name, label: entry.label,
            handler: handler(via: { Self.via(selector: name) }))
        entry.selectorNames.append(name)
        return nil
    }

    /// `removeObserver(observer)`: every selector registration of the entry, and its display
    /// links (invalidated); its blocks stay.
    func removeSelectorRegistrations(of entry: Entry, simulator: Simulator) {
        simulator.notificationCenter.removeObserver(entry.object)
        entry.selectorNames.removeAll()
        for link in entry.displayLinks { simulator.removeDisplayLink(link) }
        entry.displayLinks.removeAll()
        for target in entry.panObservers { simulator.removePanObserver(target) }
        entry.panObservers.removeAll()
    }

    /// `removeObserver(observer, name:)`: the entry's selector registration for `name` only
    /// (one observing all six stays: UIKit removes only entries that match the name).
    func removeSelectorRegistrations(
        of entry: Entry, name: KeyboardNotificationName, simulator: Simulator
    ) {
        simulator.notificationCenter.removeObserver(entry.object, name: name)
        entry.selectorNames.removeAll { $0 == name }
    }

    /// `removeObserver(token)`: one block registration.
    func removeBlock(_ token: KeyboardObserverToken, of entry: Entry, simulator: Simulator) {
        simulator.notificationCenter.removeObserver(token)
        entry.blocks.removeAll { $0.token === token }
    }
}
