import SwiftOperators
import SwiftParser
import SwiftParserDiagnostics
import SwiftReader
import SwiftSyntax

/// Reads a Swift file into the lab's IR with the toolchain's swift-syntax: parses it, folds its
/// operators, finds the keyboard observers and the code they reach, and lowers that code.
/// What the observers do not reach is skipped and listed (`explain` says so); what they reach
/// and is outside the subset refuses the file, each at its line and column.
public enum SwiftFileReader {
    /// The methods UIKit calls on a view controller or view the lab brings on screen.
    static let lifecycle: Set<String> = [
        "viewDidLoad", "viewWillAppear", "viewDidAppear", "viewWillDisappear", "viewDidDisappear", "deinit",
        "awakeFromNib", "didMoveToSuperview", "didMoveToWindow",
    ]

    public static func read(_ source: String, fileName: String) -> SwiftReading {
        let lines = source.reduce(into: 1) { count, c in if c == "\n" { count += 1 } }
        if source.utf8.count > SwiftReaderLimits.bytes || lines > SwiftReaderLimits.lines {
            return .refused([
                SwiftDiagnostic(
                    at: SwiftLocation(line: 1, column: 1),
                    "the file has \(lines) lines and \(source.utf8.count) bytes; the lab reads at most "
                        + "\(SwiftReaderLimits.lines) lines and \(SwiftReaderLimits.bytes) bytes",
                    suggestion: "keep the view controller's keyboard code in a file of its own")
            ])
        }
        let tree = Parser.parse(source: source)
        let converter = SourceLocationConverter(fileName: fileName, tree: tree)
        let syntaxErrors = ParseDiagnosticsGenerator.diagnostics(for: tree).filter {
            $0.diagMessage.severity == .error
        }
        if !syntaxErrors.isEmpty {
            return .refused(
                syntaxErrors.prefix(SwiftReaderLimits.errorsReported).map { diagnostic in
                    let at = diagnostic.location(converter: converter)
                    return SwiftDiagnostic(
                        at: SwiftLocation(line: at.line, column: at.column),
                        "Swift syntax: \(diagnostic.message)",
                        suggestion: "the file must compile as Swift")
                })
        }
        var foldErrors: [SwiftDiagnostic] = []
        let foldedSyntax = OperatorTable.standardOperators.foldAll(tree) { error in
            let at = error.asDiagnostic.location(converter: converter)
            foldErrors.append(
                SwiftDiagnostic(
                    at: SwiftLocation(line: at.line, column: at.column),
                    "an operator the lab does not know: \(error.message)",
                    suggestion: "use Swift's standard operators"))
        }
        guard foldErrors.isEmpty, let folded = foldedSyntax.as(SourceFileSyntax.self) else {
            return .refused(Array(foldErrors.prefix(SwiftReaderLimits.errorsReported)))
        }
        var reader = FileLowering(converter: converter, fileName: fileName)
        return reader.read(folded)
    }
}

/// One file's lowering: declarations collected, reachability from the observers, then the
/// reachable code lowered and the rest listed as skipped.
private struct FileLowering {
    let converter: SourceLocationConverter
    let fileName: String
    var lowering: SwiftLowering
    var errors: [SwiftDiagnostic] = []

    init(converter: SourceLocationConverter, fileName: String) {
        self.converter = converter
        self.fileName = fileName
        self.lowering = SwiftLowering(converter: converter)
    }

    /// A member found in the file, with what it spells.
    struct Member {
        var owner: Int?
        var name: String
        var decl: DeclSyntax
        var names: SwiftNameCollector
        var isFunction: Bool
        var isLifecycle: Bool
    }

    struct TypeInfo {
        var name: String
        var kind: SwiftTypeDeclaration.Kind
        var inherits: [String]
        var location: SwiftLocation
        var decl: DeclSyntax
    }

