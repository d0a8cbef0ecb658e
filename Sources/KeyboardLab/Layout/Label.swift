/// A headless `UILabel`: text `textWidth` points wide on its longest line, `lineCount` lines of
/// `lineHeight` points (the lab has no fonts). Its intrinsic size is `textWidth` × `lineCount ×
/// lineHeight`, which the engine turns into hugging (250) and compression-resistance (750)
/// constraints, so a label sizes itself unless other constraints outweigh those priorities.
public final class Label: View {
    public var textWidth: Double {
        didSet {
            if !(textWidth.isFinite && textWidth >= 0) { textWidth = oldValue }
            invalidateIntrinsicContentSize()
        }
    }

    public var lineCount: Int {
        didSet {
            let clamped = min(max(lineCount, 0), TextView.maximumLineCount)
            if clamped != lineCount { lineCount = clamped }
            invalidateIntrinsicContentSize()
        }
    }

    public var lineHeight: Double {
        didSet {
            if !(lineHeight.isFinite && lineHeight > 0) { lineHeight = oldValue }
            invalidateIntrinsicContentSize()
        }
    }

    public init(
        name: String, textWidth: Double, lines: Int = 1, lineHeight: Double = TextView.defaultLineHeight,
        frame: Rect = .zero
    ) {
        self.textWidth = textWidth.isFinite && textWidth >= 0 ? textWidth : 0
        self.lineCount = min(max(lines, 0), TextView.maximumLineCount)
        self.lineHeight = lineHeight.isFinite && lineHeight > 0 ? lineHeight : TextView.defaultLineHeight
        super.init(name: name, kind: .label, frame: frame)
    }

    public override var intrinsicContentSize: Size {
        Size(width: textWidth, height: Double(lineCount) * lineHeight)
    }
}
