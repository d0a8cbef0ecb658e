/// What the screen showed, frame by frame, over a stretch of the simulation: every view's
/// presented frame, the keyboard, its layout guide, the safe area, the bound views' gaps and the
/// watched and tracked quantities. Pictures (pages, filmstrips, plots) and data exports are drawn
/// from this one value, so they all agree with the engine.
///
/// All rectangles are in screen coordinates, as the keyboard's frames are (facts §7).
public struct Timeline: Hashable, Sendable {
    /// One view on one frame.
    public struct ViewState: Hashable, Sendable {
        public var name: String
        /// The presented frame (translation included), screen coordinates.
        public var frame: Rect
        /// The presented alpha.
        public var alpha: Double
        public var isTextField: Bool
        /// 1 for the root view's subviews, 2 for theirs, …
        public var depth: Int
        /// A scroll view's presented content end (a table view's last row's bottom), screen
        /// coordinates: the edge `TrackingRecorder.Measure.lastRowBottom` measures; nil for a
        /// view that scrolls nothing.
        public var contentEndY: Double? = nil
    }

    /// A view whose gap to the keyboard the pictures mark, and which of its edges is measured:
    /// the same one its tracking measures (a bind-scroll view's last row, not its frame), so a
    /// picture's gap is the table's.
    public struct GapMark: Hashable, Sendable {
        public var view: String
        public var measure: TrackingRecorder.Measure

        public init(view: String, measure: TrackingRecorder.Measure = .viewBottom) {
            self.view = view
            self.measure = measure
        }
    }

    /// One frame.
    public struct Frame: Hashable, Sendable {
        public var frame: Int
        public var time: Double
        /// The screen's bounds (they turn with the device).
        public var screen: Rect
        /// The app's window.
        public var window: Rect
        /// The window's safe area.
        public var safeArea: Rect
        /// The keyboard's presented frame.
        public var keyboard: Rect
        /// The keyboard's model frame (where it is going).
        public var keyboardTarget: Rect
        /// The root view's keyboard layout guide (its layout frame jumps to where the keyboard
        /// is going, as UIKit's does); nil while nothing uses the guide.
        public var keyboardGuide: Rect?
        /// Every view but the root, depth first (subviews after their superview).
        public var views: [ViewState]

        /// The view with this name on this frame.
        public func view(named name: String) -> ViewState? { views.first { $0.name == name } }

        /// The view of each name on this frame (the first of that name, as `view(named:)`), in
        /// the order of `names`; `ViewIndex` does it frame after frame.
        /// - Complexity: O(views + names).
        public func views(named names: [String]) -> [ViewState?] {
            var index = ViewIndex(names)
            return index.views(on: self)
        }

        /// The measured edge of a view (screen y): its presented bottom, or for `lastRowBottom`
        /// its content end; NaN when the view, or a content end, is absent.
        public func gapEdge(of name: String, measure: TrackingRecorder.Measure = .viewBottom) -> Double {
            guard let view = view(named: name) else { return .nan }
            switch measure {
            case .viewBottom: return view.frame.maxY
            case .lastRowBottom: return view.contentEndY ?? .nan
            }
        }

        /// keyboard.minY − the measured edge, presented (NaN when the view is absent).
        public func gap(of name: String, measure: TrackingRecorder.Measure = .viewBottom) -> Double {
            keyboard.minY - gapEdge(of: name, measure: measure)
        }

        /// True when nothing on screen differs from `other` (frame number and time aside).
        func looksLike(_ other: Frame) -> Bool {
            screen == other.screen && window == other.window && safeArea == other.safeArea
                && keyboard == other.keyboard && keyboardGuide == other.keyboardGuide && views == other.views
        }
    }

    /// Finds the views of some names on frame after frame (the first of a name, as
    /// `Frame.view(named:)` does): where each name is is worked out once for the frames whose
    /// views have the same names in the same order, usually all of them. A lookup per name was a
    /// pass over the views per name: 2,000 views made 4 million comparisons a frame in an export.
    public struct ViewIndex {
        public let names: [String]
        /// The names of the views of the last frame looked at, and where each of `names` is.
        private var layout: [String] = []
        private var positions: [Int?] = []

        public init(_ names: [String]) {
            self.names = names
            positions = names.map { _ in nil }
        }

        /// The view of each of `names` on `frame`, nil for a name not on it.
        /// - Complexity: O(views + names); O(views) hashing only when the views' names changed.
        public mutating func views(on frame: Frame) -> [ViewState?] {
            let views = frame.views
            if views.count != layout.count || !zip(views, layout).allSatisfy({ $0.name == $1 }) {
                layout = views.map(\.name)
                var first: [String: Int] = [:]
                for (index, name) in layout.enumerated() where first[name] == nil { first[name] = index }
                positions = names.map { first[$0] }
            }
            return positions.map { $0.map { views[$0] } }
        }
    }

    /// A quantity over the frames of the timeline (NaN where it was not sampled).
    public struct Quantity: Hashable, Sendable {
        public var name: String
        public var values: [Double]
        /// True for vertical screen coordinates (minY, maxY, midY…), which plots draw with the
        /// top of the screen at the top.
        public var isScreenY: Bool

        public init(name: String, values: [Double], isScreenY: Bool) {
            self.name = name
            self.values = values
            self.isScreenY = isScreenY
        }
    }

