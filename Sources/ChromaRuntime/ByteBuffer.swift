import ChromaKit

/// A growable byte buffer that appends with `memcpy` and empties in O(1), reused record after record.
///
/// `[UInt8]` pays for uniqueness checks and generic copies on every small
/// append; the record writer appends a few dozen small pieces per record, so
/// it keeps its bytes here instead. A reference type: one owner at a time.
public final class ByteBuffer: ByteSink {
    @exclusivity(unchecked) @usableFromInline var storage: UnsafeMutablePointer<UInt8>
    @exclusivity(unchecked) @usableFromInline var capacity: Int
    @exclusivity(unchecked) @usableFromInline var used: Int = 0
    /// How many bytes the buffer holds.
    public var count: Int { used }

    /// Makes an empty buffer with room for `capacity` bytes.
    public init(capacity: Int = 4096) {
        self.capacity = max(capacity, 16)
        storage = .allocate(capacity: self.capacity)
    }

    deinit { storage.deallocate() }

    /// Whether the buffer is empty.
    public var isEmpty: Bool { count == 0 }

    /// The bytes, valid until the next change.
    public var bytes: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: storage, count: count) }

    /// Bytes `range` of the buffer, valid until the next change.
    @inlinable
    public subscript(range: Range<Int>) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(start: storage + range.lowerBound, count: range.count)
    }

    /// Forgets the contents, keeping the memory.
    @inlinable
    public func removeAll() { used = 0 }

    /// Forgets everything after the first `count` bytes.
    public func truncate(to count: Int) { used = min(max(count, 0), used) }

    /// Appends one byte.
    @inlinable
    public func appendByte(_ byte: UInt8) {
        if used == capacity { grow(to: used + 1) }
        storage[used] = byte
        used += 1
    }

    /// Appends bytes: pieces of up to 16 bytes (most keys and values of a record) with
    /// two overlapping word copies in line, longer ones with `memcpy`. Always inlined: a
    /// call costs as much as the copy, and a literal's known length picks the branch.
    @inlinable @inline(__always)
    public func appendBytes(_ bytes: UnsafeBufferPointer<UInt8>) {
        let n = bytes.count
        guard n > 0 else { return }
        if used + n > capacity { grow(to: used + n) }
        Self.copy(bytes, to: storage + used)
        used += n
    }

    /// Appends `"key":`, a key in quotes and its colon, with one check for room.
    @inlinable @inline(__always)
    public func appendQuotedKey(_ key: UnsafeBufferPointer<UInt8>) {
        let n = key.count
        if used + n + 3 > capacity { grow(to: used + n + 3) }
        let at = storage + used
        at[0] = UInt8(ascii: "\"")
        if n > 0 { Self.copy(key, to: at + 1) }
        at[n + 1] = UInt8(ascii: "\"")
        at[n + 2] = UInt8(ascii: ":")
        used += n + 3
    }

    /// Appends `,"key":`, a comma, a key in quotes and its colon, with one check for room.
    @inlinable @inline(__always)
    public func appendCommaQuotedKey(_ key: UnsafeBufferPointer<UInt8>) {
        let n = key.count
        if used + n + 4 > capacity { grow(to: used + n + 4) }
        let at = storage + used
        at[0] = UInt8(ascii: ",")
        at[1] = UInt8(ascii: "\"")
        if n > 0 { Self.copy(key, to: at + 2) }
        at[n + 2] = UInt8(ascii: "\"")
        at[n + 3] = UInt8(ascii: ":")
        used += n + 4
    }

    /// Copies the bytes (at least one) to `target`, which has room for them: the small copies of `appendBytes`.
    @inlinable @inline(__always)
    static func copy(_ bytes: UnsafeBufferPointer<UInt8>, to target: UnsafeMutablePointer<UInt8>) {
        let n = bytes.count
        let from = UnsafeRawPointer(bytes.baseAddress!), to = UnsafeMutableRawPointer(target)
        if n >= 8 && n <= 16 {
            // The first and the last eight bytes; they overlap when n < 16.
            let head = from.loadUnaligned(as: UInt64.self)
            let tail = from.loadUnaligned(fromByteOffset: n - 8, as: UInt64.self)
            to.storeBytes(of: head, as: UInt64.self)
            to.storeBytes(of: tail, toByteOffset: n - 8, as: UInt64.self)
        } else if n >= 4 && n < 8 {
            let head = from.loadUnaligned(as: UInt32.self)
            let tail = from.loadUnaligned(fromByteOffset: n - 4, as: UInt32.self)
            to.storeBytes(of: head, as: UInt32.self)
            to.storeBytes(of: tail, toByteOffset: n - 4, as: UInt32.self)
        } else if n < 4 {
            for i in 0..<n { target[i] = bytes[i] }
        } else {
            target.update(from: bytes.baseAddress!, count: n)
        }
    }

    /// Appends a number in the protocol's short form, written straight into the buffer.
    @inlinable
    package func appendNumber(_ x: Double, precision: Int) {
        if used + ShortNumber.maximumLength > capacity { grow(to: used + ShortNumber.maximumLength) }
        if let n = ShortNumber.write(x, precision: precision, to: storage + used) {
            used += n
        } else {
            appendLargeNumber(x, precision: precision)
        }
    }

    /// The rare path of `appendNumber`, out of line so that the common one stays small.
    @usableFromInline @inline(never)
    func appendLargeNumber(_ x: Double, precision: Int) {
        var sink = self
        ShortNumber.appendLarge(x, precision: precision, to: &sink)
    }

    /// Appends a byte array.
    @inlinable
    public func appendBytes(_ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { appendBytes($0) }
    }

    /// Appends the UTF-8 bytes of a literal.
    @inlinable
    public func appendLiteral(_ text: StaticString) {
        appendBytes(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    /// Trades bytes with `other`: each buffer gets the other's contents and memory, nothing is copied.
    ///
    /// How a thread of `RecordStream`'s parallel loop writes a block's records into the block's own
    /// buffer through its writer (chromatools(7), JOBS).
    package func exchangeContents(with other: ByteBuffer) {
        swap(&storage, &other.storage)
        swap(&capacity, &other.capacity)
        swap(&used, &other.used)
    }

    /// Makes room for at least `needed` bytes, doubling.
    @usableFromInline
    func grow(to needed: Int) {
        var newCapacity = capacity * 2
        while newCapacity < needed { newCapacity *= 2 }
        let bigger = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        bigger.update(from: storage, count: count)
        storage.deallocate()
        storage = bigger
        capacity = newCapacity
    }
}
