/// The colours of every picture (pages, SVG, the terminal drawing's legend order): fixed, so
/// that a page's pixels can be checked against them (the browser test classifies screenshot
/// pixels by these values).
public enum PicturePalette {
    /// Around the screen.
    public static let bezel = "#1c1c1e"
    /// The screen's background.
    public static let screen = "#ffffff"
    /// The screen outside the window's safe area.
    public static let unsafeArea = "#e5e5ea"
    /// The page behind everything.
    public static let page = "#f2f2f7"
    /// The keyboard, drawn over the app at `keyboardOpacity` so that a view it covers shows.
    public static let keyboard = "#8e8e93"
    public static let keyboardOpacity = 0.7
    /// The keyboard layout guide's dashed outline.
    public static let guide = "#ff2d55"
    /// The marker of a bound view's gap to the keyboard.
    public static let gap = "#ff3b30"
    /// Views, in order of first appearance (and compare lanes' curves).
    public static let views = [
        "#0a84ff", "#30d158", "#ff9f0a", "#bf5af2", "#64d2ff", "#ffd60a", "#ac8e68", "#5e5ce6", "#66d4cf",
        "#ff6482",
    ]
    /// Text.
    public static let ink = "#1c1c1e"

    /// The colour of the view (or lane, or series) at `index`.
    public static func color(_ index: Int) -> String { views[index % views.count] }

    /// `#rrggbb` as its red, green and blue bytes (nil for anything else).
    public static func rgb(_ hex: String) -> (red: Int, green: Int, blue: Int)? {
        let digits = Array(hex.dropFirst())
        guard hex.first == "#", digits.count == 6,
            let value = Int(String(digits), radix: 16)
        else { return nil }
        return ((value >> 16) & 0xFF, (value >> 8) & 0xFF, value & 0xFF)
    }
}
