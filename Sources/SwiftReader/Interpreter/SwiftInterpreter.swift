import KeyboardLab

/// Runs a `SwiftProgram` over the engine: the world's simulator, its views and constraints, its
/// animation engine and its keyboard notification centre — the same objects the built-in
/// techniques drive. One interpreter per binding (a compare lane makes its own on its own
/// simulator); nothing global is swapped or hooked.
public final class SwiftInterpreter {
    public let program: SwiftProgram
    public let world: SwiftWorld
    let index: SwiftProgramIndex
    /// `self` of the code: the view controller, the bound view (a `UIView` extension) or the
    /// view subclass instance.
    public private(set) var instance: SwiftValue = .void
    /// Statements run in the current top-level run (a handler, `viewDidLoad`, a pasted block).
    var statementsRun = 0
    var callDepth = 0
    var closureDepth = 0
    var handlerDepth = 0
    /// Block registrations made (for `unbind` to say which it could not remove).
    public internal(set) var blockTokens: [KeyboardObserverToken] = []
    /// Combine subscriptions made.
    var cancellables: [SwiftCancellable] = []
    /// Objects registered as selector observers (the instance, a bound view).
    var selectorObservers: [AnyObject] = []
    /// Pan gesture recognizers added to a view (their actions follow interactive dismissal).
    var panTokens: [DisplayLinkToken] = []
    /// Objects made so far (bounded: a loop making objects stops).
    var objectsMade = 0
    /// Layout guides made (`UILayoutGuide()`), for their names.
    var guidesMade = 0
    /// Properties bound to the scene's objects at bind (the set-up code that would make them is skipped).
    var boundToScene: Set<String> = []
    /// The file's top-level variables, in reach of every function and method.
    let globals = SwiftScope(parent: nil)

    var simulator: Simulator { world.simulator }
    var engine: AnimationEngine { world.simulator.engine }
    var center: KeyboardNotificationCenter { world.simulator.notificationCenter }
    var root: View { world.simulator.rootView }

    public init(program: SwiftProgram, world: SwiftWorld) {
        self.program = program
        self.world = world
        self.index = SwiftProgramIndex(program)
    }

    // MARK: Binding

    /// What `bind` does: makes `self` (the view controller with its properties, bound to the lab's
    /// objects by name), then runs `viewDidLoad`, `viewWillAppear(_:)` and `viewDidAppear(_:)`
    /// as UIKit would when the view comes on screen, the methods that register keyboard
    /// observers that nothing else calls, and the top-level statements (a pasted block).
    public func bind() throws(SwiftDiagnostic) {
        // Top-level variables first, as Swift initializes globals before they are used.
        let declarations = program.statements.filter {
            if case .variable = $0.kind { return true }
            return false
        }
        if !declarations.isEmpty {
            try runTopLevel { () throws(SwiftDiagnostic) in _ = try execute(declarations, in: globals) }
        }
        try makeInstance()
        try runInitializer()
        for (name, argument) in SwiftProgramIndex.appearing {
            try runEntry(name, argument: argument)
        }
        for function in index.uncalledRegistrations {
            let arguments = try argumentsFromTheScene(function)
            try runTopLevel { () throws(SwiftDiagnostic) in
                _ = try call(function, receiver: instance, arguments: arguments, at: function.location)
            }
        }
        try registerNamedHandlers()
        let rest = program.statements.filter {
            if case .variable = $0.kind { return false }
            return true
        }
        if !rest.isEmpty {
            try runTopLevel { () throws(SwiftDiagnostic) in
                let scope = SwiftScope(parent: globals)
                scope.define("self", instance)
                _ = try execute(rest, in: scope)
            }
        }
    }

