import KeyboardLab

/// The program looked up by name: which type `self` is, the methods of each type with its
/// extensions, the methods `UIView` extensions give every view, and which methods register
/// keyboard observers without anything calling them.
struct SwiftProgramIndex {
    enum SelfKind: Equatable {
        /// A view controller (a class, or extensions of one): `view` is the root view.
        case controller(String)
        /// Only `UIView` extensions: `self` is the bound view.
        case viewExtension
        /// A `UIView` subclass: `self` is an object standing for the bound view.
        case viewSubclass(String)
        /// An `NSLayoutConstraint` subclass: `self` stands for the bound constraint.
        case constraintSubclass(String)
    }

    enum OutletKind { case view, constraint, other }

    /// What UIKit calls when a view controller's view comes on screen, in order.
    /// (`true`: the method takes `animated`, passed false.)
    static let appearing: [(String, Bool)] = [
        ("awakeFromNib", false), ("viewDidLoad", false), ("viewWillAppear", true), ("viewDidAppear", true),
        ("didMoveToSuperview", false), ("didMoveToWindow", false),
    ]
    /// …and when it goes.
    static let disappearing: [(String, Bool)] = [
        ("viewWillDisappear", true), ("viewDidDisappear", true), ("deinit", false),
    ]

    let program: SwiftProgram
    let selfKind: SelfKind
    /// Type name → its declarations (the class and its extensions), in file order.
    private var declarations: [String: [SwiftTypeDeclaration]] = [:]
    /// Methods every view has (`extension UIView`, `extension UIScrollView`…).
    private(set) var viewMethods: [String: [SwiftFunction]] = [:]
    /// Methods every view controller has (`extension UIViewController`).
    private(set) var controllerMethods: [String: [SwiftFunction]] = [:]
    private(set) var freeFunctions: [String: [SwiftFunction]] = [:]
    /// Extensions of UIKit's and Foundation's types by canonical name (`extension Notification {
    /// var keyboardHeight … }`, `extension Publishers { static var … }`).
    private var extensions: [String: [SwiftTypeDeclaration]] = [:]
    /// Methods that register keyboard observers and that no code of the file names.
    private(set) var uncalledRegistrations: [SwiftFunction] = []
    /// Properties the code assigns: set in code, they stand for no scene object.
    let assignedInCode: Set<String>
    /// Properties the set-up code makes when the scene has no object for them.
    let madeBySetup: Set<String>

    init(_ program: SwiftProgram) {
        self.program = program
        for declaration in program.types {
            declarations[declaration.name, default: []].append(declaration)
            guard declaration.kind == .extension else { continue }
            let canonical = UIKitVocabulary.canonicalType(declaration.name)
            extensions[canonical ?? declaration.name, default: []].append(declaration)
            for method in declaration.methods {
                if canonical == "UIView" { viewMethods[method.name, default: []].append(method) }
                if canonical == "UIViewController" || declaration.name == "UIResponder"
                    || declaration.name == "NSObject"
                {
                    controllerMethods[method.name, default: []].append(method)
                }
            }
        }
        for function in program.functions { freeFunctions[function.name, default: []].append(function) }
        selfKind = SwiftProgramIndex.chooseSelf(program)
        assignedInCode = SwiftNames.assigned(in: program)
        madeBySetup = SwiftNames.madeBySetup(in: program)
        let named = SwiftNames.referenced(in: program)
        var uncalled: [SwiftFunction] = []
        let lifecycle = Set(
            (SwiftProgramIndex.appearing + SwiftProgramIndex.disappearing).map(\.0) + ["init"])
        // Only `self`'s methods (its type's, or UIKit types' extensions): a helper type's run
        // when the code makes one.
        let selfName: String?
        switch selfKind {
        case .controller(let name), .viewSubclass(let name), .constraintSubclass(let name): selfName = name
        case .viewExtension: selfName = nil
        }
        // …and a protocol's extension (`extension KeyboardObserving where Self: UIViewController`),
        // whose methods the conforming view controller has.
        let declared = Set(program.types.filter { $0.kind != .extension }.map(\.name))
        let protocolExtensions = Set(
            program.types.filter { type in
                type.kind == .extension && !declared.contains(type.name)
                    && UIKitVocabulary.canonicalType(type.name) == nil
                    && !SwiftProgramIndex.isControllerName(type.name)
            }.map(\.name))
        for declaration in program.types
        where declaration.name == selfName || UIKitVocabulary.canonicalType(declaration.name) != nil
            || protocolExtensions.contains(declaration.name)
        {
            for method in declaration.methods
            where !lifecycle.contains(method.name) && !named.contains(method.name) && !method.isStatic
                && SwiftNames.registersObservers(method.body)
            {
                uncalled.append(method)
            }
        }
        // Free functions that register and that nothing calls (a file of a few functions).
        for function in program.functions
        where !named.contains(function.name) && SwiftNames.registersObservers(function.body) {
            uncalled.append(function)
        }
        uncalledRegistrations = uncalled
    }

