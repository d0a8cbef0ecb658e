import KeyboardLab

/// What a UIKit spelling means in the lab's model.
public enum UIKitMeaning: Hashable, Sendable {
    case notification(KeyboardNotificationName)
    case userInfoKey(KeyboardUserInfoKey)
    /// `UIView.AnimationOptions` bits.
    case animationOptions(UInt)
    /// `UIView.KeyframeAnimationOptions` bits.
    case keyframeOptions(UInt)
    /// `UIView.AnimationCurve` raw value.
    case animationCurve(Int)
    /// `UIViewAnimatingPosition`.
    case animatingPosition(AnimatingPosition)
    /// A type the code names (`UIView`, `CGRect`, `UIViewPropertyAnimator`…), by its canonical name.
    case type(String)
    /// `NotificationCenter.default`.
    case notificationCenter
    /// `DispatchQueue.main`, `OperationQueue.main`, `RunLoop.main`.
    case mainQueue
    /// `CGRect.zero`, `CGPoint.zero`, `UIEdgeInsets.zero`, `CGSize.zero`, `CGAffineTransform.identity`.
    case zero(String)
    /// `UILayoutPriority.required` and its kin (a number 1…1000).
    case priority(Double)
    /// `UIScreen.main`.
    case mainScreen
    /// `UIApplication.shared`.
    case application
    /// `UITableView.ScrollPosition` by the lab's name.
    case scrollPosition(String)
    /// `UIDevice.current`.
    case device
    /// `UIUserInterfaceIdiom.pad`, `.phone`.
    case idiom(String)
    /// `UIScrollView.KeyboardDismissMode`, by the lab's name (`none`, `on-drag`, `interactive`).
    case keyboardDismissMode(String)
    /// `UIGestureRecognizer.State` raw value (`.changed` is 2).
    case gestureState(Int)
}

/// UIKit as the code spells it, in every era the public code uses, mapped once to the engine's
/// notions: Swift 2 (`UIKeyboardWillShowNotification`, `.CurveEaseOut`), Swift 3 and 4
/// (`NSNotification.Name.UIKeyboardWillChangeFrame`, `UIViewAnimationOptions`), and today's
/// (`UIResponder.keyboardWillShowNotification`, `UIView.AnimationOptions`). Qualified spellings
/// are looked up whole (`UIView.AnimationOptions.curveEaseOut`); an implicit member (`.curveEaseOut`)
/// by its last part, which is unambiguous within what the lab models.
public enum UIKitVocabulary {
    /// Dotted spelling → meaning.
    public static let qualified: [String: UIKitMeaning] = build().qualified
    /// Implicit member (`.keyboardWillShowNotification`, `.beginFromCurrentState`) → meaning.
    public static let implicit: [String: UIKitMeaning] = build().implicit

