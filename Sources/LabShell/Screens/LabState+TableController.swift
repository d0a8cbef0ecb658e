import KeyboardLab

/// The insets a table view controller left for another app's keyboard, printed with their
/// footnote: no other output of a scenario (or of `table-view-controller`) shows them, and they
/// rest on the lab's reading of openradar 23687553 (assumption `table-controller-other-app`).
extension LabState {
    /// One line per controller that acted on another app's keyboard after `mark`, its inset and a
    /// marker numbered in `notes`; nothing when none did.
    static func printTableControllerOtherApp(
        of simulator: Simulator, since mark: Int, notes: inout AssumptionMarkers, session: Session
    ) {
        for controller in simulator.tableViewControllerAvoidances {
            guard let reaction = controller.lastOtherAppReaction, reaction.serial > mark else { continue }
            let inset =
                controller.adjustment == .systemInset ? "systemKeyboardInset" : "contentInset.bottom"
            let what =
                switch reaction.kind {
                case .followed: "the table view controller followed another app's keyboard"
                case .ignored: "the table view controller ignored another app's keyboard"
                case .installedWhileUp:
                    "installed while another app's keyboard is up, the table view controller waits "
                        + "for its next frame change"
                }
            let value = KeyboardNumberFormat.number(controller.adjustedInset)
            session.printWrapped(
                "(\(controller.tableView.name).\(inset) \(value): \(what)"
                    + notes.markers([.tableControllerOtherApp]) + ")")
        }
    }
}
