/// Copying what a scene's views are beyond their kind and frame, view by view (by name), for the
/// fresh scenes of a comparison: intrinsic sizes and priorities, margins, each subclass's own
/// properties, stack arrangements, scroll offsets, and table view controllers' keyboard avoidance.
extension Simulator {
    /// Gives every view of this scene the properties of the view with the same name in `other`
    /// (views missing here are skipped), then lays out. Call it after the views and constraints
    /// are copied.
    public func copyScreenState(from other: Simulator) {
        var offsets: [(ScrollView, Point)] = []
        for source in other.window.allViews {
            guard let target = try? view(named: source.layoutName) else { continue }
            target.copyLayoutProperties(from: source)
            if let scroll = source as? ScrollView, let copy = target as? ScrollView {
                copy.copyScrollProperties(from: scroll)
                offsets.append((copy, scroll.contentOffset))
            }
            if let stack = source as? StackView, let copy = target as? StackView {
                copy.copyArrangement(from: stack) { name in try? self.view(named: name) }
            }
        }
        for controller in other.tableControllers {
            _ = try? setTableViewControllerAvoidance(
                true, tableView: controller.tableView.name, adjustment: controller.adjustment,
                timing: controller.timing)
        }
        window.layoutIfNeeded()
        for (scroll, offset) in offsets { scroll.contentOffset = offset }
    }
}

extension View {
    /// Margins, intrinsic size and priorities (not frames, hierarchy or constraints).
    func copyLayoutProperties(from other: View) {
        extras.requestedMargins = other.extras.requestedMargins
        extras.insetsLayoutMarginsFromSafeArea = other.extras.insetsLayoutMarginsFromSafeArea
        extras.assignedIntrinsicSize = other.extras.assignedIntrinsicSize
        extras.hugging = other.extras.hugging
        extras.compressionResistance = other.extras.compressionResistance
        if let label = self as? Label, let source = other as? Label {
            label.textWidth = source.textWidth
            label.lineCount = source.lineCount
            label.lineHeight = source.lineHeight
        }
        layoutMarginsDidChange()
        invalidateIntrinsicContentSize()
    }
}

extension ScrollView {
    /// Content, insets, behaviours and, for tables and text views, their rows and text.
    func copyScrollProperties(from other: ScrollView) {
        contentInsetAdjustmentBehavior = other.contentInsetAdjustmentBehavior
        alwaysBounceVertical = other.alwaysBounceVertical
        alwaysBounceHorizontal = other.alwaysBounceHorizontal
        keyboardDismissMode = other.keyboardDismissMode
        automaticallyAdjustsScrollIndicatorInsets = other.automaticallyAdjustsScrollIndicatorInsets
        verticalScrollIndicatorInsets = other.verticalScrollIndicatorInsets
        horizontalScrollIndicatorInsets = other.horizontalScrollIndicatorInsets
        contentInset = other.contentInset
        if let table = self as? TableView, let source = other as? TableView {
            table.rowHeight = source.rowHeight
            table.numberOfRows = source.numberOfRows
        } else if let text = self as? TextView, let source = other as? TextView {
            text.lineHeight = source.lineHeight
            text.textContainerInset = source.textContainerInset
            text.isScrollEnabled = source.isScrollEnabled
            text.lineCount = source.lineCount
        } else {
            contentSize = other.contentSize
        }
    }
}

extension StackView {
    /// The properties and the arrangement (by name, through `lookup`).
    func copyArrangement(from other: StackView, lookup: (String) -> View?) {
        axis = other.axis
        spacing = other.spacing
        distribution = other.distribution
        alignment = other.alignment
        isLayoutMarginsRelativeArrangement = other.isLayoutMarginsRelativeArrangement
        for view in arrangedSubviews { removeArrangedSubview(view) }
        for source in other.arrangedSubviews {
            if let view = lookup(source.name) { addArrangedSubview(view) }
        }
    }
}
