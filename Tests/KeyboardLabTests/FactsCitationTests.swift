import Foundation
import XCTest

@testable import KeyboardLab

/// Everything cited is in the repository: every "§n" in the code, the tests, the docs and the
/// examples names a section of docs/Facts.md, and so does every assumption in the registry.
final class FactsCitationTests: XCTestCase {
    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The section numbers of docs/Facts.md: `## 4. …` and `### 4.2 …` headings.
    private func sections() throws -> Set<String> {
        let text = try String(contentsOf: Self.root.appendingPathComponent("docs/Facts.md"), encoding: .utf8)
        var found: Set<String> = []
        for line in text.split(separator: "\n") where line.hasPrefix("## ") || line.hasPrefix("### ") {
            let words = line.split(separator: " ")
            guard words.count > 1 else { continue }
            var number = String(words[1])
            if number.hasSuffix(".") { number.removeLast() }
            if number.first?.isNumber ?? false { found.insert(number) }
        }
        return found
    }

    /// "§1.7" → "1.7": every citation in a text.
    private func citations(in text: String) -> [String] {
        var result: [String] = []
        var rest = Substring(text)
        while let mark = rest.firstIndex(of: "§") {
            rest = rest[rest.index(after: mark)...].drop { $0 == " " }
            let number = rest.prefix { $0.isNumber || $0 == "." }
            var cited = String(number)
            while cited.hasSuffix(".") { cited.removeLast() }
            if !cited.isEmpty { result.append(cited) }
        }
        return result
    }

    func test_everyCitationResolvesInDocsFacts() throws {
        let known = try sections()
        XCTAssertTrue(
            known.isSuperset(of: ["0", "1.1", "1.11", "2", "3.2", "4.4", "5.3", "9", "10.1", "10.9"]))
        var unresolved: [String] = []
        var checked = 0
        for folder in ["Sources", "Tests", "docs", "Examples", "Benchmarks"] {
            let base = Self.root.appendingPathComponent(folder)
            guard let files = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil) else {
                continue
            }
            for case let url as URL in files where ["swift", "md", "kbl"].contains(url.pathExtension) {
                let text = try String(contentsOf: url, encoding: .utf8)
                for cited in citations(in: text) {
                    checked += 1
                    if !known.contains(cited) { unresolved.append("\(url.lastPathComponent): §\(cited)") }
                }
            }
        }
        let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
        for cited in citations(in: readme) where !known.contains(cited) {
            unresolved.append("README.md: §\(cited)")
        }
        XCTAssertGreaterThan(checked, 400)
        XCTAssertEqual(unresolved, [])
    }

    func test_everyAssumptionCitesAFactsSection() throws {
        let known = try sections()
        for assumption in LabAssumption.all {
            let cited = citations(in: assumption.facts)
            XCTAssertFalse(cited.isEmpty, assumption.id.rawValue)
            for number in cited { XCTAssertTrue(known.contains(number), "\(assumption.id): §\(number)") }
        }
        XCTAssertEqual(Set(LabAssumption.all.map(\.id)).count, LabAssumption.all.count, "ids are unique")
    }
}
