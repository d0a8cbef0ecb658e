// iPhone metrics. Every value carries the confidence tag the facts give it and the fact section it
// comes from (facts = ../shared/facts/ios-keyboard.md). Values marked [UNVERIFIED] are placeholders
// with no source: they need a device capture. §10 takes precedence over §3 where they differ.

private func v(_ value: Double, _ c: Confidence, _ source: String) -> Sourced<Double> {
    Sourced(value, c, source)
}

private func insets(
    _ t: Double, _ l: Double, _ b: Double, _ r: Double, _ c: Confidence, _ source: String
) -> Sourced<EdgeInsets> {
    Sourced(EdgeInsets(top: t, left: l, bottom: b, right: r), c, source)
}

private func size(_ w: Double, _ h: Double, _ c: Confidence, _ source: String) -> Sourced<Size> {
    Sourced(Size(width: w, height: h), c, source)
}

/// Landscape keyboards on every notched / Dynamic Island iPhone: 172 keys + 37 bar (facts §10.1).
private let notchedLandscape = KeyboardHeights(
    letters: v(172, .single, "facts §10.1 landscape, Telegram keyboardHeight(inLandscape:)"),
    lettersWithQuickType: v(209, .single, "facts §10.1 landscape, Telegram 172 + 37"))

/// Landscape keyboards on the 4.7" and 5.5" home-button iPhones: 163 + 37 (facts §10.1).
private func homeButtonLandscape(plusConfirmed: Bool) -> KeyboardHeights {
    KeyboardHeights(
        letters: v(163, .single, "facts §10.1 landscape, Telegram"),
        lettersWithQuickType: plusConfirmed
            ? v(200, .confirmed, "facts §10.1: Telegram 163 + 37 and RxKeyboard #46 log (200 landscape)")
            : v(200, .single, "facts §10.1: Telegram 163 + 37"))
}

/// The placeholder for devices with no keyboard source at all (16 Pro family, facts §10.1 gap).
private func unverifiedKeyboard(_ letters: Double, _ withBar: Double, like: String) -> KeyboardHeights {
    KeyboardHeights(
        letters: v(letters, .unverified, "facts §10.1 gap: no source; assumed as \(like)"),
        lettersWithQuickType: v(withBar, .unverified, "facts §10.1 gap: no source; assumed as \(like)"))
}

private let notchedSafeAreaSource = "facts §10.2 (QMUI table, swift-snapshot-testing, StartPoint)"

extension DeviceCatalogue {
    static let iPhoneSE3 = Device(
        id: "iphone-se-3", name: "iPhone SE (3rd generation)",
        aliases: ["iphone-se", "iphone-se-2", "iphone-8", "iphone-7", "iphone-6s"], family: .phone,
        portraitSize: size(375, 667, .confirmed, "facts §3.2: D05/D13 dumps, SE2 spec 1334x750 px"),
        scale: 2,
        safeAreaPortrait: insets(
            20, 0, 0, 0, .single, "facts §10.2: swift-snapshot-testing iPhoneSe/iPhone8"),
        safeAreaLandscape: insets(
            0, 0, 0, 0, .single, "facts §10.2: swift-snapshot-testing (landscape .zero)"),
        hasHomeIndicator: false,
        keyboardPortrait: KeyboardHeights(
            letters: v(216, .confirmed, "facts §3.1 D05/D08 (no QuickType) + §10.1 Telegram 216"),
            lettersWithQuickType: v(260, .confirmed, "facts §3.1 D13 + §10.1 Telegram 216 + 44"),
            otherLanguage: v(289.5, .single, "facts §3.1 D08: pinyin with candidates, iOS 11")),
        keyboardLandscape: homeButtonLandscape(plusConfirmed: false))

