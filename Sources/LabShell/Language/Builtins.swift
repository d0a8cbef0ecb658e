import Foundation
import KeyboardLab

/// The functions expressions can call: arithmetic (`min`, `max`, `abs`, `round`, `floor`,
/// `ceil`, `sqrt`) and geometry in UIKit's terms (`convert(RECT, from: SPACE, to: SPACE)`,
/// `intersection(RECT, RECT)`, `rect(x, y, w, h)`, `point(x, y)`, `size(w, h)`).
enum Builtins {
    /// One function: its usage line and what it does.
    struct Function {
        var usage: String
        var summary: String
    }

    static let functions: [(String, Function)] = [
        ("min", Function(usage: "min(A, B, …)", summary: "the smallest number")),
        ("max", Function(usage: "max(A, B, …)", summary: "the largest number")),
        ("abs", Function(usage: "abs(X)", summary: "the magnitude")),
        ("round", Function(usage: "round(X)", summary: "to the nearest whole number, halves away from 0")),
        ("floor", Function(usage: "floor(X)", summary: "down to a whole number")),
        ("ceil", Function(usage: "ceil(X)", summary: "up to a whole number")),
        ("sqrt", Function(usage: "sqrt(X)", summary: "the square root")),
        ("exp", Function(usage: "exp(X)", summary: "e to the power X (a spring's decay: exp(-w * t))")),
        (
            "convert",
            Function(
                usage: "convert(RECT|POINT, from: SPACE, to: SPACE)",
                summary:
                    "UIView.convert: SPACE is a view, window (or nil) or screen (portrait-fixed before iOS 8: "
                    + "a landscape rect turns between them and a view)")
        ),
        (
            "intersection",
            Function(
                usage: "intersection(RECT, RECT)",
                summary: "CGRect.intersection; CGRect.null when they do not meet")
        ),
        ("rect", Function(usage: "rect(X, Y, WIDTH, HEIGHT)", summary: "a CGRect")),
        ("point", Function(usage: "point(X, Y)", summary: "a CGPoint")),
        ("size", Function(usage: "size(WIDTH, HEIGHT)", summary: "a CGSize")),
    ]

    static var names: [String] { functions.map(\.0) }

