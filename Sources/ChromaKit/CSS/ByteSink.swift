/// Somewhere bytes can be appended: a `[UInt8]` or a `ByteBuffer`.
///
/// Number and string writers are generic over it, so the streaming hot path
/// can write into a `ByteBuffer` while other code keeps using arrays.
@usableFromInline package protocol ByteSink {
    /// Appends one byte.
    mutating func appendByte(_ byte: UInt8)
    /// Appends bytes with a plain memory copy.
    mutating func appendBytes(_ bytes: UnsafeBufferPointer<UInt8>)
    /// Appends a number in the protocol's short form (`ShortNumber`).
    mutating func appendNumber(_ x: Double, precision: Int)
}

extension Array: ByteSink where Element == UInt8 {
    @inlinable
    package mutating func appendByte(_ byte: UInt8) { append(byte) }

    @inlinable
    package mutating func appendBytes(_ bytes: UnsafeBufferPointer<UInt8>) { append(contentsOf: bytes) }
}

extension ByteSink {
    /// Appends a number through a stack buffer.
    @inlinable
    package mutating func appendNumber(_ x: Double, precision: Int) {
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
    package mutating func appendBytes(_ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { appendBytes($0) }
    }

    /// Appends the UTF-8 bytes of a literal.
    @inlinable
    package mutating func appendLiteral(_ text: StaticString) {
        appendBytes(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }
}

/// A byte sink on the stack for a short text, such as a color's CSS form: writing into it costs no
/// dynamic dispatch and no allocation, and the text then goes to its real sink in one copy.
///
/// It holds up to `capacity` bytes; past that it notes `overflowed` and keeps nothing more, and the
/// caller writes the text again straight into its sink.
struct ShortText: ByteSink {
    static let capacity = 256
    private var storage: (SIMD32<UInt64>) = .zero
    private(set) var count = 0
    private(set) var overflowed = false

    @inline(__always)
    mutating func appendByte(_ byte: UInt8) {
        guard count < Self.capacity else { overflowed = true; return }
        let at = count
        withUnsafeMutableBytes(of: &storage) { $0[at] = byte }
        count += 1
    }

    @inline(__always)
    mutating func appendBytes(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard count + bytes.count <= Self.capacity else { overflowed = true; return }
        guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
        let at = count
        withUnsafeMutableBytes(of: &storage) { raw in
            (raw.baseAddress! + at).copyMemory(from: source, byteCount: bytes.count)
        }
        count += bytes.count
    }

    @inline(__always)
    mutating func appendNumber(_ x: Double, precision: Int) {
        guard count + ShortNumber.maximumLength <= Self.capacity else { overflowed = true; return }
        let at = count
        let written = withUnsafeMutableBytes(of: &storage) { raw in
            ShortNumber.write(x, precision: precision, to: raw.baseAddress!.assumingMemoryBound(to: UInt8.self) + at)
        }
        if let written {
            count += written
        } else {
            var large: [UInt8] = []
            ShortNumber.appendLarge(x, precision: precision, to: &large)
            large.withUnsafeBufferPointer { appendBytes($0) }
        }
    }

    /// Calls `body` with the bytes written.
    @inline(__always)
    mutating func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        let n = count
        return withUnsafeBytes(of: &storage) { raw in
            body(UnsafeBufferPointer(start: raw.baseAddress!.assumingMemoryBound(to: UInt8.self), count: n))
        }
    }
}