    /// What `unbind` does: `viewWillDisappear(_:)`, `viewDidDisappear(_:)` and `deinit`, then the
    /// instance goes (its selector registrations with it, as iOS 9+ stops delivering to a
    /// deallocated observer); block registrations and subscriptions nobody removed stay, and
    /// are returned.
    @discardableResult
    public func unbind() -> [KeyboardObserverToken] {
        for (name, argument) in SwiftProgramIndex.disappearing {
            do {
                try runEntry(name, argument: argument)
            } catch {
                world.sink.error(error, "in \(name), run by unbind")
            }
        }
        if case .object(let object) = instance { object.isReleased = true }
        for observer in selectorObservers { center.removeObserver(observer) }
        selectorObservers.removeAll()
        for token in panTokens { simulator.removePanObserver(token) }
        panTokens.removeAll()
        // The instance's stored subscriptions go with it, as an `AnyCancellable` cancels on release.
        for cancellable in cancellables where cancellable.isStored { cancellable.cancel() }
        return blockTokens
    }

    /// The arguments a method or free function that registers keyboard observers, and that
    /// nothing calls, is given at bind: by each parameter's type, the view controller (`self`),
    /// the bound view (any view type) or the bound constraint; a default where it has one.
    func argumentsFromTheScene(_ function: SwiftFunction) throws(SwiftDiagnostic) -> [SwiftArgumentValue] {
        var arguments: [SwiftArgumentValue] = []
        for parameter in function.parameters {
            if parameter.defaultValue != nil { continue }
            let type = UIKitVocabulary.canonicalType(parameter.type)
            let value: SwiftValue?
            switch type {
            case "UIViewController":
                value =
                    instance.asObject
                    ?? .object(SwiftObject(typeName: "UIViewController", host: .viewController(root)))
            case "UIView": value = .view(world.boundView)
            case "NSLayoutConstraint": value = world.boundConstraint.map { .constraint($0) }
            default: value = nil
            }
            guard let value else {
                throw SwiftDiagnostic(
                    at: function.location, length: function.name.count,
                    "\(function.signature) registers keyboard observers but nothing calls it, and its "
                        + "'\(parameter.name): \(parameter.type)' is nothing the lab can give",
                    suggestion: "call it from viewDidLoad with its arguments")
            }
            arguments.append(SwiftArgumentValue(label: parameter.label, value: value))
        }
        return arguments
    }

    /// `self`'s initializer, as UIKit makes the object: `init(coder:)` from a storyboard (nil
    /// here), else `init(frame:)` with the bound view's frame, else `init()`.
    private func runInitializer() throws(SwiftDiagnostic) {
        guard case .object(let object) = instance else { return }
        let initializers = index.methods(named: "init", of: instance)
        let host = object.hostView ?? world.boundView
        // UIKit makes views and view controllers (a storyboard's `init(coder:)`); the app makes
        // any other object, with `init()` or the initializer below.
        let madeByUIKit: Bool
        switch index.selfKind {
        case .viewSubclass, .constraintSubclass: madeByUIKit = true
        case .controller(let name):
            madeByUIKit =
                SwiftProgramIndex.isControllerName(name)
                || program.types.contains {
                    $0.name == name && $0.inherits.contains(where: SwiftProgramIndex.isControllerName)
                }
        case .viewExtension: madeByUIKit = false
        }
        let choices: [([String?], [SwiftArgumentValue])] =
            (madeByUIKit
                ? [
                    (["coder"], [SwiftArgumentValue(label: "coder", value: .nilValue)]),
                    (["frame"], [SwiftArgumentValue(label: "frame", value: .rect(host.frame))]),
                ] : []) + [([], [])]
        for (labels, arguments) in choices {
            guard let chosen = initializers.first(where: { $0.parameters.map(\.label) == labels }) else {
                continue
            }
            try runTopLevel { () throws(SwiftDiagnostic) in
                _ = try call(chosen, receiver: instance, arguments: arguments, at: chosen.location)
            }
            return
        }
        // A helper object (`init(scrollView:)`) registering in its only initializer: made as the
        // app makes it, its parameters given by type from the scene (the bound view…).
        if !madeByUIKit, initializers.count == 1, let only = initializers.first,
            SwiftNames.registersObservers(only.body)
        {
            let arguments = try argumentsFromTheScene(only)
            try runTopLevel { () throws(SwiftDiagnostic) in
                _ = try call(only, receiver: instance, arguments: arguments, at: only.location)
            }
        }
    }

