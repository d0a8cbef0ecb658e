// The keyboard layout guide on a scroll view (iOS 15+): the scroll view's bottom constraint is
// replaced by
//
//     tableView.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor).isActive = true
//
// UIKit moves the guide inside the keyboard's animation (facts §6), so the scroll view's frame
// follows on the keyboard's spring. That alone (`keyboard-layout-guide`) leaves the offset where
// it was: the table shrinks from the bottom and its last rows end below its new bottom edge,
// behind the keyboard. When the keyboard goes down the table grows back, and UIKit's own clamping
// brings a table scrolled to its end down with it. `keyboard-layout-guide-scroll` adds what chat
// screens do in willChangeFrame:
//
//     tableView.scrollToRow(at: IndexPath(row: rows - 1, section: 0), at: .bottom, animated: false)
//
// inside the keyboard's block, after the guide has resized the table, so the offset animates on
// the same spring and the last row stays on the keyboard's top edge.

extension ScrollViewBinding {
    func installLayoutGuide(scrolling: Bool) throws(SimulationError) {
        guideConstraint = try simulator.pinToKeyboardLayoutGuide(scrollView, replacing: constraint)
        guard scrolling else { return }
        center.addObserver(
            self, selector: "keyboardWillChangeFrame:", name: .keyboardWillChangeFrame, label: label
        ) { [unowned self] post in
            guard post.userInfo.isLocal else { return }
            scrollFirstResponderVisible()
        }
    }
}
