import ChromaKit
import Foundation
import Testing

/// gradient end to end: stops in, records, CSS, ANSI, SVG and PNG out, and bad input.
@Suite("gradient") struct GradientTests {
    @Test func stepsAsRecords() throws {
        let r = try Tool.run("gradient", ["red", "blue", "--steps", "3"])
        #expect(r.lines == [
            ##"{"color":"#ff0000","hex":"#ff0000","t":0,"index":0,"count":3}"##,
            ##"{"color":"oklab(0.539985 0.096203 -0.092841)","hex":"#8c53a2","t":0.5,"index":1,"count":3}"##,
            ##"{"color":"#0000ff","hex":"#0000ff","t":1,"index":2,"count":3}"##,
        ])
        #expect(r.status == 0)
    }

    @Test func positionsAndSpaces() throws {
        // gold at 30%: the sample at t = 0.3 is gold itself.
        let r = try Tool.run("gradient", ["red 0%, gold 30%, blue", "--steps", "11", "--format", "ndjson"])
        #expect(r.lines.count == 11)
        #expect(r.lines[3].hasPrefix(##"{"color":"#ffd700""##))
        let words = try Tool.run("gradient", ["red", "gold", "30%", "blue", "--steps", "11"])
        #expect(words.stdout == r.stdout)
        let longer = try Tool.run("gradient", ["red", "blue", "--in", "oklch", "--hue", "longer", "--steps", "3"])
        let shorter = try Tool.run("gradient", ["red", "blue", "--in", "oklch", "--steps", "3"])
        #expect(longer.lines[1] != shorter.lines[1])
    }

    @Test func stopsFromInputRecords() throws {
        let piped = try Tool.shell("colorconv red blue | gradient --steps 3 | jq -r .hex")
        #expect(piped.lines == ["#ff0000", "#8c53a2", "#0000ff"])
        let empty = try Tool.run("gradient", ["--steps", "3"], stdin: "")
        #expect(empty.stderr == "gradient: a gradient needs at least two colors; the input had 0\n")
        #expect(empty.status == 65)
        let records = try Tool.run("gradient", ["--steps", "5"], stdin: ##"{"color":"red"}"## + "\n" + ##"{"color":"gold","position":0.75}"## + "\nblue\n")
        #expect(records.lines.count == 5)
        #expect(records.lines[3].hasPrefix(##"{"color":"#ffd700""##), "gold sits at 0.75")
    }

    @Test func cssLinearGradient() throws {
        let r = try Tool.run("gradient", ["red", "gold 30%", "blue", "--format", "css", "--in", "oklch", "--hue", "longer", "--direction", "45deg"])
        #expect(r.stdout == "linear-gradient(45deg in oklch longer hue, #ff0000 0%, #ffd700 30%, #0000ff 100%)\n")
    }

    @Test func ansiBarAcrossTheWidth() throws {
        let r = try Tool.run("gradient", ["red", "blue", "--format", "ansi", "--color", "always"], environment: ["COLUMNS": "12", "COLORTERM": "truecolor"])
        #expect(r.stdout.components(separatedBy: "\u{2580}").count - 1 == 12)
        #expect(r.stdout.contains("\u{1B}[38;2;"))
        #expect(r.lines.count == 1 && r.stdout.hasSuffix("\u{1B}[0m\n"), "one line, and no blank line after it: \(r.stdout.debugDescription)")
    }

    @Test func svgIsWellFormedWithTheStops() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("gradient-\(getpid()).svg").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let r = try Tool.run("gradient", ["red", "gold 30%", "blue", "--format", "svg", "--size", "300x20", "-o", path])
        #expect(r.status == 0)
        let check = try Tool.shell(#"python3 -c "import sys,xml.etree.ElementTree as E; t=E.parse(sys.argv[1]); s=[x.get('offset') for x in t.iter('{http://www.w3.org/2000/svg}stop')]; print(len(s), '0.3' in s)" "# + "'\(path)'")
        #expect(check.stdout == "65 True\n", "\(check.stdout)\(check.stderr)")
    }

    /// Decodes a PNG with Python's zlib (an independent decoder) and prints its size and pixels.
    static let decoder = #"""
        import struct, sys, zlib
        data = open(sys.argv[1], 'rb').read()
        assert data[:8] == b'\x89PNG\r\n\x1a\n'
        pos, idat, w, h = 8, b'', 0, 0
        while pos < len(data):
            n, kind = struct.unpack('>I4s', data[pos:pos+8]); body = data[pos+8:pos+8+n]
            assert zlib.crc32(kind + body) == struct.unpack('>I', data[pos+8+n:pos+12+n])[0]
            if kind == b'IHDR': w, h, depth, ctype = struct.unpack('>IIBB', body[:10]); assert (depth, ctype) == (8, 2)
            if kind == b'IDAT': idat += body
            pos += 12 + n
        raw, stride, prev, rows = zlib.decompress(idat), w * 3, bytearray(w * 3), []
        for y in range(h):
            f, line = raw[y*(stride+1)], bytearray(raw[y*(stride+1)+1:(y+1)*(stride+1)])
            for i in range(stride):
                a = line[i-3] if i >= 3 else 0; b = prev[i]; c = prev[i-3] if i >= 3 else 0
                p = a + b - c; pa, pb, pc = abs(p-a), abs(p-b), abs(p-c)
                pred = [0, a, b, (a+b)//2, a if pa <= pb and pa <= pc else (b if pb <= pc else c)][f]
                line[i] = (line[i] + pred) & 255
            rows.append(line); prev = line
        print(w, h)
        for y in sys.argv[2:]:
            print(' '.join('%02x%02x%02x' % tuple(rows[int(y)][3*x:3*x+3]) for x in range(w)))
        """#

    @Test(arguments: ["horizontal", "vertical", "30deg"])
    func pngDecodesAndMatchesTheInterpolation(direction: String) throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("gradient-\(getpid())-\(direction).png").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let (width, height) = (48, 16)
        let r = try Tool.run("gradient", ["red", "gold", "blue", "--in", "oklch", "--format", "png", "--size", "\(width)x\(height)", "--direction", direction, "-o", path])
        #expect(r.status == 0, "\(r.stderr)")
        let script = FileManager.default.temporaryDirectory.appendingPathComponent("png-decode-\(getpid())-\(direction).py").path
        try Self.decoder.write(toFile: script, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: script) }
        let decoded = try Tool.shell("python3 '\(script)' '\(path)' 0 7 15")
        let lines = decoded.lines
        try #require(lines.first == "\(width) \(height)", "\(decoded.stdout)\(decoded.stderr)")
        // The pixels are ChromaKit's interpolation at the pixel centres, CSS-gamut-mapped and rounded.
        let gradient = try Gradient(stops: [GradientStop(try CSSColor.parse("red")), GradientStop(try CSSColor.parse("gold")), GradientStop(try CSSColor.parse("blue"))], in: .oklch)
        for (row, y) in zip(lines.dropFirst(), [0, 7, 15]) {
            let pixels = row.split(separator: " ").map(String.init)
            #expect(pixels.count == width)
            for x in [0, 11, 24, 47] {
                let t = Self.position(direction: direction, x: x, y: y, width: width, height: height)
                let expected = gradient.color(at: t).hexString(gamut: .css)
                let got = "#" + pixels[x]
                let close = Self.distance(expected, got) <= (direction == "30deg" ? 2 : 0)
                #expect(close, "\(direction) pixel (\(x), \(y)) t=\(t): \(got) vs \(expected)")
            }
        }
    }

    /// CSS Images 3 §3.1.1 gradient-line position of a pixel centre.
    static func position(direction: String, x: Int, y: Int, width: Int, height: Int) -> Double {
        let degrees = direction == "horizontal" ? 90.0 : direction == "vertical" ? 180.0 : 30.0
        let radians = degrees * Double.pi / 180
        let dx = sin(radians), dy = -cos(radians)
        let half = (abs(Double(width) * dx) + abs(Double(height) * dy)) / 2
        let along = (Double(x) + 0.5 - Double(width) / 2) * dx + (Double(y) + 0.5 - Double(height) / 2) * dy
        return min(max((along + half) / (2 * half), 0), 1)
    }

    /// The largest channel difference of two #rrggbb strings.
    static func distance(_ a: String, _ b: String) -> Int {
        func channels(_ s: String) -> [Int] {
            let hex = Array(s.dropFirst())
            return stride(from: 0, to: 6, by: 2).map { Int(String(hex[$0..<$0 + 2]), radix: 16)! }
        }
        return zip(channels(a), channels(b)).map { abs($0 - $1) }.max()!
    }

    @Test func pngToAPipeAndNotToATerminal() throws {
        let r = try Tool.shell("gradient red blue --format png --size 8x2 | head -c 8 | od -An -c | tr -d ' '")
        #expect(r.stdout.hasPrefix("211PNG"), "\(r.stdout)")
    }

    @Test(arguments: [
        (["red"], "at least two colors", Int32(64)),
        (["red", "blue", "--steps", "0"], "--steps", 64),
        (["red", "blue", "--steps", "1"], "--steps", 64),
        (["red", "blue", "--in", "nope"], "unknown color space", 64),
        (["red", "blue", "--in", "srgb", "--hue", "longer"], "has no hue", 64),
        (["red", "blue", "--format", "png", "--size", "100000x100000"], "out of range", 64),
        (["red", "blue", "--format", "png", "--size", "16000x16000"], "pixels", 64),
        (["red", "blue", "--format", "png", "--size", "big"], "--size", 64),
        (["red", "blue", "--direction", "sideways"], "--direction", 64),
        (["red", "nope"], "nope", 64),
    ] as [([String], String, Int32)])
    func badCommandLines(arguments: [String], message: String, status: Int32) throws {
        let r = try Tool.run("gradient", arguments)
        #expect(r.status == status, "\(arguments): \(r.stderr)")
        #expect(r.stderr.contains(message), "\(arguments): \(r.stderr)")
        #expect(r.stdout.isEmpty)
    }

    @Test func unwritableOutputLeavesNothingBehind() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("gradient-out-\(getpid())").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let missing = try Tool.run("gradient", ["red", "blue", "--format", "png", "-o", directory + "/no/such/dir/x.png"])
        #expect(missing.status == 73)
        #expect(missing.stderr.hasPrefix("gradient: "))
        // An existing file is replaced whole, and no temporary file stays.
        let target = directory + "/g.png"
        try "old".write(toFile: target, atomically: true, encoding: .utf8)
        let ok = try Tool.run("gradient", ["red", "blue", "--format", "png", "--size", "16x4", "-o", target])
        #expect(ok.status == 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == ["g.png"])
        #expect(try Data(contentsOf: URL(fileURLWithPath: target)).prefix(4) == Data([0x89, 0x50, 0x4E, 0x47]))
    }

    @Test func badInputRecordsAreReported() throws {
        let r = try Tool.run("gradient", ["--steps", "3"], stdin: "red\nnot-a-color\nblue\n")
        #expect(r.lines.count == 3)
        #expect(r.stderr == "gradient: line 2: unknown color name \"not-a-color\"\n")
        #expect(r.status == 1)
    }

    @Test func theDesignPipelineWorks() throws {
        let r = try Tool.shell("colorconv tomato gold | gradient --steps 7 --in oklch | colormix --with white --by 0.2 | colorconv --to hsl,cmyk | jq -c '[.index, .count, .mix.in, (.hsl|has(\"h\")), (.cmyk|has(\"k\"))]'")
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.lines.count == 7)
        #expect(r.lines.first == "[0,7,\"oklab\",true,true]")
        #expect(r.lines.last == "[6,7,\"oklab\",true,true]")
    }
}

extension GradientTests {
    @Test func strictWritesNoGradientAfterABadStop() throws {
        let r = try Tool.run("gradient", ["--strict"], stdin: "red\ngold\nnope\nblue\n")
        #expect(r.stdout.isEmpty)
        #expect(r.status == 65)
    }

    @Test func cssForASpaceCSSDoesNotNameIsSampledInOKLab() throws {
        let r = try Tool.run("gradient", ["red", "blue", "--in", "hsb", "--format", "css"])
        #expect(r.stdout.hasPrefix("linear-gradient(to right in oklab, #ff0000 0%, "))
        #expect(r.stdout.components(separatedBy: "%").count - 1 == 16)
        #expect(!r.stdout.contains("hsb"))
    }

    /// Every space of the registry: its own name in the CSS gradient when CSS gradients take it
    /// (`ColorSpace.CSSStanding.standard`), else 16 samples in OKLab.
    @Test(arguments: ColorSpaces.all)
    func cssGradientsNameTheSpaceOnlyWhenCSSDoes(space: ColorSpace) throws {
        let r = try Tool.run("gradient", ["red", "blue", "--in", space.id, "--format", "css"])
        #expect(r.status == 0, "\(r.stderr)")
        if space.css.standing == .standard, let name = space.css.name {
            #expect(r.stdout.hasPrefix("linear-gradient(to right in \(name), #ff0000 0%, "), "\(r.stdout)")
            #expect(r.stdout.components(separatedBy: "%").count - 1 == 2)
        } else {
            #expect(r.stdout.hasPrefix("linear-gradient(to right in oklab, #ff0000 0%, "), "\(r.stdout)")
            #expect(r.stdout.components(separatedBy: "%").count - 1 == 16)
        }
    }

    @Test func nonNumericPositionIsABadRecord() throws {
        let r = try Tool.run("gradient", ["--steps", "2"], stdin: "red\n" + ##"{"color":"gold","position":"30%"}"## + "\nblue\n")
        #expect(r.stderr.contains("line 2: \"position\" must be a number"))
        #expect(r.status == 1)
    }
}
