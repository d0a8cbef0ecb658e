import KeyboardLab

/// A timeline as an SVG filmstrip: every `step`-th frame (and the last) side by side, each with
/// its frame number and time under it (counted from the timeline's first frame, as a scenario's
/// table counts them), drawn at one scale.
struct Filmstrip {
    let timeline: Timeline
    let markup: Markup
    /// Frames between two pictures; nil picks one that gives at most `defaultPictures`.
    var step: Int?
    /// Pixels of screen height per picture.
    var pictureHeight = 300.0

    static let defaultPictures = 10
    /// More pictures than this make a file no one can look at.
    static let maximumPictures = 500
    static let gutter = 16.0
    static let caption = 40.0

    /// The frames drawn.
    var chosen: [Timeline.Frame] {
        let frames = timeline.frames
        guard !frames.isEmpty else { return [] }
        let every = max(
            1, step ?? (frames.count + Self.defaultPictures - 2) / max(Self.defaultPictures - 1, 1))
        var picked = stride(from: 0, to: frames.count, by: every).map { frames[$0] }
        if let last = frames.last, picked.last?.frame != last.frame { picked.append(last) }
        return picked
    }

    /// The SVG document.
    func document() -> String {
        let m = markup
        let picture = ScreenPicture(timeline: timeline, markup: markup)
        let extent = timeline.extent
        let b = ScreenPicture.bezel
        let scale = pictureHeight / max(extent.height + 2 * b, 1)
        let cellWidth = (extent.width + 2 * b) * scale
        let frames = chosen
        let width = Self.gutter + Double(frames.count) * (cellWidth + Self.gutter)
        let height = 36 + pictureHeight + Self.caption
        var lines = [
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(m.n(width))\" height=\"\(m.n(height))\" "
                + "viewBox=\"0 0 \(m.n(width)) \(m.n(height))\">",
            "<title>\(Markup.escape(heading))</title>",
            "<style>\(ScreenPicture.style)\n\(Self.style)</style>",
            "<rect x=\"0\" y=\"0\" width=\"\(m.n(width))\" height=\"\(m.n(height))\" fill=\"\(PicturePalette.page)\"/>",
            "<text class=\"heading\" x=\"\(m.n(Self.gutter))\" y=\"22\">\(Markup.escape(heading))</text>",
        ]
        let start = timeline.frames.first
        for (index, frame) in frames.enumerated() {
            let left = Self.gutter + Double(index) * (cellWidth + Self.gutter)
            lines.append(
                "<g transform=\"translate(\(m.n(left + b * scale)) \(m.n(36 + b * scale))) "
                    + "scale(\(NumberStyle.fixed(scale, decimals: 6)))\">")
            lines += picture.elements(frame, clip: "clip\(index)")
            lines.append("</g>")
            let centre = left + cellWidth / 2
            let captionY = 36 + pictureHeight + 16
            lines.append(
                "<text class=\"caption\" x=\"\(m.n(centre))\" y=\"\(m.n(captionY))\">"
                    + "frame \(frame.frame - (start?.frame ?? 0))</text>")
            lines.append(
                "<text class=\"caption time\" x=\"\(m.n(centre))\" y=\"\(m.n(captionY + 16))\">"
                    + "\(NumberStyle.fixed((frame.time - (start?.time ?? 0)) * 1000, decimals: 1)) ms</text>")
        }
        lines.append("</svg>")
        return lines.joined(separator: "\n") + "\n"
    }

    var heading: String {
        "\(timeline.title): \(timeline.deviceID), \(chosen.count) of \(NumberStyle.count(timeline.frames.count, "frame"))"
    }

    static let style = """
        .heading{font:bold 15px sans-serif;fill:\(PicturePalette.ink)}
        .caption{font:13px sans-serif;fill:\(PicturePalette.ink);text-anchor:middle}
        .caption.time{fill:#636366}
        """
}
