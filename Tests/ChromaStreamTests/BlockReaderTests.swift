import Foundation
import Testing
@testable import ChromaRuntime
@testable import ChromaStream
import ChromaKit

/// `BlockReader` hands out the lines `LineReader` would, with the same numbers, whatever their lengths: a
/// property test over random inputs whose lines are long and short around the block size, the line limit and
/// the longest line a block holds, read from a file and from a pipe in random pieces.
@Suite("block reader") struct BlockReaderTests {
    /// What a reader handed out, in order: each line with its number, and each line too long to hold.
    enum Piece: Equatable, CustomStringConvertible {
        case line(Int, [UInt8])
        case tooLong(Int, [UInt8])

        var description: String {
            switch self {
            case .line(let number, let bytes): "line \(number) (\(bytes.count) bytes)"
            case .tooLong(let number, let start): "too long \(number) (\(start.count) bytes shown)"
            }
        }
    }

    static let blockSize = 64, lineLimit = 5, maximumLineLength = 256

    /// The pieces of `input` as the reader's contract says: lines end at `\n`, the last may lack it, and one of
    /// `maximumLineLength` bytes or more without its newline is too long (its first 256 bytes are shown).
    static func expectedPieces(_ input: [UInt8]) -> [Piece] {
        var pieces: [Piece] = []
        var lines = input.split(separator: 0x0A, omittingEmptySubsequences: false).map(Array.init)
        if lines.last?.isEmpty == true { lines.removeLast() }
        for (index, line) in lines.enumerated() {
            pieces.append(line.count >= maximumLineLength ? .tooLong(index + 1, Array(line.prefix(256))) : .line(index + 1, line))
        }
        return pieces
    }

    /// The pieces a `BlockReader` hands out of `descriptor`, checking each block's bounds and numbering.
    static func readPieces(_ descriptor: Int32) -> [Piece] {
        let reader = BlockReader(descriptor: descriptor, blockSize: blockSize, lineLimit: lineLimit, maximumLineLength: maximumLineLength)
        let block = RecordBlock(capacity: blockSize)
        var pieces: [Piece] = []
        var nextLine = 1
        var more = true
        while more {
            more = reader.fill(block)
            #expect(block.firstLine == nextLine, "a block starts at line \(block.firstLine), not \(nextLine)")
            let bytes = Array(UnsafeBufferPointer(start: block.input, count: block.count))
            var lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false).map(Array.init)
            if lines.last?.isEmpty == true { lines.removeLast() }
            #expect(lines.count <= lineLimit + 1, "a block of \(lines.count) lines")
            for line in lines {
                pieces.append(.line(nextLine, line))
                nextLine += 1
            }
            if let long = block.longLine {
                #expect(long.number == nextLine)
                pieces.append(.tooLong(long.number, long.start))
                nextLine += 1
            }
        }
        return pieces
    }

    /// A random input of lines whose lengths cluster around the edges that matter.
    static func randomInput(_ generator: inout SplitMix64) -> [UInt8] {
        let edges = [0, 1, blockSize - 2, blockSize - 1, blockSize, blockSize + 1, 2 * blockSize,
                     maximumLineLength - 2, maximumLineLength - 1, maximumLineLength, maximumLineLength + 1, 3 * maximumLineLength]
        var input: [UInt8] = []
        for _ in 0..<Int.random(in: 0...60, using: &generator) {
            let length = Bool.random(using: &generator)
                ? edges.randomElement(using: &generator)! + Int.random(in: -1...1, using: &generator)
                : Int.random(in: 0...12, using: &generator)
            let letter = UInt8(ascii: "a") + UInt8(input.count % 26)
            input += [UInt8](repeating: letter, count: max(length, 0)) + [0x0A]
        }
        if Bool.random(using: &generator) && !input.isEmpty { input.removeLast() }
        return input
    }

    @Test func aFileGivesTheLinesOfTheContract() throws {
        var generator = SplitMix64(state: 33)
        for round in 0..<400 {
            let input = Self.randomInput(&generator)
            let url = FileManager.default.temporaryDirectory.appendingPathComponent("block-reader-\(getpid())-\(round)")
            try Data(input).write(to: url)
            defer { try? FileManager.default.removeItem(at: url) }
            let descriptor = open(url.path, O_RDONLY)
            defer { close(descriptor) }
            let pieces = Self.readPieces(descriptor)
            #expect(pieces == Self.expectedPieces(input), "round \(round): \(pieces) against \(Self.expectedPieces(input))")
        }
    }

    @Test func aPipeWrittenInRandomPiecesGivesTheLinesOfTheContract() throws {
        var generator = SplitMix64(state: 34)
        for round in 0..<150 {
            let input = Self.randomInput(&generator)
            var ends: [Int32] = [0, 0]
            #expect(pipe(&ends) == 0)
            var cuts: [Int] = []
            var at = 0
            while at < input.count {
                at += Int.random(in: 1...(Self.blockSize * 3), using: &generator)
                cuts.append(min(at, input.count))
            }
            let writeEnd = ends[1], pieces = cuts
            let writer = Thread {
                var from = 0
                for cut in pieces {
                    input[from..<cut].withUnsafeBytes { _ = write(writeEnd, $0.baseAddress, $0.count) }
                    from = cut
                    usleep(50)
                }
                close(writeEnd)
            }
            writer.start()
            let read = Self.readPieces(ends[0])
            close(ends[0])
            #expect(read == Self.expectedPieces(input), "round \(round): \(read) against \(Self.expectedPieces(input))")
        }
    }
}
