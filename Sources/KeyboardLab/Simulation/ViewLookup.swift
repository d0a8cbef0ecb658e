/// A view found by name once and then remembered, for readers that run every frame (probes,
/// tracking): looking a name up walks the whole view tree, which cost more than the rest of a
/// frame on a 20-view screen. The view is held weakly and checked to still be in the
/// simulator's window; otherwise the name is looked up again (a removed view reads as gone).
final class ViewLookup {
    let name: String
    private weak var view: View?

    init(_ name: String) {
        self.name = name
    }

    func resolve(in sim: Simulator) -> View? {
        if let view, view.window === sim.window { return view }
        view = try? sim.view(named: name)
        return view
    }
}
