/// The main run loop's two hooks the keyboard code of apps uses: `DispatchQueue.main.async`
/// (work that runs after the current notification and the keyboard's animation block have
/// finished, so outside the inherited animation context) and `CADisplayLink` (a callback once
/// per frame, before the frame's layout pass, with the keyboard's presented frame readable).
extension Simulator {
    /// Queues `work` to run after the current event (`DispatchQueue.main.async`).
    public func dispatchAsync(_ work: @escaping () -> Void) {
        mainQueue.append(work)
    }

    /// Runs the queued work, oldest first, outside any animation block; work queued meanwhile
    /// runs too (as the main queue drains in one turn of the run loop), at most `limit` items.
    @discardableResult
    public func drainMainQueue(limit: Int = 10_000) -> Int {
        var ran = 0
        while !mainQueue.isEmpty && ran < limit {
            let work = mainQueue.removeFirst()
            engine.performOutsideAnimations { work() }
            ran += 1
        }
        return ran
    }

    /// True when main-queue work is waiting.
    public var hasQueuedWork: Bool { !mainQueue.isEmpty }

    /// Adds a display link: `callback` runs once per frame from the next frame on. Returns its
    /// token for `removeDisplayLink(_:)` (CADisplayLink's `invalidate`).
    @discardableResult
    public func addDisplayLink(_ callback: @escaping () -> Void) -> DisplayLinkToken {
        nextDisplayLink += 1
        let token = DisplayLinkToken(id: nextDisplayLink)
        displayLinks.append((token, callback))
        return token
    }

    /// Invalidates a display link.
    public func removeDisplayLink(_ token: DisplayLinkToken) {
        displayLinks.removeAll { $0.token == token }
    }

    /// The display links alive now.
    public var displayLinkCount: Int { displayLinks.count }

    /// Calls every display link once (a frame's start).
    func fireDisplayLinks() {
        for (_, callback) in displayLinks { callback() }
    }
}

extension Simulator {
    /// Adds an observer of the scroll view's pan gesture during interactive dismissal: called on
    /// each frame of the drag with the finger's sample, after the keyboard moved with it (the
    /// way RxKeyboard and Typist follow the finger). Returns its token.
    @discardableResult
    public func addPanObserver(_ callback: @escaping (KeyboardDragSample) -> Void) -> DisplayLinkToken {
        nextDisplayLink += 1
        let token = DisplayLinkToken(id: nextDisplayLink)
        panObservers.append((token, callback))
        return token
    }

    /// The pan observers alive now.
    public var panObserverCount: Int { panObservers.count }

    /// Removes a pan observer.
    public func removePanObserver(_ token: DisplayLinkToken) {
        panObservers.removeAll { $0.token == token }
    }
}

/// A display link's identity (`CADisplayLink` itself, for `invalidate`).
public struct DisplayLinkToken: Hashable, Sendable {
    public let id: Int
}

extension AnimationEngine {
    /// Runs `body` with no animation block open, as the main queue runs its work after the
    /// current block has closed (a change there does not inherit the keyboard's animation).
    func performOutsideAnimations(_ body: () -> Void) {
        let saved = contextStack
        contextStack = []
        defer { contextStack = saved }
        body()
    }
}
