import ChromaRuntime
import Glibc

/// A block of whole input lines for the parallel record loop, and what converting it made (chromatools(7), JOBS).
///
/// `BlockReader` fills it with the next lines of the input and their first
/// line number; a thread converts them through its own `RecordStream`, which
/// writes the records into `output` and notes in `events` where each record
/// ended and each bad record's message; the stream that owns the output then
/// writes the block in input order, as if its records had come one by one.
final class RecordBlock {
    /// The input bytes: whole lines with their newlines, the last line of the input without one.
    private(set) var input: UnsafeMutablePointer<UInt8>
    /// How many bytes `input` has room for.
    private(set) var capacity: Int
    /// How many bytes of `input` are lines to convert.
    var count = 0
    /// The number of the first line (counted from 1 over the whole input).
    var firstLine = 1
    /// A line too long to hold that follows the lines: its number and first bytes, for the message.
    var longLine: (number: Int, start: [UInt8])?
    /// Why the input could not be read after the lines, if it could not.
    var readFailure: LineReader.Failure?
    /// Where this block comes in the input, counted from 0.
    var sequence = 0
    /// The records converting the block wrote.
    let output = ByteBuffer(capacity: 1 << 17)
    /// Where the records ended in `output` and the bad records' messages, in input order.
    let events = UnsafeMutablePointer<RecordEvents>.allocate(capacity: 1)
    /// Whether converting stopped the stream (`--strict` at a bad record): nothing after the block is written.
    var stopsStream = false

    init(capacity: Int) {
        self.capacity = capacity
        input = .allocate(capacity: capacity)
        events.initialize(to: RecordEvents())
    }

    deinit {
        input.deallocate()
        events.pointee.deallocate()
        events.deinitialize(count: 1)
        events.deallocate()
    }

    /// Empties the block for the lines that start at line `firstLine`.
    func reset(firstLine: Int) {
        self.firstLine = firstLine
        count = 0
        longLine = nil
        readFailure = nil
        stopsStream = false
        output.removeAll()
        events.pointee.removeAll()
    }

    /// Makes room for at least `needed` bytes: `size` when that is enough (giving back what a long line took),
    /// else `size` doubled as often as it takes; the first `keeping` bytes stay.
    func reserve(_ needed: Int, size: Int, keeping: Int = 0) {
        var wanted = size
        while wanted < needed { wanted *= 2 }
        guard wanted != capacity else { return }
        let other = UnsafeMutablePointer<UInt8>.allocate(capacity: wanted)
        other.update(from: input, count: min(keeping, wanted))
        input.deallocate()
        input = other
        capacity = wanted
    }
}

/// What converting a block noted besides its records' bytes, in the order it happened: the end of each record in
/// the block's output, and the message of each bad record.
struct RecordEvents {
    /// One event each: a record's end (its offset in the output, 0 or more) or a message (−1 − its index).
    private(set) var storage: UnsafeMutablePointer<Int>
    /// How many events there are.
    private(set) var count = 0
    private var capacity = 1024
    /// The bad records' messages as `Diagnostics` hands them to a message sink (escaped, from `line N: `).
    private(set) var messages: [String] = []

    /// One event, read back.
    enum Event {
        case recordEnd(Int)
        case message(String)
    }

    init() {
        storage = .allocate(capacity: capacity)
    }

    /// Frees the storage; the owner calls it once, before it deinitializes the events.
    func deallocate() { storage.deallocate() }

    mutating func removeAll() {
        count = 0
        if !messages.isEmpty { messages.removeAll(keepingCapacity: true) }
    }

    /// Notes that a record ended at `offset` of the output.
    @inline(__always)
    mutating func recordEnded(at offset: Int) {
        if count == capacity { grow() }
        storage[count] = offset
        count += 1
    }

    /// Notes a bad record's message.
    mutating func recordFailed(_ message: String) {
        messages.append(message)
        recordEnded(at: -messages.count)
    }

    subscript(i: Int) -> Event {
        let value = storage[i]
        return value >= 0 ? .recordEnd(value) : .message(messages[-value - 1])
    }

    private mutating func grow() {
        let bigger = UnsafeMutablePointer<Int>.allocate(capacity: capacity * 2)
        bigger.update(from: storage, count: count)
        storage.deallocate()
        storage = bigger
        capacity *= 2
    }
}