    mutating func read(_ file: SourceFileSyntax) -> SwiftReading {
        var types: [TypeInfo] = []
        var members: [Member] = []
        var topLevel: [CodeBlockItemSyntax] = []
        var skipped: [SwiftSkippedDeclaration] = []

        func addMembers(of block: MemberBlockSyntax, owner: Int) {
            for item in IfConfigChoice.members(block.members) {
                let decl = item.decl
                let collector = SwiftNameCollector.collect(decl)
                if let function = decl.as(FunctionDeclSyntax.self) {
                    let name = function.name.text
                    members.append(
                        Member(
                            owner: owner, name: name, decl: decl, names: collector, isFunction: true,
                            isLifecycle: SwiftFileReader.lifecycle.contains(name)))
                } else if decl.is(InitializerDeclSyntax.self) {
                    // The initializer of `self`'s type runs at bind as UIKit makes the object (its
                    // set-up kept, as viewDidLoad's); a helper type's runs whole when made.
                    members.append(
                        Member(
                            owner: owner, name: "init", decl: decl, names: collector, isFunction: true,
                            isLifecycle: selfCandidate(types[owner])))
                } else if decl.is(DeinitializerDeclSyntax.self) {
                    members.append(
                        Member(
                            owner: owner, name: "deinit", decl: decl, names: collector, isFunction: true,
                            isLifecycle: true))
                } else if let variable = decl.as(VariableDeclSyntax.self) {
                    for binding in variable.bindings {
                        let name =
                            binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
                            ?? binding.pattern.trimmedDescription
                        members.append(
                            Member(
                                owner: owner, name: name, decl: decl, names: collector, isFunction: false,
                                isLifecycle: false))
                    }
                } else {
                    skipped.append(skip(decl, name: declarationName(decl)))
                }
            }
        }

        for item in IfConfigChoice.statements(file.statements) {
            switch item.item {
            case .decl(let decl):
                if let type = decl.as(ClassDeclSyntax.self) {
                    types.append(info(type.name.text, .class, type.inheritanceClause, decl))
                    addMembers(of: type.memberBlock, owner: types.count - 1)
                } else if let type = decl.as(StructDeclSyntax.self) {
                    types.append(info(type.name.text, .struct, type.inheritanceClause, decl))
                    addMembers(of: type.memberBlock, owner: types.count - 1)
                } else if let type = decl.as(ExtensionDeclSyntax.self) {
                    types.append(
                        info(type.extendedType.trimmedDescription, .extension, type.inheritanceClause, decl))
                    addMembers(of: type.memberBlock, owner: types.count - 1)
                } else if let function = decl.as(FunctionDeclSyntax.self) {
                    members.append(
                        Member(
                            owner: nil, name: function.name.text, decl: decl,
                            names: SwiftNameCollector.collect(decl),
                            isFunction: true, isLifecycle: false))
                } else if decl.is(ImportDeclSyntax.self) {
                    continue
                } else if decl.is(VariableDeclSyntax.self) {
                    topLevel.append(item)
                } else {
                    skipped.append(skip(decl, name: declarationName(decl)))
                }
            case .stmt, .expr:
                topLevel.append(item)
            @unknown default:
                topLevel.append(item)
            }
        }

        // Reachability. Roots: top-level statements, the methods that register keyboard observers
        // or use the keyboard layout guide, the methods named by a selector in them; then
        // whatever reached code names.
        let typeNames = Set(types.map(\.name))
        var reached = Set<Int>()  // indices into members (functions)
        var namesReached = Set<String>()
        for item in topLevel { namesReached.formUnion(SwiftNameCollector.collect(item).names) }
        for (index, member) in members.enumerated()
        where member.isFunction && !member.isLifecycle && member.names.observesKeyboard {
            reached.insert(index)
        }
        // A file that registers nothing (its handlers' registration is in another file): the
        // methods whose names say which keyboard notification they handle are the roots.
        let registersSomewhere =
            members.contains { $0.isFunction && $0.names.observesKeyboard }
            || topLevel.contains { SwiftNameCollector.collect($0).observesKeyboard }
        if !registersSomewhere, let rx = ReactiveFinder.first(in: file) {
            // RxSwift's (or ReactiveSwift's) notification streams: the keyboard observed through a
            // framework the lab does not run; refused where they start, not as "no observer".
            return .refused([
                lowering.refuse(
                    rx, "observing through \(rx.trimmedDescription) (a reactive framework's extension)",
                    "observe with NotificationCenter's addObserver(…) or Combine's publisher(for:)")
            ])
        }
        if !registersSomewhere {
            for (index, member) in members.enumerated() where member.isFunction && !member.isLifecycle {
                guard let function = member.decl.as(FunctionDeclSyntax.self) else { continue }
                let types = function.signature.parameterClause.parameters.map(\.type.trimmedDescription)
                if SwiftNames.notificationNamed(byHandler: member.name, parameterTypes: types) != nil {
                    reached.insert(index)
                }
            }
        }
        // Lifecycle methods keep the statements that are about the keyboard or name reached code.
        var keptStatements: [Int: [CodeBlockItemSyntax]] = [:]
        var setups: [SyntaxIdentifier: String] = [:]
        let propertyNames = Set(members.filter { !$0.isFunction }.map(\.name))
        let scene = sceneNames(members)
        var changed = true
        while changed {
            changed = false
            for index in reached { namesReached.formUnion(members[index].names.names) }
            // A stored property the code uses brings what its value, getter and observers name.
            for member in members where !member.isFunction && namesReached.contains(member.name) {
                let before = namesReached.count
                namesReached.formUnion(member.names.names)
                if namesReached.count != before { changed = true }
            }
            for (index, member) in members.enumerated()
            where member.isFunction && !reached.contains(index) && !member.isLifecycle {
                if namesReached.contains(member.name) {
                    reached.insert(index)
                    changed = true
                }
            }
            let state = propertyNames.intersection(namesReached).subtracting(scene)
            for (index, member) in members.enumerated() where member.isLifecycle {
                let body = lifecycleBody(member.decl)
                let collectors = body.map { SwiftNameCollector.collect($0) }
                var keep = Set<Int>()
                for (position, item) in body.enumerated() {
                    let collector = collectors[position]
                    let isSuper = item.trimmedDescription.hasPrefix("super.")
                    // About the keyboard, calling reached code, or touching state reached code uses
                    // (a stored property that is no scene object), or managing observers.
                    let relevant =
                        collector.mentionsKeyboard || isSuper
                        || !collector.names.isDisjoint(with: reachedFunctionNames(members, reached))
                        || !collector.names.isDisjoint(with: state)
                        || !collector.names.isDisjoint(with: [
                            "removeObserver", "addObserver", "publisher", "cancel",
                        ])
                        || !collector.assigned.isDisjoint(with: FileLowering.layoutMembers)
                        || !collector.names.isDisjoint(with: ["activate", "deactivate", "layoutIfNeeded"])
                    if relevant { keep.insert(position) }
                    // Set-up that makes a scene object the kept code uses: kept, marked, decided at bind.
                    if let made = collector.assigned.intersection(scene).intersection(namesReached).first,
                        !keep.contains(position)
                    {
                        keep.insert(position)
                        setups[item.id] = made
                    }
                }
                // The locals the kept statements use come with them (`let center = NotificationCenter.default`).
                var grew = true
                while grew {
                    grew = false
                    let used = keep.reduce(into: Set<String>()) { $0.formUnion(collectors[$1].names) }
                    for (position, item) in body.enumerated() where !keep.contains(position) {
                        guard case .decl(let decl) = item.item,
                            let variable = decl.as(VariableDeclSyntax.self)
                        else {
                            continue
                        }
                        let declared = variable.bindings.compactMap {
                            $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
                        }
                        if !used.isDisjoint(with: declared) {
                            keep.insert(position)
                            grew = true
                        }
                    }
                }
                let kept = body.enumerated().filter { keep.contains($0.offset) }.map(\.element)
                if kept.count != keptStatements[index]?.count {
                    keptStatements[index] = kept
                    for item in kept {
                        let before = namesReached.count
                        namesReached.formUnion(SwiftNameCollector.collect(item).names)
                        if namesReached.count != before { changed = true }
                    }
                }
            }
        }
        // User types named by reached code come whole.
        var typesReached = Set<Int>()
        for (index, type) in types.enumerated()
        where type.kind != .extension && namesReached.contains(type.name) {
            typesReached.insert(index)
        }
        for (index, member) in members.enumerated() where member.isFunction {
            if let owner = member.owner, typesReached.contains(owner), types[owner].kind != .extension,
                !selfCandidate(types[owner])
            {
                reached.insert(index)
            }
        }

        // Lowering.
        var loweredTypes: [SwiftTypeDeclaration] = types.map { type in
            SwiftTypeDeclaration(
                name: type.name, kind: type.kind, inherits: type.inherits, properties: [], methods: [],
                location: type.location)
        }
        var functions: [SwiftFunction] = []
        for (index, member) in members.enumerated() {
            if member.isFunction {
                if member.isLifecycle {
                    let kept = keptStatements[index] ?? []
                    guard let lowered = lowerLifecycle(member, kept: kept, setups: setups) else { continue }
                    if let owner = member.owner { loweredTypes[owner].methods.append(lowered) }
                    for item in lifecycleBody(member.decl) where !kept.contains(where: { $0.id == item.id }) {
                        skipped.append(skip(item, name: "\(member.name): \(firstLine(item))"))
                    }
                    continue
                }
                guard reached.contains(index) else {
                    skipped.append(skip(member.decl, name: declarationName(member.decl)))
                    continue
                }
                guard let lowered = lowerFunction(member.decl) else { continue }
                if let owner = member.owner {
                    loweredTypes[owner].methods.append(lowered)
                } else {
                    functions.append(lowered)
                }
            } else {
                let owner = member.owner.map { types[$0] }
                let usedByOwnType =
                    owner.map { typesReached.contains(member.owner ?? -1) && $0.kind != .extension } ?? false
                guard namesReached.contains(member.name) || usedByOwnType else {
                    if let variable = member.decl.as(VariableDeclSyntax.self),
                        variable.bindings.first?.pattern.trimmedDescription == member.name
                            || variable.bindings.count == 1
                    {
                        skipped.append(skip(member.decl, name: "var \(member.name)"))
                    }
                    continue
                }
                guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
                do {
                    let properties = try lowering.properties(variable, isSceneObject: isSceneObject)
                    for property in properties where property.name == member.name {
                        if let owner = member.owner { loweredTypes[owner].properties.append(property) }
                    }
                } catch {
                    errors.append(error)
                }
            }
        }
        var statements: [SwiftStatement] = []
        for item in topLevel {
            do {
                statements += try lowering.statement(item)
            } catch {
                errors.append(error)
            }
        }
        _ = typeNames
        if !errors.isEmpty {
            return .refused(
                Array(errors.sorted { $0.location < $1.location }.prefix(SwiftReaderLimits.errorsReported)))
        }
        return .program(
            SwiftProgram(
                fileName: fileName, types: loweredTypes, functions: functions, statements: statements,
                skipped: skipped.sorted { $0.location < $1.location }))
    }