    static func call(
        _ name: String, _ arguments: [Expr.Argument], nameRange: SourceRange, range: SourceRange,
        in session: Session
    ) throws(Diagnostic) -> Value {
        guard let function = functions.first(where: { $0.0 == name })?.1 else {
            // `gap(box)` is how `watch` spells a probe; in an expression it is `gap.box`.
            var member: String?
            if arguments.count == 1, case .reference(let object, _) = arguments[0].value {
                let spelled = "\(name).\(object)"
                if (try? session.evaluate(.reference(spelled, nameRange))) != nil { member = spelled }
            }
            throw Diagnostic(
                .runtime, at: nameRange, message: "unknown function '\(SourceText.abbreviated(name))'",
                expected: "a function: " + names.joined(separator: ", "),
                suggestion: member.map { "in an expression this reads \($0)" }
                    ?? Suggestion.didYouMean(name, in: names))
        }
        func wrongArguments(_ detail: String) -> Diagnostic {
            Diagnostic(
                .runtime, at: range, message: "\(name) \(detail)", expected: function.usage,
                suggestion: "usage: \(function.usage)")
        }
        func unlabelled(_ count: ClosedRange<Int>) throws(Diagnostic) -> [Expr] {
            guard count.contains(arguments.count) else {
                throw wrongArguments(
                    count.lowerBound == count.upperBound
                        ? "takes \(count.lowerBound) argument\(count.lowerBound == 1 ? "" : "s")"
                        : "takes at least \(count.lowerBound) argument\(count.lowerBound == 1 ? "" : "s")")
            }
            if let labelled = arguments.first(where: { $0.label != nil }) {
                throw Diagnostic(
                    .runtime, at: labelled.labelRange ?? range,
                    message: "\(name) takes no '\(labelled.label ?? ""):' label", expected: function.usage)
            }
            return arguments.map(\.value)
        }
        func numbers(_ count: ClosedRange<Int>) throws(Diagnostic) -> [Double] {
            var result: [Double] = []
            let exprs = try unlabelled(count)
            for (index, expr) in exprs.enumerated() {
                result.append(
                    try session.number(
                        expr, for: argument(index, of: name, count: exprs.count, usage: function.usage)))
            }
            return result
        }
        switch name {
        case "min": return .number(try numbers(1...Int.max).min() ?? 0)
        case "max": return .number(try numbers(1...Int.max).max() ?? 0)
        case "abs": return .number(abs(try numbers(1...1)[0]))
        case "round": return .number(try numbers(1...1)[0].rounded(.toNearestOrAwayFromZero))
        case "floor": return .number(try numbers(1...1)[0].rounded(.down))
        case "ceil": return .number(try numbers(1...1)[0].rounded(.up))
        case "sqrt":
            let x = try numbers(1...1)[0]
            guard x >= 0 else { throw wrongArguments("needs a number ≥ 0") }
            return .number(x.squareRoot())
        case "exp":
            let x = try numbers(1...1)[0]
            guard x <= 700 else { throw wrongArguments("needs X ≤ 700 (e^X is beyond a double)") }
            return .number(Foundation.exp(x))
        case "rect":
            let v = try numbers(4...4)
            // Its edges must be numbers too: rect(1e308, 0, 1e308, 1).maxX was infinity.
            for (origin, length, edge) in [(v[0], v[2], "x + width"), (v[1], v[3], "y + height")]
            where !(origin + length).isFinite {
                throw wrongArguments("reaches past the largest number (\(edge) is beyond 1.8e308)")
            }
            return .rect(Rect(x: v[0], y: v[1], width: v[2], height: v[3]))
        case "point":
            let v = try numbers(2...2)
            return .point(Point(x: v[0], y: v[1]))
        case "size":
            let v = try numbers(2...2)
            return .size(Size(width: v[0], height: v[1]))
        case "intersection":
            let pair = try unlabelled(2...2)
            let a = try rect(pair[0], at: 0, of: name, session)
            let b = try rect(pair[1], at: 1, of: name, session)
            guard !a.isNull, !b.isNull, let common = a.intersection(b) else { return .rect(.null) }
            return .rect(common)
        default:
            return try convert(arguments, range: range, usage: function.usage, session)
        }
    }

    /// How an error names argument `index` of `function`: `the 4th argument of rect (height)`,
    /// the name from the usage line (`rect(X, Y, WIDTH, HEIGHT)`) where it has one.
    static func argument(_ index: Int, of function: String, count: Int, usage: String) -> String {
        let inside = usage.drop { $0 != "(" }.dropFirst().prefix { $0 != ")" }
        let names = inside.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        let name =
            index < names.count && names[index].allSatisfy(\.isLetter) ? names[index].lowercased() : nil
        let which = count == 1 ? "the argument" : "the \(ordinal(index + 1)) argument"
        return "\(which) of \(function)" + (name.map { " (\($0))" } ?? "")
    }

    /// 1st, 2nd, 3rd, 4th, …, 11th, 12th, 13th, 21st.
    static func ordinal(_ n: Int) -> String {
        let suffix: String
        switch (n % 10, n % 100) {
        case (_, 11...13): suffix = "th"
        case (1, _): suffix = "st"
        case (2, _): suffix = "nd"
        case (3, _): suffix = "rd"
        default: suffix = "th"
        }
        return "\(n)\(suffix)"
    }

    private static func rect(_ expr: Expr, at index: Int, of function: String, _ session: Session)
        throws(Diagnostic) -> Rect
    {
        let value = try session.evaluate(expr)
        guard case .rect(let rect) = value else {
            throw Diagnostic(
                .runtime, at: expr.range,
                message: "the \(ordinal(index + 1)) argument of \(function) is \(value.typeName)",
                expected: "a rect such as note.frameEnd or root.bounds")
        }
        return rect
    }

