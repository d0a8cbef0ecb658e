/// The geometry types animate componentwise. A `Rect` offset may have a negative size (an
/// additive animation of a shrinking frame carries `old − new`), so these never standardise;
/// this is why iOS 8 split `bounds` animations into `bounds.origin` and `bounds.size`.
extension Point: Animatable {
    public func adding(_ other: Point) -> Point { Point(x: x + other.x, y: y + other.y) }
    public func subtracting(_ other: Point) -> Point { Point(x: x - other.x, y: y - other.y) }
    public func scaled(by factor: Double) -> Point { Point(x: x * factor, y: y * factor) }
    public var magnitudeSquared: Double { x * x + y * y }
    public var isFinite: Bool { x.isFinite && y.isFinite }
}

extension Size: Animatable {
    public func adding(_ other: Size) -> Size {
        Size(width: width + other.width, height: height + other.height)
    }
    public func subtracting(_ other: Size) -> Size {
        Size(width: width - other.width, height: height - other.height)
    }
    public func scaled(by factor: Double) -> Size {
        Size(width: width * factor, height: height * factor)
    }
    public var magnitudeSquared: Double { width * width + height * height }
    public var isFinite: Bool { width.isFinite && height.isFinite }
}

extension Rect: Animatable {
    public func adding(_ other: Rect) -> Rect {
        Rect(origin: origin.adding(other.origin), size: size.adding(other.size))
    }
    public func subtracting(_ other: Rect) -> Rect {
        Rect(origin: origin.subtracting(other.origin), size: size.subtracting(other.size))
    }
    public func scaled(by factor: Double) -> Rect {
        Rect(origin: origin.scaled(by: factor), size: size.scaled(by: factor))
    }
    public var magnitudeSquared: Double { origin.magnitudeSquared + size.magnitudeSquared }
    public var isFinite: Bool { origin.isFinite && size.isFinite }
}

extension EdgeInsets: Animatable {
    public func adding(_ other: EdgeInsets) -> EdgeInsets {
        EdgeInsets(
            top: top + other.top, left: left + other.left,
            bottom: bottom + other.bottom, right: right + other.right)
    }
    public func subtracting(_ other: EdgeInsets) -> EdgeInsets {
        EdgeInsets(
            top: top - other.top, left: left - other.left,
            bottom: bottom - other.bottom, right: right - other.right)
    }
    public func scaled(by factor: Double) -> EdgeInsets {
        EdgeInsets(top: top * factor, left: left * factor, bottom: bottom * factor, right: right * factor)
    }
    public var magnitudeSquared: Double { top * top + left * left + bottom * bottom + right * right }
    public var isFinite: Bool { top.isFinite && left.isFinite && bottom.isFinite && right.isFinite }
}
