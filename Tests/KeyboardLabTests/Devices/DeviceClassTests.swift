import XCTest

@testable import KeyboardLab

/// The screen classes issue 10 lists, with the values typed from the facts (docs/Facts.md §3,
/// §10.1, §10.2, §10.6), the names people type, the filter and the iOS ranges.
final class DeviceClassTests: XCTestCase {
    private func device(_ id: String) throws -> Device { try DeviceCatalogue.device(id) }

    /// Every class of the issue, portrait points: 3.5", 4", 4.7", 5.5", X, XR, XS Max, mini,
    /// 390x844, 428x926, 393x852, 430x932, 402x874, 440x956, and the iPads.
    func test_everyScreenClass_isInTheCatalogue() throws {
        let classes: [(String, Double, Double)] = [
            ("iphone-4s", 320, 480), ("iphone-se-1", 320, 568), ("iphone-6", 375, 667),
            ("iphone-7-plus", 414, 736), ("iphone-xs", 375, 812), ("iphone-xr", 414, 896),
            ("iphone-xs-max", 414, 896), ("iphone-12-mini", 375, 812), ("iphone-13", 390, 844),
            ("iphone-13-pro-max", 428, 926), ("iphone-14-pro", 393, 852), ("iphone-15-plus", 430, 932),
            ("iphone-16-pro", 402, 874), ("iphone-16-pro-max", 440, 956), ("ipad-6", 768, 1024),
            ("ipad-10-2", 810, 1080), ("ipad-pro-10-5", 834, 1112), ("ipad-air-4", 820, 1180),
            ("ipad-pro-11", 834, 1194), ("ipad-pro-12-9", 1024, 1366), ("ipad-pro-12-9-2", 1024, 1366),
            ("ipad-mini-6", 744, 1133),
        ]
        for (id, w, h) in classes {
            XCTAssertEqual(try device(id).portraitSize.value, Size(width: w, height: h), id)
        }
        // XR is @2, XS Max @3 on the same points (facts §3.2).
        XCTAssertEqual(try device("iphone-xr").scale, 2)
        XCTAssertEqual(try device("iphone-xs-max").scale, 3)
    }

    /// The names people type resolve, and a typo gets the did-you-mean.
    func test_typedNames_andDidYouMean() throws {
        XCTAssertEqual(try device("iphone-se-1").id, "iphone-se-1")
        XCTAssertEqual(try device("iPhone SE 2").id, "iphone-se-3")
        XCTAssertEqual(try device("iphone-6").id, "iphone-se-3")
        XCTAssertEqual(try device("iphone-7-plus").id, "iphone-8-plus")
        XCTAssertEqual(try device("iPhone 13 Pro Max").id, "iphone-14-plus")
        XCTAssertEqual(try device("iphone-17-pro").id, "iphone-16-pro")
        XCTAssertThrowsError(try device("iphone-13-pro-maxx")) { error in
            XCTAssertEqual((error as? UnknownDeviceError)?.suggestions.first, "iphone-13-pro-max")
        }
        XCTAssertEqual(Set(DeviceCatalogue.names).count, DeviceCatalogue.names.count, "every name is unique")
    }

