// The image outputs: PNG files checked by two independent decoders (a small
// one below, built on zlib's inflate and its own CRC table, and Python's zlib
// and struct), the dithering matrices, SVG documents parsed as XML and the
// gradient geometry, the ANSI bar's cells and escapes, atomic file
// replacement, and the size parser.

import CZlib
import Foundation
import Testing

@testable import ChromaRuntime
@testable import ChromaStream
@testable import ChromaImages

// MARK: - Helpers

/// Runs `python3 -c script args…`; returns stdout, with the exit status checked.
func python(_ script: String, _ arguments: [String]) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", "-c", script] + arguments
    let out = Pipe()
    process.standardOutput = out
    try process.run()
    let data = out.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0, "python3 failed")
    return String(decoding: data, as: UTF8.self)
}

/// A fresh empty folder under the temporary directory.
func scratchDirectory(_ name: String) throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("chromatools-\(name)-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

// MARK: - A test-side PNG reader

/// A decoded 8-bit RGB PNG, read without any of the writer's code.
struct DecodedPNG {
    var width = 0
    var height = 0
    /// The chunk types in file order.
    var chunkTypes: [String] = []
    /// Each row's filter type byte.
    var filters: [UInt8] = []
    /// R, G, B bytes row by row.
    var pixels: [UInt8] = []

    enum Failure: Error, CustomStringConvertible {
        case bad(String)
        var description: String { if case .bad(let s) = self { return s }; return "" }
    }

    /// CRC-32 of ISO 3309 / ITU-T V.42 with its own table (PNG annex D), independent of zlib.
    static let crcTable: [UInt32] = (0..<256).map { n in
        var c = UInt32(n)
        for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        return c
    }

    static func crc(_ bytes: ArraySlice<UInt8>) -> UInt32 {
        var c: UInt32 = 0xFFFF_FFFF
        for b in bytes { c = crcTable[Int((c ^ UInt32(b)) & 0xFF)] ^ (c >> 8) }
        return c ^ 0xFFFF_FFFF
    }

    static func be32(_ b: [UInt8], _ i: Int) -> UInt32 {
        UInt32(b[i]) << 24 | UInt32(b[i + 1]) << 16 | UInt32(b[i + 2]) << 8 | UInt32(b[i + 3])
    }

    init(_ file: [UInt8]) throws {
        guard file.count >= 8, Array(file[0..<8]) == [137, 80, 78, 71, 13, 10, 26, 10] else { throw Failure.bad("signature") }
        var i = 8
        var compressed: [UInt8] = []
        var bitDepth = 0, colorType = 0, interlace = 0
        while i < file.count {
            guard i + 12 <= file.count else { throw Failure.bad("truncated chunk header") }
            let length = Int(Self.be32(file, i))
            let type = String(decoding: file[(i + 4)..<(i + 8)], as: UTF8.self)
            guard i + 12 + length <= file.count else { throw Failure.bad("truncated \(type)") }
            let data = file[(i + 8)..<(i + 8 + length)]
            guard Self.crc(file[(i + 4)..<(i + 8 + length)]) == Self.be32(file, i + 8 + length) else { throw Failure.bad("CRC of \(type)") }
            chunkTypes.append(type)
            switch type {
            case "IHDR":
                let d = Array(data)
                width = Int(Self.be32(d, 0))
                height = Int(Self.be32(d, 4))
                bitDepth = Int(d[8]); colorType = Int(d[9]); interlace = Int(d[12])
                guard d[10] == 0, d[11] == 0 else { throw Failure.bad("methods") }
            case "IDAT": compressed += data
            default: break
            }
            i += 12 + length
        }
        guard bitDepth == 8, colorType == 2, interlace == 0 else { throw Failure.bad("not 8-bit RGB") }
        let stride = width * 3
        var raw = [UInt8](repeating: 0, count: height * (stride + 1))
        var rawLength = uLongf(raw.count)
        let status = uncompress(&raw, &rawLength, compressed, uLong(compressed.count))
        guard status == Z_OK, Int(rawLength) == raw.count else { throw Failure.bad("inflate status \(status), \(rawLength) bytes") }
        pixels = [UInt8](repeating: 0, count: height * stride)
        for y in 0..<height {
            let filter = raw[y * (stride + 1)]
            filters.append(filter)
            for x in 0..<stride {
                let v = raw[y * (stride + 1) + 1 + x]
                let a = x >= 3 ? Int(pixels[y * stride + x - 3]) : 0
                let b = y > 0 ? Int(pixels[(y - 1) * stride + x]) : 0
                let c = x >= 3 && y > 0 ? Int(pixels[(y - 1) * stride + x - 3]) : 0
                let predictor: Int
                switch filter {
                case 0: predictor = 0
                case 1: predictor = a
                case 2: predictor = b
                case 3: predictor = (a + b) / 2
                case 4:
                    let p = a + b - c
                    let pa = abs(p - a), pb = abs(p - b), pc = abs(p - c)
                    predictor = pa <= pb && pa <= pc ? a : pb <= pc ? b : c
                default: throw Failure.bad("filter \(filter)")
                }
                pixels[y * stride + x] = UInt8(truncatingIfNeeded: Int(v) + predictor)
            }
        }
    }
}

/// A busy test pattern that exercises every filter: no two neighbouring pixels alike.
func patternPixel(_ x: Int, _ y: Int) -> (UInt8, UInt8, UInt8) {
    (UInt8(truncatingIfNeeded: x &* 7 &+ y), UInt8(truncatingIfNeeded: (y &* 13) ^ x), UInt8(truncatingIfNeeded: x &* y &+ 3))
}

func encodePattern(width: Int, height: Int, options: PNGWriter.Options = .init()) throws -> [UInt8] {
    var out: [UInt8] = []
    try PNGWriter(width: width, height: height, options: options).write(to: &out) { y, row in
        for x in 0..<width {
            let p = patternPixel(x, y)
            row[3 * x] = p.0; row[3 * x + 1] = p.1; row[3 * x + 2] = p.2
        }
    }
    return out
}

func expectedPattern(width: Int, height: Int) -> [UInt8] {
    var pixels: [UInt8] = []
    for y in 0..<height { for x in 0..<width { let p = patternPixel(x, y); pixels += [p.0, p.1, p.2] } }
    return pixels
}

// MARK: - PNG

@Suite("PNGWriter")
struct PNGWriterTests {
    static let filterChoices: [PNGWriter.FilterChoice] = [.gradient, .adaptive, .fixed(.none), .fixed(.sub), .fixed(.up)]

    @Test(arguments: [(1, 1), (2, 3), (5, 1), (1, 7), (6, 4), (17, 5), (300, 200)])
    func patternRoundTripsExactly(width: Int, height: Int) throws {
        for filter in Self.filterChoices {
            for strategy in PNGWriter.Strategy.allCases {
                let options = PNGWriter.Options(compressionLevel: 6, strategy: strategy, filter: filter)
                let png = try DecodedPNG(encodePattern(width: width, height: height, options: options))
                #expect(png.width == width && png.height == height)
                #expect(png.pixels == expectedPattern(width: width, height: height), "\(filter) \(strategy)")
                if case .fixed(let f) = filter { #expect(png.filters.allSatisfy { $0 == f.rawValue }) }
            }
        }
    }

    @Test(arguments: [Int32(0), 1, 3, 9])
    func everyLevelDecodes(level: Int32) throws {
        let png = try DecodedPNG(encodePattern(width: 64, height: 48, options: .init(compressionLevel: level)))
        #expect(png.pixels == expectedPattern(width: 64, height: 48))
    }

    @Test func chunksAreInOrderWithValidCRCs() throws {
        // Tiny chunks: the stream is split over many IDATs.
        let bytes = try encodePattern(width: 40, height: 30, options: .init(chunkCapacity: 7))
        let png = try DecodedPNG(bytes)  // checks every CRC
        #expect(png.chunkTypes.first == "IHDR")
        #expect(png.chunkTypes.last == "IEND")
        #expect(png.chunkTypes.dropFirst().dropLast().allSatisfy { $0 == "IDAT" })
        #expect(png.chunkTypes.count > 10)
        #expect(png.pixels == expectedPattern(width: 40, height: 30))
        // IHDR: 13 bytes at offset 16, and the returned count is the file size.
        #expect(Array(bytes[8..<16]) == [0, 0, 0, 13, 73, 72, 68, 82])
        #expect(Array(bytes[16..<29]) == [0, 0, 0, 40, 0, 0, 0, 30, 8, 2, 0, 0, 0])
        #expect(Array(bytes.suffix(12)) == [0, 0, 0, 0, 73, 69, 78, 68, 0xAE, 0x42, 0x60, 0x82])
    }

    @Test func returnsTheNumberOfBytesWritten() throws {
        var out: [UInt8] = []
        let n = try PNGWriter(width: 10, height: 10).write(to: &out) { _, row in row.update(repeating: 9) }
        #expect(n == out.count)
    }

    @Test func horizontalGradientIsOneRowThenUpRowsOfZeros() throws {
        // The row callback fills line 0 only: later lines find the buffer as it was.
        var out: [UInt8] = []
        var calls = 0
        try PNGWriter(width: 256, height: 64).write(to: &out) { y, row in
            calls += 1
            if y == 0 { for x in 0..<256 { row[3 * x] = UInt8(x); row[3 * x + 1] = 0; row[3 * x + 2] = UInt8(255 - x) } }
        }
        #expect(calls == 64)
        let png = try DecodedPNG(out)
        #expect(png.filters[0] == PNGWriter.Filter.sub.rawValue)
        #expect(png.filters.dropFirst().allSatisfy { $0 == PNGWriter.Filter.up.rawValue })
        #expect(png.pixels[(63 * 256 + 200) * 3] == 200)
        #expect(out.count < 1200)
    }

    @Test func verticalGradientRowsAreSub() throws {
        var out: [UInt8] = []
        try PNGWriter(width: 256, height: 64).write(to: &out) { y, row in
            for x in 0..<256 { row[3 * x] = UInt8(4 * y); row[3 * x + 1] = 10; row[3 * x + 2] = UInt8(255 - 4 * y) }
        }
        let png = try DecodedPNG(out)
        #expect(png.filters.allSatisfy { $0 == PNGWriter.Filter.sub.rawValue })
        #expect(png.pixels[(40 * 256 + 7) * 3 + 2] == 255 - 160)
    }

    @Test func adaptiveWeighsTheFiltersWhereGradientTakesSub() throws {
        // Noise that each row repeats one level brighter: Up leaves all ones, Sub leaves noise.
        let noise = (0..<90).map { UInt8(truncatingIfNeeded: $0 &* 97 &+ ($0 * $0) % 13) }
        func encode(_ filter: PNGWriter.FilterChoice) throws -> DecodedPNG {
            var out: [UInt8] = []
            try PNGWriter(width: 30, height: 4, options: .init(filter: filter)).write(to: &out) { y, row in
                for i in 0..<90 { row[i] = noise[i] &+ UInt8(y) }
            }
            return try DecodedPNG(out)
        }
        let adaptive = try encode(.adaptive), gradient = try encode(.gradient)
        #expect(Array(adaptive.filters.dropFirst()) == [2, 2, 2])
        #expect(gradient.filters == [1, 1, 1, 1])
        #expect(adaptive.pixels == gradient.pixels)
    }

    @Test func gradientPresetsPickTheStrategyByDithering() {
        #expect(PNGWriter.gradientOptions(dithered: false) == .init(compressionLevel: 1, strategy: .runLength, filter: .gradient))
        #expect(PNGWriter.gradientOptions(dithered: true) == .init(compressionLevel: 1, strategy: .standard, filter: .gradient))
    }

    @Test func absoluteSumsMatchTheDefinition() {
        var generator = SystemRandomNumberGenerator()
        for count in [1, 2, 3, 4, 18, 19, 20, 35, 48, 301] {
            let row = (0..<count).map { _ in UInt8.random(in: 0...255, using: &generator) }
            let above = (0..<count).map { _ in UInt8.random(in: 0...255, using: &generator) }
            func magnitude(_ b: UInt8) -> Int { b < 128 ? Int(b) : 256 - Int(b) }
            let none = row.map(magnitude).reduce(0, +)
            let sub = (0..<count).map { magnitude($0 >= 3 ? row[$0] &- row[$0 - 3] : row[$0]) }.reduce(0, +)
            let up = (0..<count).map { magnitude(row[$0] &- above[$0]) }.reduce(0, +)
            let sums = PNGWriter.absoluteSums(row: row, previous: above, count: count)
            #expect(sums.none == none && sums.sub == sub && sums.up == up, "count \(count)")
        }
    }

    @Test func pythonDecodesTheSameImage() throws {
        let folder = try scratchDirectory("png")
        defer { try? FileManager.default.removeItem(at: folder) }
        let pngPath = folder.appendingPathComponent("pattern.png").path
        let rawPath = folder.appendingPathComponent("pattern.rgb").path
        let (width, height) = (123, 45)
        try AtomicFile.write(to: pngPath) { output throws(ImageWriteError) in
            try PNGWriter(width: width, height: height, options: .init(chunkCapacity: 1000)).write(to: &output) { y, row in
                for x in 0..<width {
                    let p = patternPixel(x, y)
                    row[3 * x] = p.0; row[3 * x + 1] = p.1; row[3 * x + 2] = p.2
                }
            }
        }
        // Python's zlib and struct only: chunk walk, CRCs, inflate, unfilter.
        let script = """
            import struct, sys, zlib
            data = open(sys.argv[1], 'rb').read()
            assert data[:8] == b'\\x89PNG\\r\\n\\x1a\\n'
            pos, idat, types = 8, b'', []
            while pos < len(data):
                length, kind = struct.unpack('>I4s', data[pos:pos + 8])
                body = data[pos + 8:pos + 8 + length]
                (crc,) = struct.unpack('>I', data[pos + 8 + length:pos + 12 + length])
                assert zlib.crc32(kind + body) & 0xffffffff == crc, kind
                types.append(kind.decode())
                if kind == b'IHDR':
                    w, h, depth, ctype, comp, filt, inter = struct.unpack('>IIBBBBB', body)
                    assert (depth, ctype, comp, filt, inter) == (8, 2, 0, 0, 0)
                elif kind == b'IDAT':
                    idat += body
                pos += 12 + length
            assert types[0] == 'IHDR' and types[-1] == 'IEND'
            raw = zlib.decompress(idat)
            stride = w * 3
            assert len(raw) == h * (stride + 1)
            out, prev = bytearray(), bytearray(stride)
            for y in range(h):
                f, line = raw[y * (stride + 1)], bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
                for i in range(stride):
                    a = line[i - 3] if i >= 3 else 0
                    b = prev[i]
                    c = prev[i - 3] if i >= 3 else 0
                    if f == 0: p = 0
                    elif f == 1: p = a
                    elif f == 2: p = b
                    elif f == 3: p = (a + b) // 2
                    else:
                        q = a + b - c
                        pa, pb, pc = abs(q - a), abs(q - b), abs(q - c)
                        p = a if pa <= pb and pa <= pc else (b if pb <= pc else c)
                    line[i] = (line[i] + p) & 255
                out += line
                prev = line
            open(sys.argv[2], 'wb').write(out)
            print(w, h, len(types))
            """
        let answer = try python(script, [pngPath, rawPath])
        #expect(answer.hasPrefix("\(width) \(height) "))
        let decoded = try [UInt8](Data(contentsOf: URL(fileURLWithPath: rawPath)))
        #expect(decoded == expectedPattern(width: width, height: height))
    }

    @Test func bigImageMemoryStaysFlat() throws {
        // 3840×2160 is 25 MB of raw pixels; the writer holds two rows and zlib's state.
        let (width, height) = (3840, 2160)
        /// A line of /proc/self/status in bytes, e.g. VmRSS (resident now) or VmHWM (resident peak).
        func status(_ key: String) -> Int {
            let text = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
            for line in text.split(separator: "\n") where line.hasPrefix(key + ":") {
                return (Int(line.dropFirst(key.count + 1).filter(\.isNumber)) ?? 0) * 1024
            }
            return 0
        }
        // Writing 5 to clear_refs resets the peak to the current size (Linux 4.0 and later).
        let resetPeak = (try? "5".write(toFile: "/proc/self/clear_refs", atomically: false, encoding: .utf8)) != nil
        let baseline = status("VmRSS")
        var sampledPeak = baseline
        var sink = CountingOutput()
        let start = ContinuousClock.now
        try PNGWriter(width: width, height: height).write(to: &sink) { y, row in
            if y == 0 {
                for x in 0..<width { row[3 * x] = UInt8(255 * x / (width - 1)); row[3 * x + 1] = 0; row[3 * x + 2] = UInt8(255 - 255 * x / (width - 1)) }
            }
            if y % 64 == 0 { sampledPeak = max(sampledPeak, status("VmRSS")) }
        }
        let peak = resetPeak ? max(status("VmHWM"), sampledPeak) : sampledPeak
        let elapsed = ContinuousClock.now - start
        let growth = peak - baseline
        print("PNGWriter 3840×2160 horizontal gradient (this build): \(elapsed), \(sink.bytes) bytes, resident growth \(growth / 1024) KiB")
        // Other tests run alongside and share the process, hence the margin; the whole image would be 25 MB.
        #expect(growth < 12 << 20, "resident memory grew by \(growth) bytes")
        #expect(sink.bytes > 1000)
    }

    @Test func closedPipeIsReportedAsClosed() throws {
        var fds: [Int32] = [0, 0]
        #expect(pipe(&fds) == 0)
        close(fds[0])
        defer { close(fds[1]) }
        var output = DescriptorOutput(descriptor: fds[1])
        #expect(throws: ImageWriteError.closed) {
            try PNGWriter(width: 8, height: 8).write(to: &output) { _, row in row.update(repeating: 1) }
        }
    }
}

/// An output that only counts bytes.
struct CountingOutput: ImageOutput {
    var bytes = 0
    mutating func write(_ buffer: UnsafeBufferPointer<UInt8>) throws(ImageWriteError) { bytes += buffer.count }
}

// MARK: - Dithering

@Suite("OrderedDither")
struct OrderedDitherTests {
    @Test func bayerMatricesFollowTheRecursion() {
        #expect(OrderedDither.bayerMatrix(size: 1) == [0])
        #expect(OrderedDither.bayerMatrix(size: 2) == [0, 2, 3, 1])
        #expect(OrderedDither.bayerMatrix(size: 4) == [0, 8, 2, 10, 12, 4, 14, 6, 3, 11, 1, 9, 15, 7, 13, 5])
        for n in [4, 8, 16] {
            let m = OrderedDither.bayerMatrix(size: n)
            #expect(m.sorted() == Array(0..<(n * n)), "a permutation of 0..<\(n * n)")
        }
    }

    @Test(arguments: OrderedDither.Matrix.allCases)
    func thresholdsAverageOneHalf(matrix: OrderedDither.Matrix) {
        let dither = OrderedDither(matrix)
        let mean = dither.thresholds.reduce(0, +) / Double(dither.thresholds.count)
        #expect(abs(mean - 0.5) < 1e-12)
        #expect(dither.thresholds.allSatisfy { $0 > 0 && $0 < 1 })
    }

    @Test(arguments: [OrderedDither.Matrix.bayer4, .bayer8])
    func meanErrorOverATileIsAtMostHalfAStep(matrix: OrderedDither.Matrix) {
        let dither = OrderedDither(matrix)
        let n = dither.size
        var worst = 0.0
        for k in 0...1000 {
            let value = 0.005 + 0.99 * Double(k) / 1000
            var sum = 0
            for y in 0..<n { for x in 0..<n { sum += Int(dither.quantize(value, x: x, y: y)) } }
            let error = Double(sum) / Double(n * n) - value * 255
            worst = max(worst, abs(error))
        }
        #expect(worst <= 0.5 / Double(n * n) + 1e-9)
    }

    @Test(arguments: OrderedDither.Matrix.allCases)
    func valuesStayInRange(matrix: OrderedDither.Matrix) {
        let dither = OrderedDither(matrix)
        for value in [-1.0, -0.001, 0, 1, 1.001, 2, .infinity, -.infinity] {
            for y in -3..<9 {
                for x in -3..<9 {
                    let q = dither.quantize(value, x: x, y: y)
                    if value <= 0 { #expect(q == 0) }
                    if value >= 1 { #expect(q == 255) }
                }
            }
        }
        #expect(dither.quantize(.nan, x: 0, y: 0) == 0)
    }

    @Test func ditherMixesNeighbouringLevels() {
        let dither = OrderedDither(.bayer4)
        let value = 100.25 / 255
        var levels: [UInt8: Int] = [:]
        for y in 0..<4 { for x in 0..<4 { levels[dither.quantize(value, x: x, y: y), default: 0] += 1 } }
        #expect(levels == [100: 12, 101: 4])
    }

    @Test func nearestRoundsHalvesUpLikeRGB8() {
        let nearest = OrderedDither.nearest
        for k in 0...510 {
            let value = Double(k) / 510
            #expect(nearest.quantize(value, x: k, y: 3 * k) == UInt8((value * 255).rounded()))
        }
        #expect(nearest.quantize(0.5, x: 0, y: 0) == 128)
        #expect(nearest.quantize(0.499, x: 5, y: 9) == 127)
    }
}

// MARK: - SVG

@Suite("SVGGradient")
struct SVGGradientTests {
    /// Parses the document with Python's XML parser and prints root tag, size, gradient vector and the stops.
    func parsed(_ svg: String) throws -> [String] {
        let folder = try scratchDirectory("svg")
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("g.svg").path
        try AtomicFile.write(to: path) { output throws(ImageWriteError) in try output.write(svg) }
        let script = """
            import sys, xml.etree.ElementTree as ET
            ns = '{http://www.w3.org/2000/svg}'
            root = ET.parse(sys.argv[1]).getroot()
            print(root.tag, root.get('version'), root.get('width'), root.get('height'), root.get('viewBox'))
            g = root.find(ns + 'defs').find(ns + 'linearGradient')
            print(g.get('gradientUnits'), g.get('x1'), g.get('y1'), g.get('x2'), g.get('y2'))
            for s in g.findall(ns + 'stop'):
                print(s.get('offset'), s.get('stop-color'), s.get('stop-opacity'))
            r = root.find(ns + 'rect')
            print(r.get('fill'))
            """
        return try python(script, [path]).split(separator: "\n").map(String.init)
    }

    @Test func horizontalDocumentParsesWithItsStops() throws {
        let stops = [
            SVGGradient.Stop(offset: 0, red: 255, green: 0, blue: 0),
            SVGGradient.Stop(offset: 0.5, red: 0x12, green: 0xab, blue: 0xef, opacity: 0.25),
            SVGGradient.Stop(offset: 1, red: 0, green: 0, blue: 255),
        ]
        let lines = try parsed(SVGGradient(width: 640, height: 80, direction: .horizontal, stops: stops).document())
        #expect(lines == [
            "{http://www.w3.org/2000/svg}svg 1.1 640 80 0 0 640 80",
            "userSpaceOnUse 0 40 640 40",
            "0 #ff0000 None",
            "0.5 #12abef 0.25",
            "1 #0000ff None",
            "url(#gradient)",
        ])
    }

    @Test func anglesFollowCSS() {
        func vector(_ d: GradientDirection, _ w: Int, _ h: Int) -> [Double] {
            let line = GradientLine(direction: d, width: w, height: h)
            return [line.start.x, line.start.y, line.end.x, line.end.y]
        }
        #expect(vector(.vertical, 100, 50) == [50, 0, 50, 50])
        #expect(vector(.angle(0), 100, 50) == [50, 50, 50, 0])
        #expect(vector(.angle(270), 100, 50) == [100, 25, 0, 25])
        #expect(vector(.angle(-90), 100, 50) == [100, 25, 0, 25])
        // 45deg on a square: from the bottom-left corner to the top-right one.
        let diagonal = vector(.angle(45), 100, 100)
        for (a, b) in zip(diagonal, [0.0, 100, 100, 0]) { #expect(abs(a - b) < 1e-9) }
    }

    @Test func offsetsAreClampedAndOrderedAndOpacityOnlyBelowOne() throws {
        let stops = [
            SVGGradient.Stop(offset: -0.5, red: 1, green: 2, blue: 3, opacity: 2),
            SVGGradient.Stop(offset: 0.7, red: 4, green: 5, blue: 6, opacity: .nan),
            SVGGradient.Stop(offset: 0.3, red: 7, green: 8, blue: 9, opacity: 0),
            SVGGradient.Stop(offset: 1.5, red: 10, green: 11, blue: 12),
        ]
        let lines = try parsed(SVGGradient(width: 10, height: 10, direction: .angle(30), stops: stops).document())
        #expect(Array(lines[2...5]) == ["0 #010203 None", "0.7 #040506 None", "0.7 #070809 0", "1 #0a0b0c None"])
    }

    @Test func sampledGradientHasEvenStopsPlusExtras() {
        let g = SVGGradient.sampled(width: 100, height: 10, direction: .horizontal, count: 5, extraOffsets: [0.3, 0.5, 2]) { t in
            (UInt8(t * 255), 0, 0, 1)
        }
        #expect(g.stops.map(\.offset) == [0, 0.25, 0.3, 0.5, 0.75, 1])
        #expect(g.stops.map(\.red) == [0, 63, 76, 127, 191, 255])
    }

    @Test func noStopsIsTransparent() {
        let svg = SVGGradient(width: 3, height: 4, direction: .vertical, stops: []).document()
        #expect(svg.contains("fill=\"none\""))
        #expect(!svg.contains("linearGradient"))
    }
}

@Suite("GradientDirection and GradientLine")
struct GradientDirectionTests {
    @Test(arguments: [
        ("horizontal", GradientDirection.horizontal), ("Vertical", .vertical), ("45", .angle(45)),
        ("45deg", .angle(45)), ("-30.5deg", .angle(-30.5)), ("0", .angle(0)), ("+90DEG", .angle(90)),
    ])
    func parses(text: String, direction: GradientDirection) throws {
        #expect(try GradientDirection.parse(text) == direction)
    }

    @Test(arguments: ["", "deg", "diagonal", "45 deg", "1e3", "nan", "inf", "0x10", "4-5", "\u{1B}[31m"])
    func refuses(text: String) {
        #expect(throws: GradientDirectionError.malformed(text)) { try GradientDirection.parse(text) }
    }

    @Test func messageEscapesControlCharacters() {
        let message = GradientDirectionError.malformed("a\u{1B}b").description
        #expect(!message.contains("\u{1B}"))
        #expect(GradientDirectionError.malformed("x").exitStatus == .usage)
    }

    @Test func pixelsAreSampledAtTheirCentres() {
        let h = GradientLine(direction: .horizontal, width: 4, height: 3)
        #expect((0..<4).map { h.position(pixelX: $0, pixelY: 1) } == [0.125, 0.375, 0.625, 0.875])
        let v = GradientLine(direction: .vertical, width: 3, height: 2)
        #expect([v.position(pixelX: 2, pixelY: 0), v.position(pixelX: 0, pixelY: 1)] == [0.25, 0.75])
        let up = GradientLine(direction: .angle(0), width: 3, height: 2)
        #expect(up.position(pixelX: 1, pixelY: 0) == 0.75)
        let diagonal = GradientLine(direction: .angle(135), width: 10, height: 10)
        #expect(abs(diagonal.position(x: 0, y: 0)) < 1e-12)
        #expect(abs(diagonal.position(x: 10, y: 10) - 1) < 1e-12)
        #expect(abs(diagonal.position(x: 10, y: 0) - 0.5) < 1e-12)
    }
}


// MARK: - Atomic files

@Suite("AtomicFile")
struct AtomicFileTests {
    func contents(_ path: String) -> String? {
        (try? Data(contentsOf: URL(fileURLWithPath: path))).map { String(decoding: $0, as: UTF8.self) }
    }

    func listing(_ folder: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    }

    @Test func replacesTheTargetAtOnceKeepingItsMode() throws {
        let folder = try scratchDirectory("atomic")
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("out.txt").path
        try "old".write(toFile: path, atomically: false, encoding: .utf8)
        #expect(chmod(path, 0o640) == 0)
        var before = stat()
        #expect(stat(path, &before) == 0)
        let held = open(path, O_RDONLY)
        defer { close(held) }
        try AtomicFile.write(to: path) { output throws(ImageWriteError) in
            try output.write("new contents")
            // Until the rename the target is untouched.
            #expect(contents(path) == "old")
        }
        #expect(contents(path) == "new contents")
        #expect(try listing(folder) == ["out.txt"])
        var after = stat()
        #expect(stat(path, &after) == 0)
        #expect(after.st_ino != before.st_ino, "a new file was renamed into place")
        #expect(after.st_mode & 0o777 == 0o640)
        // The old file, still open, was never written to.
        var buffer = [UInt8](repeating: 0, count: 16)
        #expect(read(held, &buffer, 16) == 3)
    }

    @Test func newFileGetsTheUmaskMode() throws {
        let folder = try scratchDirectory("atomic")
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("fresh.png").path
        try AtomicFile.write(to: path, synchronize: true) { output throws(ImageWriteError) in try output.write("x") }
        let mask = umask(0)
        umask(mask)
        var status = stat()
        #expect(stat(path, &status) == 0)
        #expect(status.st_mode & 0o777 == 0o666 & ~mask)
    }

    @Test func failedBodyLeavesTargetAndNoTemporaryFile() throws {
        let folder = try scratchDirectory("atomic")
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("keep.txt").path
        try "precious".write(toFile: path, atomically: false, encoding: .utf8)
        #expect(throws: FileOutputError.cannotWrite(path: path, .io(ENOSPC))) {
            try AtomicFile.write(to: path) { output throws(ImageWriteError) in
                try output.write("half")
                throw .io(ENOSPC)
            }
        }
        #expect(contents(path) == "precious")
        #expect(try listing(folder) == ["keep.txt"])
        #expect(FileOutputError.cannotWrite(path: path, .io(ENOSPC)).exitStatus == .ioError)
    }

    @Test func discardedOrDroppedFileLeavesNothing() throws {
        let folder = try scratchDirectory("atomic")
        defer { try? FileManager.default.removeItem(at: folder) }
        do {
            let file = try AtomicFile(replacing: folder.appendingPathComponent("a").path)
            var output = file.output
            try output.write("partial")
            #expect(try listing(folder).count == 1)
            #expect(file.temporaryPath.hasPrefix(folder.path + "/.a."))
        }
        #expect(try listing(folder).isEmpty)
    }

    @Test func missingDirectoryCannotCreate() throws {
        let path = "/nonexistent-chromatools-dir/sub/out.png"
        let error = #expect(throws: FileOutputError.self) {
            try AtomicFile.write(to: path) { _ throws(ImageWriteError) in }
        }
        #expect(error == .cannotCreate(directory: "/nonexistent-chromatools-dir/sub", code: ENOENT))
        #expect(error?.exitStatus == .cannotCreate)
        #expect(error?.exitStatus.rawValue == 73)
        #expect(error?.description == "cannot create a file in \"/nonexistent-chromatools-dir/sub\": No such file or directory")
    }

    @Test func unwritableDirectoryCannotCreateAndLeavesNothing() throws {
        // Permission bits do not stop root; a read-only file system does.
        let folder = try scratchDirectory("atomic")
        defer {
            chmod(folder.path, 0o755)
            try? FileManager.default.removeItem(at: folder)
        }
        #expect(chmod(folder.path, 0o555) == 0)
        let path = geteuid() == 0 ? "/proc/chromatools-test.png" : folder.appendingPathComponent("out.png").path
        let error = #expect(throws: FileOutputError.self) {
            try AtomicFile.write(to: path) { output throws(ImageWriteError) in try output.write("x") }
        }
        if case .cannotCreate = error {} else { Issue.record("expected cannotCreate, got \(String(describing: error))") }
        #expect(try listing(folder).isEmpty)
    }

    @Test func directoryTargetIsRefusedBeforeWriting() throws {
        let folder = try scratchDirectory("atomic")
        defer { try? FileManager.default.removeItem(at: folder) }
        var ran = false
        #expect(throws: FileOutputError.cannotReplace(path: folder.path, code: EISDIR)) {
            try AtomicFile.write(to: folder.path) { _ throws(ImageWriteError) in ran = true }
        }
        #expect(throws: FileOutputError.cannotReplace(path: folder.path + "/", code: EISDIR)) {
            try AtomicFile.write(to: folder.path + "/") { _ throws(ImageWriteError) in ran = true }
        }
        #expect(!ran)
        #expect(try listing(folder).isEmpty)
    }

    @Test func relativePathsStayInTheirDirectory() {
        #expect(FileSystem.split("out.png") == (".", "out.png"))
        #expect(FileSystem.split("a/b/out.png") == ("a/b", "out.png"))
        #expect(FileSystem.split("/out.png") == ("/", "out.png"))
        #expect(FileSystem.split("a//out.png") == ("a", "out.png"))
        #expect(FileSystem.split("a/") == ("a", ""))
    }
}

