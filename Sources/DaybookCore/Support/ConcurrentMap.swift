internal import Dispatch

extension Array where Element: Sendable {
    /// `map`, spread over the machine's cores when there is enough work to pay for the threads. The transform
    /// must not depend on the order it runs in; results keep the array's order. Each result is written straight
    /// into the array made for them: a century of day summaries is never held twice.
    public func concurrentMap<T: Sendable>(minimumCount: Int, _ transform: @Sendable (Element) -> T) -> [T] {
        guard count >= minimumCount, count > 0 else { return map(transform) }
        return [T](unsafeUninitializedCapacity: count) { buffer, initialized in
            guard let base = buffer.baseAddress else { return }
            let target = UnsafeSendable(base)
            self.withUnsafeBufferPointer { elements in
                let source = UnsafeSendable(elements)
                // Each iteration initialises its own slot, once.
                DispatchQueue.concurrentPerform(iterations: count) { index in
                    (target.value + index).initialize(to: transform(source.value[index]))
                }
            }
            initialized = count
        }
    }
}

/// A buffer read (or slots written, each by one iteration) from several threads while its owner is alive.
private struct UnsafeSendable<Value>: @unchecked Sendable {
    let value: Value

    init(_ value: Value) {
        self.value = value
    }
}