    /// What a set-up statement changes that moves views with the keyboard: kept in `viewDidLoad`
    /// and its kin even on a scene object (`bottomConstraint.isActive = false`,
    /// `tableView.keyboardDismissMode = .interactive`), where `tableView.dataSource = self` is not.
    static let layoutMembers: Set<String> = [
        "constant", "isActive", "priority", "frame", "center", "transform", "alpha", "contentInset",
        "scrollIndicatorInsets", "verticalScrollIndicatorInsets", "contentOffset", "keyboardDismissMode",
        "followsUndockedKeyboard", "usesBottomSafeArea", "keyboardDismissPadding", "additionalSafeAreaInsets",
    ]

    /// The type `self` may be: a view controller or view class (its own members are all kept
    /// through reachability, not wholesale).
    private func selfCandidate(_ type: TypeInfo) -> Bool {
        type.inherits.contains { $0.hasSuffix("Controller") || $0.hasPrefix("UI") }
    }

    private func reachedFunctionNames(_ members: [Member], _ reached: Set<Int>) -> Set<String> {
        Set(reached.map { members[$0].name })
    }

    /// Properties standing for scene objects (views, constraints): their names bind to the lab's.
    private func sceneNames(_ members: [Member]) -> Set<String> {
        Set(
            members.filter { member in
                guard !member.isFunction, let variable = member.decl.as(VariableDeclSyntax.self) else {
                    return false
                }
                return variable.bindings.contains { binding in
                    isSceneObject(binding.typeAnnotation?.type.trimmedDescription, binding.initializer?.value)
                }
            }.map(\.name))
    }

