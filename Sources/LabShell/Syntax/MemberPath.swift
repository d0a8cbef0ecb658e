/// A dotted name as typed, `input.frame.origin.y`, with its parts: split once, where the name
/// is resolved, and handed to every provider that reads it (quantities, values, assignable
/// properties), so that none splits a name again.
public struct MemberPath: Sendable, Hashable, CustomStringConvertible, ExpressibleByStringLiteral {
    /// The name as typed.
    public let description: String
    /// Its parts, in order (`["input", "frame", "origin", "y"]`); an empty part where two dots
    /// meet, so that the parts joined give the name back.
    public let parts: [String]

    public init(_ text: String) {
        description = text
        parts = text.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    }

    public init(stringLiteral value: String) {
        self.init(value)
    }

    /// The parts given, joined.
    public init(parts: [String]) {
        self.parts = parts
        description = parts.joined(separator: ".")
    }

    /// The first part: the object the name starts from.
    public var head: String { parts[0] }
    public var count: Int { parts.count }
    public subscript(index: Int) -> String { parts[index] }

    /// The first part and, when there is more, the rest joined: `["input", "frame.origin.y"]`.
    public var headAndRest: [String] { count > 1 ? [head, rest(from: 1)] : [head] }

    /// The parts from `index` on, joined (`frame.origin.y` of `input.frame.origin.y` from 1).
    public func rest(from index: Int) -> String { parts.dropFirst(index).joined(separator: ".") }

    /// The path with its first part replaced (a technique's `view` by the view it holds).
    public func replacingHead(with head: String) -> MemberPath {
        var parts = self.parts
        parts[0] = head
        return MemberPath(parts: parts)
    }

    public static func == (a: MemberPath, b: MemberPath) -> Bool { a.description == b.description }
    public func hash(into hasher: inout Hasher) { hasher.combine(description) }
}
