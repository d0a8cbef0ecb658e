/// A headless `UITableView`: a scroll view with one section of `numberOfRows` rows of
/// `rowHeight` points (no header, footer or separators), whose content size follows its rows
/// (`rows × height` tall, as wide as the table). Rows are geometry, not views: `rectForRow(at:)`,
/// the visible rows and `scrollToRow(at:at:animated:)` compute from the offset.
///
/// UITableView bounces vertically even when its rows fit, so `alwaysBounceVertical` starts true
/// here, which makes the default inset adjustment include the safe area at the top and bottom
/// (docs/Layout.md, "Scroll views").
public final class TableView: ScrollView {
    /// Where `scrollToRow` puts the row (`UITableView.ScrollPosition`).
    public enum ScrollPosition: String, Hashable, Sendable, CaseIterable {
        /// The least scroll that shows the row whole; none when it already is.
        case none
        case top
        case middle
        case bottom
    }

    /// More rows than any screen needs; bigger counts are clamped (rows cost nothing, but a row
    /// index must stay an exact integer in a Double).
    public static let maximumNumberOfRows = 10_000_000

    /// The number of rows (clamped to 0…`maximumNumberOfRows`); the content size follows.
    public var numberOfRows: Int {
        didSet {
            let clamped = min(max(numberOfRows, 0), TableView.maximumNumberOfRows)
            if clamped != numberOfRows { numberOfRows = clamped }
            updateContentSize()
        }
    }

    /// Every row's height (`rowHeight`); values that are not positive and finite are ignored.
    public var rowHeight: Double {
        didSet {
            if !(rowHeight.isFinite && rowHeight > 0) { rowHeight = oldValue }
            updateContentSize()
        }
    }

    /// A table with `rows` rows of `rowHeight` points.
    public init(name: String, rows: Int = 0, rowHeight: Double = 44, frame: Rect = .zero) {
        self.numberOfRows = min(max(rows, 0), TableView.maximumNumberOfRows)
        self.rowHeight = rowHeight.isFinite && rowHeight > 0 ? rowHeight : 44
        super.init(name: name, scrollKind: .tableView, frame: frame)
        alwaysBounceVertical = true
        updateContentSize()
    }

    /// `rect(forRow:inSection:)` in content coordinates; nil outside 0..<numberOfRows.
    public func rectForRow(at row: Int) -> Rect? {
        guard row >= 0, row < numberOfRows else { return nil }
        return Rect(x: 0, y: Double(row) * rowHeight, width: bounds.width, height: rowHeight)
    }

    /// The last row's rectangle in content coordinates (nil without rows).
    public var lastRowRect: Rect? { rectForRow(at: numberOfRows - 1) }

    /// `indexPathsForVisibleRows` as row numbers: the rows that intersect the bounds (those under
    /// the insets, such as behind the keyboard, count, as in UIKit).
    public var visibleRows: [Int] { visibleRowRange.map { Array($0) } ?? [] }

    /// The visible rows as a range (nil when none is visible).
    public var visibleRowRange: ClosedRange<Int>? {
        rows(intersecting: bounds.minY, bounds.maxY)
    }

    /// The rows fully or partly visible between the adjusted insets (what the user can see when
    /// the keyboard covers the bottom inset); nil when none is.
    public var unobscuredRowRange: ClosedRange<Int>? {
        let inset = adjustedContentInset
        return rows(intersecting: bounds.minY + inset.top, bounds.maxY - inset.bottom)
    }

    private func rows(intersecting top: Double, _ bottom: Double) -> ClosedRange<Int>? {
        guard numberOfRows > 0, bottom > top else { return nil }
        // Clamped as Doubles before the conversion: an offset far out cannot trap.
        let count = Double(numberOfRows)
        let first = Int(min(max(0, (top / rowHeight).rounded(.down)), count))
        let last = Int(min(max(0, (bottom / rowHeight).rounded(.up)), count)) - 1
        guard first <= last else { return nil }
        return first...last
    }

    /// `scrollToRow(at:at:animated:)`: puts the row at the top, middle or bottom of the area
    /// between the adjusted insets (or scrolls the least to show it, `.none`), clamped to the
    /// resting range as UIKit does (the last row cannot come to the top).
    public func scrollToRow(at row: Int, at position: ScrollPosition, animated: Bool) throws(TableViewError) {
        guard let rect = rectForRow(at: row) else {
            throw .rowOutOfRange(row: row, numberOfRows: numberOfRows)
        }
        let inset = adjustedContentInset
        let visible = bounds.height - inset.top - inset.bottom
        var offset = contentOffset
        switch position {
        case .top: offset.y = rect.minY - inset.top
        case .middle: offset.y = rect.midY - inset.top - visible / 2
        case .bottom: offset.y = rect.maxY - (bounds.height - inset.bottom)
        case .none:
            scrollRectToVisible(rect, animated: animated)
            return
        }
        setContentOffset(clampedContentOffset(offset), animated: animated)
    }

    override func modelFrameDidChange(from old: Rect) {
        if old.width != frame.width { updateContentSize() }
        super.modelFrameDidChange(from: old)
    }

    private func updateContentSize() {
        contentSize = Size(width: bounds.width, height: Double(numberOfRows) * rowHeight)
    }
}

/// What a table view refuses (UIKit raises an exception instead).
public enum TableViewError: Error, Hashable, Sendable, CustomStringConvertible {
    case rowOutOfRange(row: Int, numberOfRows: Int)

    public var description: String {
        switch self {
        case .rowOutOfRange(let row, let count):
            return count == 0
                ? "row \(row) does not exist: the table has no rows"
                : "row \(row) does not exist: rows run from 0 to \(count - 1)"
        }
    }
}
