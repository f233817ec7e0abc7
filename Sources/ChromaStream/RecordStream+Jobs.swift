import ChromaRuntime
import Glibc

/// How many threads the record loop converts on when `-j` is not given (chromatools(7), JOBS).
public enum StreamJobs {
    /// Bytes waiting in a pipe that make converting on every core worth it: a full pipe buffer, 64 KiB by
    /// default on Linux (pipe(7), "Pipe capacity"), so that the writer is ahead of the reader.
    public static let waitingBytes = 1 << 16

    /// The most threads `-j` takes.
    public static let maximum = 256

    /// The processors this process may run on: its CPU affinity (sched_getaffinity(2)), which `taskset` and
    /// container limits narrow, or else the processors online.
    public static var availableProcessors: Int {
        // sched_getaffinity is declared only for _GNU_SOURCE, which the Glibc module is built without.
        typealias GetAffinity = @convention(c) (pid_t, Int, UnsafeMutableRawPointer) -> Int32
        if let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "sched_getaffinity") {
            let getAffinity = unsafeBitCast(symbol, to: GetAffinity.self)
            var mask = [UInt64](repeating: 0, count: 16)  // 1024 processors, glibc's cpu_set_t
            let status = mask.withUnsafeMutableBytes { getAffinity(0, $0.count, $0.baseAddress!) }
            let count = mask.reduce(0) { $0 + $1.nonzeroBitCount }
            if status == 0 && count > 0 { return count }
        }
        return max(1, sysconf(Int32(_SC_NPROCESSORS_ONLN)))
    }

    /// The threads for reading `descriptor`: every available processor when the input is a regular file
    /// larger than a block or a pipe or socket that holds `waitingBytes` when reading starts; one when records
    /// are written one by one (a terminal, `-u`), or the input is a terminal, a smaller file or a trickle.
    ///
    /// For a pipe it waits until the input has something to read, as reading it would.
    public static func automatic(input descriptor: Int32, flushesEachRecord: Bool) -> Int {
        if flushesEachRecord { return 1 }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return 1 }
        switch status.st_mode & S_IFMT {
        case S_IFREG:
            guard status.st_size > BlockReader.blockSize else { return 1 }
        case S_IFIFO, S_IFSOCK:
            var waiting = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            while poll(&waiting, 1, -1) < 0 && errno == EINTR {}
            var available: Int32 = 0
            guard ioctl(descriptor, UInt(FIONREAD), &available) == 0, Int(available) >= waitingBytes else { return 1 }
        default:
            return 1
        }
        return min(availableProcessors, maximum)
    }
}

extension RecordStream {
    /// Reads the input in blocks of whole lines and converts them on `threads` threads, each through its own
    /// stream and the body `bodies` makes for it; writes the records and messages in input order.
    func readBlocks(_ descriptor: Int32, threads: Int, bodies: (RecordStream) -> Body) {
        let lanes = (0..<threads).map { _ in RecordStream(convertingBlocksOf: self) }
        let pipeline = BlockPipeline(
            stream: self, reader: BlockReader(descriptor: descriptor), lanes: lanes.map { lane in BlockPipeline.Lane(lane, bodies(lane)) })
        pipeline.run()
    }

    /// Converts the lines of `block` with `body`, noting records and messages in it (a block-converting stream).
    func convert(_ block: RecordBlock, _ body: Body) {
        writer.output.exchangeContents(with: block.output)
        blockEvents = block.events
        blockMessages?.events = block.events
        defer {
            writer.output.exchangeContents(with: block.output)
            blockEvents = nil
            blockMessages?.events = nil
        }
        let bytes = block.input, count = block.count
        var start = 0, number = block.firstLine
        while start < count {
            var end = count
            if let hit = memchr(bytes + start, 0x0A, count - start) {
                end = bytes.distance(to: hit.assumingMemoryBound(to: UInt8.self))
            }
            // As `LineReader` hands out lines: without the `\r` of `\r\n`, and without a byte order mark that opens the input.
            var from = start, to = end
            if to > from && bytes[to - 1] == 0x0D { to -= 1 }
            if number == 1 && to - from >= 3 && bytes[from] == 0xEF && bytes[from + 1] == 0xBB && bytes[from + 2] == 0xBF {
                from += 3
            }
            if !process(UnsafeBufferPointer(start: bytes + from, count: to - from), origin: .line(number), body) {
                block.stopsStream = true
                return
            }
            number += 1
            start = end + 1
        }
        if let long = block.longLine {
            long.start.withUnsafeBufferPointer { start in
                diagnostics.recordFailed(.line(long.number), Self.tooLongMessage(LineReader.defaultMaximumLineLength), input: start)
            }
            if options.strict { block.stopsStream = true }
        }
    }

    /// Writes a converted block as the records and messages of its lines would have been written one by one:
    /// each message in its place among the records, output in the sink's blocks or record by record; false
    /// when the stream stops after it.
    func writeConverted(_ block: RecordBlock) -> Bool {
        let events = block.events.pointee, output = block.output
        var from = 0
        for i in 0..<events.count {
            switch events[i] {
            case .recordEnd(let end):
                diagnostics.recordSucceeded()
                if sink.flushesEachRecord || writer.output.count + (end - from) >= sink.blockSize {
                    do {
                        try sink.flush(&writer)
                        try sink.write(output[from..<end])
                    } catch {
                        handle(error)
                        return false
                    }
                    from = end
                }
            case .message(let message):
                diagnostics.reportRecordFailure(escaped: message)
            }
        }
        writer.output.appendBytes(output[from..<output.count])
        if block.stopsStream {
            diagnostics.fatalStatus = .dataError
            stopped = true
            return false
        }
        if let failure = block.readFailure {
            reportReadFailure(failure)
            return false
        }
        return true
    }
}

