import KeyboardLab

/// Walks the IR: the names code refers to, and whether it registers keyboard observers.
public enum SwiftNames {
    /// Every name the program's code spells (identifiers, members, selectors, string selectors).
    public static func referenced(in program: SwiftProgram) -> Set<String> {
        var names = Set<String>()
        let bodies =
            program.types.flatMap { $0.methods.map(\.body) + $0.properties.compactMap(\.getter) }
            + program.functions.map(\.body) + [program.statements]
        for body in bodies {
            visit(body) { expression in
                switch expression.kind {
                case .identifier(let name), .implicitMember(let name), .member(_, let name):
                    names.insert(name)
                case .selector(let name, _): names.insert(name)
                case .string(let pieces):
                    // A Swift 2 selector is a string: "keyboardWillShow:".
                    if case .text(let text) = pieces.first, pieces.count == 1, text.hasSuffix(":") {
                        names.insert(String(text.prefix { $0 != ":" }))
                    }
                default: break
                }
            }
        }
        for declaration in program.types {
            for property in declaration.properties {
                if let value = property.value {
                    visit(value) { if case .identifier(let n) = $0.kind { names.insert(n) } }
                }
            }
        }
        return names
    }

    /// The names the program's code assigns to (`x = …`, `self.x = …`): a property set in code
    /// is no outlet standing for a scene object.
    public static func assigned(in program: SwiftProgram) -> Set<String> {
        var names = Set<String>()
        let bodies =
            program.types.flatMap { $0.methods.map(\.body) } + program.functions.map(\.body) + [
                program.statements
            ]
        for body in bodies {
            visit(body) { expression in
                guard case .assign("=", let target, _) = expression.kind else { return }
                switch target.kind {
                case .identifier(let name): names.insert(name)
                case .member(let base, let name):
                    if case .identifier("self") = base.kind { names.insert(name) }
                default: break
                }
            }
        }
        return names
    }

    /// The scene objects the program's set-up code makes (`SwiftStatementKind.sceneSetup`).
    public static func madeBySetup(in program: SwiftProgram) -> Set<String> {
        var names = Set<String>()
        func scan(_ statements: [SwiftStatement]) {
            for statement in statements {
                if case .sceneSetup(let name, _) = statement.kind { names.insert(name) }
            }
        }
        for type in program.types { for method in type.methods { scan(method.body) } }
        scan(program.statements)
        return names
    }

    /// The notification a handler's name says it is for, in a file that registers nothing (its
    /// registration lives in another file: `extension ChatViewController { @objc func
    /// keyboardWillShow(_ notification: Notification) }`). The name must mention the keyboard and
    /// one of show, hide or change(frame) unambiguously, and the method take one `Notification`
    /// (`keyboardWillHide()` without one only when spelled exactly as UIKit's notification):
    /// `dismissKeyboard()` behind a tap is no handler. `did`/`was` in the name: the did-notification.
    public static func notificationNamed(byHandler name: String, parameterTypes: [String])
        -> KeyboardNotificationName?
    {
        let lower = name.lowercased()
        guard lower.contains("keyboard"), !lower.contains("dismiss") else { return nil }
        var type = parameterTypes.first ?? ""
        while type.hasSuffix("?") || type.hasSuffix("!") { type.removeLast() }
        let takesNotification =
            parameterTypes.count == 1
            && ["Notification", "NSNotification", "Foundation.Notification"].contains(type)
        if parameterTypes.isEmpty {
            return KeyboardNotificationName.allCases.first { $0.rawValue == name }
        }
        guard takesNotification else { return nil }
        let shows = lower.contains("show") || lower.contains("appear") && !lower.contains("disappear")
        let hides = lower.contains("hide") || lower.contains("hidden") || lower.contains("disappear")
        let changes = lower.contains("change") || lower.contains("frame")
        let did = lower.contains("did") || lower.contains("was")
        switch (shows, hides, changes) {
        case (true, false, false): return did ? .keyboardDidShow : .keyboardWillShow
        case (false, true, false): return did ? .keyboardDidHide : .keyboardWillHide
        case (false, false, true): return did ? .keyboardDidChangeFrame : .keyboardWillChangeFrame
        default: return nil
        }
    }

