// The module rules of ARCHITECTURE.md, checked against Package.swift and the sources.
//
// ARCHITECTURE.md's code map has a table of which module may depend on which.
// These tests fail when Package.swift declares something else, when a source
// file imports a module its row does not list (SwiftPM lets a file import a
// module that is only reachable through another dependency), when a module is
// missing from the table, or when the color library stops being plain.

import Foundation
import Testing

@Suite("architecture") struct ArchitectureTests {
    /// The modules of the table in ARCHITECTURE.md and what each may depend on.
    static func documentedRules() throws -> [String: Set<String>] {
        let text = try String(contentsOf: Tool.packageRoot.appendingPathComponent("ARCHITECTURE.md"), encoding: .utf8)
        var rules: [String: Set<String>] = [:]
        var inTable = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("| Module | May depend on |") { inTable = true; continue }
            guard inTable else { continue }
            guard line.hasPrefix("|") else { break }
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count >= 3, !cells[1].hasPrefix("---") else { continue }
            let allowed = cells[2].split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
            rules[cells[1]] = Set(allowed)
        }
        return rules
    }

    /// The non-test targets of Package.swift (fixtures left out) with their declared dependencies and source folder.
    static func declaredTargets() throws -> [(name: String, dependencies: Set<String>, path: String)] {
        let text = try String(contentsOf: Tool.packageRoot.appendingPathComponent("Package.swift"), encoding: .utf8)
        let starts = text.ranges(of: /\.(target|executableTarget|testTarget|systemLibrary)\(/)
        var targets: [(String, Set<String>, String)] = []
        for (index, start) in starts.enumerated() {
            let end = index + 1 < starts.count ? starts[index + 1].lowerBound : text.endIndex
            let body = text[start.lowerBound..<end]
            guard body.hasPrefix(".target(") || body.hasPrefix(".executableTarget(") else { continue }
            guard let name = body.firstMatch(of: /name: "([^"]+)"/)?.1 else { continue }
            let path = body.firstMatch(of: /path: "([^"]+)"/).map { String($0.1) } ?? "Sources/\(name)"
            if path.hasPrefix("Tests/") { continue }
            var dependencies = Set<String>()
            if let list = body.firstMatch(of: /dependencies: \[([^\]]*)\]/)?.1 {
                for product in list.matches(of: /\.product\(name: "([^"]+)"/) { dependencies.insert(String(product.1)) }
                let withoutProducts = list.replacing(/\.product\([^)]*\)/, with: "")
                for plain in withoutProducts.matches(of: /"([^"]+)"/) { dependencies.insert(String(plain.1)) }
            }
            targets.append((String(name), dependencies, path))
        }
        return targets
    }

    @Test func packageDependenciesFollowTheCodeMap() throws {
        let rules = try Self.documentedRules()
        let targets = try Self.declaredTargets()
        #expect(rules.count >= 10, "the code map's table was not found in ARCHITECTURE.md")
        // The C targets that load a system library with dlopen depend on nothing and stand outside the table.
        let loaders: Set = ["CSQLite", "CReadline", "CZlib"]
        for target in targets where !loaders.contains(target.name) {
            guard let allowed = rules[target.name] else {
                Issue.record("\(target.name) is in Package.swift but not in ARCHITECTURE.md's code map")
                continue
            }
            #expect(target.dependencies == allowed, "\(target.name): Package.swift says \(target.dependencies.sorted()), ARCHITECTURE.md says \(allowed.sorted())")
        }
        for name in rules.keys where !targets.contains(where: { $0.name == name }) {
            Issue.record("\(name) is in ARCHITECTURE.md's code map but not a target of Package.swift")
        }
    }

    @Test func sourcesImportOnlyWhatTheirModuleMayUse() throws {
        let rules = try Self.documentedRules()
        let modules = Set(rules.keys).union(["CReadline", "CZlib", "CSQLite", "ArgumentParser"])
        let root = Tool.packageRoot
        var problems: [String] = []
        for target in try Self.declaredTargets() {
            let allowed = (rules[target.name] ?? []).union([target.name])
            let folder = root.appendingPathComponent(target.path)
            guard let files = FileManager.default.enumerator(atPath: folder.path) else { continue }
            for case let file as String in files where file.hasSuffix(".swift") {
                let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
                for match in text.matches(of: /(?m)^(?:@\w+ )*import (\w+)/) {
                    let imported = String(match.1)
                    if imported == "Foundation" || imported.hasPrefix("Foundation") {
                        problems.append("\(target.path)/\(file) imports \(imported); the tools use no Foundation")
                    } else if (imported.hasPrefix("Chroma") || imported.hasSuffix("Commands")) && !modules.contains(imported) {
                        problems.append("\(target.path)/\(file) imports \(imported), which is no module of the package")
                    } else if modules.contains(imported) && !allowed.contains(imported) {
                        problems.append("\(target.path)/\(file) imports \(imported), which \(target.name) may not use")
                    }
                }
            }
        }
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }

    @Test func theColorLibraryIsPlain() throws {
        let package = try String(contentsOf: Tool.packageRoot.appendingPathComponent("Package.swift"), encoding: .utf8)
        let declaration = package.firstMatch(of: /\.target\(name: "ChromaKit"[^\n]*/).map { String($0.0) } ?? ""
        #expect(!declaration.isEmpty, "ChromaKit's target was not found in Package.swift")
        #expect(!declaration.contains("swiftSettings"), "ChromaKit is built with the package's default settings: \(declaration)")
        #expect(package.contains(".library(name: \"ChromaKit\", targets: [\"ChromaKit\"])"), "ChromaKit is a library product")
        let folder = Tool.packageRoot.appendingPathComponent("Sources/ChromaKit")
        let files = FileManager.default.enumerator(atPath: folder.path)
        while let file = files?.nextObject() as? String {
            guard file.hasSuffix(".swift") else { continue }
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            #expect(!text.contains("@_exported"), "Sources/ChromaKit/\(file) re-exports a module")
        }
    }
}
