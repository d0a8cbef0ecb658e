// iPad metrics (facts §3.2, §10.1, §10.2). Keyboard heights are the docked keyboard with the 50-pt
// predictive/shortcuts bar ("with QuickType") and keys only. The undocked, split and floating
// geometry has no source in the facts: those values are [UNVERIFIED] placeholders.

private func padInsets(faceID: Bool) -> Sourced<EdgeInsets> {
    faceID
        ? insets(
            24, 0, 20, 0, .confirmed,
            "facts §10.2: swift-snapshot-testing iPadPro11, QMUI, Telegram status bar 24")
        : insets(20, 0, 0, 0, .single, "facts §10.2: swift-snapshot-testing iPadMini/iPad10_2")
}

/// A floating keyboard is phone-sized; no size is in the facts.
private let floatingSize = Sourced(
    Size(width: 320, height: 260), .unverified, "no source: assumed phone-sized (375-wide keys scaled)")

private let undockedGap = Sourced(
    150.0, .unverified, "no source: undocked keyboard bottom assumed 150 pt above the screen bottom")

/// Apple's support note, as quoted in 2018 (facts §1.8): no split keyboard on the 11-inch or bigger
/// iPad Pros, the 12.9-inch home-button ones included.
private let noSplitOnLargePros = Sourced(
    false, .single,
    "facts §1.8: Apple's support note via daringfireball.net 2018-12-18 and macsparky: no split "
        + "keyboard on 11-inch or bigger iPad Pros")

private func padMetrics(faceID: Bool, barConfirmed: Bool, split: Sourced<Bool>? = nil) -> PadKeyboardMetrics {
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
        supportsSplit: split
            ?? (faceID
                ? Sourced(
                    false, .unverified, "no source: split keyboard assumed absent on large Face ID iPads")
                : Sourced(true, .single, "facts §1.8: themainthread (split keyboard on the 9.7-inch iPad)")))
}

/// The 768x1024-class keyboards of the home-button iPads (Telegram 263 + 50 / 348 + 50).
private func homeButtonPadKeyboards(_ c: Confidence, portraitSource: String, landscapeSource: String)
    -> (KeyboardHeights, KeyboardHeights)
{
    (
        KeyboardHeights(
            letters: v(263, .single, "facts §10.1: Telegram 263"),
            lettersWithQuickType: v(313, c, portraitSource)),
        KeyboardHeights(
            letters: v(348, .single, "facts §10.1: Telegram 348"),
            lettersWithQuickType: v(398, c, landscapeSource))
    )
}

private let pad97 = homeButtonPadKeyboards(
    .confirmed, portraitSource: "facts §10.1: radar 38117524 (0, 1024, 768, 313) + Telegram",
    landscapeSource: "facts §10.1: radar 38117524, D14 + Telegram 348 + 50")
private let pad102 = homeButtonPadKeyboards(
    .single, portraitSource: "facts §10.1: Telegram .iPad102Inch 263 + 50",
    landscapeSource: "facts §10.1: Telegram 348 + 50")
private let pad105 = homeButtonPadKeyboards(
    .single, portraitSource: "facts §10.1: Telegram .iPadPro10Inch 263 + 50",
    landscapeSource: "facts §10.1: Telegram .iPadPro10Inch 348 + 50")

/// The 834-wide Face ID class (Telegram .iPadPro11Inch: 283 + 50 / 368 + 50).
private func faceIDPad11(_ c: Confidence, _ source: String) -> (KeyboardHeights, KeyboardHeights) {
    (
        KeyboardHeights(
            letters: v(283, c, "\(source) 283"), lettersWithQuickType: v(333, c, "\(source) 283 + 50")),
        KeyboardHeights(
            letters: v(368, c, "\(source) 368"), lettersWithQuickType: v(418, c, "\(source) 368 + 50"))
    )
}

/// The 768x1024 iPads before iOS 9 (facts §3.1): iOS 5–7 without a bar (D03, iOS 5: 264 / 352;
/// iOS 6–7 assumed unchanged), iOS 8 with a 39-pt QuickType bar on the same keys (303 / 391,
/// two developers' logs; the 50-pt bar of iOS 9 is QuickType's with the Shortcut Bar, §10.10).
private let pad768Eras: [KeyboardHeightEra] = [
    preBarEra(.portrait, 264, .single, "facts §3.1 D03 (iOS 5; iOS 6-7 assumed the same keys)"),
    preBarEra(.landscape, 352, .single, "facts §3.1 D03 (iOS 5; iOS 6-7 assumed the same keys)"),
    KeyboardHeightEra(
        versions: 8...8, orientation: .portrait,
        heights: KeyboardHeights(
            letters: v(264, .inference, "facts §3.1: iOS 5's keys (D03) under iOS 8's bar"),
            lettersWithQuickType: v(
                303, .single, "facts §3.1: index id 38536671291, {{0, 721}, {768, 303}} (iOS 8)"))),
    KeyboardHeightEra(
        versions: 8...8, orientation: .landscape,
        heights: KeyboardHeights(
            letters: v(352, .inference, "facts §3.1: iOS 5's keys (D03) under iOS 8's bar"),
            lettersWithQuickType: v(
                391, .confirmed,
                "facts §3.1: D15 (no isLocal: iOS 8) and index id 38536671291, {{0, 377}, {1024, 391}}"))),
]

