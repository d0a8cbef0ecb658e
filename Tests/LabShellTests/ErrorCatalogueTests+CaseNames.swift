import Cassowary
import KeyboardLab
import LabShell

/// Each error case's name, by exhaustive switches (no `default`): adding a case to an engine
/// error does not compile until it is named here and given a sample in `engineCaseNames`.
extension ErrorCatalogueTests {
    static func name(_ e: SolverError) -> String {
        switch e {
        case .unsatisfiableConstraint: return "unsatisfiableConstraint"
        case .duplicateConstraint: return "duplicateConstraint"
        case .unknownConstraint: return "unknownConstraint"
        case .duplicateEditVariable: return "duplicateEditVariable"
        case .unknownEditVariable: return "unknownEditVariable"
        case .badRequiredStrength: return "badRequiredStrength"
        case .internalSolverError: return "internalSolverError"
        case .storageExhausted: return "storageExhausted"
        }
    }

    static func name(_ e: LayoutError) -> String {
        switch e {
        case .invalidPriority: return "invalidPriority"
        case .priorityMutation: return "priorityMutation"
        case .invalidPairing: return "invalidPairing"
        case .locationWithConstant: return "locationWithConstant"
        case .zeroMultiplier: return "zeroMultiplier"
        case .nonFiniteNumber: return "nonFiniteNumber"
        case .numberTooLarge: return "numberTooLarge"
        case .noCommonAncestor: return "noCommonAncestor"
        case .unknownItem: return "unknownItem"
        case .ambiguousName: return "ambiguousName"
        case .tooManyViews: return "tooManyViews"
        case .tooManyConstraints: return "tooManyConstraints"
        }
    }

    static func name(_ e: AnimationError) -> String {
        switch e {
        case .invalidAnimatorState: return "invalidAnimatorState"
        case .animatorNotPaused: return "animatorNotPaused"
        case .animatorNotInterruptible: return "animatorNotInterruptible"
        case .animatorConfigurationLocked: return "animatorConfigurationLocked"
        case .keyframeOutsideKeyframeAnimation: return "keyframeOutsideKeyframeAnimation"
        case .invalidKeyframeTiming: return "invalidKeyframeTiming"
        }
    }

    static func name(_ e: KeyboardScenarioError) -> String {
        switch e {
        case .requiresPad: return "requiresPad"
        case .splitUnsupported: return "splitUnsupported"
        case .keyboardNotShown: return "keyboardNotShown"
        case .wrongMode: return "wrongMode"
        case .invalidValue: return "invalidValue"
        case .emptyDrag: return "emptyDrag"
        case .touchOnKeyboard: return "touchOnKeyboard"
        case .noInteractiveScrollView: return "noInteractiveScrollView"
        case .requiresVersion: return "requiresVersion"
        case .windowOutsideScreen: return "windowOutsideScreen"
        case .splitViewFrameMismatch: return "splitViewFrameMismatch"
        case .notFirstShowSinceLaunch: return "notFirstShowSinceLaunch"
        case .keyboardAboveScreen: return "keyboardAboveScreen"
        }
    }

    static func name(_ w: KeyboardWarning) -> String {
        switch w {
        case .fieldAlreadyFocused: return "fieldAlreadyFocused"
        case .keyboardNotShown: return "keyboardNotShown"
        case .keyboardOfOtherApp: return "keyboardOfOtherApp"
        case .keyboardOfThisApp: return "keyboardOfThisApp"
        case .alreadyInState: return "alreadyInState"
        case .nothingTo: return "nothingTo"
        case .noVisibleEffect: return "noVisibleEffect"
        case .unavailableInVersion: return "unavailableInVersion"
        case .runsBeforeVersion: return "runsBeforeVersion"
        case .onlyInVersions: return "onlyInVersions"
        case .deviceNeverRanVersion: return "deviceNeverRanVersion"
        case .traitsApplyAtNextFocus: return "traitsApplyAtNextFocus"
        case .firstShowPatternNotApplicable: return "firstShowPatternNotApplicable"
        case .windowBackToFullScreen: return "windowBackToFullScreen"
        case .beginHeightEqualsEnd: return "beginHeightEqualsEnd"
        }
    }

    static func name(_ e: SimulationError) -> String {
        switch e {
        case .unknownDevice: return "unknownDevice"
        case .unknownView: return "unknownView"
        case .unknownConstraint: return "unknownConstraint"
        case .invalidViewName: return "invalidViewName"
        case .scenario: return "scenario"
        case .layout: return "layout"
        case .techniqueNotInstalled: return "techniqueNotInstalled"
        case .missingConstraint: return "missingConstraint"
        case .notABottomConstraint: return "notABottomConstraint"
        case .notAScrollView: return "notAScrollView"
        case .notATableView: return "notATableView"
        case .tableView: return "tableView"
        case .interrupted: return "interrupted"
        case .keyboardBeingDragged: return "keyboardBeingDragged"
        case .rotationInProgress: return "rotationInProgress"
        case .comparisonOverBudget: return "comparisonOverBudget"
        }
    }

    static func name(_ e: TableViewError) -> String {
        switch e {
        case .rowOutOfRange: return "rowOutOfRange"
        }
    }

    static func name(_ e: ProfileSwitchError) -> String {
        switch e {
        case .unknownSwitch: return "unknownSwitch"
        case .invalidValue: return "invalidValue"
        }
    }

    static func name(_ p: ScriptFile.Problem) -> String {
        switch p {
        case .empty: return "empty"
        case .missing: return "missing"
        case .directory: return "directory"
        case .notRegular: return "notRegular"
        case .unreadable: return "unreadable"
        case .tooLarge: return "tooLarge"
        case .binary: return "binary"
        case .utf16: return "utf16"
        case .kernelFile: return "kernelFile"
        }
    }

    static func name(_ p: RecordingReadError.Problem) -> String {
        switch p {
        case .empty: return "empty"
        case .unexpected: return "unexpected"
        case .notANumber: return "notANumber"
        case .outOfRange: return "outOfRange"
        case .missingField: return "missingField"
        case .unknownColumn: return "unknownColumn"
        case .timeNotIncreasing: return "timeNotIncreasing"
        case .tooManySamples: return "tooManySamples"
        case .tooFewSamples: return "tooFewSamples"
        case .tooLong: return "tooLong"
        case .frameRateNeeded: return "frameRateNeeded"
        case .scaleNeeded: return "scaleNeeded"
        case .nestedTooDeeply: return "nestedTooDeeply"
        case .noSamples: return "noSamples"
        }
    }
}
