import KeyboardLab

/// A value an argument names by one of a fixed list of words, as swift-argument-parser's
/// `ExpressibleByArgument`: the declaration names the type (`.choice("state", of: Toggle.self)`),
/// whose words are the parser's, `help`'s and TAB's; the parser keeps which word was typed, and
/// the command reads the value itself (`args.choice("state", as: Toggle.self)`), never the word
/// to compare again.
public protocol ArgumentChoice: Sendable {
    /// Every value with the word that names it, in the order `help` lists them.
    static var choices: [(word: String, value: Self)] { get }
}

extension ArgumentChoice where Self: CaseIterable & RawRepresentable, RawValue == String {
    /// The cases, each named by its raw value.
    public static var choices: [(word: String, value: Self)] { allCases.map { ($0.rawValue, $0) } }
}

extension ArgumentPattern {
    /// One of `type`'s words, read back as its value with `Arguments.choice(_:as:)`.
    public static func choice<T: ArgumentChoice>(_ key: String, of type: T.Type) -> ArgumentPattern {
        .choice(key, T.choices.map(\.word))
    }
}

extension Arguments {
    /// The value the word given for `key` names, when `key` was declared as `type`'s choice;
    /// nil when an optional one was left out.
    public func choice<T: ArgumentChoice>(_ key: String, as type: T.Type = T.self) -> T? {
        guard let index = choiceIndex(key) else { return nil }
        let choices = T.choices
        return choices.indices.contains(index) ? choices[index].value : nil
    }
}

/// `on` or `off`: a switch of the lab or of UIKit (`quicktype on`, `pauses-on-completion off`).
public enum Toggle: String, CaseIterable, ArgumentChoice {
    case on, off

    public var isOn: Bool { self == .on }
}

extension Orientation: ArgumentChoice {}

extension FrameRate: ArgumentChoice {
    public static var choices: [(word: String, value: FrameRate)] {
        allCases.map { (String($0.rawValue), $0) }
    }
}

/// `hardware-keyboard connect|disconnect`.
public enum HardwareKeyboardAction: String, CaseIterable, ArgumentChoice {
    case connect, disconnect
}

/// `presentation|model`: which layer `table frames` and `draw` show (UIKit's
/// `layer.presentation()`, or the model).
public enum FrameLayer: String, CaseIterable, ArgumentChoice {
    case presentation, model

    public var isPresentation: Bool { self == .presentation }
}

/// `observe … selector|block`: the two ways UIKit code registers an observer.
public enum ObserverStyle: String, CaseIterable, ArgumentChoice {
    case selector, block
}

/// `assumptions all|used`.
public enum AssumptionListing: String, CaseIterable, ArgumentChoice {
    case all, used
}

/// `placement full-screen|split-view|slide-over|stage-manager`: how an iPad app's window sits.
public enum WindowPlacementChoice: String, CaseIterable, ArgumentChoice {
    case fullScreen = "full-screen"
    case splitView = "split-view"
    case slideOver = "slide-over"
    case stageManager = "stage-manager"
}

extension DeviceFamily: ArgumentChoice {
    public static var choices: [(word: String, value: DeviceFamily)] { [("phone", .phone), ("pad", .pad)] }
}

extension KeyboardKind: ArgumentChoice {
    /// The kinds as the shell spells them (`number-pad`, not the raw `numberPad`).
    public static var choices: [(word: String, value: KeyboardKind)] {
        [
            ("letters", .letters), ("emoji", .emoji), ("number-pad", .numberPad),
            ("other-language", .otherLanguage),
        ]
    }
}

extension TextTraitSetting: ArgumentChoice {}
extension InputAssistantGroups: ArgumentChoice {}

extension LayoutPriority: ArgumentChoice {
    /// The named priorities a constraint takes after `@` (`@high`, `@fittingSize`).
    public static var choices: [(word: String, value: LayoutPriority)] {
        ConstraintSpec.priorityNames.map { ($0.0, $0.1) }
    }
}

/// What `export html FILE` shows: the last transition, everything since `watch` or `track`, or
/// the last comparison's lanes.
public enum PageSource: String, CaseIterable, ArgumentChoice {
    case transition, timeline, compare
}

/// What `export csv|json FILE` writes (the timeline by default).
public enum DataSource: String, CaseIterable, ArgumentChoice {
    case timeline, transition, probes, notifications, tracking, compare
}

/// `undock|split from menu|drag`: how the user asks an iPad keyboard to change (the key's
/// menu, or a drag of the key).
public enum KeyboardGesture: String, CaseIterable, ArgumentChoice {
    case menu, drag
}

/// `other-app show|hide`.
public enum OtherAppAction: String, CaseIterable, ArgumentChoice {
    case show, hide
}

extension KeyboardDragRelease: ArgumentChoice {
    /// `release up` snaps the keyboard back, `down` dismisses it, `auto` lets the drag decide.
    public static var choices: [(word: String, value: KeyboardDragRelease)] {
        [("up", .snapBack), ("down", .dismiss), ("auto", .automatic)]
    }
}

extension AnimatingPosition: ArgumentChoice {
    /// UIViewAnimatingPosition's cases, as `finishAnimation(at:)` takes them.
    public static var choices: [(word: String, value: AnimatingPosition)] {
        [("end", .end), ("start", .start), ("current", .current)]
    }
}

extension AnimatorKeyboardCurveBehavior: ArgumentChoice {
    /// How a property animator runs raw curve 7 (`animator-curve`).
    public static var choices: [(word: String, value: AnimatorKeyboardCurveBehavior)] {
        [("easeInOut", .easeInOut), ("spring", .keyboardSpring)]
    }
}
