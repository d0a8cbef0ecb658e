/// A view that left the window while it was sampled or recorded: the frames on which it was
/// gone after being there (the first frame of each stretch without it), so a table whose cells
/// for it are empty can say why.
public struct ViewRemoval: Hashable, Sendable {
    public var view: String
    /// The clock's frames on which each stretch without the view began, in order.
    public var frames: [Int]
    /// True when the view was already gone on the first frame sampled: it was removed before
    /// `frames[0]`, not on it.
    public var goneAtFirstSample: Bool

    public init(view: String, frames: [Int], goneAtFirstSample: Bool = false) {
        self.view = view
        self.frames = frames
        self.goneAtFirstSample = goneAtFirstSample
    }

    /// The stretches without the view (`present`: one flag per frame of `frames`) that hold a
    /// frame after `shownAfter`, each by the frame it began on; nil when there is none. A view
    /// absent from the first frames was removed before them when `existedBefore` (a probe's view
    /// exists when it is watched), else it is not there yet, which is no removal.
    static func stretches(
        of view: String, frames: [Int], present: [Bool], existedBefore: Bool, shownAfter: Int
    ) -> ViewRemoval? {
        var starts: [Int] = []
        var start: Int?
        var shown = false
        var wasThere = existedBefore
        for (frame, isPresent) in zip(frames, present) {
            if isPresent {
                if let start, shown { starts.append(start) }
                start = nil
                shown = false
                wasThere = true
            } else if wasThere {
                if start == nil { start = frame }
                if frame > shownAfter { shown = true }
            }
        }
        if let start, shown { starts.append(start) }
        guard let first = starts.first else { return nil }
        return ViewRemoval(
            view: view, frames: starts,
            goneAtFirstSample: existedBefore && present.first == false && first == frames.first)
    }
}
