// docs-generator: writes the lists of the documents that follow from the registries — the generated
// regions of the manual pages, the space and method members of the JSON Schema files, and the shell
// completion scripts — so that a new space or method needs no list edited by hand (ARCHITECTURE.md,
// "Generated lists"). `make docs` runs it; it is built with the package and never installed.
//
// Usage: docs-generator [--check] [--root DIR] [--tools DIR]
//
//   --check      write nothing: name each file that is not what the generator would write, and its
//                regions, and exit 1 if there is one
//   --root DIR   the package's root (default: the current directory)
//   --tools DIR  the folder of the built chromatools executable, which prints the completion
//                scripts (default: the generator's own folder, where SwiftPM builds both)
//
// Exit status: 0 all current (or written), 1 a file is stale (--check), 2 a file or the executable
// could not be read, written or run, or a page's markers are wrong, 64 a usage error.

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#else
import Darwin
#endif

/// Says `message` on standard error as docs-generator and ends with `status`.
func fail(_ message: String, status: Int32) -> Never {
    let line = Array("docs-generator: \(message)\n".utf8)
    _ = line.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
    exit(status)
}

/// The folder part of `path` (`.` when it has none).
func folder(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    return String(path[..<slash])
}

var check = false
var root = "."
var toolsFolder = folder(of: CommandLine.arguments[0])
var words = CommandLine.arguments.dropFirst()
/// The word after an option, taken from `words`: it must be there.
func value(of option: String, from words: inout ArraySlice<String>) -> String {
    guard let value = words.popFirst() else { fail("\(option) needs a folder", status: 64) }
    return value
}
while let word = words.popFirst() {
    switch word {
    case "--check": check = true
    case "--root": root = value(of: word, from: &words)
    case "--tools": toolsFolder = value(of: word, from: &words)
    default: fail("unknown argument \(word); usage: docs-generator [--check] [--root DIR] [--tools DIR]", status: 64)
    }
}

/// A file of the package and what the generator makes of its current text, with the regions that change.
struct GeneratedFile {
    var path: String
    var generate: (String) throws -> (text: String, changed: [String])
}

/// What the built tools say of themselves: the regions of the pages (with their options' values) and the scripts.
let pages: [(path: String, regions: [GeneratedRegions.Region])]
let scripts: [(path: String, text: String)]
do {
    let executable = toolsFolder + "/chromatools"
    let tools = try CompletionScripts.tools(executable: executable)
    pages = try ManPageLists.pages(options: OptionValues(executable: executable, tools: tools))
    scripts = try CompletionScripts.scripts(executable: executable, tools: tools)
} catch {
    fail("\(error)", status: 2)
}

var files: [GeneratedFile] = pages.map { page in
    GeneratedFile(path: page.path) { text in try GeneratedRegions(regions: page.regions).rewrite(text) }
}
files += SchemaLists.files.map { schema in
    GeneratedFile(path: schema.path) { text in
        let generated = schema.rewrite(try OrderedJSON.read(text)).text
        return (generated, generated == text ? [] : ["the registry's members"])
    }
}
files += scripts.map { script in
    GeneratedFile(path: script.path) { text in (script.text, script.text == text ? [] : ["the whole script"]) }
}

var stale = 0
for file in files {
    let path = root + "/" + file.path
    let current = Files.read(path) ?? ""
    let generated: (text: String, changed: [String])
    do { generated = try file.generate(current) } catch { fail("\(file.path): \(error)", status: 2) }
    guard generated.text != current else { continue }
    stale += 1
    if check {
        print("\(file.path) is stale: \(generated.changed.joined(separator: ", "))")
        continue
    }
    do { try Files.write(generated.text, to: path) } catch { fail("\(error)", status: 2) }
    print("wrote \(file.path): \(generated.changed.joined(separator: ", "))")
}
if check && stale > 0 {
    fail("\(stale) generated file\(stale == 1 ? " is" : "s are") stale: run make docs", status: 1)
}
