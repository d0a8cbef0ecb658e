import XCTest

@testable import KeyboardLab

/// Catalogue values against facts §3.2 / §10.1 / §10.2 (expected values typed from the facts).
final class DeviceCatalogueTests: XCTestCase {
    private func device(_ id: String) throws -> Device { try DeviceCatalogue.device(id) }

    /// facts §10.2: 14 Pro / 15 / 15 Pro / 16 share 393x852 with (59,0,34,0) and (0,59,21,59).
    func test_iPhone15_screenAndSafeArea_facts10_2() throws {
        let d = try device("iphone-15")
        XCTAssertEqual(d.screenSize(.portrait), Size(width: 393, height: 852))
        XCTAssertEqual(d.screenSize(.landscape), Size(width: 852, height: 393))
        XCTAssertEqual(d.scale, 3)
        XCTAssertEqual(d.safeAreaInsets(.portrait), EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        XCTAssertEqual(d.safeAreaInsets(.landscape), EdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
        XCTAssertEqual(d.safeAreaPortrait.confidence, .confirmed)
        XCTAssertTrue(d.hasHomeIndicator)
    }

    /// facts §10.2 table, one row per device family.
    func test_safeAreas_perDevice_facts10_2() throws {
        let expected: [(String, EdgeInsets, EdgeInsets)] = [
            ("iphone-se-3", .init(top: 20, left: 0, bottom: 0, right: 0), .zero),
            ("iphone-8-plus", .init(top: 20, left: 0, bottom: 0, right: 0), .zero),
            (
                "iphone-x", .init(top: 44, left: 0, bottom: 34, right: 0),
                .init(top: 0, left: 44, bottom: 21, right: 44)
            ),
            (
                "iphone-11", .init(top: 48, left: 0, bottom: 34, right: 0),
                .init(top: 0, left: 48, bottom: 21, right: 48)
            ),
            (
                "iphone-13-mini", .init(top: 50, left: 0, bottom: 34, right: 0),
                .init(top: 0, left: 50, bottom: 21, right: 50)
            ),
            (
                "iphone-14", .init(top: 47, left: 0, bottom: 34, right: 0),
                .init(top: 0, left: 47, bottom: 21, right: 47)
            ),
            (
                "iphone-15-pro-max", .init(top: 59, left: 0, bottom: 34, right: 0),
                .init(top: 0, left: 59, bottom: 21, right: 59)
            ),
            (
                "iphone-16-pro", .init(top: 62, left: 0, bottom: 34, right: 0),
                .init(top: 0, left: 62, bottom: 21, right: 62)
            ),
            (
                "ipad-9", .init(top: 20, left: 0, bottom: 0, right: 0),
                .init(top: 20, left: 0, bottom: 0, right: 0)
            ),
            (
                "ipad-pro-11", .init(top: 24, left: 0, bottom: 20, right: 0),
                .init(top: 24, left: 0, bottom: 20, right: 0)
            ),
            (
                "ipad-pro-12-9", .init(top: 24, left: 0, bottom: 20, right: 0),
                .init(top: 24, left: 0, bottom: 20, right: 0)
            ),
        ]
        for (id, portrait, landscape) in expected {
            let d = try device(id)
            XCTAssertEqual(d.safeAreaInsets(.portrait), portrait, id)
            XCTAssertEqual(d.safeAreaInsets(.landscape), landscape, id)
        }
    }

    /// facts §10.2: the XR / 11 top inset was 44 on iOS 12-13 and is 48 from iOS 14.
    func test_iPhone11_safeAreaTop_44BeforeIOS14_facts10_2() throws {
        let d = try device("iphone-xr")
        XCTAssertEqual(d.id, "iphone-11")
        XCTAssertEqual(d.safeAreaInsets(.portrait, iOSMajorVersion: 13).top, 44)
        XCTAssertEqual(d.safeAreaInsets(.portrait, iOSMajorVersion: 14).top, 48)
        XCTAssertEqual(d.safeAreaInsets(.landscape, iOSMajorVersion: 12).left, 44)
    }

    /// facts §3.2 / §10.1 screen sizes in points.
    func test_screenSizes_facts3_2() throws {
        let expected: [(String, Double, Double)] = [
            ("iphone-se-3", 375, 667), ("iphone-8-plus", 414, 736), ("iphone-x", 375, 812),
            ("iphone-11", 414, 896), ("iphone-13-mini", 375, 812), ("iphone-14", 390, 844),
            ("iphone-15", 393, 852), ("iphone-15-pro-max", 430, 932), ("iphone-16-pro", 402, 874),
            ("ipad-9", 810, 1080), ("ipad-pro-11", 834, 1194), ("ipad-pro-12-9", 1024, 1366),
        ]
        for (id, w, h) in expected {
            XCTAssertEqual(try device(id).screenSize(.portrait), Size(width: w, height: h), id)
        }
    }

    /// facts §10.1: docked keyboard heights with and without QuickType, portrait and landscape.
    func test_keyboardHeights_facts10_1() throws {
        let expected: [(String, Double, Double, Double, Double)] = [
            ("iphone-se-3", 216, 260, 163, 200), ("iphone-8-plus", 226, 271, 163, 200),
            ("iphone-x", 291, 335, 172, 209), ("iphone-11", 302, 346, 172, 209),
            ("iphone-14", 292, 336, 172, 209), ("iphone-15", 292, 336, 172, 209),
            ("iphone-15-pro-max", 302, 346, 172, 209), ("ipad-9-7", 263, 313, 348, 398),
            ("ipad-pro-11", 283, 333, 368, 418), ("ipad-pro-12-9", 348, 398, 441, 491),
        ]
        for (id, p, pq, l, lq) in expected {
            let d = try device(id)
            XCTAssertEqual(d.keyboardHeight(.letters, quickType: false, orientation: .portrait).value, p, id)
            XCTAssertEqual(d.keyboardHeight(.letters, quickType: true, orientation: .portrait).value, pq, id)
            XCTAssertEqual(d.keyboardHeight(.letters, quickType: false, orientation: .landscape).value, l, id)
            XCTAssertEqual(d.keyboardHeight(.letters, quickType: true, orientation: .landscape).value, lq, id)
        }
    }

    /// The confidence marks travel with the values (facts §10.1 tags).
    func test_confidenceMarks_facts10_1() throws {
        let proMax = try device("iphone-15-pro-max")
        XCTAssertEqual(proMax.keyboardPortrait.lettersWithQuickType.confidence, .confirmed)
        XCTAssertEqual(proMax.keyboardPortrait.letters.confidence, .single)
        XCTAssertEqual(try device("iphone-14").keyboardPortrait.lettersWithQuickType.confidence, .single)
        XCTAssertEqual(try device("iphone-x").keyboardPortrait.letters.confidence, .conflict)
        let pro16 = try device("iphone-16-pro")
        XCTAssertEqual(pro16.keyboardPortrait.lettersWithQuickType.confidence, .unverified)
        // facts §10.6: two sources now give 402x874 and the 62-pt top (was [UNVERIFIED] / [SINGLE]).
        XCTAssertEqual(pro16.portraitSize.confidence, .confirmed)
        XCTAssertEqual(pro16.safeAreaPortrait.confidence, .confirmed)
        XCTAssertEqual(try device("iphone-16-pro-max").portraitSize.confidence, .single)
        XCTAssertEqual(try device("ipad-9-7").pad?.shortcutsBarVisibleHeight.confidence, .confirmed)
        XCTAssertEqual(try device("ipad-pro-11").pad?.floatingSize.confidence, .unverified)
        XCTAssertEqual(Confidence.unverified.tag, "[UNVERIFIED]")
        // Every value has a source string naming where it came from.
        for d in DeviceCatalogue.all {
            for row in d.confidenceReport { XCTAssertFalse(row.source.isEmpty, "\(d.id) \(row.name)") }
        }
    }

    /// facts §10.1: emoji = letters with QuickType; iPad number pad = full keyboard (radar 38117524);
    /// D10's 366.67 on the 375x812 class for another keyboard.
    func test_otherKindsHeights_facts10_1() throws {
        let x = try device("iphone-x")
        XCTAssertEqual(x.keyboardHeight(.emoji, quickType: false, orientation: .portrait).value, 335)
        XCTAssertEqual(
            x.keyboardHeight(.otherLanguage, quickType: true, orientation: .portrait).value, 1100.0 / 3)
        let pad = try device("ipad-9-7")
        XCTAssertEqual(pad.keyboardHeight(.numberPad, quickType: true, orientation: .landscape).value, 398)
        let se = try device("iphone-se-3")
        XCTAssertEqual(
            se.keyboardHeight(.otherLanguage, quickType: true, orientation: .portrait).value, 289.5)
        XCTAssertEqual(
            se.keyboardHeight(.numberPad, quickType: true, orientation: .portrait).confidence, .unverified)
    }

    func test_lookup_aliasesAndMarketingNames() throws {
        XCTAssertEqual(try device("iPhone 14 Pro").id, "iphone-15")
        XCTAssertEqual(try device("iphone-se").id, "iphone-se-3")
        XCTAssertEqual(try device("iPad Pro 12.9\"").id, "ipad-pro-12-9")
        XCTAssertEqual(try device("ipad-pro-11-inch").id, "ipad-pro-11")
        XCTAssertTrue(DeviceCatalogue.names.contains("iphone-15-pro-max"))
        XCTAssertEqual(DeviceCatalogue.names, DeviceCatalogue.names.sorted())
        XCTAssertEqual(
            Set(DeviceCatalogue.names).count, DeviceCatalogue.names.count, "ids and aliases are unique")
    }

    func test_unknownDevice_suggestsClosestNames() {
        XCTAssertThrowsError(try DeviceCatalogue.device("iphone-15-pro-mx")) { error in
            guard let error = error as? UnknownDeviceError else { return XCTFail("wrong error \(error)") }
            XCTAssertEqual(error.suggestions.first, "iphone-15-pro-max")
            XCTAssertTrue(error.description.contains("did you mean iphone-15-pro-max"))
        }
    }

    func test_orientationNames() {
        XCTAssertEqual(Orientation(name: "landscapeLeft"), .landscape)
        XCTAssertEqual(Orientation(name: "Portrait"), .portrait)
        XCTAssertNil(Orientation(name: "upside"))
        XCTAssertEqual(Orientation.portrait.rotated, .landscape)
    }
}
