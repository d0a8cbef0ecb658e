/// A fixed set of words to values, looked up by a word's UTF-8 bytes: FNV-1a and open addressing
/// over flat arrays (the words are the lab's own, fixed at start-up, so no seeded hash is
/// needed against flooding).
struct WordTable<Value: Sendable>: Sendable {
    /// Each word's bytes, one after the other, and where each starts (one more for the end).
    private let bytes: [UInt8]
    private let starts: [Int]
    private let values: [Value]
    /// Slot → the word's index + 1 (0: empty); a power of two at least twice the count.
    private let slots: [Int32]

    /// The words must be distinct; a repeated word keeps its first value.
    init(_ pairs: [(String, Value)]) {
        var bytes: [UInt8] = []
        var starts: [Int] = []
        var values: [Value] = []
        var capacity = 4
        while capacity < 2 * pairs.count { capacity *= 2 }
        var slots = [Int32](repeating: 0, count: capacity)
        for (word, value) in pairs {
            let utf8 = Array(word.utf8)
            var slot = Self.hash(utf8) & (capacity - 1)
            var repeated = false
            while slots[slot] != 0 {
                let other = Int(slots[slot]) - 1
                if bytes[starts[other]..<(starts[other] + Self.length(other, starts, bytes.count))]
                    .elementsEqual(utf8)
                {
                    repeated = true
                    break
                }
                slot = (slot + 1) & (capacity - 1)
            }
            guard !repeated else { continue }
            starts.append(bytes.count)
            bytes += utf8
            values.append(value)
            slots[slot] = Int32(values.count)
        }
        self.bytes = bytes
        self.starts = starts
        self.values = values
        self.slots = slots
    }

    private static func length(_ index: Int, _ starts: [Int], _ end: Int) -> Int {
        (index + 1 < starts.count ? starts[index + 1] : end) - starts[index]
    }

    private static func hash<Bytes: Collection<UInt8>>(_ word: Bytes) -> Int {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in word {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }
        return Int(truncatingIfNeeded: hash ^ (hash >> 32))
    }

    /// The value of `word`, if it is one of the words.
    subscript(word: String) -> Value? {
        var word = word
        return word.withUTF8 { typed -> Value? in
            bytes.withUnsafeBufferPointer { stored -> Value? in
                let mask = slots.count - 1
                var slot = Self.hash(typed) & mask
                while true {
                    let entry = Int(slots[slot])
                    guard entry != 0 else { return nil }
                    let index = entry - 1
                    let start = starts[index]
                    let count = Self.length(index, starts, stored.count)
                    if count == typed.count {
                        var same = true
                        var k = 0
                        while same && k < count {
                            same = stored[start + k] == typed[k]
                            k += 1
                        }
                        if same { return values[index] }
                    }
                    slot = (slot + 1) & mask
                }
            }
        }
    }
}