// MARK: - Sizes

@Suite("ImageSize")
struct ImageSizeTests {
    @Test(arguments: [
        ("3840x2160", 3840, 2160), ("1x1", 1, 1), ("640X480", 640, 480), ("800\u{D7}600", 800, 600),
        ("16384x4096", 16384, 4096), ("8192x8192", 8192, 8192), ("0010x020", 10, 20),
    ])
    func parses(text: String, width: Int, height: Int) throws {
        let size = try ImageSize.parse(text)
        #expect(size.width == width && size.height == height)
        #expect(size.description == "\(width)x\(height)")
    }

    @Test(arguments: [
        ("", ImageSizeError.malformed("")), ("3840", .malformed("3840")), ("x", .malformed("x")),
        ("3840x", .malformed("3840x")), ("x2160", .malformed("x2160")), ("38 40x2160", .malformed("38 40x2160")),
        ("-1x5", .malformed("-1x5")), ("+1x5", .malformed("+1x5")), ("1.5x2", .malformed("1.5x2")),
        ("3x4x5", .malformed("3x4x5")), ("3840x2160px", .malformed("3840x2160px")), (" 1x1", .malformed(" 1x1")),
        ("0x10", .sideOutOfRange(side: "width", value: "0")), ("10x0", .sideOutOfRange(side: "height", value: "0")),
        ("16385x1", .sideOutOfRange(side: "width", value: "16385")),
        ("1x99999999999999999999999", .sideOutOfRange(side: "height", value: "99999999999999999999999")),
        ("16384x16384", .tooManyPixels(width: 16384, height: 16384)),
        ("16384x4097", .tooManyPixels(width: 16384, height: 4097)),
    ])
    func refuses(text: String, error: ImageSizeError) {
        #expect(throws: error) { try ImageSize.parse(text) }
        #expect(error.exitStatus == .usage)
    }

    @Test func messagesAreClear() {
        #expect(ImageSizeError.malformed("big").description == "invalid size \"big\": expected WIDTHxHEIGHT, like 3840x2160")
        #expect(ImageSizeError.sideOutOfRange(side: "width", value: "0").description == "image width 0 is out of range: 1 to 16384 pixels")
        #expect(ImageSizeError.tooManyPixels(width: 16384, height: 16384).description
            == "image size 16384x16384 is too large: 268435456 pixels, at most 67108864 (64 Mpx)")
        #expect(!ImageSizeError.malformed("\u{1B}[2J").description.contains("\u{1B}"))
    }
}
