import Glibc
import ArgumentParser
import ChromaCLI
import ChromaKit
import ChromaRuntime
import ChromaTerminal

/// `colorconv paint`: text in a color on the terminal.
struct Paint: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "paint",
        abstract: "Print text in a color.",
        discussion: """
            The words of TEXT, joined by spaces, in the color, and a newline (a newline in TEXT starts a new \
            line); without TEXT, each line of standard input. Terminal color follows --color, NO_COLOR and COLORTERM (24-bit or the \
            256-color palette); without color the text comes out plain. Control characters in the text are \
            shown escaped (\\e, \\x07), so nothing printed can command the terminal.
            """
    )

    @Argument(help: ArgumentHelp("The color of the text.", valueName: "color"), completion: .custom(ColorCompletion.colors))
    var color: String

    @Argument(help: ArgumentHelp("The text; none reads standard input.", valueName: "text"))
    var text: [String] = []

    @Option(name: [.customLong("on"), .customLong("background")],
            help: ArgumentHelp("Paint the background in this color too.", valueName: "color"),
            completion: .custom(ColorCompletion.colors))
    var background: String?

    @OptionGroup var colorOptions: ColorOptions

    @Option(name: [.customShort("i"), .long], help: ArgumentHelp("Paint the lines of this file instead of standard input ('-' for standard input).", valueName: "file"),
            completion: .file())
    var input: String?

    func validate() throws {
        _ = try parse(color, option: nil)
        if let background { _ = try parse(background, option: "--on") }
        if let input, !text.isEmpty {
            throw ValidationError("give text as arguments or --input \(Diagnostics.quote(input)), not both: with text given, the file would not be read")
        }
    }

    func parse(_ text: String, option: String?) throws -> Color {
        do {
            return try CSSColor.parse(text)
        } catch {
            throw ValidationError((option.map { "\($0): " } ?? "") + error.message)
        }
    }

    func run() throws {
        let mode = TerminalColorMode.current(colorOptions.color)
        var start = ""
        let foreground = try parse(color, option: nil).rgb8()
        start += mode.foreground(red: foreground.red, green: foreground.green, blue: foreground.blue)
        if let background {
            let c = try parse(background, option: "--on").rgb8()
            start += mode.background(red: c.red, green: c.green, blue: c.blue)
        }
        let prefix = Array(start.utf8), suffix = Array(mode.reset.utf8)
        let diagnostics = Diagnostics(tool: "colorconv")
        let sink = OutputSink(descriptor: 1)
        var writer = RecordWriter()
        func paint(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
            writer.output.appendBytes(prefix)
            writer.output.appendBytes(Self.shown(line))
            writer.output.appendBytes(suffix)
            writer.output.appendByte(0x0A)
            do {
                try sink.drain(&writer)
                return true
            } catch {
                if case .io(let code) = error {
                    diagnostics.emit("cannot write output: \(String(cString: strerror(code)))")
                    diagnostics.fatalStatus = .ioError
                }
                writer.output.removeAll()
                return false
            }
        }
        if !text.isEmpty {
            // A newline in the text starts a line of its own, painted as the others (`paint red "$(fortune)"`).
            for line in Array(text.joined(separator: " ").utf8).split(separator: 0x0A, omittingEmptySubsequences: false) {
                var bytes = Array(line)
                guard bytes.withUnsafeMutableBufferPointer({ paint(UnsafeBufferPointer($0)) }) else { break }
            }
        } else {
            var descriptor: Int32 = 0
            if let input, input != "-" {
                descriptor = open(input, O_RDONLY)
                if descriptor < 0 {
                    diagnostics.emit("cannot open \(Diagnostics.quote(input)): \(String(cString: strerror(errno)))")
                    throw ExitCode(ExitStatus.noInput.rawValue)
                }
            }
            defer { if descriptor != 0 { close(descriptor) } }
            StandardInput.announceTerminalReading(descriptor, what: "text to paint", perLine: nil, diagnostics: diagnostics)
            do {
                let reader = LineReader(descriptor: descriptor)
                try reader.forEachLine(
                    tooLong: { number, start in
                        diagnostics.recordFailed(.line(number), "line longer than \(reader.maximumLineLength >> 20) MiB, skipped", input: start)
                        return true
                    },
                    { line, _ in paint(line) }
                )
            } catch {
                if case .read(let code) = error { diagnostics.emit("cannot read input: \(String(cString: strerror(code)))") }
                diagnostics.fatalStatus = .ioError
            }
        }
        if diagnostics.fatalStatus == nil {
            do { try sink.flush(&writer) } catch {
                if case .io(let code) = error {
                    diagnostics.emit("cannot write output: \(String(cString: strerror(code)))")
                    diagnostics.fatalStatus = .ioError
                }
            }
        }
        throw ExitCode(diagnostics.fatalStatus?.rawValue ?? (diagnostics.badRecords > 0 ? ExitStatus.someRecordsFailed.rawValue : 0))
    }

    /// The text as it may reach a terminal: tabs kept, other control characters, invalid UTF-8 and hidden
    /// characters escaped as in messages (`Diagnostics.escaped`).
    static func shown(_ line: UnsafeBufferPointer<UInt8>) -> [UInt8] {
        var out: [UInt8] = []
        var start = 0
        for i in 0...line.count where i == line.count || line[i] == 0x09 {
            out += Diagnostics.escaped(UnsafeBufferPointer(rebasing: line[start..<i]))
            if i < line.count { out.append(0x09) }
            start = i + 1
        }
        return out
    }
}
