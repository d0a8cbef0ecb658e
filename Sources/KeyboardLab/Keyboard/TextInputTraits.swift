/// `UITextAutocorrectionType` / `UITextSpellCheckingType`: default, yes or no.
public enum TextTraitSetting: String, Hashable, Sendable, CaseIterable {
    case `default`
    case yes
    case no
}

/// The `UITextInputTraits` of a text field that decide whether the keyboard shows its QuickType bar
/// (facts §10.5): before iOS 15 `autocorrectionType = .no` hides it; apps linked on iOS 15 or later
/// keep the bar for spell-checking candidates unless `spellCheckingType = .no` too (iOS 15 release
/// notes, 68874861, quoted in terrychou/iVim #216).
public struct TextInputTraits: Hashable, Sendable {
    public var autocorrectionType: TextTraitSetting
    public var spellCheckingType: TextTraitSetting

    public init(
        autocorrectionType: TextTraitSetting = .default, spellCheckingType: TextTraitSetting = .default
    ) {
        self.autocorrectionType = autocorrectionType
        self.spellCheckingType = spellCheckingType
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
}
