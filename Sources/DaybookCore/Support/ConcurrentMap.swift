internal import Dispatch

extension Array where Element: Sendable {
    /// `map`, spread over the machine's cores when there is enough work to pay for the threads. The transform
    /// must not depend on the order it runs in; results keep the array's order.
    public func concurrentMap<T: Sendable>(minimumCount: Int, _ transform: @Sendable (Element) -> T) -> [T] {
        guard count >= minimumCount else { return map(transform) }
        let results = ResultSlots<T>(count: count)
        self.withUnsafeBufferPointer { elements in
            let source = UnsafeSendable(elements)
            DispatchQueue.concurrentPerform(iterations: count) { index in
                results.set(index, transform(source.value[index]))
            }
        }
        return results.values()
    }
}

/// One slot per result, each written by exactly one iteration.
private final class ResultSlots<T>: @unchecked Sendable {
    private let slots: UnsafeMutableBufferPointer<T?>

    init(count: Int) {
        slots = .allocate(capacity: count)
        slots.initialize(repeating: nil)
    }

    deinit {
        slots.deinitialize()
        slots.deallocate()
    }

    func set(_ index: Int, _ value: T) {
        slots[index] = value
    }

    func values() -> [T] {
        slots.compactMap { $0 }
    }
}

/// A buffer read from several threads while the array that owns it is alive and unchanged.
private struct UnsafeSendable<Value>: @unchecked Sendable {
    let value: Value

    init(_ value: Value) {
        self.value = value
    }
}