/// The threads of the parallel record loop and what they share (chromatools(7), JOBS).
///
/// Every thread, the calling one included, takes turns at three jobs: reading
/// the next block (one thread at a time), converting a block of its own, and
/// writing the converted blocks that are next in input order (one thread at a
/// time). At most twice as many blocks as threads exist, so memory stays flat
/// however long the input. A block that stops the stream (`--strict`, a closed
/// output) stops the others; what they converted after it is not written.
final class BlockPipeline {
    private let stream: RecordStream
    private let reader: BlockReader
    private let lanes: [Lane]
    private let blockLimit: Int
    private let lock = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private let changed = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)

    // Guarded by `lock`.
    private var spareBlocks: [RecordBlock] = []
    private var blocksMade = 0
    private var reading = false
    private var inputEnded = false
    private var nextToRead = 0
    /// Converted blocks waiting to be written, at their sequence number modulo `blockLimit`.
    private var converted: [RecordBlock?]
    private var nextToWrite = 0
    private var writing = false
    private var stopped = false

    /// A thread's stream and the body it converts records with.
    ///
    /// A class, so that the body is kept as it is made: in an array of tuples it would be called through
    /// two reabstraction thunks a record.
    final class Lane {
        let stream: RecordStream
        let body: RecordStream.Body
        init(_ stream: RecordStream, _ body: @escaping RecordStream.Body) {
            self.stream = stream
            self.body = body
        }
    }

    init(stream: RecordStream, reader: BlockReader, lanes: [Lane]) {
        self.stream = stream
        self.reader = reader
        self.lanes = lanes
        blockLimit = 2 * lanes.count
        converted = Array(repeating: nil, count: blockLimit)
        pthread_mutex_init(lock, nil)
        pthread_cond_init(changed, nil)
    }

    deinit {
        pthread_cond_destroy(changed)
        pthread_mutex_destroy(lock)
        changed.deallocate()
        lock.deallocate()
    }

    /// One thread's part: the pipeline and the lane it converts with.
    private final class Thread {
        let pipeline: BlockPipeline
        let lane: Int
        init(_ pipeline: BlockPipeline, lane: Int) {
            self.pipeline = pipeline
            self.lane = lane
        }
    }

    /// Converts the whole input on every lane, this thread on the first; returns when all is written or stopped.
    func run() {
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        // The main thread's usual 8 MiB, whatever the default for new threads is.
        pthread_attr_setstacksize(&attributes, 8 << 20)
        defer { pthread_attr_destroy(&attributes) }
        var threads: [pthread_t] = []
        for lane in 1..<lanes.count {
            var thread = pthread_t()
            let context = Unmanaged.passRetained(Thread(self, lane: lane)).toOpaque()
            let started = pthread_create(&thread, &attributes, { context in
                let part = Unmanaged<Thread>.fromOpaque(context!).takeRetainedValue()
                part.pipeline.work(lane: part.lane)
                return nil
            }, context)
            if started == 0 {
                threads.append(thread)
            } else {
                // Fewer threads, the same records: the lanes that run share the work.
                Unmanaged<Thread>.fromOpaque(context).release()
            }
        }
        work(lane: 0)
        for thread in threads { pthread_join(thread, nil) }
    }

    /// Reads, converts and writes blocks until the input is done or the stream stops.
    private func work(lane: Int) {
        let laneStream = lanes[lane].stream, body = lanes[lane].body
        pthread_mutex_lock(lock)
        while !stopped {
            if !writing, converted[nextToWrite % blockLimit] != nil {
                writeReadyBlocks()
                continue
            }
            if inputEnded { break }
            if !reading, let block = takeBlock() {
                reading = true
                block.sequence = nextToRead
                nextToRead += 1
                pthread_mutex_unlock(lock)
                let more = reader.fill(block)
                pthread_mutex_lock(lock)
                reading = false
                if !more { inputEnded = true }
                pthread_cond_broadcast(changed)
                pthread_mutex_unlock(lock)
                laneStream.convert(block, body)
                pthread_mutex_lock(lock)
                converted[block.sequence % blockLimit] = block
                continue
            }
            pthread_cond_wait(changed, lock)
        }
        pthread_mutex_unlock(lock)
    }

    /// Writes the converted blocks that come next in the input, in order, until one is missing (lock held).
    private func writeReadyBlocks() {
        writing = true
        while !stopped, let block = converted[nextToWrite % blockLimit] {
            converted[nextToWrite % blockLimit] = nil
            pthread_mutex_unlock(lock)
            let goOn = stream.writeConverted(block)
            pthread_mutex_lock(lock)
            nextToWrite += 1
            spareBlocks.append(block)
            if !goOn { stopped = true }
            pthread_cond_broadcast(changed)
        }
        writing = false
    }

    /// A block to read into, if fewer than `blockLimit` are in use (lock held).
    private func takeBlock() -> RecordBlock? {
        if let block = spareBlocks.popLast() { return block }
        guard blocksMade < blockLimit else { return nil }
        blocksMade += 1
        return RecordBlock(capacity: BlockReader.blockSize)
    }
}
