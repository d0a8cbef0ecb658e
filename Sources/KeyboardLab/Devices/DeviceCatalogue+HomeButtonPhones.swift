// The iPhones with a home button: 3.5-inch, 4-inch, 4.7-inch and 5.5-inch screen classes. Their
// safe area is the 20-pt status bar in portrait and nothing in landscape (facts §10.2); landscape
// keyboards are Telegram's estimates except the Plus's logged 200 (facts §10.1).

private let homeButtonPortraitInsets = insets(
    20, 0, 0, 0, .single, "facts §10.2: swift-snapshot-testing iPhoneSe/iPhone8 (status bar)")
private let homeButtonLandscapeInsets = insets(
    0, 0, 0, 0, .single, "facts §10.2: swift-snapshot-testing (landscape .zero)")

/// Landscape keyboards on the 3.5- and 4-inch phones: 162 keys (zoul/ios-keyboards, Telegram) + 37.
private let smallLandscape = KeyboardHeights(
    letters: v(162, .confirmed, "facts §10.1: Telegram 162 and zoul/ios-keyboards (iPhone 4, 5)"),
    lettersWithQuickType: v(199, .single, "facts §10.1: Telegram 162 + 37"))

/// Landscape keyboards on the 4.7" and 5.5" home-button iPhones: 163 + 37 (facts §10.1).
private func homeButtonLandscape(plusConfirmed: Bool) -> KeyboardHeights {
    KeyboardHeights(
        letters: v(163, .single, "facts §10.1 landscape, Telegram (zoul/ios-keyboards: 162 on iOS 8)"),
        lettersWithQuickType: plusConfirmed
            ? v(200, .confirmed, "facts §10.1: Telegram 163 + 37 and RxKeyboard #46 log (200 landscape)")
            : v(200, .single, "facts §10.1: Telegram 163 + 37"))
}

extension DeviceCatalogue {
    static let iPhone4s = Device(
        id: "iphone-4s", name: "iPhone 4s / 4 (3.5-inch)", aliases: ["iphone-4"], family: .phone,
        portraitSize: size(320, 480, .single, "facts §3.1 D01 (iOS 7 iPhone 4S: 480 − 216 = 264)"), scale: 2,
        safeAreaPortrait: insets(
            20, 0, 0, 0, .inference, "facts §10.2: the status bar, as every home-button phone"),
        safeAreaLandscape: insets(0, 0, 0, 0, .inference, "facts §10.2: as every home-button phone"),
        hasHomeIndicator: false,
        keyboardPortrait: KeyboardHeights(
            letters: v(216, .confirmed, "facts §3.1 D01 (iOS 7) + §10.1 Telegram 216"),
            lettersWithQuickType: v(253, .single, "facts §10.1: Telegram 216 + 37")),
        keyboardLandscape: smallLandscape, diagonals: [3.5],
        supportedVersions: versions(4...9, .single, iPhoneVersionsSource),
        keyboardEras: [
            preBarEra(
                .portrait, 216, .confirmed,
                "facts §3.1 D01 (iOS 7 iPhone 4S) and an iOS 5-6 iPhone 4 log (index id 13116015478, "
                    + "curve 0): no predictive bar"),
            preBarEra(.landscape, 162, .single, "facts §10.1: zoul/ios-keyboards iPhone 4 landscape 162"),
            smallPhoneBarEra(
                letters: v(216, .single, "facts §3.1 D01 (iOS 7): the keys kept their height"),
                barLogged: false),
        ])

    static let iPhoneSE1 = Device(
        id: "iphone-se-1", name: "iPhone SE (1st generation) / 5s / 5c / 5 (4-inch)",
        aliases: ["iphone-5", "iphone-5s", "iphone-5c", "iphone-se-1st"], family: .phone,
        portraitSize: size(320, 568, .confirmed, "facts §3.2: D02 and D20 dumps"), scale: 2,
        safeAreaPortrait: homeButtonPortraitInsets, safeAreaLandscape: homeButtonLandscapeInsets,
        hasHomeIndicator: false,
        keyboardPortrait: KeyboardHeights(
            letters: v(216, .confirmed, "facts §3.1 D02, D20 (iOS 6-8) + §10.1 Telegram 216"),
            // D19's 216 → 254 (duration 0) is a focus move's resize, not this bar (facts §3.1).
            lettersWithQuickType: v(253, .single, "facts §10.1: Telegram 216 + 37")),
        keyboardLandscape: smallLandscape, diagonals: [4.0],
        supportedVersions: versions(6...15, .single, iPhoneVersionsSource),
        keyboardEras: [
            preBarEra(
                .portrait, 216, .confirmed, "facts §3.1 D02 (iOS 6), D20: iPhone 5 class, no predictive bar"),
            preBarEra(.landscape, 162, .single, "facts §10.1: zoul/ios-keyboards iPhone 5 landscape 162"),
            smallPhoneBarEra(
                letters: v(216, .confirmed, "facts §3.1 D20: 320x568 on iOS 8, 216"), barLogged: true),
        ])