    /// facts §10.1 / §10.2 values of the new entries.
    func test_newEntries_valuesFromTheFacts() throws {
        // 428x926 (12/13 Pro Max, 14 Plus): 47/34, 0,47,21,47; 346 with QuickType (D21).
        let plus = try device("iphone-14-plus")
        XCTAssertEqual(plus.safeAreaInsets(.portrait), EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        XCTAssertEqual(plus.keyboardHeight(.letters, quickType: true, orientation: .portrait).value, 346)
        XCTAssertEqual(
            plus.keyboardHeight(.letters, quickType: true, orientation: .portrait).confidence, .confirmed)
        // XS Max: 44/34 (QMUI + qiita), 302/346.
        let max = try device("iphone-xs-max")
        XCTAssertEqual(max.safeAreaInsets(.landscape), EdgeInsets(top: 0, left: 44, bottom: 21, right: 44))
        XCTAssertEqual(max.keyboardHeight(.letters, quickType: false, orientation: .portrait).value, 302)
        // iPad mini 6 (Telegram .iPadMini6thGen): 378 / 418 with the bar, Face ID insets 24/20.
        let mini = try device("ipad-mini-6")
        XCTAssertEqual(mini.keyboardHeight(.letters, quickType: true, orientation: .portrait).value, 378)
        XCTAssertEqual(mini.keyboardHeight(.letters, quickType: true, orientation: .landscape).value, 418)
        XCTAssertEqual(mini.safeAreaInsets(.portrait), EdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
        // Home-button 12.9 (Telegram .iPadPro): 328 + 50 = 378, 421 + 50 = 471, status bar only.
        let old129 = try device("ipad-pro-12-9-2")
        XCTAssertEqual(old129.keyboardHeight(.letters, quickType: true, orientation: .portrait).value, 378)
        XCTAssertEqual(old129.keyboardHeight(.letters, quickType: true, orientation: .landscape).value, 471)
        XCTAssertEqual(old129.safeAreaInsets(.portrait), EdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        // 10.5-inch (Telegram .iPadPro10Inch): 313 / 398.
        XCTAssertEqual(
            try device("ipad-pro-10-5").keyboardHeight(.letters, quickType: true, orientation: .landscape)
                .value, 398)
        // Air 10.9: 337 in portrait, the one log of the class (facts §10.12: End {{0, 843},
        // {820, 337}}, 1180 − 337 = 843) [SINGLE]; landscape ≈418 as the 834x1194 class [INFERENCE].
        let air = try device("ipad-air")
        XCTAssertEqual(air.keyboardHeight(.letters, quickType: true, orientation: .portrait).value, 337)
        XCTAssertEqual(
            air.keyboardHeight(.letters, quickType: true, orientation: .portrait).confidence, .single)
        XCTAssertEqual(air.keyboardHeight(.letters, quickType: true, orientation: .landscape).value, 418)
        // 3.5" and 4": 216 keys (D01, D02), 37-pt bar (Telegram), 162 landscape (zoul, Telegram).
        for id in ["iphone-4s", "iphone-se-1"] {
            let d = try device(id)
            XCTAssertEqual(
                d.keyboardHeight(.letters, quickType: false, orientation: .portrait).value, 216, id)
            XCTAssertEqual(d.keyboardHeight(.letters, quickType: true, orientation: .portrait).value, 253, id)
            XCTAssertEqual(
                d.keyboardHeight(.letters, quickType: false, orientation: .landscape).value, 162, id)
        }
    }

    /// Keyboard heights by iOS era and bar state (facts §3.1 D01–D03, D06; §10.5).
    func test_eras_andBarStates() throws {
        let six = try device("iphone-6")
        func h(_ d: Device, _ bar: PredictiveBarState, _ v: Int, _ o: Orientation = .portrait) -> Double {
            d.keyboardHeight(.letters, bar: bar, orientation: o, iOSMajorVersion: v).value
        }
        XCTAssertEqual(h(six, .shown, 9), 258)  // D06
        XCTAssertEqual(h(six, .collapsed, 9), 225)  // D06
        XCTAssertEqual(h(six, .hidden, 9), 216)  // D05
        XCTAssertEqual(h(six, .shown, 12), 260)  // D13
        // iOS 5–7: no bar; the 9.7-inch iPad's pre-predictive keyboard 264 / 352 (D03, iOS 5).
        let pad = try device("ipad-9-7")
        for v in 5...7 {
            XCTAssertEqual(h(pad, .shown, v), 264)
            XCTAssertEqual(h(pad, .shown, v, .landscape), 352)
            XCTAssertEqual(h(try device("iphone-4s"), .shown, v), 216)
        }
        // iOS 8: a 39-pt bar on the same keys, 264 + 39 = 303 and 352 + 39 = 391 (D15 and a
        // second log, facts §3.1); iOS 9 on: 263 + 50 = 313 and 348 + 50 = 398 (radar 38117524).
        XCTAssertEqual(h(pad, .shown, 8), 303)
        XCTAssertEqual(h(pad, .shown, 8, .landscape), 391)
        XCTAssertEqual(h(pad, .shown, 9, .landscape), 398)
        XCTAssertEqual(h(try device("ipad-2"), .shown, 8, .landscape), 391)
    }

    /// `devices family F size S`: the engine's filter.
    func test_filterByFamilyAndSize() throws {
        XCTAssertEqual(
            DeviceCatalogue.devices(family: .phone, size: DeviceSizeFilter("4.7")).map(\.id), ["iphone-se-3"])
        XCTAssertEqual(
            DeviceCatalogue.devices(size: DeviceSizeFilter("375x812")).map(\.id),
            ["iphone-x", "iphone-13-mini"])
        XCTAssertEqual(
            Set(DeviceCatalogue.devices(family: .pad, size: DeviceSizeFilter("12.9-inch")).map(\.id)),
            ["ipad-pro-12-9", "ipad-pro-12-9-2"])
        XCTAssertEqual(
            DeviceCatalogue.devices(size: DeviceSizeFilter("7.9\"")).map(\.id), ["ipad-2", "ipad-9-7"])
        XCTAssertEqual(DeviceCatalogue.devices(size: DeviceSizeFilter("390")).map(\.id), ["iphone-14"])
        XCTAssertEqual(DeviceCatalogue.devices(family: .pad).count, DeviceCatalogue.iPads.count)
        XCTAssertNil(DeviceSizeFilter("big"))
        XCTAssertNil(DeviceSizeFilter("-4.7"))
        XCTAssertNil(DeviceSizeFilter("nanxinf"))
        XCTAssertEqual(DeviceFamily(name: "iPad"), .pad)
    }

    /// facts §10.6: the iOS versions each entry's models ran (gadgetmates sheet, thinkios, the iOS
    /// 26 list). The iOS 7 devices of the catalogue: the 4s, the 4-inch phones, the 768x1024 iPads.
    func test_supportedVersions_facts10_6() throws {
        XCTAssertEqual(try device("iphone-4s").supportedVersions.value, 4...9)
        XCTAssertEqual(try device("iphone-se-1").supportedVersions.value, 6...15)
        XCTAssertEqual(try device("iphone-8-plus").supportedVersions.value, 8...16)
        XCTAssertEqual(try device("iphone-x").supportedVersions.value, 11...26)
        XCTAssertEqual(try device("iphone-16-pro").supportedVersions.value, 18...26)
        XCTAssertEqual(
            DeviceCatalogue.devices(running: 7).map(\.id), ["iphone-4s", "iphone-se-1", "ipad-2", "ipad-9-7"])
        // iOS 5: the 4s (and 4) and the iPads of its era; the 4-inch phones came with iOS 6.
        XCTAssertEqual(DeviceCatalogue.devices(running: 5).map(\.id), ["iphone-4s", "ipad-2", "ipad-9-7"])
        XCTAssertFalse(try device("iphone-xr").ran(iOSMajorVersion: 11))
    }

    /// Every value names its source: a facts section or, for a placeholder, "no source".
    func test_everyValueCitesAFactsSectionOrSaysItHasNone() throws {
        for d in DeviceCatalogue.all {
            for row in d.confidenceReport {
                XCTAssertTrue(
                    row.source.hasPrefix("facts §") || row.source.hasPrefix("no source"),
                    "\(d.id) \(row.name): \(row.source)")
            }
            XCTAssertFalse(d.diagonals.isEmpty, d.id)
            XCTAssertTrue(d.supportedVersions.source.hasPrefix("facts §"), d.id)
        }
    }
}