    private func runEntry(_ name: String, argument animated: Bool) throws(SwiftDiagnostic) {
        guard let function = index.method(named: name, of: instance) else { return }
        let arguments =
            animated && !function.parameters.isEmpty
            ? [SwiftArgumentValue(label: nil, value: .bool(false))] : []
        try runTopLevel { () throws(SwiftDiagnostic) in
            _ = try call(function, receiver: instance, arguments: arguments, at: function.location)
        }
    }

    /// Runs `body` as one top-level run: its statement count starts at zero.
    func runTopLevel(_ body: () throws(SwiftDiagnostic) -> Void) throws(SwiftDiagnostic) {
        let saved = statementsRun
        if handlerDepth == 0 && callDepth == 0 { statementsRun = 0 }
        defer { if handlerDepth == 0 && callDepth == 0 { statementsRun = saved } }
        try body()
    }

    /// Runs a handler for a posted notification (or main-queue work) from outside: its error
    /// goes to the sink with `context`, and the lab goes on.
    func runHandler(context: @autoclosure () -> String, _ body: () throws(SwiftDiagnostic) -> Void) {
        guard handlerDepth < SwiftReaderLimits.handlerDepth else {
            if !reportedHandlerDepth {
                reportedHandlerDepth = true
                world.sink.error(
                    SwiftDiagnostic(
                        at: currentLocation,
                        "handlers triggered each other more than \(SwiftReaderLimits.handlerDepth) deep; the deeper ones did not run",
                        suggestion:
                            "a handler that posts the notification it observes loops: post it outside, or guard it"
                    ),
                    context())
            }
            return
        }
        handlerDepth += 1
        let outermost = handlerDepth == 1 && callDepth == 0
        let savedCount = statementsRun
        let savedCalls = callDepth
        if outermost { statementsRun = 0 }
        defer {
            handlerDepth -= 1
            callDepth = savedCalls
            if outermost {
                statementsRun = savedCount
                reportedHandlerDepth = false
            }
        }
        do {
            try body()
        } catch {
            world.sink.error(error, context())
        }
    }

    var reportedHandlerDepth = false
    /// The property observers running now (object, property): setting the property from inside
    /// its own observer does not run it again.
    var observersRunning: [(ObjectIdentifier, String)] = []

    /// A place as the user sees it (`12:9`; a pasted block's lines count from the script's).
    func shown(_ location: SwiftLocation) -> String {
        "\(location.line + world.lineOffset):\(location.column)"
    }
    /// The statement running now, for errors raised outside an expression.
    var currentLocation = SwiftLocation(line: 1, column: 1)

    // MARK: The instance

    /// Makes `self`: a view controller (or view subclass) object with its stored properties,
    /// the unset ones bound to the lab's objects; or the bound view for a `UIView` extension.
    func makeInstance() throws(SwiftDiagnostic) {
        switch index.selfKind {
        case .viewExtension:
            instance = .view(world.boundView)
        case .controller(let name):
            instance = try makeObject(name, host: .viewController(root), bindingOutlets: true)
        case .viewSubclass(let name):
            instance = try makeObject(name, host: .view(world.boundView), bindingOutlets: true)
        case .constraintSubclass(let name):
            guard let constraint = world.boundConstraint else {
                throw SwiftDiagnostic(
                    at: program.types.first { $0.name == name }?.location
                        ?? SwiftLocation(line: 1, column: 1),
                    "\(name) is a constraint: bind it with the constraint it stands for",
                    suggestion: "bind VIEW with TECHNIQUE CONSTRAINT")
            }
            instance = try makeObject(name, host: .constraint(constraint), bindingOutlets: true)
        }
    }