    /// `convert(VALUE, from: SPACE, to: SPACE)`: UIKit's `to.convert(value, from: from)`.
    private static func convert(
        _ arguments: [Expr.Argument], range: SourceRange, usage: String, _ session: Session
    ) throws(Diagnostic) -> Value {
        guard arguments.count == 3, arguments[0].label == nil, arguments[1].label == "from",
            arguments[2].label == "to"
        else {
            throw Diagnostic(
                .runtime, at: range, message: "convert needs a value, from: and to:", expected: usage,
                suggestion: "e.g. convert(note.frameEnd, from: screen, to: root)")
        }
        let from = try space(arguments[1].value, label: "from:", session)
        let to = try space(arguments[2].value, label: "to:", session)
        let value = try session.evaluate(arguments[0].value)
        let lab = session.state(LabState.self)
        let root = lab.rootView
        func moved(_ rect: Rect) -> Rect {
            // Between the screen or window and a view the profile decides: before iOS 8 those
            // two are portrait-fixed and the conversion turns a landscape rect (facts §7).
            switch (from.space, to.space) {
            case (.view, .view): break
            case (.view(let view), let reported):
                return lab.simulator.convert(rect, from: view, toReported: reported)
            case (let reported, .view(let view)):
                return lab.simulator.convert(reported: rect, from: reported, to: view)
            default: break
            }
            let inScreen: Rect
            switch from.space {
            case .screen: inScreen = rect
            case .window: inScreen = root.convert(root.convert(rect, from: .window), to: .screen)
            case .view(let view): inScreen = view.convert(rect, to: .screen)
            }
            switch to.space {
            case .screen: return inScreen
            case .window: return root.convert(root.convert(inScreen, from: .screen), to: .window)
            case .view(let view): return view.convert(inScreen, from: .screen)
            }
        }
        switch value {
        case .rect(let rect):
            // CGRect.null stays null wherever it is seen from (turned, its infinite origin
            // became -infinity or nan and no longer read as null).
            if rect.isNull { return .rect(.null) }
            let converted = moved(rect)
            guard converted.isFinite else {
                throw Diagnostic.failure(
                    "converting the rect reaches past the largest number (1.8e308)", at: range)
            }
            return .rect(converted)
        case .point(let point):
            // A point turns on its own (as a rect of no size (0, 0) would be CGRect.zero).
            switch (from.space, to.space) {
            case (.view, .view): break
            case (.view(let view), let reported):
                return .point(lab.simulator.convert(point, from: view, toReported: reported))
            case (let reported, .view(let view)):
                return .point(lab.simulator.convert(reported: point, from: reported, to: view))
            default: break
            }
            return .point(moved(Rect(origin: point, size: .zero)).origin)
        default:
            throw Diagnostic(
                .runtime, at: arguments[0].value.range,
                message: "convert takes a rect or a point, found \(value.typeName)", expected: usage)
        }
    }

    /// A coordinate space named by an argument: a view (or a variable naming one), `window`,
    /// `nil` (the window, as UIKit's `convert(_:from: nil)`) or `screen`.
    struct Space {
        var space: CoordinateSpace
    }

    private static func space(_ expr: Expr, label: String, _ session: Session) throws(Diagnostic) -> Space {
        guard case .reference(let word, let range) = expr else {
            throw Diagnostic(
                .runtime, at: expr.range, message: "\(label) is not a coordinate space",
                expected: "a view name, window, nil or screen")
        }
        let name = session.objectName(word)
        switch name {
        case "screen": return Space(space: .screen)
        case "window", "nil": return Space(space: .window)
        default:
            let view = try session.state(LabState.self).view(named: name, at: range)
            return Space(space: .view(view))
        }
    }
}
