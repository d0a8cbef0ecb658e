import Foundation
import XCTest

@testable import KeyboardLab

/// The names a device answers to (user test 2, F3): the catalogue's printed names and each model
/// in them, Apple's "(Nth generation)" names, short forms without the family prefix, and a
/// did-you-mean for every near miss. Expected ids are read from docs/Devices.md's table.
final class DeviceSpellingTests: XCTestCase {
    private func id(_ name: String) -> String? { try? DeviceCatalogue.device(name).id }

    /// `devices` prints "iPhone SE (2nd/3rd gen) / 8 / 7 / 6s / 6 (4.7-inch)" for iphone-se-3.
    func testThePrintedNameAndEachModelInItNameTheDevice() {
        XCTAssertEqual(id("iPhone SE (2nd/3rd gen) / 8 / 7 / 6s / 6 (4.7-inch)"), "iphone-se-3")
        XCTAssertEqual(id("iPhone SE (2nd/3rd gen)"), "iphone-se-3")
        XCTAssertEqual(id("iPhone 6s"), "iphone-se-3")
        XCTAssertEqual(id("iPhone 6 (4.7-inch)"), "iphone-se-3")
        XCTAssertEqual(id("iPhone 11 / XR (6.1-inch LCD)"), "iphone-11")
        XCTAssertEqual(id("iPhone XR"), "iphone-11")
        XCTAssertEqual(id("iPad Pro 10.5-inch"), "ipad-pro-10-5")
        XCTAssertEqual(id("iPad Air (3rd generation)"), "ipad-pro-10-5")
        for device in DeviceCatalogue.all {
            XCTAssertEqual(id(device.name), device.id, device.name)
        }
    }

    /// Apple's marketing names spell "(3rd generation)" where the catalogue writes "3rd gen".
    func testApplesGenerationNamesNameTheDevice() {
        XCTAssertEqual(id("iPhone SE (2nd generation)"), "iphone-se-3")
        XCTAssertEqual(id("iPhone SE (3rd generation)"), "iphone-se-3")
        XCTAssertEqual(id("iPhone SE (1st generation)"), "iphone-se-1")
        XCTAssertEqual(id("iPad Pro 11-inch (4th generation)"), "ipad-pro-11")
        XCTAssertEqual(id("iPad Pro 12.9-inch (2nd generation)"), "ipad-pro-12-9-2")
        XCTAssertEqual(id("iPad Air (5th generation)"), "ipad-air")
        XCTAssertEqual(id("iPad (9th generation)"), "ipad-9")
        XCTAssertEqual(id("iPad (10th generation)"), "ipad-air")
        XCTAssertEqual(id("iPad mini (6th generation)"), "ipad-mini-6")
        // Without its size, "iPad Pro (1st generation)" is an 11-inch and a 12.9-inch: refused,
        // with both offered.
        XCTAssertNil(id("iPad Pro (1st generation)"))
        let both = DeviceCatalogue.suggestions(for: "iPad Pro (1st generation)")
        XCTAssertTrue(both.contains("ipad-pro-11") && both.contains("ipad-pro-12-9-2"), "\(both)")
    }

    /// A name without `iphone-` or `ipad-` works where it names one device (`se-3`, `xr`);
    /// `8` is an iPhone 8 and an iPad (8th generation), so it is refused with both spelled out.
    func testShortFormsNameOneDeviceOrOfferEach() {
        XCTAssertEqual(id("se-3"), "iphone-se-3")
        XCTAssertEqual(id("se"), "iphone-se-3")
        XCTAssertEqual(id("xr"), "iphone-11")
        XCTAssertEqual(id("air-2"), "ipad-9-7")
        XCTAssertNil(id("8"))
        // Only those two: a one-character key is one edit from every other digit (`ipad-5` was
        // offered third).
        XCTAssertEqual(Set(DeviceCatalogue.suggestions(for: "8")), ["iphone-8", "ipad-8"])
        XCTAssertTrue(DeviceCatalogue.suggestions(for: "se-4").contains("iphone-se-3"))
        XCTAssertTrue(DeviceCatalogue.suggestions(for: "iPhone SE (4th generation)").contains("iphone-se-3"))
        XCTAssertEqual(DeviceCatalogue.suggestions(for: "iPhone15").first, "iphone-15")
    }

    /// No exact spelling names two devices: an exact spelling is accepted wherever it is typed.
    func testEveryExactSpellingNamesOneDevice() {
        for (spelling, ids) in DeviceCatalogue.exactSpellings {
            XCTAssertEqual(ids.count, 1, "\(spelling) names \(ids.sorted())")
        }
    }

    /// docs/Devices.md's "id (aliases)" column lists names a user types: each one names its
    /// row's device, and every alias of the catalogue is listed (in full or short).
    func testDevicesTableListsTheAliasesAsTyped() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let text = try String(contentsOf: root.appendingPathComponent("docs/Devices.md"), encoding: .utf8)
        let devices = text.components(separatedBy: "\n## Devices\n").last?.components(separatedBy: "\n### ")[
            0]
        var rows = 0
        for line in (devices ?? "").split(separator: "\n") where line.hasPrefix("| `") {
            let cell = line.split(separator: "|")[0].trimmingCharacters(in: .whitespaces)
            guard let open = cell.firstIndex(of: "("), cell.hasSuffix(")") else { continue }
            let rowID = cell[..<open].trimmingCharacters(in: .whitespaces).replacingOccurrences(
                of: "`", with: "")
            guard let device = DeviceCatalogue.all.first(where: { $0.id == rowID }) else { continue }
            rows += 1
            let listed = cell[cell.index(after: open)..<cell.index(before: cell.endIndex)]
                .split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            for name in listed { XCTAssertEqual(id(name), rowID, "\(name) in the row of \(rowID)") }
            for alias in device.aliases {
                let short = DeviceCatalogue.familyPrefixes.map {
                    alias.replacingOccurrences(of: $0, with: "")
                }
                XCTAssertTrue(
                    listed.contains(alias) || listed.contains { short.contains($0) },
                    "\(alias) of \(rowID) is not in the table")
            }
        }
        XCTAssertEqual(rows, DeviceCatalogue.all.count)
    }
}
