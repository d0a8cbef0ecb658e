@testable import KeyboardLab

extension Simulator {
    /// Samples `quantity` every frame in a column called `name`.
    func addProbe(_ quantity: FrameQuantity, named name: String) throws(SimulationError) {
        addProbe(try Probe(quantity, named: name, in: self))
    }
}
