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
            256-color palette); without color the text comes out plain, without --bold, --italic and --underline too. \
            A terminal paints no alpha: a translucent text color on an opaque --on background is painted as the two \
            blend, and any other alpha is left out, with a note on standard error. Control characters in the text are \
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

    @Flag(name: .long, help: "Print the text in bold.")
    var bold = false

    @Flag(name: .long, help: "Print the text in italics.")
    var italic = false

    @Flag(name: .long, help: "Underline the text.")
    var underline = false

    @Flag(name: [.customShort("n"), .customLong("no-newline")], help: "Print no newline after the last line.")
    var noNewline = false

    @OptionGroup var colorOptions: ColorOptions
    @OptionGroup var colorScheme: ColorSchemeOption

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
            return try CSSColor.parseInput(text)
        } catch {
            throw ValidationError((option.map { "\($0): " } ?? "") + error.message)
        }
    }

    func run() throws {
        let mode = TerminalColorMode.current(colorOptions.color)
        let diagnostics = Diagnostics(tool: "colorconv")
        let prefix = Array(try start(mode: mode, diagnostics: diagnostics).utf8), suffix = Array(mode.reset.utf8)
        let sink = OutputSink(descriptor: 1)
        var writer = RecordWriter()
        // With -n a line's newline waits for the next line, so the last one gets none.
        var newlineOwed = false
        func paint(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
            if newlineOwed { writer.output.appendByte(0x0A) }
            writer.output.appendBytes(prefix)
            writer.output.appendBytes(Self.shown(line))
            writer.output.appendBytes(suffix)
            if noNewline { newlineOwed = true } else { writer.output.appendByte(0x0A) }
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

    /// The escapes that start a painted line in `mode`: the colors, then bold, italics and underline (SGR 1, 3 and 4 of
    /// ECMA-48, §8.3.117); none in mode `none`. Alpha the terminal cannot paint is said on stderr (see the discussion).
    func start(mode: TerminalColorMode, diagnostics: Diagnostics) throws -> String {
        guard mode != .none else { return "" }
        var foreground = try parse(color, option: nil).rgb8()
        let back = try background.map { try parse($0, option: "--on").rgb8() }
        if let back, back.alpha < 255 {
            diagnostics.emit("--on \(Diagnostics.quote(background!)) is painted opaque: a terminal paints no alpha")
        }
        if foreground.alpha < 255 {
            if let back, back.alpha == 255 {
                let blend = HumanView.composite(foreground, over: (back.red, back.green, back.blue))
                foreground = (blend.red, blend.green, blend.blue, 255)
            } else {
                diagnostics.emit("\(Diagnostics.quote(color)) is painted opaque: a terminal paints no alpha (over an opaque --on background, the two are blended)")
            }
        }
        var start = mode.foreground(red: foreground.red, green: foreground.green, blue: foreground.blue)
        if let back { start += mode.background(red: back.red, green: back.green, blue: back.blue) }
        for (wanted, code) in [(bold, 1), (italic, 3), (underline, 4)] where wanted { start += "\u{1B}[\(code)m" }
        return start
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
