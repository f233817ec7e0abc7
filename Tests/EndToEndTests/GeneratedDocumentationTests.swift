import Foundation
import Testing

/// The lists that follow from the registries — the generated regions of the manual pages, the space
/// and method members of the JSON Schema files, the completion scripts — are what `docs-generator`
/// writes from the registries now (ARCHITECTURE.md, "Generated lists").
@Suite struct GeneratedDocumentationTests {
    /// Runs `docs-generator` on the package root given, with the built chromatools.
    static func generator(_ arguments: [String], root: URL = Tool.packageRoot) throws -> ProcessResult {
        try Tool.run("docs-generator", arguments + ["--root", root.path, "--tools", Tool.binDirectory.path])
    }

    /// A scratch folder with copies of the folders the generator writes in.
    static func scratchCopy() throws -> URL {
        let copy = FileManager.default.temporaryDirectory.appendingPathComponent("chromatools-generated-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: copy, withIntermediateDirectories: true)
        for folder in ["man", "schema", "completions"] {
            try FileManager.default.copyItem(at: Tool.packageRoot.appendingPathComponent(folder), to: copy.appendingPathComponent(folder))
        }
        return copy
    }

    @Test func everyGeneratedListIsCurrent() throws {
        let check = try Self.generator(["--check"])
        #expect(check.status == 0, """
            generated lists are stale: run make docs and commit the result
            \(check.stdout)\(check.stderr)
            """)
    }

    /// A list edited by hand is found stale, by file and region, and writing puts the registry's list back.
    @Test func aStaleRegionIsNamedAndRewritten() throws {
        let copy = try Self.scratchCopy()
        defer { try? FileManager.default.removeItem(at: copy) }
        let page = copy.appendingPathComponent("man/gradient.1")
        let original = try String(contentsOf: page, encoding: .utf8)
        // A space without a hue added by hand to the spaces with one.
        let begin = #".\" generated: polar-spaces begin"# + "\n"
        let edited = original.replacingOccurrences(of: begin, with: begin + ".Cm rgb ,\n")
        try #require(edited != original, "man/gradient.1 has no region polar-spaces")
        try edited.write(to: page, atomically: true, encoding: .utf8)

        let stale = try Self.generator(["--check"], root: copy)
        #expect(stale.status == 1, "\(stale.stdout)\(stale.stderr)")
        #expect(stale.stdout == "man/gradient.1 is stale: polar-spaces\n", "\(stale.stdout)")
        #expect(stale.stderr.contains("run make docs"), "\(stale.stderr)")
        #expect(try String(contentsOf: page, encoding: .utf8) == edited, "--check wrote the page")

        let written = try Self.generator([], root: copy)
        #expect(written.status == 0 && written.stdout == "wrote man/gradient.1: polar-spaces\n", "\(written.stdout)\(written.stderr)")
        #expect(try String(contentsOf: page, encoding: .utf8) == original)
        #expect(try Self.generator(["--check"], root: copy).status == 0)
    }

    /// A marker of a region the generator does not write is an error, not a list left unwritten.
    @Test func anUnknownMarkerIsRefused() throws {
        let copy = try Self.scratchCopy()
        defer { try? FileManager.default.removeItem(at: copy) }
        let page = copy.appendingPathComponent("man/colormix.1")
        let text = try String(contentsOf: page, encoding: .utf8)
        try text.replacingOccurrences(of: "generated: polar-spaces", with: "generated: polar-space").write(to: page, atomically: true, encoding: .utf8)
        let result = try Self.generator(["--check"], root: copy)
        #expect(result.status == 2, "\(result.stdout)\(result.stderr)")
        #expect(result.stderr.contains("man/colormix.1") && result.stderr.contains("polar-space begin"), "\(result.stderr)")
    }
}
