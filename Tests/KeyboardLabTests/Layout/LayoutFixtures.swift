@testable import KeyboardLab

/// Scenes shared by the layout tests. Screen sizes and insets are from the facts file (§3.2,
/// §10.2): iPhone 15 Pro 393×852 with safe area (59, 0, 34, 0); iPhone SE (3rd gen) 375×667
/// with (20, 0, 0, 0).
enum LayoutFixtures {
    static func iPhone15Pro() -> Window {
        Window(
            screen: Screen(size: Size(width: 393, height: 852)),
            safeAreaInsets: EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
    }

    static func iPhoneSE() -> Window {
        Window(
            screen: Screen(size: Size(width: 375, height: 667), scale: 2),
            safeAreaInsets: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
    }

    /// A chat screen: a table above an input bar; the bar hangs from the keyboard guide.
    ///   table.top == safe.top, table.leading/trailing == root, table.bottom == input.top
    ///   input.leading/trailing == safe, input.bottom == keyboard.top, input.height == 52
    static func chat(in window: Window) throws -> (table: View, input: View) {
        let root = window.rootView
        let table = View(name: "table")
        let input = View.textField(name: "input")
        root.addSubview(table)
        root.addSubview(input)
        let safe = root.safeAreaLayoutGuide
        let keyboard = root.keyboardLayoutGuide
        try LayoutConstraint.activate([
            table.topAnchor.constraint(equalTo: safe.topAnchor),
            table.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            table.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            table.bottomAnchor.constraint(equalTo: input.topAnchor),
            input.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            input.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            input.bottomAnchor.constraint(equalTo: keyboard.topAnchor),
            input.heightAnchor.constraint(equalToConstant: 52),
        ])
        return (table, input)
    }
}
