/// Layout-margins and readable-content guides: four edge constraints against the owning view, as
/// UIKit names them in conflict reports (`UIView-leftMargin-guide-constraint`, …), with constants
/// from the view's margins; refreshed after each solve with the safe-area guides, since the
/// margins include the safe area and the readable width depends on the view's width.
extension LayoutEngine {
    /// Installs a margins or readable guide's edges the first time a constraint mentions it; the
    /// readable guide hangs from the margins guide's top and bottom through its own constants.
    func installMarginGuide(_ guide: LayoutGuide) {
        guard guide.systemConstraints.isEmpty, let view = guide.owningView, let window else { return }
        var memo: [ObjectIdentifier: EdgeInsets] = [:]
        let insets = solvedMarginInsets(of: guide, view: view, window: window, memo: &memo)
        guide.installedInsets = insets
        let names: [String]
        if guide.kind == .layoutMargins {
            names = ["left", "top", "right", "bottom"].map { "UIView-\($0)Margin-guide-constraint" }
        } else {
            names = ["left", "top", "right", "bottom"].map { "UIViewReadableContentGuide-\($0)" }
        }
        guide.systemConstraints = [
            system(guide, .left, view, .left, insets.left, .layoutMargins, names[0]),
            system(guide, .top, view, .top, insets.top, .layoutMargins, names[1]),
            system(guide, .right, view, .right, -insets.right, .layoutMargins, names[2]),
            system(guide, .bottom, view, .bottom, -insets.bottom, .layoutMargins, names[3]),
        ]
        safeGuides.append(guide)
        for constraint in guide.systemConstraints { activate(constraint) }
    }

    /// A margins or readable guide's insets from solved boxes: the requested margins plus the
    /// solved safe area (while the view insets its margins from it); for the readable guide, the
    /// margins narrowed to the readable width, centred.
    func solvedMarginInsets(
        of guide: LayoutGuide, view: View, window: Window, memo: inout [ObjectIdentifier: EdgeInsets]
    ) -> EdgeInsets {
        let safe = solvedSafeInsets(of: view, window: window, memo: &memo)
        let margins = view.marginInsets(safeArea: safe)
        guard guide.kind == .readableContent else { return margins }
        return View.readableInsets(
            width: view.layoutBox.solvedRect.width, margins: margins,
            readableWidth: window.readableContentWidth)
    }
}
