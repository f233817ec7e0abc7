import Foundation
import Testing
@testable import ChromaRuntime
@testable import ChromaStream

/// How many threads the record loop takes without `-j` (chromatools(7), JOBS), and the newline count that numbers
/// the lines of its blocks.
@Suite("stream jobs") struct StreamJobsTests {
    static var every: Int { min(StreamJobs.availableProcessors, StreamJobs.maximum) }

    /// A scratch file of `size` bytes of records.
    static func file(size: Int) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("stream-jobs-\(getpid())-\(UUID().uuidString)")
        let line = Array("{\"color\":\"#3a7bd5\"}\n".utf8)
        var bytes: [UInt8] = []
        while bytes.count < size { bytes += line }
        try Data(bytes.prefix(size)).write(to: url)
        return url
    }

    @Test func theProcessorsAreThoseOfTheAffinity() {
        #expect(StreamJobs.availableProcessors >= 1)
        #expect(StreamJobs.availableProcessors <= ProcessInfo.processInfo.activeProcessorCount)
    }

    /// Regular files: every processor when larger than one block, else one; one whenever records are written one by one.
    @Test(arguments: [
        (size: 100, flushes: false, expected: 1),
        (size: BlockReader.blockSize, flushes: false, expected: 1),
        (size: BlockReader.blockSize + 1, flushes: false, expected: -1),
        (size: 3 << 20, flushes: false, expected: -1),
        (size: 3 << 20, flushes: true, expected: 1),
    ])
    func regularFiles(size: Int, flushes: Bool, expected: Int) throws {
        let url = try Self.file(size: size)
        defer { try? FileManager.default.removeItem(at: url) }
        let descriptor = open(url.path, O_RDONLY)
        defer { close(descriptor) }
        #expect(StreamJobs.automatic(input: descriptor, flushesEachRecord: flushes) == (expected == -1 ? Self.every : expected))
    }

    /// Pipes: every processor when a full pipe buffer is waiting, one for a trickle.
    @Test(arguments: [(waiting: 20, expected: 1), (waiting: StreamJobs.waitingBytes - 1, expected: 1), (waiting: StreamJobs.waitingBytes, expected: -1)])
    func pipes(waiting: Int, expected: Int) throws {
        var ends: [Int32] = [0, 0]
        #expect(pipe(&ends) == 0)
        defer { close(ends[0]); close(ends[1]) }
        let bytes = [UInt8](repeating: 0x0A, count: waiting)
        #expect(bytes.withUnsafeBytes { write(ends[1], $0.baseAddress, $0.count) } == waiting)
        #expect(StreamJobs.automatic(input: ends[0], flushesEachRecord: false) == (expected == -1 ? Self.every : expected))
    }

    @Test func characterDevicesTakeOneThread() {
        let descriptor = open("/dev/zero", O_RDONLY)
        defer { close(descriptor) }
        #expect(StreamJobs.automatic(input: descriptor, flushesEachRecord: false) == 1)
    }

    /// The count of newlines against a byte-by-byte count, at every length around the 16-byte steps and
    /// the 255-step sums, newlines everywhere, nowhere and at random.
    @Test func newlinesAreCountedAtEveryLength() {
        var state: UInt64 = 7
        var bytes = [UInt8](repeating: 0, count: 16 * 255 * 2 + 40)
        for i in bytes.indices {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            bytes[i] = (state >> 60) < 3 ? 0x0A : UInt8(truncatingIfNeeded: state >> 33)
        }
        let patterns: [[UInt8]] = [bytes, [UInt8](repeating: 0x0A, count: bytes.count), [UInt8](repeating: 0x0B, count: bytes.count)]
        for pattern in patterns {
            pattern.withUnsafeBufferPointer { buffer in
                for count in Array(0...70) + Array(16 * 255 - 20...16 * 255 + 20) + [buffer.count] {
                    let expected = buffer[0..<count].filter { $0 == 0x0A }.count
                    #expect(BlockReader.countNewlines(buffer.baseAddress!, count) == expected, "\(count) bytes")
                }
            }
        }
    }
}
