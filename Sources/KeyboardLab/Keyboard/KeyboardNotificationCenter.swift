/// A token returned by a block-style registration; the observer lives until the token is passed to
/// `removeObserver(_:)` (removing the owner object does not remove it, facts §8 pitfall 8).
public final class KeyboardObserverToken: Hashable, CustomStringConvertible {
    /// The registration number (1, 2, …), stable within one centre.
    public let id: Int

    init(id: Int) { self.id = id }

    public static func == (a: KeyboardObserverToken, b: KeyboardObserverToken) -> Bool { a === b }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
    public var description: String { "token #\(id)" }
}

/// One line of the posting log: what was posted, when, and who received it in which order.
public struct KeyboardPostingLogEntry: Hashable, Sendable {
    /// 1, 2, … in posting order.
    public var sequence: Int
    /// Session time in seconds (as given by the poster).
    public var time: Double
    public var post: KeyboardNotificationPost
    /// The receivers in delivery order: `selector keyboardWillShow: on input-bar` or `block #3`
    /// (the first `KeyboardPostingLogEntry.namedReceivers` of them).
    public var deliveredTo: [String]
    /// Receivers past the named ones: counted, not named, so that a log of 10,000 posts to
    /// thousands of observers stays small.
    public var unnamedReceivers = 0

    /// Receivers named per post.
    public static let namedReceivers = 64

    /// Every receiver of the post.
    public var receiverCount: Int { deliveredTo.count + unnamedReceivers }
}

/// The keyboard notification centre: selector-style and block-style observers of UIKit's six
/// keyboard notifications, delivered in registration order, with a posting log.
/// (Not `NotificationCenter`: Foundation owns that name.)
public final class KeyboardNotificationCenter {
    /// A handler receives the posted notification.
    public typealias Handler = (KeyboardNotificationPost) -> Void

    private enum Owner {
        /// Selector style: removed by `removeObserver(observer)`; held weakly, as iOS 9+ stops
        /// delivering to a deallocated selector observer.
        case object(Weak, selector: String, label: String)
        case token(KeyboardObserverToken)
    }

    private final class Weak {
        weak var value: AnyObject?
        init(_ value: AnyObject) { self.value = value }
    }

    private struct Registration {
        var owner: Owner
        /// `nil` observes all six notifications.
        var name: KeyboardNotificationName?
        var handler: Handler
    }

    private var registrations: [Registration] = []
    private var nextTokenID = 1
    /// Every post so far, oldest first (the newest `LogLimits.events`).
    public private(set) var log: [KeyboardPostingLogEntry] = []

    public init() {}

    /// Selector style (`addObserver(_:selector:name:object:)`): the handler stands for the selector.
    /// `label` names the observer in the log.
    public func addObserver(
        _ observer: AnyObject, selector: String, name: KeyboardNotificationName?, label: String? = nil,
        handler: @escaping Handler
    ) {
        let text = label ?? String(describing: type(of: observer))
        registrations.append(
            Registration(
                owner: .object(Weak(observer), selector: selector, label: text), name: name, handler: handler)
        )
    }

    /// Block style (`addObserver(forName:object:queue:using:)`): keep the token to remove it.
    @discardableResult
    public func addObserver(
        forName name: KeyboardNotificationName?, using handler: @escaping Handler
    ) -> KeyboardObserverToken {
        let token = KeyboardObserverToken(id: nextTokenID)
        nextTokenID += 1
        registrations.append(Registration(owner: .token(token), name: name, handler: handler))
        return token
    }

    /// Removes every selector-style registration of `observer`, or only those for `name`.
    /// Block registrations are untouched, as in UIKit.
    public func removeObserver(_ observer: AnyObject, name: KeyboardNotificationName? = nil) {
        registrations.removeAll { registration in
            guard case .object(let weak, _, _) = registration.owner, weak.value === observer else {
                return false
            }
            return name == nil || registration.name == name
        }
    }

    /// Removes the block registration of `token`.
    public func removeObserver(_ token: KeyboardObserverToken) {
        registrations.removeAll { registration in
            if case .token(let t) = registration.owner { return t === token }
            return false
        }
    }

    /// Registrations held, live or not (a deallocated selector observer's until it is removed):
    /// what a limit on registering counts, without the scan `observerCount` makes.
    public var registrationCount: Int { registrations.count }

    /// The number of live registrations (deallocated selector observers are not counted).
    public var observerCount: Int {
        registrations.filter { registration in
            if case .object(let weak, _, _) = registration.owner { return weak.value != nil }
            return true
        }.count
    }

    /// Delivers `post` to the matching observers in registration order and logs it.
    public func post(_ post: KeyboardNotificationPost, at time: Double = 0) {
        // Snapshot first: a handler that adds or removes observers affects the next post only.
        let snapshot = registrations
        var delivered: [String] = []
        var unnamed = 0
        for registration in snapshot where registration.name == nil || registration.name == post.name {
            let named = delivered.count < KeyboardPostingLogEntry.namedReceivers
            switch registration.owner {
            case .object(let weak, let selector, let label):
                guard weak.value != nil else { continue }
                if named { delivered.append("selector \(selector) on \(label)") } else { unnamed += 1 }
            case .token(let token):
                if named { delivered.append("block #\(token.id)") } else { unnamed += 1 }
            }
            registration.handler(post)
        }
        log.append(
            KeyboardPostingLogEntry(
                sequence: (log.last?.sequence ?? 0) + 1, time: time, post: post, deliveredTo: delivered,
                unnamedReceivers: unnamed))
        log.keepNewest(LogLimits.events)
    }

    /// Posts every notification event of a scenario, in order, at `start` + its time.
    public func post(_ events: [KeyboardEvent], startingAt start: Double = 0) {
        for event in events {
            if case .notification(let post) = event.kind { self.post(post, at: start + event.time) }
        }
    }

    /// Clears the posting log (observers stay).
    public func clearLog() { log.removeAll() }

    /// The log as printable lines: `#1  0.000 s  keyboardWillChangeFrame  begin …  → block #1`.
    public var logLines: [String] {
        log.map { entry in
            let time = String(KeyboardNumberFormat.compact(entry.time * 1000)) + " ms"
            var receivers =
                entry.deliveredTo.isEmpty ? "(no observers)" : entry.deliveredTo.joined(separator: ", ")
            if entry.unnamedReceivers > 0 { receivers += " and \(entry.unnamedReceivers) more" }
            return "#\(entry.sequence)  \(time)  \(entry.post.summary)  -> \(receivers)"
        }
    }
}