    /// True when the statements register an observer (`addObserver`, `publisher(for:)`).
    public static func registersObservers(_ body: [SwiftStatement]) -> Bool {
        var found = false
        visit(body) { expression in
            if case .call(let callee, _) = expression.kind, case .member(_, let name) = callee.kind,
                name == "addObserver" || name == "addObserverForName" || name == "publisher"
            {
                found = true
            }
        }
        return found
    }

    /// Calls `body` on every expression in the statements, closures included, outer first.
    public static func visit(_ statements: [SwiftStatement], _ body: (SwiftExpression) -> Void) {
        for statement in statements { visit(statement, body) }
    }

    static func visit(_ statement: SwiftStatement, _ body: (SwiftExpression) -> Void) {
        func conditions(_ list: [SwiftCondition]) {
            for condition in list {
                switch condition {
                case .expression(let e): visit(e, body)
                case .optionalBinding(_, let value, _): if let value { visit(value, body) }
                }
            }
        }
        switch statement.kind {
        case .expression(let e): visit(e, body)
        case .variable(_, _, _, let value): if let value { visit(value, body) }
        case .ifStatement(let list, let then, let otherwise):
            conditions(list)
            visit(then, body)
            if let otherwise { visit(otherwise, body) }
        case .guardStatement(let list, let otherwise):
            conditions(list)
            visit(otherwise, body)
        case .switchStatement(let subject, let cases):
            visit(subject, body)
            for item in cases {
                for pattern in item.patterns { visit(pattern, body) }
                visit(item.body, body)
            }
        case .forIn(_, let sequence, let inner):
            visit(sequence, body)
            visit(inner, body)
        case .whileLoop(let list, let inner):
            conditions(list)
            visit(inner, body)
        case .repeatWhile(let inner, let condition):
            visit(inner, body)
            visit(condition, body)
        case .returnStatement(let e): if let e { visit(e, body) }
        case .breakStatement, .continueStatement: break
        case .block(let inner): visit(inner, body)
        case .sceneSetup(_, let inner): visit(inner, body)
        }
    }

    public static func visit(_ expression: SwiftExpression, _ body: (SwiftExpression) -> Void) {
        body(expression)
        switch expression.kind {
        case .integer, .float, .boolean, .nilLiteral, .identifier, .implicitMember, .selector, .discard,
            .superReference, .available:
            break
        case .string(let pieces):
            for case .interpolation(let e) in pieces { visit(e, body) }
        case .member(let base, _), .optionalChain(let base), .forceUnwrap(let base), .parenthesized(let base),
            .prefix(_, let base), .cast(let base, _, _), .isType(let base, _), .tryExpression(let base):
            visit(base, body)
        case .call(let callee, let arguments), .subscript(let callee, let arguments):
            visit(callee, body)
            for argument in arguments { visit(argument.value, body) }
        case .closure(let closure):
            visit(closure.body, body)
        case .array(let items):
            for item in items { visit(item, body) }
        case .binary(_, let a, let b), .assign(_, let a, let b):
            visit(a, body)
            visit(b, body)
        case .ternary(let a, let b, let c):
            visit(a, body)
            visit(b, body)
            visit(c, body)
        }
    }
}