/// Where the diagnostics of a block-converting stream put their messages: the events of the block it converts.
final class BlockMessages {
    /// The events of the block being converted; nil between blocks.
    var events: UnsafeMutablePointer<RecordEvents>?

    func add(_ message: String) {
        events?.pointee.recordFailed(message)
    }
}

/// Splits an input into `RecordBlock`s of whole lines, numbering the lines as `LineReader` does.
///
/// The lines are `LineReader`'s: they end at `\n`, the last may lack it, and a
/// line of `maximumLineLength` bytes or more without its newline is not held:
/// its block notes its number and first 256 bytes, and the reader skips to the
/// next newline. A block holds at most `blockSize` bytes of lines (more only for
/// one longer line) and at most `lineLimit` lines, so that its records, which
/// may be many times longer than its lines (`--to all`), stay small too. A block
/// is read full, except that a pipe whose writer has nothing more for now hands
/// over the lines it has, so that a trickle of lines is converted as it comes.
/// One thread reads at a time.
final class BlockReader {
    /// The bytes a block is read in: 256 KiB, the size `LineReader` starts with.
    static let blockSize = 1 << 18
    /// The most lines a block holds: 512 records of `--to all` (about 2.3 KB each from a short line) are 1.2 MB.
    static let lineLimit = 512

    let descriptor: Int32
    /// The bytes a block is read in (`blockSize` but in tests).
    let blockSize: Int
    /// The most lines a block holds (`lineLimit` but in tests).
    let lineLimit: Int
    /// The shortest line, newline excluded, that is too long to hold (`LineReader`'s but in tests).
    let maximumLineLength: Int
    /// The bytes read after the last block's lines, which start the next one: part of a line, or after a
    /// long line or a block full of lines, any number of lines and part of one.
    private var carry: UnsafeMutablePointer<UInt8>
    private var carryCapacity = 256
    private var carryCount = 0
    /// Lines handed out so far.
    private var linesRead = 0
    /// Whether the input has ended (or failed).
    private var ended = false

    init(descriptor: Int32, blockSize: Int = BlockReader.blockSize, lineLimit: Int = BlockReader.lineLimit,
         maximumLineLength: Int = LineReader.defaultMaximumLineLength) {
        self.descriptor = descriptor
        self.blockSize = blockSize
        self.lineLimit = lineLimit
        self.maximumLineLength = maximumLineLength
        carry = .allocate(capacity: carryCapacity)
    }

    deinit { carry.deallocate() }

    /// Fills `block` with the next lines; false once the input has ended and nothing of it is left to hand out
    /// (`block` may still hold its last lines).
    func fill(_ block: RecordBlock) -> Bool {
        block.reset(firstLine: linesRead + 1)
        if ended && carryCount == 0 { return false }
        block.reserve(carryCount + 1, size: blockSize)
        block.input.update(from: carry, count: carryCount)
        var end = carryCount
        carryCount = 0
        var lines = Self.countNewlines(block.input, end)
        var lastNewline = lines > 0 ? Self.lastNewline(in: block.input, from: 0, to: end) : -1
        while !ended && lines < lineLimit {
            if end == block.capacity {
                if lastNewline >= 0 { break }
                if block.capacity >= maximumLineLength {
                    skipLongLine(block, held: end)
                    return !(ended && carryCount == 0)
                }
                block.reserve(block.capacity + 1, size: blockSize, keeping: end)
            }
            let n = readSome(into: block.input + end, count: block.capacity - end, for: block)
            if n == 0 { break }
            let newlines = Self.countNewlines(block.input + end, n)
            if newlines > 0 {
                lines += newlines
                lastNewline = Self.lastNewline(in: block.input, from: end, to: end + n)
            }
            end += n
            if end < block.capacity && lastNewline >= 0 && !inputIsWaiting() { break }
        }
        if lines > lineLimit && block.readFailure == nil {
            // The block takes its first `lineLimit` lines; the rest start the next one.
            block.count = Self.end(ofLine: lineLimit, in: block.input, count: end)
            lines = lineLimit
            keep(block.input + block.count, end - block.count)
        } else if ended && block.readFailure == nil {
            // The last line of the input, which may lack its newline.
            block.count = end
            if end > lastNewline + 1 { lines += 1 }
        } else {
            // A line cut short by a read error is lost with it, as `LineReader` loses it.
            block.count = lastNewline + 1
            if block.readFailure == nil { keep(block.input + block.count, end - block.count) }
        }
        linesRead += lines
        return !(ended && carryCount == 0)
    }