    /// A view or constraint: by its declared type, or by an initializer that makes one.
    private func isSceneObject(_ type: String?, _ initial: ExprSyntax?) -> Bool {
        if let type, let canonical = UIKitVocabulary.canonicalType(type) {
            return canonical == "UIView" || canonical == "NSLayoutConstraint"
        }
        guard let initial else { return false }
        var expression = initial
        // `lazy var bar: UIView = { … }()` and `let bar = UIView()`.
        if let call = expression.as(FunctionCallExprSyntax.self) {
            if call.calledExpression.is(ClosureExprSyntax.self) { return true }
            expression = call.calledExpression
        }
        let name = expression.trimmedDescription
        guard let canonical = UIKitVocabulary.canonicalType(name) else { return false }
        return canonical == "UIView" || canonical == "NSLayoutConstraint"
    }

    private func lifecycleBody(_ decl: DeclSyntax) -> [CodeBlockItemSyntax] {
        if let function = decl.as(FunctionDeclSyntax.self) { return Array(function.body?.statements ?? []) }
        if let deinitializer = decl.as(DeinitializerDeclSyntax.self) {
            return Array(deinitializer.body?.statements ?? [])
        }
        if let initializer = decl.as(InitializerDeclSyntax.self) {
            return Array(initializer.body?.statements ?? [])
        }
        return []
    }

