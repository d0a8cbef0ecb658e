import KeyboardLab

/// The insets a table view controller left where its behaviour rests on a guess, printed with
/// their footnote: no other output of a scenario (or of `table-view-controller`) shows them.
/// Another app's keyboard rests on the lab's reading of openradar 23687553 (assumption
/// `table-controller-other-app`); a controller turned on under this app's own keyboard on no
/// source at all (`table-controller-own-keyboard`).
extension LabState {
    /// One line per controller whose reaction after `mark` rests on an assumption, its inset and a
    /// marker numbered in `notes`; nothing when none did.
    static func printTableControllerReactions(
        of simulator: Simulator, since mark: Int, notes: inout AssumptionMarkers, session: Session
    ) {
        let n = KeyboardNumberFormat.number
        for controller in simulator.tableViewControllerAvoidances {
            guard let reaction = controller.lastReaction, reaction.serial > mark else { continue }
            let inset =
                controller.adjustment == .systemInset ? "systemKeyboardInset" : "contentInset.bottom"
            let what =
                switch reaction.kind {
                case .followed: "the table view controller followed another app's keyboard"
                case .ignored: "the table view controller ignored another app's keyboard"
                case .tookBack(let added):
                    "set to ignore another app's keyboard, the table view controller took back the "
                        + "\(n(added)) it had added for it"
                case .installedWhileUp:
                    "installed while another app's keyboard is up, the table view controller waits "
                        + "for its next frame change"
                case .installedWhileOwnUp:
                    "installed while this app's keyboard is up, the table view controller waits for "
                        + "its next frame change"
                case .adjustedWhenInstalled:
                    "installed while this app's keyboard is up, the table view controller adjusted "
                        + "for it at once"
                }
            let value = n(controller.adjustedInset)
            session.printWrapped(
                "(\(controller.tableView.name).\(inset) \(value): \(what)"
                    + notes.markers([reaction.kind.assumption]) + ")")
        }
    }
}
