import KeyboardLab

/// Reads keyboard scenarios written as the shell's scenario commands (`show-keyboard`,
/// `quicktype off`, `rotate landscape`, …) from raw text, for `compare … on S1, S2, …` and the
/// commands whose arguments are free-form lists. Every word keeps its column, so a mistake is
/// reported where it was typed.
struct ScenarioParser {
    /// One word of the text and where it sits.
    struct Word {
        var text: String
        var range: SourceRange
    }

    /// The scenario command names, in help order.
    static let commandNames = [
        "show-keyboard", "hide-keyboard", "focus", "quicktype", "keyboard-kind", "accessory",
        "hardware-keyboard", "rotate", "undock", "split", "float", "dock", "drag-keyboard",
        "interactive-dismiss", "other-app", "third-party-keyboard", "repeat-wills",
    ]

    /// Splits `text` (typed at `range`) into words at spaces, and into groups at commas.
    static func groups(of text: String, at range: SourceRange) -> [[Word]] {
        var groups: [[Word]] = [[]]
        var current = ""
        var start = 0
        func flush(_ end: Int) {
            if !current.isEmpty {
                groups[groups.count - 1].append(
                    Word(
                        text: current,
                        range: SourceRange(
                            line: range.line, column: range.column + start, length: end - start)))
            }
            current = ""
        }
        for (offset, character) in text.enumerated() {
            if character == "," {
                flush(offset)
                groups.append([])
            } else if character == " " || character == "\t" {
                flush(offset)
            } else {
                if current.isEmpty { start = offset }
                current.append(character)
            }
        }
        flush(text.count)
        return groups
    }

    /// Words → text, for commands that take a free-form tail.
    static func words(of text: String, at range: SourceRange) -> [Word] {
        groups(of: text, at: range).flatMap { $0 }
    }

    /// One scenario: the command name, then its arguments.
    static func scenario(_ words: [Word], whole: SourceRange) throws(Diagnostic) -> KeyboardScenario {
        guard let head = words.first else {
            throw Diagnostic(
                .syntax, at: whole, message: "a scenario is missing",
                expected: "a scenario such as show-keyboard, quicktype off, rotate landscape")
        }
        var rest = Array(words.dropFirst())
        let scenario: KeyboardScenario
        switch head.text {
        case "show-keyboard":
            let field = rest.first.flatMap { ["kind", "accessory"].contains($0.text) ? nil : $0 }
            if field != nil { rest.removeFirst() }
            let (kind, accessory) = try fieldOptions(&rest)
            scenario = .show(field: field?.text ?? "field", kind: kind, accessoryHeight: accessory)
        case "hide-keyboard": scenario = .hide
        case "focus":
            let field = try take(&rest, "a text field's name", after: head)
            let (kind, accessory) = try fieldOptions(&rest)
            scenario = .focus(field: field.text, kind: kind, accessoryHeight: accessory)
        case "quicktype": scenario = .quickType(try onOff(try take(&rest, "on or off", after: head)))
        case "keyboard-kind":
            scenario = .switchKind(try kind(try take(&rest, "a keyboard kind", after: head)))
        case "accessory": scenario = .accessoryHeight(try number(try take(&rest, "a height", after: head)))
        case "hardware-keyboard":
            let word = try take(&rest, "connect or disconnect", after: head)
            switch word.text {
            case "connect": scenario = .connectHardwareKeyboard
            case "disconnect": scenario = .disconnectHardwareKeyboard
            default: throw unknown(word, "connect or disconnect", ["connect", "disconnect"])
            }
        case "rotate":
            if let word = rest.first {
                rest.removeFirst()
                guard let orientation = Orientation(name: word.text) else {
                    throw unknown(word, "portrait or landscape", ["portrait", "landscape"])
                }
                scenario = .rotate(to: orientation)
            } else {
                scenario = .rotate(to: nil)
            }
        case "undock": scenario = .undock
        case "split": scenario = .split
        case "float": scenario = .float
        case "dock": scenario = .dock
        case "drag-keyboard":
            let numbers = try rest.map { (w: Word) throws(Diagnostic) -> Double in try number(w) }
            guard numbers.count == 1 || numbers.count == 2 else {
                throw Diagnostic(
                    .syntax, at: rest.dropFirst(2).first?.range ?? head.range,
                    message: "drag-keyboard takes Y or X Y", expected: "the keyboard's new origin")
            }
            rest = []
            scenario = .dragKeyboard(to: Point(x: numbers.count == 2 ? numbers[0] : 0, y: numbers.last ?? 0))
        case "interactive-dismiss":
            scenario = try interactiveDismiss(&rest, head: head)
        case "other-app":
            let word = try take(&rest, "show or hide", after: head)
            switch word.text {
            case "show": scenario = .showFromOtherApp()
            case "hide": scenario = .hideInOtherApp
            default: throw unknown(word, "show or hide", ["show", "hide"])
            }
        case "third-party-keyboard":
            let heights = try rest.map { (w: Word) throws(Diagnostic) -> Double in try number(w) }
            rest = []
            scenario = heights.isEmpty ? .thirdPartyKeyboard() : .thirdPartyKeyboard(heights: heights)
        case "repeat-wills": scenario = .repeatLastWillNotifications
        default:
            throw Diagnostic(
                .syntax, at: head.range, message: "unknown scenario '\(head.text)'",
                expected: "a scenario command: " + commandNames.joined(separator: ", "),
                suggestion: Suggestion.didYouMean(head.text, in: commandNames))
        }
        if let extra = rest.first {
            throw Diagnostic(
                .syntax, at: extra.range, message: "unexpected '\(extra.text)' after \(head.text)",
                expected: "',' before the next scenario")
        }
        return scenario
    }

