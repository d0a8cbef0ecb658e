// iPad metrics (facts §3.2, §10.1, §10.2). Keyboard heights are the docked keyboard with the 50-pt
// predictive/shortcuts bar ("with QuickType") and keys only. The undocked, split and floating
// geometry has no source in the facts: those values are [UNVERIFIED] placeholders.

private func v(_ value: Double, _ c: Confidence, _ source: String) -> Sourced<Double> {
    Sourced(value, c, source)
}

private func padInsets(faceID: Bool) -> Sourced<EdgeInsets> {
    faceID
        ? Sourced(
            EdgeInsets(top: 24, left: 0, bottom: 20, right: 0), .confirmed,
            "facts §10.2: swift-snapshot-testing iPadPro11, QMUI, Telegram status bar 24")
        : Sourced(
            EdgeInsets(top: 20, left: 0, bottom: 0, right: 0), .single,
            "facts §10.2: swift-snapshot-testing iPadMini/iPad10_2")
}

/// A floating keyboard is phone-sized; no size is in the facts.
private let floatingSize = Sourced(
    Size(width: 320, height: 260), .unverified, "no source: assumed phone-sized (375-wide keys scaled)")

private let undockedGap = Sourced(
    150.0, .unverified, "no source: undocked keyboard bottom assumed 150 pt above the screen bottom")

private func padMetrics(faceID: Bool, barConfirmed: Bool) -> PadKeyboardMetrics {
    let bar: Sourced<Double>
    if faceID {
        // By analogy with the docked heights (Face ID iPads are 20 pt taller, facts §10.1).
        bar = v(75, .unverified, "no source: 55 + the 20-pt bottom safe area (by analogy, facts §10.1)")
    } else if barConfirmed {
        bar = v(55, .confirmed, "facts §1.7: ionic-plugin-keyboard PR #273, e-learn mirror (iOS 9-10)")
    } else {
        bar = v(55, .unverified, "facts §1.7 measured 55 on the 768x1024 iPad only")
    }
    return PadKeyboardMetrics(
        shortcutsBarVisibleHeight: bar, floatingSize: floatingSize, undockedBottomGap: undockedGap,
        supportsSplit: faceID
            ? Sourced(false, .unverified, "no source: split keyboard assumed absent on large Face ID iPads")
            : Sourced(true, .single, "facts §1.8: themainthread (split keyboard on the 9.7-inch iPad)"))
}

extension DeviceCatalogue {
    static let iPad97 = Device(
        id: "ipad-9-7", name: "iPad 9.7-inch (5th/6th gen), iPad mini 1-5",
        aliases: ["ipad-6", "ipad-5", "ipad-mini"], family: .pad,
        portraitSize: Sourced(
            Size(width: 768, height: 1024), .confirmed, "facts §3.2 D03; §10.1 radar 38117524 log"),
        scale: 2, safeAreaPortrait: padInsets(faceID: false), safeAreaLandscape: padInsets(faceID: false),
        hasHomeIndicator: false,
        keyboardPortrait: KeyboardHeights(
            letters: v(263, .single, "facts §10.1: Telegram 263"),
            lettersWithQuickType: v(
                313, .confirmed, "facts §10.1: radar 38117524 (0, 1024, 768, 313) + Telegram")),
        keyboardLandscape: KeyboardHeights(
            letters: v(348, .single, "facts §10.1: Telegram 348"),
            lettersWithQuickType: v(398, .confirmed, "facts §10.1: radar 38117524, D14 + Telegram 348 + 50")),
        pad: padMetrics(faceID: false, barConfirmed: true))

    static let iPad9 = Device(
        id: "ipad-9", name: "iPad (9th generation), 10.2-inch",
        aliases: ["ipad", "ipad-10-2", "ipad-8", "ipad-7"], family: .pad,
        portraitSize: Sourced(Size(width: 810, height: 1080), .single, "facts §10.1: Telegram .iPad102Inch"),
        scale: 2, safeAreaPortrait: padInsets(faceID: false), safeAreaLandscape: padInsets(faceID: false),
        hasHomeIndicator: false,
        keyboardPortrait: KeyboardHeights(
            letters: v(263, .single, "facts §10.1: Telegram .iPad102Inch 263"),
            lettersWithQuickType: v(313, .single, "facts §10.1: Telegram 263 + 50")),
        keyboardLandscape: KeyboardHeights(
            letters: v(348, .single, "facts §10.1: Telegram 348"),
            lettersWithQuickType: v(398, .single, "facts §10.1: Telegram 348 + 50")),
        pad: padMetrics(faceID: false, barConfirmed: false))

    static let iPadPro11 = Device(
        id: "ipad-pro-11", name: "iPad Pro 11-inch (Face ID)", aliases: ["ipad-pro-11-inch"], family: .pad,
        portraitSize: Sourced(
            Size(width: 834, height: 1194), .single, "facts §10.1: Telegram .iPadPro11Inch (§3.2 unverified)"),
        scale: 2, safeAreaPortrait: padInsets(faceID: true), safeAreaLandscape: padInsets(faceID: true),
        hasHomeIndicator: true,
        keyboardPortrait: KeyboardHeights(
            letters: v(283, .single, "facts §10.1: Telegram .iPadPro11Inch 283"),
            lettersWithQuickType: v(333, .single, "facts §10.1: Telegram 283 + 50")),
        keyboardLandscape: KeyboardHeights(
            letters: v(368, .single, "facts §10.1: Telegram 368"),
            lettersWithQuickType: v(418, .single, "facts §10.1: Telegram 368 + 50")),
        pad: padMetrics(faceID: true, barConfirmed: false))

    static let iPadPro129 = Device(
        id: "ipad-pro-12-9", name: "iPad Pro 12.9-inch (3rd gen and later, Face ID)",
        aliases: ["ipad-pro-12", "ipad-pro-13"], family: .pad,
        portraitSize: Sourced(
            Size(width: 1024, height: 1366), .single, "facts §10.1: Telegram .iPadPro3rdGen (§3.2 unverified)"
        ),
        scale: 2, safeAreaPortrait: padInsets(faceID: true), safeAreaLandscape: padInsets(faceID: true),
        hasHomeIndicator: true,
        keyboardPortrait: KeyboardHeights(
            letters: v(348, .single, "facts §10.1: Telegram .iPadPro3rdGen 348"),
            lettersWithQuickType: v(398, .single, "facts §10.1: Telegram 348 + 50")),
        keyboardLandscape: KeyboardHeights(
            letters: v(441, .single, "facts §10.1: Telegram 441"),
            lettersWithQuickType: v(491, .single, "facts §10.1: Telegram 441 + 50")),
        pad: padMetrics(faceID: true, barConfirmed: false))

    /// The iPads, smallest first.
    public static let iPads: [Device] = [iPad97, iPad9, iPadPro11, iPadPro129]
}