    /// What the timeline covers.
    public enum Span: Hashable, Sendable {
        /// From the start of the last keyboard scenario (everything when none ran).
        case lastTransition
        /// From this frame on.
        case since(frame: Int)
        /// Everything recorded.
        case all
    }

    /// What is shown: `show field`, `timeline`, a technique's name.
    public var title: String
    /// The device id and name, and the orientation when the timeline starts.
    public var deviceID: String
    public var deviceName: String
    /// Frames per second of the clock.
    public var frameRate: Int
    public var frames: [Frame]
    /// Watched probes, then for each tracked view its keyboard.minY, VIEW.maxY, gap and error.
    public var quantities: [Quantity]
    /// The views whose gap to the keyboard the pictures mark (the bound, scroll-bound and
    /// tracked ones), each with the edge measured.
    public var gaps: [GapMark]
    /// The names of `gaps`, in order.
    public var gapViews: [String] { gaps.map(\.view) }
    /// The notifications posted during the timeline.
    public var notifications: [NotificationRecord]
    /// Where the numbers behind the picture come from, with their confidence (facts tags).
    public var provenance: [String]
    /// The keyboard scenarios that began during the timeline (`show input`, `hide`, …).
    public var scenarios: [String]

    public init(
        title: String, deviceID: String, deviceName: String, frameRate: Int, frames: [Frame],
        quantities: [Quantity] = [], gaps: [GapMark] = [], notifications: [NotificationRecord] = [],
        provenance: [String] = [], scenarios: [String] = []
    ) {
        self.title = title
        self.deviceID = deviceID
        self.deviceName = deviceName
        self.frameRate = frameRate
        self.frames = frames
        self.quantities = quantities
        self.gaps = gaps
        self.notifications = notifications
        self.provenance = provenance
        self.scenarios = scenarios
    }

    /// The quantity with this name.
    public func quantity(_ name: String) -> Quantity? { quantities.first { $0.name == name } }

    /// The edge a gap view is measured at (its frame's bottom when it is not a gap view).
    public func measure(ofGapView name: String) -> TrackingRecorder.Measure {
        gaps.first { $0.view == name }?.measure ?? .viewBottom
    }

    /// The name of a gap view's measured edge, as the tracking table heads its column:
    /// `VIEW.presentation.maxY`, or `VIEW.presentation.lastRow.maxY` for a table's last row
    /// (what is on screen; the bare names are the model's).
    public static func edgeName(of view: String, measure: TrackingRecorder.Measure) -> String {
        measure == .lastRowBottom ? "\(view).presentation.lastRow.maxY" : "\(view).presentation.maxY"
    }

    /// The frame with this frame number.
    public func frame(number: Int) -> Frame? { frames.first { $0.frame == number } }

    /// The names of every view seen on any frame, in order of first appearance.
    public var viewNames: [String] {
        var seen: Set<String> = []
        var names: [String] = []
        for frame in frames {
            for view in frame.views where seen.insert(view.name).inserted { names.append(view.name) }
        }
        return names
    }

    /// The views that left the window during the timeline (there on a frame, gone on a later
    /// one); a view added during it is no removal.
    /// - Complexity: O(frames × views).
    public var removals: [ViewRemoval] {
        let numbers = frames.map(\.frame)
        let shown = frames.map { Set($0.views.map(\.name)) }
        return viewNames.compactMap { name in
            ViewRemoval.stretches(
                of: name, frames: numbers, present: shown.map { $0.contains(name) }, existedBefore: false,
                shownAfter: .min)
        }
    }

    /// The largest screen over the frames (a rotation turns it), for a drawing's extent.
    public var extent: Size {
        var size = Size.zero
        for frame in frames {
            size.width = Swift.max(size.width, frame.screen.maxX)
            size.height = Swift.max(size.height, frame.screen.maxY)
        }
        return size
    }

    /// True for the names of vertical screen coordinates: `VIEW.minY`, `keyboard.maxY`, ….
    public static func isScreenY(_ name: String) -> Bool {
        ["minY", "maxY", "midY"].contains { name.hasSuffix(".\($0)") }
    }
}

extension Timeline {
    /// The timeline on another clock, for pictures that put lanes side by side: frame k of the
    /// result shows this timeline's frame `own[k]` (a frame index of its clock; a lane done
    /// sooner repeats its last one, `ScenarioSpan.alignedClock`), numbered from the first one
    /// shown and timed on the aligned clock. Indices it does not have are left out.
    public func resampled(at own: [Int]) -> Timeline {
        var position: [Int: Int] = [:]
        for (index, frame) in frames.enumerated() { position[frame.frame] = index }
        let picked = own.compactMap { position[$0] }
        let first = frames.first.map { (frame: $0.frame, time: $0.time) } ?? (frame: 0, time: 0)
        var copy = self
        copy.frames = picked.enumerated().map { k, index in
            var frame = frames[index]
            frame.frame = first.frame + k
            frame.time = first.time + Double(k) / Double(max(frameRate, 1))
            return frame
        }
        copy.quantities = quantities.map { quantity in
            var aligned = quantity
            aligned.values = picked.map { quantity.values.indices.contains($0) ? quantity.values[$0] : .nan }
            return aligned
        }
        return copy
    }
}