    static let iPhone8Plus = Device(
        id: "iphone-8-plus", name: "iPhone 8 Plus / 7 Plus / 6s Plus",
        aliases: ["iphone-7-plus", "iphone-6s-plus", "iphone-plus"], family: .phone,
        portraitSize: size(414, 736, .single, "facts §3.2: D07 screen size"), scale: 3,
        safeAreaPortrait: insets(20, 0, 0, 0, .single, "facts §10.2: swift-snapshot-testing iPhone8Plus"),
        safeAreaLandscape: insets(
            0, 0, 0, 0, .single, "facts §10.2: swift-snapshot-testing (landscape .zero)"),
        hasHomeIndicator: false,
        keyboardPortrait: KeyboardHeights(
            letters: v(226, .single, "facts §10.1: Telegram 226"),
            lettersWithQuickType: v(
                271, .confirmed, "facts §3.1 D07 + RxKeyboard #46 + §10.1 Telegram 226 + 45")),
        keyboardLandscape: homeButtonLandscape(plusConfirmed: true))

    static let iPhoneX = Device(
        id: "iphone-x", name: "iPhone X / XS / 11 Pro",
        aliases: ["iphone-xs", "iphone-11-pro"], family: .phone,
        portraitSize: size(375, 812, .confirmed, "facts §3.2: qiita usagimaru + D09/D10 dumps"), scale: 3,
        safeAreaPortrait: insets(44, 0, 34, 0, .confirmed, "facts §3.2: qiita safe area 375x734"),
        safeAreaLandscape: insets(0, 44, 21, 44, .confirmed, "facts §3.2 qiita 724x354; §10.2 bottom 21"),
        hasHomeIndicator: true,
        keyboardPortrait: KeyboardHeights(
            // [CONFLICT by 1 pt]: D09 (real dump, iOS 11) 291/335 vs Telegram's estimate 292/336; the
            // facts say keep the dump (§10.1).
            letters: v(291, .conflict, "facts §10.1: D09 291 kept over Telegram 292"),
            lettersWithQuickType: v(335, .conflict, "facts §10.1: D09 335 kept over Telegram 336"),
            // D10: 335 → 366.666… after a keyboard switch (emoji or another language, not recorded).
            otherLanguage: v(1100.0 / 3.0, .single, "facts §3.1 D10: 366.67 after a keyboard switch")),
        keyboardLandscape: notchedLandscape)

    static let iPhone11 = Device(
        id: "iphone-11", name: "iPhone 11 / XR", aliases: ["iphone-xr"], family: .phone,
        portraitSize: size(414, 896, .confirmed, "facts §3.2: qiita + D11/D12 dumps"), scale: 2,
        safeAreaPortrait: insets(
            48, 0, 34, 0, .confirmed, "facts §10.2: QMUI iPhone12,1, AppChamCong (iOS 14+)"),
        safeAreaLandscape: insets(0, 48, 21, 48, .confirmed, "facts §10.2: QMUI"),
        legacyNotchInset: 44, hasHomeIndicator: true,
        keyboardPortrait: KeyboardHeights(
            letters: v(302, .single, "facts §10.1: Telegram 302"),
            lettersWithQuickType: v(346, .confirmed, "facts §3.1 D11/D12 + §10.1 Telegram 302 + 44")),
        keyboardLandscape: notchedLandscape)

    static let iPhone13Mini = Device(
        id: "iphone-13-mini", name: "iPhone 13 mini / 12 mini", aliases: ["iphone-12-mini"],
        family: .phone, portraitSize: size(375, 812, .single, "facts §3.2: hacknicity"), scale: 3,
        safeAreaPortrait: insets(50, 0, 34, 0, .confirmed, notchedSafeAreaSource),
        safeAreaLandscape: insets(0, 50, 21, 50, .confirmed, notchedSafeAreaSource),
        hasHomeIndicator: true,
        keyboardPortrait: KeyboardHeights(
            letters: v(291, .conflict, "facts §10.1: 375x812 class, D09 291 kept over Telegram 292"),
            lettersWithQuickType: v(
                335, .conflict, "facts §10.1: 375x812 class, D09 335 kept over Telegram 336")),
        keyboardLandscape: notchedLandscape)

