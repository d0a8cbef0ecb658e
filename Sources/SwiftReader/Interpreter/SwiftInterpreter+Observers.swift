import KeyboardLab

/// The notification centre as keyboard code uses it: selector observers (`#selector`, Swift 2's
/// strings), block observers with their tokens, `removeObserver`, `post`, and Combine's
/// `publisher(for:)` with the operators keyboard code chains after it.
extension SwiftInterpreter {
    func callCenter(_ name: String, _ args: SwiftCallArguments, at location: SwiftLocation) throws
        -> SwiftValue
    {
        switch name {
        case "addObserver", "addObserverForName":
            if args.has("selector") { return try addSelectorObserver(args, at: location) }
            return try addBlockObserver(args, at: location)
        case "removeObserver":
            guard let target = args.first else { return .void }
            let only = try notificationFilter(args.labelled("name"), at: location)
            switch target {
            case .token(let token):
                center.removeObserver(token)
                blockTokens.removeAll { $0 === token }
            case .object(let object):
                if case .names(let names) = only {
                    for name in names { center.removeObserver(object, name: name) }
                } else if case .all = only {
                    center.removeObserver(object)
                }
            case .view(let view):
                if case .names(let names) = only {
                    for name in names { center.removeObserver(view, name: name) }
                } else if case .all = only {
                    center.removeObserver(view)
                }
            case .array(let items):
                for case .token(let token) in items {
                    center.removeObserver(token)
                    blockTokens.removeAll { $0 === token }
                }
            default:
                break
            }
            return .void
        case "publisher":
            let filter = try notificationFilter(args.labelled("for"), at: location)
            switch filter {
            case .names(let names): return .publisher(SwiftPublisher(names: names))
            case .all: return .publisher(SwiftPublisher(names: KeyboardNotificationName.allCases))
            case .foreign: return .publisher(SwiftPublisher(names: []))
            }
        case "post", "postNotificationName":
            let filter = try notificationFilter(args.labelled("name") ?? args.first, at: location)
            guard case .names(let names) = filter, let posted = names.first else { return .void }
            var userInfo = KeyboardUserInfo(
                frameBegin: simulator.keyboardModelFrame, frameEnd: simulator.keyboardModelFrame,
                animationDuration: nil, animationCurve: nil)
            if case .userInfo(let given)? = args.labelled("userInfo") { userInfo = given }
            let post = KeyboardNotificationPost(
                name: posted, object: .none, userInfo: userInfo, isInsideAnimationBlock: false)
            center.post(post, at: engine.time)
            return .void
        default:
            throw SwiftDiagnostic(
                at: location, length: name.count, "NotificationCenter.\(name) is outside what the lab runs")
        }
    }

    enum NotificationFilter {
        case names([KeyboardNotificationName])
        /// `name: nil`: every notification.
        case all
        /// A notification the lab never posts (`UIApplication.willResignActiveNotification`).
        case foreign(String)
    }

    func notificationFilter(_ value: SwiftValue?, at location: SwiftLocation) throws(SwiftDiagnostic)
        -> NotificationFilter
    {
        switch value {
        case nil, .nilValue?: return .all
        case .notificationName(let name)?: return .names([name])
        case .string(let raw)?:
            if let name = KeyboardNotificationName(name: raw) { return .names([name]) }
            return .foreign(raw)
        default:
            throw SwiftDiagnostic(
                at: location, "name: takes a Notification.Name, this is \(value?.typeName ?? "")")
        }
    }

    /// `addObserver(self, selector: #selector(keyboardWillShow(_:)), name: …, object: nil)`.
    private func addSelectorObserver(_ args: SwiftCallArguments, at location: SwiftLocation) throws
        -> SwiftValue
    {
        guard let observer = args.first else {
            throw SwiftDiagnostic(at: location, "addObserver takes an observer")
        }
        let selectorName: String
        switch args.labelled("selector") {
        case .selector(let s)?: selectorName = s
        case .string(let s)?: selectorName = String(s.prefix { $0 != ":" })
        default: throw SwiftDiagnostic(at: location, "selector: takes #selector(method) or \"method:\"")
        }
        let filter = try notificationFilter(args.labelled("name"), at: location)
        let names: [KeyboardNotificationName?]
        switch filter {
        case .foreign: return .void  // never posted in the lab
        case .all: names = [nil]
        case .names(let list): names = list
        }
        guard let method = index.method(named: selectorName, of: observer) else {
            throw SwiftDiagnostic(
                at: location,
                "\(observer.typeName) has no method '\(selectorName)': iOS raises 'unrecognized selector sent to instance' when the notification comes",
                suggestion: "name the handler's method in selector:")
        }
        let objectFilter = args.labelled("object") ?? .nilValue
        try registerSelector(
            method, of: observer, for: names, object: objectFilter, site: "registered at \(shown(location))",
            at: location)
        return .void
    }

