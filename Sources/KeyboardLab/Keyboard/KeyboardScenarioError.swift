/// A scenario that cannot run in the current state or on this device.
public enum KeyboardScenarioError: Error, Hashable, Sendable, CustomStringConvertible {
    /// iPad-only scenario (undock, split, float, Split View) on an iPhone.
    case requiresPad(device: String, scenario: String)
    /// The split keyboard does not exist on this iPad.
    case splitUnsupported(device: String)
    /// The scenario needs a shown keyboard.
    case keyboardNotShown(scenario: String)
    /// The scenario needs the keyboard in another mode (e.g. a drag needs a docked keyboard).
    case wrongMode(scenario: String, mode: KeyboardMode)
    /// A height or size that cannot be (negative, not finite).
    case invalidValue(name: String, value: Double)
    /// An interactive drag needs at least one finger position.
    case emptyDrag

    public var description: String {
        switch self {
        case .requiresPad(let device, let scenario): "\(scenario) needs an iPad; \(device) is an iPhone"
        case .splitUnsupported(let device): "\(device) has no split keyboard"
        case .keyboardNotShown(let scenario): "\(scenario) needs the keyboard to be shown"
        case .wrongMode(let scenario, let mode):
            "\(scenario) is not possible while the keyboard is \(mode.rawValue)"
        case .invalidValue(let name, let value): "\(name) cannot be \(KeyboardNumberFormat.number(value))"
        case .emptyDrag: "a drag needs at least one finger position"
        }
    }
}
