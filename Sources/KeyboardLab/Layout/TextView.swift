/// A headless `UITextView` (a scroll view, as in UIKit) whose text is `lineCount` lines of
/// `lineHeight` points; the lab has no fonts, so the line count stands for the text. With
/// scrolling disabled it sizes itself, as growing chat input bars use it: its intrinsic height is
/// `textContainerInset.top + lineCount × lineHeight + textContainerInset.bottom` (no intrinsic
/// width: the text wraps to whatever width the constraints give). With scrolling enabled (UIKit's
/// default) it has no intrinsic size and scrolls its text instead.
public final class TextView: ScrollView {
    /// The line height of UIKit's default text-view font, the 17-pt system font (20.287 pt):
    /// not measured in the lab (docs/Deviations.md), so settable per text view.
    public static let defaultLineHeight = 20.287109375

    /// How many lines the text takes (at least 1: an empty text view keeps one line's height).
    public var lineCount: Int {
        didSet {
            let clamped = min(max(lineCount, 1), TextView.maximumLineCount)
            if clamped != lineCount { lineCount = clamped }
            textDidChange()
        }
    }

    /// The height of one line; values that are not positive and finite are ignored.
    public var lineHeight: Double {
        didSet {
            if !(lineHeight.isFinite && lineHeight > 0) { lineHeight = oldValue }
            textDidChange()
        }
    }

    /// Room around the text; UIKit's default is 8 points at the top and bottom
    /// (`textContainerInset`, "The default value … is (8, 0, 8, 0)").
    public var textContainerInset = EdgeInsets(top: 8, left: 0, bottom: 8, right: 0) {
        didSet {
            if !textContainerInset.isFinite { textContainerInset = oldValue }
            textDidChange()
        }
    }

    /// UITextView's `isScrollEnabled` (default true); false makes it size itself to its text.
    public var isScrollEnabled = true {
        didSet { if isScrollEnabled != oldValue { textDidChange() } }
    }

    /// More lines than any text view shows.
    public static let maximumLineCount = 100_000

    public init(
        name: String, lines: Int = 1, lineHeight: Double = TextView.defaultLineHeight,
        isScrollEnabled: Bool = true, frame: Rect = .zero
    ) {
        self.lineCount = min(max(lines, 1), TextView.maximumLineCount)
        self.lineHeight = lineHeight.isFinite && lineHeight > 0 ? lineHeight : TextView.defaultLineHeight
        self.isScrollEnabled = isScrollEnabled
        super.init(name: name, scrollKind: .textView, frame: frame)
        updateContentSize()
    }

    /// The text's height with its insets: the content height, and the intrinsic height when
    /// scrolling is off.
    public var textHeight: Double {
        textContainerInset.top + Double(lineCount) * lineHeight + textContainerInset.bottom
    }

    public override var intrinsicContentSize: Size {
        Size(width: View.noIntrinsicMetric, height: isScrollEnabled ? View.noIntrinsicMetric : textHeight)
    }

    override func modelFrameDidChange(from old: Rect) {
        if old.width != frame.width { updateContentSize() }
        super.modelFrameDidChange(from: old)
    }

    /// UITextView invalidates its intrinsic size when its text changes.
    private func textDidChange() {
        updateContentSize()
        invalidateIntrinsicContentSize()
    }

    private func updateContentSize() {
        contentSize = Size(width: bounds.width, height: textHeight)
    }
}