    /// Registers `method` of `observer` as the selector observer of `names` (nil: every name).
    func registerSelector(
        _ method: SwiftFunction, of observer: SwiftValue, for names: [KeyboardNotificationName?],
        object objectFilter: SwiftValue, site: String, at location: SwiftLocation
    ) throws(SwiftDiagnostic) {
        let ownerObject: AnyObject
        switch observer {
        case .object(let object): ownerObject = object
        case .view(let view): ownerObject = view
        default:
            throw SwiftDiagnostic(at: location, "the observer must be self, this is \(observer.typeName)")
        }
        if !selectorObservers.contains(where: { $0 === ownerObject }) {
            selectorObservers.append(ownerObject)
        }
        let selector = method.name + (method.parameters.isEmpty ? "" : ":")
        for name in names {
            center.addObserver(ownerObject, selector: selector, name: name, label: world.label) {
                [weak self] post in
                guard let self, self.delivers(post, to: objectFilter) else { return }
                self.runHandler(context: "in the \(post.name.rawValue) handler \(method.signature) \(site)") {
                    () throws(SwiftDiagnostic) in
                    let arguments =
                        method.parameters.isEmpty
                        ? []
                        : [SwiftArgumentValue(label: method.parameters[0].label, value: .notification(post))]
                    _ = try self.call(method, receiver: observer, arguments: arguments, at: method.location)
                }
            }
        }
    }

    /// The handlers a file declares without registering them, registered for the notification
    /// their names say (`SwiftProgram.namedHandlers`): the registration lives in another file.
    func registerNamedHandlers() throws(SwiftDiagnostic) {
        for handler in program.namedHandlers {
            try registerSelector(
                handler.function, of: instance, for: [handler.notification], object: .nilValue,
                site: "registered by its name (the file registers no observer)", at: handler.function.location
            )
        }
    }

    /// Whether a post reaches an observer registered for `object:` (nil: every post; the screen:
    /// posts iOS 16+ sends with the screen as object, facts §1.1; another object: none).
    func delivers(_ post: KeyboardNotificationPost, to object: SwiftValue) -> Bool {
        switch object {
        case .nilValue: return true
        case .screen: return post.object == .screen
        default: return false
        }
    }

    /// `addObserver(forName:object:queue:using:)`: the block runs when the notification is
    /// posted (with `queue: .main` on the main thread too: the centre waits for it).
    private func addBlockObserver(_ args: SwiftCallArguments, at location: SwiftLocation) throws -> SwiftValue
    {
        let filter = try notificationFilter(args.labelled("forName") ?? args.first, at: location)
        guard
            let block = args.closure("using", order: ["using"])
                ?? args.closure("usingBlock", order: ["usingBlock"])
        else {
            throw SwiftDiagnostic(at: location, "addObserver(forName:…) takes a block")
        }
        let names: [KeyboardNotificationName?]
        switch filter {
        case .foreign: return .nilValue  // never posted in the lab: nothing to remove later
        case .all: names = [nil]
        case .names(let list): names = list
        }
        let objectFilter = args.labelled("object") ?? .nilValue
        // With a queue, when the block runs is the lab's reading (facts §10.13): at once by default.
        let queued = !(args.labelled("queue") ?? .nilValue).isNil
        var token: KeyboardObserverToken?
        for name in names {
            token = center.addObserver(forName: name) { [weak self] post in
                guard let self, self.delivers(post, to: objectFilter) else { return }
                let context = "in the \(post.name.rawValue) block registered at \(self.shown(location))"
                let run: () -> Void = { [weak self] in
                    self?.runHandler(context: context) { () throws(SwiftDiagnostic) in
                        guard let self else { return }
                        _ = try self.callClosure(block, [.notification(post)], at: block.location)
                    }
                }
                guard queued else { return run() }
                self.engine.assumptionTrace.record(.blockObserverQueue)
                if self.simulator.profile.blockObserverQueue == .async {
                    self.simulator.dispatchAsync(run)
                } else {
                    run()
                }
            }
            if let token { blockTokens.append(token) }
        }
        return token.map { .token($0) } ?? .nilValue
    }