    /// The controller class with the keyboard code (the first class deriving from a
    /// `…Controller`), else a `UIView` subclass, else the type extended (a controller extension
    /// stands for a view controller, a `UIView` extension for the bound view).
    private static func chooseSelf(_ program: SwiftProgram) -> SelfKind {
        // A class whose own code (with its extensions') observes the keyboard comes first: a file
        // may hold other controllers.
        let observing = Set(
            program.types.filter { type in type.methods.contains { SwiftNames.registersObservers($0.body) } }
                .map(\.name))
        let classes =
            program.types.filter { $0.kind == .class && observing.contains($0.name) }
            + program.types.filter { $0.kind == .class && !observing.contains($0.name) }
        if let controller = classes.first(where: { $0.inherits.contains(where: isControllerName) }) {
            return .controller(controller.name)
        }
        if let view = classes.first(where: {
            $0.inherits.contains { UIKitVocabulary.canonicalType($0) == "UIView" }
        }) {
            return .viewSubclass(view.name)
        }
        if let constraint = classes.first(where: {
            $0.inherits.contains { UIKitVocabulary.canonicalType($0) == "NSLayoutConstraint" }
        }) {
            return .constraintSubclass(constraint.name)
        }
        let extensions = program.types.filter { $0.kind == .extension }
        if let controller = extensions.first(where: { isControllerName($0.name) }) {
            return .controller(controller.name)
        }
        if extensions.contains(where: { UIKitVocabulary.canonicalType($0.name) == "UIView" }) {
            return .viewExtension
        }
        // An extension of a type declared in another file whose own code observes the keyboard
        // (`extension SignUpScreen { func setUpKeyboard() … }`): that type's object is `self`.
        let declared = Set(program.types.filter { $0.kind != .extension }.map(\.name))
        if let owner = extensions.first(where: {
            observing.contains($0.name) && !declared.contains($0.name)
                && UIKitVocabulary.canonicalType($0.name) == nil
        }) {
            return .controller(owner.name)
        }
        if let first = classes.first { return .controller(first.name) }
        return .controller("UIViewController")
    }

    /// `ChatViewController`, and the abbreviations apps use (`SignUpVC`, `ExercisesTVC`).
    static func isControllerName(_ name: String) -> Bool {
        name.hasSuffix("Controller") || name.hasSuffix("VC")
    }

    /// Whether a property's type is a view, a constraint, or something else.
    static func outletKind(_ type: String?) -> OutletKind {
        guard let type else { return .other }
        if UIKitVocabulary.canonicalType(type) == "NSLayoutConstraint" { return .constraint }
        if UIKitVocabulary.canonicalType(type) == "UIView" { return .view }
        return .other
    }

    /// The stored and computed properties of a type and its extensions.
    func storedProperties(of typeName: String) -> [SwiftProperty] {
        (declarations[typeName] ?? []).flatMap(\.properties).filter { !$0.isStatic }
    }

    func property(named name: String, of typeName: String) -> SwiftProperty? {
        (declarations[typeName] ?? []).lazy.flatMap(\.properties).first { $0.name == name }
    }

    func hasType(_ name: String) -> Bool { declarations[name] != nil }

    /// True for a class or struct the file declares (not only extends): `Type(…)` makes one.
    func declaresType(_ name: String) -> Bool {
        (declarations[name] ?? []).contains { $0.kind != .extension }
    }

