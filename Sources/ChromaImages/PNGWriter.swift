// A streaming encoder for 8-bit RGB PNG images.
//
// The file follows the PNG specification (ISO/IEC 15948:2004, W3C PNG third
// edition): the 8-byte signature (§5.2), an IHDR chunk (§11.2.1: bit depth 8,
// colour type 2 = truecolour, no interlace), IDAT chunks that together hold
// one zlib stream (§10, RFC 1950/1951), and IEND. Every chunk carries the
// CRC-32 of its type and data (§5.3, annex D), computed with zlib's `crc32`.
//
// Rows are asked for one at a time through a callback and compressed as they
// come: only the current and previous rows, zlib's own state (256 KiB for a
// 32 KiB window at memLevel 8, per zlib.h) and one 256 KiB chunk buffer are
// in memory, so a 3840×2160 image (25 MB of raw pixels) costs about 600 KiB;
// the size of the image does not matter.
//
// Each row is filtered before compression (§9). Gradients are smooth, so the
// differences to the row above ("Up", type 2) or to the pixel on the left
// ("Sub", type 1) are mostly zero or tiny. The default filter choice,
// `.gradient`, costs one memcmp per row: a row equal to the one above goes out
// as Up (all zeros, which deflate turns into a few bytes), any other row as
// Sub. A horizontal gradient thus becomes one Sub row and then rows of
// zeros; a vertical or angled one Sub rows of near-constant bytes. The
// specification's per-row heuristic (smallest sum of absolute differences,
// §12.8) is available as `.adaptive`, but on 3840×2160 gradients it was
// slower (it weighs every row three ways) and its files were mostly larger:
// dithered rows in particular compress better as Sub.
// Paeth and Average are left out: they cost more and win nothing here.
//
// zlib runs at level 1; `gradientOptions(dithered:)` picks the strategy, both
// chosen by measuring 3840×2160 horizontal, vertical and 30deg gradients:
// `Z_RLE` for undithered gradients, whose filtered rows are runs of equal
// bytes (files up to 4 times smaller than with the default strategy, at the
// same speed or faster), and the default strategy for dithered ones, whose
// Bayer pattern repeats every few pixels — matches `Z_RLE` cannot use (up to
// 4 times slower and 30 times larger there). Level 6 took 2 to 7 times as
// long for files 1.5 to 4 times smaller; level 2 and 3 gained little.

import Glibc
import CZlib
import ChromaKit

/// A streaming 8-bit RGB PNG encoder: rows come from a callback and are compressed as they arrive.
///
/// ```swift
/// var output = DescriptorOutput(descriptor: file.descriptor)
/// try PNGWriter(width: 3840, height: 2160).write(to: &output) { y, row in
///     // fill row[0 ..< 3840 * 3] with R, G, B bytes of line y
/// }
/// ```
public struct PNGWriter: Sendable {
    /// A PNG filter type of filter method 0 (PNG §9.2); only the ones useful for gradients.
    public enum Filter: UInt8, Sendable, CaseIterable {
        /// Type 0: the bytes as they are.
        case none = 0
        /// Type 1: each byte minus the same channel of the pixel to its left.
        case sub = 1
        /// Type 2: each byte minus the same byte of the row above (zeros above the first row).
        case up = 2
    }

    /// How the filter of each row is chosen.
    public enum FilterChoice: Sendable, Equatable {
        /// The same filter for every row.
        case fixed(Filter)
        /// Up for a row equal to the one above it, Sub for any other row: the fast choice for gradients.
        case gradient
        /// Up for a row equal to the one above it, else whichever of None, Sub and Up has the smallest sum of absolute differences (PNG §12.8).
        case adaptive
    }

    /// A zlib compression strategy (zlib.h `deflateInit2`).
    public enum Strategy: Int32, Sendable, CaseIterable {
        /// `Z_DEFAULT_STRATEGY`: general string matching.
        case standard = 0
        /// `Z_FILTERED`: favours Huffman coding over short matches.
        case filtered = 1
        /// `Z_HUFFMAN_ONLY`: no matching at all.
        case huffmanOnly = 2
        /// `Z_RLE`: matches at distance one only, i.e. runs of one byte value.
        case runLength = 3
    }

