/// Values looked up by a word's first scalar without hashing it: a 256-bit filter turns most scalars away at once,
/// the rest are found by binary search in the sorted scalars. Every line asks, some at every position; a
/// dictionary would hash the scalar each time.
struct ScalarIndex<Value: Sendable>: Sendable {
    private let scalars: [UInt32]
    private let values: [[Value]]
    /// Bit `value % 256` is set for every scalar that has values.
    private let filter: (UInt64, UInt64, UInt64, UInt64)

    /// Words under their first scalars, each with its value; under one scalar, longer words are tried first.
    init(_ entries: [(word: [Unicode.Scalar], value: Value)]) {
        var scalars: [UInt32] = []
        var values: [[Value]] = []
        // One integer per entry to sort by: its first scalar, then its length, longest first.
        let order = entries.indices.compactMap { index -> (key: UInt64, index: Int)? in
            guard let first = entries[index].word.first else { return nil }
            return (
                UInt64(first.value) << 32 | UInt64(UInt32.max - UInt32(min(entries[index].word.count, 1 << 20))),
                index
            )
        }.sorted { $0.key < $1.key }
        for (key, index) in order {
            let first = UInt32(key >> 32)
            if scalars.last == first {
                values[values.count - 1].append(entries[index].value)
            } else {
                scalars.append(first)
                values.append([entries[index].value])
            }
        }
        self.scalars = scalars
        self.values = values
        var words: [UInt64] = [0, 0, 0, 0]
        for scalar in scalars { words[Int(scalar % 256) / 64] |= 1 << (scalar % 64) }
        filter = (words[0], words[1], words[2], words[3])
    }

    /// Whether `scalar` may have values: false means it has none. A bit test, for loops that ask at every scalar.
    @inline(__always)
    func mayHaveValues(for scalar: Unicode.Scalar) -> Bool { scalarFilter(filter, has: scalar) }

    func values(for scalar: Unicode.Scalar) -> [Value]? {
        guard mayHaveValues(for: scalar) else { return nil }
        var (low, high) = (0, scalars.count)
        while low < high {
            let middle = (low + high) / 2
            if scalars[middle] < scalar.value { low = middle + 1 } else { high = middle }
        }
        return low < scalars.count && scalars[low] == scalar.value ? values[low] : nil
    }
}

/// Whether bit `scalar.value % 256` of a 256-bit filter of first scalars is set (`ScalarIndex`, `WordTable`): false
/// means no word starts with `scalar`.
@inline(__always)
func scalarFilter(_ filter: (UInt64, UInt64, UInt64, UInt64), has scalar: Unicode.Scalar) -> Bool {
    let bit = scalar.value % 256
    let word: UInt64
    switch bit / 64 {
    case 0: word = filter.0
    case 1: word = filter.1
    case 2: word = filter.2
    default: word = filter.3
    }
    return word & (1 << (bit % 64)) != 0
}
