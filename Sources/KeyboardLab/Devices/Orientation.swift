/// The interface orientation. Only portrait and landscape are modelled: since iOS 8 keyboard frames
/// are in screen coordinates that follow the interface orientation (facts §1.9), and every inset in
/// the facts is left/right symmetric, so landscape-left and landscape-right give identical numbers.
public enum Orientation: String, Hashable, Sendable, CaseIterable {
    case portrait
    case landscape

    /// Parses `portrait`, `landscape`, and UIKit's `landscapeLeft` / `landscapeRight` (case-insensitive).
    public init?(name: String) {
        switch name.lowercased() {
        case "portrait", "p": self = .portrait
        case "landscape", "landscapeleft", "landscaperight", "landscape-left", "landscape-right", "l":
            self = .landscape
        default: return nil
        }
    }

    /// The other orientation (what `rotate` turns to when no orientation is given).
    public var rotated: Orientation { self == .portrait ? .landscape : .portrait }
}
