// The misspelled-option check of Sources/ChromaCLI/UnknownOptionCheck.swift
// against swift-argument-parser's own list of each colorconv command's options
// (its `--experimental-dump-help` tool description): no option the parser
// reads may be taken for a misspelling.

import ArgumentParser
import Foundation
import Testing

@testable import ChromaCLI
@testable import ColorconvCommands

@Suite("Misspelled options are named, known ones never") struct UnknownOptionCheckTests {
    /// Every `--long` name the parser declares for each command, by command path.
    static func declaredOptions() throws -> [(path: [String], names: [String])] {
        var dump = ""
        do { _ = try Colorconv.parseAsRoot(["--experimental-dump-help"]) } catch { dump = Colorconv.fullMessage(for: error) }
        let root = try #require(try JSONSerialization.jsonObject(with: Data(dump.utf8)) as? [String: Any])
        var found: [(path: [String], names: [String])] = []
        func visit(_ command: [String: Any], path: [String]) {
            let arguments = command["arguments"] as? [[String: Any]] ?? []
            let names = arguments.flatMap { argument in
                (argument["names"] as? [[String: Any]] ?? []).compactMap { name in
                    name["kind"] as? String == "long" ? "--" + (name["name"] as? String ?? "") : nil
                }
            }
            found.append((path, names))
            for sub in command["subcommands"] as? [[String: Any]] ?? [] {
                visit(sub, path: path + [sub["commandName"] as? String ?? ""])
            }
        }
        visit(try #require(root["command"] as? [String: Any]), path: [])
        return found
    }

    @Test func everyDeclaredOptionIsKnown() throws {
        let commands = try Self.declaredOptions()
        #expect(commands.count > 15)
        for (path, names) in commands {
            for name in names where name != "--help" && name != "--version" {
                #expect(UnknownOptionCheck.message(for: path + [name, "red"], root: Colorconv.self) == nil, "\(path) \(name)")
                #expect(UnknownOptionCheck.message(for: path + [name + "=1", "red"], root: Colorconv.self) == nil, "\(path) \(name)=")
            }
        }
    }

    @Test func aMisspellingIsNamedWithTheNearestOption() {
        #expect(UnknownOptionCheck.message(for: ["adjust", "--lightn", "0.1", "tomato"], root: Colorconv.self)
            == "Unknown option '--lightn'. Did you mean '--lighten'?")
        #expect(UnknownOptionCheck.message(for: ["--too", "oklch", "red"], root: Colorconv.self)
            == "Unknown option '--too'. Did you mean '--to'?")
        #expect(UnknownOptionCheck.message(for: ["adjust", "--lighten", "0.1", "--", "--lightn"], root: Colorconv.self) == nil)
        #expect(UnknownOptionCheck.message(for: ["name", "--zzzzzzzz", "red"], root: Colorconv.self) == "Unknown option '--zzzzzzzz'.")
    }
}
