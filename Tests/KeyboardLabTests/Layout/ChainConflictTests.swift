import XCTest

@testable import KeyboardLab

/// A conflict along a chain: rows stacked bottom-up from the root's bottom, each 44 high, and
/// the top row pinned to the root's top. With 5 rows: 5 × 44 = 220 ≠ 300, so every link, the
/// root's encapsulated height and the pin conflict together (the root's top cancels: both
/// ends of the chain hang from the root). A thousand rows stay affordable: the deletion filter
/// stops minimising after its budget.
final class ChainConflictTests: XCTestCase {
    func test_chainConflictListsEveryLink() throws {
        let window = Window(screen: Screen(size: Size(width: 100, height: 300)))
        let root = window.rootView
        var below: View?
        var constraints: [LayoutConstraint] = []
        for i in 0..<5 {
            let row = View(name: "row\(i)")
            root.addSubview(row)
            constraints += [
                row.bottomAnchor.constraint(equalTo: below?.topAnchor ?? root.bottomAnchor),
                row.leftAnchor.constraint(equalTo: root.leftAnchor),
                row.widthAnchor.constraint(equalToConstant: 10),
                row.heightAnchor.constraint(equalToConstant: 44),
            ]
            below = row
        }
        try LayoutConstraint.activate(constraints)
        window.layoutIfNeeded()
        let pin = try XCTUnwrap(below).topAnchor.constraint(equalTo: root.topAnchor)
        try pin.activate()
        window.layoutIfNeeded()
        guard case .unsatisfiable(let report)? = window.log.first else { return XCTFail("\(window.log)") }
        XCTAssertTrue(report.broken === pin)
        // 5 bottoms + 5 heights + the pin + root.height = 12.
        XCTAssertEqual(report.constraints.count, 12, report.description)
        XCTAssertEqual(
            report.constraints.first?.description, "UIView-Encapsulated-Layout-Height: root.height == 300")
        XCTAssertFalse(
            report.constraints.contains { $0.firstAttribute == .width || $0.firstAttribute == .left })
    }
}
