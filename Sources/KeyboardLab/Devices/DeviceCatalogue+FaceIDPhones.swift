// The iPhones with Face ID: notched and Dynamic Island screens. Their keyboard heights already include
// the 34-pt home-indicator strip (facts §3.2 notes). §10 takes precedence over §3 where they differ.

/// Landscape keyboards on every notched / Dynamic Island iPhone: 172 keys + 37 bar (facts §10.1).
private let notchedLandscape = KeyboardHeights(
    letters: v(172, .single, "facts §10.1 landscape, Telegram keyboardHeight(inLandscape:)"),
    lettersWithQuickType: v(209, .single, "facts §10.1 landscape, Telegram 172 + 37"))

/// The placeholder for devices with no keyboard source at all (16 Pro family, facts §10.1 gap).
private func unverifiedKeyboard(_ letters: Double, _ withBar: Double, like: String) -> KeyboardHeights {
    KeyboardHeights(
        letters: v(letters, .unverified, "facts §10.1 gap: no source; assumed as \(like)"),
        lettersWithQuickType: v(withBar, .unverified, "facts §10.1 gap: no source; assumed as \(like)"))
}

private let notchedSafeAreaSource = "facts §10.2 (QMUI table, swift-snapshot-testing, StartPoint)"

/// 414-wide (XR, XS Max) and 428/430-wide phones: 302 keys + 44 bar, 346 confirmed by dumps.
private func wideKeyboard(_ withBarSource: String, shortBegin: Sourced<Double>? = nil) -> KeyboardHeights {
    KeyboardHeights(
        letters: v(302, .single, "facts §10.1: Telegram 302"),
        lettersWithQuickType: v(346, .confirmed, withBarSource), shortBegin: shortBegin)
}

/// D11 (a 414x896 phone, iOS 12, April 2019; XR or XS Max not recorded): a first show whose Begin
/// was {{0, 896}, {414, 288}} while End was {{0, 550}, {414, 346}}.
private let d11ShortBegin = v(288, .single, "facts §2 D11: Begin 288 vs End 346 on a first show")

/// The 375x812 class (X/XS/11 Pro, 12/13 mini): D09's 291/335 kept over Telegram's 292/336 (facts
/// §10.1) and D10's 366.67 after a keyboard switch, logged on an iPhone X and applied to the class
/// as the facts apply D09.
private let notch375Keyboard = KeyboardHeights(
    letters: v(291, .conflict, "facts §10.1: 375x812 class, D09 291 kept over Telegram 292"),
    lettersWithQuickType: v(335, .conflict, "facts §10.1: 375x812 class, D09 335 kept over Telegram 336"),
    // D10: 335 → 366.666… after a keyboard switch (emoji or another language, not recorded):
    // reading it as the other-language keyboard, and giving it to the 12/13 mini, is inferred.
    otherLanguage: v(
        1100.0 / 3.0, .inference,
        "facts §3.1 D10 (iPhone X): 366.67 after a keyboard switch of unrecorded type, read as another language"
    ))

extension DeviceCatalogue {
    static let iPhoneX = Device(
        id: "iphone-x", name: "iPhone X / XS / 11 Pro (5.8-inch)",
        aliases: ["iphone-xs", "iphone-11-pro"], family: .phone,
        portraitSize: size(375, 812, .confirmed, "facts §3.2: qiita usagimaru + D09/D10 dumps"), scale: 3,
        safeAreaPortrait: insets(44, 0, 34, 0, .confirmed, "facts §3.2: qiita safe area 375x734"),
        safeAreaLandscape: insets(0, 44, 21, 44, .confirmed, "facts §3.2 qiita 724x354; §10.2 bottom 21"),
        hasHomeIndicator: true,
        keyboardPortrait: notch375Keyboard,
        keyboardLandscape: notchedLandscape, diagonals: [5.8],
        supportedVersions: versions(11...26, .single, iPhoneVersionsSource))

    static let iPhone11 = Device(
        id: "iphone-11", name: "iPhone 11 / XR (6.1-inch LCD)", aliases: ["iphone-xr"], family: .phone,
        portraitSize: size(414, 896, .confirmed, "facts §3.2: qiita + D11/D12 dumps"), scale: 2,
        safeAreaPortrait: insets(
            48, 0, 34, 0, .confirmed, "facts §10.2: QMUI iPhone12,1, AppChamCong (iOS 14+)"),
        safeAreaLandscape: insets(0, 48, 21, 48, .confirmed, "facts §10.2: QMUI"),
        legacyNotchInset: 44, hasHomeIndicator: true,
        keyboardPortrait: wideKeyboard(
            "facts §3.1 D11/D12 + §10.1 Telegram 302 + 44", shortBegin: d11ShortBegin),
        keyboardLandscape: notchedLandscape, diagonals: [6.1],
        supportedVersions: versions(12...26, .single, iPhoneVersionsSource))