    static let iPhone14 = Device(
        id: "iphone-14", name: "iPhone 14 / 13 / 12",
        aliases: ["iphone-13", "iphone-12", "iphone-13-pro", "iphone-12-pro"], family: .phone,
        portraitSize: size(390, 844, .confirmed, "facts §3.2: hacknicity iPhone 12/14 articles, zhangwen"),
        scale: 3,
        safeAreaPortrait: insets(47, 0, 34, 0, .confirmed, notchedSafeAreaSource),
        safeAreaLandscape: insets(0, 47, 21, 47, .confirmed, notchedSafeAreaSource),
        hasHomeIndicator: true,
        keyboardPortrait: KeyboardHeights(
            letters: v(292, .single, "facts §10.1: Telegram .iPhone12/.iPhone13 292"),
            lettersWithQuickType: v(336, .single, "facts §10.1: Telegram 292 + 44")),
        keyboardLandscape: notchedLandscape)

    static let iPhone15 = Device(
        id: "iphone-15", name: "iPhone 15 / 14 Pro",
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
        keyboardLandscape: notchedLandscape)

    static let iPhone15ProMax = Device(
        id: "iphone-15-pro-max", name: "iPhone 15 Pro Max / 14 Pro Max / 15 Plus",
        aliases: ["iphone-14-pro-max", "iphone-15-plus", "iphone-16-plus"], family: .phone,
        portraitSize: size(430, 932, .confirmed, "facts §3.2: hacknicity, zhangwen"), scale: 3,
        safeAreaPortrait: insets(59, 0, 34, 0, .confirmed, "facts §10.2: QMUI, thedebonair 'expected 59.0'"),
        safeAreaLandscape: insets(0, 59, 21, 59, .confirmed, "facts §10.2: QMUI"),
        hasHomeIndicator: true,
        keyboardPortrait: KeyboardHeights(
            letters: v(302, .single, "facts §10.1: Telegram .iPhone14ProMax 302"),
            lettersWithQuickType: v(
                346, .confirmed, "facts §10.1: Telegram 302 + 44 and the MAUI dump {{0, 586}, {430, 346}}")),
        keyboardLandscape: notchedLandscape)

    static let iPhone16Pro = Device(
        id: "iphone-16-pro", name: "iPhone 16 Pro", aliases: [], family: .phone,
        portraitSize: size(402, 874, .unverified, "facts §3.2: no source"), scale: 3,
        safeAreaPortrait: insets(62, 0, 34, 0, .single, "facts §10.2: QMUI iPhone17,1"),
        safeAreaLandscape: insets(0, 62, 21, 62, .single, "facts §10.2: QMUI iPhone17,1"),
        hasHomeIndicator: true,
        keyboardPortrait: unverifiedKeyboard(292, 336, like: "the 393-wide phones"),
        keyboardLandscape: unverifiedKeyboard(172, 209, like: "the notched phones"))

    static let iPhone16ProMax = Device(
        id: "iphone-16-pro-max", name: "iPhone 16 Pro Max", aliases: [], family: .phone,
        portraitSize: size(440, 956, .unverified, "facts §3.2: no source"), scale: 3,
        safeAreaPortrait: insets(62, 0, 34, 0, .single, "facts §10.2: QMUI iPhone17,2"),
        safeAreaLandscape: insets(0, 62, 21, 62, .single, "facts §10.2: QMUI iPhone17,2"),
        hasHomeIndicator: true,
        keyboardPortrait: unverifiedKeyboard(302, 346, like: "the 430-wide phones"),
        keyboardLandscape: unverifiedKeyboard(172, 209, like: "the notched phones"))

    /// The iPhones, smallest first.
    public static let iPhones: [Device] = [
        iPhoneSE3, iPhone8Plus, iPhoneX, iPhone11, iPhone13Mini, iPhone14, iPhone15, iPhone15ProMax,
        iPhone16Pro, iPhone16ProMax,
    ]
}