    /// A new object of a type of the file: stored properties in order, each unset one from the
    /// lab (`bindingOutlets`) or nil.
    func makeObject(_ typeName: String, host: SwiftObject.Host, bindingOutlets: Bool) throws(SwiftDiagnostic)
        -> SwiftValue
    {
        objectsMade += 1
        guard objectsMade <= 10_000 else {
            throw SwiftDiagnostic(
                at: currentLocation, "more than 10000 objects made", suggestion: "does a loop make objects?")
        }
        let object = SwiftObject(typeName: typeName, host: host)
        let value = SwiftValue.object(object)
        let scope = SwiftScope(parent: globals)
        scope.define("self", value)
        for property in index.storedProperties(of: typeName) {
            if let initial = property.value {
                object.properties[property.name] = try convert(
                    try evaluate(initial, in: scope), to: property.type, at: initial.location)
            } else if property.getter == nil {
                let value = bindingOutlets ? try outlet(property) : SwiftValue.nilValue
                object.properties[property.name] = value
                if value.isReference,
                    !index.madeBySetup.contains(property.name)
                        || labObject(named: world.mapping[property.name] ?? property.name) != nil
                {
                    boundToScene.insert(property.name)
                }
            }
        }
        return value
    }

    /// The lab object an unset stored property stands for: by the explicit mapping, by its own
    /// name, `view` as the root, else the bound view or constraint when it is the only property
    /// of its kind the scene lacks; an optional of another type starts nil.
    func outlet(_ property: SwiftProperty) throws(SwiftDiagnostic) -> SwiftValue {
        let labName = world.mapping[property.name] ?? property.name
        if let found = labObject(named: labName) { return found }
        if property.name == "view", world.mapping["view"] == nil { return .view(root) }
        let optional = property.type.map { $0.hasSuffix("?") || $0.hasSuffix("!") } ?? false
        // Set by the code itself (`heightConstraint = guide.heightAnchor.constraint(…)`): no outlet.
        if optional, index.assignedInCode.contains(property.name) || index.madeBySetup.contains(property.name)
        {
            return .nilValue
        }
        let kind = SwiftProgramIndex.outletKind(property.type)
        if kind == .constraint, let constraint = world.boundConstraint,
            index.unmatchedOutlets(of: .constraint, in: self).map(\.name) == [property.name]
        {
            return .constraint(constraint)
        }
        if kind == .view, index.unmatchedOutlets(of: .view, in: self).map(\.name) == [property.name] {
            return .view(world.boundView)
        }
        if kind == .other {
            if optional { return .nilValue }
            if let type = property.type, let zero = SwiftValue.zeroValue(ofType: type) { return zero }
            throw SwiftDiagnostic(
                at: property.location, length: property.name.count,
                "'\(property.name)' has no value: an initializer the lab does not run sets it",
                suggestion: "give it a value where it is declared")
        }
        let views = simulator.window.allViews.filter { $0 !== root }.map(\.name)
        let constraints = simulator.window.constraints().compactMap(\.identifier)
        let what = kind == .constraint ? "constraint" : "view"
        throw SwiftDiagnostic(
            at: property.location, length: property.name.count,
            "the scene has no \(what) '\(labName)' for \(property.name)"
                + " (views: \(views.isEmpty ? "none" : views.joined(separator: ", "));"
                + " constraints: \(constraints.isEmpty ? "none" : constraints.joined(separator: ", ")))",
            suggestion: "name one so, or map it: technique NAME from FILE map \(property.name) to LABNAME")
    }

    /// A view or constraint of the scene by its lab name.
    func labObject(named name: String) -> SwiftValue? {
        if let view = try? simulator.view(named: name) { return view === root ? .view(root) : .view(view) }
        if let constraint = try? simulator.constraint(named: name) { return .constraint(constraint) }
        return nil
    }
}
