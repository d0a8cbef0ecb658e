import XCTest

@testable import KeyboardLab

extension XCTestCase {
    /// A state machine on a catalogue device, an iOS version (17, the default profile's, unless
    /// given) and an orientation: what most keyboard scenario tests start from.
    func keyboardMachine(
        _ id: String, _ version: Int = 17, _ orientation: Orientation = .portrait
    ) throws -> KeyboardStateMachine {
        KeyboardStateMachine(
            device: try DeviceCatalogue.device(id), orientation: orientation,
            profile: IOSVersionProfile(majorVersion: version))
    }
}
