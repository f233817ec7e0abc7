// `-o FILE` in every command that takes it (gradient, ghostdraw render; chromatools(7), OUTPUT FILES):
// every format goes to the file and nothing to standard output; the format follows the file's extension,
// in any case, unless --format is given; an extension that names no format is a usage error that names it
// and lists those accepted; a file that cannot be written is one message, 73 or 74, and leaves no file.

import Foundation
import Testing

@Suite("output file formats") struct OutputFileFormatTests {
    /// A scratch folder for one test.
    private func scratch() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("chromatools-o-\(getpid())-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    /// The files of `folder`, hidden ones (a temporary file left behind) included.
    private func files(_ folder: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
    }

    static let stops = ["red", "gold", "blue", "--steps", "4"]

    /// Each extension gradient knows, and the format whose standard output the file must hold.
    static let gradientExtensions: [(name: String, format: String)] = [
        ("g.ndjson", "ndjson"), ("g.jsonl", "ndjson"), ("g.css", "css"), ("g.txt", "hex"), ("g.ans", "ansi"),
        ("g.ansi", "ansi"), ("g.svg", "svg"), ("G.PNG", "png"), ("g.Css", "css"),
    ]

    @Test(arguments: gradientExtensions)
    func gradientWritesTheFormatItsExtensionNames(name: String, format: String) throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let r = try Tool.run("gradient", Self.stops + ["-o", folder + "/" + name])
        #expect(r.status == 0 && r.stderr.isEmpty, "\(r.stderr)")
        #expect(r.stdout.isEmpty, "nothing on standard output: \(r.stdout)")
        #expect(try files(folder) == [name])
        let written = try Data(contentsOf: URL(fileURLWithPath: folder + "/" + name))
        if format == "png" {
            // Binary: against the same format written by name, since standard output is read here as text.
            let reference = folder + "/reference"
            #expect(try Tool.run("gradient", Self.stops + ["--format", "png", "-o", reference]).status == 0)
            #expect(written == (try Data(contentsOf: URL(fileURLWithPath: reference))))
            #expect(written.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        } else {
            #expect(written == Data((try Tool.run("gradient", Self.stops + ["--format", format])).stdout.utf8))
        }
    }

    /// --format wins over the extension, and every format, human and swatch too, goes to the file.
    @Test(arguments: ["ndjson", "css", "ansi", "hex", "swatch", "svg", "human"])
    func anExplicitFormatIsWrittenWhateverTheExtension(format: String) throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/out.png"
        let r = try Tool.run("gradient", Self.stops + ["--format", format, "-o", path])
        #expect(r.status == 0 && r.stdout.isEmpty, "\(r.stderr)")
        let expected = try Tool.run("gradient", Self.stops + ["--format", format])
        #expect(try String(contentsOfFile: path, encoding: .utf8) == expected.stdout)
    }

    @Test func aDashIsStandardOutput() throws {
        let r = try Tool.run("gradient", Self.stops + ["-o", "-"])
        #expect(r.status == 0)
        #expect(r.stdout == (try Tool.run("gradient", Self.stops)).stdout)
    }

    @Test func anExtensionOfNoFormatIsAUsageErrorThatNamesIt() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let jpeg = try Tool.run("gradient", Self.stops + ["-o", folder + "/x.jpg"])
        #expect(jpeg.status == 64 && jpeg.stdout.isEmpty)
        #expect(jpeg.stderr.contains("its extension .jpg names no format"), "\(jpeg.stderr)")
        #expect(jpeg.stderr.contains(".ndjson, .jsonl, .css, .txt, .ans, .ansi, .svg or .png, or give --format"), "\(jpeg.stderr)")
        let bare = try Tool.run("gradient", Self.stops + ["-o", folder + "/x"])
        #expect(bare.status == 64)
        #expect(bare.stderr.contains("it has no extension"), "\(bare.stderr)")
        let ghost = try Tool.run("ghostdraw", ["render", "-o", folder + "/x.gif"], stdin: "")
        #expect(ghost.status == 64)
        #expect(ghost.stderr.contains("its extension .gif names no format; name it .svg, .png, .ans, .ansi or .txt"), "\(ghost.stderr)")
        #expect(try files(folder).isEmpty, "nothing is written")
    }

    @Test func ghostdrawRenderTellsTheFormatTheSameWay() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let log = #"{"t":0,"event":"stroke","tool":"red","points":[[0,0],[3,3]]}"# + "\n"
        for (name, format) in [("p.SVG", "svg"), ("p.txt", "ansi"), ("p.png", "png")] {
            let r = try Tool.run("ghostdraw", ["render", "--size", "4x4", "-o", folder + "/" + name], stdin: log)
            #expect(r.status == 0 && r.stdout.isEmpty, "\(r.stderr)")
            let expected = try Tool.run("ghostdraw", ["render", "--size", "4x4", "--format", format], stdin: log)
            if format != "png" {
                #expect(try String(contentsOfFile: folder + "/" + name, encoding: .utf8) == expected.stdout, "\(name)")
            }
        }
        let forced = try Tool.run("ghostdraw", ["render", "--size", "4x4", "--format", "svg", "-o", folder + "/p.ans"], stdin: log)
        #expect(forced.status == 0)
        #expect(try String(contentsOfFile: folder + "/p.ans", encoding: .utf8).hasPrefix("<svg"))
    }

    @Test func aFileThatCannotBeMadeIsOneMessageAnd73() throws {
        let folder = try scratch()
        defer {
            chmod(folder + "/locked", 0o755)
            try? FileManager.default.removeItem(atPath: folder)
        }
        let missing = try Tool.run("gradient", Self.stops + ["-o", folder + "/no/such/g.css"])
        #expect(missing.status == 73 && missing.stdout.isEmpty)
        // A long folder name is shortened in the message ("…"), so only its ends are compared.
        #expect(missing.stderr.hasPrefix("gradient: cannot create a file in \"")
                    && missing.stderr.hasSuffix("\": No such file or directory\n"), "\(missing.stderr)")
        #expect(missing.stderr.components(separatedBy: "\n").count == 2, "one message: \(missing.stderr)")
        guard getuid() != 0 else { return }  // root writes a folder whatever its permissions
        try FileManager.default.createDirectory(atPath: folder + "/locked", withIntermediateDirectories: false)
        chmod(folder + "/locked", 0o555)
        let denied = try Tool.run("gradient", Self.stops + ["-o", folder + "/locked/g.ndjson"])
        #expect(denied.status == 73)
        #expect(denied.stderr == "gradient: cannot create a file in \"\(folder)/locked\": Permission denied\n", "\(denied.stderr)")
    }

    /// A write that fails part way is 74, and neither the file nor its temporary file is left.
    @Test func aFailedWriteIs74AndLeavesNoFile() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let r = try Tool.shell("cd '\(folder)' && (ulimit -f 8; gradient red blue --steps 20000 -o big.ndjson); echo \"status $?\"")
        #expect(r.stdout == "status 74\n", "\(r.stdout) \(r.stderr)")
        #expect(r.stderr == "gradient: cannot write \"big.ndjson\": write error: File too large\n", "\(r.stderr)")
        let left = try files(folder)
        #expect(left.isEmpty, "\(left)")
        let full = try Tool.run("gradient", Self.stops + ["-o", "/dev/full", "--format", "css"])
        #expect(full.status == 74)
        #expect(full.stderr == "gradient: cannot write \"/dev/full\": write error: No space left on device\n", "\(full.stderr)")
    }
}
