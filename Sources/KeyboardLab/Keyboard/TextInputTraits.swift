/// `UITextAutocorrectionType` / `UITextSpellCheckingType`: default, yes or no.
public enum TextTraitSetting: String, Hashable, Sendable, CaseIterable {
    case `default`
    case yes
    case no
}

/// The bar button groups of a field's `inputAssistantItem`, which the iPad's Shortcut Bar shows
/// beside the QuickType predictions (iOS 9+, facts §10.10); iPhones ignore them.
public enum InputAssistantGroups: String, Hashable, Sendable, CaseIterable {
    /// UIKit's own groups: undo, redo and paste.
    case `default`
    /// `leadingBarButtonGroups = []` and `trailingBarButtonGroups = []`.
    case none
}

/// The `UITextInputTraits` of a text field that decide whether the keyboard shows its QuickType bar
/// (facts §10.5): before iOS 15 `autocorrectionType = .no` hides it; apps linked on iOS 15 or later
/// keep the bar for spell-checking candidates unless `spellCheckingType = .no` too (iOS 15 release
/// notes, 68874861, quoted in terrychou/iVim #216). On an iPad the field's input assistant item
/// decides too: its groups keep the strip when the predictions are hidden (facts §10.10).
public struct TextInputTraits: Hashable, Sendable {
    public var autocorrectionType: TextTraitSetting
    public var spellCheckingType: TextTraitSetting
    /// `inputAssistantItem`'s groups: a responder's property rather than a text input trait, kept
    /// here because UIKit reads it at the same moment (when the field becomes first responder).
    public var shortcuts: InputAssistantGroups

    public init(
        autocorrectionType: TextTraitSetting = .default, spellCheckingType: TextTraitSetting = .default,
        shortcuts: InputAssistantGroups = .default
    ) {
        self.autocorrectionType = autocorrectionType
        self.spellCheckingType = spellCheckingType
        self.shortcuts = shortcuts
    }

    /// Whether a field with these traits hides the QuickType bar under a profile's rule.
    public func hidesQuickTypeBar(_ rule: QuickTypeTraitRule) -> Bool {
        switch rule {
        case .noBar: return true
        case .autocorrection: return autocorrectionType == .no
        case .autocorrectionAndSpellChecking: return autocorrectionType == .no && spellCheckingType == .no
        }
    }
}

/// The QuickType / predictive bar as the keyboard shows it now.
public enum PredictiveBarState: String, Hashable, Sendable, CaseIterable {
    /// No bar: Settings → Predictive off, the field's traits hide it, or iOS 7.
    case hidden
    /// Swiped down to a thin strip (iOS 8–10).
    case collapsed
    case shown
    /// Predictions hidden, but an iPad's strip stays for the Shortcut Bar's groups (iOS 9+,
    /// facts §10.10): as tall as the shown bar, an unmeasured assumption (`shortcuts-keep-bar`).
    case shortcutsOnly
}