extension SwiftProgram {
    /// Why the program cannot be a technique, when it cannot: a SwiftUI view (the lab models
    /// UIKit), or nothing that observes the keyboard or uses its layout guide (bound, it would
    /// silently do nothing).
    public var techniqueProblem: SwiftDiagnostic? {
        if let swiftUI = types.first(where: {
            $0.inherits.contains("View") || $0.inherits.contains("SwiftUI.View")
        }) {
            return SwiftDiagnostic(
                at: swiftUI.location, length: swiftUI.name.count,
                "\(swiftUI.name) is a SwiftUI view: the lab runs UIKit code",
                suggestion:
                    "read the UIKit view controller that hosts it, or the keyboard code it subscribes to")
        }
        let bodies =
            types.flatMap { $0.methods.map(\.body) + $0.properties.compactMap(\.getter) }
            + functions.map(\.body)
            + [statements]
        var usesGuide = false
        for body in bodies where unmadeRegistrar == nil {
            if SwiftNames.registersObservers(body) { return nil }
            SwiftNames.visit(body) { expression in
                if case .member(_, "keyboardLayoutGuide") = expression.kind { usesGuide = true }
            }
        }
        if usesGuide || !namedHandlers.isEmpty { return nil }
        if let unmade = unmadeRegistrar {
            return SwiftDiagnostic(
                at: unmade.location, length: 4,
                "\(unmade.type)'s initializer registers the keyboard observers, but nothing this file runs makes a \(unmade.type)",
                suggestion:
                    "the code that makes one (a view controller's viewDidLoad) is in another file: bring it into this one"
            )
        }
        return SwiftDiagnostic(
            at: SwiftLocation(line: 1, column: 1),
            "\(fileName) registers no keyboard observer and uses no keyboard layout guide the lab can find",
            suggestion: "a technique observes the keyboard's notifications (addObserver, publisher(for:))")
    }
}

extension SwiftProgram {
    /// A handler the file declares for a keyboard notification without registering it (the
    /// registration is in another file), found by its name (`SwiftNames.notificationNamed`).
    public struct NamedHandler: Hashable, Sendable {
        /// The type it is a method of (nil: a free function of a snippet).
        public var typeName: String?
        public var function: SwiftFunction
        public var notification: KeyboardNotificationName
    }

    /// The handlers found by name, only in a file that registers no observer and uses no keyboard
    /// layout guide: where the file registers, its registrations say what observes what.
    public var namedHandlers: [NamedHandler] {
        let owned = types.flatMap { type in type.methods.map { (Optional(type.name), $0) } }
        let all = owned + functions.map { (nil, $0) }
        var usesGuide = false
        for (_, function) in all {
            if SwiftNames.registersObservers(function.body) { return [] }
            SwiftNames.visit(function.body) { expression in
                if case .member(_, "keyboardLayoutGuide") = expression.kind { usesGuide = true }
            }
        }
        if usesGuide || SwiftNames.registersObservers(statements) { return [] }
        return all.compactMap { owner, function in
            guard !function.isStatic,
                let name = SwiftNames.notificationNamed(
                    byHandler: function.name, parameterTypes: function.parameters.map(\.type))
            else { return nil }
            return NamedHandler(typeName: owner, function: function, notification: name)
        }
    }
}

extension SwiftProgram {
    /// A helper type (not `self`'s) whose initializer is the file's only registration, when
    /// nothing the file runs makes one: the library's guide without the code that uses it.
    var unmadeRegistrar: (type: String, location: SwiftLocation)? {
        let selfName: String?
        switch SwiftProgramIndex(self).selfKind {
        case .controller(let name), .viewSubclass(let name), .constraintSubclass(let name): selfName = name
        case .viewExtension: selfName = nil
        }
        var registrars: [(String, SwiftFunction)] = []
        for type in types {
            for method in type.methods where SwiftNames.registersObservers(method.body) {
                registrars.append((type.name, method))
            }
        }
        for function in functions where SwiftNames.registersObservers(function.body) {
            registrars.append(("", function))
        }
        if SwiftNames.registersObservers(statements) { return nil }
        guard let first = registrars.first,
            registrars.allSatisfy({ $0.1.name == "init" && $0.0 != selfName && $0.0 == first.0 })
        else { return nil }
        if SwiftNames.referenced(in: self).contains(first.0) { return nil }
        return (first.0, first.1.location)
    }
}
