import SwiftSyntax

/// The names a piece of syntax spells (identifiers, members, `#selector` targets, Swift 2's
/// string selectors) and whether it is about the keyboard: what reachability is computed from.
final class SwiftNameCollector: SyntaxVisitor {
    private(set) var names: Set<String> = []
    private(set) var mentionsKeyboard = false

    /// True when the code registers a keyboard observer or uses the keyboard layout guide: a
    /// root of what the lab runs (a method merely naming the keyboard, `dismissKeyboard()`, is not).
    var observesKeyboard: Bool {
        mentionsKeyboard
            && !names.isDisjoint(with: [
                "addObserver", "addObserverForName", "publisher", "keyboardLayoutGuide",
            ])
    }
    /// Names assigned to (`x = …`, `x += …`, `self.x = …`).
    private(set) var assigned: Set<String> = []

    init() { super.init(viewMode: .sourceAccurate) }

    static func collect(_ node: some SyntaxProtocol) -> SwiftNameCollector {
        let collector = SwiftNameCollector()
        collector.walk(node)
        return collector
    }

    override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
        if token.text.lowercased().contains("keyboard") { mentionsKeyboard = true }
        return .visitChildren
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        names.insert(node.baseName.text)
        return .visitChildren
    }

    override func visit(_ node: StringSegmentSyntax) -> SyntaxVisitorContinueKind {
        let text = node.content.text
        if text.hasSuffix(":"), !text.contains(" ") { names.insert(String(text.prefix { $0 != ":" })) }
        return .visitChildren
    }

    override func visit(_ node: InfixOperatorExprSyntax) -> SyntaxVisitorContinueKind {
        let isAssignment =
            node.operator.is(AssignmentExprSyntax.self)
            || (node.operator.as(BinaryOperatorExprSyntax.self)?.operator.text.hasSuffix("=") ?? false)
        if isAssignment {
            if let reference = node.leftOperand.as(DeclReferenceExprSyntax.self) {
                assigned.insert(reference.baseName.text)
            } else if let member = node.leftOperand.as(MemberAccessExprSyntax.self) {
                assigned.insert(member.declName.baseName.text)
            }
        }
        return .visitChildren
    }
}
