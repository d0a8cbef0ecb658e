/// The animatable properties of a view besides its frame: alpha, the transform's translation
/// and the bounds origin (the scroll offset). Center and bounds size are views of the frame, as
/// in UIKit, so they animate through the frame property.
///
/// These properties live only here (the layout engine does not read them), so the Simulator owns
/// their model values; each is made on first use with UIKit's default (alpha 1, identity, zero).
extension Simulator {
    /// The animatable alpha (`layer.opacity`) of a view.
    public func alphaProperty(of view: View) -> AnimatableProperty<Double> {
        appearance(of: view).alpha
    }

    /// The animatable transform translation (`transform = CGAffineTransform(translationX:y:)`).
    public func translationProperty(of view: View) -> AnimatableProperty<Point> {
        appearance(of: view).translation
    }

    /// The animatable bounds origin (`bounds.origin`, the scroll offset of the subviews).
    public func boundsOriginProperty(of view: View) -> AnimatableProperty<Point> {
        appearance(of: view).boundsOrigin
    }

    /// `view.alpha = alpha`, clamped to 0…1 as Core Animation renders it; animates inside a block.
    public func setAlpha(_ alpha: Double, of view: View) {
        guard alpha.isFinite else { return }
        engine.setModelValue(min(max(alpha, 0), 1), for: alphaProperty(of: view))
    }

    /// `view.transform = CGAffineTransform(translationX: t.x, y: t.y)`; animates inside a block.
    /// The frame the layout engine assigns (center and bounds) does not change, as in UIKit.
    public func setTranslation(_ translation: Point, of view: View) {
        guard translation.x.isFinite, translation.y.isFinite else { return }
        engine.setModelValue(translation, for: translationProperty(of: view))
    }

    /// `view.center = center`: moves the frame's origin, so it animates as that frame change.
    public func setCenter(_ center: Point, of view: View) {
        guard center.x.isFinite, center.y.isFinite else { return }
        view.center = center
    }

    /// `view.bounds = bounds`: the size changes around the centre (a frame change, animated as
    /// such) and the origin is the scroll offset of the subviews (its own animatable property).
    public func setBounds(_ bounds: Rect, of view: View) {
        let values = [bounds.minX, bounds.minY, bounds.width, bounds.height]
        guard values.allSatisfy(\.isFinite) else { return }
        view.bounds = bounds  // the origin reaches its property through `boundsOriginDidChange`
    }

    /// Every bounds-origin change (a scroll offset set by code, a clamp, an animated scroll's
    /// frame) goes through the engine: inside an animation block it animates, as Core Animation
    /// animates `bounds.origin`.
    func boundsOriginDidChange(_ change: BoundsOriginChange) {
        let property =
            existingAppearance(of: change.view)?.boundsOrigin
            ?? appearance(of: change.view, boundsOrigin: change.oldOrigin).boundsOrigin
        engine.setModelValue(change.newOrigin, for: property)
    }

    /// A view's alpha, model or presentation.
    public func alpha(of view: View, presentation: Bool = true) -> Double {
        guard let entry = existingAppearance(of: view) else { return 1 }
        return presentation ? entry.alpha.presentation : entry.alpha.model
    }

    /// A view's transform translation, model or presentation.
    public func translation(of view: View, presentation: Bool = true) -> Point {
        guard let entry = existingAppearance(of: view) else { return .zero }
        return presentation ? entry.translation.presentation : entry.translation.model
    }

    /// The bounds origin the render tree uses: the view's own plus the offsets of the origin's
    /// animations in flight (so an origin set without the Simulator still counts, unanimated).
    func boundsOrigin(of view: View, presentation: Bool) -> Point {
        boundsOrigin(of: view, presentation: presentation, appearance: existingAppearance(of: view))
    }

    /// `boundsOrigin(of:presentation:)` with the view's appearance entry already looked up.
    func boundsOrigin(of view: View, presentation: Bool, appearance: AppearanceEntry?) -> Point {
        let origin = view.bounds.origin
        guard presentation, let entry = appearance, entry.boundsOrigin.isAnimating else {
            return origin
        }
        let property = entry.boundsOrigin
        return origin.adding(property.presentation.subtracting(property.model))
    }

    func existingAppearance(of view: View) -> AppearanceEntry? {
        guard let entry = view.appearanceEntry, entry.engine == ObjectIdentifier(engine) else { return nil }
        return entry
    }

    private func appearance(of view: View, boundsOrigin: Point? = nil) -> AppearanceEntry {
        if let entry = existingAppearance(of: view) { return entry }
        let origin = boundsOrigin ?? view.bounds.origin
        let entry = AppearanceEntry(
            engine: engine, alpha: engine.makeProperty(label: "\(view.name).alpha", value: 1.0),
            translation: engine.makeProperty(label: "\(view.name).translation", value: Point.zero),
            boundsOrigin: engine.makeProperty(label: "\(view.name).bounds.origin", value: origin))
        view.appearanceEntry = entry
        return entry
    }
}

/// A view's alpha, translation and bounds origin (stored on the view, `View.appearanceEntry`).
final class AppearanceEntry {
    /// The engine that made the properties (its identity, as `FrameEntry.engine`).
    let engine: ObjectIdentifier
    let alpha: AnimatableProperty<Double>
    let translation: AnimatableProperty<Point>
    let boundsOrigin: AnimatableProperty<Point>

    init(
        engine: AnimationEngine, alpha: AnimatableProperty<Double>, translation: AnimatableProperty<Point>,
        boundsOrigin: AnimatableProperty<Point>
    ) {
        self.engine = ObjectIdentifier(engine)
        self.alpha = alpha
        self.translation = translation
        self.boundsOrigin = boundsOrigin
    }
}
