/// iPhone or iPad: the two families behave differently with hardware keyboards and undocking.
public enum DeviceFamily: String, Hashable, Sendable {
    case phone
    case pad
}

/// One device model (or a group of models with identical metrics) in the catalogue: screen, scale,
/// safe areas, keyboard heights (with their iOS eras) and the iOS versions the models ran, each with
/// its confidence and source (docs/Facts.md §3, §10).
public struct Device: Hashable, Sendable {
    /// The short catalogue id, e.g. `iphone-15`.
    public var id: String
    /// The marketing name(s), e.g. "iPhone 15 / 14 Pro".
    public var name: String
    /// Other ids accepted by the catalogue lookup (models with the same metrics).
    public var aliases: [String]
    public var family: DeviceFamily
    /// Screen size in points, portrait.
    public var portraitSize: Sourced<Size>
    /// Pixels per point.
    public var scale: Double
    public var safeAreaPortrait: Sourced<EdgeInsets>
    public var safeAreaLandscape: Sourced<EdgeInsets>
    /// The safe-area top (portrait) / side (landscape) inset on iOS 12–13 where it differed (XR / 11:
    /// 44 instead of 48, facts §10.2); `nil` when the inset never changed.
    public var legacyNotchInset: Double?
    /// True on Face ID devices (a home indicator instead of a home button).
    public var hasHomeIndicator: Bool
    public var keyboardPortrait: KeyboardHeights
    public var keyboardLandscape: KeyboardHeights
    /// iPad-only geometry; `nil` on iPhones.
    public var pad: PadKeyboardMetrics?
    /// The marketing screen diagonals of the models in this entry, in inches (4.7, 6.1, 12.9…).
    public var diagonals: [Double]
    /// The iOS major versions the models in this entry shipped with … were last updated to.
    public var supportedVersions: Sourced<ClosedRange<Int>>
    /// Keyboard heights of earlier iOS eras where they differed from the current ones.
    public var keyboardEras: [KeyboardHeightEra]

    public init(
        id: String, name: String, aliases: [String], family: DeviceFamily, portraitSize: Sourced<Size>,
        scale: Double, safeAreaPortrait: Sourced<EdgeInsets>, safeAreaLandscape: Sourced<EdgeInsets>,
        legacyNotchInset: Double? = nil, hasHomeIndicator: Bool, keyboardPortrait: KeyboardHeights,
        keyboardLandscape: KeyboardHeights, pad: PadKeyboardMetrics? = nil, diagonals: [Double] = [],
        supportedVersions: Sourced<ClosedRange<Int>> = Sourced(7...26, .unverified, "no source"),
        keyboardEras: [KeyboardHeightEra] = []
    ) {
        self.id = id
        self.name = name
        self.aliases = aliases
        self.family = family
        self.portraitSize = portraitSize
        self.scale = scale
        self.safeAreaPortrait = safeAreaPortrait
        self.safeAreaLandscape = safeAreaLandscape
        self.legacyNotchInset = legacyNotchInset
        self.hasHomeIndicator = hasHomeIndicator
        self.keyboardPortrait = keyboardPortrait
        self.keyboardLandscape = keyboardLandscape
        self.pad = pad
        self.diagonals = diagonals
        self.supportedVersions = supportedVersions
        self.keyboardEras = keyboardEras
    }

    /// The screen size in points for an orientation (width and height swap in landscape).
    public func screenSize(_ orientation: Orientation) -> Size {
        let p = portraitSize.value
        return orientation == .portrait ? p : Size(width: p.height, height: p.width)
    }

    /// `UIScreen.bounds` in the given interface orientation (origin zero, facts §1.9: iOS 8+).
    public func screenBounds(_ orientation: Orientation) -> Rect {
        Rect(origin: .zero, size: screenSize(orientation))
    }

    /// The full-screen window's safe-area insets with their confidence.
    public func safeArea(_ orientation: Orientation) -> Sourced<EdgeInsets> {
        orientation == .portrait ? safeAreaPortrait : safeAreaLandscape
    }

    /// The safe-area insets on a given iOS major version (XR / 11 used 44 instead of 48 before iOS 14).
    public func safeAreaInsets(_ orientation: Orientation, iOSMajorVersion: Int = 17) -> EdgeInsets {
        var insets = safeArea(orientation).value
        if let legacy = legacyNotchInset, iOSMajorVersion < 14 {
            switch orientation {
            case .portrait: insets.top = legacy
            case .landscape:
                insets.left = legacy
                insets.right = legacy
            }
        }
        return insets
    }

