// Technique 4: the view-controller category UIViewController+KeyboardAnimation (Anton Gaenko,
// 2014–2015; forked as RSKKeyboardAnimation). Its handler, in substance:
//
//     - (void)an_keyboardWillShowHide:(NSNotification *)notification isShowing:(BOOL)isShowing {
//         CGRect keyboardRect = [[notification.userInfo objectForKey:UIKeyboardFrameEndUserInfoKey] CGRectValue];
//         UIViewAnimationCurve curve = [[notification.userInfo objectForKey:UIKeyboardAnimationCurveUserInfoKey] integerValue];
//         NSTimeInterval duration = [[notification.userInfo objectForKey:UIKeyboardAnimationDurationUserInfoKey] doubleValue];
//         … blocks read from associated objects …
//         if (beforeAnimationsBlock) beforeAnimationsBlock(keyboardRect, duration, isShowing);
//         [UIView animateWithDuration:duration delay:0 options:UIViewAnimationOptionBeginFromCurrentState
//                          animations:^{
//                              [UIView setAnimationCurve:curve];
//                              if (animationsBlock) animationsBlock(keyboardRect, duration, isShowing);
//                          }
//                          completion:completionBlock];
//     }
//
// with `an_subscribeKeyboardWithBeforeAnimations:animations:completion:` observing willShow and
// willHide, `an_subscribeKeyboardFrameChangesWithAnimations:` observing willChangeFrame, and
// `an_unsubscribeKeyboard`. Flaws kept: the rect is in screen coordinates (never converted) and
// users read its height; the curve goes through `+setAnimationCurve:` inside a block animation
// (the lab treats that legacy call as a no-op; inside the keyboard's block the curve is
// inherited anyway); the 2014 version's unsubscribe leaves the before-animations block set.

/// The category's state for one view controller: the blocks and the observers.
public final class KeyboardAnimationCategory {
    /// `(keyboardRect, duration, isShowing)`, as the category passes them.
    public typealias AnimationsBlock = (Rect, Double, Bool) -> Void
    /// `(keyboardRect, duration)` for frame changes.
    public typealias FrameChangesBlock = (Rect, Double) -> Void

    unowned let simulator: Simulator
    /// False reproduces the original, true the corrected handler.
    let corrected: Bool
    var beforeAnimations: AnimationsBlock?
    var animations: AnimationsBlock?
    var completion: ((Bool) -> Void)?
    var frameChanges: FrameChangesBlock?
    private let observer = Observer()

    private final class Observer {}

    /// A category for the simulator's root view controller.
    public init(simulator: Simulator, corrected: Bool = false) {
        self.simulator = simulator
        self.corrected = corrected
    }

    /// `subscribeKeyboardWithBeforeAnimations:animations:completion:`.
    public func subscribe(
        beforeAnimations: AnimationsBlock?, animations: AnimationsBlock?, completion: ((Bool) -> Void)?
    ) {
        self.beforeAnimations = beforeAnimations
        self.animations = animations
        self.completion = completion
        let center = simulator.notificationCenter
        center.addObserver(
            observer, selector: "an_handleWillShowKeyboardNotification:", name: .keyboardWillShow,
            label: "category"
        ) { [unowned self] post in willShowHide(post, isShowing: true) }
        center.addObserver(
            observer, selector: "an_handleWillHideKeyboardNotification:", name: .keyboardWillHide,
            label: "category"
        ) { [unowned self] post in willShowHide(post, isShowing: false) }
    }

    /// `subscribeKeyboardFrameChangesWithAnimations:`.
    public func subscribeFrameChanges(animations: @escaping FrameChangesBlock) {
        frameChanges = animations
        simulator.notificationCenter.addObserver(
            observer, selector: "an_handleWillChageFrameKeyboardNotification:",
            name: .keyboardWillChangeFrame,
            label: "category"
        ) { [unowned self] post in
            let (rect, duration, options) = parameters(post)
            simulator.engine.animate(withDuration: duration, delay: 0, options: options) {
                frameChanges?(rect, duration)
            }
        }
    }

    /// `unsubscribeKeyboard` (the original keeps the before-animations block; the fix clears it).
    public func unsubscribe() {
        animations = nil
        completion = nil
        if corrected { beforeAnimations = nil }
        simulator.notificationCenter.removeObserver(observer, name: .keyboardWillShow)
        simulator.notificationCenter.removeObserver(observer, name: .keyboardWillHide)
    }

    /// `unsubscribeKeyboardFrameChanges`.
    public func unsubscribeFrameChanges() {
        frameChanges = nil
        simulator.notificationCenter.removeObserver(observer, name: .keyboardWillChangeFrame)
    }

    /// The rect, duration and options the handler uses: the original passes the raw screen rect
    /// and only `.beginFromCurrentState`; the fix converts to the root view and adds `curve << 16`.
    private func parameters(_ post: KeyboardNotificationPost) -> (Rect, Double, AnimationOptions) {
        let duration = post.userInfo.animationDuration ?? 0
        guard corrected else { return (post.userInfo.frameEnd, duration, .beginFromCurrentState) }
        let curve = AnimationCurve(rawValue: post.userInfo.animationCurve ?? 0)
        let root = simulator.rootView
        let converted = simulator.convert(reported: post.userInfo.frameEnd, to: root)
        let bounds = Rect(origin: .zero, size: root.bounds.size)
        let overlap = bounds.intersection(converted).flatMap { $0.isEmpty ? nil : $0 }
        let rect = overlap ?? Rect(x: 0, y: bounds.maxY, width: bounds.width, height: 0)
        return (rect, duration, AnimationOptions.beginFromCurrentState.union(AnimationOptions(curve: curve)))
    }

    private func willShowHide(_ post: KeyboardNotificationPost, isShowing: Bool) {
        let (rect, duration, options) = parameters(post)
        beforeAnimations?(rect, duration, isShowing)
        simulator.engine.animate(
            withDuration: duration, delay: 0, options: options,
            animations: {
                // [UIView setAnimationCurve:curve]: a legacy begin/commit call, no effect here.
                animations?(rect, duration, isShowing)
            }, completion: completion)
    }
}
