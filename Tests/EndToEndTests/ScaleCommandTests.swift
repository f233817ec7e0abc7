// `colorconv scale` as a person and a pipeline use it: records into a pipe, CSS custom properties, the row of
// swatches on a terminal, a seed record's fields kept, and what is refused (colorconv(1), scale).

import Testing

@Suite("colorconv scale") struct ScaleCommandTests {
    @Test func recordsCSSAndTheViewOfOneScale() throws {
        let records = try Tool.run("colorconv", ["scale", "#3b82f6"])
        let lines = records.stdout.split(separator: "\n")
        #expect(lines.count == 11, "\(records.stdout)")
        #expect(lines[5] == ##"{"color":"#3b82f6","hex":"#3b82f6","step":500,"seed":true}"##)
        #expect(lines[0].hasSuffix(#""step":50,"seed":false}"#))
        let css = try Tool.run("colorconv", ["scale", "#3b82f6", "--format", "css"])
        #expect(css.stdout.hasPrefix("--scale-50: oklch("), "\(css.stdout)")
        #expect(css.stdout.contains("\n--scale-500: #3b82f6;\n"))
        let view = try Tool.run("colorconv", ["scale", "#3b82f6", "--format", "human", "--color", "never"], environment: ["COLUMNS": "80"])
        let viewLines = view.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(viewLines[0] == "scale of #3b82f6, the seed at 500")
        #expect(viewLines[1].hasPrefix("50       100      200"), "\(view.stdout)")
        #expect(viewLines[2].hasPrefix("#"), "the hex codes under the steps: \(view.stdout)")
        #expect(viewLines.allSatisfy { $0.count <= 80 }, "\(view.stdout)")
        #expect(!view.stdout.contains("\u{1B}"))
    }

    @Test func seedsFromRecordsKeepTheirFieldsAndBadOnesAreSaid() throws {
        let result = try Tool.run("colorconv", ["scale", "--steps", "100,500,900"], stdin: #"{"id":7,"color":"gold"}"# + "\nnot-a-color\nnavy\n")
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.count == 6, "\(result.stdout)")
        #expect(lines[0].contains(#""id":7"#) && lines[0].contains(#""step":100"#))
        #expect(result.stderr.contains("line 2"), "\(result.stderr)")
        #expect(result.status == 1, "a bad record, the others written")
        let refused = try Tool.run("colorconv", ["scale", "red", "--steps", "500,100"])
        #expect(refused.status == 64)
        #expect(refused.stderr.contains("each step must be larger than the one before"), "\(refused.stderr)")
    }
}
