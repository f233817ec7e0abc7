import Glibc
import ChromaKit
import ChromaRuntime

/// One input record as a tool's body sees it.
public struct RecordInput {
    /// Where it came from (line or argument number).
    public let origin: Diagnostics.Origin
    /// The whole input line or argument, `\r\n` already trimmed.
    public let line: UnsafeBufferPointer<UInt8>
    /// Whether the line is a JSON object (its members are in the stream's scanner).
    public let isObject: Bool
    /// The CSS color text: the trimmed line, or the decoded string of the color field; nil when the object has no such field.
    public let colorText: UnsafeBufferPointer<UInt8>?
}

/// A bad record, as a body reports it.
public struct RecordError: Error {
    /// What is wrong, for the one-line message.
    public var message: String
    /// What to quote after the message; nil quotes the record's color text, or the line if it has none.
    public var quoting: String?

    public init(_ message: String, quoting: String? = nil) {
        self.message = message
        self.quoting = quoting
    }
}

/// The record loop every stream tool runs (chromatools(7), INPUT, MESSAGES and EXIT STATUS).
///
/// Records come from the command-line arguments (one color or JSON object
/// each) or, when there are none, from `--input FILE` or standard input, one
/// per line: a line starting with `{` after blanks is a JSON object, one
/// starting with `[` is refused, any other non-blank line is a CSS color (a
/// quoted one too: `CSSColor.parse` reads the forms people paste), and blank
/// lines are skipped. For each record the body writes output through the
/// `RecordWriter`; a body that throws reports a bad record and the stream goes
/// on (or stops, with `--strict`). Output goes through one `OutputSink`, and
/// the counts decide the exit status.
public final class RecordStream {
    /// The shared options, as plain values.
    public let options: StreamSettings
    /// Errors and the exit status.
    public let diagnostics: Diagnostics
    /// Standard output.
    public let sink: OutputSink
    /// The writer the body adds fields to.
    @exclusivity(unchecked) public var writer: RecordWriter
    /// The scanner that read the current object line.
    @exclusivity(unchecked) public private(set) var scanner = JSONObjectScanner()