    private mutating func lowerLifecycle(
        _ member: Member, kept: [CodeBlockItemSyntax], setups: [SyntaxIdentifier: String]
    ) -> SwiftFunction? {
        do {
            var body: [SwiftStatement] = []
            for item in kept {
                let lowered = try lowering.statement(item)
                if let made = setups[item.id] {
                    body += lowered.map {
                        SwiftStatement(.sceneSetup(property: made, statement: $0), at: $0.location)
                    }
                } else {
                    body += lowered
                }
            }
            if let function = member.decl.as(FunctionDeclSyntax.self) {
                var lowered = SwiftFunction(
                    name: member.name,
                    parameters: try lowering.parameters(function.signature.parameterClause.parameters),
                    body: body, location: lowering.location(function.name),
                    endLine: lowering.endLine(function))
                lowered.isStatic = false
                return lowered
            }
            if let initializer = member.decl.as(InitializerDeclSyntax.self) {
                return SwiftFunction(
                    name: "init",
                    parameters: try lowering.parameters(initializer.signature.parameterClause.parameters),
                    body: body, location: lowering.location(initializer.initKeyword),
                    endLine: lowering.endLine(initializer))
            }
            if let deinitializer = member.decl.as(DeinitializerDeclSyntax.self) {
                return SwiftFunction(
                    name: "deinit", parameters: [], body: body,
                    location: lowering.location(deinitializer.deinitKeyword),
                    endLine: lowering.endLine(deinitializer))
            }
        } catch {
            errors.append(error)
        }
        return nil
    }

    private mutating func lowerFunction(_ decl: DeclSyntax) -> SwiftFunction? {
        do {
            if let function = decl.as(FunctionDeclSyntax.self) { return try lowering.function(function) }
            if let initializer = decl.as(InitializerDeclSyntax.self) {
                return try lowering.initializer(initializer)
            }
            if let deinitializer = decl.as(DeinitializerDeclSyntax.self) {
                return try lowering.deinitializer(deinitializer)
            }
        } catch {
            errors.append(error)
        }
        return nil
    }

    private func info(
        _ name: String, _ kind: SwiftTypeDeclaration.Kind, _ clause: InheritanceClauseSyntax?,
        _ decl: DeclSyntax
    )
        -> TypeInfo
    {
        TypeInfo(
            name: name, kind: kind, inherits: clause?.inheritedTypes.map(\.type.trimmedDescription) ?? [],
            location: lowering.location(decl), decl: decl)
    }

    private func skip(_ node: some SyntaxProtocol, name: String) -> SwiftSkippedDeclaration {
        SwiftSkippedDeclaration(
            name: name, location: lowering.location(node), endLine: lowering.endLine(node))
    }

    private func firstLine(_ node: some SyntaxProtocol) -> String {
        String(node.trimmedDescription.prefix { $0 != "\n" }.prefix(60))
    }

