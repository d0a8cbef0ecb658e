/// The tour's steps. Numbers in the text are worked out by hand from docs/Facts.md: the iPhone 15
/// (393×852 screen, 34-pt home indicator, 336-pt keyboard with QuickType, facts §10.1–§10.2) and
/// the keyboard's spring p(t) = 1 − e^(−ω₀t)(1 + ω₀t), ω₀ = √(1000/3), cut at 0.5 s (facts §4.2):
/// p(5/60) = 0.44933, p(0.25) = 0.94204. The test suite runs every step and checks that the
/// numbers the text gives are the ones the step printed.
extension Tour {
    /// The chat screen every step starts from: a 52-pt input bar on the safe area's bottom.
    static let chatBar = [
        "device iphone-15",
        "text-field input",
        "constraint input.leading == safe.leading",
        "constraint input.trailing == safe.trailing",
        "constraint input.height == 52",
        "constraint bottom: input.bottom == safe.bottom",
        "layout",
    ]

    static let steps: [Step] = [
        Step(
            title: "what the notifications carry",
            beats: [
                .say(
                    "A text field becomes first responder on an iPhone 15 and the keyboard comes up. "
                        + "The app learns about it only from notifications; look at what they carry."),
                .type(["device iphone-15", "text-field input", "show-keyboard", "notifications"]),
                .say(
                    "Four notifications: willChangeFrame and willShow at once (frame 0), "
                        + "didChangeFrame and didShow at 500 ms. Begin (0 852; 393×336) is just below "
                        + "the 852-pt screen, End (0 516; 393×336) is 852 − 336 = 516: both in screen "
                        + "coordinates, not the view's (facts §2). The duration says 0.25 and the curve "
                        + "is 7, a value no public UIView.AnimationCurve has (facts §4.1); local 1 means "
                        + "this app's own keyboard (isLocal, facts §1.11). The legacy centre keys say "
                        + "the same: centre end (196.5 684) = (393 / 2, 516 + 336 / 2)."),
            ]),
        Step(
            title: "curve 7 against the nominal 0.25 s",
            beats: [
                .say(
                    "The notification says 0.25 s. Stop the keyboard after its first frame "
                        + "(keyboard-run off) and look where it is when those 0.25 s are over."),
                .type([
                    "device iphone-15", "text-field input", "set keyboard-run off", "show-keyboard",
                    "step 15",
                    "print t, keyboard.minY", "expect keyboard.minY == 852 - 336 * 0.94204 within 0.01",
                    "run",
                ]),
                .say(
                    "Fifteen frames at 60 Hz are 0.25 s, and the keyboard is at 535.48, not 516: "
                        + "curve 7 is a critically damped spring (mass 3, stiffness 1000, damping 500), "
                        + "p(t) = 1 − e^(−ω₀t)(1 + ω₀t) with ω₀ = √(1000/3), and p(0.25) = 0.94204, so "
                        + "852 − 336 · 0.94204 = 535.48, still 19.48 pt to go. Core Animation runs it for "
                        + "0.5 s, whatever the 0.25 says: the did-notifications come at 500 ms "
                        + "(facts §4.2). Code that animates its own 0.25 s ease-in-out arrives early."),
            ]),
        Step(
            title: "the inherited animation context",
            beats: [
                .say(
                    "A handler that only sets the constant and lays out, with no animation of its own. "
                        + "The will-notifications are posted inside the keyboard's animation block "
                        + "(facts §1.3), so the layout it runs is animated with the keyboard."),
                .type(
                    chatBar + [
                        "on willShow do", "  bottom.constant = safe.bottom - note.frameEnd.height",
                        "  layout", "end",
                        "set keyboard-run off", "show-keyboard", "step 5",
                        "print keyboard.minY, input.presentation.maxY",
                    ]),
                .say(
                    "At frame 5 the keyboard is at 701.03 (p(5/60) = 0.44933) and the bar at 682.30 = "
                        + "818 − 302 · 0.44933: the same progress on the same spring, since the bar's "
                        + "302-pt lift (336 − 34) rides the keyboard's block. Now the same handler "
                        + "dispatched to the main queue, as code often does."),
                .type(
                    [
                        "reset"
                    ]
                        + chatBar + [
                            "on willShow do", "  async do",
                            "    bottom.constant = safe.bottom - note.frameEnd.height",
                            "    layout", "  end", "end", "set keyboard-run off", "show-keyboard",
                            "print keyboard.minY, input.presentation.maxY",
                        ]),
                .say(
                    "Run after the notification, outside the keyboard's block, nothing animates the "
                        + "change: at frame 0 the bar is already at 516 while the keyboard is still at "
                        + "852, a 336-pt hole the keyboard takes 0.5 s to close. A handler that runs "
                        + "later needs its own animation: animate note.duration options note.curve << 16."),
            ]),
        Step(
            title: "why a frame move is undone by layout",
            beats: [
                .say(
                    "Some code moves the view's frame instead of its constraint (bindToKeyboard: "
                        + "frame.origin.y += End.y − Begin.y)."),
                .type(
                    chatBar + [
                        "on willChangeFrame do",
                        "  input.frame.origin.y += note.frameEnd.minY - note.frameBegin.minY",
                        "end",
                        "show-keyboard", "print input.maxY", "set-needs-layout", "layout", "print input.maxY",
                    ]),
                .say(
                    "The move works at first: 818 − 336 = 482. But Auto Layout owns the frame: the "
                        + "next layout pass (a rotation, a label changing its text, the keyboard layout "
                        + "guide in use) computes it again from the constraints, and the bar is back at "
                        + "818, under the keyboard's top at 516 (facts §8, pitfall 5)."),
            ]),
        Step(
            title: "deltas that drift",
            beats: [
                .say(
                    "The classic handler moves the constraint by how far the keyboard moved. "
                        + "Third-party keyboards, the first show after launch and some language "
                        + "keyboards post willShow more than once (facts §1.4); repeat-wills posts the "
                        + "last will-notifications again, with the same Begin and End."),
                .type(
                    chatBar + [
                        "on willChangeFrame do",
                        "  bottom.constant += note.frameEnd.minY - note.frameBegin.minY",
                        "  layout", "end",
                        "show-keyboard", "print input.maxY, gap.input", "repeat-wills",
                        "print input.maxY, gap.input",
                    ]),
                .say(
                    "One show: 818 − 336 = 482, gap 34. The repeat applies the delta again: "
                        + "482 − 336 = 146, and the gap 516 − 146 = 370, while the keyboard never moved. "
                        + "A handler must be idempotent: set an absolute value from the End frame "
                        + "(facts §8, pitfalls 1 and 2)."),
            ]),
        Step(
            title: "the safe area counted twice",
            beats: [
                .say(
                    "The bar hangs from the safe area, 34 pt above the screen's bottom. A handler "
                        + "that lifts it by the keyboard's height:"),
                .type(
                    chatBar + [
                        "on willShow do bottom.constant = -note.frameEnd.height; layout", "show-keyboard",
                        "print input.maxY, gap.input",
                    ]),
                .say(
                    "818 − 336 = 482: the bar stops 34 pt above the keyboard's top (516), because the "
                        + "keyboard's 336 already covers the 34-pt home-indicator strip the safe area "
                        + "kept free (facts §8, pitfall 4). The overlap to clear is 336 − 34 = 302:"),
                .type([
                    "bottom.constant = safe.bottom - keyboard.height", "layout",
                    "print input.maxY, gap.input",
                ]),
                .say(
                    "818 − 302 = 516, on the keyboard. Apple's recipe gets there in general: convert "
                        + "End from the screen into the view, intersect it with the view's bounds, "
                        + "subtract the safe area's bottom inset (facts §7)."),
            ]),
        Step(
            title: "the keyboard layout guide",
            beats: [
                .say(
                    "Since iOS 15 UIKit does it for you: pin the bar to keyboardLayoutGuide.top "
                        + "(facts §6). With the keyboard down the guide rests on the safe area."),
                .type([
                    "device iphone-15", "text-field input", "constraint input.leading == safe.leading",
                    "constraint input.trailing == safe.trailing", "constraint input.height == 52",
                    "constraint input.bottom == keyboard.top", "layout", "print input.maxY",
                    "set keyboard-run off", "show-keyboard", "step 15",
                    "print keyboard.minY, input.presentation.maxY",
                    "run", "print input.maxY",
                ]),
                .say(
                    "At rest 852 − 34 = 818. UIKit moves the guide inside the keyboard's animation, so "
                        + "the bar rides the spring: at frame 15 it is at 818 − 302 · 0.94204 = 533.50 "
                        + "while the keyboard is at 535.48, closing the 34-pt gap as 34 · (1 − p) = 1.97, "
                        + "and it ends on the keyboard's top, 516. No handler, no curve, no safe-area "
                        + "arithmetic."),
            ]),
        Step(
            title: "interactive dismissal",
            beats: [
                .say(
                    "A scroll view with keyboardDismissMode .interactive: the finger, put down on it "
                        + "above the keyboard, drags the keyboard down, frame by frame, then lets go."),
                .type([
                    "device iphone-15", "text-field input", "constraint input.leading == safe.leading",
                    "constraint input.trailing == safe.trailing", "constraint input.height == 52",
                    "constraint input.bottom == keyboard.top", "scroll-view messages",
                    "messages.frame = rect(0, 0, 393, 852)", "keyboard-dismiss-mode messages interactive",
                    "layout", "show-keyboard", "set keyboard-run off",
                    "interactive-dismiss 500 650 700 release down", "step",
                    "print keyboard.minY, input.presentation.maxY", "step", "step", "run", "print input.maxY",
                ]),
                .say(
                    "The finger lands on the messages at 500, above the keyboard's top (516): a touch "
                        + "on the keyboard would be the keys'. While it drags (500, 650, 700) nothing is "
                        + "posted: notification handlers cannot follow (facts §1.10). The guide can: at "
                        + "frame 1 keyboard and bar are both at 650. Only the release posts "
                        + "willChangeFrame and willHide, at 50 ms (frame 3) with Begin at 700, and the "
                        + "keyboard leaves on curve 7; the bar "
                        + "ends back on the safe area, 818. What the release posts (its userInfo, and "
                        + "whether a drag that snaps back posts willShow) has not been measured (facts "
                        + "§1.10, UNVERIFIED); 'release down' says the finger lets go moving down, which "
                        + "dismisses. 'assumptions all' lists the lab's rules for it: drag-release-rule, "
                        + "snap-back-posts-show."),
            ]),
    ]
}
