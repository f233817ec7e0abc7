// The repository speaks of itself alone: its code, tests and documents point
// at places inside it (the manual pages and their sections, ARCHITECTURE.md),
// never at a design document, a numbered issue or a source text that is not
// in it. This test reads every text file of the source folders and the
// top-level documents and fails with the file and line of each such
// reference. Its patterns are built from pieces, so that this file does not
// hold what it looks for.

import Foundation
import Testing

@Suite("repository references")
struct RepositoryReferencesTests {
    /// The folders whose every file is read, relative to the package root.
    static let folders = ["Sources", "Tests", "Fuzz", "bench", "acceptance", "man", "schema", "completions"]
    /// The files at the package root that are read when present.
    static let rootFiles = ["README.md", "Makefile", "Package.swift", "ARCHITECTURE.md"]
    /// Folders that hold generated data and are not part of the repository (see .gitignore).
    static let generatedFolders: Set<String> = ["bench/data"]

    /// What a reference to a document outside the repository looks like, each with a name for the message.
    static let patterns: [(name: String, regex: NSRegularExpression)] = {
        let design = "DES" + "IGN"
        let issue = "iss" + "ues?"
        let ellipsis = "\u{2026}"
        let sources: [(String, String, NSRegularExpression.Options)] = [
            ("design document", #"\b"# + design + #"\.md\b"#, []),
            ("design section", #"\b"# + design + #"\s*\u00a7"#, []),
            ("issue number", #"\b"# + issue + #"\s+#?[0-9]+\b"#, [.caseInsensitive]),
            ("source text file", #"\b[0-9]{3}_(?:"# + ellipsis + #"|[\w.-]*\.txt\b)"#, []),
        ]
        return sources.map { name, pattern, options in
            (name, try! NSRegularExpression(pattern: pattern, options: options))
        }
    }()

    /// The relative paths of every file to read, sorted.
    static func filesToRead(under root: URL) -> [String] {
        var paths: [String] = []
        let manager = FileManager.default
        for folder in folders {
            let base = root.appendingPathComponent(folder)
            guard let walker = manager.enumerator(at: base, includingPropertiesForKeys: [.isRegularFileKey]) else { continue }
            for case let url as URL in walker {
                let relative = folder + "/" + url.path.dropFirst(base.path.count + 1)
                if generatedFolders.contains(relative) {
                    walker.skipDescendants()
                    continue
                }
                if (try? url.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true {
                    paths.append(relative)
                }
            }
        }
        for file in rootFiles where manager.fileExists(atPath: root.appendingPathComponent(file).path) {
            paths.append(file)
        }
        return paths.sorted()
    }

    /// The lines of `data` as text, or nil when it is not text (a NUL byte, or not UTF-8).
    static func textLines(_ data: Data) -> [Substring]? {
        if data.contains(0) { return nil }
        guard let text = String(data: data, encoding: .utf8) else { return nil }
        return text.split(separator: "\n", omittingEmptySubsequences: false)
    }

    /// Every `path:line: kind: text` whose line refers to a document outside the repository.
    static func references(in path: String, lines: [Substring]) -> [String] {
        var found: [String] = []
        for (index, line) in lines.enumerated() {
            let text = String(line)
            let range = NSRange(text.startIndex..., in: text)
            for (name, regex) in patterns where regex.firstMatch(in: text, range: range) != nil {
                found.append("\(path):\(index + 1): \(name): \(text.trimmingCharacters(in: .whitespaces))")
            }
        }
        return found
    }

    @Test func everyReferencePointsInsideTheRepository() throws {
        let root = Tool.packageRoot
        let paths = Self.filesToRead(under: root)
        #expect(paths.contains("man/chromatools.7") && paths.contains("README.md"), "the package root was not found at \(root.path)")
        #expect(paths.contains("Tests/EndToEndTests/RepositoryReferencesTests.swift"))
        var offending: [String] = []
        var textFiles = 0
        for path in paths {
            let data = try Data(contentsOf: root.appendingPathComponent(path))
            guard let lines = Self.textLines(data) else { continue }
            textFiles += 1
            offending += Self.references(in: path, lines: lines)
        }
        #expect(textFiles > 200, "only \(textFiles) text files read")
        #expect(
            offending.isEmpty,
            """
            \(offending.count) reference(s) to documents outside the repository; point at a section of a \
            manual page or of ARCHITECTURE.md instead, or state the rule:
            \(offending.joined(separator: "\n"))
            """
        )
    }

    /// The patterns find each kind of reference, and not the numbers, options and sections the sources do hold.
    @Test func thePatternsTellReferencesFromOrdinaryText() {
        let design = "DES" + "IGN"
        let references = [
            "/// see \(design).md for the format",
            "// (\(design) \u{00a7}4, Errors)",
            "/// Scores are a comfort (Iss" + "ue 4).",
            "/// issu" + "es 4 and 5",
            "/// (se" + "ed `00" + "4_\u{2026}txt`)",
            "/// from 00" + "3_bullseye.txt",
        ]
        for line in references {
            #expect(Self.references(in: "x", lines: [Substring(line)]).count == 1, "not found: \(line)")
        }
        let ordinary = [
            "let n = 1_000_000",
            "#expect(g.next() == 0xE220_A839_7B1D_CDAF)",
            "/// CSS Color 4 \u{00a7}12.2 and RFC 8259 \u{00a7}6",
            "/// (chromatools(7), EXIT STATUS)",
            "Issue.record(\"recorded into a corrupt page\")",
            "bullseye --seed 7 --rounds 3",
            "the design of the slider",
            "Fuzz/corpus/css/seed27-mix-out-of-range",
        ]
        for line in ordinary {
            #expect(Self.references(in: "x", lines: [Substring(line)]).isEmpty, "found in ordinary text: \(line)")
        }
    }
}