    /// The 3.5- and 4-inch phones on iOS 8–10, portrait. On the 4-inch phones 253 (216 + a
    /// 37-pt bar) is in several developers' logs of the era: shows from hidden at 0.25 s,
    /// {{0, 315}, {320, 253}}, three without the isLocal key (iOS 8, facts §2: index ids
    /// 14182430373, 36672835640, 2506856590) and more with it (iOS 9+: 19112960297,
    /// 41034313754), the repositories not known. D19's one 254 is a focus move's resize, not
    /// this bar's height (facts §3.1). The 3.5-inch phones borrow it.
    static func smallPhoneBarEra(letters: Sourced<Double>, barLogged: Bool) -> KeyboardHeightEra {
        KeyboardHeightEra(
            versions: 8...10, orientation: .portrait,
            heights: KeyboardHeights(
                letters: letters,
                lettersWithQuickType: barLogged
                    ? v(
                        253, .confirmed,
                        "facts §3.1: logs of the era on 320x568 (index ids, iOS 8 and 9+) and §10.1 "
                            + "Telegram 216 + 37")
                    : v(
                        253, .inference,
                        "facts §3.1: the 4-inch phones' 253 of the era (logged on 320x568) "
                            + "carried to 320x480")))
    }

    static let iPhoneSE3 = Device(
        id: "iphone-se-3", name: "iPhone SE (2nd/3rd gen) / 8 / 7 / 6s / 6 (4.7-inch)",
        aliases: ["iphone-se", "iphone-se-2", "iphone-8", "iphone-7", "iphone-6s", "iphone-6"],
        family: .phone,
        portraitSize: size(375, 667, .confirmed, "facts §3.2: D05/D13 dumps, SE2 spec 1334x750 px"),
        scale: 2, safeAreaPortrait: homeButtonPortraitInsets, safeAreaLandscape: homeButtonLandscapeInsets,
        hasHomeIndicator: false,
        keyboardPortrait: KeyboardHeights(
            letters: v(216, .confirmed, "facts §3.1 D05/D08 (no QuickType) + §10.1 Telegram 216"),
            lettersWithQuickType: v(260, .confirmed, "facts §3.1 D13 + §10.1 Telegram 216 + 44"),
            otherLanguage: v(289.5, .single, "facts §3.1 D08: pinyin with candidates, iOS 11")),
        keyboardLandscape: homeButtonLandscape(plusConfirmed: false), diagonals: [4.7],
        supportedVersions: versions(8...26, .single, iPhoneVersionsSource),
        keyboardEras: [
            // D06 (iPhone 6, iOS 8.4–10): the bar 42 pt tall, collapsible to a 9-pt strip.
            KeyboardHeightEra(
                versions: 8...10, orientation: .portrait,
                heights: KeyboardHeights(
                    letters: v(216, .confirmed, "facts §3.1 D05 (no QuickType, iOS 8-12)"),
                    lettersWithQuickType: v(258, .single, "facts §1.5 D06: predictive shown, iOS 8.4-10"),
                    lettersWithCollapsedBar: v(
                        225, .single, "facts §1.5 D06: predictive collapsed, iOS 8.4-10")))
        ])

    static let iPhone8Plus = Device(
        id: "iphone-8-plus", name: "iPhone 8 Plus / 7 Plus / 6s Plus / 6 Plus (5.5-inch)",
        aliases: ["iphone-7-plus", "iphone-6s-plus", "iphone-6-plus", "iphone-plus"], family: .phone,
        portraitSize: size(414, 736, .single, "facts §3.2: D07 screen size"), scale: 3,
        safeAreaPortrait: insets(20, 0, 0, 0, .single, "facts §10.2: swift-snapshot-testing iPhone8Plus"),
        safeAreaLandscape: homeButtonLandscapeInsets, hasHomeIndicator: false,
        keyboardPortrait: KeyboardHeights(
            letters: v(226, .confirmed, "facts §10.1: Telegram 226 and zoul/ios-keyboards 6 Plus 226"),
            lettersWithQuickType: v(
                271, .confirmed, "facts §3.1 D07 + RxKeyboard #46 + §10.1 Telegram 226 + 45")),
        keyboardLandscape: homeButtonLandscape(plusConfirmed: true), diagonals: [5.5],
        supportedVersions: versions(8...16, .single, iPhoneVersionsSource))

    /// The home-button iPhones, smallest first.
    static let homeButtonPhones: [Device] = [iPhone4s, iPhoneSE1, iPhoneSE3, iPhone8Plus]
}
