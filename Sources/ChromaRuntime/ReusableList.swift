import ChromaKit

/// A list of plain values that is emptied and refilled record after record without allocating.
///
/// `Array.removeAll(keepingCapacity:)` and `append` each check uniqueness and
/// capacity through generic code; the stream's hot path empties and refills
/// two short lists per record (the scanner's members, the writer's spans), so
/// they keep their elements here instead: an unsafe buffer that only grows,
/// with a count. A reference type, like `ByteBuffer`: owners that need value
/// semantics copy it before changing a shared one (`copy()`).
///
/// Only for trivial element types (no references), so that forgetting the
/// elements needs no deinitialization.
public final class ReusableList<Element>: RandomAccessCollection {
    @exclusivity(unchecked) @usableFromInline var storage: UnsafeMutablePointer<Element>
    @exclusivity(unchecked) @usableFromInline var capacity: Int
    @exclusivity(unchecked) @usableFromInline var used = 0

    /// Makes an empty list with room for `capacity` elements.
    public init(capacity: Int = 16) {
        precondition(_isPOD(Element.self), "a ReusableList holds trivial values only")
        self.capacity = Swift.max(capacity, 4)
        storage = .allocate(capacity: self.capacity)
    }

    deinit { storage.deallocate() }

    /// A new list with the same elements.
    public func copy() -> ReusableList<Element> {
        let other = ReusableList(capacity: capacity)
        other.storage.initialize(from: storage, count: used)
        other.used = used
        return other
    }

    @inlinable public var startIndex: Int { 0 }
    @inlinable public var endIndex: Int { used }

    /// Element `i`; `i` must be below `count` (checked). Changed only inside ChromaKit: outside, a list is read-only.
    @inlinable
    public internal(set) subscript(i: Int) -> Element {
        get {
            precondition(i >= 0 && i < used, "index out of range")
            return storage[i]
        }
        set {
            precondition(i >= 0 && i < used, "index out of range")
            storage[i] = newValue
        }
    }

    /// Forgets the elements, keeping the memory.
    @usableFromInline
    func removeAll() { used = 0 }

    /// Appends one element, doubling the room when full.
    @inlinable
    func append(_ element: Element) {
        if used == capacity { grow() }
        (storage + used).initialize(to: element)
        used += 1
    }

    @usableFromInline
    func grow() {
        let bigger = UnsafeMutablePointer<Element>.allocate(capacity: capacity * 2)
        bigger.initialize(from: storage, count: used)
        storage.deallocate()
        storage = bigger
        capacity *= 2
    }
}
