/// What one comparison may play over all its lanes (each technique's copy of the scene) and
/// scenarios. Every lane keeps, on every frame, a sample of the measured view and a picture of
/// every view (`TimelineRecorder`), so memory and time grow with lanes × frames and with views ×
/// lanes × frames, neither of which the bounds on views copied and on scenarios bound: 2,000
/// views in 10 lanes over 100 scenarios of 30 frames took 2 GB.
///
/// Lanes play scenario by scenario (`Simulator.play(_:scenarios:…)`), each what is left shared
/// among the lanes still to play it, and a comparison is refused before the first frame past
/// the budget: what it holds never exceeds it.
public struct ComparisonBudget: Hashable, Sendable {
    /// Frames summed over the lanes (lanes × frames).
    public var frames: Int
    /// View-frames summed over the lanes: each lane's views, the root included, × its frames.
    public var viewFrames: Int

    public init(frames: Int, viewFrames: Int) {
        self.frames = frames
        self.viewFrames = viewFrames
    }

    /// The shell's: 200,000 frames (about 400 bytes each, the measured view's sample and row
    /// and the screen's record: 80 MB) and 2,000,000 view-frames (72 bytes each in the
    /// pictures: 144 MB).
    public static let standard = ComparisonBudget(frames: 200_000, viewFrames: 2_000_000)

    /// A comparison matrix's (`devices …`), shared equally by its cells: it keeps no pictures,
    /// only each cell's tracking, so what bounds it is time: 1,000,000 frames (about 4 µs each
    /// for a chat screen on this machine, release build: a few seconds on two cores) and
    /// 10,000,000 view-frames. A technique whose willShow starts a repeating animation, on 100
    /// scenarios and 22 devices, played 7.9 million frames for 30 s, silently.
    public static let matrix = ComparisonBudget(frames: 1_000_000, viewFrames: 10_000_000)
}

/// A comparison past its budget, as it stood at the first frame too many: `copies` lanes with
/// `views` views together (the roots included) would each have played `frames` frames.
public struct ComparisonOverrun: Hashable, Sendable, CustomStringConvertible {
    /// Which of the budget's two bounds it passed.
    public enum Bound: Hashable, Sendable {
        case frames
        case viewFrames
    }

    public var bound: Bound
    public var limit: Int
    /// What the comparison would hold after that frame.
    public var amount: Int
    public var copies: Int
    public var views: Int
    public var frames: Int

    public init(bound: Bound, limit: Int, amount: Int, copies: Int, views: Int, frames: Int) {
        self.bound = bound
        self.limit = limit
        self.amount = amount
        self.copies = copies
        self.views = views
        self.frames = frames
    }

    public var description: String {
        let lanes = "\(copies) \(copies == 1 ? "copy" : "copies")"
        switch bound {
        case .frames:
            return "compare would play \(amount) frames (\(lanes) × \(frames) frames); at most \(limit)"
        case .viewFrames:
            // Lanes with different views (a technique's handler may add some) have no product.
            let each =
                views % max(copies, 1) == 0
                ? "\(views / max(copies, 1)) views × \(lanes)" : "\(views) views in \(lanes)"
            return "compare would record \(amount) view-frames (\(each) × \(frames) frames); at most \(limit)"
        }
    }
}

/// A comparison's spending against its budget, shared by every `play` of that comparison (a
/// lane played afterwards spends from the same budget).
public final class ComparisonMeter {
    public let budget: ComparisonBudget
    /// What the comparison has played so far.
    public private(set) var frames = 0
    public private(set) var viewFrames = 0

    public init(budget: ComparisonBudget) {
        self.budget = budget
    }

    /// How many frames the next scenario may last in each of `lanes` (the lane about to play it
    /// and those after it), so that neither bound is passed.
    func allowance(for lanes: [Simulator]) -> Allowance {
        let views = lanes.reduce(0) { $0 + $1.window.viewCount }
        let byFrames = (budget.frames - frames) / max(lanes.count, 1)
        let byViews = (budget.viewFrames - viewFrames) / max(views, 1)
        return Allowance(frames: max(0, min(byFrames, byViews)), copies: lanes.count, views: views)
    }

    /// What `lane` spent playing `played` frames.
    func spend(_ played: Int, on lane: Simulator) {
        frames += played
        viewFrames += played * lane.window.viewCount
    }

    /// The overrun of playing one frame past `allowance` in each of its lanes, the lane having
    /// played `clock` frames before the scenario.
    func overrun(_ allowance: Allowance, clock: Int) -> ComparisonOverrun {
        let next = allowance.frames + 1
        let frameAmount = frames + next * allowance.copies
        let viewAmount = viewFrames + next * max(allowance.views, 1)
        let byFrames = frameAmount > budget.frames
        return ComparisonOverrun(
            bound: byFrames ? .frames : .viewFrames, limit: byFrames ? budget.frames : budget.viewFrames,
            amount: byFrames ? frameAmount : viewAmount, copies: allowance.copies, views: allowance.views,
            frames: clock + next)
    }

    /// The frames a scenario may last in each lane, and the lanes it was worked out for.
    struct Allowance {
        var frames: Int
        var copies: Int
        var views: Int
    }
}

/// Where one scenario of a played list began on a simulator's clock, and how many frames it
/// lasted there.
public struct ScenarioSpan: Hashable, Sendable {
    public var startFrame: Int
    public var frames: Int

    public init(startFrame: Int, frames: Int) {
        self.startFrame = startFrame
        self.frames = frames
    }

    /// Lanes that played the same scenarios, each on its own clock, shown side by side: scenario
    /// by scenario, the longest lane's length; a lane done sooner holds its last frame until the
    /// others are done. Returns, for each aligned frame (0 the first scenario's start), each
    /// lane's own frame index.
    public static func alignedClock(_ lanes: [[ScenarioSpan]]) -> [[Int]] {
        guard let first = lanes.first else { return [] }
        var aligned: [[Int]] = []
        for index in first.indices {
            let spans = lanes.map { $0.indices.contains(index) ? $0[index] : nil }
            let longest = spans.compactMap { $0?.frames }.max() ?? 0
            // Each scenario's first frame is the one before's last: counted once (a scenario that
            // lasts no frame adds none).
            for offset in stride(from: index == 0 ? 0 : 1, through: longest, by: 1) {
                aligned.append(
                    spans.enumerated().map { k, span in
                        guard let span else { return aligned.last?[k] ?? 0 }
                        return span.startFrame + min(offset, span.frames)
                    })
            }
        }
        return aligned
    }
}
