/// The spellings a device answers to besides its id and aliases: the name the catalogue prints
/// (`iPhone SE (2nd/3rd gen) / 8 / 7 / 6s / 6 (4.7-inch)`), each model in it
/// (`iPhone SE (2nd/3rd gen)`, `iPhone 8`), Apple's "(Nth generation)" marketing names where the
/// catalogue writes "Nth gen" (`iPhone SE (3rd generation)`), and every name without its family
/// prefix (`se-3` for `iphone-se-3`) where that short form names one device only.
extension DeviceCatalogue {
    /// A normalised spelling's device ids. `exact` spellings each name one device (a test checks
    /// it); `short` ones (the family prefix or the screen size left out) are accepted only where
    /// they name one device: `8` is an iPhone 8 and an iPad (8th generation).
    struct Spellings: Sendable {
        var exact: [String: Set<String>] = [:]
        var short: [String: Set<String>] = [:]

        /// The one device a normalised key names, exact spellings first.
        func device(for key: String) -> String? {
            for index in [exact, short] {
                if let ids = index[key], ids.count == 1 { return ids.first }
            }
            return nil
        }
    }

    /// What a short spelling leaves out.
    static let familyPrefixes = ["iphone-", "ipad-"]

    static let spellings: Spellings = {
        var result = Spellings()
        for device in all {
            var exact: Set<String> = [device.id]
            exact.formUnion(device.aliases)
            exact.formUnion(printedSpellings(of: device).map(normalise))
            var short: Set<String> = []
            for key in exact {
                for prefix in familyPrefixes where key.hasPrefix(prefix) && key.count > prefix.count {
                    short.insert(String(key.dropFirst(prefix.count)))
                }
            }
            short.formUnion(sizeFreeGenerationSpellings(of: device).map(normalise))
            for key in exact { result.exact[key, default: []].insert(device.id) }
            for key in short { result.short[key, default: []].insert(device.id) }
        }
        return result
    }()

    /// Every normalised spelling with the ids it names (exact ones), for the uniqueness test.
    static var exactSpellings: [String: Set<String>] { spellings.exact }

    /// The printed name, each model of it, each without its size note, and Apple's
    /// "(Nth generation)" name for each generation the catalogue lists.
    static func printedSpellings(of device: Device) -> [String] {
        var names = [device.name]
        for model in models(of: device) {
            names.append(model)
            if let bare = withoutSizeNote(model) { names.append(bare) }
            for (base, ordinals) in generations(in: model) {
                names += ordinals.map { "\(base) (\($0) generation)" }
            }
        }
        return names
    }

    /// Apple's generation names with the screen size left out (`iPad Pro (4th generation)` for
    /// `iPad Pro 11-inch (1st-4th gen, …)`): short spellings, as two sizes may share them.
    static func sizeFreeGenerationSpellings(of device: Device) -> [String] {
        models(of: device).flatMap { model in
            generations(in: model).flatMap { base, ordinals -> [String] in
                let words = base.split(separator: " ").filter { !$0.hasSuffix("-inch") }
                let bare = words.joined(separator: " ")
                return bare == base ? [] : ordinals.map { "\(bare) (\($0) generation)" }
            }
        }
    }

    /// The models of a printed name: its parts between ` / ` or `, ` outside parentheses, each
    /// with the family word where the name leaves it out (`8` → `iPhone 8`).
    static func models(of device: Device) -> [String] {
        var parts: [String] = []
        var current = ""
        var depth = 0
        let characters = Array(device.name)
        var index = 0
        while index < characters.count {
            let c = characters[index]
            if c == "(" { depth += 1 }
            if c == ")" { depth = max(0, depth - 1) }
            let rest = characters[index...]
            if depth == 0, rest.starts(with: " / ") || rest.starts(with: ", ") {
                parts.append(current)
                current = ""
                index += rest.starts(with: " / ") ? 3 : 2
                continue
            }
            current.append(c)
            index += 1
        }
        parts.append(current)
        let family = device.family == .pad ? "iPad" : "iPhone"
        return parts.map { $0.hasPrefix(family) ? $0 : "\(family) \($0)" }
    }

    /// The model without a trailing size note such as `(4.7-inch)` or `(6.1-inch LCD)`.
    static func withoutSizeNote(_ model: String) -> String? {
        guard model.hasSuffix(")"), let open = model.lastIndex(of: "(") else { return nil }
        let note = model[open...]
        guard note.contains("inch"), !note.contains("gen") else { return nil }
        return model[..<open].trimmingSpaces
    }

    /// For each parenthesised group of `model` that lists generations (`(2nd/3rd gen)`,
    /// `(1st-4th gen, Face ID)`, `(7th-9th generation)`), the text before it and the ordinals.
    static func generations(in model: String) -> [(base: String, ordinals: [String])] {
        var found: [(String, [String])] = []
        var rest = Substring(model)
        while let open = rest.firstIndex(of: "("), let close = rest[open...].firstIndex(of: ")") {
            let base = model[..<open].trimmingSpaces
            let group = rest[rest.index(after: open)..<close]
            if let list = group.split(separator: " ").first, group.contains(" gen"),
                let ordinals = ordinalList(String(list))
            {
                found.append((base, ordinals))
            }
            rest = rest[rest.index(after: close)...]
        }
        return found
    }

    /// `2nd/3rd` → [2nd, 3rd]; `1st-4th` → [1st, 2nd, 3rd, 4th]; nil for anything else.
    static func ordinalList(_ text: String) -> [String]? {
        let isRange = text.contains("-")
        let numbers = text.split(whereSeparator: { $0 == "/" || $0 == "-" }).map { word -> Int? in
            guard word.count > 2, word.hasSuffix(ordinalSuffix(Int(word.dropLast(2)) ?? -1)) else {
                return nil
            }
            return Int(word.dropLast(2))
        }
        let values = numbers.compactMap { $0 }
        guard values.count == numbers.count, let first = values.first, let last = values.last, first <= last,
            last <= 99
        else { return nil }
        return (isRange ? Array(first...last) : values).map { "\($0)\(ordinalSuffix($0))" }
    }

    /// English ordinal suffix: 1st, 2nd, 3rd, 4th … 11th, 12th, 13th … 21st.
    static func ordinalSuffix(_ n: Int) -> String {
        guard n >= 0 else { return "" }
        if (11...13).contains(n % 100) { return "th" }
        switch n % 10 {
        case 1: return "st"
        case 2: return "nd"
        case 3: return "rd"
        default: return "th"
        }
    }
}

extension StringProtocol {
    fileprivate var trimmingSpaces: String {
        String(drop(while: { $0 == " " }).reversed().drop(while: { $0 == " " }).reversed())
    }
}
