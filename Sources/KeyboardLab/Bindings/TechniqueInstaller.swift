/// How a comparison installs a technique on each cell's simulator: one of the built-in
/// techniques, or a caller's own installer (a script technique the shell's interpreter runs).
///
/// Built-in techniques are plain values, so their cells can run on any thread; a caller's
/// installer is a closure over the caller's state (an interpreter, a session), so its cells run
/// one after the other on the calling thread.
public struct TechniqueInstaller {
    /// The name printed in tables (a built-in technique's raw value).
    public let name: String
    let builtIn: KeyboardTechnique?
    let custom: ((Simulator, _ view: String, _ constraint: String?) throws(SimulationError) -> Void)?

    /// A built-in technique, bound with `Simulator.bind` (the constraint only when it needs one).
    public static func builtIn(_ technique: KeyboardTechnique) -> TechniqueInstaller {
        TechniqueInstaller(name: technique.rawValue, builtIn: technique, custom: nil)
    }

    /// A technique installed by `install(simulator, view, constraint)` on each cell's fresh
    /// simulator, before tracking starts. Its cells run serially on the calling thread.
    public static func custom(
        name: String,
        install: @escaping (Simulator, _ view: String, _ constraint: String?) throws(SimulationError) -> Void
    ) -> TechniqueInstaller {
        TechniqueInstaller(name: name, builtIn: nil, custom: install)
    }

    /// Every built-in technique, in `KeyboardTechnique.allCases` order.
    public static var allBuiltIn: [TechniqueInstaller] { KeyboardTechnique.allCases.map(builtIn) }

    /// The built-in technique, when this is one.
    public var technique: KeyboardTechnique? { builtIn }

    /// Installs the technique on `sim`'s view (moving `constraint`).
    func install(on sim: Simulator, view: String, constraint: String?) throws(SimulationError) {
        if let builtIn {
            try sim.bind(builtIn, view: view, constraint: builtIn.needsConstraint ? constraint : nil)
        } else if let custom {
            try custom(sim, view, constraint)
        }
    }
}
