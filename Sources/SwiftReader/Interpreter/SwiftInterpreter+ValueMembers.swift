import KeyboardLab

/// The members of UIKit's value types as the code reads them: rects, insets, NSNumber's accessors,
/// anchors, and a view's geometry, safe area, guides and scroll-view insets.
extension SwiftInterpreter {
    /// A constraint's item as the code sees it: a view, or a layout guide (its owning view's).
    func item(_ item: any LayoutItem) -> SwiftValue {
        if let view = item as? View { return .view(view) }
        if let guide = item as? KeyboardLayoutGuide, let owner = guide.owningView {
            return .keyboardGuide(owner)
        }
        if let guide = item as? LayoutGuide, guide.kind != .safeArea { return .layoutGuide(guide) }
        if let owner = item.owningView { return .safeAreaGuide(owner) }
        return .nilValue
    }

    func rectMember(_ name: String, _ r: Rect) -> SwiftValue? {
        switch name {
        case "origin": return .point(r.origin)
        case "size": return .size(r.size)
        case "width": return .double(r.width)
        case "height": return .double(r.height)
        case "minX": return .double(r.minX)
        case "minY": return .double(r.minY)
        case "maxX": return .double(r.maxX)
        case "maxY": return .double(r.maxY)
        case "midX": return .double(r.midX)
        case "midY": return .double(r.midY)
        case "isEmpty": return .bool(r.isEmpty)
        case "isNull": return .bool(r.origin.x.isInfinite || r.origin.y.isInfinite)
        case "isInfinite": return .bool(false)
        case "standardized": return .rect(r.standardized)
        case "cgRectValue", "CGRectValue", "rectValue": return .rect(r)
        default: return nil
        }
    }

    func insetsMember(_ name: String, _ i: EdgeInsets) -> SwiftValue? {
        switch name {
        case "top": return .double(i.top)
        case "left", "leading": return .double(i.left)
        case "bottom": return .double(i.bottom)
        case "right", "trailing": return .double(i.right)
        case "uiEdgeInsetsValue": return .insets(i)
        default: return nil
        }
    }

    /// `NSNumber`'s accessors on a number from userInfo, and the numeric properties Swift code reads.
    func numberMember(_ name: String, _ value: SwiftValue) -> SwiftValue? {
        let number = value.number ?? (value.boolValue.map { $0 ? 1 : 0 })
        guard let number else { return nil }
        switch name {
        case "doubleValue", "floatValue", "cgFloatValue": return .double(number)
        case "intValue", "integerValue", "int32Value", "int64Value", "longValue", "longLongValue":
            return .int(Int(exactly: number.rounded(.towardZero)) ?? 0)
        // `unsignedLongValue`: Swift 2's spelling (NSNumber's, UInt on 64-bit iOS).
        case "uintValue", "unsignedIntegerValue", "unsignedIntValue", "uint32Value", "unsignedLongValue",
            "unsignedLongLongValue", "uint64Value":
            let truncated = number.rounded(.towardZero)
            return .uint(
                truncated >= 0
                    ? UInt(exactly: truncated) ?? 0 : UInt(bitPattern: Int(exactly: truncated) ?? 0))
        case "boolValue": return .bool(number != 0)
        case "rawValue":
            if case .animationCurve(let raw) = value { return .int(raw) }
            return nil
        case "magnitude": return .double(abs(number))
        case "isZero": return .bool(number == 0)
        case "isNaN": return .bool(number.isNaN)
        default: return nil
        }
    }

    func anchor(_ name: String, of item: any LayoutItem) -> SwiftValue? {
        let attributes: [String: LayoutAttribute] = [
            "topAnchor": .top, "bottomAnchor": .bottom, "leadingAnchor": .leading,
            "trailingAnchor": .trailing,
            "leftAnchor": .left, "rightAnchor": .right, "heightAnchor": .height, "widthAnchor": .width,
            "centerXAnchor": .centerX, "centerYAnchor": .centerY,
        ]
        return attributes[name].map { .anchor(item, $0) }
    }

    func viewMember(_ name: String, _ view: View, at location: SwiftLocation) throws(SwiftDiagnostic)
        -> SwiftValue?
    {
        if let anchor = anchor(name, of: view) { return anchor }
        switch name {
        case "frame": return .rect(view.frame)
        case "bounds": return .rect(view.bounds)
        case "center": return .point(view.center)
        case "transform": return .transform(simulator.translation(of: view, presentation: false))
        case "alpha": return .double(simulator.alpha(of: view, presentation: false))
        case "superview": return view.superview.map { .view($0) } ?? .nilValue
        case "window": return view.window == nil ? .nilValue : .window
        case "subviews": return .array(view.subviews.map { .view($0) })
        case "safeAreaInsets": return .insets(view.safeAreaInsets)
        case "safeAreaLayoutGuide": return .safeAreaGuide(view)
        case "keyboardLayoutGuide":
            simulator.noteKeyboardGuideUse(.keyboardLayoutGuide)
            return .keyboardGuide(view)
        case "layoutMargins": return .insets(view.layoutMargins)
        case "constraints": return .array(view.constraintsInvolvingView.map { .constraint($0) })
        case "translatesAutoresizingMaskIntoConstraints":
            return .bool(view.translatesAutoresizingMaskIntoConstraints)
        case "tag": return .int(0)
        case "isFirstResponder": return .bool(false)
        default: break
        }
        if let scroll = view as? ScrollView {
            switch name {
            case "contentInset": return .insets(scroll.contentInset)
            case "scrollIndicatorInsets", "verticalScrollIndicatorInsets":
                return .insets(scroll.verticalScrollIndicatorInsets)
            case "horizontalScrollIndicatorInsets": return .insets(scroll.horizontalScrollIndicatorInsets)
            case "contentOffset": return .point(scroll.contentOffset)
            case "contentSize": return .size(scroll.contentSize)
            case "keyboardDismissMode": return .keyboardDismissMode(scroll.keyboardDismissMode)
            case "numberOfSections" where view is TableView: return .int(1)
            // The lab's text has no caret: it stands at the end of the text, where typing leaves it.
            case "selectedRange" where view is TextView: return .range(Int.max, 0)
            case "adjustedContentInset": return .insets(scroll.adjustedContentInset)
            default: break
            }
        }
        return nil
    }
}