    /// The methods named `name` a receiver has: its type's and its extensions', the view
    /// controller extensions' (for a controller), the `UIView` extensions' (for a view).
    func methods(named name: String, of receiver: SwiftValue) -> [SwiftFunction] {
        switch receiver {
        case .object(let object):
            let own = (declarations[object.typeName] ?? []).flatMap(\.methods).filter { $0.name == name }
            if !own.isEmpty { return own }
            // A protocol's extension gives its methods to the types that conform to it.
            let conformances = (declarations[object.typeName] ?? []).flatMap(\.inherits)
            let inherited = conformances.flatMap { (declarations[$0] ?? []).flatMap(\.methods) }.filter {
                $0.name == name && !$0.isStatic
            }
            if !inherited.isEmpty { return inherited }
            switch object.host {
            case .viewController:
                // A file of bare functions (a snippet lifted out of a view controller): its
                // functions are the view controller's methods.
                if program.types.isEmpty, let functions = freeFunctions[name] { return functions }
                return controllerMethods[name] ?? []
            case .view: return viewMethods[name] ?? []
            case .constraint, .none: return []
            }
        case .view:
            return viewMethods[name] ?? []
        case .type(let typeName):
            return ((declarations[typeName] ?? []) + (extensions[typeName] ?? [])).flatMap(\.methods).filter {
                $0.name == name && $0.isStatic
            }
        default:
            guard let type = SwiftProgramIndex.typeName(of: receiver) else { return [] }
            return (extensions[type] ?? []).flatMap(\.methods).filter { $0.name == name && !$0.isStatic }
        }
    }

    /// The canonical UIKit or Foundation type of a value, for its extensions' members.
    static func typeName(of value: SwiftValue) -> String? {
        switch value {
        case .notification: return "Notification"
        case .view: return "UIView"
        case .rect: return "CGRect"
        case .point: return "CGPoint"
        case .size: return "CGSize"
        case .insets: return "UIEdgeInsets"
        case .double: return "Double"
        case .int: return "Int"
        case .constraint: return "NSLayoutConstraint"
        case .notificationCenter: return "NotificationCenter"
        case .animationCurve: return "UIView.AnimationCurve"
        case .animationOptions: return "UIView.AnimationOptions"
        default: return nil
        }
    }

    /// A computed property an extension gives a value (`notification.keyboardHeight`), or a
    /// static one a type has (`Publishers.keyboardHeight`).
    func extensionProperty(named name: String, of receiver: SwiftValue) -> SwiftProperty? {
        if case .type(let typeName) = receiver {
            return ((declarations[typeName] ?? []) + (extensions[typeName] ?? [])).lazy.flatMap(\.properties)
                .first {
                    $0.name == name && $0.isStatic
                }
        }
        guard let type = SwiftProgramIndex.typeName(of: receiver) else { return nil }
        return (extensions[type] ?? []).lazy.flatMap(\.properties).first { $0.name == name && !$0.isStatic }
    }

    func method(named name: String, of receiver: SwiftValue) -> SwiftFunction? {
        methods(named: name, of: receiver).first
    }

    /// The properties of `self` with no value whose kind is `kind` and that the scene has no
    /// object for, by name or by mapping.
    func unmatchedOutlets(of kind: OutletKind, in interpreter: SwiftInterpreter) -> [SwiftProperty] {
        switch selfKind {
        case .controller(let name), .viewSubclass(let name), .constraintSubclass(let name):
            return unmatched(name, kind, interpreter)
        case .viewExtension:
            return []
        }
    }

    private func unmatched(_ typeName: String, _ kind: OutletKind, _ interpreter: SwiftInterpreter)
        -> [SwiftProperty]
    {
        storedProperties(of: typeName).filter { property in
            property.isUnset && SwiftProgramIndex.outletKind(property.type) == kind
                && !assignedInCode.contains(property.name) && !madeBySetup.contains(property.name)
                && interpreter.labObject(named: interpreter.world.mapping[property.name] ?? property.name)
                    == nil
                && property.name != "view"
        }
    }
}
