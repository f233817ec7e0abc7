/// Somewhere bytes can be appended: a `[UInt8]` or a `ByteBuffer`.
///
/// Number and string writers are generic over it, so the streaming hot path
/// can write into a `ByteBuffer` while other code keeps using arrays.
public protocol ByteSink {
    /// Appends one byte.
    mutating func appendByte(_ byte: UInt8)
    /// Appends bytes with a plain memory copy.
    mutating func appendBytes(_ bytes: UnsafeBufferPointer<UInt8>)
    /// Appends a number in the protocol's short form (`ShortNumber`).
    mutating func appendNumber(_ x: Double, precision: Int)
}

extension Array: ByteSink where Element == UInt8 {
    @inlinable
    public mutating func appendByte(_ byte: UInt8) { append(byte) }

    @inlinable
    public mutating func appendBytes(_ bytes: UnsafeBufferPointer<UInt8>) { append(contentsOf: bytes) }
}

extension ByteSink {
    /// Appends a number through a stack buffer.
    @inlinable
    public mutating func appendNumber(_ x: Double, precision: Int) {
        var buffer: (UInt64, UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0, 0)
        let written = withUnsafeMutableBytes(of: &buffer) { raw -> Int? in
            let start = raw.baseAddress!.assumingMemoryBound(to: UInt8.self)
            guard let n = ShortNumber.write(x, precision: precision, to: start) else { return nil }
            appendBytes(UnsafeBufferPointer(start: start, count: n))
            return n
        }
        if written == nil { ShortNumber.appendLarge(x, precision: precision, to: &self) }
    }

    /// Appends a byte array.
    @inlinable
    public mutating func appendBytes(_ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { appendBytes($0) }
    }

    /// Appends the UTF-8 bytes of a literal.
    @inlinable
    public mutating func appendLiteral(_ text: StaticString) {
        appendBytes(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }
}
