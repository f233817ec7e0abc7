// Fuzz target `ghostlog`: the ghostdraw event-log reader (Sources/ChromaGameEngines/GhostDrawLog.swift).
//
// The input is a log: lines split at `\n`, read one by one with a
// `GhostDrawLogReader` until the first line it refuses (as `render` and
// `replay` read: what came before a bad line is still a valid log). Checked:
// - `GhostDrawLog.decode` and the reader never trap, whatever the bytes;
// - the accepted part is a log in its own right: `GhostDrawLog.text(of:)`
//   of the canvas it drew reads back, every line accepted, to an equal
//   canvas (same size, tool, strokes, history, toggle and time).
// - the picture the whole log shows once settled paints, and the row runs
//   of its last strokes cover exactly their reference cells
//   (`GhostRaster.cells`).
// Reading keeps only points; painting costs each stroke's path length
// times its brush height, so libFuzzer's `-timeout` (set by `make fuzz`,
// with inputs up to 1 MiB for this target) reports a slow input.
// A broken property stops the run with a message (fatalError), which
// libFuzzer reports as a crash and saves the input.

import ChromaKit
import ChromaRuntime
import ChromaGameEngines

/// Reads `text` line by line into a fresh reader; returns it and the number of the first refused line, if any.
func read(_ bytes: UnsafeBufferPointer<UInt8>) -> (reader: GhostDrawLogReader, refused: (line: Int, message: String)?) {
    var reader = GhostDrawLogReader()
    var start = 0
    var number = 0
    while start <= bytes.count {
        let end = bytes[start...].firstIndex(of: 0x0A) ?? bytes.count
        number += 1
        do {
            try reader.read(UnsafeBufferPointer(rebasing: bytes[start..<end]))
        } catch {
            return (reader, (number, error.message))
        }
        start = end + 1
    }
    return (reader, nil)
}

/// Checks one input; any broken property ends the process.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOne(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = UnsafeBufferPointer(start: data, count: size)
    var scanner = JSONObjectScanner()
    _ = try? GhostDrawLog.decode(bytes, scanner: &scanner)

    let first = read(bytes).reader
    let canvas = first.canvas
    let text = GhostDrawLog.text(of: canvas)
    let second = Array(text.utf8).withUnsafeBufferPointer { read($0) }
    if let refused = second.refused {
        fatalError("line \(refused.line) of the written log is refused (\(refused.message)):\n\(text)")
    }
    guard second.reader.canvas == canvas else {
        fatalError("the written log reads back to another canvas:\n\(text)")
    }

    let picture = canvas.picture(at: canvas.settledTime)
    guard picture.paintedCellCount <= canvas.size.cellCount else { fatalError("more cells painted than the canvas has") }
    for stroke in canvas.strokes.suffix(4) {
        var covered = Set<Int32>()
        GhostRaster.forEachSpan(of: stroke.points, radius: stroke.radius, on: canvas.size) { y, xs in
            guard (0..<canvas.size.height).contains(y), xs.lowerBound >= 0, xs.upperBound < canvas.size.width else {
                fatalError("a run off the canvas: row \(y), \(xs)")
            }
            for x in xs { covered.insert(Int32(y * canvas.size.width + x)) }
        }
        guard covered.sorted() == stroke.cells(on: canvas.size) else {
            fatalError("stroke \(stroke.number)'s runs differ from its cells")
        }
    }
    return 0
}