    /// The encoder's settings: compression level, strategy, filter choice, chunk size.
    public struct Options: Sendable, Equatable {
        /// zlib compression level, 0 (store) to 9 (smallest).
        public var compressionLevel: Int32
        /// zlib strategy.
        public var strategy: Strategy
        /// How each row's filter is chosen.
        public var filter: FilterChoice
        /// The most data bytes per IDAT chunk; also the size of each write.
        public var chunkCapacity: Int

        /// Settings given piece by piece; the defaults (level 1, default strategy, `.gradient` filters, 256 KiB chunks) suit any gradient.
        public init(
            compressionLevel: Int32 = 1, strategy: Strategy = .standard,
            filter: FilterChoice = .gradient, chunkCapacity: Int = 1 << 18
        ) {
            self.compressionLevel = compressionLevel
            self.strategy = strategy
            self.filter = filter
            self.chunkCapacity = chunkCapacity
        }
    }

    /// The measured best settings for a gradient: `Z_RLE` without dithering, the default strategy with it; level 1, `.gradient` filters.
    public static func gradientOptions(dithered: Bool) -> Options {
        Options(compressionLevel: 1, strategy: dithered ? .standard : .runLength, filter: .gradient)
    }

    /// The PNG file signature (PNG §5.2).
    public static let signature: [UInt8] = [137, 80, 78, 71, 13, 10, 26, 10]

    /// The widest row this writer accepts, so that one filtered row fits zlib's 32-bit input count.
    public static let maximumWidth = (Int(UInt32.max) - 1) / 3

    /// Image width in pixels.
    public let width: Int
    /// Image height in pixels.
    public let height: Int
    /// Compression and filter settings.
    public var options: Options

    /// An encoder for a `width`×`height` image; both must be at least 1 (PNG §11.2.1 allows up to 2³¹−1).
    ///
    /// Sizes from users should pass `ImageSize` first, which keeps them far smaller.
    public init(width: Int, height: Int, options: Options = Options()) {
        precondition(width >= 1 && width <= Self.maximumWidth, "PNG width out of range")
        precondition(height >= 1 && height <= Int(Int32.max), "PNG height out of range")
        precondition((0...9).contains(options.compressionLevel), "zlib level is 0…9")
        precondition(options.chunkCapacity >= 1 && options.chunkCapacity <= Int(Int32.max), "chunk size out of range")
        self.width = width
        self.height = height
        self.options = options
    }

