// The inset technique: the scroll view keeps its frame and gains room at the bottom of its
// content, so the end of the content can scroll above the keyboard.
//
// Apple's original, "Managing the Keyboard", Text Programming Guide for iOS (archived), Listing
// "Handling the keyboard notifications":
//
//     - (void)keyboardWasShown:(NSNotification*)aNotification {            // UIKeyboardDidShowNotification
//         NSDictionary* info = [aNotification userInfo];
//         CGSize kbSize = [[info objectForKey:UIKeyboardFrameBeginUserInfoKey] CGRectValue].size;
//         UIEdgeInsets contentInsets = UIEdgeInsetsMake(0.0, 0.0, kbSize.height, 0.0);
//         scrollView.contentInset = contentInsets;
//         scrollView.scrollIndicatorInsets = contentInsets;
//         // If active text field is hidden by keyboard, scroll it so it's visible
//         CGRect aRect = self.view.frame;
//         aRect.size.height -= kbSize.height;
//         if (!CGRectContainsPoint(aRect, activeField.frame.origin) ) {
//             [self.scrollView scrollRectToVisible:activeField.frame animated:YES];
//         }
//     }
//     - (void)keyboardWillBeHidden:(NSNotification*)aNotification {       // UIKeyboardWillHideNotification
//         UIEdgeInsets contentInsets = UIEdgeInsetsZero;
//         scrollView.contentInset = contentInsets;
//         scrollView.scrollIndicatorInsets = contentInsets;
//     }
//
// Flaws kept in `inset-recipe`: the inset arrives in didShow, after the keyboard has finished
// moving (the content jumps half a second late); the keyboard's whole height, safe area
// included, although iOS 11+ adds the safe area to `adjustedContentInset` itself (pitfall 4,
// facts §8); `activeField.frame.origin` (the scroll view's content coordinates) tested against
// `self.view.frame` (the root's superview coordinates); and nothing is scrolled when the first
// responder is not inside the scroll view, as in a chat whose input bar sits below the table.
//
// The corrected technique (`inset`), in the form Swift tutorials now publish it (one handler for
// willChangeFrame, e.g. Hacking with Swift, "How to adjust a UIScrollView to fit the keyboard"),
// with the End frame converted from the screen and intersected (facts §7) instead of converted
// from the window and used whole:
//
//     let end = scrollView.convert(endFrame, from: scrollView.window!.screen.coordinateSpace)
//     let overlap = scrollView.bounds.intersection(end).height
//     let bottom = max(0, overlap - (scrollView.adjustedContentInset.bottom - scrollView.contentInset.bottom))
//     scrollView.contentInset.bottom = bottom
//     scrollView.verticalScrollIndicatorInsets.bottom = bottom
//     if isLocal { tableView.scrollToRow(at: lastRow, at: .bottom, animated: false) }   // the first responder
//
// The inset follows another app's keyboard too (isLocal false, iPad Split View and Slide Over:
// it covers this window's bottom as well), so the hidden content stays reachable; only the
// scroll to the first responder waits for this app's own keyboard.
//
// Posted inside the keyboard's animation block (facts §1.3), the offset change animates on the
// keyboard's own curve. Its flaws: `inset-safe-area-twice` sets `bottom = overlap`;
// `inset-not-reset` observes keyboardWillShow only (no hide handler); `inset-wrong-space`
// computes `overlap = scrollView.frame.maxY - endFrame.minY`.

extension ScrollViewBinding {
    /// How much of the overlap becomes `contentInset.bottom`.
    enum OverlapCounting {
        /// The overlap minus what UIKit already adds at the bottom (correct).
        case keyboardOnly
        /// The overlap whole (the safe area counted twice).
        case whole
    }

    func installInsetRecipe() {
        center.addObserver(self, selector: "keyboardWasShown:", name: .keyboardDidShow, label: label) {
            [unowned self] post in
            let kbSize = post.userInfo.frameBegin.size
            setBottomInsets(kbSize.height)
            // `activeField.frame.origin` (content coordinates) against `self.view.frame`.
            var aRect = simulator.rootView.frame
            aRect.size.height -= kbSize.height
            if let field = focusedView, field.isDescendant(of: scrollView), field !== scrollView,
                !aRect.contains(field.frame.origin)
            {
                scrollView.scrollRectToVisible(field.frame, animated: true)
            }
        }
        center.addObserver(self, selector: "keyboardWillBeHidden:", name: .keyboardWillHide, label: label) {
            [unowned self] _ in
            setBottomInsets(0)
        }
    }

    /// The corrected handler on `name`, and its two flawed variants.
    func installInset(name: KeyboardNotificationName, overlapCounting: OverlapCounting) {
        center.addObserver(self, selector: "adjustForKeyboard:", name: name, label: label) {
            [unowned self] post in
            let overlap = overlap(withEndFrame: post.userInfo.frameEnd)
            let bottom = overlapCounting == .whole ? overlap : max(0, overlap - systemBottomInset)
            adjustInsets(bottom, post)
        }
    }

    func installInsetWrongSpace() {
        center.addObserver(
            self, selector: "adjustForKeyboard:", name: .keyboardWillChangeFrame, label: label
        ) { [unowned self] post in
            // The frame in its superview's coordinates against the End frame in the screen's.
            let overlap = max(0, scrollView.frame.maxY - post.userInfo.frameEnd.minY)
            adjustInsets(max(0, overlap - systemBottomInset), post)
        }
    }

    /// The insets follow every keyboard that covers the scroll view, this app's or another's
    /// (isLocal false: in Split View and Slide Over it spans the screen, facts §1.11), so the
    /// hidden content can still be scrolled to; only this app's keyboard has a first responder
    /// of this app to bring into view.
    func adjustInsets(_ bottom: Double, _ post: KeyboardNotificationPost) {
        setBottomInsets(bottom)
        if post.userInfo.isLocal { scrollFirstResponderVisible() }
    }
}
