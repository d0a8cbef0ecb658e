/// The software keyboard's heights on one device in one orientation, each value with its confidence.
/// Heights on notched iPhones and Face ID iPads already include the bottom safe-area strip (facts
/// §3.2 notes, §10.1).
public struct KeyboardHeights: Hashable, Sendable {
    /// Letters, keys only (QuickType / predictive bar off).
    public var letters: Sourced<Double>
    /// Letters with the QuickType bar (on iPad the 50-pt predictive/shortcuts bar).
    public var lettersWithQuickType: Sourced<Double>
    /// The emoji keyboard; `nil` means "same as letters with QuickType" (facts §10.1, PR #204).
    public var emoji: Sourced<Double>?
    /// The number pad; `nil` means the family rule in `height(for:quickType:family:)`.
    public var numberPad: Sourced<Double>?
    /// Another language with a candidate bar (pinyin); `nil` means letters with QuickType.
    public var otherLanguage: Sourced<Double>?
    /// Letters with the bar swiped down to its thin strip (iOS 8–10 only); `nil` means letters plus
    /// the 9-pt strip of D06 (225 − 216).
    public var lettersWithCollapsedBar: Sourced<Double>?
    /// The short Begin height a logged first show reported for letters with the bar (D11: 288 on
    /// 414x896 while End was 346); `nil` means the keys-only height, the lab's guess.
    public var shortBegin: Sourced<Double>?

    public init(
        letters: Sourced<Double>, lettersWithQuickType: Sourced<Double>,
        emoji: Sourced<Double>? = nil, numberPad: Sourced<Double>? = nil,
        otherLanguage: Sourced<Double>? = nil, lettersWithCollapsedBar: Sourced<Double>? = nil,
        shortBegin: Sourced<Double>? = nil
    ) {
        self.shortBegin = shortBegin
        self.letters = letters
        self.lettersWithQuickType = lettersWithQuickType
        self.emoji = emoji
        self.numberPad = numberPad
        self.otherLanguage = otherLanguage
        self.lettersWithCollapsedBar = lettersWithCollapsedBar
    }

    /// An era with no predictive bar at all (iOS 7): every "with QuickType" height is the keys-only one.
    public static func withoutBar(_ letters: Sourced<Double>) -> KeyboardHeights {
        KeyboardHeights(letters: letters, lettersWithQuickType: letters, emoji: letters)
    }

    /// The height of `kind` with the predictive bar in `bar`'s state.
    public func height(for kind: KeyboardKind, bar: PredictiveBarState, family: DeviceFamily) -> Sourced<
        Double
    > {
        switch bar {
        case .hidden: return height(for: kind, quickType: false, family: family)
        // The Shortcut Bar keeps the strip the predictions leave (assumption shortcuts-keep-bar).
        case .shown, .shortcutsOnly: return height(for: kind, quickType: true, family: family)
        case .collapsed:
            guard kind == .letters else { return height(for: kind, quickType: true, family: family) }
            if let lettersWithCollapsedBar { return lettersWithCollapsedBar }
            return Sourced(
                letters.value + 9, .inference, "facts §10.5: letters + the 9-pt strip of D06 (225 − 216)")
        }
    }

    /// The height of `kind` with QuickType on or off, falling back as the facts suggest where no
    /// dump exists (the fallback keeps the confidence of the value it borrows, or lowers it).
    public func height(for kind: KeyboardKind, quickType: Bool, family: DeviceFamily) -> Sourced<Double> {
        switch kind {
        case .letters:
            return quickType ? lettersWithQuickType : letters
        case .emoji:
            // facts §10.1: "model emoji height = letters-with-bar height unless a dump says otherwise";
            // the emoji keyboard keeps its own top bar, so QuickType off does not shrink it.
            if let emoji { return emoji }
            return Sourced(
                lettersWithQuickType.value, .conflict,
                "facts §10.1: emoji = letters with QuickType (ionic PR #204); D10 disagrees")
        case .numberPad:
            if let numberPad { return numberPad }
            switch family {
            case .pad:
                // An iPad has no separate number pad: radar 38117524 logged 313/398 for the
                // "numeric keypad", the full keyboard heights (facts §10.1).
                return Sourced(
                    lettersWithQuickType.value, .single,
                    "facts §10.1, radar 38117524 (numeric keypad on iPad)")
            case .phone:
                // No QuickType bar on a number pad; keys-only height is an assumption.
                return Sourced(letters.value, .unverified, "no source: assumed = letters without QuickType")
            }
        case .otherLanguage:
            if let otherLanguage { return otherLanguage }
            return Sourced(
                lettersWithQuickType.value, .unverified, "no source: assumed = letters with QuickType")
        }
    }
}

/// The keyboard heights of one orientation in a range of iOS versions that differed from the
/// current ones (iOS 7 had no predictive bar; iOS 8–10 drew it 42 pt tall on the iPhone 6, D06).
public struct KeyboardHeightEra: Hashable, Sendable {
    public var versions: ClosedRange<Int>
    public var orientation: Orientation
    public var heights: KeyboardHeights

    public init(versions: ClosedRange<Int>, orientation: Orientation, heights: KeyboardHeights) {
        self.versions = versions
        self.orientation = orientation
        self.heights = heights
    }
}

/// The iPad-only keyboard geometry: the hardware-keyboard shortcuts bar and the undocked, split and
/// floating keyboards. The facts give only the shortcuts bar; the rest are placeholders.
public struct PadKeyboardMetrics: Hashable, Sendable {
    /// How much of the full-height frame is on screen when a hardware keyboard is attached (~55 pt).
    public var shortcutsBarVisibleHeight: Sourced<Double>
    /// The floating (phone-sized) keyboard.
    public var floatingSize: Sourced<Size>
    /// Gap between the screen bottom and the bottom of an undocked or split keyboard.
    public var undockedBottomGap: Sourced<Double>
    /// Whether the split keyboard exists on this model (not on the larger Face ID iPads).
    public var supportsSplit: Sourced<Bool>

    public init(
        shortcutsBarVisibleHeight: Sourced<Double>, floatingSize: Sourced<Size>,
        undockedBottomGap: Sourced<Double>, supportsSplit: Sourced<Bool>
    ) {
        self.shortcutsBarVisibleHeight = shortcutsBarVisibleHeight
        self.floatingSize = floatingSize
        self.undockedBottomGap = undockedBottomGap
        self.supportsSplit = supportsSplit
    }
}