    // MARK: Combine

    func callPublisher(
        _ publisher: SwiftPublisher, _ name: String, _ args: SwiftCallArguments, at location: SwiftLocation
    )
        throws(SwiftDiagnostic) -> SwiftValue
    {
        func closure() throws(SwiftDiagnostic) -> SwiftFunctionValue {
            guard case .closure(let f)? = args.first else {
                throw SwiftDiagnostic(at: location, "\(name) takes a closure here")
            }
            return f
        }
        switch name {
        case "map": return .publisher(publisher.adding(.map(try closure())))
        case "compactMap": return .publisher(publisher.adding(.compactMap(try closure())))
        case "filter": return .publisher(publisher.adding(.filter(try closure())))
        case "receive":
            return .publisher(publisher.adding(.receiveOnMain))
        case "eraseToAnyPublisher", "share":
            return .publisher(publisher)
        case "removeDuplicates" where args.items.isEmpty:
            return .publisher(publisher.adding(.removeDuplicates(SwiftLastValue())))
        case "merge":
            var branches = [publisher]
            for item in args.items {
                guard case .publisher(let other) = item.value else {
                    throw SwiftDiagnostic(at: location, "merge(with:) takes publishers")
                }
                branches.append(other)
            }
            return .publisher(SwiftPublisher(names: [], branches: branches))
        case "sink":
            // `sink { }` is `sink(receiveValue:)`; with both, the trailing closures come in order.
            let order =
                args.has("receiveCompletion") || args.items.count > 1
                ? ["receiveCompletion", "receiveValue"] : ["receiveValue"]
            guard let receive = args.closure("receiveValue", order: order) else {
                throw SwiftDiagnostic(at: location, "sink takes receiveValue:")
            }
            var tokens: [KeyboardObserverToken] = []
            // This subscriber's own memory for each removeDuplicates stage (shared by the
            // branches a merge feeds into it).
            var fresh: [ObjectIdentifier: SwiftLastValue] = [:]
            for (notification, shared) in publisher.subscriptions {
                let stages = shared.map { stage -> SwiftPublisher.Stage in
                    guard case .removeDuplicates(let original) = stage else { return stage }
                    let own = fresh[ObjectIdentifier(original)] ?? SwiftLastValue()
                    fresh[ObjectIdentifier(original)] = own
                    return .removeDuplicates(own)
                }
                tokens.append(
                    center.addObserver(forName: notification) { [weak self] post in
                        self?.deliver(.notification(post), through: stages[...], to: receive, at: location)
                    })
            }
            let cancellable = SwiftCancellable(tokens: tokens, center: center)
            cancellables.append(cancellable)
            return .cancellable(cancellable)
        default:
            throw SwiftDiagnostic(
                at: location, length: name.count, "the Combine operator \(name) is outside what the lab runs",
                suggestion: "map, compactMap, filter, receive(on:), merge(with:) and sink are")
        }
    }

    /// Runs a value through the stages left, then the sink.
    func deliver(
        _ value: SwiftValue, through stages: ArraySlice<SwiftPublisher.Stage>, to sink: SwiftFunctionValue,
        at location: SwiftLocation
    ) {
        runHandler(context: "in the sink registered at \(shown(location))") { () throws(SwiftDiagnostic) in
            var current = value
            var rest = stages
            while let stage = rest.first {
                rest = rest.dropFirst()
                switch stage {
                case .map(let f): current = try callClosure(f, [current], at: f.location)
                case .compactMap(let f):
                    current = try callClosure(f, [current], at: f.location)
                    if current.isNil { return }
                case .filter(let f):
                    guard case .bool(true) = try callClosure(f, [current], at: f.location) else { return }
                case .removeDuplicates(let last):
                    if let previous = last.value, (try? equal(previous, current, at: location)) == true {
                        return
                    }
                    last.value = current
                case .receiveOnMain:
                    // Delivered on the next turn of the main queue, outside the keyboard's animation block.
                    let later = current
                    let remaining = rest
                    simulator.dispatchAsync { [weak self] in
                        self?.deliver(later, through: remaining, to: sink, at: location)
                    }
                    return
                }
            }
            _ = try callClosure(sink, [current], at: sink.location)
        }
    }
}