    /// Writes the whole PNG file to `output`, asking `fill` for each row from top to bottom; returns the bytes written.
    ///
    /// `fill(y, row)` must set all `width * 3` bytes of `row` to the R, G, B
    /// values of line `y`, left to right. On entry `row` still holds line
    /// `y − 1` (zeros for line 0), so a callback whose lines repeat may leave
    /// it as it is. Nothing is written after a failed write.
    @discardableResult
    public func write<Output: ImageOutput>(
        to output: inout Output,
        rows fill: (_ y: Int, _ row: UnsafeMutableBufferPointer<UInt8>) -> Void
    ) throws(ImageWriteError) -> Int {
        var unavailable: UnsafePointer<CChar>?
        guard let zlib = chromatools_zlib_load(&unavailable)?.pointee else {
            throw .compressorUnavailable(unavailable.map { String(cString: $0) } ?? "cannot load the zlib library")
        }
        let rowBytes = width * 3
        let row = UnsafeMutablePointer<UInt8>.allocate(capacity: rowBytes)
        row.initialize(repeating: 0, count: rowBytes)
        let previous = UnsafeMutablePointer<UInt8>.allocate(capacity: rowBytes)
        previous.initialize(repeating: 0, count: rowBytes)
        let filtered = UnsafeMutablePointer<UInt8>.allocate(capacity: rowBytes + 1)
        let capacity = options.chunkCapacity
        // Chunk layout: length (4), type (4), data (up to capacity; IHDR's 13 at least), CRC (4),
        // written with one write(2).
        let chunk = UnsafeMutablePointer<UInt8>.allocate(capacity: max(capacity, 13) + 12)
        let stream = UnsafeMutablePointer<z_stream>.allocate(capacity: 1)
        stream.initialize(to: z_stream())
        defer {
            row.deallocate()
            previous.deallocate()
            filtered.deallocate()
            chunk.deallocate()
            stream.deallocate()
        }
        // RFC 1950 zlib wrapper, 32 KiB window (PNG §10.1 requires method 8, window ≤ 32 KiB).
        let status = zlib.deflateInit2_(
            stream, options.compressionLevel, Z_DEFLATED, 15, 8, options.strategy.rawValue,
            zlib.zlibVersion(), Int32(MemoryLayout<z_stream>.size))
        guard status == Z_OK else { throw .compression(status) }
        defer { _ = zlib.deflateEnd(stream) }

        var total = 0
        func emit(_ type: StaticString, count: Int) throws(ImageWriteError) {
            Self.store(UInt32(count), at: chunk)
            type.withUTF8Buffer { name in for i in 0..<4 { chunk[4 + i] = name[i] } }
            let crc = zlib.crc32(0, chunk + 4, UInt32(count + 4))
            Self.store(UInt32(truncatingIfNeeded: crc), at: chunk + 8 + count)
            try output.write(UnsafeBufferPointer(start: chunk, count: count + 12))
            total += count + 12
        }

        // Signature, then IHDR (§11.2.1): width, height, bit depth 8, colour type 2,
        // compression method 0, filter method 0, interlace method 0.
        try Self.signature.withUnsafeBufferPointer { (bytes) throws(ImageWriteError) in try output.write(bytes) }
        total += Self.signature.count
        Self.store(UInt32(width), at: chunk + 8)
        Self.store(UInt32(height), at: chunk + 12)
        chunk[16] = 8
        chunk[17] = 2
        chunk[18] = 0
        chunk[19] = 0
        chunk[20] = 0
        try emit("IHDR", count: 13)

        // IDAT: deflate output goes straight into the chunk buffer's data area.
        stream.pointee.next_out = chunk + 8
        stream.pointee.avail_out = UInt32(capacity)
        for y in 0..<height {
            fill(y, UnsafeMutableBufferPointer(start: row, count: rowBytes))
            let filter = choose(row: row, previous: previous, count: rowBytes)
            Self.apply(filter, row: row, previous: previous, count: rowBytes, into: filtered)
            stream.pointee.next_in = filtered
            stream.pointee.avail_in = UInt32(rowBytes + 1)
            while stream.pointee.avail_in > 0 {
                let result = zlib.deflate(stream, Z_NO_FLUSH)
                guard result == Z_OK || result == Z_BUF_ERROR else { throw .compression(result) }
                if stream.pointee.avail_out == 0 {
                    try emit("IDAT", count: capacity)
                    stream.pointee.next_out = chunk + 8
                    stream.pointee.avail_out = UInt32(capacity)
                }
            }
            previous.update(from: row, count: rowBytes)
        }
        while true {
            let result = zlib.deflate(stream, Z_FINISH)
            guard result == Z_OK || result == Z_STREAM_END || result == Z_BUF_ERROR else { throw .compression(result) }
            let used = capacity - Int(stream.pointee.avail_out)
            if result == Z_STREAM_END || stream.pointee.avail_out == 0 {
                if used > 0 { try emit("IDAT", count: used) }
                stream.pointee.next_out = chunk + 8
                stream.pointee.avail_out = UInt32(capacity)
            }
            if result == Z_STREAM_END { break }
        }
        try emit("IEND", count: 0)
        return total
    }

    /// The filter for one row under `options.filter`.
    private func choose(row: UnsafePointer<UInt8>, previous: UnsafePointer<UInt8>, count: Int) -> Filter {
        switch options.filter {
        case .fixed(let filter): return filter
        case .gradient:
            return memcmp(row, previous, count) == 0 ? .up : .sub
        case .adaptive:
            if memcmp(row, previous, count) == 0 { return .up }
            let sums = Self.absoluteSums(row: row, previous: previous, count: count)
            if sums.sub <= sums.up { return sums.sub <= sums.none ? .sub : .none }
            return sums.up <= sums.none ? .up : .none
        }
    }

