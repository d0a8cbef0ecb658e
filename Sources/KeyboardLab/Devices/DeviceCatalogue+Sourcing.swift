// Shorthands the catalogue files share to tag each value with its confidence and source
// (docs/Facts.md section first, then the source's name).

func v(_ value: Double, _ c: Confidence, _ source: String) -> Sourced<Double> {
    Sourced(value, c, source)
}

func insets(
    _ t: Double, _ l: Double, _ b: Double, _ r: Double, _ c: Confidence, _ source: String
) -> Sourced<EdgeInsets> {
    Sourced(EdgeInsets(top: t, left: l, bottom: b, right: r), c, source)
}

func size(_ w: Double, _ h: Double, _ c: Confidence, _ source: String) -> Sourced<Size> {
    Sourced(Size(width: w, height: h), c, source)
}

func versions(_ range: ClosedRange<Int>, _ c: Confidence, _ source: String) -> Sourced<ClosedRange<Int>> {
    Sourced(range, c, source)
}

/// The iPhone compatibility tables of facts §10.6 (gadgetmates sheet, thinkios, the iOS 26 list).
let iPhoneVersionsSource = "facts §10.6: gadgetmates iOS compatibility sheet, thinkios, iOS 26 list"
/// The iPad ranges are recalled, not retrieved (facts §10.6).
let iPadVersionsSource = "facts §10.6: Apple's iPadOS compatibility lists as recalled, not retrieved"

/// The iOS 5–7 era: no predictive bar, the keys-only heights (facts §3.1 D01–D03;
/// zoul/ios-keyboards).
func preBarEra(_ orientation: Orientation, _ letters: Double, _ c: Confidence, _ source: String)
    -> KeyboardHeightEra
{
    KeyboardHeightEra(
        versions: 5...7, orientation: orientation, heights: .withoutBar(v(letters, c, source)))
}
