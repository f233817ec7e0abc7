import Testing
@testable import ChromaKit

/// Relative colors read by their compiled template (`RelativeColorTemplates`) are bit for bit the colors
/// the full reading gives, and the templates that cannot be compiled, or the colors a rule refuses, are
/// read in full.
@Suite("relative color templates") struct RelativeColorTemplateTests {
    /// Templates that compile, `%@` standing for the origin.
    static let compiled = [
        "oklch(from %@ calc(l + 0.1) c h)",
        "oklch(from %@ l calc(c * 0.5) h)",
        "hsl(from %@ calc(h + 180) s l)",
        "rgb(from %@ r g b / 50%)",
        "oklch(from %@ calc(l - 0.1) c calc(h + 30))",
        "lab(from %@ l 0 0)",
        "OKLCH(FROM %@ L C H / ALPHA)",
        "hwb(from %@ h calc(w * 2 / 3 - b / 4 + 1) calc(b - w * 0.5) / calc(alpha / 2))",
        "lch(from %@ 50% c 120deg)",
        "oklab(from %@ calc(l * 1e-1 + l * 9e-1) calc(a / 0) calc(-1 * b))",
        "rgb(from %@ none calc(r + g + b - 510) 0.5)",
        "hsl(from %@ 0.5turn s none)",
        "hsl(from %@ h s l / none)",
        "okhsl(from %@ h calc(s * 0.5) l)",
        "hsb(from %@ calc(h + 0.5) s b)",
        "lch(from  %@   l   c   h  )",
        "rgb(from %@ r g b)",
        "Rgb(From%@ r 0 b)",
        "lab(from %@ calc(l / 2) calc(a - a) calc(b + 1e300 * 1e300))",
    ]

    /// Templates the compiler leaves to the full reading.
    static let refused = [
        "oklch(from %@ calc(l + pi / 100) c h)",
        "oklch(from %@ calc((l + 0.1) * 0.9) c h)",
        "oklch(from %@ min(l, 0.5) c h)",
        "oklch(from %@ l c calc(h + 30deg))",
        "rgb(from %@ calc(r + 10%) g b)",
        "color(from %@ srgb r g b)",
        "oklch(from %@ calc(l + e) c h)",
    ]

    /// Origins: on the grid, grays (whose hue is powerless), black, white, with alpha.
    static let origins = ["#1e7ea4", "#51c9bc", "#808080", "#000000", "#ffffff", "#ff0000", "#00ff00", "#0000ff",
                          "#FEDCBA", "#123456", "#7f7f80", "#010203"]

    static func text(_ template: String, _ origin: String) -> String {
        template.replacingOccurrences(of: "%@", with: origin)
    }

    /// The color the full reading gives, or its message.
    static func full(_ text: String) -> Result<Color, ColorParseError> {
        Result { () throws(ColorParseError) -> Color in try CSSColor.parse(text) }
    }

    /// The color a stream reads, through templates (and their routes) kept from color to color.
    static func streamed(_ text: String, _ templates: RelativeColorTemplates) -> Result<Color, ColorParseError> {
        var text = text
        return text.withUTF8 { bytes in
            Result { () throws(ColorParseError) -> Color in
                try CSSColor.parse(utf8: bytes, templates: templates)
            }
        }
    }

    static func isCompiled(_ text: String, _ templates: RelativeColorTemplates) -> Bool {
        var text = text
        return text.withUTF8 { templates.isCompiled($0) }
    }

    static func expectSame(_ a: Result<Color, ColorParseError>, _ b: Result<Color, ColorParseError>, _ text: String) {
        switch (a, b) {
        case (.success(let x), .success(let y)):
            #expect(x.space === y.space, "\(text)")
            for lane in 0..<4 {
                #expect(x.coords[lane].bitPattern == y.coords[lane].bitPattern || (x.coords[lane].isNaN && y.coords[lane].isNaN),
                        "\(text): coordinate \(lane) \(x.coords[lane]) against \(y.coords[lane])")
            }
            #expect(x.alpha.bitPattern == y.alpha.bitPattern || (x.alpha.isNaN && y.alpha.isNaN), "\(text): alpha")
        case (.failure(let x), .failure(let y)):
            #expect(x.message == y.message && x.offset == y.offset, "\(text)")
        default:
            Issue.record("\(text): \(a) against \(b)")
        }
    }

    /// Random origins on the 8-bit grid, the same every run.
    static func randomOrigins(_ count: Int) -> [String] {
        var random = SeededRandomGenerator(seed: 2026)
        let digits = Array("0123456789abcdef")
        return (0..<count).map { _ in "#" + String((0..<6).map { _ in digits[Int.random(in: 0..<16, using: &random)] }) }
    }

    @Test(arguments: compiled)
    func aCompiledTemplateGivesTheColorsOfTheFullReading(_ template: String) {
        let templates = RelativeColorTemplates()
        for origin in Self.origins + Self.randomOrigins(300) {
            let text = Self.text(template, origin)
            Self.expectSame(Self.streamed(text, templates), Self.full(text), text)
        }
        #expect(Self.isCompiled(Self.text(template, "#123456"), templates), "\(template) is not compiled")
    }

    @Test(arguments: refused)
    func aTemplateNotCompiledIsReadInFull(_ template: String) {
        let templates = RelativeColorTemplates()
        for origin in Self.origins {
            let text = Self.text(template, origin)
            Self.expectSame(Self.streamed(text, templates), Self.full(text), text)
        }
        #expect(!Self.isCompiled(Self.text(template, "#123456"), templates), "\(template) is compiled")
    }

    @Test func templatesOfAStreamTakeTurnsAndMoreThanFitAreReadAlike() {
        // The six edits of bench/make-data.py in turn, then more templates than slots, then the six again.
        let templates = RelativeColorTemplates()
        let six = Array(Self.compiled.prefix(6))
        let many = (0..<200).map { "oklch(from %@ calc(l + 0.\($0)) c h)" }
        let origins = Self.randomOrigins(400)
        for (index, origin) in origins.enumerated() {
            let text = Self.text(six[index % six.count], origin)
            Self.expectSame(Self.streamed(text, templates), Self.full(text), text)
        }
        for template in six { #expect(Self.isCompiled(Self.text(template, "#000000"), templates), "\(template)") }
        for (index, origin) in origins.enumerated() {
            for template in [many[index % many.count], many[(index * 7) % many.count], six[index % six.count]] {
                let text = Self.text(template, origin)
                Self.expectSame(Self.streamed(text, templates), Self.full(text), text)
            }
        }
    }

    @Test func badOriginsAndBadComponentsAfterACompiledTemplateSayWhatTheFullReadingSays() {
        let templates = RelativeColorTemplates()
        for origin in ["#123456", "#654321", "#abcdef"] {
            _ = Self.streamed(Self.text("oklch(from %@ calc(l + 0.1) c h)", origin), templates)
        }
        for text in ["oklch(from #12345g calc(l + 0.1) c h)", "oklch(from #1234567 calc(l + 0.1) c h)",
                     "oklch(from #123456 calc(l + 0.1) c h", "oklch(from #123456 calc(l + 0.1) c h) x",
                     "oklch(from #123456 calc(l + 0.1) c h / 1 2)", "oklch(from #123456 calc(l +0.1) c h)",
                     "oklch(from #123456 calc(l + 0.1) c 10%)", "hsl(from #123456 h s l / 10deg)"] {
            Self.expectSame(Self.streamed(text, templates), Self.full(text), text)
            Self.expectSame(Self.streamed(text, templates), Self.full(text), text)
            Self.expectSame(Self.streamed(text, templates), Self.full(text), text)
        }
    }
}
