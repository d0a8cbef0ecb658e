import XCTest

@testable import KeyboardLab

/// adjustedContentInset, the resting range and the offset's clamping, worked by hand from UIKit's
/// documented rules (UIScrollView.ContentInsetAdjustmentBehavior reference pages: `scrollableAxes`
/// adds the safe area vertically when the content is taller than the bounds or
/// `alwaysBounceVertical`; `never` never; `always` always), and from how UIKit keeps the offset in
/// range (`_adjustContentOffsetIfNecessary` on a frame change, SlackTextViewController #539; the
/// resting range −adjusted.top … contentHeight + adjusted.bottom − boundsHeight, dotnet/maui #37060).
final class ScrollViewInsetTests: XCTestCase {
    /// A 30-row table fills the iPhone 15's screen: adjusted = safe area (59, 0, 34, 0), since a
    /// table bounces vertically; at rest at the top the offset is −59 (the content starts under the
    /// sensor housing's inset); the last resting offset is 1320 + 34 − 852 = 502.
    func testTableFillingTheScreenGetsTheSafeAreaAsAdjustedInset() throws {
        let (sim, table) = try ScreenFixtures.chat()
        defer { XCTAssertTrue(table.window === sim.window) }  // the simulator owns the window
        XCTAssertEqual(table.adjustedContentInset, EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        XCTAssertEqual(table.contentSize, Size(width: 393, height: 1320))
        XCTAssertEqual(table.minimumContentOffset.y, -59)
        XCTAssertEqual(table.maximumContentOffset.y, 502)
        XCTAssertEqual(table.contentOffset.y, 502)  // scrolled to the bottom by the fixture
        try table.scrollToRow(at: 0, at: .top, animated: false)
        XCTAssertEqual(table.contentOffset.y, -59)
    }

    /// The offset rests at −adjusted.top from the first layout pass (the top inset appears with the
    /// safe area, and an offset resting at the old top follows it: rdar 34808621, MagazineLayout #136).
    func testFirstLayoutRestsTheOffsetBelowTheTopInset() throws {
        let sim = try Simulator(deviceID: "iphone-15")
        let table = try sim.add(TableView(name: "chat", rows: 30, rowHeight: 44))
        for text in [
            "chat.top == root.top", "chat.leading == root.leading", "chat.trailing == root.trailing",
            "chat.bottom == root.bottom",
        ] {
            try sim.addConstraint(text)
        }
        XCTAssertEqual(table.contentOffset, Point(x: 0, y: -59))
    }

    /// A short plain scroll view under `automatic` (= scrollableAxes without bars): content 300 tall
    /// in 852 gets no safe area; `always` adds it; `never` never does, even for a table.
    func testBehaviorsDecideWhetherTheSafeAreaIsAdded() throws {
        let sim = try Simulator(deviceID: "iphone-15")
        let scroll = try sim.add(ScrollView(name: "page"))
        for text in [
            "page.top == root.top", "page.leading == root.leading", "page.trailing == root.trailing",
            "page.bottom == root.bottom",
        ] {
            try sim.addConstraint(text)
        }
        scroll.contentSize = Size(width: 393, height: 300)
        XCTAssertEqual(scroll.adjustedContentInset, .zero)
        scroll.alwaysBounceVertical = true
        XCTAssertEqual(scroll.adjustedContentInset, EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        scroll.alwaysBounceVertical = false
        scroll.contentSize = Size(width: 393, height: 1000)  // taller than 852: scrollable
        XCTAssertEqual(scroll.adjustedContentInset.top, 59)
        XCTAssertEqual(scroll.adjustedContentInset.left, 0)  // 393 wide: not scrollable across
        scroll.contentInsetAdjustmentBehavior = .always
        scroll.contentSize = Size(width: 393, height: 300)
        XCTAssertEqual(scroll.adjustedContentInset, EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        scroll.contentInsetAdjustmentBehavior = .never
        scroll.contentInset = EdgeInsets(top: 10, left: 0, bottom: 20, right: 0)
        XCTAssertEqual(scroll.adjustedContentInset, EdgeInsets(top: 10, left: 0, bottom: 20, right: 0))
    }

    /// The offset is clamped after the geometry changes, not when code sets it (UIKit lets code
    /// scroll anywhere): a content inset of 100 then back to 0 at the bottom of the table brings the
    /// offset from 602 back to 502.
    func testOffsetIsClampedAfterGeometryChangesOnly() throws {
        let (sim, table) = try ScreenFixtures.chat()
        defer { XCTAssertTrue(table.window === sim.window) }  // the simulator owns the window
        table.contentOffset = Point(x: 0, y: 5000)
        XCTAssertEqual(table.contentOffset.y, 5000)
        table.scrollToBottom(animated: false)
        table.contentInset.bottom = 100
        XCTAssertEqual(table.maximumContentOffset.y, 602)
        XCTAssertEqual(table.contentOffset.y, 502)  // in range: unchanged
        table.scrollToBottom(animated: false)
        XCTAssertEqual(table.contentOffset.y, 602)
        table.contentInset.bottom = 0
        XCTAssertEqual(table.contentOffset.y, 502)  // clamped to the new end
        table.numberOfRows = 10  // 440 tall: the whole content fits, the offset rests at −59
        XCTAssertEqual(table.contentOffset.y, -59)
    }

    /// Rows are geometry: row r spans r × 44 … (r + 1) × 44. At offset 502 the bounds span
    /// 502 … 1354, rows 11 (484…528) to 29; between the insets (561 … 1320) rows 12 to 29.
    /// scrollToRow: middle of row 15 (midY 682) in the 759-pt area between the insets → 682 − 59 −
    /// 379.5 = 243.5; row 29 at the top is clamped to 502; `.none` on a visible row does nothing.
    func testRowsAndScrollPositions() throws {
        let (sim, table) = try ScreenFixtures.chat()
        defer { XCTAssertTrue(table.window === sim.window) }  // the simulator owns the window
        XCTAssertEqual(table.visibleRowRange, 11...29)
        XCTAssertEqual(table.unobscuredRowRange, 12...29)
        XCTAssertEqual(table.lastRowRect, Rect(x: 0, y: 1276, width: 393, height: 44))
        try table.scrollToRow(at: 15, at: .middle, animated: false)
        XCTAssertEqual(table.contentOffset.y, 243.5)
        try table.scrollToRow(at: 29, at: .top, animated: false)
        XCTAssertEqual(table.contentOffset.y, 502)
        try table.scrollToRow(at: 20, at: .none, animated: false)
        XCTAssertEqual(table.contentOffset.y, 502)
        try table.scrollToRow(at: 0, at: .none, animated: false)  // above: comes to the top inset
        XCTAssertEqual(table.contentOffset.y, -59)
        XCTAssertThrowsError(try table.scrollToRow(at: 30, at: .bottom, animated: false)) { error in
            XCTAssertEqual(error as? TableViewError, .rowOutOfRange(row: 30, numberOfRows: 30))
        }
    }

    /// Subviews live in content coordinates: constraints to the scroll view's edges attach to the
    /// content area (UIScrollView's documented rule for them), and the bounds origin (the offset)
    /// moves them on screen: a card 100 below the content's top is at 100 − offset.
    func testSubviewsAreLaidOutInContentCoordinates() throws {
        let sim = try Simulator(deviceID: "iphone-15")
        let page = try sim.add(ScrollView(name: "page"))
        for text in [
            "page.top == root.top", "page.leading == root.leading", "page.trailing == root.trailing",
            "page.bottom == root.bottom",
        ] {
            try sim.addConstraint(text)
        }
        page.contentSize = Size(width: 393, height: 2000)  // scrollable: adjusted (59, 0, 34, 0)
        try sim.addView(named: "card", in: "page")
        for text in [
            "card.top == page.top + 100", "card.leading == page.leading", "card.width == 393",
            "card.height == 50",
        ] {
            try sim.addConstraint(text)
        }
        XCTAssertEqual(page.contentOffset.y, -59)
        let card = try sim.view(named: "card")
        XCTAssertEqual(card.frame, Rect(x: 0, y: 100, width: 393, height: 50))
        XCTAssertEqual(sim.frame(of: card, in: .screen, presentation: false).minY, 159)
        page.contentOffset = Point(x: 0, y: 50)
        XCTAssertEqual(card.frame.minY, 100)
        XCTAssertEqual(sim.frame(of: card, in: .screen, presentation: false).minY, 50)
        XCTAssertEqual(card.convert(Point.zero, to: nil as View?).y, 50)
    }

    /// Hostile values never trap: a huge offset still answers the visible rows (none), non-finite
    /// values are ignored.
    func testHostileValuesAreRefusedOrHarmless() throws {
        let (sim, table) = try ScreenFixtures.chat()
        defer { XCTAssertTrue(table.window === sim.window) }  // the simulator owns the window
        table.contentOffset = Point(x: 0, y: 1e300)
        XCTAssertNil(table.visibleRowRange)
        table.contentOffset = Point(x: 0, y: -1e300)
        XCTAssertNil(table.visibleRowRange)
        table.contentOffset = Point(x: .nan, y: 3)
        XCTAssertEqual(table.contentOffset.y, -1e300)
        table.rowHeight = -4
        XCTAssertEqual(table.rowHeight, 44)
        table.numberOfRows = Int.max
        XCTAssertEqual(table.numberOfRows, TableView.maximumNumberOfRows)
        table.contentInset.bottom = .infinity
        XCTAssertEqual(table.contentInset.bottom, 0)
    }
}