    private func declarationName(_ decl: DeclSyntax) -> String {
        if let function = decl.as(FunctionDeclSyntax.self) { return "func \(function.name.text)" }
        if let type = decl.as(ClassDeclSyntax.self) { return "class \(type.name.text)" }
        if let type = decl.as(StructDeclSyntax.self) { return "struct \(type.name.text)" }
        if let type = decl.as(EnumDeclSyntax.self) { return "enum \(type.name.text)" }
        if let type = decl.as(ProtocolDeclSyntax.self) { return "protocol \(type.name.text)" }
        if decl.is(InitializerDeclSyntax.self) { return "init" }
        if let variable = decl.as(VariableDeclSyntax.self) {
            return "var " + variable.bindings.map(\.pattern.trimmedDescription).joined(separator: ", ")
        }
        return firstLine(decl)
    }
}

/// `#if` as an iOS build sees it: the first clause whose condition holds for UIKit on iOS
/// (`canImport(UIKit)`, `os(iOS)`, `swift(>=5)`, `!os(macOS)`; an unknown flag such as `DEBUG` is
/// false), its items read in place of the `#if` (libraries wrap whole files in `#if canImport(UIKit)`).
enum IfConfigChoice {
    static func statements(_ items: CodeBlockItemListSyntax) -> [CodeBlockItemSyntax] {
        var result: [CodeBlockItemSyntax] = []
        for item in items {
            guard case .decl(let decl) = item.item, let config = decl.as(IfConfigDeclSyntax.self) else {
                result.append(item)
                continue
            }
            if case .statements(let inner)? = chosen(config)?.elements { result += statements(inner) }
        }
        return result
    }

    static func members(_ items: MemberBlockItemListSyntax) -> [MemberBlockItemSyntax] {
        var result: [MemberBlockItemSyntax] = []
        for item in items {
            guard let config = item.decl.as(IfConfigDeclSyntax.self) else {
                result.append(item)
                continue
            }
            if case .decls(let inner)? = chosen(config)?.elements { result += members(inner) }
        }
        return result
    }

    private static func chosen(_ config: IfConfigDeclSyntax) -> IfConfigClauseSyntax? {
        config.clauses.first { clause in clause.condition.map(holds) ?? true }
    }

    private static func holds(_ condition: ExprSyntax) -> Bool {
        if let prefix = condition.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
            return !holds(prefix.expression)
        }
        if let tuple = condition.as(TupleExprSyntax.self), let only = tuple.elements.first {
            return holds(only.expression)
        }
        if let infix = condition.as(InfixOperatorExprSyntax.self),
            let op = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text
        {
            if op == "&&" { return holds(infix.leftOperand) && holds(infix.rightOperand) }
            if op == "||" { return holds(infix.leftOperand) || holds(infix.rightOperand) }
        }
        if let sequence = condition.as(SequenceExprSyntax.self) {
            // Unfolded `a && b || c`: read left to right, as the compiler's precedence does for these two.
            var value = false
            var pending = "||"
            for element in sequence.elements {
                if let op = element.as(BinaryOperatorExprSyntax.self) {
                    pending = op.operator.text
                } else {
                    value = pending == "&&" ? value && holds(element) : value || holds(element)
                }
            }
            return value
        }
        if let call = condition.as(FunctionCallExprSyntax.self),
            let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
        {
            let argument = call.arguments.first?.expression.trimmedDescription ?? ""
            switch name {
            case "canImport":
                return ["UIKit", "Foundation", "Combine", "CoreGraphics", "QuartzCore"].contains(argument)
            case "os": return argument == "iOS"
            case "targetEnvironment": return false
            case "swift", "compiler": return true
            case "arch": return argument == "arm64"
            default: return false
            }
        }
        if let literal = condition.as(BooleanLiteralExprSyntax.self) { return literal.literal.text == "true" }
        return false
    }
}

/// The first `.rx` or `.reactive` member access of a file (RxSwift's `NotificationCenter.default.rx`,
/// ReactiveSwift's `.reactive`).
final class ReactiveFinder: SyntaxVisitor {
    private(set) var found: MemberAccessExprSyntax?

    static func first(in node: some SyntaxProtocol) -> MemberAccessExprSyntax? {
        let finder = ReactiveFinder(viewMode: .sourceAccurate)
        finder.walk(node)
        return finder.found
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        if found == nil, ["rx", "reactive"].contains(node.declName.baseName.text), node.base != nil {
            found = node
        }
        return found == nil ? .visitChildren : .skipChildren
    }
}