extension DeviceCatalogue {
    static let iPad97 = Device(
        id: "ipad-9-7", name: "iPad 9.7-inch (3rd-6th gen, Air 1-2, Pro 9.7), iPad mini 2-5 (7.9-inch)",
        aliases: ["ipad-6", "ipad-5", "ipad-air-2", "ipad-mini", "ipad-mini-5"], family: .pad,
        portraitSize: size(768, 1024, .confirmed, "facts §3.2 D03; §10.1 radar 38117524 log"),
        scale: 2, safeAreaPortrait: padInsets(faceID: false), safeAreaLandscape: padInsets(faceID: false),
        hasHomeIndicator: false, keyboardPortrait: pad97.0, keyboardLandscape: pad97.1,
        pad: padMetrics(faceID: false, barConfirmed: true), diagonals: [9.7, 7.9],
        supportedVersions: versions(5...26, .unverified, iPadVersionsSource),
        keyboardEras: pad768Eras)

    /// The non-Retina 768x1024 iPads (facts §10.6): the first iPads of the iOS 5–6 era D03
    /// and D18 come from. Screen and keyboards as the 9.7-inch class; the scale is 1.
    static let iPad2 = Device(
        id: "ipad-2", name: "iPad (1st/2nd gen), iPad mini (1st gen)", aliases: ["ipad-1", "ipad-mini-1"],
        family: .pad,
        portraitSize: size(768, 1024, .confirmed, "facts §3.2 D03, D18 (768-wide iOS 5 frames)"),
        scale: 1, safeAreaPortrait: padInsets(faceID: false), safeAreaLandscape: padInsets(faceID: false),
        hasHomeIndicator: false, keyboardPortrait: pad97.0, keyboardLandscape: pad97.1,
        pad: padMetrics(faceID: false, barConfirmed: false), diagonals: [9.7, 7.9],
        supportedVersions: versions(3...9, .unverified, iPadVersionsSource),
        keyboardEras: pad768Eras)

    static let iPad9 = Device(
        id: "ipad-9", name: "iPad (7th-9th generation), 10.2-inch",
        aliases: ["ipad", "ipad-10-2", "ipad-8", "ipad-7"], family: .pad,
        portraitSize: size(810, 1080, .single, "facts §10.1: Telegram .iPad102Inch"),
        scale: 2, safeAreaPortrait: padInsets(faceID: false), safeAreaLandscape: padInsets(faceID: false),
        hasHomeIndicator: false, keyboardPortrait: pad102.0, keyboardLandscape: pad102.1,
        pad: padMetrics(faceID: false, barConfirmed: false), diagonals: [10.2],
        supportedVersions: versions(13...26, .unverified, iPadVersionsSource))

    static let iPadPro105 = Device(
        id: "ipad-pro-10-5", name: "iPad Pro 10.5-inch, iPad Air (3rd generation)",
        aliases: ["ipad-air-3"], family: .pad,
        portraitSize: size(834, 1112, .single, "facts §10.1: Telegram .iPadPro10Inch"),
        scale: 2,
        safeAreaPortrait: insets(20, 0, 0, 0, .single, "facts §10.2: swift-snapshot-testing iPadPro10_5"),
        safeAreaLandscape: insets(20, 0, 0, 0, .single, "facts §10.2: swift-snapshot-testing iPadPro10_5"),
        hasHomeIndicator: false, keyboardPortrait: pad105.0, keyboardLandscape: pad105.1,
        pad: padMetrics(faceID: false, barConfirmed: false), diagonals: [10.5],
        supportedVersions: versions(10...26, .unverified, iPadVersionsSource))

    static let iPadAir = Device(
        id: "ipad-air", name: "iPad Air 10.9-inch (4th/5th gen), iPad (10th generation)",
        aliases: ["ipad-air-4", "ipad-air-5", "ipad-10", "ipad-10-9"], family: .pad,
        portraitSize: size(820, 1180, .single, "facts §10.1 (820x1180 row); §10.6 device table"),
        scale: 2, safeAreaPortrait: padInsets(faceID: true), safeAreaLandscape: padInsets(faceID: true),
        hasHomeIndicator: true,
        // A 2021 log of this class (facts §10.12) gives 337 with the bar where the catalogue had
        // only the 834x1194 class's 333 by analogy: a log over no source.
        keyboardPortrait: KeyboardHeights(
            letters: v(287, .inference, "facts §10.12: the logged 337 less the 50-pt bar"),
            lettersWithQuickType: v(
                337, .single, "facts §10.12: a 2021 log (gist matkuznik), {{0, 843}, {820, 337}}"),
            shortBegin: v(279, .single, "facts §10.12: the same log's Begin {{0, 1180}, {820, 279}}")),
        keyboardLandscape: KeyboardHeights(
            letters: v(368, .inference, "facts §10.1: as the 834x1194 class"),
            lettersWithQuickType: v(418, .inference, "facts §10.1: ≈418 as the 834x1194 class")),
        pad: padMetrics(faceID: true, barConfirmed: false), diagonals: [10.9],
        supportedVersions: versions(14...26, .unverified, iPadVersionsSource))

