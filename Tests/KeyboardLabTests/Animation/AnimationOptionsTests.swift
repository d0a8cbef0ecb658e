import XCTest

@testable import KeyboardLab

final class AnimationOptionsTests: XCTestCase {
    /// Each named flag has the bit of UIView.h (facts §4.3).
    func test_namedBits_matchUIViewHeader() {
        let expected: [(AnimationOptions, UInt)] = [
            (.layoutSubviews, 1), (.allowUserInteraction, 2), (.beginFromCurrentState, 4), (.repeat, 8),
            (.autoreverse, 16), (.overrideInheritedDuration, 32), (.overrideInheritedCurve, 64),
            (.allowAnimatedContent, 128), (.showHideTransitionViews, 256), (.overrideInheritedOptions, 512),
            (.curveEaseInOut, 0), (.curveEaseIn, 0x10000), (.curveEaseOut, 0x20000), (.curveLinear, 0x30000),
            (.transitionFlipFromLeft, 0x100000), (.transitionFlipFromRight, 0x200000),
            (.transitionCurlUp, 0x300000), (.transitionCurlDown, 0x400000),
            (.transitionCrossDissolve, 0x500000), (.transitionFlipFromTop, 0x600000),
            (.transitionFlipFromBottom, 0x700000),
        ]
        for (option, raw) in expected {
            XCTAssertEqual(option.rawValue, raw, "\(option)")
        }
        XCTAssertEqual(AnimationOptions.transitionCurlDown.transition, 4)
        XCTAssertEqual(AnimationOptions.transitionCurlDown.curve, .easeInOut)
    }

    /// Bits 24–27, the preferred frame rate, with the values of UIView.h (iOS 12 SDK header:
    /// Default = 0 << 24, 60 = 3 << 24, 30 = 7 << 24; docs/Facts.md §10.7).
    func test_preferredFrameRateBits_matchUIViewHeader() {
        XCTAssertEqual(AnimationOptions.preferredFramesPerSecond60.rawValue, 0x300_0000)
        XCTAssertEqual(AnimationOptions.preferredFramesPerSecond30.rawValue, 0x700_0000)
        XCTAssertEqual(AnimationOptions.preferredFramesPerSecondDefault.rawValue, 0)
        XCTAssertEqual(AnimationOptions(rawValue: 0x300_0000).preferredFramesPerSecond, 60)
        XCTAssertEqual(AnimationOptions(rawValue: 0x700_0000).preferredFramesPerSecond, 30)
        XCTAssertNil(AnimationOptions(rawValue: 0).preferredFramesPerSecond)
        // 30 is 7: it contains 60's bits (3), as an OptionSet reads it; the field reads 7.
        let thirty = AnimationOptions.preferredFramesPerSecond30.union(.curveLinear)
        XCTAssertEqual(thirty.preferredFramesPerSecondField, 7)
        XCTAssertEqual(thirty.curve, .linear)
        XCTAssertEqual(thirty.description, "[] curve linear preferredFramesPerSecond30")
        XCTAssertEqual(
            AnimationOptions(rawValue: 5 << 24).description,
            "[] curve easeInOut frame rate field 5 (not named in UIView.h)")
    }

    /// Raw 7 is three flags and the default curve: the classic bug of passing the curve as
    /// options.
    func test_raw7_isThreeFlagsAndDefaultCurve() {
        let options = AnimationOptions(rawValue: 7)
        XCTAssertTrue(options.contains(.layoutSubviews))
        XCTAssertTrue(options.contains(.allowUserInteraction))
        XCTAssertTrue(options.contains(.beginFromCurrentState))
        XCTAssertFalse(options.contains(.repeat))
        XCTAssertEqual(options.curve, .easeInOut)
        XCTAssertEqual(options.curve.blockAnimationTiming, .cubic(.easeInEaseOut))
    }

    /// 7 << 16 is no flag at all and the keyboard curve, whose timing is the 0.5 s spring.
    func test_raw7Shifted_isTheKeyboardCurve() {
        let options = AnimationOptions(rawValue: 7 << 16)
        XCTAssertEqual(options.rawValue, 458_752)
        XCTAssertTrue(options.intersection(.flagMask).isEmpty)
        XCTAssertEqual(options.curve, .keyboard)
        XCTAssertEqual(options.curve.rawValue, 7)
        XCTAssertEqual(AnimationOptions(curve: .keyboard), options)
        XCTAssertEqual(options.curve.blockAnimationTiming, .spring(.keyboardCurve))
    }

    /// Each public curve decodes from its shifted value; flags and curve coexist.
    func test_curveField_decodes() {
        for raw in 0...3 {
            let options = AnimationOptions(rawValue: UInt(raw) << 16).union(.beginFromCurrentState)
            XCTAssertEqual(options.curve.rawValue, raw)
            XCTAssertTrue(options.contains(.beginFromCurrentState))
        }
        XCTAssertEqual(
            AnimationOptions.curveLinear.union(.repeat).replacingCurve(with: .easeIn).curve, .easeIn)
    }

    /// The curve type carries any raw value; unknown ones animate as ease-in-out.
    func test_curve_carriesUnknownValues() {
        let curve = AnimationCurve(rawValue: 5)
        XCTAssertEqual(curve.rawValue, 5)
        XCTAssertFalse(curve.isPublic)
        XCTAssertEqual(curve.blockAnimationTiming, .cubic(.easeInEaseOut))
        XCTAssertEqual(AnimationCurve(rawValue: 12_345).rawValue, 12_345)
        XCTAssertEqual(AnimationOptions(rawValue: 15 << 16).curve.rawValue, 15)
    }

    /// Keyframe options: shared flag bits, calculation modes at << 10.
    func test_keyframeOptions_decode() {
        let raw7 = KeyframeAnimationOptions(rawValue: 7)
        XCTAssertTrue(raw7.contains(.layoutSubviews))
        XCTAssertTrue(raw7.contains(.allowUserInteraction))
        XCTAssertTrue(raw7.contains(.beginFromCurrentState))
        XCTAssertEqual(raw7.calculationMode, .linear)
        XCTAssertEqual(KeyframeAnimationOptions.calculationModeDiscrete.rawValue, 1024)
        XCTAssertEqual(KeyframeAnimationOptions.calculationModePaced.rawValue, 2048)
        XCTAssertEqual(KeyframeAnimationOptions.calculationModeCubic.rawValue, 3072)
        XCTAssertEqual(KeyframeAnimationOptions.calculationModeCubicPaced.rawValue, 4096)
        XCTAssertEqual(KeyframeAnimationOptions.calculationModeCubicPaced.calculationMode, .cubicPaced)
        XCTAssertEqual(KeyframeAnimationOptions(.curveLinear).animationOptions.curve, .linear)
    }

    func test_description_namesFlagsAndCurve() {
        XCTAssertEqual(
            AnimationOptions(rawValue: 7).description,
            "[layoutSubviews, allowUserInteraction, beginFromCurrentState] curve easeInOut")
        XCTAssertEqual(AnimationOptions(rawValue: 7 << 16).description, "[] curve keyboard(7)")
    }
}
