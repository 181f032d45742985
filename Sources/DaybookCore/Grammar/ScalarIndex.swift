/// Values looked up by a word's first scalar without hashing it: the scalars sorted, found by binary search. Every
/// line asks; a dictionary would hash the scalar each time.
struct ScalarIndex<Value: Sendable>: Sendable {
    private let scalars: [UInt32]
    private let values: [[Value]]

    init(_ table: [Unicode.Scalar: [Value]]) {
        let sorted = table.sorted { $0.key.value < $1.key.value }
        scalars = sorted.map(\.key.value)
        values = sorted.map(\.value)
    }

    func values(for scalar: Unicode.Scalar) -> [Value]? {
        var (low, high) = (0, scalars.count)
        while low < high {
            let middle = (low + high) / 2
            if scalars[middle] < scalar.value { low = middle + 1 } else { high = middle }
        }
        return low < scalars.count && scalars[low] == scalar.value ? values[low] : nil
    }
}
