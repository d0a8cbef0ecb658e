/// Where a point or rectangle is expressed: a view's bounds, its window, or the screen.
public enum CoordinateSpace {
    case view(View)
    case window
    case screen
}

extension View {
    /// Converts a point in this view's bounds to another view's (nil: the window, as UIKit).
    public func convert(_ point: Point, to view: View?) -> Point {
        convert(point, to: view.map { .view($0) } ?? .window)
    }

    /// Converts a point in another view's bounds (nil: the window) to this view's.
    public func convert(_ point: Point, from view: View?) -> Point {
        convert(point, from: view.map { .view($0) } ?? .window)
    }

    /// Converts a rectangle in this view's bounds to another view's (nil: the window).
    public func convert(_ rect: Rect, to view: View?) -> Rect {
        convert(rect, to: view.map { .view($0) } ?? .window)
    }

    /// Converts a rectangle in another view's bounds (nil: the window) to this view's.
    public func convert(_ rect: Rect, from view: View?) -> Rect {
        convert(rect, from: view.map { .view($0) } ?? .window)
    }

    /// Converts a point to a view, this view's window or the screen.
    public func convert(_ point: Point, to space: CoordinateSpace) -> Point {
        let onScreen = toScreen(toWindow(point))
        return fromScreen(onScreen, into: space)
    }

    /// Converts a point from a view, this view's window or the screen.
    public func convert(_ point: Point, from space: CoordinateSpace) -> Point {
        let onScreen = toScreen(from: space, point)
        return fromWindow(fromScreen(onScreen))
    }

    /// Converts a rectangle to a view, the window or the screen (no transforms: only the
    /// origin moves).
    public func convert(_ rect: Rect, to space: CoordinateSpace) -> Rect {
        Rect(origin: convert(rect.origin, to: space), size: rect.size)
    }

    /// Converts a rectangle from a view, the window or the screen.
    public func convert(_ rect: Rect, from space: CoordinateSpace) -> Rect {
        Rect(origin: convert(rect.origin, from: space), size: rect.size)
    }

    /// The view's frame in another space (its bounds converted).
    public func frame(in space: CoordinateSpace) -> Rect {
        convert(bounds, to: space)
    }

    // The window's coordinates are the top view's superview coordinates: a detached tree
    // converts through its topmost view, as UIKit does for views without a window.
    private func toWindow(_ point: Point) -> Point {
        var p = point
        var view: View? = self
        while let current = view {
            let b = current.bounds.origin
            let f = current.frame.origin
            p = Point(x: p.x - b.x + f.x, y: p.y - b.y + f.y)
            view = current.superview
        }
        return p
    }

    private func fromWindow(_ point: Point) -> Point {
        var chain: [View] = []
        var view: View? = self
        while let current = view {
            chain.append(current)
            view = current.superview
        }
        var p = point
        for current in chain.reversed() {
            let b = current.bounds.origin
            let f = current.frame.origin
            p = Point(x: p.x - f.x + b.x, y: p.y - f.y + b.y)
        }
        return p
    }

    private var windowOrigin: Point { window?.frame.origin ?? .zero }

    private func toScreen(_ windowPoint: Point) -> Point {
        Point(x: windowPoint.x + windowOrigin.x, y: windowPoint.y + windowOrigin.y)
    }

    private func fromScreen(_ screenPoint: Point) -> Point {
        Point(x: screenPoint.x - windowOrigin.x, y: screenPoint.y - windowOrigin.y)
    }

    private func toScreen(from space: CoordinateSpace, _ point: Point) -> Point {
        switch space {
        case .screen: return point
        case .window: return toScreen(point)
        case .view(let other): return other.toScreen(other.toWindow(point))
        }
    }

    private func fromScreen(_ point: Point, into space: CoordinateSpace) -> Point {
        switch space {
        case .screen: return point
        case .window: return fromScreen(point)
        case .view(let other): return other.fromWindow(other.fromScreen(point))
        }
    }
}