    static let iPadPro11 = Device(
        id: "ipad-pro-11", name: "iPad Pro 11-inch (1st-4th gen, Face ID)", aliases: ["ipad-pro-11-inch"],
        family: .pad,
        portraitSize: size(834, 1194, .single, "facts §10.1: Telegram .iPadPro11Inch (§3.2 unverified)"),
        scale: 2, safeAreaPortrait: padInsets(faceID: true), safeAreaLandscape: padInsets(faceID: true),
        hasHomeIndicator: true,
        keyboardPortrait: faceIDPad11(.single, "facts §10.1: Telegram .iPadPro11Inch").0,
        keyboardLandscape: faceIDPad11(.single, "facts §10.1: Telegram .iPadPro11Inch").1,
        pad: padMetrics(faceID: true, barConfirmed: false, split: noSplitOnLargePros), diagonals: [11],
        supportedVersions: versions(12...26, .unverified, iPadVersionsSource))

    static let iPadPro129 = Device(
        id: "ipad-pro-12-9", name: "iPad Pro 12.9-inch (3rd gen and later, Face ID)",
        aliases: ["ipad-pro-12", "ipad-pro-13"], family: .pad,
        portraitSize: size(
            1024, 1366, .single, "facts §10.1: Telegram .iPadPro3rdGen (§3.2 unverified)"),
        scale: 2, safeAreaPortrait: padInsets(faceID: true), safeAreaLandscape: padInsets(faceID: true),
        hasHomeIndicator: true,
        keyboardPortrait: KeyboardHeights(
            letters: v(348, .single, "facts §10.1: Telegram .iPadPro3rdGen 348"),
            lettersWithQuickType: v(398, .single, "facts §10.1: Telegram 348 + 50")),
        keyboardLandscape: KeyboardHeights(
            letters: v(441, .single, "facts §10.1: Telegram 441"),
            lettersWithQuickType: v(491, .single, "facts §10.1: Telegram 441 + 50")),
        pad: padMetrics(faceID: true, barConfirmed: false, split: noSplitOnLargePros), diagonals: [12.9],
        supportedVersions: versions(12...26, .unverified, iPadVersionsSource))

    static let iPadPro129HomeButton = Device(
        id: "ipad-pro-12-9-2", name: "iPad Pro 12.9-inch (1st/2nd gen, home button)",
        aliases: ["ipad-pro-12-9-1"], family: .pad,
        portraitSize: size(1024, 1366, .single, "facts §10.1: Telegram .iPadPro"),
        scale: 2,
        safeAreaPortrait: insets(20, 0, 0, 0, .single, "facts §10.2: swift-snapshot-testing iPadPro12_9"),
        safeAreaLandscape: insets(20, 0, 0, 0, .single, "facts §10.2: swift-snapshot-testing iPadPro12_9"),
        hasHomeIndicator: false,
        keyboardPortrait: KeyboardHeights(
            letters: v(328, .single, "facts §10.1: Telegram .iPadPro 328"),
            lettersWithQuickType: v(378, .single, "facts §10.1: Telegram 328 + 50")),
        keyboardLandscape: KeyboardHeights(
            letters: v(421, .single, "facts §10.1: Telegram 421"),
            lettersWithQuickType: v(471, .single, "facts §10.1: Telegram 421 + 50")),
        pad: padMetrics(faceID: false, barConfirmed: false, split: noSplitOnLargePros), diagonals: [12.9],
        supportedVersions: versions(9...17, .unverified, iPadVersionsSource))

    static let iPadMini6 = Device(
        id: "ipad-mini-6", name: "iPad mini (6th/7th generation), 8.3-inch", aliases: ["ipad-mini-7"],
        family: .pad, portraitSize: size(744, 1133, .single, "facts §10.1: Telegram .iPadMini6thGen"),
        scale: 2, safeAreaPortrait: padInsets(faceID: true), safeAreaLandscape: padInsets(faceID: true),
        hasHomeIndicator: true,
        keyboardPortrait: KeyboardHeights(
            letters: v(328, .single, "facts §10.1: Telegram .iPadMini6thGen 378 − the 50-pt bar"),
            lettersWithQuickType: v(378, .single, "facts §10.1: Telegram .iPadMini6thGen 378")),
        keyboardLandscape: KeyboardHeights(
            letters: v(368, .single, "facts §10.1: Telegram .iPadMini6thGen 418 − the 50-pt bar"),
            lettersWithQuickType: v(418, .single, "facts §10.1: Telegram .iPadMini6thGen 418")),
        pad: padMetrics(faceID: true, barConfirmed: false), diagonals: [8.3],
        supportedVersions: versions(15...26, .unverified, iPadVersionsSource))

    /// The iPads, smallest screen first.
    public static let iPads: [Device] = [
        iPadMini6, iPad2, iPad97, iPad9, iPadAir, iPadPro105, iPadPro11, iPadPro129HomeButton, iPadPro129,
    ]
}