    /// The index of the last newline in `bytes[from..<to]`, or −1.
    static func lastNewline(in bytes: UnsafePointer<UInt8>, from: Int, to: Int) -> Int {
        var i = to
        while i > from {
            i -= 1
            if bytes[i] == 0x0A { return i }
        }
        return -1
    }

    /// The number of bytes up to and including the `line`th newline of the first `count` bytes, which hold that many.
    static func end(ofLine line: Int, in bytes: UnsafePointer<UInt8>, count: Int) -> Int {
        var start = 0
        for _ in 0..<line {
            let hit = memchr(bytes + start, 0x0A, count - start)!
            start = bytes.distance(to: hit.assumingMemoryBound(to: UInt8.self)) + 1
        }
        return start
    }

    /// Notes the line that fills `block` (`held` bytes, no newline) as too long and reads past its newline.
    private func skipLongLine(_ block: RecordBlock, held: Int) {
        block.longLine = (linesRead + 1, Array(UnsafeBufferPointer(start: block.input, count: min(held, 256))))
        while true {
            let n = readSome(into: block.input, count: block.capacity, for: block)
            if n == 0 { return }
            if let hit = memchr(block.input, 0x0A, n) {
                let newline = block.input.distance(to: hit.assumingMemoryBound(to: UInt8.self))
                linesRead += 1
                keep(block.input + newline + 1, n - newline - 1)
                return
            }
        }
    }

    /// Reads up to `count` bytes into `buffer`, retrying after an interrupt and waiting on a non-blocking
    /// input; 0 at the end of the input or after a read error, which is noted on `block`, and either way
    /// the input has `ended`.
    private func readSome(into buffer: UnsafeMutablePointer<UInt8>, count: Int, for block: RecordBlock) -> Int {
        while true {
            let n = read(descriptor, buffer, count)
            if n > 0 { return n }
            if n < 0 && errno == EINTR { continue }
            if n < 0 && errno == EAGAIN {
                waitForInput()
                continue
            }
            if n < 0 { block.readFailure = .read(errno) }
            ended = true
            return 0
        }
    }

    /// Keeps `count` bytes to start the next block with.
    private func keep(_ bytes: UnsafeMutablePointer<UInt8>, _ count: Int) {
        // Grown for what is kept, or given back once what a long line left is used up.
        if count > carryCapacity || (carryCapacity > blockSize && count <= blockSize) {
            carry.deallocate()
            carryCapacity = max(count, 256)
            carry = .allocate(capacity: carryCapacity)
        }
        carry.update(from: bytes, count: count)
        carryCount = count
    }

    /// Whether more input can be read at once, without waiting.
    private func inputIsWaiting() -> Bool {
        var waiting = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        return poll(&waiting, 1, 0) > 0
    }

    /// Waits until a non-blocking input has something to read.
    private func waitForInput() {
        var waiting = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        _ = poll(&waiting, 1, -1)
    }

    /// The number of newlines in the first `count` bytes, sixteen at a time: each byte lane counts its
    /// newlines, and the lanes are added up every 255 rounds, before a lane can overflow.
    static func countNewlines(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> Int {
        let newline = SIMD16<UInt8>(repeating: 0x0A), one = SIMD16<UInt8>(repeating: 1), zero = SIMD16<UInt8>()
        var found = 0, i = 0
        while i + 16 <= count {
            var lanes = zero, rounds = 0
            while rounds < 255 && i + 16 <= count {
                let chunk = UnsafeRawPointer(bytes + i).loadUnaligned(as: SIMD16<UInt8>.self)
                lanes &+= zero.replacing(with: one, where: chunk .== newline)
                i &+= 16
                rounds &+= 1
            }
            found &+= Int(SIMD16<UInt16>(truncatingIfNeeded: lanes).wrappedSum())
        }
        while i < count {
            if bytes[i] == 0x0A { found &+= 1 }
            i &+= 1
        }
        return found
    }
}
