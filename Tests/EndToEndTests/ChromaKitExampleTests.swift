// ChromaKit's documented programs run as documented.
//
// README.md's "Using ChromaKit" section holds one Swift snippet, which the landing page of ChromaKit's DocC catalog shows too,
// and the catalog's getting-started article holds a program in several snippets. Each program is
// an executable target of the package (Examples/), built with it: these tests check that its
// main.swift is the documented text byte for byte, then run it and check that it prints what the
// comments beside its `print` calls say.

import ChromaKit
import Foundation
import Testing

@Suite("ChromaKit's documented programs") struct ChromaKitExampleTests {
    /// The text of the file at `path` under the package root.
    static func read(_ path: String) throws -> String {
        try String(contentsOf: Tool.packageRoot.appendingPathComponent(path), encoding: .utf8)
    }

    /// The section of a Markdown text under the heading `title` (of any level), up to the next heading
    /// of that level or a higher one and without the blank lines before it; nil when there is no such heading.
    static func section(_ title: String, in markdown: String) -> String? {
        let lines = markdown.split(separator: "\n", omittingEmptySubsequences: false)
        func level(_ line: Substring) -> Int? {
            let hashes = line.prefix { $0 == "#" }.count
            return hashes > 0 && line.dropFirst(hashes).hasPrefix(" ") ? hashes : nil
        }
        guard let start = lines.firstIndex(where: { level($0) != nil && $0.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces) == title }),
            let startLevel = level(lines[start])
        else { return nil }
        var inCode = false
        var end = lines.endIndex
        for index in lines.indices.dropFirst(start + 1) {
            if lines[index].hasPrefix("```") { inCode.toggle() }
            if !inCode, let other = level(lines[index]), other <= startLevel {
                end = index
                break
            }
        }
        while end > start + 1, lines[end - 1].trimmingCharacters(in: .whitespaces).isEmpty { end -= 1 }
        return lines[start..<end].joined(separator: "\n")
    }

    /// The ```swift blocks of a Markdown text, each with its lines ending in a newline.
    static func swiftBlocks(in markdown: String) -> [String] {
        var blocks: [String] = []
        var current: [Substring]?
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            if current == nil {
                if line == "```swift" { current = [] }
            } else if line == "```" {
                blocks.append(current!.map { $0 + "\n" }.joined())
                current = nil
            } else {
                current!.append(line)
            }
        }
        return blocks
    }

    /// The lines a program's comments say it prints: the comment after each `print(` line, or the
    /// comment line just below one that has none. Records an issue for a `print` with neither.
    static func documentedOutput(of program: String, sourceLocation: SourceLocation = #_sourceLocation) -> [String] {
        let lines = program.split(separator: "\n", omittingEmptySubsequences: false)
        var output: [String] = []
        for (index, line) in lines.enumerated() where line.contains("print(") {
            if let comment = line.range(of: "// ", options: .backwards) {
                output.append(String(line[comment.upperBound...]))
            } else if index + 1 < lines.count, lines[index + 1].trimmingCharacters(in: .whitespaces).hasPrefix("// ") {
                output.append(String(lines[index + 1].trimmingCharacters(in: .whitespaces).dropFirst(3)))
            } else {
                Issue.record("the snippet does not say what this prints: \(line)", sourceLocation: sourceLocation)
            }
        }
        return output
    }

    /// Checks that `Examples/NAME/main.swift` is `program` and that the built program prints what its comments say.
    static func check(_ program: String, is name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let main = try read("Examples/\(name)/main.swift")
        #expect(main == program, "Examples/\(name)/main.swift differs from the documented snippet", sourceLocation: sourceLocation)
        let expected = documentedOutput(of: program, sourceLocation: sourceLocation)
        #expect(expected.count >= 5, "the snippet documents only \(expected.count) lines of output", sourceLocation: sourceLocation)
        let result = try Tool.run(name)
        #expect(result.status == 0 && result.stderr.isEmpty, "\(name): \(result.status) \(result.stderr)", sourceLocation: sourceLocation)
        #expect(result.lines == expected, sourceLocation: sourceLocation)
    }

    @Test func usingChromaKitSnippetRunsAsDocumented() throws {
        let section = try #require(Self.section("Using ChromaKit", in: try Self.read("README.md")), "README.md has no \"Using ChromaKit\" section")
        let blocks = Self.swiftBlocks(in: section)
        #expect(blocks.count == 1, "the section holds one swift snippet, not \(blocks.count)")
        #expect(section.split(separator: "\n", omittingEmptySubsequences: false).count <= 25, "the section is at most 25 lines")
        try Self.check(try #require(blocks.first), is: "chromakit-example")
        // The documentation's landing page shows the same program.
        let landing = try Self.read("Sources/ChromaKit/ChromaKit.docc/ChromaKit.md")
        #expect(Self.swiftBlocks(in: landing) == blocks, "ChromaKit.md's snippet differs from the section's")
    }

    @Test func gettingStartedArticleRunsAsDocumented() throws {
        let article = try Self.read("Sources/ChromaKit/ChromaKit.docc/GettingStarted.md")
        let blocks = Self.swiftBlocks(in: article)
        #expect(blocks.count >= 8, "the article's snippets were not found")
        try Self.check(blocks.joined(separator: "\n"), is: "chromakit-getting-started")
    }

    /// The version is one value: ChromaKit's, which `--version` prints and the documentation names.
    @Test func theVersionIsChromaKits() throws {
        let printed = try Tool.run("chromatools", ["--version"])
        #expect(printed.stdout == "chromatools \(chromaKitVersion)\n")
        let landing = try Self.read("Sources/ChromaKit/ChromaKit.docc/ChromaKit.md")
        #expect(landing.contains("This documentation is for ChromaKit \(chromaKitVersion) "))
    }

    /// The helpers find what they are for, and only that.
    @Test func sectionsAndBlocksAreFoundAsMarkdownWritesThem() {
        let text = "# Title\n\n## Using ChromaKit\n\ntext\n```swift\n# not a heading\nprint(1)  // 1\n```\n### Sub\n\n## Next\n```swift\nno\n```\n"
        let section = Self.section("Using ChromaKit", in: text)
        #expect(section == "## Using ChromaKit\n\ntext\n```swift\n# not a heading\nprint(1)  // 1\n```\n### Sub")
        #expect(Self.swiftBlocks(in: section ?? "") == ["# not a heading\nprint(1)  // 1\n"])
        #expect(Self.section("Using", in: text) == nil)
        #expect(Self.documentedOutput(of: "print(a)  // x\nprint(b)\n// y z\nlet c = 1\n") == ["x", "y z"])
    }
}