    private let fieldKey: [UInt8]
    /// Room for a color field that had to be decoded (it had escapes); reused.
    private var decodedField = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: 256)
    /// Whether the stream stopped early: `--strict` at a bad record, or output that failed.
    var stopped = false
    /// For a thread of the parallel loop: where the block it converts notes each record's end, instead of a sink.
    @exclusivity(unchecked) var blockEvents: UnsafeMutablePointer<RecordEvents>?
    /// For a thread of the parallel loop: what its diagnostics hand their messages to.
    let blockMessages: BlockMessages?
    /// Whether the reader of stdout went away (`| head -1`): the tool stops, and says nothing more.
    public private(set) var outputClosed = false
    /// What the input's lines hold, for the line said before reading a terminal (`StandardInput.announceTerminalReading`).
    public var inputDescription = "colors"
    /// The routes the origins of the relative colors in this stream's records are converted by, kept from
    /// record to record.
    package let relativeOriginRoutes = RelativeOriginRoutes()

    deinit { decodedField.deallocate() }

    /// Makes a stream for `tool` with these settings.
    public init(tool: String, settings options: StreamSettings) {
        self.options = options
        self.diagnostics = Diagnostics(tool: tool)
        self.sink = OutputSink(descriptor: 1, unbuffered: options.unbuffered)
        self.writer = RecordWriter(precision: options.precision)
        self.fieldKey = Array(options.field.utf8)
        self.blockMessages = nil
    }

    /// A stream for one thread of `stream`'s parallel loop: its own writer and scanner, its records and messages
    /// noted in the block it converts, for `stream` to write in input order.
    init(convertingBlocksOf stream: RecordStream) {
        options = stream.options
        sink = stream.sink
        writer = RecordWriter(precision: options.precision)
        // Its own copy: a shared array's reference count would be written by every thread at every record.
        fieldKey = Array(options.field.utf8)
        let messages = BlockMessages()
        diagnostics = Diagnostics(tool: stream.diagnostics.tool) { message in messages.add(message) }
        diagnostics.quoteLimit = stream.diagnostics.quoteLimit
        diagnostics.inputName = stream.diagnostics.inputName
        blockMessages = messages
    }

    /// Writes the current record: the fields the body added, merged into the input object if there is one.
    public func finishRecord(_ input: RecordInput) {
        if input.isObject {
            writer.finish(input: input.line, scanner: scanner)
        } else {
            writer.finish()
        }
    }

    /// Writes a record the tool made itself (from no input line) and hands it to the sink; false once output has
    /// failed or its reader has gone, after which the tool should stop making records.
    public func finishGeneratedRecord() -> Bool {
        writer.finish()
        return handOverRecord()
    }

    /// Hands lines the tool wrote itself for a person (a view, CSS strings, not a record) to the sink, as
    /// `finishGeneratedRecord` does a record; false once output has failed or its reader has gone.
    public func finishGeneratedLines() -> Bool {
        handOverRecord()
    }

    /// Counts the record just written as good and hands the writer's output to the sink; false once output has failed.
    ///
    /// A thread of the parallel loop notes where the record ends instead, for the writing in order.
    @inline(__always)
    func handOverRecord() -> Bool {
        if let blockEvents {
            blockEvents.pointee.recordEnded(at: writer.output.count)
            return true
        }
        diagnostics.recordSucceeded()
        do {
            try sink.drain(&writer)
        } catch {
            handle(error)
            return false
        }
        return true
    }

    /// What a tool does with one record: write its output through the stream's writer, or throw to report it bad.
    public typealias Body = (RecordInput) throws(RecordError) -> Void

    /// Runs `body` over the records of `arguments`, or of the input when there are none; returns the exit status.
    ///
    /// Arguments that make one color only once joined again (`SplitColorArgument`) are a usage error, said once.
    public func run(arguments: [String], _ body: Body) -> ExitStatus {
        if refusesSplitArgument(arguments) { return .usage }
        if !arguments.isEmpty {
            process(arguments: arguments, body)
        } else if let descriptor = openInput() {
            readLines(descriptor, body)
            closeInput(descriptor)
        }
        finishOutput()
        return diagnostics.exitStatus
    }

    /// Runs over the records as `run(arguments:_:)` does, converting the input's lines on `jobs` threads
    /// (chromatools(7), JOBS): `bodies` makes the body of each thread, given the stream it writes through.
    ///
    /// `jobs` nil lets the input decide (`StreamJobs.automatic`). Records whose output depends on the
    /// records before them pass 1. Arguments, and one job, run `bodies(self)` on this thread as `run` does.
    public func run(arguments: [String], jobs: Int?, bodies: (RecordStream) -> Body) -> ExitStatus {
        if refusesSplitArgument(arguments) { return .usage }
        if !arguments.isEmpty {
            process(arguments: arguments, bodies(self))
        } else if let descriptor = openInput() {
            let threads = jobs ?? StreamJobs.automatic(input: descriptor, flushesEachRecord: sink.flushesEachRecord)
            if threads > 1 {
                readBlocks(descriptor, threads: threads, bodies: bodies)
            } else {
                readLines(descriptor, bodies(self))
            }
            closeInput(descriptor)
        }
        finishOutput()
        return diagnostics.exitStatus
    }

    /// Stops the stream at a limit the tool cannot go past: says `message`, and the exit status is `status`.
    ///
    /// The record whose body calls it is not written, and no record after it is read.
    public func stop(_ message: String, status: ExitStatus) {
        diagnostics.emit(message)
        diagnostics.fatalStatus = status
        stopped = true
    }

    /// Writes what is left in the buffer; a closed reader is not an error.
    public func finishOutput() {
        if stopped && diagnostics.fatalStatus == nil && writer.output.isEmpty { return }
        do {
            try sink.flush(&writer)
        } catch {
            handle(error)
        }
    }

    /// Reports arguments that make one color only once joined again; true when there are such.
    private func refusesSplitArgument(_ arguments: [String]) -> Bool {
        guard let split = SplitColorArgument.find(in: arguments) else { return false }
        diagnostics.emit(SplitColorArgument.message(first: split.first, last: split.last, joined: split.joined))
        return true
    }

    private func process(arguments: [String], _ body: Body) {
        for (i, argument) in arguments.enumerated() {
            var bytes = Array(argument.utf8)
            let keepGoing = bytes.withUnsafeMutableBufferPointer { buffer in
                process(UnsafeBufferPointer(buffer), origin: .argument(i + 1), body)
            }
            if !keepGoing { break }
        }
    }

    /// The descriptor of `--input FILE` or standard input; nil, reported, when it cannot be read.
    private func openInput() -> Int32? {
        var descriptor: Int32 = 0
        if let path = options.input, path != "-" {
            descriptor = open(path, O_RDONLY)
            if descriptor < 0 {
                diagnostics.emit("cannot open \(Diagnostics.quote(path)): \(String(cString: strerror(errno)))")
                diagnostics.fatalStatus = .noInput
                return nil
            }
        }
        if descriptor == 0 && StandardInput.wasClosedAtStart {
            diagnostics.emit("cannot read input: \(String(cString: strerror(EBADF)))")
            diagnostics.fatalStatus = .ioError
            return nil
        }
        StandardInput.announceTerminalReading(descriptor, what: inputDescription, diagnostics: diagnostics)
        return descriptor
    }

    private func closeInput(_ descriptor: Int32) {
        if descriptor != 0 { close(descriptor) }
        if options.strict && diagnostics.badRecords > 0 && diagnostics.fatalStatus == nil {
            diagnostics.fatalStatus = .dataError
        }
    }

    /// Reads the input line by line on this thread.
    private func readLines(_ descriptor: Int32, _ body: Body) {
        let reader = LineReader(descriptor: descriptor)
        do {
            try reader.forEachLine(
                tooLong: { number, start in
                    diagnostics.recordFailed(.line(number), Self.tooLongMessage(reader.maximumLineLength), input: start)
                    return !options.strict
                },
                { line, number in process(line, origin: .line(number), body) }
            )
        } catch {
            reportReadFailure(error)
        }
    }

    /// The message for an output record of `bytes` bytes, longer than the next tool could read: it is not written.
    public static func tooLongRecordMessage(_ bytes: Int) -> String {
        "the output record would be \(bytes) bytes, more than the "
            + "\(LineReader.defaultMaximumLineLength >> 20) MiB (\(LineReader.defaultMaximumLineLength) bytes) "
            + "a line may be; not written"
    }

    /// The message for a line longer than `maximum` bytes.
    static func tooLongMessage(_ maximum: Int) -> String {
        "line longer than \(maximum >> 20) MiB, skipped"
    }

    /// Reports input that could not be read; the exit status becomes 74.
    func reportReadFailure(_ error: LineReader.Failure) {
        if case .read(let code) = error {
            diagnostics.emit("cannot read input: \(String(cString: strerror(code)))")
        }
        diagnostics.fatalStatus = .ioError
    }

    /// Handles one line or argument; returns whether to go on.
    func process(_ raw: UnsafeBufferPointer<UInt8>, origin: Diagnostics.Origin, _ body: Body) -> Bool {
        let line = raw.trimmingBlanks()
        if line.isEmpty {
            if case .argument = origin {
                return fail(origin, RecordError("empty color"), input: line)
            }
            return true
        }
        let input: RecordInput
        if line[0] == UInt8(ascii: "{") {
            do {
                try scanner.scan(line)
            } catch {
                return fail(origin, RecordError(error.message), input: line)
            }
            input = RecordInput(origin: origin, line: line, isObject: true, colorText: colorField(in: line))
        } else if line[0] == UInt8(ascii: "[") {
            return fail(origin, RecordError("a JSON array is not an object: records are JSON objects or CSS colors"), input: line)
        } else {
            if let bad = UTF8Validation.firstInvalidOffset(line) {
                return fail(origin, RecordError("invalid UTF-8 at byte \(bad + 1)"), input: line)
            }
            input = RecordInput(origin: origin, line: line, isObject: false, colorText: line)
        }
        let recordStart = writer.output.count
        writer.beginRecord()
        do {
            try body(input)
        } catch {
            return fail(origin, error, input: input.colorText ?? line)
        }
        if stopped {
            writer.output.truncate(to: recordStart)
            return false
        }
        let written = writer.output.count - recordStart
        if written > LineReader.defaultMaximumLineLength {
            // What the next tool could not read is not written at all.
            writer.output.truncate(to: recordStart)
            return fail(origin, RecordError(Self.tooLongRecordMessage(written)), input: input.colorText ?? line)
        }
        return handOverRecord()
    }

    func fail(_ origin: Diagnostics.Origin, _ error: RecordError, input: UnsafeBufferPointer<UInt8>) -> Bool {
        if let quoting = error.quoting {
            diagnostics.recordFailed(origin, error.message, input: quoting)
        } else {
            diagnostics.recordFailed(origin, error.message, input: input)
        }
        if options.strict {
            diagnostics.fatalStatus = .dataError
            stopped = true
            return false
        }
        return true
    }

    /// Stops the stream at an output failure: quietly for a reader that went away, else with a message and 74.
    package func handle(_ error: OutputSink.Failure) {
        stopped = true
        switch error {
        case .closed:
            // The reader went away (`| head`): stop quietly, as a filter should.
            outputClosed = true
            writer.output.removeAll()
            if diagnostics.fatalStatus == nil && diagnostics.badRecords == 0 { diagnostics.fatalStatus = .success }
        case .io(let code):
            writer.output.removeAll()
            diagnostics.emit("cannot write output: \(String(cString: strerror(code)))")
            diagnostics.fatalStatus = .ioError
        }
    }

    /// The color field of the scanned object: its string bytes, decoded if it has escapes.
    private func colorField(in line: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8>? {
        guard let member = scanner.lastMember(ofKey: fieldKey, in: line) else { return nil }
        let value = member.value
        guard line[value.lowerBound] == UInt8(ascii: "\"") else { return nil }
        let raw = UnsafeBufferPointer(rebasing: line[(value.lowerBound + 1)..<(value.upperBound - 1)])
        if !member.valueHasEscape { return raw }
        guard let decoded = JSONString.decode(raw) else { return nil }
        if decoded.count > decodedField.count {
            decodedField.deallocate()
            decodedField = .allocate(capacity: decoded.count)
        }
        _ = decodedField.initialize(from: decoded)
        return UnsafeBufferPointer(rebasing: decodedField[0..<decoded.count])
    }

    /// The message for an object without a usable color field.
    public func missingFieldMessage() -> String {
        "no string field \"\(options.field)\" with a color"
    }
}

extension UnsafeBufferPointer where Element == UInt8 {
    /// The bytes without leading and trailing spaces, tabs and carriage returns.
    func trimmingBlanks() -> UnsafeBufferPointer<UInt8> {
        var lo = 0, hi = count
        while lo < hi, self[lo] == 0x20 || self[lo] == 0x09 || self[lo] == 0x0D { lo += 1 }
        while hi > lo, self[hi - 1] == 0x20 || self[hi - 1] == 0x09 || self[hi - 1] == 0x0D { hi -= 1 }
        return UnsafeBufferPointer(rebasing: self[lo..<hi])
    }
}