    static let iPhoneXSMax = Device(
        id: "iphone-xs-max", name: "iPhone XS Max / 11 Pro Max (6.5-inch)", aliases: ["iphone-11-pro-max"],
        family: .phone, portraitSize: size(414, 896, .confirmed, "facts §3.2: qiita + D11/D12 dumps"),
        scale: 3, safeAreaPortrait: insets(44, 0, 34, 0, .confirmed, "facts §10.2: QMUI + qiita (§3.2)"),
        safeAreaLandscape: insets(0, 44, 21, 44, .confirmed, "facts §10.2: QMUI + qiita (§3.2)"),
        hasHomeIndicator: true,
        keyboardPortrait: wideKeyboard(
            "facts §3.1 D11/D12 (XS Max class) + §10.1 Telegram 302 + 44", shortBegin: d11ShortBegin),
        keyboardLandscape: notchedLandscape, diagonals: [6.5],
        supportedVersions: versions(12...26, .single, iPhoneVersionsSource))

    static let iPhone13Mini = Device(
        id: "iphone-13-mini", name: "iPhone 13 mini / 12 mini (5.4-inch)", aliases: ["iphone-12-mini"],
        family: .phone, portraitSize: size(375, 812, .single, "facts §3.2: hacknicity"), scale: 3,
        safeAreaPortrait: insets(50, 0, 34, 0, .confirmed, notchedSafeAreaSource),
        safeAreaLandscape: insets(0, 50, 21, 50, .confirmed, notchedSafeAreaSource),
        hasHomeIndicator: true,
        keyboardPortrait: notch375Keyboard,
        keyboardLandscape: notchedLandscape, diagonals: [5.4],
        supportedVersions: versions(14...26, .single, iPhoneVersionsSource))

    static let iPhone14 = Device(
        id: "iphone-14", name: "iPhone 14 / 13 / 13 Pro / 12 / 12 Pro (6.1-inch)",
        aliases: ["iphone-13", "iphone-12", "iphone-13-pro", "iphone-12-pro"], family: .phone,
        portraitSize: size(390, 844, .confirmed, "facts §3.2: hacknicity iPhone 12/14 articles, zhangwen"),
        scale: 3,
        safeAreaPortrait: insets(47, 0, 34, 0, .confirmed, notchedSafeAreaSource),
        safeAreaLandscape: insets(0, 47, 21, 47, .confirmed, notchedSafeAreaSource),
        hasHomeIndicator: true,
        keyboardPortrait: KeyboardHeights(
            letters: v(292, .single, "facts §10.1: Telegram .iPhone12/.iPhone13 292"),
            lettersWithQuickType: v(336, .single, "facts §10.1: Telegram 292 + 44")),
        keyboardLandscape: notchedLandscape, diagonals: [6.1],
        supportedVersions: versions(14...26, .single, iPhoneVersionsSource))

    static let iPhone14Plus = Device(
        id: "iphone-14-plus", name: "iPhone 14 Plus / 13 Pro Max / 12 Pro Max (6.7-inch)",
        aliases: ["iphone-13-pro-max", "iphone-12-pro-max"], family: .phone,
        portraitSize: size(428, 926, .confirmed, "facts §3.2: hacknicity, D21 dump"), scale: 3,
        safeAreaPortrait: insets(47, 0, 34, 0, .confirmed, notchedSafeAreaSource),
        safeAreaLandscape: insets(0, 47, 21, 47, .confirmed, notchedSafeAreaSource),
        hasHomeIndicator: true,
        keyboardPortrait: wideKeyboard("facts §3.1 D21 + §10.1 Telegram 302 + 44"),
        keyboardLandscape: notchedLandscape, diagonals: [6.7],
        supportedVersions: versions(14...26, .single, iPhoneVersionsSource))

