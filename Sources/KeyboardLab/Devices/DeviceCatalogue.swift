import Foundation

/// A device id the catalogue does not know, with the closest known names for a "did you mean".
public struct UnknownDeviceError: Error, Hashable, Sendable, CustomStringConvertible {
    public var id: String
    public var suggestions: [String]

    public var description: String {
        let hint = suggestions.isEmpty ? "" : "; did you mean \(suggestions.joined(separator: ", "))?"
        return "unknown device '\(id)'\(hint)"
    }
}

/// The device catalogue: lookup by short id or alias, and the list of names for completion.
public enum DeviceCatalogue {
    /// Every device, iPhones first, in a fixed order.
    public static let all: [Device] = iPhones + iPads

    /// The default device (the one DESIGN.md's session starts with).
    public static var defaultDevice: Device { iPhone15 }

    /// Every id and alias, sorted (for completion and did-you-mean).
    public static let names: [String] = all.flatMap { [$0.id] + $0.aliases }.sorted()

    /// The device with this id or alias. Accepts marketing spellings ("iPhone 15 Pro Max",
    /// `ipad-pro-11"`) by normalising case, spaces and inch marks, the names the catalogue
    /// prints and each model in them (`"iPhone SE (2nd/3rd gen)"`), Apple's "(Nth generation)"
    /// names (`"iPhone SE (3rd generation)"`), and a name without `iphone-`/`ipad-` where that
    /// names one device (`se-3`).
    public static func device(_ id: String) throws(UnknownDeviceError) -> Device {
        let key = normalise(id)
        if let found = spellings.device(for: key), let device = all.first(where: { $0.id == found }) {
            return device
        }
        throw UnknownDeviceError(id: id, suggestions: suggestions(for: key))
    }

    /// Up to three names closest to `key` by edit distance (or sharing its prefix), among every
    /// spelling the catalogue accepts: an id or alias is offered as typed (a short one with its
    /// family prefix: `8` → `iphone-8`, `ipad-8`), any other spelling as its device's id.
    public static func suggestions(for key: String) -> [String] {
        let key = normalise(key)
        var best: [String: Int] = [:]
        for index in [spellings.exact, spellings.short] {
            for (spelling, ids) in index {
                let distance = editDistance(key, spelling)
                guard distance <= plausibleDistance(key) || (key.count >= 3 && spelling.hasPrefix(key))
                else { continue }
                let typed = ([""] + familyPrefixes).map { $0 + spelling }.filter(names.contains)
                let offered = typed.isEmpty ? ids.sorted() : typed
                for name in offered where distance < best[name] ?? .max { best[name] = distance }
            }
        }
        return best.sorted { ($0.value, $0.key) < ($1.value, $1.key) }.prefix(3).map(\.key)
    }

    /// How many edits away a suggestion may be for `key`: three edits turn a short key into
    /// anything (`8` was offered `ipad-5`), so a key of one or two characters takes only exact
    /// spellings, and the allowance grows with its length up to three. (A name it starts is
    /// offered too, once it has three characters: `8` starts `8-3`, the iPad mini 6's 8.3".)
    static func plausibleDistance(_ key: String) -> Int {
        switch key.count {
        case ...2: return 0
        case 3...4: return 1
        case 5...6: return 2
        default: return 3
        }
    }

    /// Up to three of `names` closest to `key` by edit distance (or starting with it): the engine's
    /// one did-you-mean, for device ids and profile switch keys alike.
    public static func closest(to key: String, in names: [String]) -> [String] {
        let scored = names.map { (name: $0, distance: editDistance(key, $0)) }
        let limit = plausibleDistance(key)
        let close = scored.filter { $0.distance <= limit || (key.count >= 3 && $0.name.hasPrefix(key)) }
        return close.sorted { ($0.distance, $0.name) < ($1.distance, $1.name) }.prefix(3).map(\.name)
    }

    static func normalise(_ id: String) -> String {
        var s = id.lowercased()
        for (from, to) in [("\"", ""), ("”", ""), ("-inch", ""), ("inch", ""), ("(", ""), (")", "")] {
            s = s.replacingOccurrences(of: from, with: to)
        }
        s = s.split(whereSeparator: { $0 == " " || $0 == "_" || $0 == "-" }).joined(separator: "-")
        s = s.replacingOccurrences(of: ".", with: "-")
        if s.hasPrefix("apple-") { s.removeFirst("apple-".count) }
        return s
    }

    /// Levenshtein distance (small strings only).
    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a)
        let b = Array(b)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = Swift.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
            }
            previous = current
        }
        return previous[b.count]
    }
}