    /// Type names in every spelling → the canonical name the interpreter switches on.
    public static let typeNames: [String: String] = [
        "UIView": "UIView", "UIScrollView": "UIView", "UITableView": "UIView", "UITextField": "UIView",
        "UITextView": "UIView", "UIButton": "UIView", "UILabel": "UIView", "UIStackView": "UIView",
        "UICollectionView": "UIView", "UIImageView": "UIView", "UIToolbar": "UIView",
        "UIViewPropertyAnimator": "UIViewPropertyAnimator",
        "CGRect": "CGRect", "NSRect": "CGRect", "CGPoint": "CGPoint", "CGSize": "CGSize",
        "UIEdgeInsets": "UIEdgeInsets", "NSDirectionalEdgeInsets": "UIEdgeInsets",
        "CGAffineTransform": "CGAffineTransform",
        "CGFloat": "Double", "Double": "Double", "Float": "Double", "TimeInterval": "Double",
        "NSTimeInterval": "Double", "Float64": "Double", "CGFloat.NativeType": "Double",
        "Int": "Int", "Int32": "Int", "Int64": "Int", "NSInteger": "Int",
        "UInt": "UInt", "UInt32": "UInt", "UInt64": "UInt", "NSUInteger": "UInt",
        "Bool": "Bool", "String": "String", "NSValue": "NSValue", "NSNumber": "NSNumber",
        "UIView.AnimationOptions": "UIView.AnimationOptions",
        "UIViewAnimationOptions": "UIView.AnimationOptions",
        "UIView.KeyframeAnimationOptions": "UIView.KeyframeAnimationOptions",
        "UIViewKeyframeAnimationOptions": "UIView.KeyframeAnimationOptions",
        "UIView.AnimationCurve": "UIView.AnimationCurve", "UIViewAnimationCurve": "UIView.AnimationCurve",
        "NotificationCenter": "NotificationCenter", "NSNotificationCenter": "NotificationCenter",
        "Notification": "Notification", "NSNotification": "Notification",
        "NSNotification.Name": "Notification.Name", "Notification.Name": "Notification.Name",
        "UIResponder": "UIResponder", "UIWindow": "UIWindow", "UIApplication": "UIApplication",
        "DispatchQueue": "DispatchQueue", "OperationQueue": "DispatchQueue",
        "NSOperationQueue": "DispatchQueue", "RunLoop": "DispatchQueue",
        "UIScreen": "UIScreen", "UIScrollView.KeyboardDismissMode": "UIScrollView.KeyboardDismissMode",
        "UIScrollViewKeyboardDismissMode": "UIScrollView.KeyboardDismissMode",
        "NSLayoutConstraint": "NSLayoutConstraint",
        "UILayoutPriority": "UILayoutPriority", "UIViewAnimatingPosition": "UIViewAnimatingPosition",
        "UIViewController": "UIViewController", "UICubicTimingParameters": "UICubicTimingParameters",
        "UITableViewController": "UIViewController", "UICollectionViewController": "UIViewController",
        "UINavigationController": "UIViewController",
        "UISpringTimingParameters": "UISpringTimingParameters", "Set": "Set", "Array": "Array",
        "AnyCancellable": "AnyCancellable", "Publishers": "Publishers",
        "Publishers.Merge": "Publishers.Merge",
        "Publishers.MergeMany": "Publishers.Merge", "Merge": "Publishers.Merge",
        "MergeMany": "Publishers.Merge",
        "Publishers.Merge3": "Publishers.Merge", "Merge3": "Publishers.Merge", "NSDictionary": "NSDictionary",
        "IndexPath": "IndexPath", "NSIndexPath": "IndexPath", "UILayoutGuide": "UILayoutGuide",
        "UIDevice": "UIDevice", "UIUserInterfaceIdiom": "UIUserInterfaceIdiom",
        "UIPanGestureRecognizer": "UIPanGestureRecognizer",
        "UIGestureRecognizer.State": "UIGestureRecognizer.State",
        "UIGestureRecognizerState": "UIGestureRecognizer.State",
    ]

    /// The canonical name of a type as written (`UIViewAnimationOptions` → `UIView.AnimationOptions`);
    /// optionals, implicitly unwrapped optionals and generic arguments do not change it.
    public static func canonicalType(_ written: String) -> String? {
        var name = written
        while let last = name.last, last == "?" || last == "!" { name.removeLast() }
        if let open = name.firstIndex(of: "<") { name = String(name[..<open]) }
        if name.hasPrefix("UIKit.") { name.removeFirst("UIKit.".count) }
        return typeNames[name]
    }