    /// `Y… [release up|down|auto]`: finger positions, one per frame, then the release.
    static func interactiveDismiss(_ rest: inout [Word], head: Word) throws(Diagnostic) -> KeyboardScenario {
        var release = KeyboardDragRelease.automatic
        if let index = rest.firstIndex(where: { $0.text == "release" }) {
            guard index + 1 < rest.count else {
                throw Diagnostic(
                    .syntax, at: rest[index].range, message: "release needs a direction",
                    expected: "up (snap back), down (dismiss) or auto")
            }
            let word = rest[index + 1]
            switch word.text {
            case "up", "snap-back": release = .snapBack
            case "down", "dismiss": release = .dismiss
            case "auto", "automatic": release = .automatic
            default: throw unknown(word, "up, down or auto", ["up", "down", "auto"])
            }
            if let extra = rest.dropFirst(index + 2).first {
                throw Diagnostic(
                    .syntax, at: extra.range, message: "unexpected '\(extra.text)' after the release",
                    expected: "the end of the scenario")
            }
            rest = Array(rest.prefix(index))
        }
        let fingers = try rest.map { (w: Word) throws(Diagnostic) -> Double in try number(w) }
        guard !fingers.isEmpty else {
            throw Diagnostic(
                .syntax, at: head.range, message: "interactive-dismiss needs finger positions",
                expected: "screen y values, one per frame, e.g. interactive-dismiss 560 600 640 release down")
        }
        rest = []
        return .interactiveDismiss(fingerY: fingers, release: release)
    }

    /// `[kind K] [accessory H]` after a field name.
    static func fieldOptions(_ rest: inout [Word]) throws(Diagnostic) -> (KeyboardKind?, Double?) {
        var kindValue: KeyboardKind?
        var accessory: Double?
        while let word = rest.first, ["kind", "accessory"].contains(word.text) {
            rest.removeFirst()
            let value = try take(&rest, word.text == "kind" ? "a keyboard kind" : "a height", after: word)
            if word.text == "kind" { kindValue = try kind(value) } else { accessory = try number(value) }
        }
        return (kindValue, accessory)
    }

    static func take(_ rest: inout [Word], _ expected: String, after word: Word) throws(Diagnostic) -> Word {
        guard !rest.isEmpty else {
            throw Diagnostic(
                .syntax, at: word.range, message: "'\(word.text)' needs \(expected)", expected: expected)
        }
        return rest.removeFirst()
    }

    static func onOff(_ word: Word) throws(Diagnostic) -> Bool {
        switch word.text {
        case "on": return true
        case "off": return false
        default: throw unknown(word, "on or off", ["on", "off"])
        }
    }

    /// The keyboard kinds' shell names.
    static let kindNames = ["letters", "emoji", "number-pad", "other-language"]

    static func kind(_ word: Word) throws(Diagnostic) -> KeyboardKind {
        guard let found = KeyboardKind(name: word.text) else {
            throw unknown(word, "a keyboard kind: " + kindNames.joined(separator: ", "), kindNames)
        }
        return found
    }

    static func number(_ word: Word) throws(Diagnostic) -> Double {
        guard let value = Double(word.text), value.isFinite else {
            throw Diagnostic(
                .syntax, at: word.range, message: "'\(word.text)' is not a number", expected: "a number")
        }
        return value
    }

    static func unknown(_ word: Word, _ expected: String, _ choices: [String]) -> Diagnostic {
        Diagnostic(
            .syntax, at: word.range, message: "unknown value '\(word.text)'", expected: expected,
            suggestion: Suggestion.didYouMean(word.text, in: choices))
    }
}