    /// The sums of the filtered bytes read as signed values, |b| for b < 128 and 256 − b above (PNG §12.8), for None, Sub and Up.
    static func absoluteSums(
        row: UnsafePointer<UInt8>, previous: UnsafePointer<UInt8>, count: Int
    ) -> (none: Int, sub: Int, up: Int) {
        // |signed b| = min(b, 0 − b) in 8-bit wrapping arithmetic; 16 lanes at a time,
        // summed in 32-bit lanes.
        var none = SIMD16<UInt32>(), sub = SIMD16<UInt32>(), up = SIMD16<UInt32>()
        let raw = UnsafeRawPointer(row), above = UnsafeRawPointer(previous)
        var i = 0
        // Sub of the first pixel has nothing to its left: those 3 bytes are summed one by one.
        var subHead = 0
        for k in 0..<min(3, count) { subHead += Self.magnitude(row[k]) }
        if count >= 19 {
            // Sub lanes start at byte 3 so that the byte 3 to the left is always inside the row.
            i = 3
            while i + 16 <= count {
                let current = raw.loadUnaligned(fromByteOffset: i, as: SIMD16<UInt8>.self)
                let left = raw.loadUnaligned(fromByteOffset: i - 3, as: SIMD16<UInt8>.self)
                let top = above.loadUnaligned(fromByteOffset: i, as: SIMD16<UInt8>.self)
                sub &+= SIMD16<UInt32>(truncatingIfNeeded: lanesMagnitude(current &- left))
                up &+= SIMD16<UInt32>(truncatingIfNeeded: lanesMagnitude(current &- top))
                none &+= SIMD16<UInt32>(truncatingIfNeeded: lanesMagnitude(current))
                i += 16
            }
        } else {
            i = min(3, count)
        }
        var sums = (none: Int(none.wrappedSum()), sub: Int(sub.wrappedSum()) + subHead, up: Int(up.wrappedSum()))
        // The first 3 bytes for None and Up, and the tail past the last full block for all three.
        for k in 0..<min(3, count) {
            sums.none += Self.magnitude(row[k])
            sums.up += Self.magnitude(row[k] &- previous[k])
        }
        while i < count {
            sums.none += Self.magnitude(row[i])
            sums.sub += Self.magnitude(row[i] &- row[i - 3])
            sums.up += Self.magnitude(row[i] &- previous[i])
            i += 1
        }
        return sums
    }

    /// |b| of a byte read as a signed value.
    @inline(__always)
    private static func magnitude(_ b: UInt8) -> Int { Int(min(b, 0 &- b)) }

    /// |b| per lane of bytes read as signed values.
    @inline(__always)
    private static func lanesMagnitude(_ v: SIMD16<UInt8>) -> SIMD16<UInt8> {
        pointwiseMin(v, SIMD16<UInt8>() &- v)
    }

    /// Writes the filter type byte and the filtered row (PNG §9.2) to `out`, which has room for `count + 1` bytes.
    static func apply(
        _ filter: Filter, row: UnsafePointer<UInt8>, previous: UnsafePointer<UInt8>, count: Int,
        into out: UnsafeMutablePointer<UInt8>
    ) {
        out[0] = filter.rawValue
        let target = UnsafeMutableRawPointer(out + 1)
        let raw = UnsafeRawPointer(row), above = UnsafeRawPointer(previous)
        switch filter {
        case .none:
            (out + 1).update(from: row, count: count)
        case .sub:
            let head = min(3, count)
            for k in 0..<head { out[1 + k] = row[k] }
            var i = head
            while i + 16 <= count {
                let v = raw.loadUnaligned(fromByteOffset: i, as: SIMD16<UInt8>.self)
                    &- raw.loadUnaligned(fromByteOffset: i - 3, as: SIMD16<UInt8>.self)
                target.storeBytes(of: v, toByteOffset: i, as: SIMD16<UInt8>.self)
                i += 16
            }
            while i < count {
                out[1 + i] = row[i] &- row[i - 3]
                i += 1
            }
        case .up:
            var i = 0
            while i + 16 <= count {
                let v = raw.loadUnaligned(fromByteOffset: i, as: SIMD16<UInt8>.self)
                    &- above.loadUnaligned(fromByteOffset: i, as: SIMD16<UInt8>.self)
                target.storeBytes(of: v, toByteOffset: i, as: SIMD16<UInt8>.self)
                i += 16
            }
            while i < count {
                out[1 + i] = row[i] &- previous[i]
                i += 1
            }
        }
    }

    /// Stores `value` big-endian (network byte order, PNG §7.1) at `pointer`.
    @inline(__always)
    private static func store(_ value: UInt32, at pointer: UnsafeMutablePointer<UInt8>) {
        pointer[0] = UInt8(truncatingIfNeeded: value >> 24)
        pointer[1] = UInt8(truncatingIfNeeded: value >> 16)
        pointer[2] = UInt8(truncatingIfNeeded: value >> 8)
        pointer[3] = UInt8(truncatingIfNeeded: value)
    }
}