    private static func build() -> (qualified: [String: UIKitMeaning], implicit: [String: UIKitMeaning]) {
        var qualified: [String: UIKitMeaning] = [:]
        var implicit: [String: UIKitMeaning] = [:]
        func add(_ meaning: UIKitMeaning, types: [String], members: [String]) {
            for member in members {
                implicit[member] = meaning
                for type in types { qualified[type + "." + member] = meaning }
            }
        }
        for name in KeyboardNotificationName.allCases {
            // keyboardWillShow → UIKeyboardWillShow
            let capital = "UIKeyboard" + name.rawValue.dropFirst("keyboard".count)
            add(
                .notification(name),
                types: ["UIResponder", "UIWindow", "UIApplication", "UIView", "UIViewController"],
                members: [name.rawValue + "Notification"])
            add(
                .notification(name), types: ["NSNotification.Name", "Notification.Name", "NSNotification"],
                members: [capital])
            qualified[name.objcName] = .notification(name)
        }
        for key in KeyboardUserInfoKey.allCases {
            qualified[key.rawValue] = .userInfoKey(key)
            if let swift = key.swiftName {
                let member = String(swift.dropFirst("UIResponder.".count))
                add(.userInfoKey(key), types: ["UIResponder", "UIWindow"], members: [member])
            }
        }
        let optionTypes = ["UIView.AnimationOptions", "UIViewAnimationOptions"]
        let options: [(String, UInt)] = [
            ("layoutSubviews", 1 << 0), ("allowUserInteraction", 1 << 1), ("beginFromCurrentState", 1 << 2),
            ("repeat", 1 << 3), ("autoreverse", 1 << 4), ("overrideInheritedDuration", 1 << 5),
            ("overrideInheritedCurve", 1 << 6), ("allowAnimatedContent", 1 << 7),
            ("showHideTransitionViews", 1 << 8), ("overrideInheritedOptions", 1 << 9),
            ("curveEaseInOut", 0 << 16), ("curveEaseIn", 1 << 16), ("curveEaseOut", 2 << 16),
            ("curveLinear", 3 << 16), ("transitionCrossDissolve", 5 << 20),
            ("preferredFramesPerSecondDefault", 0), ("preferredFramesPerSecond60", 3 << 24),
            ("preferredFramesPerSecond30", 7 << 24),
        ]
        for (member, bits) in options {
            // Swift 2 spelled them capitalised: `.BeginFromCurrentState`, `.CurveEaseOut`.
            add(.animationOptions(bits), types: optionTypes, members: [member, capitalised(member)])
        }
        let keyframeTypes = ["UIView.KeyframeAnimationOptions", "UIViewKeyframeAnimationOptions"]
        let keyframes: [(String, UInt)] = [
            ("calculationModeLinear", 0 << 10), ("calculationModeDiscrete", 1 << 10),
            ("calculationModePaced", 2 << 10), ("calculationModeCubic", 3 << 10),
            ("calculationModeCubicPaced", 4 << 10),
        ]
        for (member, bits) in keyframes {
            add(.keyframeOptions(bits), types: keyframeTypes, members: [member, capitalised(member)])
        }
        // The flags keyframe options share with animation options, spelled on the keyframe type.
        for (member, bits) in options.prefix(10) {
            for type in keyframeTypes { qualified[type + "." + member] = .keyframeOptions(bits) }
        }
        let curveTypes = ["UIView.AnimationCurve", "UIViewAnimationCurve"]
        for (member, raw) in [("easeInOut", 0), ("easeIn", 1), ("easeOut", 2), ("linear", 3)] {
            add(.animationCurve(raw), types: curveTypes, members: [member, capitalised(member)])
        }
        for (member, position) in [("start", AnimatingPosition.start), ("end", .end), ("current", .current)] {
            add(.animatingPosition(position), types: ["UIViewAnimatingPosition"], members: [member])
        }
        for (member, value) in [
            ("required", 1000.0), ("defaultHigh", 750), ("defaultLow", 250), ("fittingSizeLevel", 50),
        ] {
            add(.priority(value), types: ["UILayoutPriority"], members: [member])
        }
        qualified["UILayoutPriorityRequired"] = .priority(1000)
        qualified["UILayoutPriorityDefaultHigh"] = .priority(750)
        qualified["UILayoutPriorityDefaultLow"] = .priority(250)
        for type in ["CGRect", "CGPoint", "CGSize", "UIEdgeInsets", "NSDirectionalEdgeInsets"] {
            qualified[type + ".zero"] = .zero(UIKitVocabulary.canonicalType(type) ?? type)
        }
        qualified["CGRectZero"] = .zero("CGRect")
        qualified["CGPointZero"] = .zero("CGPoint")
        qualified["UIEdgeInsetsZero"] = .zero("UIEdgeInsets")
        qualified["CGAffineTransform.identity"] = .zero("CGAffineTransform")
        qualified["CGAffineTransformIdentity"] = .zero("CGAffineTransform")
        implicit["identity"] = .zero("CGAffineTransform")
        for (raw, state) in ["possible", "began", "changed", "ended", "cancelled", "failed"].enumerated() {
            add(
                .gestureState(raw), types: ["UIGestureRecognizer.State", "UIGestureRecognizerState"],
                members: [state, capitalised(state)])
        }
        for (member, mode) in [("interactive", "interactive"), ("onDrag", "on-drag")] {
            add(
                .keyboardDismissMode(mode),
                types: ["UIScrollView.KeyboardDismissMode", "UIScrollViewKeyboardDismissMode"],
                members: [member, capitalised(member)])
        }
        for type in ["UIScrollView.KeyboardDismissMode", "UIScrollViewKeyboardDismissMode"] {
            qualified[type + ".none"] = .keyboardDismissMode("none")
        }
        for position in ["top", "middle", "bottom"] {
            add(
                .scrollPosition(position),
                types: ["UITableView.ScrollPosition", "UITableViewScrollPosition"], members: [position])
        }
        qualified["UITableView.ScrollPosition.none"] = .scrollPosition("none")
        qualified["NotificationCenter.default"] = .notificationCenter
        qualified["DispatchQueue.main"] = .mainQueue
        qualified["OperationQueue.main"] = .mainQueue
        qualified["RunLoop.main"] = .mainQueue
        implicit["main"] = .mainQueue
        qualified["UIScreen.main"] = .mainScreen
        qualified["UIApplication.shared"] = .application
        qualified["UIDevice.current"] = .device
        for (member, idiom) in [("pad", "pad"), ("phone", "phone")] {
            add(.idiom(idiom), types: ["UIUserInterfaceIdiom"], members: [member])
        }
        qualified["UIApplication.sharedApplication"] = .application
        return (qualified, implicit)
    }

    private static func capitalised(_ word: String) -> String {
        word.prefix(1).uppercased() + word.dropFirst()
    }
}
