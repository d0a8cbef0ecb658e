import KeyboardLab

/// The probes `watch` samples, resolved from the expression typed (a name, or a call of one
/// name) into what the engine reads, `FrameQuantity`: the engine is handed a value, never the
/// probe's text to parse again (it used to print each probe back to text and read it there).
extension CommandGroup {
    /// `gap(VIEW)` for `gap.VIEW` and `error(VIEW)` for `error.VIEW`: the call spelling of a
    /// per-view quantity typed as a member (nil for any other name), which is its column's name.
    static func functionSpelling(of name: String) -> String? {
        for function in ["gap", "error"] where name.hasPrefix("\(function).") {
            let view = name.dropFirst(function.count + 1)
            guard !view.isEmpty, !view.contains(".") else { return nil }
            return "\(function)(\(view))"
        }
        return nil
    }

    /// The quantity a probe expression names and its column's name (the name as typed, but
    /// `gap.VIEW` is the column `gap(VIEW)`), or nil when it names none. `viewNamedGap`: a view
    /// is called `gap`, so `gap.maxY` is its edge, not a gap.
    static func frameQuantity(_ expr: Expr, viewNamedGap: Bool) -> (FrameQuantity, column: String)? {
        switch expr {
        case .call(let function, let arguments, _, _):
            guard arguments.count == 1, arguments[0].label == nil,
                case .reference(let view, _) = arguments[0].value,
                !view.contains(".")
            else { return nil }
            switch function {
            case "gap": return (.gap(view: view, .presentation), "gap(\(view))")
            case "model.gap": return (.gap(view: view, .model), "model.gap(\(view))")
            default: return nil
            }
        case .reference(let name, _):
            if name == "t" { return (.time, name) }
            if !viewNamedGap, let call = functionSpelling(of: name), call.hasPrefix("gap(") {
                return (.gap(view: String(name.dropFirst("gap.".count)), .presentation), call)
            }
            return frameQuantity(MemberPath(name)).map { ($0, name) }
        default:
            return nil
        }
    }

    /// `OWNER[.model|.presentation].PART`. A view's name means what it means in `print` and
    /// `expect`, in UIKit's words: `box.maxY` is the model (`frame`), `box.presentation.maxY`
    /// what is on screen (`layer.presentation()`). The keyboard's is on screen everywhere
    /// (`keyboard.model.minY` the model), as `expect` reads it.
    private static func frameQuantity(_ path: MemberPath) -> FrameQuantity? {
        let parts = path.parts
        guard parts.count >= 2, let owner = parts.first, !owner.isEmpty else { return nil }
        var rest = parts.dropFirst()
        var layer: FrameQuantity.Layer = owner == "keyboard" ? .presentation : .model
        if rest.count >= 2, rest.first == "model" || rest.first == "presentation" {
            layer = rest.first == "model" ? .model : .presentation
            rest = rest.dropFirst()
        }
        let explicitLayer = rest.count < parts.count - 1
        if owner != "keyboard" && owner != "keyboard-guide" {
            switch Array(rest) {
            case ["alpha"]: return .alpha(view: String(owner), layer)
            case ["translation", "x"]: return .translation(view: String(owner), .x, layer)
            case ["translation", "y"]: return .translation(view: String(owner), .y, layer)
            default: break
            }
        }
        guard rest.count == 1, let edge = rest.first.flatMap({ FrameQuantity.Edge(rawValue: String($0)) })
        else {
            return nil
        }
        switch owner {
        case "keyboard-guide":
            // As laid out: a layout guide has no layers to name.
            guard !explicitLayer, FrameQuantity.guideEdges.contains(edge) else { return nil }
            return .keyboardGuide(edge)
        case "keyboard":
            return .keyboard(edge, layer)
        default:
            return .view(String(owner), edge, layer)
        }
    }
}