    static let iPhone15 = Device(
        id: "iphone-15", name: "iPhone 15 / 15 Pro / 16 / 14 Pro (6.1-inch)",
        aliases: ["iphone-14-pro", "iphone-15-pro", "iphone-16"], family: .phone,
        portraitSize: size(393, 852, .confirmed, "facts §3.2: hacknicity, zhangwen"), scale: 3,
        // iPhone 15 itself is [CONFLICT] in QMUI (47); 59 chosen by the Dynamic Island (facts §10.2).
        safeAreaPortrait: insets(
            59, 0, 34, 0, .confirmed, "facts §10.2: QMUI, csl.cool log (15: 59 over QMUI's 47)"),
        safeAreaLandscape: insets(0, 59, 21, 59, .confirmed, "facts §10.2: QMUI"),
        hasHomeIndicator: true,
        keyboardPortrait: KeyboardHeights(
            letters: v(292, .single, "facts §10.1: Telegram .iPhone14Pro 292"),
            lettersWithQuickType: v(336, .confirmed, "facts §10.1: Telegram 292 + 44 and the §3.1 336 dump")),
        keyboardLandscape: notchedLandscape, diagonals: [6.1],
        supportedVersions: versions(16...26, .single, iPhoneVersionsSource))

    static let iPhone15ProMax = Device(
        id: "iphone-15-pro-max", name: "iPhone 15 Pro Max / 15 Plus / 16 Plus / 14 Pro Max (6.7-inch)",
        aliases: ["iphone-14-pro-max", "iphone-15-plus", "iphone-16-plus"], family: .phone,
        portraitSize: size(430, 932, .confirmed, "facts §3.2: hacknicity, zhangwen"), scale: 3,
        safeAreaPortrait: insets(59, 0, 34, 0, .confirmed, "facts §10.2: QMUI, thedebonair 'expected 59.0'"),
        safeAreaLandscape: insets(0, 59, 21, 59, .confirmed, "facts §10.2: QMUI"),
        hasHomeIndicator: true,
        keyboardPortrait: wideKeyboard(
            "facts §10.1: Telegram 302 + 44 and the MAUI dump {{0, 586}, {430, 346}}"),
        keyboardLandscape: notchedLandscape, diagonals: [6.7],
        supportedVersions: versions(16...26, .single, iPhoneVersionsSource))

    static let iPhone16Pro = Device(
        id: "iphone-16-pro", name: "iPhone 16 Pro / 17 / 17 Pro (6.3-inch)",
        aliases: ["iphone-17", "iphone-17-pro"], family: .phone,
        portraitSize: size(
            402, 874, .confirmed, "facts §10.6: a device table and an iOS 26.5 simulator test"),
        scale: 3,
        safeAreaPortrait: insets(
            62, 0, 34, 0, .confirmed, "facts §10.2 QMUI iPhone17,1; §10.6 iOS 26.5 simulator test"),
        safeAreaLandscape: insets(0, 62, 21, 62, .single, "facts §10.2: QMUI iPhone17,1"),
        hasHomeIndicator: true,
        keyboardPortrait: unverifiedKeyboard(292, 336, like: "the 393-wide phones"),
        keyboardLandscape: unverifiedKeyboard(172, 209, like: "the notched phones"), diagonals: [6.3],
        supportedVersions: versions(18...26, .single, iPhoneVersionsSource))

    static let iPhone16ProMax = Device(
        id: "iphone-16-pro-max", name: "iPhone 16 Pro Max / 17 Pro Max (6.9-inch)",
        aliases: ["iphone-17-pro-max"], family: .phone,
        portraitSize: size(440, 956, .single, "facts §10.6: a device table (index id 70255463623)"), scale: 3,
        safeAreaPortrait: insets(62, 0, 34, 0, .single, "facts §10.2: QMUI iPhone17,2"),
        safeAreaLandscape: insets(0, 62, 21, 62, .single, "facts §10.2: QMUI iPhone17,2"),
        hasHomeIndicator: true,
        keyboardPortrait: unverifiedKeyboard(302, 346, like: "the 430-wide phones"),
        keyboardLandscape: unverifiedKeyboard(172, 209, like: "the notched phones"), diagonals: [6.9],
        supportedVersions: versions(18...26, .single, iPhoneVersionsSource))

    /// The Face ID iPhones, smallest screen first.
    static let faceIDPhones: [Device] = [
        iPhoneX, iPhone13Mini, iPhone14, iPhone15, iPhone16Pro, iPhone11, iPhoneXSMax, iPhone14Plus,
        iPhone15ProMax, iPhone16ProMax,
    ]

    /// Every iPhone: the home-button ones, then the Face ID ones.
    public static var iPhones: [Device] { homeButtonPhones + faceIDPhones }
}