    /// The keyboard heights table for an orientation (the current era's).
    public func keyboardHeights(_ orientation: Orientation) -> KeyboardHeights {
        orientation == .portrait ? keyboardPortrait : keyboardLandscape
    }

    /// The keyboard heights table for an orientation on an iOS version: an earlier era's where one
    /// is recorded, otherwise the current one.
    public func keyboardHeights(_ orientation: Orientation, iOSMajorVersion: Int) -> KeyboardHeights {
        keyboardEras.first { $0.orientation == orientation && $0.versions.contains(iOSMajorVersion) }?
            .heights ?? keyboardHeights(orientation)
    }

    /// The docked software keyboard's height for a kind, QuickType on or off (no accessory view),
    /// in the current era.
    public func keyboardHeight(
        _ kind: KeyboardKind, quickType: Bool, orientation: Orientation
    ) -> Sourced<Double> {
        keyboardHeights(orientation).height(for: kind, quickType: quickType, family: family)
    }

    /// The docked software keyboard's height for a kind with the predictive bar in a given state, on
    /// an iOS version (no accessory view).
    public func keyboardHeight(
        _ kind: KeyboardKind, bar: PredictiveBarState, orientation: Orientation, iOSMajorVersion: Int
    ) -> Sourced<Double> {
        keyboardHeights(orientation, iOSMajorVersion: iOSMajorVersion).height(
            for: kind, bar: bar, family: family)
    }

    /// Whether any model of this entry ran this iOS major version.
    public func ran(iOSMajorVersion version: Int) -> Bool { supportedVersions.value.contains(version) }

    /// Every catalogue value with its confidence, in a fixed order (for `device info` tables).
    public var confidenceReport: [(name: String, value: String, confidence: Confidence, source: String)] {
        var rows: [(String, String, Confidence, String)] = []
        let s = portraitSize
        rows.append(("screen", "\(fmt(s.value.width))x\(fmt(s.value.height))", s.confidence, s.source))
        for (o, insets) in [("portrait", safeAreaPortrait), ("landscape", safeAreaLandscape)] {
            let i = insets.value
            let text = "(\(fmt(i.top)),\(fmt(i.left)),\(fmt(i.bottom)),\(fmt(i.right)))"
            rows.append(("safe area \(o)", text, insets.confidence, insets.source))
        }
        for o in Orientation.allCases {
            let k = keyboardHeights(o)
            for kind in KeyboardKind.allCases {
                for qt in kind == .letters ? [false, true] : [true] {
                    let h = k.height(for: kind, quickType: qt, family: family)
                    let label = kind == .letters ? (qt ? "letters+QuickType" : "letters") : kind.rawValue
                    rows.append(("keyboard \(o.rawValue) \(label)", fmt(h.value), h.confidence, h.source))
                }
            }
        }
        if let b = keyboardPortrait.shortBegin {
            rows.append(("keyboard portrait short Begin", fmt(b.value), b.confidence, b.source))
        }
        for era in keyboardEras {
            let span = "iOS \(era.versions.lowerBound)–\(era.versions.upperBound)"
            let h = era.heights
            for (label, value) in [
                ("letters", h.letters), ("letters+QuickType", h.lettersWithQuickType),
            ] + (h.lettersWithCollapsedBar.map { [("letters+strip", $0)] } ?? []) {
                rows.append(
                    (
                        "keyboard \(era.orientation.rawValue) \(label) \(span)", fmt(value.value),
                        value.confidence, value.source
                    ))
            }
        }
        let range = supportedVersions
        rows.append(
            (
                "iOS versions", "\(range.value.lowerBound)–\(range.value.upperBound)", range.confidence,
                range.source
            ))
        if let pad {
            let b = pad.shortcutsBarVisibleHeight
            rows.append(("shortcuts bar visible", fmt(b.value), b.confidence, b.source))
            let f = pad.floatingSize
            rows.append(
                ("floating keyboard", "\(fmt(f.value.width))x\(fmt(f.value.height))", f.confidence, f.source))
            let g = pad.undockedBottomGap
            rows.append(("undocked bottom gap", fmt(g.value), g.confidence, g.source))
            let sp = pad.supportsSplit
            rows.append(("split keyboard", sp.value ? "yes" : "no", sp.confidence, sp.source))
        }
        return rows.map { (name: $0.0, value: $0.1, confidence: $0.2, source: $0.3) }
    }
}

/// Points as iOS prints them (shortest form, no trailing `.0`); see `KeyboardNumberFormat`.
private func fmt(_ value: Double) -> String { KeyboardNumberFormat.point(value) }
